"""Build hook (setuptools only, never imported by the app): puts resources/ and packaging/ into the wheel as
reos_desktop/_data/, where paths.project_root() looks when the package is installed, and into the sdist,
so a wheel built from the sdist has them too. pyproject.toml names these classes under [tool.setuptools.cmdclass].
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

DATA_FOLDERS = ("resources", "packaging")
PROJECT_ROOT = Path(__file__).resolve().parent.parent
_SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "reos_desktop" / "_data"
        for folder in DATA_FOLDERS:
            source = PROJECT_ROOT / folder
            if not source.is_dir():
                raise SystemExit(f"reos-desktop build: {source} is missing; the wheel would lack its desktop files")
            shutil.rmtree(target / folder, ignore_errors=True)
            shutil.copytree(source, target / folder, ignore=_SKIP)


class SdistWithData(sdist):
    def make_release_tree(self, base_dir, files) -> None:
        super().make_release_tree(base_dir, files)
        for folder in DATA_FOLDERS:
            destination = Path(base_dir) / folder
            if not destination.exists():
                shutil.copytree(PROJECT_ROOT / folder, destination, ignore=_SKIP)
