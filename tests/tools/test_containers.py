"""linux_containers: the Docker Engine API on a real unix socket (recorded answers), and real Podman."""

from __future__ import annotations

import os
import shutil
import subprocess
import tarfile
import time
from pathlib import Path

import pytest

from reos_desktop.tools import containers, runner
from reos_desktop.tools.registry import get_registry

from .servers import docker_api


@pytest.fixture
def without_podman(monkeypatch, tmp_path):
    """A machine without the podman program (its CLI fallback would list this machine's own containers)."""
    empty = tmp_path / "empty-bin"
    empty.mkdir()
    monkeypatch.setattr(runner, "SAFE_PATH", str(empty))


@pytest.fixture
def only_socket(monkeypatch):
    def use(path: str):
        monkeypatch.setenv("DOCKER_HOST", f"unix://{path}")
        monkeypatch.setattr(containers, "candidate_sockets", lambda: [(path, "DOCKER_HOST")])
    return use


def _short_socket_dir(tmp_path) -> Path:
    # unix socket paths are limited to 107 bytes; pytest's tmp_path can be longer.
    import tempfile

    return Path(tempfile.mkdtemp(prefix="reos-sock-"))


def test_docker_api_answers_are_read(tmp_path, without_podman, only_socket):
    folder = _short_socket_dir(tmp_path)
    sock = str(folder / "docker.sock")
    server = docker_api(sock)
    only_socket(sock)
    try:
        running_only = get_registry().run("linux_containers", {})
        everything = get_registry().run("linux_containers", {"all": True})
    finally:
        server.stop()
        shutil.rmtree(folder)
    assert "/containers/json" in server.seen and "/containers/json?all=1" in server.seen
    item = everything
    assert item.error is None and item.complete and item.data["runtime"] == "docker"
    web, db, cache = item.data["containers"]
    assert web == {"id": "4f66ad9a0b2e", "name": "web", "image": "nginx:1.27", "state": "running",
                   "status": "Up 2 hours", "created_at": "2026-11-21T10:00:00+00:00",
                   "ports": ["0.0.0.0:8080->80/tcp", "[::]:8080->80/tcp"], "runtime": "docker"}
    assert db["state"] == "exited" and db["ports"] == ["5432/tcp"]
    assert cache["state"] == "paused"
    assert item.invocation == [f"GET unix://{sock} /version", f"GET unix://{sock} /containers/json?all=1"]
    assert running_only.invocation[-1].endswith(" /containers/json")


def test_podman_answering_the_docker_api_is_named(tmp_path, without_podman, only_socket):
    folder = _short_socket_dir(tmp_path)
    sock = str(folder / "podman.sock")
    server = docker_api(sock, version_file="podman_version.json")
    only_socket(sock)
    try:
        item = get_registry().run("linux_containers", {"limit": 1})
    finally:
        server.stop()
        shutil.rmtree(folder)
    assert item.data["runtime"] == "podman" and len(item.data["containers"]) == 1 and item.complete is False
    assert item.data["truncated"]["containers"].startswith("(2 more containers not shown")


def test_no_runtime_reachable_says_where_it_looked(tmp_path, without_podman, only_socket):
    folder = _short_socket_dir(tmp_path)
    dead = folder / "docker.sock"
    import socket

    stale = socket.socket(socket.AF_UNIX)
    stale.bind(str(dead))  # a socket file nobody listens on, as a stopped daemon leaves it
    stale.close()
    only_socket(str(dead))
    try:
        item = get_registry().run("linux_containers", {})
    finally:
        shutil.rmtree(folder)
    assert item.error == (f"no container runtime is reachable (looked at {dead}: nothing is listening on it "
                          "(the daemon is not running))")
    assert item.complete is False


def test_default_socket_places():
    places = [path for path, _ in containers.candidate_sockets()]
    assert "/var/run/docker.sock" in places and "/run/podman/podman.sock" in places


def _busybox_rootfs(folder: Path) -> Path:
    busybox = shutil.which("busybox")
    rootfs = folder / "rootfs"
    (rootfs / "bin").mkdir(parents=True)
    shutil.copy(busybox, rootfs / "bin" / "busybox")
    for applet in ("sh", "sleep"):
        os.symlink("busybox", rootfs / "bin" / applet)
    tarball = folder / "rootfs.tar"
    with tarfile.open(tarball, "w") as tar:
        tar.add(rootfs, arcname=".")
    return tarball


