"""86th generation (written blind, in the manner of mistral-nemo 12B): bassoon, viola, harp, banjo, timpani.

The answers imitate a lively 12B model: bold key terms, em dashes and asides in parentheses, units mixed
within one answer (MB and MiB, GB and GiB, seconds and minutes), "roughly"/"a bit over", comparisons
("twice as much", "the bigger of the two") and a suggested command in a code block at the end.

bassoon — a Fedora 40 laptop in Berlin (+02:00). Steady state (40 minutes old, nothing stale) with the running
kernel 6.8.11 while the rpm list already holds kernel 6.9.4, the wheel/libvirt/dialout groups and two users;
fresh system info (memory two-thirds used, zram swap 15%), a memory-sorted process list cut to 6 of 341,
every service (dnf-makecache failed, sshd inactive and disabled, cups inactive), the dnf history of the week
(kernel install, firefox/podman/flatpak upgrades, toolbox install, gnome-tour removal), the dnf-makecache
journal (host name not resolved, status=1), a disk usage reading ten minutes old (stale) and a fresh network
traffic sample.

viola — an Ubuntu 24.04 PostgreSQL server in UTC. Steady state (an hour old) with hardware (EPYC 7443P, 24/48,
125.8 GiB), packages and the sudo/ssl-cert groups; fresh states of postgresql@16-main and pgbouncer (both up
since the boot on 17 Feb), a CPU-sorted process list cut to 6 of 412 with two busy backends, disk usage
(the XFS data volume 83% full), a disk I/O sample seven minutes old (stale), fresh sockets (postgres on
10.20.0.15 and 127.0.0.1, pgbouncer on 0.0.0.0:6432, sshd 22, node_exporter on ::9100, three pgbouncer
clients, one ssh session), the last hour of the cluster's log (checkpoints too frequent, a deadlock, a slow
statement) and fresh system info (load 14.2 rising).

harp — a Debian 12 home server in India (+05:30) running Docker. Steady state (90 minutes old) with
docker/sudo/sambashare groups; every container (five running, immich_machine_learning restarting with 137,
nextcloud exited; no immich_redis), two fresh disk readings that disagree on the media drive's exact use
(90.5% and 91.0%), kernel OOM kills in the journal, the first 30 of 48 lines of the Immich compose file
(mem_limit: 4g), a socket listing nearly seven minutes old (stale), two weeks of apt history (docker-ce,
containerd.io, a new kernel image on 31 Aug, openssl on 3 Sep) and fresh system info (boot 2 Sep, swap 98%).

banjo — an Arch Linux gaming desktop in Chicago (-06:00). Steady state a day old whose `packages` source is in
stale_sources (firefox 134.0.1, mesa 24.3.3, no discord) while the running kernel, CPU and users are current;
pacman history (tonight's linux 6.12.10, mesa, firefox, pipewire upgrades; gamescope installed and discord
removed yesterday), fresh system info (boot Friday 17:39, swap unused), a CPU-sorted process list cut to 5 of
389 (the game at 212%), every service (cups failed), the cups journal (config unreadable, restart counter 5)
and disk usage (/mnt/games 93.1% full).

timpani — a Rocky Linux 9.4 k3s server in São Paulo (-03:00). Steady state (50 minutes old); three nodes
(tabla NotReady on v1.30.2), seven pods and three deployments in `shop` (api in CrashLoopBackOff with 23
restarts on timpani, a web pod Pending on tabla), the k3s journal (tabla's heartbeat lost, back-off of the api
container), the k3s unit (active since 15 Mar 07:22 UTC), system info eight minutes old (stale) and a
memory-sorted process list cut to 5 of 486.
"""

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# --------------------------------------------------------------------------------------------------------
# bassoon — Fedora 40 laptop, Europe/Berlin
_c1 = Clock("2026-06-14T21:40:00+02:00")
_OBOE_MEM = 16_523_448_320

