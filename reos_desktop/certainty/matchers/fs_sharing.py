"""Whether two filesystems share a device: "/var/www is on the same disk as the root filesystem", "/home is a
separate partition". The records name each filesystem's device: the same partition path is the same partition,
and a partition's disk is its path without the partition number (/dev/sda2 on /dev/sda, /dev/nvme0n1p3 on
/dev/nvme0n1). Devices whose disk cannot be told from the path (/dev/mapper, /dev/md0) decide a partition
claim only."""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.reading import Reading

_SAME_RE = re.compile(r"\b(?:on\s+)?the\s+same\s+(disk|drive|device|partition|volume)\s+as\s+(?:the\s+)?([^,;]+)")
_SEPARATE_RE = re.compile(r"\b(?:is|are|sits\s+on|lives\s+on|on)\s+(?:a\s+)?(?:separate|its\s+own|different)\s+"
                          r"(disk|drive|device|partition|volume)\b")
_ROOT_RE = re.compile(r"^(?:root(?:\s+(?:filesystem|fs|partition|volume|disk))?|/|system\s+(?:disk|drive))\b")
_DISK_OF_RE = re.compile(r"^(/dev/(?:sd[a-z]+|vd[a-z]+|xvd[a-z]+|hd[a-z]+))\d+$|^(/dev/(?:nvme\d+n\d+|mmcblk\d+))p\d+$")


_PATH_RE = re.compile(r"(?<![\w/])/[\w./-]*")
_PRONOUN_RE = re.compile(r"^\W*(?:it|this|that|its|the\s+(?:volume|filesystem|partition|mount))\b")


def _holding(index: FactIndex, path: str) -> Entity | None:
    """The mounted filesystem a path lives on: the longest mountpoint it starts with, from a complete listing of
    the mounts (a path with no mount of its own in it is a directory of that filesystem)."""
    complete = [lst for lst in index.listings.get("filesystems", ()) if lst.complete]
    mounted = [e for lst in complete for e in lst.members if isinstance(e, Entity) and e.rec.get("device") and
               (path == e.name or path.startswith(e.name.rstrip("/") + "/"))]
    return max(mounted, key=lambda e: len(e.name), default=None)


def _disk(device: str) -> str | None:
    m = _DISK_OF_RE.match(device)
    return (m.group(1) or m.group(2)) if m else None


def _filesystems(mentions) -> list[Entity]:
    found = {e.name: e for m in mentions for e in m.entities if e.kind == "fs" and e.rec.get("device")}
    return list(found.values())


def _root(index: FactIndex) -> Entity | None:
    return next((e for e in index.of_kind("fs") if e.name == "/" and e.rec.get("device")), None)


def check_fs_sharing(reading: Reading, index: FactIndex) -> list[Verdict]:
    same, separate = _SAME_RE.search(reading.low), _SEPARATE_RE.search(reading.low)
    found = same or separate
    if found is None or reading.hedged:
        return []
    before = reading.low[:found.start()]
    subject = _filesystems([m for m in reading.mentions if not m.inherited and m.end <= found.start()])
    path = _PATH_RE.search(before)
    if not subject and path:
        subject = [fs for fs in [_holding(index, path.group(0))] if fs is not None]   # "/home" on a machine with no /home
    elif not subject and _PRONOUN_RE.match(before):   # "It is on the same disk as ...": the filesystem before
        subject = _filesystems([m for m in reading.mentions if m.inherited]) or _filesystems(reading.prev)
    if same is not None:
        other_text = same.group(2).strip()
        other = _filesystems([m for m in reading.mentions if not m.inherited and m.start >= same.start(2)])
        if not other and _ROOT_RE.match(other_text):
            other = [r for r in [_root(index)] if r is not None]
    else:
        other = [r for r in [_root(index)] if r is not None]
    if len(subject) != 1 or len(other) != 1:
        return []
    unmounted = path is not None and subject[0].name != path.group(0).rstrip("/")   # a directory on a filesystem
    if not unmounted and (subject[0] is other[0] or subject[0].name == other[0].name):
        return []
    a, b = str(subject[0].rec["device"]), str(other[0].rec["device"])
    level = found.group(1)
    if level in ("partition", "volume") or a == b:
        shared = a == b
    elif _disk(a) and _disk(b):
        shared = _disk(a) == _disk(b)
    else:
        return []
    holds = shared if same is not None else not shared
    if reading.negated and same is not None:
        holds = not holds
    detail = f"{subject[0].name} is on {a}, {other[0].name} on {b}"
    if unmounted:
        detail = f"{path.group(0)} is no mountpoint of its own: it lies on {subject[0].name} ({a}); {other[0].name} is on {b}"
    return [v for v in [decide(index, [Hit(holds, subject[0].eid, subject[0].field, detail)])] if v is not None]
