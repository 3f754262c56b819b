"""Where tools and collectors read from: this machine, or an isolated environment during a trial.

A Target gives two things: a root folder to read files under, and a way to run an allowlisted argv
inside it. The local target runs argv directly; environment targets (reos_desktop/envs) wrap it in
their exec (nsenter, systemd-nspawn's machine, podman exec, kubectl exec).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol, Sequence

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


_current: Target = LocalTarget()


def current() -> Target:
    return _current


def set_current(target: Target) -> None:
    global _current
    _current = target
