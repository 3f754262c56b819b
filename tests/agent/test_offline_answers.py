"""Offline answers against this machine's real tools: the facts in each answer are compared with values the
test reads independently (its own sockets and processes, statvfs, /proc, dpkg-query, /etc/passwd)."""

from __future__ import annotations

import os
import platform
import re
import subprocess

import pytest

from reos_desktop.agent.offline import answer_offline
from reos_desktop.check.units import fmt_bytes
from tests.check import realstate


@pytest.fixture(scope="module")
def snap():
    return realstate.snapshot()


def ask(question: str, snap, run_tool=None):
    answer = answer_offline(question, run_tool or realstate.runner(), snap)
    assert answer is not None, question
    realstate.cited_ids_are_evidence(answer)
    assert answer.citations, answer.answer
    return answer


def test_what_listens_on_a_port_is_the_real_http_server(snap):
    with realstate.http_server() as (port, proc):
        for question in (f"what is listening on port {port}", f"what's using port {port}?", f"is port {port} open"):
            a = ask(question, snap)
            assert a.intent == "port_owner"
            assert f"Port {port} is open" in a.answer and f"127.0.0.1:{port}" in a.answer
            assert f"PID {proc.pid}" in a.answer, a.answer
        a = ask("what ports are listening", snap)
        assert f"127.0.0.1:{port}" in a.answer and f"PID {proc.pid}" in a.answer
    a = ask(f"what is listening on port {port}", snap)
    assert f"Nothing is listening on port {port} [e1]." in a.answer


def test_is_a_process_running(snap, tmp_path):
    with realstate.named_processes(tmp_path, count=2) as (name, procs):
        a = ask(f"is {name} running?", snap)
        assert a.intent == "service_status"
        assert a.answer.startswith(f"{name} is running with PID")
        assert all(str(p.pid) in a.answer for p in procs)
        a = ask(f"is there a process named {name}", snap)
        assert a.intent == "process_running" and str(procs[0].pid) in a.answer
        a = ask(f"how much memory does {name} use", snap)
        assert a.intent == "process_usage" and "2 processes named" in a.answer
    a = ask(f"is {name} up?", snap)
    assert f"There is no service named {name} on this machine [s0]." in a.answer
    assert f"{name} is not running [e1]." in a.answer


def test_top_processes(snap, tmp_path):
    a = ask("top 3 memory hogs", snap)
    assert a.intent == "top_memory" and len(re.findall(r"^- PID ", a.answer, re.M)) == 3
    a = ask("what is using the cpu", snap)
    assert a.intent == "top_cpu" and "processes by CPU" in a.answer


def test_disk_space_matches_statvfs(snap):
    a = ask("how much free space on /", snap)
    st = os.statvfs("/")
    used = (st.f_blocks - st.f_bfree) * st.f_frsize
    free = st.f_bavail * st.f_frsize
    shown = float(re.search(r"^/ is ([\d.]+)% full", a.answer, re.M).group(1))
    assert abs(shown - used / (used + free) * 100) < 1.0
    assert f"of {fmt_bytes(st.f_blocks * st.f_frsize)}" in a.answer
    a = ask("how much disk space is left on /var/lib", snap)
    if os.path.ismount("/var/lib"):
        assert a.answer.startswith("/var/lib is")
    else:
        assert "/var/lib is on the filesystem mounted at" in a.answer


def _meminfo(key: str) -> int:
    return int(next(line.split()[1] for line in open("/proc/meminfo") if line.startswith(key + ":"))) * 1024


def test_memory_swap_load_uptime(snap):
    a = ask("how much memory is free", snap)
    assert f"used of {fmt_bytes(_meminfo('MemTotal'))}" in a.answer
    a = ask("swap usage", snap)
    swap = _meminfo("SwapTotal")
    assert ("The swap total is 0 bytes" in a.answer) == (swap == 0)
    a = ask("what's the load", snap)
    assert "The 1-minute load average is" in a.answer and "The 15-minute load average is" in a.answer
    a = ask("how long has the machine been up", snap)
    minutes = float(open("/proc/uptime").read().split()[0]) / 60
    assert "The system has been up for" in a.answer
    if minutes < 60:
        assert f"{int(minutes)} minute" in a.answer or f"{int(minutes) + 1} minute" in a.answer


