"""Evidence in unexpected shapes (a list where a number belongs, nulls, strings) never breaks verification."""

import json
import random

from reos_desktop.certainty.cli import read_corpus
from reos_desktop.certainty.wrapper import verify_bundle

from .test_corpus import CORPUS

WEIRD = [None, "", "n/a", 0, -1, [], {}, "12 GB", 1e30, True, [None], {"x": None}]


def _mutate(value, rnd: random.Random) -> None:
    if isinstance(value, dict):
        for key in list(value):
            if rnd.random() < 0.15:
                value[key] = rnd.choice(WEIRD)
            else:
                _mutate(value[key], rnd)
    elif isinstance(value, list):
        for i in range(len(value)):
            if rnd.random() < 0.15:
                value[i] = rnd.choice(WEIRD)
            else:
                _mutate(value[i], rnd)


def test_mangled_evidence_is_verified_without_errors(monkeypatch):
    monkeypatch.setenv("REOS_DEBUG", "1")   # internal guards re-raise, so a shape bug fails this test
    rnd = random.Random(20261122)
    rows = read_corpus(str(CORPUS / "train.jsonl")) + read_corpus(str(CORPUS / "test.jsonl"))
    for row in rows:
        bundle = json.loads(json.dumps(row))
        for item in bundle["evidence"]:
            _mutate(item.get("data"), rnd)
        result = verify_bundle(bundle)
        assert 0.0 <= result.confidence <= 1.0


def test_bundle_without_answer_or_evidence():
    assert verify_bundle({"reos_evidence": 1, "now": "2026-11-22T10:00:00+00:00"}).claims == []
    result = verify_bundle({"reos_evidence": 1, "now": "garbage", "answer": "nginx is running.", "evidence": "x"})
    assert [c.status for c in result.claims] == ["unsupported"]


def test_a_package_table_keeps_finding_its_names_after_the_shared_alias_map_starts_again(monkeypatch):
    # The alias map is shared by every table in the process and starts again when it grows too big; a table
    # indexed before that must still find its own packages (the map is replaced, never cleared under it).
    from reos_desktop.certainty import packages

    monkeypatch.setattr(packages, "_MAX_NAMES", 3)
    first = packages.PackageTable("e1", "installed_packages", {"nginx": "1.24", "curl": "8.5"}, None)
    assert [e.name for e in first.lookup("nginx")] == ["nginx"]
    second = packages.PackageTable("e9", "installed_packages", {"redis-server": "7.0", "htop": "3.2"}, None)
    assert [e.name for e in second.lookup("redis")] == ["redis-server"]   # pushes the map past its bound
    assert [e.name for e in first.lookup("curl")] == ["curl"]
    assert [e.name for e in second.lookup("htop")] == ["htop"]


def test_a_package_table_answers_prefix_and_version_questions_without_making_every_entity():
    from reos_desktop.certainty import packages

    names = {f"lib-example-{i}": f"1.{i}.0-1" for i in range(500)}
    names.update({"php8.2-fpm": "8.2.20-1", "nginx": "1.24.0-2"})
    table = packages.PackageTable("e1", "installed_packages", names, None)
    assert table.has_alias_starting(("php8.2-",))
    assert not table.has_alias_starting(("redis-", "redis_", "redis@"))
    assert table.holds_version("1.24.0-2") and not table.holds_version("1.24.0-3")
    listing = packages.PackageListing(table, complete=True)
    assert listing.members[0].kind == "package"
    assert len(table._made) == 1   # asking for the first member made only that one


def test_a_version_in_a_complete_package_list_is_not_called_a_missing_package():
    # "1.24.0-2ubuntu7 is not installed" names a value the package list holds (nginx's version): unknown,
    # never contradicted as an absent package
    from ._bundles import NOW, steady

    bundle = {"reos_evidence": 1, "now": NOW, "answer": "`1.24.0-2ubuntu7` is installed.", "evidence": [steady()]}
    assert [c.status for c in verify_bundle(bundle).claims] != ["contradicted"]
