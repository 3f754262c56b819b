#!/usr/bin/env python3
"""The certainty wrapper's speed: time `verify_bundle` on every answer of the labelled corpora.

The agent calls the wrapper after every answer, so it has to be quick: the target is p95 < 20 ms per
answer on this machine. Each answer is verified `--rounds` times (the first round also warms imports);
the script prints the median and p95 per answer and the slowest answers, plus the same figures for a
large steady state (a real package list) to show the index build does not dominate.

    python bench/certainty.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._common import median, p95, verdict  # noqa: E402

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "certainty"


def load_rows() -> list[dict]:
    rows = []
    for split in ("train", "dev", "test"):
        path = CORPUS / f"{split}.jsonl"
        if path.exists():
            rows.extend(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
    return rows


def with_big_steady_state(row: dict, packages: int = 3000) -> dict:
    """The same answer, with a steady state holding a desktop-sized package list (3000 packages)."""
    bundle = json.loads(json.dumps(row))
    for item in bundle.get("evidence", []):
        if item.get("kind") == "steady_state":
            pkgs = item["data"].setdefault("installed_packages", {})
            for i in range(packages):
                pkgs.setdefault(f"lib-example-{i}", f"1.{i % 40}.{i % 7}-1")
    return bundle


def time_rows(rows: list[dict], rounds: int) -> tuple[list[float], dict]:
    from reos_desktop.certainty.wrapper import verify_bundle

    per_answer: dict[str, list[float]] = {}
    for _ in range(rounds):
        for row in rows:
            started = time.perf_counter()
            verify_bundle(row)
            per_answer.setdefault(row.get("id", "?"), []).append((time.perf_counter() - started) * 1000)
    typical = [statistics.median(v) for v in per_answer.values()]
    return typical, per_answer


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    rows = load_rows()
    if not rows:
        print("no corpus found under tests/data/certainty; run tests/data/certainty/build_corpus.py")
        return 2
    import_started = time.perf_counter()
    import reos_desktop.certainty.wrapper  # noqa: F401
    import_ms = (time.perf_counter() - import_started) * 1000

    typical, per_answer = time_rows(rows, args.rounds)
    big_rows = [with_big_steady_state(r) for r in rows if any(e.get("kind") == "steady_state" for e in r["evidence"])]
    big_typical, _ = time_rows(big_rows, max(1, args.rounds // 2))
    claims = sum(len(r["labels"]) for r in rows)

    print(f"certainty wrapper: {len(rows)} answers ({claims} labelled claims), {args.rounds} rounds each")
    print(f"  import of the wrapper        {import_ms:7.1f} ms (once per process)")
    print(f"  per answer   median {median(typical):6.2f} ms   p95 {p95(typical):6.2f} ms   max {max(typical):6.2f} ms")
    if big_typical:
        print(f"  with 3000 installed packages median {median(big_typical):6.2f} ms   p95 {p95(big_typical):6.2f} ms "
              f"({len(big_rows)} answers)")
    slowest = sorted(per_answer.items(), key=lambda kv: -statistics.median(kv[1]))[:3]
    print("  slowest: " + ", ".join(f"{k} {statistics.median(v):.1f} ms" for k, v in slowest))
    worst_p95 = max(p95(typical), p95(big_typical) if big_typical else 0.0)
    print(f"  target p95 < 20 ms per answer: {verdict(worst_p95 < 20.0)} ({worst_p95:.2f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
