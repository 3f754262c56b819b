"""The question's one named thing as what an answer's first "it" means, a unit's main PID against log lines that
number other processes, "X isn't in the top six", and a pod said to be "also on" or "scheduled onto" a node
known only from the pods' own records."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, tool


def _pods() -> dict:
    def pod(name: str, node: str, restarts: int) -> dict:
        return {"kind": "Pod", "metadata": {"name": name, "namespace": "shop"}, "spec": {"nodeName": node},
                "status": {"phase": "Running", "containerStatuses": [
                    {"name": name.split("-")[0], "ready": True, "restartCount": restarts,
                     "state": {"running": {"startedAt": "2026-11-22T08:00:00Z"}}}]}}
    return tool("e2", "kubernetes_get", {"namespace": "shop", "items": [
        pod("checkout-5c6b7d8f9-p4r2s", "kiln-w1", 14), pod("cart-7d9f8b6c5-x2kq4", "kiln-w2", 0),
        pod("redis-0", "kiln-w3", 0)]}, args={"resource": "pods", "namespace": "shop"})


def test_an_answers_first_it_is_the_thing_the_question_named():
    question = "how many restarts has checkout had?"
    assert status_containing("14 restarts so far. It runs on kiln-w2.", "kiln-w2", _pods(),
                             question=question) == "contradicted"
    assert status_containing("14 restarts so far. It runs on kiln-w1.", "kiln-w1", _pods(),
                             question=question) == "verified"


def test_a_question_naming_several_things_gives_no_topic():
    question = "are checkout and cart healthy?"
    assert status_containing("14 restarts so far. It runs on kiln-w2.", "kiln-w2", _pods(),
                             question=question) != "contradicted"


def test_a_pod_also_on_or_scheduled_onto_a_node_only_the_pods_name():
    assert status_containing("checkout is on kiln-w1, and `redis-0` is also on kiln-w2.", "redis-0", _pods()) \
        == "contradicted"
    assert status_containing("`redis-0` is also on kiln-w3.", "redis-0", _pods()) == "verified"
    assert status_containing("The redis-0 pod was scheduled onto kiln-w1.", "kiln-w1", _pods()) == "contradicted"


def _unit_with_worker_logs() -> list[dict]:
    status = tool("e3", "linux_service_status", {
        "unit": "orders-api.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 88210, "active_since": "2026-11-22T07:41:02+00:00"},
        args={"name": "orders-api"})
    logs = tool("e4", "linux_recent_logs", {"source": "journal", "unit": "orders-api.service", "entries": [
        {"time": "2026-11-22T07:41:03+00:00", "unit": "orders-api.service", "priority": "info",
         "message": "[INFO] Booting worker with pid: 88214"}]}, args={"unit": "orders-api.service"})
    return [status, logs]


def test_a_units_main_pid_is_its_own_even_when_a_log_line_numbers_a_worker():
    assert status_containing("orders-api runs with main PID 88214.", "88214", *_unit_with_worker_logs()) \
        == "contradicted"
    assert status_containing("orders-api runs with main PID 88210.", "88210", *_unit_with_worker_logs()) \
        == "verified"
    # a worker's PID the log gives is not the main PID said wrong
    assert status_containing("A gunicorn worker (PID 88214) was booted at 07:41.", "88214",
                             *_unit_with_worker_logs()) != "contradicted"


def _by_memory() -> dict:
    rows = [(2210, "firefox", 1_500_000_000), (3301, "gnome-shell", 900_000_000), (4100, "code", 800_000_000),
            (4200, "slack", 600_000_000), (4300, "zoom", 500_000_000), (4400, "evolution", 400_000_000),
            (4500, "tracker-miner", 300_000_000)]
    procs = [{"pid": pid, "name": name, "user": "ana", "cpu_percent": 1.0, "memory_percent": 2.0, "rss_bytes": rss,
              "status": "sleeping", "started_at": "2026-11-22T06:00:00+00:00", "cmdline": name}
             for pid, name, rss in rows]
    return tool("e5", "linux_processes", {"total": 240, "processes": procs}, args={"sort": "memory", "limit": 7},
                complete=False)


def test_not_in_the_top_n_of_a_sorted_listing():
    assert status_containing("gnome-shell isn't in the top six.", "gnome-shell", _by_memory()) == "contradicted"
    assert status_containing("tracker-miner isn't in the top six.", "tracker-miner", _by_memory()) == "verified"
    assert status_containing("Slack doesn't even make the top five.", "Slack", _by_memory()) == "contradicted"
    assert status_containing("Evolution doesn't make the top three.", "Evolution", _by_memory()) == "verified"


def test_not_in_the_top_list_means_the_whole_list_shown():
    assert status_containing("Zoom isn't in the top list at all.", "Zoom", _by_memory()) == "contradicted"


def _disk() -> dict:
    return tool("e6", "linux_disk_usage", {"filesystems": [
        {"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 500_000_000_000,
         "used_bytes": 206_000_000_000, "free_bytes": 294_000_000_000, "percent": 41.2}]})


def test_a_bare_share_of_a_filesystem_is_the_part_in_use():
    # 41.2% used, 58.8% free: "at about 55%" is neither, and a share said bare is the used one
    assert status_containing("The root filesystem is at about 55%.", "55%", _disk()) == "contradicted"
    assert status_containing("The root filesystem is at about 41%.", "41%", _disk()) == "verified"
    assert status_containing("The root filesystem has about 59% free.", "59%", _disk()) == "verified"


def test_a_pid_copied_with_two_digits_swapped():
    status = tool("e3", "linux_service_status", {
        "unit": "nginx.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 48213, "active_since": "2026-11-22T07:41:02+00:00"},
        args={"name": "nginx"})
    answer = "Status of nginx:\n\n- state: running\n- main PID: 48231\n"
    assert status_containing(answer, "48231", status) == "contradicted"
    assert status_containing(answer.replace("48231", "48213"), "48213", status) == "verified"


def _kernel_log() -> dict:
    return tool("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {"time": "2026-11-22T08:46:28+00:00", "unit": "k3s.service", "priority": "warning",
         "message": "node_lifecycle_controller: node \"kiln-w2\" marked NotReady"},
        {"time": "2026-11-22T09:02:11+00:00", "unit": "bluetooth.service", "priority": "info",
         "message": "Bluetooth daemon 5.77"}]}, args={"since_minutes": 120})


def test_a_clock_time_said_to_the_minute_and_a_few_minutes_off():
    assert status_containing("At 08:49 kiln-w2 was marked NotReady.", "08:49", _kernel_log()) == "contradicted"
    assert status_containing("At 08:46 kiln-w2 was marked NotReady.", "08:46", _kernel_log()) == "verified"
    # about a time is looser: a quarter of an hour
    assert status_containing("Around 08:50 kiln-w2 was marked NotReady.", "08:50", _kernel_log()) != "contradicted"


def test_a_wrong_time_is_marked_apart_from_what_nothing_checked():
    claims = claim_list('Bluetooth came back up at 08:58 (it logged "Bluetooth daemon 5.77") and ran for about '
                        '15 minutes.', _kernel_log())
    wrong = [t for t, s in claims if s == "contradicted"]
    assert wrong and all("08:58" in t and "15 minutes" not in t for t in wrong), claims
    assert any("15 minutes" in t and s == "unsupported" for t, s in claims), claims


def _cluster() -> dict:
    def pod(name: str, node: str, ready: bool, waiting: str | None = None) -> dict:
        state = {"waiting": {"reason": waiting}} if waiting else {"running": {"startedAt": "2026-11-22T08:00:00Z"}}
        return {"kind": "Pod", "metadata": {"name": name, "namespace": "shop"}, "spec": {"nodeName": node},
                "status": {"phase": "Pending" if waiting == "ContainerCreating" else "Running",
                           "containerStatuses": [{"name": name.split("-")[0], "ready": ready, "restartCount": 0,
                                                  "state": state}]}}
    return tool("e2", "kubernetes_get", {"namespace": "shop", "items": [
        pod("web-7d9f8b6c5-aaaaa", "kiln-w1", True), pod("web-7d9f8b6c5-bbbbb", "kiln-w2", False),
        pod("worker-6f8d9c7b5a-qr7st", "kiln-w3", False, "ContainerCreating")]},
        args={"resource": "pods", "namespace": "shop"})


def test_a_replica_named_by_the_node_it_runs_on():
    assert status_containing("web has 1 of 2 ready: the replica on kiln-w2 isn't ready.", "kiln-w2", _cluster()) \
        == "verified"
    assert status_containing("web has 1 of 2 ready: the replica on kiln-w1 isn't ready.", "kiln-w1", _cluster()) \
        == "contradicted"


def test_a_pod_stuck_creating_its_container():
    assert status_containing("worker is stuck in ContainerCreating.", "ContainerCreating", _cluster()) == "verified"
    assert status_containing("web-7d9f8b6c5-aaaaa is stuck in ContainerCreating.", "ContainerCreating",
                             _cluster()) == "contradicted"


def test_at_boot_is_a_moment_not_the_boot_filesystem():
    from reos_desktop.certainty.claims import ClaimUnit
    from reos_desktop.certainty.reading import read
    from reos_desktop.certainty.steady import build_index

    disks = tool("e4", "linux_disk_usage", {"filesystems": [
        {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_000_000_000,
         "used_bytes": 300_000_000, "free_bytes": 700_000_000, "percent": 30.0}]})
    index = build_index({"now": "2026-11-22T10:00:00+00:00", "evidence": [disks]})

    def kinds(text: str) -> set[str]:
        return {e.kind for m in read(ClaimUnit((0, len(text)), text, text), index).mentions for e in m.entities}

    assert "fs" not in kinds("It's enabled at boot")
    assert "fs" not in kinds("The new kernel was installed after the last boot")
    assert "fs" in kinds("/boot is 30% full")


def test_a_node_after_a_pods_state_is_where_it_runs_and_is_marked_alone():
    claims = claim_list("The worker pod is stuck in ContainerCreating on kiln-w1.", _cluster())
    assert any(s == "verified" and "ContainerCreating" in t and "kiln-w1" not in t for t, s in claims), claims
    assert any(s == "contradicted" and "kiln-w1" in t and "ContainerCreating" not in t for t, s in claims), claims
    assert status_containing("The worker pod is stuck in ContainerCreating on kiln-w3.", "kiln-w3", _cluster()) \
        == "verified"
