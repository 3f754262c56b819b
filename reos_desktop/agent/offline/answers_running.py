"""Offline answers about what runs: services, failed services, processes (top by CPU or memory, by name),
and containers."""

from __future__ import annotations

from reos_desktop.agent.offline.compose import Reply, fmt_bytes, fmt_percent, listing, plural
from reos_desktop.agent.offline.intents import Question
from reos_desktop.check.decide_running import (_find_container, all_processes, containers_reading, process_names,
                                               process_outcome, services_named)
from reos_desktop.check.evidence import Gatherer


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _unit_lines(reply: Reply, unit: str, r) -> None:
    d = r.data
    if d.get("load_state") == "not-found":
        reply.say(f"{unit} does not exist (systemd does not know it){r.cite()}.")
        return
    reply.say(f"{d.get('unit') or unit} is {d.get('active_state')} ({d.get('sub_state')}){r.cite()}.")
    if d.get("unit_file_state"):
        reply.say(f"{d.get('unit') or unit} is {d['unit_file_state']} at boot{r.cite()}.")
    if d.get("main_pid"):
        reply.say(f"Its main PID is {d['main_pid']}{r.cite()}.")
    if d.get("active_since") and d.get("active_state") == "active":
        reply.say(f"It has been active since {d['active_since']}{r.cite()}.")


def process_sentence(name: str, g: Gatherer) -> tuple[str, bool | None]:
    """One checkable sentence on whether a process of this name runs (and the verdict)."""
    outcome, matches, r = process_outcome(name, g)
    if matches:
        pids = ", ".join(str(p["pid"]) for p in matches[:8]) + (", …" if len(matches) > 8 else "")
        return f"{name} is running with PID {pids}{r.cite()}.", True
    if outcome.value is False:
        return f"{name} is not running{r.cite()}.", False
    return f"I could not tell whether a process named {name} runs: {outcome.reason}.", None


def interface_status(name: str, g: Gatherer) -> Reply | None:
    """'is eth0 up?' asks about a network interface, not a service: its state and addresses, fresh."""
    fields = g.steady_fields() or {}
    known = fields.get("network_interfaces") or []
    if not any(isinstance(i, dict) and i.get("name") == name for i in known):
        return None
    reply = Reply(g, "interface_status")
    r = g.tool("linux_network_info", {"limit": 1})
    nic = next((i for i in r.data.get("interfaces") or [] if i.get("name") == name), None) if r.ok else None
    cite = r.cite()
    if nic is None:
        steady, _ = g.steady("network_interfaces")
        nic = next(i for i in steady if i.get("name") == name)
        cite = g.steady_cite()
        if not r.ok:
            reply.unknown(f"The current state of {name}", r)
    reply.say(f"{name} is a network interface; it is {'up' if nic.get('is_up') else 'down'}{cite}.")
    if nic.get("addresses"):
        reply.say(f"{name} has addresses {', '.join(nic['addresses'])}{cite}.")
    return reply


