"""Versions of installed packages (and images): "nginx 1.24.0", "Docker 24.0.7", "Python 3.11",
"newer than 1.20", "at least 2.0". A stated version matches a full one when it is a prefix of it in the
package manager's sense ("1.24" names "1.24.0-2ubuntu7", "24.0.7" names "5:24.0.7-1~ubuntu.24.04~noble");
ordering claims use dpkg's ordering. When the package history records a change after the steady state
was read, the newer record wins; if they disagree the other way round, that is a conflict.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, place_verdicts, unknown
from reos_desktop.certainty.matchers.version_anywhere import two_versions_ordered, version_anywhere
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value
from reos_desktop.certainty.names import same_version
from reos_desktop.versions import compare_versions

_NEWER = re.compile(r"(newer than|later than|above|greater than|higher than|at least|>=|≥|or (?:later|newer|higher|above)|"
                    r"(?:newer|later|higher)\s+[\w-]+\s+than)", re.I)
_OLDER = re.compile(r"(older than|earlier than|below|lower than|before|less than|<|or (?:earlier|older|lower)|"
                    r"(?:older|earlier|lower)\s+[\w-]+\s+than)", re.I)
_AT_LEAST = re.compile(r"(at least|>=|≥|or (?:later|newer|higher|above))\s*$", re.I)
EVENT_WORDS = re.compile(r"\b(upgraded|updated|downgraded|installed|removed|uninstalled|purged)\b.*\b(from|to|on|at|"
                         r"yesterday|today|ago)\b", re.I)


def versions_of(index: FactIndex, entity: Entity) -> list[tuple[str, str, object]]:
    out = []
    for name in entity.names:
        out.extend(index.package_versions(name))
    return list(dict.fromkeys(out))


_PRODUCT_WORDS = frozenset({"engine", "ce", "ee", "server", "daemon", "client", "cli", "community", "desktop",
                            "runtime", "core", "lts"})
_LINK_RE = re.compile(r"^[\s(]*(?:itself\s+|here\s+|currently\s+|now\s+)?(?:(?:is|was|are)\s+)?(?:version|ver\.?|v|is|at|=|:|is at|"
                      r"is version|is now|is on|now at|package is|was|upgraded to|updated to|installed|newer than|"
                      r"older than|at least|is currently|is running|runs|from|to|→|->|is still on|still on|is on|on|"
                      r"runs version|is at version)?[\s(:]*$", re.I)


# Words that may stand between a name and its version: "andoria-w2 still reports v1.30.8", "the nodes do run
# v1.31.4", "Docker currently shows 27.3.1".
_LINK_WORDS = frozenset("""is are was were itself here currently now still already also do does did version ver v
at on runs run running reports report reporting shows show showing has have uses use using ships with the
yes so which that it s newer older than later earlier least behind ahead""".split())


def _linking_gap(gap: str) -> bool:
    words = re.findall(r"\w+", gap.lower())
    return bool(words) and len(words) <= 6 and all(w in _LINK_WORDS for w in words)


def _owner(reading: Reading, value: Value, index: FactIndex) -> list[Entity]:
    """The named thing a version belongs to: a name right before it ("nginx 1.24", "nginx version 1.24",
    "nginx is at 1.24"), or right after it ("1.24 of nginx" is rare and not read)."""
    before = [m for m in reading.mentions if not m.inherited and m.end <= value.start]
    if before:
        mention = before[-1]
        gap = reading.text[mention.end:value.start]
        for other in reading.values:   # "PHP 8.1 (8.1.2-1ubuntu2.19)": another version of it may sit between
            if mention.end <= other.start and other.end <= value.start and other.kind in ("version", "decimal", "number"):
                gap = gap.replace(other.text, " ")
        gap = gap.replace("(", " ")
        ents = [e for e in mention.entities if versions_of(index, e)]
        nodes = [e for m in reading.mentions if not m.inherited for e in m.entities
                 if e.kind == "node" and versions_of(index, e)]
        kube_word = mention.word in ("k3s", "k8s", "kubernetes", "kubelet", "kube", "rke2", "microk8s")
        if ents and not nodes and kube_word and re.search(r"\b(?:all|both|every|each)\b|\bnodes\b",
                                                          reading.low[:mention.start]):
            # "All three run k3s v1.30.4", "both nodes are on k3s 1.30": every node's kubelet, not any one of them
            nodes = [e for e in index.of_kind("node") if versions_of(index, e)]
        if ents and nodes and kube_word:
            ents = nodes   # "yavin-1 runs k3s v1.29.3": the version of that node's kubelet
        gap_words = gap.lower().split()
        product_word = len(gap_words) == 1 and gap_words[0] in _PRODUCT_WORDS   # "Docker Engine 27.3.1"
        if ents and (_LINK_RE.match(gap) or product_word or _linking_gap(gap) or
                     len(gap_words) <= 1 and not re.search(r"[a-z]{3,}", gap, re.I)):
            return ents
        return []
    if re.match(r"^\s*(?:all\s+)?(?:the\s+)?(?:(?:all|both|three|two)\s+)?nodes\s+(?:all\s+)?(?:run|are on|use|have)\b",
                reading.text[:value.start], re.I):
        nodes = [e for e in index.of_kind("node") if versions_of(index, e)]
        if nodes:
            return nodes   # "the nodes run v1.30": every node's kubelet
    inherited = [e for m in reading.mentions if m.inherited for e in m.entities if versions_of(index, e)]
    if inherited and not reading.text[:value.start].strip(" *`:-"):
        return inherited   # "- **OpenSSH**: 1:9.6p1-3ubuntu13.5 (...)": the bare value of the item's name
    if inherited and re.match(r"^\s*(?:it|which|that|its version|the version|version|they|both|all (?:of them|two|three|four|five"
                              r"|\d+)|each of them|(?:all|both) (?:nodes|of them))\b.{0,20}$", reading.text[:value.start], re.I):
        return inherited
    return []


def _is_version(reading: Reading, value: Value, index: FactIndex) -> bool:
    if value.kind == "version":
        return True
    if value.kind not in ("decimal", "number"):
        return False
    before = reading.text[max(0, value.start - 30):value.start].lower()
    if re.search(r"(version|\bv)\s*:?\s*$", before):
        return True
    tight = [m for m in reading.mentions if not m.inherited and 0 <= value.start - m.end <= 2]
    if any(versions_of(index, e) for m in tight for e in m.entities
           if value.kind != "number" or e.kind not in ("image", "container")):   # "Node-RED (1880)": a port
        return True
    return bool(_owner(reading, value, index)) and value.kind == "decimal"


def check_versions(reading: Reading, index: FactIndex) -> list[Verdict]:
    ordered = two_versions_ordered(reading, index)
    if ordered is not None:   # "560.35.03 is newer than 550.120"
        return [ordered]
    verdicts: list[Verdict] = []
    for value in reading.values:
        if reading.value_free(value) and value.kind in ("version", "decimal", "number"):
            judged = _judge_value(reading, index, value)
            place_verdicts(judged, 0, value)   # each verdict stands where its version does (pinpoint.py)
            verdicts.extend(judged)
    return verdicts


def _judge_value(reading: Reading, index: FactIndex, value: Value) -> list[Verdict]:
    owners = _owner(reading, value, index)
    compared = None if owners else _compared_with_before(reading, value)
    if compared is not None:
        reading.take(value)
        return [compared]
    if not _is_version(reading, value, index):
        return []
    if not owners:
        if value.kind == "version":
            reading.take(value)
            if any(value.text in text for _, text in index.texts()):
                reading.quoted_values = True   # "image tag 2.4.0" named in a status message: text decides
            else:
                return [version_anywhere(reading, index, value) or unknown(f"no evidence for version {value.text}")]
        return []
    reading.take(value)
    stated = value.text.strip()
    side = _history_side(reading) or _gone_side(reading, value)
    if side:   # a table column "From" / "To", or "upgraded from X": the package history's versions
        return [_judge_history(index, owners, stated, side)]
    if _INSTALLED_AFTER_RE.match(reading.text[value.end:]) or _INSTALLED_BEFORE_RE.search(reading.text[:value.start]):
        # "kernel-core 5.14.0-527.el9 installed" (on Jan 7): the install the history records, even if that
        # version has been removed since (kernels are installed side by side and pruned)
        event = _judge_history(index, owners, stated, "to_version")
        if event.outcome == "verified":
            return [event]
    before = reading.text[max(0, value.start - 24):value.start]
    after = reading.text[value.end:value.end + 14]
    mode = "at_least" if _AT_LEAST.search(before) or re.match(r"\s*(or (later|newer|higher|above)|\+)", after) else \
        "newer" if _NEWER.search(before) else \
        "older" if _OLDER.search(before) or re.match(r"\s*or (earlier|older|lower)", after) else "equal"
    judged = _judge(index, owners, stated, mode)
    if judged.outcome == "verified" and _DENIED_RE.search(reading.low[:value.start]):
        judged = unknown(f"the clause denies {stated}, which the evidence shows")   # "ixdb is not on 16.6"
    return [judged]


_DENIED_RE = re.compile(r"\b(?:not|isn't|aren't|wasn't|no\s+longer)\s+(?:\w+\s+){0,2}$|n't\s+(?:\w+\s+){0,2}$")
_VERSION_TEXT = re.compile(r"\bv?(\d+(?::\d+)?\.\d+[\w.+~:-]*)")


def _compared_with_before(reading: Reading, value: Value) -> Verdict | None:
    """"nginx 1.24.0 — that's newer than 1.22", "runs v1.30.8, which is older than 1.31": the comparison is
    between the version the clause before states (checked there) and the one named here. It holds or not
    by ordering alone; when it does not, the answer contradicts itself, which is not evidence against it."""
    before = reading.text[max(0, value.start - 24):value.start]
    newer, older = _NEWER.search(before), _OLDER.search(before)
    if not (newer or older) or not re.match(r"^\W*(?:yes\W+)?(?:which|that|it|this)\b", reading.text, re.I):
        return None
    stated = [m.group(1) for m in _VERSION_TEXT.finditer(reading.unit.prev or "")]
    if not stated:
        return None
    order = compare_versions(stated[-1].split("+")[0], value.text.strip().lstrip("vV"))
    if (order > 0 if newer else order < 0):
        return Verdict("verified", (), f"{stated[-1]} is {'newer' if newer else 'older'} than {value.text.strip()}")
    return unknown(f"{stated[-1]} is not {'newer' if newer else 'older'} than {value.text.strip()}")


def _history_side(reading: Reading) -> str | None:
    header = reading.unit.context.lower().split()[-1:] if reading.unit.cell == "value" else []
    if header and header[0] in ("from", "old", "previous", "before", "was"):
        return "from_version"
    if header and header[0] in ("to", "new", "after", "now"):
        return "to_version"
    return None


_GONE_RE = re.compile(r"^[\s`*)]*(?:,\s*)?(?:which\s+)?(?:was|were|got|has\s+been|have\s+been|is|are)\s+(?:\w+\s+)?"
                      r"(?:swapped|replaced|removed|uninstalled|purged|dropped|superseded|taken\s+out)\b", re.I)


def _gone_side(reading: Reading, value: Value) -> str | None:
    """"ollama-rocm 0.5.7 was swapped for ollama": the version a package had before it went is the one the
    history's removal (or replacement) records, not the version installed now (there is none)."""
    if _GONE_RE.match(reading.text[value.end:]) or _REMOVED_BEFORE_RE.search(reading.text[:value.start]):
        return "from_version"
    if re.match(r"[\s`*]*(?:→|->|=>|⇒)", reading.text[value.end:]):
        return "from_version"   # "podman 4.3.1+ds1-8+b1 → 4.3.1+ds1-8+deb12u1": the version before the arrow
    if re.search(r"\bfrom\s+v?$", reading.text[:value.start], re.I) and _CHANGED_RE.search(reading.text[:value.start]):
        return "from_version"   # "upgraded snapper and libsnapper7 from 0.11.1 to 0.11.2": the version it left
    return None


