"""85th generation (written blind, in the manner of IBM Granite 3.x 8B Instruct).

Written by a helper who did not see the certainty wrapper, its tests, the other generations or the corpus
files. The answers imitate Granite's enterprise register: a one-line summary, a Markdown table (Component |
Status | Detail and kin), then "Observations:" (claims, labelled) and "Recommendations:" (suggestions,
unlabelled), with the usual drift into numbered lists, key: value lines and flowing paragraphs.

virga — Ubuntu 24.04 API server (UTC). A fresh listing of all systemd units (fail2ban failed, node-exporter
inactive, api-gunicorn restarted at 13:52), processes sorted by CPU (cut to 8 of 187), sockets with
outbound PostgreSQL and Redis connections, a system reading ten minutes old (stale), disk usage of three
filesystems, the api-gunicorn journal of the last hour (a worker SIGKILLed "Perhaps out of memory?"), two
weeks of package history with a kernel install and the old kernel's removal, and a steady-state snapshot
with users and groups (only ops is in sudo).

mammatus — Debian 12 PostgreSQL 15 server (Europe/Berlin, CET). All units (pg-backup.service failed), a
memory-sorted process list cut to 8 (the checkpointer's RSS holds shared buffers), disk usage with /backup
at 99%, disk I/O, a fresh system reading, the pg-backup journal (No space left on device at 02:47 local), a
socket listing almost seven minutes old (stale), package history with a pgbouncer upgrade an hour ago, and a
steady-state snapshot whose packages source is in stale_sources (it still shows the old pgbouncer).

lenticular — Fedora 41 developer laptop (America/Los_Angeles, PST). A system reading, processes by memory cut
to 10 of 356, rootless podman containers (keycloak exited 137), a week of dnf history (kernel 6.12.13
installed, 6.12.8 removed, running 6.12.11), warning-and-worse journal lines of the last two hours (an
iwlwifi microcode error and a Wi-Fi drop), network traffic, and a steady-state snapshot with users and
groups; one answer carries the user's own words.

cumulus — k3s control plane on Ubuntu 22.04 (Asia/Tokyo). Nodes (w3 NotReady, w2 one minor release
behind), pods and deployments of the shop namespace (cart-api crash-looping, a storefront replica Pending
unscheduled), the k3s journal of the last hour, the host's system reading and k3s unit, a disk reading
almost seven minutes old (stale) and a steady-state snapshot.

altostratus — Arch Linux home NAS with Docker (Australia/Sydney, AEDT). All containers (pihole
restarting, watchtower exited), disk usage with /mnt/scratch near full, a day of sshd journal (a burst of
failed root logins), three days of pacman history (linux 6.13.0 installed while 6.12.10 runs), a system
reading, sockets, and a steady-state snapshot whose users source is in stale_sources.
"""

from __future__ import annotations

from _evidence import (GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       processes, steady, system_info, unit, user, node, deployment, pod)

# ---------------------------------------------------------------------------------------------------------
# virga — Ubuntu 24.04 API server, UTC
# ---------------------------------------------------------------------------------------------------------
C1 = Clock("2026-03-10T14:20:00+00:00")
C1_MEM = 33563381760

CIRRUS_EV = [
    steady("s1", C1, age=3600, hostname="virga", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=C1_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502392610816},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/uploads", "fstype": "xfs",
                   "total_bytes": 2000263143424}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:3a:91:0c", "addresses": ["10.20.0.11/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"nginx": "1.24.0-2ubuntu7.1", "redis-server": "5:7.0.15-1build2",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "python3": "3.12.3-0ubuntu2",
                               "linux-image-6.8.0-52-generic": "6.8.0-52.53", "fail2ban": "1.0.2-3ubuntu0.1",
                               "python3-orjson": "3.9.15-1build1", "postgresql-client-16": "16.6-0ubuntu0.24.04.1"},
           available_services=["nginx.service", "api-gunicorn.service", "redis-server.service", "ssh.service",
                               "cron.service", "fail2ban.service", "node-exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "redis", "uid": 112, "gid": 118, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                  {"name": "apiuser", "uid": 998, "gid": 998, "home": "/srv/api", "shell": "/usr/sbin/nologin"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1001, "gid": 1001, "home": "/home/ops", "shell": "/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "ops"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]},
                   {"name": "apiuser", "gid": 998, "members": []},
                   {"name": "deploy", "gid": 1000, "members": []},
                   {"name": "ops", "gid": 1001, "members": []}]),
    item("e1", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", pid=1184, since="2026-03-02T06:11:40+00:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("api-gunicorn.service", "active", "running", pid=20931, since="2026-03-10T13:52:08+00:00",
             desc="API gunicorn workers"),
        unit("redis-server.service", "active", "running", pid=1120, since="2026-03-02T06:11:38+00:00",
             desc="Advanced key-value store"),
        unit("ssh.service", "active", "running", pid=1005, since="2026-03-02T06:11:36+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=998, since="2026-03-02T06:11:35+00:00",
             desc="Regular background program processing daemon"),
        unit("fail2ban.service", "failed", "failed", pid=None, since=None, desc="Fail2Ban Service"),
        unit("node-exporter.service", "inactive", "dead", ufs="disabled", desc="Prometheus node exporter"),
    ]}, C1, age=40),
    item("e2", "linux_processes", processes(187, C1_MEM, [
        (20933, "gunicorn", "apiuser", 38.2, 612 * MiB, "2026-03-10T13:52:09+00:00",
         "/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn app:create_app() --workers 2"),
        (20934, "gunicorn", "apiuser", 31.5, 402 * MiB, "2026-03-10T13:52:09+00:00",
         "/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn app:create_app() --workers 2"),
        (1120, "redis-server", "redis", 6.1, 2040109465, "2026-03-02T06:11:38+00:00",
         "/usr/bin/redis-server 127.0.0.1:6379"),
        (1190, "nginx", "www-data", 2.4, 18 * MiB, "2026-03-02T06:11:40+00:00", "nginx: worker process"),
        (412, "systemd-journald", "root", 0.8, 96 * MiB, "2026-03-02T06:11:20+00:00",
         "/usr/lib/systemd/systemd-journald"),
        (20931, "gunicorn", "apiuser", 0.3, 95 * MiB, "2026-03-10T13:52:08+00:00",
         "/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn app:create_app() --workers 2"),
        (30112, "sshd", "ops", 0.1, 9 * MiB, "2026-03-10T13:40:51+00:00", "sshd: ops@pts/0"),
        (1184, "nginx", "root", 0.0, 11 * MiB, "2026-03-02T06:11:40+00:00",
         "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"),
    ]), C1, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:3a:91:0c", "addresses": ["10.20.0.11/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(80, "0.0.0.0", 1184, "nginx"), listener(443, "0.0.0.0", 1184, "nginx"),
                      listener(8000, "127.0.0.1", 20931, "gunicorn"),
                      listener(6379, "127.0.0.1", 1120, "redis-server"),
                      listener(22, "0.0.0.0", 1005, "sshd"), listener(22, "::", 1005, "sshd")],
        "connections": [connection("10.20.0.11:41822", "10.20.0.12:5432", 20933, "gunicorn"),
                        connection("10.20.0.11:41830", "10.20.0.12:5432", 20933, "gunicorn"),
                        connection("10.20.0.11:41876", "10.20.0.12:5432", 20934, "gunicorn"),
                        connection("127.0.0.1:52210", "127.0.0.1:6379", 20934, "gunicorn"),
                        connection("127.0.0.1:6379", "127.0.0.1:52210", 1120, "redis-server"),
                        connection("10.20.0.11:22", "10.20.0.50:51422", 30112, "sshd")],
    }, C1, age=25),
    item("e4", "linux_system_info", system_info(71.3, [5.82, 4.10, 3.07], 719945, "2026-03-02T06:10:55+00:00",
                                                C1_MEM, 13314398617, 4 * GiB, 310 * MiB), C1, age=600),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502392610816, 431557304320),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1124999168, 6422528),
        fs("/dev/sdb1", "/srv/uploads", "xfs", 2000263143424, 1201000000000),
    ]}, C1, age=45),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "api-gunicorn.service", "entries": [
        log_entry("2026-03-10T13:51:58+00:00", "api-gunicorn.service", "err",
                  "[ERROR] Worker (pid:18822) was sent SIGKILL! Perhaps out of memory?"),
        log_entry("2026-03-10T13:52:02+00:00", "api-gunicorn.service", "notice",
                  "api-gunicorn.service: Main process exited, code=killed, status=9/KILL"),
        log_entry("2026-03-10T13:52:02+00:00", "api-gunicorn.service", "warning",
                  "api-gunicorn.service: Failed with result 'signal'."),
        log_entry("2026-03-10T13:52:08+00:00", "api-gunicorn.service", "info",
                  "Started api-gunicorn.service - API gunicorn workers."),
        log_entry("2026-03-10T13:52:09+00:00", "api-gunicorn.service", "info",
                  "[INFO] Listening at: http://127.0.0.1:8000 (20931)"),
        log_entry("2026-03-10T13:52:09+00:00", "api-gunicorn.service", "info",
                  "[INFO] Booting worker with pid: 20933"),
        log_entry("2026-03-10T13:52:09+00:00", "api-gunicorn.service", "info",
                  "[INFO] Booting worker with pid: 20934"),
        log_entry("2026-03-10T14:05:41+00:00", "api-gunicorn.service", "warning",
                  "[WARNING] slow request: POST /v1/reports/export took 28.4s"),
        log_entry("2026-03-10T14:12:10+00:00", "api-gunicorn.service", "warning",
                  "[WARNING] slow request: POST /v1/reports/export took 31.9s"),
    ]}, C1, age=35, args={"unit": "api-gunicorn.service", "since_minutes": 60}),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-02-26T06:25:11+00:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.4",
                      "1:9.6p1-3ubuntu13.5"),
        package_event("2026-02-26T06:25:14+00:00", "upgrade", "openssh-client", "1:9.6p1-3ubuntu13.4",
                      "1:9.6p1-3ubuntu13.5"),
        package_event("2026-03-02T06:02:30+00:00", "install", "linux-image-6.8.0-52-generic", None, "6.8.0-52.53"),
        package_event("2026-03-02T06:02:41+00:00", "upgrade", "nginx", "1.24.0-2ubuntu7", "1.24.0-2ubuntu7.1"),
        package_event("2026-03-02T06:03:05+00:00", "remove", "linux-image-6.8.0-45-generic", "6.8.0-45.45", None),
        package_event("2026-03-09T22:14:00+00:00", "install", "python3-orjson", None, "3.9.15-1build1"),
    ]}, C1, age=50, args={"since_days": 14}),
]

