""""Port 8000 isn't even listening": an adverb between the negation and the state word keeps the state denied."""

from __future__ import annotations

from tests.certainty._bundles import socket, status_containing, tool


def _sockets() -> dict:
    return tool("n1", "linux_network_info", {"listening": [socket(22, "0.0.0.0", "sshd", pid=601)],
                                             "connections": []})


def test_not_even_listening():
    assert status_containing("Port 8000 isn't even listening.", "8000", _sockets()) == "verified"
    assert status_containing("Port 22 isn't even listening.", "22", _sockets()) == "contradicted"
    assert status_containing("Port 8000 is listening.", "8000", _sockets()) == "contradicted"
