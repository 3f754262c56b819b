"""The planner loop: ask the model for one action at a time, run read-only tools, end on an explicit
completion (or a limit), then pass the answer through the certainty wrapper.

    agent = Agent(settings)
    for event in agent.ask("Is nginx running?"):
        ...                      # events.py: Notice, ToolCallStarted, ToolCallFinished, AnswerDelta, …
    result = event.result        # the last event is TurnFinished

Nothing the model writes is executed except a registered read-only tool with arguments its model accepts.
"""

from __future__ import annotations

import threading
import time
from typing import Iterator

from reos_desktop.agent.events import (AnswerDelta, Notice, Rejected, ToolCallFinished, ToolCallStarted,
                                       TurnFinished, TurnResult)
from reos_desktop.agent.memory import WorkingMemory
from reos_desktop.agent.providers import ProviderError, make_provider
from reos_desktop.agent.tokens import estimate_tokens, messages_tokens
from reos_desktop.errors import ReosError
from reos_desktop.evidence.canonical import now_iso
from reos_desktop.evidence.models import EvidenceBundle, EvidenceItem

MEMORY_SHARE = 0.5  # of the token budget, the most the working memory may take in one request
REPEAT_LIMIT = 2    # the same call asked for this many times in a row ends the run


class TurnState:
    """Everything a run has gathered, so an unfinished run can be continued."""

    def __init__(self, mode: str, original: str):
        self.mode = mode
        self.original = original
        self.memory = WorkingMemory()
        self.iterations = 0
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.tool_count = 0
        self.rejected = 0
        self.repeats = 0
        self.first_request_tokens: int | None = None
        self.next_id = 1
        self.targets: list = []        # target_notes.Target: the things the question names
        self.absent: list[str] = []    # "There is no service named X on this machine. [s0]"


