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
