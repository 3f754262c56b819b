"""GUI tests: offscreen by default (CI also runs them once under Xvfb with QT_QPA_PLATFORM=xcb).

The app is driven as a person would: typing into its widgets, clicking, using the tray menu. Answers
come from the scripted model server (tests/agent/model_server.py), a real HTTP server on 127.0.0.1
speaking Ollama's protocol; tools, the steady state and the certainty wrapper are the real ones.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

import reos_desktop.ui  # noqa: E402,F401  (pydantic before Qt; see reos_desktop/ui/__init__.py)
from agent.model_server import settings_for  # noqa: E402,F401  (tests import it from here)

WAIT_MS = 60_000  # generous: the suite shares two cores with other work


@pytest.fixture
def make_app(qtbot, reos_home):
    """ReosServices with the given settings, its main window shown and its services started."""
    from reos_desktop.ui.app import ReosServices

    made = []

    def make(settings=None, state_root: str = "/", show: bool = True, start: bool = True):
        services = ReosServices(settings or settings_for(), state_root=state_root)
        made.append(services)
        qtbot.addWidget(services.window)
        if show:
            services.window.show()
            qtbot.waitExposed(services.window)
        if start:
            services.start()
        return services

    yield make
    for services in made:
        services.shutdown()
        if services.quick is not None:
            services.quick.close()


def wait_first_snapshot(qtbot, services) -> None:
    qtbot.waitUntil(lambda: services.collector.latest is not None, timeout=WAIT_MS)


def ask(qtbot, services, question: str):
    """Type a question into the chat line and press Enter; returns the ChatTurn started."""
    from PySide6.QtCore import Qt

    pane = services.window.chat
    with qtbot.waitSignal(services.chat.turn_started, timeout=WAIT_MS) as started:
        qtbot.keyClicks(pane.input, question)
        qtbot.keyClick(pane.input, Qt.Key.Key_Return)
    return started.args[0]


def wait_finished(qtbot, services, turn):
    qtbot.waitUntil(lambda: not turn.running, timeout=WAIT_MS)
    assert turn.error is None, turn.error
    return services.window.chat.widget_for(turn)
