"""64th generation (written blind, in the style of qwen2.5-coder 7B: terse, "Output shows:" with bullets,
inline code for units, paths, ports and versions, unlabelled fenced commands, key: value lines, a tool's
table copied with a column of the model's own judgement, and now and then a number pinned to the wrong row).

assam — Debian 12 database server (Europe/Berlin, CET). PostgreSQL 15 behind pgbouncer on 6432 (bound to
10.20.0.15), sshd and the node exporter listening; the postgres exporter is failed (its role has no password,
restart counter reached 5, then "Start request repeated too quickly"), so nothing listens on 9187. Processes by
memory (checkpointer and an analytics backend on top) and by CPU, all services, connections from two app hosts
through pgbouncer and one analytics host straight to 5432, users and groups (only markus in sudo), and a
system_info reading ten minutes old (stale).

darjeeling — Ubuntu 22.04 GitLab CI runner (UTC) on an EPYC with 48 threads. Fourteen containers with
all=true (four running, one created, nine exited, one of them Exited (137) and one Exited (1)), processes by
CPU (compile, gradle's java, a vite build running as uid 1000 = ubuntu), gitlab-runner restarted at 08:41:55,
its log with one succeeded and two failed jobs in the last hour, listeners (registry mirror on 5000 via
docker-proxy, runner metrics on 127.0.0.1:9252), all services (fwupd-refresh failed), docker group
gitlab-runner and kofi.

sencha — Fedora 40 laptop (America/Los_Angeles, PDT). Processes by memory and by CPU (Firefox and its
content processes, code, gnome-shell), all services with two failed units (NetworkManager-wait-online,
dnf-makecache, whose log says the mirror host did not resolve), hana in wheel and libvirt, two network
readings: one 15 minutes old (stale) that still shows gnome-remote-desktop on 3389, and a fresh one without it;
sshd is inactive and listens nowhere.

oolong — AlmaLinux 9.4 API server (Asia/Tokyo). nginx on 80/443 in front of gunicorn on 127.0.0.1:8000,
redis on 127.0.0.1:6379; api.service OOM-killed three times this morning (restart counter 3, back at 10:58:31
JST); api-worker in activating/auto-restart because it dials redis on 6380 (counter 14); kdump failed.
Processes by CPU and by memory, client connections on 443, wheel = yuki and ci-deploy, nginx group holds
apisvc.

rooibos — NixOS 24.05 home server on an Intel N100 (Australia/Sydney, AEDT). Jellyfin transcoding with ffmpeg
for a tailnet peer, Home Assistant on 8123, mosquitto with three ESP clients and Home Assistant, restic backup
to B2 failed at 03:00 with 401 Unauthorized. The steady state lists "users" in stale_sources, so claims about
accounts and groups read from it are stale; services, listeners, processes and system_info are fresh.
"""

from _evidence import (GiB, MiB, GB, Clock, item, steady, unit, box, system_info, log_entry, listener,
                       connection, processes, fs)

# ---------------------------------------------------------------- assam
ASSAM = Clock("2026-02-11T14:20:00+01:00")
ASSAM_MEM = 67_317_624_832

assam_evidence = [
    steady("e_st", ASSAM, age=2400, hostname="assam", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-18-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=ASSAM_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249_923_100_672},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1_919_850_381_312}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:0a:12", "addresses": ["10.20.0.15/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-15": "15.6-0+deb12u1", "pgbouncer": "1.18.0-1",
                               "prometheus-postgres-exporter": "0.11.1-1+b6",
                               "prometheus-node-exporter": "1.5.0-1+b6", "openssh-server": "1:9.2p1-2+deb12u2"},
           available_services=["postgresql.service", "postgresql@15-main.service", "pgbouncer.service",
                               "prometheus-postgres-exporter.service", "prometheus-node-exporter.service",
                               "ssh.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 113, "gid": 120, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 114, "gid": 121, "home": "/var/lib/prometheus",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "markus", "uid": 1000, "gid": 1000, "home": "/home/markus", "shell": "/bin/bash"},
                  {"name": "ines", "uid": 1001, "gid": 1001, "home": "/home/ines", "shell": "/bin/zsh"},
                  {"name": "deploy", "uid": 1002, "gid": 1002, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["markus"]},
                   {"name": "adm", "gid": 4, "members": ["markus"]},
                   {"name": "ssl-cert", "gid": 112, "members": ["postgres"]},
                   {"name": "postgres", "gid": 120, "members": []},
                   {"name": "prometheus", "gid": 121, "members": []},
                   {"name": "markus", "gid": 1000, "members": []},
                   {"name": "ines", "gid": 1001, "members": []},
                   {"name": "deploy", "gid": 1002, "members": []}],
           admin_users=["markus"]),
    item("e_net", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:0a:12", "addresses": ["10.20.0.15/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 702, "sshd"), listener(22, "::", 702, "sshd", proto="tcp6"),
                      listener(5432, "0.0.0.0", 1088, "postgres"), listener(5432, "::", 1088, "postgres", proto="tcp6"),
                      listener(6432, "10.20.0.15", 1201, "pgbouncer"),
                      listener(9100, "::", 690, "prometheus-node-exporter", proto="tcp6")],
        "connections": [
            connection("10.20.0.15:6432", "10.20.0.31:48102", 1201, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.31:48110", 1201, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.32:39920", 1201, "pgbouncer"),
            connection("127.0.0.1:51544", "127.0.0.1:5432", 1201, "pgbouncer"),
            connection("127.0.0.1:5432", "127.0.0.1:51544", 31002, "postgres"),
            connection("10.20.0.15:5432", "10.20.0.40:60318", 30877, "postgres"),
            connection("10.20.0.15:22", "10.20.0.5:51422", 30211, "sshd"),
            connection("10.20.0.15:9100", "10.20.0.9:44870", None, None, status="TIME_WAIT")]},
        ASSAM, age=40),
    item("e_svc", "linux_service_status", {"units": [
        unit("postgresql.service", "active", "exited", pid=None, since="2026-02-09T02:12:41+00:00",
             desc="PostgreSQL RDBMS"),
        unit("postgresql@15-main.service", "active", "running", pid=1088, since="2026-02-09T02:12:40+00:00",
             desc="PostgreSQL Cluster 15-main"),
        unit("pgbouncer.service", "active", "running", pid=1201, since="2026-02-09T02:12:44+00:00",
             desc="connection pooler for PostgreSQL"),
        unit("prometheus-postgres-exporter.service", "failed", "failed", pid=None, since=None,
             desc="Prometheus exporter for PostgreSQL server metrics"),
        unit("prometheus-node-exporter.service", "active", "running", pid=690, since="2026-02-09T02:12:31+00:00",
             desc="Prometheus exporter for machine metrics"),
        unit("ssh.service", "active", "running", pid=702, since="2026-02-09T02:12:32+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=688, since="2026-02-09T02:12:31+00:00",
             desc="Regular background program processing daemon")]}, ASSAM, age=60),
    item("e_pmem", "linux_processes", processes(214, ASSAM_MEM, [
        (1094, "postgres", "postgres", 0.3, int(7.9 * GiB), "2026-02-09T02:12:40+00:00",
         "postgres: 15/main: checkpointer"),
        (30877, "postgres", "postgres", 96.4, int(5.2 * GiB), "2026-02-11T12:31:09+00:00",
         "postgres: 15/main: analytics reporting 10.20.0.40(60318) SELECT"),
        (1095, "postgres", "postgres", 0.1, int(3.1 * GiB), "2026-02-09T02:12:40+00:00",
         "postgres: 15/main: background writer"),
        (31002, "postgres", "postgres", 1.2, int(1.4 * GiB), "2026-02-11T13:02:55+00:00",
         "postgres: 15/main: app orders 127.0.0.1(51544) idle"),
        (1088, "postgres", "postgres", 0.0, 310 * MiB, "2026-02-09T02:12:40+00:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf"),
        (690, "prometheus-node-exporter", "prometheus", 0.4, 24 * MiB, "2026-02-09T02:12:31+00:00",
         "/usr/bin/prometheus-node-exporter"),
        (1201, "pgbouncer", "postgres", 2.1, 18 * MiB, "2026-02-09T02:12:44+00:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (702, "sshd", "root", 0.0, 9 * MiB, "2026-02-09T02:12:32+00:00", "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups")]),
        ASSAM, age=30, args={"sort": "memory", "limit": 8}),
    item("e_pcpu", "linux_processes", processes(214, ASSAM_MEM, [
        (30877, "postgres", "postgres", 96.4, int(5.2 * GiB), "2026-02-11T12:31:09+00:00",
         "postgres: 15/main: analytics reporting 10.20.0.40(60318) SELECT"),
        (1201, "pgbouncer", "postgres", 2.1, 18 * MiB, "2026-02-09T02:12:44+00:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (31002, "postgres", "postgres", 1.2, int(1.4 * GiB), "2026-02-11T13:02:55+00:00",
         "postgres: 15/main: app orders 127.0.0.1(51544) idle"),
        (690, "prometheus-node-exporter", "prometheus", 0.4, 24 * MiB, "2026-02-09T02:12:31+00:00",
         "/usr/bin/prometheus-node-exporter"),
        (1094, "postgres", "postgres", 0.3, int(7.9 * GiB), "2026-02-09T02:12:40+00:00",
         "postgres: 15/main: checkpointer")]),
        ASSAM, age=25, args={"sort": "cpu", "limit": 5}),
    item("e_log", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-11T12:57:20+00:00", "postgresql@15-main.service", "err",
                  '2026-02-11 13:57:20.118 CET [31188] postgres_exporter@postgres FATAL:  password authentication failed for user "postgres_exporter"'),
        log_entry("2026-02-11T12:57:20+00:00", "postgresql@15-main.service", "info",
                  '2026-02-11 13:57:20.118 CET [31188] postgres_exporter@postgres DETAIL:  User "postgres_exporter" has no password assigned.'),
        log_entry("2026-02-11T12:57:20+00:00", "prometheus-postgres-exporter.service", "err",
                  'level=error msg="Error opening connection to database" err="pq: password authentication failed for user \\"postgres_exporter\\""'),
        log_entry("2026-02-11T12:57:21+00:00", "prometheus-postgres-exporter.service", "notice",
                  "prometheus-postgres-exporter.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-11T12:57:27+00:00", "prometheus-postgres-exporter.service", "info",
                  "prometheus-postgres-exporter.service: Scheduled restart job, restart counter is at 4."),
        log_entry("2026-02-11T12:57:33+00:00", "prometheus-postgres-exporter.service", "notice",
                  "prometheus-postgres-exporter.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-11T12:57:39+00:00", "prometheus-postgres-exporter.service", "info",
                  "prometheus-postgres-exporter.service: Scheduled restart job, restart counter is at 5."),
        log_entry("2026-02-11T12:57:39+00:00", "prometheus-postgres-exporter.service", "warning",
                  "prometheus-postgres-exporter.service: Start request repeated too quickly."),
        log_entry("2026-02-11T12:57:39+00:00", "prometheus-postgres-exporter.service", "warning",
                  "prometheus-postgres-exporter.service: Failed with result 'exit-code'."),
        log_entry("2026-02-11T12:57:39+00:00", "prometheus-postgres-exporter.service", "err",
                  "Failed to start prometheus-postgres-exporter.service - Prometheus exporter for PostgreSQL server metrics.")]},
        ASSAM, age=35, args={"since_minutes": 120, "priority": "info", "limit": 200}),
    item("e_sys", "linux_system_info", system_info(11.4, [1.31, 1.12, 0.97], 212_860, "2026-02-09T02:12:20+00:00",
                                                  ASSAM_MEM, 39_700_000_000, 4 * GiB, 0), ASSAM, age=600),
]

