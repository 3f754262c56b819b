"""How far a stated value may be from a measured one: agreeing, just outside (unsupported), or clearly wrong.

The tolerance follows the precision the claim states: "4 GB" allows one unit of its last digit, "4.2 GB" a
tenth, "about 4 GB" its rounding (3.5 to 4.5) or a twentieth, whichever is wider (other measures: a tenth),
"about 58%" two points and "about 60%" five; "over 90%" is a bound. A value far outside the tolerance
contradicts; one just outside it is only unsupported.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.values import Value

_DECIMAL = frozenset({1e3, 1e6, 1e9, 1e12, 1e15})
_INSTALLED_SIZES = frozenset({1, 2, 3, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024,
                              1536, 2048, 3072, 4096})
_WRONG_ABS = {"percent": 3.0, "pid": 0.5, "uid": 0.5, "gid": 0.5}
_WRONG_REL = {"bytes": 0.10, "rate": 0.20, "seconds": 0.25, "number": 0.15, "percent": 0.0}


def compare(value: Value, actual: float, dim: str, age_s: float = 0.0, total_like: bool = False) -> tuple[bool, bool]:
    """(agrees, clearly wrong) for one stated value against one measured value."""
    if dim in ("pid", "uid", "gid"):
        return value.value == actual, value.value != actual
    scales = value.scales
    if total_like and scales and scales[0] not in _DECIMAL and value.value not in _INSTALLED_SIZES:
        # "~67 GiB" of 62.7 GiB (67.3 GB): a binary unit is written on purpose, and 67 is no size memory is sold
        # in, so the figure is the decimal one under the wrong unit, not an installed size ("64 GiB")
        total_like = False
    if dim == "bytes" and not total_like and len(scales) > 1 and scales[0] in _DECIMAL and \
            not re.search(r"gigs?\W*$", value.text, re.I):   # "14 gigs" is slang for either unit
        # "290 GB" is 290 * 10^9 bytes: a binary figure copied with a decimal unit is the wrong amount. Only an
        # installed size ("32 GB of RAM", sold in binary units) may mean either
        scales = scales[:1]
    readings = [(value.value * s, value.step * s) for s in scales] if scales else [(value.value, value.step)]
    agrees_any, wrong_all = False, True
    for claimed, step in readings:
        agrees, wrong = _compare_one(claimed, step, value.approx, actual, dim, age_s, total_like,
                                     binary=bool(value.scales) and value.scales[0] not in _DECIMAL)
        agrees_any |= agrees
        wrong_all &= wrong
    return agrees_any, (not agrees_any) and wrong_all


def _compare_one(claimed: float, step: float, approx: str | None, actual: float, dim: str, age_s: float,
                 total_like: bool, binary: bool = False) -> tuple[bool, bool]:
    rel = 0.015 * abs(claimed) if dim in ("bytes", "rate") else 0.0
    tol = max(step, rel)
    if approx == "about":
        tol = max(0.5 * step, 0.10 * abs(claimed), rel)
        if dim in ("bytes", "rate"):
            # a size's rounding is half its last digit, but a single digit's half ("roughly 1 TB" for 560 GB)
            # is no rounding a reader accepts: at most a quarter; and past its rounding, "about" buys a
            # twentieth ("about 240 GiB" is not 253 GiB, nor "about 4.4 GiB" 4.08)
            # (a binary unit is written on purpose, so its figure is held a little tighter than "about N GB",
            # whose writer may have meant either unit)
            tol = max(min(0.5 * step, 0.25 * abs(claimed)), (0.03 if binary else 0.05) * abs(claimed), rel)
        if dim == "percent":
            tol = max(step, min(tol, _stated_share_rounding(claimed, step)))
    wrong_gap = max(2 * tol, _WRONG_ABS.get(dim, 0.0), _WRONG_REL.get(dim, 0.0) * max(abs(actual), abs(claimed)))
    if approx == "about" and dim == "percent":
        wrong_gap = max(tol + 1.5, _WRONG_ABS["percent"])   # past its stated rounding and then some: wrong
    if approx == "about" and dim == "seconds":
        # "about 5 days" rounds to half a day either way (or a tenth): the whole unit it may agree within is
        # slack for a reading taken a while ago, but twice the rounding plus a quarter is no rounding of it
        wrong_gap = max(max(0.5 * step, 0.10 * abs(claimed)) + 0.5 * step, 0.12 * max(abs(actual), abs(claimed)))
    low, high = actual - tol, actual + tol
    if dim == "seconds":
        high += age_s   # the claim was made at `now`, the evidence read a little earlier
    if total_like and dim == "bytes" and step >= 0.5e9 and actual <= claimed <= actual * 1.08:
        # installed RAM (a whole number of GB) is a little more than the kernel's MemTotal; "33.4 GiB" is
        # stated to a tenth, so it is a reading, not an installed size
        return True, False
    if approx == "justover":
        ok = claimed - step * 0.5 <= actual <= claimed + max(step, 0.12 * abs(claimed))
        return ok, actual < claimed - wrong_gap / 2 or actual > claimed + 3 * max(step, 0.12 * abs(claimed))
    if approx in ("over", "atleast"):
        if dim == "seconds":   # "up for more than a day" after 4 hours: a bound on a duration, short by a quarter
            return actual + age_s >= claimed, actual + age_s < claimed * (1 - _WRONG_REL["seconds"])
        return actual >= claimed, actual < claimed - wrong_gap / 2
    if approx in ("under", "atmost"):
        return actual <= claimed + (0 if approx == "under" else tol * 0.01), actual > claimed + wrong_gap / 2
    if approx == "nearly":
        ok = claimed - max(step, 0.12 * abs(claimed)) <= actual <= claimed + step * 0.5
        return ok, abs(actual - claimed) > wrong_gap
    if approx is None and dim not in ("seconds",) and tol == step:
        # "2 GB" is 1.5 to 2.5 GB rounded, or 2 to 3 GB cut short: not anything within a whole unit
        # (the cut-short reading stops short of the next unit: "1 GiB" is never 2.00 GiB)
        ok = claimed - 0.5 * step - rel <= actual < claimed + step
        if not ok and dim in ("bytes", "rate") and claimed > 0 and _ratio(claimed, actual) >= 1.5:
            return False, True   # "2 GB" for 1.01 GB, "2 GiB of swap" for none: off by half or more
    elif approx is None and dim == "seconds" and tol == step and step >= 3600 and claimed < 10 * step:
        # "up for 3 days" is 2.5 to 3.5 days rounded, or 3 to 4 cut short ("3 days, 5:02"), as uptime is shown;
        # 2.1 days is neither, and a reader who saw it would have said two. (A compound "4 days, 2 hours" is
        # a count of its last unit, 98 hours, and keeps the whole unit either way.)
        seen = actual + age_s
        ok = claimed - 0.5 * step <= seen and actual < claimed + step
        return ok, seen < claimed - 0.6 * step or actual >= claimed + 2 * step
    else:
        ok = low <= claimed <= high
    gap = min(abs(claimed - actual), abs(claimed - (actual + age_s)) if dim == "seconds" else abs(claimed - actual))
    if not ok and dim == "seconds" and approx is None and claimed > 0 and \
            min(_ratio(claimed, actual), _ratio(claimed, actual + age_s)) >= 2.0:
        return False, True   # "up for 2 days" after 8 hours
    if not ok and approx == "about" and dim in ("bytes", "rate") and claimed > 0 and _ratio(claimed, actual) >= 2.5:
        return False, True   # "~2 GiB" for 0.5 GiB: no rounding makes a value two and a half times another
    return ok, not ok and gap > wrong_gap


def _stated_share_rounding(claimed: float, step: float) -> float:
    """How far "about N%" may be off, by the rounding the number itself states: "about 60%" is a round figure
    (five points either way), "about 65%" half as round, "about 58%" is stated to the unit (two points);
    shares above 100% (a process over several cores) swing more and keep the round figure's width."""
    if step < 1.0 or claimed >= 100:
        return 5.0 if claimed >= 100 else max(step, 1.0)
    whole = round(claimed)
    if whole % 10 == 0:
        return 5.0
    if whole % 5 == 0:
        return 3.0
    return 2.0


def _ratio(a: float, b: float) -> float:
    lo, hi = min(abs(a), abs(b)), max(abs(a), abs(b))
    return hi / lo if lo > 0 else float("inf")
