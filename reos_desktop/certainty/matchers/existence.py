"""Names listed as members of a class: a table row's first cell, a list item under "Running containers:",
"Installed: nginx, curl and htop". A name the evidence lists verifies; a name absent from a complete
listing of that class contradicts; otherwise it is unsupported. States in the lead-in ("Failed units:")
apply to every item under it.
"""

from __future__ import annotations

import ipaddress

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import KIND_NOUNS, STATE_PHRASES, STATE_RE, STOPWORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.absent_states import a_members_value, listed
from reos_desktop.certainty.matchers.states import STATE_OF, judge_state
from reos_desktop.certainty.reading import Reading, State

_CLASS_OF_KIND = {"service": "services", "container": "containers", "process": "processes", "package": "packages",
                  "pod": "pods", "user": "users", "group": "groups", "iface": "interfaces", "fs": "filesystems",
                  "node": "nodes", "deployment": "deployments", "file": "files"}
_KIND_OF_CLASS = {v: k for k, v in _CLASS_OF_KIND.items()}


# "Top memory users", "biggest CPU users": what uses the measure, processes, not accounts
_CONSUMERS_RE = re.compile(r"\b(?:memory|ram|cpu|disk|swap|i/?o|network|bandwidth|resource|resources|top|biggest|"
                           r"largest|heaviest)\s+(?:users|user|consumers|hogs)\b")
_SENTENCE_RE = re.compile(r"^\W*(?:its|it's|it|their|they|this|that|these|those)\b|"
                          r"\b(?:is|are|was|were|has|have|had|does|did|seems|looks)\b|n't\b")


_COPULA_RE = re.compile(r"\b(?:is|are|was|were|has|have|had|isn't|aren't|wasn't|weren't)\b|'s\b")


def _context_kinds(reading: Reading) -> list[str]:
    kinds = []
    context = _CONSUMERS_RE.sub(" processes ", reading.unit.context.lower())
    for word in re.findall(r"[\w-]+", context):
        kind = KIND_NOUNS.get(word)
        if kind in _CLASS_OF_KIND and kind not in kinds:
            kinds.append(kind)
    return kinds


# "Mostly fine, but not everything:", "Most are running except:": a lead-in that limits its own state says it
# of some items, not of each one under it
_QUALIFIED_RE = re.compile(r"\b(?:mostly|most|largely|partly|partially|almost|nearly|generally|overall|some|several|"
                           r"not\s+all|not\s+everything|not\s+every|a\s+few|except|apart\s+from|other\s+than|"
                           r"but\s+not|but\s+one|but\s+two)\b")


def _context_states(reading: Reading) -> list[State]:
    low = reading.unit.context.lower()
    out = []
    for m in STATE_RE.finditer(low):
        word = m.group(1)
        if STATE_PHRASES[word] == "listening":
            continue   # ports are checked by the network matcher
        start = max(low.rfind(c, 0, m.start()) for c in ".!?;:\n")
        stop = min([i for i in (low.find(c, m.end()) for c in ".!?;:\n") if i >= 0] or [len(low)])
        if _QUALIFIED_RE.search(low[start + 1:stop]):
            continue
        negated = bool(re.search(r"\b(not|n't|no longer)\b[\w\s]{0,12}$", low[:m.start()]))
        out.append(State(STATE_PHRASES[word], negated, -1, -1, word))
    return out


def _name_like(reading: Reading) -> bool:
    """Is this clause just one or a few names (with versions, images or notes in parentheses)?"""
    body = re.sub(r"\([^)]*\)", " ", reading.text)
    body = body.split(":", 1)[1] if reading.unit.cell == "" and ":" in body and reading.unit.prev else body
    words = [w for w in re.findall(r"[\w@./:+~-]+", body.lower()) if w not in STOPWORDS and w not in ("and", "&")]
    if not words or len(words) > 6:
        return False
    known = {m.word for m in reading.mentions if not m.inherited} | {t.low for t in reading.unknown}
    versions = {v.text.lower() for v in reading.values}
    return all(w in known or w in versions or any(w in k for k in known) for w in words[:3])


