"""A rider's contradiction must be its own.

A rider ("out of roughly 3.9 TB", "on a 1.5 TiB volume", "with only ~5 GB left") is judged together with its
clause, because it has no subject of its own. When the clause alone is already contradicted, that same
contradiction shows up again among the rider's verdicts, although the rider's own value may be right:
"about 340 GB free | out of roughly 3.9 TB" — the free space is wrong, the size is right, and a careful reader
labels them apart. So a rider drops the contradictions its clause carries by itself and is decided by what
is left, provided something of its own is left to decide it (a time rider on a denied event keeps its verdict).
"""

from __future__ import annotations

from dataclasses import replace

from reos_desktop.certainty.statuses import combine


def own_rider_verdicts(results: list) -> list:
    by_span = {r.span: r for r in results}
    out = []
    for result in results:
        unit = result.unit
        clause = by_span.get(unit.rides) if unit is not None and unit.rides is not None else None
        if clause is None or result.status != "contradicted" or clause.status != "contradicted":
            out.append(result)
            continue
        inherited = [v for v in clause.parts if v.outcome == "contradicted"]
        own = [v for v in result.parts if v not in inherited]
        if not own or len(own) == len(result.parts):
            out.append(result)   # nothing of its own to decide it, or nothing inherited to drop
            continue
        status, eids, reason = combine(own, False)
        out.append(replace(result, status=status, evidence=eids, reason=reason, parts=own))
    return out
