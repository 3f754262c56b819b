"""Runs a turn without a model: the offline answer engine (ask) or the predicate grammar (check).

Used when the provider is `offline`, and as the automatic fallback when the model server cannot be reached.
Its answers go through the certainty wrapper like any other.
"""

from __future__ import annotations

import time
from typing import Iterator

from reos_desktop.agent.events import Notice, ToolCallFinished, ToolCallStarted, TurnFinished, TurnResult
from reos_desktop.errors import ReosError
from reos_desktop.evidence.models import EvidenceItem

ENABLE_MODEL_HINT = ("To answer this, ReOS needs a model: install Ollama (https://ollama.com), run "
                     "`ollama pull qwen2.5:3b`, then ask again (or choose another provider with --provider).")


def offline_turn(agent, mode: str, original: str, steady: EvidenceItem, turn, started: float,
                 reason: str | None) -> Iterator:
    events: list = []

    def run_tool(name: str, args: dict) -> EvidenceItem:
        evidence_id = f"e{turn.next_id}"
        turn.next_id += 1
        try:
            summary = agent.registry.get(name).summary(args)
        except ReosError:
            summary = name
        events.append(ToolCallStarted(evidence_id, name, args, summary))
        try:
            item = agent.registry.run(name, args)
        except ReosError as err:
            from reos_desktop.evidence.canonical import now_iso

            item = EvidenceItem(id=evidence_id, kind="tool", tool=name, args=args, collected_at=now_iso(),
                                complete=False, error=str(err))
        item.id = evidence_id
        turn.tool_count += 1
        turn.memory.add_tool(item)
        if agent.recorder is not None:
            agent.recorder.add_evidence(item)
        from reos_desktop.agent.loop import result_summary

        events.append(ToolCallFinished(item, result_summary(item)))
        return item

    metadata_base = {"provider": "offline", "model": "offline", "fallback_reason": reason}
    try:
        yield from _offline_turn(agent, mode, original, steady, turn, started, run_tool, events, metadata_base)
    finally:
        # Evidence ids run on across the turns of a session (chat, `check --watch`): never reuse one.
        agent.next_evidence_number = max(agent.next_evidence_number, turn.next_id)


def _offline_turn(agent, mode, original, steady, turn, started, run_tool, events, metadata_base) -> Iterator:
    if mode == "check":
        from reos_desktop.check import evaluate_predicate

        # Without a ready s0 the snapshot is loaded only if a part of the predicate reads it.
        snapshot = agent.state.current() if steady is not None else (lambda: agent.state.current())
        verdict = evaluate_predicate(original, run_tool, snapshot=snapshot, steady_item=steady)
        if steady is None:
            steady = next((i for i in verdict.evidence if getattr(i, "kind", None) == "steady_state"), None)
            steady = steady.with_hash() if steady is not None else None
        yield from events
        evidence = ([steady] if steady is not None else []) + turn.memory.items
        metadata = _metadata(turn, started, metadata_base, completed=True)
        metadata["ending"] = "offline"
        result = TurnResult(question=original, answer=verdict.explanation, task_completed=verdict.exit_code != 3,
                            ending="offline", evidence=evidence, verification=None, metadata=metadata,
                            citations=list(verdict.citations), exit_code=verdict.exit_code,
                            explanation=verdict.explanation)
        result.parsed = getattr(verdict, "parsed", None)  # type: ignore[attr-defined]
        if agent.recorder is not None:
            agent.recorder.save_turn(result, "check")
        yield TurnFinished(result)
        return

    from reos_desktop.agent.loop import verify
    from reos_desktop.agent.offline import answer_offline

    snapshot = agent.current_snapshot if agent.current_snapshot is not None else agent.state.current()

    answer = answer_offline(original, run_tool, snapshot, steady)
    yield from events
    # Items the engine made itself (a state diff) are cited by the answer, so they belong in its evidence.
    evidence = [steady] + turn.memory.items + list(getattr(answer, "extra_evidence", None) or [])
    if answer is None:
        yield Notice("The offline engine does not understand this question.", "info")
        text, citations, completed = ENABLE_MODEL_HINT, [], False
    else:
        text, citations, completed = answer.answer, list(answer.citations), True
    metadata = _metadata(turn, started, metadata_base, completed=completed)
    metadata["ending"] = "offline"
    metadata["intent"] = getattr(answer, "intent", None)
    result = TurnResult(question=original, answer=text, task_completed=completed, ending="offline",
                        evidence=evidence, verification=verify(original, text, evidence, citations),
                        metadata=metadata, citations=citations)
    if agent.recorder is not None:
        agent.recorder.save_turn(result, "ask")
    yield TurnFinished(result)


def _metadata(turn, started: float, base: dict, completed: bool) -> dict:
    return {"task_completed": completed, "iterations": 0, "execution_time": round(time.monotonic() - started, 3),
            "tool_count": turn.tool_count, "prompt_tokens": 0, "completion_tokens": 0, "rejected_actions": 0,
            "first_request_tokens": None, **base}
