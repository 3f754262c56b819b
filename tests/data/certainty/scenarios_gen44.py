"""44th generation (written blind: the writer saw neither the certainty wrapper, its tests, the other
generations' scenario files nor the corpora) — five machines named after gemstones.

garnet: a PostgreSQL 16 database server on Debian 12 in Europe/Berlin (CET, +01:00). Evidence: the steady
state (6-core Xeon, 62.7 GiB MemTotal, an md0 XFS volume for /var/lib/postgresql, pgdg packages), system
info seven minutes old (stale), the postgresql@16-main unit (restarted on 9 March after the 16.5 → 16.6
upgrade), the six biggest processes by memory (checkpointer, two client backends, the postmaster, pgbackrest archive-push,
postgres_exporter), sockets (5432 on IPv4 and IPv6, six client connections from three hosts, SSH, the
exporter on 9187, exim on localhost), two hours of the cluster's log (three failed logins for `reporting`
15 minutes apart, one failed WAL archive), disk usage, a complete conf.d tuning file and 30 days of dpkg
history (kernel 6.1.0-31 in, -28 out, pgbackrest, OpenSSL, the PostgreSQL upgrade).

topaz: a Fedora 41 workstation with an RTX 4090 in America/Denver (MST, -07:00). Evidence: steady state
(Ryzen 9 7950X, 125.7 GiB MemTotal, btrfs / and /home on one device, a 4 TB ext4 scratch disk, rpm
packages with the 565.77 NVIDIA driver), fresh system info under heavy load and a second reading 25 minutes
old (stale), the top processes by CPU (a Blender Cycles render, a LoRA training job), a journal search for
NVRM/nvidia/ollama (two Xid 31 MMU faults for Blender, ollama's GPU line), two weeks of dnf history, disk
usage and three podman containers (one exited).

beryl: the control-plane node of a three-node k3s cluster on Ubuntu 22.04 in Asia/Tokyo (+09:00). Evidence:
steady state, the k3s unit, fresh system info, nodes (all Ready, beryl-w1 under DiskPressure, beryl-w2 still
on v1.29.10+k3s1), every pod (15; one api pod in CrashLoopBackOff with 37 restarts, grafana Pending as
unschedulable), deployments, every Service (only Traefik is a LoadBalancer) and the shop namespace's events
(timestamps in UTC).

jasper: a Rocky Linux 9.5 router / firewall / WireGuard box in America/Sao_Paulo (-03:00). Evidence: steady
state, sockets (WireGuard 51820/udp with no process, SSH on the LAN and VPN addresses, dnsmasq DNS and DHCP,
node_exporter on 0.0.0.0:9100, chronyd on localhost), every loaded service (fail2ban failed, firewalld
disabled), an hour of fail2ban's log, a 2-second traffic sample eight minutes old (stale), the
complete nftables ruleset (input and forward policy drop, VPN only to SSH, no wg0 → WAN forward) and a cut listing of logged WAN drops.

onyx: an openSUSE Leap 15.6 backup server in Australia/Sydney (AEDT +11:00 since 4 October; earlier events
carry +10:00). Evidence: a two-hour-old steady state whose `packages` source is in stale_sources (it still
lists restic 0.16.4 and borgbackup), disk usage (a 24 TB md0 XFS array at 82.7%), the nightly restic job's
log (garnet and beryl saved, topaz unreachable, forget and prune, exit status 1), the failed service and its
waiting timer, two weeks of zypper history, disk I/O while a `restic check` runs, that process, system info
15 minutes old (stale) and a cut listing of files changed under /srv/backup.
"""

from __future__ import annotations

from _evidence import (Clock, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# garnet — PostgreSQL server, Debian 12, Europe/Berlin
# ---------------------------------------------------------------------------------------------------------
G = Clock("2026-03-17T14:22:00+01:00")
G_MEM = 67_331_215_360

garnet_evidence = [
    steady("g1", G, age=2400, hostname="garnet", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="Intel(R) Xeon(R) E-2336 CPU @ 2.90GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=G_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_107_195_904},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912},
                  {"device": "/dev/md0", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1_919_446_089_728}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:8a:10", "addresses": ["10.20.0.15/24"], "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:41:8a:11", "addresses": [], "is_up": False}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-16": "16.6-1.pgdg120+1", "postgresql-client-16": "16.6-1.pgdg120+1",
                               "libpq5": "16.6-1.pgdg120+1", "pgbackrest": "2.54.0-1.pgdg120+1",
                               "prometheus-postgres-exporter": "0.11.1-1+b2", "openssh-server": "1:9.2p1-2+deb12u3",
                               "openssl": "3.0.16-1~deb12u1", "exim4-daemon-light": "4.96-15+deb12u6",
                               "linux-image-6.1.0-31-amd64": "6.1.128-1"},
           available_services=["postgresql.service", "postgresql@16-main.service", "ssh.service",
                               "prometheus-postgres-exporter.service", "exim4.service", "cron.service"],
           users=[{"name": "postgres", "uid": 104, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 105, "gid": 112, "home": "/var/lib/prometheus", "shell": "/usr/sbin/nologin"},
                  {"name": "mkraus", "uid": 1000, "gid": 1000, "home": "/home/mkraus", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/sh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mkraus"]}, {"name": "ssl-cert", "gid": 110, "members": ["postgres"]},
                   {"name": "postgres", "gid": 111, "members": []}]),
    item("g2", "linux_system_info", system_info(23.4, [2.14, 1.87, 1.65], 1_641_600, "2026-02-26T14:22:00+01:00",
                                                G_MEM, 21_474_836_480, 4_294_963_200, 268_435_456), G, age=420),
    item("g3", "linux_service_status",
         unit("postgresql@16-main.service", "active", "running", "enabled", 1187, "2026-03-09T03:05:12+01:00",
              "PostgreSQL Cluster 16-main"), G, age=35, args={"name": "postgresql@16-main"}),
    item("g4", "linux_processes", processes(214, G_MEM, [
        (1190, "postgres", "postgres", 0.3, 8_724_152_320, "2026-03-09T03:05:12+01:00", "postgres: 16/main: checkpointer"),
        (22841, "postgres", "postgres", 12.6, 1_288_490_188, "2026-03-17T09:41:03+01:00",
         "postgres: 16/main: app_rw shop 10.20.0.31(52144) idle"),
        (23310, "postgres", "postgres", 38.9, 1_073_741_824, "2026-03-17T14:02:17+01:00",
         "postgres: 16/main: reporting_ro shop 10.20.0.40(40022) SELECT"),
        (1187, "postgres", "postgres", 0.1, 325_058_560, "2026-03-09T03:05:12+01:00",
         "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main -c config_file=/etc/postgresql/16/main/postgresql.conf"),
        (30112, "pgbackrest", "postgres", 41.0, 186_646_528, "2026-03-17T14:21:40+01:00",
         "pgbackrest --stanza=main archive-push pg_wal/000000010000004A000000C7"),
        (1422, "postgres_exporter", "prometheus", 0.4, 39_845_888, "2026-02-26T14:23:50+01:00",
         "/usr/bin/prometheus-postgres-exporter --web.listen-address=:9187"),
    ]), G, age=30, args={"sort": "memory", "limit": 6}),
    item("g5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:8a:10", "addresses": ["10.20.0.15/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:41:8a:11", "addresses": [], "is_up": False}],
        "listening": [listener(5432, "0.0.0.0", 1187, "postgres"), listener(5432, "::", 1187, "postgres"),
                      listener(22, "0.0.0.0", 812, "sshd"), listener(9187, "::", 1422, "postgres_export"),
                      listener(25, "127.0.0.1", 990, "exim4")],
        "connections": [connection("10.20.0.15:5432", "10.20.0.31:52144", 22841, "postgres"),
                        connection("10.20.0.15:5432", "10.20.0.31:52170", 22850, "postgres"),
                        connection("10.20.0.15:5432", "10.20.0.31:52188", 22857, "postgres"),
                        connection("10.20.0.15:5432", "10.20.0.32:60412", 22903, "postgres"),
                        connection("10.20.0.15:5432", "10.20.0.32:60418", 22911, "postgres"),
                        connection("10.20.0.15:5432", "10.20.0.40:40022", 23310, "postgres"),
                        connection("10.20.0.15:22", "10.20.0.5:50912", 29877, "sshd"),
                        connection("10.20.0.15:9187", "10.20.0.9:41220", 1422, "postgres_export"),
                        connection("10.20.0.15:48112", "10.20.0.60:22", 30120, "ssh")],
    }, G, age=25),
    item("g6", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
        log_entry("2026-03-17T12:31:07+01:00", "postgresql@16-main.service", "info",
                  "[1190] LOG:  checkpoint starting: time"),
        log_entry("2026-03-17T12:35:37+01:00", "postgresql@16-main.service", "info",
                  "[1190] LOG:  checkpoint complete: wrote 48213 buffers (2.3%); 0 WAL file(s) added, 0 removed, "
                  "3 recycled; write=269.874 s, sync=0.112 s, total=270.112 s"),
        log_entry("2026-03-17T13:02:44+01:00", "postgresql@16-main.service", "err",
                  "[31877] reporting@shop FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-03-17T13:17:44+01:00", "postgresql@16-main.service", "err",
                  "[32410] reporting@shop FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-03-17T13:32:45+01:00", "postgresql@16-main.service", "err",
                  "[32961] reporting@shop FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-03-17T13:48:10+01:00", "postgresql@16-main.service", "info",
                  "[33502] LOG:  automatic vacuum of table \"shop.public.order_items\": index scans: 1"),
        log_entry("2026-03-17T14:05:19+01:00", "postgresql@16-main.service", "warning",
                  "[1195] LOG:  archive command failed with exit code 82"),
        log_entry("2026-03-17T14:05:19+01:00", "postgresql@16-main.service", "warning",
                  "[1195] DETAIL:  The failed archive command was: pgbackrest --stanza=main archive-push "
                  "pg_wal/000000010000004A000000C5"),
        log_entry("2026-03-17T14:07:37+01:00", "postgresql@16-main.service", "info",
                  "[1190] LOG:  checkpoint starting: time"),
        log_entry("2026-03-17T14:12:03+01:00", "postgresql@16-main.service", "info",
                  "[1190] LOG:  checkpoint complete: wrote 39120 buffers (1.9%); 0 WAL file(s) added, 0 removed, "
                  "2 recycled; write=265.311 s, sync=0.097 s, total=265.520 s"),
    ]}, G, age=45, args={"unit": "postgresql@16-main", "since_minutes": 120}),
    item("g7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 245_107_195_904, 61_203_283_968),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
        fs("/dev/md0", "/var/lib/postgresql", "xfs", 1_919_446_089_728, 1_402_180_419_584),
    ]}, G, age=50),
    item("g8", "linux_file_read", {"path": "/etc/postgresql/16/main/conf.d/tuning.conf", "offset": 0, "limit": 200,
                                   "total_lines": 14, "lines": [
        "# tuning for garnet (64 GB RAM) - mk 2025-11",
        "shared_buffers = 16GB",
        "effective_cache_size = 44GB",
        "work_mem = 48MB",
        "maintenance_work_mem = 2GB",
        "max_connections = 150",
        "max_wal_size = 8GB",
        "min_wal_size = 2GB",
        "checkpoint_timeout = 30min",
        "wal_compression = zstd",
        "random_page_cost = 1.1",
        "effective_io_concurrency = 200",
        "archive_mode = on",
        "archive_command = 'pgbackrest --stanza=main archive-push %p'",
    ]}, G, age=60, args={"path": "/etc/postgresql/16/main/conf.d/tuning.conf"}),
    item("g9", "linux_package_history", {"source": "dpkg", "since": "2026-02-15T14:22:00+01:00", "events": [
        package_event("2026-02-26T06:12:40+01:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.128-1"),
        package_event("2026-02-26T06:12:55+01:00", "upgrade", "pgbackrest", "2.53.1-1.pgdg120+1", "2.54.0-1.pgdg120+1"),
        package_event("2026-03-02T06:08:11+01:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-02T06:08:14+01:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-09T03:04:30+01:00", "upgrade", "libpq5", "16.5-1.pgdg120+1", "16.6-1.pgdg120+1"),
        package_event("2026-03-09T03:04:41+01:00", "upgrade", "postgresql-client-16", "16.5-1.pgdg120+1", "16.6-1.pgdg120+1"),
        package_event("2026-03-09T03:04:58+01:00", "upgrade", "postgresql-16", "16.5-1.pgdg120+1", "16.6-1.pgdg120+1"),
        package_event("2026-03-14T06:10:02+01:00", "remove", "linux-image-6.1.0-28-amd64", "6.1.119-1", None),
    ]}, G, age=55, args={"since_days": 30}),
]

