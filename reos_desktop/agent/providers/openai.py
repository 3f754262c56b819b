"""OpenAI-compatible servers (OpenAI, llama.cpp server, vLLM, LM Studio): /chat/completions with a JSON schema."""

from __future__ import annotations

import json
import threading
from typing import Iterator

from reos_desktop.agent.providers.base import Provider, ProviderError, ProviderReply, http_error


class OpenAIProvider(Provider):
    name = "openai"

    def __init__(self, url: str, model: str, api_key: str | None, temperature: float = 0.0):
        super().__init__(url, model, temperature)
        self.api_key = api_key
        # A server on this machine is local; anything else receives machine data.
        self.remote = not any(h in url for h in ("://localhost", "://127.", "://[::1]"))

    def _headers(self) -> dict:
        if self.remote and not self.api_key:
            raise ProviderError("the OpenAI-compatible provider needs an API key: set OPENAI_API_KEY", "missing_key")
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    def stream(self, messages, schema, timeout, cancel: threading.Event | None = None) -> Iterator[str]:
        import httpx

        self.last_reply = ProviderReply()
        body = {"model": self.model, "messages": messages, "stream": True, "temperature": self.temperature,
                "stream_options": {"include_usage": True},
                "response_format": {"type": "json_schema",
                                    "json_schema": {"name": "planner_action", "schema": schema}}}
        try:
            with self.http().stream("POST", f"{self.url}/chat/completions", json=body, headers=self._headers(),
                              timeout=timeout) as response:
                response.raise_for_status()
                finished = False
                for line in response.iter_lines():
                    if cancel is not None and cancel.is_set():
                        raise ProviderError("stopped", "cancelled")
                    if finished or not line.startswith("data:"):
                        continue
                    payload = line[5:].strip()
                    if payload == "[DONE]":
                        # Read on to the end of the body rather than break: a body left unread closes the
                        # connection, and the next iteration would have to open a new one.
                        finished = True
                        continue
                    chunk = json.loads(payload)
                    for choice in chunk.get("choices") or []:
                        text = (choice.get("delta") or {}).get("content") or ""
                        if text:
                            yield text
                    usage = chunk.get("usage")
                    if usage:
                        self.last_reply = ProviderReply(prompt_tokens=usage.get("prompt_tokens"),
                                                        completion_tokens=usage.get("completion_tokens"))
        except httpx.HTTPStatusError as err:
            err.response.read()
            raise http_error("OpenAI-compatible", self.url, err) from None
        except httpx.HTTPError as err:
            raise http_error("OpenAI-compatible", self.url, err) from None
        except json.JSONDecodeError:
            raise ProviderError(f"the OpenAI-compatible server at {self.url} sent a malformed stream", "bad_reply") from None

    def health(self, timeout: float = 3.0) -> str | None:
        try:
            self.list_models(timeout)
            return None
        except ProviderError as err:
            return str(err)

    def list_models(self, timeout: float = 5.0) -> list[str]:
        import httpx

        try:
            response = self.http().get(f"{self.url}/models", headers=self._headers(), timeout=timeout)
            response.raise_for_status()
            return sorted(m["id"] for m in response.json().get("data", []))
        except httpx.HTTPError as err:
            raise http_error("OpenAI-compatible", self.url, err) from None
