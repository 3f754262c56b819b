"""What every state panel shares: a header saying when its data was read, a banner when its source has
changed since (stale) or could not be read (unavailable, with the reason), and a sortable table model.

Steady panels are fed snapshots by the collector; volatile panels run one read-only tool on a worker
thread, on a timer that runs only while the panel is visible. The tables are in tables.py.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from reos_desktop.ui import formatting, style
from reos_desktop.ui.panels.tables import Column, FilterProxy, RecordsModel, TableArea, fit_columns, make_table

VOLATILE_TTL_SECONDS = 300  # the certainty wrapper's time-to-live for volatile evidence


class Banner(QLabel):
    """A one-line coloured notice inside a panel (stale, unavailable, incomplete)."""

    def __init__(self, status: str, name: str):
        super().__init__()
        self._status = status
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAccessibleName(name)
        self.setObjectName(name.lower().replace(" ", "_"))
        self.setVisible(False)
        self._restyle()

    def _restyle(self) -> None:
        color = style.status_color(self._status, self.palette())
        self.setStyleSheet(f"QLabel {{ border-left: 4px solid {color.name()}; padding: 4px 8px;"
                           f" background: rgba({color.red()}, {color.green()}, {color.blue()}, 30); }}")

    def show_text(self, text: str | None) -> None:
        self.setText(text or "")
        self.setVisible(bool(text))


class Panel(QWidget):
    """A state panel: title, read-at line, stale and unavailable banners, then its own body."""

    name = "panel"
    title = "Panel"
    sources: tuple[str, ...] = ()      # steady-state sources this panel shows
    volatile = False                    # has live data read by a tool while visible

    refreshed = Signal()                # new data was shown (tests and the screenshot wait on it)

    def __init__(self, context, parent=None):
        super().__init__(parent)
        self.context = context
        self.setObjectName(f"panel_{self.name}")
        self.setAccessibleName(f"{self.title} panel")
        self.read_iso: str | None = None
        self.checked_iso: str | None = None
        self.feeds: list[VolatileFeed] = []   # volatile panels add theirs; they run only while visible
        self.stale_reason: str | None = None
        self._has_data = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 10, 12, 10)
        top = QHBoxLayout()
        heading = QLabel(self.title)
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        heading.setFont(font)
        heading.setAccessibleName(f"{self.title} heading")
        top.addWidget(heading)
        top.addStretch(1)
        self.read_label = QLabel("not read yet")
        self.read_label.setObjectName("read_label")
        self.read_label.setAccessibleName(f"{self.title} read time")
        pal = self.read_label.palette()
        pal.setColor(self.read_label.foregroundRole(), style.muted_text(pal))
        self.read_label.setPalette(pal)
        top.addWidget(self.read_label)
        self.refresh_button = QPushButton("Refresh")
        self.refresh_button.setAccessibleName(f"Refresh {self.title}")
        self.refresh_button.setToolTip("Read this again now")
        self.refresh_button.clicked.connect(self.refresh)
        top.addWidget(self.refresh_button)
        outer.addLayout(top)
        self.stale_banner = Banner("unsupported", f"{self.title} stale notice")
        self.unavailable_banner = Banner("contradicted", f"{self.title} unavailable notice")
        self.note_banner = Banner("stale", f"{self.title} note")
        for banner in (self.stale_banner, self.unavailable_banner, self.note_banner):
            outer.addWidget(banner)
        self.body = QVBoxLayout()
        outer.addLayout(self.body, 1)

    @property
    def has_data(self) -> bool:
        """Data has been shown, and no table of this panel is still having its cells made."""
        return self._has_data and not self.filling()

    @has_data.setter
    def has_data(self, value: bool) -> None:
        self._has_data = value

    def filling(self) -> bool:
        from PySide6.QtWidgets import QTableView

        for view in self.findChildren(QTableView):
            records = getattr(view.model(), "records", None)
            if records is not None and records.pending:
                return True
        return False

    # -- what subclasses fill in -------------------------------------------------------------------
    def show_snapshot(self, snapshot) -> None:
        """A new steady-state snapshot arrived (every panel gets it; most use a few fields)."""

    def refresh(self) -> None:
        """Read again now: the steady state, and this panel's tools."""
        self.context.collector.request(force=False)
        for feed in self.feeds:
            feed.run()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        for feed in self.feeds:
            feed.start()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        for feed in self.feeds:
            feed.stop()

    # -- header state ------------------------------------------------------------------------------
    def set_read_time(self, iso: str | None, checked_iso: str | None = None) -> None:
        """When the data shown was read; `checked_iso`: when it was last found unchanged since."""
        self.read_iso, self.checked_iso = iso, checked_iso
        self.update_age()

    def set_steady_time(self, snapshot) -> None:
        self.set_read_time(self.steady_read_time(snapshot), snapshot.checked_at)

    def update_age(self) -> None:
        if not self.read_iso:
            self.read_label.setText("not read yet")
            return
        text = formatting.read_at(self.read_iso)
        read_age, checked_age = formatting.age_seconds(self.read_iso), formatting.age_seconds(self.checked_iso)
        if read_age is not None and checked_age is not None and read_age - checked_age > 60:
            text += f"; unchanged at {formatting.local_time(self.checked_iso)}"
        self.read_label.setText(text)
        self.read_label.setToolTip(f"Read {formatting.local_time(self.read_iso, with_date=True)}"
                                   + (f", found unchanged {formatting.local_time(self.checked_iso, with_date=True)}"
                                      if self.checked_iso else ""))
        self._show_staleness()

    def _show_staleness(self, _read_age: float | None = None) -> None:
        """Live values older than their time-to-live are stale, like the evidence the certainty wrapper
        would no longer trust; a source that changed (mark_stale) says so first."""
        live = [feed.last_item.collected_at for feed in self.feeds if feed.last_item is not None]
        oldest = min(live) if live else None
        age = formatting.age_seconds(oldest)
        if self.stale_reason:
            self.stale_banner.show_text(self.stale_reason)
        elif age is not None and age > VOLATILE_TTL_SECONDS:
            self.stale_banner.show_text(f"Out of date: the live values here were read {formatting.age_text(oldest)}; "
                                        "they are read again while this panel is shown (or press Refresh).")
        else:
            self.stale_banner.show_text(None)

    def mark_stale(self, changed_sources: list[str]) -> None:
        hit = [s for s in self.sources if s in changed_sources]
        if hit:
            self.stale_reason = (f"Out of date: the {', '.join(hit)} source changed since this was read; "
                                 "reading it again…")
            self.stale_banner.show_text(self.stale_reason)

    def clear_stale(self) -> None:
        self.stale_reason = None
        self._show_staleness()

    def show_unavailable(self, reasons: dict[str, str] | str | None) -> None:
        if isinstance(reasons, dict):
            text = "; ".join(f"{field.replace('_', ' ')}: {why}" for field, why in reasons.items())
            text = f"Could not be read — {text}" if text else None
        else:
            text = f"Could not be read — {reasons}" if reasons else None
        self.unavailable_banner.show_text(text)

    def steady_read_time(self, snapshot) -> str | None:
        times = [snapshot.sources[s].collected_at for s in self.sources if s in snapshot.sources]
        return min(times) if times else snapshot.collected_at

    def steady_unavailable(self, snapshot, fields: tuple[str, ...]) -> dict[str, str]:
        unavailable = snapshot.unavailable
        return {f: unavailable[f] for f in fields if f in unavailable}

    def accept_snapshot(self, snapshot) -> None:
        """Called for every snapshot: clears staleness for this panel's sources and lets it fill in."""
        self.clear_stale()
        self.show_snapshot(snapshot)


