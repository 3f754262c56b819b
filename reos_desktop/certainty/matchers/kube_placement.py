"""Where pods run: "both pods scheduled there are not ready", "None of the shop pods are on w3", "beauclair is
carrying both broken shop pods", "toussaint runs no shop workloads", "prometheus-server-0 is the only pod placed on
arena-2", "payments-worker runs on arena-1".

A pod's node is its `spec.nodeName`. The clause names one node (after "on"/"onto", as the subject of
"runs/carries/hosts", or as "there" for the node named before) and says which pods (a namespace, a name, a
state before the noun) are on it, how many, or that none are. A count or a "none" is decided only over a
complete pod listing whose namespace scope covers the pods it counts; a named pod's node is its own record.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.entity_states import describe, state_of
from reos_desktop.certainty.reading import Reading

_POD_NOUN_RE = re.compile(r"\b(?:pods?|workloads?|replicas?)\b")
_ON_RE = re.compile(r"\b(?:on|onto|to)\s+(?:the\s+)?(?:node\s+)?[`'\"*]*$")
_THERE_RE = re.compile(r"\b(?:scheduled|placed|running|runs|assigned|landed|sits?|sitting|are|is)\s+there\b")
_CARRY_RE = re.compile(r"^\s*(?:is\s+|'s\s+)?(?:carrying|carries|running|runs|hosting|hosts|has|holds|holding)\b")
_NONE_RE = re.compile(r"\b(?:none\s+of|no|zero|not\s+a\s+single)\b")
_ONLY_RE = re.compile(r"\bthe\s+only\b|\bonly\s+(?:one|pod)\b")
# states said before the pod noun pick the pods ("both broken shop pods"); after it they are said of them
_FILTER_STATES = {"broken": "notready", "failing": "notready", "crashing": "restarting", "unhealthy": "notready",
                  "healthy": "ready", "running": "running", "pending": "pending", "ready": "ready",
                  "crash-looping": "restarting", "crashlooping": "restarting", "failed": "failed"}


def _node_of(pod: Entity) -> str:
    spec = pod.rec.get("spec") if isinstance(pod.rec.get("spec"), dict) else {}
    return str(spec.get("nodeName") or "")


def _namespace_of(pod: Entity) -> str:
    meta = pod.rec.get("metadata") if isinstance(pod.rec.get("metadata"), dict) else {}
    return str(meta.get("namespace") or "")


def _placed_node(reading: Reading) -> tuple[Entity, bool] | None:
    """The node the clause places pods on, and whether it is the clause's subject ("beauclair is carrying")."""
    own = [m for m in reading.mentions if not m.inherited and any(e.kind == "node" for e in m.entities)]
    for m in own:
        node = next(e for e in m.entities if e.kind == "node")
        if _ON_RE.search(reading.low[max(0, m.start - 20):m.start]):
            return node, False
        if m.start <= 2 and _CARRY_RE.match(reading.low[m.end:]) and _POD_NOUN_RE.search(reading.low[m.end:]):
            return node, True
    if _THERE_RE.search(reading.low):
        before = [e for m in reading.prev for e in m.entities if e.kind == "node"] + \
                 [e for m in reading.mentions if m.inherited for e in m.entities if e.kind == "node"]
        names = {e.name for e in before}
        if len(names) == 1:
            return before[0], False
    return None


_NODE_CELL_RE = re.compile(r"\bnode:\s*[`*]*([a-z0-9][\w.-]*)[`*]*\s*$")


def _node_cell(reading: Reading, index: FactIndex) -> Verdict | None:
    """"| web-6d8f7b9c4-h7vzn | Running | 0 | chisel-w1 |" under a Node column (or "Node: chisel-w1" said of a
    pod): the node the pod's own record places it on."""
    m = _NODE_CELL_RE.search(reading.low)
    if m is None:
        return None
    pods = [e for mn in reading.mentions if not mn.inherited for e in mn.entities if e.kind == "pod"]
    if not pods:
        inherited = {e.name: e for mn in reading.mentions if mn.inherited for e in mn.entities if e.kind == "pod"}
        pods = list(inherited.values()) if len(inherited) == 1 else []
    said = m.group(1)
    hits = [Hit(_node_of(p) == said, p.eid, p.field, f"pod {p.name} runs on {_node_of(p)}") for p in pods
            if _node_of(p)]
    if not hits:
        return None
    reading.unknown = [t for t in reading.unknown if t.low != said]
    return decide(index, hits)


def _count_said(reading: Reading) -> tuple[int | None, object]:
    noun = _POD_NOUN_RE.search(reading.low)
    for v in reading.values:
        if v.kind in ("count", "number") and noun and v.end <= noun.start() and reading.value_free(v) and \
                float(v.value).is_integer():
            return int(v.value), v
    m = re.search(r"\b(both|all\s+(?:the\s+)?(\w+))\b", reading.low[:noun.start()] if noun else "")
    if m and m.group(1) == "both":
        return 2, None
    if m and m.group(2) in NUMBER_WORDS:
        return int(NUMBER_WORDS[m.group(2)]), None
    return None, None


