"""The predicate grammar: boolean structure, clause families and their ordinary phrasings, poorly posed wording.

Parsing never touches the machine, so these tests need no tools."""

from __future__ import annotations

import pytest

from reos_desktop.check.clauses import Unrecognized
from reos_desktop.check.grammar import parse_predicate
from reos_desktop.check.units import PoorlyPosed, parse_quantity


def atom(text: str) -> dict:
    tree = parse_predicate(text).to_dict()
    assert tree["type"] == "atom", tree
    return tree


@pytest.mark.parametrize("text, family, negated, extra", [
    # services and the plain "X is running"
    ("nginx is up", "running", False, {"name_value": "nginx"}),
    ("is nginx running", "running", False, {"name_value": "nginx"}),
    ("nginx running?", "running", False, {"name_value": "nginx"}),
    ("nginx is up and running", "running", False, {"name_value": "nginx"}),
    ("ssh isn't running", "running", True, {"name_value": "ssh"}),
    ("ssh is not running", "running", True, {"name_value": "ssh"}),
    ("nginx not running", "running", True, {"name_value": "nginx"}),
    ("nginx is down", "running", True, {"name_value": "nginx"}),
    ("nginx is stopped", "running", True, {"name_value": "nginx"}),
    ("the web server is running", "running", False, {"name_value": "web server"}),
    ("check that nginx is currently running", "running", False, {"name_value": "nginx"}),
    ("nginx service is running", "service", False, {"name_value": "nginx", "test": "running"}),
    ("service nginx is active", "service", False, {"name_value": "nginx", "test": "active"}),
    ("nginx.service is inactive", "service", True, {"name_value": "nginx.service", "test": "active"}),
    ("postgresql is enabled", "service", False, {"test": "enabled"}),
    ("postgresql is disabled", "service", True, {"test": "enabled"}),
    ("postgresql starts at boot", "service", False, {"test": "enabled"}),
    ("cups does not start at boot", "service", True, {"test": "enabled"}),
    ("nginx has failed", "service", False, {"test": "failed"}),
    ("nginx is masked", "service", False, {"test": "masked"}),
    ("service foo exists", "service", False, {"test": "exists", "name_value": "foo"}),
    ("no service has failed", "failed_services", True, {}),
    ("no services have failed", "failed_services", True, {}),
    ("there are no failed services", "failed_services", True, {}),
    ("there are failed units", "failed_services", False, {}),
    ("some service has failed", "failed_services", False, {}),
    # processes
    ("process python3 is running", "process", False, {"name_value": "python3"}),
    ("the sleep process is running", "process", False, {"name_value": "sleep"}),
    ("there is no process named foo", "process", True, {"name_value": "foo"}),
    ("no process named foo is running", "process", True, {"name_value": "foo"}),
    ("at least 2 python3 processes are running", "process_count", False, {"op": ">=", "count": 2}),
    ("more than 3 processes named nginx", "process_count", False, {"op": ">", "count": 3, "name_value": "nginx"}),
    ("number of nginx processes is at most 4", "process_count", False, {"op": "<=", "count": 4}),
    ("number of processes is below 500", "process_total", False, {"op": "<", "count": 500}),
    # ports
    ("port 22 open", "port", False, {"port": 22, "proto": None}),
    ("port 443 is listening", "port", False, {"port": 443}),
    ("is port 80 open", "port", False, {"port": 80}),
    ("port 443 is listening on tcp", "port", False, {"port": 443, "proto": "tcp"}),
    ("udp port 53 is open", "port", False, {"port": 53, "proto": "udp"}),
    ("53/udp is listening", "port", False, {"port": 53, "proto": "udp"}),
    ("port 8080 is closed", "port", True, {"port": 8080}),
    ("port 8080 is not in use", "port", True, {"port": 8080}),
    ("port 8080 is free", "port", True, {"port": 8080}),
    ("nothing is listening on port 8080", "port", True, {"port": 8080}),
    ("something is listening on port 8080", "port", False, {"port": 8080}),
    ("port 8080 is open on 127.0.0.1", "port", False, {"port": 8080, "address": "127.0.0.1"}),
    ("sshd is listening on port 22", "port_owner", False, {"owner": "sshd", "port": 22}),
    ("port 5432 is used by postgres", "port_owner", False, {"owner": "postgres", "port": 5432}),
    ("nginx is not listening on port 80", "port_owner", True, {"owner": "nginx"}),
    # packages
    ("nginx is installed", "package", False, {"name_value": "nginx"}),
    ("docker isn't installed", "package", True, {"name_value": "docker"}),
    ("curl is missing", "package", True, {"name_value": "curl"}),
    ("package vim is installed", "package", False, {"name_value": "vim"}),
    ("nginx version >= 1.22", "package_version", False, {"op": ">=", "version": "1.22"}),
    ("version of nginx is at least 1.22", "package_version", False, {"op": ">=", "version": "1.22"}),
    ("docker is newer than 24.0", "package_version", False, {"op": ">", "version": "24.0"}),
    ("docker is older than v25", "package_version", False, {"op": "<", "version": "25"}),
    ("nginx is at version 1.22.1", "package_version", False, {"op": "=", "version": "1.22.1"}),
    ("nginx < 2", "package_version", False, {"op": "<", "version": "2"}),
    # users and groups
    ("user alice exists", "user_exists", False, {"name_value": "alice"}),
    ("user bob does not exist", "user_exists", True, {"name_value": "bob"}),
    ("there is no user named bob", "user_exists", True, {"name_value": "bob"}),
    ("group docker exists", "group_exists", False, {"name_value": "docker"}),
    ("alice is in group docker", "membership", False, {"user": "alice", "group": "docker"}),
    ("alice is in the docker group", "membership", False, {"user": "alice", "group": "docker"}),
    ("alice is a member of docker", "membership", False, {"user": "alice", "group": "docker"}),
    ("alice belongs to docker", "membership", False, {"user": "alice", "group": "docker"}),
    ("alice isn't in group sudo", "membership", True, {"user": "alice", "group": "sudo"}),
    ("group docker contains alice", "membership", False, {"user": "alice", "group": "docker"}),
    ("group docker is empty", "group_has_members", True, {"group": "docker"}),
    # disks
    ("disk usage of / is below 90%", "disk", False, {"mount": "/", "measure": "usage_percent", "op": "<"}),
    ("/ is less than 90% full", "disk", False, {"mount": "/", "measure": "usage_percent", "op": "<"}),
    ("/var has more than 10 GB free", "disk", False, {"mount": "/var", "measure": "free_bytes", "op": ">"}),
    ("free space on / is at least 5 GiB", "disk", False, {"mount": "/", "measure": "free_bytes", "op": ">="}),
    ("/home has 20G free", "disk", False, {"mount": "/home", "measure": "free_bytes", "op": ">="}),
    ("root filesystem usage is under 80 percent", "disk", False, {"mount": "/", "measure": "usage_percent"}),
    ("disk usage is below 90%", "disk", False, {"mount": None}),
    ("used space on /srv is below 100 GB", "disk", False, {"mount": "/srv", "measure": "used_bytes"}),
    # memory, swap, load, cpu, uptime
    ("memory usage is below 80%", "memory", False, {"measure": "usage_percent", "op": "<"}),
    ("ram usage < 90", "memory", False, {"measure": "usage_percent"}),
    ("available memory is above 2 GB", "memory", False, {"measure": "free_bytes", "op": ">"}),
    ("free memory is at least 512 MiB", "memory", False, {"measure": "free_bytes", "op": ">="}),
    ("total memory is at least 16 GB", "memory", False, {"measure": "total_bytes"}),
    ("swap usage < 50%", "swap", False, {"measure": "usage_percent", "op": "<"}),
    ("swap is enabled", "swap_enabled", False, {}),
    ("there is no swap", "swap_enabled", True, {}),
    ("swap is off", "swap_enabled", True, {}),
    ("load average is under 4", "load", False, {"window": 0, "op": "<"}),
    ("the 15-minute load is above 2", "load", False, {"window": 2, "op": ">"}),
    ("load per core is below 1", "load", False, {"per_core": True}),
    ("cpu usage is below 50%", "cpu_percent", False, {"op": "<"}),
    ("the machine has at least 4 cores", "cpu_count", False, {"what": "cores", "op": ">="}),
    ("uptime is more than 1 day", "uptime", False, {"op": ">"}),
    ("the system has been up for more than 2 hours", "uptime", False, {"op": ">"}),
    ("booted less than an hour ago", "uptime", False, {"op": "<"}),
    # kernel, OS, host
    ("kernel version >= 6.1", "kernel", False, {"op": ">=", "version": "6.1"}),
    ("kernel is newer than 5.15", "kernel", False, {"op": ">", "version": "5.15"}),
    ("the kernel is 6.8.0-45-generic", "kernel", False, {"op": "=", "version": "6.8.0-45-generic"}),
    ("os is debian", "os", False, {"name_value": "debian"}),
    ("the distro is not ubuntu", "os", True, {"name_value": "ubuntu"}),
    ("this is a debian machine", "os", False, {"name_value": "debian"}),
    ("running on fedora", "os", False, {"name_value": "fedora"}),
    ("debian version is 12", "os_version", False, {"distro": "debian", "op": "=", "version": "12"}),
    ("os version >= 22.04", "os_version", False, {"distro": None, "op": ">="}),
    ("hostname is vm", "hostname", False, {"name_value": "vm"}),
    ("architecture is amd64", "arch", False, {"name_value": "amd64"}),
    ("codename is bookworm", "codename", False, {"name_value": "bookworm"}),
    # containers
    ("container web is running", "container", False, {"name_value": "web", "state": "running"}),
    ("the web container is up", "container", False, {"name_value": "web", "state": "running"}),
    ("container db is not running", "container", True, {"name_value": "db"}),
    ("container db is exited", "container", False, {"state": "exited"}),
    ("container web exists", "container_exists", False, {"name_value": "web"}),
    ("no containers are running", "containers_count", True, {"scope": "running"}),
    ("there are running containers", "containers_count", False, {"scope": "running"}),
    ("at least 2 containers are running", "containers_count", False, {"op": ">=", "count": 2}),
    ("there are no containers", "containers_count", True, {"scope": "all"}),
    # files and logs
    ("file /etc/nginx/nginx.conf exists", "file", False, {"path": "/etc/nginx/nginx.conf", "kind": "file"}),
    ("/etc/hosts exists", "file", False, {"path": "/etc/hosts", "kind": "path"}),
    ("/etc/Foo.conf does not exist", "file", True, {"path": "/etc/Foo.conf"}),
    ("directory /etc/nginx exists", "file", False, {"kind": "directory"}),
    ("/etc/nginx is a directory", "file", False, {"kind": "directory"}),
    ("there are no errors in the logs", "logs", True, {"priority": "err", "since_minutes": 60}),
    ("nginx has logged errors in the last 30 minutes", "logs", False, {"unit": "nginx", "since_minutes": 30}),
    ("the nginx log has no warnings", "logs", True, {"unit": "nginx", "priority": "warning"}),
])
def test_clause_families(text, family, negated, extra):
    parsed = atom(text)
    assert parsed["family"] == family
    assert parsed["negated"] is negated
    for key, value in extra.items():
        assert parsed[key] == value, (key, parsed)


