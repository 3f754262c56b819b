"""'Nothing else is listening.' after the answer has named ports: the rest of a complete listing.

The claim names no port itself; "else" means every port the answer named before it. When ONE fresh,
complete listing of listening sockets holds no port the answer has not named, the claim is verified. It is
never contradicted here: which of the earlier numbers the answer meant as ports is read loosely, so a port
it seems to have left out only leaves the claim as the matchers judged it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex
from reos_desktop.certainty.judge import ClaimResult, judge
from reos_desktop.certainty.matchers.negation import EARLIER

_REST_RE = re.compile(r"^(?:and\s+|but\s+)?(?:nothing|no\s?one|no\s+other\s+(?:port|socket|service|process)s?)\s+"
                      r"(?:else\s+)?(?:is|are)\s+(?:listening|open)(?:\s+(?:at all|either))?[.!]?$", re.I)


_ELSE_RE = re.compile(r"\b(?:everything|all|every|no|none|nothing|any)\s+(?:of\s+the\s+)?(?:else|other|remaining|rest)\b|"
                      r"\b(?:the\s+)?(?:other|remaining)\s+(?:[\w-]+\s+)?(?:are|is|were|have|has|all)\b|"
                      r"\b(?:the\s+)?(?:rest|others)\b", re.I)


def rejudge_else(results: list[ClaimResult], index: FactIndex, answer: str) -> list[ClaimResult]:
    """"redis has failed ... everything else is up": 'else' leaves out every thing the answer named before the
    claim, not only in the clause before; such claims are judged again with that text known."""
    out = list(results)
    for i, result in enumerate(out):
        if result.unit is None or result.status == "verified" or not _ELSE_RE.search(result.text):
            continue   # leaving more out never finds a counterexample a verified claim did not have
        token = EARLIER.set(answer[:result.span[0]])
        try:
            again, _ = judge(result.unit, index, [])
        finally:
            EARLIER.reset(token)
        if again is None or (again.status, again.reason) == (result.status, result.reason):
            continue
        before, _ = judge(result.unit, index, [])   # the same claim without what it inherits, to compare
        if before is not None and (again.status, again.reason) != (before.status, before.reason):
            out[i] = again   # only what the earlier names changed replaces the first judgement
    return out


def check_rest_of_listing(results: list[ClaimResult], index: FactIndex, answer: str) -> list[ClaimResult]:
    out = rejudge_else(results, index, answer)
    for i, result in enumerate(out):
        if result.status == "verified" or not _REST_RE.match(result.text.strip()):
            continue
        if "else" not in result.text.lower() and "other" not in result.text.lower():
            continue
        listings = index.listings.get("ports", [])
        if len(listings) != 1 or not listings[0].complete or not listings[0].members:
            continue
        listing = listings[0]
        item = index.items.get(listing.eid)
        if item is None or item.stale:
            continue
        named = {int(n) for n in re.findall(r"(?<![\w.])(\d{1,5})(?![\w%]|\.\d)", answer[:result.span[0]])}
        before = answer[:result.span[0]]
        # "DNS is only the local stub on 127.0.0.53": a socket named by its own address is named too
        listening = {int(sock["port"]) for sock in listing.members
                     if not _named_by_address(str(sock.get("address") or ""), before)}
        if listening <= named:
            out[i] = replace(result, status="verified", evidence=[listing.eid],
                             reason=f"every port the listing holds ({', '.join(map(str, sorted(listening)))}) "
                                    "is named before the claim")
    return out


def _named_by_address(address: str, before: str) -> bool:
    if address in ("", "0.0.0.0", "::", "*", "127.0.0.1", "::1", "[::]"):
        return False   # a wildcard or the plain loopback address names no one socket
    return bool(re.search(rf"(?<![\w.:]){re.escape(address)}(?![\w:]|\.\d)", before))
