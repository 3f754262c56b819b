"""Claims read against the steady state: a distribution's habits are not this machine's (attributes.py), a group
named with its article is counted by its record (membership.py)."""

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


def test_a_group_named_with_the_article_is_counted_by_its_record():
    groups = [{"name": "dba", "gid": 1500, "members": ["ana", "deploy"]}]
    assert claim_list("The `dba` group has three members.", steady(groups=groups))[0][1] == "contradicted"
    assert claim_list("The dba group has two members.", steady(groups=groups))[0][1] == "verified"
