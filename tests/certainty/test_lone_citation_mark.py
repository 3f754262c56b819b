"""A sentence's one citation mark is written after one of its clauses: a wrong mark makes that clause
unsupported, not the clauses before it, which keep what the evidence says of them."""

from __future__ import annotations

from tests.certainty._bundles import bundle, disk_usage, system_info
from reos_desktop.certainty.wrapper import verify_bundle


def _claims(answer: str) -> dict[str, str]:
    result = verify_bundle(bundle(answer, system_info("e3"), disk_usage("e4")))
    return {answer[c.span[0]:c.span[1]]: c.status for c in result.claims}


def test_the_mark_belongs_to_the_clause_it_ends():
    got = _claims("CPU is at 12.5% and the load is 0.52 (e4).")
    assert got["CPU is at 12.5%"] == "verified"
    assert [s for t, s in got.items() if "load" in t] == ["unsupported"]   # e4 is the disk listing


def test_a_right_mark_still_vouches():
    got = _claims("CPU is at 12.5% and the load is 0.52 (e3).")
    assert set(got.values()) == {"verified"}
