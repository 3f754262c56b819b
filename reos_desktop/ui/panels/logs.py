"""Logs: the newest journal or /var/log entries (linux_recent_logs), filtered by unit, priority, time and text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox

from reos_desktop.ui import formatting
from reos_desktop.ui.panels.base import Column, Panel, RecordsModel, TableArea, VolatileFeed, make_table

PRIORITIES = ["any", "emerg", "alert", "crit", "err", "warning", "notice", "info", "debug"]


class LogsPanel(Panel):
    name = "logs"
    title = "Logs"
    sources = ()
    volatile = True

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        controls, second = QHBoxLayout(), QHBoxLayout()
        self.unit = QComboBox()
        self.unit.setEditable(True)
        self.unit.setMinimumWidth(200)
        self.unit.addItem("")
        self.unit.lineEdit().setPlaceholderText("all units")
        self.unit.setAccessibleName("Unit filter")
        self.priority = QComboBox()
        self.priority.addItems(PRIORITIES)
        self.priority.setAccessibleName("Priority filter")
        self.priority.setToolTip("Show this priority and more severe ones")
        self.since = QSpinBox()
        self.since.setRange(1, 43200)
        self.since.setValue(60)
        self.since.setSuffix(" min")
        self.since.setAccessibleName("How far back, in minutes")
        self.grep = QLineEdit()
        self.grep.setPlaceholderText("containing text")
        self.grep.setAccessibleName("Text filter")
        self.grep.returnPressed.connect(self.apply)
        self.apply_button = QPushButton("Show")
        self.apply_button.setAccessibleName("Show matching log entries")
        self.apply_button.clicked.connect(self.apply)
        for label, widget in (("Unit", self.unit), ("Priority", self.priority), ("Last", self.since)):
            controls.addWidget(QLabel(label))
            controls.addWidget(widget)
        controls.addStretch(1)
        second.addWidget(QLabel("Text"))
        second.addWidget(self.grep, 1)
        second.addWidget(self.apply_button)
        self.body.addLayout(controls)
        self.body.addLayout(second)
        self.summary = QLabel("not read yet")
        self.summary.setWordWrap(True)
        self.body.addWidget(self.summary)
        self.model = RecordsModel([
            Column("time", "Time", lambda v: formatting.local_time(v, with_date=True)), Column("unit", "Unit"),
            Column("priority", "Priority"), Column("message", "Message"),
        ])
        self.view, _ = make_table(self.model, "Log entries", sort_column=0, order=Qt.SortOrder.DescendingOrder)
        for column, width in enumerate((150, 170, 70)):
            self.view.setColumnWidth(column, width)
        self.area = TableArea(self.view)
        self.body.addWidget(self.area, 1)
        self.feed = VolatileFeed(self, "linux_recent_logs", self.arguments, 30_000, self.show_item)
        self.feeds.append(self.feed)

    def arguments(self) -> dict:
        args: dict = {"since_minutes": self.since.value(), "limit": 500}
        unit = self.unit.currentText().strip()
        if unit:
            args["unit"] = unit
        if self.priority.currentText() != "any":
            args["priority"] = self.priority.currentText()
        if self.grep.text().strip():
            args["grep"] = self.grep.text().strip()
        return args

    def apply(self) -> None:
        self.feed.run()

    def show_snapshot(self, snapshot) -> None:
        units = snapshot.fields.get("available_services") or []
        if self.unit.count() != len(units) + 1:
            current = self.unit.currentText()
            self.unit.clear()
            self.unit.addItem("")
            self.unit.addItems(units)
            self.unit.setCurrentText(current)

    def show_item(self, item) -> None:
        self.set_read_time(item.collected_at)
        if item.error or not isinstance(item.data, dict):
            self.show_unavailable(item.error or "no data")
            self.summary.setText("No log entries could be read.")
            self.model.set_rows([])
            self.area.set_empty("No log entries could be read (the reason is above).")
            self.has_data = True
            self.refreshed.emit()
            return
        self.show_unavailable(None)
        entries = item.data.get("entries") or []
        source = item.data.get("source") or "logs"
        self.summary.setText(f"{len(entries)} entries from the {source}" + ("" if item.complete else
                             " — more matched than shown: narrow the filters"))
        self.area.set_empty(None if entries else "No log entries match these filters.")
        self.model.set_rows(entries, then=self._populated)

    def _populated(self) -> None:
        self.has_data = True
        self.refreshed.emit()
