"""'about 118 Mbit/s' where the evidence reads 118 MB/s: a byte rate written with a bit unit.

Traffic and disk tools report bytes per second; answers often copy the number and write Mbit/s. When no
measured rate the claim could mean agrees with it read as bits, but one of them has exactly the stated
number in bytes, the claim states that thing's rate with the wrong unit (eight times too low): it is
contradicted by that measure. Any candidate that agrees, or none with the copied number, leaves the claim
as the other rules judged it.
"""

from __future__ import annotations

from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.matchers import Hit, decide

_BIT_UNITS = ("kbps", "kbit/s", "mbps", "mbit/s", "mbits/s", "gbps", "gbit/s")
_BYTE_SCALE = {"k": (1e3, 1024.0), "m": (1e6, 1048576.0), "g": (1e9, 1073741824.0)}


def bits_read_as_bytes(value, chosen: list[QFact], every: list[QFact], index: FactIndex, compare,
                       age) -> Verdict | None:
    """`chosen` are the measures the claim's words pick, `every` all it could mean."""
    unit = (value.noun or "").lower()
    if unit not in _BIT_UNITS or not chosen:
        return None
    if any(index.is_stale(f.eid, f.field) for f in every):
        return None
    if any(compare(value, f.value, "rate", age(index, f.eid))[0] for f in every):
        return None   # some measure agrees with the bits: nothing was mixed up
    as_bytes = replace(value, scales=_BYTE_SCALE[unit[0]])
    copied = [f for f in chosen if compare(as_bytes, f.value, "rate", age(index, f.eid))[0]]
    if not copied or len({id(f.entity) for f in copied}) != 1:
        return None   # the copied number must point at one thing ("tx" and "rx+tx" of one interface are one)
    fact = copied[0]
    who = f"{fact.entity.name} " if getattr(fact, "entity", None) is not None else ""
    return decide(index, [Hit(False, fact.eid, fact.field,
                              f"{who}{fact.attr}={fact.value / 1e6:.2f} MB/s ({fact.value * 8 / 1e6:.0f} Mbit/s): "
                              f"{value.text.strip()} is its byte rate written in bits")])


_DIRECTION = {"rx": {"receiving", "receives", "received", "downloading", "downloads", "incoming", "inbound"},
              "tx": {"sending", "sends", "sent", "uploading", "uploads", "transmitting", "transmits", "outgoing",
                     "outbound"}}


def direction_is_explicit(reading, value, chosen: list[QFact]) -> bool:
    """'sending roughly 12 MB/s': a direction word right before the rate, and every measure the claim was
    bound to is that direction — the other direction agreeing with the number is then no excuse."""
    before = [t.low for t in reading.toks if t.end <= value.start][-3:]
    before = [w for w in before if w not in ("about", "around", "roughly", "at", "~", "some", "nearly")]
    if not before:
        return False
    way = next((k for k, words in _DIRECTION.items() if before[-1] in words), None)
    return way is not None and bool(chosen) and all(f.attr == way for f in chosen)
