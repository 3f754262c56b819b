"""75th generation (written blind, in the manner of deepseek-coder-v2-lite and codestral: a short excerpt of the
tool output quoted in a code block, then its interpretation in prose, bullets and tables — the quoted raw output
is left unlabelled; the claims live in the interpretation). Machines are named after castles.

conwy — an Ubuntu 24.04 desktop in London (UTC in January) used for development: a fresh system_info (31.2 GiB
MemTotal, 63.6% used, load rising 1.52 -> 2.41), processes sorted by memory and cut to 8 of 412 (firefox, an
IntelliJ java, code, gnome-shell ...), disk usage of a 1 TB NVMe root at 86.6% with no separate /home, a week of
package history (docker-ce and containerd.io upgraded Saturday, kernel 6.8.0-51 installed and nvidia-driver-550
upgraded Monday, code installed and code-insiders removed Wednesday), docker.service, a complete listening and
connection table, four containers (two running, redis-dev exited 0, minio exited 137) and a disk_io sample fifteen
minutes old.

alnwick — a Debian 12 home server in New York (-05:00): seven containers (five running, pihole restarting,
uptime-kuma exited), a RAID md0 media array at 90.1% (728 GiB free, 781.8 GB), a day of smartd lines about
/dev/sdc pending sectors (8 -> 16 -> 24) and an sdb temperature, all services (nmbd inactive and disabled), a
system_info ten minutes old, a complete listening table with nothing on port 53, and a steady state whose
"packages" source is stale.

bran — a Fedora 41 laptop in Bucharest (+02:00): processes sorted by CPU and cut to 6 of 298 (a Firefox content
process at 48.3%), system_info (71.4% CPU, 64.3% of 15.4 GiB, 8 GiB swap with 1.25 GB used, up 4 h 7 min), all
services (thermald failed, sshd and libvirtd inactive), thermald's journal (an XML parse error, one start), one dnf
transaction yesterday at 19:22 (kernel-core 6.12.8 in, 6.11.9 out, firefox, NetworkManager, thermald upgraded),
network traffic almost seven minutes old and a fresh disk_io sample.

hohenzollern — an Ubuntu 22.04 k3s server in Berlin (+01:00): three nodes (burg-3 NotReady on an older kubelet),
ten pods in all namespaces (shop-worker in CrashLoopBackOff with 14 restarts, one shop-api Pending on burg-3),
the shop deployments (api 2/3, worker 0/1), k3s.service active since Tuesday, an hour of k3s log (burg-3
unresponsive at 13:02Z, one slow SQL at 13:19Z), a system_info nearly twelve minutes old, and the user's word that
burg-3 was rebooted for a BIOS update.

chillon — an openSUSE Leap 15.6 PostgreSQL 16 server in Zurich (+01:00): postgresql.service up since Jan 7, two
hours of its log (checkpoints 19 s and 22 s apart, a statement timeout, a FATAL on connection slots, an
autovacuum), postgres processes sorted by memory and cut to 8 of 61, a complete connection table (three clients
on 5432, two through pgbouncer on 6432, one SSH, a TIME_WAIT to the exporter), a data volume at 83.5% (317.4 GB =
295.6 GiB free), twelve lines of postgresql.conf and a disk_io sample eight minutes old.
"""

from __future__ import annotations

from _evidence import (Clock, box, fs, item, listener, connection, log_entry, node, package_event, pod,
                       deployment, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------------
# conwy — Ubuntu 24.04 developer desktop, UTC
# ---------------------------------------------------------------------------------------------------------------
C = Clock("2027-01-14T19:42:00+00:00")
CONWY_MEM = 33_476_526_080

conwy_evidence = [
    steady("s1", C, age=2400, hostname="conwy", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=CONWY_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_006_450_716_672},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168}],
           network_interfaces=[
               {"name": "enp6s0", "mac": "d8:5e:d3:41:7a:02", "addresses": ["192.168.1.42/24"], "is_up": True},
               {"name": "wlp5s0", "mac": "a4:42:3b:19:c0:7e", "addresses": [], "is_up": False},
               {"name": "docker0", "mac": "02:42:5c:11:8e:3a", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"docker-ce": "5:27.4.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.24-1",
                               "code": "1.96.2-1734607745", "nvidia-driver-550": "550.120-0ubuntu0.24.04.1",
                               "gnome-shell": "46.0-0ubuntu6~24.04.5", "python3": "3.12.3-0ubuntu2",
                               "linux-image-6.8.0-51-generic": "6.8.0-51.52", "tailscale": "1.78.1"},
           available_services=["docker.service", "ssh.service", "cups.service", "gdm.service",
                               "NetworkManager.service", "tailscaled.service"],
           users=[{"name": "gwen", "uid": 1000, "gid": 1000, "home": "/home/gwen", "shell": "/bin/zsh"},
                  {"name": "tomos", "uid": 1001, "gid": 1001, "home": "/home/tomos", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 988, "members": ["gwen"]},
                   {"name": "sudo", "gid": 27, "members": ["gwen"]},
                   {"name": "lpadmin", "gid": 114, "members": ["gwen", "tomos"]}]),
    item("e1", "linux_system_info", system_info(17.8, [2.41, 1.96, 1.52], 280_440, "2027-01-11T13:48:00+00:00",
                                                CONWY_MEM, 12_180_000_000, 2_147_479_552, 412_000_000), C, age=25),
    item("e2", "linux_processes", processes(412, CONWY_MEM, [
        (4121, "firefox", "gwen", 6.2, 3_328_000_000, "2027-01-14T08:55:10+00:00", "/snap/firefox/5600/usr/lib/firefox/firefox"),
        (7781, "java", "gwen", 1.1, 2_450_000_000, "2027-01-14T09:20:44+00:00",
         "/opt/idea/jbr/bin/java -Xmx4096m -classpath /opt/idea/lib/app.jar com.intellij.idea.Main"),
        (5530, "code", "gwen", 2.4, 1_820_000_000, "2027-01-13T21:06:02+00:00", "/usr/share/code/code --type=renderer"),
        (2207, "gnome-shell", "gwen", 4.9, 812_000_000, "2027-01-11T13:49:40+00:00", "/usr/bin/gnome-shell"),
        (9012, "Discord", "gwen", 1.3, 690_000_000, "2027-01-14T10:02:13+00:00", "/usr/share/discord/Discord"),
        (6620, "steam", "gwen", 0.8, 510_000_000, "2027-01-14T18:30:51+00:00", "/home/gwen/.steam/debian-installation/ubuntu12_32/steam"),
        (1420, "Xwayland", "gwen", 0.9, 260_000_000, "2027-01-11T13:49:41+00:00", "/usr/bin/Xwayland :0 -rootless"),
        (3310, "dockerd", "root", 0.4, 142_000_000, "2027-01-11T13:49:12+00:00", "/usr/bin/dockerd -H fd://"),
    ]), C, age=25, args={"sort": "memory", "limit": 8}, complete=False),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_006_450_716_672, 871_300_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_400_000)]}, C, age=40),
    item("e4", "linux_package_history", {"events": [
        package_event("2027-01-09T10:12:44+00:00", "upgrade", "docker-ce", "5:27.3.1-1~ubuntu.24.04~noble",
                      "5:27.4.1-1~ubuntu.24.04~noble"),
        package_event("2027-01-09T10:12:44+00:00", "upgrade", "containerd.io", "1.7.22-1", "1.7.24-1"),
        package_event("2027-01-11T13:40:02+00:00", "install", "linux-image-6.8.0-51-generic", None, "6.8.0-51.52"),
        package_event("2027-01-11T13:40:05+00:00", "upgrade", "nvidia-driver-550", "550.107.02-0ubuntu0.24.04.1",
                      "550.120-0ubuntu0.24.04.1"),
        package_event("2027-01-13T21:05:19+00:00", "install", "code", None, "1.96.2-1734607745"),
        package_event("2027-01-13T21:07:00+00:00", "remove", "code-insiders", "1.97.0-1736290000", None),
    ]}, C, age=60, args={"since_days": 7}),
    item("e5", "linux_service_status", unit("docker.service", "active", "running", "enabled", 3310,
                                            "2027-01-11T13:49:12+00:00", "Docker Application Container Engine"),
         C, age=30, args={"name": "docker"}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "enp6s0", "mac": "d8:5e:d3:41:7a:02", "addresses": ["192.168.1.42/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:5c:11:8e:3a", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1180, "sshd"), listener(631, "127.0.0.1", 1201, "cupsd"),
                      listener(5432, "127.0.0.1", 3902, "docker-proxy"), listener(8080, "0.0.0.0", 3930, "docker-proxy"),
                      listener(53, "127.0.0.53", 640, "systemd-resolved"),
                      listener(41641, "0.0.0.0", 1302, "tailscaled", proto="udp")],
        "connections": [connection("192.168.1.42:22", "192.168.1.77:51514", 88210, "sshd"),
                        connection("192.168.1.42:40112", "142.250.185.78:443", 4121, "firefox"),
                        connection("192.168.1.42:52890", "13.107.5.93:443", 5530, "code")]}, C, age=35),
    item("e7", "linux_containers", {"runtime": "docker", "containers": [
        box("5c1f0a9e22b1", "pg-dev", "postgres:16", "running", "Up 3 days", "2026-12-28T16:10:00+00:00",
            ["127.0.0.1:5432->5432/tcp"]),
        box("a81d7c3f0e44", "adminer", "adminer:4", "running", "Up 3 days", "2026-12-28T16:10:05+00:00",
            ["0.0.0.0:8080->8080/tcp"]),
        box("0e93b2d71c58", "redis-dev", "redis:7-alpine", "exited", "Exited (0) 2 days ago", "2026-12-28T16:11:40+00:00"),
        box("f2b6c0d4e917", "minio", "minio/minio:latest", "exited", "Exited (137) 26 hours ago",
            "2027-01-05T11:02:19+00:00"),
    ]}, C, age=45, args={"all": True}),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 1_200_000, "write_bytes_per_s": 48_000_000, "busy_percent": 31.0}]},
         C, age=900, args={"interval_seconds": 1}),
]

