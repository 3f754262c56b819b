"""Gaps the 14th-17th generations showed: changes a state diff lists the other way round or not at all, and
traffic said in one direction whose number only the other direction has."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, steady, tool
from tests.certainty.test_agent_answers import _diff


def _got(answer: str, *evidence) -> dict[str, str]:
    return {c.text: c.status for c in verify_bundle(bundle(answer, *evidence)).claims}


def test_a_change_the_diff_lists_the_other_way_round_is_contradicted():
    ev = [_diff(packages={"installed": [{"package": "fail2ban", "version": "1.0.2-3"}]},
                users={"added": ["deploy"], "removed": ["sidonis"]},
                services={"added": ["fail2ban.service"], "enabled": ["fail2ban.service"],
                          "disabled": ["nginx.service"]})]
    assert _got("nginx was enabled.", *ev) == {"nginx was enabled": "contradicted"}
    assert _got("sidonis was added as well.", *ev) == {"sidonis was added as well": "contradicted"}
    assert _got("fail2ban was installed and enabled.", *ev) == {"fail2ban was installed and enabled": "verified"}
    assert _got("nginx was disabled.", *ev) == {"nginx was disabled": "verified"}
    # hedged, or a name the diff cannot speak for: never contradicted
    assert "contradicted" not in _got("nginx was probably enabled.", *ev).values()
    assert "contradicted" not in _got("cups was enabled.", *ev).values()


def test_a_unit_the_diff_does_not_list_did_not_change():
    ev = [_diff(services={"enabled": ["tailscaled.service"], "disabled": ["cups.service"]})]
    assert _got("bluetooth.service got enabled.", *ev) == {"bluetooth.service got enabled": "contradicted"}
    assert _got("tailscaled.service got enabled.", *ev) == {"tailscaled.service got enabled": "verified"}
    # without a services block the diff says nothing about units
    bare = _diff()
    del bare["data"]["services"]
    assert "contradicted" not in _got("bluetooth.service got enabled.", bare).values()


_TRAFFIC = tool("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
    {"name": "enp14s0", "rx_bytes_per_s": 11_800_000, "tx_bytes_per_s": 1_250_000}]})


def test_a_rate_said_in_one_direction_is_judged_by_that_direction():
    got = _got("enp14s0 is receiving about 94 Mbit/s, sending roughly 12 MB/s.", _TRAFFIC)
    assert got == {"enp14s0 is receiving about 94 Mbit/s": "verified", "sending roughly 12 MB/s": "contradicted"}, got
    assert _got("enp14s0 is sending roughly 1.2 MB/s.", _TRAFFIC) == {"enp14s0 is sending roughly 1.2 MB/s": "verified"}
    # no direction word: the number matching one of the two is not a contradiction
    assert "contradicted" not in _got("enp14s0 is moving about 12 MB/s.", _TRAFFIC).values()


_USERS = [{"name": "root", "uid": 0, "shell": "/bin/bash"}, {"name": "liara", "uid": 1000, "shell": "/bin/bash"},
          {"name": "aethyta", "uid": 1001, "shell": "/bin/bash"},
          {"name": "shiala", "uid": 1002, "shell": "/usr/sbin/nologin"}]


def test_a_count_picked_by_a_threshold_after_its_noun_is_not_the_total():
    ev = steady("e1", users=_USERS)
    assert set(_got("There are three accounts with a UID of 1000 or above.", ev).values()) == {"verified"}
    assert set(_got("There are four accounts with a UID of 1000 or above.", ev).values()) == {"contradicted"}
    # a threshold the count cannot apply leaves it unsupported, never contradicted by the total
    assert set(_got("Two users with more than 5 logins exist.", ev).values()) == {"unsupported"}


def test_a_pid_in_parentheses_after_a_program_is_not_a_port():
    net = tool("e2", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 80, "pid": 2210, "process": "nginx"}]})
    got = _got("nginx (2210) listens on port 80.", net)
    assert "contradicted" not in got.values(), got
    assert set(_got("nginx listens on port 8080.", net).values()) == {"contradicted"}


def test_a_filesystem_type_word_names_its_family_of_drivers():
    disks = tool("e4", "linux_disk_usage", {"filesystems": [
        {"mountpoint": "/media/liara/ARCHIVE", "device": "/dev/sdb1", "fstype": "ntfs3",
         "total_bytes": 2_000_000_000_000, "used_bytes": 1_000_000_000_000, "free_bytes": 1_000_000_000_000,
         "used_percent": 50.0}]})
    assert set(_got("/media/liara/ARCHIVE is an NTFS drive.", disks).values()) == {"verified"}
    assert set(_got("/media/liara/ARCHIVE is an ext4 drive.", disks).values()) == {"contradicted"}
