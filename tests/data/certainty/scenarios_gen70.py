"""70th generation (written blind, llama3.2 3B / qwen2.5 3B style): short, confident, sometimes muddled answers
over five home and small-server machines — two to six sentences or a short list, numbers pinned on the wrong
process or measure, a GiB figure written as GB now and then, pronouns whose referent drifts, and a few "I don't
see X" claims, some true and some not.

quartz — a home NAS on Debian 12 (Europe/Berlin, +01:00). Steady state (Celeron N5105, 16 GB, an md RAID1 at
/srv/tank, users anna/jonas/media, sambashare group), disk usage, a day of warning-and-above journal lines (a
read error on sdc corrected by md, smartd pending sectors twice, a USB enumeration error, a failed guest Samba
login), all Docker containers (jellyfin, nextcloud, mariadb, an exited syncthing, a restarting photoprism), a
system_info reading 400 s old (stale), and listeners/connections.

pyrite — a gaming desktop on Arch (America/Chicago, -06:00). Steady state (Ryzen 7 5800X3D, 32 GB, running
kernel 6.7.8 while linux 6.7.9 is installed), the eight largest processes by memory (cut), fresh system_info
(booted 13:05), a week of pacman history (kernel, nvidia and mesa upgraded at 14:52 today, lutris removed,
gamemode installed), disk usage (/mnt/games 91.6%), and a CPU-sorted process list 600 s old (stale).

galena — a Raspberry Pi 4 on Raspberry Pi OS bookworm (os-release says Debian GNU/Linux 12; Europe/London,
+01:00 BST). Steady state (aarch64, 3.7 GiB, SD card and a USB SSD, wlan0 down), all service units (mosquitto
failed, zigbee2mqtt auto-restarting), twelve hours of warnings (two undervoltage lines, an OOM kill of node,
mosquitto's log file error, an mmc0 timeout), system_info (41 days up, swap full), disk usage 700 s old (stale),
listeners (no 1883) and one Home Assistant container on the host network.

feldspar — a small VPS on Ubuntu 22.04 (UTC). Steady state (2 vCPU, 2 GB, kernel 5.15.0-112 with -116
installed), sshd "Failed" lines (six, from three addresses), listeners (node and postgres on loopback, sshd on
IPv4 and IPv6), the top six processes by CPU (cut), system_info (no swap, 85% memory), two OOM kills of node,
and two weeks of apt history.

mica — a ThinkPad on Fedora 40 (America/Los_Angeles, -07:00). Steady state two days old whose packages source
is in stale_sources (firefox 129, podman 5.2.1 listed), three days of dnf history (kernel 6.10.7, firefox 130,
podman 5.2.2, wireshark), system_info (booted Tuesday 1 September, before the kernel upgrade), top six processes
by CPU (cut), three podman containers (pg-dev exited 137), four hours of warnings (USB errors -110 and -62,
fprintd timeout, a memory-cgroup OOM kill of postgres), and disk usage 500 s old (stale).
"""

from __future__ import annotations

from _evidence import (Clock, item, steady, user, unit, box, fs, system_info, log_entry, package_event,
                       listener, connection, processes, GiB, MiB, GB)

