"""45th generation (written blind: without reading the wrapper, its tests, the other scenario files or the corpora).

Answers are written the way qwen2.5 and llama3.1 8B answer in practice: Markdown tables and key: value lines,
an "In short, ..." summary at the end, totals counted over a list the answer has just written (sometimes over
its own wrong numbers), durations worked out from log timestamps ("down for about 40 minutes"), comparisons
between two facts ("twice as much as", "about 13 times the upload") and claims about things missing from a
complete listing. Machines are named after ocean fish.

marlin — a Fedora 41 desktop (America/New_York, -05:00). A steady-state snapshot (Ryzen 7 7700X, 31.2 GiB of
MemTotal, running kernel 6.12.11 while kernel-core 6.12.13 is installed, users dana and tomas, wheel = dana,
libvirt = dana + tomas), fresh system info (load rising 1.52 → 2.31, 61.5% of memory used, up 4 days 3 hours
since Sunday 11:20), processes sorted by memory (qemu run by the `qemu` user first at ~4.0 GiB, firefox 3.4 GiB,
code 1.51 GiB), every service (fwupd failed, sshd and podman inactive), the fwupd journal (failed at 09:14),
a week of dnf history (6 events: 4 upgrades, 1 install, 1 removal of gnome-tour), disk usage, and a stale
(20-minute-old) CPU listing topped by packagekitd.

grouper — an openSUSE Leap 15.6 home server and Docker host (Europe/Berlin, +01:00). Steady state whose
`packages` source is in stale_sources (so installed versions are stale), every container (4 of 6 running;
uptime-kuma exited with 1, restic-backup exited with 0), a complete listener table (9 sockets; CUPS on
127.0.0.1 only; no 443 or 3001) with four connections, three filesystems (/srv/media the fullest at 85.3%),
the whole docker-compose.yml (31 lines, no pihole in it; uptime-kuma has restart "no"), and a 7-minute-old
(stale) system info reading.

wahoo — a Debian 12 API and PostgreSQL server (Asia/Tokyo, +09:00). The postgresql@15-main journal (PANIC
from the WAL writer on a full disk at 08:12:04, back at 08:52:41: down about 40 minutes) and the ledger-api
journal (failed 08:12:41, back 08:53:05), every service (pg-backup inactive), the listener table (PostgreSQL
on 127.0.0.1 and 10.20.0.5, pgbouncer and node-exporter on 0.0.0.0) and connections, processes by CPU,
disk usage (/var/lib/postgresql 84.6% used) and system info.

barracuda — a Rocky Linux 9.5 k3s server node (America/Sao_Paulo, -03:00). Nodes (bonito-2 NotReady since
18:21:48Z = 15:21:48 local and still on v1.30.8+k3s1), the `shop` namespace's pods (an api pod in
CrashLoopBackOff with 14 restarts and a last exit of Error/1, a web pod Pending as unschedulable) and
deployments, the k3s journal of the eviction, fresh system info, and a 10-minute-old (stale) kube-system
pod listing.

halibut — an Arch Linux laptop (Australia/Sydney, +11:00). Pacman history of three days (the 21:03 upgrade
of linux to 6.13.2, which is running after a 22:35 boot; xclip removed the day before), the NetworkManager
journal with two Wi-Fi drops of 4 and 5 seconds, network traffic, disk usage, system info, and a stale
(6-minute-old) CPU listing, and two network-traffic samples 12 seconds apart that disagree on the Wi-Fi
rate (2.4 MB/s and 0.31 MB/s down).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# marlin — Fedora 41 desktop
# ---------------------------------------------------------------------------------------------------------
_mc = Clock("2026-02-12T14:20:00-05:00")
_M_MEM = 33_501_286_400

_marlin_ev = [
    steady("s1", _mc, age=1800, hostname="marlin", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.12.11-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=_M_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 998_982_549_504},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_006_632_960}],
           network_interfaces=[
               {"name": "enp14s0", "mac": "d8:bb:c1:4e:09:7a", "addresses": ["192.168.50.12/24"], "is_up": True},
               {"name": "virbr0", "mac": "52:54:00:8a:11:3c", "addresses": ["192.168.122.1/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.50.1", package_manager="rpm",
           installed_packages={"kernel-core": "6.12.13-200.fc41", "firefox": "134.0.2-1.fc41",
                               "mesa-dri-drivers": "24.3.4-1.fc41", "libvirt-daemon": "10.6.0-5.fc41",
                               "podman": "5.3.2-1.fc41", "podman-compose": "1.3.0-1.fc41",
                               "gnome-shell": "47.3-1.fc41", "fwupd": "2.0.5-1.fc41"},
           available_services=["libvirtd.service", "firewalld.service", "sshd.service", "cups.service",
                               "bluetooth.service", "fwupd.service", "NetworkManager.service", "podman.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "qemu", "uid": 107, "gid": 107, "home": "/", "shell": "/sbin/nologin"},
                  {"name": "dana", "uid": 1000, "gid": 1000, "home": "/home/dana", "shell": "/bin/bash"},
                  {"name": "tomas", "uid": 1001, "gid": 1001, "home": "/home/tomas", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["dana"]},
                   {"name": "libvirt", "gid": 973, "members": ["dana", "tomas"]},
                   {"name": "dialout", "gid": 18, "members": ["tomas"]}],
           admin_users=["dana"]),
    item("e1", "linux_system_info",
         system_info(18.4, [2.31, 1.87, 1.52], 356_360, "2026-02-08T11:20:00-05:00", _M_MEM, 12_884_901_888,
                     8 * GiB, 1_181_116_416), _mc, age=40),
    item("e2", "linux_processes", processes(412, _M_MEM, [
        (3977, "qemu-system-x86", "qemu", 9.7, 4_316_000_000, "2026-02-12T08:02:11-05:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11,debug-threads=on -m 4096 -smp 4"),
        (4821, "firefox", "dana", 6.2, 3_651_000_000, "2026-02-12T08:15:40-05:00", "/usr/lib64/firefox/firefox"),
        (6120, "code", "dana", 2.0, 1_621_000_000, "2026-02-12T10:31:02-05:00", "/usr/share/code/code --type=renderer"),
        (5310, "Isolated Web Co", "dana", 3.1, 1_288_000_000, "2026-02-12T08:16:05-05:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (2204, "gnome-shell", "dana", 4.8, 778_000_000, "2026-02-08T11:21:30-05:00", "/usr/bin/gnome-shell"),
        (2871, "tracker-miner-f", "dana", 0.4, 406_800_000, "2026-02-08T11:21:44-05:00",
         "/usr/libexec/tracker-miner-fs-3"),
    ]), _mc, age=35, args={"sort": "memory", "limit": 6}, complete=False),
    item("e3", "linux_service_status", {"units": [
        unit("libvirtd.service", "active", "running", pid=1688, since="2026-02-08T11:20:41-05:00",
             desc="libvirt legacy monolithic daemon"),
        unit("firewalld.service", "active", "running", pid=912, since="2026-02-08T11:20:19-05:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
        unit("cups.service", "active", "running", pid=1204, since="2026-02-08T11:20:30-05:00",
             desc="CUPS Scheduler"),
        unit("bluetooth.service", "active", "running", pid=925, since="2026-02-08T11:20:20-05:00",
             desc="Bluetooth service"),
        unit("fwupd.service", "failed", "failed", ufs="static", desc="Firmware update daemon"),
        unit("NetworkManager.service", "active", "running", pid=930, since="2026-02-08T11:20:20-05:00",
             desc="Network Manager"),
        unit("podman.service", "inactive", "dead", ufs="disabled", desc="Podman API Service"),
    ]}, _mc, age=50),
    item("l1", "linux_recent_logs", {"source": "journal", "unit": "fwupd.service", "entries": [
        log_entry("2026-02-12T09:14:01-05:00", "fwupd.service", "info",
                  "Starting fwupd.service - Firmware update daemon..."),
        log_entry("2026-02-12T09:14:02-05:00", "fwupd.service", "err",
                  "Failed to load daemon: failed to load engine: UEFI capsule: failed to read ESP: "
                  "No such file or directory"),
        log_entry("2026-02-12T09:14:02-05:00", "fwupd.service", "notice",
                  "fwupd.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-12T09:14:02-05:00", "fwupd.service", "warning",
                  "fwupd.service: Failed with result 'exit-code'."),
        log_entry("2026-02-12T09:14:02-05:00", "fwupd.service", "err",
                  "Failed to start fwupd.service - Firmware update daemon."),
    ]}, _mc, age=70, args={"unit": "fwupd.service", "since_minutes": 720}),
    item("p1", "linux_package_history", {"events": [
        package_event("2026-02-09T09:41:05-05:00", "install", "podman-compose", None, "1.3.0-1.fc41"),
        package_event("2026-02-09T09:41:05-05:00", "remove", "gnome-tour", "47.0-1.fc41", None),
        package_event("2026-02-11T19:02:14-05:00", "upgrade", "kernel-core", "6.12.11-200.fc41", "6.12.13-200.fc41"),
        package_event("2026-02-11T19:02:14-05:00", "upgrade", "kernel-modules", "6.12.11-200.fc41",
                      "6.12.13-200.fc41"),
        package_event("2026-02-11T19:02:20-05:00", "upgrade", "firefox", "134.0.1-1.fc41", "134.0.2-1.fc41"),
        package_event("2026-02-11T19:02:31-05:00", "upgrade", "mesa-dri-drivers", "24.3.3-1.fc41", "24.3.4-1.fc41"),
    ]}, _mc, age=60, args={"since_days": 7}),
    item("d1", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 998_982_549_504, 612_345_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 998_982_549_504, 612_345_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_006_632_960, 402_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627_875_840, 19_906_560),
    ]}, _mc, age=45),
    item("e5", "linux_processes", processes(409, _M_MEM, [
        (7730, "packagekitd", "root", 88.1, 612_000_000, "2026-02-12T13:52:10-05:00", "/usr/libexec/packagekitd"),
        (4821, "firefox", "dana", 21.4, 3_602_000_000, "2026-02-12T08:15:40-05:00", "/usr/lib64/firefox/firefox"),
        (3977, "qemu-system-x86", "qemu", 15.2, 4_310_000_000, "2026-02-12T08:02:11-05:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11,debug-threads=on -m 4096 -smp 4"),
        (2204, "gnome-shell", "dana", 6.0, 776_000_000, "2026-02-08T11:21:30-05:00", "/usr/bin/gnome-shell"),
        (2871, "tracker-miner-f", "dana", 4.1, 405_000_000, "2026-02-08T11:21:44-05:00",
         "/usr/libexec/tracker-miner-fs-3"),
    ]), _mc, age=1200, args={"sort": "cpu", "limit": 5}, complete=False),
]

_marlin_answers = [
    {"q": "My desktop feels sluggish. What's eating my RAM?", "ev": ["s1", "e1", "e2"],
     "a": "Here's what's using the most memory on **marlin** right now:\n\n"
          "| # | Process | PID | RSS |\n|---|---|---|---|\n"
          "| 1 | `qemu-system-x86` (VM, [[c:started by dana]]) | 3977 | [[s:4.0 GiB]] |\n"
          "| 2 | `firefox` | 4821 | [[s:3.4 GiB]] |\n"
          "| 3 | `code` | 6120 | [[c:1.9 GiB]] |\n\n"
          "[[c:Together these three account for about 9.3 GiB]], [[s:out of 31.2 GiB total]]. Overall "
          "[[s:61.5% of your memory is in use]], and [[s:Firefox alone uses more than twice as much memory as "
          "VS Code]].\n\n"
          "In short, [[u:the Windows VM is what makes the desktop feel slow]] — shutting it down in "
          "virt-manager when you don't need it should help."},
    {"q": "I ran dnf upgrade last night. Do I need to reboot?", "ev": ["s1", "p1", "e1"],
     "a": "**Yes, a reboot is recommended.**\n\n"
          "- [[s:`kernel-core` went from 6.12.11-200.fc41 to 6.12.13-200.fc41]] [[s:yesterday at 19:02]]\n"
          "- [[s:You're still running 6.12.11]], so the new kernel isn't active yet\n"
          "- [[s:The machine has been up for about 4 days]] ([[c:since Monday morning]])\n\n"
          "The same transaction also bumped mesa-dri-drivers ([[c:24.3.3 → 24.3.5]]). [[c:That's 5 package "
          "changes in the last week]], and [[c:nothing was removed]]. [[u:The Firefox update fixes a WebGL "
          "crash]], so restart the browser too.\n\n"
          "In short: reboot when convenient (`sudo systemctl reboot`)."},
    {"q": "Is any service failing on marlin?", "ev": ["e3", "l1"],
     "a": "| Service | State |\n|---|---|\n"
          "| libvirtd, firewalld, NetworkManager, bluetooth, cups | ✅ [[s:running]] |\n"
          "| sshd | ✅ [[c:running]] |\n"
          "| fwupd | ❌ [[s:failed]] |\n\n"
          "[[s:Only one unit has failed: `fwupd.service`]]. [[s:It failed at 09:14 this morning]] ([[s:about 5 "
          "hours ago]]) — [[c:that's the third failure today]] — and [[s:the log says it could not read the "
          "ESP]]. [[u:This usually happens after a BIOS update resets the EFI variables]].\n\n"
          "In short, [[c:all the other 7 services are up and running]]. Try `sudo systemctl restart fwupd`."},
    {"q": "How much disk space do I have left?", "ev": ["d1", "s1"],
     "a": "**Root filesystem (`/`, btrfs)**\n"
          "- Used: [[s:570 GiB (61%)]]\n"
          "- Free: [[s:~360 GiB]] ([[s:about 387 GB]])\n\n"
          "**/boot**: [[s:402 MB used of 1 GiB]] ([[c:about 60%]])\n\n"
          "[[s:`/home` is on the same btrfs volume as `/`]]; [[u:compression is saving you a good chunk of "
          "space there]].\n\n"
          "In short, [[c:you've used well under half of the disk]]."},
    {"q": "Who has admin rights on this machine, and is tomas in libvirt?", "ev": ["s1"],
     "a": "**Admins**: [[s:only `dana`]] ([[s:member of `wheel`]]).\n\n"
          "**tomas**: [[s:yes, he's in `libvirt`]] ([[s:together with dana]]), [[s:but not in `wheel`]]. "
          "[[c:His login shell is `/bin/zsh`]].\n\n"
          "[[c:There are three human accounts on marlin]], and [[c:the `libvirt` group has 3 members]].\n\n"
          "If he needs admin rights: `sudo usermod -aG wheel tomas`."},
    {"q": "What's hogging the CPU?", "ev": ["s1", "e5"],
     "a": "The top CPU users are:\n\n"
          "1. `packagekitd` ([[t:root]]) — [[t:88%]]\n"
          "2. `firefox` — [[t:21%]]\n"
          "3. `qemu-system-x86` — [[t:15%]]\n\n"
          "[[t:PackageKit is using about four times as much CPU as Firefox]]. [[u:It's probably refreshing the "
          "dnf metadata in the background]]. [[s:Your Ryzen 7 7700X has 16 threads]], so it's not a crisis.\n\n"
          "In short, [[t:packagekitd is the top CPU user]]; if it keeps going, run `pkcon quit`."},
    {"q": "Quick overview of marlin?", "ev": ["s1", "e1"],
     "a": "OS: [[s:Fedora Linux 41]] ([[u:Workstation Edition]])\n"
          "Kernel: [[s:6.12.11-200.fc41.x86_64]]\n"
          "CPU: [[s:AMD Ryzen 7 7700X, 8 cores / 16 threads]]\n"
          "RAM: [[s:32 GB]] ([[c:~19 GiB available]])\n"
          "Load: [[s:2.31 / 1.87 / 1.52]] — [[c:falling over the last 15 minutes]]\n"
          "Uptime: [[c:3 days, 4 hours]]\n\n"
          "In short, [[u:nothing on marlin needs your attention right now]]."},
]

# ---------------------------------------------------------------------------------------------------------
# grouper — openSUSE Leap 15.6 home server / Docker host
# ---------------------------------------------------------------------------------------------------------
_gc = Clock("2026-02-12T21:45:00+01:00")
_G_MEM = 16_642_998_272

_COMPOSE = [
    "services:", "  jellyfin:", "    image: jellyfin/jellyfin:10.10.3", "    restart: unless-stopped",
    "    ports:", "      - \"8096:8096\"", "    volumes:", "      - /srv/media:/media:ro",
    "      - ./jellyfin/config:/config", "  nextcloud:", "    image: nextcloud:29-apache",
    "    restart: unless-stopped", "    ports:", "      - \"8080:80\"", "    depends_on:", "      - nextcloud-db",
    "  nextcloud-db:", "    image: mariadb:10.11", "    restart: unless-stopped", "    environment:",
    "      - MARIADB_PASSWORD=[REDACTED]", "  uptime-kuma:", "    image: louislam/uptime-kuma:1",
    "    restart: \"no\"", "    ports:", "      - \"3001:3001\"", "  restic-backup:", "    image: alpine:3.20",
    "    command: /scripts/backup.sh", "    volumes:", "      - /srv/backup:/backup",
]

_grouper_ev = [
    steady("s1", _gc, age=2400, hostname="grouper", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
           kernel="6.4.0-150600.23.33-default", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=_G_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 68_719_476_736},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/media", "fstype": "xfs", "total_bytes": 4_000_650_883_072},
                  {"device": "/dev/sdc1", "mountpoint": "/srv/backup", "fstype": "ext4",
                   "total_bytes": 2_000_263_643_136}],
           network_interfaces=[
               {"name": "eth0", "mac": "00:23:24:b1:7e:02", "addresses": ["192.168.178.20/24"], "is_up": True},
               {"name": "docker0", "mac": "02:42:5c:19:aa:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="rpm",
           installed_packages={"docker": "26.1.5_ce-150000.212.1",
                               "samba": "4.19.8+git.383.90f2a8d4e95-150600.3.9.1",
                               "cups": "2.2.7-150000.3.62.1", "openssh-server": "9.6p1-150600.6.15.1"},
           available_services=["docker.service", "smb.service", "nmb.service", "sshd.service", "cups.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "nils", "uid": 1000, "gid": 100, "home": "/home/nils", "shell": "/bin/bash"},
                  {"name": "svc-backup", "uid": 1001, "gid": 100, "home": "/var/lib/svc-backup",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "docker", "gid": 478, "members": ["nils"]},
                   {"name": "samba-media", "gid": 1002, "members": ["nils", "svc-backup"]},
                   {"name": "wheel", "gid": 10, "members": []}],
           stale_sources=["packages"]),
    item("c1", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9e2b7d4", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 3 days",
            "2026-01-28T16:02:11+01:00", ["0.0.0.0:8096->8096/tcp"]),
        box("7c2d9e0f1a35", "nextcloud", "nextcloud:29-apache", "running", "Up 3 days",
            "2026-01-05T11:40:52+01:00", ["0.0.0.0:8080->80/tcp"]),
        box("5b8e4a2c9d10", "nextcloud-db", "mariadb:10.11", "running", "Up 3 days", "2026-01-05T11:40:49+01:00"),
        box("0e9d7f3b6c21", "pihole", "pihole/pihole:2024.07.0", "running", "Up 26 hours (healthy)",
            "2025-11-14T20:15:03+01:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
        box("9f4a1b7e3d88", "uptime-kuma", "louislam/uptime-kuma:1", "exited", "Exited (1) 2 hours ago",
            "2026-01-05T11:41:10+01:00"),
        box("3d6c8e2f0b57", "restic-backup", "alpine:3.20", "exited", "Exited (0) 19 hours ago",
            "2026-01-20T09:12:44+01:00"),
    ]}, _gc, age=30, args={"all": True}),
    item("n1", "linux_network_info", {
        "interfaces": [
            {"name": "eth0", "mac": "00:23:24:b1:7e:02", "addresses": ["192.168.178.20/24"], "is_up": True},
            {"name": "docker0", "mac": "02:42:5c:19:aa:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"), listener(8096, "0.0.0.0", 2311, "docker-proxy"),
            listener(8080, "0.0.0.0", 2330, "docker-proxy"), listener(8081, "0.0.0.0", 2402, "docker-proxy"),
            listener(53, "0.0.0.0", 2415, "docker-proxy"), listener(53, "0.0.0.0", 2428, "docker-proxy", proto="udp"),
            listener(445, "0.0.0.0", 1187, "smbd"), listener(139, "0.0.0.0", 1187, "smbd"),
            listener(631, "127.0.0.1", 1102, "cupsd")],
        "connections": [
            connection("192.168.178.20:8096", "192.168.178.35:51122", 2311, "docker-proxy"),
            connection("192.168.178.20:22", "192.168.178.35:60210", 30411, "sshd"),
            connection("192.168.178.20:445", "192.168.178.41:49812", 30877, "smbd"),
            connection("192.168.178.20:8080", "192.168.178.41:50233", 2330, "docker-proxy")],
    }, _gc, age=40),
    item("d1", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "btrfs", 68_719_476_736, 41_230_000_000),
        fs("/dev/sdb1", "/srv/media", "xfs", 4_000_650_883_072, 3_412_000_000_000),
        fs("/dev/sdc1", "/srv/backup", "ext4", 2_000_263_643_136, 1_210_000_000_000),
    ]}, _gc, age=50),
    item("f1", "linux_file_read", {"path": "/srv/compose/docker-compose.yml", "offset": 0, "limit": 200,
                                   "total_lines": len(_COMPOSE), "lines": _COMPOSE},
         _gc, age=60, args={"path": "/srv/compose/docker-compose.yml"}),
    item("e1", "linux_system_info",
         system_info(7.1, [0.42, 0.55, 0.61], 275_280, "2026-02-09T17:10:00+01:00", _G_MEM, 10_300_000_000,
                     2 * GiB, 0), _gc, age=420),
]

_grouper_answers = [
    {"q": "Which of my containers are up?", "ev": ["c1"],
     "a": "| Container | Status |\n|---|---|\n"
          "| jellyfin, nextcloud, nextcloud-db | ✅ [[s:Up 3 days]] |\n"
          "| pihole | ✅ [[s:Up 26 hours (healthy)]] |\n"
          "| uptime-kuma | ❌ [[s:Exited (1) 2 hours ago]] |\n"
          "| restic-backup | ❌ [[s:Exited (0) 19 hours ago]] |\n\n"
          "[[s:4 of your 6 containers are running]]; [[c:the database is on MariaDB 11.4]]. uptime-kuma "
          "stopped with an error — [[u:most likely it ran out of memory]]. [[c:restic-backup also crashed]], "
          "[[s:around 2:45 this morning]].\n\n"
          "In short, [[c:everything except restic-backup is fine]]. `docker start uptime-kuma` brings it back."},
    {"q": "What's reachable from the LAN on grouper?", "ev": ["n1", "c1"],
     "a": "Listening on all interfaces:\n\n"
          "- `22/tcp` — [[s:sshd]]\n"
          "- `53` (tcp+udp) and `8081` — [[s:pihole (DNS and web UI)]]\n"
          "- `8080/tcp` — [[c:Jellyfin]]\n"
          "- `631` — [[s:CUPS, but only on localhost]]\n\n"
          "[[s:Nothing is listening on 443]], and [[c:Uptime Kuma's dashboard on 3001 is reachable too]]. "
          "Right now there are [[s:two connections from 192.168.178.35]] and [[c:one from 192.168.178.41]].\n\n"
          "In short, [[s:eight sockets are open to the LAN]]."},
    {"q": "How full are my disks?", "ev": ["d1"],
     "a": "| Mount | Use% |\n|---|---|\n"
          "| / | [[s:60%]] |\n"
          "| /srv/media | [[s:85%]] |\n"
          "| /srv/backup | [[c:70%]] |\n\n"
          "[[s:The media disk is the fullest]], with [[s:about 589 GB]] ([[s:~548 GiB]]) left. "
          "[[c:The backup disk has about twice as much free space as the media disk]]. All together "
          "[[s:you're storing about 4.7 TB]] [[c:on 6.5 TB of capacity]].\n\n"
          "In short, [[u:/srv/media will fill up within a couple of months]] at this rate."},
    {"q": "How's the load and memory on grouper?", "ev": ["e1", "s1"],
     "a": "- Load average: [[t:0.42 / 0.55 / 0.61]]\n"
          "- Memory: [[t:about 5.9 GiB used of 15.5 GiB]] ([[t:38%]])\n"
          "- Uptime: [[t:3 days, 4 hours]]\n"
          "- CPU: [[s:i5-8500T, 6 cores]] ([[s:no hyper-threading]])\n"
          "- OS: [[c:openSUSE Leap 15.5]]\n\n"
          "[[t:A load of ~0.5 is less than a tenth of the 6 cores]]. [[u:The Nextcloud cron job is the only "
          "regular load]].\n\n"
          "In short, [[t:grouper is mostly idle]]."},
    {"q": "Will uptime-kuma come back by itself? Check my compose file.", "ev": ["f1", "c1"],
     "a": "No. [[s:In `/srv/compose/docker-compose.yml`, uptime-kuma has `restart: \"no\"`]], and "
          "[[s:it hasn't come back on its own]].\n\n"
          "- [[s:jellyfin, nextcloud and nextcloud-db use `restart: unless-stopped`]]\n"
          "- [[s:restic-backup has no restart policy at all]]\n"
          "- [[c:pihole is defined in the same file too]]\n\n"
          "[[c:The file is 45 lines long]] and [[c:defines 6 services]].\n\n"
          "In short, change it to `restart: unless-stopped` and run `docker compose up -d uptime-kuma`."},
    {"q": "Who can run docker commands on grouper?", "ev": ["s1"],
     "a": "[[s:Only `nils` is in the `docker` group]], so apart from root he's the one who can talk to the "
          "Docker socket.\n\n"
          "- `nils`: [[c:UID 1001]], [[s:shell /bin/bash]]\n"
          "- `svc-backup`: [[s:in `samba-media`]] [[s:along with nils]]; [[c:its shell is `/bin/sh`]]\n\n"
          "[[c:There are 4 user accounts in total]], and [[s:nobody is in `wheel`]]."},
    {"q": "What versions of Docker and Samba are installed?", "ev": ["s1"],
     "a": "- Docker: [[t:26.1.5_ce]]\n"
          "- Samba: [[t:4.19.8]]\n"
          "- CUPS: [[t:2.4.7]]\n"
          "- OS: [[s:openSUSE Leap 15.6]], kernel [[c:6.4.0-150600.21-default]]\n\n"
          "[[u:These are the latest versions in the Leap 15.6 update repository]].\n\n"
          "In short, [[t:Docker 26.1 and Samba 4.19]]. `zypper lu` will show whether anything newer is waiting."},
]

# ---------------------------------------------------------------------------------------------------------
# wahoo — Debian 12 API + PostgreSQL server
# ---------------------------------------------------------------------------------------------------------
_wc = Clock("2026-02-13T10:30:00+09:00")
_W_MEM = 67_431_000_000
_PG = "postgresql@15-main.service"
_API = "ledger-api.service"

_wahoo_ev = [
    steady("s1", _wc, age=3000, hostname="wahoo", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-30-amd64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=_W_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249_000_000_000},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 960_197_124_096}],
           network_interfaces=[
               {"name": "eno1", "mac": "3c:ec:ef:41:07:1a", "addresses": ["10.20.0.5/24"], "is_up": True},
               {"name": "eno2", "mac": "3c:ec:ef:41:07:1b", "addresses": ["203.0.113.45/28"], "is_up": True}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.33", package_manager="dpkg",
           installed_packages={"postgresql-15": "15.10-0+deb12u1", "nginx": "1.22.1-9+deb12u1",
                               "pgbouncer": "1.18.0-1", "python3": "3.11.2-1+b1",
                               "openssh-server": "1:9.2p1-2+deb12u4", "prometheus-node-exporter": "1.5.0-1+b6"},
           available_services=[_PG, _API, "nginx.service", "pgbouncer.service",
                               "prometheus-node-exporter.service", "ssh.service", "pg-backup.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 105, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/srv/ledger", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]}],
           admin_users=["kenji"]),
    item("e3", "linux_service_status", {"units": [
        unit(_PG, "active", "running", pid=48211, since="2026-02-13T08:52:41+09:00",
             desc="PostgreSQL Cluster 15-main"),
        unit(_API, "active", "running", pid=48260, since="2026-02-13T08:53:05+09:00", desc="Ledger API (gunicorn)"),
        unit("nginx.service", "active", "running", pid=801, since="2026-02-03T04:11:09+09:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("pgbouncer.service", "active", "running", pid=1301, since="2026-02-03T04:11:12+09:00",
             desc="connection pooler for PostgreSQL"),
        unit("prometheus-node-exporter.service", "active", "running", pid=790, since="2026-02-03T04:11:05+09:00",
             desc="Prometheus exporter for machine metrics"),
        unit("ssh.service", "active", "running", pid=755, since="2026-02-03T04:11:04+09:00",
             desc="OpenBSD Secure Shell server"),
        unit("pg-backup.service", "inactive", "dead", ufs="static", desc="Nightly pg_dump of the ledger database"),
    ]}, _wc, age=30),
    item("l1", "linux_recent_logs", {"source": "journal", "unit": _PG, "entries": [
        log_entry("2026-02-13T08:12:04+09:00", _PG, "crit",
                  "2026-02-13 08:12:04.311 JST [1422] PANIC:  could not write to file \"pg_wal/xlogtemp.1422\": "
                  "No space left on device"),
        log_entry("2026-02-13T08:12:04+09:00", _PG, "err",
                  "2026-02-13 08:12:04.517 JST [1398] LOG:  WAL writer process (PID 1422) was terminated by "
                  "signal 6: Aborted"),
        log_entry("2026-02-13T08:12:05+09:00", _PG, "err",
                  "2026-02-13 08:12:05.102 JST [1398] LOG:  database system is shut down"),
        log_entry("2026-02-13T08:12:05+09:00", _PG, "warning",
                  "postgresql@15-main.service: Failed with result 'exit-code'."),
        log_entry("2026-02-13T08:52:40+09:00", _PG, "info", "Starting postgresql@15-main.service - PostgreSQL "
                  "Cluster 15-main..."),
        log_entry("2026-02-13T08:52:41+09:00", _PG, "info",
                  "2026-02-13 08:52:41.880 JST [48211] LOG:  database system was interrupted; last known up at "
                  "2026-02-13 08:07:31 JST"),
        log_entry("2026-02-13T08:52:41+09:00", _PG, "info",
                  "2026-02-13 08:52:41.990 JST [48211] LOG:  database system is ready to accept connections"),
        log_entry("2026-02-13T08:52:41+09:00", _PG, "info",
                  "Started postgresql@15-main.service - PostgreSQL Cluster 15-main."),
    ]}, _wc, age=60, args={"unit": _PG, "since_minutes": 180}),
    item("l2", "linux_recent_logs", {"source": "journal", "unit": _API, "entries": [
        log_entry("2026-02-13T08:12:09+09:00", _API, "err",
                  "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "
                  "\"127.0.0.1\", port 6432 failed: server closed the connection unexpectedly"),
        log_entry("2026-02-13T08:12:40+09:00", _API, "err", "[ERROR] Worker (pid:1533) exited with code 3"),
        log_entry("2026-02-13T08:12:41+09:00", _API, "notice",
                  "ledger-api.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-13T08:12:41+09:00", _API, "warning", "ledger-api.service: Failed with result 'exit-code'."),
        log_entry("2026-02-13T08:53:05+09:00", _API, "info", "Started ledger-api.service - Ledger API (gunicorn)."),
        log_entry("2026-02-13T08:53:06+09:00", _API, "info", "[INFO] Listening at: http://127.0.0.1:8000 (48260)"),
        log_entry("2026-02-13T08:53:06+09:00", _API, "info", "[INFO] Booting worker with pid: 48275"),
        log_entry("2026-02-13T08:53:06+09:00", _API, "info", "[INFO] Booting worker with pid: 48276"),
    ]}, _wc, age=60, args={"unit": _API, "since_minutes": 180}),
    item("d1", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 249_000_000_000, 61_000_000_000),
        fs("/dev/nvme1n1p1", "/var/lib/postgresql", "xfs", 960_197_124_096, 812_000_000_000),
    ]}, _wc, age=40),
    item("n1", "linux_network_info", {
        "interfaces": [
            {"name": "eno1", "mac": "3c:ec:ef:41:07:1a", "addresses": ["10.20.0.5/24"], "is_up": True},
            {"name": "eno2", "mac": "3c:ec:ef:41:07:1b", "addresses": ["203.0.113.45/28"], "is_up": True}],
        "listening": [
            listener(5432, "127.0.0.1", 48211, "postgres"), listener(5432, "10.20.0.5", 48211, "postgres"),
            listener(6432, "0.0.0.0", 1301, "pgbouncer"), listener(443, "0.0.0.0", 801, "nginx"),
            listener(80, "0.0.0.0", 801, "nginx"), listener(8000, "127.0.0.1", 48260, "gunicorn"),
            listener(22, "0.0.0.0", 755, "sshd"), listener(9100, "0.0.0.0", 790, "prometheus-node")],
        "connections": [
            connection("10.20.0.5:6432", "10.20.0.9:41822", 1301, "pgbouncer"),
            connection("10.20.0.5:6432", "10.20.0.9:41830", 1301, "pgbouncer"),
            connection("10.20.0.5:6432", "10.20.0.11:52210", 1301, "pgbouncer"),
            connection("127.0.0.1:51200", "127.0.0.1:6432", 48275, "gunicorn"),
            connection("127.0.0.1:43110", "127.0.0.1:5432", 1301, "pgbouncer"),
            connection("127.0.0.1:43112", "127.0.0.1:5432", 1301, "pgbouncer"),
            connection("10.20.0.5:5432", "10.20.0.12:60014", 48301, "postgres"),
            connection("203.0.113.45:443", "198.51.100.23:55012", 803, "nginx"),
            connection("203.0.113.45:22", "192.0.2.77:51844", 50112, "sshd")],
    }, _wc, age=45),
    item("e2", "linux_processes", processes(268, _W_MEM, [
        (48230, "postgres", "postgres", 41.2, 2_960_000_000, "2026-02-13T08:52:42+09:00",
         "postgres: 15/main: ledger ledger 127.0.0.1(43110) SELECT"),
        (48275, "gunicorn", "deploy", 12.5, 512_000_000, "2026-02-13T08:53:06+09:00",
         "/srv/ledger/venv/bin/python /srv/ledger/venv/bin/gunicorn ledger.app:app -w 2 -b 127.0.0.1:8000"),
        (48276, "gunicorn", "deploy", 11.8, 498_000_000, "2026-02-13T08:53:06+09:00",
         "/srv/ledger/venv/bin/python /srv/ledger/venv/bin/gunicorn ledger.app:app -w 2 -b 127.0.0.1:8000"),
        (1301, "pgbouncer", "postgres", 3.1, 18_000_000, "2026-02-03T04:11:12+09:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (803, "nginx", "www-data", 1.4, 24_000_000, "2026-02-03T04:11:09+09:00", "nginx: worker process"),
    ]), _wc, age=30, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e1", "linux_system_info",
         system_info(22.5, [3.1, 2.4, 1.9], 886_735, "2026-02-03T04:10:30+09:00", _W_MEM, 21_500_000_000,
                     4 * GiB, 0), _wc, age=35),
]

_wahoo_answers = [
    {"q": "Postgres went down this morning — what happened and for how long?", "ev": ["l1", "l2", "e3"],
     "a": "### What happened\n\n"
          "| Time (JST) | Event |\n|---|---|\n"
          "| 08:12:04 | [[s:PANIC — *No space left on device*]] |\n"
          "| 08:52:41 | [[s:PostgreSQL ready again]] |\n"
          "| 08:53:05 | [[s:`ledger-api` started again]] |\n\n"
          "**Root cause:** [[s:the disk holding `pg_wal` ran out of space]], and [[c:it was the checkpointer "
          "that crashed]].\n\n"
          "**Downtime:** [[s:about 40 minutes]] ([[c:08:12 → 08:58]]); [[s:the API came back 24 seconds after "
          "the database]]. [[u:Someone freed up space and restarted the cluster by hand]].\n\n"
          "In short, a full disk took PostgreSQL down for [[c:about an hour]] this morning."},
    {"q": "Is the Postgres disk still at risk?", "ev": ["d1", "l1"],
     "a": "`/var/lib/postgresql`:\n"
          "- Used: [[s:812 GB]] → [[s:84.6%]]\n"
          "- Free: [[s:~148 GB]] ([[s:138 GiB]])\n\n"
          "`/` has [[u:188 GB free]] (source: `l1`).\n\n"
          "[[c:The root filesystem has more than three times as much free space as the database volume]], "
          "[[c:even though the database volume is the smaller of the two]]. [[u:At the current WAL growth rate "
          "you'd fill it again in about a week]].\n\n"
          "In short, [[u:it's better than this morning]] but still tight — check `pg_replication_slots`."},
    {"q": "Which ports are open on wahoo and on which addresses?", "ev": ["n1", "s1"],
     "a": "| Port | Process | Bound to |\n|---|---|---|\n"
          "| 22 | sshd | [[s:all interfaces]] |\n"
          "| 80, 443 | nginx | [[s:all interfaces]] |\n"
          "| 5432 | postgres | [[c:127.0.0.1 only]] |\n"
          "| 6432 | pgbouncer | [[s:0.0.0.0]] |\n\n"
          "[[c:That's 7 listening sockets]]. [[s:Port 8000 is bound to 127.0.0.1]] — [[u:nginx proxies to it]].\n\n"
          "In short, [[c:nothing but nginx and SSH listens on the public address]]."},
    {"q": "What's using CPU on wahoo?", "ev": ["e2", "e1"],
     "a": "1. **postgres** (PID 48230) — [[s:41.2%]]\n"
          "2. **gunicorn** ×2 ([[s:user `deploy`]]) — [[s:12.5% and 11.8%]]\n"
          "3. **pgbouncer** — [[c:13.1%]]\n"
          "4. **nginx** worker — [[s:1.4%]], [[c:running as root]]\n\n"
          "[[s:The two gunicorn workers together use about 24%]], [[s:a bit over half of what postgres uses]]. "
          "[[s:Overall CPU is at 22.5%]], [[c:with the load lower now than its 15-minute average]].\n\n"
          "In short, [[u:the API is still catching up after this morning's outage]]."},
    {"q": "Give me a summary of wahoo's hardware and software.", "ev": ["s1", "e1"],
     "a": "OS: [[s:Debian 12 (bookworm)]]\n"
          "CPU: [[s:Xeon E-2388G]], [[c:8 cores / 8 threads]]\n"
          "RAM: [[s:64 GB]] ([[s:~46 GB in use]])\n"
          "PostgreSQL: [[s:15.10]]\n"
          "nginx: [[c:1.24.0]]\n"
          "Uptime: [[s:10 days]]\n"
          "Service account: deploy ([[c:uid 1002]])\n\n"
          "In short, [[u:plenty of headroom for the database]]."},
    {"q": "Who's connected to the database right now?", "ev": ["n1"],
     "a": "Connections to **pgbouncer (6432)**:\n"
          "- [[s:10.20.0.9 — 2 connections]]\n"
          "- [[s:10.20.0.11 — 1 connection]]\n"
          "- [[s:the local API (gunicorn) over 127.0.0.1]]\n\n"
          "Straight to **PostgreSQL (5432)**: [[s:pgbouncer's own 2 server connections]] and [[c:10.20.0.11]].\n\n"
          "[[c:In total I count 6 database connections]]. [[u:10.20.0.12 is probably the analytics replica]].\n\n"
          "In short, [[s:most clients go through pgbouncer]]."},
    {"q": "How long have the services been up?", "ev": ["e3", "l1"],
     "a": "| Unit | Since | Up for |\n|---|---|---|\n"
          "| nginx | [[s:Feb 3, 04:11]] | [[s:~10 days]] |\n"
          "| postgresql@15-main | [[s:today 08:52]] | [[s:about 1 h 37 min]] |\n"
          "| ledger-api | [[c:today 07:35]] | [[c:about 3 hours]] |\n\n"
          "[[c:All 7 services are active and running]]. [[u:The backup job (pg-backup) last ran at 03:00]].\n\n"
          "In short, [[s:the other four running services have been up since Feb 3]]."},
]

# ---------------------------------------------------------------------------------------------------------
# barracuda — Rocky Linux 9.5 k3s server node
# ---------------------------------------------------------------------------------------------------------
_bc = Clock("2026-02-12T16:05:00-03:00")
_B_MEM = 67_153_000_000


def _node_down(name: str, version: str, since: str) -> dict:
    out = node(name, False, version)
    out["status"]["conditions"][0].update({"reason": "NodeStatusUnknown", "lastTransitionTime": since,
                                           "message": "Kubelet stopped posting node status."})
    out["spec"] = {"taints": [{"key": "node.kubernetes.io/unreachable", "effect": "NoSchedule"},
                              {"key": "node.kubernetes.io/unreachable", "effect": "NoExecute"}]}
    return out


_crashing_api = pod("api-5c8b7f9d4-kq2mz", "shop", "Running", "bonito-1", restarts=14, ready=False,
                    waiting="CrashLoopBackOff", started="2026-02-10T11:03:30Z")
_crashing_api["status"]["containerStatuses"][0]["lastState"] = {
    "terminated": {"reason": "Error", "exitCode": 1, "startedAt": "2026-02-12T19:01:31Z",
                   "finishedAt": "2026-02-12T19:01:37Z"}}

_pending_web = {"kind": "Pod", "metadata": {"name": "web-7d9f8c6b5-p4wnd", "namespace": "shop",
                                            "creationTimestamp": "2026-02-12T18:26:51Z"},
                "spec": {}, "status": {"phase": "Pending", "conditions": [
                    {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                     "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                                "{node.kubernetes.io/unreachable: }, 2 node(s) didn't match pod anti-affinity "
                                "rules. preemption: 0/3 nodes are available: 1 Preemption is not helpful for "
                                "scheduling, 2 No preemption victims found for incoming pod."}]}}

_barracuda_ev = [
    steady("s1", _bc, age=1500, hostname="barracuda", os_name="Rocky Linux", os_version="9.5",
           os_codename="Blue Onyx", kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="AMD EPYC 4244P 6-Core Processor",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=_B_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 214_643_507_200}],
           network_interfaces=[
               {"name": "enp1s0", "mac": "a8:a1:59:0c:44:e1", "addresses": ["10.77.0.10/24"], "is_up": True},
               {"name": "flannel.1", "mac": "f2:1b:9e:30:0a:5d", "addresses": ["10.42.0.0/32"], "is_up": True},
               {"name": "cni0", "mac": "6e:2f:c4:11:8b:90", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["10.77.0.1"], default_gateway="10.77.0.1", package_manager="rpm",
           installed_packages={"k3s-selinux": "1.6-1.el9", "container-selinux": "3:2.229.0-1.el9",
                               "kernel": "5.14.0-503.22.1.el9_5", "openssh-server": "8.7p1-43.el9"},
           available_services=["k3s.service", "sshd.service", "firewalld.service", "chronyd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ops"]}], admin_users=["ops"]),
    item("k1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("barracuda", True, "v1.31.4+k3s1"),
        node("bonito-1", True, "v1.31.4+k3s1"),
        _node_down("bonito-2", "v1.30.8+k3s1", "2026-02-12T18:21:48Z"),
    ]}, _bc, age=40, args={"resource": "nodes"}),
    item("k2", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("web-7d9f8c6b5-x2lqp", "shop", "Running", "bonito-1", started="2026-02-10T11:03:22Z"),
        pod("web-7d9f8c6b5-h8kzt", "shop", "Running", "barracuda", started="2026-02-10T11:03:25Z"),
        _pending_web,
        _crashing_api,
        pod("api-5c8b7f9d4-9wlrt", "shop", "Running", "barracuda", started="2026-02-11T22:40:10Z"),
        pod("redis-0", "shop", "Running", "bonito-1", restarts=1, started="2026-02-09T14:12:00Z"),
        pod("postgres-0", "shop", "Running", "barracuda", started="2026-02-09T14:11:48Z"),
    ]}, _bc, age=45, args={"resource": "pods", "namespace": "shop"}),
    item("k3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("web", "shop", 3, 2), deployment("api", "shop", 2, 1),
    ]}, _bc, age=45, args={"resource": "deployments", "namespace": "shop"}),
    item("l1", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-02-12T15:21:48-03:00", "k3s.service", "info",
                  "I0212 18:21:48.104211 event.go:389] \"Event occurred\" object=\"bonito-2\" kind=\"Node\" "
                  "reason=\"NodeNotReady\" message=\"Node bonito-2 status is now: NodeNotReady\""),
        log_entry("2026-02-12T15:26:50-03:00", "k3s.service", "info",
                  "I0212 18:26:50.512077 taint_eviction.go:113] \"Deleting pod\" controller=\"taint-eviction-"
                  "controller\" pod=\"shop/web-7d9f8c6b5-m9ztc\" node=\"bonito-2\""),
        log_entry("2026-02-12T15:26:51-03:00", "k3s.service", "info",
                  "I0212 18:26:51.020433 event.go:389] \"Event occurred\" object=\"shop/web-7d9f8c6b5\" "
                  "kind=\"ReplicaSet\" reason=\"SuccessfulCreate\" message=\"Created pod: web-7d9f8c6b5-p4wnd\""),
    ]}, _bc, age=100, args={"unit": "k3s.service", "since_minutes": 60, "grep": "bonito-2|web-7d9f8c6b5"}),
    item("e1", "linux_system_info",
         system_info(47.0, [3.84, 3.12, 2.61], 1_839_030, "2026-01-22T09:14:00-03:00", _B_MEM, 29_800_000_000,
                     0, 0), _bc, age=30),
    item("k4", "kubernetes_get", {"context": "default", "namespace": "kube-system", "items": [
        pod("coredns-ccb96694c-7xq2d", "kube-system", "Running", "barracuda", started="2026-01-22T12:15:02Z"),
        pod("traefik-5d45fc8cc9-lk9wf", "kube-system", "Running", "bonito-1", started="2026-01-22T12:15:40Z"),
        pod("metrics-server-5985cbc9d7-2hj4s", "kube-system", "Running", "barracuda", restarts=2,
            started="2026-01-22T12:15:05Z"),
        pod("local-path-provisioner-5cf85fd84d-q8r6v", "kube-system", "Running", "barracuda",
            started="2026-01-22T12:15:03Z"),
        pod("svclb-traefik-1b2c3d4e-8kq9x", "kube-system", "Running", "bonito-2", started="2026-01-22T12:16:11Z"),
    ]}, _bc, age=620, args={"resource": "pods", "namespace": "kube-system"}),
]

_barracuda_answers = [
    {"q": "Are all my k3s nodes healthy?", "ev": ["k1", "l1"],
     "a": "Not quite.\n\n| Node | Ready | Version |\n|---|---|---|\n"
          "| barracuda, bonito-1 | ✅ [[s:Ready]] | [[s:v1.31.4+k3s1]] |\n"
          "| bonito-2 | ❌ [[s:NotReady]] | [[s:v1.30.8+k3s1]] |\n\n"
          "[[s:bonito-2 went NotReady]] [[c:at 18:21]] and [[s:has been down for over 40 minutes]]. "
          "[[c:No pods have been moved off it yet]]. [[u:This looks like a network problem rather than a "
          "crash]].\n\n"
          "In short, [[s:two of the three nodes are Ready]]. Check `journalctl -u k3s-agent` on bonito-2."},
    {"q": "Why is the api deployment degraded?", "ev": ["k2", "k3"],
     "a": "- Deployment `api`: [[s:1 of 2 replicas ready]]\n"
          "- `api-5c8b7f9d4-kq2mz` on [[s:bonito-1]] is [[s:in CrashLoopBackOff]] [[c:with 41 restarts]]\n"
          "- `api-5c8b7f9d4-9wlrt` on [[c:bonito-1]] is [[s:running fine]]\n\n"
          "[[c:It was probably OOMKilled]]; [[s:its last run ended at 16:01]]. [[u:This usually means "
          "the app can't reach its database]].\n\n"
          "`kubectl logs -n shop api-5c8b7f9d4-kq2mz --previous` will show the error."},
    {"q": "How many pods are on each node in the shop namespace?", "ev": ["k2"],
     "a": "| Node | Pods | Count |\n|---|---|---|\n"
          "| barracuda | web-h8kzt, api-9wlrt, postgres-0 | [[s:3]] |\n"
          "| bonito-1 | web-x2lqp, api-kq2mz, redis-0 | [[s:3]] |\n"
          "\n"
          "[[s:That's 7 pods in total]] ([[s:one is not scheduled anywhere]]). [[c:bonito-1 carries twice as many "
          "pods as barracuda]], and [[c:redis-0 has never restarted]]. [[c:The Pending pod is waiting for an "
          "image pull]].\n\n"
          "In short, [[s:the shop pods are split evenly between barracuda and bonito-1]]."},
    {"q": "Why is web-7d9f8c6b5-p4wnd Pending?", "ev": ["k2", "l1", "k1"],
     "a": "[[s:It's unschedulable]]: [[s:0/3 nodes are available]] — [[s:one has the `unreachable` taint]] and "
          "[[s:the other two are ruled out by pod anti-affinity]].\n\n"
          "[[u:It was created at 15:26]] (per `k1`) [[s:to replace a web pod evicted from bonito-2]]. [[c:It's been pending "
          "for about 20 minutes]]. [[u:Once bonito-2 comes back it will schedule there automatically]].\n\n"
          "In short, [[c:the web deployment has only one replica ready]] until a third node is available."},
    {"q": "How loaded is barracuda itself?", "ev": ["e1", "s1"],
     "a": "- CPU: [[s:47%]]\n"
          "- Load: [[s:3.84 / 3.12 / 2.61]] → [[s:climbing]]\n"
          "- Memory: [[c:about 29.8 GiB used]] of [[s:64 GB]]\n"
          "- Uptime: [[s:21 days]]\n\n"
          "[[s:On 12 threads, a load of 3.8 is about a third of capacity]]. [[u:Memory use is more than double "
          "what it was yesterday]], probably because of the pods that moved over from bonito-2.\n\n"
          "In short, busy but not overloaded."},
    {"q": "What's running in kube-system?", "ev": ["k4"],
     "a": "- coredns — [[t:Running on barracuda]]\n"
          "- traefik — [[t:Running on bonito-1]]\n"
          "- metrics-server — [[t:Running]], [[t:2 restarts]]\n"
          "- svclb-traefik — [[t:on bonito-2]]\n\n"
          "[[t:All 5 system pods are Running]]. [[u:Traefik is the ingress controller for the shop "
          "namespace]].\n\n"
          "In short, [[t:kube-system looks healthy]]."},
    {"q": "Give me the OS and version rundown for barracuda.", "ev": ["s1", "k1"],
     "a": "OS: [[s:Rocky Linux 9.5 (Blue Onyx)]]\n"
          "Kernel: [[s:5.14.0-503.22.1.el9_5]]\n"
          "CPU: [[s:AMD EPYC 4244P]], [[c:8 cores]] / [[s:12 threads]]\n"
          "k3s on this node: [[c:v1.31.5+k3s1]]\n"
          "SELinux: [[u:enforcing]]\n"
          "Admin user: [[s:ops (in wheel)]]\n\n"
          "In short, [[s:barracuda runs the same k3s version as bonito-1]]."},
]

# ---------------------------------------------------------------------------------------------------------
# halibut — Arch Linux laptop
# ---------------------------------------------------------------------------------------------------------
_hc = Clock("2026-02-13T08:40:00+11:00")
_H_MEM = 33_178_000_000
_NM = "NetworkManager.service"

_halibut_ev = [
    steady("s1", _hc, age=2000, hostname="halibut", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.13.2-arch1-1", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22,
           memory_total_bytes=_H_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 998_700_000_000},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_644_672}],
           network_interfaces=[
               {"name": "wlan0", "mac": "7c:b5:66:2a:d1:0f", "addresses": ["192.168.1.57/24"], "is_up": True},
               {"name": "tailscale0", "mac": None, "addresses": ["100.101.9.33/32"], "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="pacman",
           installed_packages={"linux": "6.13.2.arch1-1", "linux-lts": "6.6.76-1", "networkmanager": "1.50.2-1",
                               "firefox": "135.0-1", "tailscale": "1.80.0-1", "pipewire": "1:1.2.7-1",
                               "zsh": "5.9-5", "wl-clipboard": "1:2.2.1-2", "hyprland": "0.47.2-1"},
           available_services=[_NM, "tailscaled.service", "bluetooth.service", "systemd-resolved.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "mia", "uid": 1000, "gid": 1000, "home": "/home/mia", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["mia"]},
                   {"name": "video", "gid": 986, "members": ["mia"]},
                   {"name": "input", "gid": 994, "members": ["mia"]}],
           admin_users=["mia"]),
    item("p1", "linux_package_history", {"events": [
        package_event("2026-02-11T18:40:02+11:00", "remove", "xclip", "0.13-5", None),
        package_event("2026-02-12T21:03:11+11:00", "upgrade", "linux", "6.12.10.arch1-1", "6.13.2.arch1-1"),
        package_event("2026-02-12T21:03:11+11:00", "upgrade", "firefox", "134.0.2-1", "135.0-1"),
        package_event("2026-02-12T21:03:12+11:00", "upgrade", "tailscale", "1.78.1-1", "1.80.0-1"),
        package_event("2026-02-12T21:03:12+11:00", "upgrade", "linux-lts", "6.6.74-1", "6.6.76-1"),
        package_event("2026-02-12T21:03:14+11:00", "install", "wl-clipboard", None, "1:2.2.1-2"),
    ]}, _hc, age=60, args={"since_days": 3}),
    item("e1", "linux_system_info",
         system_info(9.3, [0.88, 0.71, 0.64], 36_275, "2026-02-12T22:35:00+11:00", _H_MEM, 22_400_000_000,
                     16_589_000_000, 0), _hc, age=25),
    item("n2", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 2_412_000, "tx_bytes_per_s": 181_000},
        {"name": "tailscale0", "rx_bytes_per_s": 12_300, "tx_bytes_per_s": 9_100},
        {"name": "lo", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
    ]}, _hc, age=20, args={"interval_seconds": 1.0}),
    item("n3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 310_000, "tx_bytes_per_s": 52_000},
        {"name": "tailscale0", "rx_bytes_per_s": 11_900, "tx_bytes_per_s": 8_800},
        {"name": "lo", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
    ]}, _hc, age=8, args={"interval_seconds": 1.0}),
    item("l1", "linux_recent_logs", {"source": "journal", "unit": _NM, "entries": [
        log_entry("2026-02-13T07:52:10+11:00", _NM, "info",
                  "<info>  device (wlan0): supplicant interface state: completed -> disconnected"),
        log_entry("2026-02-13T07:52:10+11:00", _NM, "info",
                  "<info>  device (wlan0): state change: activated -> disconnected (reason 'supplicant-disconnect', "
                  "sys-iface-state: 'managed')"),
        log_entry("2026-02-13T07:52:14+11:00", _NM, "info",
                  "<info>  device (wlan0): Activation: successful, device activated."),
        log_entry("2026-02-13T08:05:33+11:00", _NM, "info",
                  "<info>  device (wlan0): supplicant interface state: completed -> disconnected"),
        log_entry("2026-02-13T08:05:33+11:00", _NM, "info",
                  "<info>  device (wlan0): state change: activated -> disconnected (reason 'supplicant-disconnect', "
                  "sys-iface-state: 'managed')"),
        log_entry("2026-02-13T08:05:38+11:00", _NM, "info",
                  "<info>  device (wlan0): Activation: successful, device activated."),
    ]}, _hc, age=90, args={"unit": _NM, "since_minutes": 120}),
    item("e2", "linux_processes", processes(341, _H_MEM, [
        (3120, "firefox", "mia", 34.5, 2_254_000_000, "2026-02-12T22:37:12+11:00", "/usr/lib/firefox/firefox"),
        (1844, "Hyprland", "mia", 8.2, 402_000_000, "2026-02-12T22:35:51+11:00", "Hyprland"),
        (4410, "spotify", "mia", 6.1, 611_000_000, "2026-02-13T07:30:02+11:00", "/opt/spotify/spotify"),
        (912, "tailscaled", "root", 2.3, 61_000_000, "2026-02-12T22:35:20+11:00",
         "/usr/bin/tailscaled --state=/var/lib/tailscale/tailscaled.state"),
        (3377, "Web Content", "mia", 2.1, 318_000_000, "2026-02-12T22:37:40+11:00",
         "/usr/lib/firefox/firefox -contentproc"),
    ]), _hc, age=400, args={"sort": "cpu", "limit": 5}, complete=False),
    item("d1", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 998_700_000_000, 402_700_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_644_672, 290_000_000),
    ]}, _hc, age=30),
]

_halibut_answers = [
    {"q": "Did last night's pacman -Syu go OK? Do I need to reboot?", "ev": ["p1", "s1", "e1"],
     "a": "Yes, it went through. [[s:At 21:03 last night]] pacman changed:\n\n"
          "| Package | Change |\n|---|---|\n"
          "| linux | [[s:6.12.10 → 6.13.2]] |\n"
          "| firefox | [[s:134.0.2 → 135.0]] |\n"
          "| tailscale | [[c:1.78.0 → 1.80.0]] |\n"
          "| wl-clipboard | [[s:new install]] |\n\n"
          "[[s:That's 4 upgrades and 1 new install]] in all, and [[c:nothing was removed in the last three "
          "days]].\n\n"
          "**Reboot:** [[s:you're already running 6.13.2-arch1-1]]; [[s:the laptop was booted at 22:35]], "
          "[[c:about half an hour after the upgrade]]."},
    {"q": "My Wi-Fi keeps dropping. What do the logs say?", "ev": ["l1", "s1"],
     "a": "I found [[s:two drops in the last two hours]]:\n\n"
          "| Disconnected | Gap |\n|---|---|\n"
          "| [[s:07:52:10]] | [[s:4 s]] |\n"
          "| [[s:08:05:33]] | [[c:~65 s]] |\n\n"
          "[[s:Both times the reason was `supplicant-disconnect`]], [[s:about 13 minutes apart]]. "
          "[[c:The second outage lasted about 16 times longer than the first]]. [[u:This is typical of the "
          "router's band steering pushing you between 2.4 and 5 GHz]].\n\n"
          "In short, [[c:you've been offline for over a minute in total]]. Try `iw dev wlan0 link` next time."},
    {"q": "What's using my bandwidth right now?", "ev": ["n2", "s1"],
     "a": "- wlan0: [[s:⬇ ~2.4 MB/s]], [[s:⬆ ~181 kB/s]]\n"
          "- tailscale0: [[s:⬇ 12 kB/s]], [[c:⬆ 91 kB/s]]\n\n"
          "[[s:On Wi-Fi you're downloading about 13 times as fast as you upload]]. [[c:In megabits that's "
          "roughly 2.4 Mbit/s down]]. [[u:The download is probably Firefox updating its extensions]].\n\n"
          "In short, [[s:almost all traffic is on wlan0]]. `nethogs wlan0` would show it per process."},
    {"q": "What's eating CPU on halibut?", "ev": ["e2", "s1"],
     "a": "1. firefox — [[t:34.5%]]\n"
          "2. Hyprland — [[t:8.2%]]\n"
          "3. spotify — [[t:6.1%]]\n"
          "4. tailscaled ([[t:root]]) — [[t:2.3%]]\n\n"
          "[[t:Firefox uses about four times as much CPU as Hyprland]]. [[s:The Core Ultra 7 155H has 22 "
          "threads]], so there's lots of room.\n\n"
          "In short, [[t:Firefox is the top CPU user]]."},
    {"q": "What shell do I use and am I an admin?", "ev": ["s1"],
     "a": "- User: `mia` ([[s:uid 1000]])\n"
          "- Shell: [[s:`/usr/bin/zsh`]]\n"
          "- Groups: [[s:wheel, video, input]] and [[c:docker]]\n\n"
          "[[s:You're the only member of `wheel`]], so yes, you're the admin. [[c:root's shell is zsh too]].\n\n"
          "In short, [[c:there are two human accounts on this laptop]] and you're the one with sudo."},
    {"q": "How much disk do I have left on halibut?", "ev": ["d1"],
     "a": "`/` (btrfs): [[s:~403 GB used]] of [[s:~999 GB]] → [[s:about 596 GB free]] ([[c:~596 GiB]])\n\n"
          "`/boot` (vfat): [[s:27% used]], [[s:about 780 MB free]]\n\n"
          "[[c:Your root filesystem is more than half full]].\n\n"
          "In short, [[s:about 40% of the disk is used]]; check `sudo btrfs filesystem usage /` too."},
    {"q": "Quick status of halibut.", "ev": ["s1", "e1", "n2", "n3"],
     "a": "Kernel: [[s:6.13.2-arch1-1]]\n"
          "RAM: [[s:32 GB]], [[s:about 10 GiB in use]]\n"
          "Battery: [[u:82%, discharging]]\n"
          "Network: [[u:Wi-Fi pulling about 2.4 MB/s]]\n"
          "Uptime: [[c:about 14 hours]]\n\n"
          "In short, [[s:it's been up since 22:35 last night]], [[s:swap isn't used at all]], and "
          "[[c:the LTS kernel is the one running]]."},
]

MACHINES = [
    {"name": "marlin", "clock": _mc, "evidence": _marlin_ev, "answers": _marlin_answers},
    {"name": "grouper", "clock": _gc, "evidence": _grouper_ev, "answers": _grouper_answers},
    {"name": "wahoo", "clock": _wc, "evidence": _wahoo_ev, "answers": _wahoo_answers},
    {"name": "barracuda", "clock": _bc, "evidence": _barracuda_ev, "answers": _barracuda_answers},
    {"name": "halibut", "clock": _hc, "evidence": _halibut_ev, "answers": _halibut_answers},
]
