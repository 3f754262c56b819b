"""One question and its answer in the chat (and in quick ask): the question, a card per tool call, the
answer streaming in, then its marked claims, badges, suggested command, and for an unfinished task a
different frame with "Continue"."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from reos_desktop.report.html_report import statistics_line
from reos_desktop.report.vocabulary import ending_text
from reos_desktop.ui import style
from reos_desktop.ui.chat.answer_view import AnswerView
from reos_desktop.ui.chat.badges import BadgeBar
from reos_desktop.ui.chat.tool_card import ToolCard


class TurnWidget(QFrame):
    continue_requested = Signal(object)          # ChatTurn
    evidence_requested = Signal(object, str, object)  # ChatTurn, "claim"|"evidence"|"uncertain"|"all", key

    def __init__(self, turn, parent=None):
        super().__init__(parent)
        self.turn = turn
        self.cards: dict[str, ToolCard] = {}
        self.setObjectName("turn")
        self.setAccessibleName(f"Question {turn.number}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        prefix = "Continuing: " if turn.continued_from is not None else ""
        self.question = QLabel(f"<b>{escape(prefix)}{escape(turn.question)}</b>")
        self.question.setWordWrap(True)
        self.question.setAccessibleName("Question")
        layout.addWidget(self.question)
        self.tools = QVBoxLayout()
        self.tools.setSpacing(3)
        layout.addLayout(self.tools)
        self.notices = QVBoxLayout()
        layout.addLayout(self.notices)
        self.status = QLabel("Thinking…")
        self.status.setAccessibleName("Turn status")
        layout.addWidget(self.status)
        self.answer = AnswerView()
        self.answer.claim_clicked.connect(lambda index: self.evidence_requested.emit(self.turn, "claim", index))
        self.answer.evidence_clicked.connect(lambda eid: self.evidence_requested.emit(self.turn, "evidence", eid))
        layout.addWidget(self.answer)
        self.command_row = QWidget()
        row = QHBoxLayout(self.command_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.command = QLabel()
        self.command.setFont(style.monospace_font())
        self.command.setTextInteractionFlags(self.command.textInteractionFlags().TextSelectableByMouse)
        self.command.setAccessibleName("Suggested command")
        self.copy = QPushButton("Copy")
        self.copy.setAccessibleName("Copy the suggested command")
        self.copy.setToolTip("Copy it to the clipboard. ReOS never runs it; you decide.")
        self.copy.clicked.connect(self._copy)
        row.addWidget(QLabel("Suggested command (not run):"))
        row.addWidget(self.command, 1)
        row.addWidget(self.copy)
        self.command_row.setVisible(False)
        layout.addWidget(self.command_row)
        self.badges = BadgeBar()
        self.badges.setVisible(False)
        self.badges.confidence_clicked.connect(lambda: self.evidence_requested.emit(self.turn, "all", None))
        self.badges.evidence_clicked.connect(lambda: self.evidence_requested.emit(self.turn, "evidence", None))
        self.badges.uncertain_clicked.connect(lambda: self.evidence_requested.emit(self.turn, "uncertain", None))
        self.badges.stats.toggled.connect(self._stats)  # Qt's own bool signal (see workers.py)
        layout.addWidget(self.badges)
        self.stats = QLabel()
        self.stats.setWordWrap(True)
        self.stats.setAccessibleName("Statistics")
        self.stats.setVisible(False)
        layout.addWidget(self.stats)
        self.unfinished = QWidget()
        row = QHBoxLayout(self.unfinished)
        row.setContentsMargins(0, 0, 0, 0)
        self.unfinished_label = QLabel()
        self.unfinished_label.setWordWrap(True)
        self.continue_button = QPushButton("Continue")
        self.continue_button.setAccessibleName("Continue this task")
        self.continue_button.setToolTip("Carry on from where it stopped, with the evidence gathered so far")
        self.continue_button.clicked.connect(lambda: self.continue_requested.emit(self.turn))
        row.addWidget(self.unfinished_label, 1)
        row.addWidget(self.continue_button)
        self.unfinished.setVisible(False)
        layout.addWidget(self.unfinished)

    # -- while the turn runs -------------------------------------------------------------------
    def on_event(self, event) -> None:
        from reos_desktop.agent.events import AnswerDelta, Notice, Rejected, ToolCallFinished, ToolCallStarted

        if isinstance(event, AnswerDelta):
            self.status.setText("Answering…")
            self.answer.append_text(event.text)
        elif isinstance(event, ToolCallStarted):
            card = ToolCard(event.evidence_id, event.tool, event.summary)
            card.evidence_requested.connect(lambda eid: self.evidence_requested.emit(self.turn, "evidence", eid))
            self.cards[event.evidence_id] = card
            self.tools.addWidget(card)
            self.status.setText(f"Reading: {event.summary}…")
        elif isinstance(event, ToolCallFinished):
            card = self.cards.get(event.item.id)
            if card is not None:
                card.finish(event.item, event.summary)
            self.status.setText("Thinking…")
        elif isinstance(event, Notice):
            self._notice(event.message, "unsupported" if event.level == "warning" else "inference")
        elif isinstance(event, Rejected):
            self._notice(f"A model step was refused and not run: {event.reason}", "stale")

    def _notice(self, text: str, status: str) -> None:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setAccessibleName("Notice")
        color = style.status_color(status, self.palette())
        label.setStyleSheet(f"color: {color.name()};")
        self.notices.addWidget(label)

    # -- the end -------------------------------------------------------------------------------
    def finish(self) -> None:
        result = self.turn.result
        verification = self.turn.verification or {}
        claims = verification.get("claims") or []
        self.status.setVisible(False)
        for card in self.cards.values():
            card.stopped()
        self.answer.set_answer(result.answer, claims)
        if result.suggested_command:
            self.command.setText(result.suggested_command)
            self.command_row.setVisible(True)
        label = ending_text(result.ending, result.task_completed)
        self.badges.show_result(verification.get("confidence"), len(result.evidence), claims,
                                result.task_completed, label)
        self.badges.setVisible(True)
        self.stats.setText(statistics_line(result.metadata) + f" · ending: {result.ending}")
        if not result.task_completed:
            self.unfinished_label.setText(label[0].upper() + label[1:] + ". The evidence gathered so far is kept.")
            self.unfinished.setVisible(getattr(result, "state", None) is not None)
            self.unfinished_label.setVisible(True)
        self._frame(result.task_completed)

    def fail(self, message: str) -> None:
        self.status.setText(f"Could not answer: {message}")
        self.status.setStyleSheet(f"color: {style.status_color('contradicted', self.palette()).name()};")
        for card in self.cards.values():
            card.stopped()
        self._frame(False)

    def continued(self) -> None:
        """A later turn carries this one on: its Continue button is spent."""
        self.continue_button.setEnabled(False)
        self.continue_button.setText("Continued below")

    def _frame(self, completed: bool) -> None:
        color = style.status_color("verified" if completed else "unsupported", self.palette())
        border = "solid" if completed else "dashed"
        self.setProperty("completed", completed)
        self.setStyleSheet(f"QFrame#turn {{ border: 1px {border} {color.name()}; border-left: 4px {border} "
                           f"{color.name()}; border-radius: 4px; }}")

    def _stats(self, on: bool) -> None:
        self.stats.setVisible(on)

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.command.text())
        self.copy.setText("Copied")
