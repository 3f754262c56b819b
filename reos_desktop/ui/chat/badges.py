"""The badges under an answer: confidence (colour-coded), evidence count, uncertainties, whether the task
was completed, and the statistics toggle. Each badge is a button: it opens what it summarises.

Two rows in plain box layouts (what the claims say; how the task went), so they fit a narrow chat or quick
ask without a wrapping layout: a layout written in Python is asked for its height by every relayout of the
conversation, for every answer in it, and each of those calls waits for the interpreter lock."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QVBoxLayout, QWidget

from reos_desktop.report.vocabulary import confidence_text
from reos_desktop.ui import style


def _badge(name: str, tooltip: str) -> QToolButton:
    button = QToolButton()
    button.setAutoRaise(True)
    button.setAccessibleName(name)
    button.setObjectName(name.lower().replace(" ", "_"))
    button.setToolTip(tooltip)
    return button


class BadgeBar(QWidget):
    confidence_clicked = Signal()
    evidence_clicked = Signal()
    uncertain_clicked = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.confidence = _badge("Confidence badge", "How likely it is that every claim of this answer is true; "
                                                    "click for the claims and their evidence")
        self.evidence = _badge("Evidence badge", "Evidence this answer rests on; click to see it")
        self.uncertain = _badge("Uncertainties badge", "Claims that could not be verified; click to see why")
        self.completion = _badge("Completion badge", "Whether the task was completed")
        self.stats = _badge("Statistics", "Iterations, time, tools and tokens of this answer")
        self.stats.setText("Statistics")
        self.stats.setCheckable(True)
        self.confidence.clicked.connect(self.confidence_clicked)
        self.evidence.clicked.connect(self.evidence_clicked)
        self.uncertain.clicked.connect(self.uncertain_clicked)
        for buttons in ((self.confidence, self.evidence, self.uncertain), (self.completion, self.stats)):
            row = QHBoxLayout()
            row.setSpacing(6)
            for button in buttons:
                row.addWidget(button)
            row.addStretch(1)
            layout.addLayout(row)

    def show_result(self, confidence: float | None, evidence_count: int, claims: list[dict],
                    completed: bool, ending_label: str) -> None:
        palette = self.palette()
        self.confidence.setText(confidence_text(confidence, len(claims)))
        self.confidence.setStyleSheet(style.badge_style(style.confidence_color(confidence if claims else None,
                                                                              palette)))
        self.evidence.setText(f"{evidence_count} evidence")
        self.evidence.setStyleSheet(style.badge_style(style.muted_text(palette)))
        uncertain = [c for c in claims if c.get("status") != "verified"]
        verified = len(claims) - len(uncertain)
        self.uncertain.setText(f"{len(uncertain)} uncertain · {verified} verified")
        self.uncertain.setStyleSheet(style.badge_style(style.status_color("unsupported" if uncertain else "verified",
                                                                          palette)))
        self.completion.setText(ending_label)
        self.completion.setStyleSheet(style.badge_style(style.status_color("verified" if completed else "unsupported",
                                                                           palette)))
        self.stats.setStyleSheet(style.badge_style(style.muted_text(palette)))
