"""109th generation (written blind, in the manner of DeepSeek-R1-Distill-Qwen 7B with its thinking removed:
each answer opens with a short paragraph that walks through the evidence ("Looking at the data, ... so ..."),
restating figures -- sometimes misread, with slips in unit conversions, sums and time zones -- and then a
"**Answer:**" or "**Summary:**" part that repeats the conclusion, sometimes a little differently from the
walk-through; hedges such as "it seems" and "probably"; now and then stiff, translated-sounding phrasing).

All clocks are in America/Sao_Paulo (-03:00, no daylight saving time).

conch -- an openSUSE Tumbleweed workstation (rpm, zypper) on one 500 GB NVMe with Btrfs for / and /home. The
snapper cleanup service fails every day with "quota not working (qgroup not set)" (QGROUP="" in the root
config) and the filesystem is at 92.5 %. Evidence: steady state; all units (complete, fresh); the cleanup
unit's journal for 48 h (complete); disk usage fresh and a second reading three hours old (stale); zypper
history for 7 days; /etc/snapper/configs/root read whole; top processes by CPU (cut to 6); disk I/O. One
answer carries the user's own words about a cleanup they did.

cowrie -- an Ubuntu 24.04 web host (nginx, php8.3-fpm, MariaDB). nginx's error log has connect() failures on
the php-fpm socket while php-fpm logs "server reached pm.max_children setting (12)". Evidence: steady state;
php8.3-fpm.service alone; nginx error log and php-fpm log for 2 h (files, complete); the pool config read
around the pm lines; php-fpm processes by memory (cut: 8 of 13); system info fresh and one 30 minutes old
(stale); listening sockets and connections; network traffic; dpkg history for 14 days. The user's words
report 502 errors from customers.

nautilus -- a Debian 12 NAS with a ZFS pool "tank" (datasets tank/media, tank/backups) exported over NFS.
The weekly scrub ran on Monday 16 November (one checksum event during it). Evidence: steady state; disk
usage (zfs datasets); zed journal for 5 days; /etc/exports read as a file; network info; disk I/O (failed:
timed out); changed files in /etc for 7 days (cut to 5); all units read 10 minutes ago (stale); dpkg history
(ZFS 2.2.6 from backports). The user's words say they edited /etc/exports on Wednesday.

abalone -- a Rocky Linux 9 server with firewalld and SELinux enforcing; nginx proxies to a Java backend on
127.0.0.1:8085 and is denied name_connect. Evidence: steady state; all units (fresh, 4 minutes old) and
nginx.service alone (fresh, 15 s old) which DISAGREE on nginx's main PID and start time (nginx was
restarted in between); audit log AVC lines for 3 h (complete); firewalld public zone file; dnf history
for 30 days; listening sockets. The user's words blame the firewall.

whelk -- a laptop (Ubuntu 24.04) running a kind cluster in Docker with a local registry on 127.0.0.1:5001.
The pod shop-api is in ImagePullBackOff (tag not found) and the kind-worker2 container was stopped by hand.
Evidence: steady state; all containers; pods, deployments and events in dev (events use UTC "Z" times);
nodes read 50 minutes ago (stale, still all Ready); system info; network traffic; docker.service journal.
The user's words say the image was pushed this morning.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# --------------------------------------------------------------------------------------------- conch
C = Clock("2026-11-09T22:40:00-03:00")
C_MEM = 33_396_543_488
C_ROOT = 499_570_991_104

conch_evidence = [
    steady("e1", C, age=2400, hostname="conch", os_name="openSUSE Tumbleweed", os_version="20261104",
           kernel="6.11.6-1-default", cpu_model="AMD Ryzen 7 7700 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=C_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": C_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": C_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:3a:41:d2", "addresses": ["192.168.0.42/24"],
                                "is_up": True}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"snapper": "0.11.2-1.1", "libsnapper7": "0.11.2-1.1", "btrfsprogs": "6.11-1.1",
                               "zypper": "1.14.78-1.1", "kernel-default": "6.11.6-1.1",
                               "plasma6-workspace": "6.2.3-1.1", "Mesa": "24.2.7-1.1", "gimp": "3.0.2-1.1"},
           available_services=["snapper-cleanup.service", "snapper-cleanup.timer", "snapper-timeline.timer",
                               "btrfs-balance.timer", "btrfs-scrub.timer", "NetworkManager.service",
                               "display-manager.service", "sshd.service"],
           users=[{"name": "ines", "uid": 1000, "gid": 1000, "home": "/home/ines", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ines"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("snapper-cleanup.service", "failed", "failed", ufs="static",
             desc="Daily Cleanup of Snapper Snapshots"),
        unit("snapper-cleanup.timer", "active", "waiting", since="2026-11-07T08:14:22-03:00",
             desc="Daily Cleanup of Snapper Snapshots"),
        unit("snapper-timeline.timer", "inactive", "dead", ufs="disabled", desc="Timeline of Snapper Snapshots"),
        unit("btrfs-balance.timer", "active", "waiting", since="2026-11-07T08:14:22-03:00",
             desc="Balance block groups on a btrfs filesystem"),
        unit("btrfs-scrub.timer", "active", "waiting", since="2026-11-07T08:14:22-03:00",
             desc="Scrub btrfs filesystem, verify block checksums"),
        unit("NetworkManager.service", "active", "running", pid=1104, since="2026-11-07T08:14:25-03:00",
             desc="Network Manager"),
        unit("display-manager.service", "active", "running", pid=1342, since="2026-11-07T08:14:27-03:00",
             desc="X Display Manager"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH Daemon"),
    ]}, C, age=35),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "snapper-cleanup.service", "entries": [
        log_entry("2026-11-08T08:24:31-03:00", "snapper-cleanup.service", "info",
                  "Started Daily Cleanup of Snapper Snapshots."),
        log_entry("2026-11-08T08:24:33-03:00", "snapper-cleanup.service", "err",
                  "quota not working (qgroup not set)"),
        log_entry("2026-11-08T08:24:33-03:00", "snapper-cleanup.service", "notice",
                  "snapper-cleanup.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-08T08:24:33-03:00", "snapper-cleanup.service", "warning",
                  "snapper-cleanup.service: Failed with result 'exit-code'."),
        log_entry("2026-11-09T08:24:35-03:00", "snapper-cleanup.service", "info",
                  "Started Daily Cleanup of Snapper Snapshots."),
        log_entry("2026-11-09T08:24:37-03:00", "snapper-cleanup.service", "err",
                  "quota not working (qgroup not set)"),
        log_entry("2026-11-09T08:24:37-03:00", "snapper-cleanup.service", "notice",
                  "snapper-cleanup.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-09T08:24:37-03:00", "snapper-cleanup.service", "warning",
                  "snapper-cleanup.service: Failed with result 'exit-code'."),
    ]}, C, age=50, args={"unit": "snapper-cleanup.service", "since_minutes": 2880}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", C_ROOT, 462_108_000_000),
        fs("/dev/nvme0n1p2", "/home", "btrfs", C_ROOT, 462_108_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
    ]}, C, age=40),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", C_ROOT, 455_900_000_000),
        fs("/dev/nvme0n1p2", "/home", "btrfs", C_ROOT, 455_900_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
    ]}, C, age=10800),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-11-06T19:12:40-03:00", "upgrade", "zypper", "1.14.77-1.1", "1.14.78-1.1"),
        package_event("2026-11-06T19:13:02-03:00", "upgrade", "libsnapper7", "0.11.1-2.1", "0.11.2-1.1"),
        package_event("2026-11-06T19:13:03-03:00", "upgrade", "snapper", "0.11.1-2.1", "0.11.2-1.1"),
        package_event("2026-11-06T19:13:40-03:00", "install", "kernel-default", None, "6.11.6-1.1"),
        package_event("2026-11-06T19:14:15-03:00", "upgrade", "Mesa", "24.2.6-1.1", "24.2.7-1.1"),
        package_event("2026-11-06T19:14:52-03:00", "upgrade", "plasma6-workspace", "6.2.2-1.1", "6.2.3-1.1"),
        package_event("2026-11-06T19:16:08-03:00", "remove", "kernel-default", "6.11.3-1.1", None),
        package_event("2026-11-08T11:02:17-03:00", "install", "gimp", None, "3.0.2-1.1"),
    ]}, C, age=60, args={"since_days": 7}),
    item("e7", "linux_file_read", {"path": "/etc/snapper/configs/root", "offset": 0, "limit": 200,
                                   "total_lines": 15, "lines": [
        "# subvolume to snapshot",
        'SUBVOLUME="/"',
        "# filesystem type",
        'FSTYPE="btrfs"',
        "# btrfs qgroup for space aware cleanup algorithms",
        'QGROUP=""',
        "# fraction or absolute size of the filesystems space the snapshots may use",
        'SPACE_LIMIT="0.5"',
        "# fraction or absolute size of the filesystems space that should be free",
        'FREE_LIMIT="0.2"',
        'NUMBER_CLEANUP="yes"',
        'NUMBER_LIMIT="2-10"',
        'NUMBER_LIMIT_IMPORTANT="4-10"',
        'TIMELINE_CREATE="no"',
        'TIMELINE_CLEANUP="yes"',
    ]}, C, age=70, args={"path": "/etc/snapper/configs/root"}),
    item("e8", "linux_processes", processes(402, C_MEM, [
        (2431, "firefox", "ines", 21.4, 2_415_919_104, "2026-11-09T19:02:11-03:00", "/usr/lib64/firefox/firefox"),
        (1876, "plasmashell", "ines", 6.8, 612_368_384, "2026-11-07T08:15:02-03:00",
         "/usr/bin/plasmashell --no-respawn"),
        (1790, "kwin_wayland", "ines", 5.2, 318_767_104, "2026-11-07T08:14:58-03:00",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0"),
        (412, "btrfs-transacti", "root", 3.9, 0, "2026-11-07T08:14:12-03:00", "[btrfs-transaction]"),
        (2210, "baloo_file", "ines", 2.7, 201_326_592, "2026-11-07T08:15:10-03:00",
         "/usr/lib64/libexec/kf6/baloo_file"),
        (1655, "packagekitd", "root", 1.1, 142_606_336, "2026-11-07T08:14:50-03:00", "/usr/libexec/packagekitd"),
    ]), C, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e9", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 3_145_728, "write_bytes_per_s": 52_428_800, "busy_percent": 34.0},
    ]}, C, age=25, args={"interval_seconds": 1.0}),
]

conch_answers = [
    {"q": "Why is the snapper cleanup failing on conch?", "ev": ["e2", "e3", "e7"],
     "a": """Looking at the data, [[s:the unit `snapper-cleanup.service` is in failed state]]. In the journal (e3) [[s:the cleanup was started at 08:24 on 8 November]] and [[s:again at 08:24 today]], and [[s:both times the process exited with status=1/FAILURE]] [[s:just after the message "quota not working (qgroup not set)"]]. In /etc/snapper/configs/root [[s:the QGROUP line is empty (QGROUP="")]]. [[u:Probably the qgroup was lost when snapper was upgraded]].

