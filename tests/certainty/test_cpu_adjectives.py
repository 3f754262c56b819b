"""Counts made adjectives ("a 4-core, 8-thread Xeon") are the CPU's cores and threads, and a wrong one fails
where it stands, apart from a stale reading beside it."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady, system_info


def test_core_and_thread_adjectives_are_counted():
    claims = dict(claim_list("It is a 12-core, 24-thread Ryzen 9 5900X.", steady()))
    assert "contradicted" not in claims.values() and "verified" in claims.values(), claims
    claims = claim_list("It is a 12-core, 16-thread Ryzen 9 5900X.", steady())
    assert any(status == "contradicted" and "16-thread" in text for text, status in claims), claims
    claims = claim_list("That is a lot for an 8-core CPU running Ubuntu 24.04.", steady())
    assert any(status == "contradicted" and "8-core" in text and "Ubuntu" not in text for text, status in claims), claims


def test_a_wrong_count_beside_a_stale_reading_is_told_apart():
    claims = claim_list("The load average was 0.52 on a 6-core CPU.", steady(), system_info(age_s=1200))
    statuses = {status for _, status in claims}
    assert statuses == {"stale", "contradicted"}, claims
    assert all("0.52" not in text for text, status in claims if status == "contradicted"), claims
