"""Values stated in a claim: sizes, rates, percentages, durations, times, dates, versions, addresses, ports,
PIDs and counts, each with where it sits in the text, the precision its digits imply and the comparison
word in front of it ("about", "over", "less than").

Parsing runs from the most specific shape to the least, and a character taken by one value is not read
again, so "192.168.1.10:8080" is one address with a port, never a version and a number.
"""

from __future__ import annotations

import re
from datetime import datetime

from reos_desktop.certainty.lexicon import COUNT_NOUNS, NUMBER_WORDS, SHARE_WORDS
from reos_desktop.certainty.value_ports import mark_ports
from reos_desktop.certainty.value_times import dates_and_times
from reos_desktop.certainty.value_type import Value

__all__ = ["Value", "parse_values"]




_NUM = r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_SIZE_UNITS = {
    "b": (1,), "byte": (1,), "bytes": (1,),
    "kb": (1e3, 1024), "kib": (1024,), "k": (1024, 1e3), "ki": (1024,), "kilobytes": (1e3, 1024),
    "mb": (1e6, 2**20), "mib": (2**20,), "m": (2**20, 1e6), "mi": (2**20,), "megabytes": (1e6, 2**20),
    "gb": (1e9, 2**30), "gib": (2**30,), "g": (2**30, 1e9), "gi": (2**30,), "gigabytes": (1e9, 2**30),
    "gigs": (1e9, 2**30), "gig": (1e9, 2**30),
    "tb": (1e12, 2**40), "tib": (2**40,), "t": (2**40, 1e12), "ti": (2**40,), "terabytes": (1e12, 2**40),
    "pb": (1e15, 2**50), "pib": (2**50,),
}
_BIT_RATES = {"kbps": 125, "kbit/s": 125, "mbps": 125e3, "mbit/s": 125e3, "mbits/s": 125e3, "gbps": 125e6,
              "gbit/s": 125e6}
_SIZE_RE = re.compile(
    r"(?<![\w.=-])" + _NUM + r"\s?(kib|mib|gib|tib|pib|kb|mb|gb|tb|pb|ki|mi|gi|ti|bytes|byte|kilobytes|megabytes|gigabytes|gigs|gig|"
    r"terabytes|b|k|m|g|t)(/s|/sec|ps| per second| per sec)?(?![a-z0-9])", re.I)
_BITRATE_RE = re.compile(_NUM + r"\s?(kbps|mbps|gbps|kbit/s|mbit/s|mbits/s|gbit/s)(?![a-z])", re.I)
_PERCENT_RE = re.compile(_NUM + r"\s?(%|percent\b|per cent\b)", re.I)
_FRACTION_SHARE_RE = re.compile(r"\b(half|(?:a|one|two)[\s-]thirds?|(?:a|one|three)[\s-]quarters?)\s+"
                                r"(?=full\b|used\b|free\b|empty\b|in\s+use\b)", re.I)
_DUR_UNITS = {"s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "m": 60, "min": 60, "mins": 60,
              "minute": 60, "minutes": 60, "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
              "d": 86400, "day": 86400, "days": 86400, "w": 604800, "wk": 604800, "week": 604800,
              "weeks": 604800, "month": 2629800, "months": 2629800, "y": 31557600, "yr": 31557600,
              "year": 31557600, "years": 31557600}
_DUR_WORD_UNITS = r"seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wk|months?|years?|yrs?"
_DUR_ONE_RE = re.compile(
    r"(?<![\d.])(?:(\d+(?:\.\d+)?)\s?(" + _DUR_WORD_UNITS + r"|[smhdwy])|(an?|half an|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|twelve)\s(" + _DUR_WORD_UNITS + r"))(?![a-z])", re.I)
_AND_A_HALF_RE = re.compile(r"(?<![\w.])(?:(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+and\s+a\s+"
                      r"half\s+(" + _DUR_WORD_UNITS + r")|(an?|one)\s+(" + _DUR_WORD_UNITS + r")\s+and\s+a\s+half)(?![a-z])",
                      re.I)
