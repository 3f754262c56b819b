"""The rest of a sentence that gives a bare amount ("Memory usage is low, about 25%, with roughly 16 GiB used")
measures what the sentence named, not what the paragraph's lead-in spoke of ("the disk usage")."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, disk_usage, system_info


def test_the_amount_is_the_sentences_thing():
    lead = "Looking at the system information and the disk usage, the machine is fine:\n\n"
    right = claim_list(lead + "1. Memory usage is low, about 25%, with roughly 15.6 GiB used.", system_info(), disk_usage())
    assert [s for t, s in right if "used" in t] == ["verified"], right
    wrong = claim_list(lead + "1. Memory usage is low, about 25%, with roughly 30 GiB used.", system_info(), disk_usage())
    assert [s for t, s in wrong if "used" in t] == ["contradicted"], wrong
    assert "memory" in " ".join(c.reason for c in _claims(lead + "1. Memory usage is low, about 25%, with roughly "
                                                              "30 GiB used.") if "used" in c.text)


def test_of_it_after_memory_is_memory():
    claims = claim_list("Memory is at 25%, and about 47 GiB of it is available.", system_info(), disk_usage())
    assert ("and about 47 GiB of it is available", "verified") in claims or \
        [s for t, s in claims if "available" in t] == ["verified"], claims


def _claims(answer: str):
    from reos_desktop.certainty.wrapper import verify_bundle
    from tests.certainty._bundles import bundle

    return verify_bundle(bundle(answer, system_info(), disk_usage())).claims
