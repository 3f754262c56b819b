"""Sizes a program is configured with, not sizes it uses: "etcd has an 8 GiB backend quota", "the JVM heap is
capped at 12 GB", "MariaDB's buffer pool is set to 4 GiB", "etcd's database is about 2 GB".

Such a size is never the resident memory the process list shows, so it must not be checked against it (a
buffer pool the size of the RSS is a coincidence, not evidence). The only evidence read for it is the
command line of the program named: options such as `--quota-backend-bytes=8589934592` or `-Xmx12g`.
"""

from __future__ import annotations

import math
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
    return _file_setting(reading, index, value) or \
        unknown(f"{value.text.strip()} is a configured size; the evidence shows no setting of it")


_ABBREVIATED = {"msg": "message", "num": "number", "mem": "memory", "buf": "buffer", "conn": "connection",
                "max": "maximum", "min": "minimum", "db": "database", "cfg": "config"}
_KEY_FILLER = frozenset({"size", "sizes", "max", "min", "limit", "num", "value", "bytes", "mb", "gb", "kb"})


def _file_setting(reading, index: FactIndex, value) -> Verdict | None:
    """"`max_wal_size = 16GB`" against the line "max_wal_size = 8GB" of the configuration file read, and "the
    RRset cache is 128 MB" against "rrset-cache-size: 256m": the setting the clause names before the size,
    by its key or by every word of its key, in the file that holds it."""
    from reos_desktop.certainty.config_settings import settings
    from reos_desktop.certainty.matchers.tolerance import compare
    from reos_desktop.certainty.values import parse_values

    before = reading.text[:value.start]
    key_said = re.search(r"([A-Za-z][\w.-]{3,})[`*'\"]?\s*(?:=|:|is(?:\s+set\s+to)?|set\s+to|of)?\s*[`*'\"]?\s*$", before)
    said = re.sub(r"[^a-z0-9]", "", key_said.group(1).lower()) if key_said else ""
    words = {w for w in re.findall(r"[a-z0-9]+", before.lower())}
    hits, named = [], ""
    for f in index.of_kind("file"):
        for name, setting, line in settings(f.rec.get("lines") or []):
            key = re.sub(r"[^a-z0-9]", "", name.lower())
            parts = [_ABBREVIATED.get(p, p) for p in re.split(r"[_.\-]", name.lower()) if p and p not in _KEY_FILLER]
            if key != said and not (len(parts) >= 2 and all(p in words or p + "s" in words for p in parts)):
                continue
            short = re.fullmatch(r"['\"]?(\d+(?:\.\d+)?)([kmgt])['\"]?", setting.strip(), re.I)   # "128m": MiB, not minutes
            sizes = [v for v in parse_values(setting, index.now) if v.kind == "bytes"]
            if short or sizes:
                actual = float(short.group(1)) * _MULT[short.group(2).lower()] if short else \
                    sizes[0].value * (sizes[0].scales[0] if sizes[0].scales else 1)
                # (a setting's "128m" is a nominal size: "128 MB" restates it, whichever unit the letter meant)
                nominal = float(short.group(1)) if short else sizes[0].value
                same_figure = value.value == nominal and bool(value.scales) and \
                    abs(math.log10(value.scales[0]) - math.log10(actual / nominal)) < 0.1
                hits.append(Hit(same_figure or compare(value, actual, "bytes")[0], f.eid, None,
                                f"{f.name}: {str(line).strip()[:100]}"))
                named = key
    if not hits:
        return None
    reading.unknown = [t for t in reading.unknown if re.sub(r"[^a-z0-9]", "", t.low) not in (said, named)]
    return decide(index, hits)


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


_MACHINE_OWNER_RE = re.compile(r"(?:\byour|\bthe\s+(?:machine|server|host|box|system)'s|\ball|\bof(?:\s+the)?)\s+"
                               r"(?:(?:about|around|roughly)\s+|~\s*)?$", re.I)


def is_machine_measure(reading, value) -> bool:
    """"only ~6% of your 128 GB of RAM": the machine's memory or disk, said beside a setting, is not the
    setting's size (a buffer pool "using 4 GB of memory" still is)."""
    before = reading.text[max(0, value.start - 30):value.start]
    return bool(_MEASURE_AFTER_RE.match(reading.text, value.end)) and bool(
        _MACHINE_OWNER_RE.search(before) or _SHARE_BEFORE_RE.search(before))