_DUR_JOIN_RE = re.compile(r"^(?:\s*,\s*|\s+and\s+|\s*)$", re.I)
_ISO_DT_RE = re.compile(r"\b(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2}(?::\d{2})?)(?:\.\d+)?\s?(Z|UTC|[+-]\d{2}:?\d{2})?", re.I)
_IPV4_RE = re.compile(r"(?<![\w.])((?:\d{1,3}\.){3}\d{1,3})(/\d{1,2})?(?::(\d{1,5}))?(?![\d.])")
_IPV6_RE = re.compile(r"(?<![\w:])\[?((?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4})\]?(/\d{1,3})?(?![\w:])", re.I)
_MAC_RE = re.compile(r"\b((?:[0-9a-f]{2}:){5}[0-9a-f]{2})\b", re.I)
_VERSION_RE = re.compile(r"(?<![\w.])(v?(?:\d+:)?\d+(?:\.\d+){1,4}(?:[a-z]{1,2}\d+)?(?:[-+~][0-9A-Za-z.+~:-]*[0-9A-Za-z])?)(?![\w])")
_PORT_RE = re.compile(r"\b(?:ports?|tcp|udp)\s*[:#]?\s*(\d{1,5})((?:\s*(?:,|/|and|or|&)\s*\d{1,5}(?!\s*(?:%|mb|gb)))*)",
                      re.I)
_PORT_SUFFIX_RE = re.compile(r"(?<![\w.])(\d{1,5})/(tcp|udp)\b", re.I)
_COLON_PORT_RE = re.compile(r"(?:(?<=\s)|(?<=^)|(?<=[*\]]))(?:\*|0\.0\.0\.0|\[::\]|::|localhost)?:(\d{2,5})\b")
_ARROW_PORT_RE = re.compile(r"(\d{1,5})\s?->\s?(\d{1,5})")
_PID_RE = re.compile(r"\b(?:pid|process id|main pid)\s*(?:[:#=]|is|was|of)?\s*(?:(?:now|still|currently|then)\s+)?(\d+)", re.I)
_WORKER_PID_RE = re.compile(r"\b(?:worker|process|proc)\s+#?(\d{3,7})\b(?![.,:]\d|\s*(?:%|[kmgt]i?b|mb|gb|times|x\b))", re.I)
_PERCENT_RANGE_RE = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d+)?)\s*[–-]\s*(\d{1,3}(?:\.\d+)?)\s*%")
_UID_RE = re.compile(r"\b(uid|gid)\s*(?:[:#=]|is|was|of)?\s*(\d+)", re.I)
_WORD_NUMBERS = {w: n for w, n in NUMBER_WORDS.items() if " " not in w and w not in ("no", "once", "twice", "dozen",
                                                                                     "single", "both")}
_NUMBER_WORD = r"(\d+|" + "|".join(_WORD_NUMBERS) + r")"
_WORD_FRACTION_RE = re.compile(r"\b" + _NUMBER_WORD + r"\s+(?:out\s+)?of\s+(?:the|your|all|its|their)\s+" + _NUMBER_WORD +
                               r"\b(?![\d.%])", re.I)
_FRACTION_RE = re.compile(r"(?<![\d.])(\d+)\s?(?:/|out of|of)\s?(?:your |the |all |its |their )?(\d+)(?![\d.%])", re.I)
_LISTEN_NUM_RE = re.compile(r"\b(?:listens?|listening|bound|binds?|published|publishes|exposes?|exposed|serves?|"
                            r"serving)\s+(?:on\s+|to\s+)?(?:tcp\s+|udp\s+)?(\d{1,5})\b(?![.%\w])", re.I)