conwy_answers = [
    {"q": "My desktop feels sluggish this evening — what's hogging memory?", "ev": ["s1", "e1", "e2"],
     "a": """Let's look at the memory numbers from `linux_system_info`:

```
"memory": {"total_bytes": 33476526080, "available_bytes": 12180000000, "used_bytes": 21296526080, "percent": 63.6}
"swap": {"total_bytes": 2147479552, "used_bytes": 412000000, "percent": 19.2}
```

This tells us:

- [[s:You have about 31 GiB of RAM in total]], and [[s:roughly 64% of it is in use]].
- [[c:Around 14 GB is still available]], so [[u:memory pressure is not what's making the desktop slow]].
- [[s:Swap is being used a little (about 400 MB of 2 GiB)]].

Now the processes, sorted by memory:

```
4121  firefox  gwen  9.9%  3328000000
7781  java     gwen  7.3%  2450000000
5530  code     gwen  5.4%  1820000000
```

- [[s:Firefox is the largest consumer at about 3.1 GiB]] — [[u:most likely a leaking tab]].
- [[c:VS Code is second]]; [[s:the `java` process (IntelliJ) sits between them at ~2.3 GiB]].
- [[c:Together those three use over 9 GiB]].

[[s:The 1-minute load average is 2.41]] and [[c:it is actually falling compared with 15 minutes ago]].

You could close a few Firefox tabs or restart IntelliJ and see if that helps."""},

    {"q": "How full is my disk?", "ev": ["s1", "e3"],
     "a": """Here's the relevant part of the `linux_disk_usage` output:

```
/dev/nvme0n1p2  /          ext4  total 1006450716672  used 871300000000  free 135150716672  86.6%
/dev/nvme0n1p1  /boot/efi  vfat  total 1124999168     used 6400000       free 1118599168     0.6%
```

**Interpretation:**

1. [[s:Your root filesystem (`/`) is 86.6% full]] — [[s:that's about 871 GB used out of a 1 TB NVMe drive]].
2. [[c:You have roughly 135 GiB free]], and [[c:you've already crossed the 90% mark]] where things start to get tight.
3. [[s:The EFI partition is practically empty (under 1%)]].
4. [[c:`/home` lives on a separate partition with its own free space]].
5. [[s:Both filesystems are on the same NVMe device (`nvme0n1`)]].

[[u:At your current rate of growth you'll run out of space within a few weeks]]. To see what's taking the space, run `sudo ncdu -x /`."""},

    {"q": "What got updated on conwy this week?", "ev": ["e4", "s1"],
     "a": """From `linux_package_history` (last 7 days):

```
2027-01-09T10:12:44  upgrade  docker-ce          5:27.3.1-1~ubuntu.24.04~noble -> 5:27.4.1-1~ubuntu.24.04~noble
2027-01-11T13:40:05  upgrade  nvidia-driver-550  550.107.02-0ubuntu0.24.04.1 -> 550.120-0ubuntu0.24.04.1
2027-01-13T21:07:00  remove   code-insiders      1.97.0-1736290000
```

- **Sat Jan 9** — [[s:`docker-ce` was upgraded from 27.3.1 to 27.4.1]], and [[c:`containerd.io` went from 1.7.24 down to 1.7.22]].
- **Mon Jan 11** — [[s:kernel `linux-image-6.8.0-51-generic` was installed]] and [[c:`nvidia-driver-550` was upgraded to 550.127]].
- **Wed Jan 13** — [[s:you installed VS Code 1.96.2]] and [[s:removed `code-insiders` a couple of minutes later]].

Interpretation:

- [[c:That's 5 package changes in total]].
- [[s:You're already running the new kernel (the reported kernel is 6.8.0-51-generic)]].
- [[c:The most recent change was the NVIDIA driver update]], and [[u:it still needs a reboot before the new driver is loaded]].

If you want to roll back the driver, `apt list -a nvidia-driver-550` shows the versions available."""},

    {"q": "Which of my dev containers are running, and on what ports?", "ev": ["e7", "e6"],
     "a": """`linux_containers` (all) returned:

```
pg-dev     postgres:16         running  Up 3 days                  127.0.0.1:5432->5432/tcp
adminer    adminer:4           running  Up 3 days                  0.0.0.0:8080->8080/tcp
redis-dev  redis:7-alpine      exited   Exited (0) 2 days ago
minio      minio/minio:latest  exited   Exited (137) 26 hours ago
```

| Container | Running? | Port |
|---|---|---|
| pg-dev | [[s:✅]] | [[s:127.0.0.1:5432]] |
| adminer | [[s:✅]] | [[c:0.0.0.0:8081]] |
| redis-dev | [[s:❌]] | — |
| minio | [[s:❌]] | — |

Some notes:

- [[s:Postgres is only bound to localhost]], while [[s:Adminer is published on all interfaces]].
- [[c:`redis-dev` exited with an error]].
- [[s:`minio` was killed (exit code 137)]], [[u:most likely by the OOM killer]]; [[c:it stopped about 2 days ago]].

Start the stopped ones with `docker start redis-dev minio`."""},

    {"q": "Is anything on conwy exposed to the network?", "ev": ["e6", "s1"],
     "a": """Listening sockets (from `linux_network_info`):

```
tcp  0.0.0.0:22       sshd
tcp  127.0.0.1:631    cupsd
tcp  127.0.0.1:5432   docker-proxy
tcp  0.0.0.0:8080     docker-proxy
udp  0.0.0.0:41641    tailscaled
```

What this means:

- **SSH**: [[s:sshd listens on port 22 on all interfaces]], and [[s:there's one active SSH session from 192.168.1.77]].
- **Printing**: [[s:CUPS only listens on localhost]].
- **Docker**: [[s:port 8080 is open to the LAN]]; [[c:Postgres on 5432 is exposed too]].
- **Tailscale**: [[s:tailscaled is listening on UDP 41641]].
- **DNS**: [[s:port 53 is only the systemd-resolved stub on 127.0.0.53]].

[[c:The only outbound connection right now is Firefox talking to a Google address on 443]]. [[c:Your LAN address is 192.168.1.24]]; [[u:your router most likely doesn't forward any of these ports, so they're only reachable from inside your home network]].

If you don't need Adminer from other machines, publish it as `127.0.0.1:8080:8080` instead."""},

    {"q": "Is the disk busy right now?", "ev": ["e8", "e3"],
     "a": """The `linux_disk_io` sample shows:

```
nvme0n1  read 1200000 B/s  write 48000000 B/s  busy 31.0%
```

- [[t:The NVMe is about 31% busy]], [[t:mostly writes (~48 MB/s)]], [[t:with reads barely registering at ~1.2 MB/s]].
- [[t:That's moderate load — it's not saturated]].
- [[t:Writes outweigh reads by about 40×]].
- [[s:The drive is also 86.6% full]], and [[u:that fullness is starting to slow writes down]].

[[u:The writes are most likely the pg-dev Postgres container flushing to disk]]. `iotop -o` would tell you which process."""},

    {"q": "Who's in the docker group, and is docker running?", "ev": ["s1", "e5"],
     "a": """From the steady state:

```
{"name": "docker", "gid": 988, "members": ["gwen"]}
```

and `linux_service_status docker`:

```
active_state: active, sub_state: running, unit_file_state: enabled, main_pid: 3310
```

- [[s:Only `gwen` is in the docker group]]; [[c:`tomos` is in `sudo` as well]].
- [[s:Docker is running]], [[c:with main PID 3130]].
- [[s:It has been up since Monday afternoon (13:49)]] — [[c:that's about 2 days ago]].
- [[s:gwen's login shell is zsh]], and [[c:tomos uses zsh too]].

To let tomos use Docker: `sudo usermod -aG docker tomos` (then log out and back in)."""},
]

