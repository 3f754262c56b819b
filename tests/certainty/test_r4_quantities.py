"""Quantities, storage, rankings and membership (round 4): one test per mechanism, each with wordings of our own.

The rules tested hold for any wording: a free / used word belongs to the value next to it, a share said of the
thing just named is that thing's, a percentage restating the clause before is the share of what that clause
measured, and "about N%" is a few points either way (tests/data/certainty/README.md label rules).
"""

from __future__ import annotations

from tests.certainty._bundles import tool
from tests.certainty._bundles import claim_statuses as _status

GiB = 2**30


def _disks(*filesystems: tuple[str, int, int]) -> dict:
    rows = []
    for mount, total, used in filesystems:
        rows.append({"device": f"/dev/sd{chr(97 + len(rows))}1", "mountpoint": mount, "fstype": "xfs",
                     "total_bytes": total, "used_bytes": used, "free_bytes": total - used,
                     "percent": round(100 * used / total, 1)})
    return tool("e4", "linux_disk_usage", {"filesystems": rows})


def _memory(total: int, used: int, cpu: float = 30.0, swap_total: int = 4 * GiB, swap_used: int = 0) -> dict:
    return tool("e3", "linux_system_info", {
        "cpu_percent": cpu, "load_average": [1.2, 1.1, 1.0], "uptime_seconds": 86400,
        "boot_time": "2026-11-21T10:00:00+00:00",
        "memory": {"total_bytes": total, "available_bytes": total - used, "used_bytes": used,
                   "percent": round(100 * used / total, 1)},
        "swap": {"total_bytes": swap_total, "used_bytes": swap_used,
                 "percent": round(100 * swap_used / swap_total, 1) if swap_total else 0.0}})


def _procs(*rows: tuple[str, int, float, int]) -> dict:
    return tool("e5", "linux_processes", {"total": 180, "processes": [
        {"pid": pid, "name": name, "user": "sam", "cpu_percent": cpu, "memory_percent": 1.0, "rss_bytes": rss,
         "status": "running", "started_at": "2026-11-22T08:00:00+00:00", "cmdline": f"/usr/bin/{name}"}
        for name, pid, cpu, rss in rows]}, args={"sort_by": "cpu", "limit": 10}, complete=False)


# --- a free / used word belongs to the value next to it ---------------------------------------------------------

def test_a_free_word_after_a_size_is_not_the_percentage_before_it():
    disks = _disks(("/", 75 * GiB, 18 * GiB), ("/var/lib/docker", 200 * GiB, 199 * GiB))
    got = _status("/var/lib/docker is at 99.5% with about 1 GiB left.", disks)
    # the amount left is a claim of its own, read with the clause it goes with (riders.py)
    assert got["/var/lib/docker is at 99.5%"] == "verified"
    assert got["with about 1 GiB left"] == "verified"
    got = _status("The docker volume /var/lib/docker sits at 99% and has roughly 1 GiB remaining.", disks)
    assert list(got.values()) == ["verified"] * len(got)
    got = _status("/var/lib/docker is at 60% with about 1 GiB left.", disks)
    assert got["/var/lib/docker is at 60%"] == "contradicted"
    got = _status("/var/lib/docker is at 99.5% with about 30 GiB left.", disks)
    assert got == {"/var/lib/docker is at 99.5%": "verified", "with about 30 GiB left": "contradicted"}


def test_a_part_of_a_rounded_total_takes_the_qualifier_after_the_total():
    mem = _memory(16 * GiB, int(12.2 * GiB))
    got = _status("About 12 GiB of your ~16 GiB is in use.", mem)
    assert got["About 12 GiB of your ~16 GiB is in use"] == "verified"
    got = _status("Roughly 4 GiB of your ~16 GiB is in use.", mem)
    assert got["Roughly 4 GiB of your ~16 GiB is in use"] == "contradicted"


# --- a share said of the thing just named is that thing's --------------------------------------------------------

