"""Restart counts of one named thing: "redis-0 has never restarted", "postgresql shows no restarts",
"The restart counter is at 40", "systemd scheduled restart number 3", "Docker logged restart count 37 at 21:04",
"| guild-nav-5f6a7b-pqrst | 3 |" under a Restarts header.

The count belongs to the thing the clause names (or inherits): its own restart counter (a service's
NRestarts, a pod's containers' restartCount) or the counters its log lines state ("Scheduled restart job,
restart counter is at 42", "restarting (restart count 31)"). A count said as the present state ("has
restarted 17 times", "never restarted", "the counter is at 40") is the latest counter: another number
contradicts it. A count said as one event ("restart number 3", "logged restart count 37 at 21:04") is any
counter line: it only verifies. Claims over several things ("the other two have no restarts") are left to
the listing matchers.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.matchers.times import _matches
from reos_desktop.certainty.reading import Reading
from reos_desktop.evidence.canonical import parse_time

_RESTART_WORDS = frozenset({"restart", "restarts", "restarted"})
_COUNTER_LINE_RE = re.compile(r"restart (?:counter is at|count(?: is)?:?)\s*(\d+)", re.I)
_ZERO_RE = re.compile(r"\b(?:never\s+(?:been\s+)?restarted|(?:has|have)\s*n[o']t\s+(?:been\s+)?restarted|"
                      r"(?:no|zero|0)\s+restarts?\b|not\s+restarted\s+(?:at all|once|even once))")
_N = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|once|twice)"
# the count as the thing's state now
_NOW_RES = (re.compile(rf"\brestart(?:ed|ing)?\s+(?:it\s+|them\s+)?{_N}\s+times?\b"), re.compile(r"\brestarted\s+(?:it\s+|them\s+)?(once|twice)\b"),
            re.compile(rf"\b{_N}\s+(?:restart\s+attempts|attempts\s+to\s+restart)\b"),
            re.compile(rf"\b{_N}\s+restarts\b"), re.compile(r"\brestart\s+(?:counter|count)\s+(?:is\s+|was\s+|"
                                                            r"stands\s+|sits\s+)?(?:at\s+|of\s+)?(\d+)\b"))
# the count as one event of a log
_EVENT_RES = (re.compile(r"\brestart\s+(?:number|no\.?|#)\s*(\d+)\b"),
              re.compile(r"\brestart\s+(?:counter|count)\s+(?:reached|hit|went to|of)?\s*(\d+)\b.*\bat\s+\d"),
              re.compile(r"\b(?:logged|logs|shows?|reported)\s+restart\s+(?:counter|count)\s+(\d+)\b"),
              re.compile(r"\bcounter\s+(?:reached|hit)\s+(\d+)\b"))
_SMALL = {"once": 1, "twice": 2}
_NEUTRAL = frozenset("""the a its it it's their is was has had have been at of to by as now so far reached hit went
counter count number times time attempts attempt scheduled systemd docker kubernetes logged logs log shows show
showed reports reported says once twice at total currently already then since after before ago about tried try
trying to giving gave give up with and""".split())   # "restarted it 3 times before giving up with ..." 


def _number(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    if text in _SMALL:
        return _SMALL[text]
    got = NUMBER_WORDS.get(text)
    return int(got) if isinstance(got, (int, float)) else None


def _stated(reading: Reading) -> tuple[int, str] | None:
    """(count, "now" | "event") the claim states, or None."""
    low = reading.low
    for rx in _EVENT_RES:
        m = rx.search(low)
        if m:
            return int(m.group(1)), "event"
    if _ZERO_RE.search(low):
        return 0, "now"
    for rx in _NOW_RES:
        m = rx.search(low)
        if m and (n := _number(m.group(1))) is not None:
            return n, "now"
    if reading.unit.cell == "value" and "restarts" in reading.context_words | {"restart"} and \
            re.fullmatch(r"\s*(\d+)\s*", reading.unit.text or ""):
        return int(reading.unit.text.strip()), "now"   # a Restarts column's cell
    return None


def _counter_lines(index: FactIndex) -> list[tuple[object, int, str, str, str]]:
    """(time, count, evidence id, unit, message) of every log line that states a restart counter."""
    out = []
    for lst in index.listings.get("log_entries", ()):
        for entry in lst.members:
            message = str(entry.get("message", ""))
            m = _COUNTER_LINE_RE.search(message)
            if m:
                when = parse_time(entry["time"]) if isinstance(entry.get("time"), str) else None
                unit = str(entry.get("unit") or lst.scope.get("unit") or "").lower()
                out.append((when, int(m.group(1)), lst.eid, unit, message.lower()))
    return out


def _named(line: tuple, names: set[str]) -> bool:
    unit, message = line[3], line[4]
    return bool({unit, unit.removesuffix(".service")} & names) or any(
        re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", message) for n in names)


def _subject(reading: Reading, index: FactIndex, lines: list) -> tuple[Entity | None, set[str]] | None:
    """The one thing whose restarts the claim counts: a named entity, a name its counter lines carry, or the
    only thing the evidence's counter lines are about."""
    things = [e for e in reading.scope() if e.kind in ("service", "pod", "container", "log_unit")]
    if len({e.name.lower().removesuffix(".service") for e in things}) == 1:   # a unit and its log are one thing
        with_count = [e for e in things if any(q.attr == "restarts" and q.entity is e for q in index.qfacts)]
        return (with_count or things)[0], {n for e in things for n in e.names if len(n) > 2}
    if things:
        return None
    said = {w for w in re.findall(r"[a-z0-9][a-z0-9_.@-]*[a-z0-9]", reading.low + " " + " ".join(
        sorted(reading.context_words))) if len(w) > 3 and "-" in w or "@" in w}
    named = [ln for ln in lines if _named(ln, said)] if said else []
    if named:
        return None, said
    # "The restart counter is at 40", "systemd scheduled restart number 3": no other thing described, and the
    # counter lines are all one unit's ("The API service has restarted 14 times" describes another thing)
    owners = {(ln[3], re.sub(r"\s*[:(].*", "", ln[4])) for ln in lines}
    words = set(re.findall(r"[a-z][a-z']*", reading.low)) - _NEUTRAL - _RESTART_WORDS - set(NUMBER_WORDS)
    if lines and len(owners) == 1 and not reading.scope() and not reading.unknown[1:] and not words:
        return None, {lines[0][3]}
    return None


