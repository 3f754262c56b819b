"""Round 10, times and durations: a stated duration far from the one measured is contradicted.

"about 5 days" rounds to half a day either way, so an uptime of 3 days is no rounding of it; "more than a day" is
a bound that 4 hours falls short of; "you've been up for ..." said to the machine's user is the machine's uptime.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from tests.certainty._bundles import NOW, status_containing, tool

GiB = 2**30
HOUR = 3600


def _system(uptime_s: int) -> dict:
    return tool("e3", "linux_system_info", {
        "cpu_percent": 12.0, "load_average": [0.4, 0.3, 0.2], "uptime_seconds": uptime_s,
        "boot_time": (datetime.fromisoformat(NOW) - timedelta(seconds=uptime_s + 30)).isoformat(),
        "memory": {"total_bytes": 16 * GiB, "available_bytes": 10 * GiB, "used_bytes": 6 * GiB, "percent": 37.5},
        "swap": {"total_bytes": 0, "used_bytes": 0, "percent": 0.0}})


def test_about_n_days_allows_its_rounding_not_a_whole_unit_each_way_times_two():
    up = _system(76 * HOUR)   # 3.17 days
    assert status_containing("The machine has been up for about 5 days.", "5 days", up) == "contradicted"
    assert status_containing("The server has been up about 4 days now.", "4 days", up) != "contradicted"
    assert status_containing("The machine has been up for about 3 days.", "3 days", up) == "verified"


def test_about_n_hours_far_off_is_contradicted_and_near_is_not():
    up = _system(int(4.25 * HOUR))
    assert status_containing("The machine has been up about 6 hours.", "6 hours", up) == "contradicted"
    assert status_containing("The box has been up roughly 4 hours.", "4 hours", up) == "verified"


def test_more_than_a_duration_is_a_bound_a_much_shorter_uptime_breaks():
    up = _system(int(4.2 * HOUR))
    assert status_containing("The server has been up for more than a day.", "a day", up) == "contradicted"
    assert status_containing("The server has been up for more than 4 hours.", "4 hours", up) == "verified"


def test_you_have_been_up_is_the_machines_uptime():
    up = _system(53 * HOUR)
    assert status_containing("You've been up for about 5 days.", "5 days", up) == "contradicted"
    assert status_containing("You have also been up for about 2 days.", "2 days", up) == "verified"