_APPROX_BEFORE = [
    (re.compile(r"(?:about|around|roughly|approximately|approx\.?|~|≈|circa|some|close to|give or take|an estimated)\s*$", re.I), "about"),
    (re.compile(r"(?:nearly|almost|just under|just below|a bit under|a little under|slightly under|slightly below)\s*$", re.I), "nearly"),
    (re.compile(r"(?:just over|just above|a bit over|a little over|slightly over|slightly above|a bit more than)\s*$", re.I), "justover"),
    (re.compile(r"(?:over|above|more than|greater than|higher than|exceeds?|exceeding|beyond|>)\s*$", re.I), "over"),
    (re.compile(r"(?:under|below|less than|fewer than|lower than|<)\s*$", re.I), "under"),
    (re.compile(r"(?:at least|no less than|no fewer than|>=|≥|a minimum of)\s*$", re.I), "atleast"),
    (re.compile(r"(?:at most|up to|no more than|<=|≤|a maximum of)\s*$", re.I), "atmost"),
]


# 'once' followed by a clause's subject is the conjunction ("once it restarts", "once that node comes back"),
# unless what follows is a time ("once this morning", "once that night")
_ONCE_AS_WHEN = re.compile(r"\s+(?:it|they|you|we|he|she|i|(?:that|the|this|these|those|its|their|your|my|our)"
                           r"\s+(?!(?:morning|afternoon|evening|night|day|week|month|year|hour|minute|time)s?\b)\w+)\b",
                           re.I)


def _num(text: str) -> float:
    return float(text.replace(",", ""))


def _step(text: str) -> float:
    text = text.replace(",", "")
    return 10.0 ** -len(text.split(".", 1)[1]) if "." in text else 1.0


def _approx(text: str, start: int) -> str | None:
    before = text[max(0, start - 24):start]
    for pattern, name in _APPROX_BEFORE:
        if pattern.search(before):
            return name
    after = text[start:start + 40]
    if re.match(r"[^,;.]{0,20}?\b(or so|or more|plus|\+)", after, re.I) and re.match(r"\S+\s*\+", after):
        return "atleast"
    return None


class _Taken:
    def __init__(self, n: int):
        self.mask = bytearray(n)

    def free(self, start: int, end: int) -> bool:
        return not any(self.mask[start:end])

    def take(self, start: int, end: int) -> None:
        for i in range(start, end):
            self.mask[i] = 1


_RELEASE_OF_RE = re.compile(r"\b(?:a|an|the)\s+[A-Z][\w.+-]*\s+$")


def names_a_release(text: str, pos: int) -> bool:
    """Is the number at `pos` a product's release ("a Node 20 build", "the Python 3 image"), not a count?"""
    return bool(_RELEASE_OF_RE.search(text[max(0, pos - 30):pos]))


