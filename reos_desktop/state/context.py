"""The compact steady-state block every prompt carries: counts plus the notable items, ~400 tokens at most."""

from __future__ import annotations

import re
from datetime import datetime

from reos_desktop.state.snapshot import Snapshot
from reos_desktop.state.sources.users import is_login_user

# Packages worth naming to a model: servers, runtimes, container and VM tools, desktops, databases.
NOTABLE_PACKAGES = (
    "docker-ce", "docker.io", "docker", "podman", "containerd", "containerd.io", "kubelet", "kubectl", "k3s",
    "minikube", "kind", "helm", "libvirt-daemon", "qemu-system-x86", "virtualbox", "lxd", "incus",
    "nginx", "apache2", "httpd", "caddy", "haproxy", "traefik", "lighttpd", "squid", "varnish",
    "postgresql", "mariadb-server", "mysql-server", "redis-server", "redis", "valkey", "mongodb-org",
    "memcached", "rabbitmq-server", "elasticsearch", "opensearch", "influxdb", "prometheus", "grafana",
    "openssh-server", "samba", "nfs-kernel-server", "bind9", "dnsmasq", "unbound", "postfix", "exim4",
    "dovecot-core", "wireguard-tools", "openvpn", "tailscale", "fail2ban", "ufw", "firewalld", "nftables",
    "iptables", "cups", "avahi-daemon", "NetworkManager", "network-manager", "systemd-resolved",
    "nodejs", "python3", "openjdk-17-jdk", "openjdk-21-jdk", "golang", "rustc", "php", "ruby",
    "gnome-shell", "plasma-desktop", "xfce4", "xorg", "xserver-xorg", "wayland", "pipewire", "pulseaudio",
    "flatpak", "snapd", "zfsutils-linux", "btrfs-progs", "lvm2", "mdadm", "cryptsetup",
)
_VERSIONED = re.compile(r"^(postgresql-\d+|php\d+(\.\d+)?|openjdk-\d+-jre|python3\.\d+|linux-image-[\d.]+.*)$")

MAX_CONTEXT_CHARS = 1600  # ~400 tokens at ~4 characters a token


def _gib(value: int | None) -> str:
    return f"{value / 2**30:.1f} GiB" if value else "unknown size"


def _short_version(version: str) -> str:
    """The upstream part of a package version: '5:24.0.7-1~ubuntu.24.04' -> '24.0.7'."""
    version = version.split(":", 1)[-1]
    upstream = version.rsplit("-", 1)[0] if "-" in version else version
    return upstream if len(upstream) <= 16 else upstream[:15] + "…"


def notable_packages(installed: dict[str, str], limit: int = 12) -> list[str]:
    found = [n for n in NOTABLE_PACKAGES if n in installed]
    found += sorted(n for n in installed if _VERSIONED.match(n) and n not in found)
    return [f"{n} {_short_version(installed[n])}" for n in found[:limit]]


def _listing(names: list[str], limit: int) -> str:
    shown = ", ".join(names[:limit])
    return shown + (f", … ({len(names) - limit} more)" if len(names) > limit else "")


def _count(n: int, noun: str) -> str:
    return f"{n:,} {noun}" + ("" if n == 1 else "s")


def _when(iso: str) -> str:
    try:
        return datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M UTC")
    except ValueError:
        return iso


