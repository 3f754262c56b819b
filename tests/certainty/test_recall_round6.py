"""Contradiction recall, round 6: counts of a package's changes as occasions, and weekdays of one event.

- "PostgreSQL was upgraded twice this month" counts the runs in which packages named so were upgraded (one run
  upgrades a package and its siblings within seconds), inside the time the clause names; it is contradicted
  only when the history is complete over that time, and stays unsupported with no time of its own;
- "You last booted on Saturday afternoon" names the weekday of the boot: another weekday contradicts it (the
  event read on the machine's own clock); the same weekday within the last week verifies it; "every Monday"
  or a weekday only inherited from the clause before is not that claim.
"""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, system_info, tool


def _history(events: list[tuple[str, str, str]], since_days: int = 30, complete: bool = True) -> dict:
    return tool("e7", "linux_package_history", {"source": "apt", "events": [
        {"time": t, "action": a, "package": p, "from_version": "1.0-1", "to_version": "1.1-1"} for t, a, p in events]},
        args={"since_days": since_days}, complete=complete)


# one run of the package manager upgrading nginx and its sibling, plus an unrelated upgrade
ONE_RUN = _history([("2026-11-09T06:25:12+00:00", "upgrade", "nginx"),
                    ("2026-11-09T06:25:14+00:00", "upgrade", "nginx-common"),
                    ("2026-11-19T04:00:00+00:00", "upgrade", "curl")])
# three runs of firefox upgrades on different days
THREE_RUNS = _history([("2026-11-16T08:00:00+00:00", "upgrade", "firefox"),
                       ("2026-11-18T08:00:00+00:00", "upgrade", "firefox"),
                       ("2026-11-21T08:00:00+00:00", "upgrade", "firefox")])


def test_upgrades_of_one_package_are_counted_as_runs_within_the_time_said():
    assert status_containing("Nginx was upgraded twice this month.", "twice", ONE_RUN) == "contradicted"
    # a variant: another count word, another verb form and a window in days
    assert status_containing("nginx has been updated three times in the last 30 days", "three times",
                             ONE_RUN) == "contradicted"
    assert status_containing("nginx was upgraded once this month", "once", ONE_RUN) == "verified"
    assert status_containing("Firefox got upgraded 3 times in the last 7 days.", "3 times", THREE_RUNS) == "verified"
    assert status_containing("Firefox was upgraded twice in the last 7 days.", "twice", THREE_RUNS) == "contradicted"


def test_a_repeat_count_is_never_contradicted_without_a_time_or_a_complete_history():
    # with no time of its own the count may be over the package's whole life
    assert status_containing("Nginx was upgraded twice.", "twice", ONE_RUN) != "contradicted"
    # a history that is not complete, or starts after the time said, cannot show fewer
    partial = _history([("2026-11-09T06:25:12+00:00", "upgrade", "nginx")], complete=False)
    assert status_containing("Nginx was upgraded twice this month.", "twice", partial) != "contradicted"
    short = _history([("2026-11-20T06:25:12+00:00", "upgrade", "nginx")], since_days=3)
    assert status_containing("nginx was upgraded twice this month", "twice", short) != "contradicted"
    # an upgrade of another action kind is not counted: installs are not upgrades
    installs = _history([("2026-11-09T06:25:12+00:00", "install", "nginx"),
                         ("2026-11-12T06:25:12+00:00", "upgrade", "nginx")])
    assert status_containing("nginx was installed once this month", "once", installs) == "verified"


BOOTED_SUNDAY = system_info()   # boot 2026-11-22T07:46:35+00:00, a Sunday (NOW is that Sunday 10:02)


def _boot(when: str) -> dict:
    return tool("e3", "linux_system_info", {
        "cpu_percent": 5.0, "load_average": [0.5, 0.5, 0.5], "uptime_seconds": 3600, "boot_time": when,
        "memory": {"total_bytes": 8_000_000_000, "available_bytes": 4_000_000_000, "used_bytes": 4_000_000_000,
                   "percent": 50.0}, "swap": {"total_bytes": 0, "used_bytes": 0, "percent": 0.0}})


def test_a_weekday_that_is_not_the_events_weekday_contradicts_it():
    got = dict(claim_list("You last booted on Saturday morning, so it's been up a few hours.", BOOTED_SUNDAY))
    assert "contradicted" in [s for t, s in got.items() if "Saturday" in t], got
    # a variant: another verb, another weekday, the boot on the machine's own clock (Wednesday 23:30 at -05:00
    # is Thursday in UTC: the machine says Wednesday)
    late = _boot("2026-11-18T23:30:00-05:00")
    assert status_containing("The machine was rebooted on Thursday.", "Thursday", late) == "contradicted"
    assert status_containing("The machine was rebooted on Wednesday.", "Wednesday", late) == "verified"
    assert status_containing("The system booted on Sunday.", "Sunday", BOOTED_SUNDAY) == "verified"


def test_a_weekday_that_is_not_one_events_day_is_left_alone():
    # a schedule, not the time of the boot
    assert status_containing("The machine reboots every Monday.", "Monday", BOOTED_SUNDAY) != "contradicted"
    # an event over a week ago on the weekday said: maybe not the one meant, never verified
    old = _boot("2026-11-04T09:00:00+00:00")   # a Wednesday, 18 days before NOW
    assert status_containing("The machine last booted on Wednesday.", "Wednesday", old) != "verified"
