"""A sum worked after an arrow ("31.1 GiB total, 19.4 GiB available → 31.1 - 19.4 = 12.7 GiB used") is a claim of its
own: a wrong result does not take the figures it was worked from down with it."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, system_info


def test_the_result_is_judged_apart_from_its_figures():
    memory = system_info()
    total = memory["data"]["memory"]["total_bytes"] / 2**30
    free = memory["data"]["memory"]["available_bytes"] / 2**30
    wrong_used = total - free + 1.0
    answer = f"- RAM: {total:.1f} GiB total, {free:.1f} GiB available → {total:.1f} - {free:.1f} = {wrong_used:.1f} GiB used"
    claims = claim_list(answer, memory)
    assert [status for _, status in claims] == ["verified", "contradicted"], claims
    assert claims[1][0].endswith("GiB used")
