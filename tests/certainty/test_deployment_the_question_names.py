""""The deployment has 1 of 2 replicas ready" names no deployment; when the question asks about one, that one is
meant, and its ready replicas are checked."""

from __future__ import annotations

from tests.certainty._bundles import bundle, tool
from reos_desktop.certainty.wrapper import verify_bundle


def _deployments() -> dict:
    def dep(name: str, want: int, ready: int) -> dict:
        return {"kind": "Deployment", "metadata": {"name": name, "namespace": "store"}, "spec": {"replicas": want},
                "status": {"replicas": want, "readyReplicas": ready, "availableReplicas": ready}}
    return tool("k3", "kubernetes_get", {"context": "lab", "namespace": "store",
                                         "items": [dep("basket", 2, 1), dep("catalog", 3, 3), dep("mailer", 1, 0)]},
                args={"resource": "deployments", "namespace": "store"})


def _status(answer: str, question: str) -> str:
    row = bundle(answer, _deployments())
    row["question"] = question
    return verify_bundle(row).claims[0].status


def test_the_deployment_the_question_asks_about():
    assert _status("## Summary\nNot quite: **1 of 2** replicas are ready.", "Is basket fully up?") == "verified"
    assert _status("## Summary\nNot quite: **2 of 2** replicas are ready.", "Is basket fully up?") == "contradicted"


def test_without_a_named_deployment_nothing_is_picked():
    assert _status("## Summary\nNot quite: **2 of 2** replicas are ready.", "How is the store doing?") == "unsupported"


def test_a_row_keyed_by_namespace_is_about_the_deployment_beside_it():
    from tests.certainty._bundles import claim_list

    table = ("| Namespace | Deployment | Ready |\n|---|---|---|\n| store | basket | {} |\n| store | catalog | 3/3 |\n")
    right = dict(claim_list(table.format("1/2"), _deployments()))
    wrong = dict(claim_list(table.format("2/2"), _deployments()))
    assert right["1/2"] == "verified" and right["3/3"] == "verified", right
    assert wrong["2/2"] == "contradicted", wrong
