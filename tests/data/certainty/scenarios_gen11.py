"""11th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README): trantor (Rocky Linux 9.4 database and web server with a failing ETL
job), terminus (Ubuntu 22.04 laptop with Docker, two snapshots and their state diff, package history and /etc
changes), anacreon (Debian 12 k3s server node: nodes, pods, deployments, a stale process reading), kalgan
(Fedora 41 media box with two fresh service readings that disagree, disk and network rates, stale package
sources)."""

from _evidence import GB, GiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn


def _kube(eid: str, clock: Clock, resource: str, namespace: str | None, items: list, age: float = 40,
          complete: bool = True) -> dict:
    args = {"resource": resource} | ({"namespace": namespace} if namespace else {})
    return item(eid, "kubernetes_get", {"context": "anacreon-prod", "namespace": namespace, "items": items},
                clock, age, args=args, complete=complete)


# --------------------------------------------------------------------------------------------------------
# trantor: Rocky Linux 9.4, PostgreSQL 16 + nginx + redis, a failed ETL unit, two python3 processes.
tr = Clock("2027-02-14T10:30:00+00:00")
TRMEM = 66_929_045_504          # 62.3 GiB, 66.9 GB
TRSWAP = 8 * GiB
TRBOOT = "2027-02-01T06:30:00+00:00"
trantor_ev = [
    steady("e1", tr, 3000, hostname="trantor", domain="imperial.lan", os_name="Rocky Linux", os_version="9.4",
           os_codename="Blue Onyx", os_pretty_name="Rocky Linux 9.4 (Blue Onyx)",
           kernel="5.14.0-427.24.1.el9_4.x86_64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=TRMEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 960_000_000_000},
                  {"device": "/dev/md0", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": 3_840_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:20:30", "addresses": ["10.40.1.10/24"],
                                "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:10:20:31", "addresses": [], "is_up": False}],
           dns_servers=["10.40.1.2", "10.40.1.3"], default_gateway="10.40.1.1",
           installed_packages={"nginx": "1:1.20.1-14.el9_2.1", "postgresql16-server": "16.4-1PGDG.rhel9",
                               "openssl": "1:3.0.7-27.el9", "python3": "3.9.18-3.el9_4.3",
                               "firewalld": "1.3.4-1.el9", "redis": "6.2.7-1.el9", "chrony": "4.5-1.el9"},
           available_services=["nginx.service", "postgresql-16.service", "firewalld.service", "sshd.service",
                               "crond.service", "streeling-etl.service", "redis.service", "chronyd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "nginx", "uid": 990, "gid": 990, "home": "/var/lib/nginx", "shell": "/sbin/nologin"},
                  {"name": "hari", "uid": 1000, "gid": 1000, "home": "/home/hari", "shell": "/bin/bash"},
                  {"name": "gaal", "uid": 1001, "gid": 1001, "home": "/home/gaal", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["hari"]},
                   {"name": "psychohistory", "gid": 1500, "members": ["hari", "gaal"]},
                   {"name": "nginx", "gid": 990, "members": []}]),
    item("e2", "linux_system_info", system_info(31.7, [4.81, 4.02, 3.55], 1_137_600, TRBOOT, TRMEM,
                                                18_200_000_000, TRSWAP, 1_288_490_188), tr, 40),
    item("e3", "linux_processes", {"total": 341, "processes": [
        proc(40211, "python3", "gaal", 88.0, 4.1, 2_744_000_000, "2027-02-14T09:58:00+00:00",
             "python3 /opt/streeling/train_model.py --epochs 40", status="running"),
        proc(2210, "postgres", "postgres", 41.5, 9.8, 6_560_000_000, "2027-02-14T09:40:12+00:00",
             "postgres: hari analytics 10.40.1.55(51234) SELECT", status="running"),
        proc(2207, "postgres", "postgres", 17.2, 6.3, 4_216_000_000, "2027-02-14T10:05:31+00:00",
             "postgres: autovacuum worker analytics"),
        proc(1880, "nginx", "nginx", 6.4, 0.1, 9_400_000, "2027-02-01T06:31:12+00:00", "nginx: worker process"),
        proc(40377, "python3", "hari", 3.9, 0.6, 402_000_000, "2027-02-14T08:12:40+00:00",
             "python3 -m http.server 8000"),
        proc(1032, "redis-server", "redis", 2.2, 1.8, 1_204_000_000, "2027-02-01T06:31:02+00:00",
             "/usr/bin/redis-server 127.0.0.1:6379")]},
         tr, 35, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", pid=1877, since="2027-02-01T06:31:12+00:00",
             desc="The nginx HTTP and reverse proxy server"),
        unit("postgresql-16.service", "active", "running", pid=2198, since="2027-02-01T06:31:20+00:00",
             desc="PostgreSQL 16 database server"),
        unit("firewalld.service", "active", "running", pid=901, since="2027-02-01T06:30:41+00:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("sshd.service", "active", "running", pid=1100, since="2027-02-01T06:30:58+00:00",
             desc="OpenSSH server daemon"),
        unit("crond.service", "active", "running", pid=1120, since="2027-02-01T06:30:59+00:00",
             desc="Command Scheduler"),
        unit("streeling-etl.service", "failed", "failed", pid=None, since=None, desc="Streeling nightly ETL"),
        unit("redis.service", "active", "running", pid=1032, since="2027-02-01T06:31:02+00:00",
             desc="Redis persistent key-value database"),
        unit("chronyd.service", "active", "running", pid=880, since="2027-02-01T06:30:39+00:00",
             desc="NTP client/server")]}, tr, 50),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "streeling-etl.service", "entries": [
        _entry("2027-02-14T09:12:01+00:00", "streeling-etl.service", "info",
               "Started streeling-etl.service - Streeling nightly ETL."),
        _entry("2027-02-14T09:12:44+00:00", "streeling-etl.service", "err",
               "psycopg.OperationalError: connection to server at \"10.40.1.10\", port 5432 failed: FATAL:  "
               "remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        _entry("2027-02-14T09:12:44+00:00", "streeling-etl.service", "notice",
               "streeling-etl.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2027-02-14T09:13:14+00:00", "streeling-etl.service", "info",
               "streeling-etl.service: Scheduled restart job, restart counter is at 1."),
        _entry("2027-02-14T09:13:14+00:00", "streeling-etl.service", "info",
               "Started streeling-etl.service - Streeling nightly ETL."),
        _entry("2027-02-14T09:13:58+00:00", "streeling-etl.service", "err",
               "psycopg.OperationalError: connection to server at \"10.40.1.10\", port 5432 failed: FATAL:  "
               "remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        _entry("2027-02-14T09:13:58+00:00", "streeling-etl.service", "warning",
               "streeling-etl.service: Failed with result 'exit-code'.")]},
         tr, 45, args={"unit": "streeling-etl.service", "since_minutes": 120}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:10:20:30", "addresses": ["10.40.1.10/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:10:20:31", "addresses": [], "is_up": False}],
        "listening": [_listen(22, "0.0.0.0", 1100, "sshd"), _listen(80, "0.0.0.0", 1877, "nginx"),
                      _listen(443, "0.0.0.0", 1877, "nginx"), _listen(5432, "0.0.0.0", 2198, "postgres"),
                      _listen(6379, "127.0.0.1", 1032, "redis-server"), _listen(8000, "0.0.0.0", 40377, "python3"),
                      _listen(323, "127.0.0.1", 880, "chronyd", proto="udp")],
        "connections": [_conn("10.40.1.10:22", "10.40.1.77:60122", 41002, "sshd"),
                        _conn("10.40.1.10:5432", "10.40.1.55:51234", 2210, "postgres"),
                        _conn("10.40.1.10:443", "203.0.113.45:55012", 1880, "nginx")]}, tr, 35),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "xfs", 960_000_000_000, 212_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "xfs", 1_063_256_064, 389_000_000),
        fs("/dev/md0", "/var/lib/pgsql", "xfs", 3_840_000_000_000, 3_532_800_000_000)]}, tr, 60),
    item("e8", "linux_system_info", system_info(4.2, [0.40, 0.55, 0.61], 1_136_100, TRBOOT, TRMEM,
                                                51_000_000_000, TRSWAP, 1_288_490_188), tr, 1500),
    item("e9", "linux_file_read", {"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 60, "limit": 8,
                                   "total_lines": 842, "lines": [
        "listen_addresses = '*'", "port = 5432", "max_connections = 100", "superuser_reserved_connections = 3",
        "#reserved_connections = 0", "shared_buffers = 16GB", "work_mem = 64MB",
        "#maintenance_work_mem = 64MB"]},
         tr, 30, args={"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 60, "limit": 8}),
]

TRANTOR = {"name": "trantor", "clock": tr, "evidence": trantor_ev, "answers": [
    {"q": "Why did streeling-etl fail this morning?", "ev": ["e4", "e5"],
     "a": "Summary: [[s:streeling-etl.service is in a failed state]] because [[s:PostgreSQL refused its connection: "
          "the remaining connection slots are reserved for superusers]].\n\nDetails:\n"
          "- [[s:The first run started at 09:12 and died 43 seconds later with exit status 1]]\n"
          "- [[s:systemd restarted it once, at 09:13:14]]\n"
          "- [[c:the second attempt gave up at 09:14:30]]\n"
          "- [[u:The ETL has failed the same way every night this week]]\n"
          "- [[u:The ETL's connection pool is probably leaking connections]]\n\n"
          "To see who holds the connections:\n```\nsudo -u postgres psql -c 'select usename, count(*) from "
          "pg_stat_activity group by 1'\n```"},
    {"q": "what is eating the cpu on trantor", "ev": ["e2", "e3"],
     "a": "Top CPU users right now ([[s:341 processes in total]]):\n\n| PID | process | user | CPU |\n|---|---|---|---|\n"
          "[[s:| 40211 | python3 (train_model.py) | gaal | 88% |]]\n"
          "[[s:| 2210 | postgres (analytics SELECT) | postgres | 41.5% |]]\n"
          "[[c:| 2207 | postgres (autovacuum) | postgres | 71.2% |]]\n"
          "[[s:| 1880 | nginx worker | nginx | 6.4% |]]\n\n"
          "[[s:The biggest consumer is gaal's train_model.py]], [[s:started at 09:58]]; [[u:gaal has nothing else running]]. [[s:Only two processes are "
          "above 20% CPU]]. [[s:Overall CPU usage is about 32%]] with [[c:a 1-minute load average of 3.55]]. "
          "[[c:Nothing else on the box uses more than 1% CPU]]."},
    {"q": "Is Postgres OK, and can other machines reach it?", "ev": ["e4", "e6", "e7", "e9"],
     "a": "1. **Service** — [[s:postgresql-16.service is active (running)]] [e4], [[s:up since 1 February]].\n"
          "2. **Listening** — [[s:it listens on port 5432 on all IPv4 addresses]] [e6], so [[u:other machines on "
          "10.40.1.0/24 can reach it through the firewall]]. [[s:There is an open connection from 10.40.1.55]] [e6].\n"
          "3. **Limits** — [[s:max_connections is 100]] [[s:with 3 reserved for superusers]] [e9]; "
          "[[u:shared_buffers is 16 GB]] [e7].\n"
          "4. **Disk** — [[c:the data volume /var/lib/pgsql is 82% full]] [e7], [[s:roughly 307 GB left]].\n"
          "5. **Maintenance** — [[u:autovacuum is turned off in postgresql.conf]]."},
    {"q": "ram + swap usage?", "ev": ["e2"],
     "a": "[[s:48.7 GB of 66.9 GB RAM used (73%)]], [[c:swap total 16 GiB]], [[s:15% of swap in use]]."},
    {"q": "Is the server idle right now? I want to run a reindex.", "ev": ["e1", "e8"],
     "a": "Yes, [[t:the server is pretty much idle — CPU usage is around 4%]] and [[t:the 1-minute load average is "
          "about 0.4]]. [[s:It has 16 hardware threads]], so that's nothing. [[t:About 51 GB of memory is "
          "available]], which is plenty for a reindex. [[u:No backup job is running at the moment]] either. "
          "Go ahead!"},
    {"q": "Which nginx and openssl versions are installed? Is nginx newer than 1.20?", "ev": ["e1"],
     "a": "You asked which nginx and OpenSSL versions trantor has. [[s:nginx is 1.20.1 (package "
          "1:1.20.1-14.el9_2.1)]], [[s:which is newer than 1.20.0]] [[s:but older than the 1.22 series]]. "
          "[[c:OpenSSL is 3.1.4]]. While I was looking: [[s:Python 3 is 3.9]] and [[c:Redis is at version 7]]. "
          "[[u:All of these come from the AppStream repository]], and [[u:nginx was last updated in 2023]]."},
    {"q": "who can log in and who is in wheel?", "ev": ["e1"],
     "a": "- [[s:hari (uid 1000) is the only member of wheel]]\n- [[s:gaal has uid 1001]] and [[c:is in wheel "
          "too]]\n- [[s:postgres's home is /var/lib/pgsql]]\n- [[s:the nginx account has no login shell "
          "(/sbin/nologin)]]\n- [[u:hari last logged in yesterday]]\n- [[c:psychohistory has three members: hari, gaal "
          "and root]]"},
    {"q": "What's on port 8000, and what else is listening?", "ev": ["e3", "e6"],
     "a": "Port 8000 is served by python3 — [[c:the same python3 that is using 88% CPU]]. Other listening sockets: "
          "[[s:22 (sshd)]], [[s:80 and 443 (nginx)]], [[s:5432 (postgres)]], [[s:6379 on localhost only "
          "(redis-server)]], and [[c:chronyd on UDP 123]]. [[s:That is the whole list]]. [[c:Redis can be reached "
          "from other hosts]], so you may want to firewall it.\n\n```\nss -ltnp 'sport = :8000'\n```"},
    {"q": "Are all services up?", "ev": ["e4"],
     "a": "No, [[s:one unit has failed: streeling-etl.service]]. [[s:Everything else — nginx, postgresql-16, "
          "redis, firewalld, sshd, crond and chronyd — is active and running]]. [[c:streeling-etl is disabled]], so "
          "it won't come back at boot. [[u:crond launched it at 09:12]]."},
    {"q": "default gateway and dns servers?", "ev": ["e1"],
     "a": "[[s:Gateway 10.40.1.1]], [[s:DNS 10.40.1.2 and 10.40.1.3]]."},
    {"q": "I disabled firewalld last night. Is postgres exposed now?", "ev": ["e4", "e6"],
     "extra": [user("u1", "I disabled firewalld last night while testing.", tr, 120)],
     "a": "Since [[c:firewalld is disabled now]] and [[s:postgres listens on 0.0.0.0:5432]], [[u:anyone who can "
          "route to 10.40.1.10 can reach the database]]. [[u:pg_hba.conf probably still limits logins to the "
          "LAN]]. [[s:sshd is also listening on port 22]]."},
]}


# --------------------------------------------------------------------------------------------------------
# terminus: Ubuntu 22.04 laptop, Docker compose stack, two snapshots and the diff between them.
te = Clock("2027-03-03T16:45:00+00:00")
TEMEM = 33_396_000_000          # 31.1 GiB
TE_BASE = {"openssh-server": "1:8.9p1-3ubuntu0.10", "python3.10": "3.10.12-1~22.04.6", "git": "1:2.34.1-1ubuntu1.11",
           "nodejs": "18.20.4-1nodesource1", "virtualbox-7.0": "7.0.20-163906~Ubuntu~jammy",
           "docker-ce": "5:26.1.4-1~ubuntu.22.04~jammy", "docker-compose-plugin": "2.27.1-1~ubuntu.22.04~jammy",
           "linux-image-5.15.0-125-generic": "5.15.0-125.135"}
TE_NOW = {k: v for k, v in TE_BASE.items() if k != "virtualbox-7.0"} | {
    "openssh-server": "1:8.9p1-3ubuntu0.11", "nodejs": "20.18.2-1nodesource1",
    "docker-ce": "5:27.5.1-1~ubuntu.22.04~jammy", "docker-compose-plugin": "2.32.4-1~ubuntu.22.04~jammy",
    "wireguard-tools": "1.0.20210914-1ubuntu2", "postgresql-client-14": "14.15-0ubuntu0.22.04.1",
    "linux-image-6.8.0-52-generic": "6.8.0-52.53~22.04.1"}
TE_USERS = [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
            {"name": "salvor", "uid": 1000, "gid": 1000, "home": "/home/salvor", "shell": "/bin/bash"}]
TE_SERVICES = ["docker.service", "containerd.service", "ssh.service", "cups.service", "bluetooth.service"]
TE_WG = {"name": "wg0", "mac": None, "addresses": ["10.66.0.2/24"], "is_up": True}


def _te_snapshot(eid: str, age: float, sid: int, kernel: str, packages: dict, users: list, docker: list,
                 ifaces: list, services: list, enabled: list) -> dict:
    snap = steady(eid, te, age, hostname="terminus", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
                  os_pretty_name="Ubuntu 22.04.5 LTS", kernel=kernel, cpu_model="12th Gen Intel(R) Core(TM) i7-1260P",
                  cpu_cores=12, cpu_threads=16, memory_total_bytes=TEMEM,
                  disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4",
                          "total_bytes": 1_000_204_886_016},
                         {"device": "/dev/sda1", "mountpoint": "/srv", "fstype": "ext4",
                          "total_bytes": 2_000_398_934_016}],
                  network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:55:66:77",
                                       "addresses": ["192.168.31.24/24"], "is_up": True},
                                      {"name": "docker0", "mac": "02:42:9e:01:02:03", "addresses": ["172.17.0.1/16"],
                                       "is_up": True}] + ifaces,
                  dns_servers=["127.0.0.53"], default_gateway="192.168.31.1", installed_packages=packages,
                  available_services=services, users=users,
                  groups=[{"name": "docker", "gid": 999, "members": docker},
                          {"name": "sudo", "gid": 27, "members": ["salvor"]}])
    snap["data"]["enabled_services"] = enabled
    snap["data"]["snapshot_id"] = sid
    return snap


