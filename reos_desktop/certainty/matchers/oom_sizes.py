"""What a process killed for memory was holding: "the killed backend had about 14.5 GiB of anonymous memory", "It
was holding roughly 8.7 GiB of resident memory at that point", "each killed process had about 2 GB resident".

The kernel's kill line gives the victim's sizes: "Killed process 402233 (python3) total-vm:9875432kB,
anon-rss:6211044kB, file-rss:1024kB, shmem-rss:0kB". A size said of the kill is its resident memory (anon-rss,
or anon + file + shmem), or with "virtual" its total-vm. A clause about a kill with a size none of the kills it
may mean had is wrong; a size that is only the total-vm, said without "virtual", is left open.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.tolerance import compare
from reos_desktop.certainty.reading import Reading

# the clause (or the one before) tells of the kill
_KILL_WORDS_RE = re.compile(r"\b(?:killed|kill|kills|oom\w*|out of memory|killer|reaped)\b", re.I)
_ANON_RE = re.compile(r"\banon(?:ymous)?\b|anon-rss", re.I)
_RESIDENT_RE = re.compile(r"\bresident\b|\brss\b", re.I)
_VIRTUAL_RE = re.compile(r"\bvirtual\b|total-vm|\bvsz\b", re.I)
# sizes that are no process's holding: a limit, what the machine has, what is left
_OTHER_SIZE_RE = re.compile(r"\b(?:limit|limits|capped|cap|max|maximum|available|free|total|box|machine|"
                            r"system|ram\s+in|swap|heap|request|requests|budget|of\s+ram\s+in)\b", re.I)


def _victims(reading: Reading, kills: list) -> list:
    """The kills the clause may mean: those of the PIDs or programs it names, else all of them."""
    pids = {int(v.value) for v in reading.values if v.kind == "pid"}
    # (a container is no victim's name: the kernel names the process inside it)
    names = {n for m in reading.mentions for e in m.entities if e.kind in ("process", "service") for n in e.names}
    words = set(re.findall(r"[\w.-]+", reading.low))
    if pids:
        return [k for k in kills if k[2] in pids]
    named = [k for k in kills if k[3] in names or k[3] in words]
    return named or ([] if names else kills)


def _measures(sizes: dict, low: str) -> tuple[list[float], list[float]]:
    """(sizes the clause may mean, sizes it may be mistaken for) for one kill."""
    anon = sizes.get("anon-rss", 0)
    resident = anon + sizes.get("file-rss", 0) + sizes.get("shmem-rss", 0)
    virtual = sizes.get("total-vm")
    if _VIRTUAL_RE.search(low):
        return ([virtual] if virtual else []), [anon, resident]
    if _ANON_RE.search(low):
        return [anon], [resident] + ([virtual] if virtual else [])
    return [anon, resident], ([virtual] if virtual else [])


def check_oom_sizes(reading: Reading, index: FactIndex) -> list[Verdict]:
    sizes = [v for v in reading.values if v.kind == "bytes" and reading.value_free(v)]
    if not sizes:
        return []
    kills = index.kill_lines()
    if not kills:
        return []
    low = reading.low
    measure_word = bool(_ANON_RE.search(low) or _RESIDENT_RE.search(low) or _VIRTUAL_RE.search(low))
    about_kill = _KILL_WORDS_RE.search(low) or measure_word or (
        _KILL_WORDS_RE.search(reading.unit.prev) and re.search(r"\b(?:it|its|the process|that|which|then|at that point)\b", low))
    said_memory = measure_word or re.search(r"\b(?:using|used|holding|held|had|was at)\b", low)
    if not about_kill or not said_memory or _OTHER_SIZE_RE.search(low):
        return []
    victims = _victims(reading, kills)
    if not victims:
        return []
    each = bool(re.search(r"\b(?:each|every|all|both)\b", low))
    out = []
    for value in sizes:
        reading.take(value)
        verdict = _judge(index, value, victims, low, each, measure_word)
        if verdict is not None:   # the size stands where it is said (pinpoint.py)
            out.append(replace(verdict, at=(value.start, value.end)))
    return out


def _judge(index: FactIndex, value, victims: list, low: str, each: bool, measure_word: bool) -> Verdict:
    hits, loose = [], False
    for eid, found, pid, name in victims:
        meant, mistaken = _measures(found, low)
        # "511,872 kB" copied from the line is its own kB (the kernel's are KiB)
        copied = re.fullmatch(r"[\d,]+\s?kB", value.text.strip()) is not None and value.value * 1024 in found.values()
        ok = copied or any(compare(value, m, "bytes")[0] for m in meant)
        loose = loose or (not ok and any(compare(value, m, "bytes")[0] for m in mistaken))
        shown = ", ".join(f"{k}={v / 2**30:.2f} GiB" for k, v in found.items() if k in ("anon-rss", "total-vm"))
        hits.append(Hit(ok, eid, None, f"{name} (pid {pid}) was killed holding {shown}"))
    agree = [h for h in hits if h.ok]
    if agree and (not each or len(agree) == len(hits)):
        return decide(index, agree)
    if loose and not agree and not measure_word:
        # "it was using about 9.8 GB" where 9.8 GB is the total-vm: said of no measure, it may mean that one
        return unknown(f"{value.text.strip()} is the killed process's virtual size, not what it held", hits[0].eid)
    return decide(index, [h for h in hits if not h.ok])