def service_status(q: Question, g: Gatherer) -> Reply | None:
    from reos_desktop.agent.targets import CATEGORIES, PHRASES, alias_key, match_targets

    name = q.name
    interface = interface_status(name, g)
    if interface is not None:
        return interface
    reply = Reply(g, "service_status")
    units, known, why = services_named(name, g)
    if not units and name.lower().endswith(" server") and alias_key(name) is None:
        name = name[:-len(" server")]  # "the nginx server" is nginx
        units, known, why = services_named(name, g)
    unread = False
    for unit in units[:4]:
        r = g.tool("linux_service_status", {"name": unit})
        if r.ok:
            _unit_lines(reply, unit, r)
        else:
            unread = True
            reply.unknown(f"The state of {unit}", r)
    if units and not unread:
        return reply
    # A kind of software or another name ("the database", "postgres") is looked for as the processes of
    # the units it named, so the sentence names real software rather than the user's word.
    seen: dict[str, tuple[str, bool | None]] = {}
    for unit in (units if alias_key(name) else [])[:4]:
        bare = unit[:-len(".service")] if unit.endswith(".service") else unit
        seen.setdefault(alias_key(bare) or bare, process_sentence(bare, g))
    sentence, running = (" ".join(s for s, _ in seen.values()), any(r for _, r in seen.values())) if seen \
        else process_sentence(name, g)
    if running or units:
        # Without systemd, whether a process of that name runs is still worth knowing (and is checkable).
        return reply.say(sentence)
    r, listed, fact = containers_reading(g)
    found = _find_container(name, listed or [])
    if found is not None:
        return reply.say(f"Container {found['name']} is {found.get('state')} ({found.get('status')}){r.cite()}.")
    category = PHRASES.get(name.lower(), name.lower())
    if category in CATEGORIES:
        members = ", ".join(p for p in CATEGORIES[category] if "*" not in p)
        reply.say(f"There is no {category} service ({members}) on this machine{g.steady_cite()}." if known else
                  f"I could not read the service list: {why}.")
        if known:
            # "web server is not running" would read a kind of software as a process name: the members were
            # looked for as services above, and that is the checkable statement.
            return reply
    elif known:
        reply.say(f"There is no service named {name} on this machine{g.steady_cite()}.")
    else:
        reply.say(f"I could not read the service list: {why}.")
    reply.say(sentence)
    if listed is None:
        reply.say(f"I could not list the containers: {fact.removeprefix('containers could not be listed: ')}{r.cite()}.")
    else:
        reply.say(f"There is no container named {name}: {fact}{r.cite()}.")
    near = [m.name for m in match_targets(name, g.steady_fields() or {}, None, kinds=("service", "package"))
            if m.how in ("fuzzy", "token")][:3]
    if near:
        reply.say(f"Similar names here: {', '.join(near)}{g.steady_cite()}.")
    return reply


def failed_services(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "failed_services")
    r = g.tool("linux_service_status", {"state": "failed", "limit": 500})
    if not r.ok:
        return reply.unknown("Service states", r)
    units = [u for u in r.data.get("units") or [] if u.get("active_state") == "failed"]
    if units:
        reply.say(f"{plural(len(units), 'service has', 'services have')} failed{r.cite()}:")
        for unit in units[:30]:
            reply.bullet(f"{unit['unit']} is failed ({unit.get('sub_state')}){r.cite()}")
    elif r.complete:
        reply.say(f"No service is in the failed state{r.cite()}.")
    else:
        reply.say(f"No failed service was seen, but the listing is incomplete: {r.incomplete_why()}{r.cite()}.")
    return reply


def services_list(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "services_list")
    enabled, why = g.steady("enabled_services")
    available, why2 = g.steady("available_services")
    if enabled is None and available is None:
        return reply.say(f"I could not read the service list: {why or why2}.")
    cite = g.steady_cite()
    if available is not None:
        reply.say(f"{plural(len(available), 'service unit is', 'service units are')} installed{cite}.")
    if enabled is not None:
        reply.say(f"{plural(len(enabled), 'service is', 'services are')} enabled at boot: {listing(enabled, 30)}{cite}.")
    return reply


def process_running(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "process_running")
    return reply.say(process_sentence(q.name, g)[0])


def process_usage(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "process_usage")
    names = process_names(q.name)
    r = all_processes(g)
    if not r.ok:
        return reply.unknown(f"The processes named {q.name}", r)
    mine = [p for p in r.data.get("processes") or [] if str(p.get("name", "")).lower() in names]
    if not mine:
        return reply.say(f"No process named {q.name} is running{r.cite()}.")
    rss = sum(p.get("rss_bytes") or 0 for p in mine)
    cpu = sum(p.get("cpu_percent") or 0 for p in mine)
    mem = sum(p.get("memory_percent") or 0 for p in mine)
    label = f"{plural(len(mine), 'process', 'processes')} named {mine[0]['name']}"
    verb = "uses" if len(mine) == 1 else "use"
    reply.say(f"{label} {verb} {fmt_bytes(rss)} of memory ({fmt_percent(mem)}){r.cite()}.")
    reply.say(f"{'Together they use' if len(mine) > 1 else 'It uses'} {fmt_percent(cpu)} of one CPU core, "
              f"measured over 0.1 s{r.cite()}.")
    return reply


