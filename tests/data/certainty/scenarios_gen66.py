"""66th generation (written blind, in the style of a distilled reasoning model's final answer).

Written by a helper who saw neither the certainty wrapper, its tests, the other generations nor the corpus
files. The answers imitate what a deepseek-r1 7B/14B distill prints once its thinking is stripped: "Based on
the evidence, ..." followed by step-by-step reasoning with the arithmetic written out in prose (sums,
differences, percentages, GiB <-> GB, hours <-> days, the time between two log lines), comparisons ("about
1.8 times as long", "more than three times as full"), conclusions drawn from that arithmetic (some of them
wrong) and a closing "**Answer:**" line that restates the result.

morel: an Ubuntu 20.04 home server (backup target, Samba, Jellyfin) in America/Chicago (UTC-6). Evidence:
steady state (users alex and kim, no fail2ban package), a complete SSH log grepped for "password" over 12 hours
(7 failures from 203.0.113.47 in 2 min 47 s, 2 from kim on the LAN then an accepted login), three nights of
restic cron lines (46:54, 41:15 and 1:12:37 runs; a lock failure on 8 February an hour after that night's
backup had ended), disk usage (/srv/backup on md0 86.4% full), system info ten minutes old (stale), the loaded
service units (no fail2ban.service, ufw inactive) and the six biggest processes by memory.

chanterelle: a Debian 12 Docker host in Europe/Berlin (UTC+1). Evidence: steady state (only ops in the docker
group), `docker ps -a` (9 containers: 6 running, immich-server restarting, uptime-kuma and watchtower exited;
nextcloud up 2 hours though created 12 days ago), kernel OOM lines (four cgroup kills of immich-server's node at
~2 GiB against a 2 GiB limit, one of immich-ml's python), docker.service status, the processes by memory seven
minutes old (stale) and fresh system info.

shiitake: a RHEL 9.4 PostgreSQL 16 server in Asia/Tokyo (UTC+9). Evidence: steady state with the packages
source stale, processes by memory (a 23 GiB reporting backend), two kernel OOM kills of postgres backends two
days apart, the postgresql-16 unit log of the second crash and its 45-second recovery, the unit still active
since 14 February (systemd never restarted it), system info (swap 97.6% used), pgBackRest lines (a full backup
of 87 minutes, two differentials of about ten minutes, a third aborted with error 056) and three XFS
filesystems.

enoki: a three-node k3s cluster whose server runs Gentoo, in UTC. Evidence: steady state of the server, the
nodes (two Gentoo nodes on v1.31.4+k3s1, a Debian 12 arm64 agent on v1.30.6+k3s1 whose Ready condition is
Unknown), all 12 pods (paperless-ngx in CrashLoopBackOff after 14 restarts, last terminated OOMKilled against a
1Gi limit; grafana Pending and unscheduled), the deployments, events eight minutes old (stale), the server's
system info and the k3s log of enoki-w2 going NotReady at 16:07:12.

porcini: a Fedora 41 Silverblue laptop in America/Los_Angeles (UTC-8). Evidence: steady state with the users
source stale, processes by memory (an ollama runner at 5.4 GiB and 389% CPU), rootless podman containers,
system info (72% of RAM used, zram swap 2.6 GiB used), systemd-oomd kills of Chrome and GIMP scopes, the
authentication failures of the last day (two at the GDM login, one of sudo), the rpm-ostree package history
and ollama.service.
"""

from _evidence import (GiB, MiB, Clock, box, fs, item, log_entry, package_event, processes,
                       steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# morel — Ubuntu 20.04 home server, America/Chicago (UTC-6)
# ---------------------------------------------------------------------------------------------------------
MOREL = Clock("2026-02-10T08:40:00-06:00")
MOREL_MEM = 16682221568

morel_ev = [
    steady("m1", MOREL, age=1800, hostname="morel", os_name="Ubuntu", os_version="20.04", os_codename="focal",
           kernel="5.4.0-170-generic", cpu_model="Intel(R) Core(TM) i5-4590 CPU @ 3.30GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=MOREL_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 234362101760},
                  {"device": "/dev/md0", "mountpoint": "/srv/backup", "fstype": "ext4",
                   "total_bytes": 3936251232256}],
           network_interfaces=[{"name": "enp3s0", "mac": "d0:50:99:4a:21:7c", "addresses": ["192.168.1.10/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"openssh-server": "1:8.2p1-4ubuntu0.11", "restic": "0.9.6+ds-1",
                               "samba": "2:4.15.13+dfsg-0ubuntu0.20.04.8", "jellyfin": "10.9.11+ubu2004",
                               "ufw": "0.36-6ubuntu1.1", "mdadm": "4.1-5ubuntu1.2"},
           available_services=["ssh.service", "smbd.service", "nmbd.service", "cron.service",
                               "jellyfin.service", "ufw.service"],
           users=[{"name": "alex", "uid": 1000, "gid": 1000, "home": "/home/alex", "shell": "/bin/bash"},
                  {"name": "kim", "uid": 1001, "gid": 1001, "home": "/home/kim", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["alex"]},
                   {"name": "sambashare", "gid": 126, "members": ["alex", "kim"]}]),
    item("m2", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
        log_entry("2026-02-10T09:12:04+00:00", "ssh.service", "warning",
                  "Failed password for root from 203.0.113.47 port 51122 ssh2"),
        log_entry("2026-02-10T09:12:31+00:00", "ssh.service", "warning",
                  "Failed password for root from 203.0.113.47 port 51188 ssh2"),
        log_entry("2026-02-10T09:13:02+00:00", "ssh.service", "warning",
                  "Failed password for invalid user admin from 203.0.113.47 port 51240 ssh2"),
        log_entry("2026-02-10T09:13:29+00:00", "ssh.service", "warning",
                  "Failed password for invalid user admin from 203.0.113.47 port 51302 ssh2"),
        log_entry("2026-02-10T09:13:58+00:00", "ssh.service", "warning",
                  "Failed password for invalid user ubuntu from 203.0.113.47 port 51377 ssh2"),
        log_entry("2026-02-10T09:14:24+00:00", "ssh.service", "warning",
                  "Failed password for invalid user test from 203.0.113.47 port 51419 ssh2"),
        log_entry("2026-02-10T09:14:51+00:00", "ssh.service", "warning",
                  "Failed password for root from 203.0.113.47 port 51460 ssh2"),
        log_entry("2026-02-10T13:05:10+00:00", "ssh.service", "warning",
                  "Failed password for kim from 192.168.1.23 port 60212 ssh2"),
        log_entry("2026-02-10T13:05:31+00:00", "ssh.service", "warning",
                  "Failed password for kim from 192.168.1.23 port 60212 ssh2"),
        log_entry("2026-02-10T13:05:48+00:00", "ssh.service", "info",
                  "Accepted password for kim from 192.168.1.23 port 60212 ssh2"),
    ]}, MOREL, age=35, args={"unit": "ssh.service", "since_minutes": 720, "grep": "password"}),
    item("m3", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-02-08T08:00:01+00:00", "cron", "info", "(backup) CMD (/usr/local/bin/nightly-restic.sh)"),
        log_entry("2026-02-08T08:46:55+00:00", "restic", "info",
                  "snapshot 5c1e9a02 saved; Added to the repository: 2.104 GiB (1.733 GiB stored); "
                  "processed 47102 files, 601.337 GiB in 46:54"),
        log_entry("2026-02-08T09:30:02+00:00", "restic", "err",
                  "Fatal: unable to create lock in backend: repository is already locked exclusively by PID 2211 "
                  "on morel by backup (UID 34, GID 34)"),
        log_entry("2026-02-09T08:00:01+00:00", "cron", "info", "(backup) CMD (/usr/local/bin/nightly-restic.sh)"),
        log_entry("2026-02-09T08:41:17+00:00", "restic", "info",
                  "snapshot 8d07f3b1 saved; Added to the repository: 1.208 GiB (0.954 GiB stored); "
                  "processed 47655 files, 604.918 GiB in 41:15"),
        log_entry("2026-02-10T08:00:01+00:00", "cron", "info", "(backup) CMD (/usr/local/bin/nightly-restic.sh)"),
        log_entry("2026-02-10T09:12:39+00:00", "restic", "info",
                  "snapshot e4a1c7d9 saved; Added to the repository: 3.412 GiB (2.871 GiB stored); "
                  "processed 48213 files, 612.774 GiB in 1:12:37"),
    ]}, MOREL, age=50, args={"grep": "restic", "since_minutes": 4320}),
    item("m4", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 234362101760, 61203000000),
        fs("/dev/sda1", "/boot/efi", "vfat", 536870912, 6352000),
        fs("/dev/md0", "/srv/backup", "ext4", 3936251232256, 3402116000000),
    ]}, MOREL, age=40),
    item("m5", "linux_system_info",
         system_info(2.4, [0.31, 0.44, 0.52], 3902400, "2025-12-27T10:30:00+00:00", MOREL_MEM, 9912000000,
                     2 * GiB, 256 * MiB), MOREL, age=600),
    item("m6", "linux_service_status", {"units": [
        unit("cron.service", "active", "running", pid=802, since="2025-12-27T10:31:09+00:00",
             desc="Regular background program processing daemon"),
        unit("jellyfin.service", "active", "running", pid=1204, since="2025-12-27T10:31:40+00:00",
             desc="Jellyfin Media Server"),
        unit("nmbd.service", "active", "running", pid=1350, since="2025-12-27T10:31:15+00:00",
             desc="Samba NMB Daemon"),
        unit("smbd.service", "active", "running", pid=1377, since="2025-12-27T10:31:18+00:00",
             desc="Samba SMB Daemon"),
        unit("ssh.service", "active", "running", pid=911, since="2025-12-27T10:31:12+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("ufw.service", "inactive", "dead", ufs="disabled", desc="Uncomplicated firewall"),
    ], "total": 6}, MOREL, age=30),
    item("m7", "linux_processes", processes(187, MOREL_MEM, [
        (1204, "jellyfin", "jellyfin", 1.8, 1932735283, "2025-12-27T10:31:40+00:00",
         "/usr/lib/jellyfin/bin/jellyfin --webdir=/usr/share/jellyfin/web"),
        (1377, "smbd", "root", 0.0, 94371840, "2025-12-27T10:31:18+00:00", "/usr/sbin/smbd --foreground"),
        (2688, "smbd", "kim", 0.1, 61865984, "2026-02-10T13:07:02+00:00", "/usr/sbin/smbd --foreground"),
        (343, "systemd-journald", "root", 0.0, 52428800, "2025-12-27T10:30:04+00:00",
         "/lib/systemd/systemd-journald"),
        (1350, "nmbd", "root", 0.0, 12582912, "2025-12-27T10:31:15+00:00", "/usr/sbin/nmbd --foreground"),
        (911, "sshd", "root", 0.0, 7340032, "2025-12-27T10:31:12+00:00", "sshd: /usr/sbin/sshd -D"),
    ]), MOREL, age=30, args={"sort": "memory", "limit": 6}, complete=False),
]

