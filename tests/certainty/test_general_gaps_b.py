"""General gaps the error analysis of the 7th and 8th generations showed (tests/data/certainty/analyze.py)."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, steady, tool


def _got(answer: str, *evidence) -> dict[str, str]:
    return {c.text: c.status for c in verify_bundle(bundle(answer, *evidence)).claims}


_NODES = tool("e2", "kubernetes_get", {"items": [
    {"kind": "Node", "metadata": {"name": "n-cp"}, "status": {"conditions": [{"type": "Ready", "status": "True"}],
                                                             "nodeInfo": {"kubeletVersion": "v1.31.4"}}},
    {"kind": "Node", "metadata": {"name": "n-w2"}, "status": {"conditions": [{"type": "Ready", "status": "False"}],
                                                             "nodeInfo": {"kubeletVersion": "v1.30.8+k3s1"}}}]},
    args={"resource": "nodes"})


def test_node_versions_after_a_reporting_verb_and_comparisons_with_the_clause_before():
    got = _got("n-cp reports v1.31.4, but n-w2 still reports v1.30.8, which is older than 1.31.", _NODES)
    assert list(got.values()) == ["verified"] * 3, got
    assert "contradicted" in _got("n-w2 still reports v1.29.1.", _NODES).values()
    assert _got("n-w2 runs k3s v1.30.8+k3s1.", _NODES) == {"n-w2 runs k3s v1.30.8+k3s1": "verified"}


_EVENTS = tool("e5", "kubernetes_get", {"namespace": "pay", "items": [
    {"kind": "Event", "type": "Warning", "reason": "Failed", "count": 37,
     "involvedObject": {"kind": "Pod", "name": "fraud-check-5b7c9d-xx2lq"}, "lastTimestamp": "2026-03-01T11:58:40Z",
     "message": "Failed to pull image \"reg.example/fraud-check:3.2.0\": not found"}]}, args={"resource": "events"})
_PODS = tool("e3", "kubernetes_get", {"namespace": "pay", "items": [
    {"kind": "Pod", "metadata": {"name": "fraud-check-5b7c9d-xx2lq"}, "spec": {"nodeName": "w1"},
     "status": {"phase": "Pending", "containerStatuses": [{"ready": False, "restartCount": 0,
                                                             "state": {"waiting": {"reason": "ImagePullBackOff"}}}]}},
    {"kind": "Pod", "metadata": {"name": "ledger-0"}, "spec": {"nodeName": "w1"},
     "status": {"phase": "Running", "containerStatuses": [{"ready": True, "restartCount": 0}]}},
    {"kind": "Pod", "metadata": {"name": "ledger-1"}, "spec": {"nodeName": "w2"},
     "status": {"phase": "Running", "containerStatuses": [{"ready": False, "restartCount": 0}]}}]},
    args={"resource": "pods"})
_SETS = tool("e4", "kubernetes_get", {"items": [
    {"kind": "StatefulSet", "metadata": {"name": "ledger"}, "spec": {"replicas": 2}, "status": {"readyReplicas": 1}}]},
    args={"resource": "statefulsets"})


def test_kubernetes_events_are_read_and_short_replica_set_hashes_name_their_owner():
    got = _got("The image `reg.example/fraud-check:3.2.0` can't be found. fraud-check is scheduled on w2.", _EVENTS, _PODS)
    assert got["The image `reg.example/fraud-check:3.2.0` can't be found"] == "verified", got
    assert got["fraud-check is scheduled on w2"] == "contradicted", got


def test_a_stateful_set_has_ready_replicas_like_a_deployment():
    got = _got("| Workload | Ready |\n|---|---|\n| ledger | 1/2 |\n| fraud-check | 0/1 |", _SETS, _PODS)
    assert got.get("1/2") == "verified", got
    assert "contradicted" not in got.values(), got
    assert "contradicted" in _got("| Workload | Ready |\n|---|---|\n| ledger | 2/2 |", _SETS, _PODS).values()


def _disks(*types: str) -> dict:
    return steady(disks=[{"device": f"/dev/sda{i}", "mountpoint": m, "fstype": t, "total_bytes": 500 * 10**9}
                         for i, (m, t) in enumerate(zip(("/", "/home", "/srv"), types), start=1)])


def test_a_filesystem_type_without_a_mount_is_checked_against_the_disks():
    assert _got("- **Disk**: 512 GB NVMe, Btrfs", _disks("btrfs", "btrfs")).get("Btrfs") == "verified"
    assert _got("- **Disk**: 512 GB NVMe, XFS", _disks("btrfs", "btrfs")).get("XFS") == "contradicted"
    assert _got("- **Disk**: 512 GB NVMe, XFS", _disks("btrfs", "ext4")).get("XFS") == "unsupported"
    assert "contradicted" not in _got("Something listens on port 2049 (NFS, I think).", _disks("ext4")).values()


_DAEMON_JSON = tool("e8", "linux_file_read", {"path": "/etc/docker/daemon.json", "total_lines": 5, "lines": [
    "{", '  "data-root": "/srv/docker",', '  "log-driver": "json-file",', '  "builder": {"gc": {"enabled": false}}', "}"]},
    args={"path": "/etc/docker/daemon.json"})


def test_settings_of_a_json_config_file():
    got = _got("`/etc/docker/daemon.json` sets the data root to /srv/docker. It uses the json-file log driver. "
               "The builder garbage collector is disabled.", _DAEMON_JSON)
    assert list(got.values()) == ["verified"] * 3, got
    got = _got("`/etc/docker/daemon.json` sets the data root to /var/lib/docker. The builder garbage collector is "
               "enabled.", _DAEMON_JSON)
    assert list(got.values()) == ["contradicted"] * 2, got


_TOP_CPU = tool("e6", "linux_processes", {"total": 300, "processes": [
    {"pid": 51022, "name": "stress-ng", "user": "t", "cpu_percent": 199.0, "memory_percent": 0.1, "rss_bytes": 10**7,
     "cmdline": "stress-ng --cpu 2"},
    {"pid": 48890, "name": "java", "user": "t", "cpu_percent": 85.0, "memory_percent": 9.0, "rss_bytes": 3 * 10**9,
     "cmdline": "/usr/lib/jvm/bin/java -Xmx6g -jar app.jar"},
    {"pid": 3310, "name": "steamwebhelper", "user": "t", "cpu_percent": 22.0, "memory_percent": 2.0,
     "rss_bytes": 5 * 10**8, "cmdline": "/home/t/.steam/steamwebhelper"}]}, args={"sort": "cpu", "limit": 3},
    complete=False)


def test_ranks_below_the_top_and_a_pid_that_picks_the_new_process():
    assert _got("Steam's web helper is the third-biggest CPU user.", _TOP_CPU) == {
        "Steam's web helper is the third-biggest CPU user": "verified"}
    assert "contradicted" in _got("Steam's web helper is the second-biggest CPU user.", _TOP_CPU).values()
    got = _got("A new java process (PID 48890) is running now. It is the top CPU user.", _TOP_CPU)
    assert got.get("It is the top CPU user") == "contradicted", got
    assert _got("A new java process (PID 48890) is running now. It is the second-biggest CPU user.",
                _TOP_CPU).get("It is the second-biggest CPU user") == "verified"


_IO = tool("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
    {"device": "sda", "read_bytes_per_s": 1000000, "write_bytes_per_s": 2000000, "busy_percent": 3.0},
    {"device": "sdb", "read_bytes_per_s": 45000000, "write_bytes_per_s": 210000000, "busy_percent": 97.0}]})
_TRAFFIC = tool("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
    {"name": "wlp0s20f3", "rx_bytes_per_s": 2600000, "tx_bytes_per_s": 310000},
    {"name": "tailscale0", "rx_bytes_per_s": 1900000, "tx_bytes_per_s": 120000}]})


def test_measures_listed_after_a_key_are_claims_of_their_own():
    got = _got("sdb: 97% busy, writing ~210 MB/s, reading ~450 MB/s", _IO)
    assert got == {"97% busy": "verified", "writing ~210 MB/s": "verified", "reading ~450 MB/s": "contradicted"}, got


def test_interfaces_by_their_kind_and_link_speeds_are_not_traffic():
    got = _got("Wi-Fi is receiving about 2.6 MB/s and tailscale0 ~1.9 MB/s.", _TRAFFIC)
    assert set(got.values()) == {"verified"}, got
    assert "contradicted" not in _got("Your Wi-Fi link is 300 Mbit/s.", _TRAFFIC).values()


def test_a_rank_column_is_not_the_row_key_and_number_words_make_fractions():
    got = _got("| # | Process | CPU |\n|---|---|---|\n| 1 | stress-ng | 199% |\n| 2 | java | 85% |", _TOP_CPU)
    assert set(got.values()) == {"verified"}, got
    boxes = tool("e4", "linux_containers", {"containers": [
        {"name": n, "image": "x:1", "state": s, "status": s} for n, s in
        (("a", "running"), ("b", "exited"), ("c", "running"), ("d", "created"))]}, args={"all": True})
    assert _got("Two of the four containers are up.", boxes) == {"Two of the four containers are up": "verified"}
    assert _got("Three of the four containers are up.", boxes) == {"Three of the four containers are up": "contradicted"}


def test_counts_with_a_word_they_cannot_pick_by_and_all_but_one():
    boxes = tool("e4", "linux_containers", {"containers": [
        {"name": n, "image": "x:1", "state": s, "status": s} for n, s in
        (("runner-0-build", "running"), ("runner-1-build", "running"), ("registry", "running"),
         ("buildkit", "running"))]}, args={"all": True})
    assert _got("Two build containers are running.", boxes) == {"Two build containers are running": "verified"}
    assert _got("Three build containers are running.", boxes) == {"Three build containers are running": "contradicted"}
    assert _got("About 40 client containers are running.", boxes) == {
        "About 40 client containers are running": "unsupported"}
    got = _got("There are three pods, all but one of them ready.", _PODS)
    assert got == {"There are three pods": "verified", "all but one of them ready": "contradicted"}, got
    got = _got("There are three pods, all but two of them ready.", _PODS)
    assert got.get("all but two of them ready") == "verified", got


def test_nothing_else_listening_after_every_listed_port_is_named():
    from tests.certainty._bundles import bundle, statuses, tool
    from reos_desktop.certainty.wrapper import verify_bundle

    net = tool("e5", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
        {"port": 22, "address": "0.0.0.0", "process": "sshd", "pid": 700, "proto": "tcp"},
        {"port": 5432, "address": "127.0.0.1", "process": "postgres", "pid": 900, "proto": "tcp"}]})
    whole = verify_bundle(bundle("sshd listens on 22 and postgres on 5432. Nothing else is listening.", net))
    assert statuses(whole)["Nothing else is listening"] == "verified"
    # a listening port the answer never named: not verified (and not contradicted on a loose reading)
    part = verify_bundle(bundle("sshd listens on 22. Nothing else is listening.", net))
    assert statuses(part)["Nothing else is listening"] not in ("verified", "contradicted")


def test_a_byte_rate_written_in_bits_is_contradicted_by_the_measure_it_copies():
    from reos_desktop.certainty.wrapper import verify_bundle
    from tests.certainty._bundles import bundle

    # no disk named: no rate agrees read as bits (26 MB/s), but sdb's 210 MB/s is the number copied
    claim = verify_bundle(bundle("Disk writes are about 210 Mbit/s.", _IO)).claims[0]
    assert claim.status == "contradicted" and "written in bits" in claim.reason, claim
    # the same number read right as bits is fine
    assert _got("Wi-Fi is receiving about 21 Mbit/s.", _TRAFFIC) == {"Wi-Fi is receiving about 21 Mbit/s": "verified"}
