"""A count of happenings restated by a pronoun later in the answer ("It has dropped 5 times in the last two
hours") is a count of what the answer's earlier count counted."""

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
