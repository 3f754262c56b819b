"""linux_package_history on the logs of dpkg/apt, dnf and pacman (recorded: this machine only has dpkg)."""

from __future__ import annotations

import gzip
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from reos_desktop.state.root import Root
from reos_desktop.tools import packages
from reos_desktop.tools.registry import get_registry

RECORDED = Path(__file__).resolve().parent.parent / "data" / "recorded"


@dataclass
class RootTarget:
    root: Root
    name: str = "root"
    live: bool = False

    def argv_prefix(self) -> list[str]:
        return []


def _root_with(tmp_path: Path, files: dict[str, str]) -> RootTarget:
    for inside, recorded in files.items():
        host = tmp_path / inside.lstrip("/")
        host.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(RECORDED / recorded, host)
    return RootTarget(Root(tmp_path))


def _history(target, **args):
    return get_registry().run("linux_package_history", dict({"since_days": 3650}, **args), target=target)


def _brief(events):
    return [(e["action"], e["package"], e["from_version"], e["to_version"]) for e in events]


def test_dpkg_log(tmp_path):
    item = _history(_root_with(tmp_path, {"/var/log/dpkg.log": "dpkg.log"}))
    assert item.data["source"] == "dpkg" and item.complete
    assert _brief(item.data["events"]) == [
        ("install", "nginx-common", None, "1.22.1-9"), ("install", "nginx", None, "1.22.1-9"),
        ("upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.17-1~deb12u2"),
        ("upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.17-1~deb12u2"),
        ("remove", "telnet", "0.17+2.4-2", None), ("reinstall", "curl", "7.88.1-10+deb12u8", "7.88.1-10+deb12u8")]
    only = _history(_root_with(tmp_path, {}), package="openssl")
    assert _brief(only.data["events"]) == [("upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.17-1~deb12u2")]
    newest = _history(_root_with(tmp_path, {}), limit=2)
    assert [e["package"] for e in newest.data["events"]] == ["telnet", "curl"] and not newest.complete
    assert newest.data["truncated"]["events"] == ("(4 earlier events not shown; use a smaller since_days= "
                                                  "or package= to narrow)")


def test_rotated_gzip_logs_are_read_while_the_window_reaches_them(tmp_path):
    target = _root_with(tmp_path, {})
    log = tmp_path / "var" / "log"
    log.mkdir(parents=True)
    (log / "dpkg.log").write_text("2026-11-21 08:00:00 install htop:amd64 <none> 3.2.2-2\n")
    with gzip.open(log / "dpkg.log.2.gz", "wt") as handle:
        handle.write((RECORDED / "dpkg.log").read_text())
    item = _history(target)
    assert [e["package"] for e in item.data["events"]][-1] == "htop"
    assert len(item.data["events"]) == 7
    assert item.invocation == ["read /var/log/dpkg.log", "read /var/log/dpkg.log.2.gz"]


def test_apt_history_when_dpkg_log_is_gone(tmp_path):
    item = _history(_root_with(tmp_path, {"/var/log/apt/history.log": "apt_history.log"}))
    assert item.data["source"] == "apt"
    assert _brief(item.data["events"]) == [
        ("install", "nginx-common", None, "1.22.1-9"), ("install", "nginx", None, "1.22.1-9"),
        ("upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.17-1~deb12u2"),
        ("upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.17-1~deb12u2"), ("remove", "telnet", "0.17+2.4-2", None)]


def test_dnf_rpm_log(tmp_path):
    item = _history(_root_with(tmp_path, {"/var/log/dnf.rpm.log": "dnf.rpm.log"}))
    assert item.data["source"] == "dnf"
    assert _brief(item.data["events"]) == [
        ("install", "nginx-filesystem", None, "1:1.24.0-4.fc40"), ("install", "nginx", None, "1:1.24.0-4.fc40"),
        ("upgrade", "openssl-libs", "1:3.2.1-2.fc40", "1:3.2.2-3.fc40"), ("remove", "telnet", "1:0.17-88.fc40", None)]
    assert item.data["events"][0]["time"] == "2026-11-18T09:12:02+00:00"


def test_pacman_log(tmp_path):
    item = _history(_root_with(tmp_path, {"/var/log/pacman.log": "pacman.log"}))
    assert item.data["source"] == "pacman"
    assert _brief(item.data["events"]) == [
        ("install", "nginx", None, "1.26.2-1"), ("upgrade", "openssl", "3.3.2-1", "3.4.0-1"),
        ("remove", "inetutils", "2.5-1", None), ("downgrade", "curl", "8.11.0-1", "8.10.1-2")]


def test_no_package_log_is_an_error(tmp_path):
    item = _history(_root_with(tmp_path, {}))
    assert item.error.startswith("no package manager log found (looked for /var/log/dpkg.log")


def test_this_machines_own_dpkg_log():
    if not Path("/var/log/dpkg.log").exists():
        pytest.skip("this machine keeps no dpkg.log")
    item = get_registry().run("linux_package_history", {"since_days": 3650, "limit": 5})
    assert item.data["source"] == "dpkg" and len(item.data["events"]) <= 5
    times = [e["time"] for e in item.data["events"]]
    assert times == sorted(times)
    assert packages.parse_dpkg_log(["garbage", ""]) == []
