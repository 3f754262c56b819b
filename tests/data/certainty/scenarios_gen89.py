"""89th generation (written blind, in the manner of Gemma 2 9B Instruct: friendly, short lines, status emoji
inline, "Here's what I found:" openers, "name — fact" lists, a few tables, a closing offer).

monarch — a Fedora 40 desktop (America/Chicago, -05:00) with two accounts (alex in wheel, jamie not). Its
evidence: a steady-state snapshot (btrfs root and /home on one NVMe partition, rpm packages, users and groups),
fresh system info (31.2 GiB RAM, 8 GiB zram swap, up 3 days), a memory-sorted process listing cut at six
rows, fresh disk usage, a week of dnf history (kernel 6.8.9 → 6.8.11 the evening before the last boot, a
firefox upgrade, podman-compose in and docker-compose out), a 20-minute-old listing of every service, and two
hours of warning-or-worse log lines (a Bluetooth opcode failure, an NVMe read timeout, a DHCP timeout).

swallowtail — an Ubuntu 24.04 home media server (Europe/Berlin, +02:00) on an Intel N100. Every container
(five running, radarr exited 137 two hours ago), disk usage with a 7.2 TiB media drive at 94.6%, a complete
socket listing (sshd, smbd, docker-proxy on eleven sockets), smbd's unit, kernel log lines of the OOM kill
of Radarr, and an eight-minute-old system reading. Users kai (docker, sudo, sambashare) and media (nologin).

admiral — a Debian 12 PostgreSQL 15 server (UTC). The cluster unit (active since March 2), a CPU-sorted cut
process listing led by a reporting SELECT, disk usage (xfs data volume at 73.6%), two hours of the cluster's
log (three failed logins, a checkpoint warning), thirty days of apt history (a new 6.1.0-31 kernel image
installed March 12 that is not running yet), system info (up 17 days, load rising) and one disk-I/O sample.

fritillary — a three-node k3s cluster's control node, a Raspberry Pi 5 on Ubuntu 22.04 arm64 (Asia/Tokyo,
+09:00). Nodes (w2 NotReady and one patch behind), pods, deployments and events of the `apps` namespace (an
api pod in CrashLoopBackOff with 23 restarts, a web pod Pending on FailedScheduling), system info and the
k3s unit.

skipper — an Arch Linux laptop (Australia/Sydney, +11:00). A steady-state snapshot whose `users` source is
listed in stale_sources (so account and group claims are stale), fresh system info (booted 07:25 this
morning), three days of pacman history, every docker container, a complete socket listing, a
twelve-minute-old traffic sample and warning-or-worse log lines since boot (firmware crash, link timeout,
thermal throttling).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# monarch — Fedora 40 desktop
# ---------------------------------------------------------------------------------------------------------
MON = Clock("2026-06-14T19:40:00-05:00")
MON_MEM = 33_546_383_360
MON_ROOT = 999_581_843_456

monarch_evidence = [
    steady("e1", MON, age=3600,
           hostname="monarch", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.8.11-300.fc40.x86_64", cpu_model="AMD Ryzen 7 5800X 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=MON_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": MON_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": MON_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627_900_416}],
           network_interfaces=[{"name": "enp5s0", "mac": "04:42:1a:9c:33:e1", "addresses": ["192.168.50.23/24"], "is_up": True},
                               {"name": "virbr0", "mac": "52:54:00:7a:10:02", "addresses": ["192.168.122.1/24"], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.50.1", package_manager="rpm",
           installed_packages={"firefox": "127.0-1.fc40", "kernel": "6.8.11-300.fc40", "podman": "5.1.1-1.fc40",
                               "podman-compose": "1.1.0-1.fc40", "gnome-shell": "46.2-1.fc40",
                               "mesa-dri-drivers": "24.1.1-1.fc40", "thunderbird": "115.11.0-1.fc40",
                               "code": "1.90.0-1717531825.el8"},
           available_services=["gdm.service", "NetworkManager.service", "bluetooth.service", "cups.service",
                               "sshd.service", "firewalld.service", "libvirtd.service"],
           users=[{"name": "alex", "uid": 1000, "gid": 1000, "home": "/home/alex", "shell": "/bin/bash"},
                  {"name": "jamie", "uid": 1001, "gid": 1001, "home": "/home/jamie", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["alex"]},
                   {"name": "libvirt", "gid": 972, "members": ["alex"]},
                   {"name": "dialout", "gid": 18, "members": ["alex", "jamie"]}]),
    item("e2", "linux_system_info",
         system_info(6.8, [0.84, 1.21, 1.05], 281_520, "2026-06-11T13:28:00-05:00", MON_MEM, 19_863_052_288,
                     8 * GiB, 256 * MiB), MON, age=45),
    item("e3", "linux_processes", processes(402, MON_MEM, [
        (4121, "firefox", "alex", 4.2, 2560 * MiB, "2026-06-14T08:03:11-05:00", "/usr/lib64/firefox/firefox"),
        (3388, "gnome-shell", "alex", 2.1, 1126 * MiB, "2026-06-11T13:29:40-05:00", "/usr/bin/gnome-shell"),
        (9902, "code", "alex", 0.7, 900 * MiB, "2026-06-14T09:12:54-05:00", "/usr/share/code/code --type=renderer"),
        (4410, "Isolated Web Co", "alex", 1.3, 775 * MiB, "2026-06-14T08:03:20-05:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 7 -isForBrowser"),
        (6120, "thunderbird", "jamie", 0.2, 592 * MiB, "2026-06-14T17:45:02-05:00", "/usr/lib64/thunderbird/thunderbird"),
        (2251, "tracker-miner-fs-3", "alex", 0.0, 380 * MiB, "2026-06-11T13:29:52-05:00", "/usr/libexec/tracker-miner-fs-3"),
    ]), MON, age=50, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", MON_ROOT, 642_313_011_200),
        fs("/dev/nvme0n1p3", "/home", "btrfs", MON_ROOT, 642_313_011_200),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 388_497_408),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627_900_416, 20_123_648),
    ]}, MON, age=30),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-06-10T21:14:02-05:00", "upgrade", "kernel", "6.8.9-300.fc40", "6.8.11-300.fc40"),
        package_event("2026-06-10T21:14:02-05:00", "upgrade", "kernel-core", "6.8.9-300.fc40", "6.8.11-300.fc40"),
        package_event("2026-06-10T21:14:02-05:00", "upgrade", "mesa-dri-drivers", "24.0.8-1.fc40", "24.1.1-1.fc40"),
        package_event("2026-06-12T18:02:45-05:00", "upgrade", "firefox", "126.0.1-1.fc40", "127.0-1.fc40"),
        package_event("2026-06-13T10:31:20-05:00", "install", "podman-compose", None, "1.1.0-1.fc40"),
        package_event("2026-06-13T10:33:05-05:00", "remove", "docker-compose", "2.27.0-1.fc40", None),
    ]}, MON, age=60, args={"since_days": 7}),
    item("e6", "linux_service_status", {"units": [
        unit("gdm.service", "active", "running", pid=1502, since="2026-06-11T13:28:41-05:00", desc="GNOME Display Manager"),
        unit("NetworkManager.service", "active", "running", pid=1120, since="2026-06-11T13:28:35-05:00",
             desc="Network Manager"),
        unit("firewalld.service", "active", "running", pid=1098, since="2026-06-11T13:28:34-05:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("cups.service", "active", "running", pid=1790, since="2026-06-11T13:28:52-05:00", desc="CUPS Scheduler"),
        unit("bluetooth.service", "inactive", "dead", desc="Bluetooth service"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
        unit("libvirtd.service", "inactive", "dead", ufs="disabled", desc="Virtualization daemon"),
    ]}, MON, age=1200),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-06-14T18:02:11-05:00", None, "err", "Bluetooth: hci0: Opcode 0x0c03 failed: -110"),
        log_entry("2026-06-14T18:52:40-05:00", "user@1000.service", "warning",
                  "gnome-shell[3388]: JS ERROR: TypeError: this._sources is undefined"),
        log_entry("2026-06-14T19:21:07-05:00", "NetworkManager.service", "warning",
                  "<warn>  [1781483267.1123] dhcp4 (enp5s0): request timed out"),
        log_entry("2026-06-14T19:33:50-05:00", None, "err",
                  "nvme nvme0: I/O tag 512 (b200) opcode 0x2 (Read) QID 3 timeout, aborting"),
        log_entry("2026-06-14T19:33:51-05:00", None, "warning", "nvme nvme0: Abort status: 0x0"),
    ]}, MON, age=40, args={"priority": "warning", "since_minutes": 120}),
]

monarch_answers = [
    {"q": "How much RAM am I using right now?", "ev": ["e1", "e2"],
     "a": "Hey! Here's what I found: 🟢\n\n"
          "- **Total RAM** — [[s:32 GB]]\n"
          "- **In use** — [[s:~12.7 GiB]] ([[s:about 41%]]) ✅\n"
          "- **Available** — [[c:roughly 16.5 GiB]]\n"
          "- **Swap** — [[s:256 MiB used]] of [[c:16 GiB zram]]\n\n"
          "You're in good shape! [[c:The load average is 1.21 over the "
          "last minute]] [[s:and the CPU is mostly idle at under 7%]].\n\n"
          "Let me know if you want a breakdown by process! 😊"},
    {"q": "What's eating my memory?", "ev": ["e2", "e3"],
     "a": "Here's what I found — the top memory users right now:\n\n"
          "1. **firefox** (PID 4121) — [[s:2.5 GiB]] 🔴\n"
          "2. **code** — [[c:1.4 GiB]]\n"
          "3. **Isolated Web Co** — [[s:~775 MiB]]\n"
          "4. **thunderbird** — [[s:592 MiB]], [[c:running as alex]]\n\n"
          "[[s:Firefox together with its Isolated Web Co content process "
          "is using over 3 GiB]]. [[u:That content process is probably a YouTube tab]]. [[c:Firefox has been running since "
          "yesterday morning]], [[c:and gnome-shell has been up since you logged in this morning]].\n\n"
          "Let me know if you'd like tips for trimming Firefox's memory use!"},
    {"q": "How full is my disk?", "ev": ["e1", "e4"],
     "a": "Here's what I found: 💾\n\n"
          "| Mount | Size | Used |\n"
          "|---|---|---|\n"
          "| `/` | [[s:931 GiB]] | [[s:64%]] 🟢 |\n"
          "| `/boot` | [[s:1 GB]] | [[c:52%]] ⚠️ |\n"
          "| `/boot/efi` | [[c:512 MiB]] | [[s:3%]] 🟢 |\n\n"
          "[[s:You have about 357 GB free on the root filesystem]] ([[c:roughly 350 GiB]]). [[s:It's btrfs on your NVMe "
          "drive]], [[u:and btrfs compression is probably saving you some space too]].\n\n"
          "Let me know if you'd like to find what's taking up space — `sudo btrfs filesystem du -s /home/*` is a good start."},
    {"q": "What got updated this week?", "ev": ["e1", "e5"],
     "a": "Here's what I found in the package history (last 7 days): 📦\n\n"
          "- **kernel** — [[s:6.8.9 → 6.8.11]] [[c:on June 11]]\n"
                    "- **firefox** — [[c:126.0 → 127.0.1]]\n"
          "- **podman-compose** — [[s:newly installed (1.1.0)]]\n"
          "- **docker-compose** — [[c:upgraded to 2.27.0]]\n\n"
          "[[s:That's 6 package changes in total]], [[c:all of them upgrades]]. ✅ [[s:You're already running the new "
          "kernel (6.8.11-300.fc40)]]. [[u:The mesa update should also fix the Steam "
          "stuttering you mentioned]].\n\nLet me know if you want to see the full changelog for any of these!"},
    {"q": "Are my services okay? Is sshd running?", "ev": ["e1", "e6"],
     "a": "Here's what I found:\n\n"
          "- gdm — [[t:🟢 running]]\n"
          "- NetworkManager — [[t:🟢 running]]\n"
          "- libvirtd — [[t:🟢 running]]\n"
          "- bluetooth — [[t:🔴 inactive]]\n"
          "- sshd — [[t:🔴 not running]] [[t:(and disabled, so it won't start on boot)]]\n\n"
          "[[s:sshd.service is installed]] — it's just not turned on. [[t:No services have failed]] ✅\n\n"
          "⚠️ This status may be a bit old, so run `systemctl status sshd` to double-check. Let me know if you'd like "
          "help enabling SSH!"},
    {"q": "Any errors in the logs lately?", "ev": ["e7"],
     "a": "Here's what I found in the last couple of hours ⚠️\n\n"
          "**Errors 🔴**\n"
                    "- [[c:19:38]] — [[s:an NVMe read timed out on QID 3 and was aborted]]\n\n"
          "**Warnings ⚠️**\n"
          "- NetworkManager — [[s:DHCP request on enp5s0 timed out]] [[s:at 19:21]]\n"
          "\n"
          "[[c:That's 3 errors in total]]. [[s:The NVMe abort completed with status 0x0 a second later]], but [[u:the "
          "timeout is most likely a failing SSD]], [[u:which would also explain the DHCP timeout]].\n\n"
          "Let me know if you want to check the drive's health with `sudo smartctl -a /dev/nvme0`!"},
    {"q": "Who has admin rights on this machine?", "ev": ["e1"],
     "extra": [user("u1", "jamie says she's in wheel too", MON)],
     "note": "jamie in wheel: only the user's words say so; the complete group listing of the snapshot says otherwise",
     "a": "Here's what I found: 👥\n\n"
          "- **alex** (UID [[s:1000]]) — [[s:✅ in `wheel`]]\n"
          "- **jamie** (UID [[c:1002]]) — [[c:✅ in `wheel`]]\n\n"
          "So [[c:2 users can use sudo]]. A few more details:\n"
                    "- [[s:Only alex is in `libvirt`]]\n"
          "- [[s:alex's home is `/home/alex`]] [[c:and the shell is fish]]\n\n"
          "Let me know if you want to change anyone's groups!"},
]

# ---------------------------------------------------------------------------------------------------------
# swallowtail — Ubuntu 24.04 home media server
# ---------------------------------------------------------------------------------------------------------
SWA = Clock("2026-09-03T22:15:00+02:00")
SWA_MEM = 16_471_986_176
SWA_ROOT = 502_468_108_288
SWA_MEDIA = 7_937_127_862_272

swallowtail_evidence = [
    steady("e1", SWA, age=2400,
           hostname="swallowtail", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-41-generic", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=SWA_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": SWA_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": SWA_MEDIA}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:01:5e", "addresses": ["192.168.178.40/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:8e:11:c0:3a", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.178.1",
           installed_packages={"docker-ce": "5:27.2.0-1~ubuntu.24.04~noble", "samba": "2:4.19.5+dfsg-4ubuntu9",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "smartmontools": "7.4-2build1"},
           available_services=["docker.service", "containerd.service", "smbd.service", "nmbd.service",
                               "ssh.service", "smartmontools.service"],
           users=[{"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kai"]},
                   {"name": "docker", "gid": 988, "members": ["kai"]},
                   {"name": "sambashare", "gid": 987, "members": ["kai", "media"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("3f9a1c2b7d40", "jellyfin", "jellyfin/jellyfin:10.9.10", "running", "Up 6 days",
            "2026-08-28T19:05:12+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("8b21e0c4a9f3", "sonarr", "lscr.io/linuxserver/sonarr:latest", "running", "Up 6 days",
            "2026-08-28T19:05:14+00:00", ["0.0.0.0:8989->8989/tcp"]),
        box("c07d5e9f2a18", "radarr", "lscr.io/linuxserver/radarr:latest", "exited", "Exited (137) 2 hours ago",
            "2026-08-28T19:05:15+00:00"),
        box("51e6b3a8d2c7", "qbittorrent", "lscr.io/linuxserver/qbittorrent:4.6.6", "running", "Up 3 days",
            "2026-08-31T17:40:02+00:00",
            ["0.0.0.0:8080->8080/tcp", "0.0.0.0:6881->6881/tcp", "0.0.0.0:6881->6881/udp"]),
        box("e4a2f7c91b06", "pihole", "pihole/pihole:2024.07.0", "running", "Up 6 days (healthy)",
            "2026-08-28T19:05:10+00:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
        box("9d0c8b5e3f21", "watchtower", "containrrr/watchtower:1.7.1", "running", "Up 6 days",
            "2026-08-28T19:05:16+00:00"),
    ]}, SWA, age=35, args={"all": True}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", SWA_ROOT, 121_332_867_072),
        fs("/dev/sda1", "/srv/media", "ext4", SWA_MEDIA, 7_512_094_105_600),
    ]}, SWA, age=25),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "7c:83:34:b2:01:5e", "addresses": ["192.168.178.40/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:8e:11:c0:3a", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1012, "sshd"),
            listener(139, "0.0.0.0", 1388, "smbd"),
            listener(445, "0.0.0.0", 1388, "smbd"),
            listener(53, "0.0.0.0", 2301, "docker-proxy"),
            listener(53, "0.0.0.0", 2310, "docker-proxy", proto="udp"),
            listener(8080, "0.0.0.0", 2250, "docker-proxy"),
            listener(6881, "0.0.0.0", 2262, "docker-proxy"),
            listener(6881, "0.0.0.0", 2270, "docker-proxy", proto="udp"),
            listener(8081, "0.0.0.0", 2320, "docker-proxy"),
            listener(8096, "0.0.0.0", 2210, "docker-proxy"),
            listener(8989, "0.0.0.0", 2231, "docker-proxy"),
        ],
        "connections": [
            connection("192.168.178.40:22", "192.168.178.23:60122", 40211, "sshd"),
            connection("192.168.178.40:445", "192.168.178.23:51544", 40388, "smbd"),
            connection("192.168.178.40:8096", "192.168.178.31:49822", 2210, "docker-proxy"),
        ]}, SWA, age=30),
    item("e5", "linux_service_status",
         unit("smbd.service", "active", "running", pid=1388, since="2026-08-28T21:03:40+02:00", desc="Samba SMB Daemon"),
         SWA, age=30, args={"name": "smbd"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-09-03T20:07:12+02:00", None, "warning",
                  "Memory cgroup out of memory: Killed process 48213 (Radarr) total-vm:4821340kB, "
                  "anon-rss:2093112kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:5120kB oom_score_adj:0"),
        log_entry("2026-09-03T20:07:13+02:00", "docker.service", "info",
                  "ignoring event container=c07d5e9f2a18 module=libcontainerd namespace=moby topic=/tasks/delete"),
        log_entry("2026-09-03T20:07:13+02:00", None, "info", "docker0: port 3(veth9a1c2e4) entered disabled state"),
    ]}, SWA, age=40, args={"grep": "radarr|oom|veth", "since_minutes": 240}),
    item("e7", "linux_system_info",
         system_info(23.0, [1.85, 1.40, 1.22], 522_720, "2026-08-28T21:03:00+02:00", SWA_MEM, 5_905_580_032,
                     4 * GiB, 1_181_116_416), SWA, age=480),
]

swallowtail_answers = [
    {"q": "What containers are running?", "ev": ["e2"],
     "a": "Here's what I found 🐳\n\n"
          "| Container | Status | Ports |\n"
          "|---|---|---|\n"
          "| jellyfin | [[s:🟢 Up 6 days]] | [[s:8096]] |\n"
          "| sonarr | [[s:🟢 Up 6 days]] | [[c:8686]] |\n"
          "| qbittorrent | [[c:🟢 Up 6 days]] | [[s:8080, 6881]] |\n"
                    "| radarr | [[s:🔴 Exited (137)]] | — |\n\n"
          "[[c:That's 6 running containers]] — [[s:radarr stopped about 2 hours ago]].\n\n"
          "Let me know if you want to look into why radarr exited!"},
    {"q": "Why did radarr stop?", "ev": ["e2", "e6"],
     "a": "Here's what I found 🔴 — [[s:radarr exited with code 137]] [[s:about 2 hours ago]], and the kernel log "
          "at [[s:20:07]] shows [[s:the memory cgroup OOM killer killing process 48213 (Radarr)]]; [[c:it was using "
          "about 4.8 GB of RAM]] when it was killed, and [[s:its veth interface on docker0 went down right after]].\n\n"
          "So radarr ran out of memory, [[u:most likely because the container has a 2 GB memory limit in your compose "
          "file]]. [[s:It is still stopped]], [[c:and sonarr was killed at the same time]].\n\n"
          "You can bring it back with `docker start radarr`. Let me know if you'd like help raising the limit!"},
    {"q": "How much space is left on the media drive?", "ev": ["e1", "e3"],
     "a": "Here's what I found: 💾\n\n"
          "**/srv/media**\n"
          "- Size: [[s:7.2 TiB]]\n"
          "- Used: [[s:6.8 TiB]] ([[c:97%]]) ⚠️\n"
          "- Free: [[c:only about 425 GiB]]\n\n"
          "⚠️ [[s:The media drive is over 90% full]]. [[u:At your current download rate you'll fill it in about 3 "
          "weeks]].\n\n"
          "Let me know if you want help finding the largest folders — `sudo du -h --max-depth=1 /srv/media | sort -h` works well."},
    {"q": "What ports are open to the LAN?", "ev": ["e4"],
     "a": "Here's what I found — everything below listens on all interfaces (0.0.0.0):\n\n"
          "- 22 — [[s:sshd]]\n"
          "- 139 / 445 — [[s:smbd]]\n"
          "- 53 — [[s:docker-proxy]] ([[c:TCP only]])\n"
          "- 8096 — [[s:docker-proxy]] [[u:(Jellyfin)]]\n"
          "- 8080, 8989, 8081 and 6881 — [[s:also docker-proxy]]\n"
          "- 631 — [[c:cupsd]]\n\n"
          "[[c:There are 9 listening sockets in total]]. Right now [[s:one SSH session is connected from "
          "192.168.178.23]], [[s:and the same machine has an SMB share open]].\n\n"
          "Let me know if you'd like to lock any of these down with `ufw`!"},
    {"q": "Is Samba up and who's connected?", "ev": ["e4", "e5"],
     "a": "🟢 **smbd is up!**\n\n"
          "- State: [[s:active (running)]]\n"
          "- Enabled at boot: [[s:yes]]\n"
                    "- Running since: [[c:Aug 29, 21:03]]\n"
          "- Connected clients: [[s:192.168.178.23]] ([[u:your desktop, probably]])\n\n"
          "[[c:It's listening on port 445 only]]. [[u:Nobody has authenticated as the media user today]].\n\n"
          "Let me know if you want to see the share config in `/etc/samba/smb.conf`!"},
    {"q": "How's memory and load on the server?", "ev": ["e1", "e7"],
     "a": "Here's what I found:\n\n"
          "- **RAM:** [[t:~9.8 GiB used]] of [[s:15.3 GiB]] ([[t:64%]])\n"
          "- **Swap:** [[t:1.1 GiB used]] ([[t:about 40%]])\n"
          "- **Load:** [[t:1.85 / 1.40 / 1.22]]\n"
                    "- **Uptime:** [[t:6 days]]\n\n"
          "[[s:The N100 has 4 cores]], so ✅ nothing alarming here.\n\n"
          "⚠️ These numbers come from a reading that's a few minutes old — let me know if you want a fresh one!"},
    {"q": "Who can use docker, and who's in sambashare?", "ev": ["e1"],
     "a": "Here's what I found 👥\n\n"
          "- **docker** group — [[s:kai]] [[c:and media]]\n"
          "- **sambashare** — [[s:kai, media]]\n"
          "- **sudo** — [[s:kai]]\n\n"
          "[[s:media's shell is `/usr/sbin/nologin`]], and [[c:kai's UID is 1001]]. [[s:There are only two regular users "
          "on this box]]; [[u:kai was added to docker when Docker was installed]].\n\n"
          "Let me know if you want to remove anyone from a group!"},
]

# ---------------------------------------------------------------------------------------------------------
# admiral — Debian 12 PostgreSQL server
# ---------------------------------------------------------------------------------------------------------
ADM = Clock("2026-03-19T08:05:00+00:00")
ADM_MEM = 67_271_688_192
ADM_ROOT = 239_981_854_720
ADM_PG = 1_919_716_790_272

admiral_evidence = [
    steady("e1", ADM, age=1800,
           hostname="admiral", domain="corp.example.net", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-18-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=ADM_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": ADM_ROOT},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": ADM_PG}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:40:12:9a", "addresses": ["10.20.4.5/24"], "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.4.1",
           installed_packages={"postgresql-15": "15.6-0+deb12u1", "libpq5": "15.6-0+deb12u1", "pgbackrest": "2.50-1",
                               "linux-image-amd64": "6.1.128-1", "linux-image-6.1.0-31-amd64": "6.1.128-1",
                               "linux-image-6.1.0-18-amd64": "6.1.76-1", "openssl": "3.0.16-1~deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u5", "prometheus-node-exporter": "1.5.0-1+b6"},
           available_services=["postgresql.service", "postgresql@15-main.service", "ssh.service",
                               "prometheus-node-exporter.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 108, "gid": 115, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "nagios", "uid": 112, "gid": 118, "home": "/var/lib/nagios", "shell": "/usr/sbin/nologin"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]},
                   {"name": "adm", "gid": 4, "members": ["deploy"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
    item("e2", "linux_service_status",
         unit("postgresql@15-main.service", "active", "running", ufs="enabled-runtime", pid=812,
              since="2026-03-02T04:11:52+00:00", desc="PostgreSQL Cluster 15-main"),
         ADM, age=20, args={"name": "postgresql@15-main"}),
    item("e3", "linux_processes", processes(231, ADM_MEM, [
        (145220, "postgres", "postgres", 87.5, 1536 * MiB, "2026-03-19T07:58:02+00:00",
         "postgres: 15/main: reporting analytics 10.20.4.17(51882) SELECT"),
        (144981, "postgres", "postgres", 12.4, 864 * MiB, "2026-03-19T07:31:40+00:00",
         "postgres: 15/main: app_rw orders 10.20.4.11(40312) UPDATE"),
        (830, "postgres", "postgres", 4.0, 32 * MiB, "2026-03-02T04:11:53+00:00", "postgres: 15/main: walwriter"),
        (812, "postgres", "postgres", 3.1, 256 * MiB, "2026-03-02T04:11:52+00:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main "
         "-c config_file=/etc/postgresql/15/main/postgresql.conf"),
        (1190, "prometheus-node", "prometheus", 0.8, 24 * MiB, "2026-03-02T04:11:40+00:00",
         "/usr/bin/prometheus-node-exporter"),
    ]), ADM, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", ADM_ROOT, 48_318_382_080),
        fs("/dev/nvme1n1p1", "/var/lib/postgresql", "xfs", ADM_PG, 1_412_000_000_000),
    ]}, ADM, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql@15-main.service", "entries": [
        log_entry("2026-03-19T06:14:09+00:00", "postgresql@15-main.service", "info",
                  "LOG:  checkpoint complete: wrote 18234 buffers (0.9%); 0 WAL file(s) added, 0 removed, 12 recycled"),
        log_entry("2026-03-19T07:02:31+00:00", "postgresql@15-main.service", "err",
                  "FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-03-19T07:02:44+00:00", "postgresql@15-main.service", "err",
                  "FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-03-19T07:02:58+00:00", "postgresql@15-main.service", "err",
                  "FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-03-19T07:41:10+00:00", "postgresql@15-main.service", "warning",
                  "LOG:  checkpoints are occurring too frequently (24 seconds apart)"),
        log_entry("2026-03-19T07:52:17+00:00", "postgresql@15-main.service", "info",
                  "LOG:  automatic vacuum of table \"orders.public.order_items\": index scans: 1"),
    ]}, ADM, age=30, args={"unit": "postgresql@15-main", "since_minutes": 120}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-02-27T06:25:11+00:00", "upgrade", "postgresql-15", "15.5-0+deb12u1", "15.6-0+deb12u1"),
        package_event("2026-02-27T06:25:11+00:00", "upgrade", "libpq5", "15.5-0+deb12u1", "15.6-0+deb12u1"),
        package_event("2026-03-12T06:21:40+00:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.128-1"),
        package_event("2026-03-12T06:21:40+00:00", "upgrade", "linux-image-amd64", "6.1.76-1", "6.1.128-1"),
        package_event("2026-03-12T06:21:52+00:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-14T06:20:03+00:00", "upgrade", "pgbackrest", "2.49-1", "2.50-1"),
    ]}, ADM, age=60, args={"since_days": 30}),
    item("e7", "linux_system_info",
         system_info(31.2, [5.84, 4.97, 3.10], 1_482_869, "2026-03-02T04:10:31+00:00", ADM_MEM, 9_126_805_504,
                     2 * GiB, 0), ADM, age=20),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 182_452_224, "write_bytes_per_s": 41_943_040, "busy_percent": 61.5},
        {"device": "md0", "read_bytes_per_s": 0, "write_bytes_per_s": 65_536, "busy_percent": 0.8},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 65_536, "busy_percent": 0.6},
        {"device": "sdb", "read_bytes_per_s": 0, "write_bytes_per_s": 65_536, "busy_percent": 0.7},
    ]}, ADM, age=20, args={"interval_seconds": 1}),
]

admiral_answers = [
    {"q": "Is postgres healthy?", "ev": ["e2", "e5"],
     "a": "Here's what I found:\n\n"
          "🟢 **postgresql@15-main** — [[s:active (running)]], [[c:up since March 12]]\n\n"
          "From the last two hours of logs:\n"
          "- ⚠️ [[s:3 failed password logins for user `reporting`]] [[s:between 07:02 and 07:03]]\n"
          "- ⚠️ [[s:checkpoints are happening too often (24 s apart)]] — [[c:logged at 07:14]]\n"
          "- ✅ [[s:the last completed checkpoint was at 06:14]]\n\n"
          "[[u:The failed logins are probably a reporting job with an old password]]. [[c:That's 5 log lines in the "
          "window]].\n\nLet me know if you'd like to raise `max_wal_size` to space the checkpoints out!"},
    {"q": "Why is the CPU so high?", "ev": ["e3", "e7"],
     "a": "Here's what I found 🔴\n\n"
          "**System:** [[s:CPU at ~31%]], load [[s:5.84 / 4.97 / 3.10]] — [[s:rising over the last 15 minutes]]\n\n"
          "**Top processes by CPU:**\n"
          "1. `postgres: reporting analytics … SELECT` — [[s:87.5%]] ([[s:started at 07:58]])\n"
          "2. `postgres: app_rw orders … UPDATE` — [[c:21.4%]]\n"
          "\n"
          "The big one is [[s:a SELECT from the `reporting` user on the `analytics` database]]. [[u:It's probably a missing index on a big join]]. [[c:It's been running for over an hour]], "
          "so you may want to cancel it with `SELECT pg_cancel_backend(145220);`. [[u:With 12 threads, a load near 6 is "
          "still manageable]].\n\nLet me know if you want help finding the query text in `pg_stat_activity`!"},
    {"q": "How much disk is left on the DB volume?", "ev": ["e1", "e4"],
     "a": "Here's what I found: 💾\n\n"
          "| Mount | FS | Size | Used | Free |\n"
          "|---|---|---|---|---|\n"
          "| `/var/lib/postgresql` | [[s:xfs]] | [[c:1.92 TiB]] | [[s:1.41 TB]] ([[s:74%]]) | [[s:~473 GiB]] |\n"
          "| `/` | [[c:xfs]] | [[s:240 GB]] | [[s:20%]] | — |\n\n"
          "🟢 [[c:Both filesystems are under 70%]], "
          "[[u:and at the current growth rate you have a few months left]].\n\n"
          "Let me know if you'd like to check table sizes with `\\dt+`!"},
    {"q": "Do I need to reboot? Which kernel is running?", "ev": ["e1", "e6", "e7"],
     "a": "Here's what I found: ⚠️\n\n"
          "- Running kernel: [[s:`6.1.0-18-amd64`]]\n"
          "- Newest installed: [[s:`linux-image-6.1.0-31-amd64` (6.1.128-1)]], [[s:installed on March 12]]\n"
          "- Last boot: [[c:March 12 at 04:10]]\n"
          "\n"
          "So yes — [[s:the new kernel isn't running yet]] and [[s:a reboot is needed to pick it up]]. [[s:OpenSSL was "
          "also upgraded to 3.0.16]] [[c:on March 14]], [[u:and postgres has already been restarted for it]].\n\n"
          "Let me know if you want a checklist for a safe PostgreSQL reboot!"},
    {"q": "What was updated on this server in the last month?", "ev": ["e6"],
     "a": "Here's what I found in the last 30 days 📦\n\n"
                    "- [[s:Mar 12]] — [[s:new kernel image 6.1.0-31]], [[s:linux-image-amd64 6.1.76-1 → 6.1.128-1]], "
          "[[c:openssl 3.0.15 → 3.0.17]]\n"
          "- [[c:Mar 16]] — [[s:pgbackrest 2.49 → 2.50]]\n\n"
          "[[c:That's 5 changes]]. [[s:Nothing was removed]] ✅\n\n"
          "Let me know if you want the changelog for postgresql-15!"},
    {"q": "Who has sudo, and who can log in?", "ev": ["e1"],
     "a": "Here's what I found 👥\n\n"
          "| User | UID | Shell |\n"
          "|---|---|---|\n"
          "| deploy | [[s:1000]] | [[s:bash]] |\n"
          "| postgres | [[c:110]] | [[s:bash]] |\n"
          "| nagios | [[s:112]] | [[c:bash]] |\n\n"
          "[[s:postgres is in `ssl-cert`]], [[c:and deploy is in both `adm` and `ssl-cert`]]. [[s:Only deploy has "
          "sudo]] 🟢\n\nLet me know if you'd like to lock the postgres account's shell down!"},
    {"q": "Is disk I/O a problem right now?", "ev": ["e3", "e8"],
     "a": "Here's what I found:\n\n"
          "- **nvme1n1** ([[u:the DB volume]]) — [[s:~174 MiB/s read]], [[c:about 90 MB/s write]], [[s:~62% busy]] ⚠️\n"
          "- **md0** — [[s:basically idle]] 🟢\n\n"
          "[[u:Most of those reads are probably from the reporting SELECT]], [[s:which is using 87.5% CPU]] — "
          "[[c:it started about 20 minutes ago]].\n\n"
          "Let me know if you want to watch it live with `iostat -x 2`!"},
]

# ---------------------------------------------------------------------------------------------------------
# fritillary — k3s control node (Raspberry Pi 5, Ubuntu 22.04 arm64)
# ---------------------------------------------------------------------------------------------------------
FRI = Clock("2026-11-08T14:30:00+09:00")
FRI_MEM = 8_319_852_544


def pending_pod(name: str, namespace: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace}, "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                            "{node.kubernetes.io/unreachable: }, 2 Insufficient memory."}]}}


def event(name: str, kind: str, obj: str, reason: str, message: str, etype: str, count: int,
          first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "apps"},
            "involvedObject": {"kind": kind, "name": obj, "namespace": "apps"}, "reason": reason,
            "message": message, "type": etype, "count": count, "firstTimestamp": first, "lastTimestamp": last}


fritillary_evidence = [
    steady("e1", FRI, age=3000,
           hostname="fritillary", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-1062-raspi", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=FRI_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249_510_920_192},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "eth0", "mac": "d8:3a:dd:51:0c:77", "addresses": ["192.168.10.10/24"], "is_up": True},
                               {"name": "cni0", "mac": "fe:12:6b:33:aa:01", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.10.1",
           installed_packages={"openssh-server": "1:8.9p1-3ubuntu0.10", "linux-image-raspi": "5.15.0.1062.60"},
           available_services=["k3s.service", "ssh.service", "systemd-resolved.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("fritillary", True, "v1.30.6+k3s1"),
        node("fritillary-w1", True, "v1.30.6+k3s1"),
        node("fritillary-w2", False, "v1.30.5+k3s1"),
    ]}, FRI, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        pod("web-6c8f7b9d5-2xkqp", "apps", "Running", "fritillary-w1", started="2026-11-05T01:12:40Z"),
        pod("web-6c8f7b9d5-9tmzl", "apps", "Running", "fritillary", restarts=1, started="2026-11-05T01:12:41Z"),
        pending_pod("web-6c8f7b9d5-r4vnc", "apps"),
        pod("api-5f6d8c7b4-kq2lx", "apps", "Running", "fritillary-w1", restarts=23, ready=False,
            waiting="CrashLoopBackOff", started="2026-11-07T23:58:02Z"),
        pod("redis-0", "apps", "Running", "fritillary", started="2026-10-29T23:00:12Z"),
        pod("worker-7b9c6d4f8-x2j5n", "apps", "Running", "fritillary-w1", restarts=2, started="2026-11-06T08:20:33Z"),
    ]}, FRI, age=40, args={"resource": "pods", "namespace": "apps"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        deployment("web", "apps", 3, 2),
        deployment("api", "apps", 1, 0),
        deployment("worker", "apps", 1, 1),
    ]}, FRI, age=40, args={"resource": "deployments", "namespace": "apps"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        event("api-5f6d8c7b4-kq2lx.17f5a1", "Pod", "api-5f6d8c7b4-kq2lx", "BackOff",
              "Back-off restarting failed container api in pod api-5f6d8c7b4-kq2lx_apps(6b1e0f3c-2a77-4d1b-9c55-0e8f7a2d4b19)",
              "Warning", 97, "2026-11-08T00:02:10Z", "2026-11-08T05:28:51Z"),
        event("api-5f6d8c7b4-kq2lx.17f5a0", "Pod", "api-5f6d8c7b4-kq2lx", "Pulled",
              "Container image \"registry.local:5000/api:1.8.2\" already present on machine",
              "Normal", 24, "2026-11-07T23:58:01Z", "2026-11-08T05:24:12Z"),
        event("web-6c8f7b9d5-r4vnc.17f59c", "Pod", "web-6c8f7b9d5-r4vnc", "FailedScheduling",
              "0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
              "2 Insufficient memory. preemption: 0/3 nodes are available: 1 Preemption is not helpful for "
              "scheduling, 2 No preemption victims found for incoming pod.",
              "Warning", 41, "2026-11-08T02:15:44Z", "2026-11-08T05:27:30Z"),
    ]}, FRI, age=45, args={"resource": "events", "namespace": "apps"}),
    item("e6", "linux_system_info",
         system_info(18.4, [1.62, 1.48, 1.51], 801_080, "2026-10-30T07:58:40+09:00", FRI_MEM, 2 * GiB, 0, 0),
         FRI, age=30),
    item("e7", "linux_service_status",
         unit("k3s.service", "active", "running", pid=912, since="2026-10-30T07:59:21+09:00", desc="Lightweight Kubernetes"),
         FRI, age=30, args={"name": "k3s"}),
]

fritillary_answers = [
    {"q": "Are all my nodes healthy?", "ev": ["e2"],
     "a": "Here's what I found:\n\n"
          "| Node | Status | Version |\n"
          "|---|---|---|\n"
          "| fritillary | [[s:✅ Ready]] | [[s:v1.30.6+k3s1]] |\n"
          "| fritillary-w1 | [[s:✅ Ready]] | [[c:v1.30.5+k3s1]] |\n"
          "| fritillary-w2 | [[s:❌ NotReady]] | [[s:v1.30.5+k3s1]] |\n\n"
          "[[c:So only 1 of your 3 nodes is healthy]]. [[u:w2 has probably lost power or network]], [[s:and it's also on "
          "an older k3s than the other two]].\n\n"
          "Let me know if you want to check it with `kubectl describe node fritillary-w2`!"},
    {"q": "What's wrong with the api pod?", "ev": ["e3", "e5"],
     "a": "Here's what I found 🔴\n\n"
          "**api-5f6d8c7b4-kq2lx**\n"
          "- Status: [[s:CrashLoopBackOff]]\n"
          "- Restarts: [[c:14]]\n"
                    "- Events: [[s:\"Back-off restarting failed container\"]], [[c:seen 79 times]] [[s:since about 09:02]], "
          "[[s:last at 14:28]]\n"
          "- Image: [[s:`registry.local:5000/api:1.8.2`]]\n\n"
          "[[u:The container is most likely failing at startup because it can't reach its database]]. [[c:It's the only "
          "pod in `apps` that has restarted]].\n\n"
          "Let me know if you'd like to see its last output with `kubectl logs -n apps api-5f6d8c7b4-kq2lx --previous`!"},
    {"q": "Why is one of the web pods pending?", "ev": ["e3", "e4", "e5"],
     "a": "Here's what I found ⚠️\n\n"
          "- **web-6c8f7b9d5-r4vnc** — [[s:Pending]], [[s:not scheduled on any node]]\n"
          "- The scheduler says [[s:0/3 nodes are available]]: [[s:one has the `unreachable` taint]] [[c:and the other "
          "two are short on CPU]]\n"
          "- [[s:The `web` deployment wants 3 replicas]] but [[s:only 2 are ready]]\n"
          "- [[c:FailedScheduling has fired 14 times]]\n\n"
          "[[u:The unreachable node is fritillary-w2]]. [[u:Bringing w2 back should let the pod schedule]].\n\n"
          "Let me know if you want to lower the web pods' memory requests instead!"},
    {"q": "Give me a summary of the apps namespace.", "ev": ["e3", "e4"],
     "a": "Here's what I found in **apps** 📋\n\n"
          "**Deployments**\n"
          "- web — [[s:2/3 ready]] ⚠️\n"
          "- api — [[s:0/1 ready]] 🔴\n"
          "\n"
          "**Pods** ([[c:5 total]])\n"
          "- 🟢 [[s:web ×2 running]]\n"
          "- 🔴 [[s:api crash-looping]]\n"
          "- 🟢 [[s:redis-0 running]] [[c:since Nov 3]]\n"
          "- 🟢 [[s:worker running]] ([[c:no restarts]])\n\n"
          "Let me know if you want me to dig into any of these!"},
    {"q": "How's the control node itself doing?", "ev": ["e1", "e6", "e7"],
     "a": "Here's what I found on **fritillary** 🖥️\n\n"
          "- k3s — [[s:🟢 active (running)]] [[s:since Oct 30]]\n"
          "- Memory — [[s:~5.75 GiB used]] of [[s:8 GB]] ([[c:about 80%]])\n"
          "- Load — [[s:~1.6]] [[s:on 4 cores]]\n"
          "- Uptime — [[c:about 12 days]]\n"
          "\n"
          "[[u:Memory is tight because the pending web pod can't fit anywhere else]].\n\n"
          "Let me know if you'd like to add a swap file!"},
    {"q": "Which pods run on which node?", "ev": ["e2", "e3"],
     "a": "Here's what I found:\n\n"
          "- **fritillary** — [[s:web-6c8f7b9d5-9tmzl]], [[s:redis-0]]\n"
          "- **fritillary-w1** — [[s:web-6c8f7b9d5-2xkqp]], [[s:api-5f6d8c7b4-kq2lx]]\n"
          "- **fritillary-w2** — [[c:worker-7b9c6d4f8-x2j5n]]\n\n"
          "[[s:One web pod isn't on any node yet]]. [[c:redis-0 has restarted "
          "once]]. ⚠️ [[s:w2 is NotReady]], so keep an eye on the worker.\n\n"
          "Let me know if you want to drain w2 with `kubectl drain fritillary-w2 --ignore-daemonsets`!"},
    {"q": "Are all nodes on the same k3s version? I upgraded them all last week.", "ev": ["e2"],
     "extra": [user("u1", "I upgraded all three nodes to 1.30.6 last week", FRI)],
     "a": "Thanks for the context! Here's what I found:\n\n"
          "- fritillary — [[s:v1.30.6+k3s1]] ✅\n"
          "- fritillary-w1 — [[s:v1.30.6+k3s1]] ✅\n"
          "- fritillary-w2 — [[s:v1.30.5+k3s1]] ❌\n\n"
          "Not quite — [[s:w2 is still on 1.30.5]]. [[u:The upgrade probably didn't finish on w2 because it went "
          "offline]]. [[c:Two of the three nodes are NotReady]] right now, [[s:though w1 and the control node are both "
          "Ready]].\n\nLet me know if you want the steps to re-run the k3s installer on w2!"},
]

# ---------------------------------------------------------------------------------------------------------
# skipper — Arch Linux laptop
# ---------------------------------------------------------------------------------------------------------
SKI = Clock("2026-01-22T09:12:00+11:00")
SKI_MEM = 33_292_935_168

skipper_steady = steady(
    "e1", SKI, age=5400,
    hostname="skipper", os_name="Arch Linux", os_version=None, os_codename=None, kernel="6.12.9-arch1-1",
    cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22, memory_total_bytes=SKI_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_023_406_030_848},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_628_288}],
    network_interfaces=[{"name": "wlan0", "mac": "a4:c3:f0:5d:82:19", "addresses": ["10.0.0.42/24"], "is_up": True},
                        {"name": "docker0", "mac": "02:42:71:aa:3c:0e", "addresses": ["172.17.0.1/16"], "is_up": True}],
    dns_servers=["10.0.0.1"], default_gateway="10.0.0.1", package_manager="pacman",
    installed_packages={"linux": "6.12.9.arch1-1", "docker": "1:27.5.0-1", "firefox": "134.0.2-1",
                        "nodejs": "23.6.0-1", "python": "3.13.1-3", "tlp": "1.7.0-1", "code": "1.96.4-1"},
    available_services=["docker.service", "NetworkManager.service", "bluetooth.service", "tlp.service",
                        "cups.service", "sshd.service"],
    users=[{"name": "sam", "uid": 1000, "gid": 1000, "home": "/home/sam", "shell": "/usr/bin/fish"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["sam"]},
            {"name": "docker", "gid": 970, "members": ["sam"]},
            {"name": "video", "gid": 985, "members": []}])
skipper_steady["data"]["stale_sources"] = ["users"]

skipper_evidence = [
    skipper_steady,
    item("e2", "linux_system_info",
         system_info(14.7, [2.31, 1.78, 1.20], 6_412, "2026-01-22T07:25:08+11:00", SKI_MEM, 20_937_965_568,
                     8 * GiB, 0), SKI, age=25),
    item("e3", "linux_package_history", {"events": [
        package_event("2026-01-20T22:41:03+11:00", "upgrade", "linux", "6.12.8.arch1-1", "6.12.9.arch1-1"),
        package_event("2026-01-20T22:41:03+11:00", "upgrade", "docker", "1:27.4.1-1", "1:27.5.0-1"),
        package_event("2026-01-20T22:41:03+11:00", "upgrade", "firefox", "134.0.1-1", "134.0.2-1"),
        package_event("2026-01-20T22:41:03+11:00", "upgrade", "nodejs", "23.5.0-1", "23.6.0-1"),
        package_event("2026-01-21T18:05:40+11:00", "install", "tlp", None, "1.7.0-1"),
        package_event("2026-01-21T18:05:40+11:00", "remove", "power-profiles-daemon", "0.23-1", None),
        package_event("2026-01-21T19:30:12+11:00", "upgrade", "python", "3.13.1-2", "3.13.1-3"),
    ]}, SKI, age=90, args={"since_days": 3}),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("a81f3c0d92e7", "devdb", "postgres:16.6", "running", "Up About an hour", "2026-01-10T03:14:22+00:00",
            ["127.0.0.1:5432->5432/tcp"]),
        box("5c2e7b1f04a9", "cache", "redis:7.4", "exited", "Exited (0) 2 days ago", "2026-01-10T03:14:25+00:00"),
        box("e09d4a6c7b31", "minio", "minio/minio:RELEASE.2025-01-18T00-31-37Z", "running", "Up About an hour",
            "2026-01-15T05:40:11+00:00", ["0.0.0.0:9000->9000/tcp", "0.0.0.0:9001->9001/tcp"]),
        box("71b8e2d5c6f0", "mailpit", "axllent/mailpit:v1.21", "created", "Created", "2026-01-21T23:02:45+00:00"),
    ]}, SKI, age=40, args={"all": True}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "wlan0", "mac": "a4:c3:f0:5d:82:19", "addresses": ["10.0.0.42/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:71:aa:3c:0e", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [
            listener(631, "127.0.0.1", 812, "cupsd"),
            listener(5432, "127.0.0.1", 3120, "docker-proxy"),
            listener(9000, "0.0.0.0", 3188, "docker-proxy"),
            listener(9001, "0.0.0.0", 3195, "docker-proxy"),
            listener(5173, "::", 8812, "node"),
            listener(45112, "127.0.0.1", 6650, "code"),
        ],
        "connections": [
            connection("10.0.0.42:50312", "34.107.243.93:443", 5120, "firefox"),
            connection("10.0.0.42:50330", "140.82.113.25:443", 5120, "firefox"),
            connection("10.0.0.42:41022", "13.107.5.93:443", 6650, "code"),
        ]}, SKI, age=35),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 4_718_592, "tx_bytes_per_s": 262_144},
        {"name": "docker0", "rx_bytes_per_s": 1_024, "tx_bytes_per_s": 2_048},
    ]}, SKI, age=700, args={"interval_seconds": 1}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-01-22T07:25:19+11:00", None, "warning",
                  "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PC00.TXHC.RHUB.SS01], AE_NOT_FOUND"),
        log_entry("2026-01-22T07:26:02+11:00", None, "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-01-22T08:40:37+11:00", "NetworkManager.service", "warning",
                  "<warn>  [1769031637.4410] device (wlan0): link timed out."),
        log_entry("2026-01-22T08:58:10+11:00", None, "warning",
                  "CPU12: Core temperature is above threshold, cpu clock is throttled (total events = 3)"),
        log_entry("2026-01-22T08:58:10+11:00", None, "warning",
                  "CPU13: Package temperature is above threshold, cpu clock is throttled (total events = 3)"),
    ]}, SKI, age=30, args={"priority": "warning", "since_minutes": 110}),
]

skipper_answers = [
    {"q": "What did the last update change? Do I need to reboot?", "ev": ["e1", "e2", "e3"],
     "a": "Here's what I found 📦\n\n"
          "**Last big update ([[c:Jan 21, 22:41]])**\n"
          "- linux — [[s:6.12.8 → 6.12.9]]\n"
                    "- nodejs — [[c:23.5.0 → 23.7.0]]\n\n"
          "**Since then:** [[s:you installed `tlp`]] and [[s:removed `power-profiles-daemon`]], [[s:and python got bumped "
          "to 3.13.1-3]]. [[c:That's 8 package changes]] over the three days.\n\n"
          "🟢 **No reboot needed** — [[s:you're running 6.12.9-arch1-1]] and [[s:the laptop was booted this morning at "
          "07:25]], [[s:after the kernel update]].\n\nLet me know if you want to clean the package cache with `paccache -r`!"},
    {"q": "Which containers do I have?", "ev": ["e4"],
     "a": "Here's what I found 🐳\n\n"
          "- `devdb` — [[s:🟢 running]], [[s:port 5432 on localhost only]]\n"
          "- `minio` — [[s:🟢 running]], [[c:ports 9000/9001 on localhost]]\n"
          "- `cache` ([[c:redis:7.2]]) — [[s:⏹️ exited (0) 2 days ago]]\n"
          "- `mailpit` — [[c:⏹️ exited]]\n\n"
          "[[s:2 of your 4 containers are running]]. [[u:mailpit never started because of a port clash]].\n\n"
          "Let me know if you want to start the others with `docker start cache mailpit`!"},
    {"q": "What's listening on my laptop?", "ev": ["e5"],
     "a": "Here's what I found 🔌\n\n"
          "**Reachable from the network (0.0.0.0 / ::)**\n"
          "- [[s:9000 and 9001]] — [[s:docker-proxy]] [[u:(MinIO)]]\n"
          "\n"
          "**Local only (127.0.0.1)**\n"
          "- [[s:631]] — [[s:cupsd]]\n"
          "- 45112 — [[c:firefox]]\n\n"
          "🟢 [[s:SSH isn't listening at all]]. [[c:Firefox has 3 open HTTPS connections]] right now.\n\n"
          "Let me know if you'd like to close 9000/9001 to the network!"},
    {"q": "Why is my wifi so slow?", "ev": ["e6", "e7"],
     "a": "Here's what I found 📶\n\n"
          "- wlan0 traffic: [[t:~4.5 MiB/s down]], [[t:~256 KiB/s up]]\n"
          "- docker0: [[t:basically idle]]\n"
          "- [[s:The iwlwifi firmware crashed at 07:26]] ([[c:and again at 08:40]])\n"
          "- [[s:At 08:40 NetworkManager logged a link timeout on wlan0]] ⚠️\n\n"
          "[[u:That firmware crash is most likely what's slowing you down]], [[u:and your router may be congested "
          "too]].\n\nLet me know if you want to try `sudo modprobe -r iwlmvm && sudo modprobe iwlmvm` to reload the driver!"},
    {"q": "Am I in the docker group?", "ev": ["e1"],
     "a": "Here's what I found 👤\n\n"
          "- **sam** (UID [[t:1000]]) — [[t:✅ in `docker`]]\n"
          "- also in [[t:`wheel`]] and [[t:`video`]]\n"
          "- shell: [[t:fish]]\n\n"
          "[[s:Docker 27.5.0 is installed]] [[s:and `docker.service` is available]], so you're all set 🟢\n\n"
          "⚠️ Your account info may have changed since the last snapshot — run `id` to confirm. Let me know if you "
          "need anything else!"},
    {"q": "My laptop feels hot — anything in the logs?", "ev": ["e2", "e7"],
     "a": "Here's what I found 🔥\n\n"
          "- [[s:08:58]] — [[s:CPU12 hit its core temperature threshold]] [[s:and was throttled]]\n"
          "- [[c:CPU14]] also reported [[s:package temperature above threshold]]\n"
          "- Right now: [[c:load 1.2 over the last minute]]\n\n"
          "[[u:Installing tlp yesterday probably changed your fan behaviour]]. [[c:There are no other warnings since "
          "boot]].\n\nLet me know if you want to watch temperatures with `watch sensors`!"},
    {"q": "How long has it been up and how's memory?", "ev": ["e2"],
     "a": "Here's what I found:\n\n"
          "- ⏱️ Uptime — [[s:about 1 hour 47 minutes]] ([[s:booted at 07:25]])\n"
          "- 🧠 RAM — [[s:11.5 GiB used]] of [[s:31 GiB]] ([[c:about 45%]])\n"
          "- Swap — [[c:2 GiB used]]\n"
          "- Load — [[s:2.31 / 1.78 / 1.20]], [[c:trending down]]\n\n"
          "Let me know if you'd like to see which apps are using the most memory!"},
]

MACHINES = [
    {"name": "monarch", "clock": MON, "evidence": monarch_evidence, "answers": monarch_answers},
    {"name": "swallowtail", "clock": SWA, "evidence": swallowtail_evidence, "answers": swallowtail_answers},
    {"name": "admiral", "clock": ADM, "evidence": admiral_evidence, "answers": admiral_answers},
    {"name": "fritillary", "clock": FRI, "evidence": fritillary_evidence, "answers": fritillary_answers},
    {"name": "skipper", "clock": SKI, "evidence": skipper_evidence, "answers": skipper_answers},
]
