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
