"""41st generation (written blind by a helper who saw neither the wrapper, its tests, nor any earlier
generation's scenarios or corpus files): five machines named after mountains, answers written the way
3-14B local models answer (tables with ✅/❌, headings, numbered steps, **Summary:** blocks, percentages
worked out from the evidence, sometimes wrongly, confident wrong details and unlabelled suggestions).

everest — an Arch Linux gaming/LLM workstation in Europe/Berlin (+01:00). Steady state (pacman packages,
wheel/video/render groups, kai with zsh, the ollama system account), a fresh linux_system_info (67.7% of
61.9 GiB used, zram swap 1.2 of 8 GiB, load rising 3.10 -> 4.12), processes by memory (the ollama runner at
9.0 GiB, cs2 5.7 GiB, firefox 3.2 GiB), ollama.service up since Wednesday 16:28, two hours of its journal
(qwen2.5-coder:14b loaded, 49/49 layers on the GPU, a VRAM warning at 21:31), a week of pacman history
(six events including the removal of discord), disk usage with a 92.5% full games drive, and a process
list by CPU that is 15 minutes old (stale).

denali — a Debian 12 backup server in America/Anchorage (-09:00). /proc/mdstat shows md0 (RAID1) degraded
to sda2 alone and md1 (RAID6, four members) clean; kernel lines from Friday 22:47 show sdb2 failing out;
smartd reports rising pending sectors on sdc, a normalized Reallocated_Sector_Ct drop 100 -> 98, a sdd
temperature attribute and sdb gone. All systemd units: borgmatic.timer active, restic-offsite.service
failed. Journals: borgmatic ran 01:00-01:44 (412.37 GB original, 6.82 GB deduplicated); restic died at
02:31 with an expired B2 key. Disk usage is 6m40s old (stale); system info fresh (up 4 days 21 hours).

elbrus — an Ubuntu 24.04 Docker host on UTC. A complete container list (15: 13 running, paperless
restarting, watchtower exited), listeners (22, 80, 443, 2222 and 9100 public; traefik's 8080 and the DNS
stub on loopback), the last five lines of traefik.log (paperless router missing, a Let's Encrypt rate
limit for photos.example.org), system info and disk usage (the Docker disk 82.1% of 500 GiB) fresh, and
a process list by memory that is almost 12 minutes old (stale).

aconcagua — a RHEL 9.4 Tomcat server in America/Argentina/Buenos_Aires (-03:00), memory at 96% with swap at
90%. Steady state has its `packages` source in stale_sources, so installed package versions are stale
while the dnf history (java-21 and kernel-core 427.50.1 installed Feb 12) is fresh. Processes by memory
(Tomcat's java 11.5 GiB, a report-batch java of appadmin 1.2 GiB), tomcat.service since 07:48, the
kernel's OOM kills of two Tomcat JVMs (21:04 yesterday and 07:47 today, restart counter at 2), an hour of
Tomcat's journal with one OutOfMemoryError, and a 10-minute-old process list by CPU (stale).

kilimanjaro — an EKS worker on Amazon Linux 2023 in Africa/Nairobi (+03:00). Kubernetes nodes (shira
NotReady on an older kubelet), the ten pods on this node (checkout in CrashLoopBackOff with 27 restarts,
recommendations in ImagePullBackOff), shop deployments (checkout 1/3, recommendations 1/2), system info,
the kubelet journal (back-off, an ECR image not found, one eviction attempt for ephemeral-storage) and the
root XFS at 87% of 80 GiB.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, connection)

# ---------------------------------------------------------------------------------------------- everest
EV = Clock("2026-02-14T21:40:00+01:00")
EV_MEM = 66_437_259_264
EV_BOOT = "2026-02-11T16:28:00+01:00"

everest_evidence = [
    steady("e1", EV, hostname="everest", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.13.2-arch1-1", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=EV_MEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_416_384},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_073_741_824},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": 4_000_650_883_072}],
           network_interfaces=[{"name": "enp7s0", "mac": "a8:a1:59:3c:0e:71", "addresses": ["192.168.178.42/24"], "is_up": True}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1",
           installed_packages={"linux": "6.13.2.arch1-1", "ollama-cuda": "0.5.11-1", "steam": "1.0.0.82-1",
                               "nvidia-utils": "570.86.16-1", "cuda": "12.8.0-1", "firefox": "135.0-1",
                               "gamemode": "1.8.2-1", "pipewire": "1:1.2.7-1"},
           available_services=["ollama.service", "sshd.service", "bluetooth.service", "NetworkManager.service"],
           users=[{"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/usr/bin/zsh"},
                  {"name": "ollama", "uid": 956, "gid": 956, "home": "/var/lib/ollama", "shell": "/usr/bin/nologin"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["kai"]},
                   {"name": "video", "gid": 985, "members": ["kai"]},
                   {"name": "render", "gid": 989, "members": ["ollama"]},
                   {"name": "gamemode", "gid": 961, "members": ["kai"]}]),
    item("e2", "linux_system_info", system_info(38.5, [4.12, 3.87, 3.10], 277_920, EV_BOOT, EV_MEM, 21_474_836_480,
                                                8_589_934_592, 1_288_490_188), EV, age=15),
    item("e3", "linux_processes", processes(412, EV_MEM, [
        (4121, "ollama", "ollama", 96.4, 9_663_676_416, "2026-02-14T20:55:12+01:00",
         "/usr/bin/ollama runner --model /var/lib/ollama/blobs/sha256-6a0746a1ec1a --ctx-size 8192 --n-gpu-layers 49 --port 39217"),
        (6043, "cs2", "kai", 61.2, 6_120_000_000, "2026-02-14T21:05:40+01:00", "/home/kai/.local/share/Steam/steamapps/common/Counter-Strike Global Offensive/game/bin/linuxsteamrt64/cs2 -steam"),
        (2210, "firefox", "kai", 7.3, 3_435_973_837, "2026-02-11T16:35:40+01:00", "/usr/lib/firefox/firefox"),
        (5530, "steamwebhelper", "kai", 2.4, 1_181_116_006, "2026-02-14T19:02:11+01:00", "/home/kai/.local/share/Steam/ubuntu12_64/steamwebhelper -lang=en_US"),
        (1188, "ollama", "ollama", 0.3, 612_368_384, "2026-02-11T16:28:31+01:00", "/usr/bin/ollama serve"),
        (1502, "kwin_wayland", "kai", 3.0, 498_073_600, "2026-02-11T16:29:02+01:00", "/usr/bin/kwin_wayland --wayland-fd 7"),
    ]), EV, age=20, args={"sort": "memory", "limit": 6}),
    item("e4", "linux_service_status", unit("ollama.service", "active", "running", "enabled", 1188,
                                            "2026-02-11T16:28:31+01:00", "Ollama Service"), EV, age=30,
         args={"name": "ollama"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "ollama.service", "entries": [
        log_entry("2026-02-14T20:55:10+01:00", "ollama.service", "info",
                  'time=2026-02-14T20:55:10.112+01:00 level=INFO source=server.go:376 msg="starting llama server" model=qwen2.5-coder:14b'),
        log_entry("2026-02-14T20:55:12+01:00", "ollama.service", "info",
                  "load_tensors: offloaded 49/49 layers to GPU"),
        log_entry("2026-02-14T20:55:13+01:00", "ollama.service", "info",
                  'time=2026-02-14T20:55:13.522+01:00 level=INFO source=server.go:596 msg="llama runner started in 3.41 seconds"'),
        log_entry("2026-02-14T21:31:02+01:00", "ollama.service", "warning",
                  'time=2026-02-14T21:31:02.870+01:00 level=WARN source=sched.go:646 msg="gpu VRAM usage didn\'t recover within timeout" seconds=5.02'),
        log_entry("2026-02-14T21:31:05+01:00", "ollama.service", "info",
                  '[GIN] 2026/02/14 - 21:31:05 | 200 |  12.403s |       127.0.0.1 | POST     "/api/chat"'),
    ]}, EV, age=40, args={"unit": "ollama.service", "since_minutes": 120}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-02-09T19:12:44+01:00", "upgrade", "linux", "6.12.10.arch1-1", "6.13.2.arch1-1"),
        package_event("2026-02-09T19:12:44+01:00", "upgrade", "nvidia-utils", "565.77-1", "570.86.16-1"),
        package_event("2026-02-12T18:03:10+01:00", "upgrade", "ollama-cuda", "0.5.7-2", "0.5.11-1"),
        package_event("2026-02-12T18:03:10+01:00", "upgrade", "cuda", "12.6.3-1", "12.8.0-1"),
        package_event("2026-02-13T22:40:05+01:00", "upgrade", "steam", "1.0.0.81-2", "1.0.0.82-1"),
        package_event("2026-02-13T22:40:05+01:00", "remove", "discord", "0.0.81-1", None),
    ]}, EV, age=60, args={"since_days": 7}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 1_998_694_416_384, 1_412_000_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_073_741_824, 187_000_000),
        fs("/dev/sda1", "/mnt/games", "ext4", 4_000_650_883_072, 3_702_000_000_000),
    ]}, EV, age=25),
    item("e8", "linux_processes", processes(409, EV_MEM, [
        (6043, "cs2", "kai", 88.4, 6_010_000_000, "2026-02-14T21:05:40+01:00", "cs2 -steam"),
        (5530, "steamwebhelper", "kai", 12.1, 1_160_000_000, "2026-02-14T19:02:11+01:00", "steamwebhelper -lang=en_US"),
        (1502, "kwin_wayland", "kai", 6.0, 497_000_000, "2026-02-11T16:29:02+01:00", "/usr/bin/kwin_wayland --wayland-fd 7"),
        (2210, "firefox", "kai", 4.8, 3_400_000_000, "2026-02-11T16:35:40+01:00", "/usr/lib/firefox/firefox"),
        (4121, "ollama", "ollama", 1.9, 9_663_676_416, "2026-02-14T20:55:12+01:00", "/usr/bin/ollama runner --model /var/lib/ollama/blobs/sha256-6a0746a1ec1a"),
    ]), EV, age=900, args={"sort": "cpu", "limit": 5}),
]

everest_answers = [
    {"q": "Why is my PC so sluggish right now? Is something eating RAM?", "ev": ["e1", "e2", "e3"],
     "a": """Hey! I had a look at **everest** — here's the memory picture right now.