te_old = _te_snapshot("e1", 1_209_600, 58, "5.15.0-125-generic", TE_BASE, TE_USERS, ["salvor"], [], TE_SERVICES,
                      ["docker.service", "containerd.service", "ssh.service", "cups.service", "bluetooth.service"])
te_new = _te_snapshot("e2", 600, 63, "6.8.0-52-generic", TE_NOW,
                      TE_USERS + [{"name": "lepold", "uid": 1001, "gid": 1001, "home": "/home/lepold",
                                   "shell": "/bin/bash"}],
                      ["salvor", "lepold"], [TE_WG], TE_SERVICES + ["wg-quick@wg0.service"],
                      ["docker.service", "containerd.service", "ssh.service", "bluetooth.service",
                       "wg-quick@wg0.service"])
te_diff = {"id": "e3", "kind": "steady_state", "tool": "state_diff", "args": {"from": 58, "to": 63},
           "collected_at": te_new["collected_at"], "complete": True, "data": {
    "from": {"snapshot_id": 58, "collected_at": te_old["collected_at"]},
    "to": {"snapshot_id": 63, "collected_at": te_new["collected_at"]},
    "packages": {"installed": [{"package": "linux-image-6.8.0-52-generic", "version": "6.8.0-52.53~22.04.1"},
                               {"package": "postgresql-client-14", "version": "14.15-0ubuntu0.22.04.1"},
                               {"package": "wireguard-tools", "version": "1.0.20210914-1ubuntu2"}],
                 "removed": [{"package": "virtualbox-7.0", "version": "7.0.20-163906~Ubuntu~jammy"}],
                 "upgraded": [{"package": "docker-ce", "from_version": "5:26.1.4-1~ubuntu.22.04~jammy",
                               "to_version": "5:27.5.1-1~ubuntu.22.04~jammy"},
                              {"package": "docker-compose-plugin", "from_version": "2.27.1-1~ubuntu.22.04~jammy",
                               "to_version": "2.32.4-1~ubuntu.22.04~jammy"},
                              {"package": "nodejs", "from_version": "18.20.4-1nodesource1",
                               "to_version": "20.18.2-1nodesource1"},
                              {"package": "openssh-server", "from_version": "1:8.9p1-3ubuntu0.10",
                               "to_version": "1:8.9p1-3ubuntu0.11"}],
                 "downgraded": []},
    "users": {"added": ["lepold"], "removed": []},
    "groups": {"added": [], "removed": [], "membership": [{"group": "docker", "added": ["lepold"], "removed": []}]},
    "services": {"added": ["wg-quick@wg0.service"], "removed": [], "enabled": ["wg-quick@wg0.service"],
                 "disabled": ["cups.service"]},
    "system": [{"field": "kernel", "from": "5.15.0-125-generic", "to": "6.8.0-52-generic"}],
    "network": {"interfaces_added": ["wg0"], "interfaces_removed": [], "addresses_changed": []}}}