_CHANGED_RE = re.compile(r"\b(?:upgraded|updated|downgraded|bumped|moved|went|changed|upgrade|update|upgrades|"
                         r"updates)\b", re.I)


# "installed VS Code (`code` 1.97.2)": the version it was installed at
_INSTALLED_BEFORE_RE = re.compile(r"\b(?:installed|added)\s+(?:[^\s,;]+\s+){0,3}?[(`*'\"]*[\w.+-]+[`*'\"]*\s*$", re.I)
_INSTALLED_AFTER_RE = re.compile(r"^[\s`*)]*(?:was\s+|were\s+|got\s+)?(?:installed|added|pulled\s+in)\b", re.I)
# "removed `docker.io` 24.0.7": the verb before the package and its version
_REMOVED_BEFORE_RE = re.compile(r"\b(?:removed|uninstalled|purged|dropped|replaced|swapped\s+out)\s+(?:the\s+)?"
                                r"[`*'\"]*[\w.+:-]+[`*'\"]*\s*(?:package\s+)?(?:version\s+)?v?$", re.I)


def _judge_history(index: FactIndex, owners: list[Entity], stated: str, side: str) -> Verdict:
    names = {n for e in owners for n in e.names}
    hits = []
    for lst in index.listings.get("package_events", ()):
        for ev in lst.members:
            if aliases(str(ev.get("package"))) & names and ev.get(side):
                hits.append(Hit(same_version(str(ev[side]), stated), lst.eid, None,
                                f"{ev.get('package')} {ev.get('action')} {side.split('_')[0]} {ev[side]}"))
    if any(h.ok for h in hits):
        return decide(index, [h for h in hits if h.ok])
    return decide(index, hits) or unknown(f"no package event shows version {stated}")


