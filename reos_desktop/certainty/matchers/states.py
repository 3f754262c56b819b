"""States: running, stopped, failed, enabled, exited, paused, ready, up/down, installed ... of the things a
claim names, decided per kind of thing (a systemd unit, a container, a process, a pod, an interface).

`state_of(entity, state)` answers True (the entity is in that state), False (it is not) or None (the
evidence cannot say: a oneshot unit that is "active (exited)" is neither clearly running nor stopped).
A negated claim ("nginx is not running") flips a definite answer and keeps None as None.
When no entity is known for the name, a complete listing of the right class decides: nothing that is
absent from a complete list of services, containers or processes is running.
"""

from __future__ import annotations

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import NODE_CONDITIONS
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading, State

_RUNNING = {"running", "active"}
_STOPPED = {"stopped", "inactive", "exited"}


def _service(rec: dict, state: str) -> bool | None:
    active, sub = rec.get("active_state"), rec.get("sub_state")
    ufs, load = rec.get("unit_file_state"), rec.get("load_state")
    if state in ("enabled", "disabled", "masked", "static"):
        if ufs is None:
            if state == "enabled" and rec.get("unit_file_state_not_enabled"):
                return False
            return None
        ufs = str(ufs)
        if state == "enabled":
            return True if ufs.startswith("enabled") else False if ufs in ("disabled", "masked") else None
        if state == "disabled":
            return ufs == "disabled" if ufs in ("disabled", "enabled", "enabled-runtime") else None
        return ufs == state
    if state in ("present", "installed", "loaded"):
        if load is None:
            return True if rec.get("available") or active else None
        return load not in ("not-found", "error")
    if state == "absent":
        return None if load is None else load == "not-found"
    if active is None:
        return None
    if state == "running":
        if active == "active":
            return True if sub in (None, "running", "listening", "waiting", "mounted", "plugged") else None
        return False if active in ("inactive", "failed", "deactivating") else None
    if state in ("active", "healthy", "ready"):
        return True if active in ("active", "reloading") else False if active in ("inactive", "failed") else None
    if state == "stopped":
        return active in ("inactive", "failed") if active in ("inactive", "failed", "active") else None
    if state == "inactive":
        return True if active == "inactive" else False if active == "active" else None
    if state == "failed":
        return active == "failed" or sub == "failed" if active in ("failed", "active", "inactive") else None
    if state == "exited":
        return sub == "exited" if sub else None
    if state == "restarting":
        return active == "activating" or sub == "auto-restart" if active else None
    return None


def _container(rec: dict, state: str) -> bool | None:
    current = str(rec.get("state") or "").lower()
    status = str(rec.get("status") or "").lower()
    if state in ("present", "installed"):
        return True
    if state == "absent":
        return False
    if not current:
        return None
    if state in _RUNNING:
        return current == "running"
    if state in ("stopped", "inactive"):
        return current in ("exited", "created", "dead") if current != "paused" else None
    if state == "exited":
        return current == "exited"
    if state == "failed":
        if current == "running":
            return False
        if current == "dead":
            return True
        if current == "exited" and "exited (" in status:
            return not status.startswith("exited (0)")
        return None
    if state in ("restarting", "paused"):
        return current == state
    if state in ("healthy", "unhealthy"):
        if "(healthy)" in status:
            return state == "healthy"
        if "(unhealthy)" in status:
            return state == "unhealthy"
        if state == "unhealthy":
            return False   # docker marks a failing health check in the status; no mark, no failing check
        return False if current != "running" else None
    return None


def _process(rec: dict, state: str) -> bool | None:
    status = str(rec.get("status") or "").lower()
    if state in ("running", "active", "present"):
        return None if status == "zombie" else True
    if state in ("stopped", "inactive"):
        return True if status == "stopped" else False if status and status != "zombie" else None
    if state == "zombie":
        return status == "zombie" if status else None
    if state == "sleeping":
        return status in ("sleeping", "idle") if status else None
    return None


