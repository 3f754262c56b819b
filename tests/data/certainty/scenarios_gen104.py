"""104th generation (written blind, in the manner of Qwen3 8B in non-thinking mode: "### ✅ Summary" style
headings, horizontal rules between sections, tables with a Status column of ✅ / ❌ / ⚠️, bold everywhere,
"**Note:**" lines, a closing "Would you like me to …?", and a habit of computing percentages, differences,
sums and uptimes in days — sometimes wrongly). All five clocks are in Asia/Kathmandu (+05:45).

amber — an Ubuntu 24.04 Nextcloud server (nginx, php8.3-fpm, redis, mariadb) with a Xeon E-2236 and 31.1 GiB
of RAM. Its evidence: a steady-state snapshot (packages: nginx 1.24.0, PHP 8.3.6, MariaDB 10.11.8, Redis
7.0.15), a fresh listing of every service (six active since November 2, notify_push failed), half an hour
of cron lines (Nextcloud cron.php every five minutes as www-data, a root backup at 14:15 whose output was
discarded for want of an MTA), fresh disk usage (an 8 TB XFS data disk at 77.7%), a complete socket
listing with four established HTTPS connections and one in TIME_WAIT, a 25-minute-old system reading
(stale), and a memory-sorted process listing cut at six rows led by mariadbd.

sable — a Debian 12 monitoring host (Prometheus 2.42, Grafana 12.2.1, node_exporter, Alertmanager). A
complete listening-socket listing (eight sockets, exim4 on localhost only), disk usage (the TSDB disk at
62.3% of 983 GB), an hour of Prometheus journal lines (one failed scrape of 10.20.0.15:9100 with context
deadline exceeded, a block write, a head GC, a WAL checkpoint; UTC timestamps inside the messages), a
CPU-sorted process listing cut at six rows, the prometheus unit, fresh system info (up 13.6 days) and a
15-minute-old reading of the grafana-server unit (stale).

umber — an Arch Linux laptop with a Docker dev stack. A steady-state snapshot whose `users` source is stale
(so account and group claims are stale) and whose running kernel (6.17.6) is older than the installed
linux package (6.17.8); every container (postgres, adminer, mailpit running; the node API exited with
status 1 two hours ago); fresh system info (up 23.6 days, booted November 1); a week of pacman history;
docker.service journal lines about the API container's exit (times in UTC inside the messages); fresh
disk usage; and a 25-minute-old memory-sorted process listing cut at five rows (stale).

ochre — an AlmaLinux 9.6 kubeadm control plane (Kubernetes 1.33). kube-system pods (metrics-server in
CrashLoopBackOff on ochre-w1, the API server with four restarts), a fresh node list (three nodes, all
Ready, ochre-w2 one patch behind), an hour of etcd warnings read from the pod log file (three slow apply
requests, one slow fdatasync), fresh system info on four cores, a 22-minute-old read of node ochre-w2 that
still says NotReady (stale), the kubelet unit and disk usage (a separate XFS disk for /var/lib/etcd).

sienna — an Ubuntu 22.04 Samba file server on a two-disk md RAID. A steady-state snapshot (five users, a
"staff" group of three, an "accounts" group), a one-second disk-I/O sample (sdb and sdc around 62% busy),
a listing of files changed in the share over two hours cut at eight rows, every smbd process (three client
sessions), a failed read of /var/log/samba/log.smbd (permission denied), the smbd unit, a part of smb.conf
(the [shared] share limited to @staff) and an hour-old disk usage reading (stale).
"""

from _evidence import (GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, node, package_event,
                       pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# amber — Ubuntu 24.04 Nextcloud server
# ---------------------------------------------------------------------------------------------------------
AMB = Clock("2026-11-18T14:20:00+05:45")
AMB_MEM = 33_427_652_608
AMB_ROOT = 501_809_635_328
AMB_DATA = 7_999_376_588_800

amber_evidence = [
    steady("e1", AMB, age=2400,
           hostname="amber", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=AMB_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": AMB_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/ncdata", "fstype": "xfs", "total_bytes": AMB_DATA}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:7a:02", "addresses": ["192.168.20.10/24"], "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:41:7a:03", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.20.1", package_manager="dpkg",
           installed_packages={"nginx": "1.24.0-2ubuntu7.1", "php8.3-fpm": "8.3.6-0ubuntu0.24.04.3",
                               "php8.3-redis": "6.0.2-1build1", "redis-server": "5:7.0.15-1build2",
                               "mariadb-server": "1:10.11.8-0ubuntu0.24.04.1", "cron": "3.0pl1-184ubuntu2",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "certbot": "2.9.0-1"},
           available_services=["nginx.service", "php8.3-fpm.service", "redis-server.service", "mariadb.service",
                               "cron.service", "ssh.service", "notify_push.service"],
           users=[{"name": "ncadmin", "uid": 1000, "gid": 1000, "home": "/home/ncadmin", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ncadmin"]},
                   {"name": "www-data", "gid": 33, "members": ["ncadmin"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", pid=1342, since="2026-11-02T03:14:22+05:45",
             desc="A high performance web server and a reverse proxy server"),
        unit("php8.3-fpm.service", "active", "running", pid=1288, since="2026-11-02T03:14:19+05:45",
             desc="The PHP 8.3 FastCGI Process Manager"),
        unit("redis-server.service", "active", "running", pid=1190, since="2026-11-02T03:14:12+05:45",
             desc="Advanced key-value store"),
        unit("mariadb.service", "active", "running", pid=1402, since="2026-11-02T03:14:25+05:45",
             desc="MariaDB 10.11.8 database server"),
        unit("cron.service", "active", "running", pid=1011, since="2026-11-02T03:14:05+05:45",
             desc="Regular background program processing daemon"),
        unit("ssh.service", "active", "running", pid=1105, since="2026-11-02T03:14:09+05:45",
             desc="OpenBSD Secure Shell server"),
        unit("notify_push.service", "failed", "failed", pid=None, since=None,
             desc="Push daemon for Nextcloud clients"),
    ]}, AMB, age=30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "cron.service", "entries": [
        log_entry("2026-11-18T13:50:01+05:45", "cron.service", "info",
                  "CRON[401644]: (www-data) CMD (php -f /var/www/nextcloud/cron.php)"),
        log_entry("2026-11-18T13:55:01+05:45", "cron.service", "info",
                  "CRON[401871]: (www-data) CMD (php -f /var/www/nextcloud/cron.php)"),
        log_entry("2026-11-18T14:00:01+05:45", "cron.service", "info",
                  "CRON[402113]: (www-data) CMD (php -f /var/www/nextcloud/cron.php)"),
        log_entry("2026-11-18T14:05:01+05:45", "cron.service", "info",
                  "CRON[402588]: (www-data) CMD (php -f /var/www/nextcloud/cron.php)"),
        log_entry("2026-11-18T14:10:01+05:45", "cron.service", "info",
                  "CRON[402801]: (www-data) CMD (php -f /var/www/nextcloud/cron.php)"),
        log_entry("2026-11-18T14:15:01+05:45", "cron.service", "info",
                  "CRON[402990]: (root) CMD (/usr/local/bin/nc-backup.sh)"),
        log_entry("2026-11-18T14:15:01+05:45", "cron.service", "info",
                  "CRON[402991]: (www-data) CMD (php -f /var/www/nextcloud/cron.php)"),
        log_entry("2026-11-18T14:15:03+05:45", "cron.service", "info",
                  "CRON[402990]: (CRON) info (No MTA installed, discarding output)"),
    ]}, AMB, age=35, args={"unit": "cron.service", "since_minutes": 30}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", AMB_ROOT, 88_412_160_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_369_280),
        fs("/dev/sdb1", "/srv/ncdata", "xfs", AMB_DATA, 6_213_451_776_000),
    ]}, AMB, age=25),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:7a:02", "addresses": ["192.168.20.10/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:41:7a:03", "addresses": [], "is_up": False}],
        "listening": [
            listener(80, "0.0.0.0", 1342, "nginx"),
            listener(443, "0.0.0.0", 1342, "nginx"),
            listener(443, "::", 1342, "nginx"),
            listener(22, "0.0.0.0", 1105, "sshd"),
            listener(22, "::", 1105, "sshd"),
            listener(3306, "127.0.0.1", 1402, "mariadbd"),
            listener(6379, "127.0.0.1", 1190, "redis-server"),
        ],
        "connections": [
            connection("192.168.20.10:443", "203.0.113.45:51234", 1345, "nginx"),
            connection("192.168.20.10:443", "203.0.113.45:51240", 1345, "nginx"),
            connection("192.168.20.10:443", "198.51.100.77:40112", 1346, "nginx"),
            connection("192.168.20.10:443", "192.168.20.31:55802", 1346, "nginx"),
            connection("192.168.20.10:443", "192.168.20.44:60211", None, None, status="TIME_WAIT"),
            connection("127.0.0.1:43210", "127.0.0.1:6379", 22311, "php-fpm8.3"),
            connection("127.0.0.1:6379", "127.0.0.1:43210", 1190, "redis-server"),
            connection("192.168.20.10:22", "192.168.20.5:53014", 398211, "sshd"),
        ]}, AMB, age=25),
    item("e6", "linux_system_info",
         system_info(18.4, [1.42, 1.10, 0.96], 1_420_870, "2026-11-02T03:13:50+05:45", AMB_MEM, 14_172_291_072,
                     4 * GiB, 312 * MiB), AMB, age=1500),
    item("e7", "linux_processes", processes(214, AMB_MEM, [
        (1402, "mariadbd", "mysql", 3.1, 4_509_715_456, "2026-11-02T03:14:25+05:45", "/usr/sbin/mariadbd"),
        (1190, "redis-server", "redis", 0.6, 641_728_512, "2026-11-02T03:14:12+05:45",
         "/usr/bin/redis-server 127.0.0.1:6379"),
        (22311, "php-fpm8.3", "www-data", 11.8, 198_180_864, "2026-11-18T13:02:41+05:45", "php-fpm: pool www"),
        (22408, "php-fpm8.3", "www-data", 7.2, 187_695_104, "2026-11-18T13:10:05+05:45", "php-fpm: pool www"),
        (402994, "php", "www-data", 24.5, 164_626_432, "2026-11-18T14:15:01+05:45", "php -f /var/www/nextcloud/cron.php"),
        (1345, "nginx", "www-data", 0.9, 31_457_280, "2026-11-02T03:14:22+05:45", "nginx: worker process"),
    ]), AMB, age=40, args={"sort": "memory", "limit": 6}, complete=False),
]

