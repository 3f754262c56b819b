"""Which amount a stated size or share is: free, used or the whole (total).

"of 31 GiB" is a total, "12 GiB free" is free, "58% used, ~372 GB free" gives each value its own word, and a
word in parentheses belongs to what is inside them. A table column's header ("Avail", "Use%") names the amount
when the cell itself has no word.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import QFact
from reos_desktop.certainty.lexicon import QUALIFIER_OF
from reos_desktop.certainty.matchers.quantity_owner import OF_RE, restates_share, whole_of
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_HEADER_QUAL = {"size": "total", "total": "total", "used": "used", "use%": "used", "use": "used", "usage": "used",
                "avail": "free", "available": "free", "free": "free", "capacity": "total"}


def paren_group(text: str, pos: int) -> tuple[int, int] | None:
    """The innermost (...) around pos, if any."""
    depth, open_at = 0, None
    for i in range(pos - 1, -1, -1):
        if text[i] == ")":
            depth += 1
        elif text[i] == "(":
            if depth == 0:
                open_at = i
                break
            depth -= 1
    if open_at is None:
        return None
    close = text.find(")", pos)
    return (open_at, close if close >= 0 else len(text))


def qualifier_of(reading: Reading, value: Value) -> str | None:
    qual = _qualifier_word(reading, value)[0]
    if qual == "total" and value.kind == "percent":
        return None   # "9.8% of total memory" is a share, not the total
    if qual is None and value.kind == "percent" and restates_share(reading):
        # "12 GiB of 15.3 GiB is in use — that's roughly 92%": the share of what the clause before measured
        quals = [QUALIFIER_OF[w] for w in re.findall(r"[a-z-]+", reading.unit.prev.lower()) if w in QUALIFIER_OF]
        quals = [q for q in quals if q != "total"]
        return quals[-1] if quals and len(set(quals)) == 1 else None
    return qual


def qualifier_is_explicit(reading: Reading, value: Value) -> bool:
    """Is the qualifier a word right next to the value ("56% full", "12 GiB free", "of 31 GiB")?"""
    return _qualifier_word(reading, value)[1] <= 2


_ROUNDING = r"(?:(?:about|around|roughly|approximately|approx\.?|nearly|almost|just over|just under|over|under)\s+|[~≈]\s*)?"
# a size written before the thing it measures: "a 1.92 TB volume", "the 2 TB archive disk", "a 512 GB NVMe"
_SIZE_OF_THING_RE = re.compile(r"\s+(?:[\w-]+\s+){0,2}?(?:volumes?|disks?|drives?|partitions?|filesystems?|arrays?|"
                               r"ssds?|hdds?|nvmes?|pools?|raid\w*|mirrors?|sticks?|cards?|dimms?|modules?|lvs?)\b",
                               re.I)
_OWNS_QUALIFIER = ("bytes", "percent", "rate")   # values a free / used / total word can belong to


def scope_lacks_total(cands: list[QFact], scoped: set[int]) -> bool:
    """The thing the claim is about has measures but no size of its own (a process's memory is "used")."""
    mine = [f for f in cands if f.entity is not None and id(f.entity) in scoped]
    return bool(mine) and not any(f.qual == "total" for f in mine)


def is_part_of_total(reading: Reading, value: Value) -> bool:
    """Is this value followed by "of <another value>" ("312 of 500 GiB")?"""
    return whole_of(reading, value) is not None


def _qualifier_word(reading: Reading, value: Value) -> tuple[str | None, int]:
    """free / used / total for this value: "of 31 GiB" is a total; otherwise the nearest qualifier word
    (inside the same parentheses when the value is in parentheses)."""
    group = paren_group(reading.text, value.start)
    before = reading.text[max(0, value.start - 32):value.start].lower()
    if re.search(r"(\bof|out of|/)\s*(?:your|the|its|a total of|total)?\s*" + _ROUNDING + r"$", before) and any(
            v.start < value.start and v.kind in (value.kind, "percent") for v in reading.values):
        return "total", 0   # "555 GB free of roughly 7.9 TB", "55 GiB free out of ~457 GiB"
    if value.kind == "bytes" and re.search(r"\b(?:none|all|most|half|some|much|little|part|any)\s+of\s+"
                                           r"(?:the|your|its|their|this|that)?\s*" + _ROUNDING + r"$", before):
        return "total", 0   # "None of the 8 GiB of swap is used": "used" is said of a part of the whole 8 GiB
    if value.kind == "bytes" and _SIZE_OF_THING_RE.match(reading.text, value.end) and \
            re.search(r"(?:\b(?:a|an|the|its|your|one|single|this|that)|[/\w.-]+'s)\s+" + _ROUNDING + r"$", before):
        return "total", 0   # "on a 1.92 TB volume", "the 2 TB archive disk": the size of the thing is its whole
    best, best_dist = None, 99
    for i, tok in enumerate(reading.toks):
        qual = QUALIFIER_OF.get(tok.low)
        if qual is None:
            continue
        if group and not (group[0] < tok.start < group[1]):
            continue
        if not group and paren_group(reading.text, tok.start):
            continue   # "~960 MiB RAM (about 36% used)": "used" is the percentage's, not the size's
        if tok.end <= value.start:
            dist = sum(1 for t in reading.toks if tok.end <= t.start and t.end <= value.start)
        elif tok.start >= value.end:
            if _PART_OF_IT_RE.search(reading.text[value.end:tok.start]):
                continue   # "Swap: 4 GiB, none of it in use": "in use" is said of a part of the 4 GiB
            # "12 GiB of your ~15.3 GiB is in use": counted from the end of the value's own whole
            whole = whole_of(reading, value)
            after = whole.end if whole is not None and whole.end <= tok.start else value.end
            dist = sum(1 for t in reading.toks if after <= t.start and t.end <= tok.start)
        else:
            continue
        # a qualifier belongs to the nearest value: stop if another value sits between, unless that value is
        # this one's whole ("5.6 GiB of the 8 GiB swap is in use": "in use" is the 5.6's)
        # (any measured value counts: in "at 99.5% with about 1 GiB left", "left" is the size's, not the share's)
        between = [v for v in reading.values if v is not value and v.kind in _OWNS_QUALIFIER and
                   (v.kind == value.kind or tok.start >= value.end) and
                   min(tok.end, value.end) <= v.start and v.end <= max(tok.start, value.start)
                   and not (v.start > value.end and OF_RE.fullmatch(reading.text[value.end:v.start]))]
        if between:
            continue
        if tok.end <= value.start and _qualifies_value_before(reading, value, tok):
            continue   # "58% used, ~372 GB free": "used" is the 58%'s, said right after it
        if dist < best_dist:
            best, best_dist = qual, dist
    if best is not None and best_dist <= 5:
        return best, best_dist
    for word in re.split(r"[\s/|,]+", reading.unit.context.lower().replace("%", "% "))[::-1]:   # "Free/available"
        if word in _HEADER_QUAL:
            return _HEADER_QUAL[word], 9
    return None, 99


_PART_OF_IT_RE = re.compile(r"[,;(—–]\s*(?:and\s+|but\s+|with\s+)?(?:none|all|most|half|some|much|little|part|any|"
                            r"each|one)\s+of\s+(?:it|them|that|which|those|these)\b|\bof\s+which\b", re.I)


def _qualifies_value_before(reading: Reading, value: Value, tok) -> bool:
    """Is this qualifier word, written before the value, said right after another measured value (nothing but
    spaces or a closing mark between), so that it is that value's own ("58% used, 372 GB free")?"""
    for other in reading.values:
        if other is value or other.kind not in _OWNS_QUALIFIER or other.end > tok.start:
            continue
        if re.fullmatch(r"[\s)*_`]*", reading.text[other.end:tok.start]):
            return True
    return False
