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
    """Old Berkeley DB rpm databases are read through rpm itself (argv list, no shell)."""
    import shutil
    import subprocess

    rpm = shutil.which("rpm")
    if not rpm:
        raise SourceUnavailable("the rpm database is in Berkeley DB format and the rpm program is not installed")
    fmt = "%{NAME}\t%|EPOCH?{%{EPOCH}:}:{}|%{VERSION}-%{RELEASE}\n"
    done = subprocess.run([rpm, "--root", str(root.base), "-qa", "--qf", fmt], capture_output=True, text=True,
                          timeout=30, env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"}, check=False)
    if done.returncode != 0:
        raise SourceUnavailable(f"rpm -qa failed: {done.stderr.strip()[:200]}")
    return dict(line.split("\t", 1) for line in done.stdout.splitlines() if "\t" in line and not line.startswith("gpg-pubkey"))
