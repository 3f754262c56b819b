""""gunicorn" when the evidence lists only a python3 process started as /srv/app/venv/bin/gunicorn: a program's
name is found in the command line when it stands there as a name (after a "/" or a space, before a space or ":")."""

from __future__ import annotations

from reos_desktop.certainty.reading import _has_program_word
from tests.certainty._bundles import status_containing, tool


def test_a_name_stands_in_a_command_line_only_as_a_whole_word():
    line = "/srv/app/venv/bin/python3 /srv/app/venv/bin/gunicorn app:app --workers 4"
    assert _has_program_word(line, "gunicorn")
    assert _has_program_word(line, "app")          # "app:app"
    assert not _has_program_word(line, "unicorn")  # inside another word
    assert not _has_program_word(line, "gunicorn-extra")


def test_the_program_named_by_its_command_line_is_running():
    procs = tool("p1", "linux_processes", {"sort": "cpu", "processes": [
        {"pid": 4120, "name": "python3", "user": "www", "cpu_percent": 12.0, "memory_percent": 2.1,
         "rss_bytes": 180_000_000, "status": "sleeping", "started": "2026-11-22T08:00:00+00:00",
         "cmdline": "/srv/app/venv/bin/python3 /srv/app/venv/bin/gunicorn app:app --workers 4"}]}, args={"limit": 20})
    assert status_containing("gunicorn is running as www.", "gunicorn", procs) == "verified"
