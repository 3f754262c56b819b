"""Sortable, filterable tables for the panels: rows of dicts shown through columns, sorted by raw value
(numbers as numbers), sized to their contents once, and a sentence in place of an empty table.

The cells live in a QStandardItemModel (C++), so painting, sorting and filtering a table never call into
Python: a Python table model answers ~7 data() calls per visible cell on every repaint, each one a trip
for the interpreter lock that a busy worker (a chat turn, a tool's redaction) holds. Big tables are
built on a worker thread and swapped in with one call; small ones are built in place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QIdentityProxyModel, QSortFilterProxyModel, Qt, Signal, Slot
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QLabel, QStackedWidget, QTableView

from reos_desktop.ui import formatting

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
MATCH_ROLE = Qt.ItemDataRole.UserRole + 2     # 1 when a row passes the panel's row predicate
BUILD_ON_WORKER_CELLS = 240   # above this many cells they are made off the GUI thread (~10 µs each here)


@dataclass
class Column:
    key: str
    title: str
    fmt: Callable[[Any], str] = formatting.text
    numeric: bool = False
    get: Callable[[dict], Any] | None = None  # computes the value instead of row[key]

    def value(self, row: dict) -> Any:
        return self.get(row) if self.get is not None else row.get(self.key)

    def sort_key(self, value: Any):
        if self.numeric:
            return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else float("-inf")
        return "" if value is None else str(value).lower()


def build_cells(columns: list[Column], rows: list[dict], predicate: Callable[[dict], bool] | None,
                target_thread=None) -> QStandardItemModel:
    """The cells of `rows` in a new QStandardItemModel, made on the calling thread and handed to
    `target_thread` (the GUI thread) when given.

    One setItemData per cell, so Qt makes the items itself: items made in Python keep a Python wrapper
    each, and freeing thousands of wrappers when the table is next replaced costs the GUI thread ~30 ms."""
    cells = QStandardItemModel(len(rows), len(columns))
    display, align, tip = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ToolTipRole
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    index, put = cells.index, cells.setItemData
    for number, row in enumerate(rows):
        for place, spec in enumerate(columns):
            value = spec.value(row)
            shown = spec.fmt(value)
            roles = {display: shown, SORT_ROLE: spec.sort_key(value)}
            if spec.numeric:
                roles[align] = right
            if len(shown) > 40:
                roles[tip] = shown
            if place == 0 and predicate is not None:
                roles[MATCH_ROLE] = 1 if predicate(row) else 0
            put(index(number, place), roles)
    cells.setHorizontalHeaderLabels([spec.title for spec in columns])
    if target_thread is not None:
        cells.moveToThread(target_thread)
    return cells


class RecordsModel(QIdentityProxyModel):
    """Rows of dicts shown through Columns. `rows` is what was set last, in the order given; the view's
    FilterProxy sorts (by SORT_ROLE: numbers as numbers, text case-insensitively) and filters, in C++.

    set_rows is immediate for small tables; for big ones the cells are made on a worker and `populated`
    fires when they are shown (its `then` callback too, in both cases)."""

    SORT_ROLE = SORT_ROLE
    populated = Signal()

    def __init__(self, columns: list[Column], parent=None):
        super().__init__(parent)
        self.columns = columns
        self.rows: list[dict] = []
        self.row_predicate: Callable[[dict], bool] | None = None
        self.pending = False   # cells being made on a worker; the table shows the previous ones meanwhile
        self._generation = 0
        self._cells: QStandardItemModel | None = None
        self._swap(build_cells(columns, [], None))

    def set_rows(self, rows: list[dict], then: Callable[[], None] | None = None) -> None:
        rows = list(rows)
        if rows == self.rows and not self.pending and self._generation:
            # Unchanged (a new snapshot of the same users, say): keep the cells, the selection and the
            # scroll position, and spend nothing on the GUI thread.
            if then is not None:
                then()
            return
        self.rows = rows
        self._generation += 1
        generation, predicate = self._generation, self.row_predicate
        if len(self.rows) * len(self.columns) <= BUILD_ON_WORKER_CELLS:
            self._shown(build_cells(self.columns, self.rows, predicate), generation, predicate, then)
            return
        from reos_desktop.ui.workers import start_call

        self.pending = True
        gui = QCoreApplication.instance().thread()
        start_call(build_cells, self.columns, self.rows, predicate, gui, name="table-cells", warm=False,
                   on_done=lambda cells: self._shown(cells, generation, predicate, then))

    @Slot(object)
    def _shown(self, cells: QStandardItemModel, generation: int, predicate, then) -> None:
        if not shiboken6.isValid(self):  # the table was closed while its cells were being made
            cells.deleteLater()
            return
        if generation != self._generation:  # a newer list was set meanwhile
            cells.deleteLater()
            return
        self.pending = False
        self._swap(cells)
        if predicate is not self.row_predicate:
            self.stamp_predicate()
        if then is not None:
            then()
        self.populated.emit()

    def _swap(self, cells: QStandardItemModel) -> None:
        old = self._cells
        cells.setParent(self)
        self._cells = cells
        self.setSourceModel(cells)
        if old is not None:
            old.deleteLater()

    def stamp_predicate(self) -> None:
        """Mark each row as passing the row predicate (or all of them when there is none)."""
        predicate, cells = self.row_predicate, self._cells
        for number, row in enumerate(self.rows[: cells.rowCount()]):
            cells.setData(cells.index(number, 0), 1 if predicate is None or predicate(row) else 0, MATCH_ROLE)

    def sort_key(self, column: int, row: dict):
        spec = self.columns[column]
        return spec.sort_key(spec.value(row))


class FilterProxy(QSortFilterProxyModel):
    """Sorts by SORT_ROLE; a case-insensitive text filter over every column, plus an optional row
    predicate (applied by an inner proxy over the MATCH_ROLE the model stamps): all in C++."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
        self.matching = QSortFilterProxyModel(self)
        self.matching.setFilterRole(MATCH_ROLE)
        self.matching.setFilterKeyColumn(0)
        self.records: RecordsModel | None = None

    def set_records(self, model: RecordsModel) -> None:
        self.records = model
        self.matching.setSourceModel(model)
        self.setSourceModel(self.matching)

    @property
    def row_predicate(self) -> Callable[[dict], bool] | None:
        return self.records.row_predicate if self.records is not None else None

    def set_predicate(self, predicate: Callable[[dict], bool] | None) -> None:
        if self.records is None:
            return
        self.records.row_predicate = predicate
        self.records.stamp_predicate()
        self.matching.setFilterFixedString("1" if predicate is not None else "")


