"""Helpers that write evidence items in the shapes of shared/specs/evidence-bundle.md §3 and §4.

Only the corpus builder uses them; they keep the scenario files short. Times are given as seconds before
the scenario's `now`, so that staleness (5 minutes for volatile tools) is explicit in each scenario.
"""

from __future__ import annotations

from datetime import datetime, timedelta


class Clock:
    def __init__(self, now: str):
        self.now_text = now
        self.now = datetime.fromisoformat(now)

    def ago(self, seconds: float) -> str:
        return (self.now - timedelta(seconds=seconds)).isoformat()


def item(eid: str, tool: str, data: dict, clock: Clock, age: float = 20, args: dict | None = None,
         complete: bool = True, error: str | None = None) -> dict:
    return {"id": eid, "kind": "tool", "tool": tool, "args": args or {}, "collected_at": clock.ago(age),
            "complete": complete, "error": error, "data": data}


def steady(eid: str, clock: Clock, age: float = 1800, **fields) -> dict:
    data = {
        "hostname": None, "domain": None, "machine_id": "3f2c0a9d1e6b4c0f8a7d2e1b5c4a3f90",
        "os_name": None, "os_version": None, "os_codename": None, "kernel": None, "arch": "x86_64",
        "cpu_model": None, "cpu_cores": None, "cpu_threads": None, "memory_total_bytes": None,
        "disks": [], "network_interfaces": [], "dns_servers": [], "default_gateway": None,
        "package_manager": "dpkg", "installed_packages": {}, "available_services": [], "users": [], "groups": [],
    }
    data.update(fields)
    return {"id": eid, "kind": "steady_state", "collected_at": clock.ago(age), "complete": True, "data": data}


def user(eid: str, text: str, clock: Clock, age: float = 60) -> dict:
    return {"id": eid, "kind": "user", "collected_at": clock.ago(age), "complete": True, "text": text}


def unit(name: str, active: str, sub: str, ufs: str | None = "enabled", pid: int | None = None,
         since: str | None = None, desc: str = "", load: str = "loaded") -> dict:
    return {"unit": name, "load_state": load, "active_state": active, "sub_state": sub, "unit_file_state": ufs,
            "main_pid": pid, "active_since": since, "description": desc}


def proc(pid: int, name: str, user_name: str, cpu: float, mem: float, rss: int, started: str,
         cmdline: str | None = None, status: str = "sleeping") -> dict:
    return {"pid": pid, "name": name, "user": user_name, "cpu_percent": cpu, "memory_percent": mem,
            "rss_bytes": rss, "status": status, "started_at": started, "cmdline": cmdline or name}


def box(cid: str, name: str, image: str, state: str, status: str, created: str, ports: list[str] | None = None) -> dict:
    return {"id": cid, "name": name, "image": image, "state": state, "status": status, "created_at": created,
            "ports": ports or []}


def fs(device: str, mount: str, fstype: str, total: int, used: int) -> dict:
    free = total - used
    return {"device": device, "mountpoint": mount, "fstype": fstype, "total_bytes": total, "used_bytes": used,
            "free_bytes": free, "percent": round(100 * used / total, 1)}


def system_info(cpu: float, load: list[float], uptime: int, boot: str, mem_total: int, mem_avail: int,
                swap_total: int, swap_used: int) -> dict:
    used = mem_total - mem_avail
    return {"cpu_percent": cpu, "load_average": load, "uptime_seconds": uptime, "boot_time": boot,
            "memory": {"total_bytes": mem_total, "available_bytes": mem_avail, "used_bytes": used,
                       "percent": round(100 * used / mem_total, 1)},
            "swap": {"total_bytes": swap_total, "used_bytes": swap_used,
                     "percent": round(100 * swap_used / swap_total, 1) if swap_total else 0.0}}


def pod(name: str, namespace: str, phase: str, node: str, restarts: int = 0, ready: bool = True,
        waiting: str | None = None, started: str | None = None) -> dict:
    state = {"waiting": {"reason": waiting}} if waiting else {"running": {"startedAt": started}}
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace},
            "spec": {"nodeName": node}, "status": {"phase": phase, "startTime": started, "containerStatuses": [
                {"name": name.rsplit("-", 2)[0], "ready": ready, "restartCount": restarts, "state": state}]}}


def deployment(name: str, namespace: str, replicas: int, ready: int) -> dict:
    return {"kind": "Deployment", "metadata": {"name": name, "namespace": namespace},
            "spec": {"replicas": replicas}, "status": {"replicas": replicas, "readyReplicas": ready,
                                                       "availableReplicas": ready}}


def node(name: str, ready: bool, version: str = "v1.29.3+k3s1") -> dict:
    return {"kind": "Node", "metadata": {"name": name},
            "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "False"}],
                       "nodeInfo": {"kubeletVersion": version}}}


GiB = 2**30
MiB = 2**20
GB = 10**9


# Rows of the tool shapes that every generation from the 9th on wrote the same way.
def log_entry(time: str, unit_name: str | None, priority: str, message: str) -> dict:
    return {"time": time, "unit": unit_name, "priority": priority, "message": message}


def package_event(time: str, action: str, package: str, old: str | None, new: str | None) -> dict:
    return {"time": time, "action": action, "package": package, "from_version": old, "to_version": new}


def listener(port: int, address: str, pid: int | None, process: str | None, proto: str = "tcp") -> dict:
    return {"proto": proto, "address": address, "port": port, "pid": pid, "process": process}


def connection(local: str, remote: str, pid: int | None, process: str | None, status: str = "ESTABLISHED") -> dict:
    return {"proto": "tcp", "local": local, "remote": remote, "status": status, "pid": pid, "process": process}


def processes(total: int, memory: int, rows: list[tuple]) -> dict:
    """rows: (pid, name, user, cpu %, rss bytes, started, cmdline); memory % follows from the machine's RAM."""
    return {"total": total, "processes": [
        proc(pid, name, who, cpu, round(100 * rss / memory, 1), rss, started, cmd)
        for pid, name, who, cpu, rss, started, cmd in rows]}
