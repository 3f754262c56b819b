"""Entry point of `reos`: parses the command line and hands over to one command module.

Each command lives in `cmd_<name>.py` with `add_parser(subparsers)` and `run(args) -> int`. Those modules
import only argparse at load time, so `reos state` never pays for Qt, pydantic or httpx.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from reos_desktop import __version__

# Order is the order `reos --help` lists them in.
COMMAND_MODULES = [
    "gui", "state", "tools", "tool", "ask", "chat", "check", "verify", "report", "eval",
    "install_desktop", "completion",
]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, as for any bad input
        self.exit(2, f"reos: {message} (see '{self.prog} --help')\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="reos",
        description="ReOS Desktop: answers about this Linux machine, grounded in evidence read from it.",
    )
    parser.add_argument("--version", action="version", version=f"reos {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(f"reos_desktop.cli.cmd_{name}")
        except ModuleNotFoundError as err:
            if err.name == f"reos_desktop.cli.cmd_{name}":
                continue
            raise
        module.add_parser(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    args = parser.parse_args(argv or ["gui"])
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    from reos_desktop.errors import ReosError

    try:
        return int(args.run(args) or 0)
    except ReosError as err:
        print(f"reos: {err}", file=sys.stderr)
        return err.exit_code
    except KeyboardInterrupt:
        print("reos: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # `reos state --json | head` closes the pipe early; that is not an error.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as err:  # the last line of defence: one sentence, not a traceback
        if os.environ.get("REOS_DEBUG"):
            raise
        print(f"reos: internal error: {type(err).__name__}: {err} (set REOS_DEBUG=1 for details)", file=sys.stderr)
        return 70


if __name__ == "__main__":
    raise SystemExit(main())
