"""The host's DNS servers: "Your DNS server is 1.1.1.1, with 9.9.9.9 as backup", "DNS: 10.20.0.53 only",
"DNS goes through the local stub at 127.0.0.53", "resolved forwards to 10.0.0.1", "/etc/resolv.conf lists
1.1.1.1 first".

The servers the host's resolver library uses are what /etc/resolv.conf lists: the steady state's dns_servers
and any read of /etc/resolv.conf. Rules that hold for any wording:
  - a local stub (a loopback address such as systemd-resolved's 127.0.0.53) hides the servers it forwards to:
    an upstream ("forwards to X", "upstream X") or a fallback claimed while the list holds only the stub is
    unsupported, never contradicted, and a claim about where the stub forwards is never verified by the
    stub's own address; a plain "DNS goes to 8.8.8.8" is contradicted by a list of the stub alone;
  - a claim that names the file is decided by the file read; otherwise both sources count, and when they
    list different servers the claim is unsupported (conflicting evidence) unless the file was rewritten after
    the steady state was taken (a file-changes listing says when), in which case the file read is the truth;
  - "only" compares the whole list; "first"/"primary" the first server, "backup"/"secondary"/"second" the rest.
"""

from __future__ import annotations

import re

from reos_desktop.evidence.canonical import parse_time
from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

DNS_WORDS = frozenset({"dns", "nameserver", "nameservers", "resolver", "resolvers", "resolv.conf", "resolved",
                       "systemd-resolved", "stub", "upstream", "lookups", "lookup"})
_FORWARD_RE = re.compile(r"\b(?:forward(?:s|ed|ing)?|upstream|relays?|relaying|passes\s+(?:them|queries|lookups)\s+on)\b")
_FILE_RE = re.compile(r"resolv\.conf|\bin\s+there\b|\bthe\s+file\b")
_ONLY_RE = re.compile(r"\b(?:only|just|sole|single)\b")
_FIRST_RE = re.compile(r"\b(?:first|primary|main)\b")
_LATER_RE = re.compile(r"\b(?:backup|secondary|second|fallback|alternate|alternative)\b")


def _is_stub(address: str) -> bool:
    return address.startswith("127.") or address in ("::1",)


def _file_servers(index: FactIndex) -> list[tuple[str, list[str], bool]]:
    """(evidence id, nameservers in order, the whole file was read) of every read of /etc/resolv.conf."""
    out = []
    for f in index.of_kind("file"):
        if not str(f.rec.get("path") or f.name).endswith("resolv.conf") or "lines" not in f.rec:
            continue
        lines = [str(x) for x in f.rec.get("lines") or []]
        servers = [m.group(1).lower() for x in lines if (m := re.match(r"\s*nameserver\s+(\S+)", x))]
        total = f.rec.get("total_lines")
        whole = index.items[f.eid].complete if f.eid in index.items else False
        whole = whole and (not isinstance(total, int) or total <= len(lines))
        out.append((f.eid, servers, whole))
    return out


def _rewritten_after(index: FactIndex, eid: str) -> bool:
    """Was /etc/resolv.conf modified after the item `eid` was collected (a file-changes listing says)?"""
    taken = index.items[eid].collected_at if eid in index.items else None
    if taken is None:
        return False
    for lst in index.listings.get("files", ()):
        for f in lst.members:
            if str(f.get("path") or "").endswith("resolv.conf"):
                when = parse_time(f.get("mtime")) if isinstance(f.get("mtime"), str) else None
                if when is not None and when > taken:
                    return True
    return False


def _sources(index: FactIndex, file_only: bool) -> list[tuple[str, str | None, list[str], bool]]:
    """(evidence id, field, servers, complete) the claim is decided by."""
    files = [(eid, None, servers, whole) for eid, servers, whole in _file_servers(index)]
    steady: dict[str, list[str]] = {}
    fields: dict[str, str] = {}
    for fact in index.attrs.get("dns_server", []):
        steady.setdefault(fact.eid, []).append(fact.value.lower())
        fields[fact.eid] = fact.field
    states = [(eid, fields[eid], servers, True) for eid, servers in steady.items()]
    fresh = [s for s in states + files if not index.is_stale(s[0], s[1])]
    if fresh and len(fresh) < len(states + files):   # stale readings yield to fresh ones
        states, files = [s for s in states if s in fresh], [s for s in files if s in fresh]
    if files and (file_only or all(_rewritten_after(index, eid) for eid, *_ in states)):
        return files
    return states + files


