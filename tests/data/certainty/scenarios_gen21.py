"""21st generation (written blind by a helper who saw neither the wrapper nor its scores): everyday desktop
and laptop questions (memory, disk, Wi-Fi, updates, who is logged in, printers, games, browsers) on three
home computers, plus one small home server and one container host. Answers are written in the chatty style
of llama3.x / qwen2.5: greetings, headings, bullets, bold, emoji, tables with status emoji, and offers.

roshar — a family gaming desktop, Fedora 41 (rpm), America/Chicago (-05:00). Steady state (32 GB RAM,
btrfs / and /home on one NVMe partition, a 2 TB ext4 games drive, users marco and lena, only marco in
wheel); fresh system info (Baldur's Gate 3 running, ~9.8 GiB available, 1.2 GiB of 8 GiB swap used) and a
25-minute-old system info taken before the game started; a memory-sorted process list cut to 8 rows (two
gnome-shell sessions, marco's and lena's); disk usage (games drive 95.6% full); a complete 7-day package
history (kernel 6.12.15 -> 6.13.5 on Wednesday, Firefox 136.0 and a mesa rebuild on Thursday, gamemode
installed); all services (sshd inactive and disabled, firewalld active); sockets (cupsd on loopback only,
Steam on 27036, no port 22); and two hours of warnings (two amdgpu page faults naming bg3.exe, one of them
an error, and a GNOME Shell warning).

urithiru — a home server, Debian 12 (bookworm), Europe/Berlin (+01:00): Jellyfin, Samba, Pi-hole, CUPS
sharing a USB Brother printer. The steady state is two and a half hours old and lists `packages` in
stale_sources (unattended-upgrades ran at 06:25, so its versions are out of date). Evidence: all services
(cups-browsed inactive), disk usage (/srv/media on /dev/md0 92.5% full), the CUPS error_log read as a file
(job 214 by anna and job 215 by jonas waiting, "Printer not connected" up to 08:05), a complete 3-day
package history (OpenSSL and OpenSSH this morning, Jellyfin 10.10.6 on Thursday evening), the
apt-daily-upgrade journal (06:24:58 -> 06:25:49, 38.5 s CPU), sockets (cupsd on 0.0.0.0:631, jellyfin on
8096, one SSH connection from .23 owned by jonas, one SMB client, one Jellyfin client), a CPU-sorted
process list cut to 6 rows (jellyfin's ffmpeg at 182% transcoding Dune Part Two with h264_qsv, started
07:58) and system info (4-core Celeron, 16 GB, up since Sunday March 1, 03:58).

kholinar — a work laptop, Ubuntu 24.04 with an HWE kernel, Asia/Kolkata (+05:30), user priya. Evidence:
an hour of Wi-Fi journal (two iwlwifi "Microcode SW error" restarts, each followed by a locally generated
disconnect and a reconnect 11 and 17 seconds later), sockets (nothing on 22; tailscaled the only
non-loopback listener; three HTTPS connections: chrome, code, slack), traffic (2.41 MB/s down, 184 KB/s
up), a memory-sorted process list cut to 8 rows (Chrome's four rows add up to 2.9 GiB, VS Code 690 MiB
above Slack 530 MiB), system info (~80% of RAM used, 2.6 GiB of 4 GiB swap), a complete 14-day package
history, two fresh disk-usage readings that disagree on the used space (a download in progress: 92.0%
against 91.4%), the CUPS printers.conf (one HP OfficeJet Pro 9010, default, Idle, Shared No) and the cups
unit (active since Sunday morning).

thaylen — a container host, Ubuntu 22.04, UTC, users ops and deploy (both in docker, only ops in sudo).
Evidence: all containers (10: eight running, immich-server restarting with exit code 1, watchtower
exited with code 0, no immich database container, vaultwarden up 2 days), the dockerd journal for that
container (four task-delete events from 14:19 on), a memory-sorted process list cut to 8 rows (gitea runs
as uid 1000, which is ops on the host; postgres as uid 70), fresh system info (no swap, 34.6% of 62.7 GiB
used) and a 22-minute-old one taken during a load spike (91.5% CPU, load 9.8), disk usage (/data XFS 70%,
/ 41%), sockets (node exporter on :: port 9100, uptime-kuma on loopback 3001, no port for vaultwarden)
and a complete 14-day package history (docker-ce 27.5.1 and containerd.io 1.7.25 on March 3, openssh-server
on March 10).

azimir — a shared family laptop, Linux Mint 22.1, Australia/Sydney (+11:00), accounts sarah, tom and mia
(only sarah in sudo and lpadmin). Evidence: a memory-sorted process list cut to 8 rows (sarah's session
since yesterday 11:05 with Firefox, tom's since 14:58 with Minecraft started at 15:02 with -Xmx2G as
Tomcraft09), fresh system info (0.9 GiB available, swap 85% used) and a 40-minute-old one, the CUPS
error_log (tom's job 58 at 14:12, two "Unable to locate printer" errors, queue stopped at 14:13, sarah's
job 59 at 15:47), the cups unit, sockets (java to 51.81.62.133:25565; only avahi listens beyond loopback),
a complete 10-day package history and disk usage (86% of 250 GB).
"""

from _evidence import (GiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# roshar — family gaming desktop, Fedora 41
# ---------------------------------------------------------------------------------------------------------
ROSHAR = Clock("2026-03-14T21:40:00-05:00")
R_MEM = 33_564_291_072  # 31.26 GiB MemTotal, 32 GB installed

roshar_evidence = [
    steady("e1", ROSHAR, age=1800,
           hostname="roshar", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.13.5-200.fc41.x86_64", cpu_model="AMD Ryzen 7 5800X3D 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=R_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 998_579_896_320},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 998_579_896_320},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4",
                   "total_bytes": 1_967_317_549_056}],
           network_interfaces=[{"name": "enp5s0", "mac": "04:42:1a:9c:3e:71", "addresses": ["192.168.1.42/24"],
                                "is_up": True},
                               {"name": "wlp4s0", "mac": "3c:21:9c:55:0a:12", "addresses": [], "is_up": False}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"kernel": "6.13.5-200.fc41", "firefox": "136.0-1.fc41", "steam": "1.0.0.82-1.fc41",
                               "mesa-dri-drivers": "24.3.4-3.fc41", "gamemode": "1.8.2-1.fc41",
                               "cups": "2.4.11-1.fc41", "openssh-server": "9.8p1-3.fc41.2"},
           available_services=["sshd.service", "cups.service", "bluetooth.service", "NetworkManager.service",
                               "gdm.service", "firewalld.service", "chronyd.service", "avahi-daemon.service"],
           users=[{"name": "marco", "uid": 1000, "gid": 1000, "home": "/home/marco", "shell": "/bin/bash"},
                  {"name": "lena", "uid": 1001, "gid": 1001, "home": "/home/lena", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["marco"]},
                   {"name": "gamemode", "gid": 975, "members": ["lena", "marco"]}]),
    item("e2", "linux_system_info",
         system_info(38.5, [4.12, 3.80, 3.10], 13_920, "2026-03-14T17:48:00-05:00", R_MEM, 10_522_457_088,
                     8 * GiB, 1_288_490_189), ROSHAR, age=30),
    item("e3", "linux_processes", processes(412, R_MEM, [
        (9311, "bg3.exe", "lena", 92.4, 10_307_921_510, "2026-03-14T20:55:12-05:00",
         "/home/lena/.local/share/Steam/steamapps/common/Baldurs Gate 3/bin/bg3.exe"),
        (4410, "firefox", "marco", 3.1, 2_469_606_195, "2026-03-14T18:02:40-05:00", "/usr/lib64/firefox/firefox"),
        (8702, "steamwebhelper", "lena", 4.0, 1_181_116_006, "2026-03-14T20:41:05-05:00",
         "/home/lena/.local/share/Steam/ubuntu12_64/steamwebhelper -lang=en_US"),
        (8555, "Discord", "lena", 1.2, 650_117_120, "2026-03-14T20:39:50-05:00", "/app/discord/Discord"),
        (2871, "gnome-shell", "lena", 6.5, 429_916_160, "2026-03-14T20:38:31-05:00", "/usr/bin/gnome-shell"),
        (1903, "gnome-shell", "marco", 0.3, 398_458_880, "2026-03-14T17:49:10-05:00", "/usr/bin/gnome-shell"),
        (8601, "steam", "lena", 0.8, 367_001_600, "2026-03-14T20:40:58-05:00",
         "/home/lena/.local/share/Steam/ubuntu12_32/steam -srt-logger-opened"),
        (2990, "Xwayland", "lena", 2.1, 214_958_080, "2026-03-14T20:38:33-05:00",
         "/usr/bin/Xwayland :1 -rootless -noreset"),
    ]), ROSHAR, age=30, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 998_579_896_320, 657_129_996_288),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 998_579_896_320, 657_129_996_288),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 310_378_496),
        fs("/dev/sda1", "/mnt/games", "ext4", 1_967_317_549_056, 1_880_000_000_000),
    ]}, ROSHAR, age=40),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-03-09T19:12:44-05:00", "install", "gamemode", None, "1.8.2-1.fc41"),
        package_event("2026-03-11T08:03:10-05:00", "upgrade", "kernel", "6.12.15-200.fc41", "6.13.5-200.fc41"),
        package_event("2026-03-12T18:30:05-05:00", "upgrade", "firefox", "135.0.1-1.fc41", "136.0-1.fc41"),
        package_event("2026-03-12T18:30:07-05:00", "upgrade", "mesa-dri-drivers", "24.3.4-2.fc41", "24.3.4-3.fc41"),
    ]}, ROSHAR, age=60, args={"since_days": 7}),
    item("e6", "linux_system_info",
         system_info(6.0, [0.80, 0.60, 0.50], 12_420, "2026-03-14T17:48:00-05:00", R_MEM, 22_548_578_304,
                     8 * GiB, 0), ROSHAR, age=1500),
    item("e7", "linux_service_status", {"units": [
        unit("cups.service", "active", "running", "enabled", 1120, "2026-03-14T17:48:20-05:00", "CUPS Scheduler"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("bluetooth.service", "active", "running", "enabled", 1033, "2026-03-14T17:48:14-05:00",
             "Bluetooth service"),
        unit("firewalld.service", "active", "running", "enabled", 1012, "2026-03-14T17:48:12-05:00",
             "firewalld - dynamic firewall daemon"),
        unit("NetworkManager.service", "active", "running", "enabled", 1088, "2026-03-14T17:48:15-05:00",
             "Network Manager"),
        unit("gdm.service", "active", "running", "enabled", 1301, "2026-03-14T17:48:22-05:00", "GNOME Display Manager"),
        unit("chronyd.service", "active", "running", "enabled", 1040, "2026-03-14T17:48:13-05:00", "NTP client/server"),
        unit("avahi-daemon.service", "active", "running", "enabled", 1001, "2026-03-14T17:48:12-05:00",
             "Avahi mDNS/DNS-SD Stack"),
    ]}, ROSHAR, age=45),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "04:42:1a:9c:3e:71", "addresses": ["192.168.1.42/24"], "is_up": True},
                       {"name": "wlp4s0", "mac": "3c:21:9c:55:0a:12", "addresses": [], "is_up": False}],
        "listening": [listener(631, "127.0.0.1", 1120, "cupsd"), listener(631, "::1", 1120, "cupsd"),
                      listener(27036, "0.0.0.0", 8601, "steam"), listener(27036, "0.0.0.0", 8601, "steam", "udp"),
                      listener(5353, "0.0.0.0", 1001, "avahi-daemon", "udp")],
        "connections": [connection("192.168.1.42:51844", "162.254.193.47:27019", 8601, "steam"),
                        connection("192.168.1.42:40112", "151.101.1.140:443", 4410, "firefox"),
                        connection("192.168.1.42:52990", "162.159.135.234:443", 8555, "Discord")],
    }, ROSHAR, age=45),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-14T21:12:33-05:00", None, "warning",
                  "amdgpu 0000:0b:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:3 pasid:32774)"),
        log_entry("2026-03-14T21:12:33-05:00", None, "err",
                  "amdgpu 0000:0b:00.0: amdgpu:  in process bg3.exe pid 9311 thread bg3.exe:cs0 pid 9402"),
        log_entry("2026-03-14T21:12:38-05:00", "user@1001.service", "warning",
                  "gnome-shell: Window manager warning: Buggy client sent a _NET_ACTIVE_WINDOW message with a "
                  "timestamp of 0 for 0x2c00007"),
        log_entry("2026-03-14T21:31:02-05:00", None, "warning",
                  "amdgpu 0000:0b:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:3 pasid:32774)"),
    ]}, ROSHAR, age=50, args={"priority": "warning", "since_minutes": 120}),
]