**Answer:** [[c:The cleanup has failed three times in the last two days]] [[s:because the Btrfs quota group is not set for snapper]]. In the config [[s:SPACE_LIMIT is 0.5]] and [[c:FREE_LIMIT is 0.3]]. You can run `snapper setup-quota` and then `systemctl start snapper-cleanup.service` to try again."""},

    {"q": "How full is the disk on conch right now?", "ev": ["e1", "e4", "e9"],
     "a": """Looking at the data, the root Btrfs on /dev/nvme0n1p2 [[s:has a total of 499.6 GB]], [[s:used 462.1 GB]], so [[s:it is at 92.5%]]. [[s:The free space is 37.5 GB]], [[c:which makes about 39.9 GiB]]. Also [[s:the NVMe is writing at around 50 MB/s]] [[c:and it is 43% busy]], it seems something is still writing data.

**Summary:**
- **Used:** [[s:92.5% (462 GB of 500 GB) (e4)]]
- **Free:** [[c:~37 GiB]]
- **/boot/efi:** [[c:12% used]]
- **Disk write:** [[u:~52 MB/s (e5)]]"""},

    {"q": "How much free space does conch have?", "ev": ["e1", "e5"],
     "a": """Looking at the data, [[t:the root Btrfs filesystem is 91.3% used]], [[t:455.9 GB used]] [[s:of 499.6 GB total]], so [[t:about 43.7 GB is free]]. [[t:/boot/efi is almost empty]]. Please note this disk reading is from about three hours ago, so the numbers can be a little different now.

**Answer:** [[t:Around 43.7 GB free on /]], [[s:the disk is 465 GiB in total]]. [[u:Most of the used space is taken by snapshots]]."""},

    {"q": "What did the last zypper update change?", "ev": ["e1", "e6"],
     "a": """Looking at the data, the zypper history shows [[s:a big update on 6 November between 19:12 and 19:16]]. [[s:It upgraded snapper and libsnapper7 from 0.11.1 to 0.11.2]] and [[c:Mesa to 24.2.6]]. [[s:A new kernel-default 6.11.6-1.1 was installed]] and [[c:the old kernel 6.11.5 was removed]], and [[s:the system is running 6.11.6 now]]. After that, [[s:GIMP 3.0.2 was installed on 8 November]].

**Summary:** [[c:7 package events in the last week]], [[s:the last one is GIMP]]. [[u:The snapper 0.11.2 upgrade is the cause of the cleanup failure]]. [[u:The update was done with `zypper dup`]]."""},

    {"q": "What is using the CPU and the disk on conch now?", "ev": ["e8", "e9"],
     "a": """Looking at the data, [[s:firefox (PID 2431) uses the most CPU]] [[s:with 21.4%]] and [[s:about 2.4 GB of memory]], then [[c:kwin_wayland with 2.5%]]. [[s:The kernel thread btrfs-transacti is at 3.9%]], [[u:so Btrfs is busy committing the snapshot data]]. [[c:baloo_file has PID 1876]]. On the disk side [[s:nvme0n1 writes 52.4 MB/s]], [[s:34% busy]].

**Answer:** [[s:Firefox is the top process]]. [[u:No snapper process is running at the moment]]. [[c:In total there are 420 processes]]."""},

    {"q": "I already cleaned up, why is the disk still so full?", "ev": ["e2", "e4", "e7"],
     "extra": [user("u1", "I removed the old flatpak runtimes and emptied /var/cache this morning, but the disk "
                          "is still above 90%. Why?", C, age=90)],
     "a": """Looking at the data, [[s:you removed old flatpak runtimes and emptied /var/cache this morning]], and [[s:/ is still at 92.5%]] [[c:with 426.1 GB used]]. [[u:On Btrfs the deleted files stay inside the snapper snapshots]], so the space comes back only when the snapshots are deleted. [[s:The service that deletes them, snapper-cleanup.service, is failed]]. In the snapper config [[s:NUMBER_LIMIT is "2-10"]] and [[c:TIMELINE_CREATE is "yes"]], so [[c:hourly timeline snapshots are also being made]].

**Answer:** [[u:Your cleanup did not free the space because the snapshots still hold it]]. [[u:There are more than 30 snapshots now]]. When the cleanup works again, [[s:it will keep 2-10 normal snapshots]] and [[s:4-10 important ones]]."""},

    {"q": "Are there failed services on conch, and is SSH on?", "ev": ["e1", "e2"],
     "a": """Looking at the data, in the unit list [[s:only one unit is failed, snapper-cleanup.service]]. [[c:NetworkManager (PID 1342)]] and [[s:display-manager are running]] [[s:since 7 November 08:14]]. [[s:sshd.service is inactive (dead) and disabled, so SSH is not on]]. [[c:snapper-timeline.timer is also enabled and waiting]].

