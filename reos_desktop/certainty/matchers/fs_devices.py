"""Which device a filesystem is on: "the root disk is `/dev/sdb2`", "`/srv/storage` is the RAID array
(`/dev/md0`)", "/home lives on /dev/nvme0n1p3".

A filesystem's record (steady-state disks, linux_disk_usage) names its device. The claim names one filesystem
and one device path; the same path verifies it, another contradicts it. A path under /dev/mapper or
/dev/disk/by-* may be a name of the same device, so it never contradicts.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

_DEVICE_RE = re.compile(r"(?<![\w/])/dev/[\w./-]*\w")
_LINK_RE = re.compile(r"^[\s`*'\"]*(?:is|are|sits|lives|resides|was|=|:)?\s*(?:on|at|in)?\s*(?:the\s+)?"
                      r"(?:[\w-]+\s+){0,3}?[(`*'\"\s]*$", re.I)
_THIS_ONE_RE = re.compile(r"^\W*(?:this|that|the|its|it)(?:\s+(?:volume|filesystem|partition|mount|drive|disk))?\s+"
                          r"(?:is|sits|lives|resides)\s+(?:on|at)\s+[`*'\"]*$", re.I)
_ALIAS_PREFIXES = ("/dev/mapper/", "/dev/disk/", "/dev/dm-")


def check_fs_devices(reading: Reading, index: FactIndex) -> list[Verdict]:
    paths = list(_DEVICE_RE.finditer(reading.text))
    if len(paths) != 1 or reading.hedged:
        return []
    path = paths[0]
    filesystems = [m for m in reading.mentions if not m.inherited and m.end <= path.start()
                   and any(e.kind == "fs" for e in m.entities) and not m.word.startswith("/dev/")]
    if filesystems and _LINK_RE.match(reading.text[filesystems[-1].end:path.start()]):
        named = [e for e in filesystems[-1].entities if e.kind == "fs" and e.rec.get("device")]
    elif not filesystems and _THIS_ONE_RE.match(reading.text[:path.start()]):
        # "This volume is on /dev/sda1" after a clause about /var/lib/redis: the filesystem the clause before named
        named = [e for m in reading.prev for e in m.entities if e.kind == "fs" and e.rec.get("device")]
        named = named if len({e.name for e in named}) == 1 else []
    else:
        return []
    if not named:
        return []
    said = path.group(0).rstrip(".")
    hits = []
    for fs in named:
        device = str(fs.rec.get("device"))
        same = device == said
        if not same and (said.startswith(_ALIAS_PREFIXES) or device.startswith(_ALIAS_PREFIXES)):
            continue   # another name the same device may have
        hits.append(Hit(same != reading.negated, fs.eid, fs.field, f"{fs.name} is on {device}"))
    for value in reading.values:
        if path.start() <= value.start < path.end():
            reading.take(value)
    verdict = decide(index, hits)
    if verdict is None:
        return []
    out = [replace(verdict, at=(path.start(), path.end()))]
    tail = re.search(r"[A-Za-z]{3,}.*", reading.text[path.end():])
    start = path.end()
    known = {str(v).lower() for fs in named for v in fs.rec.values() if isinstance(v, str)}
    if tail and not set(re.findall(r"[\w.-]+", tail.group(0).lower())) & known and \
            not any(v.start >= start for v in reading.values) and \
            not any(st.start >= start for st in reading.states) and \
            not any(m.start >= start for m in reading.mentions if not m.inherited):
        # "/dev/sda1, a spinning HDD": what the answer adds about the device is read by nothing
        at = path.end() + tail.start()
        added = tail.group(0).strip()[:40]
        out.append(replace(unknown(f"nothing read says {added!r}"), at=(at, path.end() + tail.end())))
    return out
