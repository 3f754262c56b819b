"""Times, package history and Kubernetes states (round 7): a record stamped in UTC is also read on the
machine's own clock; a day said with its clock is one moment, tied to the record of that day; a time whose own
verb is a start is the thing's start, not the package change the clause also names; 'once' opening a clause
counts nothing; an old version written with its release suffix before an arrow is the change's old side; a
name a listing holds as a member's value (a pod's node) is not a missing member."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, tool

# the same moment as _bundles.NOW (10:02 UTC), said on a Tokyo clock
TOKYO_NOW = "2026-11-22T19:02:00+09:00"


def _status(answer: str, *evidence: dict, now: str | None = None) -> dict[str, str]:
    got = verify_bundle(bundle(answer, *evidence, now=now) if now else bundle(answer, *evidence))
    return {c.text: c.status for c in got.claims}


def _event(obj: str, kind: str, reason: str, message: str, first: str, last: str, count: int = 1) -> dict:
    return {"kind": "Event", "metadata": {"name": f"{obj}.1", "namespace": "default"},
            "involvedObject": {"kind": kind, "name": obj}, "reason": reason, "message": message,
            "type": "Normal", "count": count, "firstTimestamp": first, "lastTimestamp": last}


NODE_EVENTS = tool("e9", "kubernetes_get", {"items": [
    _event("hermes", "Node", "NodeNotReady", "Node hermes status is now: NodeNotReady",
           "2026-11-22T09:05:12Z", "2026-11-22T09:05:12Z")]}, args={"resource": "events"})
NODES = tool("e2", "kubernetes_get", {"items": [
    {"kind": "Node", "metadata": {"name": n}, "status": {"conditions": [{"type": "Ready", "status": s}]}}
    for n, s in (("hermes", "False"), ("olympus", "True"))]}, args={"resource": "nodes"})


# --- a UTC stamp is also read on the machine's own clock ------------------------------------------------------

def test_a_utc_event_time_is_also_the_machines_local_clock_time():
    # 09:05Z is 18:05 in Tokyo: said as local time it holds
    got = _status("Node hermes went NotReady at 18:05 local time.", NODE_EVENTS, now=TOKYO_NOW)
    assert set(got.values()) == {"verified"}, got
    variant = _status("The NodeNotReady event for hermes came at about 6:05 pm.", NODE_EVENTS, now=TOKYO_NOW)
    assert "verified" in variant.values() and "contradicted" not in variant.values(), variant
    # a bare time is read on the machine's clock only: the UTC reading holds when it says UTC (a bare 09:05 is
    # the clock mistake of copying the stamp), and a clock that is neither is never verified
    assert set(_status("Node hermes went NotReady at 09:05 UTC.", NODE_EVENTS, now=TOKYO_NOW).values()) == {"verified"}
    assert "contradicted" in _status("Node hermes went NotReady at 09:05.", NODE_EVENTS, now=TOKYO_NOW).values()
    assert "verified" not in _status("Node hermes went NotReady at 12:40.", NODE_EVENTS, now=TOKYO_NOW).values()


# --- a day and its clock are one moment -----------------------------------------------------------------------

def test_a_day_said_with_its_clock_names_the_records_moment():
    answer = "The NodeNotReady event for **hermes** is stamped `2026-11-22T09:05:12Z` — in Tokyo that's **Nov 22, 19:05**."
    got = _status(answer, NODE_EVENTS, NODES, now=TOKYO_NOW)
    assert got.get("**Nov 22, 19:05**", got.get("Nov 22, 19:05")) == "contradicted", got
    right = _status(answer.replace("19:05", "18:05"), NODE_EVENTS, NODES, now=TOKYO_NOW)
    assert "contradicted" not in right.values(), right
    # "at" between the day and the clock, in a sentence of its own
    variant = _status("Node hermes went NotReady on Nov 22 at 21:30.", NODE_EVENTS, NODES, now=TOKYO_NOW)
    assert "contradicted" in variant.values(), variant


# --- a start's time is not the package change's time ----------------------------------------------------------

HISTORY = tool("e2", "linux_package_history", {"events": [
    {"time": "2026-11-22T08:40:23+00:00", "action": "upgrade", "package": "gitlab-runner",
     "from_version": "17.5.3-1", "to_version": "17.6.0-1"},
    {"time": "2026-11-22T08:40:22+00:00", "action": "upgrade", "package": "linux",
     "from_version": "6.11.9.arch1-1", "to_version": "6.12.1.arch1-1"}]}, args={"since_days": 3})
RUNNER = tool("e6", "linux_service_status", {
    "unit": "gitlab-runner.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
    "unit_file_state": "enabled", "main_pid": 4242, "active_since": "2026-11-22T08:52:10+00:00",
    "description": "GitLab Runner"}, args={"name": "gitlab-runner"})


def test_a_restart_time_is_the_units_start_not_the_upgrade_time():
    got = _status("gitlab-runner was restarted at 08:52, right after the upgrade.", HISTORY, RUNNER)
    assert "contradicted" not in got.values() and "verified" in got.values(), got
    variant = _status("It started again at 08:52 today after the gitlab-runner upgrade.", HISTORY, RUNNER)
    assert "contradicted" not in variant.values(), variant
    # a wrong start time is still not called the upgrade's; the upgrade's own time is still checked
    assert "contradicted" in _status("gitlab-runner was upgraded at 07:15.", HISTORY, RUNNER).values()


# --- 'once' opening a clause is no count -----------------------------------------------------------------------

PODS = tool("e3", "kubernetes_get", {"items": [
    {"kind": "Pod", "metadata": {"name": "worker-6f8d9c7b5a-qr7st", "namespace": "shop"},
     "spec": {"nodeName": "hermes"},
     "status": {"phase": "Pending", "containerStatuses": [
         {"name": "worker", "ready": False, "restartCount": 0,
          "state": {"waiting": {"reason": "ContainerCreating"}}}]}},
    {"kind": "Pod", "metadata": {"name": "api-5c6b7d8e9f-k2l3m", "namespace": "shop"},
     "spec": {"nodeName": "olympus"},
     "status": {"phase": "Running", "containerStatuses": [
         {"name": "api", "ready": False, "restartCount": 14,
          "state": {"waiting": {"reason": "CrashLoopBackOff"}}}]}}]},
    args={"resource": "pods", "namespace": "shop"})


def test_once_opening_a_clause_counts_nothing():
    got = _status("The worker pod is stuck Pending, which will clear once that node comes back.", PODS)
    assert "contradicted" not in got.values(), got
    variant = _status("worker-6f8d9c7b5a-qr7st stays Pending; it starts once it gets its volume.", PODS)
    assert "contradicted" not in variant.values(), variant
    # 'once' as a count is still a count
    assert "contradicted" in _status("worker-6f8d9c7b5a-qr7st has restarted once.", PODS).values()


# --- an old version with its release suffix before an arrow ----------------------------------------------------

def test_an_old_version_with_its_suffix_before_an_arrow_is_the_old_side():
    got = _status("* `linux` 6.11.9.arch1-1 → 6.12.1.arch1-1", HISTORY)
    assert set(got.values()) == {"verified"}, got
    assert set(_status("Upgraded today: linux 6.11.9.arch1-1 → 6.12.1.arch1-1.", HISTORY).values()) == {"verified"}
    # a wrong new side is still wrong
    assert "contradicted" in _status("* `linux` 6.11.9.arch1-1 → 6.12.2.arch1-1", HISTORY).values()


# --- a member's value is not a missing member -------------------------------------------------------------------

def test_a_pods_node_said_beside_it_is_not_a_missing_pod():
    got = _status("Pod `api-5c6b7d8e9f-k2l3m` on **olympus** is in `CrashLoopBackOff`.", PODS)
    assert "contradicted" not in got.values(), got
    variant = _status("api-5c6b7d8e9f-k2l3m, over on olympus, is crash-looping.", PODS)
    assert "contradicted" not in variant.values(), variant