**Answer:** [[s:The machine runs kernel 6.11.6-1-default]] [[c:with 16 GB RAM]]."""},
]

# --------------------------------------------------------------------------------------------- cowrie
W = Clock("2026-11-17T14:25:00-03:00")
W_MEM = 8_323_002_368

cowrie_evidence = [
    steady("e1", W, age=3000, hostname="cowrie", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=W_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 239_511_535_616}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:8e:21:c4", "addresses": ["203.0.113.27/24"],
                                "is_up": True}],
           dns_servers=["203.0.113.1"], default_gateway="203.0.113.1", package_manager="dpkg",
           installed_packages={"nginx": "1.24.0-2ubuntu7.1", "php8.3-fpm": "8.3.6-0ubuntu0.24.04.3",
                               "php8.3-mysql": "8.3.6-0ubuntu0.24.04.3", "php8.3-common": "8.3.6-0ubuntu0.24.04.3",
                               "mariadb-server": "1:10.11.8-0ubuntu0.24.04.1"},
           available_services=["nginx.service", "php8.3-fpm.service", "mariadb.service", "ssh.service",
                               "certbot.timer"],
           users=[{"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "www-data", "gid": 33, "members": ["deploy"]}]),
    item("e2", "linux_service_status",
         unit("php8.3-fpm.service", "active", "running", pid=1342, since="2026-11-12T06:12:48-03:00",
              desc="The PHP 8.3 FastCGI Process Manager"),
         W, age=25, args={"name": "php8.3-fpm"}),
    item("e3", "linux_recent_logs", {"source": "file", "unit": "nginx.service", "entries": [
        log_entry("2026-11-17T13:05:12-03:00", "nginx.service", "err",
                  "2026/11/17 13:05:12 [error] 1291#1291: *48211 connect() to unix:/run/php/php8.3-fpm.sock failed "
                  "(11: Resource temporarily unavailable) while connecting to upstream, client: 198.51.100.14, "
                  "server: shop.example.com, request: \"GET /checkout HTTP/2.0\", upstream: "
                  "\"fastcgi://unix:/run/php/php8.3-fpm.sock:\", host: \"shop.example.com\""),
        log_entry("2026-11-17T13:05:14-03:00", "nginx.service", "err",
                  "2026/11/17 13:05:14 [error] 1292#1292: *48215 connect() to unix:/run/php/php8.3-fpm.sock failed "
                  "(11: Resource temporarily unavailable) while connecting to upstream, client: 198.51.100.61, "
                  "server: shop.example.com, request: \"POST /cart/add HTTP/2.0\", upstream: "
                  "\"fastcgi://unix:/run/php/php8.3-fpm.sock:\", host: \"shop.example.com\""),
        log_entry("2026-11-17T13:41:50-03:00", "nginx.service", "err",
                  "2026/11/17 13:41:50 [error] 1291#1291: *49876 upstream timed out (110: Connection timed out) "
                  "while reading response header from upstream, client: 203.0.113.90, server: shop.example.com, "
                  "request: \"GET /search?q=shell HTTP/2.0\", upstream: \"fastcgi://unix:/run/php/php8.3-fpm.sock\""),
        log_entry("2026-11-17T14:02:33-03:00", "nginx.service", "err",
                  "2026/11/17 14:02:33 [error] 1293#1293: *50502 connect() to unix:/run/php/php8.3-fpm.sock failed "
                  "(11: Resource temporarily unavailable) while connecting to upstream, client: 198.51.100.14, "
                  "server: shop.example.com, request: \"GET / HTTP/2.0\""),
        log_entry("2026-11-17T14:18:07-03:00", "nginx.service", "err",
                  "2026/11/17 14:18:07 [error] 1292#1292: *51177 connect() to unix:/run/php/php8.3-fpm.sock failed "
                  "(11: Resource temporarily unavailable) while connecting to upstream, client: 192.0.2.45, "
                  "server: shop.example.com, request: \"GET /product/42 HTTP/2.0\""),
    ]}, W, age=35, args={"unit": "nginx.service", "since_minutes": 120, "priority": "err"}),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "php8.3-fpm.service", "entries": [
        log_entry("2026-11-17T13:04:58-03:00", "php8.3-fpm.service", "warning",
                  "[17-Nov-2026 13:04:58] WARNING: [pool www] server reached pm.max_children setting (12), "
                  "consider raising it"),
        log_entry("2026-11-17T13:41:02-03:00", "php8.3-fpm.service", "warning",
                  "[17-Nov-2026 13:41:02] WARNING: [pool www] server reached pm.max_children setting (12), "
                  "consider raising it"),
        log_entry("2026-11-17T14:01:47-03:00", "php8.3-fpm.service", "warning",
                  "[17-Nov-2026 14:01:47] WARNING: [pool www] server reached pm.max_children setting (12), "
                  "consider raising it"),
        log_entry("2026-11-17T14:17:55-03:00", "php8.3-fpm.service", "warning",
                  "[17-Nov-2026 14:17:55] WARNING: [pool www] child 48820, script '/var/www/shop/public/index.php' "
                  "(request: \"GET /index.php\") executing too slow (12.004317 sec), logging"),
    ]}, W, age=40, args={"unit": "php8.3-fpm.service", "since_minutes": 120}),
    item("e5", "linux_file_read", {"path": "/etc/php/8.3/fpm/pool.d/www.conf", "offset": 110, "limit": 20,
                                   "total_lines": 497, "lines": [
        "; Note: This value is mandatory.",
        "pm = dynamic",
        "",
        "; The number of child processes to be created when pm is set to 'static' and the",
        "; maximum number of child processes when pm is set to 'dynamic' or 'ondemand'.",
        "; Note: Used when pm is set to 'static', 'dynamic' or 'ondemand'",
        "; Note: This value is mandatory.",
        "pm.max_children = 12",
        "",
        "; The number of child processes created on startup.",
        "; Note: Used only when pm is set to 'dynamic'",
        "; Default Value: (min_spare_servers + max_spare_servers) / 2",
        "pm.start_servers = 3",
        "",
        "; The desired minimum number of idle server processes.",
        "pm.min_spare_servers = 2",
        "",
        "; The desired maximum number of idle server processes.",
        "pm.max_spare_servers = 4",
        "pm.max_requests = 500",
    ]}, W, age=60, args={"path": "/etc/php/8.3/fpm/pool.d/www.conf", "offset": 110, "limit": 20}),
    item("e6", "linux_processes", processes(13, W_MEM, [
        (48820, "php-fpm8.3", "www-data", 18.2, 146_800_640, "2026-11-17T14:17:40-03:00", "php-fpm: pool www"),
        (48791, "php-fpm8.3", "www-data", 12.5, 138_412_032, "2026-11-17T14:16:02-03:00", "php-fpm: pool www"),
        (48655, "php-fpm8.3", "www-data", 9.8, 134_217_728, "2026-11-17T14:09:31-03:00", "php-fpm: pool www"),
        (48540, "php-fpm8.3", "www-data", 7.1, 129_000_000, "2026-11-17T14:05:12-03:00", "php-fpm: pool www"),
        (48533, "php-fpm8.3", "www-data", 6.4, 125_829_120, "2026-11-17T14:04:58-03:00", "php-fpm: pool www"),
        (48410, "php-fpm8.3", "www-data", 4.0, 121_634_816, "2026-11-17T13:58:20-03:00", "php-fpm: pool www"),
        (48377, "php-fpm8.3", "www-data", 3.3, 117_440_512, "2026-11-17T13:55:47-03:00", "php-fpm: pool www"),
        (48302, "php-fpm8.3", "www-data", 2.9, 113_246_208, "2026-11-17T13:50:03-03:00", "php-fpm: pool www"),
    ]), W, age=30, args={"name": "php-fpm", "sort": "memory", "limit": 8}, complete=False),
    item("e7", "linux_system_info",
         system_info(71.5, [5.82, 4.96, 3.40], 461_562, "2026-11-12T06:11:58-03:00", W_MEM, 1_395_864_371,
                     2_147_483_648, 912_261_120), W, age=20),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:8e:21:c4", "addresses": ["203.0.113.27/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 901, "sshd"), listener(80, "0.0.0.0", 1290, "nginx"),
                      listener(443, "0.0.0.0", 1290, "nginx"), listener(3306, "127.0.0.1", 1187, "mariadbd")],
        "connections": [
            connection("203.0.113.27:443", "198.51.100.14:52344", 1291, "nginx"),
            connection("203.0.113.27:443", "198.51.100.61:40118", 1292, "nginx"),
            connection("203.0.113.27:22", "192.0.2.10:51820", 20114, "sshd"),
            connection("127.0.0.1:41822", "127.0.0.1:3306", 48820, "php-fpm8.3"),
        ]}, W, age=45),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 1_835_008, "tx_bytes_per_s": 14_680_064},
        {"name": "lo", "rx_bytes_per_s": 402_653, "tx_bytes_per_s": 402_653},
    ]}, W, age=15, args={"interval_seconds": 1.0}),
    item("e10", "linux_package_history", {"events": [
        package_event("2026-11-05T06:14:20-03:00", "upgrade", "nginx", "1.24.0-2ubuntu7", "1.24.0-2ubuntu7.1"),
        package_event("2026-11-12T06:05:31-03:00", "upgrade", "php8.3-fpm", "8.3.6-0ubuntu0.24.04.2",
                      "8.3.6-0ubuntu0.24.04.3"),
        package_event("2026-11-12T06:05:31-03:00", "upgrade", "php8.3-mysql", "8.3.6-0ubuntu0.24.04.2",
                      "8.3.6-0ubuntu0.24.04.3"),
        package_event("2026-11-12T06:05:40-03:00", "upgrade", "php8.3-common", "8.3.6-0ubuntu0.24.04.2",
                      "8.3.6-0ubuntu0.24.04.3"),
        package_event("2026-11-12T06:06:02-03:00", "upgrade", "linux-image-generic", "6.8.0-47.47", "6.8.0-48.48"),
    ]}, W, age=70, args={"since_days": 14}),
    item("e11", "linux_system_info",
         system_info(22.4, [1.12, 0.98, 0.87], 459_782, "2026-11-12T06:11:58-03:00", W_MEM, 4_187_593_113,
                     2_147_483_648, 905_969_664), W, age=1800),
]

cowrie_answers = [
    {"q": "Why do customers get 502 errors on the shop?", "ev": ["e3", "e4", "e5"],
     "extra": [user("u1", "customers say the checkout shows 502 Bad Gateway since lunch", W, age=120)],
     "a": """Looking at the data, [[s:you say customers see 502 Bad Gateway on the checkout since lunch]]. [[c:The nginx error log has 6 errors in the last two hours]], [[s:the first at 13:05:12]] [[s:for "GET /checkout"]], and [[s:most of them are "connect() to unix:/run/php/php8.3-fpm.sock failed (11: Resource temporarily unavailable)"]]. [[s:At almost the same time, 13:04:58, php-fpm wrote "server reached pm.max_children setting (12)"]]. [[s:The pool config has pm = dynamic]] [[s:with pm.max_children = 12]], so [[u:when all 12 children are busy the socket backlog becomes full and nginx answers 502]]. [[s:There is also one "upstream timed out" at 13:41:50]], [[u:probably the database is slow for the search page]].

