"""Sortable, filterable tables for the panels: rows of dicts shown through columns, sorted by raw value
(numbers as numbers), sized to their contents once, and a sentence in place of an empty table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QLabel, QStackedWidget, QTableView

from reos_desktop.ui import formatting


@dataclass
class Column:
    key: str
    title: str
    fmt: Callable[[Any], str] = formatting.text
    numeric: bool = False
    get: Callable[[dict], Any] | None = None  # computes the value instead of row[key]

    def value(self, row: dict) -> Any:
        return self.get(row) if self.get is not None else row.get(self.key)


class RecordsModel(QAbstractTableModel):
    """Rows of dicts shown through Columns, sorted by raw value (numbers as numbers).

    The model sorts its own rows with Python's sort (a few milliseconds for thousands of rows); a
    QSortFilterProxyModel would call back into Python for every comparison, tens of milliseconds of
    GUI thread for a package list. The proxy on top only filters."""

    SORT_ROLE = Qt.ItemDataRole.UserRole + 1

    def __init__(self, columns: list[Column], parent=None):
        super().__init__(parent)
        self.columns = columns
        self.rows: list[dict] = []
        self.sorted_by: tuple[int, Qt.SortOrder] | None = None

    def set_rows(self, rows: list[dict]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self._sort_rows()
        self.endResetModel()

    def sort_key(self, column: int, row: dict):
        spec = self.columns[column]
        value = spec.value(row)
        if spec.numeric:
            return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else float("-inf")
        return "" if value is None else str(value).lower()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.columns):
            return
        self.beginResetModel()
        self.sorted_by = (column, order)
        self._sort_rows()
        self.endResetModel()

    def _sort_rows(self) -> None:
        if self.sorted_by is not None:
            column, order = self.sorted_by
            self.rows.sort(key=lambda row: self.sort_key(column, row),
                           reverse=order == Qt.SortOrder.DescendingOrder)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        column = self.columns[index.column()]
        value = column.value(self.rows[index.row()])
        if role == Qt.ItemDataRole.DisplayRole:
            return column.fmt(value)
        if role == Qt.ItemDataRole.ToolTipRole:
            shown = column.fmt(value)
            return shown if len(shown) > 40 else None
        if role == self.SORT_ROLE:
            return self.sort_key(index.column(), self.rows[index.row()])
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class FilterProxy(QSortFilterProxyModel):
    """Case-insensitive text filter over every column, plus an optional row predicate."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSortRole(RecordsModel.SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
        self.row_predicate: Callable[[dict], bool] | None = None

    def set_predicate(self, predicate: Callable[[dict], bool] | None) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9+: the non-deprecated way
            self.beginFilterChange()
            self.row_predicate = predicate
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.row_predicate = predicate
            self.invalidateRowsFilter()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sorting is the source model's job (see RecordsModel); this proxy keeps its order."""
        source = self.sourceModel()
        if source is not None:
            source.sort(column, order)

    def filterAcceptsRow(self, source_row: int, source_parent) -> bool:
        model = self.sourceModel()
        if self.row_predicate is not None and isinstance(model, RecordsModel):
            if not self.row_predicate(model.rows[source_row]):
                return False
        return super().filterAcceptsRow(source_row, source_parent)


def make_table(model: RecordsModel, name: str, sort_column: int = 0,
               order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> tuple[QTableView, FilterProxy]:
    proxy = FilterProxy()
    proxy.setSourceModel(model)
    view = QTableView()
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(sort_column, order)
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.horizontalHeader().setStretchLastSection(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.setWordWrap(False)
    view.setAccessibleName(name)
    view.setObjectName(name.lower().replace(" ", "_"))
    return view, proxy


def fit_columns(view: QTableView, stretch: int | None = None, cap: int = 260, once: bool = True,
                sample: int = 40) -> None:
    """Size columns to their contents, capped so one long value cannot push the rest away; the `stretch`
    column takes the room left. With `once`, only the first time there is data (later refreshes keep
    the widths the reader may have changed). Widths come from the font's metrics over a sample of rows:
    the view's own resizeColumnToContents lays out every cell through the style, ~15 ms a column."""
    model = view.model()
    if model is None or model.rowCount() == 0 or (once and view.property("fitted")):
        return
    header = view.horizontalHeader()
    header.setStretchLastSection(stretch is None)
    metrics = view.fontMetrics()
    bold = header.fontMetrics()
    rows = range(min(model.rowCount(), sample))
    for column in range(model.columnCount()):
        if column == stretch:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            continue
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        widest = max([bold.horizontalAdvance(title) + 24] +  # room for the sort arrow
                     [metrics.horizontalAdvance(str(model.index(row, column).data() or "")) for row in rows])
        header.resizeSection(column, min(widest + 14, cap))
    view.setProperty("fitted", True)


class TableArea(QStackedWidget):
    """A table, or in its place a sentence saying why it is empty ("no containers", "could not be read")."""

    def __init__(self, view: QTableView):
        super().__init__()
        self.view = view
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setAccessibleName(f"{view.accessibleName()} empty")
        self.empty.setObjectName("empty_state")
        self.empty.setFrameShape(QFrame.Shape.StyledPanel)
        self.addWidget(view)
        self.addWidget(self.empty)

    def set_empty(self, text: str | None) -> None:
        """Show `text` instead of the table, or the table again with None."""
        self.empty.setText(text or "")
        self.setCurrentWidget(self.empty if text else self.view)
