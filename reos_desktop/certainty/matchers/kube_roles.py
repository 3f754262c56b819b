"""Node roles: "capitol is the control-plane", "arena-1 and arena-2 are workers", "yavin-cp (control plane)",
"the control plane is gethen", "w3 isn't a master".

A node's roles are its `node-role.kubernetes.io/<role>` labels (what `kubectl get nodes` shows under ROLES);
master and control-plane are one role, and a node with labels but no control-plane role is a worker (k3s
agents carry none). A node whose labels the evidence does not show has unknown roles: nothing is decided.
A role word is never a node's name, so it is not looked up as one.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

_ROLE_RE = re.compile(r"(?<![\w-])(control[- ]planes?|masters?|workers?|agents?|etcd)(?:\s+nodes?)?(?![\w-])")
_CONTROL = {"control-plane", "master"}
_NEGATION_RE = re.compile(r"\b(?:not|isn't|aren't|wasn't|never|no\s+longer)\b|n't\b")


def _role(word: str) -> str:
    word = word.replace(" ", "-").rstrip("s")
    return "control-plane" if word in ("control-plane", "master") else "worker" if word in ("worker", "agent") else word


def roles_of(node: Entity) -> set[str] | None:
    meta = node.rec.get("metadata") if isinstance(node.rec.get("metadata"), dict) else {}
    labels = meta.get("labels")
    if not isinstance(labels, dict):
        return None
    roles = {_role(k.split("/", 1)[1]) for k in labels if str(k).startswith("node-role.kubernetes.io/") and "/" in k}
    if not roles & {"control-plane"}:
        roles.add("worker")
    return roles


def check_node_roles(reading: Reading, index: FactIndex) -> list[Verdict]:
    role_m = _ROLE_RE.search(reading.low)
    if role_m is None or not index.of_kind("node"):
        return []
    nodes = [(m, e) for m in reading.mentions if not m.inherited for e in m.entities if e.kind == "node"]
    if not nodes:
        return []
    role = _role(role_m.group(1))
    # the role is said of the nodes: "X is/are (the) ROLE", "X (ROLE)", "the ROLE is X", "ROLE: X"
    first, last = nodes[0][0], nodes[-1][0]
    if role_m.start() >= last.end:
        between = reading.low[last.end:role_m.start()]
        if not re.fullmatch(r"\s*(?:,\s*)?(?:\(|(?:is|are|'s|was|were|isn't|aren't|is\s+not|are\s+not)\s+(?:still\s+)?"
                            r"(?:the\s+|a\s+|an\s+|one\s+of\s+the\s+)?(?:only\s+|sole\s+|single\s+)?(?:cluster's\s+)?)",
                            between):
            return []
    elif role_m.end() <= first.start:
        between = reading.low[role_m.end():first.start]
        if not re.fullmatch(r"\s*(?::|\s(?:is|are|was|were)\s+|\s*\(|\s*—\s*|\s*-\s*)\s*[`'\"*]*", between):
            return []
    else:
        return []
    negated = bool(_NEGATION_RE.search(reading.low[min(first.start, role_m.start()):max(last.end, role_m.end())]))
    hits, unknowns = [], []
    for _, node in nodes:
        roles = roles_of(node)
        if roles is None:
            unknowns.append(node.name)
            continue
        shown = ", ".join(sorted(r for r in roles if r != "worker" or not roles & _CONTROL)) or "worker"
        hits.append(Hit((role in roles) != negated, node.eid, node.field, f"node {node.name} roles: {shown}"))
    if unknowns:
        return [unknown(f"the evidence shows no role labels of {', '.join(unknowns)}")]
    verdict = decide(index, hits)
    return [verdict] if verdict is not None else []