def test_names_and_paths_keep_their_case():
    assert atom("container MyApp is running")["name_value"] == "MyApp"
    assert atom("/etc/Foo.conf exists")["path"] == "/etc/Foo.conf"
    assert atom("user Alice exists")["name_value"] == "Alice"


def test_and_or_not_and_parentheses():
    tree = parse_predicate("(nginx is running or port 80 is open) and not disk usage of / is above 95%").to_dict()
    assert tree["type"] == "and"
    assert tree["args"][0]["type"] == "or"
    assert [a["family"] for a in tree["args"][0]["args"]] == ["running", "port"]
    assert tree["args"][1]["type"] == "not" and tree["args"][1]["arg"]["family"] == "disk"
    # "and" binds tighter than "or"
    tree = parse_predicate("port 1 is open or port 2 is open and port 3 is open").to_dict()
    assert tree["type"] == "or" and tree["args"][1]["type"] == "and"
    assert parse_predicate("port 1 is open && !(port 2 is open) || port 3 is open").to_dict()["type"] == "or"
    assert parse_predicate("it is not the case that port 2 is open").to_dict()["type"] == "not"


def test_commas_take_the_meaning_of_the_last_operator():
    tree = parse_predicate("nginx, apache2 or caddy is running").to_dict()
    assert tree["type"] == "or"
    assert [a["name_value"] for a in tree["args"]] == ["nginx", "apache2", "caddy"]
    tree = parse_predicate("port 22 is open, swap is off and os is debian").to_dict()
    assert tree["type"] == "and" and len(tree["args"]) == 3


