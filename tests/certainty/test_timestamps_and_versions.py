"""Stated times and versions looked up in every record the evidence carries (the 12th and 13th generations'
biggest causes): clock times of log events and service starts, dates of package events in date-keyed table
rows, versions no name was tied to, and new versions written as only the part that changed."""

from __future__ import annotations

from reos_desktop.certainty.values import parse_values
from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, tool


def _got(answer: str, *evidence, now: str = "2027-10-05T11:50:00+00:00") -> dict[str, str]:
    return {c.text: c.status for c in verify_bundle(bundle(answer, *evidence, now=now)).claims}


_LOGS = tool("e1", "linux_recent_logs", {"entries": [
    {"time": "2027-10-05T09:58:12+00:00", "unit": "ledger.service", "priority": "err",
     "message": 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space'},
    {"time": "2027-10-05T11:31:02+00:00", "unit": "ledger.service", "priority": "err",
     "message": 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space'},
    {"time": "2027-10-05T11:31:07+00:00", "unit": "ledger.service", "priority": "info",
     "message": "ledger.service: Scheduled restart job, restart counter is at 6."}]}, args={"since_minutes": 180})
_SERVICE = tool("e2", "linux_service_status", {
    "unit": "ledger.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
    "unit_file_state": "enabled", "main_pid": 4242, "active_since": "2027-10-05T11:31:07+00:00",
    "description": "Ledger API"}, args={"name": "ledger"})


def _at_now(evidence: dict, now: str) -> dict:
    """`tool` dates items against the fixtures' clock; these bundles have their own `now`."""
    return dict(evidence, collected_at=now)


def test_times_of_log_events_the_clause_describes_verify_and_unmatched_times_stay_unsupported():
    now = "2027-10-05T11:50:00+00:00"
    logs, svc = _at_now(_LOGS, now), _at_now(_SERVICE, now)
    got = _got("The JVM ran out of heap (java.lang.OutOfMemoryError) at 09:58 and again at 11:31.", logs, svc)
    assert set(got.values()) == {"verified"}, got
    got = _got("The JVM ran out of heap (java.lang.OutOfMemoryError) at 10:40.", logs, svc)
    assert set(got.values()) == {"unsupported"}, got   # a time that matches nothing is never contradicted
    assert set(_got("It's active again since 11:31.", logs, svc).values()) == {"verified"}


def test_last_means_the_latest_of_the_records_tied_to_the_clause():
    now = "2027-10-05T11:50:00+00:00"
    logs = _at_now(_LOGS, now)
    assert set(_got("The latest heap OutOfMemoryError was at 11:31.", logs).values()) == {"verified"}
    assert "verified" not in _got("The latest heap OutOfMemoryError was at 09:58.", logs).values()


def test_a_negation_over_a_time_is_not_read_by_the_fallback():
    now = "2027-10-05T11:50:00+00:00"
    got = _got("No OutOfMemoryError was logged at 09:58.", _at_now(_LOGS, now))
    assert "verified" not in got.values(), got


_HISTORY = tool("e3", "linux_package_history", {"events": [
    {"time": "2027-10-27T06:14:08+00:00", "action": "upgrade", "package": "curl",
     "from_version": "7.81.0-1ubuntu1.18", "to_version": "7.81.0-1ubuntu1.20"},
    {"time": "2027-11-01T06:31:02+00:00", "action": "install", "package": "linux-image-5.15.0-134-generic",
     "from_version": None, "to_version": "5.15.0-134.145"},
    {"time": "2027-11-01T06:31:40+00:00", "action": "upgrade", "package": "sudo",
     "from_version": "1.9.9-1ubuntu2.4", "to_version": "1.9.9-1ubuntu2.5"}]}, args={"since_days": 7})


def test_date_keyed_rows_of_two_columns_and_abbreviated_new_versions():
    now = "2027-11-02T07:05:00+00:00"
    hist = _at_now(_HISTORY, now)
    answer = ("| when | change |\n|---|---|\n| Oct 27 | curl 7.81.0-1ubuntu1.18 → 1ubuntu1.20 |\n"
              "| Oct 31 | sudo 1.9.9-1ubuntu2.4 → 1ubuntu2.5 |\n| Nov 1 | kernel 5.15.0-134 installed |\n")
    got = _got(answer, hist, now=now)
    assert got["Oct 27"] == "verified" and got["Nov 1"] == "verified", got
    assert got["curl 7.81.0-1ubuntu1.18 → 1ubuntu1.20"] == "verified", got
    assert got["sudo 1.9.9-1ubuntu2.4 → 1ubuntu2.5"] == "verified", got   # not a package named 1ubuntu2.5
    assert got["Oct 31"] == "contradicted", got          # sudo's one upgrade was on Nov 1
    assert got["kernel 5.15.0-134 installed"] == "verified", got
    wrong = _got("| when | change |\n|---|---|\n| Oct 27 | curl 7.81.0-1ubuntu1.18 → 1ubuntu1.19 |\n", hist, now=now)
    assert wrong["curl 7.81.0-1ubuntu1.18 → 1ubuntu1.19"] == "contradicted", wrong


def test_abbreviated_versions_take_the_head_of_the_one_before():
    got = [(v.kind, v.text) for v in parse_values("curl 7.81.0-1ubuntu1.18 → 1ubuntu1.19")]
    assert got == [("version", "7.81.0-1ubuntu1.18"), ("version", "7.81.0-1ubuntu1.19")]
    # a full version after the arrow is read as written
    assert [v.text for v in parse_values("python 3.11.2 → 3.12.1") if v.kind == "version"] == ["3.11.2", "3.12.1"]


def test_untied_versions_verify_only_against_records_and_never_contradict():
    now = "2027-11-02T07:05:00+00:00"
    hist = _at_now(_HISTORY, now)
    assert set(_got("The kernel package 5.15.0-134 went in on Nov 1.", hist, now=now).values()) == {"verified"}
    got = _got("The kernel package 5.15.0-140 went in on Nov 1.", hist, now=now)
    assert "verified" not in got.values() and "contradicted" not in got.values(), got
    # a claim about releases in the world is not what the machine has
    assert "verified" not in _got("1.9.9-1ubuntu2.5 is the latest patch release.", hist, now=now).values()


def test_a_list_of_labels_and_values_after_a_clause_is_one_claim_each():
    from tests.certainty._bundles import steady, system_info

    got = _got("Network: 192.168.1.100/24 on eth0, gateway 192.168.1.1, DNS at 192.168.1.1.", steady(),
               now="2026-11-22T10:02:00+00:00")
    assert len(got) == 3 and set(got.values()) == {"verified"}, got
    got = _got("CPU is ~12%, load about 0.5 out of 16 cores.", system_info(), steady(),
               now="2026-11-22T10:02:00+00:00")
    assert got["CPU is ~12%"] == "verified" and "contradicted" in got.values(), got   # 12 cores, not 16


def test_a_time_ago_said_of_the_event_just_timed_is_checked_against_now():
    from tests.certainty._bundles import bundle, nginx_status, statuses
    from reos_desktop.certainty.wrapper import verify_bundle

    near = verify_bundle(bundle("nginx was started at 07:47. That was about two hours ago.", nginx_status()))
    assert statuses(near)["That was about two hours ago"] == "verified"
    far = verify_bundle(bundle("nginx was started at 07:47. That was about five hours ago.", nginx_status()))
    assert statuses(far)["That was about five hours ago"] == "contradicted"
    # with no timed claim before it, the pointer has nothing to be checked against
    alone = verify_bundle(bundle("nginx is running. That was about five hours ago.", nginx_status()))
    assert statuses(alone)["That was about five hours ago"] != "contradicted"


def test_a_bare_time_ago_aside_is_about_its_own_sentences_timed_event():
    from datetime import datetime

    from reos_desktop.certainty.judge import ClaimResult
    from reos_desktop.certainty.relative_times import check_relative_times

    now = datetime.fromisoformat("2026-11-22T10:02:00+00:00")
    timed = ClaimResult("At 07:47 the kernel killed java", (0, 31), "verified", ["e5"],
                        "linux_recent_logs: oom event at 2026-11-22T07:47:12+00:00", sentence=1)

    def aside(text: str, sentence: int = 1) -> str:
        return check_relative_times([timed, ClaimResult(text, (33, 60), "unsupported", [], "no evidence",
                                                        sentence=sentence)], now)[1].status

    assert aside("about two hours ago") == "verified"
    assert aside("about five hours ago") == "contradicted"
    assert aside("about five hours ago", sentence=2) == "unsupported"   # a bare aside in the next sentence
    unverified = ClaimResult(timed.text, timed.span, "unsupported", [], "no evidence", sentence=1)
    assert check_relative_times([unverified, ClaimResult("about five hours ago", (33, 60), "unsupported", [], "",
                                                         sentence=1)], now)[1].status == "unsupported"
