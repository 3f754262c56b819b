"""A pod named by where it runs: "the replica on giza-w2 isn't ready", "the one on mimosa isn't ready".

Kubernetes answers often tell replicas apart by their node rather than by their generated names. Such a phrase
names the pods whose `spec.nodeName` is that node, narrowed to the workload the clause (or the one before it)
talks about ("**web** — 1/3 ready: the replica on giza-w2 ..."). When that leaves no single group of pods of one
workload, nothing is named and the clause stays as unread as before.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex

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
