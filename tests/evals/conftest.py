"""Fixtures for the harness tests: the shared environment cache and a way to write small tasks."""

from __future__ import annotations

from pathlib import Path

import pytest

# The environment tests' shared build cache and readiness check, so both folders build one root filesystem.
from envs.conftest import namespace_ready, shared_env_cache  # noqa: F401  (fixtures, used by name)

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def make_task(tmp_path):
    """make_task(name, toml, setup=None, verifier=None) -> the task folder under tmp_path/tasks."""

    def make(name: str, toml: str, setup: str | None = None, verifier: str | None = None) -> Path:
        folder = tmp_path / "tasks" / name
        (folder / "environment").mkdir(parents=True)
        (folder / "task.toml").write_text(toml)
        if setup is not None:
            (folder / "environment" / "setup.sh").write_text(setup)
        if verifier is not None:
            (folder / "tests").mkdir()
            (folder / "tests" / "test.sh").write_text(verifier)
        return folder

    return make
