"""Measures listed with commas are claims of their own.

"71% used, about 620 GB free on a 1.5 TiB volume", "Disk /: about 58% used, ~372 GB free of about 916 GiB":
each measure (a share, a size, what is free or used) may be right while the one beside it is wrong, and a
careful reader labels them apart. A clause is cut at a comma when what comes before ends with a measured
value and what follows starts with another one, one of them with its free / used word; a list of bare numbers
("ports 80, 443") or of names is left alone, and so is a value in parentheses. Two places each with its own
measure ("730 GB free for data and over 80% free on WAL") are cut at the "and".
"""

from __future__ import annotations

import re

from reos_desktop.certainty.clause_cuts import Pieces, cut_pieces

_APPROX = r"(?:(?:about|around|roughly|approximately|approx\.?|nearly|almost|only|just|over|under|some)\s+|[~≈]\s*)?"
_MEASURE = r"\d[\d.,]*\s*(?:%|[kmgtp]i?b\b|[kmgt]b/s\b|mib/s\b)"
_QUAL = r"\s+(?:used|free|full|left|available|in\s+use|busy|idle|remaining|spare|utili[sz]ed|allocated)\b"
# ", ~372 GB free": a comma, then a new measured value
_CUT_RE = re.compile(r",\s+(?=" + _APPROX + _MEASURE + r")", re.I)
_LEFT_END_RE = re.compile(_MEASURE + r"(?:" + _QUAL + r")?[)\s]*$", re.I)
_LEFT_QUAL_RE = re.compile(_MEASURE + _QUAL + r"[)\s]*$", re.I)
_RIGHT_QUAL_RE = re.compile(_APPROX + _MEASURE + _QUAL, re.I)
_QUALIFIED_RE = re.compile(_MEASURE + _QUAL + r"\s+(?:for|on|in|at|of)\s+[\w/.`-]+", re.I)
_AND_CUT_RE = re.compile(r"\s+and\s+(?=" + _APPROX + _MEASURE + r")", re.I)


def split_measures(clean: str, pieces: Pieces) -> Pieces:
    def wanted(left: str, m: re.Match, end: int) -> bool:
        # "12%, 15%, 9%" is one list of readings: one side needs its free / used word
        return bool(_LEFT_END_RE.search(left)) and bool(
            _LEFT_QUAL_RE.search(left) or _RIGHT_QUAL_RE.match(clean, m.end(), end))

    def paired(left: str, m: re.Match, end: int) -> bool:
        # "about 730 GB free for data and over 80% free on WAL": two places, each with its own free amount
        return bool(_QUALIFIED_RE.search(left)) and bool(_RIGHT_QUAL_RE.match(clean, m.end(), end))

    return cut_pieces(clean, cut_pieces(clean, pieces, _CUT_RE, wanted), _AND_CUT_RE, paired)
