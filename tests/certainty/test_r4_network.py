"""Network and Kubernetes claims (round 4): an address written with its port, IPv6 wildcard forms, lists of
ports introduced without a colon, two ports written as "80 / 443", program names the kernel cut to 15
characters, exceptions to a scope claim, and the Kubernetes objects' own fields."""

from __future__ import annotations

from tests.certainty._bundles import tool
from tests.certainty._bundles import claim_list as _claims, status_containing as _of, socket as _sock


def _net(listening: list[dict], connections: list | None = None, complete: bool = True) -> dict:
    return tool("e5", "linux_network_info", {
        "interfaces": [{"name": "ens18", "mac": "bc:24:11:5e:02:9a", "addresses": ["10.20.0.12/24"], "is_up": True}],
        "listening": listening, "connections": connections or []}, complete=complete)


def _one(answer: str, *evidence: dict) -> str:
    claims = _claims(answer, *evidence)
    assert len(claims) == 1, claims
    return claims[0][1]


SOCKETS = _net([_sock(22, "0.0.0.0", "sshd", 801), _sock(5432, "0.0.0.0", "postgres", 2231),
                _sock(5432, "::", "postgres", 2231), _sock(6379, "127.0.0.1", "redis-server", 1188),
                _sock(9187, "::", "postgres_exporter", 1402), _sock(53, "127.0.0.53", "systemd-resolve", 604),
                _sock(9100, "::", "prometheus-node", 1150), _sock(5353, "0.0.0.0", "avahi-daemon", 700, "udp")])


def test_an_address_with_its_port_is_the_address_that_port_is_bound_to():
    assert _of("| service | address:port |\n|---|---|\n| postgres_exporter | 127.0.0.1:9187 |", "9187", SOCKETS) \
        == "contradicted"
    assert _one("The exporter answers on 127.0.0.1:9187.", SOCKETS) == "contradicted"
    assert _one("Redis sits on 127.0.0.1:6379.", SOCKETS) == "verified"
    # any address the evidence binds is checked, not just the well-known ones
    assert _one("`127.0.0.53:53` is the local DNS stub.", SOCKETS) == "verified"
    # 0.0.0.0 said of a socket on "::" differs only in the family of the wildcard: not a contradiction
    assert _one("The exporter is on 0.0.0.0:9187.", SOCKETS) != "contradicted"


def test_ipv6_wildcard_written_in_brackets_keeps_its_port():
    assert _of("| service | address:port |\n|---|---|\n| PostgreSQL | 0.0.0.0:5432 and [::]:5432 |", "5432", SOCKETS) \
        == "verified"
    assert _one("Postgres listens on [::]:5432 too.", SOCKETS) == "verified"
    assert _one("Redis listens on [::]:6379 as well.", SOCKETS) == "contradicted"


def test_a_list_of_ports_after_a_lead_in_with_no_colon_reads_its_numbers_as_ports():
    containers = tool("e2", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "a1", "name": "traefik", "image": "traefik:v3.3", "state": "running", "status": "Up 9 days",
         "ports": ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]},
        {"id": "a2", "name": "gitea", "image": "gitea/gitea:1.23", "state": "running", "status": "Up 9 days",
         "ports": ["0.0.0.0:2222->22/tcp"]}]})
    answer = ("Here are the ports reachable from outside (bound on all addresses) 🔓\n\n"
              "- **80 / 443** → traefik\n- **2222** → gitea's SSH\n- **9100** → prometheus-node-exporter\n")
    got = dict(_claims(answer, containers, SOCKETS))
    assert got["**80 / 443** → traefik"] == "verified"
    assert got["**2222** → gitea's SSH"] == "verified"
    assert got["**9100** → prometheus-node-exporter"] == "verified"
    # a variant: another lead-in ending in nothing, a wrong owner is still caught
    variant = "These ports are open on the box\n\n- 2222 — traefik\n- 443 / 80 — traefik\n"
    assert _of(variant, "2222", containers, SOCKETS) == "contradicted"
    assert _of(variant, "443 / 80", containers, SOCKETS) == "verified"


def test_a_program_name_cut_to_fifteen_characters_is_the_same_program():
    assert _one("prometheus-node-exporter holds port 9100.", SOCKETS) == "verified"
    assert _one("prometheus-node-exporter listens on port 22.", SOCKETS) == "contradicted"


def _deployments() -> dict:
    def dep(ns, name, want, ready):
        return {"kind": "Deployment", "metadata": {"name": name, "namespace": ns}, "spec": {"replicas": want},
                "status": {"replicas": want, "readyReplicas": ready, "availableReplicas": ready}}
    return tool("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        dep("shop", "worker", 1, 0), dep("shop", "api", 2, 2), dep("monitoring", "grafana", 1, 0)]},
        args={"resource": "deployments", "all_namespaces": True})


def test_a_kubernetes_object_named_with_its_namespace_is_that_object():
    table = "| thing | status |\n|---|---|\n| shop/worker | 0/1 ready |\n| shop/api | 1/2 |\n| monitoring/grafana | 0/1 |\n"
    got = _claims(table, _deployments())
    assert [s for t, s in got if "/" in t and t[0].isdigit()] == ["verified", "contradicted", "verified"], got
    assert _one("shop/api has 2/2 replicas ready.", _deployments()) == "verified"


LAPTOP = _net([_sock(53, "127.0.0.53", "systemd-resolve", 640), _sock(631, "127.0.0.1", "cupsd", 980),
               _sock(5353, "0.0.0.0", "avahi-daemon", 702, "udp"), _sock(41641, "0.0.0.0", "tailscaled", 811, "udp")])


def test_the_port_named_as_an_exception_has_the_opposite_scope():
    assert _of("Nothing accepts connections from outside except tailscaled and avahi on port 5353.", "Nothing",
               LAPTOP) == "verified"
    # a trailing list of exceptions may be cut by the clause split: no contradiction from what follows
    assert _of("Nothing accepts connections from outside except avahi on port 5353 and tailscaled.", "Nothing",
               LAPTOP) != "contradicted"
    # a variant: the exception is reachable, but the rest is not all loopback
    assert _of("Nothing but tailscaled accepts connections from outside, and port 631 is only on localhost.",
               "Nothing", LAPTOP) != "verified"
    assert _of("Apart from tailscaled and avahi, nothing accepts connections from outside.", "nothing", LAPTOP) \
        == "verified"


def test_a_scope_said_of_every_listener_is_checked_over_the_complete_listing():
    assert _one("Apart from Tailscale and avahi, everything is bound to localhost.", LAPTOP) == "verified"
    assert _one("Apart from Tailscale, everything is bound to localhost.", LAPTOP) == "contradicted"
    assert _of("Everything is only listening on loopback except tailscaled and mDNS (avahi on 5353).", "Everything",
               LAPTOP) == "verified"
    # over a cut listing nothing is decided
    cut = _net(LAPTOP["data"]["listening"], complete=False)
    assert _one("Apart from Tailscale and avahi, everything is bound to localhost.", cut) != "verified"
