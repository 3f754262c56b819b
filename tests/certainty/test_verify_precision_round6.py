"""Wrong verifications, round 6: a rough value's tolerance, a day or half of day on a clock time, a quantified
threshold and an installed version must not verify what they do not say."""

from __future__ import annotations

from tests.certainty._bundles import disk_usage, status_of, steady, system_info, tool

GIB = 2 ** 30


def _disk(mount: str, total_gib: float, free_gib: float) -> dict:
    total, free = int(total_gib * GIB), int(free_gib * GIB)
    return tool("e4", "linux_disk_usage", {"filesystems": [
        {"device": "/dev/sdb1", "mountpoint": mount, "fstype": "ext4", "total_bytes": total,
         "used_bytes": total - free, "free_bytes": free, "percent": round(100 * (total - free) / total, 1)}]})


def test_a_single_digit_rough_size_is_not_half_a_unit_wide():
    media = _disk("/mnt/media", 3725.0, 521.64)   # 560 GB free
    assert status_of("/mnt/media has roughly 1 TB free.", media) != "verified"
    assert status_of("There's about 1 TB free on /mnt/media.", media) != "verified"
    assert status_of("/mnt/media has about 560 GB free.", media) == "verified"
    assert status_of("/mnt/media has roughly 0.6 TB free.", media) == "verified"
    # a terabyte is 10^12 bytes: 0.56 TB is outside the rounding of 0.5 (it is 0.51 TiB)
    assert status_of("/mnt/media has roughly 0.5 TB free.", media) != "verified"


def test_a_rough_size_stated_to_several_digits_is_held_to_them():
    mem = steady(memory_total_bytes=int(31.13 * GIB))
    # a tenth-of-a-GiB figure is a reading, not an installed size a little above MemTotal
    assert status_of("The machine has ~33.4 GiB of RAM.", mem) != "verified"
    assert status_of("It has 15.9 GiB of RAM usable.", steady(memory_total_bytes=int(15.34 * GIB))) != "verified"
    assert status_of("The machine has ~31.1 GiB of RAM.", mem) == "verified"
    assert status_of("The machine has 32 GB of RAM.", mem) == "verified"   # an installed size
    root = _disk("/", 100.0, 61.0)   # 39 GiB used = 41.9 GB
    assert status_of("/ has about 45.5 GB used.", root) != "verified"
    assert status_of("Roughly 44.6 GB are used on /.", root) != "verified"
    assert status_of("/ has about 42 GB used.", root) == "verified"


def _upgrades(*rows: tuple[str, str]) -> dict:
    return tool("e6", "linux_package_history", {"source": "dpkg", "events": [
        {"time": when, "action": "upgrade", "package": name, "from_version": "1.0-1", "to_version": "1.1-1"}
        for name, when in rows]}, args={"since_days": 30})


def _at(answer: str, *evidence: dict, now: str) -> str:
    from reos_desktop.certainty.wrapper import verify_bundle

    from tests.certainty._bundles import bundle
    import re

    clock = re.search(r"\d{1,2}:\d{2}", answer).group(0)   # the claim that holds the clock time
    return [c.status for c in verify_bundle(bundle(answer, *evidence, now=now)).claims if clock in c.text][0]


def test_a_clock_with_its_day_is_one_moment():
    ev = _upgrades(("postgresql-14", "2026-01-09T06:25:12+07:00"), ("gitlab-runner", "2026-01-27T11:51:58+07:00"))
    now = "2026-01-27T14:00:00+07:00"
    # the only 06:25 upgrade was eighteen days ago
    assert _at("The upgrade was done at 06:25 this morning.", ev, now=now) != "verified"
    assert _at("postgresql-14 was upgraded today at 06:25.", ev, now=now) != "verified"
    assert _at("postgresql-14 was upgraded at 06:25 yesterday.", ev, now=now) != "verified"
    later = "2026-01-09T15:00:00+07:00"
    first = _upgrades(("postgresql-14", "2026-01-09T06:25:12+07:00"))
    assert _at("postgresql-14 was upgraded at 06:25 this morning.", first, now=later) == "verified"


def test_a_half_of_day_said_in_words_fixes_the_hour():
    ev = _upgrades(("nginx", "2026-01-27T21:48:03+07:00"))
    now = "2026-01-27T23:00:00+07:00"
    assert _at("nginx was upgraded around 9:48 in the morning.", ev, now=now) != "verified"
    assert _at("nginx was upgraded at 9:48 this morning.", ev, now=now) != "verified"
    assert _at("nginx was upgraded around 9:48 in the evening.", ev, now=now) == "verified"
    assert _at("nginx was upgraded at 9:48 tonight.", ev, now=now) == "verified"
    assert _at("nginx was upgraded at 9:48 p.m.", ev, now=now) == "verified"


def _top_memory() -> dict:
    return tool("e5", "linux_processes", {"total": 240, "processes": [
        {"pid": 811, "name": "redis-server", "user": "redis", "rss_bytes": int(11.0 * GIB), "cmdline": "redis-server"},
        {"pid": 912, "name": "postgres", "user": "postgres", "rss_bytes": int(4.25 * GIB), "cmdline": "postgres"},
        {"pid": 1001, "name": "java", "user": "app", "rss_bytes": int(1.4 * GIB), "cmdline": "java -jar app.jar"}]},
        args={"sort": "memory", "limit": 3}, complete=False)


def test_a_bound_under_a_quantifier_is_a_threshold_not_a_total():
    ev = (system_info(), _top_memory())   # memory.used is 15.6 GiB
    for answer in ("Redis uses 11 GiB. Nothing else uses more than 1 GiB.",
                   "Redis uses 11 GiB; no other process is above 16 GB.",
                   "Redis is the only process above 4 GiB.",
                   "Apart from Redis, everything else stays under 20 GB."):
        assert "verified" != [c.status for c in _claims(answer, *ev)][-1], answer
    # a plain bound on a named measure is still read against it
    assert status_of("Memory use is over 15 GiB.", system_info()) == "verified"
    assert status_of("Redis uses more than 10 GiB.", _top_memory()) == "verified"


def _claims(answer: str, *evidence: dict):
    from reos_desktop.certainty.wrapper import verify_bundle

    from tests.certainty._bundles import bundle
    return verify_bundle(bundle(answer, *evidence)).claims
