"""Clause readers for users and groups: "user bob does not exist", "alice is in group docker"."""

from __future__ import annotations

import re

from reos_desktop.check.clauses import Atom, Clause, lazy
from reos_desktop.check.clauses_things import _EXISTS, _NEG, NAME, _name_ok


# ------------------------------------------------------------------------------------- users and groups
_USER = r"(?:user\s+(?:account\s+)?(?:named\s+|called\s+)?)?(?P<user>" + NAME + r")"
_GROUP = r"(?:the\s+)?(?:group\s+(?:named\s+|called\s+)?)?(?P<group>" + NAME + r")(?:\s+group)?"
_MEMBER_FORMS = [
    lazy(r"^(?:is\s+)?" + _USER + r"\s+(?:is\s+)?" + _NEG + r"(?:in|a\s+member\s+of|member\s+of|part\s+of|"
               r"inside)\s+" + _GROUP + "$"),
    lazy(r"^" + _USER + r"\s+(?:does\s+)?" + _NEG + r"(?:belongs?|belong)\s+to\s+" + _GROUP + "$"),
    lazy(r"^" + _GROUP + r"\s+(?:does\s+)?" + _NEG + r"(?:contains?|includes?|has\s+(?:the\s+)?member)\s+(?:user\s+)?"
               r"(?P<user2>" + NAME + ")$"),
]
_ACCOUNT_FORMS = [
    lazy(r"^(?:the\s+)?(?P<kind>user|group)\s+(?:account\s+)?(?:named\s+|called\s+)?(?P<name>" + NAME + r")\s+"
               + _EXISTS + "$"),
    lazy(r"^(?:the\s+)?(?P<name>" + NAME + r")\s+(?P<kind>user|group)\s+" + _EXISTS + "$"),
    lazy(r"^there\s+is\s+(?:a|an|(?P<neg1>no))\s+(?P<kind>user|group)\s+(?:account\s+)?(?:named\s+|called\s+)?"
               r"(?P<name>" + NAME + ")$"),
    lazy(r"^(?P<name>" + NAME + r")\s+is\s+(?P<neg1>not\s+)?an?\s+(?P<kind>user|group)$"),
]
_GROUP_EMPTY = lazy(r"^" + _GROUP + r"\s+(?:(?P<empty>is\s+empty|has\s+no\s+(?:members|users))|"
                          r"(?P<some>has\s+(?:members|users|some\s+members)|is\s+not\s+empty))$")
_ADMIN = lazy(r"^(?:user\s+)?(?P<user>" + NAME + r")\s+(?:is\s+(?P<neg>not\s+)?an?\s+(?:admin|administrator|"
                    r"sudoer)|(?:can|has)\s+(?P<neg2>not\s+)?(?:use\s+)?sudo(?:\s+rights)?)$")


def read_users(c: Clause) -> Atom | None:
    if not re.search(r"\b(?:users?|groups?|member|belongs?|contains?|includes?|accounts?|admin|administrator|"
                     r"sudoer|sudo|has|in|part)\b", c.low):
        return None
    for pattern in _MEMBER_FORMS:
        m = pattern.match(c.low)
        if m:
            user_group = "user" if m.groupdict().get("user") else "user2"
            user, group = c.take(m, user_group), c.take(m, "group")
            if not (_name_ok(user) and _name_ok(group)):
                continue
            if group.lower() in ("the", "group"):
                continue
            return c.atom("membership", m, negated=bool(m.group("neg")), name=user_group, value="group",
                          user=user, group=group)
    for pattern in _ACCOUNT_FORMS:
        m = pattern.match(c.low)
        if m and _name_ok(c.take(m, "name")):
            return c.atom(m.group("kind") + "_exists", m, negated=bool(m.group("neg1")), name="name",
                          name_value=c.take(m, "name"))
    m = _GROUP_EMPTY.match(c.low)
    if m and _name_ok(c.take(m, "group")) and ("group" in c.low):
        return c.atom("group_has_members", m, negated=bool(m.group("empty")), name="group", group=c.take(m, "group"))
    m = _ADMIN.match(c.low)
    if m and _name_ok(c.take(m, "user")):
        return c.atom("admin", m, negated=bool(m.group("neg") or m.group("neg2")), name="user", user=c.take(m, "user"))
    return None
