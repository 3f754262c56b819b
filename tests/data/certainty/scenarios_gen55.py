"""55th generation (written blind by a helper new to the corpus, in the style of qwen2.5 7B).

The answers imitate how qwen2.5:7b answers questions about a machine: a "## Summary" heading and a
"### Details" section, comparison tables with ✅/❌/⚠️ cells, bold keys, evidence ids cited in brackets after
claims (some citing an item that does not say the claim), and a numbered list of recommendations at the end
(unlabelled: suggestions are not claims). Machines are named after fabrics.

linen — an Ubuntu 24.04 API server (Europe/Berlin, +01:00) running a gunicorn app (`ledger-api`) behind
nginx. Evidence: the steady state (4 vCPUs, 15.6 GiB, a private and a public address), the service status of
ledger-api and nginx, a complete network listing (sshd, nginx on 80/443, gunicorn on 127.0.0.1:8000,
node_exporter on the private address only, resolved on 127.0.0.53; three established database connections
and one in SYN_SENT), two hours of ledger-api errors (3 psycopg timeouts, 3 "remaining connection slots",
one gunicorn worker SIGKILL, one unhandled exception), last night's certbot run (one certificate not due,
one renewal failed, with no expiry date logged for it), the six biggest processes by memory and a system
reading 15 minutes old (stale).

tweed — a Debian 12 PostgreSQL 15 host (UTC). Its steady state lists `packages` in stale_sources (the
snapshot still says postgresql-15 15.8; the package history shows the upgrade to 15.10 and a new kernel not
yet booted). Evidence: postgresql@15-main status, a complete network listing (5432 on three addresses, the
exporter on 9187, five database clients, one SSH session, one scrape), three hours of warnings and errors
from the PostgreSQL log file, three filesystems (data on md0/XFS, backups on NFS at 94%), the top five
processes by memory, the tuning file and a fresh system reading.

denim — a Fedora 41 CI runner (America/Chicago, -05:00 after the DST change; the runner's service and the
boot date from before it, -06:00) with GitLab Runner and rootless Podman. Evidence: seven containers (three
running, one restarting, two exited, one created), the gitlab-runner service, four hours of runner log (2
jobs succeeded, 3 failed, one of them a system failure for lack of space, a Docker Hub rate-limit warning),
30 minutes of minio-cache lines (five "file access denied" errors, each followed by a "container died"
event), disk usage (root btrfs 92%), the six busiest processes by CPU and a stale system reading.

velvet — a developer's Arch Linux laptop (Asia/Kolkata, +05:30). Evidence: the steady state (kernel
6.13.6 running while the `linux` package is already 6.13.7; two human accounts), the eight biggest processes
by memory, a fresh system reading, a complete network listing (vite on ::1:5173, node on 0.0.0.0:3000,
docker-proxy on 5432, cupsd, avahi; no sshd and nothing on 8025), a Docker listing 400 seconds old (stale:
shop-db and mailpit running, redis exited), three days of pacman history and disk usage.

muslin — a kubeadm cluster seen from its control plane muslin-cp1 (Ubuntu 22.04, Asia/Tokyo, +09:00).
Evidence: the control plane's steady state, four nodes (w3 NotReady since its kubelet stopped posting,
one patch release behind), 28 pods in six namespaces with placement, restarts and one Pending replica,
deployments, four cert-manager Certificates (one expired, one failing to renew for a rate limit), pod
metrics (memory and CPU per pod), events of the payments namespace and a stale system reading of cp1.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# linen — API server
# ---------------------------------------------------------------------------------------------------------
LINEN = Clock("2026-03-17T14:22:00+01:00")
LINEN_MEM = 16773685248

_ERR_SLOTS = ('psycopg.OperationalError: connection to server at "10.20.1.31", port 5432 failed: FATAL:  '
              'remaining connection slots are reserved for non-replication superuser connections')
_ERR_TIMEOUT = ('psycopg.OperationalError: connection to server at "10.20.1.31", port 5432 failed: '
                'timeout expired')

linen_evidence = [
    steady("e1", LINEN, age=2400, hostname="linen", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="AMD EPYC 7543P 32-Core Processor", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=LINEN_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 80530636800}],
           network_interfaces=[
               {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
               {"name": "eth0", "mac": "52:54:00:3a:91:0e", "addresses": ["10.20.1.15/24"], "is_up": True},
               {"name": "eth1", "mac": "52:54:00:3a:91:0f", "addresses": ["203.0.113.45/28"], "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="203.0.113.33",
           installed_packages={"nginx": "1.24.0-2ubuntu7.1", "certbot": "2.9.0-1", "python3": "3.12.3-0ubuntu2",
                               "postgresql-client-16": "16.6-0ubuntu0.24.04.1",
                               "openssh-server": "1:9.6p1-3ubuntu13.5",
                               "prometheus-node-exporter": "1.7.0-1ubuntu0.2"},
           available_services=["nginx.service", "ledger-api.service", "ssh.service", "certbot.timer",
                               "certbot.service", "prometheus-node-exporter.service", "systemd-resolved.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "ledger", "uid": 998, "gid": 998, "home": "/var/lib/ledger",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]},
                   {"name": "ledger", "gid": 998, "members": ["deploy"]}]),
    item("e2", "linux_service_status",
         unit("ledger-api.service", "active", "running", pid=2314, since="2026-03-17T09:05:12+01:00",
              desc="Ledger API (gunicorn)"), LINEN, age=30, args={"name": "ledger-api"}),
    item("e3", "linux_service_status",
         unit("nginx.service", "active", "running", pid=1187, since="2026-03-03T04:11:40+01:00",
              desc="A high performance web server and a reverse proxy server"), LINEN, age=30,
         args={"name": "nginx"}),
    item("e4", "linux_network_info", {
        "interfaces": [
            {"name": "eth0", "mac": "52:54:00:3a:91:0e", "addresses": ["10.20.1.15/24"], "is_up": True},
            {"name": "eth1", "mac": "52:54:00:3a:91:0f", "addresses": ["203.0.113.45/28"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 998, "sshd"),
            listener(80, "0.0.0.0", 1187, "nginx"),
            listener(443, "0.0.0.0", 1187, "nginx"),
            listener(8000, "127.0.0.1", 2314, "gunicorn"),
            listener(9100, "10.20.1.15", 812, "node_exporter"),
            listener(53, "127.0.0.53", 640, "systemd-resolve", proto="udp")],
        "connections": [
            connection("10.20.1.15:41822", "10.20.1.31:5432", 2331, "gunicorn"),
            connection("10.20.1.15:41830", "10.20.1.31:5432", 2332, "gunicorn"),
            connection("10.20.1.15:41844", "10.20.1.31:5432", 2333, "gunicorn"),
            connection("10.20.1.15:41851", "10.20.1.31:5432", 2334, "gunicorn", status="SYN_SENT"),
            connection("203.0.113.45:22", "198.51.100.77:50312", 40211, "sshd"),
            connection("203.0.113.45:443", "192.0.2.10:61544", 1190, "nginx"),
            connection("10.20.1.15:9100", "10.20.1.60:38120", 812, "node_exporter")]},
        LINEN, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "ledger-api.service", "entries": [
        log_entry("2026-03-17T12:31:07+01:00", "ledger-api.service", "err", _ERR_TIMEOUT),
        log_entry("2026-03-17T12:31:09+01:00", "ledger-api.service", "err", _ERR_TIMEOUT),
        log_entry("2026-03-17T12:47:55+01:00", "ledger-api.service", "err",
                  "[2314] [ERROR] Worker (pid:2329) was sent SIGKILL! Perhaps out of memory?"),
        log_entry("2026-03-17T13:02:14+01:00", "ledger-api.service", "err", _ERR_SLOTS),
        log_entry("2026-03-17T13:02:15+01:00", "ledger-api.service", "err", _ERR_SLOTS),
        log_entry("2026-03-17T13:02:15+01:00", "ledger-api.service", "err", _ERR_SLOTS),
        log_entry("2026-03-17T13:40:41+01:00", "ledger-api.service", "err",
                  "ERROR in app: Exception on /v2/invoices/export [POST]: TimeoutError: query exceeded 30s"),
        log_entry("2026-03-17T14:05:03+01:00", "ledger-api.service", "err", _ERR_TIMEOUT)]},
        LINEN, age=40, args={"unit": "ledger-api.service", "since_minutes": 120, "priority": "err"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "certbot.service", "entries": [
        log_entry("2026-03-17T03:14:02+01:00", "certbot.service", "info",
                  "Processing /etc/letsencrypt/renewal/api.linen.example.net.conf"),
        log_entry("2026-03-17T03:14:02+01:00", "certbot.service", "info", "Certificate not yet due for renewal"),
        log_entry("2026-03-17T03:14:02+01:00", "certbot.service", "info",
                  "Processing /etc/letsencrypt/renewal/status.linen.example.net.conf"),
        log_entry("2026-03-17T03:14:03+01:00", "certbot.service", "info",
                  "Renewing an existing certificate for status.linen.example.net"),
        log_entry("2026-03-17T03:14:09+01:00", "certbot.service", "err",
                  "Failed to renew certificate status.linen.example.net with error: Some challenges have failed."),
        log_entry("2026-03-17T03:14:09+01:00", "certbot.service", "info",
                  "The following certificates are not due for renewal yet:"),
        log_entry("2026-03-17T03:14:09+01:00", "certbot.service", "info",
                  "  /etc/letsencrypt/live/api.linen.example.net/fullchain.pem expires on 2026-05-09 (skipped)"),
        log_entry("2026-03-17T03:14:09+01:00", "certbot.service", "err",
                  "All renewals failed. The following certificates could not be renewed:"),
        log_entry("2026-03-17T03:14:09+01:00", "certbot.service", "err",
                  "  /etc/letsencrypt/live/status.linen.example.net/fullchain.pem (failure)"),
        log_entry("2026-03-17T03:14:09+01:00", "certbot.service", "err", "1 renew failure(s), 0 parse failure(s)")]},
        LINEN, age=60, args={"unit": "certbot.service", "since_minutes": 1440}),
    item("e7", "linux_processes", processes(187, LINEN_MEM, [
        (2331, "gunicorn", "ledger", 12.1, 640 * MiB, "2026-03-17T09:05:13+01:00",
         "/opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn ledger.wsgi -w 4 -b 127.0.0.1:8000"),
        (2333, "gunicorn", "ledger", 3.4, 612 * MiB, "2026-03-17T09:05:13+01:00",
         "/opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn ledger.wsgi -w 4 -b 127.0.0.1:8000"),
        (2332, "gunicorn", "ledger", 8.7, 598 * MiB, "2026-03-17T09:05:13+01:00",
         "/opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn ledger.wsgi -w 4 -b 127.0.0.1:8000"),
        (2334, "gunicorn", "ledger", 0.9, 571 * MiB, "2026-03-17T12:47:56+01:00",
         "/opt/ledger/venv/bin/python3 /opt/ledger/venv/bin/gunicorn ledger.wsgi -w 4 -b 127.0.0.1:8000"),
        (1190, "nginx", "www-data", 0.3, 96 * MiB, "2026-03-03T04:11:40+01:00", "nginx: worker process"),
        (812, "node_exporter", "prometheus", 0.1, 31 * MiB, "2026-03-03T04:10:31+01:00",
         "/usr/bin/prometheus-node-exporter --web.listen-address=10.20.1.15:9100")]),
        LINEN, age=35, args={"sort": "memory", "limit": 6}),
    item("e8", "linux_system_info",
         system_info(38.5, [2.41, 1.97, 1.62], 1245415, "2026-03-03T04:10:05+01:00", LINEN_MEM, 3328599654,
                     2 * GiB, 1503238554), LINEN, age=900),
]

linen_answers = [
    {"q": "The ledger API keeps throwing 500s — what do the logs say?", "ev": ["e2", "e5", "e4"],
     "a": """## Summary

