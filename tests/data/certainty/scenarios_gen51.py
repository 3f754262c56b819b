"""51st generation (written blind, without reading the wrapper, its tests, its misses or the other generations).

Answers written the way a qwen2.5-14b sysadmin assistant answers follow-up questions in a conversation: the
question says "it", "that container", "the other disk"; some answers carry the user's earlier words (`extra`)
and restate or correct them. Many figures: memory and disk amounts with unit conversions and percentages, CPU
shares per process, network rates, uptime, rankings ("the three biggest", "second-busiest"), and who owns a
process or a port.

cobalt — Fedora 41 workstation (Europe/Berlin, +01:00), Ryzen 7 7700X, 31.1 GiB RAM. Evidence: steady state
(users and groups, podman installed, no docker group), system info (19.1 GiB used, 61.4%, 3 days 4 hours up,
load rising 3.05 → 4.12), processes sorted by memory and cut to 8 of 412 (ollama 5.1 GiB first, then firefox,
IntelliJ's java, code), disk usage (/ at 61.3%, /data 2.0 TB at 81.5%), disk I/O read 400 s earlier (stale),
listening sockets (ollama on 127.0.0.1:11434, a java dev server on 0.0.0.0:8080, rootlessport for the
containers), rootless podman containers (pgdev up 3 hours, created two days ago; mailpit exited 0).

nickel — Debian 12 NAS (America/Chicago, -05:00), Pentium Gold with 2 cores / 4 threads, 15.5 GiB RAM, up
41 days. Evidence: steady state whose `users` source is stale (so account claims are stale), disk usage (ZFS
tank 14.38 TB at 82.8%, /srv/backup at 39.3%), network traffic (eno1 receiving 94.3 MB/s, eno2 sending
41.8 MB/s), sockets and connections (two SMB clients, one NFS client, one SSH session), all services (the
nightly borg backup failed), the borg unit's and smartd's journal, disk I/O, a week of package history.

tungsten — Ubuntu 22.04 PostgreSQL 16 server (UTC), EPYC 16 cores / 32 threads, 62.7 GiB RAM. Evidence: steady
state whose `packages` source is stale (it still lists postgresql-16 16.6), system info, processes sorted by CPU
(backends through pgbouncer, an autovacuum worker, a direct analytics session, the walsender), the
postgresql@16-main unit (running since the boot on 22 February), postgresql.conf, disk usage, sockets and
connections, the last hour of the server log (three connection-slot FATALs at 18:42, a 48 s query, one
checkpoint), package history (16.6 → 16.8 on Monday, after the server started), disk I/O.

bismuth — Rocky Linux 9.5 rootless podman host (Asia/Tokyo, +09:00), Xeon E-2288G 8 cores / 16 threads.
Evidence: steady state, containers (api updated and up 26 minutes, worker restarting, grafana exited 137),
processes sorted by CPU, system info, the container-* units, the worker's and podman-auto-update's journals,
network traffic read 420 s earlier (stale), sockets, package history (a new kernel installed before the
6 March boot).

osmium — Ubuntu 24.04 Kubernetes worker (Australia/Sydney, +11:00). Evidence: steady state, nodes (palladium
NotReady and one kubelet version behind), pods and deployments of the `shop` namespace (a cart pod crash-looping
on osmium, a catalog pod stuck in ContainerCreating on palladium), processes sorted by memory, system info,
disk usage read 500 s earlier (stale), the kubelet journal, sockets.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# --------------------------------------------------------------------------------------------- cobalt
cobalt_clock = Clock("2026-03-11T14:20:00+01:00")
COBALT_MEM = 33_398_685_696

cobalt_ev = [
    steady("e1", cobalt_clock, age=2400, hostname="cobalt", os_name="Fedora Linux", os_version="41",
           os_codename=None, kernel="6.12.8-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7700X 8-Core Processor",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=COBALT_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_653_638_144},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/sda1", "mountpoint": "/data", "fstype": "ext4", "total_bytes": 2_000_396_746_752}],
           network_interfaces=[{"name": "enp5s0", "mac": "d8:bb:c1:4e:20:7a", "addresses": ["192.168.178.31/24"],
                                "is_up": True}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1",
           installed_packages={"podman": "5:5.3.1-1.fc41", "kernel-core": "6.12.8-200.fc41", "firefox": "134.0-1.fc41",
                               "ollama": "0.5.7-1.fc41", "btrfs-progs": "6.12-1.fc41"},
           available_services=["sshd.service", "cups.service", "ollama.service", "podman.socket"],
           users=[{"name": "maren", "uid": 1000, "gid": 1000, "home": "/home/maren", "shell": "/bin/zsh"},
                  {"name": "ollama", "uid": 977, "gid": 977, "home": "/usr/share/ollama", "shell": "/bin/false"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["maren"]},
                   {"name": "libvirt", "gid": 972, "members": ["maren"]},
                   {"name": "ollama", "gid": 977, "members": []}]),
    item("e2", "linux_system_info", system_info(38.4, [4.12, 3.80, 3.05], 273_600, "2026-03-08T10:20:00+01:00",
                                                COBALT_MEM, 12_884_901_888, 8 * GiB, 1_342_177_280), cobalt_clock, age=25),
    item("e3", "linux_processes", processes(412, COBALT_MEM, [
        (2211, "ollama", "ollama", 0.4, int(5.1 * GiB), "2026-03-08T10:20:41+01:00", "/usr/bin/ollama serve"),
        (4242, "firefox", "maren", 12.3, int(3.4 * GiB), "2026-03-11T08:57:02+01:00", "/usr/lib64/firefox/firefox"),
        (6021, "java", "maren", 18.7, int(2.6 * GiB), "2026-03-11T09:12:40+01:00",
         "/opt/idea-IU-243.22562.145/jbr/bin/java -Xmx4g -classpath /opt/idea-IU-243.22562.145/lib/app.jar "
         "com.intellij.idea.Main"),
        (5110, "code", "maren", 6.1, int(1.9 * GiB), "2026-03-11T09:03:15+01:00", "/usr/share/code/code --type=renderer"),
        (3301, "gnome-shell", "maren", 4.2, 780 * MiB, "2026-03-08T10:21:30+01:00", "/usr/bin/gnome-shell"),
        (7002, "Isolated Web Co", "maren", 2.0, 690 * MiB, "2026-03-11T10:40:19+01:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (2540, "postgres", "maren", 1.1, 410 * MiB, "2026-03-11T11:18:07+01:00", "postgres"),
        (8801, "gnome-software", "maren", 0.2, 355 * MiB, "2026-03-08T10:21:44+01:00",
         "/usr/bin/gnome-software --gapplication-service"),
    ]), cobalt_clock, age=30, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 999_653_638_144, 612_368_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 318_767_104),
        fs("/dev/sda1", "/data", "ext4", 2_000_396_746_752, 1_630_275_000_000),
    ]}, cobalt_clock, age=40),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 52_400_000, "write_bytes_per_s": 8_300_000, "busy_percent": 31.0},
        {"device": "sda", "read_bytes_per_s": 410_000, "write_bytes_per_s": 22_100_000, "busy_percent": 64.0},
    ]}, cobalt_clock, age=400, args={"interval_seconds": 1}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "d8:bb:c1:4e:20:7a", "addresses": ["192.168.178.31/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"),
            listener(631, "127.0.0.1", 1190, "cupsd"),
            listener(11434, "127.0.0.1", 2211, "ollama"),
            listener(5432, "127.0.0.1", 2490, "rootlessport"),
            listener(6379, "127.0.0.1", 2490, "rootlessport"),
            listener(8080, "0.0.0.0", 6021, "java"),
            listener(63342, "127.0.0.1", 6021, "java"),
        ],
        "connections": [
            connection("192.168.178.31:50412", "140.82.112.4:443", 4242, "firefox"),
            connection("192.168.178.31:50418", "151.101.1.69:443", 4242, "firefox"),
        ]}, cobalt_clock, age=35),
    item("e7", "linux_containers", {"runtime": "podman", "containers": [
        box("3fa2c81d90b4", "pgdev", "docker.io/library/postgres:16.4", "running", "Up 3 hours",
            "2026-03-09T16:02:11+01:00", ["127.0.0.1:5432->5432/tcp"]),
        box("b71e04c5d2aa", "rcache", "docker.io/library/redis:7.2", "running", "Up 3 hours",
            "2026-03-09T16:02:40+01:00", ["127.0.0.1:6379->6379/tcp"]),
        box("0c9d8e7f6a51", "mailpit", "docker.io/axllent/mailpit:v1.21", "exited", "Exited (0) 2 days ago",
            "2026-03-02T10:15:00+01:00", []),
    ]}, cobalt_clock, age=30, args={"all": True}),
]

cobalt_answers = [
    {"q": "ok and which ones are the three biggest memory hogs right now?", "ev": ["e2", "e3"],
     "a": "Sure! From the process list (sorted by memory), the three biggest are:\n\n"
          "1. [[s:**ollama** (PID 2211) — about 5.1 GiB]] ([[s:16.4% of RAM]])\n"
          "2. [[s:**firefox** (PID 4242) — 3.4 GiB]]\n"
          "3. [[c:**code** (PID 5110) — 1.9 GiB]]\n\n"
          "Together that's [[c:roughly 11.4 GiB]]. [[s:Overall you're using 19.1 GiB out of 31.1 GiB]] "
          "([[s:about 61%]]), [[c:so there's still around 15 GiB available]]. [[u:Firefox's share is mostly the "
          "YouTube tabs you have open]], and [[s:swap is barely touched at 1.25 GiB of 8 GiB]].\n\n"
          "If you want to free memory quickly, `systemctl stop ollama` would give back the most."},
    {"q": "is that postgres container still up? I started it this morning", "ev": ["e6", "e7"],
     "extra": [user("u1", "I started the pgdev container this morning around 9 before standup", cobalt_clock, age=900)],
     "a": "Yes — [[s:`pgdev` is running]] ([[s:image `postgres:16.4`]]) and [[s:its status is \"Up 3 hours\"]]. "
          "One small correction: you said you started it around 9, but [[s:it has only been up since roughly "
          "11:20]], [[u:so it was probably restarted once after you first started it]]. [[c:The container itself "
          "was created yesterday]].\n\n"
          "[[s:It publishes port 5432]] [[c:on 0.0.0.0]], so other machines on your LAN can reach it. "
          "[[s:`rcache` (Redis 7.2) is up too]]; [[s:`mailpit` is the only one that's stopped]] "
          "[[c:— it exited with an error two days ago]]."},
    {"q": "what about the other disk? how full is it", "ev": ["e4", "e5"],
     "a": "The other disk is **/dev/sda1** mounted on `/data` ([[s:ext4]]):\n\n"
          "- **Size:** [[s:2.0 TB]] ([[c:1.9 TiB]])\n"
          "- **Used:** [[s:1.63 TB]] ([[s:81.5%]])\n"
          "- **Free:** [[c:about 370 GiB]]\n\n"
          "So [[s:it's quite a bit fuller than your root filesystem]], [[s:which is at about 61%]] "
          "([[s:570 GiB of 931 GiB used]]). [[u:At your current rate of downloads it'll fill up in about two "
          "months]]. [[t:It's also the busier of the two drives right now — sda is at 64% utilisation]], "
          "[[t:mostly writes (about 22 MB/s)]]."},
    {"q": "what's listening on 11434? is that exposed?", "ev": ["e6"],
     "a": "[[s:Port 11434 belongs to `ollama`]] ([[s:PID 2211]]) and [[s:it's bound to 127.0.0.1]], [[s:so it's "
          "only reachable from this machine]]. Nothing to worry about there.\n\n"
          "For the rest: [[c:the only thing listening on all interfaces is `sshd` on port 22]]; [[s:CUPS is on "
          "631]] [[s:(localhost only)]], and [[s:the Postgres and Redis container ports (5432 and 6379) are also "
          "localhost-only]]. [[c:Both of those are owned by `conmon`]].\n\n"
          "You can double-check with `ss -tlnp`."},
    {"q": "how long has it been up? it feels sluggish", "ev": ["e1", "e2", "e3"],
     "extra": [user("u1", "it's been up since Monday I think", cobalt_clock, age=200)],
     "a": "**Uptime:** [[s:3 days 4 hours]] [[c:(about 79 hours)]] — actually [[s:it booted on Sunday morning at "
          "10:20]], not Monday.\n\n"
          "**Load:** [[s:4.12 / 3.80 / 3.05]], [[c:which is falling]]. [[s:On a 16-thread CPU that's only about a "
          "quarter of capacity]], and [[s:overall CPU usage is 38.4%]].\n\n"
          "[[c:The busiest process is firefox at 12.3%]]. [[u:The sluggishness is probably btrfs doing a balance "
          "in the background]] — you could check with `sudo btrfs balance status /`."},
    {"q": "who owns that java process and when did it start?", "ev": ["e3"],
     "extra": [user("u1", "I closed IntelliJ an hour ago", cobalt_clock, age=120)],
     "a": "You mentioned closing IntelliJ an hour ago, but [[s:the `java` process (PID 6021) is still there]]:\n\n"
          "- **User:** [[s:`maren`]]\n"
          "- **Started:** [[s:09:12 this morning]] ([[c:about 3 hours ago]])\n"
          "- **CPU:** [[s:18.7%]]\n"
          "- **Memory:** [[c:2.6 GB]] ([[s:8.4% of RAM]])\n\n"
          "[[c:It's likely the Gradle daemon rather than the IDE itself]], so closing the window may not have "
          "stopped it. `kill 6021` would end it."},
    {"q": "remind me what this machine is — Fedora version, kernel, and am I in the docker group?", "ev": ["e1", "e2"],
     "a": "- **OS:** [[s:Fedora 41]]\n- **Kernel:** [[s:6.12.8-200.fc41]]\n- **CPU:** [[s:Ryzen 7 7700X, 8 cores / "
          "16 threads]]\n- **RAM:** [[s:32 GB]]\n\n"
          "[[s:`maren` is in `wheel`]] [[c:and `docker`]]. [[u:Podman 5.3.1 is installed (per e2)]], [[s:Docker isn't]] — "
          "so you don't need the docker group anyway; rootless podman works for your user as is."},
]

# --------------------------------------------------------------------------------------------- nickel
nickel_clock = Clock("2026-03-11T08:45:00-05:00")
NICKEL_MEM = 16_651_399_168

nickel_steady = steady(
    "e1", nickel_clock, age=5400, hostname="nickel", os_name="Debian GNU/Linux", os_version="12",
    os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="Intel(R) Pentium(R) Gold G6405 CPU @ 4.10GHz",
    cpu_cores=2, cpu_threads=4, memory_total_bytes=NICKEL_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_107_195_904},
           {"device": "tank/share", "mountpoint": "/srv/tank", "fstype": "zfs", "total_bytes": 14_380_000_000_000},
           {"device": "/dev/sdd1", "mountpoint": "/srv/backup", "fstype": "ext4", "total_bytes": 7_937_000_000_000}],
    network_interfaces=[{"name": "eno1", "mac": "00:1b:21:3a:9c:10", "addresses": ["192.168.1.20/24"], "is_up": True},
                        {"name": "eno2", "mac": "00:1b:21:3a:9c:11", "addresses": ["10.10.0.2/24"], "is_up": True}],
    dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
    installed_packages={"samba": "2:4.17.12+dfsg-0+deb12u2", "zfsutils-linux": "2.3.0-1~bpo12+1",
                        "nfs-kernel-server": "1:2.6.2-4", "borgbackup": "1.2.4-1", "smartmontools": "7.3-pre1"},
    available_services=["smbd.service", "nmbd.service", "nfs-server.service", "zfs-zed.service",
                        "smartd.service", "borg-backup.service", "ssh.service"],
    users=[{"name": "olga", "uid": 1000, "gid": 1000, "home": "/home/olga", "shell": "/bin/bash"},
           {"name": "mika", "uid": 1001, "gid": 1001, "home": "/home/mika", "shell": "/bin/bash"},
           {"name": "borg", "uid": 998, "gid": 998, "home": "/srv/backup/borg", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "sambashare", "gid": 117, "members": ["olga", "mika"]},
            {"name": "sudo", "gid": 27, "members": ["olga"]}])
nickel_steady["data"]["stale_sources"] = ["users"]

nickel_ev = [
    nickel_steady,
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 245_107_195_904, 38_100_000_000),
        fs("tank/share", "/srv/tank", "zfs", 14_380_000_000_000, 11_904_000_000_000),
        fs("/dev/sdd1", "/srv/backup", "ext4", 7_937_000_000_000, 3_120_000_000_000),
    ]}, nickel_clock, age=45),
    item("e3", "linux_system_info", system_info(22.5, [1.85, 1.62, 1.40], 3_559_800, "2026-01-29T02:55:00-06:00",
                                                NICKEL_MEM, 3_650_000_000, 2 * GiB, 268 * MiB), nickel_clock, age=20),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 94_300_000, "tx_bytes_per_s": 3_150_000},
        {"name": "eno2", "rx_bytes_per_s": 120_000, "tx_bytes_per_s": 41_800_000},
        {"name": "lo", "rx_bytes_per_s": 2_100, "tx_bytes_per_s": 2_100},
    ]}, nickel_clock, age=30, args={"interval_seconds": 1}),
    item("e5", "linux_network_info", {
        "interfaces": nickel_steady["data"]["network_interfaces"],
        "listening": [
            listener(22, "0.0.0.0", 880, "sshd"),
            listener(139, "0.0.0.0", 1402, "smbd"),
            listener(445, "0.0.0.0", 1402, "smbd"),
            listener(2049, "0.0.0.0", None, None),
            listener(9100, "0.0.0.0", 990, "prometheus-node-exporter"),
        ],
        "connections": [
            connection("192.168.1.20:445", "192.168.1.41:50122", 3107, "smbd"),
            connection("192.168.1.20:445", "192.168.1.57:49811", 3188, "smbd"),
            connection("192.168.1.20:2049", "192.168.1.33:798", None, None),
            connection("192.168.1.20:22", "192.168.1.41:53320", 4410, "sshd"),
        ]}, nickel_clock, age=25),
    item("e6", "linux_service_status", {"units": [
        unit("smbd.service", "active", "running", pid=1402, since="2026-01-29T02:56:12-06:00",
             desc="Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", pid=1390, since="2026-01-29T02:56:10-06:00",
             desc="Samba NMB Daemon"),
        unit("nfs-server.service", "active", "exited", since="2026-01-29T02:56:15-06:00", desc="NFS server and services"),
        unit("zfs-zed.service", "active", "running", pid=702, since="2026-01-29T02:55:40-06:00",
             desc="ZFS Event Daemon (zed)"),
        unit("smartd.service", "active", "running", pid=711, since="2026-01-29T02:55:41-06:00",
             desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("borg-backup.service", "failed", "failed", ufs="static", since="2026-03-11T02:00:14-05:00",
             desc="Nightly Borg backup to /srv/backup"),
        unit("ssh.service", "active", "running", pid=880, since="2026-01-29T02:55:44-06:00",
             desc="OpenBSD Secure Shell server"),
    ]}, nickel_clock, age=20),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-11T02:00:03-05:00", "borg-backup.service", "info",
                  "Starting borg-backup.service - Nightly Borg backup to /srv/backup..."),
        log_entry("2026-03-11T02:00:13-05:00", "borg-backup.service", "err",
                  "Failed to create/acquire the lock /srv/backup/borg/lock.exclusive (timeout)."),
        log_entry("2026-03-11T02:00:14-05:00", "borg-backup.service", "notice",
                  "borg-backup.service: Main process exited, code=exited, status=2/INVALIDARGUMENT"),
        log_entry("2026-03-11T02:00:14-05:00", "borg-backup.service", "warning",
                  "borg-backup.service: Failed with result 'exit-code'."),
        log_entry("2026-03-11T06:12:40-05:00", "smartd.service", "crit",
                  "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-03-11T06:42:40-05:00", "smartd.service", "info",
                  "Device: /dev/sdc [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 38 to 43"),
        log_entry("2026-03-11T07:42:40-05:00", "smartd.service", "crit",
                  "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
    ]}, nickel_clock, age=40, args={"since_minutes": 480}),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 31_200_000, "write_bytes_per_s": 1_100_000, "busy_percent": 71.0},
        {"device": "sdb", "read_bytes_per_s": 30_900_000, "write_bytes_per_s": 1_050_000, "busy_percent": 69.0},
        {"device": "sdc", "read_bytes_per_s": 31_000_000, "write_bytes_per_s": 1_080_000, "busy_percent": 12.0},
        {"device": "sdd", "read_bytes_per_s": 0, "write_bytes_per_s": 40_000, "busy_percent": 3.0},
        {"device": "nvme0n1", "read_bytes_per_s": 12_000, "write_bytes_per_s": 210_000, "busy_percent": 1.0},
    ]}, nickel_clock, age=30, args={"interval_seconds": 1}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-03-07T06:25:11-06:00", "upgrade", "samba", "2:4.17.12+dfsg-0+deb12u1",
                      "2:4.17.12+dfsg-0+deb12u2"),
        package_event("2026-03-07T06:25:11-06:00", "upgrade", "libsmbclient", "2:4.17.12+dfsg-0+deb12u1",
                      "2:4.17.12+dfsg-0+deb12u2"),
        package_event("2026-03-09T06:25:40-05:00", "upgrade", "zfsutils-linux", "2.2.7-1~bpo12+1", "2.3.0-1~bpo12+1"),
        package_event("2026-03-09T06:25:40-05:00", "upgrade", "zfs-dkms", "2.2.7-1~bpo12+1", "2.3.0-1~bpo12+1"),
        package_event("2026-03-09T06:26:02-05:00", "install", "hdparm", None, "9.65+ds-1"),
    ]}, nickel_clock, age=60, args={"since_days": 7}),
]

nickel_answers = [
    {"q": "how much space is left on the pool?", "ev": ["e2"],
     "a": "Here's the pool **tank** (`/srv/tank`, ZFS):\n\n"
          "| | TB | TiB |\n|---|---|---|\n"
          "| Size | [[s:14.38]] | [[s:13.08]] |\n"
          "| Used | [[s:11.90]] | [[c:10.38]] |\n"
          "| Free | [[c:2.84]] | [[s:2.25]] |\n\n"
          "[[s:That's 82.8% full]]. [[u:ZFS performance tends to drop noticeably past 80%]], so it's worth "
          "cleaning up soon. [[s:The backup disk at `/srv/backup` is at 39%]] [[c:with about 5.2 TB free]]."},
    {"q": "why is the network so busy? which interface is it", "ev": ["e4", "e5"],
     "a": "It's mostly inbound on the LAN side: [[s:`eno1` is receiving about 94 MB/s]] "
          "([[c:roughly 940 Mbit/s]]), [[s:while `eno2` is mostly sending — ~42 MB/s out]].\n\n"
          "Looking at the connections, [[s:two SMB clients are connected]] ([[s:192.168.1.41 and 192.168.1.57]]) "
          "and [[s:there's one NFS client (192.168.1.33)]]. [[u:The incoming traffic is most likely the nightly "
          "Time Machine backup from .57]]. [[s:192.168.1.41 also has an SSH session open]], [[c:and it's the one "
          "with the NFS mount as well]]."},
    {"q": "did last night's backup run?", "ev": ["e6", "e7"],
     "a": "Unfortunately no. [[s:`borg-backup.service` is in a failed state]]. [[s:It started at 02:00]] and "
          "[[c:gave up about a minute later]]: [[s:the log says it couldn't acquire the lock on "
          "`/srv/backup/borg`]] [[u:— that usually means a previous borg run was killed and left a stale lock]]. "
          "[[c:It exited with status 1]].\n\n"
          "On the bright side, [[s:Samba and the NFS server are both active]], but [[c:smartd isn't running]], "
          "which you may want to look at.\n\n"
          "To clear the lock: `borg break-lock /srv/backup/borg` (only if no borg is running)."},
    {"q": "and the disk smartd was complaining about — which one is it? is it one of the pool disks?",
     "ev": ["e7", "e8"],
     "a": "[[s:It's `/dev/sdb`]]. [[s:smartd reports 8 currently unreadable (pending) sectors on it]], "
          "[[c:first logged at 07:42]] [[s:and again at 07:42]]. [[u:sdb is one of the three disks in `tank`]], "
          "and [[s:it's busy right now at 69% utilisation]] [[c:— the busiest of all the disks]].\n\n"
          "[[c:sdc is fine — smartd has nothing on it]]. [[u:Pending sectors often turn into reallocated ones]], "
          "so I'd order a replacement; `smartctl -a /dev/sdb` will show the full attributes."},
    {"q": "how long has the NAS been up, and how's memory?", "ev": ["e1", "e3"],
     "a": "**Uptime:** [[s:41 days]] ([[s:since late January]])\n"
          "**Memory:** [[s:13.0 GB used of 16.65 GB]] ([[c:about 84%]]) — [[u:most of that is the ZFS ARC]], "
          "which is normal\n"
          "**Swap:** [[s:268 MiB]] [[s:(13% of 2 GiB)]]\n"
          "**Load:** [[s:1.85]], which on the [[c:4-core]] Pentium is fine."},
    {"q": "what got updated this week?", "ev": ["e9"],
     "a": "This week's package changes:\n\n"
          "- [[s:samba and libsmbclient went from deb12u1 to deb12u2]] [[s:on Saturday]]\n"
          "- [[s:zfsutils-linux and zfs-dkms were upgraded to 2.3.0]] [[c:on Tuesday]]\n"
          "- [[c:nothing new was installed]]\n\n"
          "[[s:That's 5 package changes in total]]. [[u:The ZFS upgrade needs a reboot before the new kernel "
          "module is loaded]]."},
    {"q": "who can access the share? is borg in sambashare?", "ev": ["e1", "e6"],
     "a": "[[t:`sambashare` has two members]]: [[t:olga and mika]]. [[t:borg isn't in it]] — [[t:its shell is "
          "`/usr/sbin/nologin`]] and [[t:its home is `/srv/backup/borg`]], so it's just a service account. "
          "[[t:mika's UID is 1002]]. [[s:Samba is running]] (smbd), [[u:and the share is set read-only for "
          "guests]].\n\nYou can confirm with `getent group sambashare`."},
]

# --------------------------------------------------------------------------------------------- tungsten
tungsten_clock = Clock("2026-03-11T19:05:00+00:00")
TUNGSTEN_MEM = 67_329_327_104

tungsten_steady = steady(
    "e1", tungsten_clock, age=3000, hostname="tungsten", os_name="Ubuntu", os_version="22.04",
    os_codename="jammy", kernel="5.15.0-131-generic", cpu_model="AMD EPYC 7313P 16-Core Processor",
    cpu_cores=16, cpu_threads=32, memory_total_bytes=TUNGSTEN_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 105_089_261_568},
           {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
            "total_bytes": 1_920_383_410_176},
           {"device": "10.0.4.5:/pgbackup", "mountpoint": "/backup", "fstype": "nfs4", "total_bytes": 7_999_000_000_000}],
    network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5e:71:0a", "addresses": ["10.0.4.10/24"], "is_up": True}],
    dns_servers=["127.0.0.53"], default_gateway="10.0.4.1",
    installed_packages={"postgresql-16": "16.6-1.pgdg22.04+1", "postgresql-client-16": "16.6-1.pgdg22.04+1",
                        "libpq5": "16.6-1.pgdg22.04+1", "pgbouncer": "1.23.1-1.pgdg22.04+1"},
    available_services=["postgresql@16-main.service", "pgbouncer.service", "ssh.service"],
    users=[{"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
    groups=[{"name": "ssl-cert", "gid": 113, "members": ["postgres"]}])
tungsten_steady["data"]["stale_sources"] = ["packages"]

tungsten_ev = [
    tungsten_steady,
    item("e2", "linux_system_info", system_info(46.3, [14.2, 12.9, 11.7], 1_490_400, "2026-02-22T13:05:00+00:00",
                                                TUNGSTEN_MEM, 10_522_669_875, 4 * GiB, 0), tungsten_clock, age=20),
    item("e3", "linux_processes", processes(287, TUNGSTEN_MEM, [
        (31877, "postgres", "postgres", 92.4, int(3.1 * GiB), "2026-03-11T18:31:02+00:00",
         "postgres: 16/main: app orders 127.0.0.1(41000) SELECT"),
        (31902, "postgres", "postgres", 71.0, int(2.4 * GiB), "2026-03-11T18:33:40+00:00",
         "postgres: 16/main: app orders 127.0.0.1(41006) UPDATE"),
        (1450, "postgres", "postgres", 38.2, int(1.2 * GiB), "2026-03-11T18:59:12+00:00",
         "postgres: 16/main: autovacuum worker orders"),
        (31650, "postgres", "postgres", 24.9, int(4.6 * GiB), "2026-03-11T18:20:55+00:00",
         "postgres: 16/main: report analytics 10.0.4.35(60022) SELECT"),
        (2211, "pgbouncer", "postgres", 11.3, 24 * MiB, "2026-02-22T13:05:38+00:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (1399, "postgres", "postgres", 6.5, 180 * MiB, "2026-02-22T13:05:41+00:00", "postgres: 16/main: walwriter"),
        (1398, "postgres", "postgres", 4.1, int(16.2 * GiB), "2026-02-22T13:05:41+00:00",
         "postgres: 16/main: checkpointer"),
        (880, "prometheus-node", "prometheus", 1.2, 38 * MiB, "2026-02-22T13:05:30+00:00",
         "/usr/bin/prometheus-node-exporter"),
        (1522, "postgres", "postgres", 0.9, 40 * MiB, "2026-02-22T13:06:02+00:00",
         "postgres: 16/main: walsender replicator 10.0.4.11(41822) streaming 0/9A3B2C10"),
        (1401, "postgres", "postgres", 0.3, 22 * MiB, "2026-02-22T13:05:41+00:00",
         "postgres: 16/main: autovacuum launcher"),
    ]), tungsten_clock, age=25, args={"sort": "cpu", "limit": 10}, complete=False),
    item("e4", "linux_service_status", unit("postgresql@16-main.service", "active", "running", pid=1390,
                                            since="2026-02-22T13:05:41+00:00",
                                            desc="PostgreSQL Cluster 16-main", ufs="enabled-runtime"),
         tungsten_clock, age=30, args={"name": "postgresql@16-main"}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 105_089_261_568, 21_500_000_000),
        fs("/dev/nvme1n1", "/var/lib/postgresql", "xfs", 1_920_383_410_176, 1_402_000_000_000),
        fs("10.0.4.5:/pgbackup", "/backup", "nfs4", 7_999_000_000_000, 5_900_000_000_000),
    ]}, tungsten_clock, age=50),
    item("e6", "linux_file_read", {"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 0, "limit": 200,
                                   "total_lines": 9, "lines": [
        "listen_addresses = '10.0.4.10,localhost'",
        "port = 5432",
        "max_connections = 300",
        "shared_buffers = 16GB",
        "effective_cache_size = 44GB",
        "work_mem = 64MB",
        "wal_level = replica",
        "max_wal_size = 8GB",
        "checkpoint_timeout = 15min",
    ]}, tungsten_clock, age=60, args={"path": "/etc/postgresql/16/main/postgresql.conf"}),
    item("e7", "linux_network_info", {
        "interfaces": tungsten_steady["data"]["network_interfaces"],
        "listening": [
            listener(22, "0.0.0.0", 801, "sshd"),
            listener(5432, "10.0.4.10", 1390, "postgres"),
            listener(5432, "127.0.0.1", 1390, "postgres"),
            listener(6432, "0.0.0.0", 2211, "pgbouncer"),
            listener(9187, "0.0.0.0", 905, "postgres_exporter"),
        ],
        "connections": [
            connection("10.0.4.10:6432", "10.0.4.21:51234", 2211, "pgbouncer"),
            connection("10.0.4.10:6432", "10.0.4.21:51240", 2211, "pgbouncer"),
            connection("10.0.4.10:6432", "10.0.4.22:40110", 2211, "pgbouncer"),
            connection("127.0.0.1:41000", "127.0.0.1:5432", 2211, "pgbouncer"),
            connection("127.0.0.1:41006", "127.0.0.1:5432", 2211, "pgbouncer"),
            connection("127.0.0.1:5432", "127.0.0.1:41000", 31877, "postgres"),
            connection("127.0.0.1:5432", "127.0.0.1:41006", 31902, "postgres"),
            connection("10.0.4.10:5432", "10.0.4.35:60022", 31650, "postgres"),
            connection("10.0.4.10:5432", "10.0.4.11:41822", 1522, "postgres"),
        ]}, tungsten_clock, age=30),
    item("e8", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-03-11T18:42:10+00:00", None, "err", "FATAL:  remaining connection slots are reserved for "
                  "roles with the SUPERUSER attribute"),
        log_entry("2026-03-11T18:42:11+00:00", None, "err", "FATAL:  remaining connection slots are reserved for "
                  "roles with the SUPERUSER attribute"),
        log_entry("2026-03-11T18:42:15+00:00", None, "err", "FATAL:  remaining connection slots are reserved for "
                  "roles with the SUPERUSER attribute"),
        log_entry("2026-03-11T18:51:33+00:00", None, "info", "LOG:  duration: 48213.551 ms  statement: SELECT "
                  "date_trunc('day', created_at), sum(total) FROM orders GROUP BY 1"),
        log_entry("2026-03-11T18:55:02+00:00", None, "info", "LOG:  checkpoint complete: wrote 182344 buffers "
                  "(8.7%); 0 WAL file(s) added, 0 removed, 12 recycled; write=809.112 s, sync=0.412 s, "
                  "total=810.006 s"),
        log_entry("2026-03-11T18:58:40+00:00", None, "info", "LOG:  automatic vacuum of table "
                  "\"orders.public.order_items\": index scans: 1"),
    ]}, tungsten_clock, age=35, args={"since_minutes": 60}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-03-09T06:14:22+00:00", "upgrade", "postgresql-16", "16.6-1.pgdg22.04+1",
                      "16.8-1.pgdg22.04+1"),
        package_event("2026-03-09T06:14:22+00:00", "upgrade", "postgresql-client-16", "16.6-1.pgdg22.04+1",
                      "16.8-1.pgdg22.04+1"),
        package_event("2026-03-09T06:14:20+00:00", "upgrade", "libpq5", "16.6-1.pgdg22.04+1", "16.8-1.pgdg22.04+1"),
    ]}, tungsten_clock, age=40, args={"since_days": 7}),
    item("e10", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 412_000_000, "write_bytes_per_s": 96_000_000, "busy_percent": 88.0},
        {"device": "nvme0n1", "read_bytes_per_s": 200_000, "write_bytes_per_s": 1_100_000, "busy_percent": 2.0},
    ]}, tungsten_clock, age=25, args={"interval_seconds": 1}),
]

tungsten_answers = [
    {"q": "which queries are hogging the CPU right now?", "ev": ["e1", "e2", "e3"],
     "a": "The top CPU consumers are all `postgres` backends:\n\n"
          "| PID | What | CPU |\n|---|---|---|\n"
          "| [[s:31877]] | [[s:`app` on `orders`, SELECT]] | [[s:92.4%]] |\n"
          "| [[s:31902]] | [[c:`app` on `orders`, SELECT]] | [[s:71.0%]] |\n"
          "| [[s:1450]] | [[s:autovacuum worker on `orders`]] | [[c:28.2%]] |\n\n"
          "[[s:The second-busiest is the UPDATE from the app]], and those three add up to [[c:about 192% of a "
          "core]]. [[s:Overall CPU is at 46.3%]] [[s:with a load around 14]] [[s:on 32 threads]]; "
          "[[s:pgbouncer itself uses 11.3%]]. [[u:The 31877 SELECT is probably the nightly report]].\n\n"
          "You can see the full query text with `SELECT pid, query FROM pg_stat_activity WHERE pid = 31877;`."},
    {"q": "how much memory does postgres actually get? shared_buffers etc", "ev": ["e2", "e6"],
     "a": "From `postgresql.conf`:\n\n"
          "- [[s:`shared_buffers` = 16GB]] — [[c:about a fifth of the 52.9 GiB currently in use]]\n"
          "- [[s:`effective_cache_size` = 44GB]]\n"
          "- [[s:`work_mem` = 64MB]]\n"
          "- [[c:`max_connections` = 200]]\n\n"
          "[[s:The machine has 62.7 GiB]], of which [[s:about 9.8 GiB is available]] ([[s:84% used]]); "
          "[[s:swap is untouched]]. [[u:Most of the \"used\" figure is Postgres' shared memory plus page "
          "cache]]."},
    {"q": "did we hit the connection limit? someone said clients got errors earlier", "ev": ["e6", "e8"],
     "extra": [user("u1", "the app team says they got 'too many clients' errors around 6:40", tungsten_clock,
                    age=300)],
     "a": "Yes — [[s:the log has three `remaining connection slots are reserved` FATALs]], [[s:all at 18:42]], "
          "so the app team's timing is about right, [[c:and the message is the 'too many clients already' error "
          "they quoted]]. [[s:`max_connections` is 300]]. [[u:The spike was most likely caused by the slow "
          "analytics query holding connections open]]: [[c:that query took about 4.8 seconds]] and "
          "[[s:finished at 18:51]]. [[s:Nothing connection-related has been logged since]]."},
    {"q": "what version is it running? I thought we upgraded to 16.8", "ev": ["e1", "e4", "e9"],
     "extra": [user("u1", "we upgraded postgres to 16.8 on Monday", tungsten_clock, age=240)],
     "a": "You're right that [[s:`postgresql-16` was upgraded to 16.8-1.pgdg22.04+1]] [[s:on Monday morning]] "
          "([[s:06:14 UTC]]). But [[s:the `postgresql@16-main` service has been running since 22 February]], "
          "[[s:so the server process is still the 16.6 binary]] until it's restarted. [[t:The package list I have "
          "still shows 16.6 as installed]].\n\n"
          "[[c:The same upgrade bumped `libpq5` to 17.4]], and [[s:pgbouncer wasn't touched]]. [[u:A restart "
          "should only take about 30 seconds]]:\n\n```\nsudo systemctl restart postgresql@16-main\n```"},
    {"q": "how full is the data volume, and the backup mount?", "ev": ["e5", "e10"],
     "a": "- [[s:`/var/lib/postgresql` (nvme1n1, XFS) is 73% full]]: [[s:1.40 TB used of 1.92 TB]], "
          "[[c:about 518 GiB free]]\n"
          "- [[s:The root filesystem is fine at about 20%]]\n"
          "- [[s:`/backup` (NFS from 10.0.4.5)]] [[c:has about 3.1 TB free]]\n\n"
          "[[u:The data volume has grown roughly 40 GB in the last week]]. Right now [[s:nvme1n1 is doing about "
          "412 MB/s of reads]] [[s:and is 88% busy]] [[c:— writes are heavier than reads]]."},
    {"q": "who's connected straight to postgres, bypassing pgbouncer?", "ev": ["e3", "e6", "e7"],
     "a": "Two clients connect directly to 5432:\n\n"
          "1. [[s:**10.0.4.35**]] — [[s:PID 31650]], [[s:the `report` user on `analytics`]]\n"
          "2. [[s:**10.0.4.11**]] — [[s:that's the streaming replica]] ([[s:walsender, PID 1522]])\n\n"
          "[[s:Everything from the app servers (10.0.4.21 and 10.0.4.22) goes through pgbouncer on 6432]]; "
          "[[c:there are four such connections]]. [[c:pgbouncer listens only on 10.0.4.10]], while [[s:Postgres "
          "itself listens on 10.0.4.10 and 127.0.0.1]], [[s:matching `listen_addresses`]]."},
    {"q": "and that checkpoint in the log — is that normal?", "ev": ["e6", "e8"],
     "a": "[[s:The last checkpoint completed at 18:55]] and [[s:wrote 182,344 buffers]] ([[s:8.7%]]) — "
          "[[c:about 1.4 GB]] with the default 8 kB pages. [[s:It took about 810 seconds]], "
          "which lines up with [[s:`checkpoint_timeout = 15min`]] and the default completion target. "
          "[[s:`max_wal_size` is 8GB]], [[u:so checkpoints are being triggered by time rather than WAL "
          "volume]]. [[s:It was the only checkpoint logged in the last hour]] — that all looks normal."},
]

# --------------------------------------------------------------------------------------------- bismuth
bismuth_clock = Clock("2026-03-12T10:30:00+09:00")
BISMUTH_MEM = 33_366_802_432

bismuth_ev = [
    steady("e1", bismuth_clock, age=3600, hostname="bismuth", os_name="Rocky Linux", os_version="9.5",
           os_codename="Blue Onyx", kernel="5.14.0-503.26.1.el9_5.x86_64", cpu_model="Intel(R) Xeon(R) E-2288G CPU @ 3.70GHz",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=BISMUTH_MEM, package_manager="rpm",
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 480_103_981_056}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:12:40:aa", "addresses": ["172.16.20.15/24"],
                                "is_up": True}],
           dns_servers=["172.16.20.1"], default_gateway="172.16.20.1",
           installed_packages={"podman": "5:5.2.2-15.el9_5", "kernel-core": "5.14.0-503.26.1.el9_5",
                               "cockpit-ws": "323.1-1.el9_5"},
           available_services=["sshd.service", "cockpit.socket", "podman-auto-update.timer"],
           users=[{"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kenji"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("a1b2c3d4e5f6", "web-frontend", "docker.io/library/nginx:1.27", "running", "Up 6 days",
            "2026-02-20T14:11:00+09:00", ["0.0.0.0:8080->80/tcp"]),
        box("0f1e2d3c4b5a", "api", "ghcr.io/acme/api:2.14.1", "running", "Up 26 minutes",
            "2026-03-12T10:03:40+09:00", ["0.0.0.0:3000->3000/tcp"]),
        box("9a8b7c6d5e4f", "worker", "ghcr.io/acme/api:2.14.1", "restarting", "Restarting (1) 12 seconds ago",
            "2026-03-12T10:03:52+09:00", []),
        box("5e6f7a8b9c0d", "redis", "docker.io/library/redis:7.4", "running", "Up 6 days",
            "2026-02-20T14:10:30+09:00", ["127.0.0.1:6379->6379/tcp"]),
        box("3c4d5e6f7a8b", "grafana", "docker.io/grafana/grafana:11.4.0", "exited", "Exited (137) 2 hours ago",
            "2026-02-20T14:12:10+09:00", ["0.0.0.0:3001->3000/tcp"]),
        box("7b8c9d0e1f2a", "registry", "docker.io/library/registry:2", "running", "Up 6 days",
            "2026-02-20T14:10:05+09:00", ["0.0.0.0:5000->5000/tcp"]),
    ]}, bismuth_clock, age=30, args={"all": True}),
    item("e3", "linux_processes", processes(231, BISMUTH_MEM, [
        (58213, "node", "deploy", 63.5, int(1.4 * GiB), "2026-03-12T10:03:45+09:00", "node /app/dist/server.js"),
        (60112, "podman", "deploy", 9.8, 88 * MiB, "2026-03-12T10:29:58+09:00", "podman healthcheck run 0f1e2d3c4b5a"),
        (612, "systemd-journald", "root", 4.6, 140 * MiB, "2026-03-06T01:20:04+09:00", "/usr/lib/systemd/systemd-journald"),
        (40991, "redis-server", "deploy", 3.2, 220 * MiB, "2026-03-06T01:21:10+09:00", "redis-server *:6379"),
        (41030, "nginx", "deploy", 1.4, 12 * MiB, "2026-03-06T01:21:05+09:00", "nginx: worker process"),
        (58200, "conmon", "deploy", 0.9, 2 * MiB, "2026-03-12T10:03:44+09:00",
         "/usr/bin/conmon --api-version 1 -c 0f1e2d3c4b5a -n api"),
        (41110, "registry", "deploy", 0.6, 48 * MiB, "2026-03-06T01:21:12+09:00",
         "registry serve /etc/docker/registry/config.yml"),
        (40002, "rootlessport", "deploy", 0.5, 30 * MiB, "2026-03-06T01:21:02+09:00", "rootlessport"),
    ]), bismuth_clock, age=20, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e4", "linux_system_info", system_info(24.8, [3.1, 2.7, 2.2], 551_400, "2026-03-06T01:20:00+09:00",
                                                BISMUTH_MEM, 22_870_000_000, 4 * GiB, 0), bismuth_clock, age=20),
    item("e5", "linux_service_status", {"units": [
        unit("container-web-frontend.service", "active", "running", pid=40010, since="2026-03-06T01:21:02+09:00",
             desc="Podman container-web-frontend.service"),
        unit("container-api.service", "active", "running", pid=58190, since="2026-03-12T10:03:41+09:00",
             desc="Podman container-api.service"),
        unit("container-worker.service", "activating", "auto-restart", desc="Podman container-worker.service"),
        unit("container-redis.service", "active", "running", pid=40980, since="2026-03-06T01:21:01+09:00",
             desc="Podman container-redis.service"),
        unit("container-grafana.service", "failed", "failed", since="2026-03-12T08:27:15+09:00",
             desc="Podman container-grafana.service"),
        unit("podman-auto-update.timer", "active", "waiting", since="2026-03-06T01:20:30+09:00",
             desc="Podman auto-update timer"),
        unit("podman-auto-update.service", "inactive", "dead", ufs="static", desc="Podman auto-update service"),
    ]}, bismuth_clock, age=25),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "container-worker.service", "entries": [
        log_entry("2026-03-12T10:04:02+09:00", "container-worker.service", "info",
                  "Started container-worker.service - Podman container-worker.service."),
        log_entry("2026-03-12T10:29:20+09:00", "container-worker.service", "err",
                  "worker[1]: Error: getaddrinfo ENOTFOUND db.internal"),
        log_entry("2026-03-12T10:29:21+09:00", "container-worker.service", "notice",
                  "container-worker.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-03-12T10:29:48+09:00", "container-worker.service", "info",
                  "container-worker.service: Scheduled restart job, restart counter is at 47."),
    ]}, bismuth_clock, age=20, args={"unit": "container-worker.service", "since_minutes": 30}),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 12_400_000, "tx_bytes_per_s": 48_900_000},
        {"name": "lo", "rx_bytes_per_s": 310_000, "tx_bytes_per_s": 310_000},
    ]}, bismuth_clock, age=420, args={"interval_seconds": 1}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:12:40:aa", "addresses": ["172.16.20.15/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1010, "sshd"),
            listener(3000, "0.0.0.0", 58205, "rootlessport"),
            listener(5000, "0.0.0.0", 41100, "rootlessport"),
            listener(6379, "127.0.0.1", 40985, "rootlessport"),
            listener(8080, "0.0.0.0", 40002, "rootlessport"),
            listener(9090, "::", 1, "systemd"),
        ],
        "connections": []}, bismuth_clock, age=25),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "podman-auto-update.service", "entries": [
        log_entry("2026-03-12T10:03:12+09:00", "podman-auto-update.service", "info",
                  "Trying to pull ghcr.io/acme/api:2.14.1..."),
        log_entry("2026-03-12T10:03:39+09:00", "podman-auto-update.service", "info",
                  "UNIT                            CONTAINER                    IMAGE                         "
                  "POLICY      UPDATED"),
        log_entry("2026-03-12T10:03:39+09:00", "podman-auto-update.service", "info",
                  "container-api.service           0f1e2d3c4b5a (api)           ghcr.io/acme/api:2.14.1       "
                  "registry    true"),
        log_entry("2026-03-12T10:03:39+09:00", "podman-auto-update.service", "info",
                  "container-worker.service        9a8b7c6d5e4f (worker)        ghcr.io/acme/api:2.14.1       "
                  "registry    true"),
        log_entry("2026-03-12T10:03:39+09:00", "podman-auto-update.service", "info",
                  "container-web-frontend.service  a1b2c3d4e5f6 (web-frontend)  docker.io/library/nginx:1.27  "
                  "registry    false"),
    ]}, bismuth_clock, age=30, args={"unit": "podman-auto-update.service", "since_minutes": 60}),
    item("e10", "linux_package_history", {"events": [
        package_event("2026-03-05T23:50:12+09:00", "install", "kernel-core", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-03-05T23:50:12+09:00", "install", "kernel-modules", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-03-05T23:50:40+09:00", "upgrade", "podman", "5:5.2.2-13.el9_5", "5:5.2.2-15.el9_5"),
    ]}, bismuth_clock, age=40, args={"since_days": 30}),
]

bismuth_answers = [
    {"q": "is the api container ok after the update?", "ev": ["e2", "e9"],
     "a": "Mostly, yes. [[s:`api` is running]] — [[s:up 26 minutes]], [[s:on `ghcr.io/acme/api:2.14.1`]]. "
          "[[s:podman-auto-update pulled 2.14.1 and restarted it]] [[c:along with web-frontend]]; "
          "[[c:it came back at about 10:14]]. [[s:Port 3000 is published on all interfaces]].\n\n"
          "The `worker` container [[s:uses the same image]] [[c:and is also running fine]]."},
    {"q": "so why does the worker keep restarting?", "ev": ["e2", "e5", "e6"],
     "a": "From the journal for `container-worker.service`:\n\n"
          "- [[s:the worker can't resolve `db.internal`]] ([[s:`getaddrinfo ENOTFOUND`]])\n"
          "- [[s:it exits with status 1]]\n"
          "- [[s:systemd schedules a restart]] — [[c:the restart counter is at 74]]\n\n"
          "[[s:The unit is sitting in `activating (auto-restart)`]]. [[u:The new 2.14.1 image probably changed "
          "the DB hostname from `postgres` to `db.internal`]], [[u:and it's been failing ever since the update]]. "
          "Check the env with `podman inspect worker --format '{{.Config.Env}}'`."},
    {"q": "what's using the CPU on that box? and what's second-busiest?", "ev": ["e1", "e3", "e4"],
     "a": "[[s:`node` (PID 58213) is at the top with 63.5%]] [[u:— that's the api container's server]]. "
          "[[c:The second-busiest is `redis-server` at 3.2%]]; [[s:journald is at 4.6%]].\n\n"
          "[[s:Overall CPU is 24.8%]] and [[s:load is 3.1]] [[c:on 8 threads]], so the box has headroom. "
          "[[s:Memory use is low — about 9.8 GiB of 31 GiB]] ([[c:roughly 25%]])."},
    {"q": "grafana's down — what happened to it?", "ev": ["e2", "e5", "e8"],
     "extra": [user("u1", "grafana was working yesterday, I was on the dashboards at :3001", bismuth_clock, age=180)],
     "a": "[[s:`grafana` exited with code 137]] [[s:about 2 hours ago]] [[u:— 137 means it was OOM-killed]]. "
          "[[s:The systemd unit `container-grafana.service` is failed]] [[c:since 09:27]], so it won't come back "
          "on its own. You said you were using it on 3001 yesterday — [[s:that's the port it publishes]], but "
          "[[s:nothing is listening on 3001 right now]]. [[c:It's on the grafana 10.4 image]], by the way.\n\n"
          "Try `systemctl --user restart container-grafana.service` and watch `journalctl --user -u "
          "container-grafana -f`."},
    {"q": "how much traffic is the registry pushing?", "ev": ["e2", "e7", "e8"],
     "a": "[[t:`eno1` is sending about 48.9 MB/s]] [[t:(~391 Mbit/s)]] and [[t:receiving 12.4 MB/s]]. "
          "[[u:Most of that outbound is probably image pulls from the registry on port 5000]]. [[s:The registry "
          "publishes 5000 on 0.0.0.0]] [[s:through `rootlessport` (PID 41100)]]. [[c:Redis is also exposed on "
          "all interfaces]], which you may want to lock down."},
    {"q": "how long has it been up, and is it the same kernel as last month?", "ev": ["e1", "e4", "e10"],
     "a": "**Uptime:** [[s:6 days 9 hours]]; [[s:it last booted on 6 March]], [[c:around 11:20 at night]].\n\n"
          "**Kernel:** [[s:5.14.0-503.26.1.el9_5]], [[s:installed on 5 March]], [[s:so it's not the kernel "
          "it ran last month]] [[c:— the old 503.22.1 was removed in the same transaction]]. [[s:podman was bumped to "
          "5.2.2-15.el9_5 in that run too]]. [[s:It's Rocky Linux 9.5]]."},
]

# --------------------------------------------------------------------------------------------- osmium
osmium_clock = Clock("2026-03-13T09:10:00+11:00")
OSMIUM_MEM = 66_350_000_000

osmium_ev = [
    steady("e1", osmium_clock, age=1500, hostname="osmium", os_name="Ubuntu", os_version="24.04",
           os_codename="noble", kernel="6.8.0-55-generic", cpu_model="AMD Ryzen 9 5950X 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=OSMIUM_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 511_101_108_224},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/longhorn", "fstype": "xfs",
                   "total_bytes": 1_000_204_886_016}],
           network_interfaces=[{"name": "enp6s0", "mac": "a8:a1:59:0c:33:e1", "addresses": ["10.20.0.13/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1",
           installed_packages={"kubelet": "1.31.5-1.1", "kubeadm": "1.31.5-1.1",
                               "containerd": "1.7.27-0ubuntu1~24.04.1"},
           available_services=["kubelet.service", "containerd.service", "ssh.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": "prod", "namespace": None, "items": [
        node("osmium", True, "v1.31.5"), node("iridium", True, "v1.31.5"), node("palladium", False, "v1.31.4"),
    ]}, osmium_clock, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "prod", "namespace": "shop", "items": [
        pod("checkout-7d9f8b6c5d-2xk4q", "shop", "Running", "osmium", 0, True, started="2026-03-10T14:02:00+11:00"),
        pod("checkout-7d9f8b6c5d-h8wzn", "shop", "Running", "osmium", 0, True, started="2026-03-10T14:02:05+11:00"),
        pod("cart-5b6c7d8e9f-qq2lm", "shop", "Running", "osmium", 23, False, waiting="CrashLoopBackOff"),
        pod("cart-5b6c7d8e9f-zt7pn", "shop", "Running", "iridium", 1, True, started="2026-03-12T22:40:10+11:00"),
        pod("catalog-6f7a8b9c0d-m4n5p", "shop", "Pending", "palladium", 0, False, waiting="ContainerCreating"),
        pod("catalog-6f7a8b9c0d-r7s8t", "shop", "Running", "osmium", 0, True, started="2026-03-11T03:15:44+11:00"),
        pod("postgres-0", "shop", "Running", "osmium", 2, True, started="2026-03-12T19:55:31+11:00"),
    ]}, osmium_clock, age=30, args={"resource": "pods", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "prod", "namespace": "shop", "items": [
        deployment("checkout", "shop", 2, 2), deployment("cart", "shop", 2, 1), deployment("catalog", "shop", 2, 1),
    ]}, osmium_clock, age=30, args={"resource": "deployments", "namespace": "shop"}),
    item("e5", "linux_processes", processes(356, OSMIUM_MEM, [
        (70112, "java", "10001", 35.2, int(3.8 * GiB), "2026-03-11T03:15:50+11:00", "java -Xmx3g -jar /app/catalog.jar"),
        (61234, "postgres", "999", 8.1, int(2.2 * GiB), "2026-03-12T19:55:33+11:00", "postgres -c config_file=/etc/postgresql/postgresql.conf"),
        (70533, "node", "1000", 12.4, 610 * MiB, "2026-03-10T14:02:03+11:00", "node /srv/checkout/index.js"),
        (70540, "node", "1000", 10.9, 590 * MiB, "2026-03-10T14:02:08+11:00", "node /srv/checkout/index.js"),
        (1204, "kubelet", "root", 4.6, 168 * MiB, "2026-03-04T07:10:22+11:00",
         "/usr/bin/kubelet --config=/var/lib/kubelet/config.yaml"),
        (2110, "calico-node", "root", 3.0, 142 * MiB, "2026-03-04T07:10:58+11:00", "calico-node -felix"),
        (990, "containerd", "root", 2.3, 121 * MiB, "2026-03-04T07:10:15+11:00", "/usr/bin/containerd"),
        (1530, "kube-proxy", "root", 0.7, 62 * MiB, "2026-03-04T07:10:40+11:00",
         "/usr/local/bin/kube-proxy --config=/var/lib/kube-proxy/config.conf"),
    ]), osmium_clock, age=25, args={"sort": "memory", "limit": 8}, complete=False),
    item("e6", "linux_system_info", system_info(31.7, [5.8, 5.1, 4.7], 784_800, "2026-03-04T07:10:00+11:00",
                                                OSMIUM_MEM, 41_340_000_000, 0, 0), osmium_clock, age=20),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 511_101_108_224, 301_000_000_000),
        fs("/dev/sdb1", "/var/lib/longhorn", "xfs", 1_000_204_886_016, 655_000_000_000),
    ]}, osmium_clock, age=500),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        log_entry("2026-03-13T08:52:14+11:00", "kubelet.service", "err",
                  "pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for "
                  "\\\"cart\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=cart "
                  "pod=cart-5b6c7d8e9f-qq2lm_shop\\\"\""),
        log_entry("2026-03-13T09:07:44+11:00", "kubelet.service", "err",
                  "pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for "
                  "\\\"cart\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=cart "
                  "pod=cart-5b6c7d8e9f-qq2lm_shop\\\"\""),
    ]}, osmium_clock, age=30, args={"unit": "kubelet", "since_minutes": 30}),
    item("e9", "linux_network_info", {
        "interfaces": [{"name": "enp6s0", "mac": "a8:a1:59:0c:33:e1", "addresses": ["10.20.0.13/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 980, "sshd"),
            listener(9100, "0.0.0.0", 2301, "node_exporter"),
            listener(10248, "127.0.0.1", 1204, "kubelet"),
            listener(10250, "::", 1204, "kubelet"),
            listener(10256, "::", 1530, "kube-proxy"),
            listener(30080, "0.0.0.0", 1530, "kube-proxy"),
        ],
        "connections": [
            connection("10.20.0.13:41522", "10.20.0.11:6443", 1204, "kubelet"),
            connection("10.20.0.13:41530", "10.20.0.11:6443", 1530, "kube-proxy"),
        ]}, osmium_clock, age=25),
]

osmium_answers = [
    {"q": "which pods are on this node and are they all healthy?", "ev": ["e3"],
     "a": "[[s:Five of the `shop` pods are scheduled on osmium]]: both checkout replicas, "
          "`cart-5b6c7d8e9f-qq2lm`, `catalog-6f7a8b9c0d-r7s8t` and `postgres-0`.\n\n"
          "[[c:All of them are Running and ready except postgres-0]]. [[s:`cart-5b6c7d8e9f-qq2lm` is in "
          "CrashLoopBackOff]] [[s:with 23 restarts]], and [[s:postgres-0 has restarted twice]]. [[c:The catalog "
          "pod that's stuck in ContainerCreating is on osmium too]]."},
    {"q": "is the cart deployment degraded then?", "ev": ["e3", "e4"],
     "a": "Yes — [[s:cart has 1 of 2 replicas ready]]. [[s:The healthy replica is on iridium]] [[s:(it restarted "
          "once)]]. [[s:catalog is also at 1/2]] [[c:and so is checkout]], [[s:so only one deployment is fully "
          "available]]. [[u:The cart crash is likely because postgres-0 restarted underneath it]]."},
    {"q": "and the other node — palladium — what's wrong with it?", "ev": ["e2", "e3"],
     "extra": [user("u1", "I think palladium went down after I rebooted it last night", osmium_clock, age=400)],
     "a": "**palladium**\n\n"
          "- Status: [[s:NotReady]] ([[s:osmium and iridium are both Ready]])\n"
          "- Kubelet: [[c:v1.31.5, same as the others]]\n"
          "- Pods: [[s:the catalog replica scheduled there is stuck in ContainerCreating]]\n\n"
          "You mentioned rebooting it last night — [[u:it probably came back without its CNI pods, so the kubelet "
          "can't report Ready]]. [[c:That leaves two of the three nodes NotReady]]."},
    {"q": "what's eating memory on osmium?", "ev": ["e5", "e6"],
     "a": "Top memory users on the node:\n\n"
          "1. [[s:`java` (PID 70112) — 3.8 GiB]], [[s:the catalog service]] (e5)\n"
          "2. [[s:`postgres` — 2.2 GiB]]\n"
          "3. [[s:the two `node` processes]] [[c:at about 1.3 GiB combined]]\n\n"
          "[[s:kubelet itself is only ~168 MiB]]. [[s:The node has 23.3 GiB used of 61.8 GiB]] "
          "([[s:about 38%]]) [[s:and no swap configured]]; [[c:java alone is about 16% of the node's RAM]]."},
    {"q": "kubelet logs — anything besides the cart crash loop?", "ev": ["e8"],
     "a": "No, [[s:only the CrashLoopBackOff messages for `cart-5b6c7d8e9f-qq2lm`]] — [[c:three of them in the "
          "last half hour]], [[s:the latest at 09:07]]. [[s:The back-off is at 5m0s]], [[u:meaning the kubelet "
          "has given up restarting it]]. `kubectl -n shop logs cart-5b6c7d8e9f-qq2lm --previous` should show why "
          "it dies."},
    {"q": "what's listening on the node? is the NodePort up?", "ev": ["e9"],
     "a": "| Port | Process | Bound to |\n|---|---|---|\n"
          "| [[s:30080 | kube-proxy | 0.0.0.0]] |\n"
          "| [[s:10250 | kubelet | all interfaces]] |\n"
          "| [[c:10255 | kubelet | 127.0.0.1]] |\n"
          "| [[s:9100 | node_exporter | 0.0.0.0]] |\n"
          "| [[s:22 | sshd | 0.0.0.0]] |\n\n"
          "[[s:So yes, the NodePort 30080 is up]]. [[u:node_exporter runs as root]], and [[c:that's five listening "
          "ports in total]]."},
    {"q": "how's the disk on it? the longhorn volume especially", "ev": ["e1", "e7"],
     "a": "[[t:`/var/lib/longhorn` is at 65.5%]] ([[t:655 GB of 1 TB]]) and [[t:root is at about 59%]]. "
          "[[s:The Longhorn disk is `/dev/sdb1`]], [[s:formatted XFS]]. For reference the node runs [[s:Ubuntu "
          "24.04]] with [[s:kernel 6.8.0-55-generic]] and [[c:containerd 1.7.24]]."},
]

MACHINES = [
    {"name": "cobalt", "clock": cobalt_clock, "evidence": cobalt_ev, "answers": cobalt_answers},
    {"name": "nickel", "clock": nickel_clock, "evidence": nickel_ev, "answers": nickel_answers},
    {"name": "tungsten", "clock": tungsten_clock, "evidence": tungsten_ev, "answers": tungsten_answers},
    {"name": "bismuth", "clock": bismuth_clock, "evidence": bismuth_ev, "answers": bismuth_answers},
    {"name": "osmium", "clock": osmium_clock, "evidence": osmium_ev, "answers": osmium_answers},
]