### Memory
- **RAM:** [[s:67.7% used]] ([[c:roughly 44.9 GiB]] of 61.9 GiB)
- **Swap (zram):** [[c:2.1 GiB of 8 GiB in use]]
- **Load:** [[s:4.12 over the last minute]], [[c:which is down from the 15-minute average]]

### Top memory users
| # | Process | PID | RSS |
|---|---|---|---|
| 1 | ollama runner | 4121 | [[s:~9.0 GiB]] |
| 2 | cs2 | 6043 | [[c:~3.2 GiB]] |
| 3 | firefox | 2210 | [[s:~3.2 GiB]] |
| 4 | steamwebhelper | 5530 | [[s:~1.1 GiB]], [[c:running as root]] |

**Summary:** [[s:The ollama runner is the single biggest process]], [[c:using about twice as much memory as Firefox and cs2 put together]]. [[u:It probably still has the 14B model sitting in VRAM too]], so if you're gaming at the same time that would explain the stutter.

If you don't need the model right now you can unload it with `ollama stop qwen2.5-coder:14b`."""},
    {"q": "Is ollama running, and since when?", "ev": ["e4", "e5"],
     "a": """Yes ✅ `ollama.service` is [[s:active (running)]], and it has been up [[s:since Wednesday, 11 Feb at 16:28]] — [[c:so about 2 days now]].

What the log shows for the last two hours:
1. [[s:At 20:55 it started a llama server for `qwen2.5-coder:14b`]].
2. [[s:All 49 layers were offloaded to the GPU]], [[c:and the runner needed about 13 seconds to start]].
3. [[s:At 21:31 there was a warning that GPU VRAM usage didn't recover]] — [[u:that normally happens when another program (like a game) grabs VRAM while the model is loaded]].
4. [[s:The last `/api/chat` request came back with a 200]] [[c:after ~2.4 s]].

[[s:No errors in that window]]. [[u:It's listening on the default port 11434]], so `curl localhost:11434/api/ps` should show the loaded model."""},
    {"q": "What got updated this week, and do I need to reboot?", "ev": ["e1", "e2", "e6"],
     "a": """Here's everything pacman did in the last 7 days:

| Date | Package | Change |
|---|---|---|
| Mon Feb 9 | linux | [[s:6.12.10 → 6.13.2]] |
| Mon Feb 9 | nvidia-utils | [[c:565.77 → 570.86.10]] |
| Thu Feb 12 | ollama-cuda | [[s:0.5.7 → 0.5.11]] |

[[c:That's 5 package changes in total]], [[c:and nothing was removed]].

**Reboot?** [[s:You're running kernel 6.13.2-arch1-1]], and [[s:the machine was last booted on Feb 11]], [[s:two days after the kernel upgrade]] — so no reboot needed ✅. [[u:The new NVIDIA driver is most likely also why ollama loads models faster now]]."""},
    {"q": "How full are my disks?", "ev": ["e1", "e7"],
     "a": """**Disk usage on everest**

- `/` (btrfs on nvme0n1p2): [[s:70.6% used]]
- `/mnt/games` (ext4 on sda1): [[s:92.5% full]], [[c:only ~120 GB free]]
- `/boot` (vfat): [[s:about 17%]]

**Summary:** [[s:The games drive is the fullest one]], with [[c:about 3.7 TiB used]]. [[s:Your root filesystem has roughly twice as much free space as the games drive]]. [[u:Most of that is probably Steam's shader cache and old Proton prefixes]].

Try `ncdu /mnt/games` to see what's taking the room."""},
    {"q": "What's using the CPU most right now?", "ev": ["e1", "e2", "e8"],
     "a": """From the process list sorted by CPU: [[t:`cs2` is on top at about 88%]], [[t:followed by `steamwebhelper` at 12%]], [[t:while the ollama runner is barely doing anything (~2%)]].

Overall the machine looks OK:
- CPU: [[s:38.5% total]]
- Load average: [[s:4.12 / 3.87 / 3.10]]
- Uptime: [[c:just over 4 days]]

[[u:Nothing looks stuck or runaway]]; [[t:the game is simply the heaviest thing running]]."""},
    {"q": "Who on everest can use sudo? And what's the ollama account?", "ev": ["e1"],
     "a": """Accounts on everest:

- **kai** — [[s:UID 1000]], [[c:shell `/bin/bash`]]
- **ollama** — [[s:system account (UID 956)]] [[s:with no login shell]]

[[s:Only `kai` is a member of `wheel`]], [[u:and wheel is allowed to run sudo in `/etc/sudoers`]]. [[c:The `ollama` user is also in the `video` group]] so it can reach the GPU, [[s:and kai is in `video` as well]]."""},
    {"q": "What versions of steam, firefox, ollama and the nvidia driver do I have?", "ev": ["e1"],
     "a": """Installed versions (from pacman):

| Package | Installed |
|---|---|
| steam | [[s:1.0.0.82-1]] |
| firefox | [[c:134.0.2-1]] |
| ollama-cuda | [[c:0.5.7-2]] |
| nvidia-utils | [[s:570.86.16]] |
| cuda | [[s:12.8.0]] |

[[u:Your GPU is an NVIDIA RTX 4080]], [[u:which the 570 driver fully supports]]. [[u:All of these are the latest versions in the Arch repos]]."""},
]

# ----------------------------------------------------------------------------------------------- denali
DN = Clock("2026-02-15T06:20:00-09:00")
DN_MEM = 33_546_215_424

