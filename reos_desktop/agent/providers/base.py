"""The provider interface: stream one schema-constrained reply, check health, list models."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Iterator

from reos_desktop.errors import ReosError


class ProviderError(ReosError):
    """The model could not be asked. `kind`: unreachable, timeout, http, auth, missing_key, bad_reply, cancelled."""

    exit_code = 3

    def __init__(self, message: str, kind: str):
        super().__init__(message)
        self.kind = kind


@dataclass
class ProviderReply:
    text: str = ""
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


class Provider:
    name = "provider"
    remote = False        # sends machine data off this machine
    streams = True        # yields the reply as it is generated
    native_tools = False  # can use the model's own tool calling (the schema path always works)

    def __init__(self, url: str, model: str, temperature: float = 0.0):
        self.url = url.rstrip("/")
        self.model = model
        self.temperature = temperature
        self._http_client = None

    def http(self):
        """One httpx client for the provider's life. Making one loads the CA bundle (tens of ms) and a kept
        client reuses its connection, so a new client per request would cost every iteration of the loop.
        Timeouts are given per request."""
        if self._http_client is None:
            import httpx

            self._http_client = httpx.Client()
        return self._http_client

    def stream(self, messages: list[dict], schema: dict, timeout: float,
               cancel: threading.Event | None = None) -> Iterator[str]:
        """Yield the reply text as it arrives. After the iterator ends, `self.last_reply` holds the totals."""
        raise NotImplementedError

    def complete(self, messages: list[dict], schema: dict, timeout: float,
                 cancel: threading.Event | None = None) -> ProviderReply:
        text = "".join(self.stream(messages, schema, timeout, cancel))
        reply = self.last_reply
        reply.text = text
        return reply

    def health(self, timeout: float = 3.0) -> str | None:
        """None when the server answers; otherwise one sentence saying what is wrong."""
        raise NotImplementedError

    def list_models(self, timeout: float = 5.0) -> list[str]:
        raise NotImplementedError

    last_reply: ProviderReply = ProviderReply()

    @property
    def label(self) -> str:
        return f"{self.name} {self.model} at {self.url}"


def http_error(provider: str, url: str, err: Exception) -> ProviderError:
    """One sentence for an httpx failure, naming what to do."""
    import httpx

    if isinstance(err, httpx.ConnectError) or isinstance(err, httpx.ConnectTimeout):
        return ProviderError(f"the {provider} server at {url} is not reachable (is it running?)", "unreachable")
    if isinstance(err, httpx.TimeoutException):
        return ProviderError(f"the {provider} server at {url} did not answer in time", "timeout")
    if isinstance(err, httpx.HTTPStatusError):
        status = err.response.status_code
        try:
            detail = err.response.json().get("error")
            if isinstance(detail, dict):
                detail = detail.get("message")
        except Exception:
            detail = None
        kind = "auth" if status in (401, 403) else "http"
        return ProviderError(f"the {provider} server answered HTTP {status}" + (f": {detail}" if detail else ""), kind)
    return ProviderError(f"talking to the {provider} server at {url} failed: {err}", "http")
