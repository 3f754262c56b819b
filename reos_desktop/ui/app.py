"""The application object: it owns the services (collector, chat session, model status, saved checks,
tray, single-instance server) and the windows, wires them together, and shuts them down in order.

    services = ReosServices(settings)       # tests build this with their own settings
    services.start()                         # collector, model check, saved checks
    services.window.show()
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication

from reos_desktop import APP_ID, APP_NAME


_QUIET = ("propagateSizeHints",)  # the offscreen platform's notes that mean nothing to a user


def _messages(kind, context, message: str) -> None:
    if not any(part in message for part in _QUIET):
        sys.stderr.write(message + "\n")


GIL_SWITCH_SECONDS = 0.001


def _share_the_interpreter() -> None:
    """Workers (tools reading /proc, the certainty wrapper) run Python on other threads; the GUI thread
    needs the interpreter lock for every Python slot and model call, and waits up to the switch interval
    each time it asks. 1 ms instead of Python's 5 ms keeps those waits far below a frame."""
    if sys.getswitchinterval() > GIL_SWITCH_SECONDS:
        sys.setswitchinterval(GIL_SWITCH_SECONDS)


def make_application(argv: list[str] | None = None) -> QApplication:
    from PySide6.QtCore import qInstallMessageHandler

    qInstallMessageHandler(_messages)
    _share_the_interpreter()
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("reos")
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName(APP_ID)
    app.setQuitOnLastWindowClosed(False)  # the tray may keep the app; quit() decides
    from reos_desktop.ui import style

    app.setWindowIcon(style.app_icon())
    return app


