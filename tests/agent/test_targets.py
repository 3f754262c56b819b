"""Target matching: the user's words against the names that exist (steady state and fresh tool output)."""

from __future__ import annotations

import pytest

from reos_desktop.agent.targets import AmbiguousTarget, NoSuchTarget, TargetMatch, match_targets, resolve_one, split_kind

FIELDS = {
    "available_services": ["nginx.service", "ssh.service", "postgresql.service", "postgresql@15-main.service",
                           "docker.service", "containerd.service", "cron.service", "getty@.service"],
    "installed_packages": {"nginx": "1.22.1-9", "openssh-server": "1:9.2p1-2", "openssh-client": "1:9.2p1-2",
                           "docker-ce": "5:24.0.7-1~debian.12~bookworm", "containerd.io": "1.6.25-1",
                           "postgresql-15": "15.5-0+deb12u1", "postgresql-client-15": "15.5-0+deb12u1",
                           "apache2": "2.4.57-2", "python3": "3.11.2-1+b1", "curl": "7.88.1-10"},
    "users": [{"name": "alice", "uid": 1000, "gid": 1000}, {"name": "postgres", "uid": 110, "gid": 117}],
    "groups": [{"name": "docker", "gid": 998, "members": ["alice"]}, {"name": "alice", "gid": 1000, "members": []},
               {"name": "sudo", "gid": 27, "members": ["alice"]}],
    "unavailable": {},
}
TOOLS = {"linux_containers": {"runtime": "docker", "containers": [
    {"name": "nextcloud-app-1", "state": "running"}, {"name": "nextcloud-db-1", "state": "running"},
    {"name": "web", "state": "exited"}]},
         "linux_processes": {"total": 3, "processes": [{"name": "nginx"}, {"name": "sshd"}, {"name": "python3"}]}}


def names(matches: list[TargetMatch], how: str | None = None, kind: str | None = None) -> list[str]:
    return [m.name for m in matches if (how is None or m.how == how) and (kind is None or m.kind == kind)]


def test_exact_and_unit_suffix():
    m = match_targets("nginx", FIELDS, kinds=("service", "package"))
    assert m[0].name == "nginx" and m[0].how == "exact" and m[0].kind == "package"
    assert "nginx.service" in names(m, "unit_suffix", "service")
    best = resolve_one("nginx", FIELDS, kinds=("service",))
    assert isinstance(best, TargetMatch) and best.name == "nginx.service" and best.how == "unit_suffix"
    assert resolve_one("nginx.service", FIELDS, kinds=("service",)).how == "exact"


@pytest.mark.parametrize("words, kinds, expected", [
    ("the web server", ("service",), {"nginx.service"}),
    ("webserver", ("package",), {"nginx", "apache2"}),
    ("sshd", ("service",), {"ssh.service"}),
    ("openssh", ("service",), {"ssh.service"}),
    ("ssh", ("package",), {"openssh-server"}),
    ("docker", ("package",), {"docker-ce"}),
    ("postgres", ("service",), {"postgresql.service", "postgresql@15-main.service"}),
    ("postgres", ("package",), {"postgresql-15"}),
    ("database", ("service",), {"postgresql.service", "postgresql@15-main.service"}),
    ("crond", ("service",), {"cron.service"}),
])
def test_aliases(words, kinds, expected):
    matches = match_targets(words, FIELDS, kinds=kinds)
    assert set(names(matches, "alias")) == expected, [m.to_dict() for m in matches]


def test_related_software_is_never_identity():
    matches = match_targets("docker", FIELDS, kinds=("package",))
    related = [m for m in matches if m.name == "containerd.io"]
    assert related and related[0].how == "related" and not related[0].is_identity
    assert "postgresql-client-15" not in names(match_targets("postgres", FIELDS, kinds=("package",)), "alias")


def test_a_specific_name_is_not_its_category():
    """Saying apache2 does not mean 'any web server'."""
    assert "nginx" not in names(match_targets("apache2", FIELDS, kinds=("package",)))


