"""Numbers with units, comparison words, and how quantities are written back to people.

Units (documented in docs/check-grammar.md): sizes with an `i` or a bare letter are powers of 1024 the
way `df -h` prints them (KiB, MiB, GiB, TiB; K, M, G, T); written-out SI sizes are powers of 1000 (KB,
MB, GB, TB, kilobytes, gigabytes, gigs). Percent: `%`, `percent`, `pct`. Durations: s, min, h, d, w and
their words. A number followed by a word that is none of these is a poorly posed predicate (exit 2).
"""

from __future__ import annotations

import re


class LazyRe:
    """A regular expression compiled on first use: a check reads one or two families, so compiling every
    family's patterns at import would cost more than deciding the predicate."""

    __slots__ = ("_pattern", "_flags", "_compiled")

    def __init__(self, pattern: str, flags: int = 0):
        self._pattern, self._flags, self._compiled = pattern, flags, None

    def __getattr__(self, name: str):
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self._pattern, self._flags)
        return getattr(compiled, name)


def lazy(pattern: str, flags: int = 0) -> LazyRe:
    return LazyRe(pattern, flags)


class PoorlyPosed(Exception):
    """The predicate cannot be read as meant: say what is wrong in one sentence (exit 2)."""


_KI, _MI, _GI, _TI, _PI = 1024, 1024 ** 2, 1024 ** 3, 1024 ** 4, 1024 ** 5
BYTE_UNITS: dict[str, int] = {
    "b": 1, "byte": 1, "bytes": 1,
    "k": _KI, "kib": _KI, "kibibyte": _KI, "kibibytes": _KI, "kb": 1000, "kilobyte": 1000, "kilobytes": 1000,
    "m": _MI, "mib": _MI, "mebibyte": _MI, "mebibytes": _MI, "mb": 10 ** 6, "megabyte": 10 ** 6,
    "megabytes": 10 ** 6, "meg": 10 ** 6, "megs": 10 ** 6,
    "g": _GI, "gib": _GI, "gibibyte": _GI, "gibibytes": _GI, "gb": 10 ** 9, "gigabyte": 10 ** 9,
    "gigabytes": 10 ** 9, "gig": 10 ** 9, "gigs": 10 ** 9,
    "t": _TI, "tib": _TI, "tebibyte": _TI, "tebibytes": _TI, "tb": 10 ** 12, "terabyte": 10 ** 12,
    "terabytes": 10 ** 12, "tera": 10 ** 12,
    "p": _PI, "pib": _PI, "pb": 10 ** 15, "petabyte": 10 ** 15, "petabytes": 10 ** 15,
}
PERCENT_UNITS = frozenset({"%", "percent", "pct", "per cent"})
DURATION_UNITS: dict[str, int] = {
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    "d": 86400, "day": 86400, "days": 86400,
    "w": 604800, "wk": 604800, "wks": 604800, "week": 604800, "weeks": 604800,
}
# Words that may follow a number without being a unit ("90% full", "2 processes", "10 GB of free space").
NOT_UNITS = frozenset({"full", "used", "free", "available", "of", "in", "on", "for", "left", "remaining",
                       "and", "or", "is", "are", "processes", "process", "instances", "instance", "containers",
                       "container", "running", "cores", "core", "cpus", "cpu", "threads", "ago", "the", "at",
                       "usage", "use", "space", "disk", "memory", "ram", "swap", "load", "per", "average", "total",
                       "capacity", "size", "ok", "or", "than", "then", "with", "by", "to", "up", "since"})

UNIT_DISPLAY = {"b": "B", "byte": "B", "bytes": "B", "k": "K", "m": "M", "g": "G", "t": "T", "p": "P",
                "kib": "KiB", "mib": "MiB", "gib": "GiB", "tib": "TiB", "pib": "PiB", "kb": "KB", "mb": "MB",
                "gb": "GB", "tb": "TB", "pb": "PB", "percent": "%", "pct": "%", "per cent": "%"}
