"""REOS_TARGET and the file sandbox on an environment's /proc/PID/root, with real namespaces."""

from __future__ import annotations

import json
import os
import socket

import pytest

from reos_desktop.envs.factory import create_environment
from reos_desktop.errors import UsageError
from reos_desktop.target import LocalTarget, from_environment
from reos_desktop.tools import sandbox


@pytest.fixture
def environment(namespace_ready, tmp_path):
    setup = tmp_path / "environment"
    setup.mkdir()
    (setup / "setup.sh").write_text("echo inside > /etc/reos-target-marker\nhostname reos-target-box\n")
    env = create_environment("namespace", setup, "targets", "t1")
    env.start()
    yield env
    env.stop()


def test_reos_target_values():
    assert isinstance(from_environment(""), LocalTarget) and isinstance(from_environment("local"), LocalTarget)
    for bad in ("pid:abc", "pid:0", "container:web", "pid:-3"):
        with pytest.raises(UsageError, match="is not a target"):
            from_environment(bad)
    with pytest.raises(UsageError, match="there is no process 999999999"):
        from_environment("pid:999999999")
    target = from_environment(f"pid:{os.getpid()}")
    assert target.root.base.as_posix() == f"/proc/{os.getpid()}/root" and target.live is False
    assert target.argv_prefix()[:3] == ["nsenter", "-t", str(os.getpid())]


def test_the_sandbox_accepts_files_of_the_environment_and_refuses_the_hosts(environment):
    root = environment.target().root
    inside, host = sandbox.check("linux_file_read", "/etc/reos-target-marker", root)
    assert inside == "/etc/reos-target-marker"
    fd = os.open(host, os.O_RDONLY)
    try:
        sandbox.check_open_fd("linux_file_read", fd, root)  # the environment's file: accepted
        assert os.read(fd, 100) == b"inside\n"
    finally:
        os.close(fd)
    # The host's /etc/hostname reads back as /etc/hostname too; only its mount tells it is not the environment's.
    fd = os.open("/etc/hostname", os.O_RDONLY)
    try:
        with pytest.raises(UsageError, match="is not on the target's file systems"):
            sandbox.check_open_fd("linux_file_read", fd, root)
    finally:
        os.close(fd)
    # A secret store inside the environment is still refused after opening.
    fd = os.open(str(root.path("/etc/shadow")), os.O_RDONLY)
    try:
        with pytest.raises(UsageError, match="password hashes"):
            sandbox.check_open_fd("linux_file_read", fd, root)
    finally:
        os.close(fd)


def test_tools_and_the_collector_read_the_environment_through_reos_target(environment, run_reos):
    assert socket.gethostname() != "reos-target-box" and not os.path.exists("/etc/reos-target-marker")
    env = {"REOS_TARGET": f"pid:{environment.pid}"}
    done = run_reos("tool", "linux_file_read", "path=/etc/reos-target-marker", "--json", env=env)
    assert done.returncode == 0, done.stderr
    assert "inside" in done.stdout
    done = run_reos("check", "--provider", "offline", "--json", "hostname is reos-target-box", env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(done.stdout)["verdict"] == "true"
    # A bad target is a usage error (2) for a command; `check` keeps its contract: 3, cannot determine.
    done = run_reos("tool", "linux_file_read", "path=/etc/hostname", env={"REOS_TARGET": "pid:x"})
    assert done.returncode == 2 and "is not a target" in done.stderr and "Traceback" not in done.stderr
    done = run_reos("check", "--provider", "offline", "hostname is reos-target-box", env={"REOS_TARGET": "pid:x"})
    assert done.returncode == 3 and "is not a target" in done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
