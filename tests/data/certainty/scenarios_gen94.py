"""94th generation (written blind, in the manner of Llama 3.2 1B Instruct: short answers, loose formatting
(a few bullets, some plain lines, the odd numbered list), confident wrong numbers, now and then two sentences
that contradict each other, and "I hope this helps!" at the end).

keats — an old Ubuntu 20.04 file server (Europe/London, +00:00 in February) with an mdadm RAID1 of two 4 TB
disks (/dev/md0 on /srv/share, ext4) and samba. Its evidence: a steady-state snapshot (running kernel
5.4.0-202 while 5.4.0-204 is installed, users tom and ellie, sambashare group), fresh system info (up 63 days),
fresh disk usage (the share at 87.2%), the smbd unit, a day of warning-or-worse log lines (sdc read errors at
03:17, md0 dropped sdc1 and runs on one device), /proc/mdstat read as a file ([2/1] [U_]), a complete socket
listing (smbd on 139/445, nmbd on UDP 137/138, two SMB clients and one SSH session), a fifteen-minute-old
disk-I/O sample, thirty days of apt history and a CPU-sorted process listing cut at five rows.

byron — a Debian 12 Nextcloud host (Europe/Athens, +02:00) with nginx, php8.2-fpm, redis and mariadb. A
steady-state snapshot, a complete listing of its services (fail2ban failed), a memory-sorted process listing
cut at six rows, a complete php-fpm listing (master and four workers), three hours of php-fpm log lines
(pm.max_children of 12 reached twice, one slow PROPFIND), disk usage (an xfs data volume at 66.8%), system
info, a complete socket listing (mariadb and redis on 127.0.0.1 only), the first 40 of 52 lines of
config.php, a traffic sample and fail2ban's log of its failed start on February 3.

shelley — a Fedora 40 laptop (America/Denver, -07:00). A steady-state snapshot whose `users` and `groups`
sources are listed in stale_sources, fresh system info (booted 07:52 this morning), a CPU-sorted listing cut at
five rows (packagekitd on top), two weeks of dnf history, warning-or-worse log lines since boot (iwlwifi
microcode error, a failed Wi-Fi activation), a 25-minute-old listing of every service, a network tool that
timed out, disk usage (btrfs), a day of /etc changes and every podman container.

blake — an Ubuntu 22.04 Minecraft server (Australia/Melbourne, +11:00) running Paper on Java 21. The
minecraft unit, a memory-sorted listing cut at five rows (java with 11 GiB resident), a complete socket
listing (25565 on all interfaces, RCON on localhost, Geyser on UDP 19132, four players and one SSH session),
an hour of the server's log (two "Can't keep up!" warnings, joins and a leave), system info, disk usage, a
thirteen-minute-old traffic sample, thirty days of apt history and the first 20 of 58 lines of
server.properties.

yeats — the control node of a two-VM k3s dev cluster on Ubuntu 24.04 (Asia/Kolkata, +05:30). Nodes (the worker
one minor version behind), pods, deployments and events of the `dev` namespace (a worker pod in
CrashLoopBackOff with 14 restarts, a frontend pod in ImagePullBackOff on a refused registry), a 25-minute-old
pod listing, the k3s unit, system info, disk usage (76.8%) and a disk-I/O sample.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# keats — Ubuntu 20.04 file server, mdadm RAID1 + samba
# ---------------------------------------------------------------------------------------------------------
KEA = Clock("2025-02-11T14:20:00+00:00")
KEA_MEM = 8_233_140_224
KEA_ROOT = 233_706_283_008
KEA_MD0 = 3_936_818_098_176
KEA_EFI = 535_805_952

keats_evidence = [
    steady("e1", KEA, age=1800,
           hostname="keats", os_name="Ubuntu", os_version="20.04", os_codename="focal",
           kernel="5.4.0-202-generic", cpu_model="Intel(R) Pentium(R) CPU G4560 @ 3.50GHz", cpu_cores=2,
           cpu_threads=4, memory_total_bytes=KEA_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": KEA_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": KEA_EFI},
                  {"device": "/dev/md0", "mountpoint": "/srv/share", "fstype": "ext4", "total_bytes": KEA_MD0}],
           network_interfaces=[{"name": "enp2s0", "mac": "00:1e:06:45:0b:7c", "addresses": ["192.168.1.20/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"samba": "2:4.15.13+dfsg-0ubuntu0.20.04.8", "mdadm": "4.1-5ubuntu1.3",
                               "smartmontools": "7.1-1build1", "openssh-server": "1:8.2p1-4ubuntu0.12",
                               "linux-image-5.4.0-202-generic": "5.4.0-202.222",
                               "linux-image-5.4.0-204-generic": "5.4.0-204.224",
                               "tzdata": "2025a-0ubuntu0.20.04"},
           available_services=["smbd.service", "nmbd.service", "mdmonitor.service", "ssh.service",
                               "smartmontools.service", "cron.service"],
           users=[{"name": "tom", "uid": 1000, "gid": 1000, "home": "/home/tom", "shell": "/bin/bash"},
                  {"name": "ellie", "uid": 1001, "gid": 1001, "home": "/home/ellie", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["tom"]},
                   {"name": "sambashare", "gid": 998, "members": ["tom", "ellie"]}]),
    item("e2", "linux_system_info",
         system_info(3.1, [0.22, 0.31, 0.28], 5_461_610, "2024-12-10T09:12:40+00:00", KEA_MEM, 5_412_921_344,
                     2_147_479_552, 13_631_488), KEA, age=30),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", KEA_ROOT, 41_893_306_368),
        fs("/dev/sda1", "/boot/efi", "vfat", KEA_EFI, 6_352_896),
        fs("/dev/md0", "/srv/share", "ext4", KEA_MD0, 3_433_226_141_696),
    ]}, KEA, age=25),
    item("e4", "linux_service_status",
         unit("smbd.service", "active", "running", pid=1187, since="2024-12-10T09:13:05+00:00",
              desc="Samba SMB Daemon"), KEA, age=20, args={"name": "smbd"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2025-02-11T03:17:41+00:00", None, "err", "ata3.00: failed command: READ FPDMA QUEUED"),
        log_entry("2025-02-11T03:17:42+00:00", None, "err",
                  "blk_update_request: I/O error, dev sdc, sector 1937269832 op 0x0:(READ) flags 0x0 phys_seg 1 prio class 0"),
        log_entry("2025-02-11T03:17:44+00:00", None, "crit", "md/raid1:md0: Disk failure on sdc1, disabling device."),
        log_entry("2025-02-11T03:17:44+00:00", None, "crit", "md/raid1:md0: Operation continuing on 1 devices."),
        log_entry("2025-02-11T03:17:46+00:00", "mdmonitor.service", "warning",
                  "Fail event detected on md device /dev/md0, component device /dev/sdc1"),
        log_entry("2025-02-11T09:41:03+00:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [guest] -> [guest] FAILED with error NT_STATUS_NO_SUCH_USER"),
    ]}, KEA, age=40, args={"priority": "warning", "since_minutes": 1440}),
    item("e6", "linux_file_read", {"path": "/proc/mdstat", "offset": 0, "limit": 50, "total_lines": 6, "lines": [
        "Personalities : [raid1] [linear] [multipath] [raid0] [raid6] [raid5] [raid4] [raid10] ",
        "md0 : active raid1 sdc1[1](F) sdb1[0]",
        "      3906885440 blocks super 1.2 [2/1] [U_]",
        "      bitmap: 12/30 pages [48KB], 65536KB chunk",
        "",
        "unused devices: <none>",
    ]}, KEA, age=35, args={"path": "/proc/mdstat"}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "enp2s0", "mac": "00:1e:06:45:0b:7c", "addresses": ["192.168.1.20/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 842, "sshd"),
            listener(22, "::", 842, "sshd"),
            listener(139, "0.0.0.0", 1187, "smbd"),
            listener(445, "0.0.0.0", 1187, "smbd"),
            listener(445, "::", 1187, "smbd"),
            listener(137, "0.0.0.0", 1102, "nmbd", proto="udp"),
            listener(138, "0.0.0.0", 1102, "nmbd", proto="udp"),
            listener(53, "127.0.0.53", 640, "systemd-resolve"),
            listener(53, "127.0.0.53", 640, "systemd-resolve", proto="udp"),
        ],
        "connections": [
            connection("192.168.1.20:445", "192.168.1.34:50112", 23411, "smbd"),
            connection("192.168.1.20:445", "192.168.1.41:49833", 23988, "smbd"),
            connection("192.168.1.20:22", "192.168.1.34:51820", 24102, "sshd"),
        ]}, KEA, age=30),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 12_288, "write_bytes_per_s": 208_896, "busy_percent": 1.2},
        {"device": "sdb", "read_bytes_per_s": 48_234_496, "write_bytes_per_s": 1_048_576, "busy_percent": 61.3},
        {"device": "sdc", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
        {"device": "md0", "read_bytes_per_s": 48_234_496, "write_bytes_per_s": 1_048_576, "busy_percent": 0.0},
    ]}, KEA, age=900, args={"interval_seconds": 1.0}),
    item("e9", "linux_package_history", {"events": [
        package_event("2025-01-14T06:25:11+00:00", "upgrade", "samba", "2:4.15.13+dfsg-0ubuntu0.20.04.7",
                      "2:4.15.13+dfsg-0ubuntu0.20.04.8"),
        package_event("2025-01-14T06:25:11+00:00", "upgrade", "samba-common-bin", "2:4.15.13+dfsg-0ubuntu0.20.04.7",
                      "2:4.15.13+dfsg-0ubuntu0.20.04.8"),
        package_event("2025-01-14T06:25:11+00:00", "upgrade", "smbclient", "2:4.15.13+dfsg-0ubuntu0.20.04.7",
                      "2:4.15.13+dfsg-0ubuntu0.20.04.8"),
        package_event("2025-01-14T06:25:40+00:00", "install", "linux-image-5.4.0-204-generic", None, "5.4.0-204.224"),
        package_event("2025-01-29T06:31:40+00:00", "upgrade", "openssh-server", "1:8.2p1-4ubuntu0.11",
                      "1:8.2p1-4ubuntu0.12"),
        package_event("2025-02-04T06:18:02+00:00", "upgrade", "tzdata", "2024b-0ubuntu0.20.04.1", "2025a-0ubuntu0.20.04"),
    ]}, KEA, age=60, args={"since_days": 30}),
    item("e10", "linux_processes", processes(187, KEA_MEM, [
        (23988, "smbd", "ellie", 12.4, 41 * MiB, "2025-02-11T13:58:10+00:00", "/usr/sbin/smbd --foreground --no-process-group"),
        (210, "md0_raid1", "root", 2.1, 0, "2024-12-10T09:12:44+00:00", "[md0_raid1]"),
        (23411, "smbd", "tom", 1.8, 38 * MiB, "2025-02-11T08:02:37+00:00", "/usr/sbin/smbd --foreground --no-process-group"),
        (1187, "smbd", "root", 0.3, 24 * MiB, "2024-12-10T09:13:05+00:00", "/usr/sbin/smbd --foreground --no-process-group"),
        (842, "sshd", "root", 0.0, 7 * MiB, "2024-12-10T09:13:01+00:00",
         "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
    ]), KEA, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
]

keats_answers = [
    {"q": "Is my RAID array healthy?", "ev": ["e5", "e6"],
     "a": "Based on the output, [[s:your RAID array md0 is degraded]]. [[c:The array is still healthy]] though.\n\n"
          "* RAID level: [[s:RAID 1]]\n"
          "* Failed disk: [[s:sdc1]]\n"
          "* Active disk: [[s:sdb1]]\n"
          "* Size: [[c:about 3.2 TB]]\n\n"
          "[[s:Only 1 of the 2 devices is active]]. [[c:The disk failed at 4:17 AM]] this morning. "
          "[[u:This is most likely caused by a bad SATA cable]], so you should check it.\n\n"
          "You can run `sudo mdadm --detail /dev/md0` to see more.\n\n"
          "I hope this helps!"},
    {"q": "How much space is left on the share?", "ev": ["e1", "e3"],
     "a": "Your share /srv/share is on [[s:/dev/md0]].\n\n"
          "- Used: [[s:87%]] (e3)\n"
          "- Free: [[s:about 470 GiB]]\n"
          "- Total: [[c:4.5 TB]]\n\n"
          "[[u:The root filesystem is only about 18% used]] (e1), so that's fine. [[c:/srv/share is formatted as XFS]]. "
          "[[u:At this rate it will be full in about 2 months]].\n\n"
          "I hope this helps!"},
    {"q": "Is samba running? Who is connected?", "ev": ["e4", "e7"],
     "a": "Yes, [[s:smbd is active and running]] ([[s:PID 1187]]). [[c:It has been up since December 12]].\n\n"
          "Listening ports:\n"
          "- [[s:445/tcp]] and [[s:139/tcp]] (smbd)\n"
          "- [[s:137 and 138 over UDP]] (nmbd)\n"
          "- [[s:22/tcp for SSH]]\n\n"
          "[[s:192.168.1.34 and 192.168.1.41 are connected to port 445]]. "
          "[[c:There is also an SSH session from 192.168.1.41]].\n"
          "[[c:nmbd is not running]], but you don't need it anyway.\n\n"
          "I hope this helps!"},
    {"q": "What's using the CPU on keats?", "ev": ["e10"],
     "a": "The top process is [[s:smbd (PID 23988)]] using [[s:12.4% CPU]]. It runs as [[s:user ellie]].\n"
          "[[c:Second is sshd with 2.1%]]. [[s:Two other smbd processes are also in the list]]. "
          "[[u:Nothing else is using any CPU]]. [[c:There are 178 processes in total]].\n\n"
          "[[u:This is probably someone copying large files to the share]].\n\n"
          "I hope this helps!"},
    {"q": "Are the disks busy right now?", "ev": ["e8"],
     "a": "Yes, [[t:sdb is pretty busy at about 61%]]. It's [[t:reading around 46 MB/s]] and "
          "[[t:writing about 1 MB/s]].\n\n"
          "- [[t:sda: almost idle]]\n"
          "- [[t:sdc: no activity]]\n"
          "- [[t:md0: writing 10 MB/s]]\n\n"
          "[[u:sdc is idle because it was kicked out of the array]].\n\n"
          "I hope this helps!"},
    {"q": "Anything updated recently? Do I need to reboot?", "ev": ["e9", "e1"],
     "a": "Here are the recent updates:\n\n"
          "1. [[s:samba upgraded to 2:4.15.13+dfsg-0ubuntu0.20.04.8]] [[s:on January 14]]\n"
          "2. [[s:New kernel linux-image-5.4.0-204-generic installed]] [[c:on January 29]]\n"
          "3. [[s:openssh-server updated]] [[c:to 1:8.2p1-4ubuntu0.11]]\n"
          "4. [[s:tzdata updated to 2025a]]\n\n"
          "[[c:That's 4 packages in total]]. [[s:You're running kernel 5.4.0-202-generic]] (e1) "
          "[[s:on Ubuntu 20.04]], which is [[c:the latest kernel]], so no reboot is needed.\n\n"
          "I hope this helps!"},
    {"q": "Who has access to the samba share?", "ev": ["e1"],
     "a": "[[s:tom and ellie are both in the sambashare group]].\n\n"
          "* tom - [[s:UID 1000]], [[s:also in the sudo group]]\n"
          "* ellie - [[c:UID 1002]], [[c:login shell /bin/bash]]\n\n"
          "[[u:Guest access is turned off in smb.conf]], so [[u:only these two can connect]]. "
          "[[c:The sambashare group ID is 1002]].\n\n"
          "I hope this helps!"},
    {"q": "How's the server doing overall? RAM, uptime?", "ev": ["e2", "e1"],
     "a": "The server looks good.\n\n"
          "- CPU: [[s:3.1%]]\n"
          "- RAM: [[s:8 GB total]], [[c:about 5 GB used]] ([[s:34%]])\n"
          "- Uptime: [[s:63 days]]\n"
          "- [[s:Swap is barely used]]\n"
          "- [[s:Load average is around 0.2-0.3]]\n\n"
          "[[c:It was last rebooted on December 12]]. [[s:The CPU is an Intel Pentium G4560]] with "
          "[[c:4 cores]].\n\n"
          "I hope this helps!"},
]

# ---------------------------------------------------------------------------------------------------------
# byron — Debian 12 Nextcloud host
# ---------------------------------------------------------------------------------------------------------
BYR = Clock("2025-02-11T16:45:00+02:00")
BYR_MEM = 16_767_086_592
BYR_ROOT = 490_577_010_688
BYR_DATA = 3_998_562_910_208
BYR_EFI = 535_805_952

byron_evidence = [
    steady("e1", BYR, age=2400,
           hostname="byron", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-30-amd64", cpu_model="Intel(R) Xeon(R) E-2224G CPU @ 3.50GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=BYR_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": BYR_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": BYR_EFI},
                  {"device": "/dev/sda1", "mountpoint": "/srv/nextcloud-data", "fstype": "xfs", "total_bytes": BYR_DATA}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:21:9a:40", "addresses": ["10.0.10.15/24"], "is_up": True}],
           dns_servers=["10.0.10.1"], default_gateway="10.0.10.1", package_manager="dpkg",
           installed_packages={"nginx": "1.22.1-9+deb12u1", "php8.2-fpm": "8.2.26-1~deb12u1",
                               "redis-server": "5:7.0.15-1~deb12u1", "mariadb-server": "1:10.11.6-0+deb12u1",
                               "php-redis": "5.3.7+4.3.0-3", "fail2ban": "1.0.2-2", "certbot": "2.1.0-4"},
           available_services=["nginx.service", "php8.2-fpm.service", "redis-server.service", "mariadb.service",
                               "fail2ban.service", "cron.service", "ssh.service", "nextcloudcron.service"],
           users=[{"name": "nikos", "uid": 1000, "gid": 1000, "home": "/home/nikos", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["nikos"]},
                   {"name": "www-data", "gid": 33, "members": []},
                   {"name": "redis", "gid": 112, "members": ["www-data"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", pid=1021, since="2025-02-03T11:20:14+02:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("php8.2-fpm.service", "active", "running", pid=1033, since="2025-02-03T11:20:15+02:00",
             desc="The PHP 8.2 FastCGI Process Manager"),
        unit("redis-server.service", "active", "running", pid=988, since="2025-02-03T11:20:13+02:00",
             desc="Advanced key-value store"),
        unit("mariadb.service", "active", "running", pid=1102, since="2025-02-03T11:20:18+02:00",
             desc="MariaDB 10.11.6 database server"),
        unit("fail2ban.service", "failed", "failed", desc="Fail2Ban Service"),
        unit("cron.service", "active", "running", pid=702, since="2025-02-03T11:20:10+02:00",
             desc="Regular background program processing daemon"),
        unit("ssh.service", "active", "running", pid=741, since="2025-02-03T11:20:11+02:00",
             desc="OpenBSD Secure Shell server"),
        unit("nextcloudcron.service", "inactive", "dead", ufs="static", desc="Nextcloud cron.php job"),
    ]}, BYR, age=40),
    item("e3", "linux_processes", processes(214, BYR_MEM, [
        (1102, "mariadbd", "mysql", 3.1, 2_415_919_104, "2025-02-03T11:20:17+02:00", "/usr/sbin/mariadbd"),
        (48211, "php-fpm8.2", "www-data", 9.8, 288 * MiB, "2025-02-11T16:31:02+02:00", "php-fpm: pool www"),
        (48190, "php-fpm8.2", "www-data", 7.5, 274 * MiB, "2025-02-11T16:30:48+02:00", "php-fpm: pool www"),
        (47754, "php-fpm8.2", "www-data", 0.4, 250 * MiB, "2025-02-11T16:12:20+02:00", "php-fpm: pool www"),
        (988, "redis-server", "redis", 0.6, 160 * MiB, "2025-02-03T11:20:13+02:00", "/usr/bin/redis-server 127.0.0.1:6379"),
        (1033, "php-fpm8.2", "root", 0.0, 40 * MiB, "2025-02-03T11:20:15+02:00",
         "php-fpm: master process (/etc/php/8.2/fpm/php-fpm.conf)"),
    ]), BYR, age=30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "php8.2-fpm.service", "entries": [
        log_entry("2025-02-11T14:52:10+02:00", "php8.2-fpm.service", "warning",
                  "[pool www] server reached pm.max_children setting (12), consider raising it"),
        log_entry("2025-02-11T16:05:33+02:00", "php8.2-fpm.service", "warning",
                  "[pool www] server reached pm.max_children setting (12), consider raising it"),
        log_entry("2025-02-11T16:38:47+02:00", "php8.2-fpm.service", "warning",
                  "[pool www] child 47602, script '/var/www/nextcloud/remote.php' (request: \"PROPFIND "
                  "/remote.php/dav/files/eleni/Photos/\") executing too slow (12.301374 sec), logging"),
    ]}, BYR, age=45, args={"unit": "php8.2-fpm.service", "since_minutes": 180}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", BYR_ROOT, 61_203_177_472),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", BYR_EFI, 6_139_904),
        fs("/dev/sda1", "/srv/nextcloud-data", "xfs", BYR_DATA, 2_671_045_443_584),
    ]}, BYR, age=30),
    item("e6", "linux_system_info",
         system_info(21.4, [2.71, 2.35, 1.98], 710_683, "2025-02-03T11:19:52+02:00", BYR_MEM, 7_851_737_088,
                     4_294_963_200, 268_435_456), BYR, age=25),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:21:9a:40", "addresses": ["10.0.10.15/24"], "is_up": True}],
        "listening": [
            listener(80, "0.0.0.0", 1021, "nginx"),
            listener(80, "::", 1021, "nginx"),
            listener(443, "0.0.0.0", 1021, "nginx"),
            listener(443, "::", 1021, "nginx"),
            listener(22, "0.0.0.0", 741, "sshd"),
            listener(22, "::", 741, "sshd"),
            listener(3306, "127.0.0.1", 1102, "mariadbd"),
            listener(6379, "127.0.0.1", 988, "redis-server"),
        ],
        "connections": [
            connection("10.0.10.15:443", "85.74.112.9:52344", 1024, "nginx"),
            connection("10.0.10.15:443", "85.74.112.9:52350", 1024, "nginx"),
            connection("10.0.10.15:443", "46.176.3.201:40122", 1025, "nginx"),
            connection("127.0.0.1:43210", "127.0.0.1:3306", 48211, "php-fpm8.2"),
            connection("127.0.0.1:3306", "127.0.0.1:43210", 1102, "mariadbd"),
            connection("127.0.0.1:43214", "127.0.0.1:3306", 48190, "php-fpm8.2"),
            connection("127.0.0.1:3306", "127.0.0.1:43214", 1102, "mariadbd"),
            connection("127.0.0.1:50110", "127.0.0.1:6379", 48211, "php-fpm8.2"),
            connection("127.0.0.1:6379", "127.0.0.1:50110", 988, "redis-server"),
        ]}, BYR, age=35),
    item("e8", "linux_file_read", {"path": "/var/www/nextcloud/config/config.php", "offset": 0, "limit": 40,
                                   "total_lines": 52, "lines": [
        "<?php",
        "$CONFIG = array (",
        "  'instanceid' => 'oc8x2k4n1v7q',",
        "  'passwordsalt' => '<redacted>',",
        "  'secret' => '<redacted>',",
        "  'trusted_domains' => ",
        "  array (",
        "    0 => 'cloud.example.gr',",
        "    1 => '10.0.10.15',",
        "  ),",
        "  'datadirectory' => '/srv/nextcloud-data',",
        "  'dbtype' => 'mysql',",
        "  'version' => '30.0.5.1',",
        "  'overwrite.cli.url' => 'https://cloud.example.gr',",
        "  'dbname' => 'nextcloud',",
        "  'dbhost' => 'localhost',",
        "  'dbport' => '',",
        "  'dbtableprefix' => 'oc_',",
        "  'mysql.utf8mb4' => true,",
        "  'dbuser' => 'nextcloud',",
        "  'dbpassword' => '<redacted>',",
        "  'installed' => true,",
        "  'memcache.local' => '\\\\OC\\\\Memcache\\\\APCu',",
        "  'memcache.distributed' => '\\\\OC\\\\Memcache\\\\Redis',",
        "  'memcache.locking' => '\\\\OC\\\\Memcache\\\\Redis',",
        "  'redis' => ",
        "  array (",
        "    'host' => '127.0.0.1',",
        "    'port' => 6379,",
        "  ),",
        "  'maintenance' => false,",
        "  'default_phone_region' => 'GR',",
        "  'loglevel' => 2,",
        "  'mail_smtpmode' => 'smtp',",
        "  'mail_smtphost' => 'smtp.example.gr',",
        "  'mail_smtpport' => '587',",
        "  'mail_from_address' => 'cloud',",
        "  'mail_domain' => 'example.gr',",
        "  'maintenance_window_start' => 1,",
        "  'trashbin_retention_obligation' => 'auto, 30',",
    ]}, BYR, age=50, args={"path": "/var/www/nextcloud/config/config.php", "limit": 40}, complete=False),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 1_572_864, "tx_bytes_per_s": 9_437_184},
        {"name": "lo", "rx_bytes_per_s": 3_145_728, "tx_bytes_per_s": 3_145_728},
    ]}, BYR, age=15, args={"interval_seconds": 1.0}),
    item("e10", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
        log_entry("2025-02-03T11:20:21+02:00", "fail2ban.service", "err",
                  "ERROR   Failed during configuration: Have not found any log file for nextcloud jail"),
        log_entry("2025-02-03T11:20:21+02:00", "fail2ban.service", "err", "ERROR   Async configuration of server failed"),
        log_entry("2025-02-03T11:20:21+02:00", "fail2ban.service", "warning",
                  "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"),
        log_entry("2025-02-03T11:20:21+02:00", "fail2ban.service", "warning",
                  "fail2ban.service: Failed with result 'exit-code'."),
    ]}, BYR, age=55, args={"unit": "fail2ban.service", "since_minutes": 12000}),
    item("e11", "linux_processes", processes(5, BYR_MEM, [
        (48211, "php-fpm8.2", "www-data", 9.8, 288 * MiB, "2025-02-11T16:31:02+02:00", "php-fpm: pool www"),
        (48190, "php-fpm8.2", "www-data", 7.5, 274 * MiB, "2025-02-11T16:30:48+02:00", "php-fpm: pool www"),
        (48302, "php-fpm8.2", "www-data", 1.1, 36 * MiB, "2025-02-11T16:44:10+02:00", "php-fpm: pool www"),
        (47754, "php-fpm8.2", "www-data", 0.4, 250 * MiB, "2025-02-11T16:12:20+02:00", "php-fpm: pool www"),
        (1033, "php-fpm8.2", "root", 0.0, 40 * MiB, "2025-02-03T11:20:15+02:00",
         "php-fpm: master process (/etc/php/8.2/fpm/php-fpm.conf)"),
    ]), BYR, age=30, args={"sort": "cpu", "name": "php-fpm"}),
]

byron_answers = [
    {"q": "Is everything up for Nextcloud?", "ev": ["e2"],
     "a": "Yes, everything looks good!\n\n"
          "- [[s:nginx is running]]\n"
          "- [[s:php8.2-fpm is running]]\n"
          "- [[s:redis-server is active]]\n"
          "- [[c:mariadb is inactive]]\n"
          "- [[s:fail2ban has failed]]\n\n"
          "[[c:All services are running normally]]. [[s:nginx has been up since February 3]]. "
          "[[s:nextcloudcron.service is not running right now]], [[u:which is normal because a timer starts it]].\n\n"
          "I hope this helps!"},
    {"q": "Nextcloud has been really slow this afternoon, why?", "ev": ["e4", "e6", "e3", "e11"],
     "a": "The PHP-FPM logs show that [[s:the www pool reached pm.max_children]] [[c:3 times]]. "
          "[[s:The limit is set to 12]]. [[c:All 12 children are busy right now]].\n\n"
          "There was also [[s:a slow request]] [[s:that took about 12 seconds]] ([[s:a PROPFIND on eleni's files]]).\n\n"
          "Other stats:\n"
          "- Load: [[s:2.71]]\n"
          "- Memory: [[c:83% used]]\n"
          "- [[s:mariadbd is the biggest process]] at [[s:over 2 GB]]\n\n"
          "[[u:The slowness is caused by the database]]. You should raise pm.max_children to 24 in "
          "/etc/php/8.2/fpm/pool.d/www.conf.\n\n"
          "I hope this helps!"},
    {"q": "What's using the most memory?", "ev": ["e3", "e1"],
     "a": "Top memory users:\n\n"
          "1. [[s:mariadbd]] - [[s:14.4%]]\n"
          "2. [[s:php-fpm workers]] - [[c:about 1.5 GB each]]\n"
          "3. [[c:redis-server - 2.1 GB]]\n\n"
          "[[s:There are three php-fpm pool workers in the list]]. [[u:Nothing else uses much memory]]. "
          "[[s:The server has 16 GB of RAM]].\n\n"
          "[[c:Redis is using more memory than MariaDB]].\n\n"
          "I hope this helps!"},
    {"q": "Can redis or mariadb be reached from the internet?", "ev": ["e7"],
     "a": "No, [[s:they are not exposed]].\n\n"
          "- [[s:MariaDB listens on 127.0.0.1:3306]] [e7]\n"
          "- [[c:Redis listens on 0.0.0.0:6379]]\n\n"
          "[[s:Only nginx (80 and 443) and SSH (22) are open to the outside]]. [[s:There are 3 HTTPS connections "
          "from clients]] right now, [[c:from 3 different IPs]]. [[s:php-fpm has two connections open to MariaDB]]. "
          "[[c:Redis is not being used by anything at the moment]].\n\n"
          "I hope this helps!"},
    {"q": "Which Nextcloud version is this, and is it set up with redis?", "ev": ["e8", "e1"],
     "a": "You are running [[s:Nextcloud 30.0.5.1]], [[u:which is the latest version]].\n\n"
          "Config:\n"
          "- [[s:Redis is used for the distributed cache and file locking]]\n"
          "- [[c:memcache.local is Redis too]]\n"
          "- Data directory: [[s:/srv/nextcloud-data]]\n"
          "- Database: [[s:MySQL/MariaDB]], [[s:database name nextcloud]]\n"
          "- [[c:Maintenance mode is on]]\n\n"
          "[[s:cloud.example.gr is a trusted domain]], [[c:and so is 10.0.10.1]]. "
          "[[u:There is no overwriteprotocol setting in the file]]. "
          "[[s:The redis-server package is version 7.0.15]].\n\n"
          "I hope this helps!"},
    {"q": "fail2ban shows red in my dashboard, why?", "ev": ["e2", "e10"],
     "extra": [user("e12", "I think I broke fail2ban yesterday when I added a nextcloud jail", BYR)],
     "a": "You're right, [[s:fail2ban has failed]]. [[s:The log says it could not find any log file for the "
          "nextcloud jail]]. [[c:It failed yesterday]], [[s:around 11:20]].\n\n"
          "[[s:It exited with status 255]]. [[s:The service is still enabled]]. "
          "[[u:The logpath in your jail file is probably pointing to the wrong nextcloud.log]]. "
          "[[u:The sshd jail was working fine before that]].\n\n"
          "Check `logpath` in /etc/fail2ban/jail.d/nextcloud.local and then run `sudo systemctl restart fail2ban`.\n\n"
          "I hope this helps!"},
    {"q": "How much room is left for user data, and how busy is the network?", "ev": ["e5", "e9"],
     "a": "Data drive ([[s:/srv/nextcloud-data]]):\n"
          "- Used: [[s:66.8%]]\n"
          "- Free: [[c:about 2.1 TB]]\n"
          "- Filesystem: [[s:xfs]]\n\n"
          "[[s:The root disk is about 12% used]].\n\n"
          "Network on eno1:\n"
          "- Upload: [[s:about 9 MB/s]]\n"
          "- Download: [[c:about 15 MB/s]]\n\n"
          "[[u:Most of the upload is people syncing files with the desktop client]]. "
          "[[c:The network is basically idle]].\n\n"
          "I hope this helps!"},
]

# ---------------------------------------------------------------------------------------------------------
# shelley — Fedora 40 laptop
# ---------------------------------------------------------------------------------------------------------
SHE = Clock("2025-02-11T08:30:00-07:00")
SHE_MEM = 16_459_710_464
SHE_ROOT = 510_770_802_688
SHE_BOOT = 1_020_702_720
SHE_EFI = 629_145_600

shelley_evidence = [
    steady("e1", SHE, age=3000,
           hostname="shelley", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.12.11-100.fc40.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz",
           cpu_cores=4, cpu_threads=8, memory_total_bytes=SHE_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": SHE_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": SHE_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": SHE_BOOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": SHE_EFI}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "f4:4e:e3:8a:21:0c", "addresses": ["192.168.0.57/24"],
                                "is_up": True},
                               {"name": "virbr0", "mac": "52:54:00:3b:9e:71", "addresses": ["192.168.122.1/24"],
                                "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"kernel": "6.12.11-100.fc40", "firefox": "135.0-1.fc40", "podman": "5.3.2-1.fc40",
                               "gnome-shell": "46.7-1.fc40", "NetworkManager": "1:1.46.6-1.fc40",
                               "vlc": "1:3.0.21-10.fc40", "code": "1.97.0-1738713451.el8"},
           available_services=["gdm.service", "NetworkManager.service", "bluetooth.service", "cups.service",
                               "firewalld.service", "sshd.service", "podman.service", "packagekit.service"],
           users=[{"name": "dana", "uid": 1000, "gid": 1000, "home": "/home/dana", "shell": "/bin/bash"},
                  {"name": "guest", "uid": 1001, "gid": 1001, "home": "/home/guest", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["dana"]},
                   {"name": "dialout", "gid": 18, "members": ["dana"]}],
           stale_sources=["users", "groups"]),
    item("e2", "linux_system_info",
         system_info(34.6, [2.41, 1.87, 1.12], 2242, "2025-02-11T07:52:18-07:00", SHE_MEM, 9_126_805_504,
                     8_589_930_496, 0), SHE, age=20),
    item("e3", "linux_processes", processes(341, SHE_MEM, [
        (3051, "packagekitd", "root", 38.2, 412 * MiB, "2025-02-11T07:53:40-07:00", "/usr/libexec/packagekitd"),
        (2688, "tracker-miner-fs-3", "dana", 21.5, 290 * MiB, "2025-02-11T07:53:02-07:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (2410, "gnome-shell", "dana", 9.7, 610 * MiB, "2025-02-11T07:52:51-07:00", "/usr/bin/gnome-shell"),
        (4122, "firefox", "dana", 6.3, 1420 * MiB, "2025-02-11T08:02:15-07:00", "/usr/lib64/firefox/firefox"),
        (4388, "Isolated Web Co", "dana", 4.1, 520 * MiB, "2025-02-11T08:02:33-07:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 3 -isForBrowser"),
    ]), SHE, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e4", "linux_package_history", {"events": [
        package_event("2025-01-30T19:02:11-07:00", "upgrade", "kernel", "6.12.9-100.fc40", "6.12.11-100.fc40"),
        package_event("2025-01-30T19:02:11-07:00", "upgrade", "kernel-core", "6.12.9-100.fc40", "6.12.11-100.fc40"),
        package_event("2025-02-06T20:15:44-07:00", "upgrade", "firefox", "134.0.2-1.fc40", "135.0-1.fc40"),
        package_event("2025-02-06T20:15:44-07:00", "upgrade", "podman", "5.3.1-1.fc40", "5.3.2-1.fc40"),
        package_event("2025-02-08T11:40:09-07:00", "install", "vlc", None, "1:3.0.21-10.fc40"),
        package_event("2025-02-08T11:41:30-07:00", "remove", "celluloid", "0.26-1.fc40", None),
    ]}, SHE, age=30, args={"since_days": 14}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2025-02-11T07:52:21-07:00", None, "warning",
                  "ACPI BIOS Error (bug): Could not resolve symbol [\\_TZ.ETMD], AE_NOT_FOUND"),
        log_entry("2025-02-11T07:52:24-07:00", None, "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2025-02-11T07:52:25-07:00", None, "err", "iwlwifi 0000:00:14.3: Start IWL Error Log Dump:"),
        log_entry("2025-02-11T08:11:47-07:00", "NetworkManager.service", "warning",
                  "<warn>  [1739286707.5521] device (wlp0s20f3): Activation: failed for connection 'HomeNet-5G'"),
        log_entry("2025-02-11T08:11:52-07:00", "wpa_supplicant.service", "warning",
                  "wlp0s20f3: CTRL-EVENT-DISCONNECTED bssid=a4:2b:b0:11:7e:52 reason=4 locally_generated=1"),
    ]}, SHE, age=35, args={"priority": "warning", "since_minutes": 40}),
    item("e6", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", pid=1134, since="2025-02-11T07:52:30-07:00",
             desc="Network Manager"),
        unit("firewalld.service", "active", "running", pid=1001, since="2025-02-11T07:52:29-07:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("gdm.service", "active", "running", pid=1388, since="2025-02-11T07:52:41-07:00",
             desc="GNOME Display Manager"),
        unit("bluetooth.service", "active", "running", pid=1090, since="2025-02-11T07:52:30-07:00",
             desc="Bluetooth service"),
        unit("cups.service", "inactive", "dead", desc="CUPS Scheduler"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
        unit("podman.service", "inactive", "dead", ufs="disabled", desc="Podman API Service"),
        unit("packagekit.service", "active", "running", ufs="static", pid=3051, since="2025-02-11T07:53:40-07:00",
             desc="PackageKit Daemon"),
    ]}, SHE, age=1500),
    item("e7", "linux_network_info", {"interfaces": [], "listening": [], "connections": []}, SHE, age=15,
         complete=False, error="timed out after 10 s waiting for ss"),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", SHE_ROOT, 318_902_394_880),
        fs("/dev/nvme0n1p3", "/home", "btrfs", SHE_ROOT, 318_902_394_880),
        fs("/dev/nvme0n1p2", "/boot", "ext4", SHE_BOOT, 356_515_840),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", SHE_EFI, 20_316_160),
    ]}, SHE, age=20),
    item("e9", "linux_file_changes", {"root": "/etc", "since": "2025-02-10T08:29:15-07:00", "files": [
        {"path": "/etc/NetworkManager/system-connections/HomeNet-5G.nmconnection",
         "mtime": "2025-02-11T08:12:03-07:00", "size_bytes": 412},
        {"path": "/etc/cups/subscriptions.conf", "mtime": "2025-02-11T07:53:12-07:00", "size_bytes": 1084},
        {"path": "/etc/hosts", "mtime": "2025-02-10T21:35:40-07:00", "size_bytes": 247},
    ]}, SHE, age=45, args={"root": "/etc", "since_minutes": 1440, "limit": 50}),
    item("e10", "linux_containers", {"runtime": "podman", "containers": [
        box("a1b2c3d4e5f6", "fedora-toolbox-40", "registry.fedoraproject.org/fedora-toolbox:40", "running",
            "Up 30 minutes", "2024-11-02T14:20:11-06:00"),
        box("9f8e7d6c5b4a", "pg-dev", "docker.io/library/postgres:16", "exited", "Exited (0) 4 days ago",
            "2025-01-20T10:05:33-07:00", ["127.0.0.1:5432->5432/tcp"]),
        box("3c4d5e6f7a8b", "mailpit", "docker.io/axllent/mailpit:latest", "running", "Up 29 minutes",
            "2025-01-06T09:12:40-07:00", ["127.0.0.1:8025->8025/tcp", "127.0.0.1:1025->1025/tcp"]),
    ]}, SHE, age=30, args={"all": True}),
]

shelley_answers = [
    {"q": "Why is my laptop fan going crazy?", "ev": ["e2", "e3"],
     "a": "Your CPU is at [[s:34.6%]] and [[s:the load average is 2.41]]. The top process is "
          "[[s:packagekitd]] using [[c:83% CPU]], and [[s:it runs as root]].\n\n"
          "- tracker-miner-fs-3: [[s:21.5%]]\n"
          "- gnome-shell: [[s:9.7%]]\n"
          "- firefox: [[c:16.3%]]\n\n"
          "[[u:PackageKit is downloading updates in the background]], that's why the fan is loud. "
          "[[s:The laptop was booted about 37 minutes ago]]. [[u:No other processes are using CPU]].\n\n"
          "I hope this helps!"},
    {"q": "Wifi keeps dropping, what's going on?", "ev": ["e5"],
     "extra": [user("e11", "I rebooted this morning because the wifi kept dropping, and it's still happening", SHE)],
     "a": "Looking at the logs, [[s:the iwlwifi driver hit a microcode SW error]] [[s:at 7:52 AM]]. "
          "Then [[c:at 8:21 AM]] [[s:NetworkManager failed to activate HomeNet-5G]].\n\n"
          "[[s:wpa_supplicant logged a disconnect with reason=4]]. "
          "[[u:Reason 4 means the access point kicked you off for inactivity]]. "
          "[[u:This is a known bug in kernel 6.12]], you could try `sudo dnf downgrade kernel`.\n\n"
          "[[c:There are 2 warnings in the log]].\n\n"
          "I hope this helps!"},
    {"q": "Is my kernel up to date? What got updated lately?", "ev": ["e4", "e1"],
     "a": "You're running [[s:kernel 6.12.11-100.fc40]], which [[s:was installed on January 30]]. "
          "[[u:This is the latest kernel for Fedora 40]].\n\n"
          "Recent updates:\n"
          "- [[s:firefox 134.0.2 → 135.0]] [[c:on February 8]]\n"
          "- [[s:podman upgraded to 5.3.2]]\n"
          "- [[c:vlc was removed]]\n"
          "- [[s:celluloid was removed]]\n\n"
          "[[c:The previous kernel was 6.11.9]]. [[s:You're on Fedora 40]].\n\n"
          "I hope this helps!"},
    {"q": "Which services are running?", "ev": ["e6"],
     "a": "Here are your services:\n\n"
          "✅ [[t:NetworkManager - running]]\n"
          "✅ [[t:firewalld - running]]\n"
          "✅ [[t:gdm - running]]\n"
          "✅ [[t:bluetooth - running]]\n"
          "❌ [[t:sshd - stopped]] ([[t:disabled]])\n\n"
          "[[t:cups is running]] as well, and [[t:packagekit is active]]. "
          "[[u:SSH is off because Fedora Workstation disables it by default]].\n\n"
          "I hope this helps!"},
    {"q": "What ports are open on my laptop?", "ev": ["e7", "e1"],
     "a": "I couldn't get the port list, the network tool timed out.\n\n"
          "Usually on Fedora [[u:port 631 is open for CUPS]] and [[u:port 22 is closed]]. "
          "[[u:The firewall blocks everything else]].\n"
          "Your Wi-Fi interface is [[s:wlp0s20f3]] with [[s:IP 192.168.0.57]]. [[c:Your gateway is 192.168.1.1]]. "
          "[[c:virbr0 is up]] too.\n\n"
          "You can check with `sudo ss -tulpn`.\n\n"
          "I hope this helps!"},
    {"q": "How much disk space do I have left?", "ev": ["e8", "e1"],
     "a": "Your disk:\n"
          "- Total: [[s:about 510 GB]]\n"
          "- Used: [[s:62%]] (e8)\n"
          "- Free: [[s:about 179 GiB]]\n\n"
          "[[s:/ and /home are on the same btrfs partition]], so [[s:they share the same space]]. "
          "[[c:/boot is 85% full]]. [[c:You have about 300 GB free]].\n"
          "[[u:btrfs compression is saving you some space]].\n\n"
          "I hope this helps!"},
    {"q": "What containers do I have?", "ev": ["e10"],
     "a": "You have [[s:3 podman containers]]:\n"
          "- [[s:fedora-toolbox-40 — running]]\n"
          "- pg-dev ([[s:postgres:16]]) — [[c:running]]\n"
          "- [[s:mailpit — up 29 minutes]]\n\n"
          "[[c:pg-dev exposes port 5432 to your whole network]]. [[s:mailpit publishes port 8025]]. "
          "[[u:pg-dev stopped because the laptop rebooted]].\n\n"
          "I hope this helps!"},
    {"q": "Who has accounts on this laptop, and did anything change in /etc?", "ev": ["e1", "e9"],
     "a": "Accounts:\n"
          "- [[t:dana (UID 1000)]] – [[t:admin, in the wheel group]]\n"
          "- [[t:guest (UID 1001)]]\n"
          "[[t:guest is not in wheel]].\n\n"
          "Changed files in /etc (last 24h):\n"
          "- [[s:/etc/hosts]], [[c:this morning]]\n"
          "- [[s:the HomeNet-5G Wi-Fi profile at 8:12 AM]]\n"
          "- [[s:/etc/cups/subscriptions.conf]]\n\n"
          "[[s:Only 3 files changed]]. [[u:Someone edited /etc/hosts to block a website]].\n\n"
          "I hope this helps!"},
]

# ---------------------------------------------------------------------------------------------------------
# blake — Ubuntu 22.04 Minecraft server
# ---------------------------------------------------------------------------------------------------------
BLA = Clock("2025-02-11T21:10:00+11:00")
BLA_MEM = 33_612_914_688
BLA_ROOT = 983_349_346_304
BLA_EFI = 1_124_999_168

blake_evidence = [
    steady("e1", BLA, age=1800,
           hostname="blake", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="AMD Ryzen 5 5600X 6-Core Processor", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=BLA_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": BLA_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": BLA_EFI}],
           network_interfaces=[{"name": "enp6s0", "mac": "b4:2e:99:c1:07:5d", "addresses": ["192.168.20.10/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.20.1", package_manager="dpkg",
           installed_packages={"openjdk-21-jre-headless": "21.0.5+11-1ubuntu1~22.04", "screen": "4.9.0-1",
                               "ufw": "0.36.1-4ubuntu0.1", "openssh-server": "1:8.9p1-3ubuntu0.11",
                               "linux-image-5.15.0-131-generic": "5.15.0-131.141"},
           available_services=["minecraft.service", "ssh.service", "ufw.service", "cron.service"],
           users=[{"name": "sam", "uid": 1000, "gid": 1000, "home": "/home/sam", "shell": "/bin/bash"},
                  {"name": "minecraft", "uid": 998, "gid": 998, "home": "/opt/minecraft", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["sam"]},
                   {"name": "minecraft", "gid": 998, "members": ["sam"]}]),
    item("e2", "linux_service_status",
         unit("minecraft.service", "active", "running", pid=20418, since="2025-02-09T18:02:11+11:00",
              desc="Minecraft Server (Paper)"), BLA, age=20, args={"name": "minecraft"}),
    item("e3", "linux_processes", processes(156, BLA_MEM, [
        (20418, "java", "minecraft", 168.0, 11 * GiB, "2025-02-09T18:02:11+11:00",
         "/usr/bin/java -Xms4G -Xmx12G -XX:+UseG1GC -jar paper-1.21.4-187.jar --nogui"),
        (412, "systemd-journald", "root", 0.0, 64 * MiB, "2025-01-28T04:31:12+11:00", "/lib/systemd/systemd-journald"),
        (1320, "snapd", "root", 0.1, 41 * MiB, "2025-01-28T04:31:20+11:00", "/usr/lib/snapd/snapd"),
        (845, "multipathd", "root", 0.0, 27 * MiB, "2025-01-28T04:31:14+11:00", "/sbin/multipathd -d -s"),
        (1187, "unattended-upgr", "root", 0.0, 23 * MiB, "2025-01-28T04:31:22+11:00",
         "/usr/bin/python3 /usr/share/unattended-upgrades/unattended-upgrade-shutdown --wait-for-signal"),
    ]), BLA, age=25, args={"sort": "memory", "limit": 5}, complete=False),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "enp6s0", "mac": "b4:2e:99:c1:07:5d", "addresses": ["192.168.20.10/24"], "is_up": True}],
        "listening": [
            listener(25565, "0.0.0.0", 20418, "java"),
            listener(25575, "127.0.0.1", 20418, "java"),
            listener(8100, "0.0.0.0", 20418, "java"),
            listener(19132, "0.0.0.0", 20418, "java", proto="udp"),
            listener(22, "0.0.0.0", 901, "sshd"),
            listener(22, "::", 901, "sshd"),
            listener(53, "127.0.0.53", 612, "systemd-resolve"),
            listener(53, "127.0.0.53", 612, "systemd-resolve", proto="udp"),
        ],
        "connections": [
            connection("192.168.20.10:25565", "49.186.22.107:53022", 20418, "java"),
            connection("192.168.20.10:25565", "120.158.4.77:61344", 20418, "java"),
            connection("192.168.20.10:25565", "1.145.88.230:49980", 20418, "java"),
            connection("192.168.20.10:25565", "101.181.9.12:55410", 20418, "java"),
            connection("192.168.20.10:22", "192.168.20.5:50234", 31102, "sshd"),
        ]}, BLA, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "minecraft.service", "entries": [
        log_entry("2025-02-11T20:14:03+11:00", "minecraft.service", "info", "[Server thread/INFO]: Jess_plays joined the game"),
        log_entry("2025-02-11T20:21:47+11:00", "minecraft.service", "warning",
                  "[Server thread/WARN]: Can't keep up! Is the server overloaded? Running 2873ms or 57 ticks behind"),
        log_entry("2025-02-11T20:33:10+11:00", "minecraft.service", "info", "[Server thread/INFO]: TomBoy04 left the game"),
        log_entry("2025-02-11T20:40:22+11:00", "minecraft.service", "info",
                  "[Server thread/INFO]: Saving the game (this may take a moment!)"),
        log_entry("2025-02-11T20:52:09+11:00", "minecraft.service", "warning",
                  "[Server thread/WARN]: Can't keep up! Is the server overloaded? Running 5120ms or 102 ticks behind"),
        log_entry("2025-02-11T21:02:55+11:00", "minecraft.service", "info", "[Server thread/INFO]: xXCreeperXx joined the game"),
    ]}, BLA, age=40, args={"unit": "minecraft.service", "since_minutes": 60, "limit": 200}),
    item("e6", "linux_system_info",
         system_info(31.8, [3.42, 2.96, 2.61], 1_269_513, "2025-01-28T04:31:07+11:00", BLA_MEM, 18_790_039_552,
                     4_294_963_200, 1_073_741_824), BLA, age=20),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", BLA_ROOT, 402_653_184_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", BLA_EFI, 6_369_280),
    ]}, BLA, age=20),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp6s0", "rx_bytes_per_s": 1_258_291, "tx_bytes_per_s": 4_718_592},
        {"name": "lo", "rx_bytes_per_s": 20_480, "tx_bytes_per_s": 20_480},
    ]}, BLA, age=780, args={"interval_seconds": 1.0}),
    item("e9", "linux_package_history", {"events": [
        package_event("2025-01-22T06:42:10+11:00", "upgrade", "openjdk-21-jre-headless", "21.0.4+7-1ubuntu2~22.04",
                      "21.0.5+11-1ubuntu1~22.04"),
        package_event("2025-01-28T04:12:55+11:00", "install", "linux-image-5.15.0-131-generic", None, "5.15.0-131.141"),
        package_event("2025-02-05T06:30:18+11:00", "upgrade", "openssh-server", "1:8.9p1-3ubuntu0.10",
                      "1:8.9p1-3ubuntu0.11"),
    ]}, BLA, age=60, args={"since_days": 30}),
    item("e10", "linux_file_read", {"path": "/opt/minecraft/server.properties", "offset": 0, "limit": 20,
                                    "total_lines": 58, "lines": [
        "#Minecraft server properties",
        "#Sun Feb 09 18:02:14 AEDT 2025",
        "accepts-transfers=false",
        "allow-flight=false",
        "allow-nether=true",
        "broadcast-console-to-ops=true",
        "broadcast-rcon-to-ops=true",
        "bug-report-link=",
        "difficulty=hard",
        "enable-command-block=false",
        "enable-jmx-monitoring=false",
        "enable-query=false",
        "enable-rcon=true",
        "enable-status=true",
        "enforce-secure-profile=true",
        "enforce-whitelist=true",
        "entity-broadcast-range-percentage=100",
        "force-gamemode=false",
        "function-permission-level=2",
        "gamemode=survival",
    ]}, BLA, age=45, args={"path": "/opt/minecraft/server.properties", "limit": 20}, complete=False),
]

blake_answers = [
    {"q": "Is the minecraft server up?", "ev": ["e2", "e4"],
     "a": "Yes! [[s:minecraft.service is active (running)]].\n\n"
          "- Main PID: [[s:20418]]\n"
          "- [[c:Running since February 8]]\n"
          "- [[s:Listening on port 25565]] [[s:on all interfaces]]\n"
          "- [[s:RCON on 25575]] [[s:is only on localhost]]\n\n"
          "[[u:There are 4 players connected]] (see e2). [[c:The Bedrock port 19132 is TCP]]. "
          "[[s:Java is also listening on port 8100]].\n\n"
          "I hope this helps!"},
    {"q": "Players say the server is lagging, why?", "ev": ["e5", "e6", "e3"],
     "a": "The server logged [[s:\"Can't keep up!\" twice]] in the last hour. [[s:The worst one was 5120ms behind]] "
          "([[c:about 51 ticks]]).\n\n"
          "- [[s:Java is using 168% CPU]]\n"
          "- Load average: [[c:1.42]]\n"
          "- Swap: [[s:1 GB used]]\n\n"
          "[[u:The lag is caused by too many chunks loading while players explore]]. [[s:The load is going up]] "
          "over the last 15 minutes. [[c:Memory usage is at 85%]].\n\n"
          "I hope this helps!"},
    {"q": "How much RAM is Minecraft using?", "ev": ["e3", "e1"],
     "a": "The java process ([[s:PID 20418]]) is using [[s:about 11 GB of RAM]], which is [[s:35% of your memory]]. "
          "[[c:It's configured with -Xmx16G]] and [[c:the minimum heap is 8G]]. [[s:It runs as the minecraft user]].\n"
          "You have [[s:32 GB total]]. [[u:Nothing else on the server uses much memory]]. "
          "[[s:It was started on February 9]].\n\n"
          "I hope this helps!"},
    {"q": "Who's online right now?", "ev": ["e4", "e5"],
     "a": "There are [[c:5 players]] online right now.\n\n"
          "From the logs:\n"
          "- [[s:Jess_plays joined at 8:14 PM]]\n"
          "- [[s:xXCreeperXx joined at 9:02 PM]]\n"
          "- [[c:TomBoy04 joined at 8:33 PM]]\n\n"
          "[[u:The other players joined before the log starts]]. [[s:Someone is also connected over SSH from "
          "192.168.20.5]]. [[c:All players are connecting from 49.186.22.107]].\n\n"
          "I hope this helps!"},
    {"q": "Is the server on hard mode? What's max players set to?", "ev": ["e10"],
     "a": "From server.properties:\n"
          "- [[s:difficulty=hard]] ✅\n"
          "- [[s:gamemode=survival]]\n"
          "- [[u:max-players=20]]\n"
          "- [[s:whitelist is enforced]]\n"
          "- [[s:RCON is enabled]]\n"
          "- [[c:command blocks are enabled]]\n\n"
          "[[c:The file was last saved on February 11]]. [[u:view-distance is 10]]. [[c:The nether is disabled]].\n\n"
          "I hope this helps!"},
    {"q": "How much bandwidth is the server using, and how's the disk?", "ev": ["e8", "e7"],
     "a": "Network (enp6s0):\n"
          "- Upload: [[t:~4.5 MB/s]]\n"
          "- Download: [[t:~1.2 MB/s]]\n\n"
          "[[t:Upload is higher than download]], [[u:which is normal for a game server]].\n\n"
          "Disk:\n"
          "- Used: [[s:41%]]\n"
          "- Free: [[c:about 320 GB]]\n"
          "- Total: [[s:about 1 TB]]\n\n"
          "[[t:The loopback traffic is negligible]].\n\n"
          "I hope this helps!"},
    {"q": "Is Java up to date? Any updates lately?", "ev": ["e9", "e1"],
     "a": "Java is [[s:OpenJDK 21.0.5]], [[s:upgraded on January 22]] [[c:from 21.0.3]]. "
          "[[u:That's the newest OpenJDK 21 build]].\n\n"
          "Other updates:\n"
          "- [[s:kernel 5.15.0-131 installed on January 28]]\n"
          "- [[s:openssh-server upgraded]] [[c:on February 15]]\n\n"
          "[[s:You're already running the new kernel]] on [[c:Ubuntu 24.04]]. "
          "[[c:There were 2 updates in the last month]].\n\n"
          "I hope this helps!"},
]

# ---------------------------------------------------------------------------------------------------------
# yeats — k3s dev cluster control node
# ---------------------------------------------------------------------------------------------------------
YEA = Clock("2025-02-11T11:05:00+05:30")
YEA_MEM = 8_325_300_224
YEA_ROOT = 51_835_101_184
YEA_EFI = 109_422_592

_IMG = "registry.local:5000/frontend:v0.4.2"


def _event(name: str, obj: str, reason: str, etype: str, count: int, first: str, last: str, message: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "dev"},
            "involvedObject": {"kind": "Pod", "name": obj, "namespace": "dev"}, "reason": reason, "type": etype,
            "count": count, "firstTimestamp": first, "lastTimestamp": last, "message": message}


yeats_evidence = [
    steady("e1", YEA, age=2000,
           hostname="yeats", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="Intel Xeon Processor (Icelake)", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=YEA_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": YEA_ROOT},
                  {"device": "/dev/vda15", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": YEA_EFI}],
           network_interfaces=[{"name": "ens3", "mac": "52:54:00:a4:17:2e", "addresses": ["10.20.0.11/24"], "is_up": True},
                               {"name": "flannel.1", "mac": "ce:4a:1f:90:3b:d2", "addresses": ["10.42.0.0/32"], "is_up": True},
                               {"name": "cni0", "mac": "9e:21:c7:55:08:e4", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5.2", "nfs-common": "1:2.6.4-3ubuntu5",
                               "curl": "8.5.0-2ubuntu10.6"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "ravi", "uid": 1000, "gid": 1000, "home": "/home/ravi", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ravi"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("yeats", True, "v1.31.4+k3s1"),
        node("yeats-w1", True, "v1.30.8+k3s1"),
    ]}, YEA, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "dev", "items": [
        pod("api-7d9f8c6b5-x2lkq", "dev", "Running", "yeats-w1", started="2025-02-10T09:12:44Z"),
        pod("api-7d9f8c6b5-p9wzt", "dev", "Running", "yeats", restarts=1, started="2025-02-10T09:12:46Z"),
        pod("worker-5c6d7f8b9-hq4mn", "dev", "Running", "yeats-w1", restarts=14, ready=False,
            waiting="CrashLoopBackOff", started="2025-02-11T03:58:20Z"),
        pod("frontend-6b8c9d7f4-zt5rw", "dev", "Pending", "yeats-w1", ready=False, waiting="ImagePullBackOff",
            started="2025-02-11T05:01:09Z"),
        pod("postgres-0", "dev", "Running", "yeats", started="2025-02-03T06:40:00Z"),
    ]}, YEA, age=35, args={"resource": "pods", "namespace": "dev"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "dev", "items": [
        deployment("api", "dev", 2, 2),
        deployment("worker", "dev", 1, 0),
        deployment("frontend", "dev", 1, 0),
    ]}, YEA, age=35, args={"resource": "deployments", "namespace": "dev"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "dev", "items": [
        _event("worker-5c6d7f8b9-hq4mn.18230f6b2c1d9a4e", "worker-5c6d7f8b9-hq4mn", "BackOff", "Warning", 61,
               "2025-02-11T03:59:02Z", "2025-02-11T05:33:10Z",
               "Back-off restarting failed container worker in pod worker-5c6d7f8b9-hq4mn_dev"
               "(8f1c2a7e-3b4d-4e5f-9a6b-7c8d9e0f1a2b)"),
        _event("frontend-6b8c9d7f4-zt5rw.182311a0d4e7b2c9", "frontend-6b8c9d7f4-zt5rw", "Failed", "Warning", 9,
               "2025-02-11T05:01:12Z", "2025-02-11T05:31:52Z",
               f"Failed to pull image \"{_IMG}\": failed to resolve reference \"{_IMG}\": failed to do request: "
               "Head \"https://registry.local:5000/v2/frontend/manifests/v0.4.2\": dial tcp 10.20.0.5:5000: "
               "connect: connection refused"),
        _event("frontend-6b8c9d7f4-zt5rw.182311a3f0c1d8e2", "frontend-6b8c9d7f4-zt5rw", "BackOff", "Normal", 38,
               "2025-02-11T05:01:40Z", "2025-02-11T05:34:02Z", f"Back-off pulling image \"{_IMG}\""),
    ]}, YEA, age=40, args={"resource": "events", "namespace": "dev"}),
    item("e6", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1021, since="2025-02-03T12:05:44+05:30",
              desc="Lightweight Kubernetes"), YEA, age=25, args={"name": "k3s"}),
    item("e7", "linux_system_info",
         system_info(18.2, [0.94, 1.10, 1.02], 687_550, "2025-02-03T12:05:20+05:30", YEA_MEM, 3_012_558_848,
                     0, 0), YEA, age=30),
    item("e8", "kubernetes_get", {"context": "default", "namespace": "dev", "items": [
        pod("api-7d9f8c6b5-x2lkq", "dev", "Running", "yeats-w1", started="2025-02-10T09:12:44Z"),
        pod("api-7d9f8c6b5-p9wzt", "dev", "Running", "yeats", restarts=1, started="2025-02-10T09:12:46Z"),
        pod("worker-5c6d7f8b9-hq4mn", "dev", "Running", "yeats-w1", restarts=11, ready=False,
            waiting="CrashLoopBackOff", started="2025-02-11T03:58:20Z"),
        pod("frontend-6b8c9d7f4-zt5rw", "dev", "Pending", "yeats-w1", ready=False, waiting="ErrImagePull",
            started="2025-02-11T05:01:09Z"),
        pod("postgres-0", "dev", "Running", "yeats", started="2025-02-03T06:40:00Z"),
    ]}, YEA, age=1500, args={"resource": "pods", "namespace": "dev"}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda1", "/", "ext4", YEA_ROOT, 39_813_595_136),
        fs("/dev/vda15", "/boot/efi", "vfat", YEA_EFI, 6_232_064),
    ]}, YEA, age=20),
    item("e10", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "vda", "read_bytes_per_s": 524_288, "write_bytes_per_s": 7_340_032, "busy_percent": 14.6},
    ]}, YEA, age=15, args={"interval_seconds": 1.0}),
]

yeats_answers = [
    {"q": "Are both nodes healthy?", "ev": ["e2", "e6"],
     "a": "Yes, [[s:both nodes are Ready]]:\n"
          "- [[s:yeats – v1.31.4+k3s1]]\n"
          "- [[c:yeats-w1 – v1.31.4+k3s1]]\n\n"
          "[[s:k3s.service is active]] [[s:since February 3]]. [[c:The main PID is 1201]]. "
          "[[c:Both nodes run the same Kubernetes version]]. [[u:yeats-w1 is the control plane]].\n\n"
          "I hope this helps!"},
    {"q": "What's broken in the dev namespace?", "ev": ["e3", "e4", "e5"],
     "a": "There are [[s:two broken deployments]] in dev:\n\n"
          "1. **worker** – [[s:the pod is in CrashLoopBackOff]] with [[c:41 restarts]]. "
          "[[s:0 of 1 replicas are ready]] (e4).\n"
          "2. **frontend** – [[s:ImagePullBackOff]]. [[s:It can't pull registry.local:5000/frontend:v0.4.2]] because "
          "[[u:the connection to 10.20.0.5:5000 was refused]] (e3). [[u:The registry is probably down]].\n\n"
          "[[s:The api deployment is fine with 2/2 ready]]. [[c:postgres-0 is on yeats-w1]]. "
          "[[s:5 pods total]] in the namespace.\n\n"
          "I hope this helps!"},
    {"q": "Why does the worker keep crashing?", "ev": ["e5", "e3"],
     "a": "The worker pod [[s:worker-5c6d7f8b9-hq4mn]] is [[s:in CrashLoopBackOff]] on [[s:node yeats-w1]], and "
          "[[s:the container is not ready]]. [[c:It has restarted 61 times]].\n\n"
          "[[u:The container is running out of memory (OOMKilled)]]. [[u:It probably can't connect to postgres]]. "
          "[[c:The last back-off was at 5:33 AM]].\n\n"
          "You can check `kubectl logs -n dev worker-5c6d7f8b9-hq4mn --previous`.\n\n"
          "I hope this helps!"},
    {"q": "Quick status of the dev pods?", "ev": ["e8"],
     "a": "Here's the status:\n"
          "- [[t:both api pods are Running]]\n"
          "- [[t:worker: CrashLoopBackOff]] ([[t:12 restarts]])\n"
          "- [[t:frontend: ErrImagePull]]\n"
          "- [[t:postgres-0: Running]]\n\n"
          "[[t:3 of 5 pods are healthy]]. [[u:frontend will recover on its own once the registry is back]].\n\n"
          "I hope this helps!"},
    {"q": "How's the control-plane VM doing on resources?", "ev": ["e7", "e9", "e1"],
     "a": "- CPU: [[s:18.2%]]\n"
          "- Memory: [[s:about 5 GB used]] of [[s:8 GB]] ([[c:about 46%]])\n"
          "- [[s:No swap configured]]\n"
          "- Disk: [[s:77% used]], [[s:about 11 GiB free]]\n"
          "- Uptime: [[c:about 3 days]]\n\n"
          "[[s:It has 4 CPU cores]]. [[u:The disk is filling up because of container images]]. "
          "[[c:The disk is 64 GB]].\n\n"
          "I hope this helps!"},
    {"q": "When did the frontend start failing?", "ev": ["e5", "e3"],
     "a": "The frontend pod [[s:started at 10:31 AM]] today and [[s:the image pull started failing right away]]. "
          "The last failed pull was [[c:at 11:31 AM]].\n\n"
          "[[s:The pull has failed 9 times]]. The image is [[s:registry.local:5000/frontend:v0.4.2]]. "
          "[[u:It worked with v0.4.1]]. [[s:The pod is on yeats-w1]].\n\n"
          "I hope this helps!"},
    {"q": "Is the disk busy? Is it filling up?", "ev": ["e10", "e9"],
     "a": "- [[s:vda is 14.6% busy]]\n"
          "- [[s:writing about 7 MB/s]]\n"
          "- [[c:reading about 5 MB/s]]\n\n"
          "[[s:The root disk is 76.8% full]]. [[c:That leaves about 20 GB]]. "
          "[[u:Most of the writes are from postgres]]. [[s:The disk isn't very busy]].\n\n"
          "I hope this helps!"},
]

MACHINES = [
    {"name": "keats", "clock": KEA, "evidence": keats_evidence, "answers": keats_answers},
    {"name": "byron", "clock": BYR, "evidence": byron_evidence, "answers": byron_answers},
    {"name": "shelley", "clock": SHE, "evidence": shelley_evidence, "answers": shelley_answers},
    {"name": "blake", "clock": BLA, "evidence": blake_evidence, "answers": blake_answers},
    {"name": "yeats", "clock": YEA, "evidence": yeats_evidence, "answers": yeats_answers},
]