def test_identity_facts(snap):
    assert f"The host name is {platform.node()} [s0]." in ask("what's the hostname", snap).answer
    assert f"The kernel is {platform.release()} [s0]." in ask("which kernel am I running", snap).answer
    pretty = next(line.split("=", 1)[1].strip().strip('"') for line in open("/etc/os-release")
                  if line.startswith("PRETTY_NAME="))
    assert f"The OS is {pretty} [s0]." in ask("what os is this", snap).answer
    assert f"{os.cpu_count()} threads" in ask("how many cores", snap).answer
    resolv = [line.split()[1] for line in open("/etc/resolv.conf") if line.startswith("nameserver")]
    a = ask("what dns servers do I use", snap)
    assert all(server in a.answer for server in resolv)


def test_packages(snap):
    version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "dpkg"], capture_output=True, text=True).stdout
    for question in ("is dpkg installed", "which version of dpkg is installed", "dpkg version"):
        assert f"dpkg {version} is installed [s0]." in ask(question, snap).answer
    a = ask("is rcnosuchpackage installed?", snap)
    assert "rcnosuchpackage is not installed [s0]." in a.answer
    count = len(subprocess.run(["dpkg-query", "-W", "-f", "${db:Status-Abbrev}\n"], capture_output=True,
                               text=True).stdout.split("ii ")) - 1
    a = ask("how many packages are installed", snap)
    shown = int(re.search(r"There are (\d+) packages installed", a.answer).group(1))
    assert abs(shown - count) <= 2  # a package being installed meanwhile by another process


def test_package_history_names_packages_from_the_dpkg_log(snap):
    a = ask("what was installed or upgraded in the last 30 days", snap)
    assert a.intent == "package_history"
    log = open("/var/log/dpkg.log").read() if os.path.exists("/var/log/dpkg.log") else ""
    for package in re.findall(r"^- \S+: (\S+) ", a.answer, re.M):
        assert f" {package}:" in log or f" {package} " in log, package


def test_users_and_groups(snap):
    assert "User root exists, with uid 0 [s0]." in ask("does user root exist", snap).answer
    a = ask("does user rcnobody exist", snap)
    if realstate.nsswitch_redacted():
        assert "rcnobody is not among the" in a.answer and "users in /etc/passwd [s0]." in a.answer
        assert "I could not rule out other account sources" in a.answer
    else:
        assert "User rcnobody does not exist [s0]." in a.answer
    groups = [line.strip().split(":") for line in open("/etc/group")]
    with_members = next((g for g in groups if g[3]), None)
    if with_members:
        a = ask(f"who is in group {with_members[0]}", snap)
        assert all(m in a.answer for m in with_members[3].split(","))
        member = with_members[3].split(",")[0]
        assert ask(f"is {member} in group {with_members[0]}", snap).answer.startswith("Yes: ")
        assert with_members[0] in ask(f"what groups is {member} in", snap).answer
    expected = "Unknown: " if realstate.nsswitch_redacted("group") else "No: "
    assert ask("is root in group rcnogroup", snap).answer.startswith(expected)
    people = [line.split(":")[0] for line in open("/etc/passwd")
              if 1000 <= int(line.split(":")[2]) < 60000 and not line.strip().endswith(("nologin", "false"))]
    a = ask("list login users", snap)
    assert all(f"- {p}: " in a.answer for p in people)


def test_recent_files_under_a_folder(snap, tmp_path):
    (tmp_path / "fresh.conf").write_text("x = 1\n")
    a = ask(f"recently modified files in {tmp_path}", snap)
    assert a.intent == "recent_files" and f"{tmp_path}/fresh.conf was modified at" in a.answer
    empty = tmp_path / "empty"
    empty.mkdir()
    a = ask(f"what files changed under {empty}", snap)
    assert f"No file under {empty} was modified in the last 24 hours" in a.answer


