"""58th generation (written blind by a helper new to the corpus, in the style of a reasoning model distilled to
8B — deepseek-r1 style — whose thinking has been stripped: "Based on the evidence, ...", a short chain of
reasoning in prose with its arithmetic written out, some of it slipping, and a "**Conclusion:**" line that
restates the main claims, sometimes with a new mistake of its own).

croissant — a Fedora 43 Workstation desktop in Paris (UTC+02:00). Steady state with 31.2 GiB of RAM, 16
threads, btrfs root and /home on one NVMe partition, running kernel 6.18.9 while the package records already
hold kernel-core 6.18.12; a fresh system_info (11.8 GiB used, 412 MiB of 8 GiB zram swap), a complete
listing of 13 services with two failed (dnf-makecache, fwupd-refresh) and two inactive (sshd, podman), the
dnf-makecache journal (COPR repomd.xml 404), the top six processes by memory out of 412 (cut), disk usage of
/, /boot and /boot/efi, seven dnf events of the past week (a new kernel installed after the last boot), and
a second system_info 22 minutes old (stale) taken while the machine was busy.

brioche — an Arch Linux ThinkPad in Chicago (UTC-05:00, the week daylight saving began). Steady state (15.3
GiB RAM, pacman, kernel 6.13.7-arch1-1), a fresh system_info (10.5 GiB used, 1.8 of 8 GiB swap), seven
pacman events over two weeks (linux 6.13.5 -> 6.13.7 34 minutes before the boot, docker 27 -> 28, xterm
removed), the user's pasted `checkupdates` output (five packages), the root filesystem at 85.8%, a process
listing by memory seven minutes old (stale; ollama on top), listening sockets (ollama on loopback only,
docker0 down) and the tlp unit.

strudel — an Alpine Linux 3.22 container host (UTC, OpenRC, no systemd). Steady state (62.7 GiB RAM, apk,
docker 28.3.3, containerd 2.1.3; available_services unavailable because OpenRC is the init system), a
complete `docker ps -a` of ten containers (seven running, one restarting, two exited: uptime-kuma 137,
registry-cache 0), system_info with no swap at all, three filesystems (/var/lib/docker at 80.2% on its own
XFS disk), linux_service_status that failed with an error (no systemd), /var/log/messages lines showing a
memory-cgroup OOM kill of a `node` process followed by a task delete for uptime-kuma's container ID,
listening sockets (docker-proxy on 80/443/2222/9000 and on 127.0.0.1:9001) and a 15-minute-old (stale)
process listing by CPU.

baklava — an Ubuntu 24.04 LTS API server in Tokyo (UTC+09:00) whose steady-state snapshot is nine days old
with its `packages` and `os` sources listed in stale_sources (so its kernel and installed versions are
stale, while users, hardware and disks are not). The dpkg log shows eight events since (nginx 7.4 -> 7.5,
openssh, a new 6.8.0-94 kernel, php8.3), update-notifier's file (14 updates, 6 security, 5 more with ESM
Apps), /var/run/reboot-required, a fresh system_info (41 days up, no swap used), a complete service listing
an hour old (stale; fail2ban failed), a fresh check of fail2ban (running again since 15:41) and a disk
usage nine minutes old (stale).

eclair — a PostgreSQL 16 primary (eclair-a, Debian 12, New York, UTC-04:00) with its streaming replica
eclair-b at 10.40.2.12. The postgres unit (active since two minutes after the boot of September 8), sockets
and connections (the replica's walsender connection, three application sessions, one TIME_WAIT, an SSH
session), the postgres journal of the last two hours (a walsender replication timeout and reconnect at
02:41, a statement timeout, three failed password logins for `reporting`), system_info (85.5% of RAM used,
a quarter of swap), the data filesystem at 76.0%, the user's paste of the replica's version (16.9) and
replay lag, the package log (16.9 -> 16.10 three minutes before the reboot, pgbackrest later) and the top
eight of 41 postgres processes by memory (cut).
"""

from _evidence import (Clock, box, connection, fs, item, listener, log_entry, package_event,
                       processes, steady, system_info, unit, user)

# --------------------------------------------------------------------------------------------------------
# croissant — Fedora 43 Workstation, Paris
# --------------------------------------------------------------------------------------------------------
CRO = Clock("2026-05-19T14:32:00+02:00")
CRO_MEM = 33_512_034_304

croissant_evidence = [
    steady("s1", CRO, age=2400, hostname="croissant", os_name="Fedora Linux", os_version="43",
           os_codename=None, kernel="6.18.9-200.fc43.x86_64", cpu_model="AMD Ryzen 7 7700 8-Core Processor",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=CRO_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_559_262_208},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 999_559_262_208},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 629_145_600}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:3c:11:e2", "addresses": ["192.168.10.23/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.10.1", package_manager="rpm",
           installed_packages={"kernel-core": "6.18.12-200.fc43", "gnome-shell": "49.3-1.fc43",
                               "firefox": "147.0-1.fc43", "podman": "5.7.1-1.fc43", "flatpak": "1.16.1-1.fc43",
                               "mesa-dri-drivers": "25.3.4-1.fc43", "systemd": "258.4-1.fc43",
                               "btop": "1.4.5-1.fc43", "code": "1.100.2-1747260578.el8"},
           available_services=["chronyd.service", "cups.service", "dnf-makecache.service", "firewalld.service",
                               "fwupd-refresh.service", "gdm.service", "NetworkManager.service",
                               "bluetooth.service", "sshd.service", "systemd-oomd.service", "podman.service",
                               "packagekit.service", "abrtd.service"],
           users=[{"name": "lea", "uid": 1000, "gid": 1000, "home": "/home/lea", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["lea"]}]),
    item("e1", "linux_system_info",
         system_info(9.4, [0.84, 1.12, 1.05], 191_820, "2026-05-17T09:15:00+02:00", CRO_MEM, 20_830_000_000,
                     8_589_930_496, 432_013_312), CRO, age=25),
    item("e2", "linux_service_status", {"units": [
        unit("dnf-makecache.service", "failed", "failed", "static", None, None, "dnf makecache"),
        unit("fwupd-refresh.service", "failed", "failed", "static", None, None, "Refresh fwupd metadata and update motd"),
        unit("abrtd.service", "active", "running", "enabled", 1104, "2026-05-17T09:15:19+02:00", "ABRT Daemon"),
        unit("bluetooth.service", "active", "running", "enabled", 1121, "2026-05-17T09:15:19+02:00",
             "Bluetooth service"),
        unit("chronyd.service", "active", "running", "enabled", 1098, "2026-05-17T09:15:18+02:00",
             "NTP client/server"),
        unit("cups.service", "active", "running", "enabled", 1530, "2026-05-17T09:15:24+02:00", "CUPS Scheduler"),
        unit("firewalld.service", "active", "running", "enabled", 1071, "2026-05-17T09:15:17+02:00",
             "firewalld - dynamic firewall daemon"),
        unit("gdm.service", "active", "running", "enabled", 1611, "2026-05-17T09:15:25+02:00", "GNOME Display Manager"),
        unit("NetworkManager.service", "active", "running", "enabled", 1140, "2026-05-17T09:15:20+02:00",
             "Network Manager"),
        unit("packagekit.service", "active", "running", "static", 98213, "2026-05-19T13:05:44+02:00",
             "PackageKit Daemon"),
        unit("podman.service", "inactive", "dead", "disabled", None, None, "Podman API Service"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("systemd-oomd.service", "active", "running", "enabled", 822, "2026-05-17T09:15:16+02:00",
             "Userspace Out-Of-Memory (OOM) Killer"),
    ], "total": 13}, CRO, age=30),
    item("e3", "linux_processes", processes(412, CRO_MEM, [
        (4120, "firefox", "lea", 6.1, 3_113_851_289, "2026-05-17T09:17:02+02:00", "/usr/lib64/firefox/firefox"),
        (5233, "code", "lea", 2.4, 1_718_000_000, "2026-05-18T08:41:10+02:00", "/usr/share/code/code --type=renderer"),
        (1875, "gnome-shell", "lea", 3.0, 1_181_116_006, "2026-05-17T09:15:31+02:00", "/usr/bin/gnome-shell"),
        (4388, "Isolated Web Co", "lea", 1.2, 966_367_641, "2026-05-17T09:17:09+02:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsLen 31456"),
        (2710, "ptyxis", "lea", 0.3, 332_859_392, "2026-05-17T09:16:02+02:00", "/usr/bin/ptyxis --gapplication-service"),
        (2034, "tracker-miner-f", "lea", 0.0, 241_172_480, "2026-05-17T09:15:40+02:00",
         "/usr/libexec/tracker-miner-fs-3"),
    ]), CRO, age=40, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 999_559_262_208, 612_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 402_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 20_000_000),
    ]}, CRO, age=35),
    item("e5", "linux_package_history", {"source": "dnf", "since": "2026-05-12T14:31:10+02:00", "events": [
        package_event("2026-05-14T19:22:10+02:00", "install", "btop", None, "1.4.5-1.fc43"),
        package_event("2026-05-14T19:22:10+02:00", "remove", "gnome-tour", "49.0-1.fc43", None),
        package_event("2026-05-18T20:41:33+02:00", "install", "kernel-core", None, "6.18.12-200.fc43"),
        package_event("2026-05-18T20:41:33+02:00", "install", "kernel-modules", None, "6.18.12-200.fc43"),
        package_event("2026-05-18T20:41:33+02:00", "upgrade", "firefox", "146.0.1-1.fc43", "147.0-1.fc43"),
        package_event("2026-05-18T20:41:33+02:00", "upgrade", "mesa-dri-drivers", "25.3.3-1.fc43", "25.3.4-1.fc43"),
        package_event("2026-05-18T20:41:33+02:00", "upgrade", "systemd", "258.3-1.fc43", "258.4-1.fc43"),
    ]}, CRO, age=50, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "dnf-makecache.service", "entries": [
        log_entry("2026-05-19T13:07:58+02:00", "dnf-makecache.service", "info", "Starting dnf-makecache.service - dnf makecache..."),
        log_entry("2026-05-19T13:08:02+02:00", "dnf-makecache.service", "err",
                  "Curl error (22): HTTP response code said error for https://download.copr.fedorainfracloud.org/"
                  "results/phracek/PyCharm/fedora-43-x86_64/repodata/repomd.xml [The requested URL returned error: 404]"),
        log_entry("2026-05-19T13:08:02+02:00", "dnf-makecache.service", "err",
                  "Failed to download metadata for repo 'copr:copr.fedorainfracloud.org:phracek:PyCharm': "
                  "Cannot download repomd.xml"),
        log_entry("2026-05-19T13:08:03+02:00", "dnf-makecache.service", "notice",
                  "dnf-makecache.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-05-19T13:08:03+02:00", "dnf-makecache.service", "notice",
                  "dnf-makecache.service: Failed with result 'exit-code'."),
        log_entry("2026-05-19T13:08:03+02:00", "dnf-makecache.service", "err",
                  "Failed to start dnf-makecache.service - dnf makecache."),
    ]}, CRO, age=60, args={"unit": "dnf-makecache.service", "since_minutes": 180}),
    item("e7", "linux_system_info",
         system_info(63.0, [2.91, 1.40, 1.10], 190_500, "2026-05-17T09:15:00+02:00", CRO_MEM, 14_200_000_000,
                     8_589_930_496, 1_288_490_188), CRO, age=1320),
]

