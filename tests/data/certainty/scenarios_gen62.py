"""62nd generation (written blind, in the style of very small local models: gemma2 2B / llama3.2 1B).

Written by a helper who read neither the wrapper nor any other generation. The answers are short, sloppy and
over-confident: loose rounding ("about half", "nearly full"), numbers pinned on the wrong thing, yes/no with a
reason or two, made-up explanations, plain lists and a few tables. Moon names.

io — a small Ubuntu 22.04 VPS (2 vCPU, ~1.87 GiB MemTotal, 24.9 GB root on /dev/vda1) serving a PHP site with
nginx, php8.1-fpm and MariaDB (bound to 127.0.0.1:3306 only). Evidence: a steady-state snapshot (sudo holds
only deploy; maria is in www-data), fresh system info (up 41 days since 28 Jan 09:32 UTC, 69.6% RAM used),
every loaded service (nothing failed; nginx and php-fpm restarted on 2 March by an upgrade; certbot.service
inactive/dead), disk usage (80% of /), two hours of sshd/fail2ban lines (six failed passwords from three
addresses, one ban, one accepted key login for deploy), listeners and connections, a memory-sorted process
list collected 15 minutes before the answers (stale), and two weeks of package history (a 5.15.0-134 kernel
installed on 6 March while 5.15.0-119 still runs).

europa — a Debian 12 NAS (Celeron J4125, 8 GB) with a four-disk RAID 5 (md0 on /srv/data, 11.8 TB, 77% used).
Evidence: steady state (sambashare holds anna and tom), fresh system info (up 12 days since 2 Feb 06:18),
disk usage, a day of warning-and-worse logs (smartd: /dev/sdc pending sectors 8 -> 16, offline
uncorrectable 8, Reallocated_Sector_Ct 100 -> 98; the kernel dropping sdd1 from md0 at 02:58 and carrying on
with 3 devices; the nightly rsync-backup failing at 03:04 with an Input/output error, code 11), /proc/mdstat
([4/3] [UUU_], sdd1 marked (F)), all services (only rsync-backup failed; smartmontools running) and the
network listing (SMB clients 192.168.1.31 and .44).

titan — a Fedora 41 family desktop (Ryzen 5 5600G, 14.9 GiB MemTotal, 476 GiB btrfs NVMe shared by / and
/home) in America/Chicago. Evidence: steady state (mark, lena, noah, ava; wheel = mark and lena), fresh
system info (up since Friday 16 Jan 12:51, 73.8% RAM used, 1.3 GB zram-sized swap used of 8 GiB), a
memory-sorted process list (noah's Minecraft java first at 3.2 GiB and 112% CPU, lena's firefox 2.1 GiB,
ava's chrome 1.2 GiB, three gnome-shells), twelve hours of logind/gdm/sudo lines (mark's session 4 from 07:02
to 08:15; sessions for lena, noah and ava; failed gdm passwords for noah twice, ava once, lena once; noah
refused by sudo for `dnf install discord`), disk usage and a week of package history (kernel 6.12.9 and
firefox 134.0.1 on Thursday 15 Jan).

triton — a Raspberry Pi 5 (Debian 12 arm64, 8 GB) running a Docker Compose home-automation stack. Evidence:
steady state whose users source is stale (docker = pi; dialout = pi and hass), every container (five
running, zigbee2mqtt Restarting (1), esphome Exited (137) 5 hours ago, watchtower Exited (0)), the last half
hour of docker.service lines for zigbee2mqtt (cut: cannot open /dev/ttyUSB0), six hours of kernel lines (the
CP210x stick disconnected at 16:02, esphome killed by the memory cgroup at 16:09), system info collected
nearly 12 minutes before the answers (stale), disk usage, docker.service status, listeners (all 0.0.0.0: 22,
1883, 9001, 1880, 8086, 3000, 8123) and the compose file (restart: unless-stopped everywhere).

phobos — the server of a two-node k3s cluster (Ubuntu 24.04, Intel N100, 15.3 GiB MemTotal) in Asia/Tokyo;
the agent is deimos (Debian 12, one k3s patch release behind). Evidence: steady state of phobos, nodes, pods
in every namespace (12 pods: 7 on phobos, 5 on deimos; immich-server CrashLoopBackOff with 23 restarts on
phobos, last exit 1; immich-machine-learning CrashLoopBackOff with 5 restarts on deimos, last OOMKilled 137),
deployments (7 of 9 fully ready), k3s.service status, fresh system info (up 8 days 18 hours, 72.6% RAM, no
swap), disk usage and an hour of k3s warnings (back-off for immich-server, slow SQL).
"""

from __future__ import annotations

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------- io
IO = Clock("2026-03-10T14:22:00+00:00")
IO_MEM = 2012672000

