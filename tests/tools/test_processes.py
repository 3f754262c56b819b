"""linux_processes against real processes started by the test."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from reos_desktop.tools.registry import get_registry

from . import secrets_planted as planted

BUSY = "import time\nend = time.time() + 30\nwhile time.time() < end: pass\n"
HOG = "import time\nblock = bytearray(300 * 1024 * 1024)\nfor i in range(0, len(block), 4096): block[i] = 1\ntime.sleep(30)\n"


@pytest.fixture
def spawn():
    started: list[subprocess.Popen] = []

    def start(code: str, *extra: str, name: str | None = None) -> subprocess.Popen:
        argv = [sys.executable, "-c", code, *extra]
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        started.append(proc)
        return proc

    yield start
    for proc in started:
        proc.kill()
        proc.wait()


def _run(**args):
    return get_registry().run("linux_processes", args)


def _find(item, pid):
    return next((p for p in item.data["processes"] if p["pid"] == pid), None)


def test_a_busy_process_is_on_top_by_cpu(spawn):
    busy = spawn(BUSY)
    time.sleep(0.5)
    item = _run(sort="cpu", limit=5)
    top = item.data["processes"]
    assert busy.pid in [p["pid"] for p in top[:3]], top
    entry = _find(item, busy.pid)
    assert entry["cpu_percent"] > 40  # it spins on one core the whole sample
    assert entry["status"] in ("running", "sleeping")
    assert entry["user"] == __import__("pwd").getpwuid(os.getuid()).pw_name
    assert "s sample, as a percent of one core" in item.data["cpu_percent_method"]


def test_a_memory_hog_is_on_top_by_memory(spawn):
    hog = spawn(HOG)
    deadline = time.time() + 10
    while time.time() < deadline:
        item = _run(sort="memory", limit=3)
        entry = _find(item, hog.pid)
        if entry and entry["rss_bytes"] > 290 * 1024 * 1024:
            break
        time.sleep(0.2)
    assert entry is not None and entry["rss_bytes"] > 290 * 1024 * 1024
    rss = [p["rss_bytes"] for p in item.data["processes"]]
    assert rss == sorted(rss, reverse=True)
    assert entry["memory_percent"] == pytest.approx(
        entry["rss_bytes"] / (os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")) * 100, abs=0.01)


def test_name_filter_limit_marker_and_completeness(spawn):
    procs = [spawn("import time; time.sleep(30)") for _ in range(3)]
    time.sleep(0.2)
    own_name = _run(sort="pid", limit=1000, name="python")
    pids = {p["pid"] for p in own_name.data["processes"]}
    assert {p.pid for p in procs} <= pids
    assert all("python" in p["name"].lower() for p in own_name.data["processes"])
    assert own_name.complete and own_name.data["total"] == len(own_name.data["processes"])

    cut = _run(sort="pid", limit=2, name="python")
    assert len(cut.data["processes"]) == 2 and cut.complete is False
    more = cut.data["total"] - 2
    assert cut.data["truncated"]["processes"] == f"({more:,} more processes not shown; use limit= or name= to narrow)"
    assert [p["pid"] for p in cut.data["processes"]] == sorted(p["pid"] for p in cut.data["processes"])


def test_started_at_and_cmdline_are_true(spawn):
    before = time.time()
    proc = spawn("import time; time.sleep(30)", "--flag", "value")
    time.sleep(0.3)
    entry = _find(_run(sort="pid", limit=1000, name="python"), proc.pid)
    from reos_desktop.evidence.canonical import parse_time

    started = parse_time(entry["started_at"]).timestamp()
    assert before - 2 <= started <= time.time() + 1
    assert entry["cmdline"] == f"{sys.executable} -c import time; time.sleep(30) --flag value"


def test_secrets_in_a_command_line_are_redacted(spawn):
    proc = spawn("import time; time.sleep(30)", "--password", planted.PASSWORD, f"--token={planted.GITHUB}",
                 f"https://deployer:{planted.URL_PASSWORD}@git.example.org", planted.AWS_KEY_ID)
    time.sleep(0.3)
    item = _run(sort="pid", limit=1000, name="python")
    entry = _find(item, proc.pid)
    assert entry is not None
    assert planted.leaked(entry["cmdline"]) == []
    assert planted.leaked(item.model_dump_json()) == []
    assert item.data["redactions"] >= 4
    assert "--password [REDACTED]" in entry["cmdline"]


def test_without_the_cpu_sample_the_list_comes_at_once_and_says_cpu_was_not_measured():
    from reos_desktop.tools.registry import get_registry

    item = get_registry().run("linux_processes", {"sort": "pid", "cpu": False, "limit": 5})
    assert item.error is None and item.data["processes"]
    assert all("cpu_percent" not in p for p in item.data["processes"])  # not measured is not 0 %
    assert item.data["cpu_percent_method"].startswith("not measured")
    refused = get_registry().run("linux_processes", {"sort": "cpu", "cpu": False})
    assert refused.error and "sort=cpu" in refused.error
