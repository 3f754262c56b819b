"""Which accounts are people's: "mlops, priya and jun are the regular accounts", "The only regular user is ash",
"You're the only regular user on the machine", "deploy is a normal login user", "root is not a regular user".

A regular account is a person's (person_accounts.py), as the steady state lists them. "The regular accounts are X and Y" and "the only regular user is X" name the
whole set; "X is a regular user" names one member. (How many there are is a count: counts.py.)
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.person_accounts import is_person
from reos_desktop.certainty.reading import Reading

_REGULAR_RE = re.compile(r"\b(?:regular|human|normal|real|login|interactive|non-system|non-root)\s+"
                         r"(?:(?:login\s+|user\s+)?(?:users?|accounts?|logins?))\b")
# the whole set: "the only regular user", "the regular accounts are", "are the (only) regular accounts"
_WHOLE_RE = re.compile(r"\bthe\s+only\b|\bonly\s+(?:one\s+)?(?:regular|human|normal|real|login)\b|"
                       r"\bthe\s+(?:regular|human|normal|real|login|interactive|non-system)\s+(?:users?|accounts?)\s+"
                       r"(?:are|is)\b|\bare\s+the\s+(?:\w+\s+)?(?:regular|human|normal|real|login)\b")


def check_regular_accounts(reading: Reading, index: FactIndex) -> list[Verdict]:
    regular = _REGULAR_RE.search(reading.low)
    if not regular or any(v.kind in ("count", "number") for v in reading.values) or \
            reading.wordset & {"other", "else", "besides", "apart", "except"} or \
            re.match(r"\s+(?:who|that|which|with|in|allowed)\b", reading.low[regular.end():]):
        return []   # "the only other regular account", "the only non-root user who can run containers"
    named = {e.name for m in reading.mentions for e in m.entities if e.kind == "user"}
    users = [u for u in index.of_kind("user") if isinstance(u.rec.get("uid"), int)]
    if not named or not users:
        return []
    people = {u.name for u in users if is_person(u.rec, login="login" in reading.wordset)}
    holder = users[0]
    shown = ", ".join(sorted(people)) or "none"
    if _WHOLE_RE.search(reading.low):
        ok = people == named and not reading.negated
        detail = f"accounts with a UID from 1000: {shown}"
    else:
        ok = not (named & people) if reading.negated else named <= people
        detail = "; ".join(f"{u.name} uid={u.rec['uid']}" for u in users if u.name in named) or shown
    reading.used_states.update(range(len(reading.states)))
    return [decide(index, [Hit(ok, holder.eid, holder.field, detail)])]