denali_evidence = [
    steady("e1", DN, hostname="denali", domain="lab.internal", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-30-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=DN_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249_923_895_296},
                  {"device": "/dev/md1", "mountpoint": "/srv/backup", "fstype": "ext4", "total_bytes": 15_996_785_098_752}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:52:10:8a", "addresses": ["10.20.0.15/24"], "is_up": True}],
           dns_servers=["10.20.0.2", "1.1.1.1"], default_gateway="10.20.0.1",
           installed_packages={"borgbackup": "1.2.4-1", "borgmatic": "1.7.7-1", "restic": "0.14.0-1+b5",
                               "mdadm": "4.2-5", "smartmontools": "7.3-pre1-1", "openssh-server": "1:9.2p1-2+deb12u4"},
           available_services=["borgmatic.service", "borgmatic.timer", "restic-offsite.service", "smartmontools.service",
                               "mdmonitor.service", "ssh.service"],
           users=[{"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"},
                  {"name": "marta", "uid": 1000, "gid": 1000, "home": "/home/marta", "shell": "/bin/bash"},
                  {"name": "borg", "uid": 1001, "gid": 1001, "home": "/srv/backup/borg", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["marta"]},
                   {"name": "adm", "gid": 4, "members": ["marta"]},
                   {"name": "borg", "gid": 1001, "members": ["borg"]}]),
    item("e2", "linux_file_read", {"path": "/proc/mdstat", "offset": 0, "limit": 200, "total_lines": 10, "lines": [
        "Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10] ",
        "md1 : active raid6 sdf1[3] sde1[2] sdd1[1] sdc1[0]",
        "      15621176320 blocks super 1.2 level 6, 512k chunk, algorithm 2 [4/4] [UUUU]",
        "      bitmap: 2/59 pages [8KB], 65536KB chunk",
        "",
        "md0 : active raid1 sda2[0]",
        "      244066304 blocks super 1.2 [2/1] [U_]",
        "      ",
        "unused devices: <none>",
        "",
    ]}, DN, age=30, args={"path": "/proc/mdstat"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "smartmontools.service", "entries": [
        log_entry("2026-02-15T00:14:03-09:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-02-15T00:14:03-09:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], SMART Usage Attribute: 5 Reallocated_Sector_Ct changed from 100 to 98"),
        log_entry("2026-02-15T00:14:03-09:00", "smartmontools.service", "info",
                  "Device: /dev/sdd [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 64 to 62"),
        log_entry("2026-02-15T03:14:03-09:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
        log_entry("2026-02-15T03:14:04-09:00", "smartmontools.service", "err",
                  "Device: /dev/sdb [SAT], open() failed: No such device"),
        log_entry("2026-02-15T06:14:03-09:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 16 Currently unreadable (pending) sectors"),
    ]}, DN, age=45, args={"unit": "smartmontools.service", "since_minutes": 480}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-13T22:47:11-09:00", "kernel", "err", "ata2.00: failed command: READ FPDMA QUEUED"),
        log_entry("2026-02-13T22:47:11-09:00", "kernel", "err", "ata2.00: status: { DRDY ERR }"),
        log_entry("2026-02-13T22:47:19-09:00", "kernel", "crit", "md/raid1:md0: Disk failure on sdb2, disabling device."),
        log_entry("2026-02-13T22:47:19-09:00", "kernel", "crit", "md/raid1:md0: Operation continuing on 1 devices."),
    ]}, DN, age=50, args={"grep": "md|ata", "since_minutes": 2880}),
    item("e5", "linux_service_status", {"units": [
        unit("borgmatic.service", "inactive", "dead", "static", None, None, "borgmatic backup"),
        unit("borgmatic.timer", "active", "waiting", "enabled", None, "2026-02-10T09:02:11-09:00", "Run borgmatic backup"),
        unit("restic-offsite.service", "failed", "failed", "static", None, None, "Restic off-site copy to B2"),
        unit("smartmontools.service", "active", "running", "enabled", 812, "2026-02-10T09:02:14-09:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("mdmonitor.service", "active", "running", "static", 790, "2026-02-10T09:02:13-09:00", "MD array monitor"),
        unit("ssh.service", "active", "running", "enabled", 901, "2026-02-10T09:02:15-09:00", "OpenBSD Secure Shell server"),
    ]}, DN, age=40),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "restic-offsite.service", "entries": [
        log_entry("2026-02-15T02:30:01-09:00", "restic-offsite.service", "info",
                  "Starting restic-offsite.service - Restic off-site copy to B2..."),
        log_entry("2026-02-15T02:30:05-09:00", "restic-offsite.service", "info",
                  "repository 3f9a21c6 opened (version 2, compression level auto)"),
        log_entry("2026-02-15T02:31:47-09:00", "restic-offsite.service", "err",
                  "Fatal: unable to save snapshot: b2_upload_file: 401: unauthorized: application key is expired"),
        log_entry("2026-02-15T02:31:47-09:00", "restic-offsite.service", "notice",
                  "restic-offsite.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-15T02:31:47-09:00", "restic-offsite.service", "warning",
                  "restic-offsite.service: Failed with result 'exit-code'."),
    ]}, DN, age=55, args={"unit": "restic-offsite.service", "since_minutes": 480}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 249_923_895_296, 102_468_797_071),
        fs("/dev/md1", "/srv/backup", "ext4", 15_996_785_098_752, 13_437_299_482_951),
    ]}, DN, age=400),
    item("e8", "linux_system_info", system_info(3.1, [0.41, 0.62, 0.55], 422_280, "2026-02-10T09:02:00-09:00",
                                                DN_MEM, 28_930_000_000, 2_147_483_648, 0), DN, age=20),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "borgmatic.service", "entries": [
        log_entry("2026-02-15T01:00:02-09:00", "borgmatic.service", "info", "Starting borgmatic.service - borgmatic backup..."),
        log_entry("2026-02-15T01:00:04-09:00", "borgmatic.service", "info", "/etc/borgmatic/config.yaml: Creating archive"),
        log_entry("2026-02-15T01:41:52-09:00", "borgmatic.service", "info", "Archive name: denali-2026-02-15T01:00:04"),
        log_entry("2026-02-15T01:41:52-09:00", "borgmatic.service", "info",
                  "This archive: 412.37 GB (original size) 398.11 GB (compressed size) 6.82 GB (deduplicated size)"),
        log_entry("2026-02-15T01:43:10-09:00", "borgmatic.service", "info", "/etc/borgmatic/config.yaml: Pruning archives"),
        log_entry("2026-02-15T01:44:31-09:00", "borgmatic.service", "info", "borgmatic.service: Deactivated successfully."),
        log_entry("2026-02-15T01:44:31-09:00", "borgmatic.service", "info", "Finished borgmatic.service - borgmatic backup."),
    ]}, DN, age=50, args={"unit": "borgmatic.service", "since_minutes": 480}),
]

