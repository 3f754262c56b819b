"""Versions of installed packages (and images): "nginx 1.24.0", "Docker 24.0.7", "Python 3.11",
"newer than 1.20", "at least 2.0". A stated version matches a full one when it is a prefix of it in the
package manager's sense ("1.24" names "1.24.0-2ubuntu7", "24.0.7" names "5:24.0.7-1~ubuntu.24.04~noble");
ordering claims use dpkg's ordering. When the package history records a change after the steady state
was read, the newer record wins; if they disagree the other way round, that is a conflict.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value
from reos_desktop.versions import compare_versions, version_prefix_matches

_NEWER = re.compile(r"(newer than|later than|above|greater than|higher than|at least|>=|≥|or (?:later|newer|higher|above))", re.I)
_OLDER = re.compile(r"(older than|earlier than|below|lower than|before|less than|<|or (?:earlier|older|lower))", re.I)
EVENT_WORDS = re.compile(r"\b(upgraded|updated|downgraded|installed|removed|uninstalled|purged)\b.*\b(from|to|on|at|"
                         r"yesterday|today|ago)\b", re.I)


def versions_of(index: FactIndex, entity: Entity) -> list[tuple[str, str, object]]:
    out = []
    for name in entity.names:
        out.extend(index.versions.get(name, ()))
    return list(dict.fromkeys(out))


def _owner(reading: Reading, value: Value, index: FactIndex) -> list[Entity]:
    """The named thing a version belongs to: the nearest name before it that has versions."""
    before = [m for m in reading.mentions if not m.inherited and m.end <= value.start]
    for mention in reversed(before):
        ents = [e for e in mention.entities if versions_of(index, e)]
        if ents:
            return ents
    after = [m for m in reading.mentions if not m.inherited and m.start >= value.end]
    for mention in after[:1]:
        ents = [e for e in mention.entities if versions_of(index, e)]
        if ents:
            return ents
    return [e for m in reading.mentions if m.inherited for e in m.entities if versions_of(index, e)]


def _is_version(reading: Reading, value: Value, index: FactIndex) -> bool:
    if value.kind == "version":
        return True
    if value.kind != "decimal":
        return False
    before = reading.text[max(0, value.start - 30):value.start].lower()
    if re.search(r"(version|\bv)\s*:?\s*$", before):
        return True
    tight = [m for m in reading.mentions if not m.inherited and 0 <= value.start - m.end <= 2]
    return any(versions_of(index, e) for m in tight for e in m.entities)


def check_versions(reading: Reading, index: FactIndex) -> list[Verdict]:
    verdicts = []
    if EVENT_WORDS.search(reading.low) and index.listings.get("package_events"):
        return []  # "upgraded from 1.22 to 1.24": the package-event matcher reads both versions
    for value in reading.values:
        if not reading.value_free(value) or not _is_version(reading, value, index):
            continue
        owners = _owner(reading, value, index)
        if not owners:
            if value.kind == "version":
                reading.take(value)
                verdicts.append(unknown(f"no evidence for version {value.text}"))
            continue
        reading.take(value)
        stated = value.text.strip()
        before = reading.text[max(0, value.start - 24):value.start]
        after = reading.text[value.end:value.end + 14]
        mode = "newer" if _NEWER.search(before) or re.match(r"\s*(or (later|newer|higher|above)|\+)", after) else \
            "older" if _OLDER.search(before) or re.match(r"\s*or (earlier|older|lower)", after) else "equal"
        verdicts.append(_judge(index, owners, stated, mode))
    return verdicts


def _judge(index: FactIndex, owners: list[Entity], stated: str, mode: str) -> Verdict:
    facts = []
    for ent in owners:
        facts.extend((ent, version, eid, as_of) for version, eid, as_of in versions_of(index, ent))
    if not facts:
        return unknown(f"no evidence for version {stated}")
    # The latest record of each package speaks for it (an upgrade after the snapshot supersedes it).
    latest: dict[str, tuple] = {}
    for ent, version, eid, as_of in facts:
        key = ent.name.lower()
        if key not in latest or (as_of and latest[key][3] and as_of > latest[key][3]):
            latest[key] = (ent, version, eid, as_of)
    hits = []
    for ent, version, eid, _ in latest.values():
        if not version:
            hits.append(Hit(False, eid, "installed_packages", f"{ent.name} was removed"))
            continue
        if mode == "equal":
            ok = version_prefix_matches(version, stated)
        else:
            order = compare_versions(version, stated)
            ok = order >= 0 if mode == "newer" else order < 0
        field = "installed_packages" if index.items.get(eid) and index.items[eid].kind == "steady_state" else None
        hits.append(Hit(ok, eid, field, f"{ent.name} {version}"))
    # Several packages answer to one name (docker -> docker-ce, docker-ce-cli): any that matches will do;
    # contradict only when the name is exact or every candidate disagrees.
    if any(h.ok for h in hits):
        return decide(index, [h for h in hits if h.ok])
    return decide(index, hits)
