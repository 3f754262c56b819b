"""Claim spans mapped from the Markdown source to the rendered text Qt shows, and the generator-on-a-thread
adapter every long job uses."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtGui import QTextDocument

from reos_desktop.ui.chat.spans import map_spans

from .conftest import WAIT_MS

pytestmark = pytest.mark.gui

SOURCE = """**Yes**, nginx is running [e2].

- It has been `active` since 07:47.
- See [the docs](https://nginx.org/en/docs/) for more.

| unit | state |
|---|---|
| nginx.service | active |

1. First thing
2. Second & third

```
systemctl status nginx
```"""


def rendered(source: str) -> str:
    document = QTextDocument()
    document.setMarkdown(source)
    return "".join(document.characterAt(i) for i in range(document.characterCount()))


@pytest.mark.parametrize("phrase, shown", [
    ("nginx is running", "nginx is running"),
    ("It has been `active` since 07:47", "It has been active since 07:47"),
    ("the docs", "the docs"),
    ("nginx.service", "nginx.service"),
    ("Second & third", "Second & third"),
    ("systemctl status nginx", "systemctl status nginx"),
])
def test_spans_land_on_the_rendered_words(qapp, phrase, shown):
    start = SOURCE.index(phrase)
    text = rendered(SOURCE)
    (mapped,) = map_spans(SOURCE, text, [(start, start + len(phrase))])
    assert mapped is not None and text[mapped[0]:mapped[1]] == shown


def test_a_span_of_only_markup_is_not_marked(qapp):
    text = rendered(SOURCE)
    assert map_spans(SOURCE, text, [(0, 2)]) == [None]  # the "**" of the bold


def test_answer_view_marks_each_claim_with_its_status_and_link(qtbot):
    from reos_desktop.ui.chat.answer_view import AnswerView

    view = AnswerView()
    qtbot.addWidget(view)
    claims = [{"text": "nginx is running", "span": [SOURCE.index("nginx is running"), SOURCE.index("nginx is running") + 16],
               "status": "verified", "evidence": ["e2"], "reason": "active"},
              {"text": "It has been `active` since 07:47",
               "span": [SOURCE.index("It has"), SOURCE.index("It has") + len("It has been `active` since 07:47")],
               "status": "stale", "evidence": ["e2"], "reason": "old"}]
    view.set_answer(SOURCE, claims)
    text = view.rendered_text()
    assert [(text[s:e], i) for s, e, i in view.marked] == [("nginx is running", 0), ("It has been active since 07:47", 1)]
    for start, end, index in view.marked:
        assert view.claim_at_rendered(start) == index and view.claim_at_rendered(end - 1) == index
        sign = text[end]
        assert sign in ("✓", "⌛", "◷")
    clicked = []
    view.claim_clicked.connect(clicked.append)
    from PySide6.QtCore import QUrl

    view.anchorClicked.emit(QUrl("claim:1"))
    assert clicked == [1]
    # The citation [e2] links to that evidence item.
    cited = []
    view.evidence_clicked.connect(cited.append)
    at = text.index("[e2]") + 1
    from PySide6.QtGui import QTextCursor

    cursor = QTextCursor(view.document())
    cursor.setPosition(at + 1)
    assert cursor.charFormat().anchorHref() == "evidence:e2"
    view.anchorClicked.emit(QUrl(cursor.charFormat().anchorHref()))
    assert cited == ["e2"]


def test_streaming_text_is_rendered_as_markdown(qtbot):
    from reos_desktop.ui.chat.answer_view import AnswerView

    view = AnswerView()
    qtbot.addWidget(view)
    view.show()
    for piece in ("**Bold", "** and `co", "de`"):
        view.append_text(piece)
    qtbot.waitUntil(lambda: view.toPlainText() == "Bold and code", timeout=WAIT_MS)
    assert view.height() > 0


def test_a_job_re_emits_what_its_generator_yields_in_order(qtbot):
    from reos_desktop.ui.workers import start_job

    threads, items = [], []

    def numbers():
        threads.append(threading.get_ident())
        for n in range(50):
            yield n
        return "done"

    results = []
    start_job(numbers, on_item=items.append, on_done=results.append)
    qtbot.waitUntil(lambda: results != [], timeout=WAIT_MS)
    assert items == list(range(50)) and results == ["done"]
    assert threads and threads[0] != threading.get_ident()  # it ran off the GUI thread


def test_a_failing_job_reports_one_sentence(qtbot):
    from reos_desktop.errors import UsageError
    from reos_desktop.ui.workers import start_call

    def refuse():
        raise UsageError("unknown tool 'rm'")

    failures = []
    start_call(refuse, on_failed=failures.append)
    qtbot.waitUntil(lambda: failures != [], timeout=WAIT_MS)
    assert failures == ["unknown tool 'rm'"]


def test_the_reference_guard_keeps_true_alive_through_many_signals(qtbot, make_app):
    """PySide6 6.12.0 drops a reference to True on every emitted signal; a long session would free it
    and abort the interpreter. Where the probe finds the bug, the guard holds enough references that
    100 000 signals later True's count is still far above zero."""
    import sys

    from reos_desktop.ui import refguard

    make_app(start=False)  # the app starts the guard when this PySide6 needs it
    if not refguard.emitting_loses_references():
        assert refguard._guard is None
        return
    guard = refguard._guard
    assert guard is not None and guard.held >= refguard.HEADROOM // 2
    probe = refguard._Probe()
    probe.ping.connect(probe.pong)
    floor = guard.floor[id(True)]
    for _ in range(100_000):
        probe.ping.emit()
    assert sys.getrefcount(True) > floor // 2  # without the guard it would have gone through zero
    guard.top_up()
    assert sys.getrefcount(True) >= floor + refguard.HEADROOM - 100


def test_streamed_deltas_are_joined_up_without_losing_or_holding_back_text():
    from reos_desktop.agent.events import AnswerDelta, Notice
    from reos_desktop.ui.chat.controller import coalesce_deltas

    now = [0.0]

    def events():
        for at, event in ((0.000, AnswerDelta("Th")), (0.004, AnswerDelta("e ")), (0.008, AnswerDelta("load")),
                          (0.060, AnswerDelta(" is")), (0.062, Notice("a note", "info")), (0.300, AnswerDelta(" 2")),
                          (0.302, AnswerDelta(".")), (0.303, AnswerDelta("0"))):
            now[0] = at
            yield event
        return "the result"

    out = coalesce_deltas(events(), window=0.04, clock=lambda: now[0])
    got = []
    while True:
        try:
            got.append(next(out))
        except StopIteration as stop:
            returned = stop.value
            break
    shown = [e.text if isinstance(e, AnswerDelta) else f"<{e.message}>" for e in got]
    # The first delta goes at once; those within 40 ms wait; a later one takes them along; a notice
    # and the end flush what waits; a slow stream's text goes at once.
    assert shown == ["Th", "e load is", "<a note>", " 2", ".0"]
    assert returned == "the result"


def test_a_table_closed_while_its_cells_are_made_on_a_worker_drops_them_quietly(qtbot):
    # A window closed right after a big list arrived (the end of a test, or the user closing it): the
    # worker's cells must find the table gone and be dropped, not fitted into a deleted view.
    import shiboken6
    from PySide6.QtWidgets import QWidget

    from reos_desktop.ui.panels.tables import BUILD_ON_WORKER_CELLS, Column, RecordsModel, fit_columns, make_table
    from reos_desktop.ui.workers import wait_for_jobs

    holder = QWidget()
    model = RecordsModel([Column("name", "Name"), Column("version", "Version")])
    view, _proxy = make_table(model, "Packages")
    view.setParent(holder)
    rows = [{"name": f"pkg{i}", "version": f"1.{i}"} for i in range(BUILD_ON_WORKER_CELLS)]
    fitted = []
    model.set_rows(rows, then=lambda: (fit_columns(view), fitted.append(True)))
    assert model.pending  # the cells are being made on a worker
    holder.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(view), timeout=WAIT_MS)
    assert wait_for_jobs(WAIT_MS)
    qtbot.wait(50)  # the worker's result is delivered through the event loop: let it arrive
    assert fitted == [] and not shiboken6.isValid(model)
