"""install-desktop / uninstall-desktop and the autostart switch, against temporary XDG folders."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from reos_desktop import APP_ID, integration

from .conftest import need, read_entry


def _exec_program(entry_path: Path) -> list[str]:
    return integration.exec_argv(read_entry(entry_path.read_text())["Desktop Entry"]["Exec"])


def test_install_writes_every_file_where_the_desktop_looks(tmp_path):
    data = tmp_path / "share"
    written = integration.install_desktop(data)
    assert written == integration.installed_files(data)
    assert all(path.is_file() and path.stat().st_size > 0 for path in written)
    expected = {f"applications/{APP_ID}.desktop", f"metainfo/{APP_ID}.metainfo.xml",
                f"icons/hicolor/scalable/apps/{APP_ID}.svg", f"icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg",
                f"icons/hicolor/48x48/apps/{APP_ID}.png", f"icons/hicolor/512x512/apps/{APP_ID}.png",
                "man/man1/reos.1", "bash-completion/completions/reos", "fish/vendor_completions.d/reos.fish"}
    assert expected <= {str(p.relative_to(data)) for p in written}


def test_installed_entry_runs_this_reos_by_absolute_path_and_stays_valid(tmp_path):
    data = tmp_path / "share"
    integration.install_desktop(data)
    entry = data / "applications" / f"{APP_ID}.desktop"
    argv = _exec_program(entry)
    assert os.path.isabs(argv[0]) and os.access(argv[0], os.X_OK)
    assert argv[0] == integration.reos_command()[0]
    # The program it names really is this installation's reos.
    version = subprocess.run([*integration.reos_command(), "--version"], capture_output=True, text=True)
    assert version.returncode == 0 and version.stdout.startswith("reos ")
    groups = read_entry(entry.read_text())
    assert integration.exec_argv(groups["Desktop Action quick-ask"]["Exec"])[1:] == ["gui", "--quick-ask"]
    assert groups["Desktop Entry"]["TryExec"] == argv[0]
    result = subprocess.run([need("desktop-file-validate", "desktop-file-utils"), str(entry)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_exec_quoting_survives_a_path_with_spaces_and_dollars(tmp_path):
    odd = ["/opt/my apps/$HOME\\x/reos"]
    text = integration.with_absolute_exec("[Desktop Entry]\nType=Application\nName=x\nExec=reos gui --minimized\n", odd)
    value = read_entry(text)["Desktop Entry"]["Exec"]
    assert value.startswith('"')
    assert integration.exec_argv(value)[1:] == ["gui", "--minimized"]
    assert integration.exec_argv(value)[0] == odd[0]
    entry = tmp_path / "x.desktop"
    entry.write_text(text)
    result = subprocess.run([need("desktop-file-validate", "desktop-file-utils"), str(entry)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_reinstall_replaces_and_uninstall_removes_only_ours(tmp_path):
    data = tmp_path / "share"
    integration.install_desktop(data)
    neighbour = data / "applications" / "org.example.Other.desktop"
    neighbour.write_text("[Desktop Entry]\n")
    other_icon = data / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    other_icon.write_bytes(b"x")
    assert integration.install_desktop(data) == integration.installed_files(data)  # twice is fine
    removed = integration.uninstall_desktop(data)
    assert removed == integration.installed_files(data)
    assert not any(path.exists() for path in removed)
    assert neighbour.read_text() == "[Desktop Entry]\n" and other_icon.read_bytes() == b"x"
    assert integration.uninstall_desktop(data) == []  # nothing left to remove


def test_defaults_follow_xdg_data_home(xdg_homes):
    data, _ = xdg_homes
    written = integration.install_desktop()
    assert all(data in path.parents for path in written)


def test_autostart_on_off(xdg_homes):
    _, config = xdg_homes
    assert integration.autostart_enabled() is False
    path = integration.set_autostart(True)
    assert path == config / "autostart" / f"{APP_ID}.desktop"
    assert integration.autostart_enabled() is True
    argv = _exec_program(path)
    assert os.path.isabs(argv[0]) and argv[1:] == ["gui", "--minimized"]
    assert integration.set_autostart(False) is None
    assert not path.exists() and integration.autostart_enabled() is False
    assert integration.set_autostart(False) is None  # already off


def test_autostart_entry_switched_off_by_the_desktop_counts_as_off(tmp_path):
    path = integration.set_autostart(True, config_home=tmp_path)
    assert integration.autostart_enabled(tmp_path)
    path.write_text(path.read_text() + "Hidden=true\n")
    assert integration.autostart_enabled(tmp_path) is False


def test_cli_install_and_uninstall_desktop(run_reos, xdg_homes):
    data, config = xdg_homes
    env = {"XDG_DATA_HOME": str(data), "XDG_CONFIG_HOME": str(config)}
    result = run_reos("install-desktop", "--autostart", env=env)
    assert result.returncode == 0, result.stderr
    entry = data / "applications" / f"{APP_ID}.desktop"
    autostart = config / "autostart" / f"{APP_ID}.desktop"
    assert entry.is_file() and autostart.is_file()
    assert str(entry) in result.stdout and str(autostart) in result.stdout
    # python -m reos_desktop is not the reos script: the entry names the reos next to this Python.
    command = integration.reos_command()
    assert _exec_program(entry)[:len(command)] == command
    assert command[0] == str(Path(sys.executable).parent / "reos") or command[1:] == ["-m", "reos_desktop"]
    result = run_reos("uninstall-desktop", env=env)
    assert result.returncode == 0, result.stderr
    assert not entry.exists() and not autostart.exists()
    assert str(entry) in result.stdout
    again = run_reos("uninstall-desktop", env=env)
    assert again.returncode == 0 and "Nothing to remove" in again.stdout


def test_cli_data_home_option_and_a_file_in_its_place(run_reos, tmp_path):
    target = tmp_path / "elsewhere"
    assert run_reos("install-desktop", "--data-home", str(target)).returncode == 0
    assert (target / "applications" / f"{APP_ID}.desktop").is_file()
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    result = run_reos("install-desktop", "--data-home", str(blocker))
    assert result.returncode == 2 and result.stderr.count("\n") == 1 and "is a file" in result.stderr
