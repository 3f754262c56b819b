"""`reos verify BUNDLE.json [--json]` and `reos eval certainty CORPUS.jsonl [--json]`.

Bad input (a missing file, JSON that does not parse, a bundle that breaks evidence-bundle §1-2) is one
sentence on stderr and exit 2, raised as ReosError for cli/main.py to print.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from reos_desktop.errors import ReosError

TARGETS = {"balanced_accuracy": 0.90, "contradiction_recall": 0.95, "contradiction_precision": 0.95,
           "extraction_coverage": 0.95, "ece": 0.08}
MARKS = {"verified": "✓", "contradicted": "✗"}


def load_bundle(path: str) -> dict:
    data = _read_json(path)
    from pydantic import ValidationError

    from reos_desktop.evidence.models import EvidenceBundle

    try:
        EvidenceBundle.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "the top level"
        raise ReosError(f"{path} is not an evidence bundle: {where}: {first.get('msg', 'invalid')}") from None
    return data


def _read_text(path: str) -> str:
    """A file's text, or one sentence saying why it cannot be read."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ReosError(f"cannot read {path}: no such file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise ReosError(f"cannot read {path}: {getattr(err, 'strerror', None) or err}") from None


def _read_json(path: str) -> dict:
    text = _read_text(path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ReosError(f"{path} is not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    if not isinstance(data, dict):
        raise ReosError(f"{path} is not an evidence bundle: expected a JSON object")
    return data


def run_verify(args) -> int:
    from reos_desktop.certainty.wrapper import verify_bundle

    bundle = load_bundle(args.bundle)
    if not (bundle.get("answer") or "").strip():
        raise ReosError(f"{args.bundle} has no answer to verify (the bundle only carries evidence)")
    result = verify_bundle(bundle)
    failure = None
    settings = _second_opinion_settings(args)
    if settings is not None:
        result, failure = _with_second_opinion(result, bundle, settings)
    if args.json:
        print(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
    else:
        print(render_text(result))
    if failure is not None:
        raise failure   # the checker's own result is printed; one line says why the model's is missing
    return 0


def _second_opinion_settings(args):
    """The settings when a second opinion is wanted (flag, else the setting), else None."""
    wanted = getattr(args, "second_opinion", None)
    if wanted is False:
        return None
    from reos_desktop.config import load_settings

    settings = load_settings(args)
    if wanted is None and not settings.second_opinion:
        return None
    if settings.provider == "offline":
        raise ReosError("the second opinion needs a model: choose --provider ollama, openai or anthropic", 2)
    return settings


def _with_second_opinion(result, bundle: dict, settings):
    from reos_desktop.agent.providers import ProviderError, make_provider
    from reos_desktop.certainty.second_opinion import second_opinion

    try:
        result, _ = second_opinion(result, bundle, make_provider(settings), timeout=settings.timeout)
        return result, None
    except ProviderError as err:
        return result, ReosError(f"no second opinion: {err}", 3)


def render_text(result) -> str:
    counts = result.counts()
    summary = ", ".join(f"{n} {status}" for status, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    lines = [f"Confidence {result.confidence:.2f} ({len(result.claims)} claims: {summary or 'none'})", ""]
    for claim in result.claims:
        mark = MARKS.get(claim.status, "?")
        evidence = f"[{', '.join(claim.evidence)}] " if claim.evidence else ""
        text = " ".join(claim.text.split())
        lines.append(f"{mark} {text}")
        lines.append(f"    {claim.status}: {evidence}{claim.reason}")
    for error in result.errors:
        lines.append(f"! evidence {error}")
    if getattr(result, "second_opinion", None):
        lines.append(f"({result.second_opinion})")
    return "\n".join(lines)


def read_corpus(path: str) -> list[dict]:
    text = _read_text(path)
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as err:
            raise ReosError(f"{path} line {number} is not valid JSON ({err.msg})") from None
        if not isinstance(row, dict) or not isinstance(row.get("labels"), list):
            raise ReosError(f"{path} line {number} is not a labelled bundle (it needs a \"labels\" list)")
        rows.append(row)
    if not rows:
        raise ReosError(f"{path} holds no labelled bundles")
    return rows


def evaluate(rows: list[dict], calibration: dict | None = None):
    """(summary dict, tally) for labelled bundles."""
    from reos_desktop.certainty.confidence import confidence
    from reos_desktop.certainty.scoring import Tally, score_answer, summarize
    from reos_desktop.certainty.wrapper import verify_bundle

    tally = Tally()
    for row in rows:
        result = verify_bundle(row)
        conf = confidence([c.status for c in result.claims], calibration) if calibration else result.confidence
        score_answer(tally, str(row.get("id", "")), row.get("answer") or "", row["labels"],
                     [c.to_json() for c in result.claims], conf)
    return summarize(tally), tally


def targets_met(summary: dict) -> dict[str, bool]:
    def ge(value, target):
        return value is not None and value >= target

    return {
        "balanced_accuracy": ge(summary["flagging"]["balanced_accuracy"], TARGETS["balanced_accuracy"]),
        "contradiction_recall": ge(summary["contradiction"]["recall"], TARGETS["contradiction_recall"]),
        "contradiction_precision": ge(summary["contradiction"]["precision"], TARGETS["contradiction_precision"]),
        "extraction_coverage": ge(summary["extraction_coverage"], TARGETS["extraction_coverage"]),
        "ece": summary["calibration"]["ece"] is not None and summary["calibration"]["ece"] <= TARGETS["ece"],
    }


def run_eval_certainty(args) -> int:
    rows = read_corpus(args.corpus)
    summary, _ = evaluate(rows)
    summary["targets_met"] = targets_met(summary)
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    print(render_scores(args.corpus, summary))
    return 0


def _fmt(value) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def render_scores(name: str, s: dict) -> str:
    f, c, cal = s["flagging"], s["contradiction"], s["calibration"]
    met = s.get("targets_met", {})

    def tag(key: str) -> str:
        return "" if key not in met else ("  (target met)" if met[key] else "  (target missed)")

    lines = [
        f"Certainty scores for {name}: {s['answers']} answers, {s['spans']} labelled spans",
        f"  flagging     precision {_fmt(f['precision'])}  recall {_fmt(f['recall'])}  F1 {_fmt(f['f1'])}",
        f"               balanced accuracy {_fmt(f['balanced_accuracy'])}{tag('balanced_accuracy')}",
        f"               tp {f['tp']}  fp {f['fp']}  fn {f['fn']}  tn {f['tn']}",
        f"  contradicted recall {_fmt(c['recall'])}{tag('contradiction_recall')}  "
        f"precision {_fmt(c['precision'])}{tag('contradiction_precision')}",
        f"  extraction   coverage {_fmt(s['extraction_coverage'])}{tag('extraction_coverage')}",
        f"  calibration  ECE {_fmt(cal['ece'])}{tag('ece')}  Brier {_fmt(cal['brier'])}  "
        f"({cal['answers_correct']} of {s['answers']} answers fully supported)",
    ]
    for label, row in s.get("per_label", {}).items():
        lines.append(f"  {label:<12} {row['spans']:>4} spans, {row['flagged']} flagged, {row['missed']} missed")
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover - handy for debugging: python -m reos_desktop.certainty.cli FILE
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("corpus")
    parser.add_argument("--json", action="store_true")
    sys.exit(run_eval_certainty(parser.parse_args()))