class ReosServices(QObject):
    quitting = Signal()

    def __init__(self, settings, state_root: str = "/", tray: bool = True, parent=None):
        super().__init__(parent)
        from reos_desktop.ui.chat.controller import ChatController
        from reos_desktop.ui.checks import SavedChecks
        from reos_desktop.ui.collector import Collector
        from reos_desktop.ui.main_window import MainWindow
        from reos_desktop.ui.model_status import ModelStatus
        from reos_desktop.ui.tray import TrayController

        from reos_desktop.ui.refguard import ensure_guard

        ensure_guard()  # PySide6 6.12.0 loses a reference to True per signal (refguard.py)
        _share_the_interpreter()
        self.settings = settings
        self.collector = Collector(settings.collector_interval_seconds, root=state_root, parent=self)
        self.chat = ChatController(lambda: self.settings, parent=self)
        self.model_status = ModelStatus(lambda: self.settings, parent=self)
        self.checks = SavedChecks(lambda: self.settings, parent=self)
        self.tray = TrayController(self.checks, parent=self) if tray else None
        self.window = MainWindow(self)
        self.quick = None  # the QuickAsk window, made on first use
        self.evidence_dialogs: list = []
        self.instance_server = None
        self.started = False
        self._shut_down = False
        self.remember_layout = True  # the screenshot command turns it off: its window size is not the user's
        self._wire()

    def _wire(self) -> None:
        self.chat.busy_changed.connect(self._tray_state)
        self.checks.running_changed.connect(self._tray_state)
        self.checks.flipped.connect(self._flipped)
        self.chat.notice.connect(self._maybe_recheck_model)
        if self.tray is not None:
            self.tray.quick_ask_requested.connect(self.open_quick_ask)
            self.tray.show_window_requested.connect(self.show_window)
            self.tray.quit_requested.connect(self.quit)
            self.tray.notified.connect(lambda title, text: self.window.statusBar().showMessage(f"{title}: {text}", 30_000))

    def start(self) -> None:
        prepare_database()
        self.collector.start()
        self.model_status.start()
        self.checks.start()
        if self.tray is not None:
            self.tray.show()
        self._tray_state()  # a check remembered as failing shows at once
        self.started = True
        _settle_garbage_collector()

    # -- windows -------------------------------------------------------------------------------
    def take_wish(self, wish: str) -> None:
        """A launch's wish, this one's or a second launch's: "show", "quick-ask" or "minimized".

        Minimized means the tray icon alone, the window hidden until asked for; where the desktop has no
        tray there would be nothing to click, so the window is shown. A second minimized launch (the login
        autostart while the app already runs) changes nothing."""
        if wish == "quick-ask":
            self.open_quick_ask()
        elif wish == "run-checks":
            self.show_window()
            count = self.checks.run_all_now()
            self.window.statusBar().showMessage(
                f"Running {count} saved checks…" if count else "There are no saved checks: add them in Settings.",
                8000)
        elif wish == "minimized":
            if self.tray is None or not self.tray.available:
                if not self.window.isVisible():
                    self.show_window()
        else:
            self.show_window()

    def show_window(self) -> None:
        self.window.show()
        if self.window.isMinimized():
            self.window.showNormal()
        self.window.raise_()
        self.window.activateWindow()

    def open_quick_ask(self) -> None:
        if self.quick is None:
            from reos_desktop.ui.quick_ask import QuickAsk

            self.quick = QuickAsk(self.chat)
            self.quick.open_in_main.connect(self._open_in_main)
            self.quick.closed.connect(self._quick_closed)
            self.quick.evidence_requested.connect(self.open_evidence)
        self.quick.present()

    def _quick_closed(self) -> None:
        # Started as quick ask alone, with no tray to come back from: closing it ends the app.
        if self.started and not self.window.isVisible() and not self.keep_running_in_tray():
            self.quit()

    def _open_in_main(self, turn) -> None:
        self.show_window()
        if turn is not None:
            self.window.chat.scroll_to(turn)
        if self.quick is not None:
            self.quick.hide()

    def open_evidence(self, turn, what: str, key) -> None:
        """The evidence behind a claim ("claim", index), an item ("evidence", id), or all of it."""
        from reos_desktop.ui.chat.evidence_dialog import EvidenceDialog

        if turn.result is None:
            return
        claims = (turn.verification or {}).get("claims") or []
        dialog = EvidenceDialog(turn.question, claims, turn.result.evidence, parent=self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: self.evidence_dialogs.remove(dialog) if dialog in self.evidence_dialogs else None)
        self.evidence_dialogs.append(dialog)
        if what == "claim":
            dialog.show_claim(int(key))
        elif what == "evidence" and key:
            dialog.show_evidence(str(key))
        else:
            dialog.show_first(uncertain_only=(what == "uncertain"))
        dialog.show()
        dialog.raise_()

    def open_settings(self) -> None:
        from reos_desktop.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, parent=self.window)
        if dialog.exec():
            try:
                dialog.save()
            except Exception as err:
                from reos_desktop.ui.workers import one_sentence

                self.window.statusBar().showMessage(f"Settings not saved: {one_sentence(err)}", 15_000)
                return
            try:
                dialog.apply_autostart()
            except Exception as err:
                from reos_desktop.ui.workers import one_sentence

                self.window.statusBar().showMessage(f"Start at login not changed: {one_sentence(err)}", 15_000)
            self.reload_settings()

    def reload_settings(self) -> None:
        from reos_desktop.config import load_settings

        try:
            self.settings = load_settings()
        except Exception as err:
            from reos_desktop.ui.workers import one_sentence

            self.window.statusBar().showMessage(f"Settings could not be read: {one_sentence(err)}", 15_000)
            return
        self.apply_settings()

    def apply_settings(self) -> None:
        """Use self.settings everywhere: the next chat turn, the model check, the collector, the checks."""
        self.chat.settings_changed()
        self.model_status.check()
        self.collector.set_interval(self.settings.collector_interval_seconds)
        self.checks.reload()
        if self.tray is not None:
            self.tray.rebuild()
        self._tray_state()

    def new_chat(self) -> None:
        self.chat.new_session()
        self.window.session_label.setText("")
        self.window.statusBar().showMessage("New chat: the next question starts a new session.", 5000)

    def latest_session(self) -> str | None:
        from reos_desktop.report.session_data import latest_session_id

        try:
            return latest_session_id()
        except Exception:
            return None

    # -- tray state and notifications ----------------------------------------------------------
    def _tray_state(self, *_args) -> None:
        if self.tray is None:
            return
        self.tray.set_state(tray_state(self.chat.busy, self.checks.busy, self.checks.failing()))

    def _flipped(self, predicate: str, previous: str, new: str, explanation: str) -> None:
        title = f"Check changed: {predicate}"
        text = f"was {previous}, now {new}. {explanation}"
        if self.tray is not None:
            self.tray.notify(title, text, warning=(new == "false"))
        else:
            self.window.statusBar().showMessage(f"{title}: {text}", 30_000)
        self._tray_state()

    def _maybe_recheck_model(self, message: str, level: str) -> None:
        if level == "warning" and ("reachable" in message or "offline" in message):
            self.model_status.check()

    def keep_running_in_tray(self) -> bool:
        return self.tray is not None and self.tray.available and self.started

    # -- shutdown ------------------------------------------------------------------------------
    def quit(self) -> None:
        self.shutdown()
        QApplication.instance().quit()

    def shutdown(self) -> None:
        """Stop timers and threads, in order; waits briefly for running work. Safe to call twice."""
        if self._shut_down:
            return
        self._shut_down = True
        self.quitting.emit()
        self.started = False
        if self.remember_layout:
            self.window.save_layout()
        self.checks.stop()
        self.model_status.stop()
        self.chat.wait(5000)
        self.collector.stop(5000)
        if self.tray is not None:
            self.tray.hide()
        if self.instance_server is not None:
            self.instance_server.close()
        from reos_desktop.ui.workers import wait_for_jobs

        wait_for_jobs(5000)


