"""Round 5, numbers: load windows said once, asides between a measure and its rider, memory and swap as two
clauses, and "overloaded" read against the CPU threads.

Load evidence used throughout: 14.8 / 11.2 / 9.7 on a 16-thread box; memory 22.8 GiB used of 62.8 GiB, swap
8 GiB with none used. Disk: /var/lib/docker is 930.89 GiB in total, 46.54 GiB free, 95% used.
"""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady, tool

_G = 2**30


def _system() -> dict:
    return tool("e3", "linux_system_info", {
        "cpu_percent": 64.2, "load_average": [14.8, 11.2, 9.7], "uptime_seconds": 784800,
        "boot_time": "2026-11-13T07:46:35+00:00",
        "memory": {"total_bytes": 66354978816, "available_bytes": 41875931136, "used_bytes": 24479047680,
                   "percent": 36.9},
        "swap": {"total_bytes": 8589934592, "used_bytes": 0, "percent": 0.0}})


def _disk() -> dict:
    return tool("e4", "linux_disk_usage", {"filesystems": [
        {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "ext4", "total_bytes": int(930.89 * _G),
         "used_bytes": int(884.35 * _G), "free_bytes": int(46.54 * _G), "percent": 95.0}]})


def _claims(answer: str, threads: int = 16) -> list[tuple[str, str]]:
    return claim_list(answer, steady(cpu_threads=threads), _system(), _disk())


def _status(answer: str, fragment: str, threads: int = 16) -> str:
    found = [s for t, s in _claims(answer, threads) if fragment in t]
    assert found, (fragment, _claims(answer, threads))
    return found[0]


# --- "9.7 over 15": the window's unit said once, by its sibling ---

def test_a_window_whose_unit_its_sibling_said_is_a_window():
    answer = "The load average is 14.8 (11.2 over 5 min, 9.7 over 15), which is high."
    assert _status(answer, "9.7 over 15") == "verified"
    assert _status(answer, "11.2 over 5 min") == "verified"


def test_a_wrong_value_over_an_elided_window_is_still_wrong():
    answer = "Load is 14.8 (11.2 over 5 minutes, 4.1 over 15)."
    assert _status(answer, "4.1 over 15") != "verified"


def test_elided_window_variant_wording():
    answer = "Load sits at 14.8, with 11.2 over five minutes and 9.7 across the last 15."
    assert all(s != "contradicted" for _, s in _claims(answer))


# --- ", which ... means ...": a reading of the values is a claim of its own ---

def test_a_which_means_clause_is_cut_from_the_values_it_reads():
    answer = ("Overall CPU is at 64% with a load average of 14.8 (11.2 over 5 min, 9.7 over 15), "
              "which on this 16-thread box means it's overloaded.")
    claims = _claims(answer)
    assert ("CPU is at 64% with a load average of 14.8", "verified") in claims
    assert any(t.startswith("which on this") for t, _ in claims)


def test_overloaded_means_more_running_than_there_are_threads():
    # 14.8 on 16 threads is busy, not over capacity; on 32 threads it is plainly not overloaded
    answer = "The load is 14.8, which on this box means it's overloaded."
    assert _status(answer, "overloaded", threads=16) != "verified"
    assert _status(answer, "overloaded", threads=32) == "contradicted"
    assert _status(answer, "overloaded", threads=8) == "verified"


# --- "23 GiB used of 62 GiB and swap is untouched": two clauses, each with its own subject ---

def test_a_measure_then_and_a_new_subject_is_two_claims():
    answer = "Memory is fine — ~23 GiB used of 62 GiB and swap is untouched."
    claims = dict(_claims(answer))
    assert claims.get("~23 GiB used of 62 GiB") == "verified"
    assert claims.get("swap is untouched") == "verified"


def test_measure_and_new_subject_variant_keeps_a_wrong_part_wrong():
    answer = "RAM sits at 37% and swap is at 40%."
    claims = dict(_claims(answer))
    assert claims.get("RAM sits at 37%") == "verified"
    assert claims.get("swap is at 40%") == "contradicted"


# --- "is at 95% (it's the 2 TB NVMe) with only ~5 GB left": the aside does not stop the rider ---

def test_an_aside_between_a_measure_and_its_rider_is_a_claim_of_its_own():
    answer = "/var/lib/docker is at 95% (it's the 2 TB NVMe) with only ~5 GB left."
    claims = dict(_claims(answer))
    assert claims.get("/var/lib/docker is at 95%") == "verified"
    assert claims.get("with only ~5 GB left") == "contradicted"
    assert claims.get("it's the 2 TB NVMe") != "verified"


def test_aside_before_rider_variant_all_true():
    answer = "The Docker volume is 95% full (the 1 TB disk) with about 46 GiB free."
    assert all(s == "verified" for _, s in _claims(answer)), _claims(answer)
