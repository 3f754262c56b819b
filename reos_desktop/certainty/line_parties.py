"""Which address, disk or account a line of text is about, so that a claim about one is not taken as said by a
line about another: "a failed password for `felix` from 192.168.178.41" is not what "Failed password for marta
from 192.168.178.41" says, nor is "sdb reported pending sectors" a line about /dev/sdd."""

from __future__ import annotations

import re

# an IPv4 address; a disk (its partitions are the disk); the account a login line is for
_SLOTS = (
    re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])"),
    re.compile(r"\b(?:/dev/)?((?:sd|vd|hd|xvd)[a-z]+|nvme\d+n\d+|md\d+)(?:p?\d+)?\b"),
    re.compile(r"\b(?:password for|publickey for|login for|invalid users?|for users?|user=|user:)(?![a-z])\s*"
               r"(?:invalid user\s+)?[`'\"]?([a-z_][a-z0-9_.-]*)", re.I),
)
_NOT_ACCOUNTS = frozenset({"the", "a", "an", "this", "that", "it", "them", "all", "any", "each", "every", "more",
                           "about", "over", "root's", "unit", "service", "minutes", "hours", "seconds", "days"})


def names_another(claim: str, message: str, accounts: set[str] = frozenset()) -> bool:
    """Does the line name a different address, disk or account than the claim does, and not the claim's?
    `accounts` are the accounts the claim names otherwise ("| haymitch | publickey |": the row's account)."""
    for i, slot in enumerate(_SLOTS):
        said = {m.group(1).lower() for m in slot.finditer(claim)} - _NOT_ACCOUNTS
        if i == len(_SLOTS) - 1:
            said |= set(accounts)
        seen = {m.group(1).lower() for m in slot.finditer(message)} - _NOT_ACCOUNTS
        if said and seen and not said & seen:
            return True
    return False
