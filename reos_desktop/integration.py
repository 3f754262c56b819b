"""Desktop integration without root: the desktop entry, icons and AppStream metainfo under the user's
XDG data folder, and the login autostart entry under the XDG config folder.

    install_desktop()              # ~/.local/share/applications/<APP_ID>.desktop, icons, metainfo
    uninstall_desktop()            # removes exactly what install_desktop writes
    set_autostart(True)            # ~/.config/autostart/<APP_ID>.desktop runs `reos gui --minimized`
    autostart_enabled()

The templates live in packaging/ and resources/ (a source checkout, or reos_desktop/_data in a wheel).
Their Exec lines say plain `reos`; the installed copies name the absolute path of the `reos` that is
running now, because a pipx or venv `bin/` folder is often not on the PATH the desktop session sees.

No Qt here: the CLI and the settings dialog both call these functions.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from reos_desktop import APP_ID, paths

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
AUTOSTART_ARGS = ("gui", "--minimized")


# -- where things go -------------------------------------------------------------------------------
def _xdg_base(var: str, fallback: str) -> Path:
    """An XDG base folder itself (paths.py adds 'reos' to it; desktop files go in the shared one)."""
    value = os.environ.get(var)
    return Path(value) if value and os.path.isabs(value) else Path.home() / fallback


def default_data_home() -> Path:
    return _xdg_base("XDG_DATA_HOME", ".local/share")


def default_config_home() -> Path:
    return _xdg_base("XDG_CONFIG_HOME", ".config")


def autostart_file(config_home_dir: Path | None = None) -> Path:
    return (config_home_dir or default_config_home()) / "autostart" / f"{APP_ID}.desktop"


# -- where things come from --------------------------------------------------------------------------
def desktop_template() -> Path:
    return paths.packaging_dir() / f"{APP_ID}.desktop"


def autostart_template() -> Path:
    return paths.packaging_dir() / "autostart" / f"{APP_ID}.desktop"


def metainfo_source() -> Path:
    return paths.packaging_dir() / f"{APP_ID}.metainfo.xml"


def icons_dir() -> Path:
    return paths.resources_dir() / "icons"


def icon_files() -> list[tuple[Path, str]]:
    """(source file, path under the data folder) for every icon installed into the hicolor theme."""
    icons = icons_dir()
    pairs = [(icons / f"{APP_ID}.svg", f"icons/hicolor/scalable/apps/{APP_ID}.svg"),
             (icons / f"{APP_ID}-symbolic.svg", f"icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg")]
    for size in HICOLOR_SIZES:
        folder = f"{size}x{size}"
        pairs.append((icons / "hicolor" / folder / "apps" / f"{APP_ID}.png", f"icons/hicolor/{folder}/apps/{APP_ID}.png"))
    return pairs


# Generated at install time from the command definitions, so they match this version of reos. Each
# folder is one the tool itself searches under $XDG_DATA_HOME: man-db (via ~/.local/bin on PATH),
# bash-completion and fish.
GENERATED = {"man/man1/reos.1": ("manpage", None),
             "bash-completion/completions/reos": ("completion", "bash"),
             "fish/vendor_completions.d/reos.fish": ("completion", "fish")}


def installed_files(data_home_dir: Path | None = None) -> list[Path]:
    """Every file install_desktop writes, in the order it writes them."""
    base = data_home_dir or default_data_home()
    files = [base / "applications" / f"{APP_ID}.desktop", base / "metainfo" / f"{APP_ID}.metainfo.xml"]
    files += [base / relative for _, relative in icon_files()]
    files += [base / relative for relative in GENERATED]
    return files


def _generated_text(kind: str, shell: str | None) -> str:
    from reos_desktop.cli.argspec import command_tree

    root = command_tree()
    if kind == "manpage":
        from reos_desktop.cli.manpage import manpage

        return manpage(root)
    from reos_desktop.cli.completion import script

    return script(shell, root)


# -- the command the entries run -------------------------------------------------------------------------
def reos_command() -> list[str]:
    """The argv that starts this same installation of reos, with an absolute path.

    Order: the `reos` script this process was started as (kept unresolved, so a pipx link in ~/.local/bin
    stays valid across upgrades), the `reos` next to this Python, then this Python with `-m reos_desktop`.
    Inside a Flatpak the host's session starts us, so the command goes through `flatpak run`."""
    if os.environ.get("FLATPAK_ID") == APP_ID and Path("/.flatpak-info").exists():
        return ["flatpak", "run", "--command=reos", APP_ID]
    started_as = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started_as is not None and started_as.name == "reos" and started_as.is_file():
        return [str(started_as.absolute())]
    beside_python = Path(sys.executable).parent / "reos"
    if beside_python.is_file() and os.access(beside_python, os.X_OK):
        return [str(beside_python)]
    return [sys.executable, "-m", "reos_desktop"]