roshar_answers = [
    {"q": "My PC feels super sluggish right now, what's hogging it?", "ev": ["e1", "e2", "e3", "e6"],
     "a": "Hey! 👋 Let's take a look at what's going on with **roshar**.\n\n"
          "## 🧠 Memory\n"
          "- You have [[s:about 32 GB of RAM]] and [[c:roughly 14 GB of it is in use]] right now.\n"
          "- [[s:About 25 minutes ago there was ~21 GiB available]], [[c:so memory use has actually dropped since "
          "then]].\n\n"
          "## 🎮 The big one\n"
          "- [[s:**bg3.exe** (Baldur's Gate 3) is by far the biggest process at ~9.6 GiB]] — [[s:it's running under **lena**'s account]].\n"
          "- [[c:Firefox is second at about 3.5 GB]].\n\n"
          "## ⚙️ CPU & load\n"
          "- [[c:The 1-minute load average is 5.4]], "
          "[[s:up from 3.10 over 15 minutes]].\n\n"
          "**Bottom line:** [[u:the game is what's making everything else feel slow]]. If nobody's using "
          "Firefox right now, closing it would help too. Want me to list more processes?"},

    {"q": "who is logged in on this computer right now?", "ev": ["e1", "e3"],
     "a": "Good question! Here's what the running processes show:\n\n"
          "| User | What's running | Since |\n"
          "|---|---|---|\n"
          "| 👤 **lena** | [[s:gnome-shell, Steam, Discord and Baldur's Gate 3 are running as lena]] | "
          "[[s:her shell started at 20:38]] |\n"
          "| 👤 **marco** | [[s:a gnome-shell and Firefox are running as marco]] | "
          "[[c:his session started around 19:49]] |\n\n"
          "- [[u:It looks like lena is the one actually sitting at the screen (her game is in the "
          "foreground)]].\n"
          "- [[c:Both accounts are admins (they're both in `wheel`)]].\n"
          "- [[s:Those are the only two user accounts on the machine]], and [[u:nobody is logged in remotely over "
          "SSH]].\n\n"
          "You can double-check with `loginctl list-sessions` if you like 🙂"},

    {"q": "how much space do I have left for games?", "ev": ["e1", "e4"],
     "a": "### 💾 Disk space on roshar\n\n"
          "**Games drive (`/mnt/games`)**\n"
          "- [[s:It's a ~2 TB ext4 drive]]\n"
          "- [[s:it's **95.6% full**]] 😬\n"
          "- [[c:with only about 47 GB free]]\n\n"
          "**System drive (`/` and `/home`)**\n"
          "- [[s:`/` and `/home` share the same btrfs partition on the NVMe]]\n"
          "- [[c:that one is only about 40% used]], [[s:leaving roughly 318 GiB free]]\n\n"
          "So [[s:the NVMe has almost four times as much free space as the games drive]]. "
          "[[u:Your Steam library lives on `/mnt/games`]], so if you want to install something big you could add "
          "a second library folder on the NVMe in Steam → Settings → Storage. Want help with that?"},

    {"q": "Did anything update this week? Am I on the newest kernel?", "ev": ["e1", "e5"],
     "a": "Yep, a few things changed in the last week 📦:\n\n"
          "1. [[s:**kernel** went from 6.12.15 to 6.13.5]] [[c:on Tuesday, March 10]]\n"
          "2. [[s:**Firefox** was upgraded to 136.0]] [[s:on Thursday evening]]\n"
          "3. [[c:**gamemode** was upgraded to 1.8.2]]\n\n"
          "**Kernel:** [[s:the running kernel is 6.13.5-200.fc41]], so [[s:you're booted into the new one]] ✅ "
          "[[u:6.13.5 is also the newest kernel Fedora 41 ships right now]].\n\n"
          "[[s:Steam itself didn't update this week]]; [[c:five packages changed in total]]. "
          "Run `sudo dnf upgrade --refresh` if you want to check for anything newer!"},

    {"q": "How much RAM am I using, and is swap being used?", "ev": ["e1", "e6"],
     "a": "Here's the memory picture for **roshar** 🧠:\n\n"
          "- **Installed RAM:** [[s:32 GB]]\n"
          "- **Available:** [[t:about 21 GiB]]\n"
          "- **In use:** [[t:roughly 10 GiB (about a third)]]\n"
          "- **Swap:** [[t:not touched at all (0 B used)]]\n"
          "- **CPU:** [[t:basically idle at ~6%]]\n"
          "- [[t:Load averages are low (0.8 / 0.6 / 0.5)]]\n\n"
          "[[s:Your CPU is a Ryzen 7 5800X3D with 8 cores / 16 threads]], [[u:so you've got plenty of headroom "
          "for gaming]] 🎮. Let me know if you want a live reading!"},

    {"q": "Is the printer service running? And can I ssh into this box?", "ev": ["e7", "e8"],
     "a": "Sure! Here's a quick status check 🖨️🔐\n\n"
          "**Printing (CUPS)**\n"
          "- [[s:`cups.service` is **active (running)**]]\n"
          "- [[s:it's listening only on localhost port 631]]\n"
          "- [[u:Your print queue is empty]]\n\n"
          "**SSH**\n"
          "- [[s:`sshd.service` is **inactive (dead)**]] [[c:but still enabled]], [[s:so no, you can't SSH in right "
          "now]]\n"
          "- [[c:Oddly, port 22 is open on 0.0.0.0]] — [[u:maybe a leftover socket from another SSH server]]\n\n"
          "**Other stuff I noticed**\n"
          "- [[c:`firewalld` is stopped]]\n\n"
          "To turn SSH on: `sudo systemctl enable --now sshd`."},

    {"q": "My game froze for a second about half an hour ago — anything in the logs?", "ev": ["e9", "e3"],
     "a": "Here's what the journal shows 👀\n\n"
          "- [[s:At **21:12** the kernel logged an **amdgpu page fault**]], [[s:and it names `bg3.exe` (PID 9311) "
          "as the process]].\n"
          "- [[c:It happened once more at 21:13]]; [[s:the most recent one was only about 9 minutes ago]].\n"
                    "- [[s:In total there are 4 warning-or-worse entries in the last 2 hours]], and [[c:there are no errors, "
          "only warnings]].\n"
          "\n"
          "**What it probably means:** [[u:the freeze was most likely caused by that amdgpu fault]] — "
          "[[u:page faults like this usually point to a Mesa 24.3 driver bug]]. If it keeps happening, try "
          "switching the game to Vulkan/DX11 in the launcher. Want me to watch the log for new faults?"},
]

