"""Sizes a program is configured with, not sizes it uses: "etcd has an 8 GiB backend quota", "the JVM heap is
capped at 12 GB", "MariaDB's buffer pool is set to 4 GiB", "etcd's database is about 2 GB".

Such a size is never the resident memory the process list shows, so it must not be checked against it (a
buffer pool the size of the RSS is a coincidence, not evidence). The only evidence read for it is the
command line of the program named: options such as `--quota-backend-bytes=8589934592` or `-Xmx12g`.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown

_CONFIG_WORDS = frozenset("""quota quotas limit limits limited cap capped heap pool buffer buffers cache caches
configured set setting max maximum xmx xms backend database db dataset table tables index wal checkpoint
allowed allocated reserved""".split())
_SIZE_OPT_RE = re.compile(r"(?:=|\s|^)(\d+)([kmgt])?(?:i?b)?(?=\s|$|,)|-xm[xs](\d+)([kmgt])", re.I)
_MULT = {None: 1, "": 1, "k": 1024, "m": 1024 ** 2, "g": 1024 ** 3, "t": 1024 ** 4}


def is_config_size(reading, value) -> bool:
    # "php-fpm8.3 (pool www) | ~900 MiB": a name's aside is not what the size is of
    # "/srv/pool: 12.5 TB": words of a path name a mount, not a setting
    before = set(re.findall(r"[a-z]+", re.sub(r"\([^)]*\)|(?<![\w])/[\w./@-]*", " ", reading.low[:value.start])))
    after = set(re.findall(r"[a-z]+", re.sub(r"\([^)]*\)", " ", reading.low[value.end:value.end + 30])))
    return bool((before | after) & _CONFIG_WORDS)


def check_config_size(reading, index: FactIndex, value) -> Verdict:
    from reos_desktop.certainty.matchers.tolerance import compare

    procs = [e for e in reading.scope() if e.kind == "process"] or \
        [p for m in reading.mentions for p in index.of_kind("process") if set(p.names) & {m.word}]
    for proc in procs:
        cmdline = str(proc.rec.get("cmdline") or "")
        for m in _SIZE_OPT_RE.finditer(cmdline):
            number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            size = int(number) * _MULT[(unit or "").lower() or None]
            if size >= 1024 ** 2 and compare(value, float(size), "bytes")[0]:
                return decide(index, [Hit(True, proc.eid, None, f"{proc.name} command line: {m.group(0).strip()}")])
    return unknown(f"{value.text.strip()} is a configured size; the evidence shows no setting of it")


# "of your 128 GB of RAM", "16 GB RAM", "on a 2 TB disk": a size the clause gives a measured thing, not a setting
_MEASURE_AFTER_RE = re.compile(r"\s*(?:of\s+)?(?:total\s+|installed\s+|physical\s+|system\s+)?(?:ram|memory|swap|"
                               r"disk|disks|storage|space|drive|ssd|nvme|volume|partition)\b", re.I)
_SHARE_BEFORE_RE = re.compile(r"%\s*(?:of|out of)\s+(?:the|your|its|a total of|total)?\s*(?:about|around|roughly|~)?\s*$",
                              re.I)


def is_measure_not_setting(reading, value) -> bool:
    """Is this size said of memory or a disk ("your 128 GB of RAM") or the whole a share is of ("6% of 128 GB"),
    so that it is no value of a setting the clause names?"""
    return bool(_MEASURE_AFTER_RE.match(reading.text, value.end) or
                _SHARE_BEFORE_RE.search(reading.text[max(0, value.start - 30):value.start]))


_MACHINE_OWNER_RE = re.compile(r"(?:\byour|\bthe\s+(?:machine|server|host|box|system)'s|\ball|\bof)\s+"
                               r"(?:(?:about|around|roughly)\s+|~\s*)?$", re.I)


def is_machine_measure(reading, value) -> bool:
    """"only ~6% of your 128 GB of RAM": the machine's memory or disk, said beside a setting, is not the
    setting's size (a buffer pool "using 4 GB of memory" still is)."""
    before = reading.text[max(0, value.start - 30):value.start]
    return bool(_MEASURE_AFTER_RE.match(reading.text, value.end)) and bool(
        _MACHINE_OWNER_RE.search(before) or _SHARE_BEFORE_RE.search(before))
