"""Round 6, quantities and network: a share's tolerance follows the rounding the claim states, connections are
counted within the scope the claim names, an IPv4 peer seen through an IPv4-mapped IPv6 socket is that peer,
and an address a service failed to take is not claimed to be bound."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, disk_usage, system_info, tool


def _claims(answer: str, *evidence: dict) -> list[tuple[str, str]]:
    return [(c.text, c.status) for c in verify_bundle(bundle(answer, *evidence)).claims]


def _of(answer: str, fragment: str, *evidence: dict) -> str:
    found = [s for t, s in _claims(answer, *evidence) if fragment in t]
    assert found, (fragment, _claims(answer, *evidence))
    return found[0]


def test_about_a_share_stated_to_the_unit_is_not_five_points_wide():
    # the disk is 44.3% used: "about 48%" is stated to the unit, so 3.7 points off is wrong, not rounding
    assert _of("The root filesystem is about 48% used.", "48%", disk_usage()) == "contradicted"
    assert _of("The root filesystem is roughly 49% full.", "49%", disk_usage()) == "contradicted"
    # a round figure keeps its width: "about 40%" for 44.3% is not called wrong, where "about 48%" is
    assert _of("The root filesystem is about 40% used.", "40%", disk_usage()) != "contradicted"
    assert _of("The root filesystem is around 45% full.", "45%", disk_usage()) == "verified"
    assert _of("The root filesystem is about 44% used.", "44%", disk_usage()) == "verified"
    # the same rule for the CPU share (12.5%): "about 13%" is near enough, "about 17%" is not
    assert _of("CPU usage is about 13%.", "13%", system_info()) == "verified"
    assert _of("CPU usage is about 17%.", "17%", system_info()) == "contradicted"