NUMBER = r"\d+(?:\.\d+)?"
_QUANTITY = lazy(r"(?P<num>" + NUMBER + r")\s*(?P<unit>per cent|%|[a-z]+)?", re.I)


class Quantity:
    """A number and what it measures: kind is bytes, percent, seconds or number; value is in bytes/seconds."""

    __slots__ = ("value", "kind", "text")

    def __init__(self, value: float, kind: str, text: str):
        self.value, self.kind, self.text = value, kind, text

    def to_dict(self) -> dict:
        return {"value": self.value, "kind": self.kind, "text": self.text}

    def __repr__(self) -> str:
        return f"Quantity({self.value!r}, {self.kind!r}, {self.text!r})"


def parse_quantity(text: str, allowed: tuple[str, ...] = ("bytes", "percent", "seconds", "number")) -> Quantity:
    """The first number in `text` with its unit. PoorlyPosed for a missing number or an unknown unit."""
    match = _QUANTITY.search(text)
    if not match:
        raise PoorlyPosed(f"a number is missing in '{text.strip()}'")
    number = float(match.group("num"))
    unit = (match.group("unit") or "").lower()
    shown = f"{match.group('num')} {UNIT_DISPLAY.get(unit, unit)}".replace(" %", "%")
    if unit in PERCENT_UNITS:
        kind, value = "percent", number
    elif unit in BYTE_UNITS:
        kind, value = "bytes", number * BYTE_UNITS[unit]
    elif unit in DURATION_UNITS:
        kind, value = "seconds", number * DURATION_UNITS[unit]
    elif not unit or unit in NOT_UNITS:
        kind, value, shown = "number", number, match.group("num")
    else:
        raise PoorlyPosed(f"'{match.group('unit')}' is not a unit ReOS knows (sizes: B, KiB, MiB, GiB, TiB, KB, MB, "
                          "GB, TB; percent: %; time: s, min, h, d)")
    if kind not in allowed:
        raise PoorlyPosed(f"'{shown}' is a {kind_word(kind)}, but a {' or '.join(kind_word(a) for a in allowed)} "
                          "is needed here")
    return Quantity(value, kind, shown)


def parse_duration(text: str) -> Quantity:
    """Like parse_quantity, but a bare `m` is minutes, and a number must have a time unit."""
    match = _QUANTITY.search(text)
    if not match:
        raise PoorlyPosed(f"a length of time is missing in '{text.strip()}'")
    unit = (match.group("unit") or "").lower()
    if unit not in DURATION_UNITS:
        if not unit or unit in NOT_UNITS:
            raise PoorlyPosed(f"'{match.group('num')}' needs a time unit (s, min, h, d, w)")
        raise PoorlyPosed(f"'{match.group('unit')}' is not a unit of time ReOS knows (s, min, h, d, w)")
    return Quantity(float(match.group("num")) * DURATION_UNITS[unit], "seconds", match.group(0).strip())


def kind_word(kind: str) -> str:
    return {"bytes": "size", "percent": "percentage", "seconds": "length of time", "number": "plain number"}[kind]


# ------------------------------------------------------------------------------------------- comparisons
# Longest phrases first, so "at least" is not read as a bare "is".
_COMPARATOR_PHRASES: list[tuple[str, str]] = [
    ("less than or equal to", "<="), ("lower than or equal to", "<="), ("smaller than or equal to", "<="),
    ("greater than or equal to", ">="), ("more than or equal to", ">="), ("higher than or equal to", ">="),
    ("not more than", "<="), ("no more than", "<="), ("not greater than", "<="), ("not higher than", "<="),
    ("not above", "<="), ("not over", "<="), ("does not exceed", "<="), ("do not exceed", "<="), ("at most", "<="),
    ("up to", "<="),
    ("not less than", ">="), ("no less than", ">="), ("not fewer than", ">="), ("no fewer than", ">="),
    ("not below", ">="), ("not under", ">="), ("not lower than", ">="), ("at least", ">="), ("a minimum of", ">="),
    ("not equal to", "!="), ("different from", "!="), ("other than", "!="),
    ("less than", "<"), ("fewer than", "<"), ("lower than", "<"), ("smaller than", "<"), ("below", "<"),
    ("under", "<"), ("beneath", "<"), ("within", "<="),
    ("more than", ">"), ("greater than", ">"), ("higher than", ">"), ("bigger than", ">"), ("larger than", ">"),
    ("above", ">"), ("over", ">"), ("exceeds", ">"), ("exceed", ">"), ("exceeding", ">"),
    ("equal to", "="), ("equals", "="), ("exactly", "="),
]
_SYMBOLS = [("<=", "<="), ("=<", "<="), ("≤", "<="), (">=", ">="), ("=>", ">="), ("≥", ">="), ("!=", "!="),
            ("<>", "!="), ("≠", "!="), ("==", "="), ("<", "<"), (">", ">"), ("=", "=")]
