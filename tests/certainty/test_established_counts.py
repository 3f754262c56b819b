"""A count of established connections counts those in that TCP state over a complete listing."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _network() -> dict:
    def conn(local: str, remote: str, status: str) -> dict:
        return {"proto": "tcp", "local": local, "remote": remote, "status": status, "pid": 812, "process": "nginx"}
    return tool("e3", "linux_network_info", {"interfaces": [], "listening": [], "connections": [
        conn("10.1.0.5:443", "10.1.0.77:55120", "ESTABLISHED"), conn("10.1.0.5:443", "10.1.0.78:50122", "ESTABLISHED"),
        conn("10.1.0.5:443", "10.1.0.79:40100", "TIME_WAIT")]})


def test_established_connections_are_counted_in_that_state():
    assert status_containing("There are 2 established connections.", "established", _network()) == "verified"
    assert status_containing("There are 3 established connections.", "established", _network()) == "contradicted"