# ---------------------------------------------------------------------------------------------------------------
# alnwick — Debian 12 home server, New York (-05:00)
# ---------------------------------------------------------------------------------------------------------------
A = Clock("2027-01-14T07:15:00-05:00")
ALN_MEM = 16_636_583_936
MEDIA_TOTAL = 7_901_765_238_784

alnwick_evidence = [
    steady("s1", A, age=5400, hostname="alnwick", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-28-amd64", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6, cpu_threads=6,
           memory_total_bytes=ALN_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_059_350_016},
                  {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": MEDIA_TOTAL},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:2e:11:a7", "addresses": ["10.0.0.20/24"], "is_up": True}],
           dns_servers=["10.0.0.1"], default_gateway="10.0.0.1",
           installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm", "mdadm": "4.2-5",
                               "smartmontools": "7.3-pre1-1", "samba": "2:4.17.12+dfsg-0+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "unattended-upgrades": "2.9.1+nmu3"},
           available_services=["docker.service", "smbd.service", "nmbd.service", "smartmontools.service",
                               "mdmonitor.service", "ssh.service", "unattended-upgrades.service"],
           users=[{"name": "percy", "uid": 1000, "gid": 1000, "home": "/home/percy", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "docker", "gid": 999, "members": ["percy"]},
                   {"name": "sambashare", "gid": 110, "members": ["percy", "media"]},
                   {"name": "sudo", "gid": 27, "members": ["percy"]}],
           stale_sources=["packages"]),
    item("e1", "linux_containers", {"runtime": "docker", "containers": [
        box("1a2b3c4d5e6f", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 6 days", "2026-12-20T18:03:11+00:00",
            ["0.0.0.0:8096->8096/tcp"]),
        box("2b3c4d5e6f70", "nextcloud", "nextcloud:29-apache", "running", "Up 6 days (healthy)",
            "2026-11-30T22:15:40+00:00", ["127.0.0.1:8081->80/tcp"]),
        box("3c4d5e6f7081", "nextcloud-db", "mariadb:10.11", "running", "Up 6 days", "2026-11-30T22:15:02+00:00"),
        box("4d5e6f708192", "caddy", "caddy:2.8", "running", "Up 6 days", "2026-11-30T22:20:19+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("5e6f708192a3", "pihole", "pihole/pihole:2024.07.0", "restarting", "Restarting (1) 40 seconds ago",
            "2027-01-13T02:31:55+00:00"),
        box("6f708192a3b4", "uptime-kuma", "louislam/uptime-kuma:1", "exited", "Exited (0) 3 weeks ago",
            "2026-10-02T19:44:27+00:00", []),
        box("708192a3b4c5", "watchtower", "containrrr/watchtower", "running", "Up 6 days", "2026-10-02T19:40:00+00:00"),
    ]}, A, age=50, args={"all": True}),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 250_059_350_016, 61_200_000_000),
        fs("/dev/md0", "/srv/media", "ext4", MEDIA_TOTAL, 7_120_000_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_100_000)]}, A, age=70),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "smartmontools.service", "entries": [
        log_entry("2027-01-14T04:14:07+00:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2027-01-14T05:14:07+00:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 16 Currently unreadable (pending) sectors"),
        log_entry("2027-01-14T05:14:07+00:00", "smartmontools.service", "info",
                  "Device: /dev/sdb [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 36 to 38"),
        log_entry("2027-01-14T11:44:07+00:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 24 Currently unreadable (pending) sectors"),
        log_entry("2027-01-14T11:44:07+00:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 3 Offline uncorrectable sectors"),
    ]}, A, age=90, args={"unit": "smartmontools", "since_minutes": 1440}),
    item("e4", "linux_service_status", {"units": [
        unit("docker.service", "active", "running", "enabled", 905, "2027-01-08T04:02:31+00:00",
             "Docker Application Container Engine"),
        unit("smbd.service", "active", "running", "enabled", 1033, "2027-01-08T04:02:18+00:00",
             "Samba SMB Daemon"),
        unit("nmbd.service", "inactive", "dead", "disabled", None, None, "Samba NMB Daemon"),
        unit("smartmontools.service", "active", "running", "enabled", 640, "2027-01-08T04:02:12+00:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("mdmonitor.service", "active", "running", "static", 612, "2027-01-08T04:02:11+00:00",
             "MD array monitor"),
        unit("ssh.service", "active", "running", "enabled", 812, "2027-01-08T04:02:14+00:00",
             "OpenBSD Secure Shell server"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 701, "2027-01-08T04:02:15+00:00",
             "Unattended Upgrades Shutdown"),
    ]}, A, age=40),
    item("e5", "linux_system_info", system_info(4.1, [0.31, 0.40, 0.38], 547_400, "2027-01-08T04:01:40+00:00",
                                                ALN_MEM, 9_800_000_000, 1_073_737_728, 0), A, age=600),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "6c:4b:90:2e:11:a7", "addresses": ["10.0.0.20/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 812, "sshd"), listener(80, "0.0.0.0", 2101, "docker-proxy"),
                      listener(443, "0.0.0.0", 2120, "docker-proxy"), listener(8096, "0.0.0.0", 2144, "docker-proxy"),
                      listener(8081, "127.0.0.1", 2160, "docker-proxy"), listener(445, "0.0.0.0", 1033, "smbd"),
                      listener(139, "0.0.0.0", 1033, "smbd")],
        "connections": [connection("10.0.0.20:445", "10.0.0.31:50122", 40218, "smbd")]}, A, age=30),
]

