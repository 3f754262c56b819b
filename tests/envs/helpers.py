"""Helpers for the environment tests."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest


def require(binary: str, package: str) -> str:
    path = shutil.which(binary)
    if not path:
        pytest.skip(f"{binary} is not installed (apt-get install {package}; scripts/install-env-deps.sh does it)")
    return path


def require_root() -> None:
    if os.geteuid() != 0:
        pytest.skip("the environments mount overlays and create namespaces, which needs root")


def write_task(folder: Path, dockerfile: str | None = None, setup: str | None = None) -> Path:
    """A task's environment/ folder with the given Dockerfile and/or setup.sh."""
    environment = folder / "environment"
    environment.mkdir(parents=True, exist_ok=True)
    if dockerfile is not None:
        (environment / "Dockerfile").write_text(dockerfile)
    if setup is not None:
        (environment / "setup.sh").write_text(setup)
    return environment
