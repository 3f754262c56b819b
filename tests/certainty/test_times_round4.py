"""Times and states, round 4: a claim holding a true and a false part is cut so each part gets its own verdict.

- a day and the clock time after it ("upgraded on March 7 at about 08:24") are two riders: the day may hold
  while the clock is off (a time zone read wrong); the clock is still read with its day;
- a parenthesis holding only a time ("still running (since Nov 20)") rides on its clause like "since Nov 20";
- "inactive but enabled at boot": one state word and a contrasting second state are two claims.
"""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool

HISTORY = tool("e2", "linux_package_history", {"events": [
    {"time": "2026-11-20T06:24:40+02:00", "action": "upgrade", "package": "docker-ce",
     "from_version": "27.3.1-1", "to_version": "27.5.1-1"}]}, args={"since_days": 14})


def _service(unit: str, active: str, sub: str, file_state: str, since: str | None) -> dict:
    return tool("e3", "linux_service_status", {
        "unit": unit, "load_state": "loaded", "active_state": active, "sub_state": sub,
        "unit_file_state": file_state, "main_pid": 811 if active == "active" else None,
        "active_since": since, "description": unit}, args={"name": unit.split(".")[0]})


def _by_text(answer: str, *evidence: dict) -> dict[str, str]:
    return dict(claim_list(answer, *evidence))


def test_a_right_day_with_a_wrong_clock_time_verifies_the_day_and_contradicts_the_clock():
    got = _by_text("docker-ce was upgraded on Nov 20 at about 08:24.", HISTORY)
    assert got.get("on Nov 20") == "verified", got
    assert got.get("at about 08:24") == "contradicted", got
    # another wording: a weekday-free date after the number, a plain "at"
    got = _by_text("Yes, docker-ce got upgraded on 20 November at 11:05.", HISTORY)
    assert got.get("on 20 November") == "verified", got
    assert got.get("at 11:05") == "contradicted", got


def test_the_clock_rider_is_still_read_with_its_day_so_a_right_time_verifies():
    got = _by_text("docker-ce was upgraded on Nov 20 at 06:24.", HISTORY)
    assert got.get("at 06:24") == "verified", got
    assert got.get("on Nov 20") == "verified", got


def test_a_parenthesised_time_rides_on_its_clause():
    pg = _service("postgresql.service", "active", "running", "enabled", "2026-11-19T06:02:14+00:00")
    got = _by_text("PostgreSQL is still running (since Nov 20), so the database is up.", pg)
    assert got.get("PostgreSQL is still running") == "verified", got
    assert got.get("(since Nov 20)") == "contradicted", got
    got = _by_text("postgresql is active (since Nov 19).", pg)
    assert got.get("(since Nov 19)") == "verified", got


def test_one_state_word_but_a_second_state_are_two_claims():
    fw = _service("firewalld.service", "inactive", "dead", "disabled", None)
    got = _by_text("- **firewalld:** inactive but enabled at boot", fw)
    assert got.get("inactive") == "verified", got
    assert got.get("enabled at boot") == "contradicted", got
    got = _by_text("firewalld: stopped, yet enabled", fw)
    assert "contradicted" in got.values() and "verified" in got.values(), got
