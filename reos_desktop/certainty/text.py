"""Plain text out of Markdown without moving a single character, and the tokens of that text.

`neutralize` blanks out Markdown marks, emoji and evidence citations with spaces, so every offset in the
clean text is the same offset in the answer: spans need no mapping back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Emoji and symbols models use as status marks; they carry meaning when a table cell holds nothing else.
POSITIVE_MARKS = "✅✔✓☑🟢👍"
NEGATIVE_MARKS = "❌✗✘✖🔴⛔🚫"
WARNING_MARKS = "⚠🟡🟠❗"

_ID = r"\^?[A-Za-z][\w.-]{0,30}"
_CITATION_RE = re.compile(
    r"[\[(【]\s*(?:(?:evidence|source|sources|ref|refs|see|cited?|from)\s*[:=]?\s*)?"
    r"(" + _ID + r"(?:\s*(?:,|;|and|&)\s*" + _ID + r")*)\s*[\])】]")
_WORD_RE = re.compile(r"[A-Za-z0-9_~/][A-Za-z0-9_.@:/+~%'’-]*")
_TRAIL = ".:,;'’-/"


@dataclass(frozen=True)
class Token:
    text: str
    start: int
    end: int

    @property
    def low(self) -> str:
        return self.text.lower()


def find_citations(answer: str, evidence_ids: set[str]) -> list[tuple[int, int, list[str]]]:
    """Citation marks such as [e2], (e2, e3), [evidence: e4]; a mark counts when every id in it is an
    evidence id of the bundle or looks like one (e12), so "[optional]" or "(see below)" is left alone."""
    found = []
    for match in _CITATION_RE.finditer(answer):
        parts = [p.strip().lstrip("^") for p in re.split(r",|;|\band\b|&", match.group(1)) if p.strip()]
        if not parts:
            continue
        if all(p in evidence_ids or re.fullmatch(r"e\d{1,4}", p) for p in parts):
            found.append((match.start(), match.end(), parts))
    return found


def neutralize(answer: str, citations: list[tuple[int, int, list[str]]]) -> str:
    """Same-length copy of `answer` with Markdown emphasis, code ticks, link brackets, HTML tags, emoji and
    citation marks replaced by spaces."""
    chars = list(answer)
    for start, end, _ in citations:
        for i in range(start, end):
            chars[i] = " "
    for match in re.finditer(r"<[a-zA-Z/][^>]{0,30}>", answer):
        for i in range(match.start(), match.end()):
            chars[i] = " "
    for match in re.finditer(r"\]\([^)\s]{1,300}\)", answer):  # [text](url): keep text, drop the url
        for i in range(match.start(), match.end()):
            chars[i] = " "
    n = len(chars)
    for i, ch in enumerate(answer):
        if ch in "`*[]" or ch in "\u200d\ufe0f":
            chars[i] = " "
        elif ch == "_":
            before = answer[i - 1] if i else " "
            after = answer[i + 1] if i + 1 < n else " "
            if not (before.isalnum() and after.isalnum()):
                chars[i] = " "
        elif ord(ch) > 0x2190 and not ch.isalnum() and ch not in "–—’“”…≈≤≥→←":
            chars[i] = " "  # arrows, emoji, box drawing: no words in them
    return "".join(chars)


def marks_in(text: str) -> str:
    """'+' for a positive status mark, '-' for a negative one, '!' for a warning, '' for none."""
    if any(m in text for m in NEGATIVE_MARKS):
        return "-"
    if any(m in text for m in POSITIVE_MARKS):
        return "+"
    if any(m in text for m in WARNING_MARKS):
        return "!"
    return ""


def tokens(text: str, offset: int = 0) -> list[Token]:
    """Words, names, paths, numbers with their units stuck on ("45%", "4GB"); trailing punctuation cut off."""
    out = []
    for match in _WORD_RE.finditer(text):
        word, start = match.group(0), match.start()
        while len(word) > 1 and word[-1] in _TRAIL:
            word = word[:-1]
        if word in _TRAIL and word != "/":
            continue
        if word.endswith(("'s", "’s")) and len(word) > 2:
            word = word[:-2]
        if word:
            out.append(Token(word, start + offset, start + offset + len(word)))
    return out


def words(text: str) -> list[str]:
    return [t.low for t in tokens(text)]


def strip_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Shrink [start, end) past spaces, list marks and trailing punctuation."""
    while start < end and (text[start].isspace() or text[start] in "-*+>|:;,.!–—•"):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in ".;,:!|–—-"):
        end -= 1
    return start, end