def section_label(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return label


def hline() -> QFrame:
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


class VolatileFeed(QObject):
    """Runs one tool for a panel: now, and on a timer while the panel is visible. One run at a time.

    A QObject child of its panel, so a reply that arrives after the panel is gone is dropped by Qt."""

    def __init__(self, panel: Panel, tool: str, args: Callable[[], dict], interval_ms: int,
                 on_item: Callable, on_failed: Callable | None = None):
        super().__init__(panel)
        self.panel, self.tool, self.args, self.on_item = panel, tool, args, on_item
        self.on_failed = on_failed
        self.job = None
        self.last_item = None
        self.failed_once = False
        self.pending = False
        self.timer = QTimer(panel)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.run)

    def start(self) -> None:
        """The panel became visible: read now if the last reading is old, then keep reading."""
        if self.last_item is None or (formatting.age_seconds(self.last_item.collected_at) or 1e9) * 1000 > self.timer.interval():
            self.run()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def run(self) -> None:
        if self.job is not None:
            self.pending = True   # read again as soon as this one ends (a filter changed meanwhile)
            return
        from reos_desktop.ui.workers import start_call

        self.job = start_call(self.context_run, self.tool, self.args(), on_done=self._done, on_failed=self._failed,
                              name=f"tool-{self.tool}")

    @staticmethod
    def context_run(tool: str, args: dict):
        from reos_desktop.tools.registry import get_registry

        return get_registry().run(tool, args)

    @Slot(object)
    def _done(self, item) -> None:
        self.job = None
        self.last_item = item
        self.on_item(item)
        self.panel.update_age()
        self._again()

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.job = None
        self.failed_once = True
        if self.on_failed is not None:
            self.on_failed(message)
        else:
            self.panel.show_unavailable(message)
        self._again()

    def _again(self) -> None:
        if self.pending:
            self.pending = False
            self.run()


# The panels import the table helpers from here too.
__all__ = ["Banner", "Column", "FilterProxy", "Panel", "RecordsModel", "TableArea", "VOLATILE_TTL_SECONDS", "VolatileFeed",
           "fit_columns", "hline", "make_table", "section_label"]
