"""A pod named by where it runs: "the replica on giza-w2 isn't ready", "the one on mimosa isn't ready".

Kubernetes answers often tell replicas apart by their node rather than by their generated names. Such a phrase
names the pods whose `spec.nodeName` is that node, narrowed to the workload the clause (or the one before it)
talks about ("**web** — 1/3 ready: the replica on giza-w2 ..."). When that leaves no single group of pods of one
workload, nothing is named and the clause stays as unread as before.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex
from reos_desktop.certainty.matchers.entity_states import state_of

_LOCATED_RE = re.compile(r"\bthe\s+(?:other\s+|second\s+|first\s+)?(?:one|replica|pod|instance|copy)\s+"
                         r"(?:on|running\s+on|scheduled\s+on)\s+(?:node\s+)?[`*'\"]*([\w.-]+)", re.I)


def located_pods(text: str, index: FactIndex, near: list, mention_type) -> tuple[list, set[int]]:
    """Mentions of the pods a "the replica on NODE" phrase names, and the starts of the node words it used."""
    found = _LOCATED_RE.search(text)
    if not found or re.search(r"\b(?:is|are|was|were|'s)\s+$", text[:found.start()]):
        return [], set()   # "X is the one on arena-1": a claim about where X runs, not a subject
    node = found.group(1).lower()
    pods = [p for p in index.of_kind("pod") if str((p.rec.get("spec") or {}).get("nodeName") or "").lower() == node]
    if not pods:
        return [], set()
    workloads = {n for m in near for e in m.entities if e.kind in ("deployment", "pod") for n in e.names}
    mine = [p for p in pods if any(p.name.lower().startswith(w + "-") or p.name.lower() == w for w in workloads)]
    if not mine and len(pods) == 1 and not workloads:
        mine = pods
    if not mine:
        return [], set()
    return [mention_type(found.group(0), found.start(), found.end(), mine)], {found.start(1)}


# "the crash-looping pod", "the crashing api pod", "the pending grafana pod": a pod told apart by its state
_DESCRIBED_RE = re.compile(r"\bthe\s+(crash-?looping|crashlooping|crashing|failing|broken|unhealthy|restarting|pending|"
                           r"stuck|unready|not-ready)\s+(?:([a-z][\w-]*)\s+)?(?:pod|container|replica)\b", re.I)
_DESCRIBED_STATES = {"crash-looping": "restarting", "crashlooping": "restarting", "crashing": "restarting",
                     "restarting": "restarting", "failing": "notready", "broken": "notready", "unhealthy": "notready",
                     "unready": "notready", "not-ready": "notready", "pending": "pending", "stuck": "notready"}


def described_pods(text: str, index: FactIndex, mention_type) -> list:
    """A mention of the one pod a "the crash-looping pod" phrase describes, if exactly one pod is in that state."""
    found = _DESCRIBED_RE.search(text)
    if not found:
        return []
    state = _DESCRIBED_STATES[found.group(1).lower()]
    name = (found.group(2) or "").lower()
    pods = [p for p in index.of_kind("pod") if state_of(p, state) and
            (not name or p.name.lower().startswith(name + "-") or f"-{name}-" in p.name.lower() or name in p.names)]
    if name and not pods:
        return []
    return [mention_type(found.group(0), found.start(), found.end(), pods)] if len(pods) == 1 else []
