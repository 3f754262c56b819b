""""You also upgraded firefox", "dnf removed openvpn": who made a package change, the verb and one package name
the event in the history, with its action."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _history() -> dict:
    return tool("h1", "linux_package_history", {"events": [
        {"time": "2026-11-21T22:41:11+00:00", "action": "upgrade", "package": "firefox", "from_version": "141.0-1",
         "to_version": "141.0.3-1"},
        {"time": "2026-11-22T09:00:00+00:00", "action": "install", "package": "htop", "from_version": None,
         "to_version": "3.2.2-1"}]}, args={"since_days": 7})


def _status(answer: str) -> str:
    return dict(claim_list(answer, _history()))[answer.rstrip(".")]


def test_the_action_someone_took_on_one_package():
    assert _status("You also upgraded firefox.") == "verified"
    assert _status("You upgraded htop.") == "contradicted"   # htop was installed
    assert _status("dnf removed htop.") == "contradicted"
