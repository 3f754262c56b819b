"""A count of happenings restated by a pronoun later in the answer ("It has dropped 5 times in the last two
hours") is a count of what the answer's earlier count counted; restarts counted before systemd gave up; each
count of a clause counts its own words; a samba wrong password is a failed login."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _wifi_log() -> dict:
    def line(at: str, unit: str, message: str) -> dict:
        return {"time": f"2026-11-22T{at}+00:00", "unit": unit, "priority": "warning", "message": message}
    return tool("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        line("08:58:02", "NetworkManager", "<info>  device (wlp2s0): link timed out"),
        line("08:58:03", "kernel", "wlp2s0: deauthenticating from 3c:52:82:aa:10:01 by local choice"),
        line("09:14:40", "NetworkManager", "<info>  device (wlp2s0): link timed out"),
        line("09:31:11", "NetworkManager", "<info>  device (wlp2s0): link timed out"),
        line("09:40:00", "systemd", "Started Daily apt download activities.")]},
        args={"since_minutes": 180})


_ANSWER = ("NetworkManager shows wlp2s0 timed out three times this morning, at 08:58, 09:14 and 09:31. "
           "Power saving in the driver is a common cause. It has dropped {n} times in the last two hours.")


def test_a_restated_count_is_checked_against_what_the_first_count_counted():
    assert status_containing(_ANSWER.format(n=5), "dropped 5 times", _wifi_log()) == "contradicted"
    assert status_containing(_ANSWER.format(n=3), "dropped 3 times", _wifi_log()) == "verified"


def test_a_pronoun_count_with_no_count_before_it_is_not_decided():
    answer = "Power saving in the driver is a common cause. It has dropped 5 times in the last two hours."
    assert status_containing(answer, "dropped 5 times", _wifi_log()) not in ("verified", "contradicted")


def _bluetooth_log() -> dict:
    def line(at: str, message: str) -> dict:
        return {"time": f"2026-11-22T{at}+00:00", "unit": "bluetooth.service", "priority": "warning", "message": message}
    return tool("e8", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": [
        line("09:18:12", "bluetooth.service: Main process exited, code=dumped, status=11/SEGV"),
        line("09:18:13", "bluetooth.service: Scheduled restart job, restart counter is at 1."),
        line("09:18:15", "bluetooth.service: Scheduled restart job, restart counter is at 2."),
        line("09:18:16", "bluetooth.service: Start request repeated too quickly.")]},
        args={"unit": "bluetooth", "since_minutes": 60})


def test_restarts_counted_before_systemd_gave_up():
    answer = ("Here's what the logs show for bluetooth.service:\n\n- At 09:18 bluetoothd crashed with a segfault\n"
              "- systemd restarted it {n} times before giving up")
    assert status_containing(answer.format(n=3), "restarted it 3 times", _bluetooth_log()) == "contradicted"
    assert status_containing(answer.format(n=2), "restarted it 2 times", _bluetooth_log()) == "verified"


def _auth_log() -> dict:
    def line(at: str, message: str, unit: str = "sshd") -> dict:
        return {"time": f"2026-11-22T{at}+00:00", "unit": unit, "priority": "info", "message": message}
    return tool("e9", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        line("08:01:10", "Failed password for invalid user admin from 45.155.205.33 port 40112 ssh2"),
        line("08:01:14", "Failed password for invalid user admin from 45.155.205.33 port 40180 ssh2"),
        line("08:01:19", "Failed password for root from 45.155.205.33 port 40266 ssh2"),
        line("08:30:00", "Failed password for root from 198.51.100.4 port 50001 ssh2"),
        line("09:10:04", "Auth: [SMB2,(null)] user [nas]\\[media] at [Sun, 22 Nov 2026 09:10:04] status "
                         "[NT_STATUS_WRONG_PASSWORD]", "smbd"),
        line("09:10:09", "Auth: [SMB2,(null)] user [nas]\\[media] at [Sun, 22 Nov 2026 09:10:09] status "
                         "[NT_STATUS_WRONG_PASSWORD]", "smbd")]},
        args={"since_minutes": 180})


def test_each_count_of_a_clause_counts_its_own_words():
    answer = "45.155.205.33 tried the invalid user `admin` {a} and `root` {b}."
    assert status_containing(answer.format(a="twice", b="once"), "twice", _auth_log()) == "verified"
    assert status_containing(answer.format(a="twice", b="once"), "once", _auth_log()) == "verified"
    assert status_containing(answer.format(a="twice", b="three times"), "three times", _auth_log()) == "contradicted"


def test_a_samba_wrong_password_is_a_failed_login():
    smb = _auth_log()
    smb["data"]["entries"] = [e for e in smb["data"]["entries"] if e["unit"] == "smbd"]
    assert status_containing("There were two failed logins for user `media`.", "two failed", smb) == "verified"
    assert status_containing("There were five failed logins for user `media`.", "five failed", smb) == "contradicted"
