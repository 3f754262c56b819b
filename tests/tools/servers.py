"""Real HTTP servers for the tool tests: a Docker Engine API on a unix socket and a Kubernetes API on
127.0.0.1, both answering with recorded JSON (this machine runs neither a Docker daemon nor a cluster)."""

from __future__ import annotations

import json
import os
import socketserver
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

RECORDED = Path(__file__).resolve().parent.parent / "data" / "recorded"


class _Handler(BaseHTTPRequestHandler):
    routes: dict[str, Path] = {}
    seen: list[str]

    def log_message(self, *args) -> None:  # keep test output quiet
        pass

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        self.server.seen.append(self.path)
        path = self.path.split("?", 1)[0].rstrip("/") or "/"
        body_file = self.server.routes.get(path)
        if body_file is None:
            body = json.dumps({"kind": "Status", "apiVersion": "v1", "status": "Failure",
                               "message": f"the server could not find the requested resource ({path})",
                               "reason": "NotFound", "code": 404}).encode()
            self.send_response(404)
        else:
            body = body_file.read_bytes()
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class _UnixHTTPServer(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True

    def get_request(self):
        request, _ = super().get_request()
        return request, ("local", 0)  # BaseHTTPRequestHandler wants a (host, port) client address


class _TCPHTTPServer(socketserver.ThreadingMixIn, HTTPServer):
    daemon_threads = True


class RecordedServer:
    """Serve `routes` (URL path -> recorded JSON file) until stopped."""

    def __init__(self, server):
        self.server = server
        self.server.seen = []
        self.thread = threading.Thread(target=server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def seen(self) -> list[str]:
        return self.server.seen

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def docker_api(socket_path: str, version_file: str = "version.json") -> RecordedServer:
    docker = RECORDED / "docker"
    routes = {"/version": docker / version_file, "/containers/json": docker / "containers_all.json",
              "/v1.47/version": docker / version_file}
    server = _UnixHTTPServer(socket_path, _Handler)
    server.routes = routes
    return RecordedServer(server)


def kubernetes_api() -> RecordedServer:
    kube = RECORDED / "kubernetes"
    routes = {"/api": kube / "api.json", "/apis": kube / "apis.json", "/api/v1": kube / "api_v1.json",
              "/apis/apps/v1": kube / "apis_apps_v1.json",
              "/api/v1/namespaces/shop/pods": kube / "pods_shop.json",
              "/api/v1/namespaces/shop/secrets": kube / "secrets_shop.json"}
    server = _TCPHTTPServer(("127.0.0.1", 0), _Handler)
    server.routes = routes
    return RecordedServer(server)


def write_kubeconfig(path: Path, port: int, namespace: str = "shop") -> Path:
    path.write_text(json.dumps({
        "apiVersion": "v1", "kind": "Config", "current-context": "test-cluster",
        "clusters": [{"name": "test", "cluster": {"server": f"http://127.0.0.1:{port}"}}],
        "users": [{"name": "tester", "user": {"token": "kube-token-should-never-show-0123456789"}}],
        "contexts": [{"name": "test-cluster", "context": {"cluster": "test", "user": "tester",
                                                          "namespace": namespace}}],
    }))
    os.chmod(path, 0o600)
    return path
