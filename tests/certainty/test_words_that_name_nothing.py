"""Words in a claim's subject that are not a thing's name: a count made an adjective ("a 32-thread Xeon"), a class
that is counted ("the four builders"), and the program that reported a fact ("Podman shows it as Exited").
None of them is a missing thing to contradict. A share past 100% is a process's CPU time, never the machine's."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, system_info, tool


def _processes() -> dict:
    def proc(name: str, pid: int, cpu: float) -> dict:
        return {"pid": pid, "name": name, "user": "ci", "cpu_percent": cpu, "memory_percent": 1.5,
                "rss_bytes": 300 * 2**20, "started": "2026-11-22T09:00:00+00:00", "cmdline": name, "status": "running"}
    return tool("p1", "linux_processes", {"total": 180, "processes": [
        proc("rustc", 7001, 99.0), proc("rustc", 7002, 97.5), proc("rustc", 7003, 95.0), proc("sshd", 880, 0.1)]},
        args={"sort": "cpu", "limit": 4}, complete=False)


def _containers() -> dict:
    return tool("c1", "linux_containers", {"runtime": "podman", "containers": [
        {"id": "ab12cd34ef56", "name": "grafana", "image": "grafana/grafana:11.3.0", "state": "exited",
         "status": "Exited (1) 5 minutes ago", "created_at": "2026-11-20T08:00:00+00:00", "ports": []}]},
        args={"all": True})


def test_a_count_made_an_adjective_is_not_a_process():
    answer = "CPU is at 12.5% with a load average of 0.52 on this **32-thread** Xeon."
    assert status_containing(answer, "12.5%", system_info(), _processes()) == "verified"


def test_a_counted_class_is_not_a_missing_process():
    answer = "The three builders together use nearly 300% CPU."
    assert status_containing(answer, "300%", system_info(), _processes()) != "contradicted"


def test_a_share_past_a_hundred_is_not_the_machines_cpu():
    answer = "Together they take about 290% CPU."
    assert status_containing(answer, "290%", system_info(cpu=61.0), _processes()) != "contradicted"


def test_the_program_that_reports_a_fact_is_not_its_subject():
    # what Podman reports is said of the container named before it, and checked against it
    answer = "The grafana container is down — Podman reports **Exited (1)**."
    assert status_containing(answer, "Podman", _containers()) == "verified"
    answer = "The grafana container is down — Podman reports **Exited (3)**."
    assert status_containing(answer, "3", _containers()) == "contradicted"