CIRRUS_ANSWERS = [
    {"q": "Can you give me a status overview of the services on virga?", "ev": ["s1", "e1"],
     "a": """Service status overview for virga, based on the systemd unit listing (e1).

| Component | Status | Detail |
|---|---|---|
| nginx, redis-server, ssh, cron | [[s:✅ active (running)]] | — |
| api-gunicorn.service | [[s:✅ active (running)]] | [[s:Restarted today at 13:52 UTC]] |
| fail2ban.service | [[c:⚠️ inactive (dead)]] | [[u:Stopped after a configuration error in jail.local]] |

Observations:
- [[c:Six of the seven units are running normally.]]
- [[u:The api-gunicorn restart was most likely triggered by a deployment.]]
- [[s:nginx and Redis have both been up since March 2]], [[c:as has api-gunicorn]].

Recommendations:
- Review the fail2ban logs with `journalctl -u fail2ban -n 50` and restart the service once the cause is addressed.
- Enable node-exporter if this host is expected to report to Prometheus.
"""},
    {"q": "What is consuming the CPU on virga right now?", "ev": ["e2", "e4"],
     "a": """[[s:The API workers are the primary CPU consumers on virga at the moment.]]

| Process | PID | CPU % |
|---|---|---|
| gunicorn (worker) | 20933 | [[s:38.2]] |
| gunicorn (worker) | 20934 | [[c:13.5]] |

Observations:
- [[c:Redis runs as root]] and [[c:holds 1.9 GB of resident memory]].
- [[t:Overall CPU utilisation is 71.3%]], and [[t:load is trending upward]].
- [[u:None of the 187 processes is stuck in uninterruptible sleep.]]

Recommendations:
- Profile the `/v1/reports` endpoints if the worker CPU remains elevated.
- Re-run `linux_system_info` for a current load figure before drawing conclusions.
"""},
    {"q": "Which ports are listening and what connections are open right now?", "ev": ["e3"],
     "a": """Network socket summary for virga (e3).

| Port | Address | Process |
|---|---|---|
| [[s:80/tcp and 443/tcp | 0.0.0.0 | nginx (PID 1184)]] |
| [[c:8080/tcp]] | [[s:127.0.0.1 | gunicorn (PID 20931)]] |

Observations:
- [[s:Only nginx and sshd accept connections from other hosts]].
- [[s:There are three established connections to the PostgreSQL server at 10.20.0.12:5432]], [[c:all of them opened by gunicorn worker 20933]].
- [[c:No client is currently connected to Redis.]]
- [[s:One inbound SSH session is open from 10.20.0.50]] ([[u:likely the ops team's bastion host]]).

Recommendations:
- Confirm that port 443 is the only port intended to be exposed publicly and consider restricting port 80 to redirects.
"""},
    {"q": "Why did the API service restart about half an hour ago?", "ev": ["e1", "e6"],
     "a": """The API service (api-gunicorn.service) restarted at [[s:13:52 UTC]], [[s:roughly 28 minutes ago]]. According to the journal (e6), [[s:a gunicorn worker (PID 18822) was sent SIGKILL at 13:51:58]], and [[s:systemd then recorded that the main process exited with status 9/KILL]]. [[u:The kernel's OOM killer terminated the worker because the host ran out of memory]] — the log line itself only says "Perhaps out of memory?". [[c:It is now running with three workers.]]

| Component | Status | Detail |
|---|---|---|
| Slow-request warnings since restart | [[s:2]] | [[c:most recent at 14:15]] |

Observations:
- [[u:This is the first restart of the API service this week.]]

Recommendations:
- Check `dmesg` or `journalctl -k` for `oom-kill` entries around 13:51 to confirm the memory hypothesis.
- Consider setting `--max-requests` to recycle workers that grow in memory.
"""},
    {"q": "How much disk space is left on virga?", "ev": ["e5", "s1"],
     "a": """Disk capacity report for virga (e5):

| Mount | Size | Free | Use % |
|---|---|---|---|
| / | [[s:502 GB]] | [[c:91 GB]] | [[s:85.9%]] |
| /srv/uploads | [[c:2.0 TiB]] | — | [[s:60%]] |

Observations:
- [[s:The root filesystem is the fullest volume on the system]].
- [[u:At the current rate of growth, / will fill up within about a week.]]
- [[c:/srv/uploads still has more than 1 TiB available.]]

Recommendations:
- Rotate or compress old logs under `/var/log` and clear the apt cache (`apt-get clean`).
- Set an alert at 90% usage for `/`.
"""},
    {"q": "What packages changed in the last two weeks, and has the box been rebooted since the kernel update?",
     "ev": ["e7", "s1", "e4"],
     "a": """Package changes over the last 14 days (e7):

1. [[s:2026-03-02 — linux-image-6.8.0-52-generic installed]]
2. 2026-03-02 — nginx [[c:upgraded to 1.24.0-2ubuntu8]]
3. 2026-03-02 — [[c:linux-image-6.8.0-45-generic upgraded]]
4. [[s:python3-orjson 3.9.15-1build1 was installed late yesterday evening]]

[[c:That is five package changes in total.]]

Reboot status: [[t:the system last booted on 2026-03-02 at 06:10 UTC]], [[t:about eight minutes after the new kernel package was installed]], and [[s:the running kernel is 6.8.0-52-generic]]. [[u:No further reboot is pending.]]

Recommendations:
- Schedule a maintenance window for the next kernel update and verify with `uname -r` afterwards.
"""},
    {"q": "Who has sudo rights on virga, and which accounts can log in?", "ev": ["s1"],
     "a": """Account and privilege summary for virga (steady-state snapshot s1).

| Account | sudo | Shell |
|---|---|---|
| ops | [[s:✅]] | [[s:/bin/zsh]] |
| deploy | [[c:✅]] | [[c:/bin/zsh]] |

Observations:
- [[c:The redis service account has UID 110.]]
- [[s:deploy is a member of the www-data group]].
- [[u:Password authentication over SSH is disabled on this host.]]

Recommendations:
- Review whether `deploy` requires interactive login; a restricted shell may be sufficient.
- Audit `/etc/sudoers.d/` for any additional grants outside the sudo group.
"""},
]

# ---------------------------------------------------------------------------------------------------------
# mammatus — Debian 12 PostgreSQL 15 server, Europe/Berlin (CET, +01:00)
# ---------------------------------------------------------------------------------------------------------
C2 = Clock("2026-03-10T15:25:00+01:00")
C2_MEM = 135086702592