io_evidence = [
    steady("e1", IO, age=3600, hostname="io", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-119-generic", cpu_model="Intel Xeon Processor (Skylake, IBRS)", cpu_cores=2,
           cpu_threads=2, memory_total_bytes=IO_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 24888868864},
                  {"device": "/dev/vda15", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 109422592}],
           network_interfaces=[{"name": "eth0", "mac": "96:00:02:1a:7c:3e", "addresses": ["203.0.113.45/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.18.0-6ubuntu14.5", "php8.1-fpm": "8.1.2-1ubuntu2.20",
                               "mariadb-server": "1:10.6.18-0ubuntu0.22.04.1", "fail2ban": "0.11.2-6",
                               "certbot": "1.21.0-1build1", "linux-image-5.15.0-119-generic": "5.15.0-119.129",
                               "linux-image-5.15.0-134-generic": "5.15.0-134.145"},
           available_services=["nginx.service", "php8.1-fpm.service", "mariadb.service", "fail2ban.service",
                               "ssh.service", "certbot.service", "cron.service", "unattended-upgrades.service",
                               "systemd-resolved.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "syslog", "uid": 104, "gid": 111, "home": "/home/syslog", "shell": "/usr/sbin/nologin"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "maria", "uid": 1001, "gid": 1001, "home": "/home/maria", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "deploy"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy", "maria"]},
                   {"name": "deploy", "gid": 1000, "members": []},
                   {"name": "maria", "gid": 1001, "members": []}]),
    item("e2", "linux_system_info",
         system_info(7.5, [0.18, 0.22, 0.25], 3559800, "2026-01-28T09:32:00+00:00", IO_MEM, 611000000,
                     1 * GiB, 180 * MiB), IO, age=25),
    item("e3", "linux_service_status", {"units": [
        unit("cron.service", "active", "running", pid=771, since="2026-01-28T09:32:39+00:00",
             desc="Regular background program processing daemon"),
        unit("certbot.service", "inactive", "dead", ufs="static", desc="Certbot"),
        unit("fail2ban.service", "active", "running", pid=812, since="2026-01-28T09:32:41+00:00",
             desc="Fail2Ban Service"),
        unit("mariadb.service", "active", "running", pid=905, since="2026-01-28T09:32:44+00:00",
             desc="MariaDB 10.6.18 database server"),
        unit("nginx.service", "active", "running", pid=1422, since="2026-03-02T03:10:12+00:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("php8.1-fpm.service", "active", "running", pid=1398, since="2026-03-02T03:10:09+00:00",
             desc="The PHP 8.1 FastCGI Process Manager"),
        unit("ssh.service", "active", "running", pid=780, since="2026-01-28T09:32:40+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("systemd-resolved.service", "active", "running", pid=610, since="2026-01-28T09:32:37+00:00",
             desc="Network Name Resolution"),
        unit("unattended-upgrades.service", "active", "running", pid=795, since="2026-01-28T09:32:40+00:00",
             desc="Unattended Upgrades Shutdown"),
    ], "total": 9, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        IO, age=30),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda1", "/", "ext4", 24888868864, 19900000000),
        fs("/dev/vda15", "/boot/efi", "vfat", 109422592, 6291456),
    ]}, IO, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-10T12:41:07+00:00", "ssh.service", "info",
                  "Failed password for root from 45.155.205.12 port 40122 ssh2"),
        log_entry("2026-03-10T12:41:11+00:00", "ssh.service", "info",
                  "Failed password for root from 45.155.205.12 port 40190 ssh2"),
        log_entry("2026-03-10T12:41:16+00:00", "ssh.service", "info",
                  "Failed password for invalid user admin from 45.155.205.12 port 40244 ssh2"),
        log_entry("2026-03-10T12:41:18+00:00", "fail2ban.service", "notice", "[sshd] Ban 45.155.205.12"),
        log_entry("2026-03-10T13:58:30+00:00", "ssh.service", "info",
                  "Failed password for invalid user oracle from 193.32.162.40 port 55102 ssh2"),
        log_entry("2026-03-10T13:58:34+00:00", "ssh.service", "info",
                  "Failed password for invalid user oracle from 193.32.162.40 port 55160 ssh2"),
        log_entry("2026-03-10T14:05:02+00:00", "ssh.service", "info",
                  "Failed password for deploy from 81.2.69.142 port 61022 ssh2"),
        log_entry("2026-03-10T14:05:09+00:00", "ssh.service", "info",
                  "Accepted publickey for deploy from 81.2.69.142 port 61030 ssh2: ED25519 SHA256:q3N0h1vYk2"),
    ]}, IO, age=35, args={"since_minutes": 120, "grep": "Failed password|Ban|Accepted"}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "96:00:02:1a:7c:3e", "addresses": ["203.0.113.45/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 780, "sshd"), listener(22, "::", 780, "sshd"),
                      listener(80, "0.0.0.0", 1422, "nginx"), listener(443, "0.0.0.0", 1422, "nginx"),
                      listener(3306, "127.0.0.1", 905, "mariadbd"),
                      listener(53, "127.0.0.53", 610, "systemd-resolve")],
        "connections": [connection("203.0.113.45:22", "81.2.69.142:61030", 24390, "sshd"),
                        connection("203.0.113.45:443", "66.249.66.1:53122", 1425, "nginx")],
    }, IO, age=30),
    item("e7", "linux_processes", processes(118, IO_MEM, [
        (905, "mariadbd", "mysql", 0.8, 312 * MiB, "2026-01-28T09:32:44+00:00", "/usr/sbin/mariadbd"),
        (24011, "php-fpm8.1", "www-data", 1.2, 68 * MiB, "2026-03-10T11:02:10+00:00", "php-fpm: pool www"),
        (24012, "php-fpm8.1", "www-data", 0.9, 63 * MiB, "2026-03-10T11:02:10+00:00", "php-fpm: pool www"),
        (812, "fail2ban-server", "root", 0.3, 43 * MiB, "2026-01-28T09:32:41+00:00",
         "/usr/bin/python3 /usr/bin/fail2ban-server -xf start"),
        (1398, "php-fpm8.1", "root", 0.0, 22 * MiB, "2026-03-02T03:10:09+00:00",
         "php-fpm: master process (/etc/php/8.1/fpm/php-fpm.conf)"),
        (1422, "nginx", "root", 0.0, 9 * MiB, "2026-03-02T03:10:12+00:00",
         "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"),
    ]), IO, age=900, args={"sort": "memory", "limit": 6}),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-03-02T03:09:50+00:00", "upgrade", "nginx", "1.18.0-6ubuntu14.4", "1.18.0-6ubuntu14.5"),
        package_event("2026-03-02T03:09:58+00:00", "upgrade", "php8.1-fpm", "8.1.2-1ubuntu2.19", "8.1.2-1ubuntu2.20"),
        package_event("2026-03-06T06:14:21+00:00", "install", "linux-image-5.15.0-134-generic", None,
                      "5.15.0-134.145"),
    ]}, IO, age=40, args={"since_days": 14}),
]

io_answers = [
    {"q": "is my website up?", "ev": ["e1", "e3", "e6"],
     "a": "Yes, your website is up! ✅\n\n"
          "- [[s:nginx is running]] and [[s:listening on ports 80 and 443]]\n"
          "- [[s:php8.1-fpm is running too]]\n"
          "- [[s:MariaDB is active]] but [[c:it listens on 0.0.0.0:3306]], so [[c:it's reachable from the internet]]. "
          "You should fix that.\n\n"
          "[[c:nginx has been up since the last reboot in January]] and [[s:no services have failed]]."},
    {"q": "how much disk space do i have left", "ev": ["e1", "e4"],
     "a": "Your root disk (/dev/vda1) is [[s:about 80% full]]. [[s:You have around 5 GB free]] out of "
          "[[c:25 GiB]]. [[s:/boot/efi is almost empty]].\n\n"
          "It's probably [[u:the nginx access logs in /var/log filling it up]], and [[u:at this rate it'll be full "
          "in about 2 weeks]]. You can check with `du -sh /var/log/*`."},
    {"q": "any failed ssh logins?", "ev": ["e5"],
     "a": "Yes, there were [[c:5 failed logins]] in the last 2 hours:\n\n"
          "1. [[s:45.155.205.12 — 3 attempts (root and admin)]]\n"
          "2. [[s:193.32.162.40 — 2 attempts as oracle]]\n"
          "3. [[c:81.2.69.142 — tried root]]\n\n"
          "[[c:fail2ban banned both 45.155.205.12 and 193.32.162.40]]. [[s:deploy logged in with a key at 14:05]], "
          "[[u:that's probably you]]."},
    {"q": "How long has the server been up and how is memory?", "ev": ["e1", "e2"],
     "a": "Uptime: [[s:41 days]] ([[s:booted Jan 28]])\n"
          "RAM: [[s:1.4 GB used of 2 GB]] ([[c:about 80%]])\n"
          "Swap: [[s:~180 MB used]]\n"
          "Load: [[s:0.18]], [[s:very low]]\n"
          "CPU: [[c:~25%]]\n\n"
          "Everything looks healthy 👍"},
    {"q": "who has sudo on io?", "ev": ["e1"],
     "a": "[[s:Only deploy is in the sudo group]]. [[s:maria is not]], but [[s:she is in www-data]], so "
          "[[u:she can edit the website files]]. [[c:There are 3 login users: deploy, maria and admin]]. "
          "[[s:deploy is also in adm]], [[u:so he can read all the logs]]. [[c:maria's shell is /bin/sh]]."},
    {"q": "is certbot renewing my certificates?", "ev": ["e1", "e3", "e8"],
     "a": "[[s:certbot.service is inactive (dead)]], [[u:which is normal, it only runs from a timer twice a day]]. "
          "[[u:Your certs are valid until May]]. [[s:certbot is installed]] ([[c:version 2.9.0]]). "
          "[[c:nginx was restarted this morning]] so the new certs are loaded."},
    {"q": "what is using the most memory?", "ev": ["e1", "e2", "e7"],
     "a": "[[t:mariadbd uses the most, ~310 MB]]. Then [[t:the php-fpm workers (~65 MB each)]] and "
          "[[t:fail2ban (~43 MB)]]. [[t:nginx is tiny, under 10 MB]]. Overall [[s:about 70% of RAM is in use]] "
          "and [[t:there are 140 processes]].\n\n"
          "[[u:MariaDB has a big buffer pool]], you can lower innodb_buffer_pool_size."},
    {"q": "Do I need to reboot?", "ev": ["e1", "e2", "e8"],
     "a": "[[s:Yes]]. [[s:A new kernel (5.15.0-134) was installed on March 6]] but [[s:you're still running "
          "5.15.0-119]]. [[c:nginx and php were upgraded yesterday]] too. [[s:The server has been up since "
          "January 28]]."},
]

