"""Claim structure and accounts, round 4: who a pronoun subject is when the clause names another account later."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, steady


def _accounts() -> dict:
    return steady(
        users=[{"name": "marek", "uid": 1000, "gid": 1000, "home": "/home/marek", "shell": "/bin/bash"},
               {"name": "lena", "uid": 1001, "gid": 1001, "home": "/home/lena", "shell": "/usr/sbin/nologin"}],
        groups=[{"name": "sudo", "gid": 27, "members": ["marek"]},
                {"name": "audio", "gid": 29, "members": ["marek", "lena"]},
                {"name": "docker", "gid": 998, "members": ["marek"]}])


def _statuses(answer: str, question: str = "") -> list[tuple[str, str]]:
    return claim_list(answer, _accounts(), question=question)


def _status(answer: str, fragment: str, question: str = "") -> str:
    return status_containing(answer, fragment, _accounts(), question=question)


def test_an_account_named_after_a_pronoun_subject_is_not_the_member():
    # "He" is marek (the account just named); lena is only named in "together with", she is no sudo member
    answer = "marek is in `docker`. He's also in `sudo` and in `audio` together with `lena`."
    assert _status(answer, "He's also") == "verified"
    variant = "Yes, marek is in docker. She is not in it; he is also in sudo along with lena in audio."
    assert _status(variant, "he is also") != "contradicted"


def test_the_pronoun_still_resolves_to_the_asked_account_and_can_be_contradicted():
    # the question names lena: "She" is lena, who is not in sudo, even though marek is named after the verb
    answer = "Not quite. She's also in `sudo` together with marek."
    assert _status(answer, "She's also", question="is lena an admin?") == "contradicted"


def test_a_pronoun_subject_with_no_account_to_stand_for_is_left_unsupported():
    # two accounts named together, no question: "he" cannot be told, and lena named later is not the subject
    answer = "Two people use this box. He's also in `sudo` together with lena."
    assert [s for t, s in _statuses(answer) if "He's also" in t] in ([], ["unsupported"])
    variant = "marek and lena share the laptop. She is in sudo as well, like marek."
    assert [s for t, s in _statuses(variant) if "She is" in t] in ([], ["unsupported"])


def test_a_folder_a_home_lies_under_is_not_the_home_itself():
    assert _status("lena's home directory lives under /home.", "lena") == "verified"
    assert _status("Both homes are in `/home`, marek's included.", "homes") != "contradicted"
    # a folder it does not lie under, or the folder said to be the home itself, stays wrong
    assert _status("lena's home directory is under /srv.", "lena") == "contradicted"
    assert _status("lena's home is /home.", "lena") == "contradicted"
