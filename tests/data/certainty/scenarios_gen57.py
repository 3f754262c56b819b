"""57th generation (written blind, in the manner of gemma2 9B: friendly openings, bold lead-ins, emoji, follow-ups).

Written by a helper who saw neither the certainty wrapper, its tests, the other generations' scenarios nor
the corpora. The answers copy how gemma2 9B answers: "Great question!", bullet lists with bold lead-ins
("**Memory:** ..."), tables with ✅/❌ cells, a closing offer; several questions are follow-ups whose pronouns
("the other one", "is it still down?", "what about memory?") point back at an earlier turn, given as the
user's own words where the answer needs them.

mantis — a web shop host (Ubuntu 22.04, Europe/Berlin, 6-core/12-thread Xeon, 31.1 GiB MemTotal) running
nginx, php8.1-fpm, redis and MySQL 8.0. Evidence: a steady-state snapshot (packages, users, groups with anna
alone in sudo), all units (php8.1-fpm restarted at 13:58:02, the rest up since the 9th), processes by CPU
(cut to 8 of 203) and by memory (cut to 6), system info, a complete socket listing (redis on 127.0.0.1 and the
private 10.0.5.2, MySQL on localhost, node_exporter on 0.0.0.0), the php-fpm journal of the last hour
(pm.max_children hit at 13:41 and 14:06, one stop/start), five lines of nginx's error log (four upstream
timeouts, one refused connection), disk usage and a 40-minute-old status of mysql.service.

cicada — a family desktop (Linux Mint 21.3, America/Chicago, 16 GB) with five people's accounts: martin and
elena in sudo, the kids sofia and jonas in kids/family, oma in lpadmin. Evidence: a fresh snapshot, an older
one whose users source is stale (different lpadmin membership), processes by memory (cut to 10) and by CPU
(cut to 6) with jonas's Minecraft on top, disk usage (system disk 82%, backup drive 85.6%), system info and a
week of package history (six events, new kernel running).

hornet — a router-like Debian 12 box (UTC) with WAN, LAN, a VLAN, a guest bridge, WireGuard and a failed
Wi-Fi interface. Evidence: a snapshot with every interface and address, a complete listing of 17 listening
sockets and a copy cut to 8, /etc/network/interfaces (one post-up route, a comment naming the wg0 route),
a fresh and a 25-minute-old traffic sample, all units (hostapd failed) and hostapd's journal.

firefly — a Rocky Linux 9.3 build server (Asia/Kolkata, EPYC 24c/48t, 125 GiB MemTotal) with GitLab runner
and Docker. Evidence: processes by CPU (cut to 10 of 612: Gradle, four cc1plus, ld), an 18-minute-old
listing by memory, system info, disk usage (/var/lib/docker 92%), the last hour's journal (an OOM kill,
job 88213 failing with 137, "no space left on device"), 14 days of package history (8 events), all
containers (one restarting) and a complete socket listing.

beetle — a 4-node kubeadm cluster (America/Sao_Paulo): beetle-w3 NotReady on v1.28.6 while the rest run
v1.29.2. Evidence: nodes, every pod (23, complete) and a copy cut to 10, deployments, services (two
NodePorts), the shop namespace's events (cart-api's liveness probe failing), the control plane's sockets
and its snapshot.
"""

from __future__ import annotations

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# mantis — web shop host
# ---------------------------------------------------------------------------------------------------------
MANTIS = Clock("2027-02-11T14:20:00+01:00")
MANTIS_MEM = 33_412_120_576

_mantis_ifaces = [
    {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
    {"name": "eno1", "mac": "3c:ec:ef:41:7a:10", "addresses": ["198.51.100.23/24", "2001:db8:4:17::2/64"],
     "is_up": True},
    {"name": "eno2", "mac": "3c:ec:ef:41:7a:11", "addresses": ["10.0.5.2/24"], "is_up": True},
]

_mantis_cpu_rows = [
    (1205, "mysqld", "mysql", 87.4, int(6.8 * GiB), "2027-02-09T03:12:51+01:00", "/usr/sbin/mysqld"),
    (24880, "php-fpm8.1", "www-data", 41.2, 151 * MiB, "2027-02-11T13:58:03+01:00", "php-fpm: pool www"),
    (24871, "php-fpm8.1", "www-data", 38.9, 142 * MiB, "2027-02-11T13:58:03+01:00", "php-fpm: pool www"),
    (24873, "php-fpm8.1", "www-data", 36.5, 139 * MiB, "2027-02-11T13:58:03+01:00", "php-fpm: pool www"),
    (1124, "nginx", "www-data", 6.1, 24 * MiB, "2027-02-09T03:12:44+01:00", "nginx: worker process"),
    (1125, "nginx", "www-data", 5.7, 23 * MiB, "2027-02-09T03:12:44+01:00", "nginx: worker process"),
    (987, "redis-server", "redis", 4.8, int(1.2 * GiB), "2027-02-09T03:12:40+01:00",
     "/usr/bin/redis-server 127.0.0.1:6379"),
    (30511, "php", "deploy", 3.0, 210 * MiB, "2027-02-11T06:00:02+01:00",
     "php /var/www/shop/bin/console messenger:consume async --time-limit=3600"),
]
_mantis_mem_rows = [
    _mantis_cpu_rows[0], _mantis_cpu_rows[6], _mantis_cpu_rows[7], _mantis_cpu_rows[1], _mantis_cpu_rows[2],
    _mantis_cpu_rows[3],
]


def _cut_processes(total: int, memory: int, rows: list[tuple], sort: str, limit: int, clock: Clock, eid: str,
                   age: float = 20) -> dict:
    data = processes(total, memory, rows)
    data["truncated"] = {"processes": f"({total - len(rows):,} more processes not shown; use name= to narrow, "
                                      "or a larger limit=)"}
    return item(eid, "linux_processes", data, clock, age=age, args={"sort": sort, "limit": limit},
                complete=False)


MANTIS_EVIDENCE = [
    steady("s1", MANTIS, age=3600, hostname="mantis", domain="shop.example", os_name="Ubuntu",
           os_version="22.04", os_codename="jammy", kernel="5.15.0-97-generic",
           cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=MANTIS_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 475_943_657_472},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/mysql", "fstype": "ext4",
                   "total_bytes": 1_968_000_000_000}],
           network_interfaces=_mantis_ifaces, dns_servers=["127.0.0.53"], default_gateway="198.51.100.1",
           installed_packages={"nginx": "1.18.0-6ubuntu14.4", "php8.1-fpm": "8.1.2-1ubuntu2.14",
                               "redis-server": "5:6.0.16-1ubuntu1",
                               "mysql-server-8.0": "8.0.36-0ubuntu0.22.04.1", "certbot": "1.21.0-1build1",
                               "prometheus-node-exporter": "1.3.1-1ubuntu0.22.04.2"},
           available_services=["nginx.service", "php8.1-fpm.service", "redis-server.service", "mysql.service",
                               "ssh.service", "cron.service", "certbot.service",
                               "prometheus-node-exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "mysql", "uid": 114, "gid": 121, "home": "/nonexistent", "shell": "/bin/false"},
                  {"name": "redis", "uid": 115, "gid": 120, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "anna", "uid": 1001, "gid": 1001, "home": "/home/anna", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["anna"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "anna"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]},
                   {"name": "deploy", "gid": 1000, "members": []},
                   {"name": "redis", "gid": 120, "members": []},
                   {"name": "mysql", "gid": 121, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 1123, "2027-02-09T03:12:44+01:00",
             "A high performance web server and a reverse proxy server"),
        unit("php8.1-fpm.service", "active", "running", "enabled", 1140, "2027-02-11T13:58:02+01:00",
             "The PHP 8.1 FastCGI Process Manager"),
        unit("redis-server.service", "active", "running", "enabled", 987, "2027-02-09T03:12:40+01:00",
             "Advanced key-value store"),
        unit("mysql.service", "active", "running", "enabled", 1205, "2027-02-09T03:12:51+01:00",
             "MySQL Community Server"),
        unit("ssh.service", "active", "running", "enabled", 902, "2027-02-09T03:12:38+01:00",
             "OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", "enabled", 899, "2027-02-09T03:12:38+01:00",
             "Regular background program processing daemon"),
        unit("prometheus-node-exporter.service", "active", "running", "enabled", 1410,
             "2027-02-09T03:12:45+01:00", "Prometheus exporter for machine metrics"),
        unit("certbot.service", "inactive", "dead", "static", None, None, "Certbot"),
    ]}, MANTIS, age=40),
    _cut_processes(203, MANTIS_MEM, _mantis_cpu_rows, "cpu", 8, MANTIS, "e3", age=25),
    _cut_processes(203, MANTIS_MEM, _mantis_mem_rows, "memory", 6, MANTIS, "e4", age=25),
    item("e5", "linux_network_info", {
        "interfaces": _mantis_ifaces,
        "listening": [
            listener(22, "0.0.0.0", 902, "sshd"),
            listener(80, "0.0.0.0", 1123, "nginx"),
            listener(80, "::", 1123, "nginx", proto="tcp6"),
            listener(443, "0.0.0.0", 1123, "nginx"),
            listener(443, "::", 1123, "nginx", proto="tcp6"),
            listener(3306, "127.0.0.1", 1205, "mysqld"),
            listener(6379, "10.0.5.2", 987, "redis-server"),
            listener(6379, "127.0.0.1", 987, "redis-server"),
            listener(9000, "127.0.0.1", 1140, "php-fpm8.1"),
            listener(9100, "0.0.0.0", 1410, "node_exporter"),
            listener(33060, "127.0.0.1", 1205, "mysqld"),
            listener(53, "127.0.0.53", 640, "systemd-resolve", proto="udp"),
        ],
        "connections": [
            connection("10.0.5.2:6379", "10.0.5.3:40112", 987, "redis-server"),
            connection("127.0.0.1:3306", "127.0.0.1:52110", 1205, "mysqld"),
            connection("127.0.0.1:41822", "127.0.0.1:9000", 1124, "nginx"),
            connection("127.0.0.1:52110", "127.0.0.1:3306", 24871, "php-fpm8.1"),
            connection("127.0.0.1:9000", "127.0.0.1:41822", 24880, "php-fpm8.1"),
            connection("198.51.100.23:22", "192.0.2.15:50122", 31880, "sshd"),
            connection("198.51.100.23:443", "192.0.2.140:60211", 1125, "nginx"),
            connection("198.51.100.23:443", "203.0.113.77:51422", 1124, "nginx"),
        ],
    }, MANTIS, age=30),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "php8.1-fpm.service", "entries": [
        log_entry("2027-02-11T13:41:12+01:00", "php8.1-fpm.service", "warning",
                  "[pool www] server reached pm.max_children setting (12), consider raising it"),
        log_entry("2027-02-11T13:52:40+01:00", "php8.1-fpm.service", "warning",
                  "[pool www] child 23011, script '/var/www/shop/public/index.php' (request: \"POST /index.php\") "
                  "executing too slow (31.207 sec), logging"),
        log_entry("2027-02-11T13:57:58+01:00", "php8.1-fpm.service", "info",
                  "Stopping The PHP 8.1 FastCGI Process Manager..."),
        log_entry("2027-02-11T13:58:02+01:00", "php8.1-fpm.service", "info",
                  "Started The PHP 8.1 FastCGI Process Manager."),
        log_entry("2027-02-11T14:06:19+01:00", "php8.1-fpm.service", "warning",
                  "[pool www] server reached pm.max_children setting (12), consider raising it"),
    ]}, MANTIS, age=35, args={"unit": "php8.1-fpm.service", "since_minutes": 60}),
    item("e7", "linux_file_read", {"path": "/var/log/nginx/error.log", "offset": 1200, "limit": 10,
                                   "total_lines": 1205, "lines": [
        '2027/02/11 13:54:47 [error] 1124#1124: *88102 upstream timed out (110: Connection timed out) while '
        'reading response header from upstream, client: 203.0.113.77, server: shop.example, request: '
        '"POST /checkout HTTP/2.0", upstream: "fastcgi://127.0.0.1:9000", host: "shop.example"',
        '2027/02/11 13:55:31 [error] 1125#1125: *88127 upstream timed out (110: Connection timed out) while '
        'reading response header from upstream, client: 192.0.2.140, server: shop.example, request: '
        '"POST /checkout HTTP/2.0", upstream: "fastcgi://127.0.0.1:9000", host: "shop.example"',
        '2027/02/11 13:56:10 [error] 1124#1124: *88140 upstream timed out (110: Connection timed out) while '
        'reading response header from upstream, client: 198.51.100.201, server: shop.example, request: '
        '"GET /cart HTTP/2.0", upstream: "fastcgi://127.0.0.1:9000", host: "shop.example"',
        '2027/02/11 13:57:59 [error] 1125#1125: *88163 connect() failed (111: Connection refused) while '
        'connecting to upstream, client: 192.0.2.140, server: shop.example, request: "GET / HTTP/2.0", '
        'upstream: "fastcgi://127.0.0.1:9000", host: "shop.example"',
        '2027/02/11 14:11:22 [error] 1124#1124: *88391 upstream timed out (110: Connection timed out) while '
        'reading response header from upstream, client: 203.0.113.77, server: shop.example, request: '
        '"POST /checkout HTTP/2.0", upstream: "fastcgi://127.0.0.1:9000", host: "shop.example"',
    ]}, MANTIS, age=35, args={"path": "/var/log/nginx/error.log", "offset": 1200, "limit": 10}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 475_943_657_472, 301_234_000_000),
        fs("/dev/md1", "/var/lib/mysql", "ext4", 1_968_000_000_000, 1_104_000_000_000),
    ]}, MANTIS, age=30),
    item("e9", "linux_system_info", system_info(58.3, [9.84, 8.71, 6.02], 212_850, "2027-02-09T03:12:30+01:00",
                                                MANTIS_MEM, 10_200_547_328, 4 * GiB, 512 * MiB), MANTIS, age=20),
    item("e10", "linux_service_status", unit("mysql.service", "active", "running", "enabled", 1205,
                                             "2027-02-09T03:12:51+01:00", "MySQL Community Server"),
         MANTIS, age=2400, args={"name": "mysql"}),
]