The `ledger-api` service is [[s:**active (running)**]] [e2] — so the process itself is up — but [[s:its journal shows **8 errors** in the last two hours]] [e5].

### Details

| Error | Count | Severity |
|---|---|---|
| `connection ... timeout expired` | [[c:2]] | ❌ |
| `remaining connection slots are reserved` | [[s:3]] | ❌ |
| Worker SIGKILL (`Perhaps out of memory?`) | [[s:1]] | ⚠️ |

- **Database errors:** [[s:all the connection errors point at **10.20.1.31:5432**]] [e5].
- **Worker kill:** at [[c:12:57]] — [[u:the worker exceeded the 1 GB memory limit set in the unit file]].
- **Current DB connections:** [[c:all 4 gunicorn workers currently hold an established connection to the database]] [e4].

### Recommendations

1. Check `max_connections` and the number of active sessions on the database host.
2. Look at the full traceback with `journalctl -u ledger-api --since "2 hours ago"`.
3. Consider adding a connection pooler such as PgBouncer in front of PostgreSQL."""},

    {"q": "What ports is linen listening on?", "ev": ["e4", "e1"],
     "a": """## Summary

[[s:linen has **6 listening sockets**]] [e4]. The important ones:

| Port | Address | Process |
|---|---|---|
| [[s:22 | `0.0.0.0` | sshd]] |
| [[s:8000 | `127.0.0.1` | gunicorn]] |
| [[s:9100]] | [[c:`0.0.0.0`]] | node_exporter |
| [[c:5432 | `0.0.0.0` | postgres]] |

### Details

- [[u:There is an active SSH session from 198.51.100.77]] [e1].
- [[c:Nothing is connected to the node exporter right now.]]

### Recommendations

1. Restrict SSH (port 22) to your VPN or bastion host with `ufw allow from <vpn-range> to any port 22`.
2. Keep gunicorn bound to localhost.
3. Re-check with `ss -tlnp` after any config change."""},

    {"q": "When do the TLS certificates on linen expire?", "ev": ["e6", "e3", "e1"],
     "a": """## Summary

Certbot ran [[s:at 03:14 this morning]].

| Domain | Expires | Status |
|---|---|---|
| `api.linen.example.net` | [[s:2026-05-09]] | [[s:✅ not due for renewal]] |
| `status.linen.example.net` | [[u:2026-04-02]] | [[s:❌ renewal failed]] |

### Details

- **api.linen.example.net** expires [[c:in about 5 weeks]], so there is no rush.
- **status.linen.example.net**: [[s:certbot reported *"Some challenges have failed"*]]. [[u:The challenge failed because port 80 is blocked by the firewall.]] [[c:The renewal was retried at 03:20 and succeeded on the second attempt.]]
- **Web server:** [[s:nginx has been running since March 3]] [e3].

### Recommendations

1. Run `sudo certbot renew --dry-run --cert-name status.linen.example.net` to see the challenge error in detail.
2. Make sure `/.well-known/acme-challenge/` is reachable over HTTP.
3. Reload nginx after a successful renewal (`systemctl reload nginx`)."""},

    {"q": "Which processes use the most memory, and is linen short on RAM?", "ev": ["e7", "e8", "e1"],
     "a": """## Summary

The top memory consumers are [[s:the **gunicorn workers** of the ledger API]] [e7]. Memory is fairly tight: [[t:only about **3.1 GiB** is available]] [e8].

### Top processes by memory

| # | PID | Process | RSS |
|---|---|---|---|
| 1 | [[s:2331 | gunicorn | 640 MiB]] |
| 2 | [[s:2333 | gunicorn | 612 MiB]] |
| 3 | [[s:2332 | gunicorn | 598 MiB]] |

### Details

