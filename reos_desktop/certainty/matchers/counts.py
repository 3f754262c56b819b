"""Counts: "312 processes", "3 running containers", "2 failed units", "12 cores", "restarted 12 times",
"5 errors in the last hour", "2/3 replicas ready", "3 of 5 containers are running".

A count over a listing is verified or contradicted only when the listing is complete for what is counted
(its arguments cover the states and the time window the claim names); an incomplete listing can still
contradict a count it already exceeds.
"""

from __future__ import annotations

from dataclasses import replace

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Listing, Verdict
from reos_desktop.certainty.lexicon import COUNT_NOUNS, NUMBER_WORDS, STATE_PHRASES
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.kube_filters import kube_filters
from reos_desktop.certainty.matchers.compose_files import compose_services
from reos_desktop.certainty.matchers.connection_counts import count_scoped_connections
from reos_desktop.certainty.matchers.states import state_of
from reos_desktop.certainty.names import aliases, runs_program
from reos_desktop.certainty.matchers.relations import groups_of_account
from reos_desktop.certainty.person_accounts import is_person, logs_in
from reos_desktop.certainty.reading import Reading, State
from reos_desktop.certainty.values import Value

from reos_desktop.certainty.matchers.count_parts import (  # noqa: E402 (after what count_parts needs)
    _cores_of_load, _equal, _fraction, _load_in_cores, _named_subcount, topic_state_count,
)

# count facts named by these nouns (cores, threads, restarts, lines, replicas, packages, process total)
_FACT_NOUNS = {"cores": "cpu_cores", "threads": "cpu_threads", "restarts": "restarts", "lines": "total_lines",
               "replicas": "replicas"}
_ERR_LEVELS = {"0", "1", "2", "3", "emerg", "emergency", "alert", "crit", "critical", "err", "error"}
_WARN_LEVELS = {"4", "warning", "warn"}
_HUMAN = {"human", "regular", "normal", "real", "login", "interactive", "non-system"}
_MEMBER_KIND = {"processes": "process", "containers": "container", "services": "service", "pods": "pod",
                "packages": "package", "users": "user", "groups": "group", "interfaces": "iface",
                "filesystems": "fs", "nodes": "node", "deployments": "deployment", "log_entries": "service",
                "files": "file", "k8s_services": "k8s_service"}


def _window_minutes(reading: Reading) -> float | None:
    m = re.search(r"\b(?:last|past|previous)\s+(\d+)?\s*(minute|hour|day|week)s?\b", reading.low)
    if not m:
        return None
    n = float(m.group(1) or 1)
    return n * {"minute": 1, "hour": 60, "day": 1440, "week": 10080}[m.group(2)]


def log_level_filter(words: set[str]):
    words = set(words) | {part for w in words if "-" in w for part in w.split("-")}   # "warning-level lines"
    if words & {"error", "errors", "err"}:
        return lambda e: str(e.get("priority", "")).lower() in _ERR_LEVELS
    if words & {"critical", "crit"}:
        return lambda e: str(e.get("priority", "")).lower() in {"0", "1", "2", "emerg", "alert", "crit", "critical"}
    if words & {"warning", "warnings", "warn"}:
        return lambda e: str(e.get("priority", "")).lower() in _WARN_LEVELS
    return None


def _grep_asked(grep: str, index: FactIndex) -> bool:
    """"Any NFS errors?" read with grep "nfsd|mountd": the question asks about what the log was searched for."""
    asked = {w for w in re.findall(r"[a-z][\w-]{2,}", index.question.lower()) if w not in ("any", "the", "and", "are")}
    terms = [t.strip() for t in re.split(r"[|,]", grep) if len(t.strip()) >= 3]
    return any(t in asked or any(t.startswith(w) and len(w) >= 3 for w in asked) for t in terms)


