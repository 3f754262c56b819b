"""Round 8 matchers: a count whose verb is an event counts the events, never the members listed now."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady, tool

# NOW is Sunday 2026-11-22 10:02 UTC; four upgrades on Friday evening, one install on Saturday, one removal today
_HISTORY = tool("e9", "linux_package_history", {"events": [
    {"time": "2026-11-20T18:31:12+00:00", "action": "upgrade", "package": "nginx", "from_version": "1.24.0-1",
     "to_version": "1.24.0-2"},
    {"time": "2026-11-20T18:31:40+00:00", "action": "upgrade", "package": "curl", "from_version": "8.5.0-1",
     "to_version": "8.5.0-2"},
    {"time": "2026-11-20T18:32:05+00:00", "action": "upgrade", "package": "libssl3", "from_version": "3.0.13-1",
     "to_version": "3.0.13-2"},
    {"time": "2026-11-20T18:32:19+00:00", "action": "upgrade", "package": "openssl", "from_version": "3.0.13-1",
     "to_version": "3.0.13-2"},
    {"time": "2026-11-21T09:00:00+00:00", "action": "install", "package": "tailscale", "from_version": None,
     "to_version": "1.80.0"},
    {"time": "2026-11-22T08:00:00+00:00", "action": "remove", "package": "telnet", "from_version": "0.17-44",
     "to_version": None}]}, args={"since_days": 7})
_STEADY = steady()   # three packages installed: packages.count = 3


def _status(answer: str, fragment: str) -> str:
    got = [(t, s) for t, s in claim_list(answer, _STEADY, _HISTORY) if fragment in t]
    assert got, claim_list(answer, _STEADY, _HISTORY)
    return got[0][1]


def test_an_event_count_is_counted_in_the_history_not_against_the_installed_total():
    # 4 upgrades, 3 packages installed: the installed total must not contradict the upgrades
    assert _status("Four packages were upgraded on Friday evening.", "Four packages") == "verified"
    assert _status("On Friday, apt upgraded 4 packages.", "4 packages") == "verified"
    assert _status("Five packages got upgraded on Friday.", "Five packages") == "contradicted"
    # a time said as a rider is judged with its clause; the clause alone is not shown false by the week's history
    assert _status("Only 2 packages were updated on Friday.", "on Friday") == "contradicted"
    assert _status("Only 2 packages were updated on Friday.", "2 packages") != "verified"


def test_the_installed_total_is_still_a_state():
    assert _status("There are 3 packages installed.", "3 packages") == "verified"
    assert _status("The machine has 7 packages installed.", "7 packages") == "contradicted"


def test_installed_with_a_time_is_an_event_and_the_time_picks_the_events():
    assert _status("One package was installed yesterday.", "One package") == "verified"
    assert _status("Two packages were removed today.", "Two packages") == "contradicted"


def test_an_event_count_without_its_own_time_is_not_shown_false_by_a_longer_history():
    # the clause may be narrowed by a rider or the question ("... | on Friday"): fewer than the history holds
    assert _status("Two packages were upgraded.", "Two packages") not in ("contradicted", "verified")
    # a time the matcher cannot place leaves the count unsupported either way
    assert _status("Four packages were upgraded over the weekend.", "Four packages") not in ("contradicted", "verified")


def test_events_of_other_members_are_not_counted_from_what_is_listed_now():
    services = tool("e5", "linux_service_status", {"units": [
        {"unit": "nginx.service", "load_state": "loaded", "active_state": "active", "sub_state": "running"},
        {"unit": "ssh.service", "load_state": "loaded", "active_state": "active", "sub_state": "running"}]})
    for answer in ("Two services restarted overnight.", "Five services were restarted overnight."):
        got = [(t, s) for t, s in claim_list(answer, services) if "services" in t]
        assert got and got[0][1] not in ("contradicted", "verified"), got
