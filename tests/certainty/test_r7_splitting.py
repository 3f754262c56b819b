"""Round 7, claim extraction: statements that read like commands, offers, labels or questions are still claims.

Each test uses a wording of its own (not a corpus sentence) and asserts what is extracted, so it fails if the
mechanism is taken out.
"""

from __future__ import annotations

from reos_desktop.certainty.claims import extract_claims


def _said(answer: str) -> list[str]:
    return [answer[u.span[0]:u.span[1]] for u in extract_claims(answer)]


def test_a_unit_or_package_named_like_a_command_is_a_claim():
    # "`apt-…`" and "`docker`" followed by a version name a unit and a package, not a suggested command
    said = _said("- `apt-news.service` has failed\n- `docker` 26.1.0 → 26.1.3\n- `pacman-cache.timer` is enabled")
    assert "`apt-news.service` has failed" in said
    assert "`docker` 26.1.0 → 26.1.3" in said
    assert "`pacman-cache.timer` is enabled" in said


def test_suggested_commands_stay_no_claims():
    for answer in ("`sudo systemctl restart nginx`", "Run `docker ps -a` to see them all.", "`reboot`",
                   "`journalctl -u nginx --since today`"):
        assert _said(answer) == [], answer


def test_a_negated_you_can_is_a_statement_not_an_offer():
    said = _said("The firewall drops port 5432, so you can't reach Postgres from the LAN.")
    assert any("you can't reach Postgres" in s for s in said)
    assert _said("You can restart it with systemctl if you like.") == []


def test_a_hyphenated_name_starting_with_a_verb_is_a_subject():
    said = _said("update-notifier was upgraded to 3.192.1 yesterday.")
    assert any(s.startswith("update-notifier was upgraded") for s in said)


def test_the_value_of_a_reporting_key_is_read_even_when_it_starts_like_a_verb():
    said = _said("- **frontend-svc**: type NodePort, port 80 → targetPort 3000, clusterIP 10.43.2.9")
    assert said == ["type NodePort", "port 80 → targetPort 3000", "clusterIP 10.43.2.9"]
    # a key that gives advice keeps its value out
    assert _said("**Fix:** restart the exporter") == []
    assert _said("- **Next step**: check the journal of the unit") == []


def test_a_negated_clause_before_a_colon_is_no_label():
    said = _said("`cache-0` won't be scheduled: its node is cordoned.")
    assert "`cache-0` won't be scheduled" in said
    assert "its node is cordoned" in said


def test_a_statement_closed_by_a_question_keeps_its_claim():
    said = _said("With the timer disabled, nothing prunes old snapshots anymore — shall I check the disk too?")
    assert said == ["With the timer disabled, nothing prunes old snapshots anymore"]
    # a question cut by a dash is still a question, and a plain question is none
    assert _said("Is the VPN up — or did it drop again?") == []
    assert _said("Do you want me to look at the logs?") == []


def test_an_explaining_aside_is_apart_from_the_value_it_explains():
    answer = "`max_connections` is `200` (which is why the pooler never runs out)."
    units = extract_claims(answer)
    said = [answer[u.span[0]:u.span[1]] for u in units]
    assert said[0] == "`max_connections` is `200`"
    assert said[1] == "which is why the pooler never runs out"
    assert units[1].cell == "paren"
    # a parenthesis that is no explanation stays with its clause
    assert _said("sshd is listening on 2222 (not the default).") == ["sshd is listening on 2222 (not the default)"]
