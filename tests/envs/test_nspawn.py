"""The nspawn backend for real: a booted systemd in the cached Debian root filesystem.

The first run builds the root filesystem with debootstrap (about a minute, from the Debian mirror apt
uses); later runs and CI reuse it through REOS_ENV_CACHE.
"""

from __future__ import annotations

import os
import stat
import subprocess
import threading

import pytest

from reos_desktop.envs.nspawn import NspawnEnvironment
from reos_desktop.envs.rootfs import ensure_rootfs

from .helpers import require, require_root, write_task

pytestmark = pytest.mark.slow

FAILING_UNIT_SETUP = """set -e
cat > /etc/systemd/system/reos-broken.service <<'UNIT'
[Unit]
Description=A unit that fails on purpose
[Service]
Type=oneshot
ExecStart=/bin/sh -c 'echo reos-broken is about to fail; exit 3'
UNIT
systemctl daemon-reload
systemctl start reos-broken.service || true
"""


@pytest.fixture(scope="module")
def rootfs():
    require_root()
    require("systemd-nspawn", "systemd-container")
    require("debootstrap", "debootstrap")
    return ensure_rootfs()


def _start(task=None, session="s", **kwargs) -> NspawnEnvironment:
    environment = NspawnEnvironment(task, "nspawn-test", f"{session}-{os.getpid()}", **kwargs)
    environment.start()
    return environment


def test_boots_a_real_systemd_with_a_journal(rootfs):
    environment = _start(boot_wait="running")
    try:
        state = environment.exec(["systemctl", "is-system-running"], timeout_sec=30).stdout.strip()
        assert state in ("running", "degraded")
        assert environment.exec(["readlink", "/proc/1/exe"]).stdout.strip().endswith("systemd")
        journal = environment.exec(["journalctl", "--no-pager", "-b", "-o", "cat"], timeout_sec=30)
        assert journal.ok and "Startup finished" in journal.stdout
        assert environment.exec(["hostname"]).stdout.strip() == environment.name
        assert environment.exec(["ip", "-brief", "link"]).stdout.split()[0] == "lo"
    finally:
        environment.stop()


def test_a_failed_unit_set_up_by_the_task_is_seen_by_systemctl_and_the_journal(rootfs, tmp_path):
    task = write_task(tmp_path, setup=FAILING_UNIT_SETUP)
    environment = _start(task, session="failed")
    try:
        assert environment.exec(["systemctl", "is-failed", "reos-broken.service"]).stdout.strip() == "failed"
        failed = environment.exec(["systemctl", "--failed", "--no-legend", "--plain"], timeout_sec=30)
        assert "reos-broken.service" in failed.stdout
        log = environment.exec(["journalctl", "--no-pager", "-u", "reos-broken.service", "-o", "cat"])
        assert "reos-broken is about to fail" in log.stdout
        # ReOS's own command runner, given the container's target, sees the same failed unit.
        from reos_desktop.tools.runner import run as run_tool

        seen = run_tool(["systemctl", "list-units", "--failed", "--no-legend", "--plain"], target=environment.target())
        assert "reos-broken.service" in seen.stdout
    finally:
        environment.stop()


def test_each_trial_starts_clean_and_the_cache_is_never_written(rootfs):
    first = _start(session="first")
    try:
        assert first.exec(["touch", "/etc/left-by-first"]).ok
    finally:
        first.stop()
    second = _start(session="second")
    try:
        assert not second.exec(["test", "-e", "/etc/left-by-first"]).ok
    finally:
        second.stop()
    assert not (rootfs / "etc" / "left-by-first").exists()


def test_exec_cwd_env_timeout_and_files(rootfs, tmp_path, monkeypatch):
    monkeypatch.setenv("REOS_TEST_SECRET", "host-only-value")
    environment = _start(session="exec")
    try:
        result = environment.exec("pwd; echo $A; env | grep -c REOS_TEST_SECRET; exit 5", cwd="/var/log",
                                  env={"A": "b"})
        assert (result.stdout, result.return_code) == ("/var/log\nb\n0\n", 5)
        assert environment.exec("sleep 30", timeout_sec=0.5).timed_out
        source = tmp_path / "f"
        source.write_text("into the container")
        environment.upload_file(source, "/root/deep/f")
        assert environment.exec(["cat", "/root/deep/f"]).stdout == "into the container"
        environment.download_file("/root/deep/f", tmp_path / "back")
        assert (tmp_path / "back").read_text() == "into the container"
    finally:
        environment.stop()


def test_target_sees_the_container_files_and_runs_inside_it(rootfs):
    environment = _start(session="target", boot_wait="running")
    try:
        environment.exec(["sh", "-c", "echo inside > /run/reos-inside"])
        target = environment.target()
        assert target.root.read_text("/run/reos-inside") == "inside\n"
        assert stat.S_ISSOCK(os.stat(target.root.path("/run/systemd/private")).st_mode)
        assert "bookworm" in target.root.read_text("/etc/os-release")
        done = subprocess.run([*target.argv_prefix(), "systemctl", "is-active", "systemd-journald"],
                              capture_output=True, text=True, timeout=30)
        assert done.stdout.strip() == "active"
    finally:
        environment.stop()


def test_parallel_containers_share_the_cached_root(rootfs):
    environments: list[NspawnEnvironment] = []
    errors: list[BaseException] = []

    def boot(index: int) -> None:
        try:
            environments.append(_start(session=f"parallel{index}"))
        except BaseException as err:  # noqa: BLE001 - reported below
            errors.append(err)

    threads = [threading.Thread(target=boot, args=(index,)) for index in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    try:
        assert not errors, errors
        names = {environment.exec(["hostname"]).stdout.strip() for environment in environments}
        assert len(names) == 2
    finally:
        for environment in environments:
            environment.stop()


def test_stop_ends_every_process_of_the_container(rootfs):
    environment = _start(session="stop")
    leader = environment.pid
    nspawn = environment._nspawn.pid
    environment.stop()
    assert not os.path.exists(f"/proc/{leader}") or "Z" in open(f"/proc/{leader}/stat").read().split()[2]
    assert not os.path.exists(f"/proc/{nspawn}")
