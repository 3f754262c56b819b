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


def test_a_weekday_said_of_a_transaction_whose_changes_share_another_day():
    from tests.certainty._bundles import status_containing, tool
    # three upgrades in one pacman run on Thursday 2026-11-19
    history = tool("e4", "linux_package_history", {"events": [
        {"time": f"2026-11-19T18:02:{s:02d}+00:00", "action": "upgrade", "package": p, "from_version": a,
         "to_version": b} for s, p, a, b in ((11, "glibc", "2.40+r16", "2.40+r66"), (12, "systemd", "257.1-1", "257.2-2"),
                                            (13, "systemd-libs", "257.1-1", "257.2-2"))]}, args={"since_days": 14})
    assert status_containing("glibc and systemd were upgraded on Thursday.", "Thursday", history) == "verified"
    assert status_containing("glibc and systemd were upgraded on Tuesday.", "Tuesday", history) == "contradicted"
    assert status_containing("The systemd packages were upgraded on Tuesday.", "Tuesday", history) == "contradicted"
