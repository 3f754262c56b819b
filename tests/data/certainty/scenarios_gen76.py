"""76th generation (written blind, in the manner of Mistral 7B Instruct v0.3): five machines named after dog breeds.

Written without reading the certainty wrapper, its tests, the other generations or the corpus files. The answers
imitate how Mistral 7B Instruct v0.3 answers questions about a machine: long flowing paragraphs that open with
"Based on the output..." or "It appears that...", many parentheticals, hedged explanations, few lists, and a short
numbered list of suggested steps at the end (the steps, offers and general remarks are not labelled).

beagle — a Fedora 40 developer laptop in Berlin (+02:00), Thursday 18 June 2026 14:25. Steady state (running kernel
6.9.4 while kernel-core 6.9.5 is installed; i7-1260P, 12 cores / 16 threads; 33.3 GB RAM; one NVMe with btrfs / and
/home, ext4 /boot, vfat EFI; dana in wheel and libvirt, dialout empty), fresh system info (57.3% of RAM used, 1.2 GiB
of 8 GiB swap, up since Monday 09:04), a memory-sorted process list cut to six rows (IntelliJ's java at 4.6 GiB,
Firefox 2.5 GiB and a content process at 1.3 GiB, Slack 523 MiB), disk usage (/ 87.5% full, 59.4 GiB free), a week
of dnf history (7 events: firefox on Sunday, podman-compose on Monday, gnome-tour removed on Tuesday, kernel, mesa and
systemd on Wednesday at 09:03), two hours of error-level journal (two iwlwifi microcode errors at 13:02 and 14:05, a
NetworkManager activation failure, a gnome-shell JS error) and a network-traffic sample 7 minutes old (stale). One
answer carries the user's own words (a Firefox restart that the process start time refutes).

collie — a Debian 12 home server in Chicago (-05:00), Saturday 3 October 2026 21:10. Steady state (Celeron N5105
4c/4t, 16.4 GB RAM, /dev/md0 ext4 at /srv/storage; users mike, sarah and media; mike alone in sudo and docker), all
six Docker containers (four running, qbittorrent exited 137 two hours ago, uptime-kuma restarting), disk usage (md0
92% full, 635 GB free), smbd's state and a day of its log (three wrong passwords for sarah at 18:22, her connection
from 192.168.1.57, one unknown user "admin" at 20:41), listening sockets and three connections, a kernel OOM kill of
qbittorrent-nox (UID 1002) at 18:58, and a system-info reading 20 minutes old (stale).

husky — an Ubuntu 22.04 PostgreSQL 15 server (UTC), Wednesday 11 February 2026 03:40. Steady state whose packages
source is stale (it still says postgresql-15 15.6; the package history shows the upgrade to 15.10 on 9 February at
22:09, libpq5 16.2 -> 17.2), the cluster's unit (active since 22:15 on the 9th, enabled, PID 1043), a CPU-sorted
process list cut to eight rows (two SELECT backends at 96.4% and 88.1%, an autovacuum worker), system info (booted
22:12 on the 9th, 89 GiB of 125.8 GiB used, no swap in use), disk I/O (the two data NVMe disks ~70% busy, ~180 MB/s
read, ~41 MB/s written each), three hours of the cluster's log (two FATAL slot refusals at 03:31, a statement
timeout, a vacuum, two checkpoints) and the listening sockets and connections (pgbouncer on 6432, two direct
backends).

corgi — a k3s cluster seen from its Rocky Linux 9.3 control plane in Tokyo (+09:00), Wednesday 22 April 2026 10:15.
Steady state, nodes (w2 NotReady, w3 on v1.28.9 while the rest are on v1.29.4), the shop namespace's seven pods (api
crash-looping on w1 with 7 restarts, worker Pending with ImagePullBackOff on w1, a web pod not ready on w2, redis-0
restarted once), its three deployments (web 2/3, api 1/2, worker 0/1), its events (times in UTC) and a system-info
reading 10 minutes old (stale).

basset — an openSUSE Leap 15.5 GitLab CI runner in Sydney (+11:00), Tuesday 19 January 2027 16:05. Steady state
(Ryzen 9 7950X 16c/32t, 67 GB RAM, btrfs / and an xfs /var/lib/docker; gitlab-runner and kim in docker, kim alone in
wheel), the runner's unit (since 12 January), the running containers (two jobs: project 412 with a dind service, 12
minutes; project 88, 3 minutes; a registry mirror on 5000), the whole config.toml (concurrent = 4, privileged, the
Docker socket mounted), disk usage (/var/lib/docker 94.4% full, 112.5 GB free), an hour of the runner's log (a job
failed with exit code 1, one with "no space left on device"), a CPU-sorted process list cut to six rows (all job
processes as root) and a system-info reading almost 12 minutes old (stale).
"""

from __future__ import annotations

from _evidence import (Clock, item, steady, user, unit, box, fs, system_info, pod, deployment, node, GiB,
                       log_entry, package_event, listener, connection, processes)

# ---------------------------------------------------------------- beagle
BEAGLE = Clock("2026-06-18T14:25:00+02:00")
BEAGLE_MEM = 33322024960
beagle_ev = [
    steady("s1", BEAGLE, age=2400, hostname="beagle", os_name="Fedora Linux", os_version="40 (Workstation Edition)",
           os_codename=None, kernel="6.9.4-200.fc40.x86_64", cpu_model="12th Gen Intel(R) Core(TM) i7-1260P",
           cpu_cores=12, cpu_threads=16, memory_total_bytes=BEAGLE_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510770802688},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 510770802688},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1020702720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627900416}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:6e:21:9b", "addresses": ["192.168.178.41/24"], "is_up": True},
                               {"name": "enp0s31f6", "mac": "8c:16:45:3a:d0:12", "addresses": [], "is_up": False}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="rpm",
           installed_packages={"kernel-core": "6.9.5-200.fc40", "firefox": "127.0-1.fc40", "mesa-dri-drivers": "24.1.1-1.fc40",
                               "systemd": "255.8-1.fc40", "podman": "5.1.1-1.fc40", "podman-compose": "1.1.0-2.fc40",
                               "NetworkManager": "1:1.46.0-2.fc40", "iwlwifi-mvm-firmware": "20240610-1.fc40"},
           available_services=["NetworkManager.service", "gdm.service", "bluetooth.service", "firewalld.service", "sshd.service"],
           users=[{"name": "dana", "uid": 1000, "gid": 1000, "home": "/home/dana", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["dana"]}, {"name": "libvirt", "gid": 973, "members": ["dana"]},
                   {"name": "dialout", "gid": 18, "members": []}]),
    item("e1", "linux_system_info", system_info(18.4, [2.31, 1.87, 1.52], 278460, BEAGLE.ago(278460), BEAGLE_MEM,
                                                14215000000, 8 * GiB, 1288490189), BEAGLE, age=25),
    item("e2", "linux_processes", processes(341, BEAGLE_MEM, [
        (48211, "java", "dana", 12.7, 4939212390, "2026-06-18T08:02:44+02:00",
         "/opt/idea-IU-241.17011.79/jbr/bin/java -Xmx4096m -classpath /opt/idea-IU-241.17011.79/lib/app.jar com.intellij.idea.Main"),
        (5123, "firefox", "dana", 6.2, 2684354560, "2026-06-15T09:11:02+02:00", "/usr/lib64/firefox/firefox"),
        (5390, "Isolated Web Co", "dana", 4.8, 1395864371, "2026-06-18T13:50:19+02:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 41 -isForBrowser {3b8f…} 5123 true tab"),
        (2210, "gnome-shell", "dana", 2.9, 612368384, "2026-06-15T09:08:40+02:00", "/usr/bin/gnome-shell"),
        (7781, "slack", "dana", 0.7, 548405248, "2026-06-15T09:12:55+02:00", "/usr/lib/slack/slack --enable-crashpad"),
        (1288, "tracker-miner-f", "dana", 0.0, 301989888, "2026-06-15T09:08:52+02:00", "/usr/libexec/tracker-miner-fs-3"),
    ]), BEAGLE, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 510770802688, 447000000000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 510770802688, 447000000000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1020702720, 312000000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627900416, 19900000)]}, BEAGLE, age=40),
    item("e4", "linux_package_history", {"source": "/var/log/dnf.rpm.log", "since": "2026-06-11T14:24:00+02:00", "events": [
        package_event("2026-06-14T10:12:31+02:00", "upgrade", "firefox", "126.0.1-1.fc40", "127.0-1.fc40"),
        package_event("2026-06-15T19:40:02+02:00", "install", "podman-compose", None, "1.1.0-2.fc40"),
        package_event("2026-06-16T08:55:40+02:00", "remove", "gnome-tour", "46.0-1.fc40", None),
        package_event("2026-06-17T09:03:10+02:00", "install", "kernel-core", None, "6.9.5-200.fc40"),
        package_event("2026-06-17T09:03:11+02:00", "install", "kernel-modules", None, "6.9.5-200.fc40"),
        package_event("2026-06-17T09:03:12+02:00", "upgrade", "mesa-dri-drivers", "24.0.8-1.fc40", "24.1.1-1.fc40"),
        package_event("2026-06-17T09:03:15+02:00", "upgrade", "systemd", "255.7-1.fc40", "255.8-1.fc40")]},
        BEAGLE, age=60, args={"since_days": 7}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-06-18T13:02:11+02:00", None, "err", "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-06-18T13:02:14+02:00", "NetworkManager.service", "err",
                  "<error> [1750244534.1123] device (wlp0s20f3): Activation: failed for connection 'FRITZ!Box 7590 QK'"),
        log_entry("2026-06-18T13:41:55+02:00", "gnome-shell", "err", "JS ERROR: TypeError: this._windowActor is null"),
        log_entry("2026-06-18T14:05:30+02:00", None, "err", "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
    ]}, BEAGLE, age=30, args={"since_minutes": 120, "priority": "err"}),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2450000, "tx_bytes_per_s": 180000},
        {"name": "enp0s31f6", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "lo", "rx_bytes_per_s": 5200, "tx_bytes_per_s": 5200}]}, BEAGLE, age=420),
]