def test_a_bare_name_borrows_from_its_neighbour():
    tree = parse_predicate("nginx and apache2 are running").to_dict()
    assert [a["name_value"] for a in tree["args"]] == ["nginx", "apache2"]
    assert {a["family"] for a in tree["args"]} == {"running"}
    tree = parse_predicate("os is debian or ubuntu").to_dict()
    assert [a["name_value"] for a in tree["args"]] == ["debian", "ubuntu"]
    tree = parse_predicate("nginx is running and apache2").to_dict()
    assert [a["name_value"] for a in tree["args"]] == ["nginx", "apache2"]
    tree = parse_predicate("neither nginx nor apache2 is running").to_dict()
    assert tree["type"] == "and" and all(a["type"] == "not" for a in tree["args"])
    assert [a["arg"]["name_value"] for a in tree["args"]] == ["nginx", "apache2"]
    tree = parse_predicate("curl and wget are installed").to_dict()
    assert [a["family"] for a in tree["args"]] == ["package", "package"]


@pytest.mark.parametrize("text, says", [
    ("", "empty"),
    ("   ", "empty"),
    ("is running and", "no subject"),
    ("nginx is running and", "nothing after"),
    ("and nginx is running", "nothing before"),
    ("nginx is running or or port 22 is open", "nothing after"),
    ("(port 22 is open", "not closed"),
    ("port 22 is open)", "no matching"),
    ("()", "holds nothing"),
    ("is running", "no subject"),
    ("disk usage of / is below 90 parsecs", "parsecs"),
    ("/var has more than 10 free", "needs a unit"),
    ("port 70000 is open", "not a port"),
    ("load is below 50%", "not a percentage"),
    ("uptime is more than 3 bananas", "not a unit of time"),
    ("etc/hosts exists", "absolute"),
    ("nginx", "nothing that can be true"),
    ("neither nginx is running", "nor"),
])
def test_poorly_posed(text, says):
    from reos_desktop.check.grammar import Bad, walk

    try:
        tree = parse_predicate(text)
    except PoorlyPosed as err:
        assert says in str(err)
        return
    bad = [n for n in walk(tree) if isinstance(n, Bad)]
    assert bad, f"{text!r} parsed as {tree.to_dict()}"
    assert says in bad[0].why


