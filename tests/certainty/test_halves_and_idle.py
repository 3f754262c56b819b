"""Durations said with a half ("three and a half days", "an hour and a half ago") and "idle" said with the low
CPU share that shows it."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, system_info


def test_a_duration_with_a_half():
    # system_info: up 8100 s (2 h 15 min)
    assert status_containing("The machine has been up for about two and a half hours.", "two and a half",
                             system_info()) == "verified"
    assert status_containing("The machine has been up for about three and a half days.", "three and a half",
                             system_info()) == "contradicted"
    assert status_containing("It has been up for an hour and a half.", "an hour and a half",
                             system_info()) != "verified"


def test_idle_said_with_a_low_cpu_share():
    assert status_containing("CPU is nearly idle at 12.5%.", "idle", system_info(cpu=12.5)) == "verified"
    assert status_containing("CPU is nearly idle at 12.5%.", "idle", system_info(cpu=80.0)) == "contradicted"
