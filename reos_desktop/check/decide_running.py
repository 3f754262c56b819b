"""Deciding what runs: services (systemd), processes, containers, and the plain "X is running".

"X is running" with no kind word means a service when X names one on this machine (a unit file, a SysV
script, an alias such as sshd for ssh.service); otherwise a process or a container of that name. "Not
running" is only said when every place it could run was read completely: the service list, the whole
process table, and the container runtimes.
"""

from __future__ import annotations

import os
import re

from reos_desktop.check.clauses import Atom
from reos_desktop.check.decide_things import _count_outcome
from reos_desktop.check.evidence import Gatherer, Reading
from reos_desktop.check.outcome import Outcome, false, true, unknown

PROCESS_LIMIT = 1000
RUNTIME_PACKAGES = ("docker.io", "docker-ce", "docker-ee", "moby-engine", "podman", "containerd", "containerd.io",
                    "cri-o", "lxc", "lxd", "incus", "nerdctl")
_SCRIPT_SUFFIXES = (".py", ".sh", ".js", ".jar", ".rb", ".pl", ".php")


# -------------------------------------------------------------------------------------------- services
def services_named(name: str, g: Gatherer) -> tuple[list[str], bool, str]:
    """(units the name means, whether the service list is known, why not)."""
    from reos_desktop.agent.targets import match_targets

    available, why = g.steady("available_services")
    if available is None:
        return [], False, why or "the service list is unknown"
    sysv, _ = g.steady("sysv_services")
    fields = g.steady_fields() or {}
    units = [m.name for m in match_targets(name, fields, None, kinds=("service",)) if m.is_identity]
    bare = name[:-len(".service")] if name.endswith(".service") else name
    if sysv and bare in sysv and f"{bare}.service" not in units:
        units.append(f"{bare}.service")
    # A template (getty@.service) is not a service that runs; its instances are.
    units = [u for u in units if not u.endswith("@.service")] or [u for u in units]
    return list(dict.fromkeys(units)), True, ""


def _unit_text(unit: dict) -> str:
    text = f"{unit.get('unit')} is {unit.get('active_state')} ({unit.get('sub_state')})"
    if unit.get("load_state") == "not-found":
        text = f"{unit.get('unit')} does not exist (load state not-found)"
    return text


def unit_verdict(unit: dict, test: str) -> tuple[bool | None, str]:
    active, sub, load = unit.get("active_state"), unit.get("sub_state"), unit.get("load_state")
    file_state = unit.get("unit_file_state") or ""
    text = _unit_text(unit)
    if load == "not-found":
        return (False, text) if test != "masked" else (False, text)
    if test == "running":
        if active == "reloading" or (active == "active" and sub == "running"):
            return True, text
        if active in ("inactive", "failed") or (active == "active" and sub != "running"):
            return False, text
        return None, text + ", which is changing"
    if test == "active":
        if active in ("active", "reloading"):
            return True, text
        if active in ("inactive", "failed"):
            return False, text
        return None, text + ", which is changing"
    if test == "failed":
        if active == "failed":
            return True, text
        if active in ("active", "inactive", "reloading"):
            return False, text
        return None, text + ", which is changing"
    if test == "enabled":
        text = f"{unit.get('unit')} is {file_state or 'without a unit file'}"
        if file_state in ("enabled", "enabled-runtime"):
            return True, text
        if file_state in ("disabled", "masked", "masked-runtime", "static", ""):
            return False, text
        return None, text + " (neither enabled nor disabled)"
    if test == "masked":
        masked = load == "masked" or file_state.startswith("masked")
        return masked, f"{unit.get('unit')} is {'masked' if masked else file_state or load}"
    return True, text  # exists: loaded


