"""A part of the day said of one event ("this afternoon", "yesterday evening", "on Sunday morning") is checked
against the hour on the machine's clock, not only the date. Small hours count as morning: a 02:10 boot
happened "this morning"."""

from __future__ import annotations

from tests.certainty._bundles import NOW, bundle, nginx_status, system_info
from reos_desktop.certainty.wrapper import verify_bundle


def _status_of(answer: str, fragment: str, *evidence: dict) -> str:
    result = verify_bundle(bundle(answer, *evidence))
    return next(c.status for c in result.claims if fragment in answer[c.span[0]:c.span[1]])


def _booted_at(clock: str, day: str = "2026-11-22") -> dict:
    item = system_info()
    item["data"]["boot_time"] = f"{day}T{clock}+00:00"
    return item


def test_a_morning_boot_is_not_this_afternoon():
    assert _status_of("The machine booted this morning.", "this morning", system_info()) == "verified"
    assert _status_of("The machine booted this afternoon.", "this afternoon", system_info()) == "contradicted"


def test_small_hours_are_still_this_morning():
    assert _status_of("It rebooted this morning.", "this morning", _booted_at("02:10:00")) == "verified"


def test_a_service_start_said_in_the_evening():
    assert _status_of("nginx started this evening.", "this evening", nginx_status()) == "contradicted"


def test_a_weekday_with_the_wrong_part_of_the_day():
    assert NOW.startswith("2026-11-22")   # a Sunday: the day before is a Saturday
    saturday_afternoon = _booted_at("15:20:00", day="2026-11-21")
    assert _status_of("The machine booted on Saturday afternoon.", "Saturday", saturday_afternoon) == "verified"
    assert _status_of("The machine booted on Saturday morning.", "Saturday", saturday_afternoon) == "contradicted"


def test_a_date_with_a_part_of_the_day():
    saturday_night = _booted_at("02:10:00", day="2026-11-21")
    assert _status_of("The machine booted on Nov 21 in the afternoon.", "Nov 21", saturday_night) != "verified"
    assert _status_of("The machine booted on Nov 21 in the morning.", "Nov 21", saturday_night) == "verified"


def test_the_host_by_name_is_the_machine_whose_boot_is_timed():
    saturday = _booted_at("15:20:00", day="2026-11-21")
    steady_host = {"id": "e1", "kind": "steady_state", "collected_at": "2026-11-22T09:30:00+00:00", "complete": True,
                   "data": {"hostname": "corellia"}}
    answer = "corellia is a busy box; it has been up for about 19 hours, since a reboot on {}."
    assert _status_of(answer.format("Friday"), "Friday", saturday, steady_host) == "contradicted"
    assert _status_of(answer.format("Saturday"), "Saturday", saturday, steady_host) == "verified"


def _upgrade_at(clock: str) -> dict:
    from tests.certainty._bundles import tool

    return tool("h1", "linux_package_history", {"events": [
        {"time": clock, "action": "upgrade", "package": "pgbouncer", "from_version": "1.23.1-1",
         "to_version": "1.24.0-1"}]}, args={"since_days": 7})


def test_tonight_said_in_the_small_hours_is_the_night_under_way():
    from reos_desktop.certainty.wrapper import verify_bundle

    row = bundle("pgbouncer was upgraded tonight.", _upgrade_at("2026-11-22T02:46:58+00:00"),
                 now="2026-11-22T03:20:00+00:00")
    claims = verify_bundle(row).claims
    assert [c.status for c in claims if "tonight" in row["answer"][c.span[0]:c.span[1]]] == ["verified"]


def test_a_speed_against_another_time_is_not_verified_by_its_time():
    from reos_desktop.certainty.wrapper import verify_bundle

    row = bundle("pgbouncer was upgraded at 22:46. It's slower tonight.", _upgrade_at("2026-11-21T22:46:58+00:00"),
                 now="2026-11-21T23:20:00+00:00")
    claims = verify_bundle(row).claims
    assert [c.status for c in claims if "slower" in row["answer"][c.span[0]:c.span[1]]] == ["unsupported"]


def test_a_weekday_with_an_article():
    saturday = _booted_at("14:10", "2026-11-21")
    assert _status_of("It booted on a Saturday.", "Saturday", saturday) == "verified"
    assert _status_of("It booted on a Friday.", "Friday", saturday) == "contradicted"
