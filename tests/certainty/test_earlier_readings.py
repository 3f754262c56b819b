"""A value the answer sets at an earlier reading ("## Earlier reading", "at the earlier check") rests on the older
item that holds it: stale, not contradicted by the reading of now."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool

GiB = 2**30


def _memory(eid: str, age_s: int, available_gib: float) -> dict:
    total = 32 * GiB
    avail = int(available_gib * GiB)
    return tool(eid, "linux_system_info", {
        "cpu_percent": 30.0, "load_average": [1.0, 1.0, 1.0], "uptime_seconds": 90000, "boot_time": None,
        "memory": {"total_bytes": total, "available_bytes": avail, "used_bytes": total - avail,
                   "percent": round(100 * (total - avail) / total, 1)},
        "swap": {"total_bytes": 0, "used_bytes": 0, "percent": 0.0}}, age_s=age_s)


def test_a_value_under_an_earlier_heading_is_the_old_readings():
    answer = "### Earlier reading\n- Available: 20.5 GiB\n\n### Now\n- Available: 6.0 GiB\n"
    evidence = (_memory("e2", 20, 6.0), _memory("e3", 1800, 20.5))
    assert status_containing(answer, "20.5 GiB", *evidence) == "stale"
    assert status_containing(answer, "6.0 GiB", *evidence) == "verified"


def test_a_value_no_reading_ever_held_is_still_wrong():
    answer = "### Earlier reading\n- Available: 11.0 GiB\n"
    evidence = (_memory("e2", 20, 6.0), _memory("e3", 1800, 20.5))
    assert status_containing(answer, "11.0 GiB", *evidence) == "contradicted"
    # said of now, the old figure is wrong
    assert status_containing("Available: 20.5 GiB", "20.5 GiB", *evidence) != "stale"


def test_gigs_is_slang_for_either_unit():
    from tests.certainty._bundles import status_containing as status
    evidence = (_memory("e2", 20, 13.9),)
    assert status("About 14 gigs are available.", "14 gigs", *evidence) == "verified"
    assert status("About 15 gigs are available.", "15 gigs", *evidence) == "verified"   # 13.9 GiB is 14.9 GB
    assert status("About 11 gigs are available.", "11 gigs", *evidence) == "contradicted"