def parse_values(text: str, now: datetime | None = None, port_context: bool = False) -> list[Value]:
    """Every value in `text`, in order of position. `port_context`: the clause continues one about ports
    ("published on 5432 to all interfaces, Redis on 6379 ..."), so bare numbers after "on" are ports."""
    out: list[Value] = []
    taken = _Taken(len(text))

    def add(value: Value) -> None:
        if taken.free(value.start, value.end):
            taken.take(value.start, value.end)
            out.append(value)

    for m in _ISO_DT_RE.finditer(text):
        add(Value("datetime", (m.group(1), m.group(2), m.group(3)), m.start(), m.end(), m.group(0)))
    for m in _MAC_RE.finditer(text):
        add(Value("mac", m.group(1).lower(), m.start(), m.end(), m.group(0)))
    for m in _IPV4_RE.finditer(text):
        if all(0 <= int(p) <= 255 for p in m.group(1).split(".")):
            add(Value("address", m.group(1), m.start(1), m.end(1), m.group(1), extra={"prefix": m.group(2)}))
            if m.group(3):
                add(Value("port", int(m.group(3)), m.start(3), m.end(3), m.group(3)))
    for m in _IPV6_RE.finditer(text):
        body = m.group(1)
        pair = re.fullmatch(r"(.*?::):(\d{1,5})", body) if ":::" in body else None
        if pair:   # "[::]:5432" with its brackets dropped: ":::" is never inside an address, so ":5432" is a port
            cut = m.start(1) + len(pair.group(1))
            add(Value("address", pair.group(1).lower(), m.start(1), cut, pair.group(1)))
            add(Value("port", int(pair.group(2)), cut + 1, m.end(1), pair.group(2)))
        elif "::" in body or re.search(r"[a-f]", body, re.I) and body.count(":") >= 3:
            add(Value("address", body.lower(), m.start(1), m.end(1), body))
    for m in _ARROW_PORT_RE.finditer(text):
        add(Value("port", int(m.group(1)), m.start(1), m.end(1), m.group(1), extra={"to": int(m.group(2))}))
        add(Value("port", int(m.group(2)), m.start(2), m.end(2), m.group(2), extra={"container": True}))
    for m in _PID_RE.finditer(text):
        add(Value("pid", int(m.group(1)), m.start(1), m.end(1), m.group(1)))
    for m in _WORKER_PID_RE.finditer(text):   # "worker 48231", "process 1321": a process by its PID
        add(Value("pid", int(m.group(1)), m.start(1), m.end(1), m.group(1)))
    # "PIDs 22010 and 22011", "with PID 19735, 20732, 20745, …": every number of the list is a PID
    for m in re.finditer(r"\bpids?\s*[:#=]?\s*(\d+(?:\s*(?:,|and|&|or)\s*\d+)+)", text, re.I):
        for n in re.finditer(r"\d+", m.group(1)):
            add(Value("pid", int(n.group(0)), m.start(1) + n.start(), m.start(1) + n.end(), n.group(0)))
    for m in _UID_RE.finditer(text):
        add(Value(m.group(1).lower(), int(m.group(2)), m.start(2), m.end(2), m.group(2)))
        # "(UID 1000 and 1002)", "UIDs 1000, 1001": every number of the list is one
        more = re.match(r"(?:\s*(?:,|and|&)\s*\d+)+", text[m.end():])
        for n in re.finditer(r"\d+", more.group(0) if more else ""):
            add(Value(m.group(1).lower(), int(n.group(0)), m.end() + n.start(), m.end() + n.end(), n.group(0)))
    for m in _PORT_RE.finditer(text):
        add(Value("port", int(m.group(1)), m.start(1), m.end(1), m.group(1)))
        for extra in re.finditer(r"\d{1,5}", m.group(2) or ""):
            s = m.start(2) + extra.start()
            add(Value("port", int(extra.group(0)), s, s + len(extra.group(0)), extra.group(0)))
    for m in _LISTEN_NUM_RE.finditer(text):
        add(Value("port", int(m.group(1)), m.start(1), m.end(1), m.group(1)))
    for m in _PORT_SUFFIX_RE.finditer(text):
        add(Value("port", int(m.group(1)), m.start(1), m.end(1), m.group(1)))
    for m in _COLON_PORT_RE.finditer(text):
        add(Value("port", int(m.group(1)), m.start(1), m.end(1), m.group(1)))
    dates_and_times(text, now, add, _APPROX_BEFORE[0][0])
    for m in _BITRATE_RE.finditer(text):
        add(Value("rate", _num(m.group(1)), m.start(), m.end(), m.group(0), _step(m.group(1)),
                  _approx(text, m.start()), m.group(2), (_BIT_RATES[m.group(2).lower()],)))
    for m in _SIZE_RE.finditer(text):
        unit = m.group(2)
        low = unit.lower()
        if len(unit) == 1 and (low in "mt" and unit.islower() or m.group(0)[len(m.group(1)):len(m.group(1)) + 1] == " ") \
                and not (unit == "B" and text[m.end():m.end() + 1] != "-"):   # "0 B used": bytes, as `df` writes them
            if not m.group(3):  # "5 m" is minutes, "3 t" nothing; single letters must be stuck on: 512M, 3.2G
                continue
        if low == "b" and not m.group(3) and unit == "b":
            continue
        scales = _SIZE_UNITS[low]
        kind = "rate" if m.group(3) else "bytes"
        add(Value(kind, _num(m.group(1)), m.start(), m.end(), m.group(0), _step(m.group(1)),
                  _approx(text, m.start()), unit, scales))
    for m in _PERCENT_RANGE_RE.finditer(text):   # "each at ~97–99% CPU": one share, anywhere in the range
        low, high = sorted((_num(m.group(1)), _num(m.group(2))))
        if high - low <= max(10.0, 0.5 * high):
            add(Value("percent", (low + high) / 2, m.start(), m.end(), m.group(0), max(high - low, 1.0), "about"))
    for m in _PERCENT_RE.finditer(text):
        add(Value("percent", _num(m.group(1)), m.start(), m.end(), m.group(0), _step(m.group(1)),
                  _approx(text, m.start())))
    for m in _FRACTION_SHARE_RE.finditer(text):   # "about two-thirds full", "half of it used": a loose share
        share = SHARE_WORDS[re.sub(r"[\s-]+", " ", m.group(1).lower())]
        add(Value("percent", share, m.start(1), m.end(1), m.group(1), 7.0, _approx(text, m.start()) or "about"))
    for start, end, seconds, step in _durations(text):
        if not taken.free(start, end):
            continue
        tail = text[end:end + 6].lower()
        kind = "ago" if tail.strip().startswith("ago") else "duration"
        stop = end + (tail.index("ago") + 3 if kind == "ago" else 0)
        add(Value(kind, seconds, start, stop, text[start:stop], step, _approx(text, start)))
    for m in _VERSION_RE.finditer(text):
        body = m.group(1)
        dots = body.count(".")
        if dots >= 2 or re.search(r"[-+~:]|\d[a-z]", body) or body.lower().startswith("v"):
            add(Value("version", body, m.start(1), m.end(1), body))
        else:
            add(Value("decimal", _num(body), m.start(1), m.end(1), body, _step(body), _approx(text, m.start(1)),
                      extra={"maybe_version": body}))
    _abbreviated_versions(text, out, add)
    for m in _FRACTION_RE.finditer(text):
        if taken.free(m.start(), m.end()):
            add(Value("fraction", (int(m.group(1)), int(m.group(2))), m.start(), m.end(), m.group(0)))
    for m in _WORD_FRACTION_RE.finditer(text):   # "two of the four containers are up"
        part, whole = (_WORD_NUMBERS.get(g.lower(), None) if not g.isdigit() else int(g) for g in m.groups())
        if part is not None and whole is not None and part <= whole and taken.free(m.start(), m.end()):
            add(Value("fraction", (part, whole), m.start(), m.end(), m.group(0)))
    _counts(text, add, taken)
    for m in re.finditer(r"(?<![\w.,:/-])" + _NUM + r"(?![\w.%/:-]|,\d)", text):
        add(Value("number", _num(m.group(1)), m.start(1), m.end(1), m.group(1), _step(m.group(1)),
                  _approx(text, m.start(1))))
    _share_units(text, out)
    mark_ports(text, out, port_context)
    out = [_in_label_unit(text, v) for v in out]
    out.sort(key=lambda v: v.start)
    return out


