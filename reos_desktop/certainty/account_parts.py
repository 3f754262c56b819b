"""Cutting a clause about an account or group into the attributes it states, one claim each.

A careful reader sees several claims in "There's a gale account (uid 1001) with home /home/gale" or
"`deploy` (/bin/bash), home /srv/deploy" or "jonas is the only sudo user and the only member of sambashare":
each attribute (uid/gid, home, shell, a second membership) is true or false on its own. Read as one claim, a
false part makes the true part look contradicted (or a true part verifies the false one). The pieces after
the first keep no subject of their own; reading.py/people.py give them the account or group named just before.
"""

from __future__ import annotations

import re

# "(uid 1001)", "(UID 999)", "(gid 988)": an id said of the name just before it
_ID_PAREN_RE = re.compile(r"\(\s*(?:uid|gid)\s*[:=]?\s*\d+\s*\)", re.I)

# ", home /srv/deploy", " with home /home/gale", ", with a nologin shell", ", shell /bin/zsh": an attribute item
_ITEM_RE = re.compile(r"(?:,\s+(?:with\s+)?|\s+with\s+)(?=(?:(?:an?|the|its|his|her)\s+)?(?:(?:home|shell|login\s+shell)\s+"
                      r"(?:is\s+)?[`'\"*]*/|home\s+(?:directory|dir|folder)\b|(?:login\s+)?shell\s+(?:is\s+)?[`*]*\w|"
                      r"[`*]*[\w/.-]+[`*]*\s+(?:login\s+)?shell\b))", re.I)

# "... and the only member of sambashare", ", and also a member of docker": a second membership of the subject
_MEMBER_RE = re.compile(r",?\s+and\s+(?=(?:is\s+)?(?:also\s+)?(?:the\s+only|an?|the\s+sole)\s+(?:\w+\s+)?members?\s+of\b)",
                        re.I)


def _cuts(body: str) -> list[int]:
    cuts: list[int] = []
    for m in _ID_PAREN_RE.finditer(body):
        before, after = body[:m.start()], body[m.end():]
        if before.count("(") > before.count(")"):
            continue
        rest = after.strip(" .,;:!*`")
        # "both kostas and eleni are in the docker group (gid 999)": the id ends a clause that states more
        # ("Your user is `luke` (UID 1000)": the id of the name it follows, which the clause is about, stays)
        if not rest and len(before.split()) > 3 and re.search(r"\b(?:is|are|was|were|has|have|in)\b", before, re.I) \
                and re.search(r"\b(?:group|account|user)[*`]*\s*$", before, re.I):
            cuts.append(m.start())
    for regex in (_ITEM_RE, _MEMBER_RE):
        for m in regex.finditer(body):
            before = body[:m.start()]
            if before.count("(") > before.count(")") or len(before.split()) < 1:
                continue
            cuts.append(m.start())
    return sorted(set(c for c in cuts if 0 < c < len(body)))


def split_account_items(clean: str, pieces: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    out: list[tuple[int, int, bool]] = []
    for a, b, flag in pieces:
        cursor = a
        for cut in _cuts(clean[a:b]):
            at = a + cut
            if clean[cursor:at].strip():
                out.append((cursor, at, flag))
                cursor = at
                # the next piece starts at its first word, past the joining comma or "and"
                lead = re.match(r"[\s,]*(?:and\s+)?", clean[cursor:b])
                cursor += lead.end() if lead else 0
        out.append((cursor, b, flag))
    return out
