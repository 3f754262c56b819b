"""Mounted disks are listed once each: a bind mount of a folder (as /run/netns often is) is not a new disk."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = str(Path(__file__).resolve().parents[2])


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("unshare"), reason="needs root and unshare for a mount namespace")
def test_a_bind_mount_of_a_folder_is_not_listed_as_another_disk(tmp_path):
    source, target = tmp_path / "source", tmp_path / "bound"
    source.mkdir()
    target.mkdir()
    # In a private mount namespace of its own, so the host's mounts stay as they were.
    code = ("import json, subprocess, sys; "
            "subprocess.run(['mount', '--bind', sys.argv[1], sys.argv[2]], check=True); "
            "from reos_desktop.state.sources.hardware import _mounted_disks; "
            "mounts = open('/proc/self/mounts').read(); "
            "print(json.dumps({'bound': sys.argv[2] in mounts, 'disks': _mounted_disks()}))")
    done = subprocess.run(["unshare", "-m", "--propagation", "private", sys.executable, "-c", code, str(source),
                           str(target)], capture_output=True, text=True, cwd=REPO, timeout=60)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    if not seen["bound"]:
        pytest.skip("the bind mount did not show in /proc/self/mounts here")
    mountpoints = [d["mountpoint"] for d in seen["disks"]]
    assert str(target) not in mountpoints
    assert len(mountpoints) == len(set(mountpoints))
    host = [line.split()[1] for line in open("/proc/self/mounts") if line.split()[1] == "/"]
    if host:
        assert "/" in mountpoints
