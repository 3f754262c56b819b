"""Counts of events in logs: "5 failed login attempts from 198.51.100.7", "the pull has failed 37 times".

Split from counts.py (which calls it for counted nouns that are events, not members of a listing).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.counts import _equal, _window_minutes, scope_covers
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value


def count_log_events(reading: Reading, index: FactIndex, value: Value) -> Verdict:
    """"5 failed login attempts from 198.51.100.7": log lines that carry every distinctive word of the claim."""
    lists = index.listings.get("log_entries", [])
    if not lists:
        return unknown(f"no logs to count {value.noun}")
    messages = [(lst, str(e.get("message", "")).lower()) for lst in lists for e in lst.members]
    vocab = set(re.findall(r"[a-z0-9_.:-]+", " ".join(m for _, m in messages)))
    wanted = [w.strip(".,") for w in _own_stretch(reading, value).split() if len(w.strip(".,")) > 3 and w.strip(".,") in vocab
              and w.strip(".,") not in ("with", "from", "that", "this", "were", "there", "last", "hours", "today")]
    wanted += [v.text for v in reading.values if v.kind == "address"]
    wanted = list(dict.fromkeys(wanted))
    from reos_desktop.certainty.matchers.events import _concepts

    concepts = _concepts(reading.low)
    borrowed = False
    if not wanted and not concepts and value.noun in ("times", "time") and not reading.own_entities() and \
            not reading.unknown and reading.unit.prev:
        # "CUPS looked for printer.local and failed twice": a clause with no subject of its own counts what the
        # clause before did, told by that clause's words; borrowed words only ever verify
        prev = reading.unit.prev.lower()
        wanted = list(dict.fromkeys(w.strip(".,`*'\"") for w in prev.split() if len(w.strip(".,`*'\"")) > 3 and
                                    w.strip(".,`*'\"") in vocab and w.strip(".,`*'\"") not in _PLAIN))
        borrowed = bool(wanted)
    if not wanted and not concepts and value.noun in ("times", "time") and reading.unit.counted_before:
        # "... lost its link three times this morning ... It has dropped 5 times in the last two hours": the
        # pronoun restates the count the answer made before, of the lines that clause's words name
        before = reading.unit.counted_before.lower()
        wanted = list(dict.fromkeys(w.strip(".,`*'\"") for w in before.split() if len(w.strip(".,`*'\"")) > 3 and
                                    w.strip(".,`*'\"") in vocab and w.strip(".,`*'\"") not in _PLAIN))
        concepts = _concepts(before)
    if not wanted and not concepts:
        return unknown(f"cannot tell which log lines are the {value.noun}")
    if not wanted and re.match(r"\W*(?:it|they|this|that)\b", reading.low) and not reading.mentions:
        # "It has dropped 5 times": what "it" is, the lines of that kind from every device cannot tell
        return unknown(f"cannot tell whose log lines are the {value.noun}")
    window = _window_minutes(reading)
    times = {str(e.get("message", "")).lower(): e.get("time") for lst in lists for e in lst.members}
    matching = [(lst, m) for lst, m in messages if all(w.lower() in m for w in wanted) and concepts <= _concepts(m)]
    # one event is often logged by several lines within seconds ("bg3.exe invoked oom-killer", "Out of memory:
    # Killed process ...", "A process of this unit has been killed by the OOM killer"): one happening
    count = len(_occurrences([(times.get(m), m) for _, m in matching])) if concepts and not wanted else len(matching)
    if value.noun in ("times", "time") and matching:
        # "dropped twice": how often it happened, not how many lines tell of it — a disconnect is logged by
        # the driver, the supplicant and NetworkManager within seconds, and that is one drop
        dated = [(e.get("time"), str(e.get("message", "")).lower()) for lst in lists for e in lst.members]
        dated = [(t, m) for t, m in dated if all(w.lower() in m for w in wanted) and concepts <= _concepts(m)]
        shapes = _shapes_at_said_times(reading, dated)
        if shapes:   # "WAL archiving failed once at 14:05": the lines at 14:05 show which kind of line is meant
            dated = [(t, m) for t, m in dated if _shape(m) in shapes]
            matching = [(lst, m) for lst, m in matching if _shape(m) in shapes]
        count = len(_occurrences(dated))
    repeats = [int(r.group(1)) for _, m in matching for r in [re.search(r"\(x(\d+)\)$", m)] if r]
    if repeats:   # a Kubernetes event stands for every time it happened: "Failed ... (x37)"
        count += sum(repeats) - len(repeats)
    if value.noun in ("sector", "sectors"):
        numbers = [int(x) for _, m in matching for x in re.findall(r"\b(\d+)\b", m)[:1]]
        count = numbers[0] if numbers else count
    eids = [lst.eid for lst in lists]
    complete = all(lst.complete and scope_covers(lst, reading, index) for lst in lists) and \
        (window is None or all(float(lst.scope.get("since_minutes") or 0) + 1 >= window for lst in lists))
    if _equal(value, count):
        what = "happenings in the log" if value.noun in ("times", "time") else "matching log lines"
        if value.noun in ("times", "time"):
            # "failed twice": the state word is what happened those times, which the lines just counted show
            reading.used_states.update(range(len(reading.states)))
        return decide(index, [Hit(True, eids[0], None, f"{count} {what}")])
    if borrowed:
        return unknown(f"{count} log lines tell of what the clause before did, not {value.text}", *eids)
    more = set(value.extra.get("filters") or ()) & {"more", "other", "additional", "extra", "further"}
    if more:   # "one more failed login at 09:31": some of them, not how many there are
        return unknown(f"{count} matching log lines; '{value.text} {sorted(more)[0]}' counts some of them, not all", *eids)
    if complete and count:
        return decide(index, [Hit(False, eids[0], None, f"{count} matching log lines, not {value.text}")])
    reading.counted = True   # the lines read do not settle the number: one of them is no support for it
    if count and value.approx in (None, "about", "under", "atmost") and not _equal(value, count) and \
            count > float(value.value):
        # "3 failed logins" when the part of the log read already holds 5: more lines can only add to that
        return decide(index, [Hit(False, eids[0], None, f"at least {count} matching log lines, not {value.text}")])
    return unknown(f"{count} matching log lines in the evidence read", *eids)


def _own_stretch(reading: Reading, value: Value) -> str:
    """"45.155.205.33 tried the invalid user admin twice and root once": each count of times is of the words
    between the count before it and itself (the addresses the clause names count for all of them)."""
    counts = [v for v in reading.values if v.kind == "count" and v.noun in ("times", "time")]
    if len(counts) < 2 or value not in counts:
        return reading.low
    i = counts.index(value)
    start = counts[i - 1].end if i else 0
    shared = " ".join(v.text.lower() for v in reading.values if v.kind == "address" and v.end <= start)
    return f"{shared} {reading.low[start:value.start]}"


def _shape(message: str) -> str:
    return re.sub(r"\d+", "#", message)


def _shapes_at_said_times(reading: Reading, dated: list[tuple[object, str]]) -> set[str]:
    """The kinds of line (digits aside) logged at the clock times the clause states, to the minute."""
    from reos_desktop.evidence.canonical import parse_time

    said = {(v.value[0], v.value[1]) for v in reading.values if v.kind == "time" and v.value[3] in (None, "local")}
    shapes = set()
    for t, message in dated:
        when = parse_time(t) if isinstance(t, str) else None
        if when is not None and (when.hour, when.minute) in said:
            shapes.add(_shape(message))
    return shapes


_SAME_EVENT_S = 30.0
_PLAIN = frozenset("with from that this were there last hours today then also again looked tried".split())


def _occurrences(lines: list[tuple[object, str]]) -> list[list[str]]:
    """Lines grouped into happenings: lines of different kinds close in time are one; a line of a kind the
    group already holds ("Failed password ... port 50211" again) is the next happening."""
    from reos_desktop.evidence.canonical import parse_time

    dated = sorted(((parse_time(t) if isinstance(t, str) else None, m) for t, m in lines),
                   key=lambda x: (x[0] is None, x[0] or 0))
    groups: list[list[str]] = []
    last = None
    for when, message in dated:
        shape = _shape(message)
        if groups and when is not None and last is not None and (when - last).total_seconds() <= _SAME_EVENT_S and \
                shape not in {_shape(m) for m in groups[-1]}:
            groups[-1].append(message)
        else:
            groups.append([message])
        last = when if when is not None else last
    return groups
