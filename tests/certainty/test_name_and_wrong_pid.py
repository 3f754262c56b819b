"""A list item that names a process and gives a PID of another ("node-red - PID 2205 - 3.1%") is wrong in its
PID only: the share is the named process's, and a short number after the failing part keeps a claim of its own."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _procs() -> dict:
    def proc(pid: int, name: str, cpu: float) -> dict:
        return {"pid": pid, "name": name, "user": "pi", "cpu_percent": cpu, "memory_percent": 2.0,
                "rss_bytes": 120 * 2**20, "status": "sleeping", "started_at": "2026-11-20T09:00:00+00:00",
                "cmdline": name}
    return tool("e5", "linux_processes", {"sort": "cpu", "limit": 10, "processes": [
        proc(1544, "python3", 14.2), proc(2655, "node-red", 3.1), proc(2205, "mosquitto", 0.8)]},
        args={"sort": "cpu", "limit": 10})


def test_the_share_is_the_named_processs():
    claims = claim_list("- node-red - PID 2205 - 3.1%", _procs())
    assert ("PID 2205", "contradicted") in claims and ("3.1%", "verified") in claims, claims
    claims = claim_list("- node-red - PID 2205 - 0.8%", _procs())
    assert ("0.8%", "verified") not in claims, claims
