"""The fallback verifier: a claim no specific matcher settled is verified when ONE evidence record says all of it.

Specific matchers know what a sentence shape means; the long tail of phrasings defeats them, and a plain
statement they cannot place ("ixdb runs postgres 16.6", "smartd noted the temperature going from 38 to 41 °C")
is left unsupported although the evidence says exactly that. This check asks for something simpler and
stricter instead of understanding the sentence: every checkable token of the claim — each value (numbers
with their units within the precision the claim states, versions, addresses, ports, PIDs, times), each name
(linked to the evidence or name-shaped), each state word — is found in one record (records.py) of one fresh
item, a state word in that record's state field. Claims that say more than co-occurrence can show are never
verified this way: negations, guesses, comparisons, superlatives, counts and quantifiers, explanations,
orderings, changes, and any content word the record does not carry and that is not neutral wording.

It only ever turns "unsupported" into "verified"; it never contradicts anything.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.lexicon import FILLER_WORDS, KIND_NOUNS, STOPWORDS
from reos_desktop.certainty.records import Record, build_records, records_with, tokens_of
from reos_desktop.certainty.values import Value, parse_values

# Words that make a claim more than "these things go together".
_BLOCK = frozenset("""
not no never none nothing nobody neither nor without zero cannot can't isn't aren't wasn't weren't doesn't don't didn't
hasn't haven't hadn't won't
more less fewer than higher lower above below over under exceeds exceeded exceeding greater bigger smaller larger
faster slower newer older earlier later before after outnumber outnumbers ahead behind
increase increased increases increasing decrease decreased decreases decreasing grew grown grow grows rose
risen rise rises fell fall falls dropped drop drops doubled halved twice triple tripled spike spiked spikes jumped
most least highest lowest largest smallest biggest top heaviest busiest greatest maximum minimum max min peak
first last latest newest oldest recent recently previous next second third
all every each both only just total sum combined together altogether overall count number numbers many several
few any another other others rest remaining majority half entire whole
because due cause caused causes causing reason since so therefore thus hence means meaning explains explain
result resulting led leads lead triggered trigger triggers why blame blamed responsible
will would should could might may must need needs needed recommend suggest likely probably possibly perhaps
usually always typically normally often sometimes rarely again repeatedly still anymore longer yet already
instead unlike same different differs mismatch
""".split())
# Wording that says nothing a record must carry.
_NEUTRAL = frozenset("""
is are was were be been being am has have had do does did 's 're it it's its they their them this that these those
the a an of on in at by for from to with as and or but via per into onto out up
uses use using used runs run running holds holding hold shows show showing says reports reported listed lists
named called labelled labeled set configured bound binds listens listen listening serves serving exposes exposed
publishes published mapped maps points pointing owned owns owner belongs belonging started starts
which who whose where there here currently right now today presently
image images version versions port ports address addresses ip ipv4 ipv6 pid pids user users group groups
memory ram cpu cores core disk disks size rss resident mount mounted mountpoint filesystem device devices
process processes service services unit units container containers pod pods node nodes package packages
log logs line lines entry entries message messages file files path job jobs
status state value values field time times at am pm utc gmt
""".split()) | STOPWORDS | FILLER_WORDS | frozenset(KIND_NOUNS)


def corroborate(reading, index: FactIndex) -> Verdict | None:
    """A verified verdict when one fresh record says every checkable part of the claim, else None.

    A claim naming several things with what each has ("ixdb (postgres 16.6), ixcache (valkey 8) and mailpit
    are all running") is read distributively: each thing with its own values in a record of its own, the
    shared state and wording in every one of them."""
    if reading.hedged or reading.negated or reading.superlative or reading.unit.cause \
            or reading.listing_claim or reading.counted or reading.quantifier == "none":
        return None
    words = set(re.findall(r"[a-z0-9']+", reading.low))
    blocked = words & _BLOCK
    if blocked - _DISTRIBUTIVE or "?" in reading.text:
        return None
    values = list(reading.values)
    if any(v.kind in ("count", "duration") or v.approx in ("over", "under", "atleast", "atmost", "nearly", "justover")
           for v in values):
        return None
    own = [m for m in reading.mentions if not m.inherited]
    inherited = [m for m in reading.mentions if m.inherited]
    names = sorted([(m.start, m.word) for m in own] + [(t.start, t.low) for t in reading.unknown])
    states = [s for s in reading.states if s.state not in ("fine",)]
    if any(s.negated for s in reading.states):
        return None
    covered = _covered_spans(reading, values, own, states)
    leftover = [t.low for t in reading.toks if not any(a <= t.start < b for a, b in covered)
                and t.low not in _NEUTRAL and t.low not in _DISTRIBUTIVE and not re.fullmatch(r"[\W\d_]+", t.low)]
    header = _header_field(reading)
    # a subject carried from the clause before anchors the record but is not one of the parts that must agree
    enough = len(values) + len(names) + len(states) >= 2 and bool(names or inherited)
    if not blocked and (enough or (header and len(values) == 1 and not names and not states)):
        rec = _one_record(reading, index, values, [w for _, w in names], inherited, states, leftover, header)
        if rec is not None:
            return Verdict("verified", (rec.eid,), f"{_label(index, rec)}: one record says all of it "
                                                   f"({_said(names, values, states)})")
    groups = _groups(reading, names, values)
    if groups is None:
        return None
    found: list[Record] = []
    for group_names, group_values in groups:
        rec = _one_record(reading, index, group_values, group_names, [], states, leftover, None)
        if rec is None:
            return None
        found.append(rec)
    eids = tuple(dict.fromkeys(r.eid for r in found))
    return Verdict("verified", eids, f"{_label(index, found[0])}: each thing named has a record that says its part "
                                     f"({_said(names, values, states)})")


_DISTRIBUTIVE = frozenset({"all", "both", "each"})


def _said(names, values, states) -> str:
    return ", ".join([w for _, w in names] + [v.text for v in values] + [s.word for s in states])[:90]


_LIST_SEP_RE = re.compile(r"\s*(?:,\s*(?:and\s+)?|;\s*|\s+and\s+|\s+/\s+)")


def _groups(reading, names: list[tuple[int, str]], values: list[Value]) -> list[tuple[list[str], list[Value]]] | None:
    """The parts of a list ("22 (sshd), 6817 (slurmctld)", "Postgres 5432 and Valkey 6379"), each with the
    names and values written in it; None unless every part names a thing and there are two parts or more."""
    if len(names) < 2:
        return None
    cuts = [0] + [m.end() for m in _LIST_SEP_RE.finditer(reading.text)] + [len(reading.text) + 1]
    out = []
    for a, b in zip(cuts, cuts[1:]):
        part_names = [w for start, w in names if a <= start < b]
        part_values = [v for v in values if a <= v.start < b]
        if part_values and not part_names:
            return None   # a value whose thing the list does not name
        if part_names:
            out.append((part_names, part_values))
    return out if len(out) >= 2 else None


def _header_field(reading) -> str | None:
    """The column header of a table cell ("| PID |" over "40211"): the field its value must sit in."""
    if reading.unit.cell not in ("key", "value") or not reading.unit.context:
        return None
    words = re.findall(r"[a-z%]+", reading.unit.context.lower())
    return words[-1] if words else None


_ACCOUNT_CLAIM_RE = re.compile(r"\b(?:groups?|members?|membership|uid|gid|login\s+shell|sudoers?)\b")
_ACCOUNT_PATH_RE = re.compile(r"(?:users|groups)\b")


def _one_record(reading, index, values, names, inherited, states, leftover, header) -> Record | None:
    # only records carrying the first name can hold all of the claim (thousands of package rows stay unread)
    if names:
        pool = records_with(index, names[0]) or [r for part in sorted(tokens_of(names[0]))[:1]
                                                 for r in records_with(index, part)]
    elif inherited:
        pool = list({id(r): r for m in inherited for e in m.entities for n in e.names
                     for r in records_with(index, n)}.values())
    else:
        pool = build_records(index)
    accounts = _ACCOUNT_CLAIM_RE.search(reading.low) is not None
    for rec in pool:
        if accounts and not _ACCOUNT_PATH_RE.match(rec.path):
            continue   # "`ubuntu` is in the docker group": only account and group records can say membership
        if _says_all(rec, reading, index, values, names, inherited, states, leftover) and \
                (header is None or names or states or _in_field(rec, values[0], header, index)):
            return rec
    return None


def _in_field(rec: Record, value: Value, header: str, index: FactIndex) -> bool:
    """A lone value in a table cell counts only when the column names the field that holds it."""
    keys = [k for k, _ in rec.numbers if header in k.split("_")]
    return bool(keys) and any(actual == value.value for k, actual in rec.numbers if k in keys) if \
        value.kind in ("number", "pid", "port") else header in rec.keys and _value_in(rec, value, index)


def _covered_spans(reading, values, own, states) -> list[tuple[int, int]]:
    spans = [(v.start, v.end) for v in values] + [(m.start, m.end) for m in own] + [(s.start, s.end) for s in states]
    spans += [(t.start, t.end) for t in reading.unknown]
    return spans


def _says_all(rec: Record, reading, index, values: list[Value], names: list[str], inherited, states,
              leftover: list[str]) -> bool:
    vocab = rec.words | rec.keys
    for name in names:
        if name not in vocab and not (tokens_of(name) and tokens_of(name) <= vocab):
            return False
    if inherited and not names:
        if not any(n in rec.words for m in inherited for n in {m.word, *[x for e in m.entities for x in e.names]}):
            return False
    for state in states:
        if state.state not in rec.states and state.word not in rec.states and \
                not (state.state == "listening" and "listening" in rec.keys) and \
                not (state.state in ("installed", "present") and rec.keys & {"installed", "packages"}):
            return False
    for value in values:
        if not _value_in(rec, value, index):
            return False
    if not _measures_apart(rec, values):
        return False
    for word in leftover:
        if word not in vocab and not any(w.startswith(word[:5]) for w in vocab if len(word) >= 5):
            return False
    return True


_DIM_KEYS = {"bytes": ("bytes", "size", "rss", "memory", "capacity", "storage", "limit", "request"),
             "rate": ("per_s", "_ps", "rate", "bps"), "percent": ("percent", "pct", "util", "usage", "busy"),
             "port": ("port",), "pid": ("pid",), "uid": ("uid",), "gid": ("gid",)}


def _value_in(rec: Record, value: Value, index: FactIndex) -> bool:
    from reos_desktop.certainty.matchers.tolerance import compare
    from reos_desktop.certainty.matchers.times import _matches
    from reos_desktop.versions import version_prefix_matches

    kind = value.kind
    if kind in ("bytes", "rate", "percent"):
        for key, actual in rec.numbers:
            if any(k in key for k in _DIM_KEYS[kind]) and compare(value, actual, kind)[0]:
                return True
        for text in rec.strings:   # "100Gi", "Up 2 days", "91%"
            for parsed in parse_values(text):
                if parsed.kind == kind:
                    actual = parsed.value * (parsed.scales[0] if parsed.scales else 1.0)
                    if compare(value, actual, kind)[0]:
                        return True
        return False
    if kind in ("port", "pid", "uid", "gid", "number"):
        target = float(value.value)
        keys = _DIM_KEYS.get(kind)
        if any(actual == target and (keys is None or any(k in key for k in keys)) for key, actual in rec.numbers):
            return True
        return str(int(target)) in _numbers_in(rec) if target == int(target) else False
    if kind == "decimal":
        if any(abs(actual - value.value) < value.step / 2 for _, actual in rec.numbers):
            return True
        return value.text in rec.words or any(version_prefix_matches(w, value.text) for w in rec.words
                                              if w[:1].isdigit())
    if kind == "version":
        stated = value.text.lower().lstrip("v")
        return any(version_prefix_matches(w, stated) for w in rec.words if w[:1].isdigit() or w[:1] == "v")
    if kind in ("address", "mac"):
        return str(value.value).lower() in rec.words or any(w.split("/")[0] == str(value.value).lower()
                                                            for w in rec.words)
    if kind in ("time", "date", "datetime", "ago"):
        return any(_matches(value, when, index.now)[0] for when in rec.times)
    return False


def _measures_apart(rec: Record, values: list[Value]) -> bool:
    """"a 2 TB disk with 1.9 TB used" is two amounts: the record must hold two, not one total that both round
    to. Every size, rate or share the claim states is given a number of its own in the record."""
    from reos_desktop.certainty.matchers.tolerance import compare

    taken: set[int] = set()
    for value in sorted((v for v in values if v.kind in ("bytes", "rate", "percent")), key=lambda v: v.start):
        fits = [i for i, (key, actual) in enumerate(rec.numbers)
                if i not in taken and any(k in key for k in _DIM_KEYS[value.kind]) and compare(value, actual, value.kind)[0]]
        if fits:
            taken.add(fits[0])
        elif any(i in taken for i, (key, actual) in enumerate(rec.numbers)
                 if any(k in key for k in _DIM_KEYS[value.kind]) and compare(value, actual, value.kind)[0]):
            return False   # only a number another value of the claim already stands for
    return True


def _numbers_in(rec: Record) -> set[str]:
    out = set()
    for w in rec.words:
        out.update(re.findall(r"(?<![\d.])\d+(?![\d.])", w))
    return out


def _label(index: FactIndex, rec: Record) -> str:
    item = index.items.get(rec.eid)
    return item.label() if item else rec.eid

