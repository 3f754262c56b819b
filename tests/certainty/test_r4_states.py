"""States, existence and listings (round 4): robustness to form — a table cell's own state over its column
header, an owner or an exception is not the subject of a state, a name in a clause of its own is not either,
an unknown name set as code next to the state is the subject, 'gave up' is no state."""

from __future__ import annotations

from tests.certainty._bundles import steady, tool
from tests.certainty._bundles import claim_statuses as _status


def _units(*units, eid="e2") -> dict:
    return tool(eid, "linux_service_status", {"units": [
        {"unit": u, "load_state": "loaded", "active_state": a, "sub_state": s, "unit_file_state": f}
        for u, a, s, f in units]})


UNITS = _units(("nginx.service", "active", "running", "enabled"), ("ssh.service", "active", "running", "enabled"),
               ("certbot.service", "inactive", "dead", "static"), ("cups.service", "active", "running", "enabled"))


def _containers(*rows, all_=True) -> dict:
    return tool("e3", "linux_containers", {"runtime": "docker", "containers": [
        {"id": f"{i:012x}", "name": n, "image": img, "state": st, "status": stat, "ports": []}
        for i, (n, img, st, stat) in enumerate(rows)]}, args={"all": all_})


CONTAINERS = _containers(("nextcloud-db", "postgres:16-alpine", "running", "Up 9 days"),
                         ("watchtower", "containrrr/watchtower", "exited", "Exited (0) 3 days ago"),
                         ("immich-machine-learning", "ghcr.io/immich-app/immich-machine-learning:v1", "running",
                          "Up 3 hours"),
                         ("immich-server", "ghcr.io/immich-app/immich-server:v1", "restarting",
                          "Restarting (1) 38 seconds ago"))


def _nodes(*ready) -> dict:
    return tool("e5", "kubernetes_get", {"items": [
        {"kind": "Node", "metadata": {"name": n}, "status": {"conditions": [{"type": "Ready", "status": r}]}}
        for n, r in ready]}, args={"resource": "nodes"})


def _processes(*rows) -> dict:
    return tool("e4", "linux_processes", {"sort": "cpu", "processes": [
        {"pid": pid, "name": n, "user": u, "cpu_percent": 1.0, "rss_bytes": 1 << 20, "status": "sleeping",
         "cmdline": n} for pid, n, u in rows]})


# --- a table cell's own state word, not its column header's ---------------------------------------------

def test_a_cell_state_is_judged_not_the_header_state():
    nodes = _nodes(("corvo", "False"), ("beau", "True"))
    got = _status("| node | ready? |\n|---|---|\n| corvo | ❌ NotReady |\n| beau | Ready |\n", nodes)
    assert got["NotReady"] == "verified"
    assert got["Ready"] == "verified"
    # a variant wording: the column says "Running?" and the cell says the opposite state
    got = _status("| node | Up? |\n|---|---|\n| beau | NotReady |\n", nodes)
    assert got["NotReady"] == "contradicted"


def test_the_header_state_of_a_cell_naming_an_account_is_not_claimed_of_the_account():
    procs = _processes((10, "steam", "lena"), (11, "firefox", "marco"))
    got = _status("| user | What's running |\n|---|---|\n| lena | Steam is running as lena |\n", procs)
    assert got["Steam is running as lena"] == "verified"


# --- whose state it is ------------------------------------------------------------------------------------

def test_an_owner_after_as_or_under_is_not_the_subject():
    procs = _processes((10, "steam", "lena"), (11, "firefox", "marco"))
    accounts = steady(users=[{"name": n, "uid": u, "gid": u, "home": f"/home/{n}", "shell": "/bin/bash"}
                             for n, u in (("lena", 1000), ("marco", 1001))])
    got = _status("Steam is open. It's running under **lena**'s account.", procs, accounts)
    assert got["It's running under **lena**'s account"] == "verified"
    got = _status("Steam is open; it is running as lena.", procs, accounts)
    assert got["it is running as lena"] == "verified"


def test_an_excepted_name_does_not_carry_the_state():
    got = _status("nginx, ssh and certbot are loaded. All of them except certbot are enabled at boot.", UNITS)
    assert got["All of them except certbot are enabled at boot"] != "contradicted"
    got = _status("Apart from certbot, everything is running.", UNITS)
    assert got["Apart from certbot, everything is running"] != "contradicted"


