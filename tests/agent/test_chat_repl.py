"""`reos chat` driven for real through a pseudo-terminal, against the scripted model server: readline
history, /help, /clear, /context, /report FILE, /continue, /exit, and Ctrl+C stopping the running turn but
not the program."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

from .model_server import Reply, complete, tool
from .pty_session import PtySession

REPO = Path(__file__).resolve().parents[2]
PROMPT = "reos> "
UP_ARROW = "\x1b[A"


@pytest.fixture
def chat(reos_home):
    sessions = []

    def start(*args: str, env: dict | None = None) -> PtySession:
        full = dict(os.environ, REOS_HOME=str(reos_home), PYTHONPATH=str(REPO), NO_COLOR="1", TERM="xterm")
        full.update(env or {})
        session = PtySession([sys.executable, "-m", "reos_desktop", "chat", *args], full, str(REPO))
        sessions.append(session)
        return session

    yield start
    for session in sessions:
        session.close()


def wait_for(predicate, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_a_whole_session(chat, model_server, reos_home, tmp_path):
    slow = "I am still reading the machine and this answer takes a long time to arrive. " * 4
    server = model_server([
        tool("linux_system_info"), complete("The load is fine [e1].", ["e1"]),
        complete("Still fine [e2].", ["e2"]),
        Reply(complete(slow).text, delay=0.2, chunk_size=4, chunk_delay=0.25),
        complete("Back again [s0].", ["s0"]),
    ])
    repl = chat(env={"REOS_OLLAMA_URL": server.url})
    banner = repl.expect(PROMPT)
    assert f"ollama qwen2.5:3b at {server.url}" in banner or "ReOS chat" in banner

    repl.line("How is the load?")
    out = repl.expect(PROMPT)
    assert "The load is fine [e1]." in out and "evidence" in out

    # History: the up arrow brings the last question back; Enter asks it again.
    repl.send(UP_ARROW)
    repl.line("")
    out = repl.expect(PROMPT)
    assert "Still fine [e2]." in out
    questions = [m.split("\n", 1)[0] for m in server.user_messages()]
    assert questions == ["QUESTION (verbatim): How is the load?"] * 3
    # Chat mode: the second question's request carries the first exchange.
    assert [m["content"] for m in server.requests[2]["messages"][1:3]] == ["How is the load?", "The load is fine [e1]."]

    repl.line("/help")
    out = repl.expect(PROMPT)
    assert "/report FILE" in out and "Ctrl+C stops the running answer" in out

    repl.line("/context")
    out = repl.expect(PROMPT)
    context = json.loads(out[out.index("{"):out.rindex("}") + 1])
    assert [m["content"] for m in context["messages"]] == ["How is the load?", "The load is fine [e1].",
                                                           "How is the load?", "Still fine [e2]."]
    assert [t["question"] for t in context["turns"]] == ["How is the load?", "How is the load?"]
    assert [e["id"] for e in context["turns"][0]["evidence"]] == ["s0", "e1"]

    repl.line("/clear")
    assert "Conversation cleared." in repl.expect(PROMPT)
    repl.line("/context")
    out = repl.expect(PROMPT)
    assert json.loads(out[out.index("{"):out.rindex("}") + 1])["messages"] == []

    report = tmp_path / "session.md"
    repl.line(f"/report {report}")
    assert f"Report written to {report}" in repl.expect(PROMPT)
    assert "How is the load?" in report.read_text()
    repl.line("/report")
    assert "usage: /report FILE" in repl.expect(PROMPT)
    repl.line("/frobnicate")
    assert "Unknown command /frobnicate" in repl.expect(PROMPT)

    # Ctrl+C while the answer streams stops that turn; the program and the session go on.
    repl.line("Tell me everything")
    wait_for(lambda: len(server.requests) == 4)
    repl.expect("I am")  # the answer has started to stream
    repl.ctrl_c()
    out = repl.expect(PROMPT)
    assert "(stopping…)" in out and "(unfinished: type /continue to go on)" in out
    assert slow.strip() not in out  # it did not run to its end
    assert repl.alive()
    repl.line("/continue")
    assert "Back again [s0]." in repl.expect(PROMPT)

    # Ctrl+C at the prompt only gives a fresh prompt.
    repl.ctrl_c()
    repl.expect(PROMPT)
    assert repl.alive()

    repl.line("/exit")
    assert repl.wait() == 0
    history = next(reos_home.rglob("chat_history")).read_text()
    assert "How is the load?" in history and "/help" in history


def test_ctrl_d_leaves_and_offline_turns_number_their_evidence(chat):
    """The offline engine in a chat: each turn's evidence ids are new (e1, then e2), and Ctrl+D ends it."""
    repl = chat("--provider", "offline")
    assert "offline engine" in repl.expect(PROMPT)
    repl.line("how much memory is free?")
    first = repl.expect(PROMPT)
    assert "[e1]" in first
    repl.line("how much memory is free?")
    second = repl.expect(PROMPT)
    assert "[e2]" in second and "[e1]" not in second and "used twice" not in second
    repl.send("\x04")
    assert repl.wait() == 0