def _pod(rec: dict, state: str) -> bool | None:
    status = rec.get("status") if isinstance(rec.get("status"), dict) else {}
    phase = str(status.get("phase") or "")
    waiting = {str((c.get("state") or {}).get("waiting", {}).get("reason") or "").lower()
               for c in status.get("containerStatuses") or [] if isinstance(c, dict) and isinstance(c.get("state"), dict)}
    crash = bool(waiting & {"crashloopbackoff", "error", "runcontainererror"})
    readies = [bool(c.get("ready")) for c in status.get("containerStatuses") or [] if isinstance(c, dict)]
    if state in ("present",):
        return True
    if state in _RUNNING:
        return phase == "Running" and not crash and not (waiting - {""}) if phase else None
    if state == "pending":
        return phase == "Pending"
    if state == "succeeded":
        return phase == "Succeeded"
    if state == "failed":
        return phase == "Failed" or crash
    if state == "restarting":
        return crash
    if state == "imagepull":
        return bool(waiting & {"imagepullbackoff", "errimagepull"})
    if state in ("ready", "healthy"):
        return all(readies) and bool(readies) if readies else None
    if state == "notready":
        return not all(readies) if readies else None
    if state in ("stopped", "inactive"):
        return phase in ("Succeeded", "Failed") if phase else None
    return None


def _deployment(rec: dict, state: str) -> bool | None:
    spec = rec.get("spec") if isinstance(rec.get("spec"), dict) else {}
    status = rec.get("status") if isinstance(rec.get("status"), dict) else {}
    want, ready = spec.get("replicas"), status.get("readyReplicas") or 0
    if want is None:
        return None
    if state in ("ready", "healthy", "running", "active"):
        return ready >= want
    if state in ("notready", "failed"):
        return ready < want
    return None


def _node(rec: dict, state: str) -> bool | None:
    status = rec.get("status") if isinstance(rec.get("status"), dict) else {}
    if state in NODE_CONDITIONS:
        # the kubelet reports each condition it knows; one not reported as True is not in effect
        conds = [c for c in status.get("conditions") or [] if isinstance(c, dict)]
        if not conds:
            return None
        return any(c.get("type") == NODE_CONDITIONS[state] and str(c.get("status")) == "True" for c in conds)
    ready = next((c.get("status") for c in status.get("conditions") or [] if isinstance(c, dict)
                  and c.get("type") == "Ready"), None)
    if ready is None:
        return None
    if state in ("ready", "healthy", "running", "active"):
        return ready == "True"
    if state in ("notready", "failed", "stopped"):
        return ready != "True"
    return None


def _iface(rec: dict, state: str) -> bool | None:
    up = rec.get("is_up")
    if up is None:
        if rec.get("traffic") and state == "sleeping" and rec.get("rx") is not None:
            return (rec.get("rx") or 0) + (rec.get("tx") or 0) < 1024   # idle: no traffic to speak of
        return None
    if state in ("running", "active"):
        return bool(up)
    if state in ("stopped", "inactive"):
        return not up
    return None


def _device(rec: dict, state: str) -> bool | None:
    busy = rec.get("busy_percent")
    if not isinstance(busy, (int, float)):
        return None
    if state == "sleeping":   # idle: no more than a few percent busy
        return busy < 5
    if state in ("running", "active"):
        return busy >= 1
    return None


def _exists(rec: dict, state: str) -> bool | None:
    if state in ("present", "installed"):
        return False if rec.get("event", {}).get("action") == "remove" else True
    if state == "absent":
        return rec.get("event", {}).get("action") == "remove"
    return None


def _unit_file(rec: dict, state: str) -> bool | None:
    if state in ("present", "installed", "loaded"):
        return True
    if state == "absent":
        return False
    if state in ("enabled", "disabled", "masked"):
        return _service(rec, state)
    return None


STATE_OF = {"service": _service, "container": _container, "process": _process, "pod": _pod,
            "deployment": _deployment, "node": _node, "iface": _iface, "device": _device, "package": _exists,
            "user": _exists,
            "group": _exists, "unit_file": _unit_file, "file": _exists, "image": _exists, "host": _exists}
