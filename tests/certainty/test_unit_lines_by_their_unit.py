"""A unit's log lines are its events whether or not their text names it ("Starting Gitea nightly dump..." under
gitea-backup.service): "It started at 02:30" is timed by the line that tells a start, not by any line of the
unit; a line that shares one word of a long clause does not tell the same thing."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _journal() -> dict:
    def line(when: str, priority: str, message: str) -> dict:
        return {"time": f"2026-11-22T{when}+00:00", "unit": "gitea-backup.service", "priority": priority,
                "message": message}
    return tool("e5", "linux_recent_logs", {"source": "journal", "unit": "gitea-backup.service", "entries": [
        line("02:30:04", "info", "Starting Gitea nightly dump and restic upload..."),
        line("02:52:38", "info", "dump[48211]: Finish dumping in file /var/lib/gitea/tmp/dump.zip"),
        line("03:07:15", "err", "restic[48213]: Fatal: unable to save snapshot: sftp connection lost"),
        line("03:07:15", "warning", "Main process failed with result 'exit-code'.")]},
        args={"unit": "gitea-backup.service", "since_minutes": 720})


def _times(answer: str) -> list[str]:
    return [s for t, s in claim_list(answer, _journal()) if ":" in t]


def test_the_line_that_tells_the_start():
    assert _times("gitea-backup.service started at 02:30.") == ["verified"]
    assert _times("gitea-backup.service started at 02:45.") == ["contradicted"]
    assert _times("gitea-backup.service started at 02:52.") != ["verified"]   # another line's time
    assert _times("gitea-backup.service failed at 03:07.") == ["verified"]


def test_one_shared_word_of_a_long_clause_is_not_the_line():
    claims = claim_list("gitea-backup.service could not write the archive to disk: no space left on the device, "
                        "at 02:52.", _journal())
    assert all(s != "verified" for t, s in claims if "02:52" in t), claims
