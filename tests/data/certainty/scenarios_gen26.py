"""26th generation (written blind, Roman places): five machines and 35 answers in the way 3-14B local models
answer questions about their own Linux machine, with true, false, unsupported and stale claims mixed.

ostia — Ubuntu 24.04 API server (UTC). Steady state 40 minutes old with `packages` in stale_sources; the
api-gunicorn unit failed after a restart loop (journal: psycopg "remaining connection slots are reserved", restart
counter 5, "Start request repeated too quickly" at 13:52:03); all services listed (complete); listeners and
connections; processes by memory (cut to 6 of 287); system info 15 minutes old (stale); one page of
postgresql.conf (max_connections = 100).

ravenna — Fedora 41 laptop (UTC+01:00), user giulia. Processes by CPU (cut), fresh system info (31 GiB RAM, 8 GiB
zram swap), disk usage of a nearly full 1 TB btrfs root, a week of dnf history (kernel 6.11.7 → 6.11.8, podman-compose
installed, moby-engine removed), warnings from tracker-miner-fs-3.

capua — Debian 12 home server running Docker (UTC-05:00). All containers (one restarting, two exited), disk usage
(4 TB media disk at 92.7 %), listeners through docker-proxy and smbd, an sshd drop-in read in full, a cut ssh journal
with invalid-user probes, system info 7 minutes old (stale).

tibur — Rocky Linux 9.4 k3s server (UTC+09:00). Nodes (tibur-w2 NotReady), pods and deployments of namespace shop
(api in CrashLoopBackOff, worker Pending), events in UTC (BackOff count 212, NodeNotReady at 16:05:12Z), k3s active,
firewalld inactive, system info.

pompeii — Arch Linux GitLab CI runner (UTC-08:00). Steady state two hours old with packages stale, today's pacman
upgrades (linux 6.11.9 → 6.12.1 while 6.11.9 still runs), /var/lib/docker at 96.5 %, disk I/O, three build
containers, gitlab-runner restarted after its upgrade, runner journal with "no space left on device".
"""

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------- ostia
C1 = Clock("2026-11-22T14:20:00+00:00")
OSTIA_MEM = 67_283_697_664
ostia_ev = [
    steady("e1", C1, age=2400, hostname="ostia", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-49-generic", cpu_model="Intel(R) Xeon(R) E-2288G CPU @ 3.70GHz", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=OSTIA_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_103_981_056}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:aa:10:01", "addresses": ["203.0.113.10/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.24.0-2ubuntu7.1", "postgresql-16": "16.4-0ubuntu0.24.04.2",
                               "python3.12": "3.12.3-1ubuntu0.3", "redis-server": "5:7.0.15-1build2",
                               "openssh-server": "1:9.6p1-3ubuntu13.5"},
           available_services=["nginx.service", "postgresql@16-main.service", "redis-server.service",
                               "ssh.service", "api-gunicorn.service", "cron.service",
                               "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "alice", "uid": 1000, "gid": 1000, "home": "/home/alice", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["alice"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "alice"]}],
           admin_users=["alice"], stale_sources=["packages"]),
    item("e2", "linux_service_status", unit("api-gunicorn.service", "failed", "failed", "enabled", None, None,
                                            "Gunicorn for the orders API"), C1, age=30,
         args={"name": "api-gunicorn"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "api-gunicorn.service", "entries": [
        log_entry("2026-11-22T13:47:12+00:00", "api-gunicorn.service", "info",
                  "Started api-gunicorn.service - Gunicorn for the orders API."),
        log_entry("2026-11-22T13:47:14+00:00", "api-gunicorn.service", "err",
                  "[ERROR] Exception in worker process: psycopg.OperationalError: connection to server at "
                  "\"127.0.0.1\", port 5432 failed: FATAL:  remaining connection slots are reserved for roles "
                  "with the SUPERUSER attribute"),
        log_entry("2026-11-22T13:47:15+00:00", "api-gunicorn.service", "info", "[INFO] Worker exiting (pid: 48211)"),
        log_entry("2026-11-22T13:51:58+00:00", "api-gunicorn.service", "warning",
                  "api-gunicorn.service: Main process exited, code=exited, status=3/NOTIMPLEMENTED"),
        log_entry("2026-11-22T13:52:00+00:00", "api-gunicorn.service", "warning",
                  "api-gunicorn.service: Scheduled restart job, restart counter is at 5."),
        log_entry("2026-11-22T13:52:03+00:00", "api-gunicorn.service", "err",
                  "api-gunicorn.service: Start request repeated too quickly."),
        log_entry("2026-11-22T13:52:03+00:00", "api-gunicorn.service", "err",
                  "api-gunicorn.service: Failed with result 'exit-code'."),
        log_entry("2026-11-22T13:52:03+00:00", "api-gunicorn.service", "err",
                  "Failed to start api-gunicorn.service - Gunicorn for the orders API."),
    ]}, C1, age=30, args={"unit": "api-gunicorn", "since_minutes": 60}),
    item("e4", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 1123, "2026-11-19T06:02:11+00:00",
             "A high performance web server and a reverse proxy server"),
        unit("postgresql@16-main.service", "active", "running", "enabled", 1310, "2026-11-19T06:02:14+00:00",
             "PostgreSQL Cluster 16-main"),
        unit("redis-server.service", "active", "running", "enabled", 1201, "2026-11-19T06:02:12+00:00",
             "Advanced key-value store"),
        unit("ssh.service", "active", "running", "enabled", 980, "2026-11-19T06:02:10+00:00",
             "OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", "enabled", 975, "2026-11-19T06:02:10+00:00",
             "Regular background program processing daemon"),
        unit("api-gunicorn.service", "failed", "failed", "enabled", None, None, "Gunicorn for the orders API"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 1190, "2026-11-19T06:02:12+00:00",
             "Unattended Upgrades Shutdown"),
        unit("celery-orders.service", "active", "running", "enabled", 2211, "2026-11-22T09:30:02+00:00",
             "Celery workers for the orders API"),
    ]}, C1, age=30),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:aa:10:01", "addresses": ["203.0.113.10/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(80, "0.0.0.0", 1123, "nginx"), listener(443, "0.0.0.0", 1123, "nginx"),
                      listener(5432, "127.0.0.1", 1310, "postgres"), listener(6379, "127.0.0.1", 1201, "redis-server"),
                      listener(22, "0.0.0.0", 980, "sshd"), listener(22, "::", 980, "sshd"),
                      listener(9100, "0.0.0.0", 1502, "node_exporter")],
        "connections": [connection("203.0.113.10:443", "198.51.100.23:55112", 1124, "nginx"),
                        connection("127.0.0.1:51234", "127.0.0.1:5432", 2211, "celery"),
                        connection("203.0.113.10:22", "192.0.2.44:60122", 3001, "sshd")]}, C1, age=25),
    item("e6", "linux_processes", processes(287, OSTIA_MEM, [
        (2211, "celery", "deploy", 34.0, 3_221_225_472, "2026-11-22T09:30:02+00:00",
         "/srv/api/venv/bin/python /srv/api/venv/bin/celery -A orders worker --concurrency=8"),
        (1310, "postgres", "postgres", 2.1, 1_181_116_416, "2026-11-19T06:02:14+00:00",
         "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main -c config_file=/etc/postgresql/16/main/postgresql.conf"),
        (1201, "redis-server", "redis", 0.8, 734_003_200, "2026-11-19T06:02:12+00:00", "/usr/bin/redis-server 127.0.0.1:6379"),
        (52110, "postgres", "postgres", 11.5, 402_653_184, "2026-11-22T14:02:40+00:00",
         "postgres: 16/main: orders orders 127.0.0.1(51234) SELECT"),
        (3380, "python3", "alice", 0.0, 268_435_456, "2026-11-22T11:15:09+00:00",
         "python3 /home/alice/scripts/report.py --month 10"),
        (1124, "nginx", "www-data", 0.4, 56_623_104, "2026-11-19T06:02:11+00:00", "nginx: worker process"),
    ]), C1, age=40, args={"sort": "memory", "limit": 6}, complete=False),
    item("e7", "linux_system_info", system_info(41.2, [3.1, 2.8, 2.5], 288_500, "2026-11-19T06:01:40+00:00",
                                                OSTIA_MEM, 41_875_931_136, 4 * GiB, 0), C1, age=900),
    item("e8", "linux_file_read", {"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 58, "limit": 6,
                                   "total_lines": 823, "lines": [
        "listen_addresses = 'localhost'\t\t# what IP address(es) to listen on;",
        "port = 5432\t\t\t\t# (change requires restart)",
        "max_connections = 100\t\t\t# (change requires restart)",
        "#reserved_connections = 0\t\t# (change requires restart)",
        "superuser_reserved_connections = 3\t# (change requires restart)",
        "unix_socket_directories = '/var/run/postgresql'\t# comma-separated list of directories"]},
         C1, age=35, args={"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 58, "limit": 6},
         complete=False),
]