def _finer_than_tag(tag: str, stated: str) -> bool:
    """Is the stated release finer than the image's tag says, or no release at all ("Postgres 5432" is a port)?"""
    stated = stated.lstrip("vV")
    return "." not in stated or bool(re.fullmatch(r"[\d.]+", tag)) and stated.startswith(tag + ".")


def _judge(index: FactIndex, owners: list[Entity], stated: str, mode: str) -> Verdict:
    facts = []
    for ent in owners:
        facts.extend((ent, version, eid, as_of) for version, eid, as_of in versions_of(index, ent))
    if not facts:
        return unknown(f"no evidence for version {stated}")
    # The latest record of each package speaks for it (an upgrade after the snapshot supersedes it); a snapshot
    # taken after an upgrade that still shows the old version disagrees with the history: a conflict.
    latest: dict[str, tuple] = {}
    records: dict[str, list] = {}
    for ent, version, eid, as_of in facts:
        key = ent.name.lower()
        records.setdefault(key, []).append((ent, version, eid, as_of))
        if key not in latest or (as_of and latest[key][3] and as_of > latest[key][3]):
            latest[key] = (ent, version, eid, as_of)
    for key, recs in records.items():
        newest = latest[key]
        if index.is_stale(newest[2], "installed_packages"):
            # a stale package list and a fresh package history: the history's last event is what is installed
            fresh = [r for r in recs if r[3] and not index.is_stale(r[2], None) and
                     index.items.get(r[2]) is not None and index.items[r[2]].kind != "steady_state"]
            if fresh:
                latest[key] = max(fresh, key=lambda r: r[3])
    # records as new as the latest are parallel instances (a kubelet on each node), not history
    parallel = [r for key, recs in records.items() for r in dict.fromkeys(recs)
                if r[3] == latest[key][3] and r[2] == latest[key][2]]
    for key, recs in records.items():
        newest = latest[key]
        steady_newest = index.items.get(newest[2]) is not None and index.items[newest[2]].kind == "steady_state"
        history = sorted((r for r in recs if r[2] != newest[2] and r[3] and newest[3] and r[3] <= newest[3]),
                         key=lambda r: r[3])
        if steady_newest and history and history[-1][1] != newest[1]:
            other = history[-1]
            return Verdict("conflicting", (newest[2], other[2]),
                           f"the steady state ({newest[2]}) says {newest[0].name} {newest[1] or 'removed'}, the package "
                           f"history ({other[2]}) says {other[1] or 'removed'} since {other[3].isoformat()}")
    hits = []
    for ent, version, eid, _ in parallel:
        if not version:
            hits.append(Hit(False, eid, "installed_packages", f"{ent.name} was removed"))
            continue
        if ent.kind in ("image", "container", "pod", "deployment") and _finer_than_tag(version, stated):
            continue   # "MariaDB 10.11.6" of an image tagged 10.11: the tag does not say which patch release
        if mode == "equal":
            bare = stated.split(":", 1)[1] if re.match(r"^\d+:", stated) else stated
            ok = version == stated or same_version(version, bare) or \
                bool(re.fullmatch(r"v?[\d.]+\+[a-z0-9]+", bare, re.I)) and \
                same_version(version, bare.lstrip("vV").split("+")[0])   # v1.30.6+k3s1 (not 7.2+dfsg-7+deb12u5)
        else:
            order = compare_versions(version, stated)
            ok = order >= 0 if mode == "at_least" else order > 0 if mode == "newer" else order < 0
        field = "installed_packages" if index.items.get(eid) and index.items[eid].kind == "steady_state" else None
        hits.append(Hit(ok, eid, field, f"{ent.name} {version}"))
    if not hits:
        return unknown(f"the image's tag does not say whether it is {stated}")
    # Several packages answer to one name (docker -> docker-ce, docker-ce-cli): any that matches will do;
    # contradict only when the name is exact or every candidate disagrees.
    if len(owners) > 1 and all(e.kind == "node" for e in owners):
        return decide(index, [h for h in hits if not h.ok] or hits)   # "the nodes run v1.31": every one of them
    if any(h.ok for h in hits):
        return decide(index, [h for h in hits if h.ok])
    return decide(index, hits)