MANTIS_ANSWERS = [
    {"q": "Hey, is my shop healthy? Are nginx, php-fpm, redis and mysql all up?", "ev": ["s1", "e2", "e9"],
     "a": "Great question! 😊 Here's a quick health check of **mantis**:\n\n"
          "- **nginx:** [[s:active and running]], [[s:up since February 9 at 03:12]].\n"
          "- **php-fpm:** [[s:`php8.1-fpm.service` is running]], but [[s:it was restarted at 13:58 today]].\n"
          "- **redis:** [[s:`redis-server` is active]] [[c:since February 10]].\n"
          "- **mysql:** [[s:running]] [[c:as PID 1250]].\n\n"
          "**System load:** [[c:The 1-minute load average is 6.02]], which is quite high for "
          "this box — [[s:load has been climbing]]. "
          "**Memory:** [[s:about 70% used]], and [[c:swap is untouched]].\n\n"
          "[[s:Overall your stack is up]] ✅, though that php-fpm restart is worth a look. Want me to pull the "
          "php-fpm logs?"},
    {"q": "Something is eating the CPU, what is it?", "ev": ["e3", "e9"],
     "a": "Sure thing! Here are the top CPU consumers right now 🔥:\n\n"
          "1. **mysqld** ([[s:PID 1205]], user `mysql`) — [[s:~87% CPU]]\n"
          "2. **php-fpm8.1 workers** — [[s:three of them at roughly 37–41% each]]\n"
          "3. **redis-server** — [[c:about 14%]]\n\n"
          "So [[s:MySQL is the single biggest consumer]], and [[c:the PHP workers together use less than it "
          "does]]. **Overall:** [[s:the CPU is about 58% busy]]. [[u:The load is probably caused by slow queries "
          "from the checkout page]] — the process list can't show that, though. [[c:Nothing else on the box is "
          "using more than 1% CPU]], and [[u:there are no cron jobs or backups running at the moment]].\n\n"
          "Would you like me to check MySQL's process list next?"},
    {"q": "what about memory? is redis the biggest?", "ev": ["e4", "s1"],
     "a": "Good follow-up! 🧠 Not quite — [[s:redis is second]]:\n\n"
          "| Process | User | Memory |\n|---|---|---|\n"
          "| mysqld | [[s:mysql]] | [[s:6.8 GiB]] |\n"
          "| redis-server | [[c:root]] | [[s:1.2 GiB]] |\n"
          "| php (messenger consumer) | [[s:deploy]] | [[c:about 410 MiB]] |\n\n"
          "**Memory:** [[s:mysqld alone holds about 22% of the RAM]]. "
          "[[c:The PHP-FPM workers each use over 200 MiB]], so they add up quickly. [[u:Redis is capped by "
          "`maxmemory` at 2 GB]], so it shouldn't grow much further.\n\n"
          "Want me to look at the InnoDB buffer pool size?"},
    {"q": "Which ports are open and which process owns each? Is redis reachable from the internet?",
     "ev": ["e5"],
     "a": "Great question — here's what's listening on **mantis** 🔌:\n\n"
          "| Port | Address | Process |\n|---|---|---|\n"
          "| 80 / 443 | [[s:all interfaces (IPv4 and IPv6)]] | [[s:nginx]] |\n"
                    "| 6379 | [[c:0.0.0.0]] | [[s:redis-server]] |\n"
          "| 9000 | [[s:127.0.0.1]] | [[c:nginx]] |\n"
          "\n"
          "**Redis:** [[s:it's bound to 127.0.0.1 and the private address 10.0.5.2]], so [[s:it is not reachable "
          "on the public IP 198.51.100.23]] 👍. [[s:There's one client connected to it from 10.0.5.3]].\n\n"
          "**Other notes:**\n"
          "- [[c:MySQL's X protocol port 33060 is open to the world]].\n"
          "- [[c:Only nginx and sshd listen on all interfaces]].\n\n"
          "Want me to suggest some `ufw` rules to lock this down?"},
    {"q": "Customers got 502 errors at checkout around 2pm. What happened?", "ev": ["e6", "e7", "e2"],
     "a": "Great question — I dug through the logs for you 🕵️\n\n"
          "**What happened:** [[s:Starting at 13:54, nginx logged upstream timeouts talking to PHP-FPM on "
          "127.0.0.1:9000]]. Before that, [[s:at 13:41 php-fpm warned that "
          "the `www` pool had reached `pm.max_children` (12)]], and [[s:at 13:52 a request to index.php took "
          "over 31 seconds]]. [[s:php-fpm was then restarted at 13:58]] — [[u:most likely by the systemd "
          "watchdog]] — and [[s:for a moment nginx got \"Connection refused\"]].\n\n"
          "**Since then:** [[c:there have been no more timeouts]] and [[c:the pool hasn't hit its limit "
          "again]].\n\n"
          "**Root cause:** [[u:the checkout page is waiting on slow MySQL queries, which ties up all 12 "
          "workers]]. Raising `pm.max_children` might help, but [[u:with ~150 MiB per worker you have room for "
          "about 40]].\n\n"
          "[[c:In total nginx logged 5 timeouts]] in that window. Would you like me to check MySQL's slow query "
          "log?"},
    {"q": "is it still down?",
     "extra": [user("u1", "Earlier you said php-fpm restarted at 13:58 and checkout was throwing 502s.", MANTIS,
                    age=240)],
     "ev": ["e2", "e6"],
     "a": "Good news — no, [[s:it's back up]] 🎉\n\n"
          "- **Status:** [[s:`php8.1-fpm.service` has been active (running) since 13:58:02]]\n"
          "- **nginx:** [[s:hasn't gone down at all]]\n"
          "- **Warnings:** [[s:the only warning since the restart was another `pm.max_children` hit at "
          "14:06]], [[c:about 4 minutes ago]]\n\n"
          "[[c:It restarted twice in the last hour]], so [[u:customers may still see slow checkouts]] until the "
          "pool is bigger. Shall I show you where `pm.max_children` is set?"},
    {"q": "How much room does the database disk have left? And who has sudo on this box?",
     "ev": ["e8", "s1"],
     "a": "Here you go! 💾\n\n"
          "- **/var/lib/mysql:** [[s:about 864 GB free]] [[s:of roughly 2 TB]], "
          "[[c:so it's about 65% full]]\n"
          "- **/ (root):** [[c:around 280 GiB free]]\n\n"
          "**Sudo:** [[s:Only `anna` is in the `sudo` group]]. [[s:`deploy` isn't an admin]], but "
          "[[c:it is in the `adm` group]], and [[s:it's in `www-data`]]. "
          "[[u:Root login over SSH is disabled]], which is good.\n\n"
          "Anything else you'd like me to check? 😊"},
    {"q": "When did mysql last restart?", "ev": ["e10", "s1"],
     "a": "Let me check! 🐬 [[t:MySQL has been running since February 9 at 03:12]], [[t:with main PID 1205]], "
          "so [[t:it hasn't restarted in over two days]]. [[s:You're on mysql-server 8.0.36]] [[s:on Ubuntu "
          "22.04]]. [[u:That start matches the last reboot of the machine]].\n\n"
          "If you want, I can look at the MySQL error log for crash-recovery messages."},
]

# ---------------------------------------------------------------------------------------------------------
# cicada — family desktop with several accounts
# ---------------------------------------------------------------------------------------------------------
CICADA = Clock("2027-02-10T19:45:00-06:00")
CICADA_MEM = 16_647_806_976

