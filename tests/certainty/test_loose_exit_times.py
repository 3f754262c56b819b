""""Exited (137) 2 hours ago" places the exit only within an hour (2 to 3 hours before the listing was read). A
time said of the exit is right anywhere in that hour, and wrong only when it is wrong for every moment of it.
"It happened around 21:14" after a clause about the kill is a time of that exit."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, tool


def _containers() -> dict:
    # read at 10:01:30 (NOW is 10:02): the worker exited between 07:01:30 and 08:01:30, the cron box days ago
    def box(name: str, state: str, status: str) -> dict:
        return {"id": name[:4] + "11aa22bb", "name": name, "image": f"{name}:latest", "state": state,
                "status": status, "created_at": "2026-11-15T08:00:00+00:00", "ports": []}
    return tool("c1", "linux_containers", {"runtime": "docker", "containers": [
        box("worker", "exited", "Exited (137) 2 hours ago"), box("cron", "exited", "Exited (0) 2 days ago"),
        box("web", "running", "Up 6 days")]}, age_s=30, args={"all": True})


def test_a_time_inside_the_hour_the_status_allows_holds():
    assert status_containing("worker exited at about 07:40.", "07:40", _containers()) == "verified"
    assert status_containing("worker stopped about 2 hours ago.", "2 hours ago", _containers()) == "verified"


def test_a_time_outside_it_is_wrong():
    assert status_containing("worker exited at about 09:30.", "09:30", _containers()) == "contradicted"
    assert status_containing("cron stopped about 2 hours ago.", "2 hours ago", _containers()) == "contradicted"


def test_it_happened_takes_the_event_the_clause_before_told():
    answer = "The worker container was OOM-killed. It happened around 09:30."
    assert status_containing(answer, "09:30", _containers()) == "contradicted"
    answer = "The worker container was OOM-killed. It happened around 07:30."
    assert status_containing(answer, "07:30", _containers()) == "verified"


def test_a_wrong_exit_time_is_marked_alone():
    claims = claim_list("- worker — exited with code 137 at about 09:30", _containers())
    assert claims == [("worker — exited with code 137", "verified"), ("at about 09:30", "contradicted")]


def _looping() -> dict:
    return tool("c2", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "77aa88bb99cc", "name": "watchtower", "image": "containrrr/watchtower:latest", "state": "restarting",
         "status": "Restarting (1) 40 seconds ago", "created_at": "2026-11-01T08:00:00+00:00", "ports": []}]},
        args={"all": True})


def test_a_restart_loop_status_times_the_last_restart():
    assert status_containing("watchtower is in a restart loop; it last restarted about 40 seconds ago.",
                             "40 seconds ago", _looping()) == "verified"
    assert status_containing("watchtower is in a restart loop; it last restarted about 5 minutes ago.",
                             "5 minutes ago", _looping()) == "contradicted"


def test_the_program_that_reports_is_not_the_subject():
    answer = "The watchtower container is stuck in a restart loop. Docker shows it as `Restarting (1)` about {}."
    assert status_containing(answer.format("40 seconds ago"), "40 seconds", _looping()) == "verified"
    assert status_containing(answer.format("4 minutes ago"), "4 minutes", _looping()) == "contradicted"