def _names_only(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"caddy (PID 412), sshd, crond and syslogd": a bare list of known names says they are there."""
    own = [m for m in reading.mentions if not m.inherited]
    if len(own) < 2 or reading.states or reading.unknown:
        return []
    rest = reading.low
    for m in sorted(own, key=lambda m: -m.start):
        rest = rest[:m.start] + " " + rest[m.end:]
    rest = re.sub(r"\([^)]*\)|\b(and|or|the|a|an|just|basics|only|also|plus|&)\b|[,.:;—–-]", " ", rest)
    if rest.strip():
        return []
    return [v for m in own if (v := decide(index, [Hit(True, e.eid, e.field, f"{e.kind} {e.name} is listed")
                                                     for e in m.entities])) is not None]


def check_existence(reading: Reading, index: FactIndex) -> list[Verdict]:
    unit = reading.unit
    if not unit.cell and not unit.context:
        return _names_only(reading, index)
    if unit.cell == "value" or not (unit.cell == "key" or unit.context):
        return []
    if unit.prev and unit.cell != "key" and unit.parse.startswith(unit.prev + ":"):
        # "Key: value" items list members only when the key names a class ("Running containers: web, db")
        if not any(KIND_NOUNS.get(w) in _CLASS_OF_KIND for w in re.findall(r"[\w-]+", unit.prev.lower())):
            return []
    kinds = _context_kinds(reading)
    if any(v.kind == "port" for v in reading.values) and "iface" in kinds:
        return []   # "22 (SSH)" under "Public (all interfaces)": a port and its service, not an interface name
    if not reading.states and not reading.mentions and not reading.unknown and not reading.values and kinds and \
            unit.cell != "key" and not (unit.prev and unit.parse.startswith(unit.prev + ":")):
        # "- Heroic Games Launcher" under "Installed Flatpaks:": a plain name the evidence does not know
        words = [w for w in re.findall(r"[a-z0-9][\w.+-]*", re.sub(r"\([^)]*\)", " ", reading.low)) if w not in STOPWORDS]
        if _SENTENCE_RE.search(re.sub(r"\([^)]*\)", " ", reading.low)):
            return []   # "its AOF file is corrupt": a statement about something, not a name in a list
        if 1 <= len(words) <= 4:
            return [_absent_phrase(index, words, [k for k in kinds if k in _CLASS_OF_KIND], _context_states(reading))]
    if reading.states or not _name_like(reading):
        return []
    if _COPULA_RE.search(re.sub(r"\([^)]*\)", " ", reading.low)):
        return []   # "capitol is the control-plane": a statement about a name, its other words are no names
    if "service" in kinds:
        kinds.append("unit_file")   # a service the steady state lists is a service too
    states = _context_states(reading)
    verdicts: list[Verdict] = []
    own = [m for m in reading.mentions if not m.inherited]
    in_paren = [m for m in own for p in re.finditer(r"\([^)]*\)", reading.text) if p.start() < m.start < p.end()
                and any(e.kind in kinds for e in m.entities)]
    for mention in own:
        entities = [e for e in mention.entities if not kinds or e.kind in kinds]
        if not entities and in_paren and mention not in in_paren:
            # "Samba group (sambashare)": the word describes the thing the parentheses name
            verdicts.append(unknown(f"{mention.word} describes {in_paren[0].word}"))
            continue
        if not entities and any(e.kind in ("user", "group") for e in mention.entities) and \
                set(kinds) & {"user", "group"}:
            # accounts under a group's heading are its members, a group under an account's its groups
            verdicts.append(unknown(f"{mention.word} is an account or group the context does not name the kind of"))
            continue
        if not entities:
            verdicts.append(_absent(index, mention.word, kinds))
            continue
        if states:
            for st in states:
                verdicts.append(judge_state(index, [e for e in entities if e.kind in STATE_OF] or entities, st, set(kinds)))
        else:
            verdicts.append(decide(index, [Hit(True, e.eid, e.field, f"{e.kind} {e.name} is listed") for e in entities]))
    for tok in reading.unknown:
        if any(m.start <= tok.start < m.end for m in own):
            continue
        if in_paren:   # "Samba group (sambashare)": the word describes the thing the parentheses name
            verdicts.append(unknown(f"{tok.low} describes {in_paren[0].word}"))
            continue
        verdicts.append(_absent(index, tok.low, kinds, states))
    return [v for v in verdicts if v is not None]


def _address_verdict(index: FactIndex, name: str) -> Verdict | None:
    """An IP address (or address/prefix) in a list is a value, never the name of an interface or package:
    it is decided by the addresses the evidence lists, not by the class of the list it sits in."""
    bare = name.split("/", 1)[0].strip("[]")
    try:
        ipaddress.ip_address(bare)
    except ValueError:
        return None
    found = [e for e in index.lookup(bare) if e.kind == "address"]
    if found:
        return decide(index, [Hit(True, e.eid, e.field, f"address {e.name} is listed") for e in found])
    return unknown(f"no evidence lists the address {bare}")


def _absent_phrase(index: FactIndex, words: list[str], kinds: list[str], states: list[State]) -> Verdict:
    if len(words) == 1 and (by_address := _address_verdict(index, words[0])) is not None:
        return by_address
    joined = "".join(words)
    for kind in kinds:
        cls = _CLASS_OF_KIND.get(kind)
        if cls is None:
            continue
        lists = [lst for lst in index.listings.get(cls, ()) if lst.complete]
        if not lists:
            continue
        # a package table's alias map already holds every name its members go by: no entities needed
        names = [n for lst in lists for n in (lst.table.all_aliases() if hasattr(lst, "table") else
                                              (n for m in lst.members for n in getattr(m, "names", ())))]
        if any(words[0] in n or joined in n.replace("-", "").replace(".", "") for n in names):
            return unknown(f"{' '.join(words)} may be listed under another name")
        if len(words) == 1 and any(a_members_value(words[0], lst) for lst in lists):
            return unknown(f"{words[0]} is a value the {cls} list holds, not one of them")
        return decide(index, [Hit(False, lst.eid, lst.field, f"{' '.join(words)} is not in the complete list of {cls}")
                              for lst in lists]) or unknown("no evidence")
    return unknown(f"no complete listing shows {' '.join(words)}")


def _absent(index: FactIndex, name: str, kinds: list[str], states: list[State] | None = None) -> Verdict:
    if (by_address := _address_verdict(index, name)) is not None:
        return by_address
    if not kinds:
        return unknown(f"no evidence lists {name}")
    for kind in kinds:
        cls = _CLASS_OF_KIND.get(kind)
        if cls is None:
            continue
        lists = [lst for lst in index.listings.get(cls, ()) if lst.complete]
        if kind == "container" and not any(s.state in ("running", "active") for s in states or []):
            lists = [lst for lst in lists if lst.scope.get("all")]
        if not lists:
            continue
        if any(listed(name, lst.members, cls, lst) for lst in lists):
            return unknown(f"{name} is listed under another name")
        if any(a_members_value(name, lst) for lst in lists):
            # "api-… on tibur-w1": the pods' list holds tibur-w1 as a pod's node, so it exists as something else
            return unknown(f"{name} is a value the {cls} list holds, not one of them")
        return decide(index, [Hit(False, lst.eid, lst.field, f"{name} is not in the complete list of {cls}")
                              for lst in lists]) or unknown(f"no evidence lists {name}")
    return unknown(f"no complete listing of {', '.join(_CLASS_OF_KIND[k] for k in kinds if k in _CLASS_OF_KIND)} "
                   f"shows {name}")


def entity_label(entity: Entity) -> str:
    return f"{entity.kind} {entity.name}"