def check_placement(reading: Reading, index: FactIndex) -> list[Verdict]:
    pods = index.of_kind("pod")
    if not pods or not any(_node_of(p) for p in pods):
        return []
    cell = _node_cell(reading, index)
    if cell is not None:
        return [cell]
    placed = _placed_node(reading)
    if placed is None:
        return []
    node, node_is_subject = placed
    named = [e for m in reading.mentions if not m.inherited for e in m.entities if e.kind == "pod"]
    noun = _POD_NOUN_RE.search(reading.low)
    aside = [e for m in reading.mentions if not m.inherited and _in_parens(reading.low, m.start)
             for e in m.entities if e.kind == "pod"]
    if noun is not None and aside and len(aside) == len(named):
        named = []   # "both broken shop pods (worker and payments)": the names spell out the pods counted
    if named and not _ONLY_RE.search(reading.low):
        # "payments-worker-... runs on arena-1": each named pod's own node
        hits = [Hit(_node_of(p) == node.name, p.eid, p.field, f"pod {p.name} runs on {_node_of(p) or 'no node'}")
                for p in named if _node_of(p)]
        verdict = decide(index, hits)
        return [verdict] if verdict is not None else []
    if noun is None:
        return []
    lead = reading.low[:noun.start()]
    namespaces = {e.name for e in index.of_kind("namespace")}
    ns = [w for w in re.findall(r"[\w-]+", lead)[-3:] if w in namespaces]
    words = re.findall(r"[\w-]+", lead)[-3:]
    states = [_FILTER_STATES[w] for w in words if w in _FILTER_STATES]
    prefixes = [w for w in words if w not in namespaces and w not in _FILTER_STATES and
                any(p.name.startswith(w + "-") for p in pods)]

    def picked(p: Entity) -> bool:
        if ns and _namespace_of(p) not in ns:
            return False
        if prefixes and not any(p.name.startswith(w + "-") for w in prefixes):
            return False
        return all(state_of(p, s) for s in states)

    listings = [lst for lst in index.listings.get("pods", ()) if lst.complete and not lst.scope.get("name") and
                (not lst.scope.get("namespace") or ns and lst.scope.get("namespace") in ns)]
    if not listings:
        _settle(reading)
        return [unknown(f"no complete pod listing shows which pods run on {node.name}")]
    members = [p for lst in listings for p in lst.members]
    chosen = [p for p in members if picked(p)]
    on_node = [p for p in chosen if _node_of(p) == node.name]
    eids = [lst.eid for lst in listings]
    if _NONE_RE.search(lead) or re.search(r"\bno\b", reading.low[:noun.start() + 1]):
        _settle(reading)
        return [_say(index, not on_node, eids, f"pods on {node.name}: " + (", ".join(p.name for p in on_node) or "none"))]
    if _ONLY_RE.search(reading.low) and named:
        _settle(reading)
        return [_say(index, {p.name for p in on_node} == {p.name for p in named}, eids,
                     f"pods on {node.name}: " + ", ".join(p.name for p in on_node))]
    count, value = _count_said(reading)
    if count is None:
        return []
    if value is not None:
        reading.take(value)
    _settle(reading)
    if node_is_subject:   # "beauclair is carrying both broken shop pods": all the pods said are on it
        holds = len(chosen) == count and len(on_node) == count
        shown = f"{len(chosen)} such pods, {len(on_node)} on {node.name}"
    else:
        holds = len(on_node) == count
        shown = f"{len(on_node)} pods on {node.name}"
    after = [s for s in reading.states if s.start > noun.end()]
    verdicts = [_say(index, holds, eids, shown)]
    for st in after:   # "both pods scheduled there are not ready": said of each of them
        hits = []
        for p in on_node:
            answer = state_of(p, st.state)
            if answer is not None:
                hits.append(Hit(answer != st.negated, p.eid, p.field, describe(p)))
        verdicts.append(decide(index, hits) or unknown(f"the evidence does not say whether they are {st.word}"))
    return verdicts


def _in_parens(text: str, pos: int) -> bool:
    opened = text.rfind("(", 0, pos)
    return opened >= 0 and text.rfind(")", 0, pos) < opened


def _say(index: FactIndex, holds: bool, eids: list[str], text: str) -> Verdict:
    return decide(index, [Hit(holds, eid, None, text) for eid in eids]) or unknown(text)


def _settle(reading: Reading) -> None:
    reading.used_states.update(range(len(reading.states)))
    reading.listing_claim = True
    reading.placement = True   # negation.py leaves a claim about where pods run to this matcher
    for v in reading.values:
        if v.kind in ("count", "number"):
            reading.take(v)