ostia_answers = [
    {"q": "Why is the orders API down? Customers are getting 502s.", "ev": ["e2", "e3", "e4"],
     "a": "The 502s are nginx having nothing behind it: [[s:`api-gunicorn.service` is **failed**]] while "
          "[[s:nginx itself is active and running]].\n\n"
          "What the journal shows:\n"
          "1. [[s:The unit was started at 13:47:12]], and [[s:two seconds later a worker died with a "
          "`psycopg.OperationalError`]] — [[s:PostgreSQL said the remaining connection slots are reserved for "
          "superusers]].\n"
          "2. [[c:systemd restarted it three times]] and then [[s:gave up at 13:52:03 with \"Start request repeated "
          "too quickly\"]], so [[c:it has been down for about 45 minutes]] now.\n"
          "3. [[s:PostgreSQL is still running]] ([[c:since Nov 20]]), so the database isn't down, it's just full. "
          "[[u:The slots are most likely held by the celery workers, each of which keeps its own pool]].\n\n"
          "Fix: free some connections (or raise `max_connections`) and then run `sudo systemctl reset-failed "
          "api-gunicorn && sudo systemctl start api-gunicorn`."},
    {"q": "what is listening on this server and is anything exposed that shouldn't be?", "ev": ["e5"],
     "a": "Here's what I found in the socket list:\n\n"
          "| Port | Address | Process | Exposed? |\n|---|---|---|---|\n"
          "| [[s:80 | 0.0.0.0 | nginx]] | ✅ public |\n"
          "| [[s:443 | 0.0.0.0 | nginx]] | ✅ public |\n"
          "| [[s:22 | 0.0.0.0 + :: | sshd]] | ✅ public |\n"
          "| 5432 | [[c:0.0.0.0]] | postgres | ⚠️ |\n"
          "| [[s:6379 | 127.0.0.1 | redis-server]] | ❌ local only |\n\n"
          "[[s:Redis is bound to localhost only]], which is good. [[c:PostgreSQL is listening on all interfaces]] "
          "though, so make sure `pg_hba.conf` is strict. [[s:There is also a `node_exporter` on port 9100 open to "
          "everyone]] — [[u:that's probably scraped by your Prometheus box]], but metrics can leak hostnames, so I'd "
          "firewall it. [[s:Right now there's one SSH session in, from 192.0.2.44]], and [[s:the celery worker has "
          "a connection open to Postgres on 5432]]. [[c:Only nginx accepts connections from outside]]."},
    {"q": "How much memory is this box using? Anything hogging it?", "ev": ["e1", "e6", "e7"],
     "a": "**Memory overview**\n\n"
          "- Total RAM: [[s:64 GB]] ([[s:62.7 GiB usable]])\n"
          "- In use: [[t:about 23.7 GiB (~38%)]]\n"
          "- Swap: [[t:4 GiB, none of it used]]\n\n"
          "**Top consumers**\n"
          "- [[s:`celery` (PID 2211, user deploy) — ~3 GiB RSS]], [[c:about 8% of RAM]]\n"
          "- [[s:the main `postgres` process — 1.1 GiB]]\n"
          "- [[c:alice's `report.py` script — around 1 GB]]\n\n"
          "[[u:Nothing here is leaking; celery at 3 GiB is normal for 8 workers]]. [[c:Celery is also the only "
          "process over 1 GiB]]. [[t:The load average is around 3]], which is fine on [[s:16 threads]]."},
    {"q": "who has sudo on ostia, and which accounts can actually log in?", "ev": ["e1"],
     "a": "Hi! From the user database:\n\n"
          "* **sudo:** [[s:only `alice` is in the `sudo` group]]; [[c:`deploy` is an admin too]].\n"
          "* **Login shells:** [[s:`root`, `alice`, `deploy` and `postgres` all have `/bin/bash`]], "
          "[[s:`www-data` has `/usr/sbin/nologin`]].\n"
          "* [[s:`deploy` is a member of `www-data`]], [[u:which is how it writes into /var/www during releases]].\n"
          "* [[c:alice's UID is 1001]] and [[s:deploy's is 1001]].\n"
          "\n"
          "You might want to set `postgres` to nologin unless someone needs `su - postgres`."},
    {"q": "Is postgres out of connections? What's max_connections set to?", "ev": ["e8", "e3", "e5"],
     "a": "Yes, it looks like it. [[s:`max_connections = 100`]] in `/etc/postgresql/16/main/postgresql.conf`, "
          "[[s:with 3 reserved for superusers]] ([[s:`superuser_reserved_connections = 3`]]), so "
          "[[s:ordinary roles get 97]]. [[c:The API's workers got \"remaining connection slots are reserved\" at "
          "13:41]], which is exactly what you see when those 97 are taken. [[s:Postgres only listens on "
          "localhost (127.0.0.1:5432)]], [[s:matching `listen_addresses = 'localhost'`]]. [[u:`shared_buffers` is "
          "set to 128MB in the same file]], [[u:which is small for this machine]]. [[u:Currently there are around "
          "95 client connections open]].\n\nTo check: `sudo -u postgres psql -c \"select usename, count(*) from "
          "pg_stat_activity group by 1\"`."},
    {"q": "what nginx and postgres versions are installed, and what kernel?", "ev": ["e1"],
     "a": "- nginx: [[t:1.24.0-2ubuntu7.1]]\n"
          "- PostgreSQL: [[t:16.4 (`16.4-0ubuntu0.24.04.2`)]]\n"
          "- Redis: [[t:7.0.15]]\n"
          "- Kernel: [[s:`6.8.0-49-generic`]] on [[c:Ubuntu 22.04 (jammy)]]\n"
          "- [[t:OpenSSH 9.7p1]]\n\n"
          "[[u:All of these are the latest in the noble-updates pocket]]."},
    {"q": "how long has ostia been up and how busy is the CPU?", "ev": ["e7", "e1"],
     "a": "[[t:Last boot was Nov 19 at 06:01 UTC]], so [[t:about 3 days 8 hours of uptime]]. CPU: [[t:~41% busy]] "
          "with [[t:a load average of 3.1 / 2.8 / 2.5]] — [[t:load is rising]]... [[c:the Xeon E-2288G has 6 cores "
          "/ 12 threads]], so [[t:that's well under capacity]]. Note this reading is about 15 minutes old; rerun "
          "`uptime` for a fresh one."},
]

