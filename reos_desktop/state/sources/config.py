"""Key configuration files: the filesystem table (fstab)."""

from __future__ import annotations

NAME = "config"
FIELDS = {"fstab": []}
MAX_AGE_S = 24 * 3600


def signature(root):
    return root.stat_signature("/etc/fstab")


def collect(root) -> dict:
    try:
        lines = root.read_lines("/etc/fstab")
    except FileNotFoundError:
        return {"fstab": [], "_unavailable": {"fstab": "no /etc/fstab under this root"}}
    entries = []
    for line in lines:
        fields = line.split("#", 1)[0].split()
        if len(fields) < 3:
            continue
        fields += ["defaults", "0", "0"][len(fields) - 3:] if len(fields) < 6 else []
        entries.append({"device": fields[0], "mountpoint": fields[1].replace("\\040", " "), "fstype": fields[2],
                        "options": fields[3].split(","), "dump": _int(fields[4]), "pass": _int(fields[5])})
    return {"fstab": entries}


def _int(value: str) -> int | None:
    return int(value) if value.isdigit() else None