terminus_ev = [
    te_old, te_new, te_diff,
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "encyclopedia-db", "postgres:16.6", "running", "Up 3 hours", "2027-02-26T09:14:00+00:00",
            ["127.0.0.1:5433->5432/tcp"]),
        box("b2c3d4e5f6a7", "encyclopedia-api", "ghcr.io/terminus/encyclopedia-api:0.14.2", "running", "Up 3 hours",
            "2027-03-02T18:20:00+00:00", ["0.0.0.0:8080->8080/tcp"]),
        box("c3d4e5f6a7b8", "encyclopedia-worker", "ghcr.io/terminus/encyclopedia-api:0.14.2", "restarting",
            "Restarting (1) 12 seconds ago", "2027-03-02T18:20:01+00:00"),
        box("d4e5f6a7b8c9", "mailpit", "axllent/mailpit:v1.21", "exited", "Exited (0) 2 days ago",
            "2027-02-10T11:00:00+00:00", []),
        box("e5f6a7b8c9d0", "minio", "minio/minio:RELEASE.2024-12-18T13-15-44Z", "running", "Up 3 hours",
            "2027-02-26T09:14:02+00:00", ["0.0.0.0:9000->9000/tcp", "0.0.0.0:9001->9001/tcp"])]},
         te, 90, args={"all": True}),
    item("e5", "linux_package_history", {"events": [
        _event("2027-02-18T10:02:11+00:00", "upgrade", "docker-ce", "5:26.1.4-1~ubuntu.22.04~jammy",
               "5:27.5.1-1~ubuntu.22.04~jammy"),
        _event("2027-02-18T10:02:11+00:00", "upgrade", "docker-compose-plugin", "2.27.1-1~ubuntu.22.04~jammy",
               "2.32.4-1~ubuntu.22.04~jammy"),
        _event("2027-02-20T14:30:05+00:00", "remove", "virtualbox-7.0", "7.0.20-163906~Ubuntu~jammy", None),
        _event("2027-02-24T09:15:40+00:00", "install", "wireguard-tools", None, "1.0.20210914-1ubuntu2"),
        _event("2027-02-24T09:16:02+00:00", "install", "postgresql-client-14", None, "14.15-0ubuntu0.22.04.1"),
        _event("2027-02-27T11:47:19+00:00", "upgrade", "openssh-server", "1:8.9p1-3ubuntu0.10", "1:8.9p1-3ubuntu0.11"),
        _event("2027-03-01T08:05:33+00:00", "upgrade", "nodejs", "18.20.4-1nodesource1", "20.18.2-1nodesource1"),
        _event("2027-03-01T08:06:10+00:00", "install", "linux-image-6.8.0-52-generic", None,
               "6.8.0-52.53~22.04.1")]}, te, 120, args={"since_days": 14}),
    item("e6", "linux_file_changes", {"root": "/etc", "since": "2027-03-02T16:45:00+00:00", "files": [
        {"path": "/etc/hosts", "mtime": "2027-03-03T14:20:11+00:00", "size_bytes": 412},
        {"path": "/etc/docker/daemon.json", "mtime": "2027-03-03T13:02:45+00:00", "size_bytes": 188},
        {"path": "/etc/ssh/sshd_config.d/50-terminus.conf", "mtime": "2027-03-03T09:41:00+00:00", "size_bytes": 96},
        {"path": "/etc/cups/printers.conf", "mtime": "2027-03-03T08:00:02+00:00", "size_bytes": 1204},
        {"path": "/etc/apt/sources.list.d/docker.list", "mtime": "2027-03-03T07:58:30+00:00", "size_bytes": 112}]},
         te, 45, args={"root": "/etc", "since_minutes": 1440, "limit": 5}, complete=False),
    item("e7", "linux_file_read", {"path": "/etc/docker/daemon.json", "offset": 0, "limit": 50, "total_lines": 6,
                                   "lines": ["{", "  \"log-driver\": \"json-file\",",
                                             "  \"log-opts\": {\"max-size\": \"20m\", \"max-file\": \"3\"},",
                                             "  \"data-root\": \"/srv/docker\",",
                                             "  \"dns\": [\"10.66.0.1\", \"9.9.9.9\"]", "}"]},
         te, 40, args={"path": "/etc/docker/daemon.json"}),
    item("e8", "linux_containers", {"runtime": "docker", "containers": [
        box("c3d4e5f6a7b8", "encyclopedia-worker", "ghcr.io/terminus/encyclopedia-api:0.14.2", "running",
            "Up 5 minutes", "2027-03-02T18:20:01+00:00")]}, te, 2400, args={"all": False}, complete=True),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_000_204_886_016, 612_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_400_000),
        fs("/dev/sda1", "/srv", "ext4", 2_000_398_934_016, 1_460_000_000_000)]}, te, 30),
]

