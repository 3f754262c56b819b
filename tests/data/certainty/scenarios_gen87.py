"""87th generation (written blind, in the manner of qwen2.5 14B Instruct): five machines named after mountains.

The answers imitate qwen2.5-14B-Instruct: a one-sentence verdict first, then dense two-level bullet lists with
bold labels inside the bullets ("**State:** active"), inline code for names and paths, a few tables, and
sizes given in both units ("3.4 GiB (3.65 GB)"). True and false claims are mixed in every answer.

matterhorn — a Fedora 40 Workstation desktop in Denver (-06:00) with an AMD Ryzen 7 7700X and 31.1 GiB of
MemTotal. Evidence: a steady-state snapshot (users ryan/guest, wheel and libvirt groups), a fresh
system_info (up 3 days 5 hours, 19.1 GiB used, 1.2 GiB of 8 GiB swap), a memory-sorted process list cut at
8 rows (a libvirt qemu guest is the largest, firefox second), every service's status (dnf-makecache failed,
sshd inactive), disk usage (btrfs / and /home on one device, a 95%-full ext4 games drive), two weeks of dnf
history (kernel 6.12.15 installed on March 10, chrome removed on the 13th) and the failed makecache run's
journal (rpmfusion mirror could not be resolved).

rainier — an Ubuntu 24.04 home server in Anchorage (-08:00) running Docker. Evidence: a steady-state snapshot
(kenji in sudo/docker/media, a nologin media account), all 8 containers (6 running, qbittorrent exited 137,
uptime-kuma restarting), disk usage (an 87.5%-full md RAID at /srv/media), sockets with one SSH, one SMB and
one Jellyfin client, the night's warning-level journal (md read error corrected on sdc, two smartd
pending-sector warnings, an OOM kill of qbittorrent-nox) and a system_info read 15 minutes earlier (stale).

annapurna — a Debian 12 PostgreSQL 16 server in Berlin (+01:00). Evidence: a steady-state snapshot whose
packages source is in stale_sources (it still lists postgresql-16 16.6), the postgresql@16-main and
pgbouncer units, a fresh system_info (load rising to 13.8), a CPU-sorted process list cut at 6 rows, a
7-minute-old disk_io reading (stale), disk usage, the cluster's last two hours of warnings and errors, a
week of package history (16.6 -> 16.8, libpq5 to 17.4, pgbouncer 1.24.0, openssh deb12u5) and sockets.

fuji — an AlmaLinux 9.5 k3s control-plane host in Buenos Aires (-03:00). Evidence: a steady-state
snapshot (kernel 5.14.0-503.23.2), the 4 nodes (tupungato NotReady, mercedario on v1.30.10), every pod
(a CrashLoopBackOff api replica on ojos, an unschedulable worker), every deployment, the shop namespace's
warning events, a fresh system_info (up 41 days, no swap), the k3s journal and 45 days of dnf history (a
newer kernel installed on March 2, not booted).

logan — an Arch Linux laptop in Nairobi (+03:00). Evidence: a steady-state snapshot whose users
source is in stale_sources, a fresh system_info (booted 17:16 today), a week of pacman history (linux
6.13.6 on the 13th, already running), NetworkManager's journal (one Wi-Fi drop at 18:02, a suspend from 18:40
to 18:58), a 6-minute-old traffic reading (stale), a CPU-sorted process list cut at 6 rows, all Docker
containers and disk usage.
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# --------------------------------------------------------------------------------------------------------------
# matterhorn — Fedora 40 desktop, America/Denver
# --------------------------------------------------------------------------------------------------------------
EV = Clock("2026-03-14T15:42:00-06:00")
EV_MEM = 33_371_439_104
EV_ROOT = fs("/dev/nvme0n1p3", "/", "btrfs", 1_998_694_907_904, 1_203_769_475_072)
EV_HOME = fs("/dev/nvme0n1p3", "/home", "btrfs", 1_998_694_907_904, 1_203_769_475_072)

matterhorn = {
    "name": "matterhorn",
    "clock": EV,
    "evidence": [
        steady("e1", EV, age=3600, hostname="matterhorn", os_name="Fedora Linux", os_version="40",
               os_codename=None, kernel="6.12.15-100.fc40.x86_64",
               cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8, cpu_threads=16,
               memory_total_bytes=EV_MEM, package_manager="rpm",
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs",
                       "total_bytes": 1_998_694_907_904},
                      {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                       "total_bytes": 1_998_694_907_904},
                      {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4",
                       "total_bytes": 1_020_702_720},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                       "total_bytes": 627_900_416},
                      {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4",
                       "total_bytes": 1_000_202_043_392}],
               network_interfaces=[{"name": "enp14s0", "mac": "d8:bb:c1:4e:02:9a",
                                    "addresses": ["192.168.0.42/24"], "is_up": True},
                                   {"name": "virbr0", "mac": "52:54:00:a1:7c:33",
                                    "addresses": ["192.168.122.1/24"], "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
               installed_packages={"firefox": "136.0-1.fc40", "gnome-shell": "46.9-1.fc40",
                                   "podman": "5.4.0-1.fc40", "podman-compose": "1.3.0-1.fc40",
                                   "kernel": "6.12.15-100.fc40", "mesa-dri-drivers": "24.3.4-3.fc40",
                                   "steam": "1.0.0.82-1.fc40", "libvirt-daemon": "10.1.0-5.fc40",
                                   "openssh-server": "9.6p1-1.fc40.4", "firewalld": "2.1.4-1.fc40"},
               available_services=["gdm.service", "NetworkManager.service", "cups.service",
                                   "bluetooth.service", "sshd.service", "firewalld.service",
                                   "libvirtd.service", "podman.service", "dnf-makecache.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "qemu", "uid": 107, "gid": 107, "home": "/", "shell": "/sbin/nologin"},
                      {"name": "ryan", "uid": 1000, "gid": 1000, "home": "/home/ryan", "shell": "/bin/bash"},
                      {"name": "guest", "uid": 1001, "gid": 1001, "home": "/home/guest",
                       "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["ryan"]},
                       {"name": "qemu", "gid": 107, "members": []},
                       {"name": "libvirt", "gid": 972, "members": ["ryan"]},
                       {"name": "ryan", "gid": 1000, "members": []},
                       {"name": "guest", "gid": 1001, "members": []}],
               admin_users=["ryan"]),
        item("e2", "linux_system_info",
             system_info(18.4, [2.41, 1.87, 1.52], 277_920, "2026-03-11T10:29:30-06:00", EV_MEM,
                         12_884_901_888, 8 * GiB, 1_288_490_188), EV, age=30),
        item("e3", "linux_processes", processes(412, EV_MEM, [
            (8812, "qemu-system-x86", "qemu", 12.5, 4 * GiB, "2026-03-14T09:05:20-06:00",
             "/usr/bin/qemu-system-x86_64 -name guest=debian12-lab,debug-threads=on -machine pc-q35-8.2 -m 4096"),
            (4821, "firefox", "ryan", 6.2, 3_651_000_000, "2026-03-11T10:41:02-06:00", "/usr/lib64/firefox/firefox"),
            (5377, "Isolated Web Co", "ryan", 9.8, 1_932_735_283, "2026-03-14T13:12:44-06:00",
             "/usr/lib64/firefox/firefox -contentproc -childID 41 -isForBrowser"),
            (3190, "gnome-shell", "ryan", 3.1, 812_646_400, "2026-03-11T10:30:12-06:00", "/usr/bin/gnome-shell"),
            (6120, "steam", "ryan", 0.4, 698_351_616, "2026-03-14T12:02:10-06:00",
             "/home/ryan/.local/share/Steam/ubuntu12_32/steam"),
            (7044, "code", "ryan", 1.2, 655_360_000, "2026-03-14T08:15:33-06:00", "/usr/share/code/code"),
            (1288, "packagekitd", "root", 0.0, 402_653_184, "2026-03-11T10:30:40-06:00", "/usr/libexec/packagekitd"),
            (1843, "tracker-miner-f", "ryan", 0.0, 291_504_128, "2026-03-11T10:30:15-06:00",
             "/usr/libexec/tracker-miner-fs-3"),
        ]), EV, age=25, args={"sort": "memory", "limit": 8}, complete=False),
        item("e4", "linux_service_status", {"units": [
            unit("gdm.service", "active", "running", "enabled", 1402, "2026-03-11T10:29:58-06:00", "GNOME Display Manager"),
            unit("NetworkManager.service", "active", "running", "enabled", 1120, "2026-03-11T10:29:52-06:00",
                 "Network Manager"),
            unit("cups.service", "inactive", "dead", "disabled", None, None, "CUPS Scheduler"),
            unit("bluetooth.service", "active", "running", "enabled", 1133, "2026-03-11T10:29:53-06:00",
                 "Bluetooth service"),
            unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
            unit("firewalld.service", "active", "running", "enabled", 1098, "2026-03-11T10:29:51-06:00",
                 "firewalld - dynamic firewall daemon"),
            unit("libvirtd.service", "active", "running", "enabled", 8790, "2026-03-14T09:05:11-06:00",
                 "libvirt legacy monolithic daemon"),
            unit("podman.service", "inactive", "dead", "disabled", None, None, "Podman API Service"),
            unit("dnf-makecache.service", "failed", "failed", "static", None, None, "dnf makecache"),
        ]}, EV, age=25),
        item("e5", "linux_disk_usage", {"filesystems": [
            EV_ROOT, EV_HOME,
            fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 412_090_368),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627_900_416, 20_004_864),
            fs("/dev/sda1", "/mnt/games", "ext4", 1_000_202_043_392, 948_000_000_000),
        ]}, EV, age=40),
        item("e6", "linux_package_history", {"source": "dnf", "events": [
            package_event("2026-03-03T19:20:11-07:00", "upgrade", "firefox", "135.0.1-1.fc40", "136.0-1.fc40"),
            package_event("2026-03-03T19:20:11-07:00", "upgrade", "mesa-dri-drivers", "24.3.4-1.fc40", "24.3.4-3.fc40"),
            package_event("2026-03-10T20:02:44-06:00", "install", "kernel", None, "6.12.15-100.fc40"),
            package_event("2026-03-10T20:02:44-06:00", "upgrade", "gnome-shell", "46.8-1.fc40", "46.9-1.fc40"),
            package_event("2026-03-12T21:15:03-06:00", "install", "steam", None, "1.0.0.82-1.fc40"),
            package_event("2026-03-12T21:15:03-06:00", "install", "podman-compose", None, "1.3.0-1.fc40"),
            package_event("2026-03-13T08:41:30-06:00", "remove", "google-chrome-stable", "134.0.6998.88-1", None),
        ]}, EV, age=60, args={"since_days": 14}),
        item("e7", "linux_recent_logs", {"source": "journal", "unit": "dnf-makecache.service", "entries": [
            log_entry("2026-03-14T13:57:02-06:00", "dnf-makecache.service", "info",
                      "Starting dnf-makecache.service - dnf makecache..."),
            log_entry("2026-03-14T13:57:40-06:00", "dnf-makecache.service", "info", "Metadata cache created."),
            log_entry("2026-03-14T13:57:40-06:00", "dnf-makecache.service", "info",
                      "Finished dnf-makecache.service - dnf makecache."),
            log_entry("2026-03-14T14:58:02-06:00", "dnf-makecache.service", "info",
                      "Starting dnf-makecache.service - dnf makecache..."),
            log_entry("2026-03-14T14:58:33-06:00", "dnf-makecache.service", "err",
                      "Curl error (6): Couldn't resolve host name for "
                      "https://mirrors.rpmfusion.org/metalink?repo=free-fedora-40&arch=x86_64 "
                      "[Could not resolve host: mirrors.rpmfusion.org]"),
            log_entry("2026-03-14T14:58:33-06:00", "dnf-makecache.service", "err",
                      "Error: Failed to download metadata for repo 'rpmfusion-free': Cannot download repomd.xml"),
            log_entry("2026-03-14T14:58:34-06:00", "dnf-makecache.service", "notice",
                      "dnf-makecache.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-03-14T14:58:34-06:00", "dnf-makecache.service", "warning",
                      "dnf-makecache.service: Failed with result 'exit-code'."),
        ]}, EV, age=90, args={"unit": "dnf-makecache.service", "since_minutes": 1440}),
    ],
    "answers": [
        {"q": "What's eating my RAM right now?", "ev": ["e1", "e2", "e3"],
         "a": "Memory pressure is moderate: [[s:about 19.1 GiB (20.5 GB) of your 31.1 GiB is in use]], which is "
              "[[s:roughly 61%]]. [[c:The single biggest consumer is `firefox` (PID 4821)]].\n\n"
              "- **Top processes by resident memory:**\n"
              "  - `firefox` — **RSS:** [[s:3.4 GiB (3.65 GB)]]\n"
              "  - `qemu-system-x86` — **RSS:** [[s:4.0 GiB]] "
              "([[c:most likely a Windows VM]])\n"
              "  - `Isolated Web Co` — **RSS:** [[c:2.8 GiB]]\n"
              "  - `steam` — **RSS:** [[c:about 1.2 GB]]\n"
              "- **Swap:**\n"
              "  - **Used:** [[s:1.2 GiB of 8 GiB]] ([[c:about 25%]])\n"
              "- **Everything else:** [[c:no other process uses more than 100 MiB]].\n\n"
              "If you want to free memory quickly, closing a few Firefox tabs or shutting down the VM "
              "(`virsh shutdown <name>`) will have the biggest effect."},
        {"q": "Did anything fail on this box today?", "ev": ["e1", "e4", "e7"],
         "a": "Yes — [[s:one unit is in a failed state: `dnf-makecache.service`]].\n\n"
              "- **`dnf-makecache.service`**\n"
              "  - **State:** [[s:failed]]\n"
              "  - **Last run:** [[s:14:58 today]], [[c:about 15 minutes ago]]\n"
              "  - **Cause:** [[s:it couldn't resolve `mirrors.rpmfusion.org`]], so "
              "[[s:the metadata download for `rpmfusion-free` failed]]. "
              "[[u:This usually means your DNS resolver was briefly unreachable]].\n"
              "- **Other services:**\n"
              "  - [[s:`gdm`, `NetworkManager`, `firewalld` and `libvirtd` are active (running)]]\n"
              "  - [[c:`sshd` is running as well]]\n"
              "\n"
              "[[s:No other service has failed]]. You can retry the cache job with "
              "`sudo systemctl start dnf-makecache.service`."},
        {"q": "How much disk space do I have left?", "ev": ["e1", "e5"],
         "a": "[[s:Your main drive has plenty of room]], but [[s:the games drive is nearly full]] with "
              "[[c:only about 52 GiB free]].\n\n"
              "- **`/` (btrfs on `/dev/nvme0n1p3`)**\n"
              "  - **Used:** [[s:1.09 TiB of 1.82 TiB (2.0 TB)]]\n"
              "  - **Free:** [[s:~740 GiB]]\n"
              "- **`/mnt/games` (ext4 on `/dev/sda1`)**\n"
              "  - **Used:** [[s:948 GB of 1 TB]] ([[c:97%]])\n"
              "- **`/boot`:** [[s:40% used]] of [[c:about 1.5 GiB]]\n\n"
              "To see what's taking space on the games drive: `sudo du -xh --max-depth=1 /mnt/games | sort -h`."},
        {"q": "What did I update recently? Was there a kernel update?", "ev": ["e1", "e2", "e6"],
         "a": "Yes — [[s:a new kernel, `6.12.15-100.fc40`, was installed on March 10]], and "
              "[[s:you're already running it]] since [[s:the reboot on March 11]].\n\n"
              "- **Upgrades (last 14 days):**\n"
              "  - **Mar 3:** [[s:`firefox` 135.0.1 → 136.0]]\n"
              "  - **Mar 10:** [[c:`gnome-shell` 46.8 → 47.0]]\n"
              "- **Installs:**\n"
              "  - **Mar 12:** [[s:`steam`]]\n"
              "- **Removals:**\n"
              "  - [[c:`google-chrome-stable` was removed on March 12]]\n\n"
              "[[c:That's 6 package changes in total]]. [[u:The Firefox 136 update is what fixed the video "
              "stutter]]."},
        {"q": "is my cpu working hard? what's the load", "ev": ["e1", "e2", "e3"],
         "a": "Not really — [[s:overall CPU usage is 18.4%]] on [[s:your 8-core / 16-thread Ryzen 7 7700X]].\n\n"
              "- **Load average:**\n"
              "  - **1 min:** [[s:2.41]]\n"
              "  - **15 min:** [[c:2.52]]\n"
              "  - **Trend:** [[s:rising slightly]]\n"
              "- **Busiest process:** [[c:`Isolated Web Co` (PID 5377) at 9.8%]]\n"
              "  - **Also busy:** [[s:`qemu-system-x86` at 12.5%]]\n\n"
              "With 16 hardware threads a load around 2.4 leaves a lot of headroom."},
        {"q": "Who has admin rights on matterhorn?", "ev": ["e1"],
         "a": "[[s:Only `ryan` is in `wheel`]], so [[s:he's the only account with sudo rights]].\n\n"
              "- **`ryan`**\n"
              "  - **UID:** [[s:1000]]\n"
              "  - **Shell:** [[c:`/bin/zsh`]]\n"
              "  - **Groups:** [[s:`wheel`]], [[c:`docker`]]\n"
              "- **`guest`**\n"
              "  - **Admin:** [[c:also in `wheel`]], so it can use `sudo` too\n"
              "- **`root`:** [[u:its password is locked, so direct root login is disabled]]\n\n"
              "To check live sudo rules run `sudo -l -U guest`."},
        {"q": "Is firewalld running and is SSH open?", "ev": ["e1", "e4"],
         "a": "[[s:`firewalld` is active and running]], and [[s:it has been up since the boot on March 11]].\n\n"
              "- **SSH:** [[s:`sshd.service` is inactive (dead)]] and [[s:disabled]], so "
              "[[u:nothing is listening on port 22]]\n"
              "- **Firewall zone:** [[u:the default `FedoraWorkstation` zone allows ports 1025–65535]]\n"
              "- **Other daemons:**\n"
              "  - **libvirt:** [[c:`libvirtd` started together with the boot]]\n\n"
              "To enable SSH: `sudo systemctl enable --now sshd` and "
              "`sudo firewall-cmd --add-service=ssh --permanent`."},
    ],
}

# --------------------------------------------------------------------------------------------------------------
# rainier — Ubuntu 24.04 home server with Docker, America/Anchorage
# --------------------------------------------------------------------------------------------------------------
DN = Clock("2026-03-14T09:17:00-08:00")
DN_MEM = 16_590_434_304

rainier = {
    "name": "rainier",
    "clock": DN,
    "evidence": [
        steady("e1", DN, age=7200, hostname="rainier", os_name="Ubuntu", os_version="24.04",
               os_codename="noble", kernel="6.8.0-55-generic",
               cpu_model="12th Gen Intel(R) Core(TM) i5-12500T", cpu_cores=6, cpu_threads=12,
               memory_total_bytes=DN_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4",
                       "total_bytes": 491_180_957_696},
                      {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4",
                       "total_bytes": 7_876_721_004_544}],
               network_interfaces=[{"name": "eno1", "mac": "48:21:0b:5c:7e:10", "addresses": ["192.168.1.20/24"],
                                    "is_up": True},
                                   {"name": "docker0", "mac": "02:42:6e:11:a0:3c", "addresses": ["172.17.0.1/16"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
               installed_packages={"docker-ce": "5:28.0.1-1~ubuntu.24.04~noble",
                                   "samba": "2:4.19.5+dfsg-4ubuntu9",
                                   "openssh-server": "1:9.6p1-3ubuntu13.8",
                                   "smartmontools": "7.4-2build1", "mdadm": "4.3-1ubuntu2"},
               available_services=["docker.service", "containerd.service", "smbd.service", "nmbd.service",
                                   "ssh.service", "smartmontools.service", "unattended-upgrades.service",
                                   "mdmonitor.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"},
                      {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"},
                      {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media",
                       "shell": "/usr/sbin/nologin"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]},
                       {"name": "docker", "gid": 988, "members": ["kenji"]},
                       {"name": "media", "gid": 1001, "members": ["kenji"]},
                       {"name": "kenji", "gid": 1000, "members": []}]),
        item("e2", "linux_containers", {"runtime": "docker", "containers": [
            box("4f1a9c2e7b30", "jellyfin", "jellyfin/jellyfin:10.10.6", "running", "Up 3 days",
                "2026-03-11T05:00:12-08:00", ["0.0.0.0:8096->8096/tcp"]),
            box("9b3e77d01a52", "nextcloud", "nextcloud:30-apache", "running", "Up 3 days",
                "2026-03-11T05:00:40-08:00", ["0.0.0.0:8080->80/tcp"]),
            box("c02d5e8f6a11", "nextcloud-db", "mariadb:11.4", "running", "Up 3 days",
                "2026-03-11T05:00:31-08:00", ["3306/tcp"]),
            box("7ae4410b9c83", "nextcloud-redis", "redis:7-alpine", "running", "Up 3 days",
                "2026-03-11T05:00:29-08:00", ["6379/tcp"]),
            box("e81f0c6d2b47", "pihole", "pihole/pihole:2025.02.1", "running", "Up 41 hours (healthy)",
                "2026-03-12T16:15:02-08:00",
                ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
            box("3d6b92a7f014", "qbittorrent", "lscr.io/linuxserver/qbittorrent:5.0.4", "exited",
                "Exited (137) 6 hours ago", "2026-02-20T18:44:51-09:00", []),
            box("5c8e1f3a0d99", "uptime-kuma", "louislam/uptime-kuma:1", "restarting",
                "Restarting (1) 12 seconds ago", "2026-03-11T05:01:05-08:00", []),
            box("a4d7e2c9b615", "watchtower", "containrrr/watchtower:1.7.1", "running", "Up 3 days",
                "2026-03-11T04:58:47-08:00", []),
        ]}, DN, age=45, args={"all": True}),
        item("e3", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 491_180_957_696, 118_111_600_640),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_369_280),
            fs("/dev/md0", "/srv/media", "ext4", 7_876_721_004_544, 6_890_000_000_000),
        ]}, DN, age=50),
        item("e4", "linux_network_info", {
            "interfaces": [{"name": "eno1", "mac": "48:21:0b:5c:7e:10", "addresses": ["192.168.1.20/24"],
                            "is_up": True},
                           {"name": "docker0", "mac": "02:42:6e:11:a0:3c", "addresses": ["172.17.0.1/16"],
                            "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 912, "sshd"),
                listener(53, "127.0.0.53", 640, "systemd-resolve"),
                listener(53, "0.0.0.0", 2231, "docker-proxy"),
                listener(53, "0.0.0.0", 2240, "docker-proxy", proto="udp"),
                listener(139, "0.0.0.0", 1104, "smbd"),
                listener(445, "0.0.0.0", 1104, "smbd"),
                listener(8080, "0.0.0.0", 2262, "docker-proxy"),
                listener(8081, "0.0.0.0", 2270, "docker-proxy"),
                listener(8096, "0.0.0.0", 2255, "docker-proxy"),
            ],
            "connections": [
                connection("192.168.1.20:22", "192.168.1.35:51522", 30121, "sshd"),
                connection("192.168.1.20:445", "192.168.1.41:50644", 30988, "smbd"),
                connection("192.168.1.20:8096", "192.168.1.57:43210", 2255, "docker-proxy"),
            ]}, DN, age=40),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-03-14T03:02:11-08:00", None, "warning",
                      "md/raid5:md0: read error corrected (8 sectors at 2148894720 on sdc1)"),
            log_entry("2026-03-14T03:14:45-08:00", "smartmontools.service", "warning",
                      "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
            log_entry("2026-03-14T03:17:40-08:00", None, "err",
                      "Out of memory: Killed process 28811 (qbittorrent-nox) total-vm:4120340kB, "
                      "anon-rss:3012440kB, file-rss:0kB, shmem-rss:0kB, UID:1001 pgtables:6520kB oom_score_adj:0"),
            log_entry("2026-03-14T08:44:45-08:00", "smartmontools.service", "warning",
                      "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        ]}, DN, age=60, args={"priority": "warning", "since_minutes": 720}),
        item("e6", "linux_system_info",
             system_info(7.5, [0.42, 0.51, 0.60], 1_051_200, "2026-03-02T13:02:00+00:00", DN_MEM,
                         10_200_547_328, 4 * GiB, 0), DN, age=900),
    ],
    "answers": [
        {"q": "Which of my containers are running?", "ev": ["e1", "e2"],
         "a": "[[s:6 of your 8 containers are running]]; [[s:`qbittorrent` has exited]] and "
              "[[s:`uptime-kuma` is stuck in a restart loop]].\n\n"
              "| Container | State | Ports |\n"
              "|---|---|---|\n"
              "| `nextcloud` | [[s:✅ Up 3 days]] | [[c:8081 → 80]] |\n"
              "| `pihole` | [[s:✅ Up 41 h (healthy)]] | [[s:53 tcp/udp, 8081 → 80]] |\n"
              "| `qbittorrent` | [[s:❌ Exited (137), 6 h ago]] | — |\n"
              "| `uptime-kuma` | [[s:🔄 Restarting (1)]] | — |\n\n"
              "- **Database:** `nextcloud-db` runs [[c:MariaDB 10.11]], [[s:reachable only inside Docker on 3306]]\n"
              "- **Note:** [[c:`watchtower` is not running]], so images won't be auto-updated\n\n"
              "Check the restart loop with `docker logs --tail 50 uptime-kuma`."},
        {"q": "How full is the media array?", "ev": ["e1", "e3"],
         "a": "The array is getting full: [[s:`/srv/media` is 87.5% used]].\n\n"
              "- **`/srv/media`** (ext4 on `/dev/md0`)\n"
              "  - **Used:** [[c:6.89 TiB]]\n"
              "  - **Free:** [[s:~919 GiB (987 GB)]]\n"
              "- **`/`** (`/dev/nvme0n1p2`)\n"
              "  - **Used:** [[s:110 GiB of 457 GiB]] ([[c:about 32%]])\n\n"
              "[[s:The array is the fullest filesystem on the box]]. [[u:At the current rate of growth it will "
              "be full in about three weeks]], and [[u:since it is a 4-disk RAID 5]] you'd need to grow it one "
              "disk at a time."},
        {"q": "what ports are exposed to my LAN", "ev": ["e1", "e4"],
         "a": "[[c:Eight TCP ports are open on all interfaces]].\n\n"
              "- **System services**\n"
              "  - **SSH:** [[s:port 22]] (`sshd`)\n"
              "  - **Samba:** [[s:445 and 139]] (`smbd`)\n"
              "- **Published by Docker** (`docker-proxy`)\n"
              "  - [[s:53 (TCP and UDP)]] → [[u:Pi-hole]]\n"
              "  - [[c:8443]] → Nextcloud\n"
              "- **Active sessions:**\n"
              "  - [[s:one SSH session from 192.168.1.35]]\n"
              "  - [[c:an SMB session from 192.168.1.57]]\n\n"
              "If you don't need Samba outside the LAN, make sure your router doesn't forward 445."},
        {"q": "Why did qbittorrent stop?", "ev": ["e2", "e5"],
         "a": "[[s:`qbittorrent` was killed by the kernel's OOM killer]] — [[s:it exited with code 137]] "
              "[[s:about 6 hours ago]].\n\n"
              "- **Log evidence:**\n"
              "  - **03:17:40:** [[s:`Out of memory: Killed process 28811 (qbittorrent-nox)`]]\n"
              "- **Likely cause:** [[u:a memory leak in the libtorrent 2.x backend of qBittorrent 5.0.4]]\n"
              "- **Related:** [[c:`smartd` reported 8 reallocated sectors on `/dev/sdc`]] shortly before\n"
              "- **Restart policy:** [[u:it stayed down because the policy is `unless-stopped`]]\n\n"
              "Consider setting a memory limit (`mem_limit: 2g`) and starting it again with "
              "`docker start qbittorrent`."},
        {"q": "who can use docker on rainier?", "ev": ["e1"],
         "a": "[[s:Only `kenji` is in the `docker` group]], so [[s:he's the only non-root user who can run "
              "containers]].\n\n"
              "- **`kenji`**\n"
              "  - **UID:** [[s:1000]]\n"
              "  - **Groups:** [[s:`sudo`]], [[s:`docker`]]\n"
              "- **`media`**\n"
              "  - **UID:** [[c:1002]]\n"
              "  - **Docker:** [[c:member of `docker`]]\n"
              "- **`backup`**\n"
              "  - **UID:** [[c:1003]]\n"
              "  - **Role:** [[u:used for the nightly rsync job]]"},
        {"q": "How long has the server been up and how's memory?", "ev": ["e1", "e6"],
         "a": "[[t:rainier has been up for about 12 days]] ([[t:since March 2]]).\n\n"
              "- **Memory**\n"
              "  - **Total:** [[s:16 GB]]\n"
              "  - **Used:** [[t:~6 GiB]] ([[t:38.5%]])\n"
              "  - **Swap:** [[t:none used]]\n"
              "\n"
              "[[u:No reboot is pending]]. These readings are about 15 minutes old; rerun the check for "
              "live figures."},
        {"q": "Any disk problems in the logs?", "ev": ["e1", "e3", "e5"],
         "a": "Yes — [[s:`smartd` is warning about `/dev/sdc`]]: [[s:it has 8 pending (unreadable) sectors]].\n\n"
              "- **03:02:11** — [[s:the kernel corrected a read error on `md0`]]\n"
              "- **03:14:45** — [[s:first `smartd` pending-sector warning]]\n"
              "- **Repeats:** [[c:`smartd` has flagged it three times since 3 am]]\n"
              "- **Array:** [[s:`/srv/media` is still mounted]] ([[s:87.5% full]])\n\n"
              "[[c:There are no errors from `md0` itself]]. [[u:`sdc` is likely to fail soon]], so plan a "
              "replacement and run `sudo smartctl -t long /dev/sdc` tonight."},
    ],
}

# --------------------------------------------------------------------------------------------------------------
# annapurna — Debian 12 PostgreSQL server, Europe/Berlin
# --------------------------------------------------------------------------------------------------------------
EL = Clock("2026-03-14T11:05:00+01:00")
EL_MEM = 135_290_880_000

annapurna = {
    "name": "annapurna",
    "clock": EL,
    "evidence": [
        steady("e1", EL, age=5400, hostname="annapurna", domain="db.internal", os_name="Debian GNU/Linux",
               os_version="12", os_codename="bookworm", kernel="6.1.0-31-amd64",
               cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
               memory_total_bytes=EL_MEM,
               disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 239_511_535_616},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                       "total_bytes": 3_840_755_982_336}],
               network_interfaces=[{"name": "ens192", "mac": "00:50:56:9a:3e:71", "addresses": ["10.20.0.15/16"],
                                    "is_up": True}],
               dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
               installed_packages={"postgresql-16": "16.6-1.pgdg120+1", "postgresql-client-16": "16.6-1.pgdg120+1",
                                   "libpq5": "16.6-1.pgdg120+1", "pgbouncer": "1.23.1-1.pgdg120+1",
                                   "prometheus-node-exporter": "1.5.0-1+b6",
                                   "openssh-server": "1:9.2p1-2+deb12u4"},
               available_services=["postgresql@16-main.service", "postgresql.service", "pgbouncer.service",
                                   "ssh.service", "prometheus-node-exporter.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "postgres", "uid": 104, "gid": 111, "home": "/var/lib/postgresql",
                       "shell": "/bin/bash"},
                      {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
                       {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}],
               stale_sources=["packages"]),
        item("e2", "linux_service_status",
             unit("postgresql@16-main.service", "active", "running", "enabled-runtime", 1822,
                  "2026-03-12T02:14:09+01:00", "PostgreSQL Cluster 16-main"),
             EL, age=30, args={"name": "postgresql@16-main"}),
        item("e3", "linux_service_status",
             unit("pgbouncer.service", "active", "running", "enabled", 1907, "2026-03-12T02:14:20+01:00",
                  "connection pooler for PostgreSQL"),
             EL, age=30, args={"name": "pgbouncer"}),
        item("e4", "linux_system_info",
             system_info(41.3, [13.8, 11.2, 9.6], 1_916_680, "2026-02-20T06:40:00+01:00", EL_MEM,
                         41_875_931_136, 4 * GiB, 268_435_456), EL, age=20),
        item("e5", "linux_processes", processes(188, EL_MEM, [
            (30411, "postgres", "postgres", 98.7, 1_288_490_188, "2026-03-14T10:41:12+01:00",
             "postgres: 16/main: report_ro analytics 10.20.4.31(52218) SELECT"),
            (30388, "postgres", "postgres", 64.2, 905_969_664, "2026-03-14T10:39:58+01:00",
             "postgres: 16/main: app_rw orders 10.20.4.12(40112) UPDATE"),
            (29870, "postgres", "postgres", 18.5, 612_368_384, "2026-03-14T10:22:03+01:00",
             "postgres: 16/main: autovacuum worker orders"),
            (1822, "postgres", "postgres", 3.1, 36_700_160, "2026-03-12T02:14:09+01:00",
             "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main "
             "-c config_file=/etc/postgresql/16/main/postgresql.conf"),
            (1907, "pgbouncer", "postgres", 2.4, 15_728_640, "2026-03-12T02:14:20+01:00",
             "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
            (812, "prometheus-node", "prometheus", 0.6, 26_214_400, "2026-02-20T06:40:31+01:00",
             "/usr/bin/prometheus-node-exporter"),
        ]), EL, age=25, args={"sort": "cpu", "limit": 6}, complete=False),
        item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
            {"device": "nvme0n1", "read_bytes_per_s": 412_000_000, "write_bytes_per_s": 96_000_000,
             "busy_percent": 71.0},
            {"device": "sda", "read_bytes_per_s": 102_400, "write_bytes_per_s": 1_228_800, "busy_percent": 2.0},
        ]}, EL, age=420, args={"interval_seconds": 1.0}),
        item("e7", "linux_disk_usage", {"filesystems": [
            fs("/dev/sda2", "/", "ext4", 239_511_535_616, 31_138_512_896),
            fs("/dev/nvme0n1p1", "/var/lib/postgresql", "xfs", 3_840_755_982_336, 2_926_656_058_000),
        ]}, EL, age=35),
        item("e8", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
            log_entry("2026-03-14T10:12:44+01:00", "postgresql@16-main.service", "warning",
                      "LOG:  checkpoints are occurring too frequently (18 seconds apart)"),
            log_entry("2026-03-14T10:12:44+01:00", "postgresql@16-main.service", "warning",
                      "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
            log_entry("2026-03-14T10:31:02+01:00", "postgresql@16-main.service", "err",
                      "ERROR:  canceling statement due to statement timeout"),
            log_entry("2026-03-14T10:48:19+01:00", "postgresql@16-main.service", "err",
                      "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
            log_entry("2026-03-14T10:48:21+01:00", "postgresql@16-main.service", "err",
                      "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
            log_entry("2026-03-14T10:57:40+01:00", "postgresql@16-main.service", "warning",
                      "WARNING:  there is no transaction in progress"),
        ]}, EL, age=40, args={"unit": "postgresql@16-main", "since_minutes": 120, "priority": "warning"}),
        item("e9", "linux_package_history", {"source": "apt", "events": [
            package_event("2026-03-09T06:25:10+01:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u4",
                          "1:9.2p1-2+deb12u5"),
            package_event("2026-03-12T02:09:55+01:00", "upgrade", "postgresql-16", "16.6-1.pgdg120+1",
                          "16.8-1.pgdg120+1"),
            package_event("2026-03-12T02:09:55+01:00", "upgrade", "postgresql-client-16", "16.6-1.pgdg120+1",
                          "16.8-1.pgdg120+1"),
            package_event("2026-03-12T02:09:55+01:00", "upgrade", "libpq5", "16.6-1.pgdg120+1", "17.4-1.pgdg120+1"),
            package_event("2026-03-12T02:10:30+01:00", "upgrade", "pgbouncer", "1.23.1-1.pgdg120+1",
                          "1.24.0-1.pgdg120+1"),
        ]}, EL, age=60, args={"since_days": 7}),
        item("e10", "linux_network_info", {
            "interfaces": [{"name": "ens192", "mac": "00:50:56:9a:3e:71", "addresses": ["10.20.0.15/16"],
                            "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 701, "sshd"),
                listener(5432, "0.0.0.0", 1822, "postgres"),
                listener(6432, "0.0.0.0", 1907, "pgbouncer"),
                listener(9100, "::", 812, "prometheus-node"),
            ],
            "connections": [
                connection("10.20.0.15:5432", "10.20.4.31:52218", 30411, "postgres"),
                connection("10.20.0.15:6432", "10.20.4.12:40112", 1907, "pgbouncer"),
                connection("10.20.0.15:22", "10.20.9.2:60122", 31002, "sshd"),
                connection("10.20.0.15:9100", "10.20.1.5:48800", 812, "prometheus-node"),
            ]}, EL, age=25),
    ],
    "answers": [
        {"q": "Is Postgres healthy?", "ev": ["e1", "e2", "e3", "e8"],
         "a": "Mostly yes — [[s:`postgresql@16-main` is active (running)]], but [[s:clients hit the "
              "connection limit twice at 10:48]].\n\n"
              "- **`postgresql@16-main`**\n"
              "  - **Since:** [[s:March 12, 02:14]] ([[c:about 4 days ago]])\n"
              "- **`pgbouncer`:** [[s:running]], **PID** [[c:1970]]\n"
              "- **Recent errors (last 2 h):**\n"
              "  - [[s:10:31 — a statement was canceled by the statement timeout]]\n"
              "  - [[s:10:48 — \"remaining connection slots are reserved\" (twice)]]\n"
              "  - [[u:both happen because `max_connections` is set to 100]]\n\n"
              "[[c:There are no checkpoint warnings]]. Check current sessions with "
              "`SELECT count(*) FROM pg_stat_activity;`."},
        {"q": "Why is the database slow right now?", "ev": ["e4", "e5", "e6", "e8"],
         "a": "The most likely reason is [[s:a heavy analytics query]]: [[s:PID 30411 (`report_ro` on "
              "`analytics`) is using 98.7% CPU]].\n\n"
              "- **CPU:**\n"
              "  - **Load:** [[s:13.8]], [[c:falling from 11.2 and 9.6]]\n"
              "- **Other busy backends:**\n"
              "  - [[s:PID 30388 — `app_rw` running an `UPDATE` on `orders`]]\n"
              "  - [[s:autovacuum on `orders`]] at [[c:about 28%]]\n"
              "- **Disk I/O:** [[t:`nvme0n1` is 71% busy]] with [[t:~412 MB/s of reads]]\n"
              "- **Checkpoints:** [[s:they were 18 seconds apart at 10:12]], "
              "[[u:which is what saturates the disk]]\n\n"
              "[[u:Only two client backends are doing real work]]; cancelling the report with "
              "`SELECT pg_cancel_backend(30411);` should bring latency back."},
        {"q": "What version of PostgreSQL is installed?", "ev": ["e1", "e9"],
         "a": "[[s:PostgreSQL 16.8 is installed]] — [[s:it was upgraded from 16.6 on March 12 at 02:09]].\n\n"
              "- **Packages:**\n"
              "  - **`postgresql-16`:** [[s:16.8-1.pgdg120+1]]\n"
              "  - **`libpq5`:** [[c:16.8]]\n"
              "  - **`pgbouncer`:** [[s:1.23.1 → 1.24.0]], [[s:in the same run]]\n"
              "- **Snapshot:** [[t:the cached package list still shows `postgresql-16` 16.6-1.pgdg120+1]]\n"
              "- **Other updates this week:** [[s:`openssh-server` went to `1:9.2p1-2+deb12u5`]] "
              "[[c:on March 10]]\n\n"
              "[[u:The upgrade was applied by unattended-upgrades]]."},
        {"q": "Who is connected to the database server?", "ev": ["e5", "e10"],
         "a": "[[s:There are 4 established TCP connections]] on annapurna.\n\n"
              "- **PostgreSQL (5432):** [[s:10.20.4.31]] — [[s:the `report_ro` analytics "
              "session]]\n"
              "- **PgBouncer:** [[s:10.20.4.12]] ([[c:via port 5432]])\n"
              "- **SSH:** [[c:10.20.9.12]]\n"
              "- **Listening:**\n"
              "  - [[s:5432, 6432 and 22 on 0.0.0.0]]\n"
              "  - [[c:9100 only on localhost]]"},
        {"q": "How much free space is on the database volume?", "ev": ["e1", "e7"],
         "a": "[[s:The PostgreSQL volume has about 914 GB free]].\n\n"
              "- **`/var/lib/postgresql`**\n"
              "  - **Size:** [[s:3.49 TiB (3.84 TB)]]\n"
              "  - **Used:** [[s:2.66 TiB]] ([[c:78.2%]])\n"
              "  - **Free:** [[c:~914 GiB]]\n"
              "- **`/`:** [[s:only 13% used]], [[c:on `/dev/sda1`]]\n\n"
              "[[u:At the current WAL and table growth this should last several months]]."},
        {"q": "memory usage on annapurna?", "ev": ["e1", "e4"],
         "a": "Memory is healthy: [[s:about 39 GiB is still available]] out of [[s:126 GiB]].\n\n"
              "- **RAM:**\n"
              "  - **Used:** [[s:87.0 GiB (93.4 GB)]]\n"
              "  - **Percent:** [[c:~74%]]\n"
              "- **Swap:** [[s:256 MiB of 4 GiB used]]\n"
              "- **Hardware:** [[s:Xeon Silver 4314]], [[c:24 cores]]\n"
              "\n"
              "[[u:Most of the used memory is PostgreSQL's `shared_buffers`]], which is expected."},
        {"q": "Show me errors in the Postgres log from the last two hours", "ev": ["e8"],
         "a": "[[c:Four errors]] and [[s:three warnings]] were logged.\n\n"
              "1. **10:12:44** — [[s:checkpoint warning]]; [[s:Postgres suggests raising `max_wal_size`]]\n"
              "2. **10:31:02** — [[s:`canceling statement due to statement timeout`]] "
              "([[u:from the `report_ro` analytics job]])\n"
              "3. **10:48:19 / 10:48:21** — [[s:two `FATAL` \"connection slots reserved\" errors]]\n"
              "4. **10:57:40** — [[c:a deadlock was detected]]\n\n"
              "Raising `max_wal_size` to 8GB and adding `superuser_reserved_connections` headroom would "
              "address the first and third."},
    ],
}

# --------------------------------------------------------------------------------------------------------------
# fuji — AlmaLinux 9.5 k3s control plane, America/Argentina/Buenos_Aires
# --------------------------------------------------------------------------------------------------------------
AC = Clock("2026-03-14T22:30:00-03:00")
AC_MEM = 66_571_993_088


def _node(name: str, ready: bool, version: str, control_plane: bool = False) -> dict:
    obj = node(name, ready, version)
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control_plane:
        labels["node-role.kubernetes.io/control-plane"] = "true"
        labels["node-role.kubernetes.io/master"] = "true"
    obj["metadata"]["labels"] = labels
    obj["status"]["nodeInfo"]["osImage"] = "AlmaLinux 9.5 (Teal Serval)"
    return obj


_PENDING_WORKER = {
    "kind": "Pod", "metadata": {"name": "worker-5c7b9d8f6-x1y2z", "namespace": "shop"},
    "spec": {},
    "status": {"phase": "Pending", "conditions": [
        {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
         "message": "0/4 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
                    "3 Insufficient memory. preemption: 0/4 nodes are available: 1 Preemption is not helpful "
                    "for scheduling, 3 No preemption victims found for incoming pod."}]},
}

fuji = {
    "name": "fuji",
    "clock": AC,
    "evidence": [
        steady("e1", AC, age=2400, hostname="fuji", os_name="AlmaLinux", os_version="9.5",
               os_codename="Teal Serval", kernel="5.14.0-503.23.2.el9_5.x86_64",
               cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32,
               memory_total_bytes=AC_MEM, package_manager="rpm",
               disks=[{"device": "/dev/mapper/almalinux-root", "mountpoint": "/", "fstype": "xfs",
                       "total_bytes": 214_643_507_200}],
               network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:20:44:b1", "addresses": ["10.0.5.11/24"],
                                    "is_up": True},
                                   {"name": "cni0", "mac": "a6:1f:33:c0:02:7e", "addresses": ["10.42.0.1/24"],
                                    "is_up": True}],
               dns_servers=["10.0.5.1"], default_gateway="10.0.5.1",
               installed_packages={"k3s-selinux": "1.6-1.el9", "container-selinux": "3:2.232.1-2.el9",
                                   "kernel": "5.14.0-503.26.1.el9_5", "openssl-libs": "1:3.2.2-6.el9_5.1"},
               available_services=["k3s.service", "sshd.service", "chronyd.service", "firewalld.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "sre", "uid": 1000, "gid": 1000, "home": "/home/sre", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["sre"]}]),
        item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            _node("fuji", True, "v1.31.6+k3s1", control_plane=True),
            _node("ojos", True, "v1.31.6+k3s1"),
            _node("mercedario", True, "v1.30.10+k3s1"),
            _node("tupungato", False, "v1.31.6+k3s1"),
        ]}, AC, age=40, args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            pod("coredns-ccb96694c-7xk2p", "kube-system", "Running", "fuji", started="2026-02-01T18:31:02Z"),
            pod("traefik-5d45fc8cc9-zq9lb", "kube-system", "Running", "ojos", started="2026-02-01T18:32:40Z"),
            pod("metrics-server-5985cbc9d7-q8w2e", "kube-system", "Running", "fuji",
                started="2026-02-01T18:31:05Z"),
            pod("local-path-provisioner-5cf85fd84d-h7j6k", "kube-system", "Running", "fuji",
                started="2026-02-01T18:31:04Z"),
            pod("web-7f9c8d6b5-abcde", "shop", "Running", "ojos", started="2026-03-10T13:05:11Z"),
            pod("web-7f9c8d6b5-fghij", "shop", "Running", "mercedario", restarts=1, started="2026-03-10T13:05:14Z"),
            pod("api-6b8d9f7c4-k2m3n", "shop", "Running", "ojos", restarts=14, ready=False,
                waiting="CrashLoopBackOff"),
            pod("api-6b8d9f7c4-p9q8r", "shop", "Running", "mercedario", started="2026-03-14T19:02:33Z"),
            pod("postgres-0", "shop", "Running", "fuji", started="2026-02-01T18:41:09Z"),
            _PENDING_WORKER,
            pod("prometheus-server-0", "monitoring", "Running", "ojos", restarts=2, started="2026-03-06T02:14:51Z"),
            pod("grafana-7d9f8b6c5-m4n5p", "monitoring", "Running", "mercedario", started="2026-02-15T20:00:18Z"),
        ]}, AC, age=35, args={"resource": "pods", "all_namespaces": True}),
        item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            deployment("coredns", "kube-system", 1, 1),
            deployment("traefik", "kube-system", 1, 1),
            deployment("metrics-server", "kube-system", 1, 1),
            deployment("local-path-provisioner", "kube-system", 1, 1),
            deployment("web", "shop", 2, 2),
            deployment("api", "shop", 2, 1),
            deployment("worker", "shop", 1, 0),
            deployment("grafana", "monitoring", 1, 1),
        ]}, AC, age=35, args={"resource": "deployments", "all_namespaces": True}),
        item("e5", "linux_system_info",
             system_info(22.0, [3.1, 2.8, 2.5], 3_567_600, "2026-02-01T15:29:30-03:00", AC_MEM,
                         21_474_836_480, 0, 0), AC, age=30),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
            log_entry("2026-03-14T21:48:37-03:00", "k3s.service", "info",
                      "Event(v1.ObjectReference{Kind:\"Node\", Name:\"tupungato\"}): type: 'Normal' "
                      "reason: 'NodeNotReady' Node tupungato status is now: NodeNotReady"),
            log_entry("2026-03-14T21:48:42-03:00", "k3s.service", "warning",
                      "Unable to reach kubelet on tupungato: dial tcp 10.0.5.14:10250: connect: no route to host"),
            log_entry("2026-03-14T21:53:40-03:00", "k3s.service", "info",
                      "Tainting node tupungato with node.kubernetes.io/unreachable:NoExecute"),
        ]}, AC, age=50, args={"unit": "k3s.service", "since_minutes": 60}),
        item("e7", "linux_package_history", {"source": "dnf", "events": [
            package_event("2026-02-20T14:12:05-03:00", "install", "k3s-selinux", None, "1.6-1.el9"),
            package_event("2026-03-02T03:11:40-03:00", "install", "kernel", None, "5.14.0-503.26.1.el9_5"),
            package_event("2026-03-02T03:11:52-03:00", "upgrade", "container-selinux", "3:2.232.1-1.el9",
                          "3:2.232.1-2.el9"),
            package_event("2026-03-02T03:12:03-03:00", "upgrade", "openssl-libs", "1:3.2.2-6.el9_5",
                          "1:3.2.2-6.el9_5.1"),
        ]}, AC, age=60, args={"since_days": 45}),
        item("e8", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
            {"kind": "Event", "metadata": {"name": "api-6b8d9f7c4-k2m3n.182c4a1f0e9b7d21", "namespace": "shop"},
             "involvedObject": {"kind": "Pod", "name": "api-6b8d9f7c4-k2m3n", "namespace": "shop"},
             "type": "Warning", "reason": "BackOff", "count": 58,
             "message": "Back-off restarting failed container api in pod api-6b8d9f7c4-k2m3n_shop",
             "firstTimestamp": "2026-03-14T22:51:07Z", "lastTimestamp": "2026-03-15T01:24:50Z"},
            {"kind": "Event", "metadata": {"name": "worker-5c7b9d8f6-x1y2z.182c4b90aa31c4f0", "namespace": "shop"},
             "involvedObject": {"kind": "Pod", "name": "worker-5c7b9d8f6-x1y2z", "namespace": "shop"},
             "type": "Warning", "reason": "FailedScheduling", "count": 12,
             "message": "0/4 nodes are available: 1 node(s) had untolerated taint "
                        "{node.kubernetes.io/unreachable: }, 3 Insufficient memory.",
             "firstTimestamp": "2026-03-15T00:55:12Z", "lastTimestamp": "2026-03-15T01:27:02Z"},
        ]}, AC, age=45, args={"resource": "events", "namespace": "shop"}),
    ],
    "answers": [
        {"q": "Are all my nodes healthy?", "ev": ["e2"],
         "a": "No — [[s:3 of the 4 nodes are Ready]]; [[s:`tupungato` is NotReady]].\n\n"
              "- **`fuji`** — [[s:Ready]], [[s:v1.31.6+k3s1]]\n"
              "- **`ojos`** — [[s:Ready]]\n"
              "- **`mercedario`** — [[s:Ready]], [[c:v1.31.6+k3s1]]\n"
              "- **`tupungato`** — [[s:NotReady]] [[u:for about 40 minutes]]\n\n"
              "[[c:All nodes run the same k3s version]]. [[u:`tupungato` is probably powered off or "
              "unplugged]]; try `kubectl describe node tupungato`."},
        {"q": "Why is the api pod crashing?", "ev": ["e3", "e8"],
         "a": "[[s:`api-6b8d9f7c4-k2m3n` in `shop` is in `CrashLoopBackOff`]] [[s:with 14 restarts]].\n\n"
              "- **Pod:**\n"
              "  - **Node:** [[c:`mercedario`]]\n"
              "- **Other replica** (`api-6b8d9f7c4-p9q8r`): [[s:Running and Ready on `mercedario`]], "
              "[[s:0 restarts]]\n"
              "- **Events:**\n"
              "  - [[s:the `BackOff` warning has fired 58 times]]\n"
              "  - [[s:most recently at 22:24]]\n"
              "- **Root cause:** [[u:the container exits because it can't reach `postgres-0`]]\n\n"
              "The events don't include the container's own output — run "
              "`kubectl logs -n shop api-6b8d9f7c4-k2m3n --previous` to see why it exits."},
        {"q": "why is the worker pod pending", "ev": ["e2", "e3", "e4", "e8"],
         "a": "[[s:`worker-5c7b9d8f6-x1y2z` can't be scheduled]]: [[s:the scheduler reports 3 nodes with "
              "insufficient memory]] and [[s:one (the unreachable `tupungato`) tainted]].\n\n"
              "- **Deployment `worker`:** [[s:0 of 1 replicas ready]]\n"
              "- **Pod:**\n"
              "  - **Node:** [[s:none assigned]]\n"
              "  - **Memory request:** [[u:8 GiB]]\n"
              "- **Attempts:** [[c:it has failed to schedule 21 times]]\n\n"
              "Lowering the request or bringing `tupungato` back should let it schedule."},
        {"q": "Give me a summary of the deployments", "ev": ["e4"],
         "a": "[[s:6 of 8 deployments are fully available]]; [[s:only `shop` has problems]].\n\n"
              "| Namespace | Deployment | Ready |\n"
              "|---|---|---|\n"
              "| `shop` | `web` | [[s:2/2 ✅]] |\n"
              "| `shop` | `api` | [[s:1/2 ❌]] |\n"
              "| `shop` | `worker` | [[c:1/1 ✅]] |\n"
              "| `monitoring` | `grafana` | [[c:0/1 ❌]] |\n\n"
              "- **Namespaces:**\n"
              "  - [[s:`kube-system` has 4 deployments]]\n"
              "  - [[c:`monitoring` has 2]]"},
        {"q": "How is the control-plane host doing — memory, load, uptime?", "ev": ["e1", "e5"],
         "a": "The host is fine: [[s:42 GiB of 62 GiB RAM is in use]] ([[s:67.7%]]), "
              "[[c:with 4 GiB of swap mostly free]].\n\n"
              "- **CPU:** [[s:AMD EPYC 7313P]]\n"
              "- **Load:** [[s:3.1 / 2.8 / 2.5]] — [[s:slowly climbing]]\n"
              "- **Uptime:** [[c:about 31 days]] ([[s:booted on February 1]])"},
        {"q": "Do I need to reboot for a kernel update?", "ev": ["e1", "e5", "e7"],
         "a": "[[s:Yes]] — [[s:a newer kernel, `5.14.0-503.26.1.el9_5`, was installed on March 2]], but "
              "[[s:the host is still running `5.14.0-503.23.2.el9_5`]].\n\n"
              "- **Same update run:** [[s:`container-selinux`]] and [[c:`k3s-selinux`]]\n"
              "- **Security:** [[u:the new kernel fixes CVE-2025-21756]]\n"
              "- **History:** [[c:this is the second kernel installed this month]]\n\n"
              "[[u:Workloads on the other nodes will keep running during the reboot]]; drain first with "
              "`kubectl drain fuji --ignore-daemonsets`."},
        {"q": "where is postgres-0 running and has it restarted?", "ev": ["e3"],
         "a": "[[s:`postgres-0` is running on `fuji`]] [[s:with no restarts]].\n\n"
              "- **Started:** [[c:March 12]]\n"
              "- **Neighbours on `fuji`:** [[s:`coredns`]], [[s:`metrics-server`]], "
              "[[s:`local-path-provisioner`]] and [[c:`traefik`]]\n"
              "- [[c:`prometheus-server-0` has never restarted either]]"},
    ],
}

# --------------------------------------------------------------------------------------------------------------
# logan — Arch Linux laptop, Africa/Nairobi
# --------------------------------------------------------------------------------------------------------------
KI = Clock("2026-03-14T19:20:00+03:00")
KI_MEM = 31_846_645_760

logan = {
    "name": "logan",
    "clock": KI,
    "evidence": [
        steady("e1", KI, age=900, hostname="logan", os_name="Arch Linux", os_version=None,
               os_codename=None, kernel="6.13.6-arch1-1",
               cpu_model="AMD Ryzen 7 PRO 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
               memory_total_bytes=KI_MEM, package_manager="pacman",
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs",
                       "total_bytes": 1_000_204_886_016},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat",
                       "total_bytes": 1_071_624_192}],
               network_interfaces=[{"name": "wlan0", "mac": "f4:26:79:8b:11:c2", "addresses": ["192.168.8.104/24"],
                                    "is_up": True},
                                   {"name": "docker0", "mac": "02:42:9e:57:3a:01", "addresses": ["172.17.0.1/16"],
                                    "is_up": True}],
               dns_servers=["192.168.8.1"], default_gateway="192.168.8.1",
               installed_packages={"linux": "6.13.6.arch1-1", "firefox": "136.0-1", "networkmanager": "1.52.0-1",
                                   "docker": "1:28.0.1-1", "docker-compose": "2.33.1-1", "mesa": "1:25.0.1-1",
                                   "pipewire": "1:1.4.0-1", "plasma-desktop": "6.3.2-1"},
               available_services=["NetworkManager.service", "docker.service", "sddm.service",
                                   "bluetooth.service", "systemd-resolved.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
                      {"name": "amani", "uid": 1000, "gid": 1000, "home": "/home/amani", "shell": "/usr/bin/zsh"}],
               groups=[{"name": "wheel", "gid": 998, "members": ["amani"]},
                       {"name": "docker", "gid": 969, "members": ["amani"]},
                       {"name": "video", "gid": 985, "members": ["amani"]},
                       {"name": "amani", "gid": 1000, "members": []}],
               stale_sources=["users"]),
        item("e2", "linux_system_info",
             system_info(9.6, [0.88, 1.12, 1.40], 7_380, "2026-03-14T17:16:45+03:00", KI_MEM,
                         19_069_118_464, 16 * GiB, 0), KI, age=15),
        item("e3", "linux_package_history", {"source": "pacman", "events": [
            package_event("2026-03-09T21:04:12+03:00", "upgrade", "linux", "6.13.4.arch1-1", "6.13.5.arch1-1"),
            package_event("2026-03-11T10:15:00+03:00", "remove", "teams-for-linux", "1.12.7-1", None),
            package_event("2026-03-13T22:47:31+03:00", "upgrade", "linux", "6.13.5.arch1-1", "6.13.6.arch1-1"),
            package_event("2026-03-13T22:47:31+03:00", "upgrade", "firefox", "135.0.1-1", "136.0-1"),
            package_event("2026-03-13T22:47:31+03:00", "upgrade", "networkmanager", "1.50.2-1", "1.52.0-1"),
            package_event("2026-03-13T22:47:31+03:00", "upgrade", "mesa", "1:24.3.4-1", "1:25.0.1-1"),
            package_event("2026-03-13T22:47:31+03:00", "install", "docker-compose", None, "2.33.1-1"),
        ]}, KI, age=120, args={"since_days": 7}),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
            log_entry("2026-03-14T17:17:20+03:00", "NetworkManager.service", "info",
                      "<info>  [1773497840.2210] policy: set 'Savanna-5G' (wlan0) as default for IPv4 routing and DNS"),
            log_entry("2026-03-14T18:02:44+03:00", "NetworkManager.service", "info",
                      "<info>  [1773500564.9012] device (wlan0): supplicant interface state: completed -> disconnected"),
            log_entry("2026-03-14T18:02:45+03:00", "NetworkManager.service", "warning",
                      "<warn>  [1773500565.4410] device (wlan0): Activation: (wifi) association took too long"),
            log_entry("2026-03-14T18:03:10+03:00", "NetworkManager.service", "info",
                      "<info>  [1773500590.1177] device (wlan0): Activation: successful, device activated."),
            log_entry("2026-03-14T18:40:02+03:00", "NetworkManager.service", "info",
                      "<info>  [1773502802.0033] manager: sleep: sleep requested (sleeping: no  enabled: yes)"),
            log_entry("2026-03-14T18:58:31+03:00", "NetworkManager.service", "info",
                      "<info>  [1773503911.5521] manager: sleep: wake requested (sleeping: yes  enabled: yes)"),
            log_entry("2026-03-14T18:58:36+03:00", "NetworkManager.service", "info",
                      "<info>  [1773503916.8830] device (wlan0): Activation: successful, device activated."),
        ]}, KI, age=60, args={"unit": "NetworkManager", "since_minutes": 180}),
        item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "wlan0", "rx_bytes_per_s": 6_291_456, "tx_bytes_per_s": 262_144},
            {"name": "docker0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
            {"name": "lo", "rx_bytes_per_s": 4_096, "tx_bytes_per_s": 4_096},
        ]}, KI, age=400, args={"interval_seconds": 1.0}),
        item("e6", "linux_processes", processes(356, KI_MEM, [
            (9012, "Isolated Web Co", "amani", 22.5, 1_181_116_006, "2026-03-14T18:59:02+03:00",
             "/usr/lib/firefox/firefox -contentproc -childID 12 -isForBrowser"),
            (8871, "firefox", "amani", 14.2, 1_503_238_553, "2026-03-14T17:20:11+03:00", "/usr/lib/firefox/firefox"),
            (1432, "plasmashell", "amani", 4.1, 524_288_000, "2026-03-14T17:17:30+03:00", "/usr/bin/plasmashell"),
            (1388, "kwin_wayland", "amani", 3.8, 262_144_000, "2026-03-14T17:17:25+03:00",
             "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0"),
            (1290, "pipewire", "amani", 1.2, 31_457_280, "2026-03-14T17:17:22+03:00", "/usr/bin/pipewire"),
            (702, "dockerd", "root", 0.9, 94_371_840, "2026-03-14T17:17:05+03:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        ]), KI, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
        item("e7", "linux_containers", {"runtime": "docker", "containers": [
            box("b71c0e5a9d24", "devdb", "postgres:16", "running", "Up 2 hours", "2026-03-02T10:12:40+03:00",
                ["127.0.0.1:5432->5432/tcp"]),
            box("0f3d88e21c6a", "mailpit", "axllent/mailpit:v1.22", "running", "Up 2 hours",
                "2026-03-02T10:12:44+03:00", ["127.0.0.1:8025->8025/tcp", "127.0.0.1:1025->1025/tcp"]),
            box("6ea5d1b09f37", "builder", "node:20-bookworm", "exited", "Exited (0) 3 days ago",
                "2026-03-11T09:40:05+03:00", []),
        ]}, KI, age=30, args={"all": True}),
        item("e8", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "btrfs", 1_000_204_886_016, 612_000_000_000),
            fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 198_180_864),
        ]}, KI, age=25),
    ],
    "answers": [
        {"q": "Did my kernel update apply? Do I need to reboot?", "ev": ["e1", "e2", "e3"],
         "a": "[[s:No reboot is needed]] — [[s:you're already running `6.13.6-arch1-1`]], "
              "[[s:the version installed yesterday evening]].\n\n"
              "- **Kernel history:**\n"
              "  - [[s:Mar 13: 6.13.5 → 6.13.6]]\n"
              "- **Booted:** [[s:today at 17:16]] ([[c:about 3 hours ago]])\n"
              "- **Same update also brought:** [[s:Firefox 136.0]] and [[c:Mesa 25.0.2]]\n\n"
              "[[u:6.13.6 also fixes the amdgpu resume hang on the 780M]]."},
        {"q": "Why did my Wi-Fi drop earlier?", "ev": ["e4"],
         "a": "[[s:Your Wi-Fi dropped once at 18:02]] and [[s:reconnected about 25 seconds later]].\n\n"
              "- **What NetworkManager logged:**\n"
              "  - **18:02:44:** [[s:the supplicant went from `completed` to `disconnected`]]\n"
              "  - **18:03:10:** [[s:reconnected successfully]]\n"
              "- **Network:** [[s:`Savanna-5G` on `wlan0`]]\n"
              "- **Later:** [[s:the laptop went to sleep at 18:40]] and [[c:woke at 19:08]]\n"
              "- **Cause:** [[u:most likely interference on the 5 GHz band]]\n\n"
              "If it happens again, `journalctl -u NetworkManager -b | grep -i wlan0` will show the sequence."},
        {"q": "What's using my CPU?", "ev": ["e2", "e6"],
         "a": "[[s:CPU usage is low overall — 9.6%]].\n\n"
              "| Process | PID | CPU |\n"
              "|---|---|---|\n"
              "| `Isolated Web Co` | [[s:9012]] | [[s:22.5%]] |\n"
              "| `firefox` | 8871 | [[c:41.2%]] |\n"
              "| `plasmashell` | [[c:1423]] | 4.1% |\n"
              "\n"
              "- **Load:** [[s:0.88 / 1.12 / 1.40]], [[s:trending down]]\n"
              "- **Summary:** [[s:Firefox and its content process are the busiest things on the system]]; "
              "[[c:`dockerd` doesn't show up in the top list]]"},
        {"q": "am I in the docker group? what groups is amani in", "ev": ["e1"],
         "a": "[[t:Yes — `amani` is in `docker`]].\n\n"
              "- **`amani`**\n"
              "  - **Groups:** [[t:`wheel`]], [[t:`docker`]], [[t:`libvirt`]]\n"
              "  - **Shell:** [[t:`/usr/bin/zsh`]]\n"
              "- **Docker:**\n"
              "  - **Package:** [[s:`docker` `1:28.0.1-1` is installed]]\n"
              "  - **Service:** [[c:`docker.service` isn't available on this system]]\n\n"
              "The user list in the snapshot may be out of date; `id amani` shows the live groups."},
        {"q": "Which containers do I have running and on what ports?", "ev": ["e7"],
         "a": "[[s:Two containers are running]].\n\n"
              "- **`devdb`**\n"
              "  - **Port:** [[s:5432, bound to localhost only]]\n"
              "- **`mailpit`**\n"
              "  - **Image:** [[c:`axllent/mailpit:v1.21`]]\n"
              "  - **Ports:** [[s:8025 (web UI)]] and [[c:2525 (SMTP)]]\n"
              "- **Stopped:** [[s:`builder` (`node:20-bookworm`)]] [[s:exited cleanly (code 0)]] [[c:yesterday]]\n\n"
              "[[s:Both running containers came up about 2 hours ago]], [[u:right after you booted]]."},
        {"q": "How's my network throughput and disk space?", "ev": ["e1", "e5", "e8"],
         "a": "[[t:You're downloading at about 6 MiB/s (6.3 MB/s) on `wlan0`]] and "
              "[[t:uploading ~256 KiB/s]].\n\n"
              "- **`/`** (btrfs)\n"
              "  - **Size:** [[s:931.5 GiB (1 TB)]]\n"
              "  - **Used:** [[s:570 GiB]]\n"
              "  - **Free:** [[c:~430 GB]]\n"
              "- **`/boot`:** [[s:vfat]], [[c:about 40% used]]\n"
              "- **`docker0`:** [[t:idle]]\n\n"
              "For a live reading run `nload wlan0`."},
        {"q": "How much RAM do I have and is swap being used?", "ev": ["e1", "e2"],
         "a": "[[s:You have 32 GB of RAM]] ([[s:29.7 GiB usable]]).\n\n"
              "- **Memory:**\n"
              "  - **Used:** [[s:~11.9 GiB]]\n"
              "  - **Percent:** [[c:about 48%]]\n"
              "- **Swap:** [[s:16 GiB]], [[s:none of it used]]\n"
              "- **CPU:** [[s:Ryzen 7 PRO 7840U]] with [[c:12 threads]]\n"
              "\n"
              "[[u:The Radeon 780M reserves about 2 GiB of that RAM as VRAM]]."},
    ],
}

MACHINES = [matterhorn, rainier, annapurna, fuji, logan]
