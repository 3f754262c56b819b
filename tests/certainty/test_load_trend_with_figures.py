"""A load trend said beside the figures ("1.92 (1 min), falling") is still read from the order of the 1- and
15-minute averages; a trend over longer than they reach ("rising all day") is not."""

from __future__ import annotations

from tests.certainty._bundles import bundle, system_info
from reos_desktop.certainty.wrapper import verify_bundle


def _rising() -> dict:
    item = system_info()
    item["data"]["load_average"] = [1.92, 1.70, 1.41]
    return item


def _status(answer: str, word: str) -> str:
    claims = verify_bundle(bundle(answer, _rising())).claims
    return next(c.status for c in claims if word in answer[c.span[0]:c.span[1]])


def test_a_direction_beside_the_figure_is_checked():
    assert _status("**Load:** 1.92 (1 min), falling", "falling") == "contradicted"
    assert _status("**Load:** 1.92 (1 min), rising", "rising") == "verified"


def test_a_trend_longer_than_the_averages_is_not_verified():
    assert _status("The load has been rising steadily all day.", "rising") == "unsupported"


def test_one_window_against_another():
    said = "The 1-minute load average is 1.92, which is {} than the 15-minute value."
    assert _status(said.format("lower"), "lower") == "contradicted"
    assert _status(said.format("higher"), "higher") == "verified"
    assert _status("The 15-minute load is a bit lower than the 1-minute one.", "lower") == "verified"
