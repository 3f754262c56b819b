"""The chat pane as a person uses it: ask, watch the answer stream, open a claim's evidence, stop, continue."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor

from agent.model_server import Reply, complete, tool

from .conftest import WAIT_MS, ask, settings_for, wait_finished

pytestmark = pytest.mark.gui


def machine():
    from reos_desktop.state.service import StateService

    return StateService().current().fields


def test_answer_streams_then_claims_are_marked_with_badges_and_evidence_opens(qtbot, make_app, model_server):
    facts = machine()
    answer = (f"**Yes.** This machine runs {facts['os_name']} [s0] and its kernel is `{facts['kernel']}` [s0].\n\n"
              "- The load is 9999 [e1].\n- Nginx is probably fine.")
    server = model_server([tool("linux_system_info"),
                           Reply(complete(answer, ["s0", "e1"]).text, chunk_size=6, chunk_delay=0.02)])
    services = make_app(settings_for(server))
    seen_while_streaming = []
    services.chat.turn_event.connect(
        lambda turn, event: seen_while_streaming.append(services.window.chat.widget_for(turn).answer.source_text)
        if type(event).__name__ == "AnswerDelta" else None)
    turn = ask(qtbot, services, "What is this machine and how loaded is it?")
    widget = wait_finished(qtbot, services, turn)

    # It streamed: the answer grew in several steps before it was complete.
    partial = [text for text in seen_while_streaming if text and text != answer]
    assert len(partial) >= 3 and all(answer.startswith(p) for p in partial)
    # The tool call is a compact card, expandable to its output.
    card = widget.cards["e1"]
    assert "linux_system_info" in card.title.text() and card.state.text() == "✓"
    card.toggle.click()
    assert card.output is not None and "load_average" in card.output.toPlainText()
    # Rendered Markdown: no asterisks or backticks left on screen.
    shown = widget.answer.toPlainText()
    assert "**" not in shown and "`" not in shown and facts["kernel"] in shown
    # Claims are marked where their words are, with their status.
    claims = turn.verification["claims"]
    statuses = {c["status"] for c in claims}
    assert {"verified", "contradicted", "inference"} <= statuses
    rendered = widget.answer.rendered_text()
    assert len(widget.answer.marked) == len(claims)
    for start, end, index in widget.answer.marked:
        assert rendered[start:end].replace("`", "") == claims[index]["text"].replace("`", "")
    # Badges: confidence, evidence count, uncertainties.
    badges = widget.badges
    assert badges.isVisible()
    assert badges.confidence.text() == f"{turn.verification['confidence'] * 100:.0f}% confidence"
    assert badges.evidence.text() == f"{len(turn.result.evidence)} evidence"
    uncertain = sum(1 for c in claims if c["status"] != "verified")
    assert badges.uncertain.text().startswith(f"{uncertain} uncertain")
    # Clicking the contradicted claim opens the evidence it rests on, with its time and raw data.
    index = next(i for i, c in enumerate(claims) if c["status"] == "contradicted")
    start = next(s for s, e, i in widget.answer.marked if i == index)
    cursor = QTextCursor(widget.answer.document())
    cursor.setPosition(start + 2)
    point = widget.answer.cursorRect(cursor).center()
    qtbot.mouseClick(widget.answer.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))
    qtbot.waitUntil(lambda: bool(services.evidence_dialogs), timeout=WAIT_MS)
    dialog = services.evidence_dialogs[-1]
    assert claims[index]["text"] in dialog.details.toPlainText()
    assert "contradicted" in dialog.details.toPlainText() and "linux_system_info" in dialog.details.toPlainText()
    assert '"load_average"' in dialog.raw.toPlainText()
    item = turn.result.evidence[1]
    assert item.sha256 in dialog.details.toPlainText()
    dialog.close()
    # The evidence badge opens every item; statistics are one click away.
    badges.evidence.click()
    assert services.evidence_dialogs[-1].list.count() == len(claims) + len(turn.result.evidence) + 2
    assert not widget.stats.isVisible()
    badges.stats.click()
    assert widget.stats.isVisible() and "2 iteration(s)" in widget.stats.text() and "1 tool call(s)" in widget.stats.text()
    assert widget.property("completed") is True and not widget.unfinished.isVisible()


def test_stop_leaves_an_unfinished_turn_that_continue_completes(qtbot, make_app, model_server):
    long_answer = "The machine is up [e1]. " * 60
    server = model_server([tool("linux_system_info"),
                           Reply(complete(long_answer, ["e1"]).text, chunk_size=4, chunk_delay=0.05),
                           complete("The machine is up [e1].", ["e1"])])
    services = make_app(settings_for(server))
    pane = services.window.chat
    turn = ask(qtbot, services, "Is the machine up?")
    qtbot.waitUntil(lambda: pane.widget_for(turn).answer.source_text != "", timeout=WAIT_MS)
    assert pane.stop_button.isEnabled() and not pane.send_button.isEnabled()
    qtbot.mouseClick(pane.stop_button, Qt.MouseButton.LeftButton)
    widget = wait_finished(qtbot, services, turn)
    assert turn.result.ending == "cancelled" and not turn.result.task_completed
    assert widget.unfinished.isVisible() and widget.property("completed") is False
    assert "stopped by the user" in widget.badges.completion.text()
    assert pane.send_button.isEnabled() and not pane.stop_button.isEnabled()
    # Continue carries on with the evidence already read (no second tool call).
    with qtbot.waitSignal(services.chat.turn_started, timeout=WAIT_MS) as started:
        qtbot.mouseClick(widget.continue_button, Qt.MouseButton.LeftButton)
    second = started.args[0]
    assert second.continued_from is turn
    done = wait_finished(qtbot, services, second)
    assert second.result.task_completed and [e.id for e in second.result.evidence] == ["s0", "e1"]
    assert done.property("completed") is True and not widget.continue_button.isEnabled()


def test_iteration_limit_is_unfinished_with_statistics(qtbot, make_app, model_server):
    server = model_server([tool("linux_processes", limit=3), tool("linux_disk_usage")])
    services = make_app(settings_for(server, max_iterations=2))
    turn = ask(qtbot, services, "What runs here?")
    widget = wait_finished(qtbot, services, turn)
    assert turn.result.ending == "iteration_limit"
    assert "iteration limit" in widget.badges.completion.text()
    assert widget.unfinished.isVisible() and widget.continue_button.isEnabled()
    assert set(widget.cards) == {"e1", "e2"}
    widget.badges.stats.click()
    assert "2 iteration(s)" in widget.stats.text() and "2 tool call(s)" in widget.stats.text()
    assert "tokens" in widget.stats.text()


def test_a_suggested_command_is_shown_with_copy_and_never_run(qtbot, make_app, model_server, tmp_path):
    marker = tmp_path / "ran"
    command = f"touch {marker}"
    server = model_server([complete("You can check it yourself.", [], suggested_command=command)])
    services = make_app(settings_for(server))
    turn = ask(qtbot, services, "How do I check?")
    widget = wait_finished(qtbot, services, turn)
    assert widget.command_row.isVisible() and widget.command.text() == command
    qtbot.mouseClick(widget.copy, Qt.MouseButton.LeftButton)
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == command
    assert not marker.exists()


def test_an_unreachable_model_is_announced_and_answered_offline(qtbot, make_app):
    services = make_app(settings_for(None))  # port 9: nothing listens
    label = services.window.model_label
    qtbot.waitUntil(lambda: "unreachable" in label.text(), timeout=WAIT_MS)
    turn = ask(qtbot, services, "What is the hostname?")
    widget = wait_finished(qtbot, services, turn)
    notices = [widget.notices.itemAt(i).widget().text() for i in range(widget.notices.count())]
    assert any("not reachable" in n and "offline" in n for n in notices)
    assert turn.result.metadata["provider"] == "offline"
    assert "offline" in services.window.statusBar().currentMessage() or "offline" in label.toolTip()


def test_the_question_line_cannot_send_while_busy_and_empty_questions_are_ignored(qtbot, make_app, model_server):
    server = model_server([Reply(complete("Fine.").text, delay=0.5)])
    services = make_app(settings_for(server))
    pane = services.window.chat
    qtbot.keyClick(pane.input, Qt.Key.Key_Return)
    assert services.chat.turns == []
    turn = ask(qtbot, services, "Anything?")
    assert services.chat.ask("Another one?") is None  # one turn at a time
    wait_finished(qtbot, services, turn)
    assert len(services.chat.turns) == 1
    qtbot.waitUntil(lambda: pane.send_button.isEnabled(), timeout=WAIT_MS)
