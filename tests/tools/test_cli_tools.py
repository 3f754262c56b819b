"""`reos tools` and `reos tool` as a user runs them: the real CLI in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

from . import secrets_planted as planted


def test_tools_lists_every_tool(run_reos):
    text = run_reos("tools")
    assert text.returncode == 0
    assert "linux_processes\n    Running processes" in text.stdout
    assert "sort=cpu|memory|pid|name (default \"cpu\")" in text.stdout
    listing = json.loads(run_reos("tools", "--json").stdout)
    names = [t["name"] for t in listing]
    assert "kubernetes_get" in names and names == sorted(names)
    processes = next(t for t in listing if t["name"] == "linux_processes")
    assert processes["summary_template"].startswith("top {limit} processes by {sort_label}")
    assert processes["summary_example"] == "top 20 processes by CPU"
    assert processes["parameters"]["properties"]["limit"]["default"] == 20


def test_tool_prints_a_stored_evidence_item(run_reos):
    done = run_reos("tool", "linux_processes", "sort=cpu", "limit=5", "--json")
    assert done.returncode == 0, done.stderr
    item = json.loads(done.stdout)
    assert item["id"] == "e1" and item["kind"] == "tool" and item["args"] == {"sort": "cpu", "limit": 5, "name": None, "cpu": True}
    assert len(item["data"]["processes"]) == 5 and item["complete"] is False and item["sha256"]
    text = run_reos("tool", "linux_processes", "sort=memory", "limit=3")
    lines = text.stdout.splitlines()
    assert lines[0] == "top 3 processes by memory"
    assert " · INCOMPLETE" in lines[1] and lines[3].split()[:3] == ["PID", "USER", "CPU%"]
    assert lines[-1].startswith("cut: processes: (") and lines[-1].endswith("use limit= or name= to narrow)")


def test_bad_input_is_one_line_and_a_non_zero_exit(run_reos):
    cases = {
        ("tool", "no_such_tool"): "reos: unknown tool 'no_such_tool'; run 'reos tools' to list them",
        ("tool", "linux_processes", "limit=lots"): "reos: linux_processes: argument 'limit': input should be a "
                                                    "valid integer, unable to parse string as an integer (got 'lots')",
        ("tool", "linux_processes", "name=nginx;reboot"): "reos: linux_processes: argument 'name' contains shell "
                                                           "syntax (';'); tools take plain values, and nothing is "
                                                           "ever run through a shell",
        ("tool", "linux_file_read", "path=/etc/shadow"): "reos: linux_file_read: reading /etc/shadow is refused: "
                                                         "it holds password hashes",
        ("tool", "linux_file_read", "path=/dev/sda"): "reos: linux_file_read: reading /dev/sda is refused: "
                                                      "it is a device",
        ("tool", "linux_processes", "limit"): "reos: tool arguments are KEY=VALUE, not 'limit'",
    }
    for argv, line in cases.items():
        done = run_reos(*argv)
        assert done.returncode == 2, argv
        assert done.stderr == line + "\n", done.stderr
        assert done.stdout == "" and "Traceback" not in done.stderr


def test_a_tool_that_fails_prints_its_error_and_exits_1(run_reos, tmp_path):
    missing = tmp_path / "missing.conf"
    done = run_reos("tool", "linux_file_read", f"path={missing}")
    assert done.returncode == 1
    assert f"error: {missing} does not exist" in done.stdout


def test_nothing_secret_reaches_the_screen(run_reos, tmp_path):
    secrets_file = tmp_path / "app.env.conf"
    secrets_file.write_text(planted.TEXT + "\n")
    for extra in ((), ("--json",)):
        done = run_reos("tool", "linux_file_read", f"path={secrets_file}", *extra)
        assert done.returncode == 0 and planted.leaked(done.stdout) == [], done.stdout
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)", "--token", planted.SLACK,
                             f"--api-key={planted.OPENAI}", planted.JWT])
    try:
        time.sleep(0.3)
        for extra in ((), ("--json",)):
            done = run_reos("tool", "linux_processes", "name=python", "sort=pid", "limit=1000", *extra)
            assert str(proc.pid) in done.stdout
            assert planted.leaked(done.stdout) == []
    finally:
        proc.kill()
        proc.wait()