assam_answers = [
    {"q": "What is listening on assam?", "ev": ["e_net", "e_svc"],
     "a": "Output shows:\n\n"
          "- [[s:`sshd` on `22`]]\n"
          "- [[s:`postgres` on `5432`]], [[s:all addresses]]\n"
          "- [[s:`pgbouncer` on `10.20.0.15:6432`]] [[c:(PID 1210)]]\n"
          "- [[s:`prometheus-node-exporter` on `9100`]]\n"
          "- [[c:`prometheus-postgres-exporter` on `9187`]]\n\n"
          "[[c:Every listener accepts connections on all interfaces]].\n\n"
          "```\nss -tlnp\n```"},
    {"q": "who is connected to the database right now", "ev": ["e_net", "e_pmem"],
     "a": "Output shows these client connections:\n\n"
          "| Client | Port | Process | Comment |\n|---|---|---|---|\n"
          "| [[s:`10.20.0.31` | 6432 | pgbouncer]] | [[s:2 conns]] |\n"
          "| [[s:`10.20.0.32` | 6432 | pgbouncer]] | app |\n"
          "| [[s:`10.20.0.40` | 5432 | postgres]] | [[s:bypasses pgbouncer]] ⚠️ |\n\n"
          "[[c:That backend is PID 31002]] [[c:and has been running for about 2 hours]] — [[u:probably a nightly report]]. "
          "[[s:All clients are in `10.20.0.0/24`]]."},
    {"q": "why is the postgres exporter down?", "ev": ["e_svc", "e_log"],
     "a": "`prometheus-postgres-exporter.service`\n\n"
          "status: [[s:failed]]\nenabled: [[c:no]]\nrestart counter: [[s:5]]\nlast attempt: [[s:13:57 CET]]\n\n"
          "Cause from the journal: [[s:the exporter can't log in — `password authentication failed for user \"postgres_exporter\"`]]. "
          "[[s:Postgres says the role has no password assigned]], [[u:probably it was reset during the last upgrade]]. "
          "[[s:systemd gave up after `Start request repeated too quickly`]]. [[c:It has been down for about an hour]], "
          "[[u:so nothing is listening on `9187` (e_svc)]].\n\n"
          "Fix:\n```\nsudo -u postgres psql -c \"ALTER ROLE postgres_exporter PASSWORD '...'\"\n"
          "sudo systemctl restart prometheus-postgres-exporter\n```"},
    {"q": "which processes use the most memory", "ev": ["e_pmem", "e_st"],
     "a": "Output shows (sorted by RSS):\n\n"
          "| PID | Process | RSS | Verdict |\n|---|---|---|---|\n"
          "| 1094 | [[s:checkpointer | 7.9 GiB]] | [[u:normal (shared buffers)]] |\n"
          "| 30877 | [[s:analytics backend | 5.2 GiB]] | high ⚠️ |\n"
          "| 1095 | [[c:background writer | 1.4 GiB]] | ok |\n"
          "| 31002 | [[c:app orders (idle) | 3.1 GiB]] | ok |\n\n"
          "[[s:The top 5 are all `postgres` processes]], [[s:about 18 GiB together]]. "
          "[[c:The checkpointer alone is about 9 GB]]. [[c:Total RAM is ~67 GiB]]."},
    {"q": "Who has sudo on assam? Is deploy an admin?", "ev": ["e_st"],
     "a": "Output shows (`/etc/group`):\n\n"
          "- sudo: [[s:`markus`]]\n"
          "- deploy: [[s:not in `sudo`]], [[c:member of `adm`]]\n\n"
          "Accounts: [[c:`ines` — uid 1002]], [[s:`postgres` has a login shell (`/bin/bash`)]], "
          "[[s:`prometheus` is `nologin`]].\n\n"
          "[[s:There is no `docker` group]]. [[s:So only `markus` is an admin]]; "
          "[[c:`deploy` can still sudo through `adm`]]."},
    {"q": "Is assam under heavy load right now?", "ev": ["e_sys", "e_pcpu", "e_st"],
     "a": "load average: [[t:`1.31 1.12 0.97`]]\ncpu: [[t:11.4%]]\nswap: [[t:unused]]\n\n"
          "[[s:One backend is busy: PID 30877 at 96.4% CPU]]. [[c:On 6 cores that's about a quarter of the machine]]. "
          "[[s:Everything else is under 3%]] [[u:and nothing is waiting on disk]]. [[t:Uptime about 2.5 days]].\n\nNot heavy."},
    {"q": "status of the postgres services", "ev": ["e_svc", "e_st"],
     "a": "`postgresql@15-main`: [[s:active (running)]], [[s:since Feb 9 03:12 CET]]\n"
          "`postgresql`: [[c:active (running)]]\n"
          "`pgbouncer`: [[s:active (running)]], [[c:since Feb 10]]\n"
          "`prometheus-postgres-exporter`: [[s:failed]]\n\n"
          "[[s:Only one unit is failed]]. [[c:The cluster was restarted yesterday]]; "
          "[[s:`pgbouncer` came up 4 seconds after it]]. "
          "[[u:The exporter reads its DSN from `/etc/default/prometheus-postgres-exporter` (e_svc)]]."},
]

# ---------------------------------------------------------------- darjeeling
DARJ = Clock("2026-03-04T09:05:00+00:00")
DARJ_MEM = 135_089_000_000
HELPER = "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v16.9.1"
NODE_IMG = "registry.gitlab.example.com/web/frontend/ci-node:20"
R = "runner-x9k2a-project-"

