"""Marker words the pod and Service member tests of counts.py read: which node, which namespace, no restarts.

"roke-w1 runs 4 pods" counts the pods scheduled on roke-w1; "6 pods in shop" and "one service in clan" count
that namespace's; "both web pods with 0 restarts" counts those that never restarted. The markers travel with
the claim's words to `member_matches`, which reads them from each pod or Service record.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex
from reos_desktop.certainty.reading import Reading

_ZERO_RESTARTS_RE = re.compile(r"\b(?:0|no|zero|without)\s+restarts?\b|\brestarts?\W{0,3}\s*0\b(?![.\d])")


def pod_nodes(index: FactIndex) -> set[str]:
    """The nodes the listed pods are scheduled on (their `spec.nodeName`)."""
    return {str((m.rec.get("spec") or {}).get("nodeName") or "").lower() for lst in index.listings.get("pods", ())
            for m in lst.members if isinstance(m, Entity) and isinstance(m.rec.get("spec"), dict)} - {""}


def kube_filters(reading: Reading, index: FactIndex, cls: str) -> set[str]:
    """Marker words for the pod tests: "with 0 restarts" picks the pods that never restarted, and a node the
    claim names ("roke-w1 runs 4 pods") the pods scheduled on it; for pods and Services, a namespace named with
    "in" picks that namespace's."""
    if cls == "k8s_services":
        return namespace_filter(reading, index, cls)
    if cls != "pods":
        return set()
    out = {"zero_restarts"} if _ZERO_RESTARTS_RE.search(reading.low) else set()
    named = {n for n in pod_nodes(index) if re.search(r"(?<![\w.-])" + re.escape(n) + r"(?![\w.-])", reading.low)}
    out |= {"on_nodes"} | named if named else set()
    return out | namespace_filter(reading, index, cls)


def namespace_filter(reading: Reading, index: FactIndex, cls: str) -> set[str]:
    """"6 pods in shop", "one service in clan", "| payments | 4 |" in a table of namespaces: the members of that
    namespace."""
    spaces = {str((m.rec.get("metadata") or {}).get("namespace") or "").lower() for lst in index.listings.get(cls, ())
              for m in lst.members if isinstance(m, Entity) and isinstance(m.rec.get("metadata"), dict)} - {""}
    said = [n for n in spaces if re.search(r"\b(?:in|from|of)\s+(?:the\s+)?[`*'\"]*" + re.escape(n) + r"(?![\w.-])",
                                           reading.low)]
    key = reading.unit.prev.strip().strip("`*'\"").lower()
    if not said and reading.unit.cell == "value" and key in spaces:
        said = [key]   # "| payments | 4 |" under "Pods": the row's namespace
    return {"in_namespace", f"namespace:{said[0]}"} if len(said) == 1 and len(spaces) > 1 else set()