denali_answers = [
    {"q": "Is the RAID on denali healthy?", "ev": ["e1", "e2", "e4"],
     "a": """**Short answer: no** ❌ — one of the two arrays is degraded.

| Array | Level | State |
|---|---|---|
| md0 (`/`) | [[s:RAID1]] | [[s:degraded, 1 of 2 disks]] |
| md1 (`/srv/backup`) | [[c:RAID5]] | [[s:clean, all 4 up]] |

What happened: [[s:on Friday evening at 22:47 the kernel logged a failed READ FPDMA QUEUED on ata2]], [[s:and md kicked `sdb2` out of md0 a few seconds later]]. [[c:That was about 12 hours ago]].

[[u:The sdb disk itself is most likely dead rather than just a loose cable]] — I'd check `smartctl -a /dev/sdb` and replace it soon."""},
    {"q": "Any SMART warnings on denali?", "ev": ["e3"],
     "a": """Yes, smartd has been complaining over the last 8 hours:

1. **/dev/sdc** — [[s:pending (unreadable) sectors went from 8 to 16]] [[s:at the 03:14 check]], [[c:and it was back down to 8 at 06:14]]. [[c:Its Reallocated_Sector_Ct went up from 98 to 100]].
2. **/dev/sdd** — [[s:the temperature attribute changed from 64 to 62]], [[u:so it's running a bit hot, probably poor airflow in that bay]].
3. **/dev/sdb** — [[s:smartd can't open it any more ("No such device")]], [[u:which means it has already been pulled out of the chassis]].

**Summary:** [[c:Only one disk shows up in the smartd log]], and [[s:sdc is the one getting worse]]. [[u:It's part of md1, so the backup array would lose its redundancy if it fails]]."""},
    {"q": "Did last night's backups work?", "ev": ["e5", "e6", "e9"],
     "a": """Good morning! Here's last night:

### borgmatic ✅
- [[s:Started at 01:00]] [[s:and finished at 01:44]] ([[c:about 1 hour 15 minutes]])
- Archive `denali-2026-02-15T01:00:04`: [[c:only 68.2 GB after deduplication]]
- [[s:The timer is active]], so it'll run again tonight

### restic off-site ❌
- [[s:`restic-offsite.service` is in the failed state]]
- It opened the repository fine [[s:but died at 02:31 with "application key is expired"]]
- [[c:It ran for about 10 minutes before failing]]

**Summary:** [[s:The local borg backup worked, the off-site copy to B2 did not]]. [[u:The last successful off-site copy was probably a few days ago]] — you'll need a new B2 application key in the restic environment file."""},
    {"q": "How much space is left on the backup array?", "ev": ["e1", "e7"],
     "a": """The backup array `/dev/md1` on `/srv/backup` is [[t:84% full]]: [[t:about 13.4 TB used]] and [[t:roughly 2.6 TB free]] out of [[s:16 TB]] ([[t:that's about 12.2 TiB used]]). The root filesystem is at [[t:41%]].

At the current rate ([[u:each nightly archive adds ~7 GB deduplicated]]) [[u:you have more than a year of headroom]]."""},
    {"q": "How long has denali been up, and how's the load?", "ev": ["e1", "e5", "e8"],
     "a": """- **Uptime:** [[s:4 days 21 hours]]
- **Load:** [[s:0.41 / 0.62 / 0.55]]
- **CPU:** [[c:13%]]
- **Memory:** [[s:~4.3 GiB used of 31.2 GiB]]
- **Swap:** [[c:about 2 GiB in use]]

[[s:smartmontools has been running since boot]], [[c:and so has `restic-offsite`]]."""},
    {"q": "Who has sudo on denali, and which account runs the backups?", "ev": ["e1"],
     "a": """Here's the account picture on denali:

- `marta` ([[s:UID 1000]]) — [[s:the only member of `sudo`]]
- `borg` ([[c:UID 1002]]) — [[s:home is `/srv/backup/borg`]], [[c:with login disabled (`nologin`)]]
- `backup` — [[s:the stock Debian system account, UID 34]]

[[u:The borgmatic job runs as root via the systemd unit]], [[u:and `borg` is only used by remote clients pushing over SSH]]. [[c:`borg` is also in the `sudo` group]], which I'd remove."""},
    {"q": "Give me a quick health report for denali.",
     "a": """## denali health report

| Check | Status | Details |
|---|---|---|
| RAID md0 | ❌ | [[s:degraded (U_)]] |
| SMART | ❌ | [[s:sdc pending sectors rising]] |
| restic off-site | ❌ | [[s:failed, expired key]] |
| Disk space | ⚠️ | [[t:/srv/backup at 84%]] |
| Uptime | ✅ | [[c:5 days 21 h]] |

**Summary:** [[c:2 of the 5 checks are failing]]. [[s:Both backup jobs ran last night]], [[s:but only the local one succeeded]]. Replace sdb first, then renew the B2 key."""},
]

# ----------------------------------------------------------------------------------------------- elbrus
EL = Clock("2026-02-16T13:05:00+00:00")
EL_MEM = 33_651_642_368

elbrus_evidence = [
    steady("e1", EL, hostname="elbrus", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="AMD EPYC 7443P 24-Core Processor", cpu_cores=8, cpu_threads=8,
           memory_total_bytes=EL_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 160_041_885_696},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/docker", "fstype": "ext4", "total_bytes": 536_870_912_000}],
           network_interfaces=[{"name": "eth0", "mac": "96:00:03:a1:7c:22", "addresses": ["203.0.113.40/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:11:90:0b", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
           installed_packages={"docker-ce": "5:27.5.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.25-1",
                               "docker-compose-plugin": "2.32.4-1~ubuntu.24.04~noble",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "prometheus-node-exporter": "1.7.0-1ubuntu0.2"},
           available_services=["docker.service", "containerd.service", "ssh.service", "prometheus-node-exporter.service"],
           users=[{"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 988, "members": ["deploy"]},
                   {"name": "sudo", "gid": 27, "members": ["deploy"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c0d2e4b5", "traefik", "traefik:v3.3.3", "running", "Up 6 days", "2026-01-28T09:12:00+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp", "127.0.0.1:8080->8080/tcp"]),
        box("b2e4d1c3f5a6", "nextcloud", "nextcloud:30.0.5-apache", "running", "Up 6 days", "2026-01-28T09:12:05+00:00"),
        box("c3d5e2f4a6b7", "nextcloud-db", "mariadb:11.4", "running", "Up 6 days", "2026-01-28T09:12:03+00:00"),
        box("d4c6f3a5b7c8", "nextcloud-redis", "redis:7.4-alpine", "running", "Up 6 days", "2026-01-28T09:12:02+00:00"),
        box("e5b7a4c6d8e9", "vaultwarden", "vaultwarden/server:1.33.0", "running", "Up 2 days", "2026-02-14T08:30:11+00:00"),
        box("f6a8b5d7e9f0", "gitea", "gitea/gitea:1.23.1", "running", "Up 6 days", "2026-01-20T17:44:40+00:00",
            ["0.0.0.0:2222->22/tcp"]),
        box("07b9c6e8f0a1", "gitea-db", "postgres:16-alpine", "running", "Up 6 days", "2026-01-20T17:44:38+00:00"),
        box("18c0d7f9a1b2", "grafana", "grafana/grafana:11.4.0", "running", "Up 3 hours", "2026-02-16T09:58:20+00:00"),
        box("29d1e8a0b2c3", "prometheus", "prom/prometheus:v3.1.0", "running", "Up 6 days", "2026-01-20T17:50:02+00:00"),
        box("3ae2f9b1c3d4", "uptime-kuma", "louislam/uptime-kuma:1.23.16", "running", "Up 6 days", "2026-01-20T17:52:15+00:00"),
        box("4bf3a0c2d4e5", "paperless", "ghcr.io/paperless-ngx/paperless-ngx:2.14.5", "restarting",
            "Restarting (1) 38 seconds ago", "2026-01-25T11:03:09+00:00"),
        box("5c04b1d3e5f6", "immich-server", "ghcr.io/immich-app/immich-server:v1.125.7", "running", "Up 26 hours",
            "2026-02-15T10:48:51+00:00"),
        box("6d15c2e4f6a7", "immich-ml", "ghcr.io/immich-app/immich-machine-learning:v1.125.7", "running", "Up 26 hours",
            "2026-02-15T10:48:49+00:00"),
        box("7e26d3f5a7b8", "watchtower", "containrrr/watchtower:1.7.1", "exited", "Exited (1) 2 days ago",
            "2026-01-20T17:55:00+00:00"),
        box("8f37e4a6b8c9", "homepage", "ghcr.io/gethomepage/homepage:v0.10.9", "running", "Up 6 days",
            "2026-01-20T18:01:31+00:00"),
    ]}, EL, age=25, args={"all": True}),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "96:00:03:a1:7c:22", "addresses": ["203.0.113.40/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:5e:11:90:0b", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"),
            listener(53, "127.0.0.53", 640, "systemd-resolve"),
            listener(53, "127.0.0.53", 640, "systemd-resolve", proto="udp"),
            listener(80, "0.0.0.0", 3310, "docker-proxy"),
            listener(443, "0.0.0.0", 3322, "docker-proxy"),
            listener(2222, "0.0.0.0", 3401, "docker-proxy"),
            listener(8080, "127.0.0.1", 3335, "docker-proxy"),
            listener(9100, "::", 988, "prometheus-node"),
        ],
        "connections": [
            connection("203.0.113.40:22", "198.51.100.23:51544", 1893, "sshd"),
            connection("203.0.113.40:443", "192.0.2.77:40112", 3322, "docker-proxy"),
        ]}, EL, age=30),
    item("e4", "linux_file_read", {"path": "/srv/traefik/logs/traefik.log", "offset": 48208, "limit": 5,
                                   "total_lines": 48213, "lines": [
        '2026-02-16T12:40:03Z INF Configuration loaded from flags.',
        '2026-02-16T12:58:41Z ERR error="service \\"paperless@docker\\" does not exist" entryPointName=websecure routerName=paperless@docker',
        '2026-02-16T13:01:12Z ERR Unable to obtain ACME certificate for domains error="unable to generate a certificate for the domains [photos.example.org]: acme: error: 429 :: POST :: https://acme-v02.api.letsencrypt.org/acme/new-order :: urn:ietf:params:acme:error:rateLimited :: too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s" ACME CA=https://acme-v02.api.letsencrypt.org/directory domains=["photos.example.org"] providerName=letsencrypt.acme routerName=immich@docker',
        '2026-02-16T13:02:09Z WRN No domain found in rule HostRegexp(`.+`), the TLS options applied for this router will depend on the SNI of each request entryPointName=websecure routerName=catchall@file',
        '2026-02-16T13:04:40Z ERR error="service \\"paperless@docker\\" does not exist" entryPointName=websecure routerName=paperless@docker',
    ]}, EL, age=35, args={"path": "/srv/traefik/logs/traefik.log", "offset": 48208, "limit": 5}),
    item("e5", "linux_system_info", system_info(22.4, [2.31, 1.95, 1.80], 527_040, "2026-02-10T10:41:00+00:00",
                                                EL_MEM, 9_126_805_504, 4_294_967_296, 1_503_238_554), EL, age=20),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda1", "/", "ext4", 160_041_885_696, 48_000_000_000),
        fs("/dev/sdb1", "/var/lib/docker", "ext4", 536_870_912_000, 441_000_000_000),
    ]}, EL, age=20),
    item("e7", "linux_processes", processes(388, EL_MEM, [
        (4411, "python", "root", 34.0, 3_328_599_654, "2026-02-15T10:49:02+00:00", "python -m immich_ml"),
        (2890, "mariadbd", "999", 3.1, 2_576_980_378, "2026-02-10T10:42:30+00:00", "mariadbd --transaction-isolation=READ-COMMITTED"),
        (4120, "node", "root", 11.2, 1_717_986_918, "2026-02-15T10:48:55+00:00", "node dist/main"),
        (3012, "apache2", "www-data", 0.8, 905_969_664, "2026-02-10T10:42:41+00:00", "apache2 -DFOREGROUND"),
        (3550, "prometheus", "nobody", 1.9, 734_003_200, "2026-02-10T10:42:35+00:00", "/bin/prometheus --config.file=/etc/prometheus/prometheus.yml"),
        (3380, "postgres", "70", 0.4, 419_430_400, "2026-02-10T10:42:31+00:00", "postgres"),
    ]), EL, age=700, args={"sort": "memory", "limit": 6}),
]

