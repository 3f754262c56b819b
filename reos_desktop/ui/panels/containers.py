"""Containers: Docker and Podman containers, running and stopped (linux_containers, live while visible)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel

from reos_desktop.ui import formatting
from reos_desktop.ui.panels.base import Column, Panel, RecordsModel, TableArea, VolatileFeed, fit_columns, make_table


class ContainersPanel(Panel):
    name = "containers"
    title = "Containers"
    volatile = True

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        self.model = RecordsModel([
            Column("name", "Name"), Column("state", "State"), Column("status", "Status"), Column("image", "Image"),
            Column("ports", "Ports"), Column("created_at", "Created", lambda v: formatting.local_time(v, True)),
            Column("id", "ID", lambda v: (v or formatting.UNKNOWN)[:12]),
        ])
        self.view, _ = make_table(self.model, "Containers")
        row = QHBoxLayout()
        self.show_all = QCheckBox("Include stopped containers")
        self.show_all.setChecked(True)
        self.show_all.setAccessibleName("Include stopped containers")
        self.show_all.toggled.connect(lambda _: self.feed.run())
        self.summary = QLabel("not read yet")
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName("Containers summary")
        row.addWidget(self.summary, 1)
        row.addWidget(self.show_all)
        self.body.addLayout(row)
        self.area = TableArea(self.view)
        self.body.addWidget(self.area, 1)
        self.feed = VolatileFeed(self, "linux_containers", lambda: {"all": self.show_all.isChecked()}, 10_000,
                                 self.show_item)
        self.feeds.append(self.feed)

    def show_item(self, item) -> None:
        self.set_read_time(item.collected_at)
        if item.error or not isinstance(item.data, dict):
            self.show_unavailable(item.error or "no data")
            self.summary.setText("Containers could not be listed.")
            self.model.set_rows([])
            self.area.set_empty("Containers could not be listed (the reason is above).")
            self.refreshed.emit()
            return
        self.show_unavailable(None)
        containers = item.data.get("containers") or []
        runtime = item.data.get("runtime") or "the container runtime"
        running = sum(1 for c in containers if c.get("state") == "running")
        scope = "" if self.show_all.isChecked() else " running"
        self.summary.setText(f"{runtime}: {len(containers)}{scope} container(s), {running} running" if containers
                             else f"{runtime} answered: no{scope} containers.")
        unreadable = item.data.get("unreadable")
        self.note_banner.show_text("Partly unreadable: " + "; ".join(f"{k}: {v}" for k, v in unreadable.items())
                                   if unreadable else None)
        self.model.set_rows(containers, then=lambda: fit_columns(self.view, stretch=3))
        self.area.set_empty(None if containers else
                            f"No{scope} containers: {runtime} lists none.\n(read {formatting.local_time(item.collected_at)})")
        self.has_data = True
        self.refreshed.emit()
