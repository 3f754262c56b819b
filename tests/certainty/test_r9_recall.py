"""Round 9, contradiction recall in quantities: a clause naming no measure borrows the one the clause before names."""

from tests.certainty._bundles import status_containing, system_info


def test_available_amount_takes_the_measure_the_clause_before_names():
    # 47.2 GiB of memory is available, 2 GiB of swap: "about 20 GiB" is wrong for memory, the measure just named
    answer = "You have 64 GB of RAM; about 20 GiB is available."
    assert status_containing(answer, "20 GiB", system_info()) == "contradicted"


def test_variant_wording_free_after_memory():
    answer = "The machine has 64 GB of memory, and roughly 20 GiB is still free."
    assert status_containing(answer, "20 GiB", system_info()) == "contradicted"


def test_true_value_still_verifies():
    answer = "You have 64 GB of RAM; about 47 GiB is available."
    assert status_containing(answer, "47 GiB", system_info()) == "verified"


def test_two_measures_named_before_decide_only_when_the_value_is_wrong_for_both():
    # 47.2 GiB of memory and 2 GiB of swap are available: "about 20 GiB" is neither, whichever was meant
    answer = "Both RAM and swap look fine; about 20 GiB is available."
    assert status_containing(answer, "20 GiB", system_info()) == "contradicted"
    # "about 2 GiB" is swap's: it may be the one meant, so it is not wrong
    answer = "Both RAM and swap look fine; about 2 GiB is available."
    assert status_containing(answer, "2 GiB", system_info()) != "contradicted"