TERMINUS = {"name": "terminus", "clock": te, "evidence": terminus_ev, "answers": [
    {"q": "What changed on this laptop since the snapshot two weeks ago?", "ev": ["e1", "e2", "e3"],
     "a": "## Changes, snapshot 58 → 63\n\n**Packages**\n- [[s:docker-ce went from 26.1.4 to 27.5.1]]\n"
          "- [[s:virtualbox-7.0 was removed]]\n- [[s:wireguard-tools and postgresql-client-14 were installed]]\n"
          "- [[c:nodejs was downgraded to 18.20.4]]\n\n**Users**\n- [[s:a new user, lepold (uid 1001), was "
          "added]] [[s:and put in the docker group]]\n- [[c:lepold was also added to sudo]]\n\n**System**\n"
          "- [[s:the kernel moved from 5.15.0-125 to 6.8.0-52]] — [[u:it came in with the HWE upgrade on 1 "
          "March]]\n\n**Network**\n- [[s:a new interface, wg0, appeared]] and [[s:the DNS servers did not "
          "change]]\n\n**Services**\n- [[s:cups.service was disabled]]"},
    {"q": "when did docker get upgraded, and to what?", "ev": ["e5"],
     "a": "[[s:On 18 Feb at 10:02]]: [[s:docker-ce 5:26.1.4 → 5:27.5.1]] ([[s:the compose plugin was upgraded in "
          "the same minute]]), [[s:so you're on Docker 27.5, newer than 27.3]]. [[c:It was the only upgrade in "
          "the last two weeks]], and [[u:it was applied by unattended-upgrades]]."},
    {"q": "Which containers are running?", "ev": ["e4"],
     "a": "| container | image | state |\n|---|---|---|\n"
          "[[s:| encyclopedia-db | postgres:16.6 | ✅ running |]]\n"
          "[[s:| encyclopedia-api | encyclopedia-api:0.14.2 | ✅ running |]]\n"
          "[[c:| encyclopedia-worker | encyclopedia-api:0.14.2 | ✅ running |]]\n"
          "[[s:| mailpit | mailpit:v1.21 | ❌ exited |]]\n"
          "[[s:| minio | minio/minio | ✅ running |]]\n\n"
          "[[s:3 of the 5 containers are up]]. [[s:The API is published on 0.0.0.0:8080]]; [[c:Postgres is exposed "
          "to the LAN on port 5433]]. [[u:The worker keeps crashing because it can't reach minio]]."},
    {"q": "is the encyclopedia worker healthy?", "ev": ["e8"],
     "a": "Yes, [[t:encyclopedia-worker is running, up about 5 minutes]], [[t:on the encyclopedia-api:0.14.2 "
          "image]]. [[u:It is connected to the database]] and looks fine to me."},
    {"q": "What files changed in /etc today?", "ev": ["e6"],
     "a": "1. **/etc/hosts** — [[s:modified at 14:20]]\n"
          "2. **/etc/docker/daemon.json** — [[s:changed at 13:02]], [[c:it's about 1.8 KB]]\n"
          "3. **sshd drop-in** — [[s:/etc/ssh/sshd_config.d/50-terminus.conf changed at 09:41]]\n"
          "4. **CUPS** — [[s:/etc/cups/printers.conf was rewritten at 08:00]]\n\n"
          "[[c:Nothing else under /etc changed today]]. [[u:The hosts change was probably made by the VPN "
          "setup]].\n\n```\nfind /etc -newermt '-24 hours' -type f\n```"},
    {"q": "Where does Docker keep its data and which DNS do containers use?", "ev": ["e2", "e7", "e9"],
     "a": "Docker's data root is [[s:/srv/docker]] ([[s:set in /etc/docker/daemon.json]]), which lives on [[s:the "
          "/srv filesystem, /dev/sda1]] — [[s:that one is 73% full]] with [[c:about 740 GB free]]. Containers "
          "get [[s:10.66.0.1 and 9.9.9.9 as DNS servers]], while [[s:the host itself resolves through "
          "127.0.0.53]]. [[s:Container logs are capped at 3 files of 20 MB each]]. I think [[u:10.66.0.1 is the "
          "WireGuard server on the other end of wg0]]; [[u:Docker was moved to /srv to save space on the NVMe]]."},
    {"q": "hardware and OS summary please", "ev": ["e2"],
     "a": "Hostname: [[s:terminus]]\nCPU: [[s:Intel Core i7-1260P]], [[s:12 cores / 16 threads]]\nRAM: [[s:32 GB]]\n"
          "OS: [[s:Ubuntu 22.04.5 LTS]], [[s:kernel 6.8.0-52-generic]]\nDisk: [[c:512 GB NVMe for /]]\n"
          "Wi-Fi address: [[c:192.168.31.42]]\nBattery: [[u:about 80% of design capacity]]"},
    {"q": "Is ssh patched? What openssh version is installed?", "ev": ["e2", "e5"],
     "a": "Yes, [[s:openssh-server is 1:8.9p1-3ubuntu0.11]], [[s:upgraded from 1:8.9p1-3ubuntu0.10 on 27 "
          "February]]. [[u:That build includes the fix for CVE-2024-6387]]. Note that [[c:ssh.service is disabled "
          "at boot]], so you'd need to start it by hand after a reboot."},
]}


