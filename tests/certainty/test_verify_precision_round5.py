"""Wrong verifications: a matched part must not lend its verdict to a part nothing matched."""

from __future__ import annotations

from tests.certainty._bundles import status_of, tool


def _failing_unit_log() -> dict:
    lines = [("09:12:01", "Main process exited, code=exited, status=1/FAILURE"),
             ("09:12:02", "Failed with result 'exit-code'."),
             ("09:12:14", "Start request repeated too quickly."),
             ("09:12:14", "Failed to start Example Worker.")]
    return tool("e5", "linux_recent_logs", {"source": "journal", "unit": "worker.service", "entries": [
        {"time": f"2026-11-22T{t}+00:00", "unit": "worker.service", "priority": "err", "message": m}
        for t, m in lines]}, args={"unit": "worker.service", "since_minutes": 120})


def test_a_quoted_log_line_does_not_verify_a_count_it_does_not_say():
    log = _failing_unit_log()
    # the quote holds; how many restarts there were is not in any line
    assert status_of('systemd restarted it 3 times before giving up with "Start request repeated too quickly"',
                     log) != "verified"
    assert status_of('It was retried five times and then failed with "Start request repeated too quickly".',
                     log) != "verified"
    # the quote alone is still verified by the line that says it
    assert status_of('systemd gave up with "Start request repeated too quickly"', log) == "verified"
