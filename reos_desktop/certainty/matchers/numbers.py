"""Quantities: sizes (GB and GiB both read), rates, percentages, durations, load averages, PIDs and IDs.

A stated value is bound to the measured quantity it is about: the entity the claim names (or inherits),
the qualifier next to it (free / used / total, "of 31 GiB" is a total) and the words that name the
quantity ("memory", "swap", "cpu", "read"). How far the stated value may be from the measured one follows
the precision the claim states (tolerance.py).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.lexicon import QUALIFIER_GROUPS
from reos_desktop.certainty.matchers import Hit, decide, place_verdicts, unknown
from reos_desktop.certainty.matchers.bit_rates import bits_read_as_bytes, direction_is_explicit
from reos_desktop.certainty.matchers.config_sizes import check_config_size, is_config_size, is_machine_measure
from reos_desktop.certainty.matchers.load_trend import named_window
from reos_desktop.certainty.matchers.measure_context import SIZE_OF_A_THING_RE, after_its_parenthesis, restated_since
from reos_desktop.certainty.matchers.number_context import (EXIT_STATES, INODES_AFTER_RE, INODES_BEFORE_RE, check_zero,
                                                            load_window, one_logged_exit, plain_number_context,
                                                            said_of_the_past)
from reos_desktop.certainty.matchers.other_unit import figure_in_other_unit
from reos_desktop.certainty.matchers.past_readings import earlier_reading, past_reading
from reos_desktop.certainty.matchers.pid_claims import (PLURAL_PROCESSES, mark_pids_in_parens, pid_by_name,
                                                         pid_mistyped, pid_of_same_program, pid_owner_before,
                                                         pid_said_before)
from reos_desktop.certainty.matchers.process_family import check_one_of_several
from reos_desktop.certainty.matchers.quantity_owner import (measure_named_before, owner_of_clause_before,
                                                             restates_share, same_owner_as_whole)
from reos_desktop.certainty.matchers.quantity_qualifier import (is_part_of_total, paren_group, qualifier_is_explicit,
                                                                 qualifier_of, scope_lacks_total)
from reos_desktop.certainty.matchers.quantity_show import age_of, show, who
from reos_desktop.certainty.matchers.superlatives import absent_from_top
from reos_desktop.certainty.matchers.thresholds import threshold_over_others
from reos_desktop.certainty.matchers.tolerance import compare
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

_DIM = {"bytes": "bytes", "rate": "rate", "percent": "percent", "duration": "seconds", "decimal": "number",
        "number": "number", "pid": "pid", "uid": "uid", "gid": "gid"}
_KIND_FOR_WORD = {"disk": "fs", "disks": "fs", "filesystem": "fs", "partition": "fs", "drive": "fs", "volume": "fs",
                  "space": "fs", "storage": "fs", "mount": "fs", "interface": "iface", "nic": "iface",
                  "network": "iface", "traffic": "iface", "bandwidth": "iface", "device": "device", "io": "device",
                  "i/o": "device", "iops": "device", "container": "container", "process": "process"}


def _candidates(reading: Reading, index: FactIndex, dim: str) -> tuple[list[QFact], bool]:
    """Facts this value may be about, and whether the binding is firm enough to contradict."""
    facts = [f for f in index.qfacts if f.dim == dim]
    own = [e for e in reading.own_entities() if e.kind != "host"]   # "corellia has 64 GB": the machine itself
    if dim == "uid" and not any(e.kind == "user" for e in own) and reading.scope("user"):
        own = reading.scope("user")   # "bray: UID 1001, in bastion-users": the UID is the account's, not the group's
    pids = {e.rec.get("main_pid") for e in own if e.kind == "service" and e.rec.get("main_pid")}
    if pids:   # "Jenkins uses 6.1 GiB": the service's main process does
        own += [p for p in index.of_kind("process") if p.rec.get("pid") in pids]
    if own:
        ids = {id(e) for e in own}
        return [f for f in facts if f.entity is not None and id(f.entity) in ids], True
    # a connection's PID is only ever meant by a clause that names the connection's peer
    facts = [f for f in facts if f.entity is None or f.entity.kind != "address"]
    scope = reading.scope()
    bare = [e for e in scope if e.kind in ("process", "container", "service")]
    prev = reading.unit.prev or ""
    if len(bare) == 1 and prev and reading.unit.cell != "paren" and _BARE_MEASURE_RE.match(reading.text) and \
            len(prev.split()) <= 5 and not re.search(r"\b(?:and|plus|together|combined|total|with|its)\b", prev, re.I):
        # "Discord (tom) – 612 MiB": a measure said alone after the item's name is that thing's
        mine = [f for f in facts if f.entity is bare[0]]
        if mine:
            return mine, True
    pids = {e.rec.get("main_pid") for e in scope if e.kind == "service" and e.rec.get("main_pid")}
    inherited = {id(e) for e in scope} | {id(p) for p in index.of_kind("process") if p.rec.get("pid") in pids}
    kinds = {k for w in reading.wordset | reading.context_words for k in [_KIND_FOR_WORD.get(w)] if k}
    out = [f for f in facts if f.entity is None or id(f.entity) in inherited or f.entity.kind in kinds]
    if any(f.entity is not None and id(f.entity) in inherited and (f.words - _QUALIFIER_WORDS) & reading.wordset
           for f in out) and not (reading.wordset | reading.context_words) & _WHOLE_MACHINE_WORDS and \
            not _is_key_line(reading):
        # "Minecraft is using ~2.1 GiB and about 85% CPU": the share is the thing just named's, not the machine's
        out = [f for f in out if f.entity is not None]
    if not out:
        # nothing system-wide of this kind: any measured thing may be meant, too loose to contradict
        return [f for f in facts if f.entity is not None], False
    return out, True



_BARE_MEASURE_RE = re.compile(r"^\W*(?:about|around|roughly|approx\.?|approximately|~|≈)?\s*\d[\d.,]*\s*"
                              r"(?:%|[kmgt]i?b|bytes)\W*$", re.I)


_TOTAL_WORDS = frozenset({"total", "installed", "capacity", "size", "sized", "overall", "whole", "altogether"})


def _part_not_total(reading: Reading, value: Value, chosen: list[QFact], verdict: Verdict) -> Verdict:
    """"Gradle daemon (4.3 GiB)" after a name the evidence does not know, bound to the machine's 31 GiB of memory:
    a figure under two fifths of it, said with no word for memory or a total, is some part's size, not a wrong
    total."""
    if verdict.outcome != "contradicted" or not chosen or not all(f.attr == "memory.total" for f in chosen) or \
            reading.wordset & {"ram", "memory", "swap"}:
        return verdict
    said = value.value * (value.scales[0] if value.scales else 1)
    if said >= 0.4 * min(f.value for f in chosen) or (reading.wordset | set(reading.unit.prev.lower().split())) & _TOTAL_WORDS:
        return verdict
    return unknown(f"{value.text.strip()} is some part's size, not the total it was compared with ({verdict.reason})",
                   *verdict.eids)


def _is_key_line(reading: Reading) -> bool:
    """"CPU: 96% busy": a line led by a label, whose 'clause before' is only that label, not a subject."""
    key = reading.unit.prev.strip().lower()
    return bool(key) and reading.unit.parse.strip().lower().startswith(key + ":")


def _score(fact: QFact, reading: Reading, near: set[str]) -> float:
    return 2 * len(fact.words & near) + len(fact.words & reading.wordset) + 0.5 * len(fact.words & reading.context_words)


_WHOLE_MACHINE_WORDS = frozenset("overall total system machine whole host box everything altogether combined "
                                 "server laptop".split())
_CAPACITY_WORDS = frozenset({"link", "plan", "negotiated", "capacity", "contract", "tariff", "subscription"})


def check_quantities(reading: Reading, index: FactIndex) -> list[Verdict]:
    verdicts = check_zero(reading, index)
    mark_pids_in_parens(reading, index)
    placed, last = len(verdicts), None
    for value in reading.values:
        placed, last = place_verdicts(verdicts, placed, last), value   # what the last value decided stands where it stands
        if value.kind not in _DIM or not reading.value_free(value):
            continue
        dim = _DIM[value.kind]
        if value.kind in ("decimal", "number") and not plain_number_context(reading, value, index):
            continue
        if load_window(reading, value):
            reading.take(value)   # "over 1, 5 and 15 minutes": the windows of the load averages
            continue
        if value.kind == "duration" and (re.match(r"\s*(later|after|earlier|before|apart)\b", reading.text[value.end:])
                                         or re.search(r"\b(?:last|past|previous|next|within|every)\s+$",
                                                      reading.text[max(0, value.start - 12):value.start].lower())):
            reading.take(value)   # "a minute later", "in the last 12 hours": a gap or a window, not a measure
            continue
        reading.take(value)
        if INODES_AFTER_RE.match(reading.low, value.end) or INODES_BEFORE_RE.search(reading.low[:value.start]):
            verdicts.append(unknown(f"{value.text.strip()} counts inodes, which the evidence does not measure"))
            continue   # "100% inodes", "1% inode usage": not the share of the space
        if dim == "bytes" and is_config_size(reading, value) and not is_machine_measure(reading, value):
            verdicts.append(check_config_size(reading, index, value))
            continue
        if dim == "bytes" and (thing := SIZE_OF_A_THING_RE.match(reading.low[value.end:])) and \
                re.search(r"\ban?\s+(?:~|about\s+|roughly\s+|nearly\s+)?$", reading.low[:value.start]):
            # "a 150 GB install won't fit there": the size of something to come, not of the disk
            verdicts.append(unknown(f"{value.text.strip()} is the size of that {thing.group(1)}, which no evidence measures"))
            continue
        one_of = check_one_of_several(reading, index, value, dim)
        if one_of is not None:   # "a content process at 1.3 GiB": any process of that program may be meant
            verdicts.append(one_of)
            continue
        absent = absent_from_top(reading, index, value, dim)
        if absent is not None:
            verdicts.append(absent)
            continue
        threshold = threshold_over_others(reading, value)
        if threshold is not None:   # "Nothing else uses more than 1 GiB": not a total to compare
            verdicts.append(threshold)
            continue
        logged_exit = one_logged_exit(reading, index, value) if dim == "number" and (
            reading.subject_unknown or not reading.scope()) else None
        if logged_exit is not None:   # "the unit failed (exit status 1)" when the logs hold one unit's exit
            verdict = _judge(reading, index, value, dim, logged_exit, True)
            if verdict.outcome in ("verified", "contradicted"):   # the exit itself is logged, whatever its status
                reading.used_states.update(i for i, s in enumerate(reading.states) if s.state in EXIT_STATES)
            verdicts.append(verdict)
            continue
        if reading.subject_unknown:
            verdicts.append(unknown(f"{value.text.strip()} is said of something the evidence does not name"))
            continue
        if dim == "rate" and reading.wordset & _CAPACITY_WORDS:
            # "the Wi-Fi link is 300 Mbit/s", "the 500 Mbit/s plan": a capacity, which traffic rates do not measure
            verdicts.append(unknown(f"{value.text.strip()} is a link speed or plan, which the evidence does not show"))
            continue
        if dim == "pid" and (value.extra.get("listed") or reading.wordset & PLURAL_PROCESSES):
            sibling = pid_of_same_program(reading, index, int(value.value))
            if sibling is not None:   # "two workers (20331, 20332)" beside "the master (PID 1402)"
                verdicts.append(sibling)
                continue
        said_pid = pid_said_before(reading, value) if dim in ("percent", "bytes") else None
        owner = [p for p in index.of_kind("process") if p.rec.get("pid") == said_pid] if said_pid else []
        if said_pid and not owner:
            # "PID 48811 is at ~96% CPU" with no such process listed: its measure, never the machine's
            verdicts.append(unknown(f"no process with PID {said_pid} in the evidence"))
            continue
        named = [e for e in reading.own_entities() if e.kind == "process"]
        if owner and named and not any(o is e for o in owner for e in named):
            owner = []   # "node-red - PID 2205 - 3.1%" with 2205 another program's: the share is node-red's
        cands, firm = _candidates(reading, index, dim)
        if dim == "pid":   # "sshd and auditd (PID 1090)": the PID of the name it stands after
            ids = {id(e) for e in pid_owner_before(reading, value)}
            mine = [f for f in index.qfacts if f.dim == dim and f.entity is not None and id(f.entity) in ids]
            cands, firm = (mine, True) if mine else (cands, firm)
        if owner:   # "PID 48811 is at ~96% CPU": that process's measure
            mine = [f for f in index.qfacts if f.dim == dim and f.entity is not None and f.entity in owner]
            cands, firm = (mine, True) if mine else (cands, firm)
        if dim == "pid" and cands and value.text in index.text_numbers() and \
                not any(f.value == value.value for f in cands):
            # "(PID 4988)" of a process a log line names, not one of those running now; but "main PID 88214"
            # of a service is its unit's main PID, whatever else a log line numbers so
            cands = [f for f in cands if "main" in f.words] if "main" in reading.wordset else []
        if not cands and dim == "pid":
            named = pid_by_name(reading, index, int(value.value))
            if named is not None:
                verdicts.append(named)
                continue
        if not cands:
            if (dim in ("pid", "uid", "gid") and value.text in index.text_numbers()) or \
                    (dim in ("percent", "bytes", "seconds") and re.sub(r"[^\d.]", "", value.text) in index.text_numbers()):
                reading.quoted_values = True
                continue   # "(PID 4988)", "at 91%" quoted from a log line: the log matcher decides the sentence
            verdicts.append(unknown(f"no evidence for {value.text.strip()}"))
            continue
        all_cands = list(cands)
        if dim == "percent" and value.value > 100:
            # "nearly 300% CPU": only a process's CPU time (a share of one core) goes past 100%; the machine's
            # overall CPU, memory and disk shares never do
            cands = [f for f in cands if f.value > 100 or f.attr == "cpu_percent"]
            if not cands:
                verdicts.append(unknown(f"no share in the evidence can be {value.text.strip()}"))
                continue
        qual = qualifier_of(reading, value)
        pinned = False
        if dim == "percent" and restates_share(reading):
            owned = owner_of_clause_before(reading, index, cands)
            pinned, cands = owned is not cands, owned
        scoped = {id(e) for e in reading.scope()}
        if qual is None and dim == "bytes" and any(f.qual == "total" for f in cands) and \
                not is_part_of_total(reading, value) and not paren_group(reading.text, value.start) and \
                not scope_lacks_total(cands, scoped):
            qual = "total"   # "the root partition is 931 GiB", "64 GB of RAM": a size with no qualifier is the whole
        elif qual is None and is_part_of_total(reading, value):
            cands = [f for f in cands if f.qual != "total"] or cands   # "312 of 500 GiB": the part is not the whole
        if dim == "bytes" and is_part_of_total(reading, value):
            owned = same_owner_as_whole(reading, index, value, dim, cands)
            pinned, cands = owned is not cands, owned
        if not pinned and dim in ("bytes", "percent") and not reading.scope() and qualifier_is_explicit(reading, value) \
                and not _names_the_measure(reading, cands):
            owned = measure_named_before(reading, index, cands)   # "16 GB of RAM; about 1.5 GiB is available"
            pinned, cands = owned is not cands, owned
        if qual:
            with_qual = [f for f in cands if f.qual == qual]
            if with_qual:
                cands = with_qual
                if not firm and _filesystem_amounts(reading, index, dim, qual, value) == with_qual:
                    firm = pinned = True   # only filesystems have that amount: one of theirs is meant
            elif any(f.qual for f in cands) and dim in ("bytes", "percent"):
                cands = _filesystem_amounts(reading, index, dim, qual, value)
                if not cands:
                    verdicts.append(unknown(f"no evidence for the {qual} amount {value.text.strip()}"))
                    continue
                pinned = True   # only filesystems have that amount: one of theirs is meant
        elif dim == "percent" and not reading.wordset & _FREE_WORDS and any(f.qual != "free" for f in cands):
            # "the root filesystem is at about 55%": a share said bare is the part in use, not what is left
            cands = [f for f in cands if f.qual != "free"]
        since = restated_since(reading, cands) if dim == "seconds" and not pinned else []
        if since:   # "up since 28 January at 06:12 — so roughly 31 days": how long since that start
            cands, pinned = since, True
        window = named_window(reading, value.start, value.end) if all(f.attr.startswith("load.") for f in cands) else None
        if window is not None and any(f.attr == f"load.{window}m" for f in cands):
            cands, pinned = [f for f in cands if f.attr == f"load.{window}m"], True   # "the 1-minute load is 1.75"
        elif window is None and cands and all(f.attr.startswith("load.") for f in cands) and \
                any(f.attr == "load.1m" for f in cands) and _one_load_figure(reading):
            # "Load average is 6.1": one figure said bare is the first of the three, the last minute's
            cands, pinned, window = [f for f in cands if f.attr == "load.1m"], True, 1
        near = set(reading.near_words(value.start, value.end, 4 if len(reading.toks) > 8 else 8))
        near -= after_its_parenthesis(reading, value)   # "2.5 GiB available (~68% used) and no swap"
        scores = [(_score(f, reading, near), f) for f in cands]
        top = max(s for s, _ in scores)
        chosen = [f for s, f in scores if s == top]
        fresh_attrs = {f.attr for f in chosen if not index.is_stale(f.eid, f.field)}
        chosen = [f for f in chosen if f.attr not in fresh_attrs or not index.is_stale(f.eid, f.field)]   # fresh wins
        strong = firm and (top >= 1 or len({f.attr.split("(")[0] for f in chosen}) == 1 and dim != "seconds"
                           or _all_wrong_for_one_thing(reading, index, value, dim, chosen)) and \
            (_names_the_measure(reading, chosen) or pinned)   # a duration must say what lasted ("up", "active for")
        strong = strong or (bool(since) and firm) or pid_mistyped(reading, index, value, dim, chosen)
        verdict = _judge(reading, index, value, dim, chosen, strong)
        verdict = _part_not_total(reading, value, chosen, verdict)
        if verdict.outcome == "unknown" and _wrong_for_every_machine_measure(reading, index, value, dim, chosen):
            verdict = decide(index, [Hit(False, f.eid, f.field, f"{f.attr}={show(f.value, dim)}") for f in chosen])
        if verdict.outcome == "unknown" and dim == "bytes":
            verdict = figure_in_other_unit(reading, index, value, chosen, age_of, who, show) or verdict
        if verdict.outcome != "verified" and dim in ("bytes", "percent", "rate"):
            verdict = past_reading(reading, index, value, dim, cands) or verdict
        if verdict.outcome == "contradicted" and dim in ("bytes", "percent", "rate") and said_of_the_past(reading, value):
            # "25 minutes ago there was ~21 GiB available": the reading of now says nothing about then
            verdict = unknown(f"{value.text.strip()} is said of an earlier time than the reading", *verdict.eids)
        if verdict.outcome == "contradicted":   # "## Earlier reading / - Available: 13.5 GiB"
            verdict = earlier_reading(reading, index, value, dim, chosen, all_cands) or verdict
        if verdict.outcome == "unknown" and dim == "rate":   # "118 Mbit/s" copied from 118 MB/s
            verdict = bits_read_as_bytes(value, chosen, all_cands, index, compare, age_of) or verdict
        if verdict.outcome == "contradicted" and not qualifier_is_explicit(reading, value) and \
                not (dim == "rate" and direction_is_explicit(reading, value, chosen)):
            # a value that matches another measure of the same thing was probably bound to the wrong one
            other = [f for f in all_cands if f not in chosen and compare(value, f.value, dim, age_of(index, f.eid))[0]
                     and (qual is None or f.qual in (None, qual))]
            if other and window is not None:
                pass   # the window the claim names was read: another window's average does not make it true
            elif other and all(f.attr.startswith("load.") for f in chosen + other):
                # "load 6.2, 5.8 and 4.9": the three averages in order; any of them may be meant
                verdict = decide(index, [Hit(True, other[0].eid, other[0].field, f"{other[0].attr}={other[0].value:g}")])
            elif other:
                verdict = unknown(f"{value.text.strip()} matches {who(other[0])}{other[0].attr}="
                                  f"{show(other[0].value, dim)}, not {verdict.reason}", *verdict.eids)
        elif verdict.outcome == "verified" and dim == "seconds":
            _mark_up_states(reading, chosen)
        elif verdict.outcome == "verified" and dim == "percent":
            _mark_idle_states(reading, chosen)
        if verdict.outcome == "verified" and any(f.attr == "exit_code" and f.entity is not None and
                                                 f.entity.kind == "log_unit" for f in chosen):
            # "It exited with status 1": the exit the status was logged with is the event the state word tells
            reading.used_states.update(i for i, s in enumerate(reading.states) if s.state in EXIT_STATES)
        if verdict.outcome != "verified" and dim == "bytes" and _said_by_a_log_line(index, value):
            reading.quoted_values = True   # "about 4 GB (anon-rss:4123456kB)": the size a log line gives
            continue
        verdicts.append(verdict)
    place_verdicts(verdicts, placed, last)
    return [v for v in verdicts if v is not None]


def _said_by_a_log_line(index: FactIndex, value: Value) -> bool:
    return any(compare(value, size, "bytes")[0] for size in index.log_sizes())


def _judge(reading: Reading, index: FactIndex, value: Value, dim: str, chosen: list[QFact], strong: bool) -> Verdict:
    """Per attribute, agreement across items; any attribute that agrees verifies (the binding may be loose)."""
    by_attr: dict[str, list[Hit]] = {}
    near_misses = []
    for fact in chosen:
        agrees, wrong = compare(value, fact.value, dim, age_of(index, fact.eid), fact.attr == "memory.total")
        detail = f"{who(fact)}{fact.attr}={show(fact.value, dim)}"
        if agrees or wrong:
            by_attr.setdefault(f"{who(fact)}{fact.attr}", []).append(Hit(agrees, fact.eid, fact.field, detail))
        else:
            near_misses.append(fact)
    results = [v for hits in by_attr.values() if (v := decide(index, hits, contradict=strong)) is not None]
    for outcome in ("verified", "conflicting"):
        found = [v for v in results if v.outcome == outcome]
        if found:
            return found[0]
    if results and not near_misses and all(v.outcome == "contradicted" for v in results):
        return results[0]
    if strong and near_misses and not results and _one_measure(near_misses, value) and \
            not _round_share(value, dim):
        # the one measure the claim names, read outside the rounding the claim states: the claim is wrong
        return decide(index, [Hit(False, f.eid, f.field, f"{who(f)}{f.attr}={show(f.value, dim)}")
                              for f in near_misses])
    shown = ", ".join(f"{who(f)}{f.attr}={show(f.value, dim)}" for f in chosen[:2])
    return unknown(f"{value.text.strip()} does not match {shown} closely enough", *dict.fromkeys(f.eid for f in chosen))


_SUM_WORDS = frozenset({"altogether", "combined", "together", "overall", "total", "sum", "between", "across"})


def _filesystem_amounts(reading: Reading, index: FactIndex, dim: str, qual: str, value: Value) -> list[QFact]:
    """"that one is 73% full with about 740 GB free": a free or used amount of bytes said of nothing the clause
    names, where only filesystems have such an amount, is one of theirs. A bound ("less than 100 GB left") may
    hold for a small partition, and a sum ("altogether 14 TiB is used") is of several: neither is read so."""
    if dim != "bytes" or qual not in ("free", "used") or value.approx not in (None, "", "about") or \
            reading.wordset & _SUM_WORDS:
        return []
    amounts = [f for f in index.qfacts if f.dim == dim and f.qual == qual]
    return amounts if amounts and all(f.entity is not None and f.entity.kind == "fs" for f in amounts) else []


def _one_load_figure(reading: Reading) -> bool:
    """A clause that gives the load as one figure, with no window, no trend and no other load figure."""
    figures = [v for v in reading.values if v.kind in ("decimal", "number")]
    # the word in the clause's own characters: a key line cut into "0.52, | 0.61, | 0.70" lends each piece its key
    return len(figures) == 1 and "load" in reading.unit.text.lower() and not re.search(r"\b(?:average[sd]?\s+(?:over|across)|rising|falling|climbing|"
                                               r"dropping|trend|peak|peaked|up from|down from|since)\b", reading.low)


def _one_measure(facts: list[QFact], value: Value) -> bool:
    """Are the facts one measure: one attribute of one thing, or several that read the same ("uptime" and
    "boot.duration" both 1080 h)? For those, a value stated exactly ("Uptime: 54 days") or as a bound ("just
    over 4 days") is held to them; a rounded one ("about 4 days" after 76 hours) only when far off, by two
    fifths or more ("up about 2 days" after 26 hours)."""
    if len({f"{who(f)}{f.attr}" for f in facts}) == 1:
        return True
    values = [float(f.value) for f in facts]
    same = min(values) > 0 and max(values) <= min(values) * 1.01
    if not same or value.approx in (None, "justover", "over", "atleast", "under", "atmost", "nearly"):
        return same
    said = value.value * (value.scales[0] if value.scales else 1)
    return said > 0 and max(said / min(values), max(values) / said) >= 1.4


def _round_share(value: Value, dim: str) -> bool:
    """"about 40%": a round share may be rounded wider than its digits say (44% is "about 40%" to some)"""
    return dim == "percent" and value.approx == "about" and value.value % 5 == 0


_FREE_WORDS = frozenset(QUALIFIER_GROUPS["free"] | {"headroom", "empty", "room"})
_QUALIFIER_WORDS = frozenset(w for words in QUALIFIER_GROUPS.values() for w in words) | {"up", "for", "since"}


_MACHINE_WORDS = frozenset("system machine server host box computer pc laptop workstation desktop nas vps router "
                           "node pi notebook appliance".split())
# "you've been up for 5 days", said to the machine's user of the machine: up is only ever the machine's uptime
_ADDRESSEE_WORDS = frozenset({"you", "you've", "youve", "you're", "youre"})


def _names_the_measure(reading: Reading, facts: list[QFact]) -> bool:
    """Firm enough to contradict only when the claim names the thing measured ("memory", "swap", "/", "nginx"),
    not just a qualifier: "about 90 GiB is still free" alone could be memory or a disk."""
    if any(f.entity is not None for f in facts) and reading.scope():
        return True
    words = reading.wordset | reading.context_words
    if any(f.attr in ("uptime", "boot.duration") for f in facts) and "up" in words and \
            (words & _MACHINE_WORDS or reading.own_entities("host") or reading.wordset & _ADDRESSEE_WORDS or
             re.match(r"\W*it\b", reading.low) and all(e.kind == "host" for e in reading.scope())):
        # "the system has been up for 2 days", "It has been up for about 12 days" after a clause about the host
        # (or none): up, said of the machine, is its uptime
        return True
    return any((f.words - _QUALIFIER_WORDS) & words for f in facts) or any(f.entity is not None and
                                                                            set(f.entity.names) & words for f in facts)


def _mark_idle_states(reading: Reading, facts: list[QFact]) -> None:
    """"CPU is mostly idle at 9.5%", "sda is nearly idle (2% busy)": the state word is what the low share says."""
    if facts and all(f.value <= 20 and (f.attr in ("cpu.percent", "busy") or f.attr.endswith("busy")) for f in facts):
        reading.used_states.update(i for i, s in enumerate(reading.states) if s.word.lower() == "idle")


def _mark_up_states(reading: Reading, facts: list[QFact]) -> None:
    """"up for 2 hours", "down for about 3 hours": the state word is part of the duration just verified."""
    if any(f.attr in ("uptime", "up") or f.attr.endswith(".duration") for f in facts):
        reading.used_states.update(i for i, s in enumerate(reading.states) if s.state in ("running", "active"))
    if any(f.attr == "down" for f in facts):
        reading.used_states.update(i for i, s in enumerate(reading.states) if s.state in EXIT_STATES)


def _wrong_for_every_machine_measure(reading: Reading, index: FactIndex, value: Value, dim: str,
                                     chosen: list[QFact]) -> bool:
    """"with roughly 75 GiB available" when memory has 66 GiB available and swap none: a size with its own
    qualifier, said of nothing in particular, is one of the machine's measures of that kind; far from every one
    of them, it is wrong whichever was meant."""
    if dim not in ("bytes", "percent") or not chosen or reading.hedged or reading.scope():
        return False
    if reading.wordset & {"its", "their", "his", "her", "another", "each", "one", "per", "some"}:
        return False   # "one of its processes is using another ~42%": a thing of its own, unnamed
    if any(f.entity is not None for f in chosen) or not qualifier_is_explicit(reading, value):
        return False
    return all(compare(value, f.value, dim, age_of(index, f.eid))[1] for f in chosen)


def _all_wrong_for_one_thing(reading: Reading, index: FactIndex, value: Value, dim: str, chosen: list[QFact]) -> bool:
    """"eth0 sends 10 MB/s" when its rx, tx and total are 38, 41 and 79: whichever the claim meant, it is wrong."""
    if dim in ("seconds",) or not chosen or any(f.entity is None for f in chosen):
        return False
    if len({id(f.entity) for f in chosen}) != 1:
        return False
    before = [m for m in reading.mentions if not m.inherited and m.end <= value.start]
    if not before or not any(id(e) == id(chosen[0].entity) for e in before[-1].entities):
        return False   # the thing named right before the value is the one measured
    return all(compare(value, f.value, dim, age_of(index, f.eid))[1] for f in chosen)