# ---------------------------------------------------------------- collie
COLLIE = Clock("2026-10-03T21:10:00-05:00")
COLLIE_MEM = 16421523456
collie_ev = [
    steady("s1", COLLIE, age=3600, hostname="collie", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-25-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=COLLIE_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245107195904},
                  {"device": "/dev/md0", "mountpoint": "/srv/storage", "fstype": "ext4", "total_bytes": 7937251409920},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535805952}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:12:7a", "addresses": ["192.168.1.20/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:9e:11:c4:0b", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["192.168.1.1", "1.1.1.1"], default_gateway="192.168.1.1",
           installed_packages={"samba": "2:4.17.12+dfsg-0+deb12u1", "docker-ce": "5:27.3.1-1~debian.12~bookworm",
                               "mdadm": "4.2-5", "smartmontools": "7.3-pre1", "openssh-server": "1:9.2p1-2+deb12u3",
                               "prometheus-node-exporter": "1.5.0-1+b6"},
           available_services=["smbd.service", "nmbd.service", "docker.service", "ssh.service", "mdmonitor.service",
                               "prometheus-node-exporter.service", "smartmontools.service"],
           users=[{"name": "mike", "uid": 1000, "gid": 1000, "home": "/home/mike", "shell": "/bin/bash"},
                  {"name": "sarah", "uid": 1001, "gid": 1001, "home": "/home/sarah", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1002, "gid": 1002, "home": "/srv/storage/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mike"]}, {"name": "docker", "gid": 995, "members": ["mike"]},
                   {"name": "sambashare", "gid": 112, "members": ["mike", "sarah"]},
                   {"name": "media", "gid": 1002, "members": ["sarah"]}]),
    item("e1", "linux_containers", {"runtime": "docker", "containers": [
        box("a81f3c2d9e10", "jellyfin", "jellyfin/jellyfin:10.9.11", "running", "Up 6 days", "2026-09-27T08:16:02-05:00",
            ["0.0.0.0:8096->8096/tcp"]),
        box("3be7d1a04c55", "sonarr", "lscr.io/linuxserver/sonarr:4.0.9", "running", "Up 6 days", "2026-09-01T17:40:11-05:00",
            ["0.0.0.0:8989->8989/tcp"]),
        box("c0d2e9f7b381", "radarr", "lscr.io/linuxserver/radarr:5.11.0", "running", "Up 6 days", "2026-09-01T17:40:12-05:00",
            ["0.0.0.0:7878->7878/tcp"]),
        box("77aa01be93f2", "qbittorrent", "lscr.io/linuxserver/qbittorrent:4.6.7", "exited", "Exited (137) 2 hours ago",
            "2026-09-01T17:40:13-05:00", []),
        box("f4e5b6c7d8a9", "pihole", "pihole/pihole:2024.07.0", "running", "Up 2 days (healthy)", "2026-08-14T11:02:45-05:00",
            ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8080->80/tcp"]),
        box("19c8d7e6f5a4", "uptime-kuma", "louislam/uptime-kuma:1.23.15", "restarting", "Restarting (1) 40 seconds ago",
            "2026-10-01T20:31:09-05:00", []),
    ]}, COLLIE, age=30, args={"all": True}),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 245107195904, 61300000000),
        fs("/dev/md0", "/srv/storage", "ext4", 7937251409920, 7302271297126),
        fs("/dev/sda1", "/boot/efi", "vfat", 535805952, 6000000)]}, COLLIE, age=45),
    item("e3", "linux_service_status", unit("smbd.service", "active", "running", "enabled", 812,
                                             "2026-09-27T08:14:52-05:00", "Samba SMB Daemon"), COLLIE, age=20,
         args={"name": "smbd"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "smbd.service", "entries": [
        log_entry("2026-10-03T18:22:04-05:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [sarah] -> [sarah] FAILED with error NT_STATUS_WRONG_PASSWORD, authoritative=1"),
        log_entry("2026-10-03T18:22:11-05:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [sarah] -> [sarah] FAILED with error NT_STATUS_WRONG_PASSWORD, authoritative=1"),
        log_entry("2026-10-03T18:22:19-05:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [sarah] -> [sarah] FAILED with error NT_STATUS_WRONG_PASSWORD, authoritative=1"),
        log_entry("2026-10-03T18:23:02-05:00", "smbd.service", "info",
                  "sarah-laptop (ipv4:192.168.1.57:51544) connect to service media initially as user sarah (uid=1001, gid=1001) (pid 20331)"),
        log_entry("2026-10-03T20:41:37-05:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [admin] -> [admin] FAILED with error NT_STATUS_NO_SUCH_USER, authoritative=1"),
    ]}, COLLIE, age=20, args={"unit": "smbd", "since_minutes": 1440}),
    item("e5", "linux_network_info", {"interfaces": [
        {"name": "enp1s0", "mac": "00:e0:4c:68:12:7a", "addresses": ["192.168.1.20/24"], "is_up": True},
        {"name": "docker0", "mac": "02:42:9e:11:c4:0b", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 701, "sshd"), listener(139, "0.0.0.0", 812, "smbd"),
                      listener(445, "0.0.0.0", 812, "smbd"), listener(53, "0.0.0.0", 2402, "docker-proxy"),
                      listener(53, "0.0.0.0", 2409, "docker-proxy", proto="udp"), listener(8080, "0.0.0.0", 2420, "docker-proxy"),
                      listener(8096, "0.0.0.0", 2311, "docker-proxy"), listener(8989, "0.0.0.0", 2340, "docker-proxy"),
                      listener(7878, "0.0.0.0", 2366, "docker-proxy"), listener(9100, "0.0.0.0", 640, "prometheus-node")],
        "connections": [connection("192.168.1.20:445", "192.168.1.57:51544", 20331, "smbd"),
                        connection("192.168.1.20:22", "192.168.1.63:50544", 19877, "sshd"),
                        connection("192.168.1.20:8096", "192.168.1.72:41022", 2311, "docker-proxy")]},
        COLLIE, age=35),
    item("e6", "linux_system_info", system_info(41.0, [3.84, 3.12, 2.41], 565200, COLLIE.ago(565200 + 1200), COLLIE_MEM,
                                                3120000000, 1023406080, 610000000), COLLIE, age=1200),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-03T18:58:03-05:00", None, "err",
                  "Out of memory: Killed process 14022 (qbittorrent-nox) total-vm:9120344kB, anon-rss:7340212kB, file-rss:0kB, shmem-rss:0kB, UID:1002 pgtables:15020kB oom_score_adj:0"),
        log_entry("2026-10-03T18:58:03-05:00", None, "info",
                  "oom_reaper: reaped process 14022 (qbittorrent-nox), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB"),
    ]}, COLLIE, age=25, args={"grep": "oom", "since_minutes": 360}),
]

