#!/usr/bin/env python3
"""Build train.jsonl, dev.jsonl and test.jsonl from the hand-written scenarios (see README.md).

Each scenario module (scenarios_<split>*.py) lists machines; each machine
has evidence and answers. An answer is written with its labels inline: [[s:...]] supported,
[[u:...]] unsupported, [[c:...]] contradicted, [[t:...]] stale. This script removes the marks, records
each labelled span [start, end) in the plain answer, and writes one labelled bundle per line.

    python tests/data/certainty/build_corpus.py          # rewrite the three files
    python tests/data/certainty/build_corpus.py --check  # fail if the files are out of date
"""

from __future__ import annotations

import importlib
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

LABEL = {"s": "supported", "u": "unsupported", "c": "contradicted", "t": "stale"}
_MARK = re.compile(r"\[\[([suct]):(.*?)\]\]", re.S)


def strip_marks(markup: str) -> tuple[str, list[dict]]:
    out, labels, cursor = [], [], 0
    length = 0
    for m in _MARK.finditer(markup):
        before = markup[cursor:m.start()]
        out.append(before)
        length += len(before)
        body = m.group(2)
        if "[[" in body:
            raise ValueError(f"nested label in {markup[:60]!r}")
        labels.append({"span": [length, length + len(body)], "label": LABEL[m.group(1)]})
        out.append(body)
        length += len(body)
        cursor = m.end()
    out.append(markup[cursor:])
    text = "".join(out)
    if "[[" in text or "]]" in text:
        raise ValueError(f"unbalanced label marks in {markup[:80]!r}")
    return text, labels


# Generations written blind by another hand keep their own file names; they were scored once as unseen
# (README.md) and then joined the held-out test split.
BLIND_GENERATIONS = {"test": ("gen7", "gen8", "gen9", "gen10", "gen11", "gen12", "gen13", "gen14", "gen15", "gen16", "gen17", "gen18", "gen19", "gen20", "gen21", "gen22", "gen23", "gen24", "gen25", "gen26", "gen27", "gen28", "gen29", "gen30", "gen31", "gen32", "gen33", "gen34", "gen35", "gen36", "gen37", "gen38", "gen39", "gen40", "gen41", "gen42", "gen43", "gen44", "gen45", "gen46", "gen47", "gen48", "gen49", "gen50", "gen51", "gen52", "gen53", "gen54", "gen55", "gen56", "gen57", "gen58", "gen59", "gen60", "gen61", "gen62", "gen63", "gen64", "gen65", "gen66", "gen67", "gen68", "gen69", "gen70", "gen71", "gen72", "gen73", "gen74", "gen75", "gen76", "gen77", "gen78", "gen79", "gen80", "gen81", "gen82", "gen83", "gen84", "gen85", "gen86", "gen87", "gen88", "gen89", "gen90", "gen91", "gen92", "gen93", "gen94", "gen95", "gen96", "gen97", "gen98", "gen99", "gen100", "gen101", "gen102", "gen103", "gen104", "gen105", "gen106", "gen107", "gen108", "gen109", "gen110", "gen111", "gen112", "gen113", "gen114", "gen115", "gen116")}


def build(split: str) -> list[dict]:
    machines = []
    # a split's files go by its name and a suffix (scenarios_train_a.py); a generation's file is its name alone
    # (scenarios_gen7.py, not scenarios_gen70.py)
    paths = sorted(HERE.glob(f"scenarios_{split}*.py")) if split in ("train", "dev", "test") else \
        sorted(HERE.glob(f"scenarios_{split}.py"))
    for gen in BLIND_GENERATIONS.get(split, ()):
        paths += sorted(HERE.glob(f"scenarios_{gen}.py"))
    for path in paths:
        machines.extend(importlib.import_module(path.stem).MACHINES)
    rows = []
    for machine in machines:
        evidence = {e["id"]: e for e in machine["evidence"]}
        for n, ans in enumerate(machine["answers"], start=1):
            text, labels = strip_marks(ans["a"])
            chosen = ans.get("ev") or list(evidence)
            items = [evidence[i] for i in chosen] + list(ans.get("extra", []))
            row = {"reos_evidence": 1, "id": f"{machine['name']}-{n:02d}", "now": machine["clock"].now_text,
                   "question": ans.get("q", ""), "answer": text, "evidence": items, "labels": labels}
            if "note" in ans:
                row["note"] = ans["note"]
            rows.append(row)
    return rows


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for split in ("train", "dev", "test"):
        rows = build(split)
        body = "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows)
        target = HERE / f"{split}.jsonl"
        if check:
            if not target.exists() or target.read_text(encoding="utf-8") != body:
                stale.append(target.name)
            continue
        target.write_text(body, encoding="utf-8")
        spans = sum(len(r["labels"]) for r in rows)
        by_label = {}
        for r in rows:
            for lab in r["labels"]:
                by_label[lab["label"]] = by_label.get(lab["label"], 0) + 1
        print(f"{split}: {len(rows)} answers, {spans} labelled claims {by_label}")
    if stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
