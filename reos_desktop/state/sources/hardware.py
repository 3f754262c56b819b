"""Hardware: CPU model, cores and threads, memory, mounted disks and block devices (from /proc and /sys)."""

from __future__ import annotations

import os

from reos_desktop.state.root import SourceUnavailable

NAME = "hardware"
FIELDS = {"cpu_model": None, "cpu_cores": None, "cpu_threads": None, "memory_total_bytes": None,
          "disks": [], "block_devices": []}
MAX_AGE_S = 24 * 3600

# Filesystems that hold data on a device; the rest (proc, cgroup, overlay of a container…) are not disks.
_DISK_FSTYPES = {"ext2", "ext3", "ext4", "xfs", "btrfs", "zfs", "f2fs", "vfat", "exfat", "ntfs", "ntfs3",
                 "fuseblk", "jfs", "reiserfs", "nilfs2", "bcachefs", "iso9660", "udf", "hfsplus"}


def signature(root):
    return None  # cheap enough to re-read; the collector compares the data itself


def collect(root) -> dict:
    if not root.live:
        raise SourceUnavailable("hardware is only readable on the running system, not from a root filesystem")
    unavailable: dict[str, str] = {}
    model, cores = _cpuinfo()
    if not model:
        unavailable["cpu_model"] = "/proc/cpuinfo names no CPU model"
    threads = os.cpu_count()
    return {
        "cpu_model": model,
        "cpu_cores": cores or threads,
        "cpu_threads": threads,
        "memory_total_bytes": _mem_total(),
        "disks": _mounted_disks(),
        "block_devices": _block_devices(),
        "_unavailable": unavailable,
    }


def _cpuinfo() -> tuple[str | None, int | None]:
    model = None
    cores: set[tuple[str, str]] = set()
    physical = core = None
    with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
        for line in handle:
            key, _, value = line.partition(":")
            key, value = key.strip(), value.strip()
            if key in ("model name", "Model", "Hardware", "cpu model") and not model:
                model = " ".join(value.split())
            elif key == "physical id":
                physical = value
            elif key == "core id":
                core = value
            elif not key and physical is not None and core is not None:
                cores.add((physical, core))
                physical = core = None
    if physical is not None and core is not None:
        cores.add((physical, core))
    return model, (len(cores) or None)


def _mem_total() -> int | None:
    with open("/proc/meminfo", encoding="ascii") as handle:
        for line in handle:
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) * 1024
    return None


def _unescape(field: str) -> str:
    # /proc/self/mounts escapes space, tab, newline and backslash as octal.
    return field.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\")


def _mounted_disks() -> list[dict]:
    """Mounted disk filesystems, each once. A bind mount (the same filesystem shown again at another place,
    as /run/netns often is) has the st_dev of its source, so like df only the shortest mount point of a
    device number is kept; btrfs subvolumes have their own st_dev and stay."""
    by_dev: dict[object, dict] = {}
    seen = set()
    with open("/proc/self/mounts", encoding="utf-8", errors="replace") as handle:
        for line in handle:
            fields = line.split()
            if len(fields) < 3:
                continue
            device, mountpoint, fstype = _unescape(fields[0]), _unescape(fields[1]), fields[2]
            if fstype not in _DISK_FSTYPES or not device.startswith("/") or mountpoint in seen:
                continue
            seen.add(mountpoint)
            try:
                st = os.statvfs(mountpoint)
                total = st.f_blocks * st.f_frsize
                key = os.stat(mountpoint).st_dev
            except OSError:
                total, key = None, ("unreadable", mountpoint)
            entry = {"device": device, "mountpoint": mountpoint, "fstype": fstype, "total_bytes": total}
            kept = by_dev.get(key)
            if kept is None or len(mountpoint) < len(kept["mountpoint"]):
                by_dev[key] = entry
    return list(by_dev.values())


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read().strip()
    except OSError:
        return None


def _block_devices() -> list[dict]:
    devices = []
    for name in sorted(os.listdir("/sys/block")) if os.path.isdir("/sys/block") else []:
        if name.startswith(("loop", "ram", "zram")):
            continue
        base = f"/sys/block/{name}"
        sectors = _read(f"{base}/size")
        partitions = []
        for entry in sorted(os.listdir(base)):
            if entry.startswith(name) and os.path.exists(f"{base}/{entry}/partition"):
                psize = _read(f"{base}/{entry}/size")
                partitions.append({"name": entry, "size_bytes": int(psize) * 512 if psize and psize.isdigit() else None})
        devices.append({
            "name": name,
            "size_bytes": int(sectors) * 512 if sectors and sectors.isdigit() else None,
            "model": _read(f"{base}/device/model") or None,
            "rotational": _read(f"{base}/queue/rotational") == "1",
            "removable": _read(f"{base}/removable") == "1",
            "partitions": partitions,
        })
    return devices
