"""Quantities, storage, membership and process rankings (round 3): the mechanisms behind each, one test apiece.

Each test builds a small bundle in the evidence shapes of the spec and asserts the status a careful labeller
would give (tests/data/certainty/README.md): numbers within the rounding the claim states are supported, a
value bound to the wrong measure must not contradict, forecasts are unsupported.
"""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, statuses, steady, system_info, tool


def _disks(*filesystems: tuple[str, int, int]) -> dict:
    rows = []
    for mount, total, used in filesystems:
        rows.append({"device": f"/dev/sd{chr(97 + len(rows))}1", "mountpoint": mount, "fstype": "ext4",
                     "total_bytes": total, "used_bytes": used, "free_bytes": total - used,
                     "percent": round(100 * used / total, 1)})
    return tool("e4", "linux_disk_usage", {"filesystems": rows})


def _status(answer: str, *evidence: dict) -> dict[str, str]:
    return statuses(verify_bundle(bundle(answer, *evidence)))


def _memory(swap_used: int = 0, swap_total: int = 4 * 2**30, mem_percent: float = 24.8, stale: bool = False) -> dict:
    item = system_info("e3", age_s=900 if stale else 30)
    item["data"]["swap"] = {"total_bytes": swap_total, "used_bytes": swap_used,
                            "percent": round(100 * swap_used / swap_total, 1) if swap_total else 0.0}
    item["data"]["memory"]["percent"] = mem_percent
    return item


# --- sizes: the total written after "of roughly" or before the thing it measures -------------------------------

def test_a_total_after_of_with_a_rounding_word_is_the_total():
    disks = _disks(("/", 240_000_000_000, 61_000_000_000), ("/srv/tank", 7_875_000_000_000, 7_320_000_000_000))
    got = _status("/srv/tank is 93% full, about 555 GB free of roughly 7.9 TB.", disks)
    assert got["about 555 GB free of roughly 7.9 TB"] == "verified"
    got = _status("/srv/tank is 93% full, about 555 GB free of roughly 9.9 TB.", disks)
    assert got["about 555 GB free of roughly 9.9 TB"] != "verified"


def test_a_size_written_before_a_volume_is_its_total():
    disks = _disks(("/", 480_000_000_000, 210_000_000_000), ("/var/lib/rancher", 1_920_000_000_000, 1_790_000_000_000))
    got = _status("/var/lib/rancher is at 93%, about 130 GB left on a 1.92 TB volume.", disks)
    assert got["about 130 GB left on a 1.92 TB volume"] == "verified"


def test_leaving_free_is_a_claim_of_its_own():
    disks = _disks(("/", 500_000_000_000, 441_000_000_000))
    got = _status("Your root filesystem is 88% full, about 441 GB used out of 500 GB, leaving roughly 95 GB free.",
                  disks)
    assert got["about 441 GB used out of 500 GB"] == "verified"
    assert got["leaving roughly 95 GB free"] == "contradicted"


# --- judgements in words: shares, swap, forecasts -------------------------------------------------------------

def test_a_share_in_words_is_checked_against_the_used_percentage():
    disks = _disks(("/", 240_000_000_000, 61_000_000_000), ("/srv/archive", 2_000_000_000_000, 1_310_000_000_000))
    got = _status("The root disk is only about a quarter full. The archive disk is about two-thirds full.", disks)
    assert got["The root disk is only about a quarter full"] == "verified"
    assert got["The archive disk is about two-thirds full"] == "verified"
    got = _status("The root disk is about three quarters full.", disks)
    assert got["The root disk is about three quarters full"] == "contradicted"


def test_swap_judgements_in_words():
    half = _memory(swap_used=2 * 2**30)
    assert _status("Swap is untouched.", half)["Swap is untouched"] == "contradicted"
    assert _status("Swap is half used.", half)["Swap is half used"] == "verified"
    assert _status("Some memory has been swapped out.", half)["Some memory has been swapped out"] == "verified"
    none = _memory(swap_used=0)
    assert _status("Swap is half used.", none)["Swap is half used"] == "contradicted"
    assert _status("Nothing has been swapped out.", none)["Nothing has been swapped out"] == "verified"
    got = _status("**Swap:** 4 GB, none of it used.", none)
    assert got["none of it used"] == "verified"


def test_memory_nearly_exhausted_needs_nearly_all_of_it_used_and_fresh_wins():
    got = _status("Memory is nearly exhausted.", _memory(mem_percent=79.3), )
    assert got["Memory is nearly exhausted"] == "contradicted"
    old = _memory(mem_percent=95.0, stale=True)
    old["id"] = "e5"
    got = _status("Memory is nearly exhausted.", _memory(mem_percent=79.3), old)
    assert got["Memory is nearly exhausted"] == "contradicted"


def test_forecasts_and_trends_are_unsupported_not_contradicted():
    disks = _disks(("/", 500_000_000_000, 120_000_000_000))
    got = _status("It'll be full in about two months at this rate.", disks)
    assert got["It'll be full in about two months at this rate"] == "unsupported"
    got = _status("The root filesystem has been filling up since last week.", disks)
    assert got["The root filesystem has been filling up since last week"] == "unsupported"
