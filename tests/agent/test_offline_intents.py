"""The offline engine's question types: many ordinary phrasings per type, and the things they name."""

from __future__ import annotations

import pytest

from reos_desktop.agent.offline.intents import parse_question

PHRASINGS = {
    "service_status": ["is nginx up?", "is nginx running", "nginx running?", "Is the web server up?",
                       "is postgres running?", "status of nginx", "what is the status of ssh", "is sshd alive",
                       "is docker running right now?", "is nginx down?", "nginx status", "did nginx crash?",
                       "is cron up and running"],
    "process_running": ["is there a process named python", "is the process sleep running",
                        "are there any processes called java", "how many python processes"],
    "failed_services": ["failed services?", "which services have failed", "any failing units?", "what is broken",
                        "did any service fail"],
    "services_list": ["which services are enabled", "list services", "what services are installed"],
    "disk_space": ["how much free space on /", "is the disk full?", "disk usage", "how much disk space is left on /var",
                   "df", "free space on /home", "show me the filesystems"],
    "memory": ["how much memory is free", "memory usage", "how much RAM do I have", "what's my ram", "free -h"],
    "swap": ["swap usage", "is swap being used", "how much swap is there"],
    "load": ["what's the load", "load average?", "what is the system load"],
    "uptime": ["how long has the machine been up", "uptime", "when did the machine boot", "last reboot?",
               "how long has this server been running"],
    "cpu_usage": ["cpu usage", "how busy is the cpu", "what's the cpu utilization"],
    "top_cpu": ["top processes by cpu", "what is using the cpu", "cpu hogs", "top 5 processes",
                "which process uses the most cpu", "what's eating my cpu?"],
    "top_memory": ["top memory hogs", "what uses the most memory", "processes by memory", "what is eating all the ram",
                   "which processes use the most memory", "top 3 memory consumers"],
    "process_usage": ["how much memory does python use", "how much cpu is nginx using"],
    "listening_ports": ["what ports are listening", "which ports are open?", "list open ports", "what is listening",
                        "show listening sockets"],
    "port_owner": ["what is listening on port 443", "what's using port 443", "who is on port 80?",
                   "is port 22 open", "which process uses port 5432", "what's on :8080", "port 53/udp?"],
    "ip_addresses": ["what is my ip address", "ip addresses", "show network interfaces", "what's my IP?",
                     "mac address of eth0"],
    "dns": ["what dns servers do I use", "which nameservers are configured", "dns?"],
    "gateway": ["what is the default gateway", "default route", "what's my router"],
    "hostname": ["what's the hostname", "what is this machine called", "host name?", "machine name"],
    "kernel": ["which kernel am I running", "kernel version", "uname", "what linux kernel is this"],
    "os_version": ["what os is this", "which distro am I on", "operating system version", "debian version?",
                   "what version of ubuntu is this", "release codename"],
    "cpu_info": ["what cpu does this machine have", "how many cores", "cpu model", "which processor is this",
                 "architecture?"],
    "package_installed": ["is nginx installed", "is curl installed?", "do I have docker", "do we have git installed",
                          "is the package vim installed", "is there a package named htop"],
    "package_version": ["which version of docker is installed", "what version of nginx", "nginx version",
                        "what's the version of curl", "version of openssl?", "which nginx version is installed"],
    "package_count": ["how many packages are installed", "number of installed packages", "package count"],
    "package_history": ["recently upgraded packages", "what was installed recently", "what got upgraded today",
                        "package history", "which packages were updated in the last 3 days", "apt history",
                        "recent upgrades"],
    "membership": ["is alice in group docker", "is alice a member of sudo", "does alice belong to the docker group",
                   "is bob in the wheel group?", "can alice sudo", "is root an admin"],
    "group_members": ["who is in group docker", "who is in the docker group", "members of group sudo",
                      "which users are in docker", "who can use docker"],
    "user_groups": ["what groups is alice in", "which groups does alice belong to", "groups of alice"],
    "user_exists": ["does user bob exist", "is there a user named bob", "does the group docker exist"],
    "login_users": ["list login users", "which users can log in", "list users", "what users are there",
                    "human users?"],
    "groups_list": ["list groups", "what groups are there"],
    "containers": ["which containers are running", "list containers", "show all containers", "running containers",
                   "docker ps", "nextcloud containers", "how many containers are there"],
    "container_status": ["is container web running", "is the web container up?", "status of container db"],
    "log_errors": ["any errors in the logs?", "recent errors in logs", "errors in the nginx log",
                   "show me the journal errors", "what went wrong", "warnings in the last 2 hours", "recent logs"],
    "state_diff": ["what changed since the last snapshot", "what has changed?", "changes since yesterday",
                   "state diff"],
    "recent_files": ["recently modified files in /etc", "what files changed under /var/log", "files modified today",
                     "recently changed files"],
    "network_traffic": ["network traffic right now", "how much bandwidth is used", "network usage", "traffic?"],
    "disk_io": ["disk io", "disk activity", "what is writing to the disk", "iostat"],
}


@pytest.mark.parametrize("intent, question", [(i, q) for i, qs in PHRASINGS.items() for q in qs])
def test_phrasings(intent, question):
    assert parse_question(question).intent == intent, question


def test_at_least_25_question_types():
    assert len(PHRASINGS) >= 25


@pytest.mark.parametrize("question, name", [
    ("is nginx up?", "nginx"), ("Is the web server up?", "web server"), ("is postgres running?", "postgres"),
    ("status of nginx", "nginx"), ("which version of docker is installed", "docker"), ("nginx version", "nginx"),
    ("is curl installed?", "curl"), ("do I have docker", "docker"), ("is container web running", "web"),
    ("how much memory does python use", "python"), ("is there a process named python", "python"),
    ("is MyService running", "MyService"),
])
def test_names(question, name):
    assert parse_question(question).name == name


def test_entities():
    q = parse_question("what is listening on port 443")
    assert q.port == 443
    assert parse_question("what's on :8080").port == 8080
    assert parse_question("port 53/udp?").port == 53
    assert parse_question("how much free space on /var/lib").path == "/var/lib"
    assert parse_question("top 5 processes").number == 5
    assert parse_question("which packages were updated in the last 3 days").minutes == 3 * 1440
    assert parse_question("errors in the last 2 hours").minutes == 120
    assert parse_question("files modified today").minutes == 1440
    q = parse_question("is alice in group docker")
    assert (q.name, q.second) == ("alice", "docker")
    assert parse_question("can alice sudo").extra.get("admin") is True
    assert parse_question("port 99999 is open").port is None


@pytest.mark.parametrize("question", ["what is the weather like", "write me a poem", "why is my laptop slow",
                                      "how do I configure nginx", "", "hello", "restart nginx", "install docker",
                                      "explain the load average", "how to check disk usage"])
def test_not_understood(question):
    assert parse_question(question).intent == ""