# ---------------------------------------------------------------- husky
HUSKY = Clock("2026-02-11T03:40:00+00:00")
HUSKY_MEM = 135089610752
husky_ev = [
    dict(steady("s1", HUSKY, age=5400, hostname="husky", domain="db.internal", os_name="Ubuntu", os_version="22.04.4 LTS",
                os_codename="jammy", kernel="5.15.0-117-generic", cpu_model="AMD EPYC 7313P 16-Core Processor",
                cpu_cores=16, cpu_threads=32, memory_total_bytes=HUSKY_MEM,
                disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 254356226048},
                       {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs", "total_bytes": 3839700000000}],
                network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:4a:90:21", "addresses": ["10.20.0.11/24"], "is_up": True}],
                dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
                installed_packages={"postgresql-15": "15.6-1.pgdg22.04+1", "postgresql-client-15": "15.6-1.pgdg22.04+1",
                                    "libpq5": "16.2-1.pgdg22.04+1", "pgbouncer": "1.22.0-1.pgdg22.04+1",
                                    "openssh-server": "1:8.9p1-3ubuntu0.6", "prometheus-postgres-exporter": "0.10.1-1"},
                available_services=["postgresql@15-main.service", "pgbouncer.service", "ssh.service",
                                    "prometheus-postgres-exporter.service"],
                users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                       {"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
                groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}, {"name": "ssl-cert", "gid": 117, "members": ["postgres"]}]),
         ),
    item("e1", "linux_service_status", unit("postgresql@15-main.service", "active", "running", "enabled", 1043,
                                             "2026-02-09T22:15:07+00:00", "PostgreSQL Cluster 15-main"), HUSKY, age=15,
         args={"name": "postgresql@15-main"}),
    item("e2", "linux_processes", processes(188, HUSKY_MEM, [
        (288104, "postgres", "postgres", 96.4, 1288490189, "2026-02-11T02:51:07+00:00",
         "postgres: 15/main: app_rw orders 10.20.0.31(50412) SELECT"),
        (288377, "postgres", "postgres", 88.1, 1181116006, "2026-02-11T02:58:40+00:00",
         "postgres: 15/main: app_rw orders 10.20.0.31(50498) SELECT"),
        (1051, "postgres", "postgres", 22.5, 644245094, "2026-02-09T22:15:07+00:00", "postgres: 15/main: autovacuum worker orders"),
        (1049, "postgres", "postgres", 3.0, 25165824, "2026-02-09T22:15:07+00:00", "postgres: 15/main: walwriter"),
        (902, "pgbouncer", "postgres", 2.7, 18874368, "2026-02-09T22:14:58+00:00", "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (1050, "postgres", "postgres", 0.4, 4509715660, "2026-02-09T22:15:07+00:00", "postgres: 15/main: checkpointer"),
        (1043, "postgres", "postgres", 0.3, 293601280, "2026-02-09T22:15:07+00:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf"),
        (733, "postgres_export", "prometheus", 0.2, 31457280, "2026-02-09T22:14:55+00:00", "/usr/bin/prometheus-postgres-exporter"),
    ]), HUSKY, age=15, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e3", "linux_system_info", system_info(21.7, [6.42, 5.10, 4.33], 106025, "2026-02-09T22:12:40+00:00", HUSKY_MEM,
                                                39500000000, 4 * GiB, 0), HUSKY, age=15),
    item("e4", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 1200000, "write_bytes_per_s": 3400000, "busy_percent": 4.1},
        {"device": "nvme1n1", "read_bytes_per_s": 182000000, "write_bytes_per_s": 41000000, "busy_percent": 71.3},
        {"device": "nvme2n1", "read_bytes_per_s": 179500000, "write_bytes_per_s": 40800000, "busy_percent": 69.8},
        {"device": "md1", "read_bytes_per_s": 361500000, "write_bytes_per_s": 40900000, "busy_percent": 72.0}]},
        HUSKY, age=10, args={"interval_seconds": 1}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql@15-main.service", "entries": [
        log_entry("2026-02-11T01:12:44+00:00", "postgresql@15-main.service", "info", "LOG:  checkpoint starting: time"),
        log_entry("2026-02-11T01:17:14+00:00", "postgresql@15-main.service", "info",
                  "LOG:  checkpoint complete: wrote 48211 buffers (4.6%); 0 WAL file(s) added, 0 removed, 12 recycled; write=269.8 s, sync=0.02 s, total=270.1 s"),
        log_entry("2026-02-11T02:58:31+00:00", "postgresql@15-main.service", "err",
                  "ERROR:  canceling statement due to statement timeout"),
        log_entry("2026-02-11T03:05:02+00:00", "postgresql@15-main.service", "info",
                  "LOG:  automatic vacuum of table \"orders.public.order_items\": index scans: 1, pages: 0 removed, 2841190 remain, tuples: 412077 removed"),
        log_entry("2026-02-11T03:31:17+00:00", "postgresql@15-main.service", "err",
                  "FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
        log_entry("2026-02-11T03:31:18+00:00", "postgresql@15-main.service", "err",
                  "FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
        log_entry("2026-02-11T03:36:40+00:00", "postgresql@15-main.service", "info", "LOG:  checkpoint starting: wal"),
    ]}, HUSKY, age=20, args={"unit": "postgresql@15-main", "since_minutes": 180}),
    item("e6", "linux_package_history", {"source": "/var/log/dpkg.log", "since": "2026-01-28T03:39:00+00:00", "events": [
        package_event("2026-02-04T06:25:10+00:00", "upgrade", "openssh-server", "1:8.9p1-3ubuntu0.6", "1:8.9p1-3ubuntu0.10"),
        package_event("2026-02-09T22:09:51+00:00", "upgrade", "postgresql-15", "15.6-1.pgdg22.04+1", "15.10-1.pgdg22.04+1"),
        package_event("2026-02-09T22:09:52+00:00", "upgrade", "postgresql-client-15", "15.6-1.pgdg22.04+1", "15.10-1.pgdg22.04+1"),
        package_event("2026-02-09T22:09:55+00:00", "upgrade", "libpq5", "16.2-1.pgdg22.04+1", "17.2-1.pgdg22.04+1"),
    ]}, HUSKY, age=40, args={"since_days": 14}),
    item("e7", "linux_network_info", {"interfaces": [
        {"name": "eno1", "mac": "3c:ec:ef:4a:90:21", "addresses": ["10.20.0.11/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 688, "sshd"), listener(5432, "10.20.0.11", 1043, "postgres"),
                      listener(5432, "127.0.0.1", 1043, "postgres"), listener(6432, "0.0.0.0", 902, "pgbouncer"),
                      listener(9187, "0.0.0.0", 733, "postgres_export")],
        "connections": [connection("10.20.0.11:6432", "10.20.0.31:44120", 902, "pgbouncer"),
                        connection("10.20.0.11:6432", "10.20.0.31:44136", 902, "pgbouncer"),
                        connection("10.20.0.11:6432", "10.20.0.32:38012", 902, "pgbouncer"),
                        connection("10.20.0.11:5432", "10.20.0.31:50412", 288104, "postgres"),
                        connection("10.20.0.11:5432", "10.20.0.31:50498", 288377, "postgres"),
                        connection("10.20.0.11:22", "10.20.0.5:60212", 301554, "sshd")]},
        HUSKY, age=30),
]
husky_ev[0]["data"]["stale_sources"] = ["packages"]

# ---------------------------------------------------------------- corgi
CORGI = Clock("2026-04-22T10:15:00+09:00")
CORGI_MEM = 67205836800


def event(name, kind, reason, message, count, last, etype="Warning"):
    return {"kind": "Event", "metadata": {"name": f"{name}.17c8a1f0", "namespace": "shop"},
            "involvedObject": {"kind": kind, "name": name, "namespace": "shop"}, "reason": reason, "message": message,
            "type": etype, "count": count, "lastTimestamp": last}


corgi_ev = [
    steady("s1", CORGI, age=7200, hostname="corgi-cp", os_name="Rocky Linux", os_version="9.3 (Blue Onyx)", os_codename=None,
           kernel="5.14.0-362.24.1.el9_3.x86_64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=CORGI_MEM,
           disks=[{"device": "/dev/sda3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 478998495232}],
           network_interfaces=[{"name": "eno1", "mac": "ac:1f:6b:20:7c:e4", "addresses": ["10.42.7.10/24"], "is_up": True},
                               {"name": "cni0", "mac": "6e:0a:91:3c:55:10", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["10.42.7.1"], default_gateway="10.42.7.1", package_manager="rpm",
           installed_packages={"k3s-selinux": "1.5-1.el9", "container-selinux": "3:2.229.0-1.el9"},
           available_services=["k3s.service", "sshd.service", "chronyd.service", "firewalld.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kenji"]}]),
    item("e1", "kubernetes_get", {"context": "corgi", "namespace": None, "items": [
        node("corgi-cp", True, "v1.29.4+k3s1"), node("corgi-w1", True, "v1.29.4+k3s1"),
        node("corgi-w2", False, "v1.29.4+k3s1"), node("corgi-w3", True, "v1.28.9+k3s1")]}, CORGI, age=30,
        args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "corgi", "namespace": "shop", "items": [
        pod("web-6d5f8b7c9-2xkqp", "shop", "Running", "corgi-w1", 0, True, started="2026-04-18T14:02:10Z"),
        pod("web-6d5f8b7c9-8hjtn", "shop", "Running", "corgi-w3", 0, True, started="2026-04-18T14:02:12Z"),
        pod("web-6d5f8b7c9-lq4zr", "shop", "Running", "corgi-w2", 0, False, started="2026-04-18T14:02:11Z"),
        pod("api-7c9d4f6b8-m2wzn", "shop", "Running", "corgi-w1", 7, False, waiting="CrashLoopBackOff"),
        pod("api-7c9d4f6b8-t7kpd", "shop", "Running", "corgi-w3", 0, True, started="2026-04-20T03:45:51Z"),
        pod("redis-0", "shop", "Running", "corgi-w3", 1, True, started="2026-04-11T22:10:04Z"),
        pod("worker-5b8f9d7d6-xv9qj", "shop", "Pending", "corgi-w1", 0, False, waiting="ImagePullBackOff")]},
        CORGI, age=30, args={"resource": "pods", "namespace": "shop"}),
    item("e3", "kubernetes_get", {"context": "corgi", "namespace": "shop", "items": [
        deployment("web", "shop", 3, 2), deployment("api", "shop", 2, 1), deployment("worker", "shop", 1, 0)]},
        CORGI, age=30, args={"resource": "deployments", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "corgi", "namespace": "shop", "items": [
        event("api-7c9d4f6b8-m2wzn", "Pod", "BackOff",
              "Back-off restarting failed container api in pod api-7c9d4f6b8-m2wzn_shop(5e1c0a7e-9b2d-4c51-8f0e-2a7d6c3b1e94)",
              31, "2026-04-22T01:13:40Z"),
        event("worker-5b8f9d7d6-xv9qj", "Pod", "Failed",
              "Failed to pull image \"registry.corgi.lan:5000/shop/worker:1.8.2\": rpc error: code = NotFound desc = "
              "failed to pull and unpack image \"registry.corgi.lan:5000/shop/worker:1.8.2\": manifest unknown", 9,
              "2026-04-22T01:12:02Z"),
        event("web-6d5f8b7c9-lq4zr", "Pod", "NodeNotReady", "Node is not ready", 1, "2026-04-22T00:38:05Z"),
    ]}, CORGI, age=30, args={"resource": "events", "namespace": "shop"}),
    item("e5", "linux_system_info", system_info(9.3, [0.84, 0.77, 0.70], 3571200, CORGI.ago(3571200 + 600), CORGI_MEM,
                                                48900000000, 0, 0), CORGI, age=600),
]

# ---------------------------------------------------------------- basset
BASSET = Clock("2027-01-19T16:05:00+11:00")
BASSET_MEM = 66960461824
basset_ev = [
    steady("s1", BASSET, age=3000, hostname="basset", os_name="openSUSE Leap", os_version="15.5", os_codename=None,
           kernel="5.14.21-150500.55.83-default", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=BASSET_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999666221056},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/docker", "fstype": "xfs", "total_bytes": 1999844147200}],
           network_interfaces=[{"name": "eth0", "mac": "d8:bb:c1:0a:4e:77", "addresses": ["10.8.3.24/22"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:1f:aa:93:0c", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["10.8.0.2", "10.8.0.3"], default_gateway="10.8.0.1", package_manager="rpm",
           installed_packages={"gitlab-runner": "17.7.0-1", "docker": "24.0.7_ce-150000.198.2", "git-core": "2.43.0-150500.4.3.1"},
           available_services=["gitlab-runner.service", "docker.service", "sshd.service", "chronyd.service"],
           users=[{"name": "kim", "uid": 1000, "gid": 100, "home": "/home/kim", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 467, "gid": 466, "home": "/var/lib/gitlab-runner", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 479, "members": ["gitlab-runner", "kim"]}, {"name": "wheel", "gid": 10, "members": ["kim"]}]),
    item("e1", "linux_service_status", unit("gitlab-runner.service", "active", "running", "enabled", 1822,
                                             "2027-01-12T09:30:11+11:00", "GitLab Runner"), BASSET, age=15,
         args={"name": "gitlab-runner"}),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("9d1e2f3a4b5c", "runner-xz8kq2-project-412-concurrent-0-8c1f4d2a9e0b7c36-build",
            "registry.gitlab.com/acme/ci-images/node:20", "running", "Up 12 minutes", "2027-01-19T15:52:41+11:00"),
        box("1a2b3c4d5e6f", "runner-xz8kq2-project-412-concurrent-0-8c1f4d2a9e0b7c36-docker-0", "docker:27.3-dind",
            "running", "Up 12 minutes", "2027-01-19T15:52:35+11:00"),
        box("6f5e4d3c2b1a", "runner-xz8kq2-project-88-concurrent-1-0b9e7a6c5d4f3e21-build", "golang:1.23", "running",
            "Up 3 minutes", "2027-01-19T16:02:02+11:00"),
        box("0c9b8a7f6e5d", "registry-mirror", "registry:2.8.3", "running", "Up 7 days", "2027-01-12T09:31:40+11:00",
            ["0.0.0.0:5000->5000/tcp"])]}, BASSET, age=20, args={"all": False}),
    item("e3", "linux_file_read", {"path": "/etc/gitlab-runner/config.toml", "offset": 0, "limit": 200, "total_lines": 22, "lines": [
        "concurrent = 4", "check_interval = 0", "shutdown_timeout = 0", "", "[session_server]", "  session_timeout = 1800", "",
        "[[runners]]", "  name = \"basset-docker\"", "  url = \"https://gitlab.acme.io/\"", "  token = \"[REDACTED]\"",
        "  executor = \"docker\"", "  [runners.cache]", "    MaxUploadedArchiveSize = 0", "  [runners.docker]",
        "    image = \"alpine:3.20\"", "    privileged = true", "    disable_cache = false",
        "    volumes = [\"/cache\", \"/var/run/docker.sock:/var/run/docker.sock\"]", "    pull_policy = [\"if-not-present\"]",
        "    shm_size = 0", "    network_mtu = 0"]}, BASSET, age=30, args={"path": "/etc/gitlab-runner/config.toml"}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 999666221056, 212400000000),
        fs("/dev/nvme1n1p1", "/var/lib/docker", "xfs", 1999844147200, 1887300000000)]}, BASSET, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2027-01-19T15:12:03+11:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                        job=884211 repo_url=https://gitlab.acme.io/web/storefront.git runner=xz8kq2"),
        log_entry("2027-01-19T15:31:47+11:00", "gitlab-runner.service", "err",
                  "Job failed: exit code 1                             duration_s=1184.2 job=884211 project=412 runner=xz8kq2"),
        log_entry("2027-01-19T15:38:10+11:00", "gitlab-runner.service", "warning",
                  "Job failed (system failure): prepare environment: Error response from daemon: write /var/lib/docker/overlay2/3f1c9e/merged/etc/hosts: no space left on device  job=884230 project=88 runner=xz8kq2"),
        log_entry("2027-01-19T15:52:30+11:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                        job=884244 repo_url=https://gitlab.acme.io/web/storefront.git runner=xz8kq2"),
        log_entry("2027-01-19T16:01:55+11:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                        job=884251 repo_url=https://gitlab.acme.io/platform/billing.git runner=xz8kq2"),
    ]}, BASSET, age=20, args={"unit": "gitlab-runner", "since_minutes": 60}),
    item("e6", "linux_processes", processes(402, BASSET_MEM, [
        (40112, "node", "root", 398.2, 3113851289, "2027-01-19T15:54:20+11:00",
         "node /builds/web/storefront/node_modules/.bin/vitest run --pool threads"),
        (40455, "go", "root", 287.5, 1181116006, "2027-01-19T16:02:31+11:00", "/usr/local/go/bin/go build -o bin/ ./..."),
        (40490, "compile", "root", 95.0, 402653184, "2027-01-19T16:04:41+11:00",
         "/usr/local/go/pkg/tool/linux_amd64/compile -o /tmp/go-build1822/b112/_pkg_.a -p billing/internal/invoice"),
        (1190, "dockerd", "root", 12.4, 325058560, "2027-01-12T09:29:58+11:00", "/usr/bin/dockerd --add-runtime oci=/usr/sbin/docker-runc"),
        (1822, "gitlab-runner", "gitlab-runner", 1.1, 100663296, "2027-01-12T09:30:11+11:00",
         "/usr/bin/gitlab-runner run --working-directory /var/lib/gitlab-runner --config /etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner"),
        (2011, "registry", "root", 0.3, 52428800, "2027-01-12T09:31:41+11:00", "registry serve /etc/docker/registry/config.yml"),
    ]), BASSET, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e7", "linux_system_info", system_info(71.3, [18.2, 14.9, 11.0], 628200, "2027-01-12T09:23:20+11:00", BASSET_MEM,
                                                38100000000, 2 * GiB, 0), BASSET, age=700),
]

