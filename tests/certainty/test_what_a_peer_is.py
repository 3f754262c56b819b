"""A connection's peer address being in the evidence says nothing of what the peer is: "10.40.3.20 is Grafana"
and "it resolves to 10.40.3.20" are unsupported; "10.40.3.20 is connected" and "10.40.3.20 is scraping
port 9100" are about the connection itself."""

from __future__ import annotations

from tests.certainty._bundles import socket, status_containing, tool


def _network() -> dict:
    return tool("n1", "linux_network_info", {"listening": [socket(9100, "0.0.0.0", "node_exporter", pid=800)],
                                             "connections": [{"proto": "tcp", "local": "10.40.3.5:9100",
                                                              "remote": "10.40.3.20:51234", "status": "ESTABLISHED",
                                                              "pid": 800, "process": "node_exporter"}]})


def test_what_the_peer_is_is_not_in_a_connection_listing():
    assert status_containing("10.40.3.20 is Grafana.", "10.40.3.20", _network()) == "unsupported"
    assert status_containing("grafana.lan resolves to 10.40.3.20.", "10.40.3.20", _network()) == "unsupported"


def test_that_the_peer_is_connected_is():
    assert status_containing("10.40.3.20 is connected to node_exporter.", "10.40.3.20", _network()) == "verified"
    assert status_containing("10.40.3.20 is scraping port 9100.", "10.40.3.20", _network()) == "verified"
