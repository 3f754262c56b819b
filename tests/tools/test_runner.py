"""The one command runner: argv lists of allowlisted programs, guarded verbs, scrubbed env, caps, timeouts."""

from __future__ import annotations

import os
import shutil
import socket
import threading
from dataclasses import dataclass, field

import pytest

from reos_desktop.errors import UsageError
from reos_desktop.state.root import Root
from reos_desktop.tools import runner
from reos_desktop.tools.guards import check as guard_check


def test_runs_an_allowlisted_program_and_returns_its_output():
    result = runner.run(["ps", "-o", "pid=", "-p", str(os.getpid())])
    assert result.returncode == 0
    assert result.stdout.strip() == str(os.getpid())
    assert result.argv == ["ps", "-o", "pid=", "-p", str(os.getpid())]
    assert not result.truncated and not result.timed_out and result.duration_s > 0


@pytest.mark.parametrize("argv, message", [
    ("ps aux", "never a shell string"),
    ([], "non-empty argv list"),
    (["bash", "-c", "id"], "not on the allowlist"),
    (["/usr/bin/ps", "aux"], "not on the allowlist"),
    (["ps", 5], "must be a string"),
    (["ps", "a\0b"], "NUL"),
])
def test_refuses_anything_but_an_allowlisted_argv(argv, message):
    with pytest.raises(UsageError, match=message):
        runner.run(argv)


@pytest.mark.parametrize("argv", [
    ["kubectl", "delete", "pod", "web"],
    ["kubectl", "-n", "shop", "apply", "-f", "x.yaml"],
    ["kubectl", "exec", "web", "--", "sh"],
    ["kubectl", "logs", "-f", "web"],
    ["kubectl", "get", "pods", "--watch"],
    ["kubectl", "get", "pods", "--as=admin"],
    ["kubectl", "config", "use-context", "prod"],
    ["kubectl", "config", "view", "--raw"],
    ["kubectl", "plugin-that-runs-a-binary"],
    ["systemctl", "restart", "nginx"],
    ["systemctl", "--now", "show", "nginx"],
    ["systemctl"],
    ["journalctl", "--vacuum-size=1M"],
    ["journalctl", "-f"],
    ["podman", "rm", "-f", "web"],
    ["podman", "run", "alpine"],
    ["rpm", "-e", "nginx"],
    ["rpm", "-qa", "--rebuilddb"],
    ["ss", "-K", "dst", "10.0.0.1"],
    ["ss", "-tK"],
])
def test_guards_refuse_every_mutating_verb_or_flag(argv):
    with pytest.raises(UsageError, match="refused|only"):
        guard_check(argv)


@pytest.mark.parametrize("argv", [
    ["kubectl", "get", "pods", "-n", "shop", "-o", "json"],
    ["kubectl", "--context", "prod", "-n", "kube-system", "describe", "pod", "x"],
    ["kubectl", "logs", "web", "--tail=50"],
    ["kubectl", "events"], ["kubectl", "top", "nodes"], ["kubectl", "version"], ["kubectl", "api-resources"],
    ["kubectl", "config", "view", "--minify", "-o", "json"],
    ["systemctl", "show", "-p", "Id", "--", "nginx.service"],
    ["systemctl", "list-units", "--type=service", "--all"],
    ["journalctl", "-o", "json", "-u", "nginx.service", "-n", "10"],
    ["podman", "ps", "--all", "--format", "json"],
    ["rpm", "-qa", "--qf", "%{NAME}\n"],
    ["ss", "-tunap"], ["df", "-h"], ["ps", "aux"],
])
def test_guards_let_read_only_commands_through(argv):
    guard_check(argv)


def test_environment_is_scrubbed(monkeypatch):
    monkeypatch.setenv("REOS_TEST_SECRET_ENV", "must-not-reach-children")
    # `ps e` shows each process's environment, including that of ps itself.
    result = runner.run(["ps", "axeww", "-o", "args"])
    mine = [line for line in result.stdout.splitlines() if line.startswith("/usr/bin/ps axeww")]
    assert len(mine) == 1, result.stdout[:500]
    assert "LC_ALL=C" in mine[0] and "TZ=UTC" in mine[0] and f"PATH={runner.SAFE_PATH}" in mine[0]
    assert "REOS_TEST_SECRET_ENV" not in mine[0]
    assert "HOME=" not in mine[0]


def test_output_is_capped_at_the_source_on_a_line_boundary():
    full = runner.run(["ps", "-e", "-o", "pid,args"])
    capped = runner.run(["ps", "-e", "-o", "pid,args"], max_bytes=300)
    assert len(full.stdout) > 300
    assert capped.truncated and len(capped.stdout.encode()) <= 300
    assert capped.stdout.endswith("\n")
    assert full.stdout.startswith(capped.stdout.split("\n", 1)[0])


@pytest.mark.skipif(shutil.which("kubectl") is None, reason="kubectl is not installed")
def test_timeout_stops_the_child():
    # A server that accepts and never answers: kubectl waits on it until our deadline kills it.
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept():
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        port = listener.getsockname()[1]
        result = runner.run(["kubectl", f"--server=http://127.0.0.1:{port}", "--request-timeout=0", "get", "pods"],
                            timeout=1.5)
        assert result.timed_out
        assert result.returncode != 0
        assert result.duration_s < 10
    finally:
        stop.set()
        thread.join()
        for conn in held:
            conn.close()
        listener.close()


def test_missing_program_is_one_clear_sentence(monkeypatch, tmp_path):
    monkeypatch.setattr(runner, "SAFE_PATH", str(tmp_path))
    with pytest.raises(runner.CommandUnavailable, match=r"^ps is not installed on this machine"):
        runner.run(["ps", "aux"])


@dataclass
class _PrefixedTarget:
    """An environment-like target: its argv_prefix runs the command "inside" (here: through env -i)."""

    name: str = "prefixed"
    root: Root = field(default_factory=Root)
    live: bool = True

    def argv_prefix(self) -> list[str]:
        return ["/usr/bin/env", "REOS_INSIDE_TARGET=1"]


def test_target_prefix_is_put_in_front():
    result = runner.run(["ps", "axeww", "-o", "args"], target=_PrefixedTarget())
    mine = [line for line in result.stdout.splitlines() if line.startswith("ps axeww")]
    assert len(mine) == 1 and "REOS_INSIDE_TARGET=1" in mine[0]


def test_describe_redacts_the_recorded_argv():
    assert "hunter2" not in runner.describe(["kubectl", "--password=hunter2", "get", "pods"])


def test_the_state_collectors_rpm_fallback_goes_through_the_runner(tmp_path):
    import shutil

    from reos_desktop.state.root import SourceUnavailable
    from reos_desktop.state.sources.packages import _rpm_cli

    if shutil.which("rpm", path=runner.SAFE_PATH) is None:
        with pytest.raises(SourceUnavailable, match="the rpm program is not installed"):
            _rpm_cli(Root(tmp_path))
    else:  # an empty root has an empty rpm database: rpm answers with nothing installed
        assert _rpm_cli(Root(tmp_path)) == {}
