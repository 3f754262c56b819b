"""A measure said alone after an item's name ("Discord (tom) – 612 MiB", "`ld` (PID 288455) — 59%") is that
process's, firmly enough to be wrong; a sum ("Firefox and its helpers together: ~3.7 GiB") or an aside in
parentheses is not bound so."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, system_info, tool


def _procs() -> dict:
    def proc(pid: int, name: str, rss_mib: int, cpu: float) -> dict:
        return {"pid": pid, "name": name, "user": "tom", "cpu_percent": cpu, "memory_percent": 5.0,
                "rss_bytes": rss_mib * 2**20, "status": "sleeping", "started_at": "2026-11-22T08:00:00+00:00",
                "cmdline": name}
    return tool("p1", "linux_processes", {"total": 240, "processes": [
        proc(5120, "chrome", 1100, 6.2), proc(5188, "chrome", 612, 3.0), proc(6031, "Discord", 498, 1.1)]},
        args={"sort": "memory", "limit": 3}, complete=False)


def _statuses(answer: str) -> dict[str, str]:
    return dict(claim_list(answer, _procs(), system_info()))


def test_a_size_after_the_name_is_the_processs():
    assert _statuses("Top memory users:\n1. Discord (tom) – 612 MiB\n").get("612 MiB") == "contradicted"
    assert _statuses("Top memory users:\n1. Discord (tom) – 498 MiB\n").get("498 MiB") == "verified"


def test_a_sum_is_not_bound_to_the_first_name():
    said = _statuses("Top memory users:\n- chrome and its renderer together: ~1.7 GiB\n")
    assert said.get("~1.7 GiB") != "contradicted", said


def test_a_part_is_not_a_wrong_total():
    # the names are no processes the listing holds; their sizes are parts of memory, not its total
    said = _statuses("Top memory users:\n- Gradle daemon (4.3 GiB)\n- about 0.9 GiB for the rest\n")
    assert "contradicted" not in said.values(), said
    assert _statuses("The machine has 4.3 GiB of memory.").get("The machine has 4.3 GiB of memory") == "contradicted"