BASSOON = {
    "name": "bassoon",
    "clock": _c1,
    "evidence": [
        steady("e1", _c1, age=2400, hostname="bassoon", os_name="Fedora Linux", os_version="40", os_codename=None,
               kernel="6.8.11-300.fc40.x86_64", cpu_model="12th Gen Intel(R) Core(TM) i7-1260P", cpu_cores=12,
               cpu_threads=16, memory_total_bytes=_OBOE_MEM, package_manager="rpm",
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs",
                       "total_bytes": 510_770_802_688},
                      {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4",
                       "total_bytes": 1_020_850_176}],
               network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:12:9b",
                                    "addresses": ["192.168.178.42/24"], "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.178.1",
               installed_packages={"kernel": "6.9.4-200.fc40", "firefox": "127.0-1.fc40",
                                   "podman": "5.1.1-1.fc40", "flatpak": "1.15.8-1.fc40",
                                   "toolbox": "0.0.99.5-1.fc40", "gnome-shell": "46.2-1.fc40",
                                   "openssh-server": "9.6p1-1.fc40.4"},
               available_services=["NetworkManager.service", "bluetooth.service", "cups.service",
                                   "firewalld.service", "sshd.service", "power-profiles-daemon.service",
                                   "packagekit.service", "dnf-makecache.service"],
               users=[{"name": "alex", "uid": 1000, "gid": 1000, "home": "/home/alex", "shell": "/bin/bash"},
                      {"name": "maria", "uid": 1001, "gid": 1001, "home": "/home/maria", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["alex"]},
                       {"name": "dialout", "gid": 18, "members": ["maria"]},
                       {"name": "libvirt", "gid": 973, "members": ["alex"]}]),
        item("e2", "linux_system_info",
             system_info(23.4, [1.84, 1.22, 0.97], 367_920, "2026-06-10T15:28:00+02:00", _OBOE_MEM,
                         5_368_709_120, 8_589_934_592, 1_288_490_189), _c1, age=40),
        item("e3", "linux_processes", processes(341, _OBOE_MEM, [
            (4811, "firefox", "alex", 12.3, 2_254_857_830, "2026-06-14T09:03:12+02:00", "/usr/lib64/firefox/firefox"),
            (5120, "Isolated Web Co", "alex", 4.1, 1_181_116_006, "2026-06-14T09:03:40+02:00",
             "/usr/lib64/firefox/firefox -contentproc -childID 14 -isForBrowser"),
            (2210, "gnome-shell", "alex", 3.2, 612_368_384, "2026-06-10T15:29:02+02:00", "/usr/bin/gnome-shell"),
            (6802, "code", "alex", 2.7, 545_259_520, "2026-06-14T14:20:55+02:00", "/usr/share/code/code"),
            (2630, "tracker-miner-f", "alex", 0.4, 318_767_104, "2026-06-10T15:29:10+02:00",
             "/usr/libexec/tracker-miner-fs-3"),
            (7110, "podman", "alex", 0.1, 96_468_992, "2026-06-14T16:02:31+02:00", "podman system service"),
        ]), _c1, age=45, args={"sort": "memory", "limit": 6}, complete=False),
        item("e4", "linux_service_status", {"units": [
            unit("NetworkManager.service", "active", "running", pid=1021, since="2026-06-10T13:28:20+00:00",
                 desc="Network Manager"),
            unit("bluetooth.service", "active", "running", pid=1012, since="2026-06-10T13:28:19+00:00",
                 desc="Bluetooth service"),
            unit("cups.service", "inactive", "dead", desc="CUPS Scheduler"),
            unit("firewalld.service", "active", "running", pid=998, since="2026-06-10T13:28:18+00:00",
                 desc="firewalld - dynamic firewall daemon"),
            unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
            unit("power-profiles-daemon.service", "active", "running", pid=1004,
                 since="2026-06-10T13:28:19+00:00", desc="Power Profiles daemon"),
            unit("packagekit.service", "active", "running", ufs="static", pid=3310,
                 since="2026-06-14T17:12:40+00:00", desc="PackageKit Daemon"),
            unit("dnf-makecache.service", "failed", "failed", ufs="static", desc="dnf makecache"),
        ]}, _c1, age=50),
        item("e5", "linux_package_history", {"source": "dnf", "since": "2026-06-07T21:39:00+02:00", "events": [
            package_event("2026-06-12T19:14:33+02:00", "install", "kernel", None, "6.9.4-200.fc40"),
            package_event("2026-06-12T19:14:33+02:00", "upgrade", "firefox", "126.0.1-1.fc40", "127.0-1.fc40"),
            package_event("2026-06-12T19:14:33+02:00", "upgrade", "podman", "5.0.3-1.fc40", "5.1.1-1.fc40"),
            package_event("2026-06-13T10:02:11+02:00", "install", "toolbox", None, "0.0.99.5-1.fc40"),
            package_event("2026-06-13T10:05:40+02:00", "remove", "gnome-tour", "46.0-1.fc40", None),
            package_event("2026-06-14T08:51:02+02:00", "upgrade", "flatpak", "1.15.6-1.fc40", "1.15.8-1.fc40"),
        ]}, _c1, age=60, args={"since_days": 7}),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": "dnf-makecache.service", "entries": [
            log_entry("2026-06-14T20:55:02+02:00", "dnf-makecache.service", "info",
                      "Updating Subscription Management repositories."),
            log_entry("2026-06-14T20:55:03+02:00", "dnf-makecache.service", "err",
                      "Curl error (6): Couldn't resolve host name for https://mirrors.fedoraproject.org/"
                      "metalink?repo=updates-released-f40&arch=x86_64 [Could not resolve host: "
                      "mirrors.fedoraproject.org]"),
            log_entry("2026-06-14T20:55:03+02:00", "dnf-makecache.service", "err",
                      "Error: Failed to download metadata for repo 'updates': Cannot prepare internal mirrorlist"),
            log_entry("2026-06-14T20:55:04+02:00", "dnf-makecache.service", "notice",
                      "dnf-makecache.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-06-14T20:55:04+02:00", "dnf-makecache.service", "warning",
                      "dnf-makecache.service: Failed with result 'exit-code'."),
            log_entry("2026-06-14T20:55:04+02:00", "dnf-makecache.service", "info", "Failed to start dnf makecache."),
        ]}, _c1, age=70, args={"unit": "dnf-makecache", "since_minutes": 180}),
        item("e7", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p3", "/", "btrfs", 510_770_802_688, 301_721_452_544),
            fs("/dev/nvme0n1p3", "/home", "btrfs", 510_770_802_688, 301_721_452_544),
            fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_850_176, 376_438_784),
        ]}, _c1, age=600),
        item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "lo", "rx_bytes_per_s": 10_240, "tx_bytes_per_s": 10_240},
            {"name": "wlp0s20f3", "rx_bytes_per_s": 2_621_440, "tx_bytes_per_s": 184_320},
        ]}, _c1, age=30, args={"interval_seconds": 1.0}),
    ],
    "answers": [
        {"q": "My laptop feels sluggish tonight — what's going on?", "ev": ["e2", "e3"],
         "a": """Hey! Let's take a look — your laptop isn't exactly on fire, but it's **working harder than usual**.

**Memory** is the main story: [[s:you're using roughly 10.4 GiB of your 15.4 GiB]] ([[c:a bit over 72%]]), and [[s:about 5 GB is still available]]. [[s:The zram swap has 1.2 GiB in use]] — [[c:a quarter of its 8 GiB]] (not a disaster, but it means the kernel has been squeezing things).

**CPU**: [[c:the load has been easing off over the last quarter hour]], so whatever spiked is calming down.

**The usual suspects:**
- [[s:**Firefox** is the biggest process at about 2.1 GiB (2.25 GB)]] — its content process `Isolated Web Co` [[c:sits at around 1.6 GiB]]
- `gnome-shell` is [[c:slightly smaller than VS Code (`code`)]]
- [[u:`tracker-miner-f` is probably re-indexing your home folder after the update]]
- [[c:Only 214 processes are running in total]], so it's not a process explosion

Closing a few Firefox tabs would free the most memory. To see the top consumers yourself:

```bash
ps -eo pid,comm,rss --sort=-rss | head
```"""},
        {"q": "Did last week's update pull in a new kernel, and am I actually running it?", "ev": ["e1", "e5"],
         "a": """Short answer: **yes, and no**. 🙂

- [[s:dnf installed **kernel 6.9.4-200.fc40**]] [[s:on Friday, June 12 around 19:14]] — [[s:in the same batch as the Firefox upgrade]] [[c:(to Firefox 128.0)]].
- But [[s:you're still booted into **6.8.11-300.fc40**]], so [[s:the new kernel isn't active yet]].
- [[c:Podman was downgraded in that run, from 5.1.1 to 5.0.3]] — odd, but harmless.
- [[u:Fedora keeps the last three kernels, so 6.8.11 stays installed as a fallback]].

[[s:The whole batch landed roughly two days ago]], so you've simply not rebooted since. A quick restart will switch you over:

```bash
sudo dnf needs-restarting -r && sudo systemctl reboot
```"""},
        {"q": "Did anything fail this evening?", "ev": ["e4", "e6"],
         "a": """### One failure tonight

[[s:**dnf-makecache.service** is in the **failed** state]] — [[s:it gave up at 20:55]]. Here's what the journal says, step by step:

1. [[s:curl couldn't resolve the host name `mirrors.fedoraproject.org`]]
2. [[c:the process exited with status 2]]

[[u:Most likely your Wi-Fi dropped for a moment right then]] — [[u:the job itself is harmless and will retry on its timer]].

Everything else looks fine — [[c:`sshd` is running]], for one. [[s:dnf-makecache is the only unit in a failed state]] [[c:out of the nine services listed]].

```bash
sudo systemctl start dnf-makecache.service && journalctl -u dnf-makecache -n 20
```"""},
        {"q": "How full is my SSD?", "ev": ["e1", "e7"],
         "a": """Your main drive is [[s:a **btrfs** filesystem on `/dev/nvme0n1p3`]] [[s:of roughly 476 GiB]] ([[c:about 490 GB]]).

As of the last check (that reading is about ten minutes old):
- [[t:**281 GiB used**]] — [[t:just under 60%]]
- [[t:roughly 195 GiB free]], which is plenty of headroom
- [[t:`/boot` is at about 37%]] ([[t:359 MiB used]]) — nowhere near full
- [[t:`/home` is a separate, emptier partition]]

btrfs numbers can be a bit fuzzy because of metadata and snapshots, so for the full picture run:

```bash
sudo btrfs filesystem usage /
```"""},
        {"q": "What got installed or removed this week?", "ev": ["e5"],
         "a": """Here's the week at a glance — [[s:**6 package events**]] in total:

| When | What |
|---|---|
| Fri 12 Jun, 19:14 | [[s:🆕 kernel 6.9.4-200.fc40 installed]] |
| Fri 12 Jun, 19:14 | [[c:⬆️ podman 5.0.3 → 5.2.0]] |
| [[c:Sat 13 Jun, 08:02]] | [[s:🆕 toolbox 0.0.99.5 installed]] |
| Sat 13 Jun, 10:05 | [[s:🗑️ gnome-tour removed]] |

[[s:Friday was the busiest day]] — [[c:and this morning's only change was a Podman bump]].

```bash
dnf history list --reverse | tail
```"""},
        {"q": "Is SSH enabled? And who's in the wheel group?", "ev": ["e1", "e4"],
         "a": """**SSH:** [[s:`sshd.service` is **inactive (dead)**]] and [[s:it's **disabled**]] — [[u:port 22 is closed to the outside]].

**wheel** (gid 10): [[c:both **alex** and **maria** are members]] — that's the admin group on Fedora.

A few more details while we're at it:
- [[s:alex uses `/bin/bash`]]
- [[s:maria is in `dialout`]]
- [[c:alex belongs to `docker` as well]]

If you want to turn SSH on:

```bash
sudo systemctl enable --now sshd
```"""},
        {"q": "What's eating my bandwidth right now?", "ev": ["e8", "e3"],
         "a": """Right now [[s:**wlp0s20f3** (your Wi-Fi) is pulling about 2.5 MiB/s down]] — [[s:that's roughly 21 Mbit/s]] — [[c:and pushing a bit over 1 MB/s up]]. [[s:Download is more than ten times the upload]], so it's mostly something streaming or downloading.

[[u:It's almost certainly Firefox streaming video]] — [[s:Firefox is at 12.3% CPU]] — and [[u:Flatpak isn't downloading anything in the background]].

For a per-process view:

```bash
sudo nethogs wlp0s20f3
```"""},
    ],
}

