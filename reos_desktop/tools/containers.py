"""linux_containers: containers of Docker and Podman, read from their Engine API over unix sockets.

No docker CLI is needed: Podman serves a Docker-compatible API, so one client reads both. Sockets are
found from DOCKER_HOST and the usual places; every reachable one is asked (a machine may run both), and
the data says which runtime answered. Rootless Podman without its API socket is asked through
`podman ps` instead. When nothing answers, the error lists where it looked and why each failed.
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone

from pydantic import Field

from reos_desktop.tools.budgets import keep_head
from reos_desktop.tools.context import ToolContext, ToolError
from reos_desktop.tools.registry import Args, Number, ToolSpec

DEFAULT_LIMIT = 100
API_TIMEOUT_S = 5.0
RUN_USER = "/run/user"  # per-user runtime folders (a module constant so tests can point it elsewhere)
_STATES = {"running", "exited", "paused", "created", "restarting", "dead", "removing"}


class ContainersArgs(Args):
    all: bool = Field(False, description="include stopped containers")
    limit: Number = Field(DEFAULT_LIMIT, ge=1, le=2000, description="most containers to list")


def candidate_sockets() -> list[tuple[str, str]]:
    """(socket path, where it came from), DOCKER_HOST first, without duplicates."""
    out: list[tuple[str, str]] = []
    host = os.environ.get("DOCKER_HOST", "")
    if host.startswith("unix://"):
        out.append((host[len("unix://"):], "DOCKER_HOST"))
    runtime_dir = os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}"
    for path in ("/var/run/docker.sock", "/run/docker.sock", f"{runtime_dir}/docker.sock",
                 "/run/podman/podman.sock", f"{runtime_dir}/podman/podman.sock"):
        out.append((path, "default location"))
    if os.geteuid() == 0:
        # Root can also ask other users' rootless engines, whose containers it would otherwise miss.
        for uid in other_session_uids():
            for path in (f"{RUN_USER}/{uid}/podman/podman.sock", f"{RUN_USER}/{uid}/docker.sock"):
                out.append((path, f"user {uid}'s rootless engine"))
    seen: set[str] = set()
    unique = []
    for path, origin in out:
        real = os.path.realpath(path)
        if real not in seen:
            seen.add(real)
            unique.append((path, origin))
    return unique


def other_session_uids() -> list[int]:
    """Uids of other users' login sessions with a runtime folder: where rootless engines keep sockets."""
    try:
        names = os.listdir(RUN_USER)
    except OSError:
        return []
    me = os.getuid()
    return sorted(int(n) for n in names if n.isdigit() and int(n) != me and int(n) >= 1000)


def _unseen_rootless(answered_paths: set[str]) -> dict[str, str]:
    """Other users' rootless containers this listing cannot include, and why (so it is not complete)."""
    unseen: dict[str, str] = {}
    for uid in other_session_uids():
        where = f"rootless containers of uid {uid}"
        if os.geteuid() != 0:
            unseen[where] = "only root can read another user's rootless containers"
        elif not any(path.startswith(f"{RUN_USER}/{uid}/") for path in answered_paths) and _has_rootless_store(uid):
            unseen[where] = "that user's containers exist but no API socket of theirs is running"
    return unseen


def _home_of(uid: int) -> str | None:
    import pwd

    try:
        return pwd.getpwuid(uid).pw_dir
    except KeyError:
        return None


def _has_rootless_store(uid: int) -> bool:
    home = _home_of(uid)
    if not home:
        return False
    return os.path.isdir(os.path.join(home, ".local/share/containers/storage/overlay-containers")) or \
        os.path.isdir(os.path.join(home, ".local/share/docker/containers"))


def _runtime_name(version: dict) -> str:
    names = " ".join(str(c.get("Name", "")) for c in version.get("Components") or [])
    platform = str((version.get("Platform") or {}).get("Name", ""))
    return "podman" if "podman" in f"{names} {platform}".lower() else "docker"


def format_ports(ports: list[dict] | None) -> list[str]:
    """Docker's `0.0.0.0:8080->80/tcp` form; an unpublished port is just `80/tcp`."""
    out = []
    for port in ports or []:
        private, kind = port.get("PrivatePort"), port.get("Type", "tcp")
        if port.get("PublicPort"):
            ip = port.get("IP") or "0.0.0.0"
            ip = f"[{ip}]" if ":" in ip else ip
            out.append(f"{ip}:{port['PublicPort']}->{private}/{kind}")
        elif private:
            out.append(f"{private}/{kind}")
    return sorted(set(out), key=out.index)


def container_from_api(raw: dict, runtime: str) -> dict:
    names = [n.lstrip("/") for n in raw.get("Names") or []]
    created = raw.get("Created")
    state = str(raw.get("State") or "").lower()
    return {
        "id": str(raw.get("Id", ""))[:12],
        "name": names[0] if names else None,
        "image": raw.get("Image"),
        "state": state if state in _STATES else (state or None),
        "status": raw.get("Status"),
        "created_at": datetime.fromtimestamp(created, timezone.utc).isoformat() if isinstance(created, (int, float))
        else created,
        "ports": format_ports(raw.get("Ports")),
        "runtime": runtime,
    }


def _ask_socket(ctx: ToolContext, path: str, show_all: bool) -> tuple[str, list[dict]]:
    import httpx

    transport = httpx.HTTPTransport(uds=path)
    with httpx.Client(transport=transport, base_url="http://engine", timeout=API_TIMEOUT_S) as client:
        ctx.record(f"GET unix://{path} /version")
        version = client.get("/version")
        version.raise_for_status()
        runtime = _runtime_name(version.json())
        query = "/containers/json?all=1" if show_all else "/containers/json"
        ctx.record(f"GET unix://{path} {query}")
        listed = client.get(query)
        listed.raise_for_status()
        return runtime, [container_from_api(c, runtime) for c in listed.json()]