def _exec_quote(argument: str) -> str:
    """Quoting for an Exec key (desktop entry spec): double quotes around anything unusual, with `"`, `` ` ``,
    `$` and `\\` escaped inside; `%` doubled so it is not read as a field code."""
    argument = argument.replace("%", "%%")
    if argument and all(c.isalnum() or c in "-_./=+:," for c in argument):
        return argument
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    # The key's value is itself an escaped string, so each backslash is written twice.
    return '"' + escaped.replace("\\", "\\\\") + '"'


def exec_line(command: list[str], arguments: list[str] | tuple[str, ...]) -> str:
    return " ".join(_exec_quote(part) for part in command) + "".join(" " + arg for arg in arguments)


def with_absolute_exec(entry_text: str, command: list[str]) -> str:
    """The entry with each `Exec=reos ...` naming `command` instead, and TryExec its program."""
    lines = []
    for line in entry_text.splitlines():
        key, sep, value = line.partition("=")
        if sep and key.strip() == "Exec":
            words = value.strip().split(" ")
            if words and words[0] == "reos":
                line = "Exec=" + exec_line(command, words[1:])
        elif sep and key.strip() == "TryExec" and value.strip() == "reos":
            line = "TryExec=" + command[0]
        lines.append(line)
    return "\n".join(lines) + "\n"


def exec_argv(exec_value: str) -> list[str]:
    """An Exec value back to argv, field codes (%U, %f) dropped: the reverse of exec_line."""
    value = exec_value.replace("\\\\", "\\")  # the string-type escape of the key's value
    words, word, quoted, started, i = [], [], False, False, 0
    while i < len(value):
        char = value[i]
        if quoted and char == "\\" and i + 1 < len(value) and value[i + 1] in '"`$\\':
            word.append(value[i + 1])
            i += 1
        elif char == '"':
            quoted, started = not quoted, True
        elif char == " " and not quoted:
            if started or word:
                words.append("".join(word))
            word, started = [], False
        else:
            word.append(char)
        i += 1
    if started or word:
        words.append("".join(word))
    return [w.replace("%%", "%") for w in words if not (len(w) == 2 and w[0] == "%" and w != "%%")]


# -- writing -------------------------------------------------------------------------------------------------
def _write(target: Path, data: bytes) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, target)  # a menu that rereads the folder never sees half a file
    return target


def _missing_sources() -> list[Path]:
    sources = [desktop_template(), metainfo_source()] + [source for source, _ in icon_files()]
    return [source for source in sources if not source.is_file()]


def install_desktop(data_home: Path | None = None) -> list[Path]:
    """Writes the desktop entry (Exec naming this reos), the metainfo, the hicolor icons, the man page and the
    bash and fish completions; returns the files written."""
    from reos_desktop.errors import ReosError

    missing = _missing_sources()
    if missing:
        raise ReosError(f"this installation lacks its desktop files ({missing[0]} is missing); reinstall reos-desktop")
    base = data_home or default_data_home()
    targets = installed_files(base)
    entry = with_absolute_exec(desktop_template().read_text(encoding="utf-8"), reos_command())
    written = [_write(targets[0], entry.encode()), _write(targets[1], metainfo_source().read_bytes())]
    for (source, relative) in icon_files():
        written.append(_write(base / relative, source.read_bytes()))
    for relative, (kind, shell) in GENERATED.items():
        written.append(_write(base / relative, _generated_text(kind, shell).encode()))
    # Icon caches and menus watch the theme folder's time stamp (icon theme spec: "touch" it after a change).
    hicolor = base / "icons" / "hicolor"
    os.utime(hicolor)
    return written


def uninstall_desktop(data_home: Path | None = None) -> list[Path]:
    """Removes the files install_desktop writes (nothing else); returns those that were there."""
    base = data_home or default_data_home()
    removed = []
    for target in installed_files(base):
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
    # Empty folders this app made (apps/, 48x48/) are left: other apps share them and they cost nothing.
    if (base / "icons" / "hicolor").is_dir():
        os.utime(base / "icons" / "hicolor")
    return removed


def set_autostart(enabled: bool, config_home: Path | None = None) -> Path | None:
    """Turns the login autostart entry on (returns its path) or off (returns None)."""
    target = autostart_file(config_home)
    if not enabled:
        if target.is_file() or target.is_symlink():
            target.unlink()
        return None
    from reos_desktop.errors import ReosError

    template = autostart_template()
    if not template.is_file():
        raise ReosError(f"this installation lacks its autostart entry ({template} is missing); reinstall reos-desktop")
    return _write(target, with_absolute_exec(template.read_text(encoding="utf-8"), reos_command()).encode())


def autostart_enabled(config_home: Path | None = None) -> bool:
    """True when our autostart entry exists and is not switched off by Hidden=true (as some desktops do)."""
    target = autostart_file(config_home)
    try:
        text = target.read_text(encoding="utf-8")
    except OSError:
        return False
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip() in ("Hidden", "X-GNOME-Autostart-enabled"):
            if value.strip().lower() == ("true" if key.strip() == "Hidden" else "false"):
                return False
    return True