morel_answers = [
    {"q": "How many failed SSH logins did morel get overnight, and from where?", "ev": ["m1", "m2"],
     "a": "Based on the evidence, [[s:there were 9 failed password attempts in the SSH log]] over the last 12 hours.\n\n"
          "1. **The external address.** [[s:Seven came from 203.0.113.47]] in a burst from 09:12:04 to 09:14:51 "
          "UTC. 09:14:51 − 09:12:04 = 167 seconds, and 167 ÷ 7 gives [[c:roughly one attempt every 24 seconds]]. "
          "[[c:Five of them were for invalid user names]] (admin, ubuntu, test).\n"
          "2. **The local address.** [[s:The other 2 failures were for kim from 192.168.1.23]], at 13:05 UTC, "
          "which is [[c:08:05 local time]], and [[s:a successful login followed 17 seconds later]]. [[u:kim "
          "most likely just mistyped her password]].\n\n"
          "And [[c:one of the root attempts from 203.0.113.47 eventually got in]].\n\n"
          "**Answer:** [[s:9 failed logins]]."},
    {"q": "Did last night's backup work? How long did it take?", "ev": ["m3"],
     "a": "Based on the evidence, [[s:last night's backup completed]] and saved a snapshot.\n\n"
          "Step 1 — 09:12:39 − 08:00:01 = 1 h 12 min 38 s.\n"
          "Step 2 — against 9 February, 72.6 ÷ 41.25 ≈ 1.76, so [[s:last night took roughly 1.8 "
          "times as long]]. [[c:The 8 February run was the fastest of the three at 46:54]].\n"
          "Step 3 — [[s:3.412 GiB was added]], about 3.66 GB, which is [[c:more than three times the 1.208 GiB "
          "of the night before]]. [[u:The longer run is probably due to the 558 new files]].\n\n"
          "The lock failure on 8 February was [[c:because that night's backup was still "
          "running and holding the lock]]. Run `restic unlock` if it happens again.\n\n"
          "**Answer:** [[s:about 1 h 13 min]] ([[c:up from 46 minutes the night "
          "before]])."},
    {"q": "How much space is left on the backup array?", "ev": ["m1", "m4"],
     "a": "Based on the evidence, for /srv/backup:\n\n"
          "- Total: 3,936,251,232,256 bytes ≈ [[s:3.94 TB]] ([[c:about 3.9 TiB]])\n"
          "- Used: [[s:86.4%]]\n"
          "- Free: 3.936 − 3.402 = 0.534 TB, or [[c:about 534 GiB]]\n\n"
          "The root filesystem [[c:has about 190 GB free]].\n\n"
          "At [[u:around 3 GiB per nightly backup]], 534 ÷ 3 ≈ 178 nights, so [[u:the array fills up in roughly "
          "six months]].\n\n"
          "**Answer:** [[s:about 534 GB free]] ([[s:13.6%]])."},
    {"q": "Is morel under memory pressure?", "ev": ["m1", "m5", "m7"],
     "a": "Based on the evidence, morel has 16,682,221,568 ÷ 1,073,741,824 ≈ [[s:15.5 GiB of RAM]].\n\n"
          "The system info says [[t:about 9.9 GB is available]], so 16.68 − 9.91 = 6.77 and [[t:about 41% is "
          "in use]]. \n\n"
          "In the process list [[s:jellyfin is the largest at about 1.8 GiB]], and [[c:the two smbd processes "
          "together use about 250 MiB]]. So [[u:the rest of the "
          "used memory is page cache]].\n\n"
          "[[t:It has been up for about 45 days]], [[u:with no sign of a leak]].\n\n"
          "**Answer:** [[t:No — about 41% used]]."},
    {"q": "Is fail2ban protecting SSH on morel?", "ev": ["m1", "m2", "m6"],
     "a": "Based on the evidence, [[c:fail2ban appears to be installed]], [[s:but there is no fail2ban.service "
          "among the loaded units]].\n\n"
          "| Unit | State |\n|---|---|\n"
          "| fail2ban.service | [[s:❌ not present]] |\n"
          "| ufw.service | [[c:✅ active]] |\n\n"
          "[[s:203.0.113.47 got 7 tries in under 3 minutes]]; [[u:fail2ban's default maxretry of 5 would have "
          "blocked the last two]]. [[c:ssh has been running since 26 December]].\n\n"
          "**Answer:** [[s:No — fail2ban isn't running]]; install it with `sudo apt install fail2ban`."},
    {"q": "What's using the most memory on morel?", "ev": ["m7"],
     "a": "Based on the evidence, sorted by memory:\n\n"
          "- [[s:jellyfin (PID 1204)]]: 1,932,735,283 bytes ≈ 1.8 GiB, or [[c:1.8 GB]]\n"
          "- [[s:smbd (PID 1377, root) at 90 MiB]]\n"
          "- [[c:smbd (PID 2688), also running as root]]\n"
          "- [[c:sshd at about 50 MiB]]\n\n"
          "1,843 MiB ÷ 90 MiB ≈ 20, so [[s:jellyfin uses about 20 times as much as the main smbd]]. [[u:Most of "
          "it is likely transcoding cache]].\n\n"
          "**Answer:** [[s:Jellyfin, at about 1.8 GiB]]."},
    {"q": "When did morel last reboot?", "ev": ["m1", "m5", "m6"],
     "a": "Based on the evidence, the uptime is 3,902,400 s; ÷ 86,400 = 45.17 days, so [[t:about 45 days and 4 "
          "hours]], and [[t:it booted at 10:30 UTC on 27 December]] ([[t:04:30 local]]).\n\n"
          "The services agree: [[s:ssh.service became active at 10:31:12 UTC on 27 December]], and [[c:cron was "
          "the last unit to start]]. [[u:There are probably kernel updates waiting for a reboot]].\n\n"
          "**Answer:** [[t:27 December, roughly 45 days ago]]."},
]

# ---------------------------------------------------------------------------------------------------------
# chanterelle — Debian 12 Docker host, Europe/Berlin (UTC+1)
# ---------------------------------------------------------------------------------------------------------
CHANT = Clock("2026-01-22T14:05:00+01:00")
CHANT_MEM = 33542373376

