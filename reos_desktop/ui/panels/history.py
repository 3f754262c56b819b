"""History: the stored snapshots and what changed between each one and the one before it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QPlainTextEdit, QSplitter

from reos_desktop.ui import formatting, style
from reos_desktop.ui.panels.base import Panel


class HistoryPanel(Panel):
    name = "history"
    title = "History"
    sources = ()

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        self.list = QListWidget()
        self.list.setAccessibleName("Snapshots")
        self.list.currentItemChanged.connect(self._selected)
        self.diff_view = QPlainTextEdit()
        self.diff_view.setReadOnly(True)
        self.diff_view.setFont(style.monospace_font())
        self.diff_view.setAccessibleName("Changes since the snapshot before")
        self.diff_view.setPlaceholderText("Choose a snapshot to see what changed since the one before it.")
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.list)
        split.addWidget(self.diff_view)
        self.list.setMinimumWidth(250)
        split.setSizes([300, 560])
        self.body.addWidget(split, 1)
        self.snapshots: list[dict] = []
        self.last_diff: dict | None = None
        context.collector.history_ready.connect(self.show_history)
        context.collector.diff_ready.connect(self.show_diff)

    def show_snapshot(self, snapshot) -> None:
        self.set_read_time(snapshot.checked_at or snapshot.collected_at)
        self.context.collector.request_history()

    def show_history(self, snapshots: list) -> None:
        if [s["id"] for s in snapshots] == [s["id"] for s in self.snapshots]:
            for i, snap in enumerate(snapshots):  # only the "checked" times moved
                self.list.item(i).setText(self._label(snap))
            self.snapshots = snapshots
            return
        current = self.list.currentItem().data(Qt.ItemDataRole.UserRole) if self.list.currentItem() else None
        self.snapshots = snapshots
        self.list.blockSignals(True)
        self.list.clear()
        for snap in snapshots:
            item = QListWidgetItem(self._label(snap))
            item.setData(Qt.ItemDataRole.UserRole, snap["id"])
            self.list.addItem(item)
        self.list.blockSignals(False)
        # Wide enough for its longest label (a narrow list would scroll sideways), within reason.
        self.list.setMinimumWidth(max(250, min(self.list.sizeHintForColumn(0) + 28, 380)))
        row = next((i for i, s in enumerate(snapshots) if s["id"] == current), 0)
        if snapshots:
            self.list.setCurrentRow(row)
        self.has_data = True
        self.refreshed.emit()

    @staticmethod
    def _label(snap: dict) -> str:
        read = formatting.local_time(snap["collected_at"], with_date=True)
        text = f"#{snap['id']} · read {read}"
        if snap.get("checked_at") and snap["checked_at"] != snap["collected_at"]:
            checked = formatting.local_time(snap["checked_at"], with_date=True)
            same_day = checked.split(" ")[0] == read.split(" ")[0]
            text += f"\n     unchanged until {checked.split(' ', 1)[-1] if same_day else checked}"
        return text

    def _selected(self, current, _previous) -> None:
        if current is not None:
            self.diff_view.setPlainText("Reading…")
            self.context.collector.request_diff(int(current.data(Qt.ItemDataRole.UserRole)))

    def show_diff(self, result: dict) -> None:
        current = self.list.currentItem()
        if current is None or int(current.data(Qt.ItemDataRole.UserRole)) != result.get("snapshot_id"):
            return  # an answer for a snapshot no longer selected
        self.last_diff = result
        self.diff_view.setPlainText(result.get("text") or result.get("error") or "")
        self.refreshed.emit()
