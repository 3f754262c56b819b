"""Measures listed with commas are claims of their own.

"71% used, about 620 GB free on a 1.5 TiB volume", "Disk /: about 58% used, ~372 GB free of about 916 GiB":
each measure (a share, a size, what is free or used) may be right while the one beside it is wrong, and a
careful reader labels them apart. A clause is cut at a comma when what comes before ends with a measured
value and what follows starts with another one, one of them with its free / used word; a list of bare numbers
("ports 80, 443") or of names is left alone, and so is a value in parentheses.
"""

from __future__ import annotations

import re

_APPROX = r"(?:(?:about|around|roughly|approximately|approx\.?|nearly|almost|only|just|over|under|some)\s+|[~≈]\s*)?"
_MEASURE = r"\d[\d.,]*\s*(?:%|[kmgtp]i?b\b|[kmgt]b/s\b|mib/s\b)"
_QUAL = r"\s+(?:used|free|full|left|available|in\s+use|busy|idle|remaining|spare|utili[sz]ed|allocated)\b"
# ", ~372 GB free": a comma, then a new measured value
_CUT_RE = re.compile(r",\s+(?=" + _APPROX + _MEASURE + r")", re.I)
_LEFT_END_RE = re.compile(_MEASURE + r"(?:" + _QUAL + r")?[)\s]*$", re.I)
_LEFT_QUAL_RE = re.compile(_MEASURE + _QUAL + r"[)\s]*$", re.I)
_RIGHT_QUAL_RE = re.compile(_APPROX + _MEASURE + _QUAL, re.I)


def split_measures(clean: str, pieces: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    out: list[tuple[int, int, bool]] = []
    for start, end, cause in pieces:
        cut_at = start
        for m in _CUT_RE.finditer(clean, start, end):
            left = clean[cut_at:m.start()]
            before = clean[start:m.start()]
            if before.count("(") != before.count(")") or not _LEFT_END_RE.search(left):
                continue
            if not (_LEFT_QUAL_RE.search(left) or _RIGHT_QUAL_RE.match(clean, m.end(), end)):
                continue   # "12%, 15%, 9%": one list of readings, not measures of their own
            out.append((cut_at, m.start(), cause))
            cut_at = m.end()
        out.append((cut_at, end, cause))
    return out