elbrus_answers = [
    {"q": "How many containers are running on elbrus, and are any broken?", "ev": ["e2"],
     "a": """You have [[s:**15 containers** in total]]:

- ✅ [[c:12 running]]
- 🔁 [[s:1 restarting — `paperless`]]
- ⏹️ [[s:1 exited — `watchtower`]] ([[s:2 days ago]])

[[s:`grafana` was restarted about 3 hours ago]] [[c:and `vaultwarden` about 26 hours ago]].

**Summary:** [[s:`paperless` is the only container in a restart loop]]; [[u:watchtower probably died because it can't reach the Docker socket]]. You can check it with `docker logs watchtower`."""},
    {"q": "What ports are open to the outside on elbrus?", "ev": ["e2", "e3"],
     "a": """Publicly reachable (bound to all interfaces):

| Port | Process | What |
|---|---|---|
| 22 | [[s:sshd]] | SSH |
| 80 | docker-proxy | [[s:traefik (HTTP)]] |
| 443 | docker-proxy | [[s:traefik (HTTPS)]] |
| 2222 | docker-proxy | [[s:gitea's SSH]] |
| 9100 | [[s:node exporter]] | Prometheus metrics — [[u:firewalled by UFW]] |

[[c:DNS (53) is exposed too, via systemd-resolved]]. [[c:Grafana is also published directly on port 3000]], you may want to put it behind traefik instead.

[[c:In total 6 ports are open to the outside]]."""},
    {"q": "Why is paperless down?", "ev": ["e2", "e4"],
     "a": """Looking at this, `paperless` is [[s:stuck in a restart loop]] and [[s:Traefik can't route to it]]: [[s:at 12:58 it logged `service "paperless@docker" does not exist`]].

Possible causes:
1. [[u:The most likely cause is that paperless can't reach its database]].
2. [[s:It keeps exiting with code 1]], [[u:which usually points to a bad `PAPERLESS_*` environment variable]].
3. [[c:The container was only created 2 hours ago]], so it may never have worked.

[[c:The image is `paperless-ngx:2.13.5`]]. [[u:Watchtower may have pulled a broken update]] — [[c:it's still running]], so check its log too.

Run `docker logs --tail 50 paperless` to see the actual error."""},
    {"q": "How are RAM, CPU and disk on elbrus?", "ev": ["e1", "e5", "e6"],
     "a": """**elbrus resources**

- CPU: [[s:22.4%]]
- RAM: [[s:72.9% used]] — [[c:about 24.5 GiB of 31.3 GiB]]
- Swap: [[s:1.4 GiB]] ([[c:about 14%]])
- `/var/lib/docker`: [[s:82.1% used]] ([[s:~410 GiB of 500 GiB]])

**Uptime:** [[s:6 days, 2 hours]].

[[c:The Docker volume has less than 80 GB left]]; [[u:old immich image layers are probably most of that]]. `docker system df` will tell you."""},
    {"q": "Which containers use the most memory?", "ev": ["e5", "e7"],
     "a": """These are the biggest memory users (host view of the container processes):

1. **immich-ml** (`python -m immich_ml`) — [[t:~3.1 GiB]]
2. **nextcloud-db** (mariadbd) — [[t:~2.4 GiB]]
3. **immich-server** (node) — [[t:~1.6 GiB]]
4. **prometheus** — [[t:~700 MiB]]
5. **nextcloud** (apache2) — [[t:~860 MiB]]

[[t:Immich together uses about 4.7 GiB]], [[t:roughly twice what MariaDB uses]]. Overall the host [[s:has about 8.5 GiB available]], [[u:so nothing is in danger of being OOM-killed]]."""},
    {"q": "Is traefik handling TLS fine? Any cert problems?", "ev": ["e2", "e4"],
     "a": """Mostly yes, but there's one problem ⚠️

- [[s:Traefik failed to get a Let's Encrypt certificate for `photos.example.org`]]
- [[s:The reason is a rate limit]]: [[c:too many certificates (10) already issued]] [[s:for that exact set of names in the last 168 hours]]
- [[u:All the other domains have valid certificates]]
- [[s:It's running traefik v3.3.3]]

[[u:The limit resets after 7 days]], [[u:so photos will keep serving the default self-signed cert until then]].

**Summary:** [[u:one domain (photos / immich) is affected]]; [[u:this was probably caused by the immich container restarting and traefik re-requesting certs each time]]."""},
    {"q": "Which Docker version is on elbrus and who can run docker?", "ev": ["e1"],
     "a": """- **Docker Engine:** [[s:27.5.1]]
- **containerd:** [[c:1.7.24]]
- **Compose plugin:** [[s:v2.32.4]]
- **OS:** [[s:Ubuntu 24.04 (noble)]], [[c:kernel 6.8.0-49-generic]]

Members of the `docker` group: [[s:`deploy`]] [[c:and `gitlab-runner`]]. [[u:Anyone in that group is effectively root]], so keep the list short. [[s:`deploy` also has sudo]]."""},
]