# --------------------------------------------------------------------------------------------------------
# viola — Ubuntu 24.04 PostgreSQL server, UTC
_c2 = Clock("2026-03-03T14:20:00+00:00")
_CELLO_MEM = 135_089_418_240

VIOLA = {
    "name": "viola",
    "clock": _c2,
    "evidence": [
        steady("e1", _c2, age=3600, hostname="viola", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-51-generic", cpu_model="AMD EPYC 7443P 24-Core Processor", cpu_cores=24,
               cpu_threads=48, memory_total_bytes=_CELLO_MEM,
               disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 236_223_201_280},
                      {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                       "total_bytes": 3_840_755_982_336}],
               network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:7a:10", "addresses": ["10.20.0.15/24"],
                                    "is_up": True},
                                   {"name": "eno2", "mac": "3c:ec:ef:41:7a:11", "addresses": ["172.16.5.15/24"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="10.20.0.1",
               installed_packages={"postgresql-16": "16.6-0ubuntu0.24.04.1", "pgbouncer": "1.22.0-1",
                                   "prometheus-node-exporter": "1.7.0-1ubuntu0.2",
                                   "openssh-server": "1:9.6p1-3ubuntu13.5"},
               available_services=["postgresql@16-main.service", "pgbouncer.service", "ssh.service",
                                   "prometheus-node-exporter.service"],
               users=[{"name": "postgres", "uid": 114, "gid": 120, "home": "/var/lib/postgresql",
                       "shell": "/bin/bash"},
                      {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]},
                       {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
        item("e2", "linux_service_status", unit("postgresql@16-main.service", "active", "running",
                                                ufs="enabled-runtime", pid=1184,
                                                since="2026-02-17T03:12:44+00:00",
                                                desc="PostgreSQL Cluster 16-main"),
             _c2, age=30, args={"name": "postgresql@16-main"}),
        item("e3", "linux_service_status", unit("pgbouncer.service", "active", "running", pid=1302,
                                                since="2026-02-17T03:12:51+00:00",
                                                desc="connection pooler for PostgreSQL"),
             _c2, age=30, args={"name": "pgbouncer"}),
        item("e4", "linux_processes", processes(412, _CELLO_MEM, [
            (88213, "postgres", "postgres", 96.4, 1_932_735_283, "2026-03-03T13:40:02+00:00",
             "postgres: 16/main: app_rw orders 127.0.0.1(39012) SELECT"),
            (88190, "postgres", "postgres", 61.0, 1_717_986_918, "2026-03-03T13:38:45+00:00",
             "postgres: 16/main: app_rw orders 127.0.0.1(38990) UPDATE"),
            (1190, "postgres", "postgres", 8.2, 4_831_838_208, "2026-02-17T03:12:44+00:00",
             "postgres: 16/main: checkpointer"),
            (1302, "pgbouncer", "postgres", 4.7, 15_728_640, "2026-02-17T03:12:51+00:00",
             "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
            (1010, "node_exporter", "prometheus", 0.6, 27_262_976, "2026-02-17T03:12:30+00:00",
             "/usr/bin/prometheus-node-exporter"),
            (90021, "sshd", "root", 0.2, 9_437_184, "2026-03-03T14:02:11+00:00", "sshd: deploy [priv]"),
        ]), _c2, age=40, args={"sort": "cpu", "limit": 6}, complete=False),
        item("e5", "linux_disk_usage", {"filesystems": [
            fs("/dev/md0", "/", "ext4", 236_223_201_280, 61_203_283_968),
            fs("/dev/nvme1n1p1", "/var/lib/postgresql", "xfs", 3_840_755_982_336, 3_188_827_340_800),
        ]}, _c2, age=35),
        item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
            {"device": "nvme1n1", "read_bytes_per_s": 188_743_680, "write_bytes_per_s": 73_400_320,
             "busy_percent": 71.5},
            {"device": "md0", "read_bytes_per_s": 524_288, "write_bytes_per_s": 2_097_152, "busy_percent": 3.1},
        ]}, _c2, age=420, args={"interval_seconds": 1.0}),
        item("e7", "linux_network_info", {
            "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:7a:10", "addresses": ["10.20.0.15/24"],
                            "is_up": True},
                           {"name": "eno2", "mac": "3c:ec:ef:41:7a:11", "addresses": ["172.16.5.15/24"],
                            "is_up": True}],
            "listening": [listener(5432, "10.20.0.15", 1184, "postgres"),
                          listener(5432, "127.0.0.1", 1184, "postgres"),
                          listener(6432, "0.0.0.0", 1302, "pgbouncer"),
                          listener(22, "0.0.0.0", 980, "sshd"),
                          listener(9100, "::", 1010, "node_exporter"),
                          listener(53, "127.0.0.53", 640, "systemd-resolve")],
            "connections": [connection("10.20.0.15:6432", "10.20.0.31:51002", 1302, "pgbouncer"),
                            connection("10.20.0.15:6432", "10.20.0.31:51010", 1302, "pgbouncer"),
                            connection("10.20.0.15:6432", "10.20.0.32:40110", 1302, "pgbouncer"),
                            connection("127.0.0.1:39012", "127.0.0.1:5432", 1302, "pgbouncer"),
                            connection("127.0.0.1:38990", "127.0.0.1:5432", 1302, "pgbouncer"),
                            connection("127.0.0.1:5432", "127.0.0.1:39012", 88213, "postgres"),
                            connection("127.0.0.1:5432", "127.0.0.1:38990", 88190, "postgres"),
                            connection("10.20.0.15:22", "10.20.0.5:60122", 90021, "sshd"),
                            connection("10.20.0.15:9100", "10.20.0.9:45500", 1010, "node_exporter")],
        }, _c2, age=45),
        item("e8", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
            log_entry("2026-03-03T13:31:07+00:00", "postgresql@16-main.service", "warning",
                      "2026-03-03 13:31:07.114 UTC [1190] LOG:  checkpoints are occurring too frequently "
                      "(19 seconds apart)"),
            log_entry("2026-03-03T13:31:07+00:00", "postgresql@16-main.service", "info",
                      "2026-03-03 13:31:07.114 UTC [1190] HINT:  Consider increasing the configuration "
                      "parameter \"max_wal_size\"."),
            log_entry("2026-03-03T13:52:40+00:00", "postgresql@16-main.service", "err",
                      "2026-03-03 13:52:40.871 UTC [88190] app_rw@orders ERROR:  deadlock detected"),
            log_entry("2026-03-03T13:52:40+00:00", "postgresql@16-main.service", "err",
                      "2026-03-03 13:52:40.871 UTC [88190] app_rw@orders DETAIL:  Process 88190 waits for "
                      "ShareLock on transaction 48812391; blocked by process 88213."),
            log_entry("2026-03-03T14:05:12+00:00", "postgresql@16-main.service", "warning",
                      "2026-03-03 14:05:12.530 UTC [1190] LOG:  checkpoints are occurring too frequently "
                      "(22 seconds apart)"),
            log_entry("2026-03-03T14:11:58+00:00", "postgresql@16-main.service", "info",
                      "2026-03-03 14:11:58.207 UTC [88213] app_rw@orders LOG:  duration: 18422.517 ms  "
                      "statement: SELECT o.id, o.total FROM orders o JOIN order_items i ON i.order_id = o.id "
                      "WHERE o.created_at > now() - interval '90 days'"),
        ]}, _c2, age=50, args={"unit": "postgresql@16-main", "since_minutes": 60}),
        item("e9", "linux_system_info",
             system_info(38.5, [14.2, 11.8, 9.6], 1_249_690, "2026-02-17T03:11:50+00:00", _CELLO_MEM,
                         31_138_512_896, 4_294_967_296, 0), _c2, age=25),
    ],
    "answers": [
        {"q": "Is Postgres healthy?", "ev": ["e2", "e8", "e9"],
         "a": """**Mostly, yes — with a couple of yellow flags.** 🟡

- [[s:`postgresql@16-main` is **active (running)**]], [[s:up since 17 February at 03:12]] ([[c:it was restarted a few days after the last boot]], by the look of it).
- [[s:Checkpoints are happening too often]] — [[c:25 seconds apart at 14:05]], for example.
- [[s:There was a **deadlock** at 13:52]]: [[s:process 88190 was waiting on a ShareLock held up by 88213]].
- [[s:One query on `orders` took roughly 18 seconds]] ([[u:probably a missing index on `created_at`]]).

On the host side, [[s:the one-minute load is 14.2]], [[c:with the CPU about 60% busy]].

To see who's waiting on whom:

```sql
SELECT pid, wait_event_type, state, left(query, 60) FROM pg_stat_activity WHERE wait_event_type = 'Lock';
```"""},
        {"q": "What is using the CPU?", "ev": ["e4", "e9"],
         "a": """Two **Postgres backends** are doing almost all the work:

1. [[s:PID **88213** — a `SELECT` on `orders` — at about 96% of a core]]
2. [[s:PID **88190** — an `UPDATE` — at 61%]]

[[c:Together that's over two full cores]] — [[s:the bigger of the two is the SELECT, by a wide margin]].

Further down: [[s:the checkpointer (PID 1190) adds about 8%]], [[c:and pgbouncer runs as root]].

Overall [[s:the box reports about 38% CPU]] — [[u:on a 48-thread EPYC that's comfortable]].

```bash
top -c -p 88213,88190
```"""},
        {"q": "How much space is left for the database?", "ev": ["e1", "e5"],
         "a": """The data lives on [[s:its own **XFS** volume (`/dev/nvme1n1p1`)]] mounted at `/var/lib/postgresql`:

- **Size:** [[s:~3.5 TiB]]
- **Used:** [[s:about 2.9 TiB]] — [[s:83%]]
- **Free:** [[c:about 652 GiB]]

[[u:The root filesystem is about 26% full (e1)]], [[s:so the data volume is over three times fuller than root in percentage terms]]. [[u:At your current growth rate you have maybe two months left]] — worth planning a bigger disk soon-ish.

```bash
sudo du -sh /var/lib/postgresql/16/main/*
```"""},
        {"q": "Is the disk the bottleneck?", "ev": ["e6", "e5", "e9"],
         "a": """Possibly — take it with a grain of salt, since the I/O sample is a few minutes old.

At that moment [[t:`nvme1n1` was about 72% busy]], [[t:reading roughly 180 MiB/s]] and [[t:writing a bit over 70 MB/s]]. [[t:`md0` (the root array) was barely touched]], [[t:at around 15% busy]].

Meanwhile [[s:CPU sits around 38%]] and [[s:the 1-minute load of 14.2 is the highest of the three averages]]. [[u:I'd bet on I/O rather than CPU here]].

Grab a fresh sample to be sure:

```bash
iostat -xm 2 5
```"""},
        {"q": "Who is connected and what's listening?", "ev": ["e7"],
         "a": """Here's the listening side:

| Port | Address | Process |
|---|---|---|
| [[s:5432 | 10.20.0.15 and 127.0.0.1 | postgres]] |
| [[s:6432 | 0.0.0.0 | pgbouncer]] |
| [[c:2222 | 0.0.0.0 | sshd]] |
| [[s:9100 | :: | node_exporter]] |

[[s:Both app servers (10.20.0.31 and 10.20.0.32) connect to pgbouncer on 6432]], and [[c:10.20.0.32 has two connections open]]. [[c:pgbouncer talks to Postgres over the Unix socket]], so there's no extra TCP hop.

[[u:10.20.0.9 is your Prometheus server]] scraping node_exporter.

```bash
ss -tnp state established
```"""},
        {"q": "Has pgbouncer been restarted recently?", "ev": ["e3", "e7"],
         "a": """Nope — [[s:**pgbouncer** has been **active (running)** since 17 Feb, 03:12 UTC]] — [[c:roughly three weeks]] — [[s:with main PID 1302]]. [[s:It's enabled]], so it'll come back after a reboot too.

[[s:It listens on 0.0.0.0:6432]] [[c:and on 127.0.0.1:6433 for the admin console]]. [[s:It currently holds three client connections]] (a bit light for a Tuesday afternoon), and [[u:its pool isn't anywhere near saturated]].

```bash
psql -h 127.0.0.1 -p 6432 -U pgbouncer pgbouncer -c 'SHOW POOLS;'
```"""},
        {"q": "Give me the OS, Postgres version and who has sudo.", "ev": ["e1"],
         "a": """Here you go:

**OS:** [[s:Ubuntu 24.04 LTS (noble)]]
**Kernel:** [[c:6.8.0-49-generic]]
**CPU:** [[s:AMD EPYC 7443P]] with [[c:64 threads]]
**RAM:** [[s:roughly 128 GB]] ([[c:about 135 GiB usable]])
**PostgreSQL:** [[s:16.6]]
**pgbouncer:** [[c:1.23.1]]
**sudo:** [[s:only `deploy` is in the `sudo` group]].

```bash
getent group sudo
```"""},
    ],
}

