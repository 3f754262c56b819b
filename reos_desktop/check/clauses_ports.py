"""Clause readers for listening ports: "port 443 is open", "sshd is listening on port 22"."""

from __future__ import annotations

import re

from reos_desktop.check.clauses import Atom, Clause, lazy
from reos_desktop.check.clauses_things import _NEG, NAME, _name_ok
from reos_desktop.check.units import PoorlyPosed


# ------------------------------------------------------------------------------------------------ ports
_PORT_PHRASE = lazy(
    r"\b(?:(?P<p1>tcp|udp)6?\s+)?port\s*(?:number\s*)?#?\s*(?P<port>\d+)(?:\s*/\s*(?P<p2>tcp|udp)6?)?\b"
    r"|\b(?P<port2>\d+)\s*/\s*(?P<p3>tcp|udp)6?\b")
_ON_PROTO = lazy(r"\s+(?:on|over|via|using)\s+(?P<p>tcp|udp)6?\b|\s+\((?P<pp>tcp|udp)6?\)")
_ON_ADDRESS = lazy(r"\s+on\s+(?:address\s+|ip\s+|interface\s+)?(?P<addr>\d{1,3}(?:\.\d{1,3}){3}|localhost|"
                         r"\[[0-9a-f:]+\]|[0-9a-f]{0,4}:[0-9a-f:]+|all\s+(?:addresses|interfaces))\b")
_PORT_OPEN = r"(?:open|opened|listening|in\s+use|used|bound|taken|occupied|active|up|reachable\s+locally|listened\s+on)"
_PORT_CLOSED = r"(?:closed|free|unused|down|unbound)"
_PORT_FORMS = [
    (lazy(r"^(?:is\s+)?port\s+(?:is\s+|are\s+)?" + _NEG + r"(?P<state>" + _PORT_OPEN + "|" + _PORT_CLOSED + r")$"),
     "state"),
    (lazy(r"^(?:is\s+)?(?:there\s+)?(?:something|anything|a\s+process|some\s+process|a\s+service|a\s+program|"
                r"someone|somebody)\s+(?:is\s+)?(?:listening|listens|bound|running)\s+(?:on|to|at)\s+port$"), "some"),
    (lazy(r"^(?:there\s+is\s+)?(?:nothing|no\s+process|no\s+program|no\s+service|no\s+one|nobody|no\s+listener|"
                r"none)\s+(?:is\s+)?(?:listening|listens|bound|running)\s+(?:on|to|at)\s+port$"), "none"),
    (lazy(r"^(?:is\s+)?(?P<owner>" + NAME + r")\s+(?:is\s+|are\s+)?" + _NEG +
                r"(?:listening|listens|bound|binding|serving)\s+(?:on|to|at)\s+port$"), "owner"),
    (lazy(r"^(?:is\s+)?(?P<owner>" + NAME + r")\s+(?:is\s+|are\s+|does\s+)?" + _NEG +
                r"(?:using|uses|use|owns|own|holds|hold|listen\s+on|listening\s+on)\s+port$"), "owner"),
    (lazy(r"^port\s+(?:is\s+)?" + _NEG + r"(?:used|owned|held|taken|bound|opened|served)\s+by\s+(?P<owner>"
                + NAME + r")$"), "owner"),
    (lazy(r"^(?:there\s+is\s+)?(?:a\s+)?listener\s+on\s+port$"), "some"),
]


def read_port(c: Clause) -> Atom | None:
    match = _PORT_PHRASE.search(c.low)
    if not match:
        return None
    port = int(match.group("port") or match.group("port2"))
    if not 1 <= port <= 65535:
        raise PoorlyPosed(f"{port} is not a port number (ports are 1 to 65535)")
    proto = match.group("p1") or match.group("p2") or match.group("p3")
    # Same-length blanking keeps positions, so names are still cut from the original text.
    low = c.low[:match.start()] + "port" + " " * (match.end() - match.start() - 4) + c.low[match.end():]
    proto_match = _ON_PROTO.search(low)
    if proto_match:
        proto = proto or proto_match.group("p") or proto_match.group("pp")
        low = low[:proto_match.start()] + " " * (proto_match.end() - proto_match.start()) + low[proto_match.end():]
    address = None
    address_match = _ON_ADDRESS.search(low)
    if address_match:
        address = address_match.group("addr").strip("[]")
        if address.startswith("all "):
            address = None
        low = low[:address_match.start()] + " " * (address_match.end() - address_match.start()) + \
            low[address_match.end():]
    squeezed = " ".join(low.split())
    offsets = _squeeze_map(low)
    for pattern, form in _PORT_FORMS:
        m = pattern.match(squeezed)
        if not m:
            continue
        negated = bool(m.groupdict().get("neg"))
        params = {"port": port, "proto": proto, "address": address}
        if form == "state":
            closed = re.fullmatch(_PORT_CLOSED, m.group("state")) is not None
            return c.atom("port", negated=negated != closed, **params)
        if form in ("some", "none"):
            return c.atom("port", negated=form == "none", **params)
        owner_start, owner_end = offsets[m.start("owner")], offsets[m.end("owner") - 1] + 1
        owner = c.orig[owner_start:owner_end].strip("\"'")
        if not _name_ok(owner):
            return None
        atom = c.atom("port_owner", negated=negated, owner=owner, **params)
        atom.name_text = owner
        return atom
    return None


def _squeeze_map(text: str) -> list[int]:
    """For each character of ' '.join(text.split()), its position in text."""
    out, prev_space = [], True
    for i, ch in enumerate(text.strip() and text):
        if ch.isspace():
            if not prev_space:
                out.append(i)
            prev_space = True
        else:
            out.append(i)
            prev_space = False
    return out
