"""The registry: every spec §4 tool, compact schemas from pydantic, one-sentence errors, evidence items."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest

from reos_desktop.errors import UsageError
from reos_desktop.evidence.canonical import sha256_of
from reos_desktop.evidence.models import EvidenceItem
from reos_desktop.state.root import Root
from reos_desktop.tools.registry import get_registry, render_summary

SPEC_TOOLS = {"linux_system_info", "linux_processes", "linux_service_status", "linux_containers", "linux_disk_usage",
              "linux_network_info", "linux_recent_logs", "linux_disk_io", "linux_network_traffic",
              "linux_file_changes", "linux_file_read", "linux_package_history", "kubernetes_get"}
# The arguments spec §4 says every implementation accepts.
SPEC_ARGS = {"linux_processes": {"sort", "limit", "name"}, "linux_service_status": {"name"},
             "linux_containers": {"all"}, "linux_disk_usage": {"path"},
             "linux_recent_logs": {"unit", "since_minutes", "priority", "grep", "limit"},
             "linux_disk_io": {"interval_seconds"}, "linux_network_traffic": {"interval_seconds"},
             "linux_file_changes": {"root", "since_minutes", "limit"}, "linux_file_read": {"path", "offset", "limit"},
             "linux_package_history": {"since_days"}, "kubernetes_get": {"resource", "namespace", "name"}}


def test_every_spec_tool_is_registered_with_its_arguments():
    registry = get_registry()
    assert SPEC_TOOLS <= set(registry.names())
    for name, args in SPEC_ARGS.items():
        assert args <= set(registry.get(name).json_schema()["properties"]), name


def test_catalogue_is_compact_json_schema():
    catalogue = get_registry().catalogue()
    text = json.dumps(catalogue)
    assert '"title"' not in text and "$defs" not in text and "anyOf" not in text and "$ref" not in text
    for entry in catalogue:
        assert set(entry) == {"name", "description", "parameters"}
        assert "\n" not in entry["description"] and len(entry["description"]) < 120
        assert entry["parameters"]["type"] == "object"
    processes = next(e for e in catalogue if e["name"] == "linux_processes")["parameters"]["properties"]
    assert processes["sort"]["enum"] == ["cpu", "memory", "pid", "name"]
    assert processes["limit"] == {"default": 20, "description": "most processes to list", "maximum": 1000,
                                  "minimum": 1, "type": "integer"}
    assert len(text) < 8000  # the whole catalogue stays a small part of a prompt


def test_summaries_for_humans():
    registry = get_registry()
    assert registry.get("linux_processes").summary({"sort": "cpu", "limit": 20}) == "top 20 processes by CPU"
    assert registry.get("linux_processes").summary({"sort": "memory", "limit": 5, "name": "nginx"}) == \
        "top 5 processes by memory whose name contains 'nginx'"
    assert registry.get("linux_service_status").summary({"name": "nginx"}) == "state of nginx.service"
    assert registry.get("linux_recent_logs").summary({"unit": "ssh", "priority": "err"}) == \
        "last 100 log entries of the past 60 min for ssh.service at err or worse"
    assert render_summary("a[ b {x}][ c {y}]", {"x": 1, "y": None}) == "a b 1"


@pytest.mark.parametrize("name, args, message", [
    ("linux_procs", {}, r"unknown tool 'linux_procs'; did you mean linux_processes\?"),
    ("rm", {}, r"unknown tool 'rm'; run 'reos tools' to list them"),
    ("linux_processes", {"limit": "many"}, r"argument 'limit': input should be a valid integer"),
    ("linux_processes", {"limit": True}, r"argument 'limit': must be a number"),
    ("linux_processes", {"limit": 0}, r"greater than or equal to 1"),
    ("linux_processes", {"sort": "size"}, r"argument 'sort': input should be 'cpu', 'memory', 'pid' or 'name'"),
    ("linux_processes", {"colour": "red"}, r"unknown argument 'colour' \(it takes: sort, limit, name, cpu\)"),
    ("linux_file_read", {}, r"missing required argument 'path'"),
    ("linux_file_read", {"path": "etc/hosts"}, r"must be an absolute path"),
    ("linux_processes", {"name": "x; rm -rf /"}, r"contains shell syntax \(';'\)"),
    ("linux_processes", {"name": "$(id)"}, r"shell syntax"),
    ("linux_recent_logs", {"grep": "a|b"}, r"shell syntax"),
    ("linux_service_status", {"name": "--force"}, r"must be a unit name"),
    ("kubernetes_get", {"resource": "pods", "name": "Web_1"}, r"must be a Kubernetes name"),
    ("linux_processes", ["limit", 5], r"arguments must be a JSON object"),
])
def test_bad_input_is_one_sentence_usage_error(name, args, message):
    with pytest.raises(UsageError, match=message) as caught:
        get_registry().run(name, args)
    assert "\n" not in str(caught.value)


def test_run_returns_an_evidence_item_with_defaults_hash_and_invocation():
    item = get_registry().run("linux_processes", {"limit": "3"})
    assert isinstance(item, EvidenceItem)
    assert item.id == "" and item.kind == "tool" and item.tool == "linux_processes"
    assert item.args == {"sort": "cpu", "limit": 3, "name": None, "cpu": True}
    assert item.sha256 == sha256_of(item.data)
    extra = item.model_extra
    assert extra["duration_ms"] > 0 and extra["invocation"] and extra["summary"] == "top 3 processes by CPU"
    assert item.collected_at.endswith("+00:00")
    assert len(item.data["processes"]) == 3 and item.complete is False
    assert item.data["truncated"]["processes"].endswith("more processes not shown; use limit= or name= to narrow)")


@dataclass
class _RootOnlyTarget:
    root: Root
    name: str = "image"
    live: bool = False

    def argv_prefix(self) -> list[str]:
        return []


def test_a_tool_that_cannot_run_returns_an_error_item(tmp_path):
    target = _RootOnlyTarget(Root(tmp_path))
    item = get_registry().run("linux_processes", {}, target=target)
    assert item.error == f"The process list can only be read on a running system, not from the files under {tmp_path}"
    assert item.complete is False and item.data is None and item.sha256 is None


@dataclass
class _LiveRootTarget:
    root: Root
    name: str = "no-systemd"
    live: bool = True

    def argv_prefix(self) -> list[str]:
        return []


def test_service_status_says_exactly_that_systemd_is_not_running(tmp_path):
    (tmp_path / "run").mkdir()
    item = get_registry().run("linux_service_status", {"name": "nginx"}, target=_LiveRootTarget(Root(tmp_path)))
    assert item.error == ("systemd is not running on this machine (no /run/systemd/system), "
                          "so service states cannot be read")
    assert item.complete is False and item.invocation == []
