"""Other distributions, on fake roots: os-release variants and every package database format."""

from __future__ import annotations

import os

import pytest

from reos_desktop.state.collector import collect
from reos_desktop.state.root import Root

from .fakeroot import base_root, dpkg_stanza, enable, rpm_sqlite, unit, write


def test_ubuntu_with_dpkg_flatpak_and_snap(tmp_path):
    root = base_root(tmp_path, "ubuntu")
    write(root, "/var/lib/dpkg/status", "\n".join([
        dpkg_stanza("nginx", "1.24.0-2ubuntu7"),
        dpkg_stanza("docker-ce", "5:24.0.7-1~ubuntu.24.04~noble"),
        dpkg_stanza("oldpkg", "1.0-1", status="deinstall ok config-files"),
        dpkg_stanza("libc6", "2.39-0ubuntu8", multi_arch="same"),
        dpkg_stanza("libc6", "2.39-0ubuntu8", arch="i386", multi_arch="same"),
    ]))
    app = root / "var/lib/flatpak/app/org.mozilla.firefox"
    (app / "stable/abc/files/share/metainfo").mkdir(parents=True)
    (app / "current").symlink_to("stable")
    (app / "stable/active").symlink_to("abc")
    write(root, "/var/lib/flatpak/app/org.mozilla.firefox/stable/abc/files/share/metainfo/org.mozilla.firefox.metainfo.xml",
          '<component><releases><release version="132.0.2" date="2024-11-12"/></releases></component>')
    write(root, "/snap/core22/1663/meta/snap.yaml", "name: core22\nversion: 20241001\n")
    (root / "snap/core22/current").symlink_to("1663")
    snap = collect(Root(root))
    f = snap.fields
    assert (f["os_name"], f["os_version"], f["os_codename"], f["os_id"]) == ("Ubuntu", "24.04", "noble", "ubuntu")
    assert f["os_like"] == ["debian"]
    assert f["package_manager"] == "dpkg"
    assert f["installed_packages"] == {"nginx": "1.24.0-2ubuntu7", "docker-ce": "5:24.0.7-1~ubuntu.24.04~noble",
                                       "libc6": "2.39-0ubuntu8", "libc6:i386": "2.39-0ubuntu8"}
    assert f["flatpak_apps"] == {"org.mozilla.firefox": "132.0.2"}
    assert f["snap_packages"] == {"core22": "20241001"}
    assert f["package_managers"] == ["dpkg", "flatpak", "snap"]
    assert f["hostname"] == "ubuntu-box"
    assert f["dns_servers"] == ["192.168.1.1", "1.1.1.1"] and f["dns_search"] == ["example.org"]


def test_fedora_rpm_sqlite_database(tmp_path):
    root = base_root(tmp_path, "fedora")
    rpm_sqlite(root, [("bash", "5.2.26", "3.fc40"), ("shadow-utils", "4.15.1", "4.fc40", 2),
                      ("gpg-pubkey", "a15b79cc", "63d04c2c")])
    f = collect(Root(root)).fields
    assert (f["os_name"], f["os_version"], f["os_id"]) == ("Fedora Linux", "40", "fedora")
    assert f["package_manager"] == "rpm"
    assert f["installed_packages"] == {"bash": "5.2.26-3.fc40", "shadow-utils": "2:4.15.1-4.fc40"}


def test_rpm_database_in_the_sysimage_folder(tmp_path):
    root = base_root(tmp_path, "opensuse")
    rpm_sqlite(root, [("zypper", "1.14.77", "1.1")])
    os.makedirs(root / "usr/lib/sysimage/rpm")
    os.rename(root / "var/lib/rpm/rpmdb.sqlite", root / "usr/lib/sysimage/rpm/rpmdb.sqlite")
    f = collect(Root(root)).fields
    assert f["installed_packages"] == {"zypper": "1.14.77-1.1"}
    assert f["os_like"] == ["opensuse", "suse"]


def test_arch_pacman_local_database_and_rolling_version(tmp_path):
    root = base_root(tmp_path, "arch")
    for name, version in (("linux", "6.11.8.arch1-1"), ("pacman", "7.0.0.r3.g7736133-1"), ("glibc", "2.40+r16+gaa533d58ff-2")):
        write(root, f"/var/lib/pacman/local/{name}-{version}/desc",
              f"%NAME%\n{name}\n\n%VERSION%\n{version}\n\n%BASE%\n{name}\n")
    write(root, "/var/lib/pacman/local/ALPM_DB_VERSION", "9\n")
    f = collect(Root(root)).fields
    assert f["os_name"] == "Arch Linux" and f["os_version"] == "rolling"
    assert f["package_manager"] == "pacman"
    assert f["installed_packages"] == {"linux": "6.11.8.arch1-1", "pacman": "7.0.0.r3.g7736133-1",
                                       "glibc": "2.40+r16+gaa533d58ff-2"}