def check_restarts(reading: Reading, index: FactIndex) -> list[Verdict]:
    if not (reading.wordset & _RESTART_WORDS or "restarts" in reading.context_words and reading.unit.cell):
        return []
    if reading.hedged or re.search(r"\b(?:other|others|both|(?<!at )all|each|every|any|none)\b", reading.low):
        return []
    stated = _stated(reading)
    if stated is None or reading.quantifier and stated[0] != 0:
        return []
    count, form = stated
    lines = _counter_lines(index)
    subject = _subject(reading, index, lines)
    if subject is None:
        return []
    ent, names = subject
    own = [q for q in index.qfacts if q.attr == "restarts" and ent is not None and q.entity is ent]
    lines = [ln for ln in lines if _named(ln, names)]
    hits: list[Hit] = []
    agree: list = []
    who = ent.name if ent is not None else sorted(names)[0]
    if form == "event":
        agree = [ln for ln in lines if ln[1] == count]
        if not agree:
            return []
        hits = [Hit(True, agree[0][2], None, f"{who} restart counter at {count}")]
    elif own:
        hits = [Hit(q.value == count, q.eid, q.field, f"{who} restarts={q.value:g}") for q in own]
    elif lines:
        dated = [ln for ln in lines if ln[0] is not None]
        latest = max(dated, key=lambda ln: ln[0]) if dated else lines[-1]
        hits = [Hit(latest[1] == count, latest[2], None, f"{who}'s latest restart counter is {latest[1]}")]
        agree = [latest] if latest[1] == count else []
    if not hits:
        return []
    _take_count(reading, count)
    for v in reading.values:   # "31 restarts as of 16:24:52": the counter line's own time
        if v.kind in ("time", "datetime") and reading.value_free(v) and \
                any(ln[0] is not None and _matches(v, ln[0], index.now)[0] for ln in agree):
            reading.take(v)
    return [v for v in [decide(index, hits)] if v is not None]


def _take_count(reading: Reading, count: int) -> None:
    for v in reading.values:
        if v.kind in ("count", "number") and reading.value_free(v) and v.value == count:
            reading.take(v)