# --------------------------------------------------------------------------------------------------------
# anacreon: Debian 12 k3s server; one worker NotReady, a crash-looping deployment, a stale process list.
an = Clock("2027-04-10T22:10:00+00:00")
ANMEM = 135_000_000_000         # 125.7 GiB
anacreon_ev = [
    steady("e1", an, 2000, hostname="anacreon", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           os_pretty_name="Debian GNU/Linux 12 (bookworm)", kernel="6.1.0-28-amd64",
           cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=ANMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_920_000_000_000}],
           network_interfaces=[{"name": "enp65s0", "mac": "b4:96:91:aa:10:21", "addresses": ["10.20.0.21/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "5e:1a:2b:3c:4d:5e", "addresses": ["10.42.0.1/24"],
                                "is_up": True},
                               {"name": "flannel.1", "mac": "6a:0b:1c:2d:3e:4f", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["10.20.0.53", "10.20.0.54"], default_gateway="10.20.0.1",
           installed_packages={"open-iscsi": "2.1.8-1", "nfs-common": "1:2.6.2-4+deb12u1",
                               "linux-image-amd64": "6.1.119-1", "wireguard-tools": "1.0.20210914-1+b1"},
           available_services=["k3s.service", "ssh.service", "iscsid.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "wienis", "uid": 1000, "gid": 1000, "home": "/home/wienis", "shell": "/bin/bash"},
                  {"name": "limmar", "uid": 1001, "gid": 1001, "home": "/home/limmar", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["wienis"]},
                   {"name": "adm", "gid": 4, "members": ["wienis", "limmar"]}]),
    _kube("e2", an, "nodes", None, [node("anacreon", True, "v1.30.6+k3s1"), node("anacreon-w1", True, "v1.30.6+k3s1"),
                                    node("anacreon-w2", False, "v1.30.5+k3s1"),
                                    node("anacreon-w3", True, "v1.30.6+k3s1")]),
    _kube("e3", an, "pods", "royal", [
        pod("regent-api-7d9f8b6c4-x2lqp", "royal", "Running", "anacreon-w1", started="2027-04-08T12:00:10+00:00"),
        pod("regent-api-7d9f8b6c4-m8zkd", "royal", "Running", "anacreon-w3", restarts=2,
            started="2027-04-09T03:41:55+00:00"),
        pod("regent-api-7d9f8b6c4-p4t7n", "royal", "Unknown", "anacreon-w2", ready=False,
            started="2027-04-08T12:00:12+00:00"),
        pod("tithe-worker-5c8d7f9b8-qq7rs", "royal", "Running", "anacreon-w1", restarts=37, ready=False,
            waiting="CrashLoopBackOff"),
        pod("tithe-worker-5c8d7f9b8-zz9wk", "royal", "Running", "anacreon-w3", restarts=1,
            started="2027-04-10T19:02:30+00:00"),
        pod("postgres-0", "royal", "Running", "anacreon-w3", started="2027-04-01T08:30:00+00:00"),
        pod("redis-6b7c9d8f5-ab12c", "royal", "Running", "anacreon-w1", started="2027-04-01T08:30:05+00:00")]),
    _kube("e4", an, "deployments", "royal", [deployment("regent-api", "royal", 3, 2),
                                             deployment("tithe-worker", "royal", 2, 1),
                                             deployment("redis", "royal", 1, 1)]),
    _kube("e5", an, "pods", "kube-system", [
        pod("coredns-7b98449c4-h2x5w", "kube-system", "Running", "anacreon", started="2027-02-24T09:01:00+00:00"),
        pod("traefik-5d45fc8cc9-9rj2d", "kube-system", "Running", "anacreon-w1", started="2027-02-24T09:02:10+00:00"),
        pod("metrics-server-6f4c6675d5-k8s7t", "kube-system", "Running", "anacreon",
            started="2027-02-24T09:01:05+00:00"),
        pod("local-path-provisioner-6795b5f9d8-wz7qp", "kube-system", "Running", "anacreon",
            started="2027-02-24T09:01:02+00:00"),
        pod("svclb-traefik-4b1c2d3e-abcde", "kube-system", "Running", "anacreon-w3",
            started="2027-02-24T09:02:30+00:00"),
        pod("svclb-traefik-4b1c2d3e-fghij", "kube-system", "Running", "anacreon-w1",
            started="2027-02-24T09:02:31+00:00")], complete=False),
    item("e6", "linux_system_info", system_info(18.3, [6.2, 5.8, 5.1], 3_888_000, "2027-02-24T22:10:00+00:00",
                                                ANMEM, 61_000_000_000, 0, 0), an, 45),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2027-04-10T21:31:05+00:00", "k3s.service", "warning",
               "node_lifecycle_controller: Node anacreon-w2 hasn't been updated for 40.4s"),
        _entry("2027-04-10T21:31:05+00:00", "k3s.service", "info",
               "event: Node anacreon-w2 status is now: NodeNotReady"),
        _entry("2027-04-10T21:36:10+00:00", "k3s.service", "info",
               "taint-based eviction: marking pods on node anacreon-w2 for deletion")]},
         an, 50, args={"unit": "k3s.service", "since_minutes": 60, "grep": "anacreon-w2"}),
    item("e8", "linux_service_status", unit("k3s.service", "active", "running", pid=1422,
                                            since="2027-02-24T22:11:30+00:00", desc="Lightweight Kubernetes"),
         an, 60, args={"name": "k3s"}),
    item("e9", "linux_processes", {"total": 612, "processes": [
        proc(88120, "java", "root", 140.0, 9.6, 12_960_000_000, "2027-04-10T19:02:31+00:00",
             "java -Xmx12g -jar /app/tithe-ledger.jar"),
        proc(1422, "k3s-server", "root", 22.0, 2.9, 3_915_000_000, "2027-02-24T22:11:30+00:00",
             "/usr/local/bin/k3s server"),
        proc(90211, "postgres", "999", 3.1, 2.2, 2_970_000_000, "2027-04-01T08:30:02+00:00", "postgres: checkpointer"),
        proc(90210, "postgres", "999", 0.4, 1.6, 2_160_000_000, "2027-04-01T08:30:01+00:00",
             "postgres -c shared_buffers=2GB"),
        proc(1530, "containerd", "root", 4.0, 0.9, 1_215_000_000, "2027-02-24T22:11:31+00:00",
             "containerd -c /var/lib/rancher/k3s/agent/etc/containerd/config.toml")]},
         an, 1200, args={"sort": "memory", "limit": 5}, complete=False),
    item("e10", "linux_network_info", {
        "interfaces": [{"name": "enp65s0", "mac": "b4:96:91:aa:10:21", "addresses": ["10.20.0.21/24"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 980, "sshd"), _listen(6443, "0.0.0.0", 1422, "k3s-server"),
                      _listen(10250, "0.0.0.0", 1422, "k3s-server"), _listen(10248, "127.0.0.1", 1422, "k3s-server"),
                      _listen(2379, "127.0.0.1", 1422, "k3s-server"), _listen(2379, "10.20.0.21", 1422, "k3s-server"),
                      _listen(8472, "0.0.0.0", None, None, proto="udp")],
        "connections": [_conn("10.20.0.21:6443", "10.20.0.22:41822", 1422, "k3s-server"),
                        _conn("10.20.0.21:6443", "10.20.0.24:39012", 1422, "k3s-server"),
                        _conn("10.20.0.21:22", "10.20.0.90:52211", 61200, "sshd")]}, an, 40),
]

