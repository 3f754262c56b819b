"""Targets for environments: how ReOS's tools and collectors read an environment instead of the host.

Two kinds of root:
- `ProcRoot` reads the environment's files through `/proc/PID/root` of a process inside it. That view
  includes the environment's own mounts (its /run, /tmp, a tmpfs a scenario mounted), which an overlay's
  merged folder seen from the host would not. `Root` resolves real paths, which would turn
  `/proc/PID/root` into `/`, so this subclass keeps the path as given.
- `ExecRoot` reads files by running `cat`/`ls`/`stat` through the environment's exec, for backends whose
  files the host cannot see (a Kubernetes pod). Each read is one exec, so it is slower but it is the
  same interface.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from reos_desktop.envs.base import DEFAULT_ENV, EnvironmentError
from reos_desktop.state.root import Root


class ProcRoot(Root):
    """The root folder of the process PID as the host sees it."""

    # The process runs on this host's kernel: kernel release and architecture are this machine's.
    shares_kernel = True

    def __init__(self, pid: int):
        self.pid = pid
        self.base = Path(f"/proc/{pid}/root")
        self.live = False

    def __repr__(self) -> str:
        return f"ProcRoot({self.pid})"

    def running_hostname(self) -> str | None:
        """The host name the environment's running system has (its UTS namespace), which /etc/hostname
        under the root need not say; None when the process is gone or nsenter fails."""
        import subprocess

        try:
            done = subprocess.run(["nsenter", "-t", str(self.pid), "-u", "--", "uname", "-n"], capture_output=True,
                                  text=True, timeout=10, stdin=subprocess.DEVNULL)
        except (OSError, subprocess.TimeoutExpired):
            return None
        return done.stdout.strip() or None if done.returncode == 0 else None

    def inside_path_of_fd(self, fd: int) -> str | None:
        """The path inside the environment of a file this process opened under the root, or None when
        the file is not on one of the environment's mounts (a symlink swapped under us led elsewhere).

        readlink(/proc/self/fd/N) of such a file gives its path as the environment sees it (`/etc/x`,
        not `/proc/PID/root/etc/x`), which cannot tell the environment's /etc/x from the host's; the
        mount id can, because every mount namespace has its own mount ids.
        """
        try:
            with open(f"/proc/self/fdinfo/{fd}") as handle:
                mount_id = next(line.split()[1] for line in handle if line.startswith("mnt_id:"))
            with open(f"/proc/{self.pid}/mountinfo") as handle:
                inside_ids = {line.split()[0] for line in handle}
            path = os.readlink(f"/proc/self/fd/{fd}")
        except (OSError, StopIteration, IndexError):
            return None
        return path if mount_id in inside_ids else None


class ExecRoot(Root):
    """A root read through exec: files are downloaded into a private mirror folder when asked for."""

    def __init__(self, exec_fn: Callable, download_fn: Callable, label: str):
        self._exec = exec_fn
        self._download = download_fn
        self._label = label
        self.base = Path(tempfile.mkdtemp(prefix="reos-execroot-"))
        self.live = False

    def __repr__(self) -> str:
        return f"ExecRoot({self._label!r})"

    @property
    def label(self) -> str:
        return self._label

    def path(self, inside: str) -> Path:
        """Download `inside` (a file, byte for byte) into the mirror; a missing file stays missing.

        Symbolic links are resolved inside the environment first (kubectl cp copies a link as a link,
        which would dangle here)."""
        local = self.base / _mirror_name(inside)
        if local.exists():
            local.unlink()
        resolved = self._exec(["readlink", "-e", "--", inside], timeout_sec=30)
        real = resolved.stdout.strip()
        if resolved.return_code == 0 and real and self.is_file(real):
            self._download(real, local)
        return local

    def _test(self, flag: str, inside: str) -> bool:
        return self._exec(["test", flag, inside], timeout_sec=30).return_code == 0

    def exists(self, inside: str) -> bool:
        return self._test("-e", inside)

    def is_dir(self, inside: str) -> bool:
        return self._test("-d", inside)

    def is_file(self, inside: str) -> bool:
        return self._test("-f", inside)

    def listdir(self, inside: str) -> list[str]:
        result = self._exec(["ls", "-1A", "--", inside], timeout_sec=30)
        return sorted(result.stdout.splitlines()) if result.return_code == 0 else []

    def stat_signature(self, *paths: str) -> list:
        out: list = []
        for inside in paths:
            result = self._exec(["stat", "-L", "-c", "%Y %s", "--", inside], timeout_sec=30)
            fields = result.stdout.split()
            if result.return_code == 0 and len(fields) == 2:
                # stat gives whole seconds; scaled to ns so the shape matches Root.stat_signature.
                out.append([inside, int(fields[0]) * 10**9, int(fields[1])])
            else:
                out.append([inside, None, None])
        return out

    def cleanup(self) -> None:
        shutil.rmtree(self.base, ignore_errors=True)


def _mirror_name(inside: str) -> str:
    return hashlib.sha256(inside.encode()).hexdigest()[:24] + "-" + os.path.basename(inside.rstrip("/"))


@dataclass
class EnvironmentTarget:
    """Satisfies reos_desktop.target.Target: a root over the environment's files and an argv prefix."""

    name: str
    root: Root
    prefix: list[str] = field(default_factory=list)
    live: bool = False

    def argv_prefix(self) -> list[str]:
        return list(self.prefix)