def _top(q: Question, g: Gatherer, sort: str, intent: str) -> Reply:
    reply = Reply(g, intent)
    limit = min(max(q.number or 10, 1), 50)
    r = g.tool("linux_processes", {"sort": sort, "limit": limit})
    if not r.ok:
        return reply.unknown("The process list", r)
    total = r.data.get("total_on_system", r.data.get("total"))
    what = "CPU" if sort == "cpu" else "memory"
    reply.say(f"The top {len(r.data.get('processes') or [])} of {total} processes by {what}{r.cite()}:")
    for p in r.data.get("processes") or []:
        memory = f"{fmt_bytes(p['rss_bytes'])} memory" if p.get("rss_bytes") else "no resident memory"
        reply.bullet(f"PID {p['pid']} {p['name']} ({p.get('user') or 'user unknown'}): {fmt_percent(p.get('cpu_percent'))} "
                     f"CPU, {memory}{r.cite()}")
    return reply


def top_cpu(q: Question, g: Gatherer) -> Reply:
    return _top(q, g, "cpu", "top_cpu")


def top_memory(q: Question, g: Gatherer) -> Reply:
    return _top(q, g, "memory", "top_memory")


def _container_line(c: dict) -> str:
    ports = f", ports {', '.join(c['ports'])}" if c.get("ports") else ""
    return f"{c.get('name')}: {c.get('state')} ({c.get('status')}), image {c.get('image')}{ports}"


def containers(q: Question, g: Gatherer) -> Reply:
    from reos_desktop.agent.targets import split_kind

    reply = Reply(g, "containers")
    r, listed, fact = containers_reading(g)
    if listed is None:
        return reply.say(f"I could not list the containers: {r.error}{r.cite()}.")
    want_all = any(w in q.low for w in (" all ", "all containers", "stopped", "exited", "every", "list containers",
                                        "ps -a", "existing"))
    word = None
    if q.name:
        word = split_kind(q.name)[0].lower()
    else:
        import re

        m = re.search(r"\b([\w.-]+)\s+containers?\b", q.low)
        if m and m.group(1) not in ("the", "all", "running", "stopped", "exited", "docker", "podman", "my", "any",
                                     "which", "what", "many", "of", "are", "list", "show", "existing"):
            word = m.group(1)
    chosen = [c for c in listed if word is None or word in str(c.get("name", "")).lower()]
    running = [c for c in chosen if c.get("state") == "running"]
    scope = f" named like {word}" if word else ""
    if r.ok and not r.complete:
        # A runtime that did not answer may hold more: no totals, only what was seen.
        reply.say(f"I could not read every container runtime: {r.incomplete_why()}{r.cite()}.")
        reply.say(f"Of the containers that could be listed, {len(chosen)}{scope} were found, {len(running)} "
                  f"running{r.cite()}.")
    elif not chosen:
        reply.say(f"There are no containers{scope}{r.cite()}.")
    else:
        reply.say(f"There {'is' if len(chosen) == 1 else 'are'} {plural(len(chosen), 'container')}{scope}{r.cite()}.")
        reply.say(f"{len(running)} of them {'is' if len(running) == 1 else 'are'} running{r.cite()}.")
    for c in (chosen if want_all or word else running)[:40]:
        reply.bullet(_container_line(c) + r.cite())
    return reply


def container_status(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "container_status")
    r, listed, fact = containers_reading(g)
    if listed is None:
        return reply.say(f"I could not list the containers: {r.error}{r.cite()}.")
    found = _find_container(q.name, listed)
    if found is None:
        similar = [c for c in listed if q.name.lower() in str(c.get("name", "")).lower()]
        if similar:
            reply.say(f"There is no container named exactly {q.name}{r.cite()}.")
            for c in similar[:10]:
                reply.bullet(_container_line(c) + r.cite())
            return reply
        return reply.say(f"There is no container named {q.name}: {fact}{r.cite()}.")
    reply.say(f"Container {found['name']} is {found.get('state')} ({found.get('status')}){r.cite()}.")
    reply.say(f"Its image is {found.get('image')}{r.cite()}.")
    if found.get("ports"):
        reply.say(f"Its ports are {', '.join(found['ports'])}{r.cite()}.")
    return reply


HANDLERS = {"service_status": service_status, "failed_services": failed_services, "services_list": services_list,
            "process_running": process_running, "process_usage": process_usage, "top_cpu": top_cpu,
            "top_memory": top_memory, "containers": containers, "container_status": container_status}
