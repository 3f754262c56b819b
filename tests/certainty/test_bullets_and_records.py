""""It" opening a list item is the thing the line before named, and one record verifies two amounts only when it
holds two numbers for them."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, tool


def _disks() -> dict:
    def fs(mount: str, total: int, used: int) -> dict:
        return {"device": f"/dev/{mount.strip('/').replace('/', '_') or 'root'}", "mountpoint": mount,
                "fstype": "ext4", "total_bytes": total, "used_bytes": used, "free_bytes": total - used,
                "percent": round(100 * used / total, 1)}
    return tool("e4", "linux_disk_usage", {"filesystems": [
        fs("/", 500 * 10**9, 250 * 10**9), fs("/mnt/games", 1000 * 10**9, 980 * 10**9),
        fs("/boot", 10**9, 3 * 10**8), fs("/var/vmail", 1967317549056, 1771000000000)]})


def test_it_opening_a_list_item_is_the_thing_just_named():
    answer = "Yes, `/mnt/games` is 98% full.\n\n- It's the fullest filesystem by far\n- `/` is at 50%\n"
    assert status_containing(answer, "fullest", _disks()) == "verified"
    answer = "Yes, `/boot` is 30% full.\n\n- It's the fullest filesystem by far\n- `/` is at 50%\n"
    assert status_containing(answer, "fullest", _disks()) == "contradicted"


def test_one_number_of_a_record_does_not_stand_for_two_amounts():
    # /var/vmail: 1.97 TB total, 1.77 TB used. "1.9 TB" rounds only to the total, which "2 TB" already is
    answer = "The mail store `/var/vmail` is a 2 TB disk with {} used."
    claims = dict(claim_list(answer.format("1.9 TB"), _disks()))
    assert not any(status == "verified" and "1.9 TB" in text for text, status in claims.items()), claims
    claims = dict(claim_list(answer.format("1.8 TB"), _disks()))
    assert any(status == "verified" and "1.8 TB" in text for text, status in claims.items()), claims
