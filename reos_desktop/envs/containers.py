"""What the podman and docker backends share: an image built from the task's Dockerfile under a
content-hash tag, one long-running container (`sleep infinity`), exec and `cp` through the engine's CLI.

The two differ only in the engine argv (`podman --runtime runc` here, `docker [-H ...]`), how they build
(buildx if present) and a few flags; the subclasses in podman.py and docker.py say which.
"""

from __future__ import annotations

import json
import os
import resource
from typing import Mapping, Sequence

from reos_desktop.envs import lifecycle
from reos_desktop.envs.base import (BaseEnvironment, EnvironmentError, ExecResult, checked_env, command_argv,
                                    mark_timeout, require_binary)
from reos_desktop.envs.images import (BASE_BUILD_ARG, dockerfile_workdir, ensure_base_image, environment_hash,
                                      image_exists, image_id, image_labels, image_tag)
from reos_desktop.envs.process import check, host_timeout, run
from reos_desktop.envs.rootfs import RootfsRecipe
from reos_desktop.envs.targets import EnvironmentTarget, ExecRoot, ProcRoot, clean_env_argv, nsenter_prefix

CONTAINER_COMMAND = ["sh", "-c", "sleep infinity"]


def ulimit_flags() -> list[str]:
    """Open-file and process limits the OCI runtime is allowed to set here.

    The engines' defaults (a million open files, unlimited processes) fail with 'error setting rlimits'
    on a host whose hard limits are lower; the process limit must also stay within kernel.pid_max,
    which podman's conmon takes as its own hard limit (found on this machine: 96365 failed, 32768 worked).
    """
    _, files = resource.getrlimit(resource.RLIMIT_NOFILE)
    _, processes = resource.getrlimit(resource.RLIMIT_NPROC)
    flags = []
    if files != resource.RLIM_INFINITY:
        flags += ["--ulimit", f"nofile={files}:{files}"]
    try:
        with open("/proc/sys/kernel/pid_max") as handle:
            pid_max = int(handle.read())
    except (OSError, ValueError):
        pid_max = processes
    limit = pid_max if processes == resource.RLIM_INFINITY else min(processes, pid_max)
    if limit != resource.RLIM_INFINITY:
        flags += ["--ulimit", f"nproc={limit}:{limit}"]
    return flags