# ---------------------------------------------------------------------------------------------------------
# urithiru — home server, Debian 12
# ---------------------------------------------------------------------------------------------------------
URITHIRU = Clock("2026-03-07T08:15:00+01:00")
U_MEM = 16_610_754_560  # 15.47 GiB, 16 GB installed

urithiru_steady = steady(
    "e1", URITHIRU, age=9000,
    hostname="urithiru", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
    kernel="6.1.0-31-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
    memory_total_bytes=U_MEM,
    disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 235_813_285_888},
           {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": 3_936_818_749_440},
           {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952}],
    network_interfaces=[{"name": "eno1", "mac": "00:e0:4c:68:11:2a", "addresses": ["192.168.178.10/24"],
                         "is_up": True}],
    dns_servers=["127.0.0.1"], default_gateway="192.168.178.1",
    installed_packages={"openssh-server": "1:9.2p1-2+deb12u4", "samba": "2:4.17.12+dfsg-0+deb12u1",
                        "cups": "2.4.2-3+deb12u8", "jellyfin-server": "10.10.6+deb12",
                        "libssl3": "3.0.15-1~deb12u1", "unattended-upgrades": "2.9.1+nmu3",
                        "smartmontools": "7.3-pre1", "printer-driver-brlaser": "6.2.5-1"},
    available_services=["ssh.service", "smbd.service", "nmbd.service", "cups.service", "cups-browsed.service",
                        "jellyfin.service", "pihole-FTL.service", "unattended-upgrades.service",
                        "smartmontools.service"],
    users=[{"name": "jonas", "uid": 1000, "gid": 1000, "home": "/home/jonas", "shell": "/bin/bash"},
           {"name": "anna", "uid": 1001, "gid": 1001, "home": "/home/anna", "shell": "/bin/bash"},
           {"name": "jellyfin", "uid": 105, "gid": 112, "home": "/var/lib/jellyfin", "shell": "/usr/sbin/nologin"},
           {"name": "pihole", "uid": 999, "gid": 999, "home": "/home/pihole", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["jonas"]}, {"name": "lpadmin", "gid": 113, "members": ["jonas"]},
            {"name": "sambashare", "gid": 114, "members": ["jonas", "anna"]}])
urithiru_steady["data"]["stale_sources"] = ["packages"]

urithiru_evidence = [
    urithiru_steady,
    item("e2", "linux_service_status", {"units": [
        unit("ssh.service", "active", "running", "enabled", 712, "2026-03-01T03:58:40+01:00",
             "OpenBSD Secure Shell server"),
        unit("smbd.service", "active", "running", "enabled", 901, "2026-03-01T03:58:45+01:00", "Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", "enabled", 884, "2026-03-01T03:58:44+01:00", "Samba NMB Daemon"),
        unit("cups.service", "active", "running", "enabled", 655, "2026-03-01T03:58:38+01:00", "CUPS Scheduler"),
        unit("cups-browsed.service", "inactive", "dead", "disabled", None, None,
             "Make remote CUPS printers available locally"),
        unit("jellyfin.service", "active", "running", "enabled", 1022, "2026-03-05T21:14:02+01:00",
             "Jellyfin Media Server"),
        unit("pihole-FTL.service", "active", "running", "enabled", 690, "2026-03-01T03:58:37+01:00",
             "Pi-hole FTL"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 702, "2026-03-01T03:58:39+01:00",
             "Unattended Upgrades Shutdown"),
        unit("apt-daily-upgrade.service", "inactive", "dead", "static", None, None,
             "Daily apt upgrade and clean activities"),
        unit("smartmontools.service", "active", "running", "enabled", 688, "2026-03-01T03:58:37+01:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
    ]}, URITHIRU, age=60),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 235_813_285_888, 44_023_414_784),
        fs("/dev/md0", "/srv/media", "ext4", 3_936_818_749_440, 3_640_000_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 535_805_952, 6_291_456),
    ]}, URITHIRU, age=40),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "cups", "files": ["/var/log/cups/error_log"],
                                     "entries": [
        log_entry("2026-03-07T07:02:11+01:00", "cups", "info",
                  "Job 214 queued on \"Brother_HL-L2350DW\" by \"anna\"."),
        log_entry("2026-03-07T07:02:11+01:00", "cups", "info",
                  "[Job 214] Started backend /usr/lib/cups/backend/usb (PID 40122)"),
        log_entry("2026-03-07T07:02:12+01:00", "cups", "warning", "[Job 214] Waiting for printer to become available."),
        log_entry("2026-03-07T07:17:12+01:00", "cups", "err",
                  "[Job 214] Printer not connected; will retry in 30 seconds..."),
        log_entry("2026-03-07T07:32:15+01:00", "cups", "err",
                  "[Job 214] Printer not connected; will retry in 30 seconds..."),
        log_entry("2026-03-07T07:40:02+01:00", "cups", "info",
                  "Job 215 queued on \"Brother_HL-L2350DW\" by \"jonas\"."),
        log_entry("2026-03-07T08:05:41+01:00", "cups", "err",
                  "[Job 214] Printer not connected; will retry in 30 seconds..."),
    ]}, URITHIRU, age=50, args={"unit": "cups", "since_minutes": 180}),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-03-05T21:13:50+01:00", "upgrade", "jellyfin-server", "10.10.5+deb12", "10.10.6+deb12"),
        package_event("2026-03-05T21:13:52+01:00", "upgrade", "jellyfin-web", "10.10.5+deb12", "10.10.6+deb12"),
        package_event("2026-03-07T06:25:31+01:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-07T06:25:33+01:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-07T06:25:40+01:00", "upgrade", "openssh-client", "1:9.2p1-2+deb12u4",
                      "1:9.2p1-2+deb12u5"),
        package_event("2026-03-07T06:25:41+01:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u4",
                      "1:9.2p1-2+deb12u5"),
    ]}, URITHIRU, age=60, args={"since_days": 3}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "apt-daily-upgrade.service", "entries": [
        log_entry("2026-03-07T06:24:58+01:00", "apt-daily-upgrade.service", "info",
                  "Starting apt-daily-upgrade.service - Daily apt upgrade and clean activities..."),
        log_entry("2026-03-07T06:25:49+01:00", "apt-daily-upgrade.service", "info",
                  "apt-daily-upgrade.service: Deactivated successfully."),
        log_entry("2026-03-07T06:25:49+01:00", "apt-daily-upgrade.service", "info",
                  "Finished apt-daily-upgrade.service - Daily apt upgrade and clean activities."),
        log_entry("2026-03-07T06:25:49+01:00", "apt-daily-upgrade.service", "info",
                  "apt-daily-upgrade.service: Consumed 38.512s CPU time."),
    ]}, URITHIRU, age=55, args={"unit": "apt-daily-upgrade.service", "since_minutes": 240}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "00:e0:4c:68:11:2a", "addresses": ["192.168.178.10/24"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 712, "sshd"), listener(53, "0.0.0.0", 690, "pihole-FTL"),
                      listener(53, "0.0.0.0", 690, "pihole-FTL", "udp"), listener(80, "0.0.0.0", 690, "pihole-FTL"),
                      listener(139, "0.0.0.0", 901, "smbd"), listener(445, "0.0.0.0", 901, "smbd"),
                      listener(631, "0.0.0.0", 655, "cupsd"), listener(8096, "0.0.0.0", 1022, "jellyfin"),
                      listener(7359, "0.0.0.0", 1022, "jellyfin", "udp"),
                      listener(137, "0.0.0.0", 884, "nmbd", "udp"), listener(138, "0.0.0.0", 884, "nmbd", "udp")],
        "connections": [connection("192.168.178.10:22", "192.168.178.23:53122", 41877, "sshd"),
                        connection("192.168.178.10:445", "192.168.178.31:50210", 40990, "smbd"),
                        connection("192.168.178.10:8096", "192.168.178.40:48822", 1022, "jellyfin")],
    }, URITHIRU, age=45),
    item("e8", "linux_processes", processes(187, U_MEM, [
        (41210, "ffmpeg", "jellyfin", 182.0, 641_728_512, "2026-03-07T07:58:02+01:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -analyzeduration 200M -i file:/srv/media/movies/Dune Part Two (2024)/"
         "Dune.Part.Two.2024.2160p.mkv -map_metadata -1 -codec:v:0 h264_qsv -b:v 8000000 -f hls"),
        (1022, "jellyfin", "jellyfin", 24.5, 933_232_640, "2026-03-05T21:14:02+01:00",
         "/usr/bin/jellyfin --webdir=/usr/share/jellyfin/web --ffmpeg=/usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (40990, "smbd", "anna", 3.1, 39_845_888, "2026-03-07T07:55:10+01:00", "smbd: client [192.168.178.31]"),
        (690, "pihole-FTL", "pihole", 1.2, 99_614_720, "2026-03-01T03:58:37+01:00", "/usr/bin/pihole-FTL -f"),
        (41877, "sshd", "jonas", 0.3, 9_437_184, "2026-03-07T08:09:47+01:00", "sshd: jonas@pts/0"),
        (41880, "bash", "jonas", 0.0, 5_242_880, "2026-03-07T08:09:48+01:00", "-bash"),
    ]), URITHIRU, age=35, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e9", "linux_system_info",
         system_info(71.0, [3.92, 3.25, 2.10], 533_800, "2026-03-01T03:58:20+01:00", U_MEM, 9_770_000_000,
                     1_023_406_080, 0), URITHIRU, age=35),
]