def scope_covers(listing: Listing, reading: Reading, index: FactIndex) -> bool:
    """Does the listing's scope cover what the claim talks about (time window, unit, filters)?"""
    if listing.cls == "log_entries":
        grep = str(listing.scope.get("grep") or "").lower()
        if grep and not (aliases(grep) & reading.wordset or grep in reading.low or _grep_asked(grep, index)):
            return False   # a grep-filtered log covers only claims about what it searched for
        window = _window_minutes(reading)
        since = listing.scope.get("since_minutes")
        if window is not None and since is not None and float(since) + 1 < window:
            return False
        priority = str(listing.scope.get("priority") or "").lower()
        if priority and reading.wordset & {"warning", "warnings"} and priority in _ERR_LEVELS:
            return False
        if priority and not reading.wordset & {"error", "errors", "critical", "warning", "warnings"}:
            return False
        unit = listing.scope.get("unit")
        if unit:
            names = {n for e in reading.scope() for n in e.names}
            # the unit the question or the heading is about ("Is postgres healthy?" ... "Three failed logins")
            names |= {w for w in re.findall(r"[\w@.-]+", f"{index.question} {reading.unit.context}".lower())
                      if len(w) > 2}
            if not (aliases(str(unit)) & names):
                return False
    if listing.cls == "package_events":
        window = _window_minutes(reading)
        days = listing.scope.get("since_days")
        if window is not None and days is not None and float(days) * 1440 + 1 < window:
            return False
    return True


_EXPOSED_WORDS = frozenset({"exposed", "exposes", "expose", "outside", "external", "externally", "public", "publicly",
                            "nodeport", "loadbalancer", "reachable"})


def member_matches(member, cls: str, states: list[State], names: set[str], words: set[str]) -> bool | None:
    """Does a listed member satisfy the claim's filters? None when the evidence cannot say."""
    if isinstance(member, Entity):
        if names and not (set(member.names) & names) and not any(
                runs_program(str(member.rec.get("cmdline") or ""), n) for n in names):
            return False
        for st in states:
            answer = state_of(member, st.state)
            if cls == "processes" and st.state in ("running", "active"):
                answer = True
            if member.kind == "pod" and st.state == "failed" and answer:
                # a pod's "Failed" is its phase; a crash-looping container in a Running pod may or may not be meant
                phase = str((member.rec.get("status") or {}).get("phase") or "")
                answer = True if phase.lower() == "failed" else None
            if answer is None:
                return None
            if answer == st.negated:
                return False
        if cls in ("pods", "containers") and words & {"restarted", "restarts", "restart"}:
            if member.kind != "pod":
                return None   # a container listing does not count restarts
            status = member.rec.get("status") if isinstance(member.rec.get("status"), dict) else {}
            restarted = sum(int(c.get("restartCount") or 0) for c in status.get("containerStatuses") or []
                            if isinstance(c, dict)) > 0
            # "both web pods are Running with 0 restarts": the pods that never restarted
            return restarted != ("never" in words or "zero_restarts" in words)
        if member.kind == "k8s_service" and words & _EXPOSED_WORDS:
            # "only one service in clan is exposed outside the cluster": NodePort and LoadBalancer Services
            spec = member.rec.get("spec") if isinstance(member.rec.get("spec"), dict) else {}
            return str(spec.get("type") or "ClusterIP") in ("NodePort", "LoadBalancer") or bool(spec.get("externalIPs"))
        if member.kind in ("pod", "k8s_service") and "in_namespace" in words:
            meta = member.rec.get("metadata") if isinstance(member.rec.get("metadata"), dict) else {}
            if f"namespace:{str(meta.get('namespace') or '').lower()}" not in words:
                return False
        if member.kind == "pod" and "on_nodes" in words:
            spec = member.rec.get("spec") if isinstance(member.rec.get("spec"), dict) else {}
            return str(spec.get("nodeName") or "").lower() in words   # "roke-w1 runs 4 pods"
        if cls == "users" and "shell" in words and words & {"login", "interactive", "real", "valid"}:
            shell = str(member.rec.get("shell") or "")   # "4 accounts have a login shell": root counts too
            return None if not shell else logs_in(shell)
        if cls == "users" and words & _HUMAN:
            return is_person(member.rec, login="login" in words)
        if cls == "processes" and words & {"worker", "workers"}:   # "two workers (20331, 20332)"
            return "worker" in str(member.rec.get("cmdline") or "").lower() or "worker" in member.name.lower()
        return True
    if cls == "log_entries":
        level = log_level_filter(words)
        if level and not level(member):
            return False
        if names and member.get("unit") and not (aliases(str(member["unit"])) & names):
            return False
        return True
    if cls == "package_events":
        for action, keys in (("upgrade", {"upgraded", "upgrades", "upgrade", "updated", "updates", "update"}),
                             ("install", {"installed", "installs", "install", "installation", "installations"}),
                             ("remove", {"removed", "uninstalled", "removal", "removals"}),
                             ("downgrade", {"downgraded", "downgrade", "downgrades"})):
            if words & keys:
                return member.get("action") == action
        return True
    if cls == "connections" and "established" in words:
        return str(member.get("status", "")).lower() == "established"
    if cls == "ports" and len(words & {"tcp", "udp"}) == 1:   # "three TCP ports"
        return str(member.get("proto") or "").lower()[:3] in words
    return True