# -------------------------------------------------------------------------------------------- aconcagua
AC = Clock("2026-02-17T10:12:00-03:00")
AC_MEM = 16_496_934_912

aconcagua_steady = steady(
    "e1", AC, age=5400, hostname="aconcagua", domain="corp.example.com", os_name="Red Hat Enterprise Linux",
    os_version="9.4", os_codename="Plow", kernel="5.14.0-427.42.1.el9_4.x86_64",
    cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=4, cpu_threads=8, memory_total_bytes=AC_MEM,
    package_manager="rpm",
    disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 53_687_091_200},
           {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_073_741_824}],
    network_interfaces=[{"name": "ens192", "mac": "00:50:56:9a:3e:11", "addresses": ["10.8.14.21/23"], "is_up": True}],
    dns_servers=["10.8.0.10", "10.8.0.11"], default_gateway="10.8.14.1",
    installed_packages={"java-17-openjdk-headless": "1:17.0.13.0.11-4.el9", "tomcat": "1:9.0.87-1.el9_4.2",
                        "httpd": "2.4.57-11.el9_4.1", "kernel-core": "5.14.0-427.42.1.el9_4",
                        "falcon-sensor": "7.18.0-17106.el9"},
    available_services=["tomcat.service", "httpd.service", "falcon-sensor.service", "sshd.service"],
    users=[{"name": "tomcat", "uid": 53, "gid": 53, "home": "/usr/share/tomcat", "shell": "/sbin/nologin"},
           {"name": "appadmin", "uid": 1000, "gid": 1000, "home": "/home/appadmin", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["appadmin"]}, {"name": "tomcat", "gid": 53, "members": []}])
aconcagua_steady["data"]["stale_sources"] = ["packages"]

aconcagua_evidence = [
    aconcagua_steady,
    item("e2", "linux_system_info", system_info(71.3, [6.84, 5.92, 4.10], 1_666_620, "2026-01-29T03:15:00-03:00",
                                                AC_MEM, 659_877_396, 4_294_967_296, 3_865_470_566), AC, age=10),
    item("e3", "linux_processes", processes(243, AC_MEM, [
        (2741, "java", "tomcat", 184.0, 12_348_030_976, "2026-02-17T07:48:22-03:00",
         "/usr/lib/jvm/jre-17/bin/java -Xms4g -Xmx12g -XX:+UseG1GC -Dcatalina.base=/usr/share/tomcat -Dcatalina.home=/usr/share/tomcat org.apache.catalina.startup.Bootstrap start"),
        (3310, "java", "appadmin", 1.2, 1_288_490_188, "2026-02-16T18:20:05-03:00",
         "java -jar /opt/batch/report-batch.jar --spring.profiles.active=prod"),
        (988, "falcon-sensor", "root", 2.1, 312_475_648, "2026-01-29T03:15:41-03:00", "/opt/CrowdStrike/falcon-sensor"),
        (1203, "httpd", "apache", 0.4, 41_943_040, "2026-01-29T03:15:44-03:00", "/usr/sbin/httpd -DFOREGROUND"),
        (1107, "rsyslogd", "root", 0.1, 25_165_824, "2026-01-29T03:15:38-03:00", "/usr/sbin/rsyslogd -n"),
    ]), AC, age=15, args={"sort": "memory", "limit": 5}),
    item("e4", "linux_service_status", unit("tomcat.service", "active", "running", "enabled", 2741,
                                            "2026-02-17T07:48:21-03:00", "Apache Tomcat Web Application Container"),
         AC, age=20, args={"name": "tomcat"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-16T21:04:17-03:00", "kernel", "warning",
                  "java invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0"),
        log_entry("2026-02-16T21:04:17-03:00", "kernel", "err",
                  "Out of memory: Killed process 1877 (java) total-vm:18874368kB, anon-rss:12102340kB, file-rss:0kB, shmem-rss:0kB, UID:53 pgtables:26112kB oom_score_adj:0"),
        log_entry("2026-02-16T21:04:18-03:00", "tomcat.service", "warning", "tomcat.service: Failed with result 'oom-kill'."),
        log_entry("2026-02-16T21:04:39-03:00", "tomcat.service", "info",
                  "tomcat.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-02-17T07:47:58-03:00", "kernel", "warning",
                  "java invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0"),
        log_entry("2026-02-17T07:47:58-03:00", "kernel", "err",
                  "Out of memory: Killed process 2215 (java) total-vm:18912256kB, anon-rss:12189004kB, file-rss:0kB, shmem-rss:0kB, UID:53 pgtables:26240kB oom_score_adj:0"),
        log_entry("2026-02-17T07:48:02-03:00", "tomcat.service", "warning", "tomcat.service: Failed with result 'oom-kill'."),
        log_entry("2026-02-17T07:48:20-03:00", "tomcat.service", "info",
                  "tomcat.service: Scheduled restart job, restart counter is at 2."),
    ]}, AC, age=30, args={"grep": "oom|Killed process|restart", "since_minutes": 1440}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "tomcat.service", "entries": [
        log_entry("2026-02-17T09:58:12-03:00", "tomcat.service", "warning",
                  "WARNING [main] org.apache.catalina.loader.WebappClassLoaderBase.clearReferencesThreads The web application [reports] appears to have started a thread named [pool-3-thread-1] but has failed to stop it. This is very likely to create a memory leak."),
        log_entry("2026-02-17T10:05:44-03:00", "tomcat.service", "err",
                  "SEVERE [http-nio-8080-exec-37] org.apache.catalina.core.StandardWrapperValve.invoke Servlet.service() for servlet [dispatcher] threw exception java.lang.OutOfMemoryError: Java heap space"),
        log_entry("2026-02-17T10:09:30-03:00", "tomcat.service", "warning",
                  "WARNING [http-nio-8080-Acceptor] org.apache.tomcat.util.net.NioEndpoint Maximum number of threads (200) created for connector [http-nio-8080]"),
    ]}, AC, age=40, args={"unit": "tomcat.service", "since_minutes": 60}),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-02-04T11:20:31-03:00", "upgrade", "java-17-openjdk-headless", "1:17.0.12.0.7-2.el9", "1:17.0.13.0.11-4.el9"),
        package_event("2026-02-04T11:20:31-03:00", "upgrade", "tomcat", "1:9.0.87-1.el9_4.1", "1:9.0.87-1.el9_4.2"),
        package_event("2026-02-12T16:02:10-03:00", "install", "java-21-openjdk-headless", None, "1:21.0.5.0.11-2.el9"),
        package_event("2026-02-12T16:02:10-03:00", "install", "kernel-core", None, "5.14.0-427.50.1.el9_4"),
    ]}, AC, age=120, args={"since_days": 30}),
    item("e8", "linux_processes", processes(241, AC_MEM, [
        (2741, "java", "tomcat", 312.5, 12_100_000_000, "2026-02-17T07:48:22-03:00", "/usr/lib/jvm/jre-17/bin/java -Xmx12g ... Bootstrap start"),
        (3310, "java", "appadmin", 41.0, 1_280_000_000, "2026-02-16T18:20:05-03:00", "java -jar /opt/batch/report-batch.jar"),
        (988, "falcon-sensor", "root", 6.2, 312_000_000, "2026-01-29T03:15:41-03:00", "/opt/CrowdStrike/falcon-sensor"),
        (1203, "httpd", "apache", 1.1, 41_900_000, "2026-01-29T03:15:44-03:00", "/usr/sbin/httpd -DFOREGROUND"),
    ]), AC, age=600, args={"sort": "cpu", "limit": 4}),
]

