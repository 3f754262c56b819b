"""Where tools and collectors read from: this machine, or an isolated environment during a trial.

A Target gives two things: a root folder to read files under, and a way to run an allowlisted argv
inside it. The local target runs argv directly; environment targets (reos_desktop/envs) wrap it in
their exec (nsenter, systemd-nspawn's machine, podman exec, kubectl exec).

`REOS_TARGET=pid:N` makes the current target the environment whose first process is host PID N: its
files are read through /proc/N/root and its commands run through nsenter. The evaluation harness sets
it for each trial's `reos check`/`reos ask` subprocess, so parallel trials never share a target.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Protocol

from reos_desktop.state.root import Root


@dataclass
class RunResult:
    argv: list[str]
    returncode: int
    stdout: str
    stderr: str
    duration_s: float
    truncated: bool = False
    timed_out: bool = False


class Target(Protocol):
    name: str
    root: Root
    # True when this process can read the target's /proc, sockets and kernel directly (psutil works).
    live: bool

    def argv_prefix(self) -> list[str]:
        """What to put before an allowlisted argv so that it runs inside the target ([] for local)."""
        ...


@dataclass
class LocalTarget:
    name: str = "local"
    root: Root = field(default_factory=Root)
    live: bool = True

    def argv_prefix(self) -> list[str]:
        return []


TARGET_VARIABLE = "REOS_TARGET"
_PID_TARGET = re.compile(r"^pid:([1-9][0-9]{0,9})$")
_current: Target | None = None


def current() -> Target:
    """The target set by set_current, else the one REOS_TARGET names, else this machine."""
    global _current
    if _current is None:
        _current = from_environment(os.environ.get(TARGET_VARIABLE, ""))
    return _current


def from_environment(value: str) -> Target:
    """The target a REOS_TARGET value names: empty or `local` for this machine, `pid:N` for an environment."""
    from reos_desktop.errors import UsageError

    value = value.strip()
    if value in ("", "local"):
        return LocalTarget()
    match = _PID_TARGET.match(value)
    if not match:
        raise UsageError(f"{TARGET_VARIABLE}={value!r} is not a target; use pid:N (an environment's first "
                         f"process) or local.")
    pid = int(match.group(1))
    if not os.path.isdir(f"/proc/{pid}/root"):
        raise UsageError(f"{TARGET_VARIABLE}={value}: there is no process {pid} to read the environment through.")
    from reos_desktop.envs.targets import EnvironmentTarget, ProcRoot, nsenter_prefix

    return EnvironmentTarget(name=value, root=ProcRoot(pid), prefix=nsenter_prefix(pid))


def set_current(target: Target) -> None:
    global _current
    _current = target
