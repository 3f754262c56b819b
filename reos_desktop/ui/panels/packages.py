"""Packages: every installed package with its version, searchable and sortable (steady state)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit

from reos_desktop.ui.panels.base import Column, Panel, RecordsModel, fit_columns, make_table


class PackagesPanel(Panel):
    name = "packages"
    title = "Packages"
    sources = ("packages",)

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        self.model = RecordsModel([Column("name", "Package"), Column("version", "Version"), Column("source", "From")])
        self.view, self.proxy = make_table(self.model, "Installed packages")
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search packages (name or version)")
        self.search.setAccessibleName("Search packages")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.count = QLabel("")
        self.count.setAccessibleName("Package count")
        row.addWidget(self.search, 1)
        row.addWidget(self.count)
        self.body.addLayout(row)
        self.body.addWidget(self.view, 1)

    def _filter(self, text: str) -> None:
        self.proxy.setFilterFixedString(text.strip())
        self._count()

    def _count(self) -> None:
        total, shown = self.model.rowCount(), self.proxy.rowCount()
        self.count.setText(f"{total:,} packages" if shown == total else f"{shown:,} of {total:,} packages")

    def show_snapshot(self, snapshot) -> None:
        f = snapshot.fields
        self.set_steady_time(snapshot)
        manager = f.get("package_manager") or "packages"
        rows = [{"name": n, "version": v, "source": manager} for n, v in (f.get("installed_packages") or {}).items()]
        rows += [{"name": n, "version": v, "source": "flatpak"} for n, v in (f.get("flatpak_apps") or {}).items()]
        rows += [{"name": n, "version": v, "source": "snap"} for n, v in (f.get("snap_packages") or {}).items()]
        self.show_unavailable(self.steady_unavailable(snapshot, ("installed_packages", "package_manager")))
        if rows != self.model.rows:  # an unchanged list keeps the selection and scroll position
            self.model.set_rows(rows, then=self._populated)   # thousands of rows: made on a worker
        else:
            self._populated()

    def _populated(self) -> None:
        fit_columns(self.view, stretch=1, cap=300)
        self._count()
        self.has_data = True
        self.refreshed.emit()
