"""A tool call in the chat, as a compact card: what ran (evidence id, tool, summary), how it ended, and its
output on demand. The output widget is made only when first expanded: a long session keeps many cards."""

from __future__ import annotations

import json
from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPlainTextEdit, QToolButton, QVBoxLayout

from reos_desktop.redact import redact_data
from reos_desktop.ui import style

OUTPUT_MAX_CHARS = 400_000  # beyond this the card says where the rest is (the evidence dialog, the report)


def evidence_json(item) -> str:
    """Pretty, redacted JSON of an evidence item's data (or the error when it has none)."""
    body = item.data if item.data is not None else {"error": item.error}
    text = json.dumps(redact_data(body), indent=2, ensure_ascii=False, default=str)
    if len(text) > OUTPUT_MAX_CHARS:
        text = text[:OUTPUT_MAX_CHARS] + f"\n… {len(text) - OUTPUT_MAX_CHARS:,} more characters: export the report for all of it"
    return text


class ToolCard(QFrame):
    evidence_requested = Signal(str)

    def __init__(self, evidence_id: str, tool: str, summary: str, parent=None):
        super().__init__(parent)
        self.evidence_id, self.tool = evidence_id, tool
        self.item = None
        self.output: QPlainTextEdit | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("tool_card")
        self.setAccessibleName(f"Tool call {evidence_id} {tool}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        row = QHBoxLayout()
        self.state = QLabel("⏳")
        self.state.setAccessibleName("Tool call state")
        self.title = QLabel(f"<b>{escape(evidence_id)}</b> · {escape(tool)} — {escape(summary)}")
        self.title.setWordWrap(True)
        self.result = QLabel("running…")
        self.result.setAccessibleName("Tool call result")
        self.toggle = QToolButton()
        self.toggle.setText("Output")
        self.toggle.setCheckable(True)
        self.toggle.setEnabled(False)
        self.toggle.setAccessibleName(f"Show output of {evidence_id}")
        self.toggle.toggled.connect(self._expand)
        row.addWidget(self.state)
        row.addWidget(self.title, 1)
        row.addWidget(self.result)
        row.addWidget(self.toggle)
        layout.addLayout(row)

    def finish(self, item, summary: str) -> None:
        self.item = item
        if item.error:
            status, sign = "contradicted", "⚠"
        elif not item.complete:
            status, sign = "unsupported", "◐"
        else:
            status, sign = "verified", "✓"
        color = style.status_color(status, self.palette())
        self.state.setText(sign)
        self.state.setStyleSheet(f"color: {color.name()}; font-weight: bold;")
        self.result.setText(summary)
        self.result.setToolTip(f"read {item.collected_at}" + (f" · {item.error}" if item.error else ""))
        self.toggle.setEnabled(True)

    def stopped(self) -> None:
        if self.item is None:
            self.state.setText("■")
            self.result.setText("did not finish")

    def _expand(self, on: bool) -> None:
        if on and self.output is None and self.item is not None:
            self.output = QPlainTextEdit()
            self.output.setReadOnly(True)
            self.output.setFont(style.monospace_font())
            self.output.setMaximumHeight(260)
            self.output.setAccessibleName(f"Output of {self.evidence_id}")
            self.output.setPlainText(evidence_json(self.item))
            self.layout().addWidget(self.output)
        if self.output is not None:
            self.output.setVisible(on)
