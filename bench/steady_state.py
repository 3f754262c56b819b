#!/usr/bin/env python3
"""Steady-state collection: `reos state --refresh --json` against the fact collectors people script instead.

Rounds run every command once in a shuffled order (so no peer always runs on a warm cache), then print
each command's median wall time, the median of its per-round ratio to reos, and its peak memory.

    python bench/steady_state.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._common import have, median, reos_argv, run_timed, verdict  # noqa: E402

CATEGORIES = ["identity", "os", "hardware", "network", "packages", "services", "users", "config"]

PLAIN_SCRIPT = r'''
import json, os, platform, pwd, grp, socket, psutil
s = {"hostname": socket.gethostname(), "os": platform.freedesktop_os_release(), "kernel": os.uname().release,
     "cpu": os.cpu_count(), "mem": psutil.virtual_memory().total,
     "disks": [p._asdict() for p in psutil.disk_partitions()],
     "net": {k: [a.address for a in v] for k, v in psutil.net_if_addrs().items()},
     "users": [p.pw_name for p in pwd.getpwall()], "groups": [g.gr_name for g in grp.getgrall()],
     "services": sorted(n for d in ("/etc/systemd/system", "/lib/systemd/system") if os.path.isdir(d)
                        for n in os.listdir(d) if n.endswith(".service")),
     "fstab": open("/etc/fstab").read() if os.path.exists("/etc/fstab") else ""}
pk, name = {}, None
for line in open("/var/lib/dpkg/status", encoding="utf-8", errors="replace"):
    if line.startswith("Package: "): name = line[9:].strip()
    elif line.startswith("Version: ") and name: pk[name] = line[9:].strip()
s["packages"] = pk
print(json.dumps(s, default=str)[:10])
'''

FACT_PLAYBOOK = """- hosts: localhost
  connection: local
  gather_facts: true
  tasks:
    - package_facts: {}
    - service_facts: {}
"""


def peers(work: Path) -> dict[str, dict]:
    env = dict(os.environ, REOS_HOME=str(work / "reos-home"))
    ansible_env = dict(os.environ, ANSIBLE_PYTHON_INTERPRETER="auto_silent", ANSIBLE_LOCALHOST_WARNING="false",
                       ANSIBLE_INVENTORY_UNPARSED_WARNING="false", ANSIBLE_NOCOLOR="1")
    (work / "facts.yml").write_text(FACT_PLAYBOOK)
    out = {
        "reos state --refresh --json": {"argv": reos_argv() + ["state", "--refresh", "--json"], "env": env,
                                        "covers": CATEGORIES},
        "plain psutil/dpkg script": {"argv": [sys.executable, "-c", PLAIN_SCRIPT], "env": None, "covers": CATEGORIES},
    }
    if have("facter"):
        out["facter -j"] = {"argv": ["facter", "-j"], "env": None,
                            "covers": ["identity", "os", "hardware", "network"]}
    if have("ansible"):
        out["ansible -m setup"] = {"argv": ["ansible", "localhost", "-c", "local", "-m", "setup"], "env": ansible_env,
                                   "covers": ["identity", "os", "hardware", "network", "config"]}
    if have("ansible-playbook"):
        out["ansible setup+package_facts+service_facts"] = {
            "argv": ["ansible-playbook", "-i", "localhost,", str(work / "facts.yml")], "env": ansible_env,
            "covers": CATEGORIES[:-2] + ["config"]}
    if have("salt-call"):
        out["salt-call --local grains.items"] = {"argv": ["salt-call", "--local", "grains.items"], "env": None,
                                                 "covers": ["identity", "os", "hardware", "network"]}
    return out


def in_process(rounds: int) -> tuple[float, float]:
    """Median ms of a full in-process collection and of an unchanged refresh (after imports are warm)."""
    from reos_desktop.state.collector import collect, refresh_if_changed

    collect("/")  # warm imports
    full, unchanged = [], []
    for _ in range(rounds):
        t = time.perf_counter()
        snap = collect("/")
        full.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        refresh_if_changed(snap, "/")
        unchanged.append((time.perf_counter() - t) * 1000)
    return median(full), median(unchanged)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="reos-bench-"))
    commands = peers(work)
    missing = [p for p in ("facter", "ansible", "salt-call") if not have(p)]
    times: dict[str, list[float]] = {name: [] for name in commands}
    rss: dict[str, int] = {name: 0 for name in commands}
    ratios: dict[str, list[float]] = {name: [] for name in commands}
    failures: dict[str, int] = {}
    for name, spec in commands.items():  # one untimed warm-up each
        run_timed(spec["argv"], spec["env"])
    for _ in range(args.rounds):
        order = list(commands)
        random.shuffle(order)
        this_round = {}
        for name in order:
            seconds, code, peak = run_timed(commands[name]["argv"], commands[name]["env"])
            if code != 0:
                failures[name] = code
            this_round[name] = seconds
            times[name].append(seconds)
            rss[name] = max(rss[name], peak)
        for name in commands:
            ratios[name].append(this_round[name] / this_round["reos state --refresh --json"])

    print(f"Steady-state collection, {args.rounds} shuffled rounds on this machine ({os.cpu_count()} cores)\n")
    print(f"{'command':<44} {'median s':>9} {'x reos':>8} {'peak MB':>8}  covers")
    for name in commands:
        covers = commands[name]["covers"]
        print(f"{name:<44} {median(times[name]):>9.3f} {median(ratios[name]):>8.1f} {rss[name] / 1024:>8.1f}  "
              f"{'all' if covers == CATEGORIES else ', '.join(covers)}")
    if failures:
        print(f"\nnon-zero exits: {failures}")
    if missing:
        print(f"\nnot installed, not measured: {', '.join(missing)}")
    full_ms, unchanged_ms = in_process(max(args.rounds, 20))
    reos_rss = rss["reos state --refresh --json"] / 1024
    print(f"\nin-process full collection: median {full_ms:.1f} ms; unchanged refresh: median {unchanged_ms:.2f} ms")
    print("\nTargets:")
    if "facter -j" in ratios:
        r = median(ratios["facter -j"])
        print(f"  {verdict(r >= 3)}  at least 3x faster than facter: {r:.1f}x")
    if "ansible -m setup" in ratios:
        r = median(ratios["ansible -m setup"])
        print(f"  {verdict(r >= 15)}  at least 15x faster than Ansible's setup: {r:.1f}x")
    print(f"  {verdict(full_ms < 60)}  in-process full collection under 60 ms: {full_ms:.1f} ms")
    print(f"  {verdict(unchanged_ms < 10)}  unchanged refresh under 10 ms: {unchanged_ms:.2f} ms")
    print(f"  {verdict(reos_rss < 60)}  peak memory of the CLI under 60 MB: {reos_rss:.1f} MB")
    json_out = {n: {"median_s": median(times[n]), "ratio_to_reos": median(ratios[n]), "peak_mb": rss[n] / 1024}
                for n in commands}
    json_out["in_process"] = {"full_ms": full_ms, "unchanged_ms": unchanged_ms}
    (work / "result.json").write_text(json.dumps(json_out, indent=2))
    print(f"\n(raw figures: {work / 'result.json'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
