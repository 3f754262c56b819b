"""`reos check "PREDICATE"`: decide a predicate; exit 0 true, 1 false, 2 poorly posed, 3 cannot determine."""

from __future__ import annotations

import argparse

VERDICTS = {0: "TRUE", 1: "FALSE", 2: "POORLY POSED", 3: "CANNOT DETERMINE"}


def add_parser(subparsers) -> None:
    from reos_desktop.cli.common import add_model_options

    parser = subparsers.add_parser(
        "check", help="decide a predicate about this machine (exit 0 true, 1 false, 2 poorly posed, 3 cannot determine)",
        description="Decide whether a predicate about this machine holds, from read-only evidence. Exit codes: "
                    "0 true, 1 false, 2 poorly posed, 3 cannot determine. Without a model, common predicates are "
                    "decided by the offline grammar (see docs/check-grammar.md).")
    parser.add_argument("predicate", help='the predicate, in quotes: "nginx is running and port 443 is listening"')
    parser.add_argument("--json", action="store_true",
                        help="print verdict, exit code, explanation, cited evidence, iterations and timing as JSON")
    parser.add_argument("--evidence", metavar="FILE", help="write the evidence bundle of the decision to FILE")
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing; only the exit code tells")
    parser.add_argument("--watch", type=float, metavar="SECONDS",
                        help="re-evaluate every SECONDS and print a line whenever the verdict changes")
    add_model_options(parser)
    parser.set_defaults(run=run)


def decide(agent, predicate: str):
    from reos_desktop.agent.events import TurnFinished
    from reos_desktop.cli.runner import print_progress

    result = None
    for event in agent.check(predicate):
        if isinstance(event, TurnFinished):
            result = event.result
        else:
            print_progress(event, agent.verbose)
    return result


def result_json(result) -> dict:
    cited = [i.model_dump() for i in result.evidence if i.id in set(result.citations)]
    meta = result.metadata
    return {"verdict": VERDICTS[result.exit_code].lower().replace(" ", "_"), "exit_code": result.exit_code,
            "explanation": result.explanation, "predicate": result.question, "citations": result.citations,
            "evidence": cited, "iterations": meta.get("iterations"), "execution_time": meta.get("execution_time"),
            "tool_count": meta.get("tool_count"), "ending": result.ending, "provider": meta.get("provider"),
            "parsed": getattr(result, "parsed", None)}


def write_bundle(result, path: str) -> None:
    import json

    from reos_desktop.errors import UsageError
    from reos_desktop.evidence.canonical import now_iso

    bundle = {"reos_evidence": 1, "now": now_iso(), "question": result.question, "answer": result.explanation,
              "exit_code": result.exit_code, "evidence": [i.model_dump() for i in result.evidence]}
    try:
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(bundle, handle, indent=2, ensure_ascii=False, default=str)
    except OSError as err:
        raise UsageError(f"cannot write the evidence bundle to {path}: {err.strerror}") from None


def run(args: argparse.Namespace) -> int:
    import json
    import time

    from reos_desktop.cli.runner import make_agent
    from reos_desktop.errors import ReosError, UsageError

    if not args.predicate.strip():
        if not args.quiet:
            print("POORLY POSED: the predicate is empty")
        return 2
    if args.watch is not None and args.watch <= 0:
        raise UsageError("--watch needs a positive number of seconds")
    try:
        agent = make_agent(args, kind="check", title=args.predicate)
    except ReosError as err:
        raise ReosError(str(err), 3) from None  # an unusable model setup: cannot determine
    agent.verbose = args.verbose
    last = None
    while True:
        result = decide(agent, args.predicate)
        if args.evidence:
            write_bundle(result, args.evidence)
        if not args.quiet and (args.watch is None or result.exit_code != last):
            if args.json:
                print(json.dumps(result_json(result), ensure_ascii=False, default=str), flush=True)
            else:
                stamp = time.strftime("%H:%M:%S ") if args.watch is not None else ""
                print(f"{stamp}{VERDICTS[result.exit_code]}: {result.explanation}", flush=True)
        last = result.exit_code
        if args.watch is None:
            return result.exit_code
        time.sleep(args.watch)
