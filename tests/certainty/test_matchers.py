"""Matching claims against typed evidence: numbers, versions, states, negations, counts, superlatives."""

from reos_desktop.certainty.wrapper import verify_bundle

from ._bundles import bundle, disk_usage, nginx_status, statuses, steady, system_info, tool


def check(answer: str, *evidence) -> dict[str, str]:
    return statuses(verify_bundle(bundle(answer, *evidence)))


def test_numbers_convert_units_and_follow_stated_precision():
    # 50.68 GB (47.2 GiB) available: "about 51 GB" and "about 47 GiB" say it, "about 47 GB" is the wrong amount
    got = check("About 51 GB of memory is available. About 47 GiB is available. About 47 GB is available. "
                "Memory usage is 25%. Memory usage is 60%. "
                "The root filesystem has about 519 GiB free.", system_info(), disk_usage())
    assert got == {"About 51 GB of memory is available": "verified", "About 47 GiB is available": "verified",
                   "About 47 GB is available": "contradicted", "Memory usage is 25%": "verified",
                   "Memory usage is 60%": "contradicted", "The root filesystem has about 519 GiB free": "verified"}


def test_a_value_just_outside_the_precision_it_states_is_contradicted():
    got = check("Memory usage is 26.5%.", system_info())   # 24.8 measured: stated to a tenth, off by 1.7
    assert got == {"Memory usage is 26.5%": "contradicted"}


def test_installed_ram_may_exceed_what_the_kernel_reports():
    assert check("It has 64 GB of RAM.", steady()) == {"It has 64 GB of RAM": "verified"}
    assert check("It has 32 GB of RAM.", steady()) == {"It has 32 GB of RAM": "contradicted"}


def test_versions_use_package_ordering():
    got = check("nginx 1.24 is installed. Docker 24.0.7 is installed. nginx is newer than 1.20. curl 7.88 is installed.",
                steady())
    assert got == {"nginx 1.24 is installed": "verified", "Docker 24.0.7 is installed": "verified",
                   "nginx is newer than 1.20": "verified", "curl 7.88 is installed": "contradicted"}


def test_service_states_and_negations():
    assert check("nginx is running. nginx is not running. nginx is enabled.", nginx_status()) == {
        "nginx is running": "verified", "nginx is not running": "contradicted", "nginx is enabled": "verified"}
    assert check("nginx has failed.", nginx_status(active="failed", sub="failed")) == {"nginx has failed": "verified"}


def test_absent_package_in_a_complete_listing_contradicts():
    got = check("htop is installed. htop is not installed.", steady())
    assert got == {"htop is installed": "contradicted", "htop is not installed": "verified"}
    incomplete = steady(installed_packages={"nginx": "1.24.0-2ubuntu7"}, unavailable={"installed_packages": "denied"})
    assert check("htop is installed.", incomplete) == {"htop is installed": "unsupported"}


def test_negative_claims_need_a_complete_listing():
    units = [{"unit": "nginx.service", "load_state": "loaded", "active_state": "active", "sub_state": "running"},
             {"unit": "cron.service", "load_state": "loaded", "active_state": "active", "sub_state": "running"}]
    complete = tool("e5", "linux_service_status", {"units": units})
    cut = tool("e5", "linux_service_status", {"units": units}, complete=False)
    failed = tool("e5", "linux_service_status", {"units": units + [
        {"unit": "backup.service", "load_state": "loaded", "active_state": "failed", "sub_state": "failed"}]})
    assert check("No service has failed.", complete) == {"No service has failed": "verified"}
    assert check("No service has failed.", cut) == {"No service has failed": "unsupported"}
    assert check("No service has failed.", failed) == {"No service has failed": "contradicted"}
    assert check("No service has failed.", nginx_status()) == {"No service has failed": "unsupported"}


def test_hedged_claims_are_inference_unless_refuted():
    assert check("nginx is probably fine.", nginx_status()) == {"nginx is probably fine": "inference"}
    assert list(check("It seems nginx is stopped.", nginx_status()).values()) == ["contradicted"]


