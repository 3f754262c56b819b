"""The `docker` backend: the same flow as podman through the docker CLI.

The CLI talks to whatever daemon DOCKER_HOST (or the `docker_host` option) names: Docker Engine, or
podman's Docker-compatible API (`podman system service`), which is how it runs on a machine without a
Docker engine. Images are built with `docker buildx build --load` when the buildx plugin is there (as
the seed says) and with the classic builder (DOCKER_BUILDKIT=0) otherwise.
"""

from __future__ import annotations

from reos_desktop.envs.base import EnvironmentType
from reos_desktop.envs.containers import ContainerEnvironment
from reos_desktop.envs.process import run


class DockerEnvironment(ContainerEnvironment):
    BINARY = "docker"
    PACKAGE = "docker.io (or docker-ce-cli)"
    KWARGS = {**ContainerEnvironment.KWARGS, "docker_host": None}
    # Podman 4.3's Docker-compatible build endpoint answers 400 to the ulimits parameter, and its
    # builds do not need it; Docker Engine builds use the daemon's own limits.
    BUILD_ULIMITS = False
    _buildx: bool | None = None

    @staticmethod
    def type() -> EnvironmentType:
        return EnvironmentType.DOCKER

    def engine(self) -> list[str]:
        host = self.options["docker_host"]
        return ["docker", "--host", host] if host else ["docker"]

    def has_buildx(self) -> bool:
        if self._buildx is None:
            self._buildx = run([*self.engine(), "buildx", "version"], timeout_sec=30).return_code == 0
        return self._buildx

    def build_argv(self, tag, labels, base, force_build) -> list[str]:
        argv = super().build_argv(tag, labels, base, force_build)
        if self.has_buildx():
            position = argv.index("build")
            argv[position:position + 1] = ["buildx", "build", "--load"]
        return argv

    def build_env(self) -> dict[str, str] | None:
        return None if self.has_buildx() else {"DOCKER_BUILDKIT": "0"}
