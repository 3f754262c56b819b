"""The chat pane: the conversation (one TurnWidget per question), a line to ask in, Send and Stop."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea, QVBoxLayout, QWidget)

from reos_desktop.ui import style
from reos_desktop.ui.chat.message import TurnWidget

MAX_TURNS_SHOWN = 40   # older turns leave the screen (they stay in the session and its report)
EXAMPLES = ["Which processes use the most memory?", "Is any disk nearly full?", "Which ports are open?"]


class ChatPane(QWidget):
    evidence_requested = Signal(object, str, object)   # ChatTurn, what, key (see TurnWidget)

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.widgets: dict[int, TurnWidget] = {}
        self.dropped = 0
        self.setObjectName("chat_pane")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setAccessibleName("Conversation")
        inner = QWidget()
        self.transcript = QVBoxLayout(inner)
        self.transcript.setSpacing(10)
        self.welcome = self._welcome()
        self.transcript.addWidget(self.welcome)
        self.transcript.addStretch(1)
        self.scroll.setWidget(inner)
        layout.addWidget(self.scroll, 1)
        row = QHBoxLayout()
        self.input = QLineEdit()
        self.input.setPlaceholderText("Ask about this machine…")
        self.input.setAccessibleName("Question")
        self.input.returnPressed.connect(self.send)
        self.send_button = QPushButton("Ask")
        self.send_button.setAccessibleName("Ask the question")
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(self.send)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setAccessibleName("Stop the answer")
        self.stop_button.setToolTip("Stop this answer (Esc); what was read so far is kept")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(controller.stop)
        row.addWidget(self.input, 1)
        row.addWidget(self.send_button)
        row.addWidget(self.stop_button)
        layout.addLayout(row)
        controller.turn_started.connect(self._started)
        controller.turn_event.connect(self._event)
        controller.turn_finished.connect(self._finished)
        controller.turn_failed.connect(self._failed)
        controller.busy_changed.connect(self._busy)
        self._follow = True
        self.scroll.verticalScrollBar().rangeChanged.connect(self._stick_to_bottom)
        self.scroll.verticalScrollBar().valueChanged.connect(self._user_scrolled)

    def _welcome(self) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        title = QLabel(style.screen_text("<h3>Ask about this machine</h3>"
                       "<p>Answers are built from read-only evidence. Every claim is checked: "
                       "<b>✓</b> verified, <b>?</b> unsupported, <b>✗</b> contradicted, <b>⌛</b> stale. "
                       "Click a claim or a badge to see the evidence.</p>"))
        title.setWordWrap(True)
        layout.addWidget(title)
        for example in EXAMPLES:
            button = QPushButton(example)
            button.setFlat(True)
            button.setStyleSheet("text-align: left;")
            button.setAccessibleName(f"Example question: {example}")
            button.clicked.connect(lambda _=False, q=example: self.ask(q))
            layout.addWidget(button)
        return box

    # -- asking --------------------------------------------------------------------------------
    def send(self) -> None:
        if self.ask(self.input.text()):
            self.input.clear()

    def ask(self, question: str) -> bool:
        return self.controller.ask(question, origin="main") is not None

    def focus_input(self) -> None:
        self.input.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.input.selectAll()

    # -- the controller's signals --------------------------------------------------------------
    def _started(self, turn) -> None:
        self.welcome.setVisible(False)
        widget = TurnWidget(turn)
        widget.continue_requested.connect(self._continue)
        widget.evidence_requested.connect(self.evidence_requested)
        self.widgets[turn.number] = widget
        self.transcript.insertWidget(self.transcript.count() - 1, widget)
        self._follow = True
        self._trim()

    def _event(self, turn, event) -> None:
        widget = self.widgets.get(turn.number)
        if widget is not None:
            widget.on_event(event)

    def _finished(self, turn) -> None:
        widget = self.widgets.get(turn.number)
        if widget is not None:
            widget.finish()
        if turn.continued_from is not None and turn.continued_from.number in self.widgets:
            self.widgets[turn.continued_from.number].continued()

    def _failed(self, turn, message: str) -> None:
        widget = self.widgets.get(turn.number)
        if widget is not None:
            widget.fail(message)

    def _continue(self, turn) -> None:
        self.controller.continue_turn(turn)

    def _busy(self, busy: int) -> None:
        self.send_button.setEnabled(not busy)
        self.stop_button.setEnabled(bool(busy))

    def _trim(self) -> None:
        while len(self.widgets) > MAX_TURNS_SHOWN:
            oldest = min(self.widgets)
            widget = self.widgets.pop(oldest)
            self.transcript.removeWidget(widget)
            widget.deleteLater()
            self.dropped += 1

    def widget_for(self, turn) -> TurnWidget | None:
        return self.widgets.get(turn.number)

    def scroll_to(self, turn) -> None:
        widget = self.widgets.get(turn.number)
        if widget is not None:
            QTimer.singleShot(0, lambda: self.scroll.ensureWidgetVisible(widget, 0, 0))

    # -- keep the newest text in view while it streams, unless the reader scrolled up ---------
    def _stick_to_bottom(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.scroll.verticalScrollBar().setValue(maximum)

    def _user_scrolled(self, value: int) -> None:
        bar = self.scroll.verticalScrollBar()
        self._follow = value >= bar.maximum() - 4
