"""Lists of counts: "three installs, two upgrades and one removal this week", "There were 2 upgrades, 1 install
and 1 removal". Each count is a claim of its own (one can be wrong while the others hold), so the clause is cut
before each count after the first. Only a clause that is nothing but such a list is cut: a lead-in with no
number before it, and after it at most a time ("this week", "in total"); a verb after the list ("3 pods and 2
services run in web") says something of all of them, and the clause stays whole.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.lexicon import COUNT_NOUNS, NUMBER_WORDS

_NUMBER = r"(?:\d+|" + "|".join(sorted((re.escape(w) for w in NUMBER_WORDS if " " not in w and w not in
                                         ("once", "twice", "both", "single", "dozen", "no", "zero")), key=len, reverse=True)) + r")"
# a count and up to three words of what it counts, never running on into the next item's "and"
_ITEM = _NUMBER + r"\s+(?!and\b|of\b)[A-Za-z][\w-]*(?:\s+(?!and\b|or\b|of\b)[A-Za-z][\w-]*){0,2}"
_JOIN = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
_TAIL = r"(?:\s+(?:this|last|today|yesterday|tonight|overnight|in|since|over|during|so\s+far|altogether|overall|total)" \
        r"\b[^,;:\d]{0,30})?"
_LIST_RE = re.compile(r"^(?P<lead>[^\d]{0,40}?\b)?(?P<items>" + _ITEM + r"(?:" + _JOIN + _ITEM + r")+)" + _TAIL +
                      r"\s*[.!]?\s*$", re.I)
_ITEM_START_RE = re.compile(_JOIN + r"(?=" + _NUMBER + r"\s)", re.I)


def _counts_a_noun(items: str) -> bool:
    """Does the first count name what it counts? "8 pending and 8 offline-uncorrectable sectors" shares its
    noun and stays whole; "three installs, two upgrades" does not."""
    first = re.split(_JOIN, items, maxsplit=1, flags=re.I)[0].lower().split()[1:]
    return any(w in COUNT_NOUNS or (w.endswith("s") and not w.endswith("ss")) for w in first)


def split_count_lists(clean: str, pieces: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    out: list[tuple[int, int, bool]] = []
    for a, b, flag in pieces:
        m = _LIST_RE.match(clean[a:b])
        if m is None or not _counts_a_noun(m.group("items")):
            out.append((a, b, flag))
            continue
        items_start, items_end = a + m.start("items"), a + m.end("items")
        cursor = a
        for join in _ITEM_START_RE.finditer(clean, items_start, items_end):
            out.append((cursor, join.start(), flag))
            cursor = join.end()
        out.append((cursor, b, flag))
    return out
