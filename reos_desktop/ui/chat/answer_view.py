"""The answer as rendered Markdown that grows to fit its text, with its claims marked inline.

While the answer streams, the Markdown is re-rendered at most every 60 ms. When it is complete, each
claim's span is mapped from the Markdown source to the rendered text (spans.py) and marked there: an
underline and faint background in the status colour, a bold status sign after it (✓ ✗ ? ⌛ ≠ ~), and a link
`claim:N` that opens the evidence it rests on.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser

from reos_desktop.report.session_data import non_overlapping_claims
from reos_desktop.ui import style
from reos_desktop.ui.chat.spans import map_spans

RENDER_EVERY_MS = 60


_CITATION = re.compile(r"\[([a-z]\d+[\w~-]*(?:\s*,\s*[a-z]\d+[\w~-]*)*)\]")
_CITED_ID = re.compile(r"[a-z]\d+[\w~-]*")


class AnswerView(QTextBrowser):
    claim_clicked = Signal(int)
    evidence_clicked = Signal(str)   # a citation such as [e2] was clicked

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._anchor)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(self.verticalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(self.horizontalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.viewport().setAutoFillBackground(False)
        self.setAccessibleName("Answer")
        self.source_text = ""
        self.marked: list[tuple[int, int, int]] = []   # (rendered start, end, claim index)
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(RENDER_EVERY_MS)
        self._render_timer.timeout.connect(self._render)
        self.document().contentsChanged.connect(self._fit)
        self.setMarkdown("")

    # -- streaming -------------------------------------------------------------------------------
    def append_text(self, text: str) -> None:
        self.source_text += text
        if not self._render_timer.isActive():
            self._render_timer.start()

    def _render(self) -> None:
        self.setMarkdown(self.source_text)

    # -- the finished answer ---------------------------------------------------------------------
    def set_answer(self, answer: str, claims: list[dict] | None = None) -> None:
        self._render_timer.stop()
        self.source_text = answer
        self.setMarkdown(answer)
        self.marked = []
        if claims:
            self._mark(claims)
        self._link_citations()

    def rendered_text(self) -> str:
        document = self.document()
        return "".join(document.characterAt(i) for i in range(document.characterCount()))

    def _mark(self, claims: list[dict]) -> None:
        ordered = non_overlapping_claims(claims, len(self.source_text))
        positions = map_spans(self.source_text, self.rendered_text(), [(s, e) for s, e, _ in ordered])
        marks = [(pos[0], pos[1], index) for pos, (_, _, index) in zip(positions, ordered) if pos is not None]
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        # From the end backwards: inserting a status sign moves everything after it.
        for start, end, index in sorted(marks, reverse=True):
            status = str(claims[index].get("status") or "unsupported")
            color = style.status_color(status, self.palette())
            span_format = QTextCharFormat()
            span_format.setAnchor(True)
            span_format.setAnchorHref(f"claim:{index}")
            span_format.setUnderlineStyle(QTextCharFormat.UnderlineStyle.SingleUnderline
                                          if status == "verified" else QTextCharFormat.UnderlineStyle.DashUnderline)
            span_format.setUnderlineColor(color)
            span_format.setBackground(style.tint(color, alpha=34))
            span_format.setToolTip(f"{status}: {claims[index].get('reason') or ''} — click for the evidence")
            cursor.setPosition(start)
            cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            cursor.mergeCharFormat(span_format)
            sign = QTextCharFormat()
            sign.setAnchor(True)
            sign.setAnchorHref(f"claim:{index}")
            sign.setForeground(color)
            sign.setFontWeight(700)   # full size on the line: a superscript sign was too small to read
            sign.setToolTip(f"{status} — click for the evidence")
            cursor.setPosition(end)
            cursor.insertText(style.status_mark(status), sign)
        cursor.endEditBlock()
        # Each sign inserted before a claim moved it one character on.
        self.marked = [(s + shift, e + shift, index) for shift, (s, e, index) in enumerate(sorted(marks))]

    def _link_citations(self) -> None:
        """Make each cited evidence id ([e2], [s0, e1]) a link to that item."""
        text = self.rendered_text()
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        for match in _CITATION.finditer(text):
            for cited in _CITED_ID.finditer(match.group(1)):
                start = match.start(1) + cited.start()
                link = QTextCharFormat()
                link.setAnchor(True)
                link.setAnchorHref(f"evidence:{cited.group(0)}")
                link.setToolTip(f"Show evidence {cited.group(0)}")
                link.setFontUnderline(True)
                cursor.setPosition(start)
                cursor.setPosition(start + len(cited.group(0)), QTextCursor.MoveMode.KeepAnchor)
                cursor.mergeCharFormat(link)
        cursor.endEditBlock()

    def claim_at_rendered(self, position: int) -> int | None:
        """The claim index marked at a rendered position (what a click there opens)."""
        fmt = QTextCursor(self.document())
        fmt.setPosition(position + 1)
        href = fmt.charFormat().anchorHref()
        return int(href.split(":", 1)[1]) if href.startswith("claim:") else None

    def _anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("claim:"):
            self.claim_clicked.emit(int(text.split(":", 1)[1]))
        elif text.startswith("evidence:"):
            self.evidence_clicked.emit(text.split(":", 1)[1])
        elif url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)

    # -- grow to fit -----------------------------------------------------------------------------
    def _fit(self) -> None:
        document = self.document()
        width = self.viewport().width()
        if width > 0 and document.textWidth() != width:
            document.setTextWidth(width)
        height = int(document.size().height()) + self.frameWidth() * 2 + 2
        if height != self.height():
            self.setFixedHeight(max(height, self.fontMetrics().height() + 8))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()
