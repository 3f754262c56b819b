"""Who can reach a listener: "redis is only listening on localhost", "valkey is published on all interfaces",
"etcd is reachable from other hosts", "CUPS accepts connections from the whole network", "postgres is local-only".

A scope claim is decided by the addresses of the sockets its subject holds. The subject is found, in order,
by the ports the claim names, by the programs, services and containers it names (a container's published
ports bind the host's addresses), and by the well-known port of a protocol or daemon it names ("NFS" is 2049,
"SSH" 22) when nothing by that name holds a socket. Scopes:
  - local: every socket is on the loopback ("only on localhost", "local-only", "not reachable from outside");
  - all: some socket is on the wildcard address ("on all interfaces", "on 0.0.0.0");
  - remote: some socket is on a non-loopback address ("reachable from the LAN", "from other hosts");
  - public: "from the internet" needs the firewall and router too, so it is only ever contradicted (every
    socket on the loopback), never verified;
  - not_public: "isn't on a public address" holds when every socket is on a private or loopback address
    (10.20.0.5 is no public interface); the wildcard leaves it to the firewall and the router.
"""

from __future__ import annotations

import ipaddress
import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.reading import Reading

# Protocols and daemons by the ports they serve on; used only when no socket is held under the name itself.
WELL_KNOWN = {
    "ssh": (22,), "sshd": (22,), "openssh": (22,), "nfs": (2049,), "nfsd": (2049,), "samba": (445, 139),
    "smb": (445, 139), "smbd": (445, 139), "cifs": (445,), "cups": (631,), "cupsd": (631,), "ipp": (631,),
    "postgres": (5432,), "postgresql": (5432,), "mysql": (3306,), "mariadb": (3306,), "redis": (6379,),
    "valkey": (6379,), "etcd": (2379, 2380), "dns": (53,), "mongodb": (27017,), "mongo": (27017,),
    "memcached": (11211,), "rabbitmq": (5672,), "kubelet": (10250,), "rdp": (3389,), "vnc": (5900,),
    "smtp": (25,), "ftp": (21,), "elasticsearch": (9200,), "rpcbind": (111,), "mqtt": (1883,), "mosquitto": (1883,),
}

_LOCAL_RE = re.compile(r"\b(?:localhost|loopback|127\.0\.0\.1|local[- ]only|locally|this (?:machine|host|box|computer)"
                       r"|the (?:machine|host|box) itself)\b|(?<![\w:])::1\b|\[::1\]")
_ALL_RE = re.compile(r"\b(?:all|every|any)\s+(?:of\s+(?:its|the)\s+)?(?:network\s+)?(?:interfaces?|addresses|address|ips|nics)\b|"
                     r"\b0\.0\.0\.0\b|\[::\]|(?<![\w:.])::(?![\w:])|\bwildcard\b")
_REMOTE_RE = re.compile(r"\b(?:from|to|by|on)\s+(?:the\s+)?(?:whole\s+|entire\s+|local\s+|home\s+|other\s+)?"
                        r"(?:lan|network|outside|other\s+(?:hosts?|machines?|computers?|devices?|boxes|nodes)|"
                        r"anywhere|remote\s+(?:hosts?|machines?)|any\s+(?:host|machine))\b|"
                        r"\bexternally\b|\bremotely\b|\bnetwork[- ]wide\b")
# Verbs of reach: remote on their own ("etcd is exposed"), but "reachable from localhost" is the place's.
_REACH_RE = re.compile(r"\b(?:exposed|reachable|accessible|open to)\b")
# Reach, unlike a bind, also depends on the firewall and routing: sockets on the loopback only refute it
# ("Redis can be reached from other hosts"), sockets elsewhere never prove it.
_REACH_CLAIM_RE = re.compile(r"\b(?:reachable|unreachable|accessible|inaccessible|reach|reached|open to|"
                             r"accepts? connections|exposed to|connect from)\b")


def reach_claim(low: str) -> bool:
    return bool(_REACH_CLAIM_RE.search(low))
