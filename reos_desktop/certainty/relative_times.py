"""'That was about three hours ago': a relative time said of the event the sentence before has just timed.

(Also a bare aside, "At 19:08 the kernel killed it, about 30 minutes ago", about its own sentence's event.)

A clause whose subject only points back ("That", "This", "That warning", "It") and whose whole content is a
time ago cannot be tied to a record by its own words; what it is about is the event the previous claim
stated a clock time for. When that claim was verified, its verdict names the event's full timestamp, so the
relative time is checked against the bundle's `now`: near enough verifies, far off contradicts. With no
verified, timed claim just before, the claim is left as the matchers judged it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from reos_desktop.certainty.judge import ClaimResult
from reos_desktop.certainty.lexicon import NUMBER_WORDS

_UNIT_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 7 * 86400}
_POINTER_AGO_RE = re.compile(
    r"^(?:that|this|it)(?:\s+(?!was\b|were\b)[a-z][\w-]*)?\s+(?:was|were|happened|came|occurred|started|began|"
    r"came in|showed up)\s+(?:(?:about|around|roughly|approximately|some|just|only|nearly|almost)\s+|~\s?)?"
    r"(an?|\d+|[a-z]+)\s+(second|minute|hour|day|week)s?\s+ago[.!]?$", re.I)
# ", about 30 minutes ago" after a timed clause: the aside alone, about the same event
_BARE_AGO_RE = re.compile(r"^(?:(?:about|around|roughly|approximately|some|just|only|nearly|almost)\s+|~\s?)?"
                          r"(an?|\d+|[a-z]+)\s+(second|minute|hour|day|week)s?\s+ago[.!]?$", re.I)
_CLOCK_RE = re.compile(r"\b(\d{1,2}):(\d{2})(?::\d{2})?\b")
_ISO_RE = re.compile(r"\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?")


def _ago_seconds(amount: str, unit: str) -> float | None:
    low = amount.lower()
    number = 1 if low in ("a", "an") else int(low) if low.isdigit() else NUMBER_WORDS.get(low)
    if not isinstance(number, (int, float)) or number <= 0:
        return None
    return float(number) * _UNIT_SECONDS[unit.lower()]


def _event_time(prev: ClaimResult) -> datetime | None:
    """The timestamp, in the verdict of a verified claim, of the clock time the claim states."""
    clocks = {(int(h), int(m)) for h, m in _CLOCK_RE.findall(prev.text)}
    if prev.status != "verified" or not clocks:
        return None
    for stamp in _ISO_RE.findall(prev.reason):
        try:
            when = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
        except ValueError:
            continue
        if (when.hour, when.minute) in clocks:
            return when
    return None


def check_relative_times(results: list[ClaimResult], now: datetime | None) -> list[ClaimResult]:
    if now is None:
        return results
    out = list(results)
    for i, result in enumerate(out):
        m = _POINTER_AGO_RE.match(result.text.strip())
        bare = _BARE_AGO_RE.match(result.text.strip())
        m = m or bare
        if not m or i == 0:
            continue
        stated = _ago_seconds(m.group(1), m.group(2))
        # the latest claim of the sentence before that states a clock time ("At 13:05 ... and 20 seconds later ...")
        timed = next((c for c in reversed(out[max(0, i - 3):i])
                      if c.sentence >= result.sentence - (0 if bare else 1) and _CLOCK_RE.search(c.text)), None)
        when = _event_time(timed) if timed is not None else None
        if stated is None or when is None:
            continue
        if when.tzinfo is None and now.tzinfo is not None:
            when = when.replace(tzinfo=now.tzinfo)
        try:
            actual = (now - when).total_seconds()
        except TypeError:
            continue
        # judged in the claim's own unit: "about two hours" allows half an hour either way, not 45 minutes
        unit = _UNIT_SECONDS[m.group(2).lower()]
        gap, count = abs(actual - stated) / unit, stated / unit
        said = f"the event before is at {when.isoformat()}, {actual / 60:.0f} min before now"
        if gap <= max(0.5, 0.25 * count):
            out[i] = replace(result, status="verified", evidence=list(timed.evidence), reason=said)
        elif gap >= max(0.75, 0.35 * count):
            out[i] = replace(result, status="contradicted", evidence=list(timed.evidence), reason=said)
    return out
