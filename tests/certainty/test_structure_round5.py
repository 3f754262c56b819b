"""Claim structure and accounts, round 5: attribute items cut into claims of their own, the asker who names
themself, distribution names that are accounts, and every group of a membership list checked."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, steady


def _accounts() -> dict:
    return steady(
        users=[{"name": "ryo", "uid": 1000, "gid": 1000, "home": "/home/ryo", "shell": "/bin/bash"},
               {"name": "hana", "uid": 1001, "gid": 1001, "home": "/home/hana", "shell": "/bin/bash"},
               {"name": "runner", "uid": 999, "gid": 999, "home": "/srv/runner", "shell": "/bin/bash"}],
        groups=[{"name": "docker", "gid": 988, "members": ["runner", "ryo"]},
                {"name": "sudo", "gid": 27, "members": ["ryo"]},
                {"name": "media", "gid": 1005, "members": ["ryo", "hana"]}],
        os_name="Ubuntu")


def _statuses(answer: str, question: str = "") -> list[tuple[str, str]]:
    return claim_list(answer, _accounts(), question=question)


def _status(answer: str, fragment: str, question: str = "") -> str:
    return status_containing(answer, fragment, _accounts(), question=question)


def test_an_id_or_home_or_shell_item_is_a_claim_of_its_own():
    # the true uid stays verified while the wrong home is contradicted, and the other way round
    answer = "There's also a runner account (uid 999) with home /home/runner, which looks unused."
    assert _status(answer, "runner account") == "verified"
    assert _status(answer, "with home") == "contradicted"
    variant = "`runner` (/bin/bash), home /srv/runner. runner has UID 998, with a nologin shell."
    assert _status(variant, "(/bin/bash)") == "verified"
    assert _status(variant, "home /srv/runner") == "verified"
    assert _status(variant, "UID 998") == "contradicted"
    assert _status(variant, "nologin shell") == "contradicted"


def test_a_trailing_gid_is_read_against_the_group_not_the_membership():
    answer = "Both runner and ryo are in the docker group (gid 999), so that part is fine."
    assert _status(answer, "are in the docker group") == "verified"
    assert _status(answer, "(gid 999)") == "contradicted"


def test_a_second_membership_joined_by_and_is_its_own_claim():
    answer = "ryo is the only sudo user and the only member of `media`."
    assert _status(answer, "only sudo user") == "verified"
    assert _status(answer, "only member of") == "contradicted"


def test_you_is_the_account_the_asker_names_as_themself():
    # without it "you" was the one human account the question did not name: hana, whose shell is bash
    question = "I'm ryo — which groups am I in?"
    assert _status("You're in `sudo`. Your login shell is bash.", "You're in", question) == "verified"
    assert _status("Your home is /home/hana.", "Your home", "I am ryo, where is my home?") == "contradicted"


def test_a_distribution_name_in_an_account_clause_is_an_account():
    # os=Ubuntu must not verify it, nor a package version string that carries both words
    assert _status("`ubuntu` is also in the docker group.", "ubuntu") != "verified"
    assert all(s != "verified" for _, s in _statuses("The ubuntu user is a member of the docker group."))
    assert _status("This machine runs Ubuntu 24.04.", "Ubuntu") == "verified"


def test_every_group_after_the_membership_predicate_is_checked():
    # a true first group never verifies a false second one: the false one is marked where it stands
    assert _status("runner and ryo are both in docker and in sudo.", "sudo") == "contradicted"
    assert _status("hana is in media and docker.", "docker") == "contradicted"
    assert _status("ryo is in media and in docker.", "ryo") == "verified"