chant_ev = [
    steady("c1", CHANT, age=1800, hostname="chanterelle", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-28-amd64",
           cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=CHANT_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 982141468672}],
           network_interfaces=[{"name": "enp4s0", "mac": "04:7c:16:b1:0e:92", "addresses": ["192.168.178.40/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:8a:11:f3:01", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="dpkg",
           installed_packages={"docker-ce": "5:27.4.1-1~debian.12~bookworm",
                               "docker-compose-plugin": "2.32.1-1~debian.12~bookworm",
                               "containerd.io": "1.7.24-1", "openssh-server": "1:9.2p1-2+deb12u4"},
           available_services=["docker.service", "containerd.service", "ssh.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 996, "members": ["ops"]},
                   {"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("c2", "linux_containers", {"runtime": "docker", "containers": [
        box("3f9a1c2b7d10", "traefik", "traefik:v3.2", "running", "Up 12 days", "2026-01-10T09:20:11+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp", "127.0.0.1:8080->8080/tcp"]),
        box("a71c0e55b2f3", "nextcloud", "nextcloud:30-apache", "running", "Up 2 hours",
            "2026-01-10T09:20:14+00:00", ["80/tcp"]),
        box("0c2d9e8f4a61", "nextcloud-db", "mariadb:10.11", "running", "Up 12 days", "2026-01-10T09:20:12+00:00",
            ["3306/tcp"]),
        box("5b8e7d3c1f02", "redis", "redis:7.4-alpine", "running", "Up 12 days", "2026-01-10T09:20:12+00:00",
            ["6379/tcp"]),
        box("e2f4a6b8c0d1", "immich-server", "ghcr.io/immich-app/immich-server:v1.123.0", "restarting",
            "Restarting (137) 8 seconds ago", "2026-01-10T09:21:02+00:00", ["0.0.0.0:2283->2283/tcp"]),
        box("9d1b3f5a7c2e", "immich-ml", "ghcr.io/immich-app/immich-machine-learning:v1.123.0", "running",
            "Up 41 minutes", "2026-01-10T09:21:01+00:00", ["3003/tcp"]),
        box("7a9c1e3b5d7f", "immich-postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "running", "Up 12 days",
            "2026-01-10T09:21:00+00:00", ["5432/tcp"]),
        box("4c6e8a0b2d4f", "uptime-kuma", "louislam/uptime-kuma:1", "exited", "Exited (0) 3 days ago",
            "2026-01-10T09:22:30+00:00"),
        box("1e3f5b7d9a0c", "watchtower", "containrrr/watchtower:latest", "exited", "Exited (1) 5 days ago",
            "2026-01-10T09:22:41+00:00"),
    ]}, CHANT, age=25, args={"all": True}),
    item("c3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-01-22T11:58:12+00:00", "kernel", "err",
                  "Memory cgroup out of memory: Killed process 48213 (node) total-vm:22817340kB, "
                  "anon-rss:2072544kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:6120kB oom_score_adj:0"),
        log_entry("2026-01-22T12:24:10+00:00", "kernel", "err",
                  "Memory cgroup out of memory: Killed process 50977 (python) total-vm:9437184kB, "
                  "anon-rss:3121036kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:7312kB oom_score_adj:0"),
        log_entry("2026-01-22T12:31:40+00:00", "kernel", "err",
                  "Memory cgroup out of memory: Killed process 51102 (node) total-vm:22790116kB, "
                  "anon-rss:2069880kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:6096kB oom_score_adj:0"),
        log_entry("2026-01-22T12:47:03+00:00", "kernel", "err",
                  "Memory cgroup out of memory: Killed process 51766 (node) total-vm:22801552kB, "
                  "anon-rss:2071012kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:6104kB oom_score_adj:0"),
        log_entry("2026-01-22T13:02:55+00:00", "kernel", "warning",
                  "memory: usage 2097152kB, limit 2097152kB, failcnt 1843"),
        log_entry("2026-01-22T13:02:55+00:00", "kernel", "err",
                  "Memory cgroup out of memory: Killed process 52410 (node) total-vm:22795004kB, "
                  "anon-rss:2070336kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:6100kB oom_score_adj:0"),
    ]}, CHANT, age=30, args={"grep": "memory", "since_minutes": 180, "priority": "warning"}),
    item("c4", "linux_service_status",
         unit("docker.service", "active", "running", pid=812, since="2026-01-10T09:14:22+00:00",
              desc="Docker Application Container Engine"), CHANT, age=30, args={"name": "docker"}),
    item("c5", "linux_processes", processes(296, CHANT_MEM, [
        (51340, "python", "root", 3.2, 2818572288, "2026-01-22T12:24:13+00:00",
         "python -m immich_ml"),
        (51766, "node", "1000", 88.4, 1979711488, "2026-01-22T12:31:44+00:00",
         "node /usr/src/app/dist/main"),
        (2210, "mariadbd", "999", 1.1, 1503238553, "2026-01-10T09:20:15+00:00", "mariadbd"),
        (3318, "apache2", "www-data", 0.4, 432013312, "2026-01-22T11:02:40+00:00", "apache2 -DFOREGROUND"),
        (812, "dockerd", "root", 0.6, 118489088, "2026-01-10T09:14:22+00:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1933, "traefik", "root", 0.3, 99614720, "2026-01-10T09:20:16+00:00", "traefik"),
        (640, "containerd", "root", 0.2, 62914560, "2026-01-10T09:14:10+00:00", "/usr/bin/containerd"),
        (2301, "redis-server", "999", 0.2, 50331648, "2026-01-10T09:20:15+00:00", "redis-server *:6379"),
    ]), CHANT, age=420, args={"sort": "memory", "limit": 8}, complete=False),
    item("c6", "linux_system_info",
         system_info(31.7, [3.84, 2.91, 2.20], 1050680, "2026-01-10T09:13:40+00:00", CHANT_MEM, 20723000000,
                     4 * GiB, 1181116006), CHANT, age=15),
]

chant_answers = [
    {"q": "Why does immich keep restarting?", "ev": ["c2", "c3"],
     "a": "Based on the evidence, [[s:Docker shows immich-server as \"Restarting (137)\"]]. 137 = 128 + 9, a "
          "SIGKILL, which points at the OOM killer.\n\n"
          "The kernel killed `node` at 11:58:12, [[c:12:24:10]], 12:47:03 "
          "and [[s:13:02:55 UTC]] — [[c:15:02 local time]]. The span is 64.7 minutes, and 64.7 ÷ 4 gives "
          "[[c:roughly one kill every 16 minutes]]. Each time the process held 2,070,000 kB ÷ 1,048,576 ≈ "
          "[[s:2 GiB]], and [[s:the cgroup limit is exactly 2 GiB]]. [[u:The trigger is likely thumbnail "
          "generation after a big import]].\n\n"
          "[[c:immich-ml's python was also killed at about 2 GiB]].\n\n"
          "**Answer:** [[s:immich-server hits its 2 GiB limit and gets OOM-killed]]; raise `mem_limit` to 4g."},
    {"q": "Which containers are running on chanterelle?", "ev": ["c2"],
     "a": "Based on the evidence, [[s:`docker ps -a` lists 9 containers]]:\n\n"
          "| Container | Image | State |\n|---|---|---|\n"
          "| nextcloud-db | [[c:mariadb:11.4]] | ✅ Up 12 days |\n"
          "| immich-server | v1.123.0 | [[s:❌ Restarting]] |\n"
          "| immich-ml | v1.123.0 | [[c:❌ Exited]] |\n"
          "| watchtower | latest | [[c:❌ Exited (0) 5 days ago]] |\n\n"
          "Counting, [[c:5 are running]], [[s:1 is restarting]] and [[s:2 have exited]]; 5 + 1 + 2 = 8, so [[u:the ninth "
          "is probably a one-off job]].\n\n"
          "**Answer:** [[c:5 of 9 running]]; immich-server is crash-looping."},
    {"q": "Has Docker itself restarted recently? Nextcloud looks like it was restarted.", "ev": ["c2", "c4", "c6"],
     "a": "Based on the evidence, [[s:docker.service has been active since 09:14:22 UTC on 10 January]]. From then "
          "to 13:05 UTC on the 22nd is 12 days 3 h 50 min, so [[s:Docker has been up just over 12 days]].\n\n"
          "Nextcloud: [[s:created on 10 January]] but [[s:\"Up 2 hours\"]], so [[s:it restarted since]], "
          "[[c:at the same time as its database]]. [[c:It was probably restarted by watchtower pulling a new "
          "image]].\n\n"
          "**Answer:** [[s:Docker hasn't restarted in 12 days]]; [[c:only the nextcloud container restarted "
          "recently]]."},
    {"q": "How much RAM is chanterelle using?", "ev": ["c1", "c5", "c6"],
     "a": "Based on the evidence:\n\n"
          ""
          "**Used:** 33.5 − 20.7 = [[s:12.8 GB]], [[s:about 38%]]. In GiB that is "
          "12.8 ÷ 1.074 ≈ [[c:12.8 GiB]].\n"
          "**Swap:** [[c:1.1 GiB of the 2 GiB swap]]. [[u:That's from the OOM events pushing pages out]].\n\n"
          "**Largest processes:** [[t:python at 2.6 GiB]] and [[t:mariadbd at 1.4 GiB]], "
          "[[t:roughly a third of what's used]].\n\n"
          "\n"
          "**Answer:** [[s:about 12.8 GB of 33.5 GB used]], [[u:even though immich-server is capped at "
          "2 GiB]]."},
    {"q": "Which ports does chanterelle expose to the network?", "ev": ["c2"],
     "a": "Based on the evidence, going through the ports column:\n\n"
          "- [[s:traefik publishes 80 and 443 on 0.0.0.0]]\n"
          "- [[s:its dashboard (8080) is bound to 127.0.0.1 only]]\n"
          "- [[s:immich-server publishes 2283 on all interfaces]]\n"
          "- [[c:nextcloud-db publishes 3306 on 0.0.0.0]], which is risky\n"
          "- [[c:redis is published on 6379]]\n\n"
          "That is 3 on all interfaces plus one on localhost, so [[c:4 externally reachable ports]]. [[u:Nextcloud "
          "is served through traefik]].\n\n"
          "**Answer:** [[s:80, 443 and 2283]] are open."},
    {"q": "Which container is using the most memory?", "ev": ["c2", "c5"],
     "a": "Based on the evidence, mapping processes to containers:\n\n"
          "1. [[t:`python` (immich-ml), ≈ 2.6 GiB]]\n"
          "2. [[t:`node` (immich-server), ≈ 1.8 GiB]]\n"
          "3. [[t:`mariadbd` (nextcloud-db), ≈ 1.4 GiB]]\n\n"
          "2.6 ÷ 1.4 ≈ 1.9, so [[t:immich-ml uses nearly twice as much as the database]], while [[t:redis is "
          "tiny at 48 MiB]]. [[s:immich-ml has been up only 41 minutes]], [[u:so it will keep growing]].\n\n"
          "**Answer:** [[t:immich-ml (about 2.6 GiB)]]."},
    {"q": "Can the deploy user run docker commands? And is watchtower keeping images updated?",
     "ev": ["c1", "c2"],
     "a": "Based on the evidence, [[s:the docker group has one member, ops]], so [[s:deploy is not in it]] "
          "and [[c:deploy is in sudo]] instead. Fix: `sudo usermod -aG docker deploy`.\n\n"
          "[[s:Watchtower exited 5 days ago with code 1]], so [[s:it hasn't updated anything for 5 days]]. "
          "[[u:Exit code 1 usually means it couldn't reach the Docker socket]]. [[c:It was created on 12 "
          "January]].\n\n"
          "**Answer:** [[s:No, deploy can't use Docker]], and [[s:watchtower is stopped]]."},
]

