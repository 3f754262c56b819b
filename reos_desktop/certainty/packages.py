"""Installed packages, indexed lazily: a desktop has thousands, a claim names a few.

A steady state can list 3000 packages. Building an entity for each on every answer would cost more than
all the matching, so the alias map (alias -> package names) is built once per distinct package list and
cached, and an entity is made only for a package a claim actually names.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator, Sequence

from reos_desktop.certainty.facts import Entity, Listing
from reos_desktop.certainty.names import aliases


@lru_cache(maxsize=8)
def alias_map(names: frozenset[str]) -> dict[str, list[str]]:
    """Alias -> the package names it may mean. Shared through the cache: callers only read it."""
    out: dict[str, list[str]] = {}
    get = out.get
    for name in names:
        for alias in aliases(name):
            bucket = get(alias)
            if bucket is None:
                out[alias] = [name]
            else:
                bucket.append(name)
    return out


class PackageTable:
    def __init__(self, eid: str, field: str, packages: dict, as_of):
        self.eid, self.field, self.as_of = eid, field, as_of
        # Evidence data comes from JSON: names are strings already, so the dict is used as it is (versions
        # are made strings where they are read).
        self.packages = packages
        self._map: dict[str, list[str]] | None = None
        self._made: dict[str, Entity] = {}

    @property
    def map(self) -> dict[str, list[str]]:
        """Alias -> package names, built on the first lookup: most answers never name a package."""
        if self._map is None:
            self._map = alias_map(frozenset(self.packages))
        return self._map

    def entity(self, name: str) -> Entity:
        ent = self._made.get(name)
        if ent is None:
            ent = Entity("package", name, self.eid, {"version": str(self.packages[name])}, field=self.field)
            ent.names = tuple(sorted(aliases(name) | {name.lower()}))
            self._made[name] = ent
        return ent

    def lookup(self, word: str) -> list[Entity]:
        return [self.entity(n) for n in self.map.get(word, ())]

    def versions(self, name: str) -> list[tuple[str, str, object]]:
        return [(str(self.packages[n]), self.eid, self.as_of) for n in self.map.get(name, ()) if n.lower() == name]

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
        return bool(self.table.map.get(name))

    def __iter__(self) -> Iterator[Entity]:
        return iter(self.members)


class _Members(Sequence):
    """The packages of a table as entities, made one by one as they are walked (its length and truth cost
    nothing, so "a complete, non-empty listing" checks do not build 3000 entities)."""

    def __init__(self, table: PackageTable):
        self.table = table
        self._all: list[Entity] | None = None

    def __len__(self) -> int:
        return len(self.table.packages)

    def __iter__(self) -> Iterator[Entity]:
        return (self.table.entity(n) for n in self.table.packages)

    def __getitem__(self, i):   # type: ignore[override]
        if self._all is None:
            self._all = [self.table.entity(n) for n in self.table.packages]
        return self._all[i]
