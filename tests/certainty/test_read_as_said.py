"""Claims read the way they are said: a name that is no account is not in a group, "also an admin" is an admin
claim, "localhost:8000" is no image, "package changes" are events, "none of it in use" is the part's, and a
count is marked where it stands."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, steady, system_info, tool

GROUPS = [{"name": "sudo", "gid": 27, "members": ["mira"]}, {"name": "docker", "gid": 988, "members": ["ci", "mira"]}]
USERS = [{"name": "mira", "uid": 1000, "gid": 1000, "home": "/home/mira", "shell": "/bin/bash"},
         {"name": "ci", "uid": 999, "gid": 999, "home": "/home/ci", "shell": "/bin/bash"}]


def test_a_name_that_is_no_account_is_not_among_a_groups_members():
    box = steady(users=USERS, groups=GROUPS)
    assert claim_list("`deploy` is also in the docker group.", box)[0][1] == "contradicted"
    assert claim_list("`mira` is also in the docker group.", box)[0][1] == "verified"
    # a pronoun is no name: whoever it means, the group's list alone does not say
    assert claim_list("It is in the docker group.", box)[0][1] != "contradicted"


def test_also_an_admin_is_checked_against_the_admin_group():
    box = steady(users=USERS, groups=GROUPS)
    assert claim_list("`ci` is also an admin (sudo).", box)[0][1] == "contradicted"
    assert claim_list("`mira` is also an admin.", box)[0][1] == "verified"


def test_a_loopback_address_and_port_is_not_an_image():
    boxes = tool("e5", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "a1", "name": "paperless", "image": "ghcr.io/paperless-ngx/paperless-ngx:2.14", "state": "running",
         "status": "Up 2 days", "ports": ["127.0.0.1:8000->8000/tcp"]}]}, args={"all": True})
    assert status_containing("The paperless container is published only on localhost:8000.", "localhost:8000",
                             boxes) != "contradicted"
    assert status_containing("The paperless container runs redis:7.", "redis:7", boxes) == "contradicted"


HISTORY = tool("e6", "linux_package_history", {"events": [
    {"time": "2026-11-16T18:40:00+00:00", "action": "install", "package": "mold", "from_version": None,
     "to_version": "2.36.0-1"},
    {"time": "2026-11-19T22:14:05+00:00", "action": "upgrade", "package": "linux", "from_version": "6.12.10",
     "to_version": "6.13.2"},
    {"time": "2026-11-19T22:14:07+00:00", "action": "upgrade", "package": "podman", "from_version": "5.3.1",
     "to_version": "5.3.2"}]}, args={"since_days": 7})


def test_package_changes_are_counted_from_the_history_not_the_installed_total():
    # five packages installed: the count of changes must not be read against that
    box = steady(installed_packages={name: "1.0-1" for name in ("mold", "linux", "podman", "git", "curl")})
    assert claim_list("That's three package changes in the last week.", box, HISTORY)[0][1] == "verified"
    assert claim_list("That makes 5 package changes in total.", box, HISTORY)[0][1] == "contradicted"


def test_none_of_it_in_use_is_said_of_a_part_of_the_size_before_it():
    info = system_info()   # 2 GiB of swap, none used
    assert claim_list("- Swap: 2 GiB, none of it in use\n", info) == [("2 GiB, none of it in use", "verified")]
    assert claim_list("- Swap: 8 GiB, none of it in use\n", info)[0][1] == "contradicted"


def test_a_wrong_count_beside_a_true_measure_is_marked_alone():
    out = dict(claim_list("Overall CPU is at 12.5% with a load of ~0.5 on 4 cores.", steady(), system_info()))
    assert "on 4 cores" in out and out["on 4 cores"] == "contradicted", out
    assert [s for t, s in out.items() if "12.5%" in t] == ["verified"], out


def _k3s_log() -> dict:
    return tool("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        {"time": "2026-11-22T08:57:12+00:00", "unit": "k3s.service", "priority": "info",
         "message": 'I1122 08:57:12.402118 1187 node_lifecycle_controller.go:1045] "Node became not ready" '
                    'node="wren" status="Unknown"'},
        {"time": "2026-11-22T09:38:02+00:00", "unit": "k3s.service", "priority": "err",
         "message": 'E1122 09:38:02.771930 1187 schedule_one.go:1004] "Error scheduling pod; retrying" '
                    'pod="shop/api-7c9d8b6f5-v5gzn"'}]}, args={"unit": "k3s.service"}, complete=False)


def test_a_clause_that_tells_one_log_line_is_timed_by_it():
    said = "At {} the node lifecycle controller marked wren not ready."
    assert claim_list(said.format("08:57"), _k3s_log())[0][1] == "verified"
    assert claim_list(said.format("09:38"), _k3s_log())[0][1] == "contradicted"


SOCKETS = tool("e8", "linux_network_info", {"listening": [
    {"proto": "tcp", "address": "0.0.0.0", "port": 139, "pid": 801, "process": "smbd"},
    {"proto": "tcp", "address": "0.0.0.0", "port": 445, "pid": 801, "process": "smbd"},
    {"proto": "tcp", "address": "0.0.0.0", "port": 8008, "pid": 990, "process": "python3"}], "connections": []})


def test_two_ports_in_a_cell_under_a_port_header_are_ports():
    table = "| Port | Who |\n|---|---|\n| 139, 445 | smbd |\n"
    assert claim_list(table, SOCKETS)[0] == ("139, 445", "verified")
    assert claim_list(table.replace("445", "446"), SOCKETS)[0] == ("139, 446", "contradicted")


def test_a_bare_number_answering_which_ports_is_a_port():
    assert claim_list("- 8008\n- 8443\n", SOCKETS, question="Which ports are open?") == \
        [("8008", "verified"), ("8443", "contradicted")]
    # asked about something else, a bare number is not read as a port
    assert claim_list("- 8443\n", SOCKETS, question="How many files changed?")[0][1] != "contradicted"


def test_nothing_removed_is_a_count_of_zero_removals_in_the_history():
    box = steady()
    assert claim_list("Nothing was removed.", box, HISTORY)[0][1] == "verified"
    assert claim_list("Nothing new was installed this week.", box, HISTORY)[0][1] == "contradicted"   # mold
    assert claim_list("Nothing was upgraded.", box, HISTORY)[0][1] == "contradicted"
    # "else" leaves out what the answer named before, which this clause alone does not say
    assert claim_list("Nothing else was upgraded.", box, HISTORY)[0][1] != "contradicted"


def test_all_from_one_peer_covers_every_connection_the_clause_before_names():
    net = tool("e10", "linux_network_info", {"listening": [], "connections": [
        {"proto": "tcp", "local": "10.20.0.15:6432", "remote": "10.20.0.41:38800", "status": "ESTABLISHED",
         "pid": 2210, "process": "pgbouncer"},
        {"proto": "tcp", "local": "10.20.0.15:6432", "remote": "10.20.0.43:60014", "status": "ESTABLISHED",
         "pid": 2210, "process": "pgbouncer"},
        {"proto": "tcp", "local": "10.20.0.15:5432", "remote": "10.20.0.41:51234", "status": "ESTABLISHED",
         "pid": 41877, "process": "postgres"}]})
    assert status_containing("Through pgbouncer (6432): two connections, all from 10.20.0.41.", "all from", net) == \
        "contradicted"
    assert status_containing("Direct to 5432: one connection, all from 10.20.0.41.", "all from", net) == "verified"


def test_a_share_said_after_a_pid_is_that_processs():
    procs = tool("e11", "linux_processes", {"processes": [
        {"pid": 48811, "name": "postgres", "user": "postgres", "cpu_percent": 96.2, "memory_percent": 1.0,
         "rss_bytes": 1310000000, "status": "running", "cmdline": "postgres: app orders"}]},
        args={"sort": "cpu", "limit": 8}, complete=False)
    info = system_info(cpu=31.6)
    assert claim_list("PID 48811 is at ~96% CPU.", info, procs)[0][1] == "verified"
    assert claim_list("PID 48811 is at ~40% CPU.", info, procs)[0][1] == "contradicted"
    # a PID the listing does not hold: its share is unknown, never the machine's 31.6%
    assert claim_list("PID 50000 is at ~96% CPU.", info, procs)[0][1] == "unsupported"


def test_an_address_after_via_is_the_default_gateway():
    box = steady()   # eth0 192.168.1.100/24, gateway 192.168.1.1
    out = claim_list("eth0 has 192.168.1.100/24 and traffic leaves via 192.168.1.1.", box)
    assert out and all(status == "verified" for _, status in out), out
    assert claim_list("Traffic leaves via 192.168.1.254.", box)[0][1] == "contradicted"
