"""A count of log lines named by a word their messages carry ("three Xid errors", "two FATAL messages") counts the
lines of a complete log read that carry it; a word no message carries at that level ("4 pull errors" where the
pull lines are warnings), or one that names no kind ("3 similar errors"), is not counted so."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _log() -> dict:
    def line(minute: int, priority: str, message: str) -> dict:
        return {"time": f"2026-11-22T09:{minute:02d}:00+00:00", "unit": None, "priority": priority, "message": message}
    return tool("l1", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        line(10, "err", "NVRM: Xid (PCI:0000:01:00): 79, pid=5521, GPU has fallen off the bus."),
        line(20, "err", "NVRM: Xid (PCI:0000:01:00): 13, Graphics SM Warp Exception"),
        line(30, "warning", "dockerd: failed to pull image: toomanyrequests"),
        line(40, "err", "EXT4-fs error (device sdb1): htree_dirblock_to_tree: bad entry")]},
        args={"priority": "warning", "since_minutes": 120})


def test_lines_carrying_the_word():
    assert status_containing("There were two Xid errors.", "Xid", _log()) == "verified"
    assert status_containing("There were three Xid errors.", "Xid", _log()) == "contradicted"


def test_a_word_at_another_level_or_no_kind_is_left_open():
    assert status_containing("dockerd logged 4 pull errors.", "pull", _log()) != "contradicted"
    assert status_containing("There were 3 similar errors.", "similar", _log()) != "contradicted"
