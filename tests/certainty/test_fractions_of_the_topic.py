"""A bare "3 of 4 are Ready" counts what the question (or the heading above it) asks about: "Are all nodes
ready?" — "No, 3 of 4 are Ready" is a count of the cluster's nodes."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _nodes(ready: list[bool]) -> dict:
    items = [{"kind": "Node", "metadata": {"name": f"oak-{i}", "labels": {}},
              "status": {"conditions": [{"type": "Ready", "status": "True" if ok else "Unknown"}],
                         "nodeInfo": {"kubeletVersion": "v1.31.2+k3s1"}}} for i, ok in enumerate(ready)]
    return tool("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": items},
                args={"resource": "nodes"})


def _containers() -> dict:
    def box(name: str, state: str, status: str) -> dict:
        return {"name": name, "image": f"{name}:latest", "state": state, "status": status, "ports": []}
    return tool("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("jellyfin", "running", "Up 2 days"), box("paperless", "exited", "Exited (0) 3 weeks ago"),
        box("redis", "running", "Up 6 days"), box("uptime-kuma", "running", "Up 1 hour")]}, args={"all": True})


def test_a_bare_fraction_counts_what_the_question_asks_about():
    nodes = _nodes([True, True, True, False])
    question = "Are all nodes ready?"
    assert status_containing("No, 3 of 4 are Ready.", "3 of 4", nodes, question=question) == "verified"
    assert status_containing("No, 2 of 4 are Ready.", "2 of 4", nodes, question=question) == "contradicted"


def test_a_bare_fraction_under_a_heading_that_names_the_things():
    answer = "## Containers\n\n3 of 4 are up; paperless exited three weeks ago."
    assert status_containing(answer, "3 of 4", _containers(), question="How is the box doing?") == "verified"
    assert status_containing(answer.replace("3 of 4", "4 of 4"), "4 of 4", _containers(),
                             question="How is the box doing?") == "contradicted"