_LEFT_OUT_RE = re.compile(r"\b(?:besides|except(?:\s+for)?|other\s+than|apart\s+from|excluding|not\s+counting|"
                          r"aside\s+from)\s+[`*\"']*([\w.@-]+)")


def _left_out(reading: Reading) -> set[str]:
    """"three accounts besides root": the members the count leaves out."""
    return {m.group(1).lower() for m in _LEFT_OUT_RE.finditer(reading.low)}


def count_members(index: FactIndex, reading: Reading, cls: str, states: list[State], words: set[str],
                  names: set[str]) -> tuple[int, bool, list[str], bool]:
    """(count, complete, evidence ids, unsure) over the listings of a class."""
    best = None
    for listing in index.listings.get(cls, ()):
        if cls == "containers" and not listing.scope.get("all") and not any(
                s.state in ("running", "active") and not s.negated for s in states):
            complete = False
        else:
            complete = listing.complete and scope_covers(listing, reading, index)
        filtered = (listing.scope or {}).get("name")
        by_name = names
        if filtered and listing.scope.get("item_complete", True) and (
                names and aliases(str(filtered)) & names or
                not names and aliases(str(filtered)) & (reading.wordset | reading.context_words)):
            # "exactly one timeout process" over the processes the tool listed by that name; "Three nginx
            # processes: ... two workers run as nginx" counts among them too; every one the tool found by the
            # name is one of them ("2 make processes": make and the gmake it spawned)
            complete = True
            if all(isinstance(m, Entity) and str(filtered).lower() in f"{m.name} {m.rec.get('cmdline') or ''}".lower()
                   for m in listing.members):
                by_name = set()
        left_out = _left_out(reading)
        if cls == "processes" and not any(isinstance(m, Entity) and "worker" in f"{m.name} {m.rec.get('cmdline') or ''}".lower()
                                          and (not names or set(m.names) & names) for m in listing.members):
            words = words - {"worker", "workers"}   # "two php-fpm workers": the pool's processes, none says worker
        members = [m for m in listing.members if not (isinstance(m, Entity) and left_out & set(m.names))]
        answers = [member_matches(m, cls, states, by_name, words) for m in members]
        count = sum(1 for a in answers if a)
        if cls == "ports" and not words & {"socket", "sockets", "listener", "listeners"}:
            # a port listened on over IPv4 and IPv6, or TCP and UDP, is one port (a count of sockets counts each)
            count = len({m.get("port") for m, a in zip(members, answers) if a})
        unsure = any(a is None for a in answers)
        # a listing that holds the things named beats one that does not ("both CoreDNS pods" are in the
        # all-namespaces listing, not in a complete listing of another namespace); then a complete one
        holds = not names or any(isinstance(m, Entity) and set(m.names) & names for m in listing.members)
        if best is None or (holds, complete) > (best[4], best[1]):
            best = (count, complete, [listing.eid], unsure, holds)
    return best[:4] if best else (0, False, [], True)