BEAGLE_ANSWERS = [
    {"q": "My laptop feels sluggish today, what is eating my resources?", "ev": ["s1", "e1", "e2"],
     "a": "Based on the output of the system information and process tools, it appears that [[u:your laptop is "
          "under some memory pressure rather than being CPU-bound]]. [[s:The load average is 2.31 over the last "
          "minute]] (which is fairly modest for a machine of this class). Memory is a different story: [[s:you have "
          "roughly 31 GiB of RAM in total]], and [[c:about 21 GiB of it is in use]].\n\nLooking at the processes "
          "sorted by memory usage, [[s:the largest consumer by far is IntelliJ IDEA (the `java` process with PID "
          "48211)]] [[u:and it is also the heaviest CPU user on the whole system]]. [[s:Firefox and its content "
          "process (\"Isolated Web Co\") together account for roughly 3.8 GiB]], while [[c:Slack is using close to "
          "1 GiB]] (it is an Electron application, after all). Long-running desktop sessions with an IDE and a "
          "browser do tend to accumulate memory over time (this is a general observation, not something the tools "
          "reported).\n\nIf you want to free up some memory, you could try the following steps:\n\n1. Close unused "
          "Firefox tabs, or open `about:processes` to see which tabs are heaviest.\n2. Lower the IntelliJ heap "
          "(`-Xmx`) if 4 GiB is more than your projects need.\n3. Check again with `free -h` after a few minutes."},
    {"q": "I installed updates yesterday. Do I need to reboot?", "ev": ["s1", "e4"],
     "a": "Based on the package history, it appears that yes, a reboot would be a good idea. [[s:A new kernel "
          "(kernel-core 6.9.5-200.fc40) was installed yesterday morning]] ([[c:at around 09:30]]), [[s:while the "
          "kernel that is currently running is still 6.9.4-200.fc40]]; [[s:this means the new kernel is not active "
          "yet]], and it will only be used after a restart. [[s:The same transaction also upgraded systemd from "
          "255.7 to 255.8]] [[c:and Mesa from 24.0.8 to 24.1.2]], and (for what it's worth) [[c:the Firefox update "
          "to 127.0 was also part of yesterday's batch]]. [[u:None of these updates seem to have caused any "
          "problems so far]], so rebooting should be safe.\n\nHere is what I would suggest:\n\n1. Save your work "
          "and close your applications.\n2. Run `sudo systemctl reboot`.\n3. After logging back in, check `uname "
          "-r` — it should show `6.9.5-200.fc40.x86_64`."},
    {"q": "What changed on this machine in the last week package-wise?", "ev": ["e4"],
     "a": "Based on the output of the package history tool (which covers the last 7 days), it appears that "
          "[[c:there have been six package changes in total]]. The earliest one was [[s:on Sunday, when Firefox was "
          "upgraded from 126.0.1 to 127.0]]; after that, [[s:podman-compose was newly installed on Monday "
          "evening]], and [[s:gnome-tour was removed on Tuesday morning]]. On Wednesday [[s:the new kernel 6.9.5 "
          "was installed]] together with [[c:an updated NetworkManager]]. [[u:It looks like these updates were "
          "applied automatically by GNOME Software]] rather than by hand. If you want more detail on any one of "
          "them, `dnf history list` and `dnf history info <id>` will show you the full transactions."},
    {"q": "My wifi keeps dropping out, any idea why?", "ev": ["s1", "e5", "e6"],
     "a": "It appears that your wireless card is indeed having trouble. [[s:In the last two hours the kernel logged "
          "\"Microcode SW error detected. Restarting 0x0.\" for the iwlwifi driver twice]] ([[s:once at 13:02]] and "
          "[[c:again at 14:15]]), and [[s:right after the first one NetworkManager reported that activation failed "
          "for the connection 'FRITZ!Box 7590 QK']] ([[u:which most likely means the router rebooted at the same "
          "time]]). [[u:These microcode errors are typically caused by the power-saving feature of the Intel AX201 "
          "card]]. [[c:Your wired port enp0s31f6 is up]], so you could plug in a cable as a workaround. [[t:At the "
          "moment the wifi link seems to be working, receiving about 2.4 MB/s]]. [[s:Apart from a single GNOME "
          "Shell JavaScript error at 13:41, there are no other errors in the log for this period]].\n\nYou could "
          "try the following:\n\n1. Disable Wi-Fi power saving with `sudo iw dev wlp0s20f3 set power_save off` and "
          "see if the drops stop.\n2. Check `journalctl -k -b | grep iwlwifi` after the next drop.\n3. Keep the "
          "firmware up to date with `sudo dnf upgrade iwlwifi-mvm-firmware`."},
    {"q": "How much free space do I have on the SSD?", "ev": ["s1", "e3"],
     "a": "Based on the disk usage output, [[s:your root filesystem (/dev/nvme0n1p3, btrfs) is 87.5% full]]. [[c:It "
          "has a total size of about 476 GB]], [[s:of which roughly 447 GB is used]], [[s:leaving around 59 GiB "
          "free]]. Please note that [[s:/home is on the same btrfs filesystem]] (it shows exactly the same "
          "numbers), so it is not a separate partition with its own free space. [[s:The /boot partition is ext4]] "
          "[[c:and about 45% full]]. [[u:Btrfs snapshots (for example from snapper) might be taking up part of the "
          "used space]], which `df` does not show separately.\n\n1. Run `sudo btrfs filesystem usage /` for a more "
          "accurate picture.\n2. Clean the package cache with `sudo dnf clean all`.\n3. Look for large folders with "
          "`du -sh ~/.cache ~/Downloads`."},
    {"q": "Can you give me a quick overview of this laptop's hardware and OS?", "ev": ["s1", "e1"],
     "a": "Certainly! [[s:This machine, named beagle, is running Fedora Linux 40 (Workstation Edition)]] [[c:with "
          "kernel 6.9.5-200.fc40]]. [[s:The processor is a 12th Gen Intel Core i7-1260P]] [[c:with 24 threads]], "
          "and [[s:it has 32 GB of RAM]]. On the network side, [[s:the wireless interface wlp0s20f3 has the address "
          "192.168.178.41/24]] ([[u:your router is most likely a FRITZ!Box]]). [[s:The user dana is in the wheel "
          "group (so dana can use sudo)]] [[c:and in the dialout group]] (which is needed for serial devices). Let "
          "me know if you would like more details on any of these components!"},
    {"q": "Which programs use the most memory, and is Firefox leaking?", "ev": ["e1", "e2"],
     "extra": [user("u1", "I restarted Firefox this morning around 9, so it shouldn't be that.", BEAGLE, age=90)],
     "a": "Thank you for the additional information. Based on the process listing (sorted by memory), [[s:the top "
          "memory user is the IntelliJ IDEA Java process]], [[s:followed by Firefox's main process at about 2.7 "
          "GB]]. You mentioned that you restarted Firefox this morning around 9; however, [[s:the main Firefox "
          "process (PID 5123) has actually been running since Monday]] ([[c:June 16]]), so it seems the restart did "
          "not really happen (perhaps the window was closed while the process stayed in the background — [[u:this "
          "sometimes happens when Firefox is waiting for an update to finish]]). [[s:The content process \"Isolated "
          "Web Co\" (PID 5390) was started at 13:50 today]] [[c:and uses about 8% of your memory]] on its own. As "
          "for leaking, a single snapshot cannot really show a leak (that would need several readings over time). "
          "[[c:Overall, 65% of your RAM is in use]].\n\nTo check for a leak, you could:\n\n1. Open `about:memory` "
          "in Firefox and click \"Measure\".\n2. Note the RSS of PID 5123 now and again in an hour.\n3. Fully quit "
          "Firefox (Ctrl+Q) and start it again."},
]