# a label that gives its value's unit: "CPU%: 38.5", "RSS (MiB): 3120", "Size [GB]: 480", "Used GiB: 12"
_LABEL_UNIT_RE = re.compile(r"(?:(%)|\(\s*(%|[kmgt]i?b)\s*\)|\[\s*(%|[kmgt]i?b)\s*\]|\b([kmgt]i?b))\s*:\s*$", re.I)


def _in_label_unit(text: str, value: Value) -> Value:
    """A bare number after a label that names its unit is a measure in that unit (a table column "CPU%" read
    into its cell: "CPU%: 38.5")."""
    if value.kind not in ("decimal", "number"):
        return value
    m = _LABEL_UNIT_RE.search(text[:value.start])
    if m is None:
        return value
    unit = next(g for g in m.groups() if g).lower()
    if unit == "%":
        return Value("percent", value.value, value.start, value.end, value.text, value.step, value.approx)
    return Value("bytes", value.value, value.start, value.end, value.text, value.step, value.approx, unit,
                 _SIZE_UNITS[unit])


_ABBREV_TAIL_RE = re.compile(r"\s*(?:→|->|=>|\bto\b)\s*([0-9A-Za-z][\w.+~:-]*[0-9A-Za-z])(?![\w])")


def _skeleton(version: str) -> str:
    return re.sub(r"\d+", "N", version.lower())


