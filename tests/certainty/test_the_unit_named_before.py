""""The unit is enabled" after a sentence about something else: "the unit" is the one unit the answer has
named. A day said with a clock in UTC is UTC's day; "9 hours 10 minutes ago" is one span of time; "asks for 3
replicas and only 1 is ready" holds two claims."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, nginx_status, tool


def _history() -> dict:
    return tool("e5", "linux_package_history", {"events": [
        {"time": "2026-11-20T06:10:00+00:00", "action": "upgrade", "package": "linux-image-amd64",
         "from_version": "6.1.112-1", "to_version": "6.1.115-1"}]}, args={"days": 7})


def _redis() -> dict:
    return tool("e6", "linux_service_status", {
        "unit": "redis-server.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "disabled", "main_pid": 812, "active_since": "2026-11-21T22:00:00+00:00"},
        args={"name": "redis-server"})


def test_the_unit_is_the_one_unit_named():
    answer = ("1. nginx.service is active.\n2. A new kernel package was installed on 20 November.\n"
              "3. The unit is enabled, so it starts at boot.\n4. The service has been active since 07:47.")
    claims = claim_list(answer, nginx_status(), _history())
    assert ("The unit is enabled", "verified") in claims, claims
    assert [s for t, s in claims if "active since" in t or t == "since 07:47"] in (["verified"], ["verified"] * 2), claims
    wrong = claim_list(answer.replace("07:47", "09:15"), nginx_status(), _history())
    assert "contradicted" in [s for t, s in wrong if "09:15" in t], wrong


def test_with_two_units_named_the_unit_is_not_guessed():
    answer = ("1. nginx.service is active.\n2. redis-server.service is active too.\n"
              "3. A new kernel package was installed on 20 November.\n4. The unit is enabled.")
    claims = dict(claim_list(answer, nginx_status(), _redis(), _history()))
    assert claims["The unit is enabled"] == "unsupported", claims


def test_the_question_names_the_unit():
    answer = "A kernel package was installed on 20 November.\n\nThe service is disabled."
    claims = dict(claim_list(answer, nginx_status(), _history(), question="Is nginx going to come back after a reboot?"))
    assert claims["The service is disabled"] == "contradicted", claims


def _pod() -> dict:
    return tool("k1", "kubernetes_get", {"context": "lab", "namespace": "shop", "items": [
        {"kind": "Pod", "metadata": {"name": "checkout-7b5f6d4c9-zk4vq", "namespace": "shop"},
         "spec": {"nodeName": "kobe"},
         "status": {"phase": "Running", "startTime": "2026-11-21T23:06:20+00:00",
                    "containerStatuses": [{"name": "checkout", "ready": True, "restartCount": 0}]}}]},
        args={"resource": "pods", "namespace": "shop"})


def test_a_day_said_with_a_utc_clock_is_utcs_day():
    tokyo = "2026-11-22T11:30:00+09:00"   # the pod started at 08:06 on 22 November in Tokyo, 23:06 UTC on the 21st
    from reos_desktop.certainty.wrapper import verify_bundle
    from tests.certainty._bundles import bundle

    def status(answer: str) -> list[str]:
        return [c.status for c in verify_bundle(bundle(answer, _pod(), now=tokyo)).claims]

    assert status("checkout-7b5f6d4c9-zk4vq was started on Nov 21 at 23:06 UTC.") == ["verified"]
    assert status("checkout-7b5f6d4c9-zk4vq was started at 23:06 UTC on Nov 21.") == ["verified", "verified"]
    assert "contradicted" in status("checkout-7b5f6d4c9-zk4vq was started on Nov 22 at 23:06 UTC.")
    assert status("checkout-7b5f6d4c9-zk4vq was started on Nov 22 at 08:06.") == ["verified"]


def test_a_span_said_in_two_units_is_one_claim():
    claims = claim_list("nginx started at 07:47, about 2 hours 15 minutes ago.", nginx_status())
    assert ("about 2 hours 15 minutes ago", "verified") in claims, claims
    wrong = claim_list("nginx started at 07:47, about 5 hours 15 minutes ago.", nginx_status())
    assert ("about 5 hours 15 minutes ago", "contradicted") in wrong, wrong


def _deployment() -> dict:
    return tool("k2", "kubernetes_get", {"context": "lab", "namespace": "shop", "items": [
        {"kind": "Deployment", "metadata": {"name": "storefront", "namespace": "shop"}, "spec": {"replicas": 3},
         "status": {"replicas": 3, "readyReplicas": 2, "availableReplicas": 2}}]},
        args={"resource": "deployments", "namespace": "shop"})


def test_asks_for_then_a_count_of_ready_ones():
    claims = claim_list("storefront asks for 3 replicas and only 1 is ready right now.", _deployment())
    assert claims[0] == ("storefront asks for 3 replicas", "verified"), claims
    assert claims[1][1] == "contradicted", claims
