"""Claim extraction: spans, atomic clauses, tables, lists, and what is not a claim."""

from reos_desktop.certainty.claims import extract_claims


def texts(answer: str, ids=()) -> list[str]:
    return [c.text for c in extract_claims(answer, set(ids))]


def test_spec_example_spans():
    answer = "Yes, nginx is running; it has been active since 07:47."
    claims = extract_claims(answer, set())
    assert [list(c.span) for c in claims] == [[5, 21], [23, 53]]
    assert [answer[c.span[0]:c.span[1]] for c in claims] == ["nginx is running", "it has been active since 07:47"]


def test_two_predicates_are_two_claims_but_a_shared_predicate_is_one():
    assert texts("nginx is running and it listens on port 80.") == ["nginx is running", "it listens on port 80"]
    assert texts("nginx and redis are running.") == ["nginx and redis are running"]


def test_questions_greetings_offers_and_commands_are_not_claims():
    answer = ("Sure! Here's what I found:\n\nnginx is running.\n\nYou can restart it with `sudo systemctl restart nginx`. "
              "Let me know if you need more help! Would you like me to check the logs?\n\n```\nsudo journalctl -u nginx\n```")
    assert texts(answer) == ["nginx is running"]


def test_table_cells_are_claims_read_with_their_row_and_column():
    answer = "| Mount | Size | Use% |\n|---|---|---|\n| / | 930G | 45% |"
    claims = extract_claims(answer, set())
    assert [c.text for c in claims] == ["/", "930G", "45%"]
    assert claims[2].parse == "/ Use%: 45%"
    assert claims[0].cell == "key" and claims[1].cell == "value"


def test_list_items_keep_their_lead_in_as_context():
    answer = "Failed units:\n- backup.service\n- fail2ban.service"
    claims = extract_claims(answer, set())
    assert [c.text for c in claims] == ["backup.service", "fail2ban.service"]
    assert all("Failed units" in c.context for c in claims)


def test_key_value_items_split_into_parts():
    claims = extract_claims("- **nginx:** active, enabled, PID 1234", set())
    assert [c.text for c in claims] == ["active", "enabled", "PID 1234"]
    assert " ".join(claims[1].parse.split()) == "nginx: enabled"


def test_citations_are_found_and_removed_from_the_text_read():
    claims = extract_claims("nginx is running [e2] and listening on port 80 (e4).", {"e2", "e4"})
    assert [c.citations for c in claims] == [["e2"], ["e4"]]
    assert all("e2" not in c.parse and "e4" not in c.parse for c in claims)


def test_trailing_list_in_parentheses_is_split_into_claims():
    assert texts("The CPU is an Intel Xeon E-2236 (6 cores, 12 threads).") == [
        "The CPU is an Intel Xeon E-2236", "6 cores", "12 threads"]


def test_explanations_are_claims_of_their_own():
    claims = extract_claims("nginx failed because port 80 was already in use.", set())
    assert [c.text for c in claims] == ["nginx failed", "because port 80 was already in use"]
    assert claims[1].cause


def test_emoji_only_cells_are_claims():
    claims = extract_claims("| Service | Running |\n|---|---|\n| nginx | ✅ |", set())
    assert [c.text for c in claims] == ["nginx", "✅"]
    assert claims[1].mark == "+"


def test_comma_clauses_with_their_own_subject_and_motion_verb_are_claims_of_their_own():
    got = texts("Chromium went from 120.1 to 121.0, the mesa package moved up to 24.1, and gimp and inkscape were "
                "newly installed.")
    assert got == ["Chromium went from 120.1 to 121.0", "the mesa package moved up to 24.1",
                   "gimp and inkscape were newly installed"]
    # a state that belongs to the subject before 'and' is not a clause of a pair subject
    assert texts("web is up but degraded and worker is stuck restarting.")[0] == "web is up"


def test_a_clause_followed_by_label_value_parts_is_one_claim_per_part():
    got = texts("cron.service is enabled, main PID 811, active since June 2 at 10:14.")
    assert got == ["cron.service is enabled", "main PID 811", "active since June 2 at 10:14"]


def test_a_clause_with_a_verb_is_a_claim_even_when_it_names_nothing_known():
    # The README's rule: every sentence that says something is a claim, except greetings, offers, questions,
    # suggested commands — and the assistant narrating what it did, or the user's question said back.
    from reos_desktop.certainty.wrapper import verify_bundle

    from ._bundles import bundle, nginx_status, steady

    answer = ("I looked at the service and its logs. You asked whether the shop works. nginx is running. "
              "So the checkout page crashes on every second request. Nobody has complained during the last week. "
              "Hope this helps!")
    claims = {c.text.rstrip("."): c.status for c in verify_bundle(bundle(answer, steady(), nginx_status())).claims}
    assert claims["nginx is running"] == "verified"
    assert claims["the checkout page crashes on every second request"] == "unsupported"
    assert claims["Nobody has complained during the last week"] == "unsupported"
    assert len(claims) == 3   # "I looked at the service and its logs", "You asked ...", "Hope this helps" are not
