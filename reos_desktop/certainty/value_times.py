"""Dates and clock times stated in a claim: "2026-11-20", "Nov 18", "18 November 2026", "yesterday",
"09:41", "9:48 in the evening", "3 pm"."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from reos_desktop.certainty.value_type import Value

_ISO_DATE_RE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_MONTHS = {m: i + 1 for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                           "nov", "dec"))}
_MONTH_RE = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" \
            r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
_DATE_MD_RE = re.compile(_MONTH_RE + r"\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b(?!:\d)", re.I)
_DATE_DM_RE = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH_RE + r"(?:,?\s+(\d{4}))?\b", re.I)
_REL_DAY_RE = re.compile(r"\b(today|yesterday|this morning|this afternoon|this evening|last night|tonight)\b", re.I)
_TIME_RE = re.compile(r"(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?![\d:]|\.\d)\s?(am|pm|a\.m\.|p\.m\.)?"
                      r"(?:\s?(UTC|GMT|Z|[+-]\d{2}:?\d{2}))?", re.I)
_TIME_AMPM_RE = re.compile(r"\b(1[0-2]|0?[1-9])\s?(am|pm|a\.m\.|p\.m\.)(?![a-z])", re.I)


def dates_and_times(text: str, now: datetime | None, add, about_re: re.Pattern) -> None:
    """Add every date and clock time of `text` (`about_re`: the "about" before a loose clock time)."""
    added: list[Value] = []
    keep = add

    def add(value: Value) -> None:
        added.append(value)
        keep(value)

    _dates_and_times(text, now, add, about_re)
    # "The Dec 1 updates ran in the afternoon": with one day and no clock, the part of the day goes with the day
    part = _IN_THE_PART_RE.search(text)
    days = [v for v in added if v.kind == "date" and "part" not in v.extra]
    if part and len(days) == 1 and not any(v.kind in ("time", "datetime") for v in added):
        days[0].extra["part"] = part.group(1).lower()


_IN_THE_PART_RE = re.compile(r"\bin\s+the\s+(morning|afternoon|evening)\b", re.I)


def _dates_and_times(text: str, now: datetime | None, add, about_re: re.Pattern) -> None:
    for m in _ISO_DATE_RE.finditer(text):
        try:
            add(Value("date", date(int(m.group(1)), int(m.group(2)), int(m.group(3))), m.start(), m.end(), m.group(0)))
        except ValueError:
            pass
    year = now.year if now else None
    for regex, month_group, day_group in ((_DATE_MD_RE, 1, 2), (_DATE_DM_RE, 2, 1)):
        for m in regex.finditer(text):
            month = _MONTHS.get(m.group(month_group)[:3].lower())
            y = int(m.group(3)) if m.group(3) else year
            if month and y:
                try:
                    day = date(y, month, int(m.group(day_group)))
                    if not m.group(3) and now is not None and day > now.date() + timedelta(days=60):
                        day = date(y - 1, month, day.day)   # "Dec 28" said in January: the December just past
                    add(Value("date", day, m.start(), m.end(), m.group(0), extra={"year_given": bool(m.group(3))}))
                except ValueError:
                    pass
    if now is not None:
        for m in _REL_DAY_RE.finditer(text):
            word = m.group(1).lower()
            day = now.date() - timedelta(days=1) if word in ("yesterday", "last night") else now.date()
            part = re.match(r"\s+(morning|afternoon|evening)\b", text[m.end():], re.I) if word in ("yesterday", "today") \
                else None
            extra = {"relative": word}
            if word.startswith("this ") or part:   # "this afternoon", "yesterday evening": a part of that day
                extra["part"] = part.group(1).lower() if part else word[5:]
            add(Value("date", day, m.start(), m.end(), m.group(0), extra=extra))
    for m in _TIME_RE.finditer(text):
        hour, minute, second = int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)
        hour = _ampm(hour, m.group(4))
        half = None if m.group(4) else _half_of_day(text[m.end():m.end() + 28])
        if half == "night":   # "11:40 last night" is 23:40, "2:10 at night" is after midnight
            half = "pm" if 6 <= hour < 12 else None
        if half == "pm" and hour < 12:
            hour += 12   # "9:48 in the evening" is 21:48
        # "around 19:49", "at about 2:58 pm": a clock time said loosely (only "about"; "over 10:00" is no bound)
        loose = "about" if about_re.search(text[max(0, m.start() - 24):m.start()]) else None
        zone = m.group(5) or ("local" if _LOCAL_RE.match(text[m.end():m.end() + 30]) else None)
        add(Value("time", (hour, minute, second, zone), m.start(), m.end(), m.group(0),
                  60.0 if m.group(3) is None else 1.0, loose,
                  extra={"seconds_given": m.group(3) is not None, **({"half": half} if half else {})}))
    for m in _TIME_AMPM_RE.finditer(text):
        add(Value("time", (_ampm(int(m.group(1)), m.group(2)), 0, 0, None), m.start(), m.end(), m.group(0), 3600.0))


# "08:05 local time", "09:49 your time", "22:44 local (21:44 UTC)": the machine's own clock, not UTC
_LOCAL_RE = re.compile(r"^\s*\(?\s*(?:local\b|your\s+time\b|machine\s+time\b|on\s+(?:your|the\s+machine's)\s+clock\b)",
                       re.I)
_HALF_RE = re.compile(r"^\s*(?:(?:in\s+the|this|that|on\s+\w+|yesterday|tomorrow)\s+)?(morning|afternoon|evening|tonight)\b"
                      r"|^\s*(?:at\s+night|last\s+night)\b", re.I)


def _half_of_day(after: str) -> str | None:
    """'am'/'pm' from the words after a clock ("9:48 in the morning", "06:25 this morning", "8:10 this evening"),
    which fix its half of the day the way "a.m."/"p.m." do."""
    m = _HALF_RE.match(after)
    if m is None:
        return None
    word = (m.group(1) or "night").lower()
    return {"morning": "am", "tonight": "night", "night": "night"}.get(word, "pm")


def _ampm(hour: int, marker: str | None) -> int:
    if not marker:
        return hour
    pm = marker.lower().startswith("p")
    if pm and hour < 12:
        return hour + 12
    if not pm and hour == 12:
        return 0
    return hour