**Answer:** [[c:php-fpm hit max_children four times in the last two hours]]. [[s:pm.max_children is 12]] and [[c:pm.max_spare_servers is 6]]. You should raise pm.max_children to around 24 if the memory allows."""},

    {"q": "Is php-fpm running, and since when?", "ev": ["e2", "e10"],
     "a": """Looking at the data, [[s:php8.3-fpm.service is active (running)]] [[s:with main PID 1342]]. [[s:It is running since 12 November 06:12:48]]. [[s:The package php8.3-fpm was upgraded to 8.3.6-0ubuntu0.24.04.3 at 06:05 on 12 November]], together with [[s:the kernel 6.8.0-48]], [[u:so probably the service was restarted by the reboot after that upgrade]].

**Summary:** [[s:PID 1342]], [[c:up since 12 Nov 09:12 (UTC-3)]], [[c:version 8.3.6-0ubuntu0.24.04.2]]."""},

    {"q": "How are CPU and memory on cowrie?", "ev": ["e1", "e7", "e9"],
     "a": """Looking at the data, [[s:CPU usage is 71.5%]] and [[s:the load average is 5.82, 4.96, 3.40]] [[c:on 6 cores / 6 threads]], it is high but not overloaded. Memory: [[s:total 7.75 GiB]], [[s:available about 1.3 GiB]], so [[s:around 83% is used]]. [[s:Swap has 870 MiB used (42.5%)]]. [[c:Uptime is 4 days 8 hours]]. On the network [[s:eth0 sends 14.7 MB/s]] and [[c:receives 18 MB/s]].

**Answer:** [[s:RAM is 83% used]] [[s:of 8 GB]]. [[c:The load is going down compared to 15 minutes ago]]. [[u:Most of the memory is used by the php-fpm workers]]."""},

    {"q": "Which php-fpm workers use the most memory? Is any above 150 MB?", "ev": ["e6"],
     "a": """Looking at the data, [[s:there are 13 php-fpm processes in total]] and [[s:the list shows 8 of them, sorted by memory]]. [[s:The biggest is PID 48820]] [[s:with 140 MiB]] [[s:(1.8% of RAM)]], [[s:started at 14:17:40]]. Next is [[s:48791 with 132 MiB]]. [[c:The smallest in the list is 48302 with 118 MiB]]. So [[s:no worker is above 150 MB]].

**Answer:** [[c:The top worker is PID 48791 with about 140 MB]]. [[u:All 13 processes together use about 1.6 GB]]. [[u:The master process runs as root]]."""},

    {"q": "Is MariaDB up, and which ports are open?", "ev": ["e1", "e8"],
     "a": """Looking at the data, [[s:mariadbd (PID 1187) listens on 127.0.0.1:3306]]. [[s:nginx (PID 1290) listens on ports 80 and 443 on all addresses]] and [[s:sshd on 22]]. [[s:I do not see php-fpm in the listening list]], [[u:because it uses the unix socket /run/php/php8.3-fpm.sock]]. [[c:There are 3 established connections in the list]].

**Answer:** [[s:Yes, MariaDB is running]]. [[c:The MariaDB version is 10.11.6]]. [[c:Port 8080 is also open for nginx]]."""},

    {"q": "Is the memory on cowrie OK?", "ev": ["e1", "e11"],
     "a": """Looking at the data, [[t:CPU is 22.4%]] and [[t:the load is 1.12]]; [[t:memory available is 3.9 GiB]] [[s:of 7.75 GiB]], so [[t:about 50% is used]]. [[t:Swap has 864 MiB used]]. So the memory seems fine, there is no pressure.

