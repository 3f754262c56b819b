"""Facts from a steady-state snapshot (evidence-bundle §3) and the dispatcher that builds a whole index.

Steady-state fields named in `unavailable` give no facts and make their listings incomplete, so a
package that could not be listed is never reported as absent; fields of a source named in
`stale_sources` are remembered so that claims resting on them become stale.
"""

from __future__ import annotations

from reos_desktop.certainty import indexers as ix_mod
from reos_desktop.certainty.diff_facts import index_state_diff, is_state_diff
from reos_desktop.certainty.indexers_kube import index_kubernetes
from reos_desktop.certainty.indexers_net import index_network_traffic
from reos_desktop.certainty.facts import Entity, FactIndex, Item, Listing, item_info
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.packages import PackageListing, PackageTable
from reos_desktop.evidence.canonical import parse_time

_TOOL_INDEXERS = {
    "linux_system_info": ix_mod.index_system_info,
    "linux_processes": ix_mod.index_processes,
    "linux_service_status": ix_mod.index_service_status,
    "linux_containers": ix_mod.index_containers,
    "linux_disk_usage": ix_mod.index_disk_usage,
    "linux_network_info": ix_mod.index_network_info,
    "linux_recent_logs": ix_mod.index_recent_logs,
    "linux_disk_io": ix_mod.index_disk_io,
    "linux_network_traffic": index_network_traffic,
    "linux_file_changes": ix_mod.index_file_changes,
    "linux_file_read": ix_mod.index_file_read,
    "linux_package_history": ix_mod.index_package_history,
    "kubernetes_get": index_kubernetes,
}


def build_index(bundle: dict) -> FactIndex:
    now = parse_time(bundle.get("now")) if isinstance(bundle.get("now"), str) else None
    ix = FactIndex(now)
    ix.question = str(bundle.get("question") or "")
    for raw in bundle.get("evidence") or []:
        if not isinstance(raw, dict) or raw.get("id") is None:
            continue
        item = item_info(raw, now)
        ix.items[item.id] = item
        ix.raw[item.id] = raw
        if item.error:
            continue
        data = raw.get("data")
        try:
            if item.kind == "user":
                ix_mod.index_user(ix, item, raw)
            elif isinstance(data, dict) and is_state_diff(item, data):
                index_state_diff(ix, item, data)
            elif item.kind == "steady_state" and isinstance(data, dict):
                index_steady_state(ix, item, _clean_steady(data))
            elif item.tool in _TOOL_INDEXERS and isinstance(data, dict):
                _TOOL_INDEXERS[item.tool](ix, item, data)
        except (TypeError, ValueError, AttributeError, KeyError) as err:
            # an item that breaks its own shape costs its own facts, never the whole answer
            item.error = f"evidence not in the expected shape ({type(err).__name__}: {err})"
    _supersede_snapshots(ix, bundle)
    ix_mod.uptime_from_boot(ix)
    return ix


def _supersede_snapshots(ix: FactIndex, bundle: dict) -> None:
    """Of several snapshots of the machine, the newest says how it is now; an older one is its past (a state
    diff's "before"), so it is treated as stale: it can neither contradict nor verify the present."""
    snaps = [ix.items[str(raw.get("id"))] for raw in bundle.get("evidence") or []
             if isinstance(raw, dict) and str(raw.get("id")) in ix.items and isinstance(raw.get("data"), dict)
             and ix.items[str(raw.get("id"))].kind == "steady_state" and not is_state_diff(ix.items[str(raw.get("id"))], raw["data"])]
    dated = [s for s in snaps if s.collected_at is not None and not s.error]
    if len(dated) < 2:
        return
    newest = max(s.collected_at for s in dated)
    for snap in dated:
        if snap.collected_at < newest:
            snap.stale = True


_LIST_FIELDS = ("disks", "network_interfaces", "dns_servers", "available_services", "enabled_services",
                "masked_services", "users", "groups", "admin_users", "stale_sources")
_DICT_FIELDS = ("installed_packages", "flatpak_apps", "snap_packages", "unavailable")


def _clean_steady(data: dict) -> dict:
    """Fields of the wrong type are treated as missing, so the rest of the snapshot still counts."""
    out = dict(data)
    for key in _LIST_FIELDS:
        if key in out and not isinstance(out[key], list):
            out[key] = []
        elif key in out:
            out[key] = [x for x in out[key] if isinstance(x, (dict, str))]
    for key in _DICT_FIELDS:
        if key in out and not isinstance(out[key], dict):
            out[key] = {}
    for key in ("hostname", "domain", "os_name", "os_version", "os_codename", "kernel", "arch", "cpu_model",
                "package_manager", "default_gateway"):
        if key in out and not isinstance(out[key], (str, type(None))):
            out[key] = None
    return out


def _readable(item: Item, data: dict, field: str) -> bool:
    """A field counts as read when it is not named unavailable (an empty value then really means none)."""
    return field not in item.unavailable and field in data