alnwick_answers = [
    {"q": "Are all my containers up?", "ev": ["e1"],
     "a": """Here's the container list from `linux_containers`:

```
NAME          IMAGE                      STATE       STATUS
jellyfin      jellyfin/jellyfin:10.10.3  running     Up 6 days
nextcloud     nextcloud:29-apache        running     Up 6 days (healthy)
pihole        pihole/pihole:2024.07.0    restarting  Restarting (1) 40 seconds ago
uptime-kuma   louislam/uptime-kuma:1     exited      Exited (0) 3 weeks ago
```

**Not quite.** [[c:6 of your 7 containers are running]]:

- [[s:`pihole` is stuck restarting]] — [[s:its last exit code was 1]]. [[u:This is usually caused by port 53 already being taken on the host]].
- [[s:`uptime-kuma` has been stopped for about three weeks]], [[s:and it exited cleanly]].
- [[s:The rest have all been up for 6 days]], [[c:although Nextcloud is reporting itself unhealthy]].
- [[c:Jellyfin is on the 10.9 image]], so you may want to let watchtower update it.

Check pihole with `docker logs --tail 50 pihole`."""},

    {"q": "How much space is left on the media array?", "ev": ["e2", "s1"],
     "a": """`linux_disk_usage` reports for the array:

```
/dev/md0  /srv/media  ext4  total_bytes: 7901765238784  used_bytes: 7120000000000  free_bytes: 781765238784  percent: 90.1
```

So:

- [[s:The media array (`/dev/md0`) is 90.1% full]] — [[c:about 782 GiB is left]].
- [[s:Its capacity is roughly 7.9 TB]]; [[u:it's a RAID1 mirror of two 8 TB drives]].
- [[c:That's less than 5% headroom]], which is tight for a media library.
- [[s:The system disk has plenty of room — only about a quarter used]], [[s:around 189 GB free there]].

[[u:Jellyfin's transcoding cache is probably what filled it recently]]; `du -sh /srv/media/*` would show the big folders."""},

    {"q": "Any disk health warnings overnight?", "ev": ["e3", "s1"],
     "a": """Yes — `smartd` logged several warnings. The key lines:

```
04:14:07  warning  Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors
11:44:07  warning  Device: /dev/sdc [SAT], 24 Currently unreadable (pending) sectors
11:44:07  warning  Device: /dev/sdc [SAT], 3 Offline uncorrectable sectors
```

Interpretation:

1. [[s:All of the warnings are about one disk, `/dev/sdc`]].
2. [[s:The pending sector count tripled overnight, from 8 to 24]].
3. [[s:The first warning appeared at about 11:15 pm your time]], and [[c:the latest one was about an hour ago]].
4. [[s:There are also 3 offline uncorrectable sectors]].
5. [[c:`/dev/sdb` reported a temperature of 64 °C]].
6. [[u:`/dev/sdc` is one of the two disks in your `md0` array]], and [[u:it is failing and should be replaced soon]].

Run `sudo smartctl -a /dev/sdc` for the full attribute table."""},

    {"q": "What services are running on alnwick?", "ev": ["e4", "s1"],
     "a": """`linux_service_status` (all services):

```
docker.service               active    running
smbd.service                 active    running
nmbd.service                 inactive  dead
smartmontools.service        active    running
mdmonitor.service            active    running
ssh.service                  active    running
unattended-upgrades.service  active    running
```

Summary:

1. [[s:Six of the seven services are active and running]].
2. [[s:`nmbd` is the exception — it's inactive]] [[s:and disabled]], [[u:so Windows machines may not see the server by name]].
3. [[c:`mdmonitor` is not running]], so you won't get mail if the array degrades.
4. [[s:None of them has failed]].
5. [[c:Samba's `smbd` has been running since the reboot 9 days ago]].
6. [[s:The `media` account has no login shell (`/usr/sbin/nologin`)]], which is what you want for a service user."""},

    {"q": "How's the server load this morning?", "ev": ["e5"],
     "a": """From `linux_system_info`:

```
cpu_percent: 4.1
load_average: [0.31, 0.40, 0.38]
memory.percent: 41.1
swap.used_bytes: 0
```

- [[t:CPU usage is very low at ~4%]].
- [[t:All three load averages are below 0.5]], [[t:and the load has been rising over the last quarter hour]].
- [[t:About 41% of RAM is in use]] [[t:(roughly 6.8 GB)]].
- [[t:Swap isn't being touched at all]].

[[u:Pi-hole's restart loop isn't costing you much CPU]]. Overall the box is idling."""},

    {"q": "What's exposed on alnwick, and why isn't DNS working?", "ev": ["e6", "e1"],
     "a": """Looking at the listening sockets:

```
0.0.0.0:22    sshd
0.0.0.0:80    docker-proxy
0.0.0.0:443   docker-proxy
0.0.0.0:8096  docker-proxy
0.0.0.0:445   smbd
```

[[s:Caddy publishes 80 and 443 on all interfaces]], [[s:Jellyfin is reachable directly on 8096]] and [[c:Nextcloud on 8081 is open to the LAN as well]]; on top of that [[s:Samba listens on 139 and 445]] and [[s:SSH on 22]].

As for DNS: [[s:nothing is listening on port 53 at all]]. [[s:The `pihole` container is restarting]], [[u:so it never gets far enough to bind port 53]] — [[c:it last crashed about 40 minutes ago]]. Once it starts cleanly your clients should resolve again; until then you could point them at `1.1.1.1`."""},

    {"q": "Is Samba up to date? What version is installed?", "ev": ["s1"],
     "extra": [user("u1", "I ran apt upgrade on alnwick last night.", A, age=120)],
     "a": """The steady-state package list shows:

```
"samba": "2:4.17.12+dfsg-0+deb12u1"
"openssh-server": "1:9.2p1-2+deb12u3"
```

- [[t:Samba 4.17.12 is installed]], and [[s:you're on Debian 12 (bookworm)]].
- [[t:OpenSSH server is at 9.2p1]].
- Since you ran `apt upgrade` last night, [[u:these are probably already the latest versions]] — [[u:4.17.12 is the newest Samba in bookworm]].
- [[c:The running kernel is 6.1.0-26]].
- [[t:`mdadm` isn't installed]], so the array must be managed some other way.

To double-check: `apt list --upgradable`."""},
]

# ---------------------------------------------------------------------------------------------------------------
# bran — Fedora 41 laptop, Bucharest (+02:00)
# ---------------------------------------------------------------------------------------------------------------
B = Clock("2027-01-14T21:05:00+02:00")
BRAN_MEM = 16_535_085_056

