"""Target matching inside the planner loop: the model is told what the user's words are on this machine, or
that there is no such thing, with the real listing as evidence — against a scripted model server and real
steady states (this machine's, and one collected from a root folder the test builds)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reos_desktop.agent.events import TurnFinished
from reos_desktop.agent.loop import Agent
from reos_desktop.agent.target_notes import question_targets
from reos_desktop.state.collector import collect

from .conftest import settings_for
from .model_server import action, complete, tool

pytestmark = pytest.mark.usefixtures("reos_home")


class FixedState:
    """A state service that hands out one snapshot collected for real (from / or from a made root)."""

    def __init__(self, snapshot):
        self.snapshot = snapshot

    def current(self):
        return self.snapshot


def made_root(tmp_path: Path) -> Path:
    """A root folder with unit files, a dpkg database and accounts: nginx, PostgreSQL, OpenSSH."""
    root = tmp_path / "root"
    units = root / "lib/systemd/system"
    units.mkdir(parents=True)
    for unit in ("nginx.service", "postgresql.service", "postgresql@.service", "ssh.service", "cron.service"):
        (units / unit).write_text("[Unit]\nDescription=test unit\n[Service]\nExecStart=/bin/true\n")
    (root / "var/lib/dpkg").mkdir(parents=True)
    (root / "var/lib/dpkg/status").write_text("".join(
        f"Package: {name}\nStatus: install ok installed\nVersion: {version}\nArchitecture: amd64\n\n"
        for name, version in [("nginx", "1.22.1-9"), ("postgresql-15", "15.5-0+deb12u1"),
                              ("openssh-server", "1:9.2p1-2"), ("cron", "3.0pl1-162")]))
    (root / "etc").mkdir()
    (root / "etc/passwd").write_text("root:x:0:0:root:/root:/bin/bash\nalice:x:1000:1000::/home/alice:/bin/bash\n")
    (root / "etc/group").write_text("root:x:0:\nsudo:x:27:alice\nalice:x:1000:\n")
    return root


@pytest.fixture(scope="module")
def machine_snapshot():
    return collect("/")


def run(agent, question):
    events = list(agent.ask(question))
    assert isinstance(events[-1], TurnFinished)
    return events[-1].result


def notes(message: str) -> list[str]:
    return [line for line in message.splitlines() if line.startswith("- NOTE: ")]


def test_a_category_word_is_resolved_to_the_real_unit_before_the_first_request(model_server, tmp_path):
    snapshot = collect(str(made_root(tmp_path)))
    server = model_server([complete("nginx.service is the web server here [s0].", ["s0"])])
    result = run(Agent(settings_for(server), state_service=FixedState(snapshot)), "Is the web server running?")
    first = server.user_messages()[0]
    assert first.startswith("QUESTION (verbatim): Is the web server running?")
    assert notes(first) == ["- NOTE: 'web server' is not a name on this machine; it means nginx.service "
                            "(service, a web server) [s0]. Use that name in tool calls and in the answer."]
    assert result.task_completed


def test_an_alias_in_a_tool_call_gets_the_real_names(model_server, tmp_path):
    snapshot = collect(str(made_root(tmp_path)))
    server = model_server([tool("linux_service_status", name="sshd"), tool("linux_service_status", name="postgres"),
                           complete("Done [e1].", ["e1"])])
    run(Agent(settings_for(server), state_service=FixedState(snapshot)), "How are my daemons?")
    second, third = server.user_messages()[1:3]
    assert "- NOTE: 'sshd' is not a name on this machine; it means ssh.service (service, another name for ssh) [s0]." \
        in second
    # postgresql@.service is a template (it never runs itself): the real unit is the one meant.
    assert "- NOTE: 'postgres' is not a name on this machine; it means postgresql.service (service, another name " \
           "for postgres) [s0]." in third


def test_words_that_name_several_real_things_list_them_all(model_server, tmp_path):
    root = made_root(tmp_path)
    (root / "lib/systemd/system/mariadb.service").write_text("[Service]\nExecStart=/bin/true\n")
    snapshot = collect(str(root))
    server = model_server([tool("linux_service_status", name="database"), complete("Both [e1].", ["e1"])])
    run(Agent(settings_for(server), state_service=FixedState(snapshot)), "How are my daemons?")
    note = [n for n in notes(server.user_messages()[1]) if "'database'" in n]
    assert note == ["- NOTE: 'database' is not one name on this machine; it could mean: mariadb.service (service), "
                    "postgresql.service (service) [s0]. Look at each, or say which ones exist."]


def test_a_near_spelling_is_offered_never_taken(model_server, tmp_path):
    snapshot = collect(str(made_root(tmp_path)))
    server = model_server([tool("linux_package_history", package="ngnix"), complete("Nothing [e1].", ["e1"])])
    run(Agent(settings_for(server), state_service=FixedState(snapshot)), "Package changes?")
    note = [n for n in notes(server.user_messages()[1]) if "ngnix" in n]
    assert note == ["- NOTE: 'ngnix' is not a name on this machine; the closest real name is nginx (package, a near "
                    "spelling) [s0]. If that is what was meant, use it; otherwise say that nothing named ngnix "
                    "exists here."]


def test_an_exact_name_gets_no_note(model_server, tmp_path):
    snapshot = collect(str(made_root(tmp_path)))
    server = model_server([tool("linux_service_status", name="nginx"), tool("linux_package_history", package="cron"),
                           complete("Fine [e1].", ["e1"])])
    run(Agent(settings_for(server), state_service=FixedState(snapshot)), "Is nginx running?")
    assert all(not notes(m) for m in server.user_messages())


def test_a_thing_that_does_not_exist_is_said_with_the_listing_and_never_invented(model_server, machine_snapshot):
    """This machine's real state: a made-up service is absent from every list; the model is told so before it
    starts and again after its tool call, and an unfinished run still says it, citing the listing."""
    name = "rc-frobnicate-42"
    server = model_server([tool("linux_service_status", name=name), tool("linux_recent_logs", unit=name)])
    result = run(Agent(settings_for(server, max_iterations=2), state_service=FixedState(machine_snapshot)),
                 f"Is {name} running?")
    services = len(machine_snapshot.to_json()["available_services"])
    packages = len(machine_snapshot.to_json()["installed_packages"])
    first = notes(server.user_messages()[0])
    assert len(first) == 1
    assert first[0].startswith(f"- NOTE: There is no service or package named {name} on this machine. (searched "
                               f"{services} service units in s0; {packages} installed packages in s0) [s0].")
    assert "look with linux_processes" in first[0]
    after_call = notes(server.user_messages()[1])[1:]
    assert len(after_call) == 1 and f"There is no service named {name} on this machine." in after_call[0]
    assert "do not guess" in after_call[0]
    assert not result.task_completed and result.ending == "iteration_limit"
    assert f"There is no service or package named {name} on this machine [s0]." in result.answer
    assert result.evidence[0].id == "s0" and result.evidence[0].data["available_services"]


def test_an_unreadable_list_never_becomes_no_such_thing(model_server, tmp_path):
    """A root without a dpkg database: the package list is unknown, so 'there is no package' must not be said."""
    root = made_root(tmp_path)
    (root / "var/lib/dpkg/status").unlink()
    snapshot = collect(str(root))
    assert "installed_packages" in snapshot.to_json()["unavailable"]
    server = model_server([tool("linux_package_history", package="rc-frobnicate-42"), complete("? [e1]", ["e1"])])
    run(Agent(settings_for(server), state_service=FixedState(snapshot)), "Is the package rc-frobnicate-42 installed?")
    for message in server.user_messages():
        for note in notes(message):
            assert "There is no" not in note
            assert "could not be read" in note and "cannot be said that it does not exist" in note


def test_containers_are_judged_only_from_a_full_listing(model_server, machine_snapshot):
    """A container named in the question is looked up once the model has listed every container (all=true)."""
    name = "rc-no-container-42"
    server = model_server([tool("linux_containers"), tool("linux_containers", all=True), complete("No [e2].", ["e2"])])
    run(Agent(settings_for(server), state_service=FixedState(machine_snapshot)), f"Is the container {name} running?")
    first, after_running_only, after_all = server.user_messages()
    assert not notes(first) and not notes(after_running_only)  # running-only listings prove nothing about absence
    listing = [n for n in notes(after_all) if name in n]
    assert len(listing) == 1
    # This machine has podman (a complete listing) or no runtime at all (unreadable): either way, no invention.
    if "could not be read" in listing[0]:
        assert "There is no" not in listing[0]
    else:
        assert listing[0].startswith(f"- NOTE: There is no container named {name} on this machine.")
        assert "[e2]" in listing[0]


def test_question_targets_by_question_type():
    assert [(t.words, t.kinds) for t in question_targets("Is postgres running?")] == [("postgres", ("service", "package"))]
    assert [(t.words, t.kinds) for t in question_targets("is alice in docker")] == [("alice", ("user",)),
                                                                                    ("docker", ("group",))]
    assert [(t.words, t.kinds) for t in question_targets("Is the package curl installed?")] == [("curl", ("package",))]
    assert question_targets("How much disk space is left?") == []


def test_offline_engine_says_no_such_user_from_the_real_list(run_reos):
    out = run_reos("ask", "does user rc-nobody-42 exist?", "--provider", "offline")
    assert out.returncode == 0, out.stderr
    assert "User rc-nobody-42 does not exist [s0]." in out.stdout


def test_an_absent_kind_of_software_is_said_in_words_the_certainty_wrapper_checks(model_server, tmp_path):
    """A root with no web server at all: the note names what 'web server' stands for, and that sentence,
    given back as the answer, is verified against the steady state."""
    root = made_root(tmp_path)
    for unit in ("nginx.service",):
        (root / "lib/systemd/system" / unit).unlink()
    status = root / "var/lib/dpkg/status"
    status.write_text(status.read_text().replace("Package: nginx\n", "Package: rc-other\n"))
    snapshot = collect(str(root))
    sentence = "There is no web server service or package (nginx, apache2, httpd, caddy, lighttpd) on this machine."
    server = model_server([complete(sentence.rstrip(".") + " [s0].", ["s0"])])
    result = run(Agent(settings_for(server), state_service=FixedState(snapshot)), "Is the web server running?")
    assert notes(server.user_messages()[0])[0].startswith(f"- NOTE: {sentence} (searched ")
    assert [c.status for c in result.verification.claims] == ["verified"]


# ------------------------------------------------------------------------------------- the offline engine
def offline_agent(snapshot):
    from reos_desktop.config import Settings

    return Agent(Settings(provider="offline"), state_service=FixedState(snapshot))


def test_offline_a_kind_of_software_is_answered_with_the_real_units(tmp_path):
    snapshot = collect(str(made_root(tmp_path)))
    result = run(offline_agent(snapshot), "Is the database running?")
    lines = result.answer.splitlines()
    assert any(line.startswith("postgresql ") for line in lines), result.answer  # the real software's name
    assert "database is" not in result.answer and "database service" not in result.answer
    assert all(c.status != "contradicted" for c in result.verification.claims)


def test_offline_an_absent_kind_of_software_is_said_with_the_service_list(tmp_path):
    root = made_root(tmp_path)
    (root / "lib/systemd/system/nginx.service").unlink()
    snapshot = collect(str(root))
    result = run(offline_agent(snapshot), "Is the web server running?")
    assert result.answer == "There is no web server service (nginx, apache2, httpd, caddy, lighttpd) on this machine [s0]."
    assert [c.status for c in result.verification.claims] == ["verified"]


def test_check_mode_notes_ask_for_a_decision(model_server, machine_snapshot):
    name = "rc-frobnicate-42"
    server = model_server([tool("linux_service_status", name=name),
                           action("done", exit_code=1, explanation=f"There is no service named {name} [s0].",
                                  citations=["s0"])])
    events = list(Agent(settings_for(server), state_service=FixedState(machine_snapshot)).check(f"{name} is running"))
    assert isinstance(events[-1], TurnFinished) and events[-1].result.exit_code == 1
    second = notes(server.user_messages()[1])
    assert any("Decide the predicate from that, citing that listing" in n for n in second)
    assert all("Answer exactly that" not in n for m in server.user_messages() for n in notes(m))