_PUBLIC_RE = re.compile(r"\b(?:publicly|public|internet|world|wan)\b")
_NEG_RE = re.compile(r"\b(?:not|never|no longer|nothing|nobody|no one)\b|n't\b|\bcannot\b")
_WILDCARD = ("0.0.0.0", "::", "*", "", "[::]")
_LOOPBACK = ("127.", "::1", "localhost", "[::1]")


def is_loopback(address: str) -> bool:
    return str(address).strip().lower().startswith(_LOOPBACK)


def is_wildcard(address: str) -> bool:
    return str(address).strip().lower() in _WILDCARD


def wanted_scope(low: str) -> str | None:
    """'local', 'all', 'not_all', 'remote', 'public', 'not_public' or None: the reach a claim gives a listener."""
    local, every = _LOCAL_RE.search(low), _ALL_RE.search(low)
    remote, public = _REMOTE_RE.search(low), _PUBLIC_RE.search(low)
    if not (local or every or remote or public):
        remote = _REACH_RE.search(low)
    found = [m for m in (local, every, remote, public) if m]
    if not found:
        return None
    first = min(found, key=lambda m: m.start())
    negated = bool(_NEG_RE.search(low[:first.start()]))
    only = bool(re.search(r"\b(?:only|just|solely|exclusively)\b|[- ]only\b", low))
    if local and _NAMED_ADDRESS_RE.search(low):
        return None   # "only on loopback and the private 10.20.0.5": the addresses named are checked one by one
    if public and negated and not (local or every or remote):
        return "not_public"   # "isn't listening on a public address": private addresses are not public
    if local and (only or re.search(r"local[- ]only|\blocally\b", low)) and not (every or remote or public):
        return "remote" if negated else "local"
    if local and not (every or remote or public):
        return None   # "listens on localhost" says nothing of the other addresses
    if every and not remote or every and every.start() < remote.start():
        return "not_all" if negated else "all"
    if remote:
        return "local" if negated else "remote"
    if public:
        return "local" if negated else "public"
    return None


_EXCEPT_RE = re.compile(r"\b(?:except(?:\s+for)?|apart\s+from|other\s+than|besides|but\s+for|save\s+for|aside\s+from)\b")
_INVERSE = {"local": "remote", "remote": "local", "all": "not_all", "not_all": "all"}


_NAMED_ADDRESS_RE = re.compile(r"(?<![\w.])(?!127\.)\d{1,3}(?:\.\d{1,3}){3}(?![\w.])")


def is_private(address: str) -> bool:
    """A private, link-local or loopback address: no one on the internet reaches a socket bound to it."""
    try:
        ip = ipaddress.ip_address(str(address).strip().strip("[]").split("%")[0])
    except ValueError:
        return False
    return ip.is_private or ip.is_loopback or ip.is_link_local


def scope_of(low: str, pos: int | None = None) -> str | None:
    """The scope a claim gives the thing at `pos`: "Nothing accepts connections from outside except avahi on
    5353" says 5353 is the exception, reachable from outside. With no position, a clause with an exception is
    not read at all (which listener it is about is not clear)."""
    want = wanted_scope(low)
    exception = _EXCEPT_RE.search(low)
    if want is None or exception is None:
        return want
    if pos is None or pos < exception.end():
        return None
    return _INVERSE.get(want)


def _sockets(index: FactIndex) -> list[tuple[str, dict]]:
    """(evidence id, socket) of every listening socket and every published container port."""
    out = [(lst.eid, s) for lst in index.listings.get("ports", ()) for s in lst.members]
    for box in index.of_kind("container"):
        for spec in box.rec.get("ports") or []:
            m = re.match(r"^(?:\[?([\d.:a-f]*?)\]?:)?(\d+)(?:-\d+)?->", str(spec))
            if m:
                out.append((box.eid, {"address": m.group(1) or "0.0.0.0", "port": int(m.group(2)),
                                      "process": box.name, "container": True}))
    return out


