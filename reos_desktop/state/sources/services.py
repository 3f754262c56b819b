"""Available systemd services: the unit files on disk, which are enabled and which are masked.

This is the steady part (what is installed); whether a unit is running is volatile and asked of
systemd by the `linux_service_status` tool.
"""

from __future__ import annotations

import os

NAME = "services"
FIELDS = {"available_services": [], "enabled_services": [], "masked_services": [], "sysv_services": []}
MAX_AGE_S = 3600

# Highest precedence first, as systemd searches them.
UNIT_DIRS = ("/etc/systemd/system", "/run/systemd/system", "/usr/local/lib/systemd/system",
             "/usr/lib/systemd/system", "/lib/systemd/system")


def _template_of(unit: str) -> str:
    """getty@tty1.service -> getty@.service: enabling an instance enables its template's unit file."""
    if "@" in unit:
        prefix, _, _ = unit.partition("@")
        return f"{prefix}@.service"
    return unit


def _watched_dirs(root) -> list[str]:
    dirs = list(UNIT_DIRS) + ["/etc/init.d"]
    for name in root.listdir("/etc/systemd/system"):
        if name.endswith((".wants", ".requires")):
            dirs.append(f"/etc/systemd/system/{name}")
    return dirs


def signature(root):
    return root.stat_signature(*_watched_dirs(root))


def collect(root) -> dict:
    unavailable: dict[str, str] = {}
    available: set[str] = set()
    masked: set[str] = set()
    found_dir = False
    seen_real: set[str] = set()
    for inside in UNIT_DIRS:
        host = root.path(inside)
        if not host.is_dir():
            continue
        # /lib is often a symlink to /usr/lib: count each real folder once.
        real = os.path.realpath(host)
        if real in seen_real:
            continue
        seen_real.add(real)
        found_dir = True
        for name in os.listdir(host):
            if not name.endswith(".service"):
                continue
            full = os.path.join(host, name)
            if name not in available and os.path.islink(full) and os.readlink(full) == "/dev/null":
                masked.add(name)
            available.add(name)
    enabled: set[str] = set()
    for name in root.listdir("/etc/systemd/system"):
        if name.endswith((".wants", ".requires")):
            for unit in root.listdir(f"/etc/systemd/system/{name}"):
                if unit.endswith(".service"):
                    enabled.add(_template_of(unit) if unit not in available else unit)
    sysv = [n for n in root.listdir("/etc/init.d") if not n.startswith(".") and n not in ("README", "skeleton")]
    if not found_dir:
        unavailable["available_services"] = "systemd is not installed under this root (no unit folders)"
    return {"available_services": sorted(available), "enabled_services": sorted(enabled & available),
            "masked_services": sorted(masked), "sysv_services": sysv, "_unavailable": unavailable}