def _podman_cli(ctx: ToolContext, show_all: bool) -> list[dict]:
    """Rootless Podman often runs without its API socket; `podman ps` reads the same store."""
    argv = ["podman", "ps", "--format", "json"] + (["--all"] if show_all else [])
    result = ctx.run(argv, timeout=20)
    if result.returncode != 0:
        raise ToolError(f"podman ps failed: {result.stderr.strip().splitlines()[0] if result.stderr.strip() else result.returncode}")
    out = []
    for raw in json.loads(result.stdout or "[]"):
        ports = [{"IP": p.get("host_ip"), "PublicPort": p.get("host_port"), "PrivatePort": p.get("container_port"),
                  "Type": p.get("protocol", "tcp")} for p in raw.get("Ports") or []]
        out.append(container_from_api({"Id": raw.get("Id"), "Names": raw.get("Names"), "Image": raw.get("Image"),
                                       "State": raw.get("State"), "Status": raw.get("Status"),
                                       "Created": raw.get("Created"), "Ports": ports}, "podman"))
    return out


_ENGINE_SOCKETS = ("/run/docker.sock", "/var/run/docker.sock", "/run/podman/podman.sock")
_PODMAN_PROGRAMS = ("/usr/bin/podman", "/usr/local/bin/podman", "/bin/podman")


def _in_environment(args: ContainersArgs, ctx: ToolContext) -> dict:
    """An environment target: its engines' sockets are reached through its root, its podman through exec."""
    import httpx

    root = ctx.target.root
    answered: list[str] = []
    found: list[dict] = []
    for inside in _ENGINE_SOCKETS:
        if not root.exists(inside):
            continue
        try:
            runtime, listed = _ask_socket(ctx, str(root.path(inside)), args.all)
        except (httpx.HTTPError, OSError, ValueError) as err:
            ctx.unreadable_part(inside, _reason(err))
            continue
        answered.append(runtime)
        found.extend(listed)
    if "podman" not in answered and any(root.exists(p) for p in _PODMAN_PROGRAMS):
        found.extend(_podman_cli(ctx, args.all))
        answered.append("podman")
    if not answered and not ctx.unreadable:
        # No engine socket and no podman program: the environment cannot be running containers.
        ctx.record(f"looked for {', '.join(_ENGINE_SOCKETS + _PODMAN_PROGRAMS)} in the environment")
        return {"runtime": None, "containers": [], "note": "no container runtime is installed in the environment"}
    shown, marker = keep_head(found, args.limit, "containers", "use a larger limit=, or all=false for running ones only")
    ctx.cut("containers", marker)
    return {"runtime": "+".join(sorted(set(answered), key=answered.index)) or None, "containers": shown}


def containers(args: ContainersArgs, ctx: ToolContext) -> dict:
    from reos_desktop.tools import inside

    if inside.runs_inside(ctx):
        return _in_environment(args, ctx)
    ctx.require_live("Container states")
    import httpx

    tried: dict[str, str] = {}
    answered: list[str] = []
    answered_paths: set[str] = set()
    found: list[dict] = []
    host = os.environ.get("DOCKER_HOST", "")
    if host and not host.startswith("unix://"):
        tried[host] = "DOCKER_HOST is not a unix socket; ReOS only reads local unix sockets"
    for path, origin in candidate_sockets():
        if not os.path.exists(path):
            tried[path] = "no such socket" if origin != "DOCKER_HOST" else "DOCKER_HOST names a socket that does not exist"
            continue
        try:
            runtime, listed = _ask_socket(ctx, path, args.all)
        except PermissionError:
            tried[path] = "permission denied (the user is not in the docker group)"
            continue
        except (httpx.HTTPError, OSError, ValueError) as err:
            tried[path] = _reason(err)
            continue
        answered.append(runtime)
        answered_paths.add(path)
        found.extend(listed)
    if "podman" not in answered:
        from reos_desktop.tools.runner import CommandUnavailable, resolve_program

        try:
            resolve_program("podman")
        except CommandUnavailable:
            pass
        else:
            try:
                found.extend(_podman_cli(ctx, args.all))
                answered.append("podman")
            except (ToolError, ValueError) as err:
                tried["podman ps"] = str(err)
    if not answered:
        looked = "; ".join(f"{where}: {why}" for where, why in tried.items())
        raise ToolError(f"no container runtime is reachable (looked at {looked})", data={"tried": tried})
    shown, marker = keep_head(found, args.limit, "containers", "use a larger limit=, or all=false for running ones only")
    ctx.cut("containers", marker)
    unique_runtimes = sorted(set(answered), key=answered.index)
    data = {"runtime": "+".join(unique_runtimes), "containers": shown}
    failed = {where: why for where, why in tried.items() if why != "no such socket"}
    for where, why in failed.items():
        ctx.unreadable_part(where, why)  # a runtime that is there but did not answer may hold containers
    for where, why in _unseen_rootless(answered_paths).items():
        ctx.unreadable_part(where, why)
    return data


def _reason(err: Exception) -> str:
    text = str(err) or type(err).__name__
    if "Connection refused" in text or "No such file" in text:
        return "nothing is listening on it (the daemon is not running)"
    if "timed out" in text.lower():
        return f"no answer within {API_TIMEOUT_S:g} s"
    return text.splitlines()[0][:200]


def _summary(values: dict) -> dict:
    return {"which": "all containers" if values.get("all") else "running containers"}


TOOLS = [
    ToolSpec("linux_containers", "Docker and Podman containers: name, image, state, status, ports.",
             "{which} of Docker and Podman", ContainersArgs, containers, summary_values=_summary),
]
