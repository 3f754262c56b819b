""""Only X is reachable from outside" is a claim about every other listener: they must all be on the loopback.

It is the same claim as "nothing but X accepts connections from outside", said with X as the subject.
"""

from __future__ import annotations

from tests.certainty._bundles import socket as _sock
from tests.certainty._bundles import status_containing as _of
from tests.certainty._bundles import tool


def _net(listening: list[dict], complete: bool = True) -> dict:
    return tool("e5", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:12:34:56", "addresses": ["192.168.1.20/24"], "is_up": True}],
        "listening": listening, "connections": []}, complete=complete)


OPEN_DB = _net([_sock(443, "0.0.0.0", "caddy", 900), _sock(22, "0.0.0.0", "sshd", 700),
                _sock(5432, "0.0.0.0", "postgres", 1200), _sock(53, "127.0.0.53", "systemd-resolve", 400)])
CLOSED_DB = _net([_sock(443, "0.0.0.0", "caddy", 900), _sock(22, "0.0.0.0", "sshd", 700),
                  _sock(5432, "127.0.0.1", "postgres", 1200), _sock(53, "127.0.0.53", "systemd-resolve", 400)])


def test_only_the_named_programs_may_listen_beyond_the_loopback():
    said = "Only sshd and Caddy are reachable from other machines."
    assert _of(said, "Only sshd", OPEN_DB) == "contradicted"     # postgres is on 0.0.0.0 too
    assert _of(said, "Only sshd", CLOSED_DB) == "verified"
    other = "Just caddy accepts connections from outside."      # sshd is on 0.0.0.0 as well
    assert _of(other, "Just caddy", CLOSED_DB) == "contradicted"


def test_a_cut_listing_or_an_unknown_name_decides_nothing():
    cut = _net([_sock(443, "0.0.0.0", "caddy", 900), _sock(5432, "127.0.0.1", "postgres", 1200)], complete=False)
    assert _of("Only Caddy is reachable from other machines.", "Only Caddy", cut) != "verified"
    assert _of("Only traefik is reachable from other machines.", "Only traefik", CLOSED_DB) not in ("verified", "contradicted")
