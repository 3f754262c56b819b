"""`reos verify BUNDLE.json [--json]`: run the certainty wrapper on a saved evidence bundle."""

from __future__ import annotations

import argparse


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser(
        "verify", help="check every claim of an answer against its evidence bundle",
        description="Run the certainty wrapper on an evidence bundle (shared/specs/evidence-bundle.md): every "
                    "claim of its answer is marked verified, contradicted, unsupported, stale, conflicting or "
                    "inference, with the evidence behind it, and the answer gets a calibrated confidence.")
    parser.add_argument("bundle", metavar="BUNDLE.json", help="an evidence bundle with an answer")
    parser.add_argument("--json", action="store_true", help="print the result as JSON (evidence-bundle §5)")
    parser.set_defaults(run=_run)


def _run(args: argparse.Namespace) -> int:
    from reos_desktop.certainty.cli import run_verify

    return run_verify(args)
