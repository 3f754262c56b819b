"""Where a claim's span (character offsets in the answer's Markdown source) lands in the rendered text.

The answer is shown rendered (QTextDocument.setMarkdown), which drops markup (`**`, backticks, link
targets, list markers) and turns line breaks into block separators. The certainty wrapper's spans refer
to the source. `align` walks both texts once and pairs each rendered character with the source character
it came from; markup characters in the source stay unpaired. A rendered character with no source
character close ahead (a list number Qt generated) is left unpaired instead of derailing the walk.

Qt-free: tests check it against real QTextDocument output.
"""

from __future__ import annotations

LOOKAHEAD = 120  # source characters searched for the next rendered one (a link target is the longest skip)
_SEPARATORS = "\u2029\u2028\n\r\t \u00a0\ufdd0\ufdd1"


def _kind(char: str) -> str:
    """Whitespace and block separators all count as one kind of character."""
    return " " if char in _SEPARATORS or char.isspace() else char


def align(source: str, rendered: str) -> list[int]:
    """For each source index, the rendered index it became, or -1 (markup, or dropped)."""
    mapping = [-1] * len(source)
    i = 0
    for j, char in enumerate(rendered):
        want = _kind(char)
        stop = min(len(source), i + LOOKAHEAD)
        k = i
        while k < stop and _kind(source[k]) != want:
            k += 1
        if k < stop:
            mapping[k] = j
            i = k + 1
        # else: a character Qt added; source position stays where it is
    return mapping


def map_span(mapping: list[int], start: int, end: int, source: str | None = None) -> tuple[int, int] | None:
    """The rendered [start, end) of the source span [start, end), or None when too little of it survived."""
    start, end = max(0, start), min(len(mapping), end)
    hits = [mapping[i] for i in range(start, end) if mapping[i] >= 0]
    if not hits:
        return None
    if source is not None:
        letters = sum(1 for c in source[start:end] if c.isalnum())
        matched = sum(1 for i in range(start, end) if mapping[i] >= 0 and source[i].isalnum())
        if letters and matched < letters * 0.6:
            return None
    return min(hits), max(hits) + 1


def map_spans(source: str, rendered: str, spans: list[tuple[int, int]]) -> list[tuple[int, int] | None]:
    mapping = align(source, rendered)
    return [map_span(mapping, s, e, source) for s, e in spans]
