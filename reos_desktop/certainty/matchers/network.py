"""Ports: "sshd listens on port 22", "port 8080 is free", "web publishes 8080->80". Addresses are read by
addresses.py, which this module calls for each address a claim states.

A port held by another program contradicts a claim that names the wrong owner; a port absent from a
complete list of listening sockets contradicts "X listens on it" and verifies "nothing listens on it".
"""

from __future__ import annotations

import re

from reos_desktop.certainty.lexicon import NUMBER_WORDS
from reos_desktop.certainty.facts import Entity, FactIndex, QFact, Verdict
from reos_desktop.certainty.indexers import endpoint_host
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.addresses import bind_addresses, check_address, check_bound_pair
from reos_desktop.certainty.matchers.kube_services import check_kube_services
from reos_desktop.certainty.matchers.network_parts import (
    RUNTIMES as _RUNTIMES, labelled_line, published_elsewhere, remote_port,
    stranger_in_process_cell,
)
from reos_desktop.certainty.matchers.protocols import check_port_protocol
from reos_desktop.certainty.matchers.exposure import (
    WELL_KNOWN, check_exposure, judge_scope, reach_claim, scope_of, subject_sockets,
)
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_FREE_WORDS = re.compile(r"\b(free|closed|unused|not in use|not listening|not open|nothing (?:is )?listening|"
                         r"no (?:service|process|program|one)|nobody|available for use|"
                         r"(?:is|are|now|was)\s+(?:now\s+|still\s+)?(?:off|gone|disabled|turned off|switched off))\b", re.I)


def about_firewall(reading: Reading) -> bool:
    """"ufw blocks 3000", and the rest of a list that began so ("The firewall only lets 22, | 80 and 443 in")."""
    return bool(_FIREWALL_RE.search(reading.low) or re.match(r"\W*\d", reading.text) and
                _FIREWALL_RE.search((reading.unit.prev or "").lower()))


def _names(entities: list[Entity]) -> set[str]:
    out: set[str] = set()
    for e in entities:
        out.update(e.names)
    return out


def _port_facts(index: FactIndex, port: int) -> list[QFact]:
    return [f for f in index.qfacts if f.dim == "port" and int(f.value) == port]


_LISTEN_WORDS_RE = re.compile(r"\b(?:listen\w*|publish\w*|bound|binds?|exposed?|serv(?:es|ing)|ports?|open)\b")


def check_network(reading: Reading, index: FactIndex) -> list[Verdict]:
    out = check_kube_services(reading, index)
    if about_firewall(reading) and any(v.kind == "port" and reading.value_free(v) for v in reading.values):
        for value in reading.values:
            if value.kind in ("port", "number") and reading.value_free(value):
                reading.take(value)
        out.append(unknown("no evidence about firewall rules"))
    for value in reading.values:
        if value.kind == "port" and reading.value_free(value):
            reading.take(value)
            out.append(_port(reading, index, value))
        elif value.kind in ("address", "mac") and reading.value_free(value):
            verdict = check_bound_pair(reading, index, value)
            if verdict is None:
                verdict = check_address(reading, index, value)
            if verdict is not None:
                reading.take(value)
                out.append(verdict)
    if any(s.state == "listening" for s in reading.states):
        reading.used_states.update(i for i, s in enumerate(reading.states) if s.state == "listening")
    sessions = _protocol_connections(reading, index)
    if sessions is not None:
        out.append(sessions)
    elif not any(v.kind == "port" for v in reading.values):
        scoped = check_exposure(reading, index)
        if scoped is not None:
            out.append(scoped)
        elif reading.wordset & {"listen", "listens", "listening", "bound", "binds", "bind", "accepts", "exposed",
                                "reachable", "published"}:
            out.append(_where_it_listens(reading, index))
    return [v for v in out if v is not None]


def _where_it_listens(reading: Reading, index: FactIndex) -> Verdict | None:
    """"sshd is listening", "PgBouncer is not listening": whether the named program holds any socket (the
    addresses it listens on are exposure.py's)."""
    names = {n for e in reading.scope() for n in e.names}
    socks = [(lst.eid, s) for lst in index.listings.get("ports", ()) for s in lst.members
             if s.get("process") and str(s["process"]).lower() in names]
    if not socks:   # a container's published ports
        socks = [(eid, s) for eid, s in subject_sockets(reading, index) if s.get("container")]
    return _listens_at_all(reading, index, socks)


