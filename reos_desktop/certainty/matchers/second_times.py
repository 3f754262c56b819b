"""A clock time given to the second ("finished at 09:47:31", "at 03:12:45, there was one checksum event") is
copied from a record: when a log line carries exactly that second and the sentence shares a word with the line
("finish" of "class=scrub_finish", "checksum"), that line is the time's evidence. Only ever verifies: a second
no record holds is left to the other rules."""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex
from reos_desktop.certainty.lexicon import STOPWORDS
from reos_desktop.certainty.matchers import Hit
from reos_desktop.certainty.matchers.event_times import clock_views
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.text import stem
from reos_desktop.certainty.values import Value


def _stems(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 3 and w not in STOPWORDS}


def copied_second(reading: Reading, index: FactIndex, value: Value) -> Hit | None:
    if value.kind != "time" or not value.extra.get("seconds_given") or reading.negated:
        return None
    hour, minute, second, zone = value.value
    said = _stems(f"{reading.unit.text} {reading.unit.prev}")
    for fact in index.tfacts:
        if fact.attr != "event" or not fact.text:
            continue
        if not any((v.hour, v.minute, v.second) == (hour, minute, second) for v in clock_views(fact.when, zone, index.now)):
            continue
        if said & _stems(fact.text):
            return Hit(True, fact.eid, None, f"log at {fact.when.isoformat()}: {fact.text[:100]}")
    return None
