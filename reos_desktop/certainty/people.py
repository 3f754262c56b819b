"""Who "she", "his", "you" and "both" are in a clause about accounts.

Answers about accounts name a person once and go on with pronouns across sentences ("No — fenchurch isn't
in wheel. She is in libvirt, though; her login shell is /bin/bash"). Clause-to-clause inheritance
(reading.py) stops at a sentence's end, so this keeps the people of the answer instead:

- "she/he/her/his/him": the one account the question names (the conversation is about that person), else
  the one account the last clause naming accounts named;
- "you/your": the asker, the one human account (uid 1000+) the question does not name in the third person;
- "both/they/them" with no name of their own: the accounts of the last clause that named two or more
  ("you're both ..." is the asker and the person).

Only clauses about accounts get them (a group, a shell, a home, a uid, sudo, membership words), and only
when the clause names no account of its own, so "your disk is full" stays about the machine.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex
from reos_desktop.certainty.reading import Mention, Reading
from reos_desktop.certainty.text import tokens

_PERSONAL = frozenset("she he her his him hers she's he's".split())
_YOU = frozenset("you your you're yours you've".split())
_GROUP_OF = frozenset("both they them their they're".split())
_ACCOUNT_WORDS = frozenset("""group groups member members membership shell home uid gid sudo sudoer sudoers wheel
login account accounts admin""".split())


# a clause with no subject of its own: "(and) is in wheel too", "is also a member of docker"
_VERB_FIRST_RE = re.compile(r"^\s*(?:and\s+|but\s+)?(?:is|are|was|were)(?:n't|\s+not)?\s+(?:also\s+|only\s+)?"
                            r"(?:in|a\s+member\s+of|members?\s+of|part\s+of)\b|"
                            # an attribute item cut from its account (account_parts.py): "with home /home/gale",
                            # "home /srv/deploy", "with a nologin shell", "the only member of sambashare"
                            r"^\s*(?:and\s+)?(?:with\s+)?(?:(?:an?|the|its)\s+)?(?:(?:home|shell|login\s+shell)\s+(?:is\s+)?"
                            r"[`'\"*]*/|[`*]*[\w/.-]+[`*]*\s+(?:login\s+)?shell\b|(?:only|sole)\s+(?:\w+\s+)?members?\s+of\b|"
                            r"(?:also\s+)?(?:an?\s+)?members?\s+of\b)")


# a clause whose subject is a personal pronoun: "He's also in `sudo`", "and she is in wheel"
_PRONOUN_SUBJECT_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?(he|she|they)(?:['’](?:s|re)|\s+(?:is|are|was|were|has|"
                                 r"have|belongs?|uses?|can|also))\b", re.I)


def pronoun_subject(text: str) -> bool:
    return bool(_PRONOUN_SUBJECT_RE.match(text))


def _key_account(index: FactIndex, reading: Reading) -> list[Entity]:
    """The account a key-value line is about: its label is exactly one account's name."""
    label = re.sub(r"[`*_#:\s]+", " ", reading.unit.context or "").strip().lower()
    if not label or " " in label or not reading.unit.parse.strip() or reading.unit.text.strip().lower() == label:
        return []
    return [e for e in index.lookup(label) if e.kind == "user"][:1]


def _is_human(user: Entity) -> bool:
    uid = user.rec.get("uid")
    return isinstance(uid, int) and 1000 <= uid < 65534


