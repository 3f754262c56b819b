"""A time said "local" or "your time" is read on the machine's clock only (the offset of the bundle's `now`), and
a local time that restates a UTC one ("13:05 UTC, which is 08:05 local time") is right only as that moment; so is
a UTC time that restates a time on the machine's clock ("07:05 (that's 13:05 UTC)")."""

from __future__ import annotations

from tests.certainty._bundles import bundle, tool
from reos_desktop.certainty.wrapper import verify_bundle

NOW_CHICAGO = "2026-11-22T10:02:00-06:00"   # 16:02 UTC


def _logs() -> dict:
    item = tool("l3", "linux_recent_logs", {"source": "journal", "entries": [
        {"time": "2026-11-22T13:05:10+00:00", "unit": "sshd.service", "priority": "warning",
         "message": "Failed password for kim from 192.168.1.23 port 52110 ssh2"}]}, args={"since_minutes": 240})
    item["collected_at"] = "2026-11-22T10:01:30-06:00"
    return item


def _status(answer: str, fragment: str) -> str:
    claims = verify_bundle(bundle(answer, _logs(), now=NOW_CHICAGO)).claims
    found = [c.status for c in claims if fragment in c.text]
    assert found, [(c.text, c.status) for c in claims]
    return found[0]


def test_a_local_time_restating_a_utc_one():
    assert _status("The failed password was logged at 13:05 UTC, which is 07:05 local time.", "07:05") == "verified"
    assert _status("The failed password was logged at 13:05 UTC, which is 08:05 local time.", "08:05") == "contradicted"
    assert _status("kim's failed password came at 13:05 UTC (07:05 your time).", "07:05") == "verified"


def test_a_local_time_is_not_read_in_utc():
    # 13:05 is the record's UTC stamp; on the machine's clock it is 07:05
    assert _status("The failed password for kim was logged at 07:05 local time.", "07:05") == "verified"
    assert _status("The failed password for kim was logged at 13:05 local time.", "13:05") != "verified"


def test_a_utc_time_restating_the_machines_clock():
    assert _status("The failed password was logged at 07:05 (that's 13:05 UTC).", "13:05") == "verified"
    assert _status("The failed password was logged at 07:05 (that's 01:05 UTC).", "01:05") == "contradicted"
    answer = "The failed password for kim was logged at 07:05:10 — i.e. 07:05 UTC."
    assert _status(answer, "i.e.") == "contradicted"
