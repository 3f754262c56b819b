"""Judgements without numbers: "tank/backups is nearly full", "the disks are busy", "sda is idle", "the load is
very low for 4 cores", "plenty of free space".

Each judgement word has a range of the measured percentage (used space, busy time, CPU, memory, load per
CPU thread) where it is true and a range where it is clearly false; in between the claim stays
unsupported. Used only when the clause states no number of its own (a number decides by itself).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.lexicon import SHARE_WORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.comparatives import comparison_span
from reos_desktop.certainty.reading import Reading

# phrase -> (true when at least, false when below) for "high" judgements, or (true when at most, false above)
_HIGH = [(r"\b(?:nearly|almost|practically|close to|mostly) full\b", 85, 60), (r"\b(?:completely |totally )?full\b(?! of)", 95, 80),
         (r"\b(?:nearly|almost|practically) (?:exhausted|used up|out of memory)\b", 90, 82),
         (r"\b(?:exhausted|used up|out of memory)\b", 97, 85),
         (r"\b(?:filling up|getting full|running out of space|running low on space)\b", 80, 50),
         (r"\b(?:maxed out|saturated|pegged|at capacity)\b", 90, 60),
         (r"\b(?:very busy|heavily loaded|under heavy load|overloaded|hammered)\b", 60, 20),
         (r"\b(?:busy|under load|high|heavy)\b", 30, 10)]
_LOW = [(r"\b(?:nearly|almost|practically|basically|mostly) (?:idle|empty)\b", 10, 40),
        (r"\b(?:untouched|not touched|completely unused|(?:none|nothing) of it (?:is |has been )?(?:used|in use))\b", 0.5, 5),
        (r"\b(?:barely|hardly|scarcely) (?:touched|in use)\b", 5, 30),
        (r"\b(?:idle|empty|unused|quiet)\b", 5, 30),
        (r"\b(?:very low|barely used|hardly used|plenty of (?:free )?(?:space|room|memory|headroom)|lots of free)\b", 30, 70),
        (_GENERIC_LOW := r"\b(?:low|light|fine|healthy|ok|okay|normal|moderate)\b", 60, 90)]
# words that make a generic judgement ("fine", "normal") one of an amount: "disk usage is fine", "load is normal"
_AMOUNT_WORDS = frozenset("""usage use used load loaded busy space full memory ram cpu processor disk disks swap
utilization utilisation pressure traffic storage capacity free headroom room level levels""".split())
# phrases that carry their own negation: "none of it used" is a low judgement, not a negated one
_SELF_NEGATED = re.compile(r"\b(?:none|nothing) of it\b|\bnot touched\b")
# a share written in words: "about a quarter full", "two-thirds of it is available", "swap is half used"
_SHARE_RE = re.compile(r"\b(a quarter|one quarter|a third|one third|a half|half|two thirds|three quarters|a fifth|"
                       r"a tenth)\s+(?:of\s+(?:it|them|that|(?:the|your|its|this|my)\s+\w+)\s+)?(?:is\s+|are\s+)?"
                       r"(?:(?:currently|now|still)\s+)?(full|used|in use|taken|available|free|empty|left)\b")
# "less than half of your RAM is in use": a bound on the share, not the share itself
_SHARE_BOUND_RE = re.compile(r"\b(less than|under|below|more than|over|above|at least|at most)\s+$")
# a forecast or a trend over time: one reading of the present cannot show it ("it'll be full in two months",
# "it has been filling up since last week")
_FORECAST_RE = re.compile(r"\b(?:will|'ll|’ll|going to|would|won't)\b|\bat (?:this|the current) rate\b|"
                          r"\b(?:has|have) been \w+ing\b.*\b(?:since|for|over)\b|\b(?:since|over) (?:last|the past)\b|"
                          # a change still to come: "should drop back to near idle", "once the job finishes"
                          r"\b(?:should|may|might|could|can)\s+(?:\w+ly\s+)?(?:drop|fall|go|come|settle|return|"
                          r"recover|ease|calm|improve|climb|rise|grow|fill|shrink|get)\b|"
                          r"\b(?:once|after|when|until)\b.*\b(?:finish(?:es)?|ends|completes|is done|stops|exits)\b")
_MEASURED = frozenset({"swap", "memory", "ram", "cpu", "processor", "load", "disk", "space", "storage", "filesystem",
                       "drive", "partition"})
_SUBJECT_FACTS = {"fs": ("percent",), "device": ("busy",), "iface": ("rx+tx",)}


def _facts(reading: Reading, index: FactIndex) -> list[QFact]:
    """The measured percentages the judgement may be about; a stale reading only counts where no fresh one
    measures the same thing."""
    facts = _all_facts(reading, index)
    fresh = {(id(f.entity), f.attr) for f in facts if not index.is_stale(f.eid, f.field)}
    return [f for f in facts if (id(f.entity), f.attr) not in fresh or not index.is_stale(f.eid, f.field)]


def _all_facts(reading: Reading, index: FactIndex) -> list[QFact]:
    scope = reading.scope("fs", "device")
    if scope:
        ids = {id(e) for e in scope}
        return [f for f in index.qfacts if f.entity is not None and id(f.entity) in ids and
                f.attr in _SUBJECT_FACTS.get(f.entity.kind, ())]
    words = reading.wordset
    if not words & _MEASURED:
        words = words | reading.context_words   # "**Swap:** 2 GB, none of it used": the line's label names it
    if not words & _MEASURED and words & {"it", "its"}:
        # "The box has 125 GiB of RAM and about two thirds of it is available": "it" is the clause before's
        words = words | set(re.findall(r"[a-z]+", reading.unit.prev.lower()))
    if words & {"disks", "drives", "devices"} and words & {"busy", "idle", "quiet", "hammered", "saturated"}:
        return [f for f in index.qfacts if f.attr == "busy"]
    if words & {"load"}:
        return _load_ratio(index)
    attr = "swap.percent" if "swap" in words else "memory.percent" if words & {"memory", "ram"} else \
        "cpu.percent" if words & {"cpu", "processor"} else None
    if words & {"disk", "space", "storage", "filesystem", "drive", "partition"} and attr is None:
        # "the disk was full": any filesystem may be meant; one that fits verifies, all must disagree to refute
        return [f for f in index.qfacts if f.attr == "percent" and f.entity is not None and f.entity.kind == "fs"]
    return [f for f in index.qfacts if f.attr == attr and f.entity is None] if attr else []


def _load_ratio(index: FactIndex) -> list[QFact]:
    """The 1-minute load as a percentage of the CPU threads, so "low load" means the same on 4 and 64 cores."""
    threads = next((f.value for attr in ("cpu_threads", "cpu_cores") for f in index.qfacts
                    if f.attr == attr and f.value), None)   # the threads when known: each runs one task
    load = next((f for f in index.qfacts if f.attr == "load.1m"), None)
    if not threads or load is None:
        return []
    return [QFact("percent", 100 * load.value / threads, "load per thread", load.words, load.eid)]


def check_qualitative(reading: Reading, index: FactIndex) -> list[Verdict]:
    low = reading.low.replace("-", " ")
    compared = comparison_span(reading)
    if compared is not None:   # "/srv/music is less full than /srv/photos": a comparison, not a judgement of either
        low = low[:compared[0]] + " " * (compared[1] - compared[0]) + low[compared[1]:]
    if _FORECAST_RE.search(low) and (any(re.search(p, low) for p, _, _ in _HIGH + _LOW) or _SHARE_RE.search(low)):
        return [unknown("a forecast or a trend over time, which one reading of the present does not show")]
    share = _SHARE_RE.search(low)
    if share:   # "the 2 TB archive disk is about two-thirds full": the share is a claim beside the size
        bound = _SHARE_BOUND_RE.search(low[:share.start()])
        verdicts = _check_share(reading, index, SHARE_WORDS[share.group(1)], share.group(2),
                                bound.group(1) if bound else None)
        if verdicts and verdicts[0].outcome != "unknown":
            reading.used_states.update(i for i, st in enumerate(reading.states) if st.word in share.group(0))
        return verdicts
    if any(v.kind in ("percent", "bytes", "rate") for v in reading.values):
        return []
    swapped = _check_swapped(reading, index)
    if swapped is not None:
        return swapped
    for table, high in ((_HIGH, True), (_LOW, False)):
        for pattern, yes, no in table:
            if not re.search(pattern, low):
                continue
            if pattern == _GENERIC_LOW and not (reading.wordset | reading.context_words) & _AMOUNT_WORDS:
                continue   # "that's normal for NTFS", "the mount looks fine": not a judgement of how much is used
            facts = _facts(reading, index)
            if not facts:
                return []
            hits, unclear = [], False
            for fact in facts:
                value = fact.value
                if high and fact.attr == "load per thread" and yes >= 60:
                    yes, no = 100, 70   # a load is over capacity only when more runs than there are threads
                if high:
                    holds = True if value >= yes else False if value < no else None
                else:
                    holds = True if value <= yes else False if value > no else None
                if holds is None:
                    unclear = True   # in between: it may be the one meant, so the others cannot refute
                    continue
                if reading.negated and not _SELF_NEGATED.search(low):
                    holds = not holds
                who = f"{fact.entity.name} " if fact.entity is not None else ""
                hits.append(Hit(holds, fact.eid, None, f"{who}{fact.attr}={value:.1f}%"))
            if not hits:
                return []
            if any(h.ok for h in hits):   # "the disks are busy": one busy disk is enough
                return [decide(index, [h for h in hits if h.ok])]
            if unclear:
                return [unknown("the evidence is in between for what the claim may mean", *(h.eid for h in hits))]
            return [decide(index, hits)]
    return []


def _check_share(reading: Reading, index: FactIndex, share: float, word: str, bound: str | None = None) -> list[Verdict]:
    """"about a quarter full": the used share within 8 points verifies, more than 20 points off refutes.
    "less than half ... in use": below the share verifies, five points past it refutes."""
    facts = _facts(reading, index)
    if not facts:
        return []
    free = word in ("available", "free", "empty", "left")
    hits = []
    for fact in facts:
        used = fact.value
        actual = 100 - used if free else used
        if bound is not None:
            below = bound in ("less than", "under", "below", "at most")
            holds = actual <= share if below else actual >= share
            if holds or abs(actual - share) > 5:
                who = f"{fact.entity.name} " if fact.entity is not None else ""
                hits.append(Hit(holds, fact.eid, None, f"{who}{fact.attr}={used:.1f}% used"))
            continue
        gap = abs(actual - share)
        if gap <= 8 or gap > 20:
            who = f"{fact.entity.name} " if fact.entity is not None else ""
            hits.append(Hit(gap <= 8, fact.eid, None, f"{who}{fact.attr}={used:.1f}% used"))
    if any(h.ok for h in hits):
        return [decide(index, [h for h in hits if h.ok])]
    if not hits or len(hits) < len(facts):
        return [unknown("the evidence is in between for the share the claim states", *(f.eid for f in facts))]
    return [decide(index, hits)]


_SWAPPED_RE = re.compile(r"\b(?:swapped out|paged out|(?:is |are )?in swap)\b")


def _check_swapped(reading: Reading, index: FactIndex) -> list[Verdict] | None:
    """"some memory has been swapped out" holds when swap is in use at all; "nothing has been" when it is not."""
    if not _SWAPPED_RE.search(reading.low) or reading.hedged:
        return None
    used = [f for f in index.qfacts if f.attr == "swap.used" and f.entity is None]
    if not used:
        return None
    some = not reading.negated
    return [decide(index, [Hit((f.value > 0) == some, f.eid, None, f"swap.used={f.value / 2**20:.0f} MiB")
                           for f in used])]