class ContainerEnvironment(BaseEnvironment):
    is_mounted = False
    BINARY = ""
    PACKAGE = ""
    BUILD_ULIMITS = True
    KWARGS = {"network": "none", "setup_timeout_sec": 300, "build_timeout_sec": 1800, "recipe": None,
              "build_network": "host"}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.recipe: RootfsRecipe = self.options["recipe"] or RootfsRecipe()
        self.image: str | None = None
        self.build_hash: str | None = None
        self.pid: int | None = None
        self.container_id = ""
        self._exec_root: ExecRoot | None = None
        self.workdir = dockerfile_workdir(self.dockerfile) if self.dockerfile else "/"

    # -- engine specifics (subclasses) ---------------------------------------------------------------
    def engine(self) -> list[str]:
        """The engine's argv prefix with its global options."""
        return [self.BINARY]

    def build_argv(self, tag: str, labels: dict[str, str], base: str, force_build: bool) -> list[str]:
        argv = [*self.engine(), "build", "-t", tag, "-f", str(self.dockerfile),
                "--build-arg", f"{BASE_BUILD_ARG}={base}", "--network", self.options["build_network"]]
        if self.BUILD_ULIMITS:
            argv += ulimit_flags()
        for key, value in labels.items():
            argv += ["--label", f"{key}={value}"]
        if force_build:
            argv.append("--no-cache")
        return [*argv, str(self.environment_dir)]

    def remove_argv(self) -> list[str]:
        return [*self.engine(), "rm", "-f", self.name]

    def build_env(self) -> dict[str, str] | None:
        return None

    # -- lifecycle ---------------------------------------------------------------------------------
    def start(self, force_build: bool = False) -> None:
        if self.started:
            return
        require_binary(self.BINARY, self.PACKAGE)
        self.image = self.ensure_image(force_build)
        lifecycle.register(self)
        try:
            run(self.remove_argv(), timeout_sec=60)  # a container left by a crashed run of the same trial
            labels = image_labels(self.build_hash or "", self.environment_name, self.type().value)
            argv = [*self.engine(), "run", "-d", "--name", self.name, "--hostname", self.name[:63],
                    "--network", self.options["network"], "--workdir", self.workdir, *ulimit_flags()]
            for key, value in labels.items():
                argv += ["--label", f"{key}={value}"]
            check([*argv, self.image, *CONTAINER_COMMAND], f"starting the {self.BINARY} container {self.name}")
            self.pid, self.container_id = self._container_state()
            self.started = True
            self._prepare_inside()
        except BaseException:
            self.stop(delete=True)
            raise

    def ensure_image(self, force_build: bool = False) -> str:
        """The task image: reused when its content-hash tag exists, else built (always when forced).
        The Kubernetes backend builds through this too, before loading the image into its cluster."""
        base = ensure_base_image(self.engine(), self.recipe)
        if not self.dockerfile:
            return base
        self.build_hash = environment_hash(self.environment_dir, extra=image_id(self.engine(), base))
        tag = image_tag(self.environment_name, self.build_hash)
        if force_build or not image_exists(self.engine(), tag):
            labels = image_labels(self.build_hash, self.environment_name, self.type().value)
            env = self.build_env()
            check(self.build_argv(tag, labels, base, force_build), f"building image {tag}",
                  timeout_sec=float(self.options["build_timeout_sec"]),
                  env={**os.environ, **env} if env else None)
        return tag

    def _container_state(self) -> tuple[int | None, str]:
        """The host PID of the container's first process and the container's full id."""
        result = run([*self.engine(), "inspect", "--format", "{{json .State.Pid}} {{.Id}}", self.name],
                     timeout_sec=60)
        pid_text, _, container_id = result.stdout.strip().partition(" ")
        try:
            pid = int(json.loads(pid_text or "0"))
        except ValueError:
            pid = 0
        return (pid or None), container_id.strip()

    def _runs_setup_script(self) -> bool:
        return self.dockerfile is None

    def stop(self, delete: bool = True) -> None:
        """Remove the container (delete=False only stops it, to look at later); images stay cached."""
        if delete:
            run(self.remove_argv(), timeout_sec=120)
        else:
            run([*self.engine(), "stop", "-t", "0", self.name], timeout_sec=120)
        self.started, self.pid = False, None
        if self._exec_root is not None:
            self._exec_root.cleanup()
            self._exec_root = None
        lifecycle.unregister(self)

    # -- commands and files ------------------------------------------------------------------------
    def exec(self, command: str | Sequence[str], cwd: str | None = None, env: Mapping[str, str] | None = None,
             timeout_sec: float | None = None) -> ExecResult:
        self._require_started()
        # The engine sets the folder and variables; the container's own environment applies and no
        # host variable reaches it, so there is no `env -i` here.
        argv = [*self.engine(), "exec", "--workdir", cwd or self.workdir]
        for key, value in checked_env(env).items():
            argv += ["--env", f"{key}={value}"]
        argv += [self.name, *command_argv(command, timeout_sec)]
        return mark_timeout(run(argv, timeout_sec=host_timeout(timeout_sec)), timeout_sec)

    def upload_file(self, source_path, target_path: str) -> None:
        self._require_started()
        parent = os.path.dirname(target_path.rstrip("/")) or "/"
        self._mkdir(parent)
        check([*self.engine(), "cp", str(source_path), f"{self.name}:{target_path}"], f"uploading {source_path}")

    def upload_dir(self, source_dir, target_dir: str) -> None:
        self._require_started()
        self._mkdir(target_dir)
        check([*self.engine(), "cp", f"{str(source_dir).rstrip('/')}/.", f"{self.name}:{target_dir}"],
              f"uploading {source_dir}")

    def download_file(self, source_path: str, target_path) -> None:
        self._require_started()
        os.makedirs(os.path.dirname(os.path.abspath(target_path)), exist_ok=True)
        check([*self.engine(), "cp", f"{self.name}:{source_path}", str(target_path)], f"downloading {source_path}")

    def download_dir(self, source_dir: str, target_dir) -> None:
        self._require_started()
        os.makedirs(target_dir, exist_ok=True)
        check([*self.engine(), "cp", f"{self.name}:{source_dir.rstrip('/')}/.", str(target_dir)],
              f"downloading {source_dir}")

    def _mkdir(self, inside: str) -> None:
        made = self.exec(["mkdir", "-p", inside], timeout_sec=30)
        if not made.ok:
            raise EnvironmentError(f"could not create {inside} in {self.name}: {made.stderr.strip()}")

    def target(self) -> EnvironmentTarget:
        """Read through /proc/PID/root and nsenter when the container runs on this host's kernel (about
        fifty times faster per command than `<engine> exec`); through the engine otherwise."""
        self._require_started()
        if self.pid and _is_local_container(self.pid, self.container_id):
            return EnvironmentTarget(name=f"{self.type().value}:{self.name}", root=ProcRoot(self.pid),
                                     prefix=nsenter_prefix(self.pid))
        if self._exec_root is None:
            self._exec_root = ExecRoot(self.exec, self.download_file, f"{self.type().value}:{self.name}")
        return EnvironmentTarget(name=f"{self.type().value}:{self.name}", root=self._exec_root,
                                 prefix=[*self.engine(), "exec", self.name, *clean_env_argv()])


def _is_local_container(pid: int, container_id: str) -> bool:
    """The engine's PID is a process of this kernel in the container's cgroup (whose path holds the
    container id), not a PID of a remote daemon's machine that happens to exist here too."""
    try:
        with open(f"/proc/{pid}/cgroup") as handle:
            return bool(container_id) and container_id in handle.read()
    except OSError:
        return False
