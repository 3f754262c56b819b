"""`reos eval run`: the harness lives in reos_desktop/evals; cmd_eval.py dispatches here."""

from __future__ import annotations

from reos_desktop.evals.cli import run_eval_run

__all__ = ["run_eval_run"]