# ---------------------------------------------------------------------------------------------------------
# shiitake — RHEL 9.4 PostgreSQL 16 server, Asia/Tokyo (UTC+9)
# ---------------------------------------------------------------------------------------------------------
SHII = Clock("2026-03-05T10:30:00+09:00")
SHII_MEM = 135062691840


def _pg_fs():
    return [
        fs("/dev/mapper/rhel-root", "/", "xfs", 107374182400, 18900000000),
        fs("/dev/mapper/rhel-pgdata", "/var/lib/pgsql", "xfs", 2199023255552, 1391000000000),
        fs("/dev/mapper/rhel-pgbackrest", "/var/lib/pgbackrest", "xfs", 4398046511104, 3960000000000),
    ]


shii_steady = steady("s1", SHII, age=2400, hostname="shiitake", os_name="Red Hat Enterprise Linux",
                     os_version="9.4", os_codename="Plow", kernel="5.14.0-427.42.1.el9_4.x86_64",
                     cpu_model="Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz", cpu_cores=12, cpu_threads=24,
                     memory_total_bytes=SHII_MEM,
                     disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs",
                             "total_bytes": 107374182400},
                            {"device": "/dev/mapper/rhel-pgdata", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                             "total_bytes": 2199023255552}],
                     network_interfaces=[{"name": "ens1f0", "mac": "b4:96:91:3c:5e:10",
                                          "addresses": ["10.20.4.5/24"], "is_up": True}],
                     dns_servers=["10.20.0.53"], default_gateway="10.20.4.1", package_manager="rpm",
                     installed_packages={"postgresql16-server": "16.4-1PGDG.rhel9", "postgresql16": "16.4-1PGDG.rhel9",
                                         "pgbackrest": "2.53.1-1PGDG.rhel9",
                                         "kernel": "5.14.0-427.42.1.el9_4"},
                     available_services=["postgresql-16.service", "sshd.service", "node_exporter.service",
                                         "crond.service"],
                     users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql",
                             "shell": "/bin/bash"},
                            {"name": "haruto", "uid": 1000, "gid": 1000, "home": "/home/haruto",
                             "shell": "/bin/bash"}],
                     groups=[{"name": "wheel", "gid": 10, "members": ["haruto"]}])
shii_steady["data"]["stale_sources"] = ["packages"]

shii_ev = [
    shii_steady,
    item("s2", "linux_processes", processes(412, SHII_MEM, [
        (90644, "postgres", "postgres", 99.3, 24696061952, "2026-03-05T00:52:13+00:00",
         "postgres: analytics reporting 10.20.4.17(53418) SELECT"),
        (1902, "postgres", "postgres", 0.4, 19112603648, "2026-02-14T22:10:05+00:00", "postgres: checkpointer"),
        (1903, "postgres", "postgres", 0.2, 10737418240, "2026-02-14T22:10:05+00:00",
         "postgres: background writer"),
        (90588, "postgres", "postgres", 0.0, 3328599654, "2026-03-05T00:47:30+00:00",
         "postgres: app appdb 10.20.4.31(40112) idle"),
        (1893, "postmaster", "postgres", 0.0, 1610612736, "2026-02-14T22:10:05+00:00",
         "/usr/pgsql-16/bin/postmaster -D /var/lib/pgsql/16/data/"),
        (1201, "node_exporter", "node_exporter", 0.3, 42991616, "2026-02-14T22:06:12+00:00",
         "/usr/local/bin/node_exporter"),
    ]), SHII, age=20, args={"sort": "memory", "limit": 6}, complete=False),
    item("s3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-02T17:44:09+00:00", "kernel", "err",
                  "Out of memory: Killed process 88412 (postgres) total-vm:48318376kB, anon-rss:31457280kB, "
                  "file-rss:4420kB, shmem-rss:18874368kB, UID:26 pgtables:70340kB oom_score_adj:0"),
        log_entry("2026-03-04T18:02:51+00:00", "kernel", "err",
                  "Out of memory: Killed process 90177 (postgres) total-vm:47710208kB, anon-rss:29884416kB, "
                  "file-rss:3968kB, shmem-rss:18874368kB, UID:26 pgtables:68112kB oom_score_adj:0"),
    ]}, SHII, age=40, args={"grep": "Out of memory", "since_minutes": 10080}),
    item("s4", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-03-04T18:02:52+00:00", "postgresql-16.service", "err",
                  "LOG:  server process (PID 90177) was terminated by signal 9: Killed"),
        log_entry("2026-03-04T18:02:52+00:00", "postgresql-16.service", "info",
                  "DETAIL:  Failed process was running: SELECT c.region, date_trunc('month', o.created_at), "
                  "sum(o.total) FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY 1, 2"),
        log_entry("2026-03-04T18:02:52+00:00", "postgresql-16.service", "info",
                  "LOG:  terminating any other active server processes"),
        log_entry("2026-03-04T18:02:53+00:00", "postgresql-16.service", "info",
                  "LOG:  all server processes terminated; reinitializing"),
        log_entry("2026-03-04T18:02:53+00:00", "postgresql-16.service", "info",
                  "LOG:  database system was interrupted; last known up at 2026-03-04 17:58:40 UTC"),
        log_entry("2026-03-04T18:02:53+00:00", "postgresql-16.service", "info",
                  "LOG:  database system was not properly shut down; automatic recovery in progress"),
        log_entry("2026-03-04T18:03:34+00:00", "postgresql-16.service", "info",
                  "LOG:  redo done at 3A/8F21C0D8 system usage: CPU: user: 12.08 s, system: 6.51 s, "
                  "elapsed: 40.87 s"),
        log_entry("2026-03-04T18:03:36+00:00", "postgresql-16.service", "info",
                  "LOG:  database system is ready to accept connections"),
    ]}, SHII, age=40, args={"unit": "postgresql-16.service", "since_minutes": 2880, "priority": "info"}),
    item("s5", "linux_service_status",
         unit("postgresql-16.service", "active", "running", pid=1893, since="2026-02-14T22:10:05+00:00",
              desc="PostgreSQL 16 database server"), SHII, age=40, args={"name": "postgresql-16"}),
    item("s6", "linux_system_info",
         system_info(38.5, [6.12, 5.40, 4.95], 1567430, "2026-02-14T22:05:40+00:00", SHII_MEM, 41875000000,
                     4 * GiB, 4191000000), SHII, age=30),
    item("s7", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-03-01T16:00:01+00:00", "pgbackrest", "info",
                  "P00   INFO: backup command begin 2.53.1: --stanza=main --type=full"),
        log_entry("2026-03-01T17:27:12+00:00", "pgbackrest", "info",
                  "P00   INFO: backup command end: completed successfully (5231012ms)"),
        log_entry("2026-03-02T16:00:01+00:00", "pgbackrest", "info",
                  "P00   INFO: backup command begin 2.53.1: --stanza=main --type=diff"),
        log_entry("2026-03-02T16:10:13+00:00", "pgbackrest", "info",
                  "P00   INFO: backup command end: completed successfully (612044ms)"),
        log_entry("2026-03-03T16:00:01+00:00", "pgbackrest", "info",
                  "P00   INFO: backup command begin 2.53.1: --stanza=main --type=diff"),
        log_entry("2026-03-03T16:09:51+00:00", "pgbackrest", "info",
                  "P00   INFO: backup command end: completed successfully (590377ms)"),
        log_entry("2026-03-04T16:00:01+00:00", "pgbackrest", "info",
                  "P00   INFO: backup command begin 2.53.1: --stanza=main --type=diff"),
        log_entry("2026-03-04T16:00:03+00:00", "pgbackrest", "err",
                  "P00  ERROR: [056]: unable to find primary cluster - cannot proceed"),
        log_entry("2026-03-04T16:00:03+00:00", "pgbackrest", "info",
                  "P00   INFO: backup command end: aborted with exception [056]"),
    ]}, SHII, age=60, args={"grep": "backup command", "since_minutes": 10080}),
    item("s8", "linux_disk_usage", {"filesystems": _pg_fs()}, SHII, age=45),
]

