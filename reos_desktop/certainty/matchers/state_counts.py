"""Counts and universals whose class is said before, not in the clause: "Four are up", "only 2 are ready",
"one is stuck restarting", "the other three are Ready", "No, not everything is running".

The clause names no class noun; the class comes from the clause before (its counted noun, or the kind of
the things it names), the lead-in or heading, else from the one listing of things that have states the
evidence holds. "other"/"remaining" leave out every member the answer named before the claim
(negation.EARLIER, set when rest_of_list.py judges such claims again), and then the rest must be exactly N
and all in the state. Only a complete listing decides; anything else is unsupported.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import COUNT_NOUNS, KIND_NOUNS, NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading, State

_NUM = r"\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_COUNT_RE = re.compile(
    r"^\W*(?:(?:and|but|so|yes|no|while|whereas)\W+)*(?:(?:the\s+)?(?P<other>other|remaining)\s+)?"
    r"(?P<only>only\s+|just\s+)?(?P<n>" + _NUM + r")(?:\s+of\s+(?:them|those|these|the\s+(?P<total>" + _NUM + r")))?"
    r"(?:\s+(?:are|is|were|was|have\s+been|has\s+been|remain|remains)|(?<=them|hose|hese)(?=\s+not\s))\s+(?:all\s+|both\s+|still\s+|currently\s+|now\s+|"
    r"stuck\s+|fully\s+)*(?=\S)", re.I)
_OTHER_ALL_RE = re.compile(r"^\W*(?:(?:and|but|so|while)\W+)*the\s+(?:other|remaining)\s+(?:ones?\s+)?(?:are|were)\s+"
                           r"(?:all\s+)?(?=\S)|^\W*(?:(?:and|but|so|while)\W+)*the\s+rest\s+(?:are|is)\s+(?:all\s+)?"
                           r"(?=\S)", re.I)
_NOT_ALL_RE = re.compile(r"\bnot\s+(?:everything|all(?:\s+of\s+them)?)\s+(?:is|are)\s+(?:currently\s+)?(?=\S)", re.I)
# classes whose members have states a claim like these can be about, strongest first
_STATE_CLASSES = ("containers", "pods", "nodes", "services", "deployments", "interfaces")
_CLASS_OF_KIND = {"container": "containers", "pod": "pods", "node": "nodes", "service": "services",
                  "deployment": "deployments", "iface": "interfaces", "process": "processes"}


def _number(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def class_before(reading: Reading, index: FactIndex, fallback: bool = True) -> str | None:
    """The class a noun-less clause counts: the clause before, the lead-in, else the one listing with states."""
    for text in (reading.unit.prev or "", reading.unit.context or ""):
        for word in reversed(re.findall(r"[a-z]+", text.lower())):
            cls = COUNT_NOUNS.get(word) or _CLASS_OF_KIND.get(KIND_NOUNS.get(word, ""))
            if cls in _STATE_CLASSES and index.listings.get(cls):
                return cls
        from reos_desktop.certainty.text import tokens

        for tok in reversed(tokens(text)):
            for ent in index.lookup(tok.low):
                cls = _CLASS_OF_KIND.get(ent.kind)
                if cls in _STATE_CLASSES and index.listings.get(cls):
                    return cls
    if not fallback:
        return None
    present = [c for c in _STATE_CLASSES if any(lst.members for lst in index.listings.get(c, ()))]
    return present[0] if len(present) == 1 else None


def _named_before(reading: Reading, index: FactIndex) -> set[str]:
    from reos_desktop.certainty.matchers.negation import EARLIER
    from reos_desktop.certainty.text import tokens

    out = set()
    for text in (reading.unit.prev or "", EARLIER.get()):
        for tok in tokens(text):
            for ent in index.lookup(tok.low):
                out.update(ent.names)
    return out


def check_state_counts(reading: Reading, index: FactIndex) -> list[Verdict]:
    if reading.hedged or not reading.states or reading.listing_claim:
        return []
    own = [m for m in reading.mentions if not m.inherited]
    if own or reading.unknown or any(KIND_NOUNS.get(w) for w in reading.words[:6] if KIND_NOUNS.get(w) in _CLASS_OF_KIND):
        return []   # a noun or a name of its own: the other matchers read it
    m = _COUNT_RE.match(reading.low)
    other_all = _OTHER_ALL_RE.match(reading.low) if not m else None
    not_all = _NOT_ALL_RE.search(reading.low) if not (m or other_all) else None
    match = m or other_all or not_all
    if not match:
        return []
    states = [s for s in reading.states if s.start >= match.end() - 1 and s.state != "listening"]
    if not states:
        return []
    if not_all:   # the "not" is the quantifier's: "not everything is running" says some are not running
        states = [State(s.state, False, s.start, s.end, s.word) for s in states]
    replicas = _replicas(reading, index, m, states) if m else None
    if replicas is not None:
        return [replicas]
    cls = class_before(reading, index)
    if cls is None:
        return []
    if cls == "deployments":   # a Deployment is "available" when its ready replicas reach the desired count
        states = [State("ready", s.negated, s.start, s.end, s.word) if s.word.lower() == "available" else s
                  for s in states]
    reading.listing_claim = True
    reading.used_states.update(range(len(reading.states)))
    for v in reading.values:
        if v.start < match.end():
            reading.take(v)
    from reos_desktop.certainty.matchers.counts import member_matches

    other = bool(other_all) or bool(m and m.group("other"))
    left_out = _named_before(reading, index) if other else set()
    if other and not left_out:
        return [unknown("'other' than what: the clause before names none of them")]
    lists = [lst for lst in index.listings.get(cls, ()) if lst.members]
    if cls == "containers":
        lists = [lst for lst in lists if lst.scope.get("all")] or \
            [lst for lst in lists if all(s.state in ("running", "active") and not s.negated for s in states)]
    for lst in lists:
        if not lst.complete:
            continue
        members = [x for x in lst.members if not (isinstance(x, Entity) and set(x.names) & left_out)]
        answers = [_phase_is(x, states) if cls == "pods" and "phase" in reading.wordset else
                   member_matches(x, cls, states, set(), set(reading.wordset)) for x in members]
        if any(a is None for a in answers):
            return [unknown(f"the evidence cannot tell the state of every one of the {cls}", lst.eid)]
        have = sum(1 for a in answers if a)
        if not_all:
            return [decide(index, [Hit(have < len(members), lst.eid, lst.field, f"{have} of {len(members)} {cls} "
                                                                                    f"{states[0].word}")])]
        if other_all:
            return [decide(index, [Hit(have == len(members) and bool(members), lst.eid, lst.field,
                                       f"{have} of the {len(members)} other {cls} {states[0].word}")])]
        n = _number(m.group("n"))
        total = _number(m.group("total")) if m.group("total") else None
        ok = (have == len(members) == n) if other else have == n and (total is None or total == len(members))
        return [decide(index, [Hit(ok, lst.eid, lst.field, f"{have} of {len(members)} {'other ' if other else ''}"
                                                            f"{cls} {'not ' if states[0].negated else ''}{states[0].word}")])]
    return [unknown(f"no complete listing of {cls} to count", *(lst.eid for lst in lists))]


def _replicas(reading: Reading, index: FactIndex, m, states: list[State]) -> Verdict | None:
    """"The StatefulSet wants 3 replicas, but only 2 are ready": the ready replicas its status counts."""
    if "replica" not in (reading.unit.prev or "").lower() or m.group("other") or \
            [s.state for s in states] != ["ready"] or states[0].negated:
        return None
    named = [e for mention in reading.prev for e in mention.entities if e.kind == "deployment"]
    owners = named or index.of_kind("deployment")
    if len(owners) != 1:
        return None
    status = owners[0].rec.get("status") if isinstance(owners[0].rec.get("status"), dict) else {}
    ready = status.get("readyReplicas")
    if ready is None and "replicas" not in status:
        return None
    reading.listing_claim = True
    reading.used_states.update(range(len(reading.states)))
    for v in reading.values:
        if v.start < m.end():
            reading.take(v)
    return decide(index, [Hit(int(ready or 0) == _number(m.group("n")), owners[0].eid, owners[0].field,
                              f"{owners[0].name} readyReplicas={int(ready or 0)}")])


def _phase_is(pod: Entity, states: list[State]) -> bool | None:
    """"4 of them are in the Running phase": the phase itself, whether or not a container is crash-looping."""
    phase = str((pod.rec.get("status") or {}).get("phase") or "").lower() if isinstance(pod, Entity) else ""
    if not phase:
        return None
    return all((phase == s.word.lower()) != s.negated for s in states)