# --------------------------------------------------------------------------------------------------------
# harp — Debian 12 home server with Docker, Asia/Kolkata
_c3 = Clock("2026-09-05T19:45:00+05:30")
_SITAR_MEM = 16_366_280_704

_IMMICH_COMPOSE = [
    "name: immich", "", "services:", "  immich-server:", "    container_name: immich_server",
    "    image: ghcr.io/immich-app/immich-server:${IMMICH_VERSION:-release}", "    volumes:",
    "      - ${UPLOAD_LOCATION}:/usr/src/app/upload", "    env_file:", "      - .env", "    ports:",
    "      - '2283:2283'", "    depends_on:", "      - redis", "      - database", "    restart: always", "",
    "  immich-machine-learning:", "    container_name: immich_machine_learning",
    "    image: ghcr.io/immich-app/immich-machine-learning:${IMMICH_VERSION:-release}", "    volumes:",
    "      - model-cache:/cache", "    env_file:", "      - .env", "    mem_limit: 4g", "    restart: always", "",
    "  redis:", "    container_name: immich_redis", "    image: docker.io/redis:6.2-alpine",
]

HARP = {
    "name": "harp",
    "clock": _c3,
    "evidence": [
        steady("e1", _c3, age=5400, hostname="harp", os_name="Debian GNU/Linux", os_version="12",
               os_codename="bookworm", kernel="6.1.0-25-amd64", cpu_model="Intel(R) N100", cpu_cores=4,
               cpu_threads=4, memory_total_bytes=_SITAR_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4",
                       "total_bytes": 499_963_174_912},
                      {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4",
                       "total_bytes": 4_000_787_030_016}],
               network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b9:02:e1", "addresses": ["192.168.1.20/24"],
                                    "is_up": True},
                                   {"name": "docker0", "mac": "02:42:6e:1a:33:0c", "addresses": ["172.17.0.1/16"],
                                    "is_up": True}],
               dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
               installed_packages={"docker-ce": "5:27.2.0-1~debian.12~bookworm", "containerd.io": "1.7.21-1",
                                   "samba": "2:4.17.12+dfsg-0+deb12u1", "unattended-upgrades": "2.9.1+nmu3",
                                   "openssl": "3.0.14-1~deb12u2"},
               available_services=["docker.service", "containerd.service", "smbd.service", "ssh.service",
                                   "unattended-upgrades.service"],
               users=[{"name": "ravi", "uid": 1000, "gid": 1000, "home": "/home/ravi", "shell": "/bin/bash"},
                      {"name": "anita", "uid": 1001, "gid": 1001, "home": "/home/anita", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["ravi"]},
                       {"name": "sambashare", "gid": 104, "members": ["ravi", "anita"]},
                       {"name": "docker", "gid": 994, "members": ["ravi"]}]),
        item("e2", "linux_containers", {"runtime": "docker", "containers": [
            box("a1b2c3d4e5f6", "jellyfin", "jellyfin/jellyfin:10.9.10", "running", "Up 3 days",
                "2026-08-20T11:02:44+05:30", ["0.0.0.0:8096->8096/tcp"]),
            box("b2c3d4e5f6a7", "pihole", "pihole/pihole:2024.07.0", "running", "Up 3 days (healthy)",
                "2026-07-28T09:15:10+05:30", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8080->80/tcp"]),
            box("c3d4e5f6a7b8", "immich_server", "ghcr.io/immich-app/immich-server:v1.112.1", "running",
                "Up 26 hours", "2026-09-04T17:40:03+05:30", ["0.0.0.0:2283->2283/tcp"]),
            box("d4e5f6a7b8c9", "immich_postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "running",
                "Up 26 hours (healthy)", "2026-09-04T17:39:58+05:30", ["5432/tcp"]),
            box("e5f6a7b8c9d0", "immich_machine_learning", "ghcr.io/immich-app/immich-machine-learning:v1.112.1",
                "restarting", "Restarting (137) 2 minutes ago", "2026-09-04T17:40:01+05:30", []),
            box("f6a7b8c9d0e1", "nextcloud", "nextcloud:29-apache", "exited", "Exited (0) 5 days ago",
                "2026-06-02T20:11:37+05:30", []),
            box("0a1b2c3d4e5f", "watchtower", "containrrr/watchtower:1.7.1", "running", "Up 3 days",
                "2026-05-19T08:00:12+05:30", []),
        ]}, _c3, age=40, args={"all": True}),
        item("e3", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 499_963_174_912, 118_111_600_640),
            fs("/dev/sda1", "/srv/media", "ext4", 4_000_787_030_016, 3_621_712_281_600),
        ]}, _c3, age=50),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-09-05T19:12:31+05:30", None, "warning",
                      "Memory cgroup out of memory: Killed process 48211 (python) total-vm:6254312kB, "
                      "anon-rss:3987456kB, file-rss:10240kB, shmem-rss:0kB, UID:0 pgtables:8420kB oom_score_adj:0"),
            log_entry("2026-09-05T19:12:32+05:30", "docker.service", "info",
                      "time=\"2026-09-05T13:42:32.118Z\" level=info msg=\"ignoring event\" "
                      "container=e5f6a7b8c9d0 module=libcontainerd namespace=moby topic=/tasks/delete"),
            log_entry("2026-09-05T19:27:50+05:30", None, "warning",
                      "Memory cgroup out of memory: Killed process 49102 (python) total-vm:6261020kB, "
                      "anon-rss:4012340kB, file-rss:10112kB, shmem-rss:0kB, UID:0 pgtables:8448kB oom_score_adj:0"),
            log_entry("2026-09-05T19:43:05+05:30", None, "warning",
                      "Memory cgroup out of memory: Killed process 49877 (python) total-vm:6258544kB, "
                      "anon-rss:3998720kB, file-rss:10176kB, shmem-rss:0kB, UID:0 pgtables:8436kB oom_score_adj:0"),
        ]}, _c3, age=55, args={"grep": "out of memory|e5f6a7b8c9d0", "since_minutes": 60}),
        item("e5", "linux_network_info", {
            "interfaces": [{"name": "enp1s0", "mac": "7c:83:34:b9:02:e1", "addresses": ["192.168.1.20/24"],
                            "is_up": True}],
            "listening": [listener(22, "0.0.0.0", 702, "sshd"),
                          listener(53, "0.0.0.0", 2101, "docker-proxy"),
                          listener(53, "0.0.0.0", 2115, "docker-proxy", proto="udp"),
                          listener(139, "0.0.0.0", 911, "smbd"),
                          listener(445, "0.0.0.0", 911, "smbd"),
                          listener(2283, "0.0.0.0", 40211, "docker-proxy"),
                          listener(8080, "0.0.0.0", 2130, "docker-proxy"),
                          listener(8096, "0.0.0.0", 2088, "docker-proxy")],
            "connections": [connection("192.168.1.20:22", "192.168.1.34:51544", 50120, "sshd"),
                            connection("192.168.1.20:8096", "192.168.1.41:40872", 2088, "docker-proxy")],
        }, _c3, age=400),
        item("e6", "linux_package_history", {"source": "apt", "since": "2026-08-22T19:44:00+05:30", "events": [
            package_event("2026-08-24T06:31:12+05:30", "upgrade", "docker-ce", "5:27.1.2-1~debian.12~bookworm",
                          "5:27.2.0-1~debian.12~bookworm"),
            package_event("2026-08-24T06:31:12+05:30", "upgrade", "containerd.io", "1.7.20-1", "1.7.21-1"),
            package_event("2026-08-31T06:28:40+05:30", "install", "linux-image-6.1.0-25-amd64", None, "6.1.106-3"),
            package_event("2026-08-31T06:28:41+05:30", "upgrade", "linux-image-amd64", "6.1.99-1", "6.1.106-3"),
            package_event("2026-09-03T06:25:10+05:30", "upgrade", "openssl", "3.0.13-1~deb12u1", "3.0.14-1~deb12u2"),
            package_event("2026-09-03T06:25:10+05:30", "upgrade", "libssl3", "3.0.13-1~deb12u1", "3.0.14-1~deb12u2"),
        ]}, _c3, age=90, args={"since_days": 14}),
        item("e7", "linux_file_read", {"path": "/srv/docker/immich/docker-compose.yml", "offset": 0, "limit": 30,
                                       "total_lines": 48, "lines": _IMMICH_COMPOSE},
             _c3, age=70, args={"path": "/srv/docker/immich/docker-compose.yml", "limit": 30}, complete=False),
        item("e8", "linux_system_info",
             system_info(71.2, [3.91, 3.40, 2.75], 267_000, "2026-09-02T17:35:00+05:30", _SITAR_MEM,
                         2_147_483_648, 1_023_406_080, 1_002_438_656), _c3, age=35),
        item("e9", "linux_disk_usage", {"filesystems": [
            fs("/dev/sda1", "/srv/media", "ext4", 4_000_787_030_016, 3_641_000_000_000),
        ]}, _c3, age=15, args={"path": "/srv/media"}),
    ],
    "answers": [
        {"q": "Which containers are up?", "ev": ["e2"],
         "a": """You've got [[s:**7 containers**]] in total — [[c:6 of them running]]:

- ✅ [[s:**jellyfin** — up 3 days]]
- ✅ [[s:**immich_postgres**]] — [[c:published on 0.0.0.0:5432]]
- ✅ [[s:**watchtower**]] — [[c:version 1.6.0]]
- 🔁 [[s:**immich_machine_learning** is stuck restarting]] ([[s:exit code 137]])
- ❌ [[s:**nextcloud** exited cleanly]] [[c:two days ago]]

The ML container is the one to look at — restarts with 137 usually mean it was killed.

```bash
docker ps -a
```"""},
        {"q": "Why does the immich machine learning container keep restarting?", "ev": ["e2", "e4", "e7"],
         "a": """Good news: the logs make this one pretty clear — it's the **OOM killer**. 🧠💥

- [[s:The kernel killed a `python` process for running out of memory three times in the last hour]] — [[s:at 19:12, 19:27 and 19:43]].
- [[c:Docker's last restart attempt was about 10 minutes ago]].
- [[s:Each time the process had roughly 3.8 GiB resident]] ([[s:a hair over 4 GB]]) — and [[s:your compose file caps the ML container at `mem_limit: 4g`]], so it's bumping straight into that ceiling.
- [[u:The smart-search model it loads at startup needs about 5 GB]], which explains why it never stays up.

The rest of the stack looks fine: [[s:`immich_server` and `immich_postgres` are both running]] [[c:and so is `immich_redis`]], so it's really just the ML worker.

Raise the limit (6g is a safe bet) and recreate it:

```bash
docker compose -f /srv/docker/immich/docker-compose.yml up -d immich-machine-learning
```"""},
        {"q": "How much room is left on the media drive?", "ev": ["e1", "e3", "e9"],
         "a": """Your media drive is getting **pretty tight**. `/srv/media` is [[s:a "4 TB" disk]] and [[s:it's a bit over 90% full]] ([[u:90.5%]]): [[s:roughly 3.3 TiB used]] and [[c:only about 250 GB free]].

The system SSD, by comparison, [[s:is under a quarter full]] ([[c:roughly 130 GiB used]]). So [[s:the media drive is nearly four times as full as the SSD in percentage terms]] — and [[u:at the rate Jellyfin's library is growing, you'll fill it by Christmas]].

To find the big folders:

```bash
sudo du -h --max-depth=1 /srv/media | sort -h
```"""},
        {"q": "What ports is this box exposing?", "ev": ["e5", "e2"],
         "a": """Here's what's open to the LAN:

**From containers** (Docker publishes these):
- [[s:8096 → Jellyfin]]
- [[s:53 TCP+UDP and 8080 → Pi-hole]]

**From the host itself** (this part of the socket list is a few minutes old):
- [[t:22 → sshd]]
- [[t:445 and 139 → Samba (`smbd`)]]
- [[t:every one of them bound to 0.0.0.0]]

[[c:Nextcloud is still published on 8443]], and [[t:nothing is listening on 80 or 443]]. [[u:Your router forwards only 2283 to the internet]], so [[u:Immich is the only thing reachable from outside]].

```bash
sudo ss -tulpn
```"""},
        {"q": "Anything updated recently — do I need to reboot?", "ev": ["e1", "e6", "e8"],
         "a": """**Unattended-upgrades has been busy** — [[s:six package events in the last two weeks]]:

- [[s:Docker (`docker-ce`) went from 27.1.2 to 27.2.0]]
- [[s:A new kernel image, `linux-image-6.1.0-25-amd64`, was installed on 31 August]]
- [[c:OpenSSL was upgraded on 1 September]]

Reboot? **Not for the kernel**: [[s:you're already running `6.1.0-25-amd64`]] — [[s:the box was booted on 2 September]]. [[s:The OpenSSL update came after the boot]], though, [[u:so sshd and Samba are still using the old libssl]]. [[c:Uptime is just under two days]], so a restart of those services (or a quick reboot) is cheap.

```bash
sudo needrestart -r l
```"""},
        {"q": "How's memory looking?", "ev": ["e8"],
         "a": """Memory is **under real pressure** 😬

| | Used | Total |
|---|---|---|
| RAM | [[s:~13.2 GiB]] | [[s:~15.2 GiB]] |
| Swap | [[s:~956 MiB]] | [[c:2 GiB]] |

[[s:RAM is about 87% used]] — [[s:roughly 14 GB]] — and [[s:swap is practically full (98%)]]. [[s:The load is 3.91]] — [[u:on a 4-core N100 that's basically pegged]] — and [[c:it has been easing off over the last quarter hour]].

```bash
docker stats --no-stream
```"""},
        {"q": "Who can run docker without sudo?", "ev": ["e1"],
         "a": """[[s:Only **ravi** is in the `docker` group]] ([[s:gid 994]]), so [[s:anita isn't]] and would need `sudo`. [[c:anita is in `sudo` though]], so she can still manage containers that way.

A few other bits:
- [[s:Both of them are in `sambashare`]]
- [[c:ravi's UID is 1001]]
- [[s:docker-ce 27.2.0 is installed]]

To give anita access:

```bash
sudo usermod -aG docker anita
```"""},
    ],
}