amber_answers = [
    {"q": "Is my Nextcloud stack healthy?", "ev": ["e1", "e2"],
     "a": "### ✅ Nextcloud Stack Status on **amber**\n\n"
          "Here's the current status of the services behind your Nextcloud instance:\n\n"
          "| Service | State | PID | Status |\n"
          "|---|---|---|---|\n"
          "| **nginx** | [[s:active (running)]] | 1342 | ✅ |\n"
          "| **php8.3-fpm** | active (running) | 1288 | ✅ |\n"
          "| **redis-server** | active (running) | [[c:1402]] | ✅ |\n"
          "| **mariadb** | [[s:active (running)]] | [[c:1190]] | ✅ |\n"
          "| **notify_push** | [[c:inactive (dead)]] | — | ⚠️ |\n\n"
          "---\n\n"
          "### 📊 Uptime\n\n"
          "- The core services [[s:have been running since **November 2**]], which is [[c:about **15 days**]] of "
          "continuous operation.\n\n"
          "---\n\n"
          "### ⚠️ Issues Found\n\n"
          "- [[s:**notify_push** is not running]]. [[u:It most likely failed because it could not reach Redis]].\n"
          "- Overall, [[s:**6 out of 7** units are active]] ([[c:that's about **78%**]]).\n\n"
          "**Note:** **cron** is also active, so Nextcloud background jobs are still being triggered.\n\n"
          "Would you like me to check the `notify_push` logs to find out why it failed?"},

    {"q": "How full is the Nextcloud data disk?", "ev": ["e1", "e4"],
     "a": "### 💾 Disk Usage Summary\n\n"
          "---\n\n"
          "| Mount | Device | Size | Used | Free | Usage | Status |\n"
          "|---|---|---|---|---|---|---|\n"
          "| **/srv/ncdata** | /dev/sdb1 | [[s:8.0 TB]] | [[s:6.21 TB]] | 1.79 TB | [[c:82.4%]] | ⚠️ |\n"
          "| **/** | /dev/nvme0n1p2 | 502 GB | 88.4 GB | [[c:403 GB]] | [[s:17.6%]] | ✅ |\n\n"
          "---\n\n"
          "### 🔍 Analysis\n\n"
          "- Your **Nextcloud data disk** is formatted as **XFS** and [[s:has about **1.6 TiB** left]].\n"
          "- In binary units that's [[c:**6.2 TiB** used]] out of [[s:**7.28 TiB**]].\n"
          "- [[u:At your current upload rate, it will be full in roughly **4 months**]].\n"
          "- The root filesystem is well under 20% full, so the OS side is fine.\n\n"
          "**Note:** XFS filesystems can be grown but not shrunk, so plan any resize carefully.\n\n"
          "Would you like me to find the largest folders under `/srv/ncdata`?"},

    {"q": "What cron jobs ran in the last half hour?", "ev": ["e3"],
     "a": "### 🕒 Cron Activity (last 30 minutes)\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- **Nextcloud background job** (`cron.php`) [[s:runs every **5 minutes**]] [[s:as **www-data**]].\n"
          "- [[c:It ran **5 times**]] in this window, from **13:50** to **14:15**.\n"
          "- [[s:The most recent run started at **14:15:01**]] ([[c:**08:45 UTC**]]).\n"
          "- **Backup job:** [[s:`/usr/local/bin/nc-backup.sh` ran as **root** at 14:15]] and [[u:finished successfully]].\n\n"
          "---\n\n"
          "| Time | User | Command | Status |\n"
          "|---|---|---|---|\n"
          "| 14:15:01 | root | `nc-backup.sh` | ✅ |\n"
          "| 14:15:01 | www-data | `cron.php` | ✅ |\n"
          "| 14:10:01 | www-data | `cron.php` | ✅ |\n\n"
          "---\n\n"
          "**Note:** [[s:The backup job's output was discarded because **no MTA is installed**]], so "
          "[[u:any error messages from the backup script were lost]].\n\n"
          "[[s:No errors were logged by cron in this period]].\n\n"
          "Would you like me to redirect the backup output to a log file, e.g. `nc-backup.sh >> /var/log/nc-backup.log 2>&1`?"},

    {"q": "Who is connected to Nextcloud over HTTPS right now?", "ev": ["e5"],
     "a": "### 🌐 Active HTTPS Connections (port 443)\n\n"
          "---\n\n"
          "| Remote Client | Connections | Handled by | Status |\n"
          "|---|---|---|---|\n"
          "| **203.0.113.45** | [[s:2]] | nginx (PID 1345) | ✅ ESTABLISHED |\n"
          "| **198.51.100.77** | 1 | [[c:nginx (PID 1345)]] | ✅ ESTABLISHED |\n"
          "| **192.168.20.31** | 1 | [[s:nginx (PID 1346)]] | ✅ ESTABLISHED |\n"
          "| **192.168.20.44** | 1 | — | [[c:⚠️ CLOSE_WAIT]] |\n\n"
          "---\n\n"
          "### 📈 Totals\n\n"
          "- [[s:**4 established** connections]] [[c:from **4 unique clients**]].\n"
          "- [[s:**2** of the clients are on your local network (192.168.20.0/24)]].\n"
          "- [[u:**198.51.100.77** is probably a phone using the Nextcloud mobile app]].\n"
          "- There is also one SSH session from **192.168.20.5**.\n\n"
          "**Note:** [[s:MariaDB (port 3306) listens only on **127.0.0.1**]], but [[c:Redis (port 6379) is bound to "
          "**0.0.0.0**]] — ⚠️ you may want to restrict that.\n\n"
          "Would you like me to check the nginx access log for these IPs?"},

    {"q": "What's using the most memory on amber?", "ev": ["e1", "e7"],
     "a": "### 🧠 Top Memory Consumers\n\n"
          "---\n\n"
          "| # | Process | PID | User | RSS | % RAM | Status |\n"
          "|---|---|---|---|---|---|---|\n"
          "| 1 | **mariadbd** | 1402 | mysql | [[s:~4.2 GiB]] | [[s:13.5%]] | ✅ |\n"
          "| 2 | **redis-server** | 1190 | redis | ~612 MiB | [[c:3.8%]] | ✅ |\n"
          "| 3 | **php-fpm8.3** | 22311 | www-data | 189 MiB | 0.6% | ✅ |\n"
          "| 4 | **php-fpm8.3** | [[c:22418]] | www-data | 179 MiB | 0.6% | ✅ |\n"
          "| 5 | **php** (cron.php) | 402994 | www-data | 157 MiB | 0.5% | ⚠️ |\n\n"
          "---\n\n"
          "### 🔍 Observations\n\n"
          "- [[s:**MariaDB** is by far the largest memory user]].\n"
          "- [[s:The **cron.php** run is using **24.5% CPU**]] — it looks like a long-running preview "
          "generation job.\n"
          "- Together the top 5 use [[c:about **5.9 GiB**]], which is [[c:roughly **25%**]] of your [[s:**32 GB** of RAM]].\n"
          "- Out of [[s:**214** total processes]], these are the heaviest.\n\n"
          "**Note:** The nginx worker uses only about **30 MiB**.\n\n"
          "Would you like me to suggest a MariaDB `innodb_buffer_pool_size` setting for this machine?"},

    {"q": "How long has amber been up, and how's the load?", "ev": ["e1", "e6"],
     "a": "### ⏱️ System Uptime & Load\n\n"
          "---\n\n"
          "- **Uptime:** 1,420,870 seconds ≈ [[t:**16.4 days**]]\n"
          "- **Booted:** November 2, 2026 at 03:13\n"
          "- **Load average:** [[t:1.42 / 1.10 / 0.96]] on [[s:12 threads]] → [[t:about **12%** of capacity]]\n"
          "- **CPU usage:** 18.4%\n\n"
          "---\n\n"
          "| Resource | Used | Total | Status |\n"
          "|---|---|---|---|\n"
          "| **RAM** | [[t:~17.9 GiB]] | [[s:31.1 GiB]] | ✅ |\n"
          "| **Swap** | 312 MiB | 4 GiB | ✅ |\n\n"
          "**Note:** [[t:Memory usage is at about **67%**]], which is healthy for a Nextcloud server with MariaDB and Redis.\n\n"
          "[[s:The running kernel is **6.8.0-48-generic**]].\n\n"
          "Would you like me to keep an eye on the load over the next few minutes?"},

    {"q": "Which versions of nginx, PHP, MariaDB and Redis do I have? Is nginx up to date?", "ev": ["e1", "e2"],
     "extra": [user("e9", "I upgraded PHP last week, so it should be on 8.3.14 now.", AMB)],
     "a": "### 📦 Installed Versions on **amber**\n\n"
          "---\n\n"
          "| Component | Package Version | Status |\n"
          "|---|---|---|\n"
          "| **nginx** | 1.24.0 | ✅ |\n"
          "| **PHP-FPM** | [[s:8.3.6]] | ⚠️ |\n"
          "| **MariaDB** | 10.11.8 | ✅ |\n"
          "| **Redis** | [[c:7.2.4]] | ✅ |\n\n"
          "---\n\n"
          "### 🔍 Details\n\n"
          "- **OS:** Ubuntu 24.04 LTS (Noble)\n"
          "- [[u:**nginx 1.24.0** is the latest stable release]], so no update is needed ✅\n"
          "- [[s:All four services are currently running]] (e2).\n"
          "- [[u:Certbot is at **2.9.0** (e2)]], which handles your TLS certificates.\n\n"
          "**Note:** You mentioned upgrading PHP to 8.3.14 last week, but [[s:the installed package is still "
          "**8.3.6-0ubuntu0.24.04.3**]]. [[u:The upgrade was probably rolled back by unattended-upgrades]].\n\n"
          "Would you like me to check for pending updates with `apt list --upgradable`?"},
]

# ---------------------------------------------------------------------------------------------------------
# sable — Debian 12 monitoring host
# ---------------------------------------------------------------------------------------------------------
SAB = Clock("2026-11-21T09:35:00+05:45")
SAB_MEM = 16_676_347_904
SAB_ROOT = 239_511_535_616
SAB_TSDB = 983_349_346_304