**Summary:** [[t:RAM about 50% used]], [[s:the server has 12 CPU threads]]."""},
]

# --------------------------------------------------------------------------------------------- nautilus
N = Clock("2026-11-20T09:15:00-03:00")
N_MEM = 33_567_170_560
N_AVAIL = 3_120_000_000_000

nautilus_evidence = [
    steady("e1", N, age=3600, hostname="nautilus", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-27-amd64", cpu_model="Intel(R) Xeon(R) E-2224G CPU @ 3.50GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=N_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 119_453_749_248},
                  {"device": "tank", "mountpoint": "/tank", "fstype": "zfs", "total_bytes": 3_120_210_000_000},
                  {"device": "tank/media", "mountpoint": "/tank/media", "fstype": "zfs",
                   "total_bytes": 9_334_000_000_000},
                  {"device": "tank/backups", "mountpoint": "/tank/backups", "fstype": "zfs",
                   "total_bytes": 4_550_000_000_000}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:25:90:5c:1e:08", "addresses": ["192.168.10.5/24"],
                                "is_up": True},
                               {"name": "enp2s0", "mac": "00:25:90:5c:1e:09", "addresses": [], "is_up": False}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1", package_manager="dpkg",
           installed_packages={"zfsutils-linux": "2.2.6-1~bpo12+1", "zfs-dkms": "2.2.6-1~bpo12+1",
                               "zfs-zed": "2.2.6-1~bpo12+1", "libzfs5linux": "2.2.6-1~bpo12+1",
                               "nfs-kernel-server": "1:2.6.2-4", "smartmontools": "7.3-pre1"},
           available_services=["zfs-zed.service", "zfs-scrub-weekly@tank.timer", "nfs-server.service",
                               "rpcbind.service", "smartmontools.service", "ssh.service"],
           users=[{"name": "marta", "uid": 1000, "gid": 1000, "home": "/home/marta", "shell": "/bin/bash"}],
           groups=[{"name": "media", "gid": 1001, "members": ["marta"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 119_453_749_248, 14_203_011_072),
        fs("tank", "/tank", "zfs", N_AVAIL + 210_000_000, 210_000_000),
        fs("tank/media", "/tank/media", "zfs", N_AVAIL + 6_214_000_000_000, 6_214_000_000_000),
        fs("tank/backups", "/tank/backups", "zfs", N_AVAIL + 1_430_000_000_000, 1_430_000_000_000),
    ]}, N, age=30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "zfs-zed.service", "entries": [
        log_entry("2026-11-16T00:00:04-03:00", "zfs-zed.service", "info", "eid=212 class=scrub_start pool='tank'"),
        log_entry("2026-11-16T03:12:45-03:00", "zfs-zed.service", "notice",
                  "eid=216 class=checksum pool='tank' vdev=ata-WDC_WD120EFBX-68B0EN0_8CJT2Y4E-part1 size=131072 "
                  "offset=4581093064704 priority=4 err=52 flags=0x180880"),
        log_entry("2026-11-16T09:47:31-03:00", "zfs-zed.service", "info", "eid=219 class=scrub_finish pool='tank'"),
    ]}, N, age=60, args={"unit": "zfs-zed.service", "since_minutes": 7200}),
    item("e4", "linux_file_read", {"path": "/etc/exports", "offset": 0, "limit": 200, "total_lines": 6, "lines": [
        "# /etc/exports: the access control list for filesystems which may be exported",
        "#\t\tto NFS clients.  See exports(5).",
        "",
        "/tank/media    192.168.10.0/24(ro,sync,no_subtree_check)",
        "/tank/backups  192.168.10.21(rw,sync,no_subtree_check,no_root_squash) "
        "192.168.10.22(rw,sync,no_subtree_check)",
        "/tank/media/incoming 192.168.10.0/24(rw,async,no_subtree_check,all_squash,anonuid=1000,anongid=1000)",
    ]}, N, age=90, args={"path": "/etc/exports"}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "00:25:90:5c:1e:08", "addresses": ["192.168.10.5/24"], "is_up": True},
                       {"name": "enp2s0", "mac": "00:25:90:5c:1e:09", "addresses": [], "is_up": False}],
        "listening": [listener(22, "0.0.0.0", 745, "sshd"), listener(111, "0.0.0.0", 612, "rpcbind"),
                      listener(2049, "0.0.0.0", None, None), listener(20048, "0.0.0.0", 1034, "rpc.mountd")],
        "connections": [
            connection("192.168.10.5:2049", "192.168.10.21:872", None, None),
            connection("192.168.10.5:2049", "192.168.10.34:1001", None, None),
            connection("192.168.10.5:22", "192.168.10.21:50412", 20411, "sshd"),
        ]}, N, age=40),
    item("e6", "linux_disk_io", {}, N, age=15, args={"interval_seconds": 1.0}, error="timed out after 5 s"),
    item("e7", "linux_file_changes", {"root": "/etc", "since": "2026-11-13T09:13:50-03:00", "files": [
        {"path": "/etc/exports", "mtime": "2026-11-18T21:03:11-03:00", "size_bytes": 412},
        {"path": "/etc/default/nfs-kernel-server", "mtime": "2026-11-18T20:58:02-03:00", "size_bytes": 612},
        {"path": "/etc/zfs/zed.d/zed.rc", "mtime": "2026-11-17T10:22:40-03:00", "size_bytes": 3_811},
        {"path": "/etc/apt/sources.list.d/bookworm-backports.list", "mtime": "2026-11-14T16:40:19-03:00",
         "size_bytes": 78},
        {"path": "/etc/ld.so.cache", "mtime": "2026-11-14T16:44:55-03:00", "size_bytes": 61_404},
    ]}, N, age=70, args={"root": "/etc", "since_minutes": 10080, "limit": 5}, complete=False),
    item("e8", "linux_service_status", {"units": [
        unit("nfs-server.service", "active", "exited", since="2026-11-18T21:03:40-03:00",
             desc="NFS server and services"),
        unit("rpcbind.service", "active", "running", pid=612, since="2026-11-02T07:40:12-03:00",
             desc="RPC bind portmap service"),
        unit("zfs-zed.service", "active", "running", pid=1201, since="2026-11-02T07:40:15-03:00",
             desc="ZFS Event Daemon (zed)"),
        unit("zfs-scrub-weekly@tank.timer", "active", "waiting", since="2026-11-02T07:40:15-03:00",
             desc="Weekly zpool scrub timer for tank"),
        unit("smartmontools.service", "active", "running", pid=980, since="2026-11-02T07:40:14-03:00",
             desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("ssh.service", "active", "running", pid=745, since="2026-11-02T07:40:14-03:00",
             desc="OpenBSD Secure Shell server"),
    ]}, N, age=600),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-11-14T16:43:10-03:00", "upgrade", "zfsutils-linux", "2.1.11-1+deb12u1", "2.2.6-1~bpo12+1"),
        package_event("2026-11-14T16:43:10-03:00", "upgrade", "zfs-dkms", "2.1.11-1+deb12u1", "2.2.6-1~bpo12+1"),
        package_event("2026-11-14T16:43:11-03:00", "upgrade", "zfs-zed", "2.1.11-1+deb12u1", "2.2.6-1~bpo12+1"),
        package_event("2026-11-14T16:43:11-03:00", "install", "libzfs5linux", None, "2.2.6-1~bpo12+1"),
    ]}, N, age=80, args={"since_days": 10}),
]

nautilus_answers = [
    {"q": "Did this week's scrub find anything?", "ev": ["e3"],
     "a": """Looking at the data, [[s:the scrub on pool 'tank' started at 00:00:04 on Monday 16 November]] and [[s:finished at 09:47:31]], [[s:so it took about 9 hours 47 minutes]]. [[s:During the scrub, at 03:12:45, there was one checksum event]] [[s:on ata-WDC_WD120EFBX-68B0EN0_8CJT2Y4E-part1]]. [[u:The scrub repaired it]] and [[u:finished with 0 errors]].

**Answer:** [[c:The weekly scrub ran on 15 November]] and [[c:lasted around 8 hours 47 minutes]]. [[s:One checksum error on one WD disk]], [[u:it seems this disk is starting to fail]]; you should check it with `smartctl -a`."""},

    {"q": "How much space is left on the NAS?", "ev": ["e1", "e2"],
     "a": """Looking at the data, [[s:tank/media uses 6.21 TB]] and [[s:tank/backups 1.43 TB]], and [[s:both datasets show the same 3.12 TB available]]. So [[c:the pool has about 7.46 TB used]] and [[s:3.12 TB free]], [[s:roughly 71% full]]. [[s:The system disk /dev/sda2 is 11.9% used]].

**Summary:**
- Free in the pool: [[s:~3.12 TB]] [[c:(≈ 3.4 TiB)]]
- Backups: [[c:34.1% used]]
- System disk: [[s:14.2 GB used of 119 GB]]"""},

    {"q": "Who can write to the NFS exports now?", "ev": ["e4"],
     "extra": [user("u1", "On Wednesday I changed /etc/exports so the whole LAN can write into incoming. "
                          "Is it right?", N, age=100)],
     "a": """Looking at the data, [[s:/etc/exports has 3 export lines]]. [[s:/tank/media is exported read-only (ro) to 192.168.10.0/24]]. [[s:/tank/backups is rw for 192.168.10.21 with no_root_squash]] and [[c:rw for 192.168.10.22 too, also with no_root_squash]]. [[s:/tank/media/incoming is rw for the whole 192.168.10.0/24]] [[c:mapped to uid 1001]]. So [[s:the change you made on Wednesday is in the file]].

**Answer:** [[s:Yes, the whole LAN can write to /tank/media/incoming]]. [[u:The new exports are already active (exportfs -ra was run)]]."""},

    {"q": "Which NFS clients are connected?", "ev": ["e4", "e5"],
     "a": """Looking at the data, [[s:nfsd listens on port 2049 on 0.0.0.0]], [[c:rpcbind on 111 (PID 1034)]] and [[s:rpc.mountd on 20048]]. [[s:There are two NFS connections to port 2049]], [[s:from 192.168.10.21 and 192.168.10.34]]. [[s:The interface enp1s0 has 192.168.10.5/24]]; [[c:enp2s0 is also up]].

