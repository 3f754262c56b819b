"""Small evidence bundles for the certainty tests, in the shapes of shared/specs/evidence-bundle.md."""

from __future__ import annotations

NOW = "2026-11-22T10:02:00+00:00"


def tool(eid: str, name: str, data: dict, age_s: int = 30, args: dict | None = None, complete: bool = True,
         error: str | None = None) -> dict:
    from datetime import datetime, timedelta

    when = (datetime.fromisoformat(NOW) - timedelta(seconds=age_s)).isoformat()
    return {"id": eid, "kind": "tool", "tool": name, "args": args or {}, "collected_at": when, "complete": complete,
            "error": error, "data": data}


def steady(eid: str = "e1", **fields) -> dict:
    data = {"hostname": "corellia", "os_name": "Ubuntu", "os_version": "24.04", "os_codename": "noble",
            "kernel": "6.8.0-45-generic", "arch": "x86_64", "cpu_model": "AMD Ryzen 9 5900X 12-Core Processor",
            "cpu_cores": 12, "cpu_threads": 24, "memory_total_bytes": 67430993920,
            "disks": [{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 999653638144}],
            "network_interfaces": [{"name": "eth0", "mac": "52:54:00:12:34:56", "addresses": ["192.168.1.100/24"],
                                    "is_up": True}],
            "dns_servers": ["192.168.1.1"], "default_gateway": "192.168.1.1", "package_manager": "dpkg",
            "installed_packages": {"nginx": "1.24.0-2ubuntu7", "docker-ce": "5:24.0.7-1~ubuntu.24.04~noble",
                                   "curl": "8.5.0-2ubuntu10"},
            "available_services": ["nginx.service", "docker.service", "ssh.service"],
            "users": [{"name": "alice", "uid": 1000, "gid": 1000, "home": "/home/alice", "shell": "/bin/bash"}],
            "groups": [{"name": "docker", "gid": 998, "members": ["alice"]}]}
    data.update(fields)
    return {"id": eid, "kind": "steady_state", "collected_at": "2026-11-22T09:30:00+00:00", "complete": True,
            "data": data}


def nginx_status(eid: str = "e2", active: str = "active", sub: str = "running", age_s: int = 30) -> dict:
    return tool(eid, "linux_service_status", {
        "unit": "nginx.service", "load_state": "loaded", "active_state": active, "sub_state": sub,
        "unit_file_state": "enabled", "main_pid": 1234 if active == "active" else None,
        "active_since": "2026-11-22T07:47:12+00:00" if active == "active" else None,
        "description": "A high performance web server"}, age_s, {"name": "nginx"})


def system_info(eid: str = "e3", age_s: int = 30, cpu: float = 12.5) -> dict:
    return tool(eid, "linux_system_info", {
        "cpu_percent": cpu, "load_average": [0.52, 0.61, 0.70], "uptime_seconds": 8100,
        "boot_time": "2026-11-22T07:46:35+00:00",
        "memory": {"total_bytes": 67430993920, "available_bytes": 50680848794, "used_bytes": 16750145126,
                   "percent": 24.8},
        "swap": {"total_bytes": 2147483648, "used_bytes": 0, "percent": 0.0}}, age_s)


def disk_usage(eid: str = "e4") -> dict:
    return tool(eid, "linux_disk_usage", {"filesystems": [
        {"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 999653638144,
         "used_bytes": 442381631488, "free_bytes": 557272006656, "percent": 44.3}]})


def bundle(answer: str, *evidence: dict, now: str = NOW) -> dict:
    return {"reos_evidence": 1, "now": now, "question": "", "answer": answer, "evidence": list(evidence)}


def statuses(result) -> dict[str, str]:
    return {c.text: c.status for c in result.claims}


def claim_statuses(answer: str, *evidence: dict) -> dict[str, str]:
    """Claim text -> status for an answer verified against these evidence items."""
    from reos_desktop.certainty.wrapper import verify_bundle

    return statuses(verify_bundle(bundle(answer, *evidence)))


def claim_list(answer: str, *evidence: dict, question: str = "") -> list[tuple[str, str]]:
    """(claim text, status) in answer order (a text may come twice), for an answer to `question`."""
    from reos_desktop.certainty.wrapper import verify_bundle

    data = bundle(answer, *evidence)
    data["question"] = question
    return [(c.text, c.status) for c in verify_bundle(data).claims]


def status_containing(answer: str, fragment: str, *evidence: dict, question: str = "") -> str:
    """The status of the first claim whose text contains `fragment` (fails, showing the claims, if none does)."""
    claims = claim_list(answer, *evidence, question=question)
    found = [s for t, s in claims if fragment in t]
    assert found, (fragment, claims)
    return found[0]


def status_of(answer: str, *evidence: dict, claim: str | None = None) -> str:
    """The status of the first claim (or the first whose text contains `claim`)."""
    from reos_desktop.certainty.wrapper import verify_bundle

    result = verify_bundle(bundle(answer, *evidence))
    claims = result.claims if claim is None else [c for c in result.claims if claim in c.text]
    assert claims, [c.text for c in result.claims]
    return claims[0].status


def socket(port: int, address: str, process: str | None, pid: int | None = None, proto: str = "tcp") -> dict:
    """One listening socket as linux_network_info lists it."""
    return {"proto": proto, "address": address, "port": port, "pid": pid, "process": process}