def check_counts(reading: Reading, index: FactIndex) -> list[Verdict]:
    out = []
    for value in reading.values:
        verdict = None
        if value.kind == "count" and reading.value_free(value):
            reading.take(value)
            verdict = _count(reading, index, value)
        elif value.kind == "number" and reading.value_free(value) and float(value.value).is_integer():
            verdict = _named_subcount(reading, index, value) or topic_state_count(reading, index, value)
            if verdict is not None:
                reading.take(value)
        elif value.kind == "fraction" and reading.value_free(value):
            verdict = _fraction(reading, index, value)
            if verdict is not None:
                reading.take(value)
        if verdict is not None:   # each verdict judges the one count it took: it stands where that count stands
            out.append(verdict if verdict.at is not None else replace(verdict, at=(value.start, value.end)))
    return out


def _filtered_by_measure(reading: Reading, value: Value) -> bool:
    stop = _clause_stop(reading, value)
    return any(v.kind in ("percent", "bytes", "rate") and value.end < v.start < stop and
               re.search(r"\b(?:above|over|more than|less than|under|below|at least|exceeding)\s*$",
                         reading.low[max(value.end, v.start - 16):v.start]) for v in reading.values)


_WITH_RE = re.compile(r"\b(?:with|whose|having|where|that\s+have|which\s+have)\b")
_BEFORE_RE = re.compile(r"\b(?:above|over|more\s+than|less\s+than|under|below|at\s+least|greater\s+than|higher\s+than|"
                        r"exceeding|>=?|<=?)\s*$")
_AFTER_RE = re.compile(r"\s*(?:or|and)\s+(?:above|more|higher|over|greater|up|below|less|lower|under|fewer)\b")


def _threshold_after(reading: Reading, value: Value):
    """The number a count's members are picked by, said after the noun ("accounts with a UID of 1000 or
    above", "pods with more than 5 restarts"), or None."""
    nxt = min((v for v in reading.values if v.start >= value.end and v.kind in ("number", "count", "uid")),
              key=lambda v: v.start, default=None)
    if nxt is None or nxt.start - value.end > 60:
        return None
    between = reading.low[value.end:nxt.start]
    if "," in between or ";" in between or len(between.split()) > 8 or not _WITH_RE.search(between):
        return None
    if _BEFORE_RE.search(between) or _AFTER_RE.match(reading.low[nxt.end:nxt.end + 16]):
        return nxt
    return None


def _in_parens(text: str, pos: int) -> bool:
    return text.rfind("(", 0, pos) > text.rfind(")", 0, pos)


def _clause_stop(reading: Reading, value: Value) -> int:
    """Where what a count says ends: at the next number, or a list comma starting another count."""
    stop = min((v.start for v in reading.values if v.kind in ("count", "number") and v.start > value.start),
               default=len(reading.text))
    more = re.search(r"[,;:]\s*(?:and\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b",
                     reading.low[value.end:])
    if more:   # "Seven pods in total, one Failed, one Pending": the states belong to the counts after the comma
        stop = min(stop, value.end + more.start())
    return stop


def _clause_states(reading: Reading, value: Value) -> list[State]:
    states = [State(STATE_PHRASES[w], False, -1, -1, w) for w in value.extra.get("filters", []) if w in STATE_PHRASES]
    stop = _clause_stop(reading, value)
    colon = _lead_in_colon(reading, value)
    if colon is not None:   # the states of the items after the colon ("the crashing worker") are theirs, not the count's
        stop = min(stop, colon)
    for i, st in enumerate(reading.states):
        if value.start <= st.start < stop and i not in reading.used_states:
            reading.used_states.add(i)
            states.append(st)
    return states


# a name (with a digit, hyphen or dot, or in backticks) then ", " and more items, and the count closes the list
# "redis-0, api-…9fjds and one svclb-web pod": the count closes a list whose items are names (a digit, hyphen,
# dot or backtick in them); checked in two linear steps, never one nested pattern (that backtracks on long text)
_NAME = r"[\w`'…*.-]*[\d\-.…`][\w`'…*.-]*"
_LIST_END_RE = re.compile(r"(?:,|\band|\bplus)\s+(?:also\s+)?$")
_NAME_COMMA_RE = re.compile(_NAME + r"\s*,")
_NAME_AND_END_RE = re.compile(_NAME + r"\s+(?:and|plus)\s+(?:also\s+)?$")