def run(args) -> int:
    """`reos gui`: one instance, the main window (or quick ask), the event loop."""
    from reos_desktop.config import load_settings

    settings = load_settings(args)
    app = make_application()
    from reos_desktop.ui.single_instance import InstanceServer, send_to_running

    wish = launch_wish(args)
    if send_to_running(wish):
        done = {"quick-ask": "opened quick ask", "minimized": "left it as it is",
                "run-checks": "started its saved checks"}.get(wish, "raised its window")
        print(f"reos: {APP_NAME} is already running; {done} there", file=sys.stderr)
        return 0
    services = ReosServices(settings)
    server = InstanceServer(services)
    if server.listen():
        services.instance_server = server
        server.message.connect(services.take_wish)
    services.take_wish(wish)
    services.start()
    _quit_on_signals(services)
    code = app.exec()
    services.shutdown()
    return code


def _settle_garbage_collector() -> None:
    """Keep Python's full garbage collections short. A full collection walks every tracked object; with
    Qt's wrappers, the modules and the first snapshot that is about a hundred MB of them, and it held the
    GUI thread for 50-60 ms now and then during a long session. Everything made until the window stands
    lives as long as the app, so it is moved out of the collector's view once; later full collections
    only walk what the session itself made. (No collection first: that would be the very stall this
    avoids, and the little start-up garbage it would free does not grow.)"""
    import gc

    gc.freeze()


def prepare_database() -> None:
    """Create the database file and switch it to WAL once, before the collector, the chat and the checks
    open it from their threads. On a fresh file two connections switching it to WAL at the same moment
    make one of them fail at once with "database is locked" (SQLite does not wait for that lock): a chat
    turn asked right at the first start failed that way. A few milliseconds, once, before any thread."""
    from reos_desktop import paths, storage

    try:
        storage.connect(paths.database_file()).close()
    except Exception as err:  # the subsystems will report it in their own words
        sys.stderr.write(f"reos: the database could not be prepared: {err}\n")


def tray_state(turn_running: bool, check_running: bool, failing: list[str]) -> str:
    """The tray icon's state: working while a chat turn or a saved check runs, else failing while a saved
    check's last verdict is false, else idle."""
    if turn_running or check_running:
        return "working"
    return "failing" if failing else "idle"


def launch_wish(args) -> str:
    """What this launch asks for: "quick-ask", "run-checks", "minimized" (the tray only) or "show"."""
    if getattr(args, "quick_ask", False):
        return "quick-ask"
    if getattr(args, "run_checks", False):
        return "run-checks"
    return "minimized" if getattr(args, "minimized", False) else "show"


def _quit_on_signals(services: ReosServices) -> None:
    """Ctrl+C in the terminal or a SIGTERM at logout: quit cleanly (layout saved, threads stopped).
    Python runs signal handlers only when it gets control, so a slow timer hands it control."""
    import signal

    from PySide6.QtCore import QTimer

    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda *_: services.quit())
    timer = QTimer(services)
    timer.setInterval(300)
    timer.timeout.connect(lambda: None)
    timer.start()
