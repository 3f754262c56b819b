"""Counts of connections within the scope the claim names: "10.20.0.31 has two connections to pgbouncer on
6432", "pgbouncer holds one connection to 127.0.0.1:5432", "three SSH sessions from 10.0.0.5".

A count of connections said with a peer address, a port or a program is a count of the connections that have
all of them (either end may carry the address or the port; the program is the socket's owner), never of every
connection the machine has. Without such a scope the plain count (counts.py) decides.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.indexers import endpoint_host
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_PORT_AFTER_RE = re.compile(r"\]?:(\d{1,5})\b")


def _port_of(end: str) -> str:
    return str(end).rsplit(":", 1)[-1] if ":" in str(end) else ""


def connection_scope(reading: Reading, stop: int) -> tuple[list[tuple[str, str | None]], set[str], set[str]]:
    """(addresses with the port glued to them, ports said alone, program names) the clause gives up to `stop`."""
    addresses, ports = [], set()
    for v in reading.values:
        if v.start >= stop:
            continue
        if v.kind == "address" and "." in str(v.value) or v.kind == "address" and str(v.value).count(":") >= 2:
            glued = _PORT_AFTER_RE.match(reading.text[v.end:v.end + 7])
            addresses.append((str(v.value).lower(), glued.group(1) if glued else None))
        elif v.kind == "port":
            ports.add(str(int(v.value)))
    glued_ports = {p for _, p in addresses if p}
    ports -= glued_ports
    programs = {n for m in reading.mentions if not m.inherited and m.start < stop
                for e in m.entities if e.kind in ("process", "service") for n in e.names}
    return addresses, ports, programs


def _matches(conn: dict, addresses, ports, programs) -> bool:
    ends = [str(conn.get("local") or ""), str(conn.get("remote") or "")]
    # "from 10.0.4.21 and 10.0.4.22": any of the peers the clause lists
    if addresses and not any(endpoint_host(end) == addr and (port is None or _port_of(end) == port)
                             for addr, port in addresses for end in ends):
        return False
    if ports and not all(any(_port_of(end) == p for end in ends) for p in ports):
        return False
    if programs and not (aliases(str(conn.get("process") or "")) & programs):
        return False
    return True


# the ports a protocol is served on: "3 IMAP connections" are those with 143 or 993 at one end
PROTOCOL_PORTS = {"imap": {"143", "993"}, "imaps": {"993"}, "pop3": {"110", "995"}, "smtp": {"25", "465", "587"},
                  "submission": {"587", "465"}, "https": {"443"}, "http": {"80"}, "ssh": {"22"}, "mqtt": {"1883", "8883"},
                  "rdp": {"3389"}, "vnc": {"5900"}, "ldap": {"389", "636"}, "dns": {"53"}}


def scope_named(text: str, mentions: list, conns: list[dict]) -> tuple[set[str], set[str]]:
    """The ports (said as numbers or protocols) and socket owners `text` and its `mentions` name, of those
    the connections have: "Through pgbouncer (port 6432):", "SSH:"."""
    words = {w.lower() for w in re.findall(r"[\w.-]+", text)}
    conn_ports = {_port_of(str(c.get(side) or "")) for c in conns for side in ("local", "remote")}
    ports = set(re.findall(r"(?<![\d.:])(\d{2,5})(?![\d.]|\s*%)", text)) & conn_ports
    for word in words & set(PROTOCOL_PORTS):
        ports |= PROTOCOL_PORTS[word] & conn_ports
    owners = {n for c in conns for n in aliases(str(c.get("process") or ""))}
    named = {n for m in mentions for e in m.entities if e.kind in ("process", "service") for n in e.names}
    return ports, (named | words) & owners


def in_scope(conn: dict, ports: set[str], programs: set[str]) -> bool:
    """Has the connection any of the ports at either end, and is it owned by one of the programs?"""
    if ports and not any(_port_of(str(conn.get(side) or "")) in ports for side in ("local", "remote")):
        return False
    return not programs or bool(aliases(str(conn.get("process") or "")) & programs)


def _count_by_protocol(reading: Reading, index: FactIndex, value: Value, equal, protocol: str) -> Verdict:
    """"3 IMAP connections": served here (the local end on the protocol's port); "three outgoing HTTPS
    connections": to other hosts (the remote end on it)."""
    lists = index.listings.get("connections", ())
    if not lists:
        return unknown("no connections in the evidence")
    wanted = PROTOCOL_PORTS[protocol]
    side = "remote" if reading.wordset & {"outgoing", "outbound", "to"} else "local"
    hits = []
    for lst in lists:
        count = sum(1 for c in lst.members if isinstance(c, dict) and _port_of(str(c.get(side) or "")) in wanted)
        hits.append(Hit(equal(value, count), lst.eid, None, f"{count} {protocol.upper()} connections ({side} port "
                                                            f"{', '.join(sorted(wanted))}) in the evidence"))
        if not lst.complete and not hits[-1].ok:
            return unknown(f"{hits[-1].detail}; the listing is cut", lst.eid)
    return decide(index, [h for h in hits if h.ok] or hits)


_TCP_STATES = frozenset({"ESTABLISHED", "TIME_WAIT", "CLOSE_WAIT", "SYN_SENT", "SYN_RECV", "FIN_WAIT1", "FIN_WAIT2",
                         "LAST_ACK", "CLOSING"})


def count_scoped_connections(reading: Reading, index: FactIndex, value: Value, stop: int,
                             equal, odd: list[str]) -> Verdict | None:
    """The verdict on a count of connections the claim scopes, or None when it names no scope."""
    addresses, ports, programs = connection_scope(reading, stop)
    # "Established: 5", "one SYN_SENT": connections in that TCP state only
    states = {f.upper() for f in odd if f.upper() in _TCP_STATES}
    odd = [f for f in odd if f.upper() not in _TCP_STATES]
    if not (addresses or ports):
        # "MySQL on 3306 has three connections": a number before the count that is a port of the connections read
        conns = [c for lst in index.listings.get("connections", ()) for c in lst.members if isinstance(c, dict)]
        ports = set(re.findall(r"(?<![\d.:])(\d{2,5})(?![\d.]|\s*%)", reading.text[:stop])) & \
            {_port_of(str(c.get(side) or "")) for c in conns for side in ("local", "remote")}
        for v in reading.values:   # the port is read here, not left over as a number no evidence has
            if v.start < stop and v.kind in ("number", "count") and v.text.strip() in ports:
                reading.take(v)
    if not (addresses or ports) and odd and odd[0] in PROTOCOL_PORTS:
        return _count_by_protocol(reading, index, value, equal, odd[0])
    if not (addresses or ports):
        # a program alone ("nginx has 40 connections") is left to the plain count
        # "three client connections" under "Through pgbouncer (6432):" are those the heading's port serves
        return None if programs or set(odd) - {"client", "clients"} else _count_under_heading(reading, index, value, equal)
    lists = index.listings.get("connections", ())
    if not lists:
        return unknown("no connections in the evidence")
    owners = {n for lst in lists for c in lst.members if isinstance(c, dict) for n in aliases(str(c.get("process") or ""))}
    if programs and not programs & owners:
        # "two connections to node_exporter" where the sockets' owner is named otherwise: not tied for sure
        return unknown(f"no connection in the evidence is owned by {sorted(programs)[0]}", *[lst.eid for lst in lists])
    programs &= owners
    hits, complete = [], False
    for lst in lists:
        count = sum(1 for c in lst.members if isinstance(c, dict) and _matches(c, addresses, ports, programs) and
                    (not states or str(c.get("status") or "").upper() in states))
        scope = ", ".join([a + (f":{p}" if p else "") for a, p in addresses] + sorted(ports) + sorted(programs)[:2] +
                          sorted(s.lower() for s in states))
        hits.append(Hit(equal(value, count), lst.eid, None, f"{count} connections with {scope} in the evidence"))
        complete = complete or lst.complete
    agree = [h for h in hits if h.ok]
    if agree:
        return decide(index, agree)
    if not complete or odd:
        # "one server connection": a kind the listing does not mark, so a different number is not wrong for sure
        return unknown(hits[0].detail, *[h.eid for h in hits])
    return decide(index, hits)


_SIDE_WORDS = frozenset({"local", "remote", "loopback", "external", "internal", "outgoing", "outbound", "incoming",
                         "inbound", "lan", "public", "private"})


def _count_under_heading(reading: Reading, index: FactIndex, value: Value, equal) -> Verdict | None:
    """"**Through pgbouncer (port 6432):** 3 connections": a count that names no scope of its own counts the
    connections of the port or program its heading names."""
    if reading.wordset & _SIDE_WORDS:   # "five local connections": a side of them this count does not pick
        return None
    lists = [lst for lst in index.listings.get("connections", ()) if lst.complete]
    conns = [c for lst in lists for c in lst.members if isinstance(c, dict)]
    ports, programs = scope_named(reading.unit.context, [], conns) if reading.unit.context else (set(), set())
    if not (ports or programs):
        return None
    count = sum(1 for c in conns if in_scope(c, ports, programs))
    detail = f"{count} connections with {', '.join(sorted(ports) + sorted(programs)[:2])} in the evidence"
    return decide(index, [Hit(equal(value, count), lst.eid, None, detail) for lst in lists])


# "three client connections, all from 10.20.0.41", "both coming from the same host 10.0.0.5"
_SAME_PEER_RE = re.compile(r"^\W*(?:and\s+|but\s+)?(?:all|both|each|every\s+one)(?:\s+of\s+them)?\s+(?:(?:are|were|"
                           r"is|coming|come|comes|originate|originating)\s+)*from\s+(?:the\s+)?(?:same|one|a\s+single)\s+"
                           r"(?:client|host|machine|address|ip|peer|box|computer)\b", re.I)
_ALL_FROM_RE = re.compile(r"^\W*(?:and\s+|but\s+)?(?:all|both|each|every\s+one)(?:\s+of\s+them)?\s+(?:(?:are|were|is|"
                          r"coming|come|comes|originate|originating)\s+)*from\s+(?:the\s+same\s+(?:host|machine|"
                          r"address)\s+)?`?(\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:]+)`?", re.I)


def check_all_from(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"all from 10.20.0.41" after a clause that names the connections (by a port or an owning program):
    every one of those connections has that peer."""
    m = _ALL_FROM_RE.match(reading.text)
    same = _SAME_PEER_RE.match(reading.text) if m is None else None
    lists = [lst for lst in index.listings.get("connections", ()) if lst.complete]
    if (m is None and same is None) or not lists:
        return []
    conns = [c for lst in lists for c in lst.members if isinstance(c, dict)]
    before = (reading.unit.prev or "").lower()
    # the ports (said, or by a protocol: "3 IMAP connections") and programs the clause before names
    ports, programs = scope_named(before, [], conns)
    scoped = [c for c in conns if in_scope(c, ports, programs)] if ports or programs else []
    if not scoped:
        return []
    if same is not None:   # "all from the same client": one peer behind every one of them
        peers = sorted({endpoint_host(str(c.get("remote") or "")) for c in scoped})
        detail = f"{len(scoped)} connections from {', '.join(peers[:4])}"
        verdict = decide(index, [Hit(len(peers) == 1, lst.eid, None, detail) for lst in lists])
        return [replace(verdict, at=same.span()) if verdict is not None else verdict]
    peer = m.group(1).lower()
    for v in reading.values:
        if v.kind == "address" and str(v.value).lower() == peer:
            reading.take(v)
    others = sorted({str(c.get("remote")) for c in scoped if endpoint_host(str(c.get("remote") or "")) != peer})
    detail = (f"{len(scoped)} connections with {', '.join(sorted(ports) + sorted(programs)[:1])}; "
              + (f"also from {', '.join(others[:3])}" if others else f"all from {peer}"))
    return [decide(index, [Hit(not others, lst.eid, None, detail) for lst in lists])]