def test_a_cpu_share_after_a_named_process_is_the_process_share_not_the_machine():
    procs = _procs(("java", 4100, 64.0, int(2.1 * GiB)), ("firefox", 3300, 5.0, int(0.9 * GiB)))
    mem = _memory(8 * GiB, int(6.5 * GiB), cpu=78.0)
    got = _status("**Minecraft** (java) is using ~2.1 GiB and about 80% CPU.", procs, mem)
    assert got["about 80% CPU"] == "contradicted"
    got = _status("The java process holds ~2.1 GiB and roughly 64% CPU.", procs, mem)
    assert list(got.values()) == ["verified"] * len(got)
    # a labelled line names the machine's measure even after a process was named
    got = _status("java is the top process.\nCPU: 78% busy", procs, mem)
    assert got["78% busy"] == "verified"


# --- a percentage restating the clause before ----------------------------------------------------------------

def test_a_restated_share_is_the_share_of_what_the_clause_before_measured():
    mem = _memory(int(62.7 * GiB), int(21.7 * GiB), cpu=28.0)
    got = _status("About 21.7 GiB of 62.7 GiB is in use (roughly 45%).", mem)
    assert got["roughly 45%"] == "contradicted"
    got = _status("About 21.7 GiB of 62.7 GiB is in use (roughly 35%).", mem)
    assert got["roughly 35%"] == "verified"
    mem = _memory(int(15.3 * GiB), int(12.2 * GiB), cpu=22.0)
    got = _status("About 12 GiB of your ~15.3 GiB is in use — that's roughly 92%.", mem)
    assert got["that's roughly 92%"] == "contradicted"
    got = _status("Around 12 GiB out of 15.3 GiB is used, which is about 80%.", mem)
    assert list(got.values()) == ["verified"] * len(got)


def test_about_a_percentage_allows_a_few_points_not_a_tenth_of_it():
    mem = _memory(16 * GiB, int(16 * GiB * 0.694))
    assert _status("Memory usage is around 80%.", mem)["Memory usage is around 80%"] == "contradicted"
    assert _status("Memory usage is around 70%.", mem)["Memory usage is around 70%"] == "verified"
    # "around 74%" is stated to the unit (round 6: the tolerance follows the stated rounding), so 4.6 points off
    # is wrong; a unit figure within two points is still rounding
    assert _status("Memory usage is around 74%.", mem)["Memory usage is around 74%"] == "contradicted"
    assert _status("Memory usage is around 71%.", mem)["Memory usage is around 71%"] == "verified"


# --- a change still to come is a forecast -------------------------------------------------------------------

def test_a_change_still_to_come_is_unsupported_not_contradicted():
    mem = _memory(16 * GiB, 6 * GiB, cpu=71.0)
    got = _status("Once the movie finishes, CPU usage should drop back to near idle.", mem)
    assert got["Once the movie finishes, CPU usage should drop back to near idle"] == "unsupported"
    got = _status("CPU usage could settle down to idle after the backup ends.", mem)
    assert list(got.values()) == ["unsupported"]
    assert _status("CPU usage is near idle.", mem)["CPU usage is near idle"] == "contradicted"


# --- the only member of a group ----------------------------------------------------------------------------

def _accounts(groups: list[dict]) -> dict:
    from tests.certainty._bundles import steady

    return steady(users=[{"name": n, "uid": 1000 + i, "gid": 1000 + i, "home": f"/home/{n}", "shell": "/bin/bash"}
                         for i, n in enumerate(("jonas", "anna", "vesemir"))], groups=groups)


def test_the_only_member_of_a_group_is_checked_against_its_complete_member_list():
    acc = _accounts([{"name": "wheel", "gid": 10, "members": ["vesemir"]},
                     {"name": "sambashare", "gid": 120, "members": ["jonas", "anna"]},
                     {"name": "sudo", "gid": 27, "members": ["jonas"]}])
    assert _status("vesemir is the only wheel member.", acc)["vesemir is the only wheel member"] == "verified"
    assert _status("anna is the only wheel member.", acc)["anna is the only wheel member"] == "contradicted"
    got = _status("jonas is the sole member of the `sambashare` group.", acc)
    assert got["jonas is the sole member of the `sambashare` group"] == "contradicted"
    got = _status("**Admins:** jonas is the only sudo user.", acc)
    assert list(got.values()) == ["verified"]
