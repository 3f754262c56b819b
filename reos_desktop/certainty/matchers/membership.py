"""Group membership said as a whole: "psychohistory has three members: hari, gaal and root", "arthur is its only
member", "sybil is not a printer admin", "only orm has a login shell", "the jellyfin account is in video too".

A group's record lists its members in full, so its member list decides counts and "only" claims about it; the
complete list of accounts decides which of them have a login shell. Names that are no account at all ("the
jellyfin account" where only a jellyfin group exists) are still not among a group's members.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.person_accounts import logs_in
from reos_desktop.certainty.reading import Reading

_COUNT = r"(\d+|" + "|".join(w for w in NUMBER_WORDS if " " not in w and w.isalpha()) + r")"
_HAS_MEMBERS_RE = re.compile(r"^(?:the\s+)?[`*\"']*([\w.-]+)[`*\"']*(?:\s+group)?\s+has\s+(?:only\s+|just\s+|exactly\s+)?" + _COUNT +
                             r"\s+members?\b", re.I)
_ITS_ONLY_RE = re.compile(r"^[`*\"']*([\w.-]+)[`*\"']*\s+is\s+(?:its|their|the\s+group's)\s+(?:only|sole)\s+member\b", re.I)
# role words that name one group: "a printer admin" is a member of lpadmin
_ROLE_GROUPS = ((re.compile(r"\bprinter\s+admin(?:istrator)?s?\b|\bcan\s+manage\s+printers\b", re.I), "lpadmin"),)
_ACCOUNT_NOUN_RE = re.compile(r"^(?:the\s+)?[`*\"']*([\w.-]+)[`*\"']*\s+(?:(?:account|user)\s+)?is\s+(not\s+)?(?:also\s+)?"
                              r"(?:in|a\s+member\s+of)\s+(?:the\s+)?[`*\"']*([\w.-]+)[`*\"']*", re.I)
_ONLY_SHELL_RE = re.compile(r"^(?:only|just)\s+[`*\"']*([\w.-]+)[`*\"']*\s+(?:has|have|gets?)\s+a\s+(?:login|interactive|"
                            r"real)\s+shell\b", re.I)
# "vesemir is the only wheel member", "and the only member of `sambashare`", "jonas is the only sudo user", "theo is
# the only administrator"
_ONLY_MEMBER_RE = re.compile(r"\bthe\s+(?:only|sole)\s+(?:[`*\"']*([\w.-]+)[`*\"']*\s+(?:group\s+)?(?:member|user|account)s?|"
                             r"(?:member|user|account)\s+(?:of|in)\s+(?:the\s+)?[`*\"']*([\w.-]+)[`*\"']*|"
                             r"(administrator|admin|sudoer)\b)", re.I)
_LEAD_NAME_RE = re.compile(r"^\W*(?:\*\*[^*]+\*\*:?\s*)?[`*\"']*([\w.-]+)[`*\"']*\s+(?:is|was)\b", re.I)
# role words that name the administrators' group, whichever of them the machine has
_ADMIN_GROUPS = {"sudo": ("sudo", "wheel", "admin"), "admin": ("sudo", "wheel", "admin"), "wheel": ("wheel",)}
# subjects of "X is in G" that name no one account
_NOT_NAMES = frozenset("he she it they this that everyone everybody nobody someone somebody anyone anybody who "
                       "which one none all each either neither root's".split())


def _group(index: FactIndex, name: str) -> list[Entity]:
    return [e for e in index.lookup(name.lower()) if e.kind == "group"]


def _members(group: Entity) -> list[str]:
    return [str(m) for m in group.rec.get("members") or []]


def _show(group: Entity) -> str:
    return f"group {group.name} members={', '.join(_members(group)) or 'none'}"


def _number(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def _users(index: FactIndex) -> dict[str, Entity]:
    return {u.name.lower(): u for u in index.of_kind("user")}


def check_membership(reading: Reading, index: FactIndex) -> list[Verdict]:
    absent = _absent_group(reading, index)
    if absent:
        return absent
    line = _group_line(reading, index) or _marked_cell(reading, index) or _dashed_item(reading, index)
    if line:
        return line
    text = reading.text.strip()
    low = text.lower()
    m = _HAS_ADMIN_RE.match(low)
    if m and m.group(1) in _users(index):   # "prim doesn't have sudo": in none of the administrators' groups
        groups = [g for n in _ADMIN_GROUPS[m.group(3)] for g in _group(index, n)]
        if groups:
            inside = any(m.group(1) in _members(g) for g in groups)
            return [decide(index, [Hit(inside != bool(m.group(2)), g.eid, g.field, _show(g)) for g in groups])]
    m = _PAIR_HAS_ADMIN_RE.match(low)
    if m and {m.group(1), m.group(2)} <= set(_users(index)):   # "gladstone and ubuntu both have sudo"
        groups = [g for n in _ADMIN_GROUPS[m.group(3)] for g in _group(index, n)]
        if groups:
            inside = all(any(who in _members(g) for g in groups) for who in (m.group(1), m.group(2)))
            return [decide(index, [Hit(inside, g.eid, g.field, _show(g)) for g in groups])]
    m = _ONLY_HAS_RE.match(low)
    if m and m.group(1) in _users(index) and _group(index, m.group(2)):   # "only perosteck has wheel"
        return [decide(index, [Hit(_members(g) == [m.group(1)], g.eid, g.field, _show(g))
                               for g in _group(index, m.group(2))])]
    if _PRONOUN_ONLY_RE.match(low):   # "Yes, tony is in docker ... he's the only member"
        people = [e for e in reading.scope("user")]
        groups = [e for e in reading.scope("group")] or \
            [e for mention in reading.prev for e in mention.entities if e.kind == "group"]
        if len(people) == 1 and groups:
            return [decide(index, [Hit(_members(g) == [people[0].name.lower()], g.eid, g.field, _show(g))
                                   for g in groups[:1]])]
    m = _NOBODY_RE.match(low)
    if m and _group(index, m.group(1)):   # "nobody is in `wheel`": the group's member list is empty
        return [decide(index, [Hit(not _members(g), g.eid, g.field, _show(g)) for g in _group(index, m.group(1))])]
    m = _HAS_MEMBERS_RE.match(text)
    if m and _group(index, m.group(1)) and _number(m.group(2)) is not None:
        groups, want = _group(index, m.group(1)), _number(m.group(2))
        reading.consumed.update(id(v) for v in reading.values if v.start >= m.start(2) and v.end <= m.end(2))
        return [decide(index, [Hit(len(_members(g)) == want, g.eid, g.field, _show(g)) for g in groups])]
    lead = _HAS_MEMBERS_RE.match(re.sub(r"^[\W_]+", "", reading.unit.context or ""))
    if lead and _group(index, lead.group(1)):
        # "psychohistory has three members: hari, gaal and root": each name listed is one of them
        names = [n for n in re.findall(r"[\w.-]+", low) if n in _users(index) or _group(index, n) and n != lead.group(1)]
        if names:
            groups = _group(index, lead.group(1))
            return [decide(index, [Hit(all(n in _members(g) for n in names), g.eid, g.field, _show(g))
                                   for g in groups])]
    m = _ITS_ONLY_RE.match(text)
    if m:
        groups = [e for mention in reading.prev for e in mention.entities if e.kind == "group"] or \
            [e for e in reading.scope("group")]
        if groups:   # "fenchurch isn't in the wheel group; arthur is its only member"
            who = m.group(1).lower()
            return [decide(index, [Hit(_members(g) == [who], g.eid, g.field, _show(g)) for g in groups[:1]])]
    for pattern, name in _ROLE_GROUPS:
        if pattern.search(low) and _group(index, name):
            users = reading.scope("user")
            if users:   # "sybil is not a printer admin": printer admins are the lpadmin group
                return [decide(index, [Hit((users[0].name in _members(g)) != reading.negated, g.eid, g.field, _show(g))
                                       for g in _group(index, name)])]
    m = _ACCOUNT_NOUN_RE.match(text)
    if m and m.group(1).lower() not in _NOT_NAMES and not any(e.kind == "user" for e in index.lookup(m.group(1).lower())) \
            and _group(index, m.group(3)):
        # "the jellyfin account is in video too" with no jellyfin account: not among video's members either
        return [decide(index, [Hit((m.group(1).lower() in _members(g)) != bool(m.group(2)), g.eid, g.field, _show(g))
                               for g in _group(index, m.group(3))])]
    m = _ONLY_SHELL_RE.match(text)
    if m:
        return _only_login_shell(reading, index, m.group(1).lower())
    return _group_has(reading, index, low) or _in_it(reading, index, low) or _only_member(reading, index, text) or \
        _bare_in(reading, index)


# "**jamie** (UID 1002) — ✅ in `wheel`", "- **Admin:** also in `wheel`" under "- **guest**": no subject of its own;
# the one account the clause before (or the item's parent) names is the one said to be in the group
_BARE_IN_RE = re.compile(r"^\W*(?:[a-z][\w ]{0,20}:\W*)?(?:(?:also|both|all|is|are)\s+)*(not\s+)?(?:in|a\s+member\s+of|member\s+of)\s+(?:the\s+)?"
                         r"[`*'\"]*([\w.-]+)[`*'\"]*(?:\s+group)?(?=\W*$|\W*,)")


def _bare_in(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _BARE_IN_RE.match(reading.low)
    if m is None or reading.own_entities("user"):
        return []
    groups = _group(index, m.group(2))
    people = {e.name.lower() for e in reading.scope("user")} or \
        {e.name.lower() for mention in reading.prev for e in mention.entities if e.kind == "user"} or \
        {w for w in re.findall(r"[\w.-]+", reading.unit.context.lower()) if w in _users(index)}
    several = re.match(r"\W*(?:both|all)\b", reading.low) is not None   # "Both are in libvirt": more than one
    if not groups or len(people) != 1 or several:
        return []
    who = people.pop()
    reading.used_states.update(range(len(reading.states)))
    return [decide(index, [Hit((who in _members(g)) != bool(m.group(1)), g.eid, g.field, _show(g)) for g in groups])]


# "wheel only has luis", "docker has kanya and root": the group's member list, in full with "only"
_GROUP_HAS_RE = re.compile(r"^\W*(?:and\s+|but\s+)?(?:the\s+)?[`*'\"]*([\w.-]+)[`*'\"]*(?:\s+group)?\s+(only\s+|just\s+)?"
                           r"(?:has|contains|includes)\s+(only\s+|just\s+)?([`*'\"\w.\s,&-]+?)\W*$")
# "media is not in it": a member of the group the clause before named
_IN_IT_RE = re.compile(r"^\W*(?:and\s+|but\s+)?(?:the\s+)?[`*'\"]*([a-z_][\w.-]*)[`*'\"]*(?:\s+(?:user|account))?\s+"
                       r"(?:is|isn't|is\s+not)\s+(?:also\s+)?(?:in|a\s+member\s+of)\s+(?:it|that\s+group|this\s+group|"
                       r"that\s+one)(?:\s+(?:too|as\s+well|either))?\W*$")


def _group_has(reading: Reading, index: FactIndex, low: str) -> list[Verdict]:
    m = _GROUP_HAS_RE.match(low)
    if m is None or not _group(index, m.group(1)):
        return []
    users = _users(index)
    names = [w for w in re.split(r"[\s,&]+", m.group(4).replace("`", "").replace("*", "")) if w and w != "and"]
    if not names or any(n not in users for n in names):
        return []
    only = bool(m.group(2) or m.group(3))
    return [decide(index, [Hit(set(names) == set(_members(g)) if only else set(names) <= set(_members(g)),
                               g.eid, g.field, _show(g)) for g in _group(index, m.group(1))])]


def _in_it(reading: Reading, index: FactIndex, low: str) -> list[Verdict]:
    m = _IN_IT_RE.match(low)
    if m is None or m.group(1) not in _users(index):
        return []
    groups = [e for mention in reading.prev for e in mention.entities if e.kind == "group"]
    if not groups:
        return []
    negated = "not" in low[m.start():m.end()] or "n't" in low[m.start():m.end()]
    reading.used_states.update(range(len(reading.states)))
    return [decide(index, [Hit((m.group(1) in _members(groups[0])) != negated, groups[0].eid, groups[0].field,
                               _show(groups[0]))])]


_HAS_ADMIN_RE = re.compile(r"^\W*(?:and\s+|but\s+)?[`*'\"]*([a-z_][\w.-]*)[`*'\"]*\s+(?:(doesn't|does\s+not|has\s+no|"
                           r"hasn't\s+got|lacks)\s+(?:have\s+)?|has\s+)(?:any\s+)?(sudo|admin)(?:\s+(?:rights|access|"
                           r"privileges))?\b")
_PAIR_HAS_ADMIN_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?[`*'\"]*([a-z_][\w.-]*)[`*'\"]*\s+and\s+[`*'\"]*([a-z_][\w.-]*)"
                                r"[`*'\"]*\s+(?:both\s+)?(?:have|can\s+use|are\s+in)\s+(?:the\s+)?(sudo|admin|wheel)\b")
_ONLY_HAS_RE = re.compile(r"^\W*(?:and\s+|but\s+)?only\s+[`*'\"]*([a-z_][\w.-]*)[`*'\"]*\s+(?:has|is\s+in)\s+(?:the\s+)?"
                          r"[`*'\"]*([\w.-]+)[`*'\"]*(?:\s+group)?\s*$")
_PRONOUN_ONLY_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?(?:he|she)(?:['’]s|\s+is)\s+(?:the|its)\s+(?:only|sole)\s+"
                              r"member\b")
_NOBODY_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?(?:nobody|no\s+one|no\s+(?:user|account)s?)\s+(?:is|are)\s+"
                        r"(?:currently\s+)?(?:in|a\s+member\s+of|members\s+of)\s+(?:the\s+)?[`*'\"]*([\w.-]+)")
_IN_GROUPS_RE = re.compile(r"\b(?:in|members?\s+of|part\s+of)\s+(?:the\s+)?[`*'\"]*[\w.-]")


_GROUP_LINE_RE = re.compile(r"^(?P<key>[^:]{1,40}):\s*(?P<only>(?:only|just)\s+)?(?P<names>[`*'\"\w.\s,-]+?)\s*$", re.I)
_LIST_JOINS = frozenset({"and", "&"})


def _group_line(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"**wheel:** only anna", "Admins (wheel): rocky and ci-admin", "| genomics | 2001 | jchen, apatel |": a line
    (or a table row) keyed by one group lists its members, all of them: one named who is not a member, or a
    member left out, makes it wrong."""
    m = _GROUP_LINE_RE.match(reading.text.strip())
    if m is None:
        return []
    groups = {g.name: g for w in re.findall(r"[\w.-]+", m.group("key").lower()) for g in _group(index, w)}
    if len(groups) != 1:
        return []
    words = [w.strip("`*'\"") for w in re.split(r"[\s,]+", m.group("names").lower()) if w.strip("`*'\"")]
    users = _users(index)
    names = [w for w in words if w not in _LIST_JOINS]
    if not names or any(n not in users for n in names):
        return []
    group = next(iter(groups.values()))
    members = set(_members(group))
    # a table cell holds the whole list; a line's list may be cut into claims ("docker group: gitlab-runner, |
    # builder and chen"), so each piece need only name members, unless it says they are the only ones
    whole = bool(m.group("only")) or reading.unit.cell == "value" and len(names) > 1
    ok = set(names) == members if whole else set(names) <= members
    return [decide(index, [Hit(ok, group.eid, group.field, _show(group))])]