bran_evidence = [
    steady("s1", B, age=3000, hostname="bran", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.12.8-200.fc41.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz",
           cpu_cores=4, cpu_threads=8, memory_total_bytes=BRAN_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 511_101_108_224},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 511_101_108_224},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720}],
           network_interfaces=[
               {"name": "wlp0s20f3", "mac": "f4:26:79:3a:0c:55", "addresses": ["192.168.0.23/24"], "is_up": True},
               {"name": "virbr0", "mac": "52:54:00:7d:2a:90", "addresses": ["192.168.122.1/24"], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"kernel-core": "6.12.8-200.fc41", "firefox": "134.0-1.fc41",
                               "NetworkManager": "1:1.50.0-1.fc41", "thermald": "2.5.8-1.fc41",
                               "podman": "5:5.3.1-1.fc41", "tlp": "1.7.0-1.fc41", "tracker-miners": "3.7.3-2.fc41"},
           available_services=["NetworkManager.service", "bluetooth.service", "tlp.service", "thermald.service",
                               "firewalld.service", "sshd.service", "cups.service", "libvirtd.service",
                               "fwupd.service", "dnf-makecache.service"],
           users=[{"name": "ioana", "uid": 1000, "gid": 1000, "home": "/home/ioana", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ioana"]},
                   {"name": "libvirt", "gid": 972, "members": ["ioana"]}]),
    item("e1", "linux_processes", processes(298, BRAN_MEM, [
        (18422, "Isolated Web Co", "ioana", 48.3, 612_000_000, "2027-01-14T20:31:17+02:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 14 -isForBrowser -prefsLen 31890 tab"),
        (2301, "gnome-shell", "ioana", 22.1, 540_000_000, "2027-01-14T16:58:55+02:00", "/usr/bin/gnome-shell"),
        (19110, "tracker-miner-f", "ioana", 15.7, 210_000_000, "2027-01-14T20:44:02+02:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (1187, "packagekitd", "root", 9.8, 388_000_000, "2027-01-14T16:58:31+02:00", "/usr/libexec/packagekitd"),
        (18390, "firefox", "ioana", 6.4, 1_150_000_000, "2027-01-14T17:02:40+02:00", "/usr/lib64/firefox/firefox"),
        (2822, "pipewire", "ioana", 2.3, 28_000_000, "2027-01-14T16:58:50+02:00", "/usr/bin/pipewire"),
    ]), B, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e2", "linux_system_info", system_info(71.4, [3.88, 3.12, 2.05], 14_820, "2027-01-14T16:58:00+02:00",
                                                BRAN_MEM, 5_900_000_000, 8_589_930_496, 1_250_000_000), B, age=20),
    item("e3", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 1102, "2027-01-14T14:58:30+00:00",
             "Network Manager"),
        unit("bluetooth.service", "active", "running", "enabled", 1140, "2027-01-14T14:58:31+00:00",
             "Bluetooth service"),
        unit("tlp.service", "active", "exited", "enabled", None, "2027-01-14T14:58:33+00:00", "TLP system startup/shutdown"),
        unit("thermald.service", "failed", "failed", "enabled", None, None, "Thermal Daemon Service"),
        unit("firewalld.service", "active", "running", "enabled", 1011, "2027-01-14T14:58:29+00:00",
             "firewalld - dynamic firewall daemon"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("cups.service", "active", "running", "enabled", 1320, "2027-01-14T14:58:36+00:00", "CUPS Scheduler"),
        unit("libvirtd.service", "inactive", "dead", "disabled", None, None, "libvirt legacy monolithic daemon"),
        unit("fwupd.service", "active", "running", "static", 3410, "2027-01-14T15:03:12+00:00",
             "Firmware update daemon"),
        unit("dnf-makecache.service", "inactive", "dead", "static", None, None, "dnf makecache"),
    ]}, B, age=45),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "thermald.service", "entries": [
        log_entry("2027-01-14T14:58:41+00:00", "thermald.service", "info", "Starting thermald.service - Thermal Daemon Service..."),
        log_entry("2027-01-14T14:58:42+00:00", "thermald.service", "err",
                  "XML parse error: Opening and ending tag mismatch: TripPoint line 41 and ThermalZone in /etc/thermald/thermal-conf.xml"),
        log_entry("2027-01-14T14:58:42+00:00", "thermald.service", "notice",
                  "thermald.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2027-01-14T14:58:42+00:00", "thermald.service", "warning",
                  "thermald.service: Failed with result 'exit-code'."),
        log_entry("2027-01-14T14:58:42+00:00", "thermald.service", "err",
                  "Failed to start thermald.service - Thermal Daemon Service."),
    ]}, B, age=50, args={"unit": "thermald", "since_minutes": 300}),
    item("e5", "linux_package_history", {"events": [
        package_event("2027-01-13T19:22:10+02:00", "install", "kernel-core", None, "6.12.8-200.fc41"),
        package_event("2027-01-13T19:22:10+02:00", "upgrade", "firefox", "133.0.3-1.fc41", "134.0-1.fc41"),
        package_event("2027-01-13T19:22:11+02:00", "upgrade", "NetworkManager", "1:1.48.10-2.fc41", "1:1.50.0-1.fc41"),
        package_event("2027-01-13T19:22:12+02:00", "upgrade", "thermald", "2.5.7-1.fc41", "2.5.8-1.fc41"),
        package_event("2027-01-13T19:22:14+02:00", "remove", "kernel-core", "6.11.9-300.fc41", None),
    ]}, B, age=120, args={"since_days": 3}),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2_400_000, "tx_bytes_per_s": 95_000},
        {"name": "lo", "rx_bytes_per_s": 12_000, "tx_bytes_per_s": 12_000}]}, B, age=400, args={"interval_seconds": 1}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 38_500_000, "write_bytes_per_s": 4_200_000, "busy_percent": 22.0}]},
         B, age=25, args={"interval_seconds": 1}),
]

bran_answers = [
    {"q": "The fan's been loud for the last hour — what's eating CPU?", "ev": ["e1", "e2", "s1"],
     "a": """Here's what `linux_processes` (sorted by CPU) returned:

```
PID    NAME             USER   CPU%
18422  Isolated Web Co  ioana  48.3
2301   gnome-shell      ioana  22.1
19110  tracker-miner-f  ioana  15.7
1187   packagekitd      root    9.8
```

And `linux_system_info`:

```
cpu_percent: 71.4
load_average: [3.88, 3.12, 2.05]
```

**What's going on:**

- [[s:Overall CPU usage is about 71%]], [[s:and the load has been climbing over the last 15 minutes]].
- [[s:The biggest consumer is a Firefox content process ("Isolated Web Co", PID 18422)]] [[s:at ~48%]].
- [[c:GNOME Shell is using about 12%]].
- [[s:`tracker-miner-fs-3` is taking ~16%]] — [[u:it's re-indexing your home folder after yesterday's update]].
- [[c:`packagekitd` is running as ioana]].
- [[c:Nothing else is above 5% CPU]].
- [[c:The 1-minute load (3.88) is already above the number of physical cores]].

[[u:Closing the tab that's playing video will probably quiet the fan]]. You can find it in Firefox via `about:processes`."""},

    {"q": "Did anything fail to start after I booted?", "ev": ["e3", "e4"],
     "a": """Yes, one unit failed. From `linux_service_status`:

```
thermald.service  loaded  failed  failed  enabled
```

and the journal for it:

```
14:58:42 err     XML parse error: Opening and ending tag mismatch: TripPoint line 41 and ThermalZone in /etc/thermald/thermal-conf.xml
14:58:42 notice  thermald.service: Main process exited, code=exited, status=1/FAILURE
```

So:

- [[s:`thermald` is the only failed service]].
- [[s:It failed right at boot, around 16:58 your time]], [[s:exiting with status 1]].
- [[s:The journal shows an XML parse error in `/etc/thermald/thermal-conf.xml` around line 41]] — [[u:you probably edited that file recently]].
- [[c:systemd tried to restart it three times before giving up]].
- [[s:`sshd` isn't running]] [[s:and isn't enabled either]].
- [[c:`libvirtd` is running]] too.

Fix the tag at line 41 and run `sudo systemctl restart thermald`."""},

    {"q": "What did yesterday's update change?", "ev": ["e5", "s1"],
     "a": """`linux_package_history` shows one transaction yesterday evening:

```
2027-01-13T19:22:10+02:00  install  kernel-core  -> 6.12.8-200.fc41
2027-01-13T19:22:12+02:00  upgrade  thermald     2.5.7-1.fc41 -> 2.5.8-1.fc41
2027-01-13T19:22:14+02:00  remove   kernel-core  6.11.9-300.fc41
```

| Package | Change |
|---|---|
| kernel-core | [[s:6.12.8 installed]], [[c:6.11.11 removed]] |
| firefox | [[s:133.0.3 → 134.0]] |
| NetworkManager | [[c:1.50.0 → 1.50.2]] |
| thermald | [[s:2.5.7 → 2.5.8]] |

- [[s:You're now booted into 6.12.8]].
- [[c:4 packages were upgraded]], and [[s:nothing was removed except the old kernel]].
- [[u:The thermald upgrade is likely what broke its config]].

`sudo dnf history info last` shows the same transaction in detail."""},

    {"q": "How much RAM and swap am I using?", "ev": ["e2", "s1"],
     "a": """Relevant fields from `linux_system_info`:

```
memory: total_bytes 16535085056, available_bytes 5900000000, percent 64.3
swap:   total_bytes 8589930496, used_bytes 1250000000, percent 14.6
```

- **RAM total:** [[s:16 GB]]
- **In use:** [[s:about 64%]], [[c:roughly 11.5 GB]]
- **Available:** [[s:~5.5 GiB]]
- **Swap:** [[s:8 GiB]] [[u:of zram]], [[s:about 1.2 GB used]]
- **Uptime:** [[c:about 7 hours]]

[[u:Most of that memory is Firefox]], but [[c:you're close to running out — under 10% is available]]."""},

    {"q": "Is the network or the disk busy right now?", "ev": ["e6", "e7"],
     "a": """Network (`linux_network_traffic`):

```
wlp0s20f3  rx 2400000 B/s  tx 95000 B/s
```

Disk (`linux_disk_io`):

```
nvme0n1  read 38500000 B/s  write 4200000 B/s  busy 22.0%
```

- [[t:Wi-Fi is downloading at about 2.4 MB/s]] [[t:(~19 Mbit/s)]]; [[t:upload is negligible, under 100 KB/s]].
- [[s:The NVMe is reading ~38.5 MB/s]] [[s:and is 22% busy]], [[c:with writes heavier than reads]].
- [[u:The reads are probably tracker indexing your files]]."""},

    {"q": "Give me a quick rundown of this laptop's hardware and OS.", "ev": ["s1"],
     "a": """## bran — overview

```
os_name: Fedora Linux  os_version: 41  kernel: 6.12.8-200.fc41.x86_64
cpu_model: 11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz  cores: 4  threads: 8
```

- **OS:** [[s:Fedora 41]], [[c:kernel 6.11.9]]
- **CPU:** [[s:Intel Core i7-1165G7]], [[c:8 cores / 16 threads]]
- **Storage:** [[s:a ~512 GB NVMe with Btrfs]]; [[s:`/` and `/home` are on the same Btrfs filesystem]]
- **Network:** [[s:Wi-Fi on `wlp0s20f3` with 192.168.0.23]]; [[c:the libvirt bridge `virbr0` is up]]
- **User:** [[s:`ioana` is an administrator (member of `wheel`)]]

Let me know if you want details on any of these."""},

    {"q": "Is the firewall on? And can people SSH in?", "ev": ["e3", "s1"],
     "a": """```
firewalld.service  active    running  enabled
sshd.service       inactive  dead     disabled
```

[[s:firewalld is active]], and [[s:sshd is disabled]], so [[u:nobody can SSH into the laptop]]. For the rest: [[c:cups is stopped]], [[c:bluetooth is disabled]] and [[s:fwupd is running]]."""},
]

