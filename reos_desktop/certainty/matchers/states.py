"""States: running, stopped, failed, enabled, exited, paused, ready, up/down, installed ... of the things a
claim names, decided per kind of thing (a systemd unit, a container, a process, a pod, an interface).

`state_of(entity, state)` answers True (the entity is in that state), False (it is not) or None (the
evidence cannot say: a oneshot unit that is "active (exited)" is neither clearly running nor stopped).
A negated claim ("nginx is not running") flips a definite answer and keeps None as None.
When no entity is known for the name, a complete listing of the right class decides: nothing that is
absent from a complete list of services, containers or processes is running.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.entity_states import STATE_OF, describe, state_of  # noqa: F401 (used by others)
from reos_desktop.certainty.matchers.absent_states import CLASS_FOR_STATE, absent_state, subject_name
from reos_desktop.certainty.reading import Reading, State

# Which kind speaks with authority about which state, strongest first.
_AUTHORITY = ["service", "container", "pod", "deployment", "node", "iface", "device", "unit_file", "process",
              "package", "user", "group", "file", "image"]
_EXISTENCE_AUTHORITY = ["package", "unit_file", "service", "container", "user", "group", "file", "image", "pod",
                        "deployment", "node", "iface", "process"]


# "exited with status 1", "crashed with signal 11": an event the logs record, not the state now
_EVENT_AFTER_RE = re.compile(r"\s+with\s+(?:an?\s+)?(?:exit\s+)?(?:status|code|signal|error|result|sig\w+|http|"
                             r"return)\b")
_FREQUENCY_RE = re.compile(r"\s+(?:(?:about|over|at\s+least|more\s+than)\s+)?(?:twice|once|again|repeatedly|"
                           r"(?:\w+|\d+)\s+times|several\s+times|multiple\s+times|over\s+and\s+over)\b")
_OCCASION_RE = re.compile(r"\b(?:during|after|before|when|while|overnight|yesterday|last\s+night|this\s+morning|"
                          r"earlier|at\s+boot)\b")
_PAST_ONLY_RE = re.compile(r"crashed|died|killed|restarted|segfaulted|rebooted")
_PAST_EVENT = {"crashed", "failed", "stopped", "exited", "died", "started", "restarted", "killed"}


def _index_of(reading: Reading) -> FactIndex:
    return reading.index


# verbs whose object follows them: "installed docker-ce", "restarted nginx" (but "running krikkit/worker:2.14.0"
# names the image a container runs, not a thing that runs)
_OBJECT_VERBS = frozenset("""installed removed uninstalled purged upgraded updated downgraded enabled disabled started
stopped restarted reloaded masked unmasked killed""".split())
# "job 88213 failed", "PID 4242 exited": a number that names the thing, not a count of things
_NUMBERED_RE = re.compile(r"\b(?:job|pid|build|run|id|pipeline|vm|ct|task|issue|pr)\s*#?\s*$|#\s*$")


def check_states(reading: Reading, index: FactIndex) -> list[Verdict]:
    reading.index = index
    verdicts = []
    timed = any(v.kind in ("time", "date", "datetime", "ago") for v in reading.values)
    for i, st in enumerate(reading.states):
        if i in reading.used_states or st.state == "listening":
            continue
        if any(m.start <= st.start and st.end <= m.end and m.word.lower().startswith("the ")
               for m in reading.mentions if not m.inherited):
            # "the crashing api pod", "the Pending pod": the state picked the pod out, so it tells nothing of it
            reading.used_states.add(i)
            continue
        if any(v.kind in ("number", "count") and v.end <= st.start and not reading.low[v.end:st.start].strip() and
               v.value < 1000 and not _NUMBERED_RE.search(reading.low[:v.start]) for v in reading.values):
            reading.used_states.add(i)   # "6 running, 1 failed": how many are in that state, not the state of one
            continue
        event = timed or bool(_EVENT_AFTER_RE.match(reading.low[st.end:]))
        if st.word in _PAST_EVENT and _FREQUENCY_RE.match(reading.low[st.end:]):
            event = True   # "failed twice", "crashed three times": events counted, not the state now
        if st.event and _OCCASION_RE.search(reading.low[st.end:]):
            event = True   # "went down during the overnight upgrade": when it changed, which the state cannot show
        if not event and _continues_event(reading, st):
            event = True   # "06:40:01 — docker.service exited with status 2 and failed": the same event, not now
        if (st.word in _PAST_EVENT or st.event) and event and not st.negated:
            # "postgres crashed at 13:21": an event at a time, not the state now; the time decides it
            reading.used_states.add(i)
            if not reading.event_verified and not reading.event_refuted:   # (a wrong time already decides it)
                subjects = _subjects(reading, st) if not timed and not st.event else []
                now = judge_state(index, subjects, st, reading.kinds) if subjects else None
                if now is not None and now.outcome == "verified":
                    verdicts.append(now)   # "job exited with code 137" of a container that is exited now
                    continue
                reading.text_may_decide = True   # the logs may record it: text evidence is read as for an event
                verdicts.append(unknown(f"no evidence of it having {st.word} then"))
            continue
        neither = _neither(reading, index, st)
        if neither:
            reading.used_states.add(i)
            verdicts.extend(neither)
            continue
        kernel = _running_kernel(reading, index, st)
        if kernel is not None:
            reading.used_states.add(i)
            verdicts.append(kernel)
            continue
        subjects = _subjects(reading, st)
        if not subjects:
            if reading.subject_unknown or reading.unknown:
                reading.used_states.add(i)
                names = [t.low for t in reading.unknown if not _described(reading, t) and not
                         _PREPOSITION_BEFORE_RE.search(reading.low[max(0, t.start - 20):t.start])]
                verdicts.append(absent_state(reading, index, st, names[0]) if names else
                                unknown(f"no evidence about what is {st.word}"))
            continue
        reading.used_states.add(i)
        if all(e.kind == "host" for e in subjects) and any(
                v.kind == "version" and v.end <= st.start and not reading.low[v.end:st.start].strip(" `*)")
                for v in reading.values):
            continue   # "Kernel: 6.6.85 running", "5.15.0-94 installed": which kernel, as the version says
        verdict = _judge_each(reading, index, subjects, st)
        if isinstance(verdict, list):
            verdicts.extend(verdict)
            continue
        if verdict.outcome == "contradicted" and _PAST_ONLY_RE.fullmatch(st.word) and not st.negated and \
                not re.search(r"\b(?:has|have|is|are|'s|keeps?|still)\s+(?:\w+\s+)?$", reading.low[:st.start]):
            # "PostgreSQL crashed": a happening in the past tense; what the thing is doing now cannot deny it
            verdict = unknown(f"no evidence of it having {st.word} ({verdict.reason})", *verdict.eids)
        if verdict.outcome == "unknown" and st.state in CLASS_FOR_STATE and st.state not in ("installed", "present",
                                                                                              "absent", "enabled"):
            named = subject_name(reading, st)
            if named:
                fallback = absent_state(reading, index, st, named)
                if fallback.outcome != "unknown":
                    verdict = fallback
        # where the state word stands: "X is in CrashLoopBackOff (its phase still shows Pending)" is wrong
        # only in its aside (pinpoint.py)
        verdicts.append(replace(verdict, at=(st.start, st.end)) if verdict is not None and verdict.at is None and
                        verdict.outcome != "conflicting" else verdict)   # items that disagree taint the whole clause
    return [v for v in verdicts if v is not None]


_DETERMINER_END_RE = re.compile(r"\b(?:the|a|an|one|another|its|their|his|her|each|every)\s+$")
_ATTRIBUTIVE_RE = re.compile(r"\s+(?:`)?([a-z][\w.-]*)")
_NOT_A_HEAD = frozenset("""is are was were be been has have had on in at since for with and or but now again too as
by from to of after before until yet still state status""".split())


def _subjects(reading: Reading, st: State) -> list[Entity]:
    # "running as lena", "All of them except certbot are enabled", "This started after Watchtower pulled ...":
    # an owner, an exception or a name in a clause of its own is not what the state is said of
    own = [m for m in reading.mentions if not m.inherited and not _not_subject(reading, m, st)]
    head = _ATTRIBUTIVE_RE.match(reading.low, st.end) if _DETERMINER_END_RE.search(reading.low[:st.start]) else None
    if head and head.group(1) not in _NOT_A_HEAD:
        # "a, b and the crashing worker": a state word between a determiner and a noun is said of that noun
        return [e for m in own if st.end <= m.start <= head.end() for e in m.entities]
    after = [m for m in own if m.start >= st.end]
    if after and st.word.lower() in _OBJECT_VERBS and not reading.low[st.end:after[0].start].strip(" `*'\"") and \
            re.search(r"(?:^|\band|\bthen|[,;:])\s*$", reading.low[:st.start]):
        # "removed docker.io and installed docker-ce": a verb with no subject before it is said of its object
        return list(after[0].entities)
    before = [m for m in own if m.end <= st.start]
    if before and _unknown_closer(reading, before[-1], st):
        return []   # "its Postgres database, even though the `immich_postgres` container is up"
    outside = [m for m in before if not _in_parens(reading.text, m.start, st.start)]
    if outside:
        before = outside   # "yavin-2 (kubelet v1.29.3) is NotReady": an aside is not the subject
    # "the liveness probe of cart-... failed": the probe failed, not the pod
    before = [m for m in before if not _OF_EVENT_RE.search(reading.low[:m.start])]
    if not before and any(_OF_EVENT_RE.search(reading.low[:m.start]) for m in own):
        return []
    if before and _HEAD_BEFORE_RE.search(reading.low[:before[0].start]):
        return []   # "Root login over SSH is disabled": the login is disabled, not the ssh service
    if not before and _POSSESSED_HEAD_RE.search(reading.low[:st.start]):
        return []
    # "it's NotReady since its kubelet is on v1.29.1": the pronoun before the state is the subject, not a name after
    pronoun = not before and _PRONOUN_FIRST_RE.match(reading.low[:st.start]) and \
        any(m.inherited for m in reading.mentions)
    pick = before[-1:] if before else [] if pronoun else own[:1]
    if pick and len(before) > 1:
        # "nginx and redis are running": every name in a list before the state
        between = reading.text[before[0].start:st.start].lower()
        if " and " in between or "," in between:
            pick = before
    if pick:
        entities = [e for m in pick for e in m.entities]
    elif pronoun:
        entities = [e for m in reading.mentions if m.inherited for e in m.entities]
    elif len(own) < len([m for m in reading.mentions if not m.inherited]):
        # every name of its own was set aside: the clause speaks of what it inherits ("it's running under
        # lena's account") — unless a pronoun opens it and the excepted names were the whole list
        entities = [e for m in reading.mentions if m.inherited for e in m.entities]
        if EXCEPT_BEFORE_RE.search(reading.low[:st.start]) or re.search(
                r"\b(?:except|apart\s+from|other\s+than|besides|aside\s+from|excluding)\b", reading.low):
            return []
    else:
        entities = reading.scope()
    entities = _of_the_kind_said(reading, entities)
    out = [e for e in entities if e.kind in STATE_OF and e.kind != "image"]
    for image in (e for e in entities if e.kind == "image"):   # "redis is not running": the redis:7 container
        out.extend(c for c in _index_of(reading).of_kind("container") if c.rec is image.rec)
    return out or [e for e in entities if e.kind in STATE_OF]


_OWNER_BEFORE_RE = re.compile(r"\b(?:as|under|by|for|owned\s+by|belongs?\s+to)\s+(?:the\s+)?(?:user\s+|account\s+)?[`'\"*]*$")
EXCEPT_BEFORE_RE = re.compile(r"\b(?:except(?:\s+for)?|apart\s+from|other\s+than|besides|aside\s+from|excluding|"
                              r"save\s+for|but\s+not)\s+(?:the\s+|for\s+)?[`'\"*]*$")
_SUBORDINATE_RE = re.compile(r"\b(?:after|before|when|whenever|since|until|because|once|as\s+soon\s+as)\s+(?:the\s+|a\s+|an\s+)?[`'\"*]*$")


# "the CI job that builds payments probably failed": a name that is the object of a relative clause's verb
_RELATIVE_OBJECT_RE = re.compile(r"\b[a-z][\w-]*\s+(?:that|which|who)\s+(?!is\b|are\b|was\b|were\b|has\b|have\b)"
                                 r"[a-z]+(?:s|ed)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[`'\"*]*$")


def _not_subject(reading: Reading, m, st: State) -> bool:
    lead = reading.low[max(0, m.start - 40):m.start]
    if EXCEPT_BEFORE_RE.search(lead):
        return True
    if m.end <= st.start and _RELATIVE_OBJECT_RE.search(lead):
        return True
    if _OWNER_BEFORE_RE.search(lead) and m.entities and all(e.kind in ("user", "group") for e in m.entities):
        return True
    if m.start > st.end and _PREPOSITION_BEFORE_RE.search(lead):
        return True   # "the app is failing to connect to Redis": a name after a preposition is no subject
    if m.end <= st.start and _REPORTS_IT_AS_RE.search(reading.low[m.end:st.start]):
        return True   # "Docker shows it as Restarting": Docker reports the state of "it"
    # a name after the state that opens a clause of its own ("This started after Watchtower pulled a new image")
    return m.start > st.end and bool(_SUBORDINATE_RE.search(lead)) and \
        bool(re.search(r"\b(?:it|this|that|these|they|he|she|which|[a-z][\w.-]*)\s+", reading.low[:st.start]))


_REPORTS_IT_AS_RE = re.compile(r"\b(?:shows?|showed|lists?|listed|reports?|reported|marks?|marked|displays?|has|had)\s+"
                               r"(?:it|them|this|that|these|those)\s+as\b")
# a preposition (and a determiner) right before a name: the name is an object or a place, not the subject
_PREPOSITION_BEFORE_RE = re.compile(r"\b(?:to|from|with|on|at|into|onto|against|via|through|behind|for|over|of)\s+"
                                    r"(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[`'\"*]*$")
# "its NIC went down": the state is said of a thing the pronoun owns, not of what the pronoun stands for
_POSSESSED_HEAD_RE = re.compile(r"\b(?:its|their)\s+(?!(?:service|unit|container|pod|process|daemon|node|"
                                r"deployment|app|server)s?\b)[a-z][\w-]*\s+(?:(?:is|are|was|were|has|have|had|"
                                r"went|got|has\s+gone|is\s+now|just)\s+)?$")


_PRONOUN_FIRST_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+|yes,?\s+|no,?\s+)?(?:it|it's|it’s|they|they're|they’re)"
                               r"(?:\s+(?:is|are|was|were|has|have|had|been|still|now|also|already|currently|not|n't))*"
                               r"\s*(?:in\s+)?[`*\"']*$")


def _unknown_closer(reading: Reading, mention, st: State) -> bool:
    """An unknown name-like word sits between the last name and the state, next to a kind noun or set as code:
    that name, not the earlier one, is what the state is said of."""
    formatted = reading.unit.text.lower()
    for tok in reading.unknown:
        if mention.end <= tok.start and tok.end <= st.start:
            if _PREPOSITION_BEFORE_RE.search(reading.low[max(0, tok.start - 20):tok.start]):
                continue   # "Pod `api-…` on **tibur-w1** is in CrashLoopBackOff": where it runs, not the subject
            gap = reading.low[tok.end:st.start]
            if (f"`{tok.low}`" in formatted or f"**{tok.low}**" in formatted) and len(gap.split()) <= 3:
                return True
    return False


# a noun phrase of the clause's own, then a preposition before the first name: the name only qualifies it
_HEAD_BEFORE_RE = re.compile(r"^\W*(?:the\s+|a\s+|an\s+)?[a-z][a-z-]+(?:\s+[a-z][a-z-]+)?\s+(?:over|via|through|using|"
                             r"behind|from|against|into|to)\s+(?:the\s+)?[`'\"]?$")
_OF_EVENT_RE = re.compile(r"\b(?:probe|probes|check|checks|request|requests|job|jobs|task|tasks|connection|connections|"
                          r"update|upgrade|build|backup|query|queries|test|tests|login|attempt|attempts|handshake|"
                          r"lookup|sync|download|pull|push|deploy|deployment|rollout|mount|scan|scrub|renewal|"
                          r"certificate|hook|script)\s+(?:of|for|to|on|from)\s+(?:the\s+)?$")


# "a local LLM is running", "all 33 layers of llama3.1:8b are running": a word in a description ("a ...") or
# one that only qualifies another noun ("layers of ...") is no name a listing could lack
_DESCRIBED_RE = re.compile(r"(?:^|[^\w-])(?:a|an|some|any|another)\s+(?:[\w-]+\s+){0,2}$|"
                           r"\b(?!(?:one|all|both|each|none|some|most|any|two|three|four|five|many|several|either|"
                           r"neither)\b)[a-z][\w-]*\s+of\s+(?:the\s+|its\s+|a\s+)?[`'\"*]*$")


def _described(reading: Reading, tok) -> bool:
    return bool(_DESCRIBED_RE.search(reading.low[max(0, tok.start - 30):tok.start]))


def _in_parens(text: str, start: int, stop: int) -> bool:
    """Is position `start` inside a parenthesis that closes before `stop`?"""
    opened = text.rfind("(", 0, start)
    return opened >= 0 and text.rfind(")", 0, start) < opened and 0 <= text.find(")", start) < stop


# between two names of one list: commas, "and", formatting ("`cups`, `gdm` and **fwupd**")
_LIST_GAP_RE = re.compile(r"[\s,*`'\"]*(?:\band\b|&)?[\s*`'\"]*")


def _judge_each(reading: Reading, index: FactIndex, subjects: list[Entity], st: State) -> Verdict | list[Verdict]:
    """"cups, gdm and fwupd are active": a state said of several named things holds only if it holds of each.
    The records of one name (a service and its process) are alternatives for that name; names are not."""
    groups: list[list[Entity]] = []
    listed = []
    for m in reading.mentions:
        group = [e for e in subjects if any(e is x for x in m.entities)]
        if group and not m.inherited and not any(any(e is x for x in g) for g in groups for e in group):
            groups.append(group)
            listed.append(m)
    plain_list = all(_LIST_GAP_RE.fullmatch(reading.low[a.end:b.start]) for a, b in zip(listed, listed[1:])) and \
        bool(listed) and listed[-1].end <= st.start
    if len(groups) < 2 or sum(len(g) for g in groups) != len(subjects) or not plain_list:
        return judge_state(index, subjects, st, reading.kinds)
    # each name's verdict stands where the name does, so a wrong one is marked there (pinpoint.py)
    return [replace(judge_state(index, group, st, reading.kinds), at=(m.start, m.end))
            for group, m in zip(groups, listed)]


def judge_state(index: FactIndex, subjects: list[Entity], st: State, kinds: set[str]) -> Verdict:
    named = [e for e in subjects if e.kind in kinds] or subjects
    by_name: dict[str, list[Entity]] = {}
    for ent in named:
        by_name.setdefault(ent.names[0] if ent.kind != "process" else ent.name.lower(), []).append(ent)
    outcomes = []
    order = _EXISTENCE_AUTHORITY if st.state in ("installed", "present", "absent") else _AUTHORITY
    for kind in order:
        hits = []
        for ent in named:
            if ent.kind != kind:
                continue
            answer = state_of(ent, st.state)
            if answer is None:
                continue
            if st.negated:
                answer = not answer
            hits.append(Hit(answer, ent.eid, ent.field, describe(ent)))
        verdict = decide(index, hits)
        if verdict is not None and kind == "service" and st.state == "running":
            verdict = _process_disagrees(index, [e for e in named if e.kind == "service"], st) or verdict
        if verdict is not None:
            outcomes.append(verdict)
            break
    if outcomes:
        return outcomes[0]
    shown = ", ".join(describe(e) for e in named[:2])
    return unknown(f"the evidence does not say whether it is {'not ' if st.negated else ''}{st.word} ({shown})",
                   *dict.fromkeys(e.eid for e in named))


_STATEFUL = ("service", "container", "pod", "node", "process")
_KIND_WORD_RE = {"service": r"service|unit|daemon", "container": r"container", "pod": r"pod", "node": r"node",
                 "process": r"process"}


def _of_the_kind_said(reading: Reading, entities: list[Entity]) -> list[Entity]:
    """"The service has been running since 09:12" after "docker-ce ... upgraded": the clause says which kind of
    thing it means; a package it inherits stands for the service of that name, never for itself."""
    if not entities or any(e.kind in _STATEFUL for e in entities):
        return entities
    said = [k for k in _STATEFUL if re.search(rf"\b(?:the|this|that|its)\s+(?:{_KIND_WORD_RE[k]})\b", reading.low)]
    if len(said) != 1:
        return entities
    stems = {re.split(r"[-_.@]", n)[0] for e in entities for n in e.names if len(n) >= 3}
    found = [c for c in _index_of(reading).of_kind(said[0])
             if {re.split(r"[-_.@]", n)[0] for n in c.names} & stems]
    return found if len({c.name for c in found}) == 1 else entities


_KERNEL_RE = re.compile(r"\b(?:kernel(?:-core|-default)?|linux-image[\w.+-]*)\b")
_VERSION_RE = re.compile(r"\b(\d+\.\d+(?:\.\d+)?(?:[-.][\w.+~-]*\d[\w.+~-]*)?)\b")
_RUNNING_ONE_RE = re.compile(r"\b(?:is|'s)\s+(?:the\s+(?:one|kernel)\s+(?:that's\s+|that\s+is\s+)?(?:currently\s+|now\s+)?running|"
                             r"the\s+running\s+(?:one|kernel)|"
                             r"(?:currently\s+|now\s+|already\s+)?running)\b|\brunning\s+it\b|\bbooted\b")


def _running_kernel(reading: Reading, index: FactIndex, st: State) -> Verdict | None:
    """"kernel 5.14.0-427.22.1 ... is the one running", "kernel-core 6.11.11 was installed, and you're already
    running it": a kernel version said to be running is the running kernel's, not a package's state."""
    if st.state != "running" or st.event:
        return None
    # "**Running:** `6.12.11-200.fc41.x86_64`" under a "Kernel" heading: the label says what the version is
    label = re.match(r"^\W*(?:currently\s+)?running(?:\s+kernel)?\s*:", reading.low) and \
        (_KERNEL_RE.search(reading.low) or _KERNEL_RE.search(reading.unit.context.lower()))
    if not label and not _RUNNING_ONE_RE.search(reading.low):
        return None
    here = reading.low[:st.start]
    if any(e.kind in _STATEFUL for m in reading.mentions if not m.inherited for e in m.entities):
        return None
    prev = (reading.unit.prev or "").lower()
    own_version = _VERSION_RE.search(reading.low)
    pronoun = re.search(r"\b(?:it|one|that|this)\b", reading.low) and not reading.own_entities() and \
        _KERNEL_RE.search(prev) and not own_version
    if label:
        text = "kernel " + reading.low[st.end:]
    elif _KERNEL_RE.search(here) and (_VERSION_RE.search(here) or not pronoun):
        # "the kernel that is currently running is still 6.9.4": the version may follow the state word
        text = here if _VERSION_RE.search(here) else reading.low
    elif pronoun:   # "and it is the kernel running now" after a clause naming the kernel and its version
        text = prev
    else:
        return None
    # "kernel 6.11.2 is running", or with the version first: "6.11.2-1-default is the kernel running now"
    wanted = _VERSION_RE.findall(text[_KERNEL_RE.search(text).start():]) or _VERSION_RE.findall(text)
    running = index.attrs.get("kernel") or []
    if not wanted or not running:
        return None
    from reos_desktop.versions import version_prefix_matches

    for v in reading.values:
        if v.kind in ("version", "decimal") and v.text.strip() in wanted:
            reading.take(v)
    same = [f for f in running if version_prefix_matches(f.value, wanted[0])]
    return decide(index, [Hit((f in same) != st.negated, f.eid, f.field, f"running kernel {f.value}") for f in running])


