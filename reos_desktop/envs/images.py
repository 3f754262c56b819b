"""Container images: content-hash tags for a task's environment and the locally made Debian base image.

A task image is tagged `<task>:<hash12>`, where the hash covers every file of the task's `environment/`
folder (sorted relative paths and contents, as the seed specifies) plus the id of the base image, so a
new base image also gives new task images (the seed left base drift to `--force-build`).

No registry is reachable here, so the base image is imported from the cached debootstrap root
filesystem instead of pulled. Dockerfiles name it through a build argument:

    ARG REOS_BASE_IMAGE=localhost/reos-debian:bookworm
    FROM ${REOS_BASE_IMAGE}
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import subprocess
from pathlib import Path

from reos_desktop.envs.base import EnvironmentError, dns1123_name
from reos_desktop.envs.process import run
from reos_desktop.envs.rootfs import RootfsRecipe, ensure_rootfs, env_cache_dir

BASE_REPOSITORY = "localhost/reos-debian"
BASE_BUILD_ARG = "REOS_BASE_IMAGE"
LABEL_PREFIX = "org.sbx"  # the seed's label names, so images are recognisable across both projects


def environment_hash(environment_dir: Path, extra: str = "") -> str:
    """SHA-256 over the folder's sorted relative paths and file contents (symlinks by their target)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in environment_dir.rglob("*") if not p.is_dir() or p.is_symlink()):
        relative = path.relative_to(environment_dir).as_posix()
        entry = hashlib.sha256()
        if path.is_symlink():
            entry.update(b"link:" + os.readlink(path).encode())
        else:
            entry.update(b"file:" + (b"x" if os.access(path, os.X_OK) else b"-"))
            with open(path, "rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    entry.update(block)
        digest.update(relative.encode() + b"\0" + entry.hexdigest().encode() + b"\n")
    digest.update(b"extra:" + extra.encode())
    return digest.hexdigest()


def image_tag(task_name: str, build_hash: str) -> str:
    return f"{dns1123_name(task_name, limit=100)}:{build_hash[:12]}"


def image_labels(build_hash: str, task_name: str, environment_name: str) -> dict[str, str]:
    return {f"{LABEL_PREFIX}.env_hash": build_hash, f"{LABEL_PREFIX}.task": task_name,
            f"{LABEL_PREFIX}.env": environment_name}


def dockerfile_workdir(dockerfile: Path) -> str:
    """The working folder of the final stage (last WORKDIR after the last FROM), '/' if none."""
    workdir = "/"
    for line in _logical_lines(dockerfile.read_text(errors="replace")):
        word, _, rest = line.partition(" ")
        if word.upper() == "FROM":
            workdir = "/"
        elif word.upper() == "WORKDIR" and rest.strip():
            value = rest.strip().strip('"')
            workdir = value if value.startswith("/") else os.path.join(workdir, value)
    return workdir


def _logical_lines(text: str) -> list[str]:
    joined = re.sub(r"\\\s*\n", " ", text)
    return [line.strip() for line in joined.splitlines() if line.strip() and not line.strip().startswith("#")]


def base_image_tag(recipe: RootfsRecipe) -> str:
    return f"{BASE_REPOSITORY}:{recipe.key()[:12]}"


def ensure_base_image(engine: list[str], recipe: RootfsRecipe, force_build: bool = False) -> str:
    """Import the cached root filesystem as the base image (once per recipe), tagged by its hash and
    as `localhost/reos-debian:<suite>`; returns the hash tag."""
    tag = base_image_tag(recipe)
    lock_dir = env_cache_dir()
    lock_dir.mkdir(parents=True, exist_ok=True)
    with open(lock_dir / "base-image.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # parallel trials import it once
        if not force_build and image_exists(engine, tag):
            return tag
        rootfs = ensure_rootfs(recipe)
        _import_tree(engine, rootfs, tag)
        tagged = run([*engine, "tag", tag, f"{BASE_REPOSITORY}:{recipe.suite}"], timeout_sec=60)
        if tagged.return_code != 0:
            raise EnvironmentError(f"tagging the base image failed: {tagged.stderr.strip()}")
    return tag


def _import_tree(engine: list[str], rootfs: Path, tag: str) -> None:
    """Stream `tar` of the tree straight into `<engine> import` (no temporary archive on disk)."""
    tar = subprocess.Popen(["tar", "-C", str(rootfs), "--numeric-owner", "-c", "."], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
    try:
        importer = subprocess.run([*engine, "import", "--change", "CMD [\"/bin/bash\"]", "-", tag],
                                  stdin=tar.stdout, capture_output=True, text=True, timeout=900)
    finally:
        tar.stdout.close()
        tar_err = tar.stderr.read().decode(errors="replace")
        tar.wait()
    if importer.returncode != 0 or tar.returncode != 0:
        detail = (importer.stderr or tar_err).strip().splitlines()
        raise EnvironmentError(f"importing the Debian root filesystem as {tag} failed: "
                               f"{detail[-1] if detail else 'exit code ' + str(importer.returncode)}")


def image_exists(engine: list[str], tag: str) -> bool:
    return run([*engine, "image", "inspect", tag], timeout_sec=60).return_code == 0


def image_id(engine: list[str], tag: str) -> str:
    result = run([*engine, "image", "inspect", "--format", "{{.Id}}", tag], timeout_sec=60)
    if result.return_code != 0:
        raise EnvironmentError(f"image {tag} is not there: {result.stderr.strip()}")
    return result.stdout.strip()
