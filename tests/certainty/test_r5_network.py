"""Network claims (round 5): an address glued to one port is not the scope of the next one, a protocol named
with a port is part of what the claim says about it, and "nothing listens on UDP" is a claim over the
protocols of a complete listing."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, steady, tool


def _net(listening: list[dict], connections: list | None = None, complete: bool = True) -> dict:
    return tool("e5", "linux_network_info", {
        "interfaces": [{"name": "ens18", "mac": "bc:24:11:5e:02:9a", "addresses": ["10.20.0.12/24"], "is_up": True}],
        "listening": listening, "connections": connections or []}, complete=complete)


def _sock(port: int, address: str, process: str | None, pid: int | None = None, proto: str = "tcp") -> dict:
    return {"proto": proto, "address": address, "port": port, "pid": pid, "process": process}


def _claims(answer: str, *evidence: dict) -> list[tuple[str, str]]:
    return [(c.text, c.status) for c in verify_bundle(bundle(answer, *evidence)).claims]


def _of(answer: str, fragment: str, *evidence: dict) -> str:
    found = [s for t, s in _claims(answer, *evidence) if fragment in t]
    assert found, (fragment, _claims(answer, *evidence))
    return found[0]


SYNC = tool("e4", "linux_containers", {"runtime": "podman", "containers": [
    {"id": "a91c2e07d4f1", "name": "syncthing", "image": "docker.io/syncthing/syncthing:1.29", "state": "running",
     "status": "Up 13 hours", "created_at": "2026-11-20T17:20:44+00:00",
     "ports": ["127.0.0.1:8384->8384/tcp", "0.0.0.0:22000->22000/tcp"]}]}, args={"all": True})

SOCKS = _net([_sock(22, "0.0.0.0", "sshd", 801), _sock(41641, "0.0.0.0", "tailscaled", 990, "udp"),
              _sock(5353, "0.0.0.0", "avahi-daemon", 700, "udp"), _sock(631, "127.0.0.1", "cupsd", 650)])
TCP_ONLY = _net([_sock(22, "0.0.0.0", "sshd", 801), _sock(631, "127.0.0.1", "cupsd", 650)])


def test_an_address_glued_to_one_port_is_not_the_scope_of_another():
    # the 0.0.0.0 of 22000 must not make "127.0.0.1:8384" a claim that 8384 is on all interfaces
    assert _of("| Container | Ports |\n|---|---|\n| syncthing | 127.0.0.1:8384, 0.0.0.0:22000 |\n",
               "8384", SYNC) == "verified"
    assert _of("syncthing publishes 0.0.0.0:22000 and 127.0.0.1:8384.", "8384", SYNC) == "verified"
    # a wrong address glued to its own port is still caught
    assert _of("syncthing publishes 127.0.0.1:8384 and 127.0.0.1:22000.", "22000", SYNC) == "contradicted"


def test_a_port_claimed_over_the_other_protocol_is_contradicted():
    assert _of("Tailscale listens on TCP 41641.", "41641", SOCKS) == "contradicted"
    assert _of("avahi-daemon is on 5353/tcp.", "5353", SOCKS) == "contradicted"
    assert _of("tailscaled answers on port 41641 over TCP.", "41641", SOCKS) == "contradicted"
    assert _of("avahi-daemon is on UDP 5353.", "5353", SOCKS) == "verified"
    assert _of("sshd listens on TCP port 22.", "22", SOCKS) == "verified"
    assert _of("Nothing listens on TCP 41641.", "41641", SOCKS) == "verified"


def test_a_protocol_in_a_cut_listing_is_not_decided():
    cut = _net([_sock(41641, "0.0.0.0", "tailscaled", 990, "udp")], complete=False)
    assert _of("Tailscale listens on TCP 41641.", "41641", cut) == "unsupported"


def test_nothing_listens_on_a_protocol():
    assert _of("Nothing listens on UDP.", "UDP", SOCKS) == "contradicted"
    assert _of("There are no UDP listeners at all.", "UDP", SOCKS) == "contradicted"
    assert _of("Nothing listens on UDP.", "UDP", TCP_ONLY) == "verified"
    assert _of("There are no UDP ports open.", "UDP", TCP_ONLY) == "verified"
    cut = _net([_sock(22, "0.0.0.0", "sshd", 801)], complete=False)
    assert _of("Nothing listens on UDP.", "UDP", cut) == "unsupported"
