"""That one thing caused another is not shown by evidence that both exist; a log line that tells the cause can."""

from __future__ import annotations

from tests.certainty._bundles import status_of, steady, tool


def test_a_cause_no_record_tells_stays_unchecked():
    answer = "The curl 8.5.0 upgrade is the cause of the nginx failure."
    assert status_of(answer, steady()) not in ("verified", "contradicted")
    assert status_of("curl 8.5.0 is installed.", steady()) == "verified"


def test_a_cause_a_log_line_tells_is_verified():
    log = tool("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql.service", "entries": [
        {"time": "2026-11-22T09:40:00+00:00", "unit": "postgresql.service", "priority": "crit",
         "message": "PANIC: could not write to file \"pg_wal/xlogtemp.812\": No space left on device"}]},
        args={"unit": "postgresql.service", "since_minutes": 120})
    assert status_of("The crash was caused by the disk running out of space (no space left on device).", log) \
        == "verified"
