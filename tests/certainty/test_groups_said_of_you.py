"""Group membership said of the asker the answer has named ("your account mara ... You're also in video"), a
group named among real ones that does not exist, a group said to have nobody in it, sudo said as something
an account has, and "the only member" said with a pronoun."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady


def _accounts() -> dict:
    return steady(   # no docker here at all: no package, no unit, no group
        installed_packages={"curl": "8.5.0-2ubuntu10", "zsh": "5.9-6"}, available_services=["ssh.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
               {"name": "mara", "uid": 1000, "gid": 1000, "home": "/home/mara", "shell": "/usr/bin/zsh"},
               {"name": "tom", "uid": 1001, "gid": 1001, "home": "/home/tom", "shell": "/bin/bash"}],
        groups=[{"name": "wheel", "gid": 10, "members": ["mara"]}, {"name": "video", "gid": 44, "members": ["mara"]},
                {"name": "uucp", "gid": 14, "members": ["mara", "tom"]}, {"name": "audio", "gid": 29, "members": []},
                {"name": "mara", "gid": 1000, "members": []}, {"name": "tom", "gid": 1001, "members": []}])


def _status(answer: str, fragment: str, question: str = "Am I in the wheel group?") -> str:
    claims = claim_list(answer, _accounts(), question=question)
    found = [status for text, status in claims if fragment in text]
    assert found, claims
    return found[0]


def test_you_is_the_account_the_answer_named_as_yours():
    answer = "Yes: your account `mara` (UID 1000) is in `wheel`. You're also in `video` and `{g}`."
    assert _status(answer.format(g="uucp"), "also in") == "verified"
    # audio has no members: said of "you" (mara), that part is false
    assert _status(answer.format(g="audio"), "audio") == "contradicted"


def test_a_group_that_does_not_exist_among_real_ones_is_false():
    answer = "Your account `mara` is in `wheel`. You're also in `video` and `uucp`, as well as `docker`."
    claims = dict(claim_list(answer, _accounts(), question="Am I in the wheel group?"))
    assert any(status == "contradicted" and "docker" in text for text, status in claims.items()), claims
    assert any(status == "verified" and "video" in text and "docker" not in text for text, status in claims.items()), claims


def test_nobody_in_a_group_is_its_empty_member_list():
    assert _status("There are 3 accounts, and nobody is in `audio`.", "nobody") == "verified"
    assert _status("There are 3 accounts, and nobody is in `video`.", "nobody") == "contradicted"


def test_sudo_said_as_something_an_account_has():
    assert _status("Only mara is in the wheel group; tom doesn't have sudo.", "tom") == "verified"
    assert _status("Only mara is in the wheel group; tom has sudo rights.", "tom") == "contradicted"
    assert _status("So only mara has wheel.", "only mara") == "verified"
    assert _status("So only tom has uucp.", "only tom") == "contradicted"


def test_the_only_member_said_with_a_pronoun():
    assert _status("Yes, mara is in `video`, and she's the only member.", "only member") == "verified"
    assert _status("Yes, tom is in `uucp`, and he's the only member.", "only member") == "contradicted"


def test_and_so_does_repeats_a_plain_verb_of_the_clause_before():
    answer = "Your account `mara` is in `wheel`. You use zsh as your login shell, and so does {who}."
    claims = dict(claim_list(answer.format(who="tom"), _accounts(), question="Am I in the wheel group?"))
    assert claims.get("does tom") == "contradicted", claims   # tom's shell is bash
    claims = dict(claim_list(answer.format(who="mara"), _accounts(), question="Am I in the wheel group?"))
    assert claims.get("does mara") == "verified", claims


def test_a_line_keyed_by_a_group_lists_all_its_members():
    question = "Who is in which group?"
    assert _status("**wheel:** only mara", "mara", question) == "verified"
    assert _status("**wheel:** only tom", "tom", question) == "contradicted"
    assert _status("Serial ports (uucp): mara and tom", "mara and tom", question) == "verified"
    assert _status("Admins (wheel): mara and tom", "mara and tom", question) == "contradicted"
    # one name alone may be one item of a list cut into claims: it need only be a member
    assert _status("| uucp | 14 | mara |", "mara", question) != "contradicted"
    assert _status("uucp: tom, mara", "tom", question) == "verified"


def test_a_marked_cell_under_a_group_column_says_whether_the_row_is_a_member():
    table = "| Account | Shell | wheel (sudo) | uucp |\n|---|---|---|---|\n| mara | zsh | {} | ✅ |\n| tom | bash | {} | {} |\n"
    found = claim_list(table.format("✅", "❌", "✅"), _accounts(), question="Who has admin rights?")
    assert [s for t, s in found if t in ("✅", "❌")] == ["verified", "verified", "verified", "verified"], found
    found = claim_list(table.format("❌", "✅", "❌"), _accounts(), question="Who has admin rights?")
    assert [s for t, s in found if t in ("✅", "❌")] == ["contradicted", "verified", "contradicted", "contradicted"], found


def test_a_list_item_names_accounts_then_after_a_dash_their_group():
    question = "Who is an administrator here?"
    assert _status("- **mara** — in `wheel`", "wheel", question) == "verified"
    assert _status("- **tom** — not an admin", "admin", question) == "verified"
    assert _status("- **tom** — in `wheel`", "wheel", question) == "contradicted"
    assert _status("- **mara** and **tom** — both in `uucp`", "uucp", question) == "verified"
