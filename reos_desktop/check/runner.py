"""A run_tool that numbers evidence (e1, e2 …) for callers that have no evidence store of their own
(tests, the bench, a bare `evaluate_predicate` call). The agent and the CLI use their EvidenceStore."""

from __future__ import annotations

from typing import Any


class NumberedRunner:
    def __init__(self, prefix: str = "e", start: int = 1, registry: Any = None):
        self.prefix, self.next = prefix, start
        self._registry = registry
        self.items: list[Any] = []

    @property
    def registry(self) -> Any:
        if self._registry is None:
            from reos_desktop.tools.registry import get_registry

            self._registry = get_registry()
        return self._registry

    def __call__(self, name: str, args: dict) -> Any:
        item = self.registry.run(name, args)
        item.id = f"{self.prefix}{self.next}"
        self.next += 1
        self.items.append(item)
        return item
