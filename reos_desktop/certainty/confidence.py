"""Confidence: the probability that every claim in an answer is true, from the statuses of its claims.

The model is a product over claims, P(all true) = Π p[status], with one probability per status fitted by
maximum likelihood on whole answers of the training split (`python -m reos_desktop.certainty.fit`), so the
product is calibrated as an answer-level probability rather than assembled from claim-level rates.
Verified claims are not independent: a list of 40 processes read from one listing is one reading, not 40
chances to be wrong. Their n verified claims count as n ** verified_power (fitted with the rest), so a long
verified list costs a little more than a short one instead of driving the product to zero. The
fitted numbers live in calibration.json next to this module; the defaults below are used if it is missing.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

CALIBRATION_FILE = Path(__file__).with_name("calibration.json")
DEFAULTS = {"p": {"verified": 0.97, "stale": 0.45, "inference": 0.35, "unsupported": 0.25, "conflicting": 0.3,
                  "contradicted": 0.03}, "p_empty": 0.9, "verified_power": 1.0}


@lru_cache(maxsize=1)
def load_calibration(path: str | None = None) -> dict:
    target = Path(path) if path else CALIBRATION_FILE
    try:
        data = json.loads(target.read_text(encoding="utf-8"))
        if isinstance(data.get("p"), dict):
            return {"p": {**DEFAULTS["p"], **data["p"]}, "p_empty": float(data.get("p_empty", DEFAULTS["p_empty"])),
                    "verified_power": float(data.get("verified_power", DEFAULTS["verified_power"]))}
    except (OSError, ValueError, TypeError):
        pass
    return DEFAULTS


def confidence(statuses: list[str], calibration: dict | None = None) -> float:
    cal = calibration or load_calibration()
    if not statuses:
        return round(cal["p_empty"], 4)
    counts: dict[str, float] = {}
    for s in statuses:
        counts[s] = counts.get(s, 0) + 1
    return round(math.exp(_log_p(counts, cal["p"], cal.get("verified_power", 1.0))), 4)


def _log_p(counts: dict[str, float], p: dict[str, float], power: float) -> float:
    return sum(_weight(s, n, power) * math.log(max(1e-6, p.get(s, 0.5))) for s, n in counts.items() if n)


def _weight(status: str, n: float, power: float) -> float:
    return n ** power if status == "verified" else n


def fit(answers: list[tuple[list[str], bool]], powers=(1.0, 0.8, 0.65, 0.5, 0.4, 0.3)) -> dict:
    """fit_p for a few verified powers; the smallest power whose log-likelihood on the training answers is
    within one nat of the best. Short answers cannot tell the powers apart, and independence of claims read
    from one listing is the assumption least likely to hold, so a tie goes to the flatter curve."""
    fits = []
    for power in powers:
        params = fit_p(answers, power=power)
        counted = [({s: st.count(s) for s in params["p"]}, ok) for st, ok in answers if st]
        ll = 0.0
        for counts, ok in counted:
            p = min(1 - 1e-9, max(1e-9, math.exp(_log_p(counts, params["p"], power))))
            ll += math.log(p if ok else 1 - p)
        fits.append((ll, power, params))
    top = max(ll for ll, _, _ in fits)
    return min((f for f in fits if f[0] >= top - 1.0), key=lambda f: f[1])[2]


def fit_p(answers: list[tuple[list[str], bool]], iterations: int = 3000, l2: float = 0.02, power: float = 1.0) -> dict:
    """Fit p[status] on (statuses, every-label-supported) pairs by gradient ascent on the log-likelihood
    of the product model; θ = logit(p) keeps every p inside (0, 1). A small L2 pull towards the defaults
    keeps statuses seen only a few times from running to 0 or 1."""
    names = list(DEFAULTS["p"])
    theta = {s: _logit(DEFAULTS["p"][s]) for s in names}
    prior = dict(theta)
    counted = [({s: _weight(s, st.count(s), power) for s in names}, ok) for st, ok in answers if st]
    rate = 0.05
    for _ in range(iterations):
        grad = {s: -l2 * (theta[s] - prior[s]) for s in names}
        for counts, ok in counted:
            log_p = sum(n * _log_sigmoid(theta[s]) for s, n in counts.items() if n)
            p = math.exp(log_p)
            # d log-lik / d log P  is 1 for a correct answer and -P/(1-P) for a wrong one
            weight = 1.0 if ok else -p / max(1e-9, 1 - p)
            for s, n in counts.items():
                if n:
                    grad[s] += weight * n * (1 - _sigmoid(theta[s]))
        for s in names:
            theta[s] += rate * grad[s] / max(1, len(counted)) * 10
    empties = [ok for st, ok in answers if not st]
    p_empty = (sum(empties) + 9 * DEFAULTS["p_empty"]) / (len(empties) + 9)
    return {"p": {s: round(_sigmoid(theta[s]), 4) for s in names}, "p_empty": round(p_empty, 4), "verified_power": power}


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x)) if x >= 0 else math.exp(x) / (1 + math.exp(x))


def _log_sigmoid(x: float) -> float:
    return -math.log1p(math.exp(-x)) if x >= 0 else x - math.log1p(math.exp(x))


def _logit(p: float) -> float:
    return math.log(p / (1 - p))