garnet_answers = [
    {"q": "Is PostgreSQL healthy on garnet?", "ev": ["g3", "g6", "g5"],
     "a": "Hi! Here's a quick health check of PostgreSQL on **garnet**:\n\n"
          "- **Service:** [[s:`postgresql@16-main` is active (running)]]; "
          "[[c:it has been up for roughly two weeks without a restart]].\n"
          "- **Main PID:** [[c:1190]]\n"
          "- **Clients:** [[s:there are 6 client connections to 5432 right now]], [[c:all of them from 10.20.0.31]].\n"
          "- **Logs:** [[s:the last two hours show three failed password logins for the user `reporting`]] "
          "[[u:coming from the reporting VM at 10.20.0.77]], [[s:and WAL archiving failed once at 14:05]] "
          "[[u:because the backup host was briefly unreachable]].\n\n"
          "Overall it looks healthy, but I'd keep an eye on WAL archiving: "
          "`sudo -u postgres pgbackrest --stanza=main check`."},

    {"q": "Is garnet running low on RAM? What's using it?", "ev": ["g1", "g2", "g4"],
     "a": "Not really. [[t:Roughly 20 GiB is still available]], [[t:so about 75% is in use]]. "
          "[[t:Swap is barely touched at 256 MiB]] [[t:out of 8 GiB]].\n\n"
          "The biggest process by far is [[s:the checkpointer (PID 1190)]] [[s:at around 8.1 GiB RSS]]. "
          "Of the two client backends, [[c:the one for `reporting_ro` is the quieter one at 12.6% CPU]]. "
          "[[s:pgbackrest is also using about 41% CPU]], [[u:probably retrying the WAL segment that failed "
          "earlier]]. [[c:The postmaster itself is tiny at around 30 MiB]].\n\n"
          "[[t:Load average is 2.14 over the last minute]], so the CPU side is fine too."},

    {"q": "How much disk space does the database volume have left?", "ev": ["g7", "g1"],
     "a": "| Mount | Size | Used | Free |\n"
          "|---|---|---|---|\n"
          "| `/var/lib/postgresql` (md0, xfs) | [[s:1.9 TB]] | [[s:1.4 TB (73%)]] | [[c:~517 GiB]] |\n"
          "| `/` (nvme0n1p2, ext4) | [[s:245 GB]] | [[s:61 GB]] [[c:(35%)]] | — |\n"
          "| `/boot/efi` | [[c:1 GB]] | — | — |\n\n"
          "[[s:The database volume is the fullest filesystem]]. "
          "[[u:It's a RAID1 mirror of two 2 TB disks]]. [[u:At the current growth rate of about 5 GB a day you have "
          "roughly three months left]], so it might be worth planning an expansion. You can check the biggest "
          "databases with `SELECT datname, pg_size_pretty(pg_database_size(datname)) FROM pg_database;`."},

    {"q": "Who's connected to the database right now?", "ev": ["g5"],
     "a": "Current connections to PostgreSQL on port 5432:\n\n"
          "1. [[s:10.20.0.31 — 3 connections]]\n"
          "2. [[c:10.20.0.32 — 3 connections]]\n"
          "3. [[s:10.20.0.40 — 1 connection]]\n\n"
          "[[c:That's 7 in total]]. Besides Postgres, [[s:there's an SSH session from 10.20.0.5]] "
          "[[c:on port 2222]], and [[s:10.20.0.9 is scraping the exporter on port 9187]] "
          "[[u:(that's your Prometheus server)]]. [[s:garnet also has an outgoing SSH connection to 10.20.0.60]] "
          "[[u:which is pgbackrest talking to the repository host]]."},

    {"q": "Was postgres upgraded recently? Anything else changed?", "ev": ["g9", "g3", "g1"],
     "a": "Yes — [[s:PostgreSQL 16 was upgraded from 16.5 to 16.6]] [[s:on March 9 around 03:04]].\n\n"
          "Other changes in the last 30 days:\n"
          "- [[s:pgbackrest 2.53.1 → 2.54.0]] ([[c:on March 2]])\n"
          "- [[s:OpenSSL was patched]] [[c:to 3.0.15-1~deb12u2]]\n"
          "- [[s:a new kernel, 6.1.0-31]], [[s:was installed on Feb 26]] [[s:and the old 6.1.0-28 one was removed on the "
          "14th]]\n\n"
          "[[c:In total that's 5 package changes]]."},

    {"q": "What are the main tuning settings on garnet's Postgres?", "ev": ["g8"],
     "a": "From `/etc/postgresql/16/main/conf.d/tuning.conf`:\n\n"
          "shared_buffers: [[s:16GB]]\n"
          "effective_cache_size: [[c:48GB]]\n"
          "max_connections: [[c:200]]\n"
          "archive_mode: [[s:on]]\n"
          "listen_addresses: [[u:'*']]\n\n"
          "[[c:random_page_cost is still at the default of 4.0]], which is worth lowering on SSDs. "
          "[[u:These values look like they came from PGTune]]. [[s:The file is only 14 lines long]], so everything "
          "else comes from the main postgresql.conf."},

    {"q": "Why does the reporting user keep failing to log in?", "ev": ["g6"],
     "a": "[[s:The log shows three `password authentication failed` errors for `reporting`]], [[s:at 13:02, 13:17 and "
          "13:32]], [[u:which points to a cron job or a scheduled report]] still using "
          "an old password. [[u:The password was probably rotated last week]] and the job wasn't updated. "
          "[[c:The last failure was at 13:47]] and "
          "[[c:all three came from the same backend PID 31877]]. [[u:pg_hba.conf requires scram-sha-256 for that "
          "subnet]], so an old md5 hash would fail too. [[s:No other user had authentication failures in that "
          "window]].\n\nYou could reset it with `ALTER ROLE reporting PASSWORD '...'` and update the job's .pgpass."},
]

