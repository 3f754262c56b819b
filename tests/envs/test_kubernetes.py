"""The kubernetes backend at three levels (docs/environments.md says what each proves):

1. the pod manifest and kubectl argv, checked as data;
2. the real kubectl binary against a fake API server on 127.0.0.1 whose pods are real namespace
   environments: apply with field validation, wait on a watch, exec over WebSocket, cp both ways, delete;
3. a real cluster (kind or minikube), run whenever one is reachable and skipped with the reason otherwise.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from reos_desktop.envs.base import EnvironmentError
from reos_desktop.envs.kube_manifest import (Kubectl, kind_clusters, label_value, load_image_argv, manifest_text,
                                             pod_manifest, pod_name)
from reos_desktop.envs.kubernetes import KubernetesEnvironment

from .helpers import write_task

RESOURCES = {"cpu_request": "0.5", "memory_request": "512Mi", "cpu_limit": "2", "memory_limit": "4Gi"}


# -- 1. manifest and argv -------------------------------------------------------------------------
def test_pod_name_is_a_dns1123_label_from_the_session():
    assert pod_name("Trial_42.A") == "sb-trial-42-a"
    long_name = pod_name("x" * 100)
    assert len(long_name) == 63 and long_name.startswith("sb-")


def test_manifest_has_the_seed_fields():
    manifest = pod_manifest("sb-1", "trials", "disk:abc", "/srv", RESOURCES, "Disk Full / v2", "f" * 64)
    assert json.loads(manifest_text(manifest)) == manifest
    assert manifest["kind"] == "Pod" and manifest["spec"]["restartPolicy"] == "Never"
    container = manifest["spec"]["containers"][0]
    assert container["name"] == "main" and container["image"] == "disk:abc"
    assert container["command"] == ["sh", "-c", "sleep infinity"] and container["workingDir"] == "/srv"
    assert container["resources"] == {"requests": {"cpu": "0.5", "memory": "512Mi"},
                                      "limits": {"cpu": "2", "memory": "4Gi"}}
    assert container["imagePullPolicy"] == "Never"
    labels = manifest["metadata"]["labels"]
    assert labels["org.sbx.task"] == "Disk-Full-v2" and labels["org.sbx.env"] == "kubernetes"
    assert manifest["metadata"]["annotations"]["org.sbx.env_hash"] == "f" * 64
    assert manifest["metadata"]["namespace"] == "trials"


def test_label_values_are_valid():
    assert label_value("-" + "a" * 70 + "-") == "a" * 62
    assert label_value("ok.value_1") == "ok.value_1"


def test_kubectl_argv_spells_out_context_namespace_and_container():
    kubectl = Kubectl("/bin/kubectl", "trials", context="kind-dev", kubeconfig="/tmp/kc")
    base = ["/bin/kubectl", "--kubeconfig", "/tmp/kc", "--context", "kind-dev", "--namespace", "trials"]
    assert kubectl.apply() == [*base, "apply", "-f", "-"]
    assert kubectl.wait_ready("sb-1", 90.5) == [*base, "wait", "--for=condition=Ready", "pod/sb-1", "--timeout=90s"]
    assert kubectl.exec("sb-1", ["ls", "/"]) == [*base, "exec", "sb-1", "-c", "main", "--", "ls", "/"]
    assert kubectl.copy("a", kubectl.pod_path("sb-1", "/x")) == [*base, "cp", "-c", "main", "a", "trials/sb-1:/x"]
    assert kubectl.delete("sb-1") == [*base, "delete", "pod", "sb-1", "--grace-period=0", "--force", "--wait=false",
                                      "--ignore-not-found"]


def test_images_are_loaded_into_kind_or_minikube_without_a_registry():
    assert load_image_argv("kind", "t:abc", None, "dev", None) == [
        "kind", "load", "docker-image", "t:abc", "--name", "dev"]
    assert load_image_argv("kind", "localhost/t:abc", "/tmp/i.tar", "dev", None) == [
        "kind", "load", "image-archive", "/tmp/i.tar", "--name", "dev"]
    assert load_image_argv("minikube", "t:abc", None, None, "p1") == ["minikube", "image", "load", "t:abc", "-p", "p1"]
    assert load_image_argv("minikube", "t:abc", "/tmp/i.tar", None, None)[3:] == ["/tmp/i.tar", "-p", "minikube"]
    with pytest.raises(ValueError):
        load_image_argv("current", "t:abc", None, None, None)


def test_kind_cluster_listing_is_parsed():
    assert kind_clusters("kind\ndev\n") == ["kind", "dev"]
    assert kind_clusters("No kind clusters found.\n") == []


def test_cluster_choice_is_validated_and_current_needs_an_image(tmp_path):
    with pytest.raises(EnvironmentError, match="cluster must be"):
        KubernetesEnvironment(None, "t", "s", cluster="k3s")
    environment = KubernetesEnvironment(None, "t", "s", cluster="current", kubectl="/bin/true")
    environment.mode = "current"
    with pytest.raises(EnvironmentError, match="pass image="):
        environment._image_for_cluster(False)


def test_workdir_comes_from_the_dockerfile(tmp_path):
    environment = write_task(tmp_path, dockerfile="FROM x\nWORKDIR /srv/app\n")
    assert KubernetesEnvironment(environment, "t", "s").workdir == "/srv/app"


# -- 2. the real kubectl against the fake API server ----------------------------------------------
# Marked slow: each kubectl call costs ~0.1 s and a test makes a dozen, with a real namespace pod behind.
@pytest.fixture
def pod(fake_kube, kubectl_binary, tmp_path):
    environment = KubernetesEnvironment(None, "demo", "S1", cluster="current", image="localhost/reos-debian:bookworm",
                                        kubectl=kubectl_binary, kubeconfig=str(fake_kube.kubeconfig),
                                        namespace="default", cpu_limit="1")
    environment.start()
    yield environment
    environment.stop()


@pytest.mark.slow
def test_start_applies_the_manifest_with_strict_validation_and_waits_for_ready(pod, fake_kube):
    created = [r for r in fake_kube.requests if r["method"] == "POST" and r["path"].endswith("/pods")]
    assert len(created) == 1 and created[0]["query"]["fieldValidation"] == "Strict"
    sent = json.loads(created[0]["body"])
    assert sent["metadata"]["name"] == "sb-s1"
    assert sent["spec"]["containers"][0]["resources"]["limits"]["cpu"] == "1"
    assert any(r["query"].get("watch") == "true" for r in fake_kube.requests), "kubectl wait never watched"
    # The log folders were made through exec once the pod was Ready.
    assert fake_kube.exec_log[0]["command"][-3:] == ["mkdir", "-p", "/logs/agent", "/logs/verifier"][-3:]
    assert fake_kube.exec_log[0]["container"] == "main"


@pytest.mark.slow
def test_exec_gives_output_exit_code_cwd_env_and_timeout(pod, fake_kube):
    result = pod.exec("echo out; echo err >&2; pwd; echo $A; exit 3", cwd="/etc", env={"A": "b c"})
    assert (result.stdout, result.stderr, result.return_code) == ("out\n/etc\nb c\n", "err\n", 3)
    slow = pod.exec("sleep 20", timeout_sec=1)
    assert slow.timed_out and slow.return_code == 124
    assert fake_kube.exec_log[-1]["command"][:4] == ["timeout", "-k", "2", "1"]


@pytest.mark.slow
def test_kubectl_cp_moves_files_and_folders_both_ways(pod, fake_kube, tmp_path):
    source = tmp_path / "in.bin"
    source.write_bytes(bytes(range(256)) * 10)
    pod.upload_file(source, "/tmp/up/in.bin")
    pod.download_file("/tmp/up/in.bin", tmp_path / "down" / "in.bin")
    assert (tmp_path / "down" / "in.bin").read_bytes() == source.read_bytes()
    assert any(entry["stdin_bytes"] > 2560 for entry in fake_kube.exec_log), "no tar stream went in"
    tree = tmp_path / "tree"
    (tree / "sub").mkdir(parents=True)
    (tree / "sub" / "f").write_text("F")
    pod.exec(["mkdir", "-p", "/opt/existing"])
    pod.upload_dir(tree, "/opt/existing")
    assert pod.exec(["cat", "/opt/existing/sub/f"]).stdout == "F"
    pod.download_dir("/opt/existing", tmp_path / "back")
    assert (tmp_path / "back" / "sub" / "f").read_text() == "F"


@pytest.mark.slow
def test_a_broken_copy_is_retried(pod, fake_kube, tmp_path):
    source = tmp_path / "f.txt"
    source.write_text("third time lucky")
    fake_kube.fail_tar_execs = 2
    pod.upload_file(source, "/tmp/retried.txt")
    assert pod.exec(["cat", "/tmp/retried.txt"]).stdout == "third time lucky"
    tars = [entry for entry in fake_kube.exec_log if entry["command"][:1] == ["tar"]]
    assert [entry.get("refused", False) for entry in tars] == [True, True, False]
    fake_kube.fail_tar_execs = 3
    with pytest.raises(EnvironmentError, match="uploading .* failed after 3 attempts"):
        pod.upload_file(source, "/tmp/never.txt")


@pytest.mark.slow
def test_downloading_a_missing_file_is_an_error_although_kubectl_cp_succeeds(pod, tmp_path):
    # kubectl cp exits 0 and writes nothing when the remote path does not exist.
    with pytest.raises(EnvironmentError, match="no such file in the environment"):
        pod.download_file("/no/such/file", tmp_path / "x")


@pytest.mark.slow
def test_target_reads_the_pod_through_exec(pod):
    pod.exec("mkdir -p /srv && printf 'pod file\\n' > /srv/real && ln -sfn /srv/real /srv/link")
    target = pod.target()
    assert target.root.read_text("/srv/link") == "pod file\n"
    assert target.root.exists("/srv/real") and not target.root.exists("/srv/missing")
    assert target.root.is_dir("/srv") and "real" in target.root.listdir("/srv")
    assert target.root.stat_signature("/srv/real")[0][2] == len("pod file\n")
    with pytest.raises(FileNotFoundError):
        target.root.read_text("/srv/missing")
    done = subprocess.run([*target.argv_prefix(), "cat", "/srv/real"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout == "pod file\n"


@pytest.mark.slow
def test_stop_deletes_the_pod(fake_kube, kubectl_binary):
    environment = KubernetesEnvironment(None, "demo", "gone", cluster="current", image="x",
                                        kubectl=kubectl_binary, kubeconfig=str(fake_kube.kubeconfig))
    environment.start()
    assert ("default", "sb-gone") in fake_kube.pods
    environment.stop()
    assert ("default", "sb-gone") not in fake_kube.pods
    assert [r for r in fake_kube.requests if r["method"] == "DELETE"][-1]["path"].endswith("/pods/sb-gone")


@pytest.mark.slow
def test_an_invalid_pod_is_one_clear_error(fake_kube, kubectl_binary):
    environment = KubernetesEnvironment(None, "demo", "dup", cluster="current", image="x",
                                        kubectl=kubectl_binary, kubeconfig=str(fake_kube.kubeconfig))
    environment.pod = "Not_A_Valid_Name"
    with pytest.raises(EnvironmentError, match="creating pod Not_A_Valid_Name failed"):
        environment.start()


# -- 3. a real cluster, when there is one -----------------------------------------------------------
def _reachable_cluster() -> str | None:
    if shutil.which("kind"):
        listed = subprocess.run(["kind", "get", "clusters"], capture_output=True, text=True, timeout=60)
        if listed.returncode == 0 and listed.stdout.strip():
            return "kind"
    if shutil.which("minikube"):
        status = subprocess.run(["minikube", "status", "--format", "{{.Host}}"], capture_output=True, text=True,
                                timeout=60)
        if "Running" in status.stdout:
            return "minikube"
    return None


@pytest.mark.slow
def test_on_a_real_cluster(tmp_path, kubectl_binary):
    cluster = _reachable_cluster()
    if cluster is None:
        pytest.skip("no kind or minikube cluster is running here (neither `kind get clusters` nor "
                    "`minikube status` shows one); the fake API server tests above cover the kubectl requests")
    task = write_task(tmp_path, dockerfile="ARG REOS_BASE_IMAGE=localhost/reos-debian:bookworm\n"
                                           "FROM ${REOS_BASE_IMAGE}\nRUN echo on-cluster > /marker\nWORKDIR /srv\n")
    with KubernetesEnvironment(task, "k8s-real", "real", cluster=cluster, kubectl=kubectl_binary) as environment:
        assert environment.exec(["cat", "/marker"]).stdout == "on-cluster\n"
        assert environment.exec(["pwd"]).stdout == "/srv\n"
        source = tmp_path / "f.txt"
        source.write_text("round trip")
        environment.upload_file(source, "/tmp/f.txt")
        environment.download_file("/tmp/f.txt", tmp_path / "back.txt")
        assert (tmp_path / "back.txt").read_text() == "round trip"
