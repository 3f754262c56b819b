""""That's 5 package changes in total" after a question about what was updated recently or this week is the
total of the history the answer read; "4 package changes in two weeks" counts the last fourteen days. A
question that names a day keeps its own scope (the total may be of that day only)."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _history() -> dict:
    # NOW is 2026-11-22T10:02 (a Sunday); the history covers the last 14 days, four changes in all
    return tool("h1", "linux_package_history", {"events": [
        {"time": "2026-11-10T06:40:00+00:00", "action": "upgrade", "package": "openssl", "from_version": "3.0.14-1",
         "to_version": "3.0.15-1"},
        {"time": "2026-11-17T06:12:00+00:00", "action": "upgrade", "package": "curl", "from_version": "7.88.1-10",
         "to_version": "7.88.1-11"},
        {"time": "2026-11-18T21:05:00+00:00", "action": "install", "package": "htop", "from_version": None,
         "to_version": "3.2.2-2"},
        {"time": "2026-11-20T09:30:00+00:00", "action": "remove", "package": "telnet", "from_version": "0.17-44",
         "to_version": None}]}, args={"since_days": 14})


def _status(answer: str, fragment: str, question: str) -> str:
    return status_containing(answer, fragment, _history(), question=question)


def test_a_total_after_a_vague_question_is_the_whole_history_read():
    question = "What was updated recently?"
    assert _status("curl and openssl were upgraded. That's 4 package changes in total.", "in total",
                   question) == "verified"
    assert _status("curl and openssl were upgraded. That's 3 package changes in total.", "in total",
                   question) == "contradicted"


def test_a_total_in_a_named_span_of_weeks():
    question = "Do I need to reboot after the recent updates?"
    assert _status("So that's 4 package changes in two weeks.", "two weeks", question) == "verified"
    assert _status("So that's 3 package changes in two weeks.", "two weeks", question) == "contradicted"


def test_a_total_under_a_question_that_names_a_day_is_left_open():
    question = "What changed on Tuesday?"
    assert _status("curl was upgraded. That's 3 package changes in total.", "in total", question) != "contradicted"


def test_a_count_on_a_summary_line_is_a_total():
    question = "What was updated recently?"
    assert _status("curl was upgraded.\n\n**Summary: 2 packages were upgraded.**", "2 packages", question) == "verified"
    # fewer than the history read holds: wrong only because the summary totals what the question asked about
    assert _status("curl was upgraded.\n\n**Summary: 1 package was upgraded.**", "1 package", question) \
        == "contradicted"
