"""Installed packages with versions: dpkg, rpm, pacman, apk (from their databases), plus flatpak and snap."""

from __future__ import annotations

import os

from reos_desktop.state import package_dbs as dbs
from reos_desktop.state.root import SourceUnavailable

NAME = "packages"
FIELDS = {"package_manager": None, "installed_packages": {}, "package_managers": [],
          "flatpak_apps": {}, "snap_packages": {}}
MAX_AGE_S = 3600


def _user_flatpak_dir(root) -> tuple[str, ...]:
    if not root.live:
        return ()
    return (os.path.expanduser("~/.local/share/flatpak/app"),)


def _native(root):
    """The native package manager's name and the path of its database, first match wins."""
    if root.exists(dbs.DPKG_STATUS):
        return "dpkg", dbs.DPKG_STATUS
    for path in dbs.RPM_SQLITE:
        if root.exists(path):
            return "rpm", path
    for path in dbs.RPM_BDB:
        if root.exists(path):
            return "rpm-bdb", path
    if root.is_dir(dbs.PACMAN_LOCAL):
        return "pacman", dbs.PACMAN_LOCAL
    if root.exists(dbs.APK_INSTALLED):
        return "apk", dbs.APK_INSTALLED
    return None, None


def signature(root):
    manager, path = _native(root)
    paths = [path] if path else []
    paths += list(dbs.FLATPAK_DIRS) + [dbs.SNAP_DIR]
    sig = root.stat_signature(*paths)
    for extra in _user_flatpak_dir(root):
        try:
            st = os.stat(extra)
            sig.append([extra, st.st_mtime_ns, st.st_size])
        except OSError:
            sig.append([extra, None, None])
    return [manager, sig]


def collect(root) -> dict:
    unavailable: dict[str, str] = {}
    manager, path = _native(root)
    installed: dict[str, str] = {}
    if manager == "dpkg":
        installed = dbs.read_dpkg(root)
    elif manager == "rpm":
        installed = dbs.read_rpm_sqlite(root, path)
    elif manager == "rpm-bdb":
        installed = _rpm_cli(root)
        manager = "rpm"
    elif manager == "pacman":
        installed = dbs.read_pacman(root)
    elif manager == "apk":
        installed = dbs.read_apk(root)
    else:
        unavailable["installed_packages"] = "no dpkg, rpm, pacman or apk database under this root"
    flatpaks = dbs.read_flatpak(root, _user_flatpak_dir(root))
    snaps = dbs.read_snap(root)
    managers = [m for m, present in ((manager, manager), ("flatpak", flatpaks), ("snap", snaps)) if present]
    return {"package_manager": manager, "installed_packages": installed, "package_managers": managers,
            "flatpak_apps": flatpaks, "snap_packages": snaps, "_unavailable": unavailable}


def _rpm_cli(root) -> dict[str, str]:
    """Old Berkeley DB rpm databases are read through rpm itself, via the one command runner."""
    from reos_desktop.tools.runner import CommandUnavailable, run

    fmt = "%{NAME}\t%|EPOCH?{%{EPOCH}:}:{}|%{VERSION}-%{RELEASE}\n"
    try:
        done = run(["rpm", "--root", str(root.base), "-qa", "--qf", fmt], timeout=30, max_bytes=64 * 1024 * 1024)
    except CommandUnavailable:
        raise SourceUnavailable("the rpm database is in Berkeley DB format and the rpm program is not installed") from None
    if done.returncode != 0 or done.timed_out or done.truncated:
        reason = "timed out" if done.timed_out else "printed too much" if done.truncated else done.stderr.strip()[:200]
        raise SourceUnavailable(f"rpm -qa failed: {reason}")
    return dict(line.split("\t", 1) for line in done.stdout.splitlines() if "\t" in line and not line.startswith("gpg-pubkey"))
