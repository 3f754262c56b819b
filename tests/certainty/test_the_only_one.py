"""'grafana is the only one that isn't running' and "It's the only container that isn't running": "the only one"
is of the kind of thing named (or pointed at by "it"), checked over the complete listing of that kind. And an exit
code written the way `docker ps` writes it ("Exited (1)") is the container's own, and "Docker shows it as
Restarting" is no state of Docker's."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _boxes(*stopped: str) -> dict:
    names = ["grafana", "prometheus", "pihole", "traefik"]
    return tool("e4", "linux_containers", {"runtime": "docker", "containers": [
        {"name": n, "image": f"{n}:latest", "state": "exited" if n in stopped else "running",
         "status": "Exited (1) 2 hours ago" if n in stopped else "Up 3 days", "ports": []} for n in names]},
        args={"all": True})


def test_the_only_one_is_of_the_kind_of_thing_named():
    answer = "grafana is the only one that isn't running."
    assert status_containing(answer, "only one", _boxes("grafana")) == "verified"
    assert status_containing(answer, "only one", _boxes("grafana", "pihole")) == "contradicted"


def test_it_is_the_only_one_points_at_the_thing_named_before():
    answer = "Pi-hole exited two hours ago. It's the only container that isn't running."
    assert status_containing(answer, "only container", _boxes("pihole")) == "verified"
    assert status_containing(answer, "only container", _boxes("pihole", "traefik")) == "contradicted"


def test_an_exit_code_in_parentheses_is_the_containers_own():
    table = "| Container | State |\n|---|---|\n| grafana | ❌ Exited ({}) |\n"
    assert status_containing(table.format(1), "Exited", _boxes("grafana")) == "verified"
    assert status_containing(table.format(137), "Exited", _boxes("grafana")) == "contradicted"


def test_the_one_who_shows_a_state_is_not_the_one_in_it():
    from reos_desktop.certainty.wrapper import verify_bundle
    from tests.certainty._bundles import bundle, steady
    host = steady(installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm"})
    # the state is grafana's (Docker only reports it): grafana is listed as exited, not restarting
    answer = "grafana is stuck. Docker shows it as Restarting."
    claim = [c for c in verify_bundle(bundle(answer, _boxes("grafana"), host)).claims if "Docker shows" in c.text][0]
    assert claim.status == "contradicted" and "grafana" in claim.reason, claim.reason
    answer = "grafana is stuck. Docker shows it as Exited."
    assert status_containing(answer, "Docker shows", _boxes("grafana"), host) == "verified"
