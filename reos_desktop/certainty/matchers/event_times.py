"""The time of one event picked out by its order: "The first kill came at 21:48", "The worker last restarted at
16:15", "the second attempt gave up at 09:14:30", "the first failure was about 15 minutes ago".

The clause names a kind of event (a kill, a restart, a failure, an error, a warning) and which one of them it
means (first, second, ..., last). The log lines of that kind about the thing the clause names (or, when it
names none, every line of that kind, narrowed to those that carry a name the clause says) are grouped into
occurrences (lines of one kind within a few seconds are one event: an error, "Main process exited" and
"Failed with result" at the same second are one failure) and the one meant is picked. Its time agreeing
verifies the claim; a time clearly off contradicts it, but only when the log is complete and reaches back
to the time claimed (a log that starts later may not hold the first one).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from reos_desktop.certainty.facts import FactIndex
from reos_desktop.certainty.matchers import Hit
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value
from reos_desktop.evidence.canonical import parse_time

# kind of event -> (words a claim names it by, what its log lines say)
_KINDS = {
    "kill": ({"kill", "kills", "killed", "oom", "oom-kill", "oom-killed", "oom-kills"},
             re.compile(r"\bkill(?:ed|ing)?\b|out of memory|\boom\b", re.I)),
    "restart": ({"restart", "restarts", "restarted"},
                re.compile(r"scheduled restart|\brestart(?:ing|ed)?\b", re.I)),
    "failure": ({"fail", "failed", "fails", "failure", "failures", "crash", "crashed", "crashes", "died", "gave",
                 "attempt", "attempts", "run", "runs"},
                re.compile(r"\bfail(?:ed|ure|s)?\b|\bfatal\b|status=[1-9]|\berror\b|gave up|exited with code [1-9]",
                           re.I)),
    "error": ({"error", "errors"}, None),
    "warning": ({"warning", "warnings"}, None),
}
_PRIORITY = {"error": {"err", "error", "crit", "alert", "emerg"}, "warning": {"warning", "warn"}}
_ORDINALS = {"first": 0, "earliest": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4,
             "last": -1, "latest": -1, "newest": -1, "recent": -1, "recently": -1}
_SAME_EVENT_S = 15.0


def _kind(words: set[str]) -> str | None:
    found = [k for k, (names, _) in _KINDS.items() if words & names]
    if "failure" in found and len(found) > 1 and words & {"attempt", "attempts", "run", "runs"} and \
            not words & {"fail", "failed", "failure", "failures", "crash", "crashed", "died", "gave"}:
        found.remove("failure")   # "the second restart attempt": a restart, not a failure
    return found[0] if len(found) == 1 else None


_WINDOW_RE = re.compile(r"\b(?:in|over|within|during|for)\s+the\s+(?:last|past|first)\s+(?:\w+\s+)?"
                        r"(?:seconds?|minutes?|hours?|days?|weeks?|months?|night|boot)\b|\blast\s+(?:night|week|"
                        r"month|year|time|boot)\b")


def _ordinal(reading: Reading) -> int | None:
    """Which one of the events the clause means: 0 for the first, -1 for the last ("in the last hour" is a window,
    not an order)."""
    low = _WINDOW_RE.sub(" ", reading.low)
    picked = [_ORDINALS[w] for w in re.findall(r"[a-z]+", low) if w in _ORDINALS and w not in ("recent", "recently")]
    if re.search(r"\bmost\s+recent(?:ly)?\b", low):
        picked.append(-1)
    return picked[0] if len(set(picked)) == 1 else None


def _lines(index: FactIndex, kind: str, reading: Reading) -> tuple[list[tuple[datetime, str]], list[str]] | None:
    """(time, message) of the lines of this kind about the thing the claim names, and the ids of their logs."""
    names = {n for e in reading.scope() for n in e.names if len(n) > 2}
    rx = _KINDS[kind][1]
    found, eids = [], []
    for lst in index.listings.get("log_entries", ()):
        for entry in lst.members:
            message = str(entry.get("message", ""))
            if rx is not None and not rx.search(message) or \
                    rx is None and str(entry.get("priority", "")).lower() not in _PRIORITY[kind]:
                continue
            when = parse_time(entry["time"]) if isinstance(entry.get("time"), str) else None
            if when is None:
                continue
            unit = str(entry.get("unit") or "").lower()
            if names and not ({unit, unit.removesuffix(".service")} & names or any(
                    re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", message.lower()) for n in names)):
                continue
            found.append((when, message.lower(), lst))
    if not found:
        return None
    if not names:
        # "The worker last restarted": only the lines that carry a word the clause says, if some do and some don't
        said = {w for w in re.findall(r"[a-z][a-z0-9-]{3,}", reading.low)} - _KINDS[kind][0] - set(_ORDINALS)
        carrying = [f for f in found if any(re.search(rf"\b{re.escape(w)}\b", f[1]) for w in said)]
        if carrying and len(carrying) < len(found):
            found = carrying
    for _, _, lst in found:
        if lst.eid not in eids:
            eids.append(lst.eid)
    return [(w, m) for w, m, _ in found], eids


def _occurrences(lines: list[tuple[datetime, str]]) -> list[datetime]:
    out: list[datetime] = []
    for when, _ in sorted(lines, key=lambda x: x[0]):
        if not out or (when - out[-1]).total_seconds() > _SAME_EVENT_S:
            out.append(when)
    return out


# the part of a day said of one event ("this morning", "on Wednesday afternoon"), as (sure hours, possible hours)
# on the machine's clock: a 02:10 boot is "this morning" to most people, a 16:02 install is not
PARTS_OF_DAY = {"morning": ((0, 12), (0, 13)), "afternoon": ((12, 18), (11, 19)), "evening": ((17, 24), (15, 24))}


def on_machine_clock(when: datetime, now: datetime | None) -> datetime:
    """`when` on the machine's clock: the offset the record was written in, or that of `now` for a record
    stamped in UTC (journal and package times usually are)."""
    if now is not None and now.tzinfo is not None and when.utcoffset() == timedelta(0):
        return when.astimezone(now.tzinfo)
    return when


def clock_views(when: datetime, zone: str | None, now: datetime | None) -> list[datetime]:
    """The clocks a stated time of `when` may be read on. A time said in UTC is read in UTC; a bare one on the
    machine's clock: the offset the record was written in, or only that of `now` for a record stamped in UTC (a
    Kubernetes event's "16:05:12Z" is "01:05" in Tokyo, and "16:05" copies the stamp onto the wrong clock). A
    bare time that is only right in UTC ("booted at 11:55" for 06:55 in New York) is the wrong clock."""
    if zone == "local":   # "08:05 local time": only the machine's clock (the offset of `now`)
        return [when.astimezone(now.tzinfo)] if now is not None and now.tzinfo is not None else [when]
    if zone:
        return [when.astimezone(timezone.utc)]
    views = [when]
    if now is not None and now.tzinfo is not None and now.utcoffset() != when.utcoffset():
        if when.utcoffset() == timedelta(0):
            return [when.astimezone(now.tzinfo)]   # a record stamped in UTC, read on the machine's clock
        views.append(when.astimezone(now.tzinfo))
    return views


def _gap_s(value: Value, when: datetime, now: datetime | None) -> float | None:
    """How far the stated time is from `when`, in seconds, and how far it may be (None: not comparable)."""
    if value.kind == "time":
        hour, minute, second, zone = value.value
        views = clock_views(when, zone, now)
        stated = hour * 3600 + minute * 60 + second
        return min(abs(((v.hour * 3600 + v.minute * 60 + v.second) - stated + 43200) % 86400 - 43200) for v in views)
    if value.kind == "ago" and now is not None:
        return abs((now - when).total_seconds() - value.value)
    return None


def about_slack(value: Value) -> float:
    """How far "about HH:MM" may be off: a round time is said loosely ("about 2:30": a quarter of an hour), a
    time to the minute is not ("around 08:40": five minutes, "around 19:49": three)."""
    minute = value.value[1]
    return 15 * 60.0 if minute % 30 == 0 else 10 * 60.0 if minute % 15 == 0 else 5 * 60.0 if minute % 5 == 0 \
        else 3 * 60.0


def _slack(value: Value) -> float:
    if value.kind == "ago":
        return max(value.step, (0.3 if value.approx == "about" else 0.15) * value.value)
    if value.approx == "about":
        return about_slack(value)
    return 90.0 if value.step >= 60 else 5.0


def ordered_event(reading: Reading, index: FactIndex, value: Value) -> Hit | None:
    """A verdict for a stated time of the n-th event of a kind, or None when the clause is not of that shape."""
    if value.kind not in ("time", "ago") or reading.negated or reading.hedged:
        return None
    if len(re.findall(r"\b\d{1,2}:\d{2}\b|\bago\b|\bsince\b", reading.low)) != 1:
        return None   # "since 03:21, first reported ..., at 06:51 that went up": which time is the first one's?
    kind = _kind(set(reading.words))
    order = _ordinal(reading)
    if kind is None or order is None:
        return None
    got = _lines(index, kind, reading)
    if got is None:
        return None
    lines, eids = got
    events = _occurrences(lines)
    if order >= len(events) or order < -len(events):
        return None
    when = events[order]
    gap = _gap_s(value, when, index.now)
    if gap is None:
        return None
    slack = _slack(value)
    ordinal = "last" if order == -1 else f"#{order + 1}"
    detail = f"the {ordinal} {kind} in the log at {when.isoformat()}"
    if gap <= slack:
        return Hit(True, eids[0], None, detail)
    if gap <= 3 * slack or not all(_reaches(index, eid, when - timedelta(seconds=gap + 60), order) for eid in eids):
        return None
    return Hit(False, eids[0], None, detail)


def _reaches(index: FactIndex, eid: str, when: datetime, order: int) -> bool:
    """Is the log complete, and (for the first ones) does its window start before `when` (the time claimed)?"""
    item = index.items.get(eid)
    if item is None or not item.complete:
        return False
    if order < 0:
        return True
    since = item.args.get("since_minutes")
    if not isinstance(since, (int, float)) or item.collected_at is None:
        return False
    start = item.collected_at - timedelta(minutes=float(since))
    return start < when
