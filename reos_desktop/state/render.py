"""The human text form of `reos state`: every category, with counts, and why anything is missing."""

from __future__ import annotations

from reos_desktop.state.context import notable_packages
from reos_desktop.state.snapshot import Snapshot
from reos_desktop.state.sources.users import is_login_user


def _size(value: int | None) -> str:
    if value is None:
        return "?"
    for unit, scale in (("TiB", 2**40), ("GiB", 2**30), ("MiB", 2**20)):
        if value >= scale:
            return f"{value / scale:.1f} {unit}"
    return f"{value} B"


def _row(label: str, value: str) -> str:
    return f"  {label:<14} {value}"


def render_text(snapshot: Snapshot) -> str:
    f, missing = snapshot.fields, snapshot.unavailable

    def show(field: str, value) -> str:
        if field in missing:
            return f"unavailable: {missing[field]}"
        return "none" if value in (None, "", [], {}) else str(value)

    out = [f"Snapshot {snapshot.id} of {snapshot.root} — collected {snapshot.collected_at}, last checked "
           f"{snapshot.checked_at or snapshot.collected_at}", ""]
    out.append("Identity")
    out.append(_row("hostname", show("hostname", f.get("hostname"))))
    out.append(_row("domain", show("domain", f.get("domain"))))
    out.append(_row("machine-id", show("machine_id", f.get("machine_id"))))
    out.append("Operating system")
    out.append(_row("distribution", show("os_name", f.get("os_pretty_name") or f.get("os_name"))))
    out.append(_row("version", show("os_version", f.get("os_version"))
                    + (f" ({f['os_codename']})" if f.get("os_codename") else "")))
    out.append(_row("kernel", show("kernel", f.get("kernel"))))
    out.append(_row("architecture", show("arch", f.get("arch"))))
    out.append("Hardware")
    out.append(_row("CPU", show("cpu_model", f.get("cpu_model"))))
    if "cpu_threads" not in missing:
        out.append(_row("cores/threads", f"{f.get('cpu_cores')} / {f.get('cpu_threads')}"))
    out.append(_row("memory", show("memory_total_bytes", f.get("memory_total_bytes") and _size(f["memory_total_bytes"]))))
    for disk in f.get("disks") or []:
        out.append(_row("disk", f"{disk['mountpoint']}  {disk['device']}  {disk['fstype']}  {_size(disk.get('total_bytes'))}"))
    if "disks" in missing:
        out.append(_row("disks", show("disks", None)))
    out.append("Network")
    if "network_interfaces" in missing:
        out.append(_row("interfaces", show("network_interfaces", None)))
    for iface in f.get("network_interfaces") or []:
        state = "up" if iface.get("is_up") else "down"
        out.append(_row(iface["name"], f"{state}  {', '.join(iface.get('addresses') or []) or 'no addresses'}"))
    out.append(_row("DNS servers", show("dns_servers", ", ".join(f.get("dns_servers") or []))))
    out.append(_row("gateway", show("default_gateway", f.get("default_gateway"))))
    out.append("Packages")
    installed = f.get("installed_packages") or {}
    if "installed_packages" in missing:
        out.append(_row("installed", show("installed_packages", None)))
    else:
        out.append(_row("installed", f"{len(installed):,} ({f.get('package_manager')})"))
        notable = notable_packages(installed, limit=20)
        if notable:
            out.append(_row("notable", ", ".join(notable)))
    if f.get("flatpak_apps"):
        out.append(_row("flatpak", f"{len(f['flatpak_apps'])} apps"))
    if f.get("snap_packages"):
        out.append(_row("snap", f"{len(f['snap_packages'])} snaps"))
    out.append("Services")
    out.append(_row("unit files", show("available_services", f"{len(f.get('available_services') or [])} services")))
    out.append(_row("enabled", show("enabled_services", ", ".join(s.removesuffix(".service") for s in f.get("enabled_services") or []))))
    if f.get("masked_services"):
        out.append(_row("masked", ", ".join(s.removesuffix(".service") for s in f["masked_services"])))
    out.append("Users and groups")
    users = f.get("users") or []
    people = [u["name"] for u in users if is_login_user(u)]
    out.append(_row("login users", show("users", ", ".join(people))))
    out.append(_row("all accounts", show("users", len(users))))
    out.append(_row("groups", show("groups", len(f.get("groups") or []))))
    out.append(_row("admins", ", ".join(f.get("admin_users") or []) or "none in sudo/wheel/admin"))
    out.append("Configuration")
    out.append(_row("fstab", show("fstab", f"{len(f.get('fstab') or [])} entries" if f.get("fstab") else None)))
    timing = ", ".join(f"{name} {rec.duration_ms:.1f} ms" + (" (failed)" if rec.error else "")
                       for name, rec in snapshot.sources.items())
    out += ["", f"Sources: {timing}"]
    return "\n".join(out)
