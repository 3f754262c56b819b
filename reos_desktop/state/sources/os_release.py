"""OS: distribution, version, codename (from os-release; `distro` for older systems), kernel and architecture."""

from __future__ import annotations

import os

NAME = "os"
FIELDS = {"os_name": None, "os_version": None, "os_codename": None, "os_id": None, "os_like": [],
          "os_pretty_name": None, "kernel": None, "arch": None}
MAX_AGE_S = 24 * 3600

_FILES = ("/etc/os-release", "/usr/lib/os-release", "/etc/lsb-release", "/etc/debian_version",
          "/etc/redhat-release", "/etc/alpine-release", "/etc/arch-release")


def signature(root):
    sig = root.stat_signature(*_FILES)
    if root.live:
        sig.append(list(os.uname()))
    return sig


def parse_os_release(text: str) -> dict[str, str]:
    """KEY=value lines with shell-style quoting, as os-release(5) defines them."""
    values: dict[str, str] = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
            value = value.replace('\\"', '"').replace("\\$", "$").replace("\\`", "`").replace("\\\\", "\\")
        values[key.strip().lower()] = value
    return values


def _read_os_release(root) -> dict[str, str] | None:
    for candidate in ("/etc/os-release", "/usr/lib/os-release"):
        try:
            return parse_os_release(root.read_text(candidate))
        except OSError:
            continue
    return None


def _legacy_release(root) -> dict[str, str]:
    """Old systems without os-release: let `distro` read lsb-release and /etc/*-release files."""
    import distro

    info = distro.LinuxDistribution(
        root_dir=None if root.live else str(root.base), include_lsb=False, include_uname=False, include_oslevel=False)
    if not info.name():
        return {}
    return {"name": info.name(), "version_id": info.version(), "version_codename": info.codename(),
            "id": info.id(), "id_like": info.like(), "pretty_name": info.name(pretty=True)}


def collect(root) -> dict:
    unavailable: dict[str, str] = {}
    release = _read_os_release(root)
    if release is None:
        release = _legacy_release(root)
    name = release.get("name") or None
    version = release.get("version_id") or release.get("build_id") or None
    codename = release.get("version_codename") or release.get("ubuntu_codename") or None
    if not codename and release.get("version"):
        # Debian writes VERSION="12 (bookworm)" and sometimes no VERSION_CODENAME.
        inside = release["version"].partition("(")[2].partition(")")[0].strip()
        codename = inside.split()[0].lower() if inside and inside.split()[0].isalpha() else None
    if not name:
        unavailable["os_name"] = "no os-release file under this root"
    if not version and name:
        unavailable["os_version"] = "os-release gives no VERSION_ID or BUILD_ID"
    fields = {
        "os_name": name,
        "os_version": version,
        "os_codename": codename,
        "os_id": release.get("id") or None,
        "os_like": release.get("id_like", "").split(),
        "os_pretty_name": release.get("pretty_name") or None,
        "kernel": None,
        "arch": None,
    }
    if root.live or getattr(root, "shares_kernel", False):
        # An environment on this host (envs.targets.ProcRoot) runs on this very kernel.
        uname = os.uname()
        fields["kernel"], fields["arch"] = uname.release, uname.machine
    else:
        reason = "the running kernel is not recorded in a root filesystem"
        unavailable["kernel"] = reason
        unavailable["arch"] = reason
    fields["_unavailable"] = unavailable
    return fields
