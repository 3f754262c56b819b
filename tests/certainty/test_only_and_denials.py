"""A release the clause denies, a comparison with a noun between ("a newer nginx than 1.22"), two recorded releases
put in order ("560.35.03 is newer than 550.120"), and "the only <thing>" that no listing of such things decides."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady


def test_a_denied_release_is_not_verified_by_the_release_it_denies():
    assert status_containing("nginx is not on 1.24.0.", "nginx", steady()) != "verified"
    assert status_containing("nginx is on 1.24.0.", "nginx", steady()) == "verified"


def test_a_comparison_with_a_noun_between_is_a_comparison():
    assert status_containing("This box runs a newer nginx than 1.22.", "newer nginx", steady()) == "verified"
    assert status_containing("This box runs a newer nginx than 1.26.", "newer nginx", steady()) == "contradicted"
    assert status_containing("This box runs an older curl than 8.9.", "older curl", steady()) == "verified"
    # "at least" holds at the release itself
    assert status_containing("nginx is at least 1.24.0-2ubuntu7.", "nginx", steady()) == "verified"


def test_the_only_thing_of_a_kind_no_listing_holds_is_left_unchecked():
    assert status_containing("nginx 1.24.0 is the only web server here.", "only web server", steady()) != "verified"
    # a listing that decides it still does: alice is the docker group's one member
    assert status_containing("alice is the only member of docker.", "alice", steady()) == "verified"
    # advice is no claim about the machine
    assert status_containing("Since alice is in the docker group, make sure her key is the only way in.",
                             "alice", steady()) == "verified"


def _kernels() -> dict:
    from tests.certainty._bundles import tool
    return tool("e5", "linux_package_history", {"source": "apt", "events": [
        {"time": "2026-11-21T06:10:00+00:00", "action": "install", "package": "linux-image-6.8.0-60-generic",
         "from_version": None, "to_version": "6.8.0-60.63"},
        {"time": "2026-11-21T06:10:00+00:00", "action": "upgrade", "package": "nvidia-driver",
         "from_version": "550.120-0ubuntu1", "to_version": "560.35.03-0ubuntu1"}]}, args={"since_days": 7})


def test_two_recorded_releases_put_in_order():
    assert status_containing("560.35.03 is newer than 550.120.", "560.35.03", _kernels()) == "verified"
    assert status_containing("550.120 is newer than 560.35.03.", "550.120", _kernels()) == "contradicted"
    # a release the evidence does not hold is no claim about this machine to put in order
    assert status_containing("570.86 is newer than 560.35.03.", "570.86", _kernels()) not in ("verified",
                                                                                             "contradicted")


def test_the_only_container_in_a_state_is_still_decided_by_the_listing():
    from tests.certainty._bundles import tool
    boxes = tool("e4", "linux_containers", {"runtime": "docker", "containers": [
        {"name": "web", "image": "nginx:1.27", "state": "running", "status": "Up 2 days"},
        {"name": "watchtower", "image": "containrrr/watchtower:1.7.1", "state": "exited", "status": "Exited (1) 1 hour ago"}]},
        args={"all": True})
    assert status_containing("watchtower is the only container that isn't running.", "watchtower", boxes) == "verified"
