"""Times and dates: "active since 07:47", "booted at 09:12 this morning", "installed on Nov 20",
"modified 5 minutes ago", "the error at 09:58".

A clock time matches a recorded time on the machine's clock (or in UTC when it says UTC), to the minute
the claim states ("07:47" allows one minute either way, "around 7:45" a quarter of an hour). A stated
time is bound to the recorded times of the thing the claim is about, or of the event it describes.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from functools import lru_cache

from reos_desktop.certainty.facts import FactIndex, TFact, Verdict
from reos_desktop.certainty.lexicon import STOPWORDS
from reos_desktop.certainty.line_parties import names_another
from reos_desktop.certainty.matchers import Hit, decide, place_verdicts, unknown
from reos_desktop.certainty.matchers.event_times import PARTS_OF_DAY, about_slack, clock_views, ordered_event
from reos_desktop.certainty.matchers.local_times import restated_local
from reos_desktop.certainty.matchers.second_times import copied_second
from reos_desktop.certainty.matchers.session_times import user_session_facts
from reos_desktop.certainty.names import aliases, same_version
from reos_desktop.certainty.text import stem
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value
from reos_desktop.evidence.canonical import parse_time

_TIME_KINDS = ("time", "date", "datetime", "ago")
_BOOT = {"boot", "booted", "rebooted", "reboot", "restarted", "started", "up"}
_PKG = {"installed", "upgraded", "updated", "removed", "uninstalled", "downgraded", "install", "upgrade", "update",
        "updates", "upgrades", "installs", "removals"}
_FILE = {"modified", "changed", "edited", "written", "touched", "updated", "altered"}
_HAPPENED = frozenset({"happened", "occurred", "happen", "occur"})
_START_VERBS = frozenset({"began", "begun", "begin", "launched", "spawned", "kicked", "fired", "opened"})
_LOG = {"log", "logs", "logged", "error", "errors", "warning", "warnings", "message", "entry", "journal",
        "crashed", "killed", "failed", "oom", "segfault", "event", "line", "failure", "failures", "crash", "panic",
        "timeout", "timed"}


# shared words (a pair in a row counts two more) that make a clause the telling of one log line
_SAYS_THE_LINE = 3


# The same log lines are scored again for every claim of an answer: their words are cut once.
@lru_cache(maxsize=16384)
def _line_words(text: str) -> tuple[frozenset[str], str]:
    """A log line's words, as a set and joined by spaces (for word pairs in a row)."""
    words = re.findall(r"[a-z0-9]+", text.lower())
    return frozenset(words), " ".join(words)


def _own_lines(facts: list[TFact], reading: Reading) -> list[TFact]:
    """Of a unit's log lines, those that tell what the clause does ("It started at 02:30": the "Starting ..."
    line, not any other line of the unit); the thing's other times (its start, its files) stay."""
    events = [f for f in facts if f.attr == "event"]
    if not events:
        return facts
    stems = {stem(w) for w in reading.words if len(w) > 3 and w not in STOPWORDS and w not in _LOG and
             w not in _WHEN_WORDS}
    shared = {id(f): len(stems & {stem(w) for w in _line_words(f.text)[0]}) for f in events}
    most = max(shared.values())
    # a line that shares one word of a long clause ("could not write to file ...: No space left" against a
    # "temp file" line) does not tell the same thing
    enough = most and most >= max(1, round(0.3 * len(stems)))
    return [f for f in facts if f.attr != "event" or enough and shared[id(f)] == most]


def _gone_pid_events(reading: Reading, index: FactIndex) -> list[TFact]:
    """Log events that name the clause's PID, when no listed process has it (it was killed, or has exited)."""
    pids = {int(v.value) for v in reading.values if v.kind == "pid"}
    if len(pids) != 1 or any(p.rec.get("pid") in pids for p in index.of_kind("process")):
        return []
    pid = str(pids.pop())
    return [f for f in index.tfacts if f.attr == "event" and re.search(rf"(?<![\d.:]){pid}(?![\d.:])", f.text)]


_NOT_RESTARTED_RE = re.compile(r"\b(?:not|n't|never)\W+(?:been\W+)?(?:re)?(?:started|booted)\b")


