"""linux_system_info and linux_disk_usage: CPU, memory, load, uptime, and free space per filesystem."""

from __future__ import annotations

import os
import time
from datetime import datetime, timezone

from pydantic import Field

from reos_desktop.tools.context import ToolContext, ToolError
from reos_desktop.tools.registry import Args, ToolSpec

CPU_SAMPLE_SECONDS = 0.1
# statvfs on a dead network mount blocks forever: those are asked in a thread with this deadline.
_NETWORK_FS_TIMEOUT_S = 2.0
_NETWORK_FS = ("nfs", "nfs4", "cifs", "smb3", "smbfs", "sshfs", "fuse.sshfs", "9p", "ceph", "glusterfs", "davfs")


def _iso(epoch: float) -> str:
    return datetime.fromtimestamp(epoch, timezone.utc).replace(microsecond=0).isoformat()


class SystemInfoArgs(Args):
    cpu: bool = Field(True, description="sample CPU usage over 0.1 s; false skips the wait (memory, load, uptime only)")


def _in_running_environment(ctx: ToolContext) -> bool:
    """A running environment (a namespace or container entered through a prefix), not a root folder."""
    from reos_desktop.tools.inside import runs_inside

    return runs_inside(ctx)


def system_info(args: SystemInfoArgs, ctx: ToolContext) -> dict:
    import psutil

    shared_kernel = _in_running_environment(ctx)
    if not shared_kernel:
        ctx.require_live("CPU, memory and load")
    sampled = f"/proc/stat sampled over {CPU_SAMPLE_SECONDS} s, " if args.cpu else ""
    ctx.record(f"psutil: {sampled}/proc/meminfo, /proc/loadavg, /proc/uptime")
    # The CPU figure is a difference of two readings, so it costs a wait; a question about memory, load or
    # uptime does not pay it (and then the data has no cpu_percent at all: not sampled is not 0 %).
    cpu = {"cpu_percent": round(psutil.cpu_percent(interval=CPU_SAMPLE_SECONDS), 1),
           "cpu_sample_seconds": CPU_SAMPLE_SECONDS} if args.cpu else {}
    memory = psutil.virtual_memory()
    swap = psutil.swap_memory()
    boot = psutil.boot_time()
    # An environment shares this kernel: its /proc/meminfo, load and uptime are the kernel's, not its own.
    scope = {"scope": "the host kernel's figures: an environment on this kernel shares its memory, load, CPU "
                      "and uptime"} if shared_kernel else {}
    return {
        **scope,
        **cpu,
        "cpu_count": psutil.cpu_count(),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "uptime_seconds": int(time.time() - boot),
        "boot_time": _iso(boot),
        "memory": {"total_bytes": memory.total, "available_bytes": memory.available, "used_bytes": memory.used,
                   "percent": round(memory.percent, 1)},
        "swap": {"total_bytes": swap.total, "used_bytes": swap.used, "percent": round(swap.percent, 1)},
    }


class DiskUsageArgs(Args):
    path: str | None = Field(None, description="an absolute path: only the filesystem holding it")


def _statvfs(mountpoint: str, fstype: str):
    import psutil

    if fstype.split(".")[0] not in _NETWORK_FS and fstype not in _NETWORK_FS:
        return psutil.disk_usage(mountpoint)
    from concurrent.futures import ThreadPoolExecutor, TimeoutError as FutureTimeout

    pool = ThreadPoolExecutor(max_workers=1)
    try:
        return pool.submit(psutil.disk_usage, mountpoint).result(timeout=_NETWORK_FS_TIMEOUT_S)
    except FutureTimeout:
        raise TimeoutError(f"no answer within {_NETWORK_FS_TIMEOUT_S:g} s (network filesystem)") from None
    finally:
        pool.shutdown(wait=False)


def _mount_of(path: str, partitions) -> object | None:
    real = os.path.realpath(path)
    best = None
    for part in partitions:
        mount = part.mountpoint
        if real == mount or real.startswith(mount.rstrip("/") + "/"):
            if best is None or len(mount) > len(best.mountpoint):
                best = part
    return best


