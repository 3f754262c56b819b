"""Which bare numbers of a clause are ports: "nginx on 80 and 443", "ports 80 and 443 are published by web,
9443 by portainer", "rspamd on 11333/11334" — but not "PostgreSQL 16", an HTTP status ("returns 502") or a
count of what is on a port ("3 on 25565")."""

from __future__ import annotations

import re

from reos_desktop.certainty.value_type import Value

_ON_PORTS_RE = re.compile(r"(?<![\w.])on\s+(\d{2,5}(?:\s*(?:,|and|&|or|/)\s*\d{2,5})*)(?=\s*(?:$|[,;.(]|\bbut\b|"
                          r"\bonly\b|\bfor\b|\bto\b|\bvia\b|\bas\b|\bis\b|\bare\b|\btoo\b|\bopen\b))", re.I)


def mark_ports(text: str, out: list[Value], port_context: bool) -> None:
    """Turn the numbers (and two-number fractions) of `out` that are ports into port values, in place."""
    # "Samba (smbd) on 139 and 445", "nginx on 80 and 443": numbers alone after "on" at the end of a clause
    for m in _ON_PORTS_RE.finditer(text):
        spans = {(n.start(), n.end()) for n in re.finditer(r"\d+", m.group(1))}
        for i, v in enumerate(out):
            if v.kind == "number" and (v.start - m.start(1), v.end - m.start(1)) in spans and 1 <= v.value <= 65535:
                out[i] = Value("port", int(v.value), v.start, v.end, v.text)
            elif v.kind == "fraction" and m.start(1) <= v.start < m.end(1) and max(v.value) <= 65535:
                # "rspamd on 11333/11334": two ports, not a ratio
                cut = v.text.index("/")
                out[i] = Value("port", int(v.value[0]), v.start, v.start + cut, v.text[:cut])
                out.append(Value("port", int(v.value[1]), v.start + cut + 1, v.end, v.text[cut + 1:]))
    if any(v.kind == "port" for v in out) or re.search(r"\b(listens?|listening|bound|binds?|port|ports)\b", text, re.I) \
            or port_context:
        # "ports 80 and 443 are published by web, 9443 by portainer": bare numbers beside ports are ports
        for i, v in enumerate(out):
            if v.kind == "number" and v.step == 1.0 and 1 <= v.value <= 65535 and not v.approx and \
                    not re.match(r"\s*(?:%|percent|times|x\b)", text[v.end:v.end + 8]) and \
                    not _PRODUCT_RELEASE_RE.search(text[max(0, v.start - 30):v.end]) and \
                    not _COUNT_ON_PORT_RE.match(text[v.end:]) and not _http_status(text, v) and \
                    not _COUNT_FIELD_RE.search(text[:v.start]):
                out[i] = Value("port", int(v.value), v.start, v.end, v.text)
            elif v.kind == "fraction" and "/" in v.text and min(v.value) > 10 and max(v.value) <= 65535:
                # "80 / 443 → traefik" under a list of ports: two ports, not a ratio
                cut = v.text.index("/")
                left = v.text[:cut].rstrip()
                right = v.text[cut + 1:]
                out[i] = Value("port", int(v.value[0]), v.start, v.start + len(left), left)
                out.append(Value("port", int(v.value[1]), v.end - len(right.lstrip()), v.end, right.lstrip()))


# "| 10.40.0.21:8080 | 5 |" under an "Established" column: how many connections, not a port
_COUNT_FIELD_RE = re.compile(r"\b(?:established|connections?|conns|count|clients?|sessions?|time_wait|close_wait|"
                             r"syn_sent|sockets|peers|total)\s*[:=]\s*$", re.I)
# "3 on 25565 (survival)": a count of what is on a port, not a port
_COUNT_ON_PORT_RE = re.compile(r"\s+on\s+(?:port\s+)?:?\d{2,5}(?![.\d])")
_STATUS_WORDS_RE = re.compile(r"\b(?:redirect\w*|status|returns?|returned|respond\w*|code|answers?\s+with)\b[^.\d]{0,25}$", re.I)


def _http_status(text: str, value: Value) -> bool:
    """"Port 80 just redirects to HTTPS (301)", "returns 502": an HTTP status, not a port."""
    before = text[:value.start]
    return 100 <= value.value <= 599 and bool(_STATUS_WORDS_RE.search(before)) and \
        not re.search(r"(?:\bon|\bports?|:)\s*$", before, re.I)


# "PostgreSQL 16", "Debian 12": a release after a product's name (not an acronym like SSH 22 or HTTP 80)
_PRODUCT_RELEASE_RE = re.compile(r"\b[A-Z][a-z][A-Za-z]*\s\d{1,2}$")
