"""Round 9, claim extraction: what makes a lead-in a claim, and coordinations that share a membership."""

from __future__ import annotations

import pytest

from reos_desktop.certainty.claims import _lead_in_says
from reos_desktop.certainty.gapping import gapped_parse
from tests.certainty._bundles import claim_list, steady

_GROUPS = [{"name": "docker", "gid": 998, "members": ["alice"]}, {"name": "sudo", "gid": 27, "members": ["alice"]},
           {"name": "wheel", "gid": 10, "members": []}]


@pytest.mark.parametrize("lead_in", ["Seven service units are loaded:", "Four packages were upgraded on Monday:",
                                     "Only `nginx` listens on port 80:"])
def test_a_lead_in_with_a_count_or_a_name_says_something(lead_in):
    assert _lead_in_says(lead_in, lead_in)


@pytest.mark.parametrize("raw", ["He's on a **multiplayer server**:", "She runs a **very busy** desktop:",
                                 "Today's pacman run (around 18:40):", "Yesterday's apt session (at 09:12, 3 packages):"])
def test_bold_emphasis_or_a_parenthetical_aside_alone_make_no_lead_in_claim(raw):
    text = raw.replace("**", "")
    assert not _lead_in_says(text, raw)


@pytest.mark.parametrize("left,right,parse", [
    ("bob is in sudo", "in docker", "bob is in docker"),
    ("carol is also in the wheel group", "in `docker`", "carol is also in `docker`"),
])
def test_membership_carried_to_the_second_half(left, right, parse):
    assert gapped_parse(left, right) == parse


def test_membership_list_halves_are_judged_apart():
    got = claim_list("alice is in sudo and in docker.", steady(groups=_GROUPS))
    assert got == [("alice is in sudo", "verified"), ("in docker", "verified")]
    got = claim_list("alice is in the docker group and in wheel.", steady(groups=_GROUPS))
    assert got == [("alice is in the docker group", "verified"), ("in wheel", "contradicted")]