# ---------------------------------------------------------------------------------------------------------
# topaz — GPU workstation, Fedora 41, America/Denver
# ---------------------------------------------------------------------------------------------------------
T = Clock("2026-01-14T19:40:00-07:00")
T_MEM = 134_959_284_224

topaz_evidence = [
    steady("t1", T, age=3000, hostname="topaz", os_name="Fedora Linux", os_version="41",
           kernel="6.12.9-200.fc41.x86_64", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=T_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/scratch", "fstype": "ext4", "total_bytes": 4_000_650_883_072}],
           network_interfaces=[{"name": "enp14s0", "mac": "a8:a1:59:c3:02:7e", "addresses": ["192.168.1.42/24"], "is_up": True},
                               {"name": "wlp15s0", "mac": "f4:26:79:8e:11:d0", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"akmod-nvidia": "3:565.77-1.fc41", "xorg-x11-drv-nvidia": "3:565.77-1.fc41",
                               "xorg-x11-drv-nvidia-cuda": "3:565.77-1.fc41", "kernel": "6.12.9-200.fc41",
                               "blender": "1:4.3.2-1.fc41", "python3": "3.13.1-2.fc41", "podman": "5:5.3.1-1.fc41",
                               "nvtop": "3.1.0-2.fc41", "firefox": "134.0-1.fc41"},
           available_services=["ollama.service", "gdm.service", "sshd.service", "podman.service"],
           users=[{"name": "lena", "uid": 1000, "gid": 1000, "home": "/home/lena", "shell": "/bin/zsh"},
                  {"name": "ollama", "uid": 968, "gid": 968, "home": "/usr/share/ollama", "shell": "/bin/false"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["lena"]}, {"name": "video", "gid": 39, "members": ["lena"]},
                   {"name": "ollama", "gid": 968, "members": ["lena"]}]),
    item("t2", "linux_system_info", system_info(61.8, [14.21, 12.87, 9.40], 11_520, "2026-01-14T16:28:00-07:00",
                                                T_MEM, 47_244_640_256, 8_589_930_496, 1_073_741_824), T, age=25),
    item("t3", "linux_processes", processes(487, T_MEM, [
        (48211, "blender", "lena", 412.3, 10_093_173_145, "2026-01-14T17:55:12-07:00",
         "blender -b scenes/harbor_v7.blend -o //render/frame_#### -E CYCLES -a -- --cycles-device OPTIX"),
        (50122, "python3", "lena", 98.5, 19_327_352_832, "2026-01-14T18:30:44-07:00",
         "python3 train.py --config configs/sdxl_lora.yaml --batch-size 4"),
        (2231, "gnome-shell", "lena", 7.9, 1_395_864_371, "2026-01-14T16:29:10-07:00", "/usr/bin/gnome-shell"),
        (3310, "firefox", "lena", 5.2, 2_254_857_830, "2026-01-14T16:31:02-07:00", "/usr/lib64/firefox/firefox"),
        (1544, "ollama", "ollama", 1.1, 6_227_702_579, "2026-01-14T16:28:40-07:00", "/usr/local/bin/ollama serve"),
        (2890, "pipewire", "lena", 0.7, 52_428_800, "2026-01-14T16:29:05-07:00", "/usr/bin/pipewire"),
    ]), T, age=30, args={"sort": "cpu", "limit": 6}),
    item("t4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-01-14T16:28:31-07:00", None, "warning", "nvidia: loading out-of-tree module taints kernel."),
        log_entry("2026-01-14T16:28:32-07:00", None, "info",
                  "NVRM: loading NVIDIA UNIX Open Kernel Module for x86_64  565.77  Release Build  (dvs-builder@U16-I3-B03-4-3)"),
        log_entry("2026-01-14T16:28:44-07:00", "ollama.service", "info",
                  "time=2026-01-14T16:28:44.512-07:00 level=INFO source=types.go:131 msg=\"inference compute\" "
                  "id=GPU-5e1f0c2a library=cuda variant=v12 compute=8.9 driver=12.7 name=\"NVIDIA GeForce RTX 4090\" "
                  "total=\"23.6 GiB\" available=\"23.2 GiB\""),
        log_entry("2026-01-14T18:52:07-07:00", None, "warning",
                  "NVRM: Xid (PCI:0000:01:00): 31, pid=48211, name=blender, Ch 00000018, intr 00000000. MMU Fault: "
                  "ENGINE GRAPHICS GPCCLIENT_T1_3 faulted @ 0x7f2a_1c400000. Fault is of type FAULT_PDE "
                  "ACCESS_TYPE_VIRT_READ"),
        log_entry("2026-01-14T19:31:55-07:00", None, "warning",
                  "NVRM: Xid (PCI:0000:01:00): 31, pid=48211, name=blender, Ch 00000018, intr 00000000. MMU Fault: "
                  "ENGINE GRAPHICS GPCCLIENT_T1_0 faulted @ 0x7f2a_3e800000. Fault is of type FAULT_PDE "
                  "ACCESS_TYPE_VIRT_READ"),
    ]}, T, age=40, args={"grep": "NVRM|nvidia|ollama", "since_minutes": 240}),
    item("t5", "linux_package_history", {"source": "dnf", "since": "2025-12-31T19:40:00-07:00", "events": [
        package_event("2026-01-05T20:14:09-07:00", "upgrade", "blender", "1:4.2.3-2.fc41", "1:4.3.2-1.fc41"),
        package_event("2026-01-12T21:10:31-07:00", "upgrade", "akmod-nvidia", "3:560.35.03-4.fc41", "3:565.77-1.fc41"),
        package_event("2026-01-12T21:10:31-07:00", "upgrade", "xorg-x11-drv-nvidia", "3:560.35.03-4.fc41", "3:565.77-1.fc41"),
        package_event("2026-01-12T21:10:31-07:00", "upgrade", "xorg-x11-drv-nvidia-cuda", "3:560.35.03-4.fc41",
                      "3:565.77-1.fc41"),
        package_event("2026-01-12T21:10:31-07:00", "install", "kernel", None, "6.12.9-200.fc41"),
        package_event("2026-01-12T21:10:31-07:00", "remove", "kernel", "6.11.10-300.fc41", None),
        package_event("2026-01-13T09:02:17-07:00", "install", "nvtop", None, "3.1.0-2.fc41"),
    ]}, T, age=50, args={"since_days": 14}),
    item("t6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1_998_694_907_904, 1_310_720_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 1_998_694_907_904, 1_310_720_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 20_971_520),
        fs("/dev/sda1", "/mnt/scratch", "ext4", 4_000_650_883_072, 3_712_000_000_000),
    ]}, T, age=35),
    item("t7", "linux_system_info", system_info(8.2, [1.12, 0.98, 0.71], 10_020, "2026-01-14T16:28:00-07:00",
                                                T_MEM, 98_784_247_808, 8_589_930_496, 0), T, age=1500),
    item("t8", "linux_containers", {"runtime": "podman", "containers": [
        box("4c1e9a7b2d30", "open-webui", "ghcr.io/open-webui/open-webui:main", "running", "Up 3 hours",
            "2026-01-14T16:35:12-07:00", ["0.0.0.0:3000->8080/tcp"]),
        box("9a02f5c8e1b4", "pg-dev", "docker.io/library/postgres:16-alpine", "running", "Up 3 hours",
            "2026-01-10T11:02:40-07:00", ["127.0.0.1:5433->5432/tcp"]),
        box("e71d3b66a0c9", "comfyui", "ghcr.io/ai-dock/comfyui:latest-cuda", "exited", "Exited (1) 2 hours ago",
            "2026-01-08T22:15:03-07:00", []),
    ]}, T, age=45, args={"all": True}),
]

