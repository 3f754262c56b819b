"""Evaluation tasks: a folder with `task.toml`, `environment/` and `tests/` (docs/evals.md).

A task puts a machine in a known state (environment/setup.sh for namespace and nspawn, a Dockerfile for
podman and docker) and asks ReOS about it: a `check` task gives a predicate and the exit code `reos
check` must return; an `ask` task gives a question and a verifier (tests/test.sh) that reads the answer
and writes the reward. Loading refuses a malformed task with one sentence that names its file.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from reos_desktop.errors import UsageError

TASK_FILE = "task.toml"
VERIFIER = "tests/test.sh"
KINDS = ("check", "ask")
ENV_KINDS = ("namespace", "nspawn", "podman", "docker", "kubernetes")
DEFAULT_TIMEOUTS = {"setup_sec": 300.0, "agent_sec": 180.0, "verifier_sec": 60.0}
_NAME = re.compile(r"^[a-z0-9][a-z0-9._-]{0,62}$")
_KNOWN_KEYS = {"name", "kind", "description", "predicate", "question", "expected_exit_code", "envs", "timeouts",
               "tags"}


@dataclass
class Task:
    name: str
    folder: Path
    kind: str
    text: str  # the predicate or the question
    envs: list[str]
    expected_exit_code: int | None = None
    description: str = ""
    tags: list[str] = field(default_factory=list)
    timeouts: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_TIMEOUTS))

    @property
    def environment_dir(self) -> Path | None:
        folder = self.folder / "environment"
        return folder if folder.is_dir() else None

    @property
    def verifier(self) -> Path | None:
        path = self.folder / VERIFIER
        return path if path.is_file() else None

    def supports(self, env: str) -> bool:
        return env in self.envs


def load_task(folder: str | Path) -> Task:
    folder = Path(folder)
    path = folder / TASK_FILE
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UsageError(f"{folder} is not a task: it has no {TASK_FILE}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise UsageError(f"{path} is not valid TOML: {err}") from None

    def bad(why: str) -> UsageError:
        return UsageError(f"{path}: {why}")

    unknown = sorted(set(data) - _KNOWN_KEYS)
    if unknown:
        raise bad(f"unknown key {unknown[0]!r} (known: {', '.join(sorted(_KNOWN_KEYS))})")
    name = str(data.get("name") or folder.name)
    if not _NAME.match(name):
        raise bad(f"the name {name!r} must be lower-case letters, digits, '.', '_' or '-'")
    kind = data.get("kind")
    if kind not in KINDS:
        raise bad(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    key = "predicate" if kind == "check" else "question"
    text = data.get(key)
    if not isinstance(text, str) or not text.strip():
        raise bad(f"a {kind} task needs a non-empty {key}")
    expected = data.get("expected_exit_code")
    if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool) or expected not in range(4)):
        raise bad("expected_exit_code must be 0, 1, 2 or 3")
    envs = data.get("envs", ["namespace"])
    if not isinstance(envs, list) or not envs or any(env not in ENV_KINDS for env in envs):
        raise bad(f"envs must be a non-empty list of {', '.join(ENV_KINDS)}")
    timeouts = dict(DEFAULT_TIMEOUTS)
    for label, value in (data.get("timeouts") or {}).items():
        if label not in DEFAULT_TIMEOUTS or not isinstance(value, (int, float)) or value <= 0:
            raise bad(f"timeouts.{label} is not one of {', '.join(DEFAULT_TIMEOUTS)} with a positive number")
        timeouts[label] = float(value)
    task = Task(name=name, folder=folder, kind=kind, text=text.strip(), envs=list(envs), expected_exit_code=expected,
                description=str(data.get("description", "")), tags=list(data.get("tags", [])), timeouts=timeouts)
    if kind == "check" and expected is None and task.verifier is None:
        raise bad("a check task needs expected_exit_code or a tests/test.sh verifier")
    if kind == "ask" and task.verifier is None:
        raise bad(f"an ask task needs a verifier in {VERIFIER}")
    return task


def discover(tasks_dir: str | Path) -> list[Task]:
    """One task folder, or every folder with a task.toml directly under tasks_dir, by name."""
    tasks_dir = Path(tasks_dir)
    if not tasks_dir.is_dir():
        raise UsageError(f"{tasks_dir} is not a folder of tasks")
    if (tasks_dir / TASK_FILE).is_file():
        return [load_task(tasks_dir)]
    tasks = [load_task(child) for child in sorted(tasks_dir.iterdir()) if (child / TASK_FILE).is_file()]
    if not tasks:
        raise UsageError(f"{tasks_dir} holds no tasks (no */{TASK_FILE})")
    names = [task.name for task in tasks]
    duplicate = next((name for name in names if names.count(name) > 1), None)
    if duplicate:
        raise UsageError(f"two tasks in {tasks_dir} are named {duplicate!r}")
    return tasks
