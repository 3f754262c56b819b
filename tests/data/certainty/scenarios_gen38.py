"""38th generation (written blind by a helper who saw neither the wrapper nor the other generations).

Five machines named after Vedic deities, in five time zones, answered the way small local models answer.

indra — a Fedora 41 KDE gaming and development desktop in Berlin (+01:00), Ryzen 7 7800X3D with 31.1 GiB of
MemTotal. Evidence: steady state (running kernel 6.12.9, kernel-core 6.12.11 installed), system info (uptime
3 days 5 hours), processes sorted by memory (a Wine game on top), disk usage of a btrfs root and a 1 TB ext4
games disk, a week of dnf package history (a new kernel installed and the oldest removed, mesa and firefox
upgraded, mangohud installed), and warning-level journal lines (an amdgpu ring timeout, a bluetooth failure).

varuna — an Ubuntu 24.04 LTS API server in São Paulo (-03:00): nginx in front of a gunicorn app
(`ledger-api`) and PostgreSQL 16. Evidence: steady state, every service's status (ledger-worker failed),
listening sockets and connections, nginx error lines and the app's journal around a SIGKILLed worker, disk
usage, two weeks of dpkg history (postgresql 16.6 → 16.8, nginx, openssl, a new 6.8.0-55 kernel while -52
runs), processes sorted by CPU, and a system-info reading taken seven minutes before the answers (stale).

agni — a Debian 12 home server in Melbourne (+11:00) running its services in rootful Podman: Jellyfin,
Immich (server, machine learning, postgres, redis), Caddy, Vaultwarden, an exited paperless-ngx and a
restarting uptime-kuma. Evidence: steady state, containers (all), system info, disk usage (SSD root, 8 TB
media disk, 4 TB backup disk), processes by memory, uptime-kuma's log lines, a month of dpkg history
(kernel 6.1.0-30 installed after the last boot), plus one container listing 20 minutes old (stale).

surya — a three-node k3s cluster's server, a Raspberry Pi 5 on Ubuntu 22.04 (aarch64) in Kolkata (+05:30).
Evidence: steady state, nodes (pi-w2 NotReady, on an older kubelet), pods in every namespace (zigbee2mqtt in
CrashLoopBackOff), deployments, system info, the k3s unit, k3s journal lines about pi-w2, and a pod listing
taken 12 minutes before the answer (stale).

vayu — a Rocky Linux 9.5 mail server (VPS) in Chicago (-06:00): Postfix, Dovecot, Rspamd, Redis, with
fail2ban failed after last night's updates. Evidence: steady state (and a copy whose `packages` and `users`
sources are stale), all services, listening sockets and connections, fail2ban's journal, a cut list of
maillog rejections, ten days of dnf history (new kernel not yet booted), system info and disk usage.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# indra — Fedora 41 desktop, Europe/Berlin
# ---------------------------------------------------------------------------------------------------------
IC = Clock("2026-02-14T21:40:00+01:00")
I_MEM = 33_396_588_544  # 31.10 GiB MemTotal (32 GB installed)
I_ROOT_TOTAL = 1_998_694_907_904
I_GAMES_TOTAL = 1_000_203_091_968

INDRA_EVIDENCE = [
    steady("s1", IC, age=1500, hostname="indra", os_name="Fedora Linux", os_version="41",
           os_codename=None, kernel="6.12.9-200.fc41.x86_64",
           cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=I_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": I_ROOT_TOTAL},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": I_ROOT_TOTAL},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/mnt/games", "fstype": "ext4",
                   "total_bytes": I_GAMES_TOTAL}],
           network_interfaces=[
               {"name": "enp14s0", "mac": "9c:6b:00:4a:11:e2", "addresses": ["192.168.178.42/24"], "is_up": True},
               {"name": "wlp15s0", "mac": "c8:94:02:7d:3a:10", "addresses": [], "is_up": False}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="rpm",
           installed_packages={"kernel-core": "6.12.11-200.fc41", "mesa-vulkan-drivers": "24.3.4-1.fc41",
                               "firefox": "135.0-1.fc41", "steam": "1.0.0.81-1.fc41", "code": "1.97.1-1739206400.el8",
                               "podman": "5.3.2-1.fc41", "gamemode": "1.8.2-1.fc41", "mangohud": "0.7.2-3.fc41",
                               "python3": "3.13.1-2.fc41"},
           available_services=["sshd.service", "bluetooth.service", "podman.service", "libvirtd.service",
                               "NetworkManager.service"],
           users=[{"name": "kavya", "uid": 1000, "gid": 1000, "home": "/home/kavya", "shell": "/usr/bin/zsh"},
                  {"name": "jonas", "uid": 1001, "gid": 1001, "home": "/home/jonas", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kavya"]},
                   {"name": "libvirt", "gid": 973, "members": ["kavya"]},
                   {"name": "video", "gid": 39, "members": ["jonas"]},
                   {"name": "gamemode", "gid": 962, "members": ["kavya", "jonas"]}]),
    item("e2", "linux_system_info", system_info(
        38.5, [4.12, 3.87, 2.95], 278_430, "2026-02-11T16:19:00+01:00", I_MEM, 15_246_999_552,
        8 * GiB, 1_181_116_006), IC, age=30),
    item("e3", "linux_processes", processes(412, I_MEM, [
        (24811, "Cyberpunk2077.e", "kavya", 92.4, 10_522_460_160, "2026-02-14T20:05:12+01:00",
         "Z:\\games\\Cyberpunk 2077\\bin\\x64\\Cyberpunk2077.exe"),
        (3377, "firefox", "kavya", 6.1, 2_254_857_830, "2026-02-11T16:22:40+01:00", "/usr/lib64/firefox/firefox"),
        (5120, "code", "kavya", 1.2, 1_395_864_371, "2026-02-12T09:14:03+01:00", "/usr/share/code/code --type=renderer"),
        (24790, "steamwebhelper", "kavya", 3.3, 612_368_384, "2026-02-14T20:04:51+01:00",
         "/home/kavya/.local/share/Steam/ubuntu12_64/steamwebhelper"),
        (1805, "plasmashell", "kavya", 1.8, 583_008_256, "2026-02-11T16:20:11+01:00", "/usr/bin/plasmashell"),
        (1650, "kwin_wayland", "kavya", 7.9, 402_653_184, "2026-02-11T16:20:02+01:00", "/usr/bin/kwin_wayland"),
    ]), IC, age=35, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", I_ROOT_TOTAL, 1_412_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", I_ROOT_TOTAL, 1_412_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 19_922_944),
        fs("/dev/nvme1n1p1", "/mnt/games", "ext4", I_GAMES_TOTAL, 871_000_000_000),
    ]}, IC, age=40),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-02-09T18:31:02+01:00", "upgrade", "firefox", "134.0.2-1.fc41", "135.0-1.fc41"),
        package_event("2026-02-13T19:02:17+01:00", "install", "kernel-core", None, "6.12.11-200.fc41"),
        package_event("2026-02-13T19:02:19+01:00", "install", "kernel-modules", None, "6.12.11-200.fc41"),
        package_event("2026-02-13T19:02:40+01:00", "upgrade", "mesa-vulkan-drivers", "24.3.3-2.fc41", "24.3.4-1.fc41"),
        package_event("2026-02-13T19:02:41+01:00", "upgrade", "mesa-dri-drivers", "24.3.3-2.fc41", "24.3.4-1.fc41"),
        package_event("2026-02-13T19:03:05+01:00", "remove", "kernel-core", "6.12.5-200.fc41", None),
        package_event("2026-02-14T11:47:30+01:00", "install", "mangohud", None, "0.7.2-3.fc41"),
    ]}, IC, age=60, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-14T20:41:09+01:00", "kernel", "err",
                  "amdgpu 0000:03:00.0: [drm:amdgpu_job_timedout [amdgpu]] *ERROR* ring gfx_0.0.0 timeout, signaled seq=482113, emitted seq=482115"),
        log_entry("2026-02-14T20:41:11+01:00", "kernel", "warning",
                  "amdgpu 0000:03:00.0: amdgpu: GPU reset begin!"),
        log_entry("2026-02-14T20:41:13+01:00", "kernel", "warning",
                  "amdgpu 0000:03:00.0: amdgpu: GPU reset(2) succeeded!"),
        log_entry("2026-02-14T21:02:55+01:00", "bluetooth.service", "err",
                  "src/profiles/audio/a2dp.c:a2dp_select_capabilities() Unable to select SEP"),
        log_entry("2026-02-14T21:18:30+01:00", "kernel", "warning",
                  "nvme nvme1: I/O tag 412 (c19c) QID 3 timeout, completion polled"),
    ]}, IC, age=50, args={"since_minutes": 120, "priority": "warning"}),
]

INDRA = {"name": "indra", "clock": IC, "evidence": INDRA_EVIDENCE, "answers": []}

# ---------------------------------------------------------------------------------------------------------
# varuna — Ubuntu 24.04 API server, America/Sao_Paulo
# ---------------------------------------------------------------------------------------------------------
VC = Clock("2026-03-03T14:20:00-03:00")
V_MEM = 67_118_829_568  # 62.51 GiB
V_ROOT = 479_850_000_000
V_PG = 1_919_850_000_000

VARUNA_EVIDENCE = [
    steady("s1", VC, age=2400, hostname="varuna", domain="ledger.example.net", os_name="Ubuntu",
           os_version="24.04", os_codename="noble", kernel="6.8.0-52-generic",
           cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=V_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": V_ROOT},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "ext4", "total_bytes": V_PG}],
           network_interfaces=[
               {"name": "eno1", "mac": "3c:ec:ef:10:22:01", "addresses": ["203.0.113.37/24"], "is_up": True},
               {"name": "eno2", "mac": "3c:ec:ef:10:22:02", "addresses": ["10.20.0.5/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.24.0-2ubuntu7.3", "postgresql-16": "16.8-0ubuntu0.24.04.1",
                               "openssl": "3.0.13-0ubuntu3.5", "python3": "3.12.3-0ubuntu2",
                               "prometheus-node-exporter": "1.7.0-1ubuntu0.3", "certbot": "2.9.0-1",
                               "linux-image-6.8.0-52-generic": "6.8.0-52.53",
                               "linux-image-6.8.0-55-generic": "6.8.0-55.57"},
           available_services=["nginx.service", "postgresql@16-main.service", "ledger-api.service",
                               "ledger-worker.service", "ssh.service", "prometheus-node-exporter.service",
                               "certbot.service", "unattended-upgrades.service"],
           users=[{"name": "mariana", "uid": 1000, "gid": 1000, "home": "/home/mariana", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "ledger", "uid": 997, "gid": 997, "home": "/srv/ledger", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mariana"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "mariana"]},
                   {"name": "ledger", "gid": 997, "members": ["deploy"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
    item("e1", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", pid=1187, since="2026-02-27T03:12:40-03:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("postgresql@16-main.service", "active", "running", pid=1203, since="2026-02-27T03:12:44-03:00",
             desc="PostgreSQL Cluster 16-main"),
        unit("ledger-api.service", "active", "running", pid=48812, since="2026-03-03T13:58:07-03:00",
             desc="Ledger API (gunicorn)"),
        unit("ledger-worker.service", "failed", "failed", pid=None, since=None, desc="Ledger background jobs"),
        unit("ssh.service", "active", "running", pid=902, since="2026-02-10T05:40:19-03:00",
             desc="OpenBSD Secure Shell server"),
        unit("prometheus-node-exporter.service", "active", "running", pid=911, since="2026-02-10T05:40:20-03:00",
             desc="Prometheus exporter for machine metrics"),
        unit("certbot.service", "inactive", "dead", ufs="static", desc="Certbot"),
        unit("unattended-upgrades.service", "active", "running", pid=930, since="2026-02-10T05:40:21-03:00",
             desc="Unattended Upgrades Shutdown"),
    ]}, VC, age=25),
    item("e2", "linux_network_info", {"interfaces": [
        {"name": "eno1", "mac": "3c:ec:ef:10:22:01", "addresses": ["203.0.113.37/24"], "is_up": True},
        {"name": "eno2", "mac": "3c:ec:ef:10:22:02", "addresses": ["10.20.0.5/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 902, "sshd"),
            listener(80, "0.0.0.0", 1187, "nginx"),
            listener(443, "0.0.0.0", 1187, "nginx"),
            listener(5432, "127.0.0.1", 1203, "postgres"),
            listener(5432, "10.20.0.5", 1203, "postgres"),
            listener(8000, "127.0.0.1", 48812, "gunicorn"),
            listener(9100, "0.0.0.0", 911, "prometheus-node"),
            listener(53, "127.0.0.53", 611, "systemd-resolve", proto="udp"),
        ],
        "connections": [
            connection("127.0.0.1:41822", "127.0.0.1:8000", 1190, "nginx"),
            connection("127.0.0.1:41830", "127.0.0.1:8000", 1190, "nginx"),
            connection("127.0.0.1:41844", "127.0.0.1:8000", 1191, "nginx"),
            connection("127.0.0.1:50112", "127.0.0.1:5432", 48830, "gunicorn"),
            connection("127.0.0.1:50118", "127.0.0.1:5432", 48831, "gunicorn"),
            connection("10.20.0.5:5432", "10.20.0.9:51422", 51001, "postgres"),
            connection("203.0.113.37:22", "198.51.100.23:60514", 50210, "sshd"),
            connection("203.0.113.37:443", "177.71.9.14:52210", 1190, "nginx"),
        ]}, VC, age=20),
    item("e3", "linux_recent_logs", {"source": "file", "unit": "nginx.service", "entries": [
        log_entry("2026-03-03T13:41:17-03:00", "nginx.service", "err",
                  "upstream timed out (110: Connection timed out) while reading response header from upstream, client: 177.71.9.14, server: api.ledger.example.net, request: \"POST /v1/reports/export HTTP/1.1\", upstream: \"http://127.0.0.1:8000/v1/reports/export\""),
        log_entry("2026-03-03T13:52:40-03:00", "nginx.service", "err",
                  "upstream timed out (110: Connection timed out) while reading response header from upstream, client: 189.4.77.120, server: api.ledger.example.net, request: \"POST /v1/reports/export HTTP/1.1\""),
        log_entry("2026-03-03T13:58:03-03:00", "nginx.service", "err",
                  "connect() failed (111: Connection refused) while connecting to upstream, client: 177.71.9.14, server: api.ledger.example.net, request: \"GET /v1/accounts HTTP/1.1\""),
        log_entry("2026-03-03T14:09:22-03:00", "nginx.service", "err",
                  "upstream timed out (110: Connection timed out) while reading response header from upstream, client: 200.147.3.9, server: api.ledger.example.net, request: \"POST /v1/reports/export HTTP/1.1\""),
    ]}, VC, age=40, args={"unit": "nginx", "since_minutes": 60, "priority": "err"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "ledger-api.service", "entries": [
        log_entry("2026-03-03T13:57:51-03:00", "ledger-api.service", "err",
                  "[CRITICAL] WORKER TIMEOUT (pid:48790)"),
        log_entry("2026-03-03T13:57:52-03:00", "ledger-api.service", "err",
                  "[ERROR] Worker (pid:48790) was sent SIGKILL! Perhaps out of memory?"),
        log_entry("2026-03-03T13:58:02-03:00", "ledger-api.service", "info", "[INFO] Shutting down: Master"),
        log_entry("2026-03-03T13:58:07-03:00", "ledger-api.service", "info", "[INFO] Starting gunicorn 22.0.0"),
        log_entry("2026-03-03T13:58:07-03:00", "ledger-api.service", "info",
                  "[INFO] Listening at: http://127.0.0.1:8000 (48812)"),
        log_entry("2026-03-03T13:58:08-03:00", "ledger-api.service", "info", "[INFO] Booting worker with pid: 48830"),
        log_entry("2026-03-03T13:58:08-03:00", "ledger-api.service", "info", "[INFO] Booting worker with pid: 48831"),
    ]}, VC, age=45, args={"unit": "ledger-api", "since_minutes": 30}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", V_ROOT, 301_400_000_000),
        fs("/dev/md1", "/var/lib/postgresql", "ext4", V_PG, 1_612_700_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
    ]}, VC, age=30),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-02-24T06:14:02-03:00", "upgrade", "openssl", "3.0.13-0ubuntu3.4", "3.0.13-0ubuntu3.5"),
        package_event("2026-02-24T06:14:03-03:00", "upgrade", "libssl3t64", "3.0.13-0ubuntu3.4", "3.0.13-0ubuntu3.5"),
        package_event("2026-02-27T03:09:31-03:00", "install", "linux-image-6.8.0-55-generic", None, "6.8.0-55.57"),
        package_event("2026-02-27T03:10:48-03:00", "upgrade", "postgresql-16", "16.6-0ubuntu0.24.04.1",
                      "16.8-0ubuntu0.24.04.1"),
        package_event("2026-02-27T03:12:35-03:00", "upgrade", "nginx", "1.24.0-2ubuntu7.1", "1.24.0-2ubuntu7.3"),
        package_event("2026-02-27T03:12:36-03:00", "upgrade", "nginx-common", "1.24.0-2ubuntu7.1", "1.24.0-2ubuntu7.3"),
    ]}, VC, age=90, args={"since_days": 14}),
    item("e7", "linux_system_info", system_info(
        71.0, [9.84, 6.02, 3.77], 1_845_240, "2026-02-10T05:39:00-03:00", V_MEM, 7_301_234_688,
        4 * GiB, 3_113_851_289), VC, age=420),
    item("e8", "linux_processes", processes(268, V_MEM, [
        (48830, "gunicorn", "ledger", 96.8, 9_985_638_400, "2026-03-03T13:58:08-03:00",
         "/srv/ledger/venv/bin/python3 /srv/ledger/venv/bin/gunicorn -w 2 -b 127.0.0.1:8000 ledger.wsgi"),
        (51001, "postgres", "postgres", 41.3, 1_288_490_188, "2026-03-03T14:11:40-03:00",
         "postgres: 16/main: reporting ledger 10.20.0.9(51422) SELECT"),
        (48831, "gunicorn", "ledger", 12.0, 1_503_238_553, "2026-03-03T13:58:08-03:00",
         "/srv/ledger/venv/bin/python3 /srv/ledger/venv/bin/gunicorn -w 2 -b 127.0.0.1:8000 ledger.wsgi"),
        (1190, "nginx", "www-data", 0.9, 41_943_040, "2026-02-27T03:12:40-03:00", "nginx: worker process"),
        (1203, "postgres", "postgres", 0.3, 230_686_720, "2026-02-27T03:12:44-03:00",
         "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main"),
    ]), VC, age=30, args={"sort": "cpu", "limit": 5}, complete=False),
]

VARUNA = {"name": "varuna", "clock": VC, "evidence": VARUNA_EVIDENCE, "answers": []}

# ---------------------------------------------------------------------------------------------------------
# agni — Debian 12 home server with Podman, Australia/Melbourne
# ---------------------------------------------------------------------------------------------------------
AC = Clock("2026-01-18T09:15:00+11:00")
A_MEM = 16_611_000_320  # 15.47 GiB
A_ROOT = 239_000_000_000
A_MEDIA = 7_999_000_000_000
A_BACKUP = 3_999_000_000_000

_AGNI_BOXES = [
    box("a1f09c2d7e31", "jellyfin", "docker.io/jellyfin/jellyfin:10.10.3", "running", "Up 6 days",
        "2026-01-12T04:52:10+11:00", ["0.0.0.0:8096->8096/tcp"]),
    box("b77e0d1c4a92", "immich_server", "ghcr.io/immich-app/immich-server:v1.124.2", "running", "Up 2 days",
        "2026-01-16T08:40:33+11:00", ["0.0.0.0:2283->2283/tcp"]),
    box("c3de88aa0f10", "immich_machine_learning", "ghcr.io/immich-app/immich-machine-learning:v1.124.2",
        "running", "Up 2 days", "2026-01-16T08:40:31+11:00"),
    box("d410be7c9e55", "immich_postgres", "docker.io/tensorchord/pgvecto-rs:pg14-v0.2.0", "running",
        "Up 2 days (healthy)", "2026-01-16T08:40:20+11:00"),
    box("e9a2c1f03b68", "immich_redis", "docker.io/library/redis:6.2-alpine", "running", "Up 2 days (healthy)",
        "2026-01-16T08:40:19+11:00"),
    box("f0c7a9e21d44", "caddy", "docker.io/library/caddy:2.8.4", "running", "Up 6 days",
        "2026-01-12T04:52:02+11:00", ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
    box("0a5be6d71f93", "vaultwarden", "docker.io/vaultwarden/server:1.32.7", "running", "Up 6 days",
        "2026-01-12T04:52:05+11:00", ["127.0.0.1:8222->80/tcp"]),
    box("1bd4f8c02e77", "paperless-ngx", "ghcr.io/paperless-ngx/paperless-ngx:2.13.5", "exited",
        "Exited (137) 3 hours ago", "2026-01-12T04:52:08+11:00", ["0.0.0.0:8000->8000/tcp"]),
    box("2ce91a7d5b06", "uptime-kuma", "docker.io/louislam/uptime-kuma:1.23.16", "restarting",
        "Restarting (1) 12 seconds ago", "2026-01-17T21:30:45+11:00", ["0.0.0.0:3001->3001/tcp"]),
]

AGNI_EVIDENCE = [
    steady("s1", AC, age=3000, hostname="agni", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-29-amd64",
           cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6, cpu_threads=6,
           memory_total_bytes=A_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": A_ROOT},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/media", "fstype": "xfs", "total_bytes": A_MEDIA},
                  {"device": "/dev/sdc1", "mountpoint": "/srv/backup", "fstype": "ext4", "total_bytes": A_BACKUP}],
           network_interfaces=[
               {"name": "enp1s0", "mac": "6c:4b:90:5e:21:af", "addresses": ["192.168.0.50/24"], "is_up": True},
               {"name": "podman0", "mac": "de:ad:0b:1e:77:02", "addresses": ["10.88.0.1/16"], "is_up": True}],
           dns_servers=["192.168.0.1", "1.1.1.1"], default_gateway="192.168.0.1",
           installed_packages={"podman": "4.3.1+ds1-8+deb12u1", "linux-image-6.1.0-29-amd64": "6.1.123-1",
                               "linux-image-6.1.0-30-amd64": "6.1.124-1", "openssh-server": "1:9.2p1-2+deb12u4",
                               "smartmontools": "7.3-pre1-1", "restic": "0.14.0-1+b5", "mergerfs": "2.33.5-1"},
           available_services=["ssh.service", "podman.service", "smartmontools.service", "restic-backup.service",
                               "podman-auto-update.service"],
           users=[{"name": "ravi", "uid": 1000, "gid": 1000, "home": "/home/ravi", "shell": "/bin/bash"},
                  {"name": "meera", "uid": 1001, "gid": 1001, "home": "/home/meera", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1002, "gid": 1002, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ravi"]},
                   {"name": "media", "gid": 1002, "members": ["ravi", "meera", "media"]},
                   {"name": "render", "gid": 105, "members": ["media"]},
                   {"name": "backup", "gid": 34, "members": []}]),
    item("e1", "linux_containers", {"runtime": "podman", "containers": _AGNI_BOXES}, AC, age=20,
         args={"all": True}),
    item("e2", "linux_system_info", system_info(
        22.0, [1.85, 1.62, 1.40], 534_875, "2026-01-12T04:40:00+11:00", A_MEM, 4_187_593_113,
        4 * GiB, 2_899_102_924), AC, age=25),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", A_ROOT, 201_300_000_000),
        fs("/dev/sdb1", "/srv/media", "xfs", A_MEDIA, 6_480_000_000_000),
        fs("/dev/sdc1", "/srv/backup", "ext4", A_BACKUP, 3_710_000_000_000),
    ]}, AC, age=30),
    item("e4", "linux_processes", processes(287, A_MEM, [
        (41822, "python", "root", 3.0, 3_113_851_289, "2026-01-16T08:40:40+11:00",
         "python -m immich_ml"),
        (2288, "jellyfin", "media", 41.7, 1_717_986_918, "2026-01-12T04:52:12+11:00",
         "/jellyfin/jellyfin --datadir /config --cachedir /cache --ffmpeg /usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (41610, "postgres", "999", 0.7, 1_181_116_006, "2026-01-16T08:40:22+11:00",
         "postgres -c shared_preload_libraries=vectors.so"),
        (41790, "immich", "root", 5.2, 817_889_280, "2026-01-16T08:40:36+11:00", "immich"),
        (2101, "caddy", "root", 0.1, 62_914_560, "2026-01-12T04:52:03+11:00",
         "caddy run --config /etc/caddy/Caddyfile"),
    ]), AC, age=30, args={"sort": "memory", "limit": 5}, complete=False),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-01-18T09:12:31+11:00", "libpod-2ce91a7d5b06.scope", "info",
                  "==> Performing startup jobs and maintenance tasks"),
        log_entry("2026-01-18T09:12:33+11:00", "libpod-2ce91a7d5b06.scope", "err",
                  "[DB] Error: SQLITE_CORRUPT: database disk image is malformed"),
        log_entry("2026-01-18T09:12:33+11:00", "libpod-2ce91a7d5b06.scope", "err",
                  "Trace: Error: SQLITE_CORRUPT: database disk image is malformed at /app/server/database.js:120"),
        log_entry("2026-01-18T09:12:34+11:00", "libpod-2ce91a7d5b06.scope", "info",
                  "[SERVER] INFO: Shutdown requested; Called signal: SIGTERM"),
        log_entry("2026-01-18T09:14:48+11:00", "libpod-2ce91a7d5b06.scope", "err",
                  "[DB] Error: SQLITE_CORRUPT: database disk image is malformed"),
    ]}, AC, age=40, args={"grep": "uptime-kuma", "since_minutes": 15}),
    item("e6", "linux_package_history", {"events": [
        package_event("2025-12-22T07:05:11+11:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u3",
                      "1:9.2p1-2+deb12u4"),
        package_event("2025-12-22T07:05:40+11:00", "install", "linux-image-6.1.0-29-amd64", None, "6.1.123-1"),
        package_event("2026-01-05T06:58:02+11:00", "upgrade", "podman", "4.3.1+ds1-8+b1", "4.3.1+ds1-8+deb12u1"),
        package_event("2026-01-14T07:02:19+11:00", "install", "linux-image-6.1.0-30-amd64", None, "6.1.124-1"),
        package_event("2026-01-14T07:02:51+11:00", "upgrade", "restic", "0.14.0-1+b4", "0.14.0-1+b5"),
    ]}, AC, age=120, args={"since_days": 30}),
    item("e7", "linux_containers", {"runtime": "podman", "containers": [
        dict(b, **({"state": "running", "status": "Up 6 days"} if b["name"] == "paperless-ngx" else {}))
        for b in _AGNI_BOXES if b["name"] != "uptime-kuma"]}, AC, age=1200, args={"all": True}),
]

AGNI = {"name": "agni", "clock": AC, "evidence": AGNI_EVIDENCE, "answers": []}

# ---------------------------------------------------------------------------------------------------------
# surya — k3s server on a Raspberry Pi 5, Asia/Kolkata
# ---------------------------------------------------------------------------------------------------------
SC = Clock("2026-04-09T11:05:00+05:30")
S_MEM = 8_245_157_888  # 7.68 GiB


def _ds_pod(name: str, ns: str, node_name: str, phase: str = "Running", restarts: int = 0, ready: bool = True,
            waiting: str | None = None, started: str = "2026-04-02T18:20:11+05:30") -> dict:
    return pod(name, ns, phase, node_name, restarts=restarts, ready=ready, waiting=waiting, started=started)


_SURYA_PODS = [
    _ds_pod("coredns-ccb96694c-7x2kq", "kube-system", "surya"),
    _ds_pod("traefik-5d45fc8cc9-lq8vn", "kube-system", "surya"),
    _ds_pod("metrics-server-7bf7d58749-2mzrd", "kube-system", "pi-w1", restarts=1),
    _ds_pod("local-path-provisioner-5cf85fd84d-r9tbw", "kube-system", "surya"),
    _ds_pod("homeassistant-6f9c8d7b5-kq4zt", "home", "pi-w1", restarts=2, started="2026-04-07T22:41:09+05:30"),
    _ds_pod("mosquitto-7d4b9c6f8-vhx2p", "home", "pi-w1"),
    _ds_pod("zigbee2mqtt-59d7b8c4f6-tn5wd", "home", "pi-w2", restarts=41, ready=False, waiting="CrashLoopBackOff"),
    _ds_pod("prometheus-server-6b8d9f5c7-zp7lm", "monitoring", "surya", started="2026-04-03T09:02:45+05:30"),
    _ds_pod("grafana-84c5d6f9b-m4wqs", "monitoring", "pi-w1"),
    _ds_pod("node-exporter-7hq2d", "monitoring", "surya"),
    _ds_pod("node-exporter-kx9vf", "monitoring", "pi-w1"),
    _ds_pod("node-exporter-p3lzn", "monitoring", "pi-w2", ready=False),
]

SURYA_EVIDENCE = [
    steady("s1", SC, age=2000, hostname="surya", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-1071-raspi", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=S_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 499_000_000_000},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 536_870_912}],
           network_interfaces=[
               {"name": "eth0", "mac": "2c:cf:67:0a:5b:31", "addresses": ["192.168.50.10/24"], "is_up": True},
               {"name": "cni0", "mac": "a2:11:5e:7c:0d:90", "addresses": ["10.42.0.1/24"], "is_up": True},
               {"name": "flannel.1", "mac": "3e:9a:44:2f:6b:18", "addresses": ["10.42.0.0/32"], "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"linux-image-5.15.0-1071-raspi": "5.15.0-1071.74", "open-iscsi": "2.1.5-1ubuntu1.1",
                               "nfs-common": "1:2.6.1-1ubuntu1.2"},
           available_services=["k3s.service", "ssh.service", "unattended-upgrades.service"],
           users=[{"name": "arjun", "uid": 1000, "gid": 1000, "home": "/home/arjun", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["arjun"]}]),
    item("e1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("surya", True, "v1.31.4+k3s1"), node("pi-w1", True, "v1.31.4+k3s1"),
        node("pi-w2", False, "v1.30.6+k3s1")]}, SC, age=20, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": _SURYA_PODS}, SC, age=25,
         args={"resource": "pods", "namespace": "all"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("coredns", "kube-system", 1, 1), deployment("traefik", "kube-system", 1, 1),
        deployment("metrics-server", "kube-system", 1, 1), deployment("local-path-provisioner", "kube-system", 1, 1),
        deployment("homeassistant", "home", 1, 1), deployment("mosquitto", "home", 1, 1),
        deployment("zigbee2mqtt", "home", 1, 0), deployment("prometheus-server", "monitoring", 1, 1),
        deployment("grafana", "monitoring", 1, 1)]}, SC, age=25, args={"resource": "deployments", "namespace": "all"}),
    item("e4", "linux_system_info", system_info(
        47.5, [2.41, 2.10, 1.96], 578_310, "2026-04-02T18:26:00+05:30", S_MEM, 2_684_354_560,
        0, 0), SC, age=30),
    item("e5", "linux_service_status", unit("k3s.service", "active", "running", pid=788,
                                            since="2026-04-02T18:26:41+05:30",
                                            desc="Lightweight Kubernetes"), SC, age=20, args={"name": "k3s"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-04-09T09:47:12+05:30", "k3s.service", "info",
                  "Node pi-w2 status is now: NodeNotReady"),
        log_entry("2026-04-09T09:47:12+05:30", "k3s.service", "warning",
                  "Failed to update lease: context deadline exceeded node=\"pi-w2\""),
        log_entry("2026-04-09T09:52:30+05:30", "k3s.service", "info",
                  "Marking pods for deletion on node pi-w2: taint node.kubernetes.io/unreachable:NoExecute"),
        log_entry("2026-04-09T10:58:03+05:30", "k3s.service", "warning",
                  "Unable to connect to agent pi-w2 (192.168.50.12:10250): dial tcp 192.168.50.12:10250: connect: no route to host"),
    ]}, SC, age=45, args={"unit": "k3s", "grep": "pi-w2", "since_minutes": 120}),
    item("e7", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        _ds_pod("homeassistant-6f9c8d7b5-kq4zt", "home", "pi-w1", restarts=2, started="2026-04-07T22:41:09+05:30"),
        _ds_pod("mosquitto-7d4b9c6f8-vhx2p", "home", "pi-w1"),
        _ds_pod("zigbee2mqtt-59d7b8c4f6-tn5wd", "home", "pi-w2", restarts=38, ready=False, waiting="CrashLoopBackOff"),
    ]}, SC, age=720, args={"resource": "pods", "namespace": "home"}),
]

SURYA = {"name": "surya", "clock": SC, "evidence": SURYA_EVIDENCE, "answers": []}

# ---------------------------------------------------------------------------------------------------------
# vayu — Rocky Linux 9.5 mail server, America/Chicago
# ---------------------------------------------------------------------------------------------------------
WC = Clock("2026-02-20T07:50:00-06:00")
W_MEM = 8_010_000_000  # 7.46 GiB
W_VMAIL = 214_748_364_800  # 200 GiB

_VAYU_STEADY = dict(
    hostname="vayu", domain="mx.okafor-lin.example", os_name="Rocky Linux", os_version="9.5",
    os_codename="Blue Onyx", kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="AMD EPYC 7B13", cpu_cores=2,
    cpu_threads=4, memory_total_bytes=W_MEM,
    disks=[{"device": "/dev/vda4", "mountpoint": "/", "fstype": "xfs", "total_bytes": 80_000_000_000},
           {"device": "/dev/vda3", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
           {"device": "/dev/vdb1", "mountpoint": "/var/vmail", "fstype": "xfs", "total_bytes": W_VMAIL}],
    network_interfaces=[{"name": "eth0", "mac": "56:00:05:1c:8e:4d", "addresses": ["198.51.100.60/24", "2001:db8:5:60::25/64"],
                         "is_up": True}],
    dns_servers=["127.0.0.1"], default_gateway="198.51.100.1", package_manager="rpm",
    installed_packages={"postfix": "2:3.5.25-1.el9", "dovecot": "1:2.3.16-14.el9", "rspamd": "3.11.0-1.el9",
                        "redis": "6.2.17-1.el9_5", "fail2ban": "1.1.0-6.el9", "unbound": "1.20.0-3.el9",
                        "kernel-core": "5.14.0-503.26.1.el9_5", "certbot": "3.1.0-1.el9"},
    available_services=["postfix.service", "dovecot.service", "rspamd.service", "redis.service",
                        "fail2ban.service", "unbound.service", "sshd.service", "firewalld.service",
                        "chronyd.service"],
    users=[{"name": "okafor", "uid": 1000, "gid": 1000, "home": "/home/okafor", "shell": "/bin/bash"},
           {"name": "lin", "uid": 1001, "gid": 1001, "home": "/home/lin", "shell": "/bin/zsh"},
           {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/sbin/nologin"},
           {"name": "postfix", "uid": 89, "gid": 89, "home": "/var/spool/postfix", "shell": "/sbin/nologin"},
           {"name": "dovecot", "uid": 97, "gid": 97, "home": "/usr/libexec/dovecot", "shell": "/sbin/nologin"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["okafor"]},
            {"name": "mail", "gid": 12, "members": ["postfix", "dovecot"]},
            {"name": "vmail", "gid": 5000, "members": ["dovecot"]},
            {"name": "_rspamd", "gid": 990, "members": []}],
)

_vayu_stale = steady("s2", WC, age=5400, **_VAYU_STEADY)
_vayu_stale["data"]["stale_sources"] = ["packages", "users"]

VAYU_EVIDENCE = [
    steady("s1", WC, age=1200, **_VAYU_STEADY),
    _vayu_stale,
    item("e1", "linux_service_status", {"units": [
        unit("postfix.service", "active", "running", pid=22417, since="2026-02-19T22:04:11-06:00",
             desc="Postfix Mail Transport Agent"),
        unit("dovecot.service", "active", "running", pid=22388, since="2026-02-19T22:03:58-06:00",
             desc="Dovecot IMAP/POP3 email server"),
        unit("rspamd.service", "active", "running", pid=22450, since="2026-02-19T22:04:20-06:00",
             desc="rapid spam filtering system"),
        unit("redis.service", "active", "running", pid=1021, since="2026-01-09T10:12:30-06:00",
             desc="Redis persistent key-value database"),
        unit("fail2ban.service", "failed", "failed", pid=None, since=None, desc="Fail2Ban Service"),
        unit("unbound.service", "active", "running", pid=988, since="2026-01-09T10:12:28-06:00",
             desc="Unbound recursive Domain Name Server"),
        unit("sshd.service", "active", "running", pid=1004, since="2026-01-09T10:12:29-06:00",
             desc="OpenSSH server daemon"),
        unit("firewalld.service", "active", "running", pid=870, since="2026-01-09T10:12:26-06:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("chronyd.service", "active", "running", pid=901, since="2026-01-09T10:12:27-06:00",
             desc="NTP client/server"),
    ]}, WC, age=30),
    item("e2", "linux_network_info", {"interfaces": [
        {"name": "eth0", "mac": "56:00:05:1c:8e:4d", "addresses": ["198.51.100.60/24", "2001:db8:5:60::25/64"],
         "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1004, "sshd"),
            listener(25, "0.0.0.0", 22417, "master"),
            listener(465, "0.0.0.0", 22417, "master"),
            listener(587, "0.0.0.0", 22417, "master"),
            listener(143, "0.0.0.0", 22388, "dovecot"),
            listener(993, "0.0.0.0", 22388, "dovecot"),
            listener(4190, "0.0.0.0", 22388, "dovecot"),
            listener(11332, "127.0.0.1", 22450, "rspamd"),
            listener(11333, "127.0.0.1", 22450, "rspamd"),
            listener(11334, "127.0.0.1", 22450, "rspamd"),
            listener(6379, "127.0.0.1", 1021, "redis-server"),
            listener(53, "127.0.0.1", 988, "unbound"),
            listener(53, "127.0.0.1", 988, "unbound", proto="udp"),
            listener(323, "127.0.0.1", 901, "chronyd", proto="udp"),
        ],
        "connections": [
            connection("198.51.100.60:25", "209.85.218.41:40122", 22614, "smtpd"),
            connection("198.51.100.60:993", "73.162.88.4:55310", 22690, "imap-login"),
            connection("198.51.100.60:993", "73.162.88.4:55312", 22691, "imap-login"),
            connection("198.51.100.60:993", "24.14.201.77:49822", 22702, "imap-login"),
            connection("198.51.100.60:587", "24.14.201.77:49830", 22711, "smtpd"),
            connection("127.0.0.1:52244", "127.0.0.1:11332", 22614, "smtpd"),
            connection("127.0.0.1:38120", "127.0.0.1:6379", 22450, "rspamd"),
        ]}, WC, age=20),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
        log_entry("2026-02-19T22:04:31-06:00", "fail2ban.service", "info", "Starting fail2ban-server..."),
        log_entry("2026-02-19T22:04:32-06:00", "fail2ban.service", "err",
                  "ERROR   Failed during configuration: Have not found any log file for postfix-sasl jail"),
        log_entry("2026-02-19T22:04:32-06:00", "fail2ban.service", "err",
                  "ERROR   Async configuration of server failed"),
        log_entry("2026-02-19T22:04:32-06:00", "fail2ban.service", "notice",
                  "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"),
        log_entry("2026-02-19T22:04:32-06:00", "fail2ban.service", "warning",
                  "fail2ban.service: Failed with result 'exit-code'."),
    ]}, WC, age=45, args={"unit": "fail2ban", "since_minutes": 720}),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "postfix.service", "entries": [
        log_entry("2026-02-20T07:21:09-06:00", "postfix.service", "info",
                  "postfix/smtpd[22588]: NOQUEUE: reject: RCPT from unknown[185.222.58.19]: 554 5.7.1 Service unavailable; Client host [185.222.58.19] blocked using zen.spamhaus.org"),
        log_entry("2026-02-20T07:33:47-06:00", "postfix.service", "warning",
                  "postfix/smtpd[22601]: warning: unknown[45.148.10.203]: SASL LOGIN authentication failed: UGFzc3dvcmQ6"),
        log_entry("2026-02-20T07:33:52-06:00", "postfix.service", "warning",
                  "postfix/smtpd[22601]: warning: unknown[45.148.10.203]: SASL LOGIN authentication failed: UGFzc3dvcmQ6"),
        log_entry("2026-02-20T07:41:15-06:00", "postfix.service", "info",
                  "postfix/smtpd[22640]: NOQUEUE: reject: RCPT from unknown[185.222.58.19]: 554 5.7.1 Service unavailable; Client host [185.222.58.19] blocked using zen.spamhaus.org"),
        log_entry("2026-02-20T07:46:02-06:00", "postfix.service", "warning",
                  "postfix/smtpd[22655]: warning: unknown[80.94.95.112]: SASL LOGIN authentication failed: UGFzc3dvcmQ6"),
    ]}, WC, age=50, args={"unit": "postfix", "grep": "reject|failed", "since_minutes": 60, "limit": 5},
        complete=False),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-02-12T03:15:40-06:00", "upgrade", "redis", "6.2.16-1.el9_5", "6.2.17-1.el9_5"),
        package_event("2026-02-19T22:01:12-06:00", "upgrade", "rspamd", "3.10.2-1.el9", "3.11.0-1.el9"),
        package_event("2026-02-19T22:02:55-06:00", "upgrade", "fail2ban", "1.0.2-12.el9", "1.1.0-6.el9"),
        package_event("2026-02-19T22:03:21-06:00", "install", "kernel-core", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-02-19T22:03:40-06:00", "upgrade", "postfix", "2:3.5.9-24.el9", "2:3.5.25-1.el9"),
        package_event("2026-02-19T22:03:52-06:00", "upgrade", "dovecot", "1:2.3.16-11.el9", "1:2.3.16-14.el9"),
    ]}, WC, age=100, args={"since_days": 10}),
    item("e8", "linux_service_status", unit("fail2ban.service", "activating", "auto-restart", pid=None,
                                            since=None, desc="Fail2Ban Service"), WC, age=15,
         args={"name": "fail2ban"}),
    item("e6", "linux_system_info", system_info(
        6.5, [0.31, 0.22, 0.18], 3_620_375, "2026-01-09T10:10:00-06:00", W_MEM, 4_620_000_000,
        2 * GiB, 188_743_680), WC, age=25),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda4", "/", "xfs", 80_000_000_000, 23_600_000_000),
        fs("/dev/vda3", "/boot", "xfs", 1_063_256_064, 411_041_792),
        fs("/dev/vdb1", "/var/vmail", "xfs", W_VMAIL, 176_093_659_136),
    ]}, WC, age=35),
]

VAYU = {"name": "vayu", "clock": WC, "evidence": VAYU_EVIDENCE, "answers": []}


INDRA["answers"] = [
    {"q": "I installed updates yesterday evening. Do I need to reboot?", "ev": ["s1", "e2", "e5"],
     "a": "Short answer: **[[s:yes, a reboot is pending]].**\n\n"
          "- You're running [[s:kernel `6.12.9-200.fc41`]], but [[s:`kernel-core` 6.12.11-200.fc41 was installed "
          "yesterday at 19:02]], so [[s:the new kernel isn't active yet]].\n"
          "- [[s:The machine has been up for about 3 days and 5 hours]].\n"
          "- In the same dnf run [[s:mesa-vulkan-drivers went from 24.3.3 to 24.3.4]] and [[s:the old 6.12.5 kernel "
          "was removed]], so [[c:you now have only one kernel installed]].\n"
          "- [[c:Firefox was upgraded in that same batch]] and [[c:akmod-nvidia was rebuilt for the new kernel]].\n\n"
          "Run `sudo systemctl reboot` once you're done gaming and check with `uname -r` afterwards."},
    {"q": "What's eating my RAM right now?", "ev": ["s1", "e2", "e3"],
     "a": "Here's the top of the memory list (e3):\n\n"
          "| Process | RSS | % of RAM |\n|---|---|---|\n"
          "| [[s:Cyberpunk2077.exe]] | [[s:~9.8 GiB]] | [[s:31.5%]] |\n"
          "| firefox | [[c:~3.1 GiB]] | [[s:6.8%]] |\n"
          "| code | [[s:1.3 GiB]] | [[c:2.4%]] |\n"
          "\n"
          "[[s:Overall 16.9 GiB of your 31.1 GiB is in use (54%)]]. "
          "[[c:Swap is barely touched at 110 MiB]]. [[s:The game alone accounts for almost a third of RAM]]. "
          "On the desktop side, [[c:kwin_wayland is the biggest KDE process]] — [[s:it's using about 400 MB]]. "
          "If you want more headroom, closing Firefox would free a couple of gigabytes."},
    {"q": "How much room do I have for Baldur's Gate 3? It needs about 150 GB.", "ev": ["e4"],
     "a": "Your games disk ([[s:`/mnt/games`, an ext4 partition on nvme1n1p1]]) [[s:is 87% full]] — [[s:about 871 GB "
          "of its 1 TB is used]], [[s:leaving roughly 129 GB free]], so [[s:a 150 GB install won't fit there]]. The "
          "root btrfs volume is another story: [[c:it has about 587 GiB free]] and [[s:`/home` sits on the same "
          "btrfs volume as `/`]] ([[c:it's 61% used]]), so you could add a Steam library under `~/Games` instead; "
          "[[u:btrfs compression will probably make the game take less space than the store page says]]."},
    {"q": "Can jonas use sudo on this machine? And who is in the gamemode group?", "ev": ["s1"],
     "a": "**jonas**\n- UID: [[s:1001]]\n- Shell: [[c:/usr/bin/zsh]]\n- Groups: [[s:video, gamemode]]\n"
          "- sudo: [[s:❌ not in `wheel`]]\n\n"
          "[[s:Only kavya is in wheel]], so [[s:jonas can't use sudo]] unless you add him. [[s:Both of you are in "
          "`gamemode`]], and [[c:jonas is also in `libvirt`]]. [[u:jonas last logged in two days ago]].\n\n"
          "To give him sudo: `sudo usermod -aG wheel jonas` (he'll need to log out and back in)."},
    {"q": "My game froze for a few seconds earlier tonight - anything in the logs?", "ev": ["e6", "e2"],
     "a": "Yes — the journal shows a GPU hang. [[s:At 20:41:09 the amdgpu driver logged a gfx ring timeout]], then "
          "[[s:the GPU was reset]] and [[s:the reset succeeded at 20:41:13]]. That lines up with your freeze "
          "[[s:about an hour ago]]. [[u:The cause is most likely yesterday's mesa 24.3.4 update]]. I also see "
          "[[c:a second GPU reset at 21:18]], and [[s:Bluetooth complained about selecting an A2DP endpoint at "
          "21:02]]; [[c:there were no storage errors]]. [[s:Load is still fairly high at 4.1]]. If it happens again, "
          "`journalctl -k -b | grep amdgpu` will show it."},
    {"q": "what's my IP and is wifi on?", "ev": ["s1"],
     "a": "- IP: [[s:192.168.178.42/24 on enp14s0]]\n- Gateway and DNS: [[s:192.168.178.1]] ([[u:your FRITZ!Box]])\n"
          "- Wi-Fi: [[s:wlp15s0 is down]] [[s:with no address]]\n"
          "- [[c:The wired card's MAC is 9c:6b:00:4a:11:e3]]\n\nYou can turn Wi-Fi on with `nmcli radio wifi on`."},
    {"q": "Is the CPU being hammered?", "ev": ["s1", "e2", "e3"],
     "a": "Not really. The Ryzen 7 7800X3D has [[s:8 cores / 16 threads]]; [[s:overall CPU use is 38.5%]] and "
          "[[s:the 1-minute load is 4.12]], [[c:down from 4.8 over the last 15 minutes]]. [[s:The game process is "
          "using about 92% of one core]], and [[u:kwin_wayland is the second-busiest process at 7.9%]]. "
          "[[c:You have 18 GiB of RAM available]]."},
]

VARUNA["answers"] = [
    {"q": "Why did the API return 502s around 2pm?", "ev": ["e3", "e4", "e1"],
     "a": "Looking at the nginx error log and the ledger-api journal:\n\n"
          "1. [[s:At 13:57:51 gunicorn logged a WORKER TIMEOUT for pid 48790]], and [[s:a second later that worker was "
          "sent SIGKILL]].\n"
          "2. [[s:gunicorn 22.0.0 came back at 13:58:07]], [[s:listening "
          "on 127.0.0.1:8000]].\n"
          "3. In between, [[s:nginx got 'connection refused' from the upstream at 13:58:03]] — those are your 502s.\n"
          "4. [[c:The timeouts stopped after the restart]].\n\n"
          "[[u:The worker was killed by the kernel OOM killer]]. [[c:nginx logged five upstream timeouts in the last "
          "hour]], and [[s:all the timeouts were on `POST /v1/reports/export`]]."},
    {"q": "Which ports are open on varuna, and is Postgres exposed to the internet?", "ev": ["e2"],
     "a": "| Port | Address | Process |\n|---|---|---|\n"
          "| [[s:80/443]] | [[s:0.0.0.0]] | [[s:nginx]] |\n"
          "| [[s:5432]] | [[s:127.0.0.1 and 10.20.0.5]] | postgres |\n"
          "| [[s:8000]] | [[c:0.0.0.0]] | gunicorn |\n"
          "| [[s:9100]] | [[s:0.0.0.0]] | [[c:grafana-agent]] |\n\n"
          "[[s:Postgres is not on the public interface]] — [[s:it only listens on loopback and the private 10.20.0.5 "
          "address]], and [[s:there's one client connected from 10.20.0.9]]. [[c:Redis is listening on 6379 "
          "locally]]. [[u:Port 9100 is probably firewalled from outside]], but double-check with `sudo ufw status`."},
    {"q": "What changed on the box recently, and is a reboot needed?", "ev": ["s1", "e6", "e7"],
     "a": "Package changes in the last two weeks:\n\n"
          "- [[s:Feb 24: openssl 3.0.13-0ubuntu3.4 → 3.0.13-0ubuntu3.5]]\n"
          "- [[s:Feb 27: postgresql-16 upgraded to 16.8]] [[c:from 16.4]]\n"
          "- [[s:Feb 27: new kernel linux-image-6.8.0-55-generic installed]]\n\n"
          "[[u:The running kernel is still 6.8.0-52-generic (e6)]], so [[s:yes, you need a reboot to get -55]]. "
          "[[t:The box has been up about 21 days]]. [[c:There were seven package events]] and [[s:nothing was "
          "removed]]."},
    {"q": "Memory and disk check please", "ev": ["s1", "e5", "e7", "e8"],
     "a": "varuna has [[s:64 GB of RAM]], and it's under pressure: [[t:about 55.7 GiB of it is in use (89%)]] and "
          "[[t:swap is 72% used]]. The gunicorn worker [[s:PID 48830]] is holding [[c:about 9.3 GB]] ([[s:14.9% of "
          "RAM]]) on its own, which is a lot for one worker. On the disk side [[s:/var/lib/postgresql is 84% full]] "
          "with [[c:about 307 GiB free]], while [[s:/ has about 178 GB free]]; [[s:the database volume is the fuller "
          "of the two]], and [[u:at the current growth rate it will fill up in about three weeks]]."},
    {"q": "Are all services healthy?", "ev": ["e1"],
     "a": "Mostly:\n\n"
          "- ✅ [[s:nginx — active (running) since Feb 27 03:12]]\n"
          "- ✅ [[s:postgresql@16-main — active]]\n"
          "- ✅ [[s:ledger-api — running, restarted today at 13:58]]\n"
          "- ❌ [[s:ledger-worker — failed]]\n"
          "- ✅ [[c:certbot — active]]\n\n"
          "[[c:Only one of the eight units is not running]]. [[s:ssh has been up since Feb 10]]. [[u:ledger-worker "
          "probably failed because it couldn't reach Redis]]. Also, [[c:nginx's main PID is 1190]]. "
          "Try `journalctl -u ledger-worker -n 50` to see why it failed."},
    {"q": "Who can log in and who has sudo?", "ev": ["s1"],
     "a": "[[s:There are two human accounts: mariana (uid 1000) and deploy (uid 1001)]], [[s:both with /bin/bash]]. "
          "[[s:mariana is in sudo]]; [[c:deploy is in sudo too]]. [[s:deploy belongs to the `ledger` "
          "group]], [[s:which is the primary group of the `ledger` service account]], and [[s:`ledger` has a nologin "
          "shell]]. [[c:The postgres account's shell is /usr/sbin/nologin]] and [[c:postgres has uid 121]]."},
    {"q": "What's using the CPU?", "ev": ["e8", "e2", "e7"],
     "a": "Top CPU consumers:\n"
          "- [[s:gunicorn worker 48830 (user `ledger`) at 96.8%]]\n"
          "- [[s:a postgres backend (PID 51001) at 41%]], [[s:serving the `reporting` connection from 10.20.0.9]]\n"
          "- [[c:the second gunicorn worker 48831 at 21%]]\n\n"
          "[[t:Load average is 9.84 / 6.02 / 3.77]]. [[s:nginx is barely using anything (under 1%)]]. [[s:The busy "
          "backend started at 14:11]], [[c:about 20 minutes ago]]; [[u:it's probably the same report export that "
          "timed out]]."},
]

AGNI["answers"] = [
    {"q": "Which containers are running on agni?", "ev": ["e1"],
     "a": "[[s:7 of 9 containers are running]]:\n\n"
          "| Container | State | Ports |\n|---|---|---|\n"
          "| jellyfin | [[s:✅ Up 6 days]] | [[s:8096]] |\n"
          "| immich_server | [[s:✅ Up 2 days]] | [[c:3001]] |\n"
          "| caddy | [[s:✅]] | [[s:80, 443]] |\n"
          "| vaultwarden | [[s:✅]] | [[c:0.0.0.0:8222]] |\n"
          "| paperless-ngx | [[s:❌ exited (137) 3h ago]] | [[s:8000]] |\n"
          "| uptime-kuma | [[c:❌ exited]] | [[s:3001]] |\n\n"
          "[[u:paperless was killed by the OOM killer]]."},
    {"q": "Why does uptime-kuma keep restarting?", "ev": ["e1", "e5"],
     "a": "[[s:uptime-kuma is in a restart loop]] ([[s:last restarted 12 seconds ago]]). Its log shows "
          "[[s:`SQLITE_CORRUPT: database disk image is malformed`]] [[s:at 09:12:33]] [[c:and once more at "
          "09:13:10]]. [[u:The corruption most likely happened when paperless was killed 3 hours ago]]. "
          "[[s:The container was created yesterday evening at 21:30]] and [[c:it's running image 1.23.11]]. "
          "Restoring `kuma.db` from your last restic snapshot should fix it."},
    {"q": "How's disk space?", "ev": ["s1", "e3"],
     "a": "- [[s:/ (SSD): 84% used]], [[s:~35 GiB free]] of [[c:~239 GiB]]\n"
          "- [[s:/srv/media: 6.48 TB used of 8 TB]]\n"
          "- [[c:/srv/backup: 289 GiB free]]; [[s:it's the fullest disk at ~93%]]\n\n"
          "[[s:The backup disk has less free space than the media disk]]. [[c:In total you have about 2.2 TB free "
          "across the three disks]]. [[u:restic's prune will free up space on Sunday]]."},
    {"q": "is agni under memory pressure?", "ev": ["e2", "e4"],
     "a": "A bit. [[s:15.5 GiB total]], [[c:about 12.6 GiB used]], [[s:3.9 GiB available]]. [[s:Swap: 2.7 of 4 GiB "
          "used]] ([[c:about 60%]]). The biggest users are [[s:Immich's machine-learning python process at ~2.9 "
          "GiB]], [[c:Jellyfin at 2.6 GiB]] and [[s:Immich's Postgres at about 1.1 GiB]]. [[c:Jellyfin runs as "
          "root]], by the way. [[s:The ML process is the largest]] — you could set `MACHINE_LEARNING_MODEL_TTL` so it "
          "unloads models when idle."},
    {"q": "Do I need to reboot after the kernel update? What else updated lately?", "ev": ["s1", "e2", "e6"],
     "a": "[[s:Yes: linux-image-6.1.0-30-amd64 was installed on Jan 14]] but [[s:you're still running 6.1.0-29]] — "
          "[[s:the last boot was Jan 12]]. Other changes this month: [[s:podman "
          "4.3.1+ds1-8+b1 → +deb12u1 on Jan 5]], [[c:restic was downgraded]], and [[c:openssh-server was upgraded "
          "on Dec 12]]. [[s:That's five package events in the last 30 days]]. [[u:Your Podman containers will come "
          "back automatically after the reboot]]."},
    {"q": "Who's in the media group, and can meera use sudo?", "ev": ["s1"],
     "a": "[[s:`media` (gid 1002) has three members: ravi, meera and the media service account]]. [[s:meera is not "
          "in sudo]] — [[s:only ravi is]]. [[c:meera's home is /srv/media]]. [[s:The media account can't log in "
          "interactively (nologin shell)]], [[s:and it's also in `render`]]. [[c:The `backup` group has one member, "
          "ravi]]."},
    {"q": "is paperless up? it was fine this morning", "ev": ["e7"],
     "a": "According to the container list, [[t:paperless-ngx is running]] ([[t:Up 6 days]]), [[t:jellyfin is up "
          "too]], and [[t:caddy is publishing ports 80 and 443]]. [[t:8 containers are listed]] and [[t:uptime-kuma "
          "isn't deployed on this host]]. [[u:The document consumer ran fine overnight]]."},
]

SURYA["answers"] = [
    {"q": "Is my cluster healthy?", "ev": ["e1", "e2", "e3"],
     "a": "## Nodes\n- [[s:surya — Ready]]\n- [[s:pi-w1 — Ready]]\n- [[c:pi-w2 — Ready]]\n\n"
          "## Workloads\n[[s:zigbee2mqtt is in CrashLoopBackOff on pi-w2]] [[c:with 14 restarts]]. [[s:Deployments: "
          "8 of 9 fully available]]. [[c:All other pods are Ready]]. [[s:homeassistant has restarted twice]], and "
          "[[s:pi-w2 is also on an older kubelet, v1.30.6]]."},
    {"q": "Why is pi-w2 NotReady?", "ev": ["e1", "e5", "e6"],
     "a": "From the k3s journal: [[s:pi-w2 went NotReady at 09:47]] ([[c:about 30 minutes ago]]), [[s:the same "
          "second its lease update failed with 'context deadline exceeded']]. [[s:At 09:52 the controller tainted it "
          "unreachable and marked its pods for deletion]]. [[s:As recently as 10:58 k3s still couldn't reach its "
          "kubelet at 192.168.50.12:10250]]. [[u:Most likely the Pi lost power or its "
          "SD card died]]. [[c:k3s itself restarted at 09:47]], so check `journalctl -u k3s` on surya too."},
    {"q": "how are memory and cpu on the pi?", "ev": ["s1", "e4"],
     "a": "surya is a [[s:4-core Cortex-A76]] with [[s:8 GB of RAM]]. [[s:5.2 GiB is used]], "
          "[[c:leaving about 3.5 GiB available]], and [[s:there's no swap configured]]. [[s:Load is "
          "2.41]], [[c:which is more than the 4 cores can handle]]; [[c:CPU is at about 75%]]. [[s:It's been up since "
          "April 2]] ([[s:almost 7 days]])."},
    {"q": "which pods run on surya itself?", "ev": ["e2"],
     "a": "[[s:Five pods run on surya]]: [[s:coredns]], [[s:traefik]], [[s:local-path-provisioner]], "
          "[[c:metrics-server]], [[s:prometheus-server]] and [[s:a node-exporter]]. [[s:pi-w1 carries Home Assistant, "
          "Mosquitto and Grafana]]. [[c:There are 14 pods in total]]. [[c:prometheus-server started on April 5]]. "
          "[[u:Grafana's dashboards are stored on a local-path volume]]."},
    {"q": "is zigbee2mqtt still crashing?", "ev": ["e7"],
     "a": "[[t:Yes — zigbee2mqtt is still in CrashLoopBackOff]], [[t:now at 38 restarts]], [[t:and it's scheduled on "
          "pi-w2]]. [[t:homeassistant and mosquitto are Running on pi-w1]]. [[u:The Zigbee USB dongle is probably "
          "plugged into pi-w2]], so it can't move elsewhere. `kubectl -n home logs deploy/zigbee2mqtt --previous` "
          "will show the crash."},
    {"q": "k3s service status and versions?", "ev": ["s1", "e5", "e1"],
     "a": "- `k3s.service`: [[s:active (running)]], [[c:main PID 778]], [[s:since 2 April 18:26]]\n"
          "- Server version: [[s:v1.31.4+k3s1]], [[c:the same as every node]]\n"
          "- OS: [[c:Ubuntu 24.04]], [[s:kernel 5.15.0-1071-raspi]]\n"
          "- Network: [[s:the node's IP is 192.168.50.10]] [[s:and the pod network on cni0 is 10.42.0.0/24]]"},
]

VAYU["answers"] = [
    {"q": "Is mail working? How are the services?", "ev": ["e1"],
     "a": "| Service | Status | Since |\n|---|---|---|\n"
          "| [[s:postfix]] | [[s:✅ running]] | [[s:Feb 19 22:04]] |\n"
          "| dovecot | [[s:✅ running]] | [[c:Feb 18 22:03]] |\n"
          "| fail2ban | [[s:❌ failed]] | — |\n\n"
          "[[c:Everything except fail2ban and unbound is up]]. [[s:postfix, dovecot and rspamd were all restarted "
          "last night around 22:04]]."},
    {"q": "Why did fail2ban fail?", "ev": ["e3", "e5", "e1", "e8"],
     "a": "[[s:fail2ban failed at 22:04:32 last night]] [[s:with status 255/EXCEPTION]]. The error is [[s:'Have not "
          "found any log file for postfix-sasl jail']], [[u:and it's still sitting in the failed state]]. [[s:It had just been upgraded from 1.0.2 to 1.1.0]], [[s:about "
          "a minute and a half earlier (22:02:55)]]. [[u:The new version reads the journal backend differently, so "
          "the jail's logpath no longer matches]]. [[c:The failing jail is the sshd one]]. Setting "
          "`backend = systemd` in the postfix-sasl jail usually fixes this."},
    {"q": "Which ports does vayu expose?", "ev": ["e2"],
     "a": "Public listeners:\n"
          "- SMTP: [[s:25, 465 and 587]] ([[s:postfix master]])\n"
          "- IMAP: [[s:143 and 993]] ([[s:dovecot]]), [[c:plus POP3 on 995]]\n"
          "- [[s:SSH on 22]]\n\n"
          "Local only: [[s:rspamd on 11332–11334]], [[s:redis on 6379]], [[c:unbound on 0.0.0.0:53]].\n\n"
          "[[s:There are 3 IMAP connections right now]], [[c:all from the same client]], and [[s:one inbound SMTP "
          "session from 209.85.218.41]] ([[u:that's Gmail delivering]])."},
    {"q": "What got updated last night and do I need to reboot?", "ev": ["s1", "e5", "e6"],
     "a": "Last night's dnf run (Feb 19, [[s:between 22:01 and 22:03]]):\n"
          "1. [[s:rspamd 3.10.2 → 3.11.0]]\n"
          "2. [[s:kernel-core 5.14.0-503.26.1.el9_5 installed]]\n"
          "3. [[s:postfix 3.5.9 → 3.5.25]]\n"
          "4. [[c:dovecot 2.3.16-14 → 2.3.21]]\n\n"
          "[[s:Redis was updated separately on Feb 12]]. [[s:The running kernel is still 503.22.1]], [[s:so the new "
          "kernel isn't booted]]. [[s:Uptime is about 42 days]]; [[c:the last reboot was on January 19]]."},
    {"q": "How much space is left for mailboxes?", "ev": ["s1", "e7"],
     "a": "[[s:/var/vmail is a 200 GiB XFS volume]] and [[s:it's 82% full]]: [[c:about 176 GiB used]], [[s:36 GiB "
          "free]]. [[s:The root filesystem is only 29.5% used]] [[s:(about 23.6 GB of 80 GB)]] and [[c:/boot is 49% "
          "used]]. [[u:At ~1 GB a day you'll hit 90% in about two weeks]]."},
    {"q": "who has shell access on vayu?", "ev": ["s2"],
     "a": "[[t:There are two login accounts, okafor (/bin/bash) and lin (/bin/zsh)]]; [[t:lin is in wheel too]]. "
          "[[t:vmail has uid 5000]] and [[t:dovecot is in the vmail group]]. [[u:lin last logged in on Monday]]."},
    {"q": "Any postfix rejections in the last hour?", "ev": ["e4"],
     "a": "Yes: [[s:185.222.58.19 was rejected by Spamhaus]] [[u:twice]] ([[s:07:21 and 07:41]]), and [[s:there "
          "were SASL LOGIN failures from 45.148.10.203]] [[s:and 80.94.95.112]]. [[u:That's all the rejections in "
          "the last hour]]. [[u:Those IPs would normally have been banned by fail2ban]]. [[c:The latest failure was "
          "at 07:33]]."},
    {"q": "Which postfix version is installed, and since when is it running?", "ev": ["s2", "e1"],
     "a": "[[t:postfix 2:3.5.25-1.el9]] and [[t:dovecot 2.3.16-14]] are installed, and [[t:rspamd is on 3.11.0]]. "
          "[[s:postfix is running as PID 22417]]; [[c:it's been up since Feb 18]]."},
]

MACHINES = [INDRA, VARUNA, AGNI, SURYA, VAYU]
