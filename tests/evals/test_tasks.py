"""The task format: what loads, what is refused (with the file named), discovery and planning."""

from __future__ import annotations

import pytest

from reos_desktop.errors import UsageError
from reos_desktop.evals.harness import plan, summarise
from reos_desktop.evals.tasks import discover, load_task

from .conftest import REPO


def test_check_task_loads_with_defaults(make_task):
    folder = make_task("unit-x", 'kind = "check"\npredicate = "service x is failed"\nexpected_exit_code = 0\n')
    task = load_task(folder)
    assert (task.name, task.kind, task.text, task.expected_exit_code) == ("unit-x", "check", "service x is failed", 0)
    assert task.envs == ["namespace"]
    assert task.timeouts["agent_sec"] == 180.0
    assert task.environment_dir == folder / "environment"
    assert task.verifier is None


def test_ask_task_needs_a_verifier(make_task):
    folder = make_task("ask-x", 'kind = "ask"\nquestion = "which units failed?"\n')
    with pytest.raises(UsageError, match=r"task.toml: an ask task needs a verifier in tests/test\.sh"):
        load_task(folder)
    (folder / "tests").mkdir()
    (folder / "tests" / "test.sh").write_text("echo 1 > /logs/verifier/reward.txt\n")
    assert load_task(folder).verifier == folder / "tests" / "test.sh"


@pytest.mark.parametrize("toml, why", [
    ('kind = "guess"\npredicate = "x"\n', "kind must be one of check, ask"),
    ('kind = "check"\nexpected_exit_code = 0\n', "needs a non-empty predicate"),
    ('kind = "check"\npredicate = "x"\n', "needs expected_exit_code or a tests/test.sh verifier"),
    ('kind = "check"\npredicate = "x"\nexpected_exit_code = 7\n', "expected_exit_code must be 0, 1, 2 or 3"),
    ('kind = "check"\npredicate = "x"\nexpected_exit_code = 0\nenvs = ["vm"]\n', "envs must be a non-empty list"),
    ('kind = "check"\npredicate = "x"\nexpected_exit_code = 0\nflavour = 1\n', "unknown key 'flavour'"),
    ('kind = "check"\npredicate = "x"\nexpected_exit_code = 0\n[timeouts]\nagent_sec = -1\n', "timeouts.agent_sec"),
    ('kind = "check"\npredicate = \n', "is not valid TOML"),
])
def test_malformed_tasks_are_refused_naming_the_file(make_task, toml, why):
    folder = make_task("bad", toml)
    with pytest.raises(UsageError) as caught:
        load_task(folder)
    assert str(folder / "task.toml") in str(caught.value)
    assert why in str(caught.value)


def test_discover_one_task_or_a_folder_of_them(make_task, tmp_path):
    first = make_task("b-task", 'kind = "check"\npredicate = "x"\nexpected_exit_code = 1\nenvs = ["nspawn"]\n')
    make_task("a-task", 'kind = "check"\npredicate = "y"\nexpected_exit_code = 0\nenvs = ["namespace", "nspawn"]\n')
    (tmp_path / "tasks" / "not-a-task").mkdir()
    assert [t.name for t in discover(tmp_path / "tasks")] == ["a-task", "b-task"]
    assert [t.name for t in discover(first)] == ["b-task"]
    with pytest.raises(UsageError, match="holds no tasks"):
        discover(tmp_path / "tasks" / "not-a-task")
    with pytest.raises(UsageError, match="is not a folder of tasks"):
        discover(tmp_path / "missing")


def test_plan_runs_each_task_on_its_first_env_or_on_the_chosen_one(make_task, tmp_path):
    make_task("a", 'kind = "check"\npredicate = "x"\nexpected_exit_code = 0\nenvs = ["namespace", "nspawn"]\n')
    make_task("b", 'kind = "check"\npredicate = "x"\nexpected_exit_code = 0\nenvs = ["nspawn"]\n')
    tasks = discover(tmp_path / "tasks")
    pairs, left = plan(tasks, None)
    assert [(t.name, env) for t, env in pairs] == [("a", "namespace"), ("b", "nspawn")] and left == []
    pairs, left = plan(tasks, "namespace")
    assert [(t.name, env) for t, env in pairs] == [("a", "namespace")] and [t.name for t in left] == ["b"]


def test_summary_has_exactly_the_documented_keys():
    results = [{"task": "a", "env": "nspawn", "reward": 1.0, "exit_code": 0, "timings": {"total_s": 1.5},
                "result_path": "/r/a/result.json", "verdict": "pass"},
               {"task": "b", "env": "nspawn", "reward": 0.0, "exit_code": 3, "timings": {"total_s": 2.0},
                "result_path": "/r/b/result.json", "verdict": "fail"}]
    summary = summarise(results)
    assert set(summary) == {"trials", "mean_reward", "n"}
    assert summary["n"] == 2 and summary["mean_reward"] == 0.5
    assert set(summary["trials"][0]) == {"task", "env", "reward", "exit_code", "duration_s", "result_path"}
    assert summary["trials"][1]["duration_s"] == 2.0


def test_every_shipped_task_loads_and_covers_the_issue():
    tasks = discover(REPO / "evals" / "tasks")
    assert len(tasks) >= 30
    tags = {tag for task in tasks for tag in task.tags}
    assert {"units", "journal", "disk", "ports", "packages", "users", "processes", "containers", "os", "kernel",
            "mixed"} <= tags
    assert sum(task.kind == "check" for task in tasks) > sum(task.kind == "ask" for task in tasks) > 0
    for task in tasks:
        assert task.environment_dir is not None and (task.environment_dir / "setup.sh").is_file(), task.name