_cicada_users = [
    {"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
    {"name": "martin", "uid": 1000, "gid": 1000, "home": "/home/martin", "shell": "/bin/bash"},
    {"name": "elena", "uid": 1001, "gid": 1001, "home": "/home/elena", "shell": "/bin/bash"},
    {"name": "sofia", "uid": 1002, "gid": 1002, "home": "/home/sofia", "shell": "/bin/bash"},
    {"name": "jonas", "uid": 1003, "gid": 1003, "home": "/home/jonas", "shell": "/usr/bin/zsh"},
    {"name": "oma", "uid": 1004, "gid": 1004, "home": "/home/oma", "shell": "/bin/bash"},
    {"name": "lightdm", "uid": 118, "gid": 125, "home": "/var/lib/lightdm", "shell": "/bin/false"},
    {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent", "shell": "/usr/sbin/nologin"},
]
_cicada_common = dict(
    hostname="cicada", os_name="Linux Mint", os_version="21.3", os_codename="virginia",
    kernel="6.5.0-21-generic", cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6, cpu_threads=12,
    memory_total_bytes=CICADA_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 490_577_010_688},
           {"device": "/dev/sda1", "mountpoint": "/media/martin/Backup", "fstype": "ext4",
            "total_bytes": 2_000_381_014_016}],
    network_interfaces=[
        {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
        {"name": "enp5s0", "mac": "2c:f0:5d:a1:33:08", "addresses": ["192.168.1.57/24"], "is_up": True},
        {"name": "wlp3s0", "mac": "a8:7e:ea:12:9b:44", "addresses": [], "is_up": False}],
    dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
    installed_packages={"firefox": "122.0.1+linuxmint1+virginia", "thunderbird": "1:115.7.0+build2-0ubuntu0.22.04.1",
                        "steam-installer": "1:1.0.0.74-1ubuntu2", "libreoffice-core": "1:7.3.7-0ubuntu0.22.04.4",
                        "openjdk-17-jre": "17.0.10+7-1~22.04.1", "cinnamon": "6.0.4+virginia"},
    available_services=["lightdm.service", "cups.service", "smbd.service", "NetworkManager.service"],
    users=_cicada_users,
)

CICADA_EVIDENCE = [
    steady("s1", CICADA, age=1500, groups=[
        {"name": "sudo", "gid": 27, "members": ["martin", "elena"]},
        {"name": "lpadmin", "gid": 120, "members": ["martin", "elena", "oma"]},
        {"name": "sambashare", "gid": 132, "members": ["martin"]},
        {"name": "family", "gid": 1010, "members": ["martin", "elena", "sofia", "jonas", "oma"]},
        {"name": "kids", "gid": 1011, "members": ["sofia", "jonas"]},
        {"name": "plugdev", "gid": 46, "members": ["martin", "sofia", "jonas"]},
        {"name": "games", "gid": 60, "members": ["jonas"]},
        {"name": "dialout", "gid": 20, "members": ["jonas"]},
        {"name": "vboxusers", "gid": 135, "members": ["martin"]},
        {"name": "audio", "gid": 29, "members": []}], **_cicada_common),
    steady("s2", CICADA, age=86_400, stale_sources=["users"], groups=[
        {"name": "sudo", "gid": 27, "members": ["martin"]},
        {"name": "lpadmin", "gid": 120, "members": ["martin", "elena"]},
        {"name": "family", "gid": 1010, "members": ["martin", "elena", "sofia", "jonas", "oma"]},
        {"name": "kids", "gid": 1011, "members": ["sofia", "jonas"]},
        {"name": "games", "gid": 60, "members": ["jonas", "sofia"]}], **_cicada_common),
    _cut_processes(341, CICADA_MEM, [
        (5388, "java", "jonas", 88.0, int(3.2 * GiB), "2027-02-10T18:52:10-06:00",
         "java -Xmx4G -Xms1G -cp /home/jonas/.minecraft/libraries net.minecraft.client.main.Main --username BlockJonas"),
        (4412, "firefox", "sofia", 12.4, int(1.9 * GiB), "2027-02-10T17:30:02-06:00", "/usr/lib/firefox/firefox"),
        (4520, "Isolated Web Co", "sofia", 3.1, 820 * MiB, "2027-02-10T17:31:40-06:00",
         "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser tab"),
        (5120, "steam", "jonas", 2.0, 610 * MiB, "2027-02-10T18:40:00-06:00",
         "/home/jonas/.steam/debian-installation/ubuntu12_32/steam"),
        (3301, "thunderbird", "elena", 0.8, 540 * MiB, "2027-02-10T16:05:12-06:00", "/usr/lib/thunderbird/thunderbird"),
        (2210, "cinnamon", "martin", 1.5, 410 * MiB, "2027-02-10T15:58:40-06:00", "cinnamon --replace"),
        (2980, "cinnamon", "sofia", 2.2, 395 * MiB, "2027-02-10T17:29:51-06:00", "cinnamon --replace"),
        (6120, "soffice.bin", "oma", 0.4, 300 * MiB, "2027-02-10T19:02:33-06:00",
         "/usr/lib/libreoffice/program/soffice.bin --writer"),
        (3050, "cinnamon", "elena", 0.9, 288 * MiB, "2027-02-10T16:03:19-06:00", "cinnamon --replace"),
        (2101, "Xorg", "root", 3.9, 180 * MiB, "2027-02-10T15:58:02-06:00", "/usr/lib/xorg/Xorg :0 -seat seat0 -auth /var/run/lightdm/root/:0"),
    ], "memory", 10, CICADA, "e2", age=30),
    _cut_processes(341, CICADA_MEM, [
        (5388, "java", "jonas", 88.0, int(3.2 * GiB), "2027-02-10T18:52:10-06:00",
         "java -Xmx4G -Xms1G -cp /home/jonas/.minecraft/libraries net.minecraft.client.main.Main --username BlockJonas"),
        (4412, "firefox", "sofia", 12.4, int(1.9 * GiB), "2027-02-10T17:30:02-06:00", "/usr/lib/firefox/firefox"),
        (2101, "Xorg", "root", 3.9, 180 * MiB, "2027-02-10T15:58:02-06:00", "/usr/lib/xorg/Xorg :0 -seat seat0 -auth /var/run/lightdm/root/:0"),
        (4520, "Isolated Web Co", "sofia", 3.1, 820 * MiB, "2027-02-10T17:31:40-06:00",
         "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser tab"),
        (2980, "cinnamon", "sofia", 2.2, 395 * MiB, "2027-02-10T17:29:51-06:00", "cinnamon --replace"),
        (5120, "steam", "jonas", 2.0, 610 * MiB, "2027-02-10T18:40:00-06:00",
         "/home/jonas/.steam/debian-installation/ubuntu12_32/steam"),
    ], "cpu", 6, CICADA, "e3", age=30),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 490_577_010_688, 402_136_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_400_000),
        fs("/dev/sda1", "/media/martin/Backup", "ext4", 2_000_381_014_016, 1_712_000_000_000),
    ]}, CICADA, age=40),
    item("e5", "linux_system_info", system_info(21.8, [3.12, 2.86, 2.40], 13_640, "2027-02-10T15:57:40-06:00",
                                                CICADA_MEM, 5 * GiB, 2 * GiB, 0), CICADA, age=20),
    item("e6", "linux_package_history", {"events": [
        package_event("2027-02-05T20:14:03-06:00", "upgrade", "firefox", "121.0.1+linuxmint1+virginia",
                      "122.0.1+linuxmint1+virginia"),
        package_event("2027-02-05T20:14:20-06:00", "upgrade", "thunderbird", "1:115.6.0+build2-0ubuntu0.22.04.1",
                      "1:115.7.0+build2-0ubuntu0.22.04.1"),
        package_event("2027-02-07T11:02:45-06:00", "install", "steam-installer", None, "1:1.0.0.74-1ubuntu2"),
        package_event("2027-02-08T09:30:11-06:00", "install", "linux-image-6.5.0-21-generic", None,
                      "6.5.0-21.21~22.04.1"),
        package_event("2027-02-08T09:30:40-06:00", "remove", "linux-image-6.5.0-14-generic",
                      "6.5.0-14.14~22.04.1", None),
        package_event("2027-02-09T21:10:05-06:00", "install", "openjdk-17-jre", None, "17.0.10+7-1~22.04.1"),
    ]}, CICADA, age=60, args={"since_days": 7}),
]

CICADA_ANSWERS = [
    {"q": "Who on this computer is an administrator?", "ev": ["s1"],
     "a": "Great question! 👨‍👩‍👧‍👦 On **cicada**, admin rights come from the `sudo` group:\n\n"
          "- **martin** and **elena** — [[s:both in `sudo`]] ✅\n"
          "- **sofia** — [[s:not an admin]] ❌\n"
          "- **jonas** — [[c:has admin rights through `sudo`]] ✅\n"
          "- **oma** — [[s:not in `sudo`]], but [[s:she can manage printers (`lpadmin`)]]\n\n"
          "[[s:There are five people's accounts in total]], and [[c:all of them use bash as their shell]].\n\n"
          "Would you like tips on setting up parental controls for the kids' accounts? 🙂"},
    {"q": "Is sofia an admin? And what about the other one?",
     "extra": [user("u1", "My two kids are sofia and jonas.", CICADA, age=300)], "ev": ["s1"],
     "a": "No — [[s:sofia isn't in the `sudo` group]], [[u:so she can't install software or change system "
          "settings]].\n\n"
          "The other one, **jonas**, [[s:isn't in `sudo` either]]. A few more details:\n\n"
          "- **Both kids:** [[s:are in the `kids` group]] and [[s:the `family` group]]\n"
          "- **jonas:** [[c:is also in `lpadmin`]], and [[s:he's in `dialout` and `games`]] — [[u:probably from "
          "installing the Arduino IDE]]\n"
          "- **sofia:** [[c:is in `games` too]]\n\n"
          "Let me know if you want to change any of these! 👍"},
    {"q": "The PC is really slow tonight — who's hogging it?", "ev": ["e3", "e5"],
     "a": "Looks like game night! 🎮\n\n"
          "- **Top CPU:** [[s:`java` (Minecraft), run by **jonas**]], [[s:at about 88% of a core]]\n"
          "- **Second:** [[s:Firefox (sofia)]] [[c:at around 21%]]\n"
          "\n"
          "**Overall:** [[s:the CPU is about 22% busy]] and [[c:the load average has been falling over the last "
          "15 minutes]]. [[s:The machine has been up for almost 4 hours]]. [[c:Steam isn't in the top six]], so "
          "it's not the culprit. [[u:Minecraft's render distance is probably set too high]].\n\n"
          "Want me to check the GPU temperature too?"},
    {"q": "and memory — whose stuff uses the most RAM?", "ev": ["e2", "s1"],
     "a": "Memory-wise 🧠, here's how it breaks down by person:\n\n"
          "1. **jonas** — [[s:Minecraft's Java process uses about 3.2 GiB]]\n"
          "2. **sofia** — [[s:Firefox at 1.9 GiB]], [[c:plus a tab process of about 1.2 GiB]]\n"
          "\n"
          "[[s:So jonas uses the most RAM]], [[s:out of 16 GB in total]]. [[c:martin doesn't seem to be logged "
          "in right now]], and [[u:there's no risk of running out of memory]].\n\n"
          "Shall I suggest closing some Firefox tabs? 😉"},
    {"q": "How full are the drives? The backup drive too?", "ev": ["e4"],
     "a": "Here's the storage picture 💾:\n\n"
          "- **System drive (`/`):** [[s:82% full]], [[c:about 48 GB free]]\n"
          "- **Backup drive** (/media/martin/Backup): [[s:roughly 1.7 TB used]] "
          "[[s:out of 2 TB]], [[s:so ~86% full]]\n"
          "\n"
          "[[c:The system drive actually has more free space than the backup drive]]. [[u:At the current rate "
          "the backup drive will be full in about two months]].\n\n"
          "Would you like help finding big files in the home folders?"},
    {"q": "What got updated this week?", "ev": ["e6", "s1"],
     "a": "Here's the last 7 days of package activity 📦:\n\n"
          "- **Feb 5 (evening):** [[s:Firefox was upgraded to 122.0.1]]\n"
          "- [[c:Steam was installed on Feb 8]] [[u:by jonas]]\n"
          "- **Feb 8:** [[s:a new kernel, 6.5.0-21, was installed]] and [[s:the old 6.5.0-14 kernel was "
          "removed]]\n"
          "- **Feb 9:** [[s:Java 17 (OpenJDK) was installed]] — [[u:probably for Minecraft]]\n\n"
          "[[c:That's 5 changes in total]]. Good news: [[s:you're already running the new kernel]] ✅\n\n"
          "Anything you'd like me to dig into?"},
    {"q": "Can oma print? Is she in the printer admin group?", "ev": ["s2"],
     "a": "Good question! 🖨️\n\n"
          "- **lpadmin:** [[t:oma isn't in `lpadmin`]] — [[t:only martin and elena are]]\n"
          "- **Her account:** [[t:uses `/bin/bash`]] [[t:and is in the `family` group]]\n"
          "- **System:** [[s:Linux Mint 21.3]]\n\n"
          "[[u:She can still print to the printers that are already set up]] — `lpadmin` is only needed to add "
          "or change printers. Want me to show how to add her to the group?"},
]