def index_steady_state(ix: FactIndex, item: Item, data: dict) -> None:
    e = item.id
    host = data.get("hostname")
    if host:
        fqdn = f"{host}.{data['domain']}" if data.get("domain") else None
        ix.add_entity(Entity("host", str(host), e, {}, field="hostname"), fqdn or "")
    for attr in ("hostname", "domain", "machine_id", "os_name", "os_version", "os_codename", "os_id",
                 "os_pretty_name", "kernel", "arch", "cpu_model", "package_manager", "default_gateway"):
        ix.add_attr(attr, data.get(attr), e)
    for server in data.get("dns_servers") or []:
        ix.add_attr("dns_server", server, e, "dns_servers")
    ix.add_q("count", data.get("cpu_cores"), "cpu_cores", "cores core cpu physical", e, field_name="cpu_cores")
    ix.add_q("count", data.get("cpu_threads"), "cpu_threads", "threads thread cpus logical vcpus", e,
             field_name="cpu_threads")
    ix.add_q("bytes", data.get("memory_total_bytes"), "memory.total", "memory ram mem total installed", e,
             qual="total", field_name="memory_total_bytes")

    disks = []
    for disk in data.get("disks") or []:
        if isinstance(disk, dict) and (disk.get("mountpoint") or disk.get("device")):
            ent = ix_mod._filesystem(ix, e, disk, field="disks")
            disks.append(ent)
            ix.add_q("bytes", disk.get("total_bytes"), "total", "disk filesystem partition total size capacity",
                     e, ent, qual="total", field_name="disks")
    ix.add_listing(Listing("filesystems", e, disks, _readable(item, data, "disks"), field="disks"))

    ifaces = [ent for i in data.get("network_interfaces") or [] if (ent := ix_mod._interface(ix, e, i, "network_interfaces"))]
    ix.add_listing(Listing("interfaces", e, ifaces, _readable(item, data, "network_interfaces"),
                           field="network_interfaces"))

    packages = data.get("installed_packages") if isinstance(data.get("installed_packages"), dict) else {}
    as_of = item.collected_at or parse_time(data.get("collected_at"))
    # An empty package list from a readable source is a real "nothing installed" only if a manager was found.
    complete_pkgs = _readable(item, data, "installed_packages") and bool(packages)
    table = PackageTable(e, "installed_packages", packages, as_of)
    ix.package_tables.append(table)
    ix.add_listing(PackageListing(table, complete_pkgs))
    for key in ("flatpak_apps", "snap_packages"):
        apps = data.get(key) if isinstance(data.get(key), dict) else {}
        if apps or _readable(item, data, key):
            app_table = PackageTable(e, key, apps, as_of)
            ix.package_tables.append(app_table)
            ix.add_listing(PackageListing(app_table, _readable(item, data, key) and complete_pkgs))
    ix.add_q("count", len(packages) if complete_pkgs else None, "packages.count", "packages installed", e,
             field_name="installed_packages")

    enabled = {str(s).lower() for s in data.get("enabled_services") or []}
    masked = {str(s).lower() for s in data.get("masked_services") or []}
    units = []
    for unit in data.get("available_services") or []:
        low = str(unit).lower()
        state = "enabled" if low in enabled else "masked" if low in masked else None
        rec = {"unit": unit, "available": True}
        if state and _readable(item, data, "enabled_services"):
            rec["unit_file_state"] = state
        elif data.get("enabled_services") and _readable(item, data, "enabled_services"):
            rec["unit_file_state_not_enabled"] = True
        units.append(ix.add_entity(Entity("unit_file", str(unit), e, rec, field="available_services"),
                                   aliases(str(unit))))
    sysv = [str(s) for s in data.get("sysv_services") or [] if isinstance(s, str)]
    ix.add_listing(Listing("unit_files", e, units, _readable(item, data, "available_services") and bool(units),
                           {"sysv": sysv}, field="available_services"))

    users = []
    for user in data.get("users") or []:
        if isinstance(user, dict) and user.get("name"):
            user = ix_mod.shaped(user, name=str, uid=int, gid=int, home=str, shell=str)
            ent = ix.add_entity(Entity("user", str(user["name"]), e, user, field="users"))
            users.append(ent)
            ix.add_q("uid", user.get("uid"), "uid", "uid id user", e, ent, field_name="users")
    ix.add_listing(Listing("users", e, users, _readable(item, data, "users") and bool(users), field="users"))
    groups = []
    for group in data.get("groups") or []:
        if isinstance(group, dict) and group.get("name"):
            group = ix_mod.shaped(group, name=str, gid=int, members=list)
            group["members"] = [str(m) for m in group.get("members") or [] if isinstance(m, (str, int))]
            ent = ix.add_entity(Entity("group", str(group["name"]), e, group, field="groups"))
            groups.append(ent)
            ix.add_q("gid", group.get("gid"), "gid", "gid id group", e, ent, field_name="groups")
    ix.add_listing(Listing("groups", e, groups, _readable(item, data, "groups") and bool(groups), field="groups"))
    if data.get("admin_users") is not None and _readable(item, data, "admin_users"):
        ix.add_attr("admin_users", ",".join(str(u) for u in data.get("admin_users") or []) or "-", e, "admin_users")