OSTIA = {"name": "ostia", "clock": C1, "evidence": ostia_ev, "answers": ostia_answers}

# ---------------------------------------------------------------------------------------------------- ravenna
C2 = Clock("2026-11-22T21:40:00+01:00")
RAV_MEM = 33_284_157_440
RAV_ROOT = 1_022_869_536_768
ravenna_ev = [
    steady("e1", C2, age=3000, hostname="ravenna", os_name="Fedora Linux", os_version="41 (Workstation Edition)",
           os_codename=None, kernel="6.11.8-300.fc41.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=RAV_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": RAV_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": GiB}],
           network_interfaces=[{"name": "wlp1s0", "mac": "8c:b8:7e:21:4a:10", "addresses": ["192.168.1.34/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"firefox": "132.0.1-1.fc41", "gnome-shell": "47.1-1.fc41", "podman": "5.2.5-1.fc41",
                               "flatpak": "1.15.10-1.fc41", "kernel": "6.11.8-300.fc41",
                               "podman-compose": "1.2.0-2.fc41", "tracker-miners": "3.8.0-1.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "bluetooth.service", "firewalld.service",
                               "sshd.service"],
           users=[{"name": "giulia", "uid": 1000, "gid": 1000, "home": "/home/giulia", "shell": "/bin/zsh"},
                  {"name": "marco", "uid": 1001, "gid": 1001, "home": "/home/marco", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["giulia"]},
                   {"name": "dialout", "gid": 18, "members": ["giulia", "marco"]}],
           admin_users=["giulia"], stale_sources=[]),
    item("e2", "linux_processes", processes(412, RAV_MEM, [
        (1740, "tracker-miner-fs-3", "giulia", 96.5, 512 * MiB, "2026-11-22T17:26:10+01:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (2301, "firefox", "giulia", 22.3, 2_576_980_378, "2026-11-22T17:31:44+01:00", "/usr/lib64/firefox/firefox"),
        (1602, "gnome-shell", "giulia", 8.1, 610 * MiB, "2026-11-22T17:25:58+01:00", "/usr/bin/gnome-shell"),
        (2510, "Isolated Web Co", "giulia", 6.4, 1_395_864_371, "2026-11-22T17:32:02+01:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 7 -isForBrowser"),
        (1580, "pipewire", "giulia", 1.2, 30 * MiB, "2026-11-22T17:25:55+01:00", "/usr/bin/pipewire"),
        (3100, "code", "giulia", 0.9, 820 * MiB, "2026-11-22T19:02:31+01:00", "/usr/share/code/code --type=renderer"),
    ]), C2, age=15, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e3", "linux_system_info", system_info(38.4, [2.91, 2.40, 1.75], 15_300, "2026-11-22T17:25:00+01:00",
                                                RAV_MEM, 12_348_030_976, 8 * GiB, 1_288_490_188), C2, age=15),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", RAV_ROOT, 905_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", RAV_ROOT, 905_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", GiB, 371_195_904),
    ]}, C2, age=20),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-20T19:12:04+01:00", "upgrade", "kernel", "6.11.7-300.fc41", "6.11.8-300.fc41"),
        package_event("2026-11-20T19:12:04+01:00", "upgrade", "firefox", "132.0-1.fc41", "132.0.1-1.fc41"),
        package_event("2026-11-20T19:12:05+01:00", "upgrade", "mesa-dri-drivers", "24.2.5-1.fc41", "24.2.7-1.fc41"),
        package_event("2026-11-21T10:03:55+01:00", "install", "podman-compose", None, "1.2.0-2.fc41"),
        package_event("2026-11-21T10:04:10+01:00", "remove", "moby-engine", "24.0.5-4.fc41", None),
    ]}, C2, age=40, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-22T20:58:41+01:00", "tracker-miner-fs-3.service", "warning",
                  "Could not process 'file:///home/giulia/Pictures/export/IMG_4412.CR3': Unknown file type"),
        log_entry("2026-11-22T21:12:07+01:00", "tracker-miner-fs-3.service", "warning",
                  "Could not process 'file:///home/giulia/Pictures/export/IMG_4413.CR3': Unknown file type"),
        log_entry("2026-11-22T21:31:20+01:00", "tracker-miner-fs-3.service", "info",
                  "Crawling recursively directory 'file:///home/giulia/Pictures/export'"),
    ]}, C2, age=30, args={"grep": "tracker", "since_minutes": 60}, complete=True),
]