darjeeling_evidence = [
    steady("e_st", DARJ, age=3000, hostname="darjeeling", os_name="Ubuntu", os_version="22.04",
           os_codename="jammy", kernel="5.15.0-97-generic", cpu_model="AMD EPYC 7443P 24-Core Processor",
           cpu_cores=24, cpu_threads=48, memory_total_bytes=DARJ_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_887_000_000_000},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "ext4",
                   "total_bytes": 3_840_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "b4:96:91:aa:10:21", "addresses": ["10.8.0.21/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:5c:11:8e:03", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.8.0.1",
           installed_packages={"docker-ce": "5:25.0.3-1~ubuntu.22.04~jammy", "containerd.io": "1.6.28-1",
                               "gitlab-runner": "16.9.1", "openssh-server": "1:8.9p1-3ubuntu0.6"},
           available_services=["docker.service", "containerd.service", "gitlab-runner.service", "ssh.service",
                               "systemd-resolved.service", "unattended-upgrades.service", "fwupd-refresh.service",
                               "docker-prune.service", "snapd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 998, "gid": 998, "home": "/home/gitlab-runner", "shell": "/bin/bash"},
                  {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "kofi", "uid": 1001, "gid": 1001, "home": "/home/kofi", "shell": "/bin/bash"},
                  {"name": "lena", "uid": 1002, "gid": 1002, "home": "/home/lena", "shell": "/usr/bin/fish"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu", "lena"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "ubuntu"]},
                   {"name": "docker", "gid": 999, "members": ["gitlab-runner", "kofi"]},
                   {"name": "lxd", "gid": 110, "members": ["ubuntu"]},
                   {"name": "gitlab-runner", "gid": 998, "members": []},
                   {"name": "ubuntu", "gid": 1000, "members": []},
                   {"name": "kofi", "gid": 1001, "members": []},
                   {"name": "lena", "gid": 1002, "members": []}],
           admin_users=["lena", "ubuntu"]),
    item("e_box", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f03c9e2b71", R + "412-concurrent-0-5f1c2e7a-build", NODE_IMG, "running", "Up 4 minutes",
            "2026-03-04T09:00:41+00:00"),
        box("77c0d2e9a4b0", R + "412-concurrent-0-5f1c2e7a-predefined", HELPER, "exited", "Exited (0) 4 minutes ago",
            "2026-03-04T09:00:39+00:00"),
        box("3b8e51f0c6d2", R + "377-concurrent-1-a03bd911-build", "golang:1.22", "running", "Up 2 minutes",
            "2026-03-04T09:02:50+00:00"),
        box("c41a9f7e0d3b", R + "377-concurrent-1-a03bd911-predefined", HELPER, "exited", "Exited (0) 2 minutes ago",
            "2026-03-04T09:02:48+00:00"),
        box("e90b7a1c55f4", R + "519-concurrent-2-7e6d0c44-build", "gradle:8.6-jdk17", "running", "Up 11 minutes",
            "2026-03-04T08:53:58+00:00"),
        box("0d6f2c83b19a", R + "519-concurrent-2-7e6d0c44-predefined", HELPER, "exited", "Exited (0) 11 minutes ago",
            "2026-03-04T08:53:56+00:00"),
        box("58e2d47a90c1", R + "412-concurrent-0-1b90d3f2-build", NODE_IMG, "exited", "Exited (1) 9 minutes ago",
            "2026-03-04T08:49:10+00:00"),
        box("9a03e6b1f72d", R + "412-concurrent-0-1b90d3f2-predefined", HELPER, "exited", "Exited (0) 16 minutes ago",
            "2026-03-04T08:49:08+00:00"),
        box("f17c0b5a3e88", R + "377-concurrent-1-c8e4a612-build", "golang:1.22", "exited", "Exited (137) 21 minutes ago",
            "2026-03-04T08:37:02+00:00"),
        box("2e5d8c0a7b16", R + "377-concurrent-1-c8e4a612-predefined", HELPER, "exited", "Exited (0) 28 minutes ago",
            "2026-03-04T08:37:00+00:00"),
        box("6ab94e2d1c07", R + "230-concurrent-3-0d51aa9e-cache-3c3f2a1d", HELPER, "created", "Created",
            "2026-03-04T09:04:51+00:00"),
        box("b3c7f10e8d25", "registry-mirror", "registry:2", "running", "Up 5 days", "2026-02-27T06:01:30+00:00",
            ["0.0.0.0:5000->5000/tcp", ":::5000->5000/tcp"]),
        box("4d2a6e9c0f31", R + "230-concurrent-3-9a2f6b1c-build", "python:3.12-slim", "exited",
            "Exited (0) 34 minutes ago", "2026-03-04T08:26:40+00:00"),
        box("8f1b3d5e7a92", R + "230-concurrent-3-9a2f6b1c-predefined", HELPER, "exited", "Exited (0) 41 minutes ago",
            "2026-03-04T08:24:02+00:00")]}, DARJ, age=15, args={"all": True}),
    item("e_pcpu", "linux_processes", processes(612, DARJ_MEM, [
        (88412, "compile", "root", 384.0, int(2.1 * GiB), "2026-03-04T09:04:12+00:00",
         "/usr/local/go/pkg/tool/linux_amd64/compile -o /tmp/go-build1840/b112/_pkg_.a -trimpath -p internal/api"),
        (87231, "java", "root", 212.5, int(6.8 * GiB), "2026-03-04T08:54:20+00:00",
         "/opt/java/openjdk/bin/java -Xmx6g -cp /root/.gradle/wrapper/dists/gradle-8.6/lib/gradle-launcher-8.6.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.6"),
        (89004, "node", "ubuntu", 97.3, int(1.3 * GiB), "2026-03-04T09:01:30+00:00",
         "node /builds/web/frontend/node_modules/.bin/vite build"),
        (1102, "dockerd", "root", 6.2, 310 * MiB, "2026-02-27T05:59:58+00:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1450, "gitlab-runner", "root", 2.4, 96 * MiB, "2026-03-04T08:41:55+00:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner"),
        (1031, "containerd", "root", 1.9, 88 * MiB, "2026-02-27T05:59:55+00:00", "/usr/bin/containerd"),
        (88101, "containerd-shim-runc-v2", "root", 0.3, 14 * MiB, "2026-03-04T08:53:58+00:00",
         "/usr/bin/containerd-shim-runc-v2 -namespace moby -id e90b7a1c55f4 -address /run/containerd/containerd.sock")]),
        DARJ, age=20, args={"sort": "cpu", "limit": 7}),
    item("e_sys", "linux_system_info", system_info(71.3, [31.2, 27.9, 22.4], 443_120, "2026-02-27T05:59:40+00:00",
                                                  DARJ_MEM, int(61.2 * GiB), 8 * GiB, 0), DARJ, age=15),
    item("e_net", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "b4:96:91:aa:10:21", "addresses": ["10.8.0.21/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 980, "sshd"), listener(22, "::", 980, "sshd", proto="tcp6"),
                      listener(53, "127.0.0.53", 640, "systemd-resolved"),
                      listener(5000, "0.0.0.0", 2210, "docker-proxy"),
                      listener(5000, "::", 2217, "docker-proxy", proto="tcp6"),
                      listener(9252, "127.0.0.1", 1450, "gitlab-runner")],
        "connections": [
            connection("10.8.0.21:22", "198.51.100.77:50312", 31544, "sshd"),
            connection("10.8.0.21:41822", "203.0.113.20:443", 1450, "gitlab-runner"),
            connection("10.8.0.21:41830", "203.0.113.20:443", 1450, "gitlab-runner"),
            connection("10.8.0.21:41836", "203.0.113.20:443", 1450, "gitlab-runner"),
            connection("10.8.0.21:58810", "54.196.99.49:443", 1102, "dockerd"),
            connection("172.17.0.1:5000", "172.17.0.4:39712", 2210, "docker-proxy")]}, DARJ, age=35),
    item("e_svc", "linux_service_status", {"units": [
        unit("docker.service", "active", "running", pid=1102, since="2026-02-27T05:59:58+00:00",
             desc="Docker Application Container Engine"),
        unit("containerd.service", "active", "running", pid=1031, since="2026-02-27T05:59:55+00:00",
             desc="containerd container runtime"),
        unit("gitlab-runner.service", "active", "running", pid=1450, since="2026-03-04T08:41:55+00:00",
             desc="GitLab Runner"),
        unit("ssh.service", "active", "running", pid=980, since="2026-02-27T05:59:52+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("systemd-resolved.service", "active", "running", pid=640, since="2026-02-27T05:59:47+00:00",
             desc="Network Name Resolution"),
        unit("unattended-upgrades.service", "active", "running", pid=1012, since="2026-02-27T05:59:53+00:00",
             desc="Unattended Upgrades Shutdown"),
        unit("fwupd-refresh.service", "failed", "failed", ufs="static", pid=None, since=None,
             desc="Refresh fwupd metadata and update motd"),
        unit("docker-prune.service", "inactive", "dead", ufs="static", pid=None, since=None,
             desc="Prune unused Docker objects"),
        unit("snapd.service", "active", "running", pid=1007, since="2026-02-27T05:59:53+00:00",
             desc="Snap Daemon")]}, DARJ, age=50),
    item("e_log", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-03-04T08:24:02+00:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88185 repo_url=https://gitlab.example.com/data/etl.git runner=x9k2a"),
        log_entry("2026-03-04T08:31:05+00:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=423.4 job=88185 project=230 runner=x9k2a"),
        log_entry("2026-03-04T08:37:00+00:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88190 repo_url=https://gitlab.example.com/platform/api.git runner=x9k2a"),
        log_entry("2026-03-04T08:41:53+00:00", "gitlab-runner.service", "info", "Stopping gitlab-runner.service - GitLab Runner..."),
        log_entry("2026-03-04T08:41:55+00:00", "gitlab-runner.service", "info", "Started gitlab-runner.service - GitLab Runner."),
        log_entry("2026-03-04T08:41:55+00:00", "gitlab-runner.service", "info",
                  "Runtime platform  arch=amd64 os=linux pid=1450 revision=782c6ecb version=16.9.1"),
        log_entry("2026-03-04T08:44:10+00:00", "gitlab-runner.service", "warning",
                  "Job failed: exit code 137  duration_s=430.2 job=88190 project=377 runner=x9k2a"),
        log_entry("2026-03-04T08:49:08+00:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88197 repo_url=https://gitlab.example.com/web/frontend.git runner=x9k2a"),
        log_entry("2026-03-04T08:53:56+00:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88201 repo_url=https://gitlab.example.com/mobile/android.git runner=x9k2a"),
        log_entry("2026-03-04T08:56:03+00:00", "gitlab-runner.service", "warning",
                  "Job failed: exit code 1  duration_s=414.9 job=88197 project=412 runner=x9k2a"),
        log_entry("2026-03-04T09:00:39+00:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88204 repo_url=https://gitlab.example.com/web/frontend.git runner=x9k2a"),
        log_entry("2026-03-04T09:02:48+00:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88206 repo_url=https://gitlab.example.com/platform/api.git runner=x9k2a")]},
        DARJ, age=30, args={"unit": "gitlab-runner", "since_minutes": 60}),
]