def _closes_name_list(before: str) -> bool:
    """A name right before the closing "and", or a name and its comma earlier in the same list (no ";" or
    ":" between) with the list closed by ", " / " and " / " plus " just before the count."""
    if _NAME_AND_END_RE.search(before):
        return True
    end = _LIST_END_RE.search(before)
    if end is None:
        return False
    head = before[:end.start()]
    return _NAME_COMMA_RE.search(head[max(head.rfind(";"), head.rfind(":")) + 1:]) is not None


_OTHER_BEFORE_RE = re.compile(r"\b(?:the\s+)?(?:other|remaining|rest\s+of\s+the)\s+$")


def _lead_in_colon(reading: Reading, value: Value) -> int | None:
    """Where the lead-in ends when the claim is an item after a colon and the count stands in the lead-in
    read with it ("stribog — 4 pods: api-…, the crashing worker"), else None."""
    own = reading.unit.text.strip()
    if not own or own in reading.unit.parse[:len(own) + 2]:
        return None
    at = reading.text.find(own[:24])
    colon = reading.text.rfind(":", value.end, at) if at > 0 and value.end <= at else -1
    return colon if colon >= 0 else None


_PACKAGE_MANAGER_RE = re.compile(r"\b(?:package|packaging|dnf|apt|pacman|zypper|dpkg|yum|apk)\b")


_UPDATES_RE = re.compile(r"\b(?:updat|upgrad|packag|install)")


def _about_package_updates(reading: Reading, index: FactIndex) -> bool:
    """"That's 6 changes in total" under "What got updated this week?": the changes are the package history's,
    when that is the only history of changes read."""
    kinds = set(index.listings)
    return "package_events" in kinds and "files" not in kinds and \
        bool(_UPDATES_RE.search(f"{index.question} {reading.unit.context}".lower()))


