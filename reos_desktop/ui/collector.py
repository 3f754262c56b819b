"""The steady-state collector on its own thread: at start, every `collector_interval_seconds` (hourly by
default), and whenever a cheap change check finds that a source's files changed.

The worker owns its StateService (and with it the SQLite connection) and lives on one long-lived
QThread; the GUI side talks to it only through queued signals. History listings and diffs are read there
too, so the GUI thread never touches the database.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

CHANGE_CHECK_MS = 30_000   # how often source signatures are compared (about 2 ms each time)
AFTER_CHANGE_MS = 1_500    # wait a moment after a change is seen: package installs touch files in bursts


def describe_changes(old, new, diff_text: str) -> str:
    """The diff's text, plus every field whose value differs (the diff itself covers packages, users,
    groups, services, the system and addresses; a new MTU or block device shows up here)."""
    a, b = old.fields, new.fields
    other = sorted(f for f in set(a) | set(b) if a.get(f) != b.get(f))
    if not other:
        return diff_text
    if diff_text.endswith("  nothing changed"):
        diff_text = diff_text[: -len("  nothing changed")] + ("  no package, user, group, service, system or "
                                                              "address changes")
    return diff_text + "\n\nFields with new values: " + ", ".join(other)


class CollectorWorker(QObject):
    snapshot_ready = Signal(object)        # Snapshot
    stale_found = Signal(list)             # source names whose files changed since the latest snapshot
    history_ready = Signal(list)           # [{"id", "collected_at", "checked_at"}], newest first
    diff_ready = Signal(object)            # {"snapshot_id", "diff", "text"} or {"snapshot_id", "error"}
    failed = Signal(str)
    busy_changed = Signal(int)             # 1 busy, 0 idle (never a bool: see workers.py)

    def __init__(self, root: str = "/", db_path=None):
        super().__init__()
        self._root, self._db_path = root, db_path
        self._service = None
        self.latest = None

    def _state(self):
        if self._service is None:
            from reos_desktop.state.service import StateService

            self._service = StateService(self._root, self._db_path)
        return self._service

    @Slot(int)
    def collect(self, force: int) -> None:
        self.busy_changed.emit(1)
        try:
            snapshot = self._state().current(force=bool(force))
            from reos_desktop.evidence.canonical import now_iso

            # The signatures were compared just now, even when the stored snapshot came back unchanged.
            snapshot.checked_at = now_iso()
            snapshot.stale_sources = []
            self.latest = snapshot
            self.snapshot_ready.emit(snapshot)
        except Exception as err:
            from reos_desktop.ui.workers import one_sentence

            self.failed.emit(f"the steady state could not be read: {one_sentence(err)}")
        finally:
            self.busy_changed.emit(0)

    @Slot()
    def check_changes(self) -> None:
        if self.latest is None:
            return
        try:
            stale = self._state().stale_sources(self.latest)
        except Exception as err:
            from reos_desktop.ui.workers import one_sentence

            self.failed.emit(f"checking for changes failed: {one_sentence(err)}")
            return
        if stale:
            self.stale_found.emit(stale)

    @Slot()
    def list_history(self) -> None:
        try:
            self.history_ready.emit(self._state().history.list(self._state().root.label, limit=200))
        except Exception as err:
            from reos_desktop.ui.workers import one_sentence

            self.failed.emit(f"the snapshot history could not be read: {one_sentence(err)}")

    @Slot(int, int)
    def diff(self, snapshot_id: int, against_id: int) -> None:
        """What changed up to `snapshot_id`: against `against_id`, or the snapshot before it when that is 0."""
        from reos_desktop.state.diff import diff_snapshots, render_diff

        history = self._state().history
        try:
            new = history.get(snapshot_id)
            old = history.get(against_id) if against_id else (history.previous(new) if new else None)
            if new is None:
                self.diff_ready.emit({"snapshot_id": snapshot_id, "error": f"snapshot {snapshot_id} is gone"})
            elif old is None:
                self.diff_ready.emit({"snapshot_id": snapshot_id, "error": "this is the first snapshot: there is "
                                      "nothing earlier to compare it with"})
            else:
                diff = diff_snapshots(old, new)
                self.diff_ready.emit({"snapshot_id": snapshot_id, "diff": diff,
                                      "text": describe_changes(old, new, render_diff(diff))})
        except Exception as err:
            from reos_desktop.ui.workers import one_sentence

            self.diff_ready.emit({"snapshot_id": snapshot_id, "error": one_sentence(err)})


class Collector(QObject):
    """The GUI-side handle: asks the worker for work and re-emits what it reports."""

    snapshot_ready = Signal(object)
    stale_found = Signal(list)
    history_ready = Signal(list)
    diff_ready = Signal(object)
    failed = Signal(str)
    busy_changed = Signal(int)

    _collect = Signal(int)
    _check = Signal()
    _history = Signal()
    _diff = Signal(int, int)

    def __init__(self, interval_seconds: int = 3600, root: str = "/", db_path=None, parent=None):
        super().__init__(parent)
        self.latest = None
        self.busy = False
        self._thread = QThread()
        self._thread.setObjectName("reos-collector")
        self._worker = CollectorWorker(root, db_path)
        self._worker.moveToThread(self._thread)
        self._collect.connect(self._worker.collect)
        self._check.connect(self._worker.check_changes)
        self._history.connect(self._worker.list_history)
        self._diff.connect(self._worker.diff)
        self._worker.snapshot_ready.connect(self._on_snapshot)
        self._worker.stale_found.connect(self._on_stale)
        self._worker.history_ready.connect(self.history_ready)
        self._worker.diff_ready.connect(self.diff_ready)
        self._worker.failed.connect(self.failed)
        self._worker.busy_changed.connect(self._on_busy)
        self._interval = QTimer(self)
        self._interval.timeout.connect(lambda: self.request(force=True))
        self._changes = QTimer(self)
        self._changes.setInterval(CHANGE_CHECK_MS)
        self._changes.timeout.connect(self._check.emit)
        self._after_change = QTimer(self)
        self._after_change.setSingleShot(True)
        self._after_change.setInterval(AFTER_CHANGE_MS)
        self._after_change.timeout.connect(lambda: self.request(force=False))
        self.set_interval(interval_seconds)

    def start(self) -> None:
        self._thread.start()
        self.request(force=False)
        self._interval.start()
        self._changes.start()

    def stop(self, timeout_ms: int = 5000) -> None:
        for timer in (self._interval, self._changes, self._after_change):
            timer.stop()
        self._thread.quit()
        self._thread.wait(timeout_ms)

    def set_interval(self, seconds: int) -> None:
        self._interval.setInterval(max(60, int(seconds)) * 1000)

    def request(self, force: bool = False) -> None:
        """Collect now (queued behind whatever the worker is doing)."""
        self._collect.emit(1 if force else 0)

    def check_now(self) -> None:
        self._check.emit()

    def request_history(self) -> None:
        self._history.emit()

    def request_diff(self, snapshot_id: int, against_id: int = 0) -> None:
        self._diff.emit(snapshot_id, against_id)

    def _on_snapshot(self, snapshot) -> None:
        self.latest = snapshot
        self.snapshot_ready.emit(snapshot)

    def _on_stale(self, sources: list) -> None:
        self.stale_found.emit(sources)
        self._after_change.start()

    def _on_busy(self, busy: int) -> None:
        self.busy = bool(busy)
        self.busy_changed.emit(busy)
