"""The environment interface without starting anything: names, argv, hashes, recipes, the factory."""

from __future__ import annotations

import os
import resource

import pytest

from reos_desktop.envs import images, rootfs
from reos_desktop.envs.base import (DEFAULT_ENV, EnvironmentError, EnvironmentType, ExecResult, command_argv,
                                    dns1123_name, inner_argv, mark_timeout)
from reos_desktop.envs.containers import ulimit_flags
from reos_desktop.envs.docker import DockerEnvironment
from reos_desktop.envs.factory import create_environment, environment_class
from reos_desktop.envs.namespace import NamespaceEnvironment
from reos_desktop.envs.podman import PodmanEnvironment
from reos_desktop.errors import UsageError

from .helpers import write_task


@pytest.mark.parametrize("text, expected", [
    ("reos-My_Task-SESSION.1", "reos-my-task-session-1"),
    ("--weird--", "weird"),
    ("!!!", "env"),
    ("a" * 80, "a" * 63),
])
def test_dns1123_names(text, expected):
    assert dns1123_name(text) == expected


def test_dns1123_name_never_ends_with_a_dash_after_truncation():
    name = dns1123_name("x" * 62 + "-yz")
    assert len(name) <= 63 and not name.endswith("-")


def test_inner_argv_clears_the_environment_and_avoids_shell_splicing_for_cwd():
    argv = inner_argv("echo $A", "/srv/app dir", {"A": "1"}, 5)
    assert argv[:4] == ["/usr/bin/env", "-i", "-C", "/srv/app dir"]
    assert f"PATH={DEFAULT_ENV['PATH']}" in argv and "A=1" in argv
    assert argv[-7:] == ["timeout", "-k", "2", "5", "bash", "-c", "echo $A"]


def test_command_argv_keeps_an_argv_as_is_and_refuses_an_empty_one():
    assert command_argv(["ls", "-l", "a b"], None) == ["ls", "-l", "a b"]
    with pytest.raises(UsageError):
        command_argv([], None)


def test_invalid_variable_names_are_refused():
    with pytest.raises(UsageError, match="not a valid environment variable name"):
        inner_argv("true", None, {"A=B": "x"}, None)


def test_exit_124_counts_as_a_time_out_only_when_the_time_was_used_up():
    assert mark_timeout(ExecResult("", "", 124, duration_s=2.0), 2.0).timed_out
    assert not mark_timeout(ExecResult("", "", 124, duration_s=0.01), 2.0).timed_out
    assert not mark_timeout(ExecResult("", "", 124, duration_s=5.0), None).timed_out


def test_factory_makes_each_type_and_refuses_unknown_names_and_options(tmp_path):
    for kind in EnvironmentType:
        assert environment_class(kind.value).type() is kind
    environment = create_environment("namespace", None, "demo", "s1")
    assert isinstance(environment, NamespaceEnvironment) and environment.name == "reos-demo-s1"
    with pytest.raises(UsageError, match="unknown environment 'vm'"):
        create_environment("vm", None, "demo", "s1")
    with pytest.raises(UsageError, match="does not take colour"):
        create_environment("namespace", None, "demo", "s1", colour="red")


def test_backends_that_cannot_build_a_dockerfile_say_so(tmp_path):
    environment = write_task(tmp_path, dockerfile="FROM scratch\n")
    with pytest.raises(EnvironmentError, match="cannot build a Dockerfile"):
        create_environment("namespace", environment, "t", "s")
    with pytest.raises(EnvironmentError, match="cannot build a Dockerfile"):
        create_environment("nspawn", environment, "t", "s")
    with pytest.raises(UsageError, match="does not exist"):
        create_environment("podman", tmp_path / "missing", "t", "s")


def test_using_an_environment_before_start_is_a_clear_error():
    environment = create_environment("namespace", None, "demo", "s1")
    with pytest.raises(EnvironmentError, match="not running; call start"):
        environment.exec(["true"])


# -- image hashes and tags ------------------------------------------------------------------------
def test_environment_hash_is_deterministic_and_covers_paths_contents_and_modes(tmp_path):
    folder = write_task(tmp_path, dockerfile="FROM x\n", setup="echo hi\n")
    first = images.environment_hash(folder)
    assert first == images.environment_hash(folder)
    (folder / "setup.sh").write_text("echo hello\n")
    second = images.environment_hash(folder)
    assert second != first
    os.chmod(folder / "setup.sh", 0o755)
    assert images.environment_hash(folder) != second
    (folder / "setup.sh").rename(folder / "other.sh")
    assert images.environment_hash(folder) not in (first, second)
    assert images.environment_hash(folder, extra="base-1") != images.environment_hash(folder, extra="base-2")


