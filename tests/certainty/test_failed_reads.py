"""A claim that a read failed ("the pod listing timed out", "I couldn't read the package history") is checked
against the read that failed and the cause its error gives; a read the evidence holds whole did not fail."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, nginx_status, tool


def _no_engine() -> dict:
    return tool("e7", "linux_containers", {}, args={"all": True},
                error="no container engine found: neither docker nor podman is installed")


def _denied_log() -> dict:
    return tool("e5", "linux_recent_logs", {}, args={"unit": "grafana"},
                error="journalctl: permission denied (add the user to the systemd-journal group)")


def _pods_timed_out() -> dict:
    return tool("k1", "kubernetes_get", {}, args={"resource": "pods", "namespace": "longhorn-system"},
                error="the server was unable to return a response in the time allotted (get pods)")


def test_the_read_that_failed_and_its_cause():
    claims = dict(claim_list("The container read failed: no container engine was found.", nginx_status(), _no_engine()))
    assert claims == {"The container read failed": "verified", "no container engine was found": "verified"}, claims
    claims = dict(claim_list("The pod listing for `longhorn-system` timed out.", nginx_status(), _pods_timed_out()))
    assert claims["The pod listing for `longhorn-system` timed out"] == "verified", claims


def test_a_cause_the_error_does_not_give_is_wrong():
    claims = dict(claim_list("The log read for grafana timed out.", nginx_status(), _denied_log()))
    assert claims["The log read for grafana timed out"] == "contradicted", claims
    claims = dict(claim_list("The log read failed with a permission error.", nginx_status(), _denied_log()))
    assert claims["The log read failed with a permission error"] == "verified", claims


def test_the_assistant_saying_it_could_not_read_is_a_claim():
    claims = claim_list("I couldn't get the grafana logs (permission denied).", nginx_status(), _denied_log())
    assert claims == [("I couldn't get the grafana logs (permission denied)", "verified")], claims
    # a read the evidence holds whole did not fail
    claims = claim_list("I couldn't read the service status.", nginx_status())
    assert claims == [("I couldn't read the service status", "contradicted")], claims
    # what the assistant cannot do is still no claim about the machine
    assert claim_list("I can't tell from this which client sent it.", nginx_status()) == []


def test_a_programs_own_failure_is_not_a_failed_read():
    claims = dict(claim_list("Redis could not open appendonly.aof: permission denied.", nginx_status(), _denied_log()))
    assert claims.get("Redis could not open appendonly.aof: permission denied") != "verified", claims


def test_the_cause_given_after_because_is_the_failed_reads_cause():
    claims = dict(claim_list("I couldn't read the grafana logs because of a permission problem.", nginx_status(),
                             _denied_log()))
    assert claims["because of a permission problem"] == "verified", claims
    claims = dict(claim_list("I couldn't read the grafana logs because the read timed out.", nginx_status(),
                             _denied_log()))
    assert claims["because the read timed out"] == "contradicted", claims


def test_a_read_that_could_not_be_done_said_in_the_passive():
    claims = dict(claim_list("The grafana journal could not be read (permission denied).", nginx_status(),
                             _denied_log()))
    assert claims["The grafana journal could not be read (permission denied)"] == "verified", claims
    # with no failed read in the evidence, a thing that could not be read is the program's own failure
    claims = dict(claim_list("The TLS key could not be read.", nginx_status()))
    assert claims.get("The TLS key could not be read") != "contradicted", claims


def test_a_path_a_failed_read_names_is_what_failed():
    denied = tool("e8", "linux_package_history", {}, args={"since_days": 30},
                  error="could not read /var/log/dnf.rpm.log: permission denied")
    claims = dict(claim_list("Access to /var/log/dnf.rpm.log was denied.", nginx_status(), denied))
    assert claims["Access to /var/log/dnf.rpm.log was denied"] == "verified", claims
    claims = dict(claim_list("/var/log/dnf.rpm.log does not exist.", nginx_status(), denied))
    assert claims["/var/log/dnf.rpm.log does not exist"] == "contradicted", claims


def test_a_reading_that_failed_and_a_listing_that_shows_a_failure():
    timed_out = tool("e9", "linux_disk_io", {}, args={"interval_seconds": 1.0}, error="timed out after 5 s")
    claims = dict(claim_list("Looking at the data, the disk I/O reading timed out.", nginx_status(), timed_out))
    assert claims["the disk I/O reading timed out"] == "verified", claims
    # what a listing shows failed is no failed read (nginx's own state decides it)
    from reos_desktop.certainty.wrapper import verify_bundle
    from tests.certainty._bundles import bundle

    result = verify_bundle(bundle("Looking at the evidence, the unit list (e2) shows nginx.service in a failed state.",
                                  nginx_status()))
    assert result.claims and all("without an error" not in c.reason for c in result.claims), \
        [(c.text, c.reason) for c in result.claims]