ravenna_answers = [
    {"q": "my laptop fan is going crazy, what is eating the CPU?", "ev": ["e2", "e3"],
     "a": "The culprit is pretty clear: [[s:**tracker-miner-fs-3** is using ~96% CPU]]. That's GNOME's "
          "file indexer; [[u:it re-indexes everything after big file copies]]. [[s:Firefox is second at about 22%]], "
          "[[c:and gnome-shell third at around 18%]].\n\n"
          "Overall [[s:the CPU is ~38% busy]] and [[c:the 1-minute load is 1.75]] — [[s:load has been climbing "
          "over the last 15 minutes]]. [[s:Tracker has been running since you logged in at about 17:26]].\n\n"
          "You can pause it with `tracker3 daemon --pause` or exclude big folders in Settings → Search."},
    {"q": "how full is my SSD?", "ev": ["e4", "e1"],
     "a": "Your root filesystem is getting full:\n\n"
          "- `/` (btrfs on nvme0n1p3): [[s:88.5% used]] — [[s:905 GB used]] [[c:of 952 GB]], [[s:roughly 110 GiB "
          "free]]\n"
          "- `/home`: [[s:same btrfs volume, same numbers]] ([[u:it's a subvolume]])\n"
          "- `/boot`: [[s:~35% of 1 GiB]]\n\n"
          "[[c:Less than 100 GB is left]], so I'd clean up soon: `sudo dnf clean all`, `flatpak uninstall --unused`, "
          "and check `~/Pictures` — [[u:RAW photos are probably the biggest thing in there]]."},
    {"q": "What got updated on this laptop this week?", "ev": ["e5"],
     "a": "From the dnf history (last 7 days):\n\n"
          "**Nov 20, 19:12**\n"
          "- [[s:kernel 6.11.7-300 → 6.11.8-300]]\n"
          "- [[s:firefox 132.0 → 132.0.1]]\n"
          "- [[c:mesa-dri-drivers 24.2.5 → 24.2.6]]\n\n"
          "**Nov 21, morning**\n"
          "- [[s:podman-compose 1.2.0 was installed]]\n"
          "- [[c:docker-ce was removed]]\n\n"
          "[[c:That's 6 changes in total]]. [[c:Nothing was touched on the 21st after 9 am]]. [[u:Removing moby "
          "was needed because podman-docker conflicts with it]]."},
    {"q": "how much RAM do I have and how much is free? is swap being used?", "ev": ["e3", "e1"],
     "a": "**RAM:** [[s:32 GB]] ([[s:31 GiB as the kernel sees it]])\n"
          "**Used:** [[s:~19.5 GiB (63%)]]\n"
          "**Available:** [[c:about 13.5 GiB]]\n"
          "**Swap (zram):** [[s:8 GiB]], [[s:~1.2 GiB in use (15%)]]\n\n"
          "[[u:The swap use is just zram compressing idle Firefox tabs]], nothing to worry about. "
          "[[c:The machine has been up about 6 hours]]."},
    {"q": "can marco use sudo on my laptop?", "ev": ["e1"],
     "a": "No — [[s:marco is not in the `wheel` group]]; [[s:only you (giulia) are]], [[u:and Fedora only gives "
          "sudo to wheel by default]]. [[s:Both of you are in `dialout`]]. [[c:marco's shell is zsh]] [[s:and his "
          "UID is 1001]]. If you want to give him admin rights: `sudo usermod -aG wheel marco`."},
    {"q": "tracker keeps spamming my journal, what's it complaining about?", "ev": ["e6", "e2"],
     "a": "Looks like tracker is choking on your camera RAW files. [[s:At 20:58 and again at 21:12 it logged "
          "\"Unknown file type\" for `.CR3` files in `~/Pictures/export`]] (IMG_4412 and IMG_4413), and [[s:at 21:31 "
          "it started crawling that folder recursively again]]. [[c:Those were errors]] [[c:logged by "
          "tracker-extract]]. [[u:It'll keep retrying each time the folder changes]], [[u:which is why it's stuck at "
          "high CPU]]. [[c:It's using about 1.5 GiB of RAM]]."},
    {"q": "which kernel am I on and do I need to reboot for an update?", "ev": ["e1", "e5"],
     "a": "- Running kernel: [[s:`6.11.8-300.fc41.x86_64`]]\n"
          "- Latest installed: [[s:6.11.8-300.fc41]] ([[s:upgraded from 6.11.7 on Nov 20]])\n"
          "- Reboot needed? [[s:No, you're already on the newest one]] ✅\n"
          "- [[s:Fedora 41 Workstation]] on [[c:an Intel CPU]]\n\n"
          "[[u:6.11.8 fixes the amdgpu suspend bug]], so you should see better sleep behaviour."},
]

RAVENNA = {"name": "ravenna", "clock": C2, "evidence": ravenna_ev, "answers": ravenna_answers}

# ---------------------------------------------------------------------------------------------------- capua
C3 = Clock("2026-11-22T08:15:00-05:00")
CAP_MEM = 16_614_637_568
CAP_MEDIA = 4_000_785_948_672
capua_ev = [
    steady("e1", C3, age=5400, hostname="capua", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-27-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=CAP_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_059_350_016},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": CAP_MEDIA}],
           network_interfaces=[{"name": "enp2s0", "mac": "00:e0:4c:68:01:2a", "addresses": ["192.168.50.10/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:11:90:3c", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.50.1",
           installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm", "samba": "2:4.17.12+dfsg-0+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "smartmontools": "7.3-pre1"},
           available_services=["docker.service", "smbd.service", "ssh.service", "smartmontools.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "tony", "uid": 1000, "gid": 1000, "home": "/home/tony", "shell": "/bin/bash"},
                  {"name": "kids", "uid": 1001, "gid": 1001, "home": "/home/kids", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["tony"]}, {"name": "docker", "gid": 999, "members": ["tony"]},
                   {"name": "media", "gid": 1500, "members": ["tony", "kids"]}],
           admin_users=["tony"], stale_sources=[]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9e2b7d4", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 3 days",
            "2026-11-02T19:20:11-05:00", ["0.0.0.0:8096->8096/tcp"]),
        box("b27d8e11c0aa", "pihole", "pihole/pihole:2024.07.0", "running", "Up 3 days (healthy)",
            "2026-10-14T21:03:40-05:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8080->80/tcp"]),
        box("c93e0f4a5512", "nextcloud", "nextcloud:29-apache", "restarting", "Restarting (1) 12 seconds ago",
            "2026-11-19T22:47:09-05:00", []),
        box("d04b7c2f9e81", "nextcloud-db", "mariadb:10.11", "running", "Up 3 days", "2026-09-01T18:12:55-05:00",
            ["3306/tcp"]),
        box("e5a6d3b81f07", "homeassistant", "ghcr.io/home-assistant/home-assistant:2024.11", "exited",
            "Exited (0) 2 days ago", "2026-11-06T10:00:00-05:00", []),
        box("f6c2a9e0d3b5", "watchtower", "containrrr/watchtower:latest", "exited", "Exited (1) 9 hours ago",
            "2026-08-20T09:30:00-05:00", []),
    ]}, C3, age=30, args={"all": True}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 250_059_350_016, 152_500_000_000),
        fs("/dev/sdb1", "/srv/media", "ext4", CAP_MEDIA, 3_710_000_000_000),
    ]}, C3, age=30),
    item("e4", "linux_system_info", system_info(9.5, [0.42, 0.51, 0.60], 271_000, "2026-11-19T04:58:20-05:00",
                                                CAP_MEM, 5_905_580_032, GiB, 512 * MiB), C3, age=420),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "enp2s0", "mac": "00:e0:4c:68:01:2a", "addresses": ["192.168.50.10/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:5e:11:90:3c", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(53, "0.0.0.0", 2101, "docker-proxy"), listener(53, "0.0.0.0", 2110, "docker-proxy", "udp"),
                      listener(8080, "0.0.0.0", 2120, "docker-proxy"), listener(8096, "0.0.0.0", 2050, "docker-proxy"),
                      listener(22, "0.0.0.0", 702, "sshd"), listener(445, "0.0.0.0", 911, "smbd"),
                      listener(139, "0.0.0.0", 911, "smbd")],
        "connections": [connection("192.168.50.10:8096", "192.168.50.31:49822", 2050, "docker-proxy"),
                        connection("192.168.50.10:445", "192.168.50.23:51110", 1733, "smbd")]}, C3, age=45),
    item("e6", "linux_file_read", {"path": "/etc/ssh/sshd_config.d/50-local.conf", "offset": 0, "limit": 200,
                                   "total_lines": 4, "lines": [
        "PasswordAuthentication no", "PermitRootLogin prohibit-password", "Port 22", "AllowUsers tony"]},
         C3, age=60, args={"path": "/etc/ssh/sshd_config.d/50-local.conf"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
        log_entry("2026-11-22T03:11:40-05:00", "ssh.service", "info",
                  "Invalid user admin from 45.148.10.22 port 51234"),
        log_entry("2026-11-22T03:11:41-05:00", "ssh.service", "info",
                  "Connection closed by invalid user admin 45.148.10.22 port 51234 [preauth]"),
        log_entry("2026-11-22T05:47:02-05:00", "ssh.service", "info",
                  "Invalid user oracle from 218.92.0.56 port 40188"),
        log_entry("2026-11-22T07:02:13-05:00", "ssh.service", "info",
                  "Accepted publickey for tony from 192.168.50.23 port 50112 ssh2: ED25519 SHA256:q8mC1xkz0F9b"),
    ]}, C3, age=60, args={"unit": "ssh", "since_minutes": 1440, "limit": 4}, complete=False),
]

