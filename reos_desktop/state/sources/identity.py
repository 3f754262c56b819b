"""Identity: hostname, domain, machine-id."""

from __future__ import annotations

import socket

NAME = "identity"
FIELDS = {"hostname": None, "domain": None, "machine_id": None}
MAX_AGE_S = 24 * 3600

_FILES = ("/etc/hostname", "/etc/hosts", "/etc/resolv.conf", "/etc/machine-id", "/var/lib/dbus/machine-id")


def signature(root):
    sig = root.stat_signature(*_FILES)
    if root.live:
        sig.append(socket.gethostname())
    elif hasattr(root, "running_hostname"):
        sig.append(root.running_hostname())
    return sig


def collect(root) -> dict:
    unavailable: dict[str, str] = {}
    hostname = _hostname(root)
    if not hostname:
        unavailable["hostname"] = "no hostname is set (/etc/hostname is missing or empty)"
    short = hostname.split(".")[0] if hostname else None
    domain = None
    if hostname and "." in hostname:
        domain = hostname.split(".", 1)[1]
    elif short:
        domain = _domain_from_hosts(root, short) or _domain_from_resolv(root)
    machine_id = None
    for path in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        try:
            machine_id = root.read_text(path).strip() or None
        except OSError:
            continue
        if machine_id:
            break
    if not machine_id:
        unavailable["machine_id"] = "no machine-id (/etc/machine-id is missing or empty)"
    return {"hostname": short, "domain": domain, "machine_id": machine_id, "_unavailable": unavailable}


def _hostname(root) -> str | None:
    if root.live:
        return socket.gethostname() or None
    if hasattr(root, "running_hostname"):
        # An environment's root (envs.targets.ProcRoot): its running system's name, not a file's.
        name = root.running_hostname()
        if name:
            return name
    try:
        for line in root.read_lines("/etc/hostname"):
            line = line.split("#", 1)[0].strip()
            if line:
                return line
    except OSError:
        pass
    return None


def _domain_from_hosts(root, short: str) -> str | None:
    """The domain of a `127.0.1.1 host.example.org host` style line, read without any DNS lookup."""
    try:
        lines = root.read_lines("/etc/hosts")
    except OSError:
        return None
    for line in lines:
        names = line.split("#", 1)[0].split()[1:]
        if short in names or any(n.startswith(short + ".") for n in names):
            for name in names:
                if name.startswith(short + ".") and len(name) > len(short) + 1:
                    return name[len(short) + 1:]
    return None


def _domain_from_resolv(root) -> str | None:
    try:
        lines = root.read_lines("/etc/resolv.conf")
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        if len(fields) >= 2 and fields[0] == "domain":
            return fields[1]
    return None
