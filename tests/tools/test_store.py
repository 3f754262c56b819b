"""The evidence store: a real SQLite file, ids per session, hashes, extras, bundles."""

from __future__ import annotations

import json
import threading

import pytest

from reos_desktop.errors import UsageError
from reos_desktop.evidence.canonical import sha256_of
from reos_desktop.evidence.models import EvidenceBundle, EvidenceItem
from reos_desktop.evidence.store import EvidenceStore
from reos_desktop.paths import database_file
from reos_desktop.tools.registry import get_registry


def _tool_item(data, **extra) -> EvidenceItem:
    return EvidenceItem(id="", kind="tool", tool="linux_service_status", args={"name": "nginx"},
                        collected_at="2026-11-22T10:01:30+00:00", data=data, **extra)


def test_ids_hashes_and_extras_survive_a_reopen(tmp_path):
    path = tmp_path / "reos.db"
    with EvidenceStore(path) as store:
        session = store.new_session("ask", "Is nginx running?")
        first = store.add(session, _tool_item({"unit": "nginx.service", "active_state": "active"},
                                              duration_ms=12.5, invocation=["systemctl show nginx.service"]))
        second = store.add(session, get_registry().run("linux_system_info", {}))
        user = store.add_user_text(session, "I restarted nginx at 07:45")
    assert (first.id, second.id, user.id) == ("e1", "e2", "e3")
    with EvidenceStore(path) as store:
        items = store.items(session)
        assert [i.id for i in items] == ["e1", "e2", "e3"]
        assert items[0].sha256 == sha256_of({"unit": "nginx.service", "active_state": "active"})
        assert items[0].model_extra["duration_ms"] == 12.5
        assert items[0].model_extra["invocation"] == ["systemctl show nginx.service"]
        assert items[1].data == second.data and items[1].sha256 == sha256_of(second.data)
        assert items[2].kind == "user" and items[2].text == "I restarted nginx at 07:45" and items[2].sha256 is None
        assert store.item(session, "e2").tool == "linux_system_info"
        assert store.sessions()[0] == {"id": session, "kind": "ask", "title": "Is nginx running?",
                                       "created_at": store.sessions()[0]["created_at"], "items": 3}


def test_a_wrong_hash_is_replaced_by_the_hash_of_the_data(tmp_path):
    with EvidenceStore(tmp_path / "reos.db") as store:
        session = store.new_session()
        stored = store.add(session, _tool_item({"a": 1}, sha256="0" * 64))
        assert stored.sha256 == sha256_of({"a": 1})


def test_each_session_numbers_its_own_items(tmp_path):
    with EvidenceStore(tmp_path / "reos.db") as store:
        one, two = store.new_session(), store.new_session()
        assert one != two
        assert store.add(one, _tool_item({"n": 1})).id == "e1"
        assert store.add(two, _tool_item({"n": 2})).id == "e1"
        assert store.add(one, _tool_item({"n": 3})).id == "e2"
        with pytest.raises(UsageError, match="no evidence session"):
            store.add("s-missing", _tool_item({}))


def test_concurrent_writers_never_share_an_id(tmp_path):
    path = tmp_path / "reos.db"
    with EvidenceStore(path) as store:
        session = store.new_session()
    ids: list[str] = []

    def writer():
        with EvidenceStore(path) as own:
            for n in range(20):
                ids.append(own.add(session, _tool_item({"n": n})).id)

    threads = [threading.Thread(target=writer) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(ids, key=lambda i: int(i[1:])) == [f"e{n}" for n in range(1, 81)]


def test_export_and_import_a_bundle(tmp_path):
    with EvidenceStore(tmp_path / "reos.db") as store:
        session = store.new_session("ask", "Is nginx running?")
        store.add(session, _tool_item({"unit": "nginx.service", "active_state": "active"}))
        bundle = store.export_bundle(session, question="Is nginx running?", answer="Yes [e1].",
                                     now="2026-11-22T10:02:00+00:00")
        as_json = json.loads(bundle.model_dump_json())
        assert as_json["reos_evidence"] == 1 and as_json["now"] == "2026-11-22T10:02:00+00:00"
        assert as_json["evidence"][0]["id"] == "e1" and as_json["evidence"][0]["sha256"]
        again = EvidenceBundle.model_validate(as_json)
        copy = store.import_bundle(again)
        assert [i.id for i in store.items(copy)] == ["e1"]
        assert store.items(copy)[0].data == again.evidence[0].data


def test_the_default_store_is_the_shared_database_file():
    with EvidenceStore() as store:
        assert store.path == database_file()
        store.new_session()
    assert database_file().exists()
