"""What a distribution does in general is not what this machine's reading shows (attributes.py)."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady


def test_a_distributions_habits_are_not_verified_by_its_name():
    for said in ("Ubuntu turns on unattended upgrades by default.", "Ubuntu 24.04 ships OpenSSH 9.6.",
                 "On Ubuntu that means the admin group is sudo."):
        out = claim_list(said, steady())
        assert out and all(status == "unsupported" for _, status in out), (said, out)


def test_which_distribution_it_is_is_still_checked():
    assert claim_list("The server runs Ubuntu 24.04.", steady()) == [("The server runs Ubuntu 24.04", "verified")]
    assert claim_list("This box is on Debian 12.", steady())[0][1] == "contradicted"
