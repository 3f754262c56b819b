"""Context that binds a stated measure: "a 150 GB install" is the install's size, a share in parentheses is
the measure before it, and "up since May 1, 03:12 — about 3 days" is how long that thing has been up."""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import QFact
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

# Things with a size of their own that are not the machine's: "a 150 GB install", "a 4 GB download"
SIZE_OF_A_THING_RE = re.compile(r"\s+(install|installation|download|game|update|upgrade|file|iso|image|model|"
                                r"dataset|archive|dump|backup|snapshot|upload|video|movie)s?\b")


def after_its_parenthesis(reading: Reading, value: Value) -> set[str]:
    """Words past the closing parenthesis of an aside the value stands in: the aside is about what precedes it."""
    opened = reading.text.rfind("(", 0, value.start)
    if opened < 0 or ")" in reading.text[opened:value.start]:
        return set()
    closed = reading.text.find(")", value.end)
    if closed < 0:
        return set()
    return {t.low for t in reading.toks if t.start > closed} - {t.low for t in reading.toks if t.end <= closed}


_RESTATED_SINCE_RE = re.compile(r"^\W*(?:(?:so|that's|that\s+is|which\s+is|which\s+makes|i\.e\.,?|or)\s+)?(?:it's\s+|"
                                r"about|around|roughly|approximately|nearly|almost|just\s+over|just\s+under|over|under|"
                                r"~|≈|\s)*[\d.]+\s*[a-z]+(?:\s+(?:without\s+a\s+(?:restart|reboot)|of\s+uptime|now|"
                                r"already|in\s+all|so\s+far))?\W*$", re.I)
# the clause before said the thing runs: "is active (running) ..., up since May 1, 03:12", "has been up"
_SINCE_WORD_RE = re.compile(r"\b(?:since|started|booted|up|running|active)\b")


def restated_since(reading: Reading, cands: list[QFact]) -> list[QFact]:
    """"up since 28 January at 06:12 — so roughly 31 days", "up since May 1, 03:12 — that's about 3 days": a
    duration restating the start the clause before gave is how long the thing has been up: the start time (or
    uptime) facts of what that clause is about."""
    if not _RESTATED_SINCE_RE.match(reading.text) or not _SINCE_WORD_RE.search((reading.unit.prev or "").lower()):
        return []
    scope = {id(e) for e in reading.scope()}
    mine = [f for f in cands if f.entity is not None and id(f.entity) in scope and
            f.attr.split(".")[0] in ("since", "started", "up", "created")]
    if mine:
        return mine
    if scope:
        return []
    return [f for f in cands if f.entity is None and f.attr in ("uptime", "boot.duration")]
