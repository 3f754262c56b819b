"""Every packaging test gets its own XDG data and config folders: nothing here may touch the real
~/.local/share/applications or ~/.config/autostart."""

from __future__ import annotations

import shutil
import struct
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"


@pytest.fixture(autouse=True)
def xdg_homes(tmp_path, monkeypatch) -> tuple[Path, Path]:
    data, config = tmp_path / "xdg-data", tmp_path / "xdg-config"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    return data, config


def need(program: str, package: str) -> str:
    """The path of a validator the tests rely on; a missing one fails with what to install (not a skip)."""
    path = shutil.which(program)
    assert path, f"{program} is not installed: apt-get install {package}"
    return path


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from the PNG header (the IHDR chunk always comes first)."""
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def read_entry(text: str) -> dict[str, dict[str, str]]:
    """A desktop entry as {group: {key: value}}."""
    groups: dict[str, dict[str, str]] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("[") and line.endswith("]"):
            current = groups.setdefault(line[1:-1], {})
        elif "=" in line and current is not None and not line.startswith("#"):
            key, value = line.split("=", 1)
            current[key.strip()] = value.strip()
    return groups
