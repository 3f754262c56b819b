"""How many pods each node runs, said as a list after the total: "14 pods in total — 4 on stromboli, 5 on
stromboli-w1, 4 on stromboli-w2". Each "N on <node>" counts the pods whose `spec.nodeName` is that node, over a
complete pod listing; the verdict stands at its own number (pinpoint.py cuts the list there).
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.lexicon import NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.kube_filters import pod_nodes
from reos_desktop.certainty.reading import Reading

_ON_NODE_RE = re.compile(r"(?<![\w.-])(\d+|[a-z]+)\s+(?:pods?\s+)?(?:are\s+|run(?:ning)?\s+)?on\s+[`*'\"]*([\w.-]+)")


def check_node_counts(reading: Reading, index: FactIndex) -> list[Verdict]:
    nodes = pod_nodes(index)
    prev = reading.unit.prev.lower()
    # pods are named in the clause or the one before, or the clause before is an item of the same list
    if not nodes or not (re.search(r"\bpods?\b", f"{reading.low} {prev}") or
                         any(m.group(2) in nodes for m in _ON_NODE_RE.finditer(prev))):
        return []
    found = []
    for m in _ON_NODE_RE.finditer(reading.low):
        word, node = m.group(1), m.group(2).rstrip(".,;")
        count = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
        if node in nodes and isinstance(count, int):
            found.append((count, node, m.span(1)))
    alone = len(found) == 1 and re.fullmatch(r"\W*(?:and\s+|plus\s+)?\S+\s+on\s+\S+?\W*", reading.low)
    if len(found) < 2 and not alone:
        return []   # "3 pods on w1" is read by the placement matcher; a list of bare "N on <node>" is read here
    listings = [lst for lst in index.listings.get("pods", ()) if lst.complete and not lst.scope.get("name")
                and not lst.scope.get("namespace")]
    for v in reading.values:
        if any(v.start <= span[0] < v.end for _, _, span in found):
            reading.take(v)
    reading.unknown = [t for t in reading.unknown if t.low not in {n for _, n, _ in found}]
    if not listings:
        return [unknown("no complete listing of every namespace's pods shows how many run on each node")]
    out = []
    for count, node, span in found:
        on = [p for lst in listings for p in lst.members
              if str((p.rec.get("spec") or {}).get("nodeName") or "").lower() == node]
        verdict = decide(index, [Hit(len(on) == count, lst.eid, None, f"{len(on)} pods on {node}")
                                 for lst in listings])
        if verdict is not None:
            out.append(replace(verdict, at=span))
    return out
