"""Quantities, storage, processes and accounts (round 5): one test per mechanism, each with wordings of our own.

The rules hold for any wording: a free / used word belongs to the value it is said right after; a size said of
"a/another <program> process" may be any of that program's processes; a setting's value belongs to the setting
the clause names in full, and the machine's RAM beside it is no setting (tests/data/certainty/README.md rules).
"""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, steady, tool
from tests.certainty._bundles import claim_statuses as _status

GiB = 2**30
MiB = 2**20


def _disks(*filesystems: tuple[str, int, int]) -> dict:
    rows = []
    for mount, total, used in filesystems:
        rows.append({"device": f"/dev/sd{chr(97 + len(rows))}1", "mountpoint": mount, "fstype": "xfs",
                     "total_bytes": total, "used_bytes": used, "free_bytes": total - used,
                     "percent": round(100 * used / total, 1)})
    return tool("e4", "linux_disk_usage", {"filesystems": rows})


# --- a qualifier said right after one value is that value's ------------------------------------------------------

def test_a_used_word_right_after_a_percentage_is_not_the_next_size_s():
    disks = _disks(("/", 900 * GiB, 560 * GiB))
    got = _status("Disk /: about 62% used, ~340 GiB free of about 900 GiB", disks)
    assert set(got.values()) == {"verified"}   # each measure is its own claim now (measure_parts.py)
    got = _status("The root disk sits at 62% used with roughly 340 GiB free.", disks)
    assert set(got.values()) == {"verified"}
    # the free amount is still checked as free: a wrong one is contradicted by the free figure
    got = _status("Disk /: about 62% used, ~100 GiB free of about 900 GiB", disks)
    # the 62% is right, the free space wrong, and the size after "of" right (each marked where it stands)
    assert list(got.values()) == ["verified", "contradicted", "verified"]
    assert "free=" in verify_bundle(bundle("Disk /: about 62% used, ~100 GiB free of about 900 GiB", disks)
                                    ).claims[1].reason


# --- one process among several of one program ------------------------------------------------------------------

def _browser() -> dict:
    rows = [(4021, "firefox", "/usr/lib/firefox/firefox", 2.1), (4190, "Isolated Web Co",
                                                                 "/usr/lib/firefox/firefox -contentproc tab", 1.3),
            (7712, "Isolated Web Co", "/usr/lib/firefox/firefox -contentproc tab", 0.7),
            (1200, "gnome-shell", "/usr/bin/gnome-shell", 0.55)]
    return tool("e5", "linux_processes", {"total": 200, "processes": [
        {"pid": pid, "name": name, "user": "kim", "cpu_percent": 3.0, "memory_percent": 5.0,
         "rss_bytes": int(gib * GiB), "status": "sleeping", "started_at": "2026-11-22T08:00:00+00:00",
         "cmdline": cmd} for pid, name, cmd, gib in rows]}, args={"sort_by": "memory", "limit": 4}, complete=False)


def test_a_size_said_of_one_of_a_programs_processes_is_checked_against_each_of_them():
    procs = _browser()
    got = _status("The main firefox process has ~2.1 GiB plus a content process at 1.3 GiB.", procs)
    assert list(got.values()) == ["verified"]
    got = _status("Kim also keeps another Firefox tab process open (~700 MiB).", procs)
    assert list(got.values()) == ["verified"]
    # no process of the program has it: not contradicted by the first one found, only unsupported
    got = _status("There is one more firefox helper process using about 3.5 GiB.", procs)
    assert list(got.values()) == ["unsupported"]
    # the main process is still that one process, and a wrong size for it is contradicted
    got = _status("The main firefox process has ~0.7 GiB.", procs)
    assert list(got.values()) == ["contradicted"]


# --- a setting's value is the setting's the clause names -------------------------------------------------------

PG_CONF = tool("e8", "linux_file_read", {"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 0, "limit": 50,
                                         "total_lines": 5, "lines": [
    "shared_buffers = 32GB", "work_mem = 64MB", "maintenance_work_mem = 2GB", "max_wal_size = 16GB",
    "effective_cache_size = 96GB"]}, args={"path": "/etc/postgresql/16/main/postgresql.conf"})


def test_a_key_named_in_full_is_not_a_longer_key_that_ends_with_it():
    got = _status("Settings:\n- work_mem: 64MB\n- maintenance_work_mem: 2GB", PG_CONF)
    assert list(got.values()) == ["verified", "verified"]
    got = _status("work_mem is set to 64 MB.", PG_CONF)
    assert list(got.values()) == ["verified"]
    got = _status("work_mem is set to 2 GB.", PG_CONF)
    assert list(got.values()) == ["contradicted"]