_NEITHER_RE = re.compile(r"\bneither\s+(?:the\s+)?([`\w.@+-]+)\s+nor\s+(?:the\s+)?([`\w.@+-]+)\s+"
                         r"(?:is|are|was|were|has\s+been|have\s+been)\s+(?:currently\s+|even\s+)?$")


def _neither(reading: Reading, index: FactIndex, st: State) -> list[Verdict]:
    """"neither MariaDB nor MySQL is installed": the state is denied of each of the two names."""
    m = _NEITHER_RE.search(reading.low[:st.start])
    if not m:
        return []
    denied = State(st.state, True, st.start, st.end, st.word)
    out = []
    for name in (m.group(1).strip("`"), m.group(2).strip("`")):
        ents = [e for e in index.lookup(name) if e.kind in STATE_OF]
        if ents:
            out.append(judge_state(index, ents, denied, reading.kinds))
        elif st.state in CLASS_FOR_STATE:
            out.append(absent_state(reading, index, denied, name))
        else:
            out.append(unknown(f"no evidence about {name}"))
    return out


def _process_disagrees(index: FactIndex, units: list[Entity], st: State) -> Verdict | None:
    """systemd shows the unit inactive while its program runs as a process (started by hand, or the unit lost
    track of it): the two fresh readings disagree, so the claim is neither verified nor contradicted."""
    for unit in units:
        if state_of(unit, "running") is not False:
            continue
        base = re.sub(r"\.service$", "", unit.name.lower())
        for proc in index.of_kind("process"):
            name = proc.name.lower()
            # the kernel cuts a process name to 15 characters ("prometheus-node")
            if (name == base or len(name) == 15 and base.startswith(name)) and not index.is_stale(proc.eid, None):
                return Verdict("conflicting", (unit.eid, proc.eid),
                               f"evidence disagrees: {describe(unit)}, but {describe(proc)} runs")
    return None


_TIMED_PREV_RE = re.compile(r"\b\d{1,2}:\d{2}\b|\bwith\s+(?:exit\s+)?(?:status|code|signal)\b|\b(?:ago|yesterday|last\s+night)\b")


def _continues_event(reading: Reading, st: State) -> bool:
    """A subject-less "and failed" after a clause that told a timed event is that event's end."""
    if st.word not in _PAST_EVENT or reading.mentions and any(not m.inherited for m in reading.mentions):
        return False
    return reading.low.lstrip(" ,-—").startswith(st.word) and bool(_TIMED_PREV_RE.search(reading.unit.prev or ""))