COLLIE_ANSWERS = [
    {"q": "What's running in docker on collie?", "ev": ["e1"],
     "a": "Based on the output of the container listing, it appears that [[s:you have six containers in total]], "
          "[[c:of which five are currently running]]. [[s:Jellyfin (image jellyfin/jellyfin:10.9.11) has been up "
          "for 6 days]]; Sonarr and Radarr publish ports [[s:8989]] and [[c:7787]] respectively, and Pi-hole "
          "[[s:exposes DNS on port 53]]. However, [[s:qBittorrent has exited]] ([[s:with exit code 137]], [[u:which "
          "usually means it was killed by the out-of-memory killer]]) [[c:and Uptime Kuma is paused]]. You may want "
          "to have a look at these two:\n\n1. `docker logs --tail 50 uptime-kuma`\n2. `docker start qbittorrent` "
          "once you know why it stopped."},
    {"q": "Why did qbittorrent stop?", "ev": ["e1", "e7"],
     "a": "Based on the kernel log, it appears that qBittorrent was killed by the kernel's out-of-memory (OOM) "
          "killer. [[s:At 18:58 this evening the kernel logged \"Out of memory: Killed process 14022 "
          "(qbittorrent-nox)\"]], and [[s:the container now shows as \"Exited (137)\"]] (137 is 128 + 9, i.e. "
          "SIGKILL, which is consistent with an OOM kill). [[s:At the time it was killed, the process was using "
          "about 7 GiB of anonymous memory]] [[c:and it was running as root]]. [[c:This happened about four hours "
          "ago]], and [[s:the container has not been started again since]]. [[u:qBittorrent most likely had a large "
          "number of active torrents, which pushed its memory use up]], and [[u:its restart policy is probably set "
          "to \"no\"]], which is why Docker did not bring it back.\n\nTo prevent this from happening again, you "
          "could:\n\n1. Give the container a memory limit (for example `mem_limit: 4g` in your compose file).\n2. "
          "Lower the number of active torrents and connections in the qBittorrent settings.\n3. Start it again with "
          "`docker start qbittorrent`."},
    {"q": "How full are my drives?", "ev": ["s1", "e2"],
     "a": "Based on the disk usage output, there are [[s:three filesystems]] to look at. [[s:Your storage array "
          "(/dev/md0, mounted at /srv/storage) is 92% full]], [[c:with about 635 GiB free]] out of [[s:roughly 7.9 "
          "TB]], [[s:which makes it by far the fullest filesystem on the server]]. [[s:The system disk (/dev/sda2) "
          "is only a quarter full]], [[c:with around 61 GiB used]]. [[u:Since md0 is a RAID 1 mirror, the usable "
          "space is half of the raw disk capacity]], and [[u:both disks in the array appear to be healthy]]. Please "
          "also note that [[c:the array is formatted with XFS]], so it cannot be shrunk later (only grown).\n\n1. "
          "Check the array with `cat /proc/mdstat`.\n2. Find the largest folders with `sudo du -xh --max-depth=2 "
          "/srv/storage | sort -h | tail`."},
    {"q": "Did someone fail to log in to samba today? Who?", "ev": ["e3", "e4"],
     "a": "Yes, it appears that there were some failed login attempts. Looking at the smbd log for the last 24 "
          "hours, [[s:the user sarah failed to authenticate three times]], [[s:all within about 15 seconds of each "
          "other around 18:22]]. [[s:Less than a minute later she connected successfully to the \"media\" share]] "
          "([[c:from the address 192.168.1.75]]), so it seems she simply mistyped her password. [[s:There was also "
          "one attempt at 20:41 with the username \"admin\"]], [[c:which failed because of a wrong password]] — "
          "[[u:this could be a device on your network scanning for default credentials]]. [[c:Overall that makes "
          "five failed attempts today]]. If the \"admin\" attempts continue, you can find the client's address by "
          "raising the log level (`log level = 3` in smb.conf) for a while."},
    {"q": "What ports are open on the server?", "ev": ["e5"],
     "a": "Based on the network information, the server is listening on the following ports: [[s:SSH on port 22 "
          "(sshd)]], [[s:DNS on port 53 for both TCP and UDP]] ([[u:forwarded to the Pi-hole container]]), "
          "[[s:8080, 8096, 8989 and 7878, which are all handled by docker-proxy]], and [[c:9090 for the Prometheus "
          "node exporter]]. [[s:All of them are bound to 0.0.0.0]] (every interface), so [[u:they are reachable "
          "from the whole LAN]]. Right now there is [[s:an SMB session from 192.168.1.57]] and [[c:an SSH session "
          "from 192.168.1.72]]. If you want to restrict any of these, `sudo nft list ruleset` will show whether a "
          "firewall is active."},
    {"q": "Is the server under heavy load right now?", "ev": ["s1", "e6"],
     "a": "Based on the system information (please note that this reading was taken about 20 minutes ago, so it may "
          "not reflect the current state exactly), [[t:the CPU usage was at 41%]] [[t:with a load average of 3.84 "
          "over one minute]]. [[s:Since your Celeron N5105 has 4 cores]] [[c:(and 8 threads)]], [[t:this means the "
          "CPU was close to fully loaded]]. [[t:Memory usage was high at about 81%]] ([[t:roughly 12 GiB]] of the "
          "[[s:16 GB installed]]), and [[t:swap was about 60% used]], [[u:probably because of Jellyfin "
          "transcoding]].\n\nTo get a fresh picture, you could run:\n\n1. `uptime`\n2. `free -h`\n3. `top -o %MEM` "
          "to see which process is using the memory."},
    {"q": "Who has accounts on collie and who can use sudo and docker?", "ev": ["s1"],
     "a": "Based on the system state, [[s:there are three user accounts on collie: mike, sarah and media]]. [[s:The "
          "media account has no login shell (/usr/sbin/nologin)]], [[u:so it is presumably the account your "
          "containers run as]]. Regarding privileges, [[s:mike is the only member of the sudo group]], [[c:and "
          "sarah is in the docker group as well]] (which is effectively root-equivalent). [[s:Both mike and sarah "
          "are in the sambashare group]], [[c:and mike is also a member of the media group]]. If you want to remove "
          "someone from a group, `sudo gpasswd -d USER GROUP` will do it."},
]