def test_counts_over_complete_and_incomplete_listings():
    boxes = [{"id": f"c{i}", "name": n, "image": "nginx:1", "state": s, "status": "Up 1 hour" if s == "running" else "Exited (0)",
              "created_at": "2026-11-22T08:00:00+00:00", "ports": []}
             for i, (n, s) in enumerate([("web", "running"), ("db", "running"), ("cache", "exited")])]
    listing = tool("e6", "linux_containers", {"runtime": "docker", "containers": boxes}, args={"all": True})
    assert check("2 containers are running. 3 containers are running.", listing) == {
        "2 containers are running": "verified", "3 containers are running": "contradicted"}


def test_superlatives_need_a_complete_or_sorted_listing():
    procs = [{"pid": 1, "name": "java", "user": "app", "cpu_percent": 50.0, "memory_percent": 20.0, "rss_bytes": 4 * 2**30,
              "status": "sleeping", "started_at": "2026-11-22T08:00:00+00:00", "cmdline": "java -jar app.jar"},
             {"pid": 2, "name": "nginx", "user": "root", "cpu_percent": 1.0, "memory_percent": 0.1, "rss_bytes": 12 * 2**20,
              "status": "sleeping", "started_at": "2026-11-22T08:00:00+00:00", "cmdline": "nginx: master"}]
    by_memory = tool("e7", "linux_processes", {"total": 300, "processes": procs}, args={"sort": "memory", "limit": 2},
                     complete=False)
    unsorted = tool("e7", "linux_processes", {"total": 300, "processes": procs}, args={"limit": 2}, complete=False)
    assert check("java uses the most memory.", by_memory) == {"java uses the most memory": "verified"}
    assert check("nginx uses the most memory.", by_memory) == {"nginx uses the most memory": "contradicted"}
    assert check("java uses the most memory.", unsorted) == {"java uses the most memory": "unsupported"}


def test_volatile_evidence_goes_stale_after_five_minutes():
    assert check("CPU usage is 12.5%.", system_info(age_s=600)) == {"CPU usage is 12.5%": "stale"}
    assert check("CPU usage is 12.5%.", system_info(age_s=200)) == {"CPU usage is 12.5%": "verified"}
    # a fresh reading outranks a stale one
    assert check("CPU usage is 12.5%.", system_info("e3", age_s=600), system_info("e9", cpu=40.0)) == {
        "CPU usage is 12.5%": "contradicted"}


def test_steady_state_goes_stale_when_its_source_changed():
    got = check("nginx 1.24 is installed. The kernel is 6.8.0-45-generic.", steady(stale_sources=["packages"]))
    assert got == {"nginx 1.24 is installed": "stale", "The kernel is 6.8.0-45-generic": "verified"}


def test_two_fresh_items_that_disagree_conflict():
    got = check("nginx is running.", nginx_status("e2"), nginx_status("e5", active="failed", sub="failed", age_s=90))
    assert got == {"nginx is running": "conflicting"}


def test_citing_evidence_that_does_not_say_it_is_a_finding():
    result = verify_bundle(bundle("nginx is running [e3]. nginx is enabled [e2]. nginx is active [e9].",
                                  nginx_status("e2"), system_info("e3")))
    assert statuses(result) == {"nginx is running": "unsupported", "nginx is enabled": "verified",
                                "nginx is active": "unsupported"}
    assert "e3" in result.claims[0].reason and "e9" in result.claims[2].reason


def test_user_words_support_what_the_user_said():
    said = {"id": "u1", "kind": "user", "collected_at": "2026-11-22T10:00:00+00:00", "text": "My app listens on port 3000."}
    assert check("You said your app listens on port 3000.", said) == {"You said your app listens on port 3000": "verified"}
    assert check("You said your app listens on port 8000.", said) == {"You said your app listens on port 8000": "unsupported"}


def test_a_failed_tool_supports_nothing():
    broken = tool("e5", "linux_disk_usage", {}, error="df: permission denied")
    result = verify_bundle(bundle("The disk is 45% full.", broken))
    assert statuses(result) == {"The disk is 45% full": "unsupported"}
    assert result.errors and "permission denied" in result.errors[0]


