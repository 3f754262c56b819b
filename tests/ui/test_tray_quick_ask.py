"""The tray menu, quick ask, saved checks that notify when their verdict flips, one instance per user."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSystemTrayIcon

from agent.model_server import complete, tool

from .conftest import WAIT_MS, settings_for, wait_finished

pytestmark = pytest.mark.gui
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_tray_menu_actions_open_quick_ask_show_the_window_and_quit(qtbot, make_app):
    services = make_app(show=False)
    tray = services.tray
    assert tray.available == QSystemTrayIcon.isSystemTrayAvailable()  # offscreen: no tray, the app still works
    tray.menu.aboutToShow.emit()  # rebuilt each time it opens
    labels = [a.text() for a in tray.menu.actions() if not a.isSeparator()]
    assert labels == ["Quick ask…", "Show window", "Saved checks", "Quit"]
    assert not services.window.isVisible()
    tray.action("show_window").trigger()
    qtbot.waitUntil(services.window.isVisible, timeout=WAIT_MS)
    tray.action("quick_ask").trigger()
    qtbot.waitUntil(lambda: services.quick is not None and services.quick.isVisible(), timeout=WAIT_MS)
    with qtbot.waitSignal(services.quitting, timeout=WAIT_MS):
        tray.action("quit").trigger()
    assert not services.started and not services.collector._thread.isRunning()


def test_quick_ask_answers_with_badges_and_opens_in_the_main_window(qtbot, make_app, model_server):
    server = model_server([tool("linux_system_info"), complete("This machine is up [e1].", ["e1"])])
    services = make_app(settings_for(server), show=False)
    services.open_quick_ask()
    quick = services.quick
    qtbot.waitExposed(quick)
    qtbot.keyClicks(quick.input, "Is the machine up?")
    with qtbot.waitSignal(services.chat.turn_started, timeout=WAIT_MS) as started:
        qtbot.keyClick(quick.input, Qt.Key.Key_Return)
    wait_finished(qtbot, services, started.args[0])   # a failed turn fails here with its sentence, not a timeout
    widget = quick.widget
    assert widget is not None and widget.badges.isVisible()
    assert widget.badges.evidence.text() == "2 evidence" and "e1" in widget.cards
    assert "This machine is up" in widget.answer.toPlainText()
    assert not services.window.isVisible()
    qtbot.mouseClick(quick.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(services.window.isVisible, timeout=WAIT_MS)
    assert not quick.isVisible()
    main_widget = services.window.chat.widget_for(quick.turn)
    assert main_widget is not None and main_widget.badges.isVisible()  # the same turn, in the main chat


def test_saved_check_verdict_flip_is_notified(qtbot, make_app):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    port = listener.getsockname()[1]
    predicate = f"port {port} is open"
    settings = settings_for(None, provider="offline", saved_checks=[{"predicate": predicate, "interval_seconds": 600}])
    services = make_app(settings)
    checks = services.checks
    with qtbot.waitSignal(checks.verdict, timeout=WAIT_MS) as first:
        pass  # started with the app: the first run is due at once
    assert first.args[:2] == [predicate, "true"]
    services.tray.menu.aboutToShow.emit()
    submenu = next(a.menu() for a in services.tray.menu.actions() if a.text() == "Saved checks")
    entry = submenu.actions()[0]
    assert entry.text() == f"✓ {predicate} — true"
    listener.close()
    flips, notes = [], []
    checks.flipped.connect(lambda *args: flips.append(args))
    services.tray.notified.connect(lambda title, text: notes.append((title, text)))
    with qtbot.waitSignal(checks.verdict, timeout=WAIT_MS) as second:
        entry.trigger()  # "run it now" from the tray
    assert second.args[:2] == [predicate, "false"]
    assert flips and flips[0][:3] == (predicate, "true", "false")
    assert notes and predicate in notes[0][0] and "was true, now false" in notes[0][1]
    assert services.tray.state == "failing"
    assert predicate in services.window.statusBar().currentMessage()
    # The verdict is remembered across restarts (a flip after a restart is still a flip).
    from reos_desktop.ui.check_verdicts import VerdictMemory

    assert VerdictMemory().last(predicate)["verdict"] == "false"


def test_a_second_launch_hands_over_to_the_running_app(qtbot, make_app, reos_home):
    from reos_desktop.ui.single_instance import InstanceServer

    services = make_app(show=False)
    server = InstanceServer(services)
    assert server.listen()
    services.instance_server = server
    server.message.connect(lambda m: services.open_quick_ask() if m == "quick-ask" else services.show_window())
    env = dict(os.environ, REOS_HOME=str(reos_home), PYTHONPATH=REPO, QT_QPA_PLATFORM="offscreen")
    with qtbot.waitSignal(server.message, timeout=WAIT_MS) as got:
        second = subprocess.Popen([sys.executable, "-m", "reos_desktop", "gui", "--quick-ask"], env=env,
                                  stderr=subprocess.PIPE, text=True)
    assert got.args == ["quick-ask"]
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=WAIT_MS)
    assert second.returncode == 0 and "already running" in second.stderr.read()
    qtbot.waitUntil(lambda: services.quick is not None and services.quick.isVisible(), timeout=WAIT_MS)
    with qtbot.waitSignal(server.message, timeout=WAIT_MS) as got:
        second = subprocess.Popen([sys.executable, "-m", "reos_desktop", "gui"], env=env, stderr=subprocess.PIPE)
    assert got.args == ["show"]
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=WAIT_MS)
    qtbot.waitUntil(services.window.isVisible, timeout=WAIT_MS)
