""""MariaDB 10.11.6 ... has been active since 21 September 03:15" times the unit's start even though the clause names
a version the package history changed: "active since" is the service's, not the upgrade's."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady, tool


def _evidence() -> tuple[dict, ...]:
    unit = tool("e2", "linux_service_status", {
        "unit": "mariadb.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 812, "active_since": "2026-11-21T03:15:22+00:00",
        "description": "MariaDB 10.11.6 database server"}, args={"name": "mariadb"})
    history = tool("e3", "linux_package_history", {"events": [
        {"time": "2026-11-20T23:41:12+00:00", "action": "upgrade", "package": "mariadb-server",
         "from_version": "1:10.11.4-1~deb12u1", "to_version": "1:10.11.6-0+deb12u1"}]}, args={"since_days": 30})
    return steady(installed_packages={"mariadb-server": "1:10.11.6-0+deb12u1"}), unit, history


def test_active_since_is_the_units_start():
    said = "MariaDB 10.11.6 has been active since November 21 at 03:15."
    assert status_containing(said, "since November", *_evidence()) == "verified"
    wrong = "MariaDB 10.11.6 has been active since November 20 at 23:41."
    assert status_containing(wrong, "since November", *_evidence()) == "contradicted"


def test_not_restarted_at_a_time():
    # the unit has been active since 03:15 on November 21; NOW is November 22
    said = "mariadb.service has been active since November 21, so it was not restarted {}."
    assert status_containing(said.format("this morning"), "not restarted", *_evidence()) == "verified"
    assert status_containing(said.format("on November 21"), "not restarted", *_evidence()) == "contradicted"