darjeeling_answers = [
    {"q": "how many containers are on darjeeling and what state are they in?", "ev": ["e_box"],
     "a": "Output shows [[s:14 containers]] (`docker ps -a`):\n\n"
          "running: [[s:4]]\nexited: [[c:8]]\ncreated: [[s:1]]\n\n"
          "[[s:The fourth running one is `registry-mirror`]], [[s:up 5 days]]. "
          "[[s:`...c8e4a612-build` exited with `137`]] — [[u:killed by the OOM killer]]. "
          "[[c:The `predefined` helper containers all exited with errors]].\n\n"
          "Cleanup:\n```\ndocker container prune --filter until=1h\n```"},
    {"q": "who can run docker on this runner?", "ev": ["e_st"],
     "a": "Output shows `docker` group ([[c:gid 998]]): [[s:`gitlab-runner`, `kofi`]]\n\n"
          "- [[s:`lena` — in `sudo`]], [[s:not in `docker`]]\n"
          "- [[c:`ubuntu` — in `docker`]] [[s:and `sudo`]]\n\n"
          "[[c:So 3 accounts have direct docker access]]; [[u:the `sudo` members can reach the socket with sudo anyway]]."},
    {"q": "what's eating the CPU?", "ev": ["e_pcpu", "e_sys", "e_st"],
     "a": "Output shows (top by CPU):\n\n"
          "- `compile` (PID 88412): [[s:384%]] — [[u:Go build from the `golang:1.22` job]]\n"
          "- `java` (PID 87231): [[c:97.3%]] — [[s:Gradle daemon]]\n"
          "- `node` (PID 89004): [[c:212.5%]] — [[s:runs as `ubuntu`]]\n\n"
          "cpu: [[s:71.3%]]\nload: [[s:31.2 / 27.9 / 22.4]] [[s:on 48 threads]], [[s:rising]]"},
    {"q": "what ports is darjeeling listening on?", "ev": ["e_net", "e_box"],
     "a": "| Port | Address | Process | Exposed? |\n|---|---|---|---|\n"
          "| [[s:22 | 0.0.0.0 / :: | sshd]] | [[s:✅ yes]] |\n"
          "| [[s:5000 | 0.0.0.0 / :: | docker-proxy]] | [[s:✅ yes]] |\n"
          "| [[c:9252 | 0.0.0.0 | gitlab-runner]] | [[c:✅ metrics]] |\n\n"
          "[[s:`docker-proxy` forwards `5000` to the `registry-mirror` container]]. "
          "[[s:`gitlab-runner` has 3 connections to `203.0.113.20:443`]]; "
          "[[c:the SSH session from `198.51.100.77` is owned by PID 1450]]."},
    {"q": "did gitlab-runner restart? how are jobs doing?", "ev": ["e_svc", "e_log", "e_box"],
     "a": "`gitlab-runner.service`\nstate: [[s:active (running)]]\nsince: [[s:08:41:55 UTC]] ([[s:about 23 minutes ago]])\n"
          "version: [[s:16.9.1]]\n\n"
          "Output shows (last hour):\n"
          "- [[s:job 88185 (project 230) succeeded]]\n"
          "- [[c:job 88197 failed with exit code 137]]\n"
          "- [[s:3 builds still running]]\n\n"
          "[[c:2 succeeded]] overall. [[u:The restart came from a config change]]."},
    {"q": "is the runner short on memory?", "ev": ["e_sys", "e_st", "e_pcpu"],
     "a": "memory: [[s:~125.8 GiB total]], [[s:~61 GiB available]] → [[c:about 35% used]]\n"
          "swap: [[s:none used]]\n"
          "biggest: [[u:gradle `java` at 6.8 GiB]]\n"
          "uptime: [[s:5 days]]\n\n"
          "Not short. [[c:RAM total is 135 GiB]]; [[u:the exit 137 was probably a container memory limit]]."},
    {"q": "any failed services on darjeeling?", "ev": ["e_svc"],
     "a": "Output shows [[s:1 failed unit]]:\n\n"
          "- [[s:`fwupd-refresh.service`]] [[u:(no network access to LVFS, harmless)]]\n\n"
          "Rest:\n- [[s:`docker` active since Feb 27]]\n- [[c:`containerd` restarted today]]\n"
          "- `docker-prune.service` [[u:runs from a timer]]\n"
          "- [[c:`snapd` inactive]]"},
]

# ---------------------------------------------------------------- sencha
SENCHA = Clock("2026-07-19T21:40:00-07:00")
SENCHA_MEM = 16_542_040_064
FF = "/usr/lib64/firefox/firefox"

_sencha_listen_common = [
    listener(53, "127.0.0.53", 980, "systemd-resolved"), listener(53, "127.0.0.54", 980, "systemd-resolved"),
    listener(631, "127.0.0.1", 1180, "cupsd"), listener(631, "::1", 1180, "cupsd", proto="tcp6"),
    listener(5353, "0.0.0.0", 1050, "avahi-daemon", proto="udp"),
    listener(5355, "0.0.0.0", 980, "systemd-resolved"),
    listener(8384, "127.0.0.1", 2231, "syncthing"),
    listener(21027, "::", 2231, "syncthing", proto="udp6"),
    listener(22000, "::", 2231, "syncthing", proto="tcp6"), listener(22000, "::", 2231, "syncthing", proto="udp6")]

