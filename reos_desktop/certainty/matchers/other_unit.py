"""'about 725 GiB used' where the evidence reads 675.7 GiB (725.5 GB): a figure written with the other unit.

Disk tools and `df -H` print decimal gigabytes, and answers often copy that number and write GiB; `df -h` and
`free -h` print binary ones, copied as "GB" ("874 GB used" for 874 GiB). When no amount the claim could mean
agrees with it as written, but exactly one of them (one value, however many things share it) has the stated
number in the other unit, the claim states that amount with the wrong unit: it is contradicted by it. The
amount must belong to the thing the claim names, if it names one; a size of the RAM is no proof against a
claim about a filesystem. A rough figure ("roughly 0.5 TB") is too rough to tell which unit it copied.
"""

from __future__ import annotations

from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.matchers.tolerance import compare
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_BINARY_TO_DECIMAL = {2**20: 1e6, 2**30: 1e9, 2**40: 1e12, 2**50: 1e15}
_OTHER_UNIT = {**_BINARY_TO_DECIMAL, **{d: b for b, d in _BINARY_TO_DECIMAL.items()}}


def figure_in_other_unit(reading: Reading, index: FactIndex, value: Value, chosen: list[QFact],
                             age, who, show) -> Verdict | None:
    """`chosen` are the amounts the claim's words pick; `age`, `who` and `show` are the numbers matcher's own
    helpers (how old an item is, whose amount it is, how an amount is written)."""
    if not value.scales or value.scales[0] not in _OTHER_UNIT or len(value.scales) > 1 and \
            value.scales[0] in _BINARY_TO_DECIMAL:
        return None   # "12G" may be either
    if value.approx and len(f"{value.value / value.step:.0f}".rstrip("0")) < 2:
        return None   # "roughly 0.5 TB" is too rough to tell which unit's figure it copied
    as_other = replace(value, scales=(_OTHER_UNIT[value.scales[0]],))
    meant = [f for f in chosen if compare(as_other, f.value, "bytes", age(index, f.eid))[0]]
    if len({f.value for f in meant}) != 1:
        return None
    named = {id(e) for e in reading.scope()}
    if named and not any(f.entity is not None and id(f.entity) in named for f in meant):
        return None   # "docker has ... ~65.6 GiB": the figure of something else (the RAM) is no proof
    other = "decimal" if value.scales[0] in _BINARY_TO_DECIMAL else "binary"
    return decide(index, [Hit(False, f.eid, f.field, f"{who(f)}{f.attr}={show(f.value, 'bytes')}; "
                                                     f"{value.text.strip()} is its figure in {other} units")
                          for f in meant])