# ---------------------------------------------------------------------------------------------------- europa
EU = Clock("2026-02-14T09:40:00+01:00")
EU_MEM = 8214626304
MD0 = 11806436245504

europa_evidence = [
    steady("e1", EU, age=7200, hostname="europa", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=EU_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 234362142720},
                  {"device": "/dev/md0", "mountpoint": "/srv/data", "fstype": "ext4", "total_bytes": MD0}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:12:aa", "addresses": ["192.168.1.20/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"mdadm": "4.2-5", "smartmontools": "7.3-1+b1",
                               "samba": "2:4.17.12+dfsg-0+deb12u1", "nfs-kernel-server": "1:2.6.2-4+deb12u1",
                               "rsync": "3.2.7-1"},
           available_services=["smbd.service", "nmbd.service", "nfs-server.service", "smartmontools.service",
                               "mdmonitor.service", "rsync-backup.service", "ssh.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"},
                  {"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "anna", "uid": 1001, "gid": 1001, "home": "/home/anna", "shell": "/usr/sbin/nologin"},
                  {"name": "tom", "uid": 1002, "gid": 1002, "home": "/home/tom", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["admin"]},
                   {"name": "sambashare", "gid": 107, "members": ["anna", "tom"]},
                   {"name": "disk", "gid": 6, "members": []}]),
    item("e2", "linux_system_info",
         system_info(3.1, [0.42, 0.38, 0.35], 1048920, "2026-02-02T06:18:00+01:00", EU_MEM, int(5.1 * GiB),
                     2147479552, 0), EU, age=30),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 234362142720, 20 * GiB),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535822336, 6094848),
        fs("/dev/md0", "/srv/data", "ext4", MD0, 9100000000000),
    ]}, EU, age=30),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-13T11:02:15+01:00", "smartmontools.service", "crit",
                  "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-02-13T11:02:15+01:00", "smartmontools.service", "crit",
                  "Device: /dev/sdc [SAT], 8 Offline uncorrectable sectors"),
        log_entry("2026-02-14T02:58:41+01:00", None, "err", "ata4.00: failed command: READ FPDMA QUEUED"),
        log_entry("2026-02-14T02:58:44+01:00", None, "crit", "md/raid:md0: Disk failure on sdd1, disabling device."),
        log_entry("2026-02-14T02:58:44+01:00", None, "alert", "md/raid:md0: Operation continuing on 3 devices."),
        log_entry("2026-02-14T02:58:45+01:00", "mdmonitor.service", "alert",
                  "Fail event detected on md device /dev/md0, component device /dev/sdd1"),
        log_entry("2026-02-14T03:04:12+01:00", "rsync-backup.service", "err",
                  "rsync: [receiver] write failed on \"/srv/data/backup/photos/2025/IMG_4471.CR3\": "
                  "Input/output error (5)"),
        log_entry("2026-02-14T03:04:13+01:00", "rsync-backup.service", "err",
                  "rsync error: error in file IO (code 11) at receiver.c(378) [receiver=3.2.7]"),
        log_entry("2026-02-14T03:04:13+01:00", "rsync-backup.service", "warning",
                  "rsync-backup.service: Failed with result 'exit-code'."),
        log_entry("2026-02-14T09:02:15+01:00", "smartmontools.service", "crit",
                  "Device: /dev/sdc [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
        log_entry("2026-02-14T09:02:15+01:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], SMART Usage Attribute: 5 Reallocated_Sector_Ct changed from 100 to 98"),
    ]}, EU, age=40, args={"since_minutes": 1440, "priority": "warning"}),
    item("e5", "linux_file_read", {"path": "/proc/mdstat", "offset": 0, "limit": 100, "total_lines": 6, "lines": [
        "Personalities : [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid1] [raid10] ",
        "md0 : active raid5 sdd1[3](F) sdc1[2] sdb1[1] sda1[0]",
        "      11720658432 blocks super 1.2 level 5, 512k chunk, algorithm 2 [4/3] [UUU_]",
        "      bitmap: 4/30 pages [16KB], 65536KB chunk",
        "",
        "unused devices: <none>",
    ]}, EU, age=30, args={"path": "/proc/mdstat"}),
    item("e6", "linux_service_status", {"units": [
        unit("rsync-backup.service", "failed", "failed", ufs="static", desc="Nightly rsync backup to /srv/data"),
        unit("cron.service", "active", "running", pid=598, since="2026-02-02T06:18:31+01:00",
             desc="Regular background program processing daemon"),
        unit("mdmonitor.service", "active", "running", pid=611, since="2026-02-02T06:18:31+01:00",
             desc="MD array monitor"),
        unit("nfs-server.service", "active", "exited", pid=None, since="2026-02-02T06:18:35+01:00",
             desc="NFS server and services"),
        unit("nmbd.service", "active", "running", pid=880, since="2026-02-02T06:18:36+01:00",
             desc="Samba NMB Daemon"),
        unit("smartmontools.service", "active", "running", pid=640, since="2026-02-02T06:18:32+01:00",
             desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("smbd.service", "active", "running", pid=902, since="2026-02-02T06:18:37+01:00",
             desc="Samba SMB Daemon"),
        unit("ssh.service", "active", "running", pid=655, since="2026-02-02T06:18:33+01:00",
             desc="OpenBSD Secure Shell server"),
    ], "total": 8, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        EU, age=30),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "00:e0:4c:68:12:aa", "addresses": ["192.168.1.20/24"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 655, "sshd"), listener(111, "0.0.0.0", 520, "rpcbind"),
                      listener(139, "0.0.0.0", 902, "smbd"), listener(445, "0.0.0.0", 902, "smbd"),
                      listener(2049, "0.0.0.0", None, None)],
        "connections": [connection("192.168.1.20:445", "192.168.1.31:50122", 4410, "smbd"),
                        connection("192.168.1.20:445", "192.168.1.44:49870", 4502, "smbd")],
    }, EU, age=30),
]

