"""A clause that only times the event the clause before described ("..., the latest at 09:41", "..., again at
09:30") is checked against the log lines that clause describes: the latest of them for "the latest", the first
for "the first", any of them otherwise."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _kills() -> dict:
    def kill(at: str, pid: int) -> dict:
        return {"time": f"2026-11-22T{at}+00:00", "unit": "kernel", "priority": "err",
                "message": f"Memory cgroup out of memory: Killed process {pid} (java) total-vm:9876543kB"}
    return tool("e5", "linux_recent_logs", {"entries": [kill("09:12:04", 4410), kill("09:27:40", 4533),
                                                        kill("09:41:19", 4702)]}, args={"grep": "killed"})


def _status(answer: str, fragment: str) -> str:
    found = [s for t, s in claim_list(answer, _kills()) if fragment in t]
    assert found, claim_list(answer, _kills())
    return found[0]


def test_the_latest_of_the_events_the_clause_before_described():
    answer = "A memory cgroup killed a java process three times, the latest at {}."
    assert _status(answer.format("09:41"), "09:41") == "verified"
    assert _status(answer.format("09:12"), "09:12") == "contradicted"
    # the same, said as a sentence of its own after the one that counted the kills
    answer = "A memory cgroup killed a java process three times. The latest was at {}."
    assert _status(answer.format("09:41"), "09:41") == "verified"
    assert _status(answer.format("09:12"), "09:12") == "contradicted"


def test_the_first_and_another_of_them():
    answer = "The cgroup killed a java process at 09:27 and again at {}."
    assert _status(answer.format("09:41"), "09:41") == "verified"
    assert _status(answer.format("09:35"), "09:35") != "verified"
    assert _status("A memory cgroup killed java three times. The first was at 09:12.", "09:12") == "verified"
    assert _status("A memory cgroup killed java three times. The first was at 09:27.", "09:27") == "contradicted"


def _attempts() -> dict:
    def line(at: str, who: str, ip: str) -> dict:
        return {"time": f"2026-11-22T{at}+00:00", "unit": "ssh.service", "priority": "info",
                "message": f"Failed password for {who} from {ip} port 40122 ssh2"}
    return tool("e6", "linux_recent_logs", {"entries": [
        line("03:12:44", "invalid user admin", "45.148.10.92"), line("03:12:55", "root", "45.148.10.92"),
        line("08:20:01", "root", "45.148.10.92"), line("09:07:31", "marta", "192.168.178.41"),
        line("09:55:02", "felix", "192.168.178.34")]}, args={"unit": "ssh"})


def test_the_clause_before_may_name_its_lines_by_an_address():
    answer = "The attacker at 45.148.10.92 tried 3 times, the last try at {}."
    found = dict(claim_list(answer.format("08:20"), _attempts()))
    assert "verified" in {s for t, s in found.items() if "08:20" in t}, found
    found = dict(claim_list(answer.format("09:55"), _attempts()))
    assert "contradicted" in {s for t, s in found.items() if "09:55" in t}, found
