#!/usr/bin/env python3
"""The agent loop's own costs, against the scripted model server on 127.0.0.1 (no model time counted).

- loop overhead per iteration: wall time minus time inside the provider and inside tools
- the first request's size in tokens, part by part (prompt size is latency on a CPU-only local model)
- time from the model starting to stream the `result` field to the first visible answer text

    python bench/agent.py [--iterations 40]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("REOS_HOME", tempfile.mkdtemp(prefix="reos-bench-agent-"))

from bench._common import median, p95, verdict  # noqa: E402
from reos_desktop.agent import loop as loop_module  # noqa: E402
from reos_desktop.agent import prompts  # noqa: E402
from reos_desktop.agent.events import AnswerDelta, ToolCallFinished  # noqa: E402
from reos_desktop.agent.loop import Agent  # noqa: E402
from reos_desktop.agent.tokens import estimate_tokens  # noqa: E402
from reos_desktop.config import Settings  # noqa: E402
from tests.agent.model_server import Reply, ScriptedModelServer, complete, tool  # noqa: E402


class TimedProvider:
    """Wraps a provider and adds up the time spent inside it."""

    def __init__(self, inner):
        self.inner, self.spent = inner, 0.0
        self.result_started_at = None

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def stream(self, *args, **kw):
        it = self.inner.stream(*args, **kw)
        buffer = ""
        while True:
            t = time.perf_counter()
            try:
                chunk = next(it)
            except StopIteration:
                self.spent += time.perf_counter() - t
                return
            self.spent += time.perf_counter() - t
            buffer += chunk
            if self.result_started_at is None and '"result": "' in buffer and not buffer.endswith('"result": "'):
                self.result_started_at = time.perf_counter()
            yield chunk


class TimedVerify:
    """Adds up the time of the certainty wrapper: it runs once per answer, not once per iteration."""

    def __init__(self):
        self.spent = 0.0

    def __enter__(self):
        self.original = loop_module.verify

        def timed(*args, **kw):
            t = time.perf_counter()
            try:
                return self.original(*args, **kw)
            finally:
                self.spent += time.perf_counter() - t

        loop_module.verify = timed
        return self

    def __exit__(self, *exc):
        loop_module.verify = self.original


def overhead(iterations: int) -> tuple[float, float, float]:
    """(loop ms per iteration without the model, the tools and the certainty wrapper; tool ms a call;
    certainty wrapper ms for the whole answer)."""
    replies = [tool("linux_processes", limit=n + 1) for n in range(iterations - 1)] + [complete("done")]
    with ScriptedModelServer(replies) as server:
        settings = Settings(provider="ollama", ollama_url=server.url, max_iterations=iterations + 1,
                            token_budget=10**7, timeout=600)
        agent = Agent(settings)
        agent.provider = TimedProvider(agent.provider)
        agent.steady_evidence()  # warm the snapshot like a running app has it
        tool_time = 0.0
        with TimedVerify() as verify_time:
            started = time.perf_counter()
            for event in agent.ask("What runs here?"):
                if isinstance(event, ToolCallFinished):
                    tool_time += (event.item.model_extra or {}).get("duration_ms", 0) / 1000
            total = time.perf_counter() - started
    per_iteration = (total - agent.provider.spent - tool_time - verify_time.spent) / iterations * 1000
    return per_iteration, tool_time / max(1, iterations - 1) * 1000, verify_time.spent * 1000


def first_request_parts() -> dict[str, int]:
    agent = Agent(Settings(provider="offline"))
    _, context = agent.steady_evidence()
    question = "Is nginx running, and is anything listening on port 443?"
    role = prompts.ASK_ROLE
    catalogue = prompts.render_catalogue(agent.registry.catalogue())
    from reos_desktop.agent.memory import WorkingMemory

    user = prompts.user_message("ask", question, WorkingMemory(), 1000)
    return {"role and rules": estimate_tokens(role), "tool catalogue": estimate_tokens(catalogue),
            "steady-state context": estimate_tokens(context), "question message": estimate_tokens(user)}


def time_to_first_text(rounds: int) -> list[float]:
    out = []
    for _ in range(rounds):
        reply = Reply(complete("The answer streams in small pieces. " * 8).text, chunk_size=6, chunk_delay=0.005)
        with ScriptedModelServer([reply]) as server:
            agent = Agent(Settings(provider="ollama", ollama_url=server.url))
            agent.provider = TimedProvider(agent.provider)
            for event in agent.ask("Say something"):
                if isinstance(event, AnswerDelta):
                    out.append((time.perf_counter() - agent.provider.result_started_at) * 1000)
                    break
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=40)
    args = parser.parse_args()
    runs = [overhead(args.iterations) for _ in range(3)]
    loop_ms = median([r[0] for r in runs])
    tool_ms = median([r[1] for r in runs])
    verify_ms = median([r[2] for r in runs])
    parts = first_request_parts()
    total_tokens = sum(parts.values())
    ttft = time_to_first_text(10)
    print("Agent loop, scripted Ollama-protocol server on 127.0.0.1\n")
    print(f"loop overhead per iteration (model and tool time excluded): median {loop_ms:.2f} ms "
          f"(linux_processes itself: {tool_ms:.1f} ms a call)")
    print(f"certainty wrapper, once per answer over {args.iterations} evidence items: median {verify_ms:.1f} ms "
          f"({verify_ms / args.iterations:.2f} ms if spread over the iterations)")
    print("\nfirst request, estimated tokens:")
    for name, count in parts.items():
        print(f"  {name:<24} {count:>6}")
    print(f"  {'total':<24} {total_tokens:>6}")
    print(f"\ntime from the `result` field starting to stream to the first visible text: "
          f"median {median(ttft):.2f} ms, p95 {p95(ttft):.2f} ms")
    print("\nTargets:")
    print(f"  {verdict(loop_ms < 5)}  loop overhead under 5 ms an iteration: {loop_ms:.2f} ms")
    print(f"  {verdict(total_tokens < 2500)}  first request under 2,500 tokens: {total_tokens}")
    print(f"  {verdict(median(ttft) < 100)}  first answer text under 100 ms after `result` starts: {median(ttft):.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
