"""Round 6, claim extraction: riders (riders.py).

A time, a count, a share's base or a restriction that ends a clause ("hexchat was removed | on June 1",
"cart-1 is in CrashLoopBackOff | with 7 restarts", "about 9.1 GiB available | out of 32 GB") is a claim of its
own whose span is the phrase but which is read together with its clause, so a false part no longer flags the
true part beside it; a rider verified with its clause verifies the clause.
"""

from __future__ import annotations

from reos_desktop.certainty.claims import extract_claims
from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import NOW, bundle, steady, system_info, tool


def texts(answer: str) -> list[str]:
    return [u.text for u in extract_claims(answer)]


def test_a_time_that_ends_a_clause_is_a_claim_read_with_the_clause():
    units = extract_claims("hexchat was removed on June 1.")
    assert [u.text for u in units] == ["hexchat was removed", "on June 1"]
    assert units[1].parse.startswith("hexchat was removed on June 1"), units[1].parse
    # variants: a participle with a time ago, a since-time, two riders in a row
    got = texts("There's a second job waiting too (#215, from jonas), queued about 10 minutes ago.")
    assert got[-1] == "queued about 10 minutes ago", got
    got = texts("he's playing Minecraft since about 2:30.")
    assert got == ["he's playing Minecraft", "since about 2:30"], got
    got = texts("The log shows node-2 went NotReady at 08:41, roughly ten minutes ago.")
    assert got[-2:] == ["at 08:41", "roughly ten minutes ago"], got


def test_what_must_stay_together_is_not_cut():
    # a denied clause keeps its time, a clause that is nothing without its time keeps it, a range stays one,
    # an epoch version is no clock, a time followed by a new thing is a list not a rider
    for said in ("nginx was not restarted at 18:00.", "the last time was at 07:32.", "It happened at 14:12.",
                 "The backup ran between 02:00 and 03:00.", "nginx exited with code 1.",
                 "wlan0 failed at 18:22 with a supplicant timeout, matching the drop you noticed around 6:20."):
        assert len(texts(said)) == 1, (said, texts(said))
    assert texts("docker-ce 5:26.1.4 → 5:27.5.1") == ["docker-ce 5:26.1.4 → 5:27.5.1"]
    # a share needs its base: "~6% of your 128 GB" stays one claim
    assert texts("shared_buffers is only ~6% of your 128 GB of RAM.") == ["shared_buffers is only ~6% of your 128 GB of RAM"]


def test_counts_bases_and_restrictions_ride_on_their_clause():
    assert texts("cart-1 is in CrashLoopBackOff with 7 restarts.") == ["cart-1 is in CrashLoopBackOff", "with 7 restarts"]
    assert texts("about 9.1 GiB available out of 32 GB")[-1] == "out of 32 GB"
    assert texts("pgbouncer listens on 6432, but only on localhost.") == ["pgbouncer listens on 6432", "only on localhost"]
    assert texts("**gitea** — ~384 MiB, running as root")[-1] == "running as root"


def _memory_info() -> dict:
    return system_info()   # 64 GiB-class machine: total 62.8 GiB, available 47.2 GiB


def test_a_wrong_total_no_longer_contradicts_the_true_amount_beside_it():
    answer = "About 47 GiB of RAM is available out of 32 GB."
    claims = {c.text: c.status for c in verify_bundle(bundle(answer, _memory_info(), steady())).claims}
    assert claims.get("About 47 GiB of RAM is available") == "verified", claims
    assert claims.get("out of 32 GB") in ("contradicted", "unsupported"), claims


_HISTORY = tool("e4", "linux_package_history", {"events": [
    {"time": "2026-11-20T08:15:40+00:00", "action": "remove", "package": "hexchat", "from_version": "2.16.1",
     "to_version": None}]}, args={"since_days": 7})