sable_evidence = [
    steady("e1", SAB, age=3000,
           hostname="sable", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-27-amd64", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=SAB_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": SAB_ROOT},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/prometheus", "fstype": "ext4", "total_bytes": SAB_TSDB}],
           network_interfaces=[{"name": "enp1s0", "mac": "6c:4b:90:2e:11:d8", "addresses": ["10.20.0.5/24"], "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"prometheus": "2.42.0+ds-5+b5", "grafana": "12.2.1",
                               "prometheus-node-exporter": "1.5.0-1+b6", "prometheus-alertmanager": "0.25.0-1+b4",
                               "exim4-daemon-light": "4.96-15+deb12u6", "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["prometheus.service", "grafana-server.service", "prometheus-node-exporter.service",
                               "prometheus-alertmanager.service", "exim4.service", "ssh.service"],
           users=[{"name": "kiran", "uid": 1000, "gid": 1000, "home": "/home/kiran", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 108, "gid": 115, "home": "/var/lib/prometheus", "shell": "/usr/sbin/nologin"},
                  {"name": "grafana", "uid": 109, "gid": 116, "home": "/usr/share/grafana", "shell": "/bin/false"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kiran"]},
                   {"name": "prometheus", "gid": 115, "members": []},
                   {"name": "adm", "gid": 4, "members": ["kiran"]}]),
    item("e2", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "6c:4b:90:2e:11:d8", "addresses": ["10.20.0.5/24"], "is_up": True}],
        "listening": [
            listener(9090, "::", 712, "prometheus"),
            listener(3000, "::", 745, "grafana"),
            listener(9100, "::", 688, "prometheus-node"),
            listener(9093, "::", 731, "prometheus-aler"),
            listener(9094, "::", 731, "prometheus-aler"),
            listener(9094, "::", 731, "prometheus-aler", proto="udp"),
            listener(22, "0.0.0.0", 602, "sshd"),
            listener(25, "127.0.0.1", 1120, "exim4"),
        ],
        "connections": [
            connection("10.20.0.5:22", "10.20.0.40:50718", 60211, "sshd"),
            connection("10.20.0.5:48122", "10.20.0.12:9100", 712, "prometheus"),
            connection("10.20.0.5:3000", "10.20.0.40:50902", 745, "grafana"),
        ]}, SAB, age=20),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", SAB_ROOT, 31_215_000_000),
        fs("/dev/sdb1", "/var/lib/prometheus", "ext4", SAB_TSDB, 612_400_000_000),
    ]}, SAB, age=25),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "prometheus.service", "entries": [
        log_entry("2026-11-21T09:00:03+05:45", "prometheus.service", "info",
                  'ts=2026-11-21T03:15:03.114Z caller=compact.go:580 level=info component=tsdb msg="write block" '
                  'mint=1763697600000 maxt=1763704800000 ulid=01KAGQ7ZK3M2W8X5VJ4T9P0D6R duration=2.41s'),
        log_entry("2026-11-21T09:00:04+05:45", "prometheus.service", "info",
                  'ts=2026-11-21T03:15:04.902Z caller=head.go:1302 level=info component=tsdb msg="Head GC completed" '
                  'caller=truncateMemory duration=61.2ms'),
        log_entry("2026-11-21T09:12:41+05:45", "prometheus.service", "warning",
                  'ts=2026-11-21T03:27:41.330Z caller=scrape.go:1384 level=warn component="scrape manager" '
                  'scrape_pool=node target=http://10.20.0.15:9100/metrics msg="Scrape failed" '
                  'err="Get \\"http://10.20.0.15:9100/metrics\\": context deadline exceeded"'),
        log_entry("2026-11-21T09:30:05+05:45", "prometheus.service", "info",
                  'ts=2026-11-21T03:45:05.417Z caller=head.go:1174 level=info component=tsdb '
                  'msg="WAL checkpoint complete" first=4411 last=4413 duration=1.93s'),
    ]}, SAB, age=30, args={"unit": "prometheus", "since_minutes": 60}),
    item("e5", "linux_processes", processes(168, SAB_MEM, [
        (712, "prometheus", "prometheus", 14.6, 2_831_155_200, "2026-11-07T18:22:09+05:45",
         "/usr/bin/prometheus --config.file=/etc/prometheus/prometheus.yml "
         "--storage.tsdb.path=/var/lib/prometheus/metrics2 --storage.tsdb.retention.time=90d"),
        (745, "grafana", "grafana", 3.8, 201_326_592, "2026-11-07T18:22:15+05:45",
         "/usr/share/grafana/bin/grafana server --config=/etc/grafana/grafana.ini --homepath=/usr/share/grafana"),
        (688, "prometheus-node", "prometheus", 1.2, 24_117_248, "2026-11-07T18:22:02+05:45",
         "/usr/bin/prometheus-node-exporter"),
        (731, "prometheus-aler", "prometheus", 0.4, 31_457_280, "2026-11-07T18:22:07+05:45",
         "/usr/bin/prometheus-alertmanager --storage.path=/var/lib/prometheus/alertmanager"),
        (60211, "sshd", "kiran", 0.1, 9_437_184, "2026-11-21T09:20:12+05:45", "sshd: kiran@pts/0"),
        (1, "systemd", "root", 0.0, 13_631_488, "2026-11-07T18:21:40+05:45", "/sbin/init"),
    ]), SAB, age=35, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e6", "linux_service_status",
         unit("prometheus.service", "active", "running", pid=712, since="2026-11-07T18:22:09+05:45",
              desc="Monitoring system and time series database"), SAB, age=20, args={"name": "prometheus"}),
    item("e7", "linux_system_info",
         system_info(21.3, [1.12, 0.98, 0.91], 1_177_970, "2026-11-07T18:21:40+05:45", SAB_MEM, 9_873_211_392,
                     976 * MiB, 268 * MiB), SAB, age=30),
    item("e8", "linux_service_status",
         unit("grafana-server.service", "active", "running", pid=745, since="2026-11-07T18:22:15+05:45",
              desc="Grafana instance"), SAB, age=900, args={"name": "grafana-server"}),
]

