"""The environment interface every backend implements (adapted from the seed's BaseEnvironment).

An environment is one isolated machine in a known state for one trial: started from a task's
`environment/` folder, driven through `exec` and the file-transfer methods, and read by ReOS through
`target()`. Methods are synchronous; the harness runs trials in parallel on threads (`--jobs`), which
keeps the code as plain as the rest of ReOS (the seed used asyncio).

`exec` here belongs to the harness (set-up scripts, verifiers). It is never reachable from the model:
ReOS's own tools go through `target().argv_prefix()` with their allowlisted argv.
"""

from __future__ import annotations

import enum
import re
import shutil
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from reos_desktop.errors import ReosError, UsageError

# What a process started inside an environment sees unless the caller adds more: nothing of the host's
# environment (which may hold secrets) leaks in.
DEFAULT_ENV = {
    "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "HOME": "/root",
    "LANG": "C.UTF-8",
    "TERM": "dumb",
}
LOG_DIRS = ("/logs/agent", "/logs/verifier")
SETUP_SCRIPT = "setup.sh"
DOCKERFILE = "Dockerfile"
_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class EnvironmentType(str, enum.Enum):
    NAMESPACE = "namespace"
    NSPAWN = "nspawn"
    PODMAN = "podman"
    DOCKER = "docker"
    KUBERNETES = "kubernetes"


class EnvironmentError(ReosError):
    """An environment could not be built, started, reached or stopped; the message says which and why."""

    exit_code = 3


@dataclass
class ExecResult:
    stdout: str
    stderr: str
    return_code: int
    duration_s: float = 0.0
    timed_out: bool = False

    @property
    def ok(self) -> bool:
        return self.return_code == 0 and not self.timed_out


def dns1123_name(text: str, limit: int = 63) -> str:
    """A DNS-1123 label: lower-case letters, digits and '-', starting and ending alphanumeric, <= limit."""
    name = re.sub(r"[^a-z0-9-]+", "-", text.lower())
    name = re.sub(r"-{2,}", "-", name).strip("-")[:limit].strip("-")
    return name or "env"


def require_binary(name: str, package: str) -> str:
    path = shutil.which(name)
    if not path:
        raise EnvironmentError(f"{name} is not installed; install the {package} package "
                               f"(scripts/install-env-deps.sh installs everything the environments need).")
    return path


def inner_argv(command: str | Sequence[str], cwd: str | None, env: Mapping[str, str] | None,
               timeout_sec: float | None, base_env: Mapping[str, str] = DEFAULT_ENV) -> list[str]:
    """The argv to run inside a namespace or container entered with nsenter:
    `env -i [-C cwd] K=V... [timeout] bash -c CMD | argv`.

    `env -i` keeps the host's variables out; `env -C` changes directory without splicing the path into
    a shell string.
    """
    merged = {**base_env, **checked_env(env)}
    argv = ["/usr/bin/env", "-i"]
    if cwd:
        argv += ["-C", cwd]
    argv += [f"{key}={value}" for key, value in merged.items()]
    return argv + command_argv(command, timeout_sec)


def command_argv(command: str | Sequence[str], timeout_sec: float | None) -> list[str]:
    """`[timeout -k 2 N] bash -c CMD` for a shell string, or the argv as is.

    `timeout` runs inside the environment, so it stops the command there even when the client
    (kubectl, podman) that started it cannot pass a kill through.
    """
    argv: list[str] = []
    if timeout_sec:
        argv += ["timeout", "-k", "2", f"{float(timeout_sec):g}"]
    if isinstance(command, str):
        return argv + ["bash", "-c", command]
    if not command:
        raise UsageError("exec needs a command.")
    return argv + [str(part) for part in command]


