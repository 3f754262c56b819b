"""83rd generation (written blind, in the manner of command-r 35B answering with grounded citations).

Five machines named for gemstones. Answers cite the evidence ids they rest on in square brackets or
parentheses ("[ev-3]", "(see ev-2)", "(doc_5)"), mostly as prose paragraphs and short lists; some cite an item
that does not say the claim (labelled unsupported even where another item would), and the ids follow each
machine's own naming (ev-N, ss-1/ct-1/df-1, eN, k-*, doc_N).

opal — a Fedora 41 laptop in Berlin (+01:00) under memory pressure: steady state 40 minutes old with the
packages source stale (dnf upgraded the kernel 27 minutes ago, so its installed_packages still show
kernel-core 6.12.11 and BlueZ 5.79 unconfirmed), system info (88% RAM used, 3.1 GiB of zram swap, load rising),
processes sorted by memory and cut to six (firefox, IntelliJ's java, a QEMU guest, a Firefox content process,
gnome-shell, slack), disk usage (btrfs / and /home on one 476 GiB volume, 88% used), a week of dnf history,
every service (fwupd-refresh failed, cups inactive, libvirtd running but disabled), warning-level journal
lines (OOM kill, systemd-oomd killing Slack, A2DP connect failures) and a network scan seven minutes old.

amethyst — a Debian 12 home NAS in London (+00:00): six Docker containers (transmission exited 137, watchtower
restarting, MariaDB's 3306 unpublished), a 7.9 TB md0 array 92% full, smbd running and nmbd failed, a day
of smbd Auth lines (two wrong passwords then a success from .57, guest from the TV), listening sockets with
SMB, SSH and Jellyfin peers, disk I/O with both array disks ~70% busy, and system info 15 minutes old.

agate — an Ubuntu 22.04 API server in Chicago (-05:00): nginx, api.service (gunicorn, restarted at 07:52)
and PostgreSQL 14 units, an hour of nginx errors (three refused upstream connects, one timeout), processes
sorted by CPU and cut to five, listeners (only 22/80/443 on 0.0.0.0), system info 12 minutes old, two weeks
of apt history (openssl, nginx, a 5.15.0-135 kernel not yet booted), the api.service unit file and disk usage.

peridot — a three-node k3s cluster of arm64 Raspberry Pis in Tokyo (+09:00): nodes (peridot-w2 NotReady on an
older k3s and kernel), pods in all namespaces (zigbee2mqtt crash-looping, frigate ContainerCreating),
Services (traefik LoadBalancer, mosquitto NodePort), events in `home` (BackOff, NFS
FailedMount), k3s journal lines about the lost lease, fresh system info and disk usage eight minutes old.

spinel — an Arch Linux GitLab CI runner in Los Angeles (-08:00): steady state (running 6.11.9, linux
6.12.1 installed), system info (load 24.6 on 32 threads), job containers plus a registry mirror, disk usage
(/var/lib/docker XFS 94% full), the gitlab-runner unit, an hour of runner log (a no-space system failure),
a month of pacman history, a process list ten minutes old and /etc changes over the last week.
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------- opal: Fedora 41 laptop, Berlin (+01:00)
OPAL = Clock("2026-02-17T14:25:00+01:00")
OPAL_MEM = 16_516_751_360
OPAL_ROOT = 510_770_802_688
OPAL_BOOT = OPAL.ago(278_640)
opal_ev = [
    steady("ev-1", OPAL, age=2400, hostname="opal", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.12.11-200.fc41.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz",
           cpu_cores=4, cpu_threads=8, memory_total_bytes=OPAL_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": OPAL_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": OPAL_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
           network_interfaces=[
               {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:11:2b", "addresses": ["192.168.178.41/24"], "is_up": True},
               {"name": "enp0s31f6", "mac": "54:e1:ad:07:9c:40", "addresses": [], "is_up": False},
               {"name": "virbr0", "mac": "52:54:00:3a:7d:10", "addresses": ["192.168.122.1/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.178.1", package_manager="rpm",
           installed_packages={"kernel-core": "6.12.11-200.fc41", "firefox": "134.0.2-1.fc41",
                               "mesa-dri-drivers": "24.3.4-1.fc41", "libvirt-daemon": "10.6.0-5.fc41",
                               "bluez": "5.79-1.fc41", "java-21-openjdk": "21.0.6.0.7-1.fc41"},
           available_services=["NetworkManager.service", "bluetooth.service", "cups.service", "firewalld.service",
                               "sshd.service", "libvirtd.service", "gdm.service", "power-profiles-daemon.service",
                               "fwupd-refresh.service"],
           users=[{"name": "lena", "uid": 1000, "gid": 1000, "home": "/home/lena", "shell": "/bin/zsh"},
                  {"name": "jonas", "uid": 1001, "gid": 1001, "home": "/home/jonas", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["lena"]},
                   {"name": "libvirt", "gid": 975, "members": ["lena"]},
                   {"name": "dialout", "gid": 18, "members": ["jonas"]}],
           stale_sources=["packages"]),
    item("ev-2", "linux_system_info", system_info(38.5, [3.92, 3.41, 2.87], 278_640, OPAL_BOOT, OPAL_MEM,
                                                  1_932_735_283, 8 * GiB, 3_328_599_654), OPAL, age=30),
    item("ev-3", "linux_processes", processes(341, OPAL_MEM, [
        (4412, "firefox", "lena", 12.4, 3 * GiB, OPAL.ago(9_000), "/usr/lib64/firefox/firefox"),
        (7733, "java", "lena", 48.2, 2_684_354_560, OPAL.ago(5_400),
         "/opt/idea/jbr/bin/java -Xmx4096m -cp /opt/idea/lib/app.jar com.intellij.idea.Main"),
        (8120, "qemu-system-x86", "qemu", 9.1, 2 * GiB, OPAL.ago(3_100),
         "/usr/bin/qemu-system-x86_64 -name guest=win11-test -m 2048"),
        (5120, "Isolated Web Co", "lena", 21.7, 1_610_612_736, OPAL.ago(2_200),
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (2981, "gnome-shell", "lena", 6.3, 912_261_120, OPAL_BOOT, "/usr/bin/gnome-shell"),
        (6655, "slack", "lena", 1.2, 665_845_760, OPAL.ago(1_900), "/usr/lib/slack/slack --enable-crashpad"),
    ]), OPAL, age=35, args={"sort": "memory", "limit": 6}, complete=False),
    item("ev-4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", OPAL_ROOT, 451_521_389_466),
        fs("/dev/nvme0n1p3", "/home", "btrfs", OPAL_ROOT, 451_521_389_466),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 20_447_232)]}, OPAL, age=40),
    item("ev-5", "linux_package_history", {"source": "dnf", "since": OPAL.ago(7 * 86400), "events": [
        package_event("2026-02-12T10:14:07+01:00", "upgrade", "mesa-dri-drivers", "24.2.8-1.fc41", "24.3.4-1.fc41"),
        package_event("2026-02-12T10:14:09+01:00", "remove", "gnome-tour", "47.0-1.fc41", None),
        package_event("2026-02-17T13:58:31+01:00", "upgrade", "kernel-core", "6.12.11-200.fc41", "6.12.13-200.fc41"),
        package_event("2026-02-17T13:58:33+01:00", "upgrade", "kernel-modules", "6.12.11-200.fc41", "6.12.13-200.fc41"),
        package_event("2026-02-17T13:58:52+01:00", "upgrade", "firefox", "134.0.2-1.fc41", "135.0-1.fc41"),
        package_event("2026-02-17T13:59:10+01:00", "install", "podman-compose", None, "1.3.0-1.fc41"),
    ]}, OPAL, age=50, args={"since_days": 7}),
    item("ev-6", "linux_service_status", {"units": [
        unit("fwupd-refresh.service", "failed", "failed", "static", None, None, "Refresh fwupd metadata and update motd"),
        unit("NetworkManager.service", "active", "running", "enabled", 1021, OPAL_BOOT, "Network Manager"),
        unit("bluetooth.service", "active", "running", "enabled", 1033, OPAL_BOOT, "Bluetooth service"),
        unit("cups.service", "inactive", "dead", "enabled", None, None, "CUPS Scheduler"),
        unit("firewalld.service", "active", "running", "enabled", 1008, OPAL_BOOT, "firewalld - dynamic firewall daemon"),
        unit("gdm.service", "active", "running", "enabled", 1190, OPAL_BOOT, "GNOME Display Manager"),
        unit("libvirtd.service", "active", "running", "disabled", 8011, OPAL.ago(3_160), "libvirt legacy monolithic daemon"),
        unit("power-profiles-daemon.service", "active", "running", "enabled", 1040, OPAL_BOOT, "Power Profiles daemon"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
    ], "total": 9}, OPAL, age=25),
    item("ev-7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-17T12:05:44+01:00", "fwupd-refresh.service", "err",
                  "fwupd-refresh.service: Failed with result 'exit-code'."),
        log_entry("2026-02-17T13:41:02+01:00", None, "err",
                  "Out of memory: Killed process 6120 (Isolated Web Co) total-vm:3312456kB, anon-rss:1203344kB"),
        log_entry("2026-02-17T13:47:19+01:00", "systemd-oomd.service", "warning",
                  "Killed /user.slice/user-1000.slice/user@1000.service/app.slice/app-gnome-slack-5810.scope due to memory pressure for /user.slice/user-1000.slice/user@1000.service being 72.40% > 50.00% for > 20s with reclaim activity"),
        log_entry("2026-02-17T14:10:26+01:00", "bluetooth.service", "err",
                  "src/service.c:btd_service_connect() a2dp-sink profile connect failed for 4C:87:5D:2A:19:E0: Protocol not available"),
        log_entry("2026-02-17T14:11:03+01:00", "bluetooth.service", "err",
                  "src/service.c:btd_service_connect() a2dp-sink profile connect failed for 4C:87:5D:2A:19:E0: Protocol not available"),
    ]}, OPAL, age=45, args={"since_minutes": 180, "priority": "warning"}),
    item("ev-8", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:11:2b", "addresses": ["192.168.178.41/24"], "is_up": True}],
        "listening": [listener(53, "127.0.0.53", 880, "systemd-resolve"),
                      listener(631, "127.0.0.1", 1, "systemd"),
                      listener(63342, "127.0.0.1", 7733, "java"),
                      listener(5355, "0.0.0.0", 880, "systemd-resolve")],
        "connections": [connection("192.168.178.41:40312", "140.82.112.4:443", 4412, "firefox"),
                        connection("192.168.178.41:52218", "34.120.208.123:443", 4412, "firefox"),
                        connection("192.168.178.41:47710", "3.69.224.15:443", 7733, "java")]},
         OPAL, age=420),
]

# ---------------------------------------------------------------- amethyst: Debian 12 home server, London (+00:00)
AMETHYST = Clock("2026-01-09T21:40:00+00:00")
GARNET_MEM = 16_630_005_760
GARNET_ROOT = 117_220_446_208
GARNET_MEDIA = 7_868_966_174_720
GARNET_BOOT = AMETHYST.ago(534_120)
garnet_ev = [
    steady("ss-1", AMETHYST, age=3600, hostname="amethyst", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=GARNET_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": GARNET_ROOT},
                  {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": GARNET_MEDIA}],
           network_interfaces=[
               {"name": "enp1s0", "mac": "00:e0:4c:68:01:b2", "addresses": ["192.168.1.20/24"], "is_up": True},
               {"name": "docker0", "mac": "02:42:9e:51:c7:0a", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
           installed_packages={"samba": "2:4.17.12+dfsg-0+deb12u1", "docker-ce": "5:27.4.1-1~debian.12~bookworm",
                               "mdadm": "4.2-5", "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["smbd.service", "nmbd.service", "docker.service", "ssh.service", "mdmonitor.service"],
           users=[{"name": "martin", "uid": 1000, "gid": 1000, "home": "/home/martin", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media", "shell": "/usr/sbin/nologin"},
                  {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["martin"]},
                   {"name": "docker", "gid": 996, "members": ["martin"]},
                   {"name": "sambashare", "gid": 104, "members": ["martin", "media"]}]),
    item("ct-1", "linux_containers", {"runtime": "docker", "containers": [
        box("3f9a1c2d7e01", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 6 days",
            "2025-12-18T10:02:11+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("a71e0c44b9d2", "pihole", "pihole/pihole:2024.07.0", "running", "Up 6 days (healthy)",
            "2025-11-02T16:40:55+00:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8080->80/tcp"]),
        box("c0d81f6a2b33", "transmission", "lscr.io/linuxserver/transmission:4.0.6", "exited",
            "Exited (137) 2 hours ago", "2025-12-01T09:15:20+00:00", []),
        box("5b2e7a9d1c84", "nextcloud", "nextcloud:29-apache", "running", "Up 3 hours",
            "2026-01-09T18:31:07+00:00", ["0.0.0.0:8443->443/tcp"]),
        box("e4c6f0b1a925", "nextcloud-db", "mariadb:10.11", "running", "Up 3 hours",
            "2026-01-09T18:30:58+00:00", ["3306/tcp"]),
        box("9d3a5e7c2f16", "watchtower", "containrrr/watchtower:1.7.1", "restarting",
            "Restarting (1) 40 seconds ago", "2025-10-20T12:00:03+00:00", []),
    ]}, AMETHYST, age=30, args={"all": True}),
    item("df-1", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", GARNET_ROOT, 48_060_382_945),
        fs("/dev/md0", "/srv/media", "ext4", GARNET_MEDIA, 7_239_448_880_742),
    ]}, AMETHYST, age=40),
    item("svc-1", "linux_service_status", unit("smbd.service", "active", "running", "enabled", 812, GARNET_BOOT,
                                               "Samba SMB Daemon"), AMETHYST, age=35, args={"name": "smbd"}),
    item("svc-2", "linux_service_status", unit("nmbd.service", "failed", "failed", "enabled", None, None,
                                               "Samba NMB Daemon"), AMETHYST, age=35, args={"name": "nmbd"}),
    item("log-1", "linux_recent_logs", {"source": "journal", "unit": "smbd.service", "entries": [
        log_entry("2026-01-09T19:02:41+00:00", "smbd.service", "warning",
                  "Auth: [SMB2,(null)] user [WORKGROUP]\\[martin] at [Fri, 09 Jan 2026 19:02:41.118 GMT] with [NTLMv2] status [NT_STATUS_WRONG_PASSWORD] workstation [LAPTOP-7Q] remote host [ipv4:192.168.1.57:51234] mapped to [WORKGROUP]\\[martin]."),
        log_entry("2026-01-09T19:03:05+00:00", "smbd.service", "warning",
                  "Auth: [SMB2,(null)] user [WORKGROUP]\\[martin] at [Fri, 09 Jan 2026 19:03:05.402 GMT] with [NTLMv2] status [NT_STATUS_WRONG_PASSWORD] workstation [LAPTOP-7Q] remote host [ipv4:192.168.1.57:51236] mapped to [WORKGROUP]\\[martin]."),
        log_entry("2026-01-09T19:04:12+00:00", "smbd.service", "notice",
                  "Auth: [SMB2,(null)] user [WORKGROUP]\\[martin] at [Fri, 09 Jan 2026 19:04:12.771 GMT] with [NTLMv2] status [NT_STATUS_OK] workstation [LAPTOP-7Q] remote host [ipv4:192.168.1.57:51240] became [AMETHYST]\\[martin]."),
        log_entry("2026-01-09T20:15:33+00:00", "smbd.service", "warning",
                  "Auth: [SMB2,(null)] user [WORKGROUP]\\[guest] at [Fri, 09 Jan 2026 20:15:33.090 GMT] with [NTLMv2] status [NT_STATUS_NO_SUCH_USER] workstation [TV-LIVING] remote host [ipv4:192.168.1.88:40118] mapped to [WORKGROUP]\\[guest]."),
    ]}, AMETHYST, age=50, args={"unit": "smbd", "since_minutes": 1440, "grep": "Auth"}),
    item("net-1", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "00:e0:4c:68:01:b2", "addresses": ["192.168.1.20/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 640, "sshd"), listener(139, "0.0.0.0", 812, "smbd"),
                      listener(445, "0.0.0.0", 812, "smbd"), listener(53, "0.0.0.0", 2210, "docker-proxy"),
                      listener(53, "0.0.0.0", 2228, "docker-proxy", proto="udp"),
                      listener(8080, "0.0.0.0", 2241, "docker-proxy"), listener(8096, "0.0.0.0", 2105, "docker-proxy"),
                      listener(8443, "0.0.0.0", 30412, "docker-proxy")],
        "connections": [connection("192.168.1.20:445", "192.168.1.57:51240", 23011, "smbd"),
                        connection("192.168.1.20:22", "192.168.1.57:60122", 22987, "sshd"),
                        connection("192.168.1.20:8096", "192.168.1.64:49812", 2105, "docker-proxy")]},
         AMETHYST, age=45),
    item("io-1", "linux_disk_io", {"interval_seconds": 2.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 12_288, "write_bytes_per_s": 348_160, "busy_percent": 3.1},
        {"device": "sdb", "read_bytes_per_s": 48_234_496, "write_bytes_per_s": 0, "busy_percent": 71.4},
        {"device": "sdc", "read_bytes_per_s": 47_185_920, "write_bytes_per_s": 0, "busy_percent": 69.0},
        {"device": "md0", "read_bytes_per_s": 95_420_416, "write_bytes_per_s": 0, "busy_percent": 0.0}]},
         AMETHYST, age=25, args={"interval_seconds": 2}),
    item("sys-1", "linux_system_info", system_info(64.0, [5.12, 4.21, 3.02], 533_220, GARNET_BOOT, GARNET_MEM,
                                                   9_126_805_504, 2 * GiB, 0), AMETHYST, age=900),
]
# ---------------------------------------------------------------- agate: Ubuntu 22.04 API server, Chicago (-05:00)
AGATE = Clock("2026-04-02T08:15:00-05:00")
JASPER_MEM = 33_654_247_424
JASPER_BOOT = "2026-03-28T03:09:40-05:00"
JASPER_PG = 536_870_912_000
jasper_ev = [
    steady("e1", AGATE, age=1500, hostname="agate", domain="prod.example.net", os_name="Ubuntu",
           os_version="22.04", os_codename="jammy", kernel="5.15.0-134-generic", cpu_model="AMD EPYC 7B13",
           cpu_cores=4, cpu_threads=8, memory_total_bytes=JASPER_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 101_430_558_720},
                  {"device": "/dev/sdb", "mountpoint": "/var/lib/postgresql", "fstype": "ext4", "total_bytes": JASPER_PG}],
           network_interfaces=[{"name": "ens4", "mac": "42:01:0a:80:00:07", "addresses": ["10.128.0.7/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.128.0.1",
           installed_packages={"nginx": "1.18.0-6ubuntu14.6", "postgresql-14": "14.17-0ubuntu0.22.04.1",
                               "openssl": "3.0.2-0ubuntu1.19", "python3.10": "3.10.12-1~22.04.9",
                               "linux-image-5.15.0-134-generic": "5.15.0-134.145",
                               "linux-image-5.15.0-135-generic": "5.15.0-135.146"},
           available_services=["nginx.service", "api.service", "postgresql@14-main.service", "ssh.service",
                               "unattended-upgrades.service", "prometheus-postgres-exporter.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/srv/api", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]},
                   {"name": "adm", "gid": 4, "members": ["ubuntu", "syslog"]}]),
    item("e2", "linux_service_status", unit("nginx.service", "active", "running", "enabled", 1190,
                                            "2026-03-28T03:10:12-05:00", "A high performance web server and a reverse proxy server"),
         AGATE, age=40, args={"name": "nginx"}),
    item("e3", "linux_service_status", unit("api.service", "active", "running", "enabled", 48211,
                                            "2026-04-02T07:52:18-05:00", "Orders API (gunicorn)"),
         AGATE, age=40, args={"name": "api"}),
    item("e4", "linux_service_status", unit("postgresql@14-main.service", "active", "running", "enabled-runtime", 1302,
                                            "2026-03-28T03:10:31-05:00", "PostgreSQL Cluster 14-main"),
         AGATE, age=40, args={"name": "postgresql@14-main"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "nginx.service", "entries": [
        log_entry("2026-04-02T07:49:05-05:00", "nginx.service", "err",
                  '2026/04/02 07:49:05 [error] 1193#1193: *88412 connect() failed (111: Connection refused) while connecting to upstream, client: 203.0.113.45, server: api.example.net, request: "POST /v1/orders HTTP/1.1", upstream: "http://127.0.0.1:8000/v1/orders", host: "api.example.net"'),
        log_entry("2026-04-02T07:50:27-05:00", "nginx.service", "err",
                  '2026/04/02 07:50:27 [error] 1193#1193: *88430 connect() failed (111: Connection refused) while connecting to upstream, client: 203.0.113.45, server: api.example.net, request: "GET /v1/orders/5521 HTTP/1.1", upstream: "http://127.0.0.1:8000/v1/orders/5521", host: "api.example.net"'),
        log_entry("2026-04-02T07:51:40-05:00", "nginx.service", "err",
                  '2026/04/02 07:51:40 [error] 1194#1194: *88457 connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.7, server: api.example.net, request: "POST /v1/orders HTTP/1.1", upstream: "http://127.0.0.1:8000/v1/orders", host: "api.example.net"'),
        log_entry("2026-04-02T08:06:13-05:00", "nginx.service", "err",
                  '2026/04/02 08:06:13 [error] 1193#1193: *88901 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 203.0.113.45, server: api.example.net, request: "GET /v1/reports/daily HTTP/1.1", upstream: "http://127.0.0.1:8000/v1/reports/daily", host: "api.example.net"'),
    ]}, AGATE, age=55, args={"unit": "nginx", "since_minutes": 60, "priority": "err"}),
    item("e6", "linux_processes", processes(187, JASPER_MEM, [
        (48233, "gunicorn", "deploy", 71.2, 612_368_384, "2026-04-02T07:52:19-05:00",
         "/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orders.wsgi"),
        (48234, "gunicorn", "deploy", 64.8, 598_736_896, "2026-04-02T07:52:19-05:00",
         "/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orders.wsgi"),
        (52011, "postgres", "postgres", 38.5, 287_309_824, "2026-04-02T08:05:58-05:00",
         "postgres: 14/main: api orders 127.0.0.1(51322) SELECT"),
        (1192, "nginx", "www-data", 4.1, 14_680_064, "2026-03-28T03:10:12-05:00", "nginx: worker process"),
        (48211, "gunicorn", "deploy", 0.3, 58_720_256, "2026-04-02T07:52:18-05:00",
         "/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orders.wsgi"),
    ]), AGATE, age=30, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "ens4", "mac": "42:01:0a:80:00:07", "addresses": ["10.128.0.7/32"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 880, "sshd"), listener(80, "0.0.0.0", 1190, "nginx"),
                      listener(443, "0.0.0.0", 1190, "nginx"), listener(8000, "127.0.0.1", 48211, "gunicorn"),
                      listener(5432, "127.0.0.1", 1302, "postgres"),
                      listener(9187, "127.0.0.1", 1410, "postgres_exporter")],
        "connections": [connection("10.128.0.7:443", "203.0.113.45:51514", 1193, "nginx"),
                        connection("10.128.0.7:443", "198.51.100.7:60233", 1194, "nginx"),
                        connection("127.0.0.1:51322", "127.0.0.1:5432", 48233, "gunicorn"),
                        connection("10.128.0.7:22", "192.0.2.10:50122", 60110, "sshd")]},
         AGATE, age=60),
    item("e8", "linux_system_info", system_info(82.0, [6.81, 5.93, 3.24], 449_620, JASPER_BOOT, JASPER_MEM,
                                                20_401_094_656, 4 * GiB, 0), AGATE, age=700),
    item("e9", "linux_package_history", {"source": "apt", "since": AGATE.ago(14 * 86400), "events": [
        package_event("2026-03-28T03:02:11-05:00", "upgrade", "openssl", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        package_event("2026-03-28T03:02:11-05:00", "upgrade", "libssl3", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        package_event("2026-03-28T03:02:40-05:00", "upgrade", "nginx", "1.18.0-6ubuntu14.5", "1.18.0-6ubuntu14.6"),
        package_event("2026-04-01T06:12:55-05:00", "install", "linux-image-5.15.0-135-generic", None, "5.15.0-135.146"),
        package_event("2026-04-01T06:12:58-05:00", "install", "linux-modules-5.15.0-135-generic", None, "5.15.0-135.146"),
    ]}, AGATE, age=45, args={"since_days": 14}),
    item("e10", "linux_file_read", {"path": "/etc/systemd/system/api.service", "offset": 0, "limit": 100,
                                    "total_lines": 14, "lines": [
        "[Unit]", "Description=Orders API (gunicorn)", "After=network.target postgresql@14-main.service", "",
        "[Service]", "User=deploy", "Group=www-data", "WorkingDirectory=/srv/api",
        "ExecStart=/srv/api/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 --timeout 30 orders.wsgi",
        "Restart=on-failure", "RestartSec=5", "", "[Install]", "WantedBy=multi-user.target"]},
         AGATE, age=50, args={"path": "/etc/systemd/system/api.service"}),
    item("e11", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda1", "/", "ext4", 101_430_558_720, 38_112_000_000),
        fs("/dev/sdb", "/var/lib/postgresql", "ext4", JASPER_PG, 331_500_000_000)]}, AGATE, age=45),
]

# ---------------------------------------------------------------- peridot: k3s on Raspberry Pi 5s, Tokyo (+09:00)
PERIDOT = Clock("2026-05-20T23:05:00+09:00")
TOPAZ_MEM = 8_454_135_808


def k3s_node(name: str, ready: bool, version: str, roles: list[str], addr: str, kernel: str,
             os_image: str = "Debian GNU/Linux 12 (bookworm)") -> dict:
    n = node(name, ready, version)
    n["metadata"]["labels"] = {f"node-role.kubernetes.io/{r}": "true" for r in roles}
    n["metadata"]["labels"]["kubernetes.io/arch"] = "arm64"
    n["status"]["addresses"] = [{"type": "InternalIP", "address": addr}, {"type": "Hostname", "address": name}]
    n["status"]["nodeInfo"].update({"osImage": os_image, "kernelVersion": kernel, "architecture": "arm64",
                                    "containerRuntimeVersion": "containerd://1.7.23-k3s2"})
    return n


def k_service(name: str, ns: str, kind: str, cluster_ip: str, ports: list[dict], lb_ip: str | None = None) -> dict:
    svc = {"kind": "Service", "metadata": {"name": name, "namespace": ns},
           "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}, "status": {"loadBalancer": {}}}
    if lb_ip:
        svc["status"]["loadBalancer"] = {"ingress": [{"ip": lb_ip}]}
    return svc


def k_event(ns: str, obj: str, reason: str, message: str, count: int, first: str, last: str,
            kind: str = "Warning") -> dict:
    return {"kind": "Event", "metadata": {"namespace": ns}, "type": kind, "reason": reason, "message": message,
            "count": count, "firstTimestamp": first, "lastTimestamp": last,
            "involvedObject": {"kind": "Pod", "name": obj, "namespace": ns}}


topaz_ev = [
    steady("host", PERIDOT, age=5400, hostname="peridot", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.6.62+rpt-rpi-2712", arch="aarch64", cpu_model="Cortex-A76",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=TOPAZ_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 255_012_872_192},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:10:4a:01", "addresses": ["192.168.10.11/24"], "is_up": True},
                               {"name": "cni0", "mac": "6a:1f:2b:90:0c:33", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           installed_packages={"raspberrypi-kernel": "1:6.6.62-1+rpt1", "nfs-common": "1:2.6.2-4", "iptables": "1.8.9-2"},
           available_services=["k3s.service", "ssh.service", "rpi-eeprom-update.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]}, {"name": "gpio", "gid": 997, "members": ["kenji"]}]),
    item("k-nodes", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        k3s_node("peridot", True, "v1.31.4+k3s1", ["control-plane", "master"], "192.168.10.11", "6.6.62+rpt-rpi-2712"),
        k3s_node("peridot-w1", True, "v1.31.4+k3s1", [], "192.168.10.12", "6.6.62+rpt-rpi-2712"),
        k3s_node("peridot-w2", False, "v1.30.6+k3s1", [], "192.168.10.13", "6.6.51+rpt-rpi-2712"),
    ]}, PERIDOT, age=40, args={"resource": "nodes"}),
    item("k-pods", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("home-assistant-7d9c8b6f5-x2kq9", "home", "Running", "peridot-w1", 0, True, started="2026-05-08T10:12:44Z"),
        pod("mosquitto-5f6d7c8b9-lm4np", "home", "Running", "peridot-w1", 2, True, started="2026-05-19T04:31:09Z"),
        pod("zigbee2mqtt-6b8f9d7c5-qp8rt", "home", "Running", "peridot-w1", 17, False, waiting="CrashLoopBackOff"),
        pod("frigate-6c9d8f7b4-h5v2n", "home", "Pending", "peridot-w2", 0, False, waiting="ContainerCreating"),
        pod("grafana-85c7d6b9f-7tqzm", "monitoring", "Running", "peridot", 0, True, started="2026-05-08T10:14:02Z"),
        pod("coredns-ccb96694c-8wfzp", "kube-system", "Running", "peridot", 1, True, started="2026-05-08T10:09:51Z"),
        pod("traefik-d7c9c5778-2xvbn", "kube-system", "Running", "peridot", 0, True, started="2026-05-08T10:10:30Z"),
    ]}, PERIDOT, age=45, args={"resource": "pods", "all_namespaces": True}),
    item("k-svc", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        k_service("home-assistant", "home", "ClusterIP", "10.43.18.201", [{"port": 8123, "protocol": "TCP"}]),
        k_service("mosquitto", "home", "NodePort", "10.43.77.12", [{"port": 1883, "nodePort": 31883, "protocol": "TCP"}]),
        k_service("grafana", "monitoring", "ClusterIP", "10.43.140.9", [{"port": 3000, "protocol": "TCP"}]),
        k_service("traefik", "kube-system", "LoadBalancer", "10.43.5.250",
                  [{"port": 80, "nodePort": 30080, "protocol": "TCP"}, {"port": 443, "nodePort": 30443, "protocol": "TCP"}],
                  lb_ip="192.168.10.11"),
        k_service("kube-dns", "kube-system", "ClusterIP", "10.43.0.10",
                  [{"port": 53, "protocol": "UDP"}, {"port": 53, "protocol": "TCP"}]),
    ]}, PERIDOT, age=50, args={"resource": "services", "all_namespaces": True}),
    item("k-events", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        k_event("home", "zigbee2mqtt-6b8f9d7c5-qp8rt", "BackOff",
                "Back-off restarting failed container zigbee2mqtt in pod zigbee2mqtt-6b8f9d7c5-qp8rt_home(1f0c2a7e-...)",
                212, "2026-05-20T12:41:10Z", "2026-05-20T14:03:52Z"),
        k_event("home", "frigate-6c9d8f7b4-h5v2n", "FailedMount",
                "MountVolume.SetUp failed for volume \"recordings\" : mount failed: exit status 32 ... mount.nfs: Connection timed out for 192.168.10.5:/export/frigate",
                9, "2026-05-20T13:34:02Z", "2026-05-20T14:01:47Z"),
    ]}, PERIDOT, age=55, args={"resource": "events", "namespace": "home"}),
    item("k3s-log", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-05-20T22:28:47+09:00", "k3s.service", "warning",
                  "E0520 22:28:47.118 1042 controller.go:195] \"Failed to update lease\" err=\"Put https://127.0.0.1:6443/apis/coordination.k8s.io/v1/namespaces/kube-node-lease/leases/peridot-w2: context deadline exceeded\""),
        log_entry("2026-05-20T22:31:12+09:00", "k3s.service", "info",
                  "I0520 22:31:12.540 1042 node_lifecycle_controller.go:1055] \"Node became not ready\" node=\"peridot-w2\" status=\"Unknown\" reason=\"NodeStatusUnknown\""),
        log_entry("2026-05-20T22:36:15+09:00", "k3s.service", "info",
                  "I0520 22:36:15.902 1042 node_lifecycle_controller.go:763] \"Marking pods not ready on node\" node=\"peridot-w2\""),
    ]}, PERIDOT, age=60, args={"unit": "k3s", "since_minutes": 60}),
    item("sys", "linux_system_info", system_info(17.2, [1.12, 1.30, 1.41], 1_083_540, "2026-05-08T10:06:00+09:00",
                                                 TOPAZ_MEM, 3_311_403_008, 0, 0), PERIDOT, age=30),
    item("disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 255_012_872_192, 171_200_000_000),
        fs("/dev/nvme0n1p1", "/boot/firmware", "vfat", 535_805_952, 66_060_288)]}, PERIDOT, age=480),
]

# ---------------------------------------------------------------- spinel: Arch Linux CI runner, Los Angeles (-08:00)
SPINEL = Clock("2026-11-30T16:48:00-08:00")
ONYX_MEM = 67_108_864_000
ONYX_DOCKER = 1_000_204_886_016
onyx_ev = [
    steady("doc_0", SPINEL, age=2000, hostname="spinel", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.11.9-arch1-1", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=ONYX_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 2_000_398_934_016},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs", "total_bytes": ONYX_DOCKER}],
           network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:41:7a:e2", "addresses": ["10.20.0.15/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:51:aa:0e:77", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1", package_manager="pacman",
           installed_packages={"linux": "6.12.1.arch1-1", "docker": "1:27.3.1-1", "gitlab-runner": "17.6.0-1",
                               "containerd": "2.0.0-1", "git": "2.47.1-1"},
           available_services=["docker.service", "gitlab-runner.service", "sshd.service", "systemd-networkd.service"],
           users=[{"name": "max", "uid": 1000, "gid": 1000, "home": "/home/max", "shell": "/bin/zsh"},
                  {"name": "gitlab-runner", "uid": 966, "gid": 966, "home": "/var/lib/gitlab-runner", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["max"]},
                   {"name": "docker", "gid": 969, "members": ["max", "gitlab-runner"]}]),
    item("doc_1", "linux_system_info", system_info(91.3, [24.62, 18.20, 11.87], 1_635_820, "2026-11-11T18:24:00-08:00",
                                                   ONYX_MEM, 22_548_578_304, 0, 0), SPINEL, age=20),
    item("doc_2", "linux_containers", {"runtime": "docker", "containers": [
        box("7be21f0a9c11", "runner-xz8kq3-project-42-concurrent-0-9f1c2a-build",
            "registry.gitlab.com/acme/ci-images/rust:1.83", "running", "Up 14 minutes", "2026-11-30T16:33:41-08:00"),
        box("1c4d9e2b7a03", "runner-xz8kq3-project-42-concurrent-1-0be7d1-build", "node:22-bookworm", "running",
            "Up 3 minutes", "2026-11-30T16:44:50-08:00"),
        box("5e0f3a81cd62", "runner-xz8kq3-project-17-concurrent-2-44ab09-docker-0", "docker:27-dind", "running",
            "Up 9 minutes", "2026-11-30T16:38:57-08:00", ["2375/tcp", "2376/tcp"]),
        box("d2a7c6b4e190", "registry-mirror", "registry:2", "running", "Up 2 weeks", "2026-08-14T11:20:05-07:00",
            ["0.0.0.0:5000->5000/tcp"]),
    ]}, SPINEL, age=30),
    item("doc_3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 2_000_398_934_016, 760_151_594_926),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", ONYX_DOCKER, 940_192_592_855)]}, SPINEL, age=35),
    item("doc_4", "linux_service_status", unit("gitlab-runner.service", "active", "running", "enabled", 1288,
                                               "2026-11-11T18:24:31-08:00", "GitLab Runner"),
         SPINEL, age=40, args={"name": "gitlab-runner"}),
    item("doc_5", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-11-30T16:21:09-08:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed (system failure): Error response from daemon: failed to copy files: write /var/lib/docker/overlay2/3be1.../diff/target/release/deps/libtokio.rlib: no space left on device  duration_s=412.8 job=88121 project=42 runner=xz8kq3"),
        log_entry("2026-11-30T16:37:02-08:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88130 repo_url=https://gitlab.com/acme/web.git runner=xz8kq3"),
        log_entry("2026-11-30T16:40:18-08:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"always\": Error response from daemon: Get \"https://registry-1.docker.io/v2/\": context deadline exceeded  job=88131 project=17 runner=xz8kq3"),
        log_entry("2026-11-30T16:44:49-08:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88133 repo_url=https://gitlab.com/acme/web.git runner=xz8kq3"),
    ]}, SPINEL, age=45, args={"unit": "gitlab-runner", "since_minutes": 60}),
    item("doc_6", "linux_package_history", {"source": "pacman", "since": SPINEL.ago(30 * 86400), "events": [
        package_event("2026-11-11T18:05:44-08:00", "remove", "podman", "5.2.5-1", None),
        package_event("2026-11-24T09:12:30-08:00", "upgrade", "linux", "6.11.9.arch1-1", "6.12.1.arch1-1"),
        package_event("2026-11-24T09:12:31-08:00", "upgrade", "containerd", "1.7.23-1", "2.0.0-1"),
        package_event("2026-11-24T09:12:33-08:00", "upgrade", "gitlab-runner", "17.5.3-1", "17.6.0-1"),
        package_event("2026-11-24T09:12:35-08:00", "upgrade", "git", "2.47.0-1", "2.47.1-1"),
    ]}, SPINEL, age=50, args={"since_days": 30}),
    item("doc_7", "linux_processes", processes(1104, ONYX_MEM, [
        (210442, "rustc", "gitlab-runner", 1480.0, 6_871_947_673, "2026-11-30T16:31:12-08:00",
         "rustc --crate-name acme_core --edition=2021 src/lib.rs -C opt-level=3"),
        (211980, "node", "gitlab-runner", 212.5, 2_362_232_012, "2026-11-30T16:35:40-08:00",
         "node /builds/acme/web/node_modules/.bin/vite build"),
        (205117, "dockerd", "root", 38.0, 1_288_490_188, "2026-11-11T18:24:29-08:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1288, "gitlab-runner", "root", 2.1, 150_994_944, "2026-11-11T18:24:31-08:00",
         "/usr/bin/gitlab-runner run --working-directory /var/lib/gitlab-runner --config /etc/gitlab-runner/config.toml"),
    ]), SPINEL, age=600, args={"sort": "cpu", "limit": 4}, complete=False),
    item("doc_8", "linux_file_changes", {"root": "/etc", "since": SPINEL.ago(7 * 86400), "files": [
        {"path": "/etc/docker/daemon.json", "mtime": "2026-11-24T09:40:12-08:00", "size_bytes": 214},
        {"path": "/etc/pacman.d/mirrorlist", "mtime": "2026-11-24T09:12:29-08:00", "size_bytes": 40_112},
        {"path": "/etc/gitlab-runner/config.toml", "mtime": "2026-11-28T11:02:47-08:00", "size_bytes": 1_873},
    ]}, SPINEL, age=60, args={"root": "/etc", "since_minutes": 10080}),
]
opal_answers = [
    {"q": "My laptop feels really sluggish right now. What's going on?", "ev": ["ev-2", "ev-3", "ev-7"],
     "a": "Your laptop is under heavy memory pressure, "
          "[[c:with only around 1.2 GiB of RAM still available]] [ev-2]. [[c:The load average is already coming down]], "
          "though (see ev-2).\n\n"
          "The biggest memory users are [ev-3]:\n"
          "- [[s:**Firefox** (PID 4412) is using about 3 GiB]].\n"
          "- [[s:**IntelliJ IDEA** (the `java` process, PID 7733) holds about 2.5 GiB]] [[u:and is also the busiest "
          "process on the system at 48% CPU]].\n"
          "- [[s:A QEMU virtual machine (win11-test) is taking 2 GiB]] [ev-3] [[u:— it's most likely what tipped "
          "you over the edge]].\n"
          "- [[c:GNOME Shell uses around 1.2 GiB]].\n\n"
          "The journal backs this up [ev-7]: [[s:the kernel's OOM killer killed a Firefox content process at "
          "13:41]], [[s:and systemd-oomd killed Slack about six minutes later]]. [[c:Slack is no longer "
          "running]]. [[u:You also only have 8 threads to share all of this across]] [ev-3].\n\n"
          "Closing the VM or a few Firefox tabs should free up memory quickly."},
    {"q": "How much free space is left on my drive?", "ev": ["ev-1", "ev-4"],
     "a": "Here's the disk situation on opal:\n\n"
          "- **/** (btrfs on /dev/nvme0n1p3): [[s:88% used]] [ev-4], [[s:about 55 GiB free]] [[c:of ~512 GiB]] "
          "[ev-4]\n"
          "- **/home**: [[s:the same btrfs volume as /]] [ev-1, ev-4], so [[s:it shares that free space]] rather "
          "than having its own\n"
          "- **/boot/efi**: [[s:vfat]], [[u:only 3% used]] [ev-2]\n\n"
          "So in decimal terms [[c:you have about 55 GB left]], [[c:which is less than a tenth of the drive]]. "
          "[[u:Most of the used space is probably old btrfs snapshots]] — you can check with "
          "`sudo btrfs subvolume list /` and `sudo btrfs filesystem du -s /home/lena`."},
    {"q": "Did the kernel get updated today? Do I need to reboot?", "ev": ["ev-1", "ev-2", "ev-5"],
     "a": "Yes. [[s:dnf upgraded kernel-core from 6.12.11-200.fc41 to 6.12.13-200.fc41 at 13:58 today]] [ev-5]. "
          "[[s:You are still running 6.12.11]] [ev-1] [[s:because the laptop was last "
          "booted on Saturday morning]] [ev-2], so [[s:a reboot is needed to actually load the new kernel]].\n\n"
          "In the same transaction (ev-5):\n"
          "- [[s:Firefox went to 135.0]] [[c:from 133.0]]\n"
          "\n"
          "Earlier in the week, [[c:on Wednesday]], [[s:mesa-dri-drivers was upgraded to 24.3.4]] "
          "[[s:and gnome-tour was removed]] [ev-5]. [[c:That's seven package changes over the last week]]. "
          "Note that [[t:your installed-package list still shows kernel-core 6.12.11]] [ev-1], which is just the "
          "snapshot lagging behind the upgrade."},
    {"q": "Are any of my services broken?", "ev": ["ev-6", "ev-7"],
     "a": "Here's the service overview from systemd [ev-6]:\n\n"
          "| Service | State |\n|---|---|\n"
          "| bluetooth | [[s:✅ running]] |\n"
          "| cups | [[c:✅ running]] |\n"
          "| fwupd-refresh | [[s:❌ failed]] |\n\n"
          "[[s:Only one unit has actually failed: fwupd-refresh.service]] [ev-6], [[c:which exited with an error at "
          "11:05]] [ev-7]. [[u:It failed because the laptop had no network connection at that point]]. It's "
          "harmless — [[s:it's the job that refreshes fwupd metadata]]. [[s:libvirtd is running even though it "
          "isn't enabled at boot]] [ev-6]; [[u:it was probably started on demand by virt-manager]]. [[c:gdm has been running "
          "since this morning]] [ev-6].\n\nYou can retry the firmware refresh with "
          "`sudo systemctl start fwupd-refresh.service`."},
    {"q": "Who has admin rights on opal?", "ev": ["ev-1"],
     "a": "Based on the user and group data [ev-1]:\n\n"
          "- [[s:**lena** (UID 1000) is in the `wheel` group]], which is Fedora's admin group.\n"
          "- [[s:**jonas** (UID 1001) is not an admin]], [[c:but he is in the `libvirt` group]] [[s:and in "
          "`dialout`]].\n\n"
          "[[c:Both accounts use zsh as their login shell]]. [[s:There are only two regular user accounts on this "
          "machine]], [[s:and lena is the only member of libvirt]] [ev-1].\n\n"
          "If you want jonas to have admin rights: `sudo usermod -aG wheel jonas`."},
    {"q": "What's listening for network connections on my laptop?", "ev": ["ev-1", "ev-8"],
     "a": "From the last network scan (ev-8), these sockets are listening:\n\n"
          "1. [[t:systemd-resolved on 127.0.0.53:53]] (the local DNS stub)\n"
          "2. [[t:CUPS on 127.0.0.1:631, held by systemd (socket activation)]]\n"
          "3. [[t:IntelliJ (java, PID 7733) on 127.0.0.1:63342]]\n"
          "4. [[t:LLMNR on port 5355, on all interfaces]]\n\n"
          "[[t:SSH is not listening]], [[t:so apart from LLMNR nothing is reachable from other machines]]. "
          "\n\n"
          "Your Wi-Fi interface [[s:wlp0s20f3 has the address 192.168.178.41/24]] (ev-1) (ev-1); [[s:the wired port enp0s31f6 is down]]."},
    {"q": "My Bluetooth headphones won't connect. Is Bluetooth even running?", "ev": ["ev-1", "ev-6", "ev-7"],
     "a": "Yes — [[s:bluetooth.service is active and running]] [ev-6], [[s:and it has been up "
          "since the laptop booted]] [ev-6]. [[t:You're on BlueZ 5.79]] [ev-1].\n\n"
          "The journal shows where it goes wrong, though [ev-7]: [[s:the A2DP sink profile failed to connect to "
          "4C:87:5D:2A:19:E0 twice]], [[s:at 14:10 and 14:11]]. [[c:The "
          "last attempt was about 25 minutes ago]]. [[u:That error usually means PipeWire's Bluetooth module "
          "isn't loaded]], [[u:and the headphones themselves are paired and trusted]].\n\n"
          "Try `systemctl --user restart wireplumber pipewire` and then reconnect the headphones."},
]

garnet_answers = [
    {"q": "Which of my containers are running?", "ev": ["ct-1"],
     "a": "Docker reports [[s:six containers]] on amethyst (ct-1).\n\n"
          "**Running**\n"
          "- **jellyfin** ([[c:10.9.11]]) — [[s:up 6 days]]\n"
                    "- [[s:**nextcloud** and **nextcloud-db** — both up about 3 hours]]\n\n"
          "**Not running**\n"
          "- [[s:**transmission** exited with code 137 two hours ago]] [[u:— that's usually the OOM killer, so it "
          "probably ran out of memory]]\n"
          "- [[s:**watchtower** is stuck restarting]] (ct-1)\n\n"
          "[[c:So 5 of your 6 containers are up]]. Two things worth a look: [[c:pihole is still on the 2024.08 "
          "release]], [[c:and nextcloud-db has MariaDB's port 3306 published on all interfaces]], which you "
          "normally don't want.\n\n`docker logs watchtower --tail 50` should show why it keeps restarting."},
    {"q": "Is my media array getting full?", "ev": ["ss-1", "df-1"],
     "a": "It's getting tight. According to df-1:\n\n"
          "**/srv/media** ([[s:/dev/md0]])\n"
          "- Used: [[s:92%]] ([[c:about 7.2 TiB]])\n"
          "- Free: [[c:~630 GiB]]\n"
          "- Size: [[s:about 7.9 TB]]\n\n"
          "**/** ([[s:/dev/sda2]])\n"
          "- Free: [[s:about 64 GiB]]\n\n"
          "[[u:The system SSD is only 41% used]] [ss-1], so the array is the one to worry about. [[u:At the rate "
          "you've been adding media, it will be full in about a month]].\n\n"
          "You could check the largest folders with `sudo du -h --max-depth=1 /srv/media | sort -h`."},
    {"q": "Did someone try to log into my Samba shares?", "ev": ["log-1", "net-1"],
     "a": "There were a few failed attempts today, but nothing looks malicious. From the smbd log (log-1):\n\n"
          "- [[s:Two logins as **martin** from 192.168.1.57 failed with a wrong password]], [[s:at 19:02 and "
          "19:03]].\n"
          "- [[s:At 19:04 martin logged in successfully from the same machine (LAPTOP-7Q)]].\n"
          "- [[s:At 20:15 a device at 192.168.1.88 (workstation TV-LIVING) tried the user "
          "**guest**]].\n\n"
          "[[s:All of the attempts came from your local 192.168.1.x network]], [[c:and there were four failed "
          "attempts in total]]. [[s:192.168.1.57 still has an SMB session open right now]] [net-1]. [[u:The TV is "
          "probably a media player trying to browse shares as guest]]. [[c:Nobody is connected over SSH]] "
          "(net-1)."},
    {"q": "Why is the server slow right now?", "ev": ["io-1", "sys-1"],
     "a": "The disks look like the bottleneck. [[s:sdb is 71% busy]], [[c:reading about 48 MiB/s]] [io-1], "
          "[[s:and sdc is almost the same at 69%]] [io-1]. "
          "[[u:This pattern looks like mdadm's monthly RAID check or "
          "Jellyfin scanning the library]].\n\n"
          "From the system info (sys-1): [[t:CPU usage is 64%]] [[t:and the 1-minute load is 5.12]], [[t:which is "
          "lower than the 15-minute average]]. [[t:Memory is fine at about 45% used]] [[t:and no swap is in "
          "use]].\n\n"
          "`cat /proc/mdstat` will tell you if a check is running."},
    {"q": "Which ports are open on amethyst?", "ev": ["net-1", "ct-1"],
     "a": "Listening sockets (net-1):\n\n"
          "- `22/tcp` — [[c:SSH (sshd, PID 812)]]\n"
                    "- `53` tcp+udp — [[s:Pi-hole DNS via docker-proxy]] (ct-1)\n"
                              "- `8443` — [[s:Nextcloud over HTTPS]]\n\n"
          "[[s:All of these listen on 0.0.0.0]], so they're reachable from the whole LAN. [[s:Nothing else is "
          "listening]]. [[c:MariaDB on 3306 is also reachable from the LAN]], [[c:and Jellyfin currently has no "
          "active clients]] (net-1)."},
    {"q": "What is amethyst running, and how long has it been up?", "ev": ["ss-1", "sys-1", "svc-1"],
     "a": "amethyst is [[s:Debian 12 (bookworm)]] [ss-1] [[s:on kernel 6.1.0-28-amd64]] [ss-1]. [[c:It has a "
          "quad-core Celeron J4125]] [[s:with 16 GB of RAM]] [ss-1], [[s:and its LAN address is 192.168.1.20]].\n\n"
          "[[t:It has been up for about 6 days]] (sys-1), [[s:and smbd has been running since January 3]] (svc-1). "
          "[[u:DNS for the box itself goes through Pi-hole]] (sys-1)."},
    {"q": "Is Samba OK?", "ev": ["svc-1", "svc-2", "ss-1"],
     "a": "Mostly. [[s:smbd is active and running]] (svc-1) [[s:as PID 812]], [[c:and it has been up for about "
          "two weeks]]. [[s:nmbd, however, has failed]] (svc-2) [[s:even though it's enabled]]. [[u:nmbd usually "
          "fails like that when the network interface isn't up yet at boot]], [[u:so Windows machines won't see "
          "amethyst under Network]]. [[s:You're running Samba 4.17.12]] (ss-1).\n\n"
          "Try `sudo systemctl restart nmbd` and check `journalctl -u nmbd -b`."},
]
jasper_answers = [
    {"q": "Why were customers getting 502 errors this morning?", "ev": ["e3", "e5"],
     "a": "The nginx error log explains it [e5]. [[s:Between 07:49 and 07:51, nginx logged three \"Connection "
          "refused\" errors]] [[s:while connecting to the upstream at 127.0.0.1:8000]], which is what nginx turns "
          "into a 502 for the client. [[s:api.service came back up at 07:52]] [e3], [[u:so the outage lasted "
          "roughly three minutes]]. [[u:The restart was most likely triggered by a deploy]].\n\n"
          "[[c:All of the failed requests came from the same client, 203.0.113.45]] [e5]. [[s:There was one more "
          "error at 08:06]], [[s:a timeout on GET /v1/reports/daily]] [e5], [[c:about 20 minutes ago]] — that one "
          "would have been a 504 rather than a 502.\n\n"
          "If it happens again, `journalctl -u api -S 07:45` "
          "will show why gunicorn was down."},
    {"q": "What's using all the CPU on agate?", "ev": ["e6", "e8"],
     "a": "The top CPU consumers right now (e6):\n\n"
          "1. [[s:gunicorn worker 48233 — 71.2%]]\n"
          "2. [[s:gunicorn worker 48234 — 64.8%]]\n"
          "3. [[s:a postgres backend at 38.5%]] ([[c:PID 52101]])\n"
          "\n"
          "[[s:Both busy workers run as the `deploy` user]], [[u:started right after "
          "the api.service restart]]. [[c:Each of them is using about 2 GB of memory]] (e6).\n\n"
          "Overall, [[t:CPU usage is at 82%]] [[t:and the 1-minute load is 6.8]] [e8], [[t:well above the 15-minute "
          "average of 3.2]]. [[u:The postgres query is probably the slow daily-report query]]."},
    {"q": "Which ports are exposed to the internet on agate?", "ev": ["e7", "e10"],
     "a": "[[s:Only three ports are open to the outside]] [e7]:\n"
          "- [[s:**22** (sshd)]]\n"
          "- [[s:**80** and **443** (nginx)]]\n\n"
          "[[s:Everything else binds to 127.0.0.1]]: [[s:gunicorn on 8000]] [[s:and PostgreSQL on 5432]] [e7], just as the api.service unit file says [e10]. [[c:nginx's listening sockets are held by PID 1193]].\n\n"
          "[[s:Right now there's one SSH session open, from 192.0.2.10]], [[c:and three HTTPS clients are "
          "connected]] (e7)."},
    {"q": "Do I need to reboot agate after the recent updates?", "ev": ["e1", "e8", "e9"],
     "a": "Yes, a reboot is pending. [[s:A new kernel, linux-image-5.15.0-135-generic, was installed on April "
          "1]] [e9] [[s:at 06:12]], [[s:but the machine is still running 5.15.0-134-generic]] [e1]. [[t:It has been "
          "up for about 5 days and 5 hours]] [e8]; [[t:it was last booted early on March 28]].\n\n"
          "Other updates in the last two weeks [e9]:\n"
          "- [[s:openssl and libssl3 → 3.0.2-0ubuntu1.19]] [[c:on March 29]]\n"
          "- [[s:nginx 1.18.0-6ubuntu14.5 → 14.6]]\n\n"
          "[[c:PostgreSQL 14 was upgraded as well]], [[c:so that's 4 package changes in two weeks]]. Plan the "
          "reboot for a quiet window — `sudo reboot` after draining the load balancer."},
    {"q": "Is PostgreSQL healthy, and how much space does it have?", "ev": ["e1", "e4", "e7", "e11"],
     "a": "PostgreSQL looks healthy. [[s:The postgresql@14-main cluster is active and running]] (e4) [[s:since "
          "03:10 on March 28]]. [[s:It only listens on localhost, port 5432]] (e7). [[c:The installed version is 14.15]] (e1).\n\n"
          "Storage (e11):\n"
          "- [[s:/var/lib/postgresql is on its own 500 GiB disk (/dev/sdb)]]\n"
                    "- [[c:roughly 205 GiB free]]\n\n"
          "[[s:The root disk is only about 38% used]] (e11). [[u:The database itself is about 300 GB]], so you "
          "have plenty of headroom for now."},
    {"q": "How is the API service set up?", "ev": ["e3", "e10"],
     "a": "Here's api.service, from /etc/systemd/system/api.service [e10]:\n\n"
          "**Runs as:** [[s:deploy]]\n"
          "**Command:** [[s:gunicorn with 4 workers]], [[s:bound to 127.0.0.1:8000]]\n"
          "**Restart policy:** [[s:on-failure, after 5 seconds]]\n"
          "\n"
          "[[s:The unit is enabled]] [[s:and currently running as PID 48211]] [e3], [[c:and it has been up since "
          "yesterday]]. [[c:It is wanted by graphical.target]] [e10], [[c:and the whole unit file is 20 lines "
          "long]]. [[u:The 30-second timeout is probably why the daily report request timed out]]."},
    {"q": "When was nginx last restarted, and which version is it?", "ev": ["e1", "e2", "e9"],
     "a": "[[s:nginx has been active since 03:10 on Saturday, March 28]] [e2], [[s:running as PID 1190]] [e2]. "
          "[[s:That's about eight minutes after unattended-upgrades moved it to 1.18.0-6ubuntu14.6]] [e9], [[u:so "
          "the package upgrade is what restarted it]]. [[c:It hasn't been restarted in over a week]]. [[s:The "
          "installed version is 1.18.0-6ubuntu14.6]] [e1][e9], [[u:and the service is enabled at boot]] [e9]."},
    {"q": "Who has sudo on agate?", "ev": ["e1"],
     "a": "[[s:Only `ubuntu` is in the sudo group]] [e1]. [[s:`deploy` (UID 1001) is not]] — [[s:it's in "
          "www-data]]. [[c:`postgres` has a nologin shell]], [[s:and ubuntu is also in `adm`]], which lets it read "
          "system logs. [[c:deploy's home directory is /home/deploy]] (e1). For reference, [[s:the machine runs "
          "Ubuntu 22.04 (jammy)]]."},
]

topaz_answers = [
    {"q": "Are all my k3s nodes healthy?", "ev": ["k-nodes", "k3s-log"],
     "a": "Not quite. Of the three nodes [k-nodes]:\n"
          "- [[s:**peridot** (control-plane) — Ready]]\n"
          "- [[s:**peridot-w1** — Ready]]\n"
          "- [[s:**peridot-w2** — NotReady]]\n\n"
          "[[s:peridot-w2 was marked not ready at about 22:31]] [k3s-log], [[s:after its lease updates started timing "
          "out at 22:28]] [k3s-log]. [[c:That was roughly an hour ago]]. [[s:w2 is also on an older k3s, "
          "v1.30.6]], [[c:while the other two run v1.31.2]]. [[u:It's probably a power or storage problem on that "
          "Pi]].\n\n"
          "You can check from the node itself with `journalctl -u k3s-agent -b`."},
    {"q": "Which pods are unhealthy?", "ev": ["k-pods", "k-events"],
     "a": "[[s:Two pods in the `home` namespace need attention]] [k-pods]:\n\n"
          "1. [[s:**zigbee2mqtt** is in CrashLoopBackOff]] [[s:with 17 restarts]]. [[c:Kubernetes "
          "has logged 112 back-offs for it]] [k-events].\n"
          "2. [[s:**frigate** is stuck in ContainerCreating on peridot-w2]] [[s:because its NFS volume \"recordings\" "
          "from 192.168.10.5 fails to mount]] [k-events].\n\n"
          "[[s:mosquitto has restarted twice]] [[c:but has been stable for the last two days]]. [[s:Everything else "
          "is Running and Ready]], [[c:so 5 of 8 pods are healthy]]. [[u:zigbee2mqtt is most likely crashing "
          "because it can't find the USB Zigbee adapter]] — `kubectl logs -n home deploy/zigbee2mqtt --previous` "
          "will tell you."},
    {"q": "What's reachable from outside the cluster?", "ev": ["k-svc"],
     "a": "Looking at the Services (k-svc):\n\n"
          "- [[c:**traefik** is a LoadBalancer on 192.168.10.12]], [[s:serving ports 80 and 443]] — that's your "
          "ingress.\n"
          "- [[s:**mosquitto** is exposed as a NodePort, 31883 → 1883]]\n"
          "- [[c:**home-assistant** is exposed on NodePort 30123]]\n"
          "- [[s:**grafana** is ClusterIP only (port 3000)]], so [[s:it's only reachable from inside the cluster]] "
          "unless you add an Ingress.\n\n"
          "[[s:kube-dns serves port 53 over both UDP and TCP]] (k-svc). [[c:There are four Services in total]]."},
    {"q": "How's the control-plane Pi doing — memory, uptime, disk?", "ev": ["host", "sys", "disk"],
     "a": "**peridot**:\n"
          "- Memory: [[s:about 61% used]], [[c:roughly 3.3 GiB available]] [[s:of 8 GB]] (sys)\n"
                    "- Uptime: [[s:12½ days]]\n"
          "- Load: [[s:1.12 / 1.30 / 1.41]], [[s:so it's trending down slightly]]\n"
          "- Disk /: [[t:67% used]], [[t:about 84 GB free]] (disk)\n"
          "- Arch: [[c:x86_64]]\n"
          "\n"
          "Overall it's in decent shape."},
    {"q": "Why is frigate not starting?", "ev": ["k-pods", "k-events", "k-nodes"],
     "a": "frigate is [[s:waiting in ContainerCreating]] [k-pods]. [[s:The events show the "
          "\"recordings\" volume failing to mount]] [[s:9 times]] [k-events]. [[s:The first failure was at 22:34 JST]] [[c:and the latest at "
          "22:55]]. [[u:frigate has never restarted]] [k-events].\n\n"
          "It's also scheduled [[s:on peridot-w2]], [[s:which is NotReady]] [k-nodes], [[u:so it may not recover even "
          "once the NAS is back]]. [[u:The NAS at 192.168.10.5 is probably powered off]] — check with "
          "`showmount -e 192.168.10.5`."},
    {"q": "Which kernel and OS are the nodes running?", "ev": ["host", "k-nodes"],
     "a": "[[s:All three nodes run Debian GNU/Linux 12 (bookworm)]] [k-nodes].\n\n"
          "| Node | Kernel |\n|---|---|\n"
          "| peridot | [[s:6.6.62+rpt-rpi-2712]] |\n"
          "| peridot-w1 | [[s:6.6.62+rpt-rpi-2712]] |\n"
          "| peridot-w2 | [[c:6.6.62+rpt-rpi-2712]] |\n\n"
          "[[s:They're all arm64]], [[s:and the container runtime everywhere is containerd 1.7.23-k3s2]] [k-nodes]. "
          "[[s:On the control plane, the raspberrypi-kernel package is 1:6.6.62-1+rpt1]] (host). [[c:peridot has 16 GB "
          "of RAM]] (host)."},
]

onyx_answers = [
    {"q": "Why did CI job 88121 fail?", "ev": ["doc_3", "doc_5"],
     "a": "[[s:Job 88121 failed because Docker ran out of disk space]]. [[s:The runner logged a system failure at "
          "16:21]] [[s:with \"no space left on device\"]] (doc_5).\n\n"
          "[[s:/var/lib/docker is on its own XFS disk (nvme1n1)]], [[s:which is 94% full]] [[c:with only about "
          "60 GiB left]] (doc_3). [[c:The root filesystem is nearly full too]] (doc_3). [[u:The Rust `target/` "
          "directories from earlier jobs are most likely what filled it]]. [[c:That job was for project 17]] "
          "(doc_5).\n\n"
          "To free space now: `docker system prune -af --filter until=72h`."},
    {"q": "What is the runner doing right now?", "ev": ["doc_2", "doc_5"],
     "a": "[[s:There are three CI job containers running]] (doc_2):\n"
          "- [[s:a Rust build for project 42 (rust:1.83 image), up 14 minutes]]\n"
          "- [[s:a Node build, also for project 42, up 3 minutes]]\n"
          "- [[s:a docker:27-dind service for project 17, up 9 minutes]]\n\n"
          "[[s:Plus the registry-mirror container (registry:2), which publishes port 5000 on all interfaces]]; "
          "[[c:it's been up for three weeks]].\n\n"
          "[[s:The latest job the runner picked up was 88133]] (doc_5) [[s:at 16:44]]. [[c:Job 88131 failed to pull "
          "its image from the local mirror]] (doc_5)."},
    {"q": "Is the runner overloaded?", "ev": ["doc_0", "doc_1", "doc_7"],
     "a": "It's busy but coping. [[s:CPU is at 91%]] [[s:and the 1-minute load is 24.6]] [doc_1], [[s:on a "
          "16-core / 32-thread Ryzen 9 7950X]] [doc_0], [[s:and the load has been rising over the last 15 "
          "minutes]] [doc_1]. [[s:About 21 GiB of RAM is still available]] [[s:of 64 GB installed]] [doc_1].\n\n"
          "From the process list (doc_7): [[t:rustc is the heaviest process at ~1480% CPU]] [[t:and about 6.4 GiB "
          "of RAM]], [[t:followed by a vite build in node]]. [[t:dockerd is using 38% CPU]]. [[u:The rustc process "
          "belongs to the project 42 job]].\n\nIf this is normal for your pipelines, you could lower `concurrent` "
          "in /etc/gitlab-runner/config.toml."},
    {"q": "Is the new kernel active? When was it installed?", "ev": ["doc_0", "doc_1", "doc_6"],
     "a": "No. [[s:The `linux` package was upgraded from 6.11.9.arch1-1 to 6.12.1.arch1-1]] [[s:on November 24]] "
          "[[c:(a Monday)]] (doc_6), [[s:but you're still running 6.11.9-arch1-1]] (doc_0) "
          "[[s:because spinel hasn't rebooted since November 11]] (doc_1).\n\n"
          "Same upgrade run (doc_6): [[s:containerd went to 2.0.0]] [[c:and so did docker]]; [[s:gitlab-runner went "
          "to 17.6.0]] [[c:from 17.5.1]]. [[s:podman was removed on November 11]], [[c:right after the reboot]].\n\n"
          "Reboot when no jobs are running: `sudo gitlab-runner stop && sudo reboot`."},
    {"q": "What changed in /etc this week?", "ev": ["doc_6", "doc_8"],
     "a": "[[s:Three files under /etc changed in the last 7 days]] (doc_8):\n\n"
          "1. [[s:`/etc/gitlab-runner/config.toml` — Saturday the 28th at 11:02]]\n"
          "2. [[s:`/etc/docker/daemon.json` — Nov 24, 09:40]]\n"
          "3. [[s:`/etc/pacman.d/mirrorlist` — Nov 24, 09:12]], [[s:right when the system upgrade ran]] (doc_6)\n\n"
          "[[s:config.toml is the most recently changed one]], [[c:edited about a day ago]]. [[u:The daemon.json "
          "change was probably to set a registry mirror]], [[c:and the file is around 2 KB]] (doc_8)."},
    {"q": "What does the network setup on spinel look like?", "ev": ["doc_0", "doc_2"],
     "a": "[[s:spinel has one physical NIC, enp5s0]], [[c:with the address 10.20.0.51/24]] [doc_0]. [[s:The default "
          "gateway is 10.20.0.1]], [[s:which is also its DNS server]] [doc_0], [[s:and docker0 is up on "
          "172.17.0.1/16]]. [[c:There's also a Wi-Fi interface, wlan0, but it's down]].\n\n"
          "[[s:The only container port published to the network is 5000, for the registry mirror]] [doc_2]. "
          "[[u:The runner reaches gitlab.com through that gateway]] [doc_2]."},
    {"q": "Is the gitlab-runner service healthy?", "ev": ["doc_0", "doc_4", "doc_5", "doc_7"],
     "a": "Yes. [[s:gitlab-runner.service is active (running)]] [doc_4], "
          "[[s:up since boot on Nov 11 at 18:24]] [doc_4]. [[t:The "
          "runner process itself uses about 2% CPU]] [[t:and runs as root]] (doc_7).\n\n"
          "In the last hour [doc_5] [[s:it picked up jobs 88130 and 88133]], [[s:one job (88121) failed with a system "
          "failure]], [[s:and another had an image pull time out]]. [[c:It hasn't logged any warnings in the last "
          "hour]], though."},
]

MACHINES = [
    {"name": "opal", "clock": OPAL, "evidence": opal_ev, "answers": opal_answers},
    {"name": "amethyst", "clock": AMETHYST, "evidence": garnet_ev, "answers": garnet_answers},
    {"name": "agate", "clock": AGATE, "evidence": jasper_ev, "answers": jasper_answers},
    {"name": "peridot", "clock": PERIDOT, "evidence": topaz_ev, "answers": topaz_answers},
    {"name": "spinel", "clock": SPINEL, "evidence": onyx_ev, "answers": onyx_answers},
]
