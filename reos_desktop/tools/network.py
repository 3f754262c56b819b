"""linux_network_info: interfaces, listening sockets and connections, each with its owning process.

Sockets come from the kernel's tables (psutil reads /proc/net/*); the owning process is found through
/proc/PID/fd, which only root can do for other users' processes, so a missing owner is said, not hidden.
"""

from __future__ import annotations

import socket

from typing import Annotated

from pydantic import Field

from reos_desktop.tools.budgets import keep_head
from reos_desktop.tools.context import ToolContext
from reos_desktop.tools.registry import Args, Number, ToolSpec

DEFAULT_LIMIT = 100


Port = Annotated[Number, Field(ge=1, le=65535)]


class NetworkInfoArgs(Args):
    port: Port | None = Field(None, description="only sockets with this local or remote port")
    limit: Number = Field(DEFAULT_LIMIT, ge=1, le=5000, description="most connections (and listening sockets) to list")


def _address(addr) -> str:
    if not addr:
        return ""
    ip, port = addr.ip, addr.port
    return f"[{ip}]:{port}" if ":" in ip else f"{ip}:{port}"


def _proto(conn) -> str:
    kind = "tcp" if conn.type == socket.SOCK_STREAM else "udp"
    return kind + ("6" if conn.family == socket.AF_INET6 else "")


def sorted_and_cut(listening: list[dict], connections: list[dict], limit: int,
                   ctx: ToolContext) -> tuple[list[dict], list[dict]]:
    """Listening sockets by port, established connections first, each list cut to the limit (and said)."""
    listening.sort(key=lambda s: (s["port"] or 0, s["proto"], s["address"] or ""))
    connections.sort(key=lambda c: (c["status"] != "ESTABLISHED", c["local"], c["remote"]))
    narrow = "use port= to narrow, or a larger limit="
    listening, marker = keep_head(listening, limit, "listening sockets", narrow)
    ctx.cut("listening", marker)
    connections, marker = keep_head(connections, limit, "connections", narrow)
    ctx.cut("connections", marker)
    return listening, connections


def network_info(args: NetworkInfoArgs, ctx: ToolContext) -> dict:
    from reos_desktop.tools import inside

    if inside.runs_inside(ctx):
        return inside.network_info(args, ctx)
    import psutil

    from reos_desktop.state.sources.network import _interfaces

    ctx.require_live("Sockets and interfaces")
    ctx.record("psutil: net_if_addrs, net_if_stats, net_connections(kind='inet') from /proc/net and /proc/PID/fd")
    interfaces = _interfaces()
    try:
        conns = psutil.net_connections(kind="inet")
    except psutil.AccessDenied:
        ctx.unreadable_part("sockets", "the kernel refused to list sockets to this user")
        conns = []
    names: dict[int, str | None] = {}

    def process_name(pid: int | None) -> str | None:
        if pid is None:
            return None
        if pid not in names:
            try:
                names[pid] = psutil.Process(pid).name()
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                names[pid] = None
        return names[pid]

    listening, connections = [], []
    ownerless = 0
    for conn in conns:
        if args.port and not ((conn.laddr and conn.laddr.port == args.port) or
                              (conn.raddr and conn.raddr.port == args.port)):
            continue
        if conn.pid is None:
            ownerless += 1
        proto = _proto(conn)
        is_listening = conn.status == psutil.CONN_LISTEN or (proto.startswith("udp") and not conn.raddr)
        if is_listening:
            listening.append({"proto": proto, "address": conn.laddr.ip if conn.laddr else None,
                              "port": conn.laddr.port if conn.laddr else None, "pid": conn.pid,
                              "process": process_name(conn.pid)})
        else:
            connections.append({"proto": proto, "local": _address(conn.laddr), "remote": _address(conn.raddr),
                                 "status": conn.status, "pid": conn.pid, "process": process_name(conn.pid)})
    listening, connections = sorted_and_cut(listening, connections, args.limit, ctx)
    import os

    if ownerless and os.geteuid() != 0:
        ctx.unreadable_part("owning process", f"{ownerless} sockets belong to other users' processes, which only "
                                              "root can see")
    elif ownerless:
        ctx.unreadable_part("owning process", f"{ownerless} sockets have no owner visible from here (kernel "
                                              "sockets, or processes in another PID namespace)")
    return {"interfaces": interfaces, "listening": listening, "connections": connections}


TOOLS = [
    ToolSpec("linux_network_info",
             "Network interfaces and addresses, listening ports and open connections with the owning process.",
             "interfaces, listening ports and connections[ on port {port}]", NetworkInfoArgs, network_info),
]