topaz_answers = [
    {"q": "Why is my computer so slow right now?", "ev": ["t2", "t3"],
     "a": "Your system is under heavy load:\n\n"
          "- **CPU:** [[s:overall usage is about 62%]] and [[s:the 1-minute load average is 14.2]], "
          "[[c:which is falling]].\n"
          "- **Top process:** [[s:Blender (PID 48211) is using ~412% CPU]].\n"
          "- **Second:** [[c:`python3 train.py` at about 9.8% CPU]].\n"
          "- **Memory:** [[c:only about 4.4 GB available]].\n"
          "- [[c:Firefox is the third-biggest CPU user]].\n\n"
          "[[u:The slowdown is likely because Blender and the training job are fighting over the GPU]]. "
          "If you want the desktop to stay responsive, try `renice -n 10 -p 48211`."},

    {"q": "What GPU do I have and which NVIDIA driver is installed?", "ev": ["t1", "t4", "t5"],
     "a": "**GPU:** [[s:NVIDIA GeForce RTX 4090]] [[s:with about 23.6 GiB of VRAM]]\n\n"
          "**Driver:** [[s:565.77]] ([[s:the open kernel module]]), "
          "[[s:upgraded from 560.35.03 on January 12]].\n\n"
          "[[c:Ollama reports CUDA 12.4]]. [[u:The card is connected via PCIe 4.0 "
          "x16]]. One thing: [[c:you're still booted into the 6.11 kernel]], so reboot to be sure the akmod built for "
          "the new one is used. `nvidia-smi` will show live usage."},

    {"q": "Blender keeps having GPU errors — is it the new driver?", "ev": ["t4", "t5"],
     "a": "It could be. [[s:The kernel logged two NVIDIA Xid 31 errors for Blender]] "
          "[[s:at 18:52 and 19:31]]. [[s:The driver was upgraded to 565.77 "
          "two days ago]], [[s:and Blender was updated to 4.3.2 on January 5]], so both changed recently. "
          "[[u:Xid 31 errors usually mean an application bug rather than a hardware problem]], [[u:so the Blender 4.3 "
          "update is the more likely culprit]]. [[c:The errors started right after boot]], and [[u:Blender crashed "
          "both times]]; [[c:at one point the GPU fell off the bus]].\n\n"
          "You could try rendering with `--cycles-device CUDA` instead of OptiX to see if it goes away."},

    {"q": "How's my disk space?", "ev": ["t6"],
     "a": "| Mount | Size | Used | Status |\n"
          "|---|---|---|---|\n"
          "| `/` | [[s:2.0 TB]] | [[s:66%]] | ✅ |\n"
          "| `/mnt/scratch` | [[s:4 TB]] | [[c:83%]] | ⚠️ |\n"
          "\n"
          "[[s:The scratch disk is the fullest]]; [[c:it has about 288 GiB free]]. [[u:Old render frames in "
          "/mnt/scratch are probably what's filling it]] — `du -sh /mnt/scratch/* | sort -h` will tell you."},

    {"q": "How much RAM am I using?", "ev": ["t1", "t7"],
     "a": "[[s:Your machine has 128 GB installed]] and [[c:a 16-thread CPU]]. "
          "Right now [[t:you're using about 34 GiB]] [[s:of 125.7 GiB]] [[t:(about 27%)]], [[t:and about 92 GiB is "
          "available]]. [[t:Swap isn't used at all]] and [[t:load is low at 1.1]], so there's plenty of headroom. "
          "[[u:Most of the used memory is probably page cache]]."},

    {"q": "What containers do I have?", "ev": ["t8"],
     "a": "You have [[s:3 podman containers]]:\n\n"
          "1. **open-webui** — [[s:running (Up 3 hours)]], [[s:published on port 3000]] [[c:only on localhost]]\n"
          "2. **pg-dev** — [[s:postgres:16-alpine]], [[s:bound to 127.0.0.1:5433]]\n"
          "3. **comfyui** — [[s:exited with code 1]] [[u:, probably because it couldn't reach "
          "the GPU]]\n\n"
          "[[c:Only one container is running]], and [[c:all of them use a `latest` tag]]. "
          "`podman logs comfyui` should show why it stopped."},

    {"q": "What got updated on topaz recently?", "ev": ["t5", "t1"],
     "a": "Here's the dnf history for the last ~2 weeks:\n\n"
          "- **Jan 12 (evening):** [[s:NVIDIA driver 560.35.03 → 565.77]], [[s:plus a new kernel 6.12.9]]; "
          "[[s:the old 6.11.10 kernel was removed in the same "
          "transaction]].\n"
          "- **Jan 5:** [[c:Blender 4.2.3 → 4.3.1]]\n\n"
          "[[c:Fedora removed two old kernels]]; [[u:it keeps three kernels by default, so you still have two older "
          "ones to fall back on]]. [[s:You're running the new kernel already]]. [[c:Seven packages were upgraded]] in "
          "total."},
]

# ---------------------------------------------------------------------------------------------------------
# beryl — k3s control plane of a three-node cluster, Ubuntu 22.04, Asia/Tokyo
# ---------------------------------------------------------------------------------------------------------
B = Clock("2026-05-08T09:15:00+09:00")
B_MEM = 16_709_996_544


def k3s_node(name: str, ip: str, version: str, cpu: str, mem_ki: str, roles: list[str], disk_pressure: bool) -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    for role in roles:
        labels[f"node-role.kubernetes.io/{role}"] = "true"
    return {"kind": "Node", "metadata": {"name": name, "labels": labels,
                                         "creationTimestamp": "2025-11-02T05:12:40Z"},
            "status": {"conditions": [
                {"type": "MemoryPressure", "status": "False", "reason": "KubeletHasSufficientMemory"},
                {"type": "DiskPressure", "status": "True" if disk_pressure else "False",
                 "reason": "KubeletHasDiskPressure" if disk_pressure else "KubeletHasNoDiskPressure"},
                {"type": "PIDPressure", "status": "False", "reason": "KubeletHasSufficientPID"},
                {"type": "Ready", "status": "True", "reason": "KubeletReady"}],
                "addresses": [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}],
                "capacity": {"cpu": cpu, "memory": mem_ki, "pods": "110"},
                "nodeInfo": {"kubeletVersion": version, "osImage": "Ubuntu 22.04.5 LTS",
                             "kernelVersion": "5.15.0-127-generic", "containerRuntimeVersion": "containerd://1.7.22-k3s1"}}}


def service(name: str, ns: str, kind: str, cluster_ip: str, ports: list[dict], ingress: list[str] | None = None) -> dict:
    svc = {"kind": "Service", "metadata": {"name": name, "namespace": ns},
           "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}, "status": {"loadBalancer": {}}}
    if ingress:
        svc["status"]["loadBalancer"] = {"ingress": [{"ip": ip} for ip in ingress]}
    return svc


def event(name: str, kind: str, reason: str, obj: str, message: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "shop"}, "type": kind, "reason": reason,
            "involvedObject": {"kind": "Pod", "name": obj, "namespace": "shop"}, "message": message, "count": count,
            "firstTimestamp": first, "lastTimestamp": last}


grafana_pod = {"kind": "Pod", "metadata": {"name": "grafana-7b8d9c6f5-m4n2p", "namespace": "monitoring",
                                           "creationTimestamp": "2026-05-07T23:50:02Z"},
               "spec": {}, "status": {"phase": "Pending", "conditions": [
                   {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                    "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                               "{node.kubernetes.io/disk-pressure: }, 2 Insufficient memory. preemption: 0/3 nodes are "
                               "available: 1 Preemption is not helpful for scheduling, 2 No preemption victims found "
                               "for incoming pod."}]}}

