"""The JSON report: the session's evidence bundle (shared/specs/evidence-bundle.md §1).

Every turn's evidence is in `evidence`, each id once. `question`, `answer` and `now` are those of the
last answer, so `reos verify` on this file checks that answer as it was given (staleness judged at the
moment it was answered); every turn, with its claims and the evidence ids it used, is under `turns`.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from reos_desktop.report.session_data import SessionReport


def render_bundle(report: SessionReport) -> dict[str, Any]:
    last = report.turns[-1] if report.turns else None
    bundle: dict[str, Any] = {
        "reos_evidence": 1,
        "now": (last.answered_at if last and last.answered_at else report.generated_at),
    }
    if last is not None:
        bundle["question"] = last.question
        bundle["answer"] = last.answer
    bundle["evidence"] = report.evidence
    bundle["session"] = report.session_id
    bundle["session_kind"] = report.kind
    bundle["created_at"] = report.created_at
    bundle["provider"], bundle["model"] = report.provider, report.model
    bundle["machine"] = report.machine
    bundle["generated_at"] = report.generated_at
    bundle["turns"] = [asdict(turn) for turn in report.turns]
    return bundle