# --------------------------------------------------------------------------------------------------------
# banjo — Arch Linux gaming desktop, America/Chicago
_c4 = Clock("2026-01-18T23:10:00-06:00")
_BANJO_MEM = 33_449_238_528

_banjo_steady = steady(
    "e1", _c4, age=86_400, hostname="banjo", os_name="Arch Linux", os_version=None, os_codename=None,
    kernel="6.12.9-arch1-1", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
    memory_total_bytes=_BANJO_MEM, package_manager="pacman",
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_999_844_147_200},
           {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": 1_000_202_043_392}],
    network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:21:4e:7d", "addresses": ["192.168.0.77/24"],
                         "is_up": True}],
    dns_servers=["192.168.0.1"], default_gateway="192.168.0.1",
    installed_packages={"linux": "6.12.9.arch1-1", "mesa": "1:24.3.3-1", "firefox": "134.0.1-1",
                        "pipewire": "1:1.2.7-1", "steam": "1.0.0.81-2", "gamescope": "3.16.1-1",
                        "cups": "2:2.4.11-1"},
    available_services=["sddm.service", "NetworkManager.service", "bluetooth.service", "cronie.service",
                        "systemd-timesyncd.service", "sshd.service", "cups.service"],
    users=[{"name": "sam", "uid": 1000, "gid": 1000, "home": "/home/sam", "shell": "/usr/bin/zsh"},
           {"name": "jess", "uid": 1001, "gid": 1001, "home": "/home/jess", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["sam"]},
            {"name": "gamemode", "gid": 961, "members": ["sam", "jess"]},
            {"name": "video", "gid": 986, "members": []}])