# ---------------------------------------------------------------------------------------------------------------
# hohenzollern — Ubuntu 22.04 k3s server, Berlin (+01:00)
# ---------------------------------------------------------------------------------------------------------------
H = Clock("2027-01-14T14:30:00+01:00")
HOH_MEM = 67_324_248_064

hoh_evidence = [
    steady("s1", H, age=1200, hostname="hohenzollern", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-130-generic", cpu_model="Intel(R) Xeon(R) E-2288G CPU @ 3.70GHz", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=HOH_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 960_197_124_096}],
           network_interfaces=[
               {"name": "eno1", "mac": "3c:ec:ef:10:22:8a", "addresses": ["10.20.0.11/24"], "is_up": True},
               {"name": "flannel.1", "mac": "ae:11:5f:02:9c:d1", "addresses": ["10.42.0.0/32"], "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "wireguard-tools": "1.0.20210914-1ubuntu2", "curl": "7.81.0-1ubuntu1.20"},
           available_services=["k3s.service", "ssh.service", "iscsid.service", "wg-quick@wg0.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("hohenzollern", True, "v1.31.4+k3s1"), node("burg-2", True, "v1.31.4+k3s1"),
        node("burg-3", False, "v1.30.6+k3s1")]}, H, age=30, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("traefik-5d8c6b4f7-x2kqz", "kube-system", "Running", "hohenzollern", 0, started="2027-01-12T08:04:40Z"),
        pod("coredns-7b98449c4-9bqfl", "kube-system", "Running", "hohenzollern", 0, started="2027-01-12T08:04:21Z"),
        pod("metrics-server-5985cbc9d7-lmk2t", "kube-system", "Running", "burg-2", 2, started="2027-01-12T08:06:02Z"),
        pod("shop-api-6f7d9c8b5-4hxtr", "shop", "Running", "burg-2", 0, started="2027-01-13T17:40:11Z"),
        pod("shop-api-6f7d9c8b5-p8wzn", "shop", "Running", "hohenzollern", 1, started="2027-01-13T17:40:12Z"),
        pod("shop-api-6f7d9c8b5-vq2jd", "shop", "Pending", "burg-3", 0, ready=False, waiting="ContainerCreating",
            started="2027-01-14T13:08:44Z"),
        pod("shop-worker-85c4d6f9b-2lmqs", "shop", "Running", "burg-2", 14, ready=False, waiting="CrashLoopBackOff",
            started="2027-01-14T11:52:09Z"),
        pod("postgres-0", "shop", "Running", "hohenzollern", 0, started="2027-01-12T08:05:30Z"),
        pod("grafana-6c9f7d8d4b-zt5wn", "monitoring", "Running", "burg-2", 0, started="2027-01-12T08:06:40Z"),
        pod("prometheus-0", "monitoring", "Running", "hohenzollern", 3, started="2027-01-12T08:06:55Z"),
    ]}, H, age=40, args={"resource": "pods", "all_namespaces": True}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("shop-api", "shop", 3, 2), deployment("shop-worker", "shop", 1, 0)]},
         H, age=40, args={"resource": "deployments", "namespace": "shop"}),
    item("e4", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 1422,
                                            "2027-01-12T08:03:17+00:00", "Lightweight Kubernetes"),
         H, age=25, args={"name": "k3s"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2027-01-14T13:02:11+00:00", "k3s.service", "warning",
                  'node_lifecycle_controller.go:1184] "Node is unresponsive. Adding it to the Taint queue" node="burg-3"'),
        log_entry("2027-01-14T13:02:11+00:00", "k3s.service", "info",
                  'event.go:389] "Event occurred" object="burg-3" kind="Node" reason="NodeNotReady" '
                  'message="Node burg-3 status is now: NodeNotReady"'),
        log_entry("2027-01-14T13:19:44+00:00", "k3s.service", "warning",
                  "Slow SQL (started: 2027-01-14 13:19:42.9 +0000 UTC m=+191185.2) (total time: 1.61s)"),
    ]}, H, age=35, args={"unit": "k3s", "since_minutes": 60}),
    item("e6", "linux_system_info", system_info(38.0, [6.2, 5.8, 5.1], 191_740, "2027-01-12T08:02:40+00:00",
                                                HOH_MEM, 28_000_000_000, 0, 0), H, age=700),
]

