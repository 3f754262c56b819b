"""Running host-side helper processes (nsenter, podman, kubectl, ...) for the environments.

Every process gets its own session so a time-out can kill the whole group: nsenter forks its child
into the environment's PID namespace, and killing only nsenter would leave that child running.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from typing import Mapping, Sequence

from reos_desktop.envs.base import EnvironmentError, ExecResult

# A host-side grace period on top of the inner `timeout`, so the inner one (which can report) fires first.
HOST_GRACE_S = 5.0


def run(argv: Sequence[str], timeout_sec: float | None = None, input_bytes: bytes | None = None,
        env: Mapping[str, str] | None = None, cwd: str | None = None) -> ExecResult:
    """Run argv on the host, capture text output; on time-out kill its process group."""
    started = time.monotonic()
    try:
        proc = subprocess.Popen(list(argv), stdin=subprocess.PIPE if input_bytes is not None else subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                                env=dict(env) if env is not None else None, cwd=cwd)
    except FileNotFoundError as err:
        raise EnvironmentError(f"{argv[0]} is not installed ({err.strerror}).") from None
    timed_out = False
    try:
        out, err = proc.communicate(input=input_bytes, timeout=timeout_sec)
    except subprocess.TimeoutExpired:
        timed_out = True
        kill_group(proc.pid)
        out, err = proc.communicate()
    return ExecResult(stdout=out.decode("utf-8", "replace"), stderr=err.decode("utf-8", "replace"),
                      return_code=proc.returncode if not timed_out else 124,
                      duration_s=time.monotonic() - started, timed_out=timed_out)


def check(argv: Sequence[str], what: str, timeout_sec: float | None = 120, **kwargs) -> ExecResult:
    """Run argv and raise one clear sentence naming `what` failed, with the tool's last error line."""
    result = run(argv, timeout_sec=timeout_sec, **kwargs)
    if result.return_code != 0 or result.timed_out:
        raise EnvironmentError(f"{what} failed: {last_line(result)}")
    return result


def last_line(result: ExecResult) -> str:
    if result.timed_out:
        return f"timed out after {result.duration_s:.0f} s"
    lines = [line for line in (result.stderr or result.stdout).strip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else f"exit code {result.return_code}"


def host_timeout(timeout_sec: float | None) -> float | None:
    return timeout_sec + HOST_GRACE_S if timeout_sec else None


def kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def wait_gone(pid: int, timeout_s: float = 5.0) -> bool:
    """Wait until a process (not necessarily our child) has exited."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if not os.path.exists(f"/proc/{pid}"):
            return True
        try:
            with open(f"/proc/{pid}/stat", "rb") as handle:
                if handle.read().rsplit(b")", 1)[1].split()[0] == b"Z":
                    return True
        except OSError:
            return True
        time.sleep(0.01)
    return False


def children_of(pid: int) -> list[int]:
    """The PIDs whose parent is PID."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as handle:
            return [int(value) for value in handle.read().split()]
    except OSError:
        pass
    found = []  # kernels without CONFIG_PROC_CHILDREN: scan every process's parent
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as handle:
                    if int(handle.read().rsplit(b")", 1)[1].split()[1]) == pid:
                        found.append(int(entry))
            except (OSError, ValueError, IndexError):
                continue
    return found
