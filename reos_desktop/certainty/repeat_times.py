"""'It happened once more at 21:13', 'the last time was at 07:32', 'the most recent one was about 9 minutes ago',
'at 18:21 and again at 18:57': a time of another happening of the event a claim has just been verified against.

Such a clause names no record of its own; what it times is the kind of log line the claim before (or the first
time of its own clause) was matched to. The kind is the shape of that line (its text with the numbers taken out:
"Printer not connected; will retry in 30 seconds" again, "page fault (src_id:0 ...)" again); its happenings are
the lines of that shape in the same log. "Again"/"once more" means some other happening than the one matched
(lines within a minute of it are the same one); "the last"/"most recent" means the latest. A time that fits
verifies; one clearly off contradicts only over a complete log (and, for "again", one whose window reaches the
time claimed) — a cut log may hold the happening elsewhere.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta

from reos_desktop.certainty.facts import FactIndex, TFact
from reos_desktop.certainty.judge import ClaimResult
from reos_desktop.certainty.values import parse_values

_AGAIN_RE = re.compile(r"\b(?:again|once more|one more time|a second time|another one|another time)\b", re.I)
_LAST_RE = re.compile(r"\b(?:the\s+(?:last|latest|newest)\s+(?:time|one|of them|occurrence)|most\s+recent(?:ly)?|"
                      r"last\s+(?:at|seen|logged)|(?:the|its)\s+latest)\b", re.I)
_ISO_RE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?")
_SAME_S = 60.0


def _shape(text: str) -> str:
    return re.sub(r"\d+", "#", text.lower())[:60]


def _stamps(reason: str) -> list[datetime]:
    out = []
    for stamp in _ISO_RE.findall(reason or ""):
        try:
            out.append(datetime.fromisoformat(stamp.replace("Z", "+00:00")))
        except ValueError:
            continue
    return out


def _kind(index: FactIndex, when: datetime) -> list[TFact]:
    """The log lines of the shapes of the lines logged at `when` (the happening a claim was matched to)."""
    at = [f for f in index.tfacts if f.attr == "event" and f.text and abs((f.when - when).total_seconds()) < 1]
    shapes = {(f.eid, _shape(f.text)) for f in at}
    return [f for f in index.tfacts if f.attr == "event" and (f.eid, _shape(f.text)) in shapes]


def _gap(value, when: datetime, now: datetime) -> tuple[float, float] | None:
    """(seconds between the stated time and `when`, seconds of slack the statement allows)."""
    if value.kind == "time":
        hour, minute, second, zone = value.value
        from reos_desktop.certainty.matchers.event_times import clock_views
        views = clock_views(when, zone, now)
        stated = hour * 3600 + minute * 60 + second
        gap = min(abs(((v.hour * 3600 + v.minute * 60 + (v.second if value.step < 60 else 0)) - stated + 43200)
                      % 86400 - 43200) for v in views)
        from reos_desktop.certainty.matchers.event_times import about_slack

        return gap, about_slack(value) if value.approx == "about" else (60.0 if value.step >= 60 else 3.0)
    if value.kind == "ago":
        gap = abs((now - when).total_seconds() - value.value)
        return gap, max(0.5 * value.step, (0.3 if value.approx == "about" else 0.15) * value.value, 60.0)
    return None


def _complete(index: FactIndex, eid: str, reaching: datetime | None) -> bool:
    item = index.items.get(eid)
    if item is None or not item.complete:
        return False
    if reaching is None:
        return True
    since = item.args.get("since_minutes")
    return isinstance(since, (int, float)) and item.collected_at is not None and \
        item.collected_at - timedelta(minutes=float(since)) < reaching


def _reference(results: list[ClaimResult], i: int) -> datetime | None:
    """The happening the claims just before were verified against (same or previous sentence)."""
    for prev in reversed(results[max(0, i - 3):i]):
        if prev.sentence < results[i].sentence - 1:
            break
        if prev.status == "verified":
            stamps = _stamps(prev.reason)
            if stamps:
                return stamps[0]
    return None


_NEUTRAL = frozenset("""it its it's that this they there one ones the a an was were is has had have happened happens
occurred came showed up again once more another second time times last latest newest most recent recently at about
around roughly only just approximately some ago minutes minute hours hour seconds second and then but was of them
occurrence logged seen later""".split())


def _only_about(result: ClaimResult, value, lines: list[TFact]) -> bool:
    """The clause says nothing but the time of the happening (its other words are the log line's own), and its
    other parts were settled."""
    if any(v.outcome != "verified" and value.text.strip() not in v.reason and not v.reason.startswith("cannot tell")
           and v.reason.removeprefix("no evidence about what is ") not in _NEUTRAL for v in result.parts):
        return False
    words = set(re.findall(r"[a-z][a-z0-9'-]+", re.sub(r"\d+:\d+(?::\d+)?|\d+", " ", result.text.lower()))) - _NEUTRAL
    said = " ".join(f.text.lower() for f in lines)
    return all(w in said for w in words)


def check_repeat_times(results: list[ClaimResult], index: FactIndex) -> list[ClaimResult]:
    now = index.now
    if now is None:
        return results
    out = list(results)
    for i, result in enumerate(out):
        if result.status not in ("unsupported",):
            continue
        text = result.text
        again, last = _AGAIN_RE.search(text), _LAST_RE.search(text)
        if not (again or last) or (again and last):
            continue
        marker = (again or last).start()
        values = [v for v in parse_values(text, now) if v.kind in ("time", "ago")]
        after = [v for v in values if v.start > marker]
        before = [v for v in values if v.end <= marker]
        if len(after) != 1 or len(before) > 1:
            continue
        value = after[0]
        ref = None
        if before:   # "at 18:21 and again at 18:57": the first time's own happening, named in the verdict
            ref = next((s for s in _stamps(result.reason) if (_gap(before[0], s, now) or (1e9, 0))[0] <=
                        (_gap(before[0], s, now) or (0, 0))[1]), None)
        elif i > 0:
            ref = _reference(out, i)
        if ref is None:
            continue
        lines = _kind(index, ref)
        if not lines or not _only_about(result, value, lines):
            continue
        if again:
            happenings = [f for f in lines if abs((f.when - ref).total_seconds()) > _SAME_S]
        else:
            latest = max(f.when for f in lines)
            happenings = [f for f in lines if (latest - f.when).total_seconds() <= _SAME_S]
        if not happenings:
            continue
        gaps = [(g, f) for f in happenings for g in [_gap(value, f.when, now)] if g is not None]
        if not gaps:
            continue
        best, fact = min(gaps, key=lambda x: x[0][0])
        said = f"the {'other' if again else 'latest'} happening of that log line is at {fact.when.isoformat()}"
        if best[0] <= best[1]:
            out[i] = replace(result, status="verified", evidence=[fact.eid], reason=said)
        elif best[0] > max(3 * best[1], 300.0) and _complete(index, fact.eid, None if last else ref):
            out[i] = replace(result, status="contradicted", evidence=[fact.eid], reason=said)
    return out
