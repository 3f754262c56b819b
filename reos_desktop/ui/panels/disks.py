"""Disks: filesystems with their free space (linux_disk_usage, live) and block devices (steady state)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from reos_desktop.ui import formatting, style
from reos_desktop.ui.panels.base import Column, Panel, RecordsModel, VolatileFeed, fit_columns, make_table, section_label


def _percent(value) -> str:
    return f"{value:.1f} %" if isinstance(value, (int, float)) else formatting.UNKNOWN


class UsageBarDelegate(QStyledItemDelegate):
    """Draws the use % as a bar behind its number: amber from 80 %, red from 90 %."""

    def paint(self, painter, option, index) -> None:
        value = index.data(RecordsModel.SORT_ROLE)
        if isinstance(value, float) and value >= 0:
            status = "contradicted" if value >= 90 else "unsupported" if value >= 80 else "verified"
            color = QColor(style.status_color(status, option.palette))
            color.setAlpha(70)
            bar = QRect(option.rect.adjusted(2, 3, -2, -3))
            bar.setWidth(int(bar.width() * min(value, 100) / 100))
            if option.state & QStyle.StateFlag.State_Selected:
                painter.fillRect(option.rect, option.palette.highlight())
            painter.fillRect(bar, color)
            painter.setPen(option.palette.color(option.palette.ColorRole.Text))
            painter.drawText(option.rect.adjusted(4, 0, -4, 0), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             index.data())
            return
        super().paint(painter, option, index)


class DisksPanel(Panel):
    name = "disks"
    title = "Disks"
    sources = ("hardware",)
    volatile = True

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        self.fs_model = RecordsModel([
            Column("device", "Device"), Column("mountpoint", "Mounted at"), Column("fstype", "Type"),
            Column("total_bytes", "Size", formatting.size, numeric=True),
            Column("used_bytes", "Used", formatting.size, numeric=True),
            Column("free_bytes", "Free", formatting.size, numeric=True),
            Column("percent", "Use", _percent, numeric=True),
        ])
        self.fs_view, _ = make_table(self.fs_model, "Filesystems")
        self.fs_view.setItemDelegateForColumn(6, UsageBarDelegate(self.fs_view))
        self.dev_model = RecordsModel([
            Column("name", "Device"), Column("size_bytes", "Size", formatting.size, numeric=True),
            Column("model", "Model"), Column("kind", "Kind"), Column("removable", "Removable"),
            Column("partitions", "Partitions"),
        ])
        self.dev_view, _ = make_table(self.dev_model, "Block devices")
        self.body.addWidget(section_label("Filesystems"))
        self.body.addWidget(self.fs_view, 3)
        self.body.addWidget(section_label("Block devices"))
        self.body.addWidget(self.dev_view, 2)
        self.steady_disks: list[dict] = []
        self.feeds.append(VolatileFeed(self, "linux_disk_usage", lambda: {}, 30_000, self.show_usage))

    def show_snapshot(self, snapshot) -> None:
        fields = snapshot.fields
        self.steady_disks = fields.get("disks") or []
        if self.fs_model.rows == [] or not self.feeds[0].last_item:
            self.fs_model.set_rows([dict(d, used_bytes=None, free_bytes=None, percent=None) for d in self.steady_disks])
        devices = []
        for dev in fields.get("block_devices") or []:
            parts = dev.get("partitions") or []
            devices.append(dict(dev, kind="unknown" if dev.get("rotational") is None else
                                ("spinning disk" if dev.get("rotational") else "solid state"),
                                partitions=[p.get("name", "?") if isinstance(p, dict) else str(p) for p in parts]))
        self.dev_model.set_rows(devices, then=lambda: fit_columns(self.dev_view, stretch=5))
        if not self.feeds[0].last_item:
            self.set_steady_time(snapshot)
        self.show_unavailable(self.steady_unavailable(snapshot, ("disks", "block_devices")))
        self.has_data = True
        self.refreshed.emit()

    def show_usage(self, item) -> None:
        self.set_read_time(item.collected_at)
        if item.error or not isinstance(item.data, dict):
            self.show_unavailable(f"free space: {item.error or 'no data'}")
            return
        self.show_unavailable(None)
        self.fs_model.set_rows(item.data.get("filesystems") or [], then=lambda: fit_columns(self.fs_view, stretch=1))
        self.note_banner.show_text(item.data.get("scope"))
        self.has_data = True
        self.refreshed.emit()
