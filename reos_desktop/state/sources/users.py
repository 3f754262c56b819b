"""Users and groups from the passwd and group databases, and who may administer the machine."""

from __future__ import annotations

NAME = "users"
FIELDS = {"users": [], "groups": [], "admin_users": [], "sudoers_files": []}
MAX_AGE_S = 3600

_ADMIN_GROUPS = ("sudo", "wheel", "admin")


def signature(root):
    return root.stat_signature("/etc/passwd", "/etc/group", "/etc/sudoers", "/etc/sudoers.d")


def collect(root) -> dict:
    unavailable: dict[str, str] = {}
    users, groups = [], []
    try:
        for line in root.read_lines("/etc/passwd"):
            fields = line.split(":")
            if len(fields) < 7 or line.startswith(("#", "+", "-")):
                continue
            users.append({"name": fields[0], "uid": int(fields[2]), "gid": int(fields[3]),
                          "gecos": fields[4].split(",")[0] or None, "home": fields[5], "shell": fields[6]})
    except OSError as err:
        unavailable["users"] = f"cannot read /etc/passwd: {err.strerror or err}"
    try:
        for line in root.read_lines("/etc/group"):
            fields = line.split(":")
            if len(fields) < 4 or line.startswith(("#", "+", "-")):
                continue
            groups.append({"name": fields[0], "gid": int(fields[2]),
                           "members": [m for m in fields[3].split(",") if m]})
    except OSError as err:
        unavailable["groups"] = f"cannot read /etc/group: {err.strerror or err}"
    admins = sorted({m for g in groups if g["name"] in _ADMIN_GROUPS for m in g["members"]})
    sudoers_files = [f for f in root.listdir("/etc/sudoers.d") if not f.startswith(".") and f != "README"]
    return {"users": users, "groups": groups, "admin_users": admins, "sudoers_files": sudoers_files,
            "_unavailable": unavailable}


def is_login_user(user: dict) -> bool:
    """A person's account rather than a system one: a regular uid and a shell that allows logins."""
    shell = user.get("shell") or ""
    return 1000 <= user.get("uid", 0) < 60000 and not shell.endswith(("nologin", "/false", "/sync"))