COMPARATOR_RE = lazy(
    "|".join([r"\b" + re.escape(p).replace(r"\ ", r"\s+") + r"\b" for p, _ in _COMPARATOR_PHRASES]
             + [re.escape(s) for s, _ in _SYMBOLS]))
_OPS = {**{" ".join(p.split()): op for p, op in _COMPARATOR_PHRASES}, **dict(_SYMBOLS)}
OP_WORDS = {"<": "below", "<=": "at most", ">": "above", ">=": "at least", "=": "equal to", "!=": "not equal to"}
NEGATED_OP = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "=": "!=", "!=": "="}


def find_comparator(low: str) -> tuple[str, int, int] | None:
    """(operator, start, end) of the first comparison phrase in lower-case text."""
    match = COMPARATOR_RE.search(low)
    if not match:
        return None
    op = _OPS[" ".join(match.group(0).split())]
    # "is not below 90%": a "not" just before a comparison word turns it round.
    before = low[:match.start()].rstrip()
    if before.endswith(" not") or before == "not":
        if not match.group(0).startswith("not"):
            op = NEGATED_OP[op]
    return op, match.start(), match.end()


def compare(left: float, op: str, right: float) -> bool:
    return {"<": left < right, "<=": left <= right, ">": left > right, ">=": left >= right,
            "=": left == right, "!=": left != right}[op]


# ------------------------------------------------------------------------------------------- formatting
def fmt_bytes(n: float | int | None) -> str:
    """Binary units with one decimal, as `df -h` rounds: 108.2 GiB."""
    if n is None:
        return "unknown"
    n = float(n)
    for unit, size in (("PiB", _PI), ("TiB", _TI), ("GiB", _GI), ("MiB", _MI), ("KiB", _KI)):
        if abs(n) >= size:
            return f"{n / size:.1f} {unit}"
    return f"{int(n)} B"


def fmt_number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def fmt_percent(x: float | None) -> str:
    return "unknown" if x is None else f"{fmt_number(round(x, 1))}%"


def fmt_quantity(q: Quantity) -> str:
    if q.kind in ("bytes", "percent") and q.text:
        return q.text  # the threshold as the user wrote it: "2 GB" stays 2 GB, not 1.9 GiB
    if q.kind == "bytes":
        return fmt_bytes(q.value)
    if q.kind == "percent":
        return fmt_percent(q.value)
    if q.kind == "seconds":
        return fmt_duration(q.value)
    return fmt_number(q.value)


def fmt_duration(seconds: float | int | None) -> str:
    """3 days 4 hours / 2 hours 5 minutes / 40 minutes / 12 seconds."""
    if seconds is None:
        return "unknown"
    s = int(seconds)
    days, rest = divmod(s, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)

    def part(n: int, word: str) -> str:
        return f"{n} {word}{'' if n == 1 else 's'}"

    if days:
        return part(days, "day") + (f" {part(hours, 'hour')}" if hours else "")
    if hours:
        return part(hours, "hour") + (f" {part(minutes, 'minute')}" if minutes else "")
    if minutes:
        return part(minutes, "minute")
    return part(secs, "second")
