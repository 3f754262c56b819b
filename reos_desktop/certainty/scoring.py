"""Scores of evidence-bundle §6 for a labelled corpus.

A labelled span is *flagged* when any extracted claim overlapping it has a status other than `verified`,
*missed* when no extracted claim overlaps it (a missed span counts as not flagged). With flagged as the
positive class for every label but `supported`: precision, recall, F1 and balanced accuracy; the recall and
precision of `contradicted` (status against label); extraction coverage; and per answer (correct = every
label `supported`) the expected calibration error of `confidence` over 10 equal-width bins and the Brier
score.
"""

from __future__ import annotations

from dataclasses import dataclass, field

LABELS = ("supported", "unsupported", "contradicted", "stale")


@dataclass
class SpanOutcome:
    answer_id: str
    span: tuple[int, int]
    label: str
    flagged: bool
    missed: bool
    contradicted: bool
    statuses: list[str]
    text: str


@dataclass
class Tally:
    spans: list[SpanOutcome] = field(default_factory=list)
    answers: list[tuple[float, bool]] = field(default_factory=list)   # (confidence, every label supported)


def overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def score_answer(tally: Tally, answer_id: str, answer: str, labels: list[dict], claims: list[dict],
                 confidence: float) -> None:
    for label in labels:
        span = (int(label["span"][0]), int(label["span"][1]))
        hits = [c for c in claims if overlaps(span, (c["span"][0], c["span"][1]))]
        statuses = [c["status"] for c in hits]
        tally.spans.append(SpanOutcome(answer_id, span, label["label"], any(s != "verified" for s in statuses),
                                       not hits, "contradicted" in statuses, statuses, answer[span[0]:span[1]]))
    tally.answers.append((confidence, all(lab["label"] == "supported" for lab in labels)))


def _ratio(num: float, den: float) -> float | None:
    return num / den if den else None


def summarize(tally: Tally) -> dict:
    spans = tally.spans
    pos = [s for s in spans if s.label != "supported"]
    neg = [s for s in spans if s.label == "supported"]
    tp = sum(1 for s in pos if s.flagged)
    fp = sum(1 for s in neg if s.flagged)
    fn = len(pos) - tp
    tn = len(neg) - fp
    precision, recall = _ratio(tp, tp + fp), _ratio(tp, tp + fn)
    specificity = _ratio(tn, tn + fp)
    f1 = (2 * precision * recall / (precision + recall)) if precision and recall else 0.0
    balanced = ((recall or 0.0) + (specificity or 0.0)) / 2 if pos and neg else (recall if pos else specificity)
    contra_label = [s for s in spans if s.label == "contradicted"]
    contra_pred = [s for s in spans if s.contradicted]
    c_recall = _ratio(sum(1 for s in contra_label if s.contradicted), len(contra_label))
    c_precision = _ratio(sum(1 for s in contra_pred if s.label == "contradicted"), len(contra_pred))
    coverage = _ratio(sum(1 for s in spans if not s.missed), len(spans))
    ece, brier = calibration(tally.answers)
    per_label = {}
    for label in LABELS:
        group = [s for s in spans if s.label == label]
        if group:
            per_label[label] = {"spans": len(group), "flagged": sum(1 for s in group if s.flagged),
                                "missed": sum(1 for s in group if s.missed)}
    return {
        "answers": len(tally.answers), "spans": len(spans),
        "flagging": {"precision": precision, "recall": recall, "f1": f1, "balanced_accuracy": balanced,
                     "specificity": specificity, "tp": tp, "fp": fp, "fn": fn, "tn": tn},
        "contradiction": {"recall": c_recall, "precision": c_precision, "labelled": len(contra_label),
                          "predicted": len(contra_pred)},
        "extraction_coverage": coverage,
        "calibration": {"ece": ece, "brier": brier,
                        "answers_correct": sum(1 for _, ok in tally.answers if ok)},
        "per_label": per_label,
    }


def calibration(answers: list[tuple[float, bool]], bins: int = 10) -> tuple[float | None, float | None]:
    if not answers:
        return None, None
    totals = [[0, 0.0, 0.0] for _ in range(bins)]
    for conf, ok in answers:
        b = min(bins - 1, max(0, int(conf * bins)))
        totals[b][0] += 1
        totals[b][1] += conf
        totals[b][2] += 1.0 if ok else 0.0
    n = len(answers)
    ece = sum(abs(c / k - a / k) * k / n for k, c, a in totals if k)
    brier = sum((conf - (1.0 if ok else 0.0)) ** 2 for conf, ok in answers) / n
    return ece, brier


def errors(tally: Tally) -> list[SpanOutcome]:
    """Spans the wrapper got wrong: flagged supported ones, unflagged others, wrong contradictions."""
    out = []
    for s in tally.spans:
        wrong_flag = s.flagged != (s.label != "supported")
        wrong_contra = s.contradicted != (s.label == "contradicted")
        if wrong_flag or wrong_contra or s.missed:
            out.append(s)
    return out
