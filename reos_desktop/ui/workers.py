"""Long work off the GUI thread: a generator (or a plain call) runs on its own QThread and what it yields
is re-emitted as signals, which Qt queues to the GUI thread.

    job = start_job(lambda: agent.ask(question, cancel), on_item=pane.on_event, on_done=pane.on_finished,
                    on_failed=pane.on_failed)
    job = start_call(registry.run, "linux_processes", {"limit": 50}, on_done=panel.show_item)

Receivers should be methods of QObjects (widgets): when a widget is deleted first, Qt drops the queued
signals instead of calling into a dead object. A job keeps itself alive until its thread has finished.
"""

from __future__ import annotations

import sys
import threading
import traceback
from typing import Any, Callable, Iterator

from PySide6.QtCore import QThread, Signal

_RUNNING: set["Job"] = set()
_WARM_LOCK = threading.Lock()
_warm = False


def warm_imports() -> None:
    """Import the heavy modules once, on one thread, before any job runs.

    Two threads importing pydantic for the first time at once can meet PySide6's import hook (it inspects
    every module imported after Qt) half-way and fail with "partially initialized module". So the first
    job imports them under a lock while the others wait; after that, imports are dictionary look-ups."""
    global _warm
    if _warm:
        return
    with _WARM_LOCK:
        if _warm:
            return
        import pydantic  # noqa: F401

        import reos_desktop.agent.loop  # noqa: F401
        import reos_desktop.evidence.models  # noqa: F401
        from reos_desktop.tools.registry import get_registry

        get_registry()
        try:
            import httpx  # noqa: F401
            import ollama  # noqa: F401
        except ImportError:
            pass
        _warm = True


def one_sentence(err: BaseException) -> str:
    """What a failed job tells the user: the error's own sentence for a ReosError, its type otherwise."""
    from reos_desktop.errors import ReosError

    if isinstance(err, ReosError):
        return str(err)
    return f"{type(err).__name__}: {err}".rstrip(": ")


def _safe(value: Any) -> Any:
    """PySide6 6.12 drops a reference to True or False each time Python emits one through a signal, on top
    of the one to True every emit loses (refguard.py keeps the app alive through both). Fewer losses is
    still better: no signal of ours carries a bare bool; states go as ints, and so does a bool result."""
    return int(value) if isinstance(value, bool) else value


class Job(QThread):
    item = Signal(object)     # each value the generator yields
    done = Signal(object)     # the generator's return value, or the call's result
    failed = Signal(str)      # one sentence

    def __init__(self, make_generator: Callable[[], Iterator] | None = None,
                 call: Callable[[], Any] | None = None, name: str = "job", warm: bool = True):
        super().__init__()
        self._make_generator = make_generator
        self._call = call
        self._warm = warm
        self.setObjectName(name)
        self.error: str | None = None

    def run(self) -> None:  # runs on the job's own thread
        try:
            if self._warm:
                warm_imports()
            if self._call is not None:
                result = self._call()
            else:
                generator = self._make_generator()
                while True:
                    try:
                        value = next(generator)
                    except StopIteration as stop:
                        result = stop.value
                        break
                    self.item.emit(_safe(value))
        except Exception as err:  # reported as a signal; the GUI decides how to show it
            self.error = one_sentence(err)
            from reos_desktop.errors import ReosError

            if not isinstance(err, ReosError):
                traceback.print_exc(file=sys.stderr)
            self.failed.emit(self.error)
            return
        self.done.emit(_safe(result))


def _track(job: Job, on_item, on_done, on_failed) -> Job:
    if on_item is not None:
        job.item.connect(on_item)
    if on_done is not None:
        job.done.connect(on_done)
    if on_failed is not None:
        job.failed.connect(on_failed)
    _RUNNING.add(job)
    job.finished.connect(lambda: _forget(job))
    job.start()
    return job


def _forget(job: Job) -> None:
    _RUNNING.discard(job)
    job.deleteLater()


def start_job(make_generator: Callable[[], Iterator], on_item=None, on_done=None, on_failed=None,
              name: str = "generator") -> Job:
    """Run `make_generator()` and iterate it on a new thread."""
    return _track(Job(make_generator=make_generator, name=name), on_item, on_done, on_failed)


def start_call(func: Callable, *args, on_done=None, on_failed=None, name: str | None = None, warm: bool = True,
               **kwargs) -> Job:
    """Run `func(*args, **kwargs)` on a new thread; `on_done` gets its result. `warm=False` for work that
    needs none of the heavy modules (filling a table): it need not wait for their first import."""
    return _track(Job(call=lambda: func(*args, **kwargs), name=name or getattr(func, "__name__", "call"), warm=warm),
                  None, on_done, on_failed)


def running_jobs() -> list[Job]:
    return [job for job in _RUNNING if job.isRunning()]


def wait_for_jobs(timeout_ms: int = 5000) -> bool:
    """At exit: give running jobs a moment to end (they are asked to stop by their owners first)."""
    ok = True
    for job in list(_RUNNING):
        ok = job.wait(timeout_ms) and ok
    return ok
