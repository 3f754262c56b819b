"""Package history claims: "nginx was upgraded from 1.22 to 1.24", "zfs-dkms was downgraded", "the upgrade to
15.6". The event is found by package name (or by its version), then its action, versions and direction
are compared; a complete history that covers the claim's window contradicts an event it does not hold.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.lexicon import COUNT_NOUNS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.counts import scope_covers
from reos_desktop.certainty.matchers.package_negations import check_not_done, said_not_done
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.names import same_version
from reos_desktop.versions import compare_versions

_EVENT_RE = re.compile(r"\b(?:was|were|got|been|has|have|had)\s+(?:\w+\s+)?(upgraded|updated|installed|removed|"
                       r"uninstalled|downgraded|purged)\b|\b(upgraded|updated|installed|removed|downgraded)\s+"
                       r"(?:(?:from|to|on|at|yesterday|today|this|last|earlier|recently)\b|\d)|"
                       r"\b(went|moved|jumped|bumped|changed|rose)\s+(?:up\s+)?from\s+v?\d|"
                       r"v?\d[\w.+~:-]*\s*(→|->|=>)\s*v?\d|"
                       # "- rspamd from 3.8.1 to 3.8.4" under "These packages were updated:": the change, verbless
                       r"^[`*'\"]*[a-z][\w.+-]*[`*'\"]*:?\s+(from)\s+v?\d[\w.+~:-]*\s+to\s+v?\d|"
                       # active voice, "dnf upgraded nginx from 1.24 to 1.26", "apt bumped redis to 7.2.7": the
                       # package sits between the verb and its versions
                       r"\b(upgraded|updated|downgraded|bumped)\s+(?:the\s+)?[\w.+:-]+(?:\s+package)?\s+"
                       r"(?:from|to)\s+v?\d|"
                       # "docker went to 28.0.1 in the same upgrade": a version (two dotted parts) reached
                       r"\b(went|moved|jumped)\s+(?:up\s+)?to\s+v?\d+(?::\d+)?\.\d|"
                       # "You also upgraded firefox", "dnf removed openvpn": who did it, the verb, one package
                       r"\b(?:you|apt|apt-get|dnf|yum|pacman|zypper|unattended-upgrades|packagekit|someone)\s+"
                       r"(?:also\s+|then\s+|just\s+|later\s+)?(upgraded|updated|installed|removed|uninstalled|"
                       r"downgraded|purged)\s+(?=[`*'\"]*[a-z][\w.+-]*[`*'\"]*(?:\s+(?:today|yesterday|too|again|as\s+well))?"
                       r"\W*$)", re.I)
_ACTION = {"upgraded": "upgrade", "updated": "upgrade", "downgraded": "upgrade", "installed": "install",
           "removed": "remove", "uninstalled": "remove", "purged": "remove", "went": "upgrade", "moved": "upgrade",
           "jumped": "upgrade", "bumped": "upgrade", "changed": "upgrade", "rose": "upgrade", "from": "upgrade", "→": "upgrade",
           "->": "upgrade", "=>": "upgrade"}


_NOUN_EVENT_RE = re.compile(r"\b(?:the\s+)?(upgrade|update|installation|install|removal)\s+(?:of\s+[\w.+-]+\s+)?"
                            r"(?:to|of)\s+v?\d", re.I)
_NOUN_ACTION = {"upgrade": "upgrade", "update": "upgrade", "installation": "install", "install": "install",
                "removal": "remove"}


# calendar words name a time, never a package ("On Friday, apt upgraded 4 packages")
_CALENDAR_RE = re.compile(r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|"
                          r"apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|"
                          r"dec(?:ember)?|today|yesterday|tonight|weekend")


# "upgraded to version 133": a bare number is a version when the word says so
_VERSION_WORD_RE = re.compile(r"\bversion\s+v?$", re.I)


def check_package_events(reading: Reading, index: FactIndex) -> list[Verdict]:
    if re.match(r"\s*(?:nothing|no\s+(?:new\s+)?(?:packages?|updates?|upgrades?)|none)\b", reading.low):
        return []   # "Nothing new was installed": a claim over the whole history (negation.py)
    m = _EVENT_RE.search(reading.text)
    noun = None if m else _NOUN_EVENT_RE.search(reading.text)
    lists = index.listings.get("package_events", [])
    if not (m or noun) or not lists:
        return []
    verb = next(g for g in m.groups() if g).lower() if m else noun.group(1).lower()
    action = _ACTION[verb] if m else _NOUN_ACTION[verb]
    # the history records a downgrade as an upgrade to a lower version: the direction is in the versions
    direction = -1 if verb == "downgraded" else 1 if verb in ("upgraded", "upgrade") else 0
    named = [m2 for m2 in reading.mentions if not m2.inherited and any(e.kind == "package" for e in m2.entities)]
    if not named and any(v.kind == "count" and COUNT_NOUNS.get(v.noun or "") in ("packages", "package_events")
                         for v in reading.values):
        return []   # "apt upgraded 4 packages": a count of events names no package (counts.py counts them)
    names = [m2.word for m2 in named] or [t.low for t in reading.unknown if t.low not in _NOUN_ACTION and
                                          not _CALENDAR_RE.fullmatch(t.low)]
    guessed: set[str] = set()
    if not names and m:
        # "kernel upgraded to ...": the word before the verb names the package, even an ordinary word
        before = [w for w in re.findall(r"[\w.+-]+", reading.text[:m.start()].lower())
                  if w not in ("was", "were", "got", "been", "has", "have", "had", "the", "a", "an", "it", "its",
                               "they", "this", "that") and not re.match(r"^v?\d", w)]
        # "Four packages were upgraded": a counted kind of thing is no package's name (counts.py counts it)
        names = [w for w in before[-1:] if w not in COUNT_NOUNS]
        guessed = set(names)
    if not names:
        names = [m2.word for m2 in reading.mentions if m2.inherited and any(e.kind == "package" for e in m2.entities)]
    if not names:
        names = [""]   # "the upgrade to 15.6": find the event by its version
    if m and said_not_done(reading, m.end()):
        # "pgbouncer has not been updated": only a package the clause names for sure (not a word guessed as one)
        sure = [m2.word for m2 in reading.mentions if any(e.kind == "package" for e in m2.entities)]
        return check_not_done(reading, index, lists, [n for n in names if n in sure], action)
    # "linux-image-6.1.0-31": a version glued to a name is part of the package's name, not its version
    versions = [v for v in reading.values if reading.value_free(v) and not _in_name(reading.text, v) and
                (v.kind in ("version", "decimal") or v.kind == "number" and _VERSION_WORD_RE.search(reading.text[:v.start]))]
    # "was installed", "got removed": the event, not the state now, is what the claim says
    reading.used_states.update(i for i, st in enumerate(reading.states) if st.state in ("installed", "absent", "present"))
    from_value = next((v for v in versions if re.search(r"from\s*(?:version\s+|v)?$", reading.text[:v.start]) or
                       # "6.11.9.arch1-1 → ...": the version read may stop before its token's release suffix
                       re.match(r"[\w.+~:]*(?:-[\w.+~]+)?\s*(?:→|->|=>)", reading.text[v.end:])), None)
    to_value = next((v for v in versions if re.search(r"(?:\bto|→|->|=>)\s*(?:version\s+|v)?$", reading.text[:v.start])),
                    None)
    if to_value is None:
        # "565.57.01 was installed", "upgraded 5.79": a version of the event itself; "You're on 6.12.1, upgraded
        # from 6.11.9" states the version now, which the version matcher reads
        right_before = [v for v in versions if m and 0 <= m.start() - v.end <= 2]   # "565.57.01 was installed"
        later = right_before or [v for v in versions if v is not from_value and (v.start >= m.start() if m else True)]
        to_value = later[0] if later else (next((v for v in versions if v is not from_value), None)
                                           if action == "install" else None)
    for v in (from_value, to_value):
        if v is not None:
            reading.take(v)
    from_v = from_value.text if from_value is not None else None
    to_v = to_value.text if to_value is not None else None
    if action == "remove" and to_v and not from_v:
        from_v, to_v = to_v, None   # "man-db 2.11.2-2 was removed": the version that was there
    out = []
    starts = _name_starts(reading, named)
    for name in names[:3]:
        if len(starts) > 1 and name in starts and _own_action(reading.text, starts, name) not in (None, action):
            continue   # "skypeforlinux was removed ..., two minutes before Zoom was installed": Zoom's own verb
        if len(starts) > 1 and name in starts and not _versions_after(starts, name, from_value, to_value):
            # "docker-ce 5:26.1.4 → 5:27.5.1 (the compose plugin was upgraded too)": the versions are the
            # other package's; of this one only the action is said
            from_v = to_v = None
        else:
            from_v = from_value.text if from_value is not None else None
            to_v = to_value.text if to_value is not None else None
            if action == "remove" and to_v and not from_v:
                from_v, to_v = to_v, None
        if not name and not to_v:
            continue   # neither a name nor a version to find the event by ("Four packages were upgraded": counts.py)
        wanted = aliases(name) if name else set()
        events = [(lst, e) for lst in lists for e in lst.members
                  if ((aliases(str(e.get("package"))) & wanted) if name else
                      (to_v and same_version(str(e.get("to_version") or ""), to_v)))]
        if not name and not events:
            out.append(unknown(f"no {action} to {to_v} in the package history"))
            continue
        # an upgrade installs the new version: "565.57.01 was installed" agrees with an upgrade to it
        actions = {action, "upgrade"} if action == "install" and to_v else {action}
        same = [(lst, e) for lst, e in events if e.get("action") in actions]
        if same:
            hits = []
            for lst, e in same:
                ok = (not from_v or same_version(str(e.get("from_version") or ""), from_v)) and \
                     (not to_v or same_version(str(e.get("to_version") or ""), to_v) or
                      _names_version(str(e.get("package") or ""), to_v)) and \
                     _direction_agrees(e, direction)
                hits.append(Hit(ok, lst.eid, None, f"{e.get('package')} {e.get('action')} "
                                                   f"{e.get('from_version') or ''}->{e.get('to_version') or ''} at {e.get('time')}"))
            by_version = [(lst, e) for lst in lists for e in lst.members if to_v and from_v and
                          same_version(str(e.get("to_version") or ""), to_v) and
                          same_version(str(e.get("from_version") or ""), from_v)]
            if not any(h.ok for h in hits) and not named and by_version:
                # "..., together with the kernel (6.11.9 → 6.12.1)": the name came from the clause before
                lst, e = by_version[0]
                hits = [Hit(True, lst.eid, None, f"{e.get('package')} {e.get('action')} "
                                                 f"{e.get('from_version')}->{e.get('to_version')}")]
            out.extend(_at_wrong_end(decide(index, [h for h in hits if h.ok] or hits), same, from_v, to_v,
                                     from_value, to_value))
            continue
        by_version = [(lst, e) for lst in lists for e in lst.members
                      if to_v and same_version(str(e.get("to_version") or ""), to_v) and
                      (not from_v or same_version(str(e.get("from_version") or ""), from_v))]
        if not events and by_version and not named:
            # "the kernel went from 6.11.5 to 6.11.8": a name the history spells otherwise, found by its versions
            lst, e = by_version[0]
            out.append(decide(index, [Hit(True, lst.eid, None, f"{e.get('package')} {e.get('action')} "
                                                               f"{e.get('from_version') or ''}->{e.get('to_version')}")]))
            continue
        complete = [lst for lst in lists if lst.complete and scope_covers(lst, reading, index)]
        if complete and name not in guessed:
            # only a package the claim names for sure (or whose other events the history holds) is missing from
            # a complete history; a word guessed as the name ("Nothing new was installed") proves nothing
            shown = "; ".join(f"{e.get('action')} at {e.get('time')}" for _, e in events[:2]) or "no events"
            out.append(decide(index, [Hit(False, lst.eid, None, f"history for {name}: {shown}") for lst in complete]))
        else:
            out.append(unknown(f"no {action} of {name} in the package history"))
    out.extend(_other_events(reading, index, lists))
    return [v for v in out if v is not None]


_VERB_RE = re.compile(r"\b(upgraded|updated|installed|removed|uninstalled|downgraded|purged)\b", re.I)


def _at_wrong_end(verdict: Verdict | None, same: list, from_v, to_v, from_value, to_value) -> list:
    """"upgraded to 16.8 from 16.4" when the upgrade was 16.6 -> 16.8: the end that agrees is verified where it
    stands and only the wrong end is wrong (pinpoint.py marks it alone)."""
    if verdict is None or verdict.outcome != "contradicted" or len(same) != 1:
        return [verdict]
    event = same[0][1]
    if to_v and not from_v and to_value is not None and \
            not same_version(str(event.get("to_version") or ""), to_v):
        # "podman was upgraded too (to version 4.4)": the upgrade happened; only the version is wrong
        held = replace(verdict, outcome="verified", at=None,
                       reason=f"{event.get('package')} {event.get('action')} at {event.get('time')}")
        return [held, replace(verdict, at=(to_value.start, to_value.end))]
    if not (from_v and to_v):
        return [verdict]
    from_ok = same_version(str(event.get("from_version") or ""), from_v)
    to_ok = same_version(str(event.get("to_version") or ""), to_v)
    if from_ok == to_ok:
        return [verdict]
    right, wrong = (to_value, from_value) if to_ok else (from_value, to_value)
    held = replace(verdict, outcome="verified", at=(right.start, right.end),
                   reason=f"{event.get('package')} {event.get('action')} {'to' if to_ok else 'from'} {right.text}")
    return [held, replace(verdict, at=(wrong.start, wrong.end))]


def _own_action(text: str, starts: dict[str, int], name: str) -> str | None:
    """The action of the verb written after this name and before the next name, if any."""
    start = starts[name]
    following = min((s for s in starts.values() if s > start), default=len(text))
    m = _VERB_RE.search(text, start, following)
    return _ACTION[m.group(1).lower()] if m else None


def _name_starts(reading: Reading, named: list) -> dict[str, int]:
    return {m2.word: m2.start for m2 in named if m2.start >= 0}


def _versions_after(starts: dict[str, int], name: str, *values) -> bool:
    """Are the claim's versions written after this name and before the next one (so they are its own)?"""
    start = starts[name]
    following = min((s for s in starts.values() if s > start), default=10 ** 9)
    first = min(starts.values())
    return any(v is not None and (start <= v.start < following or (start == first and v.start < start))
               for v in values)