def make_table(model: RecordsModel, name: str, sort_column: int = 0,
               order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> tuple[QTableView, FilterProxy]:
    proxy = FilterProxy()
    proxy.set_records(model)
    view = QTableView()
    view.setModel(proxy)
    # The records and the proxy live and die with the view: cells still being made on a worker when the
    # window goes away then find their model gone and are dropped (see RecordsModel._shown).
    proxy.setParent(view)
    if model.parent() is None:
        model.setParent(view)
    view.setSortingEnabled(True)
    view.sortByColumn(sort_column, order)
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # no per-row size hints
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
    widths: dict[int, int] = {}
    sorted_column = header.sortIndicatorSection() if view.isSortingEnabled() else -1
    records = getattr(model, "records", None)
    numeric = {i for i, c in enumerate(records.columns) if c.numeric} if records is not None else set()
    for column in range(model.columnCount()):
        if column == stretch:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            continue
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        arrow = 18 if column == sorted_column else 0
        widest = max([bold.horizontalAdvance(title) + arrow] +
                     [metrics.horizontalAdvance(str(model.index(row, column).data() or "")) for row in rows])
        widths[column] = min(widest + 14, cap)
    room = view.viewport().width() - (STRETCH_MIN_WIDTH if stretch is not None else 0)
    for column, width in share_width(widths, room, keep=numeric).items():
        header.resizeSection(column, width)
    view.setProperty("fitted", True)


STRETCH_MIN_WIDTH = 120   # what the stretching column (a command line, a description) keeps at least
SHORT_COLUMN = 90         # columns this narrow (a state, a time, yes/no) are never squeezed


def share_width(widths: dict[int, int], room: int, keep: set[int] = frozenset()) -> dict[int, int]:
    """Column widths that fit `room` when the wanted ones do not: the long text columns give up width
    first (down to a common cap, found by halving, never below SHORT_COLUMN); numbers (`keep`) and short
    columns keep theirs, since a cut-off number is worse than a scroll bar. Widths that fit stay as wanted."""
    if room <= 0 or sum(widths.values()) <= room:
        return dict(widths)
    fixed = {c: w for c, w in widths.items() if c in keep or w <= SHORT_COLUMN}
    long = {c: w for c, w in widths.items() if c not in fixed}
    if not long:
        return dict(widths)
    left = room - sum(fixed.values())
    low, high = SHORT_COLUMN, max(long.values())
    while low < high:
        middle = (low + high + 1) // 2
        if sum(min(w, middle) for w in long.values()) <= left:
            low = middle
        else:
            high = middle - 1
    return {**fixed, **{c: min(w, low) for c, w in long.items()}}


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
