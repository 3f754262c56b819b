"""Fit the confidence model on the training split and write calibration.json.

    python -m reos_desktop.certainty.fit [--train tests/data/certainty/train.jsonl] [--out FILE] [--check]

Only the training split is used for fitting; the script then prints the calibration (ECE, Brier) on every
split it finds next to it, so dev and test stay held out. `--check` fits without writing and fails when
the stored file differs from a fresh fit (the corpus or the wrapper changed since it was written).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from reos_desktop.certainty.confidence import CALIBRATION_FILE, fit, load_calibration

REPO = Path(__file__).resolve().parents[2]
DEFAULT_TRAIN = REPO / "tests" / "data" / "certainty" / "train.jsonl"


def answer_statuses(rows: list[dict]) -> list[tuple[list[str], bool]]:
    from reos_desktop.certainty.wrapper import verify_bundle

    out = []
    for row in rows:
        result = verify_bundle(row)
        out.append(([c.status for c in result.claims], all(l["label"] == "supported" for l in row["labels"])))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m reos_desktop.certainty.fit", description=__doc__.splitlines()[0])
    parser.add_argument("--train", default=str(DEFAULT_TRAIN), help="labelled training split (JSONL)")
    parser.add_argument("--out", default=str(CALIBRATION_FILE), help="where to write the fitted parameters")
    parser.add_argument("--check", action="store_true", help="fit, compare with the stored file, write nothing")
    args = parser.parse_args(argv)

    from reos_desktop.certainty.cli import evaluate, read_corpus

    rows = read_corpus(args.train)
    params = fit(answer_statuses(rows))
    params["fitted_on"] = Path(args.train).name
    params["answers"] = len(rows)
    params["claims"] = sum(len(r["labels"]) for r in rows)
    text = json.dumps(params, indent=2, sort_keys=True) + "\n"
    if args.check:
        stored = Path(args.out).read_text(encoding="utf-8") if Path(args.out).exists() else ""
        same = stored and json.loads(stored)["p"] == params["p"]
        print("calibration.json is up to date" if same else "calibration.json is out of date: run the fit again")
        return 0 if same else 1
    Path(args.out).write_text(text, encoding="utf-8")
    load_calibration.cache_clear()
    print(f"fitted on {args.train}: {len(rows)} answers")
    for status, p in params["p"].items():
        print(f"  p[{status}] = {p:.3f}")
    print(f"  p[no claims] = {params['p_empty']:.3f}")
    for split in ("train", "dev", "test"):
        path = Path(args.train).with_name(f"{split}.jsonl")
        if path.exists():
            summary, _ = evaluate(read_corpus(str(path)), params)
            cal = summary["calibration"]
            print(f"  {split:<5} ECE {cal['ece']:.3f}  Brier {cal['brier']:.3f}  ({summary['answers']} answers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