urithiru_answers = [
    {"q": "Anna says the printer isn't printing. What's going on?", "ev": ["e1", "e2", "e4"],
     "a": "Hi! 🖨️ I checked CUPS on **urithiru**, here's what I found.\n\n"
          "**What the log says**\n"
          "- [[s:Anna's job (#214) was queued at 07:02]].\n"
          "- [[s:CUPS keeps reporting **\"Printer not connected; will retry in 30 seconds\"**]] — "
          "[[c:the last time was at 07:32]].\n"
          "- [[s:There's a second job waiting too (#215, from jonas)]], [[c:queued about 10 minutes ago]].\n\n"
          "**Service**\n"
          "- [[s:`cups.service` itself is fine — active and running]] [[s:since March 1]].\n"
          "- [[t:The `printer-driver-brlaser` package is installed]].\n\n"
          "**Most likely cause**\n"
          "[[u:The USB cable came loose or the printer dropped into deep sleep]]. Try power-cycling it and then "
          "run `lpstat -p Brother_HL-L2350DW` to see if it comes back. Want me to check again afterwards?"},

    {"q": "Did the server install updates last night?", "ev": ["e1", "e5", "e6"],
     "a": "Yes ✅ — [[s:it did, early this morning]].\n\n"
          "- [[s:`apt-daily-upgrade.service` started at 06:24]] [[s:and finished successfully at 06:25]]\n"
          "- [[c:The whole run took about 5 minutes]], [[s:using about 38 seconds of CPU time]]\n"
          "- [[s:It upgraded **OpenSSL** (libssl3 + openssl) to 3.0.16-1~deb12u1]]\n"
          "- [[s:and the **OpenSSH** client and server to 1:9.2p1-2+deb12u5]]\n\n"
          "📌 A few more notes:\n"
          "- [[c:Jellyfin was updated in the same run]]; [[s:it went to 10.10.6 two days earlier (Thursday "
          "evening)]].\n"
          "- [[t:Samba is at 4.17.12]].\n"
          "- [[u:No reboot is needed for these]], though restarting `ssh` is a good idea."},

    {"q": "How full is the media drive?", "ev": ["e1", "e3"],
     "a": "📀 **/srv/media** (`/dev/md0`)\n\n"
          "| | |\n"
          "|---|---|\n"
          "| Size | [[s:3.58 TiB]] |\n"
          "| Used | [[c:3.6 TiB]] |\n"
          "| Free | [[s:~276 GiB]] |\n"
          "| Usage | [[s:92%]] ⚠️ |\n\n"
          "[[u:`/dev/md0` is a RAID 1 mirror of two 4 TB disks]]. "
          "[[u:At the rate your library has been growing you've got maybe two or three months left]].\n\n"
          "[[s:The system SSD is in much better shape at under 20% used]], [[c:with about 150 GB free]].\n\n"
          "Want me to find the biggest folders under `/srv/media`?"},

    {"q": "Who is connected to the server right now?", "ev": ["e1", "e7", "e8"],
     "a": "Here's who's connected right now 🔌\n\n"
          "1. **SSH** — [[s:jonas is logged in over SSH]] [[s:from 192.168.178.23]]\n"
          "2. **Samba** — [[s:the smbd process serving 192.168.178.31 runs as "
          "**anna**]]\n"
          "3. **Jellyfin** — [[s:192.168.178.40 is connected to port 8096]]; [[u:that's probably the living-room "
          "TV]]. [[s:Something is being transcoded right now: ffmpeg is working on *Dune: Part Two*]], "
          "[[c:using about 45% CPU]].\n\n"
          "[[s:That's three connections in total]], and [[c:anna is also logged in over SSH in a second "
          "session]].\n\n"
          "If you want to see Samba sessions in detail, `sudo smbstatus` will list them."},

    {"q": "What services are running and what ports are open?", "ev": ["e2", "e7"],
     "a": "Here's the overview 📋\n\n"
          "| Service | State | Port(s) |\n"
          "|---|---|---|\n"
                    "| cups | [[s:✅ running]] | [[c:631 (localhost only)]] |\n"
          "| jellyfin | [[s:✅ running]] | [[c:8920]] |\n"
          "| pihole-FTL | [[s:✅ running]] | [[s:53 (DNS) and 80 (web UI)]] |\n"
          "| cups-browsed | [[c:✅ running]] | – |\n\n"
          "- [[s:`apt-daily-upgrade.service` is inactive]], [[u:which is normal — its timer only starts it once a "
          "day]].\n"
          "- [[s:None of the units are in a failed state]] 🎉\n\n"
          "Anything you'd like me to dig into?"},

    {"q": "Why is the CPU so busy?", "ev": ["e1", "e8", "e9"],
     "a": "The CPU is pretty busy right now 🔥\n\n"
          "- [[s:Overall usage is ~71%]] [[s:and the 1-minute load is 3.92]] [[c:on this 2-core Celeron]].\n"
          "- [[s:The main culprit is **ffmpeg** run by Jellyfin at ~182%]], [[s:transcoding *Dune Part Two* to H.264 "
          "with Quick Sync]] [[u:because the TV can't play the original 4K file]].\n"
                    "- [[c:ffmpeg started about 45 minutes ago]].\n"
          "- [[s:Memory is fine: about 9.1 GiB available]] [[c:out of 32 GB]] (e9).\n\n"
          "[[u:Once the movie finishes, CPU usage should drop back to near idle]]. If this happens a lot, setting "
          "the TV client to \"Maximum quality\" can avoid transcoding."},

    {"q": "Quick spec summary of this box?", "ev": ["e1", "e9"],
     "a": "Sure thing! 🖥️\n\n"
                                        "- **CPU:** [[s:Intel Celeron N5105, 4 cores / 4 threads]]\n"
          "- **RAM:** [[c:8 GB]]\n"
          "- **Uptime:** [[s:a little over 6 days]] [[c:(last boot was Monday, March 2)]]\n"
                    "- **DNS:** [[s:it uses 127.0.0.1]], [[u:which is Pi-hole answering locally]]\n"
          "- **Accounts:** [[s:jonas is the only sudo user]] [[c:and the only member of `sambashare`]]\n"
          "- **SSH:** [[t:OpenSSH 1:9.2p1-2+deb12u4]]\n\n"
          "Let me know if you want disk or network details too!"},
]

