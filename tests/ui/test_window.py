"""The main window as a whole: export from the File menu, settings, keyboard shortcuts, accessible names,
light and dark palettes, remembered geometry, start-up without a display, the screenshot command."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QFileDialog, QLineEdit

from agent.model_server import complete, tool

from .conftest import WAIT_MS, ask, settings_for, wait_finished

pytestmark = pytest.mark.gui
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_file_export_writes_the_session_report(qtbot, make_app, model_server, monkeypatch, tmp_path):
    server = model_server([tool("linux_disk_usage", path="/"), complete("The root filesystem is mounted at / [e1].", ["e1"])])
    services = make_app(settings_for(server))
    turn = ask(qtbot, services, "Where is the root filesystem?")
    wait_finished(qtbot, services, turn)
    target = tmp_path / "session.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    with qtbot.waitSignal(services.window.export_finished, timeout=WAIT_MS) as done:
        services.window.export_action.trigger()
    assert done.args == [str(target), ""]
    bundle = json.loads(target.read_text())
    assert bundle["session"] == services.chat.session_id == turn.result.session_id
    assert bundle["question"] == "Where is the root filesystem?"
    assert [c["status"] for c in bundle["turns"][0]["claims"]] == [c["status"] for c in turn.verification["claims"]]
    assert "Report written to" in services.window.statusBar().currentMessage()
    # A report that cannot be written says why, in one sentence.
    with qtbot.waitSignal(services.window.export_finished, timeout=WAIT_MS) as failed:
        services.window.export_report(str(tmp_path / "no-such-folder" / "r.html"))
    assert "does not exist" in failed.args[1]


def test_settings_dialog_lists_models_from_the_server_and_saves(qtbot, make_app, model_server, reos_home):
    from reos_desktop.config import load_settings
    from reos_desktop.ui.settings_dialog import SettingsDialog

    server = model_server([], models=("qwen2.5:3b", "llama3.2:3b", "phi4-mini"))
    services = make_app(settings_for(server), start=False)
    dialog = SettingsDialog(services.settings, parent=services.window)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.list_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.model.count() == 3, timeout=WAIT_MS)
    assert [dialog.model.itemText(i) for i in range(3)] == ["llama3.2:3b", "phi4-mini", "qwen2.5:3b"]
    assert "/api/tags" in server.paths
    dialog.model.setCurrentText("phi4-mini")
    dialog.interval.setValue(30)
    qtbot.keyClicks(dialog.anthropic_key, "sk-ant-test-0123456789abcdefghijklmnop")
    dialog._add_check("port 22 is open", 120)
    assert not dialog.second_opinion.isChecked()   # off by default
    dialog.second_opinion.setChecked(True)
    dialog.save()
    config = reos_home / "config.toml"
    assert oct(config.stat().st_mode & 0o777) == "0o600"
    loaded = load_settings()
    assert loaded.model == "phi4-mini" and loaded.collector_interval_seconds == 1800
    assert loaded.second_opinion is True
    assert loaded.anthropic_api_key.startswith("sk-ant-test")
    assert loaded.saved_checks == [{"predicate": "port 22 is open", "interval_seconds": 120}]
    services.reload_settings()
    assert services.settings.model == "phi4-mini" and services.checks.checks[0]["predicate"] == "port 22 is open"
    # A server that is not there: one sentence, no crash.
    dialog.ollama_url.setText("http://127.0.0.1:9")
    qtbot.mouseClick(dialog.list_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.models_note.text().startswith("Could not list models"), timeout=WAIT_MS)


def test_keyboard_shortcuts(qtbot, make_app, monkeypatch):
    services = make_app(start=False)
    window = services.window
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT_MS)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.chat.input.hasFocus()
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert window.current_panel().name == "packages"
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (asked.append(1), ("", ""))[1]))
    monkeypatch.setattr(services, "latest_session", lambda: "s-any")
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert asked == [1]  # Ctrl+E opens the export dialog
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: services.quick is not None and services.quick.isVisible(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is services.quick, timeout=WAIT_MS)
    assert services.quick.input.hasFocus()


def test_every_control_has_an_accessible_name(qtbot, make_app):
    services = make_app(start=False)
    services.open_quick_ask()
    missing = []
    for top in (services.window, services.quick):
        for widget in top.findChildren(QAbstractButton) + top.findChildren(QLineEdit) + top.findChildren(QComboBox):
            if isinstance(widget.parent(), (QComboBox, QLineEdit)):
                continue  # a combo box's editor, a line edit's clear button: their owner carries the name
            if type(widget).__name__ in ("QScrollBar", "QTabBarButton") or widget.objectName().startswith("qt_"):
                continue
            if not (widget.accessibleName() or (isinstance(widget, QAbstractButton) and widget.text())):
                missing.append(f"{type(widget).__name__} {widget.objectName()!r} in {widget.parent().objectName()!r}")
    assert missing == []


def test_status_colours_read_on_light_and_dark_palettes(qtbot):
    from reos_desktop.report.vocabulary import STATUSES, contrast_ratio
    from reos_desktop.ui import style

    light, dark = QPalette(QColor("#f6f5f4")), QPalette(QColor("#242424"))
    for palette in (light, dark):
        palette.setColor(QPalette.ColorRole.Base, palette.color(QPalette.ColorRole.Window))
    assert not style.is_dark(light) and style.is_dark(dark)
    for palette in (light, dark):
        background = palette.color(QPalette.ColorRole.Base).name()
        for status in STATUSES:
            assert contrast_ratio(style.status_color(status, palette).name(), background) >= 3, (status, background)
        for confidence in (0.95, 0.6, 0.1):
            assert contrast_ratio(style.confidence_color(confidence, palette).name(), background) >= 3
    assert style.confidence_color(0.9, light) != style.confidence_color(0.6, light) != style.confidence_color(0.2, light)


def test_window_geometry_and_splitter_are_remembered(qtbot, make_app):
    first = make_app(start=False)
    first.window.resize(720, 530)  # inside the offscreen screen (800x600)
    first.window.splitter.setSizes([420, 300])
    first.window.show_panel("network")
    size, sizes = (first.window.width(), first.window.height()), first.window.splitter.sizes()
    assert size != (1280, 800)  # not the default size
    first.shutdown()
    second = make_app(start=False)
    assert (second.window.width(), second.window.height()) == size
    assert second.window.splitter.sizes() == sizes
    assert second.window.current_panel().name == "network"


def _run(args, env_overrides, reos_home, timeout=120):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(REOS_HOME=str(reos_home), PYTHONPATH=REPO, **env_overrides)
    return subprocess.run([sys.executable, "-m", "reos_desktop", *args], capture_output=True, text=True, env=env,
                          timeout=timeout, cwd=REPO)


def test_without_a_display_the_app_points_to_the_cli(reos_home):
    for args in ([], ["gui"]):
        done = _run(args, {}, reos_home)
        assert done.returncode == 2
        assert done.stderr.count("\n") == 1 and "no display" in done.stderr and "reos state" in done.stderr


def test_screenshot_renders_a_panel_offscreen(reos_home, tmp_path):
    png = tmp_path / "services.png"
    done = _run(["gui", "--screenshot", str(png), "--panel", "Services", "--size", "1000x700"], {}, reos_home)
    assert done.returncode == 0, done.stderr
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (1000, 700)
    bad = _run(["gui", "--screenshot", str(tmp_path / "x.png"), "--panel", "nope"], {}, reos_home)
    assert bad.returncode == 2 and "unknown panel" in bad.stderr and "Traceback" not in bad.stderr


def test_the_database_is_switched_to_wal_before_the_threads_open_it(reos_home):
    """At the first start the collector, the chat and the checks open a fresh database file from their
    threads; switching a file to WAL fails at once while another connection writes to it."""
    import sqlite3

    from reos_desktop import paths, storage
    from reos_desktop.ui.app import prepare_database

    prepare_database()
    writer = sqlite3.connect(str(paths.database_file()), isolation_level=None)
    assert writer.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    writer.execute("CREATE TABLE IF NOT EXISTS probe (x INTEGER)")
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("INSERT INTO probe VALUES (1)")
    storage.connect(paths.database_file()).close()   # another thread opening it meanwhile: no "locked"
    writer.execute("COMMIT")
    writer.close()