europa_answers = [
    {"q": "Is my RAID ok?", "ev": ["e1", "e4", "e5"],
     "a": "No, [[s:your RAID is degraded]]. ⚠️\n\n"
          "- Array: [[s:md0, RAID 5]]\n"
          "- Disks: [[s:4]] ([[c:2 working]])\n"
          "- Failed disk: [[c:sdc]]\n\n"
          "[[s:It failed last night around 3am]]. [[u:Your data is still safe]] but you need to replace the disk "
          "soon."},
    {"q": "any SMART warnings?", "ev": ["e4"],
     "a": "Yes. [[s:/dev/sdc has 16 pending sectors]] ([[s:it was 8 yesterday]]) and [[s:the reallocated sector "
          "count went from 100 to 98]]. [[c:/dev/sdd also has 8 offline uncorrectable sectors]]. [[c:smartd logged the "
          "first warning around 9am yesterday]].\n\n"
          "[[u:sdc is a WD Red 4TB]], [[u:these usually die within a few weeks once pending sectors show up]]."},
    {"q": "how much space is left on the NAS?", "ev": ["e1", "e3"],
     "a": "Your data array (/srv/data) is [[s:77% used]]. [[s:That's 9.1 TB used]] and [[c:about 2.7 TiB free]]. "
          "Total size is [[s:about 11.8 TB]].\n\n"
          "The system SSD has [[c:only 20 GB free]], [[s:/boot/efi is fine]]."},
    {"q": "why did my backup fail last night?", "ev": ["e3", "e4", "e6"],
     "a": "The [[s:rsync-backup service failed]] [[s:at 03:04]] with [[s:an Input/output error]] writing "
          "[[s:IMG_4471.CR3]]. The reason is [[c:the array is full]]. [[s:rsync exited with code 11]].\n\n"
          "Also [[s:sdd dropped out of the array a few minutes before]]. [[u:It will try again tonight at 3:00]]."},
    {"q": "is samba running and who is connected?", "ev": ["e1", "e6", "e7"],
     "a": "[[s:smbd is running]] ✅ and [[s:nmbd too]]. [[s:It's listening on 445 and 139]].\n\n"
          "Connected clients: [[s:192.168.1.31]] and [[c:192.168.1.40]].\n"
          "Users in sambashare: [[s:anna and tom]], [[c:plus admin]].\n"
          "[[s:NFS server is active too]] and [[c:SSH listens on 2222]]."},
    {"q": "uptime and memory?", "ev": ["e1", "e2"],
     "a": "- Uptime: [[s:12 days]]\n"
          "- Last boot: [[c:Feb 3]]\n"
          "- RAM: [[s:2.5 GiB used]] of [[s:8 GB]] ([[s:~33%]])\n"
          "- Swap: [[s:not used]]\n"
          "- Load: [[c:1.4]]\n"
          "- CPU: [[c:2-core Celeron]]"},
    {"q": "should I be worried about the NAS?", "ev": ["e1", "e2", "e3", "e4", "e5", "e6"],
     "a": "Yes, a bit:\n"
          "1. [[s:sdd failed and was kicked out of md0]]\n"
          "2. [[s:sdc has pending sectors]] — [[u:if it dies too you lose everything]]\n"
          "3. [[s:The backup failed]]\n\n"
          "[[s:The array is 77% full]] and [[c:sdc's pending sectors dropped overnight]]. "
          "Also [[c:smartd isn't running]], [[u:that's why you didn't get an email]]."},
]

# ---------------------------------------------------------------------------------------------------- titan
TI = Clock("2026-01-18T19:05:00-06:00")
TI_MEM = 15998951424

