"""General gaps the 7th corpus generation showed (see tests/data/certainty/README.md), each on a bundle of its own."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, steady, system_info, tool


def _got(answer: str, *evidence) -> dict[str, str]:
    return {c.text: c.status for c in verify_bundle(bundle(answer, *evidence)).claims}


_SOCKETS = tool("e7", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
    {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 900, "process": "sshd"},
    {"proto": "tcp", "address": "0.0.0.0", "port": 80, "pid": 1234, "process": "nginx"},
    {"proto": "tcp", "address": "0.0.0.0", "port": 443, "pid": 1234, "process": "nginx"},
    {"proto": "tcp", "address": "127.0.0.1", "port": 3306, "pid": 1300, "process": "mariadbd"}]})


def test_bare_numbers_after_on_in_a_list_of_listeners_are_ports():
    got = _got("Listening sockets:\n\n- sshd listens on port 22 on all interfaces (IPv4 and IPv6)\n- nginx on 80 and 443\n"
               "- MariaDB on 3306, but only on 127.0.0.1\n- nginx on 8080", _SOCKETS)
    assert got["nginx on 80 and 443"] == "verified", got
    assert got["MariaDB on 3306"] == "verified", got
    assert got["nginx on 8080"] != "verified", got
    assert "contradicted" not in [s for t, s in got.items() if "IPv4" in t or "sshd" in t], got


def test_a_duration_in_parts_is_one_claim():
    got = _got("The box has been up for 2 hours and 15 minutes. Uptime: 2 hours, 15 minutes.", system_info())
    assert list(got.values()) == ["verified", "verified"], got
    assert _got("It has been up for 2 hours and 50 minutes.", system_info()) != {"It has been up for 2 hours and 50 minutes": "verified"}


def test_a_comma_before_a_new_subject_starts_a_new_claim():
    got = _got("CPU usage is about 12%, the load average is 0.52 for 12 cores.", system_info(), steady())
    assert got.get("CPU usage is about 12%") == "verified", got


def test_about_does_not_stretch_a_size_to_two_and_a_half_times():
    procs = tool("e5", "linux_processes", {"total": 1, "processes": [
        {"pid": 700, "name": "containerd", "user": "root", "cpu_percent": 0.5, "memory_percent": 0.8,
         "rss_bytes": 548_000_000, "status": "sleeping", "started_at": "2026-11-22T07:50:00+00:00",
         "cmdline": "/usr/bin/containerd"}]}, args={"sort": "memory", "limit": 10})
    assert _got("containerd uses ~2 GiB.", procs) == {"containerd uses ~2 GiB": "contradicted"}
    assert _got("containerd uses ~0.5 GiB.", procs) == {"containerd uses ~0.5 GiB": "verified"}


def _accounts():
    return steady(users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                         {"name": "spock", "uid": 1000, "gid": 1000, "home": "/home/spock", "shell": "/bin/zsh"},
                         {"name": "sarek", "uid": 1001, "gid": 1001, "home": "/home/sarek", "shell": "/bin/bash"},
                         {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}],
                  groups=[{"name": "sudo", "gid": 27, "members": ["spock"]}, {"name": "adm", "gid": 4,
                                                                              "members": ["spock", "sarek"]}])


def test_accounts_with_a_login_shell_and_counts_that_leave_one_out():
    got = _got("3 accounts have a login shell. Two accounts besides root have a login shell. "
               "4 accounts have a login shell.", _accounts())
    assert list(got.values()) == ["verified", "verified", "contradicted"], got


def test_and_so_is_x_repeats_the_clause_before_for_x():
    got = _got("spock is in the `sudo` group, and so is sarek.", _accounts())
    assert list(got.values()) == ["verified", "contradicted"], got
    got = _got("spock is in `adm`, as is sarek.", _accounts())
    assert list(got.values()) == ["verified", "verified"], got