def test_gross_errors_contradict_whatever_the_rounding():
    # 8100 s up, 2 GiB of swap of which none is used, 62.8 GiB of RAM
    got = check("The machine has been up for 2 days. The machine has been up for about 2 hours. "
                "Swap usage is 2 GiB. It has 128 GB of RAM.", system_info())
    assert got == {"The machine has been up for 2 days": "contradicted",
                   "The machine has been up for about 2 hours": "verified",
                   "Swap usage is 2 GiB": "contradicted", "It has 128 GB of RAM": "contradicted"}


def test_package_events_keep_their_direction():
    history = tool("e5", "linux_package_history", {"events": [
        {"time": "2026-11-20T06:30:00+00:00", "action": "upgrade", "package": "nginx",
         "from_version": "1.22.1-9", "to_version": "1.24.0-2ubuntu7"}]}, args={"since_days": 30})
    assert check("nginx was upgraded to 1.24. nginx was downgraded.", history) == {
        "nginx was upgraded to 1.24": "verified", "nginx was downgraded": "contradicted"}


def test_container_exit_codes_and_elliptic_counts():
    boxes = tool("e6", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "ab12", "name": "web", "image": "nginx:1.27", "state": "running", "status": "Up 3 hours",
         "created": "2026-11-22T06:00:00+00:00", "ports": []},
        {"id": "cd34", "name": "db", "image": "postgres:16", "state": "running", "status": "Up 3 hours",
         "created": "2026-11-22T06:00:00+00:00", "ports": []},
        {"id": "ef56", "name": "job", "image": "busybox", "state": "exited", "status": "Exited (137) 5 minutes ago",
         "created": "2026-11-22T06:00:00+00:00", "ports": []}]}, args={"all": True})
    code = steady(installed_packages={"code": "1.95.3-1731513157"})
    got = check("job exited with code 1. job exited with code 137. There are 3 containers, 2 running. "
                "There are 3 containers, 3 running.", boxes, code)
    # the job did exit; the code it is said to have exited with is the wrong part (pinpoint.py)
    assert got == {"job exited": "verified", "with code 1": "contradicted", "job exited with code 137": "verified",
                   # a list of counts is a claim per count (count_lists.py); the elided noun is the first one's
                   "There are 3 containers": "verified", "2 running": "verified", "3 running": "contradicted"}


def _nodes() -> dict:
    def node(name, pressure=False):
        conds = [{"type": "Ready", "status": "True"}] + \
            ([{"type": "DiskPressure", "status": "True", "message": "kubelet has disk pressure"}] if pressure else [])
        return {"kind": "Node", "metadata": {"name": name}, "status": {"conditions": conds,
                                                                     "nodeInfo": {"kubeletVersion": "v1.30.5"}}}
    return tool("e7", "kubernetes_get", {"context": "prod", "namespace": None,
                                         "items": [node("kube-a"), node("kube-b", pressure=True)]},
                args={"resource": "nodes"})


def test_listing_claims_with_a_predicate_the_evidence_cannot_test_stay_unsupported():
    got = check("No node is overloaded. No node is tainted. All nodes are Ready. No node is under memory pressure. "
                "No node has disk pressure. kube-a reports DiskPressure.", _nodes())
    assert got == {"No node is overloaded": "unsupported", "No node is tainted": "unsupported",
                   "All nodes are Ready": "verified", "No node is under memory pressure": "verified",
                   "No node has disk pressure": "contradicted", "kube-a reports DiskPressure": "contradicted"}


def test_config_values_and_log_counts():
    sshd = tool("e8", "linux_file_read", {"path": "/etc/ssh/sshd_config", "offset": 0, "limit": 200, "total_lines": 2,
                                          "lines": ["PermitRootLogin prohibit-password", "PasswordAuthentication yes"]},
                args={"path": "/etc/ssh/sshd_config"})
    logs = tool("e9", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        {"time": f"2026-11-22T0{h}:00:00+00:00", "unit": None, "priority": None,
         "message": f"sshd[{500 + h}]: Failed password for root from 198.51.100.7 port {40000 + h} ssh2"}
        for h in range(5)]}, args={"grep": "sshd", "since_minutes": 1440})
    got = check("PermitRootLogin is set to yes. PasswordAuthentication is set to no. PasswordAuthentication is yes. "
                "There were 3 failed root logins. 198.51.100.7 failed to log in 5 times.", sshd, logs)
    assert got == {"PermitRootLogin is set to yes": "contradicted", "PasswordAuthentication is set to no": "contradicted",
                   "PasswordAuthentication is yes": "verified", "There were 3 failed root logins": "contradicted",
                   "198.51.100.7 failed to log in 5 times": "verified"}