capua_answers = [
    {"q": "give me a status of all my docker containers", "ev": ["e2"],
     "a": "Here's the rundown:\n\n"
          "| Container | Image | State |\n|---|---|---|\n"
          "| [[s:jellyfin | jellyfin/jellyfin:10.10.3 | ✅ Up 3 days]] |\n"
          "| [[s:pihole | pihole/pihole:2024.07.0 | ✅ Up 3 days (healthy)]] |\n"
          "| [[s:nextcloud-db | mariadb:10.11 | ✅ running]] |\n"
          "| [[c:nextcloud | nextcloud:29-apache | ✅ running]] |\n"
          "| [[s:homeassistant | home-assistant:2024.11 | ❌ exited (0)]] |\n"
          "| [[c:watchtower | containrrr/watchtower | ❌ exited 2 days ago]] |\n\n"
          "So [[c:four containers are running]] and [[s:two have stopped]]. [[u:Home Assistant exited cleanly, so "
          "someone probably stopped it on purpose]]."},
    {"q": "why does nextcloud keep restarting?", "ev": ["e2"],
     "a": "[[s:The `nextcloud` container is in a restart loop — Docker shows \"Restarting (1) 12 seconds ago\"]], "
          "[[s:meaning its last exit code was 1]]. [[u:This usually happens when it can't reach the database]], "
          "[[c:but `nextcloud-db` is stopped]], [[u:so the app crashes on boot]]. [[s:The container was created on "
          "Nov 19]], [[u:which is when watchtower pulled the new image]]. [[s:It has no published ports]], so you'd "
          "reach it through a reverse proxy anyway. Check `docker logs --tail 50 nextcloud` for the real error."},
    {"q": "how much room is left on the media drive?", "ev": ["e3", "e1"],
     "a": "Not a lot! **/srv/media** (`/dev/sdb1`) is [[s:92.7% full]]: [[s:about 3.71 TB used]] of [[s:4 TB]], "
          "[[c:leaving roughly 190 GB free]]. [[s:In TiB that's 3.37 used of 3.64]]. The system disk is fine — "
          "[[s:`/` is at 61%]] [[c:with about 120 GB free]]. [[u:At the rate you've been adding movies you'll fill "
          "it within a month or two]]."},
    {"q": "what ports does capua have open to my LAN?", "ev": ["e5", "e2"],
     "a": "- **22/tcp** — [[s:sshd]]\n"
          "- **53/tcp + 53/udp** — [[s:Pi-hole DNS, via docker-proxy]]\n"
          "- **8096/tcp** — [[s:Jellyfin]]\n"
          "- **139, 445** — [[s:Samba (smbd)]]\n"
          "- [[c:**3306** — MariaDB, published on all interfaces]]\n\n"
          "[[s:Everything listens on 0.0.0.0]], so [[u:it's all reachable from the whole LAN but not from the "
          "internet unless your router forwards it]]. [[s:Someone at 192.168.50.31 is streaming from Jellyfin right "
          "now]] [[c:and 192.168.50.23 has an SSH session open]]."},
    {"q": "is my ssh locked down? anybody trying to break in?", "ev": ["e6", "e7"],
     "a": "Your drop-in `/etc/ssh/sshd_config.d/50-local.conf` looks solid:\n"
          "- [[s:Password logins are off]] ✅\n"
          "- [[c:Root login is completely disabled]] ✅\n"
          "- [[s:Only `tony` is allowed in]] ✅\n"
          "- [[s:Still on the default port 22]]\n\n"
          "In the journal I see [[s:probes for invalid users `admin` (from 45.148.10.22, 03:11) and `oracle` (from "
          "218.92.0.56)]], [[u:both rejected before auth because keys are required]]. [[c:Your own key login from "
          "192.168.50.32 at 07:02 went through]]. [[u:There were no other attempts in the last 24 hours]], so "
          "fail2ban isn't strictly needed."},
    {"q": "how's the RAM on the server?", "ev": ["e4", "e1"],
     "a": "capua has [[s:16 GB of RAM]] ([[s:~15.5 GiB]]). [[t:About 10 GiB is used (~64%)]] [[t:and 5.5 GiB is "
          "available]]; [[t:swap is 1 GiB and half of it is in use]]. [[u:Jellyfin transcoding is probably the "
          "biggest user]]. [[c:The box has 8 CPU threads]] [[t:and was idle (~10% CPU)]] when this was measured, "
          "about 7 minutes ago."},
    {"q": "who can run docker on capua? is tony in the docker group?", "ev": ["e1"],
     "a": "Yes — [[s:tony is in `docker`]] [[s:and he's the only member]]. [[s:He's also in `sudo`]] "
          "[[s:and in `media` together with `kids`]]. [[c:`kids` is in the docker group as well]] — "
          "[[s:that account has a nologin shell]] [[u:so it's only used for Samba shares]]. [[c:tony's home is "
          "/srv/tony]]."},
]

CAPUA = {"name": "capua", "clock": C3, "evidence": capua_ev, "answers": capua_answers}

# ---------------------------------------------------------------------------------------------------- tibur
C4 = Clock("2026-11-23T02:30:00+09:00")
TIB_MEM = 134_905_761_792


