"""What a connection with an address carries: "192.168.50.23 has an SSH session open", "a second SSH connection
from 45.155.205.11".

The address alone is verified by any connection with it; the protocol the clause names is a second fact. When every
connection with that address in a complete listing is on other ports (the address is an SMB client, not an SSH
one), the clause is false; when one of them is on the protocol's well-known port, it holds.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.matchers.exposure import WELL_KNOWN
from reos_desktop.certainty.reading import Reading

# words that make the address one end of a session, not a listening address or a log line's source
_SESSION_WORDS = frozenset({"session", "sessions", "connection", "connections", "connected", "logged"})


# protocols WELL_KNOWN has no port for: naming one of them near the address leaves the clause to other readings
_OTHER_PROTOCOLS = frozenset({"http", "https", "imap", "imaps", "pop3", "submission", "wireguard", "vpn", "web",
                              "tls", "grpc", "websocket", "syncthing", "jellyfin", "plex"})
_ADDRESS_RE = re.compile(r"(?<![\w.:])(?:\d{1,3}\.){3}\d{1,3}|\.\d{1,3}\b")


def _own_words(low: str, addr: str) -> list[str] | None:
    """The words of the stretch of the clause that is about this address: from the address before it (or the
    clause's start) to the next one ("one SSH session from .77 and firefox talking to 93.184.215.14")."""
    at = low.find(addr)
    if at < 0:
        return None
    starts = list(_ADDRESS_RE.finditer(low))
    left = max([m.end() for m in starts if m.end() <= at] or [0])
    right = min([m.start() for m in starts if m.start() >= at + len(addr)] or [len(low)])
    return re.findall(r"[a-z0-9]+", low[left:right])


def _port(end) -> str:
    return str(end or "").rsplit(":", 1)[-1]


def check_peer_protocol(reading: Reading, index: FactIndex, addr: str, known: list[Entity]) -> Verdict | None:
    """Decide "an SSH session from ADDR" by the ports of ADDR's connections, or leave it (None)."""
    conns = [e for e in known if "connection" in e.rec]
    if not conns or len(conns) != len(known) or reading.negated or not reading.wordset & _SESSION_WORDS:
        return None
    words = _own_words(reading.low, addr)
    if words is None or set(words) & _OTHER_PROTOCOLS:
        return None
    port_sets = {WELL_KNOWN[w] for w in words if w in WELL_KNOWN}
    if len(port_sets) != 1:
        return None   # no protocol named, or two ("SSH and SMB from .23"): the address alone is what was said
    ports = {str(p) for p in next(iter(port_sets))}
    on = [e for e in conns if any(_port(e.rec["connection"].get(side)) in ports for side in ("local", "remote"))]
    if on and "established" in reading.wordset:
        # "a second SSH connection from 45.155.205.11 that is established": a half-open one (SYN_RECV) is not
        states = {str(e.rec["connection"].get("status") or "").upper() for e in on}
        if "" not in states:
            return decide(index, [Hit("ESTABLISHED" in states, e.eid, None,
                                      f"the connection from {addr} on port {_port(e.rec['connection'].get('local'))} "
                                      f"is {e.rec['connection'].get('status')}") for e in on])
    if on:
        return decide(index, [Hit(True, e.eid, None, f"a connection {e.rec['connection'].get('local')} <-> "
                                                      f"{e.rec['connection'].get('remote')}") for e in on])
    complete = {lst.eid for lst in index.listings.get("connections", ()) if lst.complete}
    if not all(e.eid in complete for e in conns):
        return None
    shown = ", ".join(sorted({_port(e.rec["connection"].get("local")) for e in conns}))
    return decide(index, [Hit(False, e.eid, None, f"the connections with {addr} are on local port {shown}, "
                                                   f"not {'/'.join(sorted(ports))}") for e in conns])
