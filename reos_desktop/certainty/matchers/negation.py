"""Claims over a whole listing: "no service has failed", "there are no errors in the last hour", "nothing
is listening on port 8080", "all containers are running", "no disk is over 90% full".

One counterexample in any evidence contradicts such a claim. Without one, the claim is verified only by a
complete listing whose scope covers it (all units, not one; the last hour of logs, not ten minutes;
stopped containers included when the claim is about them); otherwise it is unsupported.
"""

from __future__ import annotations

import re
from contextvars import ContextVar

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import KIND_NOUNS, NUMBER_WORDS, STATE_PHRASES, STOPWORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.counts import member_matches, scope_covers
from reos_desktop.certainty.matchers.kube_filters import kube_filters, pod_nodes
from reos_desktop.certainty.matchers.named_absence import check_named_absence
from reos_desktop.certainty.matchers.tolerance import compare
from reos_desktop.certainty.reading import Reading

_CLASS_OF_KIND = {"service": "services", "container": "containers", "process": "processes", "pod": "pods",
                  "package": "packages", "user": "users", "group": "groups", "iface": "interfaces",
                  "fs": "filesystems", "node": "nodes", "deployment": "deployments", "port": "ports",
                  "connection": "connections", "file": "files", "log": "log_entries"}
_QUANT_RE = re.compile(r"\b(no|none|nothing|zero|nobody|neither|all|every|each|everything|any)\b", re.I)
_Q_DIM = {"percent": "percent", "bytes": "bytes"}
_NOT_ALL_RE = re.compile(r"\bnot\s+(?:all|every|everything|each)\b")


_PLAIN_MODIFIERS = frozenset("other single more new recent remaining current currently actual real of the a an "
                             "in on at other's else is are was were has have".split())


def _after(low: str, pos: int) -> str:
    """The claim after its quantifier, a level said as one word read as the level ("warning-level lines")."""
    return re.sub(r"\b(\w+)-(?:level|priority|severity)\b", r"\1", low[pos:])


def _modifiers(reading: Reading) -> list[str]:
    """Words between the quantifier and the class noun that the evidence cannot test ("suspicious", "large")."""
    m = _QUANT_RE.search(reading.low)
    if not m:
        return []
    out = []
    for word in re.findall(r"[\w-]+", _after(reading.low, m.end()))[:5]:
        if KIND_NOUNS.get(word) in _CLASS_OF_KIND:
            break
        if word in STATE_PHRASES or word in STOPWORDS or word in _PLAIN_MODIFIERS or word in _LEVEL_WORDS or \
                word in ("listens", "listen", "binds", "bound", "runs", "uses") or \
                word.isdigit() or word in NUMBER_WORDS:
            continue
        if reading.index_names and word in reading.index_names:
            continue
        out.append(word)
    return out


_LEVEL_WORDS = frozenset("error errors critical warning warnings fatal severe listening open established".split())


# Words a listing claim may say after its class noun that the member tests below do understand (or that
# say nothing about the members): where, when, whether they exist, and the filters member_matches reads.
_PREDICATE_OK = frozenset("""
exist exists existing there left found present listed shown configured defined installed here anymore right now
currently machine system box server host computer node cluster namespace
last past hour hours minute minutes day days week weeks today yesterday since ago recent recently boot reboot
tonight morning night earlier so far yet window
upgraded upgrades upgrade updated updates update installs install removed uninstalled remove changed modified
edited touched established worker workers human regular normal real login interactive non-system etc
listening listens listen port ports bound open
over above under below more less than greater higher lower least most full used usage use percent
run runs running version versions v
logged log logs journal reported reports shows show says contain contains entries entry messages message
error errors warning warnings critical fatal failures failure phase state status condition
priority priorities level severity error-level warning-level err crit period timeframe interval
except besides apart other others else rest remaining normally fine properly correctly ok okay well smoothly
expected fully
""".split())
_CLASS_PREDICATES = {"pods": {"restarted", "restarts", "restart", "restarting"},
                     "containers": {"restarted", "restarts", "restart"}}
# "All running containers publish on 0.0.0.0", "none of them is published on all interfaces", "only to localhost"
_PUBLISH_RE = re.compile(r"\b(?:publish(?:es|ed|ing)?|exposed?|exposes|bound|binds?|mapped)\b")
_PUBLIC_RE = re.compile(r"0\.0\.0\.0|\ball\s+(?:the\s+)?(?:interfaces|addresses)|\bevery\s+(?:interface|address)|"
                        r"\bpublicly\b|\bthe\s+(?:lan|network|internet|outside)\b|(?<![\w:]):::?(?![\w:])")
