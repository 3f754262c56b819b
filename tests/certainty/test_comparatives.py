"""Two named things compared on one measure: the measure is the one the comparison names (free space is the
free amount, "receives" the received rate), a ratio ("about twice as much") holds within its rounding and is
wrong when far off, and "X and Y put together" is their sum."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool

GB = 10**9
MIB = 2**20


def _disks() -> dict:
    def fs(mount: str, total: int, used: int) -> dict:
        return {"device": f"/dev/{mount.strip('/').replace('/', '_') or 'root'}", "mountpoint": mount,
                "fstype": "ext4", "total_bytes": total, "used_bytes": used, "free_bytes": total - used,
                "percent": round(100 * used / total, 1)}
    # /srv/photos is fuller and has more used, yet more free space than /srv/music
    return tool("e4", "linux_disk_usage", {"filesystems": [
        fs("/", 200 * GB, 60 * GB), fs("/srv/photos", 4000 * GB, 3000 * GB), fs("/srv/music", 1000 * GB, 500 * GB)]})


def _processes() -> dict:
    def proc(name: str, pid: int, cpu: float, rss_mib: int) -> dict:
        return {"pid": pid, "name": name, "user": "lee", "cpu_percent": cpu, "memory_percent": 1.0,
                "rss_bytes": rss_mib * MIB, "started": "2026-11-22T08:00:00+00:00", "cmdline": name,
                "status": "running"}
    return tool("e7", "linux_processes", {"total": 4, "processes": [
        proc("blender", 4100, 3.0, 6000), proc("thunderbird", 2200, 9.0, 1400), proc("signal-desktop", 2300, 1.0, 1600),
        proc("syncthing", 900, 0.5, 300)]})


def _traffic() -> dict:
    return tool("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 4_000_000, "tx_bytes_per_s": 100_000},
        {"name": "tailscale0", "rx_bytes_per_s": 50_000, "tx_bytes_per_s": 900_000}]})


def test_more_free_space_compares_the_free_amounts_not_the_used_share():
    answer = "/srv/photos has more free space than /srv/music."
    assert status_containing(answer, "more free space", _disks()) == "verified"
    answer = "/srv/music has more free space than /srv/photos."
    assert status_containing(answer, "more free space", _disks()) == "contradicted"


def test_fuller_compares_the_used_share():
    answer = "/srv/music is less full than /srv/photos."
    assert status_containing(answer, "less full", _disks()) == "verified"
    answer = "/srv/photos is less full than /srv/music."
    assert status_containing(answer, "less full", _disks()) == "contradicted"


def test_a_direction_word_picks_the_rate_of_that_direction():
    answer = "wlan0 receives more than tailscale0 does."
    assert status_containing(answer, "receives more", _traffic()) == "verified"
    answer = "tailscale0 is sending more than wlan0."
    assert status_containing(answer, "sending more", _traffic()) == "verified"
    answer = "wlan0 is sending more than tailscale0."
    assert status_containing(answer, "sending more", _traffic()) == "contradicted"


def test_it_carries_the_thing_named_before_into_the_comparison():
    answer = "tailscale0 is busy uploading. It receives more than wlan0 does."
    assert status_containing(answer, "receives more", _traffic()) == "contradicted"


def test_a_ratio_holds_within_its_rounding_and_is_wrong_when_far_off():
    # / has 140 GB free and /srv/music 500 GB: about 3.6 times as much
    assert status_containing("/srv/music has about 3.5x as much free space as /.", "as much", _disks()) == "verified"
    assert status_containing("/srv/music has about twice as much free space as /.", "as much", _disks()) == \
        "contradicted"


def test_things_put_together_are_summed():
    # blender 6000 MiB; thunderbird 1400 + signal 1600 = 3000 MiB: twice as much
    answer = "blender uses about twice as much memory as thunderbird and signal-desktop put together."
    assert status_containing(answer, "twice", _processes()) == "verified"
    answer = "blender uses about four times as much memory as thunderbird and signal-desktop combined."
    assert status_containing(answer, "four times", _processes()) == "contradicted"


def test_a_comparison_without_a_measure_is_decided_only_when_every_measure_agrees():
    # thunderbird has less memory but more CPU than signal-desktop: which was meant cannot be told
    assert status_containing("thunderbird uses more than signal-desktop.", "uses more", _processes()) != \
        "contradicted"
    # blender has more of both than syncthing
    assert status_containing("syncthing uses more than blender.", "uses more", _processes()) == "contradicted"


def test_a_wrong_comparison_is_marked_where_it_stands():
    answer = "blender is the biggest process, using about four times as much memory as thunderbird and " \
             "signal-desktop put together."
    assert status_containing(answer, "biggest process", _processes()) == "verified"
    assert status_containing(answer, "four times", _processes()) == "contradicted"


def test_a_bound_is_not_a_comparison_of_two_things():
    assert status_containing("blender uses more than 5 GiB.", "more than", _processes()) == "verified"


def test_the_system_drive_is_the_root_filesystem():
    assert status_containing("The system drive has more free space than /srv/music.", "system drive", _disks()) == \
        "contradicted"
    assert status_containing("The system drive has less free space than /srv/music.", "system drive", _disks()) == \
        "verified"


def test_the_question_names_the_measure_the_answer_leaves_out():
    # thunderbird has less memory but more CPU than signal-desktop; the question asks about memory
    answer = "thunderbird uses more than signal-desktop."
    assert status_containing(answer, "uses more", _processes(), question="What is using my memory?") == \
        "contradicted"
    assert status_containing(answer, "uses more", _processes(), question="What is keeping the CPU busy?") == \
        "verified"
