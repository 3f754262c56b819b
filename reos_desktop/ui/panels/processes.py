"""Processes: live while visible (linux_processes every few seconds), sortable, filterable, pausable."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton

from reos_desktop.ui import formatting
from reos_desktop.ui.panels.base import Column, Panel, RecordsModel, VolatileFeed, fit_columns, make_table

LIMIT = 300


def _pct(value) -> str:
    return f"{value:.1f}" if isinstance(value, (int, float)) else formatting.UNKNOWN


class ProcessesPanel(Panel):
    name = "processes"
    title = "Processes"
    volatile = True

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        self.model = RecordsModel([
            Column("pid", "PID", numeric=True), Column("name", "Name"), Column("user", "User"),
            Column("cpu_percent", "CPU %", _pct, numeric=True), Column("memory_percent", "Mem %", _pct, numeric=True),
            Column("rss_bytes", "Resident", formatting.size, numeric=True), Column("status", "Status"),
            Column("started_at", "Started", lambda v: formatting.local_time(v, with_date=False)),
            Column("cmdline", "Command line"),
        ])
        self.view, self.proxy = make_table(self.model, "Processes", sort_column=3, order=Qt.SortOrder.DescendingOrder)
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText("Filter processes (name, user, command line)")
        self.search.setAccessibleName("Filter processes")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda text: self.proxy.setFilterFixedString(text.strip()))
        self.live = QPushButton("Pause")
        self.live.setCheckable(True)
        self.live.setAccessibleName("Pause live updates")
        self.live.setToolTip("Stop re-reading the process list every few seconds")
        self.live.toggled.connect(self._paused)
        self.count = QLabel("")
        row.addWidget(self.search, 1)
        row.addWidget(self.count)
        row.addWidget(self.live)
        self.body.addLayout(row)
        self.body.addWidget(self.view, 1)
        self.feed = VolatileFeed(self, "linux_processes", lambda: {"sort": "cpu", "limit": LIMIT}, 3000, self.show_item)
        self.feeds.append(self.feed)

    def _paused(self, paused: bool) -> None:
        self.live.setText("Resume" if paused else "Pause")
        if paused:
            self.feed.stop()
        elif self.isVisible():
            self.feed.start()

    def showEvent(self, event) -> None:
        if self.live.isChecked():
            super(Panel, self).showEvent(event)   # paused: do not start the feed
        else:
            super().showEvent(event)

    def show_item(self, item) -> None:
        self.set_read_time(item.collected_at)
        if item.error or not isinstance(item.data, dict):
            self.show_unavailable(item.error or "no data")
            return
        self.show_unavailable(None)
        processes = item.data.get("processes") or []
        total = item.data.get("total")
        self.count.setText(f"{len(processes)} of {total} processes" if total and total != len(processes)
                           else f"{len(processes)} processes")
        self.note_banner.show_text(item.data.get("cpu_percent_method"))
        self.model.set_rows(processes, then=self._populated)

    def _populated(self) -> None:
        fit_columns(self.view, stretch=8, cap=150)
        self.has_data = True
        self.refreshed.emit()
