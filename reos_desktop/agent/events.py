"""What a running turn reports, in order: the typed progress the CLI, the chat pane and the tray consume.

A turn is a generator of these events (`Agent.ask`, `Agent.check`). The Qt side runs it on a worker thread
and re-emits each event as a signal; the CLI prints them. The last event is always `TurnFinished`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reos_desktop.evidence.models import EvidenceItem


@dataclass
class Notice:
    """One line worth showing the user: "the model server is not reachable; answering offline"."""

    message: str
    level: str = "info"  # info | warning


@dataclass
class ToolCallStarted:
    evidence_id: str
    tool: str
    args: dict[str, Any]
    summary: str  # "top 20 processes by CPU"


@dataclass
class ToolCallFinished:
    item: EvidenceItem
    summary: str  # a one-line result summary: "312 processes, showing 20"


@dataclass
class Rejected:
    """A model turn that was refused and never executed: malformed, unknown tool, bad arguments."""

    reason: str
    raw: str = ""


@dataclass
class AnswerDelta:
    """New answer text, as the model streams the `result` field."""

    text: str


@dataclass
class TurnResult:
    question: str
    answer: str
    task_completed: bool
    ending: str  # completed | done | iteration_limit | timeout | token_budget | cancelled | model_error | offline | error
    evidence: list[EvidenceItem]
    verification: Any  # certainty.wrapper.VerificationResult
    metadata: dict[str, Any]
    citations: list[str] = field(default_factory=list)
    suggested_command: str | None = None
    session_id: str | None = None
    turn_id: int | None = None
    # check mode only
    exit_code: int | None = None
    explanation: str | None = None


@dataclass
class TurnFinished:
    result: TurnResult


Event = Notice | ToolCallStarted | ToolCallFinished | Rejected | AnswerDelta | TurnFinished
