#!/usr/bin/env python3
"""Where the certainty wrapper goes wrong on a corpus: confusion of label vs status, and the errors by cause.

    python tests/data/certainty/analyze.py test                 # a split (train, dev, test)
    python tests/data/certainty/analyze.py gen7 gen8            # blind generations, by their file names
    python tests/data/certainty/analyze.py gen9 --brief         # scores only (a first look)
    python tests/data/certainty/analyze.py test --machine risa  # only answers of machines named so

The statuses of a labelled span are those of every extracted claim overlapping it (§6); the span's
*status* below is the worst of them (contradicted > other non-verified > verified), or "missed". Errors are
grouped by side — supported spans flagged (they cost specificity), non-supported spans verified or missed
(they cost recall), wrong contradictions (they cost contradiction precision) — and within a side by the
reason the deciding claim gives, cut to its first words, so the biggest general causes show first.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent.parent))

import build_corpus  # noqa: E402

ORDER = ("contradicted", "conflicting", "stale", "unsupported", "inference", "verified", "missed")


def span_status(statuses: list[str]) -> str:
    if not statuses:
        return "missed"
    for status in ORDER:
        if status in statuses:
            return status
    return statuses[0]


def cause(reason: str) -> str:
    """A reason cut to its kind: evidence ids, names and numbers dropped so like errors group together."""
    text = re.sub(r"\b[ep]\d+\b", "E", reason or "")
    text = re.sub(r"^[\w-]+(?: \([^)]*\))?: ", "", text)          # "linux_ps (fresh): ..." -> "..."
    text = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", text)
    text = re.sub(r"\d[\d.,:%/-]*", "N", text)
    words = text.split()
    return " ".join(words[:6]) or "(no reason)"


def analyze(rows: list[dict], brief: bool, limit: int) -> None:
    from reos_desktop.certainty.cli import evaluate, render_scores, targets_met
    from reos_desktop.certainty.scoring import overlaps
    from reos_desktop.certainty.wrapper import verify_bundle

    summary, _ = evaluate(rows)
    summary["targets_met"] = targets_met(summary)
    print(render_scores(f"{len(rows)} answers", summary))
    if brief:
        return
    confusion: dict[str, Counter] = defaultdict(Counter)
    sides: dict[str, dict[str, list[str]]] = {k: defaultdict(list) for k in
                                             ("supported flagged", "non-supported verified",
                                              "non-supported missed", "wrong contradicted",
                                              "contradicted called something else")}
    for row in rows:
        result = verify_bundle(row)
        claims = result.claims
        answer = row["answer"]
        for lab in row["labels"]:
            span = (lab["span"][0], lab["span"][1])
            hits = [c for c in claims if overlaps(span, c.span)]
            status = span_status([c.status for c in hits])
            confusion[lab["label"]][status] += 1
            said = " ".join(answer[span[0]:span[1]].split())
            line = f"{row['id']}: [{lab['label']}] {said[:110]}"
            if lab["label"] == "supported" and status not in ("verified", "missed"):
                bad = next(c for c in hits if c.status != "verified")
                sides["supported flagged"][f"{bad.status}: {cause(bad.reason)}"].append(
                    f"{line}\n        -> {bad.status}: {bad.reason[:150]}")
            elif lab["label"] != "supported" and status == "verified":
                good = hits[0]
                sides["non-supported verified"][cause(good.reason)].append(
                    f"{line}\n        -> {good.reason[:150]}")
            elif lab["label"] != "supported" and status == "missed":
                sides["non-supported missed"]["no claim extracted"].append(line)
            if lab["label"] == "contradicted" and status not in ("contradicted", "verified", "missed"):
                other = next(c for c in hits if c.status != "verified")
                sides["contradicted called something else"][f"{other.status}: {cause(other.reason)}"].append(
                    f"{line}\n        -> {other.status}: {other.reason[:150]}")
            if status == "contradicted" and lab["label"] != "contradicted":
                bad = next(c for c in hits if c.status == "contradicted")
                sides["wrong contradicted"][cause(bad.reason)].append(f"{line}\n        -> {bad.reason[:150]}")
    statuses = [s for s in ORDER if any(confusion[lab][s] for lab in confusion)]
    print("\nlabel \\ status  " + "".join(f"{s[:11]:>12}" for s in statuses))
    for lab in build_corpus.LABEL.values():
        if confusion[lab]:
            print(f"{lab:<15} " + "".join(f"{confusion[lab][s]:>12}" for s in statuses))
    for side, groups in sides.items():
        total = sum(len(v) for v in groups.values())
        print(f"\n== {side}: {total}")
        for key, lines in sorted(groups.items(), key=lambda kv: -len(kv[1])):
            print(f"  [{len(lines)}] {key}")
            for line in lines[:limit]:
                print("      " + line)


def load(names: list[str]) -> list[dict]:
    rows = []
    for name in names:
        if name in ("train", "dev", "test"):
            rows.extend(build_corpus.build(name))
        else:
            rows.extend(build_corpus.build(name))   # a generation by its file name: scenarios_<name>.py
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="+", help="split or generation names (train, dev, test, gen7 ...)")
    parser.add_argument("--brief", action="store_true", help="scores only")
    parser.add_argument("--machine", help="only answers whose id starts with this machine name")
    parser.add_argument("--limit", type=int, default=40, help="examples shown per cause")
    args = parser.parse_args(argv)
    rows = load(args.corpora)
    if args.machine:
        rows = [r for r in rows if r["id"].startswith(args.machine)]
    analyze(rows, args.brief, args.limit)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
