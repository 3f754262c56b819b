"""Whose quantity a value is, when the clause itself does not name it: "4 GiB of 16 GiB is in use" takes the owner of
the total it is part of (memory, not swap), and "(roughly 45%)" after "21.7 GiB of 62.7 GiB is in use" is the share
of what that clause measured.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, QFact
from reos_desktop.certainty.lexicon import KIND_NOUNS
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value, parse_values

_ROUNDING = r"(?:(?:about|around|roughly|approximately|approx\.?|nearly|almost|just over|just under|over|under)\s+|[~≈]\s*)?"
OF_RE = re.compile(r"\s*(?:of|out of|/)\s*(?:the|your|its|a total of|total)?\s*" + _ROUNDING, re.I)


def _agrees(value: Value, actual: float, dim: str) -> bool:
    from reos_desktop.certainty.matchers.tolerance import compare

    return compare(value, actual, dim)[0]


_RESTATE_RE = re.compile(r"^\W*(?:that's|that is|this is|which is|i\.e\.,?|or|so)\s+(?:about|around|roughly|"
                         r"approximately|nearly|almost|just over|just under|over|under|~|≈)?\s*[\d.]+\s*%\W*$", re.I)


def restates_share(reading: Reading) -> bool:
    """Is this clause only a percentage restating the one before ("(roughly 45%)", "— that's about 92%")?"""
    if not reading.unit.prev or len([v for v in reading.values if v.kind == "percent"]) != 1:
        return False
    text = reading.text.strip()
    return bool(_RESTATE_RE.match(text)) or (reading.unit.cell == "paren" and bool(
        re.fullmatch(r"\W*(?:about|around|roughly|approximately|nearly|almost|~|≈)?\s*[\d.]+\s*%\W*", text, re.I)))


def whole_of(reading: Reading, value: Value) -> Value | None:
    return next((v for v in reading.values if v.start > value.end and v.kind == value.kind and
                 OF_RE.fullmatch(reading.text[value.end:v.start])), None)


def same_owner_as_whole(reading: Reading, index: FactIndex, value: Value, dim: str, cands: list[QFact]) -> list[QFact]:
    """"4 GiB of 16 GiB is in use": the part belongs to the thing whose total the whole matches (memory, not swap)."""
    whole = whole_of(reading, value)
    if whole is None:
        return cands
    totals = [f for f in index.qfacts if f.dim == dim and f.qual == "total" and _agrees(whole, f.value, dim)]
    owners = {_owner(f) for f in totals}
    if len(owners) != 1:
        return cands
    mine = [f for f in cands if _owner(f) in owners]
    return mine or cands


def owner_of_clause_before(reading: Reading, index: FactIndex, cands: list[QFact]) -> list[QFact]:
    """"21.7 GiB of 62.7 GiB is in use (roughly 45%)": the share is of the thing whose total the clause before gave."""
    owners = set()
    for v in parse_values(reading.unit.prev):
        if v.kind == "bytes" and OF_RE.search(reading.unit.prev[max(0, v.start - 12):v.start]):
            owners |= {_owner(f) for f in index.qfacts if f.dim == "bytes" and f.qual == "total" and
                       _agrees(v, f.value, "bytes")}
    mine = [f for f in cands if _owner(f) in owners] if len(owners) == 1 else []
    return mine or cands


def _owner(fact: QFact) -> object:
    return id(fact.entity) if fact.entity is not None else fact.attr.split(".")[0]


_QUALIFIERS = frozenset("free available avail used use usage total size in capacity left remaining up for since "
                        "of the a".split())


def measure_named_before(reading: Reading, index: FactIndex, cands: list[QFact]) -> list[QFact]:
    """"You have 16 GB of RAM; about 1.5 GiB is available": a clause naming no measure takes the one measure the
    clause before it names (by a word, or by a total it gives), when exactly one of the candidates' owners is named
    there; two owners named there, or none, leave the candidates as they are."""
    if not reading.unit.prev or len({_owner(f) for f in cands}) < 2:
        return cands
    if reading.wordset & (set(KIND_NOUNS) | {"its", "their", "his", "her", "another", "each"}):
        return cands   # "one of its content processes is using ~42%": a thing of its own, not the machine's measure
    prev_words = set(re.findall(r"[a-z][a-z0-9_-]*", reading.unit.prev.lower()))
    named = {_owner(f) for f in cands if f.entity is None and (f.words - _QUALIFIERS) & prev_words}
    totals = owner_of_clause_before(reading, index, cands)
    if totals is not cands:
        named |= {_owner(f) for f in totals}
    if len(named) != 1:
        return cands
    return [f for f in cands if _owner(f) in named]
