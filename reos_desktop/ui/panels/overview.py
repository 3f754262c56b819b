"""Overview: who and what this machine is (steady state) and how it is doing right now (linux_system_info)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QLabel

from reos_desktop.ui import formatting, style
from reos_desktop.ui.panels.base import Panel, VolatileFeed

STEADY_ROWS = [
    ("hostname", "Hostname"), ("domain", "Domain"), ("machine_id", "Machine id"), ("os", "Operating system"),
    ("kernel", "Kernel"), ("arch", "Architecture"), ("cpu", "CPU"), ("memory_total_bytes", "Memory"),
    ("package_manager", "Package manager"),
]
GLANCE_ROWS = [("packages", "Packages"), ("services", "Services"), ("accounts", "Accounts"),
               ("addresses", "Addresses"), ("filesystems", "Filesystems")]
LIVE_ROWS = [("cpu_percent", "CPU use"), ("memory", "Memory in use"), ("memory_available", "Memory available"),
             ("swap", "Swap in use"),
             ("load_average", "Load (1, 5, 15 min)"), ("uptime_seconds", "Up for"), ("boot_time", "Booted")]


class OverviewPanel(Panel):
    name = "overview"
    title = "Overview"
    sources = ("identity", "os", "hardware")
    volatile = True

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        row = QHBoxLayout()
        self.steady_box, self.steady_form = self._box("This machine")
        self.live_box, self.live_form = self._box("Right now")
        row.addWidget(self.steady_box, 1)
        row.addWidget(self.live_box, 1)
        self.body.addLayout(row)
        self.glance_box, self.glance_form = self._box("At a glance")
        self.body.addWidget(self.glance_box)
        self.body.addStretch(1)
        self.values: dict[str, QLabel] = {}
        for key, label in STEADY_ROWS:
            self.values[key] = self._row(self.steady_form, label, key)
        for key, label in LIVE_ROWS:
            self.values[key] = self._row(self.live_form, label, key)
        for key, label in GLANCE_ROWS:
            self.values[key] = self._row(self.glance_form, label, key)
        self.live_read = QLabel("not read yet")
        self.live_read.setAccessibleName("Right now read time")
        self.live_form.addRow(self.live_read)
        self.feeds.append(VolatileFeed(self, "linux_system_info", lambda: {}, 5000, self.show_live))

    def _box(self, title: str) -> tuple[QGroupBox, QFormLayout]:
        box = QGroupBox(title)
        form = QFormLayout(box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        return box, form

    def _row(self, form: QFormLayout, label: str, key: str) -> QLabel:
        value = QLabel(formatting.UNKNOWN)
        value.setObjectName(f"value_{key}")
        value.setAccessibleName(label)
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        value.setWordWrap(True)
        form.addRow(label + ":", value)
        return value

    def _set(self, key: str, text: str, unavailable: str | None = None) -> None:
        label = self.values[key]
        if unavailable:
            label.setText(f"unknown — {unavailable}")
            label.setStyleSheet(f"color: {style.status_color('unsupported', label.palette()).name()};")
        else:
            label.setText(text)
            label.setStyleSheet("")

    def show_snapshot(self, snapshot) -> None:
        f, missing = snapshot.fields, snapshot.unavailable
        self.set_steady_time(snapshot)
        os_text = f.get("os_pretty_name") or " ".join(str(v) for v in (f.get("os_name"), f.get("os_version")) if v)
        cpu = f.get("cpu_model")
        if cpu and f.get("cpu_cores"):
            cpu = f"{cpu} ({f.get('cpu_cores')} cores, {f.get('cpu_threads')} threads)"
        values = {"hostname": f.get("hostname"), "domain": f.get("domain") or "none set",
                  "machine_id": f.get("machine_id"), "os": os_text or None, "kernel": f.get("kernel"),
                  "arch": f.get("arch"), "cpu": cpu, "memory_total_bytes": formatting.size(f.get("memory_total_bytes")),
                  "package_manager": f.get("package_manager")}
        reasons = {"os": missing.get("os_name"), "cpu": missing.get("cpu_model")}
        for key, value in values.items():
            reason = reasons.get(key) or missing.get(key)
            self._set(key, formatting.text(value), reason)
        self._glance(snapshot)
        self.show_unavailable(self.steady_unavailable(snapshot, ("hostname", "os_name", "kernel", "cpu_model",
                                                                  "memory_total_bytes")))
        self.has_data = True
        self.refreshed.emit()

    def show_live(self, item) -> None:
        self.live_read.setText(formatting.read_at(item.collected_at) + " by linux_system_info")
        if item.error or not isinstance(item.data, dict):
            for key, _ in LIVE_ROWS:
                self._set(key, "", item.error or "no data")
            return
        d = item.data
        memory, swap = d.get("memory") or {}, d.get("swap") or {}
        load = d.get("load_average")
        self._set("cpu_percent", f"{d['cpu_percent']:.0f} %" if isinstance(d.get("cpu_percent"), (int, float))
                  else formatting.UNKNOWN)
        self._set("memory", f"{formatting.size(memory.get('used_bytes'))} of {formatting.size(memory.get('total_bytes'))}"
                            f" ({memory.get('percent', '?')} %)")
        self._set("memory_available", formatting.size(memory.get("available_bytes")))
        self._set("swap", "no swap" if swap.get("total_bytes") == 0 else
                  f"{formatting.size(swap.get('used_bytes'))} of {formatting.size(swap.get('total_bytes'))}")
        self._set("load_average", ", ".join(f"{v:.2f}" for v in load) if isinstance(load, list) else formatting.UNKNOWN)
        self._set("uptime_seconds", formatting.duration(d.get("uptime_seconds")))
        self._set("boot_time", formatting.local_time(d.get("boot_time"), with_date=True))
        self.refreshed.emit()

    def _glance(self, snapshot) -> None:
        f, missing = snapshot.fields, snapshot.unavailable
        packages = f.get("installed_packages") or {}
        extra = len(f.get("flatpak_apps") or {}) + len(f.get("snap_packages") or {})
        self._set("packages", f"{len(packages):,} ({f.get('package_manager') or 'unknown manager'})"
                  + (f" + {extra} flatpak/snap" if extra else ""), missing.get("installed_packages"))
        services = f.get("available_services") or []
        self._set("services", f"{len(services)} units, {len(f.get('enabled_services') or [])} enabled at boot, "
                  f"{len(f.get('masked_services') or [])} masked", missing.get("available_services"))
        users = f.get("users") or []
        login = [u for u in users if (u.get("shell") or "").endswith(("sh", "bash", "zsh", "fish"))
                 and not (u.get("shell") or "").endswith("nologin")]
        self._set("accounts", f"{len(users)} users ({len(login)} with a login shell), {len(f.get('groups') or [])} groups",
                  missing.get("users"))
        addresses = [f"{i['name']}: {', '.join(a for a in i.get('addresses') or [] if ':' not in a) or 'no IPv4'}"
                     for i in f.get("network_interfaces") or [] if i.get("is_up") and i.get("name") != "lo"]
        self._set("addresses", "; ".join(addresses) or "no interface is up", missing.get("network_interfaces"))
        disks = f.get("disks") or []
        self._set("filesystems", ", ".join(f"{d.get('mountpoint')} ({d.get('fstype')}, {formatting.size(d.get('total_bytes'))})"
                                            for d in disks[:6]) + (" …" if len(disks) > 6 else "") or "none found",
                  missing.get("disks"))