titan_evidence = [
    steady("e1", TI, age=3000, hostname="titan", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.12.9-200.fc41.x86_64", cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=TI_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510770802688},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 510770802688},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1020702720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629145600}],
           network_interfaces=[{"name": "wlp4s0", "mac": "f4:6b:8c:21:9e:07", "addresses": ["192.168.0.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"firefox": "134.0.1-1.fc41", "steam": "1.0.0.82-1.fc41",
                               "kernel": "6.12.9-200.fc41", "java-21-openjdk": "21.0.5.0.11-1.fc41",
                               "gdm": "47.0-3.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "systemd-logind.service", "cups.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "mark", "uid": 1000, "gid": 1000, "home": "/home/mark", "shell": "/bin/bash"},
                  {"name": "lena", "uid": 1001, "gid": 1001, "home": "/home/lena", "shell": "/bin/bash"},
                  {"name": "noah", "uid": 1002, "gid": 1002, "home": "/home/noah", "shell": "/bin/bash"},
                  {"name": "ava", "uid": 1003, "gid": 1003, "home": "/home/ava", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["mark", "lena"]},
                   {"name": "libvirt", "gid": 973, "members": ["mark"]},
                   {"name": "noah", "gid": 1002, "members": []},
                   {"name": "ava", "gid": 1003, "members": []}]),
    item("e2", "linux_system_info",
         system_info(38.5, [3.42, 2.95, 2.10], 195240, "2026-01-16T12:51:00-06:00", TI_MEM, int(3.9 * GiB),
                     8 * GiB, 1300000000), TI, age=20),
    item("e3", "linux_processes", processes(487, TI_MEM, [
        (41877, "java", "noah", 112.0, int(3.2 * GiB), "2026-01-18T17:20:11-06:00",
         "/usr/lib/jvm/java-21-openjdk/bin/java -Xmx4G -Xms1G -jar minecraft-launcher.jar"),
        (3311, "firefox", "lena", 6.2, int(2.1 * GiB), "2026-01-18T09:31:02-06:00", "/usr/lib64/firefox/firefox"),
        (39102, "chrome", "ava", 3.1, int(1.2 * GiB), "2026-01-18T17:56:40-06:00",
         "/opt/google/chrome/chrome --type=renderer"),
        (40210, "steam", "noah", 1.4, 640 * MiB, "2026-01-18T16:39:15-06:00", "/home/noah/.local/share/Steam/steam"),
        (2650, "gnome-shell", "lena", 4.0, 430 * MiB, "2026-01-18T09:30:05-06:00", "/usr/bin/gnome-shell"),
        (38211, "gnome-shell", "ava", 0.6, 360 * MiB, "2026-01-18T17:55:33-06:00", "/usr/bin/gnome-shell"),
        (40011, "gnome-shell", "noah", 2.1, 350 * MiB, "2026-01-18T16:38:05-06:00", "/usr/bin/gnome-shell"),
        (3890, "spotify", "lena", 0.9, 290 * MiB, "2026-01-18T09:40:12-06:00", "/usr/share/spotify/spotify"),
    ]), TI, age=20, args={"sort": "memory", "limit": 8}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-01-18T07:02:18-06:00", "systemd-logind.service", "info", "New session 4 of user mark."),
        log_entry("2026-01-18T08:15:40-06:00", "systemd-logind.service", "info",
                  "Session 4 logged out. Waiting for processes to exit."),
        log_entry("2026-01-18T08:15:41-06:00", "systemd-logind.service", "info", "Removed session 4."),
        log_entry("2026-01-18T09:30:02-06:00", "systemd-logind.service", "info", "New session 6 of user lena."),
        log_entry("2026-01-18T16:37:12-06:00", "gdm.service", "notice",
                  "pam_unix(gdm-password:auth): authentication failure; logname= uid=0 euid=0 tty=/dev/tty2 "
                  "ruser= rhost=  user=noah"),
        log_entry("2026-01-18T16:37:31-06:00", "gdm.service", "notice",
                  "pam_unix(gdm-password:auth): authentication failure; logname= uid=0 euid=0 tty=/dev/tty2 "
                  "ruser= rhost=  user=noah"),
        log_entry("2026-01-18T16:38:02-06:00", "systemd-logind.service", "info", "New session 9 of user noah."),
        log_entry("2026-01-18T17:05:44-06:00", None, "alert",
                  "noah : user NOT in sudoers ; TTY=pts/0 ; PWD=/home/noah ; USER=root ; "
                  "COMMAND=/usr/bin/dnf install discord"),
        log_entry("2026-01-18T17:55:20-06:00", "gdm.service", "notice",
                  "pam_unix(gdm-password:auth): authentication failure; logname= uid=0 euid=0 tty=/dev/tty3 "
                  "ruser= rhost=  user=ava"),
        log_entry("2026-01-18T17:55:31-06:00", "systemd-logind.service", "info", "New session 11 of user ava."),
        log_entry("2026-01-18T18:40:10-06:00", "gdm.service", "notice",
                  "pam_unix(gdm-password:auth): authentication failure; logname= uid=0 euid=0 tty=/dev/tty2 "
                  "ruser= rhost=  user=lena"),
    ]}, TI, age=30, args={"since_minutes": 720, "grep": "session|authentication failure|sudoers"}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 510770802688, 296352743424),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 510770802688, 296352743424),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1020702720, 398458880),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629145600, 19922944),
    ]}, TI, age=20),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-01-15T20:11:03-06:00", "upgrade", "kernel", "6.12.8-200.fc41", "6.12.9-200.fc41"),
        package_event("2026-01-15T20:11:03-06:00", "upgrade", "kernel-core", "6.12.8-200.fc41", "6.12.9-200.fc41"),
        package_event("2026-01-15T20:11:05-06:00", "upgrade", "firefox", "134.0-1.fc41", "134.0.1-1.fc41"),
        package_event("2026-01-17T10:22:40-06:00", "install", "java-21-openjdk", None, "21.0.5.0.11-1.fc41"),
    ]}, TI, age=30, args={"since_days": 7}),
]

titan_answers = [
    {"q": "who is logged in right now?", "ev": ["e1", "e3", "e4"],
     "a": "Right now [[s:3 people are logged in]]: [[s:lena]], [[s:noah]] and [[s:ava]]. [[s:mark logged out this "
          "morning]] ([[c:around 9:15]]). [[c:noah logged in first]], then the others. "
          "[[u:lena is the one using the screen right now]]."},
    {"q": "why is the pc so slow tonight", "ev": ["e2", "e3"],
     "a": "It's [[s:Minecraft (java) running as noah]], [[s:using about 3.4 GB of RAM]] and [[c:around 50% CPU]]. "
          "[[s:Firefox is second]] [[c:with 1.2 GB]]. [[s:The load is 3.4]] and [[s:RAM is about 75% used]].\n\n"
          "[[u:The Ryzen iGPU shares memory which makes it worse]]."},
    {"q": "did someone try to get into my account?", "ev": ["e1", "e4"],
     "extra": [user("u1", "This is Lena. I got a warning on the lock screen, did someone try my password?", TI)],
     "a": "[[s:There was one failed login for lena]] [[s:at 18:40]]. [[u:That was probably just a typo]].\n\n"
          "Most failures were [[s:noah]] ([[c:3 times]] [[s:around 4:37pm]]). [[s:ava had one too]]. "
          "[[c:No one tried sudo]]."},
    {"q": "who can install software?", "ev": ["e1", "e4"],
     "a": "Admins (wheel group): [[s:mark]] and [[s:lena]].\n\n"
          "[[s:noah is not an admin]] — [[s:he tried to install discord with sudo]] and [[s:it was blocked]].\n"
          "[[c:ava is also in wheel]].\n\n"
          "[[u:Flatpak apps from GNOME Software can be installed by anyone]] though."},
    {"q": "how much disk space is free?", "ev": ["e1", "e5"],
     "a": "Your NVMe is [[s:about 58% full]]: [[s:~276 GiB used]], [[c:~150 GiB free]]. [[s:/home is on the same "
          "btrfs]]. [[s:/boot is 39% used]]. [[c:It's a 1 TB drive]]."},
    {"q": "when was it last restarted? did it get the new kernel?", "ev": ["e1", "e2", "e6"],
     "a": "[[s:Last reboot was Friday]] ([[s:about 2 days ago]]). [[s:Kernel 6.12.9 was installed on Jan 15]] and "
          "[[s:you are running it now]], so [[s:no reboot needed]]. [[c:Firefox was updated yesterday]] too."},
    {"q": "how much RAM does this computer have and is swap used?", "ev": ["e1", "e2"],
     "a": "You have [[s:16 GB of RAM]]. [[c:About 8 GB is used right now]] and [[s:swap is using 1.3 GB]] "
          "[[s:out of 8 GiB]]. [[u:It's zram so that's fine]]. [[c:The CPU has 12 cores]] so it can "
          "handle it."},
]

# ---------------------------------------------------------------------------------------------------- triton
TR = Clock("2026-02-03T21:15:00+00:00")
TR_MEM = 8442880000

