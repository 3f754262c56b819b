""""all but one of them ready", "all but two are running": a count by exception over the members the clause
before counted ("There are six pods in the namespace, all but one of them ready").

The class comes from the counted noun of the clause before; the claim holds when, in a complete listing of
that class, exactly N members lack the state. Split from counts.py, which it uses.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.lexicon import COUNT_NOUNS, NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

_ALL_BUT_RE = re.compile(r"^\W*(?:and\s+|but\s+)?all\s+but\s+(\w+)(?:\s+of\s+them)?\s+(?:are\s+|is\s+|were\s+)?", re.I)


def check_all_but(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _ALL_BUT_RE.match(reading.text)
    if not m or not reading.states:
        return []
    word = m.group(1).lower()
    excepted = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
    nouns = [w for w in re.findall(r"[a-z]+", (reading.unit.prev or "").lower()) if w in COUNT_NOUNS]
    if excepted is None or not nouns:
        return []
    from reos_desktop.certainty.matchers.counts import count_members

    cls = COUNT_NOUNS[nouns[-1]]
    state = reading.states[0]
    reading.used_states.add(0)
    for value in reading.values:
        if m.start(1) <= value.start < m.end(1):
            reading.take(value)
    have, complete, eids, unsure = count_members(index, reading, cls, [state], set(reading.wordset), set())
    total, total_complete, _, _ = count_members(index, reading, cls, [], set(reading.wordset), set())
    if not eids:
        return [unknown(f"no listing of {cls}")]
    detail = f"{have} of {total} {cls} {state.word}"
    if complete and total_complete and not unsure:
        return [decide(index, [Hit(total - have == excepted, e, None, detail) for e in eids])]
    return [unknown(f"the listing of {cls} is incomplete ({detail} so far)", *eids)]
