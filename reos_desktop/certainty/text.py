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


# A line that ends on one of these words goes on in the next line: it was wrapped, not finished.
_GOES_ON = frozenset("""a an the of to in on at for with by from and or but nor so as than that which who whose
is are was were be been being has have had its their his her your my our this these those into onto over under
via per about around than then if when while because since after before until""".split())
_LINE_END_OPEN = ",;:([{-–—/&+"


def break_lines_and_marks(answer: str, clean: str, start: int, end: int) -> list[tuple[int, int]]:
    """Cut a sentence where a line of its own ends or a status emoji stands between two statements.

    "pod web-1: Pending, ImagePullBackOff\\nthe back-off has fired 14 times": a line that ends without a full
    stop is still a statement of its own when it does not end on a word that needs more (an article, a
    preposition, a comma). "you're booted into it ✅ 6.13.5 is also the newest": an emoji between a finished
    clause and a capital letter or a number closes the first."""
    cuts: list[tuple[int, int]] = []   # (end of the first piece, start of the next)
    for m in re.finditer(r"[ \t]*\n\s*", clean[start:end]):
        before = clean[start:start + m.start()].rstrip()
        after = clean[start + m.end():end]
        last = re.search(r"([\w'’%.)\]-]+)\s*$", before)
        if not before or not after.strip() or before[-1] in _LINE_END_OPEN or not last or \
                last.group(1).lower().strip(".") in _GOES_ON or after[0] in ",;:)]" or \
                re.match(r"(?:and|or|but|nor|so|then|which|who|whose|with|while)\b", after):
            continue
        cuts.append((start + m.start(), start + m.end()))
    for m in re.finditer(r"(?<=[\w%)\]'’.])[ \t]*[^\w\s.,;:!?()\[\]'\"`*_~<>/\\|#@&%$+=-]+[ \t]+(?=[A-Z0-9])",
                         answer[start:end]):
        marks = answer[start + m.start():start + m.end()].strip()
        if marks and all(ord(ch) > 0x2190 or ch in "\u200d\ufe0f" for ch in marks) and \
                clean[start + m.start():start + m.end()].strip() == "" and \
                len(clean[start:start + m.start()].split()) >= 2:
            cuts.append((start + m.start(), start + m.end()))
    if not cuts:
        return [(start, end)]
    out, cursor = [], start
    for a, b in sorted(cuts):
        if a > cursor:
            out.append((cursor, a))
            cursor = b
    out.append((cursor, end))
    return out


def stem(word: str) -> str:
    """A light stemmer, so that "nodes"/"node", "crashed"/"crashes" and "used"/"uses" meet."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 5 and word.endswith(("sses", "ches", "shes", "xes", "zes")):
        return word[:-2]
    for suffix, keep in (("ing", 3), ("ed", 2)):
        if word.endswith(suffix) and len(word) - len(suffix) >= keep:
            word = word[: -len(suffix)]
            if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "ls":
                word = word[:-1]   # running -> run
            break
    else:
        if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
            word = word[:-1]
    return word[:-1] if word.endswith("e") and len(word) >= 3 else word