def _abbreviated_versions(text: str, out: list[Value], add) -> None:
    """"curl 7.81.0-1ubuntu1.18 → 1ubuntu1.19": the new version written as only the part that changed. It
    is the old one with its tail of the same shape replaced (7.81.0-1ubuntu1.19)."""
    for old in [v for v in out if v.kind == "version"]:
        m = _ABBREV_TAIL_RE.match(text, old.end)
        if not m or not re.search(r"\d", m.group(1)) or _VERSION_RE.fullmatch(m.group(1)):
            continue
        tail = m.group(1)
        full = old.text
        for i in range(1, len(full)):
            if full[i - 1] in "-.:+~" and _skeleton(full[i:]) == _skeleton(tail):
                add(Value("version", full[:i] + tail, m.start(1), m.end(1), full[:i] + tail,
                          extra={"written": tail}))
                break


def _share_units(text: str, out: list[Value]) -> None:
    """"312 of 500 GiB", "61/232 GB": a bare number before a size shares its unit."""
    for i, v in enumerate(out):
        if v.kind not in ("number", "decimal"):
            continue
        nxt = next((w for w in out if w.start > v.end), None)
        if nxt is not None and nxt.kind in ("bytes", "rate", "percent") and \
                re.fullmatch(r"\s*(?:of|/|out of)\s*(?:the\s+|your\s+)?", text[v.end:nxt.start]):
            out[i] = Value(nxt.kind, v.value, v.start, v.end, v.text, v.step, v.approx, nxt.noun, nxt.scales)


# after "a second": words that make it the ordinal ("a second GPU reset") rather than the time ("a second ago")
_ORDINAL_SECOND_RE = re.compile(r"\s+(?!(?:ago|later|earlier|before|after|or|and|to|of|long|each|per|at|in|"
                                r"between|apart|delay|timeout|interval|later)\b)[a-z][\w-]*", re.I)


def _durations(text: str) -> list[tuple[int, int, float, float]]:
    """Durations, joining "2 hours 15 minutes", "1 day, 3 hours" and "2h15m" into one value."""
    parts = []
    halves = []
    for m in _AND_A_HALF_RE.finditer(text):   # "three and a half days", "an hour and a half"
        amount, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        seconds = _DUR_UNITS.get(unit.lower()) or _DUR_UNITS.get(unit.lower().rstrip("s"))
        low = amount.lower()
        whole = 1.0 if low in ("a", "an", "one") else float(NUMBER_WORDS[low]) if low in NUMBER_WORDS else float(low)
        if seconds:
            halves.append((m.start(), m.end()))
            parts.append([m.start(), m.end(), (whole + 0.5) * seconds, 0.5 * seconds])
    for m in _DUR_ONE_RE.finditer(text):
        if any(a <= m.start() < b for a, b in halves):
            continue
        amount, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if len(unit) == 1 and unit.isupper():
            continue  # 512M is a size
        before = text[m.start() - 1] if m.start() else " "
        if (before.isalpha() and before.lower() not in "hmdwsy") or before == "_":
            continue
        low = amount.lower()
        if low in ("a", "the") and unit.lower() == "second" and _ORDINAL_SECOND_RE.match(text, m.end()):
            continue   # "a second GPU reset", "the second worker": an ordinal, not a duration
        number = 1.0 if low in ("a", "an", "one") else 0.5 if low == "half an" else \
            float(NUMBER_WORDS[low]) if low in NUMBER_WORDS else float(low)
        seconds = _DUR_UNITS.get(unit.lower()) or _DUR_UNITS.get(unit.lower().rstrip("s"))
        if seconds is None:
            continue
        step = seconds * (_step(low) if low[0].isdigit() else 1.0)
        parts.append([m.start(), m.end(), number * seconds, step])
    parts.sort(key=lambda p: p[0])
    merged: list[list] = []
    for part in parts:
        if merged and _DUR_JOIN_RE.match(text[merged[-1][1]:part[0]]):
            last = merged[-1]
            last[1], last[2], last[3] = part[1], last[2] + part[2], min(last[3], part[3])
        else:
            merged.append(part)
    return [tuple(p) for p in merged]