_compose = [
    "services:",
    "  homeassistant:",
    "    image: ghcr.io/home-assistant/home-assistant:2025.1.4",
    "    network_mode: host",
    "    volumes: [./hass:/config]",
    "    restart: unless-stopped",
    "  mosquitto:",
    "    image: eclipse-mosquitto:2.0.20",
    "    ports: [\"1883:1883\", \"9001:9001\"]",
    "    restart: unless-stopped",
    "  zigbee2mqtt:",
    "    image: koenkk/zigbee2mqtt:1.42.0",
    "    devices: [/dev/ttyUSB0:/dev/ttyUSB0]",
    "    volumes: [./z2m:/app/data]",
    "    depends_on: [mosquitto]",
    "    restart: unless-stopped",
    "  nodered:",
    "    image: nodered/node-red:4.0.8",
    "    ports: [\"1880:1880\"]",
    "    restart: unless-stopped",
    "  esphome:",
    "    image: ghcr.io/esphome/esphome:2024.12.4",
    "    mem_limit: 1g",
    "    restart: unless-stopped",
    "  influxdb:",
    "    image: influxdb:2.7",
    "    ports: [\"8086:8086\"]",
    "    restart: unless-stopped",
    "  grafana:",
    "    image: grafana/grafana:11.4.0",
    "    ports: [\"3000:3000\"]",
    "    restart: unless-stopped",
    "  watchtower:",
    "    image: containrrr/watchtower:1.7.1",
    "    command: --run-once",
    "    volumes: [/var/run/docker.sock:/var/run/docker.sock]",
]

triton_evidence = [
    steady("e1", TR, age=5400, hostname="triton", os_name="Debian GNU/Linux", os_version="12",
                os_codename="bookworm", kernel="6.6.62+rpt-rpi-2712", arch="aarch64", cpu_model="Cortex-A76",
                cpu_cores=4, cpu_threads=4, memory_total_bytes=TR_MEM,
                disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250375106560},
                       {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                        "total_bytes": 535805952}],
                network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:0a:41:b2", "addresses": ["192.168.1.50/24"],
                                     "is_up": True}],
                dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
                installed_packages={"docker-ce": "5:27.5.1-1~debian.12~bookworm",
                                    "docker-compose-plugin": "2.32.4-1~debian.12~bookworm",
                                    "containerd.io": "1.7.25-1"},
                available_services=["docker.service", "containerd.service", "ssh.service", "avahi-daemon.service"],
                users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                       {"name": "pi", "uid": 1000, "gid": 1000, "home": "/home/pi", "shell": "/bin/bash"},
                       {"name": "hass", "uid": 1001, "gid": 1001, "home": "/home/hass", "shell": "/bin/bash"}],
                groups=[{"name": "docker", "gid": 994, "members": ["pi"]},
                        {"name": "dialout", "gid": 20, "members": ["pi", "hass"]},
                        {"name": "sudo", "gid": 27, "members": ["pi"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("3f1a9c2b7d10", "homeassistant", "ghcr.io/home-assistant/home-assistant:2025.1.4", "running", "Up 3 days",
            "2026-01-21T18:02:11+00:00"),
        box("8b24e6d1c905", "mosquitto", "eclipse-mosquitto:2.0.20", "running", "Up 3 days",
            "2026-01-21T18:02:09+00:00", ["0.0.0.0:1883->1883/tcp", "0.0.0.0:9001->9001/tcp"]),
        box("c47d02f9a3e8", "zigbee2mqtt", "koenkk/zigbee2mqtt:1.42.0", "restarting", "Restarting (1) 8 seconds ago",
            "2026-01-21T18:02:12+00:00"),
        box("51e9b8a0d6f4", "nodered", "nodered/node-red:4.0.8", "running", "Up 3 days (healthy)",
            "2026-01-21T18:02:12+00:00", ["0.0.0.0:1880->1880/tcp"]),
        box("a90c3e7f2b18", "esphome", "ghcr.io/esphome/esphome:2024.12.4", "exited", "Exited (137) 5 hours ago",
            "2026-01-21T18:02:13+00:00"),
        box("6d2f8e1b4c77", "influxdb", "influxdb:2.7", "running", "Up 3 days", "2026-01-21T18:02:10+00:00",
            ["0.0.0.0:8086->8086/tcp"]),
        box("e3b7a5c90f21", "grafana", "grafana/grafana:11.4.0", "running", "Up 2 hours", "2026-02-03T19:08:44+00:00",
            ["0.0.0.0:3000->3000/tcp"]),
        box("0c8d4f6a2e93", "watchtower", "containrrr/watchtower:1.7.1", "exited", "Exited (0) 3 days ago",
            "2026-01-21T18:02:14+00:00"),
    ]}, TR, age=45, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-02-03T21:14:40+00:00", "docker.service", "err",
                  "zigbee2mqtt | [2026-02-03 21:14:40] error: z2m: Error while starting zigbee-herdsman"),
        log_entry("2026-02-03T21:14:40+00:00", "docker.service", "err",
                  "zigbee2mqtt | [2026-02-03 21:14:40] error: z2m: Failed to start zigbee-herdsman"),
        log_entry("2026-02-03T21:14:40+00:00", "docker.service", "err",
                  "zigbee2mqtt | Error: Error: No such file or directory, cannot open /dev/ttyUSB0"),
        log_entry("2026-02-03T21:14:41+00:00", "docker.service", "info",
                  "zigbee2mqtt | [2026-02-03 21:14:41] info: z2m: Exiting..."),
    ]}, TR, age=40, complete=False, args={"unit": "docker.service", "grep": "zigbee2mqtt", "since_minutes": 30,
                                          "limit": 4}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-03T16:02:07+00:00", None, "info", "usb 1-1.3: USB disconnect, device number 4"),
        log_entry("2026-02-03T16:02:07+00:00", None, "info",
                  "cp210x ttyUSB0: cp210x converter now disconnected from ttyUSB0"),
        log_entry("2026-02-03T16:09:55+00:00", None, "warning",
                  "esphome invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0"),
        log_entry("2026-02-03T16:09:55+00:00", None, "err",
                  "Memory cgroup out of memory: Killed process 48122 (esphome) total-vm:1843220kB, "
                  "anon-rss:1046532kB, file-rss:0kB"),
    ]}, TR, age=40, args={"since_minutes": 360, "grep": "usb|ttyUSB|oom|Killed"}),
    item("e5", "linux_system_info",
         system_info(22.0, [1.85, 1.60, 1.42], 277000, "2026-01-31T16:06:40+00:00", TR_MEM, int(2.9 * GiB),
                     536866816, 498 * MiB), TR, age=700),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250375106560, 97500000000),
        fs("/dev/nvme0n1p1", "/boot/firmware", "vfat", 535805952, 67000000),
    ]}, TR, age=30),
    item("e7", "linux_service_status",
         unit("docker.service", "active", "running", pid=712, since="2026-01-31T16:07:02+00:00",
              desc="Docker Application Container Engine"), TR, age=30, args={"name": "docker"}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "2c:cf:67:0a:41:b2", "addresses": ["192.168.1.50/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 640, "sshd"), listener(1883, "0.0.0.0", 1221, "docker-proxy"),
                      listener(9001, "0.0.0.0", 1233, "docker-proxy"), listener(1880, "0.0.0.0", 1290, "docker-proxy"),
                      listener(8086, "0.0.0.0", 1302, "docker-proxy"), listener(3000, "0.0.0.0", 90112, "docker-proxy"),
                      listener(8123, "0.0.0.0", 1410, "python3")],
        "connections": [connection("192.168.1.50:22", "192.168.1.12:51544", 91220, "sshd")],
    }, TR, age=30),
    item("e9", "linux_file_read", {"path": "/opt/homeauto/docker-compose.yml", "offset": 0, "limit": 100,
                                   "total_lines": len(_compose), "lines": _compose}, TR, age=60,
         args={"path": "/opt/homeauto/docker-compose.yml"}),
]
triton_evidence[0]["data"]["stale_sources"] = ["users"]

