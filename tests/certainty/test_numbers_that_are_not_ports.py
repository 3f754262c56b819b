"""Numbers beside ports that are not ports: an HTTP status ("redirects to HTTPS (301)") and a count of what is
on a port ("3 on 25565")."""

from __future__ import annotations

from reos_desktop.certainty.values import parse_values
from tests.certainty._bundles import socket, status_containing, tool


def _sockets() -> dict:
    return tool("e6", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:aa:bb:cc", "addresses": ["192.168.7.20/24"], "is_up": True}],
        "listening": [socket(80, "0.0.0.0", "nginx", 911), socket(443, "0.0.0.0", "nginx", 911),
                      socket(25565, "0.0.0.0", "java", 2210)],
        "connections": [{"proto": "tcp", "local": "192.168.7.20:25565", "remote": f"192.168.7.{n}:5{n}000",
                         "status": "ESTABLISHED", "pid": 2210, "process": "java"} for n in (31, 32, 33)]})


def _ports(text: str) -> list[int]:
    return [v.value for v in parse_values(text) if v.kind == "port"]


def test_an_http_status_is_not_a_port():
    assert _ports("Port 80 just redirects to HTTPS (301)") == [80]
    assert _ports("the upstream returns 502 on port 8080") == [8080]
    assert _ports("it listens on port 443") == [443]
    answer = "nginx is set up like this:\n\n- TLS is served on 443\n- Port 80 just redirects to HTTPS (301)\n"
    assert status_containing(answer, "redirects", _sockets()) != "contradicted"
    # a port said after "on" stays a port
    assert status_containing("nginx returns pages on 443.", "443", _sockets()) == "verified"


def test_a_count_on_a_port_is_not_a_port():
    answer = "Players connected: 3 on 25565 (survival)."
    assert status_containing(answer, "3 on 25565", _sockets()) != "contradicted"
    assert status_containing("etcd listens on 2379 and 2380 on 192.168.7.20.", "2379", _sockets()) == "contradicted"
