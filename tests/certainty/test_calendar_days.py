"""The weekday of a date the clause before states ("on the 10th, which was a Wednesday"), of changes on one day,
the kernel's changes timed by the kernel package, and a packaging revision that is no part of a release."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, system_info


def _weekday_claim(answer: str) -> str:
    claims = dict(claim_list(answer, system_info()))   # now is Sunday 2026-11-22
    found = [status for text, status in claims.items() if "which was" in text]
    assert found, claims
    return found[0]


def test_the_weekday_of_the_date_said_before():
    assert _weekday_claim("The last backup ran on the 20th, which was a Friday.") == "verified"
    assert _weekday_claim("The last backup ran on the 20th, which was a Wednesday.") == "contradicted"
    assert _weekday_claim("The last backup ran on November 16, which was a Tuesday.") == "contradicted"
    # the 25th has not come yet this month: it is October's
    assert _weekday_claim("The last backup ran on the 25th, which was a Sunday.") == "verified"


def test_a_weekday_said_of_a_transaction_whose_changes_share_another_day():
    from tests.certainty._bundles import status_containing, tool
    # three upgrades in one pacman run on Thursday 2026-11-19
    history = tool("e4", "linux_package_history", {"events": [
        {"time": f"2026-11-19T18:02:{s:02d}+00:00", "action": "upgrade", "package": p, "from_version": a,
         "to_version": b} for s, p, a, b in ((11, "glibc", "2.40+r16", "2.40+r66"), (12, "systemd", "257.1-1", "257.2-2"),
                                            (13, "systemd-libs", "257.1-1", "257.2-2"))]}, args={"since_days": 14})
    assert status_containing("glibc and systemd were upgraded on Thursday.", "Thursday", history) == "verified"
    assert status_containing("glibc and systemd were upgraded on Tuesday.", "Tuesday", history) == "contradicted"
    assert status_containing("The systemd packages were upgraded on Tuesday.", "Tuesday", history) == "contradicted"


def test_the_kernel_is_timed_by_the_kernel_packages_own_changes():
    from tests.certainty._bundles import status_containing, tool
    history = tool("e4", "linux_package_history", {"events": [
        {"time": "2026-11-14T23:40:05+00:00", "action": "upgrade", "package": "docker", "from_version": "1:27.4.1-1",
         "to_version": "1:27.5.0-1"},
        {"time": "2026-11-18T18:02:11+00:00", "action": "upgrade", "package": "linux", "from_version": "6.12.9.arch1-1",
         "to_version": "6.12.10.arch1-1"}]}, args={"since_days": 14})
    assert status_containing("The kernel was updated on November 18.", "November 18", history) == "verified"
    assert status_containing("The kernel was updated on November 14.", "November 14", history) == "contradicted"


def test_a_packaging_revision_is_no_part_of_the_release():
    from tests.certainty._bundles import status_containing, tool
    history = tool("e4", "linux_package_history", {"events": [
        {"time": "2026-11-20T10:52:14+00:00", "action": "upgrade", "package": "firefox",
         "from_version": "135.0.1-1.fc41", "to_version": "136.0-1.fc41"}]}, args={"since_days": 14})
    assert status_containing("Firefox was upgraded to 136.0.", "136.0", history) == "verified"
    # 136.0-1 is release 136.0, packaging revision 1: not 136.0.1
    assert status_containing("Firefox was upgraded to 136.0.1.", "136.0.1", history) != "verified"


def test_a_weekday_is_read_on_the_machines_calendar():
    from reos_desktop.certainty.wrapper import verify_bundle
    from tests.certainty._bundles import bundle, tool
    # 19:30 UTC on Thursday 2026-11-19 is Friday 08:30 on a machine at UTC+13 (the bundle's now is on its clock)
    history = tool("e4", "linux_package_history", {"events": [
        {"time": "2026-11-19T19:30:00+00:00", "action": "install", "package": "linux-image-6.8.0-49-generic",
         "from_version": None, "to_version": "6.8.0-49.49"}]}, args={"since_days": 14})
    history["collected_at"] = "2026-11-22T20:00:00+00:00"

    def status(answer: str) -> str:
        result = verify_bundle(bundle(answer, history, now="2026-11-23T09:01:00+13:00"))
        return next(c.status for c in result.claims if "day" in c.text)
    assert status("The 6.8.0-49 kernel was installed on Friday.") == "verified"
    assert status("The 6.8.0-49 kernel was installed on Thursday.") == "contradicted"


def test_a_weekday_beside_a_date_is_the_calendars():
    from tests.certainty._bundles import claim_list, tool

    history = tool("h3", "linux_package_history", {"events": [
        {"time": "2026-11-17T04:05:33+00:00", "action": "upgrade", "package": "postgresql16",
         "from_version": "16.5-1", "to_version": "16.6-1"}]}, args={"since_days": 30})
    # 17 November 2026 is a Tuesday
    claims = claim_list("postgresql16 was upgraded to 16.6 on Nov 17 (a Monday).", history)
    assert any(s == "contradicted" and "Monday" in t for t, s in claims), claims
    claims = claim_list("postgresql16 was upgraded to 16.6 on Nov 17 (a Tuesday).", history)
    assert not any(s == "contradicted" for _, s in claims), claims