croissant_answers = [
    {"q": "How much RAM and swap am I using right now?", "ev": ["s1", "e1"],
     "a": "Based on the evidence (e1), total memory minus available memory is 31.2 − 19.4 = [[s:11.8 GiB in "
          "use]], which is 11.8 / 31.2 ≈ [[s:37.8%]].\n\n"
          "Since this is Fedora, [[u:the swap is most likely zram]]. [[s:412 MiB of the 8 GiB swap is used]], "
          "which is 412 / 8192 ≈ [[c:0.5%]]. [[c:The 1-minute load average is 1.12]], well under what the CPU "
          "can handle.\n\n"
          "**Conclusion:** [[s:About 11.8 GiB of 31.2 GiB RAM is used (~38%)]] and [[c:swap use is under "
          "1%]]."},
    {"q": "did anything fail on this machine?", "ev": ["s1", "e2", "e6"],
     "a": "Based on the evidence, [[s:two services have failed]]: [[s:`dnf-makecache.service`]] and "
          "[[s:`fwupd-refresh.service`]]. The dnf-makecache journal shows [[s:it could not download "
          "`repomd.xml` for the COPR repo `phracek:PyCharm`]] ([[s:HTTP 404]]), [[u:probably because the COPR "
          "project was deleted]]. [[u:fwupd-refresh most likely timed out reaching LVFS]].\n\n"
          "Of the 13 units listed, [[c:the other 11 are all active and running]].\n\n"
          "**Conclusion:** besides those two, [[c:everything else is up]]. Fix the first with "
          "`sudo dnf copr remove phracek/PyCharm`."},
    {"q": "When did I last reboot, and am I on the latest kernel?", "ev": ["s1", "e1", "e5"],
     "a": "Based on the evidence, 191,820 − 2 × 86,400 = 19,020 s, which is 5 h 17 min, so [[s:the machine "
          "booted on May 17 around 09:15]] — [[c:roughly three "
          "days ago]].\n\n"
          "The running kernel is [[s:6.18.9-200.fc43]], but [[s:kernel-core 6.18.12 was installed on May 18 at "
          "20:41]], which is [[c:about 11.5 hours]] after the boot. Since 6.18.12 > 6.18.9, [[s:you are not on "
          "the newest installed kernel]]. [[u:GNOME Software's automatic updates pulled it in]].\n\n"
          "**Conclusion:** [[s:Last reboot May 17, 09:15]]; [[s:a reboot is needed to load 6.18.12]]."},
    {"q": "what's using the most RAM?", "ev": ["s1", "e1", "e3"],
     "a": "Based on the evidence (e3, sorted by memory), the top consumers are:\n\n"
          "1. **firefox** — [[s:about 2.9 GiB]]\n"
          "2. **code** — [[s:about 1.6 GiB]]\n"
          "3. **gnome-shell** — [[c:about 1.4 GiB]]\n"
          "4. **Isolated Web Co** — [[s:about 0.9 GiB]]\n\n"
          "Firefox plus its content process is 2.9 + 0.9 = [[s:3.8 GiB]], [[c:about 8% of RAM]]; all four "
          "come to 2.9 + 1.6 + 1.4 + 0.9 = [[c:6.8 GiB]]. [[u:None of them is leaking memory]].\n\n"
          "**Conclusion:** [[s:Firefox is the biggest user of RAM]], followed by [[s:VS Code]] and [[c:GNOME "
          "Shell at 1.4 GiB]]."},
    {"q": "Am I running out of disk space?", "ev": ["s1", "e4"],
     "a": "Based on the evidence, [[s:the root btrfs filesystem is 61.2% used]]: 612 GB of 999.56 GB. In binary "
          "units that's 570 of 931 GiB, so [[s:about 361 GiB is free]].\n\n"
          "`/boot` is an [[c:xfs]] partition at [[s:39.4%]] — about 383 MiB of [[c:1,024 MiB]]. [[u:Each kernel "
          "takes about 120 MiB there]].\n\n"
          "**Conclusion:** [[s:`/` is about 61% full]] with [[c:roughly 390 GiB free]] — no need to worry yet."},
    {"q": "What changed in the last week of updates?", "ev": ["e5"],
     "a": "Based on the evidence, there were [[c:8 package events]] in the last 7 days:\n\n"
          "- May 14: [[s:`btop` installed]], [[s:`gnome-tour` removed]]\n"
          "- May 18, 20:41: [[s:Firefox 146.0.1 → 147.0]], [[c:systemd 258.4 → 258.5]] and "
          "[[s:a new kernel, 6.18.12]]\n\n"
          "That's [[s:3 upgrades]], [[s:3 installs]] and [[s:1 removal]]. [[u:All of them came from "
          "updates-testing]].\n\n"
          "**Conclusion:** [[s:the kernel and Firefox 147 are the main updates]]."},
    {"q": "Is the machine under heavy load right now?", "ev": ["s1", "e7"],
     "a": "Based on the evidence, [[t:CPU usage is 63%]] and [[t:the 1-minute load is 2.91]] versus [[t:1.10 "
          "over 15 minutes]], so [[t:load is rising]]. Memory is [[t:57.6% used]], about 0.576 × 31.2 ≈ [[t:18 "
          "GiB]], and [[t:swap is at 25%]].\n\n"
          "**Conclusion:** [[t:The machine is moderately busy]] (63% CPU), not overloaded."},
]