shii_answers = [
    {"q": "What happened with the OOM kills on shiitake this week?", "ev": ["s1", "s3"],
     "a": "Based on the evidence, [[s:the OOM killer fired twice in the last 7 days, both times on postgres]].\n\n"
          "**First:** [[s:2 March at 17:44:09 UTC]], i.e. [[s:02:44 on 3 March in Tokyo]]. anon-rss 31,457,280 kB ÷ "
          "1,048,576 = [[s:exactly 30 GiB]], [[c:about 30 GB]].\n\n"
          "**Second:** [[s:4 March at 18:02:51 UTC]] ([[c:02:02 on 5 March local]]). 29,884,416 kB is [[c:about 29.5 GB]].\n\n"
          "[[c:The second one was larger]]. [[u:Both look like the same "
          "nightly reporting query]].\n\n"
          "**Answer:** [[s:Two OOM kills of postgres backends, around 30 GiB each]]."},
    {"q": "How long was PostgreSQL down after the last crash? Did systemd restart it?", "ev": ["s3", "s4", "s5"],
     "a": "Based on the evidence, the timeline is:\n\n"
          "- 18:02:51 UTC — [[s:the kernel kills backend PID 90177]]\n"
          ""
          "- 18:03:36 — [[s:the database accepts connections again]]\n\n"
          "18:03:36 − 18:02:51 = 45 s, so [[s:the outage lasted about 45 seconds]], [[c:of which redo took about "
          "30 s]].\n\n"
          "Did systemd restart it? [[c:Yes — systemd restarted postgresql-16.service after the crash]]. Actually, "
          "[[s:the unit has been active since 14 February]], so [[s:the "
          "postmaster never died]]. [[c:That's about 16 days of uptime]].\n\n"
          "**Answer:** [[s:about 45 seconds]]; [[s:systemd did not restart it]]."},
    {"q": "Is shiitake short on memory? Swap looks high.", "ev": ["s1", "s2", "s6"],
     "a": "Based on the evidence:\n\n"
          "1. Available: [[s:39.0 GiB]], so 125.8 − 39.0 = 86.8 GiB used, [[s:about 69%]].\n"
          "2. Swap: [[s:97.6% used]] — [[c:about 3.9 GB of 8 GB]].\n"
          "3. Load: [[c:lower now than the 15-minute average]].\n\n"
          "[[s:The analytics reporting backend (PID 90644) holds 23.0 GiB]]; [[s:it started "
          "about 38 minutes ago]]. [[u:It's the same query that was OOM-killed on the 4th]], and [[u:the high "
          "swap is left over from the OOM events]].\n\n"
          "**Answer:** [[s:39 GiB of RAM is available]]; [[c:memory use is around "
          "90%]]."},
    {"q": "Did the pgBackRest backups run this week?", "ev": ["s3", "s7", "s8"],
     "a": "Based on the evidence, the nightly runs ([[c:at midnight Tokyo time]]):\n\n"
          "| Night (UTC) | Type | Result | Duration |\n|---|---|---|---|\n"
          "| 1 March | full | ✅ | [[s:≈ 87 min]] |\n"
          "| 2 March | diff | ✅ | [[s:≈ 10.2 min]] |\n"
          "| 3 March | diff | ✅ | [[c:9 min 15 s]] |\n"
          "| 4 March | diff | [[s:❌ aborted (error 056)]] | 2 s |\n\n"
          "[[c:1 March was "
          "a Saturday]], so [[u:fulls are scheduled on weekends]].\n\n"
          "[[c:The failure on the 4th happened because PostgreSQL was down after the OOM kill]]. [[s:/var/lib/pgbackrest is 90% full]], [[c:leaving about 440 GiB]].\n\n"
          "**Answer:** [[s:3 of the last 4 backups succeeded]]."},
    {"q": "Which processes use the most memory on shiitake?", "ev": ["s2"],
     "a": "Based on the evidence, the largest by RSS:\n\n"
          "- [[s:PID 90644, analytics backend — 23.0 GiB]]\n"
          "- [[s:checkpointer — 17.8 GiB]]\n"
          "- [[c:background writer — 1.0 GiB]]\n"
          "- [[c:PID 90588, appdb backend — 3.1 GB]]\n"
          "\n"
          "23.0 + 17.8 + 10.0 + 3.1 + 1.5 = [[s:55.4 GiB]], so the analytics backend alone is [[s:about 41%]]. "
          "[[u:Most of the checkpointer's RSS is shared buffers]]. [[c:The appdb backend started a few minutes "
          "after the analytics one]].\n\n"
          "**Answer:** [[s:the analytics reporting backend (23 GiB)]]."},
    {"q": "Which PostgreSQL and pgBackRest versions are installed?", "ev": ["s1", "s4", "s7"],
     "a": "Based on the evidence:\n\n"
          "- PostgreSQL: [[t:postgresql16-server 16.4-1PGDG.rhel9]]\n"
          "- pgBackRest: [[s:2.53.1]] — the backup log says \"backup command begin 2.53.1\"\n"
          "- Running kernel: [[s:5.14.0-427.42.1.el9_4]], and [[t:the installed kernel package matches]]\n\n"
          "[[u:16.4 is two minor releases behind the current 16.6]]. [[u:The data directory is "
          "/var/lib/pgsql/16/data]]. [[c:This is RHEL 9.2]].\n\n"
          "**Answer:** [[t:PostgreSQL 16.4]] and [[s:pgBackRest 2.53.1]]."},
    {"q": "How much disk is left for the database?", "ev": ["s1", "s8"],
     "a": "Based on the evidence, [[s:the database is on /dev/mapper/rhel-pgdata, XFS at /var/lib/pgsql]].\n\n"
          "Size: 2,199,023,255,552 bytes = [[s:2 TiB]] = 2.2 TB. [[s:1.39 TB is used]], 1.391 ÷ 2.199 = "
          "[[s:63.3%]]. Free = 2.20 − 1.39 = 0.81 TB, [[c:about 810 GiB]].\n\n"
          "[[c:The root filesystem is 100 GB]]. [[s:The backup repository is the fullest at 90%]], [[c:about "
          "twice as full as pgdata]].\n\n"
          "**Answer:** [[s:about 0.81 TB free for the database]]."},
]

# ---------------------------------------------------------------------------------------------------------
# enoki — three-node k3s cluster, Gentoo server, UTC
# ---------------------------------------------------------------------------------------------------------
ENOKI = Clock("2026-04-18T16:20:00+00:00")
ENOKI_MEM = 16541151232


def knode(name, ready, version, os_image, kernel, arch, cpu, mem_ki, roles=()):
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/arch": arch, "kubernetes.io/os": "linux"}
    for role in roles:
        labels[f"node-role.kubernetes.io/{role}"] = "true"
    cond = {"type": "Ready", "status": ready}
    if ready == "Unknown":
        cond.update(reason="NodeStatusUnknown", message="Kubelet stopped posting node status.",
                    lastTransitionTime="2026-04-18T16:07:12Z")
    else:
        cond.update(reason="KubeletReady", message="kubelet is posting ready status",
                    lastTransitionTime="2026-04-02T10:09:31Z")
    res = {"cpu": cpu, "memory": mem_ki, "pods": "110", "ephemeral-storage": "238798908Ki"}
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "spec": {"taints": [{"key": "node.kubernetes.io/unreachable", "effect": "NoExecute"}]}
            if ready == "Unknown" else {},
            "status": {"capacity": dict(res), "allocatable": dict(res), "conditions": [cond],
                       "nodeInfo": {"kubeletVersion": version, "osImage": os_image, "kernelVersion": kernel,
                                    "architecture": arch, "containerRuntimeVersion": "containerd://1.7.23-k3s2"}}}