def _count(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    noun = value.noun or ""
    cls = COUNT_NOUNS.get(noun, noun)
    if cls == "services" and re.search(r"\b(?:defines?|defined|declares?|compose)\b", reading.low):
        composed = compose_services(index)
        if composed is not None:   # "the file defines 6 services": the services of the compose file read
            count, eid = composed
            return decide(index, [Hit(_equal(value, count), eid, None, f"the compose file defines {count} services")])
    if cls == "services" and "k8s_services" in index.listings and not index.listings.get("services"):
        cls = "k8s_services"   # "That's three Services" where the evidence read is the cluster's, not systemd's
    if noun in ("events", "changes", "transactions", "operations") and \
            (_PACKAGE_MANAGER_RE.search(reading.low[value.end:value.extra.get("noun_end") or value.end + 40]) or
             noun == "changes" and _about_package_updates(reading, index)):
        # "seven package events", "five dnf transactions": the history's events, one by one
        from reos_desktop.certainty.matchers.event_counts import count_events

        return count_events(reading, index, value, "packages", "changed", per_event=True)
    if cls in ("cores", "threads") and float(value.value) == 1 and \
            re.search(r"%\s+of\s+(?:a\s+single\s+|a\s+|the\s+)?$", reading.low[max(0, value.start - 20):value.start]):
        return None   # "5.8% of one CPU core": the unit of the percentage, not how many cores there are
    if cls in ("cores", "threads") and _cores_of_load(reading, value):
        return _load_in_cores(reading, index, value)
    if _closes_name_list(reading.low[:value.start]):
        # "redis-0, api-…9fjds and one svclb-web pod": one item of a list of names, not how many there are
        return None
    states = _clause_states(reading, value)
    filters = set(value.extra.get("filters", []))
    if _OTHER_BEFORE_RE.search(reading.low[max(0, value.start - 24):value.start]) and not _left_out(reading) and \
            not states and not filters:
        # "the other two nodes report insufficient memory": the rest after one the sentence has in mind, picked
        # by no state the evidence shows ("the other two nodes are Ready" is still counted by its state)
        return unknown(f"which {noun} the count leaves out is not named")
    threshold = _threshold_after(reading, value)
    if threshold is not None and cls == "users" and float(threshold.value) in (999, 1000):
        filters.add("human")   # "three accounts with a UID of 1000 or above": the regular accounts
        reading.take(threshold)
    elif threshold is not None:
        reading.take(threshold)
        return unknown(f"which {noun} pass the threshold {threshold.text.strip()} is not counted from the evidence")
    if _filtered_by_measure(reading, value):
        # "two processes are above 20% CPU": members picked by a measure, never the listing's total
        return unknown(f"which {noun} pass the measure the count names is not counted from the evidence")
    from reos_desktop.certainty.matchers.event_counts import count_events, event_verb

    verb = event_verb(reading, value, cls)
    if verb is not None:   # "Four packages were upgraded": events, never the installed total
        return count_events(reading, index, value, cls, verb)
    if noun == "times" and not reading.wordset & {"restarted", "restart", "restarts", "restarting", "rebooted"} and \
            index.listings.get("log_entries"):
        cls = "log_events"   # "failed to log in 5 times": events the log records, not restarts
    fact_attr = _FACT_NOUNS.get(cls)
    if cls == "replicas" and (filters | {s.word for s in states}) & {"ready", "available", "running", "up", "healthy"}:
        fact_attr = "ready_replicas"   # "1 ready replica": not how many are wanted
    scope_ids = {id(e) for e in reading.scope()}
    if cls == "processes" and not (filters - {"running", "total", "active"}) and not states[1:] and \
            not reading.own_entities():
        fact_attr = "processes.total"
    if cls == "packages" and not filters and not reading.own_entities():
        fact_attr = "packages.count"
    if fact_attr:
        facts = [f for f in index.qfacts if f.dim == "count" and f.attr == fact_attr and
                 (f.entity is None or id(f.entity) in scope_ids or not scope_ids)]
        if facts:
            hits = [Hit(_equal(value, f.value), f.eid, f.field, f"{f.entity.name + ' ' if f.entity else ''}"
                                                                 f"{f.attr}={f.value:g}") for f in facts]
            # with no subject resolved, the facts of several things are candidates: one may agree, but none
            # of them is for sure the thing the claim means, so disagreement does not contradict
            sure = bool(scope_ids) or len({id(f.entity) for f in facts}) <= 1
            return decide(index, [h for h in hits if h.ok] or hits, contradict=sure)
        if cls in ("cores", "threads", "restarts", "lines", "replicas"):
            return unknown(f"no evidence for {value.text} {noun}")
    if cls == "log_events":
        from reos_desktop.certainty.matchers.log_counts import count_log_events

        return count_log_events(reading, index, value)
    killed = reading.wordset & {"killed", "crashed", "died", "segfaulted"}
    if killed and cls in ("processes", "services", "containers") and index.listings.get("log_entries"):
        # "two processes were killed by the OOM killer": count the kill events in the logs
        stem = sorted(killed)[0][:4]
        events = [e for lst in index.listings["log_entries"] for e in lst.members
                  if stem in str(e.get("message", "")).lower() and not str(e.get("message", "")).lower().startswith("oom-kill:")]
        eids = [lst.eid for lst in index.listings["log_entries"]]
        if events and _equal(value, len(events)):
            return decide(index, [Hit(True, eids[0], None, f"{len(events)} such events in the logs")])
        return unknown(f"{len(events)} such events in the logs read", *eids)
    if cls == "groups":
        account = groups_of_account(reading, index, value, _equal)
        if account is not None:
            return account
    if cls not in index.listings:
        return unknown(f"no evidence to count {noun}")
    member_kind = _MEMBER_KIND.get(cls)
    allowed = {member_kind} | ({"service", "package"} if cls == "processes" else set()) | \
        ({"log_unit", "process", "package", "unit_file"} if cls == "log_entries" else set())
    left_out = _left_out(reading)
    stop = _clause_stop(reading, value)
    colon = reading.text.find(":", value.end, stop)
    if colon >= 0 and not re.search(r"\b(?:is|are|was|were|has|have|runs?|uses?)\b", reading.low[value.end:colon]):
        stop = colon   # "Three regular users: sol, rachel and hoyt": the names after the label are the members
    # only a name said with the count filters it ("2 nginx processes"), not one in an aside or a later count
    names = {n for m in reading.mentions if not m.inherited and m.start < stop and
             not _in_parens(reading.text, m.start) for e in m.entities for n in e.names
             if e.kind in allowed and not left_out & set(e.names)}
    words = filters | reading.wordset | kube_filters(reading, index, cls)
    from reos_desktop.certainty.matchers.count_versions import count_by_version

    versioned = count_by_version(reading, index, value, cls, stop)
    if versioned is not None:
        return versioned
    count, complete, eids, unsure = count_members(index, reading, cls, states, words, names)
    claimed = int(value.value)
    detail = f"{count} {noun} in the evidence"
    odd = sorted(w for w in filters if len(w) >= 3 and w not in STATE_PHRASES and w not in _UNDERSTOOD_FILTERS
                 and w not in NUMBER_WORDS and not w.isdigit() and not (names and aliases(w) & names))
    if cls == "connections":   # "10.20.0.31 has two connections to pgbouncer on 6432": those, not all of them
        states_said = [w for w in filters if w == "established"]   # a TCP state the scoped count filters by
        scoped = count_scoped_connections(reading, index, value, stop, _equal, odd + states_said)
        if scoped is not None:
            return scoped
    if odd:
        # "two build containers", "40 client connections": a kind of member the count does not know how to pick
        named = _members_named(index, cls, odd[0])
        if named is not None:
            count = sum(1 for m in named if member_matches(m, cls, states, set(), words))
            detail = f"{count} {noun} named *{odd[0]}* in the evidence"
        if _equal(value, count) and (complete or named is not None):
            return decide(index, [Hit(True, e, None, detail) for e in eids])
        # (log lines carrying the word, none of them at the level the count names, may be what it means)
        if named is not None and complete and not unsure and (count or not isinstance(named[0], dict)):
            return decide(index, [Hit(False, e, None, detail) for e in eids])
        return unknown(f"{detail}; which of them are *{odd[0]}* the evidence does not say", *eids)
    more = set(value.extra.get("filters") or ()) & _SOME_MORE
    if more and not _equal(value, count):
        # "one more error at 08:06", "one other regular account": some more of them, not how many there are
        return unknown(f"{detail}; '{sorted(more)[0]} {value.noun}' counts some of them, not all", *eids)
    if complete and not unsure:
        return decide(index, [Hit(_equal(value, count), e, None, detail) for e in eids])
    if count > claimed and value.approx not in ("atleast", "over", "about"):
        return decide(index, [Hit(False, e, None, f"at least {count} {noun} in the evidence") for e in eids])
    return unknown(f"the listing of {cls} is incomplete ({detail} so far)", *eids)


_SOME_MORE = frozenset({"more", "other", "additional", "extra", "further"})
# Words before a counted noun that the member tests understand (states are understood separately).
_UNDERSTOOD_FILTERS = frozenset("""other others more total open listening active running new different separate distinct
unique tcp udp ipv4 ipv6 human non-system normal system regular login interactive real valid worker workers shell user users named
additional extra remaining same whole established""".split())


# words that pick no kind of log line ("3 similar errors"), beside the filters counts already understand
_NOT_A_KIND = frozenset({"similar", "such", "old", "recent", "earlier", "later", "further"})


def _members_named(index: FactIndex, cls: str, word: str) -> list | None:
    """Members of a complete listing whose names carry `word` as a part ("runner-...-build"), or None."""
    for lst in index.listings.get(cls, ()):
        if lst.complete and lst.members and isinstance(lst.members[0], Entity):
            named = [m for m in lst.members if word in re.split(r"[-_.@]", m.name.lower())]
            if named:
                return named
        elif lst.complete and lst.members and isinstance(lst.members[0], dict) and "message" in lst.members[0] and \
                word not in _NOT_A_KIND:
            # "three Xid errors": the lines whose message carries the word
            said = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.I)
            named = [m for m in lst.members if said.search(str(m.get("message") or ""))]
            if named:
                return named
    return None
