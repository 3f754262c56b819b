"""What the namespace and nspawn backends share: an environment entered with nsenter through the host
PID of its first process, whose files the host reads and writes through `/proc/PID/root`."""

from __future__ import annotations

import os
from typing import Mapping, Sequence

from reos_desktop.envs.base import BaseEnvironment, ExecResult, inner_argv, mark_timeout
from reos_desktop.envs.process import host_timeout, run, wait_gone
from reos_desktop.envs.targets import (EnvironmentTarget, ProcRoot, copy_dir_in, copy_dir_out, copy_in, copy_out,
                                       nsenter_argv, nsenter_prefix)


class EnteredEnvironment(BaseEnvironment):
    is_mounted = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.pid: int | None = None  # PID 1 of the environment's PID namespace, as the host numbers it

    def exec(self, command: str | Sequence[str], cwd: str | None = None, env: Mapping[str, str] | None = None,
             timeout_sec: float | None = None) -> ExecResult:
        self._require_entered()
        argv = [*nsenter_argv(self.pid), *inner_argv(command, cwd, env, timeout_sec)]
        return mark_timeout(run(argv, timeout_sec=host_timeout(timeout_sec)), timeout_sec)

    def _require_entered(self) -> None:
        # exec is allowed during start() (log folders, setup script), before `started` is set.
        if not self.pid:
            self._require_started()

    def _root(self) -> ProcRoot:
        self._require_entered()
        return ProcRoot(self.pid)

    def upload_file(self, source_path, target_path: str) -> None:
        copy_in(self._root(), source_path, target_path)

    def upload_dir(self, source_dir, target_dir: str) -> None:
        copy_dir_in(self._root(), source_dir, target_dir)

    def download_file(self, source_path: str, target_path) -> None:
        copy_out(self._root(), source_path, target_path)

    def download_dir(self, source_dir: str, target_dir) -> None:
        copy_dir_out(self._root(), source_dir, target_dir)

    def target(self) -> EnvironmentTarget:
        self._require_started()
        return EnvironmentTarget(name=f"{self.type().value}:{self.name}", root=ProcRoot(self.pid),
                                 prefix=nsenter_prefix(self.pid))

    def _kill_leader(self) -> None:
        """SIGKILL to PID 1 of the namespace ends every process in it at once."""
        if self.pid:
            try:
                os.kill(self.pid, 9)
            except ProcessLookupError:
                pass
            wait_gone(self.pid)
        self.pid = None
