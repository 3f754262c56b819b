"""Shares said in words: "about two-thirds full", "half used", "under a quarter full" are loose percentages; a
summary line "plenty of free memory, and the disk is about two-thirds full" is two claims; and "again at 03:18"
times one moment rather than asking for all of history."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, tool


def _root(percent_used: float) -> dict:
    total = 1_000_000_000_000
    used = int(total * percent_used / 100)
    return tool("e4", "linux_disk_usage", {"filesystems": [
        {"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": total, "used_bytes": used,
         "free_bytes": total - used, "percent": percent_used}]})


def test_fractions_of_a_disk():
    assert status_containing("The root filesystem is about two-thirds full.", "two-thirds", _root(65.6)) == "verified"
    assert status_containing("The root filesystem is about half full.", "half", _root(36.8)) == "contradicted"
    assert status_containing("The root filesystem is under a quarter full.", "quarter", _root(23.6)) == "verified"
    assert status_containing("The root filesystem is a third full.", "third", _root(33.3)) == "verified"


def test_a_verbless_summary_then_a_clause():
    claims = claim_list("Plenty of free space overall, and the disk is about two-thirds full.", _root(65.6))
    assert claims[-1] == ("the disk is about two-thirds full", "verified"), claims


def test_again_at_a_time_is_that_moment():
    log = tool("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql.service", "entries": [
        {"time": "2026-11-22T09:17:44+00:00", "unit": "postgresql.service", "priority": "info",
         "message": "LOG:  server process (PID 884213) was terminated by signal 9: Killed"},
        {"time": "2026-11-22T09:18:09+00:00", "unit": "postgresql.service", "priority": "info",
         "message": "LOG:  database system is ready to accept connections"}]}, args={"since_minutes": 60})
    assert status_containing("The database was accepting connections again at 09:18.", "accepting", log) == "verified"


def test_none_of_it_in_use_after_the_swap_is_named():
    from tests.certainty._bundles import system_info

    info = system_info()
    info["data"]["swap"] = {"total_bytes": 4 * 2**30, "used_bytes": 0, "percent": 0.0}
    assert status_containing("There are 4 GiB of swap, and none of it is in use.", "none of it", info) == "verified"
    info["data"]["swap"] = {"total_bytes": 4 * 2**30, "used_bytes": 2 * 2**30, "percent": 50.0}
    assert status_containing("There are 4 GiB of swap, and none of it is in use.", "none of it", info) == "contradicted"
