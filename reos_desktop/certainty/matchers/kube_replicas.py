"""Replica counts of one Kubernetes workload: "The deployment wants 2 replicas and has 1 available", "one api
replica still serves", "api has one unavailable replica", "web runs 3 replicas".

A count of replicas is one of three numbers of the workload's record, and the words around the count say which:
a state of being in service (ready, available, up, serving, healthy) is `status.readyReplicas`; a state of
being out of service (unavailable, not ready, down, failing) is the desired count minus the ready one; a wish
(wants, desired, scaled to) or no state at all is `spec.replicas`. Each count is read with the words between
it and the clause's other counts, so "wants 2 replicas and has 1 available" checks 2 as desired and 1 as
ready. The workload is the one the clause names or inherits; several, or none, leave the count to others.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.reading import Reading

_NOUN_RE = re.compile(r"^\s*(?:\w+\s+){0,2}?(?:replicas?|copies|instances?)\b")
_DOWN_RE = re.compile(r"\b(?:unavailable|not\s+(?:\w+\s+)?(?:available|ready|running|up|serving|healthy)|down|failing|"
                      r"crash\w*|broken|unhealthy|missing|dead|pending|isn't\s+ready|aren't\s+ready)\b")
_UP_RE = re.compile(r"\b(?:ready|available|up|running|serv(?:es|ing|e)|healthy|alive|working|online|live|answering)\b")
_WANT_RE = re.compile(r"\b(?:wants?|wanted|desired|configured|scaled|should|expects?|expected|asks?|requests?|"
                      r"requested|spec|supposed|target)\b")
_COUNT_KINDS = ("count", "number")
_STATE_AFTER_RE = re.compile(r"^\s*(?:(?:are|is|still|of\s+them)\s+)*(?:available|ready|up|running|serving|healthy|"
                             r"unavailable|not\s+(?:ready|available))\b")


def _segments(reading: Reading, values: list) -> list[str]:
    """The words each count owns: from the end of the count before it to the start of the next one."""
    out = []
    for i, v in enumerate(values):
        start = values[i - 1].end if i else 0
        end = values[i + 1].start if i + 1 < len(values) else len(reading.low)
        out.append(reading.low[start:v.start] + " " + reading.low[v.end:end])
    return out


def check_replicas(reading: Reading, index: FactIndex) -> list[Verdict]:
    nouned = bool(reading.wordset & {"replica", "replicas", "copies", "instances", "instance"})
    # "... wants 2 replicas | and has 1 available": the clause before named what is counted
    carried = not nouned and bool(re.search(r"\breplicas?\b", reading.unit.prev or "", re.I))
    if not nouned and not carried:
        return []
    owners = {d.name: d for d in reading.scope("deployment")}
    if len(owners) != 1:
        return []
    workload = next(iter(owners.values()))
    spec = workload.rec.get("spec") if isinstance(workload.rec.get("spec"), dict) else {}
    status = workload.rec.get("status") if isinstance(workload.rec.get("status"), dict) else {}
    want, ready = spec.get("replicas"), status.get("readyReplicas") or 0
    if not isinstance(want, int) or isinstance(want, bool) or not isinstance(ready, int) or isinstance(ready, bool):
        return []
    counts = [v for v in reading.values if v.kind in _COUNT_KINDS and reading.value_free(v) and
              float(v.value).is_integer() and (_NOUN_RE.match(reading.low[v.end:]) or
                                               carried and _STATE_AFTER_RE.match(reading.low[v.end:]))]
    verdicts = []
    for value, words in zip(counts, _segments(reading, counts)):
        said = int(value.value)
        if _DOWN_RE.search(words):
            actual, what = want - ready, "not ready"
        elif _WANT_RE.search(words) or not _UP_RE.search(words):
            actual, what = want, "desired"
        else:
            actual, what = ready, "ready"
        reading.take(value)
        verdict = decide(index, [Hit(said == actual, workload.eid, None,
                                     f"{workload.name}: {actual} {what} ({ready} of {want} replicas ready)")])
        if verdict is not None:
            verdicts.append(verdict)
    if verdicts:   # the state words were the count's, not a state of the workload itself
        reading.used_states.update(range(len(reading.states)))
    return verdicts
