"""One trial: start the task's environment, let ReOS answer about it, score the answer, stop it.

ReOS runs as a subprocess of this project (`python -m reos_desktop check|ask --json`) with
`REOS_TARGET=pid:N`, so its tools and steady-state collector read the environment, never the host, and
parallel trials cannot share a target. Each trial has its own REOS_HOME (snapshot history and sessions)
inside its trial folder:

    <trial>/result.json      reward, verdict, exit code, timings, evidence bundle path
    <trial>/answer.json      what `reos check|ask --json` printed
    <trial>/evidence.json    the evidence bundle of the answer
    <trial>/logs/            setup.log, agent.stderr, verifier.log, reward.txt
    <trial>/home/            the REOS_HOME of the trial's ReOS
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from reos_desktop.evals.tasks import Task
from reos_desktop.evidence.canonical import now_iso

VERIFIER_DIR = "/tests"
ANSWER_INSIDE = "/logs/agent/answer.json"
REWARD_INSIDE = "/logs/verifier/reward.txt"


@dataclass
class TrialOptions:
    env: str
    trials_dir: Path
    model_args: list[str] = field(default_factory=list)  # --provider offline, --model …, passed on to reos
    force_build: bool = False


def target_value(environment) -> str:
    """The REOS_TARGET that selects this environment: its first process, whose /proc/PID/root and
    namespaces the trial's ReOS reads through."""
    from reos_desktop.envs.base import EnvironmentError
    from reos_desktop.envs.targets import ProcRoot

    root = environment.target().root
    if not isinstance(root, ProcRoot):
        raise EnvironmentError(f"the {environment.type().value} environment runs on another machine, so a trial "
                               f"cannot read it through a process here; use namespace, nspawn or podman.")
    return f"pid:{root.pid}"


def run_trial(task: Task, options: TrialOptions) -> dict:
    """Run one trial and write its result.json; the result dict is returned too. Never raises for a
    failure of the environment or of ReOS: that is the trial's verdict "error"."""
    from reos_desktop.envs.factory import create_environment

    folder = options.trials_dir / f"{task.name}__{options.env}"
    logs = folder / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    result = {"task": task.name, "env": options.env, "kind": task.kind, task_key(task): task.text,
              "expected_exit_code": task.expected_exit_code, "reward": 0.0, "verdict": "error", "exit_code": None,
              "agent_verdict": None, "started_at": now_iso(), "timings": {}, "evidence_path": None,
              "answer_path": None, "logs_dir": str(logs), "error": None}
    timings = result["timings"]
    began = time.monotonic()
    environment = None
    try:
        environment = create_environment(options.env, task.environment_dir, task.name, uuid.uuid4().hex[:8],
                                         logs_dir=logs, setup_timeout_sec=task.timeouts["setup_sec"])
        clock = time.monotonic()
        environment.start(force_build=options.force_build)
        timings["env_start_s"] = round(time.monotonic() - clock, 3)

        clock = time.monotonic()
        answer = _run_reos(task, options, target_value(environment), folder)
        timings["agent_s"] = round(time.monotonic() - clock, 3)
        result.update(answer)

        clock = time.monotonic()
        result["reward"], result["verdict"] = _score(task, environment, result, folder)
        timings["verifier_s"] = round(time.monotonic() - clock, 3)
    except Exception as err:  # noqa: BLE001 - any failure is this trial's error, the run goes on
        result["error"] = f"{type(err).__name__}: {err}"
        result["verdict"], result["reward"] = "error", 0.0
    finally:
        if environment is not None:
            clock = time.monotonic()
            try:
                environment.stop(delete=True)
            except Exception as err:  # noqa: BLE001
                result["error"] = result["error"] or f"stopping the environment failed: {err}"
            timings["env_stop_s"] = round(time.monotonic() - clock, 3)
    timings["total_s"] = round(time.monotonic() - began, 3)
    result["result_path"] = str(folder / "result.json")
    (folder / "result.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return result


def task_key(task: Task) -> str:
    return "predicate" if task.kind == "check" else "question"


def _run_reos(task: Task, options: TrialOptions, target: str, folder: Path) -> dict:
    """`reos check|ask --json` against the environment; what it printed goes to answer.json."""
    answer_path, evidence_path = folder / "answer.json", folder / "evidence.json"
    argv = [sys.executable, "-m", "reos_desktop", task.kind, "--json", *options.model_args]
    if task.kind == "check":
        argv += ["--evidence", str(evidence_path)]
    argv += ["--", task.text]
    env = {**os.environ, "REOS_TARGET": target, "REOS_HOME": str(folder / "home")}
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env,
                            text=True, start_new_session=True)
    try:
        stdout, stderr = proc.communicate(timeout=task.timeouts["agent_sec"])
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        stdout, stderr = proc.communicate()
        (folder / "logs" / "agent.stderr").write_text(stderr, encoding="utf-8")
        raise TimeoutError(f"reos {task.kind} took longer than {task.timeouts['agent_sec']:g} s") from None
    (folder / "logs" / "agent.stderr").write_text(stderr, encoding="utf-8")
    answer_path.write_text(stdout, encoding="utf-8")
    out = {"exit_code": proc.returncode, "answer_path": str(answer_path)}
    try:
        printed = json.loads(stdout)
    except json.JSONDecodeError:
        printed = None
        out["error"] = f"reos {task.kind} printed no JSON: {(stderr.strip().splitlines() or ['no output'])[-1]}"
    if isinstance(printed, dict):
        out["agent_verdict"] = printed.get("verdict") or ("completed" if printed.get("task_completed") else
                                                          "not completed")
        if task.kind == "ask":
            bundle = {"reos_evidence": 1, "now": now_iso(), "question": printed.get("question"),
                      "answer": printed.get("answer"), "exit_code": proc.returncode,
                      "evidence": printed.get("evidence", [])}
            evidence_path.write_text(json.dumps(bundle, indent=2, default=str), encoding="utf-8")
    if evidence_path.is_file():
        out["evidence_path"] = str(evidence_path)
    return out


