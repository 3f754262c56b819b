"""A clause that is a list of counts ("three installs, two upgrades and one removal this week") is one claim per
count, and each count of installs, upgrades or removals counts those events in the package history."""

from __future__ import annotations

from reos_desktop.certainty.claims import extract_claims
from tests.certainty._bundles import claim_list, tool


def _history() -> dict:
    def event(day: int, action: str, package: str) -> dict:
        return {"time": f"2026-11-{day:02d}T08:00:00+00:00", "action": action, "package": package,
                "from_version": None if action == "install" else "1.0-1",
                "to_version": None if action == "remove" else "1.1-1"}
    return tool("h1", "linux_package_history", {"events": [
        event(16, "upgrade", "curl"), event(17, "upgrade", "openssl"), event(18, "install", "htop"),
        event(20, "remove", "telnet")]}, args={"since_days": 7})


def _texts(answer: str) -> list[str]:
    return [u.text for u in extract_claims(answer)]


def test_each_count_of_a_list_is_a_claim():
    assert _texts("Three installs, two upgrades and one removal this week.") == \
        ["Three installs", "two upgrades", "one removal this week"]
    assert _texts("**Changes:** 2 upgrades, 1 install and 1 removal") == ["2 upgrades", "1 install", "1 removal"]


def test_counts_that_share_a_noun_or_a_verb_stay_whole():
    assert len(_texts("It flagged 8 pending and 8 offline sectors.")) == 1
    assert len(_texts("There are 9 containers, 7 of them running.")) <= 2
    assert "7 of them running" not in _texts("There are 9 containers, 7 of them running.")


def test_each_count_is_judged_against_its_own_kind_of_event():
    claims = claim_list("There were 2 upgrades, 3 installs and 1 removal.", _history(), question="What changed?")
    assert claims == [("There were 2 upgrades", "verified"), ("3 installs", "contradicted"), ("1 removal", "verified")]
    claims = claim_list("This week: 1 install, 2 upgrades and 2 removals.", _history(), question="What changed?")
    assert [s for _, s in claims] == ["verified", "verified", "contradicted"]