def kpod(name, ns, node, restarts=0, phase="Running", ready=True, waiting=None, started="2026-04-02T10:11:40Z",
         limit=None, last=None, container=None):
    state = {"waiting": {"reason": waiting}} if waiting else {"running": {"startedAt": started}}
    cstatus = {"name": container or name.rsplit("-", 2)[0], "ready": ready, "restartCount": restarts,
               "state": state}
    if last:
        cstatus["lastState"] = {"terminated": last}
    spec = {"containers": [{"name": cstatus["name"],
                            "resources": {"limits": {"memory": limit}} if limit else {}}]}
    if node:
        spec["nodeName"] = node
    status = {"phase": phase, "startTime": started}
    if phase == "Pending":
        status["conditions"] = [{"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                                 "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                                            "{node.kubernetes.io/unreachable: }, 2 Insufficient memory. "
                                            "preemption: 0/3 nodes are available: 1 Preemption is not helpful "
                                            "for scheduling, 2 No preemption victims found for incoming pod."}]
    else:
        status["containerStatuses"] = [cstatus]
    return {"kind": "Pod", "metadata": {"name": name, "namespace": ns}, "spec": spec, "status": status}


def kdeploy(name, ns, replicas, ready):
    return {"kind": "Deployment", "metadata": {"name": name, "namespace": ns}, "spec": {"replicas": replicas},
            "status": {"replicas": replicas, "readyReplicas": ready, "availableReplicas": ready,
                       "unavailableReplicas": replicas - ready}}


def kevent(name, ns, obj, reason, message, count, last, etype="Warning"):
    return {"kind": "Event", "metadata": {"name": name, "namespace": ns},
            "involvedObject": {"kind": "Pod", "name": obj, "namespace": ns}, "reason": reason,
            "message": message, "count": count, "type": etype, "lastTimestamp": last}


enoki_ev = [
    steady("k1", ENOKI, age=1500, hostname="enoki", os_name="Gentoo Linux", os_version="2.17", os_codename=None,
           kernel="6.6.58-gentoo-dist", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=ENOKI_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 244529881088}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b9:40:12", "addresses": ["10.0.40.10/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "ce:1e:7a:44:09:b3", "addresses": ["10.42.0.1/24"],
                                "is_up": True}],
           dns_servers=["10.0.40.1"], default_gateway="10.0.40.1", package_manager="portage",
           installed_packages={"sys-cluster/kubectl": "1.31.2", "app-containers/cri-tools": "1.31.1",
                               "sys-kernel/gentoo-kernel-bin": "6.6.58"},
           available_services=["k3s.service", "sshd.service", "chronyd.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kenji"]}]),
    item("k2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        knode("enoki", "True", "v1.31.4+k3s1", "Gentoo Linux", "6.6.58-gentoo-dist", "amd64", "4", "16153468Ki",
              roles=("control-plane", "master")),
        knode("enoki-w1", "True", "v1.31.4+k3s1", "Gentoo Linux", "6.6.58-gentoo-dist", "amd64", "4",
              "8029696Ki"),
        knode("enoki-w2", "Unknown", "v1.30.6+k3s1", "Debian GNU/Linux 12 (bookworm)", "6.6.51+rpt-rpi-v8",
              "arm64", "4", "3931216Ki"),
    ]}, ENOKI, age=40, args={"resource": "nodes"}),
    item("k3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        kpod("coredns-ccb96694c-8xk2p", "kube-system", "enoki"),
        kpod("local-path-provisioner-5cf85fd84d-jq7wn", "kube-system", "enoki"),
        kpod("metrics-server-5985cbc9d7-tm4vd", "kube-system", "enoki", restarts=1),
        kpod("traefik-57b79cf995-6rvqz", "kube-system", "enoki-w1", restarts=2),
        kpod("svclb-traefik-2f1b8a3c-mk9zt", "kube-system", "enoki-w2", ready=False, container="lb-tcp-443"),
        kpod("gitea-6d8f7c9b5-q2lmx", "apps", "enoki-w1"),
        kpod("gitea-postgres-0", "apps", "enoki", restarts=1, container="postgres"),
        kpod("vaultwarden-7b9cd4f6d8-wl2rc", "apps", "enoki-w1"),
        kpod("paperless-ngx-5f7d8c6b49-kx8tz", "apps", "enoki-w1", restarts=14, ready=False,
             waiting="CrashLoopBackOff", limit="1Gi",
             last={"reason": "OOMKilled", "exitCode": 137, "startedAt": "2026-04-18T16:13:02Z",
                   "finishedAt": "2026-04-18T16:14:27Z"}),
        kpod("home-assistant-0", "apps", "enoki", restarts=3, container="home-assistant"),
        kpod("prometheus-0", "monitoring", "enoki-w1", limit="2Gi", container="prometheus"),
        kpod("grafana-7c9f5d8b6-h4n2s", "monitoring", None, phase="Pending", ready=False,
             started="2026-04-18T15:31:08Z"),
    ]}, ENOKI, age=40, args={"resource": "pods", "all_namespaces": True}),
    item("k4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        kdeploy("coredns", "kube-system", 1, 1),
        kdeploy("local-path-provisioner", "kube-system", 1, 1),
        kdeploy("metrics-server", "kube-system", 1, 1),
        kdeploy("traefik", "kube-system", 1, 1),
        kdeploy("gitea", "apps", 1, 1),
        kdeploy("vaultwarden", "apps", 1, 1),
        kdeploy("paperless-ngx", "apps", 1, 0),
        kdeploy("grafana", "monitoring", 1, 0),
    ]}, ENOKI, age=40, args={"resource": "deployments", "all_namespaces": True}),
    item("k5", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        kevent("paperless-ngx-5f7d8c6b49-kx8tz.18a6f2c1", "apps", "paperless-ngx-5f7d8c6b49-kx8tz", "BackOff",
               "Back-off restarting failed container paperless-ngx in pod "
               "paperless-ngx-5f7d8c6b49-kx8tz_apps(3c1f0e2a-77b4-4f0e-9a51-2d8c0b7e6f13)", 61,
               "2026-04-18T16:10:55Z"),
        kevent("grafana-7c9f5d8b6-h4n2s.18a6f0b7", "monitoring", "grafana-7c9f5d8b6-h4n2s", "FailedScheduling",
               "0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
               "2 Insufficient memory.", 9, "2026-04-18T16:09:40Z"),
    ]}, ENOKI, age=480, args={"resource": "events", "all_namespaces": True}),
    item("k6", "linux_system_info",
         system_info(22.4, [1.92, 1.75, 1.60], 1404700, "2026-04-02T10:08:00+00:00", ENOKI_MEM, 6120000000, 0, 0),
         ENOKI, age=20),
    item("k7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-04-18T16:06:31+00:00", "k3s.service", "info",
                  "Remotedialer proxy error; reconnecting... error=\"websocket: close 1006 (abnormal closure): "
                  "unexpected EOF\" node=enoki-w2"),
        log_entry("2026-04-18T16:07:12+00:00", "k3s.service", "info",
                  "Node enoki-w2 event: Type: Normal, Reason: NodeNotReady, Message: Node enoki-w2 status is now: "
                  "NodeNotReady"),
        log_entry("2026-04-18T16:07:12+00:00", "k3s.service", "warning",
                  "Tainted node enoki-w2 with node.kubernetes.io/unreachable:NoExecute"),
    ]}, ENOKI, age=30, args={"unit": "k3s.service", "grep": "enoki-w2", "since_minutes": 60}),
]