**Answer:** 2 NFS clients: [[u:192.168.10.21 (the backup server)]] and 192.168.10.34. [[s:The client .34 is inside 192.168.10.0/24, so it can mount media]]. [[u:The NFS version used is 4.2]]."""},

    {"q": "Is the NFS server running?", "ev": ["e8"],
     "a": """Looking at the data, [[t:nfs-server.service is active (exited)]], which is normal for the kernel NFS server, [[t:since 18 November 21:03:40]]. [[t:zfs-zed.service is running with PID 1201]] and [[t:zfs-scrub-weekly@tank.timer is active (waiting)]].

**Summary:** [[t:NFS is up ✅]]. [[t:The NFS server was restarted on Wednesday evening]], [[u:probably after you edited the exports]]."""},

    {"q": "What changed on the NAS this week?", "ev": ["e7", "e9"],
     "a": """Looking at the data, the changed files in /etc include [[s:/etc/exports at 18 November 21:03:11]] and [[s:/etc/default/nfs-kernel-server at 20:58:02 the same evening]]. [[c:/etc/zfs/zed.d/zed.rc changed on 17 November at 13:22]]. [[s:On 14 November the bookworm-backports list changed at 16:40]] and then [[s:ZFS was upgraded from 2.1.11 to 2.2.6]] [[s:from backports]] [[s:at 16:43]], and [[c:libzfs5linux was upgraded as well]].

**Answer:** [[u:Only 5 files changed in /etc this week]]: the exports, the nfs defaults, zed.rc, the backports list and ld.so.cache. [[u:Nothing else on the system was changed]]. After the ZFS upgrade you can run `zpool upgrade tank` if you want the new features."""},

    {"q": "How busy are the NAS disks right now?", "ev": ["e1", "e5", "e6"],
     "a": """Looking at the data, [[s:the disk I/O reading failed with "timed out after 5 s"]], so I cannot tell the current disk activity. [[s:On the network there are two NFS clients connected]], [[u:so probably the disks are being read]]. [[s:The NAS has 31.3 GiB of RAM]] and [[s:a 4-core]], [[c:8-thread]] [[s:Xeon E-2224G]], [[u:so the ZFS ARC has plenty of memory]].

**Answer:** Disk activity is unknown because the read timed out. [[u:The disks are probably idle because the scrub finished on Monday]]. [[u:The pool is a mirror of two 12 TB disks]]."""},
]

# --------------------------------------------------------------------------------------------- abalone
A = Clock("2026-11-04T16:50:00-03:00")
A_MEM = 16_480_374_784


def avc(epoch_ms: str, pid: int) -> str:
    return (f"type=AVC msg=audit({epoch_ms}): avc:  denied  {{ name_connect }} for  pid={pid} comm=\"nginx\" "
            "dest=8085 scontext=system_u:system_r:httpd_t:s0 tcontext=system_u:object_r:unreserved_port_t:s0 "
            "tclass=tcp_socket permissive=0")


abalone_evidence = [
    steady("e1", A, age=2000, hostname="abalone", os_name="Rocky Linux", os_version="9.4", os_codename="Blue Onyx",
           kernel="5.14.0-427.42.1.el9_4.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=A_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_136},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:a1:3c:7e", "addresses": ["10.20.30.14/24"],
                                "is_up": True}],
           dns_servers=["10.20.30.2"], default_gateway="10.20.30.1", package_manager="rpm",
           installed_packages={"nginx": "1:1.20.1-16.el9_4.1", "firewalld": "1.3.4-1.el9",
                               "selinux-policy-targeted": "38.1.35-2.el9_4.2",
                               "policycoreutils-python-utils": "3.6-2.1.el9",
                               "java-17-openjdk-headless": "1:17.0.13.0.11-3.el9",
                               "kernel-core": "5.14.0-427.42.1.el9_4"},
           available_services=["nginx.service", "firewalld.service", "auditd.service", "sshd.service",
                               "inventory-api.service", "kdump.service", "dnf-makecache.timer"],
           users=[{"name": "svc-inventory", "uid": 990, "gid": 990, "home": "/opt/inventory", "shell": "/sbin/nologin"},
                  {"name": "rafael", "uid": 1000, "gid": 1000, "home": "/home/rafael", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["rafael"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", pid=2301, since="2026-11-04T15:58:10-03:00",
             desc="The nginx HTTP and reverse proxy server"),
        unit("inventory-api.service", "active", "running", pid=2188, since="2026-11-04T15:55:32-03:00",
             desc="Inventory API (Spring Boot)"),
        unit("firewalld.service", "active", "running", pid=812, since="2026-10-29T07:02:44-03:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("auditd.service", "active", "running", pid=744, since="2026-10-29T07:02:41-03:00",
             desc="Security Auditing Service"),
        unit("sshd.service", "active", "running", pid=1090, since="2026-10-29T07:02:49-03:00",
             desc="OpenSSH server daemon"),
        unit("kdump.service", "failed", "failed", desc="Crash recovery kernel arming"),
        unit("dnf-makecache.timer", "active", "waiting", since="2026-10-29T07:02:41-03:00",
             desc="dnf makecache --timer"),
    ]}, A, age=240),
    item("e3", "linux_service_status",
         unit("nginx.service", "active", "running", pid=2314, since="2026-11-04T16:46:02-03:00",
              desc="The nginx HTTP and reverse proxy server"),
         A, age=15, args={"name": "nginx"}),
    item("e4", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-11-04T16:02:17-03:00", None, "warning", avc("1793818937.412:1873", 2303)),
        log_entry("2026-11-04T16:02:19-03:00", None, "warning", avc("1793818939.058:1876", 2303)),
        log_entry("2026-11-04T16:31:40-03:00", None, "warning", avc("1793820700.227:1942", 2305)),
        log_entry("2026-11-04T16:47:12-03:00", None, "warning", avc("1793821632.690:2015", 2316)),
        log_entry("2026-11-04T16:48:55-03:00", None, "warning", avc("1793821735.104:2031", 2316)),
    ]}, A, age=45, args={"grep": "avc", "since_minutes": 180}),
    item("e5", "linux_file_read", {"path": "/etc/firewalld/zones/public.xml", "offset": 0, "limit": 200,
                                   "total_lines": 11, "lines": [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<zone>",
        "  <short>Public</short>",
        "  <description>For use in public areas. You do not trust the other computers on networks to not harm your "
        "computer. Only selected incoming connections are accepted.</description>",
        '  <service name="ssh"/>',
        '  <service name="dhcpv6-client"/>',
        '  <service name="cockpit"/>',
        '  <service name="https"/>',
        '  <port port="8085" protocol="tcp"/>',
        "  <forward/>",
        "</zone>",
    ]}, A, age=100, args={"path": "/etc/firewalld/zones/public.xml"}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-10-29T06:48:12-03:00", "install", "kernel-core", None, "5.14.0-427.42.1.el9_4"),
        package_event("2026-10-29T06:48:30-03:00", "upgrade", "selinux-policy-targeted", "38.1.35-2.el9_4.1",
                      "38.1.35-2.el9_4.2"),
        package_event("2026-10-29T06:48:31-03:00", "upgrade", "selinux-policy", "38.1.35-2.el9_4.1",
                      "38.1.35-2.el9_4.2"),
        package_event("2026-11-04T15:40:05-03:00", "install", "nginx", None, "1:1.20.1-16.el9_4.1"),
        package_event("2026-11-04T15:40:06-03:00", "install", "nginx-core", None, "1:1.20.1-16.el9_4.1"),
        package_event("2026-11-04T15:52:48-03:00", "install", "java-17-openjdk-headless", None,
                      "1:17.0.13.0.11-3.el9"),
        package_event("2026-11-04T16:20:31-03:00", "install", "policycoreutils-python-utils", None, "3.6-2.1.el9"),
    ]}, A, age=120, args={"since_days": 30}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:a1:3c:7e", "addresses": ["10.20.30.14/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1090, "sshd"), listener(80, "0.0.0.0", 2314, "nginx"),
                      listener(443, "0.0.0.0", 2314, "nginx"), listener(9090, "0.0.0.0", 1, "systemd"),
                      listener(8085, "127.0.0.1", 2188, "java")],
        "connections": [
            connection("10.20.30.14:443", "10.20.30.77:55120", 2316, "nginx"),
            connection("10.20.30.14:22", "10.20.30.5:61022", 2290, "sshd"),
        ]}, A, age=30),
]

abalone_answers = [
    {"q": "Why does nginx give 502 for the inventory API?", "ev": ["e4", "e7"],
     "extra": [user("u1", "I already opened port 8085 in firewalld and it still gives 502, so the firewall is "
                          "broken?", A, age=150)],
     "a": """Looking at the data, [[s:the audit log shows 5 AVC denials in the last three hours]] where [[s:nginx is denied { name_connect } to dest=8085]], [[c:with tcontext http_port_t]]. [[c:The backend java (PID 2314) listens on 127.0.0.1:8085]], so [[s:the backend is up]], but [[s:SELinux blocks nginx from connecting to it]]. [[u:The firewall does not matter here because the traffic stays on localhost]].

