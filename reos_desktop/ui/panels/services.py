"""Services: every service unit the machine has (steady state) with its live state (linux_service_status),
filterable by text and to the failed ones. Where states cannot be read, each row says "unknown" and the
banner says why: never a blank that looks like "not running"."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit

from reos_desktop.ui import formatting
from reos_desktop.ui.panels.base import Column, Panel, RecordsModel, VolatileFeed, fit_columns, make_table


def _state(row: dict) -> str:
    active, sub = row.get("active_state"), row.get("sub_state")
    if active is None:
        return formatting.UNKNOWN
    return f"{active} ({sub})" if sub else active


class ServicesPanel(Panel):
    name = "services"
    title = "Services"
    sources = ("services",)
    volatile = True

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        self.model = RecordsModel([
            Column("unit", "Unit"), Column("state", "State", str, get=_state), Column("enablement", "Start at boot"),
            Column("main_pid", "PID", numeric=True), Column("description", "Description"),
        ])
        self.view, self.proxy = make_table(self.model, "Services")
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText("Filter services")
        self.search.setAccessibleName("Filter services")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda text: (self.proxy.setFilterFixedString(text.strip()), self._count()))
        self.failed_only = QCheckBox("Failed only")
        self.failed_only.setAccessibleName("Show failed services only")
        self.failed_only.toggled.connect(self._failed_filter)
        self.count = QLabel("")
        self.count.setWordWrap(True)
        row.addWidget(self.search, 1)
        row.addWidget(self.failed_only)
        row.addWidget(self.count)
        self.body.addLayout(row)
        self.body.addWidget(self.view, 1)
        self.steady: dict[str, dict] = {}
        self.steady_seen = False
        self.live: dict[str, dict] = {}
        self.live_error: str | None = None
        self.feeds.append(VolatileFeed(self, "linux_service_status", lambda: {"limit": 2000}, 15_000, self.show_live))

    def _failed_filter(self, on: bool) -> None:
        self.proxy.set_predicate((lambda row: row.get("active_state") == "failed") if on else None)
        self._count()

    def _count(self) -> None:
        total, shown = self.model.rowCount(), self.proxy.rowCount()
        failed = sum(1 for r in self.model.rows if r.get("active_state") == "failed")
        states = f", {failed} failed" if self.live else ", states unknown"
        self.count.setText((f"{total} services" if shown == total else f"{shown} of {total} services") + states)

    def show_snapshot(self, snapshot) -> None:
        f = snapshot.fields
        if not self.live:
            self.set_steady_time(snapshot)
        enabled, masked = set(f.get("enabled_services") or []), set(f.get("masked_services") or [])
        self.steady = {}
        for unit in f.get("available_services") or []:
            self.steady[unit] = {"unit": unit, "enablement": "masked" if unit in masked else
                                 "enabled" if unit in enabled else "not enabled"}
        for name in f.get("sysv_services") or []:
            self.steady.setdefault(name, {"unit": name, "enablement": "SysV init script"})
        unavailable = self.steady_unavailable(snapshot, ("available_services",))
        self.show_unavailable(unavailable or (f"service states: {self.live_error}" if self.live_error else None))
        self.steady_seen = True
        self._merge()

    def show_live(self, item) -> None:
        self.set_read_time(item.collected_at)
        if item.error or not isinstance(item.data, dict):
            self.live, self.live_error = {}, item.error or "no data"
            self.show_unavailable(f"service states: {self.live_error}")
        else:
            self.live_error = None
            units = item.data.get("units") or []
            self.live = {u.get("unit"): u for u in units if u.get("unit")}
            self.show_unavailable(None)
            self.note_banner.show_text(None if item.complete else
                                       "Only part of the units could be read: " + "; ".join(
                                           str(v) for v in (item.data.get("truncated") or {}).values()))
        self._merge()

    def _merge(self) -> None:
        rows = []
        for unit in sorted(set(self.steady) | set(self.live)):
            row = dict(self.steady.get(unit) or {"unit": unit, "enablement": formatting.UNKNOWN})
            live = self.live.get(unit)
            if live:
                row.update({k: live.get(k) for k in ("active_state", "sub_state", "main_pid", "description")})
                if live.get("unit_file_state"):
                    row["enablement"] = live["unit_file_state"]
            rows.append(row)
        self.model.set_rows(rows, then=lambda once=not self.live: self._populated(once))

    def _populated(self, fit_once: bool) -> None:
        fit_columns(self.view, stretch=4, cap=320, once=fit_once)
        self._count()
        self.has_data = self.steady_seen
        self.refreshed.emit()