STRATUS_EV = [
    steady("s1", C2, age=7200, hostname="mammatus", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="AMD EPYC 7313P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=C2_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 98294312960},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 3839577006080},
                  {"device": "/dev/sdc1", "mountpoint": "/backup", "fstype": "ext4", "total_bytes": 7999556124672}],
           network_interfaces=[{"name": "enp65s0f0", "mac": "3c:ec:ef:41:7a:02", "addresses": ["10.20.0.12/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-15": "15.10-0+deb12u1", "postgresql-client-15": "15.10-0+deb12u1",
                               "pgbouncer": "1.23.1-1.pgdg120+1", "prometheus-postgres-exporter": "0.11.1-1+b5",
                               "linux-image-6.1.0-31-amd64": "6.1.128-1", "linux-image-amd64": "6.1.128-1",
                               "openssl": "3.0.16-1~deb12u1", "openssh-server": "1:9.2p1-2+deb12u4"},
           available_services=["postgresql@15-main.service", "pgbouncer.service",
                               "prometheus-postgres-exporter.service", "pg-backup.service", "ssh.service",
                               "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 105, "gid": 114, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 107, "gid": 116, "home": "/var/lib/prometheus",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "karl", "uid": 1000, "gid": 1000, "home": "/home/karl", "shell": "/bin/bash"},
                  {"name": "ines", "uid": 1001, "gid": 1001, "home": "/home/ines", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["karl"]},
                   {"name": "adm", "gid": 4, "members": ["ines"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]},
                   {"name": "postgres", "gid": 114, "members": []},
                   {"name": "dba", "gid": 1002, "members": ["ines", "karl"]}],
           stale_sources=["packages"]),
    item("e1", "linux_service_status", {"units": [
        unit("postgresql@15-main.service", "active", "running", pid=987, since="2026-02-21T03:12:44+00:00",
             desc="PostgreSQL Cluster 15-main"),
        unit("pgbouncer.service", "active", "running", pid=52210, since="2026-03-10T13:40:12+00:00",
             desc="connection pooler for PostgreSQL"),
        unit("prometheus-postgres-exporter.service", "active", "running", pid=1040,
             since="2026-02-21T03:12:47+00:00", desc="Prometheus exporter for PostgreSQL server metrics"),
        unit("pg-backup.service", "failed", "failed", ufs="static", desc="Nightly pg_basebackup"),
        unit("pg-backup.timer", "active", "waiting", since="2026-02-21T03:12:40+00:00",
             desc="Run pg-backup nightly"),
        unit("ssh.service", "active", "running", pid=812, since="2026-02-21T03:12:41+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("unattended-upgrades.service", "active", "running", pid=820, since="2026-02-21T03:12:41+00:00",
             desc="Unattended Upgrades Shutdown"),
    ]}, C2, age=30),
    item("e2", "linux_processes", processes(214, C2_MEM, [
        (1002, "postgres", "postgres", 0.4, 33930241638, "2026-02-21T03:12:44+00:00",
         "postgres: 15/main: checkpointer"),
        (41200, "postgres", "postgres", 12.0, 2469606195, "2026-03-10T08:02:13+00:00",
         "postgres: 15/main: app appdb 10.20.0.11(41822) idle"),
        (41877, "postgres", "postgres", 48.5, 1503238553, "2026-03-10T14:01:55+00:00",
         "postgres: 15/main: autovacuum worker appdb"),
        (987, "postgres", "postgres", 0.2, 1181116006, "2026-02-21T03:12:44+00:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main "
         "-c config_file=/etc/postgresql/15/main/postgresql.conf"),
        (1004, "postgres", "postgres", 0.6, 966367641, "2026-02-21T03:12:44+00:00", "postgres: 15/main: walwriter"),
        (1003, "postgres", "postgres", 0.3, 644245094, "2026-02-21T03:12:44+00:00",
         "postgres: 15/main: background writer"),
        (1040, "postgres_exporter", "prometheus", 0.5, 38 * MiB, "2026-02-21T03:12:47+00:00",
         "/usr/bin/prometheus-postgres-exporter"),
        (52210, "pgbouncer", "postgres", 3.1, 14 * MiB, "2026-03-10T13:40:12+00:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
    ]), C2, age=40, args={"sort": "memory", "limit": 8}, complete=False),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 98294312960, 21402000000),
        fs("/dev/md1", "/var/lib/postgresql", "xfs", 3839577006080, 3390000000000),
        fs("/dev/sdc1", "/backup", "ext4", 7999556124672, 7921000000000),
    ]}, C2, age=35),
    item("e4", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "md1", "read_bytes_per_s": 180200000, "write_bytes_per_s": 42600000, "busy_percent": 71.0},
        {"device": "nvme0n1", "read_bytes_per_s": 90400000, "write_bytes_per_s": 42700000, "busy_percent": 68.2},
        {"device": "nvme1n1", "read_bytes_per_s": 89800000, "write_bytes_per_s": 42700000, "busy_percent": 69.5},
        {"device": "md0", "read_bytes_per_s": 0, "write_bytes_per_s": 61440, "busy_percent": 0.4},
        {"device": "sdc", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
    ]}, C2, age=20, args={"interval_seconds": 1.0}),
    item("e5", "linux_system_info", system_info(19.4, [6.1, 5.8, 5.2], 1509157, "2026-02-21T03:11:58+00:00",
                                                C2_MEM, 41016937676, 8 * GiB, 0), C2, age=25),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "pg-backup.service", "entries": [
        log_entry("2026-03-10T01:00:02+00:00", "pg-backup.service", "info",
                  "Starting pg-backup.service - Nightly pg_basebackup..."),
        log_entry("2026-03-10T01:47:31+00:00", "pg-backup.service", "err",
                  "pg_basebackup: error: could not write to file \"/backup/base/2026-03-10/base.tar\": "
                  "No space left on device"),
        log_entry("2026-03-10T01:47:31+00:00", "pg-backup.service", "notice",
                  "pg-backup.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-03-10T01:47:31+00:00", "pg-backup.service", "warning",
                  "pg-backup.service: Failed with result 'exit-code'."),
        log_entry("2026-03-10T01:47:31+00:00", "pg-backup.service", "err",
                  "Failed to start pg-backup.service - Nightly pg_basebackup."),
    ]}, C2, age=60, args={"unit": "pg-backup.service", "since_minutes": 1440}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "enp65s0f0", "mac": "3c:ec:ef:41:7a:02", "addresses": ["10.20.0.12/24"],
                        "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 987, "postgres"), listener(5432, "::", 987, "postgres"),
                      listener(6432, "0.0.0.0", 52210, "pgbouncer"), listener(9187, "::", 1040, "postgres_exporter"),
                      listener(22, "0.0.0.0", 812, "sshd")],
        "connections": [connection("10.20.0.12:5432", "10.20.0.11:41822", 41200, "postgres"),
                        connection("10.20.0.12:5432", "10.20.0.11:41830", 41205, "postgres"),
                        connection("10.20.0.12:5432", "10.20.0.11:41876", 41210, "postgres"),
                        connection("10.20.0.12:5432", "10.20.0.13:50412", 41100, "postgres"),
                        connection("10.20.0.12:6432", "10.20.0.14:39002", 52210, "pgbouncer"),
                        connection("10.20.0.12:6432", "10.20.0.14:39010", 52210, "pgbouncer"),
                        connection("10.20.0.12:22", "10.20.0.50:60214", 53001, "sshd")],
    }, C2, age=400),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-02-20T09:05:10+00:00", "upgrade", "postgresql-15", "15.9-0+deb12u1", "15.10-0+deb12u1"),
        package_event("2026-02-20T09:05:12+00:00", "upgrade", "postgresql-client-15", "15.9-0+deb12u1",
                      "15.10-0+deb12u1"),
        package_event("2026-02-20T09:06:40+00:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.128-1"),
        package_event("2026-02-20T09:06:55+00:00", "upgrade", "linux-image-amd64", "6.1.124-1", "6.1.128-1"),
        package_event("2026-03-04T06:14:02+00:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-04T06:14:05+00:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-10T13:40:05+00:00", "upgrade", "pgbouncer", "1.23.1-1.pgdg120+1", "1.24.0-1.pgdg120+1"),
    ]}, C2, age=45, args={"since_days": 30}),
]