triton_answers = [
    {"q": "are all my containers running?", "ev": ["e2"],
     "a": "No. [[c:6 of 8 are up]].\n\n"
          "✅ [[s:homeassistant]], [[s:mosquitto]], [[s:nodered]], [[s:influxdb]], [[s:grafana]]\n"
          "❌ [[c:zigbee2mqtt — exited (1)]]\n"
          "❌ [[s:esphome — exited (137)]]\n"
          "❌ [[s:watchtower — exited (0)]], [[u:that's normal, it only runs once a day]]"},
    {"q": "why does zigbee2mqtt keep restarting?", "ev": ["e2", "e3", "e4", "e9"],
     "a": "Because [[s:it can't open /dev/ttyUSB0]]. [[s:Your Zigbee USB stick was disconnected at 16:02]] and "
          "[[u:it's been restarting every few seconds since then]], [[u:about 500 times so far]]. "
          "[[c:The stick came back at 16:05]] but "
          "[[s:it exits with "
          "code 1]]. [[s:The compose file uses restart: unless-stopped]] so [[s:Docker keeps restarting it]].\n\n"
          "Try replugging the stick."},
    {"q": "who can use docker on triton?", "ev": ["e1"],
     "a": "[[t:Only pi is in the docker group]]. [[t:hass is not]], [[t:but it's in dialout]] [[u:so it can "
          "access the Zigbee stick]]. [[u:Root can always use docker]] too. [[s:Docker 27.5.1 is installed]]."},
    {"q": "how is memory and uptime on the pi?", "ev": ["e1", "e5"],
     "a": "- Uptime: [[t:3 days]]\n"
          "- RAM: [[t:about 5 GB used]] out of [[s:8 GB]]\n"
          "- Swap: [[t:almost full (~500 MB)]]\n"
          "- Load: [[t:1.85]], [[t:going down]]\n\n"
          "[[u:InfluxDB is probably using most of the RAM]]."},
    {"q": "what ports are open?", "ev": ["e2", "e8"],
     "a": "Open ports:\n"
          "- [[s:22]] ssh\n"
          "- [[s:1883]] mosquitto (MQTT) [[s:and 9001]]\n"
          "- [[s:1880]] node-red\n"
          "- [[c:8080]] zigbee2mqtt frontend\n"
          "- [[s:8086]] influxdb\n"
          "- [[s:3000]] grafana\n"
          "- [[s:8123]] home assistant\n\n"
          "[[s:All on 0.0.0.0]], so [[u:reachable from your whole LAN]]."},
    {"q": "how much space is left on the ssd?", "ev": ["e1", "e6"],
     "a": "[[s:Root is 39% used]], [[c:about 97 GB free]]. [[s:/boot/firmware is small (about 500 MB)]] and "
          "[[s:mostly empty]]. [[u:InfluxDB data is the biggest thing on disk]]. It's [[c:probably the SD card]], "
          "so keep an eye on it."},
    {"q": "did grafana restart? why is it only up 2 hours", "ev": ["e2", "e4", "e7"],
     "a": "Yes, [[s:grafana has only been up 2 hours]] while [[s:the other running ones have been up 3 days]]. "
          "[[u:Watchtower probably updated it]]. [[c:It got OOM-killed at the same time as esphome]] — [[s:the "
          "kernel killed esphome for memory at 16:09]]. [[s:docker.service itself has been running since Jan 31]]. "
          "[[c:grafana is on 10.4]], you could update it."},
]

# ---------------------------------------------------------------------------------------------------- phobos
PH = Clock("2026-04-22T11:30:00+09:00")
PH_MEM = 16467288064


def _k3s_node(name: str, version: str, os_image: str, address: str, control_plane: bool) -> dict:
    obj = node(name, True, version)
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control_plane:
        labels.update({"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"})
    obj["metadata"]["labels"] = labels
    obj["status"]["nodeInfo"].update({"osImage": os_image, "containerRuntimeVersion": "containerd://1.7.23-k3s2",
                                      "kernelVersion": "6.8.0-57-generic" if control_plane else "6.1.0-32-amd64"})
    obj["status"]["addresses"] = [{"type": "InternalIP", "address": address}, {"type": "Hostname", "address": name}]
    return obj


def _crashing(name: str, ns: str, where: str, restarts: int, code: int, reason: str) -> dict:
    obj = pod(name, ns, "Running", where, restarts=restarts, ready=False, waiting="CrashLoopBackOff",
              started="2026-04-20T06:41:00Z")
    obj["status"]["containerStatuses"][0]["lastState"] = {
        "terminated": {"exitCode": code, "reason": reason, "finishedAt": "2026-04-22T02:26:10Z"}}
    return obj