HUSKY_ANSWERS = [
    {"q": "The orders database is slow right now. What's going on?", "ev": ["e2", "e3", "e4"],
     "a": "Based on the output of the tools, it appears that the database server is quite busy at the moment. "
          "[[s:The two processes using the most CPU are both PostgreSQL backends for the app_rw user on the orders "
          "database]]; [[s:the first one (PID 288104) is at 96.4% CPU]] [[c:and has been running since 02:15]]. "
          "Looking at disk I/O, [[s:the two data disks (nvme1n1 and nvme2n1) are each around 70% busy]], "
          "[[s:reading roughly 180 MB/s each]], [[c:while writes are only about 4 MB/s]]. [[s:The load average is "
          "6.42]], [[u:which is still well below the 32 threads of the EPYC CPU]], [[c:and overall CPU usage is "
          "about 45%]].\n\nHere is what I would suggest:\n\n1. Look at the active queries with `SELECT pid, now() - "
          "query_start AS runtime, query FROM pg_stat_activity WHERE state = 'active';`.\n2. Run `EXPLAIN (ANALYZE, "
          "BUFFERS)` on the slow SELECT to see whether it is doing a sequential scan.\n3. If needed, cancel the "
          "longest one with `SELECT pg_cancel_backend(288104);`."},
    {"q": "Is postgres up, and which version are we running?", "ev": ["s1", "e1", "e6"],
     "a": "Yes, [[s:the PostgreSQL cluster 15-main is active and running]], and [[s:it has been up since February 9 "
          "at 22:15 UTC]], [[c:which is about three days ago]]. Regarding the version, [[t:the system state lists "
          "postgresql-15 at version 15.6-1.pgdg22.04+1]]; however, [[s:the package history shows it was upgraded to "
          "15.10-1.pgdg22.04+1 on February 9 at 22:09]], [[s:just a few minutes before the service was started]], "
          "so [[s:the server running now is 15.10]]. [[c:libpq5 went from 16.2 to 16.4]] in the same run. "
          "[[t:pgbouncer is installed as well]]. Please note that [[c:the unit is disabled, so it will not start "
          "automatically after a reboot]] — you may want to run `sudo systemctl enable postgresql@15-main` to fix "
          "that. You can confirm the running version with `psql -c 'SELECT version();'`."},
    {"q": "Anything worrying in the postgres log over the last three hours?", "ev": ["e5"],
     "a": "Based on the journal for postgresql@15-main (last 180 minutes), there are a few things worth pointing "
          "out. The most important one is that [[s:at 03:31 the server refused connections with \"remaining "
          "connection slots are reserved for non-replication superuser connections\"]] — [[s:this happened twice]], "
          "[[u:which means max_connections (probably the default of 100) was reached]]. [[s:Earlier, at 02:58, a "
          "statement was cancelled because of a statement timeout]] ([[u:this was most likely one of the long "
          "SELECT queries on order_items]]). [[s:An automatic vacuum of orders.public.order_items was logged at "
          "03:05]], [[c:removing about 41,000 dead tuples]], and [[s:a time-based checkpoint finished at 01:17]]; "
          "[[c:that checkpoint took about 27 seconds]]. [[c:All in all, three FATAL messages were logged]].\n\n1. "
          "Check `SHOW max_connections;` and the number of rows in `pg_stat_activity`.\n2. Consider routing all "
          "application traffic through pgbouncer."},
    {"q": "When was husky last rebooted, and how's memory looking?", "ev": ["s1", "e3"],
     "a": "[[s:Husky was last booted on Monday, February 9 at 22:12 UTC]], [[s:so it has been up for about a day "
          "and five and a half hours]]. [[u:The reboot was probably done to apply the PostgreSQL upgrade]]. As for "
          "memory, [[s:the machine has 128 GB of RAM]], [[c:of which roughly 96 GiB is in use]] [[s:and about 39.5 "
          "GB is available]]. [[s:Swap is not being used at all]] ([[c:out of 8 GiB configured]]). [[u:Most of the "
          "used memory is PostgreSQL's shared buffers]], which is expected on a dedicated database server. The CPU "
          "has [[s:16 cores]] [[c:(SMT seems to be disabled, since only 16 threads are reported)]]. Overall, memory "
          "looks healthy; if you want to double-check, `free -g` and `SHOW shared_buffers;` will give you a quick "
          "picture."},
    {"q": "What packages were upgraded in the last two weeks?", "ev": ["e6"],
     "a": "Based on the package history (last 14 days), [[s:four packages were upgraded]]. [[s:The first was "
          "openssh-server on February 4]] ([[s:from 1:8.9p1-3ubuntu0.6 to 1:8.9p1-3ubuntu0.10]]), [[c:which was a "
          "Thursday]]. [[s:The other three came in one batch on the evening of February 9]]: [[s:postgresql-15 and "
          "postgresql-client-15 both went to 15.10]], [[c:and libpq5 was downgraded from 17.2 to 16.2]]. [[c:The "
          "PostgreSQL upgrade itself happened at 23:09 UTC]]. You can see the full details with `grep -E 'upgrade' "
          "/var/log/dpkg.log`."},
    {"q": "Are we running out of database connections?", "ev": ["e5", "e7"],
     "a": "It appears that the server did run out of connection slots for a short while. [[s:At 03:31:17 and "
          "03:31:18 PostgreSQL rejected new connections]]. [[u:This was probably caused by a burst of traffic from "
          "the application servers]]. Looking at the current connections, [[s:pgbouncer (PID 902) is listening on "
          "port 6432 on all interfaces]] [[s:and has three client connections]] ([[c:two from 10.20.0.32 and one "
          "from 10.20.0.31]]). [[s:PostgreSQL itself listens on port 5432 on 10.20.0.11]], and [[s:there are two "
          "direct connections to it from 10.20.0.31]] (bypassing pgbouncer), [[c:which belong to PIDs 288104 and "
          "288337]]. [[u:Since only a handful of connections are open right now, the pool is probably configured "
          "with a small default_pool_size]].\n\n1. Check `SHOW max_connections;` in psql.\n2. Run `SHOW POOLS;` in "
          "the pgbouncer admin console to see waiting clients.\n3. Point the application at port 6432 instead of "
          "5432."},
]

