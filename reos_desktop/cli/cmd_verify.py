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
    opinion = parser.add_argument_group("second opinion (optional, off by default)")
    opinion.add_argument("--second-opinion", action=argparse.BooleanOptionalAction, default=None,
                         help="also ask the model about the claims the checker cannot read; a model's verdict is "
                              "taken only when the words it quotes are in a fresh evidence record "
                              "(default: the second_opinion setting, off)")
    opinion.add_argument("--provider", choices=["ollama", "openai", "anthropic"],
                         help="the model provider for the second opinion (default: the settings)")
    opinion.add_argument("--model", metavar="NAME", help="model name (default: $REOS_MODEL or the config file)")
    opinion.add_argument("--timeout", type=float, metavar="SECONDS", help="give up on the model after this long")
    opinion.add_argument("--config", metavar="FILE", help="read settings from this TOML file")
    parser.set_defaults(run=_run)


def _run(args: argparse.Namespace) -> int:
    from reos_desktop.certainty.cli import run_verify

    return run_verify(args)
