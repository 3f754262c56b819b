"""A PID in parentheses belongs to the name right before it ("sshd and auditd (PID 1090)"), and "upgraded to
version 133" states the version the upgrade went to."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _units() -> dict:
    def unit(name: str, pid: int) -> dict:
        return {"unit": name, "load_state": "loaded", "active_state": "active", "sub_state": "running",
                "unit_file_state": "enabled", "main_pid": pid, "active_since": "2026-11-20T07:02:41+00:00",
                "description": ""}
    return tool("e2", "linux_service_status", {"units": [unit("chronyd.service", 702), unit("sshd.service", 1090),
                                                          unit("auditd.service", 744)]})


def test_a_pid_in_parentheses_is_the_name_before_it():
    claims = dict(claim_list("These are running: sshd and chronyd and auditd (PID 1090).", _units()))
    assert claims.get("PID 1090") == "contradicted", claims
    claims = dict(claim_list("These are running: chronyd and sshd (PID 1090).", _units()))
    assert "contradicted" not in claims.values(), claims


def _history() -> dict:
    return tool("e5", "linux_package_history", {"events": [
        {"time": "2026-11-21T19:20:14+00:00", "action": "upgrade", "package": "thunderbird",
         "from_version": "128.3.1-1", "to_version": "128.4.0-1"}]}, args={"since_days": 7})


def test_upgraded_to_version_n_is_the_version_it_went_to():
    claims = dict(claim_list("Thunderbird was upgraded to version 129.", _history()))
    assert "contradicted" in claims.values(), claims
    claims = dict(claim_list("Thunderbird was upgraded to version 128.4.", _history()))
    assert set(claims.values()) == {"verified"}, claims