# --------------------------------------------------------------------------------------------------------
# brioche — Arch Linux laptop, Chicago
# --------------------------------------------------------------------------------------------------------
BRI = Clock("2026-03-14T22:47:00-05:00")
BRI_MEM = 16_422_580_224

brioche_evidence = [
    steady("s1", BRI, age=3000, hostname="brioche", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.13.7-arch1-1", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22,
           memory_total_bytes=BRI_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_468_108_288},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_628_288}],
           network_interfaces=[{"name": "wlan0", "mac": "f4:26:79:0b:8e:31", "addresses": ["192.168.1.57/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="pacman",
           installed_packages={"linux": "6.13.7.arch1-1", "firefox": "136.0.1-1", "neovim": "0.10.4-1",
                               "docker": "1:28.0.1-1", "pipewire": "1:1.4.1-1", "networkmanager": "1.52.0-1",
                               "tlp": "1.8.0-1", "mesa": "1:25.0.1-1", "obsidian": "1.8.9-1", "ollama": "0.6.0-1"},
           available_services=["tlp.service", "docker.service", "sshd.service", "cups.service", "ollama.service",
                               "NetworkManager.service", "bluetooth.service"],
           users=[{"name": "sam", "uid": 1000, "gid": 1000, "home": "/home/sam", "shell": "/usr/bin/zsh"},
                  {"name": "ollama", "uid": 961, "gid": 961, "home": "/var/lib/ollama", "shell": "/usr/bin/nologin"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["sam"]}, {"name": "docker", "gid": 969, "members": ["sam"]}]),
    item("e1", "linux_system_info",
         system_info(14.2, [1.21, 0.98, 0.77], 98_460, "2026-03-13T19:26:00-05:00", BRI_MEM, 5_100_000_000,
                     8_589_934_592, 1_932_735_283), BRI, age=15),
    item("e2", "linux_package_history", {"source": "pacman", "since": "2026-02-28T22:45:00-06:00", "events": [
        package_event("2026-03-04T08:15:40-06:00", "upgrade", "firefox", "135.0.1-1", "136.0-1"),
        package_event("2026-03-09T21:03:12-05:00", "upgrade", "firefox", "136.0-1", "136.0.1-1"),
        package_event("2026-03-09T21:03:12-05:00", "install", "obsidian", None, "1.8.9-1"),
        package_event("2026-03-13T18:52:27-05:00", "upgrade", "linux", "6.13.5.arch1-1", "6.13.7.arch1-1"),
        package_event("2026-03-13T18:52:27-05:00", "upgrade", "mesa", "1:24.3.4-1", "1:25.0.1-1"),
        package_event("2026-03-13T18:52:27-05:00", "upgrade", "docker", "1:27.5.1-1", "1:28.0.1-1"),
        package_event("2026-03-13T18:52:27-05:00", "remove", "xterm", "397-1", None),
    ]}, BRI, age=120, args={"since_days": 14}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502_468_108_288, 431_000_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_628_288, 189_000_000),
    ]}, BRI, age=20),
    item("e5", "linux_processes", processes(287, BRI_MEM, [
        (1840, "ollama", "ollama", 412.0, 4_617_089_843, "2026-03-14T21:58:12-05:00", "/usr/bin/ollama serve"),
        (2311, "firefox", "sam", 8.3, 2_576_980_378, "2026-03-13T19:31:40-05:00", "/usr/lib/firefox/firefox"),
        (3120, "obsidian", "sam", 0.7, 858_993_459, "2026-03-14T09:12:05-05:00",
         "/usr/lib/electron33/electron /usr/lib/obsidian/app.asar"),
        (2398, "Web Content", "sam", 2.1, 644_245_094, "2026-03-13T19:31:44-05:00",
         "/usr/lib/firefox/firefox -contentproc -childID 4"),
        (1502, "Xwayland", "sam", 0.4, 214_748_364, "2026-03-13T19:27:03-05:00", "/usr/bin/Xwayland :0"),
    ]), BRI, age=420, args={"sort": "memory", "limit": 5}, complete=False),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
                       {"name": "wlan0", "mac": "f4:26:79:0b:8e:31", "addresses": ["192.168.1.57/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:6d:1a:9c:04", "addresses": ["172.17.0.1/16"],
                        "is_up": False}],
        "listening": [listener(22, "0.0.0.0", 612, "sshd"), listener(22, "::", 612, "sshd"),
                      listener(631, "127.0.0.1", 701, "cupsd"), listener(11434, "127.0.0.1", 1840, "ollama"),
                      listener(5353, "0.0.0.0", 655, "avahi-daemon", proto="udp")],
        "connections": [connection("192.168.1.57:22", "192.168.1.20:51522", 30122, "sshd"),
                        connection("192.168.1.57:44218", "140.82.113.25:443", 2311, "firefox")],
    }, BRI, age=30),
    item("e7", "linux_service_status",
         unit("tlp.service", "active", "exited", "enabled", None, "2026-03-13T19:26:14-05:00", "TLP system startup/shutdown"),
         BRI, age=18, args={"name": "tlp"}),
]

BRI_PASTE = user("e3", "here's what checkupdates says:\n"
                       "mesa 1:25.0.1-1 -> 1:25.0.2-1\n"
                       "vulkan-intel 1:25.0.1-1 -> 1:25.0.2-1\n"
                       "nodejs 23.9.0-1 -> 23.10.0-1\n"
                       "python-urllib3 2.3.0-1 -> 2.3.0-2\n"
                       "linux-firmware 20260211.12fe085f-1 -> 20260311.b69d4b74-1", BRI, age=90)

