"""A time given to the second is copied from the log line that carries that second, when the sentence shares a
word with the line; a second no line holds stays unchecked."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _zed_log() -> dict:
    return tool("e7", "linux_recent_logs", {"source": "journal", "unit": "zfs-zed.service", "entries": [
        {"time": "2026-11-22T01:00:03+00:00", "unit": "zfs-zed.service", "priority": "info",
         "message": "eid=88 class=scrub_start pool='vault'"},
        {"time": "2026-11-22T06:41:19+00:00", "unit": "zfs-zed.service", "priority": "info",
         "message": "eid=91 class=scrub_finish pool='vault'"}]},
        args={"unit": "zfs-zed.service", "since_minutes": 720})


def test_a_second_copied_from_the_line_that_tells_it():
    answer = "The scrub on pool vault started at 01:00:03 on 22 November and finished at 06:41:19, so it took a while."
    assert status_containing(answer, "06:41:19", _zed_log()) == "verified"


def test_a_second_no_line_holds_is_not_verified():
    answer = "The scrub of vault began at 01:00:03 and finished at 06:14:19."
    assert status_containing(answer, "06:14:19", _zed_log()) != "verified"
