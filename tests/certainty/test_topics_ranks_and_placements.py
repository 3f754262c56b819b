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