beryl_evidence = [
    steady("b1", B, age=1900, hostname="beryl-cp", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-127-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=B_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_790_436_864}],
           network_interfaces=[{"name": "enp1s0", "mac": "6c:4b:90:2e:77:a1", "addresses": ["192.168.50.10/24"], "is_up": True},
                               {"name": "cni0", "mac": "b2:1f:08:aa:42:9c", "addresses": ["10.42.0.1/24"], "is_up": True},
                               {"name": "flannel.1", "mac": "de:63:11:0b:8e:f4", "addresses": ["10.42.0.0/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "curl": "7.81.0-1ubuntu1.20", "openssh-server": "1:8.9p1-3ubuntu0.11"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]}]),
    item("b2", "linux_service_status",
         unit("k3s.service", "active", "running", "enabled", 912, "2026-05-01T22:40:11+09:00", "Lightweight Kubernetes"),
         B, age=30, args={"name": "k3s"}),
    item("b3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        k3s_node("beryl-cp", "192.168.50.10", "v1.30.6+k3s1", "6", "16318356Ki", ["control-plane", "master"], False),
        k3s_node("beryl-w1", "192.168.50.11", "v1.30.6+k3s1", "8", "32772604Ki", [], True),
        k3s_node("beryl-w2", "192.168.50.12", "v1.29.10+k3s1", "4", "16318356Ki", [], False),
    ]}, B, age=40, args={"resource": "nodes"}),
    item("b4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("web-6f7c9d8b54-2kq9x", "shop", "Running", "beryl-w1", 0, True, None, "2026-05-06T05:02:11Z"),
        pod("web-6f7c9d8b54-7xw4m", "shop", "Running", "beryl-w2", 0, True, None, "2026-05-06T05:02:14Z"),
        pod("web-6f7c9d8b54-lp8zr", "shop", "Running", "beryl-cp", 1, True, None, "2026-05-06T05:02:12Z"),
        pod("api-5c9b7f6d4-xk2lp", "shop", "Running", "beryl-w1", 37, False, "CrashLoopBackOff", None),
        pod("api-5c9b7f6d4-qq8rt", "shop", "Running", "beryl-w2", 0, True, None, "2026-05-07T11:58:40Z"),
        pod("redis-0", "shop", "Running", "beryl-w2", 0, True, None, "2026-04-20T02:31:05Z"),
        grafana_pod,
        pod("prometheus-server-0", "monitoring", "Running", "beryl-w2", 2, True, None, "2026-05-02T08:14:51Z"),
        pod("coredns-7b98449c4-9hx2d", "kube-system", "Running", "beryl-cp", 0, True, None, "2026-05-01T13:40:40Z"),
        pod("traefik-5d45fc8cc9-wz7kt", "kube-system", "Running", "beryl-cp", 0, True, None, "2026-05-01T13:40:52Z"),
        pod("metrics-server-5985cbc9d7-t6j4s", "kube-system", "Running", "beryl-cp", 0, True, None, "2026-05-01T13:40:41Z"),
        pod("local-path-provisioner-6c86858495-qx9fm", "kube-system", "Running", "beryl-cp", 0, True, None,
            "2026-05-01T13:40:41Z"),
        pod("svclb-traefik-3f1a2b9c-4hh7k", "kube-system", "Running", "beryl-cp", 0, True, None, "2026-05-01T13:40:55Z"),
        pod("svclb-traefik-3f1a2b9c-8pmxn", "kube-system", "Running", "beryl-w1", 0, True, None, "2026-05-01T13:41:20Z"),
        pod("svclb-traefik-3f1a2b9c-zz2rt", "kube-system", "Running", "beryl-w2", 0, True, None, "2026-05-01T13:41:22Z"),
    ]}, B, age=40, args={"resource": "pods", "all_namespaces": True}),
    item("b5", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("web", "shop", 3, 3), deployment("api", "shop", 2, 1), deployment("grafana", "monitoring", 1, 0),
        deployment("coredns", "kube-system", 1, 1), deployment("traefik", "kube-system", 1, 1),
        deployment("metrics-server", "kube-system", 1, 1), deployment("local-path-provisioner", "kube-system", 1, 1),
    ]}, B, age=40, args={"resource": "deployments", "all_namespaces": True}),
    item("b6", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        service("kubernetes", "default", "ClusterIP", "10.43.0.1",
                [{"name": "https", "port": 443, "targetPort": 6443, "protocol": "TCP"}]),
        service("kube-dns", "kube-system", "ClusterIP", "10.43.0.10",
                [{"name": "dns", "port": 53, "targetPort": 53, "protocol": "UDP"},
                 {"name": "dns-tcp", "port": 53, "targetPort": 53, "protocol": "TCP"},
                 {"name": "metrics", "port": 9153, "targetPort": 9153, "protocol": "TCP"}]),
        service("metrics-server", "kube-system", "ClusterIP", "10.43.150.9",
                [{"name": "https", "port": 443, "targetPort": "https", "protocol": "TCP"}]),
        service("traefik", "kube-system", "LoadBalancer", "10.43.77.142",
                [{"name": "web", "port": 80, "targetPort": "web", "nodePort": 30080, "protocol": "TCP"},
                 {"name": "websecure", "port": 443, "targetPort": "websecure", "nodePort": 30443, "protocol": "TCP"}],
                ["192.168.50.10", "192.168.50.11", "192.168.50.12"]),
        service("web", "shop", "ClusterIP", "10.43.12.7", [{"port": 80, "targetPort": 8080, "protocol": "TCP"}]),
        service("api", "shop", "ClusterIP", "10.43.88.20", [{"port": 8000, "targetPort": 8000, "protocol": "TCP"}]),
        service("redis", "shop", "ClusterIP", "None", [{"port": 6379, "targetPort": 6379, "protocol": "TCP"}]),
    ]}, B, age=40, args={"resource": "services", "all_namespaces": True}),
    item("b7", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        event("api-5c9b7f6d4-xk2lp.18d2a1", "Warning", "BackOff", "api-5c9b7f6d4-xk2lp",
              "Back-off restarting failed container api in pod api-5c9b7f6d4-xk2lp_shop(4be1a7c2-0d1e-4f3b-9a55-7c2e1d9f0b31)",
              412, "2026-05-07T12:04:10Z", "2026-05-08T00:13:48Z"),
        event("api-5c9b7f6d4-xk2lp.18d2a2", "Warning", "Unhealthy", "api-5c9b7f6d4-xk2lp",
              "Liveness probe failed: Get \"http://10.42.1.17:8000/healthz\": dial tcp 10.42.1.17:8000: connect: "
              "connection refused", 111, "2026-05-07T11:59:02Z", "2026-05-08T00:12:20Z"),
        event("api-5c9b7f6d4-xk2lp.18d2a3", "Normal", "Pulled", "api-5c9b7f6d4-xk2lp",
              "Container image \"registry.beryl.lan/shop/api:1.8.2\" already present on machine", 38,
              "2026-05-07T11:58:41Z", "2026-05-08T00:12:58Z"),
        event("api-5c9b7f6d4-xk2lp.18d2a4", "Normal", "Killing", "api-5c9b7f6d4-xk2lp",
              "Container api failed liveness probe, will be restarted", 37, "2026-05-07T11:59:32Z",
              "2026-05-08T00:12:50Z"),
    ]}, B, age=45, args={"resource": "events", "namespace": "shop"}),
    item("b8", "linux_system_info", system_info(34.0, [2.91, 2.40, 2.10], 556_500, "2026-05-01T22:40:00+09:00",
                                                B_MEM, 5_153_960_755, 0, 0), B, age=30),
]

beryl_answers = [
    {"q": "Are all my nodes healthy?", "ev": ["b3"],
     "a": "[[s:All three nodes are Ready]] ✅\n\n"
          "| Node | Version | Notes |\n"
          "|---|---|---|\n"
          "| beryl-cp | [[s:v1.30.6+k3s1]] | — |\n"
          "| beryl-w1 | [[s:v1.30.6+k3s1]] | [[s:⚠️ DiskPressure]] |\n"
          "| beryl-w2 | [[c:v1.30.6+k3s1]] | — |\n\n"
          "[[c:All three nodes run the same k3s release]], which is good. The disk pressure on w1 is "
          "[[u:most likely from old container images filling /var/lib/rancher]] — "
          "`sudo k3s crictl rmi --prune` on that node usually helps. Also, [[c:beryl-w2 has the most CPUs (8)]]."},

    {"q": "Why is the api pod crashing?", "ev": ["b4", "b7"],
     "a": "The pod [[s:`api-5c9b7f6d4-xk2lp`]] [[s:is in CrashLoopBackOff]] [[c:with 12 restarts]]. "
          "From the events:\n\n"
          "- [[s:the liveness probe on port 8000 `/healthz` is getting connection refused]]\n"
          "- [[s:kubelet has backed off restarting it 412 times since yesterday evening]]\n"
          "- [[c:the last back-off was at 00:13 local time]]\n\n"
          "[[u:The app probably takes longer than the probe's initialDelaySeconds to start]], [[u:so Kubernetes kills "
          "it before it's ready]]. "
          "Check with `kubectl -n shop logs api-5c9b7f6d4-xk2lp --previous`."},

    {"q": "Give me an overview of the shop namespace.", "ev": ["b4", "b5", "b6"],
     "a": "### Deployments\n"
          "- **api**: [[s:only 1 of 2 replicas ready]]\n\n"
          "### Pods\n"
          "[[s:There are 6 pods in `shop`]], including [[s:three web pods spread over all three "
          "nodes]]. [[c:redis runs on beryl-w1]], and [[c:web-6f7c9d8b54-lp8zr has restarted twice]].\n\n"
          "### Services\n"
          "- `web` → [[s:ClusterIP 10.43.12.7]]\n"
          "- `api` → [[c:10.43.88.2:8000]]\n"
          "\n"
          "[[u:None of the shop services are exposed outside the cluster]]."},

    {"q": "Is grafana running?", "ev": ["b4", "b5"],
     "a": "No. [[s:The grafana deployment has 0 of 1 replicas ready]] and [[s:its pod `grafana-7b8d9c6f5-m4n2p` is stuck "
          "in Pending]]. The scheduler reports that [[s:one node has a disk-pressure taint]] [[s:and the other "
          "two don't have enough memory]]. [[u:Grafana asks for 2Gi of memory]], [[c:and it has been pending for about 3 "
          "days]]. In the same namespace, [[s:Prometheus (prometheus-server-0) is running]] [[c:on beryl-cp]] "
          "[[c:with no restarts]]. Freeing disk on beryl-w1 would probably let grafana schedule there."},

    {"q": "What's exposed to my LAN from the cluster?", "ev": ["b6"],
     "a": "[[s:Only Traefik is exposed]], [[s:on 192.168.50.10, .11 and .12]], "
          "[[s:ports 80 and 443]] [[c:(NodePorts 30080 and 30444)]]. [[s:Everything else is ClusterIP]] — for "
          "example [[s:kube-dns is at 10.43.0.10]] [[c:on port 53 UDP only]]. [[u:Traefik routes shop.beryl.lan to the web "
          "service]], so that's how the shop is reachable."},

    {"q": "Is k3s OK on this node and how busy is it?", "ev": ["b1", "b2", "b8"],
     "a": "- k3s: [[s:active (running)]], [[s:up since May 1 at 22:40]]\n"
          "- CPU: [[s:load 2.91 / 2.40 / 2.10]] [[s:on 6 cores]]\n"
          "- Memory: [[c:about 11.6 GiB used]] [[s:of 15.6 GiB]]\n"
          "- OS: [[c:Ubuntu 24.04]], [[s:kernel 5.15.0-127]]\n\n"
          "[[c:The node rebooted yesterday]], so keep an eye on it."},

    {"q": "How many pods are on each node?", "ev": ["b4"],
     "a": "[[s:15 pods in total]]:\n\n"
          "- beryl-cp: [[s:6]]\n"
          "- beryl-w1: [[c:4]]\n"
          "- beryl-w2: [[s:5]]\n\n"
          "[[s:One pod (grafana) isn't scheduled anywhere]]. [[c:Every pod except grafana is Ready]], and "
          "[[s:beryl-cp carries most of kube-system]]. [[u:w1 has the fewest pods because of the disk-pressure "
          "taint]]."},
]

