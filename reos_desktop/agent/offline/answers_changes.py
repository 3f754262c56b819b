"""Offline answers about change: recent errors in the logs, what changed since the last snapshot, and files
modified recently under a folder."""

from __future__ import annotations

import re

from reos_desktop.agent.offline.compose import Reply, plural
from reos_desktop.agent.offline.intents import Question
from reos_desktop.check.evidence import Gatherer

_NOT_UNITS = frozenset({"the", "recent", "any", "system", "all", "my", "these", "those", "last", "past", "error",
                        "errors", "warning", "warnings", "log", "logs", "journal", "syslog", "critical", "today",
                        "there", "what", "which", "new", "latest", "show", "list", "some", "in", "kernel"})
_UNIT_FORMS = [re.compile(p) for p in (
    r"\b(?:errors?|warnings?|problems|issues|entries|messages)\s+(?:in|from|of|for|by)\s+(?:the\s+)?(?P<name>[\w@.-]+)"
    r"(?:'s)?(?:\s+(?:logs?|service|unit|journal))?",
    r"\b(?P<name>[\w@.-]+)(?:'s)?\s+(?:logs?|errors|warnings|journal)\b",
    r"\blogs?\s+(?:of|for|from)\s+(?:the\s+)?(?P<name>[\w@.-]+)")]


def _unit(q: Question) -> str | None:
    for pattern in _UNIT_FORMS:
        m = pattern.search(q.low)
        if m and m.group("name") not in _NOT_UNITS and not m.group("name").isdigit():
            return q.norm[m.start("name"):m.end("name")]
    return None


def window(minutes: int) -> str:
    if minutes == 1440:
        return "the last 24 hours"
    if minutes == 60:
        return "the last hour"
    if minutes % 1440 == 0:
        return f"the last {plural(minutes // 1440, 'day')}"
    if minutes % 60 == 0:
        return f"the last {plural(minutes // 60, 'hour')}"
    return f"the last {plural(minutes, 'minute')}"


def log_errors(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "log_errors")
    unit = _unit(q)
    priority = "warning" if "warning" in q.low else "crit" if "critical" in q.low else "err"
    minutes = q.minutes or 1440
    args = {"since_minutes": minutes, "priority": priority, "limit": 30}
    if unit:
        args["unit"] = unit
    r = g.tool("linux_recent_logs", args)
    scope = f"the log of {unit}" if unit else "the logs"
    holds = "holds" if unit else "hold"
    level = {"err": "error", "warning": "warning", "crit": "critical"}[priority]
    if not r.ok:
        return reply.unknown(_cap(scope), r)
    entries = r.data.get("entries") or []
    source = r.data.get("source")
    where = f" (read from the {source})" if source else ""
    if not entries:
        if r.complete:
            return reply.say(f"{_cap(scope)} {holds} no entries of {level} priority or worse in {window(minutes)}"
                             f"{where}{r.cite()}.")
        return reply.say(f"No {level} was seen in {scope} in {window(minutes)}, but the reading is incomplete: "
                         f"{r.incomplete_why()}{r.cite()}.")
    more = "+" if (r.data.get("truncated") or {}).get("entries") else ""
    reply.say(f"{_cap(scope)} {holds} {len(entries)}{more} entries of {level} priority or worse in {window(minutes)}"
              f"{where}, newest last{r.cite()}:")
    for entry in entries[-30:]:
        reply.bullet(f"{entry.get('time')} {entry.get('unit') or ''}: {entry.get('message')}".replace("  ", " ")
                     + r.cite())
    return reply


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def state_diff(q: Question, g: Gatherer) -> Reply:
    from reos_desktop.evidence.models import EvidenceItem
    from reos_desktop.state.diff import diff_snapshots, has_changes

    reply = Reply(g, "state_diff")
    current = g.snapshot_object()
    if current is None:
        return reply.say("What changed is unknown: no steady-state snapshot was given.")
    previous = None
    try:
        from reos_desktop.state.history import StateHistory

        history = StateHistory()
        try:
            if current.id is not None:
                previous = history.previous(current)
        finally:
            history.close()
    except Exception as err:  # a broken store: say so rather than guess
        return reply.say(f"I could not read the earlier snapshots: {err}.")
    g.steady("hostname")  # the current snapshot is evidence of this answer
    if previous is None:
        return reply.say(f"There is no earlier snapshot to compare with; the current one was taken at "
                         f"{current.collected_at}{g.steady_cite()}.")
    diff = diff_snapshots(previous, current)
    item = EvidenceItem(id=f"{g.steady_id}-diff", kind="steady_state", tool="state_diff",
                        args={"from": previous.id, "to": current.id}, collected_at=current.collected_at, data=diff)
    reply.extra.append(item)
    # The diff says what changed; the current snapshot shows the new state of each thing named.
    cite = f" [{item.id}, {g.steady_id}]"
    head = f"Snapshot {previous.id} ({previous.collected_at}) to snapshot {current.id} ({current.collected_at})"
    if not has_changes(diff):
        return reply.say(f"Nothing changed from {head[0].lower() + head[1:]}{cite}.")
    reply.say(f"Changes from {head[0].lower() + head[1:]}{cite}:")
    for line in _diff_lines(diff):
        reply.bullet(line + cite)
    return reply


