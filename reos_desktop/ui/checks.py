"""Saved predicate checks on a schedule: each runs `Agent.check` on a worker every interval_seconds; when
its verdict flips (true to false or back) the app is told, and the tray shows a notification."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from reos_desktop.ui.check_verdicts import VerdictMemory, normalise_checks, verdict_name

TICK_MS = 15_000  # how often due checks are looked for


def run_check(settings, predicate: str):
    """Runs on a worker: the check's TurnResult (exit_code, explanation)."""
    from reos_desktop.agent.events import TurnFinished
    from reos_desktop.agent.loop import Agent

    result = None
    for event in Agent(settings).check(predicate):
        if isinstance(event, TurnFinished):
            result = event.result
    return result


class SavedChecks(QObject):
    verdict = Signal(str, str, str)            # predicate, verdict, explanation
    flipped = Signal(str, str, str, str)       # predicate, previous, new, explanation
    running_changed = Signal(int)              # 1 running, 0 idle (never a bool: see workers.py)

    def __init__(self, settings_source, parent=None):
        super().__init__(parent)
        self._settings_source = settings_source
        self.memory = VerdictMemory()
        self.checks: list[dict] = []
        self._due: dict[str, float] = {}
        self._queue: list[str] = []
        self._job = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.reload()

    def reload(self) -> None:
        """Read the saved checks from the settings again (after the settings dialog saved)."""
        self.checks = normalise_checks(self._settings_source().saved_checks)
        now = time.monotonic()
        self._due = {c["predicate"]: self._due.get(c["predicate"], now) for c in self.checks}

    def start(self) -> None:
        self._timer.start()
        self._tick()

    def stop(self) -> None:
        self._timer.stop()

    def last(self, predicate: str) -> dict | None:
        return self.memory.last(predicate)

    @property
    def busy(self) -> bool:
        return self._job is not None

    def failing(self) -> list[str]:
        """The saved checks whose last verdict is false."""
        return [c["predicate"] for c in self.checks if (self.last(c["predicate"]) or {}).get("verdict") == "false"]

    def run_all_now(self) -> int:
        """Queue every saved check at once (the desktop entry's "Run Saved Checks"); how many were queued."""
        for check in self.checks:
            if check["predicate"] not in self._queue:
                self._queue.append(check["predicate"])
        self._next()
        return len(self.checks)

    def run_now(self, predicate: str) -> None:
        if predicate not in self._queue:
            self._queue.append(predicate)
        self._next()

    def _tick(self) -> None:
        now = time.monotonic()
        for check in self.checks:
            if self._due.get(check["predicate"], now) <= now and check["predicate"] not in self._queue:
                self._queue.append(check["predicate"])
        self._next()

    def _next(self) -> None:
        if self._job is not None or not self._queue:
            return
        from reos_desktop.ui.workers import start_call

        predicate = self._queue.pop(0)
        interval = next((c["interval_seconds"] for c in self.checks if c["predicate"] == predicate), 300)
        self._due[predicate] = time.monotonic() + interval
        self._running = predicate
        self.running_changed.emit(1)
        self._job = start_call(run_check, self._settings_source(), predicate, on_done=self._done,
                               on_failed=self._failed, name="saved-check")

    @Slot(object)
    def _done(self, result) -> None:
        predicate = self._running
        self._job = None
        code = result.exit_code if result is not None else 3
        explanation = (result.explanation or result.answer) if result is not None else "the check gave no verdict"
        self._record(predicate, code, explanation)

    @Slot(str)
    def _failed(self, message: str) -> None:
        predicate = self._running
        self._job = None
        self._record(predicate, 3, f"cannot determine: {message}")

    def _record(self, predicate: str, code: int | None, explanation: str) -> None:
        previous, new = self.memory.record(predicate, code, explanation)
        self.verdict.emit(predicate, new, explanation)
        if self.memory.is_flip(previous, new):
            self.flipped.emit(predicate, previous, new, explanation)
        self.running_changed.emit(0)
        self._next()

    def summary(self, predicate: str) -> str:
        last = self.memory.last(predicate)
        return f"{predicate}: {last['verdict']}" if last else f"{predicate}: not checked yet"


__all__ = ["SavedChecks", "run_check", "verdict_name"]
