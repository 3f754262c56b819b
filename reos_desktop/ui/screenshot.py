"""`reos gui --screenshot FILE.png [--panel NAME] [--question TEXT]`: render the main window off-screen
with real data from this machine, save a PNG, exit.

It waits (in the normal event loop, polling with a timer) until the first snapshot has arrived and the
chosen panel has shown its live data, and with --question until the answer is complete; then it grabs
the window. A panel that never gets its data within the time limit is still captured, and the command
says so.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QTimer

from reos_desktop.errors import ReosError, UsageError

WAIT_DATA_S = 25.0
WAIT_ANSWER_S = 180.0
SETTLE_MS = 400  # let the last re-render (Markdown throttle, column sizes) land before grabbing


def panel_ready(panel) -> bool:
    if not panel.has_data:
        return False
    return all(feed.last_item is not None or feed.failed_once for feed in panel.feeds)


def take_screenshot(args, settings) -> int:
    from reos_desktop.ui.app import ReosServices, make_application
    from reos_desktop.ui.panels import panel_names

    path = Path(args.screenshot).expanduser()
    if path.suffix.lower() != ".png":
        raise UsageError(f"the screenshot must be a .png file, not {path.name!r}")
    if not path.parent.is_dir():
        raise UsageError(f"cannot save the screenshot to {path}: the folder {path.parent} does not exist")
    name = (args.panel or "overview").strip().lower().replace("&", "").replace(" ", "")
    name = {"usersgroups": "users", "usersandgroups": "users", "groups": "users"}.get(name, name)
    if name not in panel_names():
        raise UsageError(f"unknown panel {args.panel!r}: choose one of {', '.join(panel_names())}")
    app = make_application()
    if getattr(args, "dark", False):
        from reos_desktop.ui.style import use_dark_palette

        use_dark_palette(app)
    services = ReosServices(settings, tray=False)
    services.remember_layout = False
    window = services.window
    width, height = _size(getattr(args, "size", None))
    window.resize(width, height)
    window.show_panel(name)
    window.splitter.setSizes([int(width * 0.6), int(width * 0.4)])
    window.show()
    services.start()
    panel = window.panels[name]
    state = {"asked": False, "deadline": time.monotonic() + WAIT_DATA_S, "error": None, "late": []}

    def poll() -> None:
        now = time.monotonic()
        data_ready = services.collector.latest is not None and panel_ready(panel)
        model_known = services.model_status.state.offline or services.model_status.state.reachable is not None
        if not (data_ready and model_known) and now < state["deadline"]:
            return  # the status bar says "checking…" until the model server has answered
        if not data_ready:
            state["late"].append(f"the {panel.title} panel had no data after {WAIT_DATA_S:.0f} s")
        question = getattr(args, "question", None)
        if question and not state["asked"]:
            state["asked"] = True
            state["deadline"] = now + WAIT_ANSWER_S
            window.chat.ask(question)
            return
        if question and services.chat.busy and now < state["deadline"]:
            return
        timer.stop()
        QTimer.singleShot(SETTLE_MS, grab)

    def grab() -> None:
        pixmap = window.grab()
        if not pixmap.save(str(path), "PNG"):
            state["error"] = f"the screenshot could not be saved to {path}"
        services.shutdown()
        app.quit()

    timer = QTimer()
    timer.setInterval(100)
    timer.timeout.connect(poll)
    timer.start()
    app.exec()
    if state["error"]:
        raise ReosError(state["error"])
    for note in state["late"]:
        print(f"reos: {note}", file=sys.stderr)
    print(f"saved {path}", file=sys.stderr)
    return 0


def _size(text: str | None) -> tuple[int, int]:
    if not text:
        return 1440, 900
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1360x860, not {text!r}") from None
    if not (480 <= w <= 5000 and 320 <= h <= 5000):
        raise UsageError("--size must be between 480x320 and 5000x5000")
    return w, h
