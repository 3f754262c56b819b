"""The `nspawn` backend: systemd-nspawn boots the cached Debian root filesystem with a real systemd.

Each trial boots the shared, never-modified root filesystem under `--volatile=overlay` (a tmpfs upper
layer inside the container), so every trial starts clean and parallel trials share one cache.

This host has no systemd as PID 1 and no machined, hence `--register=no --keep-unit`; commands enter
the container with nsenter through its leader PID (the container's systemd) instead of `machinectl
shell`/`systemd-run -M`. The container counts as started once its systemd listens on
`/run/systemd/private` (before that, systemctl inside cannot connect); `boot_wait="running"` waits
further, until `systemctl is-system-running --wait` returns.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

from reos_desktop.envs import lifecycle
from reos_desktop.envs.base import EnvironmentError, EnvironmentType, require_binary
from reos_desktop.envs.entered import EnteredEnvironment
from reos_desktop.envs.process import children_of

from reos_desktop.envs.rootfs import RootfsRecipe, ensure_rootfs

READY_SOCKET = "/run/systemd/private"


class NspawnEnvironment(EnteredEnvironment):
    KWARGS = {"boot_wait": "socket", "start_timeout_sec": 60, "setup_timeout_sec": 300,
              "private_network": True, "recipe": None}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.options["boot_wait"] not in ("socket", "running"):
            raise EnvironmentError("boot_wait must be 'socket' or 'running'.")
        self.recipe: RootfsRecipe = self.options["recipe"] or RootfsRecipe()
        self.pid: int | None = None  # the container's PID 1 (its systemd), as the host numbers it
        self._nspawn: subprocess.Popen | None = None
        self._state: Path | None = None
        self.timings: dict[str, float] = {}

    @staticmethod
    def type() -> EnvironmentType:
        return EnvironmentType.NSPAWN

    def _validate_definition(self) -> None:
        super()._validate_definition()
        if self.dockerfile and not self.setup_script:
            raise EnvironmentError(f"the nspawn environment cannot build a Dockerfile; give "
                                   f"{self.environment_name} an environment/setup.sh or use podman or docker.")

    # -- lifecycle ---------------------------------------------------------------------------------
    def start(self, force_build: bool = False) -> None:
        """Boot the container; force_build rebuilds the root filesystem (never while other trials use it)."""
        if self.started:
            return
        nspawn = require_binary("systemd-nspawn", "systemd-container")
        require_binary("nsenter", "util-linux")
        began = time.monotonic()
        rootfs = ensure_rootfs(self.recipe, force_build=force_build)
        self.timings["rootfs_s"] = time.monotonic() - began
        self._state = lifecycle.make_state_dir(self.name)
        lifecycle.register(self)
        try:
            booted = time.monotonic()
            self._boot(nspawn, rootfs)
            self.timings["boot_s"] = time.monotonic() - booted
            self.started = True
            self._prepare_inside()
            self.timings["start_s"] = time.monotonic() - began
        except BaseException:
            self.stop(delete=True)
            raise

    def _boot(self, nspawn: str, rootfs: Path) -> None:
        argv = [nspawn, "--quiet", "--boot", "--directory", str(rootfs), "--volatile=overlay",
                "--register=no", "--keep-unit", "--machine", self.name[:63], "--console=read-only"]
        if self.options["private_network"]:
            argv.append("--private-network")
        log_path = self._state / "console.log"
        with open(log_path, "wb") as log:
            self._nspawn = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                            start_new_session=True)
        deadline = time.monotonic() + float(self.options["start_timeout_sec"])
        while time.monotonic() < deadline:
            if self._nspawn.poll() is not None:
                raise EnvironmentError(f"systemd-nspawn exited with code {self._nspawn.returncode} while booting "
                                       f"{self.name}: {_last_log_line(log_path)}")
            if not self.pid:
                self.pid = _container_leader(self._nspawn.pid)
                if self.pid:  # from here on a killed owner's container can be reaped
                    lifecycle.record_owner(self._state, self.pid)
            if self.pid and os.path.exists(f"/proc/{self.pid}/root{READY_SOCKET}"):
                break
            time.sleep(0.01)
        else:
            raise EnvironmentError(f"{self.name} did not reach {READY_SOCKET} within "
                                   f"{self.options['start_timeout_sec']} s: {_last_log_line(log_path)}")
        if self.options["boot_wait"] == "running":
            # Exits non-zero for "degraded", which is a booted system all the same.
            self.exec(["systemctl", "is-system-running", "--wait"],
                      timeout_sec=float(self.options["start_timeout_sec"]))

    def stop(self, delete: bool = True) -> None:
        """Kill the container's systemd (the PID namespace goes with it); the volatile overlay vanishes.

        A trial's environment is thrown away, so there is no orderly shutdown to wait for; `delete` only
        decides whether the folder with the console log stays behind.
        """
        self._kill_leader()
        if self._nspawn is not None:
            try:
                self._nspawn.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._nspawn.kill()
                self._nspawn.wait()
        if self._state is not None and delete:
            shutil.rmtree(self._state, ignore_errors=True)
        self.pid, self._nspawn, self.started = None, None, False
        lifecycle.unregister(self)

    @property
    def console_log(self) -> Path | None:
        return self._state / "console.log" if self._state else None


def _container_leader(nspawn_pid: int) -> int | None:
    """The child of systemd-nspawn that is PID 1 of a new PID namespace: the container's init."""
    for child in children_of(nspawn_pid):
        try:
            with open(f"/proc/{child}/status") as handle:
                for line in handle:
                    if line.startswith("NSpid:"):
                        numbers = line.split()[1:]
                        if len(numbers) >= 2 and numbers[-1] == "1":
                            return child
        except OSError:
            continue
    return None


def _last_log_line(path: Path) -> str:
    try:
        lines = [line for line in path.read_text(errors="replace").splitlines() if line.strip()]
    except OSError:
        return "no output"
    return lines[-1].strip() if lines else "no output"
