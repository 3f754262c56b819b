"""69th generation (written blind, in the style of qwen2.5 14B instruct: table-heavy answers with a one-line
verdict, one or two Markdown tables with units in the headers, ✅/❌/⚠️ cells and a "Notes" column that carries
extra claims, then a short "Why" paragraph; numbers rounded to one decimal; now and then a row pinned on the
wrong thing or a total that does not add up). The writer saw neither the wrapper nor its misses.

rialto — Debian 12 mail server in Italy (+01:00). Evidence: a steady state collected two days before `now`
whose `packages` source is listed in `stale_sources` (it still shows clamav 1.0.7 and the 6.1.0-31 kernel
package only), every systemd unit (ClamAV's daemon failed at 08:55, the rest of Postfix/Dovecot/rspamd/
OpenDKIM/nginx up since the Saturday reboot), the top 8 processes by memory (cut), ClamAV and freshclam logs
(no signature database; HTTP 403 from the CDN), 14 days of dpkg history (openssl, postfix, five clamav
packages, a new 6.1.0-32 kernel not yet booted), a stale system_info (9 minutes old), df with a 3.84 TB XFS
mail volume, and a complete socket listing.

brooklyn — Ubuntu 24.04 API server in New York (-05:00). Evidence: steady state, every unit (orders-worker in
activating/auto-restart, everything else up), top 10 processes by CPU (gunicorn workers lead), orders-worker
and PgBouncer logs (max_client_conn, restart counter 21 → 23), sockets (PgBouncer and node exporter on all
interfaces), 30 days of security updates (openssh, python3.12, postgresql-16, nginx, a 6.8.0-100 kernel that
runs since the Feb 28 reboot, redis), fresh system_info and df with a separate 3.84 TB PostgreSQL drive.

charles — k3s control plane (Rocky Linux 9.5) in Prague (+01:00). Evidence: steady state, the four nodes
(w2 still on v1.30.8 and Rocky 9.4, w3 NotReady), the shop deployments and all 11 shop pods (restarts,
start times, a CrashLoopBackOff checkout pod whose last exit was OOMKilled, an api pod not ready on w3),
shop events, a cut listing of the monitoring namespace, 30 days of dnf history and df.

tower — openSUSE Leap 15.6 home NAS in London (+01:00, BST). Evidence: steady state with users and groups,
every unit (rsync-backup failed at 03:14), df with a 16 TB media array and an 8 TB backup disk that is 99.6 %
full, the backup's journal (No space left on device), 30 days of zypper history (samba, openssh, libxml2, two
kernels installed and one removed; the newest kernel not booted), an 8-minute-old (stale) top-processes
listing and sockets.

millau — Fedora 41 GitLab CI runner in Singapore (+08:00). Evidence: steady state with users and groups
(wheel, docker), units (fail2ban inactive), Docker containers (two build jobs, a local registry, one exited
buildkit), 14 days of dnf history (sudo, openssl, kernel 6.14.6 installed and 6.13.12 removed, docker-ce,
gitlab-runner 18.0.1), df (btrfs root and an 8 TB cache disk), top processes by memory (cut) and a sudo log.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# rialto — Debian 12 mail server, Europe/Rome (+01:00)
# ---------------------------------------------------------------------------------------------------------
R = Clock("2026-02-17T09:42:00+01:00")
R_MEM = 33_402_875_904
R_BOOT = "2026-02-14T03:11:52+01:00"

r_steady = steady(
    "s1", R, age=2 * 86400 + 120,
    hostname="rialto", domain="lagunamail.it", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
    kernel="6.1.0-31-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
    memory_total_bytes=R_MEM,
    disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 471_284_412_416},
           {"device": "/dev/md1", "mountpoint": "/var/vmail", "fstype": "xfs", "total_bytes": 3_838_523_392_000}],
    network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:9a:10", "addresses": ["185.12.44.7/27"], "is_up": True}],
    dns_servers=["127.0.0.1"], default_gateway="185.12.44.1",
    installed_packages={"postfix": "3.7.11-0+deb12u1", "postfix-pcre": "3.7.11-0+deb12u1",
                        "dovecot-core": "1:2.3.19.1+dfsg1-2.1+deb12u1", "dovecot-imapd": "1:2.3.19.1+dfsg1-2.1+deb12u1",
                        "rspamd": "3.4-1", "opendkim": "2.11.0~beta2-8+deb12u1",
                        "clamav-daemon": "1.0.7+dfsg-1~deb12u1", "clamav-freshclam": "1.0.7+dfsg-1~deb12u1",
                        "nginx": "1.22.1-9+deb12u1", "php8.2-fpm": "8.2.28-1~deb12u1", "openssl": "3.0.16-1~deb12u1",
                        "redis-server": "5:7.0.15-1~deb12u3", "fail2ban": "1.0.2-2",
                        "linux-image-6.1.0-31-amd64": "6.1.128-1"},
    available_services=["postfix.service", "postfix@-.service", "dovecot.service", "rspamd.service",
                        "opendkim.service", "clamav-daemon.service", "clamav-freshclam.service", "nginx.service",
                        "php8.2-fpm.service", "redis-server.service", "fail2ban.service", "ssh.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "marco", "uid": 1000, "gid": 1000, "home": "/home/marco", "shell": "/bin/bash"},
           {"name": "giulia", "uid": 1001, "gid": 1001, "home": "/home/giulia", "shell": "/usr/bin/zsh"},
           {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/usr/sbin/nologin"},
           {"name": "postfix", "uid": 106, "gid": 113, "home": "/var/spool/postfix", "shell": "/usr/sbin/nologin"},
           {"name": "_rspamd", "uid": 108, "gid": 115, "home": "/var/lib/rspamd", "shell": "/bin/false"},
           {"name": "clamav", "uid": 110, "gid": 117, "home": "/var/lib/clamav", "shell": "/bin/false"},
           {"name": "opendkim", "uid": 111, "gid": 118, "home": "/run/opendkim", "shell": "/usr/sbin/nologin"},
           {"name": "redis", "uid": 109, "gid": 116, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["marco"]},
            {"name": "adm", "gid": 4, "members": ["marco", "giulia"]},
            {"name": "opendkim", "gid": 118, "members": ["postfix"]},
            {"name": "clamav", "gid": 117, "members": []},
            {"name": "vmail", "gid": 5000, "members": []}],
)
r_steady["data"]["stale_sources"] = ["packages"]

R_UNITS = [
    unit("postfix.service", "active", "exited", "enabled", None, R_BOOT, "Postfix Mail Transport Agent"),
    unit("postfix@-.service", "active", "running", "enabled-runtime", 1482, R_BOOT,
         "Postfix Mail Transport Agent (instance -)"),
    unit("dovecot.service", "active", "running", "enabled", 1390, "2026-02-14T03:11:49+01:00",
         "Dovecot IMAP/POP3 email server"),
    unit("rspamd.service", "active", "running", "enabled", 1377, "2026-02-14T03:11:47+01:00", "rapid spam filtering system"),
    unit("redis-server.service", "active", "running", "enabled", 1204, "2026-02-14T03:11:40+01:00",
         "Advanced key-value store"),
    unit("opendkim.service", "active", "running", "enabled", 1311, "2026-02-14T03:11:45+01:00",
         "OpenDKIM Milter"),
    unit("clamav-daemon.service", "failed", "failed", "enabled", None, "2026-02-17T08:55:10+01:00",
         "Clam AntiVirus userspace daemon"),
    unit("clamav-freshclam.service", "active", "running", "enabled", 2210, "2026-02-16T06:25:41+01:00",
         "ClamAV virus database updater"),
    unit("nginx.service", "active", "running", "enabled", 1721, "2026-02-14T03:11:50+01:00",
         "A high performance web server and a reverse proxy server"),
    unit("php8.2-fpm.service", "active", "running", "enabled", 1733, "2026-02-14T03:11:51+01:00",
         "The PHP 8.2 FastCGI Process Manager"),
    unit("fail2ban.service", "active", "running", "enabled", 1302, "2026-02-14T03:11:44+01:00", "Fail2Ban Service"),
    unit("ssh.service", "active", "running", "enabled", 1010, "2026-02-14T03:11:38+01:00", "OpenBSD Secure Shell server"),
    unit("unattended-upgrades.service", "active", "running", "enabled", 1105, "2026-02-14T03:11:39+01:00",
         "Unattended Upgrades Shutdown"),
]

R_PROCS = processes(214, R_MEM, [
    (1204, "redis-server", "redis", 1.2, 1_181_116_416, "2026-02-14T03:11:40+01:00", "/usr/bin/redis-server 127.0.0.1:6379"),
    (1401, "rspamd", "_rspamd", 3.8, 641_728_512, "2026-02-14T03:11:48+01:00", "rspamd: normal process (localhost:11333)"),
    (1398, "rspamd", "_rspamd", 2.9, 598_736_896, "2026-02-14T03:11:48+01:00", "rspamd: controller process (localhost:11334)"),
    (2210, "freshclam", "clamav", 0.4, 421_527_552, "2026-02-16T06:25:41+01:00", "/usr/bin/freshclam -d --foreground=true"),
    (1733, "php-fpm8.2", "www-data", 0.1, 231_735_296, "2026-02-14T03:11:51+01:00", "php-fpm: master process (/etc/php/8.2/fpm/php-fpm.conf)"),
    (1302, "fail2ban-server", "root", 0.3, 100_663_296, "2026-02-14T03:11:44+01:00", "/usr/bin/python3 /usr/bin/fail2ban-server -xf start"),
    (18822, "imap", "vmail", 0.0, 62_914_560, "2026-02-17T08:03:12+01:00", "dovecot/imap"),
    (1390, "dovecot", "root", 0.0, 12_582_912, "2026-02-14T03:11:49+01:00", "/usr/sbin/dovecot -F"),
])

R_CLAM_LOG = {"source": "journal", "unit": "clamav-daemon.service", "entries": [
    log_entry("2026-02-17T08:55:08+01:00", "clamav-daemon.service", "err",
              "LibClamAV Error: cli_loaddbdir(): No supported database files found in /var/lib/clamav"),
    log_entry("2026-02-17T08:55:08+01:00", "clamav-daemon.service", "err",
              "ERROR: Can't open file or directory"),
    log_entry("2026-02-17T08:55:10+01:00", "clamav-daemon.service", "notice",
              "clamav-daemon.service: Main process exited, code=exited, status=1/FAILURE"),
    log_entry("2026-02-17T08:55:10+01:00", "clamav-daemon.service", "warning",
              "clamav-daemon.service: Failed with result 'exit-code'."),
]}
R_FRESH_LOG = {"source": "journal", "unit": "clamav-freshclam.service", "entries": [
    log_entry("2026-02-17T08:40:11+01:00", "clamav-freshclam.service", "info", "ClamAV update process started at Tue Feb 17 08:40:11 2026"),
    log_entry("2026-02-17T08:40:12+01:00", "clamav-freshclam.service", "warning",
              "WARNING: Can't download daily.cvd from https://database.clamav.net/daily.cvd"),
    log_entry("2026-02-17T08:40:12+01:00", "clamav-freshclam.service", "err",
              "ERROR: Received error code 403 from the ClamAV Content Delivery Network (CDN)."),
    log_entry("2026-02-17T08:40:12+01:00", "clamav-freshclam.service", "err",
              "ERROR: Update failed for database: daily"),
    log_entry("2026-02-17T08:40:12+01:00", "clamav-freshclam.service", "err",
              "ERROR: Database update process failed: Forbidden; Blocked by CDN (8)"),
]}

R_PKG = {"source": "dpkg", "since": "2026-02-03T09:42:00+01:00", "events": [
    package_event("2026-02-05T06:14:22+01:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
    package_event("2026-02-05T06:14:23+01:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
    package_event("2026-02-10T06:20:05+01:00", "upgrade", "postfix", "3.7.10-0+deb12u1", "3.7.11-0+deb12u1"),
    package_event("2026-02-10T06:20:07+01:00", "upgrade", "postfix-pcre", "3.7.10-0+deb12u1", "3.7.11-0+deb12u1"),
    package_event("2026-02-16T06:25:30+01:00", "upgrade", "clamav-base", "1.0.7+dfsg-1~deb12u1", "1.0.8+dfsg-1~deb12u1"),
    package_event("2026-02-16T06:25:31+01:00", "upgrade", "libclamav12", "1.0.7+dfsg-1~deb12u1", "1.0.8+dfsg-1~deb12u1"),
    package_event("2026-02-16T06:25:33+01:00", "upgrade", "clamav-freshclam", "1.0.7+dfsg-1~deb12u1", "1.0.8+dfsg-1~deb12u1"),
    package_event("2026-02-16T06:25:35+01:00", "upgrade", "clamav", "1.0.7+dfsg-1~deb12u1", "1.0.8+dfsg-1~deb12u1"),
    package_event("2026-02-16T06:25:38+01:00", "upgrade", "clamav-daemon", "1.0.7+dfsg-1~deb12u1", "1.0.8+dfsg-1~deb12u1"),
    package_event("2026-02-17T06:31:12+01:00", "install", "linux-image-6.1.0-32-amd64", None, "6.1.129-1"),
    package_event("2026-02-17T06:31:40+01:00", "upgrade", "linux-image-amd64", "6.1.128-1", "6.1.129-1"),
]}

R_DISK = {"filesystems": [
    fs("/dev/md0", "/", "ext4", 471_284_412_416, 64_424_509_440),
    fs("/dev/md1", "/var/vmail", "xfs", 3_838_523_392_000, 2_911_243_878_400),
    fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
]}

R_NET = {"interfaces": r_steady["data"]["network_interfaces"], "listening": [
    listener(22, "0.0.0.0", 1010, "sshd"),
    listener(25, "0.0.0.0", 1482, "master"),
    listener(465, "0.0.0.0", 1482, "master"),
    listener(587, "0.0.0.0", 1482, "master"),
    listener(993, "0.0.0.0", 1390, "dovecot"),
    listener(4190, "0.0.0.0", 1390, "dovecot"),
    listener(80, "0.0.0.0", 1721, "nginx"),
    listener(443, "0.0.0.0", 1721, "nginx"),
    listener(11332, "127.0.0.1", 1377, "rspamd"),
    listener(11333, "127.0.0.1", 1377, "rspamd"),
    listener(11334, "127.0.0.1", 1377, "rspamd"),
    listener(8891, "127.0.0.1", 1311, "opendkim"),
    listener(6379, "127.0.0.1", 1204, "redis-server"),
], "connections": [
    connection("185.12.44.7:993", "93.41.17.202:51522", 18822, "imap"),
    connection("185.12.44.7:587", "151.38.4.90:40318", 20311, "smtpd"),
    connection("185.12.44.7:25", "209.85.218.41:37012", 20290, "smtpd"),
    connection("185.12.44.7:48122", "40.93.207.1:25", 20305, "smtp"),
]}

rialto = {
    "name": "rialto",
    "clock": R,
    "evidence": [
        r_steady,
        item("e1", "linux_service_status", {"units": R_UNITS}, R, age=25),
        item("e2", "linux_processes", R_PROCS, R, age=30, args={"sort": "memory", "limit": 8}, complete=False),
        item("e3", "linux_recent_logs", R_CLAM_LOG, R, age=40, args={"unit": "clamav-daemon", "since_minutes": 120}),
        item("e4", "linux_package_history", R_PKG, R, age=35, args={"since_days": 14}),
        item("e5", "linux_system_info", system_info(18.4, [1.42, 1.18, 0.97], 282_200, "2026-02-14T03:09:40+01:00",
                                                    R_MEM, 21_904_334_848, 4_294_963_200, 327_155_712), R, age=540),
        item("e6", "linux_disk_usage", R_DISK, R, age=20),
        item("e7", "linux_network_info", R_NET, R, age=22),
        item("e8", "linux_recent_logs", R_FRESH_LOG, R, age=45, args={"unit": "clamav-freshclam", "since_minutes": 120}),
    ],
    "answers": [
        {
            "q": 'Is the mail stack on rialto healthy?',
            "ev": ['s1', 'e1'],
            "a": "⚠️ Mostly healthy — [[s:ClamAV's daemon is the only failed unit]].\n"
                 '\n'
                 '| Service | State | Notes |\n'
                 '|---|---|---|\n'
                 '| postfix@- | ✅ [[s:active (running)]] | [[s:up since Sat 14 Feb, 03:11]] |\n'
                 '| rspamd | ✅ [[s:active (running)]] | [[c:main PID 1401]] |\n'
                 "| clamav-daemon | ❌ [[s:failed at 08:55]] | [[c:disabled, so it won't come back after a reboot]] |\n"
                 '| clamav-freshclam | ✅ [[s:active (running)]] | [[c:running since Sat 14 Feb]] |\n'
                 '\n'
                 '**Why:** [[c:11 of the 12 units are active]]; [[u:mail is still delivered, just without virus scanning]].\n'
                 '\n'
                 'Want me to pull the ClamAV journal?',
        },
        {
            "q": 'Why did clamav-daemon fail this morning?',
            "ev": ['e1', 'e3', 'e8', 'e4'],
            "a": 'ClamAV stopped because [[s:it found no signature database in /var/lib/clamav]].\n'
                 '\n'
                 '| Time (CET) | Unit | What happened | Notes |\n'
                 '|---|---|---|---|\n'
                 '| [[s:08:40]] | freshclam | [[s:daily.cvd download refused with HTTP 403]] | [[u:the CDN is rate-limiting this IP]] |\n'
                 '| [[s:08:55]] | clamav-daemon | [[s:exited with status 1]] | [[c:systemd retried it 3 times before giving up]] |\n'
                 '\n'
                 '**Why:** [[s:the ClamAV packages went from 1.0.7 to 1.0.8 on Monday]], and [[u:the upgrade most likely wiped the signature files]]. [[c:It went down about 20 minutes ago]].\n'
                 '\n'
                 'Fix: run `sudo freshclam` once the CDN block is sorted, then `sudo systemctl restart clamav-daemon`.',
        },
        {
            "q": 'What security updates were installed on rialto in the last two weeks?',
            "ev": ['s1', 'e4'],
            "a": '✅ [[s:Updates landed on four days in the last two weeks]].\n'
                 '\n'
                 '| Date | Package(s) | Version (from → to) | Notes |\n'
                 '|---|---|---|---|\n'
                 '| [[s:Tue 10 Feb]] | postfix, postfix-pcre | [[c:3.7.9-0+deb12u1 → 3.7.11-0+deb12u1]] | — |\n'
                 '| [[c:Sun 15 Feb]] | clamav ([[s:5 packages]]) | [[s:1.0.7 → 1.0.8]] | 🔒 |\n'
                 '| [[s:Today 06:31]] | linux-image-6.1.0-32-amd64 | [[s:new install]] | [[s:not running yet]] |\n'
                 '\n'
                 '**Total: [[c:10 package changes]].** [[t:rspamd is still on 3.4-1]], and [[s:nothing was removed]].',
        },
        {
            "q": 'Which ports are open to the internet on rialto?',
            "ev": ['e7'],
            "a": '[[c:Nine TCP ports are reachable from outside]]; [[s:rspamd, redis and opendkim stay on loopback]].\n'
                 '\n'
                 '| Port (TCP) | Service | Bind | Notes |\n'
                 '|---|---|---|---|\n'
                 '| 25 / 465 / 587 | [[s:Postfix master]] | ✅ [[s:0.0.0.0]] | [[s:one inbound SMTP session from 209.85.218.41]] |\n'
                 '| 993 | [[s:dovecot]] | ✅ [[s:0.0.0.0]] | [[c:plain IMAP on 143 is open too]] |\n'
                 '| 6379 | redis | ⚠️ [[c:0.0.0.0]] | [[u:no password set]] |\n'
                 '| 3310 | [[c:clamd]] | ❌ 127.0.0.1 | — |\n'
                 '\n'
                 '**Why:** [[s:sshd (22) and nginx (80/443) are public as well]], and [[u:Postfix reaches opendkim as a milter]].',
        },
        {
            "q": 'Who has shell accounts on rialto and who can use sudo?',
            "ev": ['s1'],
            "a": '[[s:Only marco is in the sudo group]].\n'
                 '\n'
                 '| User | UID | Shell | Notes |\n'
                 '|---|---|---|---|\n'
                 '| marco | [[s:1000]] | [[s:/bin/bash]] | [[s:also in adm]] |\n'
                 '| giulia | [[s:1001]] | [[c:/bin/bash]] | [[u:reads the mail logs via adm]] |\n'
                 '| postfix | [[c:105]] | [[s:nologin]] | [[s:member of opendkim]] |\n'
                 '\n'
                 "**Why:** [[s:vmail's home is /var/vmail]], and [[c:clamav is also in the opendkim group]].",
        },
        {
            "q": "What's eating memory on rialto?",
            "ev": ['e2', 'e5'],
            "a": '[[s:Redis is the biggest single process]] at [[s:about 1.1 GiB]].\n'
                 '\n'
                 '| PID | Process | User | RSS (MiB) | Notes |\n'
                 '|---|---|---|---|---|\n'
                 "| 1204 | redis-server | [[s:redis]] | [[s:1126.4]] | [[u:rspamd's Bayes store]] |\n"
                 '| 1398 | rspamd | [[s:_rspamd]] | [[c:517.0]] | — |\n'
                 '| 2210 | freshclam | [[c:root]] | [[s:402.0]] | — |\n'
                 '| **Top 3** | | | **[[c:2045.4]]** | |\n'
                 '\n'
                 '**Why:** the box is using [[t:about 10.7 GiB]] of [[t:31.1 GiB]] with [[t:312 MiB of swap in use]], so [[u:nothing here looks like a leak]].',
        },
    ],
}

# ---------------------------------------------------------------------------------------------------------
# brooklyn — Ubuntu 24.04 API server, America/New_York (-05:00)
# ---------------------------------------------------------------------------------------------------------
B = Clock("2026-03-04T14:18:00-05:00")
B_MEM = 67_163_131_904
B_BOOT = "2026-02-28T01:03:30-05:00"

b_steady = steady(
    "s1", B, age=7200,
    hostname="brooklyn", os_name="Ubuntu", os_version="24.04", os_codename="noble", kernel="6.8.0-100-generic",
    cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=B_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_918_236_672_000},
           {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/postgresql", "fstype": "ext4",
            "total_bytes": 3_840_755_982_336}],
    network_interfaces=[{"name": "ens3", "mac": "52:54:00:8a:11:03", "addresses": ["203.0.113.10/24"], "is_up": True},
                        {"name": "ens4", "mac": "52:54:00:8a:11:04", "addresses": ["10.20.0.5/24"], "is_up": True}],
    dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
    installed_packages={"nginx": "1.24.0-2ubuntu7.3", "postgresql-16": "16.12-0ubuntu0.24.04.1",
                        "pgbouncer": "1.22.0-1", "redis-server": "5:7.0.15-1ubuntu0.24.04.2",
                        "python3.12": "3.12.3-1ubuntu0.5", "openssh-server": "1:9.6p1-3ubuntu13.8",
                        "linux-image-6.8.0-94-generic": "6.8.0-94.96", "linux-image-6.8.0-100-generic": "6.8.0-100.100",
                        "prometheus-node-exporter": "1.7.0-1ubuntu0.3"},
    available_services=["nginx.service", "api-gateway.service", "orders-worker.service", "postgresql@16-main.service",
                        "pgbouncer.service", "redis-server.service", "prometheus-node-exporter.service", "ssh.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
           {"name": "ubuntu", "uid": 1001, "gid": 1001, "home": "/home/ubuntu", "shell": "/bin/bash"},
           {"name": "api", "uid": 998, "gid": 998, "home": "/srv/api", "shell": "/usr/sbin/nologin"},
           {"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["deploy", "ubuntu"]},
            {"name": "api", "gid": 998, "members": ["deploy"]}],
)

B_UNITS = [
    unit("nginx.service", "active", "running", "enabled", 1188, "2026-02-28T01:04:12-05:00",
         "A high performance web server and a reverse proxy server"),
    unit("api-gateway.service", "active", "running", "enabled", 1842, "2026-03-04T09:02:41-05:00", "Orders API (gunicorn)"),
    unit("orders-worker.service", "activating", "auto-restart", "enabled", None, None, "Orders background worker"),
    unit("postgresql@16-main.service", "active", "running", "enabled", 1120, "2026-02-28T01:04:20-05:00",
         "PostgreSQL Cluster 16-main"),
    unit("postgresql.service", "active", "exited", "enabled", None, "2026-02-28T01:04:20-05:00", "PostgreSQL RDBMS"),
    unit("redis-server.service", "active", "running", "enabled", 48211, "2026-03-02T06:20:47-05:00",
         "Advanced key-value store"),
    unit("pgbouncer.service", "active", "running", "enabled", 1131, "2026-02-28T01:04:21-05:00",
         "connection pooler for PostgreSQL"),
    unit("prometheus-node-exporter.service", "active", "running", "enabled", 1007, "2026-02-28T01:04:02-05:00",
         "Prometheus exporter for machine metrics"),
    unit("ssh.service", "active", "running", "enabled", 1012, "2026-02-28T01:04:03-05:00", "OpenBSD Secure Shell server"),
    unit("unattended-upgrades.service", "active", "running", "enabled", 1090, "2026-02-28T01:04:05-05:00",
         "Unattended Upgrades Shutdown"),
    unit("cron.service", "active", "running", "enabled", 1084, "2026-02-28T01:04:05-05:00",
         "Regular background program processing daemon"),
]

B_GUNI = "/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orders.wsgi"
B_PROCS = processes(287, B_MEM, [
    (1904, "gunicorn", "api", 38.2, 432_013_312, "2026-03-04T09:02:43-05:00", B_GUNI),
    (1905, "gunicorn", "api", 31.5, 417_333_248, "2026-03-04T09:02:43-05:00", B_GUNI),
    (1906, "gunicorn", "api", 27.9, 424_673_280, "2026-03-04T09:02:43-05:00", B_GUNI),
    (1907, "gunicorn", "api", 22.4, 409_993_216, "2026-03-04T09:02:43-05:00", B_GUNI),
    (30412, "postgres", "postgres", 19.6, 163_577_856, "2026-03-04T13:58:10-05:00",
     "postgres: 16/main: orders orders 127.0.0.1(40122) SELECT"),
    (30418, "postgres", "postgres", 12.3, 156_237_824, "2026-03-04T13:58:12-05:00",
     "postgres: 16/main: orders orders 127.0.0.1(40136) idle in transaction"),
    (1131, "pgbouncer", "postgres", 9.8, 25_165_824, "2026-02-28T01:04:21-05:00",
     "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
    (1189, "nginx", "www-data", 4.1, 18_874_368, "2026-02-28T01:04:12-05:00", "nginx: worker process"),
    (48211, "redis-server", "redis", 3.2, 102_760_448, "2026-03-02T06:20:47-05:00", "/usr/bin/redis-server 127.0.0.1:6379"),
    (1842, "gunicorn", "api", 0.6, 92_274_688, "2026-03-04T09:02:41-05:00", B_GUNI),
])

B_POOL = "connection to server at \"127.0.0.1\", port 6432 failed: FATAL:  no more connections allowed (max_client_conn)"
B_WORKER_LOG = {"source": "journal", "unit": "orders-worker.service", "entries": [
    log_entry("2026-03-04T14:05:41-05:00", "orders-worker.service", "err",
              "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) " + B_POOL),
    log_entry("2026-03-04T14:05:41-05:00", "orders-worker.service", "notice",
              "orders-worker.service: Main process exited, code=exited, status=1/FAILURE"),
    log_entry("2026-03-04T14:05:46-05:00", "orders-worker.service", "info",
              "orders-worker.service: Scheduled restart job, restart counter is at 21."),
    log_entry("2026-03-04T14:11:09-05:00", "orders-worker.service", "err",
              "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) " + B_POOL),
    log_entry("2026-03-04T14:11:14-05:00", "orders-worker.service", "info",
              "orders-worker.service: Scheduled restart job, restart counter is at 22."),
    log_entry("2026-03-04T14:16:58-05:00", "orders-worker.service", "err",
              "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) " + B_POOL),
    log_entry("2026-03-04T14:17:03-05:00", "orders-worker.service", "info",
              "orders-worker.service: Scheduled restart job, restart counter is at 23."),
    log_entry("2026-03-04T14:17:03-05:00", "orders-worker.service", "info",
              "Started orders-worker.service - Orders background worker."),
    log_entry("2026-03-04T14:17:52-05:00", "orders-worker.service", "err",
              "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) " + B_POOL),
    log_entry("2026-03-04T14:17:52-05:00", "orders-worker.service", "notice",
              "orders-worker.service: Main process exited, code=exited, status=1/FAILURE"),
]}
B_BOUNCER_LOG = {"source": "journal", "unit": "pgbouncer.service", "entries": [
    log_entry(t, "pgbouncer.service", "warning",
              f"C-0x55d0c1e8{n}: (nodb)/(nouser)@127.0.0.1:{p} pooler error: no more connections allowed (max_client_conn)")
    for t, n, p in [("2026-03-04T14:05:41-05:00", "a0", 51802), ("2026-03-04T14:11:09-05:00", "b8", 51820),
                    ("2026-03-04T14:16:58-05:00", "c4", 51844), ("2026-03-04T14:17:52-05:00", "d0", 51850)]
]}

B_NET = {"interfaces": b_steady["data"]["network_interfaces"], "listening": [
    listener(22, "0.0.0.0", 1012, "sshd"),
    listener(80, "0.0.0.0", 1188, "nginx"),
    listener(443, "0.0.0.0", 1188, "nginx"),
    listener(8000, "127.0.0.1", 1842, "gunicorn"),
    listener(5432, "127.0.0.1", 1120, "postgres"),
    listener(6432, "0.0.0.0", 1131, "pgbouncer"),
    listener(6379, "127.0.0.1", 48211, "redis-server"),
    listener(9100, "::", 1007, "prometheus-node"),
], "connections": [
    connection("203.0.113.10:443", "198.51.100.23:50412", 1189, "nginx"),
    connection("203.0.113.10:443", "198.51.100.77:61022", 1189, "nginx"),
    connection("10.20.0.5:22", "10.20.0.2:52310", 40122, "sshd"),
    connection("127.0.0.1:51844", "127.0.0.1:6432", 1904, "gunicorn"),
]}

B_PKG = {"source": "apt", "since": "2026-02-02T14:18:00-05:00", "events": [
    package_event("2026-02-11T06:41:09-05:00", "upgrade", "openssh-client", "1:9.6p1-3ubuntu13.5", "1:9.6p1-3ubuntu13.8"),
    package_event("2026-02-11T06:41:10-05:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.5", "1:9.6p1-3ubuntu13.8"),
    package_event("2026-02-11T06:41:11-05:00", "upgrade", "openssh-sftp-server", "1:9.6p1-3ubuntu13.5", "1:9.6p1-3ubuntu13.8"),
    package_event("2026-02-19T06:12:28-05:00", "upgrade", "libpython3.12-stdlib", "3.12.3-1ubuntu0.4", "3.12.3-1ubuntu0.5"),
    package_event("2026-02-19T06:12:30-05:00", "upgrade", "python3.12", "3.12.3-1ubuntu0.4", "3.12.3-1ubuntu0.5"),
    package_event("2026-02-26T06:33:00-05:00", "upgrade", "libpq5", "16.11-0ubuntu0.24.04.1", "16.12-0ubuntu0.24.04.1"),
    package_event("2026-02-26T06:33:02-05:00", "upgrade", "postgresql-16", "16.11-0ubuntu0.24.04.1", "16.12-0ubuntu0.24.04.1"),
    package_event("2026-02-27T06:35:19-05:00", "upgrade", "nginx-common", "1.24.0-2ubuntu7.1", "1.24.0-2ubuntu7.3"),
    package_event("2026-02-27T06:35:20-05:00", "upgrade", "nginx", "1.24.0-2ubuntu7.1", "1.24.0-2ubuntu7.3"),
    package_event("2026-02-27T06:36:02-05:00", "install", "linux-image-6.8.0-100-generic", None, "6.8.0-100.100"),
    package_event("2026-02-27T06:36:04-05:00", "install", "linux-modules-6.8.0-100-generic", None, "6.8.0-100.100"),
    package_event("2026-03-02T06:20:44-05:00", "upgrade", "redis-tools", "5:7.0.15-1ubuntu0.24.04.1", "5:7.0.15-1ubuntu0.24.04.2"),
    package_event("2026-03-02T06:20:45-05:00", "upgrade", "redis-server", "5:7.0.15-1ubuntu0.24.04.1", "5:7.0.15-1ubuntu0.24.04.2"),
]}

B_DISK = {"filesystems": [
    fs("/dev/nvme0n1p2", "/", "ext4", 1_918_236_672_000, 412_316_860_416),
    fs("/dev/nvme1n1", "/var/lib/postgresql", "ext4", 3_840_755_982_336, 2_304_853_590_016),
    fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_422_528),
]}

brooklyn = {
    "name": "brooklyn",
    "clock": B,
    "evidence": [
        b_steady,
        item("e1", "linux_service_status", {"units": B_UNITS}, B, age=20),
        item("e2", "linux_processes", B_PROCS, B, age=25, args={"sort": "cpu", "limit": 10}, complete=False),
        item("e3", "linux_recent_logs", B_WORKER_LOG, B, age=5, args={"unit": "orders-worker", "since_minutes": 15}),
        item("e4", "linux_recent_logs", B_BOUNCER_LOG, B, age=6,
             args={"unit": "pgbouncer", "since_minutes": 60, "grep": "max_client_conn"}),
        item("e5", "linux_network_info", B_NET, B, age=30),
        item("e6", "linux_package_history", B_PKG, B, age=40, args={"since_days": 30}),
        item("e7", "linux_system_info", system_info(46.3, [7.82, 6.41, 5.03], 393_255, B_BOOT, B_MEM, 44_217_327_616,
                                                    8 * GiB, 0), B, age=15),
        item("e8", "linux_disk_usage", B_DISK, B, age=18),
    ],
    "answers": [
        {
            "q": 'Is everything on brooklyn running? The API feels slow.',
            "ev": ['s1', 'e1'],
            "a": '❌ Not quite — [[s:orders-worker is stuck restarting]]; [[s:everything else is up]].\n'
                 '\n'
                 '| Unit | State | Notes |\n'
                 '|---|---|---|\n'
                 '| api-gateway (gunicorn) | ✅ [[s:active (running)]] | [[s:since 09:02 today]] |\n'
                 '| orders-worker | ⚠️ [[s:activating (auto-restart)]] | [[u:crashes right after start]] |\n'
                 '| postgresql@16-main | ✅ [[s:active (running)]] | [[c:since Mar 2, 06:20]] |\n'
                 '| pgbouncer | ✅ [[s:active (running)]] | [[c:PID 1311]] |\n'
                 '\n'
                 '**Why:** [[s:10 of the 11 units are active]], and [[u:systemd will keep retrying the worker indefinitely]].\n'
                 '\n'
                 'Next step: `journalctl -u orders-worker -n 50`.',
        },
        {
            "q": 'Why does orders-worker keep restarting?',
            "ev": ['e1', 'e3', 'e4'],
            "a": "The worker [[s:can't get a database connection]]: [[s:PgBouncer refuses new clients with max_client_conn]].\n"
                 '\n'
                 '| Time (EST) | Event | Notes |\n'
                 '|---|---|---|\n'
                 '| [[s:14:11]] | [[s:OperationalError on port 6432]] | [[c:restart counter → 23]] |\n'
                 '| [[s:14:17]] | [[s:crashed again]] | [[s:about 50 s after the restart]] |\n'
                 '\n'
                 '**Why:** [[s:systemd has restarted it 23 times]]; [[c:PgBouncer logged the error 3 times in the last hour]], and [[u:the four gunicorn workers hold most of the pool]].\n'
                 '\n'
                 'Suggested fix: raise `max_client_conn` in `/etc/pgbouncer/pgbouncer.ini`, then `sudo systemctl reload pgbouncer`.',
        },
        {
            "q": "What's using the CPU on brooklyn?",
            "ev": ['e2', 'e7'],
            "a": "🔥 [[s:The API's gunicorn workers are the top CPU users]].\n"
                 '\n'
                 '| PID | Process | User | CPU (%) |\n'
                 '|---|---|---|---|\n'
                 '| 1904 | gunicorn | [[s:api]] | [[s:38.2]] |\n'
                 '| 1906 | gunicorn | [[s:api]] | [[c:29.7]] |\n'
                 '| 1131 | pgbouncer | [[c:pgbouncer]] | [[s:9.8]] |\n'
                 '| **All 4 gunicorn workers** | | | **[[c:110.0]]** |\n'
                 '\n'
                 '**Why:** [[s:system-wide CPU is at 46.3 %]] and [[s:the load is climbing]] ([[s:7.8 over the last minute]]); [[u:most of it is the retry storm from orders-worker]].',
        },
        {
            "q": "What is listening on brooklyn, and is anything exposed that shouldn't be?",
            "ev": ['e5'],
            "a": "⚠️ [[s:PgBouncer is listening on all interfaces]] — [[u:that's probably not intended]].\n"
                 '\n'
                 '| Port | Process | Bind | Notes |\n'
                 '|---|---|---|---|\n'
                 '| 443 | [[s:nginx]] | [[s:0.0.0.0]] | [[c:three HTTPS clients connected]] |\n'
                 '| 8000 | [[s:gunicorn]] | [[s:127.0.0.1]] | [[u:proxied by nginx]] |\n'
                 '| 6432 | pgbouncer | 0.0.0.0 | [[s:gunicorn PID 1904 is connected]] |\n'
                 '| 9100 | node exporter | [[c:127.0.0.1]] | — |\n'
                 '\n'
                 '**Why:** [[s:PostgreSQL itself is only on loopback]], and [[c:only nginx and sshd are reachable from outside]]. Set `listen_addr = 127.0.0.1` in `pgbouncer.ini`.',
        },
        {
            "q": 'Which security updates did brooklyn get in the last 30 days?',
            "ev": ['s1', 'e6'],
            "a": '✅ [[s:Updates landed on five separate days]].\n'
                 '\n'
                 '| Date | Package | To | Notes |\n'
                 '|---|---|---|---|\n'
                 '| [[s:Feb 11]] | openssh-server | [[s:1:9.6p1-3ubuntu13.8]] | [[u:regreSSHion follow-up]] |\n'
                 '| [[c:Feb 18]] | python3.12 | [[s:3.12.3-1ubuntu0.5]] | — |\n'
                 '| [[s:Feb 27]] | nginx | [[s:1.24.0-2ubuntu7.3]] | [[c:from 1.24.0-2ubuntu7.2]] |\n'
                 '| [[s:Feb 27]] | linux-image-6.8.0-100-generic | new | [[s:the kernel running now]] |\n'
                 '\n'
                 '**Total: [[c:11 package events]]**; [[s:nothing was removed]].',
        },
        {
            "q": 'How much disk is left on brooklyn?',
            "ev": ['s1', 'e8'],
            "a": 'Plenty — [[c:neither data filesystem is above 50 % used]].\n'
                 '\n'
                 '| Mount | Size (TB) | Used (TB) | Free (TB) | Use (%) |\n'
                 '|---|---|---|---|---|\n'
                 '| / | [[s:1.9]] | [[s:0.4]] | [[s:1.5]] | [[c:12.5]] |\n'
                 '| /var/lib/postgresql | [[s:3.8]] | [[s:2.3]] | [[s:1.5]] | [[s:60.0]] |\n'
                 '\n'
                 '**Why:** [[s:PostgreSQL has its own NVMe drive (nvme1n1)]], which is [[c:about 3.8 TiB]]; [[u:the database grows about 20 GB a day]].',
        },
    ],
}

# ---------------------------------------------------------------------------------------------------------
# charles — k3s control plane on Rocky Linux 9.5, Europe/Prague (+01:00)
# ---------------------------------------------------------------------------------------------------------
C = Clock("2026-01-22T16:05:00+01:00")


def c_node(name: str, ready: bool, version: str, os_image: str, kernel: str, address: str, roles: list[str]) -> dict:
    obj = node(name, ready, version)
    obj["metadata"]["labels"] = {f"node-role.kubernetes.io/{r}": "true" for r in roles}
    obj["metadata"]["labels"]["kubernetes.io/hostname"] = name
    obj["metadata"]["creationTimestamp"] = "2025-06-03T11:20:00Z"
    obj["status"]["nodeInfo"].update({"osImage": os_image, "kernelVersion": kernel, "containerRuntimeVersion":
                                      "containerd://1.7.23-k3s2", "architecture": "amd64"})
    obj["status"]["addresses"] = [{"type": "InternalIP", "address": address}, {"type": "Hostname", "address": name}]
    return obj


C_NODES = [
    c_node("charles-cp", True, "v1.31.4+k3s1", "Rocky Linux 9.5 (Blue Onyx)", "5.14.0-503.22.1.el9_5.x86_64",
           "10.0.8.10", ["control-plane", "master"]),
    c_node("charles-w1", True, "v1.31.4+k3s1", "Rocky Linux 9.5 (Blue Onyx)", "5.14.0-503.22.1.el9_5.x86_64",
           "10.0.8.11", []),
    c_node("charles-w2", True, "v1.30.8+k3s1", "Rocky Linux 9.4 (Blue Onyx)", "5.14.0-427.42.1.el9_4.x86_64",
           "10.0.8.12", []),
    c_node("charles-w3", False, "v1.31.4+k3s1", "Rocky Linux 9.5 (Blue Onyx)", "5.14.0-503.22.1.el9_5.x86_64",
           "10.0.8.13", []),
]
C_NODES[3]["status"]["conditions"][0].update({"reason": "NodeStatusUnknown",
                                              "message": "Kubelet stopped posting node status.",
                                              "lastTransitionTime": "2026-01-21T22:41:05+01:00"})

C_DEPLOYS = [deployment("web", "shop", 3, 3), deployment("api", "shop", 3, 2), deployment("checkout", "shop", 2, 1),
             deployment("catalog", "shop", 2, 2), deployment("mailer", "shop", 1, 1)]

C_PODS = [
    pod("web-7d9f8c6b5-2xkqp", "shop", "Running", "charles-w1", 0, True, started="2026-01-15T10:22:11+01:00"),
    pod("web-7d9f8c6b5-8mzrt", "shop", "Running", "charles-w2", 0, True, started="2026-01-15T10:22:14+01:00"),
    pod("web-7d9f8c6b5-q4lvn", "shop", "Running", "charles-w1", 1, True, started="2026-01-21T22:47:30+01:00"),
    pod("api-5c8b7f9d4-jh2lx", "shop", "Running", "charles-w1", 2, True, started="2026-01-19T14:03:55+01:00"),
    pod("api-5c8b7f9d4-p7wcs", "shop", "Running", "charles-w2", 0, True, started="2026-01-19T14:03:58+01:00"),
    pod("api-5c8b7f9d4-zt9rm", "shop", "Running", "charles-w3", 0, False, started="2026-01-19T14:04:02+01:00"),
    pod("checkout-6f4d8b7c9-k8s2d", "shop", "Running", "charles-w2", 14, False, waiting="CrashLoopBackOff",
        started="2026-01-22T09:14:05+01:00"),
    pod("checkout-6f4d8b7c9-vw5nq", "shop", "Running", "charles-w1", 0, True, started="2026-01-22T09:14:07+01:00"),
    pod("catalog-84b6d5f7c-4hjtn", "shop", "Running", "charles-w2", 0, True, started="2026-01-10T08:30:00+01:00"),
    pod("catalog-84b6d5f7c-rx9mb", "shop", "Running", "charles-w1", 0, True, started="2026-01-21T22:47:33+01:00"),
    pod("mailer-7b5c9d8f6-ldq2z", "shop", "Running", "charles-w1", 3, True, started="2026-01-12T17:20:41+01:00"),
]
C_PODS[6]["status"]["containerStatuses"][0]["lastState"] = {"terminated": {
    "reason": "OOMKilled", "exitCode": 137, "startedAt": "2026-01-22T15:57:31+01:00",
    "finishedAt": "2026-01-22T15:58:12+01:00"}}

C_EVENTS = [
    {"kind": "Event", "metadata": {"name": "checkout-6f4d8b7c9-k8s2d.181c2", "namespace": "shop"},
     "involvedObject": {"kind": "Pod", "name": "checkout-6f4d8b7c9-k8s2d", "namespace": "shop"},
     "type": "Warning", "reason": "BackOff", "count": 61,
     "message": "Back-off restarting failed container checkout in pod checkout-6f4d8b7c9-k8s2d_shop",
     "firstTimestamp": "2026-01-22T09:31:12+01:00", "lastTimestamp": "2026-01-22T16:02:40+01:00"},
    {"kind": "Event", "metadata": {"name": "api-5c8b7f9d4-zt9rm.17f0a", "namespace": "shop"},
     "involvedObject": {"kind": "Pod", "name": "api-5c8b7f9d4-zt9rm", "namespace": "shop"},
     "type": "Warning", "reason": "NodeNotReady", "count": 1, "message": "Node is not ready",
     "firstTimestamp": "2026-01-21T22:41:05+01:00", "lastTimestamp": "2026-01-21T22:41:05+01:00"},
    {"kind": "Event", "metadata": {"name": "web-7d9f8c6b5-q4lvn.17f0b", "namespace": "shop"},
     "involvedObject": {"kind": "Pod", "name": "web-7d9f8c6b5-q4lvn", "namespace": "shop"},
     "type": "Normal", "reason": "Scheduled", "count": 1,
     "message": "Successfully assigned shop/web-7d9f8c6b5-q4lvn to charles-w1",
     "firstTimestamp": "2026-01-21T22:47:29+01:00", "lastTimestamp": "2026-01-21T22:47:29+01:00"},
]

C_MON = [
    pod("prometheus-k8s-0", "monitoring", "Running", "charles-w2", 0, True, started="2026-01-10T08:31:20+01:00"),
    pod("grafana-6c9d7f5b8-tx2ps", "monitoring", "Running", "charles-w1", 1, True, started="2026-01-10T08:31:25+01:00"),
    pod("node-exporter-4kz8p", "monitoring", "Running", "charles-cp", 0, True, started="2025-12-02T10:00:12+01:00"),
]

C_MEM = 66_908_000_256
c_steady = steady(
    "s1", C, age=3600,
    hostname="charles-cp", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
    kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz", cpu_cores=12,
    cpu_threads=24, memory_total_bytes=C_MEM, package_manager="rpm",
    disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 107_374_182_400},
           {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "xfs", "total_bytes": 1_000_203_804_672}],
    network_interfaces=[{"name": "eno1", "mac": "b4:96:91:2c:70:10", "addresses": ["10.0.8.10/24"], "is_up": True}],
    dns_servers=["10.0.8.1"], default_gateway="10.0.8.1",
    installed_packages={"kernel-core": "5.14.0-503.22.1.el9_5", "openssl-libs": "1:3.2.2-6.el9_5.1",
                        "rsync": "3.2.3-20.el9_5.1", "k3s-selinux": "1.6-1.el9", "container-selinux": "3:2.232.1-1.el9_5"},
    available_services=["k3s.service", "sshd.service", "chronyd.service", "firewalld.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "rocky", "uid": 1000, "gid": 1000, "home": "/home/rocky", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["rocky"]}],
)

C_PKG = {"source": "dnf", "since": "2025-12-23T16:05:00+01:00", "events": [
    package_event("2026-01-08T03:15:10+01:00", "upgrade", "openssl-libs", "1:3.2.2-6.el9_5", "1:3.2.2-6.el9_5.1"),
    package_event("2026-01-08T03:15:11+01:00", "upgrade", "openssl", "1:3.2.2-6.el9_5", "1:3.2.2-6.el9_5.1"),
    package_event("2026-01-08T03:15:40+01:00", "install", "kernel-core", None, "5.14.0-503.22.1.el9_5"),
    package_event("2026-01-08T03:15:52+01:00", "install", "kernel-modules", None, "5.14.0-503.22.1.el9_5"),
    package_event("2026-01-08T03:15:58+01:00", "install", "kernel", None, "5.14.0-503.22.1.el9_5"),
    package_event("2026-01-14T03:12:02+01:00", "upgrade", "rsync", "3.2.3-20.el9", "3.2.3-20.el9_5.1"),
    package_event("2026-01-14T03:12:20+01:00", "upgrade", "k3s-selinux", "1.5-1.el9", "1.6-1.el9"),
    package_event("2026-01-14T03:12:30+01:00", "remove", "kernel-core", "5.14.0-427.42.1.el9_4", None),
]}

C_DISK = {"filesystems": [
    fs("/dev/mapper/rl-root", "/", "xfs", 107_374_182_400, 41_875_931_136),
    fs("/dev/sdb1", "/var/lib/rancher", "xfs", 1_000_203_804_672, 612_134_977_536),
    fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 398_458_880),
]}

charles = {
    "name": "charles",
    "clock": C,
    "evidence": [
        c_steady,
        item("e2", "kubernetes_get", {"context": "charles", "namespace": None, "items": C_NODES}, C, age=30,
             args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "charles", "namespace": "shop", "items": C_DEPLOYS}, C, age=28,
             args={"resource": "deployments", "namespace": "shop"}),
        item("e4", "kubernetes_get", {"context": "charles", "namespace": "shop", "items": C_PODS}, C, age=26,
             args={"resource": "pods", "namespace": "shop"}),
        item("e5", "kubernetes_get", {"context": "charles", "namespace": "monitoring", "items": C_MON}, C, age=24,
             args={"resource": "pods", "namespace": "monitoring", "limit": 3}, complete=False),
        item("e6", "kubernetes_get", {"context": "charles", "namespace": "shop", "items": C_EVENTS}, C, age=22,
             args={"resource": "events", "namespace": "shop"}),
        item("e7", "linux_package_history", C_PKG, C, age=40, args={"since_days": 30}),
        item("e8", "linux_disk_usage", C_DISK, C, age=20),
    ],
    "answers": [
        {
            "q": 'Are all the nodes in the charles cluster healthy?',
            "ev": ['e2'],
            "a": '❌ No — [[s:charles-w3 is NotReady]]; [[s:the other three are Ready]].\n'
                 '\n'
                 '| Node | Kubelet | OS image | Notes |\n'
                 '|---|---|---|---|\n'
                 '| charles-cp | [[s:v1.31.4+k3s1]] | [[s:Rocky Linux 9.5]] | [[s:control plane]] |\n'
                 '| charles-w2 | [[c:v1.31.4+k3s1]] | [[s:Rocky Linux 9.4]] | [[u:upgraded last week]] |\n'
                 '| charles-w3 | [[s:v1.31.4+k3s1]] | [[c:Rocky Linux 9.4]] | [[u:probably lost power]] |\n'
                 '\n'
                 "**Why:** [[s:w3's kubelet stopped posting status at 22:41 last night]]; [[s:three of the four nodes are on v1.31.4]].\n"
                 '\n'
                 'Check it with `ssh charles-w3 systemctl status k3s-agent`.',
        },
        {
            "q": 'How are the shop deployments doing?',
            "ev": ['e3', 'e4'],
            "a": '⚠️ [[s:Two of the five deployments are short of replicas]].\n'
                 '\n'
                 '| Deployment | Ready | Notes |\n'
                 '|---|---|---|\n'
                 "| api | [[s:2/3]] | [[s:the replica on charles-w3 isn't ready]] |\n"
                 '| checkout | [[c:2/2]] | — |\n'
                 '| mailer | [[s:1/1]] | [[c:no restarts]] |\n'
                 '\n'
                 '**Total ready: [[c:10 of 11 pods]].** [[s:charles-w1 carries the most shop pods]] ([[s:six]]); [[u:the scheduler moved pods off w3 last night]].',
        },
        {
            "q": 'Which pods in shop are restarting, and how old are they?',
            "ev": ['e4'],
            "a": '[[s:Four shop pods have restarted at least once]].\n'
                 '\n'
                 '| Pod | Node | Restarts | Age |\n'
                 '|---|---|---|---|\n'
                 '| checkout-6f4d8b7c9-k8s2d | [[s:charles-w2]] | [[s:14]] | [[s:~6.9 h]] |\n'
                 '| mailer-7b5c9d8f6-ldq2z | [[c:charles-w2]] | [[s:3]] | [[s:~9.9 d]] |\n'
                 '| api-5c8b7f9d4-jh2lx | [[s:charles-w1]] | [[c:3]] | [[s:~3.1 d]] |\n'
                 '\n'
                 "**Total restarts: [[s:20]].** [[s:checkout's last exit was an OOM kill]], so [[u:its memory limit is too low]]; [[c:nothing in shop is older than a week]].",
        },
        {
            "q": "What's running in the monitoring namespace?",
            "ev": ['e5'],
            "a": 'Monitoring looks fine — [[s:the pods I can see are all Running]].\n'
                 '\n'
                 '| Pod | Node | Restarts |\n'
                 '|---|---|---|\n'
                 '| prometheus-k8s-0 | [[s:charles-w2]] | [[s:0]] |\n'
                 '| grafana-6c9d7f5b8-tx2ps | [[s:charles-w1]] | [[c:0]] |\n'
                 '| node-exporter-4kz8p | [[c:charles-w3]] | [[s:0]] |\n'
                 '\n'
                 '**Why:** [[u:there are only three pods in monitoring]] and [[u:no Alertmanager is deployed]].',
        },
        {
            "q": 'What updates did charles-cp get recently, and is it on the new kernel?',
            "ev": ['s1', 'e7'],
            "a": "✅ [[s:Yes — it's running 5.14.0-503.22.1.el9_5]], [[s:installed on Jan 8]].\n"
                 '\n'
                 '| Date | Package | Change | Notes |\n'
                 '|---|---|---|---|\n'
                 '| [[c:Jan 15]] | rsync | [[s:3.2.3-20.el9 → 3.2.3-20.el9_5.1]] | 🔒 [[u:CVE-2024-12084]] |\n'
                 '| [[s:Jan 14]] | k3s-selinux | [[c:1.4-1.el9 → 1.6-1.el9]] | — |\n'
                 '| [[s:Jan 14]] | kernel-core | [[s:removed]] | [[c:the 503.21.1 kernel]] |\n'
                 '\n'
                 '**Total: [[s:8 package events]]**; [[u:dnf trims kernels because installonly_limit is 3]].',
        },
        {
            "q": 'How much disk does the control plane have?',
            "ev": ['s1', 'e8'],
            "a": '[[s:The k3s data disk is about 61 % full]].\n'
                 '\n'
                 '| Mount | Size | Used | Free |\n'
                 '|---|---|---|---|\n'
                 '| / | [[s:100.0 GiB]] | [[s:39.0 GiB]] | [[c:71.0 GiB]] |\n'
                 '| /var/lib/rancher | [[s:1.0 TB]] | [[c:612.1 GiB]] | [[s:388.1 GB]] |\n'
                 '\n'
                 '**Why:** [[c:in binary units the data disk is 1.0 TiB]]; [[s:the host has 62.3 GiB of RAM]], and [[u:k3s keeps its etcd and images there]].',
        },
    ],
}

# ---------------------------------------------------------------------------------------------------------
# tower — openSUSE Leap 15.6 home NAS, Europe/London (+01:00, BST)
# ---------------------------------------------------------------------------------------------------------
T = Clock("2026-04-11T21:30:00+01:00")
T_MEM = 33_541_931_008

t_steady = steady(
    "s1", T, age=5400,
    hostname="tower", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
    kernel="6.4.0-150600.23.38-default", cpu_model="12th Gen Intel(R) Core(TM) i3-12100", cpu_cores=4, cpu_threads=8,
    memory_total_bytes=T_MEM, package_manager="rpm",
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 498_103_984_128},
           {"device": "/dev/md127", "mountpoint": "/srv/media", "fstype": "xfs", "total_bytes": 15_997_236_510_720},
           {"device": "/dev/sdf1", "mountpoint": "/srv/backup", "fstype": "ext4", "total_bytes": 7_936_802_041_856}],
    network_interfaces=[{"name": "enp2s0", "mac": "a8:a1:59:3d:22:e0", "addresses": ["192.168.1.10/24"], "is_up": True}],
    dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
    installed_packages={"samba": "4.19.8+git.440.e8f1d4c1a2b-150600.3.15.1", "openssh": "9.6p1-150600.6.18.1",
                        "kernel-default": "6.4.0-150600.23.42.1", "plexmediaserver": "1.41.5.9522-a96edc606",
                        "nfs-kernel-server": "2.6.4-150600.28.6.1", "rsync": "3.2.7-150600.3.8.1"},
    available_services=["smb.service", "nmb.service", "nfs-server.service", "plexmediaserver.service",
                        "sshd.service", "smartd.service", "rsync-backup.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "alan", "uid": 1000, "gid": 100, "home": "/home/alan", "shell": "/bin/bash"},
           {"name": "beth", "uid": 1001, "gid": 100, "home": "/home/beth", "shell": "/bin/bash"},
           {"name": "sam", "uid": 1002, "gid": 100, "home": "/home/sam", "shell": "/bin/bash"},
           {"name": "plex", "uid": 469, "gid": 470, "home": "/var/lib/plex", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "users", "gid": 100, "members": []},
            {"name": "wheel", "gid": 10, "members": ["alan"]},
            {"name": "media", "gid": 1005, "members": ["alan", "beth", "plex"]},
            {"name": "backup", "gid": 1006, "members": ["alan"]},
            {"name": "video", "gid": 483, "members": ["plex"]},
            {"name": "plex", "gid": 470, "members": []}],
)

T_UP = "2026-04-04T08:12:3"
T_UNITS = [
    unit("smb.service", "active", "running", "enabled", 1422, T_UP + "3+01:00", "Samba SMB Daemon"),
    unit("nmb.service", "active", "running", "enabled", 1410, T_UP + "0+01:00", "Samba NMB Daemon"),
    unit("nfs-server.service", "active", "exited", "enabled", None, T_UP + "1+01:00", "NFS server and services"),
    unit("plexmediaserver.service", "active", "running", "enabled", 1550, "2026-04-04T08:12:40+01:00", "Plex Media Server"),
    unit("sshd.service", "active", "running", "enabled", 1201, "2026-04-04T08:12:20+01:00", "OpenSSH Daemon"),
    unit("smartd.service", "active", "running", "enabled", 1188, "2026-04-04T08:12:19+01:00", "Self Monitoring and Reporting Technology (SMART) Daemon"),
    unit("firewalld.service", "active", "running", "enabled", 1090, "2026-04-04T08:12:15+01:00", "firewalld - dynamic firewall daemon"),
    unit("chronyd.service", "active", "running", "enabled", 1112, "2026-04-04T08:12:16+01:00", "NTP client/server"),
    unit("rsync-backup.service", "failed", "failed", "static", None, "2026-04-11T03:14:52+01:00",
         "Nightly rsync of /srv/media to /srv/backup"),
    unit("snapper-cleanup.service", "inactive", "dead", "static", None, None, "Daily Cleanup of Snapper Snapshots"),
]

T_DISK = {"filesystems": [
    fs("/dev/nvme0n1p2", "/", "btrfs", 498_103_984_128, 87_960_930_304),
    fs("/dev/nvme0n1p2", "/home", "btrfs", 498_103_984_128, 87_960_930_304),
    fs("/dev/md127", "/srv/media", "xfs", 15_997_236_510_720, 12_314_530_349_056),
    fs("/dev/sdf1", "/srv/backup", "ext4", 7_936_802_041_856, 7_902_340_000_000),
    fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_805_952, 5_337_088),
]}

T_BACKUP_LOG = {"source": "journal", "unit": "rsync-backup.service", "entries": [
    log_entry("2026-04-11T03:00:01+01:00", "rsync-backup.service", "info",
              "Starting rsync-backup.service - Nightly rsync of /srv/media to /srv/backup..."),
    log_entry("2026-04-11T03:14:50+01:00", "rsync-backup.service", "err",
              "rsync: [receiver] write failed on \"/srv/backup/media/Photos/2026/IMG_4471.CR3\": No space left on device (28)"),
    log_entry("2026-04-11T03:14:50+01:00", "rsync-backup.service", "err",
              "rsync error: error in file IO (code 11) at receiver.c(381) [receiver=3.2.7]"),
    log_entry("2026-04-11T03:14:52+01:00", "rsync-backup.service", "notice",
              "rsync-backup.service: Main process exited, code=exited, status=11/n/a"),
    log_entry("2026-04-11T03:14:52+01:00", "rsync-backup.service", "warning",
              "rsync-backup.service: Failed with result 'exit-code'."),
    log_entry("2026-04-11T03:14:52+01:00", "rsync-backup.service", "err",
              "Failed to start rsync-backup.service - Nightly rsync of /srv/media to /srv/backup."),
]}

T_SAMBA_OLD, T_SAMBA_NEW = "4.19.8+git.431.dc5a539f124-150600.3.12.1", "4.19.8+git.440.e8f1d4c1a2b-150600.3.15.1"
T_PKG = {"source": "zypper", "since": "2026-03-12T21:30:00+01:00", "events": [
    package_event("2026-03-18T19:02:11+01:00", "upgrade", "samba", T_SAMBA_OLD, T_SAMBA_NEW),
    package_event("2026-03-18T19:02:12+01:00", "upgrade", "samba-client", T_SAMBA_OLD, T_SAMBA_NEW),
    package_event("2026-03-18T19:02:13+01:00", "upgrade", "samba-libs", T_SAMBA_OLD, T_SAMBA_NEW),
    package_event("2026-03-18T19:02:40+01:00", "install", "kernel-default", None, "6.4.0-150600.23.38.1"),
    package_event("2026-03-27T20:11:05+01:00", "upgrade", "openssh", "9.6p1-150600.6.15.1", "9.6p1-150600.6.18.1"),
    package_event("2026-03-27T20:11:06+01:00", "upgrade", "openssh-server", "9.6p1-150600.6.15.1", "9.6p1-150600.6.18.1"),
    package_event("2026-03-27T20:11:07+01:00", "upgrade", "openssh-clients", "9.6p1-150600.6.15.1", "9.6p1-150600.6.18.1"),
    package_event("2026-04-08T18:45:30+01:00", "upgrade", "libxml2-2", "2.10.3-150500.5.23.1", "2.10.3-150500.5.26.1"),
    package_event("2026-04-08T18:45:31+01:00", "install", "kernel-default", None, "6.4.0-150600.23.42.1"),
    package_event("2026-04-08T18:46:02+01:00", "remove", "kernel-default", "6.4.0-150600.23.33.1", None),
]}

T_PROCS = processes(198, T_MEM, [
    (1550, "Plex Media Server", "plex", 2.3, 2_254_438_400, "2026-04-04T08:12:40+01:00", "/usr/lib/plexmediaserver/Plex Media Server"),
    (20411, "Plex Transcoder", "plex", 87.4, 1_073_741_824, "2026-04-11T21:02:11+01:00",
     "/usr/lib/plexmediaserver/Plex Transcoder -codec:0 hevc -i /srv/media/Films/..."),
    (1601, "Plex Script Host", "plex", 0.2, 146_800_640, "2026-04-04T08:12:45+01:00", "/usr/lib/plexmediaserver/Plex Script Host"),
    (1422, "smbd", "root", 0.1, 100_663_296, "2026-04-04T08:12:33+01:00", "/usr/sbin/smbd --foreground --no-process-group"),
    (20188, "smbd", "beth", 0.4, 63_963_136, "2026-04-11T20:41:03+01:00", "/usr/sbin/smbd --foreground --no-process-group"),
    (1090, "firewalld", "root", 0.0, 50_331_648, "2026-04-04T08:12:15+01:00", "/usr/bin/python3 /usr/sbin/firewalld --nofork --nopid"),
])

T_NET = {"interfaces": t_steady["data"]["network_interfaces"], "listening": [
    listener(22, "0.0.0.0", 1201, "sshd"),
    listener(111, "0.0.0.0", 1, "systemd"),
    listener(139, "0.0.0.0", 1422, "smbd"),
    listener(445, "0.0.0.0", 1422, "smbd"),
    listener(2049, "0.0.0.0", None, None),
    listener(32400, "0.0.0.0", 1550, "Plex Media Serv"),
    listener(137, "0.0.0.0", 1410, "nmbd", proto="udp"),
    listener(138, "0.0.0.0", 1410, "nmbd", proto="udp"),
], "connections": [
    connection("192.168.1.10:445", "192.168.1.23:51234", 20188, "smbd"),
    connection("192.168.1.10:2049", "192.168.1.40:987", None, None),
    connection("192.168.1.10:32400", "192.168.1.55:40112", 1550, "Plex Media Serv"),
    connection("192.168.1.10:22", "192.168.1.21:50022", 20301, "sshd"),
]}

tower = {
    "name": "tower",
    "clock": T,
    "evidence": [
        t_steady,
        item("e1", "linux_service_status", {"units": T_UNITS}, T, age=30),
        item("e2", "linux_disk_usage", T_DISK, T, age=25),
        item("e3", "linux_recent_logs", T_BACKUP_LOG, T, age=40, args={"unit": "rsync-backup", "since_minutes": 1200}),
        item("e4", "linux_package_history", T_PKG, T, age=50, args={"since_days": 30}),
        item("e5", "linux_processes", T_PROCS, T, age=480, args={"sort": "memory", "limit": 6}, complete=False),
        item("e6", "linux_network_info", T_NET, T, age=22),
    ],
    "answers": [
        {
            "q": 'How full are my disks?',
            "ev": ['e2'],
            "a": '⚠️ [[s:The backup disk is practically full]] at [[s:99.6 %]].\n'
                 '\n'
                 '| Mount | Size (TB) | Size (TiB) | Used (TB) | Free |\n'
                 '|---|---|---|---|---|\n'
                 '| /srv/media | [[s:16.0]] | [[s:14.5]] | [[s:12.3]] | [[c:4.7 TB]] |\n'
                 '| /srv/backup | [[s:7.9]] | [[c:7.9]] | [[s:7.9]] | [[s:34.5 GB]] |\n'
                 '\n'
                 '**Why:** [[s:the backup disk is about half the size of the media array]], [[u:so the nightly job has probably been pruning old copies]]; [[c:/ is 27.7 % used]].',
        },
        {
            "q": "Why did last night's backup fail?",
            "ev": ['e1', 'e3', 'e2'],
            "a": '❌ [[s:The nightly rsync ran out of space on /srv/backup]].\n'
                 '\n'
                 '| Time (BST) | Event | Notes |\n'
                 '|---|---|---|\n'
                 '| [[s:03:00]] | [[s:rsync-backup started]] | — |\n'
                 '| [[s:03:14]] | [[s:write failed: No space left on device]] | [[c:rsync exit code 23]] |\n'
                 '| now | [[s:unit failed]] | [[c:enabled]], [[u:runs again tomorrow at 03:00]] |\n'
                 '\n'
                 '**Why:** [[s:the backup disk has only about 34 GB free]]; [[u:a big batch of RAW photos was added this week]]. [[c:Samba has been down since then too]].',
        },
        {
            "q": "Who's in which group on tower?",
            "ev": ['s1'],
            "a": '[[s:alan is the only member of wheel]].\n'
                 '\n'
                 '| Group | GID | Members |\n'
                 '|---|---|---|\n'
                 '| media | [[c:1004]] | [[s:alan, beth, plex]] |\n'
                 '| backup | [[s:1006]] | [[c:alan, beth]] |\n'
                 '| video | [[s:483]] | [[s:plex]] |\n'
                 '\n'
                 "**Why:** [[s:sam has no extra groups]], [[s:beth doesn't have sudo]], [[s:plex has no login shell]], and [[u:plex needs video for hardware transcoding]].",
        },
        {
            "q": 'What did zypper install this month, and do I need to reboot?',
            "ev": ['s1', 'e4'],
            "a": "⚠️ [[s:Yes, a reboot is needed]] — [[s:you're on 6.4.0-150600.23.38]] but [[s:23.42 was installed on Wednesday]].\n"
                 '\n'
                 '| Date | Package | Change |\n'
                 '|---|---|---|\n'
                 '| [[s:18 Mar]] | samba (+ client, libs) | [[s:git.431 → git.440]] |\n'
                 '| [[c:25 Mar]] | openssh | [[s:6.15.1 → 6.18.1]] |\n'
                 '| [[s:8 Apr]] | libxml2-2 | [[c:5.26.1 → 5.29.1]] |\n'
                 '| [[s:8 Apr]] | kernel-default | [[s:23.33 removed]] |\n'
                 '\n'
                 '**Total: [[c:9 changes]]**; [[u:purge-kernels keeps the running and the newest kernel]].',
        },
        {
            "q": 'Which services are running on tower?',
            "ev": ['e1'],
            "a": '[[s:Eight services are up]], [[s:one has failed]].\n'
                 '\n'
                 '| Service | State | Notes |\n'
                 '|---|---|---|\n'
                 '| smb | ✅ [[s:running]] | [[s:since Sat 4 Apr]] |\n'
                 '| nfs-server | ✅ [[c:running]] | [[s:enabled]] |\n'
                 '| rsync-backup | ❌ [[s:failed]] | [[s:at 03:14 today]] |\n'
                 '| snapper-cleanup | [[s:inactive]] | [[c:failed last night]] |\n'
                 '\n'
                 '**Why:** [[s:the daemons have been up for about a week]]; [[c:sshd is the only service not enabled]].',
        },
        {
            "q": "What's using the most RAM on tower?",
            "ev": ['e5'],
            "a": '[[t:Plex Media Server is the biggest]] at [[t:~2.1 GiB]].\n'
                 '\n'
                 '| PID | Process | User | RSS (MiB) | Notes |\n'
                 '|---|---|---|---|---|\n'
                 '| 20411 | Plex Transcoder | [[t:plex]] | [[t:1024.0]] | [[u:transcoding a 4K film]] |\n'
                 '| 1601 | Plex Script Host | [[t:plex]] | [[t:410.0]] | — |\n'
                 "| 20188 | smbd | [[t:beth]] | [[t:61.0]] | [[u:beth's laptop session]] |\n"
                 '\n'
                 '**Plex total: [[t:3584.0 MiB]]**. [[t:198 processes in total]].',
        },
    ],
}

# ---------------------------------------------------------------------------------------------------------
# millau — Fedora 41 GitLab CI runner, Asia/Singapore (+08:00)
# ---------------------------------------------------------------------------------------------------------
M = Clock("2026-05-19T10:12:00+08:00")
M_MEM = 133_575_598_080

m_steady = steady(
    "s1", M, age=2700,
    hostname="millau", os_name="Fedora Linux", os_version="41", os_codename="Server Edition",
    kernel="6.14.5-200.fc41.x86_64", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
    memory_total_bytes=M_MEM, package_manager="rpm",
    disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
           {"device": "/dev/sda1", "mountpoint": "/srv/cache", "fstype": "xfs", "total_bytes": 7_998_000_000_000}],
    network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:12:7a:41", "addresses": ["10.44.2.17/24"], "is_up": True},
                        {"name": "docker0", "mac": "02:42:ac:11:00:01", "addresses": ["172.17.0.1/16"], "is_up": True}],
    dns_servers=["127.0.0.53"], default_gateway="10.44.2.1",
    installed_packages={"docker-ce": "3:28.2.1-1.fc41", "containerd.io": "1.7.27-3.1.fc41", "gitlab-runner": "18.0.1-1",
                        "sudo": "1.9.17-1.p1.fc41", "openssl-libs": "1:3.2.4-3.fc41", "kernel-core": "6.14.6-200.fc41",
                        "fail2ban": "1.1.0-6.fc41"},
    available_services=["gitlab-runner.service", "docker.service", "containerd.service", "sshd.service",
                        "firewalld.service", "fail2ban.service", "chronyd.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
           {"name": "jun", "uid": 1001, "gid": 1001, "home": "/home/jun", "shell": "/usr/bin/zsh"},
           {"name": "mei", "uid": 1002, "gid": 1002, "home": "/home/mei", "shell": "/bin/bash"},
           {"name": "gitlab-runner", "uid": 985, "gid": 985, "home": "/home/gitlab-runner", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["ops", "jun"]},
            {"name": "docker", "gid": 974, "members": ["gitlab-runner", "ops", "mei"]},
            {"name": "systemd-journal", "gid": 190, "members": ["ops"]},
            {"name": "gitlab-runner", "gid": 985, "members": []}],
)

M_UNITS = [
    unit("gitlab-runner.service", "active", "running", "enabled", 1620, "2026-05-16T03:04:12+08:00", "GitLab Runner"),
    unit("docker.service", "active", "running", "enabled", 1544, "2026-05-14T03:05:40+08:00",
         "Docker Application Container Engine"),
    unit("containerd.service", "active", "running", "enabled", 1490, "2026-05-14T03:05:36+08:00", "containerd container runtime"),
    unit("sshd.service", "active", "running", "enabled", 1105, "2026-05-03T09:20:11+08:00", "OpenSSH server daemon"),
    unit("firewalld.service", "active", "running", "enabled", 998, "2026-05-03T09:20:05+08:00", "firewalld - dynamic firewall daemon"),
    unit("fail2ban.service", "inactive", "dead", "disabled", None, None, "Fail2Ban Service"),
    unit("chronyd.service", "active", "running", "enabled", 960, "2026-05-03T09:20:04+08:00", "NTP client/server"),
    unit("dnf-automatic.service", "inactive", "dead", "static", None, None, "dnf automatic"),
]

M_RUNNER = "runner-x7kq2-project-412-concurrent-"
M_BOXES = {"runtime": "docker", "containers": [
    box("a1c9e2f04b7d", M_RUNNER + "0-build", "registry.gitlab.example.com/platform/ci-images/node:20-bookworm",
        "running", "Up 12 minutes", "2026-05-19T10:00:05+08:00"),
    box("b27d4e8a9c31", M_RUNNER + "1-build", "python:3.12-slim", "running", "Up 3 minutes", "2026-05-19T10:09:02+08:00"),
    box("c3f0a7d1e529", "runner-x7kq2-project-388-concurrent-0-cache-3c3f060a0374fc8bc39395164f415a70",
        "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v18.0.1", "created", "Created",
        "2026-05-19T08:01:40+08:00"),
    box("d44b19c7f2e0", "buildkitd", "moby/buildkit:v0.21.1", "exited", "Exited (1) 2 hours ago", "2026-05-17T14:22:10+08:00"),
    box("e5a8c3b6d9f1", "registry", "registry:2", "running", "Up 5 days", "2026-05-14T03:06:10+08:00",
        ["127.0.0.1:5000->5000/tcp"]),
]}

M_PKG = {"source": "dnf", "since": "2026-05-05T10:12:00+08:00", "events": [
    package_event("2026-05-07T03:02:14+08:00", "upgrade", "sudo", "1.9.15-5.p5.fc41", "1.9.17-1.p1.fc41"),
    package_event("2026-05-07T03:02:20+08:00", "upgrade", "openssl-libs", "1:3.2.4-1.fc41", "1:3.2.4-3.fc41"),
    package_event("2026-05-14T03:04:50+08:00", "install", "kernel-core", None, "6.14.6-200.fc41"),
    package_event("2026-05-14T03:04:58+08:00", "install", "kernel-modules", None, "6.14.6-200.fc41"),
    package_event("2026-05-14T03:05:02+08:00", "install", "kernel", None, "6.14.6-200.fc41"),
    package_event("2026-05-14T03:05:10+08:00", "remove", "kernel-core", "6.13.12-200.fc41", None),
    package_event("2026-05-14T03:05:30+08:00", "upgrade", "docker-ce", "3:28.1.1-1.fc41", "3:28.2.1-1.fc41"),
    package_event("2026-05-14T03:05:31+08:00", "upgrade", "docker-ce-cli", "1:28.1.1-1.fc41", "1:28.2.1-1.fc41"),
    package_event("2026-05-14T03:05:33+08:00", "upgrade", "containerd.io", "1.7.25-3.1.fc41", "1.7.27-3.1.fc41"),
    package_event("2026-05-16T03:04:05+08:00", "upgrade", "gitlab-runner", "17.11.1-1", "18.0.1-1"),
]}

M_DISK = {"filesystems": [
    fs("/dev/nvme0n1p3", "/", "btrfs", 1_998_694_907_904, 1_462_000_000_000),
    fs("/dev/nvme0n1p3", "/home", "btrfs", 1_998_694_907_904, 1_462_000_000_000),
    fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 402_653_184),
    fs("/dev/sda1", "/srv/cache", "xfs", 7_998_000_000_000, 2_950_000_000_000),
]}

M_PROCS = processes(612, M_MEM, [
    (30122, "java", "ops", 288.4, 10_522_669_056, "2026-05-19T10:00:31+08:00",
     "/opt/java/openjdk/bin/java -Xmx12g -Dfile.encoding=UTF-8 org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.14"),
    (30544, "node", "root", 97.3, 6_657_200_128, "2026-05-19T10:09:15+08:00",
     "node /builds/platform/web/node_modules/.bin/vite build"),
    (1544, "dockerd", "root", 1.8, 1_181_116_416, "2026-05-14T03:05:40+08:00",
     "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
    (30701, "python3.12", "root", 64.0, 843_055_104, "2026-05-19T10:09:40+08:00", "python -m pytest -n 8"),
    (1490, "containerd", "root", 0.9, 301_989_888, "2026-05-14T03:05:36+08:00", "/usr/bin/containerd"),
    (1620, "gitlab-runner", "gitlab-runner", 0.6, 220_200_960, "2026-05-16T03:04:12+08:00",
     "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
])

M_SUDO_LOG = {"source": "journal", "unit": None, "entries": [
    log_entry("2026-05-18T16:40:02+08:00", None, "notice",
              "sudo[88213]:      jun : TTY=pts/1 ; PWD=/home/jun ; USER=root ; COMMAND=/usr/bin/dnf check-update"),
    log_entry("2026-05-18T16:41:30+08:00", None, "alert",
              "sudo[88240]:      mei : user NOT in sudoers ; TTY=pts/2 ; PWD=/home/mei ; USER=root ; "
              "COMMAND=/usr/bin/systemctl restart gitlab-runner"),
    log_entry("2026-05-19T09:58:11+08:00", None, "notice",
              "sudo[101977]:      ops : TTY=pts/0 ; PWD=/home/ops ; USER=root ; COMMAND=/usr/bin/docker system df"),
    log_entry("2026-05-19T09:58:11+08:00", None, "info",
              "sudo[101977]: pam_unix(sudo:session): session opened for user root(uid=0) by ops(uid=1000)"),
]}

millau = {
    "name": "millau",
    "clock": M,
    "evidence": [
        m_steady,
        item("e1", "linux_service_status", {"units": M_UNITS}, M, age=30),
        item("e2", "linux_containers", M_BOXES, M, age=25, args={"all": True}),
        item("e3", "linux_package_history", M_PKG, M, age=45, args={"since_days": 14}),
        item("e4", "linux_disk_usage", M_DISK, M, age=20),
        item("e5", "linux_processes", M_PROCS, M, age=18, args={"sort": "memory", "limit": 6}, complete=False),
        item("e6", "linux_recent_logs", M_SUDO_LOG, M, age=35, args={"grep": "sudo", "since_minutes": 1440}),
    ],
    "answers": [
        {
            "q": 'Who can administer millau?',
            "ev": ['s1', 'e6'],
            "a": '[[s:ops and jun are in wheel]].\n'
                 '\n'
                 '| User | UID | docker | Notes |\n'
                 '|---|---|---|---|\n'
                 '| jun | [[s:1001]] | [[c:✅]] | [[s:ran dnf check-update with sudo yesterday]] |\n'
                 '| mei | [[s:1002]] | [[s:✅]] | [[s:refused sudo yesterday at 16:41]] |\n'
                 '| gitlab-runner | [[c:1985]] | [[s:✅]] | [[u:only runs CI jobs]] |\n'
                 '\n'
                 '**Why:** [[u:docker membership is effectively root]]; [[c:mei was trying to restart docker]].',
        },
        {
            "q": 'Which security updates came in recently on millau, and do I need to reboot?',
            "ev": ['s1', 'e3'],
            "a": '⚠️ [[s:Yes — kernel 6.14.6 was installed on May 14]] but [[s:millau still runs 6.14.5]].\n'
                 '\n'
                 '| Date | Package | Change | Notes |\n'
                 '|---|---|---|---|\n'
                 '| [[s:Thu 7 May]] | sudo | [[s:1.9.15-5.p5 → 1.9.17-1.p1]] | 🔒 [[u:the chroot privilege-escalation fix]] |\n'
                 '| [[s:Thu 7 May]] | openssl-libs | [[c:3.2.4-2 → 3.2.4-3]] | 🔒 |\n'
                 '| [[s:14 May]] | kernel-core | [[c:6.14.4 removed]] | — |\n'
                 '| [[c:Fri 15 May]] | gitlab-runner | [[s:17.11.1 → 18.0.1]] | — |\n'
                 '\n'
                 '**Total: [[s:10 package events]]**; [[u:dnf keeps three kernels by default]]. Reboot when no CI job is running.',
        },
        {
            "q": "What's running in Docker on millau?",
            "ev": ['e2'],
            "a": '[[s:Three containers are running]].\n'
                 '\n'
                 '| Container | Image | State | Notes |\n'
                 '|---|---|---|---|\n'
                 '| …412-concurrent-1-build | [[s:python:3.12-slim]] | ✅ [[s:running]] | [[c:up 13 min]] |\n'
                 '| registry | [[s:registry:2]] | ✅ [[s:running]] | [[c:reachable from the LAN]] |\n'
                 '| buildkitd | [[c:moby/buildkit:v0.20.1]] | ❌ [[s:exited (1)]] | [[u:crashed on OOM]] |\n'
                 '\n'
                 '**Why:** [[s:only the registry publishes a port]] ([[s:127.0.0.1:5000]]); [[u:the two build jobs belong to the same pipeline]].',
        },
        {
            "q": 'How much disk is free on millau?',
            "ev": ['e4'],
            "a": '✅ [[s:Both data filesystems have room]].\n'
                 '\n'
                 '| Mount | FS | Size (TiB) | Used (TiB) | Use (%) |\n'
                 '|---|---|---|---|---|\n'
                 '| / | [[s:btrfs]] | [[s:1.8]] | [[s:1.3]] | [[s:73.1]] |\n'
                 '| /srv/cache | [[c:ext4]] | [[c:8.0]] | [[s:2.7]] | [[c:63.1]] |\n'
                 '\n'
                 '**Why:** [[c:/ has less than 400 GB free]]; [[u:Docker images live on the root btrfs volume]]. Prune with `docker image prune -a --filter until=168h`.',
        },
        {
            "q": "What's using memory on millau?",
            "ev": ['e5', 's1'],
            "a": '[[s:A Gradle daemon is the biggest user]] at [[s:about 9.8 GiB]].\n'
                 '\n'
                 '| PID | Process | User | RSS (GiB) | Notes |\n'
                 '|---|---|---|---|---|\n'
                 '| 30544 | node | [[s:root]] | [[s:6.2]] | [[s:vite build]] |\n'
                 '| 1544 | dockerd | [[s:root]] | [[c:1.8]] | — |\n'
                 '| 1620 | gitlab-runner | [[c:root]] | [[s:0.2]] | — |\n'
                 '| **These three** | | | **[[c:8.2]]** | |\n'
                 '\n'
                 "**Why:** that's a small share of the [[s:124.4 GiB]]; [[u:the java process shows as ops because the job container runs as UID 1000]].",
        },
        {
            "q": 'Is the GitLab runner service OK after the upgrade?',
            "ev": ['e1', 'e3'],
            "a": '✅ [[s:gitlab-runner is active and running]] [[s:since Saturday 03:04]].\n'
                 '\n'
                 '| Unit | State | Notes |\n'
                 '|---|---|---|\n'
                 '| docker | ✅ [[s:running]] | [[c:since Sun 3 May]] |\n'
                 '| fail2ban | ❌ [[s:inactive]] | [[s:disabled]] |\n'
                 '| sshd | ✅ [[s:running]] | [[c:PID 1150]] |\n'
                 '\n'
                 '**Why:** [[u:it was restarted by the 18.0.1 upgrade]], and [[c:all units are enabled]] apart from fail2ban.',
        },
    ],
}

MACHINES = [rialto, brooklyn, charles, tower, millau]