def _event(name: str, ns: str, kind: str, obj: str, reason: str, message: str, etype: str, count: int,
           first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": ns},
            "involvedObject": {"kind": kind, "name": obj, "namespace": ns if kind != "Node" else None},
            "reason": reason, "message": message, "type": etype, "count": count,
            "firstTimestamp": first, "lastTimestamp": last}


tibur_ev = [
    steady("e1", C4, age=1200, hostname="tibur", os_name="Rocky Linux", os_version="9.4 (Blue Onyx)",
           os_codename="blue onyx", kernel="5.14.0-427.42.1.el9_4.x86_64", cpu_model="AMD EPYC 7302P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=TIB_MEM, package_manager="rpm",
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 214_748_364_800},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                   "total_bytes": 1_920_383_410_176}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:22:01", "addresses": ["10.10.0.11/24"], "is_up": True}],
           dns_servers=["10.10.0.1"], default_gateway="10.10.0.1",
           installed_packages={"k3s-selinux": "1.6-1.el9", "container-selinux": "3:2.229.0-1.el9", "firewalld": "1.3.4-1.el9"},
           available_services=["k3s.service", "firewalld.service", "chronyd.service", "sshd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kenji"]}], admin_users=["kenji"], stale_sources=[]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("tibur", True, "v1.30.6+k3s1"), node("tibur-w1", True, "v1.30.6+k3s1"),
        node("tibur-w2", False, "v1.30.5+k3s1")]}, C4, age=25, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("web-7d9f8b6c4d-abcde", "shop", "Running", "tibur-w1", 0, True, None, "2026-11-18T10:02:11Z"),
        pod("web-7d9f8b6c4d-fghij", "shop", "Running", "tibur", 0, True, None, "2026-11-18T10:02:14Z"),
        pod("api-5c6b7d8e9f-k2l3m", "shop", "Running", "tibur-w1", 14, False, "CrashLoopBackOff", "2026-11-22T09:40:02Z"),
        pod("api-5c6b7d8e9f-n4p5q", "shop", "Running", "tibur", 0, True, None, "2026-11-21T03:15:40Z"),
        pod("worker-6f8d9c7b5a-qr7st", "shop", "Pending", "tibur-w2", 0, False, "ContainerCreating", None),
        pod("redis-0", "shop", "Running", "tibur", 1, True, None, "2026-11-12T23:50:00Z"),
    ]}, C4, age=25, args={"resource": "pods", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("web", "shop", 2, 2), deployment("api", "shop", 2, 1), deployment("worker", "shop", 1, 0)]},
         C4, age=25, args={"resource": "deployments", "namespace": "shop"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        _event("api-5c6b7d8e9f-k2l3m.180a1f", "shop", "Pod", "api-5c6b7d8e9f-k2l3m", "BackOff",
               "Back-off restarting failed container api in pod api-5c6b7d8e9f-k2l3m_shop(9b1e0c2a-77f3-4c1e-a0a4-2f6d1e8c5b10)",
               "Warning", 212, "2026-11-22T09:41:30Z", "2026-11-22T17:28:40Z"),
        _event("api-5c6b7d8e9f-k2l3m.180a20", "shop", "Pod", "api-5c6b7d8e9f-k2l3m", "Unhealthy",
               "Readiness probe failed: Get \"http://10.42.1.17:8080/healthz\": dial tcp 10.42.1.17:8080: connect: "
               "connection refused", "Warning", 57, "2026-11-22T09:40:20Z", "2026-11-22T17:27:55Z"),
        _event("worker-6f8d9c7b5a-qr7st.180b02", "shop", "Pod", "worker-6f8d9c7b5a-qr7st", "FailedMount",
               "MountVolume.SetUp failed for volume \"queue-data\" : rpc error: code = DeadlineExceeded",
               "Warning", 9, "2026-11-22T16:20:03Z", "2026-11-22T17:24:10Z"),
    ]}, C4, age=25, args={"resource": "events", "namespace": "shop"}),
    item("e6", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 1422,
                                            "2026-11-10T09:12:44+09:00", "Lightweight Kubernetes"), C4, age=20,
         args={"name": "k3s"}),
    item("e7", "linux_service_status", unit("firewalld.service", "inactive", "dead", "disabled", None, None,
                                            "firewalld - dynamic firewall daemon"), C4, age=20,
         args={"name": "firewalld"}),
    item("e8", "linux_system_info", system_info(23.0, [5.2, 4.8, 4.1], 1_099_120, "2026-11-10T09:11:20+09:00",
                                                TIB_MEM, 71_000_000_000, 0, 0), C4, age=60),
    item("e9", "kubernetes_get", {"context": "default", "namespace": "default", "items": [
        _event("tibur-w2.180af3", "default", "Node", "tibur-w2", "NodeNotReady",
               "Node tibur-w2 status is now: NodeNotReady", "Normal", 1, "2026-11-22T16:05:12Z",
               "2026-11-22T16:05:12Z")]}, C4, age=25, args={"resource": "events", "namespace": "default"}),
]

