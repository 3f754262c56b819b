"""Deciding a whole predicate: parse, gather evidence part by part, combine with three-valued logic.

true AND unknown is unknown, false AND unknown is false; true OR unknown is true, false OR unknown is
unknown; NOT unknown is unknown. An "and" stops at the first false part and an "or" at the first true
one (the rest is not gathered: it cannot change the verdict). Exit codes: 0 true, 1 false, 2 poorly
posed, 3 cannot determine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from reos_desktop.check.clauses import Atom, Unrecognized
from reos_desktop.check.evidence import Gatherer
from reos_desktop.check.grammar import Bad, BoolOp, Not, parse_predicate, walk
from reos_desktop.check.outcome import Outcome
from reos_desktop.check.units import PoorlyPosed

TRUE, FALSE, POORLY_POSED, CANNOT_DETERMINE = 0, 1, 2, 3
NEEDS_MODEL = ("deciding this needs a model: it is outside the offline grammar (docs/check-grammar.md); "
               "run with --provider ollama|openai|anthropic")


@dataclass
class PredicateVerdict:
    exit_code: int
    explanation: str
    evidence: list[Any] = field(default_factory=list)
    citations: list[str] = field(default_factory=list)
    parsed: dict | None = None
    parts: list[dict] = field(default_factory=list)   # per clause: text, value, reason

    @property
    def value(self) -> bool | None:
        return {TRUE: True, FALSE: False}.get(self.exit_code)

    def to_json(self) -> dict:
        return {"exit_code": self.exit_code, "verdict": _VERDICT_WORDS[self.exit_code],
                "explanation": self.explanation, "citations": self.citations, "parsed": self.parsed,
                "parts": self.parts, "evidence": [_item_json(e) for e in self.evidence]}


_VERDICT_WORDS = {TRUE: "true", FALSE: "false", POORLY_POSED: "poorly posed", CANNOT_DETERMINE: "cannot determine"}


def _item_json(item: Any) -> Any:
    return item.model_dump(mode="json") if hasattr(item, "model_dump") else item


# Modules of deciders, cheapest first; their DECIDERS tables name disjoint families.
_DECIDER_MODULES = ("decide_measures", "decide_things", "decide_running")


class _Deciders:
    """family -> decider, importing a module of deciders only when a predicate reaches one of its families
    (a memory threshold never loads target matching or the service parsers: a whole `reos check` process
    is mostly imports)."""

    def __init__(self) -> None:
        self.found: dict[str, Callable[[Atom, Gatherer], Outcome]] = {}
        self.loaded = 0

    def __getitem__(self, family: str) -> Callable[[Atom, Gatherer], Outcome]:
        import importlib

        while family not in self.found and self.loaded < len(_DECIDER_MODULES):
            module = importlib.import_module(f"reos_desktop.check.{_DECIDER_MODULES[self.loaded]}")
            self.found.update(module.DECIDERS)
            self.loaded += 1
        return self.found[family]


def _deciders() -> _Deciders:
    return _Deciders()


class _Evaluator:
    def __init__(self, gatherer: Gatherer):
        self.g = gatherer
        self.deciders = _deciders()
        self.parts: list[dict] = []

    def value(self, node: Any) -> bool | None:
        if isinstance(node, BoolOp):
            results = []
            for index, arg in enumerate(node.args):
                value = self.value(arg)
                results.append(value)
                stop = (node.op == "and" and value is False) or (node.op == "or" and value is True)
                if stop:
                    for skipped in node.args[index + 1:]:
                        self._skip(skipped, node.op)
                    return value
            if None in results:
                return None
            return all(results) if node.op == "and" else any(results)
        if isinstance(node, Not):
            inner = self.value(node.arg)
            return None if inner is None else not inner
        if isinstance(node, Unrecognized):
            self.parts.append({"text": node.text, "value": None, "reason": NEEDS_MODEL, "needs_model": True})
            return None
        if isinstance(node, Atom):
            outcome = self.deciders[node.family](node, self.g)
            value = outcome.value
            if value is not None and node.negated:
                value = not value
            self.parts.append({"text": node.text, "value": value, "reason": outcome.reason,
                               "family": node.family, "negated": node.negated})
            return value
        raise TypeError(f"unexpected node {node!r}")

    def _skip(self, node: Any, op: str) -> None:
        for inner in walk(node):
            if isinstance(inner, (Atom, Unrecognized)):
                self.parts.append({"text": inner.text, "value": "skipped",
                                   "reason": f"not checked: the {op} was already decided"})


def evaluate_predicate(predicate: str, run_tool: Callable[[str, dict], Any] | None, snapshot: Any = None,
                       steady_item: Any = None) -> PredicateVerdict:
    """Decide a predicate offline from tool evidence and the steady state.

    `snapshot` may be a Snapshot, a dict of steady-state fields, or a zero-argument callable returning one
    (loaded only if a part needs it); `steady_item` is the steady-state EvidenceItem to cite (its id),
    made from the snapshot with id "s0" when not given."""
    text = (predicate or "").strip()
    try:
        tree = parse_predicate(text)
    except PoorlyPosed as err:
        return PredicateVerdict(POORLY_POSED, f'"{text}" is poorly posed: {err}.' if text else
                                "The predicate is empty: say what should be true, e.g. 'port 22 is open'.")
    bad = [node for node in walk(tree) if isinstance(node, Bad)]
    if bad:
        why = "; ".join(b.why for b in bad)
        return PredicateVerdict(POORLY_POSED, f'"{text}" is poorly posed: {why}.', parsed=tree.to_dict())
    gatherer = Gatherer(run_tool, snapshot, steady_item)
    evaluator = _Evaluator(gatherer)
    value = evaluator.value(tree)
    code = TRUE if value is True else FALSE if value is False else CANNOT_DETERMINE
    explanation = explain(text, code, evaluator.parts)
    return PredicateVerdict(code, explanation, list(gatherer.used), cited_ids(explanation, gatherer.citations),
                            tree.to_dict(), evaluator.parts)


def cited_ids(text: str, known: list[str]) -> list[str]:
    """The evidence ids the text cites, in the order the evidence was gathered."""
    marks = set()
    for group in re.findall(r"\[([\w.,\s-]+)\]", text):
        marks.update(part.strip() for part in group.split(","))
    return [i for i in known if i in marks]


def explain(text: str, code: int, parts: list[dict]) -> str:
    """One line: the verdict on the predicate as written, then each part with its facts and evidence ids."""
    head = f'"{text}" is {_VERDICT_WORDS[code]}'
    if code == CANNOT_DETERMINE:
        head = f'"{text}" cannot be determined'
    if len(parts) == 1:
        return f"{head}: {_sentence(parts[0]['reason'])}"
    shown = []
    for part in parts:
        value = part["value"]
        word = "unknown" if value is None else value if isinstance(value, str) else str(value).lower()
        shown.append(f'"{part["text"]}" {word}: {part["reason"]}' if word != "skipped" else
                     f'"{part["text"]}" {part["reason"]}')
    return f"{head}: " + "; ".join(shown) + "."


def _sentence(reason: str) -> str:
    return reason if reason.endswith(".") else reason + "."
