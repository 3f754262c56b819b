"""Offline answers the certainty review found wrong, against this machine's real state: an interface asked
about like a service, a program that runs under a versioned name, the accounts line of nsswitch.conf, and
the port-owner sentence's agreement."""

from __future__ import annotations

import os
import random
import shutil
import string
import subprocess
import time
from pathlib import Path

import pytest

from reos_desktop.agent.events import TurnFinished
from reos_desktop.agent.loop import Agent
from reos_desktop.agent.offline import answer_offline
from reos_desktop.check import evaluate_predicate, numbered_runner
from reos_desktop.config import Settings
from reos_desktop.evidence.models import EvidenceItem
from reos_desktop.state.collector import collect

pytestmark = pytest.mark.usefixtures("reos_home")


def ask(question: str):
    events = list(Agent(Settings(provider="offline")).ask(question))
    assert isinstance(events[-1], TurnFinished)
    return events[-1].result


def test_an_interface_is_answered_as_an_interface():
    result = ask("is lo up?")
    fresh = next(i for i in result.evidence if i.tool == "linux_network_info")
    lo = next(i for i in fresh.data["interfaces"] if i["name"] == "lo")
    state = "up" if lo["is_up"] else "down"
    assert result.answer.splitlines()[0] == f"lo is a network interface; it is {state} [{fresh.id}]."
    assert f"lo has addresses {', '.join(lo['addresses'])} [{fresh.id}]." in result.answer
    assert "running" not in result.answer and "service" not in result.answer
    assert result.metadata["intent"] == "interface_status"
    assert all(c.status == "verified" for c in result.verification.claims)


@pytest.fixture
def program(tmp_path):
    """A real process whose name (comm) is a made-up program name without a version: 'rcfamxyz…'."""
    name = "rcfam" + "".join(random.choices(string.ascii_lowercase, k=8))
    binary = tmp_path / name
    shutil.copy(shutil.which("sleep"), binary)
    os.chmod(binary, 0o755)
    proc = subprocess.Popen([str(binary), "300"])
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and Path(f"/proc/{proc.pid}/comm").read_text().strip() != name:
        time.sleep(0.02)
    yield name, proc
    proc.kill()
    proc.wait(timeout=10)


def test_a_versioned_name_of_a_running_program_is_never_called_not_running(program):
    name, proc = program
    snap = collect("/")
    for asked in (f"{name}3", f"{name}3.11"):
        verdict = evaluate_predicate(f"process {asked} is running", numbered_runner(), snap)
        assert verdict.exit_code == 3, verdict.explanation
        assert f"processes named {name} run (PID {proc.pid})" in verdict.explanation
        assert evaluate_predicate(f"process {asked} is not running", numbered_runner(), snap).exit_code == 3
    assert evaluate_predicate(f"process {name} is running", numbered_runner(), snap).exit_code == 0
    answer = ask(f"is {name}3 running?").answer
    assert f"{name}3 is not running" not in answer
    assert f"no process is named exactly {name}3, but processes named {name} run (PID {proc.pid})" in answer


def test_the_accounts_line_of_nsswitch_is_said_as_it_is():
    nsswitch = Path("/etc/nsswitch.conf")
    if not nsswitch.exists():
        pytest.skip("this machine has no /etc/nsswitch.conf")
    line = next((ln for ln in nsswitch.read_text().splitlines() if ln.startswith("passwd:")), None)
    verdict = evaluate_predicate("user rc-nobody-here-42 exists", numbered_runner(), collect("/"))
    assert "comes only from local files" not in verdict.explanation
    if line is not None and verdict.exit_code == 1:
        sources = sorted(set(line.split(":", 1)[1].split()))
        assert f"/etc/nsswitch.conf takes passwd {'only ' if 'systemd' not in sources else ''}from " \
               f"{' and '.join(sources)}" in verdict.explanation


def test_port_owner_sentence_agrees_with_its_count():
    """Sockets whose owner is hidden cannot be made on this machine as root: a recorded reading."""
    data = {"interfaces": [], "connections": [],
            "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 2049, "process": None, "pid": None}],
            "unreadable": {"owning process": "3 sockets have no owner visible from here (kernel sockets, or "
                                             "processes in another PID namespace)"}}

    def run_tool(name, args):
        assert name == "linux_network_info"
        return EvidenceItem(id="e1", kind="tool", tool=name, args=args, collected_at="2026-11-22T08:00:00+00:00",
                            complete=False, data=data)

    answer = answer_offline("what is listening on port 2049?", run_tool)
    assert answer is not None
    assert ("1 socket on port 2049 has no owner visible from here (kernel sockets, or processes in another PID "
            "namespace) [e1].") in answer.answer
    assert "sockets have" not in answer.answer
