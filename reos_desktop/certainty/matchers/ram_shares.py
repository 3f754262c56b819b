"""A share of the machine's memory said in words: "~11.2 GiB resident, which is about half of your RAM",
"IntelliJ alone takes about a fifth of your RAM", "those three account for well over half of your RAM".

The amount is the one the clause states before the share, else what the processes it names hold (their resident
memory, added up), else the amount the sentence gave just before ("..., with 9.4 GiB — roughly half of your
RAM"). The share is that amount over the memory the machine has. "About a third" agrees within 15% of a third
either way and is wrong past a fifth of one; "over half" and "under a quarter" are bounds. A share of the RAM
said to be "in use" or "free" is memory's own percentage (qualitative.py reads those).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.lexicon import SHARE_WORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import parse_values

_SHARE_RE = re.compile(
    r"\b(?:(about|around|roughly|approximately|nearly|almost|just\s+over|over|more\s+than|well\s+over|under|"
    r"less\s+than|well\s+under|just\s+under)\s+)?(a\s+quarter|one\s+quarter|a\s+third|one\s+third|a\s+half|half|"
    r"two[\s-]thirds|three[\s-]quarters|a\s+fifth|a\s+tenth)\s+of\s+(?:the\s+|your\s+|its\s+|all\s+)?"
    r"(?:total\s+|available\s+|installed\s+|system\s+)?(?:ram|memory)\b(?!\s+(?:is|are|was)\s+(?:still\s+)?"
    r"(?:in\s+use|used|free|available|taken))", re.I)
_CONTINUES_RE = re.compile(r"^\W*(?:(?:which|that|this|it)(?:['’]s|\s+is|\s+was|\s+comes\s+to|\s+makes)?\s+|so\s+|or\s+)?"
                           r"(?:about|around|roughly|approximately|nearly|almost|just\s+over|over|more\s+than|well\s+over|"
                           r"under|less\s+than|well\s+under|just\s+under)?\s*$", re.I)
_OVER = {"just over", "over", "more than", "well over"}
_UNDER = {"under", "less than", "well under", "just under"}


def check_ram_shares(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _SHARE_RE.search(reading.text)
    if m is None:
        return []
    total = _memory_total(index)
    if total is None:
        return []
    amount, eids = _amount(reading, index, m.start())
    if amount is None:
        return []
    for v in reading.values:
        if v.start >= m.start() and v.kind in ("percent", "number"):
            reading.take(v)
    share = amount / total[0]
    said = SHARE_WORDS[re.sub(r"[\s-]+", " ", m.group(2).lower()).replace("one half", "a half")] / 100
    bound = re.sub(r"\s+", " ", (m.group(1) or "").lower())
    if bound in _OVER:
        ok, wrong = share >= said, share < said - 0.1 * said
    elif bound in _UNDER:
        ok, wrong = share <= said, share > said + 0.1 * said
    elif bound in ("nearly", "almost"):
        ok, wrong = said * 0.8 <= share <= said * 1.02, share < said * 0.6 or share > said * 1.1
    else:   # a share in words is a round figure, but not a loose one: 36% is no "half", 24% no "third"
        ok, wrong = abs(share - said) <= 0.15 * said, abs(share - said) > 0.2 * said
    reading.used_states.update(range(len(reading.states)))
    detail = f"{amount / 2**30:.2f} GiB of {total[0] / 2**30:.2f} GiB is {100 * share:.0f}%"
    if not ok and not wrong:
        return [unknown(f"{detail}, not clearly {m.group(2)}", total[1], *eids)]
    return [decide(index, [Hit(ok, total[1], None, detail)])]


def _memory_total(index: FactIndex) -> tuple[float, str] | None:
    facts = [f for f in index.qfacts if f.attr == "memory.total" and f.value]
    return (float(facts[0].value), facts[0].eid) if facts else None


def _amount(reading: Reading, index: FactIndex, before: int) -> tuple[float | None, list[str]]:
    stated = [v for v in reading.values if v.kind == "bytes" and v.end <= before]
    if stated:
        v = stated[-1]
        return v.value * (v.scales[0] if v.scales else 1), []
    procs = [e for e in reading.own_entities() if e.kind == "process"]
    rss = [f for f in index.qfacts if f.attr == "rss" and f.entity is not None and any(f.entity is p for p in procs)]
    if procs and rss and len({id(f.entity) for f in rss}) == len(procs):
        return sum(float(f.value) for f in rss), sorted({f.eid for f in rss})
    earlier = [v for v in parse_values(reading.unit.prev or "", index.now) if v.kind == "bytes"]
    if earlier and not procs and _CONTINUES_RE.match(reading.text[:before]):   # "..., which is about half"
        v = earlier[-1]
        return v.value * (v.scales[0] if v.scales else 1), []
    return None, []