# ---------------------------------------------------------------- quartz: home NAS, Debian 12, Berlin
QZ = Clock("2026-02-14T21:40:00+01:00")
QZ_MEM = 16_514_297_856
QZ_EV = [
    steady("e1", QZ, age=2400, hostname="quartz", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-18-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=QZ_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_107_195_904},
                  {"device": "/dev/md0", "mountpoint": "/srv/tank", "fstype": "ext4", "total_bytes": 7_875_631_435_776},
                  {"device": "/dev/sdd1", "mountpoint": "/mnt/backup", "fstype": "ext4", "total_bytes": 3_936_818_806_784}],
           network_interfaces=[{"name": "enp1s0", "mac": "a8:a1:59:3c:0e:71", "addresses": ["192.168.178.20/24"], "is_up": True}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1",
           installed_packages={"samba": "2:4.17.12+dfsg-0+deb12u1", "docker-ce": "5:25.0.3-1~debian.12~bookworm",
                               "smartmontools": "7.3-pre1", "mdadm": "4.2-5", "openssh-server": "1:9.2p1-2+deb12u2",
                               "nfs-kernel-server": "1:2.6.2-4"},
           available_services=["smbd.service", "nmbd.service", "docker.service", "ssh.service", "smartd.service",
                               "nfs-server.service", "mdmonitor.service"],
           users=[{"name": "anna", "uid": 1000, "gid": 1000, "home": "/home/anna", "shell": "/bin/bash"},
                  {"name": "jonas", "uid": 1001, "gid": 1001, "home": "/home/jonas", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1002, "gid": 1002, "home": "/srv/tank/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["anna"]},
                   {"name": "sambashare", "gid": 109, "members": ["anna", "jonas"]},
                   {"name": "docker", "gid": 996, "members": ["anna"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 245_107_195_904, 38_654_705_664),
        fs("/dev/md0", "/srv/tank", "ext4", 7_875_631_435_776, 6_990_000_000_000),
        fs("/dev/sdd1", "/mnt/backup", "ext4", 3_936_818_806_784, 1_210_000_000_000),
    ]}, QZ, age=40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-14T06:12:41+01:00", None, "err", "ata3.00: failed command: READ FPDMA QUEUED"),
        log_entry("2026-02-14T06:12:42+01:00", None, "err", "I/O error, dev sdc, sector 2930270016 op 0x0:(READ) flags 0x0 phys_seg 1 prio class 2"),
        log_entry("2026-02-14T06:12:45+01:00", None, "warning", "md/raid1:md0: read error corrected (8 sectors at 2930267968 on sdc1)"),
        log_entry("2026-02-14T06:30:02+01:00", "smartd.service", "warning", "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-02-14T14:03:17+01:00", None, "err", "usb 2-1: device descriptor read/64, error -71"),
        log_entry("2026-02-14T14:03:19+01:00", None, "err", "usb 2-1: device not accepting address 5, error -71"),
        log_entry("2026-02-14T19:55:10+01:00", "smbd.service", "warning", "check_ntlm_password: Authentication for user [guest] -> [guest] FAILED with error NT_STATUS_NO_SUCH_USER"),
        log_entry("2026-02-14T21:00:02+01:00", "smartd.service", "warning", "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
    ]}, QZ, age=60, args={"since_minutes": 1440, "priority": "warning"}),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("4f1a9c2e7b10", "jellyfin", "jellyfin/jellyfin:10.8.13", "running", "Up 6 days", "2026-01-30T11:02:00+01:00", ["0.0.0.0:8096->8096/tcp"]),
        box("9b03d1e5c6a2", "nextcloud", "nextcloud:28-apache", "running", "Up 6 days", "2026-01-12T16:40:00+01:00", ["0.0.0.0:8080->80/tcp"]),
        box("1c7e88a0f4d3", "nextcloud-db", "mariadb:10.11", "running", "Up 6 days", "2026-01-12T16:39:00+01:00", ["3306/tcp"]),
        box("7d2b4e9f0a15", "syncthing", "syncthing/syncthing:1.27", "exited", "Exited (0) 2 days ago", "2025-12-02T09:15:00+01:00", []),
        box("e8c5a3b1d9f6", "photoprism", "photoprism/photoprism:231128", "restarting", "Restarting (1) 40 seconds ago", "2026-02-13T22:10:00+01:00", []),
    ]}, QZ, age=30, args={"all": True}),
    item("e5", "linux_system_info", system_info(6.5, [0.41, 0.55, 0.60], 529_700, "2026-02-08T18:25:00+01:00",
                                                QZ_MEM, 9_900_000_000, GiB, 0), QZ, age=400),
    item("e6", "linux_network_info", {"interfaces": [
        {"name": "enp1s0", "mac": "a8:a1:59:3c:0e:71", "addresses": ["192.168.178.20/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 612, "sshd"), listener(111, "0.0.0.0", 498, "rpcbind"),
                      listener(139, "0.0.0.0", 1033, "smbd"), listener(445, "0.0.0.0", 1033, "smbd"),
                      listener(2049, "0.0.0.0", None, None), listener(8080, "0.0.0.0", 2251, "docker-proxy"),
                      listener(8096, "0.0.0.0", 2210, "docker-proxy"), listener(137, "0.0.0.0", 1040, "nmbd", "udp"),
                      listener(5353, "0.0.0.0", 530, "avahi-daemon", "udp")],
        "connections": [connection("192.168.178.20:445", "192.168.178.34:50112", 48233, "smbd"),
                        connection("192.168.178.20:22", "192.168.178.50:51022", 49001, "sshd"),
                        connection("192.168.178.20:8096", "192.168.178.41:38870", 2210, "docker-proxy")]},
        QZ, age=50),
]

# ---------------------------------------------------------------- pyrite: gaming desktop, Arch, Chicago
PY = Clock("2026-03-07T20:15:00-06:00")
PY_MEM = 33_547_345_920
PY_EV = [
    steady("e1", PY, age=1500, hostname="pyrite", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.7.8-arch1-1", cpu_model="AMD Ryzen 7 5800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=PY_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_653_638_144},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": 1_968_874_332_160}],
           network_interfaces=[{"name": "enp5s0", "mac": "d8:bb:c1:4a:90:2e", "addresses": ["192.168.0.17/24"], "is_up": True}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="pacman",
           installed_packages={"linux": "6.7.9.arch1-1", "nvidia": "550.54.14-4", "mesa": "1:24.0.2-1",
                               "steam": "1.0.0.79-1", "firefox": "123.0.1-1", "discord": "0.0.45-1",
                               "pipewire": "1:1.0.4-1", "gamemode": "1.8.1-2"},
           available_services=["sshd.service", "NetworkManager.service", "bluetooth.service"],
           users=[{"name": "dylan", "uid": 1000, "gid": 1000, "home": "/home/dylan", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["dylan"]},
                   {"name": "gamemode", "gid": 962, "members": ["dylan"]}]),
    item("e2", "linux_processes", processes(402, PY_MEM, [
        (48211, "cs2", "dylan", 88.0, 10_522_460_160, "2026-03-07T19:40:12-06:00", "/home/dylan/.local/share/Steam/steamapps/common/Counter-Strike Global Offensive/game/bin/linuxsteamrt64/cs2 -steam"),
        (3120, "firefox", "dylan", 4.1, 2_684_354_560, "2026-03-07T13:10:41-06:00", "/usr/lib/firefox/firefox"),
        (2877, "steamwebhelper", "dylan", 1.2, 1_288_490_188, "2026-03-07T13:08:02-06:00", "steamwebhelper -lang=en_US"),
        (3401, "Discord", "dylan", 2.0, 966_367_641, "2026-03-07T13:09:15-06:00", "/opt/discord/Discord"),
        (2790, "steam", "dylan", 0.8, 612_368_384, "2026-03-07T13:07:58-06:00", "/usr/lib/steam/steam"),
        (3310, "plasmashell", "dylan", 1.1, 520_093_696, "2026-03-07T13:06:30-06:00", "/usr/bin/plasmashell"),
        (1502, "kwin_wayland", "dylan", 3.5, 402_653_184, "2026-03-07T13:06:21-06:00", "/usr/bin/kwin_wayland --wayland-fd 7"),
        (3388, "baloo_file", "dylan", 0.3, 310_378_496, "2026-03-07T13:06:35-06:00", "/usr/lib/baloo_file"),
    ]), PY, age=25, args={"sort": "memory", "limit": 8}, complete=False),
    item("e3", "linux_system_info", system_info(31.5, [6.8, 5.9, 4.2], 25_800 - 25, "2026-03-07T13:05:00-06:00",
                                                PY_MEM, 14_500_000_000, 8 * GiB, 268_435_456), PY, age=25),
    item("e4", "linux_package_history", {"source": "pacman", "since": "2026-02-28T20:14:00-06:00", "events": [
        package_event("2026-03-03T21:14:08-06:00", "upgrade", "firefox", "123.0-1", "123.0.1-1"),
        package_event("2026-03-03T21:14:09-06:00", "upgrade", "discord", "0.0.44-1", "0.0.45-1"),
        package_event("2026-03-05T18:40:12-06:00", "remove", "lutris", "0.5.16-1", None),
        package_event("2026-03-07T14:52:31-06:00", "upgrade", "linux", "6.7.8.arch1-1", "6.7.9.arch1-1"),
        package_event("2026-03-07T14:52:33-06:00", "upgrade", "nvidia", "550.54.14-2", "550.54.14-4"),
        package_event("2026-03-07T14:52:34-06:00", "upgrade", "mesa", "1:24.0.1-1", "1:24.0.2-1"),
        package_event("2026-03-07T14:52:36-06:00", "install", "gamemode", None, "1.8.1-2"),
    ]}, PY, age=40, args={"since_days": 7}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 999_653_638_144, 412_316_860_416),
        fs("/dev/sda1", "/mnt/games", "ext4", 1_968_874_332_160, 1_804_000_000_000),
    ]}, PY, age=35),
    item("e6", "linux_processes", processes(398, PY_MEM, [
        (48211, "cs2", "dylan", 92.0, 10_401_000_000, "2026-03-07T19:40:12-06:00", "cs2 -steam"),
        (1502, "kwin_wayland", "dylan", 6.0, 402_000_000, "2026-03-07T13:06:21-06:00", "/usr/bin/kwin_wayland --wayland-fd 7"),
        (3120, "firefox", "dylan", 5.5, 2_680_000_000, "2026-03-07T13:10:41-06:00", "/usr/lib/firefox/firefox"),
        (3401, "Discord", "dylan", 3.1, 960_000_000, "2026-03-07T13:09:15-06:00", "/opt/discord/Discord"),
        (1288, "pipewire", "dylan", 1.4, 41_943_040, "2026-03-07T13:06:25-06:00", "/usr/bin/pipewire"),
    ]), PY, age=600, args={"sort": "cpu", "limit": 5}, complete=False),
]

