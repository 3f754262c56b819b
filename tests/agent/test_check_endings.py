"""Every ending of check mode and its exit code, in the loop and as a real `reos check` process, and
`--watch` driven for real: a file the predicate names is created and removed while the process runs."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from reos_desktop.agent.events import Notice, TurnFinished
from reos_desktop.agent.loop import Agent

from .conftest import settings_for
from .model_server import Reply, action, tool

pytestmark = pytest.mark.usefixtures("reos_home")
REPO = Path(__file__).resolve().parents[2]


def decide(agent, predicate, **kw):
    events = list(agent.check(predicate, **kw))
    assert isinstance(events[-1], TurnFinished)
    return events, events[-1].result


def test_token_budget_ends_with_3(model_server):
    server = model_server([tool("linux_system_info"), tool("linux_disk_usage")])
    _, result = decide(Agent(settings_for(server, token_budget=50)), "load is below 4")
    assert result.exit_code == 3 and result.ending == "token_budget"
    assert result.explanation == "cannot determine: the token budget was used up before an answer"
    assert len(server.requests) == 1


def test_the_same_call_over_and_over_ends_with_3(model_server):
    server = model_server([tool("linux_system_info")] * 4 + [action("done", exit_code=0, explanation="x")])
    _, result = decide(Agent(settings_for(server)), "load is below 4")
    assert result.exit_code == 3 and result.ending == "repeated_call"
    assert result.metadata["tool_count"] == 1  # the repeats were never run again


def test_a_cancelled_check_is_3(model_server):
    server = model_server([Reply(action("done", exit_code=0, explanation="x").text, chunk_delay=0.2, chunk_size=4)])
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    _, result = decide(Agent(settings_for(server)), "load is below 4", cancel=cancel)
    assert result.exit_code == 3 and result.ending == "cancelled"
    assert result.explanation == "cannot determine: stopped by the user"


def test_malformed_output_then_done_follows_the_done(model_server):
    server = model_server([Reply("not json at all"), Reply('{"action": {"type": "teleport"}}'),
                           action("done", exit_code=1, explanation="the load is 9 [e0]")])
    events, result = decide(Agent(settings_for(server)), "load is below 4")
    assert result.exit_code == 1 and result.ending == "done" and result.metadata["rejected_actions"] == 2
    assert "REJECTED (not executed)" in server.user_messages()[2]


def test_an_unreachable_server_falls_back_to_the_offline_grammar(tmp_path):
    present = tmp_path / "flag"
    present.write_text("x")
    events, result = decide(Agent(settings_for(None)), f"file {present} exists")
    notices = [e.message for e in events if isinstance(e, Notice)]
    assert len(notices) == 1 and "not reachable" in notices[0] and "offline" in notices[0]
    assert result.exit_code == 0 and result.ending == "offline"
    assert result.metadata["fallback_reason"]


# ------------------------------------------------------------------------------------ the real process
@pytest.mark.parametrize("predicate,code,head", [
    ("file {present} exists", 0, "TRUE: "),
    ("file {absent} exists", 1, "FALSE: "),
    ("port 99999 is open", 2, "POORLY POSED: "),
    ("the moon is in its first quarter", 3, "CANNOT DETERMINE: "),
])
def test_offline_exit_codes_and_one_line(run_reos, tmp_path, predicate, code, head):
    (tmp_path / "present").write_text("x")
    text = predicate.format(present=tmp_path / "present", absent=tmp_path / "absent")
    done = run_reos("check", text, "--provider", "offline")
    assert done.returncode == code, done.stderr
    assert done.stdout.startswith(head) and len(done.stdout.strip().splitlines()) == 1
    assert done.stderr == ""
    if code == 3:
        assert "needs a model" in done.stdout


def test_offline_json_and_an_evidence_bundle_with_only_what_decided(run_reos, tmp_path):
    (tmp_path / "present").write_text("x")
    bundle = tmp_path / "bundle.json"
    done = run_reos("check", f"file {tmp_path / 'present'} exists and os is debian or os is not debian",
                    "--provider", "offline", "--json", "--evidence", str(bundle))
    out = json.loads(done.stdout)
    assert done.returncode == out["exit_code"] == 0 and out["verdict"] == "true" and out["ending"] == "offline"
    saved = json.loads(bundle.read_text())
    ids = [e["id"] for e in saved["evidence"]]
    assert ids[0] == "s0" and saved["evidence"][0]["sha256"]  # the OS came from the steady state
    memory = run_reos("check", "memory usage is below 100%", "--provider", "offline", "--evidence", str(bundle))
    assert memory.returncode == 0
    saved = json.loads(bundle.read_text())
    # A memory threshold never reads the steady state, so s0 is not part of that decision's evidence.
    assert [e["tool"] for e in saved["evidence"]] == ["linux_system_info"]
    assert saved["evidence"][0]["args"] == {"cpu": False}


@pytest.mark.parametrize("value", ["0", "-2"])
def test_watch_needs_a_positive_interval(run_reos, value):
    done = run_reos("check", "os is debian", "--provider", "offline", "--watch", value)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "reos: --watch needs a positive number of seconds"


class LineReader:
    """The stdout lines of a running process, as they come."""

    def __init__(self, stream):
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._pump, args=(stream,), daemon=True).start()

    def _pump(self, stream):
        for line in stream:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def next(self, timeout: float = 30) -> str | None:
        return self.lines.get(timeout=timeout)

    def quiet_for(self, seconds: float) -> list[str]:
        """Lines that arrived within `seconds` (expected: none)."""
        got, end = [], time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            try:
                got.append(self.lines.get(timeout=left))
            except queue.Empty:
                break
        return got


def test_watch_prints_a_line_on_each_change_and_only_then(reos_home, tmp_path):
    flag = tmp_path / "flag"
    env = dict(os.environ, REOS_HOME=str(reos_home), PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, "-m", "reos_desktop", "check", f"file {flag} exists", "--provider",
                             "offline", "--watch", "0.2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, cwd=str(REPO))
    try:
        out = LineReader(proc.stdout)
        first = out.next()
        assert first is not None and "FALSE: " in first and str(flag) in first
        assert out.quiet_for(1.2) == []  # six more evaluations, same verdict: nothing printed
        flag.write_text("now it exists")
        second = out.next(timeout=15)
        assert "TRUE: " in second
        assert out.quiet_for(1.2) == []
        flag.unlink()
        third = out.next(timeout=15)
        assert "FALSE: " in third
        for line in (first, second, third):
            assert line[:9].count(":") == 2 and line[8] == " "  # "HH:MM:SS VERDICT: …"
        # Ctrl+C ends the watch: one line on stderr, exit 130, no traceback.
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=15) == 130
        err = proc.stderr.read()
        assert "Traceback" not in err and err.strip().endswith("reos: interrupted")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
