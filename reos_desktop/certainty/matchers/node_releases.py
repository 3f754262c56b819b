"""What the cluster's nodes run, compared across nodes: their operating system ("kantele OS: NixOS 24.11",
"theorbo is the only node running RHEL", "the only node not running RHEL") and how far one release stands
from another ("kantele is one minor release behind the rest", "kubectl is one minor release newer than the
control plane", "only zephyr is on the latest patch release").

A node's system is the `osImage` of its node info (what `kubectl get nodes -o wide` shows as OS-IMAGE); its
release is the kubelet version. A claim is decided only when every node it compares has the field read.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.attributes import _DISTRO_RE, _OS_ALIASES
from reos_desktop.certainty.matchers.kube_roles import roles_of
from reos_desktop.certainty.matchers.versions import versions_of
from reos_desktop.certainty.reading import Reading
from reos_desktop.versions import version_prefix_matches

_ONLY_RE = re.compile(r"\b(?:the\s+only|only|sole|single)\b")
_ALL_NODES_RE = re.compile(r"\b(?:all|every|each|both)\b")
_NOT_RE = re.compile(r"\b(?:not|isn't|aren't|never)\b|n't\b")
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_STEP_RE = re.compile(r"\b(?P<n>an?|one|two|three|four|five|\d+)\s+minor\s+(?:releases?|versions?)\s+"
                      r"(?P<dir>behind|older|newer|ahead|earlier|later)\b(?:\s+(?:than|of))?"
                      r"|\b(?P<dir2>behind|ahead)\s+by\s+(?P<n2>an?|one|two|three|four|five|\d+)\s+minor"
                      r"(?:\s+(?:releases?|versions?))?\b(?:\s+(?:than|of))?")
_REST_RE = re.compile(r"^\W*(?:all\s+)?(?:the\s+)?(?:rest|others|other\s+nodes|other\s+(?:two|three|four|five)|"
                      r"everyone|everything\s+else|every\s+other\s+node)\b")
_CONTROL_RE = re.compile(r"^\W*(?:the\s+)?(?:control[- ]plane|master|api\s?server)\b")
_ORDER_RE = re.compile(r"\b(?:is|are|runs?|'s)\s+(?:on\s+)?(?:an?\s+)?(?:slightly\s+|much\s+)?(newer|older|later|earlier|"
                       r"ahead\s+of|behind)(?:\s+(?:release|version|kubelet))?(?:\s+than)?\s+(?:the\s+)?")
_LATEST_RE = re.compile(r"\bonly\b.*\b(?:on|runs?|running|has)\s+the\s+(?:latest|newest|most\s+recent)\b"
                        r"(?:\s+patch)?(?:\s+(?:release|version|build|k3s|k8s|kubelet))?")


def _os_image(node: Entity) -> str | None:
    status = node.rec.get("status") if isinstance(node.rec.get("status"), dict) else {}
    info = status.get("nodeInfo") if isinstance(status.get("nodeInfo"), dict) else {}
    image = info.get("osImage")
    return str(image) if image else None


def _family(distro: str) -> str:
    distro = distro.lower()
    return _OS_ALIASES.get(distro, distro.split()[0])


def _runs(image: str, distro: str, version: str | None) -> bool:
    low = image.lower()
    if _family(distro) not in low and distro.lower() not in low:
        return False
    if not version:
        return True
    found = re.search(r"\d+(?:\.\d+)*", low)
    return bool(found) and version_prefix_matches(found.group(0), version)


def _nodes(index: FactIndex) -> list[Entity]:
    lists = [lst for lst in index.listings.get("nodes", ()) if lst.complete and lst.members]
    return list(lists[0].members) if lists else []


def check_node_releases(reading: Reading, index: FactIndex) -> list[Verdict]:
    if not index.of_kind("node"):
        return []
    return _node_os(reading, index) or _release_steps(reading, index) or _only_latest(reading, index) or \
        _release_order(reading, index)


def _node_os(reading: Reading, index: FactIndex) -> list[Verdict]:
    distro = _DISTRO_RE.search(reading.text)
    named = reading.scope("node")
    if distro is None or reading.hedged:
        return []
    if not reading.own_entities("node") and _ALL_NODES_RE.search(reading.low[:distro.start()]) and \
            re.search(r"\bnodes?\b", f"{reading.low} {reading.unit.prev.lower()}"):
        return _every_node_os(reading, index, distro)
    if not named:
        return []
    images = {n.name: _os_image(n) for n in named}
    if not any(images.values()):
        return []
    version = distro.group(2)
    _take_system(reading, distro)
    subject = named[0]
    if _ONLY_RE.search(reading.low[:distro.start()]):
        every = _nodes(index)
        if not every or not all(_os_image(n) for n in every):
            return [unknown("the evidence does not give every node's system")]
        negated = bool(_NOT_RE.search(reading.low[:distro.start()]))
        alike = [n.name for n in every if _runs(_os_image(n), distro.group(1), version) != negated]
        shown = ", ".join(f"{n.name} {_os_image(n)}" for n in every)
        return [decide(index, [Hit(alike == [subject.name], subject.eid, subject.field, f"node systems: {shown}")])]
    hits = []
    for node in named:
        image = images.get(node.name)
        if image:
            ok = _runs(image, distro.group(1), version) != reading.negated
            hits.append(Hit(ok, node.eid, node.field, f"node {node.name} osImage={image}"))
    verdict = decide(index, hits)
    return [verdict] if verdict is not None else []


def _take_system(reading: Reading, distro) -> None:
    """The system's name and version are this matcher's: not a number or a name anything else should read."""
    for value in reading.values:
        if distro.group(2) and value.start == distro.start(2):
            reading.take(value)
    reading.unknown = [t for t in reading.unknown if not (distro.start() <= t.start <= distro.end())]


def _every_node_os(reading: Reading, index: FactIndex, distro) -> list[Verdict]:
    """"All three nodes ..., all run Debian 12": every node of a complete listing runs that system."""
    every = _nodes(index)
    if not every or not all(_os_image(n) for n in every):
        return [unknown("the evidence does not give every node's system")]
    _take_system(reading, distro)
    reading.release_sameness = True   # what every node runs, not a claim that each qualifies for something
    ok = all(_runs(_os_image(n), distro.group(1), distro.group(2)) for n in every)
    shown = ", ".join(f"{n.name} {_os_image(n)}" for n in every)
    return [decide(index, [Hit(ok, every[0].eid, every[0].field, f"node systems: {shown}")])]


def _release(index: FactIndex, entity: Entity) -> tuple[int, ...] | None:
    for version, _, _ in versions_of(index, entity):
        nums = re.match(r"v?(\d+)\.(\d+)(?:\.(\d+))?", str(version))
        if nums:
            return tuple(int(x) for x in nums.groups() if x is not None)
    return None


def _count(word: str) -> int:
    return _COUNT_WORDS.get(word, None) or int(word)


def _release_steps(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"kantele is one minor release behind the rest": the subject's minor release against the others'."""
    step = _STEP_RE.search(reading.low)
    if step is None or reading.hedged:
        return []
    before = [m for m in reading.mentions if m.end <= step.start() and m.entities]
    if not before:
        return []
    subject = before[-1].entities[0]
    mine = _release(index, subject)
    after = reading.low[step.end():]
    if _REST_RE.match(after):
        others = [n for n in _nodes(index) if n.name != subject.name]
    elif _CONTROL_RE.match(after):
        others = [n for n in _nodes(index) if "control-plane" in (roles_of(n) or ())]
    else:
        later = [m for m in reading.mentions if m.start >= step.end() and m.entities]
        if later:
            others = [later[0].entities[0]]
        elif subject.kind == "node" and not after.strip(" .,;:"):   # "kantele is two minor releases behind"
            others = [n for n in _nodes(index) if n.name != subject.name]
        else:
            others = []
    theirs = [_release(index, o) for o in others]
    if mine is None or not others or any(t is None for t in theirs):
        return []
    n = _count(step.group("n") or step.group("n2"))
    direction = step.group("dir") or step.group("dir2")
    sign = -1 if direction in ("behind", "older", "earlier") else 1
    ok = all(mine[0] == t[0] and mine[1] - t[1] == sign * n for t in theirs)
    shown = ", ".join(f"{e.name} {'.'.join(map(str, r))}" for e, r in [(subject, mine)] + list(zip(others, theirs)))
    for value in reading.values:
        if step.start() <= value.start < step.end():
            reading.take(value)
    return [decide(index, [Hit(ok != reading.negated, subject.eid, subject.field, f"releases: {shown}")])]