def _ask_units(units: list[str], test: str, g: Gatherer) -> Outcome:
    values, reasons = [], []
    for unit in units[:6]:
        r = g.tool("linux_service_status", {"name": unit})
        if not r.ok:
            values.append(None)
            reasons.append(f"{unit}: {r.error}{r.cite()}")
            continue
        value, text = unit_verdict(r.data, test)
        values.append(value)
        reasons.append(text + r.cite())
    reason = "; ".join(reasons)
    if any(v is True for v in values):
        return true(reason)
    if values and all(v is False for v in values) and len(units) <= 6:
        return false(reason)
    return unknown(reason)


def service(atom: Atom, g: Gatherer) -> Outcome:
    name, test = atom.params["name_value"], atom.params["test"]
    units, known, why = services_named(name, g)
    if test == "exists":
        if units:
            return true(f"{', '.join(units)} {'is' if len(units) == 1 else 'are'} installed{g.steady_cite()}")
        if known:
            return false(f"there is no service named {name} on this machine{g.steady_cite()}")
        return _ask_units([name], "exists", g)
    if units:
        return _ask_units(units, test, g)
    if known:
        return false(f"there is no service named {name} on this machine{g.steady_cite()}")
    return _ask_units([name], test, g)


# ------------------------------------------------------------------------------------------- processes
def process_names(name: str) -> set[str]:
    """The process names a word means: itself, or the literal names of its software or category."""
    from reos_desktop.agent.targets import CATEGORIES, PHRASES, SAME_SOFTWARE, alias_key

    low = name.lower()
    names = {low} if " " not in low else set()
    key = alias_key(low)
    if key:
        group = SAME_SOFTWARE.get(key) or CATEGORIES.get(PHRASES.get(low, low)) or ()
        names |= {n for n in group if not any(c in n for c in "*?[")}
    return names


def all_processes(g: Gatherer) -> Reading:
    return g.tool("linux_processes", {"sort": "pid", "limit": PROCESS_LIMIT, "cpu": False})


def own_lineage() -> set[int]:
    """This process and its ancestors: their command lines hold the question itself ("reos check 'nginx is
    running'"), so they must not count as a process mentioning nginx."""
    pids, pid = set(), os.getpid()
    while pid > 1 and pid not in pids and len(pids) < 64:
        pids.add(pid)
        try:
            with open(f"/proc/{pid}/stat", "rb") as handle:
                raw = handle.read()
            pid = int(raw[raw.rfind(b")") + 2:].split()[1])
        except (OSError, ValueError, IndexError):
            break
    return pids


def _mentions(cmdline: str, names: set[str]) -> bool:
    for token in cmdline.split():
        base = os.path.basename(token.rstrip("/")).lower()
        for suffix in _SCRIPT_SUFFIXES:
            if base.endswith(suffix):
                base = base[:-len(suffix)]
        if base in names or token.lower() in names:
            return True
    return False


def _family(name: str) -> str:
    """A program's name without its version: python3.11, python3 and python are one family."""
    return re.sub(r"[\d.\-]+$", "", name.lower()) or name.lower()