_LOCAL_RE = re.compile(r"\blocalhost\b|127\.0\.0\.1|\bloopback\b|::1\b")
_PUBLISH_WORDS = frozenset("publish publishes published publishing expose exposed exposes bound bind binds mapped "
                           "interface interfaces address addresses publicly lan network internet outside localhost "
                           "loopback host ports port only".split())


def _publish_target(reading: Reading) -> str | None:
    if not _PUBLISH_RE.search(reading.low):
        return None
    local, public = _LOCAL_RE.search(reading.low), _PUBLIC_RE.search(reading.low)
    return "local" if local and not public else "public" if public and not local else None


def _publishes(box: Entity, target: str) -> bool:
    """Does the container publish a port on every interface (or only on loopback)?"""
    hosts = [str(p).rsplit(":", 1)[0] if "->" in str(p) and ":" in str(p).split("->")[0] else "0.0.0.0"
             for p in box.rec.get("ports") or [] if "->" in str(p)]
    hosts = [h.strip("[]") for h in hosts]
    if target == "local":
        return bool(hosts) and all(h in ("127.0.0.1", "::1", "localhost") for h in hosts)
    return any(h in ("0.0.0.0", "::", "") for h in hosts)


def _untested_predicate(reading: Reading, index: FactIndex, cls: str) -> list[str]:
    """"no container is privileged", "no node is overloaded": words after the class noun that no member test
    reads. Without this, such a claim would be judged on the listing alone (every member "qualifies")."""
    m = _QUANT_RE.search(reading.low)
    if not m:
        return []
    state_spans = [(s.start, s.end) for s in reading.states]
    value_spans = [(v.start, v.end) for v in reading.values]
    out, seen_class = [], False
    for w in re.finditer(r"[a-z][\w'-]*", reading.low[m.end():]):
        word, pos = w.group(0), m.end() + w.start()
        if not seen_class:
            seen_class = KIND_NOUNS.get(word) in _CLASS_OF_KIND or word in ("nothing", "nobody", "none", "everything")
            continue
        if word in STOPWORDS or word in _PLAIN_MODIFIERS or word in _PREDICATE_OK or word in KIND_NOUNS or \
                word in NUMBER_WORDS or word in STATE_PHRASES or word in ("not", "no", "any", "all", "n't") or \
                any(a <= pos < b for a, b in state_spans + value_spans) or word in reading.index_names or \
                word in _CLASS_PREDICATES.get(cls, ()) or index.lookup(word) or cls == "pods" and word in pod_nodes(index) \
                or cls == "containers" and word in _PUBLISH_WORDS and _publish_target(reading):
            continue   # (a node a pod runs on is read by the pod test: "all the running pods are on carbonek")
        out.append(word)
    return out


def _class(reading: Reading) -> str | None:
    m = _QUANT_RE.search(reading.low)
    if not m:
        return None
    words = re.findall(r"[\w-]+", _after(reading.low, m.end()))[:6]
    for i, word in enumerate(words[:5]):
        kind = KIND_NOUNS.get(word)
        if i + 1 < len(words) and f"{word} {words[i + 1]}" in STATE_PHRASES:
            continue   # "no disk pressure", "no memory pressure": a condition, not a disk
        if kind in _CLASS_OF_KIND:
            if m.group(1).lower() == "nobody" and kind != "user":
                return None   # "nobody is in the audio group": the members of one group, not the list of groups
            if kind == "log" and word in ("line", "lines", "message", "messages") and "log" not in reading.wordset:
                continue
            if kind == "package" and reading.wordset & {"upgraded", "installed", "removed", "updated", "uninstalled",
                                                        "changed", "modified", "touched"}:
                return "package_events"
            if kind == "file" and reading.wordset & {"changed", "modified", "edited"}:
                return "files"
            return _CLASS_OF_KIND[kind]
    word = m.group(1).lower()
    if word in ("nothing", "nobody", "none"):
        if "listening" in reading.wordset or "listens" in reading.wordset or any(v.kind == "port" for v in reading.values):
            return "ports"
        if reading.wordset & {"failed", "crashed"}:
            return "services"
    return None