@pytest.mark.slow
def test_real_podman_through_its_api_socket_and_its_cli(monkeypatch):
    if not shutil.which("podman") or not shutil.which("busybox"):
        pytest.skip("needs podman and busybox-static (apt-get install podman runc busybox-static)")
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="reos-podman-"))
    conf = folder / "containers.conf"
    # runc inside this sandbox may not raise rlimits: ask for low ones.
    conf.write_text('[containers]\ndefault_ulimits = ["nofile=1024:1024", "nproc=4096:4096"]\n'
                    '[engine]\nruntime = "runc"\n')
    storage = folder / "storage.conf"
    storage.write_text(f'[storage]\ndriver = "vfs"\ngraphroot = "{folder}/graph"\nrunroot = "{folder}/run"\n')
    env = dict(os.environ, CONTAINERS_CONF=str(conf), CONTAINERS_STORAGE_CONF=str(storage),
               XDG_RUNTIME_DIR=str(folder / "xdg"))
    (folder / "xdg").mkdir()
    for key in ("CONTAINERS_CONF", "CONTAINERS_STORAGE_CONF", "XDG_RUNTIME_DIR"):
        monkeypatch.setenv(key, env[key])

    def podman(*args, check=True):
        return subprocess.run(["podman", *args], env=env, capture_output=True, text=True, timeout=120, check=check)

    service = None
    try:
        podman("import", str(_busybox_rootfs(folder)), "localhost/reos-busybox:test")
        podman("run", "-d", "--name", "reos-running", "localhost/reos-busybox:test", "/bin/sleep", "300")
        podman("create", "--name", "reos-created", "localhost/reos-busybox:test", "/bin/sleep", "1")
        sock = folder / "podman.sock"
        service = subprocess.Popen(["podman", "system", "service", "--time=0", f"unix://{sock}"], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 20
        while not sock.exists() and time.time() < deadline:
            time.sleep(0.1)
        monkeypatch.setenv("DOCKER_HOST", f"unix://{sock}")
        monkeypatch.setattr(containers, "candidate_sockets", lambda: [(str(sock), "DOCKER_HOST")])
        by_api = get_registry().run("linux_containers", {"all": True})
        assert by_api.error is None and by_api.data["runtime"] == "podman"
        states = {c["name"]: c["state"] for c in by_api.data["containers"]}
        assert states == {"reos-running": "running", "reos-created": "created"}
        assert by_api.invocation[0] == f"GET unix://{sock} /version"

        # Without the socket, `podman ps` (through the runner, same storage) answers instead.
        service.terminate()
        service.wait(timeout=30)
        service = None
        sock.unlink(missing_ok=True)
        by_cli = get_registry().run("linux_containers", {})
        assert by_cli.data["runtime"] == "podman"
        assert [c["name"] for c in by_cli.data["containers"]] == ["reos-running"]
        assert by_cli.data["containers"][0]["image"] == "localhost/reos-busybox:test"
        assert by_cli.invocation == ["podman ps --format json"]
    finally:
        if service is not None:
            service.terminate()
            service.wait(timeout=30)
        podman("rm", "-f", "-t", "0", "reos-running", "reos-created", check=False)
        podman("system", "reset", "-f", check=False)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def run_user(monkeypatch, tmp_path):
    """A stand-in for /run/user with another user's session folder (uid 4321), sockets kept short."""
    folder = _short_socket_dir(tmp_path)
    (folder / "4321" / "podman").mkdir(parents=True)
    monkeypatch.setattr(containers, "RUN_USER", str(folder))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder / str(os.getuid())))
    monkeypatch.delenv("DOCKER_HOST", raising=False)
    yield folder
    shutil.rmtree(folder)


@pytest.mark.skipif(os.geteuid() != 0, reason="root reads other users' rootless engines; this run is not root")
def test_root_also_lists_another_users_rootless_containers(run_user, without_podman):
    sock = run_user / "4321" / "podman" / "podman.sock"
    server = docker_api(str(sock), version_file="podman_version.json")
    try:
        item = get_registry().run("linux_containers", {"all": True})
    finally:
        server.stop()
    assert item.error is None
    assert {"web", "db", "cache"} <= {c["name"] for c in item.data["containers"]}
    assert f"GET unix://{sock} /containers/json?all=1" in item.invocation
    assert not any("4321" in where for where in item.data.get("unreadable", {}))


@pytest.mark.skipif(os.geteuid() != 0, reason="root reads other users' rootless engines; this run is not root")
def test_a_rootless_store_without_a_socket_makes_the_listing_incomplete(run_user, without_podman, monkeypatch,
                                                                       tmp_path):
    home = tmp_path / "home-4321"
    (home / ".local/share/containers/storage/overlay-containers").mkdir(parents=True)
    monkeypatch.setattr(containers, "_home_of", lambda uid: str(home) if uid == 4321 else None)
    sock = run_user / "engine.sock"  # the machine's own engine answers; the user's has no socket
    server = docker_api(str(sock))
    monkeypatch.setenv("DOCKER_HOST", f"unix://{sock}")
    try:
        item = get_registry().run("linux_containers", {})
    finally:
        server.stop()
    assert item.error is None and not item.complete
    assert "no API socket" in item.data["unreadable"]["rootless containers of uid 4321"]


def test_a_user_cannot_see_other_users_rootless_containers_and_says_so(run_user):
    # Run the tool as an unprivileged user for real: the listing must not claim to be complete.
    code = ("import sys; from reos_desktop.tools import containers; containers.RUN_USER = sys.argv[1]; "
            "from reos_desktop.tools.registry import get_registry; "
            "item = get_registry().run('linux_containers', {}); print(repr(item.data and item.data.get('unreadable')), item.error)")
    os.chmod(run_user, 0o755)
    sock = run_user / "engine.sock"  # a system engine the user may ask
    server = docker_api(str(sock))
    os.chmod(sock, 0o777)
    argv = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.geteuid() == 0 else []
    env = {**os.environ, "DOCKER_HOST": f"unix://{sock}", "HOME": str(run_user)}
    try:
        done = subprocess.run([*argv, os.sys.executable, "-c", code, str(run_user)], capture_output=True, text=True,
                              cwd=str(Path(__file__).resolve().parents[2]), timeout=60, env=env)
    finally:
        server.stop()
    assert "only root can read another user's rootless containers" in done.stdout, done.stdout + done.stderr
