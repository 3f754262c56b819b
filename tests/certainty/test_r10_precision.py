"""Round 10, contradiction precision: a state is contradicted only when it is said of the thing the evidence
describes — not of a name that is the object of a preposition, nor of a thing a pronoun only owns."""

from __future__ import annotations

import pytest

from tests.certainty._bundles import nginx_status, status_containing


@pytest.mark.parametrize("answer,fragment", [
    ("The app is probably failing to connect to nginx on startup.", "failing"),
    ("Our client keeps failing with nginx behind it.", "failing"),
    ("The uploads are failing against nginx right now.", "failing"),
])
def test_a_name_after_a_preposition_is_not_what_the_state_is_said_of(answer, fragment):
    assert status_containing(answer, fragment, nginx_status()) != "contradicted"


def test_the_name_as_subject_is_still_contradicted():
    assert status_containing("nginx is failing right now.", "failing", nginx_status()) == "contradicted"


@pytest.mark.parametrize("answer", [
    "nginx is fine. Its disk is down though.",
    "Look at nginx. Their uplink is down.",
])
def test_a_state_of_what_a_pronoun_owns_is_not_the_pronouns_state(answer):
    assert status_containing(answer, "down", nginx_status()) != "contradicted"


def test_the_pronoun_itself_is_still_contradicted():
    assert status_containing("nginx is up. It is down again, though.", "It is down", nginx_status()) == "contradicted"