- [[s:Together the four workers use about **2.4 GiB**]]; [[c:nginx's worker comes next at about 960 MiB]].
- [[t:Swap is in use as well — about 1.4 GiB of 2 GiB]], [[u:which suggests the workers are slowly leaking memory]].

### Recommendations

1. Set `max_requests = 1000` in the gunicorn config so workers are recycled.
2. Watch memory with `free -h` and `ps aux --sort=-rss | head`."""},

    {"q": "Quick overview of linen?", "ev": ["e1", "e2", "e3", "e8"],
     "a": """## Summary

- **OS:** [[s:Ubuntu 24.04 LTS (noble)]]
- **RAM:** [[c:16.8 GiB]]
- **Uptime:** [[t:about 14 days]]
- **Default gateway:** [[s:203.0.113.33]]

| Service | Status | Since |
|---|---|---|
| ledger-api | [[s:✅ running]] | today |
| nginx | [[s:✅ running]] | [[c:March 4]] |

**Users:** [[s:`ubuntu` (sudo)]], [[c:`deploy` (sudo)]].

### Recommendations

1. Schedule a maintenance window for kernel updates.
2. Review who needs sudo access."""},

    {"q": "Is the API actually connected to the database right now?", "ev": ["e4", "e5", "e2"],
     "a": """## Summary

Yes — mostly. [[s:Right now there are **3 established TCP connections** from gunicorn (PIDs 2331–2333) to `10.20.1.31:5432`]] [e4], and [[s:a fourth one, from PID 2334, is stuck in `SYN_SENT`]], which means [[u:the database isn't accepting new connections fast enough]].

### Details

[[c:The connections originate from the public interface 203.0.113.45]]. [[s:The last database error in the log was a timeout at 14:05]] [e5] — [[s:about 17 minutes ago]] — and [[c:before that the error log had been quiet for over an hour]]. [[s:The service itself is running under PID 2314]] [e2], and [[u:PgBouncer is not used in front of the database]].

### Recommendations

1. On the database host, run `SELECT count(*) FROM pg_stat_activity;`.
2. Lower the gunicorn worker count or add a pool."""},

    {"q": "Is SSH on linen exposed to the internet?", "ev": ["e4", "e1"],
     "a": """## Summary

**Yes.** [[s:`sshd` listens on `0.0.0.0:22`]], [[s:which includes the public address 203.0.113.45 on eth1]], and [[s:there is an established session right now from 198.51.100.77]].

### Details

- **sshd PID:** [[c:989]]
- **Session user:** [[u:the session belongs to `deploy`]]
- **Auth:** [[u:password authentication is disabled]], so only keys work.

### Recommendations

1. Limit port 22 to a VPN range.
2. Install `fail2ban` to slow down brute-force attempts."""},
]

# ---------------------------------------------------------------------------------------------------------
# tweed — PostgreSQL host
# ---------------------------------------------------------------------------------------------------------
TWEED = Clock("2026-03-17T13:25:00+00:00")
TWEED_MEM = 67345264640
_PG_CMD = "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf"

tweed_evidence = [
    steady("e1", TWEED, age=3000, hostname="tweed", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-31-amd64",
           cpu_model="Intel(R) Xeon(R) Silver 4214R CPU @ 2.40GHz", cpu_cores=12, cpu_threads=24,
           memory_total_bytes=TWEED_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 99857137664},
                  {"device": "/dev/md0", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1919716163584}],
           network_interfaces=[
               {"name": "eno1", "mac": "3c:ec:ef:12:7a:40", "addresses": ["10.20.1.31/24"], "is_up": True},
               {"name": "eno2", "mac": "3c:ec:ef:12:7a:41", "addresses": ["10.30.0.31/24"], "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.1.1",
           installed_packages={"postgresql-15": "15.8-0+deb12u1", "postgresql-common": "248",
                               "pgbackrest": "2.54.0-1", "prometheus-postgres-exporter": "0.11.1-1+b5",
                               "linux-image-amd64": "6.1.129-1", "openssl": "3.0.15-1~deb12u1"},
           available_services=["postgresql.service", "postgresql@15-main.service", "ssh.service",
                               "prometheus-postgres-exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 107, "gid": 115, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "maria", "uid": 1000, "gid": 1000, "home": "/home/maria", "shell": "/bin/bash"}],
           groups=[{"name": "ssl-cert", "gid": 112, "members": ["postgres"]},
                   {"name": "sudo", "gid": 27, "members": ["maria"]}],
           stale_sources=["packages"]),
    item("e2", "linux_service_status",
         unit("postgresql@15-main.service", "active", "running", ufs="enabled-runtime", pid=1402,
              since="2026-03-14T06:02:51+00:00", desc="PostgreSQL Cluster 15-main"), TWEED, age=40,
         args={"name": "postgresql@15-main"}),
    item("e3", "linux_package_history", {"events": [
        package_event("2026-03-12T02:31:40+00:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-12T02:31:41+00:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-12T02:31:44+00:00", "install", "linux-image-6.1.0-32-amd64", None, "6.1.129-1"),
        package_event("2026-03-14T06:02:10+00:00", "upgrade", "postgresql-15", "15.8-0+deb12u1", "15.10-0+deb12u1"),
        package_event("2026-03-14T06:02:10+00:00", "upgrade", "postgresql-client-15", "15.8-0+deb12u1",
                      "15.10-0+deb12u1"),
        package_event("2026-03-14T06:02:11+00:00", "upgrade", "libpq5", "15.8-0+deb12u1", "15.10-0+deb12u1")]},
        TWEED, age=60, args={"since_days": 7}),
    item("e4", "linux_network_info", {
        "interfaces": [
            {"name": "eno1", "mac": "3c:ec:ef:12:7a:40", "addresses": ["10.20.1.31/24"], "is_up": True},
            {"name": "eno2", "mac": "3c:ec:ef:12:7a:41", "addresses": ["10.30.0.31/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 701, "sshd"),
            listener(5432, "127.0.0.1", 1402, "postgres"),
            listener(5432, "10.20.1.31", 1402, "postgres"),
            listener(5432, "10.30.0.31", 1402, "postgres"),
            listener(9187, "0.0.0.0", 955, "postgres_export")],
        "connections": [
            connection("10.20.1.31:5432", "10.20.1.15:41822", 88121, "postgres"),
            connection("10.20.1.31:5432", "10.20.1.15:41830", 88122, "postgres"),
            connection("10.20.1.31:5432", "10.20.1.15:41844", 88123, "postgres"),
            connection("10.20.1.31:5432", "10.20.1.40:50110", 91233, "postgres"),
            connection("10.30.0.31:5432", "10.30.0.32:45518", 1560, "postgres"),
            connection("10.20.1.31:22", "10.20.1.5:51022", 70211, "sshd"),
            connection("10.20.1.31:9187", "10.20.1.60:40022", 955, "postgres_export")]},
        TWEED, age=30),
    item("e5", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-03-17T11:02:44+00:00", None, "warning",
                  "2026-03-17 11:02:44.310 UTC [1410] LOG:  checkpoints are occurring too frequently (24 seconds apart)"),
        log_entry("2026-03-17T11:03:09+00:00", None, "warning",
                  "2026-03-17 11:03:09.902 UTC [1410] LOG:  checkpoints are occurring too frequently (25 seconds apart)"),
        log_entry("2026-03-17T12:02:14+00:00", None, "err",
                  "2026-03-17 12:02:14.551 UTC [88309] ledger@ledger FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
        log_entry("2026-03-17T12:02:15+00:00", None, "err",
                  "2026-03-17 12:02:15.020 UTC [88311] ledger@ledger FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
        log_entry("2026-03-17T12:02:15+00:00", None, "err",
                  "2026-03-17 12:02:15.377 UTC [88312] ledger@ledger FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
        log_entry("2026-03-17T12:44:30+00:00", None, "err",
                  "2026-03-17 12:44:30.118 UTC [91233] reporting@analytics ERROR:  canceling statement due to statement timeout"),
        log_entry("2026-03-17T12:58:02+00:00", None, "err",
                  "2026-03-17 12:58:02.664 UTC [88122] ledger@ledger ERROR:  deadlock detected"),
        log_entry("2026-03-17T13:10:47+00:00", None, "warning",
                  "2026-03-17 13:10:47.005 UTC [88123] ledger@ledger WARNING:  there is no transaction in progress")]},
        TWEED, age=50, args={"path": "/var/log/postgresql/postgresql-15-main.log", "since_minutes": 180,
                             "priority": "warning"}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 99857137664, 38944283689),
        fs("/dev/md0", "/var/lib/postgresql", "xfs", 1919716163584, 1401392799416),
        fs("nas01:/backups/pg", "/var/lib/pgbackrest", "nfs4", 8001563222016, 7521469428695)]},
        TWEED, age=45),
    item("e7", "linux_processes", processes(264, TWEED_MEM, [
        (1410, "postgres", "postgres", 1.8, 9556302643, "2026-03-14T06:02:51+00:00", "postgres: 15/main: checkpointer"),
        (91233, "postgres", "postgres", 97.5, 3650722202, "2026-03-17T12:41:02+00:00",
         "postgres: 15/main: reporting analytics 10.20.1.40(50110) SELECT"),
        (88121, "postgres", "postgres", 0.0, 2254857830, "2026-03-17T09:05:14+00:00",
         "postgres: 15/main: ledger ledger 10.20.1.15(41822) idle"),
        (1409, "postgres", "postgres", 0.4, 1288490189, "2026-03-14T06:02:51+00:00",
         "postgres: 15/main: background writer"),
        (955, "postgres_export", "prometheus", 0.2, 39845888, "2026-02-20T04:16:02+00:00",
         "/usr/bin/prometheus-postgres-exporter --web.listen-address=:9187")]),
        TWEED, age=20, args={"sort": "memory", "limit": 5}),
    item("e8", "linux_file_read", {"path": "/etc/postgresql/15/main/conf.d/10-tuning.conf", "offset": 0,
                                   "limit": 200, "total_lines": 9, "lines": [
        "# tuning for 64 GB, managed by ansible",
        "max_connections = 200",
        "shared_buffers = 16GB",
        "effective_cache_size = 44GB",
        "work_mem = 64MB",
        "max_wal_size = 2GB",
        "ssl = on",
        "ssl_cert_file = '/etc/ssl/certs/tweed.pem'",
        "ssl_key_file = '/etc/ssl/private/tweed.key'"]},
        TWEED, age=100, args={"path": "/etc/postgresql/15/main/conf.d/10-tuning.conf"}),
    item("e9", "linux_system_info",
         system_info(61.2, [9.8, 7.4, 6.1], 2192952, "2026-02-20T04:15:33+00:00", TWEED_MEM, 10415295078,
                     4 * GiB, 0), TWEED, age=15),
]

tweed_answers = [
    {"q": "Is PostgreSQL healthy on tweed?", "ev": ["e2", "e5", "e4"],
     "a": """## Summary

⚠️ **Mostly healthy, with warnings.** [[s:`postgresql@15-main` is active (running)]] [e2], but [[s:the log has **5 errors** and **3 warnings** in the last 3 hours]] [e5].

### Details

| Check | Result |
|---|---|
| Service state | [[s:✅ running (PID 1402)]] |
| Connection slots | [[s:❌ 3 × "remaining connection slots are reserved" at 12:02]] |
| Checkpoints | [[c:⚠️ too frequent (every ~10 s)]] |
| Replication | [[u:✅ streaming to the replica at 10.30.0.32]] |

- [[s:A statement from the `reporting` user was cancelled by the statement timeout at 12:44]], [[u:most likely a missing index on the analytics tables]].
- [[c:The server was restarted at 12:02 because of the connection errors.]]

### Recommendations

1. Raise `max_wal_size` to reduce checkpoint frequency.
2. Review connection usage with `SELECT usename, count(*) FROM pg_stat_activity GROUP BY 1;`."""},

    {"q": "Which PostgreSQL version is tweed running, and was it updated recently?", "ev": ["e1", "e3", "e2"],
     "a": """## Summary

tweed runs **PostgreSQL 15** [[s:(cluster `15-main`)]] [e2]. [[s:It was upgraded from **15.8 to 15.10** on March 14]] [e3].

### Details

- [[s:The service was restarted right after the upgrade (active since 06:02:51)]] [e2].
- [[c:`libpq5` was not part of that upgrade.]]
- [[c:A new kernel, **6.1.0-33**, was installed on March 12]], [[s:the same day OpenSSL went from 3.0.15 to 3.0.16]].
- **Backup tool:** [[t:pgbackrest 2.54.0 is installed]] [e1].
- [[u:15.10 fixes the CVE-2025-1094 quoting issue in libpq.]]

### Recommendations

1. Run `SELECT version();` to confirm the server binary."""},

    {"q": "Who's connected to the database right now?", "ev": ["e4", "e7"],
     "a": """## Summary

[[s:There are **5 client connections** to PostgreSQL on port 5432]] [e4].

### Details

- [[s:**10.20.1.15** (ledger API)]]: [[c:4 connections]], [[u:all idle]]
- [[s:**10.20.1.40** (reporting)]]: [[s:1 connection, running a `SELECT` at ~97% CPU]] [e7]
- [[s:**10.30.0.32**]]: [[u:the streaming replica]]

[[c:The ledger sessions connect as the `postgres` superuser]].

### Recommendations

1. Use `pg_stat_activity` for a per-session view.
2. Set `statement_timeout` for the reporting role."""},

    {"q": "How's disk space on tweed?", "ev": ["e6", "e1"],
     "a": """## Summary

[[s:The backup share is the fullest filesystem]] — worth watching.

| Mount | Used | Free | Status |
|---|---|---|---|
| `/` | [[s:39%]] | ~61 GB | ✅ |
| `/var/lib/postgresql` | [[s:73%]] | [[c:~518 GiB]] | ⚠️ |
| `/var/lib/pgbackrest` (NFS) | [[c:84%]] | [[s:~480 GB]] | ❌ |

### Details

- [[s:The data volume sits on the `md0` RAID device]], [[c:while the root filesystem is on `/dev/sda1`]].
- [[u:At the current rate the backup share will be full in about 10 days.]]

### Recommendations

1. Expire old backups with `pgbackrest expire --stanza=main`.
2. Check growth with `du -sh /var/lib/postgresql/15/main/*`."""},

    {"q": "Why are clients getting 'remaining connection slots are reserved'?", "ev": ["e5", "e8", "e4"],
     "a": """## Summary

[[s:**The server ran out of connection slots.**]] [[s:`max_connections` is set to **200**]] [e8], and [[s:the error happened three times, all at 12:02]] [e5].

### Details

- [[c:The errors came from the `reporting` user]]; [[u:the ledger API's gunicorn pool probably opened too many connections during the timeout storm]].
- [[c:Right now there are about 150 connections open]] [e4].
- **Config:** [[s:`shared_buffers` is 16GB]], [[c:`work_mem` is 4MB]].

### Recommendations

1. Put PgBouncer in transaction mode in front of PostgreSQL.
2. Lower the pool size in the API's database settings.
3. Monitor with `SELECT count(*) FROM pg_stat_activity;`."""},

    {"q": "What's using memory on tweed? Is it OK?", "ev": ["e7", "e9", "e8"],
     "a": """## Summary

Memory is **under pressure but OK**: [[c:overall use is about 95%]], yet [[s:~9.7 GiB is still available]] and [[s:no swap is being used]].

### Top processes

| Rank | Process | RSS |
|---|---|---|
| 1 | [[s:checkpointer (PID 1410) | ~8.9 GiB]] |
| 2 | [[s:reporting `SELECT` (PID 91233) | ~3.4 GiB]] |
| 3 | [[c:background writer]] | 2.1 GiB |

- [[u:The checkpointer's RSS is mostly shared_buffers pages it has touched, not private memory]] — [[c:`shared_buffers` is 8 GB]].

### Recommendations

1. Check `pg_stat_statements` for the heaviest queries.
2. Keep an eye on available memory during reporting runs."""},

    {"q": "Does tweed need a reboot?", "ev": ["e1", "e3", "e9"],
     "a": """## Summary

[[s:**Yes**, a reboot is pending.]]

### Details

- **Running kernel:** [[s:`6.1.0-31-amd64`]] [e1]
- **Installed kernel:** [[s:`linux-image-6.1.0-32-amd64`, installed on March 12]] [e3]
- **Meta-package:** [[t:`linux-image-amd64` 6.1.129-1]] [e1]
- **Uptime:** [[s:about 25 days]] ([[c:since February 22]])
- [[s:OpenSSL (`libssl3`) was upgraded on March 12 too]], [[u:and the running services still have the old library mapped]].
- [[u:PostgreSQL was already restarted after its own upgrade, so that part is fine.]]

### Recommendations

1. Plan a short maintenance window and reboot.
2. Use `needrestart -r l` to list services using old libraries."""},
]

# ---------------------------------------------------------------------------------------------------------
# denim — CI runner with Podman
# ---------------------------------------------------------------------------------------------------------
DENIM = Clock("2026-03-17T08:40:00-05:00")
DENIM_MEM = 134553403392
_MINIO_IMG = "quay.io/minio/minio:RELEASE.2025-01-20T14-49-07Z"


def _pbox(*args, **kwargs) -> dict:
    row = box(*args, **kwargs)
    row["runtime"] = "podman"
    return row


def _minio_crash(at: str, died: str) -> list[dict]:
    return [log_entry(at, None, "err", "minio-cache: ERROR Unable to use the drive /data: file access denied"),
            log_entry(died, None, "info", f"podman: container died 5d6e7f8091a2 (image={_MINIO_IMG}, name=minio-cache)")]


denim_evidence = [
    steady("e1", DENIM, age=1500, hostname="denim", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.12.9-200.fc41.x86_64", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=DENIM_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1999844147200},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1063256064},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629145600}],
           network_interfaces=[
               {"name": "enp5s0", "mac": "a8:a1:59:0c:22:e1", "addresses": ["10.40.2.18/24"], "is_up": True}],
           dns_servers=["10.40.0.53"], default_gateway="10.40.2.1",
           installed_packages={"podman": "5.3.1-1.fc41", "gitlab-runner": "17.8.3-1", "buildah": "1.38.1-1.fc41",
                               "crun": "1.19.1-1.fc41", "kernel": "6.12.9-200.fc41"},
           available_services=["gitlab-runner.service", "podman.socket", "podman-auto-update.timer",
                               "sshd.service", "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 980, "gid": 980, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ops"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        _pbox("3f9a1c2b7d10", "runner-xk2p9q-project-412-concurrent-0-build",
              "registry.gitlab.com/acme/ci-images/rust:1.84", "running", "Up 6 minutes",
              "2026-03-17T08:33:40-05:00"),
        _pbox("a81c0e4d5f22", "runner-xk2p9q-project-412-concurrent-0-svc-postgres",
              "docker.io/library/postgres:16-alpine", "running", "Up 6 minutes", "2026-03-17T08:33:38-05:00",
              ["5432/tcp"]),
        _pbox("77e3b9a0c4d1", "runner-xk2p9q-project-97-concurrent-1-build", "docker.io/library/node:20-bookworm",
              "exited", "Exited (1) 14 minutes ago", "2026-03-17T08:11:02-05:00"),
        _pbox("c0ffee12ab34", "registry-mirror", "docker.io/library/registry:2.8.3", "running", "Up 9 days",
              "2026-03-08T14:20:11-05:00", ["0.0.0.0:5000->5000/tcp"]),
        _pbox("5d6e7f8091a2", "minio-cache", _MINIO_IMG, "restarting", "Restarting (1) 5 seconds ago",
              "2026-03-08T14:22:40-05:00", ["127.0.0.1:9000->9000/tcp", "127.0.0.1:9001->9001/tcp"]),
        _pbox("9b8a7c6d5e4f", "buildkitd", "docker.io/moby/buildkit:v0.19.0", "exited", "Exited (137) 2 hours ago",
              "2026-03-08T14:25:03-05:00"),
        _pbox("1a2b3c4d5e6f", "runner-xk2p9q-project-412-concurrent-0-cache",
              "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.8.3", "created",
              "Created", "2026-03-17T08:33:37-05:00")]},
        DENIM, age=5, args={"all": True}),
    item("e3", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", pid=1733, since="2026-03-06T10:12:03-06:00",
              desc="GitLab Runner"), DENIM, age=40, args={"name": "gitlab-runner"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-03-17T05:02:11-05:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=412.3 job=88120 project=412 runner=xk2p9q"),
        log_entry("2026-03-17T05:40:27-05:00", "gitlab-runner.service", "err",
                  "Job failed: exit code 1  duration_s=233.9 job=88131 project=97 runner=xk2p9q"),
        log_entry("2026-03-17T06:15:02-05:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=388.0 job=88140 project=412 runner=xk2p9q"),
        log_entry("2026-03-17T06:31:44-05:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed (system failure): error committing container: writing blob: no space left on "
                  "device  job=88144 project=97 runner=xk2p9q"),
        log_entry("2026-03-17T07:58:19-05:00", "gitlab-runner.service", "warning",
                  'WARNING: Failed to pull image with policy "if-not-present": initializing source '
                  "docker://node:20-bookworm: reading manifest 20-bookworm in docker.io/library/node: "
                  "toomanyrequests: You have reached your pull rate limit.  job=88152 project=97"),
        log_entry("2026-03-17T08:26:05-05:00", "gitlab-runner.service", "err",
                  "Job failed: exit code 1  duration_s=871.2 job=88152 project=97 runner=xk2p9q"),
        log_entry("2026-03-17T08:33:39-05:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88157 project=412 runner=xk2p9q")]},
        DENIM, age=50, args={"unit": "gitlab-runner.service", "since_minutes": 240}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": (
        _minio_crash("2026-03-17T08:12:38-05:00", "2026-03-17T08:12:40-05:00")
        + _minio_crash("2026-03-17T08:16:50-05:00", "2026-03-17T08:16:52-05:00")
        + _minio_crash("2026-03-17T08:22:03-05:00", "2026-03-17T08:22:05-05:00")
        + _minio_crash("2026-03-17T08:29:16-05:00", "2026-03-17T08:29:18-05:00")
        + _minio_crash("2026-03-17T08:39:48-05:00", "2026-03-17T08:39:50-05:00"))},
        DENIM, age=45, args={"grep": "minio", "since_minutes": 30}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1999844147200, 1847856147200),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1063256064, 318976819),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629145600, 19922944)]},
        DENIM, age=35),
    item("e7", "linux_processes", processes(612, DENIM_MEM, [
        (412233, "rustc", "gitlab-runner", 1185.3, int(5.2 * GiB), "2026-03-17T08:34:10-05:00",
         "rustc --crate-name ledger_core --edition=2021 src/lib.rs --crate-type lib -C opt-level=3"),
        (412871, "cc1plus", "gitlab-runner", 96.4, 410 * MiB, "2026-03-17T08:38:02-05:00",
         "/usr/libexec/gcc/x86_64-linux-gnu/12/cc1plus -quiet rocksdb/db/db_impl.cc -O2"),
        (398812, "minio", "gitlab-runner", 31.0, 180 * MiB, "2026-03-17T08:39:51-05:00",
         "minio server /data --console-address :9001"),
        (2210, "podman", "gitlab-runner", 6.5, 88 * MiB, "2026-03-06T10:12:30-06:00",
         "podman system service --time=0 unix:///run/user/980/podman/podman.sock"),
        (412104, "postgres", "100069", 2.1, 96 * MiB, "2026-03-17T08:33:41-05:00", "postgres"),
        (1733, "gitlab-runner", "root", 1.2, 64 * MiB, "2026-03-06T10:12:03-06:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml")]),
        DENIM, age=25, args={"sort": "cpu", "limit": 6}),
    item("e8", "linux_system_info",
         system_info(78.4, [24.3, 18.9, 12.2], 940720, "2026-03-06T10:11:20-06:00", DENIM_MEM, 94703425126,
                     8 * GiB, 0), DENIM, age=600),
]

denim_answers = [
    {"q": "What containers are on denim and which ones are running?", "ev": ["e2"],
     "a": """## Summary

[[s:Podman reports **7 containers**]]: [[s:3 running]], [[c:3 exited]] and [[s:1 restarting]].

### Notable containers

| Container | Image | State |
|---|---|---|
| `registry-mirror` | [[c:registry:2.8.1]] | [[s:✅ Up 9 days]] |
| `minio-cache` | minio | [[s:🔁 restarting]] |
| `buildkitd` | buildkit:v0.19.0 | [[c:❌ exited (0)]] |

- [[u:buildkitd was OOM-killed]] — the exit code suggests it was killed by a signal.
- [[s:The only container publishing a port on all interfaces is `registry-mirror` (0.0.0.0:5000).]]

### Recommendations

1. Remove stale containers with `podman container prune`.
2. Inspect the restarting one with `podman logs minio-cache`."""},

    {"q": "Why does minio-cache keep restarting?", "ev": ["e2", "e5"],
     "a": """## Summary

[[s:`minio-cache` is in a **restart loop**: it's currently `restarting`]] [e2], and [[s:it died **5 times** in the last 30 minutes]] [e5].

### Details

- **Error:** [[s:every start fails with `Unable to use the drive /data: file access denied`]]
- **Last crash:** [[c:08:36]]
- **Frequency:** [[c:roughly every 2 minutes]]
- **Ports:** [[s:9000 and 9001]], [[s:bound to 127.0.0.1 only]]

[[u:The cause is an SELinux label on the `/data` bind mount — the volume is missing the `:Z` option.]] [[u:It has probably been crash-looping since the runner was upgraded to 17.8.3.]]

### Recommendations

1. Check the labels with `ls -ldZ` on the host directory.
2. Recreate the container with `-v /srv/minio:/data:Z`.
3. Run `podman unshare chown -R 1000:1000 /srv/minio` if the ownership is wrong."""},

    {"q": "How did the CI jobs go this morning?", "ev": ["e4", "e3"],
     "a": """## Summary

[[s:gitlab-runner is active (running)]] [e3]. This morning: [[s:**2 succeeded, 3 failed**]].

### Jobs

| Job | Project | Result |
|---|---|---|
| 88120 | 412 | [[s:✅ succeeded]] |
| 88144 | 97 | [[c:❌ failed (exit code 1)]] |
| 88152 | 97 | [[s:❌ failed (exit code 1)]] |
| 88157 | 412 | [[u:⏳ still running]] |

### Details

- [[c:The last failure, job 88152, ended at 08:16.]]
- [[s:There was also a Docker Hub rate-limit warning at 07:58 while pulling `node:20-bookworm`.]]
- [[c:The longest job took about 8 minutes.]]

### Recommendations

1. Free disk space on the runner (`podman system prune -a`).
2. Configure a Docker Hub mirror or credentials to avoid rate limits."""},

    {"q": "Is denim running low on disk?", "ev": ["e6", "e4", "e1"],
     "a": """## Summary

[[s:Yes — the root filesystem is **92% full**]] [e6], [[s:with about **152 GB** free]].

### Details

- **Filesystem:** [[s:btrfs]] on [[c:a SATA SSD (`/dev/sda3`)]]
- **Impact:** [[u:job 88144 failed at 06:31 with `no space left on device`]] [e6].
- [[u:Most of the space is taken by Podman image layers under `/home/gitlab-runner/.local/share/containers`.]]
- **Podman version:** [[s:5.3.1]] [e1]

### Recommendations

1. `sudo -u gitlab-runner podman system df` to see image/container usage.
2. Enable a scheduled `podman image prune`.
3. Consider `btrfs balance` if metadata is full."""},

    {"q": "What's eating the CPU on denim?", "ev": ["e7", "e8", "e1"],
     "a": """## Summary

[[s:The top CPU consumer is **rustc** (PID 412233) at ~1185%]] [e7] — [[s:about 12 cores' worth]]. [[u:It's part of project 412's Rust build job.]]

### Details

- [[c:Second is minio at 31%]], and [[c:the gitlab-runner daemon itself uses about 12%]].
- **Overall:** [[t:CPU at ~78%]], [[t:load average 24.3]]
- **Hardware:** [[s:Ryzen 9 7950X with 32 threads]] [e1]
- [[s:The postgres service container's process runs as a mapped UID (100069).]]

### Recommendations

1. Limit parallel jobs with `concurrent = 2` in `config.toml`.
2. Set `CARGO_BUILD_JOBS` to cap rustc parallelism."""},

    {"q": "Give me a status table of denim's services and containers", "ev": ["e3", "e2", "e1"],
     "a": """## Summary

**OS:** [[s:Fedora Linux 41]] · **Kernel:** [[c:6.12.11-200.fc41]] · **Runner:** [[s:gitlab-runner 17.8.3]] [e1]

### Status

| Component | Type | Status |
|---|---|---|
| gitlab-runner | service | [[s:✅ active (running), PID 1733]] |
| podman.socket | socket | [[u:✅ active]] |
| registry-mirror | container | [[s:✅ Up 9 days]] |
| minio-cache | container | [[c:✅ Up]] |

- **Containers:** [[s:3 of 7 running]]

### Recommendations

1. Fix minio-cache before the next cache-heavy pipeline.
2. `systemctl status podman.socket` to confirm the socket."""},

    {"q": "Which ports does the registry mirror expose, and can other machines reach minio?", "ev": ["e2", "e1"],
     "a": """## Summary

[[s:`registry-mirror` publishes **5000/tcp on 0.0.0.0**]], [[s:so it's bound on every interface, including 10.40.2.18]] [e1]. [[s:minio-cache maps 9000 and 9001]] [[s:but only on 127.0.0.1]], [[c:so other machines can reach the console on 9001]].

### Details

- **Uptime:** [[c:the registry container has been up for 9 hours]]
- [[u:The registry is configured as a pull-through cache for docker.io.]]
- [[c:No other container publishes any port.]]

### Recommendations

1. Open the port in firewalld if needed: `firewall-cmd --add-port=5000/tcp`."""},
]

# ---------------------------------------------------------------------------------------------------------
# velvet — developer laptop
# ---------------------------------------------------------------------------------------------------------
VELVET = Clock("2026-03-17T19:10:00+05:30")
VELVET_MEM = 33325105152

velvet_evidence = [
    steady("e1", VELVET, age=1200, hostname="velvet", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.13.6-arch1-1", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22,
           memory_total_bytes=VELVET_MEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1021972398080},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1071644672}],
           network_interfaces=[
               {"name": "wlan0", "mac": "8c:3b:4a:61:0d:92", "addresses": ["192.168.1.57/24"], "is_up": True},
               {"name": "docker0", "mac": "02:42:9e:11:54:07", "addresses": ["172.17.0.1/16"], "is_up": False}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"linux": "6.13.7.arch1-1", "docker": "1:27.5.1-1", "code": "1.98.2-1",
                               "firefox": "136.0.1-1", "nodejs": "23.9.0-1", "python": "3.13.2-1",
                               "k9s": "0.40.10-1", "jdk21-openjdk": "21.0.6.u7-1"},
           available_services=["docker.service", "NetworkManager.service", "cups.service", "avahi-daemon.service",
                               "bluetooth.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
                  {"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/usr/bin/zsh"},
                  {"name": "sam", "uid": 1001, "gid": 1001, "home": "/home/sam", "shell": "/bin/bash"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/", "shell": "/usr/bin/nologin"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["priya"]},
                   {"name": "docker", "gid": 965, "members": ["priya", "sam"]},
                   {"name": "libvirt", "gid": 963, "members": ["priya"]}]),
    item("e2", "linux_processes", processes(402, VELVET_MEM, [
        (4411, "java", "priya", 2.1, 4617089843, "2026-03-17T10:14:05+05:30",
         "/usr/lib/jvm/java-21-openjdk/bin/java -Xmx6g org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.12"),
        (2290, "firefox", "priya", 6.4, int(1.9 * GiB), "2026-03-17T09:05:40+05:30", "/usr/lib/firefox/firefox"),
        (3120, "code", "priya", 3.2, int(1.2 * GiB), "2026-03-17T09:06:12+05:30", "/opt/visual-studio-code/code"),
        (3188, "code", "priya", 1.8, 980 * MiB, "2026-03-17T09:06:15+05:30",
         "/opt/visual-studio-code/code --type=utility --utility-sub-type=node.mojom.NodeService"),
        (5120, "node", "priya", 0.7, 640 * MiB, "2026-03-17T15:32:08+05:30",
         "node /home/priya/src/shop-web/node_modules/.bin/vite"),
        (2298, "Isolated Web Co", "priya", 4.0, 610 * MiB, "2026-03-17T09:05:44+05:30",
         "/usr/lib/firefox/firefox -contentproc -isForBrowser"),
        (1180, "gnome-shell", "priya", 5.5, 480 * MiB, "2026-03-17T09:03:21+05:30", "/usr/bin/gnome-shell"),
        (1322, "dockerd", "root", 0.3, 120 * MiB, "2026-03-17T09:03:02+05:30",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock")]),
        VELVET, age=30, args={"sort": "memory", "limit": 8}),
    item("e3", "linux_system_info",
         system_info(23.7, [3.12, 2.80, 2.41], 36416, "2026-03-17T09:02:44+05:30", VELVET_MEM, 10522669875,
                     4 * GiB, int(1.1 * GiB)), VELVET, age=20),
    item("e4", "linux_network_info", {
        "interfaces": [
            {"name": "wlan0", "mac": "8c:3b:4a:61:0d:92", "addresses": ["192.168.1.57/24"], "is_up": True},
            {"name": "docker0", "mac": "02:42:9e:11:54:07", "addresses": ["172.17.0.1/16"], "is_up": False}],
        "listening": [
            listener(5173, "::1", 5120, "node"),
            listener(3000, "0.0.0.0", 5188, "node"),
            listener(5432, "0.0.0.0", 6012, "docker-proxy"),
            listener(631, "127.0.0.1", 820, "cupsd"),
            listener(5353, "0.0.0.0", 790, "avahi-daemon", proto="udp")],
        "connections": [
            connection("192.168.1.57:51234", "140.82.112.4:443", 7012, "git-remote-http"),
            connection("192.168.1.57:44120", "34.107.221.82:443", 2290, "firefox"),
            connection("127.0.0.1:49822", "127.0.0.1:3000", 2290, "firefox")]},
        VELVET, age=25),
    item("e5", "linux_containers", {"runtime": "docker", "containers": [
        box("b41d09e2c7aa", "shop-db", "postgres:16.6", "running", "Up 3 hours", "2026-03-10T11:20:31+05:30",
            ["0.0.0.0:5432->5432/tcp"]),
        box("e09c7d3a1f55", "shop-redis", "redis:7.4-alpine", "exited", "Exited (0) 2 days ago",
            "2026-03-10T11:20:33+05:30"),
        box("71aa2f6c3b80", "mailpit", "axllent/mailpit:v1.22", "running", "Up 3 hours", "2026-03-12T16:02:10+05:30",
            ["127.0.0.1:8025->8025/tcp", "127.0.0.1:1025->1025/tcp"])]},
        VELVET, age=400, args={"all": True}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-03-15T21:18:40+05:30", "remove", "yarn", "1.22.22-2", None),
        package_event("2026-03-17T12:40:11+05:30", "upgrade", "linux", "6.13.6.arch1-1", "6.13.7.arch1-1"),
        package_event("2026-03-17T12:40:14+05:30", "upgrade", "firefox", "135.0.1-1", "136.0.1-1"),
        package_event("2026-03-17T12:40:16+05:30", "upgrade", "nodejs", "23.8.0-1", "23.9.0-1"),
        package_event("2026-03-17T12:40:19+05:30", "upgrade", "code", "1.98.0-1", "1.98.2-1"),
        package_event("2026-03-17T12:41:02+05:30", "install", "k9s", None, "0.40.10-1")]},
        VELVET, age=90, args={"since_days": 3}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 1021972398080, 612435673088),
        fs("/dev/nvme0n1p2", "/home", "btrfs", 1021972398080, 612435673088),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1071644672, 216472223)]},
        VELVET, age=40),
]

velvet_answers = [
    {"q": "My laptop feels slow — what's using the memory?", "ev": ["e2", "e3"],
     "a": """## Summary

[[s:You're using about **68%** of your RAM]] — [[s:roughly 21 GiB of 31 GiB]].

### Top memory users

| # | Process | RSS |
|---|---|---|
| 1 | java (Gradle daemon) | [[s:4.3 GiB]] |
| 4 | [[c:gnome-shell]] | 980 MiB |

### Details

- [[s:The Gradle daemon alone is ~14% of memory.]] [[u:It's probably left over from an earlier build and sitting idle.]]
- **CPU:** [[s:fairly low at ~24%]]
- [[c:The system has been up for about 2 days]], so a restart might help.

### Recommendations

1. Stop idle Gradle daemons: `./gradlew --stop`.
2. Close unused Firefox tabs or use `about:unloads`."""},

    {"q": "Which dev servers are running on my laptop and on what ports?", "ev": ["e4", "e5"],
     "a": """## Summary

Here's what's running:

| Service | Port | Bound to | Status |
|---|---|---|---|
| Vite (node, PID 5120) | [[s:5173]] | [[c:127.0.0.1]] | ✅ |
| API (node, PID 5188) | [[s:3000]] | [[s:0.0.0.0]] | ✅ |
| PostgreSQL (`shop-db`) | [[s:5432]] | 0.0.0.0 | [[t:✅ Up 3 hours]] |
| Mailpit | [[c:8025]] | 127.0.0.1 | [[t:✅ running]] |

### Details

- [[u:Port 3000 is your Express backend.]]
- [[c:SSH is also listening on port 22.]]

### Recommendations

1. Bind the API to `127.0.0.1` when you're on public Wi-Fi.
2. Start Redis again with `docker start shop-redis`."""},

    {"q": "Did today's update need a reboot?", "ev": ["e6", "e1"],
     "a": """## Summary

[[s:**Yes.** The `linux` package was upgraded today from 6.13.6.arch1-1 to 6.13.7.arch1-1]] [e6], [[s:but you're still running `6.13.6-arch1-1`]] [e1].

### Details

[[s:The upgrade ran at 12:40 today]] and included:

- [[s:firefox 135.0.1 → 136.0.1]]
- [[c:nodejs 23.8.0 → 23.10.0]]

[[u:k9s 0.40.10 was newly installed]] [e1], [[c:and yarn was removed yesterday]]. [[c:That's 5 package changes in the last 3 days.]]

### Recommendations

1. Reboot when convenient: `systemctl reboot`.
2. Check `/var/log/pacman.log` for any `.pacnew` files."""},

    {"q": "Am I in the docker group? And who has sudo on velvet?", "ev": ["e1"],
     "a": """## Summary

[[s:**Yes** — `priya` is in the `docker` group.]]

| User | UID | Shell |
|---|---|---|
| priya (you) | [[c:1001]] | [[s:zsh]] |
| sam | [[s:1001]] | [[c:zsh]] |

### Details

- [[s:Only `priya` is in `wheel`]], which is the sudo group on Arch.
- [[s:`sam` is in `docker` too.]]
- [[u:Being in `docker` effectively gives root-equivalent access.]]
- [[c:There are 3 human accounts on this laptop.]]

### Recommendations

1. Check `/etc/sudoers.d/` to confirm wheel is enabled.
2. Remove `sam` from docker if not needed: `gpasswd -d sam docker`."""},

    {"q": "Is my local Postgres container up?", "ev": ["e5", "e4"],
     "a": """## Summary

[[t:Yes — `shop-db` is running]] [[t:(Up 3 hours)]].

### Details

- [[s:Port 5432 is currently listening on 0.0.0.0 via docker-proxy]] [e4] [[c:(PID 6102)]].
- [[t:Redis (`shop-redis`) is stopped — it exited 2 days ago.]]
- [[c:Mailpit is listening on 8025]] [e4].
- [[u:The data persists in a named volume, so restarts are safe.]]

### Recommendations

1. Connect with `psql -h localhost -U shop shop`.
2. Run `docker ps` to refresh the container list."""},

    {"q": "How much disk space is left on my laptop?", "ev": ["e7", "e1"],
     "a": """## Summary

[[s:About **381 GiB free** on `/`]] ([[s:60% used]]) on [[s:a ~1 TB drive]].

### Details

- **Used:** [[c:about 570 GB]]
- **/home:** [[s:on the same btrfs filesystem as `/`]]
- **/boot:** [[s:a 1 GiB FAT partition]], [[c:45% full]]
- [[u:Docker images are probably taking a big chunk of that.]]

### Recommendations

1. `docker system df` to see image usage.
2. `sudo btrfs filesystem usage /` for a btrfs-aware view."""},

    {"q": "Give me a quick summary of my laptop", "ev": ["e1", "e3", "e2"],
     "a": """## Summary

- **OS:** [[s:Arch Linux]] [[c:(kernel 6.13.7-arch1-1)]]
- **CPU:** [[s:Intel Core Ultra 7 155H (16 cores / 22 threads)]]
- **RAM:** [[s:32 GB]]
- **Uptime:** [[s:about 10 hours]]
- **Network:** [[s:Wi-Fi (`wlan0`) 192.168.1.57]], [[c:gateway 192.168.1.254]]
- **Top memory:** [[s:Gradle daemon (4.3 GiB)]]

### Recommendations

1. Reboot to pick up the pending kernel.
2. Run `paccache -r` to trim the package cache."""},
]

# ---------------------------------------------------------------------------------------------------------
# muslin — Kubernetes cluster (control plane muslin-cp1)
# ---------------------------------------------------------------------------------------------------------
MUSLIN = Clock("2026-03-17T22:05:00+09:00")
MUSLIN_MEM = 33396916224


def _node(name: str, ip: str, ready: str, version: str, image: str, mem_ki: str, cpu: str, roles: str,
          heartbeat: str) -> dict:
    reason, message = {"True": ("KubeletReady", "kubelet is posting ready status"),
                       "Unknown": ("NodeStatusUnknown", "Kubelet stopped posting node status.")}[ready]
    return {"kind": "Node", "metadata": {"name": name, "labels": {f"node-role.kubernetes.io/{roles}": ""}},
            "status": {"addresses": [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}],
                       "capacity": {"cpu": cpu, "memory": mem_ki, "pods": "110"},
                       "conditions": [{"type": "Ready", "status": ready, "reason": reason, "message": message,
                                       "lastHeartbeatTime": heartbeat}],
                       "nodeInfo": {"kubeletVersion": version, "osImage": image,
                                    "containerRuntimeVersion": "containerd://1.7.25"}}}


_NODE_IP = {"muslin-cp1": "172.16.8.10", "muslin-w1": "172.16.8.21", "muslin-w2": "172.16.8.22",
            "muslin-w3": "172.16.8.23"}


def _pod(name: str, ns: str, node: str | None, container: str, restarts: int = 0, ready: bool = True,
         waiting: str | None = None, phase: str = "Running", started: str = "2026-03-10T02:00:00Z",
         ip: str | None = None) -> dict:
    status = {"phase": phase, "startTime": started}
    if node:
        status["hostIP"] = _NODE_IP[node]
        status["podIP"] = ip
        state = {"waiting": {"reason": waiting}} if waiting else {"running": {"startedAt": started}}
        status["containerStatuses"] = [{"name": container, "ready": ready, "restartCount": restarts,
                                        "state": state}]
    else:
        status["conditions"] = [{"type": "PodScheduled", "status": "False", "reason": "Unschedulable"}]
    return {"kind": "Pod", "metadata": {"name": name, "namespace": ns}, "spec": {"nodeName": node}, "status": status}


def _deploy(name: str, ns: str, replicas: int, ready: int) -> dict:
    return {"kind": "Deployment", "metadata": {"name": name, "namespace": ns}, "spec": {"replicas": replicas},
            "status": {"replicas": replicas, "readyReplicas": ready, "availableReplicas": ready}}


def _cert(name: str, ns: str, dns: str, not_after: str, renewal: str, ready: str, reason: str, message: str,
          **extra) -> dict:
    status = {"conditions": [{"type": "Ready", "status": ready, "reason": reason, "message": message}],
              "notAfter": not_after, "renewalTime": renewal}
    status.update(extra)
    return {"apiVersion": "cert-manager.io/v1", "kind": "Certificate", "metadata": {"name": name, "namespace": ns},
            "spec": {"secretName": name, "dnsNames": [dns],
                     "issuerRef": {"name": "letsencrypt-prod", "kind": "ClusterIssuer"}},
            "status": status}


def _metrics(name: str, ns: str, container: str, cpu: str, memory: str) -> dict:
    return {"kind": "PodMetrics", "apiVersion": "metrics.k8s.io/v1beta1", "metadata": {"name": name, "namespace": ns},
            "timestamp": "2026-03-17T13:03:41Z", "window": "15.009s",
            "containers": [{"name": container, "usage": {"cpu": cpu, "memory": memory}}]}


def _event(name: str, kind: str, obj: str, typ: str, reason: str, message: str, count: int, first: str,
           last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "payments"},
            "involvedObject": {"kind": kind, "name": obj, "namespace": "payments"}, "type": typ, "reason": reason,
            "message": message, "count": count, "firstTimestamp": first, "lastTimestamp": last}


_FAILED_SCHEDULING = ("0/4 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/"
                      "control-plane: }, 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
                      "2 Insufficient memory. preemption: 0/4 nodes are available: 2 No preemption victims "
                      "found for incoming pod, 2 Preemption is not helpful for scheduling.")

muslin_evidence = [
    steady("e1", MUSLIN, age=2000, hostname="muslin-cp1", os_name="Ubuntu", os_version="22.04",
           os_codename="jammy", kernel="5.15.0-131-generic", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=MUSLIN_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510770802688}],
           network_interfaces=[
               {"name": "eno1", "mac": "b4:96:91:7c:05:10", "addresses": ["172.16.8.10/24"], "is_up": True},
               {"name": "cni0", "mac": "5a:17:c2:0e:91:4b", "addresses": ["10.244.0.1/24"], "is_up": True},
               {"name": "flannel.1", "mac": "ae:31:9d:50:22:0c", "addresses": ["10.244.0.0/32"], "is_up": True}],
           dns_servers=["172.16.8.1"], default_gateway="172.16.8.1",
           installed_packages={"kubeadm": "1.30.6-1.1", "kubelet": "1.30.6-1.1", "kubectl": "1.30.6-1.1",
                               "containerd.io": "1.7.25-1"},
           available_services=["kubelet.service", "containerd.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]}]),
    item("e2", "kubernetes_get", {"context": "kubernetes-admin@muslin", "namespace": None, "items": [
        _node("muslin-cp1", "172.16.8.10", "True", "v1.30.6", "Ubuntu 22.04.5 LTS", "32614176Ki", "16",
              "control-plane", "2026-03-17T13:04:31Z"),
        _node("muslin-w1", "172.16.8.21", "True", "v1.30.6", "Ubuntu 22.04.5 LTS", "65843436Ki", "16", "worker",
              "2026-03-17T13:04:12Z"),
        _node("muslin-w2", "172.16.8.22", "True", "v1.30.6", "Ubuntu 22.04.5 LTS", "65843436Ki", "16", "worker",
              "2026-03-17T13:04:20Z"),
        _node("muslin-w3", "172.16.8.23", "Unknown", "v1.30.4", "Ubuntu 22.04.4 LTS", "65843436Ki", "16",
              "worker", "2026-03-17T12:38:11Z")]},
        MUSLIN, age=60, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "kubernetes-admin@muslin", "namespace": None, "items": [
        _pod("payments-api-7c9f6d8b5-2xkqp", "payments", "muslin-w1", "payments-api", ip="10.244.1.17"),
        _pod("payments-api-7c9f6d8b5-h7m4t", "payments", "muslin-w2", "payments-api", restarts=1, ip="10.244.2.23"),
        _pod("payments-api-7c9f6d8b5-zq9wn", "payments", None, "payments-api", phase="Pending",
             started="2026-03-17T12:41:05Z"),
        _pod("payments-worker-5b8d7f9c4-kl2vb", "payments", "muslin-w2", "payments-worker", restarts=17,
             ready=False, waiting="CrashLoopBackOff", ip="10.244.2.31"),
        _pod("storefront-6d5f8c7b9-4mnpq", "web", "muslin-w1", "storefront", ip="10.244.1.9"),
        _pod("storefront-6d5f8c7b9-9rtvx", "web", "muslin-w2", "storefront", ip="10.244.2.12"),
        _pod("storefront-6d5f8c7b9-cc2lz", "web", "muslin-w3", "storefront", restarts=2, ready=False,
             ip="10.244.3.8"),
        _pod("checkout-web-84b6d9c7f-t5sgh", "web", "muslin-w1", "checkout-web", ip="10.244.1.21"),
        _pod("prometheus-k8s-0", "monitoring", "muslin-w2", "prometheus", ip="10.244.2.5"),
        _pod("alertmanager-main-0", "monitoring", "muslin-w2", "alertmanager", ip="10.244.2.6"),
        _pod("grafana-5f6c8d9b7-xp2lr", "monitoring", "muslin-w1", "grafana", restarts=3, ip="10.244.1.4"),
        _pod("node-exporter-8kq2d", "monitoring", "muslin-cp1", "node-exporter", ip="172.16.8.10"),
        _pod("node-exporter-m5x7r", "monitoring", "muslin-w1", "node-exporter", ip="172.16.8.21"),
        _pod("node-exporter-p9w4z", "monitoring", "muslin-w2", "node-exporter", ip="172.16.8.22"),
        _pod("node-exporter-t3v8n", "monitoring", "muslin-w3", "node-exporter", ready=False, ip="172.16.8.23"),
        _pod("coredns-7db6d8ff4d-9xk2m", "kube-system", "muslin-cp1", "coredns", ip="10.244.0.2"),
        _pod("coredns-7db6d8ff4d-bm4lq", "kube-system", "muslin-cp1", "coredns", ip="10.244.0.3"),
        _pod("etcd-muslin-cp1", "kube-system", "muslin-cp1", "etcd", ip="172.16.8.10"),
        _pod("kube-apiserver-muslin-cp1", "kube-system", "muslin-cp1", "kube-apiserver", restarts=4,
             ip="172.16.8.10"),
        _pod("kube-controller-manager-muslin-cp1", "kube-system", "muslin-cp1", "kube-controller-manager",
             ip="172.16.8.10"),
        _pod("kube-scheduler-muslin-cp1", "kube-system", "muslin-cp1", "kube-scheduler", ip="172.16.8.10"),
        _pod("kube-proxy-4wq8c", "kube-system", "muslin-cp1", "kube-proxy", ip="172.16.8.10"),
        _pod("kube-proxy-h2n6v", "kube-system", "muslin-w1", "kube-proxy", ip="172.16.8.21"),
        _pod("kube-proxy-r7k3x", "kube-system", "muslin-w2", "kube-proxy", ip="172.16.8.22"),
        _pod("kube-proxy-z5m9p", "kube-system", "muslin-w3", "kube-proxy", ready=False, ip="172.16.8.23"),
        _pod("ingress-nginx-controller-6b9c8d7f5-w8zqn", "ingress-nginx", "muslin-w2", "controller",
             ip="10.244.2.3"),
        _pod("cert-manager-7f8d9c6b5-rr4kx", "cert-manager", "muslin-w1", "cert-manager-controller",
             ip="10.244.1.3"),
        _pod("cert-manager-webhook-5d4c8b7f6-jw2tn", "cert-manager", "muslin-w2", "cert-manager-webhook",
             ip="10.244.2.4")]},
        MUSLIN, age=45, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "kubernetes-admin@muslin", "namespace": None, "items": [
        _deploy("payments-api", "payments", 3, 2),
        _deploy("payments-worker", "payments", 1, 0),
        _deploy("storefront", "web", 3, 2),
        _deploy("checkout-web", "web", 1, 1),
        _deploy("grafana", "monitoring", 1, 1),
        _deploy("coredns", "kube-system", 2, 2),
        _deploy("ingress-nginx-controller", "ingress-nginx", 1, 1),
        _deploy("cert-manager", "cert-manager", 1, 1),
        _deploy("cert-manager-webhook", "cert-manager", 1, 1)]},
        MUSLIN, age=45, args={"resource": "deployments", "all_namespaces": True}),
    item("e5", "kubernetes_get", {"context": "kubernetes-admin@muslin", "namespace": None, "items": [
        _cert("storefront-tls", "web", "shop.muslin.example.jp", "2026-05-28T03:12:09Z", "2026-04-28T03:12:09Z",
              "True", "Ready", "Certificate is up to date and has not expired"),
        _cert("payments-api-tls", "payments", "pay.muslin.example.jp", "2026-03-25T08:41:17Z",
              "2026-02-23T08:41:17Z", "True", "Ready", "Certificate is up to date and has not expired",
              failedIssuanceAttempts=4, lastFailureTime="2026-03-17T11:52:40Z"),
        _cert("grafana-tls", "monitoring", "grafana.muslin.example.jp", "2026-03-10T11:00:00Z",
              "2026-02-08T11:00:00Z", "False", "Expired", "Certificate expired on Tue, 10 Mar 2026 11:00:00 UTC"),
        _cert("wildcard-muslin-tls", "ingress-nginx", "*.muslin.example.jp", "2026-06-14T09:00:00Z",
              "2026-05-15T09:00:00Z", "True", "Ready", "Certificate is up to date and has not expired")]},
        MUSLIN, age=50, args={"resource": "certificates.cert-manager.io", "all_namespaces": True}),
    item("e6", "kubernetes_get", {"context": "kubernetes-admin@muslin", "namespace": None, "items": [
        _metrics("prometheus-k8s-0", "monitoring", "prometheus", "412m", "3281Mi"),
        _metrics("kube-apiserver-muslin-cp1", "kube-system", "kube-apiserver", "310m", "1204Mi"),
        _metrics("payments-api-7c9f6d8b5-2xkqp", "payments", "payments-api", "230m", "812Mi"),
        _metrics("payments-api-7c9f6d8b5-h7m4t", "payments", "payments-api", "198m", "790Mi"),
        _metrics("checkout-web-84b6d9c7f-t5sgh", "web", "checkout-web", "640m", "512Mi"),
        _metrics("storefront-6d5f8c7b9-4mnpq", "web", "storefront", "85m", "402Mi"),
        _metrics("storefront-6d5f8c7b9-9rtvx", "web", "storefront", "91m", "398Mi"),
        _metrics("etcd-muslin-cp1", "kube-system", "etcd", "145m", "356Mi"),
        _metrics("grafana-5f6c8d9b7-xp2lr", "monitoring", "grafana", "35m", "268Mi"),
        _metrics("ingress-nginx-controller-6b9c8d7f5-w8zqn", "ingress-nginx", "controller", "52m", "188Mi"),
        _metrics("cert-manager-7f8d9c6b5-rr4kx", "cert-manager", "cert-manager-controller", "4m", "41Mi"),
        _metrics("coredns-7db6d8ff4d-9xk2m", "kube-system", "coredns", "6m", "22Mi"),
        _metrics("coredns-7db6d8ff4d-bm4lq", "kube-system", "coredns", "5m", "21Mi")]},
        MUSLIN, age=70, args={"resource": "pods.metrics.k8s.io", "all_namespaces": True}),
    item("e7", "kubernetes_get", {"context": "kubernetes-admin@muslin", "namespace": "payments", "items": [
        _event("payments-worker-5b8d7f9c4-kl2vb.182d1f0a", "Pod", "payments-worker-5b8d7f9c4-kl2vb", "Warning",
               "BackOff", "Back-off restarting failed container payments-worker in pod "
               "payments-worker-5b8d7f9c4-kl2vb_payments(3c1e0b9a-7d21-4f0e-9a55-1b2f6c8d9e01)", 212,
               "2026-03-17T10:12:03Z", "2026-03-17T13:03:58Z"),
        _event("payments-api-7c9f6d8b5-zq9wn.182d2a11", "Pod", "payments-api-7c9f6d8b5-zq9wn", "Warning",
               "FailedScheduling", _FAILED_SCHEDULING, 46, "2026-03-17T12:41:05Z", "2026-03-17T13:02:40Z"),
        _event("payments-api-tls.182d1c77", "Certificate", "payments-api-tls", "Warning", "Failed",
               "The certificate request has failed to complete and will be retried: Failed to wait for order "
               "resource \"payments-api-tls-4-1822345\" to become ready: order is in \"errored\" state: Failed to "
               "create Order: 429 urn:ietf:params:acme:error:rateLimited: too many certificates already issued",
               4, "2026-03-14T09:30:12Z", "2026-03-17T11:52:40Z"),
        _event("payments-worker-5b8d7f9c4-kl2vb.182d1f01", "Pod", "payments-worker-5b8d7f9c4-kl2vb", "Normal",
               "Pulled", "Container image \"registry.muslin.example.jp/payments-worker:2.14.0\" already present "
               "on machine", 18, "2026-03-17T10:11:40Z", "2026-03-17T13:01:12Z")]},
        MUSLIN, age=55, args={"resource": "events", "namespace": "payments"}),
    item("e8", "linux_system_info",
         system_info(18.2, [1.9, 1.7, 1.6], 4020300, "2026-01-30T09:12:00+09:00", MUSLIN_MEM, 22977924710,
                     0, 0), MUSLIN, age=480),
]

muslin_answers = [
    {"q": "Give me an overview of the cluster's nodes", "ev": ["e2", "e1"],
     "a": """## Summary

[[s:3 of 4 nodes are **Ready**]]; [[s:`muslin-w3` is **NotReady**]].

### Details

- **Versions:** [[c:all nodes run the same kubelet version (v1.30.6)]].
- **OS:** [[s:w3 is on Ubuntu 22.04.4, the others on 22.04.5]].
- **w3:** [[s:stopped reporting at about 21:38]] ([[s:27 minutes ago]]), [[u:because its kubelet stopped after a kernel update]].
- **Addresses:** [[s:cp1 is 172.16.8.10]], [[c:w1 is 172.16.8.12]]

### Recommendations

1. SSH to w3 and check `systemctl status kubelet`.
2. Upgrade w3 to v1.30.6 with `kubeadm upgrade node`."""},

    {"q": "What's wrong in the payments namespace?", "ev": ["e3", "e4", "e7"],
     "a": """## Summary

Two problems: [[s:`payments-worker` is crash-looping]] and [[s:one `payments-api` replica can't be scheduled]].

### Details

**payments-worker-5b8d7f9c4-kl2vb**
- **State:** [[s:CrashLoopBackOff]]
- **Restarts:** [[c:12]]
- [[u:Kubernetes has logged 212 back-off events for it]] [e4]. [[u:It crashes because it can't connect to the payments database.]]

**payments-api**
- [[s:The third replica (`payments-api-7c9f6d8b5-zq9wn`) is **Pending**]]: [[s:2 nodes have insufficient memory]], [[c:and the control plane is excluded because it's NotReady]].
- [[c:The running replica on w2 (h7m4t) has restarted 3 times.]]

### Recommendations

1. `kubectl logs -n payments payments-worker-5b8d7f9c4-kl2vb --previous`
2. Free memory on the workers or bring w3 back."""},

    {"q": "Which pods use the most memory and CPU?", "ev": ["e6", "e3"],
     "a": """## Summary

[[s:**Prometheus** is the biggest memory user]]; [[s:**checkout-web** tops CPU at 640m]].

### Top memory

1. [[s:`prometheus-k8s-0` (monitoring) — 3281 Mi]]
2. [[s:`kube-apiserver-muslin-cp1` — 1204 Mi]]
3. [[c:`storefront-…-4mnpq` — 402 Mi]]

### Details

- [[c:checkout-web uses the least memory of the application pods.]]
- [[c:Cluster-wide, the measured pods use roughly 9.5 GiB of memory.]]
- [[u:Prometheus runs on muslin-w2]] [e6].

### Recommendations

1. Set memory limits on Prometheus.
2. Profile checkout-web's CPU usage."""},

    {"q": "When do the cluster's TLS certificates expire?", "ev": ["e5", "e7"],
     "a": """## Summary

[[s:**grafana-tls already expired a week ago**]], and [[s:payments-api-tls expires in 8 days]].

| Certificate | Namespace | Expires |
|---|---|---|
| storefront-tls | web | [[s:2026-05-28]] |
| payments-api-tls | payments | [[s:2026-03-25]] |
| wildcard-muslin-tls | ingress-nginx | [[c:2026-07-14]] |

### Details

- [[s:payments-api-tls renewal has failed 4 times]], [[s:because of a Let's Encrypt rate limit]] [e7].
- [[u:grafana-tls expired because its Issuer was deleted.]]
- [[c:The storefront certificate will be renewed automatically on May 28.]]

### Recommendations

1. `kubectl describe certificate grafana-tls -n monitoring`
2. Switch to the staging issuer until the rate limit resets."""},

    {"q": "Where are the web and monitoring pods running?", "ev": ["e3", "e2"],
     "a": """## Summary

Pods are spread across the workers, [[s:with one storefront replica on the NotReady node w3]].

### web

- [[s:`storefront-6d5f8c7b9-cc2lz` → muslin-w3]] [[s:(not ready)]]
- [[c:`checkout-web-84b6d9c7f-t5sgh` → muslin-w2]]

### monitoring

- [[s:`prometheus-k8s-0` and `alertmanager-main-0` are both on muslin-w2]]
- [[s:Grafana is on muslin-w1]] [[c:with 0 restarts]]
- [[c:No monitoring pods run on the control plane.]]

[[u:The storefront pod on w3 will be evicted in a few minutes.]]

### Recommendations

1. Add a PodDisruptionBudget for storefront.
2. Use topology spread constraints for even placement."""},

    {"q": "How many pods are in each namespace, and which have restarted?", "ev": ["e3"],
     "a": """## Summary

[[s:**28 pods** in total]].

| Namespace | Pods | Restarts |
|---|---|---|
| payments | [[s:4]] | [[s:18]] |
| web | [[s:4]] | [[c:0]] |
| monitoring | [[c:6]] | [[s:3]] |
| kube-system | [[s:10]] | [[s:4]] |

### Details

[[c:Only payments-worker and kube-apiserver have ever restarted.]]

### Recommendations

1. `kubectl get pods -A --sort-by='.status.containerStatuses[0].restartCount'`"""},

    {"q": "Is the control plane node healthy?", "ev": ["e1", "e8", "e3", "e6"],
     "a": """## Summary

✅ **Yes, mostly.** [[s:All control-plane pods on muslin-cp1 are Running]].

| Metric | Value |
|---|---|
| OS | [[s:Ubuntu 22.04]] |
| CPU usage | [[t:~18%]] |
| Available memory | [[t:about 21 GiB]] |
| Uptime | [[t:about 46 days]] |

- [[s:kube-apiserver is using ~1.2 GiB]] [[c:and about 1.3 CPU cores]].
- [[s:Both coredns replicas run on cp1]], [[u:so DNS would go down if cp1 fails]].

### Recommendations

1. Check apiserver restarts with `crictl ps -a | grep kube-apiserver`.
2. Spread CoreDNS across workers with anti-affinity."""},
]

MACHINES = [
    {"name": "linen", "clock": LINEN, "evidence": linen_evidence, "answers": linen_answers},
    {"name": "tweed", "clock": TWEED, "evidence": tweed_evidence, "answers": tweed_answers},
    {"name": "denim", "clock": DENIM, "evidence": denim_evidence, "answers": denim_answers},
    {"name": "velvet", "clock": VELVET, "evidence": velvet_evidence, "answers": velvet_answers},
    {"name": "muslin", "clock": MUSLIN, "evidence": muslin_evidence, "answers": muslin_answers},
]
