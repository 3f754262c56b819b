"""Tallies by state under a label ("services: 4 running, 1 failed (`borg-nightly`)") count the labelled class over a
complete listing, each where it stands; "N failed" is no state of the one thing named beside it; and "in wheel,
not in libvirt" denies only the group after the "not"."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady, tool


def _units() -> dict:
    rows = [("caddy.service", "active", "running"), ("sshd.service", "active", "running"),
            ("chronyd.service", "active", "running"), ("podman.service", "active", "running"),
            ("borg-nightly.service", "failed", "failed")]
    return tool("e2", "linux_service_status", {"units": [
        {"unit": u, "load_state": "loaded", "active_state": a, "sub_state": s, "unit_file_state": "enabled"}
        for u, a, s in rows]})


def test_each_tally_counts_the_labelled_class_over_the_listing():
    answer = "**Services:** 4 running, 1 failed (`borg-nightly`)\n"
    assert status_containing(answer, "4 running", _units()) == "verified"
    assert status_containing(answer, "1 failed", _units()) == "verified"
    answer = "**Services:** 5 running, 1 failed (`borg-nightly`)\n"
    assert status_containing(answer, "5 running", _units()) == "contradicted"
    assert status_containing(answer, "1 failed", _units()) == "verified"


def test_a_count_before_a_state_is_not_the_state_of_the_name_beside_it():
    # with no listing to count, "4 running" says nothing of borg-nightly's own state
    answer = "Units: 4 running, 1 failed (`borg-nightly`)\n"
    one = tool("e2", "linux_service_status", {"units": [
        {"unit": "borg-nightly.service", "load_state": "loaded", "active_state": "failed", "sub_state": "failed",
         "unit_file_state": "enabled"}]}, complete=False)
    assert status_containing(answer, "4 running", one) != "contradicted"


def test_a_group_after_not_is_denied_and_the_one_before_is_not():
    host = steady(users=[{"name": "ines", "uid": 1001, "gid": 1001, "home": "/home/ines", "shell": "/bin/bash"}],
                  groups=[{"name": "wheel", "gid": 10, "members": ["ines"]},
                          {"name": "libvirt", "gid": 975, "members": []}])
    answer = "- `ines` — in `wheel`, not in `libvirt`\n"
    assert status_containing(answer, "wheel", host) == "verified"
    assert status_containing(answer, "libvirt", host) == "verified"
    answer = "- `ines` — in `libvirt`, not in `wheel`\n"
    assert status_containing(answer, "in `libvirt`", host) == "contradicted"
