"""Claims that a thing of one class with a given name does not exist: "There is no service named nginx",
"no process called gunicorn is running", "there is no container named exactly web", "There is no web
server service (nginx, apache2, caddy) on this machine".

These are claims about one name, not about the whole class: "there is no process named X" must not be read
as "there are no processes". The name is looked for among the members of every listing of that class; one
member of that name contradicts the claim, and its absence from a complete listing verifies it. Services
are looked for among the running units and, without those, among the unit files (and SysV scripts) the
steady state lists, since "no service named X" is a claim about what is installed as a service.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.names import aliases, program_text
from reos_desktop.certainty.reading import Reading

_NOUN = r"(services?|units?|daemons?|containers?|process(?:es)?|programs?|packages?|users?|accounts?|groups?|pods?)"
_NAMED_RE = re.compile(r"\b(?:no|not\s+an?|not\s+any)\s+(?:[\w-]+\s+){0,2}?" + _NOUN +
                       r"\s+(?:is\s+|are\s+)?(?:named|called)\s+(?:exactly\s+)?[`'\"“]?([\w][\w.@:+~-]*)", re.I)
_CATEGORY_RE = re.compile(r"\bno\s+[\w -]{1,30}?\s+" + _NOUN + r"\s*\(([^)]{2,200})\)", re.I)
# "there is no wg0 interface", "no `ollama` service": a name-shaped word right before the class noun
_NAME_NOUN_RE = re.compile(r"\b(?:there\s+is|there's|there\s+are|with|has|have)\s+no\s+(?:such\s+)?[`'\"“]?"
                           r"([A-Za-z][\w.@:+~-]*)[`'\"”]?\s+(interfaces?|services?|units?|containers?|pods?|users?|"
                           r"accounts?|groups?|packages?)\b", re.I)
_CLASSES = {"interface": ("interfaces",), "service": ("services", "unit_files"), "unit": ("services", "unit_files"), "daemon": ("services", "unit_files"),
            "container": ("containers",), "process": ("processes",), "program": ("processes",),
            "package": ("packages",), "user": ("users",), "account": ("users",), "group": ("groups",),
            "pod": ("pods",)}


def _noun(word: str) -> str:
    low = word.lower()
    return "process" if low.startswith("process") else low[:-1] if low.endswith("s") else low


def check_named_absence(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _NAMED_RE.search(reading.text)
    by_noun = _NAME_NOUN_RE.search(reading.text) if not m else None
    if by_noun and _name_shaped(by_noun.group(1), index):
        m = _Swapped(by_noun)
    if m:
        names = [m.group(2).rstrip(".,:;`'\"”")]
    else:
        m = _CATEGORY_RE.search(reading.text)
        if not m:
            return []
        names = [n.strip(" `'\"") for n in re.split(r",|\bor\b|\band\b", m.group(2)) if n.strip(" `'\"")]
        names = [n for n in names if re.fullmatch(r"[\w][\w.@:+~*-]*", n) and "*" not in n]
        if not names:
            return []
    reading.listing_claim = True
    reading.used_states.update(range(len(reading.states)))
    for value in reading.values:
        if m.start() <= value.start < m.end():
            reading.take(value)
    verdicts = [_absent(index, _noun(m.group(1)), name) for name in names]
    bad = [v for v in verdicts if v.outcome != "verified"]
    return bad[:1] if bad else verdicts[:1]


def _absent(index: FactIndex, noun: str, name: str) -> Verdict:
    wanted = aliases(name)
    for cls in _CLASSES[noun]:
        lists = [lst for lst in index.listings.get(cls, ()) if not _narrowed(lst) or _filtered_by(lst, wanted)]
        if not lists:
            continue
        hits = []
        for lst in lists:
            if hasattr(lst, "contains"):   # a package table: looked up by name, never walked
                found = [n for n in wanted if lst.contains(n)]
            else:
                found = [member for member in lst.members if _is_named(member, cls, wanted, name.lower())]
            found += [s for s in lst.scope.get("sysv") or () if wanted & aliases(str(s))]
            if found:
                hits.append(Hit(False, lst.eid, lst.field, f"{_shown(found[0])} is listed"))
            elif lst.complete or _filtered_by(lst, wanted):
                hits.append(Hit(True, lst.eid, lst.field, f"no {noun} named {name} in the complete list of {cls}"))
        verdict = decide(index, hits)
        if verdict is not None:
            return verdict
        return unknown(f"the list of {cls} is incomplete: a {noun} named {name} may exist", *(l.eid for l in lists))
    return unknown(f"no evidence listing {_CLASSES[noun][0]}")


def _filtered_by(listing, wanted: frozenset) -> bool:
    """A listing its tool filtered by this very name ("processes named obs", complete) shows all of them."""
    name = (listing.scope or {}).get("name")
    return bool(name) and bool(aliases(str(name)) & wanted) and listing.scope.get("item_complete", True)


def _narrowed(listing) -> bool:
    """A listing filtered to some states or names does not show every member of its class."""
    scope = listing.scope or {}
    return bool(scope.get("name") or scope.get("state") or scope.get("states"))


def _is_named(member, cls: str, wanted: frozenset, low: str) -> bool:
    if isinstance(member, Entity):
        if wanted & set(member.names):
            return True
        if cls == "processes":
            return bool(re.search(rf"(?:^|[/\s]){re.escape(low)}(?:[\s:]|$)",
                                  program_text(str(member.rec.get("cmdline") or "")).lower()))
        return False
    if isinstance(member, str):
        return bool(wanted & aliases(member))
    return False


def _shown(member) -> str:
    return member.name if isinstance(member, Entity) else str(member)


class _Swapped:
    """A "no <name> <noun>" match seen as "no <noun> named <name>" (group 1 the noun, group 2 the name)."""

    def __init__(self, match):
        self._m = match

    def group(self, i: int) -> str:
        return self._m.group(2) if i == 1 else self._m.group(1)

    def start(self) -> int:
        return self._m.start()

    def end(self) -> int:
        return self._m.end()


def _name_shaped(word: str, index: FactIndex) -> bool:
    """A word that can only be a name: it has a digit or a separator, or the evidence knows it."""
    return bool(re.search(r"\d|[._@:+-]", word)) or bool(index.lookup(word.lower()))