STRATUS_ANSWERS = [
    {"q": "Is the database on mammatus healthy?", "ev": ["e1", "e2", "e5"],
     "a": """[[s:PostgreSQL on mammatus is operational]]; [[s:one related job requires attention]].

| Component | Status | Detail |
|---|---|---|
| postgresql@15-main | [[s:Active (running)]] | [[s:up since 21 February]] |
| pgbouncer | [[s:Active (running)]] | [[c:running since 21 February as well]] |
| pg-backup.service | [[s:❌ Failed]] | [[u:the last run was interrupted by a network timeout]] |
| pg-backup.timer | [[c:Inactive]] | — |

Observations:
- [[u:An autovacuum worker (PID 41877) is the busiest PostgreSQL process]], [[s:at 48.5% CPU]].
- [[c:Swap usage is around 2 GiB.]]

Recommendations:
- Investigate the pg-backup failure before tonight's scheduled run.
- Monitor autovacuum progress with `pg_stat_progress_vacuum`.
"""},
    {"q": "Why did the nightly backup fail?", "ev": ["e1", "e6", "e3"],
     "a": """[[s:The nightly backup failed because the backup volume ran out of space.]]

pg-backup.service [[s:failed at 02:47]] local time, [[s:when pg_basebackup could not write base.tar under /backup]]; [[s:the error reported was "No space left on device"]]. [[c:The job ran for about 25 minutes before failing.]] [[u:The previous night's backup completed successfully]], so [[u:the volume most likely crossed its limit during this run]].

| Component | Status | Detail |
|---|---|---|
| /backup (/dev/sdc1) | [[s:⚠️ 99.0% used]] | [[c:7.9 TiB of 8 TiB]], [[c:roughly 180 GB free]] |

Recommendations:
- Remove or archive older base backups under `/backup/base/` and re-run `systemctl start pg-backup.service`.
- Add a retention policy (for example, keep the last seven base backups).
"""},
    {"q": "How are the disks doing on mammatus — space and I/O?", "ev": ["e3", "e4"],
     "a": """Storage summary for mammatus.

**Capacity (e3)**
- `/` on /dev/md0: [[s:21.4 GB of 98.3 GB used]] ([[c:about 28%]])
- `/var/lib/postgresql`: [[s:88% full]]

**I/O (e4, 1-second sample)**

| Device | Read | Busy |
|---|---|---|
| md1 | [[s:180 MB/s]] | [[s:71%]] |
| nvme0n1 | — | [[c:86%]] |

Observations:
- [[s:Reads outweigh writes by roughly four to one on md1]].
- [[c:nvme1n1 is reading noticeably more than nvme0n1.]]
- [[u:The high read rate is caused by the running autovacuum.]]

Recommendations:
- Plan capacity for `/var/lib/postgresql`; at 88% an XFS volume should be extended before it reaches 95%.
"""},
    {"q": "Who is connected to the database right now?", "ev": ["e7"],
     "a": """Here is what the socket listing (e7) shows for mammatus:

- [[t:PostgreSQL listens on port 5432 on all IPv4 and IPv6 addresses]].

| Client | Target | Connections |
|---|---|---|
| 10.20.0.11 | [[t:5432 (postgres)]] | [[t:3]] |
| 10.20.0.14 | [[t:6432 (pgbouncer)]] | [[t:4]] |

Observations:
- [[t:The application server 10.20.0.11 connects directly to PostgreSQL rather than through pgbouncer]].
- [[u:10.20.0.13 is the streaming replica.]]
- [[u:All clients authenticate with scram-sha-256.]]

Recommendations:
- Route the application through pgbouncer to reduce backend count.
- Query `pg_stat_activity` for per-database detail.
"""},
    {"q": "What versions of PostgreSQL and pgbouncer are installed, and what changed recently?",
     "ev": ["s1", "e8"],
     "a": """Package versions and recent changes on mammatus:

| Package | Installed version | Last change |
|---|---|---|
| postgresql-15 | [[s:15.10-0+deb12u1]] | [[s:upgraded from 15.9 on 2026-02-20]] |
| pgbouncer | [[c:1.23.1-1.pgdg120+1]] | — |
| prometheus-postgres-exporter | [[t:0.11.1-1+b5]] | — |

Observations:
- [[c:Five package events were recorded in the last 30 days.]]
- [[s:The kernel was updated on the same day as PostgreSQL]].
- [[c:pgbouncer has not been updated in the last 30 days.]]

Recommendations:
- Keep PostgreSQL minor versions current; 15.x point releases contain security fixes.
"""},
    {"q": "How much memory is PostgreSQL using?", "ev": ["e2", "e5", "s1"],
     "a": """PostgreSQL's footprint is dominated by shared memory. [[s:The checkpointer process (PID 1002) shows an RSS of about 31.6 GiB]], [[u:which mostly reflects the shared_buffers setting of 32 GB]]. [[s:The largest client backend, PID 41200, holds about 2.3 GiB]] and [[c:is serving a connection from 10.20.0.14]].

Memory summary:
- Total RAM: [[s:128 GB]]
- Used: [[c:about 80%]]
- Swap: [[s:none in use]]

Observations:
- [[c:pgbouncer uses about 40 MiB.]]

Recommendations:
- RSS double-counts shared memory across backends; use `pg_buffercache` or `smem` for a precise breakdown.
"""},
    {"q": "Which accounts exist on mammatus and who can use sudo?", "ev": ["s1"],
     "a": """Account inventory for mammatus (s1):

1. [[s:karl (UID 1000)]] — [[s:member of sudo]]
2. ines — [[c:member of sudo]] and [[s:adm]]
3. postgres — [[s:login shell /bin/bash]]
4. [[c:prometheus (UID 1002)]]

Observations:
- [[s:postgres is in the ssl-cert group]].
- [[u:ines last logged in yesterday.]]

Recommendations:
- Confirm that interactive login for `postgres` is required; `/usr/sbin/nologin` is a safer default.
"""},
]

# ---------------------------------------------------------------------------------------------------------
# lenticular — Fedora 41 developer laptop, America/Los_Angeles (PST, -08:00)
# ---------------------------------------------------------------------------------------------------------
C3 = Clock("2026-02-18T21:05:00-08:00")
C3_MEM = 16441872384

