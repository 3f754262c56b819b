"""A pod table's Node column says where each pod runs: the cell is checked against the pod's own record, even
when no node listing was read ("| web-…-h7vzn | Running | chisel-w1 |")."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _pods() -> dict:
    def pod(name: str, node: str) -> dict:
        return {"kind": "Pod", "metadata": {"name": name, "namespace": "apps"},
                "spec": {"nodeName": node, "containers": [{"name": "app", "image": "ghcr.io/acme/app:2.4.1"}]},
                "status": {"phase": "Running", "containerStatuses": [{"name": "app", "ready": True, "restartCount": 0}]}}
    return tool("e3", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        pod("web-6d8f7b9c4-2xkqp", "chisel-w1"), pod("web-6d8f7b9c4-h7vzn", "chisel-w2")]},
        args={"resource": "pods", "namespace": "apps"})


def test_a_node_cell_is_the_pods_own_node():
    table = ("| Pod | Status | Node |\n|---|---|---|\n| web-6d8f7b9c4-2xkqp | Running | chisel-w1 |\n"
             "| web-6d8f7b9c4-h7vzn | Running | chisel-w1 |\n")
    found = claim_list(table, _pods())
    nodes = [status for text, status in found if text == "chisel-w1"]
    assert nodes == ["verified", "contradicted"], found