# ---------------------------------------------------------------------------------------------------------
# kholinar — work laptop, Ubuntu 24.04
# ---------------------------------------------------------------------------------------------------------
KHOLINAR = Clock("2026-03-10T19:05:00+05:30")
K_MEM = 16_454_279_168  # 15.32 GiB
K_WIFI = {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:22:91", "addresses": ["192.168.0.105/24"], "is_up": True}
K_TS = {"name": "tailscale0", "mac": None, "addresses": ["100.101.12.7/32"], "is_up": True}

kholinar_evidence = [
    steady("e1", KHOLINAR, age=3600,
           hostname="kholinar", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.11.0-19-generic", cpu_model="11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz", cpu_cores=4,
           cpu_threads=8, memory_total_bytes=K_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_392_610_816},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_999_168}],
           network_interfaces=[K_WIFI, K_TS], dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"google-chrome-stable": "134.0.6998.35-1", "network-manager": "1.46.0-1ubuntu2.2",
                               "wpasupplicant": "2:2.10-21ubuntu0.2",
                               "linux-firmware": "20240318.git3b128b60-0ubuntu2.9", "tailscale": "1.80.3",
                               "cups": "2.4.7-1.2ubuntu7.3", "code": "1.98.0-1741124844"},
           available_services=["NetworkManager.service", "wpa_supplicant.service", "cups.service",
                               "tailscaled.service", "systemd-resolved.service", "snapd.service",
                               "bluetooth.service"],
           users=[{"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["priya"]},
                   {"name": "lpadmin", "gid": 114, "members": ["priya"]}]),
    item("e2", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-10T18:21:03+05:30", None, "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-03-10T18:21:04+05:30", "wpa_supplicant.service", "info",
                  "wlp0s20f3: CTRL-EVENT-DISCONNECTED bssid=a4:2b:b0:7c:19:e2 reason=3 locally_generated=1"),
        log_entry("2026-03-10T18:21:04+05:30", "NetworkManager.service", "info",
                  "<info>  [1773147064.2231] device (wlp0s20f3): state change: activated -> disconnected "
                  "(reason 'supplicant-disconnect', managed-type: 'full')"),
        log_entry("2026-03-10T18:21:15+05:30", "NetworkManager.service", "info",
                  "<info>  [1773147075.8810] device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-03-10T18:47:40+05:30", None, "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-03-10T18:47:41+05:30", "wpa_supplicant.service", "info",
                  "wlp0s20f3: CTRL-EVENT-DISCONNECTED bssid=a4:2b:b0:7c:19:e2 reason=3 locally_generated=1"),
        log_entry("2026-03-10T18:47:41+05:30", "NetworkManager.service", "info",
                  "<info>  [1773148661.0412] device (wlp0s20f3): state change: activated -> disconnected "
                  "(reason 'supplicant-disconnect', managed-type: 'full')"),
        log_entry("2026-03-10T18:47:58+05:30", "NetworkManager.service", "info",
                  "<info>  [1773148678.5527] device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-03-10T18:48:00+05:30", "wpa_supplicant.service", "info",
                  "wlp0s20f3: CTRL-EVENT-CONNECTED - Connection to a4:2b:b0:7c:19:e2 completed [id=0 id_str=]"),
    ]}, KHOLINAR, age=30, args={"since_minutes": 60, "grep": "wlp0s20f3|iwlwifi"}),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
                       K_WIFI, K_TS],
        "listening": [listener(53, "127.0.0.53", 812, "systemd-resolve"),
                      listener(53, "127.0.0.53", 812, "systemd-resolve", "udp"),
                      listener(631, "127.0.0.1", 1402, "cupsd"),
                      listener(41641, "0.0.0.0", 1388, "tailscaled", "udp"),
                      listener(36180, "100.101.12.7", 1388, "tailscaled")],
        "connections": [connection("192.168.0.105:50412", "142.250.183.14:443", 3120, "chrome"),
                        connection("192.168.0.105:38820", "140.82.113.26:443", 5120, "code"),
                        connection("192.168.0.105:52210", "52.112.100.5:443", 4410, "slack")],
    }, KHOLINAR, age=40),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2_411_724, "tx_bytes_per_s": 184_320},
        {"name": "tailscale0", "rx_bytes_per_s": 1_228, "tx_bytes_per_s": 960},
        {"name": "lo", "rx_bytes_per_s": 3_410, "tx_bytes_per_s": 3_410},
    ]}, KHOLINAR, age=40, args={"interval_seconds": 1.0}),
    item("e5", "linux_processes", processes(298, K_MEM, [
        (3120, "chrome", "priya", 6.2, 1_503_238_553, "2026-03-08T09:12:30+05:30", "/opt/google/chrome/chrome"),
        (3398, "chrome", "priya", 11.5, 859_832_320, "2026-03-10T14:02:11+05:30",
         "/opt/google/chrome/chrome --type=renderer --crashpad-handler-pid=3128 --renderer-client-id=41"),
        (5120, "code", "priya", 2.0, 723_517_440, "2026-03-10T10:15:04+05:30", "/usr/share/code/code"),
        (4410, "slack", "priya", 0.7, 555_745_280, "2026-03-09T09:00:31+05:30", "/usr/lib/slack/slack"),
        (1985, "gnome-shell", "priya", 3.4, 471_859_200, "2026-03-08T09:10:02+05:30", "/usr/bin/gnome-shell"),
        (3421, "chrome", "priya", 0.4, 429_916_160, "2026-03-10T15:40:55+05:30",
         "/opt/google/chrome/chrome --type=renderer --renderer-client-id=57"),
        (2250, "snap-store", "priya", 0.0, 325_058_560, "2026-03-08T09:10:40+05:30",
         "/snap/snap-store/1216/usr/bin/snap-store --gapplication-service"),
        (3133, "chrome", "priya", 1.1, 304_087_040, "2026-03-08T09:12:31+05:30",
         "/opt/google/chrome/chrome --type=gpu-process"),
    ]), KHOLINAR, age=30, args={"sort": "memory", "limit": 8}, complete=False),
    item("e6", "linux_system_info",
         system_info(22.0, [1.35, 1.20, 1.05], 208_620, "2026-03-08T09:08:00+05:30", K_MEM, 3_328_599_654,
                     4 * GiB, 2_791_728_742), KHOLINAR, age=30),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-03-04T11:02:10+05:30", "upgrade", "linux-firmware",
                      "20240318.git3b128b60-0ubuntu2.8", "20240318.git3b128b60-0ubuntu2.9"),
        package_event("2026-03-04T11:03:40+05:30", "install", "linux-image-6.11.0-19-generic", None,
                      "6.11.0-19.19~24.04.1"),
        package_event("2026-03-05T20:30:12+05:30", "upgrade", "google-chrome-stable", "133.0.6943.141-1",
                      "134.0.6998.35-1"),
        package_event("2026-03-06T22:10:00+05:30", "upgrade", "code", "1.97.2-1739406807", "1.98.0-1741124844"),
        package_event("2026-03-08T09:20:05+05:30", "upgrade", "tailscale", "1.80.2", "1.80.3"),
    ]}, KHOLINAR, age=60, args={"since_days": 14}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502_392_610_816, 462_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_815_744),
    ]}, KHOLINAR, age=50),
    item("e9", "linux_file_read", {"path": "/etc/cups/printers.conf", "offset": 0, "limit": 200, "total_lines": 16,
                                   "lines": [
        "# Printer configuration file for CUPS v2.4.7",
        "# Written by cupsd",
        "# DO NOT EDIT THIS FILE WHEN CUPSD IS RUNNING",
        "NextPrinterId 3",
        "<DefaultPrinter HP_OfficeJet_Pro_9010>",
        "PrinterId 2",
        "UUID urn:uuid:6c1d2f0a-8e44-3b7a-5f19-2c0e9d7b4a11",
        "Info HP OfficeJet Pro 9010 series",
        "MakeModel HP OfficeJet Pro 9010 Series, driverless, cups-filters 2.0.0",
        "DeviceURI ipp://HP-OfficeJet-9010.local:631/ipp/print",
        "State Idle",
        "StateTime 1773120000",
        "Type 8564756",
        "Accepting Yes",
        "Shared No",
        "</DefaultPrinter>",
    ]}, KHOLINAR, age=90, args={"path": "/etc/cups/printers.conf"}),
    item("e10", "linux_service_status",
         unit("cups.service", "active", "running", "enabled", 1402, "2026-03-08T09:08:31+05:30", "CUPS Scheduler"),
         KHOLINAR, age=45, args={"name": "cups"}),
    item("e11", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502_392_610_816, 459_000_000_000),
    ]}, KHOLINAR, age=200, args={"path": "/home/priya"}),
]

kholinar_answers = [
    {"q": "my wifi keeps dropping out, why??", "ev": ["e1", "e2", "e3"],
     "a": "Ugh, flaky Wi-Fi is the worst 😩 Let's see what the logs say.\n\n"
          "### What happened\n"
          "- [[s:Your Wi-Fi (`wlp0s20f3`) dropped **twice** in the last hour]] — [[s:at 18:21]] "
          "[[c:and again at 18:57]].\n"
          "- [[s:Each drop came right after the Intel driver logged **\"Microcode SW error detected\"**]].\n"
          "- [[c:It took about 2 minutes to reconnect each time]].\n"
          "\n"
          "### Why\n"
          "[[u:This is a known firmware bug in the iwlwifi driver for AX201 cards]]. "
          "[[c:It also looks like the router is the one kicking you off]]. "
          "[[s:You're on linux-firmware 20240318.git3b128b60-0ubuntu2.9]].\n\n"
          "### Right now\n"
          "[[s:You're connected at the moment, with 192.168.0.105]] ✅\n\n"
          "If it keeps happening, try turning off Wi-Fi power saving "
          "(`/etc/NetworkManager/conf.d/default-wifi-powersave-on.conf` → `wifi.powersave = 2`). "
          "Want me to walk you through it?"},

    {"q": "am I online right now? what's my IP and how fast is it downloading?", "ev": ["e3", "e4"],
     "a": "Yes, you're online! 🌐\n\n"
          "- **Wi-Fi:** [[s:`wlp0s20f3` is up]] [[s:with **192.168.0.105/24**]]\n"
                    "- **Download:** [[s:about 2.4 MB/s right now]]\n"
          "- **Upload:** [[c:around 1.8 MB/s]]\n\n"
          "[[s:Chrome has a connection open to 142.250.183.14 on port 443]], [[u:which is where most of that "
          "download is going]]. [[u:Your router is at 192.168.0.1]]. "
          "[[c:Tailscale isn't passing any traffic at all]] at the moment.\n\n"
          "Need a speed test? `speedtest-cli` is one `sudo apt install` away 😉"},

    {"q": "Why is my laptop using so much RAM? Is it Chrome?", "ev": ["e5", "e6"],
     "a": "Short answer: [[u:**yes, mostly Chrome**]] 🙃\n\n"
          "**Memory overall**\n"
          "- [[s:About 12 GiB of your ~15.3 GiB is in use]] — [[c:that's roughly 92%]].\n"
          "- [[s:Swap is also being used heavily: ~2.6 GiB of 4 GiB]].\n\n"
          "**Top memory users**\n\n"
          "| Process | RAM |\n"
          "|---|---|\n"
          "| Chrome (main) | [[s:1.4 GiB]] |\n"
                    "| VS Code | [[c:1.2 GiB]] |\n"
          "| Slack | [[s:530 MiB]] |\n\n"
          "- [[s:Chrome's processes in this list add up to about 2.9 GiB]], [[u:and each tab gets its own "
          "renderer, which is why it adds up so fast]].\n"
          "- [[c:Slack is the biggest non-Chrome app]].\n"
          "- [[c:Chrome has been running since this morning]].\n\n"
          "Closing a few tabs (or using `chrome://discards`) should free up a good chunk. Want tips?"},

    {"q": "What updated recently? Did the Wi-Fi firmware get updated?", "ev": ["e1", "e7"],
     "a": "Here's what changed in the last two weeks 🗓️\n\n"
          "- [[s:**linux-firmware** was upgraded from 0ubuntu2.8 to 0ubuntu2.9]] [[s:on March 4]] — "
          "[[u:that's the package that ships the iwlwifi microcode]].\n"
          "- [[s:A new kernel, 6.11.0-19-generic, was installed the same day]], [[s:and that's the one you're "
          "running]].\n"
          "- [[s:Chrome went to 134.0.6998.35]] [[c:on March 7]].\n"
                    "- [[c:Tailscale was upgraded from 1.78 to 1.80.3]].\n"
          "- [[c:network-manager was updated too]].\n\n"
          "So [[u:the Wi-Fi drops probably started after the March 4 firmware update]]. You could try booting "
          "the previous kernel from the GRUB menu to compare."},

    {"q": "How much disk space do I have?", "ev": ["e1", "e8", "e11"],
     "a": "💽 **Disk space on kholinar**\n\n"
          "- Root (`/`): [[s:about 468 GiB total]]\n"
          "- [[u:92% used (e1)]]\n"
          "- [[c:only ~4 GB free]] ⚠️\n"
          "- [[s:`/boot/efi` is almost empty]]\n\n"
          "[[u:Most of the space is probably Docker images and your Downloads folder]]. "
          "[[c:You also have a second drive mounted at /home]].\n\n"
          "Try `ncdu ~` to see what's taking up room!"},

    {"q": "Can I print from this laptop? Which printer is set up?", "ev": ["e1", "e9", "e10"],
     "a": "[[u:Yes, printing should work]] 👍\n\n"
          "- [[s:CUPS is running]] [[s:(since Sunday morning)]]\n"
          "- [[s:There's one printer configured: **HP OfficeJet Pro 9010**]]\n"
                              "- [[s:The queue state is **Idle**]] [[s:and it's accepting jobs]]\n"
          "- [[c:It's shared with other computers on your network]]\n\n"
          "[[c:You're not in the `lpadmin` group]]. "
          "[[u:The printer is switched on and has paper]], so go ahead and hit Print 🖨️"},

    {"q": "Is anything weird listening on my laptop?", "ev": ["e3"],
     "a": "Nope, looks clean 🔒 Here's everything listening:\n\n"
          "- `127.0.0.53:53` — [[s:systemd-resolved (local DNS)]]\n"
          "- `127.0.0.1:631` — [[s:CUPS]]\n"
          "- `0.0.0.0:41641/udp` — [[s:tailscaled]]\n"
          "- [[c:`0.0.0.0:22` — sshd]]\n\n"
          "[[s:Apart from Tailscale, everything is bound to localhost]]. [[s:You have three outgoing HTTPS "
          "connections]], and [[c:one of them is Spotify]].\n\n"
          "Nothing suspicious 👍 Let me know if you want me to check the firewall too."},
]

