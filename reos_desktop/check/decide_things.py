"""Deciding parts about named things that are not processes: ports, logs, users and groups, files, packages."""

from __future__ import annotations

import re

from reos_desktop.check.clauses import Atom
from reos_desktop.check.evidence import Gatherer, Reading
from reos_desktop.check.outcome import Outcome, false, true, unknown, version_holds
from reos_desktop.check.units import compare, fmt_number

# ------------------------------------------------------------------------------------------------ ports


def _relevant_gap(r: Reading, parts: tuple[str, ...]) -> str | None:
    """Why the reading misses something that matters here (only the named parts count)."""
    if not r.ok:
        return r.error or "the tool returned nothing"
    found = []
    for key in ("truncated", "unreadable"):
        for part, why in ((r.data.get(key) or {}).items() if isinstance(r.data.get(key), dict) else []):
            if any(p in part for p in parts):
                found.append(f"{part}: {why}")
    if not getattr(r.item, "complete", True) and not (r.data.get("truncated") or r.data.get("unreadable")):
        found.append("the tool said its reading was incomplete")
    return "; ".join(found) or None


def _listeners(atom: Atom, g: Gatherer) -> tuple[Reading, list[dict], bool]:
    """The listening sockets on the atom's port (and protocol, address); and whether a '::' socket may also
    serve the IPv4 address asked about (dual stack), which makes a 'no' unsafe."""
    p = atom.params
    r = g.tool("linux_network_info", {"port": p["port"], "limit": 5000})
    if not r.ok:
        return r, [], False
    found, maybe = [], False
    for sock in r.data.get("listening") or []:
        if sock.get("port") != p["port"]:
            continue
        if p.get("proto") and not str(sock.get("proto", "")).startswith(p["proto"]):
            continue
        address = p.get("address")
        if address:
            wanted = {"localhost": {"127.0.0.1", "::1"}}.get(address, {address})
            here = sock.get("address")
            if here in wanted or (here == "0.0.0.0" and ":" not in address) or (here == "::" and ":" in address):
                found.append(sock)
            elif here == "::" and ":" not in address:
                maybe = True
            continue
        found.append(sock)
    return r, found, maybe


def _port_words(atom: Atom) -> str:
    p = atom.params
    where = f" on {p['address']}" if p.get("address") else ""
    return f"{p['proto'] + ' ' if p.get('proto') else ''}port {p['port']}{where}"


def _socket_text(sock: dict) -> str:
    owner = sock.get("process") or "owner unknown"
    pid = f", pid {sock['pid']}" if sock.get("pid") else ""
    return f"{sock.get('proto')} {sock.get('address')}:{sock.get('port')} ({owner}{pid})"


def port(atom: Atom, g: Gatherer) -> Outcome:
    r, found, maybe = _listeners(atom, g)
    if not r.ok:
        return unknown(f"listening sockets could not be read: {r.error}{r.cite()}")
    if found:
        shown = ", ".join(_socket_text(s) for s in found[:4])
        return true(f"{_port_words(atom)} is listening: {shown}{r.cite()}")
    gap = _relevant_gap(r, ("sockets", "listening"))
    if gap:
        return unknown(f"no listener on {_port_words(atom)} was seen, but the reading is incomplete ({gap}){r.cite()}")
    if maybe:
        return unknown(f"only a '::' socket listens on port {atom.params['port']}; whether it also serves "
                       f"{atom.params['address']} depends on the dual-stack setting{r.cite()}")
    return false(f"nothing listens on {_port_words(atom)}{r.cite()}")


def port_owner(atom: Atom, g: Gatherer) -> Outcome:
    from reos_desktop.agent.targets import SAME_SOFTWARE, alias_key

    r, found, _ = _listeners(atom, g)
    if not r.ok:
        return unknown(f"listening sockets could not be read: {r.error}{r.cite()}")
    owner = atom.params["owner"].lower()
    key = alias_key(owner)
    names = {owner} | ({n for n in SAME_SOFTWARE.get(key, ()) if "*" not in n} if key in SAME_SOFTWARE else set())
    mine = [s for s in found if (s.get("process") or "").lower() in names]
    if mine:
        return true(f"{_port_words(atom)} is held by {_socket_text(mine[0])}{r.cite()}")
    if not found:
        gap = _relevant_gap(r, ("sockets", "listening"))
        if gap:
            return unknown(f"no listener on {_port_words(atom)} was seen, but the reading is incomplete ({gap}){r.cite()}")
        return false(f"nothing listens on {_port_words(atom)}{r.cite()}")
    if any(not s.get("process") for s in found):
        return unknown(f"the owner of a socket on {_port_words(atom)} could not be read{r.cite()}")
    shown = ", ".join(_socket_text(s) for s in found[:4])
    return false(f"{_port_words(atom)} is held by {shown}{r.cite()}")