class Agent:
    def __init__(self, settings, provider=None, registry=None, state_service=None, recorder=None):
        from reos_desktop.tools.registry import get_registry

        self.settings = settings
        self.provider = provider if provider is not None else make_provider(settings)
        self.registry = registry or get_registry()
        self._state = state_service
        self.recorder = recorder  # sessions.SessionRecorder, or None to keep nothing
        self.history: list[dict] = []  # chat mode: earlier questions and answers
        self.next_evidence_number = 1  # evidence ids run on across the turns of one session: e1, e2, …
        self._steady_item: EvidenceItem | None = None  # s0 of the running turn
        self.current_snapshot = None  # the Snapshot s0 was made from

    # -- steady state ------------------------------------------------------------------------------
    @property
    def state(self):
        if self._state is None:
            from reos_desktop.state.service import StateService

            self._state = StateService()
        return self._state

    def steady_evidence(self, with_context: bool = True) -> tuple[EvidenceItem, str]:
        """s0, and the context block a model reads (not rendered for the offline engine, which reads s0)."""
        snapshot = self.current_snapshot = self.state.current()
        data = snapshot.to_json()
        item = EvidenceItem(id="s0", kind="steady_state", collected_at=snapshot.collected_at, data=data).with_hash()
        if not with_context:
            return item, ""
        from reos_desktop.state.context import render_context

        return item, render_context(snapshot)

    # -- public entry points -----------------------------------------------------------------------
    def ask(self, question: str, cancel: threading.Event | None = None,
            resume: TurnState | None = None) -> Iterator:
        yield from self._run("ask", question, cancel, resume)

    def check(self, predicate: str, cancel: threading.Event | None = None) -> Iterator:
        yield from self._run("check", predicate, cancel, None)

    def clear(self) -> None:
        self.history.clear()

    # -- the loop ----------------------------------------------------------------------------------
    def _run(self, mode: str, original: str, cancel: threading.Event | None, resume: TurnState | None) -> Iterator:
        started = time.monotonic()
        deadline = started + self.settings.timeout
        turn = resume or TurnState(mode, original)
        if resume is None:
            turn.next_id = self.next_evidence_number
        if self.provider is None and mode == "check":
            # The grammar loads the steady state only when a part of the predicate needs it (a memory
            # threshold does not): s0 is then made from that load, and left out of the evidence otherwise.
            yield from self._offline(mode, original, None, turn, started, reason=None)
            return
        steady, context_block = self.steady_evidence(with_context=self.provider is not None)
        self._steady_item = steady
        if self.provider is None:
            yield from self._offline(mode, original, steady, turn, started, reason=None)
            return
        if resume is None:
            from reos_desktop.agent.target_notes import question_targets

            turn.targets = question_targets(original)
        if self.provider.remote and self.recorder is not None and self.recorder.first_remote_use(self.provider.name):
            yield Notice(f"Using {self.provider.label}: questions and machine data from this session are sent to "
                         f"that server.", "warning")
        # Only a run with a model needs these (`reos check` offline starts faster without them).
        from reos_desktop.agent import prompts
        from reos_desktop.agent.protocol import ActionError, action_schema, parse_action
        from reos_desktop.agent.streaming import ResultStreamer

        system = prompts.system_message(mode, self.registry.catalogue(), context_block)
        schema = action_schema(mode)
        memory_budget = int(self.settings.token_budget * MEMORY_SHARE)
        self._question_target_notes(turn, steady)
        ending, final = None, None
        limit = turn.iterations + self.settings.max_iterations if resume else self.settings.max_iterations
        while final is None and ending is None:
            if cancel is not None and cancel.is_set():
                ending = "cancelled"
                break
            if turn.iterations >= limit:
                ending = "iteration_limit"
                break
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                ending = "timeout"
                break
            messages = [{"role": "system", "content": system}, *self._history_messages(mode),
                        {"role": "user", "content": prompts.user_message(mode, original, turn.memory, memory_budget)}]
            size = messages_tokens(messages)
            if turn.first_request_tokens is None:
                turn.first_request_tokens = size
            if turn.prompt_tokens + size > self.settings.token_budget and turn.iterations > 0:
                ending = "token_budget"
                break
            turn.iterations += 1
            streamer = ResultStreamer()
            raw = ""
            try:
                for chunk in self.provider.stream(messages, schema, timeout=remaining, cancel=cancel):
                    raw += chunk
                    if time.monotonic() > deadline:
                        raise ProviderError("timed out", "timeout")
                    new_text = streamer.feed(chunk)
                    if new_text:
                        yield AnswerDelta(new_text)
            except ProviderError as err:
                if err.kind == "cancelled":
                    ending = "cancelled"
                elif err.kind == "timeout":
                    ending = "timeout"
                elif err.kind == "unreachable" and turn.tool_count == 0 and self.settings.offline_fallback:
                    yield Notice(f"{err}; answering offline, without a model.", "warning")
                    yield from self._offline(mode, original, steady, turn, started, reason=str(err))
                    return
                else:
                    ending = "model_error"
                    turn.memory.add_observation(f"model error: {err}")
                    yield Notice(str(err), "warning")
                break
            reply = self.provider.last_reply
            turn.prompt_tokens += reply.prompt_tokens if reply.prompt_tokens is not None else size
            turn.completion_tokens += reply.completion_tokens if reply.completion_tokens is not None else estimate_tokens(raw)
            try:
                planned = parse_action(raw, mode)
            except ActionError as err:
                turn.rejected += 1
                turn.memory.add_rejected(str(err))
                yield Rejected(str(err), raw[:500])
                continue
            action = planned.action
            if action.type == "tool":
                outcome = yield from self._tool(turn, action.tool, action.args)
                if outcome == "repeated_too_often":
                    ending = "repeated_call"
            elif action.type == "attempt_completion":
                final = action
            elif action.type == "done":
                final = action
            elif action.type == "wait":
                pause = min(action.seconds, max(0.0, deadline - time.monotonic()))
                turn.memory.add_observation(f"waited {pause:.0f} s ({action.reason or 'no reason given'})")
                if cancel is not None:
                    cancel.wait(pause)
                else:
                    time.sleep(pause)
            elif action.type == "error":
                ending = "model_error"
                turn.memory.add_observation(f"the model gave up: {action.message}")
                yield Notice(f"The model could not go on: {action.message}", "warning")
        result = self._finish(mode, original, steady, turn, started, final, ending)
        yield TurnFinished(result)

    def _tool(self, turn: TurnState, name: str, args: dict) -> Iterator:
        """Validate and run one tool call; returns "ran", "rejected", "repeated" or "repeated_too_often"."""
        try:
            spec = self.registry.get(name)  # UsageError for an unknown tool
            validated = spec.validate(args).model_dump()  # UsageError for bad arguments or shell syntax
        except ReosError as err:
            turn.rejected += 1
            turn.memory.add_rejected(str(err))
            yield Rejected(str(err))
            return "rejected"
        earlier = turn.memory.find_call(name, validated)
        if earlier is not None:
            turn.repeats += 1
            turn.memory.add_observation(f"{name} with these arguments was already run: its result is {earlier.id}. "
                                        f"Use it, call something else, or finish.")
            return "repeated_too_often" if turn.repeats >= REPEAT_LIMIT else "repeated"
        evidence_id = f"e{turn.next_id}"
        turn.next_id += 1
        summary = spec.summary(validated)
        yield ToolCallStarted(evidence_id, name, validated, summary)
        try:
            item = self.registry.run(name, validated)
        except ReosError as err:  # refused at run time (sandbox, metacharacters)
            turn.next_id -= 1
            turn.rejected += 1
            turn.memory.add_rejected(str(err))
            yield Rejected(str(err))
            return "rejected"
        item.id = evidence_id
        turn.tool_count += 1
        turn.memory.add_tool(item)
        if self.recorder is not None:
            self.recorder.add_evidence(item)
        yield ToolCallFinished(item, result_summary(item))
        self._tool_target_note(turn, name, validated, item)
        self._question_target_notes(turn, self._steady_item)
        return "ran"

    # -- target matching (target_notes.py) -----------------------------------------------------------
    def _question_target_notes(self, turn: TurnState, steady: EvidenceItem | None) -> None:
        """Tell the model once what each thing the question names is on this machine, or that it is absent."""
        from reos_desktop.agent.target_notes import note_for

        fields = steady.data if steady is not None and isinstance(steady.data, dict) else None
        for target in turn.targets:
            if target.settled:
                continue
            note, sentence, target.settled = note_for(target.words, target.kinds, fields, turn.memory.items,
                                                      elsewhere=target.elsewhere)
            self._remember_note(turn, note, sentence)

    def _tool_target_note(self, turn: TurnState, name: str, args: dict, item: EvidenceItem) -> None:
        from reos_desktop.agent.target_notes import tool_call_note

        steady = self._steady_item
        fields = steady.data if steady is not None and isinstance(steady.data, dict) else None
        note, sentence = tool_call_note(name, args, item, fields, turn.memory.items)
        self._remember_note(turn, note, sentence)

    @staticmethod
    def _remember_note(turn: TurnState, note: str | None, sentence: str | None) -> None:
        from reos_desktop.agent.target_notes import for_mode

        if note:
            turn.memory.add_observation(for_mode(note, turn.mode))
        if sentence and sentence not in turn.absent:
            turn.absent.append(sentence)

    def _history_messages(self, mode: str) -> list[dict]:
        if mode != "ask":
            return []
        return self.history[-8:]

    def _finish(self, mode, original, steady, turn, started, final, ending) -> TurnResult:
        self.next_evidence_number = max(self.next_evidence_number, turn.next_id)
        evidence = [steady] + turn.memory.items
        metadata = self._metadata(turn, started, final is not None and final.type == "attempt_completion")
        if mode == "check":
            return self._finish_check(original, evidence, turn, metadata, final, ending)
        if final is not None:
            answer, citations, command, ending = final.result, list(final.citations), final.suggested_command, "completed"
        else:
            answer, citations, command = unfinished_answer(ending, turn), [], None
        result = TurnResult(question=original, answer=answer, task_completed=final is not None, ending=ending,
                            evidence=evidence, verification=None, metadata=metadata, citations=citations,
                            suggested_command=command)
        bundle = EvidenceBundle(now=now_iso(), question=original, answer=answer, evidence=evidence)
        result.verification = verify_bundle_of(bundle)
        if self.settings.second_opinion and self.provider is not None:
            metadata["second_opinion"] = self._second_opinion(result, bundle)
        metadata["ending"] = ending
        if final is not None:
            self.history += [{"role": "user", "content": original}, {"role": "assistant", "content": answer}]
        if self.recorder is not None:
            self.recorder.save_turn(result, mode)
        result.state = turn  # type: ignore[attr-defined]  # for Continue
        return result

    def _second_opinion(self, result: TurnResult, bundle: EvidenceBundle) -> str | None:
        """The optional model check of the claims the wrapper could not read (certainty/second_opinion.py).
        A model that cannot be asked leaves the wrapper's result; the sentence says so."""
        from reos_desktop.certainty.second_opinion import second_opinion

        try:
            result.verification, summary = second_opinion(result.verification, bundle, self.provider,
                                                          timeout=min(60.0, self.settings.timeout))
        except ProviderError as err:
            summary = f"no second opinion: {err}"
            result.verification.second_opinion = summary
        return summary

    def _finish_check(self, predicate, evidence, turn, metadata, final, ending) -> TurnResult:
        if final is not None:
            code = final.exit_code if final.exit_code in (0, 1, 2, 3) else 3
            explanation = final.explanation or "the model gave no explanation"
            failed = [i.id for i in evidence if i.id in final.citations and i.error]
            if code in (0, 1) and failed:
                code, explanation = 3, (f"cannot determine: the verdict rests on evidence that failed "
                                        f"({', '.join(failed)}): {explanation}")
            ending, citations = "done", list(final.citations)
        else:
            code, citations = 3, []
            explanation = f"cannot determine: {ENDING_REASONS.get(ending, ending)}"
        metadata["ending"] = ending
        result = TurnResult(question=predicate, answer=explanation, task_completed=final is not None, ending=ending,
                            evidence=evidence, verification=None, metadata=metadata, citations=citations,
                            exit_code=code, explanation=explanation)
        if self.recorder is not None:
            self.recorder.save_turn(result, "check")
        return result

    def _metadata(self, turn: TurnState, started: float, completed: bool) -> dict:
        return {"task_completed": completed, "iterations": turn.iterations,
                "execution_time": round(time.monotonic() - started, 3), "tool_count": turn.tool_count,
                "prompt_tokens": turn.prompt_tokens, "completion_tokens": turn.completion_tokens,
                "rejected_actions": turn.rejected, "first_request_tokens": turn.first_request_tokens,
                "provider": self.provider.name if self.provider else "offline",
                "model": self.provider.model if self.provider else "offline"}

    def _offline(self, mode, original, steady, turn, started, reason) -> Iterator:
        from reos_desktop.agent.offline_bridge import offline_turn

        yield from offline_turn(self, mode, original, steady, turn, started, reason)