def subject_sockets(reading: Reading, index: FactIndex, ports: set[int] | None = None) -> list[tuple[str, dict]]:
    """The sockets of what the claim is about: its ports, else the things it names, else their well-known ports."""
    socks = _sockets(index)
    if ports:
        return [(eid, s) for eid, s in socks if s.get("port") in ports]
    ents = reading.scope("process", "service", "container", "image")
    names = {n.lower() for e in ents for n in e.names} | {e.name.lower() for e in ents}
    pids = {e.rec.get(k) for e in ents for k in ("pid", "main_pid")} - {None}
    boxes = {id(e.rec) for e in ents if e.kind in ("container", "image")}
    mine = []
    for eid, s in socks:
        owner = str(s.get("process") or "").lower()
        if (owner and owner in names) or (s.get("pid") is not None and s.get("pid") in pids):
            mine.append((eid, s))
    for box in index.of_kind("container"):
        if id(box.rec) in boxes:
            mine.extend((eid, s) for eid, s in socks if s.get("container") and s.get("process") == box.name)
    if mine:
        return mine
    known = {p for w in reading.words for p in WELL_KNOWN.get(re.sub(r"['’]s$", "", w), ())}
    known |= {p for e in ents for p in WELL_KNOWN.get(e.name.lower(), ())}
    if not known:
        return []
    return [(eid, s) for eid, s in socks if s.get("port") in known]


def judge_scope(index: FactIndex, socks: list[tuple[str, dict]], want: str, what: str,
                contradict_only: bool = False) -> Verdict | None:
    if not socks:
        return None
    addrs = [str(s.get("address") or "") for _, s in socks]
    shown = ", ".join(dict.fromkeys(f"{a or '*'}:{s.get('port')}" for a, (_, s) in zip(addrs, socks)))
    local = all(is_loopback(a) for a in addrs)
    if want == "local":
        ok = local
    elif want == "all":
        ok = any(is_wildcard(a) for a in addrs)
    elif want == "not_all":
        ok = not any(is_wildcard(a) for a in addrs)
    elif want == "remote":
        ok = not local
    elif want == "not_public":
        if any(is_wildcard(a) for a in addrs):
            return None   # the wildcard binds whatever addresses the machine has: reach is the router's call
        ok = all(is_private(a) for a in addrs)
    elif want == "public":
        if not local:
            return None   # the firewall and the router decide the rest
        ok = False
    else:
        return None
    verdict = decide(index, [Hit(ok, eid, None, f"{what} listens on {shown}") for eid in dict.fromkeys(e for e, _ in socks)])
    if contradict_only and verdict is not None and verdict.outcome == "verified":
        return None
    return verdict


def _number_ports(reading: Reading, index: FactIndex) -> list:
    """Bare numbers that are ports some socket holds ("PostgreSQL's 5432 is open on all interfaces")."""
    held = {s.get("port") for _, s in _sockets(index)}
    return [v for v in reading.values if reading.value_free(v) and v.kind == "number" and
            float(v.value).is_integer() and int(v.value) in held and int(v.value) > 10]


def check_exposure(reading: Reading, index: FactIndex) -> Verdict | None:
    """A scope claim about a listener with no port value of its own (port values go through network._port)."""
    want = scope_of(reading.low)
    if want is None or re.search(r"\b(?:firewall|ufw|iptables|nftables|firewalld|router|forward(?:s|ed|ing)?)\b",
                                 reading.low + " " + (reading.unit.prev or "").lower() if re.match(r"\W*\d", reading.text)
                                 else reading.low):
        return None
    numbers = _number_ports(reading, index)
    ports = {int(v.value) for v in numbers}
    socks = subject_sockets(reading, index, ports or None)
    if not socks:
        return None
    for v in numbers:
        reading.take(v)
    what = f"port {', '.join(str(p) for p in sorted(ports))}" if ports else \
        str(socks[0][1].get("process") or f"port {socks[0][1].get('port')}")
    reading.used_states.update(i for i, s in enumerate(reading.states) if s.state == "listening")
    return judge_scope(index, socks, want, what, reach_claim(reading.low))
