"""The boot set against other times: "pgbouncer has been running since the box booted", "the machine hasn't been
rebooted since the kernel update".

Running since boot: the thing the clause names (a service, container, process or pod) started within a few
minutes of the boot time the evidence reads; one that started later has been restarted since. Rebooted since
an update: the boot time against the newest install or upgrade of a kernel package in the package history
(or, when the clause does not say "kernel", of any package): booted after it, the machine has been rebooted
since; booted before it, not.
"""

from __future__ import annotations

import re
from datetime import timedelta

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading

# started at boot: units start in the first minutes after it; a container or pod in the first quarter hour
_AT_BOOT = {"service": timedelta(minutes=5), "process": timedelta(minutes=5), "container": timedelta(minutes=15),
            "pod": timedelta(minutes=15)}
_SINCE_BOOT_RE = re.compile(r"\b(?:ever\s+)?since\s+(?:the\s+)?(?:(?:box|machine|system|server|host|computer|pc|laptop|"
                            r"it|you)\s+)?(?:last\s+)?(?:booted|boot|rebooted|reboot|started\s+up|startup|came\s+up)\b")
_REBOOTED_SINCE_RE = re.compile(
    r"\b(?:(has|have|was|were)(n't|\s+not|\s+never)?|(never))\s+(?:been\s+)?(?:re)?boot(?:ed)?\s+(?:since|after)\s+"
    r"(?:the\s+|that\s+|this\s+|its\s+|your\s+)?(?:last\s+|latest\s+|recent\s+)?(kernel\s+)?"
    r"(?:update|upgrade|install(?:ation)?)s?\b")


def check_boot_relations(reading: Reading, index: FactIndex) -> list[Verdict]:
    boots = [f for f in index.tfacts if f.attr == "boot"]
    if not boots:
        return []
    # "pgbouncer has been running | since the box booted": a rider is read with the clause it rides on
    carried = reading.unit.rides is not None or bool(re.match(r"\W*(?:ever\s+)?since\b", reading.low))
    low = f"{reading.unit.prev.lower()} {reading.low}" if carried else reading.low
    rebooted = _REBOOTED_SINCE_RE.search(low)
    if rebooted:
        return _rebooted_since(reading, index, boots, rebooted)
    if _SINCE_BOOT_RE.search(reading.low):
        return _running_since_boot(reading, index, boots, carried)
    return []


def _rebooted_since(reading: Reading, index: FactIndex, boots, m: re.Match) -> list[Verdict]:
    kernel = bool(m.group(4))
    changes = [f for f in index.tfacts if f.attr in ("install", "upgrade") and
               (not kernel or "kernel" in aliases(f.text))]
    if not changes:
        return []
    newest = max(changes, key=lambda f: f.when)
    denied = bool(m.group(2) or m.group(3))
    hits = [Hit((boot.when > newest.when) != denied, boot.eid, None,
                f"boot at {boot.when.isoformat()}, {newest.text} {newest.attr} at {newest.when.isoformat()}")
            for boot in boots]
    return [decide(index, hits)]


def _running_since_boot(reading: Reading, index: FactIndex, boots, carried: bool) -> list[Verdict]:
    said = reading.scope() or ([e for m in reading.prev for e in m.entities] if carried else [])
    things = [e for e in said if e.kind in _AT_BOOT]
    starts = [f for f in index.tfacts if f.attr in ("since", "started") and f.entity is not None and
              any(f.entity is e for e in things)]
    if not starts:
        return []
    boot = max(boots, key=lambda f: f.when)
    hits = [Hit(timedelta(0) - timedelta(minutes=1) <= f.when - boot.when <= _AT_BOOT[f.entity.kind], f.eid, None,
                f"{f.entity.name} started at {f.when.isoformat()}, boot at {boot.when.isoformat()}") for f in starts]
    return [decide(index, hits)]
