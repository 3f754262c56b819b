"""Counts of the members on a stated version: "Four nodes run v1.30.7", "two pods still on 2.3.1".

The count is of the members whose version matches, never of all of them; it is decided only when every
member of a listing has a version in the evidence.
"""

from __future__ import annotations

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.versions import versions_of
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value
from reos_desktop.versions import version_prefix_matches

from reos_desktop.certainty.matchers.counts import _equal as equal_count  # noqa: E402


def count_by_version(reading: Reading, index: FactIndex, value: Value, cls: str, stop: int) -> Verdict | None:
    """"Four nodes run v1.30.7": the count is of the members on that version, never of all of them."""
    stated = [v for v in reading.values if v.kind in ("version", "decimal") and value.end <= v.start < stop]
    if not stated:
        return None
    for v in stated:
        reading.take(v)
    said = stated[0].text.lstrip("vV")
    for lst in index.listings.get(cls, ()):
        if not lst.members or not isinstance(lst.members[0], Entity):
            continue
        have = [[h for h, _, _ in versions_of(index, m)] for m in lst.members]
        if not all(have):
            return unknown(f"the evidence does not give every one of the {cls} a version", lst.eid)
        count = sum(1 for hs in have if any(_same(h.lstrip("vV"), said) for h in hs))
        detail = f"{count} {cls} on {stated[0].text} in the evidence"
        if equal_count(value, count):
            return decide(index, [Hit(True, lst.eid, None, detail)])
        if lst.complete:
            return decide(index, [Hit(False, lst.eid, None, detail)])
    return unknown(f"no complete listing of {cls} with their versions")


def _same(have: str, said: str) -> bool:
    """"1.30" matches 1.30.7; "1.30.7+rke2r1" matches a 1.30.7 whose build suffix the evidence dropped."""
    return version_prefix_matches(have, said) or version_prefix_matches(said.split("+")[0], have) and \
        "+" in said and have == said.split("+")[0]
