"""Show the answer while the model is still writing it: the `result` field parsed out of partial JSON."""

from __future__ import annotations

from pydantic_core import from_json


class ResultStreamer:
    """Feed it the raw chunks of one model reply; it returns the new answer text each chunk adds."""

    def __init__(self) -> None:
        self.buffer = ""
        self.shown = 0

    def feed(self, chunk: str) -> str:
        self.buffer += chunk
        if '"result"' not in self.buffer:  # cheap test before any parsing
            return ""
        try:
            partial = from_json(self.buffer, allow_partial="trailing-strings")
        except ValueError:
            return ""
        action = partial.get("action") if isinstance(partial, dict) else None
        if not isinstance(action, dict) or action.get("type") != "attempt_completion":
            return ""
        result = action.get("result")
        if not isinstance(result, str) or len(result) <= self.shown:
            return ""
        new = result[self.shown:]
        self.shown = len(result)
        return new
