"""Real trials in namespace environments: ReOS reads the environment, not the host, and is scored.

Each trial starts a real namespace environment and runs the real `reos check|ask` as a subprocess with
REOS_TARGET pointing into it (about a second each).
"""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from reos_desktop.evals.harness import run_trials
from reos_desktop.evals.tasks import load_task

OFFLINE = ["--provider", "offline"]
MARKER_SETUP = "echo made-by-setup > /etc/reos-eval-marker\nhostname reos-eval-box\n"


def _check_task(make_task, name, predicate, expected, setup=MARKER_SETUP):
    toml = f'kind = "check"\npredicate = "{predicate}"\nexpected_exit_code = {expected}\nenvs = ["namespace"]\n'
    return load_task(make_task(name, toml, setup=setup))


def _result(summary, index=0) -> dict:
    return json.loads(Path(summary["trials"][index]["result_path"]).read_text())


def test_a_check_trial_reads_the_environment_not_the_host(namespace_ready, make_task, tmp_path):
    assert not Path("/etc/reos-eval-marker").exists() and socket.gethostname() != "reos-eval-box"
    tasks = [_check_task(make_task, "marker", "file /etc/reos-eval-marker exists and hostname is reos-eval-box", 0),
             _check_task(make_task, "wrong", "hostname is " + socket.gethostname(), 0)]
    summary = run_trials([(t, "namespace") for t in tasks], tmp_path / "trials", 1, OFFLINE)
    assert [t["reward"] for t in summary["trials"]] == [1.0, 0.0]
    assert summary["mean_reward"] == 0.5 and summary["n"] == 2
    passed, failed = _result(summary, 0), _result(summary, 1)
    assert (passed["verdict"], passed["exit_code"], passed["agent_verdict"]) == ("pass", 0, "true")
    # The host's name is not the environment's: the predicate about it is false there.
    assert (failed["verdict"], failed["exit_code"]) == ("fail", 1)
    bundle = json.loads(Path(passed["evidence_path"]).read_text())
    assert "reos-eval-box" in json.dumps(bundle["evidence"])  # the steady state was collected inside
    for key in ("env_start_s", "agent_s", "verifier_s", "env_stop_s", "total_s"):
        assert passed["timings"][key] >= 0
    assert (Path(passed["logs_dir"]) / "setup.log").is_file()


def test_an_ask_trial_is_scored_by_its_verifier_inside_the_environment(namespace_ready, make_task, tmp_path):
    verifier = ('grep -q "\\"answer\\": .*$(uname -n)" "$REOS_ANSWER" && r=1 || r=0\n'
                'echo "exit code $REOS_EXIT_CODE"; echo $r > /logs/verifier/reward.txt\n')
    task = load_task(make_task("ask-host", 'kind = "ask"\nquestion = "What is the hostname?"\n', setup=MARKER_SETUP,
                               verifier=verifier))
    summary = run_trials([(task, "namespace")], tmp_path / "trials", 1, OFFLINE)
    result = _result(summary)
    assert result["reward"] == 1.0 and result["verdict"] == "pass", result
    assert "reos-eval-box" in json.loads(Path(result["answer_path"]).read_text())["answer"]
    assert "exit code 0" in (Path(result["logs_dir"]) / "verifier.log").read_text()
    assert json.loads(Path(result["evidence_path"]).read_text())["evidence"]


def test_a_verifier_that_writes_no_reward_and_a_failing_setup_are_errors(namespace_ready, make_task, tmp_path):
    silent = load_task(make_task("silent", 'kind = "ask"\nquestion = "What is the hostname?"\n', setup="true\n",
                                 verifier="exit 0\n"))
    broken = _check_task(make_task, "broken-setup", "user root exists", 0, setup="echo no disk >&2\nexit 4\n")
    summary = run_trials([(silent, "namespace"), (broken, "namespace")], tmp_path / "trials", 2, OFFLINE)
    silent_result, broken_result = _result(summary, 0), _result(summary, 1)
    assert silent_result["verdict"] == "error" and "wrote no reward" in silent_result["error"]
    assert broken_result["verdict"] == "error" and broken_result["exit_code"] is None
    assert "exit code 4: no disk" in broken_result["error"]
    assert summary["mean_reward"] == 0.0


def test_reos_eval_run_prints_the_documented_json(namespace_ready, make_task, tmp_path, run_reos):
    _check_task(make_task, "one", "file /etc/reos-eval-marker exists", 0)
    _check_task(make_task, "two", "user reos-nobody-here exists", 1)
    make_task("nspawn-only", 'kind = "check"\npredicate = "x"\nexpected_exit_code = 0\nenvs = ["nspawn"]\n')
    done = run_reos("eval", "run", str(tmp_path / "tasks"), "--env", "namespace", "--jobs", "2", "--json",
                    "--provider", "offline", "--trials-dir", str(tmp_path / "out"), timeout=180)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert set(summary) == {"trials", "mean_reward", "n"}
    assert [(t["task"], t["env"], t["reward"], t["exit_code"]) for t in summary["trials"]] == [
        ("one", "namespace", 1.0, 0), ("two", "namespace", 1.0, 1)]
    assert summary["mean_reward"] == 1.0 and summary["n"] == 2
    assert "skipped nspawn-only: it runs on nspawn, not namespace" in done.stderr
    assert (tmp_path / "out" / "summary.json").is_file()


def test_bad_arguments_are_one_sentence(run_reos, tmp_path):
    done = run_reos("eval", "run", str(tmp_path), "--env", "vm", "--provider", "offline")
    assert done.returncode == 2 and "unknown environment 'vm'" in done.stderr and "Traceback" not in done.stderr
    done = run_reos("eval", "run", str(tmp_path / "nowhere"), "--provider", "offline")
    assert done.returncode == 2 and "is not a folder of tasks" in done.stderr


@pytest.mark.slow
def test_an_nspawn_trial_sees_a_failed_unit_of_the_environment(make_task, tmp_path):
    import os
    import shutil

    if os.geteuid() != 0 or not shutil.which("systemd-nspawn"):
        pytest.skip("nspawn trials need root and systemd-container")
    setup = ("printf '[Service]\\nType=oneshot\\nExecStart=/bin/false\\n' > /etc/systemd/system/reos-t.service\n"
             "systemctl daemon-reload\nsystemctl start reos-t.service || true\n")
    toml = 'kind = "check"\npredicate = "service reos-t is failed"\nexpected_exit_code = 0\nenvs = ["nspawn"]\n'
    task = load_task(make_task("nspawn-failed", toml, setup=setup))
    summary = run_trials([(task, "nspawn")], tmp_path / "trials", 1, OFFLINE)
    result = _result(summary)
    assert (result["verdict"], result["exit_code"]) == ("pass", 0), result
