"""Tables keyed by a bare number: a port or PID row is read with its column's header (analyze.py on gen18)."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, tool


def _got(answer: str, *evidence) -> list[tuple[str, str]]:
    return [(c.text, c.status) for c in verify_bundle(bundle(answer, *evidence)).claims]


_NET = tool("e2", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
    {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 880, "process": "sshd"},
    {"proto": "tcp", "address": "0.0.0.0", "port": 80, "pid": 1021, "process": "nginx"},
    {"proto": "tcp", "address": "127.0.0.1", "port": 5432, "pid": 1102, "process": "postgres"},
    {"proto": "tcp", "address": "10.0.5.24", "port": 5432, "pid": 1102, "process": "postgres"}]})

_PROCS = tool("e3", "linux_processes", {"total": 300, "processes": [
    {"pid": 5121, "name": "node", "user": "vernius", "cpu_percent": 88.0, "rss_bytes": 2_000_000_000},
    {"pid": 6011, "name": "node", "user": "rhombur", "cpu_percent": 0.5, "rss_bytes": 130_000_000}]},
    args={"name": "node"})


def test_a_port_table_row_is_not_a_count_of_processes():
    got = _got("| Port | Bound to | Process |\n|---|---|---|\n| 22 | 0.0.0.0 | sshd |\n| 80 | 0.0.0.0 | nginx |", _NET)
    assert [s for _, s in got] == ["verified"] * 6, got


def test_all_interfaces_when_the_port_is_bound_to_loopback_and_one_lan_address_is_contradicted():
    got = dict(_got("| Port | Bound to | Process |\n|---|---|---|\n| 5432 | 0.0.0.0 | postgres |", _NET))
    assert got["0.0.0.0"] == "contradicted", got
    assert got["postgres"] == "verified", got


def test_the_user_of_a_process_named_by_its_pid_is_checked():
    got = _got("| PID | User | CPU |\n|---|---|---|\n| 5121 | vernius | 88% |\n| 6011 | vernius | 0.5% |", _PROCS)
    assert got == [("5121", "verified"), ("vernius", "verified"), ("88%", "verified"),
                   ("6011", "verified"), ("vernius", "contradicted"), ("0.5%", "verified")], got
    assert _got("PID 6011 runs as vernius.", _PROCS) == [("PID 6011 runs as vernius", "contradicted")]
    assert _got("PID 6011 runs as rhombur.", _PROCS) == [("PID 6011 runs as rhombur", "verified")]
