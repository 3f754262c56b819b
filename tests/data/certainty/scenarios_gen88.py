"""88th generation (written blind, in the manner of Llama 3.1 70B Instruct: a "**TL;DR:**" line first, then
short sections that explain causes, compare readings against limits or earlier values, and lean on relative
times and counts).

mojito — a Fedora 40 laptop in Lisbon (+01:00). Steady state from an hour ago (i7-1260P, 12 cores / 16
threads, 15.3 GiB MemTotal, one Btrfs volume for / and /home, kernel 6.8.9 running while kernel-core
6.8.11 is installed); fresh system info (80% memory used, zram swap 28% used, load rising 1.65 → 2.81, booted
six days ago), a memory-sorted process list cut to 8 of 387 (Firefox first, a QEMU VM second), fresh disk
usage, two weeks of dnf history (8 events, a new kernel on Tuesday evening, the old one removed), today's
warnings from the journal (two iwlwifi microcode errors, a systemd-oomd kill of Spotify, one Btrfs checksum
error, a gnome-shell JS error) and a network reading that is 15 minutes old.

negroni — a Debian 12 PostgreSQL 16 server in UTC. Steady state (EPYC 7313P 16/32, 125.8 GiB, md RAID root,
XFS data volume, users and groups with a dba group), the postgresql@16-main unit, every service (one failed
exporter, the old 15 cluster and a static backup job inactive, pgbouncer restarted at 06:02), disk usage
(data volume 83% full), twelve hours of Postgres warnings (checkpoints too frequent at 02:00, three
connection-slot errors before 09:00), sockets and connections (pgbouncer clients, one replication peer),
fresh system info, and a CPU-sorted process list seven minutes old.

daiquiri — an Ubuntu 22.04 Docker host in Chicago (-05:00). Steady state (Xeon E-2236 6/12, 61.3 GiB, docker
group), all nine containers (immich-server restarting, two exited), half an hour of warnings (three memory
cgroup OOM kills of immich), listening sockets with docker-proxy, fresh system info (85% memory, swap 95%),
a disk reading eight minutes old (/srv 90% full) and a month of apt history (Docker 27.3.1 and a kernel
on 29 September, reboot 17 minutes later; OpenSSL, netdata installed, cockpit removed).

martini — a k3s control plane on Ubuntu 24.04 in Tokyo (+09:00). Nodes (sidecar NotReady; manhattan on
v1.29.9 and Ubuntu 22.04; sidecar an arm64 Debian box), all 11 pods (paperless crash-looping with 14
restarts on gimlet, zigbee2mqtt unschedulable, metrics-server not ready on sidecar), deployments, fresh
system info, and k3s logs that are six minutes old.

sazerac — an Arch Linux GitLab CI runner in New York (-04:00). Steady state whose "packages" source is
stale (it still lists git 2.45.2 and docker-compose 2.28.1), a CPU-sorted process list cut to 8 of 612
(rustc at 612%, four cc1plus, all as root), network rates, /etc changes over a day, a week of pacman history,
the gitlab-runner unit, an hour of runner logs (two failed jobs: exit 137 and a Docker Hub rate limit) and
system info that is seven and a half minutes old.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, package_event,
                       pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------------
# mojito — Fedora 40 laptop, Europe/Lisbon (+01:00)
# ---------------------------------------------------------------------------------------------------------------
MO = Clock("2026-05-14T16:40:00+01:00")
MO_MEM = 16_439_148_544
MO_ROOT = 511_101_108_224

mojito_evidence = [
    steady("e1", MO, age=3600, hostname="mojito", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.8.9-300.fc40.x86_64", cpu_model="12th Gen Intel(R) Core(TM) i7-1260P", cpu_cores=12,
           cpu_threads=16, memory_total_bytes=MO_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": MO_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": MO_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:6b:b6:19:2e:07", "addresses": ["192.168.1.47/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"kernel-core": "6.8.11-300.fc40", "firefox": "126.0-1.fc40", "podman": "5:5.0.3-1.fc40",
                               "flatpak": "1.15.8-1.fc40", "gnome-shell": "46.2-1.fc40", "gnome-boxes": "46.1-1.fc40",
                               "syncthing": "1.27.7-1.fc40"},
           available_services=["NetworkManager.service", "systemd-oomd.service", "cups.service", "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ines", "uid": 1000, "gid": 1000, "home": "/home/ines", "shell": "/bin/zsh"},
                  {"name": "tomas", "uid": 1001, "gid": 1001, "home": "/home/tomas", "shell": "/bin/bash"},
                  {"name": "leonor", "uid": 1002, "gid": 1002, "home": "/home/leonor", "shell": "/bin/bash"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ines"]},
                   {"name": "libvirt", "gid": 975, "members": ["ines", "tomas"]},
                   {"name": "dialout", "gid": 18, "members": ["tomas"]},
                   {"name": "wireshark", "gid": 970, "members": ["ines"]}]),
    item("e2", "linux_system_info", system_info(23.4, [2.81, 2.10, 1.65], 530_100, "2026-05-08T13:25:00+01:00",
                                                MO_MEM, 3_221_225_472, 8 * GiB, 2_415_919_104), MO, age=40),
    item("e3", "linux_processes", processes(387, MO_MEM, [
        (4821, "firefox", "ines", 11.2, 3_543_348_224, "2026-05-14T08:52:10+01:00", "/usr/lib64/firefox/firefox"),
        (9120, "qemu-system-x86", "ines", 8.9, 2_202_009_600, "2026-05-14T14:10:31+01:00",
         "/usr/bin/qemu-system-x86_64 -machine q35 -name guest=fedora-rawhide -m 4096"),
        (5310, "Isolated Web Co", "ines", 6.5, 1_288_490_188, "2026-05-14T08:52:40+01:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 12 -isForBrowser"),
        (7702, "code", "ines", 2.3, 891_289_600, "2026-05-14T09:30:02+01:00", "/usr/share/code/code"),
        (7760, "slack", "ines", 1.4, 734_003_200, "2026-05-14T09:31:15+01:00", "/usr/lib/slack/slack"),
        (2210, "gnome-shell", "ines", 4.1, 612_368_384, "2026-05-08T13:26:10+01:00", "/usr/bin/gnome-shell"),
        (1843, "packagekitd", "root", 0.0, 402_653_184, "2026-05-14T11:04:51+01:00", "/usr/libexec/packagekitd"),
        (2605, "tracker-miner-fs-3", "ines", 0.3, 251_658_240, "2026-05-08T13:26:15+01:00",
         "/usr/libexec/tracker-miner-fs-3"),
    ]), MO, age=45, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", MO_ROOT, 402_653_184_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", MO_ROOT, 402_653_184_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 375_390_208),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 18_874_368),
    ]}, MO, age=30),
    item("e5", "linux_package_history", {"source": "dnf", "since": "2026-04-30T16:40:00+01:00", "events": [
        package_event("2026-05-06T19:02:11+01:00", "upgrade", "firefox", "125.0.3-1.fc40", "126.0-1.fc40"),
        package_event("2026-05-06T19:02:11+01:00", "upgrade", "mesa-dri-drivers", "24.0.5-1.fc40", "24.0.7-1.fc40"),
        package_event("2026-05-12T21:14:05+01:00", "install", "kernel-core", None, "6.8.11-300.fc40"),
        package_event("2026-05-12T21:14:05+01:00", "install", "kernel-modules", None, "6.8.11-300.fc40"),
        package_event("2026-05-12T21:15:02+01:00", "remove", "kernel-core", "6.8.5-301.fc40", None),
        package_event("2026-05-12T21:15:02+01:00", "upgrade", "podman", "5:5.0.2-1.fc40", "5:5.0.3-1.fc40"),
        package_event("2026-05-13T09:30:44+01:00", "install", "gnome-boxes", None, "46.1-1.fc40"),
        package_event("2026-05-14T11:05:20+01:00", "upgrade", "flatpak", "1.15.6-1.fc40", "1.15.8-1.fc40"),
    ]}, MO, age=50, args={"since_days": 14}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-05-14T09:14:02+01:00", None, "warning",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-05-14T09:14:05+01:00", "NetworkManager.service", "warning",
                  "<warn>  [1778746445.1022] device (wlp0s20f3): link disconnected"),
        log_entry("2026-05-14T13:02:17+01:00", None, "warning",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-05-14T13:02:20+01:00", "NetworkManager.service", "warning",
                  "<warn>  [1778760140.5531] device (wlp0s20f3): link disconnected"),
        log_entry("2026-05-14T15:48:33+01:00", "systemd-oomd.service", "warning",
                  "Killed /user.slice/user-1000.slice/user@1000.service/app.slice/app-flatpak-com.spotify.Client-6610.scope "
                  "due to memory pressure for /user.slice/user-1000.slice/user@1000.service being 72.40% > 50.00% "
                  "for > 20s with reclaim activity"),
        log_entry("2026-05-14T16:21:09+01:00", "user@1000.service", "warning",
                  "gnome-shell[2210]: JS ERROR: TypeError: this._box is null"),
        log_entry("2026-05-14T16:30:55+01:00", None, "warning",
                  "BTRFS warning (device nvme0n1p3): csum failed root 256 ino 4412310 off 0 csum 0x8941f998 "
                  "expected csum 0x1c3a0e77 mirror 1"),
    ]}, MO, age=60, args={"priority": "warning", "since_minutes": 480}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "a4:6b:b6:19:2e:07", "addresses": ["192.168.1.47/24"], "is_up": True}],
        "listening": [listener(53, "127.0.0.53", 1021, "systemd-resolve"), listener(631, "127.0.0.1", 1377, "cupsd"),
                      listener(8384, "127.0.0.1", 2988, "syncthing"), listener(22000, "0.0.0.0", 2988, "syncthing")],
        "connections": [
            connection("192.168.1.47:51422", "142.250.184.206:443", 4821, "firefox"),
            connection("192.168.1.47:51430", "151.101.1.69:443", 4821, "firefox"),
            connection("192.168.1.47:40112", "54.230.18.112:443", 7760, "slack"),
            connection("192.168.1.47:46650", "20.42.65.92:443", 7702, "code", status="TIME_WAIT"),
            connection("192.168.1.47:22000", "192.168.1.60:41876", 2988, "syncthing"),
        ]}, MO, age=900),
]

mojito_answers = [
    {"q": "Why is my laptop so slow right now?", "ev": ["e2", "e3"],
     "a": "**TL;DR:** [[s:You're running short on memory]] — [[c:swap is nearly half full]]. "
          "[[u:That paging is what makes the desktop feel sluggish]].\n\n"
          "### What's using it\n"
          "[[s:Firefox is the biggest consumer at about 3.3 GiB]], and [[c:the second-largest single process is VS "
          "Code at around 850 MiB]]. [[s:A QEMU virtual machine was started about two and a half hours ago]] — "
          "[[u:probably the GNOME Boxes VM you set up yesterday]].\n\n"
          "### CPU\n"
          "[[s:CPU isn't the bottleneck: overall usage is only around 23%]], [[c:and the 1-minute load of 2.8 is "
          "lower than the 15-minute average]].\n\n"
          "Shutting the VM down when you don't need it is the quickest win; after that, fewer Firefox tabs."},
    {"q": "How much disk space do I have left?", "ev": ["e4"],
     "a": "**TL;DR:** [[s:You have about 101 GiB free on your main drive]].\n\n"
          "### Root and home\n"
          "[[s:`/` and `/home` are on the same Btrfs volume]], so they share one pool of free space. [[c:Of the "
          "476 GiB total, about 385 GiB is used]]; [[c:in decimal units that's roughly 118 GB free]]. [[u:Btrfs "
          "tends to misbehave below 10% free]], and [[s:you're at about 21%]].\n\n"
          "### Boot partitions\n"
          "- [[c:`/boot` is about half full]]: [[s:358 MiB used of ~973 MiB]].\n"
          "\n"
          "[[c:None of your filesystems is above 75%]], so there's nothing urgent, but a `sudo dnf clean all` and "
          "a look at `~/.local/share/gnome-boxes` wouldn't hurt."},
    {"q": "Did anything get updated recently, and do I need to reboot?", "ev": ["e1", "e2", "e5"],
     "a": "**TL;DR:** [[s:Yes — a new kernel was installed two days ago]] and [[s:you haven't rebooted since]].\n\n"
          "### Recent updates\n"
          "[[c:There were seven package changes in the last two weeks]]. The ones that matter:\n\n"
          "1. [[s:`kernel-core` 6.8.11-300.fc40 was installed on Tuesday evening]].\n"
          "2. [[c:**Firefox** went from 125.0.3 to 126.0.1]].\n"
          "3. [[s:**GNOME Boxes** was installed yesterday]] — [[u:that's what pulled in the QEMU packages]].\n\n"
          "[[c:The old 6.8.5 kernel was kept as a fallback]].\n\n"
          "### Reboot\n"
          "[[s:The machine last booted on May 8]], [[s:so it's still running 6.8.9]]. [[u:Fedora keeps the last "
          "three kernels installed by default]], so you can always pick the old one from the boot menu. A "
          "`sudo systemctl reboot` will bring 6.8.11 up."},
    {"q": "Anything worrying in the logs today?", "ev": ["e6"],
     "a": "**TL;DR:** [[s:Your Wi-Fi dropped twice today]], and [[s:systemd-oomd killed Spotify about 50 minutes "
          "ago]].\n\n"
          "### Wi-Fi\n"
          "[[s:The `iwlwifi` driver reported a microcode error at 09:14]] and [[c:again at 12:02]]. [[u:This is a "
          "known firmware bug in the AX201 card and usually goes away with a linux-firmware update]].\n\n"
          "### Memory pressure\n"
          "[[s:oomd stepped in at 15:48]] [[c:because memory pressure hit 90%]].\n\n"
          "### Storage\n"
          "[[s:Btrfs logged a checksum failure on `nvme0n1p3` ten minutes ago]]. [[u:That usually points to a "
          "failing SSD or bad RAM]], so I'd run a scrub.\n\n"
          "That's [[c:six warnings in total since this morning]]. To check the disk: `sudo btrfs scrub start /` "
          "and then `sudo btrfs scrub status /`."},
    {"q": "Which apps are talking to the internet right now?", "ev": ["e1", "e7"],
     "a": "**TL;DR:** [[t:Firefox, Slack, VS Code and Syncthing have open connections]]; [[t:only Syncthing "
          "accepts connections from outside the laptop]].\n\n"
          "### Outbound\n"
          "- [[t:Firefox (PID 4821) has two HTTPS connections]] — [[u:one of them to Google (142.250.184.206)]].\n"
          "- [[t:Slack is connected to 54.230.18.112 on port 443]].\n"
          "- [[t:VS Code's connection to 20.42.65.92 is closing (TIME_WAIT)]].\n\n"
          "### Local network\n"
          "[[t:Syncthing is connected to 192.168.1.60]], [[s:a machine on your own LAN (your laptop is "
          "192.168.1.47)]].\n\n"
          "If you want a live view, `ss -tupn` shows the same thing with process names."},
    {"q": "Who has admin rights on mojito?", "ev": ["e1"],
     "a": "**TL;DR:** [[s:Only `ines` is in the `wheel` group]], [[u:which on Fedora is what grants sudo]].\n\n"
          "### Accounts\n"
          "- `ines` — [[s:UID 1000]], [[c:shell `/bin/bash`]]\n"
          "- `tomas` — [[s:UID 1001]], [[s:in `libvirt` and `dialout`]]\n"
          "- `leonor` — [[c:UID 1003]], [[c:also in `dialout`]]\n\n"
          "[[s:That's three regular accounts]]."},
    {"q": "How long has mojito been up, and is the load normal?", "ev": ["e1", "e2"],
     "a": "**TL;DR:** [[s:Up for just over six days]], and [[s:the load is low for a 16-thread CPU]].\n\n"
          "### Uptime\n"
          "[[s:It last booted on Friday, May 8 at 13:25]] — [[c:that's roughly 6 days and 8 hours]].\n\n"
          "### Load\n"
          "[[s:The 1-minute load is 2.81]] and [[c:the 5-minute 2.61]], [[s:so load has been climbing over the "
          "last quarter of an hour]].\n\n"
          "[[c:Memory is fine too, at about 60% used]]."},
]

# ---------------------------------------------------------------------------------------------------------------
# negroni — Debian 12 PostgreSQL server, UTC
# ---------------------------------------------------------------------------------------------------------------
NE = Clock("2026-03-03T09:15:00+00:00")
NE_MEM = 135_089_614_848
NE_DATA = 3_840_621_367_296

negroni_evidence = [
    steady("e1", NE, age=7200, hostname="negroni", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="AMD EPYC 7313P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=NE_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_107_195_904},
                  {"device": "/dev/md1", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_006_632_960},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": NE_DATA}],
           network_interfaces=[{"name": "ens3", "mac": "0c:c4:7a:11:52:90", "addresses": ["10.20.0.15/24"], "is_up": True},
                               {"name": "ens4", "mac": "0c:c4:7a:11:52:91", "addresses": ["10.99.0.15/24"], "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-16": "16.6-1.pgdg120+1", "postgresql-15": "15.10-1.pgdg120+1",
                               "pgbouncer": "1.23.1-1.pgdg120+1", "openssh-server": "1:9.2p1-2+deb12u4",
                               "prometheus-node-exporter": "1.5.0-1+b6",
                               "prometheus-postgres-exporter": "0.11.1-1+b4", "pgbackrest": "2.54.2-1.pgdg120+1"},
           available_services=["postgresql@16-main.service", "postgresql@15-main.service", "pgbouncer.service",
                               "ssh.service", "prometheus-node-exporter.service",
                               "prometheus-postgres-exporter.service", "cron.service", "pgbackrest-full.service",
                               "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 107, "gid": 114, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 109, "gid": 116, "home": "/var/lib/prometheus",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "marta", "uid": 1000, "gid": 1000, "home": "/home/marta", "shell": "/bin/bash"},
                  {"name": "kenji", "uid": 1001, "gid": 1001, "home": "/home/kenji", "shell": "/bin/zsh"},
                  {"name": "deploy", "uid": 1002, "gid": 1002, "home": "/home/deploy", "shell": "/bin/sh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["marta"]},
                   {"name": "adm", "gid": 4, "members": ["marta"]},
                   {"name": "dba", "gid": 1100, "members": ["marta", "kenji"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]},
                   {"name": "postgres", "gid": 114, "members": []}]),
    item("e2", "linux_service_status", unit("postgresql@16-main.service", "active", "running", "enabled", 1187,
                                            "2026-02-14T03:12:40+00:00", "PostgreSQL Cluster 16-main"),
         NE, age=30, args={"name": "postgresql@16-main"}),
    item("e3", "linux_service_status", {"units": [
        unit("postgresql@16-main.service", "active", "running", "enabled", 1187, "2026-02-14T03:12:40+00:00",
             "PostgreSQL Cluster 16-main"),
        unit("postgresql@15-main.service", "inactive", "dead", "disabled", None, None, "PostgreSQL Cluster 15-main"),
        unit("pgbouncer.service", "active", "running", "enabled", 88210, "2026-03-03T06:02:11+00:00",
             "connection pooler for PostgreSQL"),
        unit("ssh.service", "active", "running", "enabled", 902, "2026-02-14T03:11:20+00:00",
             "OpenBSD Secure Shell server"),
        unit("prometheus-node-exporter.service", "active", "running", "enabled", 910, "2026-02-14T03:11:21+00:00",
             "Prometheus exporter for machine metrics"),
        unit("prometheus-postgres-exporter.service", "failed", "failed", "enabled", None, None,
             "Prometheus exporter for PostgreSQL server metrics"),
        unit("cron.service", "active", "running", "enabled", 880, "2026-02-14T03:11:19+00:00",
             "Regular background program processing daemon"),
        unit("pgbackrest-full.service", "inactive", "dead", "static", None, None, "pgBackRest full backup"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 905, "2026-02-14T03:11:21+00:00",
             "Unattended Upgrades Shutdown"),
    ]}, NE, age=35),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 245_107_195_904, 61_203_283_968),
        fs("/dev/md1", "/boot", "ext4", 1_006_632_960, 145_752_064),
        fs("/dev/nvme1n1p1", "/var/lib/postgresql", "xfs", NE_DATA, 3_187_715_784_704),
    ]}, NE, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
        log_entry("2026-03-03T02:00:14+00:00", "postgresql@16-main.service", "warning",
                  "2026-03-03 02:00:14.512 UTC [1199] LOG:  checkpoints are occurring too frequently (19 seconds apart)"),
        log_entry("2026-03-03T02:00:36+00:00", "postgresql@16-main.service", "warning",
                  "2026-03-03 02:00:36.208 UTC [1199] LOG:  checkpoints are occurring too frequently (22 seconds apart)"),
        log_entry("2026-03-03T05:47:22+00:00", "postgresql@16-main.service", "err",
                  "2026-03-03 05:47:22.901 UTC [84410] app_rw@orders ERROR:  duplicate key value violates unique "
                  "constraint \"orders_pkey\""),
        log_entry("2026-03-03T06:01:58+00:00", "postgresql@16-main.service", "err",
                  "2026-03-03 06:01:58.044 UTC [85502] app_rw@orders FATAL:  terminating connection due to "
                  "administrator command"),
        log_entry("2026-03-03T08:55:10+00:00", "postgresql@16-main.service", "err",
                  "2026-03-03 08:55:10.377 UTC [90871] FATAL:  remaining connection slots are reserved for "
                  "non-replication superuser connections"),
        log_entry("2026-03-03T08:55:12+00:00", "postgresql@16-main.service", "err",
                  "2026-03-03 08:55:12.019 UTC [90874] FATAL:  remaining connection slots are reserved for "
                  "non-replication superuser connections"),
        log_entry("2026-03-03T08:56:40+00:00", "postgresql@16-main.service", "err",
                  "2026-03-03 08:56:40.660 UTC [90902] FATAL:  remaining connection slots are reserved for "
                  "non-replication superuser connections"),
    ]}, NE, age=70, args={"unit": "postgresql@16-main", "since_minutes": 720, "priority": "warning"}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "0c:c4:7a:11:52:90", "addresses": ["10.20.0.15/24"], "is_up": True},
                       {"name": "ens4", "mac": "0c:c4:7a:11:52:91", "addresses": ["10.99.0.15/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 1187, "postgres"), listener(6432, "0.0.0.0", 88210, "pgbouncer"),
                      listener(22, "0.0.0.0", 902, "sshd"), listener(9100, "0.0.0.0", 910, "prometheus-node")],
        "connections": [
            connection("10.20.0.15:6432", "10.20.0.31:50122", 88210, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.31:50124", 88210, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.32:38810", 88210, "pgbouncer"),
            connection("127.0.0.1:41210", "127.0.0.1:5432", 88210, "pgbouncer"),
            connection("127.0.0.1:5432", "127.0.0.1:41210", 90112, "postgres"),
            connection("10.99.0.15:5432", "10.99.0.16:47702", 1290, "postgres"),
            connection("10.20.0.15:22", "10.20.0.5:61022", 91200, "sshd"),
        ]}, NE, age=20),
    item("e7", "linux_processes", processes(214, NE_MEM, [
        (90112, "postgres", "postgres", 96.0, 2_147_483_648, "2026-03-03T08:41:09+00:00",
         "postgres: 16/main: app_rw orders 127.0.0.1(41210) SELECT"),
        (1290, "postgres", "postgres", 12.5, 37_748_736, "2026-02-14T03:12:44+00:00",
         "postgres: 16/main: walsender replicator 10.99.0.16(47702) streaming 3A/9C0012F8"),
        (1199, "postgres", "postgres", 8.1, 8_589_934_592, "2026-02-14T03:12:40+00:00",
         "postgres: 16/main: checkpointer"),
        (88210, "pgbouncer", "postgres", 4.3, 12_582_912, "2026-03-03T06:02:11+00:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (910, "prometheus-node", "prometheus", 0.7, 25_165_824, "2026-02-14T03:11:21+00:00",
         "/usr/bin/prometheus-node-exporter"),
        (1201, "postgres", "postgres", 0.3, 16_777_216, "2026-02-14T03:12:40+00:00",
         "postgres: 16/main: autovacuum launcher"),
    ]), NE, age=420, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e8", "linux_system_info", system_info(38.5, [12.4, 10.9, 8.2], 1_490_638, "2026-02-14T03:11:02+00:00",
                                                NE_MEM, 40_802_189_312, 4 * GiB, 268_435_456), NE, age=15),
]

negroni_answers = [
    {"q": "Is Postgres healthy?", "ev": ["e1", "e2", "e5", "e8"],
     "a": "**TL;DR:** [[s:PostgreSQL 16 is up and running]], but [[s:it ran out of connection slots about 20 "
          "minutes ago]].\n\n"
          "### Service\n"
          "[[s:`postgresql@16-main` is active (running)]], [[s:up since February 14 at 03:12]] — [[c:about 12 "
          "days]].\n\n"
          "### Logs (last 12 hours)\n"
          "- [[s:Two \"checkpoints are occurring too frequently\" warnings at 02:00]] — [[u:probably because "
          "`max_wal_size` is still at the 1 GB default]].\n"
          "- [[c:Four \"remaining connection slots are reserved\" errors]] [[s:between 08:55 and 08:57]].\n"
          "\n"
          "### Load\n"
          "[[c:CPU usage is around 50%]], which is busy but not alarming.\n\n"
          "I'd raise `max_connections` or, better, lower the pool size on the application side."},
    {"q": "Why did the app get 'too many connections' errors this morning?", "ev": ["e3", "e5", "e6"],
     "a": "**TL;DR:** [[s:Postgres ran out of regular connection slots just before 09:00]]. [[s:pgbouncer was "
          "restarted at 06:02]], [[u:and it probably came back with a larger pool size]].\n\n"
          "### What the log says\n"
          "[[s:The error (\"remaining connection slots are reserved for non-replication superuser connections\") "
          "appeared three times]], [[c:the last one at 09:01]]. [[s:At 06:01 Postgres also terminated a "
          "connection \"due to administrator command\"]], [[u:which lines up with someone running "
          "`systemctl restart pgbouncer`]].\n\n"
          "### Current connections\n"
          "[[s:Right now pgbouncer (PID 88210) has three client connections on port 6432]], [[c:all from "
          "10.20.0.31]]. [[c:It holds two server connections to Postgres on localhost]].\n\n"
          "To confirm the limits, run `SHOW max_connections;` in psql and check `default_pool_size` in "
          "`/etc/pgbouncer/pgbouncer.ini`."},
    {"q": "How full is the database disk?", "ev": ["e1", "e4"],
     "a": "**TL;DR:** [[s:The data volume at `/var/lib/postgresql` is 83% full]].\n\n"
          "### Filesystems\n"
          "| Mount | Size | Used | Free |\n"
          "|---|---|---|---|\n"
          "| `/` | [[s:228 GiB]] | [[c:25 GiB]] | [[s:171 GiB]] |\n"
          "| `/var/lib/postgresql` | [[s:3.5 TiB]] | [[s:2.9 TiB]] | [[c:650 GiB]] |\n\n"
          "[[s:At 83% the data volume is past the usual 80% warning threshold]], [[u:and it has grown about 40 GB "
          "in the last week]].\n\n"
          "[[c:`/var/lib/postgresql` is on ext4 like the rest of the system]], so plan for more space or prune "
          "old WAL archives."},
    {"q": "Are any services failed or stopped?", "ev": ["e3"],
     "a": "**TL;DR:** [[s:One service has failed: `prometheus-postgres-exporter`]], and [[s:two others are "
          "inactive]].\n\n"
          "### Failed\n"
          "[[u:The exporter most likely can't authenticate to Postgres after a password change]].\n\n"
          "### Inactive\n"
          "- [[s:`postgresql@15-main` is inactive and disabled]] — [[u:the old cluster left over from the 15 → 16 "
          "upgrade]].\n"
          "- [[s:`pgbackrest-full.service` is inactive (dead)]], [[c:and it's enabled]].\n\n"
          "### Running\n"
          "[[c:The other five services are all active and running]]; [[c:`ssh` has been up since February 15]].\n\n"
          "`journalctl -u prometheus-postgres-exporter -n 50` will show why the exporter died."},
    {"q": "What's listening on negroni, and who's connected?", "ev": ["e6"],
     "a": "**TL;DR:** [[s:Four ports are listening]]: [[s:5432 (Postgres), 6432 (pgbouncer), 22 (SSH) and 9100 "
          "(node exporter)]]. [[c:The postgres exporter's port 9187 is open too]], so Prometheus can scrape it.\n\n"
          "### Connections\n"
          "- **Replication:** [[s:10.99.0.16 is connected to Postgres over the 10.99.0.x interface]] — [[u:that's "
          "the hot standby]].\n"
          "- **Applications:** [[s:10.20.0.31 and 10.20.0.32 go through pgbouncer]], [[c:with two connections "
          "from .32]].\n\n"
          "[[c:Nobody is connected to Postgres directly on 5432 from outside localhost]]."},
    {"q": "What's eating CPU on the database server?", "ev": ["e7", "e8"],
     "a": "**TL;DR:** [[t:A single Postgres backend is pinning a core]] — [[t:PID 90112, running a `SELECT` for "
          "`app_rw` on the `orders` database]]. [[s:Overall CPU is 38.5%]].\n\n"
          "### Top processes\n"
          "1. [[t:`postgres` 90112 — 96% CPU]], [[t:started about 35 minutes ago]]\n"
          "2. [[t:the WAL sender for 10.99.0.16 — 12.5%]]\n"
          "3. [[t:the checkpointer — 18%]]\n\n"
          "[[s:The 1-minute load of 12.4 is well above the 15-minute 8.2]]. [[u:That long SELECT is probably a "
          "missing index on `orders`]]; "
          "`SELECT pid, now() - query_start, query FROM pg_stat_activity WHERE state = 'active';` will show it."},
]

# ---------------------------------------------------------------------------------------------------------------
# daiquiri — Ubuntu 22.04 Docker host, America/Chicago (-05:00)
# ---------------------------------------------------------------------------------------------------------------
DA = Clock("2026-10-08T21:05:00-05:00")
DA_MEM = 65_861_459_968

daiquiri_evidence = [
    steady("e1", DA, age=5400, hostname="daiquiri", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-122-generic", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=DA_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 492_108_570_624},
                  {"device": "/dev/sdb1", "mountpoint": "/srv", "fstype": "xfs", "total_bytes": 3_998_833_541_120}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:44:10:2a", "addresses": ["192.168.10.20/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:8e:1c:33:90", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.10.1",
           installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy", "containerd.io": "1.7.22-1",
                               "docker-compose-plugin": "2.29.7-1~ubuntu.22.04~jammy", "netdata": "1.33.1-1ubuntu1",
                               "openssl": "3.0.2-0ubuntu1.18"},
           available_services=["docker.service", "containerd.service", "ssh.service", "netdata.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "ci", "uid": 1001, "gid": 1001, "home": "/home/ci", "shell": "/bin/bash"},
                  {"name": "restic", "uid": 1002, "gid": 1002, "home": "/srv/backup", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "docker", "gid": 998, "members": ["ops", "ci"]},
                   {"name": "sudo", "gid": 27, "members": ["ops"]},
                   {"name": "adm", "gid": 4, "members": ["ops", "syslog"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("4f1a9c2e7b10", "traefik", "traefik:v3.1", "running", "Up 9 days", "2026-09-29T15:02:44+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("8b2d0e6f1a33", "nextcloud", "nextcloud:29.0.7-apache", "running", "Up 9 days", "2026-09-14T18:20:01+00:00"),
        box("1c7e5a9d0b42", "nextcloud-db", "mariadb:10.11", "running", "Up 9 days", "2026-09-14T18:19:55+00:00",
            ["3306/tcp"]),
        box("9a0b3c4d5e61", "redis", "redis:7.2-alpine", "running", "Up 9 days", "2026-09-14T18:19:55+00:00",
            ["6379/tcp"]),
        box("7c1e9a0b3d21", "immich-server", "ghcr.io/immich-app/immich-server:v1.117.0", "restarting",
            "Restarting (1) 42 seconds ago", "2026-10-06T22:10:12+00:00"),
        box("5e6f7a8b9c02", "immich-ml", "ghcr.io/immich-app/immich-machine-learning:v1.117.0", "running",
            "Up 3 hours", "2026-10-06T22:10:12+00:00"),
        box("2d3e4f5a6b71", "jellyfin", "jellyfin/jellyfin:10.9.11", "running", "Up 2 days", "2026-10-06T19:44:30+00:00",
            ["0.0.0.0:8096->8096/tcp"]),
        box("6b7c8d9e0f13", "uptime-kuma", "louislam/uptime-kuma:1", "exited", "Exited (0) 5 days ago",
            "2026-08-30T16:05:00+00:00"),
        box("0a1b2c3d4e54", "watchtower", "containrrr/watchtower", "exited", "Exited (1) 3 days ago",
            "2026-08-30T16:05:03+00:00"),
    ]}, DA, age=25, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-08T20:41:12-05:00", None, "err",
                  "Memory cgroup out of memory: Killed process 412877 (immich) total-vm:9817232kB, anon-rss:4194304kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:10240kB oom_score_adj:0"),
        log_entry("2026-10-08T20:47:05-05:00", "ssh.service", "err",
                  "error: kex_exchange_identification: Connection closed by remote host"),
        log_entry("2026-10-08T20:52:40-05:00", None, "err",
                  "Memory cgroup out of memory: Killed process 415530 (immich) total-vm:9801544kB, anon-rss:4194304kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:10212kB oom_score_adj:0"),
        log_entry("2026-10-08T21:03:58-05:00", None, "err",
                  "Memory cgroup out of memory: Killed process 418002 (immich) total-vm:9822016kB, anon-rss:4194304kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:10248kB oom_score_adj:0"),
    ]}, DA, age=45, args={"since_minutes": 30, "priority": "warning"}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:44:10:2a", "addresses": ["192.168.10.20/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1021, "sshd"), listener(53, "127.0.0.53", 688, "systemd-resolve"),
                      listener(80, "0.0.0.0", 20114, "docker-proxy"), listener(443, "0.0.0.0", 20131, "docker-proxy"),
                      listener(8096, "0.0.0.0", 301877, "docker-proxy"), listener(19999, "0.0.0.0", 288410, "netdata")],
        "connections": [
            connection("192.168.10.20:22", "192.168.10.5:55012", 402211, "sshd"),
            connection("192.168.10.20:443", "73.14.88.201:50412", 20131, "docker-proxy"),
            connection("192.168.10.20:8096", "192.168.10.33:49022", 301877, "docker-proxy"),
        ]}, DA, age=30),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 492_108_570_624, 118_111_600_640),
        fs("/dev/sdb1", "/srv", "xfs", 3_998_833_541_120, 3_598_950_187_008),
    ]}, DA, age=500),
    item("e6", "linux_system_info", system_info(71.2, [8.94, 7.12, 5.80], 817_620, "2026-09-29T09:58:00-05:00",
                                                DA_MEM, 9_663_676_416, 2 * GiB, 2_040_109_465), DA, age=20),
    item("e7", "linux_package_history", {"source": "apt", "since": "2026-09-08T21:05:00-05:00", "events": [
        package_event("2026-09-29T09:41:10-05:00", "install", "linux-image-5.15.0-122-generic", None, "5.15.0-122.132"),
        package_event("2026-09-29T09:41:30-05:00", "upgrade", "docker-ce", "5:27.2.1-1~ubuntu.22.04~jammy",
                      "5:27.3.1-1~ubuntu.22.04~jammy"),
        package_event("2026-09-29T09:41:31-05:00", "upgrade", "containerd.io", "1.7.21-1", "1.7.22-1"),
        package_event("2026-09-29T09:41:33-05:00", "upgrade", "docker-compose-plugin", "2.29.2-1~ubuntu.22.04~jammy",
                      "2.29.7-1~ubuntu.22.04~jammy"),
        package_event("2026-10-02T06:25:11-05:00", "upgrade", "libssl3", "3.0.2-0ubuntu1.17", "3.0.2-0ubuntu1.18"),
        package_event("2026-10-02T06:25:12-05:00", "upgrade", "openssl", "3.0.2-0ubuntu1.17", "3.0.2-0ubuntu1.18"),
        package_event("2026-10-05T14:02:40-05:00", "install", "netdata", None, "1.33.1-1ubuntu1"),
        package_event("2026-10-05T14:20:02-05:00", "remove", "cockpit", "264-1ubuntu1", None),
    ]}, DA, age=40, args={"since_days": 30}),
]

daiquiri_answers = [
    {"q": "What's wrong with immich?", "ev": ["e2", "e3"],
     "a": "**TL;DR:** [[s:`immich-server` is stuck in a restart loop]] — [[s:the kernel has OOM-killed it three "
          "times in the last half hour]].\n\n"
          "### What's happening\n"
          "[[s:Every kill line reads \"Memory cgroup out of memory\"]], [[u:so it's hitting a `mem_limit` of 4 GB "
          "in your compose file]]. [[c:Each kill was for about 6 GB of resident memory]].\n\n"
          "### The rest of the stack\n"
          "[[s:`immich-ml`, its companion, is running]] [[c:and has been up for about 9 days]]. [[u:It's probably "
          "the ML model loading at startup that pushes the server over the edge]].\n\n"
          "Check the last crash with `docker logs --tail 50 immich-server` and raise the limit."},
    {"q": "Give me an overview of all my containers.", "ev": ["e2"],
     "a": "**TL;DR:** [[s:Six of the nine containers are running]]; the rest need a look.\n\n"
          "| Container | State | Host ports |\n"
          "|---|---|---|\n"
          "| traefik | [[s:✅ running]] | [[s:80, 443]] |\n"
          "| nextcloud-db ([[c:mariadb:11.4]]) | [[s:✅ running]] | — |\n"
          "| immich-server | [[s:🔄 restarting]] | — |\n"
          "| jellyfin | [[s:✅ running]] | [[c:8920]] |\n"
          "| uptime-kuma | [[c:❌ exited (1)]] | — |\n"
          "| watchtower | [[s:❌ exited (1)]] | — |\n\n"
          "[[c:Only Traefik publishes ports to the host]]; "
          "everything else sits behind it. [[u:Watchtower probably died because it couldn't reach the Docker "
          "socket]], which would also explain why nothing has been auto-updated."},
    {"q": "Why is the server using so much memory and swap?", "ev": ["e1", "e3", "e6"],
     "a": "**TL;DR:** [[s:Memory is tight — about 85% in use]] — [[u:and Immich's repeated crashes are the main "
          "reason]].\n\n"
          "### Numbers\n"
          "- [[c:Available: about 12 GiB]]\n"
          "- Swap: [[s:nearly all of the 2 GiB is used]]\n\n"
          "### Load\n"
          "[[s:The 1-minute load is 8.94 on 12 threads]]; [[c:it has been falling since the 15-minute mark]].\n\n"
          "### OOM kills\n"
          "[[s:The OOM killer fired three times in the last 30 minutes, each time "
          "inside a memory cgroup]], [[u:so the host itself has never run out of memory]].\n\n"
          "A bigger swap file (or zram) would soften the spikes, but the real fix is Immich's limit."},
    {"q": "Which ports are exposed to the internet?", "ev": ["e2", "e4"],
     "a": "**TL;DR:** [[s:Five ports are reachable from other machines]]: [[s:22 (SSH)]], [[s:80 and 443 "
          "(Traefik)]], [[s:8096 (Jellyfin)]] and [[c:9000 (Netdata)]].\n\n"
          "### Details\n"
          "- [[s:Jellyfin publishes 8096 directly on 0.0.0.0]], [[u:which bypasses Traefik's TLS]].\n"
          "- [[u:Netdata has no authentication by default]].\n\n"
          "### Active connections\n"
          "[[s:One HTTPS client from 73.14.88.201 is connected right now]], [[c:along with two SSH sessions from "
          "192.168.10.5]].\n\n"
          "[[c:MariaDB's 3306 is also exposed on the host]], which I'd close unless you need it."},
    {"q": "How much space is left on /srv?", "ev": ["e1", "e5"],
     "a": "**TL;DR:** [[t:`/srv` is 90% full]] — [[t:about 364 GiB left]].\n\n"
          "### Filesystems\n"
          "- [[s:`/srv` is the XFS filesystem on `/dev/sdb1`]], [[t:with 3.6 TB used of 4 TB]].\n"
          "- [[t:The root filesystem (`/dev/sda2`) is only about a quarter full]].\n\n"
          "[[u:Most of that is probably Immich's photo library and the Jellyfin media]]. [[u:At the current rate "
          "it'll fill up in about a month]], so it's worth planning a bigger disk now.\n\n"
          "`sudo du -xh --max-depth=1 /srv | sort -h` will show which folders are the largest."},
    {"q": "What's been updated over the last few weeks? Did Docker get upgraded?", "ev": ["e1", "e6", "e7"],
     "a": "**TL;DR:** [[s:Yes — Docker was upgraded on September 29]], [[s:from 27.2.1 to 27.3.1]].\n\n"
          "### Changes\n"
          "1. **Sep 29, morning** — [[s:docker-ce, containerd.io (1.7.22) and docker-compose-plugin (2.29.7)]].\n"
          "2. **Oct 2** — [[s:OpenSSL was updated]] [[u:by unattended-upgrades]], [[c:to 3.0.2-0ubuntu1.19]].\n"
          "3. **Oct 5** — [[s:Netdata was installed]] [[c:and Cockpit was upgraded]].\n\n"
          "[[c:That's six package changes in total]]."},
    {"q": "Who can run docker commands on daiquiri?", "ev": ["e1"],
     "a": "**TL;DR:** [[s:`ops` and `ci` can run Docker]] [[s:because they're in the `docker` group]] — "
          "[[u:which is effectively root on this box]].\n\n"
          "- [[c:`restic` is a member as well]].\n"
          "- [[s:Only `ops` is in `sudo`]].\n"
          "- [[c:`ci` has UID 1000]].\n\n"
          "[[s:Docker itself is the 27.3.1 CE build]]."},
]

# ---------------------------------------------------------------------------------------------------------------
# martini — k3s control plane, Ubuntu 24.04, Asia/Tokyo (+09:00)
# ---------------------------------------------------------------------------------------------------------------
MA = Clock("2026-01-20T11:30:00+09:00")
MA_MEM = 33_396_703_232


def knode(name: str, ready: bool, version: str, os_image: str, kernel: str, runtime: str, arch: str = "amd64") -> dict:
    n = {"kind": "Node", "metadata": {"name": name, "labels": {"kubernetes.io/arch": arch}},
         "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "Unknown",
                                    "reason": "KubeletReady" if ready else "NodeStatusUnknown"}],
                    "nodeInfo": {"kubeletVersion": version, "osImage": os_image, "kernelVersion": kernel,
                                 "containerRuntimeVersion": runtime, "architecture": arch}}}
    if name == "martini":
        n["metadata"]["labels"]["node-role.kubernetes.io/control-plane"] = "true"
    return n


ZIGBEE_PENDING = {"kind": "Pod", "metadata": {"name": "zigbee2mqtt-6b8c9d7f5-p4lmn", "namespace": "home"},
                  "spec": {"nodeSelector": {"zigbee": "true"}},
                  "status": {"phase": "Pending", "conditions": [
                      {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                       "message": "0/4 nodes are available: 1 node(s) had untolerated taint "
                                  "{node.kubernetes.io/unreachable: }, 3 node(s) didn't match Pod's node "
                                  "affinity/selector."}]}}

martini_evidence = [
    steady("e1", MA, age=2400, hostname="martini", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=MA_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_921_060_352},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_073_472}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:2a:77:01", "addresses": ["192.168.50.10/24"], "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5", "nfs-common": "1:2.6.4-3ubuntu5"},
           available_services=["k3s.service", "ssh.service"],
           users=[{"name": "hiro", "uid": 1000, "gid": 1000, "home": "/home/hiro", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["hiro"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        knode("martini", True, "v1.30.6+k3s1", "Ubuntu 24.04.1 LTS", "6.8.0-51-generic", "containerd://1.7.22-k3s1"),
        knode("gimlet", True, "v1.30.6+k3s1", "Ubuntu 24.04.1 LTS", "6.8.0-51-generic", "containerd://1.7.22-k3s1"),
        knode("sidecar", False, "v1.30.6+k3s1", "Debian GNU/Linux 12 (bookworm)", "6.6.51+rpt-rpi-2712",
              "containerd://1.7.22-k3s1", arch="arm64"),
        knode("manhattan", True, "v1.29.9+k3s1", "Ubuntu 22.04.5 LTS", "5.15.0-130-generic", "containerd://1.7.20-k3s1"),
    ]}, MA, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("home-assistant-7d9f8b6c5-x2kqp", "home", "Running", "gimlet", started="2026-01-12T02:14:00Z"),
        pod("mosquitto-5c7d9b8f4-h8wzt", "home", "Running", "gimlet", started="2026-01-12T02:13:41Z"),
        ZIGBEE_PENDING,
        pod("grafana-64f7c8d9b5-9tq2m", "monitoring", "Running", "martini", started="2026-01-05T22:05:10Z"),
        pod("prometheus-server-7b9d6c5f8-kk2j4", "monitoring", "Running", "manhattan", restarts=2,
            started="2026-01-16T08:40:22Z"),
        pod("loki-0", "monitoring", "Running", "manhattan", started="2026-01-05T22:06:02Z"),
        pod("paperless-5f6d7c8b9-w7r3e", "docs", "Running", "gimlet", restarts=14, ready=False, waiting="CrashLoopBackOff"),
        pod("coredns-6799fbcd5-7rk2d", "kube-system", "Running", "martini", started="2026-01-04T22:03:15Z"),
        pod("traefik-d7c9c5778-lm2nq", "kube-system", "Running", "martini", started="2026-01-04T22:03:40Z"),
        pod("local-path-provisioner-6c86858495-zz9xq", "kube-system", "Running", "martini",
            started="2026-01-04T22:03:16Z"),
        pod("metrics-server-54fd9b65b-qq7vv", "kube-system", "Running", "sidecar", ready=False,
            started="2026-01-08T11:20:05Z"),
    ]}, MA, age=30, args={"resource": "pods"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("home-assistant", "home", 1, 1), deployment("mosquitto", "home", 1, 1),
        deployment("zigbee2mqtt", "home", 1, 0), deployment("grafana", "monitoring", 1, 1),
        deployment("prometheus-server", "monitoring", 1, 1), deployment("paperless", "docs", 1, 0),
        deployment("coredns", "kube-system", 1, 1), deployment("traefik", "kube-system", 1, 1),
        deployment("local-path-provisioner", "kube-system", 1, 1), deployment("metrics-server", "kube-system", 1, 0),
    ]}, MA, age=30, args={"resource": "deployments"}),
    item("e5", "linux_system_info", {**system_info(18.2, [1.12, 0.98, 0.91], 1_312_080, "2026-01-05T07:02:00+09:00",
                                                   MA_MEM, 19_327_352_832, 0, 0)}, MA, age=20),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-01-20T10:12:44+09:00", "k3s.service", "info",
                  "I0120 10:12:44.118204    1402 node_lifecycle_controller.go:1050] \"Controller detected that some "
                  "Nodes are not-Ready. Entering disruption mode\" node=\"sidecar\""),
        log_entry("2026-01-20T10:17:45+09:00", "k3s.service", "warning",
                  "W0120 10:17:45.902113    1402 node_lifecycle_controller.go:1196] \"Node is unresponsive. Adding it "
                  "to the Taint queue\" node=\"sidecar\""),
        log_entry("2026-01-20T11:02:10+09:00", "k3s.service", "err",
                  "E0120 11:02:10.441870    1402 server.go:310] \"Failed to reach kubelet\" node=\"sidecar\" "
                  "err=\"dial tcp 192.168.50.13:10250: connect: no route to host\""),
    ]}, MA, age=360, args={"unit": "k3s", "since_minutes": 120}),
]

martini_answers = [
    {"q": "Is my cluster healthy?", "ev": ["e2", "e3", "e4"],
     "a": "**TL;DR:** [[s:Three of your four nodes are Ready]]; [[s:`sidecar` is not]], and [[c:two deployments "
          "have no ready replicas]].\n\n"
          "### Workloads\n"
          "- [[s:`paperless` (namespace `docs`) is in CrashLoopBackOff]] [[c:with 4 restarts]].\n"
          "- [[s:`zigbee2mqtt` is Pending]] — [[u:its node selector probably points at `sidecar`, where the "
          "Zigbee stick is plugged in]].\n"
          "\n"
          "[[s:Everything in `monitoring` is running]] [[c:without a single restart]].\n\n"
          "Getting `sidecar` back will fix two of the three problems at once."},
    {"q": "Why is paperless down?", "ev": ["e3", "e4"],
     "a": "**TL;DR:** [[s:The `paperless` pod is crash-looping]] — [[s:it has restarted 14 times]] [[s:and its "
          "deployment shows 0 of 1 replicas ready]].\n\n"
          "### Details\n"
          "- **Namespace:** [[s:`docs`]]\n"
          "- **Node:** [[c:`manhattan`]]\n"
          "\n"
          "### Likely cause\n"
          "[[u:Paperless usually crash-loops when it can't reach Redis or its database]], and [[s:there's no Redis "
          "pod anywhere in the cluster]]. [[u:The restarts started after `sidecar` went down]].\n\n"
          "`kubectl -n docs logs paperless-5f6d7c8b9-w7r3e --previous` will show the last crash."},
    {"q": "What happened to the node sidecar?", "ev": ["e2", "e3", "e6"],
     "a": "**TL;DR:** [[s:`sidecar` is NotReady]]; [[t:the control plane first flagged it at 10:12]], [[t:a bit over "
          "an hour ago]], [[t:and at 11:02 it still couldn't reach its kubelet at 192.168.50.13 (\"no route to "
          "host\")]].\n\n"
          "### Impact\n"
          "[[s:`metrics-server` was scheduled there and is not ready]]; [[s:it's the only pod on `sidecar`]]. "
          "[[t:The node was added to the taint queue five minutes after it went NotReady]].\n\n"
          "[[c:`sidecar` also runs an older kubelet (v1.29)]], [[s:and it's the cluster's only arm64 node]]. "
          "[[u:\"No route to host\" usually means the box is powered off or its cable is out]].\n\n"
          "Bringing it back should clear the metrics-server alert."},
    {"q": "Which pods run on which node?", "ev": ["e3"],
     "a": "**TL;DR:** [[c:12 pods in total]], [[c:every one of them scheduled on a node]]; [[s:`martini`, the "
          "control plane, carries the most]].\n\n"
          "| Node | Pods |\n"
          "|---|---|\n"
          "| martini | [[s:coredns, traefik, grafana, local-path-provisioner]] |\n"
          "| gimlet | [[s:home-assistant, mosquitto]], [[c:zigbee2mqtt]], [[s:paperless]] |\n"
          "| manhattan | [[s:prometheus-server, loki]] |\n"
          "| sidecar | [[s:metrics-server]] |\n\n"
          "[[c:The `home` namespace pods are spread across two nodes]]."},
    {"q": "How is the control plane doing on resources? When did it last reboot?", "ev": ["e1", "e5"],
     "a": "**TL;DR:** [[s:`martini` has been up for 15 days]] [[s:and is lightly loaded]].\n\n"
          "- **Uptime:** [[s:since January 5, 07:02]] ([[c:a Sunday]])\n"
          "- **Memory:** [[s:about 13 GiB used of 31 GiB]] [[c:(about 58%)]]\n"
          "- **Swap:** [[s:none configured]], [[u:as Kubernetes expects]]\n"
          "- **Kernel:** [[c:6.8.0-49-generic]]\n\n"
          "Nothing to worry about here."},
    {"q": "What versions are the nodes running?", "ev": ["e2"],
     "a": "**TL;DR:** [[s:Three nodes run k3s v1.30.6]], [[s:but `manhattan` is still on v1.29.9]] — [[s:one "
          "minor release behind]].\n\n"
          "| Node | OS |\n"
          "|---|---|\n"
          "| martini | [[s:Ubuntu 24.04.1]] |\n"
          "| gimlet | [[c:Ubuntu 22.04.5]] |\n"
          "| manhattan | [[s:Ubuntu 22.04.5]] |\n\n"
          "[[c:All four use containerd 1.7.22]], and [[s:`sidecar` is the only ARM node]]. The "
          "system-upgrade-controller can bring `manhattan` up to date."},
]

# ---------------------------------------------------------------------------------------------------------------
# sazerac — Arch Linux GitLab CI runner, America/New_York (-04:00)
# ---------------------------------------------------------------------------------------------------------------
SA = Clock("2026-07-22T14:10:00-04:00")
SA_MEM = 134_123_810_816

sazerac_steady = steady(
    "e1", SA, age=1200, hostname="sazerac", os_name="Arch Linux", os_version=None, os_codename=None,
    kernel="6.9.10-arch1-1", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
    memory_total_bytes=SA_MEM, package_manager="pacman",
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_967_317_549_056},
           {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/docker", "fstype": "xfs", "total_bytes": 1_999_844_147_200}],
    network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:3e:51:c8", "addresses": ["10.0.8.21/24"], "is_up": True},
                        {"name": "docker0", "mac": "02:42:61:0a:9e:02", "addresses": ["172.17.0.1/16"], "is_up": True}],
    dns_servers=["10.0.8.1"], default_gateway="10.0.8.1",
    installed_packages={"gitlab-runner": "17.1.0-1", "docker": "1:27.0.3-1", "docker-compose": "2.28.1-1",
                        "containerd": "1.7.19-1", "linux": "6.9.10.arch1-1", "git": "2.45.2-1", "python": "3.12.4-1"},
    available_services=["gitlab-runner.service", "docker.service", "sshd.service", "systemd-zram-setup@zram0.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
           {"name": "gitlab-runner", "uid": 961, "gid": 961, "home": "/var/lib/gitlab-runner", "shell": "/usr/bin/bash"},
           {"name": "yusuf", "uid": 1000, "gid": 1000, "home": "/home/yusuf", "shell": "/usr/bin/zsh"},
           {"name": "priya", "uid": 1001, "gid": 1001, "home": "/home/priya", "shell": "/usr/bin/bash"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["yusuf", "priya"]},
            {"name": "docker", "gid": 960, "members": ["gitlab-runner", "yusuf"]},
            {"name": "kvm", "gid": 992, "members": ["gitlab-runner"]}])
sazerac_steady["data"]["stale_sources"] = ["packages"]

sazerac_evidence = [
    sazerac_steady,
    item("e2", "linux_processes", processes(612, SA_MEM, [
        (29004, "rustc", "root", 612.0, 6_442_450_944, "2026-07-22T13:55:40-04:00",
         "rustc --crate-name reos_core --edition=2021 src/lib.rs --crate-type lib -C opt-level=3"),
        (31877, "cc1plus", "root", 99.8, 1_610_612_736, "2026-07-22T14:01:12-04:00",
         "/usr/lib/gcc/x86_64-pc-linux-gnu/14.1.1/cc1plus -quiet -I/builds/reos/desktop/native src/render.cpp"),
        (31880, "cc1plus", "root", 99.6, 1_476_395_008, "2026-07-22T14:01:13-04:00",
         "/usr/lib/gcc/x86_64-pc-linux-gnu/14.1.1/cc1plus -quiet -I/builds/reos/desktop/native src/layout.cpp"),
        (31902, "cc1plus", "root", 99.1, 2_202_009_600, "2026-07-22T14:01:20-04:00",
         "/usr/lib/gcc/x86_64-pc-linux-gnu/14.1.1/cc1plus -quiet -I/builds/reos/desktop/native src/shaper.cpp"),
        (31915, "cc1plus", "root", 98.7, 1_342_177_280, "2026-07-22T14:01:24-04:00",
         "/usr/lib/gcc/x86_64-pc-linux-gnu/14.1.1/cc1plus -quiet -I/builds/reos/desktop/native src/font.cpp"),
        (1402, "dockerd", "root", 3.2, 268_435_456, "2026-07-19T09:14:02-04:00",
         "/usr/bin/dockerd -H fd://"),
        (48812, "gitlab-runner", "gitlab-runner", 1.1, 92_274_688, "2026-07-21T17:26:02-04:00",
         "/usr/bin/gitlab-runner run --working-directory /var/lib/gitlab-runner --config "
         "/etc/gitlab-runner/config.toml --service gitlab-runner"),
        (31990, "ld.lld", "root", 0.9, 402_653_184, "2026-07-22T14:09:51-04:00", "ld.lld -o target/release/reosd"),
    ]), SA, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp5s0", "rx_bytes_per_s": 118_000_000, "tx_bytes_per_s": 4_200_000},
        {"name": "docker0", "rx_bytes_per_s": 2_100_000, "tx_bytes_per_s": 115_000_000},
        {"name": "lo", "rx_bytes_per_s": 35_000_000, "tx_bytes_per_s": 35_000_000},
    ]}, SA, age=15, args={"interval_seconds": 1}),
    item("e4", "linux_file_changes", {"root": "/etc", "since": "2026-07-21T14:10:00-04:00", "files": [
        {"path": "/etc/docker/daemon.json", "mtime": "2026-07-21T17:30:05-04:00", "size_bytes": 214},
        {"path": "/etc/pacman.d/mirrorlist", "mtime": "2026-07-22T06:00:03-04:00", "size_bytes": 18_764},
        {"path": "/etc/gitlab-runner/config.toml", "mtime": "2026-07-22T09:47:12-04:00", "size_bytes": 2_318},
        {"path": "/etc/resolv.conf", "mtime": "2026-07-22T13:02:44-04:00", "size_bytes": 72},
    ]}, SA, age=40, args={"root": "/etc", "since_minutes": 1440}),
    item("e5", "linux_package_history", {"source": "pacman", "since": "2026-07-15T14:10:00-04:00", "events": [
        package_event("2026-07-19T08:58:02-04:00", "upgrade", "linux", "6.9.9.arch1-1", "6.9.10.arch1-1"),
        package_event("2026-07-19T08:58:02-04:00", "upgrade", "docker", "1:26.1.4-1", "1:27.0.3-1"),
        package_event("2026-07-19T08:58:03-04:00", "upgrade", "containerd", "1.7.18-1", "1.7.19-1"),
        package_event("2026-07-21T17:25:40-04:00", "upgrade", "gitlab-runner", "17.0.1-1", "17.1.0-1"),
        package_event("2026-07-22T06:00:20-04:00", "upgrade", "git", "2.45.2-1", "2.46.0-1"),
        package_event("2026-07-22T06:00:21-04:00", "upgrade", "python", "3.12.4-1", "3.12.5-1"),
        package_event("2026-07-22T06:00:22-04:00", "install", "mold", None, "2.32.1-1"),
    ]}, SA, age=35, args={"since_days": 7}),
    item("e6", "linux_service_status", unit("gitlab-runner.service", "active", "running", "enabled", 48812,
                                            "2026-07-21T17:26:02-04:00", "GitLab Runner"),
         SA, age=20, args={"name": "gitlab-runner"}),
    item("e7", "linux_system_info", system_info(97.4, [38.2, 31.5, 22.0], 276_540, "2026-07-19T09:13:30-04:00",
                                                SA_MEM, 70_866_960_384, 16 * GiB, 0), SA, age=450),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-07-22T13:12:05-04:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=884213 repo_url=https://gitlab.example.com/reos/desktop.git "
                  "runner=xR7c9kQ2"),
        log_entry("2026-07-22T13:41:55-04:00", "gitlab-runner.service", "warning",
                  "Job failed: exit code 137  duration_s=1789.4 job=884213 project=412 runner=xR7c9kQ2"),
        log_entry("2026-07-22T13:55:31-04:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=884240 repo_url=https://gitlab.example.com/reos/desktop.git "
                  "runner=xR7c9kQ2"),
        log_entry("2026-07-22T14:01:02-04:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=884242 repo_url=https://gitlab.example.com/reos/desktop.git "
                  "runner=xR7c9kQ2"),
        log_entry("2026-07-22T14:04:40-04:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"always\": Error response from daemon: toomanyrequests: "
                  "You have reached your pull rate limit.  job=884242 project=412 runner=xR7c9kQ2"),
        log_entry("2026-07-22T14:04:41-04:00", "gitlab-runner.service", "err",
                  "Job failed (system failure): failed to pull image \"docker.io/library/rust:1.79\"  job=884242 "
                  "project=412 runner=xR7c9kQ2"),
    ]}, SA, age=50, args={"unit": "gitlab-runner", "since_minutes": 60}),
]

sazerac_answers = [
    {"q": "Why is the CI runner so busy?", "ev": ["e1", "e2", "e7"],
     "a": "**TL;DR:** [[s:The machine is busy with CI builds]]: [[s:a `rustc` process is using about 612% CPU]], "
          "[[c:and three C++ compiles (`cc1plus`) are each maxing out a "
          "core]].\n\n"
          "### Who's running them\n"
          "[[c:All of these compiler processes run as the `gitlab-runner` user]]. [[s:The runner service itself "
          "(PID 48812) is nearly idle at 1.1%]].\n\n"
          "### Load\n"
          "[[t:Total CPU is at 97%]], [[t:and the 1-minute load of 38 is above the 32 threads]]. [[t:Load has "
          "climbed steadily from 22 over the last 15 minutes]].\n\n"
          "[[s:The rustc build started about 15 minutes ago]]. [[c:It's also using about 16 GiB of RAM]].\n\n"
          "If you want jobs to queue instead of piling up, lower `concurrent` in "
          "`/etc/gitlab-runner/config.toml`."},
    {"q": "What changed in /etc today?", "ev": ["e4"],
     "a": "**TL;DR:** [[s:Four files under `/etc` changed in the last 24 hours]]; [[s:the most recent is "
          "`/etc/resolv.conf`, about an hour ago]].\n\n"
          "1. [[s:`/etc/gitlab-runner/config.toml` was modified this morning at 09:47]] [[u:(probably someone "
          "raising `concurrent`)]].\n"
          "2. `/etc/docker/daemon.json` [[c:changed yesterday around 7:30 pm]].\n"
          "3. [[s:`/etc/pacman.d/mirrorlist` was rewritten at 06:00]] [[u:by the reflector timer]].\n"
          "4. `/etc/resolv.conf` [[c:is only 27 bytes]] now.\n\n"
          "[[u:The daemon.json change lines up with the gitlab-runner upgrade]], so it was probably part of the "
          "same maintenance."},
    {"q": "What got upgraded this week? Is git up to date?", "ev": ["e1", "e5"],
     "a": "**TL;DR:** [[s:Seven packages were upgraded or installed in the last week]], [[c:including git, which "
          "is now at 2.45.2]].\n\n"
          "### Sunday, July 19\n"
          "- [[s:`docker` to 27.0.3]] [[c:from 25.0.5]]\n\n"
          "### July 21\n"
          "- [[s:`gitlab-runner` 17.0.1 → 17.1.0]] [[c:on Monday evening]]\n\n"
          "### This morning\n"
          "- [[s:`git` 2.46.0 and `python` 3.12.5]], [[s:all at 6 am]].\n\n"
          "[[t:`docker-compose` is at 2.28.1]] and [[s:wasn't touched this week]]. Run `sudo pacman -Syu` to pick "
          "up anything newer."},
    {"q": "Why are CI jobs failing?", "ev": ["e6", "e8"],
     "a": "**TL;DR:** [[s:Two jobs failed in the last hour]] — [[s:one was killed with exit code 137]] and [[s:the "
          "other couldn't pull `rust:1.79`]] [[s:because Docker Hub's pull rate limit was hit]].\n\n"
          "### Job 884213\n"
          "[[u:Exit 137 means the container was OOM-killed]].\n\n"
          "### Job 884242\n"
          "[[c:It failed at 14:14]]. [[s:The pull policy was `always`]], [[u:so every job re-pulls the "
          "image]].\n\n"
          "### Runner\n"
          "[[s:The service has been running since yesterday at 17:26]], [[u:right after the 17.1.0 upgrade]]. "
          "[[c:It has picked up four jobs in the last hour]].\n\n"
          "Setting `pull_policy = [\"if-not-present\"]` or a registry mirror would avoid the rate limit."},
    {"q": "How much network traffic is the runner doing right now?", "ev": ["e3"],
     "a": "**TL;DR:** [[s:`enp5s0` is receiving about 118 MB/s]], [[s:roughly 944 Mbit/s]] — [[u:almost the "
          "whole 1 GbE link]].\n\n"
          "- [[c:Upload is about 42 MB/s]].\n"
          "- [[s:`docker0` is sending about 115 MB/s into the containers]], [[u:so nearly all of the download is "
          "going to CI jobs]].\n"
          "- [[c:Loopback is quiet]].\n\n"
          "[[u:This is most likely image pulls and cargo downloads]]. [[c:`docker0` receives more than it "
          "sends]], which is the pattern you'd expect from build output being uploaded."},
    {"q": "Who can use sudo and docker on sazerac?", "ev": ["e1"],
     "a": "**TL;DR:** [[s:`yusuf` and `priya` are in `wheel`]], [[u:which gives them sudo]]; [[c:only "
          "`gitlab-runner` is in `docker`]].\n\n"
          "### Accounts\n"
          "- [[s:`gitlab-runner` (UID 961)]], [[s:in `docker` and `kvm`]]\n"
          "- [[s:`yusuf` (UID 1000)]], [[c:shell bash]]\n"
          "- [[s:`priya` (UID 1001)]], [[c:in `docker`]]"},
    {"q": "How long has sazerac been up, and is the kernel current?", "ev": ["e1", "e5", "e7"],
     "a": "**TL;DR:** [[t:Up about 3 days]], [[t:booted Sunday morning]]. [[s:It's running 6.9.10-arch1-1]], "
          "[[s:the kernel installed on Sunday]].\n\n"
          "### Boot vs kernel upgrade\n"
          "[[s:The `linux` package went to 6.9.10 at 08:58 on July 19]], [[t:and the machine rebooted about 15 "
          "minutes later, at 09:13]].\n\n"
          "### Resources\n"
          "[[t:About 66 GiB of the 125 GiB is available]], and [[t:the 16 GiB zram swap is untouched]]."},
]

MACHINES = [
    {"name": "mojito", "clock": MO, "evidence": mojito_evidence, "answers": mojito_answers},
    {"name": "negroni", "clock": NE, "evidence": negroni_evidence, "answers": negroni_answers},
    {"name": "daiquiri", "clock": DA, "evidence": daiquiri_evidence, "answers": daiquiri_answers},
    {"name": "martini", "clock": MA, "evidence": martini_evidence, "answers": martini_answers},
    {"name": "sazerac", "clock": SA, "evidence": sazerac_evidence, "answers": sazerac_answers},
]
