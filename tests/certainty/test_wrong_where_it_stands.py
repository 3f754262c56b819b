"""A wrong CPU model and a wrong load trend are marked where they stand, so the core count or the load figures
beside them stay verified."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady, system_info


def test_a_wrong_cpu_model_leaves_the_core_count_standing():
    host = steady(cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12)
    claims = dict(claim_list("**Processor:** Intel Xeon E-2246G with 6 cores", host))
    assert any(s == "contradicted" and "E-2246G" in t and "6 cores" not in t for t, s in claims.items()), claims
    assert any(s == "verified" and "6 cores" in t for t, s in claims.items()), claims


def test_a_wrong_trend_after_an_arrow_leaves_the_figures_standing():
    # load 0.52 / 0.61 / 0.70: falling over fifteen minutes; the machine has 12 cores
    answer = "- **load:** 0.52 / 0.61 / 0.70 on 12 cores → rising\n"
    claims = dict(claim_list(answer, system_info(), steady()))
    assert any(s == "contradicted" and "rising" in t and "12 cores" not in t for t, s in claims.items()), claims
    assert any(s == "verified" and "12 cores" in t for t, s in claims.items()), claims


def test_a_wrong_amount_leaves_the_whole_it_is_part_of_standing():
    # 16.75 GB used (15.6 GiB) of 67.4 GB (62.8 GiB), 24.8%
    claims = dict(claim_list("- **Used:** ~22 GiB of ~62.8 GiB\n", system_info(), steady()))
    assert any(s == "contradicted" and "22 GiB" in t and "62.8" not in t for t, s in claims.items()), claims
    assert any(s == "verified" and "62.8 GiB" in t for t, s in claims.items()), claims
    claims = dict(claim_list("About 22 GiB is used, which is around 25%.", system_info(), steady()))
    assert any(s == "verified" and "25%" in t and "22 GiB" not in t for t, s in claims.items()), claims
