"""A user's accounts facts said in a claim: which groups the user is in (each group of a list in turn, a group
no complete group listing has), admin rights, and the user's shell and home. Split from relations.py, which
finds the user and the groups a clause names and calls these."""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import NUMBER_WORDS, STOPWORDS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

JOINT_RE = re.compile(r"\b(?:and|or)\s+(?:also\s+)?(?:in\s+)?(?:the\s+)?[`*]*$")
# "in lpadmin but not in sambashare", "in sudo, not in docker"
BUT_NOT_RE = re.compile(r"\b(?:but|and)\s+(?:is\s+|was\s+|she's\s+|he's\s+|it's\s+)?(?:not|never)\b|"
                         r"\bbut\s+\w+n't\b|[,;]\s*(?:not|never)\b")


def membership(reading: Reading, index: FactIndex, user: Entity, groups: list[Entity], negated: bool) -> Verdict:
    hits = []
    for group in groups:
        members = [str(m) for m in group.rec.get("members") or []]
        primary = user.rec.get("gid") is not None and user.rec.get("gid") == group.rec.get("gid")
        ok = user.name in members or primary
        hits.append(Hit(ok != negated, group.eid, group.field,
                        f"group {group.name} members={', '.join(members) or 'none'}" + (" (primary group)" if primary else "")))
    return decide(index, hits)


_GROUP_NAME_RE = re.compile(r"\b(?:in|of|to)\s+(?:the\s+)?[`*]*([\w-]+)[`*]*\s+group\b|\bgroup\s+[`*]*([\w-]+)")


_NOT_GROUP_NAMES = frozenset("""of for that which is are was and or with membership members member id gid ids
as to in on by from the its their his her owner ownership permissions access rights""".split())


_MORE_GROUPS_RE = re.compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:in\s+)?(?:the\s+)?[`*]*([a-z_][\w-]*)[`*]*")


_LIST_GOES_ON_RE = re.compile(r"\s*(?:[,;.)]|and\b|&|though\b|too\b|as\s+well\b|groups?\b|$)")


def groups_after(reading: Reading, index: FactIndex, last, members: list[Entity]) -> list[Verdict]:
    """"kali is in sudo, wireshark, plugdev and adm": the names joined to the list of groups after the last one
    read as a group. One that a group has is a membership to check; one that no group of a complete group listing
    has (and the evidence knows as nothing else) is a group there is not."""
    lists = [lst for lst in index.listings.get("groups", ()) if lst.complete and lst.members]
    out, pos = [], last.end
    while True:
        m = _MORE_GROUPS_RE.match(reading.low, pos)
        if not m:
            break
        pos = m.end()
        name = m.group(1)
        if not _LIST_GOES_ON_RE.match(reading.low, pos):
            break   # ", and sudo asks for a password": a clause of its own, not one more group
        if name in _NOT_GROUP_NAMES or name in STOPWORDS or name in ("though", "too", "also", "both", "groups",
                                                                       "group", "others", "more"):
            continue
        known = index.lookup(name)
        groups = [e for e in known if e.kind == "group"]
        if groups and members:
            verdict = membership(reading, index, members[0], groups, reading.negated)
            if verdict is not None:
                out.append(replace(verdict, at=(m.start(1), m.end(1))))
            continue
        if known or not lists:
            continue
        verdict = decide(index, [Hit(reading.negated, lst.eid, lst.field, f"there is no group {name}") for lst in lists])
        out.append(replace(verdict, at=(m.start(1), m.end(1))))
    return out


def absent_group(reading: Reading, index: FactIndex, user: Entity) -> Verdict | None:
    """"you're in the docker group" when the complete list of groups has no docker group at all."""
    m = _GROUP_NAME_RE.search(reading.low)
    if not m:
        return None
    name = m.group(1) or m.group(2)
    if name in _NOT_GROUP_NAMES:
        return None   # "the primary group of the ledger account": a word after 'group', not its name
    if name.isdigit() or name in NUMBER_WORDS or name in ("a", "one", "no", "any", "some", "many", "several"):
        return None   # "root is in 1 group": a count, which the count matcher checks
    if index.lookup(name) and any(e.kind == "group" for e in index.lookup(name)):
        return None
    lists = [lst for lst in index.listings.get("groups", ()) if lst.complete and lst.members]
    if not lists:
        return None
    return decide(index, [Hit(reading.negated, lst.eid, lst.field, f"there is no group {name}") for lst in lists])