def test_the_machines_ram_beside_a_setting_is_not_the_settings_value():
    mem = steady(memory_total_bytes=128 * 10**9)
    got = _status("shared_buffers is only a quarter of your 128 GB of RAM.", PG_CONF, mem)
    assert "contradicted" not in got.values()
    got = _status("With 120 GiB of RAM, shared_buffers = 32GB is sensible.", PG_CONF, mem)
    assert "contradicted" not in got.values()
    # the setting's own value is still checked
    got = _status("shared_buffers is 8GB.", PG_CONF, mem)
    assert list(got.values()) == ["contradicted"]


# --- a relative clause's predicate is said of the account before it --------------------------------------------

def _accounts() -> dict:
    return steady(users=[{"name": "rue", "uid": 1000, "gid": 1000, "home": "/home/rue", "shell": "/bin/bash"},
                         {"name": "thresh", "uid": 1001, "gid": 1001, "home": "/home/thresh", "shell": "/usr/bin/zsh"}],
                  groups=[{"name": "wheel", "gid": 10, "members": ["rue"]},
                          {"name": "libvirt", "gid": 973, "members": ["rue"]}])


def test_who_is_also_in_a_group_is_the_account_before_not_the_one_named_after():
    acc = _accounts()
    got = _status("Two accounts: rue (uid 1000), who is also in libvirt, and thresh, whose shell is zsh.", acc)
    assert "contradicted" not in got.values() and "verified" in got.values()
    got = _status("The humans are rue, who is in wheel, and thresh, who uses zsh.", acc)
    assert "contradicted" not in got.values()
    # a wrong membership of the account before is still contradicted
    got = _status("Two accounts: thresh (uid 1001), who is also in libvirt, and rue, whose shell is bash.", acc)
    assert "contradicted" in got.values()


# --- a value said of an earlier time is the older reading's ------------------------------------------------------

def _meminfo(eid: str, age_s: int, available_gib: float) -> dict:
    total = 32 * GiB
    avail = int(available_gib * GiB)
    return tool(eid, "linux_system_info", {
        "cpu_percent": 20.0, "load_average": [1.0, 1.0, 1.0], "uptime_seconds": 90000,
        "boot_time": "2026-11-21T09:00:00+00:00",
        "memory": {"total_bytes": total, "available_bytes": avail, "used_bytes": total - avail,
                   "percent": round(100 * (total - avail) / total, 1)},
        "swap": {"total_bytes": 0, "used_bytes": 0, "percent": 0.0}}, age_s)


def test_a_value_said_of_n_minutes_ago_is_checked_against_the_reading_of_then():
    now, then = _meminfo("e2", 30, 9.8), _meminfo("e6", 25 * 60, 21.0)
    got = _status("About 25 minutes ago there was ~21 GiB available.", now, then)
    assert list(got.values()) == ["verified"]
    got = _status("Half an hour ago, roughly 21 GiB was still available.", now, then)
    assert "contradicted" not in got.values()
    # the reading of now never contradicts a value said of then
    got = _status("About 25 minutes ago there was ~15 GiB available.", now, then)
    assert "verified" not in got.values() and "contradicted" not in got.values()
    # and a value said of now is still checked against now
    got = _status("Right now the machine has ~21 GiB of memory available.", now, then)
    assert list(got.values()) == ["contradicted"]


# --- storage placement: two mounts joined by "on", or said to share one device -----------------------------------

def _two_mounts() -> dict:
    return steady(disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 10**12},
                         {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 10**12},
                         {"device": "/dev/sda1", "mountpoint": "/data", "fstype": "xfs", "total_bytes": 8 * 10**12}])


def test_two_mounts_said_to_share_a_partition_are_checked_by_device():
    disks = _two_mounts()
    got = _status("`/` and `/home` share the same btrfs partition.", disks)
    assert list(got.values()) == ["verified"]
    got = _status("/home and /data sit on the same disk.", disks)
    assert list(got.values()) == ["contradicted"]


def test_two_mounts_in_one_sentence_are_not_a_placement_unless_joined_by_on():
    disks = _two_mounts()
    got = _status("Docker's images live on `/`, but `/data` has far more room.", disks)
    assert "contradicted" not in got.values()
    got = _status("/dev/sda1 is mounted on /data.", disks)
    assert list(got.values()) == ["verified"]
    got = _status("/dev/sda1 is mounted on /home.", disks)
    assert list(got.values()) == ["contradicted"]