hoh_answers = [
    {"q": "Are all my nodes healthy?", "ev": ["e1"],
     "a": """`kubernetes_get nodes` returned:

```
NAME          READY  VERSION
hohenzollern  True   v1.31.4+k3s1
burg-2        True   v1.31.4+k3s1
burg-3        False  v1.30.6+k3s1
```

No — [[s:`burg-3` is NotReady]]. [[s:The other two nodes are Ready]], [[c:though burg-2 is running an older kubelet]].

- [[c:That's 1 of your 4 nodes down]].
- [[s:`burg-3` is also a version behind (v1.30.6 vs v1.31.4)]].
- [[u:It most likely lost network connectivity]].

Try `kubectl describe node burg-3` to see the conditions."""},

    {"q": "What's wrong in the shop namespace?", "ev": ["e2", "e3"],
     "a": """Pods in `shop`:

```
shop-api-6f7d9c8b5-4hxtr     Running  burg-2        restarts 0
shop-api-6f7d9c8b5-p8wzn     Running  hohenzollern  restarts 1
shop-api-6f7d9c8b5-vq2jd     Pending  burg-3        ContainerCreating
shop-worker-85c4d6f9b-2lmqs  Running  burg-2        restarts 14  CrashLoopBackOff
postgres-0                   Running  hohenzollern  restarts 0
```

Two problems:

1. **shop-worker** — [[s:its only pod is in CrashLoopBackOff]] [[s:with 14 restarts]], [[s:so the deployment has 0 of 1 replicas ready]]. [[u:This is usually a failing database connection at startup]].
2. **shop-api** — [[s:2 of 3 replicas are ready]]; [[s:the third pod is stuck Pending on burg-3]] [[u:because that node is NotReady]].

Also: [[c:`postgres-0` has restarted a few times]], [[c:both healthy shop-api pods are on burg-2]], and [[c:the worker pod runs on hohenzollern]].

`kubectl logs -n shop deploy/shop-worker --previous` will show why it crashes."""},

    {"q": "How many pods are on each node?", "ev": ["e2", "e1"],
     "a": """Counting from the pod list (all namespaces):

| Node | Pods | Status |
|---|---|---|
| hohenzollern | [[s:5]] | [[s:Ready]] |
| burg-2 | [[c:5]] | [[s:Ready]] |
| burg-3 | [[s:1 (Pending)]] | [[s:NotReady]] |

- [[c:That's 11 pods in total]].
- [[c:All of the kube-system pods run on hohenzollern]].
- [[s:`prometheus-0` has restarted 3 times]].
- [[u:The scheduler is avoiding burg-2 because of memory pressure]]."""},

    {"q": "Is k3s itself OK? Anything in its logs?", "ev": ["e4", "e5"],
     "a": """`linux_service_status k3s`:

```
k3s.service  active (running)  enabled  main_pid 1422  since 2027-01-12T08:03:17+00:00
```

Log entries from the last hour:

```
13:02:11  warning  "Node is unresponsive. Adding it to the Taint queue" node="burg-3"
13:19:44  warning  Slow SQL (started: 2027-01-14 13:19:42.9 +0000 UTC) (total time: 1.61s)
```

**Assessment:**

- [[s:The k3s server is active and running]]; [[c:it has been up since Sunday morning]].
- [[s:About 28 minutes ago the node controller marked burg-3 unresponsive]].
- [[s:There was one slow SQL query that took about 1.6 s]], [[u:which points to the SQLite datastore sitting on a slow disk]].
- [[s:There are no error-level entries, only warnings and info]].
- [[c:The slow query happened before burg-3 dropped out]]."""},

    {"q": "How loaded is the control-plane node?", "ev": ["e6", "s1"],
     "a": """System info for hohenzollern:

```
cpu_percent: 38.0
load_average: [6.2, 5.8, 5.1]
memory: percent 58.4, available_bytes 28000000000
```

- [[t:CPU is at 38%]].
- [[t:Load is around 6]], on a box [[s:with 16 threads]] — [[t:and it has been dropping over the last 15 minutes]].
- [[t:Memory is 58% used]], [[t:with 28 GB still available]] out of [[s:64 GB]].
- [[t:There's no swap configured]].
- [[u:Most of that CPU is going to Prometheus]].

Nothing alarming here."""},

    {"q": "When did burg-3 go down, and is it back?", "ev": ["e5", "e1"],
     "extra": [user("u1", "burg-3 was rebooted for a BIOS update around 2pm.", H, age=240)],
     "a": """From the k3s log:

```
13:02:11  Event occurred object="burg-3" kind="Node" reason="NodeNotReady" message="Node burg-3 status is now: NodeNotReady"
```

- [[s:burg-3 went NotReady at 14:02 local time]] — [[u:the BIOS-update reboot is what took it down]].
- [[s:It's still NotReady]]; [[c:it has been down for about 2 hours]].
- [[s:It's the only node that isn't Ready]].
- [[u:It probably came back with a kubelet that can't rejoin after the BIOS update]].

Check on burg-3 itself with `journalctl -u k3s-agent -b`."""},

    {"q": "What versions are we running — OS and k3s?", "ev": ["e1", "s1"],
     "a": """- OS: [[s:Ubuntu 22.04 (jammy)]]
- Kernel: [[c:5.15.0-131-generic]]
- k3s on this node: [[s:v1.31.4+k3s1]]
- k3s on burg-3: [[c:v1.31.4+k3s1 as well]]
- CPU: [[s:Xeon E-2288G]], [[c:8 cores / 8 threads]]

[[u:k3s was installed with the install script, so it doesn't appear as a dpkg package]]. [[s:WireGuard tools are installed]]."""},
]

# ---------------------------------------------------------------------------------------------------------------
# chillon — openSUSE Leap 15.6 PostgreSQL server, Zurich (+01:00)
# ---------------------------------------------------------------------------------------------------------------
Z = Clock("2027-01-14T16:48:00+01:00")
CH_MEM = 134_956_146_688

chillon_evidence = [
    steady("s1", Z, age=2000, hostname="chillon", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
           kernel="6.4.0-150600.23.30-default", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=CH_MEM, package_manager="rpm",
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 107_374_182_400},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": 1_920_383_410_176}],
           network_interfaces=[{"name": "eth0", "mac": "0c:c4:7a:88:31:5e", "addresses": ["10.40.0.10/24"], "is_up": True}],
           dns_servers=["10.40.0.1"], default_gateway="10.40.0.1",
           installed_packages={"postgresql16-server": "16.6-150600.16.12.1", "pgbouncer": "1.23.1-150600.1.3",
                               "prometheus-postgres_exporter": "0.15.0-150600.1.2", "openssh": "9.6p1-150600.6.12.1",
                               "chrony": "4.1-150400.21.5.1"},
           available_services=["postgresql.service", "pgbouncer.service", "sshd.service",
                               "prometheus-postgres_exporter.service", "chronyd.service", "firewalld.service"],
           users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "marco", "uid": 1000, "gid": 100, "home": "/home/marco", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 497, "members": ["marco"]}]),
    item("e1", "linux_service_status", unit("postgresql.service", "active", "running", "enabled", 2210,
                                            "2027-01-07T03:12:40+00:00", "PostgreSQL database server"),
         Z, age=20, args={"name": "postgresql"}),
    item("e2", "linux_processes", processes(61, CH_MEM, [
        (2231, "postgres", "postgres", 1.2, 17_800_000_000, "2027-01-07T03:12:40+00:00", "postgres: checkpointer"),
        (2232, "postgres", "postgres", 0.4, 6_400_000_000, "2027-01-07T03:12:40+00:00", "postgres: background writer"),
        (49102, "postgres", "postgres", 96.8, 3_900_000_000, "2027-01-14T15:21:05+00:00",
         "postgres: app_rw shopdb 10.40.0.21(51388) SELECT"),
        (48811, "postgres", "postgres", 0.0, 2_150_000_000, "2027-01-14T14:58:30+00:00",
         "postgres: app_rw shopdb 10.40.0.21(51124) idle"),
        (2210, "postgres", "postgres", 0.3, 1_210_000_000, "2027-01-07T03:12:40+00:00",
         "/usr/lib/postgresql16/bin/postgres -D /var/lib/pgsql/data"),
        (49230, "postgres", "postgres", 0.0, 1_020_000_000, "2027-01-14T09:02:11+00:00",
         "postgres: reporting shopdb 10.40.0.35(40022) idle in transaction"),
        (51010, "postgres", "postgres", 34.5, 980_000_000, "2027-01-14T15:44:30+00:00",
         "postgres: autovacuum worker shopdb"),
        (2235, "postgres", "postgres", 0.0, 40_000_000, "2027-01-07T03:12:40+00:00", "postgres: autovacuum launcher"),
    ]), Z, age=30, args={"name": "postgres", "sort": "memory", "limit": 8}, complete=False),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "0c:c4:7a:88:31:5e", "addresses": ["10.40.0.10/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 2210, "postgres"), listener(5432, "::", 2210, "postgres"),
                      listener(6432, "0.0.0.0", 1980, "pgbouncer"), listener(22, "0.0.0.0", 1102, "sshd"),
                      listener(9187, "0.0.0.0", 2005, "postgres_exporter")],
        "connections": [
            connection("10.40.0.10:5432", "10.40.0.21:51124", 48811, "postgres"),
            connection("10.40.0.10:5432", "10.40.0.21:51388", 49102, "postgres"),
            connection("10.40.0.10:5432", "10.40.0.35:40022", 49230, "postgres"),
            connection("10.40.0.10:6432", "10.40.0.22:38810", 1980, "pgbouncer"),
            connection("10.40.0.10:6432", "10.40.0.22:38814", 1980, "pgbouncer"),
            connection("10.40.0.10:22", "10.40.0.5:60122", 53001, "sshd"),
            connection("10.40.0.10:9187", "10.40.0.50:47730", None, None, status="TIME_WAIT")]}, Z, age=30),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "btrfs", 107_374_182_400, 41_100_000_000),
        fs("/dev/nvme0n1p1", "/var/lib/pgsql", "xfs", 1_920_383_410_176, 1_603_000_000_000)]}, Z, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql.service", "entries": [
        log_entry("2027-01-14T14:05:33+00:00", "postgresql.service", "info",
                  "LOG:  checkpoints are occurring too frequently (19 seconds apart)"),
        log_entry("2027-01-14T14:05:33+00:00", "postgresql.service", "info",
                  'HINT:  Consider increasing the configuration parameter "max_wal_size".'),
        log_entry("2027-01-14T14:41:07+00:00", "postgresql.service", "err",
                  "ERROR:  canceling statement due to statement timeout"),
        log_entry("2027-01-14T15:12:50+00:00", "postgresql.service", "info",
                  "LOG:  checkpoints are occurring too frequently (22 seconds apart)"),
        log_entry("2027-01-14T15:30:02+00:00", "postgresql.service", "info",
                  'LOG:  automatic vacuum of table "shopdb.public.order_items": index scans: 1'),
        log_entry("2027-01-14T15:39:45+00:00", "postgresql.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
    ]}, Z, age=40, args={"unit": "postgresql", "since_minutes": 120}),
    item("e6", "linux_file_read", {"path": "/var/lib/pgsql/data/postgresql.conf", "offset": 60, "limit": 12,
                                   "total_lines": 842, "lines": [
        "max_connections = 200", "shared_buffers = 32GB", "work_mem = 64MB", "maintenance_work_mem = 2GB",
        "effective_cache_size = 96GB", "#max_wal_size = 1GB", "min_wal_size = 80MB", "checkpoint_timeout = 5min",
        "statement_timeout = 30s", "wal_level = replica", "max_wal_senders = 10", "#archive_mode = off"]},
         Z, age=60, args={"path": "/var/lib/pgsql/data/postgresql.conf", "offset": 60, "limit": 12}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 12_000_000, "write_bytes_per_s": 310_000_000, "busy_percent": 87.5},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 45_000, "busy_percent": 0.4}]},
         Z, age=480, args={"interval_seconds": 1}),
]

