"""Pronouns in answers about accounts: "she", "his", "you", "both" across sentences (people.py), a contrast
ellipsis ("You're in wheel, she isn't"), and accounts under a group's heading."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, steady

USERS = [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
         {"name": "ford", "uid": 1000, "gid": 1000, "home": "/home/ford", "shell": "/usr/bin/fish"},
         {"name": "mira", "uid": 1001, "gid": 1001, "home": "/home/mira", "shell": "/bin/bash"}]
GROUPS = [{"name": "wheel", "gid": 998, "members": ["ford"]},
          {"name": "libvirt", "gid": 973, "members": ["ford", "mira"]},
          {"name": "uucp", "gid": 987, "members": ["ford"]},
          {"name": "sambashare", "gid": 109, "members": ["ford", "mira"]}]


def _by_text(answer: str, question: str) -> dict[str, str]:
    data = bundle(answer, steady(users=USERS, groups=GROUPS))
    data["question"] = question
    return {c.text: c.status for c in verify_bundle(data).claims}


def test_she_is_the_person_the_question_names_even_after_another_name():
    got = _by_text("No — mira isn't in the wheel group. ford is. She is in libvirt. Her login shell is /bin/bash, "
                   "and her UID is 1002.", "Can mira use sudo?")
    assert got["She is in libvirt"] == "verified"
    assert got["Her login shell is /bin/bash"] == "verified"
    assert got["her UID is 1002"] == "contradicted"


def test_she_with_no_person_in_the_question_is_the_last_account_named():
    got = _by_text("ford is in wheel. His shell is zsh.", "Who is in wheel?")
    assert got["His shell is zsh"] == "contradicted"


def test_you_is_the_human_the_question_does_not_name_and_both_adds_the_person():
    got = _by_text("You're in wheel, she isn't. You're both in libvirt. She's in uucp too.",
                   "Is mira's account set up like mine?")
    assert got["You're in wheel"] == "verified"
    assert got["she isn't"] == "verified"
    assert got["You're both in libvirt"] == "verified"
    assert got["She's in uucp too"] == "contradicted"


def test_you_stays_unresolved_when_two_humans_could_be_the_asker():
    got = _by_text("You're in wheel.", "Who can use sudo?")
    assert got["You're in wheel"] != "verified"


def test_both_across_sentences_is_the_last_clause_that_named_two_accounts():
    got = _by_text("ford and mira have accounts. Both are in libvirt. Both are in wheel.", "Who has accounts?")
    assert got["Both are in libvirt"] == "verified"
    assert got["Both are in wheel"] == "contradicted"


def test_pronouns_outside_account_clauses_are_left_alone():
    got = _by_text("mira has an account. She is probably on holiday.", "Does mira have an account?")
    assert got.get("She is probably on holiday") != "verified"


def test_cannot_log_in_and_logging_in_with_a_shell():
    got = _by_text("mira can log in with bash. ford can't log in to a shell.", "Who can log in?")
    assert got["mira can log in with bash"] == "verified"
    assert got["ford can't log in to a shell"] == "contradicted"


def test_accounts_under_a_group_heading_are_members_not_missing_groups():
    got = _by_text("Samba group (sambashare): ford and mira.", "Who can use samba?")
    assert "contradicted" not in got.values()


def test_a_sudoers_file_is_not_a_membership_claim():
    got = _by_text("mira isn't in wheel. There's no sudoers drop-in for her either.", "Can mira use sudo?")
    assert got.get("There's no sudoers drop-in for her either") != "verified"


def test_accounts_listed_after_a_login_shell_heading_are_not_shell_names():
    got = _by_text("Accounts with a login shell: root, mira. ford has a bash shell too.", "Who can log in?")
    assert got.get("root") != "contradicted" and got.get("mira") != "contradicted"
    assert got["ford has a bash shell too"] == "contradicted"   # ford's shell is fish


def test_clauses_in_an_aside_and_after_a_comma_are_claims_of_their_own():
    got = _by_text("only ford is in wheel (ford is also in uucp; his shell is zsh)", "Who can sudo?")
    assert got["only ford is in wheel"] == "verified" and got["ford is also in uucp"] == "verified"
    assert got["his shell is zsh"] == "contradicted"
    got = _by_text("mira is in libvirt, ford logs in with fish, and mira is not in wheel.", "Who is where?")
    assert got["ford logs in with fish"] == "verified"
