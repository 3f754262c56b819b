"""The reos(1) man page in roff, generated from the argparse definitions (argspec.py): every command, its
usage, description and options come from the parser, so the page cannot drift from what `reos` accepts.
Environment, files and exit codes follow the CLI contract (shared/specs/cli.md)."""

from __future__ import annotations

from reos_desktop import __version__
from reos_desktop.cli.argspec import Command, Option, command_tree

ENVIRONMENT = [
    ("REOS_HOME", "One folder for configuration, data and cache instead of the XDG folders."),
    ("REOS_PROVIDER", "The model provider: ollama, openai, anthropic or offline (default ollama)."),
    ("REOS_MODEL", "The model name (default: a small tool-capable Ollama model)."),
    ("REOS_OLLAMA_URL, OLLAMA_HOST", "The Ollama server (default http://localhost:11434)."),
    ("REOS_OPENAI_URL, OPENAI_API_KEY", "An OpenAI-compatible server and its key."),
    ("ANTHROPIC_API_KEY", "The Anthropic key."),
    ("REOS_DEBUG", "Set to 1 to see a traceback instead of the one-line internal error."),
]

FILES = [
    ("$XDG_CONFIG_HOME/reos/config.toml", "Settings (or $REOS_HOME/config.toml)."),
    ("$XDG_DATA_HOME/reos/reos.db", "The one SQLite file: steady-state history, evidence and sessions."),
    ("$XDG_CONFIG_HOME/autostart/io.github.reos_desktop.ReOS.desktop",
     "Present when the app starts in the tray at login (Settings, or reos install-desktop --autostart)."),
]

EXIT_STATUS = [
    ("0", "Success; for check: the predicate is true."),
    ("1", "For check: the predicate is false."),
    ("2", "Bad usage or input; for check: the predicate is poorly posed."),
    ("3", "For check: it cannot be determined from the evidence."),
    ("70", "An internal error."),
    ("130", "Interrupted."),
]


def roff_escape(text: str) -> str:
    """Text safe in a roff line: backslashes and hyphens escaped, no line starting with a control character."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text[:1] in (".", "'") else text


def _option_line(option: Option) -> str:
    flags = ", ".join(f"\\fB{roff_escape(flag)}\\fR" for flag in option.flags)
    if not option.takes_value:
        return flags
    value = "|".join(option.choices) if option.choices else option.metavar or "VALUE"
    value = f"\\fI{roff_escape(value)}\\fR"
    return f"{flags} [{value}]" if option.value_optional else f"{flags} {value}"


def _options_block(options: list[Option]) -> list[str]:
    lines = []
    for option in options:
        lines += [".TP", _option_line(option), roff_escape(option.help or "")]
    return lines


def _command_block(command: Command) -> list[str]:
    lines = [f".SS {roff_escape(command.name)}", roff_escape(command.usage)]
    text = command.description or command.help
    if text:
        lines += [".PP", roff_escape(text)]
    for positional in command.positionals:
        lines += [".TP", f"\\fI{roff_escape(positional.name)}\\fR" + (" ..." if positional.repeated else ""),
                  roff_escape(positional.help or (f"one of: {', '.join(positional.choices)}" if positional.choices
                                                  else ""))]
    if command.subcommands:
        lines += [".PP", "Commands: " + ", ".join(f"\\fB{roff_escape(name)}\\fR" for name in command.subcommands) + "."]
    own = [option for option in command.options if option.long != "--help"]
    lines += _options_block(own)
    return lines


def _table(rows: list[tuple[str, str]], bold: bool = True) -> list[str]:
    lines = []
    for term, text in rows:
        lines += [".TP", f"\\fB{roff_escape(term)}\\fR" if bold else roff_escape(term), roff_escape(text)]
    return lines


def manpage(root: Command | None = None) -> str:
    root = root or command_tree()
    lines = [f'.TH REOS 1 "" "reos {__version__}" "User Commands"', ".SH NAME",
             "reos \\- answers about this Linux machine, grounded in evidence read from it",
             ".SH SYNOPSIS", ".B reos", "[\\fIOPTIONS\\fR] [\\fICOMMAND\\fR [\\fIARGUMENTS\\fR]]", ".SH DESCRIPTION",
             roff_escape(root.description), ".PP",
             "Without a command, \\fBreos\\fR starts the desktop app (\\fBreos gui\\fR). ReOS only reads the "
             "machine: it never changes it.", ".SH OPTIONS"]
    lines += _options_block(root.options)
    lines.append(".SH COMMANDS")
    for command in root.walk():
        if command is not root:
            lines += _command_block(command)
    lines.append(".SH ENVIRONMENT")
    lines += _table(ENVIRONMENT)
    lines.append(".SH FILES")
    lines += _table(FILES, bold=False)
    lines.append(".SH EXIT STATUS")
    lines += _table(EXIT_STATUS)
    lines += [".SH SEE ALSO", "\\fBjournalctl\\fR(1), \\fBsystemctl\\fR(1), \\fBollama\\fR(1)"]
    return "\n".join(lines) + "\n"
