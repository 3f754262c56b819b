"""Offline answers about packages (installed, version, count, history) and accounts (users, groups)."""

from __future__ import annotations

from reos_desktop.agent.offline.compose import Reply, listing, plural
from reos_desktop.agent.offline.intents import Question
from reos_desktop.check.clauses import Atom
from reos_desktop.check.decide_things import _members, admin, installed_matches, membership as decide_membership
from reos_desktop.check.evidence import Gatherer

def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def package_installed(q: Question, g: Gatherer, intent: str = "package_installed") -> Reply:
    from reos_desktop.agent.targets import split_kind

    reply = Reply(g, intent)
    name = split_kind(q.name)[0] if q.name else ""
    found, fact, near = installed_matches(name, g)
    if found is None and near:  # "python" when python3 and python3.11 are installed
        packages, _ = g.steady("installed_packages")
        reply.say(f"No package is named exactly {name}; these are{g.steady_cite()}:")
        for package in near[:6]:
            reply.bullet(f"{package} {packages.get(package, '')} is installed{g.steady_cite()}".replace("  ", " "))
        return reply
    if found is None:
        return reply.say(_cap(fact) + ".")
    cite = g.steady_cite()
    if found:
        for package, version in found[:6]:
            reply.say(f"{package} {version} is installed{cite}.")
        return reply
    packages, _ = g.steady("installed_packages")
    reply.say(f"{name} is not installed{cite}.")
    reply.say(f"There are {len(packages)} packages installed{cite}.")
    if near:
        reply.say("Installed packages with similar names: " +
                  ", ".join(f"{n} {packages.get(n, '')}".strip() for n in near) + f"{cite}.")
    return reply


def package_version(q: Question, g: Gatherer) -> Reply:
    return package_installed(q, g, "package_version")


def package_count(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "package_count")
    packages, why = g.steady("installed_packages")
    if packages is None:
        return reply.say(f"I could not read the installed packages: {why}.")
    fields = g.steady_fields() or {}
    manager = fields.get("package_manager") or "the package manager"
    cite = g.steady_cite()
    reply.say(f"There are {len(packages)} packages installed{cite}.")
    reply.say(f"The package manager is {manager}{cite}.")
    for key, label in (("flatpak_apps", "Flatpak apps"), ("snap_packages", "snaps")):
        if fields.get(key):
            reply.say(f"{len(fields[key])} {label} are installed{cite}.")
    return reply