enoki_answers = [
    {"q": "Give me a health overview of the enoki cluster.", "ev": ["k2", "k3"],
     "a": "Based on the evidence, [[s:the cluster has 3 nodes and 12 pods]].\n\n"
          "**Nodes:** [[s:enoki and enoki-w1 are Ready]]; [[s:enoki-w2 is Unknown]] [[c:and runs "
          "v1.31.4+k3s1 like the others]].\n\n"
          "**Pods:** [[c:10 are Running and Ready]]; [[s:paperless-ngx is in CrashLoopBackOff]] and [[c:svclb-traefik on enoki-w2 is Ready]]. 12 − 3 = 9 healthy, so [[s:75%]].\n\n"
          "**Answer:** [[s:Degraded]]: [[s:paperless-ngx is crash-looping]]."},
    {"q": "Why is paperless-ngx crash looping?", "ev": ["k3", "k5"],
     "a": "Based on the evidence, [[s:paperless-ngx-5f7d8c6b49-kx8tz is in CrashLoopBackOff on enoki-w1]] "
          "[[s:after 14 restarts]].\n\n"
          "Last termination: [[s:OOMKilled]], [[c:exit code 143]]. [[s:The memory limit is 1Gi]] = 1,073,741,824 bytes, [[c:about 1.2 GB]].\n\n"
          "[[t:The BackOff event has fired 61 times]]; 61 ÷ 14 ≈ [[t:4.4 back-offs per restart]].\n\n"
          "[[u:The OCR worker exceeds 1 GiB on large PDFs]].\n\n"
          "**Answer:** [[s:It's OOM-killed at its 1Gi limit]]; raise it to 2Gi."},
    {"q": "How much CPU and memory does the cluster have in total?", "ev": ["k2"],
     "a": "Based on the evidence:\n\n"
          "| Node | CPU | Memory |\n|---|---|---|\n"
          "| enoki | 4 | [[s:≈ 15.4 GiB]] |\n"
          "| enoki-w1 | 4 | [[c:≈ 8.0 GiB]] |\n"
          "| enoki-w2 | [[c:2]] | [[s:≈ 3.7 GiB]] |\n\n"
          "Summing: [[s:12 CPUs]] and 15.4 + 7.7 + 3.7 = [[s:26.8 GiB]], [[c:about 26.8 GB]]. [[c:enoki-w2 has about "
          "a third of enoki's memory]]. [[u:enoki-w2 is probably a Raspberry Pi 4]].\n\n"
          "**Answer:** [[s:12 CPUs and about 26.8 GiB]], [[c:of which 8 CPUs and 26.8 GiB are usable]]."},
    {"q": "Why is grafana stuck in Pending?", "ev": ["k2", "k3", "k4"],
     "a": "Based on the evidence, [[s:grafana is Pending]] and [[s:the scheduler says 0/3 nodes are "
          "available]]: [[s:one has the unreachable taint]] (enoki-w2) and [[s:two have insufficient memory]].\n\n"
          "[[s:It started at 15:31:08 UTC]], so [[c:it has been pending for about 30 minutes]]. [[c:The grafana "
          "deployment shows 1/1 ready]]. [[u:Grafana requests 512Mi]], and [[s:prometheus-0 on enoki-w1 has a "
          "2Gi limit]], [[c:which is most of that node's memory]].\n\n"
          "**Answer:** [[s:No node can fit it]] — [[c:the other two are out of CPU]]."},
    {"q": "What happened to enoki-w2?", "ev": ["k2", "k7"],
     "a": "Based on the evidence, [[s:the k3s server lost its tunnel to enoki-w2 at 16:06:31 UTC]] and "
          "[[s:marked it NodeNotReady at 16:07:12]].\n\n"
          "16:07:12 − 16:06:31 = 41 s, [[u:which matches the 40-second grace period]]. Since then it's been 12 min "
          "48 s, so [[c:about half an hour]]. [[s:It runs Debian 12 on arm64]], [[s:with kubelet v1.30.6+k3s1]], "
          "[[c:two minor versions behind the server]]. [[u:A power or SD card problem is most likely]].\n\n"
          "**Answer:** [[s:enoki-w2 stopped reporting around 16:07 UTC]]."},
    {"q": "Which pods have restarted the most?", "ev": ["k3"],
     "a": "Based on the evidence:\n\n"
          "1. [[s:paperless-ngx — 14]]\n"
          "2. [[s:home-assistant-0 — 3]]\n"
          "3. [[c:traefik — 1]]\n\n"
          "14 + 3 + 2 + 1 + 1 = [[s:21 restarts in total]], and 14 ÷ 21 = [[s:two thirds from paperless]]. "
          "[[c:home-assistant-0 runs on enoki-w1, next to paperless]]. [[c:Only 3 pods have ever restarted]]. "
          "[[u:home-assistant's restarts are probably from updates]].\n\n"
          "**Answer:** [[s:paperless-ngx, with 14]]."},
    {"q": "How is the control-plane host itself doing?", "ev": ["k1", "k6"],
     "a": "Based on the evidence, [[s:enoki is a Gentoo host with an Intel N100]] ([[c:8 threads]]).\n\n"
          "- Memory: [[s:6.12 GB available]] of 16.54 GB, so 16.54 − 6.12 = 10.42 GB used, [[c:about 55%]]\n"
          "- Load: [[s:1.92]] on 4 cores ≈ [[s:48%]], [[s:rising slightly]]\n"
          "- Uptime: 1,404,700 ÷ 86,400 = 16.3 days\n\n"
          "[[u:The extra load is likely from pods rescheduled off enoki-w2]].\n\n"
          "**Answer:** [[u:Healthy overall]], [[c:up for 18 days]]."},
]

# ---------------------------------------------------------------------------------------------------------
# porcini — Fedora 41 Silverblue laptop, America/Los_Angeles (UTC-8)
# ---------------------------------------------------------------------------------------------------------
PORC = Clock("2026-01-08T21:15:00-08:00")
PORC_MEM = 32856248320

porc_steady = steady("p1", PORC, age=3600, hostname="porcini", os_name="Fedora Linux", os_version="41",
                     os_codename=None, kernel="6.12.7-200.fc41.x86_64",
                     cpu_model="AMD Ryzen 7 PRO 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
                     memory_total_bytes=PORC_MEM,
                     disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/sysroot", "fstype": "btrfs",
                             "total_bytes": 1022875713536}],
                     network_interfaces=[{"name": "wlp1s0", "mac": "a8:3b:76:0f:52:c1",
                                          "addresses": ["192.168.0.57/24"], "is_up": True}],
                     dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="rpm-ostree",
                     installed_packages={"kernel": "6.12.7-200.fc41", "firefox": "134.0-1.fc41",
                                         "podman": "5.3.1-1.fc41", "tailscale": "1.78.1-1"},
                     available_services=["ollama.service", "tailscaled.service", "systemd-oomd.service"],
                     users=[{"name": "maya", "uid": 1000, "gid": 1000, "home": "/var/home/maya",
                             "shell": "/bin/zsh"},
                            {"name": "ollama", "uid": 964, "gid": 964, "home": "/usr/share/ollama",
                             "shell": "/bin/false"}],
                     groups=[{"name": "wheel", "gid": 10, "members": ["maya"]},
                             {"name": "ollama", "gid": 964, "members": ["ollama", "maya"]}])
porc_steady["data"]["os_variant"] = "Silverblue"
porc_steady["data"]["stale_sources"] = ["users"]