_COUNT_RE = re.compile(
    r"(?<![\w.,/])(\d{1,3}(?:,\d{3})+|\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"thirteen|fourteen|fifteen|sixteen|twenty|a single|a dozen|both|once|twice)\s+((?:[\w@.-]+\s+|\((?:non-system|human|regular|real|login)\)\s+){0,3}?)"
    r"(" + "|".join(sorted(COUNT_NOUNS, key=len, reverse=True)) + r")\b", re.I)
_COUNT_AFTER_RE = re.compile(
    r"\b(" + "|".join(sorted(COUNT_NOUNS, key=len, reverse=True)) + r")"
    r"(?:\s*(?::|=|count(?: is)?:?|total:?)\s*|"
    r"(?:\s+(?:on|to|from|for|in|via)\s+(?:port\s+)?[\w.-]+){1,2}:\s+(?=\d+\s*$))"   # "Client connections on 443: 3"
    r"(\d{1,3}(?:,\d{3})+|\d+)(?![\w.%])", re.I)


_STATE_COLUMN_RE = re.compile(r"\b(established|time_wait|close_wait|syn_sent|syn_recv)\s*[:=]\s*(\d+)(?![\w.%])", re.I)
_ELLIPTIC_RE = re.compile(r"(?<![\w.,/])(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of them\s+|are\s+)?"
                          r"(running|stopped|exited|failed|active|inactive|healthy|unhealthy|ready|pending|"
                          r"enabled|disabled|up|down)\b(?!\s+(?:for|since)\b)", re.I)


_CODE_BEFORE_RE = re.compile(r"\b(?:xid|https?|errno|error|code|status|event|exit|signal|sig|cve|port|rule|"
                             r"type)\s+$", re.I)


