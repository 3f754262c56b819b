"""A pod said to run on a node that no pod read runs on, named like the nodes that do ("lab-w2" beside lab-w1
and lab-w3), is on the wrong node: the pod's own record says where it runs."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _pods() -> dict:
    def pod(name: str, node: str) -> dict:
        return {"kind": "Pod", "metadata": {"name": name, "namespace": "web"},
                "spec": {"nodeName": node, "containers": [{"name": "app"}]},
                "status": {"phase": "Running", "containerStatuses": [
                    {"name": "app", "ready": True, "restartCount": 0, "state": {"running": {}}}]}}
    return tool("k1", "kubernetes_get", {"context": "lab", "namespace": "web", "items": [
        pod("shop-6d9f-abcde", "lab-w1"), pod("shop-6d9f-fghij", "lab-w3")]},
        args={"resource": "pods", "namespace": "web"})


def test_a_node_numbered_like_the_others_is_checked():
    assert status_containing("shop-6d9f-fghij is running on lab-w2.", "lab-w2", _pods()) == "contradicted"
    assert status_containing("shop-6d9f-fghij is running on lab-w3.", "lab-w3", _pods()) == "verified"


def test_a_name_unlike_any_node_is_not_read_as_one():
    assert status_containing("shop-6d9f-fghij is running on schedule.", "schedule", _pods()) != "contradicted"