def _df_usage(args: DiskUsageArgs, ctx: ToolContext) -> dict:
    """Filesystem usage inside a running environment: its own mount namespace, read by `df -PTk` run in it
    (psutil here would read this process's mounts, not the environment's)."""
    argv = ["df", "-PTk"] + (["--", args.path] if args.path is not None else [])
    result = ctx.run(argv)
    lines = result.stdout.splitlines()[1:]
    if result.returncode != 0 and not lines:
        reason = (result.stderr.strip().splitlines() or [f"df exited with {result.returncode}"])[-1]
        if args.path is not None and "No such file" in reason:
            raise ToolError(f"{args.path} does not exist")
        raise ToolError(f"df failed: {reason}")
    if result.returncode != 0:
        ctx.unreadable_part("some filesystems", (result.stderr.strip().splitlines() or ["df reported errors"])[-1])
    filesystems: list[dict] = []
    for line in lines:
        parts = line.split(None, 6)
        if len(parts) < 7 or not parts[2].isdigit():
            continue
        device, fstype, total_k, used_k, free_k, _, mountpoint = parts
        total, used, free = int(total_k) * 1024, int(used_k) * 1024, int(free_k) * 1024
        # The share of the space an unprivileged user can fill, as psutil and df compute it.
        percent = round(used / (used + free) * 100, 1) if used + free else 0.0
        filesystems.append({"device": device, "mountpoint": mountpoint, "fstype": fstype, "total_bytes": total,
                            "used_bytes": used, "free_bytes": free, "percent": percent})
    data: dict = {"filesystems": filesystems}
    if args.path is None:
        data["scope"] = "the filesystems df lists inside the environment"
    return data


def disk_usage(args: DiskUsageArgs, ctx: ToolContext) -> dict:
    import psutil

    if args.path is not None and not args.path.startswith("/"):
        raise ToolError(f"path must be absolute, not {args.path!r}")
    if _in_running_environment(ctx):
        return _df_usage(args, ctx)
    ctx.require_live("Filesystem usage")
    if args.path is not None:
        if not os.path.exists(args.path):
            raise ToolError(f"{args.path} does not exist")
        ctx.record("psutil: /proc/self/mounts (all filesystems), statvfs")
        part = _mount_of(args.path, psutil.disk_partitions(all=True))
        partitions = [part] if part else []
    else:
        ctx.record("psutil: /proc/self/mounts (device-backed filesystems), statvfs")
        partitions = psutil.disk_partitions(all=False)
    filesystems: list[dict] = []
    seen: dict[tuple, dict] = {}
    for part in partitions:
        try:
            usage = _statvfs(part.mountpoint, part.fstype)
        except (OSError, TimeoutError) as err:
            ctx.unreadable_part(part.mountpoint, getattr(err, "strerror", None) or str(err))
            continue
        # A bind mount of the same filesystem shows the same numbers: list it once, with its other places.
        key = (part.device, usage.total, usage.used)
        if key in seen:
            seen[key].setdefault("also_mounted_at", []).append(part.mountpoint)
            continue
        entry = {"device": part.device, "mountpoint": part.mountpoint, "fstype": part.fstype,
                 "total_bytes": usage.total, "used_bytes": usage.used, "free_bytes": usage.free,
                 "percent": round(usage.percent, 1)}
        seen[key] = entry
        filesystems.append(entry)
    data: dict = {"filesystems": filesystems}
    if args.path is None:
        data["scope"] = "device-backed filesystems (virtual ones such as tmpfs are not listed; ask with path=)"
    return data


def _disk_summary(values: dict) -> dict:
    return {"where": f"the filesystem holding {values['path']}" if values.get("path") else "every filesystem"}


TOOLS = [
    ToolSpec("linux_system_info", "CPU and memory usage, swap, load average and uptime right now.",
             "{what}, load and uptime", SystemInfoArgs, system_info,
             summary_values=lambda v: {"what": "CPU, memory" if v.get("cpu", True) else "memory"}),
    ToolSpec("linux_disk_usage", "Size, used and free space of mounted filesystems (or the one holding path).",
             "free space of {where}", DiskUsageArgs, disk_usage, summary_values=_disk_summary),
]
