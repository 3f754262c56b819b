"""Addresses in claims: "eth0 has 192.168.1.100", "the gateway is 10.0.0.1", "connected to 10.0.0.5", and an
address written with its port ("127.0.0.1:9187"), which is the address that port is bound to.

An address no complete listing holds contradicts a claim of a connection with it or an interface having it;
a log line that names it leaves the sentence to the log matcher.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.network_parts import network_of, network_said
from reos_desktop.certainty.matchers.peer_protocols import check_peer_protocol
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value


def bind_addresses(index: FactIndex, port: int) -> list[tuple[str, str]]:
    """(evidence id, address) a port is bound to, from sockets and published container ports."""
    out = []
    for lst in index.listings.get("ports", ()):
        out.extend((lst.eid, str(s.get("address") or "")) for s in lst.members if s.get("port") == port)
    for box in index.of_kind("container"):
        for spec in box.rec.get("ports") or []:
            m = re.match(r"^(.*):(\d+)(?:-\d+)?->", str(spec))
            if m and int(m.group(2)) == port:
                out.append((box.eid, m.group(1).strip("[]") or "0.0.0.0"))
    return out


def _same_bind(claimed: str, bound: str) -> bool | None:
    """Is a socket bound to `bound` one on the address `claimed`? None when only the address family of a
    wildcard differs ("0.0.0.0" said of a socket on "::", which takes IPv4 too on a dual-stack host)."""
    claimed, bound = claimed.strip("[]").lower(), (bound or "*").strip("[]").lower()
    wild = ("0.0.0.0", "::", "*", "")
    if claimed == bound or claimed == "*" and bound in wild or bound == "*" and claimed in wild:
        return True
    if claimed in wild and bound in wild:
        return None
    return False


# An address:port said as what something tried, failed or wants to take ("can't publish", "failed to bind").
_ATTEMPT_RE = re.compile(r"\b(?:can(?:'|no)?t|can\s+not|couldn't|could\s+not|unable\s+to|fail(?:s|ed|ing)?\s+to|"
                         r"tr(?:y|ies|ied|ying)\s+to|attempt(?:s|ed|ing)?\s+to|wants?\s+to|won't|will\s+not|"
                         r"refus(?:es|ed)\s+to)\s+(?:\w+\s+){1,3}(?:on\s+|to\s+|at\s+)?[`'\"]*$")


def check_bound_pair(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    """"127.0.0.1:9187", "[::]:5432": an address written with its port is the address that port is bound to.
    Decided by the sockets on that port (and the container ports published on it); a port nothing holds is
    left to the port check."""
    if value.kind != "address":
        return None
    port = next((v for v in reading.values if v.kind == "port" and v.start == value.end + 1 and
                 reading.text[value.end:v.start] == ":"), None)
    if port is None:
        return None
    if _ATTEMPT_RE.search(reading.low[max(0, value.start - 48):value.start]):
        reading.take(value)   # "the container can't publish 0.0.0.0:53": an address it failed to take, not one held
        return None
    binds = bind_addresses(index, int(port.value))
    if not binds:
        reading.take(value)
        return None
    addr, shown = str(value.value), ", ".join(dict.fromkeys(f"{a or '*'}" for _, a in binds))
    same = [(eid, a) for eid, a in binds if _same_bind(addr, a)]
    reading.take(value)
    if same:
        return decide(index, [Hit(True, eid, None, f"port {int(port.value)} is bound to {a or '*'}") for eid, a in same])
    if any(_same_bind(addr, a) is None for _, a in binds):
        return unknown(f"port {int(port.value)} is bound to {shown}, the other family's wildcard", binds[0][0])
    complete = {lst.eid for lst in index.listings.get("ports", ()) if lst.complete} | \
        {box.eid for box in index.of_kind("container")}
    if not all(eid in complete for eid, _ in binds):
        return unknown(f"port {int(port.value)} is bound to {shown} in a cut listing", binds[0][0])
    return decide(index, [Hit(False, eid, None, f"port {int(port.value)} is bound to {shown}, not {addr}")
                          for eid in dict.fromkeys(e for e, _ in binds)])


_VIA_RE = re.compile(r"\b(?:via|(?:default\s+)?gateway(?:\s+is)?|router(?:\s+is)?|next\s+hop(?:\s+is)?|"
                     r"default\s+route(?:\s+is)?)\s*(?:of\s+|at\s+)?[`*]*$")


# what a peer address is said to be: "10.40.3.20 is Grafana", "192.168.7.41 is bashar's laptop", "(that's
# gitlab.com)", "it resolves to 172.16.40.10", "looks like the monitoring probe"
_IS_AFTER_RE = re.compile(r"^[`*]*\s*(?:\)?\s*)?(?:is|was|'s|looks\s+like|seems\s+to\s+be|appears\s+to\s+be|belongs\s+to)\s+"
                          r"(?!(?:connected|listening|bound|reachable|up|down|online|offline|one|also|the\s+only|"
                          r"still|not|from|on|in|at|an?\s+address)\b|\w+(?:ing|ed|en)\b)", re.I)   # "is streaming", "is owned by": what it does
_IS_BEFORE_RE = re.compile(r"(?:\bresolves\s+to|\bpoints\s+to|\((?:that'?s|that\s+is|i\.e\.)\s+\S+\)?|"
                           r"\bthat'?s\s+(?:your|the|my)\s+\S+)\s*[`*]*$", re.I)


def _identified(reading: Reading, value: Value) -> bool:
    """Does the clause say what the address is, rather than that it is connected?"""
    after, before = reading.text[value.end:value.end + 40], reading.text[max(0, value.start - 40):value.start]
    return bool(_IS_AFTER_RE.match(after) or _IS_BEFORE_RE.search(before))


def check_address(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    addr = str(value.value).lower()
    known = [e for e in index.lookup(addr) if e.kind == "address"]
    gateways = index.attrs.get("default_gateway") or []
    if gateways and _VIA_RE.search(reading.low[max(0, value.start - 32):value.start]):
        # "traffic leaves via 10.20.0.1", "the gateway is 192.168.1.1": the default route, not an interface's own
        return decide(index, [Hit(str(f.value).lower() == addr, f.eid, f.field, f"default_gateway={f.value}")
                              for f in gateways])
    ifaces = [e for e in reading.scope() if e.kind == "iface"]
    if ifaces:
        hits = []
        for iface in ifaces:
            addresses = [str(a).split("/")[0].lower() for a in iface.rec.get("addresses") or []]
            if value.kind == "mac":
                if iface.rec.get("mac"):
                    hits.append(Hit(str(iface.rec["mac"]).lower() == addr, iface.eid, iface.field,
                                    f"{iface.name} mac={iface.rec['mac']}"))
            elif "addresses" in iface.rec and (net := network_said(reading, value)) is not None:
                # "the pod network on cni0 is 10.42.0.0/24": the network the interface's address/prefix lies in
                nets = [n for n in (network_of(a) for a in iface.rec.get("addresses") or []) if n is not None]
                if nets:
                    hits.append(Hit(net in nets, iface.eid, iface.field,
                                    f"{iface.name} networks={', '.join(str(n) for n in nets)}"))
            elif "addresses" in iface.rec:
                hits.append(Hit(addr in addresses, iface.eid, iface.field,
                                f"{iface.name} addresses={', '.join(addresses) or 'none'}"))
        return decide(index, hits) if hits else unknown(f"no evidence about the addresses of {ifaces[0].name}")
    for ent in reading.scope("process", "service", "container"):
        if addr in str(ent.rec.get("cmdline") or "").lower():
            return decide(index, [Hit(True, ent.eid, None, f"{ent.name} command line: {ent.rec.get('cmdline')}")])
    if addr in ("0.0.0.0", "127.0.0.1", "::", "::1", "*"):
        boxes = reading.scope("container") or index.of_kind("container")
        for box in boxes:
            if any(str(p).startswith(addr + ":") for p in box.rec.get("ports") or []):
                ports = ", ".join(str(p) for p in box.rec["ports"])
                return decide(index, [Hit(True, box.eid, None, f"{box.name} publishes {ports}")])
        for lst in index.listings.get("ports", ()):
            if any(str(s.get("address", "")).strip("[]") == addr for s in lst.members):
                return decide(index, [Hit(True, lst.eid, None, f"a socket listens on {addr}")])
        return unknown(f"no evidence of a socket on {addr}")
    bound = [(lst.eid, s) for lst in index.listings.get("ports", ()) for s in lst.members
             if str(s.get("address") or "").strip("[]").lower() == addr]
    if bound and not known:   # "the local stub on 127.0.0.53": an address a socket is bound to
        return decide(index, [Hit(True, eid, None, f"{s.get('process') or 'a socket'} listens on {addr}:{s.get('port')}")
                              for eid, s in bound[:3]])
    if known and (by_protocol := check_peer_protocol(reading, index, addr, known)) is not None:
        return by_protocol
    if known and _identified(reading, value) and not any(e.rec.get("iface") for e in known):
        # "10.40.3.20 is Grafana", "(that's gitlab.com)": what the peer is, which a connection's address is not
        return unknown(f"no evidence says what {addr} is", *dict.fromkeys(e.eid for e in known))
    if known:
        return decide(index, [Hit(True, e.eid, e.field, f"{addr} is an address of {e.rec.get('iface') or 'a connection'}")
                              for e in known])
    if any(addr in text for _, text in index.texts()):
        reading.quoted_values = True   # "failed logins from 198.51.100.7": the log lines decide
        reading.take(value)
        return None
    near = set(reading.words) | reading.context_words
    if near & {"connected", "connection", "connections", "remote", "peer", "talking", "established", "session",
               "sessions", "client", "clients"}:
        lists = [lst for lst in index.listings.get("connections", ()) if lst.complete]
        if lists:
            return decide(index, [Hit(reading.negated, lst.eid, None, f"no connection with {addr}") for lst in lists])
        return unknown(f"no evidence of a connection with {addr}")
    if near & {"ip", "address", "addresses", "ipv4", "ipv6", "inet"}:
        lists = [lst for lst in index.listings.get("interfaces", ()) if lst.complete and lst.members]
        if lists:
            return decide(index, [Hit(reading.negated, lst.eid, lst.field, f"no interface has {addr}") for lst in lists])
    return unknown(f"no evidence about {addr}")