def check_listing_claims(reading: Reading, index: FactIndex) -> list[Verdict]:
    if getattr(reading, "placement", False):
        return []   # "None of the shop pods are on w3": decided over the pods of that node (kube_placement.py)
    if getattr(reading, "release_sameness", False):
        return []   # "every node runs the same release", "all nodes run Debian 12" (same_version, node_releases)
    named = check_named_absence(reading, index)
    if named:
        return named   # "there is no process named X": one name, not the whole class
    if "only" in reading.wordset and not reading.superlative:
        only = _only(reading, index)
        if only is not None:
            return [only]
    if reading.quantifier is None or reading.superlative:
        return []
    reading.index_names = {m.word for m in reading.mentions}
    cls = _class(reading)
    excluded: set[str] = set()
    if cls is None and reading.quantifier == "all" and re.search(r"\b(everything|all)\s+(else|other)", reading.low):
        cls, excluded = _class_from_prev(reading, index)
    elif cls is not None and re.search(r"\b(other|else|remaining|rest)\b", reading.low):
        _, excluded = _class_from_prev(reading, index)
        if not excluded or cls == "ports":   # "nothing else is listening": else than the ports listed before
            reading.used_states.update(range(len(reading.states)))
            return [unknown("'other' than what: the claim does not say which it leaves out")]
    if cls is None:
        return []
    from reos_desktop.certainty.matchers.counts import _left_out

    # "Apart from slurmdbd, no unit has failed": the named ones are left out, with every alias of theirs
    excluded = set(excluded) | {a for w in _left_out(reading) for e in index.lookup(w) for a in e.names} | _left_out(reading)
    reading.listing_claim = True
    untested = _modifiers(reading) or _untested_predicate(reading, index, cls)
    if untested:
        reading.listing_claim = False   # a status message may still say it ("0/3 nodes are available: ...")
        reading.text_may_decide = True
        reading.used_states.update(range(len(reading.states)))
        for v in reading.values:
            reading.take(v)
        return [unknown(f"the evidence cannot tell which {cls} are {' '.join(untested)}")]
    universal_negative = reading.quantifier == "none"
    # "not all nodes are ready": some member is not; the negation belongs to the quantifier, not the state
    not_all = reading.quantifier == "all" and bool(_NOT_ALL_RE.search(reading.low))
    states = [s for i, s in enumerate(reading.states) if s.state != "listening"]
    # "no service has failed": the quantifier is the negation; the state itself is positive
    states = [type(s)(s.state, False, s.start, s.end, s.word) if universal_negative or not_all else s for s in states]
    reading.used_states.update(range(len(reading.states)))
    names = {n for e in reading.own_entities() if e.kind not in ("group",) for n in e.names}
    if cls == "log_entries" and not names and reading.unknown and \
            re.search(r"^\W*(?:the\s+)?[\w.@-]+\s+(?:has\s+)?(?:logged|reported|wrote|printed|emitted|shows|showed)\b",
                      reading.low):
        names = {reading.unknown[0].low}   # "sshd logged no errors": only sshd's lines, though no record names it
    words = set(reading.wordset)
    if cls == "pods":   # "all of the running pods are on carbonek", "no pod in shop is pending"
        words |= kube_filters(reading, index, cls) - {"zero_restarts"}
    ports = [v for v in reading.values if v.kind == "port"]
    amounts = [v for v in reading.values if v.kind in _Q_DIM and v.approx in ("over", "under", "atleast", "atmost")]
    stated_versions = [v for v in reading.values if v.kind in ("version", "decimal") and cls in ("nodes", "packages")]
    for v in ports + amounts + stated_versions:
        reading.take(v)
    lists = index.listings.get(cls, [])
    if not lists:
        return [unknown(f"no evidence listing {cls}")]
    published = _publish_target(reading) if cls == "containers" else None
    if published:
        for v in reading.values:
            if v.kind in ("address", "port"):
                reading.take(v)

    def satisfies(member) -> bool | None:
        said = str(member.get("package") or member.get("unit") or "").lower() if isinstance(member, dict) else ""
        if excluded and (isinstance(member, Entity) and set(member.names) & excluded or
                         said and (said in excluded or said.split("-")[0] in excluded)):   # "Steam": steam-installer
            return not universal_negative   # the names the clause before already covered
        if cls == "ports":
            return any(int(member.get("port", -1)) == int(p.value) for p in ports) if ports else True
        if amounts and isinstance(member, Entity):
            return _amount(index, member, amounts)
        if published and isinstance(member, Entity):
            if states and member_matches(member, cls, states, set(), words) is False:
                return not universal_negative   # not among those the claim is about ("all running containers")
            return _publishes(member, published)
        if stated_versions and isinstance(member, Entity):   # "all nodes run v1.30.5"
            from reos_desktop.certainty.matchers.versions import versions_of
            from reos_desktop.versions import version_prefix_matches

            have = [v for v, _, _ in versions_of(index, member)]
            if not have:
                return None
            # build metadata ("+k3s1") may be cut from the version the evidence was read as; it is no other version
            return all(any(version_prefix_matches(h, s.text) or version_prefix_matches(h, _core(s.text)) for h in have)
                       for s in stated_versions)
        answer = member_matches(member, cls, states, names if cls == "log_entries" else set(), words)
        if no_restarts and answer is not None and not universal_negative:
            return not answer   # "every other pod has 0 restarts": the restart test, turned round
        return answer

    # "has 0 restarts", "with no restarts": the members have NOT restarted
    no_restarts = cls in ("pods", "containers") and bool(re.search(r"\b(?:0|no|zero|without)\s+restarts?\b", reading.low))
    if no_restarts:
        for v in reading.values:
            if v.kind == "number" and v.value == 0:
                reading.take(v)
    counter, complete_ids, unsure = [], [], False
    for lst in lists:
        answers = [(m, satisfies(m)) for m in lst.members]
        unsure |= any(a is None for _, a in answers)
        if universal_negative:
            counter.extend((lst.eid, lst.field, m) for m, a in answers if a)
        else:
            counter.extend((lst.eid, lst.field, m) for m, a in answers if a is False)
        covers = scope_covers(lst, reading, index) and not _window_wider(lst, reading)
        if cls == "containers" and not lst.scope.get("all"):
            covers = False
        if cls == "processes" and amounts and lst.scope.get("sort") in ("cpu", "memory") and lst.members:
            covers = True  # a list sorted by the measure holds its maximum
        if lst.complete and covers and (lst.members or universal_negative):
            complete_ids.append((lst.eid, lst.field))
    if not_all:
        if counter:
            eid, field, member = counter[0]
            return [decide(index, [Hit(True, eid, field, f"one that does not: {_show(member)}")])]
        if complete_ids and not unsure:
            return [decide(index, [Hit(False, eid, field, f"every item in the complete list of {cls} qualifies")
                                   for eid, field in complete_ids])]
        return [unknown(f"no item of the {cls} read fails it, and the list is incomplete", *(lst.eid for lst in lists))]
    if counter:
        eid, field, member = counter[0]
        return [decide(index, [Hit(False, eid, field, f"counterexample: {_show(member)}")])]
    if complete_ids and not unsure:
        return [decide(index, [Hit(True, eid, field, f"the complete list of {cls} has none" if universal_negative
                                   else f"every item in the complete list of {cls} qualifies")
                               for eid, field in complete_ids])]
    why = "the evidence cannot tell for some items" if unsure else f"the list of {cls} is incomplete or narrower than the claim"
    return [unknown(why, *(lst.eid for lst in lists))]


