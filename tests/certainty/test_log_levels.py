"""Log levels and codes: "no lines at error priority" over a complete log is a claim about its priorities, and a
number that belongs to a code ("Xid 79 errors", "HTTP 504 errors") is not a count of lines."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _haproxy_log(grep: str | None = None) -> dict:
    entries = [
        {"time": "2026-11-22T08:10:00+00:00", "unit": "haproxy.service", "priority": "warning",
         "message": "Server web/app2 is DOWN, reason: Layer4 timeout"},
        {"time": "2026-11-22T08:12:30+00:00", "unit": "haproxy.service", "priority": "notice",
         "message": "Server web/app2 is UP, reason: Layer7 check passed"},
        {"time": "2026-11-22T09:40:00+00:00", "unit": "haproxy.service", "priority": "info",
         "message": "Proxy web reached 200 sessions"},
    ]
    args = {"unit": "haproxy.service", "since_minutes": 180}
    if grep:
        args = {"since_minutes": 180, "grep": grep}
    return tool("e6", "linux_recent_logs", {"source": "journal", "unit": "haproxy.service", "entries": entries},
                args=args)


def test_no_lines_at_a_priority_is_read_over_the_priorities():
    asked = "How has haproxy been doing?"
    assert status_containing("There are no lines at error priority in this window.", "error priority",
                             _haproxy_log(), question=asked) == "verified"
    assert status_containing("No errors were logged by haproxy in this period.", "errors", _haproxy_log()) \
        == "verified"
    assert status_containing("There are no warning-level lines in this window.", "warning", _haproxy_log(),
                             question=asked) == "contradicted"


def test_a_searched_log_covers_the_question_that_asked_for_it():
    log = _haproxy_log(grep="haproxyd|backend")
    assert status_containing("No entries at error priority.", "error priority", log,
                             question="Any HAProxy errors today?") == "verified"
    assert status_containing("No entries at error priority.", "error priority", log,
                             question="Is anything wrong with the disks?") != "verified"


def test_a_number_after_a_code_word_is_no_count():
    log = tool("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {"time": "2026-11-22T09:01:00+00:00", "unit": None, "priority": "err",
         "message": "NVRM: Xid (PCI:0000:2b:00): 79, pid=1944, GPU has fallen off the bus."}]},
        args={"since_minutes": 120, "grep": "NVRM"})
    assert status_containing("The driver logged Xid 79 errors at 09:01.", "Xid 79", log,
                             question="Any NVRM messages?") != "contradicted"


def test_one_kill_told_by_several_lines_is_one():
    log = tool("e8", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {"time": "2026-11-22T09:20:11+00:00", "unit": "kernel", "priority": "warning",
         "message": "java invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE), order=0"},
        {"time": "2026-11-22T09:20:11+00:00", "unit": "kernel", "priority": "err",
         "message": "Out of memory: Killed process 4410 (java) total-vm:9712044kB, anon-rss:7023112kB"},
        {"time": "2026-11-22T09:20:13+00:00", "unit": "jenkins.service", "priority": "warning",
         "message": "jenkins.service: A process of this unit has been killed by the OOM killer."}]},
        args={"since_minutes": 120})
    assert status_containing("There was one OOM kill at 09:20.", "one OOM kill", log) == "verified"
    assert status_containing("There were three OOM kills at 09:20.", "three OOM kills", log) == "contradicted"
