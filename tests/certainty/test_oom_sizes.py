"""What a process killed for memory was holding is in the kernel's kill line: anon-rss (and file-rss, shmem-rss)
is what it held, total-vm its virtual size. A size said of the kill is checked against those."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, status_containing, tool


def _logs() -> dict:
    # anon-rss 6211044 kB = 5.92 GiB (6.36 GB); total-vm 9875432 kB = 9.42 GiB (10.1 GB)
    line = ("Out of memory: Killed process 402233 (python3) total-vm:9875432kB, anon-rss:6211044kB, file-rss:2048kB, "
            "shmem-rss:0kB, UID:1000 pgtables:14020kB oom_score_adj:0")
    return tool("l1", "linux_recent_logs", {"source": "journal", "entries": [
        {"time": "2026-11-22T09:41:02+00:00", "unit": None, "priority": "err", "message": line}]},
        args={"since_minutes": 60})


def _status(answer: str, fragment: str) -> str:
    return status_containing(answer, fragment, _logs(), question="Why did my training script die?")


def test_the_size_the_killed_process_held():
    assert _status("The OOM killer killed python3; it had about 5.9 GiB of anonymous memory.", "5.9 GiB") == "verified"
    assert _status("The OOM killer killed python3; it had about 6.4 GB resident.", "6.4 GB") == "verified"
    assert _status("The OOM killer killed python3; it had about 3 GiB of anonymous memory.", "3 GiB") == "contradicted"


def test_the_virtual_size_is_not_what_it_held():
    # said as resident, the total-vm figure is wrong; said as virtual, it is right
    assert _status("The killed python3 process had about 9.4 GiB resident.", "9.4 GiB") == "contradicted"
    assert _status("The killed python3 process had about 9.4 GiB of virtual memory.", "9.4 GiB") == "verified"
    # said of no measure, it may be either: left open
    assert _status("The OOM killer killed python3, which was using about 9.4 GiB.", "9.4 GiB") == "unsupported"


def test_a_limit_or_the_machine_size_is_not_the_victims():
    assert _status("The OOM killer killed python3 because its memory limit is 4 GiB.", "4 GiB") != "contradicted"


def test_the_wrong_size_is_marked_alone():
    claims = claim_list("At 09:41 the OOM killer killed a python3 process that was using about 3 GiB of anonymous "
                        "memory.", _logs(), question="Why did my training script die?")
    assert [s for t, s in claims if "3 GiB" in t] == ["contradicted"], claims
    assert all(s == "verified" for t, s in claims if "3 GiB" not in t), claims
