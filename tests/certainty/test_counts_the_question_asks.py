""""Which containers are running?" ... "You have 2 running, 1 exited": a bare number right before a state word
counts the members, in that state, of the class the question asks about."""

from __future__ import annotations

from tests.certainty._bundles import bundle, tool
from reos_desktop.certainty.wrapper import verify_bundle


def _containers() -> dict:
    def box(name: str, state: str, status: str) -> dict:
        return {"id": name[:4] + "0011aabb", "name": name, "image": f"{name}:1", "state": state, "status": status,
                "created_at": "2026-11-18T08:00:00+00:00", "ports": []}
    return tool("c1", "linux_containers", {"runtime": "docker", "containers": [
        box("gitea", "running", "Up 3 days"), box("drone", "running", "Up 3 days"),
        box("renovate", "exited", "Exited (0) 9 hours ago")]}, args={"all": True})


def _claims(answer: str, question: str) -> dict[str, str]:
    row = bundle(answer, _containers())
    row["question"] = question
    return {answer[c.span[0]:c.span[1]]: c.status for c in verify_bundle(row).claims}


def test_a_bare_count_before_a_state_word_counts_the_asked_class():
    assert _claims("You have 2 running.", "Which containers are running?") == {"You have 2 running": "verified"}
    assert _claims("You have 3 running.", "Which containers are running?") == {"You have 3 running": "contradicted"}


def test_a_number_that_belongs_to_a_name_is_not_a_count():
    got = _claims("Game 3 is running.", "Which containers are running?")
    assert "contradicted" not in got.values()
