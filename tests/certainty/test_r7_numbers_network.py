"""Round 7, quantities and network: the load averages' order is the trend of the last quarter hour, and a load
said with its window is that window's average (a window word belongs to the value nearest to it)."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, system_info


def _claims(answer: str, *evidence: dict) -> list[tuple[str, str]]:
    return [(c.text, c.status) for c in verify_bundle(bundle(answer, *evidence)).claims]


def _of(answer: str, fragment: str, *evidence: dict) -> str:
    found = [s for t, s in _claims(answer, *evidence) if fragment in t]
    assert found, (fragment, _claims(answer, *evidence))
    return found[0]


def _load(one: float, five: float, fifteen: float) -> dict:
    item = system_info()
    item["data"]["load_average"] = [one, five, fifteen]
    return item


def test_load_trend_is_read_from_the_one_and_fifteen_minute_averages():
    falling, rising = _load(1.2, 1.9, 2.6), _load(3.1, 2.8, 2.5)
    assert _of("Load is falling.", "falling", falling) == "verified"
    assert _of("Load is falling.", "falling", rising) == "contradicted"
    assert _of("The load has been climbing over the last 15 minutes.", "climbing", rising) == "verified"
    assert _of("The load has been climbing over the last 15 minutes.", "climbing", falling) == "contradicted"
    # a variant wording, the load named by the line's label
    assert _of("**Load:** 1.2 / 1.9 / 2.6 — easing off over the past fifteen minutes.", "easing", falling) == "verified"
    assert _of("System load is trending down.", "trending", rising) == "contradicted"
    # flat within a few percent: neither direction is shown
    assert _of("Load is rising.", "rising", _load(2.0, 2.0, 1.98)) == "unsupported"
    # a change still to come is not a reading of now
    assert _of("The load should drop once the build finishes.", "drop", rising) != "contradicted"


def test_a_load_said_with_its_window_is_that_windows_average():
    item = _load(2.4, 2.0, 1.75)
    assert _of("The 1-minute load is 1.75.", "1.75", item) == "contradicted"
    assert _of("The one minute load average is 2.4.", "2.4", item) == "verified"
    assert _of("The load over the last minute is 1.75.", "1.75", item) == "contradicted"
    assert _of("Load (1 min): 1.75.", "1.75", item) == "contradicted"
    assert _of("The 15-min load is 1.75.", "1.75", item) == "verified"
    # each window word belongs to the value next to it
    answer = "The load average is about 2.4 over the last minute, up from 1.75 over fifteen minutes."
    assert _of(answer, "about 2.4", item) == "verified"
    assert _of("The load average is about 1.75 over the last minute, up from 2.4 over fifteen minutes.",
               "about 1.75", item) == "contradicted"
    # a window after a trend word is the trend's, not the value's
    assert _of("Load average 2.4 and rising over the last 15 minutes.", "2.4", item) == "verified"