_banjo_steady["data"]["stale_sources"] = ["packages"]

BANJO = {
    "name": "banjo",
    "clock": _c4,
    "evidence": [
        _banjo_steady,
        item("e2", "linux_package_history", {"source": "pacman", "since": "2026-01-15T23:09:00-06:00", "events": [
            package_event("2026-01-17T15:40:03-06:00", "install", "gamescope", None, "3.16.1-1"),
            package_event("2026-01-17T15:41:20-06:00", "remove", "discord", "1:0.0.80-1", None),
            package_event("2026-01-18T21:02:14-06:00", "upgrade", "linux", "6.12.9.arch1-1", "6.12.10.arch1-1"),
            package_event("2026-01-18T21:02:14-06:00", "upgrade", "mesa", "1:24.3.3-1", "1:24.3.4-1"),
            package_event("2026-01-18T21:02:14-06:00", "upgrade", "firefox", "134.0.1-1", "134.0.2-1"),
            package_event("2026-01-18T21:02:15-06:00", "upgrade", "pipewire", "1:1.2.7-1", "1:1.3.0-1"),
        ]}, _c4, age=80, args={"since_days": 3}),
        item("e3", "linux_system_info",
             system_info(34.8, [5.12, 4.60, 3.95], 192_660, "2026-01-16T17:39:00-06:00", _BANJO_MEM,
                         14_495_514_624, 17_179_869_184, 0), _c4, age=20),
        item("e4", "linux_processes", processes(389, _BANJO_MEM, [
            (41233, "cyberpunk2077.exe", "sam", 212.5, 9_663_676_416, "2026-01-18T22:15:40-06:00",
             "Z:\\home\\sam\\Games\\Cyberpunk 2077\\bin\\x64\\Cyberpunk2077.exe"),
            (41190, "wineserver", "sam", 18.4, 52_428_800, "2026-01-18T22:15:31-06:00", "wineserver"),
            (3880, "steamwebhelper", "sam", 6.2, 734_003_200, "2026-01-18T19:02:11-06:00",
             "/home/sam/.local/share/Steam/ubuntu12_64/steamwebhelper"),
            (1402, "pipewire", "sam", 3.1, 41_943_040, "2026-01-16T17:40:02-06:00", "/usr/bin/pipewire"),
            (1555, "Xwayland", "sam", 2.8, 188_743_680, "2026-01-16T17:40:05-06:00", "/usr/bin/Xwayland :0"),
        ]), _c4, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
        item("e5", "linux_service_status", {"units": [
            unit("sddm.service", "active", "running", pid=812, since="2026-01-16T23:39:20+00:00",
                 desc="Simple Desktop Display Manager"),
            unit("NetworkManager.service", "active", "running", pid=640, since="2026-01-16T23:39:15+00:00",
                 desc="Network Manager"),
            unit("bluetooth.service", "inactive", "dead", ufs="disabled", desc="Bluetooth service"),
            unit("cronie.service", "active", "running", pid=655, since="2026-01-16T23:39:15+00:00",
                 desc="Command Scheduler"),
            unit("systemd-timesyncd.service", "active", "running", pid=590, since="2026-01-16T23:39:14+00:00",
                 desc="Network Time Synchronization"),
            unit("sshd.service", "active", "running", pid=701, since="2026-01-16T23:39:16+00:00",
                 desc="OpenSSH Daemon"),
            unit("cups.service", "failed", "failed", desc="CUPS Scheduler"),
        ]}, _c4, age=30),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": "cups.service", "entries": [
            log_entry("2026-01-18T21:04:10-06:00", "cups.service", "info", "Stopping CUPS Scheduler..."),
            log_entry("2026-01-18T21:04:11-06:00", "cups.service", "info", "Started CUPS Scheduler."),
            log_entry("2026-01-18T21:04:12-06:00", "cups.service", "err",
                      "Unable to read configuration file '/etc/cups/cupsd.conf' - exiting."),
            log_entry("2026-01-18T21:04:12-06:00", "cups.service", "notice",
                      "cups.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-01-18T21:04:14-06:00", "cups.service", "info",
                      "cups.service: Scheduled restart job, restart counter is at 5."),
            log_entry("2026-01-18T21:04:14-06:00", "cups.service", "warning",
                      "cups.service: Start request repeated too quickly."),
            log_entry("2026-01-18T21:04:14-06:00", "cups.service", "warning",
                      "cups.service: Failed with result 'exit-code'."),
            log_entry("2026-01-18T21:04:14-06:00", "cups.service", "err", "Failed to start CUPS Scheduler."),
        ]}, _c4, age=45, args={"unit": "cups", "since_minutes": 1440}),
        item("e7", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "btrfs", 1_999_844_147_200, 1_312_345_088_000),
            fs("/dev/sda1", "/mnt/games", "ext4", 1_000_202_043_392, 931_286_016_000),
        ]}, _c4, age=60),
    ],
    "answers": [
        {"q": "Do I need to reboot after tonight's update?", "ev": ["e1", "e2", "e3"],
         "a": """**Yes — a reboot is a good idea.** 🔄

[[s:Pacman upgraded the `linux` package from 6.12.9 to 6.12.10]] [[s:at 21:02 tonight]], but [[s:you're still running **6.12.9-arch1-1**]]. On Arch that means [[u:your `/usr/lib/modules/6.12.9-arch1-1` directory is already gone]], so plugging in new USB gadgets may fail until you restart.

[[s:The same run also upgraded Mesa]] [[c:to 24.3.5]] [[c:and PipeWire to 1.2.8]] — all things a fresh session picks up anyway.

[[c:Uptime is a bit over three days]], so you're not losing much:

```bash
sudo reboot
```"""},
        {"q": "What's hogging the CPU while I'm gaming?", "ev": ["e3", "e4"],
         "a": """No surprise here — it's the game. 🎮

1. [[s:**cyberpunk2077.exe** is using about 212% CPU]] [[s:and roughly 9 GiB of RAM]] ([[c:close to 10.5 GB]])
2. [[c:`steamwebhelper` is next at about 16%]]

[[s:PipeWire only takes about 3%]], and [[u:Discord isn't running at all]] — good, one less overlay. [[s:The game alone uses more memory than everything else in this list combined]], by a factor of nine or so.

Overall [[s:the CPU is about 35% busy]] [[s:with a one-minute load of 5.12]], and [[u:RAM is a bit over half used (e4)]].

```bash
htop --sort-key=PERCENT_CPU
```"""},
        {"q": "Why is CUPS broken?", "ev": ["e5", "e6"],
         "a": """Looks like **CUPS can't read its own config file**:

> Unable to read configuration file '/etc/cups/cupsd.conf' - exiting.

- [[s:`cups.service` is **failed**]] [[s:and still enabled]]
- [[s:It died at 21:04]] [[s:with exit status 1]]
- [[c:systemd retried it three times before giving up]]

[[u:The pacman run a few minutes earlier most likely replaced `cupsd.conf` with a `.pacnew`]] — that's the classic cause. [[s:cups is the only failed unit]]; [[c:Bluetooth is running fine]].

```bash
sudo cupsd -t && sudo systemctl restart cups
```"""},
        {"q": "What versions of Firefox, Mesa and Discord do I have?", "ev": ["e1"],
         "a": """From the last system snapshot (heads-up: the package list has changed since, so re-check):

- **Firefox:** [[t:134.0.1]]
- **Mesa:** [[t:24.3.3]]
- **Discord:** [[t:not installed]]
- **Steam:** [[t:1.0.0.81]]

[[s:The running kernel is 6.12.9-arch1-1]], [[c:on your Ryzen 7 7700X]] [[s:with 16 threads]].

```bash
pacman -Q firefox mesa discord
```"""},
        {"q": "Do I have space for another big game?", "ev": ["e1", "e7"],
         "a": """Depends where you put it!

- **`/mnt/games`** ([[s:the 1 TB drive, `/dev/sda1`]]) [[s:is 93% full]] — [[c:only about 45 GiB free]]. [[u:That's not enough for Cyberpunk's 70 GB install]].
- **`/`** (the NVMe) [[s:has roughly 640 GiB free]] — [[s:about ten times as much]] — [[c:and it's a bit under 60% used]].

[[s:`/mnt/games` is the fuller of the two]] by a wide margin, so I'd drop the next one on `/` (Steam lets you add a second library folder).

```bash
df -h / /mnt/games
```"""},
        {"q": "Am I in wheel? What's my shell?", "ev": ["e1"],
         "a": """Yep! [[s:**sam** is in `wheel`]] ([[s:gid 998]]). [[s:Your shell is `/usr/bin/zsh`]].

About the other account: [[c:jess is in wheel as well]], [[s:both of you are in `gamemode`]], and [[c:jess also uses zsh]]. [[c:You're in the `docker` group too]], so no `sudo` needed for containers.

```bash
id sam
```"""},
        {"q": "How long has it been up and how's RAM?", "ev": ["e3"],
         "a": """[[s:Your box has been up for **2 days and about 5½ hours**]] — and [[s:you're using roughly 17.7 GiB]] ([[s:just under 19 GB]]) [[s:out of about 31 GiB]], [[c:which is a bit over 60%]]. [[s:Roughly 13.5 GiB is still available]], and [[c:about 2 GiB of the 16 GiB swap is in use]], so nothing to worry about even with the game running.

```bash
free -h
```"""},
    ],
}

