"""Two names then "both": "redis-server.service and redis-sentinel.service are both active" is one claim about the
pair; "Prometheus and Grafana both run on w1" needs each of them there; "ana and ben both have sudo" each of
them in an administrators' group."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, steady, tool


def _units() -> dict:
    def unit(name: str, active: str, sub: str) -> dict:
        return {"unit": name, "load_state": "loaded", "active_state": active, "sub_state": sub,
                "unit_file_state": "enabled", "main_pid": 700 if active == "active" else None,
                "active_since": "2026-11-20T08:00:00+00:00" if active == "active" else None, "description": name}
    return tool("e2", "linux_service_status", {"units": [unit("redis-server.service", "active", "running"),
                                                         unit("redis-sentinel.service", "active", "running"),
                                                         unit("redis-exporter.service", "failed", "failed")]})


def test_a_pair_of_subjects_is_not_cut():
    answer = "It appears that redis-server.service and redis-sentinel.service are both active and running."
    claims = claim_list(answer, _units())
    assert claims[0][0].startswith("It appears that redis-server.service and redis-sentinel.service"), claims
    assert {status for _, status in claims} == {"verified"}, claims
    wrong = "It appears that redis-server.service and redis-exporter.service are both active and running."
    assert "contradicted" in {status for _, status in claim_list(wrong, _units())}


def _pods() -> dict:
    def pod(name: str, node: str) -> dict:
        return {"kind": "Pod", "metadata": {"name": name, "namespace": "monitoring"}, "spec": {"nodeName": node},
                "status": {"phase": "Running", "containerStatuses": [{"name": name.split("-")[0], "ready": True,
                                                                       "restartCount": 0, "state": {"running": {}}}]}}
    return tool("e3", "kubernetes_get", {"items": [pod("prometheus-0", "kw2"), pod("grafana-6b8f9d7c5-lm4pq", "kw1"),
                                                   pod("loki-0", "kw1")]},
                args={"resource": "pods", "namespace": "monitoring"})


def test_both_on_one_node_needs_each():
    assert status_containing("Prometheus and Grafana both run on kw1.", "both run", _pods()) == "contradicted"
    assert status_containing("Loki and Grafana both run on kw1.", "both run", _pods()) == "verified"


def test_both_have_sudo():
    users = [{"name": n, "uid": 1000 + i, "gid": 1000 + i, "home": f"/home/{n}", "shell": "/bin/bash"}
             for i, n in enumerate(("ana", "ben", "cy"))]
    machine = steady(users=users, groups=[{"name": "sudo", "gid": 27, "members": ["ana", "ben"]}])
    assert status_containing("ana and ben both have sudo.", "both have", machine) == "verified"
    assert status_containing("ana and cy both have sudo.", "both have", machine) == "contradicted"
