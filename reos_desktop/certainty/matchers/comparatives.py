"""Two named things compared on one measure: "gnome-shell uses more CPU than firefox", "the backup disk has
less free space than the media disk", "docker0 receives more than eno1 does", "the root filesystem has about
twice as much free space as the games drive".

The measure is the one the comparison names: free space is the free amount, not the used share; "receives" is the
received rate, not the sent one. Where neither the claim, its heading nor the question names one ("What's using the
most memory?"), every measure both things have is tried, and the claim is decided only when all of them agree. A
thing several processes share a name with ("firefox") is compared both as its largest process and as all of them
together, and decided only when both readings agree. A ratio ("twice as much") verifies within a fifth of its
factor and is wrong past two fifths ("about twice as much" for 1.34 times); in between it is left unsupported.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.quantity_show import show
from reos_desktop.certainty.reading import Mention, Reading

_MORE = {"more", "higher", "bigger", "larger", "greater", "fuller", "busier", "heavier"}
_LESS = {"less", "fewer", "lower", "smaller", "lighter", "emptier"}
_COMPARATIVE_RE = re.compile(r"\b(" + "|".join(sorted(_MORE | _LESS)) + r")\b((?:\s+[\w/-]+){0,3}?)\s+than\b")
_FACTORS = {"twice": 2.0, "two times": 2.0, "three times": 3.0, "thrice": 3.0, "four times": 4.0,
            "five times": 5.0, "ten times": 10.0, "half": 0.5, "a third": 1 / 3, "a quarter": 0.25}
_RATIO_RE = re.compile(r"\b(?:(about|around|roughly|nearly|almost|approximately|~|more than|over|at least|less than|"
                       r"under)\s+)?(twice|two times|three times|thrice|four times|five times|ten times|half|a third|"
                       r"a quarter|(\d+(?:\.\d+)?)\s*(?:x|times))\s+as\s+(?:much|many|big|large|full|busy|high)\b"
                       r"((?:\s+[\w/-]+){0,3}?)\s+as\b")
_NEGATION_RE = re.compile(r"\b(?:not|n't|never|no)\b")

# measure words -> (kind of thing, attributes); the first group whose words the claim has is the measure
_FREE = {"free", "available", "left", "room", "headroom", "remaining"}
_MEASURES = [
    (_FREE, "fs", ("free",)),
    ({"full", "fuller", "emptier"}, "fs", ("percent",)),
    ({"used", "usage", "space", "data", "stores", "holds"}, "fs", ("used",)),
    ({"memory", "ram", "mem", "rss"}, "process", ("rss",)),
    ({"cpu", "processor", "busier"}, "process", ("cpu_percent",)),
    ({"receives", "receiving", "received", "download", "downloading", "inbound", "incoming", "rx"}, "iface", ("rx",)),
    ({"sends", "sending", "sent", "upload", "uploading", "outbound", "outgoing", "tx", "transmits"}, "iface", ("tx",)),
    ({"traffic", "bandwidth", "throughput"}, "iface", ("rx+tx",)),
    ({"restarts", "restarted", "restart"}, "pod", ("restarts",)),
    ({"reads", "read", "reading"}, "device", ("read",)),
    ({"writes", "write", "writing", "written"}, "device", ("write",)),
]
# with no measure word: what a thing of this kind may be compared on ("tailscaled uses more than smbd")
_ANY_MEASURE = {"process": ("rss", "cpu_percent"), "fs": ("used", "percent"), "iface": ("rx", "tx"),
                "pod": ("restarts",), "device": ("read", "write")}


# "it's slower tonight", "loads models faster now": a speed against another time, which no single reading shows
_SPEED_CHANGE_RE = re.compile(r"\b(?:slower|faster|quicker|snappier|laggier)\b")


def check_comparatives(reading: Reading, index: FactIndex) -> list[Verdict]:
    found = _comparison(reading)
    if found is None:
        if _SPEED_CHANGE_RE.search(reading.low) and not any(v.kind == "rate" for v in reading.values):
            return [unknown("no evidence measures how fast it was at another time")]
        return []
    start, end, more, factor, bound, between = found
    if _NEGATION_RE.search(reading.low[:start]) or _NEGATION_RE.search(between):
        return []   # "X doesn't use more than Y": left to what reads negations
    first = _side_before(reading, start)
    seconds = _side_after(reading, end)
    if first is None or seconds is None:
        return []
    attrs = _measure(reading, index, between, first, seconds[0])
    if not attrs:
        return []
    _take_factor(reading, start, end)
    outcomes, shown = set(), []
    for attr in attrs:
        a, b = _amounts(index, first, attr), _summed([_amounts(index, m, attr) for m in seconds])
        if not a or not b:
            continue
        results = {_holds(x, y, more, factor, bound) for x in a for y in b}
        if None in results or len(results) != 1:
            return []   # too close to tell, or the readings disagree: the comparison is left unsupported
        outcomes |= results
        shown.append(_compared(first, seconds, attr, a, b))
    if len(outcomes) != 1:
        return []   # nothing to compare, or the measures disagree and the claim names none
    eids = list(dict.fromkeys(f.eid for attr in attrs for m in [first, *seconds] for f in _facts(index, m, attr)))
    verdict = decide(index, [Hit(outcomes.pop(), eid, None, "; ".join(shown)) for eid in eids])
    return [replace(verdict, at=(start, end)) if verdict is not None else verdict]


def comparison_span(reading: Reading) -> tuple[int, int] | None:
    """Where the clause compares two things ("less full than"), so that other readings leave those words be."""
    found = _comparison(reading)
    return (found[0], found[1]) if found is not None else None


def _comparison(reading: Reading) -> tuple[int, int, bool, float | None, str | None, str] | None:
    """(start, end, more?, factor, bound, words between) of the comparison the clause makes, if any."""
    ratio = _RATIO_RE.search(reading.low)
    if ratio is not None:
        factor = float(ratio.group(3)) if ratio.group(3) else _FACTORS[ratio.group(2)]
        bound = {"more than": "over", "over": "over", "at least": "over", "less than": "under",
                 "under": "under"}.get(ratio.group(1) or "")
        return ratio.start(), ratio.end(), factor >= 1, factor, bound, ratio.group(4) or ""
    m = _COMPARATIVE_RE.search(reading.low)
    if m is None:
        return None
    if re.search(r"\b(?:than|as)\s+(?:\d|a\s|an\s|one\b|half\b|twice\b|usual|normal|expected|before|yesterday|"
                 r"it\s+(?:was|did|used)|ever)", reading.low[m.end() - 4:m.end() + 12]):
        return None   # "more than 2 GiB", "higher than usual": a bound or a change, not two things compared
    return m.start(), m.end(), m.group(1) in _MORE, None, None, m.group(2)


def _side_before(reading: Reading, start: int) -> Mention | None:
    """The thing compared: the last thing named before the comparison, or the one a pronoun carries over."""
    own = [m for m in reading.mentions if not m.inherited and m.end <= start and m.entities]
    if own:
        return own[-1]
    carried = [m for m in reading.mentions if m.inherited and m.entities]
    if carried and re.match(r"^\W*(?:it|this|that|this one|that one|which|its)\b", reading.low):
        return carried[-1]
    return None


_TOGETHER_RE = re.compile(r"\s*(?:put together|combined|together|between them|added up|in total)\b")


def _side_after(reading: Reading, end: int) -> list[Mention] | None:
    """What it is compared with: the first thing named after "than" or "as", or several summed ("Firefox and
    cs2 put together")."""
    after = [m for m in reading.mentions if not m.inherited and m.start >= end and m.entities]
    if not after:
        return None
    group = [after[0]]
    for m in after[1:]:
        if not re.fullmatch(r"\s*(?:,|and|&|\+|plus)\s*(?:the\s+)?", reading.low[group[-1].end:m.start]):
            break
        group.append(m)
    if len(group) > 1 and _TOGETHER_RE.match(reading.low, group[-1].end):
        return group
    return group[:1]


def _kinds(mention: Mention) -> set[str]:
    return {e.kind for e in mention.entities}


def _measure(reading: Reading, index: FactIndex, between: str, first: Mention, second: Mention) -> tuple[str, ...]:
    kinds = _kinds(first) & _kinds(second)
    if not kinds:
        return ()
    question = set(re.findall(r"[\w/+-]+", (index.question or "").lower()))
    # the words between, the clause, its heading, then the question ("What's using the most memory?")
    for words in (set(re.findall(r"[\w/+-]+", between)), reading.wordset, reading.context_words, question):
        for measure_words, kind, attrs in _MEASURES:
            if words & measure_words and kind in kinds:
                return attrs
    for kind in kinds:
        if kind in _ANY_MEASURE:
            return _ANY_MEASURE[kind]
    return ()


def _facts(index: FactIndex, mention: Mention, attr: str) -> list[QFact]:
    ids = {id(e) for e in mention.entities}
    return [f for f in index.qfacts if f.attr == attr and f.entity is not None and id(f.entity) in ids]


def _amounts(index: FactIndex, mention: Mention, attr: str) -> set[float]:
    """What the thing has of the measure. Processes that share a name are read as the largest and as all
    together; other things (one filesystem in two items) as each reading of it."""
    facts = _facts(index, mention, attr)
    if not facts:
        return set()
    processes = {f.entity.rec.get("pid"): f.value for f in facts if f.entity.kind == "process"}
    if len(processes) > 1:
        return {max(processes.values()), sum(processes.values())}
    return {f.value for f in facts}


def _summed(parts: list[set[float]]) -> set[float]:
    """Every total the things together may have (each part read each way it may be read)."""
    if any(not p for p in parts):
        return set()
    totals = {0.0}
    for part in parts:
        totals = {t + x for t in totals for x in part}
    return totals


def _holds(a: float, b: float, more: bool, factor: float | None, bound: str | None) -> bool | None:
    """True / False when the comparison clearly holds or fails for these amounts, None when too close to tell."""
    if factor is None:
        if a == b:
            return False
        return a > b if more else a < b
    if b <= 0:
        return None if a <= 0 else (factor >= 1)
    ratio = a / b
    if bound == "over":   # "more than twice as much"
        return True if ratio >= factor * 0.95 else False if ratio < factor * 0.75 else None
    if bound == "under":
        return True if ratio <= factor * 1.05 else False if ratio > factor * 1.3 else None
    off = max(ratio / factor, factor / ratio) if ratio > 0 else float("inf")
    if off <= 1.2:
        return True
    if off >= 1.4:   # "about twice as much" of 790 GB against 589 GB (1.34 times) is wrong, not rounded
        return False
    return None


def _compared(first: Mention, seconds: list[Mention], attr: str, a: set[float], b: set[float]) -> str:
    dim = _dim_of(attr)
    other = " + ".join(m.entities[0].name for m in seconds)
    return (f"{first.entities[0].name} {attr}={'/'.join(show(x, dim) for x in sorted(a))}, "
            f"{other} {attr}={'/'.join(show(x, dim) for x in sorted(b))}")


def _dim_of(attr: str) -> str:
    if attr in ("rss", "free", "used"):
        return "bytes"
    if attr in ("rx", "tx", "rx+tx", "read", "write"):
        return "rate"
    if attr in ("cpu_percent", "percent"):
        return "percent"
    return "number"


def _take_factor(reading: Reading, start: int, end: int) -> None:
    """"twice", "3x": the comparison's own factor, not a measure of anything."""
    for value in reading.values:
        if start <= value.start and value.end <= end:
            reading.take(value)