def test_a_name_in_a_clause_of_its_own_after_the_state_is_not_its_subject():
    got = _status("This started after Watchtower pulled a new image.", CONTAINERS)
    assert got["This started after Watchtower pulled a new image"] != "contradicted"
    # the name before the state is still its subject
    got = _status("Watchtower is running.", CONTAINERS)
    assert got["Watchtower is running"] == "contradicted"


def test_an_unknown_name_set_as_code_next_to_the_state_is_its_subject():
    got = _status("It can't reach its Postgres database, even though the `immich_postgres` container is up.",
                  CONTAINERS)
    text = next(t for t in got if "immich_postgres" in t)
    assert got[text] == "contradicted"   # no such container in the complete listing: not the nextcloud-db one
    # ", even though" opens a clause of its own
    got = _status("Its Postgres database is unreachable, even though the `immich_postgres` container is up.",
                  CONTAINERS)
    assert got["the `immich_postgres` container is up"] == "contradicted"


def test_gave_up_is_not_up():
    got = _status("CUPS is fine. It kept retrying for an hour before it gave up.", UNITS)
    assert got.get("It kept retrying for an hour before it gave up") != "verified"


def test_a_contrast_joins_a_second_state_of_the_subject():
    units = _units(("sshd.service", "inactive", "dead", "disabled"))
    got = _status("`sshd.service` is **inactive (dead)** but still enabled.", units)
    assert got["`sshd.service` is **inactive (dead)**"] == "verified"
    assert got["still enabled"] == "contradicted"
    got = _status("nginx is running, yet disabled at boot.", UNITS)
    assert got["nginx is running"] == "verified"
    assert got["disabled at boot"] == "contradicted"


def test_a_restart_loop_is_restarting():
    got = _status("Looks like **immich-server** is stuck in a restart loop.", CONTAINERS)
    assert got["Looks like **immich-server** is stuck in a restart loop"] == "verified"
    got = _status("nextcloud-db is in a crash loop.", CONTAINERS)
    assert got["nextcloud-db is in a crash loop"] == "contradicted"


def test_an_event_counted_is_not_the_state_now():
    got = _status("CUPS looked for the printer and failed twice.", UNITS)
    assert all(s != "contradicted" for s in got.values())
    got = _status("cups.service crashed three times.", UNITS)
    assert got["cups.service crashed three times"] != "contradicted"
    # the contrast does not swallow the next clause
    containers = _containers(("api", "api:1", "running", "Up 1 hour (unhealthy)"),
                             ("worker", "worker:1", "restarting", "Restarting (1) 8 seconds ago"))
    got = _status("api is up but unhealthy and worker is stuck restarting.", containers)
    assert "contradicted" not in got.values()


# --- a file line's value belongs to the key the claim names ------------------------------------------------

PRINTERS = tool("e9", "linux_file_read", {"path": "/etc/cups/printers.conf", "offset": 0, "limit": 200,
                                          "total_lines": 6, "lines": [
    "<DefaultPrinter HP_OfficeJet_Pro_9010>", "PrinterId 2", "State Idle", "Accepting Yes", "Shared No",
    "</DefaultPrinter>"]}, args={"path": "/etc/cups/printers.conf"})


def test_a_flag_named_by_its_own_word_is_that_flag():
    got = _status("The printer is idle and it's accepting jobs.", PRINTERS)
    assert got["it's accepting jobs"] == "verified"
    got = _status("The queue is not accepting jobs.", PRINTERS)
    assert got["The queue is not accepting jobs"] == "contradicted"
    got = _status("It's shared with other computers.", PRINTERS)
    assert got["It's shared with other computers"] == "contradicted"


def test_a_number_near_a_key_named_only_in_part_is_not_its_value():
    got = _status("There's one printer configured: **HP OfficeJet Pro 9010**.", PRINTERS)
    assert "contradicted" not in got.values()
    got = _status("The PrinterId is 3.", PRINTERS)
    assert got["The PrinterId is 3"] == "contradicted"


def test_a_host_label_over_its_attributes_is_not_a_hostname():
    got = _status("- host: kernel 6.8.0-45-generic, 12 cores", steady())
    assert got["kernel 6.8.0-45-generic"] == "verified"
    assert _status("- host: corellia", steady())["corellia"] == "verified"
    assert _status("- host: naboo", steady())["naboo"] == "contradicted"