CORGI_ANSWERS = [
    {"q": "Are all the nodes in the cluster healthy?", "ev": ["e1"],
     "a": "No, it appears that not all of the nodes are healthy. [[s:The cluster has four nodes]]: [[s:corgi-cp, "
          "corgi-w1 and corgi-w3 are Ready]], [[s:but corgi-w2 is NotReady]]. [[u:This usually means the kubelet on "
          "corgi-w2 has stopped reporting, for example because the machine is powered off or has lost its network "
          "connection]]. [[c:That means half of the nodes are not in a Ready state]], so workloads that were "
          "scheduled on corgi-w2 will not be served. In addition, [[s:corgi-w3 is running an older kubelet "
          "(v1.28.9+k3s1)]] [[c:than the other three nodes, which are on v1.29.2+k3s1]], [[u:so it seems that node "
          "was missed during the last upgrade]].\n\nI would suggest the following steps:\n\n1. Check whether "
          "corgi-w2 is reachable (`ping`, `ssh`).\n2. On corgi-w2, look at `journalctl -u k3s-agent -n 100`.\n3. "
          "Run `kubectl describe node corgi-w2` to see the conditions and the last heartbeat."},
    {"q": "What's wrong in the shop namespace?", "ev": ["e2", "e3", "e4"],
     "a": "Based on the pods, deployments and events in the shop namespace, it appears that there are three "
          "separate problems. First, [[s:the api deployment has only 1 of its 2 replicas ready]]: [[s:the pod "
          "api-7c9d4f6b8-m2wzn is in CrashLoopBackOff]] [[c:after 17 restarts]]. Second, [[s:the worker deployment "
          "has no ready replicas at all]] [[s:because its only pod (worker-5b8f9d7d6-xv9qj) cannot pull its image]] "
          "— [[c:that pod is scheduled on corgi-w3]]. Third, [[s:web is running 2 out of 3 replicas]], [[s:since "
          "the pod web-6d5f8b7c9-lq4zr is on corgi-w2, whose node is not ready]]; [[c:that event was recorded about "
          "10 minutes ago]]. Finally, [[s:redis-0 has restarted once]], [[u:probably during a node "
          "maintenance]].\n\n1. `kubectl -n shop logs api-7c9d4f6b8-m2wzn --previous`\n2. Push the missing worker "
          "image, or roll the deployment back to a tag that exists.\n3. Bring corgi-w2 back, or drain it so the web "
          "pod is rescheduled."},
    {"q": "Why does the api pod keep crashing?", "ev": ["e2", "e4"],
     "a": "Unfortunately, the evidence I have does not include the container's own logs, so I can't tell you the "
          "exact reason for the crash. What I can see is that [[s:the pod api-7c9d4f6b8-m2wzn is waiting in "
          "CrashLoopBackOff]] [[s:after 7 restarts]], and that [[s:the kubelet keeps backing off restarting the api "
          "container]] ([[c:the event has fired 13 times]]). [[s:The other api replica, api-7c9d4f6b8-t7kpd on "
          "corgi-w3, is running and ready]] [[s:with zero restarts]], [[u:so the problem is most likely specific to "
          "corgi-w1 (for example a volume that only that node cannot mount)]]. [[u:It is also possible that the "
          "container is being OOMKilled because of a low memory limit]]. [[c:The healthy replica was started "
          "yesterday]], so it has been stable for a while.\n\nTo find the cause, I would suggest:\n\n1. `kubectl -n "
          "shop logs api-7c9d4f6b8-m2wzn --previous`\n2. `kubectl -n shop describe pod api-7c9d4f6b8-m2wzn` and "
          "look at \"Last State\".\n3. Compare the two pods' nodes and mounted volumes."},
    {"q": "Which pods are running on corgi-w3?", "ev": ["e2"],
     "a": "Based on the pod listing for the shop namespace, [[s:there are three pods scheduled on corgi-w3]]: "
          "[[s:web-6d5f8b7c9-8hjtn]], [[s:api-7c9d4f6b8-t7kpd]] and [[s:redis-0]]. [[s:All three are Running and "
          "Ready]]. [[s:redis-0 has been running since April 12]], and [[c:it has never restarted]]. By comparison, "
          "[[c:corgi-w1 only hosts the crashing api pod]]. Please note that I only looked at the shop namespace, so "
          "there may be system pods (such as CoreDNS or Traefik) on corgi-w3 as well; `kubectl get pods -A -o wide "
          "--field-selector spec.nodeName=corgi-w3` will show everything."},
    {"q": "How loaded is the control-plane node?", "ev": ["s1", "e5"],
     "a": "Based on the system information for corgi-cp (please note that this reading is about 10 minutes old), "
          "[[t:CPU usage is low at 9.3%]] [[t:and the load average is 0.84 / 0.77 / 0.70]]. [[t:Roughly 17 GiB of "
          "memory is in use]] out of [[s:64 GB]]. [[t:The node has been up for about 41 days]], [[t:since it was "
          "last rebooted in mid-March]]. [[c:It runs Rocky Linux 9.4]] [[s:with kernel 5.14.0-362.24.1.el9_3]]. In "
          "short, [[t:the control plane has plenty of headroom]]; if you want a fresh reading, `uptime` and `free "
          "-h` on the node will give you one."},
    {"q": "What versions of k3s are the nodes running?", "ev": ["s1", "e1"],
     "a": "According to the node list, [[s:corgi-cp, corgi-w1 and corgi-w2 are all on v1.29.4+k3s1]] ([[s:although "
          "corgi-w2 is currently NotReady]], so its version is simply what it last reported), [[c:while corgi-w3 is "
          "one minor release ahead on v1.30.0+k3s1]]. [[s:The control-plane host itself runs Rocky Linux 9.3]], and "
          "[[u:all the other nodes run Rocky Linux 9.3 as well]]. It is generally recommended to keep all nodes on "
          "the same version; you can upgrade with the k3s install script or the system-upgrade-controller."},
    {"q": "How many pods are not ready in shop, and are all deployments at full strength?", "ev": ["e2", "e3"],
     "a": "Based on the pod listing, [[s:three of the seven pods in the shop namespace are not ready]]: [[s:the web "
          "replica on corgi-w2]], [[s:the crash-looping api pod]] [[c:and redis-0]]. As for the deployments, "
          "[[s:none of the three is at full strength]]. [[c:The web deployment is the worst off]], [[c:with only "
          "one of its three replicas ready]], while [[s:worker has 0 of 1 ready]] and [[s:api has 1 of 2]]. You can "
          "watch them recover with `kubectl -n shop get pods -w`."},
]

