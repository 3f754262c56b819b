"""Helpers shared by the benchmark scripts: timing whole processes and printing medians and ratios."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def reos_argv() -> list[str]:
    """The `reos` console script next to this Python (as a user runs it), else `python -m reos_desktop`."""
    script = Path(sys.executable).parent / "reos"
    return [str(script)] if script.exists() else [sys.executable, "-m", "reos_desktop"]


def run_timed(argv: list[str], env: dict | None = None, timeout: float = 300) -> tuple[float, int, int]:
    """Run a whole process; return (seconds, exit code, peak resident memory in KiB)."""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    return elapsed, proc.returncode, usage.ru_maxrss


def have(binary: str) -> bool:
    return shutil.which(binary) is not None


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def p95(values: list[float]) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"
