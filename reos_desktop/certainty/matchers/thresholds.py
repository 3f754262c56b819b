"""A bound under a quantifier is a threshold on the other items of a listing, never a measure of one total.

"Nothing else uses more than 1 GiB", "no other process is above 200 MB", "Redis is the only process above
4 GiB", "none of the others go over 5%": the number is a cut-off every other item of a listing stays under (or
only the named one passes). Matching it with the machine's total used memory, or with the named item's own
size, says nothing about the others, so such a value is never verified by one reading; it stays unknown here
(a matcher over a complete listing may still decide the claim).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Verdict
from reos_desktop.certainty.matchers import unknown
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_BOUNDS = ("over", "under", "atleast", "atmost", "justover", "nearly")
# the words that make a bound a threshold over others: "nothing", "no other", "only", "else", "the rest"
_OVER_OTHERS_RE = re.compile(
    r"\b(?:nothing|none|nobody|no\s+one|only|else|other|others|rest|no\s+(?!more\b|less\b|fewer\b|longer\b)\w+)\b", re.I)


def threshold_over_others(reading: Reading, value: Value) -> Verdict | None:
    """An unknown verdict when `value` is a bound the clause sets on the other items of a listing."""
    if value.approx not in _BOUNDS:
        return None
    if not _OVER_OTHERS_RE.search(reading.text[:value.start]):
        return None
    return unknown(f"{value.text.strip()} is a threshold on the other items of a listing, not one total")
