"""The tray icon's state (idle, working, failing), starting minimized in the tray, and "Start at login"."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QSystemTrayIcon

from agent.model_server import Reply, complete, tool

from .conftest import WAIT_MS, settings_for

pytestmark = pytest.mark.gui


def test_tray_icons_exist_for_every_state(qtbot):
    from reos_desktop.ui import style

    images = {}
    for state in ("idle", "working", "failing"):
        icon = style.tray_icon(state)
        assert not icon.isNull(), state
        image = icon.pixmap(22, 22).toImage()
        assert not image.isNull() and image.width() > 0
        images[state] = image
    assert images["idle"] != images["working"] != images["failing"] != images["idle"]


def test_the_tray_works_while_a_turn_runs_and_fails_while_a_check_says_no(qtbot, make_app, model_server):
    from reos_desktop.ui.check_verdicts import VerdictMemory

    predicate = "port 9 is open"
    VerdictMemory().record(predicate, 1, "nothing listens on port 9")   # remembered from a run before
    slow = Reply(complete("The machine is up [e1].", ["e1"]).text, chunk_size=4, chunk_delay=0.02)
    server = model_server([tool("linux_system_info"), slow])
    settings = settings_for(server, saved_checks=[{"predicate": predicate, "interval_seconds": 3600}])
    services = make_app(settings, start=False)
    services.checks.start = lambda: None   # only the remembered verdict here; running checks is tested elsewhere
    services.start()
    tray = services.tray
    assert tray.state == "failing" and predicate in tray.tooltip()
    turn = services.chat.ask("Is the machine up?")
    assert tray.state == "working"
    qtbot.waitUntil(lambda: not turn.running, timeout=WAIT_MS)
    assert turn.error is None, turn.error
    assert tray.state == "failing"
    services.checks.memory.record(predicate, 0, "port 9 is open now")
    services.checks.running_changed.emit(0)   # what a finished check announces
    assert tray.state == "idle" and tray.tooltip().endswith("idle")


def test_minimized_starts_in_the_tray_or_shows_the_window_without_one(qtbot, make_app, monkeypatch):
    from reos_desktop.cli.main import build_parser
    from reos_desktop.ui.app import launch_wish

    parser = build_parser()
    assert launch_wish(parser.parse_args(["gui", "--minimized"])) == "minimized"
    assert launch_wish(parser.parse_args(["gui"])) == "show"
    # Offscreen there is no system tray: minimized would leave nothing to click, so the window shows.
    services = make_app(show=False)
    assert not services.tray.available
    services.take_wish("minimized")
    qtbot.waitUntil(services.window.isVisible, timeout=WAIT_MS)
    # Where a tray exists, the window stays hidden, also when the login autostart launches a second time.
    monkeypatch.setattr(QSystemTrayIcon, "isSystemTrayAvailable", staticmethod(lambda: True))
    in_tray = make_app(show=False)
    assert in_tray.tray.available
    in_tray.take_wish("minimized")
    in_tray.take_wish("minimized")
    assert not in_tray.window.isVisible()
    in_tray.tray.action("show_window").trigger()
    qtbot.waitUntil(in_tray.window.isVisible, timeout=WAIT_MS)


def test_minimized_and_quick_ask_together_are_refused(run_reos):
    done = run_reos("gui", "--minimized", "--quick-ask", env={"QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode != 0
    assert "--minimized and --quick-ask" in done.stderr and "Traceback" not in done.stderr


def test_start_at_login_writes_and_removes_the_autostart_entry(qtbot, make_app, tmp_path, monkeypatch):
    from reos_desktop import APP_ID
    from reos_desktop.integration import autostart_enabled
    from reos_desktop.ui.settings_dialog import SettingsDialog

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    entry = tmp_path / "config" / "autostart" / f"{APP_ID}.desktop"
    services = make_app(start=False)
    dialog = SettingsDialog(services.settings, parent=services.window)
    qtbot.addWidget(dialog)
    assert not dialog.autostart.isChecked() and not entry.exists()
    dialog.autostart.click()
    dialog.save()
    assert dialog.apply_autostart() == entry
    assert autostart_enabled() and "gui --minimized" in entry.read_text()
    again = SettingsDialog(services.settings, parent=services.window)
    qtbot.addWidget(again)
    assert again.autostart.isChecked()   # read from the entry itself
    again.autostart.click()
    assert again.apply_autostart() is None
    assert not entry.exists() and not autostart_enabled()


def test_the_application_names_match_the_desktop_entry(qtbot):
    from reos_desktop import APP_ID
    from reos_desktop.integration import desktop_template
    from reos_desktop.ui.app import make_application

    app = make_application()
    # Wayland matches windows to the desktop entry by this name; X11 by WM_CLASS, whose class part Qt takes
    # from the application name (the entry's StartupWMClass=reos).
    assert app.desktopFileName() == APP_ID
    assert app.applicationName() == "reos"
    assert "StartupWMClass=reos" in desktop_template().read_text().splitlines()


def test_run_saved_checks_from_a_second_launch_runs_them_all_and_shows_the_window(qtbot, make_app, reos_home,
                                                                                  tmp_path):
    # The desktop entry's "Run Saved Checks" action is `reos gui --run-checks`: a second launch hands it over.
    import os
    import subprocess
    import sys
    from pathlib import Path

    from reos_desktop.ui.single_instance import InstanceServer

    present, absent = tmp_path / "present", tmp_path / "absent"
    present.write_text("x")
    checks = [{"predicate": f"file {present} exists", "interval_seconds": 3600},
              {"predicate": f"file {absent} exists", "interval_seconds": 3600}]
    services = make_app(settings_for(None, provider="offline", saved_checks=checks), show=False, start=False)
    services.checks.start = lambda: None   # no scheduled runs: only what the second launch asks for
    services.start()
    server = InstanceServer(services)
    assert server.listen()
    services.instance_server = server
    server.message.connect(services.take_wish)
    repo = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, REOS_HOME=str(reos_home), PYTHONPATH=repo, QT_QPA_PLATFORM="offscreen")
    with qtbot.waitSignal(server.message, timeout=WAIT_MS) as got:
        second = subprocess.Popen([sys.executable, "-m", "reos_desktop", "gui", "--run-checks"], env=env,
                                  stderr=subprocess.PIPE, text=True)
    assert got.args == ["run-checks"]
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=WAIT_MS)
    assert second.returncode == 0 and "started its saved checks" in second.stderr.read()
    qtbot.waitUntil(services.window.isVisible, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: all(services.checks.last(c["predicate"]) for c in checks), timeout=WAIT_MS)
    assert services.checks.last(checks[0]["predicate"])["verdict"] == "true"
    assert services.checks.last(checks[1]["predicate"])["verdict"] == "false"
    assert services.tray.state == "failing"


def test_objects_made_before_the_window_stands_are_out_of_the_collectors_view(make_app):
    # Full garbage collections walking every start-up object held the GUI thread 50-60 ms (bench/gui.py).
    import gc

    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    make_app()
    assert gc.get_freeze_count() > 10_000
