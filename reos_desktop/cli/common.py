"""Options shared by several commands."""

from __future__ import annotations

import argparse


def add_model_options(parser: argparse.ArgumentParser) -> None:
    """The options every model-using command takes (shared/specs/cli.md)."""
    group = parser.add_argument_group("model options")
    group.add_argument("--provider", choices=["ollama", "openai", "anthropic", "offline"],
                       help="who plans the tool calls (default: $REOS_PROVIDER, the config file, then ollama)")
    group.add_argument("--model", metavar="NAME", help="model name (default: $REOS_MODEL or the config file)")
    group.add_argument("--max-iterations", type=int, metavar="N", help="most planner turns (default 8)")
    group.add_argument("--timeout", type=float, metavar="SECONDS", help="give up after this long (default 120)")
    group.add_argument("--config", metavar="FILE", help="read settings from this TOML file")
    group.add_argument("-v", "--verbose", action="store_true", help="show each tool call and a summary of its result")


def add_root_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", metavar="DIR", default="/",
                        help="read files under this root (a mounted image or container root); default /")