brioche_answers = [
    {"q": "how many updates are waiting, and did my last -Syu go through?", "ev": ["s1", "e2"], "extra": [BRI_PASTE],
     "a": "Based on the evidence, the `checkupdates` output you pasted lists [[s:5 pending updates]], including "
          "[[c:python-requests]].\n\n"
          "Your last full upgrade ran [[s:on March 13 at 18:52]] — 24 h + 3 h 55 min = [[s:about 28 hours "
          "ago]] — and [[s:took the kernel from 6.13.5 to 6.13.7]]. [[c:It also installed xterm]]. [[u:None of "
          "the pending updates needs a reboot]].\n\n"
          "**Conclusion:** [[s:5 updates are pending]]; [[s:the last -Syu went through]]."},
    {"q": "how are memory and swap looking?", "ev": ["s1", "e1"],
     "a": "Based on the evidence, RAM is 16,422,580,224 bytes ≈ [[s:15.3 GiB]], with about 4.75 GiB available, "
          "so 15.3 − 4.75 ≈ [[s:10.5 GiB is used]].\n\n"
          "Swap: [[s:1.8 of 8 GiB used]], and 1.8 / 8 = [[c:25.5%]]. RAM plus swap in use is 10.5 + 1.8 = "
          "[[s:12.3 GiB]] out of 15.3 + 8 = [[c:24.3 GiB]]. [[u:The swap use is probably left over from a big "
          "compile]].\n\n"
          "**Conclusion:** [[s:~10.5 of 15.3 GiB RAM used]] and [[s:just under a quarter of swap]]."},
    {"q": "is my disk full?", "ev": ["s1", "e4"],
     "a": "Based on the evidence, [[s:the root partition is 85.8% full]], "
          "which leaves [[s:about 71.5 GB free]]. [[u:Most of that is probably the pacman cache]]. [[c:/home is "
          "on its own partition]], so it isn't counted here; [[s:/boot (vfat) is only about 18% used]].\n\n"
          "**Conclusion:** [[s:Not full yet]], but [[c:with ~71 GiB free]] you should run `paccache -r`."},
    {"q": "when did I boot, and am I on the kernel I just installed?", "ev": ["s1", "e1", "e2"],
     "a": "Based on the evidence, the uptime is 98,460 s; 98,460 / 3,600 = [[s:27.35 hours]], so [[s:the "
          "laptop booted at 19:26 on March 13]].\n\n"
          "[[s:linux 6.13.7.arch1-1 was installed at 18:52 that day]], [[c:about 54 minutes]] [[s:before the "
          "boot]], and [[s:the running kernel is 6.13.7-arch1-1]] — [[s:so you are on the new kernel]]. "
          "[[c:The previous kernel was probably 6.13.6]].\n\n"
          "**Conclusion:** [[c:Booted March 13, 18:52]]; [[s:no reboot needed]]."},
    {"q": "What's eating RAM? the fan is loud", "ev": ["s1", "e5"],
     "a": "Based on the evidence, [[t:`ollama` is the biggest at about 4.3 GiB]], then [[t:Firefox at 2.4 "
          "GiB]]. [[t:Firefox and its Web Content process use 3.2 GiB together]]; adding [[t:Obsidian's 0.8 "
          "GiB]], the three apps take 4.3 + 2.4 + 0.8 = 7.5 GiB, 7.5 / 15.3 ≈ [[t:49% of RAM]]. The fan is "
          "[[u:probably ollama running a model on the CPU]].\n\n"
          "**Conclusion:** [[t:ollama is the main memory user]]; `ollama stop <model>` will free it."},
    {"q": "is anything listening on the network that shouldn't be?", "ev": ["s1", "e6"],
     "a": "Based on the evidence, [[s:four TCP sockets are listening]]: [[s:sshd on port 22 (all IPv4 and IPv6 "
          "addresses)]], [[s:CUPS on 127.0.0.1:631]] and [[c:Ollama on 0.0.0.0:11434]]; [[s:avahi also has UDP "
          "5353 open]].\n\n"
          "[[c:Only SSH is reachable from other machines]]. [[s:There's an SSH session from 192.168.1.20]] — "
          "[[u:probably your desktop]]. [[c:docker0 is up]].\n\n"
          "**Conclusion:** [[s:SSH is the only TCP service open to the network]]."},
    {"q": "Did the docker update go fine? is tlp ok?", "ev": ["s1", "e2", "e7"],
     "a": "Based on the evidence, [[s:Docker went from 27.5.1 to 28.0.1 on March 13]]."
          " [[u:Version 28 changed the container networking defaults]], and [[c:Firefox was "
          "upgraded three times]] in those two weeks.\n\n"
          "[[s:`tlp.service` is active (exited)]] — normal for TLP — and [[c:it started at 21:05 today]].\n\n"
          "**Conclusion:** [[s:The Docker upgrade went through]]; [[s:TLP is fine]]."},
]

# --------------------------------------------------------------------------------------------------------
# strudel — Alpine Linux container host, UTC
# --------------------------------------------------------------------------------------------------------
STR = Clock("2026-08-03T09:12:00+00:00")
STR_MEM = 67_323_207_680

strudel_steady = steady(
    "s1", STR, age=5400, hostname="strudel", os_name="Alpine Linux", os_version="3.22.1", os_codename=None,
    kernel="6.12.38-0-lts", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
    memory_total_bytes=STR_MEM,
    disks=[{"device": "/dev/sda3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 64_424_509_440},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
            "total_bytes": 1_999_844_147_200},
           {"device": "/dev/sdb1", "mountpoint": "/srv/minio", "fstype": "xfs", "total_bytes": 3_999_688_294_400}],
    network_interfaces=[{"name": "eth0", "mac": "0c:c4:7a:91:3e:10", "addresses": ["203.0.113.47/24"], "is_up": True}],
    dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1", package_manager="apk",
    installed_packages={"docker": "28.3.3-r0", "containerd": "2.1.3-r1", "openrc": "0.62.6-r0",
                        "busybox": "1.37.0-r19", "openssh": "10.0_p1-r7", "docker-cli-compose": "2.39.1-r0"},
    available_services=[],
    users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/ash"},
           {"name": "ci", "uid": 1001, "gid": 1001, "home": "/home/ci", "shell": "/bin/ash"}],
    groups=[{"name": "docker", "gid": 101, "members": ["ops", "ci"]}, {"name": "wheel", "gid": 10, "members": ["ops"]}])
strudel_steady["data"]["unavailable"] = {"available_services": "systemd is not the init system (OpenRC)"}

strudel_evidence = [
    strudel_steady,
    item("e1", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c2d4e5b6", "traefik", "traefik:v3.4", "running", "Up 12 days", "2026-06-02T10:14:00+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("b27e90c1d3a8", "gitea", "gitea/gitea:1.24.3", "running", "Up 12 days", "2026-07-10T08:01:00+00:00",
            ["0.0.0.0:2222->22/tcp", "3000/tcp"]),
        box("c3d81a7f6e02", "gitea-db", "postgres:16.9-alpine", "running", "Up 12 days", "2026-06-02T10:14:05+00:00",
            ["5432/tcp"]),
        box("d4e2f9b01c37", "woodpecker-server", "woodpeckerci/woodpecker-server:v3.8.0", "running", "Up 3 days",
            "2026-07-31T07:55:00+00:00", ["8000/tcp", "9000/tcp"]),
        box("e5f3a0c12d48", "woodpecker-agent-1", "woodpeckerci/woodpecker-agent:v3.8.0", "running", "Up 3 days",
            "2026-07-31T07:55:10+00:00"),
        box("f6a4b1d23e59", "woodpecker-agent-2", "woodpeckerci/woodpecker-agent:v3.8.0", "restarting",
            "Restarting (1) 14 seconds ago", "2026-07-31T07:55:12+00:00"),
        box("0a7b5c2e4f6a", "minio", "minio/minio:RELEASE.2025-07-23T15-54-02Z", "running", "Up 12 days",
            "2026-06-02T10:15:00+00:00", ["0.0.0.0:9000->9000/tcp", "127.0.0.1:9001->9001/tcp"]),
        box("5e1f0c9a2b7d", "uptime-kuma", "louislam/uptime-kuma:1.23.16", "exited", "Exited (137) 2 days ago",
            "2026-06-20T16:30:00+00:00"),
        box("9c8d7e6f5a4b", "registry-cache", "registry:2.8.3", "exited", "Exited (0) 5 weeks ago",
            "2026-05-11T12:00:00+00:00"),
        box("1b2c3d4e5f60", "watchtower", "containrrr/watchtower:1.7.1", "running", "Up 12 days",
            "2026-06-02T10:16:00+00:00"),
    ]}, STR, age=40, args={"all": True}),
    item("e2", "linux_system_info",
         system_info(31.7, [3.42, 2.97, 2.61], 1_105_440, "2026-07-21T14:08:00+00:00", STR_MEM, 41_230_000_000,
                     0, 0), STR, age=22),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda3", "/", "ext4", 64_424_509_440, 21_474_836_480),
        fs("/dev/nvme0n1p1", "/var/lib/docker", "xfs", 1_999_844_147_200, 1_603_000_000_000),
        fs("/dev/sdb1", "/srv/minio", "xfs", 3_999_688_294_400, 1_152_000_000_000),
    ]}, STR, age=30),
    item("e4", "linux_service_status", {}, STR, age=25, args={"name": "docker"}, complete=False,
         error="systemctl is not available: this system does not run systemd (PID 1 is OpenRC's /sbin/init)"),
    item("e5", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-08-01T06:40:11+00:00", None, "warning",
                  "kernel: node invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0"),
        log_entry("2026-08-01T06:40:11+00:00", None, "err",
                  "kernel: Memory cgroup out of memory: Killed process 28841 (node) total-vm:1832040kB, "
                  "anon-rss:511872kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:2140kB oom_score_adj:0"),
        log_entry("2026-08-01T06:40:12+00:00", None, "info",
                  "dockerd: time=\"2026-08-01T06:40:12.104Z\" level=info msg=\"ignoring event\" "
                  "container=5e1f0c9a2b7d module=libcontainerd namespace=moby topic=/tasks/delete "
                  "type=\"*events.TaskDelete\""),
    ]}, STR, age=35, args={"grep": "kill|5e1f0c9a2b7d", "since_minutes": 4320}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "0c:c4:7a:91:3e:10", "addresses": ["203.0.113.47/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:8e:11:0a:77", "addresses": ["172.17.0.1/16"], "is_up": True},
                       {"name": "br-ci", "mac": "02:42:51:c0:2d:19", "addresses": ["172.20.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1980, "sshd"), listener(22, "::", 1980, "sshd"),
                      listener(80, "0.0.0.0", 2210, "docker-proxy"), listener(443, "0.0.0.0", 2231, "docker-proxy"),
                      listener(2222, "0.0.0.0", 2250, "docker-proxy"), listener(9000, "0.0.0.0", 2274, "docker-proxy"),
                      listener(9001, "127.0.0.1", 2281, "docker-proxy")],
        "connections": [connection("203.0.113.47:22", "198.51.100.14:50211", 30551, "sshd"),
                        connection("203.0.113.47:443", "192.0.2.88:61034", 2231, "docker-proxy")],
    }, STR, age=28),
    item("e7", "linux_processes", processes(318, STR_MEM, [
        (30411, "woodpecker-agen", "root", 188.0, 1_288_490_188, "2026-07-31T07:55:14+00:00", "/bin/woodpecker-agent"),
        (2104, "dockerd", "root", 22.5, 402_653_184, "2026-07-21T14:08:31+00:00",
         "/usr/bin/dockerd -p /run/docker.pid"),
        (2598, "minio", "root", 15.1, 1_610_612_736, "2026-07-21T14:08:44+00:00", "minio server /data --console-address :9001"),
        (2080, "containerd", "root", 6.0, 125_829_120, "2026-07-21T14:08:29+00:00", "/usr/bin/containerd"),
        (2655, "gitea", "1000", 3.2, 314_572_800, "2026-07-21T14:08:47+00:00", "/usr/local/bin/gitea web"),
    ]), STR, age=900, args={"sort": "cpu", "limit": 5}, complete=False),
]

