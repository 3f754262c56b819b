"""Group membership said plainly: "wheel only has luis", "docker has luis and media", "media is not in it" after a
clause about the group, "root is also listed as a member of docker"."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady


def _machine() -> dict:
    return steady(users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                         {"name": "luis", "uid": 1000, "gid": 1000, "home": "/home/luis", "shell": "/bin/bash"},
                         {"name": "media", "uid": 1001, "gid": 1001, "home": "/home/media", "shell": "/bin/bash"}],
                  groups=[{"name": "wheel", "gid": 10, "members": ["luis"]},
                          {"name": "docker", "gid": 998, "members": ["luis", "media"]},
                          {"name": "video", "gid": 44, "members": ["media"]}])


def _status(answer: str, claim: str) -> str:
    return dict(claim_list(answer, _machine()))[claim]


def test_a_group_has_its_members():
    assert _status("wheel only has luis.", "wheel only has luis") == "verified"
    assert _status("wheel only has media.", "wheel only has media") == "contradicted"
    assert _status("docker has luis and media.", "docker has luis and media") == "verified"
    assert _status("video has luis and media.", "video has luis and media") == "contradicted"


def test_in_it_is_in_the_group_before():
    answer = "The wheel group contains luis. media is not in it."
    assert _status(answer, "media is not in it") == "verified"
    answer = "The docker group contains luis. media is not in it."
    assert _status(answer, "media is not in it") == "contradicted"


def test_root_listed_as_a_member():
    assert _status("root is also listed as a member of docker.", "root is also listed as a member of docker") \
        == "contradicted"


def test_the_user_is_in_it_too():
    assert _status("The wheel group contains luis. The media user is in it too.", "The media user is in it too") \
        == "contradicted"
    assert _status("The docker group contains luis. The media user is in it too.", "The media user is in it too") \
        == "verified"