def _listens_at_all(reading: Reading, index: FactIndex, socks: list) -> Verdict | None:
    """"PgBouncer is not listening", "sshd is listening": whether the named program holds any socket."""
    states = [st for st in reading.states if st.state == "listening"]
    if states and not reading.own_entities():
        return _protocol_listens(reading, index, states[0].negated)
    if not states:
        return None
    negated = states[0].negated
    if socks:
        shown = ", ".join(f"{s.get('address')}:{s.get('port')}" for _, s in socks[:3])
        return decide(index, [Hit(not negated, socks[0][0], None, f"{socks[0][1].get('process')} listens on {shown}")])
    pids = {e.rec.get("pid") or e.rec.get("main_pid") for e in reading.own_entities()} - {None}
    complete = [lst for lst in index.listings.get("ports", ()) if lst.complete and lst.members]
    if not pids or not complete:
        return None   # a program can listen under another name (python3, docker-proxy): no verdict by name alone
    held = any(s.get("pid") in pids for lst in complete for s in lst.members)
    return decide(index, [Hit(held != negated, lst.eid, None, "no listening socket belongs to it" if not held else
                              "it holds a listening socket") for lst in complete])


def _protocol_connections(reading: Reading, index: FactIndex) -> Verdict | None:
    """"No one is connected over SSH", "there is an SSH session open": connections on the protocol's well-known
    port, either end, in a complete list of connections. Only for claims that name no address or port."""
    if not reading.wordset & {"connected", "connection", "connections", "session", "sessions"} or \
            any(v.kind in ("address", "port", "number", "count") for v in reading.values) or \
            reading.unknown or reading.own_entities("user") or reading.wordset & set(NUMBER_WORDS) - {"no", "none", "zero", "one" if "no one" in reading.low else ""} or \
            reading.wordset & {"both", "each", "all", "every", "several", "many", "few"}:
        return None   # who is connected, or how many: more than a connection on that port shows
    words = [w for w in reading.words if w in WELL_KNOWN]
    complete = [lst for lst in index.listings.get("connections", ()) if lst.complete]
    if not words or not complete:
        return None
    ports = {str(p) for p in WELL_KNOWN[words[0]]}
    negated = bool(re.search(r"\b(?:no one|nobody|no|not|none|nothing)\b|n't\b", reading.low))
    found = [(lst.eid, c) for lst in complete for c in lst.members
             if any(str(c.get(side) or "").rsplit(":", 1)[-1] in ports for side in ("local", "remote"))]
    if found:
        return decide(index, [Hit(not negated, eid, None, f"a connection {c.get('local')} <-> {c.get('remote')}")
                              for eid, c in found])
    return decide(index, [Hit(negated, lst.eid, None, f"no connection on port {', '.join(sorted(ports))}")
                          for lst in complete])


def _protocol_listens(reading: Reading, index: FactIndex, negated: bool) -> Verdict | None:
    """"There's no SSH server listening": a protocol named by its well-known port, over a complete listing with
    no socket on that port and none held by a program of that name."""
    words = [w for w in reading.words if w in WELL_KNOWN]
    complete = [lst for lst in index.listings.get("ports", ()) if lst.complete]
    if not words or not complete:
        return None
    ports = set(WELL_KNOWN[words[0]])
    held = [(lst.eid, s) for lst in complete for s in lst.members
            if s.get("port") in ports or str(s.get("process") or "").lower() in (words[0], words[0] + "d")]
    if held:
        return decide(index, [Hit(not negated, eid, None, f"port {s.get('port')} is held by {s.get('process') or 'something'}")
                              for eid, s in held])
    shown = ", ".join(str(p) for p in sorted(ports))
    return decide(index, [Hit(negated, lst.eid, None, f"nothing listens on port {shown}") for lst in complete])


# Programs that run other programs: a port held by "java" may well be Jenkins.