def test_alpine_apk_database_and_no_systemd(tmp_path):
    root = base_root(tmp_path, "alpine")
    write(root, "/lib/apk/db/installed", "C:Q1abc=\nP:musl\nV:1.2.5-r0\nA:x86_64\n\nC:Q1def=\nP:busybox\nV:1.36.1-r29\nA:x86_64\n")
    write(root, "/etc/init.d/sshd", "#!/sbin/openrc-run\n")
    snap = collect(Root(root))
    f = snap.fields
    assert f["installed_packages"] == {"musl": "1.2.5-r0", "busybox": "1.36.1-r29"}
    assert f["os_version"] == "3.20.3"
    assert f["available_services"] == [] and f["sysv_services"] == ["sshd"]
    assert "systemd is not installed" in snap.unavailable["available_services"]


def test_rocky_services_enabled_masked_and_users(tmp_path):
    root = base_root(tmp_path, "rocky")
    rpm_sqlite(root, [("httpd", "2.4.57", "11.el9_4", None)])
    for name in ("httpd.service", "sshd.service", "getty@.service"):
        unit(root, "/usr/lib/systemd/system", name)
    enable(root, "httpd.service")
    wants = root / "etc/systemd/system/getty.target.wants"
    wants.mkdir(parents=True)
    (wants / "getty@tty1.service").symlink_to("/usr/lib/systemd/system/getty@.service")
    (root / "etc/systemd/system/sshd.service").symlink_to("/dev/null")
    snap = collect(Root(root))
    f = snap.fields
    assert f["available_services"] == ["getty@.service", "httpd.service", "sshd.service"]
    assert f["enabled_services"] == ["getty@.service", "httpd.service"]
    assert f["masked_services"] == ["sshd.service"]
    assert [u["name"] for u in f["users"]] == ["root", "daemon", "alice", "bob"]
    assert {"name": "docker", "gid": 998, "members": ["alice", "bob"]} in f["groups"]
    assert f["admin_users"] == ["alice"]
    assert f["fstab"][1] == {"device": "/dev/sdb1", "mountpoint": "/data", "fstype": "xfs", "options": ["defaults"],
                             "dump": 0, "pass": 0}


def test_live_only_sources_are_unavailable_under_a_root_with_reasons(tmp_path):
    root = base_root(tmp_path, "ubuntu")
    snap = collect(Root(root))
    missing = snap.unavailable
    for field in ("kernel", "arch", "cpu_model", "memory_total_bytes", "network_interfaces", "default_gateway"):
        assert field in missing, field
        assert snap.fields[field] in (None, [])
    assert "installed_packages" in missing  # no package database in this root: unknown, not "none installed"
    assert snap.sources["hardware"].error.startswith("hardware is only readable on the running system")
    assert snap.sources["identity"].error is None


def test_an_empty_root_marks_everything_unavailable_without_failing(tmp_path):
    snap = collect(Root(tmp_path))
    assert snap.fields["os_name"] is None and "os_name" in snap.unavailable
    assert "users" in snap.unavailable and "passwd" in snap.unavailable["users"]
    assert "machine_id" in snap.unavailable
    assert "fstab" in snap.unavailable


def test_absolute_symlinks_stay_inside_the_root(tmp_path):
    root = base_root(tmp_path / "r", "alpine")
    (root / "etc/os-release").unlink()
    (root / "etc/os-release").symlink_to("/usr/lib/os-release")  # absolute: must mean the root's file
    (root / "etc/group").unlink()
    (root / "etc/group").symlink_to("../../../../../../../../etc/group-real")  # climbs out towards the host
    write(root, "/etc/group-real", "wheel:x:10:carol\n")
    (root / "etc/passwd").unlink()
    (root / "etc/passwd").symlink_to("/etc/passwd")  # a loop
    r = Root(root)
    assert r.read_text("/etc/os-release").startswith('NAME="Alpine Linux"')
    assert r.path("/etc/group") == root / "etc/group-real"
    snap = collect(r)
    assert snap.fields["os_name"] == "Alpine Linux"
    assert snap.fields["groups"] == [{"name": "wheel", "gid": 10, "members": ["carol"]}]
    assert "too many symbolic links" in snap.unavailable["users"]


def test_a_failing_source_does_not_stop_the_others(tmp_path, monkeypatch):
    from reos_desktop.state.sources import users

    def broken(root):
        raise RuntimeError("boom")

    monkeypatch.setattr(users, "collect", broken)
    snap = collect(Root(base_root(tmp_path, "ubuntu")))
    assert snap.sources["users"].error == "RuntimeError: boom"
    assert snap.unavailable["groups"] == "RuntimeError: boom"
    assert snap.fields["os_name"] == "Ubuntu"


@pytest.mark.parametrize("distro,expected", [("ubuntu", "Ubuntu"), ("fedora", "Fedora Linux"), ("arch", "Arch Linux"),
                                             ("alpine", "Alpine Linux"), ("opensuse", "openSUSE Tumbleweed"),
                                             ("rocky", "Rocky Linux")])
def test_os_release_variants(tmp_path, distro, expected):
    f = collect(Root(base_root(tmp_path, distro))).fields
    assert f["os_name"] == expected
    assert f["os_pretty_name"]


def test_legacy_system_without_os_release_falls_back_to_release_files(tmp_path):
    write(tmp_path, "/etc/redhat-release", "CentOS release 6.10 (Final)\n")
    f = collect(Root(tmp_path)).fields
    assert f["os_name"] == "CentOS" and f["os_version"] == "6.10"
