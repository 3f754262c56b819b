"""How many accounts can use sudo is a count of the administrators' groups' members, not of all accounts."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady


def _machine(groups: list[dict]) -> dict:
    return steady(users=[{"name": n, "uid": 1000 + i, "gid": 1000 + i, "home": f"/home/{n}", "shell": "/bin/bash"}
                         for i, n in enumerate(("ines", "tariq", "wen"))], groups=groups)


def _status(answer: str, claim: str, groups: list[dict]) -> str:
    return dict(claim_list(answer, _machine(groups)))[claim]


def test_counted_against_the_admin_group():
    wheel = [{"name": "wheel", "gid": 10, "members": ["ines"]}]
    assert _status("So 3 users can use sudo.", "3 users can use sudo", wheel) == "contradicted"
    assert _status("So 1 user can use sudo.", "1 user can use sudo", wheel) == "verified"


def test_both_and_number_words():
    sudo = [{"name": "sudo", "gid": 27, "members": ["ines", "wen"]}]
    assert _status("Two people have sudo: ines and wen.", "Two people have sudo", sudo) == "verified"
    assert _status("Both accounts are admins.", "Both accounts are admins", sudo) == "verified"
    assert _status("Three accounts have admin rights.", "Three accounts have admin rights", sudo) == "contradicted"


def test_the_only_administrator():
    wheel = [{"name": "wheel", "gid": 10, "members": ["ines"]}]
    assert _status("ines is the only administrator.", "ines is the only administrator", wheel) == "verified"
    assert _status("tariq is the only administrator.", "tariq is the only administrator", wheel) == "contradicted"
    two = [{"name": "wheel", "gid": 10, "members": ["ines", "wen"]}]
    # whoever "you" is, a group of two has no only member
    assert _status("You are the only user in wheel.", "You are the only user in wheel", two) == "contradicted"
    assert "contradicted" not in {status for _, status in claim_list("You're the only admin.", _machine(wheel))}
