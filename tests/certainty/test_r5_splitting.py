"""Round 5, claim extraction: one claim per thing a careful reader would label apart.

Lines that end without punctuation, an emoji between two statements and clauses joined after a contracted
verb ("there's", "that's") are claims of their own, so a false part no longer flags the true part beside it.
"""

from __future__ import annotations

from reos_desktop.certainty.claims import extract_claims
from reos_desktop.certainty.splitting import has_predicate


def texts(answer: str) -> list[str]:
    return [u.text for u in extract_claims(answer)]


def test_a_line_without_a_full_stop_is_a_statement_of_its_own():
    got = texts("pod web-7c9: Pending, ImagePullBackOff, on node-2\nthe back-off has fired 14 times")
    assert "the back-off has fired 14 times" in got, got
    assert not any("node-2" in t and "back-off" in t for t in got), got
    # variant: a wrapped line ending on an article goes on in the next line
    got = texts("The disk is at 85% and the\nbackup job is still running.")
    assert not any(t.strip() == "backup job is still running" for t in got), got


def test_an_emoji_between_two_statements_ends_the_first():
    got = texts("So there's plenty of headroom 😊 That's a 12th-gen Core i3-1215U.")
    assert any(t.startswith("That's a 12th-gen") for t in got), got
    got = texts("you're booted into the new one ✅ 6.13.5 is also the newest kernel.")
    assert "6.13.5 is also the newest kernel" in got, got


def test_a_contracted_verb_is_a_predicate_so_coordinated_clauses_split():
    assert has_predicate("there's an SSH session from 10.0.0.5")
    assert has_predicate("That's three connections in total")
    got = texts("That's three connections in total, and anna is also logged in over SSH.")
    assert "That's three connections in total" in got, got
