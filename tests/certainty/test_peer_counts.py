"""How many connections come from each peer, said with the noun left out ("two of them from 10.9.0.21",
"(three from 10.9.0.21 and one from 10.9.0.22)"), counts the connections of the port or program the sentence
is about; a "**MySQL (3306):**" line counts that port's connections."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, socket, status_containing, tool


def _conn(local: str, remote: str, pid: int, process: str) -> dict:
    return {"proto": "tcp", "local": local, "remote": remote, "status": "ESTABLISHED", "pid": pid, "process": process}


def _network() -> dict:
    return tool("n1", "linux_network_info", {
        "listening": [socket(3306, "0.0.0.0", "mysqld", pid=710), socket(8443, "0.0.0.0", "haproxy", pid=655),
                      socket(22, "0.0.0.0", "sshd", pid=601)],
        "connections": [_conn("10.9.0.5:3306", "10.9.0.21:40110", 710, "mysqld"),
                        _conn("10.9.0.5:3306", "10.9.0.21:40112", 710, "mysqld"),
                        _conn("10.9.0.5:3306", "10.9.0.22:51800", 710, "mysqld"),
                        _conn("10.9.0.5:8443", "10.9.0.21:33001", 655, "haproxy"),
                        _conn("10.9.0.5:8443", "10.9.0.21:33002", 655, "haproxy"),
                        _conn("10.9.0.5:8443", "10.9.0.21:33003", 655, "haproxy"),
                        _conn("10.9.0.5:22", "10.9.0.50:60001", 601, "sshd")]})


def _status(answer: str, fragment: str) -> str:
    return status_containing(answer, fragment, _network(), question="Who is connected to this box?")


def test_a_count_of_them_from_one_peer():
    said = "MySQL on 3306 has three connections, {} of them from 10.9.0.21."
    assert _status(said.format("two"), "of them from") == "verified"
    assert _status(said.format("three"), "of them from") == "contradicted"


def test_counts_per_peer_in_parentheses_take_the_subjects_port():
    answer = "haproxy listens on 8443 and has three client connections (two from 10.9.0.21 and one from 10.9.0.22)."
    assert _status(answer, "two from 10.9.0.21") == "contradicted"   # all three of haproxy's are from .21
    right = "haproxy listens on 8443 and has three client connections (three from 10.9.0.21)."
    assert _status(right, "three from 10.9.0.21") == "verified"


def test_protocol_names_the_sessions_port():
    assert _status("There's one SSH session from 10.9.0.50.", "SSH session") == "verified"
    assert _status("There are two SSH sessions from 10.9.0.50.", "SSH sessions") == "contradicted"


def test_key_lines_each_scope_their_own_counts():
    answer = ("**Through haproxy (port 8443):** 3 connections — three from 10.9.0.21\n"
              "**MySQL (3306):** 4 connections — two from 10.9.0.21 and one from 10.9.0.22")
    claims = claim_list(answer, _network(), question="Who is connected to this box?")
    assert ("3 connections", "verified") in claims, claims
    assert ("4 connections", "contradicted") in claims, claims
    assert all(s == "verified" for t, s in claims if "from 10.9.0.2" in t), claims


def test_a_port_or_an_ordinal_before_from_is_no_count():
    # "3306 from 10.9.0.22" is a port, not 3306 connections
    assert _status("There's also one direct connection to 3306 from 10.9.0.22.", "3306 from") != "contradicted"
    assert _status("Two connections come from 10.9.0.21 to MySQL, and a second one from 10.9.0.22.",
                   "second one") != "contradicted"


def test_plus_one_more_peer_is_outside_the_scope_before():
    answer = "haproxy on 8443 has three client connections, plus one connection from 10.9.0.50."
    assert _status(answer, "plus one connection") == "verified"   # the SSH session, not one of haproxy's


def test_one_count_from_several_peers_counts_them_together():
    # mysqld has two connections from .21 and one from .22: "three from .21 and .22" is all of them
    said = "MySQL on 3306 has three connections: {} from 10.9.0.21 and 10.9.0.22."
    assert _status(said.format("three"), "from 10.9.0.21") == "verified"
    assert _status(said.format("two"), "from 10.9.0.21") == "contradicted"


def test_a_port_said_before_the_count_scopes_it():
    assert _status("MySQL on 3306 has three connections.", "three connections") == "verified"
    assert _status("haproxy on 8443 has four connections.", "four connections") == "contradicted"
