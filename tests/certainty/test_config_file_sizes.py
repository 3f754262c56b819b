"""A configured size said of a setting ("`max_wal_size = 16GB`", "the key cache is 64 MB") is checked against the
setting's line in the configuration file read, named by its key or by every word of it."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _conf() -> dict:
    lines = ["server:", "    num-threads: 2", "    key-cache-size: 64m", "    neg-cache-size: 8m",
             "min_wal_size = 1GB", "max_wal_size = 4GB"]
    return tool("e4", "linux_file_read", {"path": "/etc/demo/demo.conf", "offset": 0, "limit": 50, "total_lines": 6,
                                          "lines": lines}, args={"path": "/etc/demo/demo.conf"})


def _status(answer: str) -> set[str]:
    return {status for _, status in claim_list(answer, _conf())}


def test_a_size_said_with_its_key_is_the_files():
    claims = dict(claim_list("- `min_wal_size = 1GB` and `max_wal_size = 16GB`", _conf()))
    assert claims.get("`min_wal_size = 1GB`") == "verified", claims
    assert "contradicted" in claims.values(), claims
    assert _status("- `min_wal_size = 1GB` and `max_wal_size = 4GB`") == {"verified"}


def test_a_size_said_with_the_words_of_its_key():
    assert _status("The key cache is 64 MB.") == {"verified"}   # "64m" restated in either unit
    assert _status("The negative cache is capped at 16 MB.") != {"verified"}
    assert "contradicted" in _status("The key cache is 128 MB.")
