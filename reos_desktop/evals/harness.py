"""A run of trials: which task runs on which environment, `--jobs` of them at a time, and the summary.

Trials run on threads: each one waits on its environment and on its own ReOS subprocess, so threads
give real parallelism here, and each trial's REOS_TARGET and REOS_HOME keep the trials apart.
"""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from reos_desktop.evals.tasks import Task
from reos_desktop.evals.trial import TrialOptions, run_trial
from reos_desktop.errors import UsageError


def plan(tasks: list[Task], env: str | None) -> tuple[list[tuple[Task, str]], list[Task]]:
    """(task, environment) pairs to run, and the tasks left out because they do not support `env`.
    Without `env` each task runs on the first environment it lists."""
    if env is None:
        return [(task, task.envs[0]) for task in tasks], []
    chosen = [(task, env) for task in tasks if task.supports(env)]
    return chosen, [task for task in tasks if not task.supports(env)]


def run_trials(pairs: list[tuple[Task, str]], trials_dir: Path, jobs: int, model_args: list[str],
               force_build: bool = False, on_result: Callable[[dict], None] | None = None) -> dict:
    """Run every pair and write summary.json; the summary is `{"trials": [...], "mean_reward", "n"}`
    with the trials in the order of `pairs`."""
    if jobs < 1:
        raise UsageError("--jobs must be at least 1")
    trials_dir.mkdir(parents=True, exist_ok=True)
    began = time.monotonic()

    def one(pair: tuple[Task, str]) -> dict:
        task, env = pair
        result = run_trial(task, TrialOptions(env=env, trials_dir=trials_dir, model_args=model_args,
                                              force_build=force_build))
        if on_result is not None:
            on_result(result)
        return result

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(one, pairs))
    summary = summarise(results)
    (trials_dir / "summary.json").write_text(json.dumps({**summary, "wall_s": round(time.monotonic() - began, 3),
                                                         "jobs": jobs, "detail": results}, indent=2) + "\n",
                                             encoding="utf-8")
    return summary


def summarise(results: list[dict]) -> dict:
    trials = [{"task": r["task"], "env": r["env"], "reward": r["reward"], "exit_code": r["exit_code"],
               "duration_s": r["timings"].get("total_s"), "result_path": r["result_path"]} for r in results]
    mean = round(sum(t["reward"] for t in trials) / len(trials), 4) if trials else None
    return {"trials": trials, "mean_reward": mean, "n": len(trials)}