tibur_answers = [
    {"q": "what's the state of the cluster nodes?", "ev": ["e2", "e9"],
     "a": "**Nodes**\n\n"
          "| Node | Status | Version |\n|---|---|---|\n"
          "| [[s:tibur | ✅ Ready | v1.30.6+k3s1]] |\n"
          "| [[s:tibur-w1 | ✅ Ready]] | [[c:v1.30.5+k3s1]] |\n"
          "| [[s:tibur-w2 | ❌ NotReady]] | [[s:v1.30.5+k3s1]] |\n\n"
          "[[s:tibur-w2 went NotReady at 16:05 UTC]] ([[s:01:05 local time]]). [[u:It most likely lost "
          "power or network]]. [[u:Two of the three nodes are control-plane nodes]]."},
    {"q": "why is the api pod crashlooping?", "ev": ["e3", "e4", "e5"],
     "a": "Pod [[s:`api-5c6b7d8e9f-k2l3m` on **tibur-w1** is in `CrashLoopBackOff`]] [[c:with 41 restarts]]. The "
          "events show [[s:its readiness probe on `:8080/healthz` getting \"connection refused\"]] and [[s:212 "
          "back-off events]], [[s:the last at 17:28 UTC]]. [[u:The app is probably failing to connect to Redis on "
          "startup and exiting before it opens 8080]] — [[c:`redis-0` has restarted 3 times]] too, [[u:which fits]]. "
          "[[s:The other api replica (`n4p5q`, on tibur) is healthy]], so [[s:the Deployment is at 1 of 2 ready]] "
          "and [[u:traffic is still being served]].\n\nRun `kubectl -n shop logs api-5c6b7d8e9f-k2l3m --previous` "
          "to see the crash itself."},
    {"q": "are the deployments in the shop namespace healthy?", "ev": ["e4", "e3"],
     "a": "Not all of them:\n\n"
          "1. **web** — [[s:2/2 ready]] ✅\n"
          "2. **api** — [[s:1/2 ready]] ⚠️ ([[s:one replica crashlooping]])\n"
          "3. **worker** — [[c:1/1 ready]] ✅\n\n"
          "[[c:Only the api deployment has a problem]]. [[s:The worker pod is stuck `Pending` in "
          "ContainerCreating on tibur-w2]], [[u:which will clear once that node comes back]]. [[c:There are five pods "
          "in the namespace]]."},
    {"q": "is the firewall on, and is k3s running fine?", "ev": ["e6", "e7"],
     "a": "- **k3s:** [[s:active (running)]], [[c:up since Nov 12, 09:12]] ✅\n"
          "- **firewalld:** [[s:inactive]] [[c:but enabled at boot]] ❌\n\n"
          "[[u:k3s recommends disabling firewalld anyway, since it manages its own iptables/nftables rules]]. "
          "[[u:So the host is only protected by your upstream network firewall]]."},
    {"q": "how much memory and CPU is tibur using?", "ev": ["e8", "e1"],
     "a": "tibur has [[s:128 GB of RAM]] and [[s:an EPYC 7302P (16 cores / 32 threads)]]. Right now [[s:about 59.5 GiB "
          "is in use (≈47%)]], [[c:with roughly 75 GiB available]], and [[s:there's no swap configured]]. CPU is "
          "[[s:23% busy]] [[s:with a load of 5.2]]; [[c:load is falling]]. [[s:It has been up almost 13 days]], "
          "[[s:since Nov 10]]."},
    {"q": "when exactly did tibur-w2 go down? anything else happening around then?", "ev": ["e9", "e5", "e2"],
     "a": "The NodeNotReady event for **tibur-w2** is stamped [[s:`2026-11-22T16:05:12Z`]] — in Tokyo time that's "
          "[[c:**Nov 23, 02:05**]], [[c:about 25 minutes ago]]. Around the same window: [[s:the `worker` pod on "
          "tibur-w2 started failing to mount its `queue-data` volume (`DeadlineExceeded`)]] [[c:from 15:20 UTC]], "
          "[[s:9 times so far]]. [[u:The mount failures are a consequence of the node going away]]. [[s:The node "
          "still reports NotReady now]]."},
    {"q": "which pods are running on tibur-w2?", "ev": ["e3"],
     "a": "In `shop`, [[s:only `worker-6f8d9c7b5a-qr7st` is scheduled on tibur-w2]], and [[s:it's not running — it's "
          "Pending]]. [[c:`redis-0` is also on tibur-w2]]. [[c:tibur itself carries four shop pods]] (web, api, "
          "redis) and [[s:tibur-w1 two]]. [[u:Other namespaces like kube-system probably have pods on w2 too]], "
          "I only looked at shop."},
]

TIBUR = {"name": "tibur", "clock": C4, "evidence": tibur_ev, "answers": tibur_answers}

# ---------------------------------------------------------------------------------------------------- pompeii
C5 = Clock("2026-11-21T23:05:00-08:00")
POM_MEM = 65_859_014_656
POM_DOCKER = 2_000_398_934_016
pompeii_ev = [
    steady("e1", C5, age=7200, hostname="pompeii", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.11.9-arch1-1", cpu_model="12th Gen Intel(R) Core(TM) i7-12700", cpu_cores=12, cpu_threads=20,
           memory_total_bytes=POM_MEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_000_204_886_016},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/docker", "fstype": "xfs", "total_bytes": POM_DOCKER}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:0c:33:7e", "addresses": ["10.0.8.15/22"], "is_up": True}],
           dns_servers=["10.0.8.1"], default_gateway="10.0.8.1",
           installed_packages={"linux": "6.11.9.arch1-1", "docker": "1:27.3.1-1", "gitlab-runner": "17.5.3-1",
                               "git": "2.47.0-1", "openssh": "9.9p1-1"},
           available_services=["docker.service", "gitlab-runner.service", "sshd.service", "systemd-timesyncd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
                  {"name": "gitlab-runner", "uid": 969, "gid": 969, "home": "/var/lib/gitlab-runner",
                   "shell": "/usr/bin/bash"},
                  {"name": "ci-admin", "uid": 1000, "gid": 1000, "home": "/home/ci-admin", "shell": "/usr/bin/bash"}],
           groups=[{"name": "docker", "gid": 966, "members": ["gitlab-runner", "ci-admin"]},
                   {"name": "wheel", "gid": 998, "members": ["ci-admin"]}],
           admin_users=["ci-admin"], stale_sources=["packages"]),
    item("e2", "linux_package_history", {"events": [
        package_event("2026-11-19T09:15:31-08:00", "upgrade", "openssl", "3.4.0-1", "3.4.0-2"),
        package_event("2026-11-21T18:40:22-08:00", "upgrade", "linux", "6.11.9.arch1-1", "6.12.1.arch1-1"),
        package_event("2026-11-21T18:40:22-08:00", "upgrade", "docker", "1:27.3.1-1", "1:27.4.0-1"),
        package_event("2026-11-21T18:40:23-08:00", "upgrade", "gitlab-runner", "17.5.3-1", "17.6.0-1"),
        package_event("2026-11-21T18:41:02-08:00", "install", "jq", None, "1.7.1-2"),
        package_event("2026-11-21T18:41:10-08:00", "remove", "python-docker", "7.1.0-2", None),
    ]}, C5, age=40, args={"since_days": 3}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_000_204_886_016, 402_000_000_000),
        fs("/dev/nvme1n1p1", "/var/lib/docker", "xfs", POM_DOCKER, 1_930_000_000_000),
    ]}, C5, age=30),
    item("e4", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 45_000_000, "write_bytes_per_s": 612_000_000, "busy_percent": 98.2},
        {"device": "nvme0n1", "read_bytes_per_s": 1_200_000, "write_bytes_per_s": 4_100_000, "busy_percent": 3.1},
    ]}, C5, age=30, args={"interval_seconds": 1.0}),
    item("e5", "linux_containers", {"runtime": "docker", "containers": [
        box("0a9c3e71d2f4", "runner-x7k2m9qp-project-4512-concurrent-0", "rust:1.82", "running", "Up 14 minutes",
            "2026-11-21T22:51:04-08:00", []),
        box("1b8d4f60e3a5", "runner-x7k2m9qp-project-4533-concurrent-1", "node:20-bookworm", "running",
            "Up 3 minutes", "2026-11-21T23:02:15-08:00", []),
        box("2c7e5a4f1b96", "runner-x7k2m9qp-project-4512-concurrent-2", "docker:27-dind", "running",
            "Up 41 minutes", "2026-11-21T22:24:31-08:00", ["2375/tcp", "2376/tcp"]),
    ]}, C5, age=40, args={"all": False}),
    item("e6", "linux_service_status", unit("gitlab-runner.service", "active", "running", "enabled", 1_482_331,
                                            "2026-11-21T18:52:10-08:00", "GitLab Runner"), C5, age=20,
         args={"name": "gitlab-runner"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-11-21T22:24:30-08:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88207 repo_url=https://gitlab.example.com/team/backend.git runner=x7k2m9qp"),
        log_entry("2026-11-21T22:51:02-08:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88213 repo_url=https://gitlab.example.com/team/backend.git runner=x7k2m9qp"),
        log_entry("2026-11-21T22:58:40-08:00", "gitlab-runner.service", "warning",
                  "write /var/lib/docker/overlay2/3b1c9e0f/diff/builds/team/backend/target/release/deps/"
                  "libserde-8c1f.rlib: no space left on device job=88207 project=4512"),
        log_entry("2026-11-21T22:58:40-08:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: exit code 1 duration_s=2050.2 job=88207 project=4512 runner=x7k2m9qp"),
        log_entry("2026-11-21T23:02:11-08:00", "gitlab-runner.service", "info",
                  "Job succeeded duration_s=212.8 job=88209 project=4533 runner=x7k2m9qp"),
        log_entry("2026-11-21T23:02:14-08:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88215 repo_url=https://gitlab.example.com/web/frontend.git runner=x7k2m9qp"),
    ]}, C5, age=30, args={"unit": "gitlab-runner", "since_minutes": 60}),
    item("e8", "linux_system_info", system_info(71.5, [14.2, 12.9, 10.4], 1_170_180, "2026-11-08T10:02:00-08:00",
                                                POM_MEM, 18_253_611_008, 0, 0), C5, age=30),
]

