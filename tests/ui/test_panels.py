"""The state panels: filled from the first snapshot, stale when a source changes, live data only while
visible, searchable and sortable tables, unavailable sources say why, the history of what changed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from state.fakeroot import base_root, dpkg_stanza, write

from .conftest import WAIT_MS, settings_for, wait_first_snapshot

pytestmark = pytest.mark.gui


def fake_debian(tmp_path):
    root = base_root(tmp_path / "root", "ubuntu")
    write(root, "/var/lib/dpkg/status", dpkg_stanza("bash", "5.2.21-2ubuntu4") + "\n" +
          dpkg_stanza("nginx", "1.24.0-2ubuntu7") + "\n" + dpkg_stanza("zlib1g", "1:1.3.dfsg-3.1ubuntu2"))
    return root


def rows(view) -> list[list[str]]:
    model = view.model()
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_steady_panels_show_the_first_snapshot(qtbot, make_app):
    services = make_app()
    wait_first_snapshot(qtbot, services)
    snapshot = services.collector.latest
    panels = services.window.panels
    qtbot.waitUntil(lambda: panels["overview"].has_data, timeout=WAIT_MS)
    assert panels["overview"].values["hostname"].text() == snapshot.fields["hostname"]
    assert panels["overview"].values["kernel"].text() == snapshot.fields["kernel"]
    assert panels["overview"].read_label.text().startswith("read ")
    packages = panels["packages"]
    # A package list is big: its cells are made on a worker and swapped in when ready.
    qtbot.waitUntil(lambda: packages.has_data, timeout=WAIT_MS)
    assert packages.model.rowCount() == len(snapshot.fields["installed_packages"]) > 0
    assert packages.count.text() == f"{packages.model.rowCount():,} packages"
    qtbot.waitUntil(lambda: panels["users"].has_data, timeout=WAIT_MS)
    user_names = {r[0] for r in rows(panels["users"].user_view)}
    assert user_names == {u["name"] for u in snapshot.fields["users"]}
    qtbot.waitUntil(lambda: panels["services"].has_data, timeout=WAIT_MS)
    assert panels["services"].model.rowCount() >= len(snapshot.fields["available_services"])
    assert services.window.state_label.text() == f"steady state: snapshot {snapshot.id}, checked just now"


def test_packages_are_searchable_and_sortable(qtbot, make_app):
    services = make_app()
    wait_first_snapshot(qtbot, services)
    panel = services.window.panels["packages"]
    services.window.show_panel("packages")
    qtbot.waitUntil(lambda: panel.model.rowCount() > 0, timeout=WAIT_MS)
    total = panel.model.rowCount()
    qtbot.keyClicks(panel.search, "lib")
    shown = rows(panel.view)
    assert 0 < len(shown) < total and all("lib" in (r[0] + r[1]).lower() for r in shown)
    assert panel.count.text() == f"{len(shown):,} of {total:,} packages"
    panel.search.clear()
    names = [r[0] for r in rows(panel.view)]
    assert names == sorted(names, key=str.lower)
    header = panel.view.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(header.sectionViewportPosition(0) + 5, 5))
    names = [r[0] for r in rows(panel.view)]
    assert names == sorted(names, key=str.lower, reverse=True)


def test_a_changed_source_makes_its_panel_stale_until_it_is_read_again(qtbot, make_app, tmp_path):
    root = fake_debian(tmp_path)
    services = make_app(state_root=str(root))
    wait_first_snapshot(qtbot, services)
    users = services.window.panels["users"]
    packages = services.window.panels["packages"]
    qtbot.waitUntil(lambda: users.has_data, timeout=WAIT_MS)
    assert "carol" not in {r[0] for r in rows(users.user_view)}
    assert users.stale_banner.isHidden()
    with (root / "etc/passwd").open("a") as passwd:
        passwd.write("carol:x:1002:1002::/home/carol:/bin/bash\n")
    with qtbot.waitSignal(services.collector.stale_found, timeout=WAIT_MS) as stale:
        services.collector.check_now()
    assert stale.args[0] == ["users"]
    assert not users.stale_banner.isHidden() and "users source changed" in users.stale_banner.text()
    assert packages.stale_banner.isHidden()  # only the panels of the changed source
    qtbot.waitUntil(lambda: users.stale_banner.isHidden(), timeout=WAIT_MS)
    assert "carol" in {r[0] for r in rows(users.user_view)}


def test_history_shows_what_changed_between_snapshots(qtbot, make_app, tmp_path):
    root = fake_debian(tmp_path)
    services = make_app(state_root=str(root))
    wait_first_snapshot(qtbot, services)
    first = services.collector.latest.id
    status = root / "var/lib/dpkg/status"
    status.write_text(status.read_text() + "\n" + dpkg_stanza("htop", "3.3.0-4"))
    with qtbot.waitSignal(services.collector.snapshot_ready, timeout=WAIT_MS):
        services.collector.request(force=False)
    assert services.collector.latest.id != first
    history = services.window.panels["history"]
    services.window.show_panel("history")
    qtbot.waitUntil(lambda: history.list.count() == 2, timeout=WAIT_MS)
    history.list.setCurrentRow(0)
    qtbot.waitUntil(lambda: "htop" in history.diff_view.toPlainText(), timeout=WAIT_MS)
    assert "+ package htop 3.3.0-4" in history.diff_view.toPlainText()
    history.list.setCurrentRow(1)
    qtbot.waitUntil(lambda: "first snapshot" in history.diff_view.toPlainText(), timeout=WAIT_MS)


def test_live_panels_read_only_while_visible(qtbot, make_app):
    services = make_app()
    wait_first_snapshot(qtbot, services)
    window = services.window
    window.show_panel("overview")
    processes = window.panels["processes"]
    assert processes.feed.last_item is None and not processes.feed.timer.isActive()
    window.sidebar.setCurrentRow(list(window.panels).index("processes"))
    qtbot.waitUntil(lambda: processes.feed.last_item is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: processes.has_data, timeout=WAIT_MS)   # its cells are made on a worker
    assert processes.feed.timer.isActive() and processes.model.rowCount() > 0
    pids = {r["pid"] for r in processes.model.rows}
    import os

    assert os.getpid() in pids  # this very process is on the list
    # Sortable: by resident memory, biggest first.
    header = processes.view.horizontalHeader()
    column = [c.key for c in processes.model.columns].index("rss_bytes")
    processes.view.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    values = [processes.view.model().index(r, column).data(processes.model.SORT_ROLE)
              for r in range(processes.view.model().rowCount())]
    assert values == sorted(values, reverse=True) and header.sortIndicatorSection() == column
    # Pause stops reading; another panel stops it too.
    processes.live.click()
    assert not processes.feed.timer.isActive()
    processes.live.click()
    assert processes.feed.timer.isActive()
    window.show_panel("disks")
    assert not processes.feed.timer.isActive()
    assert window.panels["disks"].feeds[0].timer.isActive()


def test_services_states_or_why_they_cannot_be_read(qtbot, make_app):
    services = make_app()
    wait_first_snapshot(qtbot, services)
    panel = services.window.panels["services"]
    services.window.show_panel("services")
    feed = panel.feeds[0]
    qtbot.waitUntil(lambda: feed.last_item is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: panel.has_data, timeout=WAIT_MS)
    if feed.last_item.error:
        # Unknown is never shown as "not running": every state says unknown, and the banner says why.
        assert not panel.unavailable_banner.isHidden()
        assert feed.last_item.error in panel.unavailable_banner.text()
        assert {r[1] for r in rows(panel.view)} == {"unknown"}
        assert "states unknown" in panel.count.text()
    else:
        assert any(r[1] != "unknown" for r in rows(panel.view))
    panel.failed_only.click()
    failed = [r for r in panel.model.rows if r.get("active_state") == "failed"]
    assert panel.proxy.rowCount() == len(failed)


def test_containers_and_logs_say_what_they_found(qtbot, make_app):
    services = make_app()
    wait_first_snapshot(qtbot, services)
    for name in ("containers", "logs"):
        services.window.show_panel(name)
        panel = services.window.panels[name]
        qtbot.waitUntil(lambda: panel.feed.last_item is not None or panel.feed.failed_once, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not panel.filling(), timeout=WAIT_MS)
        item = panel.feed.last_item
        if item is not None and item.error:
            assert item.error in panel.unavailable_banner.text() and not panel.unavailable_banner.isHidden()
            assert panel.area.currentWidget() is panel.area.empty
        elif panel.model.rowCount() == 0:
            assert panel.area.currentWidget() is panel.area.empty and panel.area.empty.text()
        else:
            assert panel.area.currentWidget() is panel.view


def test_log_filters_become_tool_arguments(qtbot, make_app):
    services = make_app(settings_for(), show=True, start=False)
    panel = services.window.panels["logs"]
    panel.unit.setCurrentText("ssh.service")
    panel.priority.setCurrentText("err")
    panel.since.setValue(15)
    qtbot.keyClicks(panel.grep, "denied")
    assert panel.arguments() == {"since_minutes": 15, "limit": 500, "unit": "ssh.service", "priority": "err",
                                 "grep": "denied"}
    from reos_desktop.tools.registry import get_registry

    get_registry().get("linux_recent_logs").validate(panel.arguments())  # the tool accepts them as they are


def test_live_values_past_their_time_to_live_are_marked_stale(qtbot, make_app):
    from reos_desktop.evidence.canonical import now_iso
    from reos_desktop.evidence.models import EvidenceItem

    services = make_app(start=False)
    panel = services.window.panels["containers"]
    panel.set_read_time("2020-01-01T00:00:00+00:00")   # an old read time alone (steady data) is not stale
    assert panel.stale_banner.isHidden()
    old = EvidenceItem(id="", kind="tool", tool="linux_containers", collected_at="2020-01-01T00:00:00+00:00",
                       data={"runtime": "podman", "containers": []})
    panel.feed.last_item = old
    panel.show_item(old)
    panel.update_age()
    assert not panel.stale_banner.isHidden() and "Out of date" in panel.stale_banner.text()
    fresh = old.model_copy(update={"collected_at": now_iso()})
    panel.feed._done(fresh)
    assert panel.stale_banner.isHidden()


def test_column_widths_share_the_room_the_widest_giving_up_first():
    from reos_desktop.ui.panels.tables import share_width

    wanted = {0: 60, 1: 150, 2: 300, 3: 80, 4: 120}
    assert share_width(wanted, 1000, keep={4}) == wanted           # room enough: as wanted
    shared = share_width(wanted, 520, keep={4})
    assert shared[0] == 60 and shared[3] == 80                     # short columns keep their width
    assert shared[4] == 120                                        # so do numbers, however wide
    assert shared[1] == shared[2] == 130                           # the long ones meet at a common cap
    assert sum(shared.values()) == 520
    assert share_width(wanted, 300, keep={4})[1] == 90             # never below a short column's width
