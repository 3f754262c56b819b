"""72nd generation (written blind, without reading the wrapper, its tests or any other generation): five machines
named after waterfalls, answered the way qwen2.5 7B-instruct answers by default — "## Summary" / "### Details"
headings, bolded key numbers, short bullet lists, an occasional one-line table and a closing "Let me know if…".

niagara — an Ubuntu 24.04 gaming/dev desktop in Toronto (-04:00, just after the March DST change). Steady state
(Ryzen 7 7700X 8c/16t, 31.1 GiB MemTotal, kernel 6.8.0-52 running while linux-image 6.8.0-55 is installed, users
dan and priya with dan alone in sudo and docker), fresh system info (61% of RAM used, load 3.12), a memory-sorted
process list cut to 7 of 412 (cs2 5.25 GiB first), disk usage (/ 75% used, a 2 TB games disk 92% full), a week of
package history (6 events incl. a new kernel and flatpak removed), docker's unit, three containers (ollama bound to
127.0.0.1 only, open-webui on 0.0.0.0:3000, postgres-dev exited 0) and a 7-minute-old network traffic sample.

iguazu — a Debian 12 home media server in São Paulo (-03:00). Steady state whose "packages" source is stale
(samba and openssh versions therefore stale), an md0 array of 7.22 TiB (7.94 TB) 92% full, a backup disk and a small
root, six containers (four up, radarr restarting with exit 1, pihole exited 137), 24 hours of smartd lines (/dev/sdb
pending sectors 8 -> 16, sdc temperature 38 -> 41), a 15-minute-old system info sample (load 5.8 on 6 cores, swap
65%) and a complete network listing (no port 53) with connections from three LAN hosts.

angel — a Rocky Linux 9.5 PostgreSQL 16 server in Caracas (-04:00). Steady state (rpm, Xeon Silver 4314 16c/32t,
125.5 GiB MemTotal, domain salto.lan), postgresql-16's unit (active since Sunday 02:14), a CPU-sorted process list
cut to 6 (two busy backends, the checkpointer third), system info (load 9.84 rising, 64% RAM, no swap used), disk
usage (/var/lib/pgsql xfs 1.6 TB = 1.45 TiB, 77%), an hour of warning-and-worse postgres lines (checkpoints 18 s
apart, three failed logins for "reporting", a statement timeout, connection slots exhausted), the socket listing
(pgbouncer on 0.0.0.0:6432, node_exporter on 9100) and 30 days of dnf history (16.4 -> 16.6 on a Wednesday).

victoria — a four-node k3s cluster seen from its control plane in Harare (+02:00). Nodes (w2 NotReady and alone on
v1.30.5+k3s1), pods and deployments in namespace apps (web-frontend 2/3 with one pod ContainerCreating on w3,
orders-api 1/2 with one pod in CrashLoopBackOff after 14 restarts on w1, w3 holding five of nine pods), an hour of
k3s lines (w2 NotReady at 10:41, an eviction, an image pull refused by 10.30.0.5:5000), an 8-minute-old system info
sample and fresh disk usage of the control plane.

tugela — a Fedora 40 GitLab CI runner in Johannesburg (+02:00). Steady state (EPYC 7302P 16c/32t, 62.6 GiB, users
thabo in wheel, lindiwe with fish, gitlab-runner uid 985), the runner's unit (up since Saturday Nov 28), a CPU-sorted
process list cut to 6 (cc1plus and ld at ~95-99%), system info (93.5% CPU, load 31.2 rising, 20 GiB available, no
swap used), a 90% full btrfs root (90.4 GiB = 97.1 GB free), two hours of runner lines (four jobs received, one
failed, a "no space left on device" prune warning), two weeks of package history (a new kernel 6.11.11 not yet
booted, nodejs20 removed) and a changed config.toml this morning.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------- niagara
NIAGARA = Clock("2026-03-17T19:42:00-04:00")
NIAGARA_MEM = 33_377_087_488

niagara_evidence = [
    steady("s1", NIAGARA, age=2400,
           hostname="niagara", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=NIAGARA_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 982_820_896_768},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_999_168},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4",
                   "total_bytes": 1_967_925_018_624}],
           network_interfaces=[
               {"name": "enp5s0", "mac": "a8:a1:59:3c:7e:02", "addresses": ["192.168.0.114/24"], "is_up": True},
               {"name": "wlp6s0", "mac": "f4:26:79:91:0a:5d", "addresses": [], "is_up": False}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1",
           installed_packages={"steam-installer": "1:1.0.0.79~ds-2", "docker-ce": "5:27.5.1-1~ubuntu.24.04~noble",
                               "docker-ce-cli": "5:27.5.1-1~ubuntu.24.04~noble", "code": "1.98.2-1741788907",
                               "nvidia-driver-550": "550.120-0ubuntu0.24.04.1", "obs-studio": "30.0.2+dfsg-3build1",
                               "linux-image-6.8.0-52-generic": "6.8.0-52.53",
                               "linux-image-6.8.0-55-generic": "6.8.0-55.57", "openssh-server": "1:9.6p1-3ubuntu13.8"},
           available_services=["docker.service", "ssh.service", "cups.service", "bluetooth.service",
                               "NetworkManager.service"],
           users=[{"name": "dan", "uid": 1000, "gid": 1000, "home": "/home/dan", "shell": "/bin/zsh"},
                  {"name": "priya", "uid": 1001, "gid": 1001, "home": "/home/priya", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["dan"]},
                   {"name": "docker", "gid": 984, "members": ["dan"]},
                   {"name": "lpadmin", "gid": 114, "members": ["dan"]},
                   {"name": "plugdev", "gid": 46, "members": ["dan", "priya"]}]),
    item("e1", "linux_system_info",
         system_info(23.4, [3.12, 2.87, 2.40], 277_920, "2026-03-14T14:30:00-04:00", NIAGARA_MEM,
                     12_884_901_888, 8 * GiB, 1_288_490_188), NIAGARA, age=40),
    item("e2", "linux_processes", processes(412, NIAGARA_MEM, [
        (48213, "cs2", "dan", 41.2, 5_637_144_576, "2026-03-17T18:55:10-04:00",
         "/home/dan/.local/share/Steam/steamapps/common/Counter-Strike Global Offensive/game/bin/linuxsteamrt64/cs2"),
        (3321, "firefox", "dan", 6.8, 2_147_483_648, "2026-03-14T14:33:02-04:00", "/snap/firefox/5836/usr/lib/firefox/firefox"),
        (3598, "Isolated Web Co", "dan", 2.1, 1_181_116_006, "2026-03-14T14:33:09-04:00",
         "/snap/firefox/5836/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
        (2210, "gnome-shell", "dan", 3.9, 700 * MiB, "2026-03-14T14:31:12-04:00", "/usr/bin/gnome-shell"),
        (9920, "code", "dan", 1.4, 650 * MiB, "2026-03-16T09:02:44-04:00", "/usr/share/code/code --type=renderer"),
        (50112, "obs", "dan", 8.7, 475 * MiB, "2026-03-17T18:57:31-04:00", "obs"),
        (1190, "dockerd", "root", 0.3, 150 * MiB, "2026-03-14T14:30:41-04:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
    ]), NIAGARA, age=35, args={"sort": "memory", "limit": 7}, complete=False),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 982_820_896_768, 741_455_781_888),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_396_313),
        fs("/dev/sda1", "/mnt/games", "ext4", 1_967_925_018_624, 1_803_886_739_456),
    ]}, NIAGARA, age=30),
    item("e4", "linux_package_history", {"events": [
        package_event("2026-03-12T21:04:11-04:00", "upgrade", "docker-ce", "5:27.5.0-1~ubuntu.24.04~noble",
                      "5:27.5.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-12T21:04:11-04:00", "upgrade", "docker-ce-cli", "5:27.5.0-1~ubuntu.24.04~noble",
                      "5:27.5.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-15T10:22:40-04:00", "install", "linux-image-6.8.0-55-generic", None, "6.8.0-55.57"),
        package_event("2026-03-15T10:22:41-04:00", "upgrade", "nvidia-driver-550", "550.107.02-0ubuntu0.24.04.1",
                      "550.120-0ubuntu0.24.04.1"),
        package_event("2026-03-16T20:48:03-04:00", "install", "obs-studio", None, "30.0.2+dfsg-3build1"),
        package_event("2026-03-16T20:50:19-04:00", "remove", "flatpak", "1.14.6-1ubuntu0.1", None),
    ]}, NIAGARA, age=25, args={"since_days": 7}),
    item("e5", "linux_service_status",
         unit("docker.service", "active", "running", "enabled", 1190, "2026-03-14T14:30:41-04:00",
              "Docker Application Container Engine"), NIAGARA, age=20, args={"name": "docker"}),
    item("e6", "linux_containers", {"runtime": "docker", "containers": [
        box("5e1c0a7b9d22", "ollama", "ollama/ollama:0.6.2", "running", "Up 3 days", "2026-03-09T22:10:05-04:00",
            ["127.0.0.1:11434->11434/tcp"]),
        box("a93f11c2e870", "open-webui", "ghcr.io/open-webui/open-webui:main", "running", "Up 3 days",
            "2026-03-09T22:12:40-04:00", ["0.0.0.0:3000->8080/tcp"]),
        box("0c7d4e5f6a1b", "postgres-dev", "postgres:16.4", "exited", "Exited (0) 2 days ago",
            "2026-02-20T19:30:00-05:00"),
    ]}, NIAGARA, age=22, args={"all": True}),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp5s0", "rx_bytes_per_s": 14_500_000, "tx_bytes_per_s": 820_000},
        {"name": "wlp6s0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "docker0", "rx_bytes_per_s": 3_200, "tx_bytes_per_s": 41_000},
    ]}, NIAGARA, age=420, args={"interval_seconds": 1}),
]

niagara_answers = [
    {"q": "My PC feels sluggish while I'm gaming. What's using all the memory?",
     "ev": ["s1", "e1", "e2"],
     "a": "## Summary\n"
          "Your system is currently using [[s:about **61%** of its RAM]], and the biggest consumer by far is "
          "[[s:**cs2** (Counter-Strike 2)]].\n\n"
          "### Details\n"
          "- **Used:** [[c:~23 GiB]] of [[s:~31 GiB]]\n"
          "\n"
          "**Top memory users:**\n"
          "1. [[s:`cs2` — 5.25 GiB]]\n"
          "2. [[s:`firefox` — 2.0 GiB]]\n"
          "3. [[c:`gnome-shell` — ~650 MiB]]\n\n"
          "The CPU is fairly busy too ([[s:load **3.12**]] [[c:on 8 threads]]), and [[u:cs2 is also the top CPU "
          "user at ~41%]].\n\n"
          "Let me know if you'd like some tips on reducing memory usage while gaming!"},
    {"q": "How much free space do I have on my drives?",
     "ev": ["e3"],
     "a": "## Summary\n"
          "- **Root (`/`):** [[s:about **224 GiB free**]] ([[s:~75% used]])\n"
          "- **Games drive (`/mnt/games`):** [[c:**~164 GiB free**]] — [[s:**92% full**]]\n\n"
          "### Details\n"
          "| Mount | Device | Filesystem | Used |\n"
          "|---|---|---|---|\n"
          "| `/mnt/games` | [[c:`/dev/sdb1`]] | [[s:ext4]] | [[c:1.8 TiB]] |\n\n"
          "[[s:The games drive is the fullest of the three]], [[u:probably because of your Steam library]]. "
          "You can run `ncdu /mnt/games` to see which folders take the most space.\n\n"
          "Let me know if you want help cleaning it up!"},
    {"q": "What updates did I install this week? Do I need to reboot?",
     "ev": ["s1", "e4"],
     "a": "## Summary\n"
          "You had [[c:**5** package changes]] in the last 7 days, and [[s:**yes, a reboot is needed**]] for the new "
          "kernel.\n\n"
          "### Details\n"
          "- **Mar 12** — [[s:`docker-ce` upgraded to 27.5.1]]\n"
          "- **Mar 15** — [[s:new kernel `linux-image-6.8.0-55-generic` installed]], [[c:and the NVIDIA driver went "
          "from 550.120 to 550.127]]\n"
          "- **Mar 16** — [[s:OBS Studio installed]]; [[c:Flatpak was upgraded]]\n\n"
          "[[s:The kernel was installed on Sunday morning]], but you're still [[s:running **6.8.0-52-generic**]]. "
          "[[u:The NVIDIA update probably won't fully take effect until you reboot either]].\n\n"
          "Let me know if you'd like to know how to clean up old kernels afterwards!"},
    {"q": "What's running in Docker right now?",
     "ev": ["e5", "e6"],
     "a": "## Summary\n"
          "Docker is [[s:**active (running)**]] [[s:since Saturday afternoon (Mar 14, 14:30)]], and you have "
          "[[s:**2 running containers**]].\n\n"
          "### Details\n"
          "| Container | Status | Ports |\n"
          "|---|---|---|\n"
          "| ollama | [[s:✅ Up 3 days]] | [[c:0.0.0.0:11434]] |\n"
          "| open-webui | [[s:✅ Up 3 days]] | [[s:3000 → 8080]] |\n"
          "| postgres-dev ([[c:`postgres:15`]]) | [[s:❌ Exited]] | — |\n\n"
          "[[s:postgres-dev exited cleanly (code 0)]], [[u:so it was probably stopped by hand]].\n\n"
          "Let me know if you want to restart it with `docker start postgres-dev`!"},
    {"q": "What are my PC's specs?",
     "ev": ["s1"],
     "a": "## Summary\n"
          "Here's an overview of **niagara**:\n\n"
          "### Details\n"
          "- **OS:** [[s:Ubuntu 24.04 LTS (Noble)]]\n"
          "- **Kernel:** [[c:6.8.0-55-generic]]\n"
          "- **CPU:** [[s:AMD Ryzen 7 7700X]] ([[s:16 threads]])\n"
          "- **RAM:** [[s:32 GB]]\n"
          "- **GPU:** [[u:NVIDIA GeForce RTX 4070]]\n"
          "- **Storage:** [[s:~1 TB NVMe system drive]] + [[c:a 4 TB games drive]]\n\n"
          "Let me know if you need more details on any component!"},
    {"q": "Which users can use sudo and docker on this machine?",
     "ev": ["s1"],
     "a": "## Summary\n"
          "- **sudo:** [[s:only **dan**]]\n"
          "- **docker group:** [[c:**dan** and **priya**]]\n\n"
          "### Details\n"
          "| User | UID | Shell |\n"
          "|---|---|---|\n"
          "| priya | [[c:1000]] | [[s:bash]] |\n\n"
          "[[s:dan is also in `lpadmin`]], so he can manage printers. [[c:priya isn't in any supplementary "
          "groups]].\n\n"
          "Keep in mind that membership in `docker` is effectively root access. Let me know if you'd like the "
          "commands to add or remove someone from a group!"},
    {"q": "Am I downloading something big right now? The network feels busy.",
     "ev": ["s1", "e6", "e7"],
     "a": "## Summary\n"
          "Based on the last traffic sample, [[t:`enp5s0` was receiving about **14.5 MB/s**]] [[t:and sending "
          "roughly **0.8 MB/s**]], [[u:which looks like a Steam download]].\n\n"
          "### Details\n"
          "- [[t:That's about **116 Mbit/s** inbound]]\n"
          "- [[s:Your wired interface is `enp5s0` (192.168.0.114/24)]]\n"
          "- [[c:Wi-Fi is also up]]\n\n"
          "Note: the traffic sample is about 7 minutes old, so it may have changed. Let me know if you'd like me to "
          "take a fresh reading!"},
]

# ---------------------------------------------------------------------------------------------------- iguazu
IGUAZU = Clock("2026-05-02T09:15:00-03:00")
IGUAZU_MEM = 16_652_374_016

iguazu_evidence = [
    steady("s1", IGUAZU, age=3600,
           hostname="iguazu", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-32-amd64", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=IGUAZU_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 234_104_598_528},
                  {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 7_937_019_498_496},
                  {"device": "/dev/sdd1", "mountpoint": "/srv/backup", "fstype": "ext4",
                   "total_bytes": 3_937_487_171_584}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:1d:22:e8", "addresses": ["192.168.15.20/24"],
                                "is_up": True}],
           dns_servers=["1.1.1.1", "192.168.15.1"], default_gateway="192.168.15.1",
           installed_packages={"docker.io": "20.10.24+dfsg1-1+b3", "mdadm": "4.2-5", "smartmontools": "7.3-1+b1",
                               "samba": "2:4.17.12+dfsg-0+deb12u1", "openssh-server": "1:9.2p1-2+deb12u5"},
           available_services=["docker.service", "smbd.service", "ssh.service", "smartd.service",
                               "mdmonitor.service"],
           users=[{"name": "marcos", "uid": 1000, "gid": 1000, "home": "/home/marcos", "shell": "/bin/bash"},
                  {"name": "ana", "uid": 1001, "gid": 1001, "home": "/home/ana", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["marcos"]},
                   {"name": "docker", "gid": 117, "members": ["marcos"]},
                   {"name": "sambashare", "gid": 118, "members": ["marcos", "ana"]}],
           stale_sources=["packages"]),
    item("e1", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 234_104_598_528, 61_203_283_968),
        fs("/dev/md0", "/srv/media", "ext4", 7_937_019_498_496, 7_303_530_373_120),
        fs("/dev/sdd1", "/srv/backup", "ext4", 3_937_487_171_584, 1_417_495_381_606),
    ]}, IGUAZU, age=15),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("d4e8a1f09b31", "jellyfin", "jellyfin/jellyfin:10.10.6", "running", "Up 9 days",
            "2026-03-30T21:40:12-03:00", ["0.0.0.0:8096->8096/tcp"]),
        box("77b2c9e0a415", "qbittorrent", "lscr.io/linuxserver/qbittorrent:5.0.4", "running", "Up 9 days",
            "2026-04-11T18:02:55-03:00", ["0.0.0.0:8080->8080/tcp", "0.0.0.0:6881->6881/tcp",
                                         "0.0.0.0:6881->6881/udp"]),
        box("1a0f3e7c88d2", "sonarr", "lscr.io/linuxserver/sonarr:4.0.14", "running", "Up 9 days",
            "2026-04-11T18:03:10-03:00", ["0.0.0.0:8989->8989/tcp"]),
        box("c35d9b2e6f04", "radarr", "lscr.io/linuxserver/radarr:5.21.1", "restarting",
            "Restarting (1) 40 seconds ago", "2026-04-11T18:03:24-03:00"),
        box("9e6a4f1b2c70", "pihole", "pihole/pihole:2024.07.0", "exited", "Exited (137) 3 days ago",
            "2026-01-05T10:15:00-03:00"),
        box("4b8c2d0e9a13", "immich-server", "ghcr.io/immich-app/immich-server:v1.132.3", "running", "Up 2 days",
            "2026-04-29T22:48:31-03:00", ["0.0.0.0:2283->2283/tcp"]),
    ]}, IGUAZU, age=30, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "smartd.service", "entries": [
        log_entry("2026-05-02T03:12:08-03:00", "smartd.service", "warning",
                  "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-05-02T03:12:08-03:00", "smartd.service", "warning",
                  "Device: /dev/sdb [SAT], 8 Offline uncorrectable sectors"),
        log_entry("2026-05-02T08:42:09-03:00", "smartd.service", "warning",
                  "Device: /dev/sdb [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
        log_entry("2026-05-02T08:42:09-03:00", "smartd.service", "info",
                  "Device: /dev/sdc [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 38 to 41"),
        log_entry("2026-05-02T08:42:10-03:00", "smartd.service", "info",
                  "Device: /dev/sdb [SAT], SMART Prefailure Attribute: 5 Reallocated_Sector_Ct changed from 100 to 99"),
    ]}, IGUAZU, age=45, args={"unit": "smartd", "since_minutes": 1440}),
    item("e4", "linux_system_info",
         system_info(64.0, [5.8, 4.9, 3.7], 827_400, "2026-04-22T19:10:00-03:00", IGUAZU_MEM, 3_221_225_472,
                     4 * GiB, 2_791_728_742), IGUAZU, age=900),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "6c:4b:90:1d:22:e8", "addresses": ["192.168.15.20/24"],
                        "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 702, "sshd"),
            listener(139, "0.0.0.0", 915, "smbd"),
            listener(445, "0.0.0.0", 915, "smbd"),
            listener(8096, "0.0.0.0", 2231, "docker-proxy"),
            listener(8080, "0.0.0.0", 2250, "docker-proxy"),
            listener(6881, "0.0.0.0", 2262, "docker-proxy"),
            listener(6881, "0.0.0.0", 2270, "docker-proxy", proto="udp"),
            listener(8989, "0.0.0.0", 2281, "docker-proxy"),
            listener(2283, "0.0.0.0", 2302, "docker-proxy"),
        ],
        "connections": [
            connection("192.168.15.20:445", "192.168.15.34:51522", 31877, "smbd"),
            connection("192.168.15.20:22", "192.168.15.34:60110", 30112, "sshd"),
            connection("192.168.15.20:8096", "192.168.15.41:49822", 2231, "docker-proxy"),
            connection("192.168.15.20:2283", "192.168.15.52:40118", 2302, "docker-proxy"),
        ]}, IGUAZU, age=25),
]

iguazu_answers = [
    {"q": "Is my media RAID getting full?",
     "ev": ["s1", "e1"],
     "a": "## Summary\n"
          "Yes — [[s:`/srv/media` is **92% full**]], with [[s:only about **590 GiB** free]] [[c:out of **8 "
          "TiB**]].\n\n"
          "### Details\n"
          "| Mount | Size | Used |\n"
          "|---|---|---|\n"
          "| /srv/media | [[s:7.2 TiB]] | [[c:6.8 TiB]] |\n"
          "| / | [[s:218 GiB]] | [[c:62%]] |\n\n"
          "[[s:Your backup disk has about **2.3 TiB** free]], [[c:so it could still hold a full copy of the media "
          "array]]. [[u:At your current rate, the array will be full in about 2 months]].\n\n"
          "Let me know if you'd like help finding large files with `du -sh /srv/media/* | sort -h`!"},
    {"q": "Which of my containers are up?",
     "ev": ["e2"],
     "a": "## Summary\n"
          "[[s:**4 of 6** containers are running]]. [[s:`radarr` is stuck restarting]] and [[s:`pihole` is "
          "stopped]].\n\n"
          "### Details\n"
          "- ✅ **jellyfin** — [[s:port 8096]]\n"
          "- ✅ **sonarr** — [[c:Up 2 days]]\n"
          "- ✅ **immich-server** — [[c:version v1.123.0]]\n"
          "- ❌ **pihole** — [[c:Exited (0)]]\n\n"
          "[[u:Pi-hole was probably killed by the OOM killer]]. You can bring it back with `docker start pihole`.\n\n"
          "Let me know if you'd like me to look into radarr!"},
    {"q": "Are my hard drives healthy? I keep getting smartd emails.",
     "ev": ["e3"],
     "a": "## Summary\n"
          "[[s:One disk, **/dev/sdb**, is reporting problems]]: [[s:its pending sector count went from **8** to "
          "**16**]] [[s:between 03:12 and 08:42 this morning]]. [[u:This usually means the disk is starting to "
          "fail]].\n\n"
          "### Details\n"
          "- [[c:The first warning came in at 08:42]]\n"
          "- **/dev/sdc:** [[s:temperature rose from 38 °C to 41 °C]], [[u:which is still within the normal "
          "range]]\n"
          "- [[s:`/dev/sda` and `/dev/sdd` didn't log anything in the last 24 hours]]\n"
          "- [[u:sdb is one of the members of your md0 array]]\n\n"
          "I'd recommend running `smartctl -a /dev/sdb` and planning a replacement. Let me know if you'd like "
          "steps for swapping a disk in the array!"},
    {"q": "The server feels sluggish — what's the load like?",
     "ev": ["s1", "e2", "e4"],
     "a": "## Summary\n"
          "The last reading shows the server under heavy load: [[t:a load average of **5.8**]] [[c:on a 4-core "
          "CPU]] [[t:and **~81%** of RAM in use]].\n\n"
          "### Details\n"
          "- **Load (1/5/15 min):** [[t:5.8 / 4.9 / 3.7]] — [[t:rising]]\n"
          "- **Memory:** [[t:~3 GiB available]] of [[s:~15.5 GiB]]\n"
          "- **Swap:** [[t:65% used]]\n\n"
          "[[u:qBittorrent is probably the main cause]]. [[s:radarr is also in a restart loop]].\n\n"
          "Note: these figures are about 15 minutes old. Let me know if you'd like a fresh reading!"},
    {"q": "What's listening on the network, and who's connected right now?",
     "ev": ["e2", "e5"],
     "a": "## Summary\n"
          "[[c:**7 ports** are open]], and [[s:**3 clients** are connected]].\n\n"
          "### Details\n"
          "**Listening:**\n"
          "- [[s:SSH on 22]]\n"
          "- [[s:Jellyfin (8096)]] and [[s:Immich (2283)]] via Docker\n"
          "- [[c:Pi-hole DNS on 53]]\n\n"
          "**Connected:**\n"
          "| Client | Service |\n"
          "|---|---|\n"
          "| 192.168.15.34 | [[s:SMB]] and [[s:SSH]] |\n"
          "| 192.168.15.41 | [[c:Immich]] |\n\n"
          "[[u:192.168.15.34 is probably your desktop]].\n\n"
          "Let me know if you'd like help restricting any of these ports!"},
    {"q": "What Samba version is installed, and who's in sambashare?",
     "ev": ["s1"],
     "a": "## Summary\n"
          "- **Samba:** [[t:4.17.12]]\n"
          "- **sambashare members:** [[s:marcos and ana]]\n\n"
          "### Details\n"
          "[[s:Both are regular users]] ([[s:UID 1000]] and [[c:1002]]). [[s:Only marcos has sudo]]; [[c:ana is also "
          "in the docker group]]. [[s:The `smbd` service is installed]] [[u:and enabled at boot]], and "
          "[[t:OpenSSH is 9.2p1]].\n\n"
          "Note: the package list has changed since the last snapshot, so the versions may be out of date. Let me "
          "know if you'd like me to re-check them!"},
    {"q": "radarr keeps crashing — why?",
     "ev": ["e2"],
     "a": "## Summary\n"
          "[[s:The `radarr` container is in a restart loop]] — [[s:Docker reports **Restarting (1)**]], [[s:with the "
          "last attempt about 40 seconds ago]].\n\n"
          "### Details\n"
          "- **Image:** [[s:`lscr.io/linuxserver/radarr:5.21.1`]]\n"
          "- [[u:Exit code 1 usually means a config or database error at startup]]\n"
          "- [[c:It's the only container that isn't running]]\n"
          "- [[s:sonarr, also a linuxserver.io image, is up]]\n\n"
          "To see the real error, run `docker logs --tail 50 radarr`. Let me know what it says and I can help "
          "further!"},
]

# ---------------------------------------------------------------------------------------------------- angel
ANGEL = Clock("2026-08-11T14:20:00-04:00")
ANGEL_MEM = 134_769_831_936

angel_evidence = [
    steady("s1", ANGEL, age=5000,
           hostname="angel", domain="salto.lan", os_name="Rocky Linux", os_version="9.5",
           os_codename="Blue Onyx", kernel="5.14.0-503.26.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=ANGEL_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_020_264_448},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": 1_599_784_722_432}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:a1:3b:7c", "addresses": ["10.20.4.12/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.4.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                               "postgresql16-libs": "16.6-1PGDG.rhel9", "pgbouncer": "1.23.1-1PGDG.rhel9",
                               "node_exporter": "1.8.2-1.el9", "openssh-server": "8.7p1-43.el9",
                               "kernel": "5.14.0-503.26.1.el9_5"},
           available_services=["postgresql-16.service", "pgbouncer.service", "sshd.service", "firewalld.service",
                               "node_exporter.service"],
           users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "carlos", "uid": 1000, "gid": 1000, "home": "/home/carlos", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["carlos"]},
                   {"name": "postgres", "gid": 26, "members": []}]),
    item("e1", "linux_service_status",
         unit("postgresql-16.service", "active", "running", "enabled", 1873, "2026-08-09T02:14:55-04:00",
              "PostgreSQL 16 database server"), ANGEL, age=20, args={"name": "postgresql-16"}),
    item("e2", "linux_processes", processes(287, ANGEL_MEM, [
        (412877, "postgres", "postgres", 88.4, 2_416_967_680, "2026-08-11T13:58:02-04:00",
         "postgres: reporting analytics 10.20.4.51(53312) SELECT"),
        (412912, "postgres", "postgres", 61.0, 536_870_912, "2026-08-11T14:17:40-04:00",
         "postgres: app orders 10.20.4.30(41820) UPDATE"),
        (1880, "postgres", "postgres", 4.2, 34_145_828_864, "2026-08-09T02:14:55-04:00", "postgres: checkpointer"),
        (1873, "postgres", "postgres", 2.3, 220_200_960, "2026-08-09T02:14:55-04:00",
         "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
        (2011, "pgbouncer", "pgbouncer", 1.2, 31_457_280, "2026-08-09T02:14:58-04:00",
         "/usr/bin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (998, "node_exporter", "node_exporter", 0.4, 15_728_640, "2026-08-09T02:14:30-04:00",
         "/usr/bin/node_exporter"),
    ]), ANGEL, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e3", "linux_system_info",
         system_info(31.8, [9.84, 8.10, 6.25], 216_325, "2026-08-09T02:14:10-04:00", ANGEL_MEM, 48_318_382_080,
                     4 * GiB, 0), ANGEL, age=25),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 75_125_227_520, 18_253_611_008),
        fs("/dev/sda1", "/boot", "xfs", 1_020_264_448, 398_458_880),
        fs("/dev/nvme0n1p1", "/var/lib/pgsql", "xfs", 1_599_784_722_432, 1_231_834_236_272),
    ]}, ANGEL, age=20),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-08-11T13:31:04-04:00", "postgresql-16.service", "warning",
                  "LOG:  checkpoints are occurring too frequently (18 seconds apart)"),
        log_entry("2026-08-11T13:31:04-04:00", "postgresql-16.service", "warning",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-08-11T13:47:52-04:00", "postgresql-16.service", "err",
                  "FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-08-11T13:47:58-04:00", "postgresql-16.service", "err",
                  "FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-08-11T13:48:03-04:00", "postgresql-16.service", "err",
                  "FATAL:  password authentication failed for user \"reporting\""),
        log_entry("2026-08-11T14:02:19-04:00", "postgresql-16.service", "err",
                  "ERROR:  canceling statement due to statement timeout"),
        log_entry("2026-08-11T14:11:40-04:00", "postgresql-16.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
    ]}, ANGEL, age=60, args={"unit": "postgresql-16", "since_minutes": 60, "priority": "warning", "limit": 50}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:a1:3b:7c", "addresses": ["10.20.4.12/24"],
                        "is_up": True}],
        "listening": [
            listener(5432, "0.0.0.0", 1873, "postgres"),
            listener(6432, "0.0.0.0", 2011, "pgbouncer"),
            listener(22, "0.0.0.0", 1102, "sshd"),
            listener(9100, "::", 998, "node_exporter"),
        ],
        "connections": [
            connection("10.20.4.12:5432", "10.20.4.51:53312", 412877, "postgres"),
            connection("10.20.4.12:5432", "10.20.4.30:41820", 412912, "postgres"),
            connection("10.20.4.12:5432", "10.20.4.30:41822", 412915, "postgres"),
            connection("10.20.4.12:6432", "10.20.4.31:38810", 2011, "pgbouncer"),
            connection("10.20.4.12:6432", "10.20.4.31:38812", 2011, "pgbouncer"),
            connection("10.20.4.12:22", "10.20.9.5:51234", 420055, "sshd"),
            connection("10.20.4.12:9100", "10.20.9.8:44120", 998, "node_exporter"),
        ]}, ANGEL, age=30),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-07-22T03:05:12-04:00", "upgrade", "postgresql16-server", "16.4-1PGDG.rhel9",
                      "16.6-1PGDG.rhel9"),
        package_event("2026-07-22T03:05:12-04:00", "upgrade", "postgresql16", "16.4-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2026-07-22T03:05:13-04:00", "upgrade", "postgresql16-libs", "16.4-1PGDG.rhel9",
                      "16.6-1PGDG.rhel9"),
        package_event("2026-07-22T03:05:40-04:00", "install", "kernel", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-08-05T03:04:58-04:00", "upgrade", "pgbouncer", "1.22.1-1PGDG.rhel9", "1.23.1-1PGDG.rhel9"),
        package_event("2026-08-05T03:05:07-04:00", "upgrade", "openssh-server", "8.7p1-41.el9", "8.7p1-43.el9"),
    ]}, ANGEL, age=40, args={"since_days": 30}),
]

angel_answers = [
    {"q": "Is PostgreSQL healthy?",
     "ev": ["s1", "e1", "e3"],
     "a": "## Summary\n"
          "Yes, [[s:`postgresql-16.service` is **active (running)**]], [[c:running since **August 10**]] — [[s:up "
          "for about 2.5 days]].\n\n"
          "### Details\n"
          "- **Load average:** [[s:9.84 (1 min)]] [[c:on 16 threads]]\n"
          "- **Memory:** [[s:~80 GiB used]] ([[c:~36%]])\n"
          "- **Swap:** [[s:not used at all]]\n"
          "- [[u:No errors in the last hour]]\n\n"
          "Let me know if you'd like me to check replication or connection counts!"},
    {"q": "What's using the CPU on the DB server?",
     "ev": ["e2", "e3"],
     "a": "## Summary\n"
          "[[s:Two PostgreSQL backends are doing most of the work]]: [[s:a **SELECT** from the `reporting` user on "
          "the `analytics` database at **88%** CPU]] and [[c:an **UPDATE** on `orders` at **16%**]].\n\n"
          "### Details\n"
          "| PID | User/DB | Query | CPU |\n"
          "|---|---|---|---|\n"
          "| [[c:412921]] | app/orders | UPDATE | [[s:61.0%]] |\n\n"
          "- [[s:The reporting query comes from **10.20.4.51**]].\n"
          "- Load is [[c:trending down]] ([[s:9.84 / 8.10 / 6.25]]).\n"
          "- [[c:pgbouncer is the third-busiest process]].\n\n"
          "[[u:The reporting query is likely missing an index]]. You can inspect it with "
          "`SELECT pid, query FROM pg_stat_activity WHERE pid = 412877;`\n\n"
          "Let me know if you'd like help tuning it!"},
    {"q": "Any errors in the PostgreSQL log in the last hour?",
     "ev": ["e5"],
     "a": "## Summary\n"
          "Yes — there are [[s:**5** error-level entries]].\n\n"
          "### Details\n"
          "1. [[s:**13:31** — checkpoints are happening too often]] ([[c:every 8 seconds]]).\n"
          "2. [[s:**13:47–13:48** — password authentication failed for user `reporting`]] ([[c:twice]]). "
          "[[u:Probably the reporting job's password was rotated]].\n"
          "3. [[s:**14:02** — a statement was cancelled by `statement_timeout`]].\n"
          "4. [[s:**14:11** — connection slots ran out]].\n\n"
          "[[c:The connection-slot error happened about 20 minutes ago]], and [[u:it was caused by the reporting "
          "query holding connections]].\n\n"
          "Let me know if you'd like me to check `max_connections`!"},
    {"q": "How full is the data disk?",
     "ev": ["s1", "e4"],
     "a": "## Summary\n"
          "[[s:`/var/lib/pgsql` is **77%** full]] — [[s:about **1.12 TiB** used]] [[c:of **1.6 TiB**]].\n\n"
          "### Details\n"
          "- **Device:** [[s:`/dev/nvme0n1p1`]] ([[c:ext4]])\n"
          "- **Free:** [[s:~343 GiB]]\n"
          "- **`/boot`:** [[c:61% used]]\n\n"
          "[[u:At the current write rate you have roughly 3 months left]].\n\n"
          "Let me know if you'd like to find the largest tables with `pg_total_relation_size`!"},
    {"q": "Who's connected to the database right now?",
     "ev": ["e6"],
     "a": "## Summary\n"
          "Right now [[s:there are **3 direct connections** to PostgreSQL on port 5432]] [[s:plus **2** through "
          "pgbouncer on 6432]].\n\n"
          "### Details\n"
          "[[s:Two of the direct connections come from **10.20.4.30**]]; [[c:the pgbouncer clients are both from "
          "10.20.4.30 as well]]. [[s:There's also an SSH session from 10.20.9.5]], and [[s:10.20.9.8 is connected "
          "to `node_exporter`]] [[c:on port 9090]].\n\n"
          "[[c:pgbouncer only listens on localhost]]. [[u:10.20.4.30 is probably your application server]].\n\n"
          "Let me know if you'd like to see what each session is running!"},
    {"q": "When was Postgres last updated, and what version is it now?",
     "ev": ["s1", "e7"],
     "a": "## Summary\n"
          "[[s:PostgreSQL was upgraded to **16.6** on **July 22**]] [[c:(from 16.3)]].\n\n"
          "### Details\n"
          "- [[s:`postgresql16-server`, `postgresql16` and `postgresql16-libs` were upgraded together]]\n"
          "- [[s:A new kernel (5.14.0-503.26.1) was installed the same night]], [[s:and it's the one running "
          "now]]\n"
          "- [[s:pgbouncer went to 1.23.1 on Aug 5]] — [[c:that was last Thursday]]\n\n"
          "[[s:Both update runs happened around 03:05 on a Wednesday]].\n\n"
          "Let me know if you'd like to check whether 16.7 is available!"},
    {"q": "Give me an overview of this server.",
     "ev": ["s1", "e3", "e4"],
     "a": "## Summary\n"
          "**angel** is a dedicated PostgreSQL host.\n\n"
          "### Details\n"
          "- **Hostname:** [[s:angel.salto.lan]]\n"
          "- **OS:** [[s:Rocky Linux 9.5]] [[c:(Green Obsidian)]]\n"
          "- **CPU:** [[s:Intel Xeon Silver 4314]]\n"
          "- **RAM:** [[s:128 GB]] ([[s:~64% in use]])\n"
          "- **Disks:** [[s:70 GiB root]] + [[c:a 2 TB NVMe for the database]]\n"
          "- **Admin users:** [[s:carlos (wheel)]]\n\n"
          "Let me know if you'd like more details on any of these!"},
]

# ---------------------------------------------------------------------------------------------------- victoria
VICTORIA = Clock("2026-10-05T11:05:00+02:00")
VICTORIA_MEM = 33_454_292_992


def _k8s(namespace: str | None, items: list[dict]) -> dict:
    return {"context": "default", "namespace": namespace, "items": items}


victoria_evidence = [
    steady("s1", VICTORIA, age=1200,
           hostname="victoria-cp1", os_name="Ubuntu", os_version="22.04.5 LTS", os_codename="jammy",
           kernel="5.15.0-124-generic", cpu_model="Intel(R) Core(TM) i7-10710U CPU @ 1.10GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=VICTORIA_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 491_180_957_696}],
           network_interfaces=[{"name": "eno1", "mac": "1c:69:7a:0e:44:91", "addresses": ["10.30.0.10/24"],
                                "is_up": True}],
           dns_servers=["10.30.0.1"], default_gateway="10.30.0.1",
           available_services=["k3s.service", "ssh.service"],
           users=[{"name": "tendai", "uid": 1000, "gid": 1000, "home": "/home/tendai", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["tendai"]}]),
    item("e1", "kubernetes_get", _k8s(None, [
        node("victoria-cp1", True, "v1.30.6+k3s1"),
        node("victoria-w1", True, "v1.30.6+k3s1"),
        node("victoria-w2", False, "v1.30.5+k3s1"),
        node("victoria-w3", True, "v1.30.6+k3s1"),
    ]), VICTORIA, age=30, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", _k8s("apps", [
        pod("web-frontend-7c9d8b6f5-2xkqp", "apps", "Running", "victoria-w1", started="2026-10-03T08:12:00+02:00"),
        pod("web-frontend-7c9d8b6f5-9hj4r", "apps", "Running", "victoria-w3", started="2026-10-03T08:12:04+02:00"),
        pod("web-frontend-7c9d8b6f5-tt6mz", "apps", "Pending", "victoria-w3", ready=False,
            waiting="ContainerCreating"),
        pod("orders-api-5f6b7c8d9-x7k2p", "apps", "Running", "victoria-w1", restarts=14, ready=False,
            waiting="CrashLoopBackOff"),
        pod("orders-api-5f6b7c8d9-m4n8q", "apps", "Running", "victoria-w3", started="2026-10-01T16:40:22+02:00"),
        pod("worker-6d8f9c7b4-k2m4n", "apps", "Running", "victoria-w3", started="2026-10-01T16:41:02+02:00"),
        pod("worker-6d8f9c7b4-p8q7r", "apps", "Running", "victoria-w1", restarts=2,
            started="2026-10-04T23:18:45+02:00"),
        pod("redis-0", "apps", "Running", "victoria-w3", restarts=1, started="2026-09-28T12:00:10+02:00"),
        pod("postgres-0", "apps", "Running", "victoria-cp1", started="2026-08-25T11:02:00+02:00"),
    ]), VICTORIA, age=35, args={"resource": "pods", "namespace": "apps"}),
    item("e3", "kubernetes_get", _k8s("apps", [
        deployment("web-frontend", "apps", 3, 2),
        deployment("orders-api", "apps", 2, 1),
        deployment("worker", "apps", 2, 2),
    ]), VICTORIA, age=35, args={"resource": "deployments", "namespace": "apps"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-10-05T10:41:12+02:00", "k3s.service", "warning",
                  "Node victoria-w2 status is now: NodeNotReady (Kubelet stopped posting node status)"),
        log_entry("2026-10-05T10:46:20+02:00", "k3s.service", "info",
                  "Deleting pod apps/web-frontend-7c9d8b6f5-lq9vz on NotReady node victoria-w2 (taint-based eviction)"),
        log_entry("2026-10-05T10:46:21+02:00", "k3s.service", "info",
                  "Created pod: apps/web-frontend-7c9d8b6f5-tt6mz"),
        log_entry("2026-10-05T10:52:03+02:00", "k3s.service", "warning",
                  "Failed to pull image \"registry.victoria.lan/web-frontend:2.8.1\": dial tcp 10.30.0.5:5000: "
                  "connect: connection refused"),
    ]}, VICTORIA, age=50, args={"unit": "k3s", "since_minutes": 60}),
    item("e5", "linux_system_info",
         system_info(22.5, [1.42, 1.30, 1.05], 3_542_400, "2026-08-25T10:57:00+02:00", VICTORIA_MEM,
                     19_327_352_832, 0, 0), VICTORIA, age=480),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 491_180_957_696, 211_243_008_000),
    ]}, VICTORIA, age=20),
]

victoria_answers = [
    {"q": "Are all my cluster nodes healthy?",
     "ev": ["e1"],
     "a": "## Summary\n"
          "No — [[s:**3 of 4** nodes are Ready]]; [[s:**victoria-w2** is NotReady]].\n\n"
          "### Details\n"
          "| Node | Status | Version |\n"
          "|---|---|---|\n"
          "| victoria-w1 | [[s:✅ Ready]] | [[c:v1.30.5+k3s1]] |\n"
          "| victoria-w2 | [[s:❌ NotReady]] | [[s:v1.30.5+k3s1]] |\n\n"
          "[[c:The control plane is one patch release behind the workers]]. [[u:w2 probably lost power or "
          "network]].\n\n"
          "You can check it with `kubectl describe node victoria-w2`. Let me know if you need help bringing it back!"},
    {"q": "Is web-frontend fully up?",
     "ev": ["e2", "e3"],
     "a": "## Summary\n"
          "Not quite — [[s:**2 of 3** replicas are ready]].\n\n"
          "### Details\n"
          "- [[s:`web-frontend-7c9d8b6f5-2xkqp` is running on **victoria-w1**]]\n"
          "- [[c:`web-frontend-7c9d8b6f5-9hj4r` is running on **victoria-w2**]]\n"
          "- [[s:`web-frontend-7c9d8b6f5-tt6mz` is stuck in `ContainerCreating`]] [[c:on victoria-w1]]\n\n"
          "[[u:It's likely waiting for a volume to attach]]. [[s:None of the frontend pods have restarted]], and "
          "[[s:worker is fine at 2/2]].\n\n"
          "Let me know if you'd like to see the pod events!"},
    {"q": "Why does orders-api keep restarting?",
     "ev": ["e2", "e3"],
     "a": "## Summary\n"
          "[[s:One orders-api pod (`orders-api-5f6b7c8d9-x7k2p`) is in **CrashLoopBackOff**]] [[c:with **41** "
          "restarts]].\n\n"
          "### Details\n"
          "- **Node:** [[s:victoria-w1]]\n"
          "- [[s:The other replica, on victoria-w3, is healthy]]\n"
          "- [[s:The deployment has **1/2** replicas available]]\n"
          "- **Likely cause:** [[u:the container is failing at startup because it can't reach postgres-0]]\n\n"
          "To see the actual error, run `kubectl logs -n apps orders-api-5f6b7c8d9-x7k2p --previous`. Let me know "
          "what it shows!"},
    {"q": "Which node is running the most pods?",
     "ev": ["e2"],
     "a": "## Summary\n"
          "[[s:**victoria-w3** runs the most pods in `apps`]] — [[s:**5** of the 9]].\n\n"
          "### Details\n"
          "| Node | Pods |\n"
          "|---|---|\n"
          "| victoria-w1 | [[c:4]] |\n"
          "| victoria-w2 | [[s:0]] |\n\n"
          "[[s:`postgres-0` is the only pod on the control plane]], [[c:and it has restarted once]]. [[u:w2 is empty "
          "because its pods were evicted]].\n\n"
          "Let me know if you'd like to rebalance!"},
    {"q": "What happened to victoria-w2?",
     "ev": ["e1", "e4"],
     "a": "## Summary\n"
          "[[s:k3s marked **victoria-w2** as NotReady at **10:41**]] — [[s:the kubelet stopped posting node "
          "status]]. [[s:It's still NotReady]].\n\n"
          "### Details\n"
          "- [[s:At 10:46 a web-frontend pod was evicted from w2]]\n"
          "- [[s:At 10:52 an image pull failed]] — [[c:the registry at 10.30.0.5:5050 refused the connection]]\n"
          "- [[c:That was about 5 minutes ago]]\n\n"
          "[[u:w2 most likely rebooted for updates]].\n\n"
          "Let me know if you'd like the commands to check the kubelet on w2!"},
    {"q": "How is the control-plane box doing on resources?",
     "ev": ["s1", "e5", "e6"],
     "a": "## Summary\n"
          "[[t:CPU is at **~22%**]] [[t:with a load of **1.42**]] [[s:on its 12 threads]].\n\n"
          "### Details\n"
          "- **RAM:** [[t:~18 GiB available]]\n"
          "- **Uptime:** [[t:41 days]]\n"
          "- **Disk (`/`):** [[s:~43% used]], [[c:about 280 GiB free]]\n"
          "- **OS:** [[s:Ubuntu 22.04.5 LTS]] with [[c:kernel 5.15.0-142]]\n\n"
          "Note: the CPU and memory sample is about 8 minutes old. Let me know if you want a fresh one!"},
    {"q": "What Kubernetes version is the cluster running?",
     "ev": ["e1"],
     "a": "## Summary\n"
          "[[s:The cluster runs **k3s on Kubernetes 1.30**]]: [[s:3 of the 4 nodes are on **v1.30.6+k3s1**]] and "
          "[[s:victoria-w2 is still on **v1.30.5+k3s1**]], [[c:which puts it one minor release behind]].\n\n"
          "### Details\n"
          "[[u:The version mismatch is probably why w2 went NotReady]]. Upgrading it to v1.30.6 with the k3s "
          "install script should fix that.\n\n"
          "Let me know if you'd like the exact upgrade steps!"},
]

# ---------------------------------------------------------------------------------------------------- tugela
TUGELA = Clock("2026-12-03T16:30:00+02:00")
TUGELA_MEM = 67_267_653_632

tugela_evidence = [
    steady("s1", TUGELA, age=2000,
           hostname="tugela", os_name="Fedora Linux", os_version="40 (Server Edition)", os_codename=None,
           kernel="6.11.9-200.fc40.x86_64", cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=TUGELA_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_116_767_232},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_264_448},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 999_116_767_232}],
           network_interfaces=[{"name": "enp65s0f0", "mac": "3c:ec:ef:12:8a:40", "addresses": ["10.8.2.40/24"],
                                "is_up": True}],
           dns_servers=["10.8.0.53"], default_gateway="10.8.2.1",
           installed_packages={"gitlab-runner": "17.5.3-1", "podman": "5:5.3.1-1.fc40", "git-core": "2.47.1-1.fc40",
                               "kernel-core": "6.11.11-200.fc40", "openssh-server": "9.6p1-1.fc40.4"},
           available_services=["gitlab-runner.service", "podman.service", "sshd.service", "chronyd.service",
                               "firewalld.service"],
           users=[{"name": "thabo", "uid": 1000, "gid": 1000, "home": "/home/thabo", "shell": "/bin/bash"},
                  {"name": "lindiwe", "uid": 1001, "gid": 1001, "home": "/home/lindiwe", "shell": "/usr/bin/fish"},
                  {"name": "gitlab-runner", "uid": 985, "gid": 985, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["thabo"]},
                   {"name": "systemd-journal", "gid": 190, "members": ["thabo", "lindiwe"]},
                   {"name": "gitlab-runner", "gid": 985, "members": []}]),
    item("e1", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", "enabled", 1422, "2026-11-28T07:02:13+02:00",
              "GitLab Runner"), TUGELA, age=15, args={"name": "gitlab-runner"}),
    item("e2", "linux_processes", processes(341, TUGELA_MEM, [
        (288410, "cc1plus", "gitlab-runner", 99.1, 1_288_490_188, "2026-12-03T16:28:40+02:00",
         "/usr/libexec/gcc/x86_64-redhat-linux/14/cc1plus -quiet -O2 src/engine/query_planner.cpp"),
        (288377, "cc1plus", "gitlab-runner", 98.7, 1_073_741_824, "2026-12-03T16:28:31+02:00",
         "/usr/libexec/gcc/x86_64-redhat-linux/14/cc1plus -quiet -O2 src/engine/executor.cpp"),
        (288455, "ld", "gitlab-runner", 95.0, 2_684_354_560, "2026-12-03T16:29:02+02:00",
         "/usr/bin/ld -plugin liblto_plugin.so -o build/bin/api-server"),
        (287990, "podman", "gitlab-runner", 6.2, 90 * MiB, "2026-12-03T16:14:06+02:00",
         "podman run --rm -v /builds:/builds:Z registry.gitlab.example.org/platform/ci-image:2024.11"),
        (1422, "gitlab-runner", "gitlab-runner", 1.1, 60 * MiB, "2026-11-28T07:02:13+02:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
        (287995, "conmon", "gitlab-runner", 0.9, 2 * MiB, "2026-12-03T16:14:07+02:00", "/usr/bin/conmon --api-version 1"),
    ]), TUGELA, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 999_116_767_232, 902_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_264_448, 331_350_016),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 999_116_767_232, 902_000_000_000),
    ]}, TUGELA, age=25),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-12-03T15:02:11+02:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88412 repo_url=https://gitlab.example.org/platform/api.git "
                  "runner=xY7kq3Pz"),
        log_entry("2026-12-03T15:19:45+02:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=1054.2 job=88412 project=214 runner=xY7kq3Pz"),
        log_entry("2026-12-03T15:21:03+02:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88431 repo_url=https://gitlab.example.org/platform/web.git "
                  "runner=xY7kq3Pz"),
        log_entry("2026-12-03T15:38:50+02:00", "gitlab-runner.service", "err",
                  "Job failed: exit code 1  duration_s=1067.9 job=88431 project=219 runner=xY7kq3Pz"),
        log_entry("2026-12-03T15:40:02+02:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88437 repo_url=https://gitlab.example.org/platform/api.git "
                  "runner=xY7kq3Pz"),
        log_entry("2026-12-03T16:09:58+02:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=1796.3 job=88437 project=214 runner=xY7kq3Pz"),
        log_entry("2026-12-03T16:12:31+02:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to prune volumes: no space left on device  runner=xY7kq3Pz"),
        log_entry("2026-12-03T16:14:05+02:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88450 repo_url=https://gitlab.example.org/platform/api.git "
                  "runner=xY7kq3Pz"),
    ]}, TUGELA, age=40, args={"unit": "gitlab-runner", "since_minutes": 120}),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-21T02:10:05+02:00", "upgrade", "gitlab-runner", "17.4.2-1", "17.5.3-1"),
        package_event("2026-11-21T02:10:33+02:00", "upgrade", "podman", "5:5.2.5-1.fc40", "5:5.3.1-1.fc40"),
        package_event("2026-12-01T02:12:09+02:00", "install", "kernel-core", None, "6.11.11-200.fc40"),
        package_event("2026-12-01T02:12:30+02:00", "upgrade", "git-core", "2.47.0-1.fc40", "2.47.1-1.fc40"),
        package_event("2026-12-01T02:12:31+02:00", "remove", "nodejs20", "20.18.0-1.fc40", None),
    ]}, TUGELA, age=30, args={"since_days": 14}),
    item("e6", "linux_file_changes", {"root": "/etc/gitlab-runner", "since": "2026-12-02T16:29:30+02:00", "files": [
        {"path": "/etc/gitlab-runner/config.toml", "mtime": "2026-12-03T09:14:22+02:00", "size_bytes": 1420},
    ]}, TUGELA, age=30, args={"root": "/etc/gitlab-runner", "since_minutes": 1440}),
    item("e7", "linux_system_info",
         system_info(93.5, [31.2, 28.7, 22.4], 466_090, "2026-11-28T07:01:30+02:00", TUGELA_MEM, 20 * GiB,
                     8 * GiB, 0), TUGELA, age=20),
]

tugela_answers = [
    {"q": "Is the runner picking up jobs?",
     "ev": ["e1", "e4"],
     "a": "## Summary\n"
          "Yes — [[s:`gitlab-runner` is **active (running)**]] [[s:since Nov 28]], and [[c:it has picked up **3 "
          "jobs**]] in the last two hours.\n\n"
          "### Details\n"
          "| Job | Result | Duration |\n"
          "|---|---|---|\n"
          "| 88412 | [[s:✅ succeeded]] | [[s:~17.5 min]] |\n"
          "| 88431 | [[s:❌ failed (exit code 1)]] | [[c:~11 min]] |\n"
          "| 88450 | [[s:no result logged yet]] | — |\n\n"
          "[[u:The web job failed because of a failing test]].\n\n"
          "Let me know if you'd like me to pull the job log for 88431!"},
    {"q": "Why is tugela pegged at 100% CPU?",
     "ev": ["s1", "e2", "e7"],
     "a": "## Summary\n"
          "The machine is busy compiling: [[s:CPU is at **93.5%**]] [[s:with a load average of **31.2**]] on "
          "[[s:this **32-thread** EPYC]].\n\n"
          "### Details\n"
          "**Top processes by CPU:**\n"
          "1. [[s:`cc1plus` (PID 288410) — 99.1%]]\n"
          "2. [[c:`ld` (PID 288455) — 59%]]\n\n"
          "[[s:Both run as the `gitlab-runner` user]]. [[u:This is a normal C++ build and should finish within a "
          "few minutes]].\n\n"
          "Memory isn't an issue — [[c:only about 20% is in use]] and [[s:swap is untouched]].\n\n"
          "Let me know if you'd like to limit the runner's `concurrent` setting!"},
    {"q": "Are we running out of disk on the runner?",
     "ev": ["e3", "e4"],
     "a": "## Summary\n"
          "Yes, it's getting tight: [[s:`/` is **90%** full]] [[c:with only about **97 GiB** left]].\n\n"
          "### Details\n"
          "- **Device:** [[s:`/dev/nvme0n1p3`]] ([[s:btrfs]])\n"
          "- **`/home`:** [[s:same filesystem as `/`]]\n\n"
          "[[s:At 16:12 the runner already failed to prune volumes with \"no space left on device\"]] — [[c:that was "
          "over an hour ago]] — [[u:which means podman's storage is full]].\n\n"
          "You can free space with `podman system prune -af`. Let me know if you'd like a cleanup cron job!"},
    {"q": "What packages changed in the last two weeks?",
     "ev": ["s1", "e5"],
     "a": "## Summary\n"
          "There were [[s:**5** package changes]], [[s:on **Nov 21**]] and [[s:**Dec 1**]].\n\n"
          "### Details\n"
          "- [[s:gitlab-runner 17.4.2 → 17.5.3]]\n"
          "- [[c:podman 5.2.3 → 5.3.1]]\n"
          "- [[s:new kernel 6.11.11-200.fc40 installed]]\n"
          "- [[c:nodejs20 upgraded]]\n\n"
          "[[s:You're still running 6.11.9]]. [[c:The Dec 1 updates ran in the afternoon]]; [[u:they look like "
          "dnf-automatic updates]].\n\n"
          "Let me know if you'd like to schedule a reboot between jobs!"},
    {"q": "Who has sudo on tugela, and what account does the runner use?",
     "ev": ["s1", "e1"],
     "a": "## Summary\n"
          "- **sudo (wheel):** [[s:only thabo]]\n"
          "- **Runner account:** [[s:`gitlab-runner`]] ([[s:UID 985]])\n\n"
          "### Details\n"
          "| User | Shell | Admin |\n"
          "|---|---|---|\n"
          "| lindiwe | [[c:bash]] | [[s:❌]] |\n\n"
          "- [[c:gitlab-runner's home is `/var/lib/gitlab-runner`]]\n"
          "- [[u:The runner service runs as `gitlab-runner`]]\n"
          "- [[s:thabo and lindiwe are both in `systemd-journal`]]\n\n"
          "Let me know if you'd like to grant someone else sudo!"},
    {"q": "Did someone change the runner config today?",
     "ev": ["e1", "e4", "e6"],
     "a": "## Summary\n"
          "Yes — [[s:`/etc/gitlab-runner/config.toml` was modified today at **09:14**]], [[c:about 3 hours "
          "ago]].\n\n"
          "### Details\n"
          "- [[s:It's the only file changed under `/etc/gitlab-runner` in the last 24 hours]]\n"
          "- [[s:The service hasn't been restarted since]]\n"
          "- [[u:gitlab-runner reloads `config.toml` automatically, so the change is already live]]\n"
          "- [[u:The change was made by thabo]]\n"
          "- [[c:Jobs have been failing ever since]]\n\n"
          "Let me know if you'd like me to show the current contents of the file!"},
    {"q": "Give me a quick health overview of tugela.",
     "ev": ["s1", "e1", "e3", "e7"],
     "a": "## Summary\n"
          "[[s:tugela is a Fedora 40 server]] [[s:with 64 GB of RAM]]; [[s:it has been up for about 5 days]], "
          "[[c:since a reboot on Friday]]. Right now [[s:the CPU is nearly maxed out]], [[s:the root filesystem is "
          "90% full]] and [[s:the GitLab runner is active]] — [[c:but swap is 40% used]].\n\n"
          "### Details\n"
          "- **Load average (15 min):** [[c:28.7]]\n\n"
          "Let me know if you'd like a deeper look at any of these!"},
]

MACHINES = [
    {"name": "niagara", "clock": NIAGARA, "evidence": niagara_evidence, "answers": niagara_answers},
    {"name": "iguazu", "clock": IGUAZU, "evidence": iguazu_evidence, "answers": iguazu_answers},
    {"name": "angel", "clock": ANGEL, "evidence": angel_evidence, "answers": angel_answers},
    {"name": "victoria", "clock": VICTORIA, "evidence": victoria_evidence, "answers": victoria_answers},
    {"name": "tugela", "clock": TUGELA, "evidence": tugela_evidence, "answers": tugela_answers},
]
