"""Misreads found when real agent answers (the offline engine's and models') went through the wrapper."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, steady, tool


def _procs(*rows, eid="e5", complete=True, args=None) -> dict:
    procs = []
    for pid, name, cmdline, rss, start in rows:
        procs.append({"pid": pid, "name": name, "user": "root", "cpu_percent": 0.0, "memory_percent": 0.1,
                      "rss_bytes": rss, "status": "sleeping", "started_at": start, "cmdline": cmdline})
    return tool(eid, "linux_processes", {"total": len(procs), "processes": procs}, complete=complete,
                args=args or {"sort": "pid", "limit": 1000})


_PROCS = _procs(
    (1, "init", "/sbin/init", 11_000_000, "2026-11-22T05:00:00+00:00"),
    (300, "timeout", "timeout 120 reos ask is nginx running", 1_000_000, "2026-11-22T09:00:00+00:00"),
    (301, "reos", "/opt/venv/bin/python3 /opt/venv/bin/reos ask --provider offline is nginx running", 40_000_000,
     "2026-11-22T09:00:01+00:00"),
    (410, "bash", "-bash", 3_900_000, "2026-11-22T07:27:53+00:00"),
    (520, "bash", "/bin/bash ./train.sh --device cpu", 9_800_000, "2026-11-22T09:29:27+00:00"),
    (530, "python3", "/usr/bin/python3 -m gunicorn app:app", 80_000_000, "2026-11-22T09:30:00+00:00"),
)


def _statuses(answer: str, *evidence) -> list[tuple[str, str]]:
    return [(c.text, c.status) for c in verify_bundle(bundle(answer, *evidence)).claims]


def test_a_name_in_another_programs_arguments_does_not_make_it_run():
    # `timeout 120 reos ask "is nginx running"` runs reos, not nginx
    out = _statuses("nginx is not running [e5].", _PROCS)
    assert out == [("nginx is not running", "verified")]
    assert _statuses("nginx is running [e5].", _PROCS)[0][1] == "contradicted"


def test_a_script_under_an_interpreter_is_the_program():
    assert _statuses("gunicorn is running [e5].", _PROCS)[0][1] == "verified"


def test_no_thing_named_x_is_about_that_name_not_the_whole_class():
    ev = [steady(available_services=["nginx.service", "ssh.service"], sysv_services=["dbus"]), _PROCS,
          tool("e6", "linux_containers", {"runtime": "podman", "containers": []}, args={"all": True})]
    out = dict(_statuses("There is no service named redis on this machine [e1]. There is no process named redis [e5]. "
                         "There is no container named redis: podman lists 0 containers [e6].", *ev))
    assert set(out.values()) == {"verified"}, out
    wrong = dict(_statuses("There is no service named nginx [e1]. There is no process named bash [e5]. "
                           "There is no service named dbus [e1].", *ev))
    assert list(wrong.values()) == ["contradicted"] * 3, wrong


def test_a_leading_no_or_yes_keeps_the_sentence_as_it_is():
    ev = [steady(), _PROCS]
    assert _statuses("No, nginx is not running [e5].", *ev)[-1][1] == "verified"
    assert _statuses("Yes, nginx is running [e5].", *ev)[-1][1] == "contradicted"
    assert _statuses("No: bash is running [e5].", *ev)[-1][1] == "verified"


def test_pids_in_a_list_and_the_pid_a_clause_names_picks_the_process():
    out = _statuses("bash is running with PID 410, 520 [e5].", _PROCS)
    assert [s for _, s in out] == ["verified"]
    # two bash processes: the start time is checked against the one with the stated PID
    assert [s for t, s in _statuses("bash (PID 520) started at 07:27 [e5].", _PROCS) if "07:27" in t] == ["contradicted"]
    assert _statuses("bash (PID 410) started at 07:27 [e5].", _PROCS)[0][1] == "verified"


def test_cpu_in_a_command_line_and_a_path_named_hostname_are_not_machine_attributes():
    ev = [steady(), _PROCS, tool("e7", "linux_file_changes", {"root": "/etc", "files": [
        {"path": "/etc/hostname", "mtime": "2026-11-22T09:40:00+00:00", "size_bytes": 9}]}, args={"root": "/etc"})]
    out = dict(_statuses("PID 520 bash (`/bin/bash ./train.sh --device cpu`) uses 9.3 MiB [e5].\n\n"
                         "/etc/hostname was modified at 09:40 [e7].", *ev))
    assert "contradicted" not in out.values(), out


def test_percent_of_one_core_is_a_unit_not_a_core_count():
    ev = [steady(), _PROCS]
    out = _statuses("It uses 0% of one CPU core [e5].", *ev)
    assert all(s != "contradicted" for _, s in out), out


def test_an_accounts_groups_are_counted_with_its_primary_group():
    ev = [steady(users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                        {"name": "postgres", "uid": 105, "gid": 110, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
                 groups=[{"name": "root", "gid": 0, "members": []}, {"name": "sudo", "gid": 27, "members": []},
                         {"name": "ssl-cert", "gid": 109, "members": ["postgres"]},
                         {"name": "postgres", "gid": 110, "members": []}])]
    out = dict(_statuses("root is in 1 group: root (primary) [e1]. postgres is in 2 groups: ssl-cert, postgres [e1]. "
                         "root is in group root as its primary group [e1]. group sudo holds no one, not root [e1].", *ev))
    assert out.get("root is in 1 group") == "verified", out
    assert out.get("postgres is in 2 groups") == "verified", out
    assert out.get("root is in group root as its primary group") == "verified", out
    assert "contradicted" not in out.values(), out
    assert _statuses("postgres is in 3 groups [e1].", *ev)[0][1] == "contradicted"


def test_epoch_versions_in_package_history():
    ev = [tool("e8", "linux_package_history", {"since_days": 7, "events": [
        {"time": "2026-11-21T06:14:05+00:00", "action": "upgrade", "package": "openssh-server",
         "from_version": "1:9.6p1-3ubuntu13.4", "to_version": "1:9.6p1-3ubuntu13.5"},
        {"time": "2026-11-22T05:53:30+00:00", "action": "install", "package": "libxfont2",
         "from_version": None, "to_version": "1:2.0.6-1+deb12u1"}]}, args={"since_days": 7})]
    out = dict(_statuses("- openssh-server was upgraded from 1:9.6p1-3ubuntu13.4 to 1:9.6p1-3ubuntu13.5 [e8]\n"
                         "- libxfont2 installed 1:2.0.6-1+deb12u1 [e8]\n- openssh-server is now 9.6p1 [e8]", *ev))
    assert set(out.values()) == {"verified"}, out


def _diff(**changes) -> dict:
    data = {"from": {"snapshot_id": 5, "collected_at": "2026-11-22T09:00:00+00:00"},
            "to": {"snapshot_id": 6, "collected_at": "2026-11-22T09:30:00+00:00"},
            "packages": {"installed": [], "removed": [], "upgraded": [], "downgraded": []},
            "users": {"added": [], "removed": []}, "groups": {"added": [], "removed": [], "membership": []},
            "services": {"added": [], "removed": [], "enabled": [], "disabled": []}, "system": [],
            "network": {"interfaces_added": [], "interfaces_removed": [], "addresses_changed": [], "dns_servers": None}}
    for key, value in changes.items():
        data[key].update(value) if isinstance(value, dict) else data.__setitem__(key, value)
    return {"id": "s0-diff", "kind": "steady_state", "tool": "state_diff", "args": {"from": 5, "to": 6},
            "collected_at": "2026-11-22T09:30:00+00:00", "complete": True, "data": data}


def test_answers_about_a_state_diff_are_checked_against_it():
    ev = [steady("s0"), _diff(packages={"removed": [{"package": "man-db", "version": "2.11.2-2"}],
                                        "upgraded": [{"package": "nginx", "from_version": "1.22.1-9",
                                                      "to_version": "1.24.0-2ubuntu7"}]},
                              users={"added": ["bob"]}, services={"enabled": ["nginx.service"]})]
    out = dict(_statuses("Changes from snapshot 5 to snapshot 6 [s0-diff, s0]:\n"
                         "- package man-db 2.11.2-2 was removed [s0-diff, s0]\n"
                         "- package nginx was upgraded from 1.22.1-9 to 1.24.0-2ubuntu7 [s0-diff, s0]\n"
                         "- user bob was added [s0-diff, s0]\n- service nginx.service was enabled [s0-diff, s0]", *ev))
    assert "contradicted" not in out.values() and "unsupported" not in out.values(), out
    wrong_start = _statuses("- package nginx was upgraded from 1.20 to 1.24.0-2ubuntu7 [s0-diff]", *ev)
    assert [s for t, s in wrong_start if "1.20" in t] == ["contradicted"], wrong_start   # the upgrade itself holds
    empty = [steady("s0"), _diff()]
    nothing = _statuses("Nothing changed from snapshot 5 (2026-11-22T09:00:00+00:00) to snapshot 6 "
                        "(2026-11-22T09:30:00+00:00) [s0-diff, s0].", *empty)
    assert [s for _, s in nothing] == ["verified"], nothing
    assert _statuses("Nothing changed since snapshot 5 [s0-diff].", *ev)[0][1] == "contradicted"


def test_kernel_threads_have_no_resident_memory_and_layout_notes_are_not_claims():
    procs = _procs((15, "rcu_preempt", "", 0, "2026-11-22T05:00:00+00:00"),
                   (410, "bash", "-bash", 3_900_000, "2026-11-22T07:27:53+00:00"))
    out = _statuses("- PID 15 rcu_preempt (root): 0% CPU, no resident memory [e5]\n"
                    "- PID 410 bash (root): 0% CPU, no resident memory [e5]\n\n20 older changes are not shown.", procs)
    assert [s for _, s in out] == ["verified"] * 5 + ["contradicted"], out


def test_a_module_name_containing_the_word_is_not_that_program():
    # `python -m reos_desktop check ...` is not a second process named reos
    procs = _procs((11895, "python", "/opt/venv/bin/python -m reos_desktop check file /tmp/x", 50_000_000,
                    "2026-11-22T09:00:00+00:00"),
                   (11918, "reos", "/opt/venv/bin/python /opt/venv/bin/reos ask how much memory does reos use", 38_000_000,
                    "2026-11-22T09:00:01+00:00"))
    out = _statuses("1 process named reos uses 36.2 MiB of memory [e5].", procs)
    assert [s for _, s in out] == ["verified"], out
