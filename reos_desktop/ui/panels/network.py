"""Network: interfaces, DNS and gateway (steady state) and the listening sockets (linux_network_info, live)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from reos_desktop.ui import formatting
from reos_desktop.ui.panels.base import Column, Panel, RecordsModel, VolatileFeed, fit_columns, make_table, section_label


def _up(value) -> str:
    return formatting.UNKNOWN if value is None else ("up" if value else "down")


class NetworkPanel(Panel):
    name = "network"
    title = "Network"
    sources = ("network",)
    volatile = True

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        self.if_model = RecordsModel([
            Column("name", "Interface"), Column("is_up", "State", _up), Column("addresses", "Addresses"),
            Column("mac", "MAC"), Column("mtu", "MTU", numeric=True),
        ])
        self.if_view, _ = make_table(self.if_model, "Network interfaces")
        self.routing = QLabel(formatting.UNKNOWN)
        self.routing.setAccessibleName("DNS and gateway")
        self.routing.setWordWrap(True)
        self.listen_model = RecordsModel([
            Column("proto", "Protocol"), Column("address", "Address"), Column("port", "Port", numeric=True),
            Column("process", "Process"), Column("pid", "PID", numeric=True),
        ])
        self.listen_view, _ = make_table(self.listen_model, "Listening sockets", sort_column=2)
        self.listen_note = QLabel("not read yet")
        self.listen_note.setWordWrap(True)
        self.body.addWidget(section_label("Interfaces"))
        self.body.addWidget(self.if_view, 2)
        self.body.addWidget(self.routing)
        self.body.addWidget(section_label("Listening sockets"))
        self.body.addWidget(self.listen_note)
        self.body.addWidget(self.listen_view, 3)
        self.feeds.append(VolatileFeed(self, "linux_network_info", lambda: {"limit": 500}, 15_000, self.show_sockets))

    def show_snapshot(self, snapshot) -> None:
        f, missing = snapshot.fields, snapshot.unavailable
        self.set_steady_time(snapshot)
        self.if_model.set_rows(f.get("network_interfaces") or [], then=lambda: fit_columns(self.if_view, stretch=2))
        dns = "unknown — " + missing["dns_servers"] if "dns_servers" in missing else formatting.text(f.get("dns_servers"))
        gateway = ("unknown — " + missing["default_gateway"] if "default_gateway" in missing
                   else f.get("default_gateway") or "none")
        search = f.get("dns_search") or []
        self.routing.setText(f"DNS servers: {dns}    Default gateway: {gateway}"
                             + (f"    Search domains: {', '.join(search)}" if search else ""))
        self.show_unavailable(self.steady_unavailable(snapshot, ("network_interfaces", "dns_servers", "default_gateway")))
        self.has_data = True
        self.refreshed.emit()

    def show_sockets(self, item) -> None:
        if item.error or not isinstance(item.data, dict):
            self.listen_note.setText(f"Listening sockets could not be read — {item.error or 'no data'}")
            return
        listening = item.data.get("listening") or []
        unreadable = item.data.get("unreadable")
        note = f"{len(listening)} listening, {formatting.read_at(item.collected_at)} by linux_network_info"
        if unreadable:
            note += " — partly unreadable: " + "; ".join(f"{k}: {v}" for k, v in unreadable.items())
        self.listen_note.setText(note)
        self.listen_model.set_rows(listening, then=lambda: fit_columns(self.listen_view, stretch=3))
        self.refreshed.emit()