# ---------------------------------------------------------------------------------------------------------
# jasper — router / firewall / WireGuard, Rocky Linux 9.5, America/Sao_Paulo
# ---------------------------------------------------------------------------------------------------------
J = Clock("2026-08-21T23:05:00-03:00")

J_IFACES = [
    {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
    {"name": "enp1s0", "mac": "00:e2:69:5a:10:01", "addresses": ["187.45.102.37/29"], "is_up": True},
    {"name": "enp2s0", "mac": "00:e2:69:5a:10:02", "addresses": ["192.168.10.1/24"], "is_up": True},
    {"name": "enp3s0", "mac": "00:e2:69:5a:10:03", "addresses": [], "is_up": False},
    {"name": "wg0", "mac": None, "addresses": ["10.99.0.1/24"], "is_up": True},
]

NFT = [
    "#!/usr/sbin/nft -f",
    "flush ruleset",
    "",
    "table inet filter {",
    "    chain input {",
    "        type filter hook input priority 0; policy drop;",
    "        ct state established,related accept",
    "        ct state invalid drop",
    "        iif \"lo\" accept",
    "        iifname \"enp2s0\" accept",
    "        iifname \"wg0\" tcp dport 22 accept",
    "        udp dport 51820 accept",
    "        ip protocol icmp icmp type echo-request limit rate 5/second accept",
    "        log prefix \"nft-drop-in: \" level info",
    "    }",
    "    chain forward {",
    "        type filter hook forward priority 0; policy drop;",
    "        ct state established,related accept",
    "        iifname \"enp2s0\" oifname \"enp1s0\" accept",
    "        iifname \"wg0\" oifname \"enp2s0\" accept",
    "    }",
    "}",
    "",
    "table ip nat {",
    "    chain postrouting {",
    "        type nat hook postrouting priority 100;",
    "        oifname \"enp1s0\" masquerade",
    "    }",
    "}",
]


def drop(time: str, src: str, dpt: int, proto: str = "TCP") -> dict:
    return log_entry(time, None, "info",
                     f"nft-drop-in: IN=enp1s0 OUT= MAC=00:e2:69:5a:10:01:3c:8a:b0:11:42:7f:08:00 SRC={src} "
                     f"DST=187.45.102.37 LEN=44 TOS=0x00 PREC=0x00 TTL=241 ID=54321 PROTO={proto} SPT=51122 DPT={dpt}")


jasper_evidence = [
    steady("j1", J, age=2600, hostname="jasper", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
           kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=7_969_177_600,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 53_660_876_800}],
           network_interfaces=J_IFACES, dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="187.45.102.33",
           package_manager="rpm",
           installed_packages={"nftables": "1:1.0.9-3.el9", "wireguard-tools": "1.0.20210914-3.el9",
                               "dnsmasq": "2.85-16.el9_4", "openssh-server": "8.7p1-43.el9", "fail2ban": "1.0.2-12.el9",
                               "chrony": "4.5-3.el9", "golang-github-prometheus-node-exporter": "1.8.2-1.el9"},
           available_services=["nftables.service", "wg-quick@.service", "dnsmasq.service", "sshd.service",
                               "fail2ban.service", "chronyd.service", "node_exporter.service", "firewalld.service"],
           users=[{"name": "thiago", "uid": 1000, "gid": 1000, "home": "/home/thiago", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["thiago"]}]),
    item("j2", "linux_network_info", {
        "interfaces": J_IFACES,
        "listening": [listener(51820, "0.0.0.0", None, None, "udp"), listener(51820, "::", None, None, "udp"),
                      listener(22, "192.168.10.1", 1022, "sshd"), listener(22, "10.99.0.1", 1022, "sshd"),
                      listener(53, "192.168.10.1", 1311, "dnsmasq", "udp"), listener(53, "192.168.10.1", 1311, "dnsmasq"),
                      listener(67, "0.0.0.0", 1311, "dnsmasq", "udp"), listener(9100, "0.0.0.0", 1450, "node_exporter"),
                      listener(323, "127.0.0.1", 990, "chronyd", "udp")],
        "connections": [connection("10.99.0.1:22", "10.99.0.6:51514", 20417, "sshd"),
                        connection("192.168.10.1:9100", "192.168.10.20:38810", 1450, "node_exporter"),
                        connection("192.168.10.1:22", "192.168.10.15:60122", 20533, "sshd")],
    }, J, age=30),
    item("j3", "linux_service_status", {"units": [
        unit("fail2ban.service", "failed", "failed", "enabled", None, None, "Fail2Ban Service"),
        unit("chronyd.service", "active", "running", "enabled", 990, "2026-08-02T10:14:22-03:00", "NTP client/server"),
        unit("dnsmasq.service", "active", "running", "enabled", 1311, "2026-08-02T10:14:25-03:00",
             "DNS caching server."),
        unit("firewalld.service", "inactive", "dead", "disabled", None, None, "firewalld - dynamic firewall daemon"),
        unit("nftables.service", "active", "exited", "enabled", None, "2026-08-02T10:14:20-03:00", "Netfilter Tables"),
        unit("node_exporter.service", "active", "running", "enabled", 1450, "2026-08-02T10:14:25-03:00",
             "Prometheus Node Exporter"),
        unit("sshd.service", "active", "running", "enabled", 1022, "2026-08-02T10:14:24-03:00", "OpenSSH server daemon"),
        unit("wg-quick@wg0.service", "active", "exited", "enabled", None, "2026-08-02T10:14:26-03:00",
             "WireGuard via wg-quick(8) for wg0"),
    ], "total": 8, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        J, age=35),
    item("j4", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
        log_entry("2026-08-21T22:31:03-03:00", "fail2ban.service", "info", "Starting Fail2Ban Service..."),
        log_entry("2026-08-21T22:31:04-03:00", "fail2ban.service", "info", "Started Fail2Ban Service."),
        log_entry("2026-08-21T22:31:05-03:00", "fail2ban.service", "err",
                  "ERROR   Failed during configuration: Have not found any log file for sshd jail"),
        log_entry("2026-08-21T22:31:05-03:00", "fail2ban.service", "err", "ERROR   Async configuration of server failed"),
        log_entry("2026-08-21T22:31:05-03:00", "fail2ban.service", "notice",
                  "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"),
        log_entry("2026-08-21T22:31:05-03:00", "fail2ban.service", "warning",
                  "fail2ban.service: Failed with result 'exit-code'."),
    ]}, J, age=40, args={"unit": "fail2ban", "since_minutes": 60}),
    item("j5", "linux_network_traffic", {"interval_seconds": 2.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 2_000, "tx_bytes_per_s": 2_000},
        {"name": "enp1s0", "rx_bytes_per_s": 4_812_000, "tx_bytes_per_s": 611_000},
        {"name": "enp2s0", "rx_bytes_per_s": 640_000, "tx_bytes_per_s": 4_790_000},
        {"name": "wg0", "rx_bytes_per_s": 121_000, "tx_bytes_per_s": 88_000},
    ]}, J, age=480, args={"interval_seconds": 2}),
    item("j6", "linux_file_read", {"path": "/etc/nftables/main.nft", "offset": 0, "limit": 200,
                                   "total_lines": len(NFT), "lines": NFT}, J, age=45,
         args={"path": "/etc/nftables/main.nft"}),
    item("j7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        drop("2026-08-21T22:36:12-03:00", "45.148.10.92", 23),
        drop("2026-08-21T22:41:55-03:00", "193.163.125.7", 9100),
        drop("2026-08-21T22:47:03-03:00", "45.148.10.92", 2323),
        drop("2026-08-21T22:52:30-03:00", "162.216.149.31", 3389),
        drop("2026-08-21T22:58:41-03:00", "45.148.10.92", 22),
        drop("2026-08-21T23:03:17-03:00", "80.82.77.139", 161, "UDP"),
    ]}, J, age=30, complete=False, args={"grep": "nft-drop-in", "since_minutes": 30, "limit": 6}),
]

