"""Parts of network claims read apart from the port and address checks: a line led by its own label, a program
the evidence does not know in a ports table's process column, a container's published ports, and a network
written with its prefix length."""

from __future__ import annotations

import ipaddress
import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

# programs that hold a port for something else (a container's, an app server's): a name beside them may be right
RUNTIMES = frozenset({"java", "python", "python3", "node", "nodejs", "ruby", "perl", "php", "php-fpm", "dotnet",
                      "beam.smp", "docker-proxy", "containerd-shim", "conmon", "rootlessport", "slirp4netns",
                      "uwsgi", "gunicorn", "mono", "deno", "bun"})


def labelled_line(reading: Reading) -> bool:
    """"- **API server:** 6443": a line led by its own label, which names its subject."""
    key = (reading.unit.prev or "").strip().lower()
    return bool(key) and not reading.unit.cell and reading.unit.parse.strip().lower().startswith(key + ":")


_PROCESS_HEADER_RE = re.compile(r"^(?:process(?:es)?|program|service|daemon|command|owner|used by|held by|listener|"
                                r"app|application|binary)$")


def stranger_in_process_cell(reading: Reading, index: FactIndex, port: int, holders: list) -> Verdict | None:
    """"| 9100 | 0.0.0.0 | grafana-agent |" when prometheus-node holds 9100: a program the evidence does not
    know, named in a ports table's process column, is not the one holding the port. Kept to such cells (the
    header says what the name is) and to names sharing no word with the holder's name or command line, so
    "node_exporter" for prometheus-node-exporter or "Plex" for "Plex Media Server" are left alone."""
    unit = reading.unit
    if unit.cell != "value" or not _PROCESS_HEADER_RE.match(unit.context.strip().lower()) or not reading.unknown:
        return None
    cell = unit.text.lower()
    named = [t.low for t in reading.unknown if t.low in cell]
    known = [f for f in holders if f.entity is not None]
    if len(named) != 1 or not known or any(f.entity.name.lower() in RUNTIMES for f in known):
        return None   # docker-proxy or java holds the port for something the cell may rightly name
    words = {w for w in re.split(r"[^a-z0-9]+", named[0]) if len(w) >= 3}
    theirs = {w for f in known for text in (f.entity.name, *f.entity.names, str(f.entity.rec.get("cmdline") or ""))
              for w in re.split(r"[^a-z0-9]+", text.lower()) if len(w) >= 3}
    if not words or words & theirs or any(w in t or t in w for w in words for t in theirs if len(t) >= 4):
        return None
    return decide(index, [Hit(False, f.eid, None, f"port {port} is held by {f.entity.name}, not {named[0]}")
                          for f in known])


def network_said(reading: Reading, value: Value):
    """The network a value written with a prefix length names ("10.42.0.0/24"), if its host bits are zero."""
    m = re.match(r"/(\d{1,3})\b", reading.text[value.end:])
    if not m:
        return None
    try:
        return ipaddress.ip_network(f"{value.value}/{m.group(1)}")
    except ValueError:
        return None   # "10.42.0.1/24" is an interface address, checked as the address it is


def network_of(address: str):
    try:
        return ipaddress.ip_interface(str(address)).network if "/" in str(address) else None
    except ValueError:
        return None


_PUBLISH_RE = re.compile(r"\b(?:publish(?:es|ed|ing)?|exposed?|exposes|exposing|mapped|maps|mapping|forwards?|ports?)\b|→|->")
_MAPPING_RE = re.compile(r"^(?:\[?[\d.:a-f]*?\]?:)?(\d+)(?:-\d+)?->(\d+)")


def published_elsewhere(reading: Reading, scope: list, port: int) -> Hit | None:
    """"shop-redis-1 is published on port 6379", "registry, publishing port 5050": a container said to publish a
    port the container listing shows it does not (its `ports` list is there, maybe empty). A port it maps to
    inside ("2283 → 3001") counts as its own."""
    if reading.hedged or not _PUBLISH_RE.search(reading.low + " " + " ".join(sorted(reading.context_words))):
        return None
    boxes = [e for e in scope if e.kind == "container" and isinstance(e.rec.get("ports"), list)]
    if not boxes:
        return None
    ports = set()
    for box in boxes:
        for spec in box.rec["ports"]:
            m = _MAPPING_RE.match(str(spec))
            ports.update(int(p) for p in m.groups()) if m else ports.update(
                int(p) for p in re.findall(r"\d+", str(spec).split("/")[0]))
    shown = ", ".join(str(spec) for box in boxes for spec in box.rec["ports"]) or "no ports"
    return Hit(port in ports, boxes[0].eid, None, f"{boxes[0].name} publishes {shown}" +
               ("" if port in ports else f", not {port}"))


_CONNECTION_WORDS = frozenset({"connection", "connections", "connected", "connecting", "talking", "talks", "session",
                               "sessions", "outgoing", "outbound", "upstream", "remote"})


def remote_port(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    """"gitlab-runner has 3 connections to 203.0.113.40 on 443", "Open connections: Firefox has three ...
    both on 443": a port said of connections is a connection's far end when one has it and nothing here
    listens on it. Verified by such a connection; never contradicted here (the count and peers are checked
    elsewhere)."""
    port = int(value.value)
    if not (reading.wordset | reading.context_words) & _CONNECTION_WORDS:
        return None
    glued = re.search(r"([\d.]+|\[[\da-f:]+\]):$", reading.text[:value.start])   # "10.8.0.6:3000": that host's port
    if any(s.get("port") == port for lst in index.listings.get("ports", ()) for s in lst.members):
        return None   # something here holds it: the port checks decide
    ends = [(lst.eid, str(c.get("remote") or "")) for lst in index.listings.get("connections", ())
            for c in lst.members if isinstance(c, dict)]
    far = [(eid, end) for eid, end in ends if end.rsplit(":", 1)[-1] == str(port) and
           (glued is None or end.rsplit(":", 1)[0].strip("[]") == glued.group(1).strip("[]"))]
    if not far:
        return None
    return decide(index, [Hit(True, far[0][0], None, f"a connection to {far[0][1]}")])