ANACREON = {"name": "anacreon", "clock": an, "evidence": anacreon_ev, "answers": [
    {"q": "Are all nodes ready?", "ev": ["e2", "e7"],
     "a": "No — [[s:anacreon-w2 is NotReady]]; [[s:the other three nodes (anacreon, anacreon-w1 and anacreon-w3) "
          "are Ready]]. [[s:k3s logged the NodeNotReady change at 21:31]], [[c:about 15 minutes ago]]. [[s:w2 also "
          "runs an older kubelet, v1.30.5+k3s1, while the others are on v1.30.6+k3s1]]. [[u:The node most likely "
          "lost power]].\n\n```\nkubectl describe node anacreon-w2\n```"},
    {"q": "what's wrong in the royal namespace", "ev": ["e3", "e4"],
     "a": "1. **tithe-worker** — [[s:pod tithe-worker-5c8d7f9b8-qq7rs is in CrashLoopBackOff]] [e3] [[u:with 37 "
          "restarts]] [e4]; [[s:the deployment has only 1 of 2 replicas ready]] [e4].\n"
          "2. **regent-api** — [[s:2 of 3 replicas are ready]]; [[s:the replica on anacreon-w2 is in phase "
          "Unknown]].\n"
          "3. **postgres-0** — [[c:has restarted twice]].\n"
          "4. **redis** — [[s:fine, 1/1 ready]].\n\n"
          "[[u:The crash loop is caused by the Java ledger running out of memory]]."},
    {"q": "How many pods are in kube-system, and is coredns up?", "ev": ["e5"],
     "a": "[[u:There are 6 pods in kube-system]], and [[s:coredns is Running]] [[s:on anacreon]]. [[u:None of them "
          "has restarted]]. [[s:traefik runs on anacreon-w1]], while [[c:metrics-server is stuck in "
          "CrashLoopBackOff]]."},
    {"q": "What uses the most memory on anacreon?", "ev": ["e1", "e9"],
     "a": "The biggest process is [[t:java running tithe-ledger.jar (PID 88120), at about 13 GB RSS]], "
          "[[t:roughly 9.6% of memory]]; [[t:its heap is capped at 12 GB (-Xmx12g)]]. [[t:Next comes k3s-server "
          "with ~3.9 GB]]. [[s:The machine has 128 GB of RAM in total]]. [[u:Memory pressure is not a concern on this node]]. [[u:The java process belongs to the "
          "tithe-worker pod]]."},
    {"q": "Which ports does k3s listen on? Is etcd exposed?", "ev": ["e10"],
     "a": "k3s-server (PID 1422) listens on [[s:6443 (the API server)]], [[s:10250 (kubelet)]] and [[c:10248 on all "
          "interfaces]]. As for etcd, [[s:port 2379 is bound on 127.0.0.1 and on 10.20.0.21]], so [[c:etcd is only "
          "reachable from localhost]]. [[s:UDP 8472 (flannel VXLAN) is open too]], [[s:with no owning process "
          "shown]]. [[s:10.20.0.22 and 10.20.0.24 have connections to the API on 6443]], but [[s:nothing from "
          "10.20.0.23 does]]."},
    {"q": "os, uptime, load?", "ev": ["e1", "e6"],
     "a": "OS: [[s:Debian 12 (bookworm)]]\nKernel: [[s:6.1.0-28-amd64]]\nCPU: [[s:AMD EPYC 7313P, 16 cores]]\n"
          "Uptime: [[c:54 days]]\nLoad: [[s:6.2 / 5.8 / 5.1]]\nMemory: [[s:about 74 GB in use of 135 GB]]\n"
          "Swap: [[s:none configured]]\nDNS: [[c:10.20.0.53 only]]"},
    {"q": "Which user accounts exist, and who has sudo?", "ev": ["e1"],
     "a": "[[s:Only wienis is in the sudo group]]. [[s:limmar's uid is 1001]] and [[s:limmar is in adm]]. "
          "[[u:limmar can only log in with an SSH key]]."},
    {"q": "Is k3s healthy? When did it last start?", "ev": ["e8", "e7"],
     "extra": [user("u1", "I restarted k3s about an hour ago to pick up the new registry mirror.", an, 90)],
     "a": "As you mentioned, [[c:k3s was restarted about an hour ago]]; [[s:it is active (running) with main PID "
          "1422]] and [[s:enabled at boot]]. [[u:The registry mirror config was picked up]]. In the last hour the "
          "journal has [[s:node events for anacreon-w2]]."},
]}


