"""A release the clause denies, a comparison with a noun between ("a newer nginx than 1.22"), and "the only
<thing>" that no listing of such things decides."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady


def test_a_denied_release_is_not_verified_by_the_release_it_denies():
    assert status_containing("nginx is not on 1.24.0.", "nginx", steady()) != "verified"
    assert status_containing("nginx is on 1.24.0.", "nginx", steady()) == "verified"


def test_a_comparison_with_a_noun_between_is_a_comparison():
    assert status_containing("This box runs a newer nginx than 1.22.", "newer nginx", steady()) == "verified"
    assert status_containing("This box runs a newer nginx than 1.26.", "newer nginx", steady()) == "contradicted"
    assert status_containing("This box runs an older curl than 8.9.", "older curl", steady()) == "verified"
    # "at least" holds at the release itself
    assert status_containing("nginx is at least 1.24.0-2ubuntu7.", "nginx", steady()) == "verified"


def test_the_only_thing_of_a_kind_no_listing_holds_is_left_unchecked():
    assert status_containing("nginx 1.24.0 is the only web server here.", "only web server", steady()) != "verified"
    # a listing that decides it still does: alice is the docker group's one member
    assert status_containing("alice is the only member of docker.", "alice", steady()) == "verified"
    # advice is no claim about the machine
    assert status_containing("Since alice is in the docker group, make sure her key is the only way in.",
                             "alice", steady()) == "verified"
