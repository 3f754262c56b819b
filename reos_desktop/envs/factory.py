"""Making an environment by type name (the seed's EnvironmentFactory), importing only the backend used."""

from __future__ import annotations

import importlib
from pathlib import Path

from reos_desktop.envs.base import BaseEnvironment, EnvironmentType
from reos_desktop.errors import UsageError

_ENVIRONMENTS = {
    EnvironmentType.NAMESPACE: ("reos_desktop.envs.namespace", "NamespaceEnvironment"),
    EnvironmentType.NSPAWN: ("reos_desktop.envs.nspawn", "NspawnEnvironment"),
    EnvironmentType.PODMAN: ("reos_desktop.envs.podman", "PodmanEnvironment"),
    EnvironmentType.DOCKER: ("reos_desktop.envs.docker", "DockerEnvironment"),
    EnvironmentType.KUBERNETES: ("reos_desktop.envs.kubernetes", "KubernetesEnvironment"),
}


def environment_type(name: str | EnvironmentType) -> EnvironmentType:
    try:
        return EnvironmentType(name)
    except ValueError:
        known = ", ".join(kind.value for kind in EnvironmentType)
        raise UsageError(f"unknown environment {name!r}; choose one of {known}.") from None


def environment_class(kind: str | EnvironmentType) -> type[BaseEnvironment]:
    module_name, class_name = _ENVIRONMENTS[environment_type(kind)]
    return getattr(importlib.import_module(module_name), class_name)


class EnvironmentFactory:
    @staticmethod
    def create_environment(type: str | EnvironmentType, environment_dir: str | Path | None, environment_name: str,
                           session_id: str, logs_dir: str | Path | None = None, **kwargs) -> BaseEnvironment:
        return environment_class(type)(environment_dir, environment_name, session_id, logs_dir, **kwargs)


def create_environment(type: str | EnvironmentType, environment_dir, environment_name: str, session_id: str,
                       logs_dir=None, **kwargs) -> BaseEnvironment:
    return EnvironmentFactory.create_environment(type, environment_dir, environment_name, session_id, logs_dir,
                                                 **kwargs)
