"""Times, events and Kubernetes states (round 6): a name cut with an ellipsis ('api-…q9wzt') is the one object
with that head and tail; a pod and a node in one clause are a placement only when the node is said as where
it runs; a deployment's replicas are not a pod's containers; replica counts are read as desired, ready or not
ready by the words around each count; a pronoun's start is not the machine's boot."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, system_info, tool
from tests.certainty._bundles import claim_statuses as _status


def _pod(name: str, node: str | None, restarts: int = 0, phase: str = "Running") -> dict:
    spec = {"nodeName": node} if node else {}
    return {"kind": "Pod", "metadata": {"name": name, "namespace": "apps"}, "spec": spec,
            "status": {"phase": phase, "containerStatuses": [{"name": name.split("-")[0], "ready": True,
                                                               "restartCount": restarts, "state": {"running": {}}}]}}


def _dep(name: str, want: int, ready: int) -> dict:
    return {"kind": "Deployment", "metadata": {"name": name, "namespace": "apps"}, "spec": {"replicas": want},
            "status": {"replicas": want, "readyReplicas": ready, "availableReplicas": ready}}


PODS = tool("e3", "kubernetes_get", {"items": [
    _pod("api-5c8d7f9b4-7hj2k", "hermes", restarts=37), _pod("api-5c8d7f9b4-q9wzt", "olympus", restarts=2),
    _pod("worker-6b7c5d9f8-zz8x1", None, phase="Pending")]}, args={"resource": "pods", "namespace": "apps"})
NODES = tool("e2", "kubernetes_get", {"items": [
    {"kind": "Node", "metadata": {"name": n}, "status": {"conditions": [{"type": "Ready", "status": "True"}]}}
    for n in ("olympus", "hermes", "hades")]}, args={"resource": "nodes"})
DEPS = tool("e4", "kubernetes_get", {"items": [_dep("api", 2, 1), _dep("web", 3, 3)]},
            args={"resource": "deployments", "namespace": "apps"})


# --- a name cut in the middle is the one object with that head and tail --------------------------------------

def test_a_name_cut_with_an_ellipsis_is_the_object_with_that_head_and_tail():
    table = "| Pod | Restarts |\n|---|---|\n| api-…q9wzt | 2 |\n| api-…7hj2k | 37 |\n"
    got = verify_bundle(bundle(table, PODS)).claims
    assert [c.status for c in got if c.text in ("2", "37")] == ["verified", "verified"]
    # the same with three dots, in a sentence, and a false count
    assert _status("api-...q9wzt has restarted 37 times.", PODS) == {"api-...q9wzt has restarted 37 times": "contradicted"}
    assert "kubernetes_get: api-5c8d7f9b4-q9wzt restarts=2" in verify_bundle(
        bundle("api-...q9wzt has restarted 37 times.", PODS)).claims[0].reason


# --- a pod and a node in one clause are no placement unless the node is where it runs -------------------------

def test_a_node_said_beside_a_pod_is_not_where_the_pod_runs():
    answer = "worker-6b7c5d9f8-zz8x1 can't be scheduled. One node has a taint, that's hades."
    assert "contradicted" not in _status(answer, PODS, NODES).values()
    variant = "The worker-6b7c5d9f8-zz8x1 pod needs more memory than olympus or hermes has free."
    assert "contradicted" not in _status(variant, PODS, NODES).values()
    # said as where it runs, it is still checked
    assert _status("api-5c8d7f9b4-q9wzt runs on hermes.", PODS, NODES) == {
        "api-5c8d7f9b4-q9wzt runs on hermes": "contradicted"}


# --- a deployment's replicas are not a pod's containers ------------------------------------------------------

def test_replicas_of_a_deployment_are_not_compared_with_a_pods_containers():
    got = _status("The worker deployment has 0 of 1 replicas ready.", PODS)
    assert "contradicted" not in got.values()


# --- replica counts: desired, ready or not ready by their own words ------------------------------------------

def test_replica_counts_are_read_as_desired_ready_or_not_ready():
    assert _status("One api replica still serves.", DEPS) == {"One api replica still serves": "verified"}
    assert _status("Two api replicas are serving traffic.", DEPS) == {"Two api replicas are serving traffic": "contradicted"}
    assert _status("api has one unavailable replica.", DEPS) == {"api has one unavailable replica": "verified"}
    assert _status("The api deployment has 2 replicas.", DEPS) == {"The api deployment has 2 replicas": "verified"}
    both = _status("The api deployment wants 2 replicas and has 2 available.", DEPS)
    assert sorted(both.values()) == ["contradicted", "verified"]
    assert _status("web runs 3 replicas, all of them up.", DEPS).get("web runs 3 replicas") in ("verified", None)


# --- a pronoun's start is the thing said before, not the machine's boot --------------------------------------

def test_a_pronouns_start_is_not_the_boot():
    got = _status("This most likely started with yesterday's update.", system_info())
    assert "contradicted" not in got.values()
    variant = _status("It started yesterday.", system_info())
    assert "contradicted" not in variant.values()
    # the machine's own boot still is
    assert "contradicted" in _status("The machine booted yesterday.", system_info()).values()


# --- every node's kubelet for a claim over all nodes; deployments counted as available -----------------------

def _kube_node(name: str, version: str) -> dict:
    return {"kind": "Node", "metadata": {"name": name}, "status": {
        "conditions": [{"type": "Ready", "status": "True"}], "nodeInfo": {"kubeletVersion": version}}}


def test_a_version_said_of_all_nodes_is_checked_on_each_node():
    mixed = tool("e2", "kubernetes_get", {"items": [_kube_node("n1", "v1.30.4+k3s1"), _kube_node("n2", "v1.30.4+k3s1"),
                                                    _kube_node("n3", "v1.29.6+k3s2")]}, args={"resource": "nodes"})
    same = tool("e2", "kubernetes_get", {"items": [_kube_node("n1", "v1.30.4+k3s1"), _kube_node("n2", "v1.30.4+k3s1")]},
                args={"resource": "nodes"})
    answer = "n1, n2 and n3 are Ready. All three run k3s v1.30.4."
    assert _status(answer, mixed)["All three run k3s v1.30.4"] == "contradicted"
    assert _status("n1 and n2 are Ready. Both are on k3s 1.30.4.", same)["Both are on k3s 1.30.4"] == "verified"
    assert _status("n1 runs k3s v1.30.4.", mixed) == {"n1 runs k3s v1.30.4": "verified"}


def test_deployments_counted_as_not_available_without_a_verb():
    deps = tool("e4", "kubernetes_get", {"items": [_dep("api", 2, 1), _dep("web", 3, 3), _dep("cart", 1, 0)]},
                args={"resource": "deployments", "namespace": "apps"})
    assert _status("3 deployments; 2 of them not available.", deps)["2 of them not available"] == "verified"
    assert _status("3 deployments; 1 of them is not available.", deps)["1 of them is not available"] == "contradicted"
    assert _status("3 deployments; 2 of them are available.", deps)["2 of them are available"] == "contradicted"
