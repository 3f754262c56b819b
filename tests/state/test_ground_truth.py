"""The live collection agrees with independent ground truth on this machine."""

from __future__ import annotations

import grp
import os
import platform
import pwd
import shutil
import socket
import subprocess

import pytest

from reos_desktop.state.collector import collect


@pytest.fixture(scope="module")
def live():
    return collect("/")


def test_packages_match_dpkg_query(live):
    if not shutil.which("dpkg-query"):
        pytest.skip("dpkg-query is not installed: this machine is not Debian-based")
    out = subprocess.run(["dpkg-query", "-W", "-f", "${db:Status-Abbrev}\t${Package}\t${Version}\t${Architecture}\n"],
                         capture_output=True, text=True, check=True).stdout
    truth = {}
    for line in out.splitlines():
        status, name, version, arch = line.split("\t")
        if status.strip() in ("ii", "hi"):
            truth.setdefault(name, set()).add(version)
    mine = live.fields["installed_packages"]
    assert live.fields["package_manager"] == "dpkg"
    assert {n.split(":")[0] for n in mine} == set(truth)
    for name, version in mine.items():
        assert version in truth[name.split(":")[0]]


def test_users_and_groups_match_the_system_databases(live):
    assert [(u["name"], u["uid"], u["gid"], u["home"], u["shell"]) for u in live.fields["users"]] == \
        [(p.pw_name, p.pw_uid, p.pw_gid, p.pw_dir, p.pw_shell) for p in pwd.getpwall()]
    assert [(g["name"], g["gid"], g["members"]) for g in live.fields["groups"]] == \
        [(g.gr_name, g.gr_gid, list(g.gr_mem)) for g in grp.getgrall()]


def test_os_and_kernel_match_os_release_and_uname(live):
    release = platform.freedesktop_os_release()
    f = live.fields
    assert f["os_name"] == release["NAME"]
    assert f["os_version"] == release.get("VERSION_ID", release.get("BUILD_ID"))
    assert f["os_id"] == release["ID"]
    assert f["kernel"] == os.uname().release and f["arch"] == os.uname().machine


def test_hardware_matches_proc(live):
    f = live.fields
    with open("/proc/meminfo") as handle:
        mem_kib = int(next(l for l in handle if l.startswith("MemTotal:")).split()[1])
    assert f["memory_total_bytes"] == mem_kib * 1024
    assert f["cpu_threads"] == os.cpu_count()
    assert 1 <= f["cpu_cores"] <= f["cpu_threads"]
    with open("/proc/cpuinfo") as handle:
        models = {l.split(":", 1)[1].strip() for l in handle if l.startswith("model name")}
    if models:
        assert " ".join(f["cpu_model"].split()) in {" ".join(m.split()) for m in models}
    root_disk = [d for d in f["disks"] if d["mountpoint"] == "/"]
    if root_disk:
        st = os.statvfs("/")
        assert root_disk[0]["total_bytes"] == st.f_blocks * st.f_frsize


def test_network_interfaces_match_the_kernel(live):
    names = sorted(name for _, name in socket.if_nameindex())
    assert sorted(i["name"] for i in live.fields["network_interfaces"]) == names
    lo = next(i for i in live.fields["network_interfaces"] if i["name"] == "lo")
    assert "127.0.0.1/8" in lo["addresses"]
    with open("/etc/resolv.conf") as handle:
        servers = [l.split()[1] for l in handle if l.startswith("nameserver")]
    if servers and not all(s.startswith("127.0.0.53") for s in servers):
        assert live.fields["dns_servers"] == servers


def test_services_match_systemctl_list_unit_files(live):
    if not shutil.which("systemctl"):
        pytest.skip("systemctl is not installed here")
    out = subprocess.run(["systemctl", "list-unit-files", "--type=service", "--no-legend", "--no-pager"],
                         capture_output=True, text=True).stdout
    rows = [line.split() for line in out.splitlines() if line.strip()]
    assert set(live.fields["available_services"]) == {r[0] for r in rows}
    assert set(live.fields["enabled_services"]) == {r[0] for r in rows if r[1] == "enabled"}
    assert set(live.fields["masked_services"]) == {r[0] for r in rows if r[1] == "masked"}


def test_identity_matches(live):
    assert live.fields["hostname"] == socket.gethostname().split(".")[0]
    if os.path.exists("/etc/machine-id"):
        with open("/etc/machine-id") as handle:
            assert live.fields["machine_id"] == handle.read().strip()
