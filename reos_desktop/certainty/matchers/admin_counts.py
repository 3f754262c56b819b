"""How many accounts can use sudo: "2 users can use sudo", "Two people have sudo: deploy and ana", "Both accounts are
admins". The administrators are the members of the machine's sudo, wheel or admin groups, whose records list
their members in full; the count is of them, not of all accounts."""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.lexicon import NUMBER_WORDS
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.person_accounts import is_person
from reos_desktop.certainty.reading import Reading

_ADMIN_GROUP_NAMES = ("sudo", "wheel", "admin")
_COUNT = r"(\d+|both|" + "|".join(w for w in NUMBER_WORDS if " " not in w and w.isalpha() and w != "no") + r")"
_ADMIN_COUNT_RE = re.compile(
    r"^\W*(?:so\s+|and\s+|only\s+|just\s+)*" + _COUNT + r"\s+(?:of\s+(?:the|them|your)\s+(?:" + _COUNT +
    r"\s+)?)?(?:(?:regular|human|login)\s+)?(?:users?|accounts?|people|"
    r"persons?)\s+(?:(?:can|could)\s+(?:use\s+)?sudo|ha(?:ve|s)\s+(?:sudo|admin)\b|are\s+(?:admins?|administrators|"
    r"sudoers)\b|(?:ha(?:ve|s)|with)\s+(?:sudo|admin(?:istrator)?)\s+(?:rights|access|privileges))", re.I)


def check_admin_counts(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _ADMIN_COUNT_RE.match(reading.low)
    if m is None or reading.negated:
        return []
    word = m.group(1).lower()
    want = 2 if word == "both" else int(word) if word.isdigit() else NUMBER_WORDS.get(word)
    groups = [g for name in _ADMIN_GROUP_NAMES for g in index.lookup(name) if g.kind == "group"]
    if want is None or not groups:
        return []
    admins = sorted({str(member) for g in groups for member in g.rec.get("members") or []})
    reading.consumed.update(id(v) for v in reading.values if m.start(1) <= v.start < m.end(0))
    detail = f"members of {', '.join(g.name for g in groups)}: {', '.join(admins) or 'none'}"
    hits = [Hit(len(admins) == want, groups[0].eid, groups[0].field, detail)]
    if m.group(2):   # "two of the three users": the accounts of people, too
        total = m.group(2).lower()
        of = 2 if total == "both" else int(total) if total.isdigit() else NUMBER_WORDS.get(total)
        people = [u for u in index.of_kind("user") if is_person(u.rec)]
        if people and of is not None:
            hits.append(Hit(len(people) == of, people[0].eid, people[0].field,
                            f"{len(people)} people's accounts: {', '.join(u.name for u in people[:6])}"))
    return [decide(index, [h for h in hits if not h.ok] or hits)]