# ---------------------------------------------------------------------------------------------------------
# hornet — router-like box with many interfaces and listening sockets
# ---------------------------------------------------------------------------------------------------------
HORNET = Clock("2027-02-12T08:05:00+00:00")
HORNET_MEM = 4_102_332_416

_hornet_ifaces = [
    {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
    {"name": "enp1s0", "mac": "00:0d:b9:5e:21:a0", "addresses": ["203.0.113.46/29"], "is_up": True},
    {"name": "enp2s0", "mac": "00:0d:b9:5e:21:a1", "addresses": ["192.168.10.1/24", "fd00:10::1/64"], "is_up": True},
    {"name": "enp3s0", "mac": "00:0d:b9:5e:21:a2", "addresses": [], "is_up": False},
    {"name": "enp2s0.30", "mac": "00:0d:b9:5e:21:a1", "addresses": ["192.168.30.1/24"], "is_up": True},
    {"name": "br-guest", "mac": "0a:3c:11:9e:40:02", "addresses": ["192.168.20.1/24"], "is_up": True},
    {"name": "wg0", "mac": None, "addresses": ["10.8.0.1/24"], "is_up": True},
    {"name": "wlp4s0", "mac": "04:f0:21:3a:9c:17", "addresses": [], "is_up": False},
]
_hornet_listening = [
    listener(22, "0.0.0.0", 702, "sshd"),
    listener(22, "::", 702, "sshd", proto="tcp6"),
    listener(53, "192.168.10.1", 811, "dnsmasq"),
    listener(53, "192.168.20.1", 811, "dnsmasq"),
    listener(53, "192.168.10.1", 811, "dnsmasq", proto="udp"),
    listener(53, "192.168.20.1", 811, "dnsmasq", proto="udp"),
    listener(53, "192.168.30.1", 811, "dnsmasq", proto="udp"),
    listener(67, "0.0.0.0", 811, "dnsmasq", proto="udp"),
    listener(80, "192.168.10.1", 845, "lighttpd"),
    listener(123, "0.0.0.0", 690, "chronyd", proto="udp"),
    listener(1900, "192.168.10.1", 880, "miniupnpd", proto="udp"),
    listener(5000, "192.168.10.1", 880, "miniupnpd"),
    listener(5335, "127.0.0.1", 790, "unbound"),
    listener(5335, "127.0.0.1", 790, "unbound", proto="udp"),
    listener(5353, "0.0.0.0", 655, "avahi-daemon", proto="udp"),
    listener(9100, "192.168.10.1", 860, "prometheus-node"),
    listener(51820, "0.0.0.0", None, None, proto="udp"),
]
_hornet_connections = [
    connection("192.168.10.1:22", "192.168.10.23:53144", 31220, "sshd"),
    connection("192.168.10.1:9100", "192.168.10.40:48802", 860, "prometheus-node"),
    connection("203.0.113.46:37012", "149.112.112.112:853", 790, "unbound"),
    connection("203.0.113.46:41870", "9.9.9.9:853", 790, "unbound"),
]
_hornet_interfaces_file = [
    "auto lo", "iface lo inet loopback", "",
    "# WAN", "auto enp1s0", "iface enp1s0 inet static", "    address 203.0.113.46/29", "    gateway 203.0.113.41", "",
    "# LAN", "auto enp2s0", "iface enp2s0 inet static", "    address 192.168.10.1/24",
    "    post-up ip route add 10.50.0.0/16 via 192.168.10.254 dev enp2s0", "",
    "# IoT VLAN", "auto enp2s0.30", "iface enp2s0.30 inet static", "    address 192.168.30.1/24", "",
    "# guest bridge", "auto br-guest", "iface br-guest inet static", "    address 192.168.20.1/24",
    "    bridge_ports none", "",
    "# wg0 is brought up by wg-quick@wg0; the lab subnet sits behind the tunnel:",
    "# route 172.16.8.0/22 via 10.8.0.2 is added in /etc/wireguard/wg0.conf (PostUp)",
]

HORNET_EVIDENCE = [
    steady("s1", HORNET, age=2400, hostname="hornet", domain="home.arpa", os_name="Debian", os_version="12",
           os_codename="bookworm", kernel="6.1.0-18-amd64", cpu_model="AMD GX-412TC SOC", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=HORNET_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 31_482_863_616}],
           network_interfaces=_hornet_ifaces, dns_servers=["127.0.0.1"], default_gateway="203.0.113.41",
           installed_packages={"dnsmasq": "2.89-1", "unbound": "1.17.1-2+deb12u2",
                               "wireguard-tools": "1.0.20210914-1+b1", "nftables": "1.0.6-2+deb12u2",
                               "lighttpd": "1.4.69-1", "miniupnpd": "2.3.1-1", "hostapd": "2:2.10-12",
                               "chrony": "4.3-2+deb12u1", "prometheus-node-exporter": "1.5.0-1+b6",
                               "avahi-daemon": "0.8-10"},
           available_services=["dnsmasq.service", "unbound.service", "ssh.service", "lighttpd.service",
                               "wg-quick@.service", "nftables.service", "miniupnpd.service", "chrony.service",
                               "prometheus-node-exporter.service", "avahi-daemon.service", "hostapd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "dnsmasq", "uid": 106, "gid": 65534, "home": "/var/lib/misc", "shell": "/usr/sbin/nologin"},
                  {"name": "unbound", "uid": 107, "gid": 113, "home": "/var/lib/unbound", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
                   {"name": "netdev", "gid": 108, "members": ["ops"]},
                   {"name": "adm", "gid": 4, "members": ["ops"]}]),
    item("e2", "linux_network_info", {"interfaces": _hornet_ifaces, "listening": _hornet_listening,
                                      "connections": _hornet_connections}, HORNET, age=25),
    item("e3", "linux_network_info", {"interfaces": _hornet_ifaces, "listening": _hornet_listening[:8],
                                      "connections": _hornet_connections,
                                      "truncated": {"listening": "(9 more listening sockets not shown; use port= to "
                                                                 "narrow, or a larger limit=)"}},
         HORNET, age=25, args={"limit": 8}, complete=False),
    item("e4", "linux_file_read", {"path": "/etc/network/interfaces", "offset": 0, "limit": 200,
                                   "total_lines": len(_hornet_interfaces_file), "lines": _hornet_interfaces_file},
         HORNET, age=50, args={"path": "/etc/network/interfaces"}),
    item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 1_200, "tx_bytes_per_s": 1_200},
        {"name": "enp1s0", "rx_bytes_per_s": 4_812_000, "tx_bytes_per_s": 610_000},
        {"name": "enp2s0", "rx_bytes_per_s": 590_000, "tx_bytes_per_s": 4_702_000},
        {"name": "enp3s0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "enp2s0.30", "rx_bytes_per_s": 3_100, "tx_bytes_per_s": 2_800},
        {"name": "br-guest", "rx_bytes_per_s": 12_400, "tx_bytes_per_s": 48_900},
        {"name": "wg0", "rx_bytes_per_s": 210_000, "tx_bytes_per_s": 95_000},
    ]}, HORNET, age=30, args={"interval_seconds": 1.0}),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 900, "tx_bytes_per_s": 900},
        {"name": "enp1s0", "rx_bytes_per_s": 31_250_000, "tx_bytes_per_s": 1_400_000},
        {"name": "enp2s0", "rx_bytes_per_s": 1_350_000, "tx_bytes_per_s": 30_900_000},
        {"name": "enp2s0.30", "rx_bytes_per_s": 2_000, "tx_bytes_per_s": 1_900},
        {"name": "br-guest", "rx_bytes_per_s": 880_000, "tx_bytes_per_s": 6_100_000},
        {"name": "wg0", "rx_bytes_per_s": 5_000, "tx_bytes_per_s": 4_000},
    ]}, HORNET, age=1500, args={"interval_seconds": 1.0}),
    item("e7", "linux_service_status", {"units": [
        unit("dnsmasq.service", "active", "running", "enabled", 811, "2027-02-01T06:00:14+00:00",
             "dnsmasq - A lightweight DHCP and caching DNS server"),
        unit("unbound.service", "active", "running", "enabled", 790, "2027-02-01T06:00:12+00:00",
             "Unbound DNS server"),
        unit("ssh.service", "active", "running", "enabled", 702, "2027-02-01T06:00:08+00:00",
             "OpenBSD Secure Shell server"),
        unit("lighttpd.service", "active", "running", "enabled", 845, "2027-02-01T06:00:15+00:00",
             "Lighttpd Daemon"),
        unit("wg-quick@wg0.service", "active", "exited", "enabled", None, "2027-02-01T06:00:10+00:00",
             "WireGuard via wg-quick(8) for wg0"),
        unit("nftables.service", "active", "exited", "enabled", None, "2027-02-01T06:00:02+00:00", "nftables"),
        unit("miniupnpd.service", "active", "running", "enabled", 880, "2027-02-01T06:00:16+00:00",
             "Lightweight UPnP IGD & PCP/NAT-PMP daemon"),
        unit("chrony.service", "active", "running", "enabled", 690, "2027-02-01T06:00:06+00:00",
             "chrony, an NTP client/server"),
        unit("prometheus-node-exporter.service", "active", "running", "enabled", 860, "2027-02-01T06:00:15+00:00",
             "Prometheus exporter for machine metrics"),
        unit("avahi-daemon.service", "active", "running", "enabled", 655, "2027-02-01T06:00:05+00:00",
             "Avahi mDNS/DNS-SD Stack"),
        unit("hostapd.service", "failed", "failed", "enabled", None, None,
             "Access point and authentication server for Wi-Fi and Ethernet"),
    ]}, HORNET, age=40),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "hostapd.service", "entries": [
        log_entry("2027-02-12T06:31:02+00:00", "hostapd.service", "err", "nl80211: Could not configure driver mode"),
        log_entry("2027-02-12T06:31:02+00:00", "hostapd.service", "err", "nl80211 driver initialization failed."),
        log_entry("2027-02-12T06:31:02+00:00", "hostapd.service", "info",
                  "wlp4s0: interface state UNINITIALIZED->DISABLED"),
        log_entry("2027-02-12T06:31:02+00:00", "hostapd.service", "err",
                  "hostapd_free_hapd_data: Interface wlp4s0 wasn't started"),
        log_entry("2027-02-12T06:31:03+00:00", "hostapd.service", "notice",
                  "hostapd.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2027-02-12T06:31:03+00:00", "hostapd.service", "warning",
                  "hostapd.service: Failed with result 'exit-code'."),
        log_entry("2027-02-12T06:31:03+00:00", "hostapd.service", "err",
                  "Failed to start hostapd.service - Access point and authentication server for Wi-Fi and Ethernet."),
    ]}, HORNET, age=45, args={"unit": "hostapd.service", "since_minutes": 720}),
    item("e9", "linux_system_info", system_info(7.5, [0.21, 0.18, 0.15], 957_920, "2027-02-01T05:59:40+00:00",
                                                HORNET_MEM, 3_120_000_000, 0, 0), HORNET, age=20),
]

