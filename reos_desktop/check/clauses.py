"""Reading one clause ("nginx is up", "port 22 open", "/var has more than 10 GB free") into an Atom.

The clause is normalised first (contractions opened, fillers dropped), then offered to each family's
reader in a fixed order, the most specific first. A reader returns an Atom, None (not mine), or raises
PoorlyPosed (mine, but it cannot be read as meant: a bad port, an unknown unit). Matching is done on a
lower-case copy with the same character positions as the normalised text, so names and paths are taken
from the original with their case.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from reos_desktop.check.units import LazyRe, PoorlyPosed, lazy  # noqa: F401 (re-exported for the readers)


@dataclass
class Atom:
    family: str
    text: str                          # the clause as the user wrote it
    params: dict[str, Any] = field(default_factory=dict)
    negated: bool = False
    norm: str = ""                     # the normalised clause (what name_text/value_text point into)
    name_text: str | None = None       # the subject as written, for "nginx and apache2 are running"
    value_text: str | None = None      # the value as written, for "os is debian or ubuntu"
    grafted_from: str | None = None

    def to_dict(self) -> dict:
        out = {"type": "atom", "family": self.family, "text": self.text, "negated": self.negated}
        for key, value in self.params.items():
            out[key] = value.to_dict() if hasattr(value, "to_dict") else value
        return out


@dataclass
class BareName:
    """A clause that is only a name: it borrows the rest from a neighbour, or is poorly posed."""
    text: str

    def to_dict(self) -> dict:
        return {"type": "bare_name", "text": self.text}


@dataclass
class Unrecognized:
    """Outside the offline grammar: deciding it needs a model (exit 3)."""
    text: str

    def to_dict(self) -> dict:
        return {"type": "outside_grammar", "text": self.text}


class Clause:
    """The normalised clause and its lower-case twin (same positions)."""

    def __init__(self, raw: str):
        self.raw = raw.strip()
        self.orig = normalize(self.raw)
        low = self.orig.lower()
        if len(low) != len(self.orig):  # a few Unicode letters change length when lowered
            self.orig = low
        self.low = low

    def take(self, match: re.Match, group: str) -> str | None:
        """The original text of a group, quotes removed."""
        if group not in match.re.groupindex or match.group(group) is None:
            return None
        value = self.orig[match.start(group):match.end(group)]
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        return value

    def atom(self, family: str, match: re.Match | None = None, negated: bool = False, name: str | None = None,
             value: str | None = None, **params) -> Atom:
        name_text = self.take(match, name) if match is not None and name else None
        value_text = self.take(match, value) if match is not None and value else None
        return Atom(family, self.raw, params, negated, self.orig, name_text, value_text)


_CONTRACTIONS = [
    (r"\b(is|are|was|were|does|do|did|has|have|had|should|would|could)n[’']t\b", r"\1 not"),
    (r"\bcan[’']t\b|\bcannot\b", "can not"), (r"\bwon[’']t\b", "will not"),
    (r"\b(it|there|that|what|who|which)[’']s\b", r"\1 is"), (r"\b(they|we|you)[’']re\b", r"\1 are"),
    (r"\bisnt\b", "is not"), (r"\barent\b", "are not"), (r"\bdoesnt\b", "does not"), (r"\bdont\b", "do not"),
]
_FILLERS = re.compile(
    r"^(?:(?:please\s+)?(?:check|verify|ensure|confirm|assert|test|make sure|tell me)\s+(?:that\s+|whether\s+|if\s+)?"
    r"|whether\s+|that\s+|it is true that\s+|true that\s+)", re.I)
_ADVERBS = re.compile(r"\s+(?:currently|still|actually|really|presently|right now|at the moment|at present)\b"
                      r"|\s+(?:right now|now|at the moment|currently)$", re.I)


def normalize(text: str) -> str:
    text = " ".join(text.strip().split())
    text = text.rstrip("?.! ")
    for pattern, replacement in _CONTRACTIONS:
        text = re.sub(pattern, replacement, text, flags=re.I)
    previous = None
    while previous != text:
        previous = text
        text = _FILLERS.sub("", text)
    text = _ADVERBS.sub("", text)
    text = re.sub(r"\bup and running\b", "running", text, flags=re.I)
    text = re.sub(r"\bin (?:a|the) (running|failed|stopped) state\b", r"\1", text, flags=re.I)
    return " ".join(text.split())


# --------------------------------------------------------------------------------------------- bare names
_VERBS = re.compile(r"\b(?:is|are|was|were|be|has|have|does|do|exists?|running|installed|listening|contains|"
                    r"includes|belongs|uses|runs|up|down|open|closed|enabled|disabled|failed)\b")
_BARE = re.compile(r"^(?:the\s+)?(?:\"[^\"]+\"|'[^']+'|[\w/][\w.@:+~/-]*)(?:\s+[\w.@:+~/-]+)?$")


def _bare_name(clause: Clause) -> BareName | None:
    if _BARE.match(clause.low) and not _VERBS.search(clause.low) and not re.search(r"[<>=]", clause.low):
        return BareName(clause.orig)
    return None


def parse_clause(text: str) -> Atom | BareName | Unrecognized:
    """Read one clause. PoorlyPosed when it is recognisably about something but cannot be read as meant."""
    from reos_desktop.check import clauses_accounts as accounts
    from reos_desktop.check import clauses_measures as measures
    from reos_desktop.check import clauses_ports as ports
    from reos_desktop.check import clauses_things as things

    clause = Clause(text)
    if not clause.low:
        raise PoorlyPosed("a part of the predicate is empty")
    for reader in (ports.read_port, things.read_failed_services, things.read_logs, measures.read_memory,
                   measures.read_disk, measures.read_load_cpu, measures.read_uptime, measures.read_kernel,
                   measures.read_os, accounts.read_users, things.read_containers, things.read_process_count,
                   things.read_file, things.read_package_version, things.read_state):
        atom = reader(clause)
        if atom is not None:
            return atom
    bare = _bare_name(clause)
    if bare is not None:
        return bare
    if re.match(r"^(?:is|are|has|have|does|do|was|were)\b(?:\s+not)?(?:\s+\w+)?$", clause.low):
        raise PoorlyPosed(f"'{clause.raw}' has no subject: say what it is about, e.g. 'nginx {clause.raw}'")
    return Unrecognized(clause.raw)