aconcagua_answers = [
    {"q": "Why is memory so high on aconcagua?", "ev": ["e2", "e3"],
     "a": """¡Hola! Memory on **aconcagua** is really tight right now:

- **RAM used:** [[s:96%]] ([[s:about 14.7 GiB of 15.4 GiB]])
- **Available:** [[c:just under 1.5 GiB]]

The culprit is clearly Tomcat's JVM:

| PID | Process | User | RSS | % of RAM |
|---|---|---|---|---|
| 2741 | java (Tomcat) | [[s:tomcat]] | [[s:11.5 GiB]] | [[c:68%]] |
| 3310 | java (report-batch) | [[c:tomcat]] | [[s:1.2 GiB]] | [[s:~7.8%]] |

[[u:The JVM also needs metaspace and thread stacks on top of the heap, so real usage goes past its limit]].

**Suggestion:** lower `-Xmx` to 10g or give the VM more RAM."""},
    {"q": "Has the OOM killer been busy on aconcagua?", "ev": ["e1", "e5"],
     "a": """Yes — [[s:twice in the last 24 hours]]:

1. [[s:Yesterday at 21:04]] — PID 1877, [[c:anon-rss about 14 GB]]
2. [[s:Today at 07:47]] — PID 2215, [[s:anon-rss ~11.6 GiB]]

[[s:Both ran as the tomcat user (UID 53)]] and [[s:systemd marked the unit failed with result 'oom-kill']], [[c:after which it was restarted three times]]. [[u:The trigger was a heap spike from the nightly report batch]]."""},
    {"q": "Is Tomcat up? Since when?", "ev": ["e4", "e6"],
     "a": """`tomcat.service` is [[s:active (running)]] ✅ — PID 2741, [[s:up since today 07:48]], [[c:so roughly 4 hours]].

But it's not healthy:
- [[s:At 10:05 a request thread threw `java.lang.OutOfMemoryError: Java heap space`]]
- [[s:The `reports` webapp left a thread (`pool-3-thread-1`) running]] — [[u:that's a classic memory leak on redeploy]]
- [[s:The HTTP connector hit its 200-thread limit at 10:09]]
- [[c:There were three OutOfMemoryErrors in the last hour]]

[[u:The restart policy is `on-failure`]]."""},
    {"q": "Which Java versions are installed on aconcagua?", "ev": ["e1", "e7"],
     "a": """Installed JDKs:

- [[s:`java-17-openjdk-headless` 17.0.13]]
- [[s:`java-21-openjdk-headless` 21.0.5]] — [[s:installed on Feb 12]]

[[s:Java 17 was upgraded on Feb 4]], [[c:and both were installed the same day]]. [[u:Tomcat is still using Java 17]]. [[s:Tomcat itself is version 9.0.87]], and [[t:httpd 2.4.57 is installed too]]. [[u:Java 21 was probably pulled in by someone testing an upgrade]]."""},
    {"q": "Does aconcagua need a reboot?", "ev": ["e1", "e2", "e7"],
     "a": """**Yes, probably** 🔄

- Running kernel: [[s:5.14.0-427.42.1.el9_4]]
- Newest installed kernel: [[s:5.14.0-427.50.1.el9_4]] ([[c:installed Feb 2]])
- Uptime: [[s:19 days]] — [[c:booted on Jan 30]]

[[s:The new kernel was installed after the last boot]], so [[s:it isn't active yet]]. [[u:Tomcat also hasn't picked up the Java 17 update yet]]. [[u:There are no other pending security updates]]."""},
    {"q": "What's eating CPU on aconcagua?", "ev": ["e1", "e2", "e8"],
     "a": """CPU is busy: [[s:71.3% overall]], [[s:load 6.84]] and [[s:climbing]].

Top CPU consumers:
1. [[t:Tomcat's java (PID 2741) — ~312%]]
2. [[t:report-batch java — 41%]]
3. [[t:falcon-sensor — 6%]]

[[u:Most of Tomcat's CPU is garbage collection thrashing because the heap is nearly full]]. [[c:The 1-minute load is already above the number of threads]]."""},
    {"q": "Summarize aconcagua's state in a table.", "ev": ["e1", "e2", "e3", "e4", "e5", "e6", "e7"],
     "a": """| Area | Status | Notes |
|---|---|---|
| Memory | ❌ | [[s:96% used]] |
| Tomcat | ⚠️ | [[s:running since 07:48]], [[c:heap limit 16 GB]] |
| OOM kills | ❌ | [[c:3 in 24 h]] |
| Kernel | ⚠️ | [[s:reboot pending for 427.50.1]] |

**Summary:** [[s:Tomcat is the biggest memory consumer by far]] [[s:at 11.5 GiB RSS]]; [[u:the nightly report batch is what pushes it over the edge]]. [[c:The two OOM kills happened about 6 hours apart]]."""},
]

# ------------------------------------------------------------------------------------------ kilimanjaro
KI = Clock("2026-02-18T16:45:00+03:00")
KI_MEM = 16_198_946_816


def _kpod(name, ns, phase, restarts=0, ready=True, waiting=None, started="2026-02-03T08:14:00+03:00"):
    return pod(name, ns, phase, "kilimanjaro", restarts, ready, waiting, started)


kilimanjaro_evidence = [
    steady("e1", KI, hostname="kilimanjaro", domain="eu-central-1.compute.internal", os_name="Amazon Linux",
           os_version="2023", os_codename=None, kernel="6.1.124-134.200.amzn2023.x86_64",
           cpu_model="Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz", cpu_cores=2, cpu_threads=4,
           memory_total_bytes=KI_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p1", "mountpoint": "/", "fstype": "xfs", "total_bytes": 85_899_345_920}],
           network_interfaces=[{"name": "ens5", "mac": "06:1f:3a:8b:44:d2", "addresses": ["10.42.17.203/19"], "is_up": True}],
           dns_servers=["10.42.0.2"], default_gateway="10.42.0.1",
           installed_packages={"containerd": "1.7.25-1.amzn2023.0.1", "runc": "1.1.14-1.amzn2023.0.1",
                               "amazon-ssm-agent": "3.3.1611.0-1.amzn2023"},
           available_services=["kubelet.service", "containerd.service", "amazon-ssm-agent.service", "sshd.service"],
           users=[{"name": "ec2-user", "uid": 1000, "gid": 1000, "home": "/home/ec2-user", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ec2-user"]}]),
    item("e2", "kubernetes_get", {"context": "arn:aws:eks:eu-central-1:123456789012:cluster/shop-prod", "namespace": None,
                                  "items": [node("kilimanjaro", True, "v1.31.4-eks-aeac579"),
                                            node("mawenzi", True, "v1.31.4-eks-aeac579"),
                                            node("shira", False, "v1.30.8-eks-2d5f260")]},
         KI, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "arn:aws:eks:eu-central-1:123456789012:cluster/shop-prod", "namespace": None,
                                  "items": [
        _kpod("api-gateway-7d9f8c6b5-x2kqp", "shop", "Running", started="2026-02-16T11:02:40+03:00"),
        _kpod("cart-5b7c9d8f4-9wzlm", "shop", "Running", 3, started="2026-02-16T11:02:51+03:00"),
        _kpod("checkout-6c8d7f9b5-tq4rn", "shop", "Running", 27, False, "CrashLoopBackOff", "2026-02-18T13:10:05+03:00"),
        _kpod("catalog-84f6d5c7b-mm2vd", "shop", "Running", started="2026-02-16T11:03:02+03:00"),
        _kpod("recommendations-59c4d8b7f6-p8v2c", "shop", "Pending", 0, False, "ImagePullBackOff", "2026-02-18T16:28:12+03:00"),
        _kpod("coredns-6b9575c64c-lq8rx", "kube-system", "Running"),
        _kpod("aws-node-4hv7s", "kube-system", "Running", 1),
        _kpod("kube-proxy-zt9kd", "kube-system", "Running"),
        _kpod("ebs-csi-node-7xk2p", "kube-system", "Running"),
        _kpod("fluent-bit-8kwq2", "logging", "Running"),
    ]}, KI, age=40, args={"resource": "pods", "all_namespaces": True, "field_selector": "spec.nodeName=kilimanjaro"}),
    item("e4", "kubernetes_get", {"context": "arn:aws:eks:eu-central-1:123456789012:cluster/shop-prod", "namespace": "shop",
                                  "items": [deployment("api-gateway", "shop", 3, 3), deployment("cart", "shop", 2, 2),
                                            deployment("checkout", "shop", 3, 1), deployment("catalog", "shop", 2, 2),
                                            deployment("recommendations", "shop", 2, 1)]},
         KI, age=45, args={"resource": "deployments", "namespace": "shop"}),
    item("e5", "linux_system_info", system_info(64.0, [3.8, 3.5, 3.2], 1_326_900, "2026-02-03T08:10:00+03:00",
                                                KI_MEM, 3_435_973_837, 0, 0), KI, age=25),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        log_entry("2026-02-18T16:21:07+03:00", "kubelet.service", "err",
                  'pod_workers.go:1301] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"checkout\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=checkout pod=checkout-6c8d7f9b5-tq4rn_shop(8e1c7a52-3b0f-4d6e-9a11-2f7d5c0b9e43)\\"" pod="shop/checkout-6c8d7f9b5-tq4rn"'),
        log_entry("2026-02-18T16:30:44+03:00", "kubelet.service", "warning",
                  'kuberuntime_image.go:55] "Failed to pull image" err="rpc error: code = NotFound desc = failed to pull and unpack image \\"123456789012.dkr.ecr.eu-central-1.amazonaws.com/recommendations:v2.4.1\\": not found" image="123456789012.dkr.ecr.eu-central-1.amazonaws.com/recommendations:v2.4.1"'),
        log_entry("2026-02-18T16:41:10+03:00", "kubelet.service", "warning",
                  'eviction_manager.go:366] "Eviction manager: attempting to reclaim" resourceName="ephemeral-storage"'),
    ]}, KI, age=60, args={"unit": "kubelet.service", "since_minutes": 30}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p1", "/", "xfs", 85_899_345_920, 74_732_430_950),
    ]}, KI, age=30),
]

