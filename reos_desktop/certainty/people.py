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
        self.you_said = bool(re.search(r"\b(?:i|me|my|mine|i'm)\b", (question or "").lower()))

    def you(self) -> list[Entity]:
        humans = [u for u in self.index.of_kind("user") if _is_human(u)]
        names = {u.name for u in self.asked}
        others = [u for u in humans if u.name not in names]
        return others if len(others) == 1 else []

    def person(self) -> list[Entity]:
        if len(self.asked) == 1:
            return list(self.asked)
        return list(self.last) if len(self.last) == 1 else []

    def apply(self, reading: Reading) -> None:
        """Add the people the clause's pronouns stand for, as inherited mentions."""
        if not self.index.of_kind("user"):
            return
        if any(not m.inherited and any(e.kind == "user" for e in m.entities) for m in reading.mentions):
            return
        words = set(reading.words) | {w.replace("’", "'") for w in reading.words}
        groups = any(not m.inherited and any(e.kind == "group" for e in m.entities) for m in reading.mentions)
        if not (groups or words & _ACCOUNT_WORDS or any(t.text.startswith(("/home", "/bin/", "/usr/bin/", "/sbin/"))
                                                        for t in reading.toks)):
            return
        people: list[Entity] = []
        if words & _YOU:
            people += self.you()
            if "both" in words:
                people += [p for p in self.person() if p not in people]
        elif words & _PERSONAL:
            people = self.person()
        elif words & _GROUP_OF and len(self.last_many) >= 2:
            people = list(self.last_many)
        if not people:
            return
        reading.mentions = [m for m in reading.mentions if not (m.inherited and any(e.kind == "user" for e in m.entities))]
        reading.mentions.extend(Mention(p.name, -1, -1, [p], True) for p in people)
        reading.subject_unknown = False

    def update(self, reading: Reading) -> None:
        named = [e for m in reading.mentions if not m.inherited for e in m.entities if e.kind == "user"]
        if named:
            self.last = list(dict.fromkeys(named))
            if len(self.last) >= 2:
                self.last_many = self.last