sencha_evidence = [
    steady("e_st", SENCHA, age=5000, hostname="sencha", os_name="Fedora Linux", os_version="40",
           os_codename="Workstation Edition", kernel="6.9.9-200.fc40.x86_64",
           cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz", cpu_cores=4, cpu_threads=8,
           memory_total_bytes=SENCHA_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510_770_802_688},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 510_770_802_688}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:85:1d:7e", "addresses": ["192.168.0.23/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"firefox": "128.0-2.fc40", "syncthing": "1.27.9-1.fc40", "cups": "1:2.4.10-1.fc40",
                               "gnome-remote-desktop": "46.3-1.fc40", "code": "1.91.1-1720564633.el8"},
           available_services=["NetworkManager.service", "NetworkManager-wait-online.service", "dnf-makecache.service",
                               "cups.service", "avahi-daemon.service", "firewalld.service", "sshd.service",
                               "bluetooth.service", "syncthing@.service", "systemd-resolved.service",
                               "power-profiles-daemon.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "hana", "uid": 1000, "gid": 1000, "home": "/home/hana", "shell": "/bin/zsh"},
                  {"name": "guest", "uid": 1001, "gid": 1001, "home": "/home/guest", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["hana"]},
                   {"name": "libvirt", "gid": 985, "members": ["hana"]},
                   {"name": "dialout", "gid": 18, "members": []},
                   {"name": "hana", "gid": 1000, "members": []},
                   {"name": "guest", "gid": 1001, "members": []}],
           admin_users=["hana"]),
    item("e_pmem", "linux_processes", processes(341, SENCHA_MEM, [
        (4410, "firefox", "hana", 9.8, int(1.9 * GiB), "2026-07-19T08:20:11-07:00", FF),
        (4688, "Isolated Web Co", "hana", 38.5, int(1.45 * GiB), "2026-07-19T20:51:40-07:00",
         FF + " -contentproc -childID 12 -isForBrowser -prefsLen 31842 -tab"),
        (5120, "code", "hana", 3.1, int(1.1 * GiB), "2026-07-19T09:02:33-07:00", "/usr/share/code/code --type=zygote"),
        (2290, "gnome-shell", "hana", 12.0, 780 * MiB, "2026-07-19T08:13:02-07:00", "/usr/bin/gnome-shell"),
        (5877, "Isolated Web Co", "hana", 0.4, 410 * MiB, "2026-07-19T19:15:08-07:00",
         FF + " -contentproc -childID 19 -isForBrowser -prefsLen 31842 -tab"),
        (1120, "packagekitd", "root", 0.0, 350 * MiB, "2026-07-19T08:14:40-07:00", "/usr/libexec/packagekitd"),
        (2231, "syncthing", "hana", 1.2, 240 * MiB, "2026-07-19T08:12:51-07:00",
         "/usr/bin/syncthing serve --no-browser --no-restart --logflags=0")]),
        SENCHA, age=20, args={"sort": "memory", "limit": 7}),
    item("e_pcpu", "linux_processes", processes(341, SENCHA_MEM, [
        (4688, "Isolated Web Co", "hana", 38.5, int(1.45 * GiB), "2026-07-19T20:51:40-07:00",
         FF + " -contentproc -childID 12 -isForBrowser -prefsLen 31842 -tab"),
        (2290, "gnome-shell", "hana", 12.0, 780 * MiB, "2026-07-19T08:13:02-07:00", "/usr/bin/gnome-shell"),
        (4410, "firefox", "hana", 9.8, int(1.9 * GiB), "2026-07-19T08:20:11-07:00", FF),
        (2370, "pipewire", "hana", 4.1, 28 * MiB, "2026-07-19T08:13:00-07:00", "/usr/bin/pipewire"),
        (5120, "code", "hana", 3.1, int(1.1 * GiB), "2026-07-19T09:02:33-07:00", "/usr/share/code/code --type=zygote"),
        (2231, "syncthing", "hana", 1.2, 240 * MiB, "2026-07-19T08:12:51-07:00",
         "/usr/bin/syncthing serve --no-browser --no-restart --logflags=0")]),
        SENCHA, age=20, args={"sort": "cpu", "limit": 6}),
    item("e_svc", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", pid=1090, since="2026-07-19T15:12:38+00:00",
             desc="Network Manager"),
        unit("NetworkManager-wait-online.service", "failed", "failed", pid=None, since=None,
             desc="Network Manager Wait Online"),
        unit("dnf-makecache.service", "failed", "failed", ufs="static", pid=None, since=None,
             desc="dnf makecache"),
        unit("cups.service", "active", "running", pid=1180, since="2026-07-19T15:12:39+00:00",
             desc="CUPS Scheduler"),
        unit("avahi-daemon.service", "active", "running", pid=1050, since="2026-07-19T15:12:37+00:00",
             desc="Avahi mDNS/DNS-SD Stack"),
        unit("firewalld.service", "active", "running", pid=1000, since="2026-07-19T15:12:36+00:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", pid=None, since=None,
             desc="OpenSSH server daemon"),
        unit("bluetooth.service", "active", "running", pid=1070, since="2026-07-19T15:12:37+00:00",
             desc="Bluetooth service"),
        unit("syncthing@hana.service", "active", "running", pid=2231, since="2026-07-19T15:12:51+00:00",
             desc="Syncthing - Open Source Continuous File Synchronization for hana"),
        unit("systemd-resolved.service", "active", "running", pid=980, since="2026-07-19T15:12:36+00:00",
             desc="Network Name Resolution"),
        unit("power-profiles-daemon.service", "active", "running", pid=1101, since="2026-07-19T15:12:38+00:00",
             desc="Power Profiles daemon")]}, SENCHA, age=45),
    item("e_log", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-07-19T08:13:37-07:00", "NetworkManager-wait-online.service", "err",
                  "NetworkManager-wait-online.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-07-19T08:13:37-07:00", "NetworkManager-wait-online.service", "err",
                  "Failed to start NetworkManager-wait-online.service - Network Manager Wait Online."),
        log_entry("2026-07-19T21:02:14-07:00", "dnf-makecache.service", "err",
                  "Curl error (6): Couldn't resolve host name for https://mirrors.fedoraproject.org/metalink?repo=updates-released-f40&arch=x86_64 [Could not resolve host: mirrors.fedoraproject.org]"),
        log_entry("2026-07-19T21:02:14-07:00", "dnf-makecache.service", "err",
                  "Error: Failed to download metadata for repo 'updates': Cannot prepare internal mirrorlist"),
        log_entry("2026-07-19T21:02:15-07:00", "dnf-makecache.service", "warning",
                  "dnf-makecache.service: Failed with result 'exit-code'.")]},
        SENCHA, age=30, args={"priority": "warning", "since_minutes": 840, "limit": 5}, complete=False),
    item("e_net_old", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "a4:c3:f0:85:1d:7e", "addresses": ["192.168.0.23/24"], "is_up": True}],
        "listening": _sencha_listen_common + [listener(3389, "::", 2702, "gnome-remote-de", proto="tcp6")],
        "connections": [connection("192.168.0.23:22000", "192.168.0.40:22000", 2231, "syncthing"),
                        connection("192.168.0.23:3389", "192.168.0.51:50544", 2702, "gnome-remote-de")]},
        SENCHA, age=900),
    item("e_net", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "a4:c3:f0:85:1d:7e", "addresses": ["192.168.0.23/24"], "is_up": True}],
        "listening": list(_sencha_listen_common),
        "connections": [connection("192.168.0.23:22000", "192.168.0.40:22000", 2231, "syncthing"),
                        connection("192.168.0.23:41220", "34.107.243.93:443", 4410, "firefox"),
                        connection("192.168.0.23:48816", "140.82.112.25:443", 5120, "code")]},
        SENCHA, age=25),
]

sencha_answers = [
    {"q": "what's using my RAM?", "ev": ["e_pmem", "e_st"],
     "a": "Output shows (by memory):\n\n"
          "1. `firefox` (PID 4410) — [[s:1.9 GiB]], [[s:12.3%]]\n"
          "2. `Isolated Web Co` (PID 4688) — [[s:1.45 GiB]]\n"
          "3. `code` — [[c:780 MiB]]\n"
          "4. `gnome-shell` — [[c:1.1 GiB]]\n\n"
          "[[s:Firefox and its content processes together: ~3.75 GiB]]. [[c:That's about a third of your RAM]].\n\n"
          "Open `about:processes` in Firefox to see which tab it is."},
    {"q": "any failed units?", "ev": ["e_svc", "e_log"],
     "a": "Output shows [[s:2 failed units]]:\n\n"
          "- [[s:`NetworkManager-wait-online.service`]] — [[s:failed at boot, 08:13]]\n"
          "- [[s:`dnf-makecache.service`]] — [[s:failed at 21:02]]: [[s:`Could not resolve host: mirrors.fedoraproject.org`]]\n\n"
          "[[u:Probably the Wi-Fi wasn't connected yet when the timer fired]]. "
          "[[c:`sshd.service` is also failed]]; [[s:it's disabled]]. [[u:No other unit logged errors today]].\n\n"
          "```\nsudo systemctl start dnf-makecache\n```"},
    {"q": "am I an admin on this laptop?", "ev": ["e_st"],
     "extra": [{"id": "u1", "kind": "user", "collected_at": "2026-07-19T21:39:00-07:00", "complete": True,
                "text": "I'm logged in as hana."}],
     "a": "Yes.\n\nuser: [[s:`hana`]]\ngroups: [[s:`wheel`]], [[s:`libvirt`]], [[c:`docker`]]\n"
          "shell: [[s:`/bin/zsh`]]\n\n"
          "[[s:`guest` is not in `wheel`]] [[c:and also uses `/bin/zsh`]]. [[s:You're the only admin]]. "
          "[[c:`dialout` has one member]]."},
    {"q": "What ports are open on sencha?", "ev": ["e_net_old", "e_svc"],
     "a": "Output shows:\n\n"
          "- [[t:`cupsd` on `631`, localhost only]]\n"
          "- [[t:`syncthing` GUI on `127.0.0.1:8384`]]\n"
          "- [[t:`syncthing` sync on `22000` TCP/UDP]]\n"
          "- [[t:`gnome-remote-desktop` on `3389`]] — [[t:someone at `192.168.0.51` is connected]]\n\n"
          "[[s:`sshd` is not running]], [[t:so nothing listens on 22]]. [[t:CUPS is reachable from the LAN]]."},
    {"q": "why is my fan spinning?", "ev": ["e_pcpu", "e_st"],
     "a": "Output shows (top CPU):\n\n"
          "| PID | Name | CPU% | Note |\n|---|---|---|---|\n"
          "| [[s:4688 | Isolated Web Co | 38.5]] | [[u:heavy tab (video?)]] |\n"
          "| [[s:2290 | gnome-shell | 12.0]] | |\n"
          "| [[s:4410 | firefox | 9.8]] | |\n"
          "| [[c:2370 | pipewire | 3.1]] | [[u:audio playing]] |\n"
          "| [[c:5120 | code | 4.1]] | |\n\n"
          "[[s:The busiest is a Firefox content process]]; [[c:it started about 2 hours ago]]."},
    {"q": "is syncthing reachable from my LAN? and is ssh on?", "ev": ["e_net", "e_svc"],
     "a": "Output shows:\n\n"
          "- [[s:sync port `22000` on `::`]] ([[s:TCP and UDP]])\n"
          "- [[s:a peer at `192.168.0.40` is connected]]\n"
          "- [[s:GUI `8384` only on `127.0.0.1`]]\n"
          "- [[c:syncthing runs as root]]\n\n"
          "ssh: [[s:`sshd` is `inactive (dead)`]], [[s:nothing on port 22]]. "
          "[[s:Remote desktop (3389) is off now]]. [[c:`firewalld` is inactive]], [[u:so nothing filters 22000]]."},
    {"q": "give me a summary of this laptop", "ev": ["e_st", "e_pmem", "e_svc"],
     "a": "os: [[s:Fedora 40]] [[s:Workstation]]\nkernel: [[s:`6.9.9-200.fc40`]]\n"
          "cpu: [[c:6 cores]] / [[s:8 threads]]\n"
          "ram: [[s:16 GB]] ([[c:15.4 GB usable]])\nfirefox: [[s:`128.0`]]\n\n"
          "[[s:341 processes]], [[c:3 failed units]]."},
]

