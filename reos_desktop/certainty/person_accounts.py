"""Which accounts are people's: a UID from 1000 below the range systems keep for themselves (nobody is 65534).
Writers count "regular users" by UID alone; a "login" account also needs a shell to log in with (a backup account
given a UID in the people's range but /usr/sbin/nologin logs nobody in). Shared by the readings of "regular
users" (counts, sets, admins out of the users)."""

from __future__ import annotations

import re

_NO_LOGIN_RE = re.compile(r"(?:nologin|/false|/sync|/shutdown|/halt)$")


def is_person(rec: dict, login: bool = False) -> bool:
    uid = rec.get("uid")
    return isinstance(uid, int) and 1000 <= uid < 65534 and \
        not (login and _NO_LOGIN_RE.search(str(rec.get("shell") or "")))
