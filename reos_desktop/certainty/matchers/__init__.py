"""Matchers: each decides one kind of statement in a claim against the fact index.

Every matcher takes a `Reading` and the `FactIndex` and returns `Verdict`s (verified, contradicted,
conflicting or unknown), marking the values and states it dealt with as used so no other matcher reads
them twice. `decide` is the one rule they share for turning per-fact agreement into a verdict: fresh
evidence outranks stale evidence, two fresh items that disagree make a conflict, and only stale evidence
makes the verdict stale.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from reos_desktop.certainty.facts import FactIndex, Verdict


@dataclass
class Hit:
    ok: bool
    eid: str
    field: str | None
    detail: str


def decide(index: FactIndex, hits: list[Hit], contradict: bool = True) -> Verdict | None:
    """One verdict from facts that each agree or disagree with the claim.

    `contradict=False` is for bindings that may have picked the wrong fact: disagreement then only makes the
    claim unsupported."""
    if not hits:
        return None
    fresh = [h for h in hits if not index.is_stale(h.eid, h.field)]
    pool = fresh or hits
    stale = not fresh
    agree = [h for h in pool if h.ok]
    disagree = [h for h in pool if not h.ok]
    if agree and disagree and {h.eid for h in agree}.isdisjoint({h.eid for h in disagree}) and contradict:
        eids = tuple(dict.fromkeys(h.eid for h in agree + disagree))
        return Verdict("conflicting", eids, f"evidence disagrees: {agree[0].eid} says {agree[0].detail}, "
                                            f"{disagree[0].eid} says {disagree[0].detail}", stale)
    if agree:
        return Verdict("verified", tuple(dict.fromkeys(h.eid for h in agree)), _label(index, agree[0]), stale)
    outcome = "contradicted" if contradict else "unknown"
    return Verdict(outcome, tuple(dict.fromkeys(h.eid for h in disagree)), _label(index, disagree[0]), stale)


def _label(index: FactIndex, hit: Hit) -> str:
    item = index.items.get(hit.eid)
    return f"{item.label() if item else hit.eid}: {hit.detail}"


def unknown(reason: str, *eids: str) -> Verdict:
    return Verdict("unknown", tuple(eids), reason)


def names_match(claimed: str, entity_names: tuple[str, ...]) -> bool:
    from reos_desktop.certainty.names import aliases

    return bool(aliases(claimed) & set(entity_names))


def place_verdicts(verdicts: list, start: int, value) -> int:
    """Mark the verdicts from `start` on with the place of the value (anything with .start and .end) they
    judged, unless already placed; return where the next value's verdicts begin."""
    if value is not None:
        for i in range(start, len(verdicts)):
            if verdicts[i] is not None and verdicts[i].at is None:
                verdicts[i] = replace(verdicts[i], at=(value.start, value.end))
    return len(verdicts)
