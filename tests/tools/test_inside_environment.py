"""Volatile tools against a real running environment: its processes, sockets and interfaces, not the host's.

A namespace environment (bubblewrap: its own PID and network namespaces over an overlay of this host's
root) is started for real; the tools run with it as the current target, so they read through its ps, ss
and ip. What the environment runs is made by the test, and what the host runs must not show up.
"""

from __future__ import annotations

import os
import shutil
import socket
import time

import pytest

from reos_desktop import target as targets
from reos_desktop.envs.namespace import NamespaceEnvironment
from reos_desktop.errors import UsageError
from reos_desktop.tools import guards, inside
from reos_desktop.tools.registry import get_registry

pytestmark = pytest.mark.slow


@pytest.fixture
def environment():
    if os.geteuid() != 0 or not shutil.which("bwrap") or not shutil.which("nsenter"):
        pytest.skip("needs root, bubblewrap and nsenter to start a namespace environment")
    env = NamespaceEnvironment(None, "inside", f"t{os.getpid()}-{time.monotonic_ns()}")
    env.start()
    previous = targets.current()
    targets.set_current(env.target())
    yield env
    targets.set_current(previous)
    env.stop()


def _start_listener(env, port: int) -> None:
    code = f"import socket,time; s=socket.socket(); s.bind(('0.0.0.0',{port})); s.listen(); time.sleep(300)"
    env.exec(f"(exec -a reos-probe-listener python3 -c \"{code}\") >/dev/null 2>&1 & sleep 300 >/dev/null 2>&1 &")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and f":{port} " not in env.exec(["ss", "-H", "-tln"]).stdout:
        time.sleep(0.05)


def test_processes_are_the_environments(environment):
    _start_listener(environment, 8089)
    item = get_registry().run("linux_processes", {"sort": "pid", "limit": 50})
    assert item.error is None and item.complete
    listed = item.data["processes"]
    pids = [p["pid"] for p in listed]
    assert pids[0] == 1 and len(pids) < 20  # its own PID namespace: a handful, starting at 1
    commands = " ".join(p["cmdline"] for p in listed)
    assert "sleep 300" in commands and "pytest" not in commands  # the host's pytest is not in there
    assert not any(p["cmdline"].startswith("ps -eo") for p in listed)  # our own ps is left out
    assert "lifetime" in item.data["cpu_percent_method"]
    assert all(p["started_at"] and p["rss_bytes"] >= 0 for p in listed)


def test_sockets_and_interfaces_are_the_environments(environment):
    host = socket.socket()
    host.bind(("127.0.0.1", 0))
    host.listen()
    host_port = host.getsockname()[1]
    try:
        _start_listener(environment, 8089)
        item = get_registry().run("linux_network_info", {})
    finally:
        host.close()
    assert item.error is None
    ports = {(s["port"], s["process"]) for s in item.data["listening"]}
    assert (8089, "python3") in ports
    assert host_port not in {port for port, _ in ports}  # the host's socket is in another namespace
    assert [i["name"] for i in item.data["interfaces"]] == ["lo"]
    assert "127.0.0.1/8" in item.data["interfaces"][0]["addresses"]


def test_ss_and_ip_output_is_parsed():
    sockets = inside.parse_ss(
        'tcp   LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:(("nginx",pid=12,fd=6))\n'
        'tcp   LISTEN 0      128             [::]:22           [::]:*    users:(("sshd",pid=9,fd=4))\n'
        'udp   UNCONN 0      0      127.0.0.53%lo:53        0.0.0.0:*\n'
        'tcp   ESTAB  0      0         10.0.0.5:22      10.0.0.9:51000 users:(("sshd",pid=40,fd=5))\n')
    assert sockets[0] == {"proto": "tcp", "state": "LISTEN", "address": "0.0.0.0", "port": 80, "peer": "0.0.0.0",
                          "peer_port": None, "pid": 12, "process": "nginx"}
    assert (sockets[1]["proto"], sockets[1]["address"], sockets[1]["process"]) == ("tcp6", "::", "sshd")
    assert (sockets[2]["address"], sockets[2]["pid"]) == ("127.0.0.53", None)
    assert (sockets[3]["state"], sockets[3]["peer_port"]) == ("ESTAB", 51000)
    links = inside.parse_ip_addresses('[{"ifname":"eth0","flags":["BROADCAST","UP"],"mtu":1500,'
                                      '"address":"52:54:00:12:34:56","addr_info":[{"family":"inet",'
                                      '"local":"10.0.0.5","prefixlen":24},{"family":"inet6","local":"fe80::1",'
                                      '"prefixlen":64}]}]')
    assert links == [{"name": "eth0", "mac": "52:54:00:12:34:56", "addresses": ["10.0.0.5/24", "fe80::1/64"],
                      "is_up": True, "mtu": 1500}]


@pytest.mark.parametrize("argv", [["ip", "address", "add", "10.0.0.1/24", "dev", "lo"], ["ip", "link", "set", "lo", "down"],
                                  ["ip", "-j", "address", "flush", "dev", "lo"], ["ip", "-j", "address", "show", "lo", "x"]])
def test_ip_may_only_list(argv):
    with pytest.raises(UsageError):
        guards.check(argv)
