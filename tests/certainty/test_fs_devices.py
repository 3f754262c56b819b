"""Which device a filesystem is on ("the root disk is /dev/sdb2", "/srv/storage is the RAID array (/dev/md0)")."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, steady


def _machine() -> dict:
    return steady(disks=[
        {"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 118 * 10**9},
        {"device": "/dev/md0", "mountpoint": "/srv/storage", "fstype": "xfs", "total_bytes": 8 * 10**12},
        {"device": "/dev/mapper/vg-backup", "mountpoint": "/mnt/backup", "fstype": "ext4", "total_bytes": 4 * 10**12}])


def test_the_device_a_filesystem_is_on():
    answer = "`/srv/storage` is the RAID array (`/dev/md0`) and the root disk is `{dev}`."
    assert status_containing(answer.format(dev="/dev/sdb2"), "root disk", _machine()) == "contradicted"
    assert status_containing(answer.format(dev="/dev/sda2"), "root disk", _machine()) == "verified"
    assert status_containing(answer.format(dev="/dev/sda2"), "RAID array", _machine()) == "verified"


def test_another_name_of_a_mapped_device_is_not_a_contradiction():
    assert status_containing("/mnt/backup is on /dev/dm-3.", "/mnt/backup", _machine()) != "contradicted"


def test_what_is_added_about_the_device_is_not_verified_with_it():
    claims = dict(claim_list("The storage array is /dev/md0, a set of spinning HDDs.", _machine()))
    assert "verified" in claims.values() and "unsupported" in claims.values(), claims
