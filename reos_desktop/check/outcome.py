"""What deciding one part gives: true, false or unknown, and the facts that say so (with evidence ids)."""

from __future__ import annotations

import re

from reos_desktop.versions import compare_versions, version_prefix_matches


class Outcome:
    __slots__ = ("value", "reason", "needs_model")

    def __init__(self, value: bool | None, reason: str, needs_model: bool = False):
        self.value, self.reason, self.needs_model = value, reason, needs_model

    def __repr__(self) -> str:
        return f"Outcome({self.value!r}, {self.reason!r})"


def true(reason: str) -> Outcome:
    return Outcome(True, reason)


def false(reason: str) -> Outcome:
    return Outcome(False, reason)


def unknown(reason: str) -> Outcome:
    return Outcome(None, reason)


_NUMERIC = re.compile(r"^\d+(?:\.\d+)*")


def version_holds(installed: str, op: str, stated: str) -> bool:
    """Does the installed version stand in relation `op` to the stated one?

    "=" means the stated version names the installed one (1.22 names 1.22.1-9). Orderings follow dpkg,
    but compare like with like: without an epoch in the stated version the installed epoch is ignored
    (docker-ce 5:24.0.7 is 24.0.7), and without a revision the installed revision is too (1.22.1-9 is not
    newer than 1.22.1)."""
    if op in ("=", "!="):
        bare = installed.split(":", 1)[1] if re.match(r"^\d+:", installed) else installed
        same = version_prefix_matches(installed, stated) or installed == stated or \
            _numeric_order(numeric_prefix(bare) or "", stated) == 0
        return same if op == "=" else not same
    ours = installed
    if ":" not in stated and re.match(r"^\d+:", ours):
        ours = ours.split(":", 1)[1]
    if "-" not in stated and "-" in ours:
        ours = ours.rsplit("-", 1)[0]
    order = _numeric_order(ours, stated)
    if order is None:
        order = compare_versions(ours, stated)
    return {"<": order < 0, "<=": order <= 0, ">": order > 0, ">=": order >= 0}[op]


def _numeric_order(a: str, b: str) -> int | None:
    """Dotted numbers compare padded with zeros (6.1.0 is 6.1, not newer); None when either is not one."""
    if not (_DOTTED.match(a) and _DOTTED.match(b)):
        return None
    left, right = [int(x) for x in a.split(".")], [int(x) for x in b.split(".")]
    width = max(len(left), len(right))
    left, right = left + [0] * (width - len(left)), right + [0] * (width - len(right))
    return (left > right) - (left < right)


_DOTTED = re.compile(r"^\d+(?:\.\d+)*$")


def numeric_prefix(version: str) -> str | None:
    """6.18.44 from 6.18.44-fc-v669: the part of a kernel release that orders like a version."""
    match = _NUMERIC.match(version)
    return match.group(0) if match else None
