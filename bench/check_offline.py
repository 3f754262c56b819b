#!/usr/bin/env python3
"""Offline predicate checks: how long one predicate takes as a whole fresh process.

Each round runs, in a shuffled order, `evaluate_predicate` in a fresh `python -c` (and `reos check` when
the CLI has it), next to the plain command a script would use for the same fact. Prints the median wall
time per predicate, the ratio to the plain command, and the share that is Python start-up and imports.

    python bench/check_offline.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._common import median, reos_argv, run_timed  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
BUDGET_S = 0.300

PREDICATES = [  # (predicate, the plain command for the same fact or None)
    ("port 22 is open", ["ss", "-Hltn", "sport", "=", ":22"]),
    ("disk usage of / is below 90%", ["df", "--output=pcent", "/"]),
    ("nginx is installed", ["dpkg-query", "-W", "nginx"]),
    ("user nobody exists", ["getent", "passwd", "nobody"]),
    ("memory usage is below 90%", ["free", "-b"]),
    ("kernel version >= 5.10", ["uname", "-r"]),
    ("file /etc/hosts exists", ["test", "-e", "/etc/hosts"]),
    ("process init is running", ["pgrep", "-x", "init"]),
    ("port 22 is open and disk usage of / is below 95% and os is debian", None),
]

PY_CHECK = ("import sys\nfrom reos_desktop.check import evaluate_predicate, numbered_runner\n"
            "def snap():\n    from reos_desktop.state.service import StateService\n"
            "    return StateService().current()\n"
            "sys.exit(evaluate_predicate(sys.argv[1], numbered_runner(), snap).exit_code)\n")
PY_IMPORTS = "import reos_desktop.check.evaluate, reos_desktop.tools.registry\nreos_desktop.tools.registry.get_registry()"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="reos-bench-check-")
    env = dict(os.environ, REOS_HOME=home, PYTHONPATH=str(REPO))
    # An installed reos has its modules byte-compiled (pip compiles a wheel on install). A checkout run with
    # PYTHONDONTWRITEBYTECODE=1 would instead compile every imported module from source on every run, which
    # measures the compiler, not reos: keep the bytecode in a folder of the bench's own.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(home, "pycache")
    has_cli = (REPO / "reos_desktop" / "cli" / "cmd_check.py").exists()
    # One run first, so the steady-state store exists (a user's machine has one; the first ever run is slower).
    run_timed([sys.executable, "-c", PY_CHECK, "os is debian"], env=env)
    if has_cli:
        run_timed(reos_argv() + ["check", "port 22 is open and nginx is installed and process init is running",
                                 "--provider", "offline"], env=env)

    jobs = [("python -c pass", "startup", [sys.executable, "-c", "pass"]),
            ("imports + registry", "startup", [sys.executable, "-c", PY_IMPORTS])]
    for predicate, plain in PREDICATES:
        jobs.append((predicate, "evaluate_predicate", [sys.executable, "-c", PY_CHECK, predicate]))
        if has_cli:
            jobs.append((predicate, "reos check", reos_argv() + ["check", predicate, "--provider", "offline"]))
        if plain and shutil.which(plain[0]):
            jobs.append((predicate, "plain", plain))
    times: dict[tuple[str, str], list[float]] = {}
    codes: dict[tuple[str, str], int] = {}
    for _ in range(args.rounds):
        random.shuffle(jobs)
        for name, how, argv in jobs:
            seconds, code, _ = run_timed(argv, env=env)
            times.setdefault((name, how), []).append(seconds)
            codes[(name, how)] = code

    start = median(times[("python -c pass", "startup")])
    imports = median(times[("imports + registry", "startup")])
    print(f"offline check, {args.rounds} rounds, median wall time of a whole process (budget {BUDGET_S * 1000:.0f} ms)")
    print(f"  python start-up {start * 1000:.0f} ms; + check and registry imports {imports * 1000:.0f} ms "
          f"(byte-compiled modules, as installed)")
    print(f"  {'predicate':<68} {'how':<20} {'median':>8} {'exit':>4} {'x plain':>8}")
    for predicate, _ in PREDICATES:
        plain = times.get((predicate, "plain"))
        for how in ("evaluate_predicate", "reos check"):
            if (predicate, how) not in times:
                continue
            m = median(times[(predicate, how)])
            ratio = f"{m / median(plain):.1f}" if plain else "-"
            flag = "" if m <= BUDGET_S else "  over budget"
            print(f"  {predicate[:68]:<68} {how:<20} {m * 1000:>6.0f}ms {codes[(predicate, how)]:>4} {ratio:>8}{flag}")
        if plain:
            print(f"  {'':<68} {'plain command':<20} "
                  f"{median(plain) * 1000:>6.0f}ms")
    shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
