"""What a tool function gets besides its arguments: the target, the runner, and a record of the run.

A tool returns only its data; everything else an evidence item needs (the exact invocations, what was
cut and how to narrow, what could not be read and why, how many secrets were redacted) is recorded
here as the tool goes, so no tool can forget to say it was incomplete.
"""

from __future__ import annotations

from typing import Any, Sequence

from reos_desktop.errors import ReosError
from reos_desktop.redact import redact_with_count
from reos_desktop.target import RunResult, Target


class ToolError(ReosError):
    """The tool ran but could not answer (systemd not running, no container runtime reachable …).

    It becomes the evidence item's `error`; `data` may carry what was learned anyway."""

    exit_code = 1

    def __init__(self, message: str, data: Any = None):
        super().__init__(message)
        self.data = data


class ToolContext:
    def __init__(self, target: Target):
        self.target = target
        self.invocations: list[str] = []
        self.truncated: dict[str, str] = {}
        self.unreadable: dict[str, str] = {}
        self.redactions = 0

    # -- running things -------------------------------------------------------------------------
    def run(self, argv: Sequence[str], **kwargs) -> RunResult:
        """Run an allowlisted argv through the one runner and record the exact argv (redacted)."""
        from reos_desktop.tools import runner

        self.invocations.append(runner.describe(argv))
        return runner.run(argv, target=self.target, **kwargs)

    def record(self, call: str) -> None:
        """Record a call that is not a command: an API request, a file read, a kernel interface."""
        self.invocations.append(self.redact(call))

    # -- saying what is missing -----------------------------------------------------------------
    def cut(self, field: str, marker: str | None) -> None:
        """`field` was cut to a limit; `marker` says how much was left out and how to narrow."""
        if marker:
            self.truncated[field] = marker

    def unreadable_part(self, what: str, why: str) -> None:
        self.unreadable[what] = why

    @property
    def complete(self) -> bool:
        return not self.truncated and not self.unreadable

    # -- secrets --------------------------------------------------------------------------------
    def redact(self, text: str) -> str:
        cleaned, count = redact_with_count(text)
        self.redactions += count
        return cleaned

    @property
    def live(self) -> bool:
        return bool(getattr(self.target, "live", False))

    def require_live(self, what: str) -> None:
        if not self.live:
            root = getattr(getattr(self.target, "root", None), "label", "this target")
            raise ToolError(f"{what} can only be read on a running system, not from the files under {root}")
