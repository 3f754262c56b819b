"""Users and groups (steady state): accounts with their ids, home and shell; groups with their members."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QSplitter, QVBoxLayout, QWidget

from reos_desktop.ui.panels.base import Column, Panel, RecordsModel, fit_columns, make_table, section_label


def _login(shell) -> str:
    if not shell:
        return "unknown"
    return "no" if shell.endswith(("nologin", "/false")) else "yes"


class UsersPanel(Panel):
    name = "users"
    title = "Users & groups"
    sources = ("users",)

    def __init__(self, context, parent=None):
        super().__init__(context, parent)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Filter users and groups")
        self.search.setAccessibleName("Filter users and groups")
        self.search.setClearButtonEnabled(True)
        self.user_model = RecordsModel([
            Column("name", "User"), Column("uid", "UID", numeric=True), Column("gid", "GID", numeric=True),
            Column("admin", "Admin"), Column("login", "Can log in", get=lambda r: _login(r.get("shell"))),
            Column("shell", "Shell"), Column("home", "Home"), Column("gecos", "Full name"),
        ])
        self.user_view, self.user_proxy = make_table(self.user_model, "Users", sort_column=1)
        self.group_model = RecordsModel([
            Column("name", "Group"), Column("gid", "GID", numeric=True), Column("members", "Members"),
        ])
        self.group_view, self.group_proxy = make_table(self.group_model, "Groups", sort_column=1)
        self.search.textChanged.connect(self._filter)
        split = QSplitter(Qt.Orientation.Vertical)
        for title, view in (("Users", self.user_view), ("Groups", self.group_view)):
            box = QWidget()
            layout = QVBoxLayout(box)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.addWidget(section_label(title))
            layout.addWidget(view)
            split.addWidget(box)
        self.body.addWidget(self.search)
        self.body.addWidget(split, 1)

    def _filter(self, text: str) -> None:
        for proxy in (self.user_proxy, self.group_proxy):
            proxy.setFilterFixedString(text.strip())

    def show_snapshot(self, snapshot) -> None:
        f = snapshot.fields
        self.set_steady_time(snapshot)
        admins = set(f.get("admin_users") or [])
        admin_known = "admin_users" not in snapshot.unavailable
        users = [dict(u, admin=("yes" if u.get("name") in admins else "no") if admin_known else "unknown")
                 for u in f.get("users") or []]
        self.user_model.set_rows(users, then=lambda: fit_columns(self.user_view, stretch=7, cap=170))
        self.group_model.set_rows(f.get("groups") or [], then=lambda: fit_columns(self.group_view, stretch=2))
        self.show_unavailable(self.steady_unavailable(snapshot, ("users", "groups", "admin_users")))
        self.has_data = True
        self.refreshed.emit()
