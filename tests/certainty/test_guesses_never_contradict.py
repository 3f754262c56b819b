"""The gaps the 10th generation's error analysis showed: a guessed subject or filter never contradicts
(a wrong "contradicted" costs more than an "unsupported"), and evidence shapes that were not read."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle

NOW = "2027-01-08T09:10:00+00:00"


def tool(eid: str, name: str, data: dict, args: dict | None = None) -> dict:
    return {"id": eid, "kind": "tool", "tool": name, "args": args or {}, "collected_at": NOW, "complete": True,
            "error": None, "data": data}


def _got(answer: str, *evidence) -> dict[str, str]:
    return {c.text: c.status for c in verify_bundle(bundle(answer, *evidence, now=NOW)).claims}


def _pod(name: str, phase: str, restarts: int = 0) -> dict:
    return {"kind": "Pod", "metadata": {"name": name}, "spec": {"nodeName": "w1"},
            "status": {"phase": phase, "containerStatuses": [{"ready": phase == "Running", "restartCount": restarts}]}}


_PODS = tool("e2", "kubernetes_get", {"namespace": "ns", "items": [
    _pod("api-1", "Running"), _pod("api-2", "Running", 3), _pod("db-0", "Pending"), _pod("cron-1", "Failed")]},
    args={"resource": "pods", "namespace": "ns"})


def test_states_after_a_list_comma_belong_to_the_counts_there_and_asides_do_not_filter():
    got = _got("Four pods in total, one Failed (the cron-1 job pod), one Pending.", _PODS)
    assert "contradicted" not in got.values(), got
    assert _got("Four pods in total.", _PODS) == {"Four pods in total": "verified"}
    assert _got("Five pods in total.", _PODS) == {"Five pods in total": "contradicted"}


def test_restarts_of_an_unresolved_subject_are_not_contradicted():
    got = _got("Kubernetes has backed off restarting it 41 times.", _PODS)
    assert list(got.values()) == ["unsupported"], got
    assert _got("api-2 has restarted 5 times.", _PODS) == {"api-2 has restarted 5 times": "contradicted"}


_NODES = tool("e1", "kubernetes_get", {"items": [
    {"kind": "Node", "metadata": {"name": f"n{i}"}, "status": {"conditions": [{"type": "Ready", "status": "True"}],
                                                               "nodeInfo": {"kubeletVersion": v}}}
    for i, v in enumerate(["v1.30.7", "v1.30.7", "v1.30.7", "v1.29.10"])]}, args={"resource": "nodes"})


def test_a_count_of_members_on_a_version_counts_only_those():
    assert _got("Three nodes run v1.30.7.", _NODES) == {"Three nodes run v1.30.7": "verified"}
    assert _got("Two nodes run v1.30.7.", _NODES) == {"Two nodes run v1.30.7": "contradicted"}


_DISK = tool("e3", "linux_disk_usage", {"filesystems": [
    {"mountpoint": "/srv/pool", "device": "/dev/md0", "fstype": "btrfs", "total_bytes": 16_000_000_000_000,
     "used_bytes": 12_480_000_000_000, "free_bytes": 3_520_000_000_000, "percent": 78.0},
    {"mountpoint": "/srv/backup", "device": "/dev/sdc1", "fstype": "ext4", "total_bytes": 8_000_000_000_000,
     "used_bytes": 7_700_000_000_000, "free_bytes": 300_000_000_000, "percent": 96.2}]})


def test_lines_keyed_by_a_path_are_claims_of_their_own():
    got = _got("/srv/pool: 12.5 TB of 16 TB (78%)\n/srv/backup: 96% full, ~300 GB left", _DISK)
    assert set(got.values()) == {"verified"}, got


_HISTORY = tool("e4", "linux_package_history", {"events": [
    {"time": "2026-12-28T02:31:02+00:00", "action": "upgrade", "package": "samba", "from_version": "4.19.8",
     "to_version": "4.19.9"},
    {"time": "2026-12-14T02:30:41+00:00", "action": "remove", "package": "vsftpd", "from_version": "3.0.5",
     "to_version": None}]}, args={"since_days": 30})


def test_a_date_without_a_year_is_the_one_just_past_and_date_keyed_rows_are_about_the_next_cell():
    table = "Updates:\n\n| Date | Package | Change |\n|---|---|---|\n| Dec 28 | samba | upgraded |\n" \
            "| Dec 21 | vsftpd | removed |"
    got = verify_bundle(bundle(table, _HISTORY, now=NOW)).claims
    dates = {c.text: c.status for c in got if c.text.startswith("Dec")}
    assert dates == {"Dec 28": "verified", "Dec 21": "contradicted"}, dates
    assert "contradicted" not in _got("Nothing new was installed in that time.", _HISTORY).values()
