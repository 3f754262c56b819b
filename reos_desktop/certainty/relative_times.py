"""'That was about three hours ago': a relative time said of the event the sentence before has just timed.

(Also a bare aside, "At 19:08 the kernel killed it, about 30 minutes ago", about its own sentence's event; and a
clock time said the same way of an event the claim before was verified against: "It also rejected a client
(203.0.113.200) ... — that rejection was at 06:02", "CUPS could not locate the printer for job 212, at 13:48",
"The first failure was about 40 minutes ago, at 13:45".)

A clause whose subject only points back ("That", "This", "That warning", "It") and whose whole content is a
time ago cannot be tied to a record by its own words; what it is about is the event the previous claim
stated a clock time for. When that claim was verified, its verdict names the event's full timestamp, so the
relative time is checked against the bundle's `now`: near enough verifies, far off contradicts. With no
verified, timed claim just before, the claim is left as the matchers judged it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from reos_desktop.certainty.judge import ClaimResult
from reos_desktop.certainty.lexicon import NUMBER_WORDS

_UNIT_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 7 * 86400}
# "two hours ago", and "9 hours 10 minutes ago": one span of time said in two units
_AGO = (r"(an?|\d+|[a-z]+)\s+(second|minute|hour|day|week)s?"
        r"(?:,?\s+(?:and\s+)?(an?|\d+|[a-z]+)\s+(second|minute|hour|day|week)s?)?\s+ago[.!]?$")
_POINTER_AGO_RE = re.compile(
    r"^(?:that|this|it)(?:\s+(?!was\b|were\b)[a-z][\w-]*)?\s+(?:was|were|happened|came|occurred|started|began|"
    r"came in|showed up)\s+(?:(?:about|around|roughly|approximately|some|just|only|nearly|almost)\s+|~\s?)?"
    + _AGO, re.I)
# ", about 30 minutes ago" after a timed clause: the aside alone, about the same event
_BARE_AGO_RE = re.compile(r"^(?:(?:about|around|roughly|approximately|some|just|only|nearly|almost)\s+|~\s?)?"
                          + _AGO, re.I)
_CLOCK_RE = re.compile(r"\b(\d{1,2}):(\d{2})(?::\d{2})?\b")
_ISO_RE = re.compile(r"\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?")


_CLOCK_AT = r"(?:at\s+)?(?:(about|around|roughly|approximately|~)\s*)?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*utc)?[.!]?$"
_POINTER_AT_RE = re.compile(r"^(?:that|this|it)(?:\s+(?!was\b|were\b)[a-z][\w-]*)?\s+(?:was|happened|occurred|came in)\s+"
                            + _CLOCK_AT, re.I)
_BARE_AT_RE = re.compile(r"^(?:and\s+)?(?:that\s+was\s+)?" + _CLOCK_AT, re.I)


def _ago_seconds(amount: str, unit: str) -> float | None:
    low = amount.lower()
    number = 1 if low in ("a", "an") else int(low) if low.isdigit() else NUMBER_WORDS.get(low)
    if not isinstance(number, (int, float)) or number <= 0:
        return None
    return float(number) * _UNIT_SECONDS[unit.lower()]


def _event_time(prev: ClaimResult) -> datetime | None:
    """The timestamp, in the verdict of a verified claim, of the clock time the claim states."""
    clocks = {(int(h), int(m)) for h, m in _CLOCK_RE.findall(prev.text)}
    if prev.status != "verified" or not clocks:
        return None
    for stamp in _ISO_RE.findall(prev.reason):
        try:
            when = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        except ValueError:
            continue
        if (when.hour, when.minute) in clocks:
            return when
    return None


def _one_event(prev: ClaimResult) -> datetime | None:
    """The one timestamp (to the minute) a verified claim's verdict names, or None."""
    if prev.status != "verified":
        return None
    found = {}
    for stamp in _ISO_RE.findall(prev.reason):
        try:
            when = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        except ValueError:
            continue
        found[when.replace(second=0, microsecond=0)] = when
    return next(iter(found.values())) if len(found) == 1 else None


def _clock_of_event(results: list[ClaimResult], i: int) -> ClaimResult | None:
    """A clause that is only a clock time ("at 13:48", "that rejection was at 06:02") checked against the one
    event the claim just before was verified against."""
    result = results[i]
    text = result.text.strip()
    pointer = _POINTER_AT_RE.match(text)
    m = pointer or _BARE_AT_RE.match(text)
    if not m or i == 0 or result.status != "unsupported":
        return None
    prev = results[i - 1]
    if prev.sentence < result.sentence - (1 if pointer else 0) or _CLOCK_RE.search(prev.text):
        return None   # the claim before states its own time: this one is another event's
    when = _one_event(prev)
    if when is None:
        return None
    hour, minute, second = int(m.group(2)), int(m.group(3)), int(m.group(4) or 0)
    stated = hour * 3600 + minute * 60 + second
    views = [when]   # a bare clock time is the machine's own, as the record wrote it
    gap = min(abs((v.hour * 3600 + v.minute * 60 + (v.second if m.group(4) else 0) - stated + 43200) % 86400 - 43200)
              for v in views)
    tol = 15 * 60 if m.group(1) else (5 if m.group(4) else 60)
    said = f"the event just before is at {when.isoformat()}"
    if gap <= tol:
        return replace(result, status="verified", evidence=list(prev.evidence), reason=said)
    if gap > max(3 * tol, 300):
        return replace(result, status="contradicted", evidence=list(prev.evidence), reason=said)
    return None


def check_relative_times(results: list[ClaimResult], now: datetime | None) -> list[ClaimResult]:
    if now is None:
        return results
    out = list(results)
    for i, result in enumerate(out):
        timed = _clock_of_event(out, i)
        if timed is not None:
            out[i] = timed
            continue
        m = _POINTER_AGO_RE.match(result.text.strip())
        bare = _BARE_AGO_RE.match(result.text.strip())
        m = m or bare
        if not m or i == 0:
            continue
        stated = _ago_seconds(m.group(1), m.group(2))
        if stated is not None and m.group(3):
            rest = _ago_seconds(m.group(3), m.group(4))
            stated = None if rest is None else stated + rest
        # the latest claim of the sentence before that states a clock time ("At 13:05 ... and 20 seconds later ...")
        timed = next((c for c in reversed(out[max(0, i - 3):i])
                      if c.sentence >= result.sentence - (0 if bare else 1) and _CLOCK_RE.search(c.text)), None)
        when = _event_time(timed) if timed is not None else None
        if stated is None or when is None:
            continue
        if when.tzinfo is None and now.tzinfo is not None:
            when = when.replace(tzinfo=now.tzinfo)
        try:
            actual = (now - when).total_seconds()
        except TypeError:
            continue
        # judged in the claim's own unit: "about two hours" allows half an hour either way, not 45 minutes
        unit = _UNIT_SECONDS[(m.group(4) or m.group(2)).lower()]
        gap, count = abs(actual - stated) / unit, stated / unit
        said = f"the event before is at {when.isoformat()}, {actual / 60:.0f} min before now"
        # "9 hours 10 minutes" is said to the minute: a twentieth of it either way, not a quarter
        near, far = (max(1.0, 0.05 * count), max(3.0, 0.15 * count)) if m.group(3) else \
            (max(0.5, 0.25 * count), max(0.75, 0.35 * count))
        if gap <= near:
            out[i] = replace(result, status="verified", evidence=list(timed.evidence), reason=said)
        elif gap >= far:
            out[i] = replace(result, status="contradicted", evidence=list(timed.evidence), reason=said)
    return out