# ---------------------------------------------------------------- oolong
OOLONG = Clock("2026-05-27T11:12:00+09:00")
OOLONG_MEM = 33_392_574_464
GUNI = ("/srv/api/venv/bin/python3.11 /srv/api/venv/bin/gunicorn app.main:app -w 4 "
        "-k uvicorn.workers.UvicornWorker -b 127.0.0.1:8000")

oolong_evidence = [
    steady("e_st", OOLONG, age=2000, hostname="oolong", os_name="AlmaLinux", os_version="9.4",
           os_codename="Seafoam Ocelot", kernel="5.14.0-427.16.1.el9_4.x86_64",
           cpu_model="Intel Xeon Processor (Icelake)", cpu_cores=8, cpu_threads=8, memory_total_bytes=OOLONG_MEM,
           package_manager="rpm",
           disks=[{"device": "/dev/mapper/almalinux-root", "mountpoint": "/", "fstype": "xfs",
                   "total_bytes": 75_125_227_520},
                  {"device": "/dev/vda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:6e:2a:b1", "addresses": ["10.0.4.12/24"], "is_up": True}],
           dns_servers=["10.0.4.2"], default_gateway="10.0.4.1",
           installed_packages={"nginx": "1:1.20.1-14.el9_2.1", "redis": "6.2.7-1.el9", "python3.11": "3.11.7-1.el9_4",
                               "kexec-tools": "2.0.27-8.el9", "firewalld": "1.3.4-1.el9"},
           available_services=["nginx.service", "api.service", "api-worker.service", "redis.service",
                               "firewalld.service", "sshd.service", "chronyd.service", "kdump.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "nginx", "uid": 991, "gid": 991, "home": "/var/lib/nginx", "shell": "/sbin/nologin"},
                  {"name": "apisvc", "uid": 990, "gid": 990, "home": "/srv/api", "shell": "/sbin/nologin"},
                  {"name": "redis", "uid": 989, "gid": 989, "home": "/var/lib/redis", "shell": "/sbin/nologin"},
                  {"name": "yuki", "uid": 1000, "gid": 1000, "home": "/home/yuki", "shell": "/bin/bash"},
                  {"name": "taro", "uid": 1001, "gid": 1001, "home": "/home/taro", "shell": "/bin/bash"},
                  {"name": "ci-deploy", "uid": 1002, "gid": 1002, "home": "/home/ci-deploy", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["yuki", "ci-deploy"]},
                   {"name": "nginx", "gid": 991, "members": ["apisvc"]},
                   {"name": "apisvc", "gid": 990, "members": []},
                   {"name": "redis", "gid": 989, "members": []},
                   {"name": "systemd-journal", "gid": 190, "members": ["taro"]},
                   {"name": "yuki", "gid": 1000, "members": []},
                   {"name": "taro", "gid": 1001, "members": []},
                   {"name": "ci-deploy", "gid": 1002, "members": []}],
           admin_users=["ci-deploy", "yuki"]),
    item("e_svc", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", pid=1320, since="2026-05-20T23:10:05+00:00",
             desc="The nginx HTTP and reverse proxy server"),
        unit("api.service", "active", "running", pid=48211, since="2026-05-27T01:58:31+00:00",
             desc="Example API (gunicorn)"),
        unit("api-worker.service", "activating", "auto-restart", pid=None, since=None,
             desc="Example API background worker (celery)"),
        unit("redis.service", "active", "running", pid=1105, since="2026-05-20T23:09:58+00:00",
             desc="Redis persistent key-value database"),
        unit("firewalld.service", "active", "running", pid=1000, since="2026-05-20T23:09:55+00:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("sshd.service", "active", "running", pid=1010, since="2026-05-20T23:09:57+00:00",
             desc="OpenSSH server daemon"),
        unit("chronyd.service", "active", "running", pid=980, since="2026-05-20T23:09:54+00:00",
             desc="NTP client/server"),
        unit("kdump.service", "failed", "failed", pid=None, since=None, desc="Crash recovery kernel arming")]},
        OOLONG, age=40),
    item("e_log", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-05-27T00:41:07+00:00", "kernel", "err",
                  "Out of memory: Killed process 45590 (gunicorn) total-vm:3874120kB, anon-rss:2801344kB, file-rss:0kB, shmem-rss:0kB, UID:990"),
        log_entry("2026-05-27T00:41:07+00:00", "api.service", "notice",
                  "api.service: Main process exited, code=killed, status=9/KILL"),
        log_entry("2026-05-27T00:41:07+00:00", "api.service", "warning", "api.service: Failed with result 'oom-kill'."),
        log_entry("2026-05-27T00:41:12+00:00", "api.service", "info",
                  "api.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-05-27T01:20:44+00:00", "kernel", "err",
                  "Out of memory: Killed process 46817 (gunicorn) total-vm:3902288kB, anon-rss:2844912kB, file-rss:0kB, shmem-rss:0kB, UID:990"),
        log_entry("2026-05-27T01:20:44+00:00", "api.service", "notice",
                  "api.service: Main process exited, code=killed, status=9/KILL"),
        log_entry("2026-05-27T01:20:49+00:00", "api.service", "info",
                  "api.service: Scheduled restart job, restart counter is at 2."),
        log_entry("2026-05-27T01:58:26+00:00", "kernel", "err",
                  "Out of memory: Killed process 47102 (gunicorn) total-vm:3981204kB, anon-rss:2914480kB, file-rss:0kB, shmem-rss:0kB, UID:990"),
        log_entry("2026-05-27T01:58:26+00:00", "api.service", "notice",
                  "api.service: Main process exited, code=killed, status=9/KILL"),
        log_entry("2026-05-27T01:58:31+00:00", "api.service", "info",
                  "api.service: Scheduled restart job, restart counter is at 3."),
        log_entry("2026-05-27T01:58:31+00:00", "api.service", "info", "Started api.service - Example API (gunicorn)."),
        log_entry("2026-05-27T02:11:32+00:00", "api-worker.service", "err",
                  "consumer: Cannot connect to redis://127.0.0.1:6380/0: Error 111 connecting to 127.0.0.1:6380. Connection refused.."),
        log_entry("2026-05-27T02:11:37+00:00", "api-worker.service", "notice",
                  "api-worker.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-05-27T02:11:42+00:00", "api-worker.service", "info",
                  "api-worker.service: Scheduled restart job, restart counter is at 14.")]},
        OOLONG, age=25, args={"since_minutes": 180, "priority": "info"}),
    item("e_net", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:6e:2a:b1", "addresses": ["10.0.4.12/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1010, "sshd"), listener(22, "::", 1010, "sshd", proto="tcp6"),
                      listener(80, "0.0.0.0", 1320, "nginx"), listener(443, "0.0.0.0", 1320, "nginx"),
                      listener(323, "127.0.0.1", 980, "chronyd", proto="udp"),
                      listener(6379, "127.0.0.1", 1105, "redis-server"),
                      listener(8000, "127.0.0.1", 48211, "gunicorn"),
                      listener(9090, "::", 1, "systemd", proto="tcp6")],
        "connections": [
            connection("10.0.4.12:443", "203.0.113.45:51544", 1321, "nginx"),
            connection("10.0.4.12:443", "198.51.100.9:40112", 1322, "nginx"),
            connection("10.0.4.12:443", "198.51.100.9:40118", 1322, "nginx"),
            connection("10.0.4.12:443", "192.0.2.200:61022", None, None, status="TIME_WAIT"),
            connection("127.0.0.1:49822", "127.0.0.1:8000", 1321, "nginx"),
            connection("127.0.0.1:8000", "127.0.0.1:49822", 48230, "gunicorn"),
            connection("10.0.4.12:22", "192.0.2.44:53110", 50122, "sshd")]}, OOLONG, age=20),
    item("e_pcpu", "linux_processes", processes(188, OOLONG_MEM, [
        (48230, "gunicorn", "apisvc", 42.7, 612 * MiB, "2026-05-27T01:58:33+00:00", GUNI),
        (48233, "gunicorn", "apisvc", 38.1, 598 * MiB, "2026-05-27T01:58:33+00:00", GUNI),
        (48229, "gunicorn", "apisvc", 35.9, 640 * MiB, "2026-05-27T01:58:33+00:00", GUNI),
        (48231, "gunicorn", "apisvc", 12.4, int(1.4 * GiB), "2026-05-27T01:58:33+00:00", GUNI),
        (1105, "redis-server", "redis", 3.2, int(2.3 * GiB), "2026-05-20T23:09:58+00:00",
         "/usr/bin/redis-server 127.0.0.1:6379"),
        (1321, "nginx", "nginx", 1.8, 14 * MiB, "2026-05-20T23:10:05+00:00", "nginx: worker process")]),
        OOLONG, age=20, args={"sort": "cpu", "limit": 6}),
    item("e_pmem", "linux_processes", processes(188, OOLONG_MEM, [
        (1105, "redis-server", "redis", 3.2, int(2.3 * GiB), "2026-05-20T23:09:58+00:00",
         "/usr/bin/redis-server 127.0.0.1:6379"),
        (48231, "gunicorn", "apisvc", 12.4, int(1.4 * GiB), "2026-05-27T01:58:33+00:00", GUNI),
        (48229, "gunicorn", "apisvc", 35.9, 640 * MiB, "2026-05-27T01:58:33+00:00", GUNI),
        (48230, "gunicorn", "apisvc", 42.7, 612 * MiB, "2026-05-27T01:58:33+00:00", GUNI),
        (48233, "gunicorn", "apisvc", 38.1, 598 * MiB, "2026-05-27T01:58:33+00:00", GUNI),
        (48211, "gunicorn", "apisvc", 0.2, 88 * MiB, "2026-05-27T01:58:31+00:00", GUNI),
        (1000, "firewalld", "root", 0.0, 46 * MiB, "2026-05-20T23:09:55+00:00",
         "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid")]),
        OOLONG, age=20, args={"sort": "memory", "limit": 7}),
]

