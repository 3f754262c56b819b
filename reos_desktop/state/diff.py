"""What changed between two snapshots: packages, users, groups, services, kernel and OS, network."""

from __future__ import annotations

from typing import Any

from reos_desktop.state.snapshot import Snapshot
from reos_desktop.versions import compare_versions

_SCALARS = ("hostname", "domain", "os_name", "os_version", "os_codename", "kernel", "arch",
            "cpu_model", "cpu_threads", "memory_total_bytes", "default_gateway", "package_manager")


def _names(items: list[dict] | None) -> dict[str, dict]:
    return {item["name"]: item for item in items or [] if "name" in item}


def diff_snapshots(old: Snapshot, new: Snapshot) -> dict[str, Any]:
    """A JSON-able description of what changed from `old` to `new`."""
    a, b = old.fields, new.fields
    out: dict[str, Any] = {"from": {"snapshot_id": old.id, "collected_at": old.collected_at},
                           "to": {"snapshot_id": new.id, "collected_at": new.collected_at}}

    pa, pb = a.get("installed_packages") or {}, b.get("installed_packages") or {}
    upgraded, downgraded = [], []
    for name in sorted(pa.keys() & pb.keys()):
        if pa[name] != pb[name]:
            entry = {"package": name, "from_version": pa[name], "to_version": pb[name]}
            (upgraded if compare_versions(pb[name], pa[name]) > 0 else downgraded).append(entry)
    out["packages"] = {
        "installed": [{"package": n, "version": pb[n]} for n in sorted(pb.keys() - pa.keys())],
        "removed": [{"package": n, "version": pa[n]} for n in sorted(pa.keys() - pb.keys())],
        "upgraded": upgraded,
        "downgraded": downgraded,
    }
    for field in ("flatpak_apps", "snap_packages"):
        fa, fb = a.get(field) or {}, b.get(field) or {}
        if fa != fb:
            out[field] = {"added": sorted(fb.keys() - fa.keys()), "removed": sorted(fa.keys() - fb.keys()),
                          "changed": sorted(k for k in fa.keys() & fb.keys() if fa[k] != fb[k])}

    ua, ub = _names(a.get("users")), _names(b.get("users"))
    ga, gb = _names(a.get("groups")), _names(b.get("groups"))
    out["users"] = {"added": sorted(ub.keys() - ua.keys()), "removed": sorted(ua.keys() - ub.keys())}
    out["groups"] = {
        "added": sorted(gb.keys() - ga.keys()),
        "removed": sorted(ga.keys() - gb.keys()),
        "membership": [
            {"group": g, "added": sorted(set(gb[g]["members"]) - set(ga[g]["members"])),
             "removed": sorted(set(ga[g]["members"]) - set(gb[g]["members"]))}
            for g in sorted(ga.keys() & gb.keys()) if set(ga[g]["members"]) != set(gb[g]["members"])
        ],
    }
    sa, sb = set(a.get("available_services") or []), set(b.get("available_services") or [])
    ea, eb = set(a.get("enabled_services") or []), set(b.get("enabled_services") or [])
    out["services"] = {"added": sorted(sb - sa), "removed": sorted(sa - sb),
                       "enabled": sorted(eb - ea), "disabled": sorted((ea - eb) & sb)}
    out["system"] = [{"field": f, "from": a.get(f), "to": b.get(f)} for f in _SCALARS if a.get(f) != b.get(f)]
    ia = {i["name"]: sorted(i.get("addresses") or []) for i in a.get("network_interfaces") or []}
    ib = {i["name"]: sorted(i.get("addresses") or []) for i in b.get("network_interfaces") or []}
    out["network"] = {
        "interfaces_added": sorted(ib.keys() - ia.keys()),
        "interfaces_removed": sorted(ia.keys() - ib.keys()),
        "addresses_changed": [{"interface": n, "from": ia[n], "to": ib[n]} for n in sorted(ia.keys() & ib.keys()) if ia[n] != ib[n]],
        "dns_servers": None if a.get("dns_servers") == b.get("dns_servers") else {"from": a.get("dns_servers"), "to": b.get("dns_servers")},
    }
    return out


def has_changes(diff: dict[str, Any]) -> bool:
    def nonempty(value: Any) -> bool:
        if isinstance(value, dict):
            return any(nonempty(v) for v in value.values())
        if isinstance(value, list):
            return bool(value)
        return value is not None

    return any(nonempty(v) for k, v in diff.items() if k not in ("from", "to"))


def render_diff(diff: dict[str, Any]) -> str:
    """The human text of a diff, one change a line, grouped."""
    lines = [f"Changes from snapshot {diff['from']['snapshot_id']} ({diff['from']['collected_at']}) "
             f"to snapshot {diff['to']['snapshot_id']} ({diff['to']['collected_at']}):"]
    if not has_changes(diff):
        lines.append("  nothing changed")
        return "\n".join(lines)
    pk = diff["packages"]
    for entry in pk["installed"]:
        lines.append(f"  + package {entry['package']} {entry['version']}")
    for entry in pk["removed"]:
        lines.append(f"  - package {entry['package']} {entry['version']}")
    for entry in pk["upgraded"]:
        lines.append(f"  ↑ package {entry['package']} {entry['from_version']} → {entry['to_version']}")
    for entry in pk["downgraded"]:
        lines.append(f"  ↓ package {entry['package']} {entry['from_version']} → {entry['to_version']}")
    for field, label in (("flatpak_apps", "flatpak"), ("snap_packages", "snap")):
        if field in diff:
            lines += [f"  + {label} {n}" for n in diff[field]["added"]]
            lines += [f"  - {label} {n}" for n in diff[field]["removed"]]
            lines += [f"  ~ {label} {n} changed version" for n in diff[field]["changed"]]
    lines += [f"  + user {n}" for n in diff["users"]["added"]]
    lines += [f"  - user {n}" for n in diff["users"]["removed"]]
    lines += [f"  + group {n}" for n in diff["groups"]["added"]]
    lines += [f"  - group {n}" for n in diff["groups"]["removed"]]
    for m in diff["groups"]["membership"]:
        lines += [f"  + {u} joined group {m['group']}" for u in m["added"]]
        lines += [f"  - {u} left group {m['group']}" for u in m["removed"]]
    lines += [f"  + service {n}" for n in diff["services"]["added"]]
    lines += [f"  - service {n}" for n in diff["services"]["removed"]]
    lines += [f"  ~ service {n} enabled" for n in diff["services"]["enabled"]]
    lines += [f"  ~ service {n} disabled" for n in diff["services"]["disabled"]]
    lines += [f"  ~ {c['field']}: {c['from']} → {c['to']}" for c in diff["system"]]
    net = diff["network"]
    lines += [f"  + interface {n}" for n in net["interfaces_added"]]
    lines += [f"  - interface {n}" for n in net["interfaces_removed"]]
    lines += [f"  ~ {c['interface']} addresses: {', '.join(c['from']) or 'none'} → {', '.join(c['to']) or 'none'}"
              for c in net["addresses_changed"]]
    if net["dns_servers"]:
        lines.append(f"  ~ DNS servers: {', '.join(net['dns_servers']['from'] or [])} → {', '.join(net['dns_servers']['to'] or [])}")
    return "\n".join(lines)