pompeii_answers = [
    {"q": "CI jobs on pompeii keep failing tonight, what's going on?", "ev": ["e7", "e3", "e4"],
     "a": "## What happened\n\n"
          "[[s:Job **88207** (project 4512, team/backend) failed at 22:58:40]] [[s:with exit code 1]] "
          "[[c:after about 20 minutes]]. [[s:Right before the failure the runner logged `no space left on device` while "
          "writing under `/var/lib/docker/overlay2`]] — that's the cause.\n\n"
          "## Why\n\n"
          "- [[s:`/var/lib/docker` is 96.5% full]], [[c:with only about 7 GB left]]\n"
          "- [[s:nvme1n1 (the Docker disk) is ~98% busy]], [[s:writing ~612 MB/s]]\n"
          "- [[u:Rust `target/` folders from old builds are never cleaned up]]\n\n"
          "[[c:Every job in the last hour failed]], [[c:including 88209]]. [[u:88213 will probably fail the same "
          "way]].\n\n"
          "Quick fix: `docker system prune -af --volumes` (careful, it removes build caches) and set up a cron job "
          "for `docker builder prune`."},
    {"q": "disk space?", "ev": ["e3", "e1"],
     "a": "```\n"
          "/                 [[s:ext4]]  [[s:40% used]]  ([[s:402 GB of 1 TB]])\n"
          "/var/lib/docker   [[s:xfs]]   [[s:96.5% used]]  ([[s:1.93 TB of 2 TB]])\n"
          "```\n"
          "[[c:The Docker volume is on the same NVMe as the root filesystem]]. [[s:Root has almost 600 GB free]]; "
          "[[c:docker has about 65 GB free]]... [[s:~65.6 GiB]], to be exact. That second one is the problem."},
    {"q": "what was upgraded today and do I need to reboot?", "ev": ["e2", "e1"],
     "a": "Today's pacman run ([[s:around 18:40]]):\n\n"
          "* [[s:`linux` 6.11.9.arch1-1 → 6.12.1.arch1-1]]\n"
          "* [[s:`docker` 27.3.1 → 27.4.0]]\n"
          "* [[s:`gitlab-runner` 17.5.3 → 17.6.0]]\n"
          "* [[c:`python-docker` upgraded to 7.1.0]]\n\n"
          "**Reboot:** yes — [[s:you're still running `6.11.9-arch1-1`]] while [[s:6.12.1 is installed]]. "
          "[[u:On Arch the old kernel's modules are deleted on upgrade, so loading new modules (e.g. for USB) will "
          "fail until you reboot]]. [[c:openssl was also upgraded today]]."},
    {"q": "what's running right now and how loaded is the box?", "ev": ["e5", "e8"],
     "a": "Three build containers are up:\n\n"
          "1. [[s:`...project-4512-concurrent-0` — `rust:1.82`, up 14 min]]\n"
          "2. [[s:`...project-4533-concurrent-1` — `node:20-bookworm`, up 3 min]]\n"
          "3. [[s:`...project-4512-concurrent-2` — `docker:27-dind`, up 41 min]], [[c:publishing 2375 on all "
          "interfaces]]\n\n"
          "Load is heavy: [[s:CPU ~72%]], [[s:load average 14.2 / 12.9 / 10.4]]. "
          "[[s:Memory is at 72% (about 44 GiB of 61 GiB)]]. [[c:Swap is 2 GiB and nearly full]]. [[s:The machine "
          "has been up ~13.5 days]], [[c:since Nov 9]]."},
    {"q": "is gitlab-runner ok? which version?", "ev": ["e6", "e2", "e1"],
     "a": "gitlab-runner: [[s:active (running)]], [[s:PID 1482331]], [[s:enabled]]. [[s:It was restarted at 18:52 "
          "today]], [[c:right after the upgrade to 17.6.1]] ([[t:the package list still says 17.5.3-1]], [[u:which "
          "is just the snapshot lagging]]). [[c:It has been running for more than a day]]. [[u:The 17.6 release "
          "changed the default concurrent limit]], so double-check `concurrent` in `/etc/gitlab-runner/config.toml`."},
    {"q": "who can use docker on pompeii?", "ev": ["e1"],
     "a": "Members of the `docker` group: [[s:`gitlab-runner` and `ci-admin`]]. [[s:`ci-admin` is also in `wheel`]], "
          "[[s:so it's the only admin account]]. [[c:`gitlab-runner` has UID 1001]] [[s:and its home is "
          "`/var/lib/gitlab-runner`]]. [[c:root is a member of docker as well]]. Note that docker group = root-"
          "equivalent, so [[u:any CI job that mounts the socket can take over the host]]."},
    {"q": "is the disk the bottleneck for builds?", "ev": ["e4", "e8", "e3"],
     "a": "Yes, pretty clearly. [[s:The Docker NVMe (`nvme1n1`) is at 98% utilisation]], [[s:writing about "
          "612 MB/s]] [[c:and reading roughly 450 MB/s]], while [[s:the system disk (`nvme0n1`) is nearly idle at ~3%]]. "
          "[[s:CPU is ~71%]], so [[u:the builds are mostly waiting on I/O]]. [[c:Load has been dropping over the last "
          "15 minutes]]. [[u:Moving the build cache to tmpfs would help]] — [[s:you have ~17 GiB of memory "
          "available]]."},
]

POMPEII = {"name": "pompeii", "clock": C5, "evidence": pompeii_ev, "answers": pompeii_answers}

MACHINES = [OSTIA, RAVENNA, CAPUA, TIBUR, POMPEII]
