"""Events said not to have happened: a package "has not been updated" while the history holds its upgrade, "There
are no checkpoint warnings" while a line warns of checkpoints. The evidence of the event contradicts the claim;
a complete history without it verifies it."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady, tool


def _history(complete: bool = True) -> dict:
    return tool("e5", "linux_package_history", {"events": [
        {"time": "2026-11-18T04:10:00+00:00", "action": "upgrade", "package": "haproxy",
         "from_version": "2.6.12-1", "to_version": "2.6.12-1+deb12u1"},
        {"time": "2026-10-01T04:10:00+00:00", "action": "upgrade", "package": "curl",
         "from_version": "8.5.0-2ubuntu9", "to_version": "8.5.0-2ubuntu10"}]},
        args={"since_days": 90}, complete=complete)


def test_an_upgrade_the_history_holds():
    packages = steady(installed_packages={"haproxy": "2.6.12-1+deb12u1", "curl": "8.5.0-2ubuntu10"})
    said = "haproxy has not been updated in the last 30 days."
    assert status_containing(said, "haproxy has not", packages, _history()) == "contradicted"
    said = "curl hasn't been upgraded in the last 2 weeks."
    assert status_containing(said, "curl hasn't", packages, _history()) == "verified"
    assert status_containing(said, "curl hasn't", packages, _history(complete=False)) == "unsupported"


def _log(message: str) -> dict:
    return tool("e6", "linux_recent_logs", {"source": "journal", "unit": "postgresql.service", "entries": [
        {"time": "2026-11-22T09:12:44+00:00", "unit": "postgresql.service", "priority": "warning",
         "message": message}]}, args={"unit": "postgresql", "since_minutes": 120})


def test_no_such_line_where_one_is_logged():
    warned = _log("LOG:  checkpoints are occurring too frequently (18 seconds apart)")
    assert status_containing("There are no checkpoint warnings.", "checkpoint", warned) == "contradicted"
    refused = _log("FATAL:  no pg_hba.conf entry for host 10.0.0.9")
    # a line that itself says "no" is not the opposite of a clause that says "no"
    assert status_containing("There were no pg_hba.conf entries for host 10.0.0.9.", "pg_hba", refused) != \
        "contradicted"