# --------------------------------------------------------------------------------------------------------
# kalgan: Fedora 41 media box; two fresh jellyfin readings disagree, rates, stale package source, user's words.
ka = Clock("2027-05-20T19:40:00+00:00")
KAMEM = 32_803_000_000          # 30.55 GiB
KASWAP = 8 * GiB
KAMEDIA = 8_001_563_222_016
kalgan_steady = steady(
    "e1", ka, 5000, hostname="kalgan", os_name="Fedora Linux", os_version="41", os_codename=None,
    os_pretty_name="Fedora Linux 41 (Workstation Edition)", kernel="6.12.5-200.fc41.x86_64",
    cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16, memory_total_bytes=KAMEM,
    package_manager="rpm",
    disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 2_000_000_000_000},
           {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "ext4", "total_bytes": KAMEDIA}],
    network_interfaces=[{"name": "enp14s0", "mac": "74:56:3c:88:99:aa", "addresses": ["192.168.50.30/24"],
                         "is_up": True},
                        {"name": "wlp15s0", "mac": "8c:b8:7e:01:02:03", "addresses": [], "is_up": False}],
    dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
    installed_packages={"kernel": "6.11.8-300.fc41", "mesa-dri-drivers": "24.2.7-1.fc41",
                        "steam": "1.0.0.81-1.fc41", "ffmpeg": "7.0.2-6.fc41", "jellyfin-server": "10.10.3-1.fc41",
                        "podman": "5:5.3.1-1.fc41", "pipewire": "1.2.6-1.fc41"},
    available_services=["jellyfin.service", "sshd.service", "cups.service", "avahi-daemon.service",
                        "podman.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "bayta", "uid": 1000, "gid": 1000, "home": "/home/bayta", "shell": "/bin/bash"},
           {"name": "toran", "uid": 1001, "gid": 1001, "home": "/home/toran", "shell": "/bin/bash"},
           {"name": "magnifico", "uid": 1002, "gid": 1002, "home": "/home/magnifico", "shell": "/bin/zsh"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["bayta"]},
            {"name": "video", "gid": 39, "members": ["bayta", "toran"]},
            {"name": "jellyfin", "gid": 975, "members": []}],
    stale_sources=["packages"])
kalgan_ev = [
    kalgan_steady,
    item("e2", "linux_service_status", unit("jellyfin.service", "active", "running", pid=9120,
                                            since="2027-05-20T19:33:41+00:00", desc="Jellyfin Media Server"),
         ka, 30, args={"name": "jellyfin"}),
    item("e3", "linux_service_status", unit("jellyfin.service", "activating", "auto-restart", pid=None, since=None,
                                            desc="Jellyfin Media Server"),
         ka, 25, args={"name": "jellyfin.service"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "jellyfin.service", "entries": [
        _entry("2027-05-20T19:21:14+00:00", "jellyfin.service", "err",
               "[ERR] Error while transcoding: FFmpeg exited with code 234"),
        _entry("2027-05-20T19:33:40+00:00", "jellyfin.service", "notice",
               "jellyfin.service: Main process exited, code=killed, status=9/KILL"),
        _entry("2027-05-20T19:33:41+00:00", "jellyfin.service", "info",
               "jellyfin.service: Scheduled restart job, restart counter is at 3."),
        _entry("2027-05-20T19:33:41+00:00", "jellyfin.service", "info",
               "Started jellyfin.service - Jellyfin Media Server.")]},
         ka, 35, args={"unit": "jellyfin.service", "since_minutes": 30, "limit": 4}, complete=False),
    item("e5", "linux_disk_io", {"interval_seconds": 2.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 4_500_000, "write_bytes_per_s": 310_000_000, "busy_percent": 48.0},
        {"device": "sda", "read_bytes_per_s": 96_000_000, "write_bytes_per_s": 0, "busy_percent": 93.5}]},
         ka, 20, args={"interval_seconds": 2}),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp14s0", "rx_bytes_per_s": 1_250_000, "tx_bytes_per_s": 11_800_000},
        {"name": "lo", "rx_bytes_per_s": 42_000, "tx_bytes_per_s": 42_000}]}, ka, 20),
    item("e7", "linux_system_info", system_info(61.0, [9.1, 7.7, 5.0], 5000, "2027-05-20T18:00:00+00:00", KAMEM,
                                                6_100_000_000, KASWAP, 3_221_225_472), ka, 1000),
    item("e8", "linux_system_info", system_info(22.5, [2.31, 3.8, 4.6], 6000, "2027-05-20T18:00:00+00:00", KAMEM,
                                                19_500_000_000, KASWAP, 2_147_483_648), ka, 15),
    item("e9", "linux_package_history", {"events": [
        _event("2027-05-18T21:10:04+00:00", "upgrade", "kernel", "6.11.8-300.fc41", "6.12.5-200.fc41"),
        _event("2027-05-18T21:10:04+00:00", "upgrade", "mesa-dri-drivers", "24.2.7-1.fc41", "24.3.2-1.fc41"),
        _event("2027-05-19T17:44:30+00:00", "upgrade", "jellyfin-server", "10.10.3-1.fc41", "10.10.5-1.fc41"),
        _event("2027-05-20T17:55:12+00:00", "remove", "steam", "1.0.0.81-1.fc41", None),
        _event("2027-05-20T17:58:40+00:00", "upgrade", "podman", "5:5.3.1-1.fc41", "5:5.4.0-1.fc41")]},
         ka, 60, args={"since_days": 7}),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 2_000_000_000_000, 1_210_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_000_000, 410_000_000),
        fs("/dev/sda1", "/mnt/media", "ext4", KAMEDIA, 7_850_000_000_000)]}, ka, 40),
    item("e11", "linux_processes", {"total": 2, "processes": [
        proc(6120, "ffmpeg", "jellyfin", 380.0, 1.9, 620_000_000, "2027-05-20T19:34:10+00:00",
             "/usr/lib/jellyfin-ffmpeg/ffmpeg -hwaccel vaapi -i /mnt/media/films/arrival.mkv -c:v h264_vaapi -f hls",
             status="running"),
        proc(7002, "ffmpeg", "toran", 95.0, 0.8, 260_000_000, "2027-05-20T19:12:00+00:00",
             "ffmpeg -i /home/toran/capture.mkv -c:v libx265 out.mkv", status="running")]},
         ka, 25, args={"name": "ffmpeg", "sort": "cpu"}),
    item("e12", "linux_network_info", {
        "interfaces": [{"name": "enp14s0", "mac": "74:56:3c:88:99:aa", "addresses": ["192.168.50.30/24"],
                        "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 1010, "sshd"), _listen(8096, "0.0.0.0", 9120, "jellyfin"),
                      _listen(631, "127.0.0.1", 1204, "cupsd"), _listen(7359, "0.0.0.0", 9120, "jellyfin", proto="udp"),
                      _listen(5353, "0.0.0.0", 850, "avahi-daemon", proto="udp")],
        "connections": [_conn("192.168.50.30:8096", "192.168.50.41:50220", 9120, "jellyfin"),
                        _conn("192.168.50.30:8096", "192.168.50.57:41000", 9120, "jellyfin")]}, ka, 30),
]