sable_answers = [
    {"q": "What's listening on sable?", "ev": ["e2"],
     "a": "### 🔌 Listening Ports on **sable**\n\n"
          "---\n\n"
          "| Port | Proto | Process | Bound to | Status |\n"
          "|---|---|---|---|---|\n"
          "| **9090** | TCP | prometheus | all interfaces | ✅ |\n"
          "| **3000** | TCP | grafana | all interfaces | ✅ |\n"
          "| **9100** | TCP | [[s:node_exporter]] | all interfaces | ✅ |\n"
          "| **9093** | TCP | alertmanager | all interfaces | ✅ |\n"
          "| **9094** | TCP/UDP | [[c:grafana]] | all interfaces | ✅ |\n"
          "| **22** | TCP | sshd | 0.0.0.0 | ✅ |\n"
          "| **25** | TCP | exim4 | [[s:127.0.0.1 only]] | ✅ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[c:That's **7 listening sockets** in total]].\n"
          "- [[s:Only the mail server (exim4) is restricted to localhost]]; everything else is reachable from the network.\n"
          "- [[s:No database ports (such as 5432 or 3306) are open]].\n"
          "- [[c:Prometheus has **2** established scrape connections right now]].\n"
          "- [[u:Grafana is protected by its login page]], so exposing 3000 is generally fine.\n\n"
          "**Note:** Sockets bound to `[::]` on Linux also accept IPv4 connections by default.\n\n"
          "Would you like me to suggest firewall rules that limit port **9100** to the Prometheus server only?"},

    {"q": "How much disk is the Prometheus TSDB using?", "ev": ["e1", "e3", "e5"],
     "a": "### 💾 Prometheus TSDB Disk Usage\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "| Filesystem | Mount | Size | Used | Usage | Status |\n"
          "|---|---|---|---|---|---|\n"
          "| **/dev/sdb1** | /var/lib/prometheus | [[s:983 GB]] | 612.4 GB | [[s:62.3%]] | ⚠️ |\n"
          "| **/dev/sda2** | / | 240 GB | 31.2 GB | [[c:31%]] | ✅ |\n\n"
          "---\n\n"
          "### 📐 Calculations\n\n"
          "- **Free space:** 983.3 − 612.4 = [[c:**~471 GB**]]\n"
          "- **In binary units:** [[s:the TSDB uses about **570 GiB**]]\n"
          "- **Retention:** [[s:Prometheus runs with `--storage.tsdb.retention.time=90d`]], so "
          "[[u:the database grows by about **6.8 GB per day**]].\n"
          "- [[u:At this rate the disk will fill up in roughly **55 days**]].\n\n"
          "**Note:** The TSDB itself lives in `/var/lib/prometheus/metrics2`.\n\n"
          "Would you like me to show how to add `--storage.tsdb.retention.size` as a safety cap?"},

    {"q": "Any errors in the Prometheus logs?", "ev": ["e4"],
     "a": "### 📜 Prometheus Logs (last 60 minutes)\n\n"
          "---\n\n"
          "| Time (local) | Level | Event | Status |\n"
          "|---|---|---|---|\n"
          "| 09:12:41 | warn | [[s:Scrape failed for `10.20.0.15:9100`]] | ❌ |\n"
          "| 09:00:03 | info | [[s:TSDB block written in **2.41 s**]] | ✅ |\n"
          "| 09:00:04 | info | [[c:Head GC completed in **612 ms**]] | ✅ |\n"
          "| 09:30:05 | info | WAL checkpoint complete | ✅ |\n\n"
          "---\n\n"
          "### 🔍 Details\n\n"
          "- **Failed scrape:** scrape pool `node`, [[s:error `context deadline exceeded`]] — "
          "[[u:the exporter on 10.20.0.15 is most likely down or overloaded]].\n"
          "- [[c:The scrape failed **twice**]] in the last hour.\n"
          "- Prometheus writes its own timestamps in UTC: [[s:09:12:41 local is **03:27:41 UTC**]].\n"
          "- [[s:There are no `error`-level lines]] in this window.\n\n"
          "**Note:** [[u:A single failed scrape like this is usually caused by a short network blip]].\n\n"
          "Would you like me to query `up{instance=\"10.20.0.15:9100\"}` to see how long the target has been down?"},

    {"q": "Which processes use the most CPU?", "ev": ["e1", "e5"],
     "a": "### ⚙️ Top Processes by CPU\n\n"
          "---\n\n"
          "| Rank | Process | PID | CPU % | Memory | Status |\n"
          "|---|---|---|---|---|---|\n"
          "| 1 | **prometheus** | 712 | [[s:14.6%]] | 2.64 GiB | ✅ |\n"
          "| 2 | **grafana** | 745 | 3.8% | [[s:192 MiB]] | ✅ |\n"
          "| 3 | **node_exporter** | [[c:731]] | [[s:1.2%]] | 23 MiB | ✅ |\n"
          "| 4 | **alertmanager** | 731 | 0.4% | 30 MiB | ✅ |\n"
          "| 5 | **sshd** | 60211 | 0.1% | 9 MiB | ✅ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- **Prometheus** uses [[c:about **27%** of total RAM]] (2.64 GiB of 15.5 GiB).\n"
          "- The top 5 together use [[s:about **20%** CPU]].\n"
          "- [[c:Grafana uses roughly **twice** the CPU of node_exporter]].\n"
          "- [[s:Prometheus has been running since **November 7**]].\n"
          "- **kiran** has an SSH session open.\n"
          "- [[u:This CPU usage is normal for a Prometheus server scraping ~50 targets]].\n\n"
          "**Note:** [[s:There are **168** processes in total]]; only the top 6 were listed.\n\n"
          "Would you like me to sort by memory instead?"},

    {"q": "Is Prometheus up, and for how long?", "ev": ["e6", "e7"],
     "a": "### ✅ Prometheus Service Status\n\n"
          "---\n\n"
          "| Property | Value | Status |\n"
          "|---|---|---|\n"
          "| **State** | [[s:active (running)]] | ✅ |\n"
          "| **Main PID** | 712 | ✅ |\n"
          "| **Active since** | [[s:2026-11-07 18:22:09]] | ✅ |\n"
          "| **Enabled at boot** | yes | ✅ |\n\n"
          "---\n\n"
          "### ⏱️ Uptime Calculation\n\n"
          "- From **Nov 7, 18:22** to **Nov 21, 09:35** = [[c:**14 days, 15 hours**]]\n"
          "- [[s:The host itself booted at **18:21:40**]], so [[s:Prometheus started about 30 seconds after boot]].\n"
          "- Host uptime is **1,177,970 s** ≈ [[s:**13.6 days**]].\n\n"
          "---\n\n"
          "### 🖥️ Current Load\n\n"
          "- **Load average (1 min):** 1.12\n"
          "- **Memory:** [[s:6.3 GiB used]] of [[s:15.5 GiB]] ([[c:≈ 46%]])\n\n"
          "**Note:** [[u:Prometheus has not crashed once on this host]].\n\n"
          "Would you like me to check `journalctl -u prometheus` for earlier restarts?"},

    {"q": "Is Grafana running? And how much memory is free?", "ev": ["e7", "e8"],
     "a": "### 📊 Grafana Status\n\n"
          "---\n\n"
          "- **grafana-server.service:** [[t:✅ active (running)]]\n"
          "- **PID:** [[t:745]]\n"
          "- **Running since:** [[t:Nov 7, 18:22]]\n\n"
          "---\n\n"
          "### 🧠 Memory\n\n"
          "| Metric | Value | Status |\n"
          "|---|---|---|\n"
          "| **Total** | 15.5 GiB | ✅ |\n"
          "| **Available** | [[s:9.2 GiB]] | ✅ |\n"
          "| **Used** | [[s:6.3 GiB (40.8%)]] | ✅ |\n"
          "| **Swap used** | [[c:0 B]] | ✅ |\n"
          "| **CPU** | 21.3% | ✅ |\n\n"
          "**Note:** [[t:Grafana is enabled]], so it will start automatically after a reboot.\n\n"
          "Would you like me to restart Grafana or check its logs?"},

    {"q": "Give me a health summary of sable, with sources.", "ev": ["e1", "e2", "e3", "e4", "e7"],
     "a": "### ✅ Summary — **sable** Monitoring Host\n\n"
          "---\n\n"
          "| Area | Finding | Source | Status |\n"
          "|---|---|---|---|\n"
          "| **OS** | [[s:Debian 12 (bookworm)]], kernel 6.1.0-27-amd64 | e1 | ✅ |\n"
          "| **Prometheus** | listening on 9090 | e2 | ✅ |\n"
          "| **Scrapes** | [[u:1 failed scrape to 10.20.0.15 (e3)]] | e3 | ⚠️ |\n"
          "| **TSDB disk** | [[s:62% used (e3)]] | e3 | ⚠️ |\n"
          "| **Load** | [[c:2.12 (1 min)]] | e7 | ✅ |\n\n"
          "---\n\n"
          "### 🔍 Details\n\n"
          "- [[s:Grafana **12.2.1**]] and [[c:Prometheus **2.45.0**]] are installed (e1).\n"
          "- [[s:Alertmanager is listening on **9093** (e2)]].\n"
          "- [[u:All other scrape targets are healthy (e4)]].\n"
          "- [[c:The host has been up for about **12 days** (e7)]].\n\n"
          "**Note:** [[s:The one failed scrape was a timeout (`context deadline exceeded`) (e4)]].\n\n"
          "Would you like me to set up an alert rule for failed scrapes?"},
]

# ---------------------------------------------------------------------------------------------------------
# umber — Arch Linux laptop with a Docker dev stack
# ---------------------------------------------------------------------------------------------------------
UMB = Clock("2026-11-24T22:10:00+05:45")
UMB_MEM = 32_505_856_000
UMB_ROOT = 999_653_638_144

umber_evidence = [
    steady("e1", UMB, age=5400,
           hostname="umber", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.17.6-arch1-1", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=UMB_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": UMB_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_624_192}],
           network_interfaces=[{"name": "wlan0", "mac": "a0:b3:39:5c:e2:17", "addresses": ["192.168.1.88/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:6e:1f:9a:30", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="pacman",
           installed_packages={"linux": "6.17.8.arch1-1", "docker": "1:28.5.2-1", "docker-compose": "2.40.3-1",
                               "nodejs": "26.2.0-1", "npm": "11.6.2-1", "postgresql-libs": "18.1-1",
                               "pgcli": "4.3.0-1", "firefox": "146.0.1-1", "plasma-desktop": "6.5.3-1"},
           available_services=["docker.service", "NetworkManager.service", "sddm.service", "bluetooth.service",
                               "tlp.service"],
           users=[{"name": "bishal", "uid": 1000, "gid": 1000, "home": "/home/bishal", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["bishal"]},
                   {"name": "docker", "gid": 965, "members": ["bishal"]}],
           stale_sources=["users"]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("4c1d9e7a2b30", "dev-postgres-1", "postgres:17-alpine", "running", "Up 6 days",
            "2026-11-18T10:02:11+05:45", ["127.0.0.1:5432->5432/tcp"]),
        box("b7e20f5d9c14", "dev-adminer-1", "adminer:4.8.1", "running", "Up 6 days",
            "2026-11-18T10:02:11+05:45", ["0.0.0.0:8081->8080/tcp"]),
        box("e51a3c8d0f62", "dev-mailpit-1", "axllent/mailpit:v1.21", "running", "Up 6 days",
            "2026-11-18T10:02:11+05:45", ["0.0.0.0:8025->8025/tcp", "0.0.0.0:1025->1025/tcp"]),
        box("9f3e2d1c0b7a", "dev-api-1", "devstack-api:latest", "exited", "Exited (1) 2 hours ago",
            "2026-11-18T10:02:12+05:45", []),
    ]}, UMB, age=25, args={"all": True}),
    item("e3", "linux_system_info",
         system_info(7.9, [0.62, 0.71, 0.80], 2_035_698, "2026-11-01T08:41:12+05:45", UMB_MEM, 17_203_445_760,
                     16 * GiB, 1229 * MiB), UMB, age=30),
    item("e4", "linux_package_history", {"events": [
        package_event("2026-11-19T21:04:33+05:45", "upgrade", "linux", "6.17.7.arch1-1", "6.17.8.arch1-1"),
        package_event("2026-11-19T21:04:33+05:45", "upgrade", "docker", "1:28.5.1-1", "1:28.5.2-1"),
        package_event("2026-11-19T21:04:33+05:45", "upgrade", "nodejs", "26.1.0-1", "26.2.0-1"),
        package_event("2026-11-22T18:30:10+05:45", "install", "pgcli", None, "4.3.0-1"),
        package_event("2026-11-22T18:31:02+05:45", "remove", "dbeaver", "25.2.3-1", None),
        package_event("2026-11-23T12:15:47+05:45", "upgrade", "firefox", "146.0-1", "146.0.1-1"),
    ]}, UMB, age=40, args={"since_days": 7}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-11-24T20:07:52+05:45", "docker.service", "info",
                  'dockerd[5120]: time="2026-11-24T14:22:52.118432901Z" level=info msg="ignoring event" '
                  'container=9f3e2d1c0b7a module=libcontainerd namespace=moby topic=/tasks/delete '
                  'type="*events.TaskDelete"'),
        log_entry("2026-11-24T20:07:52+05:45", "docker.service", "warning",
                  'dockerd[5120]: time="2026-11-24T14:22:52.131907554Z" level=warning msg="ShouldRestart failed, '
                  'container will not be restarted" container=9f3e2d1c0b7a daemonShuttingDown=false '
                  'error="restart canceled" execDuration=1h12m5.402s exitStatus="{1 2026-11-24 14:22:52 +0000 UTC}" '
                  'hasBeenManuallyStopped=false restartCount=0'),
    ]}, UMB, age=35, args={"unit": "docker", "since_minutes": 180}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", UMB_ROOT, 611_234_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 139_460_608),
    ]}, UMB, age=20),
    item("e7", "linux_processes", processes(389, UMB_MEM, [
        (2210, "firefox", "bishal", 6.2, 3 * GiB, "2026-11-24T09:12:40+05:45", "/usr/lib/firefox/firefox"),
        (30455, "code", "bishal", 2.4, 1340 * MiB, "2026-11-24T10:05:11+05:45", "/opt/visual-studio-code/code"),
        (1402, "plasmashell", "bishal", 1.1, 900 * MiB, "2026-11-01T08:42:03+05:45", "/usr/bin/plasmashell --no-respawn"),
        (5120, "dockerd", "root", 0.3, 285 * MiB, "2026-11-01T08:41:40+05:45",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (88231, "postgres", "70", 0.2, 120 * MiB, "2026-11-18T10:02:13+05:45", "postgres"),
    ]), UMB, age=1500, args={"sort": "memory", "limit": 5}, complete=False),
]