# What a tool's argv runs with inside an environment: nothing of the caller's environment (which may
# hold secrets, and which an engine or kubectl would not pass on anyway), and the C locale and UTC that
# the tool runner promises its parsers.
TARGET_ENV = {"PATH": DEFAULT_ENV["PATH"], "HOME": "/root", "LC_ALL": "C", "TZ": "UTC"}


def clean_env_argv() -> list[str]:
    return ["/usr/bin/env", "-i", *[f"{key}={value}" for key, value in TARGET_ENV.items()]]


def nsenter_prefix(pid: int) -> list[str]:
    """Run an argv in every namespace, the root and the working folder of PID, with a clean environment."""
    return [*nsenter_argv(pid), *clean_env_argv()]


def nsenter_argv(pid: int) -> list[str]:
    """Enter the mount, UTS, IPC, network, PID and cgroup namespaces, root and working folder of PID.

    With -p nsenter forks, so the command really is inside the PID namespace (its `ps` sees the
    environment's processes). The user namespace is left alone: these environments run as host root.
    """
    return ["nsenter", "-t", str(pid), "-m", "-u", "-i", "-n", "-p", "-C", "-r", "-w", "--"]


# -- file transfer through a host-visible root ------------------------------------------------------
def copy_in(root: Root, source: str | Path, target: str) -> None:
    source = Path(source)
    if not source.is_file():
        raise EnvironmentError(f"cannot upload {source}: it is not a file.")
    destination = root.path(target)
    destination.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, destination)


def copy_dir_in(root: Root, source: str | Path, target: str) -> None:
    source = Path(source)
    if not source.is_dir():
        raise EnvironmentError(f"cannot upload {source}: it is not a folder.")
    shutil.copytree(source, root.path(target), symlinks=True, dirs_exist_ok=True)


def copy_out(root: Root, source: str, target: str | Path) -> None:
    origin = root.path(source)
    if not origin.is_file():
        raise EnvironmentError(f"cannot download {source}: no such file in the environment.")
    Path(target).parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(origin, target)


def copy_dir_out(root: Root, source: str, target: str | Path) -> None:
    origin = root.path(source)
    if not origin.is_dir():
        raise EnvironmentError(f"cannot download {source}: no such folder in the environment.")
    shutil.copytree(origin, target, symlinks=True, dirs_exist_ok=True)
