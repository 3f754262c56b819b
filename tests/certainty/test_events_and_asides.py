"""A kernel version said as installed on a day is the install the history records, though that kernel has been
removed since; "that's normal for NTFS" judges no amount; and a share of inodes is not the share of the space."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool

GB = 10**9


def _kernels() -> dict:
    return tool("e4", "linux_package_history", {"events": [
        {"time": "2026-11-02T08:11:00+00:00", "action": "install", "package": "kernel-core",
         "from_version": None, "to_version": "6.11.4-301.fc41"},
        {"time": "2026-11-16T08:40:00+00:00", "action": "install", "package": "kernel-core",
         "from_version": None, "to_version": "6.11.9-300.fc41"},
        {"time": "2026-11-16T08:40:30+00:00", "action": "remove", "package": "kernel-core",
         "from_version": "6.11.4-301.fc41", "to_version": None}]}, args={"since_days": 30})


def test_a_kernel_said_installed_on_a_day_is_that_install():
    answer = "| Date | Change |\n|---|---|\n| Nov 2 | kernel-core 6.11.4-301.fc41 installed |\n"
    assert status_containing(answer, "6.11.4", _kernels()) == "verified"
    answer = "| Date | Change |\n|---|---|\n| Nov 2 | kernel-core 6.10.12-200.fc41 installed |\n"
    assert status_containing(answer, "6.10.12", _kernels()) == "contradicted"


def _disk() -> dict:
    return tool("e5", "linux_disk_usage", {"filesystems": [
        {"device": "/dev/sdb1", "mountpoint": "/mnt/archive", "fstype": "fuseblk", "total_bytes": 2000 * GB,
         "used_bytes": 1900 * GB, "free_bytes": 100 * GB, "percent": 95.0}]})


def test_normal_said_of_a_behaviour_judges_no_amount():
    answer = "The slow writes are normal for NTFS: `/mnt/archive` is mounted through FUSE."
    assert status_containing(answer, "mounted through FUSE", _disk()) == "verified"
    # an amount word makes it a judgement of the amount again
    assert status_containing("Disk usage on `/mnt/archive` is normal.", "normal", _disk()) == "contradicted"


def test_a_share_of_inodes_is_not_the_share_of_the_space():
    assert status_containing("`/mnt/archive` is at 3% inode usage.", "3%", _disk()) != "contradicted"
    assert status_containing("`/mnt/archive` is at 3% usage.", "3%", _disk()) == "contradicted"


def test_a_kernel_row_with_running_and_installed_versions():
    from tests.certainty._bundles import steady
    host = steady(kernel="6.8.0-49-generic", installed_packages={
        "linux-image-6.8.0-49-generic": "6.8.0-49.49", "linux-image-6.8.0-51-generic": "6.8.0-51.52"})
    table = "## corellia at a glance\n\n| Item | Value |\n|---|---|\n| Kernel | {} |\n"
    answer = table.format("6.8.0-49 running, 6.8.0-51 installed")
    assert status_containing(answer, "49 running", host) == "verified"
    assert status_containing(answer, "51 installed", host) == "verified"
    answer = table.format("6.8.0-49 running, 6.8.0-57 installed")
    assert status_containing(answer, "57 installed", host) != "verified"
    # found only in a package list whose source has changed since: stale, not verified
    old = steady(kernel="6.8.0-49-generic", stale_sources=["packages"], installed_packages={
        "linux-image-6.8.0-49-generic": "6.8.0-49.49", "linux-image-6.8.0-51-generic": "6.8.0-51.52"})
    answer = table.format("6.8.0-49 running, 6.8.0-51 installed")
    assert status_containing(answer, "51 installed", old) == "stale"


def test_a_time_keyed_row_of_pids_is_timed_by_the_lines_about_each_pid():
    logs = tool("e6", "linux_recent_logs", {"entries": [
        {"time": "2026-11-22T08:12:40+00:00", "unit": None, "priority": "err",
         "message": "Out of memory: Killed process 30121 (celery) total-vm:2874120kB, anon-rss:2101344kB"},
        {"time": "2026-11-22T09:47:05+00:00", "unit": None, "priority": "err",
         "message": "Out of memory: Killed process 31877 (celery) total-vm:2901200kB, anon-rss:2150876kB"}]},
        args={"priority": "err"})
    table = "Two OOM kills of celery:\n\n| Time (UTC) | PID |\n|---|---|\n| {} | 30121 |\n| 09:47 | 31877 |\n"
    assert status_containing(table.format("08:12"), "08:12", logs) == "verified"
    assert status_containing(table.format("09:12"), "09:12", logs) == "contradicted"


def test_a_restart_is_timed_by_when_the_service_last_became_active():
    from tests.certainty._bundles import nginx_status   # active since 07:47 today; now is 10:02
    assert status_containing("nginx was restarted this morning.", "restarted", nginx_status()) == "verified"
    assert status_containing("nginx was restarted yesterday.", "yesterday", nginx_status()) == "contradicted"
    assert status_containing("nginx restarted at 07:47.", "07:47", nginx_status()) == "verified"
    assert status_containing("nginx restarted at 09:30.", "09:30", nginx_status()) == "contradicted"


def test_a_share_in_words_of_your_ram_and_a_bound_on_it():
    from tests.certainty._bundles import system_info   # memory 24.8% used
    assert status_containing("Less than half of your RAM is in use.", "half", system_info()) == "verified"
    assert status_containing("More than half of your RAM is in use.", "half", system_info()) == "contradicted"
    assert status_containing("About a quarter of your RAM is in use.", "quarter", system_info()) == "verified"


def test_a_word_of_a_quoted_message_is_no_missing_service():
    units = tool("e2", "linux_service_status", {"units": [
        {"unit": "pg-exporter.service", "load_state": "loaded", "active_state": "failed", "sub_state": "failed",
         "unit_file_state": "enabled"}]})
    answer = 'The exporter can\'t log in — `password authentication failed for user "metrics"`.'
    assert status_containing(answer, "password", units) != "contradicted"


def test_an_exit_status_is_the_one_systemd_logged():
    logs = tool("e6", "linux_recent_logs", {"entries": [
        {"time": "2026-11-22T02:00:14+00:00", "unit": "restic-nightly.service", "priority": "err",
         "message": "restic-nightly.service: Main process exited, code=exited, status=3/NOTIMPLEMENTED"},
        {"time": "2026-11-22T02:00:14+00:00", "unit": "restic-nightly.service", "priority": "err",
         "message": "restic-nightly.service: Failed with result 'exit-code'."}]}, args={"unit": "restic-nightly"})
    answer = "`restic-nightly.service` failed at 02:00. It exited with status {}."
    assert status_containing(answer.format(3), "status 3", logs) == "verified"
    assert status_containing(answer.format(1), "status 1", logs) == "contradicted"
    # the unit is not named in the clause, but the logs hold one unit's exit only
    assert status_containing("The unit failed (exit status 1).", "exit status", logs) == "contradicted"


def test_a_failed_unit_has_been_down_since_it_last_failed():
    # now is 10:02; the unit failed at 07:01 and nothing started it again: down for about three hours
    logs = tool("e6", "linux_recent_logs", {"entries": [
        {"time": "2026-11-22T07:00:58+00:00", "unit": "fail2ban.service", "priority": "info",
         "message": "Started fail2ban.service - Fail2Ban Service."},
        {"time": "2026-11-22T07:01:03+00:00", "unit": "fail2ban.service", "priority": "err",
         "message": "fail2ban.service: Failed with result 'exit-code'."}]}, args={"unit": "fail2ban"})
    answer = "fail2ban failed this morning. It's been down for about {} hours."
    assert status_containing(answer.format(3), "down for", logs) == "verified"
    assert status_containing(answer.format(8), "down for", logs) == "contradicted"
