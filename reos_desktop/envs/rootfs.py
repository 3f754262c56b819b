"""Debian root filesystems made with debootstrap, cached and keyed by the hash of their recipe.

A build takes about a minute and a few hundred MB, so it is done once per recipe and shared: by every
trial (nspawn boots it read-only under a volatile overlay), by the podman/docker base image, and by
parallel jobs (a file lock makes the second builder wait for the first). The mirror is not part of
the key: the same recipe from another mirror gives the same system.

REOS_ENV_CACHE moves the cache (tests and CI point it at one folder so every run reuses the build);
otherwise it lives under ReOS's cache folder.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import subprocess
from dataclasses import asdict, dataclass, field
from pathlib import Path

from reos_desktop.envs.base import EnvironmentError, require_binary
from reos_desktop.envs.process import check
from reos_desktop.evidence.canonical import now_iso, sha256_of
from reos_desktop.paths import cache_dir

# Bumped when the post-build steps below change, so old caches are not reused for a different result.
RECIPE_VERSION = 1
DEFAULT_PACKAGES = (
    # A booting container: systemd as init, the journal, D-Bus for systemctl and logind.
    "systemd", "systemd-sysv", "dbus",
    # What ReOS's tools read and scenarios need: ps/free, ip/ss, an open port, open files.
    "procps", "iproute2", "netcat-openbsd", "lsof",
)
FALLBACK_MIRROR = "http://deb.debian.org/debian"
META_FILE = "recipe.json"


@dataclass(frozen=True)
class RootfsRecipe:
    suite: str = "bookworm"
    variant: str = "minbase"
    packages: tuple[str, ...] = DEFAULT_PACKAGES
    architecture: str = field(default_factory=lambda: _dpkg_architecture())
    version: int = RECIPE_VERSION

    def key(self) -> str:
        fields = asdict(self)
        fields["packages"] = sorted(set(self.packages))
        return sha256_of(fields)

    @property
    def label(self) -> str:
        return f"debian-{self.suite}-{self.key()[:12]}"


def env_cache_dir() -> Path:
    value = os.environ.get("REOS_ENV_CACHE")
    return Path(value).expanduser() if value else cache_dir() / "envs"


def cached_rootfs(recipe: RootfsRecipe | None = None) -> Path | None:
    """The root filesystem folder of a finished build of this recipe, or None."""
    recipe = recipe or RootfsRecipe()
    folder = env_cache_dir() / "rootfs" / recipe.label
    return folder / "root" if (folder / META_FILE).is_file() else None


def ensure_rootfs(recipe: RootfsRecipe | None = None, force_build: bool = False, mirror: str | None = None,
                  log_path: Path | None = None) -> Path:
    """The cached root filesystem for the recipe, built with debootstrap if it is not there yet."""
    recipe = recipe or RootfsRecipe()
    base = env_cache_dir() / "rootfs"
    base.mkdir(parents=True, exist_ok=True)
    folder = base / recipe.label
    with open(base / f"{recipe.label}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # a parallel builder of the same recipe waits here
        if (folder / META_FILE).is_file() and not force_build:
            return folder / "root"
        _build(recipe, folder, mirror or debian_mirror(), log_path)
    return folder / "root"


def _build(recipe: RootfsRecipe, folder: Path, mirror: str, log_path: Path | None) -> None:
    if os.geteuid() != 0:
        raise EnvironmentError("building a Debian root filesystem needs root (debootstrap creates device "
                               "files and changes ownership).")
    debootstrap = require_binary("debootstrap", "debootstrap")
    staging = folder.with_name(folder.name + f".building-{os.getpid()}")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    argv = [debootstrap, f"--variant={recipe.variant}", f"--arch={recipe.architecture}",
            f"--include={','.join(sorted(set(recipe.packages)))}", recipe.suite, str(staging / "root"), mirror]
    try:
        result = check(argv, f"debootstrap of Debian {recipe.suite} from {mirror}", timeout_sec=1800)
        if log_path:
            log_path.write_text(result.stdout + result.stderr, encoding="utf-8")
        _finish(staging / "root", recipe, mirror)
        (staging / META_FILE).write_text(json.dumps(
            {**asdict(recipe), "key": recipe.key(), "mirror": mirror, "built_at": now_iso()}, indent=2) + "\n")
        if folder.exists():
            shutil.rmtree(folder)
        staging.rename(folder)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _finish(root: Path, recipe: RootfsRecipe, mirror: str) -> None:
    """Make the tree a good template: a fresh identity per boot, no surprise network jobs, no caches."""
    # The container takes its machine name as host name, and systemd makes a new machine id per boot.
    (root / "etc/hostname").unlink(missing_ok=True)
    (root / "etc/machine-id").write_text("")
    (root / "var/lib/dbus/machine-id").unlink(missing_ok=True)
    # apt's daily timers would reach for the network in the middle of a trial.
    for timer in ("apt-daily.timer", "apt-daily-upgrade.timer"):
        (root / "etc/systemd/system/timers.target.wants" / timer).unlink(missing_ok=True)
    (root / "etc/apt/sources.list").write_text(f"deb {mirror} {recipe.suite} main\n")
    for deb in (root / "var/cache/apt/archives").glob("*.deb"):
        deb.unlink()


def debian_mirror() -> str:
    """The Debian mirror apt uses here (REOS_DEBIAN_MIRROR overrides), read from its sources."""
    override = os.environ.get("REOS_DEBIAN_MIRROR")
    if override:
        return override
    texts = []
    for path in [Path("/etc/apt/sources.list"), *sorted(Path("/etc/apt/sources.list.d").glob("*"))]:
        try:
            texts.append(path.read_text(errors="replace"))
        except OSError:
            continue
    for uri in _mirror_candidates("\n".join(texts)):
        return uri
    return FALLBACK_MIRROR


def _mirror_candidates(text: str) -> list[str]:
    """URIs of Debian archive entries (not security, not third-party) in one-line or deb822 sources."""
    found: list[str] = []
    for line in text.splitlines():
        one_line = re.match(r"^\s*deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)", line)
        if one_line and _is_debian_archive(one_line.group(1), one_line.group(2)):
            found.append(one_line.group(1).rstrip("/"))
    for stanza in re.split(r"\n\s*\n", text):
        fields = dict(re.findall(r"^(\w[\w-]*):\s*(.*)$", stanza, flags=re.M))
        if "deb" not in fields.get("Types", "").split() or fields.get("Enabled", "yes") == "no":
            continue
        for uri in fields.get("URIs", "").split():
            if any(_is_debian_archive(uri, suite) for suite in fields.get("Suites", "").split()):
                found.append(uri.rstrip("/"))
    return found


def _is_debian_archive(uri: str, suite: str) -> bool:
    return uri.rstrip("/").endswith("/debian") and "security" not in suite


def _dpkg_architecture() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              timeout=10).stdout.strip() or "amd64"
    except (OSError, subprocess.SubprocessError):
        return "amd64"
