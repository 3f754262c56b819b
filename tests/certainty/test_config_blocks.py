"""A brace block in a configuration file ("forwarders {" / "9.9.9.9;" / "149.112.112.112;" / "};") holds its
setting's values; an address said of a listed setting is one of its items or wrong."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _named() -> dict:
    lines = ["options {", '\tdirectory "/var/cache/bind";', "", "\tforwarders {", "\t\t9.9.9.9;",
             "\t\t149.112.112.112;", "\t};", "\tforward only;", "\tlisten-on { 127.0.0.1; 192.168.10.2; };",
             "\tallow-recursion { 127.0.0.1; 192.168.10.0/24; };", "};"]
    return tool("e8", "linux_file_read", {"path": "/etc/bind/named.conf.options", "offset": 0, "limit": 200,
                                           "total_lines": len(lines), "lines": lines},
                args={"path": "/etc/bind/named.conf.options"})


def _status(answer: str) -> str:
    claims = claim_list(answer, _named())
    assert len(claims) == 1, claims
    return claims[0][1]


def test_a_block_holds_its_settings_values():
    assert _status("The forwarders are 9.9.9.9 and 149.112.112.112.") == "verified"
    assert _status("The forwarders are 9.9.9.9 and 1.1.1.1.") == "contradicted"


def test_an_inline_list():
    assert _status("Recursion is allowed for 192.168.10.0/24.") == "verified"
    assert _status("BIND listens on 192.168.10.5 only.") == "contradicted"