def _diff_lines(diff: dict) -> list[str]:
    out = []
    pk = diff["packages"]
    out += [f"package {e['package']} {e['version']} was installed" for e in pk["installed"]]
    out += [f"package {e['package']} {e['version']} was removed" for e in pk["removed"]]
    out += [f"package {e['package']} was upgraded from {e['from_version']} to {e['to_version']}" for e in pk["upgraded"]]
    out += [f"package {e['package']} was downgraded from {e['from_version']} to {e['to_version']}"
            for e in pk["downgraded"]]
    out += [f"user {n} was added" for n in diff["users"]["added"]]
    out += [f"user {n} was removed" for n in diff["users"]["removed"]]
    out += [f"group {n} was added" for n in diff["groups"]["added"]]
    out += [f"group {n} was removed" for n in diff["groups"]["removed"]]
    for m in diff["groups"]["membership"]:
        out += [f"{u} joined group {m['group']}" for u in m["added"]]
        out += [f"{u} left group {m['group']}" for u in m["removed"]]
    out += [f"service {n} was added" for n in diff["services"]["added"]]
    out += [f"service {n} was removed" for n in diff["services"]["removed"]]
    out += [f"service {n} was enabled" for n in diff["services"]["enabled"]]
    out += [f"service {n} was disabled" for n in diff["services"]["disabled"]]
    out += [f"{c['field']} changed from {c['from']} to {c['to']}" for c in diff["system"]]
    net = diff.get("network") or {}
    out += [f"interface {n} appeared" for n in net.get("interfaces_added", [])]
    out += [f"interface {n} disappeared" for n in net.get("interfaces_removed", [])]
    out += [f"the addresses of {c['interface']} changed from {', '.join(c['from']) or 'none'} to "
            f"{', '.join(c['to']) or 'none'}" for c in net.get("addresses_changed", [])]
    if net.get("dns_servers"):
        out.append(f"the DNS servers changed from {', '.join(net['dns_servers']['from'] or []) or 'none'} to "
                   f"{', '.join(net['dns_servers']['to'] or []) or 'none'}")
    if len(out) > 60:
        out = out[:60] + [f"{len(out) - 60} more changes are in the diff"]
    return out


def recent_files(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "recent_files")
    root = q.path or "/etc"
    minutes = q.minutes or 1440
    r = g.tool("linux_file_changes", {"root": root, "since_minutes": minutes, "limit": 40})
    if not r.ok:
        return reply.unknown(f"The files under {root}", r)
    files = r.data.get("files") or []
    span = window(minutes)
    if not files:
        if r.complete:
            return reply.say(f"No file under {root} was modified in {span}{r.cite()}.")
        return reply.say(f"No file under {root} modified in {span} was seen, but the search is incomplete: "
                         f"{r.incomplete_why()}{r.cite()}.")
    cut = (r.data.get("truncated") or {}).get("files")
    count = f"{len(files)}+" if cut else str(len(files))
    reply.say(f"{count} files under {root} were modified in {span}, newest first{r.cite()}:")
    for f in files:
        reply.bullet(f"{f['path']} was modified at {f['mtime']}{r.cite()}")
    if not r.complete and not cut:
        reply.say(f"The search is incomplete: {r.incomplete_why()}{r.cite()}.")
    return reply


HANDLERS = {"log_errors": log_errors, "state_diff": state_diff, "recent_files": recent_files}
