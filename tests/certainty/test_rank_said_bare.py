"""A place said bare ("Firefox is third", "VS Code comes second") is a row of the listing in the order it was
sorted by; "the second-biggest CPU user" still counts programs, and "the second crash" is no place in a listing."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _by_cpu() -> dict:
    def proc(pid: int, name: str, cpu: float) -> dict:
        return {"pid": pid, "name": name, "user": "ana", "cpu_percent": cpu, "memory_percent": 2.0,
                "rss_bytes": 200 * 2**20, "status": "running", "started_at": "2026-11-22T08:00:00+00:00",
                "cmdline": name}
    return tool("p2", "linux_processes", {"total": 310, "processes": [
        proc(8120, "python3", 180.2), proc(8133, "python3", 40.0), proc(2874, "firefox", 14.5),
        proc(1502, "plasmashell", 2.8)]}, args={"sort": "cpu", "limit": 4}, complete=False)


def test_a_bare_place_counts_rows():
    assert status_containing("Firefox is third.", "third", _by_cpu()) == "verified"
    assert status_containing("plasmashell comes second.", "second", _by_cpu()) == "contradicted"


def test_a_ranked_measure_counts_programs():
    assert status_containing("Firefox is the second-biggest CPU user.", "second", _by_cpu()) == "verified"
