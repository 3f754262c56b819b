"""`reos check` and `reos ask` as processes, against the scripted model server."""

from __future__ import annotations

import json

import pytest

from .model_server import action, tool


@pytest.mark.parametrize("code,word", [(0, "TRUE"), (1, "FALSE"), (2, "POORLY POSED"), (3, "CANNOT DETERMINE")])
def test_check_exit_codes_and_one_line(run_reos, model_server, code, word):
    server = model_server([tool("linux_system_info"),
                           action("done", exit_code=code, explanation="the load average is 0.2", citations=["e1"])])
    done = run_reos("check", "the load average is below 4", env={"REOS_OLLAMA_URL": server.url})
    assert done.returncode == code, done.stderr
    assert done.stdout.strip() == f"{word}: the load average is 0.2"


def test_check_json_evidence_file_and_quiet(run_reos, model_server, tmp_path):
    bundle = tmp_path / "bundle.json"
    server = model_server([tool("linux_system_info"), action("done", exit_code=0, explanation="ok", citations=["e1"]),
                           tool("linux_system_info"), action("done", exit_code=0, explanation="ok", citations=["e1"])])
    env = {"REOS_OLLAMA_URL": server.url}
    done = run_reos("check", "load is low", "--json", "--evidence", str(bundle), env=env)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["verdict"] == "true" and out["exit_code"] == 0 and out["iterations"] == 2
    assert [e["id"] for e in out["evidence"]] == ["e1"] and out["evidence"][0]["tool"] == "linux_system_info"
    saved = json.loads(bundle.read_text())
    assert saved["reos_evidence"] == 1 and saved["question"] == "load is low"
    assert {e["id"] for e in saved["evidence"]} == {"s0", "e1"}
    quiet = run_reos("check", "load is low", "-q", env=env)
    assert quiet.returncode == 0 and quiet.stdout == "" and quiet.stderr == ""


def test_check_with_a_dead_server_and_no_fallback_is_3_in_one_line(run_reos, reos_home):
    (reos_home / "config.toml").write_text("offline_fallback = false\n")
    done = run_reos("check", "nginx is running", env={"REOS_OLLAMA_URL": "http://127.0.0.1:9"})
    assert done.returncode == 3
    assert "not reachable" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout.startswith("CANNOT DETERMINE")


def test_check_with_a_missing_api_key_names_the_variable(run_reos):
    done = run_reos("check", "nginx is running", "--provider", "anthropic", env={"ANTHROPIC_API_KEY": ""})
    assert done.returncode == 3
    assert "ANTHROPIC_API_KEY" in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_empty_predicate_is_poorly_posed(run_reos):
    done = run_reos("check", "  ")
    assert done.returncode == 2 and done.stdout.startswith("POORLY POSED")
