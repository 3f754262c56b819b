"""Volatile facts of a running isolated environment, read through the environment's own commands.

psutil and /proc describe the kernel namespaces this process runs in. An environment target (a namespace
or an nspawn container during an evaluation trial) has its own PID and network namespaces, so its
processes, sockets and interfaces are asked of its own `ps`, `ss` and `ip`, run through the target's argv
prefix by the one runner (allowlist and guards as always). The data says which method answered: `ps`
gives each process's CPU use averaged over its lifetime, not a fresh sample.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta, timezone

from reos_desktop.tools.budgets import keep_head
from reos_desktop.tools.context import ToolContext, ToolError

_STATES = {"R": "running", "S": "sleeping", "D": "disk-sleep", "Z": "zombie", "T": "stopped", "t": "tracing-stop",
           "X": "dead", "I": "idle", "P": "parked", "W": "paging"}
PS_FIELDS = ["ps", "-eo", "pid=,user:32=,pcpu=,pmem=,rss=,stat=,etimes=,args="]
PS_NAMES = ["ps", "-eo", "pid=,comm="]
SS_ARGV = ["ss", "-H", "-tuanp"]
IP_ARGV = ["ip", "-j", "address", "show"]


def runs_inside(ctx: ToolContext) -> bool:
    """True when the target is a running environment reached through an argv prefix, not a folder."""
    return not ctx.live and bool(ctx.target.argv_prefix())


def _checked(ctx: ToolContext, argv: list[str], what: str):
    result = ctx.run(argv, timeout=15)
    if result.returncode != 0:
        first = (result.stderr.strip().splitlines() or [f"exit code {result.returncode}"])[0]
        raise ToolError(f"{what} could not be read inside the environment: {first}")
    return result.stdout


# -- processes --------------------------------------------------------------------------------------------
def processes(args, ctx: ToolContext) -> dict:
    names = {}
    for line in _checked(ctx, PS_NAMES, "The process list").splitlines():
        pid, _, comm = line.strip().partition(" ")
        if pid.isdigit():
            names[int(pid)] = comm.strip()
    own_command = " ".join(PS_FIELDS)
    now = datetime.now(timezone.utc).replace(microsecond=0)
    table = []
    for line in _checked(ctx, PS_FIELDS, "The process list").splitlines():
        parts = line.split(None, 7)
        if len(parts) < 7 or not parts[0].isdigit():
            continue
        pid, user, pcpu, pmem, rss, stat, etimes = parts[:7]
        command = parts[7] if len(parts) > 7 else ""
        if command == own_command or command == " ".join(PS_NAMES):
            continue  # our own ps, not the environment's
        comm = names.get(int(pid), command.split(" ", 1)[0].rsplit("/", 1)[-1])
        argv0 = command.split(" ", 1)[0].rsplit("/", 1)[-1]
        table.append({"pid": int(pid), "name": argv0 if len(comm) >= 15 and argv0.startswith(comm) else comm,
                      "user": user, "cpu_percent": float(pcpu), "memory_percent": float(pmem),
                      "rss_bytes": int(rss) * 1024, "status": _STATES.get(stat[:1], stat),
                      "started_at": (now - timedelta(seconds=int(etimes))).isoformat() if etimes.isdigit() else None,
                      "cmdline": ctx.redact(command)})
    total_on_system = len(table)
    if args.name:
        table = [row for row in table if args.name.lower() in row["name"].lower()]
    order = {"cpu": lambda r: (-r["cpu_percent"], -r["rss_bytes"], r["pid"]),
             "memory": lambda r: (-r["rss_bytes"], r["pid"]), "pid": lambda r: r["pid"],
             "name": lambda r: (r["name"].lower(), r["pid"])}
    table.sort(key=order[args.sort])
    shown, marker = keep_head(table, args.limit, "processes", "use limit= or name= to narrow")
    ctx.cut("processes", marker)
    return {"total": len(table), "total_on_system": total_on_system, "processes": shown,
            "cpu_percent_method": "ps %CPU inside the environment: CPU time over each process's lifetime, "
                                  "as a percent of one core (not a fresh sample)"}


# -- sockets and interfaces -------------------------------------------------------------------------------
_OWNER = re.compile(r'\("([^"]*)",pid=(\d+)')


def _split_address(text: str) -> tuple[str, int | None]:
    host, _, port = text.rpartition(":")
    host = host.strip("[]").split("%", 1)[0]
    return ("::" if host == "*" else host), (int(port) if port.isdigit() else None)


def parse_ss(text: str) -> list[dict]:
    """`ss -H -tuanp` lines as sockets: proto, state, local and peer address and port, owner."""
    sockets = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) < 6 or parts[0] not in ("tcp", "udp"):
            continue
        local, local_port = _split_address(parts[4])
        peer, peer_port = _split_address(parts[5])
        owner = _OWNER.search(" ".join(parts[6:]))
        sockets.append({"proto": parts[0] + ("6" if ":" in local else ""), "state": parts[1],
                        "address": local, "port": local_port, "peer": peer, "peer_port": peer_port,
                        "pid": int(owner.group(2)) if owner else None, "process": owner.group(1) if owner else None})
    return sockets


def parse_ip_addresses(text: str) -> list[dict]:
    """`ip -j address show` as the interface entries the local tool gives."""
    out = []
    for link in json.loads(text or "[]"):
        addresses = [f"{a['local']}/{a['prefixlen']}" for a in link.get("addr_info") or []
                     if a.get("family") in ("inet", "inet6") and a.get("local")]
        out.append({"name": link.get("ifname"), "mac": link.get("address") or None, "addresses": addresses,
                    "is_up": "UP" in (link.get("flags") or []), "mtu": link.get("mtu")})
    return sorted(out, key=lambda i: i["name"] or "")


def network_info(args, ctx: ToolContext) -> dict:
    interfaces = parse_ip_addresses(_checked(ctx, IP_ARGV, "The interfaces"))
    listening, connections = [], []
    for sock in parse_ss(_checked(ctx, SS_ARGV, "The sockets")):
        if args.port and args.port not in (sock["port"], sock["peer_port"]):
            continue
        if sock["state"] == "LISTEN" or (sock["proto"].startswith("udp") and sock["peer_port"] is None):
            listening.append({"proto": sock["proto"], "address": sock["address"], "port": sock["port"],
                              "pid": sock["pid"], "process": sock["process"]})
        else:
            local = f"[{sock['address']}]:{sock['port']}" if ":" in sock["address"] else f"{sock['address']}:{sock['port']}"
            remote = f"[{sock['peer']}]:{sock['peer_port']}" if ":" in sock["peer"] else f"{sock['peer']}:{sock['peer_port']}"
            connections.append({"proto": sock["proto"], "local": local, "remote": remote,
                                "status": "ESTABLISHED" if sock["state"] == "ESTAB" else sock["state"],
                                "pid": sock["pid"], "process": sock["process"]})
    from reos_desktop.tools.network import sorted_and_cut

    listening, connections = sorted_and_cut(listening, connections, args.limit, ctx)
    return {"interfaces": interfaces, "listening": listening, "connections": connections}
