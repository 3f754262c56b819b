"""`reos eval certainty CORPUS.jsonl` and `reos eval run TASKS_DIR`."""

from __future__ import annotations

import argparse

from reos_desktop.cli.common import add_model_options


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser("eval", help="score the certainty wrapper or run evaluation trials",
                                   description="Evaluate ReOS: the certainty wrapper on a labelled corpus, "
                                               "or the assistant on tasks in isolated environments.")
    inner = parser.add_subparsers(dest="eval_command", metavar="WHAT", required=True)

    certainty = inner.add_parser("certainty", help="score the certainty wrapper on a labelled corpus")
    certainty.add_argument("corpus", metavar="CORPUS.jsonl", help="one labelled evidence bundle per line")
    certainty.add_argument("--json", action="store_true", help="print the scores as JSON")
    certainty.set_defaults(run=_run_certainty)

    trials = inner.add_parser("run", help="run evaluation trials in isolated environments")
    trials.add_argument("tasks_dir", metavar="TASKS_DIR", help="a folder of tasks (or one task folder)")
    trials.add_argument("--env", metavar="NAME", help="environment backend: namespace, nspawn, podman, docker, kubernetes")
    trials.add_argument("--jobs", type=int, default=1, metavar="N", help="trials run in parallel (default 1)")
    trials.add_argument("--json", action="store_true", help="print the trial results as JSON")
    trials.add_argument("--trials-dir", metavar="DIR",
                        help="write the trial folders here (default: a new folder under ReOS's data folder, evals/)")
    trials.add_argument("--force-build", action="store_true",
                        help="rebuild the root filesystem or images even when cached")
    add_model_options(trials)
    trials.set_defaults(run=_run_trials)


def _run_certainty(args: argparse.Namespace) -> int:
    from reos_desktop.certainty.cli import run_eval_certainty

    return run_eval_certainty(args)


def _run_trials(args: argparse.Namespace) -> int:
    try:
        from reos_desktop.envs.cli import run_eval_run
    except ModuleNotFoundError as err:
        if err.name != "reos_desktop.envs.cli":
            raise
        from reos_desktop.errors import ReosError

        raise ReosError("the trial harness is not part of this build yet; the environments themselves are "
                        "(see docs/environments.md)", 2) from None

    return run_eval_run(args)
