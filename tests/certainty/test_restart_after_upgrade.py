""""X was restarted after its upgrade" compares the service's start time with its package's newest upgrade."""

from __future__ import annotations

from tests.certainty._bundles import status_containing as _of
from tests.certainty._bundles import tool


def _unit(name: str, since: str, eid: str) -> dict:
    return tool(eid, "linux_service_status", {
        "unit": name, "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 4242, "active_since": since, "description": name})


HISTORY = tool("e2", "linux_package_history", {"events": [
    {"time": "2026-11-21T06:25:12+00:00", "action": "upgrade", "package": "pgbouncer",
     "from_version": "1.22.1-1", "to_version": "1.23.1-1"},
    {"time": "2026-11-21T06:25:40+00:00", "action": "upgrade", "package": "postgresql-16",
     "from_version": "16.4-1", "to_version": "16.6-1"}]}, args={"since_days": 7})
BEFORE = _unit("pgbouncer.service", "2026-11-18T09:00:00+00:00", "e3")     # started before the upgrade
AFTER = _unit("pgbouncer.service", "2026-11-21T06:26:02+00:00", "e3")      # started right after it
POSTGRES = _unit("postgresql@16-main.service", "2026-11-21T06:25:58+00:00", "e4")


def test_a_start_before_the_upgrade_means_no_restart_since():
    assert _of("pgbouncer was restarted after its upgrade.", "restarted", BEFORE, HISTORY) == "contradicted"
    assert _of("pgbouncer hasn't been restarted since the update.", "restarted", BEFORE, HISTORY) == "verified"


def test_a_start_after_the_upgrade_is_a_restart_since():
    assert _of("pgbouncer was restarted after its upgrade.", "restarted", AFTER, HISTORY) == "verified"
    assert _of("pgbouncer was never restarted after the upgrade.", "restarted", AFTER, HISTORY) == "contradicted"


def test_an_instance_unit_finds_its_versioned_package():
    assert _of("postgresql@16-main.service was restarted after the upgrade.", "restarted", POSTGRES, HISTORY) == "verified"


def test_no_event_for_the_package_decides_nothing():
    other = tool("e2", "linux_package_history", {"events": [
        {"time": "2026-11-21T06:25:12+00:00", "action": "upgrade", "package": "curl",
         "from_version": "8.5.0-1", "to_version": "8.5.0-2"}]}, args={"since_days": 7})
    assert _of("pgbouncer was restarted after its upgrade.", "restarted", BEFORE, other) not in ("verified", "contradicted")
