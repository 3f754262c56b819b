"""systemd and log parsing: recorded systemctl/journal output, a real journal made by the test (read by the
real journalctl), and real syslog files written by the test. No systemd runs as PID 1 here."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from reos_desktop.state.root import Root
from reos_desktop.tools import logfiles
from reos_desktop.tools import systemd_parse as sp
from reos_desktop.tools.registry import get_registry

RECORDED = Path(__file__).resolve().parent.parent / "data" / "recorded"
JOURNAL_REMOTE = "/lib/systemd/systemd-journal-remote"


@dataclass
class RootTarget:
    """A mounted image or container root: files are read under it, nothing runs inside it."""

    root: Root
    name: str = "root"
    live: bool = False

    def argv_prefix(self) -> list[str]:
        return []


def test_systemctl_show_blocks():
    units = {u["unit"]: u for u in sp.parse_show((RECORDED / "systemctl_show.txt").read_text())}
    assert units["nginx.service"] == {
        "unit": "nginx.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 1234, "active_since": "2026-11-21T07:47:12+00:00",
        "description": "A high performance web server and a reverse proxy server"}
    assert units["docker.service"]["active_state"] == "failed" and units["docker.service"]["main_pid"] is None
    assert units["docker.service"]["active_since"] is None  # a failed unit is not active since anything
    assert units["apt-daily.service"]["sub_state"] == "dead"
    assert units["nosuch.service"]["load_state"] == "not-found" and units["nosuch.service"]["unit_file_state"] is None


def test_systemctl_list_units_and_names():
    units = sp.parse_list_units((RECORDED / "systemctl_list_units.txt").read_text())
    assert [u["unit"] for u in units][:3] == ["apt-daily.service", "cron.service", "docker.service"]
    assert units[2]["active_state"] == "failed" and units[-1]["load_state"] == "not-found"
    assert sp.unit_name("nginx") == "nginx.service" and sp.unit_name("cups.socket") == "cups.socket"
    assert sp.parse_timestamp("@1795340832") == "2026-11-22T09:47:12+00:00"
    assert sp.parse_timestamp("n/a") is None and sp.parse_timestamp("") is None


def test_journal_json_lines():
    entries = sp.parse_journal_json((RECORDED / "journalctl_nginx.json").read_text())
    assert len(entries) == 4
    assert entries[0]["priority"] == "err" and entries[0]["unit"] == "nginx.service" and entries[0]["pid"] == 1234
    assert entries[0]["time"] == "2026-11-21T22:26:40+00:00"
    assert entries[1]["unit"] == "init.scope" and entries[1]["identifier"] == "systemd"
    assert entries[2]["message"].startswith("not utf8: ") and entries[2]["priority"] == "warning"


def _export_entry(when: datetime, unit: str, ident: str, priority: int, message: str, n: int) -> str:
    micros = int(when.timestamp() * 1_000_000)
    return "\n".join([f"__CURSOR=s=0;i={n}", f"__REALTIME_TIMESTAMP={micros}", f"__MONOTONIC_TIMESTAMP={micros}",
                      "_BOOT_ID=0123456789abcdef0123456789abcdef", "_MACHINE_ID=0123456789abcdef0123456789abcdef",
                      "_HOSTNAME=testhost", f"_SYSTEMD_UNIT={unit}", f"SYSLOG_IDENTIFIER={ident}",
                      f"PRIORITY={priority}", f"_PID={2000 + n}", f"MESSAGE={message}", "", ""])


@pytest.fixture
def journal_root(tmp_path):
    """A real journal file, written by systemd-journal-remote from the export format."""
    if not Path(JOURNAL_REMOTE).exists():
        pytest.skip("systemd-journal-remote is not installed (apt-get install systemd-journal-remote)")
    now = datetime.now(timezone.utc)
    rows = [(now - timedelta(hours=3), "nginx.service", "nginx", 6, "old start, outside the window")]
    rows += [(now - timedelta(minutes=50 - i), "nginx.service", "nginx", 6, f"request {i} served") for i in range(30)]
    rows += [(now - timedelta(minutes=10), "nginx.service", "nginx", 3, "connect() failed (111: Connection refused)"),
             (now - timedelta(minutes=9), "ssh.service", "sshd", 6, "Accepted publickey for alice"),
             (now - timedelta(minutes=8), "nginx.service", "nginx", 6, "debug dump password=hunter2-planted")]
    export = "".join(_export_entry(*row, n) for n, row in enumerate(rows))
    folder = tmp_path / "var" / "log" / "journal" / "0123456789abcdef0123456789abcdef"
    folder.mkdir(parents=True)
    subprocess.run([JOURNAL_REMOTE, "-o", str(folder / "remote.journal"), "-"], input=export.encode(),
                   check=True, capture_output=True, timeout=30)
    return tmp_path


def _logs(root: Path, **args):
    return get_registry().run("linux_recent_logs", args, target=RootTarget(Root(root)))


def test_real_journal_read_by_journalctl(journal_root):
    item = _logs(journal_root, since_minutes=60)
    assert item.data["source"] == "journal" and item.error is None
    messages = [e["message"] for e in item.data["entries"]]
    assert "old start, outside the window" not in messages and len(messages) == 33
    assert messages[-1] == "debug dump password=[REDACTED]"
    assert "hunter2-planted" not in item.model_dump_json()
    assert item.invocation[0].startswith("journalctl -o json --no-pager -q -r --since=@")
    assert f"--root={journal_root}" in item.invocation[0]
    assert item.complete

    errors = _logs(journal_root, unit="nginx", priority="error")
    assert [e["message"] for e in errors.data["entries"]] == ["connect() failed (111: Connection refused)"]
    assert errors.data["entries"][0]["priority"] == "err" and errors.data["unit"] == "nginx.service"

    grep = _logs(journal_root, grep="PUBLICKEY")
    assert [e["unit"] for e in grep.data["entries"]] == ["ssh.service"]

    tail = _logs(journal_root, limit=5)
    assert [e["message"] for e in tail.data["entries"]][-1].startswith("debug dump")
    assert len(tail.data["entries"]) == 5 and tail.complete is False
    assert tail.data["truncated"]["entries"].startswith("(1 earlier entries not shown; use since_minutes=")


def _syslog_line(when: datetime, text: str) -> str:
    local = when.astimezone()
    return f"{local.strftime('%b')} {local.day:2d} {local.strftime('%H:%M:%S')} corellia {text}\n"


def test_syslog_files_when_there_is_no_journal(tmp_path):
    now = datetime.now(timezone.utc)
    log = tmp_path / "var" / "log"
    log.mkdir(parents=True)
    (log / "syslog").write_text(
        _syslog_line(now - timedelta(hours=2), "nginx[10]: too old")
        + _syslog_line(now - timedelta(minutes=30), "systemd[1]: Started nginx.service - web server.")
        + _syslog_line(now - timedelta(minutes=20), "nginx[11]: upstream timed out")
        + _syslog_line(now - timedelta(minutes=10), f"backup[12]: using https://u:{'S3cr3tPw'}@store/x")
        + "  a continuation line\n")
    (log / "auth.log").write_text(_syslog_line(now - timedelta(minutes=5), "sshd[13]: Accepted password for bob"))
    item = _logs(tmp_path)
    assert item.data["source"] == "file" and item.data["files"] == ["/var/log/syslog", "/var/log/auth.log"]
    messages = [e["message"] for e in item.data["entries"]]
    assert messages == ["Started nginx.service - web server.", "upstream timed out",
                        "using https://u:[REDACTED]@store/x\n  a continuation line", "Accepted password for bob"]
    assert item.data["entries"][1]["identifier"] == "nginx" and item.data["entries"][1]["priority"] is None

    nginx = _logs(tmp_path, unit="nginx", priority="err")
    assert [e["message"] for e in nginx.data["entries"]] == messages[:2]
    assert nginx.data["priority_filter"].startswith("not applied")
    assert "program name matches the unit" in nginx.data["unit_match"]


def test_no_journal_and_no_syslog_says_so(tmp_path):
    item = _logs(tmp_path)
    assert item.error.startswith("no logs to read: systemd is not running on this machine and there is no journal, "
                                 "and no syslog file in /var/log (looked for syslog, messages")


def test_syslog_formats_of_other_distributions():
    now = datetime(2026, 11, 22, 12, 0, tzinfo=timezone.utc)
    ubuntu = logfiles.parse_syslog_lines((RECORDED / "syslog_ubuntu2404_rfc3339.log").read_text().splitlines(), now)
    assert len(ubuntu) == 6
    assert ubuntu[0] == {"time": "2026-11-21T07:46:58+00:00", "host": "corellia", "identifier": "systemd", "pid": 1,
                         "message": "Starting ssh.service - OpenBSD Secure Shell server..."}
    assert ubuntu[3]["time"] == "2026-11-21T06:50:01+00:00"  # +01:00 converted to UTC
    assert ubuntu[4]["identifier"] == "kernel" and ubuntu[4]["pid"] is None
    assert ubuntu[5]["message"].endswith("\n  continuation of the previous message")
    fedora = logfiles.parse_syslog_lines((RECORDED / "messages_fedora_traditional.log").read_text().splitlines(), now)
    assert [e["identifier"] for e in fedora] == ["systemd", "sshd", "NetworkManager", "dnf", "kernel"]
    assert fedora[-1]["time"].startswith("2025-12-31")  # no year in the line, and Dec 31 2026 is in the future
    assert logfiles.identifier_matches_unit("sshd", "", "ssh.service")
    assert not logfiles.identifier_matches_unit("cron", "", "nginx.service")


def test_planted_secrets_in_log_messages_never_come_back(tmp_path):
    from . import secrets_planted as planted

    now = datetime.now(timezone.utc)
    log = tmp_path / "var" / "log"
    log.mkdir(parents=True)
    lines = [_syslog_line(now - timedelta(minutes=30 - i), f"app[{100 + i}]: {text}")
             for i, text in enumerate(planted.TEXT.splitlines())]
    (log / "syslog").write_text("".join(lines))
    item = _logs(tmp_path, limit=2000)
    assert len(item.data["entries"]) >= 8
    assert planted.leaked(item.model_dump_json()) == []
    assert item.data["redactions"] >= 10