def _core(version: str) -> str:
    return re.sub(r"^v(?=\d)", "", version.split("+", 1)[0])


# The answer's text before the claim being judged, set by rest_of_list.py when it judges an 'else' claim again:
# "everything else is up" leaves out every thing the answer named before, not only in the clause before.
EARLIER: ContextVar[str] = ContextVar("earlier_text", default="")


def _class_from_prev(reading: Reading, index: FactIndex) -> tuple[str | None, set[str]]:
    """"everything else is running": the class of the clause before, and the names the answer said before."""
    from reos_desktop.certainty.text import tokens

    named = [e for t in tokens(reading.unit.prev) for e in index.lookup(t.low)]
    earlier = tokens(EARLIER.get())
    named += [e for t in earlier for e in index.lookup(t.low)]
    # a word the answer used before names what it meant too ("Steam was removed": steam-installer)
    names = {n for e in named for n in e.names} | {t.low for t in earlier if len(t.low) >= 4 and t.low.isalpha()}
    for ent in named:
        cls = _CLASS_OF_KIND.get(ent.kind)
        if cls in index.listings:
            return cls, names
    return None, names


_ONLY_COUNT_RE = re.compile(r"\bonly\s+(?:about\s+|around\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|"
                            r"nine|ten|a\s+few|a\s+couple)\b")
_ONLY_RE = re.compile(r"\b(?:the\s+)?only\s+(?:one\s+)?([\w-]+\s+)?([\w-]+)")