strudel_answers = [
    {"q": "How many containers are running on strudel?", "ev": ["s1", "e1"],
     "a": "Based on the evidence, `docker ps -a` shows [[s:10 containers]]: [[s:7 running]], [[s:1 restarting "
          "(woodpecker-agent-2)]] and 2 exited — [[s:uptime-kuma (code 137)]] and [[c:registry-cache (code "
          "1)]]. 7 + 1 + 2 = 10. [[c:All the running ones have been up 12 days]]. [[u:The agent's restart loop "
          "is a configuration problem]].\n\n"
          "**Conclusion:** [[s:7 of 10 running]], [[c:three exited]]."},
    {"q": "how's memory on the docker host? any swap?", "ev": ["s1", "e2"],
     "a": "Based on the evidence, [[s:the host has 62.7 GiB of RAM]] and about 38.4 GiB is available: "
          "62.7 − 38.4 = [[s:24.3 GiB used]]. [[s:There is no swap at all]] — [[u:Alpine doesn't set one up by "
          "default]].\n\n"
          "The load is [[s:3.42]] (1 min) and [[c:2.61]] (5 min); 3.42 / 16 threads ≈ [[c:0.31]].\n\n"
          "**Conclusion:** [[s:no swap]], [[s:CPU about 32%]], plenty of headroom."},
    {"q": "Is /var/lib/docker filling up?", "ev": ["s1", "e3"],
     "a": "Based on the evidence, [[s:/var/lib/docker is its own 2 TB XFS disk]] and [[s:80.2% used]]. Free: "
          "2.0 − 1.603 = 0.397 TB, i.e. about [[c:397 GiB]]. [[s:Root is a third full]] and [[s:/srv/minio "
          "is at 28.8%]], so [[c:root is the least-used filesystem]]. [[u:Old Woodpecker build layers are "
          "probably most of the Docker space]].\n\n"
          "**Conclusion:** [[s:/var/lib/docker is the fullest at ~80%]] with [[c:~397 GiB left]]."},
    {"q": "Is the docker service running and enabled at boot?", "ev": ["s1", "e4", "e1"],
     "a": "Based on the evidence, [[s:the service check failed because the host doesn't run systemd]]. "
          "But [[s:7 containers are running]], so [[s:the Docker daemon is up]]. [[s:traefik has "
          "been up 12 days]] and [[u:the host booted about then too]], so [[u:docker starts at boot]]. "
          "[[s:Docker is 28.3.3]] [[c:with containerd 2.0.5]].\n\n"
          "**Conclusion:** [[s:Docker is running]]; check boot with `rc-update show default`."},
    {"q": "Why did uptime-kuma stop?", "ev": ["e1", "e5"],
     "a": "Based on the evidence, [[s:uptime-kuma exited with code 137]] (128 + 9 = SIGKILL)."
          " The system log shows [[s:a memory-cgroup OOM kill of `node` (PID 28841) at 06:40:11 on August "
          "1]], then [[s:a task delete for container 5e1f0c9a2b7d]], [[s:which is uptime-kuma]]. So [[u:the OOM "
          "killer almost certainly killed it]]; its anon-rss was 511,872 kB ≈ [[s:500 MiB]], [[u:which suggests "
          "a 512 MiB limit]].\n\n"
          "**Conclusion:** [[s:killed with SIGKILL]] [[c:roughly 3 days ago]], [[u:because of its memory "
          "limit]]."},
    {"q": "Which ports are exposed to the outside on strudel?", "ev": ["s1", "e1", "e6"],
     "a": "Based on the evidence, [[s:five TCP ports listen on all interfaces]]: [[s:80 and 443 (traefik)]], "
          "[[s:2222 (Gitea SSH)]], [[c:9000 (Woodpecker)]] and [[s:22 (sshd)]]. [[s:MinIO's console on 9001 is "
          "localhost-only]], and [[c:Gitea's port 3000 is published too]]. [[u:No firewall restricts "
          "them]].\n\n"
          "**Conclusion:** [[s:22, 80, 443, 2222 and 9000 are reachable from outside]]; [[c:so is 9001]]."},
    {"q": "what's hogging the CPU?", "ev": ["s1", "e2", "e7"],
     "a": "Based on the evidence, [[t:`woodpecker-agent` is top at 188%]] — 188 / 1600 ≈ [[t:11.75% of the 16 "
          "threads]] — followed by [[t:dockerd (22.5%)]] and [[t:minio (15.1%)]]; 188 + 22.5 + 15.1 = "
          "[[t:215.6%]]. Overall [[s:CPU is 31.7%]]. [[u:A CI pipeline is "
          "running]].\n\n"
          "**Conclusion:** [[t:the Woodpecker agent is the main CPU user]]."},
]

# --------------------------------------------------------------------------------------------------------
# baklava — Ubuntu 24.04 LTS API server, Tokyo, steady state with stale sources
# --------------------------------------------------------------------------------------------------------
BAK = Clock("2026-02-10T16:05:00+09:00")
BAK_MEM = 134_969_589_760

