"""What a cluster's nodes run, compared across the nodes: each node's system (its osImage), the only node that
runs one, how many minor releases one release stands from another, which node alone has the newest, a count
of the pods in one namespace, claims over every pod that name the node they run on, counts of the
cluster's Services, and one side of the cluster older than another."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady, tool


def _node(name: str, kubelet: str, image: str | None, control: bool = False) -> dict:
    labels = {"kubernetes.io/hostname": name}
    if control:
        labels["node-role.kubernetes.io/control-plane"] = ""
    info = {"kubeletVersion": kubelet, "containerRuntimeVersion": "containerd://1.7.22"}
    if image:
        info["osImage"] = image
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": "True"}], "nodeInfo": info}}


def _nodes(*nodes: dict) -> dict:
    return tool("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": list(nodes)},
                args={"resource": "nodes"})


def _fleet() -> dict:
    return _nodes(_node("larch", "v1.31.2+k3s1", "Rocky Linux 9.4 (Blue Onyx)", control=True),
                  _node("spruce", "v1.31.2+k3s1", "Rocky Linux 9.4 (Blue Onyx)"),
                  _node("cedar", "v1.30.6+k3s1", "Debian GNU/Linux 12 (bookworm)"),
                  _node("birch", "v1.31.3+k3s1", "Ubuntu 22.04.5 LTS"))


_TABLE = "| Node | OS |\n|---|---|\n| spruce | Rocky 9.4 |\n| cedar | {cedar} |\n"


def test_a_node_row_names_that_nodes_own_system():
    assert status_containing(_TABLE.format(cedar="Debian 12"), "Rocky 9.4", _fleet()) == "verified"
    assert status_containing(_TABLE.format(cedar="Debian 12"), "Debian 12", _fleet()) == "verified"
    assert status_containing(_TABLE.format(cedar="Ubuntu 22.04"), "Ubuntu 22.04", _fleet()) == "contradicted"
    assert status_containing(_TABLE.format(cedar="Debian 11"), "Debian 11", _fleet()) == "contradicted"


def test_the_only_node_running_a_system_is_checked_against_every_node():
    assert status_containing("cedar is the only node running Debian.", "only node", _fleet()) == "verified"
    assert status_containing("larch is the only node running Rocky.", "only node", _fleet()) == "contradicted"
    assert status_containing("birch is the only node not running Rocky.", "only node", _fleet()) == "contradicted"


def test_a_node_whose_system_was_not_read_decides_nothing():
    nodes = _nodes(_node("larch", "v1.31.2+k3s1", "Rocky Linux 9.4 (Blue Onyx)", control=True),
                   _node("cedar", "v1.30.6+k3s1", None))
    assert status_containing("cedar is the only node running Debian.", "only node", nodes) != "verified"
    assert status_containing("cedar is the only node running Debian.", "only node", nodes) != "contradicted"


def test_minor_releases_behind_or_ahead_are_counted_against_the_named_release():
    assert status_containing("cedar is one minor release behind the rest.", "cedar", _fleet()) == "verified"
    assert status_containing("cedar is two minor releases behind.", "cedar", _fleet()) == "contradicted"
    assert status_containing("birch is one minor release ahead of cedar.", "birch", _fleet()) == "verified"
    assert status_containing("spruce is one minor release newer than the control plane.", "spruce",
                             _fleet()) == "contradicted"
    kubectl = steady(installed_packages={"kubectl": "1.32.1-1.1"})
    assert status_containing("kubectl is one minor release newer than the control plane.", "kubectl", _fleet(),
                             kubectl) == "verified"


def test_the_only_node_on_the_newest_release():
    assert status_containing("Only birch is on the latest patch release.", "birch", _fleet()) == "verified"
    assert status_containing("Only spruce is on the latest patch release.", "spruce", _fleet()) == "contradicted"


def test_two_named_nodes_on_the_same_release():
    assert status_containing("larch runs the same k3s version as spruce.", "larch", _fleet()) == "verified"
    assert status_containing("larch runs the same k3s version as cedar.", "larch", _fleet()) == "contradicted"


def _pods() -> dict:
    def pod(name: str, namespace: str) -> dict:
        return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace},
                "spec": {"nodeName": "larch"}, "status": {"phase": "Running"}}
    return tool("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("web-7d9c-a1", "shop"), pod("web-7d9c-b2", "shop"), pod("cart-55f-c3", "shop"),
        pod("coredns-6799-d4", "kube-system"), pod("metrics-server-54-e5", "kube-system"),
        pod("grafana-0", "monitoring")]}, args={"resource": "pods", "all_namespaces": True})


def test_a_count_of_pods_in_a_namespace_counts_that_namespace():
    assert status_containing("There are 3 pods in `shop`.", "3 pods", _pods()) == "verified"
    assert status_containing("There are 4 pods in `shop`.", "4 pods", _pods()) == "contradicted"
    assert status_containing("There are 6 pods in total.", "6 pods", _pods()) == "verified"


def _placed_pods() -> dict:
    def pod(name: str, node: str, phase: str = "Running") -> dict:
        return {"kind": "Pod", "metadata": {"name": name, "namespace": "default"}, "spec": {"nodeName": node},
                "status": {"phase": phase}}
    return tool("e3", "kubernetes_get", {"context": "default", "namespace": "default", "items": [
        pod("web-1", "larch"), pod("web-2", "spruce"), pod("db-0", "larch"), pod("job-x", "spruce", "Succeeded")]},
        args={"resource": "pods"})


def test_every_running_pod_on_a_node():
    assert status_containing("All of the running pods are on larch.", "larch", _placed_pods()) == "contradicted"
    assert status_containing("No running pod is on spruce.", "spruce", _placed_pods()) == "contradicted"
    assert status_containing("No pod on larch is pending.", "larch", _placed_pods()) == "verified"


def _services() -> dict:
    def svc(name: str, namespace: str, kind: str = "ClusterIP") -> dict:
        return {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
                "spec": {"type": kind, "ports": [{"port": 80, "protocol": "TCP"}]}}
    return tool("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        svc("web", "shop", "NodePort"), svc("cart", "shop"), svc("db", "shop"), svc("kube-dns", "kube-system")]},
        args={"resource": "services", "all_namespaces": True})


def test_kubernetes_services_counted():
    assert status_containing("That's four Services in total.", "four", _services()) == "verified"
    assert status_containing("That's five Services in total.", "five", _services()) == "contradicted"
    assert status_containing("There are 3 services in shop.", "3 services", _services()) == "verified"
    assert status_containing("Only one service in shop is exposed outside the cluster.", "one service",
                             _services()) == "verified"


def test_one_side_of_the_cluster_older_than_another():
    # larch (control plane) and spruce 1.31.2, cedar 1.30.6, birch 1.31.3
    assert status_containing("The control plane is older than cedar.", "control plane", _fleet()) == "contradicted"
    assert status_containing("The control plane is newer than cedar.", "control plane", _fleet()) == "verified"
    assert status_containing("cedar is behind birch.", "cedar", _fleet()) == "verified"


def test_a_nodes_system_is_not_checked_against_the_machine_answering():
    # the steady state is this machine's (Ubuntu 24.04); cedar's own record says Debian 12
    assert status_containing("cedar is on Debian 12.", "Debian 12", _fleet(), steady()) == "verified"
    assert status_containing("cedar is on Debian 11.", "Debian 11", _fleet(), steady()) == "contradicted"


def test_a_wrong_kernel_in_an_aside_leaves_the_system_named_standing():
    from tests.certainty._bundles import claim_list
    found = dict(claim_list("It's Ubuntu 24.04 on kernel 6.8.0-50-generic.", steady()))   # it runs 6.8.0-45-generic
    assert found.get("It's Ubuntu 24.04") == "verified", found
    assert found.get("on kernel 6.8.0-50-generic") == "contradicted", found


def test_every_node_said_to_run_one_system():
    same = _nodes(_node("elm", "v1.31.2+k3s1", "Debian GNU/Linux 12 (bookworm)", control=True),
                  _node("ash", "v1.31.2+k3s1", "Debian GNU/Linux 12 (bookworm)"))
    answer = "All two nodes are on the same k3s release, all run Debian 12."
    assert status_containing(answer, "all run Debian 12", same) == "verified"
    assert status_containing(answer, "all run Debian 12", _fleet()) != "verified"   # larch and spruce run Rocky


def test_the_same_version_as_the_others():
    from tests.certainty._bundles import claim_list

    said = "cedar runs kubelet v1.30.6+k3s1, the same version as the others."
    assert claim_list(said, _fleet()) == [("cedar runs kubelet v1.30.6+k3s1", "verified"),
                                          ("the same version as the others", "contradicted")]
    assert status_containing("spruce is on the same k3s version as the other two.", "same", _fleet()) == "contradicted"
