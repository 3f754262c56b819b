"""The two ends of a package change are two parts: "bind9 from 9.16.44 to 9.16.50" is wrong at its start only;
"podman was upgraded (to version 4.4)" is an upgrade that happened, to another version; a verbless line under
"These packages were updated:" is the change it names. "Not all nodes are ready" needs one node that is not."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _history() -> dict:
    return tool("e8", "linux_package_history", {"events": [
        {"time": "2026-11-20T04:58:31+00:00", "action": "upgrade", "package": "bind9",
         "from_version": "1:9.16.48-1", "to_version": "1:9.16.50-1~deb11u2"},
        {"time": "2026-10-31T10:15:22+00:00", "action": "upgrade", "package": "podman",
         "from_version": "4.3.1+ds1-8+b1", "to_version": "4.3.1+ds1-8+deb12u1"}]}, args={"days": 30})


def test_only_the_wrong_end_is_wrong():
    claims = claim_list("bind9 was upgraded from 9.16.44 to 9.16.50.", _history())
    assert claims == [("bind9 was upgraded", "verified"), ("from 9.16.44", "contradicted"),
                      ("to 9.16.50", "verified")], claims


def test_an_upgrade_to_another_version():
    claims = claim_list("podman was upgraded too (to version 4.4).", _history())
    assert claims == [("podman was upgraded too", "verified"), ("to version 4.4", "contradicted")], claims


def test_a_change_listed_without_a_verb():
    answer = "These packages were updated:\n- bind9 from 9.16.48 to 9.16.50\n- podman from 4.2.0 to 4.3.1\n"
    claims = claim_list(answer, _history())
    assert ("bind9 from 9.16.48 to 9.16.50", "verified") in claims, claims
    assert [s for t, s in claims if "4.2.0" in t] == ["contradicted"], claims


def _nodes(*ready: tuple[str, str]) -> dict:
    return tool("k1", "kubernetes_get", {"context": "lab", "items": [
        {"kind": "Node", "metadata": {"name": name},
         "status": {"conditions": [{"type": "Ready", "status": state}], "nodeInfo": {"kubeletVersion": "v1.30.6"}}}
        for name, state in ready]}, args={"resource": "nodes"})


def test_not_all_needs_one_that_is_not():
    mixed = _nodes(("cp1", "True"), ("w1", "False"))
    healthy = _nodes(("cp1", "True"), ("w1", "True"))
    assert claim_list("Not all nodes are ready.", mixed) == [("Not all nodes are ready", "verified")]
    assert claim_list("Not all nodes are ready.", healthy) == [("Not all nodes are ready", "contradicted")]
    assert claim_list("All nodes are ready.", mixed) == [("All nodes are ready", "contradicted")]