KALGAN = {"name": "kalgan", "clock": ka, "evidence": kalgan_ev, "answers": [
    {"q": "is jellyfin up?", "ev": ["e2", "e3"],
     "a": "[[u:Yes, jellyfin.service is active (running), PID 9120]]. [[u:It has been up since 19:33]] and [[s:it is enabled]]."},
    {"q": "Why does Jellyfin keep restarting?", "ev": ["e4", "e11"],
     "a": "From the journal: [[s:at 19:21 Jellyfin logged a transcoding error — FFmpeg exited with code 234]], and "
          "[[s:at 19:33:40 the main process was killed with SIGKILL (status 9)]]. [[s:systemd scheduled restart "
          "number 3]] [[s:and started it again at 19:33:41]]. [[u:The kill most likely came from the kernel OOM "
          "killer]]. [[u:That transcoding error is the only error in the last 30 minutes]].\n\nRight now "
          "[[s:Jellyfin's ffmpeg (PID 6120) is using about 380% CPU]], and [[s:there is a second ffmpeg (PID 7002) "
          "run by toran]] [[c:that is re-encoding with VAAPI]]. [[c:It looks like toran's ffmpeg is the heavier of "
          "the two]].\n\nCheck for OOM kills with:\n```\njournalctl -k -g 'Out of memory'\n```"},
    {"q": "why is the media disk so slow", "ev": ["e5", "e10"],
     "a": "| device | read | write | busy |\n|---|---|---|---|\n"
          "[[s:| sda | 96 MB/s | 0 | 93.5% |]]\n"
          "[[c:| nvme0n1 | 4.5 MB/s | 31 MB/s | 48% |]]\n\n"
          "[[s:sda is the busiest device]]; [[u:the writes on nvme0n1 come from a game download]]. On top of that [[s:/mnt/media is 98% full]], [[s:with only ~150 GB "
          "free]]. [[u:The drive is probably failing]] — a SMART check would tell:\n```\nsudo smartctl -a /dev/sda\n```"},
    {"q": "Is my network saturated?", "ev": ["e6", "e12"],
     "a": "Summary: [[s:enp14s0 is sending about 11.8 MB/s]] ([[c:roughly 9.4 Mbit/s]]) and [[s:receiving about "
          "1.25 MB/s]].\n\nDetails: [[s:two clients are streaming from Jellyfin on port 8096, 192.168.50.41 and "
          "192.168.50.57]]. [[u:The link is gigabit]], so [[u:it is nowhere near saturated]]. [[s:CUPS only "
          "listens on localhost (631)]]."},
    {"q": "Which kernel and mesa do I have, and is the box busy?", "ev": ["e1", "e7"],
     "a": "- Running kernel: [[s:6.12.5-200.fc41]]\n- Installed kernel package: [[t:6.11.8-300.fc41]]\n"
          "- Mesa: [[t:24.2.7]]\n- Podman: [[t:5.3.1 (epoch 5)]]\n- Load: [[t:CPU at 61% with a 1-minute load of "
          "9.1]]\n- CPU: [[s:8 cores / 16 threads]]"},
    {"q": "what got updated this week?", "ev": ["e9"],
     "a": "1. [[s:kernel 6.11.8-300.fc41 → 6.12.5-200.fc41 (18 May, 21:10)]]\n2. [[c:mesa-dri-drivers → "
          "24.3.1]]\n3. [[s:jellyfin-server 10.10.3 → 10.10.5 on 19 May]]\n4. [[c:steam was upgraded on 20 May]]\n"
          "5. [[s:podman 5:5.3.1 → 5:5.4.0]]\n\n[[s:Five packages changed in total]]. [[s:The most recent change "
          "was the podman upgrade at 17:58 today]]. [[u:The Jellyfin upgrade introduced the transcoding "
          "crashes]]."},
    {"q": "Who's in the video group? Can jellyfin use the GPU?", "ev": ["e1"],
     "a": "[[s:The video group has bayta and toran]]. [[c:The jellyfin account is in video too]], and [[s:the "
          "jellyfin group (gid 975) has no members]]. Unrelated, but [[s:magnifico uses zsh]]. [[u:Without video access, Jellyfin falls back to software transcoding]]."},
    {"q": "My friend says kalgan has 64 GB of RAM and is swapping like crazy. True?", "ev": ["e1", "e8"],
     "extra": [user("u1", "kalgan has 64 GB of RAM, my friend built it", ka, 120)],
     "a": "Not quite. [[s:kalgan has 32 GB of RAM]], not 64. [[s:About 2 GiB of its 8 GiB swap is in use "
          "(25%)]], so [[s:some memory has been swapped out]]. [[s:Around 19.5 GB of memory is available]]. [[c:CPU usage is "
          "61%]]. [[c:The machine booted at 17:00]]. [[u:Swap is on zram]]."},
    {"q": "What IP does kalgan have?", "ev": ["e1"],
     "a": "It has [[s:192.168.50.30 on enp14s0]]; [[s:the Wi-Fi card, wlp15s0, is down]] and [[s:has no address]]."},
]}


MACHINES = [TRANTOR, TERMINUS, ANACREON, KALGAN]
