"""What a later "it" can stand for after a clause that names its thing only by kind.

"dazhbog still reports v1.29.4 while perun and stribog are on v1.29.6. The upgrade didn't finish before the
node dropped off: it's been NotReady since 08:57." The clause in the middle names no thing, but its "the
node" is what the next "it" stands for. Carrying the names of the clause before it ("perun and stribog")
would compare the state with the wrong node. So when a clause with no names of its own speaks of "the <kind>",
the names carried on are narrowed to those of that kind; if several things of that kind were carried, it is
not known which one "the node" is, and nothing is carried on (the pronoun's claim decides nothing). A
description of another kind ("the disk was full") leaves what was carried alone.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.lexicon import KIND_NOUNS

_DEFINITE_RE = re.compile(r"\b(?:the|that|this)\s+([a-z][\w-]*)\b")


def topics_after_description(low: str, carried: list) -> list | None:
    """The mentions a later pronoun may inherit after a name-less clause `low`, or None to keep `carried`."""
    kinds = {KIND_NOUNS[w] for w in _DEFINITE_RE.findall(low) if w in KIND_NOUNS}
    if not kinds:
        return None
    things = {(e.kind, e.name) for m in carried for e in m.entities if e.kind in kinds}
    if not things:
        return None   # "it could not write WAL: the disk was full. It restarted": the disk is another thing
    if len(things) == 1:
        return [m for m in carried if any(e.kind in kinds for e in m.entities)]
    return []