class People:
    def __init__(self, index: FactIndex, question: str) -> None:
        self.index = index
        asked = []
        for tok in tokens(question or ""):
            low = tok.low[:-2] if tok.low.endswith("'s") else tok.low
            asked += [e for e in index.lookup(low) if e.kind == "user" and e not in asked]
        self.asked = asked
        self.last: list[Entity] = []
        self.last_many: list[Entity] = []   # the last clause that named two accounts or more
        self.last_clause: list[Entity] = []   # the accounts the clause just before named itself
        self.last_sentence = -1
        # the asker names their own account: "I'm kenji", "I am ana", "logged in as deploy", "my user is bo"
        said = re.findall(r"\b(?:i['’]m|i\s+am|logged\s+in\s+as|my\s+(?:user(?:name)?|account|login)(?:\s+is)?)\s+"
                          r"[`*'\"]*([a-z_][\w.-]*)", (question or "").lower())
        me = [e for name in said for e in index.lookup(name) if e.kind == "user"]
        self.me = list(dict.fromkeys(me)) if len(set(e.name for e in me)) == 1 else []
        self.you_said = bool(re.search(r"\b(?:i|me|my|mine|i'm)\b", (question or "").lower()))

    def you(self) -> list[Entity]:
        if self.me:
            return list(self.me)   # "I'm kenji — which groups am I in?": the asker named themself
        humans = [u for u in self.index.of_kind("user") if _is_human(u)]
        names = {u.name for u in self.asked}
        others = [u for u in humans if u.name not in names]
        return others if len(others) == 1 else []

    def person(self, sentence: int = -1) -> list[Entity]:
        if len(self.last_clause) == 1 and self.last_sentence == sentence:
            return list(self.last_clause)   # "baldr's shell is fish and his UID is 1001": the one just named
        if len(self.asked) == 1:
            return list(self.asked)
        return list(self.last) if len(self.last) == 1 else []

    def apply(self, reading: Reading) -> None:
        """Add the people the clause's pronouns stand for, as inherited mentions."""
        if not self.index.of_kind("user"):
            return
        named_at = [m.start for m in reading.mentions if not m.inherited and any(e.kind == "user" for e in m.entities)]
        lead = _PRONOUN_SUBJECT_RE.match(reading.text)
        # "He's also in sudo, together with kids": an account named after a pronoun subject is not who it is
        if named_at and not (lead and min(named_at) >= lead.end()):
            return
        words = set(reading.words) | {w.replace("’", "'") for w in reading.words}
        groups = any(not m.inherited and any(e.kind == "group" for e in m.entities) for m in reading.mentions)
        if not (groups or words & _ACCOUNT_WORDS or any(t.text.startswith(("/home", "/bin/", "/usr/bin/", "/sbin/"))
                                                        for t in reading.toks)):
            return
        people: list[Entity] = []
        key = _key_account(self.index, reading)
        if key:
            people = key   # "bray: UID 1001, shell /bin/bash, in bastion-users": the line's label is the account
        elif _VERB_FIRST_RE.match(reading.low) and self.last_clause:
            people = list(self.last_clause)   # "gaal has uid 1001 and is in wheel too": the clause before's
        elif words & _YOU:
            people += self.you()
            if "both" in words:
                people += [p for p in self.person() if p not in people]
        elif words & _PERSONAL:
            people = self.person(reading.unit.sentence)
        elif words & _GROUP_OF and len(self.last_many) >= 2:
            people = list(self.last_many)
        if not people:
            return
        reading.mentions = [m for m in reading.mentions if not (m.inherited and any(e.kind == "user" for e in m.entities))]
        reading.mentions.extend(Mention(p.name, -1, -1, [p], True) for p in people)
        reading.subject_unknown = False

    def update(self, reading: Reading) -> None:
        named = [e for m in reading.mentions if not m.inherited for e in m.entities if e.kind == "user"]
        yours = _YOUR_ACCOUNT_RE.search(reading.low)
        if yours and not self.me:   # "your account mara (UID 1000) is in wheel": the answer says who the asker is
            self.me = [e for e in named if e.name.lower() == yours.group(1)][:1]
        self.last_clause = list(dict.fromkeys(named))
        self.last_sentence = reading.unit.sentence
        if named:
            self.last = list(dict.fromkeys(named))
            if len(self.last) >= 2:
                self.last_many = self.last


_YOUR_ACCOUNT_RE = re.compile(r"\byour\s+(?:own\s+)?(?:account|user(?:name)?|login)\s*,?\s*[`*'\"]*([a-z_][\w.-]*)")

_RELATIVE_LEAD_RE = re.compile(r"^\W*(?:and\s+|but\s+)?(?:who|whom|which|that|and|but)?\s*(?:is|are|was|were|has|have|"
                               r"'s|also|too|only)\b|^\W*(?:who|whom)\b", re.I)


def accounts_said_before(reading: Reading, at: int, accounts: list[Entity]) -> list[Entity]:
    """The accounts a predicate at `at` is said of: those the clause names before it; when it names none there
    and opens with "who"/"is also ...", the accounts of the clause before ("katniss (uid 1000), who is also in
    libvirt, and prim, whose shell is zsh": libvirt is katniss's, not prim's). Accounts only named after the
    predicate belong to a predicate of their own."""
    before = [e for m in reading.mentions if not m.inherited and m.end <= at for e in m.entities if e.kind == "user"]
    if before:
        return [a for a in accounts if a in before] or before
    lead = _PRONOUN_SUBJECT_RE.match(reading.text[:at])
    if lead:
        # "He's also in sudo together with kids": the pronoun's account (people.py), never one named after it;
        # "he"/"she" is one account, so two inherited ones leave it untold
        held = list(dict.fromkeys(e for m in reading.mentions if m.inherited for e in m.entities if e.kind == "user"))
        return held if len(held) == 1 or lead.group(1).lower() == "they" else []
    named_after = [e for m in reading.mentions if not m.inherited and m.start >= at for e in m.entities
                   if e.kind == "user"]
    if not named_after or not _RELATIVE_LEAD_RE.match(reading.text[:at]):
        return accounts
    earlier = [e for m in reading.prev for e in m.entities if e.kind == "user"]
    return list(dict.fromkeys(earlier))
