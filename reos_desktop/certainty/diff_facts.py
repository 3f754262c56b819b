"""Facts from a state diff (reos_desktop/state/diff.py): what changed between two steady-state snapshots.

The diff item (`tool: "state_diff"`, kind steady_state) says which packages were installed, removed,
upgraded or downgraded, which accounts, groups, memberships, services, interfaces and system fields
changed, between the `from` snapshot and the `to` snapshot. Package changes become package events (so the
package-event matcher reads "nginx was upgraded from 1.22 to 1.24" against them, dated at the later
snapshot); every other change becomes a short record that `check_diff` matches by name and verb.
A diff is complete by construction: what it does not list did not change between those two snapshots.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Item, Listing, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.names import aliases


def is_state_diff(item: Item, data: dict) -> bool:
    return item.tool == "state_diff" or (isinstance(data.get("from"), dict) and isinstance(data.get("to"), dict)
                                        and "packages" in data)


def _d(value) -> dict:
    return value if isinstance(value, dict) else {}


def _l(value) -> list:
    return value if isinstance(value, list) else []


# change -> words a claim may use for it
_VERBS = {"added": "added created new appeared", "removed": "removed deleted gone disappeared dropped",
          "enabled": "enabled", "disabled": "disabled", "joined": "joined added member", "left": "left removed",
          "changed": "changed went from now became"}


def index_state_diff(ix: FactIndex, item: Item, data: dict) -> None:
    e = item.id
    end = _d(data.get("to"))
    start = _d(data.get("from"))
    when = end.get("collected_at")
    for side, snap in (("from", start), ("to", end)):
        ix.add_t("snapshot", snap.get("collected_at"), f"snapshot {side} taken", e)
        ix.add_q("number", snap.get("snapshot_id"), f"snapshot.{side}", "snapshot", e)
    pk = _d(data.get("packages"))
    events = []
    for action, key in (("install", "installed"), ("remove", "removed"), ("upgrade", "upgraded"),
                        ("downgrade", "downgraded")):
        for entry in _l(pk.get(key)):
            if not isinstance(entry, dict) or not entry.get("package"):
                continue
            version = entry.get("version")
            ev = {"time": when, "action": action, "package": str(entry["package"]),
                  "from_version": entry.get("from_version") or (version if action == "remove" else None),
                  "to_version": entry.get("to_version") or (version if action == "install" else None)}
            events.append(ev)
            ix.add_entity(Entity("package", ev["package"], e, {"event": ev}), aliases(ev["package"]))
            ix.add_t(action, when, f"{action} {action}ed installed upgraded updated removed changed", e, None,
                     ev["package"])
    ix.add_listing(Listing("package_events", e, events, True, {"diff": True}))
    changes: list[tuple[str, str, str, str]] = []   # (kind, name, change, detail)
    for kind, key in (("user", "users"), ("group", "groups"), ("service", "services")):
        block = _d(data.get(key))
        for change in ("added", "removed", "enabled", "disabled"):
            changes += [(kind, str(n), change, f"{kind} {n} {change}") for n in _l(block.get(change))]
    for m in _l(_d(data.get("groups")).get("membership")):
        if isinstance(m, dict):
            changes += [("member", str(u), "joined", f"{u} joined group {m.get('group')}") for u in _l(m.get("added"))]
            changes += [("member", str(u), "left", f"{u} left group {m.get('group')}") for u in _l(m.get("removed"))]
    for c in _l(data.get("system")):
        if isinstance(c, dict) and c.get("field"):
            changes.append(("field", str(c["field"]), "changed", f"{c['field']}: {c.get('from')} -> {c.get('to')}"))
            if c["field"] in ("kernel", "os_version") and c.get("from") and c.get("to"):
                # "the kernel moved from 5.15.0-125 to 6.8.0-52": a change of version, read like a package's
                events.append({"time": when, "action": "upgrade", "package": str(c["field"]),
                               "from_version": str(c["from"]), "to_version": str(c["to"])})
    net = _d(data.get("network"))
    changes += [("iface", str(n), "added", f"interface {n} appeared") for n in _l(net.get("interfaces_added"))]
    changes += [("iface", str(n), "removed", f"interface {n} disappeared") for n in _l(net.get("interfaces_removed"))]
    for c in _l(net.get("addresses_changed")):
        if isinstance(c, dict):
            changes.append(("iface", str(c.get("interface")), "changed", f"addresses of {c.get('interface')} changed"))
    ix.diffs.append((e, changes, bool(events)))
    if isinstance(data.get("services"), dict):
        ix.diff_services.append(e)


_NOTHING_RE = re.compile(r"\b(?:nothing|no\s+changes?|no\s+differences?)\b.*\b(?:changed|change|changes|since|between|"
                         r"from|differ)\b|\bnothing\s+(?:has\s+)?changed\b|\bno\s+changes\b")
_NAME_RE = re.compile(r"[\w][\w.@+:-]*")


def check_diff(reading, index: FactIndex) -> list[Verdict]:
    """"Nothing changed from snapshot 5 to snapshot 6", "user bob was added", "service foo was enabled"."""
    if not index.diffs:
        return []
    low = reading.low
    if _NOTHING_RE.search(low) and "snapshot" in low or re.match(r"^\s*nothing\s+changed\b", low):
        reading.listing_claim = True
        reading.used_states.update(range(len(reading.states)))
        for v in reading.values:
            if v.kind in ("number", "datetime", "time", "date"):
                reading.take(v)
        return [decide(index, [Hit(not changes and not events, e, None,
                                   "the diff lists no change" if not changes and not events else
                                   f"the diff lists {len(changes) + (1 if events else 0)}+ changes")
                               for e, changes, events in index.diffs])]
    words = set(re.findall(r"[a-z]+", low))
    names = set(_NAME_RE.findall(low))
    # "user bob was added and joined the docker group": the subject said before, the group said here
    carried = {n for m in [*reading.mentions, *reading.prev] if m.inherited or m in reading.prev
               for e in m.entities for n in e.names}
    for e, changes, _ in index.diffs:
        for kind, name, change, detail in changes:
            if kind == "member" and name.lower() not in names and name.lower() in carried and \
                    detail.rsplit(" ", 1)[-1].lower() in names and words & set(_VERBS[change].split()):
                reading.used_states.update(range(len(reading.states)))
                return [decide(index, [Hit(True, e, None, detail)])]
            if (name.lower() in names or kind == "service" and _unit_stem(name) in names) and \
                    words & set(_VERBS[change].split()):
                reading.used_states.update(range(len(reading.states)))
                return [decide(index, [Hit(True, e, None, detail)])]
    return _unlisted_service_change(reading, index)


def _unit_stem(name: str) -> str:
    return name.lower().removesuffix(".service")


# "bluetooth.service was enabled", "sidonis got removed": one thing's change, said as an event
_CHANGE_RE = re.compile(r"(?:^|[\s,;(])([\w][\w.@-]*?)(?:\.service)?\s+(?:was|got|has\s+been|had\s+been)\s+"
                        r"(?:also\s+|newly\s+)?(enabled|disabled|added|created|removed|deleted)\b"
                        r"(?!\s+(?:at|on|since|for|before|to|from|in)\b)")
_CHANGE = {"created": "added", "deleted": "removed"}
_OPPOSITE = {"added": "removed", "removed": "added", "enabled": "disabled", "disabled": "enabled"}


def _unlisted_service_change(reading, index: FactIndex) -> list[Verdict]:
    """A change the diff does not list, or lists the other way round, did not happen in its window.

    A diff is complete by construction. "nginx was enabled" where the diff says nginx.service was disabled,
    "sidonis was added" where it says sidonis was removed, are contradicted. A unit the diff does not name at
    all is contradicted only when the diff carries service changes and the claim names a unit (it says
    '.service', or the evidence knows it as one) — else the claim may be about something the diff does not
    track. Never when the claim is hedged or negated."""
    if not index.diffs or reading.hedged or reading.negated:
        return []
    match = _CHANGE_RE.search(reading.low)
    if not match:
        return []
    stem, change = match.group(1).lower(), _CHANGE.get(match.group(2), match.group(2))
    changed = {(kind, _unit_stem(n) if kind == "service" else n.lower(), c): e
               for e, changes, _ in index.diffs for kind, n, c, _ in changes}
    kinds = ("service",) if change in ("enabled", "disabled") else ("user", "group", "service")
    if any((k, stem, change) in changed for k in kinds):
        return []
    other = next(((k, e) for k in kinds if (e := changed.get((k, stem, _OPPOSITE[change])))), None)
    if other:
        reading.used_states.update(range(len(reading.states)))
        return [decide(index, [Hit(False, other[1], None, f"{other[0]} {stem} {_OPPOSITE[change]}")])]
    if change not in ("enabled", "disabled") or not index.diff_services:
        return []
    units = {_unit_stem(ent.name) for kind in ("service", "unit_file") for ent in index.entities.get(kind, [])}
    if stem not in units and f"{stem}.service" not in reading.low:
        return []
    reading.used_states.update(range(len(reading.states)))
    return [decide(index, [Hit(False, e, None, f"the diff lists no change of {stem}'s enablement")
                           for e in index.diff_services])]
