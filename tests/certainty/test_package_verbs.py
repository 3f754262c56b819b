"""A verb with no subject before it is said of the package after it ("dropped podman-docker and installed moby-engine":
moby-engine was installed, not podman-docker), and the version written after a removed package is the one it had
("removed `podman-docker` 5.2.2")."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _swap() -> dict:
    return tool("e4", "linux_package_history", {"events": [
        {"time": "2026-11-20T09:14:02+00:00", "action": "remove", "package": "podman-docker",
         "from_version": "5.2.2-1.fc41", "to_version": None},
        {"time": "2026-11-20T09:14:40+00:00", "action": "install", "package": "moby-engine",
         "from_version": None, "to_version": "27.3.1-1.fc41"}]}, args={"since_days": 7})


def test_an_installed_verb_is_said_of_the_package_after_it():
    table = "Changes this week:\n\n| Day | Change |\n|---|---|\n| Fri | {} |\n"
    answer = table.format("removed `podman-docker` and installed `moby-engine`")
    assert status_containing(answer, "installed `moby-engine`", _swap()) == "verified"
    answer = table.format("installed `podman-docker` and removed `moby-engine`")
    assert status_containing(answer, "installed `podman-docker`", _swap()) == "contradicted"
    answer = "- Friday: removed `podman-docker` and then installed `moby-engine`\n"
    assert status_containing(answer, "installed `moby-engine`", _swap()) == "verified"


def test_the_version_after_a_removed_package_is_the_one_it_had():
    assert status_containing("You removed `podman-docker` 5.2.2.", "5.2.2", _swap()) == "verified"
    assert status_containing("You removed `podman-docker` 4.9.4.", "4.9.4", _swap()) == "contradicted"


def _week() -> dict:
    return tool("e4", "linux_package_history", {"events": [
        {"time": "2026-11-17T10:03:00+00:00", "action": "install", "package": "gimp",
         "from_version": None, "to_version": "2.10.38-1"},
        {"time": "2026-11-19T16:40:00+00:00", "action": "upgrade", "package": "gimp",
         "from_version": "2.10.38-1", "to_version": "3.0.0-1"}]}, args={"since_days": 7})


def test_a_date_leading_an_item_is_when_the_items_event_happened():
    answer = "Changes this week:\n\n- **Tue, Nov 17** — installed GIMP (`gimp` 2.10.38)\n"
    assert status_containing(answer, "Nov 17", _week()) == "verified"
    # the install was at the version said, though gimp has been upgraded since
    assert status_containing(answer, "installed GIMP", _week()) == "verified"
    answer = "Changes this week:\n\n- **Wed, Nov 18** — installed GIMP (`gimp` 2.10.38)\n"
    assert status_containing(answer, "Nov 18", _week()) == "contradicted"


def test_a_note_states_a_fact_to_be_checked():
    answer = "In total two packages changed over the last week. Note: `gimp` was also upgraded on {}."
    assert status_containing(answer.format("November 19"), "gimp", _week()) == "verified"
    assert status_containing(answer.format("November 16"), "November 16", _week()) == "contradicted"
    assert status_containing("Note: `gimp` was upgraded on November 16.", "November 16", _week()) == "contradicted"
