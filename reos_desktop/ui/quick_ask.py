"""Quick ask: a small window with one line in and the answer with its badges, asked in the same session
as the main window, so "Open in main window" just shows that conversation there."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QScrollArea, QVBoxLayout, QWidget

from reos_desktop import APP_NAME
from reos_desktop.ui import style
from reos_desktop.ui.chat.message import TurnWidget


class QuickAsk(QWidget):
    open_in_main = Signal(object)                      # the ChatTurn shown (or None)
    closed = Signal()
    evidence_requested = Signal(object, str, object)

    def __init__(self, controller, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.controller = controller
        self.turn = None
        self.widget: TurnWidget | None = None
        self.setWindowTitle(f"Quick ask — {APP_NAME}")
        self.setWindowIcon(style.app_icon())
        self.setObjectName("quick_ask")
        self.setAccessibleName("Quick ask")
        self.resize(560, 360)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.input = QLineEdit()
        self.input.setPlaceholderText("Ask one question about this machine and press Enter")
        self.input.setAccessibleName("Quick question")
        self.input.returnPressed.connect(self.ask)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setAccessibleName("Stop the quick answer")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(controller.stop)
        row.addWidget(self.input, 1)
        row.addWidget(self.stop_button)
        layout.addLayout(row)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setAccessibleName("Quick answer")
        self.holder = QWidget()
        self.holder_layout = QVBoxLayout(self.holder)
        self.holder_layout.addStretch(1)
        self.scroll.setWidget(self.holder)
        layout.addWidget(self.scroll, 1)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        self.open_button = QPushButton("Open in main window")
        self.open_button.setAccessibleName("Open in main window")
        self.open_button.clicked.connect(lambda: self.open_in_main.emit(self.turn))
        bottom.addWidget(self.open_button)
        layout.addLayout(bottom)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self._escape)
        controller.turn_started.connect(self._started)
        controller.turn_event.connect(self._event)
        controller.turn_finished.connect(self._finished)
        controller.turn_failed.connect(self._failed)
        controller.busy_changed.connect(lambda busy: (self.stop_button.setEnabled(bool(busy)),
                                                     self.input.setEnabled(not busy)))

    def ask(self) -> None:
        question = self.input.text().strip()
        if question and self.controller.ask(question, origin="quick") is not None:
            self.input.clear()

    def present(self) -> None:
        self.show()
        self.raise_()
        self.activateWindow()
        self.input.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def closeEvent(self, event) -> None:
        super().closeEvent(event)
        self.closed.emit()

    def _escape(self) -> None:
        if self.controller.busy and self.turn is not None and self.turn.running:
            self.controller.stop()
        else:
            self.close()

    def _started(self, turn) -> None:
        if turn.origin != "quick":
            return
        if self.widget is not None:
            self.holder_layout.removeWidget(self.widget)
            self.widget.deleteLater()
        self.turn = turn
        self.widget = TurnWidget(turn)
        self.widget.evidence_requested.connect(self.evidence_requested)
        self.widget.continue_requested.connect(self.controller.continue_turn)  # keeps origin "quick"
        self.holder_layout.insertWidget(0, self.widget)

    def _mine(self, turn) -> bool:
        return self.widget is not None and turn is self.turn

    def _event(self, turn, event) -> None:
        if self._mine(turn):
            self.widget.on_event(event)

    def _finished(self, turn) -> None:
        if self._mine(turn):
            self.widget.finish()

    def _failed(self, turn, message: str) -> None:
        if self._mine(turn):
            self.widget.fail(message)
