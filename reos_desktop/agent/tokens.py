"""Token estimates for budgets. No tokenizer ships with the app, so count the way BPE vocabularies
roughly split English and JSON: about four characters a token, a little more for dense punctuation.

A word of n letters counts as ceil(n / 5) tokens and each punctuation mark as one; `\\w{1,5}` cuts a word
into exactly that many pieces, so counting the pieces is the whole estimate.

The loop estimates every request, and most of a request (the system prompt, the tool catalogue, earlier
results in the working memory) is the same text as the request before. Counting line by line with a cache
makes each turn pay only for its new lines. Whitespace never joins two pieces, so the sum over lines is
exactly the count of the whole text.
"""

from __future__ import annotations

import re
from functools import lru_cache

_PIECES = re.compile(r"\w{1,5}|[^\w\s]")
_SHORT = 200  # below this, counting is cheaper than looking up a cache


def estimate_tokens(text: str) -> int:
    if not text:
        return 0
    if len(text) < _SHORT:
        return len(_PIECES.findall(text))
    return sum(_line_tokens(line) for line in text.split("\n"))


@lru_cache(maxsize=8192)
def _line_tokens(line: str) -> int:
    return len(_PIECES.findall(line))


def messages_tokens(messages: list[dict]) -> int:
    return sum(estimate_tokens(m.get("content", "")) + 4 for m in messages)