baklava_steady = steady(
    "s1", BAK, age=824_700, hostname="baklava", os_name="Ubuntu", os_version="24.04", os_codename="noble",
    kernel="6.8.0-90-generic", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32,
    memory_total_bytes=BAK_MEM,
    disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_967_317_434_368},
           {"device": "/dev/md1", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 2_040_109_465}],
    network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:42:18:a0", "addresses": ["10.8.0.21/24"], "is_up": True}],
    dns_servers=["127.0.0.53"], default_gateway="10.8.0.1", package_manager="dpkg",
    installed_packages={"nginx": "1.24.0-2ubuntu7.4", "php8.3-fpm": "8.3.6-0ubuntu0.24.04.5",
                        "redis-server": "5:7.0.15-1ubuntu0.24.04.1", "openssh-server": "1:9.6p1-3ubuntu13.13",
                        "linux-image-generic": "6.8.0-90.91", "unattended-upgrades": "2.9.1+nmu4ubuntu1",
                        "fail2ban": "1.0.2-3ubuntu0.1"},
    available_services=["nginx.service", "php8.3-fpm.service", "redis-server.service", "ssh.service",
                        "fail2ban.service", "unattended-upgrades.service", "cron.service", "snapd.service"],
    users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
           {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/srv/deploy", "shell": "/bin/bash"},
           {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}, {"name": "adm", "gid": 4, "members": ["syslog", "ubuntu"]},
            {"name": "www-data", "gid": 33, "members": ["deploy"]}])
baklava_steady["data"]["stale_sources"] = ["packages", "os"]

baklava_evidence = [
    baklava_steady,
    item("e1", "linux_package_history", {"source": "dpkg", "since": "2026-01-27T16:04:15+09:00", "events": [
        package_event("2026-02-06T06:12:31+09:00", "upgrade", "nginx", "1.24.0-2ubuntu7.4", "1.24.0-2ubuntu7.5"),
        package_event("2026-02-06T06:12:33+09:00", "upgrade", "nginx-common", "1.24.0-2ubuntu7.4", "1.24.0-2ubuntu7.5"),
        package_event("2026-02-06T06:12:40+09:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.13",
                      "1:9.6p1-3ubuntu13.14"),
        package_event("2026-02-06T06:12:40+09:00", "upgrade", "openssh-client", "1:9.6p1-3ubuntu13.13",
                      "1:9.6p1-3ubuntu13.14"),
        package_event("2026-02-06T06:13:02+09:00", "install", "linux-image-6.8.0-94-generic", None, "6.8.0-94.96"),
        package_event("2026-02-06T06:13:05+09:00", "upgrade", "linux-image-generic", "6.8.0-90.91", "6.8.0-94.96"),
        package_event("2026-02-09T06:31:18+09:00", "upgrade", "php8.3-fpm", "8.3.6-0ubuntu0.24.04.5",
                      "8.3.6-0ubuntu0.24.04.6"),
        package_event("2026-02-09T06:31:18+09:00", "upgrade", "php8.3-cli", "8.3.6-0ubuntu0.24.04.5",
                      "8.3.6-0ubuntu0.24.04.6"),
    ]}, BAK, age=45, args={"since_days": 14}),
    item("e2", "linux_file_read", {"path": "/var/lib/update-notifier/updates-available", "offset": 0, "limit": 50,
                                   "total_lines": 9, "lines": [
        "", "Expanded Security Maintenance for Applications is not enabled.", "",
        "14 updates can be applied immediately.", "6 of these updates are standard security updates.",
        "To see these additional updates run: apt list --upgradable", "",
        "5 additional security updates can be applied with ESM Apps.",
        "Learn more about enabling ESM Apps service at https://ubuntu.com/esm"]},
         BAK, age=40, args={"path": "/var/lib/update-notifier/updates-available"}),
    item("e3", "linux_file_read", {"path": "/var/run/reboot-required", "offset": 0, "limit": 50, "total_lines": 1,
                                   "lines": ["*** System restart required ***"]},
         BAK, age=40, args={"path": "/var/run/reboot-required"}),
    item("e4", "linux_system_info",
         system_info(12.3, [2.10, 2.35, 2.41], 3_549_600, "2025-12-31T14:05:00+09:00", BAK_MEM, 71_000_000_000,
                     8_589_930_496, 0), BAK, age=30),
    item("e5", "linux_service_status", {"units": [
        unit("fail2ban.service", "failed", "failed", "enabled", None, None, "Fail2Ban Service"),
        unit("cron.service", "active", "running", "enabled", 1210, "2025-12-31T14:05:31+09:00",
             "Regular background program processing daemon"),
        unit("nginx.service", "active", "running", "enabled", 1388, "2025-12-31T14:05:34+09:00",
             "A high performance web server and a reverse proxy server"),
        unit("php8.3-fpm.service", "active", "running", "enabled", 402117, "2026-02-09T06:31:20+09:00",
             "The PHP 8.3 FastCGI Process Manager"),
        unit("redis-server.service", "active", "running", "enabled", 1290, "2025-12-31T14:05:32+09:00",
             "Advanced key-value store"),
        unit("snapd.service", "active", "running", "enabled", 1150, "2025-12-31T14:05:30+09:00", "Snap Daemon"),
        unit("ssh.service", "active", "running", "enabled", 381920, "2026-02-06T06:12:42+09:00",
             "OpenBSD Secure Shell server"),
        unit("systemd-journald.service", "active", "running", "static", 402, "2025-12-31T14:05:21+09:00",
             "Journal Service"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 1240, "2025-12-31T14:05:31+09:00",
             "Unattended Upgrades Shutdown"),
    ], "total": 9}, BAK, age=3600),
    item("e6", "linux_service_status",
         unit("fail2ban.service", "active", "running", "enabled", 88412, "2026-02-10T15:41:07+09:00", "Fail2Ban Service"),
         BAK, age=20, args={"name": "fail2ban"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 1_967_317_434_368, 1_633_000_000_000),
        fs("/dev/md1", "/boot", "ext4", 2_040_109_465, 322_000_000),
    ]}, BAK, age=540),
]

baklava_answers = [
    {"q": "what nginx version is on baklava?", "ev": ["s1", "e1"],
     "a": "Based on the evidence, the snapshot's package data is out of date, so I'll go by the dpkg log: "
          "[[s:nginx was upgraded from 1.24.0-2ubuntu7.4 to 1.24.0-2ubuntu7.5]] [[s:on February 6 at 06:12]], "
          "[[c:about 2 days ago]]. [[u:nginx was reloaded afterwards]]."
          " For the rest, [[c:php8.3-fpm is 8.3.6-0ubuntu0.24.04.5]] and [[t:redis-server "
          "is 5:7.0.15-1ubuntu0.24.04.1]].\n\n"
          "**Conclusion:** [[s:nginx is 1.24.0-2ubuntu7.5]], upgraded [[c:on February 9]]."},
    {"q": "How many updates are pending on baklava?", "ev": ["e2"],
     "a": "Based on the evidence, update-notifier's file (e2) says:\n\n"
          "| Category | Count |\n|---|---|\n"
          "| Can be applied now | [[s:14]] |\n"
          "| …of which security | [[s:6]] |\n"
          "| ESM Apps only | [[s:5]] |\n\n"
          "So in total 14 + 5 = [[c:20 updates]]. [[u:Most of the "
          "security ones are kernel updates]].\n\n"
          "**Conclusion:** [[s:14 pending]] ([[c:7 security]]) plus [[s:5 that need ESM]]."},
    {"q": "Does baklava need a reboot? What kernel is it running?", "ev": ["s1", "e1", "e3", "e4"],
     "a": "Based on the evidence, yes — [[s:`/var/run/reboot-required` says a restart is required]]. The "
          "running kernel is [[t:6.8.0-90-generic]], and [[s:6.8.0-94 was installed on February "
          "6]]. The uptime is 3,549,600 / 86,400 = [[s:41.08 days]] — [[c:just over 6 weeks]] — so [[s:the "
          "kernel from Feb 6 isn't running yet]]. [[u:The openssh update also needs the reboot]].\n\n"
          "**Conclusion:** [[s:Reboot required]]; [[t:running 6.8.0-90]]."},
    {"q": "uptime, memory and CPU on baklava?", "ev": ["s1", "e4"],
     "a": "Based on the evidence, [[s:baklava has been up 41 days 2 hours]]. Memory: 125.7 − 66.1 = [[s:59.6 "
          "GiB used]]; [[c:about 2% of the 8 GiB swap is used]]. [[s:CPU is at 12.3%]], and the "
          "15-minute load per thread is 2.41 / 32 ≈ [[s:7.5%]]. [[c:Load is trending up]]. It's [[t:Ubuntu "
          "24.04]].\n\n"
          "**Conclusion:** [[s:~47% RAM]] and [[c:light swap use]]."},
    {"q": "Any failed services on baklava?", "ev": ["e5", "e6"],
     "a": "Based on the evidence, the full listing (e5) shows [[c:`fail2ban.service` as failed]], but the "
          "direct check (e6) says [[s:it is active (running)]] [[s:since 15:41:07]] — [[s:about 24 minutes "
          "ago]] — so [[u:someone restarted it]]. [[u:It had crashed on a bad jail config]]. [[t:nginx]], "
          "[[t:php8.3-fpm]] and [[t:redis-server]] are active.\n\n"
          "**Conclusion:** [[t:Nothing is failed right now]]."},
    {"q": "Is the disk on baklava getting full?", "ev": ["s1", "e7"],
     "a": "Based on the evidence, [[t:/ is 83.0% full]]: [[t:1.633 TB used]] of [[s:1.97 TB]], leaving "
          "1.967 − 1.633 = [[t:0.334 TB ≈ 311 GiB]]. [[t:/boot is 15.8% used]] and [[c:shares the RAID device "
          "with /]]. [[u:It'll fill within a month]].\n\n"
          "**Conclusion:** [[t:83% used]], watch it."},
    {"q": "Who has sudo on baklava, and does deploy?", "ev": ["s1"],
     "a": "Based on the evidence, [[s:only `ubuntu` is in the `sudo` group]], so [[s:`deploy` has no sudo "
          "through groups]]. [[s:deploy (UID 1001) is in `www-data`]], and "
          "[[c:its home is /home/deploy]]. [[u:No sudoers.d file grants deploy anything]], and [[c:ubuntu is the only member of `adm`]]. [[c:There are three "
          "regular accounts with UID ≥ 1000]].\n\n"
          "**Conclusion:** [[s:Only ubuntu has sudo]]; [[s:deploy doesn't]]."},
]

