"""A rounded uptime far from the machine's is wrong even though two records (the uptime and the time since boot)
carry it: they read the same, so they are one measure ("Uptime: just over 4 days" after 77 hours)."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _up(hours: float) -> dict:
    return tool("e3", "linux_system_info", {
        "cpu_percent": 9.0, "load_average": [0.4, 0.5, 0.5], "uptime_seconds": int(hours * 3600),
        "boot_time": "2026-11-19T04:50:00+00:00",
        "memory": {"total_bytes": 16 * 2**30, "used_bytes": 6 * 2**30, "available_bytes": 10 * 2**30, "percent": 37.5},
        "swap": {"total_bytes": 0, "used_bytes": 0, "percent": 0.0}})


def test_a_rounded_uptime_far_from_the_machines_is_wrong():
    assert status_containing("Uptime: just over 3 days.", "3 days", _up(77.2)) == "verified"
    assert status_containing("Uptime: just over 4 days.", "4 days", _up(77.2)) == "contradicted"
    assert status_containing("The server has been up for about three weeks.", "three weeks", _up(77.2)) == "contradicted"


def test_one_whole_unit_ago_is_not_half_a_unit_either_way():
    def exited(days: float) -> dict:
        from datetime import datetime, timedelta
        when = (datetime.fromisoformat("2026-11-22T10:02:00+00:00") - timedelta(days=days)).isoformat()
        return tool("e4", "linux_containers", {"runtime": "docker", "containers": [
            {"name": "watchtower", "image": "containrrr/watchtower:1.7.1", "state": "exited",
             "status": "Exited (0)", "finished_at": when, "ports": []}]}, args={"all": True})
    answer = "watchtower exited about a week ago."
    assert status_containing(answer, "a week ago", exited(6.6)) == "verified"
    assert status_containing(answer, "a week ago", exited(4.0)) != "verified"


def test_a_bare_number_of_days_is_rounded_or_cut_short_not_a_day_either_way():
    from datetime import datetime, timedelta

    from tests.certainty._bundles import NOW, bundle, system_info
    from reos_desktop.certainty.wrapper import verify_bundle

    def said(answer: str, hours: float) -> str:
        item = system_info()
        item["data"]["uptime_seconds"] = int(hours * 3600)
        item["data"]["boot_time"] = (datetime.fromisoformat(NOW) - timedelta(hours=hours)).isoformat()
        return verify_bundle(bundle(answer, item)).claims[0].status

    assert said("The machine has been up for 3 days.", 3.6 * 24) == "verified"    # cut short, as uptime shows it
    assert said("The machine has been up for 3 days.", 2.6 * 24) == "verified"    # rounded
    assert said("The machine has been up for 3 days.", 2.1 * 24) == "contradicted"
    assert said("The machine has been up for 2 days.", 1.2 * 24) == "contradicted"


def test_a_reboot_is_timed_by_the_boot():
    # booted 2026-11-19 04:50 UTC, three days before NOW
    assert status_containing("The server was last rebooted on November 19.", "rebooted", _up(77.2)) == "verified"
    assert status_containing("The server was last rebooted on November 21.", "November 21", _up(77.2)) == "contradicted"
    assert status_containing("Your last reboot was 2 days ago.", "reboot", _up(77.2)) == "contradicted"


def test_up_said_of_the_machine_by_pronoun_or_kind():
    # 77 hours: "about 12 days" is no rounding of it, whether "it" or "the router" is up
    assert status_containing("It has been up for about 12 days.", "12 days", _up(77.2)) == "contradicted"
    assert status_containing("The router has been up for about 12 days.", "12 days", _up(77.2)) == "contradicted"
    assert status_containing("The router has been up for about 3 days.", "3 days", _up(77.2)) == "verified"


def test_about_n_hours_is_wrong_past_its_rounding_and_half_a_unit_more():
    # "about 26 hours" agrees to a tenth (23.4 to 28.6 hours); 22.5 hours is no rounding of 26 a reader makes
    assert status_containing("Uptime is about 26 hours.", "26 hours", _up(25.0)) == "verified"
    assert status_containing("Uptime is about 26 hours.", "26 hours", _up(22.5)) == "contradicted"
    assert status_containing("Uptime is about 26 hours.", "26 hours", _up(23.0)) != "verified"


def test_about_n_hours_ago_is_held_to_a_fifth():
    # "Exited (1) 2 hours ago" places the exit two to three hours before the read; "about 4 hours ago" is none
    # of that hour, however loosely "about" is taken
    loose = tool("e4", "linux_containers", {"runtime": "podman", "containers": [
        {"name": "zigbee2mqtt", "image": "ghcr.io/koenkk/zigbee2mqtt:1.41.0", "state": "exited",
         "status": "Exited (1) 2 hours ago", "ports": []}]}, args={"all": True})
    assert status_containing("zigbee2mqtt exited about 2 hours ago.", "ago", loose) == "verified"
    assert status_containing("zigbee2mqtt exited about 4 hours ago.", "ago", loose) != "verified"
