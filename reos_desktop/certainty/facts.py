"""The fact index: what the evidence says, typed, so that a claim can be matched without re-reading JSON.

`build_index(bundle_dict)` turns every evidence item into
  - entities (services, processes, containers, packages, users, groups, interfaces, filesystems, addresses,
    hosts, pods, files, ...), found by name through `index.lookup(word)`;
  - quantities (`QFact`: bytes, percent, seconds, rate, count, number) with the words that name them;
  - times (`TFact`), single-valued attributes (hostname, kernel, ...), versions, events (log lines, package
    events, file changes), listings (`Listing`: the members of a class and whether the list is complete);
  - the user's own words.
Each fact remembers its evidence id and whether that evidence is stale at the bundle's `now`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from reos_desktop.evidence.canonical import parse_time

VOLATILE_TTL_S = 300.0
# Tools whose answers describe the moment they ran (seed: "volatile state").
VOLATILE_TOOLS = frozenset({
    "linux_system_info", "linux_processes", "linux_service_status", "linux_containers", "linux_disk_usage",
    "linux_network_info", "linux_recent_logs", "linux_disk_io", "linux_network_traffic", "linux_file_changes",
    "kubernetes_get",
})
# Steady-state source -> the fields it fills (reos_desktop/state/sources/*), for "stale_sources".
SOURCE_FIELDS = {
    "identity": ("hostname", "domain", "machine_id"),
    "os": ("os_name", "os_version", "os_codename", "os_id", "os_like", "os_pretty_name", "kernel", "arch"),
    "hardware": ("cpu_model", "cpu_cores", "cpu_threads", "memory_total_bytes", "disks", "block_devices"),
    "network": ("network_interfaces", "dns_servers", "dns_search", "default_gateway"),
    "packages": ("package_manager", "installed_packages", "package_managers", "flatpak_apps", "snap_packages"),
    "services": ("available_services", "enabled_services", "masked_services", "sysv_services"),
    "users": ("users", "groups", "admin_users", "sudoers_files"),
    "config": ("fstab",),
}


@dataclass
class Item:
    """What the index knows about one evidence item as a whole."""

    id: str
    kind: str
    tool: str | None
    args: dict
    collected_at: datetime | None
    complete: bool
    error: str | None
    stale: bool
    stale_fields: frozenset = frozenset()
    unavailable: dict = field(default_factory=dict)

    def label(self) -> str:
        return self.tool or ("steady state" if self.kind == "steady_state" else self.kind)


@dataclass(eq=False)
class Entity:
    kind: str          # service, process, container, image, package, user, group, iface, address, fs, host,
    name: str          # pod, deployment, node, k8s_service, namespace, file, device, log_unit, unit_file
    eid: str
    rec: dict
    names: tuple[str, ...] = ()
    field: str | None = None   # steady-state field it came from, for stale sources


@dataclass(eq=False)
class QFact:
    dim: str           # bytes, percent, seconds, rate, number, count, pid, port, uid, gid
    value: float
    attr: str          # a stable name, e.g. "memory.used", shown in reasons
    words: frozenset   # words that name this quantity
    eid: str
    entity: Entity | None = None
    qual: str | None = None    # free / used / total, when the quantity is one of those
    field: str | None = None


@dataclass(eq=False)
class TFact:
    attr: str          # since, boot, started, created, event, mtime, install, upgrade, remove
    when: datetime
    words: frozenset
    eid: str
    entity: Entity | None = None
    text: str = ""
    slack: float = 0.0   # seconds of uncertainty ("Up 2 hours" only says 2 to 3 hours)


@dataclass(eq=False)
class AttrFact:
    attr: str          # hostname, domain, os_name, os_version, os_codename, kernel, arch, cpu_model, ...
    value: str
    eid: str
    field: str | None = None


@dataclass(eq=False)
class Listing:
    """The members of one class as one item listed them; `complete` says the list is the whole scope."""

    cls: str           # services, processes, containers, packages, users, groups, interfaces, filesystems,
    eid: str           # ports, connections, log_entries, package_events, files, pods, nodes, deployments
    members: list
    complete: bool
    scope: dict = field(default_factory=dict)
    field: str | None = None


@dataclass
class Verdict:
    """One checked part of a claim."""

    outcome: str       # verified, contradicted, conflicting, unknown
    eids: tuple[str, ...]
    reason: str
    stale: bool = False   # every piece of evidence behind it is past its time-to-live
    # where in the claim's read text the value it judged stands, when one value decided it (pinpoint.py)
    at: tuple[int, int] | None = field(default=None, compare=False)


class FactIndex:
    def __init__(self, now: datetime | None):
        self.now = now
        self.question = ""   # what the user asked: "What ports ...?" makes a bare "22" in the answer a port
        self.items: dict[str, Item] = {}
        self.vocab: dict[str, list[Entity]] = {}
        self.entities: dict[str, list[Entity]] = {}
        self.qfacts: list[QFact] = []
        self.tfacts: list[TFact] = []
        self.attrs: dict[str, list[AttrFact]] = {}
        self.versions: dict[str, list[tuple[str, str, datetime | None]]] = {}  # package -> (version, eid, as of)
        self.listings: dict[str, list[Listing]] = {}
        self.user_texts: list[tuple[str, str]] = []
        self.package_tables: list = []   # packages.PackageTable, looked up lazily
        self.multiword: list[tuple[str, Entity]] = []
        self.diff_services: list[str] = []   # ids of diffs that carry a services block (complete by construction)
        self.diffs: list = []   # (evidence id, [(kind, name, change, detail)], has package events): diff_facts.py  # names with spaces (pod-less CPU models, descriptions)
        self._text_numbers: set[str] | None = None
        self._log_sizes: list[float] | None = None
        self._kill_lines: list[tuple[str, dict, int, str]] | None = None
        self._texts: list[tuple[str, str]] | None = None
        self.raw: dict[str, dict] = {}       # evidence id -> the item as given (records.py reads its rows)
        self._records: list | None = None

    # ----- building -----
    def add_entity(self, entity: Entity, *aliases: str) -> Entity:
        names = {entity.name.lower()}
        for alias in aliases:
            if isinstance(alias, frozenset):
                names |= alias
            elif alias:
                names.add(alias.lower())
        entity.names = tuple(sorted(names))
        for name in names:
            self.vocab.setdefault(name, []).append(entity)
            if " " in name:
                self.multiword.append((name, entity))
        self.entities.setdefault(entity.kind, []).append(entity)
        return entity

    def add_q(self, dim: str, value: Any, attr: str, words: str, eid: str, entity: Entity | None = None,
              qual: str | None = None, field_name: str | None = None) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return
        self.qfacts.append(QFact(dim, float(value), attr, frozenset(words.split()), eid, entity, qual, field_name))

    def add_t(self, attr: str, when: Any, words: str, eid: str, entity: Entity | None = None, text: str = "",
              slack: float = 0.0) -> None:
        parsed = when if isinstance(when, datetime) else parse_time(when) if isinstance(when, str) else None
        if parsed is not None:
            self.tfacts.append(TFact(attr, parsed, frozenset(words.split()), eid, entity, text, slack))

    def add_attr(self, attr: str, value: Any, eid: str, field_name: str | None = None) -> None:
        if value not in (None, "", [], {}):
            self.attrs.setdefault(attr, []).append(AttrFact(attr, str(value), eid, field_name or attr))

    def add_listing(self, listing: Listing) -> None:
        self.listings.setdefault(listing.cls, []).append(listing)

    # ----- reading -----
    def lookup(self, word: str) -> list[Entity]:
        low = word.lower()
        found = self.vocab.get(low, [])
        if not found and len(low) > 15 and not any(c.isspace() for c in low):
            # the kernel keeps 15 characters of a program's name: "prometheus-node" is prometheus-node-exporter
            found = [e for e in self.vocab.get(low[:15], []) if e.kind == "process" and len(e.name) == 15]
        if self.package_tables:
            extra = [e for table in self.package_tables for e in table.lookup(low)]
            if extra:
                found = list(found) + extra
        return found

    def package_versions(self, name: str) -> list[tuple[str, str, object]]:
        out = list(self.versions.get(name, ()))
        for table in self.package_tables:
            out.extend(table.versions(name))
        return out

    def is_stale(self, eid: str, field_name: str | None = None) -> bool:
        item = self.items.get(eid)
        if item is None:
            return False
        if item.stale:
            return True
        return bool(field_name) and field_name in item.stale_fields

    def unavailable_reason(self, eid: str, field_name: str | None) -> str | None:
        item = self.items.get(eid)
        return item.unavailable.get(field_name) if item and field_name else None

    def of_kind(self, *kinds: str) -> list[Entity]:
        out: list[Entity] = []
        for kind in kinds:
            out.extend(self.entities.get(kind, ()))
        return out

    def text_numbers(self) -> set[str]:
        """Numbers that appear inside log lines, file lines, command lines and status texts."""
        if self._text_numbers is None:
            import re

            found: set[str] = set()
            for lst in self.listings.get("log_entries", ()):
                for entry in lst.members:
                    found.update(re.findall(r"\d+(?:\.\d+)?", str(entry.get("message", ""))))
            for ent in self.of_kind("file", "process", "container"):
                text = " ".join(str(x) for x in ent.rec.get("lines") or []) + " " + str(ent.rec.get("cmdline") or "") + \
                    " " + str(ent.rec.get("status") or "")
                found.update(re.findall(r"\d+(?:\.\d+)?", text))
            self._text_numbers = found
        return self._text_numbers

    def log_sizes(self) -> list[float]:
        """Sizes in bytes that log lines state ("anon-rss:4123456kB"), read both as decimal and binary units."""
        if self._log_sizes is None:
            import re

            from reos_desktop.certainty.values import parse_values

            found: list[float] = []
            for lst in self.listings.get("log_entries", ()):
                for entry in lst.members:
                    message = str(entry.get("message", ""))
                    if re.search(r"\d\s*[kmgt]i?b\b", message, re.I):
                        for v in parse_values(message):
                            if v.kind == "bytes" and v.value:
                                found.extend(v.value * s for s in (v.scales or (1.0,)))
            self._log_sizes = found
        return self._log_sizes

    def kill_lines(self) -> list[tuple[str, dict, int, str]]:
        """(evidence id, sizes in bytes by field, pid, process name) of each kernel line that killed a process for
        memory and gave its sizes: "Killed process 402233 (python3) total-vm:9875432kB, anon-rss:6211044kB, ..."."""
        if self._kill_lines is None:
            import re

            found = []
            for lst in self.listings.get("log_entries", ()):
                for entry in lst.members:
                    message = str(entry.get("message", "")) if isinstance(entry, dict) else ""
                    kill = re.search(r"\bKilled process (\d+) \(([^)]+)\)", message)
                    sizes = {k.lower(): int(v) * 1024 for k, v in   # the kernel's kB are KiB
                             re.findall(r"\b(total-vm|anon-rss|file-rss|shmem-rss):(\d+)kB", message, re.I)}
                    if kill and "anon-rss" in sizes:
                        found.append((lst.eid, sizes, int(kill.group(1)), kill.group(2).lower()))
            self._kill_lines = found
        return self._kill_lines

    def texts(self) -> list[tuple[str, str]]:
        """(evidence id, text) for every free text the evidence holds: log lines, file lines, command lines,
        container images, ports and statuses."""
        if self._texts is None:
            out: list[tuple[str, str]] = []
            for lst in self.listings.get("log_entries", ()):
                out.extend((lst.eid, str(e.get("message", ""))) for e in lst.members)
            for ent in self.of_kind("file"):
                out.extend((ent.eid, str(line)) for line in ent.rec.get("lines") or [])
            for ent in self.of_kind("process"):
                if ent.rec.get("cmdline"):
                    out.append((ent.eid, str(ent.rec["cmdline"])))
            for ent in self.of_kind("container"):
                out.append((ent.eid, " ".join([str(ent.rec.get("image") or ""), str(ent.rec.get("status") or ""),
                                               *[str(p) for p in ent.rec.get("ports") or []]])))
            self._texts = out
        return self._texts

    def errors(self) -> list[Item]:
        return [item for item in self.items.values() if item.error]


def item_info(raw: dict, now: datetime | None) -> Item:
    eid = str(raw.get("id"))
    kind = raw.get("kind") or "tool"
    tool = raw.get("tool")
    collected = parse_time(raw.get("collected_at")) if isinstance(raw.get("collected_at"), str) else None
    age = (now - collected).total_seconds() if (now and collected) else 0.0
    stale = kind == "tool" and tool in VOLATILE_TOOLS and age > VOLATILE_TTL_S
    stale_fields: set[str] = set()
    unavailable: dict = {}
    data = raw.get("data")
    if kind == "steady_state" and isinstance(data, dict):
        sources = data.get("stale_sources") if isinstance(data.get("stale_sources"), list) else []
        for name in sources:
            if isinstance(name, str):
                stale_fields.update(SOURCE_FIELDS.get(name, (name,)))
        unavailable = dict(data["unavailable"]) if isinstance(data.get("unavailable"), dict) else {}
    args = raw.get("args") if isinstance(raw.get("args"), dict) else {}
    error = raw.get("error")
    return Item(eid, kind, tool, dict(args), collected, raw.get("complete", True) is not False,
                str(error) if error else None, stale, frozenset(stale_fields), unavailable)