def test_a_killed_process_is_not_the_one_running_now():
    procs = tool("e10", "linux_processes", {"total": 120, "processes": [
        {"pid": 2201, "name": "java", "user": "jenkins", "cpu_percent": 85.0, "memory_percent": 19.5,
         "rss_bytes": 6549825126, "started": "2026-11-22T09:52:10+00:00", "cmdline": "/usr/bin/java -jar jenkins.war",
         "status": "running"}]}, args={"sort": "memory", "limit": 5}, complete=False)
    logs = tool("e11", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {"time": "2026-11-22T09:51:33+00:00", "unit": "kernel", "priority": "err",
         "message": "Out of memory: Killed process 4988 (java) total-vm:9876543kB, anon-rss:4123456kB, file-rss:0kB"}]},
        args={"grep": "oom", "since_minutes": 720})
    got = check("The OOM killer terminated a java process (PID 4988). It was using roughly 4 GB of memory "
                "(`anon-rss:4123456kB`). The daemon exited with status 1.", procs, logs)
    assert got["The OOM killer terminated a java process (PID 4988)"] == "verified"
    assert got["It was using roughly 4 GB of memory (`anon-rss:4123456kB`)"] == "verified"
    assert "contradicted" not in got.values()


def test_a_vague_judgement_over_several_disks_is_not_refuted_by_one():
    usage = tool("e12", "linux_disk_usage", {"filesystems": [
        {"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249480183808,
         "used_bytes": 65498251264, "free_bytes": 183981932544, "percent": 26.3},
        {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "ext4", "total_bytes": 8001427603456,
         "used_bytes": 7281299119145, "free_bytes": 720128484311, "percent": 91.0}]})
    assert check("The disk is full. The disk is almost full. / is almost full.", usage) == {
        "The disk is full": "unsupported", "The disk is almost full": "verified", "/ is almost full": "contradicted"}


def test_kubelet_versions_per_node_and_quoted_log_times():
    def node(name, version, ready=True):
        return {"kind": "Node", "metadata": {"name": name},
                "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "False"}],
                           "nodeInfo": {"kubeletVersion": version}}}
    nodes = tool("e13", "kubernetes_get", {"context": "default", "namespace": None,
                                           "items": [node("kube-a", "v1.30.6+k3s1"), node("kube-b", "v1.29.3+k3s1", False)]},
                 args={"resource": "nodes"})
    logs = tool("e14", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        {"time": "2026-11-22T09:20:02+00:00", "unit": "k3s.service", "priority": "info",
         "message": "Node kube-b status is now: NodeNotReady"},
        {"time": "2026-11-22T09:31:40+00:00", "unit": "k3s.service", "priority": "warning",
         "message": "Failed to update lease: context deadline exceeded"}]}, args={"unit": "k3s", "since_minutes": 30})
    got = check('kube-b (kubelet v1.29.3) is NotReady. kube-a runs k3s v1.29.3. There are 2 nodes in total. '
                'k3s logged "Failed to update lease: context deadline exceeded" at 09:31.', nodes, logs)
    assert got == {"kube-b (kubelet v1.29.3) is NotReady": "verified", "kube-a runs k3s v1.29.3": "contradicted",
                   "There are 2 nodes in total": "verified",
                   'k3s logged "Failed to update lease: context deadline exceeded" at 09:31': "verified"}