def render_context(snapshot: Snapshot) -> str:
    f, missing = snapshot.fields, snapshot.unavailable

    def known(field: str, text: str) -> str:
        return f"unknown ({missing[field]})" if field in missing else text

    lines = [f"SYSTEM STATE (snapshot {snapshot.id}, read {_when(snapshot.collected_at)}"
             + (f", root {snapshot.root}" if snapshot.root != "/" else "") + "):"]
    mid = f.get("machine_id")
    lines.append(f"Host: {known('hostname', f.get('hostname') or '?')}"
                 + (f".{f['domain']}" if f.get("domain") else "") + (f", machine-id {mid[:8]}…" if mid else ""))
    os_text = " ".join(str(x) for x in (f.get("os_name"), f.get("os_version")) if x)
    lines.append(f"OS: {known('os_name', os_text)}"
                 + (f" ({f['os_codename']})" if f.get("os_codename") else "")
                 + f", kernel {known('kernel', str(f.get('kernel')))}, {known('arch', str(f.get('arch')))}")
    if "cpu_model" in missing and "memory_total_bytes" in missing:
        lines.append(f"Hardware: unknown ({missing['cpu_model']})")
    else:
        lines.append(f"CPU: {f.get('cpu_model') or 'unknown model'}, {f.get('cpu_cores')} cores / "
                     f"{f.get('cpu_threads')} threads; memory {_gib(f.get('memory_total_bytes'))}")
    disks = f.get("disks") or []
    if disks:
        lines.append("Disks: " + _listing([f"{d['mountpoint']} {d['fstype']} on {d['device']} {_gib(d.get('total_bytes'))}"
                                            for d in disks], 4))
    ifaces = [i for i in f.get("network_interfaces") or [] if i["name"] != "lo" and (i.get("addresses") or i.get("is_up"))]
    net = _listing([f"{i['name']} {' '.join(a for a in i.get('addresses', []) if not a.startswith('fe80'))}"
                    f"{'' if i.get('is_up') else ' (down)'}".rstrip() for i in ifaces], 4) or "no configured interfaces"
    if "network_interfaces" in missing:
        net = f"unknown ({missing['network_interfaces']})"
    dns = ", ".join(f.get("dns_servers") or []) or "none configured"
    lines.append(f"Network: {net}; DNS {dns}; gateway {f.get('default_gateway') or 'none'}"
                 if "default_gateway" not in missing else f"Network: {net}; DNS {dns}")
    installed = f.get("installed_packages") or {}
    if "installed_packages" in missing:
        lines.append(f"Packages: unknown ({missing['installed_packages']})")
    else:
        notable = notable_packages(installed)
        lines.append(f"Packages: {len(installed):,} installed via {f.get('package_manager')}"
                     + (f" ({', '.join(notable)})" if notable else ""))
    extra = [f"{len(f.get(k) or {})} {label}" for k, label in (("flatpak_apps", "flatpak apps"), ("snap_packages", "snaps")) if f.get(k)]
    if extra:
        lines[-1] += "; " + ", ".join(extra)
    services = f.get("available_services") or []
    if "available_services" in missing:
        lines.append(f"Services: unknown ({missing['available_services']})")
    else:
        enabled = [s.removesuffix(".service") for s in f.get("enabled_services") or []]
        lines.append(f"Services: {len(services)} unit files; enabled: {_listing(enabled, 10) or 'none'}"
                     + (f"; masked: {len(f.get('masked_services') or [])}" if f.get("masked_services") else ""))
    users = f.get("users") or []
    if "users" in missing:
        lines.append(f"Users: unknown ({missing['users']})")
    else:
        people = [u["name"] for u in users if is_login_user(u)]
        admins = f.get("admin_users") or []
        lines.append(f"Users: {_count(len(people), 'login account')} ({_listing(people, 8) or 'none'}), "
                     f"{_count(len(users) - len(people), 'system account')}; admins: {', '.join(admins) or 'none in sudo/wheel/admin'}")
    groups = f.get("groups") or []
    with_members = [f"{g['name']}: {', '.join(g['members'][:4])}" for g in groups if g.get("members")]
    lines.append(f"Groups: {len(groups)}" + (f" ({_listing(with_members, 6)})" if with_members else ""))
    other = {k: v for k, v in missing.items() if k in ("machine_id", "fstab", "dns_servers")}
    if other:
        lines.append("Unavailable: " + "; ".join(f"{k} ({v})" for k, v in other.items()))
    if snapshot.stale_sources:
        lines.append(f"Changed since this snapshot (re-check with tools): {', '.join(snapshot.stale_sources)}")
    text = "\n".join(lines)
    return text if len(text) <= MAX_CONTEXT_CHARS else _shrink(text)


def _shrink(text: str) -> str:
    # Keep every line but cut the longest ones at a comma until the whole block fits the budget.
    lines = text.split("\n")
    while sum(len(l) + 1 for l in lines) > MAX_CONTEXT_CHARS:
        i = max(range(len(lines)), key=lambda k: len(lines[k]))
        cut = lines[i].rfind(", ", 0, len(lines[i]) - 20)
        if cut < 40:
            lines[i] = lines[i][: max(40, len(lines[i]) - 40)] + "…"
        else:
            lines[i] = lines[i][:cut] + ", …"
    return "\n".join(lines)
