"""Which device a filesystem is on ("the root disk is /dev/sdb2", "/srv/storage is the RAID array (/dev/md0)"), and
how many services a Compose file read in full defines."""

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


def _compose(complete: bool = True) -> dict:
    from tests.certainty._bundles import tool
    lines = ["services:", "  web:", "    image: nginx:1.27", "    ports:", "      - \"80:80\"", "  db:",
             "    image: postgres:16", "    environment:", "      POSTGRES_DB: app", "  cache:", "    image: redis:7",
             "volumes:", "  dbdata:"]
    return tool("e7", "linux_file_read", {"path": "/srv/app/docker-compose.yml", "lines": lines, "offset": 0,
                                          "total_lines": len(lines), "truncated": not complete},
                args={"path": "/srv/app/docker-compose.yml"}, complete=complete)


def test_the_services_a_compose_file_defines():
    assert status_containing("The compose file defines 3 services.", "3 services", _compose()) == "verified"
    assert status_containing("The compose file defines 4 services.", "4 services", _compose()) == "contradicted"
    # a file cut by the read limit may define more
    assert status_containing("The compose file defines 4 services.", "4 services", _compose(False)) != "contradicted"


def test_what_the_record_itself_says_about_the_device_is_no_addition():
    machine = steady(disks=[{"device": "/dev/sdb1", "mountpoint": "/var/lib/longhorn", "fstype": "xfs",
                             "total_bytes": 500 * 10**9}])
    claims = dict(claim_list("/var/lib/longhorn is on /dev/sdb1, formatted XFS.", machine))
    assert "unsupported" not in claims.values(), claims
