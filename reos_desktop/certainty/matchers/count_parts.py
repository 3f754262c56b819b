"""Parts of the count matcher (counts.py): equality with the precision a count states, CPU time said in cores
("keeps 3 cores busy"), counts by a word in the members' names ("3 frontend and 2 api") and fractions
("0/1 ready", "3 of 5 containers are running").
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import COUNT_NOUNS, STATE_PHRASES
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value, names_a_release


_LOAD_CORES_RE = re.compile(r"(?:equivalent of|worth of|using|uses|use|keeping|keeps|busy|saturating|maxing|"
                            r"pegging|eating)\s*(?:about|around|roughly|nearly|almost|over|~)?\s*$")


def _cores_of_load(reading: Reading, value: Value) -> bool:
    """"285% CPU (about 3 cores)", "keeps 3 cores busy": cores' worth of CPU time, not how many the machine has."""
    before = reading.low[max(0, value.start - 30):value.start]
    after = reading.low[value.end:value.end + 30]
    percent_near = "%" in (reading.unit.prev or "")[-40:] or "%" in before
    return bool(_LOAD_CORES_RE.search(before)) or re.match(r"\s*cores?\s+(?:busy|worth|fully)", after) is not None or \
        (percent_near and value.approx is not None)


def _load_in_cores(reading: Reading, index: FactIndex, value: Value) -> Verdict:
    """Compare "about 3 cores" with a CPU percentage said just before (285%) and with the evidence."""
    said = [float(p) for p in re.findall(r"(\d+(?:\.\d+)?)\s*%", f"{reading.unit.prev} {reading.low[:value.start]}")]
    measured = [f for f in index.qfacts if f.attr == "cpu_percent" and f.value > 100]
    scope = {id(e) for e in reading.scope()}
    if not said:   # "cs2 keeps 3 cores busy": the named process's own CPU time
        said = [f.value for f in measured if f.entity is not None and id(f.entity) in scope]
    for pct in said[-1:]:
        if abs(pct / 100 - float(value.value)) <= 0.6 and any(abs(f.value - pct) <= max(2.0, 0.05 * pct)
                                                                for f in measured):
            fact = next(f for f in measured if abs(f.value - pct) <= max(2.0, 0.05 * pct))
            return decide(index, [Hit(True, fact.eid, fact.field, f"{fact.entity.name if fact.entity else ''} "
                                                                  f"cpu_percent={fact.value:g}% = {fact.value / 100:.1f} cores")])
    return unknown(f"{value.text} {value.noun}' worth of CPU time is not in the evidence")


