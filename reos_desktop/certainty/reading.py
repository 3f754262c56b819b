"""Reading one claim: the things it names, the values and states it states, and how it states them.

A `Reading` is what every matcher works from. Names are linked to evidence entities through the fact
index's vocabulary (so the evidence itself says which words are names); ordinary English words that are
also package or group names ("file", "time", "users") only count when the sentence says what kind of
thing they are or sets them as code. A clause without a subject of its own ("it is listening on port 80",
"Status: active") takes the subject of the clause before it or of its heading, lead-in or table row
(subject_inheritance.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reos_desktop.certainty.claims import ClaimUnit
from reos_desktop.certainty.facts import Entity, FactIndex
from reos_desktop.certainty.located_pods import described_pods, located_pods
from reos_desktop.certainty.names import pid_named, program_text
from reos_desktop.certainty.lexicon import (
    COMMON_WORDS, HEDGE_PHRASES, HEDGE_WORDS, KIND_NOUNS, NEGATIONS, PREDICATE_WORDS, QUALIFIER_OF, STATE_PHRASES,
    STOPWORDS, SUPERLATIVE_MAX, SUPERLATIVE_MIN, UNIVERSAL_NEGATIVE, UNIVERSAL_POSITIVE,
)
from reos_desktop.certainty.text import Token, tokens
from reos_desktop.certainty.state_words import State, _cell_states, _header_marked, _mark_states, _states  # noqa: F401 (State is re-exported)
from reos_desktop.certainty.values import Value, parse_values

_GUARDED_KINDS = frozenset({"package", "user", "group", "image", "address", "fs", "host", "file", "namespace",
                            "unit_file"})
# "may now have", "may need": the modal, not the month ("since May 3", "in May")
# ("X may only log in with a key", "may mount" grant a permission: not a guess)
_MAY_RE = re.compile(r"\bmay\s+(?:now\s+|also\s+|still\s+|well\s+|even\s+)?(?:be|have|need|cause|explain|indicate|mean|"
                     r"point|fail|lead|affect|happen|contain|differ|require|come|stem|result|interfere|conflict|"
                     r"crash|run out|hold|block|prevent|slow|trigger|reflect)\b")
def _reported_words(low: str) -> set[str]:
    """"Postgres suggests raising max_wal_size": a program's advice reported, not the answer's own guess."""
    return {"suggests", "suggest"} if re.search(r"\bsuggests?\s+(?:\w+ing|to|that you)\b", low) and \
        not re.search(r"\b(?:this|that|which|it|what)\s+suggests?\b", low) else set()


_KILLED_RE = re.compile(r"\b(?:killed|terminated|oom[- ]?kill(?:ed|er)?|reaped|segfaulted|was killed)\b", re.I)
NAME_RE = re.compile(r"^[a-z0-9][a-z0-9._@+:-]*$", re.I)


@dataclass
class Mention:
    word: str
    start: int
    end: int
    entities: list[Entity]
    inherited: bool = False


@dataclass
class Reading:
    unit: ClaimUnit
    text: str
    low: str
    toks: list[Token]
    words: list[str]
    wordset: set[str]
    context_words: set[str]
    values: list[Value]
    mentions: list[Mention]
    unknown: list[Token]            # name-like words the evidence does not know
    states: list[State]
    kinds: set[str]                 # kinds named by nouns ("service", "container", ...)
    hedged: bool
    negated: bool
    quantifier: str | None          # "none", "all", "any" or None
    superlative: str | None         # "max", "min" or None
    subject_unknown: bool = False
    consumed: set[int] = field(default_factory=set)   # ids of values already checked
    index_names: set[str] = field(default_factory=set)
    index: object = None              # the fact index, for matchers that need it from a helper
    quoted_values: bool = False      # values found only in evidence text (a PID from a log line)
    listing_claim: bool = False      # a claim over a whole listing ("no service failed") was read
    event_verified: bool = False     # a stated time matched a recorded event (log line, restart, exit)
    event_refuted: bool = False      # a stated time was shown wrong for the event the clause is about
    used_states: set[int] = field(default_factory=set)
    text_may_decide: bool = False    # what the matchers left open, log or status text may still decide
    counted: bool = False            # a count of log lines was made and did not match: text cannot support it
    prev: list = field(default_factory=list)   # the mentions of the clause before (for verb-first clauses)

    def own_entities(self, *kinds: str) -> list[Entity]:
        out = []
        for m in self.mentions:
            if not m.inherited:
                out.extend(e for e in m.entities if not kinds or e.kind in kinds)
        return out

    def scope(self, *kinds: str) -> list[Entity]:
        """Entities the claim is about: its own, else those it inherits."""
        own = self.own_entities(*kinds)
        if own:
            return own
        out = []
        for m in self.mentions:
            if m.inherited:
                out.extend(e for e in m.entities if not kinds or e.kind in kinds)
        return out

    def near_words(self, start: int, end: int, width: int = 4) -> list[str]:
        before = [t.low for t in self.toks if t.end <= start][-width:]
        after = [t.low for t in self.toks if t.start >= end][:width]
        return before + after

    def value_free(self, value: Value) -> bool:
        return id(value) not in self.consumed

    def take(self, value: Value) -> None:
        self.consumed.add(id(value))


def _formatted_words(raw: str) -> set[str]:
    out: set[str] = set()
    for m in re.finditer(r"`([^`]{1,80})`|\*\*([^*]{1,80})\*\*|__([^_]{1,80})__", raw):
        body = m.group(1) or m.group(2) or m.group(3) or ""
        out.update(w.lower().strip(".,:;()") for w in body.split())
    return out


_UTC_SAID_RE = re.compile(r"\bUTC\b")


_CODE_BEFORE = frozenset("exit exited with error status return response http the source your this my".split())


_BOOT_BEFORE = frozenset({"at", "on", "last", "next", "during", "after", "before", "since", "each", "every", "first",
                          "this", "that", "the", "a", "previous", "current", "until", "till"})


def link_names(index: FactIndex, toks: list[Token], formatted: set[str], kinds_near) -> tuple[list[Mention], list[Token]]:
    clause_kinds = {KIND_NOUNS[t.low] for t in toks if t.low in KIND_NOUNS} | \
        ({"user"} if any(t.low in ("you", "your", "you're", "she", "he", "she's", "he's") for t in toks) else set())
    mentions: list[Mention] = []
    unknown: list[Token] = []
    # "how much disk space is left?" ... "root is at 38%": the question's kind words say which "root" is meant
    question_kinds = {KIND_NOUNS[w] for w in re.findall(r"[a-z]+", index.question.lower()) if w in KIND_NOUNS}
    i = 0
    while i < len(toks):
        tok = toks[i]
        low = tok.low
        # two-word names first: "root filesystem", "root partition"
        if i + 1 < len(toks):
            pair = f"{low} {toks[i + 1].low}"
            found = index.lookup(pair)
            if found:
                mentions.append(Mention(pair, tok.start, toks[i + 1].end, list(found)))
                i += 2
                continue
        if low == "/" and not _root_slash(toks, i):
            i += 1
            continue   # "16 cores / 32 threads": a separator, not the root filesystem
        if i > 0 and toks[i - 1].low in ("another", "other", "second", "third", "new", "different", "duplicate") \
                and not pid_named(index, low, [t.low for t in toks[i + 1:i + 6]]):
            i += 1
            continue   # "another mysqld instance": not the one the evidence shows
        if low == "code" and i > 0 and toks[i - 1].low in _CODE_BEFORE:
            i += 1
            continue   # "exited with code 1", "exit code 137": not the VS Code package
        if low == "boot" and i > 0 and toks[i - 1].low in _BOOT_BEFORE and "boot" not in formatted:
            i += 1
            continue   # "enabled at boot", "after the last boot": the moment, not the /boot filesystem
        found = index.lookup(low) or (index.lookup(low.rstrip(".,:")) if low[-1:] in ".,:" else [])
        if not found and "." in low and not low[0].isdigit():   # "Node.js" -> nodejs, node
            found = index.lookup(low.replace(".", "")) or index.lookup(low.rsplit(".", 1)[0])
        if not found and "/" not in low and ":" in low:      # host:port, image:tag
            found = index.lookup(low.split(":", 1)[0])
        if not found and len(low) >= 4 and re.fullmatch(r"[a-z]+(?:-[a-z]+)*", low) and low not in COMMON_WORDS:
            found = _by_command_line(index, low)   # "gunicorn", "Counter-Strike": named in a command line
        if found:
            if low in COMMON_WORDS and low not in formatted:
                # long lists (packages, accounts, groups) hold ordinary words: those need the kind said aloud
                near = kinds_near(i)
                membership = i > 0 and toks[i - 1].low in ("in", "of", "to") and (
                    clause_kinds & {"user", "group"} or any(e.kind == "user" for t in toks[:i - 1]
                                                            for e in index.lookup(t.low)))   # "cassian isn't in sudo"
                found = [e for e in found if e.kind not in _GUARDED_KINDS or e.kind in near
                         or (e.kind == "fs" and low == "root" and ("fs" in near or "fs" in question_kinds
                                                                   and "user" not in near))
                         or (e.kind == "group" and membership)]
                if low == "root" and "user" not in near:
                    found = [e for e in found if e.kind != "user"]
            if found:
                mentions.append(Mention(low, tok.start, tok.end, found))
        elif _looks_like_name(tok, formatted):
            part = partial_name(index, low)   # "cp1" for illian-cp1, "machine-learning" for immich-machine-learning
            if part:
                mentions.append(Mention(low, tok.start, tok.end, part))
            else:
                unknown.append(tok)
        i += 1
    return mentions, unknown


_PARTIAL_KINDS = ("node", "pod", "container", "deployment", "k8s_service", "service")


def partial_name(index: FactIndex, low: str) -> list[Entity]:
    """An identifier-like word that is the whole leading or trailing part of exactly one object's name, cut at
    its dashes ("w3" -> illian-w3, "machine-learning" -> immich-machine-learning): that object. Two objects
    with such a part, or a part inside a name, are no reading of it."""
    if len(low) < 2 or not re.search(r"\d|[-_]", low) or low[0] in "-_" or low[-1] in "-_":
        return []
    found: dict[str, list[Entity]] = {}
    for kind in _PARTIAL_KINDS:
        for ent in index.entities.get(kind, ()):
            name = ent.name.lower()
            base = name[:-8] if name.endswith(".service") else name
            if base.endswith(("-" + low, "_" + low)) or base.startswith((low + "-", low + "_")):
                found.setdefault(base, []).append(ent)
    if len(found) != 1:
        return []
    return next(iter(found.values()))


_SLASH_BEFORE = frozenset("on at of is in mounted root filesystem partition mount ( and , for".split())
_SLASH_AFTER = frozenset("is has filesystem partition mount uses at with was are has".split())


def _root_slash(toks: list[Token], i: int) -> bool:
    """Is a lone "/" the root filesystem here ("/ is 45% full", "mounted on /"), not a separator?"""
    if i == 0 or i == len(toks) - 1:
        return True
    return toks[i - 1].low in _SLASH_BEFORE or toks[i + 1].low in _SLASH_AFTER


def _has_program_word(text: str, word: str) -> bool:
    """Does `word` stand in `text` as a program's name: after the start, a "/" or a space, and before a space, a
    ":" or the end? (Plain string search: a pattern per word would push the fixed patterns out of re's cache.)"""
    start = text.find(word)
    while start >= 0:
        end = start + len(word)
        if (start == 0 or text[start - 1] in "/ \t\n") and (end == len(text) or text[end] in " \t\n:"):
            return True
        start = text.find(word, start + 1)
    return False


def _by_command_line(index: FactIndex, word: str) -> list[Entity]:
    """"gunicorn" when the evidence only shows python3 processes started as .../bin/gunicorn ..."""
    return [p for p in index.of_kind("process")
            if _has_program_word(program_text(str(p.rec.get("cmdline") or "")).lower(), word)]


def _looks_like_name(tok: Token, formatted: set[str]) -> bool:
    low = tok.low
    if len(low) < 2 or low in STOPWORDS or low in COMMON_WORDS or low in KIND_NOUNS or low in STATE_PHRASES:
        return False
    if low in HEDGE_WORDS or low in NEGATIONS or low in PREDICATE_WORDS or low in QUALIFIER_OF:
        return False
    if not NAME_RE.match(low) or low[0].isdigit() and not re.search(r"[a-z]", low) or _MEASURE_ADJECTIVE_RE.match(low):
        return False
    if low in formatted:
        return True
    # identifiers look like identifiers: digits, dashes, dots, @ or underscores inside
    return bool(re.search(r"[a-z][-_.@0-9]|[0-9][a-z]", low)) and not low.endswith((".", "'s"))


# "a 32-thread EPYC", "the 4-bay NAS", "a 64-bit kernel": a count made an adjective, not a name
_MEASURE_ADJECTIVE_RE = re.compile(r"^\d+-(?:threads?|cores?|cpus?|bits?|way|nodes?|disks?|drives?|bays?|ports?|"
                                   r"sockets?|slots?|channels?|lanes?|days?|hours?|minutes?|seconds?|weeks?|months?|"
                                   r"years?|step|stage|line|inch|pin|phase|gig|tb|gb|mb)$")


_QUOTED_RE = re.compile(r"[\"“][^\"”]{8,200}[\"”]")


_ACCOUNT_FIELDS = frozenset("shell home uid gid crontab bash zsh fish nologin sh dash ksh tcsh".split())
_MEASURED_THINGS = frozenset("memory ram swap cpu load gpu vram".split())
_BARE_MEASURE_LEAD_RE = re.compile(r"\W*(?:(?:with|and|but|so)\s+)?(?:only\s+)?(?:(?:about|around|roughly|approximately|"
                                   r"nearly|almost|just\s+over|over|under)\s+|~\s*)?\d[\d.,]*\s*(?:[kmgtp]i?b\b|%)",
                                   re.I)
_QUALIFIED_RE = re.compile(r"\b(?:used|in\s+use|free|available|left|remaining)\b", re.I)
_OWN_MEASURED_RE = re.compile(r"\b(?:memory|ram|swap|cpu|load|gpu|vram|disk|storage|filesystem|partition|volume|drive)\b|"
                              r"(?<![\w.])/[\w/.-]*", re.I)


def read(unit: ClaimUnit, index: FactIndex, prev_mentions: list[Mention] | None = None) -> Reading:
    # a quotation of a log or status line is matched as text, not read for states and values
    text = _QUOTED_RE.sub(lambda m: " " * len(m.group(0)), unit.parse)
    low = text.lower()
    toks = tokens(text)
    formatted = _formatted_words(unit.text)
    kinds_by_pos = [KIND_NOUNS.get(t.low) for t in toks]
    ctx_words = {w.lower().strip(".,:;()%") for w in re.findall(r"[\w%.-]+", unit.context)}
    if unit.prev and not prev_mentions and _BARE_MEASURE_LEAD_RE.match(unit.text) and \
            _QUALIFIED_RE.search(unit.text) and not _OWN_MEASURED_RE.search(unit.parse or unit.text):
        # "Memory usage is low, about 20%, | with roughly 6 GB used out of 16 GB": the rest of a sentence measures
        # what the sentence named, not what the paragraph's lead-in spoke of ("the disk usage")
        said = {w.lower().strip(".,:;()%") for w in re.findall(r"[\w%.-]+", unit.prev)}
        if said & _MEASURED_THINGS:
            ctx_words = said
    ctx_kinds = {KIND_NOUNS[w] for w in ctx_words if w in KIND_NOUNS} if (unit.cell or unit.context) else set()

    membership = bool(re.search(r"\bmembers?\s+of\b|\bin\s+(?:the\s+)?[`*]*[\w-]+[`*]*\s+group\b", low))

    def kinds_near(i: int) -> set[str]:
        near = {k for k in kinds_by_pos[max(0, i - 2):i + 3] if k} | ctx_kinds
        if i > 0 and toks[i - 1].low in ("as", "by") and toks[i].low in ("root",):
            near.add("user")
        if toks[i].low == "root" and membership:   # "root is also listed as a member of docker"
            near.add("user")
        if toks[i].low in ("root", "root's") and \
                {t.low.rsplit("/", 1)[-1].strip("`*'’") for t in toks[i + 1:i + 4]} & _ACCOUNT_FIELDS:
            near.add("user")   # "root's shell is zsh", "root uses bash": the account, not the filesystem
        if i + 1 < len(toks) and toks[i + 1].low in ("user",):
            near.add("user")
        return near

    values = parse_values(text, index.now, port_context=bool(re.search(
        r"\b(?:published|publishes|listens?|listening|bound|ports?)\s+(?:on\s+)?\d|\bon\s+\d{2,5}\b(?![.:/%])", unit.prev, re.I))
        or bool(re.search(r"\bon\s+\d{2,5}\b(?![.:%])|^\W*\d{2,5}\b(?![.:%])|\(\s*\d{2,5}\s*\)", text) and re.search(
            r"\b(?:listening|listens?|open\s+ports|ports?|sockets)\b", unit.context, re.I))   # under "Listening sockets:"
        or bool(re.match(r"^(?:[^:\d\n]{1,40}:\s*)?\W*\d{2,5}\b(?![.:%])", text) and re.search(
            r"\b(?:ports?|listening|listens?)\b", index.question, re.I))   # "What ports ...?" "- SSH: 22"
        or bool(re.match(r"^\W*\d{2,5}\s*\([A-Za-z]", text))   # "25 (SMTP), 465 and 587 (submission)"
        or bool(re.match(r"^\W*\d{2,5}(?:\s*\([A-Za-z]|\s*$)", unit.prev or "") and re.match(r"^\W*\d{2,5}\b", text)))
    if unit.utc_before or _UTC_SAID_RE.search(unit.context):
        # "05:49 UTC, ... and apt-daily-upgrade finished at 06:02", a "Started (UTC)" column: a bare clock time
        # after one told in UTC (wrapper.py) or under a heading or column in UTC is on that clock
        for v in values:
            if v.kind == "time" and v.value[3] is None:
                v.value = (*v.value[:3], "UTC")
    mentions, unknown = link_names(index, toks, formatted, kinds_near)
    mentions, unknown = _join_cut_names(index, text, mentions, unknown)
    located, node_at = located_pods(text, index, mentions + list(prev_mentions or []), Mention)
    if not any(e.kind == "pod" for m in mentions for e in m.entities):
        located += described_pods(text, index, Mention)   # "the crash-looping pod has restarted 5 times"
    if located:   # "the replica on giza-w2 isn't ready": the pods of that workload on that node
        mentions = [m for m in mentions if not any(m.start >= l.start and m.end <= l.end for l in located)] + located
        unknown = [t for t in unknown if t.start not in node_at]
    if _KILLED_RE.search(text) or (_KILLED_RE.search(unit.prev or "") and not re.search(
            r"\b(?:is|are|was|were|has|have|runs?|uses?|using|running)\b", low)):
        # "the OOM killer killed a java process (PID 4988)": a process that is gone, not the java running now
        mentions = [Mention(m.word, m.start, m.end, [e for e in m.entities if e.kind != "process"], m.inherited)
                    for m in mentions]
        mentions = [m for m in mentions if m.entities]
    mentions = _narrow_by_pid(mentions, values)
    # a value inside a linked name ("nginx:1.25") is part of the name
    values = [v for v in values if v.kind in ("address", "mac") or
              not any(m.start <= v.start and v.end <= m.end and m.end - m.start > v.end - v.start for m in mentions)]
    # "Counter-Strike 2 is using ...": a small number between a name and its verb is part of the name
    values = [v for v in values if not (v.kind == "number" and v.value < 100 and any(
        text[m.end:v.start] == " " and all(e.kind == "process" for e in m.entities) for m in mentions)
                                        and re.match(r"\s+(?:is|was|uses|used|has|runs|keeps|takes|eats|seems)\b",
                                                     text[v.end:]))]
    unknown = [t for t in unknown if not any(v.start <= t.start < v.end for v in values)]
    states = _header_marked(_cell_states(_states(text, low, values), unit, text), unit)
    if not states and unit.mark in ("+", "-") and (unit.cell == "value" or not values):
        states = _mark_states(unit)
    words = [t.low for t in toks]
    wordset = set(words)
    kinds = {k for k in kinds_by_pos if k}
    hedged = bool((wordset - _reported_words(low)) & HEDGE_WORDS) or any(p in low for p in HEDGE_PHRASES) or \
        bool(_MAY_RE.search(low))
    negated = bool(wordset & NEGATIONS) or "n't" in low
    quantifier = None
    unquoted = re.sub(r"[\"“'‘][^\"”'’]{3,200}[\"”'’]", " ", low)   # quoted log text is not the claim's own words
    strong_negative = set(re.findall(r"[a-z']+", unquoted)) & (UNIVERSAL_NEGATIVE - {"no"})
    bare_no = re.search(r"\bno\s+(?!longer\b)[a-z]", unquoted)
    if strong_negative or bare_no or re.search(r"\b(?:aren't|isn't|not|weren't|wasn't|n't)\s+(?:any|a single)\b", low):
        quantifier = "none"
    elif set(re.findall(r"[a-z']+", re.sub(r"\b(all|every|each)\s+(interfaces|addresses|ips|nics|cores|threads|cpus)\b",
                                              " ", unquoted))) & UNIVERSAL_POSITIVE:
        quantifier = "all"
    superlative = "max" if wordset & SUPERLATIVE_MAX else "min" if wordset & SUPERLATIVE_MIN else None

    reading = Reading(unit, text, low, toks, words, wordset, ctx_words, values, mentions, unknown, states, kinds,
                      hedged, negated, quantifier, superlative)
    reading.prev = list(prev_mentions or [])
    from reos_desktop.certainty.subject_inheritance import inherit   # (it reads this module's word lists)

    inherit(reading, index, prev_mentions or [])
    return reading


_CUT_NAME_RE = re.compile(r"([A-Za-z0-9][\w.-]*?)[-_]?\s?(?:…|\.\.\.)\s?[-_]?([A-Za-z0-9][\w-]*[A-Za-z0-9])")


def _join_cut_names(index: FactIndex, text: str, mentions: list[Mention],
                    unknown: list[Token]) -> tuple[list[Mention], list[Token]]:
    """"api-…q9wzt", "web-...x2kqp": a name cut short in the middle is the one object whose name begins with
    the part before the ellipsis and ends with the part after it, not every object sharing its head."""
    for m in _CUT_NAME_RE.finditer(text):
        head, tail = m.group(1).lower().rstrip("-_."), m.group(2).lower()
        found = [e for kind in _PARTIAL_KINDS for e in index.entities.get(kind, ())
                 if e.name.lower().startswith(head) and e.name.lower().endswith(tail)
                 and len(e.name) > len(head) + len(tail)]
        if len({e.name for e in found}) != 1:
            continue
        start, end = m.start(), m.end()
        mentions = sorted([x for x in mentions if x.end <= start or x.start >= end] +
                          [Mention(m.group(0).lower(), start, end, found)], key=lambda x: x.start)
        unknown = [t for t in unknown if t.end <= start or t.start >= end]
    return mentions, unknown


def _narrow_by_pid(mentions: list[Mention], values: list[Value]) -> list[Mention]:
    """"bash (PID 20745) started at 07:29": of several processes with one name, the clause is about the one
    with the PID it states (and the clauses after it inherit that one), never about its namesakes."""
    pids = {v.value for v in values if v.kind == "pid"}
    if not pids:
        return mentions
    out = []
    for m in mentions:
        procs = [e for e in m.entities if e.kind == "process"]
        mine = [e for e in procs if e.rec.get("pid") in pids]
        if mine and len(mine) < len(procs):
            m = Mention(m.word, m.start, m.end, [e for e in m.entities if e.kind != "process"] + mine, m.inherited)
        out.append(m)
    return out