def _candidates(reading: Reading, index: FactIndex) -> tuple[list[TFact], bool]:
    quotes = [q.lower() for q in re.findall(r"[\"“]([^\"”]{8,200})[\"”]", reading.unit.text)]
    quoted = [f for f in index.tfacts if f.attr == "event" and any(q in f.text.lower() for q in quotes)]
    if quoted:
        return quoted, True   # '"Failed to update lease ..." at 16:31': the line quoted is the event
    scope = {id(e) for e in reading.scope()}
    words = reading.wordset
    own_files = [e for e in reading.scope("file")]
    if own_files and words & _FILE:
        return [f for f in index.tfacts if f.attr == "mtime" and f.entity is not None and id(f.entity) in scope], True
    running_since = [f for f in index.tfacts if f.attr == "since" and f.entity is not None and id(f.entity) in scope]
    if running_since and re.search(r"\b(?:active|running|up)\s+since\b", reading.low):
        # "MariaDB 10.11.6 ... has been active since 21 September 03:15": the unit's start, not the package's change
        return running_since, True
    if ((words | (reading.context_words if reading.unit.cell else set())) & _PKG or
            _packages_said(reading, index, by_version=True)) and any(f.attr in ("install", "upgrade", "remove") for f in index.tfacts):
        names = {n for e in reading.scope() for n in e.names} or _packages_said(reading, index)
        facts = [f for f in index.tfacts if f.attr in ("install", "upgrade", "remove") and
                 (not names or f.text.lower() in names)]
        return facts, bool(names)
    gone = _gone_pid_events(reading, index)
    if gone:   # "| 10:20 | 47102 |" under "OOM kills": the lines about that PID, of a process no longer listed
        return gone, True
    if words & _LOG or not scope:
        events = [f for f in index.tfacts if f.attr == "event" and not names_another(reading.unit.text, f.text)]
        if events:
            content = {w for w in reading.words if len(w) > 3 and w not in STOPWORDS} - _LOG
            # two words in a row that a line also has in a row ("system failure") tell it from lines sharing one
            pairs = [f"{a} {b}" for a, b in zip(reading.words, reading.words[1:]) if len(a) > 2 and len(b) > 2
                     and not {a, b} <= STOPWORDS]
            shared = {id(f): len(content & _line_words(f.text)[0]) + 2 * sum(p in _line_words(f.text)[1] for p in pairs)
                      for f in events}
            most = max(shared.values(), default=0)
            # the lines that share the most of the clause's words ("system failure"), not any that share one
            matching = [f for f in events if most and shared[id(f)] == most]
            if words & _LOG:
                return (matching, True) if matching else (events, False)
            if most >= _SAYS_THE_LINE:
                # "at 08:57 the node lifecycle controller marked dazhbog not ready": no word for a log, but the
                # clause tells what one line says
                return matching, True
    session = user_session_facts(reading, index)   # "her shell started at 20:38": the account's own programs
    if session is not None and not any(f.attr == "event" and re.search(rf"\b{re.escape(u.name.lower())}\b", f.text.lower())
                                       for u in reading.scope("user") for f in index.tfacts):
        return session
    if scope:
        facts = _own_lines([f for f in index.tfacts if f.entity is not None and id(f.entity) in scope], reading)
        if not facts:
            # a package's changes are timed by name ("kernel went from 6.12 to 6.13 on Tuesday, March 10": the
            # date, a clause of its own, inherits the kernel)
            names = {n for e in reading.scope() if e.kind == "package" for n in e.names}
            facts = [f for f in index.tfacts if f.attr in ("install", "upgrade", "remove") and f.text.lower() in names]
        if facts:
            return facts, True
        # nothing timed about the thing itself: log events that name it ("Node yavin-2 status is now ...")
        names = {n for e in reading.scope() for n in e.names if len(n) > 2}
        named_events = [f for f in index.tfacts if f.attr == "event" and
                        any(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", f.text.lower()) for n in names)]
        if named_events:
            return named_events, True
    said = words | (reading.context_words if reading.unit.cell else set())
    bare = not {w for w in reading.words if w.isalpha() and w not in _WHEN_WORDS and w not in STOPWORDS}
    if not scope and not reading.unknown and (said & {"since", "up", "active", "running"} or bare) and \
            not said & {"boot", "booted", "rebooted", "reboot", "uptime", "machine", "system", "server"}:
        # "- up since: yesterday 18:42" under "Is nginx running?": with one service's start in the evidence,
        # the subject-less item is about it; never firm (the subject is only the likely one)
        since = [f for f in index.tfacts if f.attr == "since" and f.entity is not None]
        if since and len({id(f.entity) for f in since}) == 1:
            return since, False
    if words & _BOOT or "uptime" in words or "since" in words:
        boot = [f for f in index.tfacts if f.attr == "boot"]
        # "train_model.py, started at 09:58": a thing the claim names (known or not) has its own start, so
        # the machine's boot time can only agree, never contradict
        # "This most likely started with yesterday's update": a pronoun's start is the thing said before, not the boot
        pronoun = re.match(r"\W*(?:this|that|it|these|those|they|which|she|he)\b", reading.low)
        # (a clause about the host by name or by "it" standing for it is about the machine)
        machine_only = all(e.kind == "host" for e in reading.scope())
        about_machine = machine_only and not reading.unknown and (not pronoun or bool(scope)) or bool(
            words & {"boot", "booted", "rebooted", "reboot", "uptime"})
        if boot:
            return boot, about_machine
    return [], False


# "the 2025-01-27 build" names a version; "the March 4 firmware update" is still the time of an update
_BUILD_AFTER = re.compile(r"^[\s)]*(?:build|release|snapshot|nightly|version)s?\b(?!\s+(?:update|upgrade|install))",
                          re.I)


def _build_date(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    """"raspi-firmware to the 2025-01-27 build": a date that names a build is a version (1:1.20250127-1),
    never the time of an event; it is checked against the versions of the packages the clause names."""
    if value.kind != "date" or not _BUILD_AFTER.match(reading.text[value.end:]):
        return None
    digits = value.value.strftime("%Y%m%d")
    names = {n for e in reading.scope() for n in e.names} | _packages_said(reading, index)
    found = [(version, eid) for n in names for version, eid, _ in index.package_versions(n) if digits in version]
    if found:
        return decide(index, [Hit(True, eid, None, f"version {version}") for version, eid in found[:2]])
    return unknown(f"no version of the build of {value.text.strip()}")


def _packages_said(reading: Reading, index: FactIndex, by_version: bool = False) -> set[str]:
    """Packages of the history a clause names without the name being known as a thing: "the kernel
    5.14.0-503 was installed on March 12" names the event of package "kernel", by its word or its version
    ("Chrome went to 134.0.6998.35 on March 7": google-chrome-stable's upgrade to it)."""
    said = set() if by_version else set(reading.words)
    versions = [v.text.strip().lstrip("vV") for v in reading.values if v.kind in ("version", "decimal")]
    out = set()
    for lst in index.listings.get("package_events", ()):
        for ev in lst.members:
            name = str(ev.get("package") or "").lower()
            kernel = "kernel" in said and "kernel" in aliases(name)   # "the kernel": linux, kernel-core ...
            if name in said or kernel or any(same_version(str(ev.get(side) or ""), v) for v in versions
                                             for side in ("to_version", "from_version") if len(v) > 3):
                out.add(name)
    return out


def _matches(value: Value, when: datetime, now: datetime | None, slack_s: float = 0.0) -> tuple[bool, bool]:
    """(agrees, clearly wrong); `slack_s` is how loosely the evidence itself knows the time."""
    if slack_s:
        # "Up 2 hours" fixes the start only to within the hour: agree inside it, never call it clearly wrong
        probes = [_matches(value, when - timedelta(seconds=slack_s * k / 8), now) for k in range(9)]
        # right anywhere in the span the loose record allows, clearly wrong only when wrong for every moment of
        # it ("Exited (137) 2 hours ago" read at 22:14 is 19:14 to 20:14; "around 21:14" is none of them)
        return any(ok for ok, _ in probes), all(wrong for _, wrong in probes)
    if value.kind == "time" and "day" in value.extra and not _matches(value.extra["day"], when, now)[0]:
        return False, False   # the clock of a record on another day than the one said with it
    if value.kind == "time":
        hour, minute, second, zone = value.value
        views = clock_views(when, zone, now)
        slack = about_slack(value) if value.approx == "about" else (90 if value.step >= 60 else 2)
        if value.step >= 3600:
            slack = 3600
        # "since about 2:30" with no am/pm and a one-digit hour is as likely the afternoon's 14:30
        hours = [hour, hour + 12] if hour < 12 and re.match(r"\D*\d:", value.text) and \
            not re.search(r"[ap]\.?m\b", value.text, re.I) and not value.extra.get("half") else [hour]
        best = min(abs(((v.hour * 3600 + v.minute * 60 + v.second) - (h * 3600 + minute * 60 + second) + 43200)
                       % 86400 - 43200) for v in views for h in hours)
        if value.step >= 60 and not value.approx:
            best = min(best, min(abs((v.hour * 60 + v.minute) - (h * 60 + minute)) * 60 for v in views for h in hours))
        # a loose time is clearly wrong half again its slack away ("about 2:30" for 15:02), a clock said to the
        # minute three minutes away ("08:49" for 08:46:28: the minutes were read, and read wrong)
        return best <= slack, best > (max(1.5 * slack, 6 * 60) if value.approx == "about" and slack < 3600 else
                                      max(slack + 60, 150) if value.step == 60 else max(slack * 3, 10 * 60))
    if value.kind == "date":
        # a date is said in the machine's own calendar (the offset of `now`, else the record's), not in UTC:
        # "on March 12" is not an upgrade at 03:10 on March 13 in Tokyo, which is March 12 in UTC
        days = [when.astimezone(now.tzinfo).date() if now is not None and now.tzinfo else when.date()]
        if value.extra.get("utc"):   # "Apr 7 at 23:06 UTC": the day of a clock said in UTC is UTC's day
            days = [when.astimezone(timezone.utc).date()]
        if value.extra.get("relative") in ("last night", "tonight") and now is not None:
            # the night before `now`: from 17:00 the day before to 07:00 on the day itself
            start = datetime.combine(value.value, datetime.min.time(), when.tzinfo) + timedelta(hours=17)
            if value.extra.get("relative") == "tonight" and now.astimezone(when.tzinfo).hour < 7:
                start -= timedelta(days=1)   # "tonight" said at 03:20 is the night that began yesterday evening
            ok = start <= when <= start + timedelta(hours=14 + 24 * (value.extra.get("relative") == "tonight"))
            return ok, not ok and abs((when - start).total_seconds()) > 2 * 86400
        ok = value.value in days
        if ok and value.extra.get("part"):   # "this afternoon": the hour on the machine's clock, too
            sure, maybe = PARTS_OF_DAY[value.extra["part"]]
            hour = (when.astimezone(now.tzinfo) if now is not None and now.tzinfo else when).hour
            return sure[0] <= hour < sure[1], not maybe[0] <= hour < maybe[1]
        return ok, not ok
    if value.kind == "datetime":
        day, clock, zone = value.value
        try:
            stated = datetime.fromisoformat(f"{day}T{clock}" + ("+00:00" if zone in ("Z", "z", "UTC", "utc") else
                                                                (zone or "")))
        except ValueError:
            return False, False
        if stated.tzinfo is None:
            stated = stated.replace(tzinfo=when.tzinfo or timezone.utc)
        gap = abs((stated - when).total_seconds())
        return gap <= 61, gap > 600
    if value.kind == "ago" and now is not None:
        actual = (now - when).total_seconds()
        # "an hour ago" is said to the hour: half of it either way
        tol = max(0.5 * value.step, (0.2 if value.approx == "about" else 0.1) * value.value, 60.0)
        if value.value == value.step and value.step >= 3600:
            # "a week ago", "an hour ago": one whole unit is not half a unit either way (four days is no week)
            tol = max((0.3 if value.approx == "about" else 0.25) * value.value, 60.0)
        # clearly wrong when off by more than a third of the time stated and a unit of it ("about 45 minutes ago"
        # for 22 minutes), the same measure relative_times.py uses for "that was N minutes ago"
        return abs(actual - value.value) <= tol, abs(actual - value.value) > max(1.5 * tol, 0.35 * value.value,
                                                                                 0.75 * value.step)
    return False, False


def check_times(reading: Reading, index: FactIndex) -> list[Verdict]:
    values = [v for v in reading.values if v.kind in _TIME_KINDS and reading.value_free(v)]
    if not values:
        return []
    cands, firm = _candidates(reading, index)
    by_pid = bool(cands) and cands == _gone_pid_events(reading, index)
    out: list = []
    placed, previous = 0, None
    for value in values:
        clock = _day_and_clock(reading, value) if value.kind == "date" else None
        if clock is not None and str(clock.value[3] or "").upper() in ("UTC", "Z", "GMT", "+00:00", "+0000"):
            value.extra["utc"] = True
    for value in values:
        # what each time decided stands where that time stands ("the first at 21:32 and the second at 22:19")
        placed, previous = place_verdicts(out, placed, previous), value
        reading.take(value)
        day = _day_and_clock(reading, value) if value.kind == "time" else None
        if day is not None and day.kind == "date":
            # "06:25 this morning" is one moment: a clock only matches a record on that day
            value.extra["day"] = day
        build = _build_date(reading, index, value) or restated_local(reading, index, value)
        if build is not None:   # (a build date; "13:05 UTC, which is 08:05 local time")
            out.append(build)
            continue
        ordered = ordered_event(reading, index, value)   # "the first kill came at 21:48"
        if ordered is not None:
            out.append(decide(index, [ordered]))
            reading.event_verified = ordered.ok
            continue
        if not cands:
            cands, firm = _events_of_clause_before(reading, index)   # "..., the latest at 22:38"
        if not cands:
            found = any_timestamp(reading, index, value) or copied_second(reading, index, value)
            if found is not None:
                out.append(decide(index, [found]))
                reading.event_verified = found.ok
            else:
                out.append(unknown(f"no evidence for the time {value.text.strip()}"))
            continue
        own = _near_events(reading, index, value) if len(values) > 1 else None
        value_cands = own + [f for f in cands if f.attr != "event" and f not in own] if own else cands
        restart = _restart_times(reading, index, value, value_cands)
        if restart is not None:
            if not restart:
                out.append(unknown(f"no start of it timed in the evidence for {value.text.strip()}"))
                continue
            value_cands = restart
        pair = _day_and_clock(reading, value)
        dated = pair is not None and pair.kind == "date" and all(_matches(pair, f.when, index.now)[0] for f in value_cands)
        if len(values) > 1 and own is None and any(f.attr == "event" for f in cands) and pair is None:
            # "Chrome at 08:14 and VS Code at 09:40": each time belongs to the name before it (a day and its
            # clock are one moment, not two)
            firm = False
        hits_ok, hits_wrong = [], []
        for fact in value_cands:
            ok, wrong = _matches(value, fact.when, index.now, fact.slack)
            detail = f"{_who(fact)}{fact.attr} at {fact.when.isoformat()}"
            if ok:
                hits_ok.append(Hit(True, fact.eid, None, detail))
            elif wrong:
                hits_wrong.append(Hit(False, fact.eid, None, detail))
        near = set(reading.near_words(value.start, value.end, 4))
        if near & _START_VERBS:   # "ffmpeg began 45 minutes ago": its start
            near.add("started")
        if near & _HAPPENED and reading.unit.prev:   # "It happened around 21:14": what the clause before told
            near |= set(re.findall(r"[a-z]+", reading.unit.prev.lower()))
        said_states = {st.word for st in reading.states if not st.negated}   # "exited with code 137 at 09:30"
        keyed = value.kind == "datetime" or any(f.words & (near | said_states) for f in cands) or \
            (any(f.attr == "event" for f in cands) and bool(near & _LOG)) or own is not None or \
            (firm and all(f.attr in ("install", "upgrade", "remove") for f in cands)) or \
            dated or by_pid   # the named package's own changes; "Nov 23, 02:05"; the lines about that PID
        if _NOT_RESTARTED_RE.search(reading.low) and value_cands and all(f.attr in ("since", "boot") for f in value_cands):
            # "it was not restarted last night": the last start lies outside that time, or the claim is wrong
            out.append(decide(index, [Hit(not h.ok, h.eid, None, f"last start {h.detail}") for h in hits_ok + hits_wrong])
                       if hits_ok or (hits_wrong and firm) else
                       unknown(f"{value.text.strip()} does not settle when it last started", value_cands[0].eid))
            reading.used_states.update(range(len(reading.states)))
            continue
        if hits_ok and reading.wordset & {"no", "never", "nothing", "none"} and "since" not in reading.wordset and \
                all(f.attr == "event" for f in value_cands):
            # "no OOM was logged at 09:58" while one was: a logged event never verifies its own denial (a
            # failure said with a negation, "could not lock ./ibdata1 at 07:58", is the event itself)
            out.append(unknown(f"the evidence logs an event at {value.text.strip()}; the claim denies one"))
        elif hits_ok:
            out.append(decide(index, hits_ok))
            reading.event_verified = True
            if all(f.attr == "boot" for f in cands):   # "up since 07:39": the state word is the uptime's
                reading.used_states.update(i for i, s in enumerate(reading.states) if s.state in ("running", "active"))
        elif hits_wrong and firm and keyed and len(hits_wrong) == len(value_cands) and \
                not _logged_then(reading, index, value):
            out.append(decide(index, hits_wrong))
            reading.event_refuted = True
        elif (found := any_timestamp(reading, index, value)) is not None and found.ok:
            out.append(decide(index, [found]))
            reading.event_verified = True
        else:
            out.append(unknown(f"{value.text.strip()} does not match {_who(value_cands[0])}{value_cands[0].attr} "
                               f"{value_cands[0].when.isoformat()}", value_cands[0].eid))
    place_verdicts(out, placed, previous)
    return [v for v in out if v is not None]


def _events_of_clause_before(reading: Reading, index: FactIndex) -> tuple[list[TFact], bool]:
    """The log lines a clause with no words of its own to find them by is about: those the clause before
    describes ("A memory cgroup killed a node process four times, the latest at 22:38"; "The attacker at
    45.148.10.92 tried 5 times, the last try at 03:12"). Only for a clause that names nothing itself, and only
    lines that share several of the words before, or one word few lines have. "The latest" and "the first" are
    the last and first of them: a time that is not theirs is wrong (firm); any other time may be any of them."""
    own = {w for w in reading.words if w.isalpha() and len(w) > 3 and w not in STOPWORDS and w not in _WHEN_WORDS}
    if own - _ELIDED_WORDS or reading.own_entities() or not reading.unit.prev:
        return [], False
    before = _tokens(reading.unit.prev) - _LOG - _WHEN_WORDS
    events = [f for f in index.tfacts if f.attr == "event"]
    # an address or a version tells a line as well as two words do
    shared = {id(f): sum(2 if "." in w else 1 for w in before & _tokens(f.text)) for f in events}
    most = max(shared.values(), default=0)
    found = [f for f in events if most and shared[id(f)] == most]
    rare = most == 1 and len(found) <= len(events) // 2 and \
        len(next(iter(before & _tokens(found[0].text)))) >= 6
    if most < 2 and not rare:
        return [], False
    found.sort(key=lambda f: f.when)
    # a cut log may hold later (or earlier) lines than those read: then the last one read is not the latest
    whole = {lst.eid for lst in index.listings.get("log_entries", ()) if lst.complete}
    firm = all(f.eid in whole for f in found)
    if reading.wordset & {"latest", "last", "recent", "newest"}:
        return [f for f in found if f.when == found[-1].when], firm
    if reading.wordset & {"first", "earliest", "oldest"}:
        return [f for f in found if f.when == found[0].when], firm
    return found, False


@lru_cache(maxsize=16384)
def _tokens(text: str) -> frozenset[str]:
    """A text's telling words: "back-off" and "BackOff" are one word, an address or a version stays whole."""
    low = re.sub(r"(?<=[a-z])-(?=[a-z])", "", text.lower())
    return frozenset(w for w in re.findall(r"[a-z0-9](?:[a-z0-9.]*[a-z0-9])?", low)
                     if (len(w) > 3 or "." in w) and w not in STOPWORDS and not w.isdigit())


# what a clause timing the event before says besides its time ("the latest at 22:38", "again at 11:29")
_ELIDED_WORDS = frozenset({"latest", "last", "first", "again", "once", "most", "recent", "recently", "another",
                           "next", "then", "time", "times", "earliest", "newest", "oldest", "previous"})


def _logged_then(reading: Reading, index: FactIndex, value: Value) -> bool:
    """Is there a log line at the stated time that shares a word with the clause ("k3s marked it unresponsive
    at 08:41" and "Node is unresponsive ..." at 08:41:12)? Then the time may well be right and the clause bound
    to another record: it is not contradicted."""
    said = {w for w in _WORD_RE.findall(reading.low) if len(w) > 3 and w not in STOPWORDS and w not in _WHEN_WORDS
            and not w.isdigit()}
    return any(f.attr == "event" and said & _line_words(f.text)[0] and _matches(value, f.when, index.now)[0]
               for f in index.tfacts)


_RESTART_VERBS = frozenset({"restarted", "started", "rebooted", "booted", "relaunched", "respawned", "reloaded"}) | \
    _START_VERBS


def _restart_times(reading: Reading, index: FactIndex, value: Value, cands: list[TFact]) -> list[TFact] | None:
    """"It was restarted at 18:52, right after the upgrade": a time whose own verb is a start is the thing's
    start, not the time of the package change the clause also names. Returns the start times of the things
    in question (maybe none), or None when the time is not a start's or no package change was chosen."""
    if not cands or not all(f.attr in ("install", "upgrade", "remove") for f in cands):
        return None
    before = {t.low for t in [t for t in reading.toks if t.end <= value.start][-4:]}
    if not before & _RESTART_VERBS or before & _PKG:
        return None
    scope = {id(e) for e in reading.scope()}
    return [f for f in index.tfacts if f.attr in ("since", "started") and f.entity is not None and id(f.entity) in scope]


def _day_and_clock(reading: Reading, value: Value) -> Value | None:
    """The other half of a day said with its clock ("Nov 23, 02:05", "Nov 23 at 02:05", "02:05 on Nov 23"):
    the two are one moment. A clock whose day matches every record in question is that record's clock,
    right or wrong ("Nov 23, 02:05" for an event at 01:05 on Nov 23 is a wrong clock, not another event)."""
    want = {"date": "time", "time": "date"}.get(value.kind)
    for other in reading.values:
        if other.kind != want:
            continue
        between = reading.text[min(other.end, value.end):max(other.start, value.start)]
        if re.fullmatch(r"[\s,*_`]*(?:at|on)?[\s,*_`]*", between, re.I):
            return other
    return None


_WORD_RE = re.compile(r"[a-z0-9]+")
_OWN_TIMES = ("install", "upgrade", "remove", "since", "started", "created", "boot")
# words that say when, not what: they never tie a time to a record
_WHEN_WORDS = frozenset("""at on since ago about around roughly approximately until today yesterday morning evening
afternoon night tonight last first latest again time times minute minutes hour hours day days week weeks utc
earlier later just then""".split())


def any_timestamp(reading: Reading, index: FactIndex, value: Value) -> Hit | None:
    """The last resort for a stated time: any timestamp the evidence carries that matches it at the precision
    stated, if the record it belongs to is what the clause talks about — a thing it names (or inherits), or,
    when it names none, an event whose own words the clause repeats. It only ever verifies (a time that
    matches nothing stays unsupported), and never a negation or a claim over all records."""
    if reading.negated or reading.quantifier:
        return None
    scope = reading.scope()
    names = {n for e in scope for n in e.names if len(n) > 1}
    said = {w for w in _WORD_RE.findall(reading.low) if len(w) > 2 and w not in STOPWORDS and w not in _WHEN_WORDS
            and not w.isdigit()}
    if reading.unit.cell:
        said |= {w for w in reading.context_words if len(w) > 2 and w not in STOPWORDS and w not in _WHEN_WORDS}
    if not said and not names:
        return None
    # words of the evidence's records: a clause word that names some record must name the one matched
    record_words = {id(f): _own_words(f) for f in index.tfacts}
    known = set().union(*record_words.values()) if record_words else set()
    tied = []
    for fact in index.tfacts:
        if fact.attr == "snapshot":
            continue
        own = record_words[id(fact)]
        if scope:
            # the clause is about named things: only their own times, or events that name them
            # (a log line is its unit's record too, but a time tied to it only by the unit says nothing of
            # what the line tells: such lines count when their text names the thing, as any line does)
            ok = (fact.entity is not None and fact.attr != "event" and any(fact.entity is e for e in scope)) or any(
                re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", fact.text.lower()) for n in names)
        else:
            ok = (bool(said & own) or (not reading.unknown and bool(said & set(fact.words)))) and \
                not (said & known) - own
        if ok:
            tied.append(fact)
    found = [f for f in tied if _matches(value, f.when, index.now, f.slack)[0]]
    if not found:
        # the thing's own single timestamp says otherwise ("| Oct 31 | sudo ... |", sudo's one upgrade on Nov 1)
        # (only a thing the clause itself names, and a time of the kind it states: a package change or not)
        pkg = bool((set(reading.words) | reading.context_words) & _PKG) or \
            all(e.kind == "package" for e in reading.own_entities())
        own = [f for f in tied if f.attr in _OWN_TIMES and (f.attr in ("install", "upgrade", "remove")) == pkg]
        named = bool(reading.own_entities()) or bool(own) and not scope and \
            (own[0].text.lower() in said or own[0].entity is not None and bool(set(own[0].entity.names) & said))
        if named and len(own) == 1 and len(tied) == 1 and _matches(value, own[0].when, index.now, own[0].slack)[1]:
            fact = own[0]
            return Hit(False, fact.eid, None, f"{_who(fact)}{fact.attr} at {fact.when.isoformat()}")
        return None
    words = set(reading.words)
    if words & {"last", "latest", "recent", "newest"}:   # "the last restart at 16:15": only the latest one
        found = [f for f in found if f.when >= max(t.when for t in tied) - timedelta(seconds=60)]
    elif words & {"first", "earliest", "oldest"}:
        found = [f for f in found if f.when <= min(t.when for t in tied) + timedelta(seconds=60)]
    if not found:
        return None
    fact = found[0]
    return Hit(True, fact.eid, None, f"{_who(fact)}{fact.attr} at {fact.when.isoformat()}")


def _own_words(fact: TFact) -> set[str]:
    own = {w for w in _WORD_RE.findall(fact.text.lower()) if not w.isdigit()}
    if fact.entity is not None:
        own |= {w for n in fact.entity.names for w in _WORD_RE.findall(n)}
    return own


def _near_events(reading: Reading, index: FactIndex, value: Value) -> list[TFact] | None:
    """Log events that name a word said just before this time ("VS Code (PID 7001) at 09:40")."""
    before = [t.low for t in reading.toks if t.end <= value.start][-5:]
    words = [w for w in before if len(w) > 2 and w not in STOPWORDS and not w.isdigit()]
    prev_value_end = max((v.end for v in reading.values if v.end <= value.start and v.kind in _TIME_KINDS), default=0)
    words = [t.low for t in reading.toks if prev_value_end <= t.start and t.end <= value.start and t.low in words]
    found = [f for f in index.tfacts if f.attr == "event" and
             any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", f.text.lower()) for w in words)]
    return found or None


def _who(fact: TFact) -> str:
    if fact.entity is not None:
        return f"{fact.entity.name} "
    return f"{fact.text[:40]} " if fact.text else ""


def time_agrees(reading: Reading, index: FactIndex, entry: dict) -> bool:
    """A clock time or date the claim states must fit the log line's own time (if the line has one)."""
    when = parse_time(entry["time"]) if isinstance(entry.get("time"), str) else None
    stated = [v for v in reading.values if v.kind in _TIME_KINDS]
    return when is None or not stated or any(_matches(v, when, index.now)[0] for v in stated)


def within(when: datetime, now: datetime | None, minutes: float) -> bool:
    return now is not None and now - when <= timedelta(minutes=minutes)
