"""A state said of a list of names ("cups, gdm and fwupd are active") holds only if it holds of each; the name it
fails for is marked where it stands. "etc." at the end of a listing claim's examples adds no condition."""

from __future__ import annotations

from tests.certainty._bundles import bundle, tool
from reos_desktop.certainty.wrapper import verify_bundle


def _services() -> dict:
    def unit(name: str, active: str, sub: str) -> dict:
        return {"unit": name, "load_state": "loaded", "active_state": active, "sub_state": sub,
                "unit_file_state": "enabled"}
    return tool("s1", "linux_service_status", {"units": [
        unit("avahi-daemon.service", "active", "running"), unit("colord.service", "active", "running"),
        unit("bluetooth.service", "inactive", "dead"), unit("backup.service", "failed", "failed")]})


def _claims(answer: str) -> list[tuple[str, str]]:
    return [(answer[c.span[0]:c.span[1]], c.status) for c in verify_bundle(bundle(answer, _services())).claims]


def test_every_name_of_the_list_must_be_in_the_state():
    claims = _claims("avahi-daemon, colord and bluetooth are active.")
    assert [s for _, s in claims if "bluetooth" in _] == ["contradicted"]
    assert [s for _, s in claims if "avahi-daemon" in _] == ["verified"]
    assert _claims("avahi-daemon and colord are active.") == [("avahi-daemon and colord are active", "verified")]


def test_etc_adds_nothing_to_a_listing_claim():
    answer = "backup.service failed. All the other services are active (avahi-daemon, colord, bluetooth etc)."
    assert [s for t, s in _claims(answer) if t.startswith("All")] == ["contradicted"]


def test_each_program_named_must_run_as_the_account():
    def proc(name: str, pid: int, user: str) -> dict:
        return {"pid": pid, "name": name, "user": user, "cpu_percent": 1.0, "memory_percent": 2.0,
                "rss_bytes": 10**8, "cmdline": name, "status": "running"}
    listing = tool("p1", "linux_processes", {"total": 3, "processes": [
        proc("caddy", 10, "root"), proc("caddy", 11, "caddy"), proc("mosquitto", 12, "mosquitto")]})
    def status(answer: str) -> str:
        return verify_bundle(bundle(answer, listing)).claims[0].status
    assert status("caddy runs as caddy.") == "verified"   # one of its processes does
    assert status("caddy and mosquitto run as caddy.") == "contradicted"


def test_and_another_too_says_the_same_of_it():
    claims = _claims("backup.service has failed and bluetooth too.")
    assert [s for t, s in claims if "bluetooth" in t] == ["contradicted"]   # it is inactive, not failed
    claims = _claims("avahi-daemon is active and colord too.")
    assert [s for t, s in claims if "colord" in t] == ["verified"]


def _accounts() -> dict:
    from tests.certainty._bundles import steady

    return steady(users=[{"name": "mira", "uid": 1000, "gid": 1000, "home": "/home/mira", "shell": "/bin/bash"}],
                  groups=[{"name": "sudo", "gid": 27, "members": ["mira"]},
                          {"name": "audio", "gid": 29, "members": ["mira"]},
                          {"name": "video", "gid": 44, "members": []}])


def test_every_group_of_a_membership_list_is_checked():
    def claims(answer: str) -> list[tuple[str, str]]:
        return [(answer[c.span[0]:c.span[1]], c.status) for c in verify_bundle(bundle(answer, _accounts())).claims]
    got = claims("mira is in sudo, plugdev and audio.")
    assert [s for t, s in got if "plugdev" in t] == ["contradicted"]   # there is no plugdev group
    assert [s for t, s in got if "audio" in t] == ["verified"]
    got = claims("mira is in sudo, audio and video.")
    assert [s for t, s in got if "video" in t] == ["contradicted"]     # video has no members
    got = claims("mira is in sudo, and plugdev asks for nothing.")
    assert all(s != "contradicted" for _, s in got)


def test_every_uid_of_a_list_is_one():
    from tests.certainty._bundles import steady

    two = steady(users=[{"name": "mira", "uid": 1000, "gid": 1000, "home": "/home/mira", "shell": "/bin/bash"},
                        {"name": "tove", "uid": 1001, "gid": 1001, "home": "/home/tove", "shell": "/bin/bash"}])
    def status(answer: str, fragment: str) -> str:
        claims = verify_bundle(bundle(answer, two)).claims
        return next(c.status for c in claims if fragment in answer[c.span[0]:c.span[1]])
    assert status("mira and tove are regular users (UID 1000 and 1003).", "1003") == "contradicted"
    assert status("mira and tove are regular users (UID 1000 and 1001).", "1001") == "verified"
