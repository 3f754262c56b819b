"""Tallies by state under a label: "services: 6 running, 1 failed (`restic-backups-b2`)", "Containers — 7 running,
1 restarting".

Each "N <state>" counts the members of the class the label (or the clause before) names that are in that state,
over a complete listing of that class; each tally is decided where it stands. The names in parentheses after a
tally are those members, which the tally does not check by itself.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.lexicon import NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.matchers.state_counts import class_before
from reos_desktop.certainty.reading import Reading

# the whole clause is tallies: "6 running, 1 failed (x)", "2 up and 1 down"
_TALLY = r"(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?:\s*\([^()]*\))?"
_TALLIES_RE = re.compile(r"^\W*" + _TALLY + r"(?:\s*(?:,|;|/|\band\b|\||·)\s*" + _TALLY + r")*\W*$", re.I)
_ONE_TALLY_RE = re.compile(r"(?<![\w.])" + _TALLY, re.I)


def check_state_tallies(reading: Reading, index: FactIndex) -> list[Verdict]:
    if reading.hedged or not reading.states or not _TALLIES_RE.match(reading.low):
        return []
    cls = class_before(reading, index, fallback=False)
    if cls is None:
        return []
    lists = [lst for lst in index.listings.get(cls, ()) if lst.members and lst.complete]
    if cls == "containers":
        lists = [lst for lst in lists if lst.scope.get("all")]
    if not lists:
        return []
    from reos_desktop.certainty.matchers.counts import member_matches

    out = []
    for m in _ONE_TALLY_RE.finditer(reading.low):
        states = [s for s in reading.states if m.start(2) <= s.start < m.end(2)]
        if not states:
            return []   # "6 running, 2 GiB": not every part is a tally of states
        n = int(m.group(1)) if m.group(1).isdigit() else NUMBER_WORDS.get(m.group(1))
        lst = lists[0]
        answers = [member_matches(x, cls, states[:1], set(), set()) for x in lst.members]
        if any(a is None for a in answers):
            return []
        have = sum(1 for a in answers if a)
        verdict = decide(index, [Hit(have == n, lst.eid, lst.field, f"{have} of {len(lst.members)} {cls} "
                                                                     f"{states[0].word}")])
        if verdict is not None:
            out.append(replace(verdict, at=(m.start(), m.end())))
    if out:
        reading.listing_claim = True
        reading.used_states.update(range(len(reading.states)))
        for v in reading.values:
            reading.take(v)
    return out