oolong_answers = [
    {"q": "why does api-worker keep restarting?", "ev": ["e_svc", "e_log", "e_net"],
     "a": "Output shows:\n\n"
          "- state: [[s:`activating (auto-restart)`]]\n- restart counter: [[s:14]]\n"
          "- error: [[s:`Cannot connect to redis://127.0.0.1:6380/0` — connection refused]]\n\n"
          "[[s:Redis is listening on `127.0.0.1:6379`]], [[s:not 6380]]. [[u:So the worker's `REDIS_URL` has the wrong port]]. "
          "[[c:Redis itself restarted this morning]], and [[c:the unit is `failed`]].\n\n"
          "Fix:\n```\ngrep -rn 6380 /srv/api/.env\nsudo systemctl restart api-worker\n```"},
    {"q": "what happened to api.service this morning?", "ev": ["e_log", "e_svc"],
     "a": "Output shows [[s:3 OOM kills]] of gunicorn:\n\n"
          "| Time (JST) | PID |\n|---|---|\n"
          "| [[s:09:41 | 45590]] |\n| [[c:10:20 | 47102]] |\n| [[c:10:58 | 46817]] |\n\n"
          "[[s:It's been `active (running)` since 10:58:31]] — [[c:about 3 hours]]. [[s:Current main PID is 48211]]. "
          "[[u:Likely a memory leak in one worker]]; [[s:each killed process had close to 3 GB anon RSS]]."},
    {"q": "list listening ports on oolong", "ev": ["e_net"],
     "a": "Output shows:\n\n"
          "- [[s:`22/tcp` — `sshd`]]\n"
          "- [[s:`80/tcp`, `443/tcp` — `nginx`]] [[c:(PID 1321)]]\n"
          "- [[s:`6379/tcp` — `redis-server`, localhost only]]\n"
          "- [[s:`8000/tcp` — `gunicorn`, localhost only]]\n"
          "- [[s:`9090/tcp` — `systemd`]] [[u:(cockpit socket)]]\n"
          "- [[c:`323/tcp` — `chronyd`]]\n\n"
          "[[c:Only nginx and sshd are reachable from outside]]."},
    {"q": "top processes by cpu and memory", "ev": ["e_pcpu", "e_pmem", "e_st"],
     "a": "By CPU:\n- [[s:`gunicorn` 48230 — 42.7%]]\n- [[s:`gunicorn` 48233 — 38.1%]]\n\n"
          "[[s:The 4 workers together use ~129%]].\n\n"
          "By memory:\n- [[s:`redis-server` — 2.3 GiB]] [[c:(4.5%)]]\n- [[s:`gunicorn` 48231 — 1.4 GiB]] [[c:(7.4%)]]\n\n"
          "[[s:All gunicorn processes run as `apisvc`]]. [[c:Worker 48231 is also the top CPU user]]; "
          "[[u:it's probably the one leaking]]."},
    {"q": "who can sudo on oolong?", "ev": ["e_st"],
     "a": "wheel: [[s:`yuki`, `ci-deploy`]]\n\n[[s:`taro` is not in wheel]].\n\n"
          "Service accounts:\n"
          "- `apisvc`: [[s:`/sbin/nologin`]], [[s:in group `nginx`]]\n"
          "- `nginx`: [[c:member of `apisvc`]]\n- `redis`: [[c:uid 991]]\n\n"
          "[[c:3 accounts can sudo]]."},
    {"q": "who's connected to the API right now?", "ev": ["e_net"],
     "a": "Output shows [[s:3 established HTTPS connections]]:\n\n"
          "- [[s:`203.0.113.45`]] → [[s:nginx worker 1321]]\n"
          "- [[s:`198.51.100.9`]] [[s:(2 connections)]] → [[c:worker 1321]]\n\n"
          "[[s:One more from `192.0.2.200` is in `TIME_WAIT`]]. "
          "[[s:Nothing on port 80]]; [[c:all three clients are from `198.51.100.0/24`]]."},
    {"q": "are all services healthy on oolong?", "ev": ["e_svc"],
     "a": "| Unit | State | OK? |\n|---|---|---|\n"
          "| nginx | [[s:active (running)]] | ✅ |\n"
          "| api | [[s:active (running)]] | ✅ |\n"
          "| api-worker | [[s:activating (auto-restart)]] | ❌ |\n"
          "| kdump | [[s:failed]] | ❌ |\n"
          "| sshd | [[c:inactive]] | ❌ |\n\n"
          "[[s:`kdump` is the only unit in state `failed`]]. [[s:nginx and redis have been up since May 21]], "
          "but [[c:api has been up for about an hour]]. [[u:kdump usually fails on small VMs without crashkernel memory]]."},
]

# ---------------------------------------------------------------- rooibos
ROOI = Clock("2026-01-08T07:30:00+11:00")
ROOI_MEM = 16_446_000_000
FFMPEG = ("/nix/store/9v1kq3-jellyfin-ffmpeg-6.0.1-7/bin/ffmpeg -analyzeduration 200M -i file:/srv/media/movies/"
          "Arrival (2016)/Arrival.mkv -map 0:0 -codec:v:0 libx264 -preset veryfast -crf 23 -f hls")