umber_answers = [
    {"q": "Which of my dev containers are running?", "ev": ["e2"],
     "a": "### 🐳 Docker Containers on **umber**\n\n"
          "---\n\n"
          "| Container | Image | State | Ports | Status |\n"
          "|---|---|---|---|---|\n"
          "| **dev-postgres-1** | postgres:17-alpine | [[s:running (Up 6 days)]] | 127.0.0.1:5432 | ✅ |\n"
          "| **dev-adminer-1** | adminer:4.8.1 | running | [[c:0.0.0.0:8080]] | ✅ |\n"
          "| **dev-mailpit-1** | [[c:axllent/mailpit:latest]] | [[s:running]] | 8025, 1025 | ✅ |\n"
          "| **dev-api-1** | devstack-api:latest | [[s:exited]] | — | ❌ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[s:**3 of 4** containers are running]] (75%).\n"
          "- [[s:**dev-api-1** exited with code **1**]] [[s:about **2 hours ago**]].\n"
          "- [[s:PostgreSQL is only reachable from localhost]], while [[s:Adminer is published on all interfaces]].\n"
          "- [[c:**dev-mailpit-1** only publishes port **8025**]].\n"
          "- [[u:The API container probably crashed right at startup]].\n\n"
          "**Note:** [[c:All four containers were created on **November 17**]].\n\n"
          "Would you like me to show the last lines of `docker logs dev-api-1`?"},

    {"q": "Why did my API container stop?", "ev": ["e2", "e5"],
     "a": "### 🔍 Why **dev-api-1** Stopped\n\n"
          "---\n\n"
          "| Detail | Value | Status |\n"
          "|---|---|---|\n"
          "| **Exit code** | [[s:1]] | ❌ |\n"
          "| **Stopped at** | [[s:20:07:52 (local)]] | ⚠️ |\n"
          "| **Ran for** | [[s:~1 h 12 min]] | ✅ |\n"
          "| **Restart count** | 0 | ⚠️ |\n\n"
          "---\n\n"
          "### 📜 What the Docker log says\n\n"
          "- Docker logged [[s:`ShouldRestart failed, container will not be restarted`]].\n"
          "- [[u:That happens because the container has **no restart policy** set]].\n"
          "- In UTC the exit was at [[c:**14:37:52**]].\n"
          "- [[s:It was not stopped manually]].\n"
          "- [[u:The Node.js app most likely lost its connection to Postgres]].\n\n"
          "**Note:** [[s:The Postgres container is still running]], so [[u:the database itself is not the problem]].\n\n"
          "Would you like me to add `restart: unless-stopped` to your compose file?"},

    {"q": "How long has the laptop been up?", "ev": ["e3"],
     "a": "### ⏱️ Laptop Uptime\n\n"
          "---\n\n"
          "- **Booted:** [[s:November 1, 2026 at 08:41]]\n"
          "- **Uptime:** 2,035,698 seconds\n"
          "  - ÷ 86,400 = [[s:**≈ 23.6 days**]]\n"
          "  - = [[c:**≈ 490 hours**]]\n"
          "  - = **about 3.4 weeks**\n\n"
          "That's a long stretch for a laptop — [[u:you've clearly been using suspend instead of shutting down]].\n\n"
          "---\n\n"
          "### 🧠 Resources\n\n"
          "| Metric | Value | Status |\n"
          "|---|---|---|\n"
          "| **RAM used** | [[s:14.3 GiB / 30.3 GiB]] | ✅ |\n"
          "| **RAM %** | [[c:52.1%]] | ✅ |\n"
          "| **RAM available** | [[c:12.0 GiB]] | ✅ |\n"
          "| **Swap used** | 1.2 GiB | ✅ |\n"
          "| **Load (1/5/15)** | [[s:0.62 / 0.71 / 0.80]] | ✅ |\n\n"
          "**Note:** [[s:The load is slowly going down]].\n\n"
          "Would you like me to check the battery health with `upower -i /org/freedesktop/UPower/devices/battery_BAT0`?"},

    {"q": "What did pacman change this week?", "ev": ["e1", "e4"],
     "a": "### 📦 Pacman History (last 7 days)\n\n"
          "---\n\n"
          "| Date | Action | Package | Version | Status |\n"
          "|---|---|---|---|---|\n"
          "| Nov 19 | upgrade | **linux** | [[s:6.17.7 → 6.17.8]] | ✅ |\n"
          "| Nov 19 | upgrade | **docker** | [[s:28.5.1 → 28.5.2]] | ✅ |\n"
          "| Nov 19 | upgrade | **nodejs** | [[c:26.1.0 → 26.3.0]] | ✅ |\n"
          "| Nov 22 | install | **pgcli** | 4.3.0 | ✅ |\n"
          "| Nov 22 | remove | **dbeaver** | 25.2.3 | ❌ |\n"
          "| [[c:Nov 22]] | upgrade | **firefox** | [[s:146.0 → 146.0.1]] | ✅ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[s:**6** package events]] in total: **4 upgrades**, **1 install** and **1 removal**.\n"
          "- [[s:The big update ran on the evening of **November 19**]], [[c:just **2 days ago**]].\n"
          "- [[c:You're already running the new kernel **6.17.8**]], so no reboot is needed.\n\n"
          "**Note:** [[u:DBeaver was most likely removed because you switched to pgcli]].\n\n"
          "Would you like me to list orphaned packages with `pacman -Qtdq`?"},

    {"q": "Am I in the docker group?", "ev": ["e1"],
     "a": "### 👤 User & Group Check\n\n"
          "---\n\n"
          "| Check | Result | Status |\n"
          "|---|---|---|\n"
          "| **User** | [[t:bishal (UID 1000)]] | ✅ |\n"
          "| **In `docker` group** | [[t:Yes]] | ✅ |\n"
          "| **In `wheel` group** | Yes | ✅ |\n"
          "| **Shell** | /bin/zsh | ✅ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[t:**bishal** can run `docker` without `sudo`]] thanks to the docker group.\n"
          "- [[t:**bishal** is the only regular user on this laptop]].\n"
          "- [[s:Docker **28.5.2** is installed]] along with docker-compose **2.40.3**.\n"
          "- [[s:This is **Arch Linux** running kernel **6.17.6-arch1-1**]].\n\n"
          "**Note:** Group changes only take effect after you log out and back in.\n\n"
          "Would you like me to double-check with `id bishal`?"},

    {"q": "What's eating my RAM?", "ev": ["e3", "e7"],
     "a": "### 🧠 Memory Usage on **umber**\n\n"
          "---\n\n"
          "| Process | PID | RSS | % RAM | Status |\n"
          "|---|---|---|---|---|\n"
          "| **firefox** | 2210 | [[t:3.0 GiB]] | 9.9% | ⚠️ |\n"
          "| **code** | 30455 | 1.3 GiB | 4.3% | ✅ |\n"
          "| **plasmashell** | 1402 | 900 MiB | 2.9% | ✅ |\n"
          "| **dockerd** | 5120 | 285 MiB | 0.9% | ✅ |\n"
          "| **postgres** (container) | 88231 | 120 MiB | 0.4% | ✅ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[s:Total RAM in use: **14.3 GiB**]] ([[s:≈ 47%]]).\n"
          "- [[t:**Firefox** is the biggest consumer]].\n"
          "- These five processes account for [[t:about **5.6 GiB**]].\n"
          "- Swap usage is **1.2 GiB**.\n\n"
          "**Note:** [[u:Closing a few Firefox tabs would free up around 1 GiB]].\n\n"
          "Would you like me to list the Firefox content processes too?"},

    {"q": "How much disk space do I have left?", "ev": ["e1", "e6"],
     "a": "### 💾 Disk Space on **umber**\n\n"
          "---\n\n"
          "| Mount | FS | Size | Used | Free | Use% | Status |\n"
          "|---|---|---|---|---|---|---|\n"
          "| **/** | btrfs | [[s:1.0 TB]] | 611 GB | [[s:388 GB]] | [[s:61.1%]] | ✅ |\n"
          "| **/boot** | vfat | [[c:512 MB]] | 139 MB | — | 13% | ✅ |\n\n"
          "---\n\n"
          "### 📐 In binary units\n\n"
          "- [[s:**/** is **931 GiB** in total]] with [[c:**about 412 GiB free**]] ([[c:about **42%** of the disk]]).\n"
          "- [[s:Used space is **≈ 569 GiB**]].\n\n"
          "**Note:** [[u:Docker images and volumes probably take up a good part of that]].\n\n"
          "Would you like me to run `docker system df` to see how much space Docker is using?"},
]

# ---------------------------------------------------------------------------------------------------------
# ochre — AlmaLinux 9 kubeadm control plane
# ---------------------------------------------------------------------------------------------------------
OCH = Clock("2026-11-12T11:05:00+05:45")
OCH_MEM = 8_061_562_880
OCH_ROOT = 53_660_876_800
OCH_ETCD = 21_463_302_144

