"""Whose a value is: a size of something to come, the second process of "A at N and B at M", the wrong end of
an upgrade, a RHEL kernel's build number, the machine as the topic again after "Memory is tight"."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, disk_usage, status_containing, steady, system_info, tool


def _procs(*rows) -> dict:
    procs = [{"pid": pid, "name": name, "user": "root", "cpu_percent": 1.0, "memory_percent": 2.0, "rss_bytes": rss,
              "status": "sleeping", "started_at": "2026-11-22T06:00:00+00:00", "cmdline": name} for pid, name, rss in rows]
    return tool("e5", "linux_processes", {"total": len(procs), "processes": procs}, args={"sort": "memory"})


def test_the_size_of_a_download_is_not_the_disks():
    # / has 557 GB free of 1000 GB: a 700 GB download is the download's size, not a wrong size of the disk
    claims = claim_list("The root filesystem has about 557 GB free, so a 700 GB download won't fit.", disk_usage())
    assert ("a 700 GB download won't fit", "contradicted") not in claims
    assert status_containing("The root filesystem is a 700 GB disk.", "700 GB", disk_usage()) == "contradicted"


def test_the_second_process_of_a_list_keeps_its_own_verdict():
    procs = _procs((10, "mariadbd", 3_435_973_837), (11, "redis-server", 1_181_116_006))
    claims = claim_list("The biggest are mariadbd at 2.1 GiB and redis-server at about 1.1 GiB.", procs)
    assert ("mariadbd at 2.1 GiB", "contradicted") in claims or \
        any(s == "contradicted" and "2.1 GiB" in t and "redis" not in t for t, s in claims), claims
    assert any(s == "verified" and "redis-server at about 1.1 GiB" in t for t, s in claims), claims


def test_an_upgrade_with_the_wrong_starting_version_marks_only_that_version():
    history = tool("e9", "linux_package_history", {"events": [
        {"time": "2026-11-21T03:10:00+00:00", "action": "upgrade", "package": "mariadb-server",
         "from_version": "1:10.11.6-0+deb12u1", "to_version": "1:10.11.11-0+deb12u1"}]}, args={"since_days": 7})
    claims = claim_list("mariadb-server was upgraded to 10.11.11 from 10.11.4.", history)
    assert any(s == "verified" and "upgraded to 10.11.11" in t for t, s in claims), claims
    assert any(s == "contradicted" and "10.11.4" in t and "10.11.11" not in t for t, s in claims), claims


def test_a_rhel_kernel_by_its_build_number():
    box = steady(kernel="5.14.0-570.12.1.el9_6.x86_64", os_name="Rocky Linux", os_version="9.6")
    assert claim_list("The running kernel is still 570.12.1.", box)[0][1] == "verified"
    assert claim_list("The running kernel is still 570.9.1.", box)[0][1] == "contradicted"


def test_the_primary_group_of_an_account_is_not_a_group_named_of():
    box = steady(users=[{"name": "ledger", "uid": 998, "gid": 998, "home": "/srv/ledger", "shell": "/usr/sbin/nologin"}],
                 groups=[{"name": "ledger", "gid": 998, "members": ["alice"]}])
    claims = claim_list("alice is in the `ledger` group, which is the primary group of the `ledger` account.", box)
    assert all(s != "contradicted" for _, s in claims), claims


def test_a_clause_about_memory_turns_the_topic_back_to_the_machine():
    procs = _procs((10, "zigbee2mqtt", 200_000_000))
    answer = ("zigbee2mqtt restarted twice this morning. Memory is tight, too — over 80% used.")
    # the machine's memory is at 24.8%: the share is the machine's, not zigbee2mqtt's
    assert status_containing(answer, "80%", procs, system_info()) == "contradicted"
    answer = "zigbee2mqtt restarted twice this morning. Memory is fine — about 25% used."
    assert status_containing(answer, "25%", procs, system_info()) == "verified"


def _unit(name: str, since: str) -> dict:
    return tool("e6", "linux_service_status", {"unit": f"{name}.service", "load_state": "loaded",
                                                "active_state": "active", "sub_state": "running", "main_pid": 880,
                                                "active_since": since}, args={"name": name})


def test_a_duration_restating_the_start_just_given():
    # caddy started 2026-11-16 10:02, six days before the bundle's now (2026-11-22 10:02)
    unit = _unit("caddy", "2026-11-16T10:02:00+00:00")
    answer = "caddy is active (running), up since 16 November at 10:02 — so roughly {n} days without a restart."
    assert status_containing(answer.format(n=6), "days", unit) == "verified"
    assert status_containing(answer.format(n=3), "days", unit) == "contradicted"


def test_uptime_and_boot_time_that_read_the_same_are_one_measure():
    info = system_info()   # up 8100 s = 2.25 h
    assert status_containing("Uptime: about 4 hours", "4 hours", info) == "contradicted"
    assert status_containing("Uptime: about 2 hours", "2 hours", info) == "verified"


def test_a_size_far_from_every_machine_measure_of_its_kind():
    # memory has 50.7 GB available and swap 2.1 GB: "roughly 75 GB available" is neither
    answer = "Things look calm. There is roughly {n} GB available."
    assert status_containing(answer.format(n=75), "available", system_info()) == "contradicted"
    assert status_containing(answer.format(n=51), "available", system_info()) == "verified"


def test_package_events_are_counted_one_by_one():
    def event(t, action, pkg, old, new):
        return {"time": t, "action": action, "package": pkg, "from_version": old, "to_version": new}
    history = tool("e9", "linux_package_history", {"events": [
        event("2026-11-20T09:00:00+00:00", "upgrade", "curl", "8.5.0-1", "8.5.0-2"),
        event("2026-11-21T09:00:00+00:00", "upgrade", "curl", "8.5.0-2", "8.5.0-3"),
        event("2026-11-21T09:00:05+00:00", "install", "htop", None, "3.3.0-4")]}, args={"since_days": 7})
    # curl was upgraded twice: three events, two packages
    assert claim_list("There were three package events this week.", history)[0][1] == "verified"
    assert claim_list("There were four package events this week.", history)[0][1] == "contradicted"


def test_restarted_it_n_times_is_the_latest_restart_counter():
    logs = tool("e7", "linux_recent_logs", {"entries": [
        {"time": "2026-11-22T09:40:00+00:00", "unit": "grafana-server.service", "priority": "info",
         "message": "grafana-server.service: Scheduled restart job, restart counter is at 3."},
        {"time": "2026-11-22T09:41:00+00:00", "unit": "grafana-server.service", "priority": "info",
         "message": "grafana-server.service: Scheduled restart job, restart counter is at 4."}]},
        args={"unit": "grafana-server"})
    answer = "grafana-server keeps crashing. systemd has restarted it {n} times so far."
    assert status_containing(answer.format(n="four"), "restarted it", logs) == "verified"
    assert status_containing(answer.format(n="two"), "restarted it", logs) == "contradicted"


def test_a_main_pid_said_as_now():
    unit = _unit("caddy", "2026-11-16T10:02:00+00:00")   # main PID 880
    assert status_containing("caddy came back; its main PID is now 880.", "880", unit) == "verified"
    assert status_containing("caddy came back; its main PID is now 1880.", "1880", unit) == "contradicted"



def test_a_second_event_is_an_ordinal_and_i_see_is_a_verb():
    logs = tool("e7", "linux_recent_logs", {"entries": [
        {"time": "2026-11-22T08:41:11+00:00", "unit": "kernel", "priority": "warning",
         "message": "i915 0000:00:02.0: GPU HANG: ecode 12:1:85dffffb, in Xorg [1042]"},
        {"time": "2026-11-22T09:02:55+00:00", "unit": "bluetooth.service", "priority": "err",
         "message": "a2dp_select_capabilities() Unable to select SEP"}]})
    claims = claim_list("I also see a second GPU hang at 09:30, and Bluetooth failed to select an A2DP endpoint at "
                        "09:02.", logs)
    assert ("at 09:30", "contradicted") in claims, claims   # the GPU hang the log shows was at 08:41
    assert ("at 09:02", "verified") in claims, claims
    assert not any("second" in t and s == "contradicted" and "09:30" not in t for t, s in claims), claims


def test_the_biggest_process_is_the_one_with_the_most_memory():
    procs = _procs((10, "mariadbd", 3_435_973_837), (11, "redis-server", 1_181_116_006))
    assert status_containing("mariadbd is the single biggest process.", "biggest", procs) == "verified"
    assert status_containing("redis-server is the single biggest process.", "biggest", procs) == "contradicted"


def test_a_share_in_parentheses_belongs_to_the_measure_before_it():
    # memory is 24.8% used, swap 0%: the aside is memory's, though "swap" follows it
    claims = claim_list("The box has about 47 GiB available (~25% used) and no swap in use.", system_info())
    assert claims and all(s == "verified" for _, s in claims), claims


def test_a_products_release_is_not_a_port():
    conns = [{"proto": "tcp", "local": "127.0.0.1:5432", "remote": f"127.0.0.1:{p}", "state": "ESTABLISHED",
              "pid": 900, "process": "postgres"} for p in (51200, 51202)]
    net = tool("e5", "linux_network_info", {"interfaces": [], "connections": conns, "listening": [
        {"proto": "tcp", "address": "127.0.0.1", "port": 5432, "pid": 900, "process": "postgres"}]})
    answer = "There are 2 connections to port 5432. PostgreSQL 16 has been up the whole time."
    assert all(s != "contradicted" for _, s in claim_list(answer, net)), claim_list(answer, net)


def test_packages_managed_by_apk_is_the_package_manager():
    box = steady(package_manager="apk", os_name="Alpine Linux")
    claims = claim_list("It has 128 GB of RAM, packages managed by apk.", box)
    assert ("packages managed by apk", "verified") in claims, claims


def test_in_one_group_but_not_in_another():
    box = steady(users=[{"name": "mira", "uid": 1000, "gid": 1000, "home": "/home/mira", "shell": "/bin/fish"}],
                 groups=[{"name": "lpadmin", "gid": 120, "members": ["mira"]},
                         {"name": "plugdev", "gid": 46, "members": ["mira"]},
                         {"name": "libvirt", "gid": 130, "members": []}])
    assert claim_list("mira is in lpadmin but not in libvirt.", box) == [("mira is in lpadmin but not in libvirt",
                                                                           "verified")]
    claims = claim_list("mira is in lpadmin but not in plugdev.", box)
    assert claims == [("mira is in lpadmin", "verified"), ("but not in plugdev", "contradicted")], claims


def test_a_home_path_is_not_read_as_the_shell():
    box = steady(users=[{"name": "runner", "uid": 999, "gid": 999, "home": "/home/runner", "shell": "/bin/bash"}])
    claims = claim_list("runner has UID 999 and a nologin shell, with its home in /home/runner.", box)
    assert ("and a nologin shell", "contradicted") in claims, claims
    assert ("with its home in /home/runner", "verified") in claims, claims


def test_a_port_of_outgoing_connections_is_the_far_ends():
    net = tool("e5", "linux_network_info", {"interfaces": [], "listening": [], "connections": [
        {"proto": "tcp", "local": "10.0.0.7:51522", "remote": "203.0.113.40:443", "state": "ESTABLISHED",
         "pid": 812, "process": "gitlab-runner"}]})
    claims = claim_list("gitlab-runner has one connection to 203.0.113.40 on 443.", net)
    assert claims and all(s == "verified" for _, s in claims), claims
    assert claim_list("gitlab-runner has one connection to 203.0.113.41:443.", net)[0][1] != "verified"


def test_a_table_header_of_two_qualifiers_gives_the_cells_qualifier():
    info = system_info()
    info["data"]["swap"] = {"total_bytes": 2147483648, "used_bytes": 429496730, "percent": 20.0}   # 1.6 GiB left
    table = "| Resource | Total | Free/available |\n|---|---|---|\n| Swap | 2 GiB | {n} GiB |"
    assert status_containing(table.format(n="~1.6"), "1.6 GiB", info) == "verified"


def test_failed_to_do_something_is_not_a_failed_state():
    boxes = tool("e6", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "c3", "name": "caddy", "image": "caddy:2", "state": "running", "status": "Up 6 days",
         "created_at": "2026-11-16T08:00:00+00:00", "ports": ["0.0.0.0:443->443/tcp"]}]}, args={"all": True})
    assert status_containing("caddy failed to get a certificate for photos.example.org.", "caddy", boxes) != \
        "contradicted"
    assert status_containing("caddy has failed.", "caddy", boxes) == "contradicted"
