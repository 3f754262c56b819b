"""How a measured quantity is named in a verdict's reason, and how old its reading is."""

from __future__ import annotations

from reos_desktop.certainty.facts import FactIndex, QFact


def age_of(index: FactIndex, eid: str) -> float:
    item = index.items.get(eid)
    if item is None or item.collected_at is None or index.now is None:
        return 0.0
    return max(0.0, (index.now - item.collected_at).total_seconds())


def who(fact: QFact) -> str:
    return f"{fact.entity.name} " if fact.entity is not None else ""


def show(value: float, dim: str) -> str:
    if dim == "bytes":
        return f"{value / 2**30:.2f} GiB ({value / 1e9:.2f} GB)" if value >= 2**28 else f"{value / 2**20:.1f} MiB"
    if dim == "rate":
        return f"{value / 1e6:.2f} MB/s"
    if dim == "seconds":
        return f"{value / 3600:.2f} h" if value >= 3600 else f"{value / 60:.1f} min"
    if dim == "percent":
        return f"{value:.1f}%"
    return f"{value:g}"