ochre_evidence = [
    steady("e1", OCH, age=4000,
           hostname="ochre", os_name="AlmaLinux", os_version="9.6", os_codename="Sage Margay",
           kernel="5.14.0-570.52.1.el9_6.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4210R CPU @ 2.40GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=OCH_MEM,
           disks=[{"device": "/dev/mapper/almalinux-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": OCH_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/etcd", "fstype": "xfs", "total_bytes": OCH_ETCD}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:a1:3f:7c", "addresses": ["10.40.1.10/24"], "is_up": True},
                               {"name": "cali4f2a91b0c3e", "mac": "ee:ee:ee:ee:ee:ee", "addresses": [], "is_up": True}],
           dns_servers=["10.40.1.2"], default_gateway="10.40.1.1", package_manager="rpm",
           installed_packages={"kubeadm": "1.33.5-150500.1.1", "kubelet": "1.33.5-150500.1.1",
                               "kubectl": "1.33.5-150500.1.1", "containerd.io": "1.7.28-1.el9",
                               "cri-tools": "1.33.0-150500.1.1", "kernel": "5.14.0-570.52.1.el9_6"},
           available_services=["kubelet.service", "containerd.service", "sshd.service", "chronyd.service",
                               "firewalld.service"],
           users=[{"name": "sysadm", "uid": 1000, "gid": 1000, "home": "/home/sysadm", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["sysadm"]}]),
    item("e2", "kubernetes_get", {"context": "kubernetes-admin@ochre", "namespace": "kube-system", "items": [
        pod("etcd-ochre", "kube-system", "Running", "ochre", restarts=0, started="2026-10-28T03:26:05Z"),
        pod("kube-apiserver-ochre", "kube-system", "Running", "ochre", restarts=4, started="2026-11-09T22:14:37Z"),
        pod("kube-controller-manager-ochre", "kube-system", "Running", "ochre", restarts=2,
            started="2026-11-09T22:15:02Z"),
        pod("kube-scheduler-ochre", "kube-system", "Running", "ochre", restarts=2, started="2026-11-09T22:15:04Z"),
        pod("coredns-674b8bbfcf-7xk2p", "kube-system", "Running", "ochre", started="2026-10-28T03:27:40Z"),
        pod("coredns-674b8bbfcf-qz9vd", "kube-system", "Running", "ochre", started="2026-10-28T03:27:41Z"),
        pod("kube-proxy-4hn8d", "kube-system", "Running", "ochre", started="2026-10-28T03:26:30Z"),
        pod("kube-proxy-9tq2m", "kube-system", "Running", "ochre-w1", started="2026-10-28T03:31:12Z"),
        pod("kube-proxy-x7bcl", "kube-system", "Running", "ochre-w2", restarts=1, started="2026-11-12T05:03:48Z"),
        pod("metrics-server-6f7dd4c4c4-lb2mz", "kube-system", "Running", "ochre-w1", restarts=17, ready=False,
            waiting="CrashLoopBackOff", started="2026-11-11T09:30:12Z"),
    ]}, OCH, age=30, args={"resource": "pods", "namespace": "kube-system"}),
    item("e3", "kubernetes_get", {"context": "kubernetes-admin@ochre", "namespace": None, "items": [
        node("ochre", True, "v1.33.5"),
        node("ochre-w1", True, "v1.33.5"),
        node("ochre-w2", True, "v1.33.4"),
    ]}, OCH, age=35, args={"resource": "nodes"}),
    item("e4", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-11-12T10:31:07+05:45", None, "warning",
                  '{"level":"warn","ts":"2026-11-12T04:46:07.219Z","caller":"etcdserver/util.go:170",'
                  '"msg":"apply request took too long","took":"218.6ms","expected-duration":"100ms",'
                  '"prefix":"read-only range ","request":"key:\\"/registry/leases/kube-node-lease/ochre-w2\\" ",'
                  '"response":"range_response_count:1 size:553"}'),
        log_entry("2026-11-12T10:47:13+05:45", None, "warning",
                  '{"level":"warn","ts":"2026-11-12T05:02:13.481Z","caller":"etcdserver/util.go:170",'
                  '"msg":"apply request took too long","took":"412.35ms","expected-duration":"100ms",'
                  '"prefix":"read-only range ","request":"key:\\"/registry/pods/\\" range_end:\\"/registry/pods0\\" '
                  'count_only:true ","response":"range_response_count:0 size:8"}'),
        log_entry("2026-11-12T10:47:13+05:45", None, "warning",
                  '{"level":"warn","ts":"2026-11-12T05:02:13.904Z","caller":"wal/wal.go:805",'
                  '"msg":"slow fdatasync","took":"1.204s","expected-duration":"1s"}'),
        log_entry("2026-11-12T10:58:40+05:45", None, "warning",
                  '{"level":"warn","ts":"2026-11-12T05:13:40.077Z","caller":"etcdserver/util.go:170",'
                  '"msg":"apply request took too long","took":"156.9ms","expected-duration":"100ms",'
                  '"prefix":"","request":"header:<ID:7587881262716524411 > lease_revoke:<id:694d9a1c2e7f03b1>",'
                  '"response":"size:29"}'),
    ]}, OCH, age=40, args={"path": "/var/log/pods/kube-system_etcd-ochre_*/etcd/*.log",
                           "grep": "took too long|slow", "since_minutes": 60}),
    item("e5", "linux_system_info",
         system_info(34.2, [2.41, 1.96, 1.74], 1_302_868, "2026-10-28T09:10:02+05:45", OCH_MEM, 2_417_000_448,
                     0, 0), OCH, age=30),
    item("e6", "kubernetes_get", {"context": "kubernetes-admin@ochre", "namespace": None, "items": [
        node("ochre-w2", False, "v1.33.4"),
    ]}, OCH, age=1300, args={"resource": "nodes", "name": "ochre-w2"}),
    item("e7", "linux_service_status",
         unit("kubelet.service", "active", "running", pid=1187, since="2026-10-28T09:10:41+05:45",
              desc="kubelet: The Kubernetes Node Agent"), OCH, age=30, args={"name": "kubelet"}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/almalinux-root", "/", "xfs", OCH_ROOT, 21_474_836_480),
        fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 412_090_368),
        fs("/dev/sdb1", "/var/lib/etcd", "xfs", OCH_ETCD, 3_865_470_566),
    ]}, OCH, age=25),
]

ochre_answers = [
    {"q": "Are the control plane pods healthy?", "ev": ["e2"],
     "a": "### ☸️ kube-system Pods on **ochre**\n\n"
          "---\n\n"
          "| Pod | Node | Phase | Restarts | Status |\n"
          "|---|---|---|---|---|\n"
          "| **etcd-ochre** | ochre | Running | [[s:0]] | ✅ |\n"
          "| **kube-apiserver-ochre** | ochre | Running | [[s:4]] | ⚠️ |\n"
          "| **kube-controller-manager-ochre** | ochre | Running | 2 | ✅ |\n"
          "| **kube-scheduler-ochre** | ochre | Running | [[c:0]] | ✅ |\n"
          "| **metrics-server-6f7dd4c4c4-lb2mz** | [[c:ochre]] | [[s:CrashLoopBackOff]] | [[s:17]] | ❌ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[s:**10** pods in `kube-system`]], [[s:**9** of them ready]] (90%).\n"
          "- Both **CoreDNS** replicas are running.\n"
          "- [[s:There is one **kube-proxy** pod on each of the three nodes]].\n"
          "- [[u:The API server restarts were most likely caused by etcd timeouts]].\n\n"
          "**Note:** metrics-server usually crash-loops here because `--kubelet-insecure-tls` is missing.\n\n"
          "Would you like me to fetch the logs of the metrics-server pod?"},

    {"q": "Is etcd slow?", "ev": ["e4"],
     "a": "### 🐢 etcd Slow Requests (last 60 minutes)\n\n"
          "---\n\n"
          "| Time (local) | Type | Took | Expected | Status |\n"
          "|---|---|---|---|---|\n"
          "| 10:31:07 | apply request | [[s:218.6 ms]] | 100 ms | ⚠️ |\n"
          "| 10:47:13 | apply request | [[s:412.35 ms]] | 100 ms | ❌ |\n"
          "| 10:47:13 | slow fdatasync | [[s:1.204 s]] | 1 s | ❌ |\n"
          "| 10:58:40 | apply request | [[c:169.2 ms]] | 100 ms | ⚠️ |\n\n"
          "---\n\n"
          "### 📊 Analysis\n\n"
          "- [[s:**3** \"apply request took too long\" warnings]] and **1** slow fdatasync.\n"
          "- [[s:The worst request took about **4.1×** the expected duration]].\n"
          "- Average of the three: (218.6 + 412.35 + 156.9) / 3 ≈ [[c:**292 ms**]]\n"
          "- The worst spike was at 10:47 local ([[c:05:17 UTC]]).\n"
          "- [[u:The slow fdatasync points to a slow disk under `/var/lib/etcd`]].\n"
          "- [[u:No leader elections happened in this window]].\n\n"
          "**Note:** etcd's own guidance is to keep WAL fdatasync well under 10 ms.\n\n"
          "Would you like me to run `etcdctl check perf` against the cluster?"},

    {"q": "List the nodes and their versions.", "ev": ["e1", "e3"],
     "a": "### 🖥️ Cluster Nodes\n\n"
          "---\n\n"
          "| Node | Ready | Kubelet Version | Status |\n"
          "|---|---|---|---|\n"
          "| **ochre** | True | [[s:v1.33.5]] | ✅ |\n"
          "| **ochre-w1** | True | [[c:v1.33.4]] | ✅ |\n"
          "| **ochre-w2** | True | [[s:v1.33.4]] | ⚠️ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- **3 nodes**, [[s:all **Ready**]].\n"
          "- [[s:**ochre-w2** is one patch version behind the control plane]].\n"
          "- [[s:`kubeadm` **1.33.5** is installed on the control plane]].\n"
          "- [[u:v1.33.5 is the latest Kubernetes release]].\n"
          "- The control plane runs [[s:**AlmaLinux 9.6**]] [[c:with kernel **5.14.0-503**]].\n\n"
          "**Note:** One patch version of skew is well within Kubernetes' version skew policy.\n\n"
          "Would you like me to show the `kubeadm upgrade node` steps for ochre-w2?"},

    {"q": "Is ochre-w2 healthy?", "ev": ["e6"],
     "a": "### ⚠️ Node **ochre-w2**\n\n"
          "---\n\n"
          "| Field | Value | Status |\n"
          "|---|---|---|\n"
          "| **Ready** | [[t:False]] | ❌ |\n"
          "| **Kubelet** | [[t:v1.33.4]] | ⚠️ |\n\n"
          "---\n\n"
          "### 🔍 Details\n\n"
          "- [[t:**ochre-w2** is currently **NotReady**]].\n"
          "- [[u:This usually means the kubelet on ochre-w2 has stopped or lost contact with the API server]].\n"
          "- [[u:It has been down for about **20 minutes**]].\n\n"
          "**Note:** Pods on a NotReady node are evicted after the default 5-minute toleration.\n\n"
          "Would you like me to check `systemctl status kubelet` on ochre-w2?"},

    {"q": "Give me a quick cluster overview.", "ev": ["e2", "e3", "e6"],
     "a": "### ☸️ Cluster Overview — **ochre**\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "| Component | Detail | Status |\n"
          "|---|---|---|\n"
          "| **Nodes** | [[c:2 of 3 Ready (ochre-w2 NotReady)]] | ⚠️ |\n"
          "| **etcd** | Running | ✅ |\n"
          "| **API server** | [[s:Running, 4 restarts]] | ⚠️ |\n"
          "| **CoreDNS** | [[s:2/2 running]] | ✅ |\n"
          "| **kube-proxy** | [[c:2/3 running]] | ⚠️ |\n"
          "| **metrics-server** | CrashLoopBackOff | ❌ |\n\n"
          "---\n\n"
          "- [[s:**kube-proxy** is running on ochre-w2]].\n"
          "- [[s:The API server last (re)started on **November 10**]].\n"
          "- [[c:etcd has restarted **twice**]].\n\n"
          "**Note:** [[u:ochre-w2 has been flapping between Ready and NotReady over the last half hour]].\n\n"
          "Would you like me to run `kubectl describe node ochre-w2`?"},

    {"q": "How loaded is the control plane?", "ev": ["e1", "e5", "e7"],
     "a": "### 🖥️ Control Plane Load\n\n"
          "---\n\n"
          "| Metric | Value | Status |\n"
          "|---|---|---|\n"
          "| **CPU** | 34.2% | ✅ |\n"
          "| **Load (1/5/15)** | [[s:2.41 / 1.96 / 1.74]] | ⚠️ |\n"
          "| **Cores** | 4 | — |\n"
          "| **Memory** | [[s:5.3 GiB used of 7.5 GiB]] | ⚠️ |\n\n"
          "---\n\n"
          "### 📐 Calculations\n\n"
          "- Load per core: 2.41 ÷ 4 = [[s:**≈ 0.60**]], i.e. about 60% of capacity.\n"
          "- Memory: 5.26 ÷ 7.51 = [[c:**≈ 64%**]], [[c:leaving about **3.2 GiB** available]]\n"
          "- **Uptime:** [[s:~15.1 days]] ([[c:booted **October 27**]])\n"
          "- [[s:The load is rising]] compared with the 15-minute average.\n\n"
          "**Note:** [[s:**kubelet** has been active since boot]] (PID **1187**), and [[s:swap is disabled]] "
          "as kubeadm requires.\n\n"
          "Would you like me to list the pods using the most CPU with `kubectl top pods -A`?"},

    {"q": "Is the etcd disk OK?", "ev": ["e1", "e4", "e8"],
     "a": "### 💾 etcd Storage\n\n"
          "---\n\n"
          "| Mount | Device | Size | Used | Usage | Status |\n"
          "|---|---|---|---|---|---|\n"
          "| **/var/lib/etcd** | /dev/sdb1 | [[s:21.5 GB]] | 3.9 GB | [[s:18%]] | ✅ |\n"
          "| **/** | /dev/mapper/almalinux-root | [[c:64 GB]] | 21.5 GB | [[s:40%]] | ✅ |\n\n"
          "---\n\n"
          "### 🔍 Analysis\n\n"
          "- [[s:The etcd volume has about **16.4 GiB** free (e8)]], so space is not a problem.\n"
          "- However, [[s:etcd logged a **slow fdatasync** of **1.2 s** (e4)]].\n"
          "- [[u:The disk behind it is a spinning HDD (e8)]].\n"
          "- [[c:The etcd volume is formatted as **ext4**]].\n\n"
          "**Note:** [[u:Moving etcd to an NVMe disk would fix the slow requests]].\n\n"
          "Would you like me to benchmark the disk with `fio --rw=write --ioengine=sync --fdatasync=1`?"},
]