def package_history(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "package_history")
    days = max(1, (q.minutes or 7 * 1440) // 1440)
    r = g.tool("linux_package_history", {"since_days": days, "limit": 200})
    if not r.ok:
        return reply.unknown("The package history", r)
    actions = [a for a, words in (("upgrade", ("upgrad", "updat")), ("install", ("install",)), ("remove", ("remov", "uninstall")))
               if any(w in q.low for w in words)]
    if "install" in actions and "upgrade" not in actions and "reinstall" not in q.low and "upgrad" not in q.low:
        actions = [a for a in actions if a != "upgrade"]
    events = [e for e in r.data.get("events") or [] if not actions or e.get("action") in actions]
    events.sort(key=lambda e: e.get("time") or "", reverse=True)
    what = " or ".join({"upgrade": "upgraded", "install": "installed", "remove": "removed"}[a] for a in actions) \
        if actions else "installed, upgraded or removed"
    window = "the last 24 hours" if days == 1 else f"the last {days} days"
    if not events:
        if r.complete:
            return reply.say(f"No package was {what} in {window}{r.cite()}.")
        return reply.say(f"No package {what} in {window} was seen, but the history is incomplete: "
                         f"{r.incomplete_why()}{r.cite()}.")
    reply.say(f"{plural(len(events), 'package change')} ({what}) in {window}, newest first{r.cite()}:")
    for e in events[:40]:
        change = {"upgrade": f"upgraded from {e.get('from_version')} to {e.get('to_version')}",
                  "install": f"installed {e.get('to_version')}",
                  "remove": f"removed {e.get('from_version') or ''}".rstrip()}.get(e.get("action"), e.get("action"))
        reply.bullet(f"{e.get('time')}: {e.get('package')} {change}{r.cite()}")
    if len(events) > 40:
        reply.say(f"{len(events) - 40} older changes are not shown.")
    if not r.complete:
        reply.say(f"The history may be incomplete: {r.incomplete_why()}{r.cite()}.")
    return reply


def membership(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "membership")
    if q.extra.get("admin"):
        outcome = admin(Atom("admin", q.text, {"user": q.name}), g)
    else:
        outcome = decide_membership(Atom("membership", q.text, {"user": q.name, "group": q.second}), g)
    word = {True: "Yes", False: "No", None: "Unknown"}[outcome.value]
    return reply.say(f"{word}: {outcome.reason}.")


def group_members(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "group_members")
    users, why = g.steady("users")
    groups, why2 = g.steady("groups")
    if users is None or groups is None:
        return reply.say(f"I could not read the users and groups: {why or why2}.")
    group = next((e for e in groups if e.get("name") == q.name), None)
    cite = g.steady_cite()
    if group is None:
        return reply.say(f"There is no group named {q.name} in /etc/group{cite}.")
    members = sorted(_members(group, users))
    listed = set(group.get("members") or [])
    if not members:
        return reply.say(f"Group {q.name} (gid {group.get('gid')}) has no members{cite}.")
    shown = [m if m in listed else f"{m} (primary group)" for m in members]
    return reply.say(f"Group {q.name} (gid {group.get('gid')}) has {plural(len(members), 'member')}: "
                     f"{', '.join(shown)}{cite}.")


def user_groups(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "user_groups")
    users, why = g.steady("users")
    groups, why2 = g.steady("groups")
    if users is None or groups is None:
        return reply.say(f"I could not read the users and groups: {why or why2}.")
    user = next((u for u in users if u.get("name") == q.name), None)
    cite = g.steady_cite()
    if user is None:
        return reply.say(f"There is no user named {q.name} in /etc/passwd{cite}.")
    mine = [gr["name"] + (" (primary)" if gr.get("gid") == user.get("gid") else "") for gr in groups
            if q.name in (gr.get("members") or []) or gr.get("gid") == user.get("gid")]
    return reply.say(f"{q.name} is in {plural(len(mine), 'group')}: {', '.join(mine)}{cite}.")


def user_exists(q: Question, g: Gatherer) -> Reply:
    from reos_desktop.check.decide_things import _local_only

    reply = Reply(g, "user_exists")
    kind = "group" if q.extra.get("group") else "user"
    name = q.extra.get("group") or q.name
    listed, why = g.steady(kind + "s")
    if listed is None:
        return reply.say(f"I could not read the {kind}s: {why}.")
    entry = next((e for e in listed if e.get("name") == name), None)
    cite = g.steady_cite()
    if entry is not None:
        number = f"uid {entry.get('uid')}" if kind == "user" else f"gid {entry.get('gid')}"
        return reply.say(f"{_cap(kind)} {name} exists, with {number}{cite}.")
    local, how = _local_only(g, "passwd" if kind == "user" else "group")
    if local:
        return reply.say(f"{_cap(kind)} {name} does not exist{cite}.")
    source = "/etc/passwd" if kind == "user" else "/etc/group"
    reply.say(f"{name} is not among the {len(listed)} {kind}s in {source}{cite}.")
    return reply.say(f"I could not rule out other account sources: {how}.")


def login_users(q: Question, g: Gatherer) -> Reply:
    from reos_desktop.state.sources.users import is_login_user

    reply = Reply(g, "login_users")
    users, why = g.steady("users")
    if users is None:
        return reply.say(f"I could not read the users: {why}.")
    cite = g.steady_cite()
    people = [u for u in users if is_login_user(u)]
    reply.say(f"{plural(len(users), 'account')} are in /etc/passwd{cite}.")
    if not people:
        reply.say(f"None of them is a login user (uid 1000 to 59999 with a login shell){cite}.")
    else:
        reply.say(f"{plural(len(people), 'login user')} (uid 1000 to 59999 with a login shell){cite}:")
        for u in people[:50]:
            reply.bullet(f"{u['name']}: uid {u.get('uid')}, home {u.get('home')}, shell {u.get('shell')}{cite}")
    root = next((u for u in users if u.get("uid") == 0), None)
    if root and not str(root.get("shell", "")).endswith(("nologin", "false")):
        reply.say(f"{root['name']} has uid 0 and the shell {root.get('shell')}{cite}.")
    return reply


def groups_list(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "groups_list")
    groups, why = g.steady("groups")
    if groups is None:
        return reply.say(f"I could not read the groups: {why}.")
    names = [gr["name"] for gr in groups]
    return reply.say(f"{plural(len(names), 'group')}: {listing(names, 60)}{g.steady_cite()}.")


HANDLERS = {"package_installed": package_installed, "package_version": package_version,
            "package_count": package_count, "package_history": package_history, "membership": membership,
            "group_members": group_members, "user_groups": user_groups, "user_exists": user_exists,
            "login_users": login_users, "groups_list": groups_list}
