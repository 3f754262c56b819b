"""Counts of events: "Four packages were upgraded on Monday", "apt removed two packages yesterday",
"three services restarted overnight".

A count whose verb is an event (upgraded, installed, removed, changed, restarted ...) counts those events, never
the members a listing holds now: "Four packages were upgraded" is not a claim about how many packages are
installed. Package events are counted from the package history, inside the time the claim names (a date, a
weekday, a clock time, "this week", a part of the day); other kinds of events stay unsupported here.
A count is contradicted only when the history is complete for that time and every event can be placed in or
out of it; an event that may or may not be meant (at the edge of a loose time, an action the verb may or may
not name) leaves a count between the sure and the possible number unsupported.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value
from reos_desktop.evidence.canonical import parse_time

# verb -> the package history actions it names for sure, and None for "any change"
_PACKAGE_ACTIONS = {"upgraded": {"upgrade"}, "updated": {"upgrade"}, "bumped": {"upgrade"},
                    "downgraded": {"downgrade"}, "installed": {"install"}, "reinstalled": {"reinstall"},
                    "removed": {"remove", "purge"}, "uninstalled": {"remove", "purge"}, "purged": {"purge"},
                    "changed": None, "touched": None}
_KNOWN_ACTIONS = {"upgrade", "downgrade", "install", "reinstall", "remove", "purge"}
# event verbs for members that are not packages (a state like "failed" or "running" is not one)
_OTHER_VERBS = r"restarted|reloaded|rebooted|replaced|added|deleted|created|modified|rotated"
_PKG_VERBS = "|".join(sorted(_PACKAGE_ACTIONS, key=len, reverse=True))
_AUX = r"(?:(?:were|was|got|have|has|had|been|being|all|both|just|also|then|successfully|automatically|" \
       r"actually|only|each|since)\s+)*"
_AFTER_RE = re.compile(r"^\s*(?:\([^)]*\)\s*)?(?:\*\*|`)?\s*(" + _AUX + r")(" + _PKG_VERBS + "|" + _OTHER_VERBS + r")\b")
_BEFORE_RE = re.compile(r"\b(" + _PKG_VERBS + "|" + _OTHER_VERBS + r")\s+(?:the\s+|another\s+|only\s+|just\s+|"
                        r"a\s+total\s+of\s+|all\s+)?$")
# nouns of package events said after the count's noun ("5 package changes", "two package updates")
_EVENT_NOUNS = {"changes": "changed", "change": "changed", "updates": "updated", "update": "updated",
                "upgrades": "upgraded", "upgrade": "upgraded", "installs": "installed", "installations": "installed",
                "removals": "removed", "events": "changed", "operations": "changed", "transactions": "changed"}
_EVENT_NOUN_RE = re.compile(r"^\s*(" + "|".join(_EVENT_NOUNS) + r")\b")
_TIME_TAIL_RE = re.compile(r"^\s*(?:on|at|during|yesterday|today|tonight|overnight|this|last|earlier|since|in\s+the|"
                           r"over|between|around|about)\b")
# members whose listing is what they are now; a file listing is already of changes (files changed since ...)
_EVENTFUL = frozenset({"packages", "services", "containers", "processes", "users", "groups", "pods", "deployments",
                       "nodes", "interfaces", "filesystems"})
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_WEEKDAY_RE = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b")
# parts of a day, as (sure hours, possible hours) on the machine's clock
_PARTS = {"morning": ((6, 12), (4, 13)), "afternoon": ((12, 17), (11, 19)), "evening": ((17, 22), (15, 24)),
          "night": ((21, 24), (18, 24)), "overnight": ((0, 6), (0, 9))}
_VAGUE_RE = re.compile(r"\b(?:weekend|(?<!the\s)last\s+week|last\s+month|earlier\s+this\s+month|this\s+month|the\s+other\s+day|"
                       r"a\s+few\s+days\s+ago|recently|lately)\b")


def event_verb(reading: Reading, value: Value, cls: str) -> str | None:
    """The event verb a count is the subject or object of ("Four packages were upgraded", "apt removed two
    packages"), or None when the count is of members ("1,842 packages are installed")."""
    if cls not in _EVENTFUL:
        return None
    end = value.extra.get("noun_end") or value.end
    after = _AFTER_RE.match(reading.low[end:end + 60])
    verb = None
    if after:
        verb = after.group(2)
        if verb == "installed" and not re.search(r"\b(?:were|was|got|been)\b", after.group(1)) and \
                not _TIME_TAIL_RE.match(reading.low[end + after.end():]):
            verb = None   # "1,842 packages installed": the installed total, a state
    if verb is None and cls == "packages":
        noun = _EVENT_NOUN_RE.match(reading.low[end:end + 30])
        verb = _EVENT_NOUNS[noun.group(1)] if noun else None   # "5 package changes": changed packages
    if verb is None:
        before = _BEFORE_RE.search(reading.low[max(0, value.start - 40):value.start])
        verb = before.group(1) if before else None
    if verb is None:
        return None
    if cls in ("pods", "containers") and verb == "restarted":
        return None   # a pod's restart count is a member's attribute, counted by the member test
    return verb


def count_events(reading: Reading, index: FactIndex, value: Value, cls: str, verb: str,
                 per_event: bool = False) -> Verdict:
    """Count the packages the history shows `verb`-ed in the claim's time, or with `per_event` the events
    themselves ("seven package events": a package upgraded twice is two)."""
    said = f"{value.text} {value.noun} {verb}"
    lists = index.listings.get("package_events", []) if cls == "packages" else []
    if not lists:
        return unknown(f"{said}: events, not the {cls} listed now; no record of them to count")
    if verb not in _PACKAGE_ACTIONS or value.approx:
        return unknown(f"{said}: the package history does not count this")
    wanted = _PACKAGE_ACTIONS[verb]
    now = index.now
    tz = now.tzinfo if now is not None and now.tzinfo else timezone.utc
    placers, vague = _time_tests(reading, now, tz)
    for v in reading.values:   # "in two weeks" is the window counted in, not a duration to find
        if v.kind == "duration" and _WINDOW_BEFORE_RE.search(reading.low[max(0, v.start - 24):v.start]):
            reading.take(v)
    sure, possible, eids, complete = set(), set(), [], True
    sure_times = []
    for lst in lists:
        eids.append(lst.eid)
        days = lst.scope.get("since_days")
        complete = complete and lst.complete and not _before_window(placers, now, days)
        for ev in lst.members:
            when = parse_time(ev.get("time")) if isinstance(ev.get("time"), str) else None
            action = str(ev.get("action") or "").lower()
            if wanted is None:
                act_sure, act_maybe = bool(action), bool(action)
            else:
                act_sure = action in wanted
                act_maybe = act_sure or action not in _KNOWN_ACTIONS
            if not act_maybe:
                continue
            if when is None:
                in_sure, in_maybe = not placers, True
            else:
                results = [test(when.astimezone(tz)) for test in placers]
                in_sure = all(ok for ok, _ in results)
                in_maybe = not any(wrong for _, wrong in results)
            name = str(ev.get("package"))
            if per_event:
                name = (name, action, str(ev.get("time")), str(ev.get("to_version")))
            if act_sure and in_sure:
                sure.add(name)
                sure_times.append(when)
            if in_maybe:
                possible.add(name)
    claimed = int(value.value)
    detail = f"{len(sure)} {'package events' if per_event else 'packages ' + verb} in that time in the history"
    if len(possible) != len(sure):
        detail += f" ({len(possible)} possibly)"
    if claimed == len(sure) == len(possible) and not vague:
        return decide(index, [Hit(True, e, None, detail) for e in eids])
    if claimed < len(sure) and not vague and (placers or _scope_holds_all(reading, index, sure_times, tz)):
        # with no time of its own, the clause may be narrowed by a rider, a heading or the question ("In total 5
        # packages changed | today"): fewer than the whole history holds is shown false only when the question
        # and heading name no time, or one every counted event falls in
        return decide(index, [Hit(False, e, None, detail) for e in eids])
    if claimed > len(possible) and complete and not vague:
        return decide(index, [Hit(False, e, None, detail) for e in eids])
    return unknown(f"{said}: {detail}", *eids)


def _time_tests(reading: Reading, now: datetime | None, tz):
    """The tests for the time a clause names, in its words and its values."""
    return time_tests_of(reading.low, reading.values, now, tz)


def time_tests_of(low: str, values: list[Value], now: datetime | None, tz):
    """Tests that place an event in or out of the time the claim names: each gives (surely in, surely out)."""
    from reos_desktop.certainty.matchers.times import _matches

    tests = []
    for v in values:
        if v.kind in ("date", "time", "datetime", "ago"):
            tests.append(lambda when, v=v: _matches(v, when, now))
    vague = bool(_VAGUE_RE.search(low))
    if now is not None:
        today = now.astimezone(tz).date()
        for m in _WEEKDAY_RE.finditer(low):
            back = (today.weekday() - _WEEKDAYS.index(m.group(1))) % 7
            if re.search(r"\blast\s+$", low[max(0, m.start() - 6):m.start()]) and back == 0:
                back = 7
            day = today - timedelta(days=back)
            tests.append(lambda when, day=day: (when.date() == day, when.date() != day))
        if re.search(r"\bthis\s+week\b", low):
            start = today - timedelta(days=today.weekday())
            tests.append(lambda when, start=start: (when.date() >= start, when.date() < start))
        # "in the last 3 days", "over the past week", "4 package changes in two weeks"
        m = re.search(r"\b(?:(?:last|past|previous)\s+(\d+|two|three|four|five|six|seven)?|(?:in|over|within)\s+(?:the\s+)?"
                      r"(?:last\s+|past\s+)?(\d+|two|three|four|five|six|seven))\s*(hour|day|week)s?\b", low)
        if m:
            word = m.group(1) or m.group(2) or "1"
            n = int(word) if word.isdigit() else {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}[word]
            span = timedelta(hours=n) if m.group(3) == "hour" else timedelta(days=n * (7 if m.group(3) == "week" else 1))
            tests.append(lambda when, s=now - span: (when >= s, when < s - timedelta(hours=1)))
    for part, (sure, maybe) in _PARTS.items():
        if re.search(rf"\b{part}\b", low):
            tests.append(lambda when, sure=sure, maybe=maybe: (sure[0] <= when.hour < sure[1],
                                                               not maybe[0] <= when.hour < maybe[1]))
    return tests, vague


# a date or a clock time in the question or heading: a scope this matcher cannot place events in from words alone
_DATED_RE = re.compile(r"\d{1,2}:\d{2}|\d{4}-\d{2}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|"
                       r"\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:since|after|before|until|today|yesterday|tonight|ago)\b")


_WINDOW_BEFORE_RE = re.compile(r"\b(?:in|over|within|last|past)\s+(?:the\s+)?(?:last\s+|past\s+)?$")
_TOTAL_RE = re.compile(r"\b(?:in\s+total|total|altogether|overall|all\s+told)\b")
_WEEK_RE = re.compile(r"\b(?:this|past|last)\s+week\b|\blast\s+(?:7|seven)\s+days\b")


_SUMMARY_KEY_RE = re.compile(r"\b(?:summary|in short|overall|recap|tl;?dr|bottom line)\b", re.I)


def _scope_holds_all(reading: Reading, index: FactIndex, times: list, tz) -> bool:
    """A total said with no time of its own ("That's 4 package changes in total") is over what the question and
    the heading ask about. Does that scope hold every event counted? With a question that names no time, it is
    the whole history read; with a weekday, "this week" or "the last 7 days", each counted event must surely fall in it."""
    if reading.unit.rides is not None or reading.unit.ridden or not times or any(t is None for t in times) or \
            not index.question.strip():
        return False   # with no question, what the answer was asked to cover is not known
    scope = f"{index.question} {reading.unit.context}".lower()
    if _DATED_RE.search(scope):
        return False
    summed = _TOTAL_RE.search(reading.low) or _SUMMARY_KEY_RE.search(reading.unit.context)   # "**Summary:** 4 ..."
    if summed and (_VAGUE_RE.search(scope) or _WEEK_RE.search(scope)) and \
            all(lst.complete for lst in index.listings.get("package_events", ())):
        # "That's 5 package changes in total" after "what was updated recently / this week?": the total of
        # the history the answer read for it
        return True
    if _VAGUE_RE.search(scope):
        return False
    tests, _ = time_tests_of(scope, [], index.now, tz)   # no values: dates were ruled out above
    return all(test(when.astimezone(tz))[0] for when in times for test in tests)


def _before_window(tests, now: datetime | None, since_days) -> bool:
    """Could the time the claim names reach back before the history's window? Then the history is not complete
    for it (a weekday more than `since_days` ago)."""
    if now is None or since_days is None:
        return False
    try:
        start = now - timedelta(days=float(since_days))
    except (TypeError, ValueError):
        return False
    probe = start - timedelta(hours=12)
    return bool(tests) and all(not wrong for _, wrong in (t(probe) for t in tests))


# "Nothing was removed", "no packages were upgraded this week", "nothing new was installed in that time": no
# package event of that kind in the time named (a count of zero)
_NOTHING_RE = re.compile(r"^\W*(?:(?:and|but|so|also)\s+)?(nothing|no\s+(?:new\s+|other\s+)?packages?|none)\s+"
                         r"(new\s+|else\s+|other\s+)?(?:was|were|has\s+been|have\s+been|got|had\s+been)\s+"
                         r"(?:(?:newly|actually|since)\s+)?(installed|removed|uninstalled|upgraded|updated|downgraded|"
                         r"changed|purged)\b")


def check_nothing_changed(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _NOTHING_RE.match(reading.low)
    if m is None or not index.listings.get("package_events"):
        return []
    if "other" in m.group(1) or (m.group(2) or "").strip() in ("else", "other"):
        return []   # "nothing else was removed": besides what the answer named, which this clause does not say
    if index.listings.get("files") and "package" not in m.group(1) and m.group(3) == "changed":
        return []   # "nothing was changed" beside a listing of changed files may be about the files
    reading.used_states.update(range(len(reading.states)))   # "removed" is the event counted, not a state now
    zero = Value("count", 0, m.start(1), m.end(1), m.group(1), 1.0, None, "packages")
    verdict = count_events(reading, index, zero, "packages", m.group(3))
    if verdict.outcome == "unknown" and not _time_tests(reading, index.now, timezone.utc)[0]:
        # no time of its own: the history's window is the time the answer speaks of
        lists = [lst for lst in index.listings["package_events"] if lst.complete]
        wanted = _PACKAGE_ACTIONS[m.group(3)]
        found = [ev for lst in lists for ev in lst.members
                 if wanted is None or str(ev.get("action") or "").lower() in wanted]
        if lists and found:
            detail = f"{found[0].get('package')} {found[0].get('action')} at {found[0].get('time')}"
            verdict = decide(index, [Hit(False, lst.eid, None, detail) for lst in lists])
    return [verdict]