def test_state_diff_between_two_real_snapshots(snap, tmp_path):
    """Two snapshots in a real SQLite store; the older one lacks a package the newer one has."""
    import copy

    from reos_desktop.evidence.canonical import sha256_of
    from reos_desktop.state.history import StateHistory

    history = StateHistory()
    older = copy.deepcopy(snap)
    record = older.sources["packages"]
    removed = sorted(record.fields["installed_packages"])[0]
    record.fields = dict(record.fields, installed_packages={k: v for k, v in record.fields["installed_packages"].items()
                                                             if k != removed})
    record.data_hash = sha256_of(record.fields)
    older.id = None
    history.save(older)
    newer = copy.deepcopy(snap)
    newer.id = None
    history.save(newer)
    history.close()
    a = ask("what changed since the last snapshot", newer)
    assert a.intent == "state_diff"
    assert f"package {removed} {snap.fields['installed_packages'][removed]} was installed" in a.answer
    assert any(e.id == "s0-diff" for e in a.evidence) and "s0-diff" in a.citations


def test_things_that_cannot_be_read_are_said_so(snap):
    if not os.path.isdir("/run/systemd/system"):
        a = ask("which services have failed?", snap)
        assert a.answer.startswith("I could not read service states: systemd is not running")
        unit = next(u for u in snap.fields["available_services"] if not u.endswith("@.service"))
        a = ask(f"is {unit[:-8]} running", snap)
        assert f"I could not read the state of {unit}" in a.answer
        assert "[e1]" in a.answer and "[e2]" in a.answer  # and whether a process of that name runs
    a = ask("any errors in the logs?", snap)
    logs = next(e for e in a.evidence if e.tool == "linux_recent_logs")
    if logs.error:
        assert a.answer.startswith("I could not read the logs: ")


def test_containers_from_recorded_docker_output(snap):
    from tests.check.test_evaluate_recorded import docker_runner

    a = ask("which containers are running", snap, docker_runner())
    assert "There are 3 containers [e1].\n2 of them are running [e1]." in a.answer
    assert "- db:" not in a.answer and "- nextcloud-app-1: running" in a.answer
    a = ask("show all containers", snap, docker_runner())
    assert "- db: exited (Exited (0) 3 days ago), image postgres:16" in a.answer
    a = ask("nextcloud containers", snap, docker_runner())
    assert a.answer.startswith("There is 1 container named like nextcloud [e1].\n1 of them is running [e1].")
    a = ask("is container web running", snap, docker_runner())
    assert "Container web is running (Up 2 hours (healthy))" in a.answer
    assert "0.0.0.0:8080->80/tcp" in a.answer


def test_log_entries_from_a_recorded_journal(snap):
    """This machine has no journal; the entries are those of a recorded one."""
    from reos_desktop.evidence.canonical import now_iso
    from reos_desktop.evidence.models import EvidenceItem

    def run_tool(name, args):
        assert name == "linux_recent_logs" and args["unit"] == "nginx" and args["priority"] == "err"
        return EvidenceItem(id="e1", kind="tool", tool=name, args=args, collected_at=now_iso(), data={
            "source": "journal", "unit": "nginx.service", "entries": [
                {"time": "2026-11-22T09:58:01+00:00", "unit": "nginx.service", "priority": "err",
                 "message": "bind() to 0.0.0.0:80 failed (98: Address already in use)"}]})

    a = ask("errors in the nginx log", snap, run_tool)
    assert "The log of nginx holds 1 entries of error priority or worse" in a.answer
    assert "(98: Address already in use) [e1]" in a.answer


def test_questions_it_does_not_know_give_none(snap):
    for question in ("what is the weather like", "write a haiku about disks", "", "   ", "how do I free disk space",
                     "restart nginx", "why is the load so high"):
        assert answer_offline(question, realstate.runner(), snap) is None
