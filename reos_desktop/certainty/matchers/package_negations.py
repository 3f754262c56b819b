"""An event said not to have happened: "pgbouncer has not been updated in the last 30 days", "firefox wasn't
upgraded this week". An event of that kind for the package inside the claim's window contradicts it; a complete
history that covers the window and holds none verifies it; anything less leaves it open."""

from __future__ import annotations

import re
from datetime import timedelta

from reos_desktop.certainty.facts import FactIndex, Listing, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.counts import _window_minutes, scope_covers
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading
from reos_desktop.evidence.canonical import parse_time

_NOT_BEFORE_RE = re.compile(r"(?:\b(?:not|never)|n't)\s+(?:(?:been|yet|ever|once|actually)\s+)*\S*$", re.I)


def said_not_done(reading: Reading, verb_end: int) -> bool:
    """Is the event verb ending at verb_end negated ("has not been updated", "wasn't upgraded", "never removed")?"""
    return bool(_NOT_BEFORE_RE.search(reading.text[max(0, verb_end - 40):verb_end]))


def check_not_done(reading: Reading, index: FactIndex, lists: list[Listing], names: list[str],
                   action: str) -> list[Verdict]:
    window = _window_minutes(reading)
    start = index.now - timedelta(minutes=window) if window is not None and index.now is not None else None
    out = []
    for name in [n for n in names if n][:3]:
        wanted = aliases(name)
        done = [(lst, e) for lst in lists for e in lst.members
                if aliases(str(e.get("package"))) & wanted and e.get("action") == action and
                (start is None or ((t := parse_time(str(e.get("time") or ""))) is not None and t >= start))]
        if done:
            out.append(decide(index, [Hit(False, lst.eid, None, f"{e.get('package')} {e.get('action')} "
                                      f"{e.get('from_version') or ''}->{e.get('to_version') or ''} at {e.get('time')}")
                                      for lst, e in done]))
            continue
        complete = [lst for lst in lists if lst.complete and scope_covers(lst, reading, index)]
        if complete:
            out.append(decide(index, [Hit(True, lst.eid, None, f"no {action} of {name} in the history read")
                                      for lst in complete]))
        else:
            out.append(unknown(f"the package history read does not cover all of the claim's time ({name})"))
    return [v for v in out if v is not None]
