"""The main window: state panels (a sidebar and the panel shown) beside the chat pane, in a splitter whose
sizes, the window geometry and the panel shown are remembered; menus with the shortcuts; a status bar
with the model, the steady state and the session."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QLabel, QListWidget, QMainWindow, QMessageBox, QSplitter,
                               QStackedWidget, QWidget)

from reos_desktop import APP_NAME, __version__, paths
from reos_desktop.ui import formatting, style
from reos_desktop.ui.chat.pane import ChatPane
from reos_desktop.ui.panels import panel_classes

EXPORT_FILTERS = "HTML report (*.html);;PDF report (*.pdf);;Markdown report (*.md);;Evidence bundle, JSON (*.json)"


def gui_settings() -> QSettings:
    """Window geometry and such, in an ini file beside the config (REOS_HOME-aware)."""
    return QSettings(str(paths.config_dir() / "gui.ini"), QSettings.Format.IniFormat)


class MainWindow(QMainWindow):
    painted = Signal()            # the first paint (start-up timing)
    export_finished = Signal(str, str)   # path, error ("" when it worked)

    def __init__(self, app_services, parent=None):
        super().__init__(parent)
        self.services = app_services
        self._painted = False
        self.setWindowTitle(APP_NAME)
        self.setWindowIcon(style.app_icon())
        self.setObjectName("main_window")
        self.sidebar = QListWidget()
        self.sidebar.setAccessibleName("State panels")
        self.sidebar.setObjectName("sidebar")
        self.stack = QStackedWidget()
        self.panels = {}
        for cls in panel_classes():
            panel = cls(app_services)
            self.panels[cls.name] = panel
            self.stack.addWidget(panel)
            self.sidebar.addItem(cls.title)
        self.sidebar.setStyleSheet("QListWidget#sidebar { border: none; } QListWidget#sidebar::item { padding: 6px 10px; }")
        self.sidebar.setFixedWidth(self.sidebar.sizeHintForColumn(0) + 44)
        self.sidebar.currentRowChanged.connect(self.stack.setCurrentIndex)
        left = QWidget()
        row = QHBoxLayout(left)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.sidebar)
        row.addWidget(self.stack, 1)
        self.chat = ChatPane(app_services.chat)
        self.chat.evidence_requested.connect(app_services.open_evidence)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("main_splitter")
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.chat)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.setCentralWidget(self.splitter)
        self._status_bar()
        self._menus()
        self._connect()
        self._restore()
        self.age_timer = QTimer(self)
        self.age_timer.setInterval(20_000)
        self.age_timer.timeout.connect(self._ages)
        self.age_timer.start()

    # -- layout --------------------------------------------------------------------------------
    def _status_bar(self) -> None:
        bar = self.statusBar()
        self.model_label = QLabel("model: checking…")
        self.model_label.setAccessibleName("Model status")
        self.model_label.setObjectName("model_status")
        self.state_label = QLabel("steady state: reading…")
        self.state_label.setAccessibleName("Steady state status")
        self.session_label = QLabel("")
        self.session_label.setAccessibleName("Session")
        bar.addWidget(self.model_label, 1)
        bar.addPermanentWidget(self.state_label)
        bar.addPermanentWidget(self.session_label)

    def _menus(self) -> None:
        s = self.services
        file_menu = self.menuBar().addMenu("&File")
        self.new_chat_action = self._add(file_menu, "&New chat", "Ctrl+N", s.new_chat)
        self.export_action = self._add(file_menu, "&Export report…", "Ctrl+E", self.export_dialog)
        file_menu.addSeparator()
        self._add(file_menu, "&Settings…", "Ctrl+,", s.open_settings)
        file_menu.addSeparator()
        self._add(file_menu, "&Quit", "Ctrl+Q", s.quit)
        view = self.menuBar().addMenu("&View")
        for number, cls in enumerate(panel_classes(), start=1):
            key = f"Ctrl+{number % 10}" if number <= 10 else ""
            self._add(view, cls.title, key, lambda _=False, name=cls.name: self.show_panel(name))
        view.addSeparator()
        self._add(view, "&Refresh panel", "F5", lambda: self.current_panel().refresh())
        chat = self.menuBar().addMenu("&Chat")
        self._add(chat, "&Focus the question line", "Ctrl+L", self.chat.focus_input)
        self.quick_ask_action = self._add(chat, "&Quick ask…", "Ctrl+K", s.open_quick_ask)
        self._add(chat, "&Stop the answer", "Esc", s.chat.stop)
        help_menu = self.menuBar().addMenu("&Help")
        self._add(help_menu, f"&About {APP_NAME}", "", self._about)
        QShortcut(QKeySequence("Ctrl+Shift+E"), self, activated=self.export_dialog)

    def _add(self, menu, text: str, shortcut: str, slot) -> QAction:
        action = menu.addAction(text)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _connect(self) -> None:
        s = self.services
        s.collector.snapshot_ready.connect(self.show_snapshot)
        s.collector.stale_found.connect(self._stale)
        s.collector.busy_changed.connect(self._collector_busy)
        s.collector.failed.connect(lambda message: self.statusBar().showMessage(message, 15_000))
        s.model_status.changed.connect(self.show_model_state)
        s.chat.notice.connect(lambda message, _level: self.statusBar().showMessage(message, 15_000))
        s.chat.session_changed.connect(lambda sid: self.session_label.setText(f"session {sid}"))

    # -- state ---------------------------------------------------------------------------------
    def show_snapshot(self, snapshot) -> None:
        for panel in self.panels.values():
            panel.accept_snapshot(snapshot)
        self.state_label.setText(f"steady state: snapshot {snapshot.id}, checked {formatting.age_text(snapshot.checked_at)}")
        self.state_label.setToolTip(f"Snapshot {snapshot.id}: data read {formatting.local_time(snapshot.collected_at, True)}, "
                                    f"found unchanged since at {formatting.local_time(snapshot.checked_at, True)}")

    def _stale(self, sources: list) -> None:
        for panel in self.panels.values():
            panel.mark_stale(sources)
        self.state_label.setText(f"steady state: {', '.join(sources)} changed; reading again…")

    def _collector_busy(self, busy: bool) -> None:
        if busy and self.services.collector.latest is None:
            self.state_label.setText("steady state: reading…")

    def _ages(self) -> None:
        for panel in self.panels.values():
            panel.update_age()
        latest = self.services.collector.latest
        if latest is not None and not self.services.collector.busy and self.state_label.text().startswith(
                f"steady state: snapshot {latest.id}, checked"):
            self.state_label.setText(f"steady state: snapshot {latest.id}, checked {formatting.age_text(latest.checked_at)}")

    def show_model_state(self, state) -> None:
        color = (style.status_color("inference", self.palette()) if state.offline else
                 style.status_color("stale", self.palette()) if state.reachable is None else
                 style.status_color("verified" if state.reachable else "contradicted", self.palette()))
        self.model_label.setText(f"● {state.summary}")
        self.model_label.setToolTip(state.message)
        self.model_label.setStyleSheet(f"QLabel {{ color: {color.name()}; }}")

    def current_panel(self):
        return self.stack.currentWidget()

    def show_panel(self, name: str) -> None:
        names = list(self.panels)
        if name in names:
            self.sidebar.setCurrentRow(names.index(name))

    # -- export --------------------------------------------------------------------------------
    def export_dialog(self) -> None:
        session = self.services.chat.session_id or self.services.latest_session()
        if not session:
            QMessageBox.information(self, "Export report", "There is nothing to export yet: ask a question first.")
            return
        path, chosen = QFileDialog.getSaveFileName(self, "Export evidence report", f"reos-report-{session}.html",
                                                   EXPORT_FILTERS)
        if path:
            fmt = {"PDF": "pdf", "Markdown": "md", "Evidence": "json"}.get(chosen.split(" ")[0], None)
            self.export_report(path, fmt if not path.lower().endswith((".html", ".pdf", ".md", ".json")) else None)

    def export_report(self, path: str, fmt: str | None = None, session_id: str | None = None) -> None:
        """Write the report on a worker; export_finished tells how it went."""
        from reos_desktop.report import export_session
        from reos_desktop.ui.workers import start_call

        session = session_id or self.services.chat.session_id or self.services.latest_session()
        if not session:
            self.export_finished.emit(path, "there is nothing to export yet: ask a question first")
            return
        self.statusBar().showMessage(f"Writing the report to {path}…")
        start_call(export_session, session, path, fmt, on_done=lambda written: self._exported(str(written), ""),
                   on_failed=lambda message: self._exported(path, message), name="export-report")

    def _exported(self, path: str, error: str) -> None:
        self.statusBar().showMessage(f"Report not written: {error}" if error else f"Report written to {path}", 15_000)
        self.export_finished.emit(path, error)

    def _about(self) -> None:
        QMessageBox.about(self, f"About {APP_NAME}", f"<b>{APP_NAME}</b> {__version__}<p>Answers about this machine "
                          "from read-only evidence; every claim checked.</p>")

    # -- remembered geometry -------------------------------------------------------------------
    def _restore(self) -> None:
        store = gui_settings()
        geometry = store.value("main/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        sizes = store.value("main/splitter")
        if sizes is not None:
            self.splitter.restoreState(sizes)
        else:
            self.splitter.setSizes([760, 520])
        self.show_panel(str(store.value("main/panel", "overview")))
        if self.sidebar.currentRow() < 0:
            self.sidebar.setCurrentRow(0)

    def save_layout(self) -> None:
        store = gui_settings()
        store.setValue("main/geometry", self.saveGeometry())
        store.setValue("main/splitter", self.splitter.saveState())
        store.setValue("main/panel", self.current_panel().name)
        store.sync()

    def closeEvent(self, event) -> None:
        if self.services.remember_layout:
            self.save_layout()
        if self.services.keep_running_in_tray():
            event.ignore()
            self.hide()
            return
        event.accept()
        self.services.quit()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.painted.emit()
