"""Fixtures for the harness tests: the shared environment cache and a way to write small tasks."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

SHARED_CACHE = Path(os.environ.get("REOS_ENV_CACHE")
                    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "reos" / "envs")
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def shared_env_cache(monkeypatch) -> Path:
    monkeypatch.setenv("REOS_ENV_CACHE", str(SHARED_CACHE))
    return SHARED_CACHE


@pytest.fixture
def namespace_ready():
    if os.geteuid() != 0:
        pytest.skip("the environments mount overlays and create namespaces, which needs root")
    for binary, package in (("bwrap", "bubblewrap"), ("nsenter", "util-linux")):
        if not shutil.which(binary):
            pytest.skip(f"{binary} is not installed (apt-get install {package})")


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
