"""A bare clock time is read on the machine's clock, unless the answer has just told times in UTC: "05:49 UTC,
... and the upgrade job finished at 06:02", or a "Started (UTC)" column. An aside that converts one time
("10:47 (07:47 UTC)") or a paragraph that speaks of local time sets no clock."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, tool

NAIROBI_NOW = "2026-03-09T09:05:00+03:00"


def _log() -> dict:
    entries = [{"time": "2026-03-09T05:49:04+00:00", "unit": "NetworkManager-wait-online.service", "priority": "err",
                "message": "NetworkManager-wait-online.service: Main process exited, code=exited, status=1/FAILURE"},
               {"time": "2026-03-09T06:01:12+00:00", "unit": "apt-daily-upgrade.service", "priority": "info",
                "message": "Finished apt-daily-upgrade.service - Daily apt upgrade and clean activities."}]
    item = tool("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": entries},
                args={"since_minutes": 300})
    item["collected_at"] = "2026-03-09T09:04:30+03:00"   # read half a minute before the answer, in Nairobi
    return item


def _statuses(answer: str) -> dict[str, str]:
    data = bundle(answer, _log(), now=NAIROBI_NOW)
    return {c.text: c.status for c in verify_bundle(data).claims}


def test_a_time_after_one_told_in_utc():
    said = _statuses("The wait-online unit failed at 05:49 UTC, and apt-daily-upgrade finished at 06:01.")
    assert said.get("apt-daily-upgrade finished at 06:01") == "verified", said
    local = _statuses("The wait-online unit failed at 08:49, and apt-daily-upgrade finished at 09:01.")
    assert local.get("apt-daily-upgrade finished at 09:01") == "verified", local
    copied = _statuses("The wait-online unit failed at 08:49, and apt-daily-upgrade finished at 06:01.")
    assert copied.get("apt-daily-upgrade finished at 06:01") == "contradicted", copied


def test_an_aside_in_utc_sets_no_clock():
    said = _statuses("The wait-online unit failed at 08:49 (05:49 UTC), and apt-daily-upgrade finished at 09:01.")
    assert said.get("apt-daily-upgrade finished at 09:01") == "verified", said
