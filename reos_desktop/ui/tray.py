"""The tray icon and its menu: Quick ask, Show window, the saved checks with their last verdicts, Quit.

The menu is built whether or not the desktop has a tray (tests drive its actions directly; the app's
Window menu offers the same); the icon itself is shown only where a tray exists. The menu is rebuilt each
time it opens, so verdicts are current.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QSystemTrayIcon

from reos_desktop import APP_NAME
from reos_desktop.ui import style

VERDICT_SIGNS = {"true": "✓", "false": "✗", "poorly posed": "?", "cannot determine": "…"}
STATE_TIPS = {"idle": "idle", "working": "working (a question or a saved check is running)",
              "failing": "a saved check says no"}


class TrayController(QObject):
    quick_ask_requested = Signal()
    show_window_requested = Signal()
    quit_requested = Signal()
    notified = Signal(str, str)   # title, text (also when there is no tray to show it)

    def __init__(self, checks, parent=None):
        super().__init__(parent)
        self.checks = checks
        self.menu = QMenu()
        self.menu.setAccessibleName("ReOS tray menu")
        self.menu.aboutToShow.connect(self.rebuild)
        self.state = "idle"
        self.icon: QSystemTrayIcon | None = None
        if QSystemTrayIcon.isSystemTrayAvailable():
            self.icon = QSystemTrayIcon(style.tray_icon("idle"), self)
            self.icon.setToolTip(APP_NAME)
            self.icon.setContextMenu(self.menu)
            self.icon.activated.connect(self._activated)
        self.rebuild()

    @property
    def available(self) -> bool:
        return self.icon is not None

    def show(self) -> None:
        if self.icon is not None:
            self.icon.show()

    def hide(self) -> None:
        if self.icon is not None:
            self.icon.hide()

    def rebuild(self) -> None:
        self.menu.clear()
        self._action("Quick ask…", self.quick_ask_requested.emit, "quick_ask")
        self._action("Show window", self.show_window_requested.emit, "show_window")
        self.menu.addSeparator()
        checks_menu = self.menu.addMenu("Saved checks")
        checks_menu.setObjectName("saved_checks")
        if not self.checks.checks:
            empty = checks_menu.addAction("No saved checks (add them in Settings)")
            empty.setEnabled(False)
        for check in self.checks.checks:
            predicate = check["predicate"]
            last = self.checks.last(predicate)
            verdict = last["verdict"] if last else "not checked yet"
            sign = VERDICT_SIGNS.get(verdict, "·")
            action = checks_menu.addAction(f"{sign} {predicate} — {verdict}")
            action.setToolTip((last or {}).get("explanation") or "Run it now")
            action.setData(predicate)
            action.triggered.connect(lambda _=False, p=predicate: self.checks.run_now(p))
        self.menu.addSeparator()
        self._action("Quit", self.quit_requested.emit, "quit")

    def _action(self, text: str, slot, name: str) -> QAction:
        action = self.menu.addAction(text)
        action.setObjectName(name)
        action.triggered.connect(slot)
        return action

    def action(self, name: str) -> QAction | None:
        """A menu action by its object name: quick_ask, show_window, quit."""
        return next((a for a in self.menu.actions() if a.objectName() == name), None)

    def set_state(self, state: str) -> None:
        """idle, working or failing: the icon and its tooltip say which."""
        if state not in STATE_TIPS:
            raise ValueError(f"unknown tray state {state!r}")
        self.state = state
        if self.icon is not None:
            self.icon.setIcon(style.tray_icon(state))
            self.icon.setToolTip(self.tooltip())

    def tooltip(self) -> str:
        failing = self.checks.failing() if self.state == "failing" else []
        return f"{APP_NAME} — {STATE_TIPS[self.state]}" + (f": {', '.join(failing)}" if failing else "")

    def notify(self, title: str, text: str, warning: bool = False) -> None:
        if self.icon is not None and self.icon.supportsMessages():
            kind = QSystemTrayIcon.MessageIcon.Warning if warning else QSystemTrayIcon.MessageIcon.Information
            self.icon.showMessage(title, text, kind, 10_000)
        self.notified.emit(title, text)

    def _activated(self, reason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self.show_window_requested.emit()
