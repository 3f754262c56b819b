"""The Flatpak manifest cannot be built here; it must parse, use the app id and the PySide6 base app,
justify every sandbox hole in a comment, and name only files that exist."""

from __future__ import annotations

import json
import re

from reos_desktop import APP_ID

from .conftest import PACKAGING, REPO

FLATPAK = PACKAGING / "flatpak"
MANIFEST = FLATPAK / f"{APP_ID}.yml"


def load_manifest() -> tuple[dict, list[str]]:
    """The manifest is YAML in its JSON-compatible flow style: without its comment lines it is JSON."""
    lines = MANIFEST.read_text().splitlines()
    return json.loads("\n".join(line for line in lines if not line.lstrip().startswith("#"))), lines


def test_identity_and_base_app():
    manifest, _ = load_manifest()
    assert manifest["id"] == APP_ID
    assert manifest["base"] == "io.qt.PySide.BaseApp"
    assert manifest["runtime"] == "org.kde.Platform" and manifest["sdk"] == "org.kde.Sdk"
    assert manifest["runtime-version"] == manifest["base-version"]
    assert manifest["command"] == "reos"


def test_the_holes_for_inspecting_the_host_are_there():
    manifest, _ = load_manifest()
    holes = set(manifest["finish-args"])
    assert {"--filesystem=host:ro", "--system-talk-name=org.freedesktop.systemd1",
            "--talk-name=org.freedesktop.Flatpak", "--share=network"} <= holes
    # read-only: no host path is granted read-write
    assert not [h for h in holes if h.startswith("--filesystem=host") and not h.endswith(":ro")]


def test_every_hole_has_a_comment_above_it():
    _, lines = load_manifest()
    start = next(i for i, line in enumerate(lines) if '"finish-args"' in line)
    end = next(i for i in range(start, len(lines)) if lines[i].strip().startswith("]"))
    commented = False
    for line in lines[start + 1:end]:
        stripped = line.strip()
        if stripped.startswith("#"):
            commented = len(stripped) > 20
        elif stripped.startswith('"--'):
            assert commented, f"no comment justifies {stripped}"


def _local_paths(manifest: dict) -> list:
    named = []
    for module in manifest["modules"]:
        if isinstance(module, str):
            named.append(FLATPAK / module)
            continue
        for source in module.get("sources", []):
            if "path" in source:
                named.append((FLATPAK / source["path"]).resolve())
        for command in module.get("build-commands", []):
            for match in re.findall(r"(?:packaging|resources)/[\w./${}-]+", command):
                if "${size}" in match:
                    named += [REPO / match.replace("${size}", str(s)) for s in (16, 22, 24, 32, 48, 64, 128, 256, 512)]
                else:
                    named.append(REPO / match)
    return named


def test_every_file_it_names_exists():
    manifest, _ = load_manifest()
    named = _local_paths(manifest)
    assert REPO in named  # the app module builds from the checkout
    assert len(named) > 10
    missing = [str(path) for path in named if not path.exists()]
    assert not missing, missing


def test_python_dependency_module_pins_every_wheel():
    manifest, _ = load_manifest()
    module_file = next(m for m in manifest["modules"] if isinstance(m, str))
    module = json.loads((FLATPAK / module_file).read_text())
    names = {source["url"].rsplit("/", 1)[1].split("-")[0].lower().replace("_", "-") for source in module["sources"]}
    assert {"psutil", "distro", "httpx", "pydantic", "pydantic-core", "ollama", "platformdirs"} <= names
    for source in module["sources"]:
        assert source["url"].startswith("https://") and re.fullmatch(r"[0-9a-f]{64}", source["sha256"])
    # PySide6 comes from the base app, never from the wheels
    assert not [n for n in names if n.startswith("pyside6") or n.startswith("shiboken")]
