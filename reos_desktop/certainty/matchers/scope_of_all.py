"""Scope claims over every listener: "Nothing on the laptop accepts connections from outside except mDNS (avahi
on 5353)", "Apart from Tailscale, everything is bound to localhost", "no other port is open on all interfaces".

Decided over a complete listing of listening sockets (and the ports containers publish): every socket the
claim does not leave out must have the scope the claim gives (exposure.wanted_scope). What it leaves out is
named after "except", "apart from", "other than", "besides": by port, by program (a name written there that
a socket's program starts with or is part of), or by a protocol's well-known port. "Everything else" with
nothing named leaves out what the sentences before said, which this matcher does not guess.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.exposure import (
    _LOCAL_RE, WELL_KNOWN, is_loopback, is_wildcard, reach_claim, wanted_scope,
)
from reos_desktop.certainty.matchers.protocols import check_protocol_listing
from reos_desktop.certainty.reading import Reading

_EXCEPT = r"(?:(?<=nothing )but|except(?:\s+for)?|apart\s+from|other\s+than|besides|aside\s+from|but\s+for|save\s+for)"
_UNIVERSAL_RE = re.compile(
    r"\b(?:nothing(?:\s+else)?|no\s+other\s+(?:ports?|services?|programs?|sockets?|listeners?|daemons?|process(?:es)?)|"
    r"everything(?:\s+else)?|all\s+(?:the\s+)?(?:other\s+)?(?:ports|services|sockets|listeners|daemons)|"
    r"every\s+other\s+(?:port|service|socket|listener|daemon))\b")
_EXCEPT_RE = re.compile(_EXCEPT + r"\s+([^,;]{1,80})")
# "Only Caddy is reachable from other machines", "just sshd and nginx accept connections from outside": the
# subject is the exception to a claim about every other listener.
_ONLY_SUBJECT_RE = re.compile(r"^\W*(?:only|just)\s+([^,;]{1,60}?)\s+(?:is|are|can\s+be|accepts?|listens?|answers?)\b")
_LEADING_EXCEPT_RE = re.compile(r"^\W*" + _EXCEPT + r"\s+([^,;]{1,80}),")


def _all_sockets(index: FactIndex) -> list[tuple[str, dict]] | None:
    lists = index.listings.get("ports", ())
    if not lists or not all(lst.complete for lst in lists):
        return None
    out = [(lst.eid, s) for lst in lists for s in lst.members]
    for box in index.of_kind("container"):
        for spec in box.rec.get("ports") or []:
            m = re.match(r"^(?:\[?([\d.:a-f]*?)\]?:)?(\d+)(?:-\d+)?->", str(spec))
            if m:
                out.append((box.eid, {"address": m.group(1) or "0.0.0.0", "port": int(m.group(2)), "process": box.name}))
    return out


def _left_out(socket: dict, words: set[str], ports: set[int]) -> bool:
    if socket.get("port") in ports:
        return True
    owner = str(socket.get("process") or "").lower()
    return bool(owner) and any(len(w) >= 4 and (owner.startswith(w) or w in owner) for w in words)


def check_scope_of_all(reading: Reading, index: FactIndex) -> list[Verdict]:
    by_proto = check_protocol_listing(reading, index)
    if by_proto:
        return by_proto
    low = reading.low
    universal = _UNIVERSAL_RE.search(low)
    if universal is None:
        return _check_only_subject(reading, index)
    want = wanted_scope(low)
    if want is None and _LOCAL_RE.search(low) and not universal.group(0).startswith(("nothing", "no ")):
        want = "local"   # "everything is bound to localhost": the universal is the "only"
    if want not in ("local", "not_all", "all", "remote"):
        return []
    exception = _LEADING_EXCEPT_RE.search(low) or _EXCEPT_RE.search(low, universal.end())
    if exception is None and re.search(r"\b(?:else|other)\b", universal.group(0)):
        return []   # "everything else": else than what the sentences before named
    socks = _all_sockets(index)
    if not socks:
        return []
    words, ports = set(), set()
    if exception is not None:
        said = exception.group(1)
        words = {w for w in re.findall(r"[a-z][\w.-]*", said)}
        ports = {int(n) for n in re.findall(r"\b\d{2,5}\b", said)}
        ports |= {p for w in words for p in WELL_KNOWN.get(w, ())}
    rest = [(eid, s) for eid, s in socks if not _left_out(s, words, ports)]
    if exception is not None and len(rest) == len(socks):
        return []   # what it leaves out is nothing the evidence shows: the claim is about something else
    bad = []
    for eid, s in rest:
        address = str(s.get("address") or "")
        ok = {"local": is_loopback(address), "not_all": not is_wildcard(address), "all": is_wildcard(address),
              "remote": not is_loopback(address)}[want]
        if not ok:
            bad.append((eid, s))
    reading.quantifier = None   # decided here: not a listing claim of its own
    named = []   # "except mDNS (avahi on 5353)": the port written with the exception is the excepted socket's
    if exception is not None:
        span = (exception.start(1), exception.end(1))
        held = {s.get("port"): eid for eid, s in socks if _left_out(s, words, ports)}
        for v in reading.values:
            if v.kind in ("port", "number") and span[0] <= v.start < span[1] and reading.value_free(v) \
                    and float(v.value).is_integer() and int(v.value) in held:
                reading.take(v)
                named.append(Hit(True, held[int(v.value)], None, f"port {int(v.value)} is listening"))
    reading.used_states.update(i for i, st in enumerate(reading.states) if st.state == "listening")
    if bad and exception is not None and exception.re is _EXCEPT_RE:
        # "... except avahi on 5353 | and tailscaled": a trailing list of exceptions may go on in the next
        # clause, so a listener outside it does not refute the claim
        return [unknown(f"{bad[0][1].get('process') or 'something'} listens on {bad[0][1].get('address') or '*'}:"
                        f"{bad[0][1].get('port')}, which the exceptions may include", bad[0][0])]
    if bad:
        return [decide(index, [Hit(False, eid, None, f"{s.get('process') or 'something'} listens on "
                                                     f"{s.get('address') or '*'}:{s.get('port')}") for eid, s in bad[:3]])] + \
            ([decide(index, named)] if named else [])
    if reach_claim(low) and want in ("remote", "all"):
        return [decide(index, named)] if named else []   # the firewall decides reach; a wildcard bind does not prove it
    eids = list(dict.fromkeys(eid for eid, _ in rest)) or list(dict.fromkeys(eid for eid, _ in socks))
    shown = "loopback" if want == "local" else want.replace("_", " ")
    return [decide(index, [Hit(True, eid, None, f"every other listening socket is {shown}") for eid in eids] + named)]


def _check_only_subject(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"Only Caddy is reachable from other machines": every listener but Caddy's is on the loopback (or, for
    "only X listens on all interfaces", on no wildcard address). What X itself reaches is judged elsewhere."""
    low = reading.low
    only = _ONLY_SUBJECT_RE.search(low)
    want = wanted_scope(low) if only else None
    rest_want = {"remote": "local", "all": "not_all"}.get(want or "")
    if rest_want is None:
        return []
    words = {w for w in re.findall(r"[a-z][\w.-]*", only.group(1)) if w not in ("and", "or", "the")}
    ports = {int(n) for n in re.findall(r"\b\d{2,5}\b", only.group(1))}
    ports |= {p for w in words for p in WELL_KNOWN.get(w, ())}
    socks = _all_sockets(index)
    if not socks:
        return []
    rest = [(eid, s) for eid, s in socks if not _left_out(s, words, ports)]
    if len(rest) == len(socks):
        return []   # the evidence shows nothing by that name: the claim is about something else
    bad = [(eid, s) for eid, s in rest
           if not (is_loopback(str(s.get("address") or "")) if rest_want == "local" else not is_wildcard(str(s.get("address") or "")))]
    reading.quantifier = None
    reading.used_states.update(i for i, st in enumerate(reading.states) if st.state == "listening")
    if bad:
        return [decide(index, [Hit(False, eid, None, f"{s.get('process') or 'something'} listens on "
                                                     f"{s.get('address') or '*'}:{s.get('port')}") for eid, s in bad[:3]])]
    eids = list(dict.fromkeys(eid for eid, _ in rest)) or list(dict.fromkeys(eid for eid, _ in socks))
    shown = "loopback" if rest_want == "local" else "not on all interfaces"
    return [decide(index, [Hit(True, eid, None, f"every other listening socket is {shown}") for eid in eids])]