def _cmdline_of(index: FactIndex, pid, wanted: set[str]) -> bool:
    """Does the process with this pid (in a process listing) name one of `wanted` on its command line?"""
    if pid is None:
        return False
    for proc in index.of_kind("process"):
        if proc.rec.get("pid") == pid and any(n in str(proc.rec.get("cmdline") or "").lower() for n in wanted
                                               if len(n) > 3):
            return True
    return False


def _configured(index: FactIndex, scope: list[Entity], port: int) -> Verdict | None:
    """A port named on a process's command line or in a config file the evidence read."""
    for ent in scope:
        cmdline = str(ent.rec.get("cmdline") or "")
        if re.search(rf"(?::|--port[= ]|-p\s?){port}\b", cmdline):
            return decide(index, [Hit(True, ent.eid, None, f"{ent.name} command line: {cmdline[:80]}")])
    for f in index.of_kind("file"):
        for line in f.rec.get("lines") or []:
            if re.match(rf"^\s*(?:port|listen|listenport|http_port|bind)\s*[=:]?\s*(?:\S*:)?{port}\b", str(line), re.I):
                return decide(index, [Hit(True, f.eid, None, f"{f.name}: {str(line).strip()[:80]}")])
    return None


_GLUED_RE = re.compile(r"(?:(?:\d{1,3}\.){3}\d{1,3}|\[[0-9a-f:]*\]):$", re.I)
_GLUED_ADDR_RE = re.compile(r"(?:(?:\d{1,3}\.){3}\d{1,3}|\[[0-9a-f:]*\]):\d+", re.I)


def _address_check(reading: Reading, index: FactIndex, port: int, verdict: Verdict) -> Verdict:
    """A port verified as held may still be bound to the wrong addresses for what the claim says."""
    value = next((v for v in reading.values if v.kind == "port" and v.value == port), None)
    if value is not None and _GLUED_RE.search(reading.text[:value.start]):
        return verdict   # "127.0.0.1:8384": its own address was checked by check_bound_pair
    # "127.0.0.1:8384, 0.0.0.0:22000": an address glued to another port is that port's scope, not this one's
    want = scope_of(_GLUED_ADDR_RE.sub(lambda m: " " * len(m.group(0)), reading.low),
                    value.start if value is not None else None)
    if verdict.outcome != "verified" or want is None:
        return verdict
    binds = bind_addresses(index, port)
    if not binds:
        return verdict
    scoped = judge_scope(index, [(eid, {"address": a, "port": port}) for eid, a in binds], want, f"port {port}",
                         reach_claim(reading.low))
    return verdict if scoped is None or scoped.outcome == "verified" else scoped


_TARGET_RE = re.compile(r"\b(?:proxies|proxy|proxying|forwards?|forwarding|connects?|connecting|points?|sends?|talks?|"
                        r"upstream|backend|sets?|setting|configured|configures?|changed?|changes)\b[^.;]{0,40}\bto\b"
                        r"[^.;]{0,30}$|\bupstream\b[^.;]{0,20}$|\b[a-z]+_(?:url|port|addr|host)\b[^.;]{0,30}$", re.I)
# A port another program already holds: a bind that failed says the port is taken, not who took it.
_IN_USE_RE = re.compile(r"\b(?:already in use|address in use|already (?:taken|bound|allocated)|can(?:no|')?t bind|"
                        r"could ?n[o']t bind|failed to bind|unable to bind|bind failed|port conflict)\b")
# Claims about packet filtering: no tool reads firewall rules, so the ports they name are theirs.
_FIREWALL_RE = re.compile(r"\b(?:firewall|firewalld|ufw|iptables|nftables|nft|security groups?|port[- ]forward(?:s|ed|ing)?)\b")


def _a_pid_in_parens(reading: Reading, index: FactIndex, port: int) -> bool:
    """'nginx (2210)' in a table of ports: the number in parentheses is the program's PID, when some
    process or listening socket in the evidence has that PID."""
    return any(f.dim == "pid" and f.value == port for f in index.qfacts) or any(
        e.rec.get("pid") == port for e in index.entities.get("process", ()))