def process_outcome(name: str, g: Gatherer) -> tuple[Outcome, list[dict], Reading]:
    """Is a process of this name running? Unknown rather than no when a command line mentions the name
    (a script run by an interpreter) or the table could not be read whole."""
    names = process_names(name)
    r = all_processes(g)
    if not r.ok:
        return unknown(f"the process list could not be read: {r.error}{r.cite()}"), [], r
    me = os.getpid()  # this process asking is not the thing asked about
    matches = [p for p in r.data.get("processes") or [] if str(p.get("name", "")).lower() in names and p.get("pid") != me]
    if not matches and not r.complete:
        narrow = g.tool("linux_processes", {"sort": "pid", "limit": PROCESS_LIMIT, "name": name, "cpu": False})
        if narrow.ok:
            matches = [p for p in narrow.data.get("processes") or []
                       if str(p.get("name", "")).lower() in names and p.get("pid") != me]
            r = narrow if matches else r
    if matches:
        pids = ", ".join(str(p["pid"]) for p in matches[:5]) + (", …" if len(matches) > 5 else "")
        label = matches[0]["name"]
        count = f"{len(matches)} processes named {label} are" if len(matches) > 1 else f"a process named {label} is"
        return true(f"{count} running (PID {pids}){r.cite()}"), matches, r
    ours = own_lineage()
    mentioned = [p for p in r.data.get("processes") or []
                 if p.get("pid") not in ours and _mentions(str(p.get("cmdline") or ""), names)]
    if mentioned:
        p = mentioned[0]
        return unknown(f"there is no process named {name}, but PID {p['pid']} ({p.get('name')}) runs "
                       f"'{p.get('cmdline')}'{r.cite()}"), [], r
    kin = [p for p in r.data.get("processes") or []
           if p.get("pid") not in ours and _family(str(p.get("name", ""))) in {_family(n) for n in names}]
    if kin:
        # python3 may run as "python" or "python3.11" (a versioned name or a symlink): the same program.
        pids = ", ".join(str(p["pid"]) for p in kin[:5]) + (", …" if len(kin) > 5 else "")
        return unknown(f"no process is named exactly {name}, but processes named {kin[0].get('name')} run "
                       f"(PID {pids}), which may be the same program{r.cite()}"), [], r
    if not r.complete:
        return unknown(f"I could not read the whole process list ({r.incomplete_why()}), and none of the "
                       f"processes seen is named {name}{r.cite()}"), [], r
    total = r.data.get("total_on_system", r.data.get("total"))
    label = " or ".join(sorted(names)) if len(names) > 1 else name
    return false(f"there is no process named {label} among the {total} processes{r.cite()}"), [], r


def process(atom: Atom, g: Gatherer) -> Outcome:
    return process_outcome(atom.params["name_value"], g)[0]


def process_count(atom: Atom, g: Gatherer) -> Outcome:
    name = atom.params["name_value"]
    r = all_processes(g)
    if not r.ok:
        return unknown(f"the process list could not be read: {r.error}{r.cite()}")
    names = process_names(name)
    matches = [p for p in r.data.get("processes") or [] if str(p.get("name", "")).lower() in names]
    fact = f"{len(matches)} processes named {name} are running{r.cite()}"
    return _count_outcome(len(matches), r.complete, atom, fact)


def process_total(atom: Atom, g: Gatherer) -> Outcome:
    r = all_processes(g)
    if not r.ok:
        return unknown(f"the process list could not be read: {r.error}{r.cite()}")
    total = r.data.get("total_on_system", r.data.get("total"))
    hidden = bool((r.data.get("unreadable") or {}))
    return _count_outcome(total, not hidden, atom, f"{total} processes are running{r.cite()}")


# ------------------------------------------------------------------------------------------ containers
def containers_reading(g: Gatherer) -> tuple[Reading, list[dict] | None, str]:
    """(reading, containers or None when unknown, a fact about the runtimes)."""
    r = g.tool("linux_containers", {"all": True, "limit": 2000})
    if r.ok:
        return r, list(r.data.get("containers") or []), f"{r.data.get('runtime')} lists {len(r.data.get('containers') or [])} containers"
    tried = (getattr(r.item, "data", None) or {}).get("tried") if r.item is not None else None
    packages, _ = g.steady("installed_packages")
    if isinstance(tried, dict) and tried and all(why == "no such socket" for why in tried.values()) and \
            packages is not None and not any(p in packages for p in RUNTIME_PACKAGES):
        return r, [], f"no container runtime is installed{g.steady_cite()} and no runtime socket exists"
    return r, None, f"containers could not be listed: {r.error}"


def _find_container(name: str, listed: list[dict]) -> dict | None:
    exact = [c for c in listed if c.get("name") == name]
    if exact:
        return exact[0]
    if len(name) >= 4 and all(ch in "0123456789abcdef" for ch in name.lower()):
        by_id = [c for c in listed if str(c.get("id", "")).startswith(name.lower())]
        if len(by_id) == 1:
            return by_id[0]
    return None