rooibos_evidence = [
    steady("e_st", ROOI, age=4000, hostname="rooibos", os_name="NixOS", os_version="24.05", os_codename="uakari",
           kernel="6.6.41", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4, memory_total_bytes=ROOI_MEM,
           package_manager="nix",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 499_570_991_104},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "btrfs",
                   "total_bytes": 8_001_563_222_016}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:19:0e", "addresses": ["192.168.1.10/24"],
                                "is_up": True},
                               {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
           dns_servers=["100.100.100.100", "192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"jellyfin": "10.9.7", "home-assistant": "2024.7.4", "tailscale": "1.68.2",
                               "mosquitto": "2.0.18", "restic": "0.16.5"},
           available_services=["jellyfin.service", "home-assistant.service", "tailscaled.service", "sshd.service",
                               "nginx.service", "mosquitto.service", "restic-backups-b2.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/run/current-system/sw/bin/bash"},
                  {"name": "sam", "uid": 1000, "gid": 100, "home": "/home/sam",
                   "shell": "/run/current-system/sw/bin/fish"},
                  {"name": "pia", "uid": 1001, "gid": 100, "home": "/home/pia",
                   "shell": "/run/current-system/sw/bin/bash"},
                  {"name": "jellyfin", "uid": 998, "gid": 996, "home": "/var/lib/jellyfin",
                   "shell": "/run/current-system/sw/bin/nologin"},
                  {"name": "hass", "uid": 286, "gid": 286, "home": "/var/lib/hass",
                   "shell": "/run/current-system/sw/bin/nologin"},
                  {"name": "mosquitto", "uid": 246, "gid": 246, "home": "/var/lib/mosquitto",
                   "shell": "/run/current-system/sw/bin/nologin"}],
           groups=[{"name": "wheel", "gid": 1, "members": ["sam"]},
                   {"name": "users", "gid": 100, "members": ["sam", "pia"]},
                   {"name": "media", "gid": 2000, "members": ["sam", "pia", "jellyfin"]},
                   {"name": "video", "gid": 26, "members": ["jellyfin", "sam"]},
                   {"name": "render", "gid": 303, "members": ["jellyfin"]}],
           admin_users=["sam"], stale_sources=["users"]),
    item("e_svc", "linux_service_status", {"units": [
        unit("jellyfin.service", "active", "running", ufs="linked", pid=1822, since="2026-01-05T19:44:10+00:00",
             desc="Jellyfin Media Server"),
        unit("home-assistant.service", "active", "running", ufs="linked", pid=1911,
             since="2026-01-05T19:44:12+00:00", desc="Home Assistant"),
        unit("tailscaled.service", "active", "running", ufs="linked", pid=1200, since="2026-01-05T19:43:58+00:00",
             desc="Tailscale node agent"),
        unit("sshd.service", "active", "running", ufs="linked", pid=1150, since="2026-01-05T19:43:57+00:00",
             desc="SSH Daemon"),
        unit("nginx.service", "active", "running", ufs="linked", pid=1300, since="2026-01-05T19:43:59+00:00",
             desc="Nginx Web Server"),
        unit("mosquitto.service", "active", "running", ufs="linked", pid=1400, since="2026-01-05T19:44:00+00:00",
             desc="Mosquitto MQTT Broker Daemon"),
        unit("restic-backups-b2.service", "failed", "failed", ufs="linked", pid=None, since=None,
             desc="restic backup b2")]}, ROOI, age=30),
    item("e_log", "linux_recent_logs", {"source": "journal", "unit": "restic-backups-b2.service", "entries": [
        log_entry("2026-01-07T16:00:01+00:00", "restic-backups-b2.service", "info",
                  "Starting restic backup b2..."),
        log_entry("2026-01-07T16:00:03+00:00", "restic-backups-b2.service", "err",
                  "Fatal: unable to open config file: Stat: b2_download_file_by_name: 401: The authorization token is invalid. (bad_auth_token)"),
        log_entry("2026-01-07T16:00:03+00:00", "restic-backups-b2.service", "err",
                  "Is there a repository at the following location?"),
        log_entry("2026-01-07T16:00:03+00:00", "restic-backups-b2.service", "err",
                  "b2:rooibos-backup:/restic"),
        log_entry("2026-01-07T16:00:03+00:00", "restic-backups-b2.service", "notice",
                  "restic-backups-b2.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-01-07T16:00:03+00:00", "restic-backups-b2.service", "warning",
                  "restic-backups-b2.service: Failed with result 'exit-code'."),
        log_entry("2026-01-07T16:00:03+00:00", "restic-backups-b2.service", "err",
                  "Failed to start restic backup b2.")]},
        ROOI, age=40, args={"unit": "restic-backups-b2", "since_minutes": 1440}),
    item("e_net", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "7c:83:34:b2:19:0e", "addresses": ["192.168.1.10/24"], "is_up": True},
                       {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1150, "sshd"), listener(80, "0.0.0.0", 1300, "nginx"),
                      listener(443, "0.0.0.0", 1300, "nginx"), listener(1883, "0.0.0.0", 1400, "mosquitto"),
                      listener(8096, "0.0.0.0", 1822, "jellyfin"), listener(8123, "0.0.0.0", 1911, "hass"),
                      listener(41641, "0.0.0.0", 1200, "tailscaled", proto="udp")],
        "connections": [
            connection("100.101.7.12:8096", "100.88.3.4:52011", 1822, "jellyfin"),
            connection("192.168.1.10:8123", "192.168.1.50:60202", 1911, "hass"),
            connection("192.168.1.10:1883", "192.168.1.61:49310", 1400, "mosquitto"),
            connection("192.168.1.10:1883", "192.168.1.62:51022", 1400, "mosquitto"),
            connection("192.168.1.10:1883", "192.168.1.63:50987", 1400, "mosquitto"),
            connection("127.0.0.1:40222", "127.0.0.1:1883", 1911, "hass"),
            connection("192.168.1.10:22", "192.168.1.50:58114", 40112, "sshd")]}, ROOI, age=25),
    item("e_pmem", "linux_processes", processes(201, ROOI_MEM, [
        (1822, "jellyfin", "jellyfin", 18.0, int(1.9 * GiB), "2026-01-05T19:44:10+00:00",
         "/nix/store/x2b7…-jellyfin-10.9.7/bin/jellyfin --datadir /var/lib/jellyfin --cachedir /var/cache/jellyfin"),
        (1911, "hass", "hass", 6.5, 780 * MiB, "2026-01-05T19:44:12+00:00",
         "/nix/store/k1m0…-python3-3.12.4/bin/python3.12 /nix/store/…-homeassistant-2024.7.4/bin/hass --config /var/lib/hass"),
        (60312, "ffmpeg", "jellyfin", 312.4, 620 * MiB, "2026-01-07T20:11:45+00:00", FFMPEG),
        (1200, "tailscaled", "root", 0.8, 64 * MiB, "2026-01-05T19:43:58+00:00",
         "/nix/store/…-tailscale-1.68.2/bin/tailscaled --state=/var/lib/tailscale/tailscaled.state --port=41641"),
        (1301, "nginx", "nginx", 0.1, 18 * MiB, "2026-01-05T19:43:59+00:00", "nginx: worker process"),
        (1400, "mosquitto", "mosquitto", 0.2, 9 * MiB, "2026-01-05T19:44:00+00:00",
         "/nix/store/…-mosquitto-2.0.18/bin/mosquitto -c /etc/mosquitto/mosquitto.conf")]),
        ROOI, age=20, args={"sort": "memory", "limit": 6}),
    item("e_sys", "linux_system_info", system_info(84.5, [3.61, 3.40, 2.95], 175_590, "2026-01-05T19:43:30+00:00",
                                                  ROOI_MEM, int(9.1 * GiB), int(7.6 * GiB), int(0.4 * GiB)),
         ROOI, age=20),
]

rooibos_answers = [
    {"q": "Who can log in to rooibos and who's admin?", "ev": ["e_st"],
     "a": "Output shows (`/etc/passwd`):\n\n"
          "- [[t:`sam` — `fish`]]\n"
          "- [[t:`jellyfin`, `hass`, `mosquitto` are `nologin`]]\n\n"
          "Admin: [[t:`sam` (wheel)]]. [[t:`pia` is not in `wheel`]] [[t:but is in `media`]]. "
          "[[t:`jellyfin` is in `render` and `video`]] [[u:(for QSV transcoding)]].\n\n"
          "System: [[s:NixOS 24.05 (`uakari`)]]."},
    {"q": "what's streaming on jellyfin right now?", "ev": ["e_net", "e_pmem", "e_sys"],
     "a": "Output shows:\n\n"
          "- [[s:`ffmpeg` (PID 60312) transcoding]] [[s:`Arrival (2016)`]] [[s:with `libx264`]]\n"
          "- ffmpeg CPU: [[s:312%]], [[s:most of the 4 cores]]; [[c:started about an hour ago]]\n"
          "- client: [[s:`100.88.3.4` over Tailscale]]\n"
          "- [[c:hardware transcoding (QSV) is active]]\n\n"
          "load: [[s:3.61]]"},
    {"q": "Which ports are open on rooibos?", "ev": ["e_net"],
     "a": "| Port | Proto | Process | Exposed? |\n|---|---|---|---|\n"
          "| [[s:22 | tcp | sshd]] | ✅ LAN |\n"
          "| [[s:1883 | tcp | mosquitto]] | ⚠️ [[u:LAN, no TLS]] |\n"
          "| [[s:8096 | tcp | jellyfin]] | ✅ |\n"
          "| [[s:8123 | tcp | hass]] | ✅ |\n"
          "| [[c:41641 | tcp | tailscaled]] | — |\n\n"
          "[[s:All TCP listeners are on `0.0.0.0`]]. [[c:8 listening sockets in total]]."},
    {"q": "why did the backup fail last night?", "ev": ["e_svc", "e_log"],
     "a": "`restic-backups-b2.service`: [[s:failed]]\ntime: [[s:03:00 this morning]]\n"
          "error: [[s:`401: The authorization token is invalid. (bad_auth_token)`]]\n\n"
          "[[u:The B2 application key was probably revoked or expired]]. [[c:restic retried 3 times]] "
          "[[s:and exited with status 1]]; [[c:the last failure was at 16:00]]. [[u:The previous night's backup worked]].\n\n"
          "```\njournalctl -u restic-backups-b2 -n 50\nsudo systemctl start restic-backups-b2\n```"},
    {"q": "top memory users?", "ev": ["e_pmem", "e_sys", "e_st"],
     "a": "Output shows:\n\n| Process | User | RSS | %MEM |\n|---|---|---|---|\n"
          "| [[s:jellyfin | jellyfin | 1.9 GiB]] | [[s:12.4]] |\n"
          "| [[s:hass | hass | 780 MiB]] | [[c:4.0]] |\n"
          "| [[s:ffmpeg | jellyfin | 620 MiB]] | [[c:5.0]] |\n"
          "| [[c:tailscaled | tailscaled]] | [[s:64 MiB]] | — |\n\n"
          "swap: [[s:~0.4 GiB used]] [[c:of 7.6 GB]]"},
    {"q": "how many MQTT clients are connected?", "ev": ["e_net"],
     "a": "Output shows [[s:3 clients from the LAN]] on `1883`: [[s:`192.168.1.61`, `.62` and `.63`]], "
          "[[s:plus Home Assistant itself over `127.0.0.1`]]. [[u:They're the ESPHome sensors]]. "
          "[[c:All of them use TLS on `8883`]]. [[s:mosquitto is PID 1400]]. "
          "[[c:`192.168.1.50` is also connected to MQTT]]."},
    {"q": "quick health check of rooibos", "ev": ["e_svc", "e_sys", "e_st"],
     "a": "uptime: [[s:2 days]] [[s:(booted Jan 6, 06:43)]]\n"
          "load: [[s:3.61 / 3.40 / 2.95]] [[s:on 4 cores]] → [[c:dropping]]\n"
          "services: [[s:6 running]], [[s:1 failed (`restic-backups-b2`)]]\n\n"
          "[[c:`tailscaled` restarted last night]]. Disk: [[c:`/srv/media` is ~8 TiB]]."},
]

MACHINES = [
    {"name": "assam", "clock": ASSAM, "evidence": assam_evidence, "answers": assam_answers},
    {"name": "darjeeling", "clock": DARJ, "evidence": darjeeling_evidence, "answers": darjeeling_answers},
    {"name": "sencha", "clock": SENCHA, "evidence": sencha_evidence, "answers": sencha_answers},
    {"name": "oolong", "clock": OOLONG, "evidence": oolong_evidence, "answers": oolong_answers},
    {"name": "rooibos", "clock": ROOI, "evidence": rooibos_evidence, "answers": rooibos_answers},
]
