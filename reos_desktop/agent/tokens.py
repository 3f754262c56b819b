"""Token estimates for budgets. No tokenizer ships with the app, so count the way BPE vocabularies
roughly split English and JSON: about four characters a token, a little more for dense punctuation."""

from __future__ import annotations

import re

_PIECES = re.compile(r"\w+|[^\w\s]")


def estimate_tokens(text: str) -> int:
    if not text:
        return 0
    pieces = _PIECES.findall(text)
    # Long words are several tokens; short ones and punctuation one each.
    return sum(1 + (len(p) - 1) // 5 for p in pieces)


def messages_tokens(messages: list[dict]) -> int:
    return sum(estimate_tokens(m.get("content", "")) + 4 for m in messages)