chillon_answers = [
    {"q": "Is postgres healthy?", "ev": ["e1", "e5"],
     "a": """Service status:

```
postgresql.service  active (running)  main_pid 2210  since 2027-01-07T03:12:40+00:00
```

Recent log (last 2 hours):

```
14:05:33  LOG:  checkpoints are occurring too frequently (19 seconds apart)
14:41:07  ERROR:  canceling statement due to statement timeout
15:39:45  FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute
```

**Mostly, but with warnings:**

- [[s:PostgreSQL is up]] [[s:and has been running for a week]].
- [[s:Checkpoints were forced too often twice in the last two hours]] — [[c:the closest gap was 22 seconds]].
- [[s:One statement was cancelled by the statement timeout]].
- [[s:About 8 minutes ago a client was refused because the connection slots ran out]]; [[u:that's pgbouncer opening too many server connections]].
- [[c:Autovacuum hasn't processed any table in that window]]."""},

    {"q": "Which postgres backends are using the most resources?", "ev": ["e2"],
     "a": """Top postgres processes by memory (`linux_processes name=postgres`):

```
PID    RSS          CPU%  CMDLINE
2231   17800000000   1.2  postgres: checkpointer
2232    6400000000   0.4  postgres: background writer
49102   3900000000  96.8  postgres: app_rw shopdb 10.40.0.21(51388) SELECT
51010    980000000  34.5  postgres: autovacuum worker shopdb
```

| Process | Memory |
|---|---|
| checkpointer | [[s:~17.8 GB]] |
| background writer | [[c:~4.6 GB]] |
| backend 49102 (`app_rw`) | [[s:3.9 GB]] |
| autovacuum worker | [[c:~9.8 GB]] |

- [[u:The checkpointer's RSS is mostly shared_buffers pages it has touched]], not private memory.
- [[s:PID 49102 is burning ~97% CPU]] — [[u:the heaviest CPU user on the whole server]]; [[s:it started at 16:21]].
- [[c:There are 8 postgres processes in total]].
- [[s:One session from the `reporting` user (10.40.0.35) is idle in transaction]], [[u:and it's probably holding locks that block vacuum]].

You can look at it with `SELECT * FROM pg_stat_activity WHERE pid = 49230;`."""},

    {"q": "Who is connected to the database right now?", "ev": ["e3"],
     "a": """Established connections (`linux_network_info`):

```
10.40.0.10:5432  <- 10.40.0.21:51124  postgres
10.40.0.10:5432  <- 10.40.0.21:51388  postgres
10.40.0.10:5432  <- 10.40.0.35:40022  postgres
10.40.0.10:6432  <- 10.40.0.22:38810  pgbouncer
10.40.0.10:6432  <- 10.40.0.22:38814  pgbouncer
```

- [[s:Three connections go straight to PostgreSQL on 5432]], [[c:two of them from 10.40.0.35]].
- [[s:10.40.0.22 goes through pgbouncer on 6432 with two connections]].
- [[c:PostgreSQL only listens on IPv4]], while [[s:pgbouncer listens on all IPv4 interfaces]].
- [[s:There's a TIME_WAIT connection to the exporter on 9187 from 10.40.0.50]] — [[u:that's Prometheus scraping it]].

[[c:That makes 7 established connections in total]]."""},

    {"q": "How much space is left for the data directory?", "ev": ["e4", "s1"],
     "a": """From `linux_disk_usage`:

```
/dev/nvme0n1p1  /var/lib/pgsql  xfs    total 1920383410176  used 1603000000000  83.5%
/dev/sda2       /               btrfs  total 107374182400   used 41100000000    38.3%
```

- [[s:The data directory sits on its own XFS filesystem]].
- [[s:It's 83.5% full]], [[s:leaving roughly 317 GB]] [[c:(about 317 GiB)]].
- [[s:The root filesystem is Btrfs]] and [[s:only 38% used]].
- [[c:The data volume is the fuller of the two by only a few percent]].

[[u:At roughly 10 GB of growth per day you have about a month left]]."""},

    {"q": "Why are checkpoints happening so often? What does the config say?", "ev": ["e6", "e5", "s1"],
     "a": """The relevant part of `postgresql.conf`:

```
shared_buffers = 32GB
#max_wal_size = 1GB
min_wal_size = 80MB
checkpoint_timeout = 5min
```

and the log says:

```
LOG:  checkpoints are occurring too frequently (19 seconds apart)
HINT:  Consider increasing the configuration parameter "max_wal_size".
```

**Explanation:**

- [[s:`max_wal_size` is commented out]], [[s:so PostgreSQL uses the default of 1GB]].
- [[u:With your write load, 1 GB of WAL fills up in under 20 seconds]], which forces a checkpoint each time.
- [[c:`checkpoint_timeout` is set to 15 minutes]].
- [[s:`shared_buffers` is 32GB]], [[c:which is half of the server's RAM]].
- [[c:`max_connections` is 100]].
- [[s:`statement_timeout` is 30 seconds]], [[s:which is what cancelled a statement at 15:41]].

Try `max_wal_size = 8GB` and reload with `SELECT pg_reload_conf();`."""},

    {"q": "Is the disk the bottleneck?", "ev": ["e7", "e2"],
     "a": """Disk I/O sample:

```
nvme0n1  read 12000000 B/s  write 310000000 B/s  busy 87.5%
sda      read 0             write 45000 B/s      busy 0.4%
```

- [[t:nvme0n1 is ~88% busy]], [[t:writing about 310 MB/s]] [[t:while reads are only ~12 MB/s]].
- [[t:`sda` is basically idle]].
- [[s:Meanwhile the autovacuum worker is using ~35% CPU]] [[s:and backend 49102 is at ~97%]].

[[u:So yes — WAL writes from the constant checkpoints are saturating the disk]]."""},

    {"q": "What PostgreSQL version is this, and is the exporter running?", "ev": ["s1", "e3"],
     "a": """From the installed packages:

```
postgresql16-server: 16.6-150600.16.12.1
prometheus-postgres_exporter: 0.15.0-150600.1.2
pgbouncer: 1.23.1-150600.1.3
```

- [[s:You're running PostgreSQL 16.6]] [[c:on openSUSE Leap 15.5]].
- [[s:postgres_exporter 0.15.0 is installed]] [[s:and it's listening on port 9187]].
- [[c:pgbouncer is version 1.21]].
- [[s:The `postgres` system user has UID 26]] [[c:and its home is /var/lib/postgresql]].
- [[u:16.6 is the latest minor release of PostgreSQL 16]]."""},
]

MACHINES = [
    {"name": "conwy", "clock": C, "evidence": conwy_evidence, "answers": conwy_answers},
    {"name": "alnwick", "clock": A, "evidence": alnwick_evidence, "answers": alnwick_answers},
    {"name": "bran", "clock": B, "evidence": bran_evidence, "answers": bran_answers},
    {"name": "hohenzollern", "clock": H, "evidence": hoh_evidence, "answers": hoh_answers},
    {"name": "chillon", "clock": Z, "evidence": chillon_evidence, "answers": chillon_answers},
]
