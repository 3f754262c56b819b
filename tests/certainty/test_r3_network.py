"""Network exposure, addresses and services (round 3): who can reach a listener, Kubernetes Services, ports
that belong to settings, failed binds and firewall rules."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle
from tests.certainty._bundles import bundle, tool
from tests.certainty._bundles import claim_statuses as _status, socket as _sock


def _net(listening: list[dict], connections: list | None = None, complete: bool = True) -> dict:
    return tool("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:10:20:30", "addresses": ["10.40.1.10/24"], "is_up": True}],
        "listening": listening, "connections": connections or []}, complete=complete)


def _statuses(answer: str, *evidence: dict) -> list[tuple[str, str]]:
    return [(c.text, c.status) for c in verify_bundle(bundle(answer, *evidence)).claims]


def _one(answer: str, *evidence: dict) -> str:
    claims = verify_bundle(bundle(answer, *evidence)).claims
    assert len(claims) == 1, [c.text for c in claims]
    return claims[0].status


LISTENERS = _net([_sock(22, "0.0.0.0", "sshd", 1100), _sock(6379, "127.0.0.1", "redis-server", 1032),
                  _sock(2049, "0.0.0.0", None), _sock(631, "127.0.0.1", "cupsd", 901),
                  _sock(2379, "127.0.0.1", "k3s-server", 1422), _sock(2379, "10.40.1.10", "k3s-server", 1422),
                  _sock(5432, "127.0.0.1", "postgres", 2101), _sock(5432, "::1", "postgres", 2101)])


def test_scope_of_a_named_program_is_read_from_its_sockets():
    assert _one("Redis can be reached from other hosts.", LISTENERS) == "contradicted"
    assert _one("CUPS accepts connections from the whole network.", LISTENERS) == "contradicted"
    assert _one("postgres is local-only.", LISTENERS) == "verified"
    assert _one("Postgres only listens on localhost.", LISTENERS) == "verified"
    assert _one("Redis is listening on all interfaces.", LISTENERS) == "contradicted"


def test_a_protocol_is_found_by_its_well_known_port_when_no_program_has_its_name():
    # 2049 has no owning process: "NFS" is its port; etcd runs inside k3s-server
    assert _one("NFS is only listening on localhost.", LISTENERS) == "contradicted"
    assert _one("etcd is only reachable from localhost.", LISTENERS) == "contradicted"


def test_reach_is_refuted_by_the_loopback_but_never_proved_by_a_wildcard_bind():
    # a firewall may still block what listens on 0.0.0.0: "reachable" is not verified by the bind alone
    assert _one("SSH is reachable from the LAN.", LISTENERS) != "verified"
    assert _one("sshd listens on all interfaces.", LISTENERS) == "verified"
    assert _one("Port 6379 is reachable from the LAN.", LISTENERS) == "contradicted"


def test_a_number_after_a_possessive_is_the_port_of_a_scope_claim():
    assert _one("PostgreSQL's 5432 is open on all interfaces too.", LISTENERS) == "contradicted"


def test_a_containers_published_ports_decide_its_scope_through_its_image():
    boxes = tool("e2", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "c2", "name": "ixcache", "image": "valkey/valkey:8", "state": "running", "status": "Up 2 days",
         "ports": ["127.0.0.1:6379->6379/tcp"]},
        {"id": "c3", "name": "mailpit", "image": "axllent/mailpit:latest", "state": "running", "status": "Up 3 hours",
         "ports": ["0.0.0.0:8025->8025/tcp"]}]})
    assert _one("valkey is published on all interfaces.", boxes) == "contradicted"
    assert _one("mailpit is published on all interfaces.", boxes) == "verified"


def test_a_trailing_scope_fragment_is_checked_against_the_program_before_it():
    net = _net([_sock(9100, "0.0.0.0", "node_exporter", 1188), _sock(6379, "127.0.0.1", "redis-server", 1460)])
    statuses = _statuses("- 9100 — node_exporter, localhost only\n- 6379 — redis-server, localhost only\n", net)
    assert [s for t, s in statuses if t == "localhost only"] == ["contradicted", "verified"]


def test_a_bind_address_said_of_a_program_is_its_own_sockets():
    net = _net([_sock(5432, "10.8.0.5", "postgres", 905), _sock(443, "0.0.0.0", "haproxy", 1190)])
    assert _one("postgres is bound to 0.0.0.0.", net) == "contradicted"


SERVICES = tool("e8", "kubernetes_get", {"context": "k", "namespace": "shop", "items": [
    {"kind": "Service", "metadata": {"name": "orders", "namespace": "shop"},
     "spec": {"type": "ClusterIP", "clusterIP": "10.43.88.20", "ports": [{"port": 8080, "targetPort": 8080}]}},
    {"kind": "Service", "metadata": {"name": "pgdb", "namespace": "shop"},
     "spec": {"type": "ClusterIP", "clusterIP": "None", "ports": [{"port": 5432, "targetPort": 5432}]}},
    {"kind": "Service", "metadata": {"name": "api", "namespace": "shop"},
     "spec": {"type": "LoadBalancer", "clusterIP": "10.96.44.10",
              "ports": [{"port": 443, "targetPort": 8443, "nodePort": 31380}]}, "status": {"loadBalancer": {}}},
    {"kind": "Service", "metadata": {"name": "web", "namespace": "shop"},
     "spec": {"type": "NodePort", "clusterIP": "10.43.12.7",
              "ports": [{"port": 80, "targetPort": 8080, "nodePort": 30080}]}}]},
    args={"resource": "services", "namespace": "shop"})


def test_a_service_type_is_checked_against_that_service():
    assert _one("orders is exposed as a NodePort too.", SERVICES) == "contradicted"
    assert _one("orders is published through a LoadBalancer.", SERVICES) == "contradicted"
    assert _one("web is a NodePort service.", SERVICES) == "verified"
    assert _one("pgdb is headless.", SERVICES) == "verified"
    assert _one("orders is headless.", SERVICES) == "contradicted"


def test_service_ports_include_target_and_node_ports():
    assert _one("web forwards port 80 to 8080.", SERVICES) == "verified"
    assert _one("orders listens on port 80.", SERVICES) == "contradicted"
    assert _one("web is exposed on NodePort 30443.", SERVICES) == "contradicted"
    assert _one("web has a NodePort on 30080.", SERVICES) == "verified"


def test_service_addresses_are_that_services_own():
    assert _one("orders has cluster IP 10.43.12.7.", SERVICES) == "contradicted"   # web's address
    assert _one("pgdb has ClusterIP 10.43.5.2.", SERVICES) == "contradicted"       # headless: none
    assert _one("orders has cluster IP 10.43.88.20.", SERVICES) == "verified"
    # a LoadBalancer without an ingress yet: its external IP may be pending, not refuted
    assert _one("api's external IP is 10.20.0.50.", SERVICES) == "unsupported"


def test_a_pronoun_after_a_services_address_is_that_service():
    statuses = _status("Inside the cluster api is at 10.96.44.10. It also has a NodePort on 30443.", SERVICES)
    assert statuses["It also has a NodePort on 30443"] == "contradicted"


def test_a_port_said_not_to_be_held_is_negated_on_its_own():
    net = _net([_sock(8001, "127.0.0.1", "gunicorn", 3120)])
    statuses = _status("gunicorn is listening on 127.0.0.1:8001, not 8000.", net)
    assert statuses and set(statuses.values()) == {"verified"}, statuses


def test_a_setting_that_names_a_port_is_checked_against_the_file_line():
    net = _net([_sock(6379, "127.0.0.1", "redis-server", 1032)])
    env = tool("e6", "linux_file_read", {"path": "/etc/ledger/worker.env",
                                         "lines": ["REDIS_URL=redis://127.0.0.1:6380/0", "WORKERS=4"]},
               args={"path": "/etc/ledger/worker.env"})
    assert _one("Its env file sets REDIS_URL to port 6380.", net, env) == "verified"
    assert _one("Its env file sets REDIS_URL to port 6379.", net, env) == "contradicted"


def test_a_failed_bind_says_the_port_is_taken_by_something_else():
    net = _net([_sock(53, "0.0.0.0", "dnsmasq", 770)])
    statuses = _status("Docker can't bind 0.0.0.0:53 for pihole — `address already in use`.", net)
    assert statuses["Docker can't bind 0.0.0.0:53 for pihole"] == "verified"
    assert "contradicted" not in statuses.values()


def test_firewall_rules_are_not_read_from_listening_sockets():
    net = _net([_sock(22, "0.0.0.0", "sshd", 1100), _sock(3000, "0.0.0.0", "node", 5230)])
    assert _one("The firewall (ufw) blocks 3000 from outside.", net) == "unsupported"
    statuses = _status("The firewall only lets 22, 80 and 443 in from outside.", net)
    assert "contradicted" not in statuses.values() and "verified" not in statuses.values()


def test_a_cited_item_that_refutes_one_clause_does_not_vouch_for_the_next():
    boxes = tool("e2", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "c1", "name": "hub-db", "image": "postgres:16.3", "state": "running", "status": "Up 3 days",
         "ports": ["127.0.0.1:5432->5432/tcp"]}]})
    net = _net([_sock(5432, "127.0.0.1", "docker-proxy", 3120),
                {"proto": "udp", "address": "127.0.0.1", "port": 323, "pid": 900, "process": "chronyd"}])
    statuses = _status("PostgreSQL's 5432 is open on all interfaces too, and chronyd listens on UDP 323 on "
                       "localhost only (e2).", boxes, net)
    assert statuses["PostgreSQL's 5432 is open on all interfaces too"] == "contradicted"
    assert statuses["chronyd listens on UDP 323 on localhost only"] == "unsupported"


def test_a_protocol_with_no_socket_on_its_port_is_not_listening():
    net = _net([{"proto": "tcp", "address": "0.0.0.0", "port": 53317, "pid": 9120, "process": "localsend"}])
    assert _one("There's no SSH server listening.", net) == "verified"
    assert _one("An SSH server is listening.", net) == "contradicted"


def test_connections_over_a_protocol_are_found_by_its_port():
    conns = [{"proto": "tcp", "local": "10.40.1.10:445", "remote": "10.40.1.41:51002", "status": "ESTABLISHED",
              "pid": 3310, "process": "smbd"}]
    net = _net([_sock(22, "0.0.0.0", "sshd", 1100), _sock(445, "0.0.0.0", "smbd", 1502)], conns)
    assert _one("No one is connected over SSH.", net) == "verified"
    assert _one("Someone is connected over SSH.", net) == "contradicted"
    assert _one("There is an SSH session from 192.0.2.51.", net) == "contradicted"
    # who is connected, or how many, is more than a connection on the port shows
    assert _one("The two SMB sessions are edric and hidar.", net) != "verified"
