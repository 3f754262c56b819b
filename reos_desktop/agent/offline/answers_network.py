"""Offline answers about the network: listening ports, what holds a port, addresses, DNS, gateway."""

from __future__ import annotations

import re

from reos_desktop.agent.offline.compose import Reply, plural
from reos_desktop.agent.offline.intents import Question
from reos_desktop.check.evidence import Gatherer


def _socket(sock: dict) -> str:
    owner = sock.get("process") or "owner unknown"
    pid = f" (PID {sock['pid']})" if sock.get("pid") else ""
    return f"{sock.get('proto')} {sock.get('address')}:{sock.get('port')}: {owner}{pid}"


def listening_ports(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "listening_ports")
    r = g.tool("linux_network_info", {"limit": 1000})
    if not r.ok:
        return reply.unknown("Listening sockets", r)
    listening = r.data.get("listening") or []
    if "udp" not in q.low:
        shown = [s for s in listening if str(s.get("proto", "")).startswith("tcp")] if "tcp" in q.low else listening
    else:
        shown = [s for s in listening if str(s.get("proto", "")).startswith("udp")]
    ports = sorted({s.get("port") for s in shown if s.get("port") is not None})
    if not shown:
        if r.complete:
            return reply.say(f"Nothing is listening on any port{r.cite()}.")
        return reply.say(f"No listening socket was seen, but the reading is incomplete: {r.incomplete_why()}{r.cite()}.")
    reply.say(f"{plural(len(shown), 'socket is', 'sockets are')} listening, on "
              f"{plural(len(ports), 'port')}{r.cite()}:")
    for sock in shown[:60]:
        reply.bullet(_socket(sock) + r.cite())
    for part, why in (r.data.get("unreadable") or {}).items():
        reply.say(f"I could not read every {part}: {why}{r.cite()}.")
    return reply


def port_owner(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "port_owner")
    r = g.tool("linux_network_info", {"port": q.port, "limit": 1000})
    if not r.ok:
        return reply.unknown(f"The sockets on port {q.port}", r)
    listening = [s for s in r.data.get("listening") or [] if s.get("port") == q.port]
    connected = [c for c in r.data.get("connections") or []
                 if str(c.get("local", "")).endswith(f":{q.port}") or str(c.get("remote", "")).endswith(f":{q.port}")]
    if listening:
        reply.say(f"Port {q.port} is open{r.cite()}:")
        for sock in listening:
            reply.bullet(_socket(sock) + r.cite())
    elif r.complete or not (r.data.get("unreadable") or {}).get("sockets"):
        reply.say(f"Nothing is listening on port {q.port}{r.cite()}.")
    else:
        reply.say(f"No listener on port {q.port} was seen, but the reading is incomplete: {r.incomplete_why()}"
                  f"{r.cite()}.")
    if connected:
        reply.say(f"{plural(len(connected), 'connection uses', 'connections use')} port {q.port}{r.cite()}.")
    owners = [s for s in listening if not s.get("process")]
    if owners:
        # The tool's reason counts every ownerless socket on the machine ("3 sockets have …"); say it for
        # the sockets of this port, with the verb agreeing.
        why = (r.data.get("unreadable") or {}).get("owning process") or "have no owner visible from here"
        why = re.sub(r"^\d+ sockets? ", "", why)
        if len(owners) == 1:
            why = re.sub(r"^(have|belong)\b", lambda m: {"have": "has", "belong": "belongs"}[m.group(1)], why)
        reply.say(f"{plural(len(owners), 'socket')} on port {q.port} {why}{r.cite()}.")
    return reply


def ip_addresses(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "ip_addresses")
    r = g.tool("linux_network_info", {"limit": 1})
    interfaces = r.data.get("interfaces") if r.ok else None
    cite = r.cite()
    if interfaces is None:
        interfaces, why = g.steady("network_interfaces")
        cite = g.steady_cite()
        if interfaces is None:
            return reply.unknown("The network interfaces", r)
    reply.say(f"{plural(len(interfaces), 'network interface')}{cite}:")
    for nic in interfaces:
        state = "up" if nic.get("is_up") else "down"
        addresses = ", ".join(nic.get("addresses") or []) or "no addresses"
        reply.bullet(f"{nic['name']} ({state}): {addresses}{cite}")
    return reply


def dns(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "dns")
    servers, why = g.steady("dns_servers")
    if servers is None:
        return reply.say(f"I could not read the DNS servers: {why}.")
    if not servers:
        return reply.say(f"No DNS server is configured in /etc/resolv.conf{g.steady_cite()}.")
    reply.say(f"The DNS {'server is' if len(servers) == 1 else 'servers are'} {', '.join(servers)}{g.steady_cite()}.")
    search = (g.steady_fields() or {}).get("dns_search")
    if search:
        reply.say(f"The search domains are {', '.join(search)}{g.steady_cite()}.")
    return reply


def gateway(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "gateway")
    gw, why = g.steady("default_gateway")
    if gw is None:
        return reply.say(f"The default gateway is unknown: {why}.")
    return reply.say(f"The default gateway is {gw}{g.steady_cite()}.")


HANDLERS = {"listening_ports": listening_ports, "port_owner": port_owner, "ip_addresses": ip_addresses, "dns": dns,
            "gateway": gateway}