BASSET_ANSWERS = [
    {"q": "Is the GitLab runner healthy?", "ev": ["e1", "e5"],
     "a": "Yes, it appears that the runner service itself is healthy. [[s:The gitlab-runner service is active and "
          "running]] [[c:and has been up since January 14]]. In the last hour [[c:it received five new jobs]]: "
          "[[s:job 884211 failed with exit code 1 after about 20 minutes]], and [[s:job 884230 failed with a system "
          "failure]] [[c:because the Docker daemon could not be reached]]. [[s:The most recent job, 884251 for "
          "platform/billing, was picked up at 16:01]], and [[s:the runner has not logged any errors since then]]. "
          "So the service looks fine, but the failures are worth a closer look:\n\n1. Open job 884211 in the GitLab "
          "UI to see which command returned exit code 1.\n2. Check the free space on the Docker volume with `df -h "
          "/var/lib/docker`."},
    {"q": "Why did job 884230 fail?", "ev": ["e4", "e5"],
     "a": "Based on the runner's log, [[s:job 884230 failed at 15:38]] [[s:during the \"prepare environment\" "
          "stage]] [[s:with the error \"no space left on device\"]], [[s:while Docker was writing into "
          "/var/lib/docker/overlay2]]. [[c:The job was for the storefront project (project 412)]]. This matches the "
          "disk usage output: [[s:the /var/lib/docker filesystem (xfs on /dev/nvme1n1p1) is 94.4% full]], [[c:with "
          "only about 112 GiB free]] out of [[s:roughly 2 TB]]. [[u:It was probably completely full at 15:38, and "
          "some space was freed when the job's containers were removed]]. [[u:This is the second time today that a "
          "job has failed for lack of space]], so I would recommend cleaning up regularly:\n\n1. `docker system df` "
          "to see what is taking the space.\n2. `docker system prune -af --filter \"until=72h\"` to remove old "
          "images and build cache.\n3. Set up a scheduled cleanup (for example a systemd timer).\n4. Retry the job "
          "from the GitLab UI."},
    {"q": "How many jobs can run at once, and how many are running now?", "ev": ["e2", "e3"],
     "a": "Based on /etc/gitlab-runner/config.toml, [[s:the runner is configured with concurrent = 4]]. [[s:There "
          "is a single runner registered, named \"basset-docker\"]] [[c:with the default image alpine:3.19]]. "
          "Looking at the running containers, [[c:there are three jobs running right now]]: [[s:one for project 412 "
          "(which also has a docker:27.3-dind service container)]] and [[s:one for project 88 using golang:1.23]]. "
          "[[s:The project 412 job has been running for about 12 minutes]] [[c:and the project 88 one for about 13 "
          "minutes]]. So, in short, [[s:two of the four slots are free]]."},
    {"q": "What's using all the CPU on basset?", "ev": ["s1", "e6", "e7"],
     "a": "Based on the process list sorted by CPU usage, it appears that the CI jobs are responsible for most of "
          "the load. [[s:The top process is a Node.js test run (vitest, PID 40112)]] [[s:at about 398% CPU]], "
          "[[s:followed by a Go build (PID 40455) at 287.5%]] [[s:and the Go compiler at 95%]]. [[c:All of these "
          "run as the gitlab-runner user]] (since they are started by the runner). [[s:The gitlab-runner process "
          "itself is nearly idle at 1.1%]]. [[t:Overall CPU usage was 71.3%]] [[t:with a load average of 18.2]], "
          "[[c:which is more than the 16 threads of the Ryzen 9 7950X]]. [[u:It is probably starting many worker "
          "threads because of the `--pool threads` option]]; if the load becomes a problem, you could:\n\n1. Limit "
          "vitest with `--maxWorkers=4`.\n2. Set `cpus = \"8\"` under `[runners.docker]` to cap each job.\n3. Lower "
          "`concurrent` in config.toml."},
    {"q": "Tell me about basset: OS, hardware and network.", "ev": ["s1"],
     "a": "[[s:basset is running openSUSE Leap 15.5]]. [[s:It has an AMD Ryzen 9 7950X]] [[s:(16 cores, 32 "
          "threads)]] [[c:and 128 GB of RAM]]. For storage there is [[s:a 1 TB btrfs system drive]] and [[c:a 2 TB "
          "ext4 drive mounted at /var/lib/docker]]. [[s:Its main network interface, eth0, has the address "
          "10.8.3.24/22]] [[c:and DNS served by 10.8.0.2 only]]. On the software side, [[s:gitlab-runner 17.7.0 is "
          "installed]] [[s:along with Docker 24.0.7]]. [[u:The machine is probably a dedicated build server in a "
          "data centre]]. Let me know if you need anything else!"},
    {"q": "Who can use Docker on this machine?", "ev": ["s1", "e3"],
     "a": "Based on the system state, [[s:the docker group has two members: gitlab-runner and kim]], [[s:so both of "
          "these accounts can talk to the Docker daemon directly]]. [[s:kim is also in the wheel group]], [[c:and "
          "gitlab-runner is in wheel too]]. [[s:The gitlab-runner account has UID 467]] [[c:and its home directory "
          "is /home/gitlab-runner]]. In addition, [[s:the runner's configuration mounts /var/run/docker.sock into "
          "every job container]] [[s:and runs them in privileged mode]], which means that, in practice, anyone who "
          "can push a CI job to this runner effectively has root access on the host (this is a general consequence "
          "of that setup, not something the tools reported). [[u:As far as I can tell, nobody else has logged in "
          "recently]]. If that is not what you want, consider:\n\n1. Setting `privileged = false` unless you need "
          "Docker-in-Docker.\n2. Removing the socket mount from `volumes`.\n3. Restricting the runner to protected "
          "branches."},
    {"q": "Is the registry mirror working, and what port does it use?", "ev": ["e2", "e6"],
     "a": "[[s:The registry-mirror container (image registry:2.8.3) is running]] [[s:and has been up for 7 days]], "
          "[[s:publishing port 5000 on all interfaces]]. [[s:Its process (registry serve, PID 2011) is using very "
          "little CPU (0.3%)]] [[c:and about 150 MB of memory]]. [[c:It was created on January 11]], [[c:and it "
          "runs as the kim user]]. [[u:It is likely that the mirror is caching Docker Hub images for the CI jobs]]; "
          "whether the jobs actually pull through it depends on the Docker daemon's `registry-mirrors` setting, "
          "which I could not see. You can test it with `curl http://localhost:5000/v2/_catalog`."},
]

MACHINES = [
    {"name": "beagle", "clock": BEAGLE, "evidence": beagle_ev, "answers": BEAGLE_ANSWERS},
    {"name": "collie", "clock": COLLIE, "evidence": collie_ev, "answers": COLLIE_ANSWERS},
    {"name": "husky", "clock": HUSKY, "evidence": husky_ev, "answers": HUSKY_ANSWERS},
    {"name": "corgi", "clock": CORGI, "evidence": corgi_ev, "answers": CORGI_ANSWERS},
    {"name": "basset", "clock": BASSET, "evidence": basset_ev, "answers": BASSET_ANSWERS},
]
