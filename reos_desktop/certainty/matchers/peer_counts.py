"""How many connections come from each peer: "three client connections (two from 10.20.0.32 and one from
10.20.0.31)", "Three connections go to PostgreSQL on 5432, two of them from 10.40.0.35", "4 from 10.20.0.11
and 3 from 10.20.0.12".

A number followed by "from <address>" with no other noun, or with "connections"/"sessions"/"clients", counts
the connections with that peer among those the sentence is about: the ports, protocols and socket owners the
heading, the clause before and the words before the number name. Left alone: counts of anything else ("3
failed logins from ..."), and any count whose scope holds no connection at all (the scope was misread).
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.indexers import endpoint_host
from reos_desktop.certainty.lexicon import NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.connection_counts import in_scope, scope_named
from reos_desktop.certainty.reading import Reading

_COUNT_WORDS = {w: n for w, n in NUMBER_WORDS.items() if 0 < n <= 20 and w not in ("both", "once", "twice", "dozen",
                                                                                   "single", "a dozen")}
_NUMBER = r"(\d{1,3}|" + "|".join(sorted(map(re.escape, _COUNT_WORDS), key=len, reverse=True)) + r")"
_HOST = r"\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}"
_ADDRESS = r"`?(" + _HOST + r")`?(?![\w.:])"
_ANOTHER_ADDRESS = r"`?(?:" + _HOST + r")`?(?![\w.:])"
_PEER_COUNT_RE = re.compile(
    r"(?<![\w.,:/-])" + _NUMBER + r"\s+(?:of\s+them\s+|more\s+)?"
    r"(?:(?:tcp\s+|client\s+|ssh\s+|direct\s+|established\s+|open\s+|active\s+|inbound\s+|incoming\s+)*"
    r"(?:connections?|sessions?|clients?)\s+)?(?:(?:are|is|come|comes|coming|each)\s+)?from\s+" + _ADDRESS +
    # "two from 10.20.0.12 and 10.20.0.13": the count is of the peers together
    r"((?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)" + _ANOTHER_ADDRESS + r")*)", re.I)
_ONE_ADDRESS_RE = re.compile(_ADDRESS, re.I)
# a count of connections only where the sentence is about connections
_CONNECTION_WORDS_RE = re.compile(r"\b(?:connect\w*|sessions?|clients?|sockets?|established|peers?)\b", re.I)
_BESIDES_RE = re.compile(r"\b(?:plus|besides|also|and\s+another|apart\s+from\s+that)\b", re.I)


def _count_of(word: str) -> int:
    return int(word) if word.isdigit() else _COUNT_WORDS[word.lower()]


def _scope(reading: Reading, before: str, conns: list[dict]) -> tuple[set[str], set[str]]:
    """The ports and socket owners the nearest words name: the words before the count, its heading and the
    subject it inherits; only when they name none, the clause before."""
    if _BESIDES_RE.search(before):
        # "plus one connection from 10.8.0.31": one besides those the clause before counted, not one of them
        own = [m for m in reading.mentions if not m.inherited and m.start < len(before)]
        return scope_named(before, own, conns)
    own = [m for m in reading.mentions if m.inherited or m.start < len(before)]
    for text, mentions in ((" ".join((reading.unit.context, before)), own), (reading.unit.prev, list(reading.prev))):
        ports, programs = scope_named(text, mentions, conns)
        if ports or programs:
            return ports, programs
    return set(), set()


def check_peer_counts(reading: Reading, index: FactIndex) -> list[Verdict]:
    found = list(_PEER_COUNT_RE.finditer(reading.text))
    if not found:
        return []
    lists = index.listings.get("connections", ())
    about = " ".join((reading.unit.context, reading.unit.prev, reading.text, index.question))
    if not lists or not _CONNECTION_WORDS_RE.search(about):
        return []
    conns = [c for lst in lists for c in lst.members if isinstance(c, dict)]
    complete = all(lst.complete for lst in lists)
    out = []
    for m in found:
        if re.search(r"\b(?:second|third|another|other|first|last|only|to|on|ports?|at)\s*$", reading.text[:m.start()],
                     re.I):
            continue   # "a second one from ...": one more connection; "to 5432 from ...": a port
        ports, programs = _scope(reading, reading.text[:m.start(2)], conns)   # "one SSH session from"
        scoped = [c for c in conns if in_scope(c, ports, programs)]
        if not scoped:
            continue
        peers = [m.group(2).lower()] + [a.group(1).lower() for a in _ONE_ADDRESS_RE.finditer(m.group(3) or "")]
        peer, said = " and ".join(peers), _count_of(m.group(1))
        count = sum(1 for c in scoped if {endpoint_host(str(c.get("remote") or "")),
                                          endpoint_host(str(c.get("local") or ""))} & set(peers))
        for v in reading.values:   # the number and the address are this reading's, not a port's or a size's
            if v.start >= m.start() and v.end <= m.end():
                reading.take(v)
        scope = ", ".join(sorted(ports) + sorted(programs)[:2]) or "any port"
        detail = f"{count} connections from {peer} with {scope} in the evidence"
        if count == said:
            verdict = decide(index, [Hit(True, lst.eid, None, detail) for lst in lists])
        elif complete and (count or not any(endpoint_host(str(c.get("remote") or "")) in peers for c in conns)):
            verdict = decide(index, [Hit(False, lst.eid, None, detail) for lst in lists])
        else:   # the peer's connections lie outside the scope read, or the listing is cut
            verdict = unknown(detail, *[lst.eid for lst in lists])
        if verdict is not None:
            out.append(replace(verdict, at=m.span()))
    return out