def _counts(text: str, add, taken: _Taken) -> None:
    found: list[tuple[int, str]] = []
    starts = [m.start() for m in re.finditer(r"(?<![\w.,/])(?:\d|zero|one|two|three|four|five|six|seven|eight|nine|"
                                             r"ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|twenty|a single|"
                                             r"a dozen|both)", text, re.I)]
    for pos in starts:   # anchored at every number, so "Ryzen 7 7840U with 8 cores" still finds "8 cores"
        m = _COUNT_RE.match(text, pos)
        if not m:
            continue
        word = m.group(1).lower()
        number = NUMBER_WORDS.get(word)
        number = number if number is not None else int(word.replace(",", "")) if word[0].isdigit() else None
        if number is None or not taken.free(m.start(1), m.end(1)):
            continue
        if word[0].isdigit() and re.search(r"\b(?:a|an)\s+$", text[max(0, pos - 4):pos], re.I):
            continue   # "a 503 error", "an 8 GB stick": one thing of that kind, the number is its name or size
        if word[0].isdigit() and _CODE_BEFORE_RE.search(text[max(0, pos - 12):pos]):
            continue   # "Xid 13 errors", "HTTP 502 errors", "port 443 connections": a code names the kind
        if word[0].isdigit() and names_a_release(text, pos):
            continue   # "a Node 20 build", "the Python 3 image": a product and its release, not a count
        between = [w.strip("()") for w in (m.group(2) or "").lower().split()]   # "three regular (non-system) accounts"
        if any(w in ("and", "or", "but", "of", "in", "on", "with", "no", "not", "have", "has", "had", "are", "is",
                     "were", "was", "to", "all", "from", "for", "at", "by", "via", "the", "a", "an", "this", "that",
                     "these", "those", "its", "it", "their", "which", "when", "if", "than", "means", "mean", "be",
                     "been", "as", "so") or w.endswith("ly") or w[0].isdigit() for w in between):
            continue
        noun, noun_end = m.group(3).lower(), m.end(3)
        follow = re.match(r"\s+([a-z]+)", text[noun_end:], re.I)
        if follow and follow.group(1).lower() in COUNT_NOUNS and COUNT_NOUNS[follow.group(1).lower()] != "restarts":
            between.append(noun)
            noun, noun_end = follow.group(1).lower(), noun_end + follow.end()
        found.append((m.start(1), noun))
        add(Value("count", number, m.start(1), m.end(1), m.group(1), 1.0, _approx(text, m.start(1)),
                  noun, extra={"filters": between, "noun_end": noun_end}))
    for m in re.finditer(r"(?<![\w.,/-])(\d{1,3}|two|four|six|eight|ten|twelve|sixteen)-(core|thread)\b", text, re.I):
        # "a 4-core, 8-thread Xeon": counts made adjectives are the CPU's cores and threads
        word = m.group(1).lower()
        number = NUMBER_WORDS.get(word, int(word) if word.isdigit() else None)
        if number is not None and taken.free(m.start(1), m.end(1)):
            add(Value("count", number, m.start(1), m.end(1), m.group(1), 1.0, None, m.group(2).lower() + "s",
                      extra={"filters": [], "noun_end": m.end(2)}))
    for m in _ELLIPTIC_RE.finditer(text):
        # "3 containers, 2 running": the second number counts the same noun, in that state
        before = [noun for start, noun in found if start < m.start(1)]
        word = m.group(1).lower()
        number = NUMBER_WORDS.get(word, int(word) if word.isdigit() else None)
        if before and number is not None and taken.free(m.start(1), m.end(1)):
            add(Value("count", number, m.start(1), m.end(1), m.group(1), 1.0, _approx(text, m.start(1)),
                      before[-1], extra={"filters": [m.group(2).lower()], "noun_end": m.end(2)}))
    for m in re.finditer(r"(?<![\w.,/])(\d+)\s+(?:in\s+)?total\b|\btotal(?:\s+of)?:?\s+(\d+)(?![\w.%])", text, re.I):
        # "Pods in monitoring (6 total)": the count of the thing named before it
        group = 1 if m.group(1) else 2
        nouns = [n for n in re.findall(r"[a-z]+", text[:m.start()].lower()) if n in COUNT_NOUNS]
        if nouns and taken.free(m.start(group), m.end(group)):
            add(Value("count", int(m.group(group)), m.start(group), m.end(group), m.group(group), 1.0,
                      _approx(text, m.start(group)), nouns[-1], extra={"filters": [], "noun_end": m.end()}))
    for m in _STATE_COLUMN_RE.finditer(text):
        # "| 10.40.0.21:8080 | 5 |" under "Established": that many connections in that state
        if taken.free(m.start(2), m.end(2)):
            add(Value("count", int(m.group(2)), m.start(2), m.end(2), m.group(2), 1.0, _approx(text, m.start(2)),
                      "connections", extra={"filters": [m.group(1).lower()], "noun_end": m.end(1)}))
    for m in _COUNT_AFTER_RE.finditer(text):
        add(Value("count", int(m.group(2).replace(",", "")), m.start(2), m.end(2), m.group(2), 1.0,
                  _approx(text, m.start(2)), m.group(1).lower(), extra={"filters": [], "noun_end": m.end(1)}))
    for m in re.finditer(r"\b(once|twice|(\d+)\s+times)\b", text, re.I):
        if _ONCE_AS_WHEN.match(text, m.end()) and m.group(1).lower() == "once":
            continue   # "which will clear once that node comes back": 'once' opens a clause, it counts nothing
        n = 1 if m.group(1).lower() == "once" else 2 if m.group(1).lower() == "twice" else int(m.group(2))
        add(Value("count", n, m.start(), m.end(), m.group(0), 1.0, _approx(text, m.start()), "times",
                  extra={"filters": []}))
