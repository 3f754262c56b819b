"""A size or share said of one process among several of one program: "a content process at 1.3 GiB", "another
php-fpm worker (~90 MiB)", "prim also has a Firefox tab process open (~700 MiB)".

A program often runs as many processes (a browser's content processes, a server's workers), listed under its own
name or under a short kernel name whose command line is the program's ("Isolated Web Co" started as
/usr/lib/firefox/firefox -contentproc). "a/another/one <program> process" does not say which: the value is
checked against every process of the program, verified when one of them has it, and never contradicted by the
first one found (another, unlisted process may be meant).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.quantity_show import show
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_PROCESS_NOUN = r"(?:process(?:es)?|workers?|instances?|child(?:ren)?|tabs?|helpers?|renderers?|threads?)"
# the indefinite article, a count word or "other" before the process noun, with up to three words between
_ONE_OF_RE = re.compile(r"\b(?:a|an|another|one|other|some|second|third|each|extra)\s+(?:of\s+(?:its|the|their|his|her|"
                        r"your)\s+)?(?:[\w.+-]+\s+){0,3}?" + _PROCESS_NOUN + r"\b", re.I)
_DEFINITE_RE = re.compile(r"\b(?:the|its)\s+(?:main|parent|master|first|biggest|largest|top)\b", re.I)


def _executable(proc: Entity) -> str:
    cmd = str(proc.rec.get("cmdline") or "").split()
    return cmd[0].rsplit("/", 1)[-1].lower() if cmd else ""


def family(index: FactIndex, names: set[str]) -> list[Entity]:
    """Every listed process of the programs named: by its own name or by the executable it was started as."""
    return [p for p in index.of_kind("process") if p.name.lower() in names or _executable(p) in names]


def _said_of_one_of_several(reading: Reading, value: Value) -> bool:
    prior = [v.end for v in reading.values if v.end <= value.start and v.kind in ("bytes", "percent", "rate")]
    start = max(prior) if prior else 0
    stretch = reading.text[start:value.start]
    m = None
    for m in _ONE_OF_RE.finditer(stretch):
        pass
    return m is not None and not _DEFINITE_RE.search(stretch[m.start():])


def check_one_of_several(reading: Reading, index: FactIndex, value: Value, dim: str) -> Verdict | None:
    """A verdict for a value said of one (unnamed) process of a program that runs several, else None."""
    if dim not in ("bytes", "percent") or not _said_of_one_of_several(reading, value):
        return None
    from reos_desktop.certainty.matchers.tolerance import compare

    named = {e.name.lower() for e in reading.scope("process")} | \
        {n.lower() for m in reading.mentions for e in m.entities if e.kind == "process" for n in e.names}
    named |= {w for w in reading.wordset if len(w) >= 3 and family(index, {w})}   # "a Firefox tab process"
    procs = family(index, named)
    if len({id(p) for p in procs}) < 2:
        return None   # one process only: the ordinary lookup decides
    ids = {id(p) for p in procs}
    cpu = "cpu" in reading.wordset or "cpu" in reading.low
    facts = [f for f in index.qfacts if f.dim == dim and f.entity is not None and id(f.entity) in ids and
             "(sum)" not in f.attr and (dim != "percent" or (f.attr.startswith("cpu") == cpu))]
    agreeing = [f for f in facts if compare(value, f.value, dim)[0]]
    if agreeing:
        f = agreeing[0]
        return decide(index, [Hit(True, f.eid, f.field, f"{f.entity.name} (pid {f.entity.rec.get('pid')}) "
                                                         f"{f.attr}={show(f.value, dim)}")])
    return unknown(f"{value.text.strip()} is said of one of {len(ids)} processes of "
                   f"{'/'.join(sorted(named))}; none listed has it", *dict.fromkeys(f.eid for f in facts))
