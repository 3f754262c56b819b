#!/usr/bin/env python3
"""Environment start, exec and stop times per backend, against the issue's targets.

- start: from start() to usable for exec (nspawn: its systemd listens on /run/systemd/private; the
  "running" line waits further, until `systemctl is-system-running --wait` returns)
- exec overhead: median of exec(["true"]) minus the median of running `true` directly on the host
- parallel: wall time of N nspawn trials (start, 5 execs, stop) one at a time vs two at a time
- harness: wall time of `reos eval run` over the first N shipped tasks (evals/tasks, offline engine,
  each a real trial: environment, setup, `reos check|ask` subprocess, verifier) with --jobs 1 vs --jobs 2

Targets (issue 8): nspawn start < 1 s with the root filesystem cached; exec overhead < 20 ms.
The root filesystem and base image are built first if they are not cached (not counted).

    python bench/envs.py [--rounds 9] [--backends namespace,nspawn,podman] [--parallel 6] [--eval-tasks 12]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._common import have, median, p95, verdict  # noqa: E402
from reos_desktop.envs.factory import create_environment  # noqa: E402

EXEC_SAMPLES = 30


def host_true_s() -> float:
    samples = []
    for _ in range(EXEC_SAMPLES):
        started = time.perf_counter()
        subprocess.run(["true"], check=True)
        samples.append(time.perf_counter() - started)
    return median(samples)


def measure(backend: str, rounds: int, **kwargs) -> dict:
    starts, stops, execs, prefix_execs = [], [], [], []
    for index in range(rounds):
        environment = create_environment(backend, None, "bench", f"r{index}-{os.getpid()}", **kwargs)
        began = time.perf_counter()
        environment.start()
        starts.append(time.perf_counter() - began)
        for _ in range(EXEC_SAMPLES if index == 0 else 5):
            began = time.perf_counter()
            environment.exec(["true"])
            execs.append(time.perf_counter() - began)
        prefix = environment.target().argv_prefix()
        for _ in range(5):
            began = time.perf_counter()
            subprocess.run([*prefix, "true"], check=True)
            prefix_execs.append(time.perf_counter() - began)
        began = time.perf_counter()
        environment.stop()
        stops.append(time.perf_counter() - began)
    return {"start": starts, "stop": stops, "exec": execs, "target": prefix_execs}


def nspawn_trial(index: int) -> None:
    environment = create_environment("nspawn", None, "bench-par", f"p{index}-{os.getpid()}")
    environment.start()
    for _ in range(5):
        environment.exec(["systemctl", "is-system-running"])
    environment.stop()


def parallel_ratio(trials: int) -> tuple[float, float]:
    walls = []
    for jobs in (1, 2):
        began = time.perf_counter()
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            list(pool.map(nspawn_trial, range(trials)))
        walls.append(time.perf_counter() - began)
    return walls[0], walls[1]


def harness_walls(count: int) -> tuple[float, float, float, float]:
    """(wall --jobs 1, wall --jobs 2, mean reward, median trial start) over the first `count` tasks."""
    import tempfile

    from reos_desktop.evals.harness import plan, run_trials
    from reos_desktop.evals.tasks import discover

    pairs, _ = plan(discover(Path(__file__).resolve().parent.parent / "evals" / "tasks")[:count], None)
    walls, summary = [], {}
    with tempfile.TemporaryDirectory(prefix="reos-bench-evals-") as folder:
        for jobs in (1, 2):
            began = time.perf_counter()
            summary = run_trials(pairs, Path(folder) / f"jobs{jobs}", jobs, ["--provider", "offline"])
            walls.append(time.perf_counter() - began)
        import json

        starts = [json.loads(Path(t["result_path"]).read_text())["timings"].get("env_start_s", 0.0)
                  for t in summary["trials"]]
    return walls[0], walls[1], summary["mean_reward"], median(starts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--backends", default="namespace,nspawn,podman")
    parser.add_argument("--parallel", type=int, default=6, help="nspawn trials for the --jobs comparison (0: skip)")
    parser.add_argument("--eval-tasks", type=int, default=12,
                        help="shipped tasks for the `reos eval run` --jobs 1 vs 2 comparison (0: skip)")
    args = parser.parse_args()
    if os.geteuid() != 0:
        print("the environments need root; run as root")
        return 2
    wanted = [name.strip() for name in args.backends.split(",") if name.strip()]
    needs = {"namespace": "bwrap", "nspawn": "systemd-nspawn", "podman": "podman"}
    baseline = host_true_s()
    print(f"host `true` (baseline): median {baseline * 1000:.1f} ms over {EXEC_SAMPLES} runs\n")
    print(f"{'backend':<18}{'start med':>10}{'start p95':>10}{'exec med':>10}{'overhead':>10}"
          f"{'target med':>11}{'stop med':>10}")
    results = {}
    for backend in wanted:
        if not have(needs.get(backend, backend)):
            print(f"{backend:<18}skipped: {needs.get(backend, backend)} is not installed")
            continue
        variants = [(backend, {})]
        if backend == "nspawn":
            variants.append(("nspawn (running)", {"boot_wait": "running"}))
        for label, kwargs in variants:
            measure(backend, 1, **kwargs)  # warm-up: builds or loads caches, not counted
            data = results[label] = measure(backend, args.rounds, **kwargs)
            overhead = median(data["exec"]) - baseline
            data["overhead"] = overhead
            print(f"{label:<18}{median(data['start']) * 1000:>8.0f}ms{p95(data['start']) * 1000:>8.0f}ms"
                  f"{median(data['exec']) * 1000:>8.1f}ms{overhead * 1000:>8.1f}ms"
                  f"{median(data['target']) * 1000:>9.1f}ms{median(data['stop']) * 1000:>8.0f}ms")
    print()
    if "nspawn" in results:
        start = median(results["nspawn"]["start"])
        overhead = results["nspawn"]["overhead"]
        print(f"nspawn start  {start:.3f} s  vs target 1 s: ratio {start / 1.0:.2f}  {verdict(start < 1.0)}")
        print(f"nspawn exec overhead  {overhead * 1000:.1f} ms  vs target 20 ms: ratio {overhead / 0.020:.2f}  "
              f"{verdict(overhead < 0.020)}")
    for label in ("namespace", "podman"):
        if label in results:
            overhead = results[label]["overhead"]
            print(f"{label} exec overhead  {overhead * 1000:.1f} ms  ratio to 20 ms {overhead / 0.020:.2f}")
    if args.parallel and "nspawn" in results:
        serial, parallel = parallel_ratio(args.parallel)
        print(f"\n{args.parallel} nspawn trials: --jobs 1 {serial:.2f} s, --jobs 2 {parallel:.2f} s, "
              f"speed-up {serial / parallel:.2f}x on {os.cpu_count()} cores")
    if args.eval_tasks and have("systemd-nspawn"):
        serial, parallel, reward, start = harness_walls(args.eval_tasks)
        print(f"\nreos eval run, {args.eval_tasks} tasks (offline engine): --jobs 1 {serial:.2f} s, --jobs 2 "
              f"{parallel:.2f} s, speed-up {serial / parallel:.2f}x; trial env start median {start:.3f} s; "
              f"mean reward {reward:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