def _only_latest(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"only zephyr is on the latest patch release": its release is the newest, and no other node has it."""
    if not _LATEST_RE.search(reading.low) or reading.hedged:
        return []
    named = reading.own_entities("node")
    every = _nodes(index)
    if len(named) != 1 or not every:
        return []
    releases = {n.name: _release(index, n) for n in every}
    if any(r is None for r in releases.values()):
        return [unknown("the evidence does not give every node a version")]
    newest = max(releases.values())
    holders = [name for name, r in releases.items() if r == newest]
    shown = ", ".join(f"{name} {'.'.join(map(str, r))}" for name, r in releases.items())
    reading.listing_claim = True
    return [decide(index, [Hit(holders == [named[0].name], named[0].eid, named[0].field, f"node releases: {shown}")])]


def _side(reading: Reading, index: FactIndex, start: int, end: int) -> list[Entity]:
    """The nodes a stretch of the clause names: "the control plane", or node names."""
    if re.search(r"\bcontrol[- ]plane\b|\bmasters?\b", reading.low[start:end]):
        return [n for n in _nodes(index) if "control-plane" in (roles_of(n) or ())]
    return [e for m in reading.mentions if not m.inherited and start <= m.start < end
            for e in m.entities if e.kind == "node"][:1]


def _release_order(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"the control plane is older than w3", "w2 is behind w1": one side's kubelet release against the other's."""
    m = _ORDER_RE.search(reading.low)
    if m is None or reading.hedged or any(v.kind in ("version", "decimal") for v in reading.values):
        return []
    first, second = _side(reading, index, 0, m.start()), _side(reading, index, m.end(), len(reading.low))
    mine = [_release(index, n) for n in first]
    theirs = [_release(index, n) for n in second]
    if not first or not second or None in mine or None in theirs or set(first) & set(second):
        return []
    newer = m.group(1) in ("newer", "later", "ahead of")
    ok = all((a > b) if newer else (a < b) for a in mine for b in theirs)
    shown = ", ".join(f"{n.name} {'.'.join(map(str, r))}" for n, r in zip(first + second, mine + theirs))
    return [decide(index, [Hit(ok != reading.negated, first[0].eid, first[0].field, f"releases: {shown}")])]