**Answer:** [[s:It is SELinux that blocks the connection]]. [[s:The first denial was at 16:02:17]]. Fix: `setsebool -P httpd_can_network_connect 1`. [[s:You said you opened 8085 in firewalld]] — for this problem it was not needed."""},

    {"q": "Is nginx running on abalone, and since when?", "ev": ["e2", "e3"],
     "a": """Looking at the data, [[s:nginx.service is active (running)]], [[u:main PID 2301]], [[u:running since 15:58:10]], so [[u:about 52 minutes]]. [[s:inventory-api.service is running too (PID 2188)]]. [[s:One unit is failed: kdump.service]].

**Answer:** [[s:nginx is running ✅]], [[u:PID 2314]], [[u:it seems it was started at 16:46]]. [[s:It is enabled at boot]]."""},

    {"q": "What did dnf install recently on abalone?", "ev": ["e1", "e6"],
     "a": """Looking at the data, [[s:dnf history has 7 events in the last 30 days]]. [[s:On 29 October at 06:48 a new kernel-core 5.14.0-427.42.1.el9_4 was installed]] and [[c:selinux-policy-targeted was upgraded from el9_4.1 to el9_4.3]]. [[s:Today, 4 November, nginx 1.20.1 was installed at 15:40]], [[s:java-17-openjdk-headless at 15:52]] and [[s:policycoreutils-python-utils at 16:20]], [[u:so somebody already tried to use semanage]].

**Summary:**
- **Kernel:** [[s:5.14.0-427.42.1 (running)]]
- **Java:** [[c:17.0.11]]
- **Removed:** [[s:nothing]]"""},

    {"q": "Is 8085 open in the firewall, and what is listening?", "ev": ["e5", "e7"],
     "a": """Looking at the data, [[s:the public zone file allows the services ssh, dhcpv6-client, cockpit and https]], [[s:and also port 8085/tcp]]. [[s:http is not in the list]], [[u:so port 80 is blocked from outside]] [[s:even though nginx listens on 80]]. Listening ports: [[s:80 and 443 (nginx PID 2314)]], [[c:9090 (cockpit, PID 9090)]] and [[s:8085 on 127.0.0.1 (java PID 2188)]]. [[c:There are 3 established connections]], [[s:one of them is HTTPS from 10.20.30.77]].

**Answer:** [[s:Yes, 8085/tcp is open in the public zone]], but [[s:java listens only on localhost]]. [[c:Port 80 is allowed in the firewall too]]. [[u:public is the default zone]]."""},

    {"q": "Any failed services on abalone?", "ev": ["e2"],
     "a": """Looking at the data, from the list of units [[s:kdump.service is in failed state]]. The others are active and running: [[s:nginx, firewalld (PID 812), sshd and inventory-api]] and [[c:auditd (PID 1090)]]. [[c:firewalld is running since 29 October 10:02:44]]. [[s:dnf-makecache.timer is waiting]].

**Summary:** [[s:1 failed unit: kdump.service]]. [[u:Probably the crashkernel memory is not reserved]]. [[u:The server is up since 29 October, about 6 days]]."""},

    {"q": "Did the denials stop after I installed the semanage tools?", "ev": ["e4", "e6"],
     "a": """Looking at the data, [[s:policycoreutils-python-utils was installed at 16:20:31]]. [[s:The denials continued after that]]: [[s:at 16:31:40, 16:47:12 and 16:48:55]], [[s:so 3 more denials after the installation]]. [[s:The last one is from pid 2316]]. Installing the package alone does not change the policy, [[u:the boolean is still off]].

