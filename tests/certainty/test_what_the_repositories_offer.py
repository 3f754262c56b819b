"""What the repositories offer is never read: "nginx 1.24.0 is the latest version available for Ubuntu 24.04" stays
unsupported although the installed version matches, while "the newest installed kernel" and "the latest one at
09:58" are about what was read."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, steady


def test_the_latest_version_offered_is_open():
    machine = steady()
    assert status_containing("nginx 1.24.0 is the latest version available for Ubuntu 24.04.", "latest",
                             machine) == "unsupported"
    assert status_containing("Your packages are fully up to date.", "up to date", machine) == "unsupported"
    # the installed version on its own is still verified
    assert status_containing("nginx 1.24.0-2ubuntu7 is installed.", "nginx", machine) == "verified"


def test_the_rest_of_the_clause_is_judged_apart():
    assert claim_list("Ubuntu 24.04, fully up to date.", steady()) == [("Ubuntu 24.04", "verified"),
                                                                        ("fully up to date", "unsupported")]
