"""From the verdicts on a claim's parts to the claim's status (evidence-bundle §5), and citation checks.

Order of precedence, for one claim:
  contradicted  fresh evidence says otherwise about some part (a hedged claim the evidence refutes too)
  conflicting   two fresh items disagree about some part
  inference     the answer marks the claim as a guess ("probably", "it seems")
  unsupported   some part has no evidence (reason says which)
  stale         every part is settled, but some only by evidence past its time-to-live or whose
                steady-state source changed
  verified      every part is settled by fresh evidence
"""

from __future__ import annotations

from reos_desktop.certainty.facts import FactIndex, Verdict

STATUSES = ("verified", "contradicted", "unsupported", "stale", "conflicting", "inference")


def combine(verdicts: list[Verdict], hedged: bool) -> tuple[str, list[str], str]:
    """(status, evidence ids, reason) for one claim."""
    def ids(vs: list[Verdict]) -> list[str]:
        return list(dict.fromkeys(e for v in vs for e in v.eids))

    contradicted = [v for v in verdicts if v.outcome == "contradicted" and not v.stale]
    if contradicted:
        return "contradicted", ids(contradicted), "; ".join(v.reason for v in contradicted[:2])
    conflicting = [v for v in verdicts if v.outcome == "conflicting" and not v.stale]
    if conflicting:
        return "conflicting", ids(conflicting), conflicting[0].reason
    if hedged:
        return "inference", ids(verdicts), "the answer marks this as a guess" + (
            f" ({verdicts[0].reason})" if verdicts else "")
    missing = [v for v in verdicts if v.outcome == "unknown"]
    if missing or not verdicts:
        return "unsupported", ids(missing), missing[0].reason if missing else "no_data"
    stale = [v for v in verdicts if v.stale]
    if stale:
        return "stale", ids(stale), "only stale evidence: " + stale[0].reason
    return "verified", ids(verdicts), "; ".join(dict.fromkeys(v.reason for v in verdicts))


def check_citations(results: list, index: FactIndex, recheck=None) -> None:
    """Citing evidence that does not say the thing is itself a finding.

    Citations attach to a sentence (or a table row). Within it, a verified claim keeps its status when
    a cited item supports it, or when some other claim of the same sentence is supported by a cited item
    (the citation then was meant for that part). When no cited item supports anything in the sentence,
    or a cited id is not in the bundle, the sentence's verified claims become unsupported - unless the claim,
    judged again against the cited items alone (`recheck`), is verified by them too."""
    groups: dict[tuple, list] = {}
    for result in results:
        if result.citations:
            # a clause with a mark of its own answers for itself; one mark for a sentence covers all of it
            own = result.span if getattr(result.unit, "own_cites", False) else None
            groups.setdefault((result.sentence, tuple(result.citations), own), []).append(result)
    for members in groups.values():
        cited = set(members[0].citations)
        missing = sorted(c for c in cited if c not in index.items)
        errors = sorted(c for c in cited if c in index.items and index.items[c].error)
        if recheck is not None and not missing:
            for result in members:
                if result.status in ("verified", "stale") and not set(result.evidence) & cited:
                    again = recheck(result, cited)
                    if again is not None and again.status == result.status:
                        result.evidence, result.reason = again.evidence, again.reason
        # a cited item that refutes one clause does not vouch for the clause after it
        supported = [r for r in members if r.status in ("verified", "stale") and set(r.evidence) & cited]
        for result in members:
            if result.status not in ("verified", "stale"):
                continue
            if missing:
                result.status = "unsupported"
                result.reason = f"cites {', '.join(missing)}, which is not in the evidence"
            elif set(result.evidence) & cited:
                continue
            elif getattr(result.unit, "cite_elsewhere", False):
                continue   # the mark was written after another clause of the sentence
            elif errors and not supported:
                result.status = "unsupported"
                result.reason = f"cites {', '.join(errors)}, which failed: {index.items[errors[0]].error}"
            elif not supported or getattr(result.unit, "rides", None):   # a rider's mark is for it and its clause
                said_by = ", ".join(result.evidence) or "other evidence"
                result.status = "unsupported"
                result.reason = (f"cited {', '.join(sorted(cited))} does not say this "
                                 f"({said_by} does: {result.reason})")
