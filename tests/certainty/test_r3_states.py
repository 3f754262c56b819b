"""States, existence and claims over listings (round 3): unit state vocabulary, the subject a state is said
of, 'else'/'other' after names the answer gave, counts whose class is said before, absences."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, tool
from tests.certainty._bundles import claim_statuses as _status


def _units(*units, eid="e2") -> dict:
    return tool(eid, "linux_service_status", {"units": [
        {"unit": u, "load_state": "loaded", "active_state": a, "sub_state": s, "unit_file_state": f}
        for u, a, s, f in units]})


UNITS = _units(("ledger-worker.service", "activating", "auto-restart", "enabled"),
               ("nginx.service", "active", "running", "enabled"),
               ("redis-server.service", "failed", "failed", "enabled"),
               ("certbot.service", "inactive", "dead", "static"),
               ("systemd-timesyncd.service", "inactive", "dead", "disabled"),
               ("wg-quick@wg0.service", "active", "exited", "enabled"))


def _containers(*rows, all_=True) -> dict:
    return tool("e3", "linux_containers", {"runtime": "docker", "containers": [
        {"id": f"{i:012x}", "name": n, "image": f"{n}:1", "state": st, "status": stat, "ports": []}
        for i, (n, st, stat) in enumerate(rows)]}, args={"all": all_})


CONTAINERS = _containers(("web", "running", "Up 2 days"), ("db", "running", "Up 2 days"),
                         ("cache", "running", "Up 2 days"), ("worker", "restarting", "Restarting (1) 5 seconds ago"),
                         ("backup", "exited", "Exited (0) 3 hours ago"))


def _pod(name, phase, ready=None, restarts=0):
    statuses = [] if ready is None else [{"name": name, "ready": ready, "restartCount": restarts,
                                           "state": {"running": {}} if ready else {"waiting": {"reason": "x"}}}]
    return {"kind": "Pod", "metadata": {"name": name, "namespace": "shop"}, "spec": {"nodeName": "w1"},
            "status": {"phase": phase, "containerStatuses": statuses}}


def _nodes(*ready) -> dict:
    return tool("e5", "kubernetes_get", {"items": [
        {"kind": "Node", "metadata": {"name": n}, "status": {"conditions": [{"type": "Ready", "status": r}]}}
        for n, r in ready]}, args={"resource": "nodes"})


# --- unit state vocabulary -------------------------------------------------------------------------------

def test_a_unit_waiting_to_restart_is_not_running():
    got = _status("ledger-worker is running normally. ledger-worker.service is activating (auto-restart), "
                  "not running.", UNITS)
    assert got["ledger-worker is running normally"] == "contradicted"
    assert got["ledger-worker.service is activating (auto-restart), not running"] == "verified"


def test_a_static_unit_is_not_enabled():
    assert _status("certbot.service is enabled.", UNITS)["certbot.service is enabled"] == "contradicted"


def test_off_is_stopped():
    got = _status("Time sync (systemd-timesyncd) is off.", UNITS)
    assert got["Time sync (systemd-timesyncd) is off"] == "verified"
    got = _status("nginx is off.", UNITS)
    assert got["nginx is off"] == "contradicted"


def test_comes_up_at_boot_is_enablement_not_up_now():
    got = _status("wg-quick@wg0 is active. It's enabled so it comes up at boot.", UNITS)
    assert got["It's enabled so it comes up at boot"] == "verified"


def test_went_down_during_an_occasion_is_an_event_the_state_cannot_date():
    got = _status("Redis went down during the overnight upgrade.", UNITS)
    assert got["Redis went down during the overnight upgrade"] == "unsupported"


def test_up_and_running_is_one_state():
    got = _status("nginx is up and running.", UNITS)
    assert got == {"nginx is up and running": "verified"}


# --- 'else' and 'other' leave out what the answer named before ------------------------------------------

def test_everything_else_leaves_out_every_unit_named_before():
    units = _units(("nginx.service", "active", "running", "enabled"),
                   ("redis-server.service", "failed", "failed", "enabled"),
                   ("prometheus-node-exporter.service", "inactive", "dead", "disabled"))
    answer = "redis-server has failed, prometheus-node-exporter is inactive and everything else is up and running."
    assert _status(answer, units)["everything else is up and running"] == "verified"
    # a unit the answer did not name still contradicts it
    units = _units(("nginx.service", "active", "running", "enabled"),
                   ("redis-server.service", "failed", "failed", "enabled"),
                   ("cups.service", "failed", "failed", "enabled"),
                   ("prometheus-node-exporter.service", "inactive", "dead", "disabled"))
    assert _status(answer, units)["everything else is up and running"] == "contradicted"


def test_every_other_pod_has_no_restarts():
    pods = tool("e4", "kubernetes_get", {"namespace": "shop", "items": [
        _pod("api-1", "Running", True, 0), _pod("worker-1", "Running", False, 14), _pod("db-0", "Running", True, 0)]},
        args={"resource": "pods", "namespace": "shop"})
    got = _status("worker-1 has restarted 14 times. Every other pod has 0 restarts.", pods)
    assert got["Every other pod has 0 restarts"] == "verified"
    pods["data"]["items"][2]["status"]["containerStatuses"][0]["restartCount"] = 2
    got = _status("worker-1 has restarted 14 times. Every other pod has 0 restarts.", pods)
    assert got["Every other pod has 0 restarts"] == "contradicted"


def test_nothing_else_listening_counts_a_socket_named_by_its_address():
    net = tool("e6", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 10, "process": "sshd"},
        {"proto": "udp", "address": "127.0.0.53", "port": 53, "pid": 11, "process": "systemd-resolve"}]})
    got = _status("SSH listens on 22. DNS is only the local stub on 127.0.0.53. Nothing else is listening.", net)
    assert got["Nothing else is listening"] == "verified"


# --- counts and universals whose class was said before -------------------------------------------------

def test_a_bare_count_of_a_state_takes_the_class_of_the_listing():
    assert _status("Four are up.", CONTAINERS)["Four are up"] == "contradicted"
    assert _status("Three are up.", CONTAINERS)["Three are up"] == "verified"
    got = _status("Three containers are running, one is stuck restarting.", CONTAINERS)
    assert got["one is stuck restarting"] == "verified"


def test_the_other_n_are_in_a_state():
    nodes = _nodes(("w1", "True"), ("w2", "True"), ("w3", "False"), ("w4", "True"))
    assert _status("w3 is NotReady; the other three are Ready.", nodes)["the other three are Ready"] == "verified"
    nodes = _nodes(("w1", "True"), ("w2", "False"), ("w3", "False"), ("w4", "True"))
    assert _status("w3 is NotReady; the other three are Ready.", nodes)["the other three are Ready"] == "contradicted"


def test_not_everything_is_running():
    assert _status("No, not everything is running.", CONTAINERS)["not everything is running"] == "verified"
    up = _containers(("web", "running", "Up 2 days"), ("db", "running", "Up 2 days"))
    assert _status("No, not everything is running.", up)["not everything is running"] == "contradicted"


def test_ready_replicas_of_the_set_the_clause_before_named():
    sts = tool("e7", "kubernetes_get", {"items": [{"kind": "StatefulSet", "metadata": {"name": "archive-db"},
                                                   "spec": {"replicas": 3},
                                                   "status": {"replicas": 3, "readyReplicas": 2}}]},
               args={"resource": "statefulsets"})
    assert _status("The StatefulSet wants 3 replicas, but only 2 are ready.", sts)["only 2 are ready"] == "verified"
    assert _status("The StatefulSet wants 3 replicas, but only 1 is ready.", sts)["only 1 is ready"] == "contradicted"


def test_a_pending_pod_without_containers_is_not_ready():
    pods = tool("e4", "kubernetes_get", {"namespace": "shop", "items": [
        _pod("api-1", "Running", True), _pod("api-2", "Running", True), _pod("db-2", "Pending")]},
        args={"resource": "pods", "namespace": "shop"})
    assert _status("db-2 is not ready.", pods)["db-2 is not ready"] == "verified"


# --- the thing a state is said of -----------------------------------------------------------------------

def _history(*events) -> dict:
    return tool("e8", "linux_package_history", {"events": [
        {"time": t, "action": a, "package": p, "version": v} for t, a, p, v in events]}, age_s=60)


def test_a_kernel_said_to_be_running_is_compared_with_the_running_kernel():
    from tests.certainty._bundles import steady

    base = steady("e1", kernel="6.11.10-300.fc41.x86_64")
    got = _status("kernel-core 6.11.11 was installed on 3 October, and you're already running it.", base)
    assert got["you're already running it"] == "contradicted"
    got = _status("kernel 6.11.10 was installed on 3 October and is the one running.", base)
    assert got["is the one running"] == "verified"


def test_the_service_after_a_package_is_the_service_of_that_name():
    docker = tool("e2", "linux_service_status", {"unit": "docker.service", "load_state": "loaded",
                                                 "active_state": "active", "sub_state": "running",
                                                 "unit_file_state": "enabled"}, args={"name": "docker"})
    pkgs = _history(("2026-11-22T09:11:58+00:00", "upgrade", "docker-ce", "3:26.1.3-1"))
    got = _status("docker-ce was upgraded today. The service is running.", docker, pkgs)
    assert got["The service is running"] == "verified"
    docker["data"]["active_state"], docker["data"]["sub_state"] = "failed", "failed"
    got = _status("docker-ce was upgraded today. The service is running.", docker, pkgs)
    assert got["The service is running"] == "contradicted"


def test_neither_nor_denies_the_state_of_both_names():
    from tests.certainty._bundles import steady

    assert _status("No, neither MariaDB nor MySQL is installed.", steady())[
        "neither MariaDB nor MySQL is installed"] == "verified"
    assert _status("No, neither nginx nor MySQL is installed.", steady())[
        "neither nginx nor MySQL is installed"] == "contradicted"


# --- absence from a listing of the right class -----------------------------------------------------------

def test_running_too_after_containers_is_looked_for_among_the_containers():
    got = _status("backup exited three hours ago. uptime-kuma is running too.", CONTAINERS)
    assert got["uptime-kuma is running too"] == "contradicted"


def test_no_name_interface():
    net = tool("e6", "linux_network_info", {"interfaces": [
        {"name": "wlp0s20f3", "mac": "aa:bb:cc:dd:ee:ff", "addresses": ["192.168.1.57/24"], "is_up": True}],
        "listening": [], "connections": []})
    assert _status("There is no wg0 interface right now.", net)["There is no wg0 interface right now"] == "verified"
    assert _status("There is no wlp0s20f3 interface.", net)["There is no wlp0s20f3 interface"] == "contradicted"


def test_a_statement_under_a_heading_is_not_a_name_missing_from_its_listing():
    answer = "## Containers\n\n- web is stuck restarting — its AOF file is corrupt\n"
    got = _status(answer, CONTAINERS)
    assert got.get("its AOF file is corrupt") != "contradicted"


def test_top_memory_users_are_processes_not_accounts():
    from tests.certainty._bundles import steady

    procs = tool("e4", "linux_processes", {"total": 2, "processes": [
        {"pid": 2210, "name": "gnome-shell", "user": "alice", "rss_bytes": 510_000_000, "cmdline": "/usr/bin/gnome-shell"},
        {"pid": 10, "name": "java", "user": "alice", "rss_bytes": 3_100_000_000, "cmdline": "java"}]},
        args={"sort": "memory"})
    got = _status("Top memory users right now:\n1. java — about 3.1 GB\n2. gnome-shell, ~510 MB\n", steady(), procs)
    assert got.get("gnome-shell") != "contradicted"


def test_a_row_named_by_several_words_is_the_listed_process_of_that_name():
    procs = tool("e3", "linux_processes", {"total": 388, "processes": [
        {"pid": 3301, "name": "firefox", "user": "m", "rss_bytes": 2_450_000_000, "cmdline": "/usr/lib64/firefox/firefox"},
        {"pid": 3388, "name": "Isolated Web Co", "user": "m", "rss_bytes": 1_320_000_000,
         "cmdline": "/usr/lib64/firefox/firefox -contentproc"},
        {"pid": 2210, "name": "gnome-shell", "user": "m", "rss_bytes": 610_000_000, "cmdline": "/usr/bin/gnome-shell"}]},
        args={"sort": "memory", "limit": 3}, complete=False)
    answer = ("Biggest memory users:\n\n| Process | PID | Memory |\n|---|---|---|\n| firefox | 3301 | 2.3 GiB |\n"
              "| Isolated Web Co | 3388 | 1.3 GB |\n")
    reasons = [c.reason for c in verify_bundle(bundle(answer, procs)).claims]
    assert not any("is not among the processes" in r for r in reasons), reasons


# --- wrong contradictions from a state said of something else -------------------------------------------

def test_a_cross_under_a_state_column_denies_that_state():
    nodes = _nodes(("gethen", "True"), ("rere", "False"))
    answer = "| Node | Ready |\n|---|---|\n| gethen | ✅ |\n| rere | ❌ |\n"
    claims = verify_bundle(bundle(answer, nodes)).claims
    assert [c.status for c in claims if c.text in ("✅", "❌")] == ["verified", "verified"]
    answer = "| Node | Ready |\n|---|---|\n| gethen | ❌ |\n"
    claims = verify_bundle(bundle(answer, nodes)).claims
    assert [c.status for c in claims if c.text == "❌"] == ["contradicted"]


def test_an_inactive_unit_whose_program_runs_is_conflicting_not_stopped():
    units = _units(("prometheus-node-exporter.service", "inactive", "dead", "enabled"))
    procs = tool("e4", "linux_processes", {"total": 1, "processes": [
        {"pid": 2210, "name": "prometheus-node", "user": "prometheus", "status": "sleeping",
         "cmdline": "/usr/bin/prometheus-node-exporter"}]})
    assert _status("prometheus-node-exporter is running.", units, procs)[
        "prometheus-node-exporter is running"] == "conflicting"
    assert _status("prometheus-node-exporter is running.", units)["prometheus-node-exporter is running"] == "contradicted"


def test_and_failed_after_a_timed_event_is_that_event():
    units = _units(("docker.service", "active", "running", "enabled"))
    got = _status("06:40:01 — docker.service exited with status 2 and failed.", units)
    assert "contradicted" not in got.values(), got


def test_was_last_ready_is_a_past_state():
    nodes = _nodes(("w1", "True"), ("w2", "False"))
    got = _status("w2 is NotReady. It was last Ready about an hour ago.", nodes)
    assert got["It was last Ready about an hour ago"] == "unsupported"


def test_a_name_after_a_preposition_is_not_the_subject_of_the_state():
    units = _units(("ssh.service", "active", "running", "enabled"))
    assert _status("Root login over SSH is disabled.", units)["Root login over SSH is disabled"] == "unsupported"


def test_a_program_that_logged_no_errors_is_not_every_program():
    logs = tool("e6", "linux_recent_logs", {"entries": [
        {"time": "2026-11-22T09:41:09+00:00", "unit": "kernel", "priority": "err", "message": "usb 3-2: error -71"}]},
        args={"since_minutes": 120, "priority": "warning", "limit": 4}, complete=False)
    assert _status("sshd logged no errors.", logs)["sshd logged no errors"] == "unsupported"


def test_no_other_package_changes_in_a_window_wider_than_the_history():
    hist = tool("e6", "linux_package_history", {"events": [
        {"time": "2026-11-20T10:03:22+00:00", "action": "remove", "package": "teams-for-linux"},
        {"time": "2026-11-21T19:40:11+00:00", "action": "install", "package": "steam-installer"}]},
        args={"since_days": 14})
    answer = "Steam was installed on Nov 21. teams-for-linux was removed on Nov 20. "
    got = _status(answer + "No other packages changed in the last two months.", hist)
    assert got["No other packages changed in the last two months"] == "unsupported"
    got = _status(answer + "No other packages changed in the last week.", hist)
    assert got["No other packages changed in the last week"] == "verified"


def test_nearly_idle_is_a_trickle_and_plain_idle_is_no_traffic():
    traffic = tool("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 12_500_000, "tx_bytes_per_s": 94_000_000},
        {"name": "docker0", "rx_bytes_per_s": 210_000, "tx_bytes_per_s": 180_000},
        {"name": "tailscale0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 600}]})
    got = _status("docker0 is nearly idle. tailscale0 is idle. eno1 is idle.", traffic)
    assert got["docker0 is nearly idle"] == "verified"
    assert got["tailscale0 is idle"] == "verified"
    assert got["eno1 is idle"] == "contradicted"
    assert _status("docker0 is completely idle.", traffic)["docker0 is completely idle"] == "contradicted"
    assert _status("eno1 is nearly idle.", traffic)["eno1 is nearly idle"] == "contradicted"