# ---------------------------------------------------------------------------------------------------------
# sienna — Ubuntu 22.04 Samba file server
# ---------------------------------------------------------------------------------------------------------
SIE = Clock("2026-11-27T16:40:00+05:45")
SIE_MEM = 16_626_053_120
SIE_ROOT = 249_437_388_800
SIE_SHARE = 3_934_869_299_200

sienna_evidence = [
    steady("e1", SIE, age=2000,
           hostname="sienna", os_name="Ubuntu", os_version="22.04.5", os_codename="jammy",
           kernel="5.15.0-126-generic", cpu_model="Intel(R) Core(TM) i3-10100 CPU @ 3.60GHz", cpu_cores=4,
           cpu_threads=8, memory_total_bytes=SIE_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": SIE_ROOT},
                  {"device": "/dev/md0", "mountpoint": "/srv/samba", "fstype": "ext4", "total_bytes": SIE_SHARE}],
           network_interfaces=[{"name": "enp2s0", "mac": "d8:bb:c1:0a:44:9e", "addresses": ["192.168.1.5/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"samba": "2:4.15.13+dfsg-0ubuntu1.6", "smbclient": "2:4.15.13+dfsg-0ubuntu1.6",
                               "mdadm": "4.2-0ubuntu2", "openssh-server": "1:8.9p1-3ubuntu0.10"},
           available_services=["smbd.service", "nmbd.service", "ssh.service", "mdmonitor.service"],
           users=[{"name": "sysop", "uid": 1000, "gid": 1000, "home": "/home/sysop", "shell": "/bin/bash"},
                  {"name": "anjali", "uid": 1001, "gid": 1001, "home": "/home/anjali", "shell": "/usr/sbin/nologin"},
                  {"name": "rohan", "uid": 1002, "gid": 1002, "home": "/home/rohan", "shell": "/usr/sbin/nologin"},
                  {"name": "prakash", "uid": 1003, "gid": 1003, "home": "/home/prakash", "shell": "/usr/sbin/nologin"},
                  {"name": "sita", "uid": 1004, "gid": 1004, "home": "/home/sita", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "staff", "gid": 50, "members": ["anjali", "rohan", "sita"]},
                   {"name": "accounts", "gid": 1010, "members": ["prakash"]},
                   {"name": "sambashare", "gid": 133, "members": ["sysop"]},
                   {"name": "sudo", "gid": 27, "members": ["sysop"]}]),
    item("e2", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 12_288, "write_bytes_per_s": 204_800, "busy_percent": 1.8},
        {"device": "sdb", "read_bytes_per_s": 48_234_496, "write_bytes_per_s": 3_145_728, "busy_percent": 63.4},
        {"device": "sdc", "read_bytes_per_s": 47_710_208, "write_bytes_per_s": 3_211_264, "busy_percent": 61.9},
        {"device": "md0", "read_bytes_per_s": 95_944_704, "write_bytes_per_s": 6_356_992, "busy_percent": 0.0},
    ]}, SIE, age=15, args={"interval_seconds": 1}),
    item("e3", "linux_file_changes", {"root": "/srv/samba/shared", "since": "2026-11-27T14:40:00+05:45", "files": [
        {"path": "/srv/samba/shared/Accounts/2026/Nov/invoice-2231.pdf", "mtime": "2026-11-27T16:32:10+05:45",
         "size_bytes": 284_512},
        {"path": "/srv/samba/shared/Accounts/2026/Nov/ledger-Q4.xlsx", "mtime": "2026-11-27T16:28:44+05:45",
         "size_bytes": 1_842_176},
        {"path": "/srv/samba/shared/Projects/Thamel-renovation/plan-v7.dwg", "mtime": "2026-11-27T16:05:02+05:45",
         "size_bytes": 18_874_368},
        {"path": "/srv/samba/shared/Projects/Thamel-renovation/~$plan-notes.docx", "mtime": "2026-11-27T15:58:19+05:45",
         "size_bytes": 162},
        {"path": "/srv/samba/shared/HR/leave-register.xlsx", "mtime": "2026-11-27T15:41:55+05:45",
         "size_bytes": 96_256},
        {"path": "/srv/samba/shared/Scans/scan_20261127_1522.pdf", "mtime": "2026-11-27T15:22:37+05:45",
         "size_bytes": 2_411_724},
        {"path": "/srv/samba/shared/Scans/scan_20261127_1519.pdf", "mtime": "2026-11-27T15:19:03+05:45",
         "size_bytes": 1_980_416},
        {"path": "/srv/samba/shared/Projects/Thamel-renovation/site-photos.zip", "mtime": "2026-11-27T14:50:12+05:45",
         "size_bytes": 734_003_200},
    ]}, SIE, age=20, args={"root": "/srv/samba/shared", "since_minutes": 120, "limit": 8}, complete=False),
    item("e4", "linux_processes", processes(6, SIE_MEM, [
        (58812, "smbd", "anjali", 2.3, 41_943_040, "2026-11-27T09:14:40+05:45", "smbd: client [192.168.1.41]"),
        (60119, "smbd", "rohan", 6.8, 37_748_736, "2026-11-27T10:02:05+05:45", "smbd: client [192.168.1.57]"),
        (61502, "smbd", "sita", 0.4, 29_360_128, "2026-11-27T14:48:31+05:45", "smbd: client [192.168.1.63]"),
        (1021, "smbd", "root", 0.0, 24_117_248, "2026-11-20T07:02:17+05:45", "/usr/sbin/smbd --foreground --no-process-group"),
        (1045, "smbd-notifyd", "root", 0.0, 9_437_184, "2026-11-20T07:02:18+05:45", "smbd: notifyd ."),
        (1046, "smbd-cleanupd", "root", 0.0, 8_388_608, "2026-11-20T07:02:18+05:45", "smbd: cleanupd ."),
    ]), SIE, age=25, args={"name": "smbd", "sort": "memory"}),
    item("e5", "linux_file_read", {}, SIE, age=30, args={"path": "/var/log/samba/log.smbd", "offset": 0, "limit": 50},
         error="PermissionError: [Errno 13] Permission denied: '/var/log/samba/log.smbd'"),
    item("e6", "linux_service_status",
         unit("smbd.service", "active", "running", pid=1021, since="2026-11-20T07:02:17+05:45",
              desc="Samba SMB Daemon"), SIE, age=30, args={"name": "smbd"}),
    item("e7", "linux_file_read", {"path": "/etc/samba/smb.conf", "offset": 30, "limit": 14, "total_lines": 48, "lines": [
        "[shared]",
        "   comment = Office shared files",
        "   path = /srv/samba/shared",
        "   valid users = @staff",
        "   read only = no",
        "   create mask = 0660",
        "   directory mask = 2770",
        "   force group = staff",
        "",
        "[accounts]",
        "   path = /srv/samba/accounts",
        "   valid users = @accounts",
        "   read only = no",
        "   create mask = 0660",
    ]}, SIE, age=30, args={"path": "/etc/samba/smb.conf", "offset": 30, "limit": 14}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", SIE_ROOT, 18_100_000_000),
        fs("/dev/md0", "/srv/samba", "ext4", SIE_SHARE, 3_421_000_000_000),
    ]}, SIE, age=3600),
]

