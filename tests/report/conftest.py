"""A real recorded session: the agent answers against the scripted model server (a real HTTP server on
127.0.0.1), runs real read-only tools, and the certainty wrapper checks the answer."""

from __future__ import annotations

import pytest

from agent.model_server import ScriptedModelServer, complete, tool
from reos_desktop.config import Settings

SECRET = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


def machine_facts() -> dict:
    from reos_desktop.state.service import StateService

    return StateService().current().fields


def record_session(questions: list[tuple[str, list, str, list]], title: str = "report test") -> str:
    """Ask each (question, tool calls, answer, citations) in one recorded chat session; returns its id."""
    from reos_desktop.agent.events import TurnFinished
    from reos_desktop.agent.loop import Agent
    from reos_desktop.agent.sessions import SessionRecorder

    replies = []
    for _question, tools, answer, citations in questions:
        replies += [tool(name, **args) for name, args in tools]
        replies.append(complete(answer, citations, suggested_command="uptime"))
    with ScriptedModelServer(replies) as server:
        settings = Settings(provider="ollama", model="qwen2.5:3b", ollama_url=server.url)
        recorder = SessionRecorder("chat", title=title, provider="ollama", model="qwen2.5:3b")
        agent = Agent(settings, recorder=recorder)
        for question, *_ in questions:
            events = list(agent.ask(question))
            assert isinstance(events[-1], TurnFinished), events[-1]
    return recorder.session_id


@pytest.fixture
def session_id(reos_home):
    facts = machine_facts()
    answer = (f"**Yes.** This machine runs {facts['os_name']} [s0] and its kernel is {facts['kernel']} [s0]. "
              f"The load is 9999 [e1]. Nginx is probably fine. The token {SECRET} was found [e1].")
    return record_session([
        ("What is this machine?", [("linux_system_info", {})], answer, ["s0", "e1"]),
        ("How full is the root disk?", [("linux_disk_usage", {"path": "/"})],
         "The root filesystem is mounted at / [e2].", ["e2"]),
    ])
