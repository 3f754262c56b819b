from __future__ import annotations

import pytest

from reos_desktop.config import Settings

from .model_server import ScriptedModelServer


@pytest.fixture
def model_server():
    servers = []

    def start(replies, **kw):
        server = ScriptedModelServer(replies, **kw).__enter__()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.__exit__(None, None, None)


def settings_for(server=None, **overrides) -> Settings:
    s = Settings(provider="ollama", model="qwen2.5:3b", ollama_url=server.url if server else "http://127.0.0.1:9")
    for key, value in overrides.items():
        setattr(s, key, value)
    return s
