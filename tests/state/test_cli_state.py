"""`reos state` as a user runs it: a real process, a real store in REOS_HOME."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from .fakeroot import base_root, dpkg_stanza, write

SPEC_FIELDS = {"hostname", "domain", "machine_id", "os_name", "os_version", "os_codename", "kernel", "arch",
               "cpu_model", "cpu_cores", "cpu_threads", "memory_total_bytes", "disks", "network_interfaces",
               "dns_servers", "default_gateway", "package_manager", "installed_packages", "available_services",
               "users", "groups"}


def test_state_json_has_every_field_of_the_evidence_bundle_spec(run_reos):
    done = run_reos("state", "--refresh", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert SPEC_FIELDS <= data.keys()
    assert data["snapshot_id"] == 1 and data["collected_at"].endswith("+00:00")
    assert isinstance(data["installed_packages"], dict) and data["installed_packages"]
    for user in data["users"]:
        assert {"name", "uid", "gid", "home", "shell"} <= user.keys()
    for disk in data["disks"]:
        assert {"device", "mountpoint", "fstype", "total_bytes"} <= disk.keys()
    for iface in data["network_interfaces"]:
        assert {"name", "mac", "addresses", "is_up"} <= iface.keys()


def test_state_text_context_and_history(run_reos):
    text = run_reos("state")
    assert text.returncode == 0 and "Packages" in text.stdout and "Snapshot 1 of /" in text.stdout
    context = run_reos("state", "--context")
    assert context.returncode == 0
    assert context.stdout.startswith("SYSTEM STATE (snapshot 1")
    assert len(context.stdout) <= 1700  # ~400 tokens
    for label in ("Host:", "OS:", "CPU:", "Network:", "Packages:", "Services:", "Users:", "Groups:"):
        assert label in context.stdout
    history = run_reos("state", "--history", "--json")
    assert [row["id"] for row in json.loads(history.stdout)] == [1]


def test_state_diff_under_a_root_after_a_package_change(run_reos, tmp_path):
    root = base_root(tmp_path / "img", "ubuntu")
    status = write(root, "/var/lib/dpkg/status", dpkg_stanza("nginx", "1.24.0-2"))
    first = run_reos("state", "--root", str(root), "--json")
    assert json.loads(first.stdout)["installed_packages"] == {"nginx": "1.24.0-2"}
    only = run_reos("state", "--root", str(root), "--diff")
    assert only.returncode == 0 and "only one so far" in only.stdout
    status.write_text(dpkg_stanza("nginx", "1.26.1-1") + "\n" + dpkg_stanza("redis-server", "5:7.0.15-1"))
    os.utime(status, ns=(0, os.stat(status).st_mtime_ns + 2_000_000_000))
    diff = run_reos("state", "--root", str(root), "--diff", "--json")
    assert diff.returncode == 0, diff.stderr
    data = json.loads(diff.stdout)
    assert data["from"]["snapshot_id"] == 1 and data["to"]["snapshot_id"] == 2
    assert data["packages"]["installed"] == [{"package": "redis-server", "version": "5:7.0.15-1"}]
    assert data["packages"]["upgraded"][0]["to_version"] == "1.26.1-1"
    explicit = run_reos("state", "--root", str(root), "--diff", "1")
    assert "+ package redis-server 5:7.0.15-1" in explicit.stdout


def test_bad_input_gives_one_line_and_exit_2(run_reos, tmp_path):
    for args, needle in ((("state", "--root", str(tmp_path / "nope")), "is not a folder"),
                         (("state", "--diff", "abc"), "must be a number"),
                         (("state", "--diff", "999"), "no snapshot 999"),
                         (("state", "--bogus"), "unrecognized arguments")):
        done = run_reos(*args)
        assert done.returncode == 2, (args, done.stderr)
        assert needle in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_state_never_imports_qt_or_pydantic(reos_home):
    code = ("import sys, io, contextlib\n"
            "from reos_desktop.cli.main import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    assert main(['state', '--json']) == 0\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pydantic', 'httpx')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=dict(os.environ, REOS_HOME=str(reos_home)))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