HORNET_ANSWERS = [
    {"q": "Can you list the interfaces and their addresses? Which ones are up?", "ev": ["s1"],
     "a": "Great question! Here are all the interfaces on **hornet** 🌐:\n\n"
          "| Interface | Address | State |\n|---|---|---|\n"
          "| enp1s0 (WAN) | [[s:203.0.113.46/29]] | [[s:up ✅]] |\n"
          "| enp2s0 (LAN) | [[s:192.168.10.1/24]] | [[s:up ✅]] |\n"
          "| enp2s0.30 (IoT VLAN) | [[c:192.168.3.1/24]] | [[s:up ✅]] |\n"
                              "| enp3s0 | [[s:no address]] | [[c:up ✅]] |\n"
          "| wlp4s0 | — | [[s:down ❌]] |\n\n"
          "**Also worth knowing:**\n"
                    "- [[c:The WAN is a /24]]\n\n"
          "Want me to check which of these are actually carrying traffic?"},
    {"q": "What's listening on this box, and is anything exposed on the WAN side?", "ev": ["e2"],
     "a": "Here's everything that's listening 👂, grouped by process:\n\n"
          "- **sshd** — [[s:port 22 on all IPv4 and IPv6 addresses]], so [[s:it's reachable on the WAN address "
          "too]]\n"
          "- **dnsmasq** — [[s:DNS on 53 for the LAN, guest and IoT networks]], [[s:DHCP on UDP 67]]\n"
                    "- **lighttpd** — [[s:port 80]], [[c:on all interfaces]]\n"
                    "- **WireGuard** — [[s:UDP 51820, owned by the kernel (no process shown)]]\n\n"
          "**WAN exposure:** [[c:Only WireGuard is reachable from the WAN]]. [[s:There are 17 listening sockets in total]]. [[s:unbound has "
          "two DNS-over-TLS connections out to Quad9]].\n\n"
          "Would you like me to review the nftables rules to see what's actually allowed in? 🔒"},
    {"q": "Is node_exporter listening? And is anything on port 80?", "ev": ["e3"],
     "a": "I checked the socket list, but heads up — [[s:it was cut to the first 8 entries]] ⚠️\n\n"
          "- **Port 80:** [[u:nothing is listening on port 80]]\n"
          "- **node_exporter (9100):** [[u:not in the list, so it's probably not running]]\n"
          "- **What I can confirm:** [[s:sshd is on 22]], [[s:dnsmasq answers DNS on 192.168.10.1 and "
          "192.168.20.1]] [[c:and DHCP on port 68]]\n"
          "- [[s:There's an SSH session open from 192.168.10.23]]\n\n"
          "[[c:dnsmasq doesn't serve DNS on the IoT VLAN]], by the way. Want me to re-run the check with a "
          "bigger limit?"},
    {"q": "How does traffic get to the 10.50 network, and what's the default route?", "ev": ["s1", "e4"],
     "a": "Great question! 🛣️\n\n"
          "- **Default route:** [[s:via 203.0.113.41]], [[s:on the WAN interface enp1s0]]\n"
          "- **10.50.0.0/16:** [[s:routed via 192.168.10.254]], [[s:added by a `post-up` "
          "line in /etc/network/interfaces]]\n"
          "- **172.16.8.0/22:** [[c:goes via 192.168.10.254 as well]]; [[s:it's set up in wg0.conf's "
          "PostUp]]\n\n"
          "Your router's own LAN address is [[c:192.168.10.254]], so [[s:that next hop is another box on the LAN]] — "
          "[[u:probably your office VPN gateway]].\n\n"
          "Want me to show the full routing table with `ip route`?"},
    {"q": "Which interface is busiest right now?", "ev": ["e5"],
     "a": "Right now (1-second sample) 📊:\n\n"
          "- **enp1s0 (WAN):** [[s:~4.8 MB/s in]], [[s:~0.6 MB/s out]]\n"
          "- **enp2s0 (LAN):** [[s:~4.7 MB/s out]] — [[u:someone on the LAN is downloading something big]]\n"
          "- **wg0:** [[c:about 2.1 MB/s in]]\n"
          "- **br-guest:** [[s:almost idle]]\n\n"
          "So [[s:the WAN interface is the busiest]]. [[c:The IoT VLAN is pushing about 3 MB/s]], which is a "
          "bit unusual for smart plugs 🤔\n\n"
          "Should I look at which LAN host is pulling that download?"},
    {"q": "Why isn't the Wi-Fi access point coming up?", "ev": ["e7", "e8"],
     "a": "Ah, I see it! 📶\n\n"
          "- **hostapd.service:** [[s:failed]] [[s:at 06:31 this morning]]\n"
          "- **Error:** [[s:`nl80211: Could not configure driver mode`]]\n"
          "\n"
          "So [[u:the Wi-Fi card's driver doesn't support AP mode]] — [[u:probably a missing firmware "
          "package]]. [[c:systemd tried to restart it three times]] before giving up, and "
          "[[c:hostapd is disabled at boot]]. [[s:Every other unit is active]].\n\n"
          "Want me to check `iw list` for supported interface modes?"},
    {"q": "is it still maxed out?",
     "extra": [user("u1", "Earlier the WAN link was saturated, around 30 MB/s download.", HORNET, age=1600)],
     "ev": ["e6", "e9"],
     "a": "Let me check the traffic numbers… 📈\n\n"
          "- [[t:enp1s0 is receiving about 31 MB/s]]\n"
          "- [[t:and enp2s0 is sending about 31 MB/s to the LAN]]\n"
          "- [[t:wg0 is nearly idle]]\n\n"
          "So [[t:yes, it's still saturated]]. [[s:The box has been up for 11 days]] and [[s:the CPU is only "
          "7.5% busy]], so [[u:the router itself isn't the bottleneck]].\n\n"
          "Want me to find out which client is downloading?"},
]

# ---------------------------------------------------------------------------------------------------------
# firefly — build server (Rocky Linux 9, GitLab runner, Docker)
# ---------------------------------------------------------------------------------------------------------
FIREFLY = Clock("2027-02-09T22:30:00+05:30")
FIREFLY_MEM = 125 * GiB

