"""A number right after a capitalised product name ("a Node 20 build", "the Java 17 update") is its release, not a
count of builds or updates."""

from __future__ import annotations

from reos_desktop.certainty.values import parse_values
from tests.certainty._bundles import claim_list, tool


def test_a_release_is_no_count():
    assert [v.kind for v in parse_values("a Node 20 build is running")] == ["number"]
    assert [(v.kind, v.value) for v in parse_values("20 containers are running")] == [("count", 20)]


def test_no_count_of_builds_from_a_release():
    boxes = tool("e4", "linux_containers", {"runtime": "docker", "containers": [
        {"id": f"c{i}", "name": f"runner-project-{i}-build", "image": "node:20-bookworm", "state": "running",
         "status": "Up 6 minutes", "created_at": "2026-11-22T09:56:00+00:00", "ports": []} for i in (412, 377)]},
        args={"all": True})
    claims = claim_list("Two containers run: project 412 (a Node 20 build) and project 377.", boxes)
    assert "contradicted" not in {status for _, status in claims}, claims
