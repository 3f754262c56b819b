"""Cutting clause pieces at the matches of a pattern, where a rule says the cut makes two claims.

Shared by the cutters that split one clause into claims of its own (measure_parts.py, port_items.py). A
cut is never made inside parentheses; `wanted(left, match, end)` decides each remaining one, with `left` the
text since the last cut and `end` the end of the piece.
"""

from __future__ import annotations

import re
from typing import Callable

Pieces = list[tuple[int, int, bool]]


def cut_pieces(clean: str, pieces: Pieces, cut_re: re.Pattern, wanted: Callable[[str, re.Match, int], bool]) -> Pieces:
    out: Pieces = []
    for start, end, cause in pieces:
        cut_at = start
        for m in cut_re.finditer(clean, start, end):
            left = clean[cut_at:m.start()]
            if left.count("(") != left.count(")") or not wanted(left, m, end):
                continue
            out.append((cut_at, m.start(), cause))
            cut_at = m.end()
        out.append((cut_at, end, cause))
    return out
