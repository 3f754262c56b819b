""""It appears that nginx is running" reports what the evidence shows; the claim is checked like a plain one.
"probably", "might" and "most likely" still mark a guess (inference), whatever the evidence says."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, nginx_status


def _status(answer: str) -> str:
    statuses = {status for _, status in claim_list(answer, nginx_status())}
    assert len(statuses) == 1, statuses
    return statuses.pop()


def test_appears_reports_the_evidence():
    assert _status("Based on the service listing, it appears that nginx is active and running.") == "verified"
    assert _status("It appears that nginx has failed.") == "contradicted"
    assert _status("nginx appears to have been running since 07:47.") == "verified"


def test_guesses_stay_guesses():
    assert _status("nginx is probably running.") == "inference"
    assert _status("nginx might be running.") == "inference"
