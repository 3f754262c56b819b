"""The `namespace` backend: the host's own root under a throw-away overlay, in fresh Linux namespaces.

Starts in tens of milliseconds, so it suits scenarios about files, processes, ports and mounts. There
is no systemd inside (PID 1 is bubblewrap's reaper); service scenarios need the nspawn backend.

How: a tmpfs holds the overlay's upper and work folders (nothing a trial writes reaches the host's
disk, and a separate file system keeps overlayfs from seeing overlapping layers); overlayfs merges it
over `/`; bubblewrap binds the merged folder as the new root with private PID, mount, network (only
`lo`), IPC and UTS namespaces, a fresh /proc, a minimal /dev and empty /tmp and /run. Commands enter
with nsenter through the PID that bubblewrap reports on its info fd.
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path

from reos_desktop.envs import lifecycle
from reos_desktop.envs.base import EnvironmentError, EnvironmentType, require_binary
from reos_desktop.envs.entered import EnteredEnvironment
from reos_desktop.envs.process import check, children_of, run




class NamespaceEnvironment(EnteredEnvironment):
    KWARGS = {"upper_size": "2g", "start_timeout_sec": 10, "setup_timeout_sec": 300}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.pid: int | None = None
        self._bwrap: subprocess.Popen | None = None
        self._state: Path | None = None

    @staticmethod
    def type() -> EnvironmentType:
        return EnvironmentType.NAMESPACE

    def _validate_definition(self) -> None:
        super()._validate_definition()
        if self.dockerfile and not self.setup_script:
            raise EnvironmentError(f"the namespace environment cannot build a Dockerfile; give "
                                   f"{self.environment_name} an environment/setup.sh or use podman or docker.")

    # -- lifecycle ---------------------------------------------------------------------------------
    def start(self, force_build: bool = False) -> None:
        """Mount the overlay and start the namespaces; force_build has nothing to rebuild here."""
        if self.started:
            return
        if os.geteuid() != 0:
            raise EnvironmentError("the namespace environment needs root to mount its overlay of /.")
        bwrap = require_binary("bwrap", "bubblewrap")
        require_binary("nsenter", "util-linux")
        self._state = lifecycle.make_state_dir(self.name)
        lifecycle.register(self)
        try:
            self._mount_overlay()
            self._start_bwrap(bwrap)
            self.started = True
            self._prepare_inside()
        except BaseException:
            self.stop(delete=True)
            raise

    def _mount_overlay(self) -> None:
        layers, merged = self._state / "layers", self._state / "merged"
        layers.mkdir()
        merged.mkdir()
        check(["mount", "-t", "tmpfs", "-o", f"size={self.options['upper_size']},mode=0755", "reos-env", str(layers)],
              "mounting the tmpfs for the overlay")
        (layers / "upper").mkdir()
        (layers / "work").mkdir()
        mounts = [str(layers), str(merged)]
        lifecycle.record_owner(self._state, mounts=mounts)
        check(["mount", "-t", "overlay", "reos-env", "-o",
               f"lowerdir=/,upperdir={layers / 'upper'},workdir={layers / 'work'}", str(merged)],
              "mounting the overlay of /")

    def _start_bwrap(self, bwrap: str) -> None:
        info_read, info_write = os.pipe()
        argv = [bwrap, "--bind", str(self._state / "merged"), "/", "--dev", "/dev", "--proc", "/proc",
                "--ro-bind", "/sys", "/sys", "--tmpfs", "/tmp", "--tmpfs", "/run",
                "--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--hostname", self.name[:63], "--info-fd", str(info_write), "--", "sleep", "infinity"]
        with open(self._state / "bwrap.log", "wb") as log:
            self._bwrap = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                           pass_fds=(info_write,), start_new_session=True)
        os.close(info_write)
        try:
            info = _read_info(info_read, float(self.options["start_timeout_sec"]), self._bwrap)
        finally:
            os.close(info_read)
        if "child-pid" not in info:
            log = (self._state / "bwrap.log").read_text(errors="replace").strip().splitlines()
            raise EnvironmentError(f"bubblewrap did not start the namespace: {log[-1] if log else 'no output'}")
        self.pid = int(info["child-pid"])
        lifecycle.record_owner(self._state, self.pid, [str(self._state / "layers"), str(self._state / "merged")])
        self._wait_for_command(float(self.options["start_timeout_sec"]))

    def _wait_for_command(self, timeout_s: float) -> None:
        """bubblewrap reports its PID as soon as the namespaces exist, before it has bound the new root;
        entering then finds an empty root. The `sleep` it starts last is the sign that setup is done."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            for child in children_of(self.pid):
                try:
                    if Path(f"/proc/{child}/comm").read_text().strip() == "sleep":
                        return
                except OSError:
                    continue
            if self._bwrap.poll() is not None:
                break
            time.sleep(0.002)
        raise EnvironmentError(f"bubblewrap did not finish setting up {self.name}: "
                               f"{(self._state / 'bwrap.log').read_text(errors='replace').strip() or 'no output'}")

    def stop(self, delete: bool = True) -> None:
        """Kill the namespace's PID 1 (which takes every process inside with it) and drop the overlay.

        The overlay lives on a tmpfs, so nothing of a trial is kept either way; `delete` only decides
        whether the state folder with bubblewrap's log stays behind.
        """
        self._kill_leader()
        if self._bwrap is not None:
            try:
                self._bwrap.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._bwrap.kill()
                self._bwrap.wait()
        if self._state is not None:
            for mount_point in (self._state / "merged", self._state / "layers"):
                if os.path.ismount(mount_point):
                    run(["umount", "-l", str(mount_point)], timeout_sec=30)
            if delete:
                shutil.rmtree(self._state, ignore_errors=True)
        self.pid, self._bwrap, self.started = None, None, False
        lifecycle.unregister(self)


def _read_info(fd: int, timeout_s: float, proc: subprocess.Popen) -> dict:
    """Read bubblewrap's JSON from its info fd: it arrives once the namespaces exist, then the fd closes."""
    deadline = time.monotonic() + timeout_s
    chunks: list[bytes] = []
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            try:
                return json.loads(b"".join(chunks))
            except ValueError:
                continue
        elif proc.poll() is not None:
            break
    try:
        return json.loads(b"".join(chunks) or b"{}")
    except ValueError:
        return {}
