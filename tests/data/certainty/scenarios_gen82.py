"""82nd generation (written blind, in the style of a distilled reasoning model, deepseek-r1-distill-qwen 14B).

Written without reading the certainty wrapper, its tests, the other generations or the corpora. Each answer
usually opens with a "Looking at the evidence…" walk-through of what the model read (those sentences are
claims too and are labelled), then a "**Answer:**" or "So, in short:" part that restates the conclusions,
sometimes with a slightly different (and wrong) number than the walk-through gave.

rhine — an Ubuntu 24.04 desktop in Vienna (+01:00), two people (mara with sudo, jonas with zsh). Evidence: a
steady state half an hour old (kernel 6.8.0-51 running, 6.8.0-52 installed), fresh system info (31.1 GiB RAM,
18.5 GiB available, up 3 d 4 h), a memory-sorted process listing cut to 8 rows (firefox first), every unit
(fwupd failed, cups inactive, bluetooth restarted at 17:52), a day of warning-and-worse journal lines (fwupd's
UEFI capsule error, a bluetoothd abort), a week of package history (kernel, NVIDIA driver, code, obs-studio in,
teams-for-linux out) and disk usage (/ 71%, a 4 TB media disk at 87.8%).

tigris — a Debian 12 home server and container host in Bangkok (+07:00). Evidence: steady state, every
container (5 running, pihole restarting, immich-machine-learning exited 137), listeners and connections (no
port 53), a system-info reading 15 minutes old (stale), three hours of journal lines (a cgroup OOM kill of a
python process at 20:14, pihole-FTL failing to open its database three times), disk usage (/srv/data RAID
at 88%) and a disk-I/O sample (sda/sdb reading ~49 MB/s).

yukon — the control plane of a three-node k3s cluster on Ubuntu 22.04 in Whitehorse (-07:00). Evidence: nodes
(yukon-w2 NotReady and one release behind), every pod (orders-api crash-looping with 17 restarts, grafana
Pending and unscheduled), the apps deployments, an hour of k3s.service lines (the scheduler's "0/3 nodes are
available" message), fresh system info (7.75 GiB, 2.05 GiB available, no swap, up 41 days) and k3s.service.

indus — a PostgreSQL 16 server on Rocky Linux 9.5 in Caracas (-04:00). Evidence: a steady state three days
old whose packages source is in stale_sources (it still lists postgresql16-server 16.6), two weeks of dnf
history (16.6 -> 16.8 and a new kernel on May 16, pgbouncer 1.24.0 on May 12), postgresql-16.service (restarted
02:14 May 16), system info (load 6.82/5.90/5.10, 76.7% memory used), a CPU-sorted process listing cut to 6
rows, listeners and connections (pgbouncer clients from 10.8.0.21/.22, a peer at 10.8.0.31 on 5432), two hours
of postgres log (a deadlock, two checkpoint warnings, a slow statement) and disk usage (data 81%, WAL 18%).

loire — an Arch Linux laptop in Moscow (+03:00). Evidence: steady state (kernel 6.15.9 running, fish shell,
wheel = nikita), three days of pacman history (linux/mesa/firefox/ollama upgraded yesterday 22:41,
wireguard-tools in and openvpn out today), a system-info reading almost 7 minutes old (stale), listeners and
connections (only loopback TCP; avahi and UDP 51820 on all addresses), a traffic sample, two hours of warning
lines (two iwlwifi microcode errors), a CPU-sorted listing cut to 6 rows (ollama at 212%) and every unit.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------- rhine
RHINE = Clock("2026-02-11T19:40:00+01:00")
_DANUBE_MEM = 33_412_562_944

_danube_evidence = [
    steady("e1", RHINE, age=1800, hostname="rhine", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=_DANUBE_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 982_844_219_392},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_071_624_192},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "ext4", "total_bytes": 4_000_785_104_896}],
           network_interfaces=[{"name": "enp6s0", "mac": "a8:a1:59:3c:11:e0", "addresses": ["192.168.1.42/24"], "is_up": True},
                               {"name": "wlp7s0", "mac": "f4:26:79:8a:02:5b", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"linux-image-6.8.0-51-generic": "6.8.0-51.52", "linux-image-6.8.0-52-generic": "6.8.0-52.53",
                               "nvidia-driver-550": "550.144.03-0ubuntu0.24.04.1", "code": "1.97.0-1738713410",
                               "obs-studio": "30.0.2+dfsg-3build1", "pipewire": "1.0.5-1ubuntu2", "gdm3": "46.2-1ubuntu1~24.04.1",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "bluez": "5.72-0ubuntu5", "fwupd": "1.9.27-0ubuntu1~24.04.1"},
           available_services=["gdm.service", "NetworkManager.service", "bluetooth.service", "cups.service", "ssh.service",
                               "snapd.service", "fwupd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "gdm", "uid": 120, "gid": 127, "home": "/var/lib/gdm3", "shell": "/bin/false"},
                  {"name": "mara", "uid": 1000, "gid": 1000, "home": "/home/mara", "shell": "/bin/bash"},
                  {"name": "jonas", "uid": 1001, "gid": 1001, "home": "/home/jonas", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mara"]}, {"name": "plugdev", "gid": 46, "members": ["mara", "jonas"]},
                   {"name": "lpadmin", "gid": 114, "members": ["mara"]}, {"name": "sambashare", "gid": 136, "members": ["mara"]}]),
    item("e2", "linux_system_info", system_info(9.8, [1.12, 0.94, 0.88], 274_320, "2026-02-08T15:27:35+01:00", _DANUBE_MEM,
                                                19_864_223_744, 2_147_479_552, 0), RHINE, age=25),
    item("e3", "linux_processes", processes(412, _DANUBE_MEM, [
        (4412, "firefox", "mara", 6.2, 2_254_857_830, "2026-02-11T08:02:11+01:00", "/usr/lib/firefox/firefox"),
        (4530, "Isolated Web Co", "mara", 3.1, 1_395_864_371, "2026-02-11T08:02:15+01:00",
         "/usr/lib/firefox/firefox -contentproc -childID 3 -isForBrowser -prefsLen 31211 tab"),
        (5120, "code", "mara", 1.4, 1_027_604_480, "2026-02-11T09:30:40+01:00", "/usr/share/code/code --unity-launch"),
        (2210, "gnome-shell", "mara", 2.8, 639_631_360, "2026-02-08T15:29:02+01:00", "/usr/bin/gnome-shell"),
        (6011, "thunderbird", "mara", 0.3, 566_231_040, "2026-02-11T08:05:50+01:00", "/usr/lib/thunderbird/thunderbird"),
        (7120, "steam", "jonas", 0.9, 440_401_920, "2026-02-11T16:44:03+01:00", "/home/jonas/.local/share/Steam/ubuntu12_32/steam"),
        (3305, "obs", "mara", 4.7, 398_458_880, "2026-02-11T18:10:22+01:00", "obs"),
        (1204, "snapd", "root", 0.0, 94_371_840, "2026-02-08T15:28:30+01:00", "/usr/lib/snapd/snapd"),
    ]), RHINE, age=25, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_service_status", {"units": [
        unit("gdm.service", "active", "running", "enabled", 1391, "2026-02-08T15:28:41+01:00", "GNOME Display Manager"),
        unit("NetworkManager.service", "active", "running", "enabled", 1102, "2026-02-08T15:28:33+01:00", "Network Manager"),
        unit("bluetooth.service", "active", "running", "enabled", 80211, "2026-02-11T17:52:10+01:00", "Bluetooth service"),
        unit("cups.service", "inactive", "dead", "enabled", None, None, "CUPS Scheduler"),
        unit("ssh.service", "active", "running", "enabled", 1288, "2026-02-08T15:28:36+01:00", "OpenBSD Secure Shell server"),
        unit("snapd.service", "active", "running", "enabled", 1204, "2026-02-08T15:28:30+01:00", "Snap Daemon"),
        unit("fwupd.service", "failed", "failed", "static", None, None, "Firmware update daemon"),
    ]}, RHINE, age=30),
    item("e5", "linux_package_history", {"source": "dpkg", "events": [
        package_event("2026-02-06T10:12:44+01:00", "upgrade", "code", "1.96.4-1736991114", "1.97.0-1738713410"),
        package_event("2026-02-09T08:14:20+01:00", "install", "linux-image-6.8.0-52-generic", None, "6.8.0-52.53"),
        package_event("2026-02-09T08:14:22+01:00", "install", "linux-modules-6.8.0-52-generic", None, "6.8.0-52.53"),
        package_event("2026-02-09T08:14:31+01:00", "upgrade", "linux-image-generic", "6.8.0-51.52", "6.8.0-52.53"),
        package_event("2026-02-09T08:15:02+01:00", "upgrade", "nvidia-driver-550", "550.120-0ubuntu0.24.04.1",
                      "550.144.03-0ubuntu0.24.04.1"),
        package_event("2026-02-10T21:05:37+01:00", "install", "obs-studio", None, "30.0.2+dfsg-3build1"),
        package_event("2026-02-10T21:07:10+01:00", "remove", "teams-for-linux", "1.12.7", None),
    ]}, RHINE, age=60, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-11T09:14:03+01:00", "fwupd.service", "err",
                  "Failed to load daemon: failed to load engine: failed to coldplug: failed to coldplug uefi_capsule: "
                  "UEFI capsule updates not available or enabled in firmware setup"),
        log_entry("2026-02-11T09:14:03+01:00", "fwupd.service", "warning",
                  "fwupd.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-11T09:14:03+01:00", "fwupd.service", "warning", "fwupd.service: Failed with result 'exit-code'."),
        log_entry("2026-02-11T17:51:58+01:00", "bluetooth.service", "err",
                  "src/adapter.c:reset_adv_monitors_complete() Failed to reset Adv Monitors: Failed (0x03)"),
        log_entry("2026-02-11T17:52:04+01:00", None, "warning", "Bluetooth: hci0: Opcode 0x0c03 failed: -110"),
        log_entry("2026-02-11T17:52:09+01:00", "bluetooth.service", "warning",
                  "bluetooth.service: Main process exited, code=killed, status=6/ABRT"),
        log_entry("2026-02-11T18:30:12+01:00", "user@1000.service", "warning",
                  "gnome-shell[2210]: JS ERROR: TypeError: this._icon is null"),
    ]}, RHINE, age=40, args={"since_minutes": 1440, "priority": "warning"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 982_844_219_392, 701_234_567_168),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_071_624_192, 6_422_528),
        fs("/dev/sda1", "/mnt/media", "ext4", 4_000_785_104_896, 3_512_340_000_000),
    ]}, RHINE, age=50),
]

_danube_answers = [
    {"q": "My desktop feels sluggish. How much memory is in use and what's using it?", "ev": ["e2", "e3"],
     "a": "Looking at the evidence, the system info shows [[s:about 18.5 GiB of memory still available]] out of "
          "[[s:roughly 31 GiB total]]. The process list is sorted by memory: "
          "[[s:Firefox (PID 4412) is the biggest]] at [[s:about 2.1 GiB]], followed by [[s:an \"Isolated Web Co\" "
          "content process at ~1.3 GiB]].\n\n"
          "**Answer:** [[c:About 14.5 GB is in use]]. [[s:Firefox together with its content process uses about "
          "3.4 GiB]] — [[u:closing a few tabs should free up most of that]]. [[c:Steam, running under mara's "
          "account]], is further down. So [[u:memory isn't really the bottleneck here]]."},
    {"q": "Did the kernel from Monday's update get installed, and am I running it?", "ev": ["e1", "e2", "e5"],
     "a": "Looking at the evidence, the package history shows [[s:linux-image-6.8.0-52-generic was installed on "
          "February 9 at 08:14]]. The "
          "steady state reports [[s:the running kernel as 6.8.0-51-generic]]. [[s:The machine last booted on "
          "February 8 around 15:28]], which is [[s:before the new kernel was installed]].\n\n"
          "So, in short: [[s:a reboot is needed to pick up 6.8.0-52]]. "
          "[[c:The system has been up for about 4 days]]. [[s:The NVIDIA driver was also bumped to 550.144.03 in "
          "the same run]], [[u:and it will only load properly after the reboot too]].\n\n"
          "`sudo reboot` when convenient."},
    {"q": "Is anything broken? Any failed services?", "ev": ["e4", "e6"],
     "a": "Looking at the evidence, the unit list (e4) shows [[s:fwupd.service in a failed state]]. The journal "
          "says [[s:it failed this morning at 09:14]] because [[s:UEFI capsule updates are not available or "
          "enabled in the firmware setup]]. [[s:Bluetooth was restarted around 17:52]]. [[c:CUPS is active]] as well.\n\n"
          "**Answer:**\n"
          "- ❌ fwupd — [[s:failed]]\n"
          "- ⚠️ bluetooth — [[c:crashed twice today]]\n"
          "- ✅ [[c:Everything else, including cups, is running normally]]\n\n"
          "[[u:The bluetooth crash was most likely caused by the same firmware problem that broke fwupd]]. "
          "You can ignore the fwupd failure if you don't need firmware updates, or enable capsule updates in the BIOS."},
    {"q": "Who can use sudo on this machine and what shells do they use?", "ev": ["e1"],
     "a": "Looking at the evidence, the groups list has [[s:sudo (GID 27)]] with [[s:only mara as a member]]. "
          "[[c:jonas is only in plugdev and audio]]. For shells, [[s:mara uses /bin/bash]] "
          "and [[c:jonas uses /bin/bash as well]].\n\n"
          "So, in short: [[s:only one user, mara (UID 1000), has sudo rights]]. [[s:She is also in lpadmin and "
          "sambashare]]. [[c:There are three regular (non-system) accounts]] on rhine."},
    {"q": "What changed in my packages this week?", "ev": ["e5"],
     "a": "Looking at the evidence, the package history for the last 7 days has [[s:seven events]]:\n\n"
          "1. [[s:Feb 6 — VS Code (`code`) upgraded to 1.97.0]]\n"
          "2. [[s:Feb 9 — new kernel 6.8.0-52 installed]], plus [[c:the NVIDIA driver upgraded from 550.120 to "
          "550.142]]\n"
          "3. [[s:Feb 10 in the evening — obs-studio installed]]\n"
          "4. [[c:Feb 11 — teams-for-linux removed]]\n\n"
          "**Answer:** [[s:three installs]], [[c:two upgrades]] and [[s:one removal]] this week."},
    {"q": "How much disk space do I have left?", "ev": ["e1", "e7"],
     "a": "Looking at the evidence, the disk usage shows [[s:three filesystems]].\n\n"
          "| Mount | Size | Used | Free |\n|---|---|---|---|\n"
          "| / | [[s:915 GiB]] | [[s:71%]] | [[c:~262 GB]] |\n"
          "| /mnt/media | [[s:4 TB]] | [[c:92%]] | [[s:~455 GiB]] |\n"
          "\n"
          "So, in short: [[c:about 250 GB free on the root filesystem]] and [[s:under 500 GB on the media disk]]. "
          "[[u:The media drive will fill up within a few weeks at this rate]], so it may be worth cleaning it up."},
    {"q": "Why did my bluetooth headset disconnect earlier?", "ev": ["e4", "e6"],
     "a": "Looking at the evidence, the journal shows that [[s:at 17:51:58 bluetoothd logged an error about failing "
          "to reset Adv Monitors]], then [[s:the kernel reported \"Opcode 0x0c03 failed: -110\" for hci0]] "
          "[[c:at 17:58]], and [[s:bluetoothd was killed with signal 6 (ABRT)]].\n\n"
          "**Answer:** [[u:The adapter firmware hung (the -110 is a timeout)]] and took bluetoothd down with it. "
          "[[s:Bluetooth has been running again since 17:52]], [[c:about three hours ago]], and [[s:it only "
          "crashed once in the last 24 hours]]. [[u:Your headset should reconnect automatically]]; if not, try "
          "`bluetoothctl connect <MAC>`."},
]

# ---------------------------------------------------------------------------------------------------- tigris
TIGRIS = Clock("2026-03-04T22:15:00+07:00")
_MEKONG_MEM = 16_647_282_688

_mekong_evidence = [
    steady("e1", TIGRIS, age=3600, hostname="tigris", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-31-amd64", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6, cpu_threads=6,
           memory_total_bytes=_MEKONG_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_107_195_904},
                  {"device": "/dev/md0", "mountpoint": "/srv/data", "fstype": "ext4", "total_bytes": 7_935_590_068_224}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:2e:7a:19", "addresses": ["192.168.20.5/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:9a:c1:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["192.168.20.1"], default_gateway="192.168.20.1",
           installed_packages={"docker-ce": "5:27.5.1-1~debian.12~bookworm", "containerd.io": "1.7.25-1",
                               "samba": "2:4.17.12+dfsg-0+deb12u1", "openssh-server": "1:9.2p1-2+deb12u4", "mdadm": "4.2-5"},
           available_services=["docker.service", "containerd.service", "smbd.service", "ssh.service", "mdmonitor.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kanya", "uid": 1000, "gid": 1000, "home": "/home/kanya", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 1001, "home": "/home/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kanya"]}, {"name": "users", "gid": 100, "members": ["kanya", "media"]},
                   {"name": "docker", "gid": 999, "members": ["kanya"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9e2b7d4", "jellyfin", "jellyfin/jellyfin:10.10.6", "running", "Up 6 days", "2026-02-26T19:02:11+07:00",
            ["0.0.0.0:8096->8096/tcp"]),
        box("b7e21d0c9a55", "nextcloud", "nextcloud:30-apache", "running", "Up 6 days", "2026-01-15T10:20:00+07:00",
            ["0.0.0.0:8080->80/tcp"]),
        box("c4d8e9f01a23", "nextcloud-db", "mariadb:11.4", "running", "Up 6 days", "2026-01-15T10:19:41+07:00"),
        box("d9a0b1c2e3f4", "pihole", "pihole/pihole:2025.02.1", "restarting", "Restarting (1) 12 seconds ago",
            "2026-03-04T21:50:02+07:00"),
        box("e5f6a7b8c9d0", "immich-server", "ghcr.io/immich-app/immich-server:v1.128.0", "running", "Up 2 hours",
            "2026-03-04T20:05:33+07:00", ["0.0.0.0:2283->2283/tcp"]),
        box("f1e2d3c4b5a6", "immich-machine-learning", "ghcr.io/immich-app/immich-machine-learning:v1.128.0", "exited",
            "Exited (137) 2 hours ago", "2026-03-04T20:05:31+07:00"),
        box("0a9b8c7d6e5f", "uptime-kuma", "louislam/uptime-kuma:1", "running", "Up 6 days (healthy)",
            "2025-11-02T08:00:00+07:00", ["0.0.0.0:3001->3001/tcp"]),
    ]}, TIGRIS, age=20, args={"all": True}),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "6c:4b:90:2e:7a:19", "addresses": ["192.168.20.5/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:5e:9a:c1:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 812, "sshd"), listener(445, "0.0.0.0", 1020, "smbd"),
                      listener(139, "0.0.0.0", 1020, "smbd"), listener(8096, "0.0.0.0", 30211, "docker-proxy"),
                      listener(8080, "0.0.0.0", 2944, "docker-proxy"), listener(2283, "0.0.0.0", 51102, "docker-proxy"),
                      listener(3001, "0.0.0.0", 2990, "docker-proxy")],
        "connections": [connection("192.168.20.5:445", "192.168.20.31:51122", 1020, "smbd"),
                        connection("192.168.20.5:22", "192.168.20.14:60211", 40112, "sshd"),
                        connection("192.168.20.5:8096", "192.168.20.40:49812", 30211, "docker-proxy"),
                        connection("192.168.20.5:8096", "192.168.20.41:53320", 30211, "docker-proxy")]},
        TIGRIS, age=20),
    item("e4", "linux_system_info", system_info(34.0, [2.84, 2.10, 1.71], 529_200, "2026-02-26T19:00:00+07:00", _MEKONG_MEM,
                                                4_187_000_000, 1_073_737_728, 402_653_184), TIGRIS, age=900),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-04T20:14:07+07:00", None, "err",
                  "Memory cgroup out of memory: Killed process 48211 (python) total-vm:9843212kB, anon-rss:3998120kB, "
                  "file-rss:1024kB, shmem-rss:0kB, UID:0 pgtables:8412kB oom_score_adj:0"),
        log_entry("2026-03-04T21:50:02+07:00", "docker.service", "info", "pihole: s6-rc: info: service pihole-FTL: starting"),
        log_entry("2026-03-04T22:13:31+07:00", "docker.service", "err",
                  "pihole: FATAL: Error opening database /etc/pihole/pihole-FTL.db: unable to open database file"),
        log_entry("2026-03-04T22:14:05+07:00", "docker.service", "err",
                  "pihole: FATAL: Error opening database /etc/pihole/pihole-FTL.db: unable to open database file"),
        log_entry("2026-03-04T22:14:46+07:00", "docker.service", "err",
                  "pihole: FATAL: Error opening database /etc/pihole/pihole-FTL.db: unable to open database file"),
    ]}, TIGRIS, age=30, args={"since_minutes": 180}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 245_107_195_904, 61_203_906_560),
        fs("/dev/md0", "/srv/data", "ext4", 7_935_590_068_224, 6_982_000_000_000),
    ]}, TIGRIS, age=30),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 1_250_000, "write_bytes_per_s": 4_800_000, "busy_percent": 6.2},
        {"device": "sda", "read_bytes_per_s": 49_100_000, "write_bytes_per_s": 0, "busy_percent": 71.0},
        {"device": "sdb", "read_bytes_per_s": 48_700_000, "write_bytes_per_s": 0, "busy_percent": 69.4},
        {"device": "md0", "read_bytes_per_s": 97_800_000, "write_bytes_per_s": 0, "busy_percent": 0.0},
    ]}, TIGRIS, age=20, args={"interval_seconds": 1}),
]

_mekong_answers = [
    {"q": "Are all my containers up?", "ev": ["e2"],
     "a": "Looking at the evidence, the container list shows [[s:seven containers]]. [[s:pihole is stuck restarting]] "
          "and [[s:immich-machine-learning exited with code 137]] [[s:about two hours ago]].\n\n"
          "So, in short:\n\n| Container | State |\n|---|---|\n"
          "| nextcloud | [[s:✅ up 6 days]] |\n"
          "| pihole | [[c:✅ up]] |\n"
          "| immich-server | [[c:✅ up 6 days]] |\n"
          "| immich-machine-learning | [[s:❌ exited]] |\n"
          "| uptime-kuma | [[s:✅ healthy]] |\n\n"
          "[[c:Only 4 of your 7 containers are fully up]]. Want me to look at the pihole logs?"},
    {"q": "Why does pihole keep restarting?", "ev": ["e2", "e3", "e5"],
     "a": "Looking at the evidence, the logs show [[s:pihole-FTL failing with \"Error opening database "
          "/etc/pihole/pihole-FTL.db: unable to open database file\"]], [[s:three times in the last couple of "
          "minutes]]. [[c:The container was created yesterday]], "
          "and [[u:it started up fine at first]]. [[s:Its last exit code was 1]]. [[s:Nothing is listening on port "
          "53 right now]], so [[u:it's not a port conflict]].\n\n"
          "**Answer:** [[u:The database file is probably owned by the wrong UID after the image update]]. Try "
          "`docker exec -it pihole ls -l /etc/pihole` once it's up, or fix the volume's ownership and restart it."},
    {"q": "What's exposed to the network on tigris?", "ev": ["e2", "e3"],
     "a": "Looking at the evidence, [[s:everything listens on all interfaces (0.0.0.0)]]:\n\n"
          "- [[s:SSH on 22]]\n"
          "- [[s:Samba on 445]] [[c:and 137]]\n"
          "- [[s:Jellyfin on 8096]]\n"
          "- [[s:Nextcloud on 8080]]\n"
          "\n"
          "[[s:Two clients are connected to Jellyfin, from 192.168.20.40 and 192.168.20.41]]. [[c:Your SSH session "
          "comes from 192.168.20.31]]. [[c:Pi-hole's DNS on port 53 is exposed as well]].\n\n"
          "So, in short: [[c:six ports are open]]. If you only need these on "
          "the LAN, make sure your router doesn't forward them."},
    {"q": "How's the load and memory on tigris?", "ev": ["e1", "e4"],
     "a": "Looking at the evidence, the system snapshot shows [[t:load averages of 2.84, 2.10 and 1.71]] and "
          "[[t:about 3.9 GiB of RAM available]] out of [[s:15.5 GiB]]. [[t:Swap has about "
          "384 MiB in use]]. [[t:The box has been up for 6 days]].\n\n"
          "So, in short: [[t:the load is rising]] and [[t:memory is about 75% used]] — [[s:this is a 6-core "
          "i5-8500T]], so [[t:a load under 3 is fine]]. [[u:The Immich machine-learning container is probably what "
          "pushed memory up]]."},
    {"q": "Is the RAID array getting full? And why are the disks so busy?", "ev": ["e6", "e7"],
     "a": "Looking at the evidence, [[s:/srv/data on /dev/md0 is 88% full]], with [[s:about 954 GB free]] of "
          "[[c:8.9 TB]]. The disk I/O sample shows [[s:sda and sdb each reading about 49 MB/s]] at [[s:around 70% "
          "busy]].\n\n"
          "**Answer:** [[c:The array is about 92% full]], so yes, it's getting there. [[u:The heavy reads look like "
          "a RAID check (mdadm's monthly scrub)]]. [[s:The root filesystem has plenty of room at 25% used]]. You can "
          "check with `cat /proc/mdstat`."},
    {"q": "Who can run docker commands on tigris?", "ev": ["e1"],
     "a": "Looking at the evidence, [[s:the docker group (GID 999) contains kanya]]. [[s:media is not in it]], "
          "and [[s:media has a nologin shell]], so [[u:it's a service account]]. [[c:root is also listed as a member "
          "of docker]].\n\n"
          "So, in short: [[s:kanya can run docker]]. [[c:kanya's UID is 1001]]."},
    {"q": "What's the OOM kill in the logs about?", "ev": ["e2", "e5"],
     "a": "Looking at the evidence, the kernel logged [[s:an out-of-memory kill at 20:14]] of [[s:a python process, "
          "PID 48211]], [[c:which had about 9.8 GB resident]]. [[s:It was a memory cgroup OOM]]. The container "
          "list shows [[s:immich-machine-learning exited with code 137]] [[s:about "
          "two hours ago]].\n\n"
          "**Answer:** [[u:That python process was almost certainly the Immich ML worker]], so [[u:"
          "immich-machine-learning was OOM-killed]]. [[c:It happened around 21:14]]. You could give that container a "
          "higher memory limit in your compose file."},
]

# ---------------------------------------------------------------------------------------------------- yukon
YUKON = Clock("2026-01-20T09:05:00-07:00")
_YUKON_MEM = 8_323_579_904


def _pending_pod(name: str, namespace: str, message: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace}, "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": message}]}}


_SCHED = ("0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
          "2 Insufficient memory. preemption: 0/3 nodes are available: 1 Preemption is not helpful for scheduling, "
          "2 No preemption victims found for incoming pod.")

_yukon_evidence = [
    steady("e1", YUKON, age=1800, hostname="yukon-cp1", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-130-generic", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=_YUKON_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560}],
           network_interfaces=[{"name": "eno1", "mac": "b4:2e:99:10:4c:7d", "addresses": ["10.20.0.11/24"], "is_up": True},
                               {"name": "cni0", "mac": "3a:9c:1f:00:aa:21", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "openssh-server": "1:8.9p1-3ubuntu0.11"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("yukon-cp1", True, "v1.31.4+k3s1"), node("yukon-w1", True, "v1.31.4+k3s1"),
        node("yukon-w2", False, "v1.30.6+k3s1")]}, YUKON, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-ccb96694c-x7k2p", "kube-system", "Running", "yukon-cp1", started="2025-12-10T09:06:02-07:00"),
        pod("traefik-5d45fc8cc9-9wq4r", "kube-system", "Running", "yukon-w1", started="2025-12-10T09:07:40-07:00"),
        pod("metrics-server-5985cbc9d7-lm2vd", "kube-system", "Running", "yukon-cp1", restarts=2,
            started="2026-01-02T14:21:09-07:00"),
        pod("local-path-provisioner-5cf85fd84d-88rjn", "kube-system", "Running", "yukon-cp1",
            started="2025-12-10T09:06:05-07:00"),
        pod("web-frontend-7f9c6d8b54-2kq8n", "apps", "Running", "yukon-w1", started="2026-01-14T11:02:30-07:00"),
        pod("web-frontend-7f9c6d8b54-h6tmz", "apps", "Running", "yukon-w2", ready=False, started="2026-01-14T11:02:31-07:00"),
        pod("web-frontend-7f9c6d8b54-p9v4c", "apps", "Running", "yukon-w1", started="2026-01-14T11:02:29-07:00"),
        pod("orders-api-6b8d5f7c9-t2mzx", "apps", "Running", "yukon-w1", restarts=17, ready=False, waiting="CrashLoopBackOff"),
        pod("orders-api-6b8d5f7c9-wq8bn", "apps", "Running", "yukon-cp1", started="2026-01-19T16:40:12-07:00"),
        pod("redis-0", "apps", "Running", "yukon-cp1", started="2025-12-10T09:08:00-07:00"),
        _pending_pod("grafana-6c8d9b7d5-jx4lk", "monitoring", _SCHED),
        pod("prometheus-server-7b9d4c8f6-k2m4n", "monitoring", "Running", "yukon-w1", restarts=1,
            started="2026-01-08T22:15:44-07:00"),
    ]}, YUKON, age=30, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        deployment("web-frontend", "apps", 3, 2), deployment("orders-api", "apps", 2, 1)]},
        YUKON, age=30, args={"resource": "deployments", "namespace": "apps"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-01-20T08:41:17-07:00", "k3s.service", "info",
                  "I0120 15:41:17.204511     911 controller_utils.go:151] \"Recording status change event message for "
                  "node\" message=\"Node yukon-w2 status is now: NodeNotReady\" node=\"yukon-w2\""),
        log_entry("2026-01-20T08:46:20-07:00", "k3s.service", "warning",
                  "I0120 15:46:20.511802     911 schedule_one.go:1049] \"Unable to schedule pod; no fit; waiting\" "
                  "pod=\"monitoring/grafana-6c8d9b7d5-jx4lk\" err=\"" + _SCHED + "\""),
        log_entry("2026-01-20T09:02:41-07:00", "k3s.service", "warning",
                  "E0120 16:02:41.118003     911 pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to "
                  "\\\"StartContainer\\\" for \\\"orders-api\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed "
                  "container=orders-api pod=orders-api-6b8d5f7c9-t2mzx_apps\\\"\" pod=\"apps/orders-api-6b8d5f7c9-t2mzx\""),
    ]}, YUKON, age=40, args={"unit": "k3s.service", "since_minutes": 60}),
    item("e6", "linux_system_info", system_info(22.5, [0.74, 0.81, 0.92], 3_542_380, "2025-12-10T09:05:00-07:00", _YUKON_MEM,
                                                2_201_000_000, 0, 0), YUKON, age=20),
    item("e7", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 911,
                                            "2025-12-10T09:05:31-07:00", "Lightweight Kubernetes"),
         YUKON, age=20, args={"name": "k3s"}),
]

_yukon_answers = [
    {"q": "Is my cluster healthy?", "ev": ["e2", "e3", "e4"],
     "a": "Looking at the evidence, the node list shows [[s:yukon-cp1 and yukon-w1 Ready]] but [[s:yukon-w2 "
          "NotReady]]. In the pods, [[s:orders-api-6b8d5f7c9-t2mzx is in CrashLoopBackOff]] with [[c:27 restarts]], "
          "and [[s:grafana is stuck Pending]]. [[s:The web-frontend deployment has 2 of 3 replicas ready]].\n\n"
          "**Answer:** [[s:Not fully]].\n"
          "1. [[s:One node is down (yukon-w2)]]\n"
          "2. [[c:Two pods are crash-looping]]\n"
          "3. [[s:Grafana can't be scheduled]]\n\n"
          "[[c:In total there are 11 pods]] across the cluster."},
    {"q": "Why is orders-api crashing?", "ev": ["e3", "e5"],
     "a": "Looking at the evidence, [[s:the pod orders-api-6b8d5f7c9-t2mzx is waiting in CrashLoopBackOff]] and "
          "[[s:has restarted 17 times]]. The k3s log [[s:at 09:02 shows it backing off restarting the failed "
          "orders-api container]]. [[s:The other replica, orders-api-6b8d5f7c9-wq8bn, is running fine]] "
          "[[c:on yukon-w1]].\n\n"
          "**Answer:** [[u:It's most likely failing to connect to redis on startup]], though [[s:redis-0 itself is "
          "running]]. Check the app's own output with `kubectl logs -n apps orders-api-6b8d5f7c9-t2mzx --previous`."},
    {"q": "Why is grafana pending?", "ev": ["e2", "e3", "e5"],
     "a": "Looking at the evidence, the scheduler message [[s:at 08:46]] says [[s:0/3 nodes are available]]: "
          "[[s:one node has the unreachable taint]] and [[c:one node has insufficient memory]].\n\n"
          "So, in short: [[s:grafana is Pending because no node can take it]]. [[s:It's in the monitoring "
          "namespace]], and [[c:prometheus-server in the same namespace is also Pending]]. [[u:Freeing ~500 MiB on "
          "yukon-w1 would let it schedule]], or you could lower its memory request."},
    {"q": "What k3s versions are the nodes running?", "ev": ["e2"],
     "a": "Looking at the evidence, [[s:two nodes run v1.31.4+k3s1]] and [[s:yukon-w2 is still on "
          "v1.30.6+k3s1]].\n\n"
          "| Node | Version |\n|---|---|\n"
          "| yukon-cp1 | [[s:v1.31.4+k3s1]] |\n"
          "| yukon-w1 | [[c:v1.30.6+k3s1]] |\n"
          "| yukon-w2 | [[s:v1.30.6+k3s1]] |\n\n"
          "So, in short: [[s:w2 is one minor version behind]]; [[u:it was probably skipped during the last "
          "upgrade]]."},
    {"q": "How much memory does the control plane have left?", "ev": ["e1", "e6"],
     "a": "Looking at the evidence, the control-plane node [[s:yukon-cp1]] has [[s:8 GB of RAM]] "
          "([[s:7.75 GiB usable]]). [[s:About 2.05 GiB is available]], so [[s:roughly 74% is in use]]. "
          "[[u:There is no swap configured (e2)]]. "
          "[[c:CPU usage is around 35%]].\n\n"
          "**Answer:** [[c:around 2.5 GiB free]], [[u:which is why grafana can't be scheduled here]]."},
    {"q": "How long has k3s been running on the control plane?", "ev": ["e6", "e7"],
     "a": "Looking at the evidence, [[s:k3s.service is active (running)]], [[s:active since "
          "December 10 at 09:05]]. The host [[s:booted on December 10 too]], [[s:so k3s came up with the boot]]. "
          "[[s:That's about 41 days]].\n\n"
          "So, in short: [[c:k3s has been up for around 51 days]], [[s:it's enabled]], and [[c:it has restarted "
          "once since boot]]."},
    {"q": "How many pods are in each namespace?", "ev": ["e3"],
     "a": "Looking at the evidence, [[s:there are 12 pods across three namespaces]]. [[s:apps has the most]]. "
          "[[c:No pods are scheduled on yukon-w2]], and [[s:only grafana has no node "
          "assigned]].\n\n"
          "- kube-system: [[s:4]]\n- apps: [[c:5]]\n- monitoring: [[s:2]]"},
]

# ---------------------------------------------------------------------------------------------------- indus
INDUS = Clock("2026-05-18T14:30:00-04:00")
_ORINOCO_MEM = 135_009_648_640

_orinoco_steady = steady(
    "e1", INDUS, age=259_200, hostname="indus-db1", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
    kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16,
    cpu_threads=32, memory_total_bytes=_ORINOCO_MEM, package_manager="rpm",
    disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 107_321_753_600},
           {"device": "/dev/md127", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": 3_840_000_000_000},
           {"device": "/dev/nvme2n1p1", "mountpoint": "/pgwal", "fstype": "xfs", "total_bytes": 399_899_000_000}],
    network_interfaces=[{"name": "ens1f0", "mac": "3c:ec:ef:41:92:08", "addresses": ["10.8.0.10/24"], "is_up": True}],
    dns_servers=["10.8.0.2", "10.8.0.3"], default_gateway="10.8.0.1",
    installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                        "pgbouncer": "1.23.1-1.rhel9", "kernel": "5.14.0-503.22.1.el9_5"},
    available_services=["postgresql-16.service", "pgbouncer.service", "sshd.service", "node_exporter.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
           {"name": "pgbouncer", "uid": 993, "gid": 990, "home": "/var/lib/pgbouncer", "shell": "/sbin/nologin"},
           {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
           {"name": "luis", "uid": 1001, "gid": 1001, "home": "/home/luis", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["luis"]},
            {"name": "dba", "gid": 1500, "members": ["luis", "deploy", "postgres"]}])
_orinoco_steady["data"]["stale_sources"] = ["packages"]

_orinoco_evidence = [
    _orinoco_steady,
    item("e2", "linux_package_history", {"source": "dnf", "events": [
        package_event("2026-05-12T10:03:55-04:00", "upgrade", "pgbouncer", "1.23.1-1.rhel9", "1.24.0-1.rhel9"),
        package_event("2026-05-16T02:10:11-04:00", "upgrade", "postgresql16-libs", "16.6-1PGDG.rhel9", "16.8-1PGDG.rhel9"),
        package_event("2026-05-16T02:10:12-04:00", "upgrade", "postgresql16", "16.6-1PGDG.rhel9", "16.8-1PGDG.rhel9"),
        package_event("2026-05-16T02:10:14-04:00", "upgrade", "postgresql16-server", "16.6-1PGDG.rhel9", "16.8-1PGDG.rhel9"),
        package_event("2026-05-16T02:11:40-04:00", "install", "kernel", None, "5.14.0-503.38.1.el9_5"),
        package_event("2026-05-16T02:11:41-04:00", "install", "kernel-core", None, "5.14.0-503.38.1.el9_5"),
        package_event("2026-05-16T02:12:05-04:00", "remove", "kernel", "5.14.0-427.42.1.el9_4", None),
    ]}, INDUS, age=40, args={"since_days": 14}),
    item("e3", "linux_service_status", unit("postgresql-16.service", "active", "running", "enabled", 218804,
                                            "2026-05-16T02:14:05-04:00", "PostgreSQL 16 database server"),
         INDUS, age=30, args={"name": "postgresql-16"}),
    item("e4", "linux_system_info", system_info(41.3, [6.82, 5.90, 5.10], 3_399_450, "2026-04-09T06:12:00-04:00",
                                                _ORINOCO_MEM, 31_406_000_000, 4_294_963_200, 262_144_000),
         INDUS, age=30),
    item("e5", "linux_processes", processes(618, _ORINOCO_MEM, [
        (302211, "postgres", "postgres", 88.4, 1_288_490_188, "2026-05-18T14:21:07-04:00",
         "postgres: app_rw orders 10.8.0.21(51544) SELECT"),
        (302198, "postgres", "postgres", 61.0, 1_073_741_824, "2026-05-18T14:12:50-04:00",
         "postgres: app_rw orders 10.8.0.22(40102) UPDATE"),
        (301877, "postgres", "postgres", 18.5, 536_870_912, "2026-05-18T13:55:02-04:00", "postgres: autovacuum worker orders"),
        (2210, "pgbouncer", "pgbouncer", 7.9, 31_457_280, "2026-04-09T06:12:40-04:00",
         "/usr/bin/pgbouncer -q /etc/pgbouncer/pgbouncer.ini"),
        (218804, "postgres", "postgres", 2.1, 35_433_480_192, "2026-05-16T02:14:05-04:00",
         "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
        (1902, "node_exporter", "node_exporter", 1.2, 28_311_552, "2026-04-09T06:12:38-04:00", "/usr/local/bin/node_exporter"),
    ]), INDUS, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "ens1f0", "mac": "3c:ec:ef:41:92:08", "addresses": ["10.8.0.10/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 218804, "postgres"), listener(6432, "0.0.0.0", 2210, "pgbouncer"),
                      listener(22, "0.0.0.0", 1010, "sshd"), listener(9100, "0.0.0.0", 1902, "node_exporter"),
                      listener(9187, "127.0.0.1", 1950, "postgres_exporter")],
        "connections": [connection("10.8.0.10:6432", "10.8.0.21:51544", 2210, "pgbouncer"),
                        connection("10.8.0.10:6432", "10.8.0.21:51560", 2210, "pgbouncer"),
                        connection("10.8.0.10:6432", "10.8.0.22:40102", 2210, "pgbouncer"),
                        connection("127.0.0.1:38812", "127.0.0.1:5432", 2210, "pgbouncer"),
                        connection("127.0.0.1:5432", "127.0.0.1:38812", 302211, "postgres"),
                        connection("10.8.0.10:5432", "10.8.0.31:44120", 218990, "postgres"),
                        connection("10.8.0.10:22", "10.8.0.5:61022", 301002, "sshd")]},
        INDUS, age=25),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-05-18T12:47:19-04:00", "postgresql-16.service", "warning",
                  "LOG:  checkpoints are occurring too frequently (24 seconds apart)"),
        log_entry("2026-05-18T12:47:19-04:00", "postgresql-16.service", "info",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-05-18T13:58:02-04:00", "postgresql-16.service", "err", "ERROR:  deadlock detected"),
        log_entry("2026-05-18T13:58:02-04:00", "postgresql-16.service", "info",
                  "DETAIL:  Process 301544 waits for ShareLock on transaction 88412093; blocked by process 301550."),
        log_entry("2026-05-18T14:22:40-04:00", "postgresql-16.service", "warning",
                  "LOG:  duration: 8412.331 ms  execute <unnamed>: SELECT o.id, o.total FROM orders o JOIN order_items i "
                  "ON i.order_id = o.id WHERE o.created_at > $1"),
        log_entry("2026-05-18T14:26:03-04:00", "postgresql-16.service", "warning",
                  "LOG:  checkpoints are occurring too frequently (19 seconds apart)"),
    ]}, INDUS, age=35, args={"unit": "postgresql-16", "since_minutes": 120}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 107_321_753_600, 18_253_611_008),
        fs("/dev/md127", "/var/lib/pgsql", "xfs", 3_840_000_000_000, 3_110_400_000_000),
        fs("/dev/nvme2n1p1", "/pgwal", "xfs", 399_899_000_000, 71_982_000_000),
    ]}, INDUS, age=30),
]

_orinoco_answers = [
    {"q": "Why is the DB server slow right now?", "ev": ["e4", "e5"],
     "a": "Looking at the evidence, [[s:the load average is 6.82 / 5.90 / 5.10]], [[s:so it has been climbing over "
          "the last 15 minutes]]. Sorted by CPU, [[s:the top process is a postgres "
          "backend (PID 302211)]] [[s:running a SELECT from 10.8.0.21]] at [[s:88% CPU]], [[s:another backend is "
          "doing an UPDATE from 10.8.0.22 at 61%]], and [[s:an autovacuum worker on orders is at 18.5%]].\n\n"
          "**Answer:** [[u:A long-running analytical query from 10.8.0.21 is the main culprit]]. "
          "[[c:The postmaster itself is using about 33 GB of RAM]], and [[c:memory is about 60% used]] overall. You can find the query "
          "with `SELECT pid, query FROM pg_stat_activity WHERE pid = 302211;`."},
    {"q": "Did the Postgres minor upgrade go through, and which version is running?", "ev": ["e1", "e2", "e3"],
     "a": "Looking at the evidence, the package history shows [[s:postgresql16-server upgraded from 16.6 to 16.8]] "
          "[[s:on May 16 at 02:10]]. The installed-packages list says [[t:postgresql16-server "
          "16.6-1PGDG.rhel9]]. [[s:postgresql-16.service was restarted at 02:14]] — [[s:it's active and running]], "
          "[[c:with main PID 1843]].\n\n"
          "So, in short: [[s:the server is running 16.8]]; [[c:the upgrade happened about a week ago]]."},
    {"q": "Does indus need a reboot for the kernel?", "ev": ["e1", "e2", "e4"],
     "a": "Looking at the evidence, the running kernel is [[s:5.14.0-503.22.1.el9_5]]. [[s:On May 16 dnf installed "
          "kernel 5.14.0-503.38.1.el9_5]] and [[c:removed 5.14.0-503.22.1]]. [[s:The machine has been up since "
          "April 9]], [[s:about 39 days]].\n\n"
          "**Answer:** [[s:Yes — the newer 503.38.1 kernel isn't active yet]], so [[s:a reboot is needed]]. "
          "[[c:Uptime is about 29 days]]. [[u:The update likely includes security fixes you're missing]]. Plan a "
          "failover to the replica before rebooting."},
    {"q": "Who's in the dba and wheel groups?", "ev": ["e1"],
     "a": "Looking at the evidence, [[s:dba (GID 1500) has luis, deploy and postgres]], and [[s:wheel only has "
          "luis]]. [[c:The pgbouncer account is also in dba]]; [[s:it has a nologin shell]].\n\n"
          "So, in short: [[s:luis is the only one in wheel]]. [[c:postgres has UID 1002]] and [[c:its home is /home/postgres]]."},
    {"q": "How much space is left for the database and WAL?", "ev": ["e8"],
     "a": "Looking at the evidence, [[s:/var/lib/pgsql is on /dev/md127]], [[s:3.84 TB in size]] with "
          "[[s:81% used]], leaving [[c:about 730 GiB]] free. [[s:/pgwal has about 328 GB free]].\n\n"
          "**Answer:** [[s:About 730 GB free for data]] and [[s:over 80% free on WAL]]. [[c:The data volume will hit "
          "90% after another ~200 GB]] of growth, so keep an eye on it."},
    {"q": "Who is connected to the database right now?", "ev": ["e6"],
     "a": "Looking at the evidence (e6), [[s:pgbouncer on port 6432 has three client connections]]: [[s:two from "
          "10.8.0.21]] and [[s:one from 10.8.0.22]]. [[s:There's a connection to port 5432 from 10.8.0.31]], "
          "[[u:which is the streaming replica]], and [[s:pgbouncer talks to postgres over localhost]]. [[c:Postgres "
          "on 5432 is only listening on localhost]].\n\n"
          "So, in short: [[c:four clients through pgbouncer]], plus [[s:one connection from 10.8.0.31]]."},
    {"q": "Any errors in the Postgres log?", "ev": ["e7"],
     "a": "Looking at the evidence, over the last two hours the log has [[s:one deadlock at 13:58]], [[s:two "
          "\"checkpoints are occurring too frequently\" warnings]] ([[s:24 seconds apart]] and [[c:9 seconds "
          "apart]]), and [[s:a slow statement taking about 8.4 seconds]] [[c:at 14:02]].\n\n"
          "**Answer:**\n"
          "- Deadlock: [[s:process 301544 was blocked by 301550]]\n"
          "- Checkpoints: [[s:the log suggests raising max_wal_size]]\n"
          "- [[u:The deadlock came from two concurrent UPDATEs on orders]]\n\n"
          "Raising `max_wal_size` (e.g. to 8GB) should calm the checkpoint warnings."},
]

# ---------------------------------------------------------------------------------------------------- loire
LOIRE = Clock("2026-08-07T23:50:00+03:00")
_VOLGA_MEM = 33_284_554_752

_volga_ifaces = [{"name": "wlan0", "mac": "d0:3c:1f:8e:40:b2", "addresses": ["10.0.0.37/24"], "is_up": True},
                 {"name": "wg0", "mac": None, "addresses": ["10.66.0.2/32"], "is_up": True}]

_volga_evidence = [
    steady("e1", LOIRE, age=900, hostname="loire", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.15.9-arch1-1", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22,
           memory_total_bytes=_VOLGA_MEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_022_903_713_792}],
           network_interfaces=_volga_ifaces, dns_servers=["10.0.0.1"], default_gateway="10.0.0.1",
           installed_packages={"linux": "6.15.9.arch1-1", "mesa": "1:25.1.7-1", "firefox": "141.0.3-1",
                               "wireguard-tools": "1.0.20250521-1", "ollama": "0.11.2-1", "fish": "4.0.2-1",
                               "tlp": "1.8.0-1", "cups": "2:2.4.12-2"},
           available_services=["NetworkManager.service", "bluetooth.service", "cups.service", "ollama.service",
                               "sshd.service", "wg-quick@.service", "tlp.service", "avahi-daemon.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
                  {"name": "ollama", "uid": 956, "gid": 956, "home": "/var/lib/ollama", "shell": "/usr/bin/nologin"},
                  {"name": "nikita", "uid": 1000, "gid": 1000, "home": "/home/nikita", "shell": "/usr/bin/fish"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["nikita"]}, {"name": "libvirt", "gid": 961, "members": ["nikita"]},
                   {"name": "ollama", "gid": 956, "members": []}]),
    item("e2", "linux_package_history", {"source": "pacman", "events": [
        package_event("2026-08-06T22:41:10+03:00", "upgrade", "linux", "6.15.8.arch1-1", "6.15.9.arch1-1"),
        package_event("2026-08-06T22:41:10+03:00", "upgrade", "mesa", "1:25.1.6-1", "1:25.1.7-1"),
        package_event("2026-08-06T22:41:11+03:00", "upgrade", "firefox", "141.0-1", "141.0.3-1"),
        package_event("2026-08-06T22:41:12+03:00", "upgrade", "ollama", "0.10.1-1", "0.11.2-1"),
        package_event("2026-08-07T19:02:33+03:00", "install", "wireguard-tools", None, "1.0.20250521-1"),
        package_event("2026-08-07T19:05:40+03:00", "remove", "openvpn", "2.6.14-1", None),
    ]}, LOIRE, age=60, args={"since_days": 3}),
    item("e3", "linux_system_info", system_info(4.1, [0.41, 0.52, 0.60], 92_900, "2026-08-06T22:55:00+03:00", _VOLGA_MEM,
                                                21_474_836_480, 8_589_934_592, 0), LOIRE, age=400),
    item("e4", "linux_network_info", {
        "interfaces": _volga_ifaces,
        "listening": [listener(631, "127.0.0.1", 702, "cupsd"), listener(11434, "127.0.0.1", 1120, "ollama"),
                      listener(5353, "0.0.0.0", 688, "avahi-daemon", proto="udp"),
                      listener(51820, "0.0.0.0", None, None, proto="udp")],
        "connections": [connection("10.0.0.37:50322", "140.82.112.4:443", 3012, "firefox"),
                        connection("10.0.0.37:41876", "149.154.167.51:443", 3350, "telegram-desktop"),
                        connection("10.66.0.2:38440", "10.66.0.1:22", 4410, "ssh")]},
        LOIRE, age=15),
    item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 2_450_000, "tx_bytes_per_s": 180_000},
        {"name": "wg0", "rx_bytes_per_s": 12_000, "tx_bytes_per_s": 9_000}]},
        LOIRE, age=10, args={"interval_seconds": 1}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-08-07T23:12:05+03:00", None, "err", "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-08-07T23:12:05+03:00", None, "err", "iwlwifi 0000:00:14.3: Start IWL Error Log Dump:"),
        log_entry("2026-08-07T23:12:06+03:00", None, "warning",
                  "wlan0: deauthenticating from 84:d8:1b:6e:22:10 by local choice (Reason: 3=DEAUTH_LEAVING)"),
        log_entry("2026-08-07T23:12:14+03:00", "NetworkManager.service", "warning",
                  "<warn>  [1786047134.2201] device (wlan0): Activation: (wifi) association took too long"),
        log_entry("2026-08-07T23:31:50+03:00", None, "err", "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
    ]}, LOIRE, age=30, args={"since_minutes": 120, "priority": "warning"}),
    item("e7", "linux_processes", processes(298, _VOLGA_MEM, [
        (1120, "ollama", "ollama", 212.0, 5_583_457_484, "2026-08-06T22:55:31+03:00", "/usr/bin/ollama serve"),
        (3012, "firefox", "nikita", 14.2, 1_717_986_918, "2026-08-07T09:14:02+03:00", "/usr/lib/firefox/firefox"),
        (2240, "kwin_wayland", "nikita", 6.8, 377_487_360, "2026-08-06T22:56:10+03:00", "/usr/bin/kwin_wayland --wayland-fd 7"),
        (3350, "telegram-desktop", "nikita", 3.1, 461_373_440, "2026-08-07T09:20:45+03:00", "/usr/bin/telegram-desktop"),
        (2301, "plasmashell", "nikita", 2.4, 587_202_560, "2026-08-06T22:56:14+03:00", "/usr/bin/plasmashell --no-respawn"),
        (688, "avahi-daemon", "avahi", 0.3, 4_194_304, "2026-08-06T22:55:07+03:00", "avahi-daemon: running [loire.local]"),
    ]), LOIRE, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e8", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 640, "2026-08-06T22:55:08+03:00", "Network Manager"),
        unit("bluetooth.service", "inactive", "dead", "disabled", None, None, "Bluetooth service"),
        unit("cups.service", "active", "running", "enabled", 702, "2026-08-06T22:55:07+03:00", "CUPS Scheduler"),
        unit("ollama.service", "active", "running", "enabled", 1120, "2026-08-06T22:55:31+03:00", "Ollama Service"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH Daemon"),
        unit("wg-quick@wg0.service", "active", "exited", "enabled", None, "2026-08-07T19:04:12+03:00",
             "WireGuard via wg-quick(8) for wg0"),
        unit("tlp.service", "active", "exited", "enabled", None, "2026-08-06T22:55:06+03:00", "TLP system startup/shutdown"),
        unit("avahi-daemon.service", "active", "running", "enabled", 688, "2026-08-06T22:55:07+03:00",
             "Avahi mDNS/DNS-SD Stack"),
    ]}, LOIRE, age=20),
]

_volga_answers = [
    {"q": "Is the new kernel active after yesterday's update?", "ev": ["e1", "e2", "e3"],
     "a": "Looking at the evidence, pacman [[s:upgraded linux from 6.15.8 to 6.15.9]] [[s:yesterday at 22:41]], and "
          "the laptop [[t:rebooted at 22:55]]. The steady state shows [[s:kernel 6.15.9-arch1-1 running]].\n\n"
          "So, in short: [[s:yes, you're on the new kernel]] and [[s:no reboot is needed]]. [[t:Uptime is about 26 "
          "hours]]. [[s:Mesa was upgraded in the same transaction]], [[c:to 25.1.8]]."},
    {"q": "Why does my wifi keep dropping?", "ev": ["e6"],
     "a": "Looking at the evidence, the kernel log shows [[s:iwlwifi reporting \"Microcode SW error detected\" at "
          "23:12]] and [[s:again at 23:31]]; [[s:the first one was followed by wlan0 deauthenticating from "
          "84:d8:1b:6e:22:10]] [[c:because the access point kicked it off]]. [[s:NetworkManager then complained that "
          "the association took too long]].\n\n"
          "**Answer:** [[c:The Wi-Fi firmware crashed three times in the last two hours]]. [[u:This is a known "
          "regression in the 6.15.9 iwlwifi driver]], [[u:probably triggered by power saving]]. You could try "
          "`options iwlwifi power_save=0` in /etc/modprobe.d/iwlwifi.conf, or boot the LTS kernel."},
    {"q": "What's eating my CPU?", "ev": ["e3", "e7"],
     "a": "Looking at the evidence, [[s:ollama is at the top with about 212% CPU]], [[s:running as the ollama "
          "user]]. [[s:Firefox is second at ~14%]]. [[s:ollama also holds about 5.2 GiB of memory]]. The older "
          "system snapshot says [[t:overall CPU "
          "was only 4.1%]].\n\n"
          "So, in short: [[s:`ollama serve` is what's using the CPU]]; [[u:it's probably generating a response for "
          "some model]]. [[c:plasmashell is the third-highest]] but it's small."},
    {"q": "What's listening on my laptop? I want to make sure nothing's exposed.", "ev": ["e4", "e8"],
     "a": "Looking at the evidence, [[s:CUPS is on 631]] and [[s:ollama on 11434]], [[s:both bound to "
          "127.0.0.1]]. [[s:avahi-daemon listens on UDP 5353 on all interfaces]], and [[s:something is on UDP "
          "51820]], [[u:which is your WireGuard tunnel]].\n\n"
          "**Answer:** [[c:Nothing is listening on a non-loopback address]], so [[s:no TCP port is reachable from "
          "outside]]. [[c:ollama is open on 0.0.0.0:11434]], though, so be careful on public Wi-Fi."},
    {"q": "How much bandwidth am I using and what's connected?", "ev": ["e4", "e5"],
     "a": "Looking at the evidence, wlan0 is [[s:receiving about 2.45 MB/s]] and [[c:sending about 1.8 MB/s]]. "
          "Connections: [[s:Firefox to 140.82.112.4 on 443]], [[c:Telegram to 149.154.167.51 on port 5222]], "
          "and [[s:an SSH session over the tunnel to 10.66.0.1]].\n\n"
          "So, in short: [[s:you're downloading at roughly 20 Mbit/s]], [[u:most of it Firefox]]. There are [[s:three "
          "established connections]], [[c:all over the VPN]]."},
    {"q": "Who is in wheel and what shell does nikita use?", "ev": ["e1"],
     "a": "Looking at the evidence, [[s:wheel (GID 998) has one member, nikita]]. [[s:nikita's shell is "
          "/usr/bin/fish]]. [[s:nikita is also in libvirt]] [[c:and in the ollama group]].\n\n"
          "**Answer:** [[s:only nikita is in wheel]], and [[c:nikita uses bash]]."},
    {"q": "What did I change in packages today, and is memory OK?", "ev": ["e2", "e3"],
     "a": "Looking at the evidence, today [[s:you installed wireguard-tools at 19:02]] and [[s:removed openvpn three "
          "minutes later]]. [[c:You also upgraded firefox today]]. For memory, [[t:about 20 GiB is available]] out "
          "of [[t:31 GiB]], and [[t:zram swap is unused]].\n\n"
          "**Answer:** [[s:two package changes today]]; [[t:memory is fine, ~35% used]]. [[c:openvpn 2.6.12 was "
          "removed]]."},
]

MACHINES = [
    {"name": "rhine", "clock": RHINE, "evidence": _danube_evidence, "answers": _danube_answers},
    {"name": "tigris", "clock": TIGRIS, "evidence": _mekong_evidence, "answers": _mekong_answers},
    {"name": "yukon", "clock": YUKON, "evidence": _yukon_evidence, "answers": _yukon_answers},
    {"name": "indus", "clock": INDUS, "evidence": _orinoco_evidence, "answers": _orinoco_answers},
    {"name": "loire", "clock": LOIRE, "evidence": _volga_evidence, "answers": _volga_answers},
]
