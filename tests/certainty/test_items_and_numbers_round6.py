"""Three rules from the 33rd generation's first look: listener lists are cut per item, a record that shares a
claim's words but not its number does not verify it, and a size's cut-short reading stops before the next unit."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, claim_statuses, tool
from tests.certainty._bundles import socket as _sock


def _net(listening: list[dict]) -> dict:
    return tool("e5", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "52:54:00:aa:bb:cc", "addresses": ["192.168.20.5/24"], "is_up": True}],
        "listening": listening, "connections": []})


NET = _net([_sock(445, "0.0.0.0", "smbd", 900), _sock(139, "0.0.0.0", "smbd", 900), _sock(111, "0.0.0.0", "rpcbind", 400),
            _sock(22, "0.0.0.0", "sshd", 700)])


def test_a_list_of_listeners_is_one_claim_per_item():
    got = dict(claim_list("Listening: SMB on 445 and 139 on all interfaces, rpcbind on 111, mountd on 20049 and SSH on 22.", NET))
    assert got["rpcbind on 111"] == "verified" and got["SSH on 22"] == "verified"
    assert got["mountd on 20049"] == "contradicted"
    said = dict(claim_list("The box serves sshd on port 22, rpcbind on port 111 and nfsd on port 2049.", NET))
    assert said["rpcbind on port 111"] == "verified" and said["nfsd on port 2049"] != "verified"


BOXES = tool("e2", "linux_containers", {"runtime": "docker", "containers": [
    {"id": "b5d6e8f01a93", "name": "blackbox", "image": "prom/blackbox-exporter:v0.25.0", "state": "exited",
     "status": "Exited (137) 2 days ago", "created_at": "2026-11-16T02:41:14+00:00", "ports": []}]}, args={"all": True})


def test_shared_words_with_another_number_do_not_verify():
    for said, code in (("blackbox-exporter exited with code 1.", "with code 1"),
                       ("The blackbox-exporter container exited with status 3.", "with status 3")):
        got = claim_statuses(said, BOXES)
        # the container did exit (pinpoint.py keeps that part apart); the code is what nothing verifies
        assert got.get(code, got.get(said.rstrip("."))) != "verified", (said, got)


def _swap(total_gib: float) -> dict:
    return tool("e3", "linux_system_info", {
        "cpu_percent": 5.0, "load_average": [0.2, 0.2, 0.2], "uptime_seconds": 3600, "boot_time": "2026-11-22T09:00:00+00:00",
        "memory": {"total_bytes": 8 * 2**30, "available_bytes": 6 * 2**30, "used_bytes": 2 * 2**30, "percent": 25.0},
        "swap": {"total_bytes": int(total_gib * 2**30), "used_bytes": 0, "percent": 0.0}})


def test_a_cut_short_size_stops_before_the_next_unit():
    assert claim_statuses("Swap is 1 GiB.", _swap(2.0)) != {"Swap is 1 GiB": "verified"}
    assert claim_statuses("Swap is 1 GiB.", _swap(1.0)) == {"Swap is 1 GiB": "verified"}
    assert claim_statuses("Swap is 4 GiB.", _swap(4.6)) == {"Swap is 4 GiB": "verified"}
