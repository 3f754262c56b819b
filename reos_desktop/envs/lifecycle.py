"""Environments still running when the process exits are stopped, so no overlay mount, container or
pod outlives the trial that made it (an exception or Ctrl-C between start() and stop() included)."""

from __future__ import annotations

import atexit
import threading

_live: dict[int, object] = {}
_lock = threading.Lock()


def register(environment) -> None:
    with _lock:
        _live[id(environment)] = environment


def unregister(environment) -> None:
    with _lock:
        _live.pop(id(environment), None)


def running() -> list:
    with _lock:
        return list(_live.values())


@atexit.register
def _stop_all() -> None:
    for environment in running():
        try:
            environment.stop(delete=True)
        except Exception:  # noqa: BLE001 - at exit, one failed stop must not keep the others running
            pass
