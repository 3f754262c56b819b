"""Which transport a listener uses: "Tailscale listens on TCP 41641" (its socket is UDP), "avahi on UDP 5353",
"41641/udp", "Nothing listens on UDP", "no UDP listeners at all".

A port and its protocol are one attribute of a socket: a claim that names the protocol is about the sockets
of that protocol only. A port held only over the other protocol in a complete listing contradicts the claim
(and verifies its negation); any socket whose protocol the evidence leaves out makes it undecidable here.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_BEFORE_RE = re.compile(r"\b(tcp|udp)6?\s*(?:/\s*ip\s*)?(?:port\s*)?[:#]?\s*$", re.I)
_AFTER_RE = re.compile(r"^\s*/\s*(tcp|udp)6?\b|^\s*\(\s*(tcp|udp)6?\s*\)|^\s+(?:over|via|on)\s+(tcp|udp)6?\b", re.I)
_PROTO_WORD_RE = re.compile(r"\b(tcp|udp)6?\b", re.I)
# "Nothing listens on UDP", "no UDP listeners", "there are no UDP ports open", "not a single TCP socket"
_NONE_RE = re.compile(r"\b(?:nothing|nobody|no\s+one|none|not\s+(?:a\s+single|any)|no(?!\s*[,.!—–-]))\b[^.;:]{0,40}?\b(tcp|udp)6?\b|"
                      r"\bno\s+(tcp|udp)6?\b", re.I)
_LISTEN_RE = re.compile(r"\b(?:listen\w*|ports?|sockets?|open|bound|binds?|services?)\b", re.I)
_EXCEPT_RE = re.compile(r"\b(?:except|apart from|other than|besides|aside from|but)\b|\b(?:else|other)\b", re.I)


def claimed_proto(reading: Reading, value: Value) -> str | None:
    """The protocol written with a port: "TCP 41641", "TCP port 9000", "5353/udp", "53 (udp)", or the one
    protocol word of a clause that names one port."""
    m = _BEFORE_RE.search(reading.text[:value.start]) or _AFTER_RE.match(reading.text[value.end:])
    if m:
        return next(g for g in m.groups() if g).lower()
    words = {w.lower() for w in _PROTO_WORD_RE.findall(reading.text)}
    ports = [v for v in reading.values if v.kind == "port"]
    if len(words) == 1 and len(ports) == 1:
        return words.pop()
    return None


def _protocol(sock: dict) -> str | None:
    proto = str(sock.get("proto") or "").lower()
    return proto[:3] if proto[:3] in ("tcp", "udp") else None


def sockets(index: FactIndex) -> list[tuple[str, dict, bool]]:
    """(evidence id, socket, from a complete listing) of every listening socket and published container port."""
    out = [(lst.eid, s, lst.complete) for lst in index.listings.get("ports", ()) for s in lst.members]
    for box in index.of_kind("container"):
        for spec in box.rec.get("ports") or []:
            m = re.match(r"^(?:\[?([\d.:a-f]*?)\]?:)?(\d+)(?:-\d+)?->\d+(?:-\d+)?(?:/(\w+))?", str(spec))
            if m:
                out.append((box.eid, {"address": m.group(1) or "0.0.0.0", "port": int(m.group(2)),
                                      "process": box.name, "proto": m.group(3) or "tcp"}, True))
    return out


def check_port_protocol(reading: Reading, index: FactIndex, value: Value, negative: bool) -> Verdict | None:
    """A port claimed over one protocol that the evidence shows held over the other only."""
    want = claimed_proto(reading, value)
    if want is None:
        return None
    port = int(value.value)
    held = [(eid, s, done) for eid, s, done in sockets(index) if s.get("port") == port]
    if not held or any(_protocol(s) is None for _, s, _ in held):
        return None
    if any(_protocol(s) == want for _, s, _ in held):
        return None   # held over the protocol claimed: who holds it is the port check's
    other = _protocol(held[0][1]).upper()
    who = held[0][1].get("process") or "something"
    if not all(done for _, _, done in held):
        return unknown(f"port {port} is held over {other} by {who} in a cut listing", held[0][0])
    return decide(index, [Hit(negative, eid, None, f"port {port} is {other} only ({s.get('process') or 'something'}), "
                                                   f"not {want.upper()}") for eid, s, _ in held])


def check_protocol_listing(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"Nothing listens on UDP": no socket of that protocol in a complete listing. Claims with exceptions or
    with ports of their own are left to the scope and port checks."""
    m = _NONE_RE.search(reading.low)
    if m is None or not _LISTEN_RE.search(reading.low) or _EXCEPT_RE.search(reading.low):
        return []
    if any(v.kind == "port" for v in reading.values):
        # "Nothing listens on TCP 41641": the port held over UDP only verifies it
        out = []
        for value in [v for v in reading.values if v.kind == "port" and reading.value_free(v)]:
            verdict = check_port_protocol(reading, index, value, True)
            if verdict is not None:
                reading.take(value)
                out.append(verdict)
        if out:
            reading.quantifier = None
            reading.used_states.update(i for i, st in enumerate(reading.states) if st.state == "listening")
        return out
    want = (m.group(1) or m.group(2)).lower()
    socks = sockets(index)
    lists = index.listings.get("ports", ())
    if not lists:
        return []
    found = [(eid, s) for eid, s, _ in socks if _protocol(s) == want]
    reading.quantifier = None   # decided here: not a listing claim of its own
    reading.used_states.update(i for i, st in enumerate(reading.states) if st.state == "listening")
    if found:
        return [decide(index, [Hit(False, eid, None, f"{s.get('process') or 'something'} listens on "
                                                     f"{want.upper()} {s.get('port')}") for eid, s in found[:3]])]
    if not all(lst.complete for lst in lists) or any(_protocol(s) is None for _, s, _ in socks):
        return [unknown(f"the listing cannot show every {want.upper()} socket", lists[0].eid)]
    return [decide(index, [Hit(True, lst.eid, None, f"no {want.upper()} socket is listening") for lst in lists])]