porc_ev = [
    porc_steady,
    item("p2", "linux_processes", processes(431, PORC_MEM, [
        (6120, "ollama", "ollama", 389.4, 5798205850, "2026-01-09T04:33:12+00:00",
         "/usr/local/bin/ollama runner --model /usr/share/ollama/.ollama/models/blobs/sha256-6a0746a1ec1a "
         "--ctx-size 8192 --batch-size 512 --threads 8 --port 39411"),
        (4417, "firefox", "maya", 14.2, 2469606195, "2026-01-07T16:41:02+00:00", "/usr/lib64/firefox/firefox"),
        (5032, "Isolated Web Co", "maya", 6.1, 1181116006, "2026-01-09T02:10:44+00:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (7810, "python3", "maya", 1.2, 1003487232, "2026-01-09T04:28:01+00:00",
         "python3 -m uvicorn open_webui.main:app --host 0.0.0.0 --port 8080"),
        (3311, "code", "maya", 2.3, 922746880, "2026-01-07T17:02:19+00:00", "/app/extra/vscode/code"),
        (2190, "gnome-shell", "maya", 4.8, 641728512, "2026-01-07T00:13:41+00:00", "/usr/bin/gnome-shell"),
        (6088, "ollama", "ollama", 0.2, 412090368, "2026-01-09T04:33:10+00:00", "/usr/local/bin/ollama serve"),
    ]), PORC, age=25, args={"sort": "memory", "limit": 7}, complete=False),
    item("p3", "linux_containers", {"runtime": "podman", "containers": [
        box("b1d3f5a7c9e1", "fedora-toolbox-41", "registry.fedoraproject.org/fedora-toolbox:41", "running",
            "Up 3 hours", "2025-11-20T18:02:33+00:00"),
        box("c2e4a6b8d0f2", "pg-dev", "docker.io/library/postgres:16", "running", "Up 2 days",
            "2025-12-02T22:41:09+00:00", ["127.0.0.1:5432->5432/tcp"]),
        box("d3f5b7c9e1a3", "open-webui", "ghcr.io/open-webui/open-webui:main", "running", "Up 47 minutes",
            "2026-01-03T03:15:50+00:00", ["127.0.0.1:3000->8080/tcp"]),
        box("e4a6c8d0f2b4", "mailpit", "docker.io/axllent/mailpit:latest", "exited", "Exited (0) 2 days ago",
            "2025-12-02T22:44:17+00:00", ["127.0.0.1:8025->8025/tcp", "127.0.0.1:1025->1025/tcp"]),
    ]}, PORC, age=30, args={"all": True}),
    item("p4", "linux_system_info",
         system_info(47.3, [6.81, 5.24, 3.90], 190920, "2026-01-07T00:13:00+00:00", PORC_MEM, 9126000000,
                     8 * GiB, 2791728742), PORC, age=12),
    item("p5", "linux_recent_logs", {"source": "journal", "unit": "systemd-oomd.service", "entries": [
        log_entry("2026-01-09T03:48:10+00:00", "systemd-oomd.service", "info",
                  "Killed /user.slice/user-1000.slice/user@1000.service/app.slice/"
                  "app-flatpak-com.google.Chrome-31877.scope due to memory pressure for "
                  "/user.slice/user-1000.slice/user@1000.service being 73.12% > 50.00% for > 20s with reclaim "
                  "activity"),
        log_entry("2026-01-09T04:41:37+00:00", "systemd-oomd.service", "info",
                  "Killed /user.slice/user-1000.slice/user@1000.service/app.slice/"
                  "app-flatpak-org.gimp.GIMP-40112.scope due to memory pressure for "
                  "/user.slice/user-1000.slice/user@1000.service being 61.40% > 50.00% for > 20s with reclaim "
                  "activity"),
    ]}, PORC, age=35, args={"unit": "systemd-oomd.service", "since_minutes": 1440}),
    item("p6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-01-08T16:02:44+00:00", "gdm-password", "notice",
                  "pam_unix(gdm-password:auth): authentication failure; logname= uid=0 euid=0 tty=/dev/tty1 "
                  "ruser= rhost=  user=maya"),
        log_entry("2026-01-08T16:02:51+00:00", "gdm-password", "notice",
                  "pam_unix(gdm-password:auth): authentication failure; logname= uid=0 euid=0 tty=/dev/tty1 "
                  "ruser= rhost=  user=maya"),
        log_entry("2026-01-09T01:17:30+00:00", "sudo", "notice",
                  "pam_unix(sudo:auth): authentication failure; logname=maya uid=1000 euid=0 tty=/dev/pts/2 "
                  "ruser=maya rhost=  user=maya"),
    ]}, PORC, age=35, args={"grep": "authentication failure", "since_minutes": 1440}),
    item("p7", "linux_package_history", {"source": "rpm-ostree", "events": [
        package_event("2025-12-29T02:05:44+00:00", "install", "tailscale", None, "1.78.1-1"),
        package_event("2026-01-06T18:30:12+00:00", "upgrade", "kernel", "6.12.6-200.fc41", "6.12.7-200.fc41"),
        package_event("2026-01-06T18:30:12+00:00", "upgrade", "firefox", "133.0.3-1.fc41", "134.0-1.fc41"),
        package_event("2026-01-06T18:30:12+00:00", "upgrade", "podman", "5.3.0-1.fc41", "5.3.1-1.fc41"),
    ]}, PORC, age=60, args={"since_days": 14}),
    item("p8", "linux_service_status",
         unit("ollama.service", "active", "running", pid=6088, since="2026-01-09T04:33:10+00:00",
              desc="Ollama Service"), PORC, age=30, args={"name": "ollama"}),
]

porc_answers = [
    {"q": "Why is my laptop so slow right now?", "ev": ["p1", "p2", "p4"],
     "a": "Based on the evidence, [[s:the ollama runner (PID 6120) is at 389.4% CPU]], [[s:almost 4 cores]]. "
          "The load is 6.81; on [[c:8 threads]] that's 85%.\n\n"
          "Memory: [[s:the runner holds about 5.4 GiB]], and with Firefox's two processes "
          "5.4 + 2.3 + 1.1 = 8.8 GiB, [[c:more than a third of RAM]]. [[s:About 72% of memory is "
          "used]] and [[c:swap is 4.6 GiB in use]].\n\n"
          "[[u:It's probably a 7B model at Q4]].\n\n"
          "**Answer:** [[s:ollama is using nearly 4 cores and 5.4 GiB]]; `systemctl stop ollama` when idle."},
    {"q": "Something killed my apps this evening — what was it?", "ev": ["p1", "p5", "p8"],
     "a": "Based on the evidence, [[s:systemd-oomd killed two app scopes]], [[u:not the kernel OOM killer]]:\n\n"
          "1. [[s:Chrome (Flatpak)]] at [[s:19:48 local]]\n"
          "2. [[s:GIMP]] at 04:41:37 UTC, [[c:21:41 local]], [[c:pressure 64.1%]]\n\n"
          "[[c:The GIMP kill came about 18 minutes after "
          "ollama.service started]]. [[u:Loading the model pushed memory pressure over the limit]]. [[t:Both were in "
          "maya's session]].\n\n"
          "**Answer:** [[s:systemd-oomd, because of memory pressure]]."},
    {"q": "Which podman containers do I have?", "ev": ["p3"],
     "a": "Based on the evidence, [[s:podman lists 4 containers]]:\n\n"
          ""
          "- **pg-dev** — [[c:postgres:15]], [[s:port 5432 on 127.0.0.1]]\n"
          "- **open-webui** — [[s:up 47 minutes]], [[c:host port 8080]]\n"
          "- **mailpit** — [[s:exited 2 days ago]]\n\n"
          "[[s:3 of 4 are running]]. [[c:open-webui is the oldest "
          "container]], and [[c:mailpit would listen on 8025 and 2525]]. [[u:open-webui was restarted to pick "
          "up a new model]].\n\n"
          "**Answer:** [[s:4 containers, 3 running]]."},
    {"q": "Were there any failed logins on porcini?", "ev": ["p6"],
     "a": "Based on the evidence, [[s:there were 3 authentication failures in the last 24 hours]]:\n\n"
          "- [[s:Two at the GDM login screen]], [[s:08:02 Pacific]], [[c:17 seconds apart]]\n"
          "- [[s:One sudo failure at 01:17:30 UTC]] [[c:on pts/1]], [[c:which is 18:17 local]]\n\n"
          "[[s:None came from a remote host]], so [[u:it's just mistyped passwords]].\n\n"
          "**Answer:** [[s:3 local failures]], [[c:2 of them from sudo]]."},
    {"q": "What was updated recently, and am I running the new kernel?", "ev": ["p1", "p7"],
     "a": "Based on the evidence, [[s:the rpm-ostree history has 4 events in 14 days]]:\n\n"
          "1. [[s:kernel 6.12.6 → 6.12.7]]\n"
          "2. [[s:firefox 133.0.3 → 134.0]]\n"
          "3. [[c:podman 5.2.5 → 5.3.1]]\n"
          "4. [[s:tailscale 1.78.1 installed]] [[c:on 29 December]]\n\n"
          "[[s:The running "
          "kernel is 6.12.7-200.fc41]], so [[s:you've rebooted into the new deployment]]. [[c:Tailscale is "
          "the only package that was removed]].\n\n"
          "**Answer:** [[s:Yes — kernel 6.12.7]]."},
    {"q": "How much memory is ollama taking overall?", "ev": ["p2", "p4", "p8"],
     "a": "Based on the evidence:\n\n"
          "- [[s:`ollama serve` (PID 6088) — 393 MiB]]\n"
          "- [[s:`ollama runner` (PID 6120)]] — 5,798,205,850 bytes = [[s:5.4 GiB]] = [[c:5.4 GB]]\n\n"
          "5.4 + 0.38 ≈ [[s:5.8 GiB]], and 5.8 ÷ 30.6 = [[s:about 19% of RAM]]. [[s:ollama.service has been "
          "active for about 42 minutes]]. [[c:The runner's context size is 4096]].\n\n"
          "**Answer:** [[s:about 5.8 GiB]] ([[c:roughly a quarter of your RAM]])."},
    {"q": "Am I an admin on this laptop, and what's my shell?", "ev": ["p1"],
     "a": "Based on the evidence:\n\n"
          "- [[t:The only regular user is maya (UID 1000)]]\n"
          "- [[t:maya is in wheel]]\n"
          "- [[t:Her shell is /bin/zsh]]\n"
          "- [[t:maya is also in the docker group]]\n\n"
          "[[s:This is Fedora Linux 41 Silverblue]], [[c:on kernel 6.12.6]]. [[u:Silverblue symlinks /home to "
          "/var/home]].\n\n"
          "**Answer:** [[t:Yes (wheel)]], [[t:zsh]]."},
]

MACHINES = [
    {"name": "morel", "clock": MOREL, "evidence": morel_ev, "answers": morel_answers},
    {"name": "chanterelle", "clock": CHANT, "evidence": chant_ev, "answers": chant_answers},
    {"name": "shiitake", "clock": SHII, "evidence": shii_ev, "answers": shii_answers},
    {"name": "enoki", "clock": ENOKI, "evidence": enoki_ev, "answers": enoki_answers},
    {"name": "porcini", "clock": PORC, "evidence": porc_ev, "answers": porc_answers},
]
