"""108th generation (written blind, in the manner of Llama 4 Scout 17B Instruct: how that model answers —
confident and well formatted: a one-line direct answer, then "## " headings or bold section labels,
Markdown tables for anything with more than three rows, key figures in bold, GB and GiB sometimes mixed
up, an occasional over-summary ("all services are healthy") that goes beyond what was read, few hedges,
and a closing "Would you like me to ...?" offer).

All clocks are in Asia/Kolkata (+05:30), on days in November 2026.

finch — an Arch Linux desktop (KDE Plasma, pacman) on a Ryzen 7 5800X3D with 32 GB of RAM, where Steam
and Baldur's Gate 3 (run through Proton) eat the memory. Evidence: steady state (e1); a fresh
linux_system_info (e2, 92 % of memory used, swap at 32.5 %) and a STALE one from 27 minutes earlier (e3,
13.5 GiB available); linux_processes sorted by memory and CUT to 6 of 389 rows (e4); a complete warning
journal for the last two hours with one OOM kill of bg3.exe at 21:57 (e5); the pacman history of two weeks
(e6); linux_file_changes under /etc for a week (e7); linux_file_read of a sysctl drop-in (e8). The user
says the game froze around 10 pm and that they restarted it.

thrush — a Debian 12 PostgreSQL 15 primary whose pg_wal lives on its own 200 GiB XFS volume (/srv/pgwal).
Evidence: steady state (e1); linux_service_status of postgresql@15-main (e2); complete linux_disk_usage
(e3, /srv/pgwal at 94 %); the PostgreSQL log for 4 hours with checkpoints, a walsender replication timeout
and a failing pgBackRest archive_command (permission denied on the repository) (e4); linux_network_info
with the replica 10.20.0.12 connected (e5); linux_processes filtered to "postgres", complete, 10 rows (e6);
linux_disk_io (e7); linux_network_traffic (e8); linux_file_read of postgresql.conf lines 201-212 (e9); a
STALE linux_disk_usage of /srv/pgwal from 50 minutes earlier at 81 % (e10). The user says the replica was
rebuilt with pg_basebackup on Monday.

robin — an Ubuntu 22.04 CI runner (gitlab-runner 17.5.3, Docker executor). Evidence: steady state (e1);
linux_service_status of gitlab-runner (e2); linux_containers all=True, complete, 7 containers, the
project-412 build container exited with code 1 (e3); two FRESH linux_disk_usage readings that DISAGREE on
the root filesystem (e4 all filesystems: 96.4 %; e5 path "/": 91.8 %); a complete warning-level journal for
the last hour with dockerd "no space left on device" and the job failure (e6); linux_file_changes under
/etc/gitlab-runner (e7); a FAILED linux_file_read of config.toml (permission denied) (e8). The user says
they ran docker system prune -af yesterday evening.

lark — a Raspberry Pi 5 (aarch64, 8 GiB, NVMe root) running Home Assistant and Mosquitto in Podman with a
Sonoff Zigbee 3.0 dongle. Evidence: steady state (e1); linux_system_info (e2); linux_containers (podman,
complete) (e3); linux_service_status of all units, complete, podman-auto-update.service failed (e4); kernel
log lines for usb 3-1 with two error -71 disconnects, the dongle coming back as ttyUSB1 then ttyUSB0 (e5);
Home Assistant warning log with ZHA unable to open /dev/ttyUSB0 (e6); linux_network_traffic (e7); a FAILED
linux_disk_io (timed out) (e8); linux_file_read of a udev rule with the wrong idProduct (e9); a STALE and
CUT linux_processes sorted by memory, 25 minutes old (e10). The user says they added the udev rule last week.

warbler — the control plane of a three-node k3s cluster (warbler, pipit, siskin). Evidence: steady state
(e1); kubernetes_get nodes, siskin NotReady and cordoned (e2); kubernetes_get pods in "apps", complete,
ml-worker Pending for lack of memory (e3); kubernetes_get deployments (e4); the k3s journal for an hour
(e5); linux_service_status of all units, CUT to 6 rows (e6); linux_network_info (e7); a STALE
kubernetes_get nodes from 45 minutes earlier with all three Ready (e8); linux_system_info (e9). The user
says they cordoned siskin this morning to replace its SSD.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# --------------------------------------------------------------------------------------------------
# finch
# --------------------------------------------------------------------------------------------------

F = Clock("2026-11-07T22:40:00+05:30")
F_MEM = 33_512_427_520          # 31.2 GiB: 32 GB installed

finch_evidence = [
    steady("e1", F, age=3000, hostname="finch", os_name="Arch Linux", os_version="rolling", os_codename=None,
           kernel="6.11.6-arch1-1", arch="x86_64", cpu_model="AMD Ryzen 7 5800X3D 8-Core Processor",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=F_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_653_638_144},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4",
                   "total_bytes": 2_000_381_014_016}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:3c:7e:21", "addresses": ["192.168.1.42/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="pacman",
           installed_packages={"linux": "6.11.6.arch1-1", "plasma-desktop": "6.2.3-1", "kwin": "6.2.3-1",
                               "steam": "1.0.0.81-2", "mesa": "1:24.2.6-1", "vulkan-radeon": "1:24.2.6-1",
                               "gamemode": "1.8.2-1", "firefox": "132.0.1-1", "pipewire": "1:1.2.6-1"},
           available_services=["sddm.service", "NetworkManager.service", "bluetooth.service", "cups.service"],
           users=[{"name": "meera", "uid": 1000, "gid": 1000, "home": "/home/meera", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["meera"]}]),
    item("e2", "linux_system_info",
         system_info(64.3, [9.12, 7.85, 5.40], 18_720, "2026-11-07T17:27:40+05:30", F_MEM, 2_684_354_560,
                     16 * GiB, 5_583_457_484), F, age=20),
    item("e3", "linux_system_info",
         system_info(21.7, [2.10, 1.84, 1.33], 17_100, "2026-11-07T17:27:40+05:30", F_MEM, 14_495_514_624,
                     16 * GiB, 429_496_730), F, age=1620),
    item("e4", "linux_processes", processes(389, F_MEM, [
        (48213, "bg3.exe", "meera", 88.4, 12_670_214_144, "2026-11-07T22:04:51+05:30",
         "/home/meera/.local/share/Steam/steamapps/common/Baldurs Gate 3/bin/bg3.exe"),
        (2874, "firefox", "meera", 3.1, 2_469_396_480, "2026-11-07T17:31:02+05:30", "/usr/lib/firefox/firefox"),
        (3318, "steamwebhelper", "meera", 6.2, 1_717_986_918, "2026-11-07T17:33:40+05:30",
         "/home/meera/.local/share/Steam/ubuntu12_64/steamwebhelper -lang=en_US -cachedir=/home/meera/.cache"),
        (3190, "steam", "meera", 2.4, 966_367_641, "2026-11-07T17:33:12+05:30",
         "/home/meera/.local/share/Steam/ubuntu12_32/steam -srt-logger-opened"),
        (1502, "plasmashell", "meera", 1.8, 644_245_094, "2026-11-07T17:28:55+05:30", "/usr/bin/plasmashell --no-respawn"),
        (1388, "kwin_wayland", "meera", 4.6, 483_183_820, "2026-11-07T17:28:50+05:30",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0 --xwayland"),
    ]), F, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-07T21:57:33+05:30", "kernel", "warning",
                  "bg3.exe invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, "
                  "oom_score_adj=0"),
        log_entry("2026-11-07T21:57:33+05:30", "kernel", "err",
                  "Out of memory: Killed process 46630 (bg3.exe) total-vm:38712044kB, anon-rss:14023112kB, "
                  "file-rss:0kB, shmem-rss:1204kB, UID:1000 pgtables:41220kB oom_score_adj:0"),
        log_entry("2026-11-07T21:57:35+05:30", "user@1000.service", "warning",
                  "user@1000.service: A process of this unit has been killed by the OOM killer."),
    ]}, F, age=30, args={"priority": "warning", "since_minutes": 120}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-11-02T19:12:44+05:30", "upgrade", "linux", "6.11.5.arch1-1", "6.11.6.arch1-1"),
        package_event("2026-11-02T19:12:44+05:30", "upgrade", "mesa", "1:24.2.5-1", "1:24.2.6-1"),
        package_event("2026-11-02T19:12:44+05:30", "upgrade", "vulkan-radeon", "1:24.2.5-1", "1:24.2.6-1"),
        package_event("2026-11-02T19:12:45+05:30", "upgrade", "plasma-desktop", "6.2.2-1", "6.2.3-1"),
        package_event("2026-11-02T19:12:45+05:30", "upgrade", "kwin", "6.2.2-1", "6.2.3-1"),
        package_event("2026-11-05T21:03:10+05:30", "upgrade", "steam", "1.0.0.81-1", "1.0.0.81-2"),
        package_event("2026-11-05T21:03:10+05:30", "install", "gamemode", None, "1.8.2-1"),
        package_event("2026-11-06T10:26:55+05:30", "upgrade", "firefox", "131.0.3-1", "132.0.1-1"),
        package_event("2026-11-06T10:27:02+05:30", "remove", "discover", "6.2.3-1", None),
    ]}, F, age=40, args={"since_days": 14}),
    item("e7", "linux_file_changes", {"root": "/etc", "since": "2026-10-31T22:40:00+05:30", "files": [
        {"path": "/etc/sysctl.d/99-gaming.conf", "mtime": "2026-11-05T21:10:22+05:30", "size_bytes": 49},
        {"path": "/etc/pacman.d/mirrorlist", "mtime": "2026-11-02T19:10:03+05:30", "size_bytes": 18_432},
        {"path": "/etc/fstab", "mtime": "2026-11-01T16:45:12+05:30", "size_bytes": 1_104},
    ]}, F, age=35, args={"root": "/etc", "since_minutes": 10080, "limit": 50}),
    item("e8", "linux_file_read", {"path": "/etc/sysctl.d/99-gaming.conf", "offset": 0, "limit": 200,
                                   "total_lines": 2,
                                   "lines": ["vm.max_map_count = 2147483642", "vm.swappiness = 10"]},
         F, age=35, args={"path": "/etc/sysctl.d/99-gaming.conf"}),
]

finch_user = user("u1", "it froze for like a minute around 10 pm and then BG3 just closed, I started it again "
                        "right after", F, age=90)

finch_answers = [
    {"q": "Why is my RAM almost full right now?", "ev": ["e1", "e2", "e4"],
     "a": "Your RAM is almost full because [[c:**Baldur's Gate 3** is using most of it]].\n\n"
          "## Memory overview\n"
          "- **Total:** [[s:32 GB]]\n"
          "- **Used:** [[s:28.7 GiB (**92%**)]]\n"
          "- **Available:** [[s:**2.5 GiB**]]\n"
          "- **Swap:** 5.2 GiB of 16 GiB in use ([[c:about 15%]])\n\n"
          "## Top memory users\n"
          "| Process | PID | Memory |\n|---|---|---|\n"
          "| bg3.exe | [[s:48213]] | [[s:11.8 GiB (37.8%)]] |\n"
          "| firefox | 2874 | [[s:2.3 GiB]] |\n"
          "| steamwebhelper | [[c:3190]] | [[s:1.6 GiB]] |\n"
          "\n"
          "Steam and its web helper together take about [[c:**3.5 GiB**]]. "
          "[[u:This is expected for BG3, which needs 16 GB of "
          "RAM on its own]].\n\n"
          "Would you like me to show you how to close background apps before launching a game?"},

    {"q": "How much memory did I have free before the game started eating it?", "ev": ["e2", "e3"],
     "a": "Earlier this evening you had about **13.5 GiB** free; now it is down to 2.5 GiB.\n\n"
          "## Earlier reading\n"
          "- **Available:** [[t:13.5 GiB]]\n"
          "- **Swap used:** [[t:0.4 GiB]]\n"
          "- **CPU:** [[t:21.7%]], [[t:load 2.10]]\n\n"
          "## Now\n"
          "- **Available:** [[s:2.5 GiB]]\n"
          "- **Swap used:** [[s:5.2 GiB]]\n\n"
          "[[u:The game and Steam have taken roughly **11 GiB** since then]]. "
          "[[c:The system has been up for a little over **6 hours**]].\n\n"
          "Would you like me to keep watching memory while you play?"},

    {"q": "What did my last pacman upgrade change?", "ev": ["e1", "e6"],
     "a": "[[s:Your last full system upgrade ran on **2 November 2026 at 19:12**]] and "
          "[[c:updated **4 packages**]].\n\n"
          "| Package | Change |\n|---|---|\n"
          "| `linux` | [[s:6.11.5.arch1-1 → 6.11.6.arch1-1]] |\n"
          "| `vulkan-radeon` | [[c:1:24.2.4-1 → 1:24.2.6-1]] |\n"
          "| `mesa` | [[s:1:24.2.5-1 → 1:24.2.6-1]] |\n\n"
          "## Since then\n"
          "- **5 Nov:** [[s:`steam` upgraded to **1.0.0.81-2**]] and [[s:`gamemode` **1.8.2-1** installed]]\n"
          "- **6 Nov:** [[s:`firefox` 131.0.3-1 → **132.0.1-1**]]; [[c:`discover` was upgraded as well]]\n\n"
          "[[s:You are already running the new kernel (**6.11.6-arch1-1**)]], so no reboot is pending. "
          "[[s:Nothing was downgraded in the last two weeks]]. [[u:The Mesa 24.2.6 update is the reason the "
          "game now uses more memory]].\n\n"
          "Would you like me to show how to roll back Mesa with `downgrade mesa`?"},

    {"q": "Did the game crash because it ran out of memory?", "ev": ["e5"], "extra": [finch_user],
     "a": "Yes — [[s:the kernel's OOM killer terminated **bg3.exe** at **21:57:33**]].\n\n"
          "## What happened\n"
          "- **Process:** bg3.exe, [[c:PID **48213**]]\n"
          "- **Resident memory at the time:** [[s:about **14 GB**]] (anon-rss 14,023,112 kB)\n"
          "- **In UTC:** [[s:16:27]]\n\n"
          "[[s:The kill happened just before 10 pm, which matches the freeze you noticed]], and "
          "[[s:you restarted the game right afterwards]]. [[c:This was the **second** OOM kill tonight]]. "
          "[[u:The game had been running for about 2 hours when it was killed]]. "
          "[[u:The root cause is a memory leak in the Vulkan driver]].\n\n"
          "Would you like me to help you set up zram or a larger swap file?"},

    {"q": "Is anything besides Steam and the game eating memory?", "ev": ["e4"],
     "a": "Only **Firefox** stands out, at [[s:**2.3 GiB**]].\n\n"
          "**Top processes by memory:**\n"
          "- `bg3.exe` — [[s:**11.8 GiB**]]\n"
          "- `firefox` — 2.3 GiB\n"
          "- `steamwebhelper` — [[s:**1.6 GiB**]]\n"
          "- `steam` — [[c:**1.9 GiB**]]\n"
          "- `kwin_wayland` — [[s:**~460 MiB**]], [[c:**6.2%** CPU]]\n\n"
          "[[s:There are **389** processes in total]]. [[u:No background indexing (Baloo) or updates are "
          "running]].\n\n"
          "Would you like me to list Firefox's content processes too?"},

    {"q": "Did I change any system config files this week?", "ev": ["e7", "e8"],
     "a": "Yes, [[s:**3 files** under `/etc` changed in the last 7 days]].\n\n"
          "| File | Modified | Size |\n|---|---|---|\n"
          "| `/etc/sysctl.d/99-gaming.conf` | [[s:5 Nov, 21:10]] | 49 bytes |\n"
          "| `/etc/pacman.d/mirrorlist` | [[c:3 Nov, 19:10]] | [[s:18 KB]] |\n"
          "| `/etc/fstab` | [[s:1 Nov, 16:45]] | 1.1 KB |\n\n"
          "**99-gaming.conf** sets [[s:`vm.max_map_count = 2147483642`]] and "
          "[[c:`vm.swappiness = 60`]]. [[u:The fstab edit added your `/mnt/games` drive]], and "
          "[[u:the sysctl file was written a few minutes after the Steam update]]. "
          "[[s:Nothing else in `/etc` was touched this week]].\n\n"
          "Would you like me to check whether the sysctl values are active with `sysctl vm.max_map_count`?"},

    {"q": "Give me a quick health check of finch.", "ev": ["e1", "e2", "e4", "e5"],
     "a": "finch is under heavy memory pressure but otherwise healthy.\n\n"
          "**System:** [[s:Arch Linux, kernel **6.11.6-arch1-1**]]\n"
          "**CPU load:** [[c:**7.85** over the last minute]]\n"
          "**Uptime:** [[s:5 h 12 min]]\n"
          "**Memory:** [[s:92% used]], swap [[c:**5.2 GiB of 8 GiB**]]\n"
          "**Disks:** [[c:**1 TiB** btrfs root]] and [[s:a **2 TB** games drive at `/mnt/games`]]\n"
          "**Logs:** [[s:one OOM kill at 21:57]]; [[s:no other warnings or errors in the last 2 hours]]\n\n"
          "[[u:All services are running normally]] and [[u:the GPU driver is stable]].\n\n"
          "Would you like me to suggest settings to lower BG3's memory use?"},
]

# --------------------------------------------------------------------------------------------------
# thrush
# --------------------------------------------------------------------------------------------------

T = Clock("2026-11-12T03:15:00+05:30")
T_MEM = 67_430_993_920          # 62.8 GiB

thrush_evidence = [
    steady("e1", T, age=2700, hostname="thrush", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-26-amd64", arch="x86_64",
           cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=T_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 239_511_535_616},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "ext4",
                   "total_bytes": 1_920_383_410_176},
                  {"device": "/dev/nvme2n1p1", "mountpoint": "/srv/pgwal", "fstype": "xfs",
                   "total_bytes": 214_748_364_800}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:09:d2", "addresses": ["10.20.0.11/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-15": "15.8-0+deb12u1", "postgresql-client-15": "15.8-0+deb12u1",
                               "pgbackrest": "2.53.1-1", "prometheus-postgres-exporter": "0.11.1-1+b6"},
           available_services=["postgresql.service", "postgresql@15-main.service", "ssh.service",
                               "prometheus-postgres-exporter.service", "cron.service"],
           users=[{"name": "postgres", "uid": 106, "gid": 113, "home": "/var/lib/postgresql", "shell": "/bin/bash"}]),
    item("e2", "linux_service_status", unit("postgresql@15-main.service", "active", "running",
                                            ufs="enabled-runtime", pid=1184, since="2026-10-29T02:11:40+05:30",
                                            desc="PostgreSQL Cluster 15-main"),
         T, age=25, args={"name": "postgresql@15-main"}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 239_511_535_616, 98_199_729_602),
        fs("/dev/nvme1n1p1", "/var/lib/postgresql", "ext4", 1_920_383_410_176, 1_113_822_377_902),
        fs("/dev/nvme2n1p1", "/srv/pgwal", "xfs", 214_748_364_800, 201_863_462_912),
    ]}, T, age=30),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "postgresql@15-main.service", "entries": [
        log_entry("2026-11-12T00:42:10+05:30", "postgresql@15-main.service", "info", "LOG:  checkpoint starting: wal"),
        log_entry("2026-11-12T00:44:52+05:30", "postgresql@15-main.service", "info",
                  "LOG:  checkpoint complete: wrote 183421 buffers (70.0%); 0 WAL file(s) added, 0 removed, "
                  "129 recycled; write=149.812 s, sync=2.104 s, total=162.337 s; sync files=311, "
                  "longest=0.412 s, average=0.007 s; distance=8388608 kB, estimate=8391022 kB"),
        log_entry("2026-11-12T01:03:17+05:30", "postgresql@15-main.service", "info",
                  "LOG:  checkpoints are occurring too frequently (24 seconds apart)  HINT:  Consider increasing "
                  "the configuration parameter \"max_wal_size\"."),
        log_entry("2026-11-12T01:58:44+05:30", "postgresql@15-main.service", "warning",
                  "LOG:  terminating walsender process due to replication timeout"),
        log_entry("2026-11-12T02:31:08+05:30", "postgresql@15-main.service", "err",
                  "P00  ERROR: [041]: unable to get info for path/file '/mnt/backup/pgbackrest/archive/main': "
                  "[13] Permission denied"),
        log_entry("2026-11-12T02:31:09+05:30", "postgresql@15-main.service", "warning",
                  "LOG:  archive command failed with exit code 41  DETAIL:  The failed archive command was: "
                  "pgbackrest --stanza=main archive-push pg_wal/000000010000A3F20000007C"),
        log_entry("2026-11-12T03:05:12+05:30", "postgresql@15-main.service", "warning",
                  "WARNING:  archiving write-ahead log file \"000000010000A3F20000007C\" failed too many times, "
                  "will try again later"),
        log_entry("2026-11-12T03:10:31+05:30", "postgresql@15-main.service", "info", "LOG:  checkpoint starting: wal"),
    ]}, T, age=45, args={"unit": "postgresql@15-main", "since_minutes": 240}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:09:d2", "addresses": ["10.20.0.11/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 1184, "postgres"), listener(5432, "::", 1184, "postgres"),
                      listener(22, "0.0.0.0", 702, "sshd"), listener(9187, "0.0.0.0", 955, "prometheus-postgres")],
        "connections": [connection("10.20.0.11:5432", "10.20.0.12:48822", 30117, "postgres"),
                        connection("10.20.0.11:5432", "10.20.0.31:51214", 30288, "postgres"),
                        connection("10.20.0.11:5432", "10.20.0.31:51230", 30291, "postgres"),
                        connection("10.20.0.11:22", "10.20.0.5:60412", 29870, "sshd")]}, T, age=35),
    item("e6", "linux_processes", processes(10, T_MEM, [
        (1184, "postgres", "postgres", 0.3, 301_989_888, "2026-10-29T02:11:40+05:30",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c "
         "config_file=/etc/postgresql/15/main/postgresql.conf"),
        (1186, "postgres", "postgres", 4.8, 9_019_431_321, "2026-10-29T02:11:40+05:30", "postgres: 15/main: checkpointer"),
        (1187, "postgres", "postgres", 1.2, 1_073_741_824, "2026-10-29T02:11:40+05:30",
         "postgres: 15/main: background writer"),
        (1188, "postgres", "postgres", 2.1, 41_943_040, "2026-10-29T02:11:40+05:30", "postgres: 15/main: walwriter"),
        (1189, "postgres", "postgres", 0.0, 12_582_912, "2026-10-29T02:11:40+05:30",
         "postgres: 15/main: autovacuum launcher"),
        (1190, "postgres", "postgres", 0.0, 10_485_760, "2026-10-29T02:11:40+05:30",
         "postgres: 15/main: archiver failed on 000000010000A3F20000007C"),
        (1191, "postgres", "postgres", 0.0, 9_437_184, "2026-10-29T02:11:40+05:30",
         "postgres: 15/main: logical replication launcher"),
        (30117, "postgres", "postgres", 6.5, 18_874_368, "2026-11-12T01:58:52+05:30",
         "postgres: 15/main: walsender replicator 10.20.0.12(48822) streaming A3F3/1C000000"),
        (30288, "postgres", "postgres", 0.0, 150_994_944, "2026-11-12T02:47:05+05:30",
         "postgres: 15/main: app orders 10.20.0.31(51214) idle"),
        (30291, "postgres", "postgres", 0.0, 121_634_816, "2026-11-12T02:47:06+05:30",
         "postgres: 15/main: app orders 10.20.0.31(51230) idle in transaction"),
    ]), T, age=30, args={"name": "postgres", "sort": "pid"}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme2n1", "read_bytes_per_s": 0, "write_bytes_per_s": 182_452_224, "busy_percent": 71.4},
        {"device": "nvme1n1", "read_bytes_per_s": 31_457_280, "write_bytes_per_s": 24_117_248, "busy_percent": 18.2},
        {"device": "md0", "read_bytes_per_s": 0, "write_bytes_per_s": 409_600, "busy_percent": 0.8},
    ]}, T, age=15, args={"interval_seconds": 1.0}),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 3_250_000, "tx_bytes_per_s": 48_600_000},
        {"name": "lo", "rx_bytes_per_s": 120_000, "tx_bytes_per_s": 120_000},
    ]}, T, age=15, args={"interval_seconds": 1.0}),
    item("e9", "linux_file_read", {"path": "/etc/postgresql/15/main/postgresql.conf", "offset": 200, "limit": 12,
                                   "total_lines": 830, "lines": [
        "wal_level = replica", "max_wal_size = 8GB", "min_wal_size = 2GB", "checkpoint_timeout = 15min",
        "checkpoint_completion_target = 0.9", "archive_mode = on",
        "archive_command = 'pgbackrest --stanza=main archive-push %p'", "archive_timeout = 300",
        "max_wal_senders = 10", "wal_keep_size = 32GB", "max_replication_slots = 10", "hot_standby = on"]},
         T, age=40, args={"path": "/etc/postgresql/15/main/postgresql.conf", "offset": 200, "limit": 12}),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme2n1p1", "/srv/pgwal", "xfs", 214_748_364_800, 173_946_175_488),
    ]}, T, age=3000, args={"path": "/srv/pgwal"}),
]

thrush_user = user("u1", "We rebuilt the replica from a fresh pg_basebackup on Monday, so it should be in sync.",
                   T, age=120)

thrush_answers = [
    {"q": "Why is the WAL disk filling up?", "ev": ["e3", "e4", "e9"],
     "a": "The WAL volume is filling up because [[s:WAL archiving is failing]], so "
          "[[u:PostgreSQL cannot remove the old segments]].\n\n"
          "## Disk\n"
          "- [[s:`/srv/pgwal` is **94%** full]] — [[s:**188 GiB of 200 GiB**]], [[s:about **12 GiB** free]]\n\n"
          "## What the logs show\n"
          "- [[s:`archive_command` first failed at **02:31** on segment `000000010000A3F20000007C`]]\n"
          "- [[s:pgBackRest got **Permission denied** on `/mnt/backup/pgbackrest/archive/main`]]\n"
          "- [[c:At **03:05** PostgreSQL stopped retrying for good]]\n"
          "- [[c:Checkpoints were running only **42 seconds** apart at 01:03]]\n\n"
          "## Config\n"
          "- [[s:`wal_keep_size = 32GB`]] and [[c:`max_wal_size = 16GB`]]\n\n"
          "[[u:At the current rate the disk will be full in about **an hour**]].\n\n"
          "Would you like me to walk you through fixing the permissions on the backup repository?"},

    {"q": "Is the replica connected and streaming?", "ev": ["e4", "e5", "e6"], "extra": [thrush_user],
     "a": "Yes, [[s:the replica at **10.20.0.12** is connected and streaming]].\n\n"
          "- **Walsender PID:** [[s:30117]]\n"
          "- **Port:** [[c:5433]]\n\n"
          "[[s:It reconnected **8 seconds** after the replication timeout at 01:58:44]]. "
          "[[s:There is exactly one walsender]], so [[s:no other standby is connected]]. "
          "[[s:You rebuilt the replica from `pg_basebackup` on Monday]] ([[c:10 November]]), so "
          "[[u:it is fully in sync]]. [[u:It is configured as a **synchronous** standby]].\n\n"
          "Would you like me to show the query for `pg_stat_replication`?"},

    {"q": "How hard is the WAL disk being hit right now?", "ev": ["e1", "e7", "e8"],
     "a": "The WAL disk is busy: about **182 MB/s** of writes at **71%** utilisation.\n\n"
          "- **nvme2n1** ([[s:`/srv/pgwal`]]): [[s:**182 MB/s** written]], [[s:**71%** busy]]\n"
          "- **nvme1n1** (data): [[s:only **18%** busy]]\n"
          "- **md0** (root): [[c:**8%** busy]]\n\n"
          "**Network (eno1):** [[c:sending **48.6 Mbit/s**]] and [[s:receiving **3.3 MB/s**]]. "
          "[[u:Most of that outgoing traffic is WAL streamed to the replica]]. [[u:The WAL disk is close to "
          "saturation and will become the bottleneck]].\n\n"
          "Would you like me to sample the disk again in a minute to see the trend?"},

    {"q": "How much has pg_wal grown in the last hour?", "ev": ["e3", "e10"],
     "a": "It grew from **81%** to **94%** in under an hour.\n\n"
          "- **Earlier (02:25):** [[t:162 GiB used]] ([[t:**81%**]])\n"
          "- **Now:** [[s:188 GiB used]] ([[s:**94%**]])\n"
          "- **Growth:** [[t:about **26 GiB**]]\n\n"
          "[[s:Only **12 GiB** is left]], so [[u:at this pace it will be full in about **23 minutes**]]. "
          "[[s:The main data volume `/var/lib/postgresql` is at **58%**]] and "
          "[[c:the root filesystem is at **14%**]].\n\n"
          "Would you like me to check what is holding the WAL back?"},

    {"q": "Is PostgreSQL healthy?", "ev": ["e2", "e4"],
     "a": "PostgreSQL is up, but WAL archiving is broken.\n\n"
          "**Service:** [[s:`postgresql@15-main.service` is **active (running)**]]\n"
          "**Main PID:** [[c:1186]]\n"
          "**Running since:** [[s:29 October, 02:11]] ([[s:about **14 days**]])\n\n"
          "## Issues in the log (last 4 hours)\n"
          "- [[s:Archive command failing since **02:31**]]\n"
          "- [[s:A walsender was terminated for replication timeout at **01:58**]]\n"
          "- [[s:The 00:44 checkpoint wrote **70%** of shared buffers]]\n\n"
          "[[u:Otherwise all connections and queries are healthy]], and [[u:the replica is back in sync]].\n\n"
          "Would you like me to draft a fix for the archive permissions?"},

    {"q": "What are the checkpoint and WAL settings?", "ev": ["e9"],
     "a": "[[s:These come from `postgresql.conf`, lines 201–212]] (the file has [[s:**830** lines]]).\n\n"
          "| Setting | Value |\n|---|---|\n"
          "| `max_wal_size` | [[s:**8GB**]] |\n"
          "| `min_wal_size` | [[c:**1GB**]] |\n"
          "| `checkpoint_timeout` | [[s:**15min**]] |\n"
          "| `archive_timeout` | [[c:60]] |\n"
          "| `wal_keep_size` | [[s:32GB]] |\n\n"
          "[[u:`synchronous_commit` is off]], and [[u:these settings were last changed on 28 October]].\n\n"
          "Would you like me to suggest a larger `max_wal_size`?"},

    {"q": "Can I just delete old files in pg_wal to free space?", "ev": ["e4", "e6"],
     "a": "No — don't delete WAL files by hand; fix archiving first.\n\n"
          "- [[s:The archiver is stuck on `000000010000A3F20000007C`]] ([[c:PID **1191**]])\n"
          "- [[c:The archive failure is caused by the backup repository being full]]\n"
          "- [[s:The checkpointer (PID **1186**)]] [[s:holds **8.4 GiB** RSS]]\n"
          "- [[s:There are **10** `postgres` processes]]\n"
          "- [[c:The walsender for 10.20.0.12 is idle]]\n"
          "- [[s:Two application connections from `10.20.0.31` are open]], and "
          "[[s:one of them is **idle in transaction**]]\n\n"
          "Once `pgbackrest archive-push` works again, run `CHECKPOINT;` and PostgreSQL will recycle the "
          "archived segments.\n\n"
          "Would you like me to show the exact permission fix for `/mnt/backup/pgbackrest`?"},
]

# --------------------------------------------------------------------------------------------------
# robin
# --------------------------------------------------------------------------------------------------

R = Clock("2026-11-18T14:20:00+05:30")
R_MEM = 33_654_894_592          # 31.3 GiB
HELPER = "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.5.3"

robin_evidence = [
    steady("e1", R, age=2000, hostname="robin", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-125-generic", arch="x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=R_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_392_610_816},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5e:0a:7c", "addresses": ["10.8.3.14/24"],
                                "is_up": True}],
           dns_servers=["10.8.3.1"], default_gateway="10.8.3.1",
           installed_packages={"gitlab-runner": "17.5.3", "docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy",
                               "containerd.io": "1.7.22-1",
                               "docker-buildx-plugin": "0.17.1-1~ubuntu.22.04~jammy"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "ssh.service",
                               "unattended-upgrades.service"],
           users=[{"name": "gitlab-runner", "uid": 998, "gid": 998, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 999, "members": ["gitlab-runner"]}]),
    item("e2", "linux_service_status", unit("gitlab-runner.service", "active", "running", pid=1422,
                                            since="2026-11-10T09:02:15+05:30", desc="GitLab Runner"),
         R, age=20, args={"name": "gitlab-runner"}),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9e2b7d4", "runner-x7kq2m-project-412-concurrent-0-5f1c2e9a-build",
            "registry.gitlab.example.com/platform/ci-images/node:20-bookworm", "exited", "Exited (1) 14 minutes ago",
            "2026-11-18T13:58:02+05:30"),
        box("9c2e41d07f3a", "runner-x7kq2m-project-412-concurrent-0-5f1c2e9a-predefined", HELPER, "exited",
            "Exited (0) 14 minutes ago", "2026-11-18T13:57:58+05:30"),
        box("3b7d0e6f9a12", "runner-x7kq2m-project-377-concurrent-1-8a2d4b7c-build",
            "maven:3.9-eclipse-temurin-21", "running", "Up 6 minutes", "2026-11-18T14:13:41+05:30"),
        box("51e8a0c4d2b9", "runner-x7kq2m-project-377-concurrent-1-8a2d4b7c-predefined", HELPER, "running",
            "Up 6 minutes", "2026-11-18T14:13:38+05:30"),
        box("e07b2c9f4a61", "buildkitd", "moby/buildkit:v0.16.0", "running", "Up 8 days",
            "2026-11-10T09:04:10+05:30"),
        box("7f4a1d2c8e05", "registry-mirror", "registry:2.8.3", "running", "Up 8 days",
            "2026-11-10T09:04:12+05:30", ["0.0.0.0:5000->5000/tcp"]),
        box("2d9b6e3a0c71", "runner-x7kq2m-project-405-concurrent-0-1e7f3a2b-cache-c33bcbf2", HELPER, "created",
            "Created", "2026-11-15T11:20:37+05:30"),
    ]}, R, age=25, args={"all": True}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 502_392_610_816, 484_306_476_826),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
    ]}, R, age=45),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 502_392_610_816, 461_196_416_729),
    ]}, R, age=12, args={"path": "/"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-18T13:41:02+05:30", "docker.service", "warning",
                  "level=warning msg=\"failed to prune build cache\" error=\"context deadline exceeded\""),
        log_entry("2026-11-18T14:05:38+05:30", "docker.service", "err",
                  "level=error msg=\"failed to write to container log\" container=a1f3c9e2b7d4 "
                  "error=\"write /var/lib/docker/containers/a1f3c9e2b7d4/a1f3c9e2b7d4-json.log: no space left on device\""),
        log_entry("2026-11-18T14:05:40+05:30", "gitlab-runner.service", "warning",
                  "WARNING: Job failed: exit code 1  duration_s=462.3 job=88412 project=412 runner=x7kq2m"),
        log_entry("2026-11-18T14:05:41+05:30", "gitlab-runner.service", "warning",
                  "WARNING: Failed to process runner  builds=1 error=exit code 1 executor=docker runner=x7kq2m"),
    ]}, R, age=30, args={"since_minutes": 60, "priority": "warning"}),
    item("e7", "linux_file_changes", {"root": "/etc/gitlab-runner", "since": "2026-11-16T14:20:00+05:30", "files": [
        {"path": "/etc/gitlab-runner/config.toml", "mtime": "2026-11-17T18:44:09+05:30", "size_bytes": 1_874},
        {"path": "/etc/gitlab-runner/config.toml.bak", "mtime": "2026-11-17T18:43:51+05:30", "size_bytes": 1_802},
    ]}, R, age=50, args={"root": "/etc/gitlab-runner", "since_minutes": 2880}),
    item("e8", "linux_file_read", {}, R, age=48, args={"path": "/etc/gitlab-runner/config.toml"},
         error="permission denied: /etc/gitlab-runner/config.toml (mode 0600, owner root)"),
]

robin_user = user("u1", "I ran docker system prune -af yesterday evening, so the disk should have plenty of space.",
                  R, age=60)

robin_answers = [
    {"q": "Why did job 88412 fail?", "ev": ["e3", "e6"],
     "a": "[[s:Job **88412** failed]] [[u:because the runner's disk ran out of space while the job was "
          "writing output]].\n\n"
          "## Details\n"
          "- **Project:** [[s:412]]\n"
          "- **Exit code:** [[s:1]]\n"
          "- **Duration:** [[s:about **7.7 minutes** (462 s)]]\n"
          "- **Container:** [[s:`runner-x7kq2m-project-412-concurrent-0-5f1c2e9a-build`]], "
          "image [[c:`node:18-bookworm`]]\n"
          "- [[s:dockerd logged **\"no space left on device\"** for that container at 14:05:38]]\n\n"
          "[[c:The helper container for the job also exited with an error]], and "
          "[[c:GitLab retried the job automatically — it is the Maven job running now]]. "
          "[[s:No other job failed in the last hour]].\n\n"
          "Would you like me to show what is using space under `/var/lib/docker`?"},

    {"q": "How full is the root disk?", "ev": ["e1", "e4", "e5"], "extra": [robin_user],
     "a": "Your root disk is almost full — [[u:**96.4%** used]].\n\n"
          "- **Size:** [[s:502 GB]] ([[s:ext4]])\n"
          "- **Used:** [[u:484 GB]]\n"
          "- **Free:** [[u:**18 GB**]]\n"
          "- **`/boot/efi`:** [[c:12% used]]\n\n"
          "[[s:Docker's data in `/var/lib/docker` sits on the root filesystem]], so "
          "[[u:the prune you ran yesterday evening did not free enough]].\n\n"
          "Would you like me to list the largest Docker images and volumes?"},

    {"q": "Which containers are running right now?", "ev": ["e3"],
     "a": "[[s:**4 containers** are running]]:\n\n"
          "| Name | Image | Status |\n|---|---|---|\n"
          "| `runner-…-project-377-…-build` | [[s:`maven:3.9-eclipse-temurin-21`]] | Up 6 minutes |\n"
          "| `runner-…-project-377-…-predefined` | gitlab-runner-helper v17.5.3 | Up 6 minutes |\n"
          "| `buildkitd` | `moby/buildkit:v0.16.0` | [[s:Up **8 days**]] |\n"
          "| `registry-mirror` | [[c:`registry:2.8.2`]] | Up 8 days |\n\n"
          "[[s:The registry mirror publishes port **5000**]]. [[s:**3** more containers are not running]]: "
          "[[s:the failed node job (**exit 1**)]], [[c:its helper (**exit 1**)]], and "
          "a cache container for project 405 [[c:created on **13 Nov**]]. "
          "[[s:That's **7** containers in total]]. [[u:All running containers are healthy]].\n\n"
          "Would you like me to remove the stopped containers?"},

    {"q": "Is gitlab-runner up, and has it restarted recently?", "ev": ["e2", "e6"],
     "a": "Yes, [[s:`gitlab-runner.service` is **active (running)**]] with [[s:PID **1422**]].\n\n"
          "**Active since:** [[s:10 Nov 2026, 09:02]] ([[c:14:32 UTC]])\n"
          "**Restarts:** [[s:none in the last **8 days**]]\n"
          "**Version:** [[u:17.5.3]]\n\n"
          "[[s:It logged a \"Failed to process runner\" warning at 14:05:41]]; "
          "[[c:that warning means the runner lost its connection to GitLab]].\n\n"
          "Would you like me to tail the runner log live?"},

    {"q": "Who changed the runner config, and what is `concurrent` set to?", "ev": ["e7", "e8"],
     "a": "[[s:`config.toml` was modified yesterday at **18:44**]], [[s:about **20 hours** ago]], and "
          "[[c:a backup `config.toml.bak` was written **18 minutes** earlier]].\n\n"
          "- **Size now:** [[s:1,874 bytes]]\n"
          "- **Backup:** [[s:1,802 bytes]] — [[c:the new file is **72 KB** larger]]\n"
          "- **`concurrent`:** [[u:2]]\n\n"
          "I couldn't open the file itself (permission denied, it is root-only). "
          "[[u:The change added a second `runners` section]]. [[s:Nothing else under `/etc/gitlab-runner` "
          "changed in the last two days]].\n\n"
          "Would you like me to retry with `sudo cat /etc/gitlab-runner/config.toml`?"},

    {"q": "Give me a full status summary of robin.", "ev": ["e1", "e2", "e3", "e4", "e6"],
     "a": "robin is a healthy CI runner apart from a nearly full disk.\n\n"
          "## System\n"
          "- **Kernel:** [[c:5.15.0-124-generic]]\n"
          "- **CPU:** [[s:AMD EPYC 7313P, **16 cores / 32 threads**]]\n"
          "- **RAM:** [[s:**32 GB**]]\n\n"
          "## Services\n"
          "- gitlab-runner: [[s:running]]\n"
          "- unattended-upgrades: [[u:running]]\n\n"
          "## Disk\n"
          "- `/`: [[s:**96.4%** used]], [[c:**18 GiB** free]]\n\n"
          "## CI\n"
          "- [[s:1 job running (project **377**)]]\n"
          "- Last failure: [[s:job 88412 at 14:05]]\n"
          "- [[u:All other jobs today succeeded]]\n\n"
          "Would you like me to set up a nightly `docker system prune` timer?"},

    {"q": "I pruned Docker yesterday, why is the disk full again?", "ev": ["e3", "e4"], "extra": [robin_user],
     "a": "Even after your prune, [[s:`/` is back at **96%**]].\n\n"
          "- [[s:You ran `docker system prune -af` yesterday evening]]\n"
          "- [[u:That prune freed about **120 GB**]]\n"
          "- [[c:**3** new job containers have been created since then]]\n"
          "- [[s:`buildkitd` has been running for **8 days**]], so [[u:its build cache was never pruned]]\n"
          "- [[s:Only **18 GB** is free now]]\n\n"
          "[[u:Each job pulls a fresh ~2 GB image]], which fills the disk quickly.\n\n"
          "Would you like me to show how to prune the BuildKit cache too?"},
]

# --------------------------------------------------------------------------------------------------
# lark
# --------------------------------------------------------------------------------------------------

L = Clock("2026-11-03T08:50:00+05:30")
L_MEM = 8_454_766_592           # 7.87 GiB: an 8 GiB Raspberry Pi 5

lark_evidence = [
    steady("e1", L, age=2400, hostname="lark", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.6.51+rpt-rpi-2712", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=L_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_056_015_872},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:8a:11:02", "addresses": ["192.168.1.60/24"],
                                "is_up": True},
                               {"name": "wlan0", "mac": "2c:cf:67:8a:11:03", "addresses": [], "is_up": False}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"podman": "4.3.1+ds1-8+deb12u1", "mosquitto-clients": "2.0.11-1.2+deb12u1",
                               "usbutils": "1:014-1+deb12u1"},
           available_services=["container-homeassistant.service", "container-mosquitto.service",
                               "podman-auto-update.service", "ssh.service", "NetworkManager.service",
                               "bluetooth.service", "avahi-daemon.service", "dphys-swapfile.service"],
           users=[{"name": "pi", "uid": 1000, "gid": 1000, "home": "/home/pi", "shell": "/bin/bash"}],
           groups=[{"name": "dialout", "gid": 20, "members": ["pi"]}]),
    item("e2", "linux_system_info",
         system_info(14.2, [0.61, 0.55, 0.48], 829_800, "2026-10-24T18:20:00+05:30", L_MEM, 5_476_083_712,
                     536_870_912, 0), L, age=15),
    item("e3", "linux_containers", {"runtime": "podman", "containers": [
        box("4e1a9b7c2d30", "homeassistant", "ghcr.io/home-assistant/home-assistant:2026.10.4", "running",
            "Up 2 days", "2026-10-31T21:12:44+05:30"),
        box("8d2f6a1e0b95", "mosquitto", "docker.io/library/eclipse-mosquitto:2.0.20", "running", "Up 9 days",
            "2026-09-14T11:30:02+05:30", ["0.0.0.0:1883->1883/tcp", "0.0.0.0:9001->9001/tcp"]),
        box("c5b0e3f7a218", "esphome", "ghcr.io/esphome/esphome:2026.10.2", "exited", "Exited (0) 5 days ago",
            "2026-10-20T16:05:10+05:30"),
    ]}, L, age=20, args={"all": True}),
    item("e4", "linux_service_status", {"units": [
        unit("container-homeassistant.service", "active", "running", pid=2312, since="2026-11-01T06:47:31+05:30",
             desc="Podman container-homeassistant.service"),
        unit("container-mosquitto.service", "active", "running", pid=1188, since="2026-10-24T18:21:05+05:30",
             desc="Podman container-mosquitto.service"),
        unit("podman-auto-update.service", "failed", "failed", ufs="static", desc="Podman auto-update service"),
        unit("ssh.service", "active", "running", pid=702, since="2026-10-24T18:20:41+05:30",
             desc="OpenBSD Secure Shell server"),
        unit("NetworkManager.service", "active", "running", pid=655, since="2026-10-24T18:20:33+05:30",
             desc="Network Manager"),
        unit("bluetooth.service", "active", "running", pid=660, since="2026-10-24T18:20:34+05:30",
             desc="Bluetooth service"),
        unit("avahi-daemon.service", "active", "running", pid=640, since="2026-10-24T18:20:33+05:30",
             desc="Avahi mDNS/DNS-SD Stack"),
        unit("dphys-swapfile.service", "active", "exited", since="2026-10-24T18:20:36+05:30",
             desc="dphys-swapfile - set up, mount/unmount, and delete a swap file"),
    ]}, L, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "kernel", "entries": [
        log_entry("2026-11-03T02:14:07+05:30", "kernel", "err", "usb 3-1: device descriptor read/64, error -71"),
        log_entry("2026-11-03T02:14:08+05:30", "kernel", "info", "usb 3-1: USB disconnect, device number 4"),
        log_entry("2026-11-03T02:14:08+05:30", "kernel", "info",
                  "cp210x ttyUSB0: cp210x converter now disconnected from ttyUSB0"),
        log_entry("2026-11-03T02:14:09+05:30", "kernel", "info",
                  "usb 3-1: new full-speed USB device number 5 using xhci-hcd"),
        log_entry("2026-11-03T02:14:10+05:30", "kernel", "info",
                  "usb 3-1: New USB device found, idVendor=10c4, idProduct=ea60, bcdDevice= 1.00"),
        log_entry("2026-11-03T02:14:10+05:30", "kernel", "info", "usb 3-1: Product: Sonoff Zigbee 3.0 USB Dongle Plus"),
        log_entry("2026-11-03T02:14:10+05:30", "kernel", "info", "usb 3-1: cp210x converter now attached to ttyUSB1"),
        log_entry("2026-11-03T06:41:22+05:30", "kernel", "err", "usb 3-1: device descriptor read/64, error -71"),
        log_entry("2026-11-03T06:41:23+05:30", "kernel", "info", "usb 3-1: USB disconnect, device number 5"),
        log_entry("2026-11-03T06:41:25+05:30", "kernel", "info",
                  "usb 3-1: new full-speed USB device number 6 using xhci-hcd"),
        log_entry("2026-11-03T06:41:26+05:30", "kernel", "info", "usb 3-1: cp210x converter now attached to ttyUSB0"),
    ]}, L, age=30, args={"unit": "kernel", "grep": "usb 3-1|cp210x", "since_minutes": 720}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "container-homeassistant.service", "entries": [
        log_entry("2026-11-03T02:14:12+05:30", "container-homeassistant.service", "err",
                  "ERROR (MainThread) [homeassistant.components.zha.core.gateway] Couldn't start coordinator "
                  "(attempt 1 of 3): [Errno 2] could not open port /dev/ttyUSB0: [Errno 2] No such file or "
                  "directory: '/dev/ttyUSB0'"),
        log_entry("2026-11-03T02:15:14+05:30", "container-homeassistant.service", "err",
                  "ERROR (MainThread) [homeassistant.components.zha.core.gateway] Couldn't start coordinator "
                  "(attempt 3 of 3): [Errno 2] could not open port /dev/ttyUSB0"),
        log_entry("2026-11-03T02:15:14+05:30", "container-homeassistant.service", "err",
                  "ERROR (MainThread) [homeassistant.config_entries] Error setting up entry Sonoff Zigbee 3.0 USB "
                  "Dongle Plus for zha"),
        log_entry("2026-11-03T06:41:40+05:30", "container-homeassistant.service", "warning",
                  "WARNING (MainThread) [homeassistant.config_entries] Config entry 'Sonoff Zigbee 3.0 USB Dongle "
                  "Plus' for zha integration not ready yet: Failed to connect; Retrying in background"),
    ]}, L, age=35, args={"unit": "container-homeassistant", "priority": "warning", "since_minutes": 720}),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 18_400, "tx_bytes_per_s": 9_700},
        {"name": "wlan0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "podman0", "rx_bytes_per_s": 2_100, "tx_bytes_per_s": 2_300},
    ]}, L, age=10, args={"interval_seconds": 1.0}),
    item("e8", "linux_disk_io", {}, L, age=10, args={"interval_seconds": 1.0}, error="timed out after 5 s"),
    item("e9", "linux_file_read", {"path": "/etc/udev/rules.d/99-zigbee.rules", "offset": 0, "limit": 200,
                                   "total_lines": 2, "lines": [
        "# Sonoff Zigbee 3.0 USB Dongle Plus -> /dev/zigbee",
        "SUBSYSTEM==\"tty\", ATTRS{idVendor}==\"10c4\", ATTRS{idProduct}==\"ea61\", SYMLINK+=\"zigbee\""]},
         L, age=60, args={"path": "/etc/udev/rules.d/99-zigbee.rules"}),
    item("e10", "linux_processes", processes(187, L_MEM, [
        (2455, "python3", "root", 6.8, 912_261_120, "2026-11-01T06:47:33+05:30",
         "python3 -m homeassistant --config /config"),
        (288, "systemd-journald", "root", 0.2, 50_331_648, "2026-10-24T18:20:21+05:30",
         "/lib/systemd/systemd-journald"),
        (2290, "conmon", "root", 0.0, 42_991_616, "2026-11-01T06:47:31+05:30",
         "/usr/bin/conmon --api-version 1 -c 4e1a9b7c2d30 -u 4e1a9b7c2d30 -n homeassistant"),
        (655, "NetworkManager", "root", 0.1, 22_020_096, "2026-10-24T18:20:33+05:30",
         "/usr/sbin/NetworkManager --no-daemon"),
        (1203, "mosquitto", "1883", 0.1, 11_534_336, "2026-10-24T18:21:06+05:30",
         "/usr/sbin/mosquitto -c /mosquitto/config/mosquitto.conf"),
    ]), L, age=1500, args={"sort": "memory", "limit": 5}, complete=False),
]

lark_user = user("u1", "I added a udev rule last week so the dongle should always be /dev/zigbee.", L, age=80)

lark_answers = [
    {"q": "Why does my Zigbee keep dropping out?", "ev": ["e5", "e6"],
     "a": "The Zigbee dongle is dropping off the USB bus, and Home Assistant loses the serial port when it "
          "comes back.\n\n"
          "## USB errors (kernel)\n"
          "- [[s:**2 disconnects** in the last 12 hours]]: [[s:at **02:14** and **06:41**]]\n"
          "- [[s:Each one was preceded by `device descriptor read/64, error -71`]]\n"
          "- [[s:The dongle is a **Sonoff Zigbee 3.0 USB Dongle Plus** (`10c4:ea60`)]]\n"
          "- [[s:After the first reconnect it came back as **/dev/ttyUSB1**]]; "
          "[[s:after the second as **/dev/ttyUSB0**]]\n"
          "- [[c:06:41 IST is **01:41 UTC**]]\n\n"
          "## Home Assistant\n"
          "- [[s:ZHA could not open `/dev/ttyUSB0` at 02:14]] and [[c:gave up after **5 attempts**]]\n"
          "- [[u:It reconnected successfully at 06:42]]\n\n"
          "[[u:Error -71 means the Pi 5's USB port is not supplying enough power to the dongle]].\n\n"
          "Would you like me to show how to put the dongle on a powered USB extension cable?"},

    {"q": "Are Home Assistant and Mosquitto running?", "ev": ["e3", "e4"],
     "a": "Yes, both are running ✅\n\n"
          "| Container | Image | Status |\n|---|---|---|\n"
          "| homeassistant | [[s:home-assistant:**2026.10.4**]] | Up 2 days |\n"
          "| mosquitto | [[s:eclipse-mosquitto:2.0.20]] | [[s:Up **9 days**]] |\n\n"
          "- [[s:Mosquitto publishes ports **1883** and **9001**]]\n"
          "- [[s:`container-homeassistant.service` (PID **2312**)]] and "
          "[[c:`container-mosquitto.service` (PID **1203**)]] are active\n"
          "- [[s:Home Assistant was last started on **1 Nov at 06:47**]]\n"
          "- [[c:ESPHome is running as well]]\n\n"
          "[[u:Both containers restart automatically if they crash]], and "
          "[[c:all services on lark are healthy]].\n\n"
          "Would you like me to check the MQTT broker with `mosquitto_sub`?"},

    {"q": "How much memory is free on the Pi?", "ev": ["e1", "e2"],
     "a": "You have about **5.1 GiB** available out of 8 GiB.\n\n"
          "- **Available:** [[s:5.1 GiB]]\n"
          "- **Used:** [[s:2.8 GiB]] ([[s:**35%**]])\n"
          "- **Swap:** [[s:512 MB]], [[s:not in use]]\n"
          "- **CPU:** [[s:4× Cortex-A76]] at [[u:2.4 GHz]]\n"
          "- **Load:** [[c:0.48 over the last minute]]\n"
          "- **Uptime:** [[s:9 days, 14 hours]] ([[c:booted 25 October]])\n\n"
          "[[u:Home Assistant accounts for most of the used memory]].\n\n"
          "Would you like me to set up a memory alert in Home Assistant?"},

    {"q": "Has anything failed on lark?", "ev": ["e4"],
     "a": "Yes — [[s:one unit has failed: ❌ `podman-auto-update.service`]].\n\n"
          "| Unit | State |\n|---|---|\n"
          "| container-homeassistant.service | [[s:✅ active (running)]] |\n"
          "| container-mosquitto.service | [[s:✅ active (running)]] |\n"
          "| dphys-swapfile.service | [[c:✅ active (running)]] |\n\n"
          "[[s:No other unit has failed]]. [[c:The failed unit is enabled at boot]]; "
          "[[u:it failed because the new Home Assistant image could not be pulled]], "
          "[[u:at 03:00 last night]].\n\n"
          "Would you like me to show the auto-update log with `journalctl -u podman-auto-update`?"},

    {"q": "Is the disk busy? Home Assistant feels slow.", "ev": ["e1", "e7", "e8"],
     "a": "I couldn't measure disk I/O (the check timed out), but the network is nearly idle.\n\n"
          "- **Disk I/O:** [[u:activity looks normal]]\n"
          "- **Storage:** [[s:lark boots from an **NVMe** drive, not an SD card]] ([[s:**250 GB**]]), "
          "[[u:78% full]]\n"
          "- **eth0:** [[c:~18 KB/s out]], [[c:~10 KB/s in]]\n"
          "- **wlan0:** [[s:down]]\n"
          "- **podman0:** [[s:about **2 KB/s**]]\n\n"
          "[[u:The slowness is most likely the recorder database]].\n\n"
          "Would you like me to retry the disk I/O check?"},

    {"q": "How much RAM does Home Assistant use?", "ev": ["e2", "e10"],
     "a": "Home Assistant ([[t:`python3`, PID **2455**]]) uses about [[t:**870 MiB**]], "
          "[[t:**10.8%** of RAM]].\n\n"
          "- [[t:It is the largest process on the Pi]]\n"
          "- [[t:Mosquitto uses just **11 MiB**]]\n"
          "- [[s:Total used memory is **2.8 GiB**]]\n\n"
          "[[u:That is normal for an install with ZHA and a recorder]].\n\n"
          "Would you like me to refresh the process list?"},

    {"q": "Does my udev rule work?", "ev": ["e5", "e6", "e9"], "extra": [lark_user],
     "a": "No — your udev rule does not match the dongle.\n\n"
          "- [[s:The rule matches `idProduct==\"ea61\"`]], but [[s:the dongle reports **ea60**]]\n"
          "- [[s:The vendor ID **10c4** matches]]\n"
          "- [[u:So `/dev/zigbee` is never created]]\n"
          "- [[s:You added the rule last week]]\n"
          "- [[s:ZHA is actually opening **/dev/ttyUSB0**]], not `/dev/zigbee`\n"
          "- [[s:The dongle is currently attached as `/dev/ttyUSB0`]]\n"
          "- [[c:The rules file has **3 lines**]]\n\n"
          "Change `ea61` to `ea60`, then run `sudo udevadm control --reload && sudo udevadm trigger`.\n\n"
          "Would you like me to point ZHA at `/dev/zigbee` after that?"},
]

# --------------------------------------------------------------------------------------------------
# warbler
# --------------------------------------------------------------------------------------------------

W = Clock("2026-11-21T11:05:00+05:30")
W_MEM = 16_471_212_032          # 15.3 GiB


def _node(name: str, ip: str, ready: bool, mem_ki: str, control_plane: bool = False, cordoned: bool = False,
          unreachable: bool = False) -> dict:
    n = node(name, ready, "v1.30.5+k3s1")
    n["status"]["addresses"] = [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}]
    n["metadata"]["labels"] = {"kubernetes.io/hostname": name}
    if control_plane:
        n["metadata"]["labels"]["node-role.kubernetes.io/control-plane"] = "true"
        n["metadata"]["labels"]["node-role.kubernetes.io/master"] = "true"
    taints = []
    if cordoned:
        taints.append({"key": "node.kubernetes.io/unschedulable", "effect": "NoSchedule"})
    if unreachable:
        taints.append({"key": "node.kubernetes.io/unreachable", "effect": "NoExecute"})
    n["spec"] = {"unschedulable": True} if cordoned else {}
    if taints:
        n["spec"]["taints"] = taints
    n["status"]["allocatable"] = {"cpu": "16" if control_plane else "4", "memory": mem_ki}
    return n


def _pending_pod(name: str, namespace: str, message: str, mem_request: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace},
            "spec": {"containers": [{"name": name.rsplit("-", 2)[0],
                                     "resources": {"requests": {"memory": mem_request, "cpu": "1"}}}]},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": message}]}}


SCHED_MSG = ("0/3 nodes are available: 1 node(s) were unschedulable, 2 Insufficient memory. preemption: 0/3 nodes "
             "are available: 1 Preemption is not helpful for scheduling, 2 No preemption victims found for "
             "incoming pod.")

warbler_evidence = [
    steady("e1", W, age=3600, hostname="warbler", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", arch="x86_64", cpu_model="12th Gen Intel(R) Core(TM) i5-1240P",
           cpu_cores=12, cpu_threads=16, memory_total_bytes=W_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510_405_226_496}],
           network_interfaces=[{"name": "eno1", "mac": "48:21:0b:6a:3f:90", "addresses": ["10.40.0.21/24"],
                                "is_up": True}],
           dns_servers=["10.40.0.1"], default_gateway="10.40.0.1",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5", "nfs-common": "1:2.6.4-3ubuntu5"},
           available_services=["k3s.service", "ssh.service", "systemd-resolved.service", "chrony.service",
                               "iscsid.service", "cron.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("warbler", "10.40.0.21", True, "15985168Ki", control_plane=True),
        _node("pipit", "10.40.0.22", True, "7852408Ki"),
        _node("siskin", "10.40.0.23", False, "7852408Ki", cordoned=True, unreachable=True),
    ]}, W, age=20, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        pod("web-7c9d8f6b5-2xkqp", "apps", "Running", "warbler", started="2026-11-19T16:20:11+05:30"),
        pod("web-7c9d8f6b5-h8m4n", "apps", "Running", "pipit", started="2026-11-19T16:20:14+05:30"),
        pod("web-7c9d8f6b5-r5vwd", "apps", "Running", "pipit", started="2026-11-21T10:47:02+05:30"),
        pod("api-5b8f7d9c6-kq7tn", "apps", "Running", "warbler", restarts=2, started="2026-11-20T22:31:45+05:30"),
        pod("api-5b8f7d9c6-wz2mx", "apps", "Running", "pipit", started="2026-11-19T16:21:02+05:30"),
        pod("postgres-0", "apps", "Running", "pipit", started="2026-11-14T08:20:37+05:30"),
        _pending_pod("ml-worker-6f8d9c7b4-jx2lp", "apps", SCHED_MSG, "6Gi"),
    ]}, W, age=25, args={"resource": "pods", "namespace": "apps"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        deployment("web", "apps", 3, 3),
        deployment("api", "apps", 2, 2),
        deployment("ml-worker", "apps", 1, 0),
    ]}, W, age=25, args={"resource": "deployments", "namespace": "apps"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-11-21T10:38:12+05:30", "k3s.service", "info",
                  "I1121 10:38:12.402118    1033 event.go:389] \"Event occurred\" object=\"siskin\" kind=\"Node\" "
                  "apiVersion=\"v1\" type=\"Normal\" reason=\"NodeNotSchedulable\" "
                  "message=\"Node siskin status is now: NodeNotSchedulable\""),
        log_entry("2026-11-21T10:41:37+05:30", "k3s.service", "info",
                  "I1121 10:41:37.118530    1033 node_lifecycle_controller.go:1050] \"Node became not ready\" "
                  "node=\"siskin\""),
        log_entry("2026-11-21T10:46:40+05:30", "k3s.service", "warning",
                  "I1121 10:46:40.220814    1033 taint_eviction.go:113] \"Deleting pod\" controller=\"taint-eviction-"
                  "controller\" pod=\"apps/web-7c9d8f6b5-l2c8s\" node=\"siskin\""),
        log_entry("2026-11-21T10:52:14+05:30", "k3s.service", "info",
                  "I1121 10:52:14.905311    1033 schedule_one.go:1049] \"Unable to schedule pod; no fit; waiting\" "
                  "pod=\"apps/ml-worker-6f8d9c7b4-jx2lp\" err=\"" + SCHED_MSG + "\""),
    ]}, W, age=40, args={"unit": "k3s", "since_minutes": 60}),
    item("e6", "linux_service_status", {"units": [
        unit("k3s.service", "active", "running", pid=1033, since="2026-11-14T08:12:50+05:30",
             desc="Lightweight Kubernetes"),
        unit("ssh.service", "active", "running", pid=884, since="2026-11-14T08:12:41+05:30",
             desc="OpenBSD Secure Shell server"),
        unit("systemd-resolved.service", "active", "running", pid=602, since="2026-11-14T08:12:38+05:30",
             desc="Network Name Resolution"),
        unit("chrony.service", "active", "running", pid=711, since="2026-11-14T08:12:39+05:30",
             desc="chrony, an NTP client/server"),
        unit("iscsid.service", "inactive", "dead", ufs="disabled", desc="iSCSI initiator daemon (iscsid)"),
        unit("cron.service", "active", "running", pid=730, since="2026-11-14T08:12:39+05:30",
             desc="Regular background program processing daemon"),
    ]}, W, age=30, args={"limit": 6}, complete=False),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "48:21:0b:6a:3f:90", "addresses": ["10.40.0.21/24"], "is_up": True},
                       {"name": "flannel.1", "mac": "ae:3c:51:0d:77:12", "addresses": ["10.42.0.0/32"],
                        "is_up": True}],
        "listening": [listener(6443, "*", 1033, "k3s-server"), listener(10250, "*", 1033, "k3s-server"),
                      listener(22, "0.0.0.0", 884, "sshd"), listener(8472, "0.0.0.0", None, None, proto="udp")],
        "connections": [connection("10.40.0.21:6443", "10.40.0.22:49812", 1033, "k3s-server"),
                        connection("10.40.0.21:42116", "10.40.0.23:10250", 1033, "k3s-server", status="SYN_SENT")]},
         W, age=30),
    item("e8", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("warbler", "10.40.0.21", True, "15985168Ki", control_plane=True),
        _node("pipit", "10.40.0.22", True, "7852408Ki"),
        _node("siskin", "10.40.0.23", True, "7852408Ki"),
    ]}, W, age=2700, args={"resource": "nodes"}),
    item("e9", "linux_system_info",
         system_info(23.5, [1.42, 1.30, 1.18], 615_180, "2026-11-14T08:12:00+05:30", W_MEM, 6_871_947_674, 0, 0),
         W, age=15),
]

warbler_user = user("u1", "I cordoned siskin this morning to replace its SSD.", W, age=100)

warbler_answers = [
    {"q": "Why is the ml-worker pod Pending?", "ev": ["e2", "e3"],
     "a": "[[s:`ml-worker-6f8d9c7b4-jx2lp` is **Pending**]] because [[s:the two schedulable nodes don't have "
          "enough free memory for it]].\n\n"
          "## Scheduler message\n"
          "> 0/3 nodes are available: 1 node(s) were unschedulable, 2 Insufficient memory.\n\n"
          "- [[s:It requests **6 GiB** of memory]]\n"
          "- [[s:`siskin` is cordoned (unschedulable)]], and [[c:it is still **Ready**]]\n"
          "- [[s:`pipit` has only **7.5 GiB** allocatable]]\n"
          "- [[s:`warbler` has about **15 GiB** allocatable]]\n"
          "- [[c:There are **5** running pods in `apps`]]\n\n"
          "[[u:The pod was created about 2 hours ago]], and [[u:uncordoning siskin will fix this "
          "immediately]].\n\n"
          "Would you like me to show the memory requests of every pod in `apps`?"},

    {"q": "What's wrong with siskin?", "ev": ["e2", "e5", "e7"], "extra": [warbler_user],
     "a": "[[s:`siskin` is **NotReady**]] and [[s:**cordoned**]].\n\n"
          "## Timeline (IST)\n"
          "| Time | Event |\n|---|---|\n"
          "| 10:38 | [[s:marked NodeNotSchedulable (cordoned)]] |\n"
          "| 10:41 | [[s:became NotReady]] ([[c:16:11 UTC]]) |\n"
          "| 10:46 | [[s:pod `web-7c9d8f6b5-l2c8s` evicted from siskin]] |\n"
          "| 10:52 | ml-worker could not be scheduled |\n\n"
          "[[s:You cordoned it this morning to replace its SSD]]. [[s:The eviction came about **5 minutes** after "
          "it went NotReady]]. [[s:The control plane is trying to reach its kubelet at **10.40.0.23:10250**]], "
          "but [[s:the connection is stuck in `SYN_SENT`]], so [[u:the node is powered off]]. "
          "[[c:siskin is running k3s **v1.29.9**]], and [[u:its SSD has already been pulled]].\n\n"
          "Would you like me to show how to drain and remove siskin cleanly?"},

    {"q": "Were all nodes healthy earlier this morning?", "ev": ["e2", "e8"],
     "a": "Yes — [[t:at the earlier check all **3 nodes** were Ready]].\n\n"
          "| Node | Earlier | Now |\n|---|---|---|\n"
          "| warbler | [[t:✅ Ready]] | [[s:✅ Ready]] |\n"
          "| pipit | [[t:✅ Ready]] | [[s:✅ Ready]] |\n"
          "| siskin | [[t:✅ Ready, schedulable]] | [[s:❌ NotReady]] |\n\n"
          "[[s:All nodes run **v1.30.5+k3s1**]], and [[s:warbler is the control-plane node]]. "
          "[[c:The cluster has **4** nodes]].\n\n"
          "Would you like me to keep polling the node status?"},

    {"q": "Is k3s itself OK on warbler?", "ev": ["e6", "e7", "e9"],
     "a": "Yes, [[s:`k3s.service` is **active (running)**]] [[s:since **14 Nov, 08:12**]], [[s:PID **1033**]].\n\n"
          "**Ports:** [[s:API server on **6443**]], [[c:kubelet on **10255**]], [[s:flannel on **8472/udp**]]\n"
          "**Load:** [[s:1.42]]\n"
          "**Memory:** [[s:58% used]], [[s:**6.4 GiB** available]]\n"
          "\n"
          "[[c:`iscsid` is running]] too. [[u:No systemd units have failed]], and "
          "[[u:all services on warbler are healthy]].\n\n"
          "Would you like me to check the k3s logs for errors as well?"},

    {"q": "Are the web and api deployments OK?", "ev": ["e3", "e4"],
     "a": "Both are fully available.\n\n"
          "| Deployment | Ready |\n|---|---|\n"
          "| web | [[s:**3/3** ✅]] |\n"
          "| api | [[s:**2/2** ✅]] |\n"
          "| ml-worker | [[s:**0/1** ❌]] |\n\n"
          "- [[s:`api-5b8f7d9c6-kq7tn` has restarted **2 times**]]\n"
          "- `web-7c9d8f6b5-r5vwd` [[s:started at **10:47**]] [[c:on warbler]]\n"
          "- [[u:It replaced a web pod that was evicted from siskin]]\n"
          "- [[c:`postgres-0` runs on **warbler**]]\n"
          "- [[c:The web pods are spread across all three nodes]]\n"
          "- [[s:No pods are stuck in CrashLoopBackOff]]\n\n"
          "Would you like me to check why the api pod restarted?"},

    {"q": "Could ml-worker fit on warbler if I free some memory?", "ev": ["e2", "e3", "e9"],
     "a": "Yes: [[s:warbler has **6.4 GiB** available right now (e9)]], more than [[s:the **6 GiB** the pod "
          "requests (e3)]].\n\n"
          "- [[s:warbler is the control-plane node (e2)]]\n"
          "- [[s:It has **15.3 GiB** of RAM (e9)]], [[c:**42%** of it used (e2)]]\n"
          "- [[c:It currently runs **3** pods from `apps` (e3)]]\n"
          "- [[u:It has no taints that would block the pod (e3)]]\n"
          "- [[u:pipit has **7.5 GiB** allocatable (e3)]]\n\n"
          "[[u:The scheduler compares requests, not actual usage, so freeing memory alone won't help]].\n\n"
          "Would you like me to list the memory requests on warbler's pods?"},
]

MACHINES = [
    {"name": "finch", "clock": F, "evidence": finch_evidence, "answers": finch_answers},
    {"name": "thrush", "clock": T, "evidence": thrush_evidence, "answers": thrush_answers},
    {"name": "robin", "clock": R, "evidence": robin_evidence, "answers": robin_answers},
    {"name": "lark", "clock": L, "evidence": lark_evidence, "answers": lark_answers},
    {"name": "warbler", "clock": W, "evidence": warbler_evidence, "answers": warbler_answers},
]
