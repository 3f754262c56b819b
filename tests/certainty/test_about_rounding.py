""""About N" is N rounded at its last digit, with a tenth of slack — not N plus or minus a whole unit.

"About 2 GiB" of swap for 1.2 GiB, or a 1-minute load "around 4" for 3.1, is no rounding a careful reader
would accept, while "about 1 GiB" and "around 3" are.
"""

from ._bundles import claim_statuses, tool

GIB = 2**30


def _system(load_1m: float, swap_used: float) -> dict:
    return tool("e1", "linux_system_info", {
        "cpu_percent": 20.0, "load_average": [load_1m, 2.4, 2.1], "uptime_seconds": 90000,
        "boot_time": "2026-11-21T06:45:00+00:00",
        "memory": {"total_bytes": 32 * GIB, "available_bytes": 20 * GIB, "used_bytes": 12 * GIB, "percent": 37.5},
        "swap": {"total_bytes": 4 * GIB, "used_bytes": int(swap_used * GIB), "percent": swap_used * 25}})


def test_about_a_small_whole_number_allows_its_rounding_not_a_whole_unit():
    evidence = _system(load_1m=3.12, swap_used=1.2)
    assert claim_statuses("Swap has about 2 GiB used.", evidence) != {"Swap has about 2 GiB used": "verified"}
    assert claim_statuses("Swap has about 1 GiB used.", evidence) == {"Swap has about 1 GiB used": "verified"}
    assert claim_statuses("The 1-minute load is around 4.", evidence) != {"The 1-minute load is around 4": "verified"}
    assert claim_statuses("The 1-minute load is around 3.", evidence) == {"The 1-minute load is around 3": "verified"}


def test_about_a_large_number_keeps_a_twentieth_of_slack():
    evidence = _system(load_1m=0.5, swap_used=1.8)
    assert claim_statuses("Swap has about 2 GiB used.", evidence) == {"Swap has about 2 GiB used": "verified"}
    assert claim_statuses("About 11.7 GiB of memory is used.", evidence) == {"About 11.7 GiB of memory is used": "verified"}
    # a binary unit is written on purpose: past its rounding it has three percent, and 11.5 is four short of 12
    assert claim_statuses("About 11.5 GiB of memory is used.", evidence) != {"About 11.5 GiB of memory is used": "verified"}
    assert claim_statuses("About 12.5 GB of memory is used.", evidence) == {"About 12.5 GB of memory is used": "verified"}
    # 12 GiB is used: a twelfth more than "about 11" says is past any rounding of it
    assert claim_statuses("About 11 GiB of memory is used.", evidence) != {"About 11 GiB of memory is used": "verified"}