ENDING_REASONS = {
    "iteration_limit": "the iteration limit was reached before an answer",
    "timeout": "the time limit was reached before an answer",
    "token_budget": "the token budget was used up before an answer",
    "cancelled": "stopped by the user",
    "model_error": "the model could not go on",
    "repeated_call": "the model kept repeating the same tool call",
}


def unfinished_answer(ending: str | None, turn: TurnState) -> str:
    reason = ENDING_REASONS.get(ending or "", ending or "the run ended")
    lines = [f"I could not finish: {reason}."]
    # What target matching established stands on its own evidence: say it rather than nothing.
    lines += [f"{sentence.rstrip('.')} [s0]." for sentence in turn.absent]
    gathered = [i for i in turn.memory.items]
    if gathered:
        lines.append("Evidence gathered so far: " + ", ".join(f"{i.id} ({i.tool})" for i in gathered) + ".")
    lines.append("You can continue this task.")
    return " ".join(lines)


def result_summary(item: EvidenceItem) -> str:
    if item.error:
        return f"failed: {item.error}"
    data = item.data if isinstance(item.data, dict) else {}
    for key in ("processes", "units", "containers", "filesystems", "entries", "events", "files", "items",
                "interfaces", "devices", "lines", "listening"):
        if isinstance(data.get(key), list):
            n = len(data[key])
            total = data.get("total") or data.get("total_lines")
            tail = f" of {total}" if total and total != n else ""
            return f"{n}{tail} {key}" + ("" if item.complete else " (incomplete)")
    if "active_state" in data:
        return f"{data.get('unit')}: {data.get('active_state')} ({data.get('sub_state')})"
    return "ok" + ("" if item.complete else " (incomplete)")


def verify(question: str, answer: str, evidence: list[EvidenceItem], citations: list[str]):
    """Run the certainty wrapper on the answer and its evidence."""
    return verify_bundle_of(EvidenceBundle(now=now_iso(), question=question, answer=answer, evidence=evidence))


def verify_bundle_of(bundle: EvidenceBundle):
    from reos_desktop.certainty.wrapper import verify_bundle

    return verify_bundle(bundle)