NIMBUS_EV = [
    steady("s1", C3, age=900, hostname="lenticular", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.12.11-200.fc41.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1185G7 @ 3.00GHz",
           cpu_cores=4, cpu_threads=8, memory_total_bytes=C3_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510770802688},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 510770802688}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:21:9b", "addresses": ["192.168.1.42/24"],
                                "is_up": True},
                               {"name": "enp0s31f6", "mac": "8c:16:45:0a:77:e1", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"firefox": "135.0-1.fc41", "code": "1.97.2-1739406807.el8",
                               "podman": "5:5.3.2-1.fc41", "kernel": "6.12.13-200.fc41",
                               "gnome-shell": "47.4-1.fc41", "NetworkManager": "1:1.50.2-1.fc41",
                               "iwlwifi-mvm-firmware": "20250211-1.fc41", "slack": "4.41.105-0.1.el8"},
           available_services=["NetworkManager.service", "gdm.service", "bluetooth.service", "sshd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "gdm", "uid": 42, "gid": 42, "home": "/var/lib/gdm", "shell": "/sbin/nologin"},
                  {"name": "maya", "uid": 1000, "gid": 1000, "home": "/home/maya", "shell": "/bin/bash"},
                  {"name": "tomas", "uid": 1001, "gid": 1001, "home": "/home/tomas", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["maya"]},
                   {"name": "dialout", "gid": 18, "members": ["tomas"]},
                   {"name": "libvirt", "gid": 972, "members": ["maya"]},
                   {"name": "maya", "gid": 1000, "members": []},
                   {"name": "tomas", "gid": 1001, "members": []}]),
    item("e1", "linux_system_info", system_info(23.0, [1.42, 1.10, 0.95], 477155, "2026-02-13T16:32:10+00:00",
                                                C3_MEM, 4402341478, 8 * GiB, 1395864371), C3, age=15),
    item("e2", "linux_processes", processes(356, C3_MEM, [
        (4521, "firefox", "maya", 6.2, 3006477107, "2026-02-18T15:10:02+00:00", "/usr/lib64/firefox/firefox"),
        (8801, "java", "maya", 0.4, 1717986918, "2026-02-18T22:40:00+00:00",
         "/usr/lib/jvm/java-21-openjdk/bin/java -Xmx2g org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.12"),
        (4790, "Isolated Web Co", "maya", 14.8, 1288490188, "2026-02-18T15:10:09+00:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 7 -isForBrowser tab"),
        (6120, "code", "maya", 3.0, 1181116006, "2026-02-18T16:02:44+00:00", "/usr/share/code/code"),
        (7011, "slack", "maya", 1.2, 780 * MiB, "2026-02-18T15:11:30+00:00", "/usr/lib/slack/slack"),
        (2201, "gnome-shell", "maya", 4.5, 640 * MiB, "2026-02-13T16:33:02+00:00", "/usr/bin/gnome-shell"),
        (9120, "postgres", "100998", 0.2, 210 * MiB, "2026-02-19T02:04:51+00:00", "postgres"),
        (5290, "gnome-software", "maya", 0.0, 180 * MiB, "2026-02-13T16:33:20+00:00",
         "/usr/bin/gnome-software --gapplication-service"),
        (3333, "tracker-miner-f", "maya", 0.1, 150 * MiB, "2026-02-13T16:33:10+00:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (2260, "Xwayland", "maya", 0.6, 120 * MiB, "2026-02-13T16:33:04+00:00",
         "/usr/bin/Xwayland :0 -rootless -noreset"),
    ]), C3, age=20, args={"sort": "memory", "limit": 10}, complete=False),
    item("e3", "linux_containers", {"runtime": "podman", "containers": [
        box("3f9a1c2be7d0", "dev-postgres", "docker.io/library/postgres:16.6", "running", "Up 3 hours",
            "2026-02-10T19:22:41+00:00", ["127.0.0.1:5432->5432/tcp"]),
        box("81c0d4e6aa19", "dev-redis", "docker.io/library/redis:7.4-alpine", "running", "Up 3 hours",
            "2026-02-10T19:23:05+00:00", ["127.0.0.1:6379->6379/tcp"]),
        box("c27e55f01b3a", "mailpit", "docker.io/axllent/mailpit:v1.22", "exited", "Exited (0) 2 days ago",
            "2026-02-03T18:40:12+00:00", ["127.0.0.1:8025->8025/tcp", "127.0.0.1:1025->1025/tcp"]),
        box("0b7d9e3f4c21", "keycloak", "quay.io/keycloak/keycloak:26.0", "exited", "Exited (137) 5 hours ago",
            "2026-02-12T00:15:37+00:00", ["0.0.0.0:8081->8080/tcp"]),
    ]}, C3, age=30, args={"all": True}),
    item("e4", "linux_package_history", {"events": [
        package_event("2026-02-14T17:12:40+00:00", "upgrade", "firefox", "134.0.2-1.fc41", "135.0-1.fc41"),
        package_event("2026-02-18T03:40:12+00:00", "install", "kernel", None, "6.12.13-200.fc41"),
        package_event("2026-02-18T03:40:20+00:00", "upgrade", "podman", "5:5.3.1-1.fc41", "5:5.3.2-1.fc41"),
        package_event("2026-02-18T03:40:25+00:00", "upgrade", "iwlwifi-mvm-firmware", "20250109-1.fc41",
                      "20250211-1.fc41"),
        package_event("2026-02-18T03:40:31+00:00", "remove", "kernel", "6.12.8-200.fc41", None),
        package_event("2026-02-19T02:02:00+00:00", "upgrade", "code", "1.97.1-1738802093.el8",
                      "1.97.2-1739406807.el8"),
    ]}, C3, age=60, args={"since_days": 7}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-19T03:48:10+00:00", "user@1000.service", "warning",
                  "gnome-shell: JS ERROR: TypeError: this._stream is null"),
        log_entry("2026-02-19T04:31:02+00:00", None, "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-02-19T04:31:03+00:00", "NetworkManager.service", "warning",
                  "<warn>  [1771475463.0412] device (wlp0s20f3): link disconnected (deferring action for 4 seconds)"),
        log_entry("2026-02-19T04:52:17+00:00", None, "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-02-19T04:52:18+00:00", "NetworkManager.service", "warning",
                  "<warn>  [1771476738.2290] device (wlp0s20f3): link disconnected (deferring action for 4 seconds)"),
    ]}, C3, age=40, args={"since_minutes": 120, "priority": "warning"}),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2400000, "tx_bytes_per_s": 310000},
        {"name": "enp0s31f6", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "lo", "rx_bytes_per_s": 52000, "tx_bytes_per_s": 52000},
    ]}, C3, age=10, args={"interval_seconds": 1.0}),
]

NIMBUS_ANSWERS = [
    {"q": "Why does my laptop feel so slow this evening?", "ev": ["e1", "e2"],
     "a": """[[s:Your laptop is under moderate memory pressure]]; [[s:CPU load is low]].

| Component | Status | Detail |
|---|---|---|
| CPU | [[s:23% utilisation]] | [[s:load 1.42 / 1.10 / 0.95]] |
| Memory | [[c:⚠️ 82% used]] | [[s:about 4.1 GiB available]] |

Observations:
- [[s:Firefox is the largest memory consumer at about 2.8 GiB]], [[c:with its content process (Isolated Web Co) adding another 2.1 GiB]].
- [[s:A Gradle daemon (PID 8801) is holding 1.6 GiB]].
- [[u:The Isolated Web Co process, a browser tab, is the top CPU consumer on the system.]]

Recommendations:
- Stop the idle Gradle daemon with `./gradlew --stop` to release about 1.6 GiB.
- Close unused browser tabs or use Firefox's `about:processes` to find heavy pages.
"""},
    {"q": "Which containers are running?", "ev": ["e3"],
     "a": """[[s:You have two containers running under Podman]]:

- **dev-postgres** — [[s:postgres:16.6]]
- **dev-redis** — [[c:redis:7.2-alpine]], [[s:up 3 hours]]

Stopped: mailpit ([[s:exited cleanly 2 days ago]]) and keycloak, which [[c:exited 5 minutes ago]] [[s:with code 137]] ([[u:killed by the OOM killer]]).

Observations:
- [[c:All four containers were created from docker.io images.]]

Recommendations:
- Run `podman logs keycloak` to see why it was terminated.
"""},
    {"q": "What got updated this week? Do I need to reboot?", "ev": ["e4", "s1"],
     "a": """### Updates in the last 7 days

| Date | Package | Change |
|---|---|---|
| [[c:Feb 16]] | kernel | [[s:6.12.13-200.fc41 installed]] |
| Feb 17 | kernel | [[c:6.12.11-200.fc41 removed]] |
| [[s:today]] | code | [[s:1.97.1 → 1.97.2]] |

### Reboot

[[s:You're still running kernel 6.12.11-200.fc41]], so yes — [[s:a reboot is needed to use the new kernel]]. [[u:The Wi-Fi firmware update also only takes effect after a reboot.]]

Observations:
- [[c:The most recent change was the kernel install.]]

Recommendations:
- Save your work and reboot; afterwards confirm with `uname -r`.
"""},
    {"q": "My wifi dropped a couple of times earlier, what happened?", "ev": ["e5", "e6"],
     "a": """Looking at the warning-level journal for the last two hours (e5), [[s:the Intel Wi-Fi driver (iwlwifi) hit a microcode error at 20:31]] and [[s:NetworkManager reported the link on wlp0s20f3 as disconnected a second later]]. [[s:The same thing happened again at 20:52]], [[c:so the connection dropped three times in total]]. [[u:The drops were most likely caused by the firmware update installed yesterday.]]

Right now [[s:the Wi-Fi interface is receiving about 2.4 MB/s]] and [[c:sending about 3.1 MB/s]]; [[c:the wired interface enp0s31f6 is carrying the rest of the traffic]].

Recommendations:
- If it recurs, collect `journalctl -k -b | grep iwlwifi` and consider rolling back `iwlwifi-mvm-firmware` with `dnf downgrade`.
"""},
    {"q": "Am I in the wheel group? Who else has an account on this laptop?", "ev": ["s1"],
     "extra": [user("u1", "I'm maya, by the way.", C3)],
     "a": """Yes — [[s:you (maya) are a member of wheel]].

| Account | UID | wheel |
|---|---|---|
| tomas | [[s:1001]] | [[c:✅]] |
| gdm | [[s:42]] | [[s:❌]] |

Observations:
- [[s:There are two human accounts on this laptop]].
- [[c:You and tomas are the only members of libvirt.]]
- [[c:tomas uses zsh as his login shell.]]

Recommendations:
- Remove `tomas` from wheel if administrative access is not intended: `sudo gpasswd -d tomas wheel`.
"""},
    {"q": "How much memory is free, and is swap being used?", "ev": ["e1", "s1"],
     "a": """Memory status for lenticular (e1):

- Total: [[s:16 GB]]
- Available: [[c:4.1 GB]]
- In use: [[s:~73%]]
- Swap: [[s:1.3 GiB used]] ([[c:about 26%]])

Observations:
- [[u:The swap usage comes from the Gradle daemon being paged out.]]
- [[s:The system has been up for about five and a half days]].

Recommendations:
- A reboot would also apply the pending kernel update and clear long-lived caches.
"""},
    {"q": "Is the keycloak container up? It should be on 8081.", "ev": ["e3", "e2"],
     "a": """No. [[s:The keycloak container is not running]] — [[s:it exited with code 137]] [[s:about 5 hours ago]].

| Component | Status | Detail |
|---|---|---|
| Port mapping | [[s:0.0.0.0:8081 → 8080/tcp]] | [[u:Nothing is listening on 8081 right now]] |
| dev-postgres | [[c:❌ Exited]] | — |

Observations:
- [[c:The keycloak container was created yesterday.]]

Recommendations:
- Start it again with `podman start keycloak` and follow the output with `podman logs -f keycloak`.
"""},
]