sienna_answers = [
    {"q": "Why is the file server so slow right now?", "ev": ["e2"],
     "a": "### 🐢 Disk I/O on **sienna** (1-second sample)\n\n"
          "---\n\n"
          "| Device | Read | Write | Busy | Status |\n"
          "|---|---|---|---|---|\n"
          "| **sda** | ~12 KB/s | ~205 KB/s | [[s:1.8%]] | ✅ |\n"
          "| **sdb** | [[s:48.2 MB/s]] | 3.1 MB/s | [[s:63.4%]] | ⚠️ |\n"
          "| **sdc** | 47.7 MB/s | 3.2 MB/s | [[c:91.9%]] | ❌ |\n"
          "| **md0** | [[s:95.9 MB/s]] | 6.4 MB/s | 0% | ✅ |\n\n"
          "---\n\n"
          "### 🔍 Analysis\n\n"
          "- [[s:**sdb** and **sdc** are doing almost exactly the same work]], [[u:which is what you'd expect from a "
          "RAID 1 mirror]].\n"
          "- Combined reads: 48.2 + 47.7 = [[s:**≈ 96 MB/s**]], matching **md0**.\n"
          "- [[c:The RAID array itself is idle]], so the bottleneck is the member disks.\n"
          "- [[u:The slowness is caused by someone copying a large file from the share]].\n"
          "- The system disk (**sda**) is nearly idle.\n\n"
          "**Note:** [[c:Writes are very low, under **1 MB/s**]].\n\n"
          "Would you like me to check which files are open with `smbstatus -L`?"},

    {"q": "What changed in the shared folder recently?", "ev": ["e3"],
     "a": "### 📁 Recent Changes in `/srv/samba/shared` (last 2 hours)\n\n"
          "---\n\n"
          "| Time | File | Size | Status |\n"
          "|---|---|---|---|\n"
          "| 16:32 | Accounts/2026/Nov/invoice-2231.pdf | 278 KiB | ✅ |\n"
          "| 16:28 | Accounts/2026/Nov/ledger-Q4.xlsx | 1.8 MB | ✅ |\n"
          "| [[c:16:50]] | Projects/Thamel-renovation/plan-v7.dwg | [[s:18 MiB]] | ✅ |\n"
          "| 15:58 | Projects/Thamel-renovation/~$plan-notes.docx | 162 bytes | ⚠️ |\n"
          "| 15:41 | HR/leave-register.xlsx | 94 KiB | ✅ |\n"
          "| 15:22 / 15:19 | two scans in `Scans/` | [[s:~2.4 MB]] and ~2.0 MB | ✅ |\n"
          "| 14:50 | Projects/Thamel-renovation/site-photos.zip | [[c:~7.3 GB]] | ⚠️ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[u:Only **8 files** changed in the last 2 hours]].\n"
          "- [[s:The most recent change is **invoice-2231.pdf** at **16:32**]].\n"
          "- Total size of the changed files: [[s:**≈ 759 MB**]].\n"
          "- [[s:The biggest of these is **site-photos.zip**]].\n"
          "- [[u:The `~$plan-notes.docx` file means someone has **plan-notes.docx** open in Word right now]].\n"
          "- [[c:Nothing changed in the **HR** folder]].\n\n"
          "Would you like me to list changes for a longer window, e.g. the whole day?"},

    {"q": "Who is connected to the Samba server?", "ev": ["e4"],
     "a": "### 👥 Active Samba Sessions\n\n"
          "---\n\n"
          "| User | Client IP | PID | CPU | Memory | Connected Since | Status |\n"
          "|---|---|---|---|---|---|---|\n"
          "| **anjali** | [[s:192.168.1.41]] | 58812 | 2.3% | 40 MiB | [[s:09:14]] | ✅ |\n"
          "| **rohan** | 192.168.1.57 | [[c:61502]] | [[s:6.8%]] | 36 MiB | [[c:11:02]] | ✅ |\n"
          "| **sita** | 192.168.1.63 | 61502 | 0.4% | 28 MiB | [[s:14:48]] | ✅ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[s:**3 client sessions** are open]].\n"
          "- [[s:**rohan** is using the most CPU]].\n"
          "- [[s:The main smbd daemon is **PID 1021**]], running as root.\n"
          "- All **6** smbd processes together use [[c:about **124 MiB**]].\n"
          "- [[s:**prakash** is not connected]].\n\n"
          "**Note:** [[u:rohan's higher CPU usage is probably from copying the large site-photos.zip]].\n\n"
          "Would you like me to run `smbstatus` to see which files each user has open?"},

    {"q": "Who is in the staff group, and can prakash use the shared folder?", "ev": ["e1", "e7"],
     "a": "### 👥 Group **staff** on **sienna**\n\n"
          "---\n\n"
          "| Property | Value |\n"
          "|---|---|\n"
          "| **GID** | 50 |\n"
          "| **Members** | [[s:anjali, rohan, sita]] |\n\n"
          "---\n\n"
          "| User | UID | In staff? | Status |\n"
          "|---|---|---|---|\n"
          "| **anjali** | 1001 | ✅ | ✅ |\n"
          "| **rohan** | 1002 | ✅ | ✅ |\n"
          "| **sita** | [[c:1003]] | ✅ | ✅ |\n"
          "| **prakash** | [[c:1004]] | ❌ | ⚠️ |\n\n"
          "---\n\n"
          "### ✅ Summary\n\n"
          "- [[s:The `[shared]` share only allows `@staff`]] (`valid users = @staff`).\n"
          "- So [[s:**prakash** cannot open `[shared]`]], but [[s:he can use the `[accounts]` share]].\n"
          "- New files in `[shared]` are forced to group **staff**.\n"
          "- [[c:There are **4** regular user accounts]] on this server.\n"
          "- [[s:**sysop** is the only member of **sudo**]].\n\n"
          "**Note:** Samba users also need a Samba password, set with `smbpasswd -a`.\n\n"
          "Would you like me to add prakash to the group with `usermod -aG staff prakash`?"},

    {"q": "Are there errors in the smbd log?", "ev": ["e5", "e6"],
     "a": "### 📜 Samba Log Check\n\n"
          "---\n\n"
          "**Note:** I couldn't read `/var/log/samba/log.smbd` — [[s:permission was denied]].\n\n"
          "- [[u:The log contains no recent errors]], as far as the service state shows.\n\n"
          "---\n\n"
          "### ✅ Service Status\n\n"
          "| Property | Value | Status |\n"
          "|---|---|---|\n"
          "| **smbd.service** | [[s:active (running)]] | ✅ |\n"
          "| **Main PID** | 1021 | ✅ |\n"
          "| **Since** | [[s:Nov 20, 07:02]] | ✅ |\n"
          "| **Uptime** | [[c:≈ 6.4 days]] | ✅ |\n\n"
          "- [[c:smbd was restarted last night]].\n"
          "- [[u:The permission error happens because the log is owned by root with mode 0640]].\n\n"
          "Would you like me to retry with `sudo tail -n 50 /var/log/samba/log.smbd`?"},

    {"q": "How full is the share disk?", "ev": ["e1", "e8"],
     "a": "### 💾 Share Storage\n\n"
          "---\n\n"
          "| Mount | Device | Size | Used | Usage | Status |\n"
          "|---|---|---|---|---|---|\n"
          "| **/srv/samba** | /dev/md0 | [[s:3.9 TB]] | [[t:3.42 TB]] | [[t:86.9%]] | ⚠️ |\n"
          "| **/** | /dev/sda2 | 250 GB | 18.1 GB | [[t:7.3%]] | ✅ |\n\n"
          "---\n\n"
          "### 📐 Calculations\n\n"
          "- [[t:Only about **514 GB** is free]] on the share.\n"
          "- In binary units that's [[s:**3.58 TiB** total]] and [[t:**~479 GiB** free]].\n"
          "- [[u:At the current rate you'll need more space within a couple of months]].\n"
          "- The share filesystem is **ext4**.\n\n"
          "**Note:** The share is above **85%**, so consider archiving old scans.\n\n"
          "Would you like me to find the largest folders with `du -h --max-depth=2 /srv/samba | sort -h`?"},

    {"q": "Give me a short overview of sienna, with sources.", "ev": ["e1", "e2", "e4", "e6"],
     "a": "### ✅ Summary — **sienna** File Server\n\n"
          "---\n\n"
          "| Item | Value | Source | Status |\n"
          "|---|---|---|---|\n"
          "| **OS** | [[s:Ubuntu 22.04.5 LTS]] | e1 | ✅ |\n"
          "| **Kernel** | 5.15.0-126-generic | e1 | ✅ |\n"
          "| **Samba** | [[c:4.19.5]] | e1 | ✅ |\n"
          "| **smbd** | active | e6 | ✅ |\n"
          "| **Clients** | [[u:3 connected (e2)]] | e2 | ✅ |\n"
          "| **Disk I/O** | [[s:sdb 63% busy (e2)]] | e2 | ⚠️ |\n\n"
          "---\n\n"
          "- [[s:**rohan**'s session (PID 60119) comes from 192.168.1.57 (e4)]].\n"
          "- [[s:The server has **16 GB** of RAM (e1)]].\n"
          "- [[c:The CPU is an **Intel Core i5-10400**]].\n\n"
          "Would you like me to turn this into a weekly health report?"},
]

MACHINES = [
    {"name": "amber", "clock": AMB, "evidence": amber_evidence, "answers": amber_answers},
    {"name": "sable", "clock": SAB, "evidence": sable_evidence, "answers": sable_answers},
    {"name": "umber", "clock": UMB, "evidence": umber_evidence, "answers": umber_answers},
    {"name": "ochre", "clock": OCH, "evidence": ochre_evidence, "answers": ochre_answers},
    {"name": "sienna", "clock": SIE, "evidence": sienna_evidence, "answers": sienna_answers},
]
