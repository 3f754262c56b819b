"""How a container or a oneshot service exited: "exited with an error" is a failure, "exited cleanly" is a stop
with status 0. Docker and Podman put the status in the listing ("Exited (0) 2 days ago")."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _containers() -> dict:
    def box(name: str, state: str, status: str) -> dict:
        return {"id": name[:4] + "00cc22dd", "name": name, "image": f"{name}:1", "state": state, "status": status,
                "created_at": "2026-11-18T08:00:00+00:00", "ports": []}
    return tool("c2", "linux_containers", {"runtime": "podman", "containers": [
        box("migrate", "exited", "Exited (0) 3 hours ago"), box("indexer", "exited", "Exited (2) 40 minutes ago"),
        box("cache", "running", "Up 5 days")]}, args={"all": True})


def test_an_error_exit_is_checked_against_the_status():
    assert status_containing("indexer exited with an error.", "indexer", _containers()) == "verified"
    assert status_containing("migrate exited with an error.", "migrate", _containers()) == "contradicted"


def test_a_clean_exit_is_status_zero():
    assert status_containing("migrate exited cleanly.", "migrate", _containers()) == "verified"
    assert status_containing("indexer exited normally.", "indexer", _containers()) == "contradicted"
    assert status_containing("cache exited successfully.", "cache", _containers()) == "contradicted"


def test_a_oneshot_service_that_stays_active_exited_cleanly():
    unit = tool("s1", "linux_service_status", {"unit": "fstrim.service", "active_state": "active",
                                               "sub_state": "exited", "unit_file_state": "static",
                                               "load_state": "loaded"}, args={"unit": "fstrim.service"})
    assert status_containing("fstrim.service exited cleanly.", "fstrim", unit) == "verified"
