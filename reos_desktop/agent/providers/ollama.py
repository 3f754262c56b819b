"""Ollama: POST /api/chat with the PlannerAction schema as `format`, streamed NDJSON (official client)."""

from __future__ import annotations

import threading
from typing import Iterator

from reos_desktop.agent.providers.base import Provider, ProviderError, ProviderReply, http_error


class OllamaProvider(Provider):
    name = "ollama"

    _ollama_client = None

    def _client(self, timeout: float):
        # Kept for the provider's life (see Provider.http). The official client takes its timeout only when
        # made, so the request's own timeout is set on its httpx client before each call.
        if self._ollama_client is None:
            import ollama

            self._ollama_client = ollama.Client(host=self.url, timeout=timeout)
        self._ollama_client._client.timeout = timeout
        return self._ollama_client

    def stream(self, messages, schema, timeout, cancel: threading.Event | None = None) -> Iterator[str]:
        import httpx
        import ollama

        self.last_reply = ProviderReply()
        try:
            chunks = self._client(timeout).chat(model=self.model, messages=messages, format=schema, stream=True,
                                                options={"temperature": self.temperature})
            for chunk in chunks:
                if cancel is not None and cancel.is_set():
                    chunks.close()
                    raise ProviderError("stopped", "cancelled")
                text = chunk.message.content or "" if chunk.message else ""
                if text:
                    yield text
                if chunk.done:
                    self.last_reply = ProviderReply(prompt_tokens=chunk.prompt_eval_count,
                                                    completion_tokens=chunk.eval_count)
        except ollama.ResponseError as err:
            if err.status_code == 404:
                raise ProviderError(f"the model {self.model!r} is not pulled on the Ollama server at {self.url} "
                                    f"(run: ollama pull {self.model})", "http") from None
            raise ProviderError(f"the Ollama server answered HTTP {err.status_code}: {err.error}", "http") from None
        except (httpx.HTTPError, ConnectionError) as err:
            if isinstance(err, ConnectionError) and not isinstance(err, httpx.HTTPError):
                raise ProviderError(f"the ollama server at {self.url} is not reachable (is it running?)", "unreachable") from None
            raise http_error("ollama", self.url, err) from None

    def health(self, timeout: float = 3.0) -> str | None:
        import httpx

        try:
            self.http().get(f"{self.url}/api/version", timeout=timeout).raise_for_status()
            return None
        except httpx.HTTPError as err:
            return str(http_error("ollama", self.url, err))

    def list_models(self, timeout: float = 5.0) -> list[str]:
        import httpx

        try:
            return sorted(m.model for m in self._client(timeout).list().models)
        except (httpx.HTTPError, ConnectionError) as err:
            raise http_error("ollama", self.url, err) from None