def test_a_wrong_date_flags_the_date_and_the_event_stays_verified():
    claims = {c.text: c.status for c in verify_bundle(bundle("hexchat was removed on November 19.", _HISTORY,
                                                             now=NOW)).claims}
    assert claims.get("on November 19") == "contradicted", claims
    assert claims.get("hexchat was removed") == "verified", claims
    # the right date: both parts hold, and the clause is verified through its rider when needed
    claims = {c.text: c.status for c in verify_bundle(bundle("hexchat was removed on November 20.", _HISTORY,
                                                             now=NOW)).claims}
    assert set(claims.values()) == {"verified"}, claims



def test_a_day_and_its_clock_time_are_one_rider():
    assert texts("nginx is active with main PID 1410, up since May 1, 03:12.")[-1] == "up since May 1, 03:12"
    # variant: a weekday and a clock time; a clock and a time ago stay two
    assert texts("node-2 went NotReady on Tuesday, 08:41.") == ["node-2 went NotReady", "on Tuesday, 08:41"]
    assert texts("node-2 went NotReady at 08:41, roughly ten minutes ago.")[-2:] == ["at 08:41", "roughly ten minutes ago"]


def test_a_clause_about_one_past_moment_keeps_its_time():
    # 'last'/'first' make the clause about the moment its time names: without it, it would read as now
    for said in ("It was last Ready about an hour ago.", "The node was last seen at 08:12.",
                 "nginx was first started on June 1.", "The disk has been filling up since last week."):
        assert len(texts(said)) == 1, (said, texts(said))
    assert texts("nginx was restarted last night at 02:00.") == ["nginx was restarted", "last night at 02:00"]


def test_a_past_ready_state_is_not_contradicted_by_the_state_now():
    node = tool("e6", "kubernetes_get", {"context": "k", "items": [
        {"kind": "Node", "metadata": {"name": "node-2"},
         "status": {"conditions": [{"type": "Ready", "status": "False"}]}}]}, args={"resource": "nodes"})
    claims = verify_bundle(bundle("node-2 is down. It was last Ready about an hour ago.", node)).claims
    assert [c.status for c in claims if "last Ready" in c.text] == ["unsupported"], [(c.text, c.status) for c in claims]


def test_a_rider_is_read_without_the_full_stop_and_with_the_clauses_markdown():
    unit = extract_claims("**gitea** — ~384 MiB, running as root.")[-1]
    assert unit.text == "running as root" and not unit.parse.endswith("."), unit.parse
    assert unit.shown.startswith("**gitea**"), unit.shown
    procs = tool("e3", "linux_processes", {"total": 90, "processes": [
        {"pid": 811, "name": "postgres", "user": "postgres", "cpu_percent": 1.0, "memory_percent": 2.0,
         "rss_bytes": 300_000_000, "status": "sleeping", "started_at": "2026-11-22T07:00:00+00:00",
         "cmdline": "/usr/lib/postgresql/16/bin/postgres"}]}, args={"sort": "memory", "limit": 5}, complete=False)
    claims = {c.text: c.status for c in verify_bundle(bundle("postgres uses about 300 MB, running as root.", procs)).claims}
    assert claims.get("running as root") == "contradicted", claims
    assert claims.get("postgres uses about 300 MB") == "verified", claims


_INSTALLED = tool("e4", "linux_package_history", {"events": [
    {"time": "2026-11-20T08:15:40+00:00", "action": "install", "package": "fail2ban", "from_version": None,
     "to_version": "1.0.2"}]}, args={"since_days": 7})


def test_a_riders_citation_is_for_it_and_its_clause():
    # e1 lists fail2ban as installed but says nothing of when: the date citing e1 is unsupported
    answer = "fail2ban was installed on November 20 [e1]."
    claims = {c.text: c.status for c in verify_bundle(bundle(answer, steady(installed_packages={"fail2ban": "1.0.2"}),
                                                             _INSTALLED, now=NOW)).claims}
    assert claims.get("on November 20") == "unsupported", claims
    answer = "fail2ban was installed on November 20 [e4]."
    claims = {c.text: c.status for c in verify_bundle(bundle(answer, steady(installed_packages={"fail2ban": "1.0.2"}),
                                                             _INSTALLED, now=NOW)).claims}
    assert claims.get("on November 20") == "verified", claims