# ---------------------------------------------------------------- galena: Raspberry Pi 4, Raspberry Pi OS (bookworm), London
GA = Clock("2026-05-19T07:50:00+01:00")
GA_MEM = 3_978_485_760
GA_EV = [
    steady("e1", GA, age=3000, hostname="galena", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.6.20+rpt-rpi-v8", arch="aarch64", cpu_model="Cortex-A72",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=GA_MEM,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 31_312_367_616},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat", "total_bytes": 535_805_952},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/ssd", "fstype": "ext4", "total_bytes": 480_103_981_056}],
           network_interfaces=[{"name": "eth0", "mac": "dc:a6:32:5e:11:07", "addresses": ["192.168.1.53/24"], "is_up": True},
                               {"name": "wlan0", "mac": "dc:a6:32:5e:11:08", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
           installed_packages={"mosquitto": "2.0.11-1.2+deb12u1", "lighttpd": "1.4.69-1", "docker-ce": "5:26.1.2-1~debian.12~bookworm",
                               "raspberrypi-kernel": "1:1.20240529-1", "openssh-server": "1:9.2p1-2+deb12u2"},
           available_services=["pihole-FTL.service", "lighttpd.service", "mosquitto.service", "docker.service",
                               "ssh.service", "zigbee2mqtt.service"],
           users=[{"name": "tom", "uid": 1000, "gid": 1000, "home": "/home/tom", "shell": "/bin/bash"},
                  {"name": "pihole", "uid": 999, "gid": 999, "home": "/home/pihole", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["tom"]}, {"name": "docker", "gid": 994, "members": ["tom"]},
                   {"name": "dialout", "gid": 20, "members": ["tom"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("pihole-FTL.service", "active", "running", "enabled", 812, "2026-04-07T23:58:41+01:00", "Pi-hole FTL"),
        unit("lighttpd.service", "active", "running", "enabled", 790, "2026-04-07T23:58:39+01:00", "Lighttpd Daemon"),
        unit("mosquitto.service", "failed", "failed", "enabled", None, None, "Mosquitto MQTT Broker"),
        unit("docker.service", "active", "running", "enabled", 655, "2026-04-07T23:58:30+01:00", "Docker Application Container Engine"),
        unit("ssh.service", "active", "running", "enabled", 701, "2026-04-07T23:58:33+01:00", "OpenBSD Secure Shell server"),
        unit("zigbee2mqtt.service", "activating", "auto-restart", "enabled", None, None, "zigbee2mqtt"),
    ]}, GA, age=30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-05-19T02:14:07+01:00", None, "warning", "hwmon hwmon1: Undervoltage detected!"),
        log_entry("2026-05-19T03:02:55+01:00", None, "err", "Out of memory: Killed process 2431 (node) total-vm:1456780kB, anon-rss:612340kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:1784kB oom_score_adj:0"),
        log_entry("2026-05-19T03:02:56+01:00", "zigbee2mqtt.service", "warning", "zigbee2mqtt.service: A process of this unit has been killed by the OOM killer."),
        log_entry("2026-05-19T05:40:17+01:00", "mosquitto.service", "err", "Error: Unable to open log file /var/log/mosquitto/mosquitto.log for writing."),
        log_entry("2026-05-19T05:40:18+01:00", "mosquitto.service", "err", "mosquitto.service: Failed with result 'exit-code'."),
        log_entry("2026-05-19T06:58:31+01:00", None, "err", "mmc0: Timeout waiting for hardware cmd interrupt."),
        log_entry("2026-05-19T07:31:44+01:00", None, "warning", "hwmon hwmon1: Undervoltage detected!"),
    ]}, GA, age=45, args={"since_minutes": 720, "priority": "warning"}),
    item("e4", "linux_system_info", system_info(18.0, [1.12, 0.94, 0.88], 3_570_679, "2026-04-07T23:58:21+01:00",
                                                GA_MEM, 1_100_000_000, 104_857_600, 104_857_600), GA, age=20),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/mmcblk0p2", "/", "ext4", 31_312_367_616, 27_880_000_000),
        fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", 535_805_952, 66_060_288),
        fs("/dev/sda1", "/mnt/ssd", "ext4", 480_103_981_056, 96_636_764_160),
    ]}, GA, age=700),
    item("e6", "linux_network_info", {"interfaces": [
        {"name": "eth0", "mac": "dc:a6:32:5e:11:07", "addresses": ["192.168.1.53/24"], "is_up": True},
        {"name": "wlan0", "mac": "dc:a6:32:5e:11:08", "addresses": [], "is_up": False}],
        "listening": [listener(22, "0.0.0.0", 701, "sshd"), listener(53, "0.0.0.0", 812, "pihole-FTL"),
                      listener(53, "0.0.0.0", 812, "pihole-FTL", "udp"), listener(80, "0.0.0.0", 790, "lighttpd"),
                      listener(4711, "127.0.0.1", 812, "pihole-FTL"), listener(8123, "0.0.0.0", 1520, "python3")],
        "connections": [connection("192.168.1.53:22", "192.168.1.20:53122", 30511, "sshd"),
                        connection("192.168.1.53:8123", "192.168.1.31:49822", 1520, "python3"),
                        connection("192.168.1.53:8123", "192.168.1.20:53140", 1520, "python3")]},
        GA, age=30),
    item("e7", "linux_containers", {"runtime": "docker", "containers": [
        box("5ac1e0d27f93", "homeassistant", "ghcr.io/home-assistant/home-assistant:2024.5", "running", "Up 3 weeks",
            "2026-04-21T19:12:00+01:00", []),
    ]}, GA, age=30, args={"all": True}),
]