_POINTER_SUBJECT_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?(?:it|this|that)(?:'s|\s+is|\s+was)\s+the\s+only\b")


def _only(reading: Reading, index: FactIndex) -> Verdict | None:
    """"fail2ban is the only failed unit", "only web is running": exactly the named members qualify."""
    if _ONLY_COUNT_RE.search(reading.low) and not re.search(r"\bthe\s+only\s+one\b", reading.low):
        return None   # "only three php-fpm workers are running": a count of those named, not "no other"
    named = [m for m in reading.mentions if not m.inherited]
    if not named and _POINTER_SUBJECT_RE.match(reading.low):
        # "It's the only container that isn't running": "it" is the one thing the clause before named
        pointed = [m for m in reading.mentions if m.inherited]
        named = pointed if len({m.entities[0].name for m in pointed}) == 1 else []
    states = [s for s in reading.states if s.state not in ("listening",)]
    cls = None
    for word in re.findall(r"[\w-]+", reading.low):
        kind = KIND_NOUNS.get(word)
        if kind in _CLASS_OF_KIND and _CLASS_OF_KIND[kind] in index.listings:
            cls = _CLASS_OF_KIND[kind]
            break
    if cls is None and re.search(r"\bthe\s+only\s+one\b", reading.low) and named:
        # "grafana is the only one that isn't running": one of the kind of thing it names
        kinds = {_CLASS_OF_KIND[e.kind] for e in named[0].entities if _CLASS_OF_KIND.get(e.kind) in index.listings
                 and any(e in lst.members for lst in index.listings[_CLASS_OF_KIND[e.kind]])}
        cls = kinds.pop() if len(kinds) == 1 else None
    if not named or not states or cls is None:
        return None
    reading.used_states.update(range(len(reading.states)))
    wanted = {n for m in named for n in m.entities[0].names} | {m.word for m in named}
    counter, complete, member_ok = [], [], False
    for lst in index.listings.get(cls, ()):
        for member in lst.members:
            answer = member_matches(member, cls, states, set(), set(reading.wordset))
            is_named = isinstance(member, Entity) and bool(set(member.names) & wanted)
            if is_named and answer:
                member_ok = True
            elif not is_named and answer:
                counter.append((lst, member))
        if lst.complete and scope_covers(lst, reading, index):
            complete.append(lst)
    if counter:
        lst, member = counter[0]
        return decide(index, [Hit(False, lst.eid, lst.field, f"also {_show(member)}")])
    if member_ok and complete:
        return decide(index, [Hit(True, lst.eid, lst.field, f"no other member of {cls} qualifies") for lst in complete])
    return unknown(f"the list of {cls} is incomplete, so 'only' cannot be checked")


def _amount(index: FactIndex, member: Entity, amounts) -> bool | None:
    facts = [f for f in index.qfacts if f.entity is member and f.qual in ("used", None)]
    for value in amounts:
        dim = _Q_DIM[value.kind]
        relevant = [f for f in facts if f.dim == dim]
        if not relevant:
            return None
        if not any(compare(value, f.value, dim)[0] for f in relevant):
            return False
    return True


def _show(member) -> str:
    if isinstance(member, Entity):
        from reos_desktop.certainty.matchers.states import describe

        return describe(member)
    if isinstance(member, dict):
        keys = ("unit", "time", "priority", "message", "port", "process", "package", "action", "path")
        return ", ".join(f"{k}={member[k]}" for k in keys if member.get(k) is not None)[:160]
    return str(member)[:160]


_WINDOW_RE = re.compile(r"\b(?:last|past|previous)\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
                        r"few|couple\s+of)?\s*(minute|hour|day|week|month|year)s?\b")
_MINUTES = {"minute": 1, "hour": 60, "day": 1440, "week": 10080, "month": 43200, "year": 525600}


def _window_wider(listing, reading: Reading) -> bool:
    """"in the last two months" over a history of 14 days: the listing does not reach back that far."""
    m = _WINDOW_RE.search(reading.low)
    if not m:
        return False
    word = (m.group(1) or "1").lower()
    n = float(word) if word.isdigit() else NUMBER_WORDS.get(word, 1 if word in ("a", "an") else 2)
    want = n * _MINUTES[m.group(2)]
    scope = listing.scope or {}
    have = float(scope["since_days"]) * 1440 if scope.get("since_days") is not None else \
        float(scope["since_minutes"]) if scope.get("since_minutes") is not None else None
    return have is not None and have + 1 < want
