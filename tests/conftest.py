"""Shared fixtures: every test gets its own REOS_HOME, so no test touches the user's real files."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def reos_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "reos-home"
    home.mkdir()
    monkeypatch.setenv("REOS_HOME", str(home))
    for var in ("REOS_PROVIDER", "REOS_MODEL", "REOS_OLLAMA_URL", "OLLAMA_HOST", "REOS_OPENAI_URL"):
        monkeypatch.delenv(var, raising=False)
    return home


@pytest.fixture
def run_reos(reos_home):
    """Run the real `reos` command as a separate process; returns CompletedProcess."""
    import subprocess

    def run(*args: str, input: str | None = None, timeout: float = 60, env: dict | None = None):
        full_env = dict(os.environ, REOS_HOME=str(reos_home), PYTHONPATH=str(REPO))
        if env:
            full_env.update(env)
        return subprocess.run([sys.executable, "-m", "reos_desktop", *args], capture_output=True, text=True,
                              input=input, timeout=timeout, env=full_env, cwd=str(REPO))

    return run


@pytest.fixture
def model_server():
    """Start scripted model servers (tests/agent/model_server.py) for a test; all stop afterwards."""
    from agent.model_server import ScriptedModelServer

    servers = []

    def start(replies, **kw):
        server = ScriptedModelServer(replies, **kw).__enter__()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.__exit__(None, None, None)
