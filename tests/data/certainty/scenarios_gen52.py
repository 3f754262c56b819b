"""52nd generation (written blind: the writer saw neither the wrapper, its tests, nor any other generation).

Style: answers in the manner of deepseek-r1-distill and llama3.3 — a short stretch of reasoning out loud
("Looking at the service status, …", "Okay, let me compare …"), then "So, in short: …", numbered findings and a
closing **Summary** of two to four bullets that restate earlier findings, sometimes with a number, name, weekday
or hour changed on the way. Topics: boot and its timing, systemd timers (and busybox cron on Alpine), package
updates and whether a reboot or restart is needed, firewalls and listening sockets, logs with error bursts.
Times in the evidence are UTC (as the tools give them); the machines sit in five time zones, so the answers
convert, and some convert wrongly.

tundra — Arch Linux workstation in Anchorage (-09:00). Steady state (running kernel 6.12.9-arch1-1, package
`linux` 6.12.10.arch1-1 installed); system info (booted Sunday 25 January 16:41 UTC = 07:41 AKST); pacman
history of the week (8 events: docker upgrade and python-virtualenv removal on the 22nd, five upgrades and
one install on the 26th at 18:02 UTC); processes by memory (Firefox and gnome-shell started before the
update, code and systemd-journald after); the journal's err lines since boot (networkd-wait-online failed at
boot, archlinux-keyring-wkd-sync failed on the 26th); "Finished" lines of timer services; fstrim.timer;
the "Startup finished" lines (2 min 13.750 s, 2 min 1.330 s of it userspace); a CPU-sorted process list
ten minutes old (stale).

savanna — Ubuntu 24.04 laptop in Nairobi (+03:00). Booted this morning 05:48:22 UTC; a cut journal of the boot
(1 min 5.896 s; NetworkManager-wait-online failed, mnt-nas.mount and remote-fs.target lost a dependency;
apt-daily-upgrade ran 06:01–06:02); a complete listing of failed services (one); two timer units; dpkg
history (kernel -55 installed Friday 6 March, libssl3t64/openssl/tzdata upgraded 06:01 today); processes by
memory (Slack started after the upgrade); sockets; ufw.service active (exited). The steady state's
`packages` source is in stale_sources.

fjord — Fedora 41 API server in Oslo (+01:00). Sockets (nginx 80/443, sshd, gunicorn/postgres/valkey on
loopback, node_exporter 9100 and systemd's 9090 on all addresses); firewalld's public zone file (ssh, http,
https, dhcpv6-client, 9100 only from 10.20.0.0/24); firewalld status; dnf history (kernel 6.12.13 installed
and 6.12.7 removed at 02:14 UTC on Tuesday 10 February, openssl-libs/nginx/glibc upgraded) while 6.12.11
runs; processes by CPU (gunicorn restarted 21:44:52 UTC); system info; nginx's error log in local time
(ten connection-refused lines 22:44:10–22:44:49, a warn and a timeout later); orca-api's journal (SIGKILL,
two exit-3 failures, up on the third restart); dnf5-automatic.timer.

bayou — openSUSE Leap 15.6 PostgreSQL server in Chicago (-06:00). Postgres journal (OOM recovery at 20:48
UTC, seven "too many clients" at 21:12, three "No space left on device" at 22:31, a checkpoint LOG line at
22:33); the kernel's OOM lines; disk usage (/var/lib/pgsql 97.7% of 2 TB, 46 GB free); package history that
failed (no zypper support); postgresql.service active since 18 February; a seven-minute-old system info
(stale); processes by memory.

steppe — Alpine 3.21 CI/container host in Ulaanbaatar (+08:00). Steady state (kernel 6.12.13-0-lts running,
linux-lts 6.12.16-r0 installed); service status that failed (no systemd); /var/log/messages lines with
"error" (four Docker Hub rate-limit pull errors 02:41 UTC, one fifo error 02:58) and with "periodic" (cut
to ten); sockets; /etc/nftables.nft; containers (three up, two job containers exited, one with 1, one
with 0); system info; a stale CPU-sorted process list.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------- tundra
T = Clock("2026-01-27T08:15:00-09:00")
T_MEM = 33_466_425_344

T_FINISHED = [
    ("2026-01-26T09:00:04+00:00", "paccache.service", "Finished paccache.service - Discard unused packages."),
    ("2026-01-26T09:00:31+00:00", "fstrim.service",
     "Finished fstrim.service - Discard unused blocks on filesystems from /etc/fstab."),
    ("2026-01-26T09:05:12+00:00", "shadow.service", "Finished shadow.service - Verify integrity of password and group files."),
    ("2026-01-26T09:07:48+00:00", "man-db.service", "Finished man-db.service - Daily man-db regeneration."),
    ("2026-01-26T16:56:22+00:00", "systemd-tmpfiles-clean.service",
     "Finished systemd-tmpfiles-clean.service - Cleanup of Temporary Directories."),
    ("2026-01-27T09:02:55+00:00", "shadow.service", "Finished shadow.service - Verify integrity of password and group files."),
    ("2026-01-27T09:11:20+00:00", "man-db.service", "Finished man-db.service - Daily man-db regeneration."),
    ("2026-01-27T16:56:25+00:00", "systemd-tmpfiles-clean.service",
     "Finished systemd-tmpfiles-clean.service - Cleanup of Temporary Directories."),
]

TUNDRA = {
    "name": "tundra",
    "clock": T,
    "evidence": [
        steady("e1", T, age=2400, hostname="tundra", os_name="Arch Linux", os_version=None, os_codename=None,
               kernel="6.12.9-arch1-1", cpu_model="AMD Ryzen 7 7700 8-Core Processor", cpu_cores=8, cpu_threads=16,
               memory_total_bytes=T_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904}],
               network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:3c:10:e2", "addresses": ["192.168.7.31/24"],
                                    "is_up": True}],
               dns_servers=["192.168.7.1"], default_gateway="192.168.7.1", package_manager="pacman",
               installed_packages={"linux": "6.12.10.arch1-1", "linux-firmware": "20250109.7673dffd-1",
                                   "glibc": "2.40+r66+g7d4b6bcae91f-1", "systemd": "257.2-2", "systemd-libs": "257.2-2",
                                   "firefox": "134.0.2-1", "docker": "1:27.5.0-1", "openssl": "3.4.0-1",
                                   "pipewire": "1:1.2.7-1", "gnome-shell": "1:47.3-1", "python-pipx": "1.7.1-2",
                                   "pacman-contrib": "1.10.6-2", "archlinux-keyring": "20250123.1-1"},
               available_services=["docker.service", "gdm.service", "NetworkManager.service",
                                   "systemd-networkd.service", "systemd-networkd-wait-online.service",
                                   "paccache.service", "fstrim.service", "man-db.service", "shadow.service",
                                   "archlinux-keyring-wkd-sync.service"],
               users=[{"name": "erin", "uid": 1000, "gid": 1000, "home": "/home/erin", "shell": "/usr/bin/zsh"}],
               groups=[{"name": "wheel", "gid": 998, "members": ["erin"]}, {"name": "docker", "gid": 969, "members": ["erin"]}],
               unavailable={"os_version": "os-release has no VERSION_ID (rolling release)"}),
        item("e2", "linux_system_info",
             system_info(9.8, [1.12, 0.98, 0.91], 174_808, "2026-01-25T16:41:07+00:00", T_MEM, 22_548_578_304,
                         8 * GiB, 0), T, age=25),
        item("e3", "linux_package_history", {"source": "pacman", "since": "2026-01-20T17:14:20+00:00", "events": [
            package_event("2026-01-22T23:40:05+00:00", "upgrade", "docker", "1:27.4.1-1", "1:27.5.0-1"),
            package_event("2026-01-22T23:40:06+00:00", "remove", "python-virtualenv", "20.28.0-1", None),
            package_event("2026-01-26T18:02:11+00:00", "upgrade", "glibc", "2.40+r16+gaa533d58ff-2",
                          "2.40+r66+g7d4b6bcae91f-1"),
            package_event("2026-01-26T18:02:11+00:00", "upgrade", "linux", "6.12.9.arch1-1", "6.12.10.arch1-1"),
            package_event("2026-01-26T18:02:12+00:00", "upgrade", "systemd", "257.1-1", "257.2-2"),
            package_event("2026-01-26T18:02:12+00:00", "upgrade", "systemd-libs", "257.1-1", "257.2-2"),
            package_event("2026-01-26T18:02:13+00:00", "upgrade", "firefox", "134.0.1-1", "134.0.2-1"),
            package_event("2026-01-26T18:02:14+00:00", "install", "python-pipx", None, "1.7.1-2"),
        ]}, T, age=40, args={"since_days": 7}),
        item("e4", "linux_processes", processes(341, T_MEM, [
            (2210, "firefox", "erin", 21.4, 1_986_002_944, "2026-01-26T17:20:04+00:00", "/usr/lib/firefox/firefox"),
            (1688, "gnome-shell", "erin", 4.9, 817_889_280, "2026-01-25T16:42:29+00:00", "/usr/bin/gnome-shell"),
            (5120, "code", "erin", 7.7, 681_574_400, "2026-01-27T16:05:51+00:00", "/opt/visual-studio-code/code"),
            (2301, "Isolated Web Co", "erin", 3.1, 430_080_000, "2026-01-26T17:20:09+00:00",
             "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
            (1760, "Xwayland", "erin", 0.8, 209_715_200, "2026-01-25T16:42:31+00:00", "/usr/bin/Xwayland :0 -rootless"),
            (901, "dockerd", "root", 0.3, 125_829_120, "2026-01-25T16:41:16+00:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
            (1612, "pipewire", "erin", 0.9, 58_720_256, "2026-01-25T16:42:27+00:00", "/usr/bin/pipewire"),
            (312, "systemd-journald", "root", 0.1, 41_943_040, "2026-01-26T18:02:15+00:00",
             "/usr/lib/systemd/systemd-journald"),
        ]), T, age=30, args={"sort": "memory", "limit": 8}, complete=False),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-01-25T16:41:09+00:00", None, "err", "nvme nvme0: missing or invalid SUBNQN field."),
            log_entry("2026-01-25T16:43:12+00:00", "systemd-networkd-wait-online.service", "err",
                      "systemd-networkd-wait-online.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-01-25T16:43:12+00:00", "systemd-networkd-wait-online.service", "err",
                      "systemd-networkd-wait-online.service: Failed with result 'exit-code'."),
            log_entry("2026-01-25T16:43:12+00:00", "systemd-networkd-wait-online.service", "err",
                      "Failed to start systemd-networkd-wait-online.service - Wait for Network to be Configured."),
            log_entry("2026-01-26T01:14:03+00:00", "archlinux-keyring-wkd-sync.service", "err",
                      "archlinux-keyring-wkd-sync.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-01-26T01:14:03+00:00", "archlinux-keyring-wkd-sync.service", "err",
                      "Failed to start archlinux-keyring-wkd-sync.service - Refresh existing PGP keys of archlinux-keyring."),
        ]}, T, age=60, args={"priority": "err", "since_minutes": 3000}),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry(t, u, "info", m) for t, u, m in T_FINISHED
        ]}, T, age=60, args={"grep": "Finished", "since_minutes": 2880}),
        item("e7", "linux_service_status",
             unit("fstrim.timer", "active", "waiting", "enabled", None, "2026-01-25T16:41:12+00:00",
                  "Discard unused filesystem blocks once a week"), T, age=30, args={"name": "fstrim.timer"}),
        item("e8", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-01-25T16:42:31+00:00", "user@1000.service", "info", "Startup finished in 205ms."),
            log_entry("2026-01-25T16:43:13+00:00", None, "info",
                      "Startup finished in 6.812s (firmware) + 1.204s (loader) + 1.933s (kernel) + 2.471s (initrd) "
                      "+ 2min 1.330s (userspace) = 2min 13.750s."),
        ]}, T, age=45, args={"grep": "Startup finished", "since_minutes": 3000}),
        item("e9", "linux_processes", processes(343, T_MEM, [
            (2210, "firefox", "erin", 38.5, 1_979_711_488, "2026-01-26T17:20:04+00:00", "/usr/lib/firefox/firefox"),
            (5120, "code", "erin", 12.1, 675_282_944, "2026-01-27T16:05:51+00:00", "/opt/visual-studio-code/code"),
            (1688, "gnome-shell", "erin", 6.3, 817_889_280, "2026-01-25T16:42:29+00:00", "/usr/bin/gnome-shell"),
            (2301, "Isolated Web Co", "erin", 5.9, 428_867_584, "2026-01-26T17:20:09+00:00",
             "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
            (1612, "pipewire", "erin", 1.2, 58_720_256, "2026-01-25T16:42:27+00:00", "/usr/bin/pipewire"),
            (901, "dockerd", "root", 0.4, 125_829_120, "2026-01-25T16:41:16+00:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        ]), T, age=600, args={"sort": "cpu", "limit": 6}, complete=False),
    ],
    "answers": [
        {"q": "When did tundra boot, and how long did the boot take? It felt slow.",
         "ev": ["e1", "e2", "e8"],
         "a": "Okay, let me work through this. Looking at the system info, [[s:tundra booted on Sunday, January 25 at "
              "07:41 AKST]], so [[s:it's been up for just over two days]].\n\n"
              "The boot timing line from systemd breaks it down — firmware and loader first, then "
              "[[c:kernel 2.5 s]], [[s:initrd 2.5 s]] and then [[s:userspace took 2 min 1.3 s]]. That userspace number "
              "is the odd one out.\n\n"
              "So, in short:\n"
              "1. [[s:Total boot time was about 2 min 14 s]].\n"
              "2. [[s:Almost all of it was userspace]] — [[u:something sat waiting for a timeout]].\n"
              "\n"
              "**Summary**\n"
              "- [[c:Boot took about 2 min 31 s]]\n"
              "- [[u:The delay is most likely `systemd-networkd-wait-online` timing out]] — `systemd-analyze blame` "
              "will confirm."},
        {"q": "I ran pacman -Syu yesterday. Do I need to reboot?",
         "ev": ["e1", "e2", "e3"],
         "a": "Let me compare the running kernel with what's installed.\n\n"
              "Looking at the package history, [[s:yesterday at 09:02 your time]] [[s:`linux` went from 6.12.9.arch1-1 to "
              "6.12.10.arch1-1]]. The steady state says [[s:the running kernel is still `6.12.9-arch1-1`]]. [[c:glibc also moved to 2.40+r66 on Sunday "
              "the 26th]], and [[s:systemd and systemd-libs both went to 257.2-2]].\n\n"
              "So, in short: [[s:yes, you need a reboot to run the new kernel]]. [[u:On Arch the upgrade deletes "
              "`/usr/lib/modules/6.12.9-arch1-1`, so loading a module you haven't used yet can fail until you "
              "reboot]].\n\n"
              "**Summary**\n"
              "- [[s:Running 6.12.9, installed 6.12.10]]\n"
              "- [[c:4 packages were upgraded yesterday]]\n"
              "- [[c:docker was updated in the same transaction]]"},
        {"q": "which running programs are still on the old versions since yesterday's update?",
         "ev": ["e3", "e4"],
         "a": "Looking at the process start times against the upgrade (yesterday, 18:02 UTC):\n\n"
              "1. **Firefox** — [[s:PID 2210 started at 17:20 UTC yesterday]], [[s:about 40 minutes before firefox "
              "134.0.2-1 was installed]], [[s:so it's still the pre-update Firefox]].\n"
              "2. **gnome-shell** — [[s:running since Sunday's boot]], [[c:so it predates the glibc upgrade by about a week]].\n"
              "3. **VS Code** — [[c:`code` (PID 5120) also started before the update]].\n"
              "4. **systemd-journald** — [[c:still running the old systemd 257.1 binary]].\n"
              "5. **dockerd** — [[s:started at boot]], but that's fine: [[s:docker wasn't part of yesterday's "
              "transaction]].\n\n"
              "So, in short: restart Firefox, and log out and back in for GNOME Shell.\n\n"
              "**Summary**\n"
              "- [[c:3 of the 8 largest processes predate the update]]\n"
              "- [[s:Of those eight, only `code` and `systemd-journald` started after it]]"},
        {"q": "did all my systemd timers run fine this week?",
         "ev": ["e5", "e6", "e7"],
         "a": "Okay, so I need to check the timer-driven services in the journal. Looking at the 'Finished' lines and the "
              "error log, here's what I found (times in AKST):\n\n"
              "| Timer | Last run |\n"
              "|---|---|\n"
              "| paccache | [[s:✅ Mon 00:00]] |\n"
              "| shadow | [[c:✅ Tue 01:02]] |\n"
              "| man-db | [[s:✅ Tue 00:11]] |\n"
              "| archlinux-keyring-wkd-sync | [[s:❌ failed Sun 16:14]] |\n\n"
              "[[s:`fstrim.timer` itself is active and waiting]], [[u:and its next run is Monday, February 2 at "
              "00:00]]. [[u:The keyring sync probably failed because the network wasn't reachable at that moment]] — "
              "it retries on its own schedule.\n\n"
              "**Summary**\n"
              "- [[c:All five timers ran without errors]]\n"
              "- [[s:man-db ran on both Monday and Tuesday]]\n"
              "- [[c:paccache last ran on Sunday]]"},
        {"q": "anything fail during boot?",
         "ev": ["e2", "e5"],
         "a": "Yes — one thing. [[s:`systemd-networkd-wait-online.service` failed]] [[s:at 16:43 UTC on the 25th]], "
              "[[s:roughly two minutes after the kernel came up]]. [[s:It exited with status 1]].\n\n"
              "[[u:That unit holds back `network-online.target`, so anything ordered after it — docker, for example — "
              "waited the full two minutes]]. [[s:There's also a kernel message about the NVMe drive missing a SUBNQN "
              "field]], [[u:which is cosmetic]].\n\n"
              "Beyond that, [[c:nothing else has logged an error since the machine came up]] [[c:at 16:14 UTC]].\n\n"
              "If you use NetworkManager rather than systemd-networkd, `systemctl disable "
              "systemd-networkd-wait-online.service` should stop it."},
        {"q": "What got installed or removed this past week?",
         "ev": ["e3"],
         "a": "Here's the pacman log for the last 7 days:\n\n"
              "1. **Jan 22** — [[s:docker 1:27.4.1-1 → 1:27.5.0-1]], and "
              "[[s:python-virtualenv 20.28.0-1 was removed]].\n"
              "2. **Jan 26** — [[s:linux, glibc, systemd, systemd-libs and firefox were upgraded]].\n\n"
              "So, in short: [[s:8 package changes]] in total — [[c:two installs]], [[s:one removal]] and [[s:five "
              "upgrades on the 26th]]. [[u:openssl stayed at 3.4.0-1]].\n\n"
              "**Summary**\n"
              "- [[c:The kernel was updated on January 22]]"},
        {"q": "what's eating CPU right now?",
         "ev": ["e2", "e9"],
         "a": "Looking at the process list, [[t:Firefox (PID 2210) is on top at about 38% of a core]], [[t:then VS Code "
              "at ~12%]] and [[t:gnome-shell around 6%]]. Overall though [[s:the machine is only at ~10% CPU]] and "
              "[[c:the load average is around 2]] ([[s:1.12 over the last minute]]), so it's not under real pressure. "
              "[[u:Firefox is probably playing video in a tab]].\n\n"
              "**Summary**\n"
              "- [[t:Firefox is the top CPU user (~40%)]]\n"
              "- [[s:15-minute load is 0.91]]\n"
              "- [[c:Memory is about half used]]"},
        {"q": "when did fstrim last run, and how often does it run?",
         "ev": ["e6", "e7"],
         "a": "Looking at the timer, [[s:`fstrim.timer` is enabled]] and [[s:waiting]]; [[s:it has been active since "
              "Sunday]]. [[s:It last finished on Monday 26 January at 09:00 UTC]] — [[s:midnight your time]]. [[c:It runs "
              "daily]], [[u:so the next run is tonight at midnight]].\n\n"
              "**Summary**\n"
              "- [[c:Last fstrim: Tuesday]]\n"
              "- [[s:Trims filesystems from /etc/fstab]]"},
    ],
}

# ---------------------------------------------------------------------------------------------- savanna
S = Clock("2026-03-09T09:05:00+03:00")
S_MEM = 16_480_382_976
S_BOOT = "2026-03-09T05:48:22+00:00"
S_SCOPE = "services systemd has loaded (installed but never loaded unit files are not listed)"

SAVANNA = {
    "name": "savanna",
    "clock": S,
    "evidence": [
        steady("e1", S, age=600, hostname="savanna", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-55-generic", cpu_model="12th Gen Intel(R) Core(TM) i7-1260P", cpu_cores=12, cpu_threads=16,
               memory_total_bytes=S_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_921_060_352}],
               network_interfaces=[{"name": "wlp0s20f3", "mac": "0c:9a:3c:71:5e:08", "addresses": ["192.168.88.24/24"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.88.1", package_manager="dpkg",
               installed_packages={"linux-image-6.8.0-52-generic": "6.8.0-52.53",
                                   "linux-image-6.8.0-55-generic": "6.8.0-55.57", "linux-generic": "6.8.0-55.55",
                                   "libssl3t64": "3.0.13-0ubuntu3.4", "openssl": "3.0.13-0ubuntu3.4",
                                   "tzdata": "2025a-0ubuntu0.24.04", "network-manager": "1.46.0-1ubuntu2.2",
                                   "firefox": "1:1snap1-0ubuntu5", "snapd": "2.66.1+24.04", "gdm3": "46.2-1ubuntu1~24.04.1",
                                   "ufw": "0.36.2-6", "cups": "2.4.7-1.2ubuntu7.3",
                                   "unattended-upgrades": "2.9.1+nmu4ubuntu1"},
               available_services=["NetworkManager.service", "NetworkManager-wait-online.service", "cups.service",
                                   "snapd.service", "gdm.service", "ufw.service", "avahi-daemon.service",
                                   "apt-daily-upgrade.service", "fstrim.service"],
               users=[{"name": "amara", "uid": 1000, "gid": 1000, "home": "/home/amara", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["amara"]}],
               stale_sources=["packages"]),
        item("e2", "linux_system_info",
             system_info(4.1, [0.61, 0.88, 0.72], 983, S_BOOT, S_MEM, 10_307_921_920, 4 * GiB, 0), S, age=15),
        item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-03-09T05:48:33+00:00", "NetworkManager.service", "info", "Started NetworkManager.service - Network Manager."),
            log_entry("2026-03-09T05:48:35+00:00", "cups.service", "info", "Started cups.service - CUPS Scheduler."),
            log_entry("2026-03-09T05:48:37+00:00", "snapd.service", "info", "Started snapd.service - Snap Daemon."),
            log_entry("2026-03-09T05:48:39+00:00", "gdm.service", "info", "Started gdm.service - GNOME Display Manager."),
            log_entry("2026-03-09T05:48:40+00:00", None, "info", "Reached target graphical.target - Graphical Interface."),
            log_entry("2026-03-09T05:49:04+00:00", "NetworkManager-wait-online.service", "err",
                      "NetworkManager-wait-online.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-03-09T05:49:04+00:00", "NetworkManager-wait-online.service", "err",
                      "NetworkManager-wait-online.service: Failed with result 'exit-code'."),
            log_entry("2026-03-09T05:49:04+00:00", "NetworkManager-wait-online.service", "err",
                      "Failed to start NetworkManager-wait-online.service - Network Manager Wait Online."),
            log_entry("2026-03-09T05:49:04+00:00", "mnt-nas.mount", "notice", "Dependency failed for mnt-nas.mount - /mnt/nas."),
            log_entry("2026-03-09T05:49:04+00:00", "remote-fs.target", "notice",
                      "Dependency failed for remote-fs.target - Remote File Systems."),
            log_entry("2026-03-09T05:49:42+00:00", "snapd.seeded.service", "info",
                      "Finished snapd.seeded.service - Wait until snapd is fully seeded."),
            log_entry("2026-03-09T05:49:43+00:00", None, "info",
                      "Startup finished in 4.102s (firmware) + 2.911s (loader) + 3.388s (kernel) + 5.276s (initrd) "
                      "+ 50.219s (userspace) = 1min 5.896s."),
            log_entry("2026-03-09T05:49:43+00:00", None, "info", "graphical.target reached after 9.923s in userspace."),
            log_entry("2026-03-09T06:01:12+00:00", "apt-daily-upgrade.service", "info",
                      "Starting apt-daily-upgrade.service - Daily apt upgrade and clean activities..."),
            log_entry("2026-03-09T06:02:40+00:00", "apt-daily-upgrade.service", "info",
                      "Finished apt-daily-upgrade.service - Daily apt upgrade and clean activities."),
        ]}, S, age=20, args={"since_minutes": 20, "limit": 15}, complete=False),
        item("e4", "linux_service_status", {"units": [
            unit("NetworkManager-wait-online.service", "failed", "failed", "enabled", None, None, "Network Manager Wait Online"),
        ], "total": 1, "scope": S_SCOPE}, S, age=25, args={"state": "failed"}),
        item("e5", "linux_service_status",
             unit("apt-daily-upgrade.timer", "active", "waiting", "enabled", None, "2026-03-09T05:48:30+00:00",
                  "Daily apt upgrade and clean activities"), S, age=25, args={"name": "apt-daily-upgrade.timer"}),
        item("e6", "linux_service_status",
             unit("fstrim.timer", "active", "waiting", "enabled", None, "2026-03-09T05:48:30+00:00",
                  "Discard unused filesystem blocks once a week"), S, age=25, args={"name": "fstrim.timer"}),
        item("e7", "linux_package_history", {"source": "dpkg", "since": "2026-03-04T06:04:20+00:00", "events": [
            package_event("2026-03-06T14:22:10+00:00", "install", "linux-image-6.8.0-55-generic", None, "6.8.0-55.57"),
            package_event("2026-03-06T14:22:10+00:00", "install", "linux-modules-6.8.0-55-generic", None, "6.8.0-55.57"),
            package_event("2026-03-06T14:22:14+00:00", "upgrade", "linux-generic", "6.8.0-52.52", "6.8.0-55.55"),
            package_event("2026-03-09T06:01:40+00:00", "upgrade", "libssl3t64", "3.0.13-0ubuntu3.4", "3.0.13-0ubuntu3.5"),
            package_event("2026-03-09T06:01:41+00:00", "upgrade", "openssl", "3.0.13-0ubuntu3.4", "3.0.13-0ubuntu3.5"),
            package_event("2026-03-09T06:01:52+00:00", "upgrade", "tzdata", "2025a-0ubuntu0.24.04", "2025b-0ubuntu0.24.04"),
        ]}, S, age=40, args={"since_days": 5}),
        item("e8", "linux_processes", processes(287, S_MEM, [
            (3412, "firefox", "amara", 6.2, 1_610_612_736, "2026-03-09T05:50:33+00:00",
             "/snap/firefox/5751/usr/lib/firefox/firefox"),
            (2480, "gnome-shell", "amara", 3.1, 545_259_520, "2026-03-09T05:48:52+00:00", "/usr/bin/gnome-shell"),
            (4550, "slack", "amara", 1.4, 492_830_720, "2026-03-09T06:03:10+00:00", "/snap/slack/197/usr/lib/slack/slack"),
            (3650, "Isolated Web Co", "amara", 2.0, 356_515_840, "2026-03-09T05:50:41+00:00",
             "/snap/firefox/5751/usr/lib/firefox/firefox -contentproc -childID 2 -isForBrowser"),
            (2561, "Xwayland", "amara", 0.3, 94_371_840, "2026-03-09T05:48:54+00:00", "/usr/bin/Xwayland :0 -rootless"),
            (1102, "snapd", "root", 0.2, 62_914_560, "2026-03-09T05:48:36+00:00", "/usr/lib/snapd/snapd"),
            (1015, "NetworkManager", "root", 0.1, 23_068_672, "2026-03-09T05:48:33+00:00", "/usr/sbin/NetworkManager --no-daemon"),
            (1188, "cupsd", "root", 0.0, 12_582_912, "2026-03-09T05:48:35+00:00", "/usr/sbin/cupsd -l"),
        ]), S, age=30, args={"sort": "memory", "limit": 8}, complete=False),
        item("e9", "linux_network_info", {
            "interfaces": [{"name": "lo", "mac": None, "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
                           {"name": "wlp0s20f3", "mac": "0c:9a:3c:71:5e:08", "addresses": ["192.168.88.24/24"],
                            "is_up": True}],
            "listening": [
                listener(53, "127.0.0.53", 742, "systemd-resolve"), listener(53, "127.0.0.53", 742, "systemd-resolve", "udp"),
                listener(53, "127.0.0.54", 742, "systemd-resolve"), listener(53, "127.0.0.54", 742, "systemd-resolve", "udp"),
                listener(631, "127.0.0.1", 1188, "cupsd"), listener(631, "::1", 1188, "cupsd"),
                listener(5353, "0.0.0.0", 861, "avahi-daemon", "udp"), listener(5353, "::", 861, "avahi-daemon", "udp"),
                listener(1716, "::", 2950, "gjs"), listener(1716, "::", 2950, "gjs", "udp"),
            ],
            "connections": [
                connection("192.168.88.24:41822", "140.82.113.25:443", 3412, "firefox"),
                connection("192.168.88.24:55010", "34.120.208.123:443", 4550, "slack"),
            ]}, S, age=20),
        item("e10", "linux_service_status",
             unit("ufw.service", "active", "exited", "enabled", None, "2026-03-09T05:48:31+00:00", "Uncomplicated firewall"),
             S, age=20, args={"name": "ufw"}),
    ],
    "answers": [
        {"q": "When did my laptop boot this morning and how long did it take to start?",
         "ev": ["e2", "e3"],
         "a": "Good morning! Looking at the uptime, [[s:your laptop booted at 08:48 your time]] and "
              "[[s:has been up for about 16 minutes]].\n\n"
              "The journal has the boot breakdown:\n"
                            "- Kernel: [[c:4.3 s]]\n"
              "- initrd: [[c:2.5 s]]\n"
              "- Userspace: [[s:50.2 s]]\n"
              "- **Total: [[s:~66 s]]**\n\n"
              "[[s:The desktop (graphical.target) was ready about 10 seconds into userspace]], [[u:so the remaining ~40 "
              "seconds were snapd seeding in the background]].\n\n"
              "**Summary**\n"
              "- [[c:Booted at 07:48 local]]\n"
              "- [[s:Just over a minute from power-on to fully started]]"},
        {"q": "Did anything fail during boot?",
         "ev": ["e3", "e4"],
         "a": "Looking at the service status, [[s:exactly one service is in the failed state]]: "
              "[[s:`NetworkManager-wait-online.service`]]. [[s:It failed at 05:49 UTC]] ([[c:09:49 your time]]).\n\n"
              "The journal shows two more things at the same moment:\n"
              "1. [[s:`mnt-nas.mount` (/mnt/nas) didn't start because a dependency failed]]\n"
              "2. [[s:`remote-fs.target` failed on a dependency too]]\n\n"
              "[[u:The NAS mount failed because wait-online gave up before the Wi-Fi was connected]].\n\n"
              "So, in short: [[c:two services failed at boot]], [[u:and nothing else went wrong]].\n\n"
              "**Summary**\n"
              "- [[u:/mnt/nas stays unmounted until you mount it by hand]]"},
        {"q": "unattended-upgrades ran this morning — do I need to reboot or restart anything?",
         "ev": ["e1", "e2", "e7", "e8"],
         "a": "Let me check the package history against what's running.\n\n"
              "[[s:unattended-upgrades updated libssl3t64 and openssl to 3.0.13-0ubuntu3.5]] [[s:at 09:01 your time]], [[s:about 13 minutes after the laptop booted]]. [[s:You're already running kernel "
              "6.8.0-55-generic]], which [[c:was installed on Saturday]], [[s:so there's no kernel reboot pending]].\n\n"
              "Anything started before 06:01 would still have the old libssl mapped:\n\n"
              "| Process | Started (UTC) | Restart? |\n"
              "|---|---|---|\n"
              "| NetworkManager | [[s:05:48]] | [[u:yes]] |\n"
              "| cupsd | [[s:05:48]] | [[u:yes]] |\n"
              "| Slack | [[c:05:58]] | [[c:yes]] |\n\n"
              "So, in short: no reboot, just restart a couple of services (`sudo needrestart` will list them).\n\n"
              "**Summary**\n"
              ""
              "- [[t:The old 6.8.0-52 kernel is still installed alongside -55]]\n"
              "- [[s:3 packages were updated this morning]], [[c:including the kernel]]"},
        {"q": "when do the apt timers run next, and did this morning's run work?",
         "ev": ["e3", "e5", "e6"],
         "a": "Looking at the timer units, [[s:`apt-daily-upgrade.timer` is active and waiting]]; [[c:it has been active since 05:48 local time]]. [[u:The next apt-daily-upgrade run "
              "should be tomorrow morning around 06:00]] — the exact time isn't in what I read, `systemctl list-timers` "
              "will show it.\n\n"
              "This morning's run: [[s:it started at 06:01 UTC]] and [[c:finished at 06:12]], [[c:so about eleven minutes]]. [[s:It finished normally]] — [[u:no failure was logged for it]].\n\n"
              "**Summary**\n"
              "- [[s:apt-daily-upgrade ran fine this morning]]\n"
              "- [[s:fstrim runs once a week]], [[u:last on Monday]]"},
        {"q": "what's using the most memory on my laptop?",
         "ev": ["e1", "e2", "e8"],
         "a": "Looking at the processes sorted by memory:\n\n"
              "1. **Firefox** — [[s:about 1.5 GiB]]\n"
              "2. **gnome-shell** — [[s:~520 MiB]]\n"
              "3. **Slack** — [[c:~740 MiB]]\n"
              "\n"
              "[[c:Slack is the second-biggest]], [[s:and Firefox together with its content process is just over "
              "1.8 GiB]]. Out of [[s:your 16 GB of RAM]] [[s:about 9.6 GiB is still available]], so [[c:you're using "
              "roughly 60%]].\n\n"
              "**Summary**\n"
              "- [[s:Firefox is the biggest]]\n"
              ""
              "- [[s:287 processes in total]]"},
        {"q": "is my firewall on? what's listening on the laptop?",
         "ev": ["e9", "e10"],
         "a": "Looking at the service status, [[s:`ufw.service` is active (exited)]]. [[u:So the "
              "firewall is on]] — although ufw's unit stays 'active (exited)' even when the rules are disabled, so "
              "`sudo ufw status verbose` is the real check.\n\n"
              "Listening sockets:\n"
              "- [[s:`systemd-resolved` on 127.0.0.53:53 and 127.0.0.54:53]]\n"
              "- [[s:`cupsd` on 127.0.0.1:631]]\n"
              "- [[s:`avahi-daemon` on UDP 5353]]\n"
              "- [[s:`gjs` (GSConnect) on port 1716]], [[s:TCP and UDP]], [[c:bound to localhost only]]\n\n"
              "So, in short: [[c:the only thing reachable from the network is avahi]]. [[s:There's no SSH server "
              "listening]].\n\n"
              "**Summary**\n"
              "- [[u:Firewall: on]]\n"
              "- [[s:4 services listening]]\n"
              "- [[c:GSConnect is on port 1761]]"},
        {"q": "was there an error burst in the logs this morning?",
         "ev": ["e2", "e3"],
         "a": "Looking at the journal, there's one burst: [[s:three err lines from NetworkManager-wait-online at 05:49 "
              "UTC]], [[c:about five minutes after boot]]. [[u:Nothing else has logged an error since then]], and "
              "[[s:apt-daily-upgrade finished at 06:02]].\n\n"
              "So, in short: it's the boot-time network wait, nothing ongoing.\n\n"
              "**Summary**\n"
              "- [[c:4 error lines in the burst]]\n"
              "- [[u:The Wi-Fi was slow to associate]]"},
    ],
}

# ---------------------------------------------------------------------------------------------- fjord
F = Clock("2026-02-11T14:30:00+01:00")
F_MEM = 66_915_667_968
F_UPSTREAM = ('connect() failed (111: Connection refused) while connecting to upstream, client: {c}, server: '
              'api.nordlys.no, request: "{r}", upstream: "http://127.0.0.1:8000{p}", host: "api.nordlys.no"')


def _refused(when: str, worker: int, conn: int, client: str, path: str) -> str:
    request = f"GET {path} HTTP/2.0"
    return f"2026/02/10 {when} [error] {worker}#{worker}: *{conn} " + F_UPSTREAM.format(c=client, r=request, p=path)


F_ERROR_LOG = [
    _refused("22:44:10", 1311, 88412, "203.0.113.40", "/v2/orders"),
    _refused("22:44:12", 1312, 88415, "198.51.100.7", "/v2/stock"),
    _refused("22:44:15", 1311, 88419, "203.0.113.40", "/v2/orders"),
    _refused("22:44:19", 1311, 88424, "203.0.113.88", "/v2/health"),
    _refused("22:44:23", 1312, 88430, "198.51.100.7", "/v2/stock"),
    _refused("22:44:28", 1311, 88433, "203.0.113.40", "/v2/orders/5512"),
    _refused("22:44:34", 1312, 88441, "198.51.100.7", "/v2/stock"),
    _refused("22:44:39", 1311, 88446, "203.0.113.88", "/v2/health"),
    _refused("22:44:44", 1311, 88450, "203.0.113.40", "/v2/orders"),
    _refused("22:44:49", 1312, 88457, "198.51.100.7", "/v2/stock"),
    '2026/02/11 09:12:33 [warn] 1312#1312: *90117 an upstream response is buffered to a temporary file '
    '/var/lib/nginx/tmp/proxy/3/41/0000000413 while reading upstream, client: 198.51.100.7, server: api.nordlys.no, '
    'request: "GET /v2/export?format=csv HTTP/2.0", upstream: "http://127.0.0.1:8000/v2/export?format=csv", '
    'host: "api.nordlys.no"',
    '2026/02/11 11:40:02 [error] 1311#1311: *90544 upstream timed out (110: Connection timed out) while reading '
    'response header from upstream, client: 203.0.113.40, server: api.nordlys.no, request: "POST /v2/orders HTTP/2.0", '
    'upstream: "http://127.0.0.1:8000/v2/orders", host: "api.nordlys.no"',
]

FJORD = {
    "name": "fjord",
    "clock": F,
    "evidence": [
        steady("e1", F, age=3000, hostname="fjord", domain="nordlys.internal", os_name="Fedora Linux", os_version="41",
               os_codename=None, kernel="6.12.11-200.fc41.x86_64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz",
               cpu_cores=8, cpu_threads=16, memory_total_bytes=F_MEM,
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 478_901_272_576}],
               network_interfaces=[{"name": "eth0", "mac": "3c:ec:ef:42:17:a0", "addresses": ["10.20.0.14/24"],
                                    "is_up": True}],
               dns_servers=["10.20.0.2"], default_gateway="10.20.0.1", package_manager="rpm",
               installed_packages={"kernel-core": "6.12.13-200.fc41", "nginx": "1:1.26.3-1.fc41",
                                   "openssl-libs": "1:3.2.4-1.fc41", "glibc": "2.40-20.fc41", "firewalld": "2.2.3-1.fc41",
                                   "postgresql-server": "16.6-1.fc41", "valkey": "8.0.2-1.fc41",
                                   "python3-gunicorn": "22.0.0-3.fc41", "dnf5": "5.2.8.1-3.fc41",
                                   "dnf5-plugin-automatic": "5.2.8.1-3.fc41", "cockpit-ws": "330-1.fc41",
                                   "golang-github-prometheus-node-exporter": "1.8.2-2.fc41",
                                   "openssh-server": "9.8p1-3.fc41.1"},
               available_services=["nginx.service", "postgresql.service", "valkey.service", "firewalld.service",
                                   "sshd.service", "orca-api.service", "node_exporter.service", "cockpit.service",
                                   "dnf5-automatic.service", "chronyd.service"],
               users=[{"name": "orca", "uid": 985, "gid": 985, "home": "/opt/orca", "shell": "/sbin/nologin"},
                      {"name": "sigrid", "uid": 1000, "gid": 1000, "home": "/home/sigrid", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["sigrid"]}]),
        item("e2", "linux_network_info", {
            "interfaces": [{"name": "lo", "mac": None, "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
                           {"name": "eth0", "mac": "3c:ec:ef:42:17:a0", "addresses": ["10.20.0.14/24"], "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 1021, "sshd"), listener(22, "::", 1021, "sshd"),
                listener(80, "0.0.0.0", 1310, "nginx"), listener(443, "0.0.0.0", 1310, "nginx"),
                listener(443, "::", 1310, "nginx"),
                listener(8000, "127.0.0.1", 51877, "gunicorn"),
                listener(5432, "127.0.0.1", 1188, "postgres"), listener(5432, "::1", 1188, "postgres"),
                listener(6379, "127.0.0.1", 1150, "valkey-server"),
                listener(9100, "0.0.0.0", 1090, "node_exporter"),
                listener(9090, "::", 1, "systemd"),
                listener(323, "127.0.0.1", 880, "chronyd", "udp"), listener(323, "::1", 880, "chronyd", "udp"),
            ],
            "connections": [
                connection("10.20.0.14:443", "203.0.113.40:50122", 1311, "nginx"),
                connection("10.20.0.14:443", "198.51.100.7:61544", 1312, "nginx"),
                connection("10.20.0.14:22", "10.20.0.5:51022", 60210, "sshd"),
                connection("127.0.0.1:41870", "127.0.0.1:8000", 1311, "nginx"),
                connection("127.0.0.1:8000", "127.0.0.1:41870", 51880, "gunicorn"),
            ]}, F, age=20),
        item("e3", "linux_file_read", {"path": "/etc/firewalld/zones/public.xml", "offset": 0, "limit": 200,
                                       "total_lines": 15, "lines": [
            '<?xml version="1.0" encoding="utf-8"?>',
            "<zone>",
            "  <short>Public</short>",
            "  <description>For use in public areas. You do not trust the other computers on networks to not harm your "
            "computer. Only selected incoming connections are accepted.</description>",
            '  <service name="ssh"/>',
            '  <service name="http"/>',
            '  <service name="https"/>',
            '  <service name="dhcpv6-client"/>',
            '  <rule family="ipv4">',
            '    <source address="10.20.0.0/24"/>',
            '    <port protocol="tcp" port="9100"/>',
            "    <accept/>",
            "  </rule>",
            "  <forward/>",
            "</zone>",
        ]}, F, age=35, args={"path": "/etc/firewalld/zones/public.xml"}),
        item("e4", "linux_service_status",
             unit("firewalld.service", "active", "running", "enabled", 905, "2026-02-09T07:02:31+00:00",
                  "firewalld - dynamic firewall daemon"), F, age=35, args={"name": "firewalld"}),
        item("e5", "linux_package_history", {"source": "dnf", "since": "2026-02-04T13:29:10+00:00", "events": [
            package_event("2026-02-10T02:14:51+00:00", "install", "kernel-core", None, "6.12.13-200.fc41"),
            package_event("2026-02-10T02:14:53+00:00", "install", "kernel-modules", None, "6.12.13-200.fc41"),
            package_event("2026-02-10T02:14:58+00:00", "upgrade", "openssl-libs", "1:3.2.2-9.fc41", "1:3.2.4-1.fc41"),
            package_event("2026-02-10T02:15:02+00:00", "upgrade", "nginx", "1:1.26.2-1.fc41", "1:1.26.3-1.fc41"),
            package_event("2026-02-10T02:15:04+00:00", "upgrade", "nginx-core", "1:1.26.2-1.fc41", "1:1.26.3-1.fc41"),
            package_event("2026-02-10T02:15:10+00:00", "upgrade", "glibc", "2.40-17.fc41", "2.40-20.fc41"),
            package_event("2026-02-10T02:15:31+00:00", "remove", "kernel-core", "6.12.7-200.fc41", None),
            package_event("2026-02-10T02:15:32+00:00", "remove", "kernel-modules", "6.12.7-200.fc41", None),
        ]}, F, age=50, args={"since_days": 7}),
        item("e6", "linux_processes", processes(214, F_MEM, [
            (51877, "gunicorn", "orca", 14.2, 327_155_712, "2026-02-10T21:44:52+00:00",
             "/opt/orca/venv/bin/python3 /opt/orca/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orca.wsgi"),
            (51880, "gunicorn", "orca", 9.8, 289_406_976, "2026-02-10T21:44:53+00:00",
             "/opt/orca/venv/bin/python3 /opt/orca/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orca.wsgi"),
            (1188, "postgres", "postgres", 3.1, 171_966_464, "2026-02-09T07:02:33+00:00",
             "/usr/bin/postgres -D /var/lib/pgsql/data"),
            (1311, "nginx", "nginx", 1.2, 23_068_672, "2026-02-09T07:02:35+00:00", "nginx: worker process"),
            (1312, "nginx", "nginx", 0.9, 22_020_096, "2026-02-09T07:02:35+00:00", "nginx: worker process"),
            (1150, "valkey-server", "valkey", 0.6, 15_728_640, "2026-02-09T07:02:32+00:00",
             "/usr/bin/valkey-server 127.0.0.1:6379"),
            (1090, "node_exporter", "prometheus", 0.3, 26_214_400, "2026-02-09T07:02:31+00:00", "/usr/bin/node_exporter"),
            (1310, "nginx", "root", 0.0, 6_291_456, "2026-02-09T07:02:35+00:00",
             "nginx: master process /usr/sbin/nginx"),
        ]), F, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
        item("e7", "linux_system_info",
             system_info(18.4, [1.9, 1.6, 1.5], 196_050, "2026-02-09T07:02:10+00:00", F_MEM, 41_875_931_136,
                         8 * GiB, 0), F, age=20),
        item("e8", "linux_file_read", {"path": "/var/log/nginx/error.log", "offset": 1180, "limit": 12,
                                       "total_lines": 1192, "lines": F_ERROR_LOG}, F, age=40,
             args={"path": "/var/log/nginx/error.log", "offset": 1180, "limit": 12}),
        item("e9", "linux_recent_logs", {"source": "journal", "unit": "orca-api.service", "entries": [
            log_entry("2026-02-10T21:44:07+00:00", "orca-api.service", "err",
                      "orca-api.service: Main process exited, code=killed, status=9/KILL"),
            log_entry("2026-02-10T21:44:07+00:00", "orca-api.service", "warning", "orca-api.service: Failed with result 'signal'."),
            log_entry("2026-02-10T21:44:17+00:00", "orca-api.service", "info",
                      "orca-api.service: Scheduled restart job, restart counter is at 1."),
            log_entry("2026-02-10T21:44:17+00:00", "orca-api.service", "info", "Started orca-api.service - Orca API (gunicorn)."),
            log_entry("2026-02-10T21:44:21+00:00", "orca-api.service", "err",
                      "orca-api.service: Main process exited, code=exited, status=3/NOTIMPLEMENTED"),
            log_entry("2026-02-10T21:44:21+00:00", "orca-api.service", "warning", "orca-api.service: Failed with result 'exit-code'."),
            log_entry("2026-02-10T21:44:31+00:00", "orca-api.service", "info",
                      "orca-api.service: Scheduled restart job, restart counter is at 2."),
            log_entry("2026-02-10T21:44:31+00:00", "orca-api.service", "info", "Started orca-api.service - Orca API (gunicorn)."),
            log_entry("2026-02-10T21:44:42+00:00", "orca-api.service", "err",
                      "orca-api.service: Main process exited, code=exited, status=3/NOTIMPLEMENTED"),
            log_entry("2026-02-10T21:44:42+00:00", "orca-api.service", "warning", "orca-api.service: Failed with result 'exit-code'."),
            log_entry("2026-02-10T21:44:52+00:00", "orca-api.service", "info",
                      "orca-api.service: Scheduled restart job, restart counter is at 3."),
            log_entry("2026-02-10T21:44:52+00:00", "orca-api.service", "info", "Started orca-api.service - Orca API (gunicorn)."),
        ]}, F, age=60, args={"unit": "orca-api", "since_minutes": 1200}),
        item("e10", "linux_service_status",
             unit("dnf5-automatic.timer", "active", "waiting", "enabled", None, "2026-02-09T07:02:31+00:00",
                  "dnf5-automatic timer"), F, age=30, args={"name": "dnf5-automatic.timer"}),
    ],
    "answers": [
        {"q": "what's listening on fjord and what's exposed to the network?",
         "ev": ["e2"],
         "a": "Looking at the listening sockets, here's the picture:\n\n"
              "| Port | Who / where |\n"
              "|---|---|\n"
              "| 22 | [[s:sshd on 0.0.0.0 and ::]] |\n"
              "| 80 / 443 | [[s:nginx on 0.0.0.0]] |\n"
              "| 5432 | [[c:postgres on 0.0.0.0]] |\n"
              "| 6379 | [[c:redis-server on 127.0.0.1]] |\n"
              "| 9100 | [[s:node_exporter on 0.0.0.0]] |\n\n"
              "[[s:Port 9090 is held by systemd itself (PID 1)]] — [[u:that's cockpit's socket activation]].\n\n"
              "So, in short: [[c:four ports are reachable from outside]], [[s:two of them (80/443) for the web]].\n\n"
              "**Summary**\n"
              "- [[s:Postgres and Valkey are localhost-only]]"},
        {"q": "is firewalld running and what does it let through?",
         "ev": ["e2", "e3", "e4"],
         "a": "Looking at the service status, [[s:firewalld is active (running)]] "
              "[[s:and has been up since Monday 08:02 your time]].\n\n"
              "The public zone file (`/etc/firewalld/zones/public.xml`) allows:\n"
              "1. [[s:ssh, http and https]]\n"
              "2. [[c:mdns]]\n"
              "3. [[s:TCP 9100, but only from 10.20.0.0/24]] (a rich rule)\n\n"
              "[[s:Cockpit isn't in the list]], [[s:so port 9090 isn't opened in the public zone]] even though [[s:something "
              "is listening there]]. [[u:eth0 is in the public zone]], so this is the ruleset that applies to it.\n\n"
              "**Summary**\n"
              "- [[c:5 services allowed in public]]\n"
              "- [[c:node_exporter reachable from 10.20.1.0/24]]"},
        {"q": "dnf-automatic ran last night — do I need to reboot or restart anything?",
         "ev": ["e1", "e5", "e6", "e7", "e10"],
         "a": "Okay, let me compare versions and start times.\n\n"
              "Looking at the package history, [[s:dnf ran at 02:14 UTC on Tuesday]] ([[c:02:14 your time]]).\n\n"
              "Findings:\n"
              "1. **Kernel** — [[s:kernel-core 6.12.13-200.fc41 was installed]], but [[s:the running kernel is "
              "6.12.11-200.fc41]]. [[s:A reboot is needed to use it]].\n"
              "2. **Old kernel removed** — [[s:6.12.7 was removed]] ([[u:Fedora keeps three kernels by default]]).\n"
              "3. **nginx** — [[s:its master process (PID 1310) has been running "
              "since Monday's boot]], [[s:so it's still the old binary]].\n"
              "4. **openssl-libs** — [[c:gunicorn (PID 51877) started before the update]], "
              "so [[c:it needs a restart too]].\n"
              "\n"
              "**Summary**\n"
              "- [[c:Running kernel is 6.12.13]]\n"
              "- [[s:nginx and postgres are still on pre-update libraries]]\n"
              "- [[c:Only one package was removed]]"},
        {"q": "we had 502s last night around 22:45 — what happened?",
         "ev": ["e8", "e9"],
         "a": "Looking at the nginx error log and the orca-api journal:\n\n"
              "1. [[s:At 22:44 local (21:44 UTC) orca-api's main process was killed]] — [[c:status 15/TERM]].\n"
              "2. On restart [[s:gunicorn exited with status 3 twice]] ([[u:worker boot failures, "
              "most likely a database connection problem]]).\n"
              "3. [[s:The third restart stuck]] — [[s:it's been up since 21:44 UTC]].\n"
              "4. Meanwhile [[s:nginx logged 'connection refused' for the upstream 127.0.0.1:8000]] — [[c:about 25 "
              "times]], [[s:between 22:44:10 and 22:44:49]].\n\n"
              "So, in short: [[u:the app got OOM-killed]], [[s:nginx couldn't reach it for about 40 seconds]].\n\n"
              "**Summary**\n"
              "- [[c:The outage lasted about two minutes]]\n"
              "- [[s:Restart counter reached 3]]\n"
              "- [[c:Every error in the log since then is the same connection refused]]"},
        {"q": "when was fjord last rebooted, and when will dnf-automatic run next?",
         "ev": ["e5", "e7", "e10"],
         "a": "Looking at the system info, [[s:fjord was last booted on Monday, February 9]] "
              "([[s:08:02 in Oslo]]), [[s:so it's been up for about 2 days and 6½ hours]].\n\n"
              "[[s:`dnf5-automatic.timer` is active (waiting)]]. [[u:Its next run is tomorrow around "
              "03:15]]. [[s:The last run installed packages at 02:14 UTC on the 10th]], [[c:which was a Wednesday]].\n\n"
              "**Summary**\n"
              "- [[c:Up since February 8]]\n"
              "- [[s:No reboot since the kernel update]]"},
        {"q": "Is cockpit on 9090 reachable from my laptop at 10.20.0.5?",
         "ev": ["e2", "e3", "e4"],
         "a": "Looking at the sockets, [[s:port 9090 is listening on `::`]], [[s:owned by systemd (PID 1)]], [[u:which on "
              "Fedora means cockpit.socket]].\n\n"
              "However, [[s:the public zone doesn't allow the cockpit service or port 9090]], and [[s:the only rich "
              "rule is for 9100 from 10.20.0.0/24]]. [[u:Your laptop's connection would be rejected]] unless eth0 sits "
              "in another zone. [[s:Your laptop does have an SSH session open right now (10.20.0.5 → port 22)]].\n\n"
              "So, in short: [[u:9090 is blocked from 10.20.0.5]]. `sudo firewall-cmd --add-service=cockpit` would "
              "open it.\n\n"
              "**Summary**\n"
              ""
              "- [[c:firewalld has been running since February 10]]"},
        {"q": "did the dnf run touch nginx, and is nginx running the new version?",
         "ev": ["e5", "e6"],
         "a": "Looking at the package history, [[s:yes — nginx and nginx-core went from 1.26.2 to 1.26.3]] [[s:at 03:15 "
              "your time on the 10th]]. [[s:The nginx master (PID 1310) started on Monday at 07:02 UTC]], [[s:so it's "
              "still running 1.26.2]], and [[c:the workers were restarted after the upgrade]]. [[c:gunicorn is the top "
              "CPU user at ~40%]].\n\n"
              "**Summary**\n"
              "- [[s:nginx needs a restart (or reload) to pick up 1.26.3]]"},
    ],
}

# ---------------------------------------------------------------------------------------------- bayou
B = Clock("2026-02-24T16:50:00-06:00")
B_MEM = 134_877_224_960
B_PG_TOTAL = 2_000_398_934_016


def _pg(time: str, priority: str, pid: int, message: str) -> dict:
    return dict(log_entry(time, "postgresql.service", priority, message), identifier="postgres", pid=pid)


def _kern(time: str, priority: str, message: str) -> dict:
    return dict(log_entry(time, None, priority, message), identifier="kernel")


B_TOO_MANY = [("21:12:03", 30411), ("21:12:05", 30418), ("21:12:09", 30425), ("21:12:14", 30431),
              ("21:12:22", 30440), ("21:12:30", 30452), ("21:12:41", 30467)]

BAYOU = {
    "name": "bayou",
    "clock": B,
    "evidence": [
        steady("e1", B, age=1500, hostname="bayou", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
               kernel="6.4.0-150600.23.33-default", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
               cpu_threads=32, memory_total_bytes=B_MEM,
               disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "xfs", "total_bytes": 107_374_182_400},
                      {"device": "/dev/md1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": B_PG_TOTAL}],
               network_interfaces=[{"name": "eth0", "mac": "b4:96:91:0e:22:7c", "addresses": ["10.0.4.10/24"],
                                    "is_up": True}],
               dns_servers=["10.0.4.2", "10.0.4.3"], default_gateway="10.0.4.1", package_manager="rpm",
               installed_packages={"kernel-default": "6.4.0-150600.23.38.1", "postgresql16-server": "16.6-150600.16.12.1",
                                   "postgresql16": "16.6-150600.16.12.1", "glibc": "2.38-150600.14.17.2",
                                   "libopenssl3": "3.1.4-150600.5.21.1", "java-17-openjdk": "17.0.13.0-150400.3.48.1",
                                   "zypper": "1.14.77-150600.10.3.1", "xfsprogs": "6.7.0-150600.3.6.1"},
               available_services=["postgresql.service", "metabase.service", "sshd.service", "firewalld.service",
                                   "wickedd.service", "chronyd.service"],
               users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                      {"name": "metabase", "uid": 470, "gid": 470, "home": "/opt/metabase", "shell": "/sbin/nologin"},
                      {"name": "lucien", "uid": 1000, "gid": 100, "home": "/home/lucien", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["lucien"]}]),
        item("e2", "linux_recent_logs", {"source": "journal", "unit": "postgresql.service", "entries": [
            _pg("2026-02-24T20:48:17+00:00", "info", 1544,
                "LOG:  server process (PID 28811) was terminated by signal 9: Killed"),
            _pg("2026-02-24T20:48:17+00:00", "info", 1544, "LOG:  terminating any other active server processes"),
            _pg("2026-02-24T20:48:18+00:00", "info", 1544, "LOG:  all server processes terminated; reinitializing"),
            _pg("2026-02-24T20:48:20+00:00", "info", 1544, "LOG:  database system is ready to accept connections"),
            *[_pg(f"2026-02-24T{t}+00:00", "err", pid, "FATAL:  sorry, too many clients already") for t, pid in B_TOO_MANY],
            _pg("2026-02-24T22:31:08+00:00", "warning", 31502,
                'ERROR:  could not extend file "base/16384/2619541.12": No space left on device'),
            _pg("2026-02-24T22:31:15+00:00", "warning", 31620,
                'ERROR:  could not extend file "base/16384/2619544.3": No space left on device'),
            _pg("2026-02-24T22:31:40+00:00", "warning", 31620,
                'ERROR:  could not extend file "base/16384/2619544.3": No space left on device'),
            _pg("2026-02-24T22:33:02+00:00", "info", 1560, "LOG:  checkpoints are occurring too frequently (22 seconds apart)"),
        ]}, B, age=40, args={"unit": "postgresql", "since_minutes": 180}),
        item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            _kern("2026-02-24T20:48:16+00:00", "warning",
                  "postgres invoked oom-killer: gfp_mask=0x140dca(GFP_HIGHUSER_MOVABLE|__GFP_COMP|__GFP_ZERO), order=0, "
                  "oom_score_adj=0"),
            _kern("2026-02-24T20:48:17+00:00", "info",
                  "oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,"
                  "task_memcg=/system.slice/postgresql.service,task=postgres,pid=28811,uid=26"),
            _kern("2026-02-24T20:48:17+00:00", "err",
                  "Out of memory: Killed process 28811 (postgres) total-vm:38814420kB, anon-rss:31209388kB, "
                  "file-rss:4kB, shmem-rss:1204kB, UID:26 pgtables:61240kB oom_score_adj:0"),
        ]}, B, age=40, args={"grep": "oom", "since_minutes": 180}),
        item("e4", "linux_disk_usage", {"filesystems": [
            fs("/dev/md0", "/", "xfs", 107_374_182_400, 44_023_414_784),
            fs("/dev/md1", "/var/lib/pgsql", "xfs", B_PG_TOTAL, B_PG_TOTAL - 46_000_000_000),
        ]}, B, age=30),
        {"id": "e5", "kind": "tool", "tool": "linux_package_history", "args": {"since_days": 30},
         "collected_at": B.ago(35), "complete": False,
         "error": "no package manager log found (looked for /var/log/dpkg.log, /var/log/apt/history.log, "
                  "/var/log/dnf.rpm.log, /var/log/pacman.log)", "data": {}},
        item("e6", "linux_service_status",
             unit("postgresql.service", "active", "running", "enabled", 1544, "2026-02-18T13:05:44+00:00",
                  "PostgreSQL database server"), B, age=35, args={"name": "postgresql"}),
        item("e7", "linux_system_info",
             system_info(71.3, [14.2, 11.8, 9.6], 553_089, "2026-02-18T13:04:51+00:00", B_MEM, 9_663_676_416,
                         4 * GiB, 3_951_000_000), B, age=420),
        item("e8", "linux_processes", processes(612, B_MEM, [
            (1560, "postgres", "postgres", 2.4, 33_285_996_544, "2026-02-18T13:05:44+00:00", "postgres: checkpointer"),
            (3320, "java", "metabase", 6.1, 17_179_869_184, "2026-02-18T13:06:10+00:00",
             "/usr/lib64/jvm/java-17-openjdk/bin/java -Xmx16g -jar /opt/metabase/metabase.jar"),
            (31502, "postgres", "postgres", 97.8, 9_126_805_504, "2026-02-24T22:02:11+00:00",
             "postgres: etl warehouse 10.0.4.21(50314) SELECT"),
            (31620, "postgres", "postgres", 64.0, 6_442_450_944, "2026-02-24T22:05:40+00:00",
             "postgres: etl warehouse 10.0.4.21(50330) INSERT"),
            (1544, "postgres", "postgres", 0.1, 1_207_959_552, "2026-02-18T13:05:44+00:00",
             "/usr/lib/postgresql16/bin/postgres -D /var/lib/pgsql/data"),
            (33100, "pg_dump", "postgres", 31.5, 524_288_000, "2026-02-24T22:30:00+00:00",
             "pg_dump -Fc -f /var/lib/pgsql/backups/warehouse-20260224.dump warehouse"),
        ]), B, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    ],
    "answers": [
        {"q": "postgres had errors this afternoon — what happened?",
         "ev": ["e2", "e3", "e6"],
         "a": "Okay, looking at the postgres journal and the kernel log, there were three separate bursts this afternoon "
              "(times in CST):\n\n"
              "1. **14:48** — [[s:the kernel OOM killer killed a postgres backend (PID 28811)]]; [[s:it had about 30 GiB "
              "of anonymous memory]]. [[s:The postmaster then terminated all other server processes and "
              "reinitialized]], and [[c:was accepting connections again at 15:08]].\n"
              "2. **15:12** — [[s:7 'sorry, too many clients already' errors]] [[s:over about 40 seconds]].\n"
              "3. **16:31** — [[c:two 'No space left on device' errors]].\n\n"
              "[[c:The PostgreSQL service itself restarted after the OOM kill]]. [[u:The connection storm at 15:12 was "
              "clients reconnecting after the crash]].\n\n"
              "So, in short: memory, then connections, then disk — three different problems.\n\n"
              "**Summary**\n"
              "- [[c:9 'too many clients' errors]]\n"
              "- [[s:The service has been active since February 18]]"},
        {"q": "the OOM kill — which process was it and how big was it?",
         "ev": ["e3", "e8"],
         "a": "Looking at the kernel log, [[s:the OOM killer was invoked by a postgres process]] at [[s:20:48 UTC]] and "
              "[[s:it killed PID 28811]] ([[c:UID 1000]]). [[c:Its resident size was about 38 GB]]. "
              "[[s:It was a global OOM, not a cgroup limit]].\n\n"
              "Right now the biggest memory users are:\n"
              "- [[s:the checkpointer at ~31 GiB]] ([[u:that's mostly shared_buffers]])\n"
              "- [[s:Metabase's Java at 16 GiB]]\n"
              "- [[c:a pg_dump at 8.5 GiB]]\n\n"
              "[[u:So the most likely culprit is a big ETL query from 10.0.4.21]] — consider lowering `work_mem` for the "
              "etl role.\n\n"
              "**Summary**\n"
              "- [[c:the killed process was Metabase]]"},
        {"q": "is the database disk full?",
         "ev": ["e2", "e4"],
         "a": "Looking at disk usage, [[s:/var/lib/pgsql is on /dev/md1]], [[s:about 2 TB]], "
              "and [[s:it's 97.7% used]] — [[s:about 46 GB free]]. [[c:That's roughly 46 GiB]].\n\n"
              "[[s:Postgres hit 'No space left on device' at 16:31 CST]], [[u:so something freed space since then]]. "
              "[[u:A pg_dump writing to the same disk is the likely cause]].\n\n"
              "**Summary**\n"
              "- [[s:Data disk: 98% used]], [[c:about 4 GB free]]\n"
              "- [[s:Root: 41% used]]"},
        {"q": "Are there updates pending, and does bayou need a reboot?",
         "ev": ["e1", "e5"],
         "a": "I tried the package history, but [[s:it couldn't be read on this machine]] — [[s:the tool looks for dpkg, "
              "apt, dnf and pacman logs only]], and [[u:openSUSE keeps its history in /var/log/zypp/history]]. So I "
              "can't tell you what was updated or when.\n\n"
              "What I can see from the steady state:\n"
              "- [[s:Running kernel: 6.4.0-150600.23.33-default]]\n"
              "- [[s:Installed kernel-default: 6.4.0-150600.23.38.1]]\n"
              "- So [[s:a reboot is needed to pick it up]].\n"
              ""
              "- [[u:No updates are pending]]\n"
              "- [[c:glibc is 2.31]]\n\n"
              "**Summary**\n"
              "- [[c:Reboot not required]]\n"
              "- [[u:zypper patches were applied last week]]"},
        {"q": "when did bayou boot and how's the load?",
         "ev": ["e1", "e7"],
         "a": "Looking at system info, [[t:bayou has been up about 6 days 9 hours]], [[t:since Wednesday, February 18 at "
              "07:04 CST]]. [[t:Load average is 14.2 / 11.8 / 9.6]] on [[s:32 threads]], [[t:CPU at ~71%]] and [[t:only "
              "~9 GiB of memory available]] out of [[s:about 126 GiB]]. [[t:Swap is almost full (~92%)]].\n\n"
              "So, in short: [[t:the box is under heavy memory pressure]]. Note this reading is a few minutes old.\n\n"
              "**Summary**\n"
              "- [[c:16 threads]]\n"
              "- [[t:Load ~14]]"},
        {"q": "what's using memory on bayou right now?",
         "ev": ["e1", "e8"],
         "a": "Looking at the process list sorted by memory:\n\n"
              "1. [[s:`postgres: checkpointer` (PID 1560) — ~31 GiB]]\n"
              "2. [[s:Metabase (java, PID 3320) — 16 GiB]]\n"
              "3. [[s:an ETL backend from 10.0.4.21 running a SELECT — ~8.5 GiB]]\n"
              "\n"
              "[[c:The postmaster (PID 1544) is the biggest postgres process]]. [[s:There's also a pg_dump running since "
              "16:30 CST]]. [[u:The checkpointer figure is shared memory, so it's double counted]].\n\n"
              "**Summary**\n"
              "- [[c:Metabase uses about 8 GiB]]\n"
              "- [[c:about 430 processes in total]]"},
        {"q": "give me an hour-by-hour count of postgres errors since 14:00",
         "ev": ["e2"],
         "a": "Here's the breakdown from the postgres journal (CST):\n\n"
              "| Hour | Errors | What |\n"
              "|---|---|---|\n"
              "| 14:00–15:00 | [[s:0]] | crash recovery only |\n"
              "| 15:00–16:00 | [[s:7]] | [[s:too many clients]] |\n"
              "| 16:00–17:00 | [[s:3]] | [[s:no space left on device]] |\n\n"
              "[[s:The last error was at 16:31]], and [[c:nothing was logged after that]].\n\n"
              "**Summary**\n"
              "- [[s:Peak hour: 15:00–16:00]]\n"
              "- [[c:12 errors total]]"},
    ],
}

# ---------------------------------------------------------------------------------------------- steppe
P = Clock("2026-03-02T11:20:00+08:00")
P_MEM = 33_597_415_424
P_RATE = ('time="2026-03-02T{t}.{ms}Z" level=error msg="Not continuing with pull after error" '
          'error="toomanyrequests: You have reached your pull rate limit. You may increase the limit by '
          'authenticating and upgrading: https://www.docker.com/increase-rate-limit"')


def _syslog(time: str, ident: str, pid: int, message: str) -> dict:
    return {"time": time, "unit": None, "priority": None, "message": message, "identifier": ident, "pid": pid}


P_PERIODIC = [("01:30:00", "15min", 6811), ("01:45:00", "15min", 6902), ("02:00:00", "15min", 7010),
              ("02:00:00", "hourly", 7011), ("02:15:00", "15min", 7130), ("02:30:00", "15min", 7215),
              ("02:45:00", "15min", 7390), ("03:00:00", "15min", 7502), ("03:00:00", "hourly", 7503),
              ("03:15:00", "15min", 7610)]

STEPPE = {
    "name": "steppe",
    "clock": P,
    "evidence": [
        steady("e1", P, age=2000, hostname="steppe", os_name="Alpine Linux", os_version="3.21.3", os_codename=None,
               kernel="6.12.13-0-lts", cpu_model="Intel(R) Xeon(R) Silver 4210R CPU @ 2.40GHz", cpu_cores=10,
               cpu_threads=20, memory_total_bytes=P_MEM,
               disks=[{"device": "/dev/vda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 214_748_364_800},
                      {"device": "/dev/vdb1", "mountpoint": "/var/lib/docker", "fstype": "ext4",
                       "total_bytes": 536_870_912_000}],
               network_interfaces=[{"name": "eth0", "mac": "52:54:00:6b:1d:93", "addresses": ["10.8.3.17/16"], "is_up": True},
                                   {"name": "docker0", "mac": "02:42:5e:a1:07:c4", "addresses": ["172.17.0.1/16"],
                                    "is_up": True}],
               dns_servers=["10.8.0.2"], default_gateway="10.8.0.1", package_manager="apk",
               installed_packages={"linux-lts": "6.12.16-r0", "docker": "27.3.1-r3", "containerd": "1.7.24-r1",
                                   "openrc": "0.55.1-r2", "openssh-server": "9.9_p2-r0", "nftables": "1.1.1-r0",
                                   "chrony": "4.6.1-r0", "busybox": "1.37.0-r12", "musl": "1.2.5-r9"},
               available_services=[],
               unavailable={"available_services": "systemd is not running; OpenRC services are not listed"},
               users=[{"name": "ci", "uid": 1000, "gid": 1000, "home": "/home/ci", "shell": "/bin/ash"}],
               groups=[{"name": "docker", "gid": 101, "members": ["ci"]}]),
        {"id": "e2", "kind": "tool", "tool": "linux_service_status", "args": {"name": "docker"},
         "collected_at": P.ago(30), "complete": False,
         "error": "systemd is not running on this machine (no /run/systemd/system), so service states cannot be read",
         "data": {}},
        item("e3", "linux_recent_logs", {"source": "file", "unit": None, "files": ["/var/log/messages"], "entries": [
            _syslog("2026-03-02T02:41:07+00:00", "dockerd", 2311, P_RATE.format(t="02:41:07", ms="512")),
            _syslog("2026-03-02T02:41:19+00:00", "dockerd", 2311, P_RATE.format(t="02:41:19", ms="044")),
            _syslog("2026-03-02T02:41:33+00:00", "dockerd", 2311, P_RATE.format(t="02:41:33", ms="871")),
            _syslog("2026-03-02T02:41:52+00:00", "dockerd", 2311, P_RATE.format(t="02:41:52", ms="230")),
            _syslog("2026-03-02T02:58:30+00:00", "dockerd", 2311,
                    'time="2026-03-02T02:58:30.118Z" level=error msg="copy stream failed" error="reading from a closed '
                    'fifo" stream=stdout'),
        ]}, P, age=30, args={"since_minutes": 240, "grep": "error"}),
        item("e4", "linux_network_info", {
            "interfaces": [{"name": "lo", "mac": None, "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
                           {"name": "eth0", "mac": "52:54:00:6b:1d:93", "addresses": ["10.8.3.17/16"], "is_up": True},
                           {"name": "docker0", "mac": "02:42:5e:a1:07:c4", "addresses": ["172.17.0.1/16"], "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 2101, "sshd"), listener(22, "::", 2101, "sshd"),
                listener(5000, "0.0.0.0", 3322, "docker-proxy"), listener(5000, "::", 3329, "docker-proxy"),
                listener(9323, "127.0.0.1", 2311, "dockerd"),
                listener(323, "127.0.0.1", 2050, "chronyd", "udp"),
            ],
            "connections": [
                connection("10.8.3.17:22", "10.8.0.12:53144", 7702, "sshd"),
                connection("10.8.3.17:5000", "10.8.3.40:41120", 3322, "docker-proxy"),
            ]}, P, age=25),
        item("e5", "linux_file_read", {"path": "/etc/nftables.nft", "offset": 0, "limit": 200, "total_lines": 20, "lines": [
            "#!/usr/sbin/nft -f",
            "",
            "table inet filter {",
            "  chain input {",
            "    type filter hook input priority 0; policy drop;",
            "    ct state established,related accept",
            '    iifname "lo" accept',
            "    ip protocol icmp accept",
            "    tcp dport 22 ip saddr 10.8.0.0/16 accept",
            "    tcp dport 5000 ip saddr 10.8.0.0/16 accept",
            "  }",
            "",
            "  chain forward {",
            "    type filter hook forward priority 0; policy accept;",
            "  }",
            "",
            "  chain output {",
            "    type filter hook output priority 0; policy accept;",
            "  }",
            "}",
        ]}, P, age=35, args={"path": "/etc/nftables.nft"}),
        item("e6", "linux_containers", {"runtime": "docker", "containers": [
            box("4f1c2a9b8e70", "registry", "registry:2", "running", "Up 9 hours", "2026-02-11T04:12:00+00:00",
                ["0.0.0.0:5000->5000/tcp", ":::5000->5000/tcp"]),
            box("9b2e7d1c0a55", "forgejo-runner", "code.forgejo.org/forgejo/runner:6.2.2", "running", "Up 9 hours",
                "2026-02-11T04:15:30+00:00"),
            box("c3d8e5f1a2b4", "buildkitd", "moby/buildkit:v0.19.0", "running", "Up 9 hours", "2026-02-11T04:15:41+00:00"),
            box("e7a6b5c4d3f2", "FORGEJO-ACTIONS-TASK-8812_WORKFLOW-ci_JOB-test", "golang:1.24-alpine", "exited",
                "Exited (1) 38 minutes ago", "2026-03-02T02:40:58+00:00"),
            box("1d0c9e8f7a6b", "FORGEJO-ACTIONS-TASK-8809_WORKFLOW-ci_JOB-lint", "node:22-alpine", "exited",
                "Exited (0) 2 hours ago", "2026-03-02T01:02:11+00:00"),
        ]}, P, age=40, args={"all": True}),
        item("e7", "linux_system_info",
             system_info(3.2, [0.42, 0.51, 0.66], 32_978, "2026-03-01T18:10:02+00:00", P_MEM, 26_843_545_600, 0, 0),
             P, age=20),
        item("e8", "linux_processes", processes(188, P_MEM, [
            (2311, "dockerd", "root", 4.1, 142_606_336, "2026-03-01T18:10:31+00:00",
             "/usr/bin/dockerd --metrics-addr 127.0.0.1:9323"),
            (2190, "containerd", "root", 1.3, 58_720_256, "2026-03-01T18:10:29+00:00", "/usr/bin/containerd"),
            (3410, "forgejo-runner", "root", 0.9, 41_943_040, "2026-03-01T18:11:02+00:00", "forgejo-runner daemon"),
            (3470, "buildkitd", "root", 0.8, 88_080_384, "2026-03-01T18:11:03+00:00", "buildkitd"),
            (2101, "sshd", "root", 0.0, 8_388_608, "2026-03-01T18:10:20+00:00", "sshd: /usr/sbin/sshd [listener]"),
            (3322, "docker-proxy", "root", 0.0, 4_194_304, "2026-03-01T18:11:00+00:00",
             "/usr/bin/docker-proxy -proto tcp -host-ip 0.0.0.0 -host-port 5000"),
        ]), P, age=700, args={"sort": "cpu", "limit": 6}, complete=False),
        item("e9", "linux_recent_logs", {"source": "file", "unit": None, "files": ["/var/log/messages"], "entries": [
            _syslog(f"2026-03-02T{t}+00:00", "crond", 2014, f"USER root pid {pid} cmd run-parts /etc/periodic/{what}")
            for t, what, pid in P_PERIODIC
        ]}, P, age=30, args={"since_minutes": 240, "grep": "periodic", "limit": 10}, complete=False),
    ],
    "answers": [
        {"q": "is docker running on steppe?",
         "ev": ["e2", "e6", "e8"],
         "a": "I tried to check the service, but [[s:the service status couldn't be read]] — [[s:systemd isn't running "
              "here]] ([[u:Alpine uses OpenRC]]). Looking at the containers instead:\n\n"
              "- [[s:`registry` (registry:2)]] — [[c:running, up 19 hours]]\n"
                            "- [[s:`buildkitd`]] — [[c:restarting]]\n"
              "- [[s:two job containers have exited]], [[c:both with code 0]]\n\n"
              "[[t:dockerd is PID 2311]], [[t:using about 4% CPU]], so yes, [[s:the Docker daemon is up]].\n\n"
              "**Summary**\n"
              "- [[s:3 containers up]]\n"
              "- [[c:1 exited]]"},
        {"q": "CI jobs failed around 10:41 this morning — why?",
         "ev": ["e3", "e6"],
         "a": "Looking at the logs, [[s:dockerd logged 4 pull errors]] [[s:between 10:41 and 10:42 local time]]. "
              "[[s:Every one of them is Docker Hub's `toomanyrequests` pull rate limit]]. [[s:The test job container "
              "(task 8812) exited with code 1]].\n\n"
              "So, in short: [[u:the jobs failed because Docker Hub rate-limited the image pulls]]. [[u:The runner pulls "
              "anonymously]], so a `docker login` on steppe raises the limit. There's also [[s:one unrelated 'copy stream "
              "failed' error at 10:58]]. [[c:The errors started at 02:41 local time]].\n\n"
              "**Summary**\n"
              "- [[c:5 rate-limit errors]]\n"
              "- [[s:Job 8812 failed]]"},
        {"q": "what ports are open on steppe and does nftables allow them?",
         "ev": ["e4", "e5"],
         "a": "Looking at the listening sockets:\n\n"
              "| Port | Process | Address | nftables |\n"
              "|---|---|---|---|\n"
              "| 22 | [[s:sshd]] | [[s:0.0.0.0 / ::]] | [[s:allowed from 10.8.0.0/16]] |\n"
              "| 5000 | [[s:docker-proxy]] | 0.0.0.0 / :: | [[c:allowed from anywhere]] |\n"
              "| 9323 | [[s:dockerd]] | [[c:0.0.0.0]] | [[s:not in the ruleset]] |\n"
              "\n"
              "[[s:The input chain's default policy is drop]] and "
              "[[s:ICMP is allowed]] [[c:for both IPv4 and IPv6]]. [[u:Docker's published port 5000 goes through DNAT "
              "and the forward chain, so the source restriction may not apply to it]]. [[s:There's one SSH session "
              "open right now, from 10.8.0.12]].\n\n"
              "**Summary**\n"
              "- [[s:Three TCP ports listening]]\n"
              "- [[c:Forward chain policy is drop]]"},
        {"q": "when did steppe reboot, and did the cron jobs run?",
         "ev": ["e7", "e9"],
         "a": "Looking at the uptime, [[s:steppe booted at 02:10 local time today]] ([[s:18:10 UTC yesterday]]), "
              "[[s:about 9 hours 10 minutes ago]].\n\n"
              "On Alpine the 'timers' are busybox crond running `/etc/periodic/*`. From /var/log/messages:\n"
              "1. [[s:The 15-minute jobs ran on schedule]], [[c:most recently at 11:30]].\n"
              "2. [[s:The hourly run-parts ran at 10:00 and 11:00]].\n"
              "3. [[u:The daily jobs (02:00) didn't run today because the machine was rebooting at that time]].\n\n"
              "So, in short: [[u:cron has run every job since boot]].\n\n"
              "**Summary**\n"
              "- [[c:Up about 19 hours]]"},
        {"q": "is a reboot needed after the apk upgrade?",
         "ev": ["e1", "e7"],
         "a": "Looking at the steady state, [[s:the running kernel is 6.12.13-0-lts]] but [[s:the installed linux-lts "
              "package is 6.12.16-r0]]. [[s:So a reboot is "
              "needed]]. [[u:The upgrade was done after this morning's 02:10 boot]].\n\n"
              "Other versions: [[s:Docker is 27.3.1]], [[c:musl is 1.2.4]]. [[u:apk has no other pending upgrades]].\n\n"
              "**Summary**\n"
              "- [[c:Running 6.12.16]]\n"
              "- [[c:Alpine 3.20]]"},
        {"q": "how much memory is free on steppe, and is it swapping?",
         "ev": ["e1", "e7"],
         "a": "Looking at the system info, [[s:about 25 GiB of 31 GiB is available]], and [[s:there's no swap configured "
              "at all]], so it can't be swapping. [[s:CPU is around 3%]] and [[c:load is 0.66 over the last minute]].\n\n"
              "**Summary**\n"
              "- [[s:32 GB machine]]\n"
              "- [[c:about 40% of memory in use]]"},
    ],
}

MACHINES = [TUNDRA, SAVANNA, FJORD, BAYOU, STEPPE]