def test_cpu_time_in_cores_load_windows_and_renamed_kernel_packages():
    procs = tool("e15", "linux_processes", {"total": 356, "processes": [
        {"pid": 8812, "name": "cs2", "user": "cal", "cpu_percent": 285.0, "memory_percent": 12.5,
         "rss_bytes": 4080218931, "started": "2026-11-22T09:10:00+00:00",
         "cmdline": "/home/cal/.steam/steamapps/common/Counter-Strike Global Offensive/game/bin/cs2", "status": "running"}]},
        args={"sort": "cpu", "limit": 4}, complete=False)
    history = tool("e16", "linux_package_history", {"events": [
        {"time": "2026-11-22T08:52:30+00:00", "action": "upgrade", "package": "kernel-default",
         "from_version": "6.11.5-1.1", "to_version": "6.11.8-1.1"}]}, args={"since_days": 3})
    got = check("Counter-Strike 2 is pegging the CPU at ~285% (about 3 cores). The machine has 12 cores. "
                "The load average is 0.52 (0.61 and 0.70 over 5 and 15 minutes). "
                "The kernel went from 6.11.5 to 6.11.8.", procs, history, system_info(), steady())
    assert got == {"Counter-Strike 2 is pegging the CPU at ~285%": "verified", "about 3 cores": "verified",
                   "The machine has 12 cores": "verified", "The load average is 0.52": "verified",
                   "0.61 and 0.70 over 5 and 15 minutes": "verified", "The kernel went from 6.11.5 to 6.11.8": "verified"}


def test_citations_after_each_clause_answer_for_that_clause():
    history = tool("e5", "linux_package_history", {"events": [
        {"time": "2026-11-20T06:30:00+00:00", "action": "upgrade", "package": "nginx",
         "from_version": "1.22.1-9", "to_version": "1.24.0-2ubuntu7"}]}, args={"since_days": 30})
    got = check("nginx 1.24 is installed [e1], upgraded on November 20 [e1].", steady(), history)
    assert got == {"nginx 1.24 is installed": "verified", "upgraded on November 20": "unsupported"}


def test_kubernetes_services_and_listening_programs():
    services = tool("e6", "kubernetes_get", {"context": "prod", "namespace": "shop", "items": [
        {"kind": "Service", "metadata": {"name": "web", "namespace": "shop"},
         "spec": {"type": "LoadBalancer", "clusterIP": "10.43.12.7", "ports": [{"port": 80, "targetPort": 8080}]},
         "status": {"loadBalancer": {"ingress": [{"ip": "203.0.113.50"}]}}}]}, args={"resource": "services"})
    sockets = tool("e7", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 6432, "pid": 1502, "process": "pgbouncer"}]})
    got = check("The web service has external IP 203.0.113.50, forwarding port 80 to 8080. "
                "PgBouncer is not listening. pgbouncer is listening.", services, sockets)
    assert got == {"The web service has external IP 203.0.113.50, forwarding port 80 to 8080": "verified",
                   "PgBouncer is not listening": "contradicted", "pgbouncer is listening": "verified"}


def test_package_versions_written_with_an_arrow_or_another_separator():
    history = tool("e8", "linux_package_history", {"events": [
        {"time": "2026-12-01T21:03:10+00:00", "action": "upgrade", "package": "linux",
         "from_version": "6.11.9.arch1-1", "to_version": "6.12.1.arch1-1"}]}, args={"since_days": 7})
    got = check("You're on Linux 6.12.1-arch1-1, upgraded from 6.11.9 on Dec 1. The kernel went 6.11.9 → 6.12.1.",
                history, steady(installed_packages={"linux": "6.12.1.arch1-1"}))
    # the date is a claim of its own, read with the clause it times (riders.py); each part holds
    assert got == {"You're on Linux 6.12.1-arch1-1, upgraded from 6.11.9": "verified", "on Dec 1": "verified",
                   "The kernel went 6.11.9 → 6.12.1": "verified"}


def test_fresh_evidence_decides_over_stale_and_ready_replicas_are_not_wanted_ones():
    deployments = tool("e9", "kubernetes_get", {"context": "prod", "namespace": "shop", "items": [
        {"kind": "Deployment", "metadata": {"name": "checkout", "namespace": "shop"}, "spec": {"replicas": 1},
         "status": {"replicas": 1, "readyReplicas": 0, "availableReplicas": 0}}]}, args={"resource": "deployments"})
    got = check("checkout has 1 ready replica. checkout wants 1 replica. The load average is 4.5. Swap isn't used at all.",
                deployments, system_info(), system_info(eid="e8", age_s=1800))
    assert got == {"checkout has 1 ready replica": "contradicted", "checkout wants 1 replica": "verified",
                   "The load average is 4.5": "contradicted", "Swap isn't used at all": "verified"}