# --------------------------------------------------------------------------------------------------------
# eclair — PostgreSQL 16 primary eclair-a and its replica eclair-b, New York
# --------------------------------------------------------------------------------------------------------
ECL = Clock("2026-09-22T03:18:00-04:00")
ECL_MEM = 67_430_993_920

eclair_evidence = [
    steady("s1", ECL, age=7200, hostname="eclair-a", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-38-amd64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=ECL_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 239_511_535_616},
                  {"device": "/dev/nvme0n1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 3_840_755_982_336}],
           network_interfaces=[{"name": "eth0", "mac": "b4:96:91:a2:07:5c", "addresses": ["10.40.2.11/24"],
                                "is_up": True}],
           dns_servers=["10.40.0.2"], default_gateway="10.40.2.1", package_manager="dpkg",
           installed_packages={"postgresql-16": "16.10-1.pgdg120+1", "postgresql-client-16": "16.10-1.pgdg120+1",
                               "postgresql-common": "281.pgdg120+1", "libpq5": "17.6-1.pgdg120+1",
                               "pgbackrest": "2.56.0-1.pgdg120+1", "prometheus-postgres-exporter": "0.11.1-3+b9"},
           available_services=["postgresql@16-main.service", "postgresql.service", "ssh.service",
                               "prometheus-postgres-exporter.service", "cron.service"],
           users=[{"name": "postgres", "uid": 104, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["admin"]}, {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
    item("e1", "linux_service_status",
         unit("postgresql@16-main.service", "active", "running", "enabled", 1187, "2026-09-08T02:14:33-04:00",
              "PostgreSQL Cluster 16-main"), ECL, age=20, args={"name": "postgresql@16-main"}),
    item("e2", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "b4:96:91:a2:07:5c", "addresses": ["10.40.2.11/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 1187, "postgres"), listener(5432, "::", 1187, "postgres"),
                      listener(22, "0.0.0.0", 901, "sshd"), listener(9187, "127.0.0.1", 1320, "postgres_exporter")],
        "connections": [connection("10.40.2.11:5432", "10.40.2.12:41876", 3091, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.20:55102", 40211, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.20:55118", 40212, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.21:38870", 40390, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.35:60144", None, None, status="TIME_WAIT"),
                        connection("10.40.2.11:22", "10.40.1.5:60112", 39877, "sshd")],
    }, ECL, age=25),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
        log_entry("2026-09-22T01:52:10-04:00", "postgresql@16-main.service", "info",
                  "2026-09-22 01:52:10.118 EDT [1192] LOG:  checkpoint starting: time"),
        log_entry("2026-09-22T01:57:41-04:00", "postgresql@16-main.service", "info",
                  "2026-09-22 01:57:41.902 EDT [1192] LOG:  checkpoint complete: wrote 48213 buffers (18.4%); "
                  "0 WAL file(s) added, 0 removed, 31 recycled; write=329.811 s, sync=0.402 s, total=331.784 s"),
        log_entry("2026-09-22T02:41:03-04:00", "postgresql@16-main.service", "info",
                  "2026-09-22 02:41:03.557 EDT [2210] replicator@[unknown] LOG:  terminating walsender process "
                  "due to replication timeout"),
        log_entry("2026-09-22T02:41:12-04:00", "postgresql@16-main.service", "info",
                  "2026-09-22 02:41:12.031 EDT [3091] replicator@[unknown] LOG:  replication connection "
                  "authorized: user=replicator application_name=eclair-b SSL enabled (protocol=TLSv1.3, "
                  "cipher=TLS_AES_256_GCM_SHA384, bits=256)"),
        log_entry("2026-09-22T02:58:30-04:00", "postgresql@16-main.service", "err",
                  "2026-09-22 02:58:30.447 EDT [39610] app@analytics ERROR:  canceling statement due to "
                  "statement timeout"),
        log_entry("2026-09-22T03:02:17-04:00", "postgresql@16-main.service", "err",
                  "2026-09-22 03:02:17.412 EDT [40877] reporting@analytics FATAL:  password authentication failed "
                  "for user \"reporting\"; DETAIL: Connection matched file \"/etc/postgresql/16/main/pg_hba.conf\" "
                  "line 102: \"host all all 10.40.3.0/24 scram-sha-256\""),
        log_entry("2026-09-22T03:02:19-04:00", "postgresql@16-main.service", "err",
                  "2026-09-22 03:02:19.630 EDT [40881] reporting@analytics FATAL:  password authentication failed "
                  "for user \"reporting\"; DETAIL: Connection matched file \"/etc/postgresql/16/main/pg_hba.conf\" "
                  "line 102: \"host all all 10.40.3.0/24 scram-sha-256\""),
        log_entry("2026-09-22T03:02:21-04:00", "postgresql@16-main.service", "err",
                  "2026-09-22 03:02:21.804 EDT [40884] reporting@analytics FATAL:  password authentication failed "
                  "for user \"reporting\"; DETAIL: Connection matched file \"/etc/postgresql/16/main/pg_hba.conf\" "
                  "line 102: \"host all all 10.40.3.0/24 scram-sha-256\""),
    ]}, ECL, age=30, args={"unit": "postgresql@16-main", "since_minutes": 120}),
    item("e4", "linux_system_info",
         system_info(44.8, [6.81, 5.92, 5.10], 1_213_510, "2026-09-08T02:12:50-04:00", ECL_MEM, 9_800_000_000,
                     4_294_963_200, 1_073_741_824), ECL, age=15),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1", "/var/lib/postgresql", "xfs", 3_840_755_982_336, 2_919_000_000_000),
    ]}, ECL, age=18, args={"path": "/var/lib/postgresql"}),
    item("e7", "linux_package_history", {"source": "dpkg", "since": "2026-08-23T03:17:00-04:00", "events": [
        package_event("2026-09-08T02:09:48-04:00", "upgrade", "libpq5", "17.5-1.pgdg120+1", "17.6-1.pgdg120+1"),
        package_event("2026-09-08T02:09:51-04:00", "upgrade", "postgresql-client-16", "16.9-1.pgdg120+1",
                      "16.10-1.pgdg120+1"),
        package_event("2026-09-08T02:09:51-04:00", "upgrade", "postgresql-16", "16.9-1.pgdg120+1", "16.10-1.pgdg120+1"),
        package_event("2026-09-15T10:22:04-04:00", "upgrade", "pgbackrest", "2.55.1-1.pgdg120+1", "2.56.0-1.pgdg120+1"),
    ]}, ECL, age=60, args={"since_days": 30}),
    item("e8", "linux_processes", processes(41, ECL_MEM, [
        (1192, "postgres", "postgres", 0.8, 8_697_308_774, "2026-09-08T02:14:33-04:00", "postgres: 16/main: checkpointer"),
        (40211, "postgres", "postgres", 0.0, 2_469_606_195, "2026-09-22T03:01:40-04:00",
         "postgres: 16/main: app analytics 10.40.3.20(55102) idle"),
        (40390, "postgres", "postgres", 96.4, 1_932_735_283, "2026-09-22T03:05:12-04:00",
         "postgres: 16/main: app analytics 10.40.3.21(38870) SELECT"),
        (1187, "postgres", "postgres", 0.1, 1_181_116_006, "2026-09-08T02:14:33-04:00",
         "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main "
         "-c config_file=/etc/postgresql/16/main/postgresql.conf"),
        (3091, "postgres", "postgres", 1.9, 322_961_408, "2026-09-22T02:41:12-04:00",
         "postgres: 16/main: walsender replicator 10.40.2.12(41876) streaming 3A/5C0F2E10"),
        (1193, "postgres", "postgres", 0.2, 268_435_456, "2026-09-08T02:14:33-04:00",
         "postgres: 16/main: background writer"),
        (1195, "postgres", "postgres", 0.3, 41_943_040, "2026-09-08T02:14:33-04:00", "postgres: 16/main: walwriter"),
        (1196, "postgres", "postgres", 0.0, 12_582_912, "2026-09-08T02:14:33-04:00",
         "postgres: 16/main: autovacuum launcher"),
    ]), ECL, age=35, args={"name": "postgres", "sort": "memory", "limit": 8}, complete=False),
]