# ---------------------------------------------------------------------------------------------------------
# thaylen — container host, Ubuntu 22.04
# ---------------------------------------------------------------------------------------------------------
THAYLEN = Clock("2026-03-12T14:30:00+00:00")
T_MEM = 67_324_805_120  # 62.70 GiB, 64 GB installed

thaylen_evidence = [
    steady("e1", THAYLEN, age=1800,
           hostname="thaylen", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-134-generic", cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=T_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 983_349_346_304},
                  {"device": "/dev/sda1", "mountpoint": "/data", "fstype": "xfs", "total_bytes": 7_999_415_652_352}],
           network_interfaces=[{"name": "enp6s0", "mac": "d8:5e:d3:41:0b:7c", "addresses": ["192.168.10.20/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5c:aa:10:3f", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           installed_packages={"docker-ce": "5:27.5.1-1~ubuntu.22.04~jammy", "containerd.io": "1.7.25-1",
                               "docker-compose-plugin": "2.32.4-1~ubuntu.22.04~jammy",
                               "openssh-server": "1:8.9p1-3ubuntu0.11",
                               "prometheus-node-exporter": "1.3.1-1ubuntu0.22.04.2"},
           available_services=["docker.service", "containerd.service", "ssh.service",
                               "prometheus-node-exporter.service", "unattended-upgrades.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 998, "members": ["ops", "deploy"]},
                   {"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "traefik", "traefik:v3.3", "running", "Up 9 days", "2026-03-03T09:12:40+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("b2c3d4e5f6a7", "nextcloud", "nextcloud:30-apache", "running", "Up 9 days", "2026-03-03T09:12:44+00:00"),
        box("c3d4e5f6a7b8", "nextcloud-db", "postgres:16-alpine", "running", "Up 9 days (healthy)",
            "2026-03-03T09:12:41+00:00"),
        box("d4e5f6a7b8c9", "nextcloud-redis", "redis:7-alpine", "running", "Up 9 days", "2026-03-03T09:12:41+00:00"),
        box("e5f6a7b8c9d0", "vaultwarden", "vaultwarden/server:1.33.2", "running", "Up 2 days (healthy)",
            "2026-03-10T08:01:15+00:00"),
        box("f6a7b8c9d0e1", "uptime-kuma", "louislam/uptime-kuma:1", "running", "Up 9 days (healthy)",
            "2026-03-03T09:12:45+00:00", ["127.0.0.1:3001->3001/tcp"]),
        box("5e1c0b2d9a77", "immich-server", "ghcr.io/immich-app/immich-server:v1.129.0", "restarting",
            "Restarting (1) 38 seconds ago", "2026-03-12T11:02:09+00:00"),
        box("7a8b9c0d1e2f", "immich-machine-learning", "ghcr.io/immich-app/immich-machine-learning:v1.129.0",
            "running", "Up 3 hours", "2026-03-12T11:02:09+00:00"),
        box("8b9c0d1e2f3a", "watchtower", "containrrr/watchtower", "exited", "Exited (0) 3 days ago",
            "2026-02-20T17:40:02+00:00"),
        box("9c0d1e2f3a4b", "gitea", "gitea/gitea:1.23", "running", "Up 9 days", "2026-03-03T09:12:46+00:00",
            ["0.0.0.0:2222->22/tcp", "0.0.0.0:3000->3000/tcp"]),
    ]}, THAYLEN, age=25, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry(f"2026-03-12T{t}+00:00", "docker.service", "info",
                  f'time="2026-03-12T{t}.{ms}Z" level=info msg="ignoring event" container=5e1c0b2d9a77 '
                  'module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"')
        for t, ms in (("14:19:51", "204"), ("14:23:02", "881"), ("14:26:30", "117"), ("14:29:22", "650"))
    ]}, THAYLEN, age=40, args={"unit": "docker.service", "since_minutes": 15, "grep": "5e1c0b2d9a77"}),
    item("e4", "linux_processes", processes(356, T_MEM, [
        (30211, "python3", "root", 4.5, 3_328_599_654, "2026-03-12T11:02:15+00:00",
         "/opt/venv/bin/python3 -m gunicorn immich_ml.main:app -k immich_ml.config.CustomUvicornWorker"),
        (2244, "postgres", "70", 0.8, 1_288_490_188, "2026-03-03T09:12:52+00:00", "postgres"),
        (2890, "gitea", "ops", 0.3, 402_653_184, "2026-03-03T09:13:01+00:00", "/usr/local/bin/gitea web"),
        (3011, "apache2", "www-data", 0.2, 293_601_280, "2026-03-12T13:55:40+00:00", "apache2 -DFOREGROUND"),
        (1180, "dockerd", "root", 1.1, 230_686_720, "2026-03-03T09:11:58+00:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (2301, "redis-server", "999", 0.4, 188_743_680, "2026-03-03T09:12:50+00:00", "redis-server *:6379"),
        (2677, "node", "root", 0.9, 167_772_160, "2026-03-03T09:12:55+00:00", "node server/server.js"),
        (2102, "traefik", "root", 0.6, 125_829_120, "2026-03-03T09:12:48+00:00",
         "traefik --providers.docker=true --entrypoints.websecure.address=:443"),
    ]), THAYLEN, age=30, args={"sort": "memory", "limit": 8}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 983_349_346_304, 402_653_184_000),
        fs("/dev/sda1", "/data", "xfs", 7_999_415_652_352, 5_611_500_000_000),
    ]}, THAYLEN, age=45),
    item("e6", "linux_system_info",
         system_info(28.0, [2.41, 2.10, 1.95], 796_720, "2026-03-03T09:11:20+00:00", T_MEM, 44_023_414_784, 0, 0),
         THAYLEN, age=30),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "enp6s0", "mac": "d8:5e:d3:41:0b:7c", "addresses": ["192.168.10.20/24"],
                        "is_up": True},
                       {"name": "docker0", "mac": "02:42:5c:aa:10:3f", "addresses": ["172.17.0.1/16"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 980, "sshd"), listener(80, "0.0.0.0", 2050, "docker-proxy"),
                      listener(443, "0.0.0.0", 2063, "docker-proxy"), listener(2222, "0.0.0.0", 2091, "docker-proxy"),
                      listener(3000, "0.0.0.0", 2104, "docker-proxy"),
                      listener(3001, "127.0.0.1", 2110, "docker-proxy"),
                      listener(9100, "::", 1150, "prometheus-node")],
        "connections": [connection("192.168.10.20:22", "192.168.10.51:60122", 48811, "sshd"),
                        connection("192.168.10.20:443", "84.17.52.10:51830", 2063, "docker-proxy")],
    }, THAYLEN, age=35),
    item("e8", "linux_system_info",
         system_info(91.5, [9.80, 6.10, 3.20], 795_400, "2026-03-03T09:11:20+00:00", T_MEM, 30_064_771_072, 0, 0),
         THAYLEN, age=1320),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-03-03T09:05:12+00:00", "upgrade", "docker-ce", "5:27.5.0-1~ubuntu.22.04~jammy",
                      "5:27.5.1-1~ubuntu.22.04~jammy"),
        package_event("2026-03-03T09:05:14+00:00", "upgrade", "docker-ce-cli", "5:27.5.0-1~ubuntu.22.04~jammy",
                      "5:27.5.1-1~ubuntu.22.04~jammy"),
        package_event("2026-03-03T09:05:20+00:00", "upgrade", "containerd.io", "1.7.24-1", "1.7.25-1"),
        package_event("2026-03-10T06:41:00+00:00", "upgrade", "openssh-server", "1:8.9p1-3ubuntu0.10",
                      "1:8.9p1-3ubuntu0.11"),
    ]}, THAYLEN, age=90, args={"since_days": 14}),
]

