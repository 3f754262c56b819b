"""The one way ReOS runs a command: an argv list of an allowlisted program, never a shell.

- argv[0] must be a bare program name on ALLOWED_PROGRAMS; it is found with shutil.which on a fixed
  safe PATH (the user's PATH is not trusted) and each program's argv is checked by its guard
  (tools/guards.py) so that only read-only verbs and flags reach it.
- The environment is scrubbed to LC_ALL=C, TZ=UTC and that PATH (plus KUBECONFIG/HOME for kubectl and
  HOME/XDG/CONTAINERS_* for podman, which need them to find their cluster or storage): no secrets from our
  own environment leak into children, and output is in one stable language and time zone for the parsers.
- Output is capped at the source: at most `max_bytes` are read, then the child is killed and the
  result says `truncated`. A timeout kills it too and says `timed_out`.
- A Target's argv_prefix() is put in front, so environments (nsenter, podman exec …) run the same argv
  inside themselves. With a prefix the program name is left bare, for the target to resolve.
"""

from __future__ import annotations

import os
import selectors
import shutil
import signal
import subprocess
import time
from typing import Mapping, Sequence

from reos_desktop.errors import ReosError, UsageError
from reos_desktop.target import RunResult, Target

SAFE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
DEFAULT_TIMEOUT_S = 10.0
DEFAULT_MAX_BYTES = 4 * 1024 * 1024
_STDERR_MAX_BYTES = 64 * 1024

# The programs ReOS may run at all. Each is read-only in the ways guards.py allows.
ALLOWED_PROGRAMS = frozenset({"systemctl", "journalctl", "kubectl", "podman", "rpm", "ps", "ss", "df", "ip"})
# Environment variables a program may receive from our own environment, besides the fixed ones.
# Rootless podman finds its user's storage through HOME and the XDG folders.
_PASSED_THROUGH = {"kubectl": ("KUBECONFIG", "HOME"),
                   "podman": ("HOME", "XDG_RUNTIME_DIR", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "CONTAINERS_CONF",
                              "CONTAINERS_STORAGE_CONF", "CONTAINERS_REGISTRIES_CONF")}


class CommandUnavailable(ReosError):
    """The program is not installed here (the tool reports it as its error, it does not crash)."""

    exit_code = 3


def resolve_program(name: str) -> str:
    path = shutil.which(name, path=SAFE_PATH)
    if not path:
        raise CommandUnavailable(f"{name} is not installed on this machine (not found in {SAFE_PATH})")
    return path


def scrubbed_env(program: str, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {"LC_ALL": "C", "TZ": "UTC", "PATH": SAFE_PATH, "SYSTEMD_PAGER": "", "SYSTEMD_COLORS": "0"}
    for var in _PASSED_THROUGH.get(program, ()):
        if os.environ.get(var):
            env[var] = os.environ[var]
    if extra:
        allowed = set(_PASSED_THROUGH.get(program, ()))
        for key, value in extra.items():
            if key not in allowed:
                raise UsageError(f"environment variable {key} may not be passed to {program}")
            env[key] = value
    return env


def check_argv(argv: Sequence[str]) -> None:
    """Refuse anything but a list of plain strings naming an allowlisted program, checked by its guard."""
    from reos_desktop.tools import guards

    if isinstance(argv, (str, bytes)) or not argv:
        raise UsageError("a command must be a non-empty argv list, never a shell string")
    if not all(isinstance(a, str) for a in argv):
        raise UsageError("every argv element must be a string")
    if any("\0" in a for a in argv):
        raise UsageError("argv elements may not contain NUL bytes")
    program = argv[0]
    if "/" in program or program not in ALLOWED_PROGRAMS:
        raise UsageError(f"{program} is not on the allowlist of read-only programs")
    guards.check(list(argv))


def run(argv: Sequence[str], *, timeout: float = DEFAULT_TIMEOUT_S, max_bytes: int = DEFAULT_MAX_BYTES,
        target: Target | None = None, env: Mapping[str, str] | None = None) -> RunResult:
    """Run an allowlisted argv and return what it printed (bounded), its exit code and how long it took."""
    check_argv(argv)
    program = argv[0]
    prefix = list(target.argv_prefix()) if target is not None else []
    if prefix:
        full = prefix + list(argv)
    else:
        full = [resolve_program(program)] + list(argv[1:])
    started = time.monotonic()
    try:
        proc = subprocess.Popen(full, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                env=scrubbed_env(program, env), close_fds=True, start_new_session=True)
    except FileNotFoundError as err:
        raise CommandUnavailable(f"{full[0]} could not be started: {err.strerror}") from None
    except PermissionError:
        raise CommandUnavailable(f"{full[0]} could not be started: permission denied") from None
    stdout, stderr, truncated, timed_out = _collect(proc, timeout, max_bytes)
    return RunResult(argv=list(argv), returncode=proc.returncode, stdout=stdout.decode("utf-8", "replace"),
                     stderr=stderr.decode("utf-8", "replace"), duration_s=time.monotonic() - started,
                     truncated=truncated, timed_out=timed_out)


def _collect(proc: subprocess.Popen, timeout: float, max_bytes: int) -> tuple[bytes, bytes, bool, bool]:
    """Read both pipes without deadlock, stopping the child at the byte cap or the deadline."""
    out, err = bytearray(), bytearray()
    truncated = timed_out = False
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(proc.stdout, selectors.EVENT_READ, out)
        selector.register(proc.stderr, selectors.EVENT_READ, err)
        while selector.get_map():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                timed_out = True
                break
            for key, _ in selector.select(remaining):
                chunk = os.read(key.fd, 65536)
                if not chunk:
                    selector.unregister(key.fileobj)
                    continue
                buffer: bytearray = key.data
                cap = max_bytes if buffer is out else _STDERR_MAX_BYTES
                room = cap - len(buffer)
                if len(chunk) > room:
                    buffer.extend(chunk[:max(room, 0)])
                    if buffer is out:
                        truncated = True
                else:
                    buffer.extend(chunk)
            if truncated:
                break
    if truncated or timed_out:
        _stop(proc)
    proc.stdout.close()
    proc.stderr.close()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        _stop(proc, signal.SIGKILL)
        proc.wait()
    if truncated:
        # Keep whole lines only: a half line would be parsed as a (wrong) whole one.
        cut = out.rfind(b"\n")
        del out[cut + 1:]
    return bytes(out), bytes(err), truncated, timed_out


def _stop(proc: subprocess.Popen, sig: int = signal.SIGTERM) -> None:
    """Stop the child we started (its own process group, made by start_new_session)."""
    try:
        os.killpg(proc.pid, sig)
    except (ProcessLookupError, PermissionError):
        try:
            proc.send_signal(sig)
        except ProcessLookupError:
            pass


def describe(argv: Sequence[str]) -> str:
    """An argv as one readable line for invocation records (quoted where needed, then redacted)."""
    import shlex

    from reos_desktop.redact import redact

    return redact(shlex.join(list(argv)))