def _port(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    if re.search(r"[A-Za-z][\w.@-]*\s*\(\s*(?:pid\s*)?$", reading.text[:value.start], re.I) and \
            re.match(r"\s*\)", reading.text[value.end:]) and _a_pid_in_parens(reading, index, int(value.value)):
        reading.take(value)
        return None
    peer = _peer_port(reading, index, value)
    if peer is not None:
        return peer
    before = re.sub(r"(?:\d{1,3}\.){3}\d{1,3}:?\s*$|\[[0-9a-f:]+\]:?\s*$", "", reading.text[:value.start], flags=re.I)
    if _IN_USE_RE.search(reading.low):
        # "Docker can't bind 0.0.0.0:53 - address already in use": the port is held, by something else
        holders = [f for f in _port_facts(index, int(value.value)) if f.attr not in _INSIDE]
        if holders:
            who = holders[0].entity.name if holders[0].entity is not None else "something"
            return decide(index, [Hit(True, f.eid, None, f"port {int(value.value)} is held by {who}") for f in holders])
        return unknown(f"no evidence of anything holding port {int(value.value)}")
    if _TARGET_RE.search(before):
        # "nginx proxies to 127.0.0.1:8000": the port is where it sends traffic, not one it holds
        setting = _setting_line(reading, index, int(value.value))
        if setting is not None:
            reading.take(value)
            return setting
        if any(re.search(rf"[:\s]{int(value.value)}\b", text) for _, text in index.texts()):
            reading.quoted_values = True
            return None
        return unknown(f"no evidence of anything sent to port {int(value.value)}")
    by_proto = check_port_protocol(reading, index, value, bool(_FREE_WORDS.search(reading.low)) or reading.negated)
    if by_proto is not None:
        return by_proto
    return _address_check(reading, index, int(value.value), _port_owner(reading, index, value))


def _setting_line(reading: Reading, index: FactIndex, port: int) -> Verdict | None:
    """"Its env file sets REDIS_URL to port 6380": a line of a file read that names the setting the claim
    names (a word with an underscore or in capitals) and carries the port."""
    keys = {t.text.strip("`'\",.:;()").lower() for t in reading.toks
            if re.fullmatch(r"`?[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+`?|`?[A-Z][A-Z0-9]{2,}`?", t.text.strip(",.:;()"))}
    if not keys:
        return None
    hits = []
    for f in index.of_kind("file"):
        for line in f.rec.get("lines") or []:
            text = str(line)
            m = re.match(r"\s*(?:export\s+)?([A-Za-z_][\w.-]*)\s*[=:]\s*(.*)$", text)
            if m and m.group(1).lower() in keys:
                said = re.search(rf"(?<![\d.]){port}(?!\d)", m.group(2))
                hits.append(Hit(bool(said), f.eid, None, f"{f.name}: {text.strip()[:80]}"))
    return decide(index, hits) if hits else None


_PEER_RE = re.compile(r"((?:\d{1,3}\.){3}\d{1,3}|\[[0-9a-f:]+\])(?::|\s+(?:on|at|via)\s+(?:tcp\s+|udp\s+)?port\s+)$", re.I)


def _peer_port(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    """'talking to 93.184.215.14 on port 443': a port written after an address that is one end of a
    connection in the evidence is that connection's port, not a socket this machine listens on."""
    found = _PEER_RE.search(reading.text[:value.start])
    if not found:
        return None
    addr, port = found.group(1).strip("[]"), int(value.value)
    ends = [(lst.eid, str(c.get(side) or "")) for lst in index.listings.get("connections", ())
            for c in lst.members for side in ("remote", "local")]
    ends = [(eid, end) for eid, end in ends if endpoint_host(end) == addr.lower()]
    if not ends:
        return None
    reading.take(value)
    same = [(eid, end) for eid, end in ends if end.rsplit(":", 1)[-1] == str(port)]
    if same:
        return decide(index, [Hit(True, eid, None, f"a connection with {end}") for eid, end in same])
    return unknown(f"no connection with {addr} on port {port}", ends[0][0])


# words that name a program before "on PORT" ("KDE Connect on 1716"), not only "port" or "listening on"
_NAMED_BEFORE_RE = re.compile(r"^\W*(?!(?:port|ports|listening|listens|and|on|tcp|udp)\b)[A-Za-z][\w.-]+(?:\s+[A-Z][\w.-]*)*"
                              r"\s+(?:on|at|:)\s+(?:port\s+|tcp\s+|udp\s+)?$")


def _own_item(reading: Reading, value: Value, everything: list[Entity]) -> list[Entity]:
    """"sshd on 22, the runner's metrics endpoint on 9252, docker-proxy on 5000": in a list of holders and their
    ports, a port's holder is named in its own item; a name in another item is not it."""
    ports = [v for v in reading.values if v.kind == "port"]
    if not everything or len(ports) < 2 or not any(p.end <= value.start for p in ports):
        return everything
    cut = max(reading.text.rfind(",", 0, value.start), reading.text.rfind(";", 0, value.start))
    if cut < 0 or not any(p.end <= cut for p in ports):
        return everything
    return [e for m in reading.mentions if cut < m.start < value.start for e in m.entities]


# ports a container has only on its own side: "6379/tcp" (exposed, published nowhere), the 8080 of "3000->8080"
_INSIDE = frozenset({"container_port", "exposed_port"})
# words that put a port on the host's side of a container's mapping
_HOST_SIDE_RE = re.compile(r"\bpublish(?:es|ed|ing)?\b|\bhost(?:'s)?[\s-]+(?:port|side)|\bon the host\b|\bmapped\b|"
                           r"\bforward(?:s|ed|ing)?\b|0\.0\.0\.0|\ball (?:network )?interfaces\b|\bexternally\b|"
                           r"\breachable\b|\bexposed to\b|\bfrom (?:the )?(?:lan|network|outside|internet)\b")
_NOT_HOST_SIDE_RE = re.compile(r"\b(?:not|n't|never|nothing|no)\b[^.;]{0,20}(?:publish|mapped|forward|host)|"
                               r"\bunpublished\b|\binternal(?:ly)?\b|\binside\b")


# a heading or question about the host's open ports, and words that put a port on a container's own side
_ON_HOST_RE = re.compile(r"\b(?:listening|listens?|open\s+ports?|ports?\s+(?:are\s+)?open|exposed)\b", re.I)
_CONTAINER_SIDE_RE = re.compile(r"\b(?:containers?|inside|internal(?:ly)?|unpublished|not\s+published)\b")


def _only_inside(reading: Reading, mine: list[QFact], port: int, negative: bool) -> Hit | None:
    """"redis is published on 6379" when the listing shows "6379/tcp", "host port 8080" of "3000->8080": a port
    said to be on the host that the container has only on its own side. Docker and Podman show a published
    port as "HOST->CONTAINER"; a bare "6379/tcp" is open inside the container and reachable from no host port."""
    if not all(f.attr in _INSIDE for f in mine) or not _HOST_SIDE_RE.search(reading.low):
        return None
    box = mine[0].entity
    shown = ", ".join(str(p) for p in box.rec.get("ports") or []) or "no ports"
    said_not = negative or bool(_NOT_HOST_SIDE_RE.search(reading.low))
    return Hit(said_not, mine[0].eid, None, f"{box.name} has port {port} only inside the container ({shown})")


def _port_owner(reading: Reading, index: FactIndex, value: Value) -> Verdict:
    port = int(value.value)
    remote = remote_port(reading, index, value)
    if remote is not None:   # "3 connections to 203.0.113.40 on 443": the far end's port, not one held here
        return remote
    free = _FREE_WORDS.search(reading.low)
    if free:   # "Remote desktop (3389) is off now": the state word is the port's, checked here
        reading.used_states.update(i for i, s in enumerate(reading.states) if free.start() <= s.start < free.end())
    negative = bool(free) or (reading.negated and any(s.state == "listening" and s.negated for s in reading.states))
    if re.search(r"(?:\bnot|\brather than|\binstead of|\bnever)\s+(?:on\s+)?(?:port\s+)?$", reading.low[:value.start]):
        negative = True   # "on 127.0.0.1:8001, not 8000": this port is the one it does not hold
    everything = [e for m in reading.mentions for e in m.entities]   # "It (app) listens ... behind nginx"
    if labelled_line(reading) and not reading.own_entities():
        everything = []   # "- **API server:** 6443" after "- **SSH:** 22": the label is this line's subject
    own = [m for m in reading.mentions if not m.inherited]
    if own and all(m.start >= value.end for m in own) and _NAMED_BEFORE_RE.search(reading.text[:value.start]):
        everything = []   # "KDE Connect on 1716 and tailscaled on 41641": 1716's holder is named before it, unread
    everything = _own_item(reading, value, everything)
    scope = [e for e in everything if e.kind in ("service", "process", "container", "pod", "k8s_service",
                                                 "unit_file", "package")]
    holders = _port_facts(index, port)
    if value.extra.get("container"):
        holders = [f for f in holders if f.attr in _INSIDE]
    else:
        holders = [f for f in holders if f.attr not in _INSIDE] or holders
    port_lists = [lst for lst in index.listings.get("ports", ())]
    complete = [lst for lst in port_lists if lst.complete]
    if scope:
        wanted = _names(scope)
        pids = {e.rec.get("main_pid") for e in scope} | {e.rec.get("pid") for e in scope}
        pids.discard(None)
        mine = [f for f in holders if f.entity is not None and (
            set(f.entity.names) & wanted or any(id(f.entity) == id(e) for e in scope) or
            f.entity.rec.get("pid") in pids or
            any(n in str(f.entity.rec.get("cmdline") or "").lower() for n in wanted if len(n) > 3) or
            _cmdline_of(index, f.entity.rec.get("pid"), wanted))]
        if mine:
            inside = _only_inside(reading, mine, port, negative)
            if inside is not None:
                return decide(index, [inside])
            return decide(index, [Hit(not negative, f.eid, None, f"{f.entity.name} holds port {port}") for f in mine])
        others = [f for f in holders if f.entity is not None]
        if others and not any(f.entity.name.lower() in _RUNTIMES for f in others):
            return decide(index, [Hit(negative, f.eid, None, f"port {port} is held by {f.entity.name}") for f in others])
        if others:
            return unknown(f"port {port} is held by {others[0].entity.name}, which may be running it", others[0].eid)
        if holders:
            return unknown(f"port {port} is listening but the evidence does not say which program holds it",
                           holders[0].eid)
        if complete and not any(f.attr in ("published_port",) for f in index.qfacts if f.dim == "port"
                                and f.entity is not None and id(f.entity) in {id(e) for e in scope}):
            return decide(index, [Hit(negative, lst.eid, lst.field, f"nothing listens on port {port}") for lst in complete])
        if not negative:
            configured = _configured(index, scope, port)
            if configured is not None:
                return configured
            published = published_elsewhere(reading, scope, port)
            if published is not None:
                return decide(index, [published])
            stopped = [e for e in scope if e.kind == "container" and
                       str(e.rec.get("state") or "").lower() in ("exited", "created", "dead")]
            if stopped and len(stopped) == len([e for e in scope if e.kind == "container"]) and int(port) >= 20 and \
                    _LISTEN_WORDS_RE.search(reading.low):
                # "jellyfin is listening on 8096" while the container has exited: a stopped container holds no port
                box = stopped[0]
                return decide(index, [Hit(False, box.eid, box.field, f"{box.name} is {box.rec.get('state')} "
                                                                       f"({box.rec.get('status')}): it listens on nothing")])
        return unknown(f"no evidence about port {port}")
    if holders and complete and all(f.attr in _INSIDE for f in holders) and not value.extra.get("container") and \
            _ON_HOST_RE.search(f"{reading.unit.context} {index.question}") and not _CONTAINER_SIDE_RE.search(reading.low):
        # "| 3306 | 0.0.0.0 | mariadbd |" under "Listening ports" when only a container has 3306, on its own side
        box = holders[0].entity
        return decide(index, [Hit(negative, lst.eid, lst.field, f"nothing on the host listens on port {port}"
                                  + (f" ({box.name} has it only inside the container)" if box is not None else ""))
                              for lst in complete])
    if holders:
        stranger = stranger_in_process_cell(reading, index, port, holders)
        if stranger is not None:
            return stranger
        who = holders[0].entity.name if holders[0].entity is not None else "something"
        return decide(index, [Hit(not negative, f.eid, None, f"{who} listens on port {port}") for f in holders])
    if complete:
        return decide(index, [Hit(negative, lst.eid, lst.field, f"nothing listens on port {port}") for lst in complete])
    if not negative:
        configured = _configured(index, [], port)
        if configured is not None:
            return configured
    return unknown(f"no evidence about port {port}")
