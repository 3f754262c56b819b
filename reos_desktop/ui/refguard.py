"""A guard against a reference-counting bug in PySide6 6.12.0: every signal emitted from Python drops one
reference to `True` (and an emitted `False` one to `False`). Nothing frees them, but once the count
reaches zero the interpreter aborts ("Fatal Python error: bool_dealloc"), which a long session with a
streaming chat reaches after some tens of thousands of signals. 6.11 does not have the bug; the project
pins below 6.12 where it can, and this guard keeps the app alive wherever it cannot.

At start-up a probe emits a signal a few times and watches `True`'s count. Only if it falls, the guard
holds extra references to True, False and None and tops them up every few seconds, so their counts
never come near zero. The references are held in lists that are never freed, not even when the
interpreter shuts down (that would hand the lost references back all at once). It costs 8 bytes per
lost reference.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, QTimer, Signal, Slot

HEADROOM = 200_000      # references held above the count seen at start
TOP_UP_MS = 2_000
_SINGLETONS = (True, False, None)
_guard: "RefGuard | None" = None


class _Probe(QObject):
    ping = Signal()

    @Slot()
    def pong(self) -> None:
        pass


def emitting_loses_references(times: int = 32) -> bool:
    """True when this PySide6 drops a reference to True per emitted signal."""
    probe = _Probe()
    probe.ping.connect(probe.pong)
    before = sys.getrefcount(True)
    for _ in range(times):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    probe.deleteLater()
    return lost >= times // 2


class RefGuard(QObject):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._held: list = []
        self.floor = {id(obj): sys.getrefcount(obj) for obj in _SINGLETONS}
        self.timer = QTimer(self)
        self.timer.setInterval(TOP_UP_MS)
        self.timer.timeout.connect(self.top_up)
        self.top_up()
        self.timer.start()

    @Slot()
    def top_up(self) -> None:
        for obj in _SINGLETONS:
            deficit = self.floor[id(obj)] + HEADROOM - sys.getrefcount(obj)
            if deficit > 0:
                chunk = [obj] * deficit
                # One extra reference to the list itself, never given back: the list is never freed, so
                # the references it holds outlive the interpreter's clean-up at exit.
                ctypes.pythonapi.Py_IncRef(ctypes.py_object(chunk))
                self._held.append(chunk)

    @property
    def held(self) -> int:
        return sum(len(chunk) for chunk in self._held)


def ensure_guard() -> "RefGuard | None":
    """Start the guard once per process, if this PySide6 needs it (a QCoreApplication must exist)."""
    global _guard
    if _guard is None and emitting_loses_references():
        _guard = RefGuard()
    return _guard
