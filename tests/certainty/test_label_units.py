"""A bare number under a column whose header names the unit ("CPU %", "RSS (MiB)", "Used GiB") is a measure in
that unit."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool

MIB = 2**20


def _processes() -> dict:
    def proc(name: str, pid: int, cpu: float, rss_mib: int) -> dict:
        return {"pid": pid, "name": name, "user": "kai", "cpu_percent": cpu, "memory_percent": 2.0,
                "rss_bytes": rss_mib * MIB, "started": "2026-11-22T08:00:00+00:00", "cmdline": name,
                "status": "running"}
    return tool("e7", "linux_processes", {"total": 2, "processes": [
        proc("darktable", 6101, 71.5, 2900), proc("baloo_file", 1450, 8.2, 410)]})


def test_a_percent_header_makes_the_cell_a_share():
    table = "| PID | Name | CPU % |\n|---|---|---|\n| 6101 | darktable | {} |\n"
    assert status_containing(table.format("71.5"), "71.5", _processes()) == "verified"
    assert status_containing(table.format("17.5"), "17.5", _processes()) == "contradicted"


def test_a_size_header_makes_the_cell_a_size_in_that_unit():
    table = "| Process | RSS (MiB) |\n|---|---|\n| baloo_file | {} |\n"
    assert status_containing(table.format("410"), "410", _processes()) == "verified"
    assert status_containing(table.format("1410"), "1410", _processes()) == "contradicted"
