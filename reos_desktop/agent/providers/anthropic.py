"""Anthropic: POST /v1/messages with one tool `act` whose input schema is the PlannerAction schema."""

from __future__ import annotations

import json
import threading
from typing import Iterator

from reos_desktop.agent.providers.base import Provider, ProviderError, ProviderReply, http_error

API_VERSION = "2023-06-01"


class AnthropicProvider(Provider):
    name = "anthropic"
    remote = True
    streams = False

    def __init__(self, url: str, model: str, api_key: str | None, temperature: float = 0.0):
        super().__init__(url, model, temperature)
        self.api_key = api_key

    def stream(self, messages, schema, timeout, cancel: threading.Event | None = None) -> Iterator[str]:
        import httpx

        if not self.api_key:
            raise ProviderError("the Anthropic provider needs an API key: set ANTHROPIC_API_KEY", "missing_key")
        system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
        turns = [m for m in messages if m["role"] != "system"]
        body = {"model": self.model, "max_tokens": 2048, "temperature": self.temperature, "system": system,
                "messages": turns,
                "tools": [{"name": "act", "description": "Your next planner action.", "input_schema": schema}],
                "tool_choice": {"type": "tool", "name": "act"}}
        headers = {"x-api-key": self.api_key, "anthropic-version": API_VERSION}
        self.last_reply = ProviderReply()
        try:
            response = self.http().post(f"{self.url}/v1/messages", json=body, headers=headers, timeout=timeout)
            response.raise_for_status()
            data = response.json()
        except httpx.HTTPError as err:
            raise http_error("Anthropic", self.url, err) from None
        if cancel is not None and cancel.is_set():
            raise ProviderError("stopped", "cancelled")
        usage = data.get("usage") or {}
        self.last_reply = ProviderReply(prompt_tokens=usage.get("input_tokens"),
                                        completion_tokens=usage.get("output_tokens"))
        for block in data.get("content") or []:
            if block.get("type") == "tool_use" and block.get("name") == "act":
                yield json.dumps(block.get("input") or {})
                return
        raise ProviderError("the Anthropic reply held no `act` tool call", "bad_reply")

    def health(self, timeout: float = 3.0) -> str | None:
        return None if self.api_key else "the Anthropic provider needs an API key: set ANTHROPIC_API_KEY"

    def list_models(self, timeout: float = 5.0) -> list[str]:
        import httpx

        if not self.api_key:
            raise ProviderError("the Anthropic provider needs an API key: set ANTHROPIC_API_KEY", "missing_key")
        try:
            response = self.http().get(f"{self.url}/v1/models", timeout=timeout,
                                 headers={"x-api-key": self.api_key, "anthropic-version": API_VERSION})
            response.raise_for_status()
            return sorted(m["id"] for m in response.json().get("data", []))
        except httpx.HTTPError as err:
            raise http_error("Anthropic", self.url, err) from None
