"""Membership said without a subject of its own: "**omar** (UID 1001) — in `adm`" and "- **Sudo:** also in `adm`"
under "- **nadia**" are about the one account the item (or its parent item) names; "Both are in adm" names more
than one and is left to other readings."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady


def _machine() -> dict:
    return steady(users=[{"name": "nadia", "uid": 1000, "gid": 1000, "home": "/home/nadia", "shell": "/bin/bash"},
                         {"name": "omar", "uid": 1001, "gid": 1001, "home": "/home/omar", "shell": "/bin/bash"}],
                  groups=[{"name": "adm", "gid": 4, "members": ["nadia"]},
                          {"name": "plugdev", "gid": 46, "members": ["nadia", "omar"]}])


def _statuses(answer: str) -> list[tuple[str, str]]:
    return claim_list(answer, _machine())


def test_the_account_before_the_dash():
    answer = "- **nadia** (UID 1000) — in `adm`\n- **omar** (UID 1001) — ✅ in `adm`\n"
    assert [status for text, status in _statuses(answer) if text.endswith("`adm`")] == ["verified", "contradicted"]


def test_the_account_of_the_parent_item():
    answer = "- **omar**\n  - **Groups:** also in `plugdev`\n- **omar**\n  - **Admin:** also in `adm`\n"
    assert [status for text, status in _statuses(answer) if text.endswith("`")] == ["verified", "contradicted"]
    answer = "- **omar**\n  - **Admin:** not in `adm`\n- **nadia**\n  - **Admin:** not in `adm`\n"
    assert [status for text, status in _statuses(answer) if text.endswith("`")] == ["verified", "contradicted"]


def test_both_names_more_than_one_account():
    answer = "omar is the one using bash. Both are in the adm group."
    assert dict(_statuses(answer)).get("Both are in the adm group") != "contradicted"
