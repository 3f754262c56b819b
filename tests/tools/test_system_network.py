"""System info, disk usage, sockets and the sampled rates, against this machine and sockets made here."""

from __future__ import annotations

import os
import socket
import threading
import time

import psutil

from reos_desktop.evidence.canonical import parse_time
from reos_desktop.tools.registry import get_registry


def _run(name, **args):
    return get_registry().run(name, args)


def test_system_info_matches_the_kernel():
    item = _run("linux_system_info")
    data = item.data
    assert item.complete and item.error is None
    assert data["memory"]["total_bytes"] == psutil.virtual_memory().total
    assert 0 <= data["memory"]["percent"] <= 100 and 0 <= data["cpu_percent"] <= 100
    assert len(data["load_average"]) == 3 and data["cpu_count"] == os.cpu_count()
    boot = parse_time(data["boot_time"]).timestamp()
    assert abs(boot - psutil.boot_time()) < 2
    assert abs((time.time() - boot) - data["uptime_seconds"]) < 5


def test_disk_usage_of_the_filesystem_holding_a_path(tmp_path):
    item = _run("linux_disk_usage", path=str(tmp_path))
    [fs] = item.data["filesystems"]
    stats = os.statvfs(tmp_path)
    assert fs["total_bytes"] == stats.f_blocks * stats.f_frsize
    assert fs["free_bytes"] == stats.f_bavail * stats.f_frsize
    assert str(tmp_path).startswith(fs["mountpoint"])
    everything = _run("linux_disk_usage")
    assert everything.data["filesystems"] and all(f["device"] for f in everything.data["filesystems"])


def test_disk_usage_of_a_missing_path_is_an_error():
    item = _run("linux_disk_usage", path="/no/such/place")
    assert item.error == "/no/such/place does not exist" and not item.complete


def test_listening_socket_and_connection_with_owner():
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    client = socket.create_connection(("127.0.0.1", port))
    accepted, _ = server.accept()
    try:
        item = _run("linux_network_info", port=port)
        [listening] = item.data["listening"]
        assert listening == {"proto": "tcp", "address": "127.0.0.1", "port": port, "pid": os.getpid(),
                             "process": psutil.Process().name()}
        established = [c for c in item.data["connections"] if c["status"] == "ESTABLISHED"]
        assert {c["local"] for c in established} >= {f"127.0.0.1:{port}", f"127.0.0.1:{client.getsockname()[1]}"}
        assert all(c["pid"] == os.getpid() for c in established)
        assert any(i["name"] == "lo" and "127.0.0.1/8" in i["addresses"] for i in item.data["interfaces"])
    finally:
        for s in (client, accepted, server):
            s.close()


def test_network_listing_is_cut_with_a_marker():
    servers = []
    for _ in range(3):
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        s.listen(1)
        servers.append(s)
    try:
        item = _run("linux_network_info", limit=1)
        assert len(item.data["listening"]) == 1 and not item.complete
        assert "more listening sockets not shown; use port= to narrow" in item.data["truncated"]["listening"]
    finally:
        for s in servers:
            s.close()


def test_network_traffic_sees_loopback_bytes_sent_during_the_interval():
    payload = b"x" * (4 * 1024 * 1024)
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)

    def pump():
        time.sleep(0.1)
        with socket.create_connection(server.getsockname()) as out:
            out.sendall(payload)

    def drain():
        conn, _ = server.accept()
        with conn:
            while conn.recv(1 << 20):
                pass

    threads = [threading.Thread(target=drain), threading.Thread(target=pump)]
    for t in threads:
        t.start()
    item = _run("linux_network_traffic", interval_seconds=0.6)
    for t in threads:
        t.join()
    server.close()
    lo = next(i for i in item.data["interfaces"] if i["name"] == "lo")
    assert lo["rx_bytes_per_s"] * item.data["interval_seconds"] >= len(payload)
    assert 0.55 <= item.data["interval_seconds"] < 2


def test_disk_io_sees_a_synced_write(tmp_path):
    target = tmp_path / "blob"

    def write():
        time.sleep(0.1)
        with open(target, "wb") as handle:
            handle.write(os.urandom(16 * 1024 * 1024))
            handle.flush()
            os.fsync(handle.fileno())

    writer = threading.Thread(target=write)
    writer.start()
    item = _run("linux_disk_io", interval_seconds=1.0)
    writer.join()
    devices = item.data["devices"]
    assert devices and set(devices[0]) >= {"device", "read_bytes_per_s", "write_bytes_per_s", "busy_percent"}
    written = sum(d["write_bytes_per_s"] for d in devices) * item.data["interval_seconds"]
    assert written >= 8 * 1024 * 1024  # the synced 16 MiB (partitions may count it twice, loops not at all)
