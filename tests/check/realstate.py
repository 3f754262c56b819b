"""Real things for check and offline tests: a steady-state snapshot of this machine, numbered tool runs,
processes with unique names, listening sockets and HTTP servers on 127.0.0.1."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import uuid
from contextlib import contextmanager
from pathlib import Path

from reos_desktop.check.runner import NumberedRunner


def snapshot():
    from reos_desktop.state.collector import collect

    return collect("/")


def runner() -> NumberedRunner:
    return NumberedRunner()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def tcp_listener(address: str = "127.0.0.1"):
    """A real listening TCP socket in this process; yields its port."""
    sock = socket.socket(socket.AF_INET6 if ":" in address else socket.AF_INET)
    sock.bind((address, 0))
    sock.listen()
    try:
        yield sock.getsockname()[1]
    finally:
        sock.close()


@contextmanager
def udp_socket():
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    try:
        yield sock.getsockname()[1]
    finally:
        sock.close()


@contextmanager
def http_server():
    """`python -m http.server` on a free port of 127.0.0.1, in its own process; yields (port, Popen)."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd="/tmp")
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    break
            except OSError:
                time.sleep(0.05)
        yield port, proc
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@contextmanager
def named_processes(tmp_path: Path, count: int = 1):
    """`count` sleeping processes whose name (comm) is unique to this test; yields (name, [Popen])."""
    name = "rc" + uuid.uuid4().hex[:10]
    binary = tmp_path / name
    shutil.copy(shutil.which("sleep"), binary)
    os.chmod(binary, 0o755)
    procs = [subprocess.Popen([str(binary), "300"]) for _ in range(count)]
    try:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and not all(_comm(p.pid) == name for p in procs):
            time.sleep(0.02)
        yield name, procs
    finally:
        for proc in procs:
            proc.kill()
            proc.wait(timeout=10)


def _comm(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return ""


def cited_ids_are_evidence(verdict_or_answer) -> None:
    """Every citation is an item the caller got back, and every item's id is cited in the text."""
    ids = {item.id for item in verdict_or_answer.evidence}
    assert set(verdict_or_answer.citations) <= ids, (verdict_or_answer.citations, ids)
    text = getattr(verdict_or_answer, "explanation", None) or getattr(verdict_or_answer, "answer")
    for cid in verdict_or_answer.citations:
        assert f"[{cid}]" in text or f"{cid}]" in text or f"[{cid}," in text, (cid, text)


def nsswitch_redacted(database: str = "passwd") -> bool:
    """Whether the file tool hides the sources of this nsswitch.conf line (then "no such user" is undecidable)."""
    item = runner()("linux_file_read", {"path": "/etc/nsswitch.conf", "limit": 500})
    if item.error:
        return False
    return any(line.startswith(database + ":") and "REDACTED" in line for line in item.data.get("lines") or [])
