"""Readers for package databases, straight from their files (much faster than their CLIs).

Each reader takes a Root and returns {name: version}. Versions are written the way the manager's own
tools print them: dpkg `[epoch:]upstream-revision`, rpm `[epoch:]version-release`, pacman `[epoch:]ver-rel`.
"""

from __future__ import annotations

import os
import sqlite3
import struct

DPKG_STATUS = "/var/lib/dpkg/status"
RPM_SQLITE = ("/var/lib/rpm/rpmdb.sqlite", "/usr/lib/sysimage/rpm/rpmdb.sqlite")
RPM_BDB = ("/var/lib/rpm/Packages",)
PACMAN_LOCAL = "/var/lib/pacman/local"
APK_INSTALLED = "/lib/apk/db/installed"
FLATPAK_DIRS = ("/var/lib/flatpak/app",)
SNAP_DIR = "/snap"


def read_dpkg(root) -> dict[str, str]:
    packages: dict[str, str] = {}
    with open(root.path(DPKG_STATUS), "rb") as handle:
        text = handle.read().decode("utf-8", "replace")
    for stanza in text.split("\n\n"):
        name = version = status = arch = None
        multi_same = False
        for line in stanza.split("\n"):
            if line[:1] in (" ", "\t") or not line:
                continue
            key, _, value = line.partition(": ")
            if key == "Package":
                name = value.strip()
            elif key == "Version":
                version = value.strip()
            elif key == "Status":
                status = value.split()
            elif key == "Architecture":
                arch = value.strip()
            elif key == "Multi-Arch":
                multi_same = value.strip() == "same"
        if not name or not version or not status or status[-1] not in ("installed",):
            continue
        # A Multi-Arch: same package may be installed for two architectures; keep both, like dpkg-query.
        if name in packages and multi_same and arch:
            name = f"{name}:{arch}"
        packages[name] = version
    return packages


def read_pacman(root) -> dict[str, str]:
    packages: dict[str, str] = {}
    base = root.path(PACMAN_LOCAL)
    for entry in sorted(os.listdir(base)):
        desc = os.path.join(base, entry, "desc")
        try:
            with open(desc, encoding="utf-8", errors="replace") as handle:
                lines = handle.read().splitlines()
        except OSError:
            continue
        fields: dict[str, str] = {}
        for i, line in enumerate(lines):
            if line in ("%NAME%", "%VERSION%") and i + 1 < len(lines):
                fields[line] = lines[i + 1].strip()
        if "%NAME%" in fields and "%VERSION%" in fields:
            packages[fields["%NAME%"]] = fields["%VERSION%"]
    return packages


def read_apk(root) -> dict[str, str]:
    packages: dict[str, str] = {}
    name = None
    for line in root.read_lines(APK_INSTALLED):
        if line.startswith("P:"):
            name = line[2:].strip()
        elif line.startswith("V:") and name:
            packages[name] = line[2:].strip()
        elif not line.strip():
            name = None
    return packages


# rpm header tags and types (rpm's lib/rpmtag.h)
_TAG_NAME, _TAG_VERSION, _TAG_RELEASE, _TAG_EPOCH = 1000, 1001, 1002, 1003
_TYPE_INT32, _TYPE_STRING, _TYPE_I18N = 4, 6, 9


def parse_rpm_header(blob: bytes) -> dict[int, object]:
    """Decode the tags we need from an rpm header blob as rpmdb.sqlite stores it (no leading magic)."""
    if blob[:3] == b"\x8e\xad\xe8":
        blob = blob[8:]
    index_count, data_len = struct.unpack(">II", blob[:8])
    data_start = 8 + 16 * index_count
    store = blob[data_start:data_start + data_len]
    wanted = {_TAG_NAME, _TAG_VERSION, _TAG_RELEASE, _TAG_EPOCH}
    out: dict[int, object] = {}
    for i in range(index_count):
        tag, typ, offset, count = struct.unpack(">iiii", blob[8 + 16 * i:24 + 16 * i])
        if tag not in wanted:
            continue
        if typ in (_TYPE_STRING, _TYPE_I18N):
            end = store.index(b"\0", offset)
            out[tag] = store[offset:end].decode("utf-8", "replace")
        elif typ == _TYPE_INT32 and count >= 1:
            out[tag] = struct.unpack(">i", store[offset:offset + 4])[0]
    return out


def read_rpm_sqlite(root, path: str) -> dict[str, str]:
    packages: dict[str, str] = {}
    uri = f"file:{root.path(path)}?mode=ro&immutable=1"
    conn = sqlite3.connect(uri, uri=True)
    try:
        for (blob,) in conn.execute("SELECT blob FROM Packages"):
            header = parse_rpm_header(bytes(blob))
            name = header.get(_TAG_NAME)
            if not name or name == "gpg-pubkey":
                continue
            version = f"{header.get(_TAG_VERSION, '')}-{header.get(_TAG_RELEASE, '')}"
            if header.get(_TAG_EPOCH):
                version = f"{header[_TAG_EPOCH]}:{version}"
            packages[str(name)] = version
    finally:
        conn.close()
    return packages


def read_flatpak(root, extra_dirs: tuple[str, ...] = ()) -> dict[str, str]:
    """Installed flatpak apps: id -> the active commit's branch (flatpak keeps no version in the tree)."""
    apps: dict[str, str] = {}
    for inside in FLATPAK_DIRS + extra_dirs:
        base = root.path(inside) if inside.startswith("/") else inside
        for app in sorted(os.listdir(base)) if os.path.isdir(base) else []:
            current = os.path.join(base, app, "current")
            branch = os.readlink(current) if os.path.islink(current) else None
            apps[app] = _flatpak_version(os.path.join(base, app, "current", "active", "files", "share", "metainfo"), app) or branch or "unknown"
    return apps


def _flatpak_version(metainfo_dir: str, app: str) -> str | None:
    for name in (f"{app}.metainfo.xml", f"{app}.appdata.xml"):
        try:
            with open(os.path.join(metainfo_dir, name), encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError:
            continue
        marker = text.find("<release ")
        if marker >= 0:
            start = text.find('version="', marker)
            if start >= 0:
                start += len('version="')
                return text[start:text.index('"', start)]
    return None


def read_snap(root) -> dict[str, str]:
    snaps: dict[str, str] = {}
    base = root.path(SNAP_DIR)
    for name in sorted(os.listdir(base)) if os.path.isdir(base) else []:
        meta = os.path.join(base, name, "current", "meta", "snap.yaml")
        try:
            with open(meta, encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    if line.startswith("version:"):
                        snaps[name] = line.split(":", 1)[1].strip().strip("'\"")
                        break
        except OSError:
            continue
    return snaps