def _score(task: Task, environment, result: dict, folder: Path) -> tuple[float, str]:
    """The expected exit code decides a check task; a verifier, when there is one, must agree too
    (for an ask task it alone decides). The lower reward counts."""
    rewards: list[float] = []
    if result.get("error"):
        return 0.0, "error"
    if task.expected_exit_code is not None:
        rewards.append(1.0 if result["exit_code"] == task.expected_exit_code else 0.0)
    if task.verifier is not None:
        rewards.append(_run_verifier(task, environment, result, folder))
    reward = min(rewards)
    return reward, "pass" if reward >= 1.0 else "fail"


def _run_verifier(task: Task, environment, result: dict, folder: Path) -> float:
    """tests/test.sh runs inside the environment with the answer at /logs/agent/answer.json and
    REOS_EXIT_CODE set; it writes a reward between 0 and 1 to /logs/verifier/reward.txt."""
    environment.upload_dir(task.folder / "tests", VERIFIER_DIR)
    environment.upload_file(folder / "answer.json", ANSWER_INSIDE)
    done = environment.exec(["bash", f"{VERIFIER_DIR}/test.sh"], cwd=VERIFIER_DIR,
                            env={"REOS_EXIT_CODE": str(result["exit_code"]), "REOS_ANSWER": ANSWER_INSIDE},
                            timeout_sec=task.timeouts["verifier_sec"])
    (folder / "logs" / "verifier.log").write_text(done.stdout + done.stderr, encoding="utf-8")
    local = folder / "logs" / "reward.txt"
    try:
        environment.download_file(REWARD_INSIDE, local)
        reward = float(local.read_text().strip())
    except Exception as err:  # noqa: BLE001
        raise RuntimeError(f"the verifier wrote no reward (exit code {done.return_code}): {err}") from None
    if not 0.0 <= reward <= 1.0:
        raise RuntimeError(f"the verifier's reward {reward} is not between 0 and 1")
    return reward