_DASHED_RE = re.compile(r"^\W*(?P<who>[\w.-]+(?:\W+(?:and|&)\W+[\w.-]+|\W*,\W*[\w.-]+)*)\W*\s[—–-]\s+"
                        r"(?:both\s+|also\s+|all\s+)?(?P<neg>not\s+)?(?:"
                        r"(?:in|a\s+member\s+of)\s+(?:the\s+)?[`*'\"]*(?P<group>[\w.-]+)[`*'\"]*(?:\s+group)?|"
                        r"an?\s+(?P<role>admin|administrator|sudoer))\W*$", re.I)


def _dashed_item(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"**martin** and **elena** — both in `sudo`", "**sofia** — not an admin": a list item that names the
    accounts, then after a dash the group they are (or are not) in."""
    m = _DASHED_RE.match(reading.text.strip())
    if m is None and re.match(r"\W*(?:both|also|all|not)\b", reading.low) and reading.unit.prev:
        # the names and the group read as two claims: "**martin** and **elena** | — both in `sudo`"
        m = _DASHED_RE.match(f"{reading.unit.prev.strip()} — {reading.text.strip()}")
    if m is None:
        return []
    users = _users(index)
    who = [w for w in re.findall(r"[\w.-]+", m.group("who").lower()) if w not in ("and",)]
    if not who or any(w not in users for w in who):
        return []
    if m.group("role"):
        groups = [g for n in _ADMIN_GROUPS["admin"] for g in _group(index, n)]
    else:
        name = m.group("group").lower()
        groups = _group(index, name) or [g for n in _ADMIN_GROUPS.get(name, ()) for g in _group(index, n)]
    if not groups:
        return []
    reading.used_states.update(range(len(reading.states)))
    negated = bool(m.group("neg"))
    inside = {w: any(w in _members(g) for g in groups) for w in who}   # an admin: in any administrators' group
    hits = [Hit(inside[w] != negated, groups[0].eid, groups[0].field, _show(groups[0])) for w in who]
    return [decide(index, hits)]


def _marked_cell(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"| marta | 1001 | ❌ |" under a "sudo" (or "docker", "wheel (sudo)") column: the mark says whether the row's
    account is in that group (sudo and admin: in any of the administrators' groups)."""
    unit = reading.unit
    if unit.cell != "value" or unit.mark not in ("+", "-") or unit.prev.lower() not in _users(index):
        return []
    header = unit.parse[len(unit.prev):].lower()
    named = [w for w in re.findall(r"[\w.-]+", header)]
    groups = [g for w in named for g in _group(index, w)]
    if not groups:
        groups = [g for w in named if w in _ADMIN_GROUPS for n in _ADMIN_GROUPS[w] for g in _group(index, n)]
    if not groups:
        return []
    reading.used_states.update(range(len(reading.states)))
    who = unit.prev.lower()
    inside = any(who in _members(g) for g in groups)
    return [decide(index, [Hit(inside == (unit.mark == "+"), g.eid, g.field, _show(g)) for g in groups])]


def _absent_group(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"You're also in `video` and `uucp`, as well as `docker`" where the complete list of groups has no docker:
    a group named among real ones that does not exist. (Only when real groups are named with it, so the
    list is one of groups, and nothing else in the evidence has that name.)"""
    into = _IN_GROUPS_RE.search(reading.low)
    lists = [lst for lst in index.listings.get("groups", ()) if lst.complete and lst.members]
    if into is None or not lists or reading.negated or not reading.scope("user"):
        return []
    named = [m for m in reading.mentions if not m.inherited and m.start >= into.start()
             and any(e.kind == "group" for e in m.entities)]
    missing = [t for t in reading.unknown if t.start > into.start() and not index.lookup(t.low)]
    if not named or not missing:
        return []
    verdict = decide(index, [Hit(False, lists[0].eid, lists[0].field,
                                 f"no group named {missing[0].text} among the {len(lists[0].members)} groups")])
    return [replace(verdict, at=(missing[0].start, missing[0].end))]   # the name that failed, for pinpoint.py


def _only_member(reading: Reading, index: FactIndex, text: str) -> list[Verdict]:
    """"X is the only wheel member": the group's complete member list is exactly X. The one named is the
    clause's subject, else the account the clause is about."""
    found = list(_ONLY_MEMBER_RE.finditer(text))
    if not found or reading.negated:
        return []
    lead = _LEAD_NAME_RE.match(text)
    users = _users(index)
    who = lead.group(1).lower() if lead and lead.group(1).lower() in users else None
    if who is None and not lead and not re.match(r"\W*(?:you|you're|you’re|i|i'm|i’m)\b", reading.low):
        # (the reader named as "you" is no account the clause before named)
        scoped = reading.scope("user")
        who = scoped[0].name.lower() if len(scoped) == 1 else None
    verdicts = []
    for m in found:
        name = "admin" if m.group(3) else (m.group(1) or m.group(2)).lower()   # "the only administrator"
        groups = [g for n in _ADMIN_GROUPS.get(name, (name,)) for g in _group(index, n)]
        if groups and who is not None:
            verdicts.append(decide(index, [Hit(_members(g) == [who], g.eid, g.field, _show(g)) for g in groups[:1]]))
        elif groups and len(_members(groups[0])) != 1:
            # "You are the only user in wheel" with two members: wrong whoever "you" is
            verdicts.append(decide(index, [Hit(False, groups[0].eid, groups[0].field, _show(groups[0]))]))
    return [v for v in verdicts if v is not None]


def _only_login_shell(reading: Reading, index: FactIndex, who: str) -> list[Verdict]:
    """"only orm has a login shell": over the complete list of accounts, every other one has nologin or false.
    root's shell is left aside only to keep the claim unsupported, never to verify it."""
    lists = [lst for lst in index.listings.get("users", ()) if lst.complete and lst.members]
    if not lists:
        return []
    users = [u for u in lists[0].members if isinstance(u, Entity)]
    shells = {u.name.lower(): str(u.rec.get("shell") or "") for u in users}
    if who not in shells or any(not s for s in shells.values()):
        return []
    others = sorted(n for n, s in shells.items() if n != who and logs_in(s))
    detail = f"accounts with a login shell: {', '.join([who] * logs_in(shells[who]) + others)}"
    if not logs_in(shells[who]) or set(others) - {"root"}:
        return [decide(index, [Hit(False, lists[0].eid, lists[0].field, detail)])]
    if others:
        return [unknown(f"{detail}; whether root counts the claim does not say", lists[0].eid)]
    return [decide(index, [Hit(True, lists[0].eid, lists[0].field, detail)])]
