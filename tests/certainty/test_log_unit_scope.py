"""A log read for one unit counts what that unit logged: "Three failed logins" under a question about postgres is
a count over postgres's log, even though the clause names only the user."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _postgres_log() -> dict:
    def line(minute: int, message: str) -> dict:
        return {"time": f"2026-11-22T09:{minute:02d}:00+00:00", "unit": "postgresql@16-main.service",
                "priority": "err", "message": message}
    return tool("l2", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
        line(12, 'FATAL:  password authentication failed for user "reporting"'),
        line(31, 'FATAL:  password authentication failed for user "reporting"'),
        line(40, "ERROR:  deadlock detected")]}, args={"unit": "postgresql@16-main", "since_minutes": 120})


def test_a_count_under_a_question_about_the_unit_counts_its_log():
    question = "Is postgres healthy?"
    assert status_containing("Two failed logins for the reporting user.", "failed logins", _postgres_log(),
                             question=question) == "verified"
    assert status_containing("Three failed logins for the reporting user.", "failed logins", _postgres_log(),
                             question=question) == "contradicted"


def test_a_question_about_another_unit_leaves_the_count_open():
    assert status_containing("Three failed logins for the reporting user.", "failed logins", _postgres_log(),
                             question="Is nginx healthy?") != "contradicted"


def test_one_more_is_not_how_many_there_are():
    # two failed logins are logged; "one more" is some of them, not a count of all
    answer = "A failed login for reporting came at 09:12. There was one more failed login at 09:31."
    assert status_containing(answer, "one more", _postgres_log(), question="Is postgres healthy?") != "contradicted"