def _distance(low: str, value: Value, words: set[str]) -> int:
    spots = [m.start() for m in re.finditer(r"[\w.-]+", low) if m.group(0).strip(".") in words]
    return min((min(abs(p - value.start), abs(p - value.end)) for p in spots), default=10 ** 6)


def dns_word_nearer(reading: Reading, value: Value, other: set[str]) -> bool:
    """"The resolver is 127.0.0.53, which forwards to your router": the address is the resolver's, the word
    nearest to it says whose field it is."""
    return _distance(reading.low, value, set(DNS_WORDS)) < _distance(reading.low, value, other)


def about_dns(reading: Reading, near: set[str]) -> bool:
    """Is an address in this clause a DNS server? DNS words near it, or in the clause with no interface or
    gateway word near it, or "in there" after a clause about /etc/resolv.conf."""
    if near & DNS_WORDS:
        return True
    if near & {"gateway", "route", "router", "interface", "address", "ip", "ipv4", "ipv6", "inet"}:
        return False
    if set(reading.words) & DNS_WORDS or "resolv.conf" in reading.low:
        return True
    prev = (reading.unit.prev or "").lower()
    return bool(re.search(r"\bin\s+(?:there|it)\b", reading.low) and re.search(r"resolv\.conf|\bnameservers?\b|\bdns\b|\blists\s+(?:\d{1,3}\.){3}\d{1,3}", prev))


def check_dns_address(reading: Reading, index: FactIndex, value: Value, hosts_own: bool) -> Verdict | None:
    """A DNS server address in a clause about DNS (the caller found the DNS words)."""
    low = reading.low
    sources = _sources(index, bool(_FILE_RE.search(low)))
    if not sources:
        return None
    addr = str(value.value).lower()
    lists = {tuple(servers) for _, _, servers, _ in sources}
    eid, field = sources[0][0], sources[0][1]
    shown = "; ".join(dict.fromkeys(f"dns_servers={', '.join(s) or 'none'}" for _, _, s, _ in sources))
    stub_only = all(servers and all(_is_stub(s) for s in servers) for _, _, servers, _ in sources)
    forward = _FORWARD_RE.search(low)
    if forward and (forward.start() < value.start or not _is_stub(addr)):
        # "resolved forwards to 10.0.0.1", "upstream, 1.1.1.1": where the stub sends queries
        return unknown(f"{shown} (where queries go from there the evidence does not say)", eid)
    if len(lists) > 1:
        return Verdict("conflicting", tuple(dict.fromkeys(s[0] for s in sources)),
                       f"the evidence disagrees on the DNS servers ({shown})")
    servers = list(next(iter(lists)))
    # the role words of this address: after it up to the next address, or just before it
    nxt = min([v.start for v in reading.values if v.kind == "address" and v.start > value.start] + [len(low)])
    after = low[value.end:min(nxt, value.end + 40)]
    later = _LATER_RE.search(after) or _LATER_RE.search(low[:value.start][-25:])
    if stub_only and not _is_stub(addr) and later:
        # "9.9.9.9 as a fallback": behind a stub, fallback servers are the stub's own settings
        return unknown(f"{shown}: the local stub's fallback servers the evidence does not list", eid)
    if not all(complete for *_, complete in sources) and addr not in servers:
        return unknown(f"{shown} in a part of the file", eid)
    claimed = [str(v.value).lower() for v in reading.values if v.kind == "address"]
    before = low[:value.start]
    if _ONLY_RE.search(low):
        ok = set(servers) == set(claimed) or set(servers) == {addr}
    elif _FIRST_RE.search(after[:15]) or _FIRST_RE.search(before[-25:]):
        ok = bool(servers) and servers[0] == addr
    elif later:
        ok = addr in servers[1:]
    else:
        ok = addr in servers
    return decide(index, [Hit(ok, eid, field, shown)], contradict=hosts_own)


def stub_forwarding(reading: Reading, index: FactIndex) -> Verdict | None:
    """"the resolver is 127.0.0.53, which forwards to your FRITZ!Box": the stub's address verifies the stub, not
    the servers it forwards to, which a stub-only list does not show."""
    forward = _FORWARD_RE.search(reading.low)
    if not forward or any(v.kind == "address" and v.start > forward.start() for v in reading.values) or not (set(reading.words) & DNS_WORDS or
                                                   any(_is_stub(str(v.value)) for v in reading.values if v.kind == "address")):
        return None
    sources = _sources(index, False)
    if sources and all(servers and all(_is_stub(s) for s in servers) for _, _, servers, _ in sources):
        return unknown("the evidence lists only the local stub resolver, not where it forwards", sources[0][0])
    return None
