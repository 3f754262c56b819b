"""linux_disk_usage and linux_system_info with a running-environment target (not live, reached through an
argv prefix): df runs inside it, and memory and load say they are the shared kernel's figures.

The target here enters "the environment" through /usr/bin/env, so df runs for real on this machine's own
mounts and its numbers can be compared with statvfs."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

import pytest

from reos_desktop import target as targets
from reos_desktop.check import evaluate_predicate, numbered_runner
from reos_desktop.state.root import Root
from reos_desktop.tools.registry import get_registry


@dataclass
class PrefixTarget:
    name: str = "prefix-test"
    root: Root = field(default_factory=Root)
    live: bool = False

    def argv_prefix(self) -> list[str]:
        return ["/usr/bin/env"]


@pytest.fixture
def environment_target():
    previous = targets.current()
    targets.set_current(PrefixTarget())
    yield
    targets.set_current(previous)


def test_disk_usage_runs_df_inside(environment_target, tmp_path):
    item = get_registry().run("linux_disk_usage", {"path": str(tmp_path)})
    assert item.error is None and item.invocation[0].startswith("df -PTk -- ")
    (fs,) = item.data["filesystems"]
    st = os.statvfs(tmp_path)
    assert fs["total_bytes"] == st.f_blocks * st.f_frsize
    assert abs(fs["free_bytes"] - st.f_bavail * st.f_frsize) < 64 * 1024 * 1024  # other writers share the disk
    assert fs["mountpoint"] and fs["fstype"] and 0 <= fs["percent"] <= 100
    every = get_registry().run("linux_disk_usage", {})
    assert every.data["scope"] == "the filesystems df lists inside the environment"
    assert any(f["mountpoint"] == "/" for f in every.data["filesystems"])


def test_a_missing_path_inside_is_one_sentence(environment_target, tmp_path):
    item = get_registry().run("linux_disk_usage", {"path": str(tmp_path / "absent")})
    assert item.error == f"{tmp_path / 'absent'} does not exist" and not item.complete


def test_memory_inside_says_whose_figures_they_are(environment_target):
    item = get_registry().run("linux_system_info", {"cpu": False})
    assert item.error is None and "cpu_percent" not in item.data
    assert item.data["scope"].startswith("the host kernel's figures")
    assert item.data["memory"]["total_bytes"] > 0


def test_a_root_folder_target_still_refuses(tmp_path):
    previous = targets.current()
    targets.set_current(PrefixTarget(root=Root(str(tmp_path)), name="folder"))
    try:
        folder = targets.current()
        folder.argv_prefix = lambda: []  # a root folder: nothing runs inside it
        item = get_registry().run("linux_disk_usage", {})
        assert item.error and "can only be read on a running system" in item.error
    finally:
        targets.set_current(previous)


def test_a_disk_predicate_decided_inside(environment_target):
    verdict = evaluate_predicate("disk usage of / is below 100%", numbered_runner())
    assert verdict.exit_code == 0 and "[e1]" in verdict.explanation
    assert verdict.evidence[0].invocation[0] == "df -PTk -- /"
