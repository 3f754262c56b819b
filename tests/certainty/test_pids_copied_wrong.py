"""A PID said of a named program whose one PID the evidence shows, with two digits swapped or one digit wrong,
and no process of that PID anywhere: the PID was copied wrong."""

from __future__ import annotations

from tests.certainty._bundles import socket, status_containing, tool


def _sockets() -> dict:
    return tool("n1", "linux_network_info", {"listening": [socket(53, "127.0.0.53", "systemd-resolved", pid=734),
                                                           socket(22, "0.0.0.0", "sshd", pid=1190)],
                                             "connections": []})


def test_a_pid_with_swapped_digits_is_contradicted():
    assert status_containing("systemd-resolved (PID 743) holds port 53.", "743", _sockets()) == "contradicted"
    assert status_containing("sshd (PID 1191) listens on 22.", "1191", _sockets()) == "contradicted"


def test_the_right_pid_or_an_unrelated_one():
    assert status_containing("systemd-resolved (PID 734) holds port 53.", "734", _sockets()) == "verified"
    # a wholly different number may be another process of that program that the listing does not show
    assert status_containing("sshd (PID 5120) listens on 22.", "5120", _sockets()) != "contradicted"
