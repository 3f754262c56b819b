"""Snapshot history: storage, de-duplication, change detection by signatures, and diffs."""

from __future__ import annotations

import os
import sqlite3

from reos_desktop.state.collector import changed_sources, refresh_if_changed
from reos_desktop.state.diff import diff_snapshots, has_changes, render_diff
from reos_desktop.state.service import StateService

from .fakeroot import base_root, dpkg_stanza, unit, write


def _root(tmp_path):
    root = base_root(tmp_path / "root", "ubuntu")
    write(root, "/var/lib/dpkg/status", dpkg_stanza("nginx", "1.24.0-2") + "\n" + dpkg_stanza("curl", "8.5.0-2"))
    unit(root, "/usr/lib/systemd/system", "nginx.service")
    return root


def _bump(path):
    # Make sure the mtime moves even on filesystems with coarse timestamps.
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))


def test_snapshots_are_stored_in_a_wal_sqlite_file_and_reloaded(tmp_path, reos_home):
    service = StateService(root=str(_root(tmp_path)))
    first = service.current()
    assert first.id == 1
    db = service.history.db_path
    assert db.exists() and db.parent.parent == reos_home
    assert sqlite3.connect(db).execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    loaded = StateService(root=str(tmp_path / "root")).history.latest(first.root)
    assert loaded.fields == first.fields and loaded.unavailable == first.unavailable


def test_an_unchanged_system_adds_no_snapshot_and_reuses_every_source(tmp_path):
    service = StateService(root=str(_root(tmp_path)))
    first = service.current()
    assert changed_sources(first, service.root) == []
    again, changed = refresh_if_changed(first, service.root)
    assert changed == [] and again is first
    assert service.current().id == first.id
    assert service.current(force=True).id == first.id  # a full re-read that finds the same data
    assert len(service.history.list(first.root)) == 1


def test_changes_are_detected_by_signature_and_diffed(tmp_path):
    root = _root(tmp_path)
    service = StateService(root=str(root))
    first = service.current()

    status = root / "var/lib/dpkg/status"
    status.write_text(dpkg_stanza("nginx", "1.26.0-1") + "\n" + dpkg_stanza("htop", "3.3.0-4"))
    _bump(status)
    with open(root / "etc/passwd", "a") as handle:
        handle.write("carol:x:1002:1002::/home/carol:/bin/bash\n")
    _bump(root / "etc/passwd")
    unit(root, "/usr/lib/systemd/system", "htop-web.service")
    _bump(root / "usr/lib/systemd/system")

    assert sorted(changed_sources(first, service.root)) == ["packages", "services", "users"]
    second = service.current()
    assert second.id == first.id + 1
    # Unchanged sources are shared, not copied.
    assert second.sources["os"].data_hash == first.sources["os"].data_hash
    diff = diff_snapshots(first, second)
    assert diff["packages"]["installed"] == [{"package": "htop", "version": "3.3.0-4"}]
    assert diff["packages"]["removed"] == [{"package": "curl", "version": "8.5.0-2"}]
    assert diff["packages"]["upgraded"] == [{"package": "nginx", "from_version": "1.24.0-2", "to_version": "1.26.0-1"}]
    assert diff["users"] == {"added": ["carol"], "removed": []}
    assert diff["services"]["added"] == ["htop-web.service"]
    text = render_diff(diff)
    assert "↑ package nginx 1.24.0-2 → 1.26.0-1" in text and "+ user carol" in text


def test_os_upgrade_and_downgrade_are_reported(tmp_path):
    root = _root(tmp_path)
    service = StateService(root=str(root))
    first = service.current()
    release = root / "usr/lib/os-release"
    release.write_text(release.read_text().replace('VERSION_ID="24.04"', 'VERSION_ID="24.10"'))
    _bump(release)
    status = root / "var/lib/dpkg/status"
    status.write_text(dpkg_stanza("nginx", "1.22.0-1") + "\n" + dpkg_stanza("curl", "8.5.0-2"))
    _bump(status)
    diff = diff_snapshots(first, service.current())
    assert {"field": "os_version", "from": "24.04", "to": "24.10"} in diff["system"]
    assert diff["packages"]["downgraded"][0]["package"] == "nginx"
    assert has_changes(diff)


def test_identical_snapshots_have_an_empty_diff(tmp_path):
    service = StateService(root=str(_root(tmp_path)))
    snap = service.current()
    diff = diff_snapshots(snap, snap)
    assert not has_changes(diff)
    assert "nothing changed" in render_diff(diff)


def test_histories_of_different_roots_are_kept_apart(tmp_path):
    a = StateService(root=str(_root(tmp_path / "a")))
    b = StateService(root=str(_root(tmp_path / "b")))
    sa, sb = a.current(), b.current()
    assert sa.id != sb.id
    assert a.history.latest(sa.root).id == sa.id and a.history.latest(sb.root).id == sb.id
