"""`reos gui [--screenshot FILE.png] [--panel NAME] [--quick-ask] [--run-checks] [--minimized]`: the desktop app (also plain
`reos`)."""

from __future__ import annotations

import argparse

PANELS = ("overview", "disks", "network", "packages", "services", "users", "processes", "containers", "logs",
          "history")


def add_parser(subparsers) -> None:
    from reos_desktop.cli.common import add_model_options

    parser = subparsers.add_parser(
        "gui", help="start the desktop app (the default command)",
        description="Start the desktop app: state panels, chat with certainty badges, tray icon. A second launch "
                    "raises the running window (or opens its quick ask with --quick-ask).")
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="render the main window off-screen with this machine's data, save a PNG and exit")
    parser.add_argument("--panel", metavar="NAME", help=f"with --screenshot: the panel shown ({', '.join(PANELS)})")
    parser.add_argument("--question", metavar="TEXT",
                        help="with --screenshot: ask this first and capture the answer with its badges")
    parser.add_argument("--size", metavar="WxH", help="with --screenshot: window size (default 1440x900)")
    parser.add_argument("--dark", action="store_true",
                        help="with --screenshot: a dark palette, as a dark desktop theme gives the app")
    parser.add_argument("--quick-ask", action="store_true",
                        help="open the quick-ask window (in the running app, if there is one)")
    parser.add_argument("--run-checks", action="store_true",
                        help="run every saved check now and show the window (in the running app, if there is one)")
    parser.add_argument("--minimized", action="store_true",
                        help="start in the system tray with the main window hidden (as the login autostart does); "
                             "where there is no tray the window is shown")
    add_model_options(parser)
    parser.set_defaults(run=run)


def has_display(environ=None) -> bool:
    import os

    environ = os.environ if environ is None else environ
    return bool(environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY") or environ.get("QT_QPA_PLATFORM"))


def run(args: argparse.Namespace) -> int:
    import os

    from reos_desktop.errors import UsageError

    if args.screenshot:
        # Off-screen rendering needs no display; keep a platform someone chose on purpose (xcb under Xvfb).
        if not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from reos_desktop.config import load_settings
        from reos_desktop.ui.screenshot import take_screenshot

        return take_screenshot(args, load_settings(args))
    chosen = [flag for flag in ("minimized", "quick_ask", "run_checks") if getattr(args, flag)]
    if len(chosen) > 1:
        raise UsageError(" and ".join("--" + f.replace("_", "-") for f in chosen) + " do not go together: choose one")
    for flag in ("panel", "question", "size", "dark"):
        if getattr(args, flag):
            raise UsageError(f"--{flag} goes with --screenshot")
    if not has_display():
        raise UsageError("there is no display to show the app on: use 'reos state', 'reos ask \"QUESTION\"' or "
                         "'reos chat' in this terminal (or 'reos gui --screenshot FILE.png')")
    from reos_desktop.ui.app import run as run_app

    return run_app(args)