# ------------------------------------------------------------------------------------- services and logs
def failed_services(atom: Atom, g: Gatherer) -> Outcome:
    r = g.tool("linux_service_status", {"state": "failed", "limit": 2000})
    if not r.ok:
        return unknown(f"service states could not be read: {r.error}{r.cite()}")
    units = [u for u in r.data.get("units") or [] if u.get("active_state") == "failed"]
    if units:
        names = ", ".join(u["unit"] for u in units[:8])
        return true(f"{len(units)} failed: {names}{r.cite()}")
    if not r.complete:
        return unknown(f"no failed service was seen, but the reading is incomplete ({r.incomplete_why()}){r.cite()}")
    return false(f"no service is in the failed state{r.cite()}")


def failed_services_count(atom: Atom, g: Gatherer) -> Outcome:
    r = g.tool("linux_service_status", {"state": "failed", "limit": 2000})
    if not r.ok:
        return unknown(f"service states could not be read: {r.error}{r.cite()}")
    count = len([u for u in r.data.get("units") or [] if u.get("active_state") == "failed"])
    return _count_outcome(count, r.complete, atom, f"{count} services are in the failed state{r.cite()}")


def _count_outcome(seen: int, complete: bool, atom: Atom, fact: str) -> Outcome:
    """A count compared with a threshold; when the listing was cut, `seen` is only a lower bound."""
    op, n = atom.params["op"], atom.params["count"]
    if complete:
        return Outcome(compare(seen, op, n), fact)
    lower_bound_decides = {">": (seen > n, True), ">=": (seen >= n, True), "!=": (seen > n, True),
                           "<": (seen >= n, False), "<=": (seen > n, False), "=": (seen > n, False)}
    decided, value = lower_bound_decides[op]
    if decided:
        return Outcome(value, f"{fact} (at least: the listing was cut)")
    return unknown(f"{fact}, but the listing was cut, so the true number may be higher")


def logs(atom: Atom, g: Gatherer) -> Outcome:
    p = atom.params
    args = {"since_minutes": p["since_minutes"], "priority": p["priority"], "limit": 20}
    if p.get("unit"):
        args["unit"] = p["unit"]
    r = g.tool("linux_recent_logs", args)
    level = {"err": "error", "warning": "warning", "crit": "critical"}[p["priority"]]
    scope = f"{p['unit']}'s log" if p.get("unit") else "the logs"
    window = f"the last {fmt_number(p['since_minutes'])} minutes"
    if not r.ok:
        return unknown(f"{scope} could not be read: {r.error}{r.cite()}")
    entries = r.data.get("entries") or []
    if entries:
        return true(f"{scope} hold {len(entries)}{'+' if r.data.get('truncated') else ''} entries of {level} "
                    f"priority or worse in {window}{r.cite()}")
    if not r.complete:
        return unknown(f"no {level} was seen in {scope}, but the reading is incomplete ({r.incomplete_why()}){r.cite()}")
    return false(f"{scope} hold no entries of {level} priority or worse in {window}{r.cite()}")


# ------------------------------------------------------------------------------------- users and groups
_LOCAL_SOURCES = {"files", "compat", "systemd"}


def _local_only(g: Gatherer, database: str) -> tuple[bool | None, str]:
    """Are users (or groups) only the local files? Accounts from LDAP, SSSD, NIS or systemd-homed would not
    be listed, so a "no such user" needs this to hold."""
    r = g.tool("linux_file_read", {"path": "/etc/nsswitch.conf", "limit": 500})
    if not r.ok:
        if r.error and "does not exist" in r.error:
            return True, f"there is no /etc/nsswitch.conf, so only local files are used{r.cite()}"
        return None, f"/etc/nsswitch.conf could not be read: {r.error}{r.cite()}"
    for line in r.data.get("lines") or []:
        line = line.split("#", 1)[0].strip()
        if not line.startswith(database + ":"):
            continue
        sources_text = line.split(":", 1)[1]
        if "REDACTED" in sources_text:
            return None, f"the {database} line of /etc/nsswitch.conf was redacted, so its sources are unknown{r.cite()}"
        sources = set(re.sub(r"\[[^\]]*\]", " ", sources_text).split())
        remote = sorted(sources - _LOCAL_SOURCES)
        if remote:
            return False, f"/etc/nsswitch.conf also takes {database} from {', '.join(remote)}{r.cite()}"
        named = " and ".join(sorted(sources)) or "nothing"
        if "systemd" in sources:
            packages, _ = g.steady("installed_packages")
            if packages is None or "systemd-homed" in packages:
                return False, (f"/etc/nsswitch.conf takes {database} from systemd too, and systemd-homed "
                               f"{'is installed' if packages else 'may be installed'}{r.cite()}")
            # nss-systemd alone only adds the accounts of services' DynamicUser=, never a person's account.
            return True, (f"/etc/nsswitch.conf takes {database} from {named}{r.cite()}, and systemd-homed is not "
                          f"installed{g.steady_cite()}")
        return True, f"/etc/nsswitch.conf takes {database} only from {named}{r.cite()}"
    return True, f"/etc/nsswitch.conf names no {database} sources, so local files are used{r.cite()}"