@pytest.mark.parametrize("text", ["the server feels slow", "everything is fine", "the backups are recent",
                                  "my vpn works"])
def test_outside_the_grammar_is_recognised_as_such(text):
    assert isinstance(parse_predicate(text), Unrecognized)


@pytest.mark.parametrize("text, kind, value", [
    ("90%", "percent", 90), ("90 percent", "percent", 90), ("10 GB", "bytes", 10 ** 10),
    ("10GiB", "bytes", 10 * 2 ** 30), ("5G", "bytes", 5 * 2 ** 30), ("512 MiB", "bytes", 512 * 2 ** 20),
    ("2 gigs", "bytes", 2 * 10 ** 9), ("1.5 TB", "bytes", 1.5e12), ("3 days", "seconds", 3 * 86400),
    ("4", "number", 4),
])
def test_quantities(text, kind, value):
    q = parse_quantity(text)
    assert q.kind == kind and q.value == value


def test_a_short_yes_or_no_borrows_the_previous_test():
    tree = parse_predicate("apache2 is installed but nginx isn't").to_dict()
    assert [(a["name_value"], a["negated"]) for a in tree["args"]] == [("apache2", False), ("nginx", True)]
    tree = parse_predicate("curl isn't installed but nginx is").to_dict()
    assert [(a["name_value"], a["negated"]) for a in tree["args"]] == [("curl", True), ("nginx", False)]
    tree = parse_predicate("nginx is stopped but apache2 isn't").to_dict()
    # stopped = not running; "isn't stopped" = running
    assert [(a["test"], a["negated"]) for a in tree["args"]] == [("running", True), ("running", False)]
    tree = parse_predicate("nginx is running and apache2 is too").to_dict()
    assert [a["name_value"] for a in tree["args"]] == ["nginx", "apache2"] and not tree["args"][1]["negated"]


@pytest.mark.parametrize("text", ["the system is up", "the machine is running", "everything is running",
                                  "the server is up"])
def test_the_machine_itself_is_not_a_service_name(text):
    assert isinstance(parse_predicate(text), Unrecognized)
