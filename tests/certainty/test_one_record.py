"""Mechanisms meant to generalize: the one-record fallback verifier (corroborate.py) and the rule that a value
only contradicts the thing and attribute it belongs to."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, steady, system_info, tool


def _got(answer: str, *evidence) -> dict[str, str]:
    return {c.text: c.status for c in verify_bundle(bundle(answer, *evidence)).claims}


_BOXES = tool("e5", "linux_containers", {"runtime": "docker", "containers": [
    {"id": "c1", "name": "ixdb", "image": "postgres:16.6", "state": "running", "status": "Up 2 days",
     "ports": ["127.0.0.1:5432->5432/tcp"]},
    {"id": "c2", "name": "ixcache", "image": "valkey/valkey:8", "state": "running", "status": "Up 2 days",
     "ports": ["127.0.0.1:6379->6379/tcp"]},
    {"id": "c3", "name": "mailpit", "image": "axllent/mailpit:latest", "state": "exited", "status": "Exited (1)",
     "ports": []}]})


def test_a_list_of_things_each_said_by_its_own_record_is_verified():
    assert set(_got("ixdb (postgres 16.6) and ixcache (valkey 8) are both running.", _BOXES).values()) == {"verified"}
    assert set(_got("Postgres 5432 and Valkey 6379.", _BOXES).values()) == {"verified"}


def test_parts_that_no_single_record_holds_together_are_not_verified():
    # each token is in the evidence, but not in the same record
    assert "verified" not in _got("ixdb (valkey 8) and ixcache (postgres 16.6) are both running.", _BOXES).values()
    assert "verified" not in _got("Postgres 6379 and Valkey 5432.", _BOXES).values()
    # the state must be the record's state: mailpit exited
    assert "verified" not in _got("ixcache (valkey 8) and mailpit (mailpit latest) are both running.", _BOXES).values()


def test_the_fallback_never_verifies_negations_comparisons_or_explanations():
    for answer in ("ixdb is not on postgres 16.6.", "ixdb runs a newer postgres than 16.6.",
                   "ixdb (postgres 16.6) is the only database."):
        assert "verified" not in _got(answer, _BOXES).values(), answer
    assert _got("ixdb uses postgres 16.6 because of ixcache.", _BOXES)["because of ixcache"] != "verified"


_HISTORY = tool("e5", "linux_package_history", {"events": [
    {"time": "2027-02-18T10:02:11+00:00", "action": "upgrade", "package": "docker-ce",
     "from_version": "5:26.1.4-1~ubuntu.22.04~jammy", "to_version": "5:27.5.1-1~ubuntu.22.04~jammy"},
    {"time": "2027-02-18T10:02:11+00:00", "action": "upgrade", "package": "docker-compose-plugin",
     "from_version": "2.27.1-1~ubuntu.22.04~jammy", "to_version": "2.32.4-1~ubuntu.22.04~jammy"}]},
    args={"since_days": 14})


def test_versions_belong_to_the_package_written_before_them():
    got = _got("docker-ce 5:26.1.4 → 5:27.5.1 (the compose plugin was upgraded in the same minute).", _HISTORY)
    assert "contradicted" not in got.values(), got
    assert "contradicted" in _got("docker-ce went from 5:26.1.4 to 5:28.0.1.", _HISTORY).values()


_PROCS = tool("e4", "linux_processes", {"total": 341, "processes": [
    {"pid": 40211, "name": "python3", "user": "gaal", "cpu_percent": 88.0, "rss_bytes": 2 * 2**30,
     "started_at": "2026-11-22T09:58:00+00:00", "cmdline": "python3 train_model.py"},
    {"pid": 2207, "name": "postgres", "user": "postgres", "cpu_percent": 41.0, "rss_bytes": 2**29,
     "started_at": "2026-11-20T08:00:00+00:00", "cmdline": "postgres: autovacuum"}]}, args={"sort": "cpu", "limit": 2},
    complete=False)


def test_a_named_programs_start_is_not_the_boot_time():
    got = _got("The biggest consumer is gaal's train_model.py, started at 09:58.", system_info(), _PROCS)
    assert "contradicted" not in got.values(), got
    assert "contradicted" in _got("The machine booted at 09:12.", system_info()).values()


def test_a_count_picked_by_a_measure_is_never_the_listing_total():
    assert "contradicted" not in _got("Only two processes are above 20% CPU.", _PROCS).values()


def test_an_older_snapshot_is_the_past_and_cannot_contradict_the_newest():
    old = steady("e1", groups=[{"name": "docker", "gid": 998, "members": ["alice"]}])
    old["collected_at"] = "2026-11-01T09:30:00+00:00"
    new = steady("e2", users=[{"name": "alice", "uid": 1000, "gid": 1000, "home": "/home/alice", "shell": "/bin/bash"},
                              {"name": "bob", "uid": 1001, "gid": 1001, "home": "/home/bob", "shell": "/bin/bash"}],
                 groups=[{"name": "docker", "gid": 998, "members": ["alice", "bob"]},
                         {"name": "sudo", "gid": 27, "members": ["alice"]}])
    assert _got("bob is in the docker group.", old, new) == {"bob is in the docker group": "verified"}
    assert _got("bob is in the sudo group.", old, new) == {"bob is in the sudo group": "contradicted"}


def test_the_hosts_resolvers_do_not_contradict_what_containers_are_given():
    got = _got("Containers get 9.9.9.9 as DNS server.", steady())
    assert "contradicted" not in got.values(), got
    assert "contradicted" in _got("The DNS server is 9.9.9.9.", steady()).values()


def test_a_superlative_is_about_the_kind_it_names():
    got = _got("The biggest process is python3 (PID 40211).", _PROCS, steady())
    assert "contradicted" not in got.values(), got


_LISTEN = tool("e6", "linux_network_info", {"interfaces": [], "listening": [
    {"proto": "tcp", "address": "0.0.0.0", "port": 6443, "pid": 1422, "process": "k3s-server"},
    {"proto": "tcp", "address": "0.0.0.0", "port": 10250, "pid": 1422, "process": "k3s-server"},
    {"proto": "tcp", "address": "127.0.0.1", "port": 10248, "pid": 1422, "process": "k3s-server"}]})


def test_each_port_of_a_listening_list_is_its_own_claim():
    got = _got("k3s-server (PID 1422) listens on 6443 (the API server), 10250 (kubelet) and 10248 on all "
               "interfaces.", _LISTEN)
    assert len(got) == 3, got
    assert got["10248 on all interfaces"] == "contradicted", got
    assert "contradicted" not in (got["k3s-server (PID 1422) listens on 6443 (the API server)"], got["10250 (kubelet)"])
    # a claim about the whole set of ports stays one claim
    assert len(_got("k3s-server only listens on 6443 and 10250.", _LISTEN)) == 1


def test_no_swap_used_is_about_the_used_amount_not_the_size():
    assert _got("There is no swap used.", system_info()) == {"There is no swap used": "verified"}
    assert "contradicted" in _got("There is no swap on this machine.", system_info()).values()