# ---------------------------------------------------------------- feldspar: small VPS, Ubuntu 22.04, UTC
FE = Clock("2026-07-22T09:05:00+00:00")
FE_MEM = 2_061_414_400
FE_EV = [
    steady("e1", FE, age=3300, hostname="feldspar", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-112-generic", cpu_model="AMD EPYC-Rome Processor", cpu_cores=2, cpu_threads=2,
           memory_total_bytes=FE_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 41_083_600_896}],
           network_interfaces=[{"name": "eth0", "mac": "96:00:03:1a:7c:52", "addresses": ["203.0.113.47/24", "2001:db8:4d2:11::1/64"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.18.0-6ubuntu14.4", "postgresql-14": "14.12-0ubuntu0.22.04.1",
                               "openssh-server": "1:8.9p1-3ubuntu0.10", "nodejs": "18.19.1-1nodesource1",
                               "linux-image-5.15.0-112-generic": "5.15.0-112.122", "linux-image-5.15.0-116-generic": "5.15.0-116.126",
                               "unattended-upgrades": "2.8ubuntu1", "htop": "3.0.5-7build2", "ufw": "0.36.1-4ubuntu0.1"},
           available_services=["nginx.service", "postgresql@14-main.service", "ssh.service", "api.service", "ufw.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 114, "gid": 120, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]}, {"name": "www-data", "gid": 33, "members": []}]),
    item("e2", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
        log_entry("2026-07-22T03:12:04+00:00", "ssh.service", "info", "Failed password for root from 45.148.10.183 port 52214 ssh2"),
        log_entry("2026-07-22T03:12:09+00:00", "ssh.service", "info", "Failed password for root from 45.148.10.183 port 52214 ssh2"),
        log_entry("2026-07-22T03:12:15+00:00", "ssh.service", "info", "Failed password for invalid user admin from 45.148.10.183 port 52988 ssh2"),
        log_entry("2026-07-22T05:47:31+00:00", "ssh.service", "info", "Failed password for invalid user ubuntu from 193.32.162.70 port 41022 ssh2"),
        log_entry("2026-07-22T05:47:36+00:00", "ssh.service", "info", "Failed password for invalid user oracle from 193.32.162.70 port 41022 ssh2"),
        log_entry("2026-07-22T08:20:55+00:00", "ssh.service", "info", "Failed password for deploy from 81.56.22.140 port 60514 ssh2"),
    ]}, FE, age=40, args={"unit": "ssh.service", "since_minutes": 720, "grep": "Failed"}),
    item("e3", "linux_network_info", {"interfaces": [
        {"name": "eth0", "mac": "96:00:03:1a:7c:52", "addresses": ["203.0.113.47/24", "2001:db8:4d2:11::1/64"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 788, "sshd"), listener(22, "::", 788, "sshd"),
                      listener(80, "0.0.0.0", 1102, "nginx"), listener(443, "0.0.0.0", 1102, "nginx"),
                      listener(5432, "127.0.0.1", 951, "postgres"), listener(3000, "127.0.0.1", 20144, "node"),
                      listener(53, "127.0.0.53", 612, "systemd-resolve"), listener(53, "127.0.0.53", 612, "systemd-resolve", "udp")],
        "connections": [connection("203.0.113.47:22", "81.56.22.140:60602", 21877, "sshd"),
                        connection("127.0.0.1:5432", "127.0.0.1:48810", 20190, "postgres"),
                        connection("203.0.113.47:443", "91.64.18.3:51544", 1104, "nginx")]},
        FE, age=35),
    item("e4", "linux_processes", processes(118, FE_MEM, [
        (20144, "node", "deploy", 41.0, 641_728_512, "2026-07-22T06:31:52+00:00", "node /srv/api/dist/server.js"),
        (20190, "postgres", "postgres", 12.3, 92_274_688, "2026-07-22T06:32:10+00:00", "postgres: 14/main: api apidb 127.0.0.1(48810) SELECT"),
        (1104, "nginx", "www-data", 2.1, 12_582_912, "2026-07-13T04:12:30+00:00", "nginx: worker process"),
        (21877, "sshd", "root", 0.7, 9_437_184, "2026-07-22T08:21:12+00:00", "sshd: deploy [priv]"),
        (402, "systemd-journal", "root", 0.3, 48_234_496, "2026-07-13T04:11:58+00:00", "/lib/systemd/systemd-journald"),
        (951, "postgres", "postgres", 0.2, 31_457_280, "2026-07-13T04:12:20+00:00", "/usr/lib/postgresql/14/bin/postgres -D /var/lib/postgresql/14/main"),
    ]), FE, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_system_info", system_info(55.0, [1.9, 1.4, 0.9], 795_158, "2026-07-13T04:11:52+00:00",
                                                FE_MEM, 310_000_000, 0, 0), FE, age=30),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-07-21T23:48:13+00:00", None, "err", "Out of memory: Killed process 18802 (node) total-vm:1324512kB, anon-rss:1048212kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:2412kB oom_score_adj:0"),
        log_entry("2026-07-22T06:31:40+00:00", None, "err", "Out of memory: Killed process 19977 (node) total-vm:1388004kB, anon-rss:1101804kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:2520kB oom_score_adj:0"),
    ]}, FE, age=40, args={"since_minutes": 1440, "grep": "Out of memory"}),
    item("e7", "linux_package_history", {"source": "apt", "since": "2026-07-08T09:04:00+00:00", "events": [
        package_event("2026-07-10T06:25:11+00:00", "upgrade", "openssh-server", "1:8.9p1-3ubuntu0.7", "1:8.9p1-3ubuntu0.10"),
        package_event("2026-07-10T06:25:14+00:00", "upgrade", "openssh-client", "1:8.9p1-3ubuntu0.7", "1:8.9p1-3ubuntu0.10"),
        package_event("2026-07-16T06:18:02+00:00", "install", "linux-image-5.15.0-116-generic", None, "5.15.0-116.126"),
        package_event("2026-07-16T06:18:40+00:00", "upgrade", "nginx", "1.18.0-6ubuntu14.3", "1.18.0-6ubuntu14.4"),
        package_event("2026-07-19T14:02:51+00:00", "install", "htop", None, "3.0.5-7build2"),
    ]}, FE, age=40, args={"since_days": 14}),
]