# ---------------------------------------------------------------------------------------------------------
# cumulus — k3s control plane on Ubuntu 22.04, Asia/Tokyo (JST, +09:00)
# ---------------------------------------------------------------------------------------------------------
C4 = Clock("2026-04-03T10:40:00+09:00")
C4_MEM = 33396539392


def _k3s_node(name: str, ready: bool, version: str, os_image: str, control_plane: bool = False) -> dict:
    obj = node(name, ready, version)
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control_plane:
        labels.update({"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"})
    obj["metadata"]["labels"] = labels
    obj["status"]["nodeInfo"].update({"osImage": os_image, "containerRuntimeVersion": "containerd://1.7.23-k3s2"})
    return obj


def _pending_pod(name: str, namespace: str, created: str, message: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace, "creationTimestamp": created},
            "spec": {}, "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": message}]}}


_CRASHING = pod("cart-api-5c7b9d8f6-hx8rn", "shop", "Running", "cumulus-w1", restarts=14, ready=False,
                waiting="CrashLoopBackOff", started="2026-04-02T23:55:00+00:00")
_CRASHING["status"]["containerStatuses"][0]["lastState"] = {
    "terminated": {"exitCode": 1, "reason": "Error", "finishedAt": "2026-04-03T01:33:12+00:00"}}

CUMULUS_EV = [
    steady("s1", C4, age=1200, hostname="cumulus", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=C4_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250059350016},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "ext4",
                   "total_bytes": 500107862016}],
           network_interfaces=[{"name": "eno1", "mac": "e8:6a:64:1f:03:c2", "addresses": ["192.168.10.20/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.10.1",
           installed_packages={"linux-image-5.15.0-131-generic": "5.15.0-131.141", "open-iscsi": "2.1.5-1ubuntu1.1",
                               "nfs-common": "1:2.6.1-1ubuntu1.2", "openssh-server": "1:8.9p1-3ubuntu0.11"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]}]),
    item("e1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _k3s_node("cumulus", True, "v1.31.4+k3s1", "Ubuntu 22.04.5 LTS", control_plane=True),
        _k3s_node("cumulus-w1", True, "v1.31.4+k3s1", "Ubuntu 22.04.5 LTS"),
        _k3s_node("cumulus-w2", True, "v1.30.8+k3s1", "Ubuntu 22.04.5 LTS"),
        _k3s_node("cumulus-w3", False, "v1.31.4+k3s1", "Ubuntu 24.04.1 LTS"),
    ]}, C4, age=30, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("storefront-6d9f7c8b4-2xkqp", "shop", "Running", "cumulus-w1", started="2026-04-01T13:10:00+00:00"),
        pod("storefront-6d9f7c8b4-9mzvt", "shop", "Running", "cumulus-w2", started="2026-04-01T13:10:02+00:00"),
        _pending_pod("storefront-6d9f7c8b4-tq4lw", "shop", "2026-04-03T00:57:46+00:00",
                     "0/4 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, "
                     "1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
                     "2 node(s) didn't match pod anti-affinity rules."),
        _CRASHING,
        pod("cart-api-5c7b9d8f6-p2k7d", "shop", "Running", "cumulus-w2", started="2026-04-02T23:55:02+00:00"),
        pod("postgres-0", "shop", "Running", "cumulus-w1", restarts=1, started="2026-03-28T07:14:20+00:00"),
        pod("redis-0", "shop", "Running", "cumulus-w2", started="2026-03-28T07:14:25+00:00"),
    ]}, C4, age=30, args={"resource": "pods", "namespace": "shop"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("storefront", "shop", 3, 2), deployment("cart-api", "shop", 2, 1),
    ]}, C4, age=30, args={"resource": "deployments", "namespace": "shop"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-04-03T00:52:40+00:00", "k3s.service", "info",
                  'I0403 00:52:40.118220 1312 event.go:389] "Event occurred" object="cumulus-w3" kind="Node" '
                  'reason="NodeNotReady" message="Node cumulus-w3 status is now: NodeNotReady"'),
        log_entry("2026-04-03T00:57:45+00:00", "k3s.service", "info",
                  'I0403 00:57:45.730114 1312 taint_eviction.go:113] "Deleting pod" '
                  'controller="taint-eviction-controller" pod="shop/storefront-6d9f7c8b4-k8wfn"'),
        log_entry("2026-04-03T00:57:46+00:00", "k3s.service", "err",
                  'E0403 00:57:46.402871 1312 schedule_one.go:1057] "Error scheduling pod; retrying" '
                  'pod="shop/storefront-6d9f7c8b4-tq4lw" err="0/4 nodes are available: 1 node(s) had untolerated '
                  'taint {node-role.kubernetes.io/control-plane: }, 1 node(s) had untolerated taint '
                  '{node.kubernetes.io/unreachable: }, 2 node(s) didn\'t match pod anti-affinity rules."'),
        log_entry("2026-04-03T01:20:03+00:00", "k3s.service", "warning",
                  'W0403 01:20:03.551902 1312 warnings.go:70] v1 Endpoints is deprecated in v1.33+; '
                  'use discovery.k8s.io/v1 EndpointSlice'),
    ]}, C4, age=50, args={"unit": "k3s.service", "since_minutes": 60}),
    item("e5", "linux_system_info", system_info(34.0, [2.9, 3.1, 3.3], 535076, "2026-03-27T21:01:44+00:00",
                                                C4_MEM, 12777527705, 0, 0), C4, age=20),
    item("e6", "linux_service_status", unit("k3s.service", "active", "running", pid=1312,
                                            since="2026-03-27T21:02:31+00:00", desc="Lightweight Kubernetes"),
         C4, age=30, args={"name": "k3s"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 250059350016, 176000000000),
        fs("/dev/sdb1", "/var/lib/rancher", "ext4", 500107862016, 412000000000),
    ]}, C4, age=400),
]