_firefly_ifaces = [
    {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
    {"name": "eno1", "mac": "b4:96:91:a2:0c:5e", "addresses": ["10.30.4.21/24"], "is_up": True},
    {"name": "eno2", "mac": "b4:96:91:a2:0c:5f", "addresses": [], "is_up": False},
    {"name": "docker0", "mac": "02:42:6a:1f:c3:90", "addresses": ["172.17.0.1/16"], "is_up": True},
]

FIREFLY_EVIDENCE = [
    steady("s1", FIREFLY, age=3000, hostname="firefly", os_name="Rocky Linux", os_version="9.3",
           os_codename="Blue Onyx", kernel="5.14.0-362.18.1.el9_3.x86_64",
           cpu_model="AMD EPYC 7443P 24-Core Processor", cpu_cores=24, cpu_threads=48,
           memory_total_bytes=FIREFLY_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 214_748_364_800},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 1_920_383_410_176},
                  {"device": "/dev/nvme0n1p4", "mountpoint": "/home", "fstype": "xfs",
                   "total_bytes": 1_500_000_000_000}],
           network_interfaces=_firefly_ifaces, dns_servers=["10.30.0.2", "10.30.0.3"], default_gateway="10.30.4.1",
           installed_packages={"gcc": "11.4.1-2.1.el9", "gcc-c++": "11.4.1-2.1.el9", "gitlab-runner": "16.8.0-1",
                               "docker-ce": "3:25.0.2-1.el9", "java-17-openjdk": "1:17.0.10.0.7-2.el9",
                               "ccache": "4.5.1-2.el9", "ninja-build": "1.10.2-6.el9", "cmake": "3.26.5-2.el9",
                               "kernel": "5.14.0-362.18.1.el9_3"},
           available_services=["docker.service", "containerd.service", "gitlab-runner.service", "sshd.service",
                               "rpcbind.service", "node_exporter.service", "chronyd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/bin/bash"},
                  {"name": "builder", "uid": 1001, "gid": 1001, "home": "/home/builder", "shell": "/bin/bash"},
                  {"name": "chen", "uid": 1002, "gid": 1002, "home": "/home/chen", "shell": "/bin/zsh"},
                  {"name": "gitlab-runner", "uid": 992, "gid": 990, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["priya"]},
                   {"name": "docker", "gid": 988, "members": ["gitlab-runner", "builder", "chen"]},
                   {"name": "kvm", "gid": 36, "members": ["builder"]},
                   {"name": "builder", "gid": 1001, "members": []},
                   {"name": "systemd-journal", "gid": 190, "members": ["priya"]}]),
    _cut_processes(612, FIREFLY_MEM, [
        (38810, "java", "builder", 212.0, int(6.4 * GiB), "2027-02-09T19:05:11+05:30",
         "java -Xmx8g -Dorg.gradle.daemon=true org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.5"),
        (41022, "cc1plus", "builder", 99.8, int(1.4 * GiB), "2027-02-09T22:29:31+05:30",
         "/usr/libexec/gcc/x86_64-redhat-linux/11/cc1plus -quiet -O2 src/dsp/fir_bank.cpp"),
        (41030, "cc1plus", "builder", 99.6, int(1.1 * GiB), "2027-02-09T22:29:33+05:30",
         "/usr/libexec/gcc/x86_64-redhat-linux/11/cc1plus -quiet -O2 src/net/stack.cpp"),
        (41047, "cc1plus", "builder", 99.1, int(2.3 * GiB), "2027-02-09T22:29:36+05:30",
         "/usr/libexec/gcc/x86_64-redhat-linux/11/cc1plus -quiet -O2 src/codegen/tables.cpp"),
        (41051, "cc1plus", "builder", 98.7, int(0.9 * GiB), "2027-02-09T22:29:37+05:30",
         "/usr/libexec/gcc/x86_64-redhat-linux/11/cc1plus -quiet -O2 src/hal/gpio.cpp"),
        (41101, "ld", "builder", 97.3, int(3.8 * GiB), "2027-02-09T22:29:40+05:30",
         "/usr/bin/ld -plugin liblto_plugin.so -o build/firmware.elf"),
        (1350, "dockerd", "root", 4.1, 310 * MiB, "2027-02-02T10:14:00+05:30",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (40990, "ninja", "builder", 1.2, 48 * MiB, "2027-02-09T22:02:30+05:30", "ninja -j 48"),
        (1298, "containerd", "root", 0.9, 88 * MiB, "2027-02-02T10:13:58+05:30", "/usr/bin/containerd"),
        (2210, "gitlab-runner", "gitlab-runner", 0.6, 95 * MiB, "2027-02-05T16:41:02+05:30",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
    ], "cpu", 10, FIREFLY, "e2", age=20),
    _cut_processes(598, FIREFLY_MEM, [
        (38810, "java", "builder", 180.4, int(7.9 * GiB), "2027-02-09T19:05:11+05:30",
         "java -Xmx8g -Dorg.gradle.daemon=true org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.5"),
        (40611, "ld", "builder", 96.0, int(4.2 * GiB), "2027-02-09T22:11:02+05:30",
         "/usr/bin/ld -plugin liblto_plugin.so -o build/bootloader.elf"),
        (40588, "cc1plus", "builder", 99.2, int(2.6 * GiB), "2027-02-09T22:10:40+05:30",
         "/usr/libexec/gcc/x86_64-redhat-linux/11/cc1plus -quiet -O2 src/codegen/tables.cpp"),
        (40590, "cc1plus", "builder", 98.8, int(2.1 * GiB), "2027-02-09T22:10:41+05:30",
         "/usr/libexec/gcc/x86_64-redhat-linux/11/cc1plus -quiet -O2 src/dsp/fir_bank.cpp"),
        (1350, "dockerd", "root", 3.0, 310 * MiB, "2027-02-02T10:14:00+05:30",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (2210, "gitlab-runner", "gitlab-runner", 0.4, 95 * MiB, "2027-02-05T16:41:02+05:30",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
    ], "memory", 6, FIREFLY, "e3", age=1100),
    item("e4", "linux_system_info", system_info(71.4, [38.2, 31.7, 22.4], 648_980, "2027-02-02T10:13:40+05:30",
                                                FIREFLY_MEM, 52 * GiB, 8 * GiB, 0), FIREFLY, age=15),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "xfs", 214_748_364_800, 96_636_764_160),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", 1_920_383_410_176, 1_766_752_737_362),
        fs("/dev/nvme0n1p4", "/home", "xfs", 1_500_000_000_000, 310_000_000_000),
    ]}, FIREFLY, age=60),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2027-02-09T21:47:55+05:30", None, "err",
                  "Out of memory: Killed process 37702 (cc1plus) total-vm:4120332kB, anon-rss:3890112kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1001 pgtables:7900kB oom_score_adj:0"),
        log_entry("2027-02-09T21:48:02+05:30", "gitlab-runner.service", "warning",
                  "Job failed: exit code 137  duration_s=2841 job=88213 project=42 runner=Xk3pQ"),
        log_entry("2027-02-09T22:02:17+05:30", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88231 project=42 runner=Xk3pQ"),
        log_entry("2027-02-09T22:11:03+05:30", "docker.service", "warning",
                  "Not continuing with pull after error: write /var/lib/docker/tmp/GetImageBlob3381: "
                  "no space left on device"),
        log_entry("2027-02-09T22:11:04+05:30", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"if-not-present\": no space left on device  "
                  "job=88240 project=57 runner=Xk3pQ"),
    ]}, FIREFLY, age=30, args={"since_minutes": 60, "priority": "info"}),
    item("e7", "linux_package_history", {"events": [
        package_event("2027-02-03T11:20:05+05:30", "upgrade", "gcc", "11.3.1-4.3.el9", "11.4.1-2.1.el9"),
        package_event("2027-02-03T11:20:09+05:30", "upgrade", "gcc-c++", "11.3.1-4.3.el9", "11.4.1-2.1.el9"),
        package_event("2027-02-04T09:12:44+05:30", "remove", "podman", "2:4.6.1-8.el9_3", None),
        package_event("2027-02-05T16:40:31+05:30", "upgrade", "docker-ce", "3:24.0.7-1.el9", "3:25.0.2-1.el9"),
        package_event("2027-02-05T16:40:58+05:30", "upgrade", "gitlab-runner", "16.6.1-1", "16.8.0-1"),
        package_event("2027-02-06T08:02:10+05:30", "install", "kernel", None, "5.14.0-362.18.1.el9_3"),
        package_event("2027-02-07T14:25:36+05:30", "install", "cmake", None, "3.26.5-2.el9"),
        package_event("2027-02-07T14:25:40+05:30", "install", "ccache", None, "4.5.1-2.el9"),
    ]}, FIREFLY, age=100, args={"since_days": 14}),
    item("e8", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9e2b7d4", "runner-xk3pq-project-42-concurrent-0-build-88231",
            "registry.example.com/ci/firmware-builder:2.3", "running", "Up 28 minutes", "2027-02-09T22:02:20+05:30"),
        box("7c2e90d1aa35", "runner-xk3pq-project-42-concurrent-1-build-88213",
            "registry.example.com/ci/firmware-builder:2.3", "exited", "Exited (137) 42 minutes ago",
            "2027-02-09T21:00:41+05:30"),
        box("3b8d77f0c912", "sccache-dist", "registry.example.com/infra/sccache-dist:0.7.4", "running", "Up 7 days",
            "2027-01-28T09:00:00+05:30", ["0.0.0.0:10500->10500/tcp"]),
        box("e55a01c4f6d8", "registry-mirror", "registry:2.8.3", "running", "Up 7 days", "2026-12-14T12:30:00+05:30",
            ["127.0.0.1:5000->5000/tcp"]),
        box("91d0c3b5e2a7", "artifact-cache", "nginx:1.25-alpine", "restarting", "Restarting (1) 12 seconds ago",
            "2027-02-08T18:11:00+05:30", ["0.0.0.0:8081->80/tcp"]),
    ]}, FIREFLY, age=40, args={"all": True}),
    item("e9", "linux_network_info", {"interfaces": _firefly_ifaces, "listening": [
        listener(22, "0.0.0.0", 1102, "sshd"),
        listener(22, "::", 1102, "sshd", proto="tcp6"),
        listener(111, "0.0.0.0", 980, "rpcbind"),
        listener(111, "0.0.0.0", 980, "rpcbind", proto="udp"),
        listener(323, "127.0.0.1", 1005, "chronyd", proto="udp"),
        listener(5000, "127.0.0.1", 3120, "docker-proxy"),
        listener(8081, "0.0.0.0", 3188, "docker-proxy"),
        listener(9100, "0.0.0.0", 1410, "node_exporter"),
        listener(9252, "127.0.0.1", 2210, "gitlab-runner"),
        listener(10500, "0.0.0.0", 3101, "docker-proxy"),
    ], "connections": [
        connection("10.30.4.21:10500", "10.30.4.22:39110", 3101, "docker-proxy"),
        connection("10.30.4.21:22", "10.30.8.77:60122", 45120, "sshd"),
        connection("10.30.4.21:51234", "10.30.4.5:443", 2210, "gitlab-runner"),
    ]}, FIREFLY, age=25),
]

FIREFLY_ANSWERS = [
    {"q": "The build feels super slow — what's using the CPU?", "ev": ["e2", "e4", "s1"],
     "a": "Great question! Here's what's hammering **firefly** right now 🔨:\n\n"
          "- **Gradle daemon** (`java`, PID 38810): [[s:about 212% CPU]]\n"
          "- **cc1plus:** [[s:four compiler processes, each pinned at ~99%]]\n"
          "- **ld:** [[s:the linker is at 97%]] [[c:and holds about 8 GiB of RAM]]\n"
          "\n"
          "**Machine-wide:** [[s:CPU is ~71% busy]] [[c:across 32 cores]]. [[s:The 1-minute load is 38.2]], "
          "so [[s:the load is rising]]. [[s:All of the build processes run "
          "as `builder`]]. [[u:ccache doesn't seem to be getting many hits]] either.\n\n"
          "Want me to look at the ccache stats?"},
    {"q": "what about memory? is the linker the biggest?", "ev": ["e3", "s1"],
     "a": "Memory-wise 📈 (from the process snapshot):\n\n"
          "1. [[t:`java` (Gradle) — about 7.9 GiB]]\n"
          "2. [[t:`ld` — about 4.2 GiB]]\n"
          "3. [[t:two `cc1plus` jobs at 2.6 and 2.1 GiB]]\n\n"
          "So [[t:no, the linker is second, behind Gradle]]. [[t:Gradle is using about 12% of RAM]] on this "
          "[[c:Rocky 9.2]] machine [[s:with 128 GB installed]], so [[u:you have plenty of headroom]].\n\n"
          "Let me know if you want me to cap Gradle's heap! 😊"},
    {"q": "Why did job 88213 fail?", "ev": ["e6", "e8"],
     "a": "I found it! 🔍\n\n"
          "- [[s:At 21:47:55 the kernel's OOM killer killed a `cc1plus` process (PID 37702)]]\n"
          "- [[s:Seven seconds later gitlab-runner reported job 88213 failed with exit code 137]]\n"
          "- [[s:Its container, `runner-xk3pq-project-42-concurrent-1-build-88213`, exited with code 137]] "
          "[[s:about 40 minutes ago]]\n\n"
          "[[u:The build most likely ran too many parallel compile jobs for the container's memory limit]]. "
          "[[c:The job ran for about 20 minutes before it died]]. [[s:A new job, 88231, was picked up at "
          "22:02]]. [[c:The artifact-cache container is healthy]], so "
          "caching isn't the problem.\n\n"
          "Want me to suggest a lower `-j` for the compile step?"},
    {"q": "Is disk space going to be a problem?", "ev": ["e5", "e6"],
     "a": "Good thinking! 💽\n\n"
          "- **/var/lib/docker:** [[s:92% full]] — [[s:about 154 GB free]]\n"
          "- **/:** [[s:45% used]] [[c:on ext4]]\n"
          "\n"
          "And yes, it already bit you: [[s:at 22:11 Docker failed to pull an image with \"no space left on "
          "device\"]], [[s:which also broke the image pull for job 88240]]. [[c:/var/lib/docker is completely "
          "full]] right now, and [[c:it's the smallest of the three filesystems]]. [[u:The build cache is "
          "probably what's filling it]].\n\n"
          "Would you like the `docker system df` and `docker builder prune` commands?"},
    {"q": "What changed on this box in the last two weeks?", "ev": ["e7", "s1"],
     "a": "Here's the package history for the last 14 days 📦:\n\n"
          "| Date | Change |\n|---|---|\n"
          "| Feb 3 | [[s:gcc and gcc-c++ upgraded 11.3.1 → 11.4.1]] |\n"
          "| Feb 4 | [[s:podman removed]] |\n"
          "| Feb 5 | [[s:docker-ce 24.0.7 → 25.0.2]], [[c:gitlab-runner 16.6.1 → 16.9.0]] |\n"
                    "\n"
          "[[s:That's 8 package events]], and [[s:the running kernel is the new one]] ✅. [[c:Nothing was "
          "removed]], so no dependencies should be missing. [[u:The gcc upgrade might explain the slower "
          "builds]].\n\n"
          "Want me to diff the gcc changelog?"},
    {"q": "Who can run docker here, and who has sudo?", "ev": ["s1"],
     "a": "Here's the access picture 🐳:\n\n"
          "- **docker group:** [[s:`gitlab-runner`, `builder` and `chen`]]\n"
          "- **wheel (sudo):** [[s:only `priya`]]\n"
          "- [[c:`priya` is also in `docker`]]\n"
          "- [[s:`builder` is also in `kvm`]]\n"
          "- [[s:`chen` uses zsh]], and [[c:`gitlab-runner` has a nologin shell]]\n\n"
          "Heads up: membership in `docker` is effectively root on the host. Want me to list who has logged in "
          "recently?"},
    {"q": "What ports are open, and which containers publish them?", "ev": ["e8", "e9"],
     "a": "Sure! Here's the port map 🗺️:\n\n"
          "| Port | Bound to | Owner |\n|---|---|---|\n"
                              "| 8081 | [[s:0.0.0.0]] | [[s:artifact-cache]] |\n"
          "| 9100 | [[s:0.0.0.0]] | [[c:gitlab-runner]] |\n"
          "| 10500 | [[s:0.0.0.0]] | [[s:sccache-dist]] |\n\n"
          "- [[s:gitlab-runner's metrics endpoint (9252) is local-only]]\n"
          "- [[c:Port 8081 belongs to a container that's running normally]]\n"
          "- [[s:One machine, 10.30.4.22, is connected to sccache on 10500]]\n"
          "- [[c:There are no SSH sessions right now]]\n\n"
          "Should I check whether rpcbind (port 111) is actually needed? 🤔"},
]