# ---------------------------------------------------------------- mica: laptop, Fedora 40, Los Angeles
MI = Clock("2026-09-03T16:20:00-07:00")
MI_MEM = 16_487_763_968
MI_EV = [
    steady("e1", MI, age=190_000, hostname="mica", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.10.6-200.fc40.x86_64", cpu_model="12th Gen Intel(R) Core(TM) i7-1260P", cpu_cores=12, cpu_threads=16,
           memory_total_bytes=MI_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510_770_802_688},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 510_770_802_688},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "f4:26:79:b0:3e:9d", "addresses": ["10.0.0.142/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.0.0.1",
           installed_packages={"kernel": "6.10.6-200.fc40", "firefox": "129.0.2-1.fc40", "podman": "5.2.1-1.fc40",
                               "toolbox": "0.0.99.5-10.fc40", "gnome-shell": "46.4-1.fc40", "fprintd": "1.94.3-1.fc40"},
           available_services=["fprintd.service", "NetworkManager.service", "gdm.service", "bluetooth.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kenji"]}, {"name": "wireshark", "gid": 973, "members": []}],
           stale_sources=["packages"]),
    item("e2", "linux_package_history", {"source": "dnf", "since": "2026-08-31T16:19:00-07:00", "events": [
        package_event("2026-09-02T09:12:40-07:00", "upgrade", "kernel", "6.10.6-200.fc40", "6.10.7-200.fc40"),
        package_event("2026-09-02T09:12:41-07:00", "upgrade", "kernel-core", "6.10.6-200.fc40", "6.10.7-200.fc40"),
        package_event("2026-09-02T09:12:44-07:00", "upgrade", "firefox", "129.0.2-1.fc40", "130.0-1.fc40"),
        package_event("2026-09-02T09:12:47-07:00", "upgrade", "podman", "5.2.1-1.fc40", "5.2.2-1.fc40"),
        package_event("2026-09-03T11:05:19-07:00", "install", "wireshark", None, "4.2.6-1.fc40"),
        package_event("2026-09-03T11:05:20-07:00", "install", "wireshark-cli", None, "4.2.6-1.fc40"),
    ]}, MI, age=25, args={"since_days": 3}),
    item("e3", "linux_system_info", system_info(22.0, [1.35, 1.10, 0.97], 184_655, "2026-09-01T13:02:10-07:00",
                                                MI_MEM, 6_200_000_000, 8 * GiB, 1_181_116_006), MI, age=15),
    item("e4", "linux_processes", processes(389, MI_MEM, [
        (2011, "gnome-shell", "kenji", 14.2, 503_316_480, "2026-09-01T13:03:02-07:00", "/usr/bin/gnome-shell"),
        (3305, "firefox", "kenji", 9.8, 2_040_109_465, "2026-09-01T13:05:44-07:00", "/usr/lib64/firefox/firefox"),
        (3561, "Isolated Web Co", "kenji", 7.5, 639_631_360, "2026-09-03T14:48:10-07:00", "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (2290, "tracker-miner-f", "kenji", 5.1, 220_200_960, "2026-09-01T13:03:10-07:00", "/usr/libexec/tracker-miner-fs-3"),
        (4410, "podman", "kenji", 2.0, 88_080_384, "2026-09-03T11:12:00-07:00", "podman system service"),
        (1980, "pipewire", "kenji", 1.2, 25_165_824, "2026-09-01T13:03:00-07:00", "/usr/bin/pipewire"),
    ]), MI, age=15, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_containers", {"runtime": "podman", "containers": [
        box("a1b2c3d4e5f6", "fedora-toolbox-40", "registry.fedoraproject.org/fedora-toolbox:40", "running", "Up 2 days",
            "2026-06-11T10:20:00-07:00", []),
        box("0f9e8d7c6b5a", "pg-dev", "docker.io/library/postgres:16", "exited", "Exited (137) 20 minutes ago",
            "2026-08-28T15:00:00-07:00", ["127.0.0.1:5432->5432/tcp"]),
        box("77aa55cc33ee", "redis-dev", "docker.io/library/redis:7.2", "running", "Up 5 hours",
            "2026-08-28T15:01:00-07:00", ["127.0.0.1:6379->6379/tcp"]),
    ]}, MI, age=20, args={"all": True}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-09-03T12:41:09-07:00", None, "err", "usb 3-1: device descriptor read/64, error -110"),
        log_entry("2026-09-03T12:41:15-07:00", None, "err", "usb 3-1: device not accepting address 9, error -62"),
        log_entry("2026-09-03T14:10:55-07:00", "fprintd.service", "warning", "fprintd.service: Failed with result 'timeout'."),
        log_entry("2026-09-03T15:59:47-07:00", None, "err", "Memory cgroup out of memory: Killed process 51022 (postgres) total-vm:2281364kB, anon-rss:1046520kB, file-rss:0kB, shmem-rss:132kB, UID:1000 pgtables:2260kB oom_score_adj:0"),
    ]}, MI, age=25, args={"since_minutes": 240, "priority": "warning"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 510_770_802_688, 402_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 510_770_802_688, 402_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 361_758_720),
    ]}, MI, age=500),
]

