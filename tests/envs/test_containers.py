"""The podman and docker backends for real.

Podman runs with runc here. There is no Docker engine on this machine, so the docker backend runs the
real docker CLI against podman's Docker-compatible API (`podman system service` on a socket made by
the test): that proves the docker CLI flow (build with the classic builder, run, exec, cp, rm) against
a working daemon API, though not Docker Engine itself.
"""

from __future__ import annotations

import json
import os
import subprocess
import time

import pytest

from reos_desktop.envs.docker import DockerEnvironment
from reos_desktop.envs.images import BASE_REPOSITORY, ensure_base_image, image_id
from reos_desktop.envs.podman import PodmanEnvironment
from reos_desktop.envs.rootfs import RootfsRecipe

from .helpers import require, require_root, write_task

pytestmark = pytest.mark.slow

DOCKERFILE = """ARG REOS_BASE_IMAGE=localhost/reos-debian:bookworm
FROM ${REOS_BASE_IMAGE}
RUN mkdir -p /srv/app && echo MARKER > /srv/app/marker
WORKDIR /srv/app
"""


def dockerfile(marker: str) -> str:
    return DOCKERFILE.replace("MARKER", marker)


@pytest.fixture(scope="module")
def podman_ready():
    require_root()
    require("podman", "podman")
    require("runc", "runc")
    require("debootstrap", "debootstrap")


