"""One value stated in a claim (values.py reads them from the text)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Value:
    kind: str          # bytes rate percent duration ago time date datetime version decimal number count
    value: Any         # address mac port pid uid gid
    start: int
    end: int
    text: str
    step: float = 1.0  # one unit of the last stated digit, in the value's base unit
    approx: str | None = None   # about, over, under, atleast, atmost, nearly
    noun: str | None = None     # counts: the counted noun; sizes: the unit as written
    scales: tuple = ()          # sizes: candidate byte multipliers (decimal and binary readings)
    extra: dict = field(default_factory=dict)