QUARTZ = {"name": "quartz", "clock": QZ, "evidence": QZ_EV, "answers": [
    {"q": "How full is my NAS storage?", "ev": ["e1", "e2"],
     "a": "Your NAS is getting pretty full. [[s:`/srv/tank` is at 88.8%]], with [[c:about 6.99 TiB used]] out of "
          "[[s:7.9 TB]], so [[s:roughly 825 GiB is left]]. [[s:It's on `/dev/md0`]]. [[s:The system disk only uses "
          "36 GiB]] and [[c:the backup drive is about 40% full]]. You might want to clear out old media soon.",
     "note": "6.99 is the used amount in TB, not TiB (6.36 TiB); backup is 30.7%"},
    {"q": "Any disk problems in the logs today?", "ev": ["e1", "e3"],
     "a": "Yes, a few. [[s:At 06:12 this morning the kernel logged a read error on `sdc`]] ([[s:sector "
          "2930270016]]), and [[s:md corrected it]] since [[s:sdc1 is part of the `md0` mirror]]. [[s:smartd also "
          "reports 8 unreadable sectors on /dev/sdc]] — [[c:it repeated that warning three times]]. [[u:That usually "
          "means the drive is starting to fail]]. [[c:I don't see any USB errors, only disk ones]].\n\n"
          "I'd run `smartctl -a /dev/sdc` to check.",
     "note": "smartd warned twice (06:30, 21:00); usb 2-1 error -71 twice at 14:03"},
    {"q": "What containers are running on quartz?", "ev": ["e4"],
     "a": "Here's what Docker shows:\n"
          "- [[s:**jellyfin** – running (Up 6 days)]]\n"
          "- [[s:**nextcloud** – running]], [[c:port 8080 → 443]]\n"
          "- [[s:**nextcloud-db** (MariaDB 10.11)]] – [[s:running]]\n"
          "- [[c:**syncthing** – exited with an error]]\n"
          "- [[c:**photoprism** – stopped]]\n\n"
          "[[c:So 4 out of 5 are up.]] [[u:Photoprism probably can't reach its database.]]",
     "note": "nextcloud maps 8080->80; syncthing Exited (0); photoprism is restarting; 3 of 5 running"},
    {"q": "How long has it been up, and how's memory?", "ev": ["e1", "e5"],
     "a": "[[t:It's been up about 6 days]], [[t:since Feb 8 around 18:25]]. [[t:RAM use is around 40%]] — "
          "[[t:about 6.6 GB]] of [[s:your 16 GB]] — and [[t:swap isn't used at all]]. [[s:The Celeron N5105 has 4 "
          "cores]], so [[t:a load of 0.41 is nothing]]. [[c:It's on kernel 6.1.0-17]].",
     "note": "system_info is 400 s old; kernel is 6.1.0-18-amd64"},
    {"q": "Who can get to the Samba shares?", "ev": ["e1", "e6"],
     "a": "[[s:Samba is listening on ports 139 and 445]] [[s:on all interfaces]]. [[s:The `sambashare` group has "
          "anna and jonas]], [[c:and `media` too]]. [[s:One SMB client is connected right now]], [[c:from "
          "192.168.178.50]]. [[u:Guest access looks disabled]].",
     "note": "the SMB client is 192.168.178.34; .50 is the SSH session"},
    {"q": "What's listening on the network?", "ev": ["e4", "e6"],
     "a": "| Port | Service |\n|---|---|\n"
          "| 22 | [[s:sshd]] |\n| 111 | [[s:rpcbind]] |\n| 445 | [[s:smbd]] |\n| 2049 | [[u:NFS server]] |\n"
          "| 8080 | [[c:Jellyfin]] |\n| 8096 | [[s:Jellyfin]] |\n| 3306 | [[c:MariaDB]] |\n\n"
          "[[s:UDP 137 is nmbd]]. [[c:Only SSH is open to other machines, the rest is local]].",
     "note": "2049 has no process; 8080 is nextcloud; 3306 is not published or listening; all bind 0.0.0.0"},
    {"q": "Has anyone tried to log in who shouldn't?", "ev": ["e3", "e6"],
     "a": "[[s:There was one failed Samba login at 19:55]] [[s:for the user `guest`]]. [[u:It came from "
          "192.168.178.34]], [[u:probably a TV or phone scanning the network]]. [[u:I don't see any failed SSH "
          "logins.]] [[s:There's one SSH session open right now, from 192.168.178.50]]. [[c:The Samba one is the only "
          "warning in the last day]], so nothing serious.",
     "note": "the log line gives no address; the logs were read at priority warning, sshd failures are info"},
]}

PYRITE = {"name": "pyrite", "clock": PY, "evidence": PY_EV, "answers": [
    {"q": "What's eating my RAM?", "ev": ["e1", "e2", "e3"],
     "a": "The biggest one is CS2. [[s:`cs2` (PID 48211) is using about 9.8 GiB]], [[c:which is around 40% of your "
          "RAM]]. After that it's [[s:Firefox at 2.5 GiB]], [[c:Discord at 1.2 GB]] and [[c:steam at just under 600 "
          "MB]]. [[s:Overall you're at 56.8% memory use]] [[s:with about 13.5 GiB available]]. [[s:Swap is barely "
          "touched (256 MiB)]]. [[u:CS2 always uses a lot of memory, so this is normal]].",
     "note": "cs2 is 31.4%; Discord 0.97 GB (1.2 GiB is steamwebhelper); steam 612 MB (584 MiB)"},
    {"q": "Do I need to reboot after today's update?", "ev": ["e1", "e3", "e4"],
     "a": "Yes. [[s:You upgraded `linux` to 6.7.9 today at 14:52]], but [[s:you're still running 6.7.8-arch1-1]] "
          "because [[s:the machine booted at 13:05]], [[s:before the update]]. [[c:The NVIDIA driver went from 545 to "
          "550]] too, [[u:so the new driver won't load until you reboot]]. [[s:Mesa was also updated, to 24.0.2]].\n\n"
          "Just run `sudo reboot` when you're done playing.",
     "note": "nvidia went 550.54.14-2 -> 550.54.14-4"},
    {"q": "What did I change on this system this week?", "ev": ["e4"],
     "a": "Package history for the last 7 days:\n"
          "- **Mar 3**: [[s:Firefox → 123.0.1]] and [[s:Discord → 0.0.45]]\n"
          "- **Mar 5**: [[s:Lutris removed]]\n"
          "- **Mar 7**: [[s:linux]], [[s:nvidia]] and [[s:mesa]] upgraded, [[c:plus Steam installed]]\n\n"
          "[[c:That's 6 changes in total.]] [[s:The Firefox update was on Tuesday evening]].",
     "note": "gamemode was installed, not steam; 7 events"},
    {"q": "Is my games drive almost full?", "ev": ["e5"],
     "a": "Pretty much. [[s:/mnt/games is 91.6% full]] — [[c:about 1.8 TiB used]] and [[s:only ~165 GB free]]. "
          "[[c:Your root drive is actually fuller]], [[c:at about 60%]]. [[u:CS2 alone probably takes 35 GB]].",
     "note": "1.80 TB = 1.64 TiB used; / is 41.2%"},
    {"q": "What's using the most CPU?", "ev": ["e1", "e3", "e6"],
     "a": "[[t:CS2 is using the most CPU at about 92%]]. [[t:Next is kwin_wayland at 6%]] [[t:and Firefox at "
          "5.5%]]. [[s:Overall CPU is at 31.5%]], [[s:with a load average of 6.8]] [[c:over the last 15 minutes]]. "
          "[[s:You have 16 threads]], so that's fine.",
     "note": "the cpu-sorted listing is 600 s old; 6.8 is the 1-minute load (15-minute is 4.2)"},
    {"q": "Is Discord running as root?", "ev": ["e2"],
     "a": "No, [[s:Discord is running as `dylan`]], [[c:PID 3120]]. [[s:It's using about 920 MiB]] [[s:and started "
          "at 13:09]]. [[c:All the processes in the list run as dylan except kwin_wayland]].",
     "note": "Discord is PID 3401 (3120 is firefox); kwin_wayland runs as dylan too"},
    {"q": "How much memory does my PC have and what CPU?", "ev": ["e1", "e3"],
     "a": "[[s:You've got an AMD Ryzen 7 5800X3D]] [[s:with 8 cores]] / [[s:16 threads]] and [[s:32 GB of RAM]]. "
          "[[c:Right now about 24 GB is in use]]. [[s:It's running Arch Linux]] [[c:with kernel 6.7.9]]. [[s:You use "
          "zsh as your shell]].",
     "note": "used is 19.0 GB; running kernel 6.7.8-arch1-1 (6.7.9 is installed, not running)"},
]}