**Answer:** [[s:No, the denials did not stop]]. [[c:There were 2 denials after 16:20]]. [[c:The denials are for the java process on port 8085]]."""},
]

# --------------------------------------------------------------------------------------------- whelk
K = Clock("2026-11-12T11:05:00-03:00")
K_MEM = 16_505_393_152
KIND_CREATED = "2026-11-10T09:14:03-03:00"


def event(name: str, obj: str, etype: str, reason: str, message: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "dev"},
            "involvedObject": {"kind": "Pod", "name": obj, "namespace": "dev"}, "type": etype, "reason": reason,
            "message": message, "count": count, "firstTimestamp": first, "lastTimestamp": last}


whelk_evidence = [
    steady("e1", K, age=1500, hostname="whelk", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-49-generic", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz", cpu_cores=4,
           cpu_threads=8, memory_total_bytes=K_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510_770_802_688}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "f4:a4:75:19:2b:e0", "addresses": ["192.168.1.57/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:6c:1d:88:0a", "addresses": ["172.17.0.1/16"],
                                "is_up": True},
                               {"name": "br-3f1a2b9c7d10", "mac": "02:42:b1:07:5e:33", "addresses": ["172.18.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.22-1",
                               "kubectl": "1.31.2-1.1"},
           available_services=["docker.service", "containerd.service", "NetworkManager.service"],
           users=[{"name": "tomas", "uid": 1000, "gid": 1000, "home": "/home/tomas", "shell": "/bin/zsh"}],
           groups=[{"name": "docker", "gid": 999, "members": ["tomas"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "kind-control-plane", "kindest/node:v1.31.2", "running", "Up 3 hours", KIND_CREATED,
            ["127.0.0.1:41327->6443/tcp"]),
        box("b2c3d4e5f6a1", "kind-worker", "kindest/node:v1.31.2", "running", "Up 3 hours", KIND_CREATED),
        box("c3d4e5f6a1b2", "kind-worker2", "kindest/node:v1.31.2", "exited", "Exited (137) 41 minutes ago",
            KIND_CREATED),
        box("d4e5f6a1b2c3", "kind-registry", "registry:2", "running", "Up 3 hours", "2026-11-10T09:13:40-03:00",
            ["127.0.0.1:5001->5000/tcp"]),
        box("e5f6a1b2c3d4", "pg-dev", "postgres:16", "exited", "Exited (0) 2 days ago", "2026-11-03T18:20:11-03:00"),
    ]}, K, age=20, args={"all": True}),
    item("e3", "kubernetes_get", {"context": "kind-kind", "namespace": "dev", "items": [
        pod("shop-api-6f9c7d5b8-q7wzt", "dev", "Pending", "kind-worker", 0, False, waiting="ImagePullBackOff"),
        pod("shop-web-5d8b9c6f7-m2xkp", "dev", "Running", "kind-worker", 2, True, started="2026-11-12T08:07:44-03:00"),
        pod("postgres-0", "dev", "Running", "kind-worker", 0, True, started="2026-11-12T08:07:39-03:00"),
        pod("redis-7c6d9f8b4-h5t2n", "dev", "Running", "kind-worker", 1, True, started="2026-11-12T08:07:51-03:00"),
    ]}, K, age=25, args={"resource": "pods", "namespace": "dev"}),
    item("e4", "kubernetes_get", {"context": "kind-kind", "namespace": "dev", "items": [
        event("shop-api-6f9c7d5b8-q7wzt.1806f0a2c4b1e7d3", "shop-api-6f9c7d5b8-q7wzt", "Warning", "Failed",
              'Failed to pull image "localhost:5001/shop-api:0.9.1": rpc error: code = NotFound desc = failed to pull '
              'and unpack image "localhost:5001/shop-api:0.9.1": failed to resolve reference '
              '"localhost:5001/shop-api:0.9.1": localhost:5001/shop-api:0.9.1: not found',
              14, "2026-11-12T13:21:09Z", "2026-11-12T14:03:40Z"),
        event("shop-api-6f9c7d5b8-q7wzt.1806f0a3d0e92c11", "shop-api-6f9c7d5b8-q7wzt", "Normal", "BackOff",
              'Back-off pulling image "localhost:5001/shop-api:0.9.1"', 212, "2026-11-12T13:21:25Z",
              "2026-11-12T14:04:52Z"),
    ]}, K, age=30, args={"resource": "events", "namespace": "dev"}),
    item("e5", "kubernetes_get", {"context": "kind-kind", "namespace": None, "items": [
        node("kind-control-plane", True, "v1.31.2"), node("kind-worker", True, "v1.31.2"),
        node("kind-worker2", True, "v1.31.2"),
    ]}, K, age=3000, args={"resource": "nodes"}),
    item("e6", "kubernetes_get", {"context": "kind-kind", "namespace": "dev", "items": [
        deployment("shop-api", "dev", 1, 0), deployment("shop-web", "dev", 1, 1), deployment("redis", "dev", 1, 1),
    ]}, K, age=28, args={"resource": "deployments", "namespace": "dev"}),
    item("e7", "linux_system_info",
         system_info(38.0, [2.41, 2.10, 1.95], 10_787, "2026-11-12T08:04:51-03:00", K_MEM, 4_123_000_000,
                     4_294_967_296, 1_073_741_824), K, age=22),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 245_760, "tx_bytes_per_s": 61_440},
        {"name": "docker0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "br-3f1a2b9c7d10", "rx_bytes_per_s": 1_258_291, "tx_bytes_per_s": 1_153_434},
    ]}, K, age=18, args={"interval_seconds": 1.0}),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-11-12T10:23:59-03:00", "docker.service", "warning",
                  'time="2026-11-12T10:23:59.021-03:00" level=warning msg="ShouldRestart failed, container will not '
                  'be restarted" container=c3d4e5f6a1b2 daemonShuttingDown=false error="restart canceled" '
                  'execDuration=2h18m6s exitStatus="{137 2026-11-12 13:23:59.021 +0000 UTC}" '
                  'hasBeenManuallyStopped=true restartCount=0'),
        log_entry("2026-11-12T10:24:00-03:00", "docker.service", "info",
                  'time="2026-11-12T10:24:00.118-03:00" level=info msg="ignoring event" container=c3d4e5f6a1b2 '
                  'module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"'),
    ]}, K, age=40, args={"unit": "docker.service", "since_minutes": 180}),
]

whelk_answers = [
    {"q": "Why is shop-api stuck in ImagePullBackOff?", "ev": ["e3", "e4"],
     "extra": [user("u1", "I pushed shop-api:0.9.1 to the local registry this morning, why can't it pull?", K,
                    age=80)],
     "a": """Looking at the data, [[s:the pod shop-api-6f9c7d5b8-q7wzt in namespace dev is Pending]] [[s:on kind-worker]], [[s:its container is waiting with reason ImagePullBackOff]], [[s:with 0 restarts]]. [[s:The event says Failed to pull image "localhost:5001/shop-api:0.9.1" ... not found]], [[u:it happened 14 times (e3)]], [[c:first at 13:21]] and [[c:the last at 14:03]]. [[s:You said you pushed shop-api:0.9.1 to the local registry this morning]], [[u:so probably the push went with another tag or to another registry]].

**Answer:** [[s:The tag localhost:5001/shop-api:0.9.1 is not found in the registry]]. [[c:Kubernetes tried to pull it 212 times]]. [[s:The other pods shop-web, postgres-0 and redis are Running]]."""},

    {"q": "Which Docker containers does the kind cluster have?", "ev": ["e1", "e2"],
     "a": """Looking at the data, [[s:Docker has 5 containers]]. [[s:kind-control-plane and kind-worker are running (Up 3 hours)]], [[s:both with image kindest/node:v1.31.2]]. [[s:kind-worker2 is exited with code 137]] [[s:41 minutes ago]]. [[s:kind-registry (registry:2) is running]] and [[c:maps 127.0.0.1:5000 to port 5001]]. [[s:The API server is published on 127.0.0.1:41327]]. [[c:pg-dev (postgres:16) exited 2 hours ago]], it is not part of kind.

**Summary:** [[c:2 of the 4 kind containers are running]]. [[s:The cluster was created on 10 November]]."""},

    {"q": "Are all the nodes Ready?", "ev": ["e2", "e5"],
     "a": """Looking at the data, [[t:the node list shows kind-control-plane, kind-worker and kind-worker2, all with Ready=True]]. But this list is from about 50 minutes ago (10:15), and [[s:Docker shows the container kind-worker2 exited (137) 41 minutes ago]], so the list is probably out of date. [[s:The control-plane container is Up 3 hours]].

**Answer:** [[t:2 nodes are Ready]], [[t:kind-worker2 is not Ready]]. [[s:The worker2 container stopped at about 10:24]]."""},

    {"q": "How much memory and CPU is whelk using?", "ev": ["e1", "e7", "e8"],
     "a": """Looking at the data, [[s:CPU is at 38%]] with [[s:load 2.41, 2.10, 1.95]] [[c:on 4 threads]]. [[s:Memory total is 15.4 GiB]] and [[s:3.84 GiB is available]], so [[s:about 75% is used]]. [[s:Swap is 4 GiB with 1 GiB used (25%)]]. [[s:The laptop is up for 3 hours]]. [[s:The kind bridge br-3f1a2b9c7d10 receives 1.26 MB/s]], [[c:the wifi only 425 KB/s in]].

**Answer:** [[s:Memory is 75% used]] [[c:(about 12.9 GiB of 15.4 GiB)]]. [[u:The kind nodes use most of the memory]]."""},

    {"q": "Show me the deployments in dev.", "ev": ["e3", "e6"],
     "a": """Looking at the data, [[s:there are 3 deployments in dev]]: [[s:shop-api 0/1 ready]], [[s:the others 1/1]]. [[s:postgres-0 is not from a Deployment]], [[u:it is probably a StatefulSet]]. [[s:shop-web has restarted 2 times]] and [[c:redis 3 times]]. [[s:shop-web started at 08:07:44]], [[u:just after the laptop booted]].

**Answer:** [[s:Only shop-api is not available (0 of 1 replicas)]]. [[u:The deployment shop-api uses the image localhost:5001/shop-api:0.9.1]]. [[c:2 of 4 pods are running]]."""},

    {"q": "What happened to kind-worker2?", "ev": ["e2", "e9"],
     "a": """Looking at the data, [[s:the Docker log at 10:23:59 says for container c3d4e5f6a1b2 "ShouldRestart failed, container will not be restarted"]] [[s:with exitStatus 137]] and [[s:hasBeenManuallyStopped=true]]. [[s:This is kind-worker2]]. [[c:Probably the kernel OOM killer killed it because the memory is low]].

**Answer:** [[c:kind-worker2 was killed by the OOM killer at 10:23]] and [[u:Docker did not restart it because of its restart policy]]. You can start it again with `docker start kind-worker2`."""},
]

MACHINES = [
    {"name": "conch", "clock": C, "evidence": conch_evidence, "answers": conch_answers},
    {"name": "cowrie", "clock": W, "evidence": cowrie_evidence, "answers": cowrie_answers},
    {"name": "nautilus", "clock": N, "evidence": nautilus_evidence, "answers": nautilus_answers},
    {"name": "abalone", "clock": A, "evidence": abalone_evidence, "answers": abalone_answers},
    {"name": "whelk", "clock": K, "evidence": whelk_evidence, "answers": whelk_answers},
]
