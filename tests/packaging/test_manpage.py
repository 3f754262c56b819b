"""The man page is generated from the parser: every command and option appears, and roff accepts it."""

from __future__ import annotations

import argparse
import subprocess

from reos_desktop.cli.argspec import command_tree
from reos_desktop.cli.main import build_parser
from reos_desktop.cli.manpage import manpage, roff_escape

from .conftest import need


def test_every_command_and_option_is_in_the_page(run_reos):
    result = run_reos("manpage")
    assert result.returncode == 0
    page = result.stdout
    tree = command_tree()
    for command in tree.walk():
        if command is not tree:
            assert f".SS {roff_escape(command.name)}\n" in page, command.name
        for option in command.options:
            for flag in option.flags:
                assert f"\\fB{roff_escape(flag)}\\fR" in page, (command.name, flag)
            if option.help:
                assert roff_escape(option.help) in page, (command.name, option.long)
    assert "install\\-desktop" in page and "completion" in page


def test_a_new_option_shows_up_without_touching_the_generator():
    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    subparsers.choices["state"].add_argument("--brand-new", metavar="THING", help="an option added later")
    page = manpage(command_tree(parser))
    assert "\\fB\\-\\-brand\\-new\\fR \\fITHING\\fR" in page and "an option added later" in page


def test_groff_renders_it_without_warnings(tmp_path):
    path = tmp_path / "reos.1"
    path.write_text(manpage())
    result = subprocess.run([need("groff", "groff-base"), "-man", "-Tutf8", "-ww", "-z", str(path)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    text = subprocess.run(["groff", "-man", "-Tutf8", str(path)], capture_output=True, text=True).stdout
    assert "reos install-desktop" in text.replace("\u2010", "-").replace("\x08", "")
