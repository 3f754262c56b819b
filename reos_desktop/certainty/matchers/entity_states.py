"""What state each kind of thing is in, read from its evidence record: a systemd unit, a container, a
process, a pod, a deployment, a node, an interface, a block device, or something that merely exists.

`state_of(entity, state)` answers True (the entity is in that state), False (it is not) or None (the
evidence cannot say); `describe(entity)` is the short text shown as a claim's evidence.
"""

from __future__ import annotations

from reos_desktop.certainty.facts import Entity
from reos_desktop.certainty.lexicon import NODE_CONDITIONS

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
            # a static unit has no [Install] section: nothing enables it, it only starts when pulled in
            return True if ufs.startswith("enabled") else False if ufs in ("disabled", "masked", "static") else None
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
    if active == "activating" and sub in ("auto-restart", "auto-restart-queued"):
        # between two attempts: systemd waits to start it again, nothing of it runs
        if state in ("running", "active", "healthy", "ready", "fine"):
            return False
        if state in ("restarting", "failed"):
            return True if state == "restarting" else None
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
    if state == "exited_clean":   # a oneshot that ran and stays "active (exited)" exited cleanly; a failed one did not
        return True if active == "active" and sub == "exited" else False if active in ("failed", "active") else None
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
    if state == "exited_clean":   # "exited cleanly": stopped with status 0
        if current in ("running", "restarting", "created", "paused"):
            return False
        return status.startswith("exited (0)") if "exited (" in status else None
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
    if state in ("sleeping", "nearly_idle"):
        return status in ("sleeping", "idle") if status else None
    return None


_WAITING_REASONS = {"containercreating": "containercreating", "podinitializing": "podinitializing",
                    "configerror": "createcontainerconfigerror"}


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
    if state in _WAITING_REASONS:
        return _WAITING_REASONS[state] in waiting if readies or waiting - {""} else None
    if state == "oomkilled":   # "Both of its pods were OOMKilled": the container's current or last end
        ends = [str((c.get(k) or {}).get("terminated", {}).get("reason") or "").lower()
                for c in status.get("containerStatuses") or [] if isinstance(c, dict)
                for k in ("state", "lastState") if isinstance(c.get(k), dict)]
        return "oomkilled" in ends if any(ends) else None
    if state in ("ready", "healthy", "notready") and not readies:
        # no container reported: the pod's Ready condition says it, and a pod not (yet) running is not ready
        cond = next((str(c.get("status")) for c in status.get("conditions") or [] if isinstance(c, dict)
                     and c.get("type") == "Ready"), None)
        ready = cond == "True" if cond is not None else False if phase in ("Pending", "Failed", "Succeeded") else None
        return None if ready is None else ready if state != "notready" else not ready
    if state in ("ready", "healthy"):
        return all(readies) and bool(readies)
    if state == "notready":
        return not all(readies)
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
        if rec.get("traffic") and state in ("sleeping", "nearly_idle") and rec.get("rx") is not None:
            rate = (rec.get("rx") or 0) + (rec.get("tx") or 0)
            if rate < 1024:
                return True    # idle: no traffic to speak of
            if state == "nearly_idle":
                # "nearly idle": a trickle, well under a megabyte a second; only a busy link refutes it
                return True if rate < 1_000_000 else False if rate >= 10_000_000 else None
            return False   # plain "idle" (or "completely idle") is no traffic at all
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
    if state == "nearly_idle":
        return busy < 15
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


def state_of(entity: Entity, state: str) -> bool | None:
    fn = STATE_OF.get(entity.kind)
    if state == "fine":
        return _fine(entity, fn)
    return fn(entity.rec, state) if fn else None


def _fine(entity: Entity, fn) -> bool | None:
    """"geo-1 is fine", "nginx is OK": up and reporting no trouble, as each kind shows trouble."""
    if fn is None:
        return None
    if entity.kind == "node":
        pressure = [fn(entity.rec, c) for c in NODE_CONDITIONS]
        ready = fn(entity.rec, "ready")
        return None if ready is None else bool(ready) and not any(pressure)
    if entity.kind == "service":
        failed = fn(entity.rec, "failed")
        return None if failed is None else (not failed and bool(fn(entity.rec, "active")))
    if entity.kind == "container":
        running, unhealthy = fn(entity.rec, "running"), fn(entity.rec, "unhealthy")
        return None if running is None else bool(running) and not unhealthy
    if entity.kind in ("pod", "deployment"):
        return fn(entity.rec, "ready")
    return None


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
        if rec.get("traffic") and rec.get("is_up") is None:
            return f"{entity.name} rx={rec.get('rx')} B/s, tx={rec.get('tx')} B/s"
        return f"{entity.name} is_up={rec.get('is_up')}"
    if entity.kind == "node":
        status = rec.get("status") if isinstance(rec.get("status"), dict) else {}
        conds = [f"{c.get('type')}={c.get('status')}" for c in status.get("conditions") or [] if isinstance(c, dict)]
        return f"node {entity.name} " + (", ".join(conds) if conds else "is listed")
    return f"{entity.kind} {entity.name} is listed"
