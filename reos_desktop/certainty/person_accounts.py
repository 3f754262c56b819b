"""Which accounts are people's: a UID from 1000 below the range systems keep for themselves (nobody is 65534).
Writers count "regular users" by UID alone; a "login" account also needs a shell to log in with (a backup account
given a UID in the people's range but /usr/sbin/nologin logs nobody in). Shared by the readings of "regular
users" (counts, sets, admins out of the users) and of login shells."""

from __future__ import annotations

import re

_NO_LOGIN_RE = re.compile(r"(?:nologin|/false|/sync|/shutdown|/halt)$")


def logs_in(shell: str) -> bool:
    """Is this a shell to log in with (not /usr/sbin/nologin, /bin/false, sync, shutdown or halt)?"""
    return not _NO_LOGIN_RE.search(shell)


def is_person(rec: dict, login: bool = False) -> bool:
    uid = rec.get("uid")
    return isinstance(uid, int) and 1000 <= uid < 65534 and not (login and not logs_in(str(rec.get("shell") or "")))
