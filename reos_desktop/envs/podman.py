"""The `podman` backend: the task's Dockerfile built into `<task>:<hash12>`, one container per trial.

On this host the OCI runtime must be runc (crun is not installed, and Debian's podman picks whatever
is), which `runtime` (default: runc when installed) makes explicit; the open-file and process limits
are lowered to what this process may grant (see containers.ulimit_flags).
"""

from __future__ import annotations

import shutil

from reos_desktop.envs.base import EnvironmentType
from reos_desktop.envs.containers import ContainerEnvironment


class PodmanEnvironment(ContainerEnvironment):
    BINARY = "podman"
    PACKAGE = "podman"
    KWARGS = {**ContainerEnvironment.KWARGS, "runtime": "auto"}

    @staticmethod
    def type() -> EnvironmentType:
        return EnvironmentType.PODMAN

    def engine(self) -> list[str]:
        runtime = self.options["runtime"]
        if runtime == "auto":
            runtime = "runc" if shutil.which("runc") else None
        return ["podman", "--runtime", runtime] if runtime else ["podman"]

    def remove_argv(self) -> list[str]:
        return [*self.engine(), "rm", "--force", "--time", "0", "--ignore", self.name]