def _accounts(g: Gatherer, kind: str) -> tuple[list[dict] | None, str | None]:
    return g.steady(kind + "s")


def _users_and_groups(g: Gatherer) -> tuple[list[dict], list[dict], Outcome | None]:
    """Both account lists, or the unknown outcome that says which could not be read."""
    users, why_u = _accounts(g, "user")
    groups, why_g = _accounts(g, "group")
    if users is None or groups is None:
        return [], [], unknown(f"the user and group lists are unknown: {why_u or why_g}")
    return users, groups, None


def _negative(g: Gatherer, kind: str, fact: str) -> Outcome:
    local, why = _local_only(g, "passwd" if kind == "user" else "group")
    if local:
        return false(f"{fact}{g.steady_cite()}; {why}")
    return unknown(f"{fact}{g.steady_cite()}, but {why}" if local is False else f"{fact}{g.steady_cite()}; {why}")


def account_exists(atom: Atom, g: Gatherer, kind: str) -> Outcome:
    name = atom.params["name_value"]
    listed, why = _accounts(g, kind)
    if listed is None:
        return unknown(f"the {kind} list is unknown: {why}")
    entry = next((e for e in listed if e.get("name") == name), None)
    if entry:
        extra = f" (uid {entry['uid']})" if kind == "user" and "uid" in entry else \
            f" (gid {entry['gid']})" if "gid" in entry else ""
        return true(f"{kind} {name} exists{extra}{g.steady_cite()}")
    return _negative(g, kind, f"there is no {kind} named {name} among the {len(listed)} {kind}s")


def _members(group: dict, users: list[dict]) -> set[str]:
    """Listed members and users whose primary group it is."""
    return set(group.get("members") or []) | {u["name"] for u in users if u.get("gid") == group.get("gid")}


def membership(atom: Atom, g: Gatherer) -> Outcome:
    user, group_name = atom.params["user"], atom.params["group"]
    users, groups, missing = _users_and_groups(g)
    if missing:
        return missing
    group = next((e for e in groups if e.get("name") == group_name), None)
    if group is None:
        return _negative(g, "group", f"there is no group named {group_name}")
    members = _members(group, users)
    if user in members:
        how = "as its primary group" if user not in (group.get("members") or []) else "as a listed member"
        return true(f"{user} is in group {group_name} {how}{g.steady_cite()}")
    if not any(u.get("name") == user for u in users):
        return _negative(g, "user", f"there is no user named {user}")
    shown = ", ".join(sorted(members)) or "no one"
    return _negative(g, "group", f"group {group_name} holds {shown}, not {user}")


def group_has_members(atom: Atom, g: Gatherer) -> Outcome:
    name = atom.params["group"]
    users, groups, missing = _users_and_groups(g)
    if missing:
        return missing
    group = next((e for e in groups if e.get("name") == name), None)
    if group is None:
        return _negative(g, "group", f"there is no group named {name}")
    members = _members(group, users)
    if members:
        return true(f"group {name} holds {', '.join(sorted(members))}{g.steady_cite()}")
    return _negative(g, "group", f"group {name} has no members")


def admin(atom: Atom, g: Gatherer) -> Outcome:
    user = atom.params["user"]
    users, groups, missing = _users_and_groups(g)
    if missing:
        return missing
    entry = next((u for u in users if u.get("name") == user), None)
    if entry is None:
        return _negative(g, "user", f"there is no user named {user}")
    if entry.get("uid") == 0:
        return true(f"{user} has uid 0{g.steady_cite()}")
    for group in groups:
        if group.get("name") in ("sudo", "wheel", "admin") and user in _members(group, users):
            return true(f"{user} is in group {group['name']}{g.steady_cite()}")
    return unknown(f"{user} is in none of the groups sudo, wheel or admin{g.steady_cite()}, but sudo rights can also "
                   "come from /etc/sudoers, which is not read offline")


