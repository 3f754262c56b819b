"""A pod table's Node column says where each pod runs, checked against the pod's own record even when no node
listing was read ("| web-…-h7vzn | Running | chisel-w1 |"); a count in a row keyed by a namespace counts that
namespace's pods ("| payments | 4 |"); and "4 on stromboli, 5 on stromboli-w1" counts each node's pods."""

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


def test_a_count_cell_in_a_row_keyed_by_a_namespace_counts_that_namespaces_pods():
    def pod(name: str, ns: str) -> dict:
        return {"kind": "Pod", "metadata": {"name": name, "namespace": ns}, "spec": {"nodeName": "w1"},
                "status": {"phase": "Running", "containerStatuses": [{"name": "c", "ready": True, "restartCount": 0}]}}
    pods = tool("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("api-6d8f7b9c4-2xkqp", "payments"), pod("worker-6d8f7b9c4-h7vzn", "payments"),
        pod("web-5c7f9b6d8-8tgw2", "web"), pod("web-5c7f9b6d8-9kq2p", "web"), pod("web-5c7f9b6d8-zz7m1", "web")]},
        args={"resource": "pods", "all_namespaces": True})
    table = "| Namespace | Pods |\n|---|---|\n| payments | {} |\n| web | 3 |\n"
    found = claim_list(table.format(2), pods)
    assert [s for t, s in found if t in ("2", "3")] == ["verified", "verified"], found
    found = claim_list(table.format(5), pods)
    assert [s for t, s in found if t in ("5",)] == ["contradicted"], found


def test_pods_per_node_listed_after_the_total():
    def pod(name: str, node: str) -> dict:
        return {"kind": "Pod", "metadata": {"name": name, "namespace": "default"}, "spec": {"nodeName": node},
                "status": {"phase": "Running", "containerStatuses": [{"name": "c", "ready": True, "restartCount": 0}]}}
    pods = tool("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("a-1", "oak"), pod("a-2", "oak"), pod("b-1", "oak-w1"), pod("b-2", "oak-w1"), pod("b-3", "oak-w1")]},
        args={"resource": "pods", "all_namespaces": True})
    found = claim_list("There are 5 pods in total — 2 on oak, 3 on oak-w1.", pods)
    assert [s for t, s in found if "on oak" in t] == ["verified", "verified"], found
    found = claim_list("There are 5 pods in total — 3 on oak, 2 on oak-w1.", pods)
    assert [s for t, s in found if "on oak" in t] == ["contradicted", "contradicted"], found
