"""OS: distribution, version, codename (from os-release, via `distro`), kernel and architecture."""

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


def collect(root) -> dict:
    import distro

    unavailable: dict[str, str] = {}
    # Under another root, hand distro the file resolved inside that root: its own root_dir option
    # follows absolute symlinks out to the host's /usr/lib/os-release.
    os_release = ""
    if not root.live:
        os_release = str(root.base / "etc/os-release")  # may not exist: then there is no os-release
        for candidate in ("/etc/os-release", "/usr/lib/os-release"):
            if root.path(candidate).is_file():
                os_release = str(root.path(candidate))
                break
    info = distro.LinuxDistribution(
        os_release_file=os_release if not root.live else "",
        distro_release_file="/nonexistent" if not root.live else "",
        include_lsb=False, include_uname=False, include_oslevel=False,
    )
    release = info.os_release_info()
    name = release.get("name") or info.name() or None
    version = info.version() or release.get("build_id") or None
    codename = info.codename() or release.get("version_codename") or None
    if not name:
        unavailable["os_name"] = "no os-release file under this root"
    if not version and name:
        unavailable["os_version"] = "os-release gives no VERSION_ID or BUILD_ID"
    fields = {
        "os_name": name,
        "os_version": version,
        "os_codename": codename,
        "os_id": info.id() or None,
        "os_like": info.like().split() if info.like() else [],
        "os_pretty_name": release.get("pretty_name") or None,
        "kernel": None,
        "arch": None,
    }
    if root.live:
        uname = os.uname()
        fields["kernel"], fields["arch"] = uname.release, uname.machine
    else:
        reason = "the running kernel is not recorded in a root filesystem"
        unavailable["kernel"] = reason
        unavailable["arch"] = reason
    fields["_unavailable"] = unavailable
    return fields
