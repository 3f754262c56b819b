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
    assert got.get("on 8080", got.get("nginx on 8080")) not in (None, "verified"), got
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


def test_port_lists_with_service_labels_and_slashes():
    sockets = tool("e7", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": p, "pid": 1200, "process": "master"} for p in (25, 465, 587)] + [
        {"proto": "tcp", "address": "127.0.0.1", "port": p, "pid": 1500, "process": "rspamd"} for p in (11333, 11334)]})
    got = _got("- 25 (SMTP), 465 and 587 (submission) — Postfix\n- rspamd on 11333/11334\n- Plain IMAP on 143 is open too\n"
               "Nothing listens on port 80.", sockets)
    assert got.get("25 (SMTP)") == "verified" and got.get("rspamd on 11333/11334") == "verified", got
    assert got.get("Plain IMAP on 143 is open too") == "contradicted", got
    assert got.get("Nothing listens on port 80") == "verified", got


def test_a_name_filtered_process_listing_settles_that_name():
    by_name = tool("e10", "linux_processes", {"total": 356, "processes": []}, args={"name": "obs"})
    assert _got("No, there is no process named `obs` running.", by_name) == \
        {"there is no process named `obs` running": "verified"}


def test_the_machines_thread_count_is_its_own_claim():
    got = _got("The load average is 0.52 on 24 threads.", system_info())
    assert got == {"The load average is 0.52": "verified", "on 24 threads": "unsupported"}, got


def test_a_configured_size_is_not_the_resident_memory():
    procs = tool("e5", "linux_processes", {"total": 1, "processes": [
        {"pid": 800, "name": "etcd", "user": "etcd", "cpu_percent": 2.0, "memory_percent": 1.0,
         "rss_bytes": 4_294_967_296, "status": "sleeping", "started_at": "2026-11-22T07:50:00+00:00",
         "cmdline": "etcd --data-dir /var/lib/etcd --quota-backend-bytes=8589934592"}]}, args={"sort": "memory"})
    assert _got("etcd has an 8 GiB backend quota.", procs) == {"etcd has an 8 GiB backend quota": "verified"}
    assert _got("etcd's database is about 4 GiB.", procs) == {"etcd's database is about 4 GiB": "unsupported"}
