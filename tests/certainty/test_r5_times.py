"""Times, events, versions and package history (session 3, round 5): each mechanism decides sentences written
here in a wording of its own, not the corpus sentence that showed the gap, the way the corpus's label rules say."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, steady, tool


def status_of(answer: str, *evidence: dict, claim: str | None = None, now: str | None = None) -> str:
    made = bundle(answer, *evidence) if now is None else bundle(answer, *evidence, now=now)
    result = verify_bundle(made)
    claims = result.claims if claim is None else [c for c in result.claims if claim in c.text]
    assert claims, [c.text for c in result.claims]
    # the worst status of the claims the sentence was split into (a time may be a claim of its own)
    statuses = [c.status for c in claims]
    for worst in ("contradicted", "conflicting", "stale", "unsupported", "inference"):
        if worst in statuses:
            return worst
    return statuses[0]


def _history(*events: tuple[str, str, str, str | None, str | None], since_days: int = 30) -> dict:
    return tool("e8", "linux_package_history", {"source": "dnf", "since": "2026-10-23T10:00:00+09:00", "events": [
        {"time": t, "action": a, "package": p, "from_version": f, "to_version": v} for t, a, p, f, v in events]},
        args={"since_days": since_days})


def _pg_history() -> dict:
    return _history(("2026-11-12T03:05:10+09:00", "install", "kernel", None, "5.14.0-503.26.1.el9_5"),
                    ("2026-11-20T03:10:44+09:00", "upgrade", "mariadb-server", "10.11.6-1.el9", "10.11.9-1.el9"),
                    ("2026-11-20T03:10:47+09:00", "upgrade", "redis", "7.2.4-1.el9", "7.2.7-1.el9"))


def test_an_active_voice_upgrade_names_its_package_and_its_old_and_new_versions():
    ev = _pg_history()
    # "<tool> upgraded <package> from A to B": A is the old version, not a claim about the version now
    assert status_of("dnf upgraded mariadb-server from 10.11.6 to 10.11.9.", ev) == "verified"
    assert status_of("The updater bumped redis from 7.2.4 up to 7.2.7 last week.", ev) == "verified"
    assert status_of("dnf upgraded mariadb-server from 10.11.6 to 10.11.8.", ev) == "contradicted"



def test_a_package_the_clause_names_by_an_ordinary_word_or_its_version_times_its_own_event():
    ev = _pg_history()
    now = "2026-11-22T10:00:00+09:00"
    # "kernel" is no known thing, but it is the name of one event: the other packages' dates are not its date
    assert status_of("The kernel 5.14.0-503.26.1 was installed on November 20 too.", ev, now=now) == "contradicted"
    assert status_of("Also, 5.14.0-503.26.1 got installed on Nov 20.", ev, now=now) == "contradicted"
    assert status_of("The kernel was installed on November 12.", ev, now=now) == "verified"


def test_a_date_is_the_machines_calendar_day_not_the_utc_one():
    ev = _pg_history()   # the redis upgrade at 03:10 on Nov 20 in +09:00 is Nov 19 in UTC
    now = "2026-11-22T10:00:00+09:00"
    assert status_of("redis was upgraded on November 20.", ev, now=now) == "verified"
    assert status_of("redis was upgraded on November 19.", ev, now=now) == "contradicted"


def test_installed_too_is_the_state_now_not_an_event_of_the_history():
    ev = [steady(installed_packages={"code": "1.98.0-1741124777.el8", "flatpak": "1.15.12-1.fc41"}),
          _history(("2026-11-20T03:10:47+09:00", "upgrade", "redis", "7.2.4-1.el9", "7.2.7-1.el9"), since_days=7)]
    # "installed too" / "installed today" differ by one word: only the second says when it happened
    assert status_of("From the package list, flatpak 1.15.12 and code 1.98.0 are installed too.", *ev) != "contradicted"
    assert status_of("flatpak was installed today.", *ev) == "contradicted"


def _kernel_history() -> dict:
    return _history(("2026-11-21T09:05:12+01:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.128-1"),
                    ("2026-11-21T09:05:20+01:00", "upgrade", "nginx", "1.22.1-9", "1.22.1-9+deb12u1"))


def test_a_version_inside_a_package_name_names_the_package_not_its_version():
    ev = _kernel_history()
    # the ABI number in "linux-image-6.1.0-31" is the name's, the package's own version is 6.1.128-1
    assert status_of("Yesterday a new kernel package (linux-image-6.1.0-31) was installed.", ev) != "contradicted"
    assert status_of("A fresh kernel, 6.1.0-31-amd64, got installed yesterday.", ev) == "verified"
    assert status_of("A fresh kernel, 6.1.0-33-amd64, got installed yesterday.", ev) != "verified"


def test_the_version_of_a_package_said_to_be_gone_is_the_one_its_removal_records():
    ev = [steady(installed_packages={"ollama": "0.5.11-1", "nginx": "1.24.0-2ubuntu7"}),
          _history(("2026-11-21T21:14:30+01:00", "remove", "ollama-cuda", "0.5.7-1", None),
                   ("2026-11-21T21:14:31+01:00", "install", "ollama", None, "0.5.11-1"))]
    # a removed package has no version now: the version said of it is the one it had when it went
    assert status_of("`ollama-cuda` 0.5.7 got replaced by ollama 0.5.11.", *ev) == "verified"
    assert status_of("ollama-cuda 0.5.7 was removed last night.", *ev) == "verified"
    assert status_of("ollama-cuda 0.4.2 was removed last night.", *ev) == "contradicted"


def test_a_date_that_names_a_build_is_a_version_not_the_time_of_the_event():
    ev = _history(("2026-11-21T18:31:40+00:00", "upgrade", "raspi-firmware", "1:1.20241126-1", "1:1.20250127-1"))
    assert status_of("The firmware package raspi-firmware moved up to its 2025-01-27 build.", ev) == "verified"
    assert status_of("raspi-firmware was updated to the 2025-02-14 release.", ev) != "verified"
    assert status_of("raspi-firmware was updated to the 2025-02-14 release.", ev) != "contradicted"


def _cups_log() -> dict:
    lines = [("14:12:05", 'Job 58 queued on "Office" by "tom".'),
             ("14:12:40", '[Job 58] Unable to locate printer "office-jet.local".'),
             ("14:13:01", '[Job 58] Unable to locate printer "office-jet.local".'),
             ("14:13:06", "[Job 58] Printer stopped due to backend errors.")]
    return tool("e5", "linux_recent_logs", {"source": "journal", "unit": "cups.service", "entries": [
        {"time": f"2026-11-22T{t}+00:00", "unit": "cups.service", "priority": "err", "message": m}
        for t, m in lines]}, args={"unit": "cups.service", "since_minutes": 240})


def test_a_subjectless_count_counts_what_the_clause_before_did():
    log = _cups_log()
    assert status_of("CUPS searched for `office-jet.local` and failed twice.", log, claim="twice") == "verified"
    # borrowed words only verify: a wrong count stays open, never contradicted on another clause's words
    assert status_of("CUPS searched for `office-jet.local` and failed five times.", log, claim="five") != "verified"
    assert status_of("CUPS searched for `office-jet.local` and failed five times.", log, claim="five") != "contradicted"


def _one_service(since: str = "2026-11-21T18:42:07+00:00") -> dict:
    return tool("e2", "linux_service_status", {
        "unit": "redis-server.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 4321, "active_since": since, "description": "Redis"},
        args={"name": "redis-server"})


def test_a_subjectless_start_time_is_the_one_service_whose_start_the_evidence_holds():
    ev = _one_service()
    assert status_of("- running since: yesterday 18:42", ev, claim="18:42") == "verified"
    assert status_of("Yesterday at 18:42.", ev) == "verified"
    # the subject is only the likely one: a time that does not fit stays open
    assert status_of("- running since: yesterday 11:05", ev, claim="11:05") not in ("verified", "contradicted")


def _runner_log() -> dict:
    lines = [("10:15:47", "info", "Checking for jobs... received job=918273 repo_url=https://gitlab.example/app.git"),
             ("10:21:05", "info", "Checking for jobs... received job=918280 repo_url=https://gitlab.example/app.git"),
             ("10:21:09", "warning", "Job failed (system failure): prepare environment: no space left on device")]
    return tool("e5", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        {"time": f"2026-11-22T{t}+00:00", "unit": "gitlab-runner.service", "priority": p, "message": m}
        for t, p, m in lines]}, args={"unit": "gitlab-runner.service", "since_minutes": 120})


def test_a_failure_is_timed_by_the_line_that_shares_the_most_of_its_words():
    log = _runner_log()
    assert status_of("GitLab flagged the job as a system failure at 10:21.", log, claim="10:21") == "verified"
    # 'gitlab' is in the other lines too (a URL); 'system failure' is only in the 10:21 line
    assert status_of("GitLab flagged the job as a system failure at 10:15.", log, claim="10:15") != "verified"
    assert status_of("GitLab flagged the job as a system failure at 09:40.", log, claim="09:40") == "contradicted"


def test_a_package_named_by_the_version_it_went_to_is_dated_by_that_change():
    ev = _history(("2026-11-18T20:30:12+09:00", "upgrade", "google-chrome-stable", "133.0.6943.141-1",
                   "134.0.6998.35-1"), ("2026-11-20T03:10:47+09:00", "upgrade", "redis", "7.2.4-1.el9", "7.2.7-1.el9"))
    now = "2026-11-22T10:00:00+09:00"
    # "Chrome" is not the package's name, the version is its upgrade's: the date is that upgrade's date
    assert status_of("The browser moved to 134.0.6998.35 on November 18.", ev, now=now) == "verified"
    assert status_of("Chrome went to 134.0.6998.35 on November 20.", ev, now=now) == "contradicted"
    # a date before "firmware update" is the update's time, not a build's name
    assert status_of("redis probably broke after the November 20 firmware update.", ev, now=now) != "contradicted"


def test_a_date_of_its_own_after_a_package_change_is_that_packages_change_date():
    ev = _history(("2026-11-11T08:03:10+09:00", "upgrade", "kernel", "6.12.15-200.fc41", "6.13.5-200.fc41"),
                  ("2026-11-20T03:10:47+09:00", "upgrade", "redis", "7.2.4-1.el9", "7.2.7-1.el9"))
    now = "2026-11-22T10:00:00+09:00"
    assert status_of("1. **kernel** moved from 6.12.15 to 6.13.5 on Wednesday, November 11", ev, now=now) == "verified"
    assert status_of("1. **kernel** moved from 6.12.15 to 6.13.5 on Tuesday, November 10", ev, now=now) == "contradicted"
    assert status_of("The kernel package was updated about eleven days ago.", ev, now=now) == "verified"
