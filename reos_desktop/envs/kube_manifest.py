"""Pure parts of the Kubernetes backend: names, the pod manifest and the kubectl argv, so each can be
checked without a cluster."""

from __future__ import annotations

import json
import re
from typing import Sequence

from reos_desktop.envs.base import dns1123_name
from reos_desktop.envs.images import LABEL_PREFIX

CONTAINER = "main"
DEFAULT_RESOURCES = {"cpu_request": "0.5", "memory_request": "512Mi", "cpu_limit": "2", "memory_limit": "4Gi"}
_LABEL_VALUE = re.compile(r"[^A-Za-z0-9._-]+")


def pod_name(session_id: str) -> str:
    """`sb-<session-id>` as a DNS-1123 label of at most 63 characters (the seed's naming)."""
    return dns1123_name(f"sb-{session_id}", limit=63)


def label_value(text: str) -> str:
    """A valid label value: at most 63 characters of [A-Za-z0-9._-], alphanumeric at both ends."""
    value = _LABEL_VALUE.sub("-", text)[:63]
    return re.sub(r"^[^A-Za-z0-9]+|[^A-Za-z0-9]+$", "", value)


def pod_manifest(name: str, namespace: str, image: str, workdir: str, resources: dict[str, str],
                 task_name: str, build_hash: str, pull_policy: str = "Never") -> dict:
    """The trial pod: one container `main` that sleeps until deleted, with requests and limits.

    The environment hash (64 hex characters) is too long for a label value, so it is an annotation;
    the service-account token is not mounted because nothing in a trial talks to the cluster's API.
    """
    return {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {
            "name": name,
            "namespace": namespace,
            "labels": {"app.kubernetes.io/managed-by": "reos", f"{LABEL_PREFIX}.task": label_value(task_name),
                       f"{LABEL_PREFIX}.env": "kubernetes"},
            "annotations": {f"{LABEL_PREFIX}.env_hash": build_hash},
        },
        "spec": {
            "restartPolicy": "Never",
            "terminationGracePeriodSeconds": 0,
            "automountServiceAccountToken": False,
            "containers": [{
                "name": CONTAINER,
                "image": image,
                "imagePullPolicy": pull_policy,
                "command": ["sh", "-c", "sleep infinity"],
                "workingDir": workdir or "/",
                "resources": {
                    "requests": {"cpu": resources["cpu_request"], "memory": resources["memory_request"]},
                    "limits": {"cpu": resources["cpu_limit"], "memory": resources["memory_limit"]},
                },
            }],
        },
    }


def manifest_text(manifest: dict) -> str:
    """JSON is YAML, so `kubectl apply -f -` takes it without a YAML library here."""
    return json.dumps(manifest, indent=2, sort_keys=True) + "\n"


class Kubectl:
    """kubectl argv for one pod: the binary, the context and the namespace always spelled out."""

    def __init__(self, binary: str, namespace: str, context: str | None = None, kubeconfig: str | None = None):
        self.binary = binary
        self.namespace = namespace
        self.context = context
        self.kubeconfig = kubeconfig

    def base(self) -> list[str]:
        argv = [self.binary]
        if self.kubeconfig:
            argv += ["--kubeconfig", self.kubeconfig]
        if self.context:
            argv += ["--context", self.context]
        return argv + ["--namespace", self.namespace]

    def apply(self) -> list[str]:
        return [*self.base(), "apply", "-f", "-"]

    def wait_ready(self, pod: str, timeout_sec: float) -> list[str]:
        return [*self.base(), "wait", "--for=condition=Ready", f"pod/{pod}", f"--timeout={int(timeout_sec)}s"]

    def exec(self, pod: str, inner: Sequence[str], stdin: bool = False) -> list[str]:
        return [*self.base(), "exec", *(["-i"] if stdin else []), pod, "-c", CONTAINER, "--", *inner]

    def copy(self, source: str, destination: str) -> list[str]:
        return [*self.base(), "cp", "-c", CONTAINER, source, destination]

    def delete(self, pod: str) -> list[str]:
        return [*self.base(), "delete", "pod", pod, "--grace-period=0", "--force", "--wait=false",
                "--ignore-not-found"]

    def pod_path(self, pod: str, inside: str) -> str:
        """kubectl cp's remote operand: `<namespace>/<pod>:<path>`."""
        return f"{self.namespace}/{pod}:{inside}"


def load_image_argv(mode: str, reference: str, archive: str | None, kind_cluster: str | None,
                    minikube_profile: str | None) -> list[str]:
    """Put a locally built image into the cluster without a registry.

    kind reads docker's image store (`kind load docker-image`) or a saved archive (`image-archive`,
    how podman-built images get there); minikube loads either an image name or an archive path."""
    if mode == "kind":
        verb = ["image-archive", archive] if archive else ["docker-image", reference]
        return ["kind", "load", *verb, "--name", kind_cluster or "kind"]
    if mode == "minikube":
        return ["minikube", "image", "load", archive or reference, "-p", minikube_profile or "minikube"]
    raise ValueError(f"no image loading for cluster mode {mode!r}")


def kind_clusters(listing: str) -> list[str]:
    """Cluster names from `kind get clusters` (which says 'No kind clusters found.' on stderr when empty)."""
    return [line.strip() for line in listing.splitlines() if line.strip() and " " not in line.strip()]
