"""Where ReOS keeps its files.

`REOS_HOME` puts config, data and cache in one folder (tests point it at a temporary folder);
otherwise the XDG base directories are used.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_DIR_NAME = "reos"


def _reos_home() -> Path | None:
    value = os.environ.get("REOS_HOME")
    return Path(value).expanduser() if value else None


def _xdg(var: str, fallback: str) -> Path:
    value = os.environ.get(var)
    base = Path(value) if value and os.path.isabs(value) else Path.home() / fallback
    return base / APP_DIR_NAME


def config_dir() -> Path:
    home = _reos_home()
    return home if home else _xdg("XDG_CONFIG_HOME", ".config")


def data_dir() -> Path:
    home = _reos_home()
    return home / "data" if home else _xdg("XDG_DATA_HOME", ".local/share")


def cache_dir() -> Path:
    home = _reos_home()
    return home / "cache" if home else _xdg("XDG_CACHE_HOME", ".cache")


def config_file() -> Path:
    return config_dir() / "config.toml"


def database_file() -> Path:
    """The one SQLite file: snapshot history, evidence and sessions."""
    return data_dir() / "reos.db"


def ensure_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    return path


def project_root() -> Path:
    """The source checkout (or installed package) folder that holds resources/ and packaging/."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent, here / "_data"):
        if (candidate / "resources").is_dir():
            return candidate
    return here.parent


def resources_dir() -> Path:
    return project_root() / "resources"


def packaging_dir() -> Path:
    return project_root() / "packaging"