# ---------------------------------------------------------------------------------------------------------
# beetle — 4-node kubeadm cluster
# ---------------------------------------------------------------------------------------------------------
BEETLE = Clock("2027-02-13T10:15:00-03:00")
BEETLE_CTX = "beetle-admin@beetle"


def _node(name: str, ready: bool, version: str, os_image: str, ip: str, cpu: str, memory: str,
          since: str, control_plane: bool = False) -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control_plane:
        labels["node-role.kubernetes.io/control-plane"] = ""
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "spec": {"taints": [{"key": "node-role.kubernetes.io/control-plane", "effect": "NoSchedule"}]}
            if control_plane else {},
            "status": {"conditions": [
                {"type": "Ready", "status": "True" if ready else "Unknown",
                 "reason": "KubeletReady" if ready else "NodeStatusUnknown",
                 "message": "kubelet is posting ready status" if ready else "Kubelet stopped posting node status.",
                 "lastTransitionTime": since}],
                "addresses": [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}],
                "capacity": {"cpu": cpu, "memory": memory, "pods": "110"},
                "nodeInfo": {"kubeletVersion": version, "kubeProxyVersion": version, "osImage": os_image,
                             "kernelVersion": "5.15.0-94-generic" if os_image.endswith("22.04.4 LTS")
                             else "5.15.0-91-generic",
                             "containerRuntimeVersion": "containerd://1.7.13", "architecture": "amd64"}}}


def _pod(name: str, ns: str, node: str, container: str, restarts: int = 0, ready: bool = True,
         waiting: str | None = None, started: str = "2027-02-12T08:00:14-03:00", last_exit: int | None = None) -> dict:
    p = pod(name, ns, "Running", node, restarts, ready, waiting, started)
    status = p["status"]["containerStatuses"][0]
    status["name"] = container
    if last_exit is not None:
        status["lastState"] = {"terminated": {"reason": "Error", "exitCode": last_exit,
                                              "finishedAt": "2027-02-13T10:11:48-03:00"}}
    return p


_beetle_pods = [
    _pod("coredns-76f75df574-h8k2p", "kube-system", "beetle-cp1", "coredns", started="2027-02-01T09:12:30-03:00"),
    _pod("coredns-76f75df574-n5w7c", "kube-system", "beetle-w1", "coredns", started="2027-02-01T09:12:31-03:00"),
    _pod("etcd-beetle-cp1", "kube-system", "beetle-cp1", "etcd", started="2027-02-01T09:10:02-03:00"),
    _pod("kube-apiserver-beetle-cp1", "kube-system", "beetle-cp1", "kube-apiserver",
         started="2027-02-01T09:10:05-03:00"),
    _pod("kube-controller-manager-beetle-cp1", "kube-system", "beetle-cp1", "kube-controller-manager",
         started="2027-02-01T09:10:05-03:00"),
    _pod("kube-proxy-2mdfx", "kube-system", "beetle-cp1", "kube-proxy", started="2027-02-01T09:11:00-03:00"),
    _pod("kube-proxy-8qzrl", "kube-system", "beetle-w1", "kube-proxy", started="2027-02-01T09:11:40-03:00"),
    _pod("kube-proxy-f6wtn", "kube-system", "beetle-w2", "kube-proxy", started="2027-02-01T09:11:42-03:00"),
    _pod("kube-proxy-t4hjc", "kube-system", "beetle-w3", "kube-proxy", ready=False,
         started="2027-02-01T09:11:45-03:00"),
    _pod("kube-scheduler-beetle-cp1", "kube-system", "beetle-cp1", "kube-scheduler",
         started="2027-02-01T09:10:05-03:00"),
    _pod("grafana-6b8f9d7c5-lm4pq", "monitoring", "beetle-w1", "grafana", started="2027-02-05T14:20:00-03:00"),
    _pod("node-exporter-4hz8k", "monitoring", "beetle-cp1", "node-exporter", started="2027-02-05T14:18:00-03:00"),
    _pod("node-exporter-7vqpl", "monitoring", "beetle-w1", "node-exporter", started="2027-02-05T14:18:01-03:00"),
    _pod("node-exporter-b2mnx", "monitoring", "beetle-w2", "node-exporter", started="2027-02-05T14:18:01-03:00"),
    _pod("node-exporter-r9tjc", "monitoring", "beetle-w3", "node-exporter", ready=False,
         started="2027-02-05T14:18:02-03:00"),
    _pod("prometheus-0", "monitoring", "beetle-w2", "prometheus", started="2027-02-05T14:19:10-03:00"),
    _pod("cart-api-5f6d7c9b8-wd4mz", "shop", "beetle-w2", "cart-api", restarts=14, ready=False,
         waiting="CrashLoopBackOff", last_exit=1),
    _pod("cart-api-5f6d7c9b8-x2lpn", "shop", "beetle-w1", "cart-api", started="2027-02-12T16:22:03-03:00"),
    _pod("mysql-0", "shop", "beetle-w2", "mysql", restarts=1, started="2027-02-10T11:05:00-03:00"),
    _pod("redis-0", "shop", "beetle-w1", "redis", started="2027-02-10T11:04:12-03:00"),
    _pod("storefront-7d9c8b5f4-2kqzp", "shop", "beetle-w1", "storefront"),
    _pod("storefront-7d9c8b5f4-9hxlm", "shop", "beetle-w2", "storefront"),
    _pod("storefront-7d9c8b5f4-tq7rw", "shop", "beetle-w3", "storefront", ready=False,
         started="2027-02-12T08:00:20-03:00"),
]


def _svc(name: str, ns: str, kind: str, cluster_ip: str, ports: list[dict]) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": ns},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}}


def _event(name: str, kind: str, obj: str, reason: str, message: str, count: int, first: str, last: str,
           etype: str = "Warning") -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "shop"},
            "involvedObject": {"kind": kind, "name": obj, "namespace": "shop"}, "reason": reason,
            "message": message, "count": count, "firstTimestamp": first, "lastTimestamp": last, "type": etype}


