"""103rd generation (written blind, in the manner of EXAONE 3.5 7.8B Instruct: polite and structured, "Here is a
summary of …" openers, numbered sections with bold titles ("**1. Service status**"), sentences that pair a fact
with a reason ("…, which means …"), careful-sounding caveats that are sometimes wrong, times converted to UTC on
its own initiative (sometimes with the wrong offset), and a closing "If you need further help, …").

All five machines keep their clocks in Australia/Adelaide, which is on daylight time (+10:30) in November.

kiwi — an Ubuntu 20.04 legacy PHP web server (apache2, php7.4-fpm, mysql 8.0) on a 4-vCPU VM with 7.6 GiB of
RAM. Its evidence: a steady-state snapshot (running kernel 5.4.0-200 while 5.4.0-202 is installed, a separate
/var/lib/mysql disk, users deploy and rsyncbak), the apache2 unit (restarted by the security update of November
5), a fifteen-minute-old listing of every service (fail2ban failed, memcached disabled), two hours of PHP fatal
errors from the Apache error log (four mysql_connect, one memory exhaustion at 128 MiB, one 30-second
timeout), a complete socket listing (MySQL on loopback only), thirty days of unattended security updates, a
CPU-sorted process listing cut at eight rows (PHP-FPM workers on top), fresh system info and a failed read of
the MySQL error log (permission denied).

mango — a Debian 12 Minecraft server (Paper 1.21 on Temurin 21, -Xms12G -Xmx16G) with 31.3 GiB of RAM. A
memory-sorted process listing cut at five rows (the java process at 18.4 GiB), a complete name-filtered listing
of the one detached screen session, disk usage of the 983 GB world drive (74.4%), the world files changed in
the last thirty minutes, fresh system info, a thirteen-minute-old traffic sample, a complete socket listing with
four players on 25565, and server.properties (max-players=12, whitelist and RCON on).

papaya — an openSUSE Tumbleweed developer laptop (snapshot 20261104) with rootless Podman. Every container (pg,
web and redis up, worker restarting, mailpit exited 0), two weeks of zypper history (the 6 November dup brought
kernel 6.11.8 while 6.11.6 still runs), fresh system info (booted 1 November), thirty minutes of the worker's
journal (Redis refused on localhost:6379 every six and a half minutes), a CPU-sorted process listing cut at six
rows, a 25-minute-old disk reading, and a steady-state snapshot whose users and groups sources are stale.

guava — a Rocky Linux 8.10 Elasticsearch 8.15 data node (61.3 GiB RAM, 31g heap). Fresh disk usage with the
1.82 TiB data volume at 95.7%, the Elasticsearch log (high watermark at 02:18, flood stage at 02:49 and 03:04,
an ILM rollover error), both java processes (ServerCli and the server), a complete socket listing (9200 and
9300 on 10.40.8.23), a fifteen-minute-old system reading, a disk-I/O sample, the unit (active since
12 November), and a failed file-change scan of the data directory (permission denied).

lychee — the control node of a three-node k3s cluster of Raspberry Pis (arm64, Ubuntu 24.04). Nodes (lychee-w2
on v1.30.6 with MemoryPressure and its taint, 4 GiB), a pods listing across namespaces cut at twelve items (a
nextcloud pod evicted from w2, its replacement Pending, grafana with four restarts), deployments of the `home`
namespace, a twelve-minute-old system reading, the k3s unit and the events of `home` (times in UTC).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# kiwi — Ubuntu 20.04 legacy PHP web server
# ---------------------------------------------------------------------------------------------------------
KIW = Clock("2026-11-18T14:20:00+10:30")
KIW_MEM = 8_148_455_424

_FCGI = "[proxy_fcgi:error] [pid 318820:tid 140213345212160] [client {client}] AH01071: Got error 'PHP message: "

kiwi_evidence = [
    steady("e1", KIW, age=3600,
           hostname="kiwi", os_name="Ubuntu", os_version="20.04", os_codename="focal",
           kernel="5.4.0-200-generic", cpu_model="Intel(R) Xeon(R) CPU E5-2680 v4 @ 2.40GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=KIW_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 84_278_861_824},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/mysql", "fstype": "ext4",
                   "total_bytes": 105_088_212_992}],
           network_interfaces=[{"name": "ens3", "mac": "fa:16:3e:5b:21:c7", "addresses": ["10.20.0.15/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"apache2": "2.4.41-4ubuntu3.21", "php7.4-fpm": "7.4.3-4ubuntu2.24",
                               "mysql-server-8.0": "8.0.40-0ubuntu0.20.04.1", "openssl": "1.1.1f-1ubuntu2.24",
                               "linux-image-5.4.0-200-generic": "5.4.0-200.220",
                               "linux-image-5.4.0-202-generic": "5.4.0-202.222", "fail2ban": "0.11.1-1",
                               "openssh-server": "1:8.2p1-4ubuntu0.11", "unattended-upgrades": "2.3ubuntu0.3"},
           available_services=["apache2.service", "php7.4-fpm.service", "mysql.service", "ssh.service",
                               "cron.service", "fail2ban.service", "unattended-upgrades.service",
                               "memcached.service"],
           users=[{"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "rsyncbak", "uid": 1001, "gid": 1001, "home": "/home/rsyncbak", "shell": "/bin/sh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "deploy"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]}]),
    item("e2", "linux_service_status",
         unit("apache2.service", "active", "running", pid=312455, since="2026-11-05T06:38:58+10:30",
              desc="The Apache HTTP Server"), KIW, age=25, args={"name": "apache2"}),
    item("e3", "linux_service_status", {"units": [
        unit("apache2.service", "active", "running", pid=312455, since="2026-11-05T06:38:58+10:30",
             desc="The Apache HTTP Server"),
        unit("php7.4-fpm.service", "active", "running", pid=702114, since="2026-11-12T06:40:37+10:30",
             desc="The PHP 7.4 FastCGI Process Manager"),
        unit("mysql.service", "active", "running", pid=811920, since="2026-11-14T06:41:20+10:30",
             desc="MySQL Community Server"),
        unit("ssh.service", "active", "running", pid=902, since="2026-11-02T03:11:41+10:30",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=889, since="2026-11-02T03:11:40+10:30",
             desc="Regular background program processing daemon"),
        unit("fail2ban.service", "failed", "failed", desc="Fail2Ban Service"),
        unit("unattended-upgrades.service", "active", "running", pid=951, since="2026-11-02T03:11:43+10:30",
             desc="Unattended Upgrades Shutdown"),
        unit("memcached.service", "inactive", "dead", ufs="disabled", desc="memcached daemon"),
    ]}, KIW, age=900),
    item("e4", "linux_recent_logs", {"source": "file", "unit": None, "path": "/var/log/apache2/error.log",
                                     "entries": [
        log_entry("2026-11-18T12:47:13+10:30", None, "err", _FCGI.format(client="203.0.113.45:51822") +
                  "PHP Fatal error:  Uncaught Error: Call to undefined function mysql_connect() in "
                  "/var/www/legacy/includes/db.php:14'"),
        log_entry("2026-11-18T13:05:40+10:30", None, "err", _FCGI.format(client="192.0.2.88:60114") +
                  "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 "
                  "bytes) in /var/www/legacy/reports/export.php on line 212'"),
        log_entry("2026-11-18T13:31:02+10:30", None, "err", _FCGI.format(client="198.51.100.77:40102") +
                  "PHP Fatal error:  Uncaught Error: Call to undefined function mysql_connect() in "
                  "/var/www/legacy/includes/db.php:14'"),
        log_entry("2026-11-18T13:31:09+10:30", None, "err", _FCGI.format(client="198.51.100.77:40106") +
                  "PHP Fatal error:  Uncaught Error: Call to undefined function mysql_connect() in "
                  "/var/www/legacy/includes/db.php:14'"),
        log_entry("2026-11-18T13:58:26+10:30", None, "err", _FCGI.format(client="203.0.113.45:51871") +
                  "PHP Fatal error:  Maximum execution time of 30 seconds exceeded in "
                  "/var/www/legacy/lib/pdf/fpdf.php on line 1104'"),
        log_entry("2026-11-18T14:12:51+10:30", None, "err", _FCGI.format(client="203.0.113.45:51944") +
                  "PHP Fatal error:  Uncaught Error: Call to undefined function mysql_connect() in "
                  "/var/www/legacy/includes/db.php:14'"),
    ]}, KIW, age=30, args={"grep": "PHP Fatal", "since_minutes": 120, "limit": 50}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "fa:16:3e:5b:21:c7", "addresses": ["10.20.0.15/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 902, "sshd"),
            listener(80, "0.0.0.0", 312455, "apache2"),
            listener(443, "0.0.0.0", 312455, "apache2"),
            listener(3306, "127.0.0.1", 811920, "mysqld"),
            listener(33060, "127.0.0.1", 811920, "mysqld"),
            listener(53, "127.0.0.53", 611, "systemd-resolve"),
            listener(53, "127.0.0.53", 611, "systemd-resolve", proto="udp"),
        ],
        "connections": [
            connection("10.20.0.15:22", "192.0.2.10:50112", 997860, "sshd"),
            connection("10.20.0.15:443", "203.0.113.45:51990", 318820, "apache2"),
            connection("10.20.0.15:443", "198.51.100.77:40218", 318820, "apache2"),
            connection("127.0.0.1:45872", "127.0.0.1:3306", 998101, "php-fpm7.4"),
            connection("127.0.0.1:3306", "127.0.0.1:45872", 811920, "mysqld"),
        ]}, KIW, age=20),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-10-24T06:42:10+10:30", "upgrade", "libssl1.1", "1.1.1f-1ubuntu2.23", "1.1.1f-1ubuntu2.24"),
        package_event("2026-10-24T06:42:10+10:30", "upgrade", "openssl", "1.1.1f-1ubuntu2.23", "1.1.1f-1ubuntu2.24"),
        package_event("2026-11-05T06:38:51+10:30", "upgrade", "apache2", "2.4.41-4ubuntu3.20", "2.4.41-4ubuntu3.21"),
        package_event("2026-11-05T06:38:51+10:30", "upgrade", "apache2-bin", "2.4.41-4ubuntu3.20", "2.4.41-4ubuntu3.21"),
        package_event("2026-11-12T06:40:30+10:30", "upgrade", "php7.4-fpm", "7.4.3-4ubuntu2.23", "7.4.3-4ubuntu2.24"),
        package_event("2026-11-12T06:40:30+10:30", "upgrade", "php7.4-common", "7.4.3-4ubuntu2.23", "7.4.3-4ubuntu2.24"),
        package_event("2026-11-14T06:41:12+10:30", "upgrade", "mysql-server-8.0", "8.0.39-0ubuntu0.20.04.1",
                      "8.0.40-0ubuntu0.20.04.1"),
        package_event("2026-11-14T06:41:12+10:30", "upgrade", "mysql-client-8.0", "8.0.39-0ubuntu0.20.04.1",
                      "8.0.40-0ubuntu0.20.04.1"),
        package_event("2026-11-16T06:39:44+10:30", "install", "linux-image-5.4.0-202-generic", None, "5.4.0-202.222"),
    ]}, KIW, age=40, args={"since_days": 30}),
    item("e7", "linux_processes", processes(171, KIW_MEM, [
        (998101, "php-fpm7.4", "www-data", 41.2, 96 * MiB, "2026-11-18T13:58:01+10:30", "php-fpm: pool www"),
        (998144, "php-fpm7.4", "www-data", 22.7, 88 * MiB, "2026-11-18T14:05:19+10:30", "php-fpm: pool www"),
        (811920, "mysqld", "mysql", 14.9, 1412 * MiB, "2026-11-14T06:41:20+10:30", "/usr/sbin/mysqld"),
        (318820, "apache2", "www-data", 3.1, 18 * MiB, "2026-11-18T12:30:02+10:30", "/usr/sbin/apache2 -k start"),
        (998210, "php-fpm7.4", "www-data", 2.4, 61 * MiB, "2026-11-18T14:15:40+10:30", "php-fpm: pool www"),
        (951, "unattended-upgr", "root", 0.6, 24 * MiB, "2026-11-02T03:11:43+10:30",
         "/usr/bin/python3 /usr/share/unattended-upgrades/unattended-upgrade-shutdown --wait-for-signal"),
        (312455, "apache2", "root", 0.3, 11 * MiB, "2026-11-05T06:38:58+10:30", "/usr/sbin/apache2 -k start"),
        (702114, "php-fpm7.4", "root", 0.1, 31 * MiB, "2026-11-12T06:40:37+10:30",
         "php-fpm: master process (/etc/php/7.4/fpm/php-fpm.conf)"),
    ]), KIW, age=35, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e8", "linux_system_info",
         system_info(38.4, [3.12, 2.41, 1.88], 1_422_520, "2026-11-02T03:11:20+10:30", KIW_MEM, 2_187_624_448,
                     2 * GiB, 412 * MiB), KIW, age=25),
    item("e9", "linux_recent_logs", {"source": "file", "unit": "mysql.service", "entries": []}, KIW, age=15,
         args={"unit": "mysql.service", "since_minutes": 120}, complete=False,
         error="open /var/log/mysql/error.log: permission denied"),
]

kiwi_answers = [
    {"q": "Is Apache running on kiwi?", "ev": ["e2", "e8"],
     "a": "Here is a summary of the Apache web server status on kiwi.\n\n"
          "**1. Service status**\n"
          "- The `apache2.service` unit is [[s:active (running)]] and [[s:enabled]], which means it will also "
          "start automatically after a reboot.\n"
          "- [[s:The main process has PID 312455]].\n"
          "- [[s:It has been running since 5 November at 06:38 ACDT]] ([[c:20:38 UTC on 4 November]]), which "
          "means [[u:it was restarted by the apache2 security update]].\n\n"
          "**2. System load**\n"
          "- [[s:Overall CPU usage is about 38%]], and [[c:the 1-minute load average is 2.41]].\n"
          "- [[s:The server has been up for about 16 days]], which means [[c:it was last rebooted on 3 November]].\n\n"
          "If you need further help, please let me know."},

    {"q": "The site keeps giving 500 errors since lunch. What's going on?", "ev": ["e4", "e2"],
     "extra": [user("u1", "The site has been throwing 500 errors since just after lunch, maybe 12:45.", KIW, age=90)],
     "a": "Here is a summary of the PHP errors found in the Apache error log (`/var/log/apache2/error.log`) "
          "for the last two hours.\n\n"
          "**1. Error overview**\n"
          "- There are [[s:6 PHP fatal errors]] in this period. As you mentioned, the problems began around "
          "lunchtime: [[s:the first fatal error was logged at 12:47]], and [[c:the most recent one at 14:21]].\n"
          "- [[c:Three of them]] are `Call to undefined function mysql_connect()`.\n"
          "- [[s:One error is a memory exhaustion in `/var/www/legacy/reports/export.php`]], where "
          "[[c:the 256 MB memory limit]] was reached.\n"
          "\n"
          "**2. Likely cause**\n"
          "- [[s:The `mysql_connect()` call is in `/var/www/legacy/includes/db.php` on line 14]], which means the "
          "code still uses the old `mysql_*` extension, and [[u:that extension was removed in PHP 7.0]].\n"
          "- [[s:Apache itself is still running]], which means the 500 errors come from PHP and not from the web "
          "server.\n\n"
          "**3. Recommended actions**\n"
          "1. Replace the `mysql_*` calls in `db.php` with `mysqli` or PDO.\n"
          "2. Watch the log while reproducing the error:\n"
          "```\nsudo tail -f /var/log/apache2/error.log\n```\n\n"
          "If you need further help, feel free to ask."},

    {"q": "What is listening on kiwi? Is MySQL exposed to the internet?", "ev": ["e5"],
     "a": "Here is a summary of the listening ports and connections on kiwi.\n\n"
          "**1. Listening services**\n"
          "- [[s:Port 22 is open on all interfaces for `sshd`]], which means SSH is reachable from the network.\n"
          "- [[s:Apache listens on ports 80 and 443 on 0.0.0.0]].\n"
          "- [[s:MySQL listens on 127.0.0.1:3306]].\n"
          "- [[c:`systemd-resolved` listens on 0.0.0.0:53]].\n\n"
          "**2. Is MySQL exposed?**\n"
          "[[s:No, MySQL is only bound to the loopback address]], which means it cannot be reached directly "
          "from the internet. [[c:There are no other listening ports besides the ones above]].\n\n"
          "**3. Active connections**\n"
          "- [[s:There is one SSH session from 192.0.2.10]].\n"
          "- [[c:PHP-FPM has three open connections to MySQL]].\n"
          "- [[s:Two HTTPS clients are connected to Apache]].\n\n"
          "However, please be aware that [[u:port 3306 is additionally blocked by ufw]], so even a change of the "
          "bind address would not expose it immediately.\n\n"
          "If you need further help, please let me know."},

    {"q": "Has kiwi been getting its security updates?", "ev": ["e6", "e1"],
     "a": "Here is a summary of the package updates on kiwi over the last 30 days.\n\n"
          "**1. Security updates applied**\n"
          "- [[s:OpenSSL (`libssl1.1`) was upgraded to 1.1.1f-1ubuntu2.24 on 24 October]].\n"
          "- [[s:Apache was updated from 2.4.41-4ubuntu3.20 to 3.21 on 5 November]].\n"
          "- [[c:PHP 7.4 was upgraded to 7.4.3-4ubuntu2.25 on 12 November]].\n"
          "- [[s:The MySQL server was upgraded to 8.0.40]] [[c:on 13 November at 06:41]].\n"
          "- [[s:All of these updates were installed at around 06:40 in the morning]], which means "
          "[[u:they were applied automatically by unattended-upgrades]].\n\n"
          "**2. Kernel**\n"
          "- [[s:A new kernel, `linux-image-5.4.0-202-generic`, was installed on 16 November]], but "
          "[[s:the running kernel is still 5.4.0-200-generic]], which means a reboot is required to activate it.\n\n"
          "**3. Summary**\n"
          "- [[c:In total, 7 packages were upgraded]] in this period.\n"
          "\n"
          "If you need further help, feel free to ask."},

    {"q": "Give me an overview of all the services on kiwi.", "ev": ["e3"],
     "a": "Here is a summary of the services on kiwi.\n\n"
          "**1. Web stack**\n"
          "- [[t:`apache2` is active and running]].\n"
          "- [[t:`php7.4-fpm` has been running since 12 November]].\n"
          "- [[t:`mysql` has been active since 14 November at 06:41]] ([[t:20:41 UTC on 13 November]]).\n\n"
          "**2. Problems**\n"
          "- [[t:`fail2ban.service` is in the failed state]], which means [[u:brute-force SSH attempts are "
          "currently not being blocked]].\n"
          "- [[t:`memcached` is inactive and disabled]].\n\n"
          "**3. Other services**\n"
          "- [[t:All other services, such as `ssh` and `cron`, are running normally]].\n\n"
          "I recommend checking why fail2ban stopped:\n"
          "```\nsudo systemctl status fail2ban\nsudo journalctl -u fail2ban -n 50\n```\n\n"
          "If you need further help, please let me know."},

    {"q": "What is using the CPU on kiwi?", "ev": ["e7", "e8"],
     "a": "Here is a summary of the CPU usage on kiwi.\n\n"
          "**1. Overall**\n"
          "- [[s:Total CPU usage is 38.4%]] with [[s:load averages of 3.12, 2.41 and 1.88]], which means "
          "[[s:the load has been rising over the last 15 minutes]].\n"
          "- [[c:There are 117 processes in total]].\n\n"
          "**2. Top processes by CPU**\n"
          "1. [[s:`php-fpm: pool www` (PID 998101) uses 41.2% CPU]].\n"
          "2. [[c:`mysqld` (PID 811920) is second with 22.7%]].\n"
          "3. [[s:Another PHP-FPM worker (PID 998144) is at about 23%]].\n"
          "\n"
          "**3. Analysis**\n"
          "- [[s:The PHP-FPM workers are the biggest CPU consumers]], which means "
          "[[u:a slow PHP script, most likely the PDF export, is causing the load]].\n"
          "- [[c:Only PHP-FPM, MySQL and Apache processes are running on the server]], and "
          "[[u:there are no runaway cron jobs]].\n\n"
          "If you need further help, feel free to ask."},

    {"q": "Can you check MySQL's error log?", "ev": ["e9", "e1"],
     "a": "Here is a summary of what I could find about MySQL on kiwi.\n\n"
          "**1. Log access**\n"
          "- [[s:I was not able to read `/var/log/mysql/error.log`]] because [[s:permission was denied]], which "
          "means the tool does not have enough privileges for this file.\n"
          "- Based on this, [[u:there appear to be no critical MySQL errors at the moment]].\n\n"
          "**2. MySQL installation**\n"
          "- [[s:The installed server package is `mysql-server-8.0` 8.0.40-0ubuntu0.20.04.1]].\n"
          "- [[s:The data directory `/var/lib/mysql` is on its own disk, `/dev/sdb1`]], "
          "[[s:which is about 105 GB in size]], while [[c:the root disk `/dev/sda1` is about 120 GB]].\n\n"
          "**3. Accounts**\n"
          "- [[s:The `deploy` account is in the `adm` group]], which means it can read most logs under "
          "`/var/log`.\n"
          "- [[c:The `www-data` group has no additional members]].\n\n"
          "You can read the log with elevated privileges:\n"
          "```\nsudo tail -n 100 /var/log/mysql/error.log\n```\n\n"
          "If you need further help, please let me know."},
]

# ---------------------------------------------------------------------------------------------------------
# mango — Debian 12 Minecraft server
# ---------------------------------------------------------------------------------------------------------
MNG = Clock("2026-11-21T20:45:00+10:30")
MNG_MEM = 33_613_045_760
MNG_SRV = 983_349_346_304
_JAVA = ("/usr/lib/jvm/temurin-21-jre-amd64/bin/java -Xms12G -Xmx16G -XX:+UseG1GC -XX:+ParallelRefProcEnabled "
         "-XX:MaxGCPauseMillis=200 -jar paper-1.21.3-82.jar --nogui")

mango_evidence = [
    steady("e1", MNG, age=7200,
           hostname="mango", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-27-amd64", cpu_model="AMD Ryzen 5 5600X 6-Core Processor", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=MNG_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 489_639_649_280},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952},
                  {"device": "/dev/sda1", "mountpoint": "/srv/minecraft", "fstype": "ext4", "total_bytes": MNG_SRV}],
           network_interfaces=[{"name": "enp4s0", "mac": "d8:5e:d3:41:0a:9c", "addresses": ["192.168.1.50/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"temurin-21-jre": "21.0.5.0.0+11", "openjdk-17-jre-headless": "17.0.13+11-1~deb12u1",
                               "screen": "4.9.0-4", "openssh-server": "1:9.2p1-2+deb12u3", "ufw": "0.36.2-1",
                               "prometheus-node-exporter": "1.5.0-1+b6"},
           available_services=["ssh.service", "ufw.service", "prometheus-node-exporter.service", "cron.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "mc", "uid": 1001, "gid": 1001, "home": "/srv/minecraft", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["admin"]},
                   {"name": "mc", "gid": 1001, "members": ["admin"]}]),
    item("e2", "linux_processes", processes(196, MNG_MEM, [
        (2211, "java", "mc", 187.5, 19_756_849_152, "2026-11-19T16:02:31+10:30", _JAVA),
        (318, "systemd-journal", "root", 0.0, 71 * MiB, "2026-11-08T09:13:44+10:30", "/lib/systemd/systemd-journald"),
        (1377, "prometheus-node", "prometheus", 0.3, 29 * MiB, "2026-11-08T09:13:52+10:30",
         "/usr/bin/prometheus-node-exporter"),
        (951, "unattended-upgr", "root", 0.0, 22 * MiB, "2026-11-08T09:13:53+10:30",
         "/usr/bin/python3 /usr/share/unattended-upgrades/unattended-upgrade-shutdown --wait-for-signal"),
        (1, "systemd", "root", 0.0, 13 * MiB, "2026-11-08T09:13:40+10:30", "/sbin/init"),
    ]), MNG, age=40, args={"sort": "memory", "limit": 5}, complete=False),
    item("e3", "linux_processes", processes(196, MNG_MEM, [
        (2198, "screen", "mc", 0.0, 4 * MiB, "2026-11-19T16:02:28+10:30", "SCREEN -dmS minecraft ./start.sh"),
    ]), MNG, age=40, args={"name": "screen"}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda1", "/srv/minecraft", "ext4", MNG_SRV, 731_245_371_392),
    ]}, MNG, age=30, args={"path": "/srv/minecraft/world"}),
    item("e5", "linux_file_changes", {"root": "/srv/minecraft/world", "since": "2026-11-21T20:14:30+10:30", "files": [
        {"path": "/srv/minecraft/world/level.dat", "mtime": "2026-11-21T20:44:12+10:30", "size_bytes": 5_312},
        {"path": "/srv/minecraft/world/region/r.0.0.mca", "mtime": "2026-11-21T20:44:10+10:30",
         "size_bytes": 12_582_912},
        {"path": "/srv/minecraft/world/region/r.-1.0.mca", "mtime": "2026-11-21T20:44:10+10:30",
         "size_bytes": 9_437_184},
        {"path": "/srv/minecraft/world/region/r.3.-2.mca", "mtime": "2026-11-21T20:44:11+10:30",
         "size_bytes": 25_165_824},
        {"path": "/srv/minecraft/world/playerdata/5f1c9e02-7a4b-4d1e-9c3a-2b8d6e0f1a47.dat",
         "mtime": "2026-11-21T20:39:03+10:30", "size_bytes": 4_311},
        {"path": "/srv/minecraft/world/stats/5f1c9e02-7a4b-4d1e-9c3a-2b8d6e0f1a47.json",
         "mtime": "2026-11-21T20:39:03+10:30", "size_bytes": 6_820},
    ]}, MNG, age=30, args={"root": "/srv/minecraft/world", "since_minutes": 30, "limit": 10}),
    item("e6", "linux_system_info",
         system_info(31.6, [3.84, 3.61, 3.22], 1_164_680, "2026-11-08T09:13:40+10:30", MNG_MEM, 11_489_525_760,
                     4 * GiB, 256 * MiB), MNG, age=30),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp4s0", "rx_bytes_per_s": 412_300, "tx_bytes_per_s": 2_914_600},
        {"name": "lo", "rx_bytes_per_s": 18_400, "tx_bytes_per_s": 18_400},
    ]}, MNG, age=780, args={"interval_seconds": 1.0}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp4s0", "mac": "d8:5e:d3:41:0a:9c", "addresses": ["192.168.1.50/24"],
                        "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 702, "sshd"),
            listener(25565, "0.0.0.0", 2211, "java"),
            listener(25575, "127.0.0.1", 2211, "java"),
            listener(8100, "0.0.0.0", 2211, "java"),
            listener(9100, "0.0.0.0", 1377, "prometheus-node"),
        ],
        "connections": [
            connection("192.168.1.50:25565", "203.0.113.17:53144", 2211, "java"),
            connection("192.168.1.50:25565", "198.51.100.203:61022", 2211, "java"),
            connection("192.168.1.50:25565", "192.0.2.81:49811", 2211, "java"),
            connection("192.168.1.50:25565", "192.168.1.34:50877", 2211, "java"),
            connection("192.168.1.50:22", "192.168.1.20:51544", 30012, "sshd"),
            connection("192.168.1.50:9100", "192.168.1.5:44210", 1377, "prometheus-node"),
        ]}, MNG, age=25),
    item("e9", "linux_file_read", {"path": "/srv/minecraft/server.properties", "offset": 0, "limit": 100,
                                   "total_lines": 12, "lines": [
        "#Minecraft server properties", "#Sat Nov 21 20:40:11 ACDT 2026", "enable-rcon=true", "gamemode=survival",
        "max-players=12", "motd=Mango SMP", "online-mode=true", "rcon.port=25575", "server-port=25565",
        "view-distance=10", "simulation-distance=8", "white-list=true"]},
         MNG, age=25, args={"path": "/srv/minecraft/server.properties"}),
]

mango_answers = [
    {"q": "How much RAM is the Minecraft server using?", "ev": ["e2", "e6"],
     "a": "Here is a summary of the memory usage of the Minecraft server on mango.\n\n"
          "**1. Java process**\n"
          "- [[s:The server runs as a `java` process (PID 2211) under the `mc` user]].\n"
          "- [[s:It uses about 18.4 GiB of RAM]], which is [[s:roughly 59% of the system memory]].\n"
          "- [[c:The heap is fixed at 16 GB with `-Xms16G -Xmx16G`]], and [[u:the extra ~2 GiB above the heap is "
          "used by metaspace and native buffers]].\n\n"
          "**2. System memory**\n"
          "- [[s:The machine has 32 GB of RAM]], of which [[s:about 10.7 GiB is still available]].\n"
          "- [[c:Overall memory usage is about 72%]].\n"
          "\n"
          "Please note that [[c:the Java process has been running for about 3 days]], so memory usage may grow "
          "further as more chunks are loaded.\n\n"
          "If you need further help, please let me know."},

    {"q": "Is the server running inside a screen session?", "ev": ["e3", "e2"],
     "a": "Here is a summary of the screen session on mango.\n\n"
          "**1. Screen session**\n"
          "- [[s:Yes, there is a detached `screen` session named `minecraft`]].\n"
          "- [[s:It is owned by the `mc` user]] and [[s:has PID 2198]].\n"
          "- [[s:It was started on 19 November at 16:02 ACDT]] ([[c:06:02 UTC]]).\n"
          "- [[s:The session runs `./start.sh`]], which means [[u:the server will be restarted automatically if "
          "it crashes]].\n\n"
          "**2. Relation to the Java process**\n"
          "- [[s:The Java server (PID 2211) started three seconds after the screen session]], which means it was "
          "launched from it.\n"
          "- [[c:There are two screen sessions on the system]], so please make sure you attach to the right one.\n\n"
          "You can attach to it as the `mc` user:\n"
          "```\nsudo -u mc screen -r minecraft\n```\n\n"
          "If you need further help, feel free to ask."},

    {"q": "How big is the world and how much disk space is left?", "ev": ["e4", "e5"],
     "a": "Here is a summary of the disk usage for the Minecraft world.\n\n"
          "**1. Filesystem**\n"
          "- [[s:The world is stored on `/dev/sda1`, which is mounted at `/srv/minecraft`]].\n"
          "- [[s:The disk is about 983 GB in total]] and [[c:about 68% of it is used]], which means "
          "[[s:roughly 252 GB is still free]].\n\n"
          "**2. Recently changed world files**\n"
          "- [[s:`level.dat` was written at 20:44]], which means [[u:the last autosave completed successfully]].\n"
          "- [[c:Four region files were changed in the last 30 minutes]].\n"
          "- [[c:The largest of them is `r.0.0.mca` at about 12 MB]].\n"
          "\n"
          "Please note that [[u:the world directory itself takes up about 40 GB]], so there is plenty of room "
          "for growth.\n\n"
          "To check the exact size of the world folder, you can run:\n"
          "```\ndu -sh /srv/minecraft/world\n```\n\n"
          "If you need further help, please let me know."},

    {"q": "Who is playing right now?", "ev": ["e8", "e9"],
     "a": "Here is a summary of the current player connections on mango.\n\n"
          "**1. Connected players**\n"
          "- [[s:There are four connections to the game port 25565]], from [[s:203.0.113.17]], "
          "[[s:198.51.100.203]], [[c:192.0.2.44]] and [[s:192.168.1.34]].\n"
          "- [[s:The server allows up to 12 players]], which means [[c:it is currently at half capacity]].\n\n"
          "**2. Access control**\n"
          "- [[s:The whitelist is enabled]], which means [[u:all four players are on the whitelist]].\n"
          "- [[s:RCON is enabled on port 25575]], and [[s:it only listens on 127.0.0.1]].\n\n"
          "**3. Exposure**\n"
          "- [[c:Only ports 25565 and 22 are open to the network]].\n\n"
          "If you need further help, feel free to ask."},

    {"q": "Players are complaining about lag. Is the network busy?", "ev": ["e7", "e6"],
     "a": "Here is a summary of the network and system load on mango.\n\n"
          "**1. Network traffic**\n"
          "- [[t:The server is sending about 2.9 MB/s]] and [[t:receiving about 0.4 MB/s on `enp4s0`]], which "
          "means [[u:the upload bandwidth is not the bottleneck]].\n"
          "- [[t:Outgoing traffic is about seven times the incoming traffic]], which is normal for a game server.\n\n"
          "**2. CPU and load**\n"
          "- [[s:CPU usage is about 32%]].\n"
          "- [[s:The load averages are 3.84, 3.61 and 3.22]], which means [[c:the load has been falling over the "
          "last 15 minutes]].\n\n"
          "Please note that [[u:lag on Minecraft servers is usually caused by the main thread's tick time rather "
          "than the network]]. You can check it in-game with:\n"
          "```\n/mspt\n/spark tps\n```\n\n"
          "If you need further help, please let me know."},

    {"q": "What OS and Java version is mango running?", "ev": ["e1"],
     "a": "Here is a summary of the system information for mango.\n\n"
          "**1. Operating system**\n"
          "- [[s:Debian 12 (bookworm)]] with [[s:kernel 6.1.0-27-amd64]].\n"
          "- [[s:The CPU is an AMD Ryzen 5 5600X with 6 cores and 12 threads]].\n\n"
          "**2. Java**\n"
          "- [[s:The Temurin 21 JRE (21.0.5) is installed]], and [[c:it is the only Java runtime on the system]].\n"
          "- [[u:The Minecraft server is started with Java 21]].\n"
          "- [[c:OpenJDK 17 is at version 17.0.12]].\n\n"
          "**3. Storage and accounts**\n"
          "- [[s:The Minecraft data lives on a separate disk mounted at `/srv/minecraft`]], and "
          "[[c:that disk is 1 TiB in size]].\n"
          "\n"
          "If you need further help, feel free to ask."},

    {"q": "Quick health check of mango, please, with sources.", "ev": ["e6", "e2", "e8"],
     "a": "Here is a summary of mango's current health.\n\n"
          "**1. System**\n"
          "- [[s:The uptime is about 13 days]] ([[s:since 8 November]]) [e6].\n"
          "\n"
          "**2. Minecraft server**\n"
          "- [[s:The Java process is the largest memory user]] [e2], [[s:using 187.5% CPU]] [e2].\n"
          "- [[u:It is listening on port 25565]] [e2].\n"
          "- [[s:Four players are connected]] [e8].\n\n"
          "**3. Other processes**\n"
          "- [[c:No other process uses more than 50 MiB of memory]] [e2].\n"
          "- [[c:The node exporter is the second-largest memory user]] [e2].\n\n"
          "Overall, the server looks healthy. If you need further help, please let me know."},
]

# ---------------------------------------------------------------------------------------------------------
# papaya — openSUSE Tumbleweed developer box with Podman
# ---------------------------------------------------------------------------------------------------------
PAP = Clock("2026-11-10T10:05:00+10:30")
PAP_MEM = 33_362_837_504
PAP_ROOT = 1_022_797_578_240

papaya_evidence = [
    steady("e1", PAP, age=1800,
           hostname="papaya", os_name="openSUSE Tumbleweed", os_version="20261104", os_codename=None,
           kernel="6.11.6-1-default", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=PAP_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": PAP_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": PAP_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "wlp1s0", "mac": "a8:3b:76:1e:44:d2", "addresses": ["192.168.0.42/24"],
                                "is_up": True}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"kernel-default": "6.11.8-1.1", "podman": "5.2.5-1.1", "zypper": "1.14.77-1.1",
                               "systemd": "256.8-1.1", "Mesa": "24.2.6-1.1", "python313": "3.13.0-1.1",
                               "snapper": "0.12.0-1.1", "MozillaFirefox": "132.0.1-1.1"},
           available_services=["sshd.service", "NetworkManager.service", "snapper-timeline.timer",
                               "podman.socket", "firewalld.service"],
           users=[{"name": "dana", "uid": 1000, "gid": 100, "home": "/home/dana", "shell": "/usr/bin/zsh"},
                  {"name": "ci-runner", "uid": 1001, "gid": 100, "home": "/home/ci-runner", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 497, "members": ["dana"]},
                   {"name": "users", "gid": 100, "members": ["dana", "ci-runner"]},
                   {"name": "libvirt", "gid": 476, "members": ["dana"]}],
           stale_sources=["users", "groups"]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("3f9a1c0e2b7d", "pg", "docker.io/library/postgres:16.4", "running", "Up 3 days",
            "2026-11-07T09:20:11+10:30", ["127.0.0.1:5432->5432/tcp"]),
        box("a81d44e09c12", "web", "localhost/devapp:latest", "running", "Up 2 hours",
            "2026-11-10T07:58:40+10:30", ["0.0.0.0:8080->8000/tcp"]),
        box("c0e7b2d91f45", "worker", "localhost/devapp-worker:latest", "restarting", "Restarting (1) 14 seconds ago",
            "2026-11-10T07:58:42+10:30"),
        box("5d2e8f1a6b30", "redis", "docker.io/library/redis:7.4", "running", "Up 3 days",
            "2026-11-07T09:20:13+10:30", ["127.0.0.1:6379->6379/tcp"]),
        box("9b7c3e5f0d21", "mailpit", "docker.io/axllent/mailpit:v1.21", "exited", "Exited (0) 2 days ago",
            "2026-11-05T14:11:02+10:30"),
    ]}, PAP, age=30, args={"all": True}),
    item("e3", "linux_package_history", {"events": [
        package_event("2026-10-30T19:22:05+10:30", "upgrade", "kernel-default", "6.11.5-1.1", "6.11.6-1.1"),
        package_event("2026-10-30T19:22:05+10:30", "upgrade", "systemd", "256.7-1.1", "256.7-2.1"),
        package_event("2026-11-06T21:14:37+10:30", "upgrade", "kernel-default", "6.11.6-1.1", "6.11.8-1.1"),
        package_event("2026-11-06T21:14:37+10:30", "upgrade", "Mesa", "24.2.5-1.1", "24.2.6-1.1"),
        package_event("2026-11-06T21:14:38+10:30", "upgrade", "podman", "5.2.4-1.1", "5.2.5-1.1"),
        package_event("2026-11-06T21:14:38+10:30", "upgrade", "systemd", "256.7-2.1", "256.8-1.1"),
        package_event("2026-11-06T21:14:39+10:30", "install", "python313", None, "3.13.0-1.1"),
        package_event("2026-11-06T21:14:39+10:30", "remove", "python310", "3.10.15-1.1", None),
    ]}, PAP, age=45, args={"since_days": 14}),
    item("e4", "linux_system_info",
         system_info(27.9, [2.95, 2.10, 1.62], 780_775, "2026-11-01T09:12:05+10:30", PAP_MEM, 15_930_000_000,
                     2 * GiB, 0), PAP, age=20),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-10T09:51:02+10:30", "user@1000.service", "info",
                  "worker[47102]: Starting devapp worker (queue=default, concurrency=4)"),
        log_entry("2026-11-10T09:51:03+10:30", "user@1000.service", "err",
                  "worker[47102]: redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. "
                  "Connection refused."),
        log_entry("2026-11-10T09:51:04+10:30", "user@1000.service", "info",
                  "podman[47130]: container died c0e7b2d91f45 (image=localhost/devapp-worker:latest, name=worker)"),
        log_entry("2026-11-10T09:57:38+10:30", "user@1000.service", "info",
                  "worker[47655]: Starting devapp worker (queue=default, concurrency=4)"),
        log_entry("2026-11-10T09:57:39+10:30", "user@1000.service", "err",
                  "worker[47655]: redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. "
                  "Connection refused."),
        log_entry("2026-11-10T09:57:40+10:30", "user@1000.service", "info",
                  "podman[47681]: container died c0e7b2d91f45 (image=localhost/devapp-worker:latest, name=worker)"),
        log_entry("2026-11-10T10:04:14+10:30", "user@1000.service", "info",
                  "worker[48210]: Starting devapp worker (queue=default, concurrency=4)"),
        log_entry("2026-11-10T10:04:15+10:30", "user@1000.service", "err",
                  "worker[48210]: redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. "
                  "Connection refused."),
        log_entry("2026-11-10T10:04:16+10:30", "user@1000.service", "info",
                  "podman[48233]: container died c0e7b2d91f45 (image=localhost/devapp-worker:latest, name=worker)"),
    ]}, PAP, age=20, args={"grep": "worker", "since_minutes": 30, "limit": 20}),
    item("e6", "linux_processes", processes(412, PAP_MEM, [
        (51102, "node", "dana", 88.4, 1240 * MiB, "2026-11-10T09:41:15+10:30",
         "node /home/dana/src/devapp/frontend/node_modules/.bin/vite --port 5173"),
        (3120, "plasmashell", "dana", 12.2, 640 * MiB, "2026-11-01T09:13:02+10:30", "/usr/bin/plasmashell --no-respawn"),
        (48510, "postgres", "100998", 9.6, 210 * MiB, "2026-11-10T09:44:51+10:30",
         "postgres: devapp devapp 10.88.0.1(44812) SELECT"),
        (2874, "firefox", "dana", 7.8, 2310 * MiB, "2026-11-01T09:15:40+10:30", "/usr/lib64/firefox/firefox"),
        (48402, "conmon", "dana", 3.1, 2 * MiB, "2026-11-10T07:58:42+10:30",
         "/usr/bin/conmon --api-version 1 -c c0e7b2d91f45 -u c0e7b2d91f45 -n worker"),
        (1422, "kwin_wayland", "dana", 2.7, 180 * MiB, "2026-11-01T09:12:58+10:30", "/usr/bin/kwin_wayland --xwayland"),
    ]), PAP, age=25, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", PAP_ROOT, 688_000_000_000),
        fs("/dev/nvme0n1p2", "/home", "btrfs", PAP_ROOT, 688_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
    ]}, PAP, age=1500),
]

papaya_answers = [
    {"q": "Which containers are running on papaya?", "ev": ["e2"],
     "a": "Here is a summary of the Podman containers on papaya.\n\n"
          "**1. Running containers**\n"
          "- [[s:`pg` (postgres:16.4) is running]] and [[s:has been up for 3 days]].\n"
          "- [[s:`web` (localhost/devapp:latest) has been up for about 2 hours]] and "
          "[[c:is reachable on port 8000 from other machines]].\n"
          "- [[s:`redis` (redis:7.4) is running]].\n\n"
          "**2. Containers with problems**\n"
          "- [[s:`worker` is restarting]], which means [[u:it has already crashed more than 30 times]].\n"
          "- [[c:`mailpit` exited with code 1]], which means it stopped because of an error.\n\n"
          "**3. Summary**\n"
          "[[c:Four of the five containers are running]].\n\n"
          "Please note that [[u:rootless containers stop when you log out]] unless lingering is enabled:\n"
          "```\nloginctl enable-linger dana\n```\n\n"
          "If you need further help, please let me know."},

    {"q": "Why does the worker container keep restarting?", "ev": ["e2", "e5"],
     "a": "Here is a summary of why the `worker` container keeps restarting.\n\n"
          "**1. What the logs show**\n"
          "- [[s:The worker starts with a concurrency of 4]] and [[s:then fails to connect to `localhost:6379`]] "
          "with [[s:\"Connection refused\"]], which means it cannot reach Redis.\n"
          "- [[s:The container then dies]], and [[c:this happens about every 2 minutes]].\n"
          "- [[s:The last failure was at 10:04:15 ACDT]] ([[c:00:04 UTC]]).\n\n"
          "**2. Likely cause**\n"
          "- [[s:Redis itself is running]] and [[s:publishes 127.0.0.1:6379 on the host]], but inside the worker "
          "container `localhost` refers to the container itself, which means [[u:the two containers are not "
          "attached to the same Podman network]].\n"
          "\n"
          "**3. Suggested fix**\n"
          "```\npodman network create devnet\npodman network connect devnet redis\n"
          "podman network connect devnet worker\n```\n"
          "Then set the Redis host of the worker to `redis` instead of `localhost`.\n\n"
          "If you need further help, feel free to ask."},

    {"q": "Do I need to reboot after the last zypper dup?", "ev": ["e1", "e3", "e4"],
     "a": "Here is a summary of the kernel status on papaya.\n\n"
          "**1. Kernel versions**\n"
          "- [[s:The running kernel is 6.11.6-1-default]].\n"
          "- [[s:The last `zypper dup` on 6 November upgraded kernel-default to 6.11.8-1.1]], which means "
          "[[s:the installed kernel is newer than the one running]].\n"
          "- The update ran on 6 November at [[c:21:14 UTC]].\n"
          "- [[c:The system was last booted on 6 November]], and [[s:it has been up for about 9 days]].\n\n"
          "**2. Other updated components**\n"
          "- [[c:systemd was updated to 256.9]].\n\n"
          "**3. Recommendation**\n"
          "Yes, a reboot is recommended so that the new kernel and systemd are used. Please note that "
          "[[u:Tumbleweed keeps the previous kernel as a fallback]], so you can select it in the boot menu if "
          "something goes wrong.\n\n"
          "If you need further help, please let me know."},

    {"q": "What did the last snapshot update change?", "ev": ["e3"],
     "a": "Here is a summary of the changes from the recent Tumbleweed updates.\n\n"
          "**1. 6 November update**\n"
          "- [[s:Mesa went from 24.2.5 to 24.2.6]].\n"
          "- [[s:Python 3.13 was newly installed]] and [[s:Python 3.10 was removed]].\n"
          "- [[c:Podman was upgraded from 5.2.3]] to 5.2.5.\n"
          "- [[s:There were six package changes in total]] in this update.\n\n"
          "**2. 30 October update**\n"
          "- [[s:The kernel moved from 6.11.5 to 6.11.6]] [[s:on 30 October]].\n"
          "- [[c:Mesa was also upgraded in that update]].\n"
          "- [[u:That update corresponds to snapshot 20261028]].\n\n"
          "Please note that [[c:no packages were removed in the last two weeks]], so nothing should be missing "
          "from your development environment.\n\n"
          "If you need further help, feel free to ask."},

    {"q": "Who has accounts on papaya, and am I in wheel?", "ev": ["e1"],
     "extra": [user("u1", "I'm dana. I think ci-runner can use sudo too?", PAP, age=60)],
     "a": "Here is a summary of the user accounts on papaya.\n\n"
          "**1. Users**\n"
          "- [[t:There are two regular accounts, `dana` (UID 1000) and `ci-runner` (UID 1001)]].\n"
          "- [[t:`dana` uses zsh as the login shell]], while [[t:`ci-runner` uses bash]].\n\n"
          "**2. Groups**\n"
          "- [[t:Yes, you (`dana`) are in the `wheel` group]], which means you can use sudo.\n"
          "- [[t:`ci-runner` is not in `wheel`]], so it does not get sudo through that group.\n\n"
          "**3. System**\n"
          "- [[s:The machine is `papaya` running openSUSE Tumbleweed]] ([[s:snapshot 20261104]]).\n\n"
          "If you need further help, please let me know."},

    {"q": "What is using the CPU on papaya?", "ev": ["e6", "e4"],
     "a": "Here is a summary of the CPU usage on papaya.\n\n"
          "**1. Overall**\n"
          "- [[s:CPU usage is about 28%]], and [[s:the 1-minute load average is 2.95]].\n"
          "- [[c:There are 421 processes]].\n\n"
          "**2. Top processes**\n"
          "1. [[s:A `node` process running Vite (PID 51102) uses 88.4%]], which means "
          "[[u:a file watcher is probably rebuilding in a loop]].\n"
          "2. [[c:`firefox` is second at 12.2%]].\n"
          "3. [[s:The PostgreSQL backend (PID 48510) uses about 10%]].\n"
          "\n"
          "**3. Memory**\n"
          "- [[c:Firefox uses about 3.2 GB of memory]].\n"
          "- [[u:No container other than postgres is using noticeable CPU]].\n\n"
          "If you need further help, feel free to ask."},

    {"q": "How much disk space is left on papaya?", "ev": ["e7", "e1"],
     "a": "Here is a summary of the disk usage on papaya.\n\n"
          "**1. Root filesystem**\n"
          "- [[s:`/` and `/home` are on the same btrfs partition, `/dev/nvme0n1p2`]], which means they share "
          "the same free space.\n"
          "- [[s:It is about 1 TB in size]].\n"
          "- [[t:About 67% is used]], [[t:with roughly 335 GB free]].\n\n"
          "**2. EFI partition**\n"
          "- [[c:The EFI partition is 512 GB]].\n\n"
          "Please note that [[u:Snapper snapshots take up about 40 GB]] of the used space. You can check them "
          "with:\n"
          "```\nsudo snapper list\nsudo btrfs filesystem usage /\n```\n\n"
          "If you need further help, please let me know."},
]

# ---------------------------------------------------------------------------------------------------------
# guava — Rocky Linux 8 Elasticsearch data node
# ---------------------------------------------------------------------------------------------------------
GUA = Clock("2026-11-26T03:15:00+10:30")
GUA_MEM = 65_851_392_000
GUA_DATA = 1_999_844_147_200
_DTM = "[o.e.c.r.a.DiskThresholdMonitor] [guava] "
_NODE = "[Xq3vR1mWT7ablS0kOe9dYg][guava][/var/lib/elasticsearch]"

guava_evidence = [
    steady("e1", GUA, age=3600,
           hostname="guava", os_name="Rocky Linux", os_version="8.10", os_codename="Green Obsidian",
           kernel="4.18.0-553.27.1.el8_10.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=GUA_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 53_660_876_800},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/elasticsearch", "fstype": "xfs",
                   "total_bytes": GUA_DATA}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:62:18:a4", "addresses": ["10.40.8.23/22"],
                                "is_up": True}],
           dns_servers=["10.40.0.10", "10.40.0.11"], default_gateway="10.40.8.1", package_manager="rpm",
           installed_packages={"elasticsearch": "8.15.3-1", "node_exporter": "1.8.2-1.el8", "chrony": "4.5-1.el8",
                               "postfix": "2:3.5.8-7.el8", "openssh-server": "8.0p1-24.el8"},
           available_services=["elasticsearch.service", "node_exporter.service", "sshd.service", "chronyd.service",
                               "postfix.service"],
           users=[{"name": "esadmin", "uid": 1000, "gid": 1000, "home": "/home/esadmin", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["esadmin"]},
                   {"name": "elasticsearch", "gid": 986, "members": []}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 53_660_876_800, 21_998_000_000),
        fs("/dev/nvme0n1p1", "/boot", "xfs", 1_063_256_064, 372_000_000),
        fs("/dev/nvme1n1", "/var/lib/elasticsearch", "xfs", GUA_DATA, 1_913_850_000_000),
    ]}, GUA, age=20),
    item("e3", "linux_recent_logs", {"source": "file", "unit": "elasticsearch.service",
                                     "path": "/var/log/elasticsearch/es-logs-prod.log", "entries": [
        log_entry("2026-11-26T02:18:44+10:30", "elasticsearch.service", "warning",
                  _DTM + "high disk watermark [90%] exceeded on " + _NODE + " free: 116.9gb[6.3%], shards will be "
                  "relocated away from this node; currently relocating away shards totalling [0b] bytes; the node "
                  "is expected to continue to exceed the high disk watermark when these relocations are complete"),
        log_entry("2026-11-26T02:49:12+10:30", "elasticsearch.service", "warning",
                  _DTM + "flood stage disk watermark [95%] exceeded on " + _NODE + " free: 91.4gb[4.9%], all "
                  "indices on this node will be marked read-only"),
        log_entry("2026-11-26T02:49:40+10:30", "elasticsearch.service", "err",
                  "[o.e.x.i.IndexLifecycleRunner] [guava] policy [logs-30d] for index [logs-app-000031] failed on "
                  "step [{\"phase\":\"hot\",\"action\":\"rollover\",\"name\":\"attempt-rollover\"}]. "
                  "Moving to ERROR step"),
        log_entry("2026-11-26T03:04:31+10:30", "elasticsearch.service", "warning",
                  _DTM + "flood stage disk watermark [95%] exceeded on " + _NODE + " free: 80gb[4.3%], all "
                  "indices on this node will be marked read-only"),
    ]}, GUA, age=30, args={"unit": "elasticsearch.service", "since_minutes": 90, "grep": "watermark|ERROR"}),
    item("e4", "linux_processes", processes(243, GUA_MEM, [
        (1544, "java", "elasticsearch", 142.3, 35_648_228_556, "2026-11-12T11:40:22+10:30",
         "/usr/share/elasticsearch/jdk/bin/java -Des.networkaddress.cache.ttl=60 -Xms31g -Xmx31g -XX:+UseG1GC "
         "-Djava.io.tmpdir=/tmp/elasticsearch-4216 -Des.path.home=/usr/share/elasticsearch "
         "-Des.path.conf=/etc/elasticsearch --module-path /usr/share/elasticsearch/lib "
         "-m org.elasticsearch.server/org.elasticsearch.bootstrap.Elasticsearch"),
        (1502, "java", "elasticsearch", 0.0, 88 * MiB, "2026-11-12T11:40:19+10:30",
         "/usr/share/elasticsearch/jdk/bin/java -Xms4m -Xmx64m -XX:+UseSerialGC "
         "-Dcli.name=server -Dcli.script=/usr/share/elasticsearch/bin/elasticsearch "
         "-cp /usr/share/elasticsearch/lib/*:/usr/share/elasticsearch/lib/cli-launcher/* "
         "org.elasticsearch.launcher.CliToolLauncher -p /var/run/elasticsearch/elasticsearch.pid --quiet"),
    ]), GUA, age=30, args={"name": "java", "sort": "memory"}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:62:18:a4", "addresses": ["10.40.8.23/22"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"),
            listener(25, "127.0.0.1", 1388, "master"),
            listener(9100, "0.0.0.0", 1102, "node_exporter"),
            listener(9200, "10.40.8.23", 1544, "java"),
            listener(9300, "10.40.8.23", 1544, "java"),
            listener(323, "127.0.0.1", 980, "chronyd", proto="udp"),
        ],
        "connections": [
            connection("10.40.8.23:9300", "10.40.8.21:38812", 1544, "java"),
            connection("10.40.8.23:51220", "10.40.8.22:9300", 1544, "java"),
            connection("10.40.8.23:51234", "10.40.8.24:9300", 1544, "java"),
            connection("10.40.8.23:9200", "10.40.9.5:60122", 1544, "java"),
            connection("10.40.8.23:22", "10.40.1.14:55012", 30411, "sshd"),
        ]}, GUA, age=25),
    item("e6", "linux_system_info",
         system_info(64.2, [9.84, 8.77, 7.12], 1_178_470, "2026-11-12T11:38:50+10:30", GUA_MEM, 28_990_000_000,
                     0, 0), GUA, age=900),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 61_400_000, "write_bytes_per_s": 2_900_000, "busy_percent": 42.5},
        {"device": "nvme0n1", "read_bytes_per_s": 0, "write_bytes_per_s": 410_000, "busy_percent": 1.2},
    ]}, GUA, age=20, args={"interval_seconds": 1.0}),
    item("e8", "linux_service_status",
         unit("elasticsearch.service", "active", "running", pid=1502, since="2026-11-12T11:40:41+10:30",
              desc="Elasticsearch"), GUA, age=25, args={"name": "elasticsearch"}),
    item("e9", "linux_file_changes", {"root": "/var/lib/elasticsearch", "since": "2026-11-26T02:15:00+10:30",
                                      "files": []}, GUA, age=20,
         args={"root": "/var/lib/elasticsearch", "since_minutes": 60, "limit": 50}, complete=False,
         error="permission denied: /var/lib/elasticsearch/indices"),
]

guava_answers = [
    {"q": "Why did indexing stop on guava?", "ev": ["e2", "e3"],
     "a": "Here is a summary of why indexing stopped on guava.\n\n"
          "**1. Disk watermark**\n"
          "- [[s:The Elasticsearch data disk `/var/lib/elasticsearch` is 95.7% full]], which means "
          "[[s:it is above the 95% flood-stage watermark]].\n"
          "- [[s:Elasticsearch logged the first flood-stage warning at 02:49 ACDT]] ([[c:15:49 UTC]]).\n"
          "- [[s:After that, all indices on this node were marked read-only]], which means new documents can no "
          "longer be written.\n"
          "- [[c:The high watermark is set to 85%]], and it [[s:was exceeded first, at 02:18]].\n\n"
          "**2. Effects**\n"
          "- [[s:The ILM rollover for `logs-app-000031` failed]] [[u:because the new index could not be created "
          "on the full disk]].\n"
          "- [[c:About 117 GB is free at the moment]].\n\n"
          "After freeing space, you may need to remove the read-only block manually:\n"
          "```\ncurl -X PUT 'http://10.40.8.23:9200/_all/_settings' -H 'Content-Type: application/json' "
          "-d '{\"index.blocks.read_only_allow_delete\": null}'\n```\n\n"
          "If you need further help, please let me know."},

    {"q": "How much space is left on the data disk?", "ev": ["e2", "e1"],
     "a": "Here is a summary of the disk usage on guava.\n\n"
          "**1. Data disk**\n"
          "- [[s:`/dev/nvme1n1` is mounted at `/var/lib/elasticsearch`]] and [[s:is formatted as XFS]].\n"
          "- [[c:Its total size is 2 TiB]], of which [[s:about 1.91 TB is used]].\n"
          "- [[s:About 80 GiB is free]] ([[s:4.3%]]), which means the node is below the flood-stage limit of free "
          "space.\n\n"
          "**2. System disks**\n"
          "- [[s:The root filesystem is only 41% used]], [[c:with about 41 GB free]].\n"
          "\n"
          "Please note that [[u:the data disk grows by about 20 GB per day]], so the problem will return quickly "
          "unless old indices are deleted.\n\n"
          "If you need further help, feel free to ask."},

    {"q": "How much memory is Elasticsearch using?", "ev": ["e4", "e1", "e6"],
     "a": "Here is a summary of Elasticsearch's memory usage on guava.\n\n"
          "**1. Elasticsearch process**\n"
          "- [[s:The main Elasticsearch JVM is PID 1544]], running as [[s:the `elasticsearch` user]].\n"
          "- [[s:Its heap is set to 31 GB (`-Xms31g -Xmx31g`)]], which means [[u:compressed object pointers are "
          "still enabled]].\n"
          "- [[s:It uses about 33 GiB of resident memory]] ([[c:about 45% of RAM]]).\n"
          "- [[c:The second Java process, PID 1502, uses about 880 MiB]].\n\n"
          "**2. System memory**\n"
          "- [[s:The server has 64 GB of RAM]].\n"
          "- [[t:About 29 GB is available]], and [[t:there is no swap configured]], which is the recommended "
          "setup for Elasticsearch.\n"
          "- [[t:CPU usage is around 64%]].\n\n"
          "If you need further help, please let me know."},

    {"q": "Are ports 9200 and 9300 open? Can the other nodes reach guava?", "ev": ["e5"],
     "a": "Here is a summary of the network listeners and connections on guava.\n\n"
          "**1. Elasticsearch ports**\n"
          "- [[s:Port 9200 (HTTP) is listening on 10.40.8.23]], and [[s:port 9300 (transport) is also listening on "
          "10.40.8.23]], [[s:both owned by PID 1544]].\n"
          "- [[c:They are bound to all interfaces (0.0.0.0)]], which means they are reachable from every network.\n\n"
          "**2. Cluster connections**\n"
          "- [[s:There are transport connections to 10.40.8.21, 10.40.8.22 and 10.40.8.24]], which means "
          "[[u:the node is still part of a healthy cluster]].\n"
          "- [[c:One HTTP client (10.40.9.15) is connected to port 9200]].\n"
          "- [[c:There are two SSH sessions open]].\n\n"
          "**3. Other listeners**\n"
          "- [[s:SSH listens on port 22]].\n"
          "- [[c:Postfix listens on 0.0.0.0:25]].\n"
          "\n"
          "If you need further help, feel free to ask."},

    {"q": "Is the disk busy right now?", "ev": ["e7"],
     "a": "Here is a summary of the disk I/O on guava.\n\n"
          "**1. Data disk (`nvme1n1`)**\n"
          "- [[s:Reads are about 61 MB/s]], and [[c:writes are about 29 MB/s]].\n"
          "- [[s:The disk is about 43% busy]], which means it still has spare capacity.\n"
          "- Since reads are much higher than writes, [[u:the node is most likely relocating shards away]].\n\n"
          "**2. System disk (`nvme0n1`)**\n"
          "- [[s:`nvme0n1` is almost idle]].\n"
          "- [[c:The data disk is the only device with any write activity]].\n\n"
          
          "If you need further help, please let me know."},

    {"q": "Is the elasticsearch service healthy? When did it start?", "ev": ["e8", "e3", "e9"],
     "extra": [user("u1", "We restarted elasticsearch yesterday evening after changing the heap size.", GUA,
                    age=120)],
     "a": "Here is a summary of the Elasticsearch service on guava.\n\n"
          "**1. Service status**\n"
          "- [[s:`elasticsearch.service` is active (running)]] and [[s:enabled]].\n"
          "- [[s:Its main PID is 1502]].\n"
          "- [[s:It has been running since 12 November at 11:40 ACDT]] ([[s:01:10 UTC]]). "
          "[[c:This matches the restart you did yesterday evening]].\n\n"
          "**2. Log health**\n"
          "- [[s:The log shows an ILM error for the `logs-30d` policy]].\n\n"
          "**3. Data directory**\n"
          "- [[s:I could not check recent changes in `/var/lib/elasticsearch`]] because [[s:access was denied]].\n"
          "- However, [[u:the shard files appear to be intact]].\n\n"
          "If you need further help, feel free to ask."},

    {"q": "Give me an overall summary of guava, with sources.", "ev": ["e1", "e2", "e5", "e6"],
     "a": "Here is a summary of guava's overall state.\n\n"
          "**1. System**\n"
          "- [[s:Rocky Linux 8.10]] with [[s:kernel 4.18.0-553.27.1]] [e1].\n"
          "- [[t:The 1-minute load average is 9.84]] [e6], and [[t:the system has been up for about 13 days]] [e6].\n\n"
          "**2. Storage**\n"
          "- [[s:The data disk is 95.7% full]] [e2], which is the most urgent problem.\n"
          "- [[u:The root filesystem is 41% used]] [e5].\n\n"
          "**3. Elasticsearch**\n"
          "- [[s:It listens on ports 9200 and 9300]] [e5].\n"
          "- [[c:Elasticsearch 8.15.1 is installed]] [e1].\n"
          "\n"
          "If you need further help, please let me know."},
]

# ---------------------------------------------------------------------------------------------------------
# lychee — k3s cluster of three Raspberry Pi nodes
# ---------------------------------------------------------------------------------------------------------
LYC = Clock("2026-11-14T16:30:00+10:30")
LYC_MEM = 8_245_338_112


def pi_node(name: str, version: str, mem_ki: int, kernel: str, pressure: bool = False, control: bool = False) -> dict:
    labels = {"kubernetes.io/arch": "arm64", "kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control:
        labels.update({"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"})
    spec = {"podCIDR": f"10.42.{ {'lychee': 0, 'lychee-w1': 1, 'lychee-w2': 2}[name] }.0/24"}
    if pressure:
        spec["taints"] = [{"key": "node.kubernetes.io/memory-pressure", "effect": "NoSchedule"}]
    return {"kind": "Node", "metadata": {"name": name, "labels": labels}, "spec": spec,
            "status": {"conditions": [
                {"type": "MemoryPressure", "status": "True" if pressure else "False",
                 "reason": "KubeletHasInsufficientMemory" if pressure else "KubeletHasSufficientMemory"},
                {"type": "DiskPressure", "status": "False", "reason": "KubeletHasNoDiskPressure"},
                {"type": "PIDPressure", "status": "False", "reason": "KubeletHasSufficientPID"},
                {"type": "Ready", "status": "True", "reason": "KubeletReady"}],
                "capacity": {"cpu": "4", "memory": f"{mem_ki}Ki", "pods": "110"},
                "nodeInfo": {"kubeletVersion": version, "architecture": "arm64", "kernelVersion": kernel,
                             "osImage": "Ubuntu 24.04.1 LTS", "containerRuntimeVersion": "containerd://1.7.22-k3s1"}}}


_EVICT_MSG = ("The node was low on resource: memory. Threshold quantity: 100Mi, available: 87296Ki. Container "
              "nextcloud was using 1843200Ki, request is 512Mi, has larger consumption of memory.")
_SCHED_MSG = ("0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/memory-pressure: }, "
              "2 Insufficient memory. preemption: 0/3 nodes are available: 1 Preemption is not helpful for "
              "scheduling, 2 No preemption victims found for incoming pod.")

lychee_evidence = [
    steady("e1", LYC, age=3600,
           hostname="lychee", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-1013-raspi", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=LYC_MEM,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 127_865_454_592},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:0a:51:e3", "addresses": ["192.168.1.60/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "4e:2a:9b:10:c3:77", "addresses": ["10.42.0.1/24"],
                                "is_up": True},
                               {"name": "flannel.1", "mac": "b6:81:0e:54:2f:19", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5", "nfs-common": "1:2.6.4-3ubuntu5",
                               "linux-image-6.8.0-1013-raspi": "6.8.0-1013.14", "openssh-server": "1:9.6p1-3ubuntu13.5"},
           available_services=["k3s.service", "ssh.service", "iscsid.service", "systemd-timesyncd.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "ubuntu"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pi_node("lychee", "v1.31.2+k3s1", 8_049_300, "6.8.0-1013-raspi", control=True),
        pi_node("lychee-w1", "v1.31.2+k3s1", 8_049_300, "6.8.0-1013-raspi"),
        pi_node("lychee-w2", "v1.30.6+k3s1", 3_881_232, "6.8.0-1012-raspi", pressure=True),
    ]}, LYC, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-7b98449c4-x7k2m", "kube-system", "Running", "lychee", started="2026-11-08T21:32:11Z"),
        pod("local-path-provisioner-6795b5f9d8-qz9wd", "kube-system", "Running", "lychee",
            started="2026-11-08T21:32:09Z"),
        pod("metrics-server-cdcc87586-2lm8v", "kube-system", "Running", "lychee-w1", restarts=1,
            started="2026-11-09T03:10:44Z"),
        pod("traefik-d7c9c5778-bn4xp", "kube-system", "Running", "lychee-w1", started="2026-11-08T21:33:02Z"),
        pod("svclb-traefik-1c6d2f8a-4hq7r", "kube-system", "Running", "lychee", started="2026-11-08T21:33:05Z"),
        pod("svclb-traefik-1c6d2f8a-n8w2c", "kube-system", "Running", "lychee-w1", started="2026-11-08T21:33:06Z"),
        pod("svclb-traefik-1c6d2f8a-p5x9d", "kube-system", "Running", "lychee-w2", started="2026-11-08T21:33:08Z"),
        pod("homeassistant-5c8f9d7b6-tk4mn", "home", "Running", "lychee-w1", started="2026-11-10T08:21:37Z"),
        pod("pihole-6f7d8c9b5-r2j6w", "home", "Running", "lychee", started="2026-11-08T21:34:50Z"),
        pod("grafana-7d5b9c8f4-wz8kq", "home", "Running", "lychee-w2", restarts=4, started="2026-11-14T00:33:40Z"),
        {"kind": "Pod", "metadata": {"name": "nextcloud-7d9f8c6b5d-x2k4p", "namespace": "home"},
         "spec": {"nodeName": "lychee-w2"},
         "status": {"phase": "Failed", "reason": "Evicted", "message": _EVICT_MSG, "startTime": "2026-11-12T23:40:02Z",
                    "containerStatuses": [{"name": "nextcloud", "ready": False, "restartCount": 0,
                                           "state": {"terminated": {"exitCode": 137, "reason": "Error"}}}]}},
        {"kind": "Pod", "metadata": {"name": "nextcloud-7d9f8c6b5d-h6v3t", "namespace": "home"}, "spec": {},
         "status": {"phase": "Pending", "conditions": [
             {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": _SCHED_MSG}]}},
    ]}, LYC, age=30, args={"resource": "pods", "all_namespaces": True, "limit": 12}, complete=False),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        deployment("homeassistant", "home", 1, 1),
        deployment("pihole", "home", 1, 1),
        deployment("grafana", "home", 1, 1),
        deployment("nextcloud", "home", 1, 0),
        deployment("prometheus", "home", 1, 1),
    ]}, LYC, age=30, args={"resource": "deployments", "namespace": "home"}),
    item("e5", "linux_system_info",
         system_info(18.5, [1.42, 1.30, 1.18], 461_970, "2026-11-09T07:58:30+10:30", LYC_MEM, 3_420_000_000, 0, 0),
         LYC, age=720),
    item("e6", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1187, since="2026-11-09T07:59:02+10:30",
              desc="Lightweight Kubernetes"), LYC, age=25, args={"name": "k3s"}),
    item("e7", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        {"kind": "Event", "metadata": {"name": "nextcloud-7d9f8c6b5d-x2k4p.1809a3c2b1d4e5f6", "namespace": "home"},
         "involvedObject": {"kind": "Pod", "name": "nextcloud-7d9f8c6b5d-x2k4p", "namespace": "home"},
         "type": "Warning", "reason": "Evicted", "message": _EVICT_MSG, "count": 1,
         "firstTimestamp": "2026-11-14T05:22:18Z", "lastTimestamp": "2026-11-14T05:22:18Z",
         "source": {"component": "kubelet", "host": "lychee-w2"}},
        {"kind": "Event", "metadata": {"name": "nextcloud-7d9f8c6b5d-h6v3t.1809a3c2d7e81a02", "namespace": "home"},
         "involvedObject": {"kind": "Pod", "name": "nextcloud-7d9f8c6b5d-h6v3t", "namespace": "home"},
         "type": "Warning", "reason": "FailedScheduling", "message": _SCHED_MSG, "count": 9,
         "firstTimestamp": "2026-11-14T05:22:19Z", "lastTimestamp": "2026-11-14T05:59:40Z",
         "source": {"component": "default-scheduler"}},
    ]}, LYC, age=30, args={"resource": "events", "namespace": "home"}),
]

lychee_answers = [
    {"q": "Are all the nodes in the cluster healthy?", "ev": ["e2"],
     "a": "Here is a summary of the node status in the k3s cluster.\n\n"
          "**1. Node overview**\n"
          "- [[s:The cluster has three nodes]]: [[s:`lychee` (control plane)]], `lychee-w1` and `lychee-w2`.\n"
          "- [[s:All three nodes report Ready]], which means their kubelets are responding.\n"
          "- [[s:`lychee-w2` has the MemoryPressure condition set to True]], which means "
          "[[s:it has been tainted so that no new pods are scheduled on it]].\n"
          "- [[c:`lychee-w1` also shows memory pressure]].\n\n"
          "**2. Hardware**\n"
          "- [[s:All nodes are arm64]].\n"
          "- [[c:Each node has 8 GiB of memory]].\n\n"
          
          "If you need further help, please let me know."},

    {"q": "Which pods are not running?", "ev": ["e3"],
     "a": "Here is a summary of the pods that are not in the Running state.\n\n"
          "**1. Problem pods**\n"
          "- [[s:`nextcloud-7d9f8c6b5d-x2k4p` in the `home` namespace has failed]]; [[s:it was evicted]] "
          "[[s:from `lychee-w2`]].\n"
          "- [[s:`nextcloud-7d9f8c6b5d-h6v3t` is Pending]] [[c:on `lychee-w1`]].\n\n"
          "**2. Other pods**\n"
          "- [[u:All other pods in the cluster are Running]].\n"
          "- [[c:The `grafana` pod has restarted 3 times]].\n"
          "- [[c:There are 11 pods in total]], and [[u:none of them is in CrashLoopBackOff]].\n\n"
          "You can list every pod with:\n"
          "```\nkubectl get pods -A -o wide\n```\n\n"
          "If you need further help, feel free to ask."},

    {"q": "Why was nextcloud evicted?", "ev": ["e3", "e4", "e7"],
     "a": "Here is a summary of the Nextcloud eviction.\n\n"
          "**1. What happened**\n"
          "- [[s:The pod `nextcloud-7d9f8c6b5d-x2k4p` was evicted from `lychee-w2`]] [[s:at 15:52 ACDT]] "
          "([[c:05:52 UTC]]).\n"
          "- [[s:The node was low on memory]]: [[s:the container was using about 1.8 GB]], "
          "[[c:while its memory request was 1 GiB]].\n\n"
          "**2. Current state**\n"
          "- [[s:The Nextcloud deployment has 0 of 1 replicas ready]].\n"
          "- [[s:The replacement pod cannot be scheduled]] because [[s:one node has the memory-pressure taint]] "
          "and [[c:the other two nodes have insufficient CPU]].\n"
          "- [[s:The other deployments in `home` are all fully available]].\n\n"
          
          "If you need further help, please let me know."},

    {"q": "Are all nodes on the same k3s version?", "ev": ["e2", "e6"],
     "a": "Here is a summary of the k3s versions in the cluster.\n\n"
          "**1. Versions**\n"
          "- [[s:`lychee` and `lychee-w1` run v1.31.2+k3s1]].\n"
          "- [[s:`lychee-w2` is still on v1.30.6+k3s1]], which means [[c:it is two minor versions behind]].\n"
          "- [[u:v1.31.2 is the latest k3s release]], so the first two nodes are up to date.\n\n"
          "**2. k3s service on the control node**\n"
          "- [[s:`k3s.service` is active and running]] [[s:since 9 November]].\n"
          "- [[c:It is disabled]], which means it will not start automatically after a reboot.\n\n"
          "Please note that [[u:the upgrade of `lychee-w2` probably failed because of the memory pressure]].\n\n"
          "If you need further help, feel free to ask."},

    {"q": "How loaded is the control node?", "ev": ["e5", "e1"],
     "a": "Here is a summary of the resource usage on the control node `lychee`.\n\n"
          "**1. CPU and load**\n"
          "- [[t:CPU usage is about 18%]], and [[t:the 1-minute load average is 1.42]].\n"
          "- [[s:The Pi has 4 Cortex-A76 cores]], which means this load is moderate.\n\n"
          "**2. Memory**\n"
          "- [[s:It has 8 GB of RAM]]; [[t:about 3.4 GB is still available]].\n"
          "- [[t:There is no swap]].\n\n"
          "**3. Uptime and storage**\n"
          "- [[t:The node has been running since 9 November at 07:58]] ([[t:21:28 UTC on 8 November]]).\n"
          "- [[s:The root filesystem is on the SD card (`/dev/mmcblk0p2`)]].\n\n"
          "If you need further help, please let me know."},

    {"q": "What OS and network setup does the control node have?", "ev": ["e1"],
     "a": "Here is a summary of the control node's system information.\n\n"
          "**1. Operating system**\n"
          "- [[s:Ubuntu 24.04 LTS (noble)]] [[s:on arm64]], [[c:with kernel 6.8.0-1012-raspi]].\n\n"
          "**2. Network interfaces**\n"
          "- [[s:`eth0` has the address 192.168.1.60/24]].\n"
          "- [[s:`cni0` uses 10.42.0.1/24]].\n"
          "- [[c:The default gateway is 192.168.1.254]].\n\n"
          "**3. Accounts**\n"
          "- [[s:The `ubuntu` user is in the `sudo` group]].\n"
          "- [[c:There are two user accounts on the node]].\n\n"
          "If you need further help, feel free to ask."},

    {"q": "Where does grafana run and how often has it restarted?", "ev": ["e3", "e4"],
     "extra": [user("u1", "Grafana keeps logging me out, I think it restarted a lot today.", LYC, age=60)],
     "a": "Here is a summary of the Grafana deployment.\n\n"
          "**1. Placement**\n"
          "- [[s:The Grafana pod `grafana-7d5b9c8f4-wz8kq` runs on `lychee-w2`]], which means "
          "[[u:it is on the node with memory pressure]].\n"
          "- [[c:Grafana is in the `monitoring` namespace]].\n\n"
          "**2. Restarts**\n"
          "- [[s:It has restarted 4 times]], [[u:which explains why you are being logged out]].\n"
          "- [[s:Its container last started today at 11:03 ACDT]] ([[s:00:33 UTC]]).\n"
          "\n"
          "**3. Prometheus**\n"
          "- [[s:Prometheus also has 1 ready replica]], and [[u:it runs on the same node as Grafana]].\n\n"
          "To see why the container restarted, you can run:\n"
          "```\nkubectl -n home describe pod grafana-7d5b9c8f4-wz8kq\n"
          "kubectl -n home logs grafana-7d5b9c8f4-wz8kq --previous\n```\n\n"
          "If you need further help, please let me know."},
]

MACHINES = [
    {"name": "kiwi", "clock": KIW, "evidence": kiwi_evidence, "answers": kiwi_answers},
    {"name": "mango", "clock": MNG, "evidence": mango_evidence, "answers": mango_answers},
    {"name": "papaya", "clock": PAP, "evidence": papaya_evidence, "answers": papaya_answers},
    {"name": "guava", "clock": GUA, "evidence": guava_evidence, "answers": guava_answers},
    {"name": "lychee", "clock": LYC, "evidence": lychee_evidence, "answers": lychee_answers},
]