GALENA = {"name": "galena", "clock": GA, "evidence": GA_EV, "answers": [
    {"q": "Is everything okay on the Pi?", "ev": ["e2", "e3", "e4"],
     "a": "Mostly, but a couple of things:\n"
          "- ❌ [[s:mosquitto has failed]] — [[s:it couldn't open its log file in /var/log/mosquitto]]\n"
          "- ⚠️ [[s:zigbee2mqtt keeps restarting]]; [[s:a node process was OOM-killed at 03:02]]\n"
          "- ⚡ [[s:Undervoltage was detected twice]], [[c:most recently at 02:14]]\n"
          "- ✅ [[s:Pi-hole]] and [[s:lighttpd are running]]\n\n"
          "[[s:Memory is at 72%]] [[c:and swap is about half used]].",
     "note": "last undervoltage 07:31; swap 100% used"},
    {"q": "Why did zigbee2mqtt stop?", "ev": ["e2", "e3"],
     "a": "[[s:It got killed by the OOM killer]] [[s:at 03:02]] — [[s:the kernel killed a `node` process]] [[c:that "
          "was using about 1.4 GB]]. [[u:Zigbee2mqtt has a memory leak in this version]]. [[s:systemd is trying to "
          "restart it]] [[c:but it's disabled at boot]].",
     "note": "anon-rss 612340 kB (~0.6 GB); 1.4 is the virtual size in GiB; unit file enabled"},
    {"q": "How's the SD card space?", "ev": ["e1", "e5"],
     "a": "[[t:The SD card's root partition is 89% full]], [[t:only about 3.4 GB free]]. [[s:It's a 32 GB card]]. "
          "[[t:The SSD at /mnt/ssd has loads of room]] ([[t:about 20% used]]), [[c:and it's a 500 GB drive]]. "
          "[[u:There was also an mmc0 timeout this morning]].",
     "note": "disk usage is 700 s old; /mnt/ssd is 480 GB; logs not in this answer's evidence"},
    {"q": "How long has the Pi been up?", "ev": ["e4"],
     "a": "[[s:About 41 days]] — [[s:it last booted on April 7]], [[s:just before midnight]]. [[s:Load is around "
          "1.1]], [[u:which is fine for its 4 cores]]. [[s:CPU is at 18%]] and [[c:about 1.5 GB of RAM is free]].",
     "note": "cores not in evidence; available is 1.1 GB"},
    {"q": "What's listening on the Pi?", "ev": ["e6", "e7"],
     "a": "- [[s:**53** (TCP+UDP) – pihole-FTL]]\n- [[s:**80** – lighttpd]] ([[u:Pi-hole admin page]])\n"
          "- [[s:**22** – SSH]]\n- [[u:**8123** – Home Assistant]]\n- [[c:**1883** – mosquitto]]\n\n"
          "[[s:Port 4711 is only on localhost]]. [[c:Home Assistant has 3 clients connected]].",
     "note": "8123 is held by python3; the container lists no ports; 1883 not listening; 2 connections on 8123"},
    {"q": "Is the Pi running Raspberry Pi OS 64-bit?", "ev": ["e1"],
     "a": "[[u:Yes, it's Raspberry Pi OS]] — [[s:based on Debian 12 (bookworm)]] — and [[s:it's 64-bit]] "
          "([[s:aarch64]]). [[s:The kernel is 6.6.20+rpt-rpi-v8]]. [[c:It has 8 GB of RAM]] and [[c:it's on "
          "Wi-Fi]], [[s:at 192.168.1.53]].",
     "note": "os_name says Debian GNU/Linux; 3.7 GiB RAM; wlan0 down, eth0 up"},
    {"q": "Did the power supply cause problems?", "ev": ["e3"],
     "a": "Possibly. [[s:The kernel reported undervoltage at 02:14]] [[s:and again at 07:31]]. [[u:That can corrupt "
          "the SD card]], and [[s:there was an mmc0 timeout at 06:58]]. [[c:That's 3 undervoltage warnings in 12 "
          "hours]]. [[u:The mmc timeout was probably caused by the low voltage]].\n\n"
          "I'd swap in the official 5.1V 3A supply.",
     "note": "two undervoltage lines"},
]}

