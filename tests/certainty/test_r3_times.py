"""Times, events, restarts, logs and package history (session 3): each mechanism decides a sentence it was
not fitted to the way the corpus's label rules say."""

from __future__ import annotations


from tests.certainty._bundles import tool
from tests.certainty._bundles import status_of


def _units(*units: dict) -> dict:
    return tool("e2", "linux_service_status", {"units": list(units)})


def _unit(name: str, restarts: int, active: str = "active", sub: str = "running") -> dict:
    return {"unit": name, "load_state": "loaded", "active_state": active, "sub_state": sub,
            "unit_file_state": "enabled", "main_pid": 4242, "active_since": "2026-11-22T07:47:12+00:00",
            "description": name, "n_restarts": restarts}


def _log(entries: list[tuple[str, str]], unit: str = "worker.service", eid: str = "e5") -> dict:
    return tool(eid, "linux_recent_logs", {"source": "journal", "unit": unit, "entries": [
        {"time": f"2026-11-22T{t}+00:00", "unit": unit, "priority": "notice", "message": m} for t, m in entries]},
        args={"unit": unit, "since_minutes": 60})


def _pods(*pods: tuple[str, int]) -> dict:
    return tool("e3", "kubernetes_get", {"context": "k", "namespace": "shop", "items": [
        {"kind": "Pod", "metadata": {"name": name, "namespace": "shop"}, "spec": {"nodeName": "w1"},
         "status": {"phase": "Running", "containerStatuses": [{"name": name.split("-")[0], "ready": True,
                                                                "restartCount": n, "state": {"running": {}}}]}}
        for name, n in pods]}, args={"resource": "pods", "namespace": "shop"})


_COUNTER_LOG = [("09:40:01", "worker.service: Main process exited, code=exited, status=1/FAILURE"),
                ("09:40:06", "worker.service: Scheduled restart job, restart counter is at 11."),
                ("09:50:01", "worker.service: Main process exited, code=exited, status=1/FAILURE"),
                ("09:50:06", "worker.service: Scheduled restart job, restart counter is at 12.")]


def test_never_restarted_is_checked_against_the_pods_own_restart_count():
    pods = _pods(("cache-0", 3), ("cache-1", 0))
    assert status_of("cache-0 has never restarted.", pods) == "contradicted"
    assert status_of("cache-1 has never restarted.", pods) == "verified"


def test_no_restarts_of_a_named_service_reads_its_restart_counter():
    units = _units(_unit("postgresql.service", 0), _unit("worker.service", 5, "activating", "auto-restart"))
    assert status_of("postgresql shows no restarts.", units) == "verified"
    assert status_of("worker.service shows no restarts.", units) == "contradicted"


def test_the_restart_counter_now_is_the_latest_counter_line_of_the_one_looping_unit():
    log = _log(_COUNTER_LOG)
    assert status_of("The restart counter is at 12.", log) == "verified"
    assert status_of("The restart counter is at 40.", log) == "contradicted"
    assert status_of("worker.service gave up after 30 restart attempts.", log) == "contradicted"


def test_one_counter_event_only_verifies_and_another_thing_is_not_that_unit():
    log = _log(_COUNTER_LOG)
    assert status_of("systemd scheduled restart number 11.", log) == "verified"
    assert status_of("systemd scheduled restart number 9.", log) != "contradicted"
    # the API service is not the unit whose counter the log shows
    assert status_of("The API service has restarted 14 times.", log) != "contradicted"


def test_a_counter_stated_with_its_time_and_a_name_the_log_line_carries():
    log = _log([("09:55:52", "harbour-worker: exited with code 1, restarting (restart count 31)"),
                ("09:45:12", "harbour-worker: exited with code 1, restarting (restart count 23)")], unit="docker.service")
    assert status_of("harbour-worker: 31 restarts as of 09:55:52.", log) == "verified"
    assert status_of("harbour-worker: 23 restarts as of 09:55:52.", log) == "contradicted"


_OOM_LOG = [("09:18:03", "Memory cgroup out of memory: Killed process 31877 (node) anon-rss:2093112kB"),
            ("09:34:47", "Memory cgroup out of memory: Killed process 40211 (node) anon-rss:2091980kB"),
            ("09:58:55", "Memory cgroup out of memory: Killed process 43002 (node) anon-rss:2092644kB")]


def test_the_nth_event_of_a_kind_is_picked_by_its_order_in_a_complete_log():
    log = _log(_OOM_LOG, unit="kernel")
    assert status_of("The first kill came at 09:18.", log) == "verified"
    assert status_of("The first kill came at 09:08.", log) == "contradicted"
    assert status_of("The last kill was at 09:58.", log) == "verified"
    assert status_of("The last kill was at 09:34.", log) == "contradicted"
    assert status_of("The second kill came at 09:34.", log) == "verified"
    # "in the last hour" is a window, not the last event; another time in the clause makes the order unclear
    assert status_of("The kernel killed node in the last hour at 09:18.", log) != "contradicted"
    assert status_of("It has been killing node since 09:18, the last at 09:20.", log) != "contradicted"


def test_the_first_event_is_not_contradicted_by_a_log_that_starts_after_the_time_claimed():
    log = _log(_OOM_LOG, unit="kernel")
    log["args"]["since_minutes"] = 30   # the window starts at 09:31: the first kill in it may not be the first
    assert status_of("The first kill came at 09:18.", log) != "contradicted"
    log["complete"] = False
    assert status_of("The last kill was at 09:34.", log) != "contradicted"


def test_a_clock_aside_is_the_time_of_the_event_the_claim_before_was_verified_against():
    log = _log([("09:15:40", "postfix/smtpd[41120]: NOQUEUE: reject: RCPT from unknown[203.0.113.200]: 554 5.7.1 "
                             "Client host [203.0.113.200] blocked using zen.spamhaus.org")], unit="postfix.service")
    answer = "Postfix rejected a client (203.0.113.200) listed on zen.spamhaus.org, at {t}."
    assert status_of(answer.format(t="09:15"), log, claim="at 09:") == "verified"
    assert status_of(answer.format(t="09:02"), log, claim="at 09:") == "contradicted"
    pointer = "Postfix rejected a client (203.0.113.200) listed on zen.spamhaus.org. That rejection was at {t}."
    assert status_of(pointer.format(t="09:02"), log, claim="That rejection") == "contradicted"
    assert status_of(pointer.format(t="09:15"), log, claim="That rejection") == "verified"


def test_a_second_package_with_its_own_verb_is_not_held_to_the_first_packages_action():
    history = tool("e6", "linux_package_history", {"events": [
        {"time": "2026-11-21T16:38:02+00:00", "action": "remove", "package": "skypeforlinux",
         "from_version": "8.110.76.107", "to_version": None},
        {"time": "2026-11-21T16:40:19+00:00", "action": "install", "package": "zoom", "from_version": None,
         "to_version": "6.0.2.4680"}]}, args={"since_days": 14})
    assert status_of("skypeforlinux was removed shortly before zoom was installed.", history) == "verified"
    assert status_of("skypeforlinux was removed shortly before zoom was removed.", history) == "contradicted"
