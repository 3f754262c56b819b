"""Sameness of the nodes' releases: "All three nodes run the same k3s release", "the same as every node",
"hrym runs the same kubelet version" (as the nodes the clause before named).

A claim over every node is decided by how many kubelet versions a complete node listing holds: one is the
same release everywhere, two or more is not. A claim about named nodes compares their versions with the one
the clause (or the clause before it) states. Nothing is decided unless every node has a version.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.count_versions import _same
from reos_desktop.certainty.matchers.versions import versions_of
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import parse_values

_SAME_RE = re.compile(r"\bsame\s+(?:(?:k3s|k8s|kubelet|kubernetes|rke2|kube)\s+)?(?:version|release|build|kubelet)s?\b|"
                      r"\bthe\s+same\s+as\s+(?:every|all|each|the\s+other)\b")
_EVERY_RE = re.compile(r"\b(?:all|every|each|both)\b")
_AS_THE_OTHERS_RE = re.compile(r"\bas\s+(?:the\s+)?(?:others|other\s+(?:nodes|two|ones)|rest)\b")
_VERSION_KINDS = ("version", "decimal")


def _stated(reading: Reading, index: FactIndex) -> list[str]:
    """The release the clause states, else the one the clause before it stated ("both on kubelet v1.30.2")."""
    own = [v.text for v in reading.values if v.kind in _VERSION_KINDS]
    if own:
        return own
    return [v.text for v in parse_values(reading.unit.prev or "", index.now) if v.kind in _VERSION_KINDS]


def check_same_version(reading: Reading, index: FactIndex) -> list[Verdict]:
    if not _SAME_RE.search(reading.low) or reading.hedged:
        return []
    lists = [lst for lst in index.listings.get("nodes", ()) if lst.complete and lst.members]
    if not lists:
        return []
    lst = lists[0]
    held = {node.name: [v for v, _, _ in versions_of(index, node)] for node in lst.members}
    if not all(held.values()):
        return [unknown("the evidence does not give every node a version", lst.eid)]
    shown = ", ".join(f"{name} {versions[0]}" for name, versions in held.items())
    named = [e for e in reading.own_entities("node")]
    for v in reading.values:
        if v.kind in _VERSION_KINDS:
            reading.take(v)
    reading.listing_claim = True
    reading.release_sameness = True   # not also a claim that every node qualifies for something
    own_stated = [v for v in reading.values if v.kind in _VERSION_KINDS]
    if len(named) >= 2 and not own_stated and not _EVERY_RE.search(reading.low):
        # "barracuda runs the same k3s version as bonito-1": the named nodes against each other
        ok = len({held[n.name][0] for n in named if n.name in held}) == 1
    elif named and not _EVERY_RE.search(reading.low) and not _AS_THE_OTHERS_RE.search(reading.low):
        # (". . . v1.30.4, the same version as the others": every node's, checked below)
        stated = _stated(reading, index)
        if not stated:
            return []
        ok = all(any(_same(h.lstrip("vV"), stated[0].lstrip("vV")) for h in held.get(n.name, ())) for n in named)
    else:
        ok = len({versions[0] for versions in held.values()}) == 1
    verdict = decide(index, [Hit(ok != reading.negated, lst.eid, lst.field, f"kubelet versions: {shown}")])
    others = _AS_THE_OTHERS_RE.search(reading.low)
    if others is not None and verdict is not None and own_stated:
        # "edge2 runs kubelet v1.30.4, the same version as the others": the sameness stands where it is said, so
        # the node's own version is judged apart
        same = _SAME_RE.search(reading.low)
        start = same.start() if same is not None and same.start() < others.start() else others.start()
        verdict = replace(verdict, at=(start, others.end()))
        if named:
            stated = own_stated[0].text.lstrip("vV")
            own = decide(index, [Hit(all(any(_same(h.lstrip("vV"), stated) for h in held.get(n.name, ())) for n in named),
                                     lst.eid, lst.field, f"kubelet versions: {shown}")])
            return [v for v in (replace(own, at=(0, own_stated[0].end)) if own else None, verdict) if v is not None]
    return [verdict]
