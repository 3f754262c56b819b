"""One load figure said with no window ("Load average is 6.1") is the first of the three uptime prints: the last
minute's. Three figures in order, or one with its window named, keep their own readings."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, system_info


def _loads(one: float, five: float, fifteen: float) -> dict:
    item = system_info()
    item["data"]["load_average"] = [one, five, fifteen]
    return item


def test_one_bare_figure_is_the_last_minutes_load():
    evidence = _loads(3.4, 4.1, 6.1)
    assert status_containing("The load average is 3.4 right now.", "3.4", evidence) == "verified"
    assert status_containing("The load average is 6.1 right now.", "6.1", evidence) == "contradicted"


def test_a_named_window_and_the_three_figures_are_read_as_said():
    evidence = _loads(3.4, 4.1, 6.1)
    assert status_containing("The 15-minute load average is 6.1.", "6.1", evidence) == "verified"
    assert status_containing("Load average: 3.4, 4.1, 6.1", "6.1", evidence) == "verified"