thaylen_answers = [
    {"q": "Which containers are running?", "ev": ["e2"],
     "a": "Here's the container rundown on **thaylen** 🐳\n\n"
          "| Container | Image | State |\n"
          "|---|---|---|\n"
          "| traefik | traefik:v3.3 | [[s:✅ Up 9 days]] |\n"
                    "| nextcloud-db | [[c:postgres:15-alpine]] | [[s:✅ healthy]] |\n"
          "| vaultwarden | vaultwarden/server:1.33.2 | [[c:✅ Up 9 days]] |\n"
                              "| immich-server | immich-server:v1.129.0 | [[s:🔄 restarting]] |\n"
          "| watchtower | containrrr/watchtower | [[c:❌ Exited (1)]] |\n\n"
          "[[s:nextcloud-redis, immich-machine-learning, nextcloud, uptime-kuma and gitea are up too]].\n\n"
          "[[c:**8 of 9** containers are up]]. [[u:With watchtower stopped, your images aren't being auto-updated "
          "anymore]] — want me to look at why immich-server keeps restarting?"},

    {"q": "Why does immich-server keep restarting?", "ev": ["e2", "e3"],
     "a": "Looks like [[s:**immich-server** is stuck in a restart loop]] 🔁\n\n"
          "- [[s:Its status is `Restarting (1) 38 seconds ago`]].\n"
          "- [[s:dockerd logged four task-delete events for that container in the last 15 minutes]], "
          "[[c:the first one at 14:09]].\n"
          "- [[s:It was created about three and a half hours ago]], "
          "and [[u:it has probably been looping ever since]].\n"
          "- [[s:The machine-learning container from the same release is running fine]].\n\n"
          "**Likely cause:** [[u:it can't connect to its Postgres database]], [[c:even though the `immich_postgres` "
          "container is up]]. [[u:This started after Watchtower pulled a new image]].\n\n"
          "Run `docker logs --tail 50 immich-server` — the real error will be right at the bottom."},

    {"q": "What's using the most memory on this box?", "ev": ["e4", "e6"],
     "a": "🧠 **Memory on thaylen**\n\n"
          "- [[s:About 21.7 GiB of 62.7 GiB is in use]] [[c:(roughly 45%)]].\n"
          "\n"
          "**Top consumers**\n"
          "1. [[s:**immich machine learning** (python3) — ~3.1 GiB]]\n"
          "2. [[u:**PostgreSQL** — ~1.2 GiB (e6)]]\n"
          "3. [[s:**gitea** — ~384 MiB]], [[c:running as root]]\n"
          "4. [[c:**dockerd** — about 1 GB]]\n\n"
          "[[s:Nextcloud's apache2 worker uses ~280 MiB]] [[u:and there are usually a dozen of those, so the real "
          "total is higher]].\n\n"
          "Want a per-container breakdown? `docker stats --no-stream` gives one."},

    {"q": "Which ports are exposed to the network?", "ev": ["e2", "e7"],
     "a": "Here are the ports reachable from outside (bound on all addresses) 🔓\n\n"
          "- **80 / 443** → [[s:traefik]]\n"
          "- **2222** → [[s:gitea's SSH]]\n"
                              "- **9100** → [[s:prometheus-node-exporter]], [[c:but only on localhost]]\n\n"
          "[[s:Uptime Kuma (3001) is bound to 127.0.0.1 only, so it's not exposed]]. "
          "[[c:Vaultwarden is published on 8080]].\n\n"
          "Connections right now: [[s:one SSH session from 192.168.10.51]].\n\n"
          "Tip: if Gitea's web UI is behind Traefik anyway, you can drop the `3000:3000` mapping."},

    {"q": "How much space is left on /data and on the root disk?", "ev": ["e5"],
     "a": "### 💾 Storage\n\n"
          "**`/data`** — [[s:XFS on an 8 TB disk]]\n"
          "- [[s:~70% used]]\n"
          "- [[s:about 2.4 TB free]] [[c:(that's ~2.4 TiB)]]\n\n"
          "**`/`** — [[s:ext4 on the NVMe]]\n"
          "- [[c:roughly 420 GB free]]\n\n"
          "[[u:Docker's images and volumes live on `/`, under /var/lib/docker]], but [[s:`/data` has about four "
          "times the free space of the root disk]], so you're fine either way 👍"},

    {"q": "Is the host overloaded? CPU seemed pegged.", "ev": ["e1", "e8"],
     "a": "Let me check 📈\n\n"
          "- [[t:CPU is at about 92%]]\n"
          "- [[t:the 1-minute load is 9.8]] [[s:on a 6-core / 12-thread Ryzen 5 5600G]]\n"
          "- [[t:the load has roughly tripled compared to the 15-minute average]]\n"
          "- [[t:Memory is OK: about 28 GiB available]] — [[s:this box has 64 GB of RAM]]\n"
          "- [[t:no swap is in use]]\n\n"
          "So yes, [[t:it's working hard right now]]. [[u:The spike is most likely immich's machine-learning job "
          "indexing photos]]. If it's bothering the other services you could cap it with `cpus: 4` in the "
          "compose file."},

    {"q": "Who can run docker here, and was docker updated recently?", "ev": ["e1", "e9"],
     "a": "🔑 **Docker access**\n"
          "- [[s:`ops` and `deploy` are both in the `docker` group]], [[u:which effectively gives both of them root "
          "on this box]].\n"
          "- [[c:deploy also has sudo]].\n\n"
          "📦 **Docker updates**\n"
          "- [[s:docker-ce went from 27.5.0 to 27.5.1]] [[s:on March 3]], [[s:along with containerd.io 1.7.25]].\n"
          "- [[u:The machine was rebooted shortly after that update]].\n"
          "- [[c:docker-compose-plugin was upgraded in the same run]].\n"
          "- [[s:Apart from the Docker packages, the only other update in the last two weeks was "
          "openssh-server]], [[c:on March 11]].\n\n"
          "If you want to restrict docker access, removing `deploy` from the group is "
          "`sudo gpasswd -d deploy docker`."},
]

# ---------------------------------------------------------------------------------------------------------
# azimir — shared family laptop, Linux Mint 22.1
# ---------------------------------------------------------------------------------------------------------
AZIMIR = Clock("2026-03-01T16:20:00+11:00")
A_MEM = 8_052_260_864  # 7.50 GiB, 8 GB installed