CUMULUS_ANSWERS = [
    {"q": "Give me a health overview of the cluster.", "ev": ["e1", "e2", "e3"],
     "a": """Cluster health overview (context `default`, namespace `shop`). The cluster is degraded: [[s:two workloads are below their desired replica count]].

| Component | Status | Detail |
|---|---|---|
| Nodes | [[s:3 of 4 Ready]] | — |
| cart-api | [[c:2/2 replicas ready]] | [[s:one pod in CrashLoopBackOff]] |
| postgres-0 | [[s:Running]] | [[c:no restarts]] |

Observations:
- [[s:cart-api-5c7b9d8f6-hx8rn has restarted 14 times]].
- [[c:cumulus-w2 is running four of the shop pods.]]
- [[u:The cart-api failures are caused by a database connection error.]]

Recommendations:
- Investigate cumulus-w3 connectivity first; it affects scheduling for storefront.
- Retrieve the previous container logs for the crashing cart-api pod.
"""},
    {"q": "Why is cart-api crash looping?", "ev": ["e2", "e4"],
     "a": """[[s:The cart-api pod is in a crash loop]], but the available evidence does not show the root cause.

- Last termination: [[s:exit code 1]] ([[s:reason: Error]])
- Node: [[c:cumulus-w2]]
- [[s:The second replica, cart-api-5c7b9d8f6-p2k7d, is running and ready]]

Observations:
- [[u:The container most likely exits because the DATABASE_URL secret is missing.]]
- [[c:The k3s journal shows back-off events for cart-api over the last hour.]]
- [[s:The pod was started at 08:55 JST]], [[s:and its last crash finished at 10:33]].

Recommendations:
- Run `kubectl logs -n shop cart-api-5c7b9d8f6-hx8rn --previous` to see the application error.
- Check the deployment's environment with `kubectl describe deploy cart-api -n shop`.
"""},
    {"q": "Are all the nodes on the same k3s version?", "ev": ["e1"],
     "a": """No. [[s:Three nodes run v1.31.4+k3s1]], [[s:while cumulus-w2 is one minor release behind]].

| Node | Ready | Version |
|---|---|---|
| cumulus-w2 | [[s:✅]] | [[c:v1.30.4+k3s1]] |
| cumulus-w3 | [[c:✅]] | [[s:v1.31.4+k3s1]] |

Observations:
- [[s:cumulus is the only control-plane node]].
- [[u:A one-minor-release skew is within the supported kubelet version skew policy.]]
- [[c:All nodes run Ubuntu 22.04.5 LTS.]]

Recommendations:
- Upgrade cumulus-w2 with the system-upgrade-controller or by re-running the k3s install script with `INSTALL_K3S_VERSION=v1.31.4+k3s1`.
"""},
    {"q": "How is the control-plane host itself doing?", "ev": ["e5", "e6", "s1"],
     "a": """Control-plane host summary for cumulus:

- Load: [[s:2.9 (1 min), 3.1 (5 min), 3.3 (15 min)]] — [[c:rising]]
- Memory: [[s:~11.9 GiB available]], [[s:no swap configured]]
- Uptime: [[c:about 4 days]] ([[s:booted 28 March, 06:01 JST]])
- k3s.service: [[s:active (running)]], [[s:started about 50 seconds after boot]]

Observations:
- [[u:Memory usage has been stable since the last reboot.]]

Recommendations:
- Consider configuring kubelet eviction thresholds, since the host has no swap to absorb spikes.
"""},
    {"q": "Is the storefront deployment fully available?", "ev": ["e3", "e2"],
     "a": """No — [[s:storefront has 2 of its 3 desired replicas ready]]. [[s:The two running pods are on cumulus-w1 and cumulus-w2]], and [[s:the third (storefront-6d9f7c8b4-tq4lw) is Pending]] [[s:because the scheduler found no node it could use]] ([[s:two nodes fail the pod anti-affinity rule]]). [[c:The Pending pod has been waiting for about two hours.]] [[u:Once cumulus-w3 recovers, the replica will be scheduled there automatically.]]

Recommendations:
- If cumulus-w3 cannot be restored quickly, temporarily relax the anti-affinity rule or scale storefront to 2.
"""},
    {"q": "How much disk space is left on the control plane?", "ev": ["e7", "s1"],
     "a": """Disk usage for cumulus (e7):

| Mount | Size | Used | Use % |
|---|---|---|---|
| / | [[s:250 GB]] | [[t:176 GB]] | [[t:70%]] |
| /var/lib/rancher | [[s:500 GB]] | [[t:412 GB]] | [[t:92%]] |

Observations:
- [[t:/var/lib/rancher is the fuller of the two filesystems]], [[t:with about 88 GB free]].

Recommendations:
- Prune unused images with `k3s crictl rmi --prune`.
"""},
    {"q": "What's going on with cumulus-w3?", "ev": ["e1", "e4", "e2"],
     "a": """cumulus-w3 is currently [[s:NotReady]].

Timeline (JST):
1. [[s:09:52 — the node controller marked cumulus-w3 NotReady]]
2. [[c:10:07]] — [[s:the taint-eviction controller deleted storefront-6d9f7c8b4-k8wfn]]

Observations:
- [[s:It has been NotReady for about 47 minutes]].
- [[s:No shop pods are running on cumulus-w3 right now]]; [[c:two pods were evicted from it]].
- [[u:This pattern usually means the node lost power or network connectivity.]]

Recommendations:
- Check reachability with `ping` and, on the node itself, `journalctl -u k3s-agent -n 100`.
"""},
]

# ---------------------------------------------------------------------------------------------------------
# altostratus — Arch Linux home NAS with Docker, Australia/Sydney (AEDT, +11:00)
# ---------------------------------------------------------------------------------------------------------
C5 = Clock("2026-01-24T23:50:00+11:00")
C5_MEM = 33539031040

ALTOSTRATUS_EV = [
    steady("s1", C5, age=2400, hostname="altostratus", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.12.10-arch1-1", cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=C5_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250059350016},
                  {"device": "/dev/sda", "mountpoint": "/mnt/tank", "fstype": "btrfs", "total_bytes": 11998523015168},
                  {"device": "/dev/sdc1", "mountpoint": "/mnt/scratch", "fstype": "xfs",
                   "total_bytes": 2000398934016}],
           network_interfaces=[{"name": "enp5s0", "mac": "d8:bb:c1:4e:90:17", "addresses": ["192.168.0.10/24"],
                                "is_up": True}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="192.168.0.1", package_manager="pacman",
           installed_packages={"linux": "6.13.0.arch1-1", "docker": "1:27.5.1-1", "openssh": "9.9p1-2",
                               "samba": "4.21.3-1", "smartmontools": "7.4-2", "btrfs-progs": "6.12-1"},
           available_services=["docker.service", "sshd.service", "smb.service", "avahi-daemon.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
                  {"name": "leo", "uid": 1000, "gid": 1000, "home": "/home/leo", "shell": "/usr/bin/fish"},
                  {"name": "jess", "uid": 1001, "gid": 1001, "home": "/home/jess", "shell": "/bin/bash"},
                  {"name": "nasbackup", "uid": 1002, "gid": 1002, "home": "/srv/nasbackup",
                   "shell": "/usr/bin/nologin"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["leo"]},
                   {"name": "docker", "gid": 969, "members": ["leo"]},
                   {"name": "nas", "gid": 1500, "members": ["leo", "jess", "nasbackup"]}],
           stale_sources=["users"]),
    item("e1", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9d2e4b5", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 6 days",
            "2026-01-09T05:12:30+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("b7e2d1c0f9a8", "nextcloud", "nextcloud:30.0.4-apache", "running", "Up 6 days",
            "2026-01-09T05:20:11+00:00", ["0.0.0.0:8080->80/tcp"]),
        box("c3d4e5f6a7b8", "nextcloud-db", "mariadb:11.4", "running", "Up 6 days",
            "2026-01-09T05:19:58+00:00", ["3306/tcp"]),
        box("d9e8f7a6b5c4", "pihole", "pihole/pihole:2024.07.0", "restarting", "Restarting (1) 12 seconds ago",
            "2026-01-09T05:25:40+00:00", []),
        box("e5f4a3b2c1d0", "immich-server", "ghcr.io/immich-app/immich-server:v1.124.2", "running",
            "Up 2 days (healthy)", "2026-01-22T09:41:07+00:00", ["0.0.0.0:2283->2283/tcp"]),
        box("f0e1d2c3b4a5", "watchtower", "containrrr/watchtower:1.7.1", "exited", "Exited (0) 3 weeks ago",
            "2025-12-20T02:02:02+00:00", []),
    ]}, C5, age=25, args={"all": True}),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250059350016, 88000000000),
        fs("/dev/sda", "/mnt/tank", "btrfs", 11998523015168, 9100000000000),
        fs("/dev/sdc1", "/mnt/scratch", "xfs", 2000398934016, 1952000000000),
    ]}, C5, age=30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "sshd.service", "entries": [
        log_entry("2026-01-24T10:14:22+00:00", "sshd.service", "info",
                  "Accepted publickey for leo from 192.168.0.23 port 52144 ssh2: ED25519 SHA256:q8Xn0vR2b4"),
        log_entry("2026-01-24T11:01:05+00:00", "sshd.service", "info",
                  "Failed password for root from 45.135.232.17 port 40112 ssh2"),
        log_entry("2026-01-24T11:01:39+00:00", "sshd.service", "info",
                  "Failed password for root from 45.135.232.17 port 40164 ssh2"),
        log_entry("2026-01-24T11:02:00+00:00", "sshd.service", "info",
                  "Invalid user admin from 45.135.232.17 port 40388"),
        log_entry("2026-01-24T11:02:01+00:00", "sshd.service", "info",
                  "Failed password for invalid user admin from 45.135.232.17 port 40388 ssh2"),
        log_entry("2026-01-24T11:02:12+00:00", "sshd.service", "info",
                  "Failed password for root from 45.135.232.17 port 40402 ssh2"),
        log_entry("2026-01-24T11:02:50+00:00", "sshd.service", "info",
                  "Failed password for root from 45.135.232.17 port 40466 ssh2"),
        log_entry("2026-01-24T11:03:31+00:00", "sshd.service", "info",
                  "Failed password for root from 45.135.232.17 port 40530 ssh2"),
        log_entry("2026-01-24T11:03:32+00:00", "sshd.service", "info",
                  "Connection closed by authenticating user root 45.135.232.17 port 40530 [preauth]"),
        log_entry("2026-01-24T12:30:10+00:00", "sshd.service", "info",
                  "Failed password for invalid user ubuntu from 103.215.44.9 port 51002 ssh2"),
    ]}, C5, age=40, args={"unit": "sshd.service", "since_minutes": 1440}),
    item("e4", "linux_package_history", {"events": [
        package_event("2026-01-22T09:30:11+00:00", "upgrade", "samba", "4.21.2-1", "4.21.3-1"),
        package_event("2026-01-23T08:12:44+00:00", "install", "smartmontools", None, "7.4-2"),
        package_event("2026-01-24T08:05:02+00:00", "upgrade", "linux", "6.12.10.arch1-1", "6.13.0.arch1-1"),
        package_event("2026-01-24T08:05:09+00:00", "upgrade", "docker", "1:27.5.0-1", "1:27.5.1-1"),
        package_event("2026-01-24T08:05:12+00:00", "upgrade", "btrfs-progs", "6.11-1", "6.12-1"),
    ]}, C5, age=50, args={"since_days": 3}),
    item("e5", "linux_system_info", system_info(8.5, [0.62, 0.71, 0.80], 592440, "2026-01-17T16:15:40+00:00",
                                                C5_MEM, 21260088115, 4 * GiB, 0), C5, age=20),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "d8:bb:c1:4e:90:17", "addresses": ["192.168.0.10/24"],
                        "is_up": True},
                       {"name": "docker0", "mac": "02:42:7c:1e:55:0a", "addresses": ["172.17.0.1/16"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 612, "sshd"), listener(139, "0.0.0.0", 930, "smbd"),
                      listener(445, "0.0.0.0", 930, "smbd"), listener(8096, "0.0.0.0", 2210, "docker-proxy"),
                      listener(8080, "0.0.0.0", 2241, "docker-proxy"), listener(2283, "0.0.0.0", 2299, "docker-proxy"),
                      listener(5353, "0.0.0.0", 540, "avahi-daemon", proto="udp")],
        "connections": [connection("192.168.0.10:22", "192.168.0.23:52144", 14410, "sshd"),
                        connection("192.168.0.10:8096", "192.168.0.40:49812", 2210, "docker-proxy")],
    }, C5, age=30),
]

