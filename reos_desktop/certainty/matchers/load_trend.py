"""The load averages as a trend and by their window.

The 1-, 5- and 15-minute load averages are three readings of one measure over windows that end now, so their
order is itself evidence: a 1-minute load above the 15-minute one means the load has been rising over the last
quarter hour, below it falling. "Load is falling", "load has been climbing over the last 15 minutes" are decided
by that order; a difference within a few percent is flat, and neither direction is shown.

A load said with its own window ("the 1-minute load is 1.75", "15-min load 0.9") is that window's average and
no other: matching another window does not make it true (numbers.py reads this as the named attribute).
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

_RISING_RE = re.compile(r"\b(?:ris(?:ing|es|en)|rose|climb(?:ing|s|ed)?|increas(?:ing|es|ed)|going up|gone up|"
                        r"went up|picking up|ramping up|creeping up|trending up(?:ward)?|building|growing|grew)\b")
_FALLING_RE = re.compile(r"\b(?:fall(?:ing|s|en)?|fell|dropp(?:ing|ed)|drops|decreas(?:ing|es|ed)|going down|"
                         r"gone down|went down|coming down|came down|easing(?: off)?|eased|declin(?:ing|es|ed)|"
                         r"settling|settled|cooling(?: off| down)?|trending down(?:ward)?|tapering(?: off)?|"
                         r"subsiding|receding)\b")
# a change still to come, or a wish: no reading of now decides it
_FUTURE_RE = re.compile(r"\b(?:will|'ll|’ll|going to|should|may|might|could|would|once|until|if)\b")
# a trend over longer than the 15-minute window: "rising all day", "since this morning", "for hours"
_LONGER_RE = re.compile(r"\b(?:all\s+(?:day|night|week|morning|afternoon|evening)|today|tonight|since\s+\w+|for\s+(?:hours|days)|"
                        r"(?:last|past)\s+(?:few\s+|couple\s+of\s+|\d+\s+|two\s+|three\s+)?(?:hours?|days?|weeks?))\b")
_FLAT = 0.05     # within 5%: flat, neither rising nor falling
_CLEAR = 0.10    # beyond 10% the other way: the claimed direction is wrong

_WINDOW_RE = re.compile(r"\b(1|one|5|five|15|fifteen)[\s-]*(?:minute|min)s?\b|\b(?:last|past)\s+minute\b|"
                        r"\((1|5|15)\s*m(?:in)?\)|"
                        # "11.2 over 5 min, 9.7 over 15": a window whose unit its sibling already said
                        r"\b(?:over|across)\s+(?:the\s+(?:last|past)\s+)?(1|5|15|one|five|fifteen)(?![\d.])(?!\s*(?:%|[a-z]))")
_WINDOW_WORDS = {"1": 1, "one": 1, "5": 5, "five": 5, "15": 15, "fifteen": 15}


def _window_of(match: re.Match) -> int:
    return _WINDOW_WORDS.get(next((g for g in match.groups() if g), ""), 1)


def _mentions_load(reading: Reading) -> bool:
    return "load" in reading.wordset | reading.context_words or \
        bool(re.search(r"\bload\b", reading.unit.prev or "", re.I)) and not reading.own_entities()


def _loads(index: FactIndex) -> tuple[QFact | None, QFact | None]:
    one = [f for f in index.qfacts if f.attr == "load.1m" and f.entity is None]
    fifteen = [f for f in index.qfacts if f.attr == "load.15m" and f.entity is None]
    for a in one:   # the two windows of one reading
        for b in fifteen:
            if a.eid == b.eid:
                return a, b
    return None, None


# "(5.82,) which is lower than the 15-minute value": one window's load against another's
_THAN_WINDOW_RE = re.compile(r"\b(lower|higher|less|more|below|above|greater|smaller|under|over)\s+(?:than\s+)?(?:the\s+)?"
                             r"(1|one|5|five|15|fifteen)[\s-]*(?:minute|min)\b")
_BELOW_WORDS = frozenset({"lower", "less", "below", "smaller", "under"})


def _compared_windows(reading: Reading, index: FactIndex) -> Verdict | None:
    than = _THAN_WINDOW_RE.search(reading.low)
    if than is None or not _mentions_load(reading):
        return None
    own = _WINDOW_RE.search(reading.low[:than.start()]) or _WINDOW_RE.search((reading.unit.prev or "").lower())
    if own is None:
        return None
    mine, other = _window_of(own), _WINDOW_WORDS[than.group(2)]
    facts = {f.attr: f for f in index.qfacts if f.entity is None and f.attr in (f"load.{mine}m", f"load.{other}m")}
    if mine == other or len(facts) != 2:
        return None
    a, b = facts[f"load.{mine}m"], facts[f"load.{other}m"]
    holds = a.value < b.value if than.group(1) in _BELOW_WORDS else a.value > b.value
    return decide(index, [Hit(holds, a.eid, a.field, f"{a.attr}={a.value:g}, {b.attr}={b.value:g}")])


def check_load_trend(reading: Reading, index: FactIndex) -> list[Verdict]:
    compared = _compared_windows(reading, index)
    if compared is not None:
        reading.used_states.update(range(len(reading.states)))
        return [compared]
    low = reading.low
    rising, falling = bool(_RISING_RE.search(low)), bool(_FALLING_RE.search(low))
    if rising == falling or not _mentions_load(reading) or _FUTURE_RE.search(low):
        return []
    if any(v.kind in ("bytes", "percent", "rate") for v in reading.values):
        return []   # "memory use is climbing to 90%": a share's trend, not the load's
    one, fifteen = _loads(index)
    if one is None:
        return []
    for value in reading.values:   # "over the last 15 minutes": the window the trend is read over
        if value.kind in ("duration", "number") and value.value in (15, 900, 5, 300) and \
                re.search(r"\b(?:over|in|during|for)\s+(?:the\s+)?(?:last|past)?\s*$", low[:value.start]):
            reading.take(value)
    if any(reading.value_free(v) and re.search(r"\b(?:from|to|at|of)\s+(?:about\s+|~)?$", low[:v.start])
           for v in reading.values):
        return []   # "rising from 19 over fifteen": the numbers are the trend's ends, decided by the quantity matchers
    # "1.92 (1 min), falling": the figure is the quantity matchers', the direction is read here
    if _LONGER_RE.search(low):
        return [unknown("the load averages reach back 15 minutes, not as far as the claim does", one.eid)]
    change = (one.value - fifteen.value) / max(fifteen.value, 0.05)
    detail = f"load.1m={one.value:g}, load.15m={fifteen.value:g}"
    if abs(change) < _FLAT or (rising and 0 > change > -_CLEAR) or (falling and 0 < change < _CLEAR):
        return [unknown(f"the load is about flat ({detail})", one.eid)]
    holds = change > 0 if rising else change < 0
    if reading.negated:
        holds = not holds
    reading.used_states.update(range(len(reading.states)))
    verdict = decide(index, [Hit(holds, one.eid, one.field, detail)])
    word = (_RISING_RE if rising else _FALLING_RE).search(low)
    # "3.61 / 3.40 / 2.95 on 4 cores → dropping": the trend is wrong where its word stands
    return [replace(verdict, at=(word.start(), word.end())) if verdict is not None else verdict]


def named_window(reading: Reading, start: int, end: int) -> int | None:
    """The window a load value is said with ("the 1-minute load is 1.75", "3.4 over the last minute, up from 2.1
    over fifteen minutes"): a window word belongs to the value nearest to it, with no other value and no trend
    word between them ("9.84 and rising over the last 15 minutes": the window is the trend's)."""
    low = reading.low
    windows = [(m.start(), m.end(), _window_of(m))
               for m in _WINDOW_RE.finditer(low)]
    numbers = [(v.start, v.end) for v in reading.values if v.kind in ("decimal", "number")
               and not any(ws <= v.start < we for ws, we, _ in windows)]
    found = set()
    if not windows and len(numbers) == 1:   # "Load (1 min): 1.75": the line's label names the window
        label = {_window_of(m)
                 for m in _WINDOW_RE.finditer(f"{reading.unit.prev} {reading.unit.context}".lower())}
        return label.pop() if len(label) == 1 else None
    for ws, we, minutes in windows:
        if not numbers:
            continue
        nearest = min(numbers, key=lambda n: ws - n[1] if n[1] <= ws else n[0] - we)
        if nearest != (start, end):
            continue
        gap = low[min(end, we):max(start, ws)]
        if _RISING_RE.search(gap) or _FALLING_RE.search(gap):
            continue
        found.add(minutes)
    return found.pop() if len(found) == 1 else None
