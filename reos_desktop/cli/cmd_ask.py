"""`reos ask "QUESTION"`: one question, one grounded answer with its badges."""

from __future__ import annotations

import argparse

from reos_desktop.cli.common import add_model_options


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser("ask", help="ask one question about this machine",
                                   description="Ask one question. The answer is built from read-only tool evidence "
                                               "and every claim in it is checked against that evidence.")
    parser.add_argument("question", help="the question, in quotes")
    parser.add_argument("--json", action="store_true",
                        help="print the answer, task_completed, confidence, claims, evidence and metadata as JSON")
    add_model_options(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import json
    import sys

    from reos_desktop.agent.events import AnswerDelta, TurnFinished
    from reos_desktop.agent.sessions import turn_to_json
    from reos_desktop.cli.runner import make_agent, print_progress
    from reos_desktop.cli.terminal import badges, claim_lines, render_markdown, use_color
    from reos_desktop.errors import UsageError

    if not args.question.strip():
        raise UsageError("the question is empty")
    agent = make_agent(args, kind="ask", title=args.question)
    color = use_color()
    streamed = False
    result = None
    for event in agent.ask(args.question):
        if isinstance(event, AnswerDelta):
            if not args.json:
                sys.stdout.write(event.text)
                sys.stdout.flush()
                streamed = True
        elif isinstance(event, TurnFinished):
            result = event.result
        else:
            print_progress(event, args.verbose)
    if args.json:
        print(json.dumps(turn_to_json(result), indent=2, ensure_ascii=False, default=str))
    else:
        if streamed:
            sys.stdout.write("\n")
        else:
            print(render_markdown(result.answer, color))
        if result.suggested_command:
            print(f"\nSuggested command (not run): {result.suggested_command}")
        print("\n" + badges(result.verification, len(result.evidence), result.task_completed, color))
        for line in claim_lines(result.verification, color, verbose=args.verbose):
            print(line)
    return 0 if result.task_completed else 3
