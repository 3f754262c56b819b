"""The desktop entry and the autostart entry: valid, named by the app id, and every Exec is a command line
`reos` really accepts."""

from __future__ import annotations

import os
import subprocess

import pytest

from reos_desktop import APP_ID
from reos_desktop.cli.main import build_parser
from reos_desktop.integration import exec_argv

from .conftest import PACKAGING, need, read_entry

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ENTRY = PACKAGING / f"{APP_ID}.desktop"
AUTOSTART = PACKAGING / "autostart" / f"{APP_ID}.desktop"


@pytest.mark.parametrize("path", [ENTRY, AUTOSTART], ids=["menu", "autostart"])
def test_entries_pass_desktop_file_validate(path):
    result = subprocess.run([need("desktop-file-validate", "desktop-file-utils"), str(path)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout + result.stderr


def test_menu_entry_keys():
    entry = read_entry(ENTRY.read_text())["Desktop Entry"]
    assert entry["Icon"] == APP_ID
    assert entry["Categories"] == "System;Monitor;Qt;"
    assert entry["Terminal"] == "false"
    assert entry["Actions"].rstrip(";").split(";") == ["quick-ask", "check"]


def _exec_lines(path):
    groups = read_entry(path.read_text())
    return {group: values["Exec"] for group, values in groups.items() if "Exec" in values}


def test_every_exec_is_a_reos_command_line_the_parser_accepts():
    parser = build_parser()
    lines = {**_exec_lines(ENTRY), **{f"autostart {k}": v for k, v in _exec_lines(AUTOSTART).items()}}
    assert len(lines) == 4  # main, two actions, autostart
    for group, value in lines.items():
        argv = exec_argv(value)
        assert argv[0] == "reos", group
        args = parser.parse_args(argv[1:])  # exits (fails the test) on an option `reos gui` does not have
        assert args.command == "gui", group


def test_actions_and_autostart_ask_for_what_they_promise():
    parser = build_parser()
    groups = read_entry(ENTRY.read_text())
    quick = parser.parse_args(exec_argv(groups["Desktop Action quick-ask"]["Exec"])[1:])
    assert quick.quick_ask is True
    autostart = read_entry(AUTOSTART.read_text())["Desktop Entry"]
    assert parser.parse_args(exec_argv(autostart["Exec"])[1:]).minimized is True
    assert autostart["NoDisplay"] == "true"


@pytest.mark.gui
def test_startup_wm_class_is_the_window_class_qt_sets(qapp):
    # On X11 Qt sets WM_CLASS's class to applicationName(); on Wayland the app id is desktopFileName().
    import reos_desktop.ui  # noqa: F401  (pydantic before Qt; see reos_desktop/ui/__init__.py)
    from reos_desktop.ui.app import make_application

    app = make_application()
    entry = read_entry(ENTRY.read_text())["Desktop Entry"]
    assert entry["StartupWMClass"] == app.applicationName()
    assert app.desktopFileName() == APP_ID == ENTRY.stem


@pytest.mark.gui
def test_one_app_id_everywhere(qapp):
    import json
    import xml.etree.ElementTree as ET

    from reos_desktop.ui.single_instance import server_name

    entry = read_entry(ENTRY.read_text())["Desktop Entry"]
    metainfo = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    flatpak_lines = (PACKAGING / "flatpak" / f"{APP_ID}.yml").read_text().splitlines()
    flatpak = json.loads("\n".join(line for line in flatpak_lines if not line.lstrip().startswith("#")))
    assert {ENTRY.stem, AUTOSTART.stem, entry["Icon"], metainfo.findtext("id"), metainfo.findtext("icon"),
            flatpak["id"]} == {APP_ID}
    assert server_name().startswith(f"{APP_ID}-")
