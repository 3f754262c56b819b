"""Which accounts are people's (a UID from 1000; a "login" account also needs a login shell): "mlops, priya and
jun are the regular accounts", "the only regular user is ash"; "two of the three users can use sudo" counts both; a citation mark
inside a claim does not stop its wrong part being told apart ("is active [e8] with PID 1544 [e8]")."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, nginx_status, steady


def _machine() -> dict:
    users = [{"name": n, "uid": uid, "gid": uid, "home": f"/home/{n}", "shell": sh} for n, uid, sh in (
        ("mlops", 1000, "/bin/bash"), ("priya", 1001, "/bin/zsh"), ("jun", 1002, "/bin/bash"),
        ("postgres", 114, "/bin/bash"))]
    return steady(users=users, groups=[{"name": "sudo", "gid": 27, "members": ["mlops", "priya"]}])


def _status(answer: str) -> str:
    claims = claim_list(answer, _machine())
    assert len(claims) == 1, claims
    return claims[0][1]


def test_the_whole_set_of_regular_accounts():
    assert _status("mlops, priya and jun are the regular accounts.") == "verified"
    assert _status("The regular accounts are mlops and priya.") == "contradicted"
    assert _status("The only regular user is mlops.") == "contradicted"


def test_one_regular_account():
    assert _status("jun is a regular user.") == "verified"
    assert _status("postgres is a regular user.") == "contradicted"   # a system account's UID


def test_a_login_account_needs_a_shell():
    machine = _machine()
    machine["data"]["users"].append({"name": "borg", "uid": 1003, "gid": 1003, "home": "/srv/borg",
                                     "shell": "/usr/sbin/nologin"})
    assert claim_list("borg is a regular user.", machine) == [("borg is a regular user", "verified")]
    assert claim_list("borg is a normal login account.", machine) == [
        ("borg is a normal login account", "contradicted")]
    assert claim_list("The only regular login accounts are mlops, priya and jun.", machine)[0][1] == "verified"


def test_other_and_qualified_sets_are_not_the_whole_set():
    assert _status("The only other regular account is jun.") != "contradicted"
    assert _status("priya is the only regular user who can use sudo.") != "contradicted"


def test_admins_out_of_a_stated_number_of_users():
    assert _status("Two of the three users can use sudo.") == "verified"
    assert _status("Two of the four users can use sudo.") == "contradicted"
    assert _status("Three of the three users can use sudo.") == "contradicted"


def test_a_count_with_an_aside_before_its_noun():
    assert _status("There are three regular (non-system) accounts.") == "verified"
    assert _status("There are two regular (non-system) accounts.") == "contradicted"


def test_a_citation_inside_a_claim():
    claims = claim_list("nginx is active [e2] with PID 4321 [e2].", nginx_status())
    assert claims == [("nginx is active", "verified"), ("with PID 4321", "contradicted")], claims


def test_root_with_an_account_field_is_the_account():
    machine = _machine()
    machine["data"]["users"].append({"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"})
    assert claim_list("root's shell is zsh.", machine) == [("root's shell is zsh", "contradicted")]
    assert claim_list("root uses bash.", machine) == [("root uses bash", "verified")]
