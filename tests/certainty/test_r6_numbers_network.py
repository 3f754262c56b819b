"""Round 6, quantities and network: a share's tolerance follows the rounding the claim states, connections are
counted within the scope the claim names, an IPv4 peer seen through an IPv4-mapped IPv6 socket is that peer,
and an address a service failed to take is not claimed to be bound."""

from __future__ import annotations

from tests.certainty._bundles import disk_usage, system_info, tool
from tests.certainty._bundles import status_containing as _of


def test_about_a_share_stated_to_the_unit_is_not_five_points_wide():
    # the disk is 44.3% used: "about 48%" is stated to the unit, so 3.7 points off is wrong, not rounding
    assert _of("The root filesystem is about 48% used.", "48%", disk_usage()) == "contradicted"
    assert _of("The root filesystem is roughly 49% full.", "49%", disk_usage()) == "contradicted"
    # a round figure keeps its width: "about 40%" for 44.3% is not called wrong, where "about 48%" is
    assert _of("The root filesystem is about 40% used.", "40%", disk_usage()) != "contradicted"
    assert _of("The root filesystem is around 45% full.", "45%", disk_usage()) == "verified"
    assert _of("The root filesystem is about 44% used.", "44%", disk_usage()) == "verified"
    # the same rule for the CPU share (12.5%): "about 13%" is near enough, "about 17%" is not
    assert _of("CPU usage is about 13%.", "13%", system_info()) == "verified"
    assert _of("CPU usage is about 17%.", "17%", system_info()) == "contradicted"


def _conn(local: str, remote: str, process: str, pid: int) -> dict:
    return {"local": local, "remote": remote, "status": "ESTABLISHED", "process": process, "pid": pid}


def _sock(port: int, address: str, process: str, pid: int) -> dict:
    return {"proto": "tcp", "address": address, "port": port, "pid": pid, "process": process}


DB_NET = tool("e8", "linux_network_info", {
    "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:0a:7e", "addresses": ["10.20.0.15/24"], "is_up": True}],
    "listening": [_sock(5432, "127.0.0.1", "postgres", 1123), _sock(6432, "0.0.0.0", "pgbouncer", 901),
                  _sock(9100, "::", "prometheus-node", 882), _sock(53, "127.0.0.53", "systemd-resolve", 701)],
    "connections": [_conn("10.20.0.15:6432", "10.20.0.31:40512", "pgbouncer", 901),
                    _conn("10.20.0.15:6432", "10.20.0.31:40518", "pgbouncer", 901),
                    _conn("10.20.0.15:6432", "10.20.0.32:51002", "pgbouncer", 901),
                    _conn("10.20.0.15:5432", "10.20.0.32:51044", "postgres", 49102),
                    _conn("127.0.0.1:40112", "127.0.0.1:5432", "pgbouncer", 901),
                    _conn("127.0.0.1:5432", "127.0.0.1:40112", "postgres", 48990),
                    _conn("[::ffff:10.20.0.15]:9100", "[::ffff:10.20.0.9]:39210", "prometheus-node", 882)]})


def test_a_count_of_connections_is_counted_within_the_peer_port_and_program_it_names():
    assert _of("10.20.0.31 has two connections to pgbouncer on 6432.", "10.20.0.31", DB_NET) == "verified"
    assert _of("10.20.0.32 has two connections to pgbouncer.", "10.20.0.32", DB_NET) == "contradicted"
    assert _of("pgbouncer holds one connection to 127.0.0.1:5432.", "pgbouncer", DB_NET) == "verified"
    # variant wording: the peer after the count, the port alone
    assert _of("There are three connections from 10.20.0.31.", "three", DB_NET) == "contradicted"
    assert _of("Port 6432 has 3 open connections.", "6432", DB_NET) == "verified"
    # a kind the listing does not mark ("client") never contradicts a scoped count
    assert _of("10.20.0.32 has three client connections to pgbouncer.", "10.20.0.32", DB_NET) != "contradicted"


def test_an_ipv4_peer_seen_through_a_dual_stack_socket_is_that_peer():
    assert _of("10.20.0.9 is connected to node_exporter on 9100.", "10.20.0.9", DB_NET) == "verified"
    assert _of("There is one connection from 10.20.0.9.", "10.20.0.9", DB_NET) == "verified"


def test_an_address_something_failed_to_take_is_not_claimed_bound():
    # port 53 is held on 127.0.0.53 only: a container that cannot publish 0.0.0.0:53 is not said to be bound there
    assert _of("so the container can't publish 0.0.0.0:53 for DNS.", "0.0.0.0:53", DB_NET) != "contradicted"
    assert _of("pihole failed to bind 0.0.0.0:53 at start.", "0.0.0.0:53", DB_NET) != "contradicted"
    # said as held, the wrong address is still wrong
    assert _of("systemd-resolved is listening on 0.0.0.0:53.", "0.0.0.0:53", DB_NET) == "contradicted"