azimir_evidence = [
    steady("e1", AZIMIR, age=1800,
           hostname="azimir", os_name="Linux Mint", os_version="22.1", os_codename="xia",
           kernel="6.8.0-53-generic", cpu_model="12th Gen Intel(R) Core(TM) i3-1215U", cpu_cores=6, cpu_threads=8,
           memory_total_bytes=A_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "wlo1", "mac": "f4:26:79:3a:8e:05", "addresses": ["192.168.1.23/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"firefox": "135.0.1+linuxmint1+xia", "hplip": "3.23.12+dfsg0-0ubuntu5",
                               "cups": "2.4.7-1.2ubuntu7.3", "mintupdate": "6.0.9", "minecraft-launcher": "1.1.26"},
           available_services=["cups.service", "cups-browsed.service", "NetworkManager.service", "bluetooth.service",
                               "avahi-daemon.service"],
           users=[{"name": "sarah", "uid": 1000, "gid": 1000, "home": "/home/sarah", "shell": "/bin/bash"},
                  {"name": "tom", "uid": 1001, "gid": 1001, "home": "/home/tom", "shell": "/bin/bash"},
                  {"name": "mia", "uid": 1002, "gid": 1002, "home": "/home/mia", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["sarah"]},
                   {"name": "lpadmin", "gid": 116, "members": ["sarah"]}]),
    item("e2", "linux_processes", processes(241, A_MEM, [
        (6120, "java", "tom", 64.0, 2_254_857_830, "2026-03-01T15:02:44+11:00",
         "/home/tom/.minecraft/runtime/java-runtime-delta/linux/java-runtime-delta/bin/java -Xmx2G -Xms512M "
         "net.minecraft.client.main.Main --username Tomcraft09 --version 1.21.4 --accessToken <redacted>"),
        (3302, "firefox", "sarah", 5.3, 933_232_640, "2026-03-01T09:41:10+11:00", "/usr/lib/firefox/firefox"),
        (3560, "Isolated Web Co", "sarah", 2.8, 440_401_920, "2026-03-01T09:41:40+11:00",
         "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser tab"),
        (1890, "cinnamon", "sarah", 3.0, 325_058_560, "2026-02-28T11:05:20+11:00", "cinnamon --replace"),
        (5811, "cinnamon", "tom", 2.2, 293_601_280, "2026-03-01T14:58:02+11:00", "cinnamon --replace"),
        (5990, "minecraft-launcher", "tom", 0.1, 272_629_760, "2026-03-01T15:00:10+11:00",
         "/usr/bin/minecraft-launcher"),
        (1204, "Xorg", "root", 4.1, 157_286_400, "2026-02-28T11:05:02+11:00", "/usr/lib/xorg/Xorg :0"),
        (2210, "mintUpdate", "sarah", 0.0, 125_829_120, "2026-02-28T11:06:00+11:00",
         "/usr/bin/python3 /usr/lib/linuxmint/mintUpdate/mintUpdate.py"),
    ]), AZIMIR, age=30, args={"sort": "memory", "limit": 8}, complete=False),
    item("e3", "linux_system_info",
         system_info(71.5, [3.84, 3.10, 2.62], 105_310, "2026-02-28T11:04:50+11:00", A_MEM, 966_367_641,
                     2 * GiB, 1_825_361_100), AZIMIR, age=30),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "cups", "files": ["/var/log/cups/error_log"],
                                     "entries": [
        log_entry("2026-03-01T14:12:05+11:00", "cups", "info", "Job 58 queued on \"HP_DeskJet_2700\" by \"tom\"."),
        log_entry("2026-03-01T14:12:06+11:00", "cups", "err",
                  "[Job 58] Unable to locate printer \"HP-DeskJet-2700.local\"."),
        log_entry("2026-03-01T14:12:36+11:00", "cups", "err",
                  "[Job 58] Unable to locate printer \"HP-DeskJet-2700.local\"."),
        log_entry("2026-03-01T14:13:06+11:00", "cups", "warning",
                  "[Job 58] Printer stopped due to backend errors; please consult the error_log file for details."),
        log_entry("2026-03-01T14:13:06+11:00", "cups", "info", "[Job 58] Job stopped."),
        log_entry("2026-03-01T15:47:20+11:00", "cups", "info", "Job 59 queued on \"HP_DeskJet_2700\" by \"sarah\"."),
    ]}, AZIMIR, age=60, args={"unit": "cups", "since_minutes": 180}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "wlo1", "mac": "f4:26:79:3a:8e:05", "addresses": ["192.168.1.23/24"], "is_up": True}],
        "listening": [listener(53, "127.0.0.53", 640, "systemd-resolve"),
                      listener(631, "127.0.0.1", 980, "cupsd"),
                      listener(5353, "0.0.0.0", 702, "avahi-daemon", "udp")],
        "connections": [connection("192.168.1.23:44718", "51.81.62.133:25565", 6120, "java"),
                        connection("192.168.1.23:51220", "34.107.243.93:443", 3302, "firefox")],
    }, AZIMIR, age=40),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-02-24T19:40:10+11:00", "install", "linux-image-6.8.0-53-generic", None, "6.8.0-53.55"),
        package_event("2026-02-24T19:41:02+11:00", "upgrade", "mintupdate", "6.0.8", "6.0.9"),
        package_event("2026-02-26T20:15:33+11:00", "upgrade", "firefox", "134.0.2+linuxmint1+xia",
                      "135.0.1+linuxmint1+xia"),
        package_event("2026-02-26T20:15:40+11:00", "upgrade", "firefox-locale-en", "134.0.2+linuxmint1+xia",
                      "135.0.1+linuxmint1+xia"),
    ]}, AZIMIR, age=120, args={"since_days": 10}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250_375_106_560, 216_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_396_314),
    ]}, AZIMIR, age=45),
    item("e8", "linux_service_status",
         unit("cups.service", "active", "running", "enabled", 980, "2026-02-28T11:05:08+11:00", "CUPS Scheduler"),
         AZIMIR, age=50, args={"name": "cups"}),
    item("e9", "linux_system_info",
         system_info(8.5, [0.42, 0.55, 0.60], 102_910, "2026-02-28T11:04:50+11:00", A_MEM, 4_509_715_660,
                     2 * GiB, 214_748_364), AZIMIR, age=2400),
]

azimir_answers = [
    {"q": "who's using the laptop right now?", "ev": ["e1", "e2"],
     "a": "Looks like [[u:**two accounts** are active on azimir right now]] 👨‍👩‍👧\n\n"
          "- **sarah** — [[s:her Cinnamon session has been running since yesterday morning]].\n"
          "- **tom** — [[s:he logged in at about 2:58 pm today]] [[s:and he's playing Minecraft]] "
          "[[c:since about 2:30]].\n"
          "- **mia** — [[u:she doesn't seem to be logged in]].\n\n"
          "[[s:sarah is the only one in `sudo`]], [[c:and tom is in `lpadmin` too]]. "
          "[[s:There are three user accounts in total]].\n\n"
          "Want me to show how much memory each person's session is using?"},

    {"q": "why won't the printer print?! 😤", "ev": ["e1", "e4", "e8"],
     "a": "Sorry about that! Here's what CUPS says 🖨️\n\n"
          "1. [[s:Tom sent job 58 to the HP DeskJet 2700 at 2:12 pm]].\n"
          "2. [[s:CUPS looked for `HP-DeskJet-2700.local` and failed twice]].\n"
          "3. [[s:Then the queue was **stopped** because of backend errors]] [[c:at 2:31 pm]].\n"
          "4. [[s:Sarah sent another job (59) at 3:47 pm]], [[u:which is stuck behind Tom's]].\n\n"
          "[[s:The CUPS service itself is running]] [[s:since yesterday at 11:05]]. "
          "[[c:It kept retrying for about an hour before it gave up]].\n\n"
          "👉 [[u:The printer is probably off or has dropped off the Wi-Fi]]. Turn it off and on, then run "
          "`cupsenable HP_DeskJet_2700` to restart the queue."},

    {"q": "the laptop is super slow, what's going on?", "ev": ["e2", "e3"],
     "a": "Oof, yeah — [[s:it's running out of memory]] 🐢\n\n"
          "- **RAM:** [[s:only ~0.9 GiB free out of 7.5 GiB]]\n"
          "- **Swap:** [[s:1.7 GiB of 2 GiB used]] [[c:(about 60%)]]\n"
          "- **CPU:** [[s:~72% busy]]\n\n"
          "### The culprit\n"
          "- [[s:**Minecraft** (Java, tom's account) is using ~2.1 GiB]] [[c:and about 85% CPU]].\n"
          "- [[s:Firefox (sarah) is next at ~890 MiB]].\n"
          "- [[c:Minecraft was started with a 4 GB heap (`-Xmx4G`)]].\n\n"
          "[[u:On an 8 GB laptop, Minecraft plus two desktop sessions is just too much]]. Closing Firefox in "
          "sarah's session or logging one account out would help a lot."},

    {"q": "Is Tom's Minecraft connected to a server or is he playing single player?", "ev": ["e2", "e5"],
     "a": "🎮 [[s:He's on a **multiplayer server**]]:\n\n"
          "- [[s:Java (PID 6120) has a connection to **51.81.62.133** on port **25565**]]\n"
          "- [[u:that's the standard Minecraft server port]]\n"
          "- [[s:the connection is ESTABLISHED]]\n"
          "- [[c:He's playing as \"Tom_09\"]]\n\n"
          "[[u:It's probably a Hypixel server]]. [[s:Nothing on the laptop accepts connections from outside except "
          "mDNS (avahi on 5353)]], so [[s:there's no LAN world being hosted]]."},

    {"q": "Are the updates done? Is Firefox up to date?", "ev": ["e1", "e6"],
     "a": "Here's what Update Manager has done lately 📦\n\n"
          "- [[s:Firefox was updated to **135.0.1**]] [[s:on Thursday evening (Feb 26)]]\n"
          "- [[s:A new kernel (6.8.0-53) was installed on the 24th]]\n"
          "- [[c:Update Manager itself went to 6.1.0]]\n"
          "- [[c:Three packages changed in the last 10 days]]\n\n"
          "[[u:There are no pending updates]] ✅ and [[u:135.0.1 is the latest Firefox release]], so you're good!"},

    {"q": "How much storage is free?", "ev": ["e7"],
     "a": "💾 You've got [[s:about 34 GB free]] [[s:on the main drive]] — [[s:it's **86%** full]] "
          "[[c:out of 256 GiB]].\n\n"
          "[[u:Tom's Minecraft worlds and the Downloads folders are probably the biggest things on there]]. "
          "[[s:The EFI partition is basically empty]].\n\n"
          "Tip: `sudo apt clean` and emptying the Trash usually frees a few GB."},

    {"q": "how much RAM is free right now?", "ev": ["e1", "e9"],
     "a": "Right now you have:\n\n"
          "- [[t:about 4.2 GiB of RAM available]]\n"
          "- [[s:out of 8 GB installed]]\n"
          "- [[t:CPU mostly idle (~8%)]]\n"
          "- [[t:swap barely used (~200 MB)]]\n\n"
          "So [[t:there's plenty of headroom]] 😊 [[s:That's a 12th-gen Core i3-1215U]]."},
]

MACHINES = [
    {"name": "roshar", "clock": ROSHAR, "evidence": roshar_evidence, "answers": roshar_answers},
    {"name": "urithiru", "clock": URITHIRU, "evidence": urithiru_evidence, "answers": urithiru_answers},
    {"name": "kholinar", "clock": KHOLINAR, "evidence": kholinar_evidence, "answers": kholinar_answers},
    {"name": "thaylen", "clock": THAYLEN, "evidence": thaylen_evidence, "answers": thaylen_answers},
    {"name": "azimir", "clock": AZIMIR, "evidence": azimir_evidence, "answers": azimir_answers},
]
