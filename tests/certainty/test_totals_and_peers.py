"""A total of package changes said with no time of its own, over the scope the question asked about, and the
protocol a connection with an address is said to carry ("an SSH session from 10.1.2.3")."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady, tool


def _history() -> dict:
    def event(day: int, action: str, package: str) -> dict:
        return {"time": f"2026-11-{day:02d}T06:1{day % 10}:00+00:00", "action": action, "package": package,
                "from_version": "1.0-1" if action != "install" else None,
                "to_version": "1.1-1" if action != "remove" else None}
    return tool("e5", "linux_package_history", {"source": "apt", "since": "2026-11-15T10:00:00+00:00", "events": [
        event(16, "upgrade", "curl"), event(18, "upgrade", "libcurl4"), event(19, "install", "htop"),
        event(20, "upgrade", "tzdata"), event(21, "remove", "nano")]}, args={"since_days": 7})


_LIST = ("1. curl and libcurl4 were upgraded\n2. htop was installed\n3. tzdata was upgraded\n\n"
         "That's {n} package changes in total.")


def test_a_total_with_no_time_of_its_own_is_over_the_whole_history_the_question_asked_about():
    question = "What changed on this machine over the last week?"
    assert status_containing(_LIST.format(n=4), "4 package changes", _history(), question=question) == "contradicted"
    assert status_containing(_LIST.format(n=5), "5 package changes", _history(), question=question) == "verified"


def test_a_total_under_a_question_that_narrows_the_time_is_not_shown_false():
    # the question asks about today only; the clause's total may well be of that
    assert status_containing(_LIST.format(n=1), "1 package changes", _history(),
                             question="Did anything get updated today?") != "contradicted"


def test_a_total_under_a_loose_question_is_of_the_history_read():
    # "recently" names no window of its own: the answer's total is of the history it read for it (five changes)
    assert status_containing(_LIST.format(n=4), "4 package changes", _history(),
                             question="Anything upgraded recently?") == "contradicted"
    assert status_containing(_LIST.format(n=5), "5 package changes", _history(),
                             question="Anything upgraded recently?") == "verified"


def _connections() -> dict:
    def conn(local: str, remote: str, pid: int, process: str, status: str = "ESTABLISHED") -> dict:
        return {"proto": "tcp", "local": local, "remote": remote, "status": status, "pid": pid, "process": process}
    return tool("e6", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "aa:bb:cc:00:11:22", "addresses": ["10.8.0.5/24"], "is_up": True}],
        "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 610, "process": "sshd"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 445, "pid": 820, "process": "smbd"}],
        "connections": [conn("10.8.0.5:445", "10.8.0.23:50110", 1822, "smbd"),
                        conn("10.8.0.5:22", "10.8.0.40:41822", 5120, "sshd"),
                        conn("10.8.0.5:22", "198.51.100.9:40444", 5188, "sshd", status="SYN_RECV")]})


def test_an_ssh_session_from_an_address_whose_only_connection_is_smb_is_false():
    assert status_containing("10.8.0.23 has an SSH session open.", "10.8.0.23", _connections()) == "contradicted"
    assert status_containing("There is one SSH session, from 10.8.0.40.", "10.8.0.40", _connections()) == "verified"
    assert status_containing("10.8.0.23 is connected over SMB.", "10.8.0.23", _connections()) == "verified"


def test_the_protocol_is_read_next_to_its_own_address():
    # "SSH" belongs to the first address; the second is an SMB client and nothing says otherwise
    answer = "One SSH session from 10.8.0.40 and a file share client at 10.8.0.23."
    assert status_containing(answer, "10.8.0.23", _connections()) != "contradicted"


def test_a_half_open_connection_is_not_an_established_one():
    assert status_containing("A second SSH connection from 198.51.100.9 is established.", "198.51.100.9",
                             _connections()) == "contradicted"


def _disks() -> dict:
    def fs(device: str, mount: str, total: int, used: int) -> dict:
        return {"device": device, "mountpoint": mount, "fstype": "ext4", "total_bytes": total, "used_bytes": used,
                "free_bytes": total - used, "percent": round(100 * used / total, 1)}
    return tool("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", 500_000_000_000, 210_000_000_000),
        fs("/dev/sdb1", "/srv/backup", 4_000_000_000_000, 3_100_000_000_000)]})


def test_a_free_amount_said_of_no_named_thing_is_one_of_the_filesystems():
    answer = "Backups go to the big disk. That one is 77.5% full, with about {free} free."
    assert status_containing(answer.format(free="900 GB"), "900 GB", _disks()) == "verified"
    assert status_containing(answer.format(free="1.5 TB"), "1.5 TB", _disks()) == "contradicted"


def test_a_free_amount_is_read_against_the_filesystems_even_beside_the_machines_memory():
    # the machine's memory total is a system-wide size too, but it has no free amount: a filesystem is meant
    answer = "That one is 77.5% full, with about {free} free."
    assert status_containing(answer.format(free="1.5 TB"), "1.5 TB", _disks(), steady()) == "contradicted"
    assert status_containing(answer.format(free="900 GB"), "900 GB", _disks(), steady()) == "verified"


def test_a_sum_over_the_filesystems_is_not_read_as_one_of_them():
    assert status_containing("Altogether about 3.3 TB is used.", "3.3 TB", _disks(), steady()) != "contradicted"


def test_bare_changes_under_a_question_about_updates_are_the_package_historys():
    question = "What got updated over the last week?"
    answer = "- curl and libcurl4 were upgraded\n- htop was installed\n\nThat's {n} changes in total."
    assert status_containing(answer.format(n=3), "3 changes", _history(), question=question) == "contradicted"
    assert status_containing(answer.format(n=5), "5 changes", _history(), question=question) == "verified"
    # the same words under a question about something else count nothing the history holds
    assert status_containing(answer.format(n=3), "3 changes", _history(),
                             question="What did I change in my shell config?") != "contradicted"


def test_the_crashing_pod_named_by_the_middle_of_its_name():
    pods = tool("e8", "kubernetes_get", {"namespace": "shop", "items": [
        {"kind": "Pod", "metadata": {"name": "shop-api-7f9c-2xkqp", "namespace": "shop"}, "spec": {"nodeName": "n1"},
         "status": {"phase": "Running", "containerStatuses": [
             {"name": "api", "ready": False, "restartCount": 23,
              "state": {"waiting": {"reason": "CrashLoopBackOff"}}}]}},
        {"kind": "Pod", "metadata": {"name": "shop-api-7f9c-h8wzn", "namespace": "shop"}, "spec": {"nodeName": "n1"},
         "status": {"phase": "Running", "containerStatuses": [
             {"name": "api", "ready": True, "restartCount": 0,
              "state": {"running": {"startedAt": "2026-11-22T08:00:00Z"}}}]}}]},
        args={"resource": "pods", "namespace": "shop"})
    assert status_containing("The crashing api pod has restarted 40 times.", "40 times", pods) == "contradicted"
    assert status_containing("The crashing api pod has restarted 23 times.", "23 times", pods) == "verified"


def test_in_a_list_of_holders_and_ports_each_port_is_read_with_its_own_item():
    sockets = tool("e9", "linux_network_info", {"interfaces": [], "connections": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 610, "process": "sshd"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 9252, "pid": 990, "process": "gitlab-runner"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 5000, "pid": 1210, "process": "docker-proxy"}]})
    answer = "**Listening:** sshd on 22, the runner's metrics endpoint on 9252, the registry mirror via docker-proxy on {p}."
    assert status_containing(answer.format(p=5000), "9252", sockets) == "verified"
    assert status_containing(answer.format(p=5000), "docker-proxy on 5000", sockets) == "verified"
    assert status_containing(answer.format(p=22), "docker-proxy on 22", sockets) == "contradicted"


def _postgres_log() -> dict:
    def line(hhmmss: str, message: str) -> dict:
        return {"time": f"2026-11-22T{hhmmss}+00:00", "unit": "postgresql@16-main.service", "priority": "info",
                "message": message}
    return tool("e10", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
        line("08:02:44", '[31877] FATAL:  password authentication failed for user "etl"'),
        line("08:17:44", '[32410] FATAL:  password authentication failed for user "etl"'),
        line("09:05:19", "[1195] LOG:  archive command failed with exit code 82"),
        line("09:05:19", "[1195] DETAIL:  The failed archive command was: pgbackrest archive-push 0000000100C5")]},
        args={"unit": "postgresql@16-main", "since_minutes": 120})


def test_a_count_said_with_its_clock_time_counts_the_kind_of_line_logged_then():
    assert status_containing("WAL archiving failed once at 09:05.", "once", _postgres_log()) == "verified"
    assert status_containing("WAL archiving failed three times, the last at 09:05.", "three times",
                             _postgres_log()) != "verified"