ECL_PASTE = user("e6", "From eclair-b I ran:\n"
                       "$ psql -Atc 'select version()'\n"
                       "PostgreSQL 16.9 (Debian 16.9-1.pgdg120+1) on x86_64-pc-linux-gnu, compiled by gcc "
                       "(Debian 12.2.0-14) 12.2.0, 64-bit\n"
                       "$ psql -Atc 'select now() - pg_last_xact_replay_timestamp()'\n"
                       "00:00:04.213871", ECL, age=120)

eclair_answers = [
    {"q": "Is replication between eclair-a and eclair-b healthy?", "ev": ["s1", "e2", "e3", "e8"],
     "extra": [ECL_PASTE],
     "a": "Based on the evidence, [[s:the replica 10.40.2.12 has an established connection to port 5432]] and "
          "[[s:walsender PID 3091 is streaming]] — [[c:from port 41786]]. The log shows [[s:a replication "
          "timeout at 02:41:03]] and [[s:eclair-b reconnecting 9 seconds later]]; 03:18 − 02:41 = [[c:47 "
          "minutes]] since then. [[u:A network blip caused the timeout]]. Your paste from eclair-b shows "
          "[[s:about 4.2 s of replay lag]].\n\n"
          "**Conclusion:** [[s:Replication is streaming]] and looks healthy."},
    {"q": "Are both nodes on the same PostgreSQL version?", "ev": ["s1", "e7"], "extra": [ECL_PASTE],
     "a": "Based on the evidence, [[s:the primary has postgresql-16 16.10-1.pgdg120+1]], [[s:upgraded from 16.9 "
          "on September 8]], and [[s:the replica reports 16.9]]. As versions, 16.10 > 16.9 (10 > 9), so [[s:the "
          "primary is one minor release ahead]]. [[u:Replication is unaffected by the minor version gap]]. On "
          "the primary [[c:pgbackrest is still 2.55.1]].\n\n"
          "**Conclusion:** No — [[s:16.10 on eclair-a]], [[s:16.9 on eclair-b]]; [[c:the replica is two minor "
          "releases behind]]."},
    {"q": "Is eclair-a under memory pressure?", "ev": ["s1", "e4", "e8"],
     "a": "Based on the evidence, 62.8 − 9.1 = [[s:53.7 GiB is used]], and [[s:1 GiB of "
          "4 GiB swap is in use]]. [[s:The checkpointer is the largest postgres process at ~8.1 GiB]] — "
          "[[u:mostly shared_buffers]] — and [[s:the two analytics backends are 2.3 and 1.8 GiB]], so "
          "8.1 + 2.3 + 1.8 = [[c:11.8 GiB]]. [[c:The postmaster uses 2.1 GiB]].\n\n"
          "**Conclusion:** [[s:Memory is tight (~85%)]] and [[s:a quarter of swap is used]]."},
    {"q": "How much room is left on the database disk?", "ev": ["s1", "e5"],
     "a": "Based on the evidence, [[s:the data volume (/dev/nvme0n1, XFS) is 76.0% used]]: 2.919 of 3.841 TB, "
          "leaving [[s:0.922 TB]]. In binary that's 921.76 × 10^9 / 2^30 ≈ [[c:921 GiB]], [[c:about a third "
          "of the disk]]. [[u:It grows about 15 GB a day]].\n\n"
          "**Conclusion:** [[s:~76% used]], [[s:~0.92 TB free]]."},
    {"q": "Were there failed logins on postgres tonight?", "ev": ["e3"],
     "a": "Based on the evidence, [[s:there were 3 failed password logins for `reporting`]] [[s:between "
          "03:02:17 and 03:02:21]], [[c:against the `reporting` database]]; the first was [[c:about 6 minutes "
          "ago]]. [[s:They matched the pg_hba line for 10.40.3.0/24]]; [[u:the client was 10.40.3.35]]. [[u:A "
          "reporting job probably has an expired password]]."
          "\n\n"
          "**Conclusion:** [[s:Yes — 3 failed logins]]."},
    {"q": "When was eclair-a last restarted, and is postgres running the upgraded binaries?",
     "ev": ["s1", "e1", "e4", "e7"],
     "a": "Based on the evidence, [[s:eclair-a booted on September 8 at 02:12:50]]."
          " [[s:postgresql@16-main has been active since 02:14:33]], [[c:about 3 minutes after "
          "boot]]. [[s:The 16.9 → 16.10 upgrade ran at 02:09:51]], [[s:before the boot]], so [[s:the server "
          "runs 16.10]]. [[u:The reboot was for a kernel update]].\n\n"
          "**Conclusion:** [[s:Restarted September 8]] ([[c:about 15 days ago]]); [[s:postgres is on the "
          "upgraded binaries]]."},
    {"q": "Who's connected to the primary right now?", "ev": ["e2", "e8"],
     "a": "Based on the evidence, [[s:4 established connections reach port 5432]]:\n\n"
          "| Client | What |\n|---|---|\n"
          "| 10.40.2.12 | [[s:replication (walsender)]] |\n"
          "| 10.40.3.20 ×2 | [[s:app sessions, one idle]] |\n"
          "| 10.40.3.21 | [[s:app, running a SELECT]] |\n\n"
          "[[c:10.40.3.21 has two connections]]. Also, "
          "[[c:postgres_exporter listens on 0.0.0.0:9187]]. [[u:10.40.3.20 is Grafana]]. [[c:The walsender runs as the `replicator` OS user]].\n\n"
          "**Conclusion:** [[s:one replica and three app sessions]]."},
]

MACHINES = [
    {"name": "croissant", "clock": CRO, "evidence": croissant_evidence, "answers": croissant_answers},
    {"name": "brioche", "clock": BRI, "evidence": brioche_evidence, "answers": brioche_answers},
    {"name": "strudel", "clock": STR, "evidence": strudel_evidence, "answers": strudel_answers},
    {"name": "baklava", "clock": BAK, "evidence": baklava_evidence, "answers": baklava_answers},
    {"name": "eclair", "clock": ECL, "evidence": eclair_evidence, "answers": eclair_answers},
]
