"""Round 4, numbers: each measure of a disk is a claim of its own, and a rider's contradiction is its own.

Disk evidence used throughout: / is 999.65 GB (931 GiB) in total, 557.27 GB (519 GiB) free, 44.3% used.
"""

from __future__ import annotations

from tests.certainty._bundles import claim_list, disk_usage, steady
from reos_desktop.certainty.claims import extract_claims


def _claims(answer: str) -> list[tuple[str, str]]:
    return claim_list(answer, steady(), disk_usage())


def _status(answer: str, fragment: str) -> str:
    found = [s for t, s in _claims(answer) if fragment in t]
    assert found, (fragment, _claims(answer))
    return found[0]


# --- a rider ("out of 1 TB", "on a 1 TB drive") is not contradicted by its clause's wrong value ---

def test_whole_after_a_wrong_free_value_is_judged_on_its_own():
    answer = "/ is at 44% — about 300 GB free out of roughly 1 TB."
    assert _status(answer, "300 GB free") == "contradicted"
    assert _status(answer, "roughly 1 TB") == "verified"


def test_whole_rider_variant_wording_in_gib():
    answer = "The root filesystem still has around 200 GiB left on a 931 GiB disk."
    assert _status(answer, "200 GiB left") == "contradicted"
    assert _status(answer, "931 GiB disk") == "verified"


def test_a_wrong_whole_is_still_contradicted_after_a_right_clause():
    answer = "/ is at 44% — about 557 GB free out of roughly 4 TB."
    assert _status(answer, "557 GB free") == "verified"
    assert _status(answer, "roughly 4 TB") != "verified"


# --- measures listed with commas are cut apart, in sentences and on "Key: value" lines ---

def test_comma_separated_measures_on_a_key_line_are_claims_of_their_own():
    answer = "Root disk: 60% used, about 557 GB free on a 1 TB drive."
    assert _status(answer, "60% used") == "contradicted"
    assert _status(answer, "557 GB free") == "verified"
    assert _status(answer, "1 TB drive") == "verified"
    assert not any("60%" in t and "557" in t for t, _ in _claims(answer))


def test_comma_separated_measures_in_a_sentence_variant():
    answer = "The / filesystem is 44% used, ~900 GB free of about 931 GiB."
    assert _status(answer, "44% used") == "verified"
    assert _status(answer, "900 GB") == "contradicted"


def test_a_list_of_bare_readings_is_not_cut_into_measures():
    text = "Samples showed the disk at 12%, 15% and 9% busy over the minute."
    spans = [text[u.span[0]:u.span[1]] for u in extract_claims(text)]
    assert not any(s.strip() in ("15%", "15% and 9% busy over the minute") for s in spans), spans


def test_ports_listed_with_commas_are_not_measures():
    from reos_desktop.certainty.measure_parts import split_measures

    text = "It listens on 80, 443 and 8443, 52% used"
    assert split_measures(text, [(0, len(text), False)]) == [(0, len(text), False)]
    text2 = "58% used, ~372 GB free of about 916 GiB"
    assert split_measures(text2, [(0, len(text2), False)]) == [(0, 8, False), (10, len(text2), False)]