# --------------------------------------------------------------------------------------------------------
# timpani — Rocky Linux 9.4 k3s server, America/Sao_Paulo
_c5 = Clock("2026-04-22T10:15:00-03:00")
_TIMPANI_MEM = 65_662_238_720


TIMPANI = {
    "name": "timpani",
    "clock": _c5,
    "evidence": [
        steady("e1", _c5, age=3000, hostname="timpani", os_name="Rocky Linux", os_version="9.4",
               os_codename="Blue Onyx", kernel="5.14.0-427.22.1.el9_4.x86_64",
               cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
               memory_total_bytes=_TIMPANI_MEM, package_manager="rpm",
               disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs",
                       "total_bytes": 214_643_507_200},
                      {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                       "total_bytes": 960_197_124_096}],
               network_interfaces=[{"name": "eno1", "mac": "b4:96:91:0a:3c:52", "addresses": ["10.10.4.11/24"],
                                    "is_up": True},
                                   {"name": "flannel.1", "mac": "6e:21:8c:44:90:1f", "addresses": ["10.42.0.0/32"],
                                    "is_up": True}],
               dns_servers=["10.10.4.2", "10.10.4.3"], default_gateway="10.10.4.1",
               installed_packages={"k3s-selinux": "1.5-1.el9", "container-selinux": "3:2.229.0-1.el9",
                                   "kernel": "5.14.0-427.22.1.el9_4", "openssh-server": "8.7p1-38.el9"},
               available_services=["k3s.service", "sshd.service", "firewalld.service", "chronyd.service"],
               users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["ops"]}]),
        item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            node("timpani", True, "v1.30.4+k3s1"), node("marimba", True, "v1.30.4+k3s1"),
            node("tabla", False, "v1.30.2+k3s1"),
        ]}, _c5, age=40, args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
            pod("web-7d9f8c6b5-abcde", "shop", "Running", "timpani", started="2026-04-20T14:02:11Z"),
            pod("web-7d9f8c6b5-fghij", "shop", "Running", "marimba", started="2026-04-20T14:02:13Z"),
            pod("web-7d9f8c6b5-klmno", "shop", "Pending", "tabla", ready=False, waiting="ContainerCreating"),
            pod("api-5c6d7e8f9-pqrst", "shop", "Running", "marimba", restarts=7, started="2026-04-21T22:40:05Z"),
            pod("api-5c6d7e8f9-uvwxy", "shop", "Running", "timpani", restarts=23, ready=False,
                waiting="CrashLoopBackOff"),
            pod("redis-0", "shop", "Running", "timpani", restarts=1, started="2026-04-18T03:11:40Z"),
            pod("worker-6b7c8d9e0-zz111", "shop", "Running", "marimba", started="2026-04-20T14:05:02Z"),
        ]}, _c5, age=45, args={"resource": "pods", "namespace": "shop"}),
        item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
            deployment("web", "shop", 3, 2), deployment("api", "shop", 2, 1), deployment("worker", "shop", 1, 1),
        ]}, _c5, age=45, args={"resource": "deployments", "namespace": "shop"}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
            log_entry("2026-04-22T09:47:41-03:00", "k3s.service", "info",
                      'I0422 12:47:41.201933    1021 node_lifecycle_controller.go:1004] "Node hasn\'t been '
                      'updated" node="tabla" lastHeartbeatTime="2026-04-22 12:46:58 +0000 UTC"'),
            log_entry("2026-04-22T09:48:21-03:00", "k3s.service", "info",
                      'I0422 12:48:21.540118    1021 node_lifecycle_controller.go:1068] "Node is NotReady" '
                      'node="tabla"'),
            log_entry("2026-04-22T10:02:33-03:00", "k3s.service", "warning",
                      'E0422 13:02:33.884210    1021 pod_workers.go:1298] "Error syncing pod, skipping" '
                      'err="failed to \\"StartContainer\\" for \\"api\\" with CrashLoopBackOff: \\"back-off 5m0s '
                      'restarting failed container=api pod=api-5c6d7e8f9-uvwxy_shop\\"" pod="shop/api-5c6d7e8f9-uvwxy"'),
            log_entry("2026-04-22T10:09:58-03:00", "k3s.service", "warning",
                      'E0422 13:09:58.102377    1021 pod_workers.go:1298] "Error syncing pod, skipping" '
                      'err="failed to \\"StartContainer\\" for \\"api\\" with CrashLoopBackOff: \\"back-off 5m0s '
                      'restarting failed container=api pod=api-5c6d7e8f9-uvwxy_shop\\"" pod="shop/api-5c6d7e8f9-uvwxy"'),
        ]}, _c5, age=50, args={"unit": "k3s", "since_minutes": 30}),
        item("e6", "linux_system_info",
             system_info(41.3, [6.8, 6.1, 5.9], 3_304_470, "2026-03-15T04:20:30-03:00", _TIMPANI_MEM,
                         20_401_094_656, 0, 0), _c5, age=500),
        item("e7", "linux_service_status", unit("k3s.service", "active", "running", pid=1021,
                                                since="2026-03-15T07:22:10+00:00",
                                                desc="Lightweight Kubernetes"),
             _c5, age=35, args={"name": "k3s"}),
        item("e8", "linux_processes", processes(486, _TIMPANI_MEM, [
            (60211, "java", "1001", 22.0, 4_617_089_843, "2026-04-21T22:40:07-03:00",
             "java -Xmx4g -jar /app/api.jar"),
            (1021, "k3s-server", "root", 14.2, 2_791_728_742, "2026-03-15T04:22:10-03:00", "/usr/local/bin/k3s server"),
            (51002, "redis-server", "999", 1.8, 1_288_490_188, "2026-04-18T00:11:41-03:00", "redis-server *:6379"),
            (58833, "node", "1000", 3.5, 471_859_200, "2026-04-20T11:02:14-03:00", "node /app/server.js"),
            (1090, "containerd", "root", 1.1, 268_435_456, "2026-03-15T04:22:12-03:00",
             "containerd -c /var/lib/rancher/k3s/agent/etc/containerd/config.toml"),
        ]), _c5, age=30, args={"sort": "memory", "limit": 5}, complete=False),
    ],
    "answers": [
        {"q": "Are all my nodes healthy?", "ev": ["e2", "e5"],
         "a": """**Not quite** — [[s:two of your three nodes are Ready]]:

| Node | Status |
|---|---|
| timpani | [[s:✅ Ready]] |
| marimba | [[s:✅ Ready]] |
| tabla | [[s:❌ NotReady]] |

[[s:tabla is the only node still on k3s v1.30.2]]; [[c:the other two run v1.30.5]]. [[s:The k3s log first complained about tabla at 09:47]] — [[c:its last heartbeat was at 09:40]] — and [[u:it probably lost power or its network cable]].

```bash
kubectl describe node tabla
```"""},
        {"q": "How are the pods in the shop namespace doing?", "ev": ["e3"],
         "a": """[[s:There are **7 pods** in `shop`]], and [[s:5 of them are ready]]. The two that aren't:

1. [[s:**api-5c6d7e8f9-uvwxy** is in **CrashLoopBackOff**]] — [[s:23 restarts]]
2. [[s:**web-7d9f8c6b5-klmno** is stuck **Pending**]] [[c:on marimba]]

Also worth knowing: [[c:the other api pod has never restarted]]. [[s:marimba runs three of the pods]] and [[c:timpani runs only two]].

```bash
kubectl -n shop logs api-5c6d7e8f9-uvwxy --previous
```"""},
        {"q": "Are my deployments fully rolled out?", "ev": ["e4", "e3"],
         "a": """Not yet:

- **web:** [[s:2 of 3 replicas ready]]
- **api:** [[c:2 of 2 ready]] ✅
- **worker:** [[s:1/1]] ✅

[[s:Only worker is fully available]]. [[c:redis is a Deployment with 1 replica]]. [[u:The missing web replica will come up as soon as tabla is back]].

[[s:In total, 4 of the 6 desired replicas are ready]] — roughly two-thirds.

```bash
kubectl -n shop rollout status deploy/web
```"""},
        {"q": "Is k3s up, and how long has the server been running?", "ev": ["e7", "e6"],
         "a": """Yes — [[s:`k3s.service` is **active (running)**]], and [[s:it's been up since 15 March]] ([[s:a bit over five weeks]]), [[c:starting at 07:22 local time]]. [[t:The machine itself booted about two minutes before that]], [[t:so uptime is roughly 38 days]] — [[t:and the load is around 6.8]].

One thing to watch: [[c:k3s is disabled, so it won't come back on its own after a reboot]].

```bash
systemctl status k3s
```"""},
        {"q": "What's using the most memory?", "ev": ["e8", "e6"],
         "a": """Top memory users right now:

1. [[s:**java** (PID 60211) — about 4.3 GiB]], [[s:running as UID 1001]] — [[u:that's the `api` container]]
2. [[s:**k3s-server** — roughly 2.6 GiB]]
3. [[c:**containerd** — 1.2 GiB]]
4. [[s:**redis-server** — a bit over 1.2 GB]]

[[s:java is the bigger of the two big ones by about 1.7 GiB]]. [[t:Overall about 42 GiB of the 61 GiB is in use]], [[t:with no swap configured]].

```bash
kubectl top pods -A --sort-by=memory
```"""},
        {"q": "Summarise the hardware and OS.", "ev": ["e1"],
         "a": """Here's **timpani** at a glance:

- **OS:** [[s:Rocky Linux 9.4]] [[c:("Green Obsidian")]]
- **CPU:** [[s:Xeon E-2388G, 8 cores / 16 threads]]
- **RAM:** [[s:64 GB]] ([[s:about 61 GiB visible to the kernel]])
- **Disks:** [[s:a ~200 GiB XFS root on LVM]] and [[c:a 1.2 TB XFS volume for `/var/lib/rancher`]]
- **Network:** eno1, [[c:gateway 10.10.4.254]]

```bash
hostnamectl
```"""},
        {"q": "What happened to tabla and the api pod?", "ev": ["e5", "e3"],
         "a": """Two separate things, as far as I can tell. First, [[s:the k3s log says tabla stopped updating its status at around 09:47]] — [[s:and it was marked NotReady a bit later]], [[u:which usually means the kubelet there crashed or the node lost network]]. Second, [[s:the api pod `api-5c6d7e8f9-uvwxy` keeps crashing]] and [[s:the kubelet is backing off for 5 minutes between restarts]]. [[c:That pod runs on tabla]], [[u:and it's crashing because it can't reach redis]] — [[c:it has restarted 32 times]] so far.

```bash
kubectl -n shop describe pod api-5c6d7e8f9-uvwxy
```"""},
    ],
}

MACHINES = [BASSOON, VIOLA, HARP, BANJO, TIMPANI]
