"""Whether filesystems share a device: "/var/www is on the same disk as the root filesystem", "/home is a separate
partition" (a path with no mount of its own lies on the filesystem that holds it), "This volume is on /dev/sda1"
after a clause about one filesystem."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady


def _machine() -> dict:
    return steady(disks=[
        {"device": "/dev/sda2", "mountpoint": "/", "fstype": "xfs", "total_bytes": 68_636_286_976},
        {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
        {"device": "/dev/sdb1", "mountpoint": "/var/www", "fstype": "xfs", "total_bytes": 214_643_507_200}])


def test_the_same_disk_or_partition():
    assert status_containing("/var/www is on the same disk as the root filesystem.", "same disk",
                             _machine()) == "contradicted"
    assert status_containing("/boot is on the same disk as the root filesystem.", "same disk", _machine()) == "verified"
    assert status_containing("/boot is on the same partition as the root filesystem.", "same partition",
                             _machine()) == "contradicted"


def test_a_separate_partition():
    assert status_containing("/var/www is a separate partition.", "separate", _machine()) == "verified"
    # no /home mount: it is a directory on /
    assert status_containing("/home is on its own partition.", "own partition", _machine()) == "contradicted"


def test_this_volume_after_a_clause_about_it():
    answer = "/var/www has 25 GB free. This volume is on {}."
    assert status_containing(answer.format("/dev/sdb1"), "This volume", _machine()) == "verified"
    assert status_containing(answer.format("/dev/sda1"), "This volume", _machine()) == "contradicted"
