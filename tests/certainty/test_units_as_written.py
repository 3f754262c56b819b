"""A size is read in the unit it is written in: "GB" is 10^9 bytes, so a binary figure copied with a decimal unit
("290 GB free" where `df -h` shows 290 GiB) is the wrong amount; only an installed size ("32 GB of RAM") may mean
either. And a wrong size does not take down the share beside it in parentheses ("Used: 6.2 TB (86%)")."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, tool

GIB = 2**30


def _volumes() -> dict:
    # /srv/vault: 3.64 TiB (4.0 TB) with 2.91 TiB (3.2 TB) used; / has 290.25 GiB (311.66 GB) free
    def fs(mount: str, total: int, used: int) -> dict:
        return {"device": "/dev/md0" if mount != "/" else "/dev/nvme0n1p2", "mountpoint": mount, "fstype": "ext4",
                "total_bytes": total, "used_bytes": used, "free_bytes": total - used,
                "percent": round(100 * used / total, 1)}
    return tool("e2", "linux_disk_usage", {"filesystems": [
        fs("/", int(400.0 * GIB), int(109.75 * GIB)),
        fs("/srv/vault", 4 * 10**12, int(3.2 * 10**12))]})


def _memory() -> dict:
    return tool("e3", "linux_system_info", {
        "cpu_percent": 9.0, "load_average": [0.4, 0.5, 0.5], "uptime_seconds": 86000,
        "memory": {"total_bytes": 33_400_000_000, "used_bytes": int(6.1 * GIB), "available_bytes": int(24.9 * GIB),
                   "percent": 19.6},
        "swap": {"total_bytes": 2 * GIB, "used_bytes": 0, "percent": 0.0}})


def test_a_binary_figure_written_in_decimal_units_is_the_wrong_amount():
    answer = "The root filesystem still has {} free."
    assert status_containing(answer.format("290 GB"), "290 GB", _volumes()) == "contradicted"
    assert status_containing(answer.format("290 GiB"), "290 GiB", _volumes()) == "verified"
    assert status_containing(answer.format("about 312 GB"), "312 GB", _volumes()) == "verified"


def test_a_used_amount_copied_from_the_binary_reading_is_contradicted():
    # 3.2 TB used is 2.91 TiB: "2.9 TB used" states the binary figure with a decimal unit
    answer = "On /srv/vault, 2.9 TB is used."
    assert status_containing(answer, "2.9 TB", _volumes()) == "contradicted"
    assert status_containing("On /srv/vault, 3.2 TB is used.", "3.2 TB", _volumes()) == "verified"


def test_installed_memory_may_be_said_in_either_unit():
    # a kernel MemTotal of 33.4 GB is what 32 GiB of installed RAM leaves: "32 GB of RAM" is how it is sold
    assert status_containing("The machine has 32 GB of RAM.", "32 GB", _memory()) == "verified"
    assert status_containing("The machine has 32 GiB of RAM.", "32 GiB", _memory()) == "verified"


def test_a_decimal_figure_written_in_binary_units_is_no_installed_size():
    # MemTotal 33.4 GB is 31.1 GiB: "about 33 GiB" puts the decimal figure under a binary unit, and 33 is no
    # size memory is sold in
    assert status_containing("Total RAM is about 33 GiB.", "33 GiB", _memory()) == "contradicted"
    assert status_containing("Total RAM is about 31 GiB.", "31 GiB", _memory()) == "verified"


def test_a_wrong_size_leaves_the_share_beside_it_standing():
    answer = "**/srv/vault**\n- Used: 2.9 TB (80%)\n- Size: 4 TB\n"
    found = dict(claim_list(answer, _volumes()))
    assert found.get("2.9 TB") == "contradicted"
    assert found.get("80%") == "verified"


def _booted_in_new_york() -> dict:
    # booted 01:55 on the machine's clock (-05:00), which is 06:55 in UTC; `now` is in the same offset
    return tool("e3", "linux_system_info", {
        "cpu_percent": 9.0, "load_average": [0.4, 0.5, 0.5], "uptime_seconds": 3 * 3600 + 6 * 60,
        "boot_time": "2026-11-22T01:55:41-05:00",
        "memory": {"total_bytes": 16 * GIB, "used_bytes": 6 * GIB, "available_bytes": 10 * GIB, "percent": 37.5},
        "swap": {"total_bytes": 0, "used_bytes": 0, "percent": 0.0}})


def test_a_bare_clock_time_is_read_on_the_machines_clock_not_in_utc():
    from tests.certainty._bundles import bundle, statuses
    from reos_desktop.certainty.wrapper import verify_bundle

    def said(answer: str) -> dict:
        return statuses(verify_bundle(bundle(answer, _booted_in_new_york(), now="2026-11-22T05:02:00-05:00")))
    assert said("It booted at 01:55.") == {"It booted at 01:55": "verified"}
    assert said("It booted at 06:55.") == {"It booted at 06:55": "contradicted"}
    assert said("It booted at 06:55 UTC.") == {"It booted at 06:55 UTC": "verified"}


def test_a_byte_count_written_with_a_spaced_b_is_bytes():
    swap = tool("e3", "linux_system_info", {
        "cpu_percent": 9.0, "load_average": [0.4, 0.5, 0.5], "uptime_seconds": 86000,
        "memory": {"total_bytes": 16 * GIB, "used_bytes": 6 * GIB, "available_bytes": 10 * GIB, "percent": 37.5},
        "swap": {"total_bytes": 8 * GIB, "used_bytes": 0, "percent": 0.0}})
    assert dict(claim_list("Swap is 8 GiB, 0 B used.", swap)) == {"Swap is 8 GiB, 0 B used": "verified"}
    assert dict(claim_list("Swap is 8 GiB, 512 B used.", swap)) != {"Swap is 8 GiB, 512 B used": "verified"}


def test_none_of_a_size_is_said_of_the_whole():
    swap = tool("e3", "linux_system_info", {
        "cpu_percent": 9.0, "load_average": [0.4, 0.5, 0.5], "uptime_seconds": 86000,
        "memory": {"total_bytes": 16 * GIB, "used_bytes": 6 * GIB, "available_bytes": 10 * GIB, "percent": 37.5},
        "swap": {"total_bytes": 8 * GIB, "used_bytes": 0, "percent": 0.0}})
    assert status_containing("None of the 8 GiB of swap is used.", "8 GiB", swap) == "verified"
    assert status_containing("None of the 4 GiB of swap is used.", "4 GiB", swap) != "verified"


def test_a_share_given_as_a_range_holds_anywhere_in_it():
    from tests.certainty._bundles import status_containing, system_info

    assert status_containing("CPU is sitting at around 11–14%.", "11–14%", system_info(cpu=12.5)) == "verified"
    assert status_containing("CPU is sitting at around 31–34%.", "31–34%", system_info(cpu=12.5)) == "contradicted"


def test_about_a_binary_figure_is_held_to_three_percent():
    # / has 290.25 GiB free: "about 300 GiB" is 3.4% off and no rounding of it, "about 295 GiB" is
    assert status_containing("/ has about 300 GiB free.", "300 GiB", _volumes()) == "contradicted"
    assert status_containing("/ has about 295 GiB free.", "295 GiB", _volumes()) == "verified"