FELDSPAR = {"name": "feldspar", "clock": FE, "evidence": FE_EV, "answers": [
    {"q": "Is someone brute-forcing SSH?", "ev": ["e2"],
     "a": "Looks like it. [[s:I see 6 failed password attempts since last night]]. [[s:45.148.10.183 tried 3 "
          "times]], [[s:around 03:12]], [[c:all for root]]. [[s:193.32.162.70 tried `ubuntu` and `oracle`]]. "
          "[[c:The last one was at 08:20 for `admin`]]. [[u:None of them got in]].",
     "note": "45.148.10.183's third try was invalid user admin; the 08:20 one was deploy from 81.56.22.140"},
    {"q": "Why does the API keep dying?", "ev": ["e4", "e5", "e6"],
     "a": "[[s:The kernel's OOM killer killed `node` twice]]: [[s:at 23:48]] and [[c:06:13]]. [[s:The box only has "
          "about 2 GB of RAM]] [[s:and no swap]], [[s:and memory is at 85% right now]]. [[s:The new node process "
          "(PID 20144) is using ~612 MiB]] [[c:and 31% CPU]]. [[u:It's probably a memory leak in the API.]]",
     "note": "second OOM kill at 06:31; node is at 41% CPU (31.1% is its memory share)"},
    {"q": "What ports are open to the internet?", "ev": ["e3"],
     "a": "**Public:**\n- [[s:22 (SSH)]]\n- [[s:80 and 443 (nginx)]]\n- [[c:3000 (the Node app)]]\n\n"
          "**Local only:**\n- [[s:5432 – PostgreSQL]]\n- [[s:53 – systemd-resolved]]\n\n"
          "[[c:SSH is only on IPv4]]. [[s:Right now there's one SSH session, from 81.56.22.140]].",
     "note": "3000 binds 127.0.0.1; sshd also listens on ::"},
    {"q": "Were there any updates recently? Do I need to reboot?", "ev": ["e1", "e5", "e7"],
     "a": "Yes, [[s:a new kernel (5.15.0-116) was installed on July 16]], but [[s:you're still running "
          "5.15.0-112]], so [[s:a reboot is needed]]. [[c:OpenSSH was upgraded on July 12]] ([[s:to "
          "1:8.9p1-3ubuntu0.10]]). [[s:nginx got a small update too]], [[c:on the same day as OpenSSH]]. [[s:The "
          "server has been up for about 9 days]].",
     "note": "openssh upgraded July 10; nginx July 16 with the kernel"},
    {"q": "What's using CPU on the VPS?", "ev": ["e4", "e5"],
     "a": "1. [[s:**node** – 41%]] ([[s:user deploy]])\n2. [[s:**postgres** – 12.3%]]\n3. [[c:**nginx** – 12%]]\n\n"
          "[[s:The load average is 1.9]]. [[c:Total CPU is at about 41%]], and [[s:118 processes are running "
          "overall]].",
     "note": "nginx 2.1%; system CPU 55%"},
    {"q": "Who has sudo on feldspar?", "ev": ["e1"],
     "a": "[[s:Only `deploy` is in the sudo group]]. [[c:Its UID is 1001]] and [[s:its home is /home/deploy]]. "
          "[[c:The postgres user has no login shell]]. [[s:3 accounts are listed in total]], and [[s:ufw is "
          "installed]] if you want to lock things down more.",
     "note": "deploy uid 1000; postgres shell /bin/bash"},
    {"q": "How much disk and memory does this VPS have?", "ev": ["e1", "e5"],
     "a": "[[s:It has 2 vCPUs]], [[c:4 GB of RAM]] and [[s:a ~41 GB disk]] ([[s:`/dev/vda1`]]). [[s:Right now only "
          "about 310 MB of memory is available]]. [[s:There's no swap at all]], [[u:which is probably why node keeps "
          "getting OOM-killed]]. [[c:It's running Ubuntu 24.04]].",
     "note": "2.06 GB RAM; Ubuntu 22.04; OOM log not in this answer's evidence"},
]}

MICA = {"name": "mica", "clock": MI, "evidence": MI_EV, "answers": [
    {"q": "Did my update install a new kernel? Am I running it?", "ev": ["e1", "e2", "e3"],
     "a": "[[s:Yes — dnf upgraded the kernel to 6.10.7-200.fc40 yesterday morning]] ([[s:around 9:12]]). But "
          "[[s:you're still on 6.10.6]] because [[s:you last rebooted on September 1]], [[s:before the update]]. "
          "[[c:Firefox was upgraded to 131]] in the same batch. [[c:It's been up about 4 days]].",
     "note": "firefox 130.0; uptime 2.1 days"},
    {"q": "Why did my postgres container die?", "ev": ["e5", "e6"],
     "a": "[[s:`pg-dev` exited with code 137]] [[s:about 20 minutes ago]]. [[s:The kernel logged a memory cgroup OOM "
          "kill for `postgres` at 15:59]], [[c:which was using about 2.2 GB]]. [[u:You probably set a 1 GB memory "
          "limit on it]]. [[s:redis-dev is still running]] [[c:on port 6380]]. [[s:The toolbox container is up "
          "too]].",
     "note": "anon-rss ~1.0 GiB (2.2 is total-vm in GiB); redis publishes 6379"},
    {"q": "Why is my laptop slow? What's using CPU?", "ev": ["e3", "e4"],
     "a": "Nothing crazy. [[s:gnome-shell is at the top with 14.2%]], [[s:then Firefox at 9.8%]]. "
          "[[c:`tracker-miner-fs` is using 7.5%]] — [[u:it's indexing your files]]. [[s:Total CPU is 22%]] [[s:and "
          "the 1-minute load is 1.35]]. [[c:Memory is about 75% used]] [[s:and about 1.1 GiB of swap is in use]].",
     "note": "tracker-miner 5.1% (7.5% is Isolated Web Co); memory 62.4%"},
    {"q": "How full is my disk?", "ev": ["e1", "e7"],
     "a": "[[t:Your root filesystem is about 79% full]] — [[t:roughly 402 GB used]] [[c:of 476 GB]]. [[s:`/home` is "
          "on the same btrfs partition]], so [[t:it shows the same numbers]]. [[t:/boot is 35% used]]. [[u:Btrfs "
          "snapshots are probably taking a lot of it]].",
     "note": "disk usage is 500 s old; total is 510.8 GB (475.7 GiB) in the steady state too"},
    {"q": "What containers do I have?", "ev": ["e1", "e5"],
     "a": "You have [[s:3 Podman containers]]:\n\n| Name | State |\n|---|---|\n"
          "| fedora-toolbox-40 | [[s:✅ running]] |\n| pg-dev | [[s:❌ exited]] |\n| redis-dev | [[s:✅ running]] |\n\n"
          "[[c:`pg-dev` publishes 5432 on all interfaces]]. [[c:redis-dev has been up 2 days]]. [[t:You have podman "
          "5.2.1 installed]].",
     "note": "pg-dev binds 127.0.0.1:5432; redis Up 5 hours; packages source is stale"},
    {"q": "Any hardware errors today?", "ev": ["e6"],
     "a": "A couple:\n- [[s:USB device 3-1 failed to enumerate around 12:41]] ([[s:error -110]], [[c:then -71]])\n"
          "- [[s:fprintd timed out at 14:10]]\n- [[s:A postgres process got OOM-killed]] — that's not hardware\n\n"
          "[[s:I don't see any disk errors in the last 4 hours]]. [[u:The USB device is probably a bad hub or "
          "cable]].",
     "note": "second USB error is -62"},
    {"q": "What happened since I booted?", "ev": ["e2", "e3"],
     "a": "[[c:You booted on Monday]] [[s:at about 1 PM]]. [[s:The next day dnf updated the kernel, Firefox and "
          "podman]]. [[s:Today you installed Wireshark]] ([[s:4.2.6]]). [[c:That's 4 package changes in total]]. "
          "[[s:Uptime is just over 2 days]].",
     "note": "2026-09-01 was a Tuesday; 6 package events"},
]}

MACHINES = [QUARTZ, PYRITE, GALENA, FELDSPAR, MICA]
