"""The state panels, one module each, in the order the sidebar lists them."""

from __future__ import annotations


def panel_classes() -> list[type]:
    from reos_desktop.ui.panels.containers import ContainersPanel
    from reos_desktop.ui.panels.disks import DisksPanel
    from reos_desktop.ui.panels.history import HistoryPanel
    from reos_desktop.ui.panels.logs import LogsPanel
    from reos_desktop.ui.panels.network import NetworkPanel
    from reos_desktop.ui.panels.overview import OverviewPanel
    from reos_desktop.ui.panels.packages import PackagesPanel
    from reos_desktop.ui.panels.processes import ProcessesPanel
    from reos_desktop.ui.panels.services import ServicesPanel
    from reos_desktop.ui.panels.users import UsersPanel

    return [OverviewPanel, DisksPanel, NetworkPanel, PackagesPanel, ServicesPanel, UsersPanel, ProcessesPanel,
            ContainersPanel, LogsPanel, HistoryPanel]


def panel_names() -> list[str]:
    """Names accepted by `reos gui --panel`: overview, disks, network, packages, services, users, processes,
    containers, logs, history."""
    return ["overview", "disks", "network", "packages", "services", "users", "processes", "containers", "logs",
            "history"]