ALTOSTRATUS_ANSWERS = [
    {"q": "Give me an overview of my containers.", "ev": ["e1"],
     "a": """Container overview for altostratus (Docker): [[s:four of six containers are running]].

| Container | Status | Ports |
|---|---|---|
| nextcloud | [[s:✅ Up 6 days]] | [[c:8080 → 443]] |
| nextcloud-db ([[c:mariadb:10.11]]) | [[s:✅ Up 6 days]] | [[s:internal only (3306)]] |
| pihole | [[s:⚠️ Restarting]] | — |
| watchtower | [[c:✅ Up 3 weeks]] | — |

Observations:
- [[s:pihole is the only container in a restart loop]].
- [[u:Watchtower was stopped deliberately to freeze image updates.]]

Recommendations:
- Inspect `docker logs pihole --tail 50` to identify the restart cause.
"""},
    {"q": "Is anyone trying to break into SSH?", "ev": ["e3"],
     "a": """Yes, [[s:there are signs of brute-force attempts within the last 24 hours]].

**45.135.232.17** [[s:tried to log in as root five times between 22:01 and 22:03]] and [[s:also attempted an invalid user named admin]]. [[s:A second address, 103.215.44.9, made a single attempt as "ubuntu" at 23:30]]. [[s:None of these attempts succeeded]]: [[s:the only successful login was leo's from 192.168.0.23 at 21:14]]. [[u:The attacker is probably part of a botnet scanning the whole IPv4 range]], and [[u:fail2ban has already banned 45.135.232.17]].

| Source | Attempts | Result |
|---|---|---|
| 45.135.232.17 | [[c:12]] | [[s:❌ Failed]] |

Recommendations:
- Disable password authentication (`PasswordAuthentication no`) and `PermitRootLogin no` in `/etc/ssh/sshd_config`.
- Install and enable fail2ban or sshguard.
"""},
    {"q": "What's the storage status on the NAS?", "ev": ["e2"],
     "a": """Storage status for altostratus (e2).

| Component | Status | Detail |
|---|---|---|
| / (ext4) | [[s:✅ 35% used]] | [[c:about 162 GiB free]] |
| /mnt/tank (btrfs) | [[s:✅ 76% used]] | — |
| /mnt/scratch (xfs) | [[s:⚠️ 97.6% used]] | [[s:about 48 GB free]] |

Observations:
- [[c:/mnt/tank is the fullest filesystem.]]
- [[u:The tank is a two-disk btrfs RAID1.]]

Recommendations:
- Clear temporary data from `/mnt/scratch` or move it to the tank.
- Run `btrfs filesystem usage /mnt/tank` for an accurate allocation picture.
"""},
    {"q": "Do I need to reboot after today's updates?", "ev": ["e4", "s1", "e5"],
     "a": """Yes. [[s:The linux package was upgraded from 6.12.10.arch1-1 to 6.13.0.arch1-1 this evening at 19:05]], [[s:but the running kernel is still 6.12.10-arch1-1]]. [[s:The machine has been up since 18 January]].

Other recent updates:
- [[s:docker 1:27.5.0-1 → 1:27.5.1-1]] ([[u:the daemon has not been restarted yet]])
- [[c:btrfs-progs 6.11 → 6.13]]
- [[s:samba was upgraded to 4.21.3 two days ago]]
- [[c:smartmontools was removed yesterday]]

Observations:
- [[c:Four packages were upgraded today.]]

Recommendations:
- Reboot at a convenient time and confirm the new kernel with `uname -r`.
"""},
    {"q": "Why is Pi-hole not resolving anything? Is port 53 even open?", "ev": ["e1", "e6"],
     "a": """[[s:Pi-hole is not serving DNS at the moment.]]

| Check | Result | Detail |
|---|---|---|
| pihole container | [[s:Restarting]] | [[s:exit code 1]] |
| Port 53 (TCP/UDP) | [[s:❌ Not listening]] | — |
| Published ports | [[c:53/tcp, 53/udp, 80/tcp]] | — |

Observations:
- [[c:The container is most likely failing because systemd-resolved already holds port 53.]]
- [[s:Samba is listening on 139 and 445]].
- [[c:avahi-daemon is listening on TCP 5353.]]
- [[s:There is one active Jellyfin stream from 192.168.0.40]].

Recommendations:
- Review `docker logs pihole` and the container's port mappings in your compose file.
"""},
    {"q": "Which users are in the docker group?", "ev": ["s1"],
     "a": """According to the steady-state snapshot, [[t:only leo is in the docker group]]. [[t:jess is not a member]], [[t:but she is in the nas group together with leo and nasbackup]]. [[t:leo also has wheel]] and [[t:uses fish as his shell]].

| Account | UID | docker |
|---|---|---|
| jess | [[t:1001]] | [[t:❌]] |

Observations:
- [[s:The host runs Docker 27.5.1]].
- [[u:Membership in docker is equivalent to root access on this host.]]

Recommendations:
- Add jess with `sudo usermod -aG docker jess` if she needs to manage containers; she must log in again afterwards.
"""},
    {"q": "How's the load and memory on the NAS?", "ev": ["e5"],
     "a": """System resource summary for altostratus (e5):

| Metric | Value | Status |
|---|---|---|
| CPU | [[s:8.5%]] | — |
| Load (1/5/15 min) | [[s:0.62 / 0.71 / 0.80]] | [[s:declining]] |
| Memory | [[s:19.8 GiB available]] | [[c:about 52% used]] |
| Uptime | [[c:12 days]] | — |

Observations:
- [[u:Jellyfin transcoding accounts for most of the CPU usage.]]

Recommendations:
- No action is required; continue routine monitoring.
"""},
]

MACHINES = [
    {"name": "virga", "clock": C1, "evidence": CIRRUS_EV, "answers": CIRRUS_ANSWERS},
    {"name": "mammatus", "clock": C2, "evidence": STRATUS_EV, "answers": STRATUS_ANSWERS},
    {"name": "lenticular", "clock": C3, "evidence": NIMBUS_EV, "answers": NIMBUS_ANSWERS},
    {"name": "cumulus", "clock": C4, "evidence": CUMULUS_EV, "answers": CUMULUS_ANSWERS},
    {"name": "altostratus", "clock": C5, "evidence": ALTOSTRATUS_EV, "answers": ALTOSTRATUS_ANSWERS},
]
