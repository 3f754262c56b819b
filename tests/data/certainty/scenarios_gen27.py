"""27th generation (written blind by a helper who saw neither the wrapper nor its misses).

Four machines named after Egyptian places, answers in the forms small local models write (tables with
status emoji, key: value lines, numbered lists, headings, long paragraphs joined by dashes and semicolons,
hedges, greetings and offers), each mixing supported, contradicted, unsupported and stale claims.

thebes — a Fedora 40 laptop (America/Denver, MDT). A steady-state snapshot whose `packages` source is in
stale_sources (a dnf transaction ran after it), fresh system info (80% RAM used, zram swap 40%), a process
list sorted by memory cut to 8 of 384, a failed bluetooth.service with its journal (bluetoothd 5.80
segfaulting at 21:02), a week of package history (firefox, bluez, a new kernel this evening; podman-compose
on Sunday; gnome-tour removed), a disk reading 400 s old (stale) and an inactive sshd.

memphis — an Ubuntu 22.04 PostgreSQL 16 server (Europe/Berlin, CET). An OOM kill of a backend at 03:40 and
the cluster's restart at 03:41 (service status plus warning-level journal), a system-info reading ten
minutes old (stale), a memory-sorted process list cut to 6, fresh disk usage (data volume at 83%), listeners
and connections (pgbouncer clients, a replica, an SSH session), an excerpt of postgresql.conf, two weeks of
package history (a kernel installed but not booted) and the accounts with a sudoers drop-in.

giza — the control-plane node of a four-node k3s cluster on Debian 12 (Asia/Kolkata, +05:30). Nodes (giza-w2
NotReady, giza-w3 on an older kubelet), pods, deployments and services of the `shop` namespace (a
CrashLoopBackOff, a Pending pod that cannot be scheduled, a servicelb LoadBalancer), the k3s journal of the
last hour, fresh system info and disks, and a CPU-sorted process list fifteen minutes old (stale).

aswan — a Rocky Linux 9.4 GitLab CI runner and Docker host (America/Sao_Paulo, -03:00). A snapshot whose
`users` source is stale, all containers (builds, a registry, buildkitd, a restarting minio, an exited
service container, a created one), disks (/var/lib/docker at 95%), listeners and connections, the
firewalld public zone file with firewalld itself inactive, every service (kdump failed), the runner's
journal (jobs failing with "no space left on device"), fresh system info and a stale CPU-sorted process list.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# thebes — Fedora 40 laptop
# ---------------------------------------------------------------------------------------------------------
T = Clock("2025-03-18T21:40:00-06:00")
T_MEM = 16_463_110_144

thebes_ev = [
    steady("e1", T, age=1800, hostname="thebes", os_name="Fedora Linux", os_version="40 (Workstation Edition)",
           os_codename=None, kernel="6.13.5-100.fc40.x86_64", cpu_model="12th Gen Intel(R) Core(TM) i7-1260P",
           cpu_cores=12, cpu_threads=16, memory_total_bytes=T_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510_770_802_688},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:11:8e:2d", "addresses": ["192.168.1.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"firefox": "136.0-1.fc40", "kernel": "6.13.5-100.fc40", "podman": "5.4.0-1.fc40",
                               "gnome-shell": "46.9-1.fc40", "bluez": "5.79-1.fc40", "flatpak": "1.15.12-1.fc40",
                               "code": "1.98.2-1741788907.el8"},
           available_services=["bluetooth.service", "cups.service", "sshd.service", "NetworkManager.service",
                               "firewalld.service", "power-profiles-daemon.service", "podman.socket"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "nadia", "uid": 1000, "gid": 1000, "home": "/home/nadia", "shell": "/bin/zsh"},
                  {"name": "omar", "uid": 1001, "gid": 1001, "home": "/home/omar", "shell": "/bin/bash"},
                  {"name": "gdm", "uid": 42, "gid": 42, "home": "/var/lib/gdm", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["nadia"]},
                   {"name": "nadia", "gid": 1000, "members": []}, {"name": "omar", "gid": 1001, "members": []}],
           admin_users=["nadia"], sudoers_files=[], stale_sources=["packages"]),
    item("e2", "linux_system_info", system_info(23.4, [2.41, 1.87, 1.52], 273_600, "2025-03-15T17:40:00-06:00",
                                                T_MEM, 3 * GiB, 8 * GiB, 3_435_973_837), T, age=30),
    item("e3", "linux_processes", processes(384, T_MEM, [
        (4121, "firefox", "nadia", 8.2, 2_576_980_378, "2025-03-18T08:12:04-06:00", "/usr/lib64/firefox/firefox"),
        (6120, "java", "nadia", 0.4, 1_932_735_283, "2025-03-18T18:30:11-06:00",
         "java -Xmx2g -jar /home/nadia/games/mc-server/server.jar nogui"),
        (4380, "Isolated Web Co", "nadia", 14.9, 1_503_238_554, "2025-03-18T08:12:09-06:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 12 -isForBrowser tab"),
        (2210, "gnome-shell", "nadia", 3.1, 912_261_120, "2025-03-15T17:41:02-06:00", "/usr/bin/gnome-shell"),
        (5602, "code", "nadia", 1.2, 786_432_000, "2025-03-18T09:03:40-06:00", "/usr/share/code/code"),
        (7011, "slack", "nadia", 0.8, 671_088_640, "2025-03-18T08:15:20-06:00", "/usr/lib/slack/slack"),
        (1988, "tracker-miner-f", "nadia", 0.0, 325_058_560, "2025-03-15T17:41:05-06:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (2301, "gnome-software", "nadia", 0.1, 293_601_280, "2025-03-15T17:41:06-06:00",
         "/usr/bin/gnome-software --gapplication-service"),
    ]), T, age=40, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_service_status", unit("bluetooth.service", "failed", "failed", "enabled", None, None,
                                            "Bluetooth service"), T, age=25, args={"name": "bluetooth"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": [
        log_entry("2025-03-18T21:02:13-06:00", "bluetooth.service", "info", "Bluetooth daemon 5.80"),
        log_entry("2025-03-18T21:02:14-06:00", "bluetooth.service", "err",
                  "src/adapter.c:reset_adv_monitors_complete() Failed to reset Adv Monitors: Failed (0x03)"),
        log_entry("2025-03-18T21:02:14-06:00", "bluetooth.service", "err", "Failed to set mode: Failed (0x03)"),
        log_entry("2025-03-18T21:02:15-06:00", "bluetooth.service", "notice",
                  "bluetooth.service: Main process exited, code=dumped, status=11/SEGV"),
        log_entry("2025-03-18T21:02:15-06:00", "bluetooth.service", "warning",
                  "bluetooth.service: Failed with result 'core-dump'."),
    ]}, T, age=25, args={"unit": "bluetooth", "since_minutes": 120}),
    item("e6", "linux_package_history", {"events": [
        package_event("2025-03-13T08:03:10-06:00", "remove", "gnome-tour", "46.0-2.fc40", None),
        package_event("2025-03-16T10:14:22-06:00", "install", "podman-compose", None, "1.3.0-1.fc40"),
        package_event("2025-03-18T19:55:02-06:00", "upgrade", "firefox", "136.0-1.fc40", "136.0.1-1.fc40"),
        package_event("2025-03-18T19:55:04-06:00", "upgrade", "bluez", "5.79-1.fc40", "5.80-1.fc40"),
        package_event("2025-03-18T19:55:40-06:00", "install", "kernel-core", None, "6.13.6-100.fc40"),
        package_event("2025-03-18T19:55:41-06:00", "install", "kernel", None, "6.13.6-100.fc40"),
        package_event("2025-03-18T19:55:58-06:00", "upgrade", "mesa-dri-drivers", "24.3.4-1.fc40", "24.3.4-2.fc40"),
    ]}, T, age=60, args={"since_days": 7}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 510_770_802_688, 402_653_184_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 311_427_072),
    ]}, T, age=400),
    item("e8", "linux_service_status", unit("sshd.service", "inactive", "dead", "disabled", None, None,
                                            "OpenSSH server daemon"), T, age=15, args={"name": "sshd"}),
]

thebes_answers = [
    {"q": "my laptop feels really sluggish, what's eating all the memory?", "ev": ["e2", "e3"],
     "a": "Hey! Your laptop is under quite a bit of memory pressure right now. [[s:About 80% of RAM is in use]] — "
          "[[s:roughly 12.3 GiB of the 15.3 GiB]] — and [[c:only about 1.5 GiB is still available]]. "
          "[[s:Swap (zram) is at 40%]], [[c:a bit over 4 GiB of the 8 GiB]].\n\n"
          "**Biggest consumers:**\n"
          "1. [[s:**Firefox** (PID 4121) — ~2.4 GiB]], [[s:plus a content process (`Isolated Web Co`) at ~1.4 GiB]]\n"
          "2. [[s:A **java** process running a Minecraft `server.jar`, about 1.8 GiB]] — "
          "[[s:it was started at 18:30 this evening]]\n"
          "3. [[c:`gnome-shell` at about 1.2 GiB]]\n"
          "4. [[s:VS Code (`code`) around 750 MiB]] and [[s:Slack ~640 MiB]]; [[c:the smallest of the top group is tracker-miner at 310 MiB]]\n\n"
          "[[c:Firefox is also the top CPU user at 8%]]. [[s:The 1-minute load average is 2.41]] "
          "[[s:and the machine has been up a little over 3 days]].\n\n"
          "If you're not playing right now, stopping the Minecraft server would free the most memory in one go."},
    {"q": "bluetooth stopped working, can you check?", "ev": ["e4", "e5", "e6"],
     "a": "No — [[s:the Bluetooth service is in a **failed** state]] [[s:(it's still enabled, so it will try again "
          "at the next boot)]]. Looking at the journal, [[s:bluetoothd 5.80 started at 21:02]] and "
          "[[s:crashed a couple of seconds later with a segfault (status=11/SEGV)]], [[c:about 10 minutes ago]]. "
          "[[s:Right before that it logged \"Failed to set mode: Failed (0x03)\"]], [[u:which usually means the "
          "adapter firmware didn't load]]. [[s:bluez was upgraded from 5.79 to 5.80 this evening at 19:55]], and "
          "[[u:that update is most likely what broke it]]. [[c:systemd has already tried restarting it three "
          "times]] without luck.\n\nYou could try `sudo systemctl restart bluetooth` or boot the previous kernel; "
          "if it keeps crashing, downgrading with `sudo dnf downgrade bluez` is a reasonable workaround."},
    {"q": "what got updated on this machine today?", "ev": ["e6"],
     "a": "Here's what dnf changed today:\n\n"
          "| Package | From | To | Time |\n|---|---|---|---|\n"
          "| firefox | [[s:136.0-1.fc40 | 136.0.1-1.fc40 | 19:55]] |\n"
          "| bluez | 5.79-1.fc40 | [[c:5.81-1.fc40]] | 19:55 |\n"
          "| kernel | — | [[s:6.13.6-100.fc40 (new install)]] | 19:55 |\n"
          "| mesa-dri-drivers | [[s:24.3.4-1.fc40 | 24.3.4-2.fc40]] | 19:55 |\n\n"
          "[[s:In total 5 packages changed today]] (kernel and kernel-core count separately). "
          "Earlier in the week [[s:podman-compose 1.3.0 was installed on Sunday]], "
          "[[c:and gnome-tour was upgraded]] [[c:on Wednesday the 12th]]. "
          "[[u:All of these came from the regular `updates` repo]]."},
    {"q": "how much disk space do I have left?", "ev": ["e1", "e7"],
     "a": "Your root filesystem is **btrfs** on the NVMe drive:\n\n"
          "- Usage: [[t:79% full]]\n- Used: [[t:about 375 GiB]] [[s:of 476 GiB]]\n"
          "- Free: [[t:roughly 100 GiB]]\n\n"
          "[[t:`/boot` is only 31% used]]. "
          "[[u:Most of the space is probably your Steam library under ~/.local/share/Steam]] — "
          "`du -sh ~/.local/share/* | sort -h` would tell you for sure."},
    {"q": "who can use sudo on this laptop?", "ev": ["e1"],
     "a": "**Admins:** [[s:only **nadia** can use sudo]] [[s:(she's in the `wheel` group)]].\n\n"
          "**Other accounts:** [[s:omar is a regular user (UID 1001)]] [[c:with zsh as his login shell]]; "
          "[[s:nadia's shell is zsh]]. [[s:There are no extra rules in /etc/sudoers.d]]. "
          "[[c:There are three human accounts on the machine]], [[u:and omar last logged in yesterday]].\n\n"
          "To give omar admin rights: `sudo usermod -aG wheel omar`."},
    {"q": "which kernel am I on? do I need to reboot?", "ev": ["e1", "e2", "e6"],
     "a": "You're running [[s:**6.13.5-100.fc40**]]. [[s:Kernel 6.13.6-100.fc40 was installed today at 19:55]], "
          "and [[s:the machine was last booted on Saturday evening]], [[s:so the new kernel isn't active yet]] — "
          "yes, a reboot is needed to use it. [[c:You've been up for about 5 days]] anyway. "
          "[[u:Fedora keeps the last three kernels by default]], so you can always fall back from the GRUB menu."},
    {"q": "quick overview of this machine please", "ev": ["e1", "e2"],
     "a": "**thebes** at a glance:\n\n"
          "- OS: [[s:Fedora Linux 40 (Workstation)]]\n"
          "- CPU: [[s:Intel Core i7-1260P]], [[c:16 cores]]\n- RAM: [[s:16 GB]] ([[s:~80% in use right now]])\n"
          "- Disk: [[s:~510 GB btrfs root]]\n- Desktop: [[t:GNOME Shell 46.9]]\n"
          "- Containers: [[t:Podman 5.4.0]]\n\n"
          "Anything specific you'd like me to dig into?"},
    {"q": "is ssh running on my laptop? I want to copy files from my desktop", "ev": ["e8"],
     "a": "[[c:Yes, sshd is running]] [[u:and listening on port 22]], so you can `scp` from your desktop "
          "straight away."},
]

# ---------------------------------------------------------------------------------------------------------
# memphis — Ubuntu 22.04 PostgreSQL server
# ---------------------------------------------------------------------------------------------------------
M = Clock("2025-11-04T09:15:00+01:00")
M_MEM = 33_654_800_384

memphis_ev = [
    steady("e1", M, age=3000, hostname="memphis", domain="db.internal", os_name="Ubuntu", os_version="22.04.5 LTS",
           os_codename="jammy", kernel="5.15.0-125-generic", cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz",
           cpu_cores=8, cpu_threads=8, memory_total_bytes=M_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 105_088_212_992},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1_099_511_627_776}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:7a:10:0f", "addresses": ["10.20.4.15/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.4.1",
           installed_packages={"postgresql-16": "16.6-1.pgdg22.04+1", "postgresql-client-16": "16.6-1.pgdg22.04+1",
                               "pgbouncer": "1.23.1-1.pgdg22.04+1", "openssh-server": "1:8.9p1-3ubuntu0.11",
                               "prometheus-node-exporter": "1.3.1-1ubuntu0.22.04.2",
                               "linux-image-5.15.0-125-generic": "5.15.0-125.135",
                               "linux-image-5.15.0-126-generic": "5.15.0-126.136"},
           available_services=["postgresql.service", "postgresql@16-main.service", "pgbouncer.service", "ssh.service",
                               "prometheus-node-exporter.service", "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 113, "gid": 120, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 114, "gid": 121, "home": "/var/lib/prometheus",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "svc-backup", "uid": 1001, "gid": 1001, "home": "/srv/backup", "shell": "/usr/sbin/nologin"},
                  {"name": "ana", "uid": 1002, "gid": 1002, "home": "/home/ana", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["deploy", "ana"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]},
                   {"name": "postgres", "gid": 120, "members": []}],
           admin_users=["ana", "deploy"], sudoers_files=["deploy-nopasswd"], stale_sources=[]),
    item("e2", "linux_service_status", unit("postgresql@16-main.service", "active", "running", "enabled", 20911,
                                            "2025-11-04T03:41:12+01:00", "PostgreSQL Cluster 16-main"),
         M, age=30, args={"name": "postgresql@16-main"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2025-11-04T03:12:44+01:00", "postgresql@16-main.service", "warning",
                  "2025-11-04 03:12:44.120 CET [22871] LOG:  checkpoints are occurring too frequently (24 seconds "
                  "apart)"),
        log_entry("2025-11-04T03:40:58+01:00", None, "err",
                  "Out of memory: Killed process 1042 (postgres) total-vm:9834120kB, anon-rss:7120344kB, "
                  "file-rss:0kB, shmem-rss:812kB, UID:113 pgtables:15012kB oom_score_adj:-900"),
        log_entry("2025-11-04T03:41:05+01:00", "postgresql@16-main.service", "err",
                  "postgresql@16-main.service: Main process exited, code=killed, status=9/KILL"),
        log_entry("2025-11-04T03:41:05+01:00", "postgresql@16-main.service", "warning",
                  "postgresql@16-main.service: Failed with result 'signal'."),
        log_entry("2025-11-04T08:55:30+01:00", "pgbouncer.service", "warning",
                  "C-0x55d1a3c0: appdb/app@10.20.4.31:51422 closing because: client_idle_timeout (age=600s)"),
    ]}, M, age=40, args={"since_minutes": 480, "priority": "warning"}),
    item("e4", "linux_system_info", system_info(71.0, [6.2, 5.8, 5.1], 1_209_600, "2025-10-21T08:05:00+00:00",
                                                M_MEM, 2_684_354_560, 0, 0), M, age=600),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda1", "/", "ext4", 105_088_212_992, 41_875_931_136),
        fs("/dev/sdb1", "/var/lib/postgresql", "xfs", 1_099_511_627_776, 912_680_550_400),
    ]}, M, age=20),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:7a:10:0f", "addresses": ["10.20.4.15/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 801, "sshd"), listener(5432, "0.0.0.0", 20911, "postgres"),
                      listener(5432, "::", 20911, "postgres"), listener(6432, "0.0.0.0", 990, "pgbouncer"),
                      listener(9100, "::", 702, "prometheus-node")],
        "connections": [
            connection("10.20.4.15:6432", "10.20.4.31:51422", 990, "pgbouncer"),
            connection("10.20.4.15:6432", "10.20.4.31:51430", 990, "pgbouncer"),
            connection("10.20.4.15:6432", "10.20.4.31:51438", 990, "pgbouncer"),
            connection("10.20.4.15:6432", "10.20.4.32:47710", 990, "pgbouncer"),
            connection("127.0.0.1:40112", "127.0.0.1:5432", 990, "pgbouncer"),
            connection("127.0.0.1:40113", "127.0.0.1:5432", 990, "pgbouncer"),
            connection("127.0.0.1:5432", "127.0.0.1:40112", 23054, "postgres"),
            connection("127.0.0.1:5432", "127.0.0.1:40113", 23110, "postgres"),
            connection("10.20.4.15:5432", "10.20.4.16:38810", 22001, "postgres"),
            connection("10.20.4.15:22", "10.20.9.7:50211", 30110, "sshd"),
        ]}, M, age=15),
    item("e7", "linux_file_read", {"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 14,
                                   "total_lines": 845, "lines": [
        "listen_addresses = '*'\t\t# what IP address(es) to listen on;", "port = 5432", "max_connections = 300",
        "shared_buffers = 8GB", "work_mem = 64MB", "maintenance_work_mem = 1GB", "effective_cache_size = 24GB",
        "wal_level = replica", "max_wal_size = 4GB", "min_wal_size = 1GB", "checkpoint_timeout = 5min",
        "#autovacuum = on\t\t\t# Enable autovacuum subprocess?  'on'", "log_min_duration_statement = 500",
        "random_page_cost = 1.1"]}, M, age=25,
         args={"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 14}),
    item("e8", "linux_processes", processes(212, M_MEM, [
        (23110, "postgres", "postgres", 88.5, 6_979_321_856, "2025-11-04T08:47:30+01:00",
         "postgres: 16/main: app appdb 127.0.0.1(40113) SELECT"),
        (23054, "postgres", "postgres", 0.0, 3_221_225_472, "2025-11-04T08:40:02+01:00",
         "postgres: 16/main: app appdb 127.0.0.1(40112) idle in transaction"),
        (20925, "postgres", "postgres", 2.1, 2_040_109_465, "2025-11-04T03:41:12+01:00",
         "postgres: 16/main: checkpointer"),
        (24410, "postgres", "postgres", 17.9, 1_288_490_188, "2025-11-04T09:10:44+01:00",
         "postgres: 16/main: autovacuum worker appdb"),
        (20911, "postgres", "postgres", 0.3, 224_395_264, "2025-11-04T03:41:12+01:00",
         "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main -c "
         "config_file=/etc/postgresql/16/main/postgresql.conf"),
        (990, "pgbouncer", "postgres", 3.0, 25_165_824, "2025-10-21T09:06:10+01:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
    ]), M, age=35, args={"sort": "memory", "limit": 6}, complete=False),
    item("e9", "linux_package_history", {"events": [
        package_event("2025-10-29T06:25:14+01:00", "upgrade", "postgresql-16", "16.4-1.pgdg22.04+2",
                      "16.6-1.pgdg22.04+1"),
        package_event("2025-10-29T06:25:16+01:00", "upgrade", "postgresql-client-16", "16.4-1.pgdg22.04+2",
                      "16.6-1.pgdg22.04+1"),
        package_event("2025-11-01T06:31:02+01:00", "upgrade", "openssh-server", "1:8.9p1-3ubuntu0.10",
                      "1:8.9p1-3ubuntu0.11"),
        package_event("2025-11-01T06:32:40+01:00", "install", "linux-image-5.15.0-126-generic", None,
                      "5.15.0-126.136"),
        package_event("2025-11-01T06:32:41+01:00", "install", "linux-modules-5.15.0-126-generic", None,
                      "5.15.0-126.136"),
    ]}, M, age=50, args={"since_days": 14}),
]

memphis_answers = [
    {"q": "why did postgres restart last night?", "ev": ["e2", "e3"],
     "a": "## What happened\n\n[[s:At 03:40:58 the kernel's OOM killer killed a postgres process (PID 1042)]] "
          "[[s:that was holding about 7 GB of anonymous memory]]. [[s:systemd then saw the cluster's main process "
          "exit with SIGKILL (status=9/KILL)]], and [[s:the service was back up at 03:41:12]] [[c:— an outage of roughly two minutes]].\n\n"
          "## Current state\n\n- [[s:`postgresql@16-main` is **active (running)**]]\n- [[c:Main PID: 1187]]\n"
          "- [[s:Enabled at boot]]\n\n## Why\n\n[[u:A nightly reporting query most likely blew past work_mem]]. "
          "[[s:About half an hour before the kill, postgres also warned that checkpoints were occurring too "
          "frequently (24 seconds apart)]]. [[u:No data should have been lost, since the WAL is replayed on "
          "restart]].\n\nI'd look at `pg_stat_statements` for the heaviest queries around 03:30."},
    {"q": "is the database disk filling up?", "ev": ["e5", "e1"],
     "a": "- `/var/lib/postgresql` ([[c:ext4]]): [[s:83% used]], [[c:about 150 GiB free]] [[s:out of 1 TiB]]\n"
          "- `/`: [[s:~40% used]] [[c:(about 45 GB used)]]\n\n"
          "[[s:The data lives on its own disk (/dev/sdb1)]], so the root filesystem isn't at risk. "
          "[[u:At the current growth of ~5 GB a day you have roughly a month left]] before it gets critical."},
    {"q": "what's using all the memory on the db box?", "ev": ["e4", "e8"],
     "a": "Memory on memphis is tight: [[t:about 92% of the 31 GiB is in use]] and [[t:only ~2.5 GiB is "
          "available]]; [[t:there's no swap configured at all]]. [[t:Load is around 6]].\n\n"
          "Top memory users right now:\n\n| PID | What | RSS |\n|---|---|---|\n"
          "| 23110 | [[s:app@appdb backend running a SELECT]] | [[s:6.5 GiB]] |\n"
          "| 23054 | [[c:app@appdb backend, active query]] | [[s:3.0 GiB]] |\n"
          "| 20925 | checkpointer | [[c:1.2 GiB]] |\n"
          "| 24410 | [[s:autovacuum worker]] | [[s:1.2 GiB]] |\n\n"
          "[[s:PID 23110 is also burning ~88% CPU]] [[c:and has been running since 07:47]]. [[s:The idle-in-transaction backend has been around since "
          "08:40]], [[u:so it's probably a client that forgot to commit]]. [[c:pgbouncer itself uses about "
          "240 MiB]]."},
    {"q": "who's connected to postgres right now?", "ev": ["e6"],
     "a": "Right now [[s:four clients are connected through pgbouncer on port 6432]] — [[s:three from "
          "10.20.4.31]] and [[c:one from 10.20.4.33]] — and [[s:pgbouncer holds two server connections to "
          "postgres on 127.0.0.1:5432]]. [[s:There's also one direct connection to 5432 from 10.20.4.16]], "
          "[[u:which is almost certainly the streaming replica]]. [[s:Someone is logged in over SSH from "
          "10.20.9.7]]. [[c:Postgres itself only listens on localhost]], so [[c:nothing can bypass the pooler]]."},
    {"q": "what are the main postgres settings?", "ev": ["e7", "e1"],
     "a": "From `/etc/postgresql/16/main/postgresql.conf`:\n\n"
          "- [[s:max_connections: 300]]\n- [[s:shared_buffers: 8GB]] [[s:(about a quarter of the 32 GB of RAM)]]\n"
          "- [[c:work_mem: 16MB]]\n- [[s:effective_cache_size: 24GB]]\n- [[c:max_wal_size: 1GB]]\n"
          "- [[u:autovacuum: on]] (default)\n- [[s:log_min_duration_statement: 500 ms]]\n"
          "\n"
          "[[s:This is PostgreSQL 16.6]]. [[u:With 300 connections × 64MB work_mem a burst could in theory need "
          "~19 GB]], so I'd consider lowering max_connections now that pgbouncer is in front."},
    {"q": "were there any updates recently? do I need to reboot?", "ev": ["e9", "e1"],
     "a": "Recent package activity (last 2 weeks):\n\n"
          "1. [[s:PostgreSQL 16 went from 16.4 to 16.6]] [[c:on Friday, Oct 31]]\n"
          "2. [[s:openssh-server got an update to 1:8.9p1-3ubuntu0.11 on Nov 1]] [[c:(previously 1:8.9p1-3ubuntu0.9)]]\n"
          "3. [[s:A new kernel, 5.15.0-126, was installed the same morning]], [[s:but you're still running "
          "5.15.0-125]]\n\n"
          "So [[s:yes, a reboot is pending]] to get onto the new kernel. [[c:Only three packages changed in the "
          "last two weeks]]; [[u:they all came in through unattended-upgrades]]. "
          "[[u:/var/run/reboot-required is set]] as well."},
    {"q": "which ports are open on memphis?", "ev": ["e6"],
     "a": "| Port | Bound to | Process |\n|---|---|---|\n"
          "| 22 | [[s:0.0.0.0]] | [[s:sshd]] |\n| 5432 | [[s:0.0.0.0 and ::]] | [[s:postgres]] |\n"
          "| 6432 | [[c:127.0.0.1]] | [[s:pgbouncer]] |\n| 9100 | [[s:::]] | [[c:grafana-agent]] |\n"
          "| [[c:8008]] | 0.0.0.0 | patroni |\n\n"
          "[[u:ufw only lets 22 and 6432 in from outside]], so the others are internal."},
    {"q": "which accounts can log in and who has sudo?", "ev": ["e1"],
     "a": "[[s:Two people have sudo: **deploy** and **ana**]] [[s:(both through the `sudo` group)]]. "
          "[[c:svc-backup can also log in, with /bin/bash]]. [[s:postgres has a real shell (/bin/bash)]] "
          "[[u:but its password is locked]]. [[s:There's a drop-in at /etc/sudoers.d/deploy-nopasswd]], "
          "[[u:which gives deploy passwordless sudo]]. [[c:ana's UID is 1001]].\n\n"
          "Run `sudo -l -U ana` to see exactly what she may run."},
]

# ---------------------------------------------------------------------------------------------------------
# giza — k3s control plane, Debian 12
# ---------------------------------------------------------------------------------------------------------
G = Clock("2025-06-21T14:30:00+05:30")
G_MEM = 135_089_770_496


def _node(name, ready, version, role=None, ip=None):
    n = node(name, ready, version)
    n["metadata"]["labels"] = {"kubernetes.io/hostname": name, **({f"node-role.kubernetes.io/{role}": "true"}
                                                                   if role else {})}
    n["status"]["addresses"] = [{"type": "InternalIP", "address": ip}]
    return n


_pending = {"kind": "Pod", "metadata": {"name": "payments-worker-6f7c8d9b5-x2b4n", "namespace": "shop"},
            "spec": {}, "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/4 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/"
                            "unreachable: }, 3 Insufficient memory. preemption: 0/4 nodes are available: 1 "
                            "Preemption is not helpful for scheduling, 3 No preemption victims found for incoming "
                            "pod."}]}}


def _svc(name, stype, cluster_ip, ports, ingress=None):
    out = {"kind": "Service", "metadata": {"name": name, "namespace": "shop"},
           "spec": {"type": stype, "clusterIP": cluster_ip, "ports": ports}, "status": {"loadBalancer": {}}}
    if ingress:
        out["status"]["loadBalancer"] = {"ingress": [{"ip": ip} for ip in ingress]}
    return out


giza_ev = [
    steady("e1", G, age=1200, hostname="giza-cp1", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-28-amd64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=G_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 494_384_795_648},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                   "total_bytes": 1_920_383_410_176}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:40:12:aa", "addresses": ["192.168.50.10/24"],
                                "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"open-iscsi": "2.1.8-1", "nfs-common": "1:2.6.2-4", "wireguard-tools": "1.0.20210914-1+b1"},
           available_services=["k3s.service", "ssh.service", "chrony.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}], admin_users=["ops"], stale_sources=[]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("giza-cp1", True, "v1.30.6+k3s1", "control-plane", "192.168.50.10"),
        _node("giza-w1", True, "v1.30.6+k3s1", None, "192.168.50.21"),
        _node("giza-w2", False, "v1.30.6+k3s1", None, "192.168.50.22"),
        _node("giza-w3", True, "v1.29.10+k3s1", None, "192.168.50.23"),
    ]}, G, age=45, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("web-7d9f8b6c5d-2xk4p", "shop", "Running", "giza-w1", 0, True, None, "2025-06-19T10:02:11+05:30"),
        pod("web-7d9f8b6c5d-9lmqz", "shop", "Running", "giza-w3", 1, True, None, "2025-06-19T10:02:15+05:30"),
        pod("web-7d9f8b6c5d-ttx7r", "shop", "Running", "giza-w2", 0, False, None, "2025-06-19T10:02:13+05:30"),
        pod("checkout-5c8b9d7f4-hq2vn", "shop", "Running", "giza-w1", 14, False, "CrashLoopBackOff",
            "2025-06-20T18:39:52+05:30"),
        pod("checkout-5c8b9d7f4-p8s6d", "shop", "Running", "giza-w3", 0, True, None, "2025-06-20T18:40:00+05:30"),
        pod("redis-0", "shop", "Running", "giza-w3", 0, True, None, "2025-06-12T09:00:00+05:30"),
        _pending,
    ]}, G, age=45, args={"resource": "pods", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("web", "shop", 3, 2), deployment("checkout", "shop", 2, 1), deployment("payments-worker", "shop", 1, 0),
    ]}, G, age=45, args={"resource": "deployments", "namespace": "shop"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        _svc("web", "ClusterIP", "10.43.18.200", [{"name": "http", "port": 80, "targetPort": 8080, "protocol": "TCP"}]),
        _svc("checkout", "ClusterIP", "10.43.77.12", [{"name": "https", "port": 8443, "targetPort": 8443,
                                                        "protocol": "TCP"}]),
        _svc("redis", "ClusterIP", "None", [{"name": "redis", "port": 6379, "targetPort": 6379, "protocol": "TCP"}]),
        _svc("web-public", "LoadBalancer", "10.43.201.5",
             [{"name": "https", "port": 443, "targetPort": 8080, "nodePort": 31443, "protocol": "TCP"}],
             ["192.168.50.10", "192.168.50.21", "192.168.50.23"]),
    ]}, G, age=45, args={"resource": "services", "namespace": "shop"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2025-06-21T13:52:07+05:30", "k3s.service", "info",
                  'I0621 08:22:07.114502    1187 node_lifecycle_controller.go:1045] "Node became not ready" '
                  'node="giza-w2" status="Unknown" reason="NodeStatusUnknown" message="Kubelet stopped posting '
                  'node status."'),
        log_entry("2025-06-21T14:02:45+05:30", "k3s.service", "warning",
                  'W0621 08:32:45.880113    1187 tunnel.go:301] "Unable to reach agent" node="giza-w2" '
                  'err="dial tcp 192.168.50.22:10250: connect: no route to host"'),
        log_entry("2025-06-21T14:21:30+05:30", "k3s.service", "info",
                  'I0621 08:51:30.017220    1187 schedule_one.go:1048] "Unable to schedule pod; no fit; waiting" '
                  'pod="shop/payments-worker-6f7c8d9b5-x2b4n" err="0/4 nodes are available: 1 node(s) had '
                  'untolerated taint {node.kubernetes.io/unreachable: }, 3 Insufficient memory."'),
    ]}, G, age=30, args={"unit": "k3s", "since_minutes": 60}),
    item("e7", "linux_system_info", system_info(18.0, [3.1, 2.9, 2.7], 3_542_400, "2025-05-11T14:29:20+05:30",
                                                G_MEM, 98_784_247_808, 0, 0), G, age=20),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 494_384_795_648, 301_365_940_224),
        fs("/dev/nvme1n1", "/var/lib/rancher", "xfs", 1_920_383_410_176, 1_593_918_230_528),
    ]}, G, age=20),
    item("e9", "linux_processes", processes(644, G_MEM, [
        (1187, "k3s-server", "root", 41.5, 3_113_851_290, "2025-05-11T14:30:02+05:30", "/usr/local/bin/k3s server"),
        (1302, "containerd", "root", 6.2, 325_058_560, "2025-05-11T14:30:05+05:30",
         "containerd -c /var/lib/rancher/k3s/agent/etc/containerd/config.toml"),
        (4410, "coredns", "65532", 1.4, 62_914_560, "2025-05-11T14:31:10+05:30", "/coredns -conf /etc/coredns/Corefile"),
        (5120, "traefik", "65532", 1.1, 104_857_600, "2025-05-11T14:31:40+05:30", "traefik traefik --entryPoints..."),
    ]), G, age=900, args={"sort": "cpu", "limit": 4}, complete=False),
]

giza_answers = [
    {"q": "are all my nodes healthy?", "ev": ["e2"],
     "a": "Here's the node status:\n\n| Node | Status | Version |\n|---|---|---|\n"
          "| giza-cp1 | [[s:✅ Ready]] | [[s:v1.30.6+k3s1]] |\n| giza-w1 | [[s:✅ Ready]] | v1.30.6+k3s1 |\n"
          "| giza-w2 | [[c:✅ Ready]] | v1.30.6+k3s1 |\n| giza-w3 | [[s:✅ Ready]] | [[c:v1.30.6+k3s1]] |\n\n"
          "[[s:There are 4 nodes in the cluster]] and [[c:all four are Ready]] 🎉. [[s:giza-cp1 is the "
          "control-plane node]]; [[u:the workers were all joined with the same token]]."},
    {"q": "what's wrong in the shop namespace?", "ev": ["e3", "e4"],
     "a": "A few things need attention:\n\n"
          "- **checkout** — [[s:pod `checkout-5c8b9d7f4-hq2vn` is in CrashLoopBackOff]] [[s:on giza-w1]] "
          "[[c:with 41 restarts]]; [[s:the deployment has only 1 of 2 replicas ready]].\n"
          "- **web** — [[c:1/3 ready]]: [[s:the replica on giza-w2 isn't ready]], [[u:because that node ran out "
          "of disk]].\n"
          "- **payments-worker** — [[s:0/1, its only pod is Pending]] [[c:because the image can't be pulled]].\n"
          "- **redis** — [[s:`redis-0` is running fine]] [[c:(it restarted once)]].\n\n"
          "[[u:checkout is probably crashing because it can't reach redis]]; `kubectl -n shop logs "
          "checkout-5c8b9d7f4-hq2vn --previous` will show the last crash."},
    {"q": "why is payments-worker stuck in pending?", "ev": ["e3", "e6"],
     "a": "The pod `payments-worker-6f7c8d9b5-x2b4n` [[s:can't be scheduled]]: [[s:the scheduler reports "
          "0/4 nodes available]] — [[s:one node has the `node.kubernetes.io/unreachable` taint]] [[c:and the "
          "other two don't have enough CPU]]. [[s:The last scheduling attempt was logged at 14:21]]. "
          "[[c:giza-w2 went NotReady around 13:20]], [[u:and the pod requests 4Gi of memory]], which none of the "
          "remaining workers can fit.\n\nEither free memory on w1/w3, lower the request, or bring giza-w2 back."},
    {"q": "what ip and port is the shop exposed on?", "ev": ["e5"],
     "a": "The shop is exposed through **web-public**, [[s:a LoadBalancer service]] [[s:on port 443]]. "
          "[[s:It forwards to port 8080 on the web pods]], and [[s:it also has NodePort 31443]]. "
          "[[s:The external IPs are 192.168.50.10, .21 and .23]] (k3s servicelb uses the node IPs); "
          "[[c:giza-w2's address, .22, is one of them too]].\n\nInside the cluster, [[s:`web` is at "
          "10.43.18.200:80]] and [[c:`checkout` at 10.43.77.12:443]]. [[s:redis is a headless service]] "
          "[[s:on 6379]]. [[u:There's no Ingress in this namespace]], so the LoadBalancer is the only way in."},
    {"q": "is the control plane node itself ok? cpu, memory, disk", "ev": ["e1", "e7", "e8", "e9"],
     "a": "**giza-cp1 health**\n\n"
          "CPU: [[s:18%]] ([[s:load 3.1 / 2.9 / 2.7]] [[s:on 32 threads]], so very light)\n"
          "Memory: [[s:~34 GiB used of 126 GiB]] [[c:(about 37%)]]\n"
          "Swap: [[s:none]]\n"
          "Uptime: [[s:41 days]]\n"
          "Root disk: [[s:61% of ~460 GiB]]\n"
          "/var/lib/rancher: [[c:71% used]] [[s:on a ~1.9 TB NVMe]]\n"
          "Top process: [[t:k3s server at ~41% CPU]], [[t:about 2.9 GiB resident]]\n\n"
          "[[u:The embedded etcd looks healthy]]; the one thing to watch is /var/lib/rancher as images pile up."},
    {"q": "what happened to giza-w2? give me a timeline", "ev": ["e6", "e2", "e3"],
     "a": "**Timeline (IST):**\n\n"
          "- [[s:13:52 — the node controller marked giza-w2 not ready (\"Kubelet stopped posting node status\")]]\n"
          "- [[s:14:02 — k3s couldn't reach the agent at 192.168.50.22:10250 (\"no route to host\")]]\n"
          "- [[c:14:05 — web-7d9f8b6c5d-ttx7r was evicted from giza-w2]]\n"
          "- [[s:14:21 — payments-worker couldn't be scheduled]]\n\n"
          "[[s:giza-w2 is still NotReady]] — [[s:that's about 38 minutes now]]. [[c:Both the web and checkout pods it hosted are stuck there]]. [[u:It probably lost power or "
          "its NIC went down]]; check the BMC or the switch port."},
    {"q": "which kubernetes version runs here?", "ev": ["e1", "e2"],
     "a": "The cluster runs [[s:k3s **v1.30.6+k3s1**]] [[s:on three of the four nodes]]; [[s:giza-w3 is still on "
          "v1.29.10+k3s1]] and [[u:should be upgraded with the system-upgrade-controller]]. "
          "[[s:The host OS is Debian 12 (bookworm)]] [[c:with kernel 6.1.0-21-amd64]]. "
          "[[c:The control plane itself is on v1.29]], which is within the supported skew. "
          "[[u:k3s was installed with the default flannel VXLAN backend]]."},
]

# ---------------------------------------------------------------------------------------------------------
# aswan — Rocky Linux 9.4 CI runner / Docker host
# ---------------------------------------------------------------------------------------------------------
A = Clock("2025-09-09T16:05:00-03:00")
A_MEM = 66_354_978_816

aswan_ev = [
    steady("e1", A, age=2400, hostname="aswan-ci01", os_name="Rocky Linux", os_version="9.4 (Blue Onyx)",
           os_codename="Blue Onyx", kernel="5.14.0-427.33.1.el9_4.x86_64",
           cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=A_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 999_532_806_144},
                  {"device": "/dev/mapper/rl-home", "mountpoint": "/home", "fstype": "xfs",
                   "total_bytes": 214_748_364_800}],
           network_interfaces=[{"name": "eth0", "mac": "00:16:3e:5a:21:07", "addresses": ["10.8.0.21/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:8f:11:0a:3c", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.8.0.2"], default_gateway="10.8.0.1", package_manager="rpm",
           installed_packages={"docker-ce": "3:27.2.0-1.el9", "containerd.io": "1.7.21-3.1.el9",
                               "gitlab-runner": "17.3.1-1", "firewalld": "1.3.4-1.el9", "openssh-server": "8.7p1-38.el9_4.4"},
           available_services=["docker.service", "containerd.service", "gitlab-runner.service", "firewalld.service",
                               "sshd.service", "chronyd.service", "crond.service", "kdump.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 993, "gid": 990, "home": "/home/gitlab-runner", "shell": "/bin/bash"},
                  {"name": "mina", "uid": 1000, "gid": 1000, "home": "/home/mina", "shell": "/bin/bash"},
                  {"name": "jorge", "uid": 1001, "gid": 1001, "home": "/home/jorge", "shell": "/bin/bash"},
                  {"name": "bruno", "uid": 1002, "gid": 1002, "home": "/home/bruno", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["mina"]},
                   {"name": "docker", "gid": 989, "members": ["gitlab-runner", "jorge"]}],
           admin_users=["mina"], sudoers_files=["90-cloud-init-users", "gitlab-runner-cleanup"],
           stale_sources=["users"]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "runner-xk2pq7-project-412-concurrent-0-build", "registry.gitlab.com/acme/ci-images/node:20",
            "running", "Up 12 minutes", "2025-09-09T15:52:40-03:00"),
        box("b2c3d4e5f6a7", "runner-xk2pq7-project-412-concurrent-1-build", "registry.gitlab.com/acme/ci-images/node:20",
            "running", "Up 3 minutes", "2025-09-09T16:01:50-03:00"),
        box("c3d4e5f6a7b8", "registry", "registry:2", "running", "Up 9 days", "2025-08-31T14:05:00-03:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("d4e5f6a7b8c9", "buildkitd", "moby/buildkit:v0.16.0", "running", "Up 9 days", "2025-08-31T14:05:10-03:00"),
        box("e5f6a7b8c9d0", "runner-xk2pq7-project-377-concurrent-0-postgres", "postgres:15-alpine", "exited",
            "Exited (137) 2 hours ago", "2025-09-09T13:15:02-03:00"),
        box("f6a7b8c9d0e1", "minio", "minio/minio:RELEASE.2025-08-13T08-35-41Z", "restarting",
            "Restarting (1) 20 seconds ago", "2025-08-31T14:05:20-03:00",
            ["0.0.0.0:9000->9000/tcp", "0.0.0.0:9001->9001/tcp"]),
        box("0718293a4b5c", "old-cache", "alpine:3.20", "created", "Created", "2025-09-02T10:12:00-03:00"),
    ]}, A, age=30, args={"all": True}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 75_125_227_520, 19_327_352_832),
        fs("/dev/nvme1n1p1", "/var/lib/docker", "xfs", 999_532_806_144, 949_556_165_837),
        fs("/dev/mapper/rl-home", "/home", "xfs", 214_748_364_800, 32_212_254_720),
    ]}, A, age=25),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "00:16:3e:5a:21:07", "addresses": ["10.8.0.21/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:8f:11:0a:3c", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1032, "sshd"), listener(5000, "0.0.0.0", 4410, "docker-proxy"),
                      listener(9000, "0.0.0.0", 4470, "docker-proxy"), listener(9001, "0.0.0.0", 4471, "docker-proxy"),
                      listener(9252, "127.0.0.1", 1210, "gitlab-runner"),
                      listener(323, "127.0.0.1", 880, "chronyd", proto="udp")],
        "connections": [connection("10.8.0.21:45122", "172.65.251.78:443", 1210, "gitlab-runner"),
                        connection("10.8.0.21:22", "10.8.0.5:61022", 60211, "sshd"),
                        connection("10.8.0.21:5000", "10.8.0.33:40110", 4410, "docker-proxy")]}, A, age=10),
    item("e5", "linux_file_read", {"path": "/etc/firewalld/zones/public.xml", "offset": 0, "limit": 200,
                                   "total_lines": 11, "lines": [
        '<?xml version="1.0" encoding="utf-8"?>', "<zone>", "  <short>Public</short>",
        "  <description>For use in public areas. You do not trust the other computers on networks to not harm "
        "your computer. Only selected incoming connections are accepted.</description>",
        '  <service name="ssh"/>', '  <service name="dhcpv6-client"/>', '  <service name="cockpit"/>',
        '  <port port="5000" protocol="tcp"/>', '  <port port="9000" protocol="tcp"/>', "  <forward/>", "</zone>"]},
         A, age=10, args={"path": "/etc/firewalld/zones/public.xml"}),
    item("e6", "linux_service_status", {"units": [
        unit("docker.service", "active", "running", "enabled", 1410, "2025-08-31T14:02:30-03:00",
             "Docker Application Container Engine"),
        unit("containerd.service", "active", "running", "enabled", 1298, "2025-08-31T14:02:25-03:00",
             "containerd container runtime"),
        unit("gitlab-runner.service", "active", "running", "enabled", 1210, "2025-08-31T14:02:40-03:00", "GitLab Runner"),
        unit("firewalld.service", "inactive", "dead", "disabled", None, None, "firewalld - dynamic firewall daemon"),
        unit("sshd.service", "active", "running", "enabled", 1032, "2025-08-31T14:02:11-03:00", "OpenSSH server daemon"),
        unit("chronyd.service", "active", "running", "enabled", 880, "2025-08-31T14:02:05-03:00", "NTP client/server"),
        unit("crond.service", "active", "running", "enabled", 1050, "2025-08-31T14:02:12-03:00", "Command Scheduler"),
        unit("kdump.service", "failed", "failed", "enabled", None, None, "Crash recovery kernel arming"),
        unit("NetworkManager.service", "active", "running", "enabled", 902, "2025-08-31T14:02:06-03:00",
             "Network Manager"),
    ]}, A, age=40),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2025-09-09T13:22:10-03:00", "gitlab-runner.service", "info",
                  "Job succeeded                                       duration_s=412.3 job=88190 project=377 "
                  "runner=xk2pQ7"),
        log_entry("2025-09-09T15:41:22-03:00", "gitlab-runner.service", "warning",
                  "WARNING: Job failed: prepare environment: Error response from daemon: write "
                  "/var/lib/docker/tmp/docker-import-3321/layer.tar: no space left on device  duration_s=3.1 "
                  "job=88205 project=412 runner=xk2pQ7"),
        log_entry("2025-09-09T15:48:05-03:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: failed to pull image \"registry.gitlab.com/acme/ci-images/node:20\": write "
                  "/var/lib/docker/overlay2/l/tmp: no space left on device  job=88209 project=412 runner=xk2pQ7"),
        log_entry("2025-09-09T15:52:03-03:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=88213 "
                  "repo_url=https://gitlab.com/acme/shop.git runner=xk2pQ7"),
        log_entry("2025-09-09T16:01:44-03:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=88219 "
                  "repo_url=https://gitlab.com/acme/shop.git runner=xk2pQ7"),
    ]}, A, age=30, args={"unit": "gitlab-runner", "since_minutes": 180}),
    item("e8", "linux_system_info", system_info(64.2, [14.8, 11.2, 9.7], 784_800, "2025-08-31T14:05:00-03:00",
                                                A_MEM, 41_875_931_136, 8 * GiB, 0), A, age=20),
    item("e9", "linux_processes", processes(498, A_MEM, [
        (51022, "node", "root", 188.0, 1_717_986_918, "2025-09-09T15:53:10-03:00",
         "node /builds/acme/shop/node_modules/.bin/jest --maxWorkers=8"),
        (51310, "node", "root", 96.5, 943_718_400, "2025-09-09T15:54:02-03:00",
         "node /builds/acme/shop/node_modules/.bin/tsc --noEmit"),
        (1410, "dockerd", "root", 22.0, 432_013_312, "2025-08-31T14:02:30-03:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1210, "gitlab-runner", "gitlab-runner", 3.1, 92_274_688, "2025-08-31T14:02:40-03:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --user gitlab-runner"),
        (1298, "containerd", "root", 2.4, 104_857_600, "2025-08-31T14:02:25-03:00", "/usr/bin/containerd"),
    ]), A, age=360, args={"sort": "cpu", "limit": 5}, complete=False),
]

aswan_answers = [
    {"q": "why are our CI jobs failing on aswan?", "ev": ["e3", "e7"],
     "a": "Your CI jobs are failing because the Docker disk is full: [[s:/var/lib/docker is at 95%]] [[c:(it's the 2 TB NVMe)]] [[c:with "
          "only ~5 GB left]]. [[s:Two jobs failed with \"no space left on device\"]] — [[s:job 88205 at "
          "15:41]] [[c:and job 88209 at 15:58]]; [[s:both were for project 412]]. [[s:The runner is still picking "
          "up new jobs (88213 and 88219)]], so more failures are likely. [[c:The last successful job, 88190, "
          "finished about an hour ago]]. [[u:Old BuildKit caches are probably the bulk of it]].\n\n"
          "Try `docker system df` and then `docker builder prune --filter until=72h`."},
    {"q": "what containers do we have on the runner box?", "ev": ["e2"],
     "a": "[[s:7 containers in total]], [[c:5 of them running]]:\n\n"
          "- [[s:`registry` (registry:2), up 9 days]], [[c:publishing port 5050]]\n"
          "- [[s:`buildkitd`, up 9 days]]\n"
          "- [[s:two build containers for project 412 (node:20)]]\n"
          "- [[s:`minio` — stuck restarting]], [[u:probably because the disk is full]]\n"
          "- [[c:the project 377 postgres service container exited normally (code 0)]]\n"
          "- [[s:`old-cache` was created but never started]]\n\n"
          "You can clean up with `docker rm old-cache`."},
    {"q": "is the firewall blocking minio?", "ev": ["e2", "e4", "e5", "e6"],
     "a": "Short version: the firewall isn't what's stopping you. [[s:firewalld is **inactive (dead)**]] "
          "[[s:and disabled]], [[u:so there are no nftables rules loaded at all]]. If you do start it, [[s:the "
          "public zone allows ssh, dhcpv6-client and cockpit]] [[s:and opens 5000/tcp and 9000/tcp]] — "
          "[[c:9001/tcp is open there too]]. [[s:docker-proxy is listening on 0.0.0.0:9000 and 9001]] "
          "[[s:for the minio container]], but [[s:minio itself keeps restarting]], which is the real problem."},
    {"q": "who's in the docker group and who has sudo?", "ev": ["e1"],
     "a": "On **aswan-ci01** ([[s:Rocky Linux 9.4]]):\n\n"
          "- sudo: [[t:**mina** is the only sudoer (wheel)]]\n"
          "- docker group: [[t:gitlab-runner and jorge]] — [[t:bruno isn't in it]]\n"
          "- [[t:jorge's UID is 1002]]\n"
          "- [[t:gitlab-runner's shell is /bin/bash]]\n\n"
          "[[t:There are two drop-ins in /etc/sudoers.d (90-cloud-init-users and gitlab-runner-cleanup)]], "
          "[[u:and the cleanup one lets gitlab-runner run `docker system prune` as root]]."},
    {"q": "the runner feels slow — what's hammering the CPU?", "ev": ["e1", "e8", "e9"],
     "a": "[[s:Overall CPU is at 64%]] [[s:with a load average of 14.8]] [[s:(11.2 over 5 min, 9.7 over 15)]], "
          "[[c:which on this 16-thread box means it's overloaded]].\n\nTop CPU consumers:\n"
          "1. [[t:`jest` in a node build container — ~188%]]\n"
          "2. [[t:another node process (`tsc`) at ~97%]]\n"
          "3. [[t:dockerd at ~22%]]\n\n"
          "[[t:These are the test jobs of the shop project]]. [[s:Memory is fine — ~23 GiB used of 62 GiB]] "
          "[[s:and swap is untouched]]. [[c:The machine was rebooted yesterday]], [[u:so caches are still "
          "cold]].\n\nIf it's a problem, lower `concurrent` in /etc/gitlab-runner/config.toml."},
    {"q": "what's listening on aswan and who's connected?", "ev": ["e4"],
     "a": "**Listening:**\n- [[s:SSH on 0.0.0.0:22]]\n- [[s:Docker registry on 0.0.0.0:5000 (docker-proxy)]]\n"
          "- [[s:MinIO API/console on 9000 and 9001, all interfaces]]\n"
          "- [[c:gitlab-runner metrics on 0.0.0.0:9252]]\n- [[s:chronyd on UDP 323 (localhost only)]]\n\n"
          "**Connections:** [[s:gitlab-runner is connected to 172.65.251.78:443]] [[u:(that's gitlab.com)]]; "
          "[[s:there's one SSH session from 10.8.0.5]]; [[c:two clients are pulling from the registry]]."},
    {"q": "any failed services?", "ev": ["e6"],
     "a": "[[s:One service has failed: **kdump.service**]] — [[u:it usually fails when no crashkernel memory is "
          "reserved]], so it's harmless on a CI box. [[s:docker, containerd and gitlab-runner are all running]], "
          "[[s:sshd has been up for about 9 days]], and [[c:gitlab-runner was restarted about an hour ago]]. "
          "[[c:firewalld is running as well]].\n\n`sudo systemctl disable kdump` if you don't need crash dumps."},
]

MACHINES = [
    {"name": "thebes", "clock": T, "evidence": thebes_ev, "answers": thebes_answers},
    {"name": "memphis", "clock": M, "evidence": memphis_ev, "answers": memphis_answers},
    {"name": "giza", "clock": G, "evidence": giza_ev, "answers": giza_answers},
    {"name": "aswan", "clock": A, "evidence": aswan_ev, "answers": aswan_answers},
]
