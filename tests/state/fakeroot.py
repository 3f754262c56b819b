"""Builders of fake root filesystems for other distributions, written the way those systems write them."""

from __future__ import annotations

import sqlite3
import struct
from pathlib import Path

OS_RELEASES = {
    "ubuntu": 'NAME="Ubuntu"\nVERSION_ID="24.04"\nVERSION="24.04.1 LTS (Noble Numbat)"\nVERSION_CODENAME=noble\n'
              'ID=ubuntu\nID_LIKE=debian\nPRETTY_NAME="Ubuntu 24.04.1 LTS"\nUBUNTU_CODENAME=noble\n',
    "fedora": 'NAME="Fedora Linux"\nVERSION="40 (Workstation Edition)"\nID=fedora\nVERSION_ID=40\n'
              'VERSION_CODENAME=""\nPRETTY_NAME="Fedora Linux 40 (Workstation Edition)"\n',
    "arch": 'NAME="Arch Linux"\nPRETTY_NAME="Arch Linux"\nID=arch\nBUILD_ID=rolling\nANSI_COLOR="38;2;23;147;209"\n',
    "alpine": 'NAME="Alpine Linux"\nID=alpine\nVERSION_ID=3.20.3\nPRETTY_NAME="Alpine Linux v3.20"\n',
    "opensuse": 'NAME="openSUSE Tumbleweed"\nID="opensuse-tumbleweed"\nID_LIKE="opensuse suse"\n'
                'VERSION_ID="20241120"\nPRETTY_NAME="openSUSE Tumbleweed"\n',
    "rocky": 'NAME="Rocky Linux"\nVERSION="9.4 (Blue Onyx)"\nID="rocky"\nID_LIKE="rhel centos fedora"\n'
             'VERSION_ID="9.4"\nPRETTY_NAME="Rocky Linux 9.4 (Blue Onyx)"\n',
}

PASSWD = ("root:x:0:0:root:/root:/bin/bash\n"
          "daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"
          "alice:x:1000:1000:Alice Example,,,:/home/alice:/bin/bash\n"
          "bob:x:1001:1001::/home/bob:/bin/zsh\n")
GROUP = "root:x:0:\nsudo:x:27:alice\ndocker:x:998:alice,bob\nalice:x:1000:\nbob:x:1001:\n"


def write(root: Path, inside: str, text: str) -> Path:
    path = root / inside.lstrip("/")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def base_root(root: Path, distro: str) -> Path:
    write(root, "/usr/lib/os-release", OS_RELEASES[distro])
    (root / "etc").mkdir(parents=True, exist_ok=True)
    (root / "etc/os-release").symlink_to("../usr/lib/os-release")
    write(root, "/etc/hostname", f"{distro}-box\n")
    write(root, "/etc/machine-id", "0123456789abcdef0123456789abcdef\n")
    write(root, "/etc/passwd", PASSWD)
    write(root, "/etc/group", GROUP)
    write(root, "/etc/resolv.conf", "# generated\nnameserver 192.168.1.1\nnameserver 1.1.1.1\nsearch example.org\n")
    write(root, "/etc/fstab", "UUID=abcd / ext4 errors=remount-ro 0 1\n/dev/sdb1 /data xfs defaults\n")
    return root


def dpkg_stanza(name: str, version: str, status: str = "install ok installed", arch: str = "amd64",
                multi_arch: str | None = None) -> str:
    lines = [f"Package: {name}", f"Status: {status}", "Priority: optional", f"Architecture: {arch}"]
    if multi_arch:
        lines.append(f"Multi-Arch: {multi_arch}")
    lines += [f"Version: {version}", "Description: a package", " with a long description line"]
    return "\n".join(lines) + "\n"


def rpm_header(name: str, version: str, release: str, epoch: int | None = None, arch: str = "x86_64") -> bytes:
    """An rpm header blob as rpmdb.sqlite stores it: index count, data length, index entries, data store."""
    entries, store = [], b""

    def add_string(tag: int, value: str) -> None:
        nonlocal store
        entries.append((tag, 6, len(store), 1))
        store += value.encode() + b"\0"

    add_string(1000, name)
    add_string(1001, version)
    add_string(1002, release)
    if epoch is not None:
        while len(store) % 4:
            store += b"\0"
        entries.append((1003, 4, len(store), 1))
        store += struct.pack(">i", epoch)
    add_string(1022, arch)
    index = b"".join(struct.pack(">iiii", *e) for e in entries)
    return struct.pack(">II", len(entries), len(store)) + index + store


def rpm_sqlite(root: Path, packages: list[tuple]) -> None:
    path = root / "var/lib/rpm/rpmdb.sqlite"
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE Packages (hnum INTEGER PRIMARY KEY AUTOINCREMENT, blob BLOB NOT NULL)")
    for pkg in packages:
        conn.execute("INSERT INTO Packages (blob) VALUES (?)", (rpm_header(*pkg),))
    conn.commit()
    conn.close()


def unit(root: Path, inside_dir: str, name: str) -> None:
    write(root, f"{inside_dir}/{name}", "[Unit]\nDescription=x\n[Service]\nExecStart=/bin/true\n[Install]\nWantedBy=multi-user.target\n")


def enable(root: Path, name: str, target_dir: str = "/usr/lib/systemd/system") -> None:
    wants = root / "etc/systemd/system/multi-user.target.wants"
    wants.mkdir(parents=True, exist_ok=True)
    (wants / name).symlink_to(f"{target_dir}/{name}")
