"""Kubernetes Services: their type, ports and addresses. "greenhouse-db is exposed as a NodePort",
"orders: ClusterIP 10.43.88.20, port 80", "It also has a NodePort on 30443", "redis is headless".

A Service read from the API is complete about itself: its type (`spec.type`; headless is a ClusterIP with no
cluster IP), its ports (`port`, `targetPort`, `nodePort`) and its addresses (the cluster IP, the load
balancer's ingress and external IPs). So a value said of ONE Service the claim names is checked against that
Service alone: a port or an address it does not carry contradicts. An external IP a LoadBalancer has not been
given yet is not a contradiction of a claimed one (it may be pending), only unsupported.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

_TYPES = {"nodeport": "NodePort", "node port": "NodePort", "loadbalancer": "LoadBalancer",
          "load balancer": "LoadBalancer", "load-balancer": "LoadBalancer", "clusterip": "ClusterIP",
          "cluster ip": "ClusterIP", "cluster-ip": "ClusterIP", "headless": "headless",
          "externalname": "ExternalName"}
_TYPE_RE = re.compile(r"\b(node ?port|load[ -]?balancer|cluster[ -]?ip|headless|externalname)s?\b", re.I)
_NEG_RE = re.compile(r"\b(?:not|never|no)\b|n't\b")
# After these words a value is the label's, not a second claim of type: "NodePort 30080", "cluster IP 10.43.0.9".
_LABEL_AFTER = re.compile(r"^\s*(?:on|of|at|is|=|:)?\s*(?:port\s+)?[\d\[]")


def _service(reading: Reading, index: FactIndex) -> Entity | None:
    own = reading.own_entities("k8s_service")
    svcs = own or reading.scope("k8s_service")
    if not svcs:   # "it" after "it's at 10.96.44.10:8080": the Service that address belongs to
        owners = {str(e.rec.get("iface") or "")[8:] for e in reading.scope("address")
                  if str(e.rec.get("iface") or "").startswith("service ")}
        svcs = [e for name in owners for e in index.lookup(name) if e.kind == "k8s_service"]
    names = {e.name for e in svcs}
    if len(names) != 1:
        return None
    if reading.own_entities("process", "container", "service"):
        return None   # a program of this machine with the same name: its sockets decide (network.py)
    return svcs[0]


def _spec(svc: Entity) -> tuple[dict, dict]:
    spec = svc.rec.get("spec") if isinstance(svc.rec.get("spec"), dict) else {}
    status = svc.rec.get("status") if isinstance(svc.rec.get("status"), dict) else {}
    return spec, status


def _ports(spec: dict) -> tuple[set[int], set[int]]:
    """(every port the Service names: port, targetPort and nodePort; its node ports)."""
    every, nodes = set(), set()
    for p in spec.get("ports") or []:
        if not isinstance(p, dict):
            continue
        for key in ("port", "targetPort", "nodePort"):
            if isinstance(p.get(key), int):
                every.add(p[key])
        if isinstance(p.get("nodePort"), int):
            nodes.add(p["nodePort"])
    return every, nodes


def _addresses(spec: dict, status: dict) -> tuple[list[str], list[str]]:
    cluster = [str(spec.get("clusterIP"))] if spec.get("clusterIP") not in (None, "", "None") else []
    ingress = (status.get("loadBalancer") or {}).get("ingress") if isinstance(status.get("loadBalancer"), dict) else None
    external = [str(i.get("ip") or i.get("hostname")) for i in ingress or [] if isinstance(i, dict)
                and (i.get("ip") or i.get("hostname"))]
    external += [str(a) for a in spec.get("externalIPs") or []]
    return cluster, external


def check_kube_services(reading: Reading, index: FactIndex) -> list[Verdict]:
    svc = _service(reading, index)
    if svc is None:
        return []
    spec, status = _spec(svc)
    kind = str(spec.get("type") or "ClusterIP")
    headless = kind == "ClusterIP" and spec.get("clusterIP") in (None, "", "None")
    every, nodes = _ports(spec)
    cluster, external = _addresses(spec, status)
    out: list[Verdict] = []
    label = f"Service {svc.name}: type={kind}{' (headless)' if headless else ''}"
    for m in _TYPE_RE.finditer(reading.text):
        said = _TYPES.get(m.group(1).lower().replace("-", " "))
        if said is None or _LABEL_AFTER.match(reading.text[m.end():]) and said in ("NodePort", "ClusterIP"):
            continue   # "NodePort 30080", "cluster IP 10.43.0.9": the value's label, checked below
        if said == "ClusterIP" and re.search(r"\bexternal\b", reading.low[:m.start()]):
            continue
        ok = (headless if said == "headless" else kind == said)
        negated = bool(_NEG_RE.search(reading.low[max(0, m.start() - 20):m.start()]))
        out.append(decide(index, [Hit(ok != negated, svc.eid, svc.field, label)]))
        if kind == "LoadBalancer" and not external:   # "a LoadBalancer whose external IP is still pending"
            reading.used_states.update(i for i, st in enumerate(reading.states) if st.state == "pending")
    for value in reading.values:
        if not reading.value_free(value):
            continue
        before = reading.low[max(0, value.start - 16):value.start]
        if value.kind == "port" or (value.kind == "number" and
                                        re.search(r"(?:\b|node ?)ports?\s*(?:on\s+|of\s+|is\s+)?$", before)):
            port = int(value.value)
            node = bool(re.search(r"node ?port\s*(?:on\s+|of\s+|is\s+|=\s*|:\s*)?(?:port\s+)?$", before))
            pool = nodes if node else every
            shown = ", ".join(str(p) for p in sorted(pool)) or "none"
            reading.take(value)
            out.append(decide(index, [Hit(port in pool, svc.eid, svc.field,
                                          f"Service {svc.name} {'node ports' if node else 'ports'}: {shown}")]))
        elif value.kind == "address" and re.fullmatch(r"[\d.]+", str(value.value)):
            addr = str(value.value)
            reading.take(value)
            if re.search(r"\b(?:external|public|load ?balancer|lb|ingress)\b", reading.low[max(0, value.start - 30):value.start]):
                if not external:
                    out.append(unknown(f"Service {svc.name} has no external IP yet", svc.eid))
                    continue
                pool = external
            else:
                pool = cluster + external
            shown = ", ".join(pool) or "no cluster IP (headless)"
            out.append(decide(index, [Hit(addr in pool, svc.eid, svc.field, f"Service {svc.name} addresses: {shown}")]))
    return [v for v in out if v is not None]
