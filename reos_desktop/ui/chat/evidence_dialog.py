"""What a claim rests on: the claim's status and reason, and each evidence item it cites with the time it
was read, how it was read (tool, arguments, invocation), its hash and its raw data (redacted)."""

from __future__ import annotations

import json
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QListWidget, QListWidgetItem, QPlainTextEdit, QSplitter,
                               QTextBrowser, QVBoxLayout)

from reos_desktop.report.vocabulary import STATUS_MEANINGS
from reos_desktop.ui import formatting, style
from reos_desktop.ui.chat.tool_card import evidence_json

ROLE = Qt.ItemDataRole.UserRole


class EvidenceDialog(QDialog):
    def __init__(self, question: str, claims: list[dict], evidence: list, parent=None):
        super().__init__(parent)
        self.setWindowTitle(f"Evidence — {question[:80]}")
        self.setAccessibleName("Evidence")
        self.resize(980, 640)
        self.claims, self.evidence = claims, {item.id: item for item in evidence}
        self.list = QListWidget()
        self.list.setAccessibleName("Claims and evidence")
        self.details = QTextBrowser()
        self.details.setAccessibleName("Details")
        self.details.setOpenLinks(False)
        self.details.anchorClicked.connect(lambda url: self.show_evidence(url.toString().removeprefix("ev:")))
        self.raw = QPlainTextEdit()
        self.raw.setReadOnly(True)
        self.raw.setFont(style.monospace_font())
        self.raw.setAccessibleName("Raw data")
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.details)
        right.addWidget(self.raw)
        right.setSizes([300, 320])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.list)
        split.addWidget(right)
        split.setSizes([320, 660])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self._fill()
        self.list.currentItemChanged.connect(self._selected)

    def _fill(self) -> None:
        palette = self.palette()
        header = QListWidgetItem(f"Claims ({len(self.claims)})")
        header.setFlags(Qt.ItemFlag.NoItemFlags)
        self.list.addItem(header)
        for index, claim in enumerate(self.claims):
            status = str(claim.get("status") or "unsupported")
            item = QListWidgetItem(f"{style.status_mark(status)} {claim.get('text', '')}")
            item.setForeground(style.status_color(status, palette))
            item.setToolTip(f"{status}: {claim.get('reason') or ''}")
            item.setData(ROLE, ("claim", index))
            self.list.addItem(item)
        header = QListWidgetItem(f"Evidence ({len(self.evidence)})")
        header.setFlags(Qt.ItemFlag.NoItemFlags)
        self.list.addItem(header)
        for evidence_id, ev in self.evidence.items():
            label = ev.tool if ev.kind == "tool" else ("steady state" if ev.kind == "steady_state" else ev.kind)
            item = QListWidgetItem(f"{evidence_id} · {label}" + (" (failed)" if ev.error else ""))
            item.setData(ROLE, ("evidence", evidence_id))
            self.list.addItem(item)

    def _row(self, kind: str, key) -> int:
        for row in range(self.list.count()):
            if self.list.item(row).data(ROLE) == (kind, key):
                return row
        return -1

    # -- what the chat opens -------------------------------------------------------------------
    def show_claim(self, index: int) -> None:
        row = self._row("claim", index)
        if row >= 0:
            self.list.setCurrentRow(row)

    def show_evidence(self, evidence_id: str) -> None:
        row = self._row("evidence", evidence_id)
        if row >= 0:
            self.list.setCurrentRow(row)

    def show_first(self, uncertain_only: bool = False) -> None:
        for index, claim in enumerate(self.claims):
            if not uncertain_only or claim.get("status") != "verified":
                self.show_claim(index)
                return
        if self.evidence:
            self.show_evidence(next(iter(self.evidence)))

    # -- rendering -----------------------------------------------------------------------------
    def _selected(self, current, _previous) -> None:
        if current is None or current.data(ROLE) is None:
            return
        kind, key = current.data(ROLE)
        if kind == "claim":
            self._render_claim(key)
        else:
            self._render_evidence(key)

    def _render_claim(self, index: int) -> None:
        claim = self.claims[index]
        status = str(claim.get("status") or "unsupported")
        color = style.status_color(status, self.palette()).name()
        cited = claim.get("evidence") or []
        html = [f"<h3>{escape(str(claim.get('text', '')))}</h3>",
                f'<p><b style="color:{color}">{style.status_mark(status)} {escape(status)}</b> — '
                f"{escape(STATUS_MEANINGS.get(status, ''))}</p>",
                f"<p><b>Why:</b> {escape(str(claim.get('reason') or 'no reason given'))}</p>"]
        if cited:
            html.append("<p><b>Rests on:</b></p>")
            html += [self._evidence_html(self.evidence.get(e), e) for e in cited]
        else:
            html.append("<p>No evidence supports this claim.</p>")
        self.details.setHtml("".join(html))
        raws = []
        for evidence_id in cited:
            item = self.evidence.get(evidence_id)
            if item is not None:
                raws.append(f"# {evidence_id}\n{evidence_json(item)}")
        self.raw.setPlainText("\n\n".join(raws) or "(no evidence cited)")

    def _render_evidence(self, evidence_id: str) -> None:
        item = self.evidence.get(evidence_id)
        self.details.setHtml(self._evidence_html(item, evidence_id))
        self.raw.setPlainText(evidence_json(item) if item is not None else "")

    def _evidence_html(self, item, evidence_id: str) -> str:
        if item is None:
            return f"<p><b>{escape(evidence_id)}</b>: not among this answer's evidence.</p>"
        extra = item.model_extra or {}
        rows = [("Read", f"{formatting.local_time(item.collected_at, with_date=True)} ({formatting.age_text(item.collected_at)})")]
        if item.kind == "tool":
            rows += [("Tool", item.tool), ("Arguments", json.dumps(item.args, ensure_ascii=False)),
                     ("Summary", extra.get("summary"))]
        elif item.kind == "steady_state":
            rows.append(("Source", f"steady-state snapshot {(item.data or {}).get('snapshot_id', '?')}"))
        invocation = extra.get("invocation")
        rows.append(("Invocation", "; ".join(map(str, invocation)) if invocation else "not recorded"))
        rows.append(("Complete", "yes" if item.complete else "no — cut to a limit or partly unreadable"))
        if item.error:
            rows.append(("Error", item.error))
        rows.append(("sha256", item.sha256 or "none"))
        body = "".join(f"<tr><td><b>{escape(k)}</b></td><td>{escape(str(v if v is not None else 'unknown'))}</td></tr>"
                       for k, v in rows)
        return (f'<p><a href="ev:{escape(evidence_id)}"><b>{escape(evidence_id)}</b></a></p>'
                f'<table cellpadding="3">{body}</table>')