def _other_events(reading: Reading, index: FactIndex, lists: list) -> list[Verdict]:
    """"565.57.01 was installed, together with kernel 6.11.8": a version after another package's name is
    that package's part of the same change."""
    out = []
    for v in reading.values:
        if v.kind not in ("version", "decimal") or not reading.value_free(v):
            continue
        word = re.findall(r"[\w.+-]+", reading.low[:v.start])[-1:]
        if not word:
            continue
        events = [(lst, e) for lst in lists for e in lst.members if word[0] in aliases(str(e.get("package")))]
        if events:
            reading.take(v)
            hits = [Hit(same_version(str(e.get("to_version") or ""), v.text), lst.eid, None,
                        f"{e.get('package')} {e.get('action')} ->{e.get('to_version')}") for lst, e in events]
            if not any(h.ok for h in hits) and any(same_version(str(e.get("from_version") or ""), v.text)
                                                   for _, e in events):
                # the version it had before the change: the old side of that very event, never a wrong new one
                out.append(unknown(f"{v.text} is the version {word[0]} had before its change"))
                continue
            out.append(decide(index, [h for h in hits if h.ok] or hits))
    return out


def _in_name(text: str, value) -> bool:
    return bool(re.search(r"[A-Za-z][\w.+]*-$", text[:value.start]))


def _names_version(package: str, stated: str) -> bool:
    """"A new kernel, 6.11.0-19-generic, was installed": the version the package's own name carries
    (linux-image-6.11.0-19-generic) names the event as well as its version does."""
    stated = stated.strip().lstrip("vV")
    return len(stated) > 3 and bool(re.search(rf"(?<![\w.]){re.escape(stated)}(?![\w.])", package))


def _direction_agrees(event: dict, direction: int) -> bool:
    """"was downgraded" needs the new version below the old one; "was upgraded" not below it."""
    old, new = event.get("from_version"), event.get("to_version")
    if not direction or not old or not new:
        return True
    try:
        order = compare_versions(str(new), str(old))
    except Exception:   # noqa: BLE001 - an unparsable version says nothing about the direction
        return True
    return order < 0 if direction < 0 else order >= 0
