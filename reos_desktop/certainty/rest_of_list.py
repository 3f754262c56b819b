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
from reos_desktop.certainty.judge import ClaimResult

_REST_RE = re.compile(r"^(?:and\s+|but\s+)?(?:nothing|no\s?one|no\s+other\s+(?:port|socket|service|process)s?)\s+"
                      r"(?:else\s+)?(?:is|are)\s+(?:listening|open)(?:\s+(?:at all|either))?[.!]?$", re.I)


def check_rest_of_listing(results: list[ClaimResult], index: FactIndex, answer: str) -> list[ClaimResult]:
    out = list(results)
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
        listening = {int(sock["port"]) for sock in listing.members}
        if listening <= named:
            out[i] = replace(result, status="verified", evidence=[listing.eid],
                             reason=f"every port the listing holds ({', '.join(map(str, sorted(listening)))}) "
                                    "is named before the claim")
    return out
