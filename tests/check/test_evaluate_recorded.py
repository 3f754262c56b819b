"""Container predicates against recorded Docker Engine API output (this machine has no Docker daemon).

The recorded /containers/json answer goes through the containers tool's own parser, so the data has the
shape the real tool gives; everything else (the steady state) is this machine's."""

from __future__ import annotations

import pytest

from reos_desktop.check import evaluate_predicate
from reos_desktop.evidence.canonical import now_iso
from reos_desktop.evidence.models import EvidenceItem
from reos_desktop.tools.containers import container_from_api
from tests.check import realstate

RECORDED = [  # GET /containers/json?all=1 of a Docker 24 engine, trimmed
    {"Id": "3f2c9a1b7d4e5f60718293a4b5c6d7e8f9012345", "Names": ["/web"], "Image": "nginx:1.25", "State": "running",
     "Status": "Up 2 hours (healthy)", "Created": 1732200000,
     "Ports": [{"IP": "0.0.0.0", "PrivatePort": 80, "PublicPort": 8080, "Type": "tcp"}]},
    {"Id": "9a8b7c6d5e4f30211203948576afbecd00112233", "Names": ["/db"], "Image": "postgres:16", "State": "exited",
     "Status": "Exited (0) 3 days ago", "Created": 1731900000, "Ports": []},
    {"Id": "77aa88bb99cc00dd11ee22ff33aa44bb55cc66dd", "Names": ["/nextcloud-app-1"], "Image": "nextcloud:29",
     "State": "running", "Status": "Up 5 minutes", "Created": 1732210000, "Ports": []},
]


@pytest.fixture(scope="module")
def snap():
    return realstate.snapshot()


def docker_runner(records=RECORDED, error=None, complete=True):
    real = realstate.runner()

    def run_tool(name, args):
        if name != "linux_containers":
            return real(name, args)
        chosen = [c for c in records if args.get("all") or c["State"] == "running"]
        data = None if error else {"runtime": "docker", "containers": [container_from_api(c, "docker") for c in chosen]}
        if not complete:
            data["unreadable"] = {"/run/user/1000/podman/podman.sock": "permission denied"}
        item = EvidenceItem(id=f"e{real.next}", kind="tool", tool=name, args=args, collected_at=now_iso(),
                            complete=complete and not error, error=error, data=data)
        real.next += 1
        return item

    return run_tool


@pytest.mark.parametrize("text, code", [
    ("container web is running", 0), ("the web container is up", 0), ("container web is healthy", 0),
    ("container db is running", 1), ("container db is not running", 0), ("container db is exited", 0),
    ("container db is stopped", 0), ("container cache is running", 1), ("container cache exists", 1),
    ("container db exists", 0), ("no containers are running", 1), ("there are running containers", 0),
    ("at least 2 containers are running", 0), ("more than 2 containers are running", 1),
    ("number of containers is 3", 0), ("there are no containers", 1),
    ("container nextcloud-app-1 is running and container db is exited", 0),
    ("web is running", 0),          # no kind word: not a service, not a process, a running container
    ("container 3f2c9a1b is running", 0),  # an id prefix
])
def test_containers(snap, text, code):
    v = evaluate_predicate(text, docker_runner(), snap)
    realstate.cited_ids_are_evidence(v)
    assert v.exit_code == code, v.explanation


def test_an_unreadable_runtime_blocks_negatives_but_not_positives(snap):
    run = docker_runner(complete=False)
    assert evaluate_predicate("container web is running", run, snap).exit_code == 0
    v = evaluate_predicate("container cache is running", run, snap)
    assert v.exit_code == 3 and "incomplete" in v.explanation
    assert evaluate_predicate("no containers are running", run, snap).exit_code == 1  # two are: a lower bound
    v = evaluate_predicate("fewer than 9 containers exist", run, snap)
    assert v.exit_code == 3 and "may be higher" in v.explanation, v.explanation


def test_no_runtime_reachable(snap):
    v = evaluate_predicate("container web is running", docker_runner(error="no container runtime is reachable "
                                                                          "(looked at /var/run/docker.sock: nothing "
                                                                          "is listening on it)"), snap)
    assert v.exit_code == 3 and "could not be listed" in v.explanation
