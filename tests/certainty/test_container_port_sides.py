"""A container's port has two sides. "5432/tcp" in the ports column is open inside the container and published on
no host port; "127.0.0.1:8443->443/tcp" publishes host port 8443 for the container's 443. A claim that puts a
port on the host's side is checked against the side the listing shows."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _containers() -> dict:
    def box(name: str, ports: list[str]) -> dict:
        return {"id": name[:4] + "00aa11bb", "name": name, "image": f"{name}:latest", "state": "running",
                "status": "Up 3 days", "created_at": "2026-11-18T08:00:00+00:00", "ports": ports}
    return tool("c4", "linux_containers", {"runtime": "docker", "containers": [
        box("pgvector", ["5432/tcp"]), box("wiki", ["127.0.0.1:8443->443/tcp"]), box("proxy", ["0.0.0.0:80->80/tcp"])]},
        args={"all": True})


def test_a_port_open_only_inside_is_not_published():
    answer = "The pgvector container is published on 5432."
    assert status_containing(answer, "5432", _containers()) == "contradicted"


def test_saying_it_is_not_published_is_right():
    answer = "pgvector listens on 5432 but that port is not published to the host."
    assert status_containing(answer, "5432", _containers()) != "contradicted"


def test_the_container_side_is_not_the_host_port():
    assert status_containing("wiki uses host port 443.", "443", _containers()) == "contradicted"
    assert status_containing("wiki uses host port 8443.", "8443", _containers()) == "verified"


def test_a_port_said_without_a_side_stays_the_containers_own():
    assert status_containing("pgvector listens on 5432.", "5432", _containers()) == "verified"
    assert status_containing("proxy is published on port 80.", "80", _containers()) == "verified"


def test_a_number_in_parentheses_under_a_listening_heading_is_a_port():
    answer = "**Listening:**\n- wiki (8443) via Docker\n"
    assert status_containing(answer, "8443", _containers()) == "verified"
    answer = "**Listening:**\n- wiki (9443) via Docker\n"
    assert status_containing(answer, "9443", _containers()) != "verified"


def _host_sockets() -> dict:
    from tests.certainty._bundles import socket

    return tool("n2", "linux_network_info", {"listening": [socket(80, "0.0.0.0", "docker-proxy", pid=900),
                                                           socket(8443, "127.0.0.1", "docker-proxy", pid=901),
                                                           socket(22, "0.0.0.0", "sshd", pid=600)],
                                             "connections": []})


def test_a_port_only_a_container_has_inside_is_no_open_host_port():
    table = "### Listening ports\n\n| Port | Address | Process |\n|---|---|---|\n| {} | 0.0.0.0 | postgres |\n"
    question = "What ports are open on this box?"
    assert status_containing(table.format(5432), "5432", _containers(), _host_sockets(), question=question) \
        == "contradicted"
    assert status_containing(table.format(22), "22", _containers(), _host_sockets(), question=question) == "verified"
    # said of the container's own side, it holds
    assert status_containing("Inside its container, pgvector listens on 5432.", "5432", _containers(),
                             _host_sockets(), question=question) == "verified"


def test_reachable_from_the_lan_is_the_host_side():
    assert status_containing("pgvector on 5432 is reachable from the LAN.", "5432", _containers(),
                             _host_sockets()) == "contradicted"


def test_a_stopped_container_listens_on_nothing():
    boxes = tool("c5", "linux_containers", {"runtime": "docker", "containers": [
        {"id": "f1aa22bb33cc", "name": "jellyfin", "image": "jellyfin/jellyfin:10.9.11", "state": "exited",
         "status": "Exited (137) 3 hours ago", "created_at": "2026-11-01T08:00:00+00:00", "ports": []}]},
        args={"all": True})
    assert status_containing("jellyfin is listening on 8096.", "8096", boxes) == "contradicted"
    assert status_containing("jellyfin exited with code 137.", "137", boxes) != "contradicted"