def admin(reading: Reading, index: FactIndex, user: Entity) -> Verdict:
    admins = index.attrs.get("admin_users", [])
    hits = []
    for fact in admins:
        names = [n for n in fact.value.split(",") if n and n != "-"]
        ok = user.name in names
        hits.append(Hit(ok != reading.negated, fact.eid, fact.field, f"admin users: {', '.join(names) or 'none'}"))
    if not hits:
        for group in index.of_kind("group"):
            if group.name in ("sudo", "wheel", "admin"):
                ok = user.name in (group.rec.get("members") or [])
                hits.append(Hit(ok != reading.negated, group.eid, group.field,
                                f"group {group.name} members={', '.join(group.rec.get('members') or []) or 'none'}"))
    return decide(index, hits) or unknown(f"no evidence about {user.name}'s rights")


_SHELLS = frozenset("bash zsh fish sh ash dash ksh mksh tcsh csh nologin false nushell nu xonsh elvish busybox".split())


def _is_shell_path(text: str) -> bool:
    """"/usr/sbin/nologin", "/bin/bash": a path whose last part is a shell."""
    return text.startswith("/") and text.rstrip("/").rsplit("/", 1)[-1] in _SHELLS


def user_paths(reading: Reading, index: FactIndex, user: Entity) -> list[Verdict]:
    out = []
    if re.search(r"\b(?:no|without a?|cannot|can't) (?:login |interactive )?shell\b|\b(?:cannot|can't|can ?not) log ?in\b",
                 reading.low) and \
            user.rec.get("shell"):
        shell = str(user.rec["shell"]).rsplit("/", 1)[-1]
        return [decide(index, [Hit(shell in ("nologin", "false"), user.eid, user.field,
                                   f"{user.name} shell={user.rec['shell']}")])]
    shell_word = re.search(r"\bshell\b(?:\s+is|:|\s+=)?\s+(?:the\s+)?[`*]*([a-z][\w-]*)\b", reading.low) or \
        re.search(r"\b(?:uses|runs|has|log ?in with|logs? ?in with|use)\s+(?:the\s+)?[`*]*(bash|zsh|fish|sh|ash|dash|ksh|tcsh|csh|nologin)\b",
                  reading.low)
    if shell_word and shell_word.group(1) not in _SHELLS:
        shell_word = None   # "Users with a login shell: root, postgres": the word after is an account, not a shell
    shell_word = shell_word or re.search(r"\b(bash|zsh|fish|sh|dash|ksh|tcsh|csh|nologin)\s+(?:login\s+)?shell\b",
                                         reading.low)   # "has a bash shell"
    if shell_word and user.rec.get("shell") and not any(_is_shell_path(t.text) for t in reading.toks):
        actual = str(user.rec["shell"]).rsplit("/", 1)[-1]
        verdict = decide(index, [Hit(shell_word.group(1) == actual, user.eid, user.field,
                                     f"{user.name} shell={user.rec['shell']}")])
        out.append(replace(verdict, at=shell_word.span(1)) if verdict is not None else verdict)
    for tok in reading.toks:
        if not tok.text.startswith("/") or len(tok.text) < 2:
            continue
        path = tok.text.rstrip("/")
        home = "home" in reading.wordset or path.startswith("/home")
        if _is_shell_path(path) or "shell" in reading.wordset and not home:
            actual = str(user.rec.get("shell") or "")
            if actual:
                out.append(_placed(decide(index, [Hit(path == actual, user.eid, user.field,
                                                      f"{user.name} shell={actual}")]), tok))
        elif home:
            actual = str(user.rec.get("home") or "")
            if actual:
                # "homes under /home": a folder the home lies in, not the home itself
                under = re.search(r"\b(?:under|in|inside|below|beneath|within)\s*[`*\"']*$", reading.low[:tok.start])
                ok = path == actual.rstrip("/") or bool(under) and actual.startswith(path + "/")
                out.append(_placed(decide(index, [Hit(ok, user.eid, user.field, f"{user.name} home={actual}")]), tok))
    return out


def _placed(verdict: Verdict | None, tok) -> Verdict | None:
    """The verdict on the path at `tok` (pinpoint.py marks a wrong one alone)."""
    return replace(verdict, at=(tok.start, tok.end)) if verdict is not None else verdict
