"""No environment outlives the run that made it.

- Environments still running when the process exits normally are stopped (an exception or Ctrl-C
  between start() and stop() included).
- A process killed outright (SIGKILL, a CI time-out) cannot clean up, so each namespace or nspawn
  environment keeps a state folder under /tmp with an `owner.json`: who made it, its leader process,
  its mounts. The next environment to start reaps every folder whose owner is gone: it kills the
  leader, unmounts and removes the folder.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
import threading
from pathlib import Path

from reos_desktop.envs.process import run, wait_gone

STATE_PREFIX = "reos-env-"
OWNER_FILE = "owner.json"

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


# -- state folders and orphans ----------------------------------------------------------------------
def make_state_dir(name: str) -> Path:
    reap_orphans()
    folder = Path(tempfile.mkdtemp(prefix=f"{STATE_PREFIX}{name}-", dir="/tmp"))
    record_owner(folder)
    return folder


def record_owner(folder: Path, leader: int | None = None, mounts: list[str] | None = None) -> None:
    me = os.getpid()
    data = {"owner_pid": me, "owner_started": _start_time(me), "leader_pid": leader,
            "leader_started": _start_time(leader) if leader else None, "mounts": mounts or []}
    (folder / OWNER_FILE).write_text(json.dumps(data))


def reap_orphans() -> list[str]:
    """Clean up the state folders of environments whose owning process no longer exists."""
    reaped = []
    for owner_file in Path("/tmp").glob(f"{STATE_PREFIX}*/{OWNER_FILE}"):
        try:
            data = json.loads(owner_file.read_text())
        except (OSError, ValueError):
            continue
        if _alive(data.get("owner_pid"), data.get("owner_started")):
            continue
        leader = data.get("leader_pid")
        if leader and _alive(leader, data.get("leader_started")):
            try:
                os.kill(leader, 9)
            except ProcessLookupError:
                pass
            wait_gone(leader)
        for mount_point in reversed(data.get("mounts", [])):
            if os.path.ismount(mount_point):
                run(["umount", "-l", mount_point], timeout_sec=30)
        shutil.rmtree(owner_file.parent, ignore_errors=True)
        reaped.append(str(owner_file.parent))
    return reaped


def _start_time(pid: int | None) -> str | None:
    """Field 22 of /proc/PID/stat: with the PID it names one process, even after PIDs are reused."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            return handle.read().rsplit(b")", 1)[1].split()[19].decode()
    except (OSError, IndexError, TypeError):
        return None


def _alive(pid: int | None, started: str | None) -> bool:
    return bool(pid) and _start_time(pid) is not None and _start_time(pid) == started