# Which kind speaks with authority about which state, strongest first.
_AUTHORITY = ["service", "container", "pod", "deployment", "node", "iface", "device", "unit_file", "process",
              "package", "user", "group", "file", "image"]
_EXISTENCE_AUTHORITY = ["package", "unit_file", "service", "container", "user", "group", "file", "image", "pod",
                        "deployment", "node", "iface", "process"]


def state_of(entity: Entity, state: str) -> bool | None:
    fn = STATE_OF.get(entity.kind)
    return fn(entity.rec, state) if fn else None


def describe(entity: Entity) -> str:
    rec = entity.rec
    if entity.kind == "service":
        parts = [f"{k}={rec[k]}" for k in ("active_state", "sub_state", "unit_file_state", "load_state") if rec.get(k)]
        return f"{entity.name} " + ", ".join(parts) if parts else f"{entity.name} is listed"
    if entity.kind == "container":
        return f"{entity.name} state={rec.get('state')}, status={rec.get('status')!r}"
    if entity.kind == "process":
        return f"process {entity.name} (pid {rec.get('pid')}) status={rec.get('status')}"
    if entity.kind == "pod":
        return f"pod {entity.name} phase={(rec.get('status') or {}).get('phase')}"
    if entity.kind == "iface":
        return f"{entity.name} is_up={rec.get('is_up')}"
    if entity.kind == "node":
        status = rec.get("status") if isinstance(rec.get("status"), dict) else {}
        conds = [f"{c.get('type')}={c.get('status')}" for c in status.get("conditions") or [] if isinstance(c, dict)]
        return f"node {entity.name} " + (", ".join(conds) if conds else "is listed")
    return f"{entity.kind} {entity.name} is listed"


_PAST_EVENT = {"crashed", "failed", "stopped", "exited", "died", "started", "restarted", "killed"}


def _index_of(reading: Reading) -> FactIndex:
    return reading.index


def check_states(reading: Reading, index: FactIndex) -> list[Verdict]:
    reading.index = index
    verdicts = []
    timed = any(v.kind in ("time", "date", "datetime", "ago") for v in reading.values)
    for i, st in enumerate(reading.states):
        if i in reading.used_states or st.state == "listening":
            continue
        if st.word in _PAST_EVENT and timed and not st.negated:
            # "postgres crashed at 13:21": an event at a time, not the state now; the time decides it
            reading.used_states.add(i)
            if not reading.event_verified:
                verdicts.append(unknown(f"no evidence of it having {st.word} then"))
            continue
        subjects = _subjects(reading, st)
        if not subjects:
            if reading.subject_unknown or reading.unknown:
                reading.used_states.add(i)
                names = [t.low for t in reading.unknown]
                verdicts.append(absent_state(reading, index, st, names[0]) if names else
                                unknown(f"no evidence about what is {st.word}"))
            continue
        reading.used_states.add(i)
        verdict = judge_state(index, subjects, st, reading.kinds)
        if verdict.outcome == "unknown" and st.state in _CLASS_FOR_STATE and st.state not in ("installed", "present",
                                                                                              "absent", "enabled"):
            named = _subject_name(reading, st)
            if named:
                fallback = absent_state(reading, index, st, named)
                if fallback.outcome != "unknown":
                    verdict = fallback
        verdicts.append(verdict)
    return [v for v in verdicts if v is not None]


def _subjects(reading: Reading, st: State) -> list[Entity]:
    own = [m for m in reading.mentions if not m.inherited]
    before = [m for m in own if m.end <= st.start]
    pick = before[-1:] if before else own[:1]
    if pick and len(before) > 1:
        # "nginx and redis are running": every name in a list before the state
        between = reading.text[before[0].start:st.start].lower()
        if " and " in between or "," in between:
            pick = before
    entities = [e for m in pick for e in m.entities] if pick else reading.scope()
    out = [e for e in entities if e.kind in STATE_OF and e.kind != "image"]
    for image in (e for e in entities if e.kind == "image"):   # "redis is not running": the redis:7 container
        out.extend(c for c in _index_of(reading).of_kind("container") if c.rec is image.rec)
    return out or [e for e in entities if e.kind in STATE_OF]


