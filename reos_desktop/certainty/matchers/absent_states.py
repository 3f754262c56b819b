"""A state claimed of a name the evidence holds no state for: "uptime-kuma is running", "fail2ban isn't
installed". Complete listings may still decide it (absent from a complete process list: not running), unless
the name is listed under another name or is a value a member's record holds (a pod's node).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.entity_states import _RUNNING
from reos_desktop.certainty.names import aliases, runs_program
from reos_desktop.certainty.reading import Reading, State


CLASS_FOR_STATE = {"running": ("services", "containers", "processes", "pods"), "active": ("services", "containers"),
                    "failed": ("services",), "restarting": ("containers", "pods"), "enabled": ("unit_files",),
                    "installed": ("packages",), "present": ("packages", "unit_files"), "absent": ("packages",),
                    "stopped": ("services", "containers", "processes"), "inactive": ("services",),
                    "exited": ("containers",), "paused": ("containers",)}
_CLASS_OF_KIND = {"service": "services", "container": "containers", "process": "processes", "package": "packages",
                  "pod": "pods", "user": "users", "group": "groups", "iface": "interfaces"}


def subject_name(reading: Reading, st: State) -> str | None:
    own = [m for m in reading.mentions if not m.inherited and m.end <= st.start]
    return own[-1].word if own else None


def absent_state(reading: Reading, index: FactIndex, st: State, name: str) -> Verdict:
    """A state claimed of a name with no state evidence: complete listings may still decide it.

    Only "is running / installed" (and their negations) are decided this way: something absent from a
    complete process list is not running, a package absent from a complete package list is not installed.
    "redis is stopped" stays unsupported: absence cannot tell stopped from never installed."""
    if any(name in m.group(1).lower() for m in re.finditer(r"`([^`\n]+)`", reading.unit.text)
           if len(m.group(1).split()) >= 4):
        # "`password authentication failed for user ...`": a word of a quoted message, not a thing's name
        return unknown(f"{name} is a word of a quoted message")
    hinted = [_CLASS_OF_KIND[k] for k in reading.kinds if k in _CLASS_OF_KIND]
    if not hinted and st.state in ("running", "active", "restarting"):
        # "uptime-kuma is running too" after a clause about containers: one of those, looked for among them
        from reos_desktop.certainty.matchers.state_counts import class_before

        said = class_before(reading, index, fallback=False)
        hinted = [said] if said in ("containers", "services", "pods") else []
    if st.state in ("running", "active", "restarting"):
        options = [[c] for c in hinted] if hinted else [["processes"], ["services", "containers"]]
    elif st.state in ("installed", "present", "absent"):
        options = [[c] for c in hinted] if hinted else [["packages"]]
    elif st.state == "failed":
        options = [["services"]]
    else:
        return unknown(f"no evidence about {name}")
    positive = st.state != "absent"
    for classes in options:
        lists = []
        for cls in classes:
            complete = [lst for lst in index.listings.get(cls, ()) if lst.complete and lst.members]
            if cls == "containers" and st.state not in _RUNNING:
                complete = [lst for lst in complete if lst.scope.get("all")]
            lists.append(complete)
        if not all(lists):
            continue
        flat = [lst for group in lists for lst in group]
        if any(listed(name, lst.members, lst.cls, lst) for lst in flat):
            return unknown(f"{name} appears in the evidence under another name; its state is not shown")
        if any(a_members_value(name, lst) for lst in flat):
            # "Pod api-… on tibur-w1 is in CrashLoopBackOff": tibur-w1 is the pod's node, not a missing pod
            return unknown(f"{name} is a value the {flat[0].cls} list holds, not one of them")
        holds = not positive
        if st.negated:
            holds = not holds
        hits = [Hit(holds, lst.eid, lst.field, f"{name} is not in the complete list of {lst.cls}") for lst in flat]
        return decide(index, hits) or unknown(f"no evidence about {name}")
    return unknown(f"no complete listing that would show {name}")


def a_members_value(name: str, lst) -> bool:
    """Does a member's own record hold `name` as a value (a pod's node, a container's image, a unit's
    path)? Then the name is something the listing knows, only not as a member."""
    want = name.lower().strip("`*")
    if hasattr(lst, "table"):
        # a package's record holds only its version: no need to make 3000 entities to look
        return lst.table.holds_version(want)
    seen = 0
    stack = [getattr(m, "rec", None) for m in lst.members]
    while stack and seen < 5000:
        rec = stack.pop()
        seen += 1
        if isinstance(rec, dict):
            stack.extend(rec.values())
        elif isinstance(rec, list):
            stack.extend(rec)
        elif isinstance(rec, str) and rec.lower() == want:
            return True
    return False


def listed(name: str, members: list, cls: str, listing=None) -> bool:
    wanted = aliases(name)
    if listing is not None and hasattr(listing, "contains"):
        return any(listing.contains(w) for w in wanted) or \
            listing.table.has_alias_starting((name + "-", name + "_", name + "@"))
    for member in members:
        if isinstance(member, Entity):
            if wanted & set(member.names):
                return True
            rec = member.rec
            if cls == "processes" and runs_program(str(rec.get("cmdline") or ""), name) or \
                    cls == "services" and name in str(rec.get("description") or "").lower():
                return True
            if cls == "containers" and name in str(rec.get("image") or "").lower():
                return True
            if any(n.startswith(name + "-") or n.startswith(name + "_") or n.startswith(name + "@")
                   for n in member.names):
                return True
    return False
