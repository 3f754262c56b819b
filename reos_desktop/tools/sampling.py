"""linux_disk_io and linux_network_traffic: rates measured over an interval (these tools wait on purpose)."""

from __future__ import annotations

import time

from pydantic import Field

from reos_desktop.tools.budgets import keep_head
from reos_desktop.tools.context import ToolContext
from reos_desktop.tools.registry import Args, Number, Seconds, ToolSpec

DEFAULT_LIMIT = 50


class IntervalArgs(Args):
    interval_seconds: Seconds = Field(1.0, ge=0.1, le=10, description="how long to measure")
    limit: Number = Field(DEFAULT_LIMIT, ge=1, le=1000, description="most devices to list (busiest first)")


def _sample_twice(read, seconds: float) -> tuple[dict, dict, float]:
    """Read counters, wait, read again: (before, after, the seconds that really passed)."""
    before = read() or {}
    started = time.monotonic()
    time.sleep(seconds)
    after = read() or {}
    return before, after, time.monotonic() - started


def disk_io(args: IntervalArgs, ctx: ToolContext) -> dict:
    import psutil

    ctx.require_live("Disk I/O")
    ctx.record(f"psutil: /proc/diskstats read twice, {args.interval_seconds:g} s apart")
    before, after, elapsed = _sample_twice(lambda: psutil.disk_io_counters(perdisk=True), args.interval_seconds)
    devices = []
    for name, now in after.items():
        then = before.get(name)
        if then is None:
            continue
        busy_ms = getattr(now, "busy_time", 0) - getattr(then, "busy_time", 0)
        devices.append({
            "device": name,
            "read_bytes_per_s": round((now.read_bytes - then.read_bytes) / elapsed),
            "write_bytes_per_s": round((now.write_bytes - then.write_bytes) / elapsed),
            "reads_per_s": round((now.read_count - then.read_count) / elapsed, 1),
            "writes_per_s": round((now.write_count - then.write_count) / elapsed, 1),
            "busy_percent": round(min(busy_ms / (elapsed * 1000) * 100, 100.0), 1),
        })
    # Busiest first; among idle ones real disks before loop, ram and zram devices.
    virtual = ("loop", "ram", "zram")
    devices.sort(key=lambda d: (-(d["read_bytes_per_s"] + d["write_bytes_per_s"]), -d["busy_percent"],
                                d["device"].startswith(virtual), d["device"]))
    devices, marker = keep_head(devices, args.limit, "devices", "use a larger limit=")
    ctx.cut("devices", marker)
    return {"interval_seconds": round(elapsed, 3), "devices": devices}


def network_traffic(args: IntervalArgs, ctx: ToolContext) -> dict:
    import psutil

    ctx.require_live("Network traffic")
    ctx.record(f"psutil: /proc/net/dev read twice, {args.interval_seconds:g} s apart")
    before, after, elapsed = _sample_twice(lambda: psutil.net_io_counters(pernic=True), args.interval_seconds)
    interfaces = []
    for name, now in after.items():
        then = before.get(name)
        if then is None:
            continue
        interfaces.append({
            "name": name,
            "rx_bytes_per_s": round((now.bytes_recv - then.bytes_recv) / elapsed),
            "tx_bytes_per_s": round((now.bytes_sent - then.bytes_sent) / elapsed),
            "rx_packets_per_s": round((now.packets_recv - then.packets_recv) / elapsed, 1),
            "tx_packets_per_s": round((now.packets_sent - then.packets_sent) / elapsed, 1),
            "errors": (now.errin - then.errin) + (now.errout - then.errout),
            "drops": (now.dropin - then.dropin) + (now.dropout - then.dropout),
        })
    interfaces.sort(key=lambda i: (-(i["rx_bytes_per_s"] + i["tx_bytes_per_s"]), i["name"]))
    interfaces, marker = keep_head(interfaces, args.limit, "interfaces", "use a larger limit=")
    ctx.cut("interfaces", marker)
    return {"interval_seconds": round(elapsed, 3), "interfaces": interfaces}


TOOLS = [
    ToolSpec("linux_disk_io", "Read and write rates and busy % of each disk, measured over interval_seconds.",
             "disk I/O over {interval_seconds} s", IntervalArgs, disk_io, sampling=True),
    ToolSpec("linux_network_traffic", "Receive and send rates of each network interface, measured over interval_seconds.",
             "network traffic over {interval_seconds} s", IntervalArgs, network_traffic, sampling=True),
]
