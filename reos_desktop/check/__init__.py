"""Offline predicate checks: a documented grammar decided from tool evidence (docs/check-grammar.md).

    from reos_desktop.check import evaluate_predicate
    verdict = evaluate_predicate("port 22 is open and nginx is installed", run_tool, snapshot)
    verdict.exit_code      # 0 true, 1 false, 2 poorly posed, 3 cannot determine
    verdict.explanation    # one line, citing evidence ids

Kept import-light: the parser and deciders load only what a predicate needs.
"""

from __future__ import annotations

from typing import Any


def evaluate_predicate(predicate: str, run_tool, snapshot: Any = None, steady_item: Any = None):
    from reos_desktop.check.evaluate import evaluate_predicate as _evaluate

    return _evaluate(predicate, run_tool, snapshot, steady_item)


def numbered_runner(prefix: str = "e", start: int = 1):
    """A run_tool for callers without an evidence store: runs registry tools and numbers items e1, e2 …"""
    from reos_desktop.check.runner import NumberedRunner

    return NumberedRunner(prefix, start)


__all__ = ["evaluate_predicate", "numbered_runner"]
