"""A port written after the address of a connection is that connection's port, not a listening socket
(analyze.py on gen19: 'firefox-esr talking to 93.184.215.14 on port 443' was 'nothing listens on port 443')."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, tool

_NET = tool("e2", "linux_network_info", {"interfaces": [], "listening": [
    {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 880, "process": "sshd"}], "connections": [
    {"proto": "tcp", "local": "10.20.0.41:51544", "remote": "93.184.215.14:443", "status": "ESTABLISHED",
     "pid": 4410, "process": "firefox-esr"}]})


def _statuses(answer: str) -> list[str]:
    return [c.status for c in verify_bundle(bundle(answer, _NET)).claims]


def test_the_remote_port_of_a_connection_is_verified_not_contradicted():
    got = _statuses("firefox-esr is talking to 93.184.215.14 on port 443.")
    assert "contradicted" not in got and "verified" in got, got
    assert "contradicted" not in _statuses("Firefox has a connection to 93.184.215.14:443.")


def test_another_port_with_that_peer_is_not_verified():
    got = _statuses("firefox-esr is talking to 93.184.215.14 on port 8443.")
    assert got and all(s != "verified" for s in got) and "contradicted" not in got, got


def test_a_port_after_no_address_is_still_a_listening_claim():
    assert "contradicted" in _statuses("Something is listening on port 443.")


def test_the_pid_said_of_a_connection_is_the_one_holding_it():
    from tests.certainty._bundles import status_containing
    answer = "The session with 93.184.215.14 is owned by PID {}."
    assert status_containing(answer.format(4410), "owned by", _NET) == "verified"
    # 880 is a real process (sshd), but not the one holding this connection
    assert status_containing(answer.format(880), "owned by", _NET) == "contradicted"


def test_a_port_said_to_be_off_is_a_port_nothing_listens_on():
    from tests.certainty._bundles import status_containing
    assert status_containing("Remote desktop (port 3389) is off now.", "3389", _NET) == "verified"
    assert status_containing("SSH (port 22) is off now.", "22", _NET) == "contradicted"


def _listeners() -> dict:
    from tests.certainty._bundles import socket
    return tool("e3", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
        socket(22, "0.0.0.0", "sshd", 801), socket(22, "::", "sshd", 801), socket(53, "127.0.0.1", "dnsmasq", 640),
        socket(53, "127.0.0.1", "dnsmasq", 640, "udp"), socket(631, "127.0.0.1", "cupsd", 900),
        socket(5353, "0.0.0.0", "avahi-daemon", 700, "udp")]})


def test_ports_are_counted_once_however_many_sockets_hold_them():
    from tests.certainty._bundles import status_containing
    # TCP: 22 (IPv4 and IPv6), 53, 631 -> three TCP ports, four TCP sockets
    assert status_containing("Three TCP ports are listening.", "Three", _listeners()) == "verified"
    assert status_containing("Four TCP ports are listening.", "Four", _listeners()) == "contradicted"
    assert status_containing("Four TCP sockets are listening.", "Four", _listeners()) == "verified"
    # every port: 22, 53, 631, 5353
    assert status_containing("Four ports are listening in total.", "Four", _listeners()) == "verified"