kilimanjaro_answers = [
    {"q": "What pods are running on kilimanjaro and are they healthy?", "ev": ["e3"],
     "a": """There are [[s:10 pods]] scheduled on this node. The `shop` ones:

| Pod | Ready | Restarts |
|---|---|---|
| api-gateway-7d9f8c6b5-x2kqp | ✅ | 0 |
| cart-5b7c9d8f4-9wzlm | [[s:✅]] | [[c:0]] |
| checkout-6c8d7f9b5-tq4rn | [[s:❌ CrashLoopBackOff]] | [[c:17]] |
| recommendations-59c4d8b7f6-p8v2c | [[s:❌ ImagePullBackOff]] | [[s:0]] |
| catalog-84f6d5c7b-mm2vd | ✅ | 0 |

[[s:The kube-system pods (coredns, aws-node, kube-proxy, ebs-csi-node) are all running]]. [[s:8 of 10 are Ready]]; [[c:only `checkout` has ever restarted]]."""},
    {"q": "Why is checkout crashing?", "ev": ["e3", "e6"],
     "a": """`checkout-6c8d7f9b5-tq4rn` is in [[s:CrashLoopBackOff]]. [[s:The kubelet is backing off 5 minutes between restarts]] (logged at 16:21).

[[s:The kubelet log doesn't say why the container exits]], but common causes are:
- [[u:a missing `DATABASE_URL` secret]]
- [[u:the liveness probe failing too early]]

Separately, [[s:`recommendations` can't pull `recommendations:v2.4.1` from ECR]] — [[s:the image tag was not found]] — [[c:this started about 45 minutes ago]].

[[u:Both issues were probably introduced by the same deploy]]. `kubectl logs -n shop checkout-6c8d7f9b5-tq4rn --previous` will show the crash."""},
    {"q": "Are all nodes in the cluster Ready?", "ev": ["e2"],
     "a": """No ❌ — [[c:two of the three nodes are NotReady]].

| Node | Ready | kubelet |
|---|---|---|
| kilimanjaro | [[s:✅]] | [[s:v1.31.4-eks-aeac579]] |
| mawenzi | [[s:✅]] | [[c:v1.30.8-eks-2d5f260]] |
| shira | [[s:❌]] | [[s:v1.30.8]] |

[[s:`shira` is still on the older 1.30 kubelet]], [[u:which is probably why it dropped out after the control plane upgrade]]."""},
    {"q": "Are the shop deployments at full replica count?", "ev": ["e4"],
     "a": """Not quite:

- `api-gateway`: [[s:3/3]] ✅
- `catalog`: [[c:3/3]] ✅
- `checkout`: [[s:1/3 ready]] ❌
- `recommendations`: [[s:1/2]] ❌

**Summary:** [[s:2 of 5 deployments are degraded]], [[c:with 4 replicas missing in total]]. [[s:checkout is the worst off]], [[s:running at a third of its desired replicas]], [[u:so customers are probably seeing failed checkouts]]."""},
    {"q": "How is kilimanjaro doing on resources?", "ev": ["e1", "e5", "e7"],
     "a": """**Node kilimanjaro** ([[u:looks like an m5.xlarge]]: [[s:4 vCPUs]], [[s:16 GiB RAM]])

- CPU: [[c:load 3.8 — almost double the vCPU count]]
- Memory: [[s:78.8% used]], [[c:about 12.8 GiB]], [[s:with ~3.2 GiB available]]
- Root disk: [[s:87% of 80 GiB]]
- Uptime: [[s:15 days 8 hours]] ([[c:since Feb 4]])

[[u:The node is close to its allocatable limits]], so the scheduler may stop placing pods here."""},
    {"q": "Is the node under disk pressure?", "ev": ["e6", "e7"],
     "a": """Looks like it, yes ⚠️ [[s:At 16:41 the kubelet's eviction manager started trying to reclaim `ephemeral-storage`]] — [[s:that was about 4 minutes ago]] — and [[s:the root filesystem is at 87%]], so [[c:less than 10% of the disk is free]]. [[c:There have been several eviction attempts in the last half hour]].

[[u:Container images are taking most of the space]], and [[u:the failing ECR pulls keep leaving partial layers behind]]. [[s:It's an XFS filesystem on nvme0n1p1]].

You can free space with `crictl rmi --prune`."""},
    {"q": "What OS and versions is kilimanjaro running?", "ev": ["e1", "e2"],
     "a": """- **OS:** [[s:Amazon Linux 2023]]
- **Kernel:** [[c:6.1.119-129.201.amzn2023]]
- **kubelet:** [[s:v1.31.4-eks-aeac579]]
- **CPU:** [[s:Intel Xeon Platinum 8259CL]] [[c:with 8 vCPUs]]

[[u:This is the standard EKS-optimized AMI]], [[s:and it uses `rpm` for packages]]. [[u:The AMI is from January 2026]]."""},
]

MACHINES = [
    {"name": "everest", "clock": EV, "evidence": everest_evidence, "answers": everest_answers},
    {"name": "denali", "clock": DN, "evidence": denali_evidence, "answers": denali_answers},
    {"name": "elbrus", "clock": EL, "evidence": elbrus_evidence, "answers": elbrus_answers},
    {"name": "aconcagua", "clock": AC, "evidence": aconcagua_evidence, "answers": aconcagua_answers},
    {"name": "kilimanjaro", "clock": KI, "evidence": kilimanjaro_evidence, "answers": kilimanjaro_answers},
]
