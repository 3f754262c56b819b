"""Superlatives: "java uses the most memory", "the top CPU consumer is ffmpeg", "/var is the fullest
filesystem", "sda is the busiest disk", "api-7d9 has restarted the most".

The maximum (or minimum) is known only from a complete listing, or from a listing the tool sorted by
that very measure (its head then holds the maximum, even when the list was cut).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import SUPERLATIVE_MAX, SUPERLATIVE_MIN
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.quantity_show import show
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

# measure words -> (class, fact attribute, kind, the sort argument that orders by it)
_MEASURES = [
    ({"memory", "ram", "mem", "rss"}, "processes", ("rss", "memory_percent"), "process", "memory"),
    ({"cpu", "processor", "busiest"}, "processes", ("cpu_percent",), "process", "cpu"),   # a busy program: CPU
    ({"restarts", "restarted", "restart"}, "pods", ("restarts",), "pod", None),
    ({"busiest", "io", "i/o", "read", "reads", "write", "writes"}, "devices", ("busy", "read", "write"), "device", None),
    ({"traffic", "bandwidth", "rx", "tx", "receiving", "sending"}, "interfaces", ("rx", "tx"), "iface", None),
    ({"full", "fullest", "used", "usage", "space", "disk", "filesystem", "partition"}, "filesystems",
     ("percent", "used"), "fs", None),
    ({"largest", "biggest", "smallest"}, "filesystems", ("total",), "fs", None),
]


_RANK_RE = re.compile(r"\b(second|third|fourth|fifth|2nd|3rd|4th|5th)[- ](?:most|biggest|largest|highest|heaviest|top|"
                      r"busiest|hungriest|greatest)\b")
# a place in the listing's own order said bare, of a thing rather than of an event ("the second crash")
_BARE_RANK_RE = re.compile(r"\b(?:is|comes|sits|ranks|was)\s+(?:in\s+)?(?:the\s+)?(second|third|fourth|fifth|2nd|3rd|4th|5th)"
                           r"(?![- ]\w)(?!\s+(?:time|crash|oom|kill|failure|restart|kernel|attempt|run|job|error|one\s+today))\b")
_RANKS = {"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5}
_PRONOUN_RE = re.compile(r"^\W*(?:it|this|that|which|this one|that one)\b(?:'s|\s+is|\s+was)?", re.I)


def _claimed(reading: Reading, index: FactIndex, kind: str) -> tuple[list[str], bool]:
    """Who the superlative is said of, and whether that is a thing of the measured kind: a name in the claim,
    words that join into one ("Steam's web helper" is steamwebhelper), or the thing the clause before named
    when this one starts with "it". Otherwise the claim's unread words - a guess at the subject, which may
    verify but never contradicts ("that recording is the biggest file" is not about a filesystem)."""
    own = [m.word for m in reading.mentions if not m.inherited and any(e.kind == kind for e in m.entities)]
    if own:
        return own, True
    words = [re.sub(r"'s$", "", w) for w in reading.words]
    for size in (3, 2):
        for i in range(len(words) - size + 1):
            joined = "".join(words[i:i + size])
            if any(e.kind == kind for e in index.lookup(joined)):
                return [joined], True
    if _PRONOUN_RE.match(reading.text):
        inherited = [m.word for m in reading.mentions if m.inherited and any(e.kind == kind for e in m.entities)]
        inherited += [m.word for m in reading.prev if any(e.kind == kind for e in m.entities)]
        if inherited:
            return inherited[:1], True
    return [t.low for t in reading.unknown if not (set(re.split(r"[-\s]", t.low)) & (SUPERLATIVE_MAX | SUPERLATIVE_MIN))
            and not _RANK_RE.search(t.low + " most")], False


def _pid_named(reading: Reading, index: FactIndex) -> int | None:
    """The one PID the clause names, when a listed process has it."""
    pids = {int(v.value) for v in reading.values if v.kind == "pid"}
    if len(pids) == 1 and any(p.rec.get("pid") in pids for p in index.of_kind("process")):
        return pids.pop()
    return None


# "the (single) biggest process": the whole list's, not "the largest postgres process" of one program's
_BIGGEST_PROCESS_RE = re.compile(r"\b(?:biggest|largest|heaviest|hungriest)\s+(?:single\s+)?(?:process|program|app)\b")
_NUM = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_N_WORDS = "two|three|four|five|six|seven|eight|nine|ten|\\d{1,2}"
_TOP_N_RE = re.compile(rf"\b(?:top|first)\s+({_N_WORDS})\b|\b({_N_WORDS})\s+"
                       r"(?:most|biggest|largest|highest|heaviest|busiest|hungriest|top)\b|\bamong\s+the\s+"
                       r"(?:top|biggest|largest|heaviest|busiest|hungriest|most)\b")


# "gnome-shell isn't in the top six", "GNOME Shell doesn't even make the top five", "Slack isn't in the top list"
_NOT_IN_TOP_RE = re.compile(r"\b(?:isn't|is\s+not|aren't|are\s+not|not|doesn't|does\s+not|don't|never)\s+"
                            r"(?:even\s+|anywhere\s+)?(?:in|make|makes|among|appear\s+in|show\s+up\s+in)\s+"
                            r"the\s+top\b")
_WHOLE_TOP_RE = re.compile(r"\btop\s+(?:list|consumers|users|processes|entries|table)\b")


def _top_n(low: str) -> int:
    """How many the superlative is said of: "the top three" 3, "among the top" a handful, "the top list" the
    whole list (-1), else 0 (one)."""
    m = _TOP_N_RE.search(low)
    if not m:
        return -1 if _WHOLE_TOP_RE.search(low) else 0
    word = m.group(1) or m.group(2)
    if not word:
        return 5
    return int(word) if word.isdigit() else _NUM.get(word, 5)


def check_superlatives(reading: Reading, index: FactIndex) -> list[Verdict]:
    rank_m = _RANK_RE.search(reading.low)
    bare_rank = None if rank_m else _BARE_RANK_RE.search(reading.low)   # "VS Code is third", "Firefox comes second"
    rank_m = rank_m or bare_rank
    rank = _RANKS[rank_m.group(1)] if rank_m else 1
    if not reading.superlative and not rank_m:
        return []
    superlative = reading.superlative or "max"
    top_n = _top_n(reading.low)
    words = reading.wordset | reading.context_words
    # the measure is the one named closest after the superlative word ("the top CPU user ... using 2.9 GiB RAM")
    sup_at = next((i for i, w in enumerate(reading.words) if w in SUPERLATIVE_MAX | SUPERLATIVE_MIN), 0)
    def distance(entry) -> int:
        hits = [abs(i - sup_at) + (0 if i >= sup_at else 3) for i, w in enumerate(reading.words) if w in entry[0]]
        return min(hits) if hits else (50 if reading.context_words & entry[0] else 99)
    sorted_by = next((lst.scope.get("sort") for lst in index.listings.get("processes", ()) if lst.scope.get("sort")), None)
    doers = {"process", "processes", "program", "programs", "consumer", "consumers", "user", "users", "hog", "app"}
    if not any(words & m[0] for m in _MEASURES) and sorted_by in ("cpu", "memory") and \
            (reading.wordset & doers or top_n or bare_rank):
        words = words | {sorted_by}   # "the top process is firefox" in a list sorted by CPU means by CPU
    said_kinds = reading.kinds & {"process", "fs", "pod", "device", "iface"}
    if _BIGGEST_PROCESS_RE.search(reading.low) and sorted_by in (None, "memory") and \
            not any(reading.wordset & m[0] for m in _MEASURES if m[3] == "process"):
        words = words | {"memory"}   # "Firefox is the single biggest process": a process's size is its memory
    for measure_words, cls, attrs, kind, sort_key in sorted(_MEASURES, key=distance):
        if not words & measure_words:
            continue
        if said_kinds and kind not in said_kinds:
            continue   # "the biggest process": not the biggest filesystem, whatever "biggest" alone would mean
        claimed_names, resolved = _claimed(reading, index, kind)
        said_pid = _pid_named(reading, index) if kind == "process" else None
        if said_pid is not None:   # "worker 48231 is the top CPU user": that one process, not every gunicorn
            claimed_names, resolved = [f"pid {said_pid}"], True
        if not claimed_names:
            continue
        # a word may stand for a process it is not the name of ("the backend running a SELECT" is postgres)
        said_entities = {n for m in reading.mentions if not m.inherited and m.word in claimed_names[:1]
                         for e in m.entities if e.kind == kind for n in e.names}
        facts = [f for f in index.qfacts if f.attr in attrs and f.entity is not None and f.entity.kind == kind]
        if not facts:
            return [unknown(f"no evidence measuring {cls}")]
        attr = next(a for a in attrs if any(f.attr == a for f in facts))
        facts = [f for f in facts if f.attr == attr]
        valid_eids = {lst.eid for lst in index.listings.get(cls, ()) if lst.complete or
                      (sort_key and lst.scope.get("sort") == sort_key)}
        if kind in ("device", "iface"):
            valid_eids |= {f.eid for f in facts}   # these tools list every device and interface
        facts = [f for f in facts if f.eid in valid_eids]
        if not facts:
            return [unknown(f"the {cls} listing is cut and not sorted by {attr}, so its maximum is unknown")]
        pick = max if superlative == "max" else min
        if top_n and _NOT_IN_TOP_RE.search(reading.low):
            return _not_in_top(index, facts, claimed_names[:1], top_n, attr, cls, pick is max)
        if top_n:   # "among the top CPU users", "the top three", "the two biggest workers": a member of the head
            head: list = []
            for f in sorted(facts, key=lambda f: -f.value if pick is max else f.value)[:top_n]:
                head.append(f)
            names = {n for f in head for n in f.entity.names}
            ok = any(name in names or aliases(name) & names for name in claimed_names[:1])
            if ok:
                return [decide(index, [Hit(True, head[0].eid, None, f"among the first {top_n} by {attr}")])]
            return [unknown(f"which {cls} the claim puts among the first {top_n} by {attr} is not sure")]
        if rank > 1:   # "the second-biggest CPU user": the rank-th program in the order of that measure
            order: list[tuple[str, object]] = []
            for f in sorted(facts, key=lambda f: -f.value if pick is max else f.value):
                # "the second-biggest CPU user" counts programs; "Firefox is third" counts the listing's rows
                if bare_rank or f.entity.name not in [n for n, _ in order]:
                    order.append((f.entity.name, f))
            if len(order) < rank:
                return [unknown(f"fewer than {rank} {cls} measured by {attr}")]
            best = order[rank - 1][1]
            winners = set(best.entity.names) | {f"pid {best.entity.rec.get('pid')}"}
            ok = any(name in winners or aliases(name) & winners for name in claimed_names[:1]) or \
                bool(said_entities & winners)
            return [decide(index, [Hit(ok, best.eid, None, f"{best.entity.name} is number {rank} by {attr} "
                                       f"({best.value:g})")], contradict=resolved)]
        best = pick(facts, key=lambda f: f.value)
        winners = {n for f in facts if f.value == best.value for n in f.entity.names} | \
            {f"pid {f.entity.rec.get('pid')}" for f in facts if f.value == best.value}
        ok = any(name in winners or aliases(name) & winners for name in claimed_names[:1]) or \
            bool(said_entities & winners)
        return [decide(index, [Hit(ok, best.eid, None, f"{best.entity.name} has the "
                                   f"{'highest' if pick is max else 'lowest'} {attr} ({best.value:g})")],
                       contradict=resolved)]
    return []


def _not_in_top(index: FactIndex, facts: list, claimed: list[str], top_n: int, attr: str, cls: str,
                most: bool) -> list[Verdict]:
    """"gnome-shell isn't in the top six": contradicted when it is among the first six by that measure;
    true when the listing (complete, or sorted by the measure) shows six others before it or not at all."""
    order: list = []
    for f in sorted(facts, key=lambda f: -f.value if most else f.value):
        if f.entity not in [g.entity for g in order]:
            order.append(f)
    n = len(order) if top_n < 0 else top_n
    if not claimed or len(order) < n:
        return [unknown(f"fewer than {n} {cls} measured by {attr}")]
    head = {name for f in order[:n] for name in f.entity.names}
    inside = any(name in head or aliases(name) & head for name in claimed)
    where = ", ".join(f.entity.name for f in order[:n])
    return [decide(index, [Hit(not inside, order[0].eid, None, f"the first {n} by {attr}: {where}")])]


def top_entities(index: FactIndex, kind: str, attr: str) -> list[Entity]:
    facts = sorted((f for f in index.qfacts if f.attr == attr and f.entity is not None and f.entity.kind == kind),
                   key=lambda f: -f.value)
    return [f.entity for f in facts]


def absent_from_top(reading: Reading, index: FactIndex, value: Value, dim: str) -> Verdict | None:
    """"steam uses 25% CPU" when a CPU-sorted process list does not show steam, although its last entry uses
    less: the list holds every process above its last entry, so the claim is contradicted."""
    if dim not in ("percent", "bytes") or reading.own_entities() or \
            re.search(r"\b(than|smaller|larger|bigger|compared|versus|vs)\b", reading.low):
        return None   # "the heap (4 GB) is much smaller than the RSS": a comparison, not a process's use
    name = None
    if reading.unit.cell == "value" and reading.unit.prev:
        name = reading.unit.prev.strip().split()[0].lower() if reading.unit.prev.strip() else None
    elif reading.unknown:
        name = reading.unknown[0].low
    words = reading.wordset | reading.context_words
    measure = "cpu" if words & {"cpu", "processor"} else "memory" if words & {"memory", "ram", "mem", "rss"} else None
    if not name or measure is None or name.isdigit():
        return None
    attr = "cpu_percent" if measure == "cpu" else ("memory_percent" if dim == "percent" else "rss")
    for lst in index.listings.get("processes", ()):
        if not lst.members or not (lst.complete or lst.scope.get("sort") == measure):
            continue
        argv0 = [str(m.rec.get("cmdline") or "").split(" ")[0].rsplit("/", 1)[-1].lower() for m in lst.members]
        if any(aliases(name) & set(m.names) for m in lst.members) or name in argv0:
            return None
        # "| Isolated Web Co | 3388 |": a row's whole first cell is the name, which may be several words
        cell = (reading.unit.prev or "").strip().strip("`*").lower() if reading.unit.cell == "value" else ""
        if cell and any(n.startswith(cell) or cell.startswith(n) for m in lst.members for n in m.names):
            return None
        floor = [f.value for f in index.qfacts if f.attr == attr and f.eid == lst.eid]
        if not floor:
            return None
        lowest = min(floor)
        claimed = [value.value * s for s in value.scales] if value.scales else [value.value]
        if all(c > lowest * 1.2 for c in claimed):
            return decide(index, [Hit(False, lst.eid, None, f"{name} is not among the processes sorted by {measure} "
                                                            f"(the last listed uses {show(lowest, dim)})")])
    return None
