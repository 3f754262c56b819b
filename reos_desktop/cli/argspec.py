"""The `reos` command line as plain data, read from the argparse definitions themselves (build_parser()),
so shell completion and the man page are generated from what the parser really accepts and cannot drift.

    root = command_tree()          # Command("reos"), .subcommands["eval"].subcommands["run"], ...
    for command in root.walk(): command.path, command.options, command.positionals
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass, field

# Value kinds a shell can complete: files, folders, a fixed list, or nothing it could know.
FILE, DIRECTORY, CHOICE, FREE = "file", "directory", "choice", "free"


@dataclass
class Option:
    flags: list[str]                  # ["-o", "--output"]
    help: str
    takes_value: bool
    value_optional: bool = False      # nargs="?": `--diff` or `--diff 12`
    metavar: str = ""
    choices: list[str] = field(default_factory=list)
    kind: str = FREE

    @property
    def long(self) -> str:
        return next((flag for flag in self.flags if flag.startswith("--")), self.flags[0])


@dataclass
class Positional:
    name: str                         # the metavar shown in usage
    help: str
    repeated: bool                    # nargs="*" or "+"
    choices: list[str] = field(default_factory=list)
    kind: str = FREE


@dataclass
class Command:
    path: list[str]                   # ["reos", "eval", "run"]
    help: str
    description: str
    usage: str
    options: list[Option] = field(default_factory=list)
    positionals: list[Positional] = field(default_factory=list)
    subcommands: dict[str, "Command"] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return " ".join(self.path)

    def walk(self):
        yield self
        for child in self.subcommands.values():
            yield from child.walk()

    def value_options(self) -> list[Option]:
        return [option for option in self.options if option.takes_value]


def _kind(metavar: str, choices: list[str]) -> str:
    """What a value names, judged from its metavar (FILE, FILE.png, BUNDLE.json, DIR, TASKS_DIR)."""
    if choices:
        return CHOICE
    upper = metavar.upper()
    if re.search(r"(^|_)DIR$", upper):
        return DIRECTORY
    if upper.startswith("FILE") or re.search(r"\.[A-Z]+$", upper) or upper.endswith("_FILE"):
        return FILE
    return FREE


def _help_text(action: argparse.Action) -> str:
    text = action.help or ""
    if text == argparse.SUPPRESS:
        return ""
    if "%(" in text:
        try:
            text = text % {**vars(action), "prog": "reos"}
        except (KeyError, TypeError, ValueError):
            pass
    return " ".join(text.split())


def _option(action: argparse.Action) -> Option:
    takes_value = action.nargs != 0
    choices = [str(choice) for choice in action.choices] if action.choices else []
    metavar = action.metavar if isinstance(action.metavar, str) else (action.dest.upper() if takes_value else "")
    return Option(flags=list(action.option_strings), help=_help_text(action), takes_value=takes_value,
                  value_optional=action.nargs == "?", metavar=metavar, choices=choices,
                  kind=_kind(metavar, choices) if takes_value else FREE)


def _positional(action: argparse.Action) -> Positional:
    choices = [str(choice) for choice in action.choices] if action.choices else []
    name = action.metavar if isinstance(action.metavar, str) else action.dest.upper()
    return Positional(name=name, help=_help_text(action), repeated=action.nargs in ("*", "+"),
                      choices=choices, kind=_kind(name, choices))


def _command(parser: argparse.ArgumentParser, path: list[str], help_text: str) -> Command:
    command = Command(path=path, help=help_text, description=" ".join((parser.description or "").split()),
                      usage=" ".join(parser.format_usage().replace("usage:", "", 1).split()))
    for action in parser._actions:  # argparse keeps no public list of its arguments
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: _help_text(choice) for choice in action._choices_actions}
            for name, child in action.choices.items():
                if child.prog.split()[-1] != name:
                    continue  # an alias: the canonical name is listed already
                command.subcommands[name] = _command(child, path + [name], helps.get(name, ""))
        elif action.option_strings:
            if action.help != argparse.SUPPRESS:
                command.options.append(_option(action))
        elif action.help != argparse.SUPPRESS:
            command.positionals.append(_positional(action))
    return command


def command_tree(parser: argparse.ArgumentParser | None = None) -> Command:
    if parser is None:
        from reos_desktop.cli.main import build_parser

        parser = build_parser()
    return _command(parser, [parser.prog], "")