BEETLE_EVIDENCE = [
    steady("s1", BEETLE, age=2000, hostname="beetle-cp1", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-94-generic", cpu_model="Intel(R) Xeon(R) Silver 4214R CPU @ 2.40GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=8_343_916_544,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 105_088_212_992}],
           network_interfaces=[
               {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
               {"name": "ens18", "mac": "bc:24:11:5e:0a:10", "addresses": ["10.20.0.10/24"], "is_up": True},
               {"name": "vxlan.calico", "mac": "66:1f:3b:0c:7e:21", "addresses": ["10.244.17.64/32"],
                "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1",
           installed_packages={"kubeadm": "1.29.2-1.1", "kubelet": "1.29.2-1.1", "kubectl": "1.29.2-1.1",
                               "containerd.io": "1.7.13-1"},
           available_services=["kubelet.service", "containerd.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kadmin", "uid": 1000, "gid": 1000, "home": "/home/kadmin", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kadmin"]}]),
    item("e2", "kubernetes_get", {"context": BEETLE_CTX, "namespace": None, "items": [
        _node("beetle-cp1", True, "v1.29.2", "Ubuntu 22.04.4 LTS", "10.20.0.10", "4", "8148356Ki",
              "2027-02-01T09:10:40-03:00", control_plane=True),
        _node("beetle-w1", True, "v1.29.2", "Ubuntu 22.04.4 LTS", "10.20.0.11", "8", "16318480Ki",
              "2027-02-01T09:11:50-03:00"),
        _node("beetle-w2", True, "v1.29.2", "Ubuntu 22.04.4 LTS", "10.20.0.12", "8", "16318480Ki",
              "2027-02-01T09:11:52-03:00"),
        _node("beetle-w3", False, "v1.28.6", "Ubuntu 22.04.3 LTS", "10.20.0.13", "8", "16318480Ki",
              "2027-02-13T09:41:12-03:00"),
    ]}, BEETLE, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": BEETLE_CTX, "namespace": None, "items": _beetle_pods},
         BEETLE, age=35, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": BEETLE_CTX, "namespace": None, "items": _beetle_pods[:10],
                                  "truncated": {"items": "(13 more objects not shown; use name= or namespace= to "
                                                         "narrow, or a larger limit=)"}},
         BEETLE, age=35, args={"resource": "pods", "all_namespaces": True, "limit": 10}, complete=False),
    item("e5", "kubernetes_get", {"context": BEETLE_CTX, "namespace": None, "items": [
        deployment("coredns", "kube-system", 2, 2),
        deployment("grafana", "monitoring", 1, 1),
        deployment("cart-api", "shop", 2, 1),
        deployment("storefront", "shop", 3, 2),
    ]}, BEETLE, age=35, args={"resource": "deployments", "all_namespaces": True}),
    item("e6", "kubernetes_get", {"context": BEETLE_CTX, "namespace": None, "items": [
        _svc("kubernetes", "default", "ClusterIP", "10.96.0.1", [{"name": "https", "port": 443, "targetPort": 6443,
                                                                   "protocol": "TCP"}]),
        _svc("kube-dns", "kube-system", "ClusterIP", "10.96.0.10", [
            {"name": "dns", "port": 53, "targetPort": 53, "protocol": "UDP"},
            {"name": "dns-tcp", "port": 53, "targetPort": 53, "protocol": "TCP"},
            {"name": "metrics", "port": 9153, "targetPort": 9153, "protocol": "TCP"}]),
        _svc("grafana", "monitoring", "NodePort", "10.96.9.140", [{"port": 3000, "targetPort": 3000,
                                                                    "nodePort": 32000, "protocol": "TCP"}]),
        _svc("prometheus", "monitoring", "ClusterIP", "10.96.77.2", [{"port": 9090, "targetPort": 9090,
                                                                       "protocol": "TCP"}]),
        _svc("cart-api", "shop", "ClusterIP", "10.96.118.7", [{"port": 8081, "targetPort": 8081, "protocol": "TCP"}]),
        _svc("mysql", "shop", "ClusterIP", "None", [{"port": 3306, "targetPort": 3306, "protocol": "TCP"}]),
        _svc("redis", "shop", "ClusterIP", "10.96.201.33", [{"port": 6379, "targetPort": 6379, "protocol": "TCP"}]),
        _svc("storefront", "shop", "NodePort", "10.96.44.12", [{"port": 80, "targetPort": 8080, "nodePort": 30080,
                                                                "protocol": "TCP"}]),
    ]}, BEETLE, age=35, args={"resource": "services", "all_namespaces": True}),
    item("e7", "kubernetes_get", {"context": BEETLE_CTX, "namespace": "shop", "items": [
        _event("cart-api-5f6d7c9b8-wd4mz.17a2b3c4d5e6f701", "Pod", "cart-api-5f6d7c9b8-wd4mz", "BackOff",
               "Back-off restarting failed container cart-api in pod cart-api-5f6d7c9b8-wd4mz_shop"
               "(5d0c1f7e-2a44-4b8e-9d61-0c3f8a7e2b19)", 63,
               "2027-02-13T08:58:00-03:00", "2027-02-13T10:12:30-03:00"),
        _event("cart-api-5f6d7c9b8-wd4mz.17a2b3c4d5e6f702", "Pod", "cart-api-5f6d7c9b8-wd4mz", "Unhealthy",
               "Liveness probe failed: HTTP probe failed with statuscode: 500", 42,
               "2027-02-13T08:57:12-03:00", "2027-02-13T10:11:40-03:00"),
        _event("cart-api-5f6d7c9b8-wd4mz.17a2b3c4d5e6f703", "Pod", "cart-api-5f6d7c9b8-wd4mz", "Pulled",
               "Container image \"registry.beetle.lan/shop/cart-api:2.14.1\" already present on machine", 15,
               "2027-02-13T08:56:30-03:00", "2027-02-13T10:07:05-03:00", etype="Normal"),
        _event("storefront-7d9c8b5f4-tq7rw.17a2b3c4d5e6f704", "Pod", "storefront-7d9c8b5f4-tq7rw",
               "NodeNotReady", "Node is not ready", 1, "2027-02-13T09:41:15-03:00", "2027-02-13T09:41:15-03:00"),
    ]}, BEETLE, age=40, args={"resource": "events", "namespace": "shop"}),
    item("e8", "linux_network_info", {"interfaces": [
        {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
        {"name": "ens18", "mac": "bc:24:11:5e:0a:10", "addresses": ["10.20.0.10/24"], "is_up": True},
        {"name": "vxlan.calico", "mac": "66:1f:3b:0c:7e:21", "addresses": ["10.244.17.64/32"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 811, "sshd"),
            listener(2379, "10.20.0.10", 1510, "etcd"),
            listener(2379, "127.0.0.1", 1510, "etcd"),
            listener(2380, "10.20.0.10", 1510, "etcd"),
            listener(6443, "::", 1622, "kube-apiserver", proto="tcp6"),
            listener(9100, "0.0.0.0", 3301, "node_exporter"),
            listener(10250, "::", 990, "kubelet", proto="tcp6"),
            listener(10256, "::", 2101, "kube-proxy", proto="tcp6"),
            listener(10257, "127.0.0.1", 1588, "kube-controller"),
            listener(10259, "127.0.0.1", 1601, "kube-scheduler"),
            listener(30080, "0.0.0.0", 2101, "kube-proxy"),
            listener(32000, "0.0.0.0", 2101, "kube-proxy"),
        ],
        "connections": [
            connection("127.0.0.1:2379", "127.0.0.1:51802", 1510, "etcd"),
            connection("127.0.0.1:51802", "127.0.0.1:2379", 1622, "kube-apiserver"),
            connection("[::ffff:10.20.0.10]:6443", "[::ffff:10.20.0.11]:44120", 1622, "kube-apiserver"),
            connection("[::ffff:10.20.0.10]:6443", "[::ffff:10.20.0.12]:38712", 1622, "kube-apiserver"),
        ]}, BEETLE, age=20),
]

BEETLE_ANSWERS = [
    {"q": "Are all my nodes ready? And are they on the same version?", "ev": ["e2"],
     "a": "Great question! Here's your 4-node cluster at a glance 🐞:\n\n"
          "| Node | Ready | Version | OS |\n|---|---|---|---|\n"
          "| beetle-cp1 | [[s:✅]] | [[s:v1.29.2]] | [[s:Ubuntu 22.04.4]] |\n"
                    "| beetle-w2 | [[s:✅]] | [[c:v1.28.6]] | [[s:Ubuntu 22.04.4]] |\n"
          "| beetle-w3 | [[s:❌ NotReady]] | [[s:v1.28.6]] | [[c:Ubuntu 22.04.4]] |\n\n"
          "So no — [[s:beetle-w3 is a minor version behind the others]] and "
          "[[s:has been NotReady since about 09:41]]. [[u:Its kubelet has "
          "probably stopped or lost its network]].\n\n"
          "Want me to check the pods that were on beetle-w3?"},
    {"q": "Which pods are unhealthy?", "ev": ["e3", "e5"],
     "a": "Here's what's not healthy right now 🚨:\n\n"
          "1. **cart-api-5f6d7c9b8-wd4mz** — [[s:CrashLoopBackOff]], [[s:14 restarts]], [[s:on "
          "beetle-w2]]\n"
          "2. **storefront-7d9c8b5f4-tq7rw** — [[s:not ready]], [[u:because its node, beetle-w3, is "
          "NotReady]]\n"
          "3. **node-exporter-r9tjc** and **kube-proxy-t4hjc** — [[s:both on beetle-w3]], [[s:not ready]]\n\n"
          "**Deployments:** [[s:storefront has 2 of 3 replicas ready]] and [[c:cart-api has 0 of 2]]. "
          "[[c:mysql-0 has never restarted]], and "
          "[[s:everything in monitoring except the w3 node-exporter is ready]]. [[c:That's 5 unhealthy pods in "
          "total]].\n\n"
          "Would you like me to dig into the cart-api crash?"},
    {"q": "Why is cart-api crashing?", "ev": ["e3", "e7"],
     "a": "Good question! From the events 📋:\n\n"
          "- **Probe:** [[s:the liveness probe is failing with HTTP 500]] — [[c:about 14 times so far]]\n"
          "- **Back-off:** [[s:Kubernetes has backed off restarting it 63 times]]\n"
                    "- **Last exit:** [[s:the last crash ended with exit code 1]]\n\n"
          "[[u:The app is probably failing to connect to mysql at startup]]. [[s:The other cart-api replica, on "
          "beetle-w1, is healthy]] with [[s:0 restarts]]. [[c:The crashes started around 07:00]] this "
          "morning.\n\n"
          "Try `kubectl logs cart-api-5f6d7c9b8-wd4mz -n shop --previous` to see the error. Want me to help "
          "read it?"},
    {"q": "What about the other one? Is it still down?",
     "extra": [user("u1", "You told me cart-api is crashing and storefront lost a replica.", BEETLE, age=200)],
     "ev": ["e2", "e3", "e5"],
     "a": "Storefront is **still degraded** ⚠️:\n\n"
          "- **Replicas:** [[s:2 of 3 are ready]]\n"
          "- **Missing one:** [[s:`storefront-7d9c8b5f4-tq7rw` is scheduled on beetle-w3]], [[s:which is still "
          "NotReady]]\n"
          "\n"
          "[[c:It has been down since yesterday evening]]. [[s:The pod itself has 0 restarts]]. [[u:Kubernetes "
          "will reschedule it after the 5-minute eviction timeout]], so it should come back on its own.\n\n"
          "Let me know if you'd like to cordon and drain beetle-w3! 🛠️"},
    {"q": "What's exposed outside the cluster?", "ev": ["e6", "e8"],
     "a": "Two services are exposed via **NodePort** 🌐:\n\n"
          "- `storefront` — [[s:NodePort 30080]] → [[s:target port 8080]]\n"
          "- `grafana` (monitoring) — [[c:NodePort 30000]]\n\n"
          "[[s:Everything else is ClusterIP]], and [[s:there are no LoadBalancer services]]. [[c:There are 6 services in total]]. On the control plane, [[s:kube-proxy is "
          "holding both NodePorts open]]. [[c:Redis is exposed on port 6380]] inside the cluster.\n\n"
          "Want me to check whether Grafana has a login configured? 🔐"},
    {"q": "Which pods are running on beetle-w3? Is monitoring on every node?", "ev": ["e3"],
     "a": "On **beetle-w3** I see [[s:three pods]]: [[s:`storefront-7d9c8b5f4-tq7rw`, `node-exporter-r9tjc` and "
          "`kube-proxy-t4hjc`]]"
          " — [[c:all of them ready]] ✅.\n\n"
          "**Monitoring:** [[s:node-exporter runs on all four nodes]], and [[c:Prometheus and Grafana both run "
          "on beetle-w1]]. [[c:beetle-w2 "
          "runs the most pods]].\n\n"
          "Anything else you'd like to know? 😊"},
    {"q": "On the control plane, what's listening? Is etcd exposed?", "ev": ["e8", "s1"],
     "a": "Here's **beetle-cp1** 🖥️:\n\n"
          "- **kube-apiserver:** [[s:6443 on all addresses]]\n"
          "- **etcd:** [[s:2379 on 127.0.0.1 and 10.20.0.10]], [[s:peer port 2380 on 10.20.0.10]]\n"
                    "\n"
          "So [[s:etcd is reachable from the node network 10.20.0.0/24]]. "
          "[[c:The apiserver has three kubelet connections]] right now; [[u:beetle-w3's kubelet can't reach "
          "the apiserver]]. [[c:The node has 16 GB of RAM]] and [[s:runs kubelet 1.29.2]].\n\n"
          "Want me to suggest firewall rules for 2379/2380?"},
    {"q": "Is anything in kube-system failing? And is the shop fine?", "ev": ["e4"],
     "a": "The pod list I got was [[s:cut off after 10 pods]], so this is partial 🧐:\n\n"
          "- **kube-system:** [[s:the control-plane pods (etcd, apiserver, controller-manager, scheduler) are "
          "all running on beetle-cp1]]; [[s:both CoreDNS replicas are ready]]; [[s:`kube-proxy-t4hjc` on "
          "beetle-w3 is not ready]]\n"
          "- **shop:** [[u:all shop pods are running fine]]\n\n"
          "[[u:No pod in the cluster has restarted]], and [[c:every kube-proxy pod is ready]].\n\n"
          "Want me to fetch the shop namespace on its own?"},
]

MACHINES = [
    {"name": "mantis", "clock": MANTIS, "evidence": MANTIS_EVIDENCE, "answers": MANTIS_ANSWERS},
    {"name": "cicada", "clock": CICADA, "evidence": CICADA_EVIDENCE, "answers": CICADA_ANSWERS},
    {"name": "hornet", "clock": HORNET, "evidence": HORNET_EVIDENCE, "answers": HORNET_ANSWERS},
    {"name": "firefly", "clock": FIREFLY, "evidence": FIREFLY_EVIDENCE, "answers": FIREFLY_ANSWERS},
    {"name": "beetle", "clock": BEETLE, "evidence": BEETLE_EVIDENCE, "answers": BEETLE_ANSWERS},
]
