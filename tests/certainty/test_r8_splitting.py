"""Round 8, clause splitting: coordinated halves sharing a subject or a verb are claims of their own, the
second half read with the first half's subject and verb (reos_desktop/certainty/gapping.py)."""

from __future__ import annotations

import pytest

from reos_desktop.certainty.claims import extract_claims
from reos_desktop.certainty.gapping import gapped_parse
from tests.certainty._bundles import claim_list, steady


def _parses(answer: str) -> list[tuple[str, str]]:
    return [(c.text, c.parse) for c in extract_claims(answer)]


@pytest.mark.parametrize("answer, second, parse", [
    ("docker went to 28.0.1, and gitlab-runner to 17.10.0.", "gitlab-runner to 17.10.0", "gitlab-runner went to 17.10.0"),
    ("podman moved up to 5.2.1 and buildah to 1.37.", "buildah to 1.37", "buildah moved up to 1.37"),
    ("effective_cache_size is set to 44GB and maintenance_work_mem to 1GB.", "maintenance_work_mem to 1GB",
     "maintenance_work_mem is set to 1GB"),
    ("rpcbind listens on 111 and mountd on 892.", "mountd on 892", "mountd listens on 892"),
    ("localsearch-3 is at about 18% CPU and Firefox at around 41%.", "Firefox at around 41%", "Firefox is at around 41%"),
    ("It restarted at 18:21 and again at 18:57.", "again at 18:57", "It restarted at 18:57"),
    ("jonas is the only sudo user and the only member of sambashare.", "the only member of sambashare",
     "jonas is the only member of sambashare"),
    ("On Thursday you installed podman-compose and removed gnome-software.", "removed gnome-software",
     "On Thursday you removed gnome-software"),
    ("The CPU has 16 cores / 24 threads.", "24 threads", "The CPU has 24 threads"),
])
def test_second_half_is_read_with_the_first_halfs_subject_and_verb(answer, second, parse):
    got = _parses(answer)
    assert len(got) == 2, got
    assert got[1] == (second, parse)


def test_a_chain_of_gapped_halves_each_borrow_the_verb():
    got = _parses("Alice went to 2.0, Bob to 3.0 and Carol to 4.0.")
    assert [p for _, p in got] == ["Alice went to 2.0", "Bob went to 3.0", "Carol went to 4.0"]


@pytest.mark.parametrize("answer", [
    "nginx is not running and not enabled.",            # negation scope
    "jonas isn't in sudo and docker.",
    "All users except bob and alice are in sudo.",      # an exception list
    "Load is between 2 and 4.",                         # a range
    "Memory went from 2 GB to 4 GB and back.",
    "nginx is owned by root and www-data.",             # bare names
    "The site is served on ports 80 and 443.",
])
def test_what_must_stay_together_stays_one_claim(answer):
    assert len(extract_claims(answer)) == 1, _parses(answer)


def test_gapped_parse_refuses_a_second_half_with_its_own_verb():
    assert gapped_parse("docker went to 28.0.1", "gitlab-runner is at 17.10.0") is None
    assert gapped_parse("The disk has 12 cores", "32 threads", "/") == "The disk has 32 threads"
    assert gapped_parse("ports 80", "443", "/") is None


def test_possessive_pronoun_clause_after_a_comma_is_its_own_claim():
    got = claim_list("alice has uid 1000, her login shell is /bin/zsh.", steady())
    assert got == [("alice has uid 1000", "verified"), ("her login shell is /bin/zsh", "contradicted")]
    got = claim_list("Alice's uid is 1001, her home is /home/alice.", steady())
    assert got == [("Alice's uid is 1001", "contradicted"), ("her home is /home/alice", "verified")]


def test_true_and_false_halves_are_judged_apart():
    # a variant wording: the false half must not drag the true one, nor the true one hide the false one
    got = claim_list("nginx is at 1.24.0 and curl at 8.6.0.", steady())
    assert [t for t, _ in got] == ["nginx is at 1.24.0", "curl at 8.6.0"]
    assert got[1][1] != "verified"
    got = claim_list("The machine has 12 cores / 32 threads.", steady())
    assert got == [("The machine has 12 cores", "verified"), ("32 threads", "contradicted")]
