"""A log line about one address, disk or account does not say what a claim says of another: "a failed password
for felix from 192.168.178.41" is not verified by "Failed password for marta from 192.168.178.41"."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _auth_log() -> dict:
    return tool("e5", "linux_recent_logs", {"entries": [
        {"time": "2026-11-22T09:07:31+00:00", "unit": "ssh.service", "priority": "info",
         "message": "Failed password for marta from 192.168.178.41 port 50520 ssh2"},
        {"time": "2026-11-22T09:12:02+00:00", "unit": "ssh.service", "priority": "info",
         "message": "Failed password for invalid user admin from 45.148.10.92 port 40122 ssh2"}]},
        args={"unit": "ssh"})


def _smart_log() -> dict:
    return tool("e6", "linux_recent_logs", {"entries": [
        {"time": "2026-11-22T08:21:10+00:00", "unit": "smartd.service", "priority": "warning",
         "message": "Device: /dev/sdd [SAT], 8 Currently unreadable (pending) sectors"}]},
        args={"unit": "smartd"})


def test_a_login_line_for_another_account_does_not_say_it():
    answer = "The log shows one failed password for {} from 192.168.178.41."
    assert status_containing(answer.format("`marta`"), "failed password", _auth_log()) == "verified"
    assert status_containing(answer.format("`felix`"), "failed password", _auth_log()) != "verified"


def test_a_login_line_from_another_address_does_not_say_it():
    answer = "There was a failed password for an invalid user admin from {}."
    assert status_containing(answer.format("45.148.10.92"), "failed password", _auth_log()) == "verified"
    assert status_containing(answer.format("45.148.10.29"), "failed password", _auth_log()) != "verified"


def test_a_disk_line_about_another_disk_does_not_say_it():
    answer = "smartd reported pending sectors on {}."
    assert status_containing(answer.format("sdd"), "pending sectors", _smart_log()) == "verified"
    assert status_containing(answer.format("sdb"), "pending sectors", _smart_log()) != "verified"


def test_a_table_rows_account_is_the_one_its_cells_are_about():
    from tests.certainty._bundles import claim_list, steady
    users = steady(users=[{"name": "marta", "uid": 1001, "gid": 1001, "home": "/home/marta", "shell": "/bin/bash"},
                          {"name": "felix", "uid": 1002, "gid": 1002, "home": "/home/felix", "shell": "/bin/bash"}])
    table = "| Account | Result |\n|---|---|\n| {} | failed password |\n"
    found = dict(claim_list(table.format("marta"), _auth_log(), users))
    assert found.get("failed password") == "verified", found
    found = dict(claim_list(table.format("felix"), _auth_log(), users))
    assert found.get("failed password") != "verified", found