def judge_state(index: FactIndex, subjects: list[Entity], st: State, kinds: set[str]) -> Verdict:
    named = [e for e in subjects if e.kind in kinds] or subjects
    by_name: dict[str, list[Entity]] = {}
    for ent in named:
        by_name.setdefault(ent.names[0] if ent.kind != "process" else ent.name.lower(), []).append(ent)
    outcomes = []
    order = _EXISTENCE_AUTHORITY if st.state in ("installed", "present", "absent") else _AUTHORITY
    for kind in order:
        hits = []
        for ent in named:
            if ent.kind != kind:
                continue
            answer = state_of(ent, st.state)
            if answer is None:
                continue
            if st.negated:
                answer = not answer
            hits.append(Hit(answer, ent.eid, ent.field, describe(ent)))
        verdict = decide(index, hits)
        if verdict is not None:
            outcomes.append(verdict)
            break
    if outcomes:
        return outcomes[0]
    shown = ", ".join(describe(e) for e in named[:2])
    return unknown(f"the evidence does not say whether it is {'not ' if st.negated else ''}{st.word} ({shown})",
                   *dict.fromkeys(e.eid for e in named))


_CLASS_FOR_STATE = {"running": ("services", "containers", "processes", "pods"), "active": ("services", "containers"),
                    "failed": ("services",), "restarting": ("containers", "pods"), "enabled": ("unit_files",),
                    "installed": ("packages",), "present": ("packages", "unit_files"), "absent": ("packages",),
                    "stopped": ("services", "containers", "processes"), "inactive": ("services",),
                    "exited": ("containers",), "paused": ("containers",)}
_CLASS_OF_KIND = {"service": "services", "container": "containers", "process": "processes", "package": "packages",
                  "pod": "pods", "user": "users", "group": "groups", "iface": "interfaces"}


def _subject_name(reading: Reading, st: State) -> str | None:
    own = [m for m in reading.mentions if not m.inherited and m.end <= st.start]
    return own[-1].word if own else None


def absent_state(reading: Reading, index: FactIndex, st: State, name: str) -> Verdict:
    """A state claimed of a name with no state evidence: complete listings may still decide it.

    Only "is running / installed" (and their negations) are decided this way: something absent from a
    complete process list is not running, a package absent from a complete package list is not installed.
    "redis is stopped" stays unsupported: absence cannot tell stopped from never installed."""
    hinted = [_CLASS_OF_KIND[k] for k in reading.kinds if k in _CLASS_OF_KIND]
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
        if any(_listed(name, lst.members, lst.cls, lst) for lst in flat):
            return unknown(f"{name} appears in the evidence under another name; its state is not shown")
        holds = not positive
        if st.negated:
            holds = not holds
        hits = [Hit(holds, lst.eid, lst.field, f"{name} is not in the complete list of {lst.cls}") for lst in flat]
        return decide(index, hits) or unknown(f"no evidence about {name}")
    return unknown(f"no complete listing that would show {name}")


def _listed(name: str, members: list, cls: str, listing=None) -> bool:
    wanted = aliases(name)
    if listing is not None and hasattr(listing, "contains"):
        return any(listing.contains(w) for w in wanted) or any(
            k.startswith((name + "-", name + "_", name + "@")) for k in listing.table.map)
    for member in members:
        if isinstance(member, Entity):
            if wanted & set(member.names):
                return True
            rec = member.rec
            if cls == "processes" and name in str(rec.get("cmdline") or "").lower() or \
                    cls == "services" and name in str(rec.get("description") or "").lower():
                return True
            if cls == "containers" and name in str(rec.get("image") or "").lower():
                return True
            if any(n.startswith(name + "-") or n.startswith(name + "_") or n.startswith(name + "@")
                   for n in member.names):
                return True
    return False
