"""The shared SQLite file: migrations once, and many connections opening a fresh file at the same moment."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from reos_desktop import storage

REPO = str(Path(__file__).resolve().parents[1])
MIGRATIONS = [("notes-1", "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"),
              ("notes-2", "ALTER TABLE notes ADD COLUMN at TEXT")]


def test_migrations_apply_once_and_the_file_is_in_wal_mode(tmp_path):
    path = tmp_path / "data" / "reos.db"
    first = storage.connect(path, [MIGRATIONS])
    first.execute("INSERT INTO notes(text, at) VALUES ('a', 'now')")
    again = storage.connect(path, [MIGRATIONS])   # applying again changes nothing and keeps the rows
    assert [tuple(r) for r in again.execute("SELECT text, at FROM notes")] == [("a", "now")]
    assert again.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    names = [r[0] for r in again.execute("SELECT name FROM schema_migrations ORDER BY name")]
    assert names == ["notes-1", "notes-2"]


def test_threads_opening_a_fresh_file_together_all_succeed(tmp_path):
    # The app's collector, chat and checks open the file from their own threads at start-up.
    import threading

    for round_number in range(20):
        path = tmp_path / f"threads-{round_number}.db"
        barrier = threading.Barrier(6)
        errors: list[Exception] = []

        def open_it():
            barrier.wait()
            try:
                storage.connect(path, [MIGRATIONS]).execute("INSERT INTO notes(text) VALUES ('x')")
            except Exception as err:  # collected: the assertion below names it
                errors.append(err)

        threads = [threading.Thread(target=open_it) for _ in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []


def test_processes_opening_a_fresh_file_together_all_succeed(tmp_path):
    # Real processes released at the same instant onto fresh files: switching a new file to WAL used to
    # fail at once with "database is locked" for whichever connection lost the race.
    code = ("import sys, time; from pathlib import Path; from reos_desktop import storage; "
            "start = float(sys.argv[2]); time.sleep(max(0, start - time.time())); "
            "from tests.test_storage import MIGRATIONS; "
            "c = storage.connect(Path(sys.argv[1]), [MIGRATIONS]); "
            "c.execute(\"INSERT INTO notes(text) VALUES ('x')\"); print('ok')")
    for round_number in range(4):
        path = tmp_path / f"fresh-{round_number}.db"
        start = time.time() + 1.0
        procs = [subprocess.Popen([sys.executable, "-c", code, str(path), str(start)], cwd=REPO,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(6)]
        results = [p.communicate(timeout=60) for p in procs]
        failures = [err for (out, err) in results if out.strip() != "ok"]
        assert failures == [], failures[0]
        check = storage.connect(path, [MIGRATIONS])
        assert check.execute("SELECT count(*) FROM notes").fetchone()[0] == 6
