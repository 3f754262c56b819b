"""A contradiction needs its reason established: the subject resolved to the measured thing, the attribute the
evidence holds, a complete base. Otherwise the claim is unsupported. Restart and process counts are read."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import NOW, nginx_status, tool


def _status(evidence: list[dict], answer: str, question: str = "What is going on?") -> str:
    result = verify_bundle({"now": NOW, "question": question, "answer": answer, "evidence": evidence})
    assert result.claims, answer
    return result.claims[0].status


def _procs(complete: bool = True, args: dict | None = None) -> dict:
    rows = [{"pid": 10 + i, "name": name, "user": "www", "cpu_percent": cpu, "rss_bytes": 10_000_000 * (i + 1),
             "cmdline": cmd} for i, (name, cpu, cmd) in enumerate([
                 ("php-fpm", 30.0, "php-fpm: pool www"), ("php-fpm", 5.0, "php-fpm: pool www"),
                 ("nginx", 1.0, "nginx: worker process")])]
    return tool("e4", "linux_processes", {"total": 3 if complete else 40, "processes": rows},
                args=args if args is not None else {}, complete=complete)


def test_service_restart_counter_under_its_tool_names():
    for key in ("n_restarts", "NRestarts"):
        status = nginx_status()
        status["data"][key] = 31
        assert _status([status], "nginx has restarted 31 times.") == "verified"
        assert _status([status], "nginx shows 31 restarts.") == "verified"
        assert _status([status], "nginx restarted 17 times.") == "contradicted"


def test_pod_restart_count():
    pod = tool("e3", "kubernetes_get", {"kind": "pods", "namespace": "default", "items": [
        {"kind": "Pod", "metadata": {"name": "api-7d9"}, "spec": {"nodeName": "n1"}, "status": {
            "phase": "Running", "containerStatuses": [{"name": "api", "ready": True, "restartCount": 31,
                                                       "state": {"running": {}}}]}}]}, args={"resource": "pods"})
    assert _status([pod], "api-7d9 has restarted 31 times.") == "verified"
    assert _status([pod], "The api-7d9 pod shows 17 restarts.") == "contradicted"


def test_processes_of_one_name_counted_over_a_complete_or_name_filtered_listing():
    assert _status([_procs()], "There are two php-fpm processes.") == "verified"
    assert _status([_procs()], "There are three php-fpm processes.") == "contradicted"
    assert _status([_procs(args={"name": "php-fpm"})], "There are three php-fpm processes.") == "contradicted"
    # a listing cut to its head cannot say how many there are
    assert _status([_procs(complete=False, args={"limit": 3, "sort": "cpu"})],
                   "There are three php-fpm processes.") == "unsupported"


def test_only_with_a_count_is_not_exclusivity():
    # other processes (nginx) are no counterexample to a count of php-fpm workers
    assert _status([_procs()], "There are only two php-fpm workers running.") == "verified"
    assert _status([_procs(complete=False, args={"limit": 3, "sort": "cpu"})],
                   "There are only three php-fpm workers running.") == "unsupported"


def test_superlative_of_an_unresolved_subject_never_contradicts():
    disks = tool("e5", "linux_disk_usage", {"filesystems": [
        {"mountpoint": "/", "device": "/dev/sda2", "fstype": "ext4", "total_bytes": 500 * 10**9,
         "used_bytes": 450 * 10**9, "free_bytes": 50 * 10**9, "percent": 90.0},
        {"mountpoint": "/boot", "device": "/dev/sda1", "fstype": "ext4", "total_bytes": 10**9,
         "used_bytes": 2 * 10**8, "free_bytes": 8 * 10**8, "percent": 20.0}]})
    assert _status([disks], "That recording is the biggest file on the disk.") == "unsupported"
    assert _status([disks], "/boot is the fullest filesystem.") == "contradicted"


def test_superlative_subject_named_by_what_the_process_runs():
    assert _status([_procs()], "The top CPU user is PID 10, the php-fpm pool www worker.") != "contradicted"
    assert _status([_procs()], "nginx is the top CPU user.") == "contradicted"


def test_nobody_in_a_group_is_not_a_claim_over_the_list_of_groups():
    from tests.certainty._bundles import steady

    ev = [steady(groups=[{"name": "sudo", "gid": 27, "members": ["alice"]},
                         {"name": "audio", "gid": 29, "members": []}])]
    assert _status(ev, "Nobody is in the audio group.") != "contradicted"


def test_stated_build_metadata_is_the_same_version():
    nodes = tool("e2", "kubernetes_get", {"kind": "nodes", "items": [
        {"kind": "Node", "metadata": {"name": n}, "status": {"conditions": [{"type": "Ready", "status": "True"}],
                                                             "nodeInfo": {"kubeletVersion": "v1.30.4+k3s1"}}}
        for n in ("cp1", "w1")]}, args={"resource": "nodes"})
    assert _status([nodes], "All nodes run v1.30.4+k3s1.") == "verified"
    assert _status([nodes], "All nodes run v1.31.2+k3s1.") == "contradicted"
