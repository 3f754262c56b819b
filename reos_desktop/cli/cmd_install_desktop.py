"""`reos install-desktop [--autostart]` and `reos uninstall-desktop`: put ReOS in the application menu
without root (desktop entry, icons, AppStream metainfo, man page and completions under $XDG_DATA_HOME),
and take it out again. The work is done by reos_desktop.integration."""

from __future__ import annotations

import argparse


def add_parser(subparsers) -> None:
    install = subparsers.add_parser(
        "install-desktop", help="add ReOS to your application menu (no root needed)",
        description="Install the desktop entry, icons, AppStream metainfo, man page and bash/fish completions "
                    "under $XDG_DATA_HOME (~/.local/share). The menu entry starts this installation of reos "
                    "by its absolute path.")
    install.add_argument("--autostart", action="store_true",
                         help="also start ReOS in the tray at login ($XDG_CONFIG_HOME/autostart)")
    install.add_argument("--data-home", metavar="DIR",
                         help="install under this folder instead of $XDG_DATA_HOME (for packagers and tests)")
    install.set_defaults(run=run_install)

    uninstall = subparsers.add_parser(
        "uninstall-desktop", help="remove what install-desktop added, and the login autostart entry",
        description="Remove the files 'reos install-desktop' wrote (nothing else) and the autostart entry. "
                    "Your settings and history in the reos data folder stay.")
    uninstall.add_argument("--data-home", metavar="DIR", help="the folder install-desktop used, if not $XDG_DATA_HOME")
    uninstall.set_defaults(run=run_uninstall)


def _data_home(args: argparse.Namespace):
    from pathlib import Path

    from reos_desktop.errors import UsageError

    if not args.data_home:
        return None
    path = Path(args.data_home).expanduser()
    if path.exists() and not path.is_dir():
        raise UsageError(f"--data-home must be a folder, and {path} is a file")
    return path.absolute()


def run_install(args: argparse.Namespace) -> int:
    from reos_desktop import integration
    from reos_desktop.errors import ReosError

    data_home = _data_home(args)
    try:
        written = integration.install_desktop(data_home)
        autostart = integration.set_autostart(True) if args.autostart else None
    except PermissionError as err:
        raise ReosError(f"cannot write {err.filename}: permission denied") from None
    base = data_home or integration.default_data_home()
    print(f"Installed {len(written)} files under {base}:")
    for path in written:
        print(f"  {path}")
    if autostart:
        print(f"ReOS starts in the tray at login: {autostart}")
    command = integration.reos_command()
    print(f"The menu entry runs: {' '.join(command)} gui")
    return 0


def run_uninstall(args: argparse.Namespace) -> int:
    from reos_desktop import integration

    data_home = _data_home(args)
    removed = integration.uninstall_desktop(data_home)
    autostart = integration.autostart_file()
    had_autostart = autostart.exists()
    integration.set_autostart(False)
    if had_autostart:
        removed.append(autostart)
    if not removed:
        print("Nothing to remove: ReOS was not installed in the menu here.")
        return 0
    print(f"Removed {len(removed)} files:")
    for path in removed:
        print(f"  {path}")
    return 0
