"""A closing paragraph that sums up ("In summary, nginx is running, ...") restates claims, and each is checked like
any other; only the opener itself is left out of the claim."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, nginx_status


def test_summary_paragraph_holds_claims():
    for opener in ("In summary", "To summarize", "To sum up", "In conclusion"):
        claims = claim_list(f"{opener}, nginx is running and its main PID is 4321.", nginx_status())
        assert claims == [("nginx is running", "verified"), ("its main PID is 4321", "contradicted")], opener


def test_a_bare_summary_heading_is_no_claim():
    assert claim_list("Summary:\n\nnginx is running.", nginx_status()) == [("nginx is running", "verified")]
