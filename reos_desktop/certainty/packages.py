"""Installed packages, indexed lazily: a desktop has thousands, a claim names a few.

A steady state can list 3000 packages. Building an entity for each on every answer would cost more than
all the matching, so each package name's aliases are indexed once per process (alias -> names, shared by
every table), and an entity is made only for a package a claim actually names.
"""

from __future__ import annotations

import bisect
import threading
from typing import Iterator, Sequence

from reos_desktop.certainty.facts import Entity, Listing
from reos_desktop.certainty.names import aliases


# Alias -> package names, over every package name seen in this process. A machine's package list barely
# changes between answers, and lists of different machines share most names, so indexing each name once and
# filtering by the table's own names at lookup is far cheaper than an alias map per package list (3000
# names cost milliseconds per answer). Answers are verified on worker threads too, so the map only grows
# under a lock, a name is marked seen after its aliases are in, and past _MAX_NAMES a new map replaces it
# (never cleared in place): a table keeps the map its names were indexed into.
_BY_ALIAS: dict[str, list[str]] = {}
_SEEN: set[str] = set()
_MAX_NAMES = 200_000
_LOCK = threading.Lock()


def _index_names(names) -> dict[str, list[str]]:
    """Index the names not seen yet; returns the map that holds every one of `names`."""
    global _BY_ALIAS, _SEEN
    with _LOCK:
        new = [n for n in names if n not in _SEEN]
        if len(_SEEN) + len(new) > _MAX_NAMES:
            _BY_ALIAS, _SEEN = {}, set()
            new = list(names)
        for name in new:
            for alias in aliases(name):
                bucket = _BY_ALIAS.get(alias)
                if bucket is None:
                    _BY_ALIAS[alias] = [name]
                else:
                    bucket.append(name)
            _SEEN.add(name)
        return _BY_ALIAS


class PackageTable:
    def __init__(self, eid: str, field: str, packages: dict, as_of):
        self.eid, self.field, self.as_of = eid, field, as_of
        # Evidence data comes from JSON: names are strings already, so the dict is used as it is (versions
        # are made strings where they are read).
        self.packages = packages
        self._by_alias: dict[str, list[str]] | None = None
        self._made: dict[str, Entity] = {}
        self._sorted_aliases: list[str] | None = None
        self._versions: set[str] | None = None
        self._blob: str | None = None

    def names_for(self, alias: str) -> list[str]:
        """The package names of this table that `alias` may mean (indexed on the first lookup: most answers
        never name a package)."""
        if self._by_alias is None:
            self._by_alias = _index_names(self.packages)
        return [n for n in self._by_alias.get(alias, ()) if n in self.packages]

    def all_aliases(self) -> Iterator[str]:
        """Every name the table's packages go by."""
        return (a for name in self.packages for a in aliases(name))

    def has_alias_starting(self, prefixes: tuple[str, ...]) -> bool:
        """Does any package go by a name that starts with one of `prefixes` ("php8.2-fpm" for "php8.2-")?
        Answered by bisection over the sorted aliases, made once per table: a walk over 3000 packages'
        aliases for each absent name was the slowest part of verifying an answer on a desktop."""
        if self._sorted_aliases is None:
            self._sorted_aliases = sorted(set(self.all_aliases()))
        found = self._sorted_aliases
        for prefix in prefixes:
            at = bisect.bisect_left(found, prefix)
            if at < len(found) and found[at].startswith(prefix):
                return True
        return False

    def holding(self, part: str) -> list[tuple[str, str]]:
        """(name, version) of the packages whose name or version contains `part` ("6.8.0-51"). A search of
        one text made of every name and version rules most parts out at the speed of `in`; the packages are
        walked only when it finds the part."""
        if self._blob is None:
            self._blob = "\n".join(f"{n} {v}" for n, v in self.packages.items())
        if part not in self._blob:
            return []
        return [(n, str(v)) for n, v in self.packages.items() if part in n or part in str(v)]

    def holds_version(self, text: str) -> bool:
        """Is `text` (lower case) one of the table's version strings?"""
        if self._versions is None:
            self._versions = {str(v).lower() for v in self.packages.values()}
        return text in self._versions

    def entity(self, name: str) -> Entity:
        ent = self._made.get(name)
        if ent is None:
            ent = Entity("package", name, self.eid, {"version": str(self.packages[name])}, field=self.field)
            ent.names = tuple(sorted(aliases(name) | {name.lower()}))
            self._made[name] = ent
        return ent

    def lookup(self, word: str) -> list[Entity]:
        return [self.entity(n) for n in self.names_for(word)]

    def versions(self, name: str) -> list[tuple[str, str, object]]:
        return [(str(self.packages[n]), self.eid, self.as_of) for n in self.names_for(name) if n.lower() == name]

    def __len__(self) -> int:
        return len(self.packages)


class PackageListing(Listing):
    """A listing whose members are made only when someone walks through them."""

    def __init__(self, table: PackageTable, complete: bool):
        super().__init__("packages", table.eid, [], complete, field=table.field)
        self.table = table

    @property
    def members(self) -> "_Members":   # type: ignore[override]
        return _Members(self.table)

    @members.setter
    def members(self, value) -> None:
        pass

    def contains(self, name: str) -> bool:
        return bool(self.table.names_for(name))

    def __iter__(self) -> Iterator[Entity]:
        return iter(self.members)


class _Members(Sequence):
    """The packages of a table as entities, made one by one as they are walked (its length and truth cost
    nothing, so "a complete, non-empty listing" checks do not build 3000 entities)."""

    def __init__(self, table: PackageTable):
        self.table = table
        self._names: list[str] | None = None

    def __len__(self) -> int:
        return len(self.table.packages)

    def __iter__(self) -> Iterator[Entity]:
        return (self.table.entity(n) for n in self.table.packages)

    def __getitem__(self, i):   # type: ignore[override]
        # "is the first member an entity?" must not make all 3000: only the members asked for are made
        if self._names is None:
            self._names = list(self.table.packages)
        if isinstance(i, slice):
            return [self.table.entity(n) for n in self._names[i]]
        return self.table.entity(self._names[i])