_CONTAINER_TESTS = {
    "running": lambda c: c.get("state") == "running",
    "stopped": lambda c: c.get("state") in ("exited", "dead", "created"),
    "exited": lambda c: c.get("state") == "exited", "paused": lambda c: c.get("state") == "paused",
    "restarting": lambda c: c.get("state") == "restarting", "created": lambda c: c.get("state") == "created",
    "healthy": lambda c: "(healthy)" in str(c.get("status") or ""),
    "unhealthy": lambda c: "(unhealthy)" in str(c.get("status") or ""),
}


def container(atom: Atom, g: Gatherer, state: str | None = None) -> Outcome:
    name = atom.params["name_value"]
    state = state or atom.params.get("state", "running")
    r, listed, fact = containers_reading(g)
    if listed is None:
        return unknown(fact + r.cite())
    found = _find_container(name, listed)
    if found is None:
        if not r.complete and r.ok:
            return unknown(f"no container named {name} was seen, but the listing is incomplete "
                           f"({r.incomplete_why()}){r.cite()}")
        return false(f"there is no container named {name}; {fact}{r.cite()}")
    text = f"container {found['name']} is {found.get('state')} ({found.get('status')}){r.cite()}"
    if state == "exists":
        return true(text)
    return Outcome(_CONTAINER_TESTS[state](found), text)


def containers_count(atom: Atom, g: Gatherer) -> Outcome:
    r, listed, fact = containers_reading(g)
    if listed is None:
        return unknown(fact + r.cite())
    scope = atom.params["scope"]
    chosen = [c for c in listed if scope == "all" or c.get("state") == "running"]
    names = ", ".join(str(c.get("name")) for c in chosen[:6])
    what = "running containers" if scope == "running" else "containers"
    text = f"there are {len(chosen)} {what}{': ' + names if names else ''}{r.cite()}"
    return _count_outcome(len(chosen), r.complete or not r.ok, atom, text)


# ------------------------------------------------------------------------------------- plain "running"
def running(atom: Atom, g: Gatherer) -> Outcome:
    name = atom.params["name_value"]
    units, known, why = services_named(name, g)
    if units:
        return _ask_units(units, "running", g)
    parts = []
    if known:
        service_part = false(f"there is no service named {name}{g.steady_cite()}")
    else:
        service_part = _ask_units([name], "running", g)
    parts.append(service_part)
    if service_part.value:
        return service_part
    proc = process_outcome(name, g)[0]
    if proc.value:
        return proc
    parts.append(proc)
    cont = container(Atom("container", atom.text, {"name_value": name}), g, "running")
    if cont.value:
        return cont
    parts.append(cont)
    reason = "; ".join(p.reason for p in parts)
    if all(p.value is False for p in parts):
        return false(reason)
    return unknown(reason)


def exists_any(atom: Atom, g: Gatherer) -> Outcome:
    name = atom.params["name_value"]
    fields = g.steady_fields()
    if fields is None:
        return unknown("no steady-state snapshot was given")
    found = []
    units, _, _ = services_named(name, g)
    if units:
        found.append(f"service {units[0]}")
    packages, _ = g.steady("installed_packages")
    if packages and name in packages:
        found.append(f"package {name}")
    for kind in ("user", "group"):
        listed, _ = g.steady(kind + "s")
        if listed and any(e.get("name") == name for e in listed):
            found.append(f"{kind} {name}")
    if found:
        return true(f"there is a {', a '.join(found)}{g.steady_cite()}")
    return unknown(f"no service, package, user or group is named {name}{g.steady_cite()}; say which kind of thing "
                   "(service, package, user, group, container, process or file) to decide it")


DECIDERS = {"service": service, "running": running, "process": process, "process_count": process_count,
            "process_total": process_total, "container": container,
            "container_exists": lambda a, g: container(a, g, "exists"), "containers_count": containers_count,
            "exists_any": exists_any}