jasper_answers = [
    {"q": "Is the WireGuard VPN up?", "ev": ["j2", "j3"],
     "a": "Yes ✅\n\n"
          "- [[s:`wg-quick@wg0` is active]].\n"
          "- [[s:wg0 has 10.99.0.1/24]].\n"
          "- [[s:WireGuard is listening on UDP 51820]] [[s:on both IPv4 and IPv6]].\n"
          "- [[s:There's an SSH session from 10.99.0.6 over the tunnel]]; [[u:it's the only peer connected]].\n"
          "- [[u:The 51820 socket belongs to the `wg-quick` process]].\n"
          "- [[c:The tunnel has been up since August 12]].\n\n"
          "Run `sudo wg show` to see each peer's last handshake."},

    {"q": "What's listening on jasper, and is anything exposed to the internet?", "ev": ["j2", "j6"],
     "a": "| Port | Proto | Bound to | Process |\n"
          "|---|---|---|---|\n"
          "| 22 | tcp | [[s:LAN + VPN addresses only]] | [[s:sshd]] |\n"
          "| 53 | tcp/udp | [[s:192.168.10.1]] | [[s:dnsmasq]] |\n"
          "| 9100 | tcp | [[s:0.0.0.0]] | [[s:node_exporter]] |\n"
          "\n"
          "[[c:chronyd also serves NTP on UDP 123]].\n\n"
          "From the internet (enp1s0), [[s:the only port open is UDP 51820]]. "
          "However, [[c:node_exporter on 9100 is reachable from the internet]] since it binds 0.0.0.0 — I'd bind it to "
          "192.168.10.1. [[c:SSH over the VPN is only allowed from 10.99.0.6]]."},

    {"q": "Why did fail2ban fail?", "ev": ["j3", "j4"],
     "a": "[[s:fail2ban.service is in the failed state]]. [[s:It was started at 22:31]] [[s:and exited with status 255]] "
          "[[c:about 2 hours ago]]. The log says: [[s:\"Have not found any log file for sshd jail\"]]. "
          "[[u:On Rocky 9, sshd logs only go to the journal, so the jail needs `backend = systemd`]]. "
          "[[u:The jail.local was probably edited recently]], and [[c:it has tried to restart 5 times]]. "
          "It should come back once the config is fixed.\n\n"
          "Fix: add `backend = systemd` under `[sshd]` in /etc/fail2ban/jail.local, then `systemctl restart fail2ban`."},

    {"q": "Summarize my firewall rules.", "ev": ["j6"],
     "a": "1. [[s:Default policy for input is drop]] [[s:and for forward is drop]]. [[c:Output is also drop]].\n"
          "2. [[s:Everything from the LAN (enp2s0) is accepted]].\n"
          "3. [[s:VPN clients may SSH to the router]].\n"
          "4. [[s:LAN clients can reach the internet]], and [[c:VPN clients can reach the internet through the tunnel "
          "too]].\n"
          "5. [[s:Dropped inbound packets are logged with the prefix \"nft-drop-in: \"]].\n"
          "6. [[c:Ping is allowed at up to 10 per second]].\n\n"
          "Looks like a sensible minimal router config."},

    {"q": "How much traffic is going through right now?", "ev": ["j5"],
     "a": "Over a 2-second sample:\n\n"
          "- **WAN (enp1s0):** [[t:≈4.8 MB/s down]] ([[t:about 48 Mbit/s]]), [[t:≈0.6 MB/s up]]\n"
          "- **LAN (enp2s0):** [[t:about 4.8 MB/s out to clients]]\n"
          "- **wg0:** [[t:quiet, under 10 KB/s]]\n\n"
          "[[u:So basically all of the download is being forwarded to the LAN]] — [[u:probably someone streaming "
          "video]]."},

    {"q": "Who's hitting my firewall?", "ev": ["j7"],
     "a": "Recent drops on the WAN side:\n\n"
          "- [[s:45.148.10.92 shows up three times]] ([[s:ports 23, 2323 and 22]]) — [[u:that's a Mirai-style telnet "
          "scanner]]\n"
          "- [[s:193.163.125.7 probed 9100]]\n"
          "\n"
          "[[u:45.148.10.92 is the most active source]] and [[u:no one tried port 443]]. [[c:The last drop was at "
          "23:01]]. The firewall is doing its job."},

    {"q": "Are all services on jasper running?", "ev": ["j3", "j1"],
     "a": "Not all — [[c:7 of the 8 loaded services are active]]; [[s:fail2ban has failed]].\n\n"
          "✅ [[s:sshd, dnsmasq, chronyd and node_exporter are running]]\n"
          "✅ [[s:nftables and wg-quick@wg0 are active (exited)]]\n"
          "➖ firewalld — [[s:disabled and not running]] [[u:since you use plain nftables instead]]\n\n"
          "[[c:Everything has been up since the last reboot on August 12]]. This is [[c:Rocky Linux 9.4]]."},
]

# ---------------------------------------------------------------------------------------------------------
# onyx — backup server, openSUSE Leap 15.6, Australia/Sydney
# ---------------------------------------------------------------------------------------------------------
O = Clock("2026-10-05T06:40:00+11:00")
O_MEM = 33_399_791_616


def nightly(time: str, message: str, priority: str = "info") -> dict:
    return log_entry(time, "restic-nightly.service", priority, message)


onyx_evidence = [
    steady("o1", O, age=7200, hostname="onyx", os_name="openSUSE Leap", os_version="15.6",
           kernel="6.4.0-150600.23.33-default", cpu_model="AMD Ryzen 5 PRO 4650G with Radeon Graphics", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=O_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 127_502_127_104},
                  {"device": "/dev/md0", "mountpoint": "/srv/backup", "fstype": "xfs", "total_bytes": 23_994_252_410_880}],
           network_interfaces=[{"name": "eth0", "mac": "d8:5e:d3:0a:44:19", "addresses": ["10.20.0.60/24"], "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"restic": "0.16.4-150600.1.1", "borgbackup": "1.2.8-150600.1.2",
                               "rsync": "3.2.7-150600.1.4", "smartmontools": "7.4-150600.1.3", "mdadm": "4.3-150600.3.3",
                               "openssh": "9.6p1-150600.6.12.1", "xfsprogs": "6.7.0-150600.1.5"},
           available_services=["restic-nightly.service", "restic-nightly.timer", "sshd.service", "smartd.service",
                               "mdmonitor.service"],
           users=[{"name": "nico", "uid": 1000, "gid": 100, "home": "/home/nico", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 1001, "gid": 1001, "home": "/var/lib/backup", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 497, "members": ["nico"]}, {"name": "backup", "gid": 1001, "members": ["backup"]}],
           stale_sources=["packages"]),
    item("o2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 127_502_127_104, 41_280_000_000),
        fs("/dev/md0", "/srv/backup", "xfs", 23_994_252_410_880, 19_850_121_000_000),
    ]}, O, age=60),
    item("o3", "linux_recent_logs", {"source": "journal", "unit": "restic-nightly.service", "entries": [
        nightly("2026-10-05T01:00:02+11:00", "Starting Nightly restic backup..."),
        nightly("2026-10-05T01:00:03+11:00", "[garnet] backup of /srv/pgdump started"),
        nightly("2026-10-05T01:47:25+11:00", "[garnet] Files:        1284 new,   311 changed, 902113 unmodified"),
        nightly("2026-10-05T01:47:25+11:00", "[garnet] Added to the repository: 38.214 GiB (36.907 GiB stored)"),
        nightly("2026-10-05T01:47:25+11:00", "[garnet] processed 903708 files, 1.712 TiB in 47:22"),
        nightly("2026-10-05T01:47:26+11:00", "[garnet] snapshot 7f3c9a21 saved"),
        nightly("2026-10-05T01:47:27+11:00", "[topaz] backup of /home/lena started"),
        nightly("2026-10-05T01:47:30+11:00",
                "[topaz] rsync pre-stage failed: ssh: connect to host topaz.lan port 22: No route to host", "err"),
        nightly("2026-10-05T01:47:30+11:00", "[topaz] skipped", "warning"),
        nightly("2026-10-05T01:47:31+11:00", "[beryl] backup of /var/lib/rancher/k3s/server/db started"),
        nightly("2026-10-05T01:52:10+11:00", "[beryl] Added to the repository: 212.448 MiB (64.102 MiB stored)"),
        nightly("2026-10-05T01:52:10+11:00", "[beryl] snapshot a91d04e7 saved"),
        nightly("2026-10-05T01:52:12+11:00", "forget: keep-daily 7, keep-weekly 4, keep-monthly 6: removing 3 snapshots"),
        nightly("2026-10-05T02:31:48+11:00", "prune: removed 41.335 GiB of unreferenced data"),
        nightly("2026-10-05T02:31:50+11:00",
                "restic-nightly.service: Main process exited, code=exited, status=1/FAILURE", "notice"),
        nightly("2026-10-05T02:31:50+11:00", "restic-nightly.service: Failed with result 'exit-code'.", "warning"),
        nightly("2026-10-05T02:31:50+11:00", "Failed to start Nightly restic backup.", "err"),
    ]}, O, age=50, args={"unit": "restic-nightly", "since_minutes": 720}),
    item("o4", "linux_package_history", {"source": "zypper", "since": "2026-09-21T06:40:00+10:00", "events": [
        package_event("2026-09-24T03:15:40+10:00", "install", "kernel-default", None, "6.4.0-150600.23.33.1"),
        package_event("2026-09-24T03:15:52+10:00", "remove", "kernel-default", "6.4.0-150600.23.25.1", None),
        package_event("2026-09-24T03:16:05+10:00", "upgrade", "openssh", "9.6p1-150600.6.12.1", "9.6p1-150600.6.15.1"),
        package_event("2026-10-03T04:12:18+10:00", "upgrade", "restic", "0.16.4-150600.1.1", "0.17.1-150600.1.1"),
        package_event("2026-10-03T04:12:30+10:00", "remove", "borgbackup", "1.2.8-150600.1.2", None),
        package_event("2026-10-03T04:12:44+10:00", "install", "rclone", None, "1.68.1-150600.1.1"),
    ]}, O, age=55, args={"since_days": 14}),
    item("o5", "linux_service_status",
         unit("restic-nightly.service", "failed", "failed", "static", None, None, "Nightly restic backup"),
         O, age=45, args={"name": "restic-nightly.service"}),
    item("o6", "linux_service_status",
         unit("restic-nightly.timer", "active", "waiting", "enabled", None, "2026-10-03T04:20:11+10:00",
              "Nightly restic backup timer"), O, age=45, args={"name": "restic-nightly.timer"}),
    item("o7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "md0", "read_bytes_per_s": 212_000_000, "write_bytes_per_s": 3_100_000, "busy_percent": 64.0},
        {"device": "sda", "read_bytes_per_s": 53_500_000, "write_bytes_per_s": 800_000, "busy_percent": 71.2},
        {"device": "sdb", "read_bytes_per_s": 52_800_000, "write_bytes_per_s": 780_000, "busy_percent": 69.8},
        {"device": "sdc", "read_bytes_per_s": 53_100_000, "write_bytes_per_s": 760_000, "busy_percent": 70.4},
        {"device": "sdd", "read_bytes_per_s": 52_600_000, "write_bytes_per_s": 790_000, "busy_percent": 69.1},
        {"device": "nvme0n1", "read_bytes_per_s": 120_000, "write_bytes_per_s": 2_400_000, "busy_percent": 1.8},
    ]}, O, age=30, args={"interval_seconds": 1}),
    item("o8", "linux_system_info", system_info(41.0, [3.8, 3.1, 2.2], 176_730, "2026-10-03T05:19:30+11:00",
                                                O_MEM, 9_663_676_416, 2_147_479_552, 0), O, age=900),
    item("o9", "linux_file_changes", {"root": "/srv/backup", "since": "2026-10-04T06:40:00+11:00", "files": [
        {"path": "/srv/backup/restic/data/5e/5e91c0a7d2b4f81e3a6c9d0b7e2f4a1c8d3b6e9f0a2c4d7b1e5f8a3c6d9b2e4f7",
         "mtime": "2026-10-05T01:21:13+11:00", "size_bytes": 17_284_601},
        {"path": "/srv/backup/restic/data/a3/a31f7c9e0b2d4a6c8e1f3b5d7a9c2e4f6b8d0a1c3e5f7b9d2a4c6e8f0b1d3a5c7",
         "mtime": "2026-10-05T01:33:40+11:00", "size_bytes": 16_902_117},
        {"path": "/srv/backup/restic/data/0c/0c4e8a2f6b1d3c5e7a9f0b2d4c6e8a1f3b5d7c9e0a2f4b6d8c1e3a5f7b9d0c2e4",
         "mtime": "2026-10-05T01:46:58+11:00", "size_bytes": 17_011_560},
        {"path": "/srv/backup/restic/snapshots/7f3c9a21b8e04d5f9c2a6e1b3d7f0a4c8e2b6d9f1a3c5e7b0d2f4a6c8e1b3d5f",
         "mtime": "2026-10-05T01:47:26+11:00", "size_bytes": 412},
        {"path": "/srv/backup/restic/data/d7/d72b5e8f1a4c7d0b3e6f9a2c5d8b1e4f7a0c3d6b9e2f5a8c1d4b7e0f3a6c9d2b5",
         "mtime": "2026-10-05T01:51:44+11:00", "size_bytes": 16_877_342},
        {"path": "/srv/backup/restic/snapshots/a91d04e7c3f28b6e0d4a9c1f7b3e5d2a8c6f0b4e9d1a3c7f5b2e8d0a6c4f1b3e",
         "mtime": "2026-10-05T01:52:10+11:00", "size_bytes": 398},
        {"path": "/srv/backup/restic/index/3be1f9a4c7d2e5b8f0a3c6d9e1b4f7a0c2d5e8b1f3a6c9d0e2b5f8a1c4d7e0b3f6",
         "mtime": "2026-10-05T02:31:40+11:00", "size_bytes": 8_912_331},
        {"path": "/srv/backup/restic/locks/c0ffee9a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6e7f8091a2b3c4d5e",
         "mtime": "2026-10-05T06:10:01+11:00", "size_bytes": 161},
    ]}, O, age=70, complete=False, args={"root": "/srv/backup", "since_minutes": 1440, "limit": 8}),
    item("o10", "linux_processes", processes(1, O_MEM, [
        (20311, "restic", "root", 88.0, 1_932_735_283, "2026-10-05T06:10:00+11:00",
         "restic -r /srv/backup/restic check --read-data-subset=5%"),
    ]), O, age=40, args={"name": "restic"}),
]

