"""The chat session behind the chat pane and the quick-ask window: one agent, one recorded session,
one turn at a time, each run on a worker thread with a Stop that really stops it.

The agent and its session recorder are made on the worker thread the first time they are needed (their
imports and database set-up never cost the GUI thread anything). Views listen to the signals; the
controller holds no widgets.
"""

from __future__ import annotations

import threading
import time
from itertools import count
from typing import Any, Callable, Iterator

from PySide6.QtCore import QObject, Signal, Slot


DELTA_WINDOW_S = 0.04   # streamed text arriving within this long after the last hand-over is handed over together


def coalesce_deltas(events: Iterator, window: float = DELTA_WINDOW_S, clock=time.monotonic):
    """The agent's events with streamed answer text joined up: a fast model streams hundreds of tiny
    deltas a second, and each one handed to the GUI thread is a queued signal and a Python slot there.

    A delta that comes `window` or more after the last hand-over goes at once (a slow model's text is
    never held back); one that comes sooner waits for the next event. Text is never reordered or lost:
    any other event, and the end, first hand over what is waiting. Returns what `events` returns."""
    from reos_desktop.agent.events import AnswerDelta

    waiting: list[str] = []
    last = float("-inf")
    iterator = iter(events)
    while True:
        try:
            event = next(iterator)
        except StopIteration as stop:
            if waiting:
                yield AnswerDelta("".join(waiting))
            return stop.value
        if isinstance(event, AnswerDelta):
            waiting.append(event.text)
            now = clock()
            if now - last >= window:
                yield AnswerDelta("".join(waiting))
                waiting.clear()
                last = now
            continue
        if waiting:
            yield AnswerDelta("".join(waiting))
            waiting.clear()
        yield event


class ChatTurn:
    """One question and what became of it."""

    _numbers = count(1)

    def __init__(self, question: str, origin: str = "main", continued_from: "ChatTurn | None" = None):
        self.number = next(self._numbers)
        self.question = question
        self.origin = origin            # "main" or "quick" (where it was asked)
        self.continued_from = continued_from
        self.result = None              # agent.events.TurnResult once finished
        self.error: str | None = None
        self.notices: list[str] = []
        self.answer_text = ""           # what has streamed so far
        self.running = True

    @property
    def verification(self) -> dict[str, Any] | None:
        """The certainty wrapper's JSON ({"confidence", "claims"}), or None."""
        if self.result is None or self.result.verification is None:
            return None
        return self.result.verification.to_json()


class ChatController(QObject):
    turn_started = Signal(object)            # ChatTurn
    turn_event = Signal(object, object)      # ChatTurn, an agent event (events.py)
    turn_finished = Signal(object)           # ChatTurn, with .result
    turn_failed = Signal(object, str)        # ChatTurn, one sentence
    busy_changed = Signal(int)              # 1 busy, 0 idle (an int: see workers.py on bools)
    notice = Signal(str, str)                # message, level: for the status bar
    session_changed = Signal(str)            # the recorded session id (known after the first turn)

    def __init__(self, settings_source: Callable[[], Any], parent=None):
        super().__init__(parent)
        self._settings_source = settings_source
        self._agent = None
        self._recorder = None
        self._rebuild = False
        self._cancel: threading.Event | None = None
        self._job = None
        self.current: ChatTurn | None = None
        self.turns: list[ChatTurn] = []
        self.session_id: str | None = None

    # -- commands --------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._job is not None

    def ask(self, question: str, origin: str = "main") -> ChatTurn | None:
        question = question.strip()
        if not question or self.busy:
            return None
        return self._start(ChatTurn(question, origin), resume=None)

    def continue_turn(self, turn: ChatTurn) -> ChatTurn | None:
        """Carry on an unfinished turn from where it stopped, with the evidence it had gathered."""
        state = getattr(turn.result, "state", None) if turn.result is not None else None
        if self.busy or state is None:
            return None
        return self._start(ChatTurn(turn.question, turn.origin, continued_from=turn), resume=state)

    def stop(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def new_session(self) -> None:
        """Forget the conversation; the next question starts a new recorded session."""
        self.stop()
        self._agent = None
        self._recorder = None
        self.session_id = None
        self.turns.clear()

    def settings_changed(self) -> None:
        """Use the new settings from the next turn on (the conversation and session are kept)."""
        self._rebuild = True

    # -- the worker side -------------------------------------------------------------------------
    def _start(self, turn: ChatTurn, resume) -> ChatTurn:
        from reos_desktop.ui.workers import start_job

        self._cancel = cancel = threading.Event()
        self.current = turn
        self.turns.append(turn)
        settings = self._settings_source()
        self._job = start_job(lambda: self._events(turn.question, settings, cancel, resume),
                              on_item=self._on_event, on_done=self._on_done, on_failed=self._on_failed,
                              name=f"chat-turn-{turn.number}")
        self.turn_started.emit(turn)
        self.busy_changed.emit(1)
        return turn

    def _events(self, question: str, settings, cancel: threading.Event, resume):
        """Runs on the worker thread."""
        agent = self._agent_for(settings, question)
        return (yield from coalesce_deltas(agent.ask(question, cancel=cancel, resume=resume)))

    def _agent_for(self, settings, question: str):
        from reos_desktop.agent.loop import Agent
        from reos_desktop.agent.sessions import SessionRecorder

        if self._recorder is None:
            self._recorder = SessionRecorder("chat", title=question, provider=settings.provider,
                                             model=settings.model_name)
        if self._agent is None or self._rebuild:
            old = self._agent
            self._agent = Agent(settings, recorder=self._recorder)
            if old is not None:  # same conversation, new model settings
                self._agent.history = old.history
                self._agent.next_evidence_number = old.next_evidence_number
            self._rebuild = False
        return self._agent

    @Slot(object)
    def _on_event(self, event) -> None:
        from reos_desktop.agent.events import AnswerDelta, Notice, TurnFinished

        turn = self.current
        if turn is None:
            return
        if isinstance(event, AnswerDelta):
            turn.answer_text += event.text
        elif isinstance(event, Notice):
            turn.notices.append(event.message)
            self.notice.emit(event.message, event.level)
        elif isinstance(event, TurnFinished):
            turn.result = event.result
        self.turn_event.emit(turn, event)

    @Slot(object)
    def _on_done(self, _value) -> None:
        turn = self.current
        self._finish()
        if turn is None:
            return
        if turn.result is None:
            turn.error = "the turn ended without an answer"
            self.turn_failed.emit(turn, turn.error)
            return
        if turn.result.session_id and turn.result.session_id != self.session_id:
            self.session_id = turn.result.session_id
            self.session_changed.emit(self.session_id)
        self.turn_finished.emit(turn)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        turn = self.current
        self._finish()
        if turn is not None:
            turn.error = message
            self.turn_failed.emit(turn, message)
        self.notice.emit(f"The question could not be answered: {message}", "warning")

    def _finish(self) -> None:
        if self.current is not None:
            self.current.running = False
        self._job = None
        self._cancel = None
        self.busy_changed.emit(0)

    def wait(self, timeout_ms: int = 5000) -> bool:
        """Stop the running turn and wait for its thread (at exit)."""
        self.stop()
        job = self._job
        return job.wait(timeout_ms) if job is not None else True
