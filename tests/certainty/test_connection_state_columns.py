"""A table of backends with an "Established" column counts each backend's connections in that state, not
ports; a key that scopes a count ("**Client connections on 443:** 3") keeps its noun for the number after it."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _conn(remote: str, status: str, local: str = "10.40.0.5:40112") -> dict:
    return {"proto": "tcp", "local": local, "remote": remote, "status": status, "pid": 20431, "process": "haproxy"}


def _network() -> dict:
    conns = [_conn("10.40.0.21:8080", "ESTABLISHED")] * 3 + [_conn("10.40.0.22:8080", "ESTABLISHED")] * 2 + \
        [_conn("10.40.0.22:8080", "TIME_WAIT"), _conn("10.40.0.23:8080", "SYN_SENT")] + \
        [_conn(f"198.51.100.{i}:5{i}000", "ESTABLISHED", local="203.0.113.10:443") for i in range(1, 4)]
    return tool("e3", "linux_network_info", {
        "interfaces": [], "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 443, "pid": 20431,
                                         "process": "haproxy"}], "connections": conns})


def test_an_established_column_counts_connections_in_that_state():
    table = "| Backend | Established |\n|---|---|\n| 10.40.0.21:8080 | {a} |\n| 10.40.0.22:8080 | {b} |\n" \
            "| 10.40.0.23:8080 | {c} |\n"
    right = [s for t, s in claim_list(table.format(a=3, b=2, c=0), _network()) if t.isdigit()]
    assert right == ["verified"] * 3, right
    wrong = [s for t, s in claim_list(table.format(a=3, b=3, c=1), _network()) if t.isdigit()]
    assert wrong == ["verified", "contradicted", "contradicted"], wrong


def test_a_key_that_scopes_a_count():
    assert claim_list("- **Client connections on 443:** 3", _network()) == [("3", "verified")]
    assert claim_list("- **Client connections on 443:** 5", _network()) == [("5", "contradicted")]


def test_a_clock_or_an_image_tag_after_a_noun_is_no_count():
    claims = claim_list("One system failure at 22:31: the runner could not pull the image.", _network())
    assert all(s != "contradicted" for _, s in claims), claims