def test_token_containment_and_kind_nouns():
    matches = match_targets("nextcloud containers", FIELDS, TOOLS)
    assert set(names(matches, "token")) == {"nextcloud-app-1", "nextcloud-db-1"}
    assert all(m.kind == "container" for m in matches)
    assert split_kind("the nginx service") == ("nginx", "service")
    assert split_kind("nextcloud containers") == ("nextcloud", "container")
    assert split_kind("user named alice") == ("alice", "user")
    ambiguous = resolve_one("nextcloud containers", FIELDS, TOOLS)
    assert isinstance(ambiguous, AmbiguousTarget) and len(ambiguous.candidates) == 2
    assert "nextcloud-app-1" in ambiguous.sentence()


def test_fuzzy_spelling_is_offered_not_taken_as_identity():
    matches = match_targets("ngnix", FIELDS, kinds=("service", "package"))
    assert {m.how for m in matches} == {"fuzzy"}
    assert resolve_one("ngnix", FIELDS, kinds=("package",)).name == "nginx"
    nothing = resolve_one("ngnix", FIELDS, kinds=("package",), identity_only=True)
    assert isinstance(nothing, NoSuchTarget)
    assert "nginx" in [m.name for m in nothing.near]
    assert "Close names: nginx" in nothing.sentence()
    # short words are never fuzzy: vim is not vi, git is not gitk
    assert not match_targets("vim", {"installed_packages": {"vi": "1"}}, kinds=("package",))


def test_no_such_target_carries_what_was_searched():
    result = resolve_one("mongodb", FIELDS, kinds=("service",))
    assert isinstance(result, NoSuchTarget) and result.complete
    assert result.sentence() == "There is no service named mongodb on this machine."
    assert "nginx.service" in result.searched["service"]
    assert result.to_dict()["searched"] == {"service": len(FIELDS["available_services"])}


def test_an_unreadable_list_never_gives_no_such():
    fields = dict(FIELDS, available_services=None, unavailable={"available_services": "no unit folders"})
    result = resolve_one("nginx", fields, kinds=("service",))
    assert isinstance(result, NoSuchTarget) and not result.complete
    assert "could not be read (no unit folders)" in result.sentence()
    assert "There is no" not in result.sentence()
    # containers not listed at all are unknown, not absent
    assert not resolve_one("web", FIELDS, None, kinds=("container",)).complete


def test_fresh_tool_output_and_evidence_items():
    assert resolve_one("web", FIELDS, TOOLS, kinds=("container",)).name == "web"
    assert resolve_one("sshd", FIELDS, TOOLS, kinds=("process",)).how == "exact"

    class Item:  # an EvidenceItem-like object: a cut listing is incomplete
        def __init__(self, data, complete=True, error=None):
            self.data, self.complete, self.error = data, complete, error

    cut = {"linux_processes": Item({"processes": [{"name": "nginx"}], "truncated": {"processes": "(900 more)"}})}
    result = resolve_one("redis-server", FIELDS, cut, kinds=("process",))
    assert isinstance(result, NoSuchTarget) and not result.complete
    failed = {"linux_containers": Item(None, complete=False, error="no container runtime is reachable")}
    result = resolve_one("web", FIELDS, failed, kinds=("container",))
    assert not result.complete and "no container runtime" in result.sentence()


def test_same_name_under_several_kinds_is_one_thing():
    best = resolve_one("docker", FIELDS, kinds=("service", "group", "package"))
    assert isinstance(best, TargetMatch) and best.name in ("docker", "docker.service")
    assert resolve_one("alice", FIELDS, kinds=("user", "group")).kind == "user"


def test_against_this_machine():
    """The real steady state: every match names something that exists; a made-up name is no such target."""
    from reos_desktop.state.collector import collect

    fields = collect("/").to_json()
    for words in ("root", "sudo", "dpkg", "the package manager"):
        for m in match_targets(words, fields):
            pool = {"user": [u["name"] for u in fields["users"]], "group": [g["name"] for g in fields["groups"]],
                    "package": list(fields["installed_packages"]), "service": fields["available_services"] or []}
            assert m.name in pool[m.kind]
    assert resolve_one("root", fields, kinds=("user",)).how == "exact"
    result = resolve_one("rc-no-such-thing-42", fields, kinds=("service", "package", "user", "group"))
    assert isinstance(result, NoSuchTarget) and result.complete
    assert result.sentence().startswith("There is no service, package, user or group named rc-no-such-thing-42")