phobos_evidence = [
    steady("e1", PH, age=2400, hostname="phobos", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-57-generic", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=PH_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502468108288},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1124999168}],
           network_interfaces=[{"name": "enp1s0", "mac": "e8:ff:1e:d4:33:10", "addresses": ["192.168.10.11/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.10.1",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5", "nfs-common": "1:2.6.4-3ubuntu5"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _k3s_node("phobos", "v1.31.6+k3s1", "Ubuntu 24.04.2 LTS", "192.168.10.11", True),
        _k3s_node("deimos", "v1.31.5+k3s1", "Debian GNU/Linux 12 (bookworm)", "192.168.10.12", False),
    ]}, PH, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-ccb96694c-7xk2p", "kube-system", "Running", "phobos", started="2026-04-13T08:12:40Z"),
        pod("local-path-provisioner-5cf85fd84d-q8rlm", "kube-system", "Running", "phobos",
            started="2026-04-13T08:12:41Z"),
        pod("metrics-server-5985cbc9d7-vd4lh", "kube-system", "Running", "phobos", restarts=2,
            started="2026-04-13T08:14:02Z"),
        pod("traefik-5d45fc8cc9-hl9gm", "kube-system", "Running", "deimos", started="2026-04-13T08:13:20Z"),
        pod("svclb-traefik-4f8a1c2e-9tqzs", "kube-system", "Running", "phobos", started="2026-04-13T08:13:05Z"),
        pod("svclb-traefik-4f8a1c2e-m2wkd", "kube-system", "Running", "deimos", started="2026-04-13T08:13:07Z"),
        pod("nextcloud-7d9c6b5f4-2hzkq", "apps", "Running", "deimos", restarts=1, started="2026-04-15T22:40:19Z"),
        pod("postgres-0", "apps", "Running", "deimos", started="2026-04-13T08:15:51Z"),
        _crashing("immich-server-6b8f9d7c4-kx7vw", "apps", "phobos", 23, 1, "Error"),
        _crashing("immich-machine-learning-7f5c8d9b6-w4r8n", "apps", "deimos", 5, 137, "OOMKilled"),
        pod("redis-6c9f7b8d5-9zq2m", "apps", "Running", "phobos", started="2026-04-13T08:15:30Z"),
        pod("uptime-kuma-5b7d8f6c4-p2xtn", "monitoring", "Running", "phobos", started="2026-04-13T08:16:02Z"),
    ]}, PH, age=30, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("coredns", "kube-system", 1, 1),
        deployment("local-path-provisioner", "kube-system", 1, 1),
        deployment("metrics-server", "kube-system", 1, 1),
        deployment("traefik", "kube-system", 1, 1),
        deployment("nextcloud", "apps", 1, 1),
        deployment("immich-server", "apps", 1, 0),
        deployment("immich-machine-learning", "apps", 1, 0),
        deployment("redis", "apps", 1, 1),
        deployment("uptime-kuma", "monitoring", 1, 1),
    ]}, PH, age=30, args={"resource": "deployments", "all_namespaces": True}),
    item("e5", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1187, since="2026-04-13T17:12:05+09:00",
              desc="Lightweight Kubernetes"), PH, age=30, args={"name": "k3s"}),
    item("e6", "linux_system_info",
         system_info(31.0, [2.85, 2.40, 2.10], 757080, "2026-04-13T17:12:00+09:00", PH_MEM, int(4.2 * GiB), 0, 0),
         PH, age=25),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502468108288, 188000000000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1124999168, 6396928),
    ]}, PH, age=25),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-04-22T10:48:31+09:00", "k3s.service", "warning",
                  "Slow SQL (started: 2026-04-22 10:48:29.7 +0900 JST) (total time: 1.82s): SELECT ... FROM kine"),
        log_entry("2026-04-22T11:12:03+09:00", "k3s.service", "warning",
                  "Slow SQL (started: 2026-04-22 11:12:02.4 +0900 JST) (total time: 1.21s): INSERT INTO kine"),
        log_entry("2026-04-22T11:25:14+09:00", "k3s.service", "err",
                  "E0422 11:25:14.381221    1187 pod_workers.go:1301] \"Error syncing pod, skipping\" "
                  "err=\"failed to \\\"StartContainer\\\" for \\\"immich-server\\\" with CrashLoopBackOff: "
                  "\\\"back-off 5m0s restarting failed container=immich-server "
                  "pod=immich-server-6b8f9d7c4-kx7vw_apps\\\"\""),
    ]}, PH, age=40, args={"unit": "k3s", "since_minutes": 60, "priority": "warning"}),
]

phobos_answers = [
    {"q": "are both nodes ready?", "ev": ["e2"],
     "a": "[[s:Yes, both nodes are Ready]] ✅\n\n"
          "- phobos: [[s:control-plane]], [[s:v1.31.6+k3s1]]\n"
          "- deimos: [[s:worker]], [[c:v1.31.6+k3s1]]\n\n"
          "[[c:Both run Ubuntu 24.04]]. [[s:deimos is at 192.168.10.12]]."},
    {"q": "which pods are failing?", "ev": ["e3"],
     "a": "[[s:2 pods are failing]]:\n"
          "1. [[s:immich-server — CrashLoopBackOff]], [[s:23 restarts]], [[c:on deimos]]\n"
          "2. immich-machine-learning — [[c:Pending]], [[s:5 restarts]]\n\n"
          "[[s:Everything else is Running]]. [[s:nextcloud restarted once]] but [[s:it's fine now]]."},
    {"q": "how many pods on each node?", "ev": ["e3"],
     "a": "- phobos: [[c:6 pods]]\n"
          "- deimos: [[s:5 pods]]\n\n"
          "[[s:12 in total]]. [[c:Most of kube-system runs on deimos]]. [[s:traefik is on deimos]], and "
          "[[s:postgres-0 and nextcloud are both on deimos]] too."},
    {"q": "why is immich-machine-learning crashing?", "ev": ["e3", "e4"],
     "a": "It's [[s:OOMKilled]] ([[s:exit code 137]]). [[u:Its memory limit is 2Gi]] which [[u:is too low for the "
          "CLIP model]]. [[s:It restarted 5 times]] and [[s:the deployment has 0 of 1 ready]]. "
          "[[c:It runs on phobos]]. "
          "[[c:immich-server crashes for the same reason]]."},
    {"q": "is k3s healthy on the server? uptime? memory?", "ev": ["e1", "e5", "e6", "e8"],
     "a": "[[s:k3s.service is active (running)]] [[s:since April 13]] ([[c:PID 1178]]).\n\n"
          "Uptime: [[s:8 days 18 hours]]\n"
          "Memory: [[s:~11 GiB used of 15 GiB]] ([[c:about 60%]])\n"
          "[[s:No swap]].\n\n"
          "Logs show [[s:immich-server in CrashLoopBackOff]] and [[s:some slow SQL warnings]], [[u:which usually "
          "means the disk is too slow for kine]]."},
    {"q": "are all deployments ready?", "ev": ["e4"],
     "a": "No. [[s:7 of 9 deployments are ready]].\n\n"
          "| Deployment | Ready |\n"
          "|---|---|\n"
          "| nextcloud | [[s:1/1 ✅]] |\n"
          "| immich-server | [[s:0/1 ❌]] |\n"
          "| immich-machine-learning | [[c:1/1 ✅]] |\n"
          "| redis | [[s:1/1 ✅]] |\n"
          "| uptime-kuma | [[c:0/1 ❌]] |\n\n"
          "[[s:The kube-system ones are all fine]]."},
    {"q": "disk space on the k3s server?", "ev": ["e1", "e7"],
     "a": "Root on phobos: [[s:188 GB used]] of [[c:512 GB]] ([[s:~37%]]). [[u:Most of that is container images in "
          "/var/lib/rancher]]. [[s:Plenty of room]]. [[s:/boot/efi is 1.1 GB]] and [[c:half full]]."},
]

MACHINES = [
    {"name": "io", "clock": IO, "evidence": io_evidence, "answers": io_answers},
    {"name": "europa", "clock": EU, "evidence": europa_evidence, "answers": europa_answers},
    {"name": "titan", "clock": TI, "evidence": titan_evidence, "answers": titan_answers},
    {"name": "triton", "clock": TR, "evidence": triton_evidence, "answers": triton_answers},
    {"name": "phobos", "clock": PH, "evidence": phobos_evidence, "answers": phobos_answers},
]
