"""Indexing of `kubernetes_get` evidence (evidence-bundle §4): pods, deployments, nodes, services and the
other objects a listing holds, with their owners, restart counts, versions and status messages.

Split from indexers.py, which holds the Linux tool shapes; the same defensive reading applies: an oddly
typed field costs the facts it would have given, never an exception.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Item, Listing
from reos_desktop.certainty.indexers import _dict, _list, shaped
from reos_desktop.certainty.names import image_names, tag_release


def _pod_shape(obj: dict) -> dict:
    obj = shaped(obj, metadata=dict, spec=dict, status=dict)
    status = shaped(obj.get("status") or {}, phase=str, conditions=list, containerStatuses=list, startTime=str)
    statuses = []
    for cs in status.get("containerStatuses") or []:
        if isinstance(cs, dict):
            cs = shaped(cs, ready=bool, restartCount=int, state=dict, name=str)
            state = shaped(cs.get("state") or {}, waiting=dict, running=dict, terminated=dict)
            state["waiting"] = shaped(state.get("waiting") or {}, reason=str, message=str) if state.get("waiting") else None
            if state["waiting"] is None:
                del state["waiting"]
            cs["state"] = state
            statuses.append(cs)
    status["containerStatuses"] = statuses
    status["conditions"] = [shaped(c, type=str, status=str, message=str) for c in status.get("conditions") or []
                            if isinstance(c, dict)]
    obj["status"] = status
    obj["spec"] = shaped(obj.get("spec") or {}, replicas=int, nodeName=str)
    return obj


def index_kubernetes(ix: FactIndex, item: Item, data: dict) -> None:
    resource = str(item.args.get("resource") or "").lower()
    members: dict[str, list] = {}
    messages_extra: list = []
    for obj in _list(data.get("items")):
        if not isinstance(obj, dict):
            continue
        if str(obj.get("kind") or "").lower() == "event" or resource in ("events", "event", "ev"):
            messages_extra.append(_event_facts(ix, item, obj))
            continue
        obj = _workload_shape(obj)
        obj = _pod_shape(obj)
        meta = _dict(obj.get("metadata"))
        name = meta.get("name")
        if not name:
            continue
        kind = str(obj.get("kind") or resource or "pod").lower().rstrip("s")
        kind = {"po": "pod", "deploy": "deployment", "svc": "k8s_service", "service": "k8s_service",
                "no": "node"}.get(kind, kind)
        listed_as = kind
        if kind in _WORKLOADS:   # a StatefulSet's replicas read like a Deployment's, listed apart
            kind = "deployment"
        names = set()
        if kind == "pod":  # api-7c5d9f8b6-qlw2n -> api, redis-0 -> redis, node-exporter-7xk2p -> node-exporter
            owner = re.match(r"^(.+?)-(?=[a-z0-9]*\d)[a-z0-9]{5,10}-[a-z0-9]{5}$|^(.+?)-\d+$|^(.+?)-(?=[a-z]*\d)[a-z0-9]{5}$",
                             str(name))
            if owner:
                names.add(next(g for g in owner.groups() if g))
        if meta.get("namespace"):   # "shop/worker", "kube-system/coredns": the object named with its namespace
            names |= {f"{meta['namespace']}/{n}" for n in names | {str(name)}}
        ent = ix.add_entity(Entity(kind if kind in ("pod", "deployment", "node", "k8s_service") else "k8s_object",
                                   str(name), item.id, obj), *names)
        members.setdefault(listed_as if ent.kind == "deployment" else ent.kind, []).append(ent)
        status, spec = _dict(obj.get("status")), _dict(obj.get("spec"))
        if ent.kind in ("pod", "deployment"):
            _image_versions(ix, item, ent, spec)
        if ent.kind == "pod":
            restarts = sum(int(c.get("restartCount") or 0) for c in _list(status.get("containerStatuses"))
                           if isinstance(c, dict))
            ix.add_q("count", restarts, "restarts", "restarts restarted restart times", item.id, ent)
            ix.add_t("started", status.get("startTime"), "started since running up", item.id, ent)
        elif ent.kind == "deployment":
            ix.add_q("count", spec.get("replicas"), "replicas", "replicas desired wanted", item.id, ent, qual="total")
            ix.add_q("count", status.get("readyReplicas") or 0, "ready_replicas", "ready available running",
                     item.id, ent, qual="used")
        if ent.kind == "k8s_service":
            messages_extra.append(_service_facts(ix, item, ent, spec, status))
        if ent.kind == "node":
            version = str(_dict(status.get("nodeInfo")).get("kubeletVersion") or "")
            if version:
                soft = ix.add_entity(Entity("software", "kubelet", item.id, {"version": version}),
                                     "k3s" if "k3s" in version else "k8s", "kubernetes", "k8s", "kubelet")
                for alias in set(soft.names) | set(ent.names):
                    ix.versions.setdefault(alias, []).append((version.lstrip("v").split("+")[0], item.id, None))
                    if "+" in version:   # "v1.30.8+k3s1" as the node shows it
                        ix.versions[alias].append((version.lstrip("v"), item.id, None))
            runtime = str(_dict(status.get("nodeInfo")).get("containerRuntimeVersion") or "")
            if "://" in runtime:   # "containerd://1.7.23-k3s2": the node's container runtime and its version
                engine, _, release = runtime.partition("://")
                for alias in (engine.lower(), "container runtime", "runtime"):
                    ix.versions.setdefault(alias, []).append((release.lstrip("v"), item.id, None))
        if meta.get("namespace"):
            ix.add_entity(Entity("namespace", str(meta["namespace"]), item.id, {}))
    messages = [m for m in messages_extra if m]
    for kind_ents in members.values():
        for ent in kind_ents:
            status = _dict(ent.rec.get("status"))
            for cond in _list(status.get("conditions")):
                if isinstance(cond, dict) and (cond.get("message") or (cond.get("type") != "Ready" and
                                                                       cond.get("status") == "True")):
                    messages.append({"time": cond.get("lastTransitionTime"), "unit": ent.name, "priority": "warning",
                                     "message": f"{cond.get('type')}={cond.get('status')}: {cond.get('message') or ''}"})
            for cs in _list(status.get("containerStatuses")):
                waiting = _dict(_dict(_dict(cs).get("state")).get("waiting"))
                if waiting.get("message"):
                    messages.append({"time": None, "unit": ent.name, "priority": "warning",
                                     "message": str(waiting["message"])})
    if messages:   # scheduler and kubelet messages are read like log lines
        ix.add_listing(Listing("log_entries", item.id, messages, False, {"source": "kubernetes status"}))
    names = {"pod": "pods", "deployment": "deployments", "node": "nodes", "k8s_service": "k8s_services"}
    for kind, ents in members.items():
        ix.add_listing(Listing(names.get(kind, kind), item.id, ents, item.complete,
                               {"namespace": item.args.get("namespace") or data.get("namespace"),
                                "name": item.args.get("name")}))


_WORKLOADS = frozenset({"statefulset", "daemonset", "replicaset"})


def _image_versions(ix: FactIndex, item: Item, ent: Entity, spec: dict) -> None:
    """"redis → 7.4.2" of a pod running redis:7.4.2-alpine: the release its image's tag names is the version of
    the image and of the pod (and of a workload's template). Only a tag that is a release (major.minor at least)."""
    template = _dict(_dict(spec.get("template")).get("spec"))
    for box in _list(spec.get("containers")) + _list(template.get("containers")):
        image = str(_dict(box).get("image") or "")
        release = tag_release(image)
        for alias in ({a for a in image_names(image) if ":" not in a} | set(ent.names)) if release else ():
            ix.versions.setdefault(alias, []).append((release, item.id, None))


def _workload_shape(obj: dict) -> dict:
    """A DaemonSet says desired/ready as numberScheduled/numberReady: the same facts as replicas/readyReplicas."""
    status, spec = _dict(obj.get("status")), _dict(obj.get("spec"))
    if "desiredNumberScheduled" in status and "replicas" not in spec:
        obj = dict(obj)
        obj["spec"] = dict(spec, replicas=status.get("desiredNumberScheduled"))
        obj["status"] = dict(status, readyReplicas=status.get("numberReady") or 0)
    return obj


def _event_facts(ix: FactIndex, item: Item, obj: dict) -> dict | None:
    """An Event (`kubectl get events`): its message is a log line of the object it is about, at its last time,
    and its count is how many times it happened ("the pull has failed 37 times")."""
    involved = _dict(obj.get("involvedObject") or obj.get("regarding"))
    subject = str(involved.get("name") or "")
    message = str(obj.get("message") or obj.get("note") or "")
    reason = str(obj.get("reason") or "")
    when = obj.get("lastTimestamp") or obj.get("eventTime") or obj.get("firstTimestamp")
    count = obj.get("count") if isinstance(obj.get("count"), int) else _dict(obj.get("series")).get("count")
    if isinstance(count, int) and not isinstance(count, bool):
        ix.add_q("count", count, "event_count", "times attempts tries occurrences failed failures happened "
                 "repeated occurred count events", item.id)
    if not (message or reason):
        return None
    # its first and last times are times of the event ("backing off since 19:02", "last at 22:07"), named by
    # the object it is about so a clause naming that object finds them
    for stamp in dict.fromkeys(t for t in (obj.get("firstTimestamp"), obj.get("eventTime"), obj.get("lastTimestamp"))
                               if t):
        ix.add_t("event", stamp, "at logged", item.id, None, f"{subject} {reason}: {message}".strip())
    return {"time": when, "unit": subject or None,
            "priority": "warning" if str(obj.get("type") or "").lower() == "warning" else None,
            "message": f"{reason}: {message}".strip(": ") + (f" (x{count})" if isinstance(count, int) and count > 1 else "")}


def _service_facts(ix: FactIndex, item: Item, ent: Entity, spec: dict, status: dict) -> dict | None:
    """A Service's type, addresses and ports: addresses and ports as facts, and one line of text that
    says them all ("Service web: type=LoadBalancer clusterIP=10.43.12.7 external IP 203.0.113.50 ports 80 -> target
    8080")."""
    addresses = [str(spec.get("clusterIP") or "")] if spec.get("clusterIP") not in (None, "", "None") else []
    external = [str(i.get("ip") or i.get("hostname")) for i in _list(_dict(status.get("loadBalancer")).get("ingress"))
                if isinstance(i, dict) and (i.get("ip") or i.get("hostname"))]
    external += [str(a) for a in _list(spec.get("externalIPs"))]
    for address in addresses + external:
        ix.add_entity(Entity("address", address.lower(), item.id, {"iface": f"service {ent.name}"}))
    ports = []
    for port in _list(spec.get("ports")):
        if not isinstance(port, dict) or not isinstance(port.get("port"), int):
            continue
        ix.add_q("port", port["port"], "service_port", "port ports service exposed", item.id, ent)
        if isinstance(port.get("nodePort"), int):
            ix.add_q("port", port["nodePort"], "node_port", "port nodeport node", item.id, ent)
        ports.append(f"{port['port']} -> target {port.get('targetPort', port['port'])}"
                     + (f" nodePort {port['nodePort']}" if port.get("nodePort") else ""))
    text = f"Service {ent.name}: type={spec.get('type') or 'ClusterIP'}" + \
        (f" clusterIP={addresses[0]}" if addresses else "") + \
        (f" external IP {', '.join(external)}" if external else "") + (f" ports {', '.join(ports)}" if ports else "")
    return {"time": None, "unit": ent.name, "priority": None, "message": text}
