"""A program said to be the busiest is the one using the most CPU ("containerd is the second busiest" is a rank by
CPU share), while the busiest disk stays the one with the most I/O."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool

MIB = 2**20


def _by_cpu() -> dict:
    def proc(name: str, pid: int, cpu: float, rss_mib: int) -> dict:
        return {"pid": pid, "name": name, "user": "ana", "cpu_percent": cpu, "memory_percent": 1.0,
                "rss_bytes": rss_mib * MIB, "started": "2026-11-22T08:00:00+00:00", "cmdline": name,
                "status": "running"}
    procs = [proc("firefox", 3110, 12.3, 1500), proc("gnome-shell", 1987, 4.1, 620), proc("redis-server", 990, 3.2, 80),
             proc("code", 5120, 2.2, 1100), proc("containerd", 700, 0.6, 60)]
    return tool("e7", "linux_processes", {"total": 240, "processes": procs}, args={"sort": "cpu", "limit": 5},
                complete=False)


def test_the_busiest_program_is_the_one_using_the_most_cpu():
    assert status_containing("firefox is the busiest process.", "busiest", _by_cpu()) == "verified"
    assert status_containing("gnome-shell is the busiest process.", "busiest", _by_cpu()) == "contradicted"


def test_a_rank_among_busy_programs_is_a_rank_by_cpu():
    assert status_containing("gnome-shell is the second busiest at 4.1%.", "busiest", _by_cpu()) == "verified"
    assert status_containing("containerd is the second busiest at 0.6%.", "busiest", _by_cpu()) == "contradicted"


def _workers() -> dict:
    def proc(pid: int, cpu: float) -> dict:
        return {"pid": pid, "name": "uwsgi", "user": "www", "cpu_percent": cpu, "memory_percent": 1.0,
                "rss_bytes": 200 * MIB, "started": "2026-11-22T08:00:00+00:00", "cmdline": "uwsgi --ini app.ini",
                "status": "running"}
    return tool("e7", "linux_processes", {"total": 3, "processes": [proc(7001, 44.0), proc(7002, 9.5),
                                                                     proc(7003, 2.1)]})


def test_a_worker_named_by_its_pid_is_that_one_process():
    assert status_containing("Worker 7001 is the top CPU user.", "top CPU", _workers()) == "verified"
    # another uwsgi worker: the name matches, the process does not
    assert status_containing("Worker 7002 is the top CPU user.", "top CPU", _workers()) == "contradicted"
