""""root" in an answer to a question about disks is the root filesystem (unless it runs something: "as root");
"firefox 21.3% and python3 at 21%" is two things, each with its own measure."""

from __future__ import annotations

from tests.certainty._bundles import bundle, disk_usage, tool
from reos_desktop.certainty.wrapper import verify_bundle


def _status(answer: str, fragment: str, *evidence: dict, question: str = "") -> str:
    row = bundle(answer, *evidence)
    row["question"] = question
    claims = verify_bundle(row).claims
    return next(c.status for c in claims if fragment in answer[c.span[0]:c.span[1]])


def _disks() -> dict:
    item = disk_usage()
    item["data"]["filesystems"].append({"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "ext4",
                                        "total_bytes": 1_000_000_000, "used_bytes": 387_000_000,
                                        "free_bytes": 613_000_000, "percent": 38.7})
    return item


def test_root_under_a_disk_question_is_the_root_filesystem():
    question = "How much disk space do I have left?"
    assert _status("/boot is small. root is at 38%.", "root is", _disks(), question=question) == "contradicted"
    assert _status("/boot is small. root is at 44%.", "root is", _disks(), question=question) == "verified"


def _processes() -> dict:
    def proc(name: str, pid: int, cpu: float) -> dict:
        return {"pid": pid, "name": name, "user": "kai", "cpu_percent": cpu, "memory_percent": 2.0,
                "rss_bytes": 10**8, "cmdline": name, "status": "running"}
    return tool("p1", "linux_processes", {"total": 3, "processes": [
        proc("code", 11, 38.7), proc("firefox", 12, 21.3), proc("python3", 13, 12.0)]},
        args={"sort": "cpu", "limit": 3}, complete=False)


def test_two_names_each_with_a_measure_are_two_claims():
    answer = "code leads at 38.7%, then firefox 21.3% and python3 at 21%."
    assert _status(answer, "python3", _processes()) == "contradicted"
    assert _status(answer, "firefox", _processes()) == "verified"


def test_two_places_each_with_a_free_amount_are_two_claims():
    from reos_desktop.certainty.claims import extract_claims

    texts = [u.text for u in extract_claims("About 613 MB free on /boot and over 60% free on /boot too.")]
    assert texts == ["About 613 MB free on /boot", "over 60% free on /boot too"]
    # the right one holds while the left one is wrong
    assert _status("About 900 MB free on /boot and over 60% free on /boot too.", "over 60%", _disks()) == "verified"