def checked_env(env: Mapping[str, str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in (env or {}).items():
        if not _ENV_NAME.match(key):
            raise UsageError(f"{key!r} is not a valid environment variable name.")
        out[key] = str(value)
    return out


def mark_timeout(result: ExecResult, timeout_sec: float | None) -> ExecResult:
    """`timeout` exits 124 (137 after -k) when it had to stop the command: report that as a time-out.

    The duration check keeps a command that merely exits 124 by itself from being called timed out.
    """
    if timeout_sec and result.return_code in (124, 137) and result.duration_s >= 0.9 * timeout_sec:
        result.timed_out = True
    return result


class BaseEnvironment(ABC):
    """One isolated machine for one trial. Use as a context manager, or call start() and stop()."""

    # Whether the host can see the environment's files directly (upload/download are plain copies).
    is_mounted = False
    # Keyword arguments this backend accepts, with their defaults; anything else is refused.
    KWARGS: dict[str, object] = {}

    def __init__(self, environment_dir: str | Path | None, environment_name: str, session_id: str,
                 logs_dir: str | Path | None = None, **kwargs):
        self.environment_dir = Path(environment_dir) if environment_dir else None
        self.environment_name = environment_name
        self.session_id = session_id
        self.logs_dir = Path(logs_dir) if logs_dir else None
        unknown = sorted(set(kwargs) - set(self.KWARGS))
        if unknown:
            raise UsageError(f"the {self.type().value} environment does not take {', '.join(unknown)}; "
                             f"it takes {', '.join(sorted(self.KWARGS)) or 'no options'}.")
        self.options = {**self.KWARGS, **kwargs}
        self.name = dns1123_name(f"reos-{environment_name}-{session_id}")
        self.started = False
        self._validate_definition()

    @staticmethod
    @abstractmethod
    def type() -> EnvironmentType: ...

    # -- definition --------------------------------------------------------------------------------
    def _validate_definition(self) -> None:
        """Refuse an environment folder this backend cannot build, before anything starts."""
        if self.environment_dir is not None and not self.environment_dir.is_dir():
            raise UsageError(f"environment folder {self.environment_dir} does not exist.")

    @property
    def dockerfile(self) -> Path | None:
        path = self.environment_dir / DOCKERFILE if self.environment_dir else None
        return path if path and path.is_file() else None

    @property
    def setup_script(self) -> Path | None:
        path = self.environment_dir / SETUP_SCRIPT if self.environment_dir else None
        return path if path and path.is_file() else None

    # -- lifecycle ---------------------------------------------------------------------------------
    @abstractmethod
    def start(self, force_build: bool = False) -> None: ...

    @abstractmethod
    def stop(self, delete: bool = True) -> None: ...

    def __enter__(self) -> "BaseEnvironment":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop(delete=True)

    def _prepare_inside(self) -> None:
        """Shared last step of start(): log folders, then the task's setup script if it has one."""
        made = self.exec(["mkdir", "-p", *LOG_DIRS], timeout_sec=30)
        if not made.ok:
            raise EnvironmentError(f"could not create the log folders in {self.name}: {made.stderr.strip()}")
        if self.setup_script and self._runs_setup_script():
            # /var/tmp, not /tmp: a booting systemd may mount a fresh tmpfs over /tmp after the upload.
            self.upload_file(self.setup_script, "/var/tmp/reos-setup.sh")
            done = self.exec(["bash", "/var/tmp/reos-setup.sh"], cwd="/", timeout_sec=float(self.options.get(
                "setup_timeout_sec", 300)))
            if self.logs_dir:
                self.logs_dir.mkdir(parents=True, exist_ok=True)
                (self.logs_dir / "setup.log").write_text(done.stdout + done.stderr, encoding="utf-8")
            if not done.ok:
                tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
                raise EnvironmentError(f"the setup script of {self.environment_name} failed with exit code "
                                       f"{done.return_code}: {tail[0]}")

    def _runs_setup_script(self) -> bool:
        """Image backends bake the environment with the Dockerfile; they run setup.sh only without one."""
        return True

    # -- commands and files ------------------------------------------------------------------------
    @abstractmethod
    def exec(self, command: str | Sequence[str], cwd: str | None = None, env: Mapping[str, str] | None = None,
             timeout_sec: float | None = None) -> ExecResult: ...

    @abstractmethod
    def upload_file(self, source_path: str | Path, target_path: str) -> None: ...

    @abstractmethod
    def upload_dir(self, source_dir: str | Path, target_dir: str) -> None: ...

    @abstractmethod
    def download_file(self, source_path: str, target_path: str | Path) -> None: ...

    @abstractmethod
    def download_dir(self, source_dir: str, target_dir: str | Path) -> None: ...

    # -- what ReOS reads ---------------------------------------------------------------------------
    @abstractmethod
    def target(self):
        """A reos_desktop.target.Target for this environment (tools and collectors read it, not the host)."""

    def _require_started(self) -> None:
        if not self.started:
            raise EnvironmentError(f"environment {self.name} is not running; call start() first.")
