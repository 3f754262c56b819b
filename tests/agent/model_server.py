"""A scripted model server: a real HTTP server on 127.0.0.1 that speaks Ollama's /api/chat (streamed and
not), /api/tags and /api/version, and OpenAI's /v1/chat/completions. It serves scripted replies in order and
records every request, so tests can assert what the agent sent."""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    text: str                 # the model's whole reply (normally a PlannerAction JSON)
    delay: float = 0.0        # before the first byte
    chunk_delay: float = 0.0  # between streamed chunks
    chunk_size: int = 12
    status: int = 200


def action(kind: str, **fields: Any) -> Reply:
    return Reply(json.dumps({"thought": f"{kind} step", "action": {"type": kind, **fields}}))


def tool(tool_name: str, **args: Any) -> Reply:
    return Reply(json.dumps({"thought": f"read {tool_name}", "action": {"type": "tool", "tool": tool_name, "args": args}}))


def complete(result: str, citations: list[str] | None = None, **extra: Any) -> Reply:
    return action("attempt_completion", result=result, citations=citations or [], **extra)


class ScriptedModelServer:
    def __init__(self, replies: list[Reply] | None = None, models: tuple[str, ...] = ("qwen2.5:3b", "llama3.2:3b")):
        self.replies = list(replies or [])
        self.models = models
        self.requests: list[dict] = []
        self.paths: list[str] = []
        self.clients: list[tuple] = []  # the client (address, port) of each POST: one kept connection shows as one
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # keep test output clean
                pass

            def _json(self, status: int, payload: Any) -> None:
                body = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):
                server.paths.append(self.path)
                if self.path == "/api/version":
                    self._json(200, {"version": "0.5.0-scripted"})
                elif self.path == "/api/tags":
                    self._json(200, {"models": [{"name": m, "model": m, "size": 1, "digest": "0" * 12,
                                                 "modified_at": "2026-11-01T00:00:00Z", "details": {}}
                                                for m in server.models]})
                elif self.path in ("/v1/models", "/models"):
                    self._json(200, {"data": [{"id": m} for m in server.models]})
                else:
                    self._json(404, {"error": "not found"})

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                with server._lock:
                    server.paths.append(self.path)
                    server.requests.append(body)
                    server.clients.append(self.client_address)
                    reply = server.replies.pop(0) if server.replies else None
                if reply is None:
                    self._json(500, {"error": "the scripted server has no more replies"})
                    return
                time.sleep(reply.delay)
                if reply.status != 200:
                    self._json(reply.status, {"error": f"scripted HTTP {reply.status}"})
                    return
                if self.path == "/api/chat":
                    self._ollama(body, reply)
                elif self.path in ("/v1/chat/completions", "/chat/completions"):
                    self._openai(body, reply)
                else:
                    self._json(404, {"error": "not found"})

            def _chunks(self, reply: Reply):
                for i in range(0, len(reply.text), reply.chunk_size):
                    yield reply.text[i:i + reply.chunk_size]

            def _send_chunk(self, data: bytes) -> None:
                self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                self.wfile.flush()

            def _ollama(self, body: dict, reply: Reply) -> None:
                model = body.get("model", "?")
                if model not in server.models:
                    self._json(404, {"error": f"model '{model}' not found"})
                    return
                base = {"model": model, "created_at": "2026-11-22T10:00:00Z"}
                final = dict(base, message={"role": "assistant", "content": ""}, done=True, done_reason="stop",
                             prompt_eval_count=len(json.dumps(body["messages"])) // 4,
                             eval_count=len(reply.text) // 4)
                if not body.get("stream", True):
                    final["message"]["content"] = reply.text
                    self._json(200, final)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "application/x-ndjson")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                try:
                    for piece in self._chunks(reply):
                        line = dict(base, message={"role": "assistant", "content": piece}, done=False)
                        self._send_chunk((json.dumps(line) + "\n").encode())
                        time.sleep(reply.chunk_delay)
                    self._send_chunk((json.dumps(final) + "\n").encode())
                    self._send_chunk(b"")
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client stopped reading (cancelled)

            def _openai(self, body: dict, reply: Reply) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                try:
                    for piece in self._chunks(reply):
                        event = {"choices": [{"index": 0, "delta": {"content": piece}}]}
                        self._send_chunk(f"data: {json.dumps(event)}\n\n".encode())
                        time.sleep(reply.chunk_delay)
                    usage = {"choices": [], "usage": {"prompt_tokens": 100, "completion_tokens": len(reply.text) // 4}}
                    self._send_chunk(f"data: {json.dumps(usage)}\n\ndata: [DONE]\n\n".encode())
                    self._send_chunk(b"")
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def __enter__(self) -> "ScriptedModelServer":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def user_messages(self) -> list[str]:
        """The last (user) message of each chat request, in order."""
        return [r["messages"][-1]["content"] for r in self.requests if "messages" in r]


def settings_for(server: "ScriptedModelServer | None" = None, **overrides: Any):
    """Settings that point the agent at `server` (or at a closed port when None)."""
    from reos_desktop.config import Settings

    settings = Settings(provider="ollama", model="qwen2.5:3b",
                        ollama_url=server.url if server is not None else "http://127.0.0.1:9")
    for key, value in overrides.items():
        setattr(settings, key, value)
    return settings
