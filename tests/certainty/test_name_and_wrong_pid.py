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


def test_a_listing_found_by_name_holds_that_many_of_them():
    found = tool("e6", "linux_processes", {"total": 2, "processes": [
        {"pid": 40211, "name": "make", "user": "dana", "cpu_percent": 0.3, "memory_percent": 0.0,
         "rss_bytes": 14680064, "status": "sleeping", "cmdline": "make -j32"},
        {"pid": 40218, "name": "gmake", "user": "dana", "cpu_percent": 0.1, "memory_percent": 0.0,
         "rss_bytes": 11534336, "status": "sleeping", "cmdline": "/usr/bin/gmake -f build.make"}]},
        args={"name": "make", "sort": "cpu"})
    assert claim_list("There are 2 make processes.", found) == [("There are 2 make processes", "verified")]
    assert claim_list("There are 3 make processes.", found) == [("There are 3 make processes", "contradicted")]
