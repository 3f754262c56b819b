"""A small Kubernetes API server on 127.0.0.1 for the real kubectl binary, with real pods behind it.

It answers what kubectl's apply, wait, exec, cp and delete ask for (OpenAPI v3 for field validation,
discovery, pod create/get/list/watch/delete, and exec over WebSocket with the v5.channel.k8s.io
sub-protocol) and nothing more. Each pod is backed by a real `namespace` environment, so commands that
kubectl execs really run (in an isolated overlay of this host), and `kubectl cp`'s tar streams really
unpack and pack files. The pod's image is recorded but not run: this server proves the requests and
the protocol, not image loading (docs/environments.md says what proves what).
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import struct
import subprocess
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from reos_desktop.envs.base import DEFAULT_ENV
from reos_desktop.envs.namespace import NamespaceEnvironment
from reos_desktop.envs.targets import nsenter_argv

WS_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
DNS1123 = re.compile(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
POD_GVK = {"group": "", "kind": "Pod", "version": "v1"}
OPENAPI_V1 = {
    "openapi": "3.0.0",
    "info": {"title": "Kubernetes", "version": "v1.30.0"},
    "paths": {
        "/api/v1/namespaces/{namespace}/pods": {"post": {
            "x-kubernetes-group-version-kind": POD_GVK,
            "parameters": [{"name": "fieldValidation", "in": "query", "schema": {"type": "string"}}]}},
        # kubectl looks for fieldValidation on the PATCH of the resource to decide that the server
        # validates fields itself (so it does not need a full schema to validate on the client).
        "/api/v1/namespaces/{namespace}/pods/{name}": {"patch": {
            "x-kubernetes-group-version-kind": POD_GVK,
            "parameters": [{"name": "fieldValidation", "in": "query", "schema": {"type": "string"}}]}},
    },
    "components": {"schemas": {"io.k8s.api.core.v1.Pod": {
        "type": "object", "x-kubernetes-group-version-kind": [POD_GVK],
        "properties": {key: {"type": "object" if key in ("metadata", "spec", "status") else "string"}
                       for key in ("apiVersion", "kind", "metadata", "spec", "status")}}}},
}
API_RESOURCES = {"kind": "APIResourceList", "groupVersion": "v1", "resources": [
    {"name": "pods", "singularName": "pod", "namespaced": True, "kind": "Pod", "shortNames": ["po"],
     "verbs": ["create", "delete", "get", "list", "patch", "watch"]},
    {"name": "pods/exec", "singularName": "", "namespaced": True, "kind": "PodExecOptions", "verbs": ["create", "get"]},
]}


class FakePod:
    def __init__(self, manifest: dict, resource_version: int):
        self.manifest = manifest
        self.resource_version = resource_version
        self.environment: NamespaceEnvironment | None = None
        self.ready = False

    def to_json(self) -> dict:
        obj = json.loads(json.dumps(self.manifest))
        obj["metadata"]["resourceVersion"] = str(self.resource_version)
        obj["metadata"].setdefault("uid", hashlib.sha1(obj["metadata"]["name"].encode()).hexdigest())
        conditions = [{"type": "Ready", "status": "True" if self.ready else "False"}]
        obj["status"] = {"phase": "Running" if self.ready else "Pending", "conditions": conditions}
        return obj


class FakeKubeAPI:
    """Start with `with FakeKubeAPI(tmp_path) as api:`; `api.kubeconfig` is a file for kubectl."""

    def __init__(self, folder: Path, ready_delay_s: float = 0.3):
        self.folder = folder
        self.ready_delay_s = ready_delay_s
        self.pods: dict[tuple[str, str], FakePod] = {}
        self.requests: list[dict] = []
        self.exec_log: list[dict] = []
        # Refuse this many coming `tar` execs with a 500, as a flaky API server or kubelet would.
        self.fail_tar_execs = 0
        self.changed = threading.Condition()
        self.version = 1
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.kubeconfig = folder / "kubeconfig"
        self.kubeconfig.write_text(json.dumps({
            "apiVersion": "v1", "kind": "Config", "current-context": "fake",
            "clusters": [{"name": "fake", "cluster": {"server": self.url}}],
            "users": [{"name": "tester", "user": {"token": "not-a-secret"}}],
            "contexts": [{"name": "fake", "context": {"cluster": "fake", "user": "tester", "namespace": "default"}}],
        }))
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> "FakeKubeAPI":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()
        for pod in list(self.pods.values()):
            if pod.environment:
                pod.environment.stop()

    # -- pod store ---------------------------------------------------------------------------------
    def bump(self) -> int:
        with self.changed:
            self.version += 1
            self.changed.notify_all()
            return self.version

    def create_pod(self, namespace: str, manifest: dict) -> FakePod:
        manifest.setdefault("metadata", {})["namespace"] = namespace
        pod = FakePod(manifest, self.bump())
        self.pods[(namespace, manifest["metadata"]["name"])] = pod
        threading.Thread(target=self._boot, args=(pod,), daemon=True).start()
        return pod

    def _boot(self, pod: FakePod) -> None:
        """Back the pod with a namespace environment, and only then (after a delay) report Ready, so
        `kubectl wait` has to wait for a watch event."""
        name = pod.manifest["metadata"]["name"]
        environment = NamespaceEnvironment(None, "fakepod", name)
        environment.start()
        workdir = pod.manifest["spec"]["containers"][0].get("workingDir") or "/"
        environment.exec(["mkdir", "-p", workdir])
        pod.environment = environment
        time.sleep(self.ready_delay_s)
        pod.ready = True
        pod.resource_version = self.bump()

    def delete_pod(self, namespace: str, name: str) -> FakePod | None:
        pod = self.pods.pop((namespace, name), None)
        if pod:
            pod.resource_version = self.bump()
            if pod.environment:
                pod.environment.stop()
        return pod


def _handler_for(api: FakeKubeAPI):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args) -> None:  # keep test output clean
            pass

        def _send(self, code: int, obj: dict) -> None:
            body = json.dumps(obj).encode()
            self.send_response(code)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _status(self, code: int, reason: str, message: str) -> None:
            self._send(code, {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
                              "reason": reason, "message": message, "code": code})

        def _dispatch(self) -> None:
            parts = urlsplit(self.path)
            query = {key: values[-1] for key, values in parse_qs(parts.query).items()}
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            api.requests.append({"method": self.command, "path": parts.path, "query": query,
                                 "body": body.decode(errors="replace")})
            path = parts.path
            if path == "/openapi/v3":
                return self._send(200, {"paths": {"api/v1": {"serverRelativeURL": "/openapi/v3/api/v1?hash=1"}}})
            if path == "/openapi/v3/api/v1":
                return self._send(200, OPENAPI_V1)
            if path == "/api":
                return self._send(200, {"kind": "APIVersions", "versions": ["v1"], "serverAddressByClientCIDRs": []})
            if path == "/apis":
                return self._send(200, {"kind": "APIGroupList", "apiVersion": "v1", "groups": []})
            if path == "/api/v1":
                return self._send(200, API_RESOURCES)
            match = re.fullmatch(r"/api/v1/namespaces/([^/]+)/pods(?:/([^/]+))?(?:/(exec))?", path)
            if not match:
                return self._status(404, "NotFound", f"the server could not find {path}")
            namespace, name, sub = match.groups()
            if sub == "exec":
                return self._exec(namespace, name, query)
            if name is None and self.command == "POST":
                return self._create(namespace, body)
            if name is None and self.command == "GET":
                return self._watch(namespace, query) if query.get("watch") == "true" else self._list(namespace, query)
            pod = api.pods.get((namespace, name))
            if self.command == "DELETE":
                pod = api.delete_pod(namespace, name)
            if self.command in ("GET", "DELETE"):
                if pod is None:
                    return self._status(404, "NotFound", f'pods "{name}" not found')
                return self._send(200, pod.to_json())
            return self._status(405, "MethodNotAllowed", f"{self.command} is not supported here")

        do_GET = do_POST = do_DELETE = do_PATCH = do_PUT = _dispatch

        def _create(self, namespace: str, body: bytes) -> None:
            manifest = json.loads(body)
            name = manifest.get("metadata", {}).get("name", "")
            if not DNS1123.match(name) or len(name) > 63:
                return self._status(422, "Invalid", f'Pod "{name}" is invalid: metadata.name must be a DNS-1123 label')
            if not manifest.get("spec", {}).get("containers"):
                return self._status(422, "Invalid", "spec.containers: Required value")
            if (namespace, name) in api.pods:
                return self._status(409, "AlreadyExists", f'pods "{name}" already exists')
            self._send(201, api.create_pod(namespace, manifest).to_json())

        def _matching(self, namespace: str, query: dict) -> list[FakePod]:
            wanted = query.get("fieldSelector", "")
            name = wanted.split("=", 1)[1] if wanted.startswith("metadata.name=") else None
            return [pod for (ns, pod_name_), pod in list(api.pods.items())
                    if ns == namespace and (name is None or pod_name_ == name)]

        def _list(self, namespace: str, query: dict) -> None:
            self._send(200, {"kind": "PodList", "apiVersion": "v1", "metadata": {"resourceVersion": str(api.version)},
                             "items": [pod.to_json() for pod in self._matching(namespace, query)]})

        def _watch(self, namespace: str, query: dict) -> None:
            """Newline-delimited watch events, chunked: the current state (and, when asked to send
            initial events, the bookmark that ends them), then one event per change, for at most 30 s."""
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            seen: dict[str, int] = {}
            initial = query.get("sendInitialEvents") == "true"
            since = 0 if initial else int(query.get("resourceVersion") or 0)
            deadline = time.monotonic() + min(float(query.get("timeoutSeconds") or 30), 30)
            try:
                first = True
                while time.monotonic() < deadline:
                    with api.changed:
                        version = api.version
                    for pod in self._matching(namespace, query):
                        pod_name_ = pod.manifest["metadata"]["name"]
                        if pod.resource_version > since and seen.get(pod_name_) != pod.resource_version:
                            kind = "ADDED" if pod_name_ not in seen else "MODIFIED"
                            seen[pod_name_] = pod.resource_version
                            self._chunk({"type": kind, "object": pod.to_json()})
                    if first and initial:
                        self._chunk({"type": "BOOKMARK", "object": {"kind": "Pod", "apiVersion": "v1", "metadata": {
                            "resourceVersion": str(version), "annotations": {"k8s.io/initial-events-end": "true"}}}})
                    first = False
                    with api.changed:
                        api.changed.wait(timeout=0.5)
                self.wfile.write(b"0\r\n\r\n")
            except (BrokenPipeError, ConnectionResetError):
                pass

        def _chunk(self, event: dict) -> None:
            data = json.dumps(event).encode() + b"\n"
            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self.wfile.flush()

        # -- exec over WebSocket ---------------------------------------------------------------------
        def _exec(self, namespace: str, name: str, query: dict) -> None:
            pod = api.pods.get((namespace, name))
            if pod is None or pod.environment is None or not pod.ready:
                return self._status(404, "NotFound", f'pods "{name}" not found or not running')
            offered = [p.strip() for p in self.headers.get("Sec-WebSocket-Protocol", "").split(",")]
            if self.headers.get("Upgrade", "").lower() != "websocket" or "v5.channel.k8s.io" not in offered:
                return self._status(400, "BadRequest", "this server speaks exec only over WebSocket v5.channel.k8s.io")
            command = parse_qs(urlsplit(self.path).query).get("command", [])
            if command[:1] == ["tar"] and api.fail_tar_execs > 0:
                api.fail_tar_execs -= 1
                api.exec_log.append({"pod": name, "command": command, "refused": True})
                return self._status(500, "InternalError", "injected failure: the exec stream broke")
            key = self.headers["Sec-WebSocket-Key"]
            accept = base64.b64encode(hashlib.sha1((key + WS_GUID).encode()).digest()).decode()
            self.send_response(101)
            self.send_header("Upgrade", "websocket")
            self.send_header("Connection", "Upgrade")
            self.send_header("Sec-WebSocket-Accept", accept)
            self.send_header("Sec-WebSocket-Protocol", "v5.channel.k8s.io")
            self.end_headers()
            self.wfile.flush()
            stdin = self._read_stdin() if query.get("stdin") == "true" else None
            argv = [*nsenter_argv(pod.environment.pid), "/usr/bin/env", "-i",
                    *[f"{k}={v}" for k, v in DEFAULT_ENV.items()], *command]
            # Bytes, not text: kubectl cp streams tar archives through stdout.
            result = subprocess.run(argv, input=stdin, stdin=None if stdin is not None else subprocess.DEVNULL,
                                    capture_output=True, timeout=120)
            api.exec_log.append({"pod": name, "command": command, "container": query.get("container"),
                                 "stdin_bytes": len(stdin or b""), "return_code": result.returncode})
            for channel, data in ((1, result.stdout), (2, result.stderr)):
                if data:
                    self._frame(bytes([channel]) + data)
            if result.returncode == 0:
                status = {"metadata": {}, "status": "Success"}
            else:
                status = {"metadata": {}, "status": "Failure", "reason": "NonZeroExitCode",
                          "message": f"command terminated with non-zero exit code: exit status {result.returncode}",
                          "details": {"causes": [{"reason": "ExitCode", "message": str(result.returncode)}]}}
            self._frame(bytes([3]) + json.dumps(status).encode())
            self._frame(struct.pack("!H", 1000), opcode=0x8)
            self.close_connection = True

        def _read_stdin(self) -> bytes:
            """Channel-0 messages until the client closes stdin (v5: a message [255, 0]) or the socket."""
            data = bytearray()
            while True:
                frame = self._read_frame()
                if frame is None:
                    break
                opcode, payload = frame
                if opcode == 0x8:
                    break
                if opcode == 0x9:
                    self._frame(payload, opcode=0xA)
                    continue
                if opcode in (0x1, 0x2) and payload:
                    if payload[0] == 0:
                        data += payload[1:]
                    elif payload[0] == 255:
                        break
            return bytes(data)

        def _read_frame(self) -> tuple[int, bytes] | None:
            head = self.rfile.read(2)
            if len(head) < 2:
                return None
            opcode, length = head[0] & 0x0F, head[1] & 0x7F
            if length == 126:
                length = struct.unpack("!H", self.rfile.read(2))[0]
            elif length == 127:
                length = struct.unpack("!Q", self.rfile.read(8))[0]
            mask = self.rfile.read(4) if head[1] & 0x80 else b"\0\0\0\0"
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(self.rfile.read(length)))
            return opcode, payload

        def _frame(self, payload: bytes, opcode: int = 0x2) -> None:
            """One unmasked server frame; a client that already hung up (kubectl cp does, once it has read
            the tar stream) is not an error."""
            header = bytes([0x80 | opcode])
            if len(payload) < 126:
                header += bytes([len(payload)])
            elif len(payload) < 1 << 16:
                header += bytes([126]) + struct.pack("!H", len(payload))
            else:
                header += bytes([127]) + struct.pack("!Q", len(payload))
            try:
                self.wfile.write(header + payload)
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                self.close_connection = True

    return Handler