def test_image_tag_and_labels_follow_the_seed(tmp_path):
    digest = "ab" * 32
    assert images.image_tag("Disk Nearly Full", digest) == "disk-nearly-full:abababababab"
    assert images.image_labels(digest, "disk", "podman") == {
        "org.sbx.env_hash": digest, "org.sbx.task": "disk", "org.sbx.env": "podman"}


def test_dockerfile_workdir_is_the_last_of_the_final_stage(tmp_path):
    dockerfile = tmp_path / "Dockerfile"
    dockerfile.write_text("FROM a AS build\nWORKDIR /build\nFROM b\nWORKDIR /srv\n# WORKDIR /no\n"
                          "WORKDIR app\nRUN echo \\\n  WORKDIR /not-this\n")
    assert images.dockerfile_workdir(dockerfile) == "/srv/app"
    dockerfile.write_text("FROM a\nWORKDIR /x\nFROM b\n")
    assert images.dockerfile_workdir(dockerfile) == "/"


def test_ulimits_never_exceed_what_this_process_may_grant():
    flags = ulimit_flags()
    values = dict(flag.split("=", 1) for flag in flags if "=" in flag)
    _, files = resource.getrlimit(resource.RLIMIT_NOFILE)
    if files != resource.RLIM_INFINITY:
        assert values["nofile"] == f"{files}:{files}"
    soft, hard = values["nproc"].split(":")
    with open("/proc/sys/kernel/pid_max") as handle:
        assert int(hard) <= int(handle.read())
    assert soft == hard


def test_podman_build_argv_has_base_arg_labels_limits_and_force(tmp_path):
    environment = write_task(tmp_path, dockerfile="FROM x\n")
    podman = PodmanEnvironment(environment, "t", "s", runtime="runc")
    argv = podman.build_argv("t:abc", {"org.sbx.task": "t"}, "localhost/reos-debian:123", force_build=True)
    assert argv[:4] == ["podman", "--runtime", "runc", "build"]
    assert "REOS_BASE_IMAGE=localhost/reos-debian:123" in argv and "org.sbx.task=t" in argv
    assert "--no-cache" in argv and "--ulimit" in argv and argv[-1] == str(environment)


def test_docker_builds_with_buildx_when_present_and_classic_otherwise(tmp_path):
    environment = write_task(tmp_path, dockerfile="FROM x\n")
    docker = DockerEnvironment(environment, "t", "s", docker_host="unix:///tmp/none.sock")
    docker._buildx = True
    argv = docker.build_argv("t:abc", {}, "base", force_build=False)
    assert argv[:6] == ["docker", "--host", "unix:///tmp/none.sock", "buildx", "build", "--load"]
    assert docker.build_env() is None
    docker._buildx = False
    argv = docker.build_argv("t:abc", {}, "base", force_build=False)
    assert argv[3] == "build" and "--ulimit" not in argv
    assert docker.build_env() == {"DOCKER_BUILDKIT": "0"}


# -- the root filesystem recipe -------------------------------------------------------------------
def test_recipe_key_ignores_package_order_and_changes_with_the_recipe():
    base = rootfs.RootfsRecipe(architecture="amd64")
    assert base.key() == rootfs.RootfsRecipe(packages=tuple(reversed(base.packages)), architecture="amd64").key()
    assert base.key() != rootfs.RootfsRecipe(packages=(*base.packages, "curl"), architecture="amd64").key()
    assert base.key() != rootfs.RootfsRecipe(suite="trixie", architecture="amd64").key()
    assert base.label == f"debian-bookworm-{base.key()[:12]}"


def test_cache_folder_follows_reos_env_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("REOS_ENV_CACHE", str(tmp_path / "cache"))
    assert rootfs.env_cache_dir() == tmp_path / "cache"
    assert rootfs.cached_rootfs(rootfs.RootfsRecipe(packages=("no-such-recipe",))) is None


def test_mirror_is_read_from_one_line_and_deb822_sources():
    one_line = ("deb http://security.debian.org/debian-security bookworm-security main\n"
                "deb [arch=amd64] http://ftp.example.org/debian/ bookworm main contrib\n"
                "deb https://packages.example.com/apt stable main\n")
    assert rootfs._mirror_candidates(one_line) == ["http://ftp.example.org/debian"]
    deb822 = ("Types: deb\nURIs: http://mirror.example.net/debian\nSuites: bookworm bookworm-updates\n"
              "Components: main\n\nTypes: deb\nURIs: http://mirror.example.net/debian-security\n"
              "Suites: bookworm-security\n\nTypes: deb\nEnabled: no\nURIs: http://off.example/debian\n"
              "Suites: bookworm\n")
    assert rootfs._mirror_candidates(deb822) == ["http://mirror.example.net/debian"]


def test_mirror_override(monkeypatch):
    monkeypatch.setenv("REOS_DEBIAN_MIRROR", "http://local.example/debian")
    assert rootfs.debian_mirror() == "http://local.example/debian"
