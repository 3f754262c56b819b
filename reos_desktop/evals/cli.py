"""`reos eval run TASKS_DIR [--env NAME] [--jobs N] [--json]`: run trials and print the scores.

Exit codes: 0 every trial ran (whatever its reward), 1 some trial ended in an error (its environment
would not start, ReOS printed no answer, the verifier wrote no reward), 2 bad arguments or tasks.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime, timezone
from pathlib import Path


def model_args(args: argparse.Namespace) -> list[str]:
    """The model options given to `reos eval run`, passed on to each trial's `reos check|ask`.

    Each trial has its own REOS_HOME, so the user's config file is named explicitly."""
    from reos_desktop import paths

    out: list[str] = []
    for option, value in (("--provider", args.provider), ("--model", args.model),
                          ("--max-iterations", args.max_iterations), ("--timeout", args.timeout)):
        if value is not None:
            out += [option, str(value)]
    config = args.config or (str(paths.config_file()) if paths.config_file().is_file() else None)
    if config:
        out += ["--config", str(Path(config).resolve())]
    return out


def default_trials_dir() -> Path:
    from reos_desktop import paths

    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-%f")
    return paths.data_dir() / "evals" / stamp


def run_eval_run(args: argparse.Namespace) -> int:
    from reos_desktop.envs.factory import environment_type
    from reos_desktop.evals.harness import plan, run_trials
    from reos_desktop.evals.tasks import discover
    from reos_desktop.errors import UsageError

    if args.env is not None:
        environment_type(args.env)  # refuses an unknown name with one sentence
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    tasks = discover(args.tasks_dir)
    pairs, left_out = plan(tasks, args.env)
    for task in left_out:
        print(f"skipped {task.name}: it runs on {', '.join(task.envs)}, not {args.env}", file=sys.stderr)
    if not pairs:
        raise UsageError(f"no task in {args.tasks_dir} runs on the {args.env} environment")
    trials_dir = Path(args.trials_dir) if getattr(args, "trials_dir", None) else default_trials_dir()

    errors: list[str] = []

    def progress(result: dict) -> None:
        if result["verdict"] == "error":
            errors.append(result["task"])
        if not args.json:
            print(_line(result), flush=True)

    summary = run_trials(pairs, trials_dir, args.jobs, model_args(args),
                         force_build=bool(getattr(args, "force_build", False)), on_result=progress)
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"mean reward {summary['mean_reward']:.3f} over {summary['n']} trials; results in {trials_dir}")
    return 1 if errors else 0


def _line(result: dict) -> str:
    shown = f"exit {result['exit_code']}" if result["exit_code"] is not None else "no exit code"
    expected = result.get("expected_exit_code")
    if expected is not None:
        shown += f" (expected {expected})"
    tail = f" — {result['error']}" if result.get("error") else ""
    return (f"{result['verdict'].upper():5} {result['reward']:.2f}  {result['task']} [{result['env']}] {shown} "
            f"{result['timings'].get('total_s', 0):.2f} s{tail}")
