"""The weekday of a date the clause before states ("on the 10th, which was a Wednesday")."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, system_info


def _weekday_claim(answer: str) -> str:
    claims = dict(claim_list(answer, system_info()))   # now is Sunday 2026-11-22
    found = [status for text, status in claims.items() if "which was" in text]
    assert found, claims
    return found[0]


def test_the_weekday_of_the_date_said_before():
    assert _weekday_claim("The last backup ran on the 20th, which was a Friday.") == "verified"
    assert _weekday_claim("The last backup ran on the 20th, which was a Wednesday.") == "contradicted"
    assert _weekday_claim("The last backup ran on November 16, which was a Tuesday.") == "contradicted"
    # the 25th has not come yet this month: it is October's
    assert _weekday_claim("The last backup ran on the 25th, which was a Sunday.") == "verified"
