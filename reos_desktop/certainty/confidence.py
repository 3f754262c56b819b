"""Confidence: the probability that every claim in an answer is true, from the statuses of its claims.

The model is a product over claims, P(all true) = Π p[status], with one probability per status fitted by
maximum likelihood on whole answers of the training split (`python -m reos_desktop.certainty.fit`), so the
product is calibrated as an answer-level probability rather than assembled from claim-level rates. The
fitted numbers live in calibration.json next to this module; the defaults below are used if it is missing.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

CALIBRATION_FILE = Path(__file__).with_name("calibration.json")
DEFAULTS = {"p": {"verified": 0.97, "stale": 0.45, "inference": 0.35, "unsupported": 0.25, "conflicting": 0.3,
                  "contradicted": 0.03}, "p_empty": 0.9}


@lru_cache(maxsize=1)
def load_calibration(path: str | None = None) -> dict:
    target = Path(path) if path else CALIBRATION_FILE
    try:
        data = json.loads(target.read_text(encoding="utf-8"))
        if isinstance(data.get("p"), dict):
            return {"p": {**DEFAULTS["p"], **data["p"]}, "p_empty": float(data.get("p_empty", DEFAULTS["p_empty"]))}
    except (OSError, ValueError, TypeError):
        pass
    return DEFAULTS


def confidence(statuses: list[str], calibration: dict | None = None) -> float:
    cal = calibration or load_calibration()
    if not statuses:
        return round(cal["p_empty"], 4)
    log_p = sum(math.log(max(1e-6, cal["p"].get(s, 0.5))) for s in statuses)
    return round(math.exp(log_p), 4)


def fit(answers: list[tuple[list[str], bool]], iterations: int = 3000, l2: float = 0.02) -> dict:
    """Fit p[status] on (statuses, every-label-supported) pairs by gradient ascent on the log-likelihood
    of the product model; θ = logit(p) keeps every p inside (0, 1). A small L2 pull towards the defaults
    keeps statuses seen only a few times from running to 0 or 1."""
    names = list(DEFAULTS["p"])
    theta = {s: _logit(DEFAULTS["p"][s]) for s in names}
    prior = dict(theta)
    counted = [({s: st.count(s) for s in names}, ok) for st, ok in answers if st]
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
    return {"p": {s: round(_sigmoid(theta[s]), 4) for s in names}, "p_empty": round(p_empty, 4)}


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x)) if x >= 0 else math.exp(x) / (1 + math.exp(x))


def _log_sigmoid(x: float) -> float:
    return -math.log1p(math.exp(-x)) if x >= 0 else x - math.log1p(math.exp(x))


def _logit(p: float) -> float:
    return math.log(p / (1 - p))