@pytest.fixture(scope="module")
def docker_host(podman_ready, tmp_path_factory):
    """podman's Docker-compatible API on a private socket, for the real docker CLI."""
    require("docker", "docker.io (the CLI)")
    socket_path = tmp_path_factory.mktemp("podman-api") / "podman.sock"
    service = subprocess.Popen(["podman", "--runtime", "runc", "system", "service", "--time=0",
                                f"unix://{socket_path}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while not socket_path.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    yield f"unix://{socket_path}"
    service.terminate()
    service.wait(timeout=30)


@pytest.fixture
def made_images():
    """Images a test builds with unique content are removed afterwards, so runs do not pile them up."""
    made: list[tuple[list[str], str]] = []
    yield made
    for engine, reference in made:
        subprocess.run([*engine, "rmi", "-f", reference], capture_output=True, timeout=120)


def _inspect(engine: list[str], what: str, name: str, template: str) -> str:
    done = subprocess.run([*engine, what, "inspect", "--format", template, name], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_base_image_comes_from_the_debootstrap_root(podman_ready):
    engine = ["podman", "--runtime", "runc"]
    recipe = RootfsRecipe()
    tag = ensure_base_image(engine, recipe)
    assert tag == f"{BASE_REPOSITORY}:{recipe.key()[:12]}"
    assert image_id(engine, tag) == image_id(engine, f"{BASE_REPOSITORY}:bookworm")
    done = subprocess.run([*engine, "run", "--rm", "--network", "none", "--ulimit", "nofile=1024:1024",
                           "--ulimit", "nproc=1024:1024", tag, "cat", "/etc/debian_version"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.startswith("12.")


def test_podman_builds_a_hash_tagged_labelled_image_and_reuses_it(podman_ready, tmp_path, made_images):
    marker = f"m{time.monotonic_ns()}"
    task = write_task(tmp_path, dockerfile=dockerfile(marker))
    first = PodmanEnvironment(task, "Podman Task", "one")
    with first:
        tag = first.image
        assert tag.startswith("podman-task:") and len(tag.split(":")[1]) == 12
        assert tag.split(":")[1] == first.build_hash[:12]
        labels = json.loads(_inspect(first.engine(), "image", tag, "{{json .Labels}}"))
        assert labels["org.sbx.env_hash"] == first.build_hash
        assert labels["org.sbx.task"] == "Podman Task" and labels["org.sbx.env"] == "podman"
        assert first.exec(["cat", "marker"]).stdout == f"{marker}\n"  # the Dockerfile's WORKDIR applies
        built_id = image_id(first.engine(), tag)
        made_images += [(first.engine(), tag), (first.engine(), built_id)]
    with PodmanEnvironment(task, "Podman Task", "two") as second:
        assert second.image == tag and image_id(second.engine(), tag) == built_id
    with PodmanEnvironment(task, "Podman Task", "three") as forced:
        pass
    forced.start(force_build=True)
    try:
        assert forced.image == tag and image_id(forced.engine(), tag) != built_id
    finally:
        forced.stop()
    (task / "Dockerfile").write_text(dockerfile(marker + "-changed"))
    with PodmanEnvironment(task, "Podman Task", "four") as changed:
        made_images.append((changed.engine(), changed.image))
        assert changed.image != tag
        assert changed.exec(["cat", "/srv/app/marker"]).stdout == f"{marker}-changed\n"


def test_podman_exec_files_isolation_and_target(podman_ready, tmp_path, monkeypatch):
    monkeypatch.setenv("REOS_TEST_SECRET", "host-only-value")
    task = write_task(tmp_path, setup="mkdir -p /srv/from-setup && echo set > /srv/from-setup/flag\n")
    with PodmanEnvironment(task, "podman-setup", "x") as environment:
        assert environment.exec(["cat", "/srv/from-setup/flag"]).stdout == "set\n"  # base image + setup.sh
        result = environment.exec("pwd; echo $A; env | grep -c REOS_TEST_SECRET; exit 4", cwd="/tmp",
                                  env={"A": "b"})
        assert (result.stdout, result.return_code) == ("/tmp\nb\n0\n", 4)
        assert environment.exec("sleep 30", timeout_sec=1).timed_out
        assert environment.exec(["ip", "-brief", "link"]).stdout.split()[0] == "lo"
        tree = tmp_path / "tree"
        (tree / "sub").mkdir(parents=True)
        (tree / "sub" / "f").write_text("F")
        environment.upload_dir(tree, "/opt/tree")
        environment.upload_file(tree / "sub" / "f", "/opt/single/f")
        assert environment.exec(["cat", "/opt/tree/sub/f", "/opt/single/f"]).stdout == "FF"
        environment.download_dir("/opt/tree", tmp_path / "back")
        environment.download_file("/opt/single/f", tmp_path / "one" / "f")
        assert (tmp_path / "back" / "sub" / "f").read_text() == "F" and (tmp_path / "one" / "f").read_text() == "F"
        target = environment.target()
        assert target.argv_prefix()[0] == "nsenter"  # a local container: entered directly, not via podman exec
        assert target.root.read_text("/srv/from-setup/flag") == "set\n"
        done = subprocess.run([*target.argv_prefix(), "hostname"], capture_output=True, text=True, timeout=30)
        assert done.stdout.strip() == environment.name
    listed = subprocess.run(["podman", "ps", "-a", "--filter", f"name={environment.name}", "--format", "{{.Names}}"],
                            capture_output=True, text=True, timeout=60)
    assert environment.name not in listed.stdout


def test_docker_cli_runs_a_trial_through_a_docker_api(docker_host, tmp_path, made_images):
    marker = f"d{os.getpid()}"
    task = write_task(tmp_path, dockerfile=dockerfile(marker))
    with DockerEnvironment(task, "docker-task", "one", docker_host=docker_host) as environment:
        made_images.append((environment.engine(), environment.image))
        assert environment.image.startswith("docker-task:")
        labels = json.loads(_inspect(environment.engine(), "image", environment.image, "{{json .Config.Labels}}"))
        assert labels["org.sbx.env"] == "docker" and labels["org.sbx.env_hash"] == environment.build_hash
        assert environment.exec(["cat", "marker"]).stdout == f"{marker}\n"
        result = environment.exec("echo $A >&2; exit 6", env={"A": "to-stderr"})
        assert (result.stderr, result.return_code) == ("to-stderr\n", 6)
        source = tmp_path / "f"
        source.write_text("via docker cp")
        environment.upload_file(source, "/tmp/in/f")
        environment.download_file("/tmp/in/f", tmp_path / "back")
        assert (tmp_path / "back").read_text() == "via docker cp"
        target = environment.target()
        assert target.root.read_text("/srv/app/marker") == f"{marker}\n"
        first_id = image_id(environment.engine(), environment.image)
    with DockerEnvironment(task, "docker-task", "two", docker_host=docker_host) as again:
        assert image_id(again.engine(), again.image) == first_id