# ------------------------------------------------------------------------------------------------ files
def file(atom: Atom, g: Gatherer) -> Outcome:
    path, kind = atom.params["path"], atom.params["kind"]
    r = g.tool("linux_file_read", {"path": path, "limit": 1})
    cite = r.cite()
    if r.ok:
        return Outcome(kind in ("file", "path"), f"{path} is a readable file{cite}")
    error = r.error or ""
    if r.item is None:  # refused before it ran (outside the readable folders, a secret store)
        return unknown(f"{error}")
    if "does not exist" in error:
        return false(f"{path} does not exist{cite}")
    if "is a folder" in error:
        if kind == "file":
            return unknown(f"{path} is a folder, not a regular file; ask 'directory {path} exists' or "
                           f"'{path} exists'{cite}")
        return true(f"{path} is a folder{cite}")
    if "binary file" in error:
        return Outcome(kind in ("file", "path"), f"{path} is a (binary) file{cite}")
    if "not a regular file" in error:
        return Outcome(True if kind == "path" else False if kind == "directory" else None,
                       f"{path} exists but is not a regular file{cite}")
    if "permission denied" in error:
        return Outcome(True if kind == "path" else None, f"{path} exists but could not be read{cite}")
    return unknown(f"{path} could not be checked: {error}{cite}")


# --------------------------------------------------------------------------------------------- packages
def installed_matches(name: str, g: Gatherer) -> tuple[list[tuple[str, str]] | None, str, list[str]]:
    """([(package, version)], why unknown or a fact, near names) for the packages a name means."""
    from reos_desktop.agent.targets import match_targets

    packages, why = g.steady("installed_packages")
    if packages is None:
        return None, f"the installed packages are unknown: {why}", []
    fields = g.steady_fields() or {}
    extra = {}
    for key in ("flatpak_apps", "snap_packages"):
        extra.update(fields.get(key) or {})
    bare = name.split(":", 1)[0] if re.match(r"^[\w.+-]+:[a-z0-9]+$", name) else name
    manager = fields.get("package_manager") or "the package manager"
    if bare in packages or bare in extra:  # the exact name: no need to search the whole list
        return [(bare, packages.get(bare) or extra.get(bare))], f"{manager} lists {len(packages)} packages", []
    matches = match_targets(bare, fields, None, kinds=("package",))
    identity = [m for m in matches if m.how == "exact"] or [m for m in matches if m.is_identity]
    found = [(m.name, packages.get(m.name) or extra.get(m.name) or "?") for m in identity]
    if not found:
        # "python" when python3 is installed, "php" when php8.2 is: the word names a versioned package.
        versioned = [n for n in list(packages) + list(extra)
                     if re.fullmatch(re.escape(bare.lower()) + r"[-.]?\d[\w.]*", n.lower())]
        if versioned:
            shown = ", ".join(f"{n} {packages.get(n) or extra.get(n)}" for n in versioned[:4])
            return None, (f"no package is named exactly {bare}, but {shown} {'is' if len(versioned) == 1 else 'are'} "
                          f"installed{g.steady_cite()}; name the package to decide"), versioned
    near = [m.name for m in matches if not m.is_identity][:3]
    return found, f"{manager} lists {len(packages)} packages", near


def package(atom: Atom, g: Gatherer) -> Outcome:
    name = atom.params["name_value"]
    found, fact, near = installed_matches(name, g)
    if found is None:
        return unknown(fact)
    cite = g.steady_cite()
    if found:
        shown = ", ".join(f"{n} {v}" for n, v in found[:4])
        return true(f"installed: {shown}{cite}")
    hint = f" (close names: {', '.join(near)})" if near else ""
    return false(f"no package named {name} is installed; {fact}{hint}{cite}")


def package_version(atom: Atom, g: Gatherer) -> Outcome:
    name, op, stated = atom.params["name_value"], atom.params["op"], atom.params["version"]
    found, fact, _ = installed_matches(name, g)
    if found is None:
        return unknown(fact)
    cite = g.steady_cite()
    if not found:
        return false(f"{name} is not installed; {fact}{cite}")
    verdicts = {version_holds(v, op, stated) for _, v in found if v != "?"}
    shown = ", ".join(f"{n} {v}" for n, v in found[:4])
    if len(verdicts) == 1:
        return Outcome(verdicts.pop(), f"installed: {shown}{cite}")
    return unknown(f"several packages answer to {name} and their versions disagree: {shown}{cite}")


DECIDERS = {"port": port, "port_owner": port_owner, "failed_services": failed_services,
            "failed_services_count": failed_services_count, "logs": logs, "membership": membership,
            "user_exists": lambda a, g: account_exists(a, g, "user"),
            "group_exists": lambda a, g: account_exists(a, g, "group"),
            "group_has_members": group_has_members, "admin": admin, "file": file, "package": package,
            "package_version": package_version}
