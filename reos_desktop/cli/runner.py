"""Shared by ask, chat and check: build the agent from the settings and print progress lines."""

from __future__ import annotations

import sys

from reos_desktop.agent.events import Notice, Rejected, ToolCallFinished, ToolCallStarted


def make_agent(args, kind: str, title: str | None = None):
    from reos_desktop.agent.loop import Agent
    from reos_desktop.agent.sessions import SessionRecorder
    from reos_desktop.config import load_settings

    settings = load_settings(args)
    recorder = SessionRecorder(kind, title=title, provider=settings.provider, model=settings.model_name)
    agent = Agent(settings, recorder=recorder)
    if agent.provider is not None:
        _check_keys(agent)
    return agent


def _check_keys(agent) -> None:
    from reos_desktop.errors import ReosError

    key_names = {"anthropic": "ANTHROPIC_API_KEY", "openai": "OPENAI_API_KEY"}
    provider = agent.provider
    if provider.name in key_names and getattr(provider, "remote", False) and not getattr(provider, "api_key", None):
        raise ReosError(f"the {provider.name} provider needs an API key: set {key_names[provider.name]}", 2)


def print_progress(event, verbose: bool, stream=sys.stderr) -> None:
    if isinstance(event, Notice):
        print(f"reos: {event.message}", file=stream)
    elif not verbose:
        return
    elif isinstance(event, ToolCallStarted):
        args = ", ".join(f"{k}={v}" for k, v in event.args.items() if v is not None)
        print(f"→ {event.evidence_id} {event.tool}({args}): {event.summary}", file=stream)
    elif isinstance(event, ToolCallFinished):
        print(f"  ← {event.item.id}: {event.summary}", file=stream)
    elif isinstance(event, Rejected):
        print(f"  ✗ refused, not run: {event.reason}", file=stream)