def _named_subcount(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    """"5 pods: 3 frontend and 2 api": a number followed by a word that part of the members' names carry,
    counting members of the class the clause (or its lead-in) names."""
    follow = re.match(r"\s+([a-z][a-z0-9]{2,})\b", reading.low[value.end:])
    if not follow or follow.group(1) in COUNT_NOUNS or follow.group(1) in STATE_PHRASES or \
            names_a_release(reading.text, value.start):
        return None
    word = follow.group(1)
    classes = {COUNT_NOUNS[w] for w in reading.wordset | reading.context_words if w in COUNT_NOUNS}
    for cls in classes:
        lists = [lst for lst in index.listings.get(cls, ()) if lst.members and isinstance(lst.members[0], Entity)]
        for lst in lists:
            names = [n.lower() for n in lst.table.packages] if hasattr(lst, "table") else \
                [m.name.lower() for m in lst.members]
            count = sum(1 for n in names if word in re.split(r"[-_.]", n))
            if not count:
                continue
            if _equal(value, count):
                return decide(index, [Hit(True, lst.eid, lst.field, f"{count} {cls} named *{word}*")])
            if lst.complete:
                return decide(index, [Hit(False, lst.eid, lst.field, f"{count} {cls} named *{word}*, not {value.text}")])
            return unknown(f"{count} {cls} named *{word}* in an incomplete listing", lst.eid)
    return None


def _equal(value: Value, actual: float) -> bool:
    claimed = float(value.value)
    if value.approx in ("over", "atleast"):
        return actual >= claimed if value.approx == "atleast" else actual > claimed
    if value.approx in ("under", "atmost"):
        return actual <= claimed if value.approx == "atmost" else actual < claimed
    if value.approx in ("about", "nearly"):
        return abs(actual - claimed) <= max(1, 0.1 * claimed)
    return actual == claimed


def _deployments_meant(reading: Reading, index: FactIndex) -> list:
    """The deployments a fraction of replicas is about: those named, else the one owning a pod the clause is
    about ("api-…-n4p5q is healthy; the Deployment is at 1 of 2 ready"), else the only one there is."""
    named = reading.scope("deployment")
    if named or not reading.wordset & {"deployment", "replica", "replicas"} or "deployments" in reading.wordset:
        return named   # "Deployments: 8 of 9 fully available" counts deployments, not one's replicas
    every = index.of_kind("deployment")
    pods = reading.scope("pod") + [e for m in reading.prev for e in m.entities if e.kind == "pod"]
    owners = [d for d in every if any(p.name.startswith(d.name + "-") for p in pods)]
    if len({d.name for d in owners}) == 1:
        return owners[:1]
    if len(every) == 1:
        return every
    # "Is web-frontend fully up?" ... "2 of 3 replicas are ready": the one deployment the question names
    asked = [d for d in every if re.search(rf"(?<![\w-]){re.escape(d.name)}(?![\w-])", index.question, re.I)]
    return asked if len(asked) == 1 else []


_NOUNS = "|".join(sorted(COUNT_NOUNS, key=len, reverse=True))
_COUNT_NOUN_RE = re.compile(rf"\b({_NOUNS})\b")


def _class_asked(reading: Reading, index: FactIndex) -> str | None:
    """The one class of things the clause's heading or lead-in names, else the question: what a count with no
    noun of its own counts."""
    for text in (reading.unit.context, index.question):
        found = {COUNT_NOUNS[m.group(1)] for m in _COUNT_NOUN_RE.finditer((text or "").lower())}
        if found:
            return found.pop() if len(found) == 1 else None
    return None


def _noun_of_topic(reading: Reading, index: FactIndex, value: Value) -> str | None:
    """The one class a bare "N of M are up" counts: named by the clause's heading or lead-in, else by the
    question, and only when the clause names no other thing before its verb."""
    if not re.match(r"\W*(?:are|were|is|have|look|seem)\b", reading.low[value.end:]):
        return None
    return _class_asked(reading, index)


# what may stand right before a bare count: the clause's start, a mark, or a verb of having
_COUNT_LEAD_RE = re.compile(r"(?:^|[,;:(—–-]|\b(?:have|has|had|got|are|were|with|and|but|only|just|all)\b)\s*[*`]*$")


def topic_state_count(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    """"Which containers are running?" ... "You have 5 running": a bare number right before a state word counts
    the members of the class the question (or the heading) asks about that are in that state."""
    follow = re.match(r"\s+(?:are\s+|is\s+|were\s+)?(?:currently\s+|still\s+)?([a-z-]+)\b", reading.low[value.end:])
    if not follow or follow.group(1) not in STATE_PHRASES or not float(value.value).is_integer() or value.value >= 1000:
        return None   # (job 88213 succeeded: an id, not a count)
    if not _COUNT_LEAD_RE.search(reading.low[:value.start]) or _COUNT_NOUN_RE.search(reading.low):
        return None   # "Baldur's Gate 3 are running", "wants 2 replicas and has 1 available": not the topic's count
    if any(e.kind != "host" for e in reading.scope()) or any(
            v.end <= value.start and v.kind in ("number", "count") and
            re.fullmatch(r"[\s,]*(?:and\s+|&\s+)?", reading.low[v.end:value.start]) for v in reading.values):
        return None   # "(elaine) has 2 ready", "VMs 101, 102 and 110 were started": a thing's own, or a list
    cls = _class_asked(reading, index)
    if cls is None or cls not in index.listings:
        return None
    end = value.end + follow.end()
    states = [st for st in reading.states if value.end <= st.start < end]
    if not states:
        return None
    reading.used_states.update(i for i, st in enumerate(reading.states) if value.end <= st.start < end)
    from reos_desktop.certainty.matchers.counts import count_members

    have, complete, eids, unsure = count_members(index, reading, cls, states, reading.wordset, set())
    if complete and not unsure and eids:
        return decide(index, [Hit(have == int(value.value), e, None, f"{have} {cls} {states[0].word}") for e in eids])
    return None


def _fraction(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    part, whole = value.value
    deployments = _deployments_meant(reading, index)
    if (deployments or reading.scope("pod")) and reading.wordset & {"ready", "replicas", "available", "running", "up"}:
        # "fraud-check Ready: 0/1": the header's "ready" is what the fraction counts, not a state of its own
        reading.used_states.update(i for i, st in enumerate(reading.states)
                                   if st.start > value.start or st.word.lower() in ("ready", "available"))
    if deployments:   # "payments-worker is at 1/1": ready replicas of desired
        hits = []
        for d in deployments:
            spec, status = d.rec.get("spec") or {}, d.rec.get("status") or {}
            want, ready = spec.get("replicas"), status.get("readyReplicas") or 0
            if want is not None:
                hits.append(Hit(want == whole and ready == part, d.eid, None, f"{d.name} ready {ready}/{want}"))
        return decide(index, hits) if hits else None
    pods = reading.scope("pod")
    if pods and reading.wordset & {"deployment", "deployments", "replica", "replicas", "statefulset", "daemonset"}:
        return None   # "the worker deployment has 0 of 1 replicas ready": replicas of a controller, not a pod's containers
    if pods and "ready" in reading.wordset:
        hits = []
        for p in pods:
            statuses = (p.rec.get("status") or {}).get("containerStatuses") or []
            ready = sum(1 for c in statuses if isinstance(c, dict) and c.get("ready"))
            hits.append(Hit(ready == part and len(statuses) == whole, p.eid, None, f"{p.name} ready {ready}/{len(statuses)}"))
        return decide(index, hits) if hits else None
    noun_match = _COUNT_NOUN_RE.search(reading.low[value.end:value.end + 40])
    lead = re.match(rf"\W*({_NOUNS})\W+$", reading.low[:value.start])
    topic = _noun_of_topic(reading, index, value)
    if noun_match:
        cls, noun_end = COUNT_NOUNS[noun_match.group(1)], noun_match.end()
    elif lead:   # "Nodes — 3 of 4 are Ready": the noun leads the line
        cls, noun_end = COUNT_NOUNS[lead.group(1)], 0
    elif topic:   # "Are all nodes ready?" — "No, 3 of 4 are Ready": what the question (or the heading) counts
        cls, noun_end = topic, 0
    else:
        return None
    if cls not in index.listings:
        return None
    states = [st for st in reading.states if st.start > value.start]
    reading.used_states.update(i for i, st in enumerate(reading.states) if st.start > value.start)
    words = reading.wordset
    from reos_desktop.certainty.matchers.counts import count_members

    have, complete, eids, unsure = count_members(index, reading, cls, states, words, set())
    total, total_complete, _, _ = count_members(index, reading, cls, [], words, set())
    rest = reading.low[value.end + noun_end:]
    if not states and re.search(r"\b(?:are|is|were|was|have|has|look|seem|need)\b", rest):
        # "Two of the nine pods are in trouble": what picks the two is not a state the evidence records;
        # only the whole can be checked
        if total_complete and total != whole:
            return decide(index, [Hit(False, e, None, f"{total} {cls}, not {whole}") for e in eids])
        return unknown(f"which {cls} the claim picks the evidence does not record", *eids)
    if complete and total_complete and not unsure:
        return decide(index, [Hit(have == part and total == whole, e, None, f"{have} of {total} {cls}") for e in eids])
    return unknown(f"the listing of {cls} is incomplete", *eids)