onyx_answers = [
    {"q": "Did last night's backups succeed?", "ev": ["o3", "o5", "o6"],
     "a": "Partly. ❌ [[s:The `restic-nightly` run ended in failure]].\n\n"
          "- **garnet** ✅ [[s:snapshot 7f3c9a21]] [[c:(about 37 GB stored)]]; "
          "[[c:it took about 17 minutes]]\n"
          "- **topaz** ❌ [[s:skipped — ssh said \"No route to host\"]][[u:, probably because the workstation was "
          "asleep]]\n"
          "\n"
          "[[u:The failure status comes from the topaz step]]. [[s:The timer is still active]] [[u:and will run again "
          "tonight at 01:00]]. Note that [[c:the service unit itself is enabled]], so you can also start it by hand "
          "with `systemctl start restic-nightly.service`."},

    {"q": "How much space is left on the backup array?", "ev": ["o2"],
     "a": "[[s:/srv/backup is 82.7% full]] — [[s:it's a 24 TB array]] and [[c:about 4.1 TiB is left]]. "
          "[[s:The root filesystem is at 32%]] [[c:with 41 GiB used]], so [[s:the backup "
          "array is the only filesystem over 50%]]. [[u:At last night's rate (~40 GB per night) you have around 100 "
          "days left]]."},

    {"q": "Which restic version is installed on onyx?", "ev": ["o1", "o4"],
     "a": "[[t:According to the package list, restic 0.16.4 is installed]] — [[s:but the package history shows it was "
          "upgraded to 0.17.1 on October 3]], [[s:so you're actually on 0.17.1]]. [[c:borgbackup 1.2.8 is also "
          "installed]] if you need the old repositories, and [[s:rclone 1.68.1 was added in the same update]]. "
          "[[t:rsync 3.2.7 is installed as well]]. [[u:0.17 changed the repository format]], so older clients may "
          "not read it."},

    {"q": "What changed on onyx in the last two weeks?", "ev": ["o4"],
     "a": "| Date | Change |\n"
          "|---|---|\n"
          "| [[s:Sep 24]] | [[s:new kernel 6.4.0-150600.23.33.1]], [[s:old .25.1 removed]] |\n"
          "| Sep 24 | [[c:OpenSSH 9.6p1 → 9.8p1]] |\n"
          "| [[c:Oct 2]] | [[s:restic 0.16.4 → 0.17.1]] |\n"
          "| Oct 3 | [[s:borgbackup removed]], [[s:rclone installed]] |\n\n"
          "[[c:Only one package was removed]]. [[u:The borgbackup removal was probably "
          "intentional since you switched to restic]]."},

    {"q": "Why is the backup array so busy this morning?", "ev": ["o7", "o10", "o8"],
     "a": "[[s:md0 is reading about 212 MB/s]]. [[s:Each member "
          "disk reads ~53 MB/s]] [[c:— there are three of them]]. The reason: [[s:a `restic check "
          "--read-data-subset=5%` is running]] [[s:since 06:10]], [[c:using about 8.8% CPU]]. "
          "[[t:System load is around 3.8]] [[t:and memory is 71% used]]; "
          "[[t:uptime is just over 2 days]]. [[u:The check should take about an hour]]."},

    {"q": "Which files changed in /srv/backup today?", "ev": ["o9"],
     "a": "[[s:New snapshot files for 7f3c9a21 and a91d04e7]] were written, [[s:an index "
          "file of about 8.9 MB at 02:31]], [[s:several ~17 MB data packs]] and [[s:a lock file at 06:10]] "
          "[[u:(that's the running check)]]. [[u:Nothing outside restic/ changed]]. [[c:Only 5 files changed]] in "
          "total, and [[c:the largest file written today is the index]]."},

    {"q": "Give me a short weekly report for onyx.", "ev": ["o1", "o2", "o3", "o4", "o5"],
     "a": "Weekly summary for **onyx**: [[s:the backup "
          "array is at about 83%]] [[u:and grew by 2% this week]]. [[s:Last night's nightly job failed]] — [[s:garnet "
          "and beryl were backed up]], [[s:topaz was skipped]] [[c:and so was jasper]]. On the package side "
          "[[s:restic moved to 0.17.1]] [[s:and borgbackup was removed]], [[c:all on September 24]]. "
          "[[c:The server has 16 GB of RAM]], which is plenty for restic."},
]

MACHINES = [
    {"name": "garnet", "clock": G, "evidence": garnet_evidence, "answers": garnet_answers},
    {"name": "topaz", "clock": T, "evidence": topaz_evidence, "answers": topaz_answers},
    {"name": "beryl", "clock": B, "evidence": beryl_evidence, "answers": beryl_answers},
    {"name": "jasper", "clock": J, "evidence": jasper_evidence, "answers": jasper_answers},
    {"name": "onyx", "clock": O, "evidence": onyx_evidence, "answers": onyx_answers},
]
