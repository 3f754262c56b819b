"""kubernetes_get: the real kubectl against a Kubernetes API server on 127.0.0.1 (recorded answers)."""

from __future__ import annotations

import shutil

import pytest

from reos_desktop.errors import UsageError
from reos_desktop.tools.registry import get_registry

from .servers import kubernetes_api, write_kubeconfig

pytestmark = pytest.mark.skipif(not shutil.which("kubectl"), reason="kubectl is not installed")


@pytest.fixture
def cluster(tmp_path, monkeypatch):
    server = kubernetes_api()
    config = write_kubeconfig(tmp_path / "kubeconfig", server.server.server_address[1])
    monkeypatch.setenv("KUBECONFIG", str(config))
    yield server
    server.stop()


def test_pods_of_the_context_namespace(cluster):
    item = get_registry().run("kubernetes_get", {"resource": "pods"})
    assert item.error is None and item.complete
    assert item.data["context"] == "test-cluster" and item.data["namespace"] == "shop"
    names = [p["metadata"]["name"] for p in item.data["items"]]
    assert names == ["web-6d4cf56db6-x2x9q", "worker-5b7f9c8d4-kq7lm"]
    worker = item.data["items"][1]
    assert worker["status"]["containerStatuses"][0]["state"]["waiting"]["reason"] == "CrashLoopBackOff"
    web = item.data["items"][0]
    assert "managedFields" not in web["metadata"]
    assert "kubectl.kubernetes.io/last-applied-configuration" not in web["metadata"]["annotations"]
    assert any(path.startswith("/api/v1/namespaces/shop/pods") for path in cluster.seen)
    assert item.invocation[-1].startswith("kubectl get pods -n shop -o json")


def test_env_values_and_secret_data_never_come_back(cluster):
    pods = get_registry().run("kubernetes_get", {"resource": "pods"})
    env = {e["name"]: e["value"] for e in pods.data["items"][0]["spec"]["containers"][0]["env"]}
    assert env == {"DB_PASSWORD": "[REDACTED]", "LOG_LEVEL": "info", "API_URL": "https://svc:[REDACTED]@api.internal/v1"}
    dumped = pods.model_dump_json()
    assert "pod-env-secret-value-123" not in dumped and "hunter2pass" not in dumped
    assert "kube-token-should-never-show" not in dumped

    secrets = get_registry().run("kubernetes_get", {"resource": "secrets"})
    [secret] = secrets.data["items"]
    assert secret["data"] == {"password": "[REDACTED]", "username": "[REDACTED]"}
    assert "c3VwZXItc2VjcmV0" not in secrets.model_dump_json()
    assert "the values of data and stringData" in secrets.data["removed"]


def test_server_errors_become_the_item_error(cluster):
    item = get_registry().run("kubernetes_get", {"resource": "deployments", "namespace": "shop"})
    assert item.error.startswith("kubectl: Error from server (NotFound)") and item.complete is False


def test_no_cluster_configured(tmp_path, monkeypatch):
    monkeypatch.setenv("KUBECONFIG", str(tmp_path / "missing-config"))
    item = get_registry().run("kubernetes_get", {"resource": "pods"})
    assert item.error.startswith("kubectl has no")


def test_arguments_cannot_smuggle_verbs_or_flags():
    for args in ({"resource": "pods --all"}, {"resource": "-w"}, {"resource": "pods", "name": "--watch"},
                 {"resource": "pods", "namespace": "shop;delete"}):
        with pytest.raises(UsageError):
            get_registry().run("kubernetes_get", args)
