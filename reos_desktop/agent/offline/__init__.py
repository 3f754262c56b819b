"""The offline answer engine: common questions answered from tool evidence, without a model.

    from reos_desktop.agent.offline import answer_offline
    answer = answer_offline("is nginx up?", run_tool, snapshot, steady_item)
    if answer is None: ...            # not a question it knows: tell the user how to enable a model
    answer.answer                      # Markdown, every fact cited: "/ is 43% full: … [e1]."
    answer.citations, answer.evidence, answer.intent

Used for provider `offline` and as the fallback when the model server cannot be reached. The question
types and example phrasings are listed in docs/offline-engine.md.
"""

from __future__ import annotations

from typing import Any, Callable

from reos_desktop.agent.offline.compose import OfflineAnswer


def _handlers() -> dict[str, Callable]:
    from reos_desktop.agent.offline import answers_accounts, answers_changes, answers_network, answers_running
    from reos_desktop.agent.offline import answers_system

    out: dict[str, Callable] = {}
    for module in (answers_system, answers_running, answers_network, answers_accounts, answers_changes):
        out.update(module.HANDLERS)
    return out


def answer_offline(question: str, run_tool: Callable[[str, dict], Any], snapshot: Any = None,
                   steady_item: Any = None) -> OfflineAnswer | None:
    """An answer from evidence, or None when the question is not one the engine understands."""
    from reos_desktop.agent.offline.intents import parse_question
    from reos_desktop.check.evidence import Gatherer

    if not question or not question.strip():
        return None
    q = parse_question(question)
    if not q.intent:
        return None
    handler = _handlers().get(q.intent)
    if handler is None:
        return None
    gatherer = Gatherer(run_tool, snapshot, steady_item)
    reply = handler(q, gatherer)
    if reply is None or not reply.lines:
        return None
    return reply.done()


def intent_of(question: str) -> str | None:
    """The question type the engine would answer, or None (for the planner and for tests)."""
    from reos_desktop.agent.offline.intents import parse_question

    return parse_question(question).intent or None


__all__ = ["OfflineAnswer", "answer_offline", "intent_of"]
