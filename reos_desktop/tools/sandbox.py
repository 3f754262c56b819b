"""The file sandbox: which paths a tool may read, decided on the resolved path (symlinks and `..` gone).

Two lists: readable roots (configuration, logs, state, homes, /proc and /sys), and secret stores that are
refused even inside them (password hashes, private keys, credential files, keyrings, browser profiles,
process environments, kernel memory, devices). The check runs before opening and again on the path of
the opened file descriptor, so a symlink swapped in between cannot lead out.
"""

from __future__ import annotations

import os
import re

from reos_desktop.errors import UsageError

READABLE_ROOTS = ("/etc", "/var/log", "/var/lib", "/var/spool", "/var/www", "/var/cache", "/var/tmp", "/var/backups",
                  "/usr/share", "/usr/lib", "/usr/local", "/opt", "/srv", "/home", "/root", "/tmp", "/boot",
                  "/proc", "/sys", "/run")

# (pattern on the resolved path, why it is refused). Checked in order; the first match decides.
_SECRET_STORES: list[tuple[re.Pattern[str], str]] = [(re.compile(p), why) for p, why in [
    (r"^/dev(/|$)", "it is a device"),
    (r"^/proc/kcore$|^/proc/kmem$|^/proc/kmsg$|^/dev/mem$", "it is kernel memory"),
    (r"^/proc/(\d+|self|thread-self)/(task/\d+/)?(environ|mem|pagemap|auxv|syscall|stack|personality)$",
     "a process's environment and memory can hold secrets"),
    (r"(^|/)g?shadow([-.~][^/]*)?$", "it holds password hashes"),
    (r"^/etc/security/opasswd$|(^|/)\.?passwd\.(bak|old)$", "it holds old password hashes"),
    (r"^/etc/ssh/ssh_host_[^/]*_key$", "it is an SSH host private key"),
    (r"/\.ssh/(?!known_hosts[^/]*$|authorized_keys[^/]*$|config$)[^/]*(?<!\.pub)$", "it may be an SSH private key"),
    (r"/\.gnupg(/|$)|/\.password-store(/|$)", "it is a GPG keyring"),
    (r"(^|/)private/[^/]*\.(pem|key)$|^/etc/ssl/private(/|$)|^/etc/pki/[^/]+/private(/|$)",
     "it is in a private-key folder"),
    (r"\.(key|p12|pfx|jks|keystore|keytab|kdbx|gpg|asc)$|(^|/)[^/]*key[^/]*\.pem$|\.pem\.key$",
     "it is a key file"),
    (r"(^|/)\.env(\.[^/]*)?$|(^|/)\.envrc$", "it is an environment file with credentials"),
    (r"(^|/)\.(netrc|pgpass|git-credentials|my\.cnf|npmrc|pypirc|vault-token|boto|s3cfg|dockercfg)$",
     "it is a credentials file"),
    (r"/\.docker/config\.json$|/\.kube/config$|/\.aws/credentials$|/\.config/gcloud(/|$)|/\.azure(/|$)"
     r"|/\.config/gh/hosts\.yml$|/\.config/hub$", "it holds cloud or registry credentials"),
    (r"/\.local/share/keyrings(/|$)|/\.local/share/kwalletd(/|$)|/\.kde4?/share/apps/kwallet(/|$)",
     "it is a keyring"),
    (r"^/etc/NetworkManager/system-connections(/|$)|^/etc/wpa_supplicant(/|$)|/wpa_supplicant[^/]*\.conf$"
     r"|^/var/lib/iwd(/|$)", "it holds Wi-Fi and VPN passwords"),
    (r"/\.mozilla(/|$)|/\.thunderbird(/|$)|/\.config/(google-chrome|chromium|BraveSoftware|microsoft-edge|vivaldi"
     r"|opera)(/|$)|/snap/(firefox|chromium)(/|$)|/\.var/app/(org\.mozilla\.firefox|com\.google\.Chrome"
     r"|org\.chromium\.Chromium|com\.brave\.Browser|com\.microsoft\.Edge)(/|$)", "it is a browser profile"),
    (r"(^|/)\.(bash|zsh|sh|python|mysql|psql|sqlite|node_repl|rediscli)_history$|/fish_history$|(^|/)\.lesshst$",
     "shell histories often hold typed passwords"),
    (r"(^|/)secrets?(/|$)|(^|/)[^/]*(secret|credential|password)s?[^/]*$|(^|/)token$",
     "its name says it holds a secret"),
]]

# Virtual file systems that a walk for changed files must not descend into.
VIRTUAL_ROOTS = ("/proc", "/sys", "/dev", "/run")


def refusal(resolved: str) -> str | None:
    """Why reading this resolved path is refused, or None when it may be read."""
    for pattern, why in _SECRET_STORES:
        if pattern.search(resolved):
            return why
    if not any(resolved == root or resolved.startswith(root + "/") for root in READABLE_ROOTS):
        return "it is outside the readable folders (" + ", ".join(READABLE_ROOTS[:6]) + ", …)"
    return None


def resolve(path: str, root=None) -> tuple[str, str]:
    """(the resolved path as seen inside the target, the host path to open)."""
    if not path.startswith("/"):
        raise UsageError(f"the path must be absolute, not {path!r}")
    if root is None or root.live:
        real = os.path.realpath(path)
        return real, real
    host = str(root.path(path))
    base = str(root.base)
    inside = "/" + os.path.relpath(host, base) if host != base else "/"
    return os.path.normpath(inside), host


def check(tool: str, path: str, root=None) -> tuple[str, str]:
    """Resolve and check a path; UsageError with the reason when it is refused."""
    inside, host = resolve(path, root)
    why = refusal(inside)
    if why:
        shown = path if inside == path else f"{path} (which is {inside})"
        raise UsageError(f"{tool}: reading {shown} is refused: {why}")
    return inside, host


def check_open_fd(tool: str, fd: int, root=None) -> None:
    """The opened file's real path must pass the same check (a symlink may have changed meanwhile)."""
    try:
        opened = os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        return
    if root is not None and hasattr(root, "inside_path_of_fd"):
        # Under /proc/PID/root the link reads back as the environment sees the file (`/etc/x`), which a
        # prefix check cannot tell from the host's /etc/x; the root decides by the file's mount.
        inside = root.inside_path_of_fd(fd)
        if inside is None:
            raise UsageError(f"{tool}: the opened file {opened} is not on the target's file systems")
        opened = inside
    elif root is not None and not root.live:
        base = str(root.base)
        if not (opened == base or opened.startswith(base.rstrip("/") + "/")):
            raise UsageError(f"{tool}: the opened file {opened} is outside the target's root")
        opened = "/" + os.path.relpath(opened, base)
    why = refusal(opened)
    if why:
        raise UsageError(f"{tool}: reading {opened} is refused: {why}")
