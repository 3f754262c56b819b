"""The namespace backend for real: an overlay of this host's root in fresh namespaces (tens of ms each)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path


import pytest

from reos_desktop.envs.base import EnvironmentError
from reos_desktop.envs.namespace import NamespaceEnvironment
from reos_desktop.state.collector import collect_source
from reos_desktop.state.sources import os_release

from .helpers import write_task

# The interpreter itself, not a virtual environment's link to it: the environment gets a fresh /tmp, so a
# venv that lives under /tmp (as a CI clone may) is not there inside it.
HOST_PYTHON = os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)


@pytest.fixture
def env(namespace_ready):
    environment = NamespaceEnvironment(None, "ns-test", f"t{os.getpid()}-{time.monotonic_ns()}")
    environment.start()
    yield environment
    environment.stop()


def _mounts() -> str:
    return Path("/proc/self/mountinfo").read_text()


def test_exec_returns_output_code_cwd_and_variables(env):
    result = env.exec("echo out; echo err >&2; pwd; echo \"$GREETING\"; exit 7", cwd="/usr/share",
                      env={"GREETING": "hello there"})
    assert result.return_code == 7 and not result.ok
    assert result.stdout == "out\n/usr/share\nhello there\n"
    assert result.stderr == "err\n"
    listed = env.exec(["ls", "-d", "/usr/share"])
    assert listed.ok and listed.stdout.strip() == "/usr/share"


def test_host_variables_do_not_leak_in(env, monkeypatch):
    monkeypatch.setenv("REOS_TEST_SECRET", "s3cr3t-value")
    result = env.exec(["env"])
    assert "s3cr3t-value" not in result.stdout
    assert "PATH=/usr/local/sbin" in result.stdout


def test_a_command_past_its_timeout_is_stopped_and_reported(env):
    started = time.monotonic()
    result = env.exec("sleep 30", timeout_sec=0.5)
    assert result.timed_out and result.return_code == 124
    assert time.monotonic() - started < 20
    assert "sleep 30" not in env.exec(["ps", "-eo", "args"]).stdout


def test_writes_stay_inside_and_vanish_with_the_environment(namespace_ready, tmp_path):
    marker = f"/etc/reos-trial-{os.getpid()}-{time.monotonic_ns()}"
    environment = NamespaceEnvironment(None, "ns-test", "writes")
    environment.start()
    state = str(environment._state)
    try:
        assert environment.exec(["touch", marker]).ok
        assert environment.exec(["test", "-e", marker]).ok
        assert not os.path.exists(marker)
        assert state in _mounts()
    finally:
        environment.stop()
    assert state not in _mounts() and not os.path.exists(state)


def test_own_hostname_pid_space_and_private_loopback(env):
    assert env.exec(["hostname"]).stdout.strip() == env.name
    processes = env.exec(["ps", "-eo", "pid,comm", "--no-headers"]).stdout.split("\n")
    assert len([line for line in processes if line.strip()]) < 6
    assert processes[0].split()[0] == "1"
    # A port opened inside is open there and not on the host's loopback.
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    listener = (f"import socket,time; s=socket.socket(); s.bind(('127.0.0.1',{port})); s.listen(); "
                "time.sleep(60)")
    assert env.exec(f"{HOST_PYTHON} -c \"{listener}\" >/dev/null 2>&1 &").ok
    deadline = time.monotonic() + 10
    while f":{port}" not in env.exec(["ss", "-ltnH"]).stdout and time.monotonic() < deadline:
        time.sleep(0.05)
    assert f"127.0.0.1:{port}" in env.exec(["ss", "-ltnH"]).stdout
    with socket.socket() as client:
        client.settimeout(1)
        assert client.connect_ex(("127.0.0.1", port)) != 0


def test_files_go_in_and_come_out(env, tmp_path):
    source = tmp_path / "in.txt"
    source.write_bytes(b"payload \x00\xff")
    env.upload_file(source, "/tmp/deep/in.txt")
    assert env.exec(["cat", "/tmp/deep/in.txt"]).stdout.startswith("payload")
    env.download_file("/tmp/deep/in.txt", tmp_path / "out" / "in.txt")
    assert (tmp_path / "out" / "in.txt").read_bytes() == b"payload \x00\xff"
    tree = tmp_path / "tree"
    (tree / "sub").mkdir(parents=True)
    (tree / "sub" / "f").write_text("F")
    os.symlink("sub/f", tree / "link")
    env.upload_dir(tree, "/opt/tree")
    assert env.exec(["cat", "/opt/tree/link"]).stdout == "F"
    env.download_dir("/opt/tree", tmp_path / "back")
    assert (tmp_path / "back" / "sub" / "f").read_text() == "F"
    assert os.readlink(tmp_path / "back" / "link") == "sub/f"
    with pytest.raises(EnvironmentError, match="no such file"):
        env.download_file("/no/such/file", tmp_path / "x")


def test_target_reads_the_environment_not_the_host(env):
    env.exec("rm -f /etc/os-release && printf 'NAME=\"Trial OS\"\\nPRETTY_NAME=\"Trial OS 1\"\\nID=trial\\n' "
             "> /etc/os-release")
    target = env.target()
    assert target.live is False and target.root.live is False
    assert target.root.read_text("/etc/os-release").startswith('NAME="Trial OS"')
    record = collect_source(os_release, target.root)
    assert record.fields["os_pretty_name"] == "Trial OS 1"
    assert "Trial OS" not in Path("/etc/os-release").read_text()
    # The argv prefix runs an allowlisted argv inside, with a clean environment.
    done = subprocess.run([*target.argv_prefix(), "hostname"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stdout.strip() == env.name
    # /tmp inside is the environment's own tmpfs, which the root sees too.
    env.exec(["sh", "-c", "echo inside > /tmp/only-inside"])
    assert target.root.read_text("/tmp/only-inside") == "inside\n"


def test_absolute_symlinks_resolve_inside_the_environment(env):
    env.exec("mkdir -p /srv/x && echo env-file > /srv/x/real && ln -sfn /srv/x/real /srv/link")
    assert env.target().root.read_text("/srv/link") == "env-file\n"


def test_setup_script_runs_at_start_and_its_failure_is_one_sentence(namespace_ready, tmp_path):
    ok_task = write_task(tmp_path / "ok", setup="set -e\nmkdir -p /srv/state\necho ready > /srv/state/flag\n")
    with NamespaceEnvironment(ok_task, "ok-task", "s1", logs_dir=tmp_path / "logs") as environment:
        assert environment.exec(["cat", "/srv/state/flag"]).stdout == "ready\n"
        assert environment.exec(["test", "-d", "/logs/verifier"]).ok
    bad_task = write_task(tmp_path / "bad", setup="echo about to fail >&2\nexit 9\n")
    environment = NamespaceEnvironment(bad_task, "bad-task", "s1")
    with pytest.raises(EnvironmentError, match="setup script of bad-task failed with exit code 9: about to fail"):
        environment.start()
    assert environment.pid is None and str(environment._state) not in _mounts()


def test_parallel_environments_do_not_see_each_other(namespace_ready):
    first = NamespaceEnvironment(None, "ns-test", "left")
    second = NamespaceEnvironment(None, "ns-test", "right")
    first.start()
    second.start()
    try:
        first.exec(["touch", "/srv/left-only"])
        assert first.exec(["test", "-e", "/srv/left-only"]).ok
        assert not second.exec(["test", "-e", "/srv/left-only"]).ok
    finally:
        first.stop()
        second.stop()


def test_the_tool_runner_reads_the_environment_through_its_target(env):
    """ReOS's own command runner, given the environment's target, lists the environment's processes and
    sockets, in the C locale it promises its parsers."""
    from reos_desktop.tools.runner import run as run_tool

    env.exec(f"{HOST_PYTHON} -c 'import time; time.sleep(60)' >/dev/null 2>&1 &")
    result = run_tool(["ps", "-eo", "pid,args"], target=env.target())
    assert result.returncode == 0
    lines = result.stdout.splitlines()[1:]
    assert lines[0].split()[0] == "1" and any("time.sleep(60)" in line for line in lines)
    assert len(lines) < 8  # the host's processes are not there


def test_a_file_opened_under_the_root_is_told_apart_from_the_hosts(env):
    env.exec("echo inside > /etc/reos-fd-check")
    root = env.target().root
    fd = os.open(root.path("/etc/reos-fd-check"), os.O_RDONLY)
    try:
        assert root.inside_path_of_fd(fd) == "/etc/reos-fd-check"
    finally:
        os.close(fd)
    fd = os.open("/etc/hostname" if os.path.exists("/etc/hostname") else "/etc/passwd", os.O_RDONLY)
    try:
        assert root.inside_path_of_fd(fd) is None
    finally:
        os.close(fd)


def test_the_target_prefix_gives_a_clean_c_locale_environment(env, monkeypatch):
    monkeypatch.setenv("REOS_TEST_SECRET", "host-only-value")
    done = subprocess.run([*env.target().argv_prefix(), "env"], capture_output=True, text=True, timeout=30)
    variables = dict(line.split("=", 1) for line in done.stdout.splitlines() if "=" in line)
    assert variables["LC_ALL"] == "C" and variables["TZ"] == "UTC"
    assert "REOS_TEST_SECRET" not in variables


ORPHAN_SCRIPT = """
import os, sys
from reos_desktop.envs.namespace import NamespaceEnvironment
environment = NamespaceEnvironment(None, "orphan", "o1")
environment.start()
print(environment.pid, environment._state, flush=True)
os.kill(os.getpid(), 9)  # die without any clean-up, as a CI time-out would
"""


def test_environments_of_a_killed_process_are_reaped(namespace_ready):
    from reos_desktop.envs.lifecycle import reap_orphans

    done = subprocess.run([sys.executable, "-c", ORPHAN_SCRIPT], capture_output=True, text=True, timeout=60,
                          cwd=str(Path(__file__).resolve().parents[2]))
    assert done.returncode == -9, done.stderr
    leader, state = done.stdout.split()
    assert os.path.exists(f"/proc/{leader}") and state in _mounts()
    assert state in reap_orphans()
    assert not os.path.exists(f"/proc/{leader}") and state not in _mounts() and not os.path.exists(state)
