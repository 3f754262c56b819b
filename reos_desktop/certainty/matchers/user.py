"""The user's own words (evidence of kind `user`): "You mentioned the app listens on port 3000".

A claim rests on the user's words when what it states (its names, values and content words) is what the
user said. Machine evidence always outranks the user's words: this matcher is only asked about parts no
tool or steady-state fact could settle.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.lexicon import STOPWORDS
from reos_desktop.certainty.reading import Reading

_ECHO = {"you", "your", "you've", "you're", "said", "say", "mentioned", "mention", "told", "tell", "according",
         "stated", "noted", "wrote", "per", "earlier", "note", "described", "reported", "explained", "indicated"}


def _words(text: str) -> list[str]:
    out = []
    for w in re.findall(r"[a-z0-9][a-z0-9._:/-]*", text.lower()):
        w = w.rstrip(".:")
        if w and w not in STOPWORDS and w not in _ECHO and len(w) > 1:
            out.append(w[:-1] if w.endswith("s") and len(w) > 4 else w)
    return out


def check_user_words(reading: Reading, index: FactIndex) -> list[Verdict]:
    if not index.user_texts:
        return []
    wanted = _words(reading.text)
    if not wanted:
        return []
    numbers = [w for w in wanted if re.search(r"\d", w)]
    best = None
    for eid, text in index.user_texts:
        have = set(_words(text))
        shared = [w for w in wanted if w in have]
        score = len(shared) / len(wanted)
        if all(n in have for n in numbers) and score >= 0.6 and len(shared) >= min(2, len(wanted)):
            if best is None or score > best[0]:
                best = (score, eid, text)
    if best is None:
        return []
    _, eid, text = best
    return [Verdict("verified", (eid,), f"the user said: {text[:100]!r}")]
