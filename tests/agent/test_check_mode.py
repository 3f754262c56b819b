"""Check mode of the planner: exit codes, anchoring of the predicate, and drift."""

from __future__ import annotations

import json

import pytest

from reos_desktop.agent.events import TurnFinished
from reos_desktop.agent.loop import Agent
from reos_desktop.agent.protocol import action_schema

from .conftest import settings_for
from .model_server import Reply, action, tool

pytestmark = pytest.mark.usefixtures("reos_home")


def decide(agent, predicate):
    events = list(agent.check(predicate))
    assert isinstance(events[-1], TurnFinished)
    return events[-1].result


@pytest.mark.parametrize("code", [0, 1, 2, 3])
def test_done_exit_code_is_the_verdict(model_server, code):
    server = model_server([tool("linux_system_info"), action("done", exit_code=code, explanation="because", citations=["e1"])])
    result = decide(Agent(settings_for(server)), "load average is below 10")
    assert result.exit_code == code and result.ending == "done"
    assert server.requests[0]["format"] == action_schema("check")


def test_done_without_exit_code_means_cannot_determine(model_server):
    server = model_server([action("done", explanation="not sure")])
    assert decide(Agent(settings_for(server)), "nginx is running").exit_code == 3


def test_every_request_carries_the_predicate_verbatim_and_the_verdict_follows_done(model_server):
    predicate = "k8s-ish: the  load average is below 10 AND memory usage is under 95%"
    server = model_server([
        Reply(json.dumps({"thought": "This is clearly TRUE, I will answer 0.",
                          "action": {"type": "tool", "tool": "linux_system_info", "args": {}}})),
        Reply(json.dumps({"thought": "TRUE TRUE TRUE", "action": {"type": "tool", "tool": "linux_disk_usage", "args": {}}})),
        action("done", exit_code=1, explanation="memory usage is 97%, so the predicate is false", citations=["e1"]),
    ])
    result = decide(Agent(settings_for(server)), predicate)
    assert result.exit_code == 1
    assert result.explanation == "memory usage is 97%, so the predicate is false"
    users = server.user_messages()
    assert len(users) == 3 and all(m.startswith(f"PREDICATE (verbatim): {predicate}\n") for m in users)
    assert "e1: linux_system_info" in users[2] and "e2: linux_disk_usage" in users[2]


def test_a_failed_tool_behind_the_verdict_gives_3(model_server):
    # No systemd runs on the test machine, so the service tool fails; a verdict citing it cannot stand.
    server = model_server([tool("linux_service_status", name="nginx"),
                           action("done", exit_code=0, explanation="nginx is running", citations=["e1"])])
    result = decide(Agent(settings_for(server)), "nginx is running")
    item = next(i for i in result.evidence if i.id == "e1")
    if item.error is None:
        pytest.skip("systemd answers on this machine; the failure case needs a machine without it")
    assert result.exit_code == 3 and "failed" in result.explanation


def test_wait_then_done(model_server):
    server = model_server([action("wait", seconds=0.2, reason="let it settle"),
                           action("done", exit_code=0, explanation="fine")])
    result = decide(Agent(settings_for(server)), "the load is low")
    assert result.exit_code == 0
    assert "waited" in server.user_messages()[1]


@pytest.mark.parametrize("replies,overrides,ending", [
    ([tool("linux_processes", limit=n) for n in (1, 2, 3)], {"max_iterations": 3}, "iteration_limit"),
    ([Reply(action("done", exit_code=0).text, delay=2)], {"timeout": 0.4}, "timeout"),
    ([action("error", message="cannot")], {}, "model_error"),
    ([Reply("{{{")] * 3, {"max_iterations": 3}, "iteration_limit"),
])
def test_every_other_ending_is_3_with_the_reason(model_server, replies, overrides, ending):
    server = model_server(replies)
    result = decide(Agent(settings_for(server, **overrides)), "nginx is running")
    assert result.exit_code == 3 and result.ending == ending
    assert result.explanation.startswith("cannot determine")


def test_unreachable_server_without_fallback_is_3():
    result = decide(Agent(settings_for(None, offline_fallback=False)), "nginx is running")
    assert result.exit_code == 3 and result.ending == "model_error"
