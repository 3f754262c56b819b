"""`reos completion bash|zsh|fish` and `reos manpage`: shell completion and the man page, generated from
the command definitions each time, so they always match this version of reos."""

from __future__ import annotations

import argparse

SHELLS = ("bash", "zsh", "fish")


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser(
        "completion", help="print a shell completion script (bash, zsh or fish)",
        description="Print the completion script for a shell. bash: source <(reos completion bash); "
                    "zsh: source <(reos completion zsh); fish: reos completion fish | source. "
                    "'reos install-desktop' installs the bash and fish ones where those shells look.")
    parser.add_argument("shell", choices=SHELLS, help="the shell: bash, zsh or fish")
    parser.set_defaults(run=run_completion)

    manpage = subparsers.add_parser(
        "manpage", help="print the reos(1) man page (roff)",
        description="Print the reos(1) man page in roff, generated from the command definitions: "
                    "reos manpage > reos.1; man -l reos.1")
    manpage.set_defaults(run=run_manpage)


def run_completion(args: argparse.Namespace) -> int:
    import sys

    from reos_desktop.cli.completion import script

    sys.stdout.write(script(args.shell))
    return 0


def run_manpage(args: argparse.Namespace) -> int:
    import sys

    from reos_desktop.cli.manpage import manpage

    sys.stdout.write(manpage())
    return 0
