"""22nd generation (written blind: the writer saw neither the wrapper nor its misses), operations-heavy.

Four machines named after places of The Witcher, each one an operations role: a reverse proxy, a database
server, a CI runner and a k3s control plane. The questions are incident questions ("why did X fail", "what
changed since yesterday", "is anything exposed"); the answers mix terse engineer notes with long flowing
paragraphs (clauses joined by semicolons, em dashes and parentheses), tables of ports, pods and containers,
and evidence-id citations, some of them pointing at the wrong item.

novigrad — Ubuntu 24.04 VPS in Europe/Warsaw (+01:00) running nginx as a reverse proxy for two app backends
over WireGuard (10.8.0.5 and 10.8.0.6). Evidence: steady state (public 203.0.113.24 on eth0, wg0 10.8.0.1/24,
users ubuntu/deploy/www-data, sudo = ubuntu only), nginx unit status (running since yesterday 18:42, right
after the nginx upgrade), a complete listening/connection table (22, 80, 443, node_exporter 9100 on
0.0.0.0, WireGuard 51820/udp with no process, resolved on 127.0.0.53), nginx's error log of the last two hours
(two upstream timeouts to 10.8.0.5 at 13:02, connection refused from 10.8.0.6 at 13:40/13:41), /etc changes
of the last day, two days of package history, the first 40 of 58 lines of shop.conf, a stale (8 min) system
info reading, disk usage and the list of all seven service units.

oxenfurt — Debian 12 database server (UTC) with PostgreSQL 16 and Redis 7. The steady state's packages
source is stale (postgresql-16 was upgraded from 16.6 to 16.8 at 06:12 today; the snapshot predates it).
Evidence: postgresql@16-main (restarted 06:14) and redis-server units, a memory-sorted process list cut to 6
rows (redis 11 GiB RSS, postmaster 4.25 GiB, an analytics backend at 38.5 % CPU), system info (load 6.8,
20 GiB available, 1 GiB swap used), disk usage (/var/lib/postgresql 91 % of 1.92 TB), the Postgres journal
(too many clients at 08:47, reserved slots at 08:52, temp_file_limit at 08:58, one checkpoint warning),
a 12-line page of postgresql.conf, the listening table (5432 and 6432 on all addresses, Redis on loopback),
package history, and a 15-minute-old pgbouncer unit status.

kaermorhen — Rocky Linux 9.5 GitLab CI runner (America/New_York, -04:00) with the docker executor.
Evidence: steady state (kernel 503.22.1 although 503.26.1 was installed yesterday; /var/lib/docker on its own
200 GiB volume), all containers (2 running, 3 exited, 1 created), the runner's journal (job 918273 exit code 1,
job 918280 system failure: no space left on device), disk usage (/var/lib/docker 99.5 %), a stale (25 min)
system info reading, the runner unit (restarted yesterday 16:03 after the 17.9.0 upgrade), the complete
config.toml (token redacted; privileged, docker.sock mounted, concurrent = 4), a CPU-sorted process list cut
to 6 rows, package history and the listening table.

toussaint — openSUSE Leap 15.6 k3s control plane in Australia/Sydney (+11:00) with agents beauclair and
corvo-bianco. Evidence (kubernetes_get, exact `kubectl get -o json` shapes): three nodes (corvo-bianco
NotReady and on v1.30.6+k3s1), 13 pods in all namespaces (worker CrashLoopBackOff with 37 restarts, payments
ImagePullBackOff, grafana and prometheus not ready on the lost node), nine deployments, nine services (traefik
LoadBalancer, NodePorts 30505 for payments-debug and 32000 for grafana), the shop namespace's events (worker
rollout at 19:01 and its back-off, payments' missing 1.8.2 tag), the default namespace's node event, the
k3s unit and its log lines about corvo-bianco, and a 35-minute-old pod listing of shop.
"""

from __future__ import annotations

from _evidence import (GiB, MiB, Clock, box, deployment, fs, item, listener, connection, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)


# ----------------------------------------------------------------------------------------------------------
# novigrad: reverse proxy
# ----------------------------------------------------------------------------------------------------------
NOV = Clock("2026-03-11T14:20:00+01:00")
NOV_MEM = 8_331_984_896

novigrad = {
    "name": "novigrad",
    "clock": NOV,
    "evidence": [
        steady(
            "e1", NOV, age=2400,
            hostname="novigrad", os_name="Ubuntu", os_version="24.04", os_codename="noble",
            kernel="6.8.0-51-generic", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
            cpu_threads=12, memory_total_bytes=NOV_MEM,
            disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 82_240_077_824},
                   {"device": "/dev/sda15", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 109_422_592}],
            network_interfaces=[
                {"name": "eth0", "mac": "96:00:03:1a:7c:42", "addresses": ["203.0.113.24/24"], "is_up": True},
                {"name": "wg0", "mac": None, "addresses": ["10.8.0.1/24"], "is_up": True}],
            dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
            installed_packages={"nginx": "1.24.0-2ubuntu7.1", "nginx-common": "1.24.0-2ubuntu7.1",
                                "certbot": "2.9.0-1", "fail2ban": "1.0.2-3ubuntu0.1",
                                "prometheus-node-exporter": "1.7.0-1ubuntu0.2",
                                "openssh-server": "1:9.6p1-3ubuntu13.5", "wireguard-tools": "1.0.20210914-1ubuntu4",
                                "openssl": "3.0.13-0ubuntu3.5"},
            available_services=["nginx.service", "ssh.service", "fail2ban.service",
                                "prometheus-node-exporter.service", "wg-quick@wg0.service", "certbot.service",
                                "unattended-upgrades.service"],
            users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                   {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                   {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                   {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
            groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                    {"name": "adm", "gid": 4, "members": ["syslog", "ubuntu"]},
                    {"name": "www-data", "gid": 33, "members": ["deploy"]},
                    {"name": "deploy", "gid": 1001, "members": []}],
        ),
        item("e2", "linux_service_status",
             unit("nginx.service", "active", "running", "enabled", 48213, "2026-03-10T18:42:07+01:00",
                  "A high performance web server and a reverse proxy server"),
             NOV, age=30, args={"name": "nginx"}),
        item("e3", "linux_network_info", {
            "interfaces": [
                {"name": "eth0", "mac": "96:00:03:1a:7c:42", "addresses": ["203.0.113.24/24"], "is_up": True},
                {"name": "wg0", "mac": None, "addresses": ["10.8.0.1/24"], "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 912, "sshd"),
                listener(22, "::", 912, "sshd"),
                listener(80, "0.0.0.0", 48213, "nginx"),
                listener(80, "::", 48213, "nginx"),
                listener(443, "0.0.0.0", 48213, "nginx"),
                listener(443, "::", 48213, "nginx"),
                listener(9100, "0.0.0.0", 1044, "prometheus-node-exporter"),
                listener(51820, "0.0.0.0", None, None, proto="udp"),
                listener(53, "127.0.0.53", 604, "systemd-resolved"),
                listener(53, "127.0.0.53", 604, "systemd-resolved", proto="udp"),
            ],
            "connections": [
                connection("203.0.113.24:443", "198.51.100.77:51544", 48214, "nginx"),
                connection("10.8.0.1:49822", "10.8.0.5:3000", 48214, "nginx"),
                connection("203.0.113.24:22", "192.0.2.14:60211", 51002, "sshd"),
            ],
        }, NOV, age=45),
        item("e4", "linux_recent_logs", {"source": "file", "unit": "nginx.service", "entries": [
            log_entry("2026-03-11T13:02:11+01:00", "nginx.service", "err",
                      "upstream timed out (110: Connection timed out) while reading response header from upstream, "
                      "client: 198.51.100.77, server: shop.example.org, request: \"POST /api/checkout HTTP/2.0\", "
                      "upstream: \"http://10.8.0.5:3000/api/checkout\""),
            log_entry("2026-03-11T13:02:49+01:00", "nginx.service", "err",
                      "upstream timed out (110: Connection timed out) while reading response header from upstream, "
                      "client: 198.51.100.90, server: shop.example.org, request: \"POST /api/checkout HTTP/2.0\", "
                      "upstream: \"http://10.8.0.5:3000/api/checkout\""),
            log_entry("2026-03-11T13:40:03+01:00", "nginx.service", "err",
                      "connect() failed (111: Connection refused) while connecting to upstream, client: "
                      "198.51.100.12, server: shop.example.org, request: \"GET /api/cart HTTP/2.0\", "
                      "upstream: \"http://10.8.0.6:3000/api/cart\""),
            log_entry("2026-03-11T13:41:15+01:00", "nginx.service", "err",
                      "connect() failed (111: Connection refused) while connecting to upstream, client: "
                      "198.51.100.44, server: shop.example.org, request: \"GET /api/cart HTTP/2.0\", "
                      "upstream: \"http://10.8.0.6:3000/api/cart\""),
            log_entry("2026-03-11T14:05:30+01:00", "nginx.service", "warning",
                      "an upstream response is buffered to a temporary file "
                      "/var/cache/nginx/proxy_temp/4/12/0000000124 while reading upstream"),
        ]}, NOV, age=60, args={"unit": "nginx", "since_minutes": 120}),
        item("e5", "linux_file_changes", {"root": "/etc", "since": "2026-03-10T14:20:00+01:00", "files": [
            {"path": "/etc/nginx/sites-available/shop.conf", "mtime": "2026-03-10T18:39:52+01:00", "size_bytes": 2314},
            {"path": "/etc/nginx/nginx.conf", "mtime": "2026-03-10T18:41:30+01:00", "size_bytes": 1532},
            {"path": "/etc/letsencrypt/renewal/shop.example.org.conf", "mtime": "2026-03-11T03:12:04+01:00",
             "size_bytes": 612},
            {"path": "/etc/fail2ban/jail.local", "mtime": "2026-03-11T09:15:40+01:00", "size_bytes": 891},
        ], "scanned": 1873}, NOV, age=90, args={"root": "/etc", "since_minutes": 1440}),
        item("e6", "linux_package_history", {"source": "/var/log/dpkg.log", "since": "2026-03-09T14:20:00+01:00",
                                             "events": [
            package_event("2026-03-10T06:25:33+01:00", "upgrade", "openssl", "3.0.13-0ubuntu3.4", "3.0.13-0ubuntu3.5"),
            package_event("2026-03-10T06:25:34+01:00", "upgrade", "libssl3t64", "3.0.13-0ubuntu3.4", "3.0.13-0ubuntu3.5"),
            package_event("2026-03-10T18:41:12+01:00", "upgrade", "nginx-common", "1.24.0-2ubuntu7", "1.24.0-2ubuntu7.1"),
            package_event("2026-03-10T18:41:13+01:00", "upgrade", "nginx", "1.24.0-2ubuntu7", "1.24.0-2ubuntu7.1"),
        ]}, NOV, age=90, args={"since_days": 2}),
        item("e7", "linux_file_read", {"path": "/etc/nginx/sites-available/shop.conf", "offset": 0, "limit": 40,
                                       "total_lines": 58, "lines": [
            "upstream shop_backend {",
            "    server 10.8.0.5:3000 max_fails=3 fail_timeout=10s;",
            "    server 10.8.0.6:3000 max_fails=3 fail_timeout=10s;",
            "    keepalive 32;",
            "}",
            "",
            "server {",
            "    listen 80;",
            "    listen [::]:80;",
            "    server_name shop.example.org;",
            "    return 301 https://$host$request_uri;",
            "}",
            "",
            "server {",
            "    listen 443 ssl;",
            "    listen [::]:443 ssl;",
            "    http2 on;",
            "    server_name shop.example.org;",
            "",
            "    ssl_certificate     /etc/letsencrypt/live/shop.example.org/fullchain.pem;",
            "    ssl_certificate_key /etc/letsencrypt/live/shop.example.org/privkey.pem;",
            "    include /etc/letsencrypt/options-ssl-nginx.conf;",
            "",
            "    client_max_body_size 8m;",
            "    proxy_read_timeout 15s;",
            "    proxy_connect_timeout 3s;",
            "",
            "    location /api/ {",
            "        proxy_pass http://shop_backend;",
            "        proxy_http_version 1.1;",
            "        proxy_set_header Connection \"\";",
            "        proxy_set_header Host $host;",
            "        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
            "    }",
            "",
            "    location / {",
            "        root /var/www/shop;",
            "        try_files $uri /index.html;",
            "    }",
            "",
        ]}, NOV, age=80, args={"path": "/etc/nginx/sites-available/shop.conf", "offset": 0, "limit": 40},
             complete=False),
        item("e8", "linux_system_info",
             system_info(7.9, [0.31, 0.42, 0.40], 1_987_200, NOV.ago(500 + 1_987_200), NOV_MEM, 5_905_580_032,
                         2 * GiB, 0),
             NOV, age=500),
        item("e9", "linux_disk_usage", {"filesystems": [
            fs("/dev/sda1", "/", "ext4", 82_240_077_824, 31_467_204_608),
            fs("/dev/sda15", "/boot/efi", "vfat", 109_422_592, 6_334_464),
        ]}, NOV, age=40),
        item("e10", "linux_service_status", {"units": [
            unit("certbot.service", "inactive", "dead", "static", None, None, "Certbot"),
            unit("fail2ban.service", "active", "running", "enabled", 1021, "2026-02-16T14:12:31+01:00",
                 "Fail2Ban Service"),
            unit("nginx.service", "active", "running", "enabled", 48213, "2026-03-10T18:42:07+01:00",
                 "A high performance web server and a reverse proxy server"),
            unit("prometheus-node-exporter.service", "active", "running", "enabled", 1044,
                 "2026-02-16T14:12:29+01:00", "Prometheus exporter for machine metrics"),
            unit("ssh.service", "active", "running", "enabled", 912, "2026-02-16T14:12:28+01:00",
                 "OpenBSD Secure Shell server"),
            unit("unattended-upgrades.service", "active", "running", "enabled", 1050, "2026-02-16T14:12:30+01:00",
                 "Unattended Upgrades Shutdown"),
            unit("wg-quick@wg0.service", "active", "exited", "enabled", None, "2026-02-16T14:12:27+01:00",
                 "WireGuard via wg-quick(8) for wg0"),
        ], "total": 7, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
             NOV, age=35),
    ],
    "answers": [
        {
            "q": "Why did checkout requests on shop.example.org fail around 1pm?",
            "ev": ["e1", "e2", "e3", "e4", "e7"],
            "a": (
                "Short version: it's the backends, not nginx.\n\n"
                "- [[s:At 13:02 nginx logged `upstream timed out (110)` errors for `POST /api/checkout`]], "
                "[[c:three of them]], [[s:all against 10.8.0.5:3000]].\n"
                "- [[c:From 13:14 the second backend, 10.8.0.6:3000, started refusing connections]] "
                "(`111: Connection refused`).\n"
                "- [[s:`proxy_read_timeout` is 15s in shop.conf]], so [[u:any checkout that takes longer than that "
                "comes back as a 504]] — and [[u:10.8.0.5 most likely hung on a slow payment call]].\n"
                "- [[c:nginx itself restarted at 13:02]].\n\n"
                "Right now [[s:nginx holds an established connection to 10.8.0.5:3000]], so "
                "[[u:that backend has recovered]]. I'd look at the app logs on 10.8.0.5 next: "
                "`journalctl -u shop-api --since 12:55`."
            ),
        },
        {
            "q": "What changed on novigrad since yesterday?",
            "ev": ["e5", "e6", "e2"],
            "a": (
                "| when | what | note |\n"
                "|---|---|---|\n"
                "| yesterday 06:25 | [[s:openssl 3.0.13-0ubuntu3.4 → 3.0.13-0ubuntu3.5]] | security update |\n"
                "| yesterday 18:39 | [[s:`/etc/nginx/sites-available/shop.conf` edited]] | |\n"
                "| yesterday 18:41 | [[s:nginx upgraded to 1.24.0-2ubuntu7.1]] | |\n"
                "| today 03:12 | [[s:letsencrypt renewal config for shop.example.org touched]] | "
                "[[u:certbot renewed the certificate]] |\n"
                "| today 09:15 | [[c:`/etc/fail2ban/jail.conf` modified]] | |\n\n"
                "The nginx upgrade is the interesting one — [[s:the service came back at 18:42]] (so [[u:the edited shop.conf was picked up by that restart]]); "
                "[[c:only two packages were touched in the last two days]], and [[c:three files under /etc changed "
                "in the last 24 hours]]."
            ),
        },
        {
            "q": "Is anything exposed on novigrad that shouldn't be?",
            "ev": ["e3", "e1", "e10"],
            "a": (
                "Here's what's listening (e3):\n\n"
                "| port | bound to | process | ok? |\n"
                "|---|---|---|---|\n"
                "| 22/tcp | [[s:0.0.0.0 and ::]] | [[c:sshd (PID 921)]] | ✅ expected |\n"
                "| 80, 443/tcp | [[s:0.0.0.0 and ::]] | [[s:nginx]] | ✅ expected |\n"
                "| 9100/tcp | [[s:0.0.0.0]] | [[s:prometheus-node-exporter]] | ❌ [[u:reachable from the internet]] |\n"
                "\n"
                "[[c:Redis is on 6379 but only on localhost]], so that one's fine. The one I'd fix is node_exporter: "
                "[[s:it binds every address]] and [[s:this host has a public IP (203.0.113.24 on eth0)]], so "
                "[[u:anyone can scrape it]] unless a provider firewall drops it; [[c:9100 is the only port above "
                "1024 that's open]]. "
                "Quick fix: `--web.listen-address=10.8.0.1:9100` in /etc/default/prometheus-node-exporter."
            ),
        },
        {
            "q": "How is novigrad doing resource-wise?",
            "ev": ["e8", "e9", "e1"],
            "a": (
                "Overall it's pretty relaxed — [[t:load is around 0.3]], "
                "[[t:CPU sits at about 8%]] and [[t:about 5.5 GiB]] of [[s:the 7.8 GiB of RAM]] is available; "
                "[[t:swap isn't touched at all]]. [[t:It's been up for 23 days]] ([[t:the last boot was mid-February]])."
                "\n\n"
                "On disk, [[s:the root filesystem uses about 31 GB of 82 GB]], so "
                "[[c:about 47 GB free]], and [[c:/boot/efi is nearly full]] — worth a `sudo apt autoremove` "
                "if you keep old kernels around."
            ),
        },
        {
            "q": "is nginx running? since when",
            "ev": ["e2", "e6"],
            "a": (
                "yes.\n"
                "- state: [[s:active (running)]]\n"
                "- enabled: [[s:yes]]\n"
                "- main PID: [[c:48231]]\n"
                "- up since: [[s:yesterday 18:42]] — [[c:~2 days]]\n"
                "- [[s:that's right after the 1.24.0-2ubuntu7.1 upgrade]] (e6)"
            ),
        },
        {
            "q": "Which services are up on novigrad?",
            "ev": ["e10"],
            "a": (
                "[[s:Seven service units are loaded]]:\n\n"
                "1. [[s:nginx — running]]\n"
                "2. [[s:ssh — running]]\n"
                "3. [[s:fail2ban — running]]\n"
                "4. [[s:prometheus-node-exporter — running]]\n"
                "5. [[c:wg-quick@wg0 — running]]\n"
                "6. [[s:unattended-upgrades — running]]\n"
                "7. [[c:certbot — failed]]\n\n"
                "[[s:All of them except certbot are enabled at boot]]; [[u:certbot is started by certbot.timer twice "
                "a day]]."
            ),
        },
        {
            "q": "Is deploy a sudoer? Who can log in here?",
            "ev": ["e1"],
            "a": (
                "No — [[s:`deploy` (uid 1001) is not in `sudo`]]; [[s:the only member of sudo is `ubuntu`]].\n\n"
                "Accounts with a real login shell:\n"
                "- `root`\n"
                "- [[s:`ubuntu` (uid 1000, /bin/bash)]] — [[s:also in adm]] [[c:and docker]]\n"
                "- [[s:`deploy` (/bin/bash)]], [[c:home /srv/deploy]]\n\n"
                "[[s:deploy is in the www-data group]], "
                "[[u:which is how it writes the static files under /var/www/shop]]."
            ),
        },
        {
            "q": "Did yesterday's config change cause the timeouts?",
            "ev": ["e4", "e5", "e7"],
            "a": (
                "Possibly, but the evidence doesn't prove it. [[s:shop.conf was last modified yesterday at 18:39]] "
                "[e5] and [[s:it sets `proxy_read_timeout 15s`]] [e7]; [[u:before the edit it was 60s]] (the default) "
                "— [[u:so tightening it would explain the 13:02 timeouts]]. The other error is a different beast: "
                "[[u:10.8.0.6 refused connections from 13:40]] [e5] — [[u:that's the app process being down]], not "
                "a timeout.\n\n"
                "Other settings in the upstream block: [[s:`max_fails=3 fail_timeout=10s` on both servers]], "
                "[[c:`keepalive 64`]]. "
                "[[c:The file is 40 lines long]] — I read all of it."
            ),
        },
    ],
}


# ----------------------------------------------------------------------------------------------------------
# oxenfurt: PostgreSQL 16 + Redis
# ----------------------------------------------------------------------------------------------------------
OX = Clock("2026-03-11T09:05:00+00:00")
OX_MEM = 67_342_254_080

oxenfurt = {
    "name": "oxenfurt",
    "clock": OX,
    "evidence": [
        steady(
            "e1", OX, age=7200,
            hostname="oxenfurt", domain="db.internal", os_name="Debian GNU/Linux", os_version="12",
            os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="AMD EPYC 7313P 16-Core Processor",
            cpu_cores=16, cpu_threads=32, memory_total_bytes=OX_MEM,
            disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 105_089_261_568},
                   {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                    "total_bytes": 1_919_850_381_312}],
            network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5e:02:9a", "addresses": ["10.20.0.12/24"],
                                 "is_up": True}],
            dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
            installed_packages={"postgresql-16": "16.6-1.pgdg120+1", "postgresql-client-16": "16.6-1.pgdg120+1",
                                "libpq5": "17.2-1.pgdg120+1", "redis-server": "5:7.0.15-1~deb12u1",
                                "pgbouncer": "1.23.1-1.pgdg120+1", "prometheus-postgres-exporter": "0.11.1-1+b6"},
            available_services=["postgresql.service", "postgresql@16-main.service", "redis-server.service",
                                "pgbouncer.service", "prometheus-postgres-exporter.service", "ssh.service"],
            users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                   {"name": "postgres", "uid": 105, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                   {"name": "redis", "uid": 106, "gid": 112, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                   {"name": "prometheus", "uid": 107, "gid": 113, "home": "/var/lib/prometheus",
                    "shell": "/usr/sbin/nologin"},
                   {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
            groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
                    {"name": "adm", "gid": 4, "members": ["ops"]},
                    {"name": "ssl-cert", "gid": 110, "members": ["postgres"]},
                    {"name": "redis", "gid": 112, "members": []},
                    {"name": "ops", "gid": 1000, "members": []}],
            stale_sources=["packages"],
        ),
        item("e2", "linux_service_status",
             unit("postgresql@16-main.service", "active", "running", "enabled-runtime", 2231,
                  "2026-03-11T06:14:02+00:00", "PostgreSQL Cluster 16-main"),
             OX, age=25, args={"name": "postgresql@16-main"}),
        item("e3", "linux_service_status",
             unit("redis-server.service", "active", "running", "enabled", 1188, "2026-02-27T04:10:55+00:00",
                  "Advanced key-value store"),
             OX, age=25, args={"name": "redis-server"}),
        item("e4", "linux_processes", processes(412, OX_MEM, [
            (1188, "redis-server", "redis", 2.1, 11_811_160_064, "2026-02-27T04:10:55+00:00",
             "/usr/bin/redis-server 127.0.0.1:6379"),
            (2231, "postgres", "postgres", 0.3, 4_563_402_752, "2026-03-11T06:14:02+00:00",
             "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main "
             "-c config_file=/etc/postgresql/16/main/postgresql.conf"),
            (88412, "postgres", "postgres", 38.5, 2_147_483_648, "2026-03-11T08:51:40+00:00",
             "postgres: 16/main: analytics reporting 10.20.0.41(51234) SELECT"),
            (2240, "postgres", "postgres", 1.2, 1_288_490_188, "2026-03-11T06:14:03+00:00",
             "postgres: 16/main: checkpointer"),
            (1402, "postgres_exporter", "prometheus", 0.1, 31_457_280, "2026-02-27T04:11:02+00:00",
             "/usr/bin/prometheus-postgres-exporter --web.listen-address=:9187"),
            (3011, "pgbouncer", "postgres", 0.8, 25_165_824, "2026-03-11T06:15:10+00:00",
             "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        ]), OX, age=30, args={"sort": "memory", "limit": 6}, complete=False),
        item("e5", "linux_system_info",
             system_info(41.3, [6.8, 5.9, 4.2], 1_054_448, "2026-02-27T04:10:12+00:00", OX_MEM, 20 * GiB,
                         4 * GiB, 1 * GiB),
             OX, age=40),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 105_089_261_568, 23_622_320_128),
            fs("/dev/nvme1n1", "/var/lib/postgresql", "xfs", 1_919_850_381_312, 1_747_063_846_912),
        ]}, OX, age=50),
        item("e7", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
            log_entry("2026-03-11T06:12:40+00:00", "postgresql@16-main.service", "info",
                      "LOG:  received fast shutdown request"),
            log_entry("2026-03-11T06:14:02+00:00", "postgresql@16-main.service", "info",
                      "LOG:  database system is ready to accept connections"),
            log_entry("2026-03-11T07:30:11+00:00", "postgresql@16-main.service", "warning",
                      "LOG:  checkpoints are occurring too frequently (19 seconds apart) HINT:  Consider increasing "
                      "the configuration parameter \"max_wal_size\"."),
            log_entry("2026-03-11T08:47:05+00:00", "postgresql@16-main.service", "err",
                      "FATAL:  sorry, too many clients already"),
            log_entry("2026-03-11T08:47:06+00:00", "postgresql@16-main.service", "err",
                      "FATAL:  sorry, too many clients already"),
            log_entry("2026-03-11T08:52:30+00:00", "postgresql@16-main.service", "err",
                      "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
            log_entry("2026-03-11T08:58:12+00:00", "postgresql@16-main.service", "err",
                      "ERROR:  temporary file size exceeds temp_file_limit (10485760kB) STATEMENT:  SELECT "
                      "customer_id, sum(total) FROM orders GROUP BY 1 ORDER BY 2 DESC"),
        ]}, OX, age=45, args={"unit": "postgresql@16-main", "since_minutes": 180}),
        item("e8", "linux_file_read", {"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 12,
                                       "total_lines": 842, "lines": [
            "listen_addresses = '*'",
            "port = 5432",
            "max_connections = 200",
            "superuser_reserved_connections = 3",
            "shared_buffers = 16GB",
            "work_mem = 64MB",
            "maintenance_work_mem = 2GB",
            "effective_cache_size = 44GB",
            "max_wal_size = 2GB",
            "min_wal_size = 512MB",
            "temp_file_limit = 10GB",
            "log_min_duration_statement = 500",
        ]}, OX, age=60, args={"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 12},
             complete=False),
        item("e9", "linux_network_info", {
            "interfaces": [{"name": "ens18", "mac": "bc:24:11:5e:02:9a", "addresses": ["10.20.0.12/24"],
                            "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 801, "sshd"),
                listener(22, "::", 801, "sshd"),
                listener(5432, "0.0.0.0", 2231, "postgres"),
                listener(5432, "::", 2231, "postgres"),
                listener(6379, "127.0.0.1", 1188, "redis-server"),
                listener(6432, "0.0.0.0", 3011, "pgbouncer"),
                listener(9187, "::", 1402, "postgres_exporter"),
            ],
            "connections": [
                connection("10.20.0.12:5432", "10.20.0.41:51234", 88412, "postgres"),
                connection("10.20.0.12:6432", "10.20.0.30:40112", 3011, "pgbouncer"),
                connection("10.20.0.12:22", "10.20.0.5:55012", 90110, "sshd"),
            ],
        }, OX, age=35),
        item("e10", "linux_package_history", {"source": "/var/log/dpkg.log", "since": "2026-03-08T09:05:00+00:00",
                                              "events": [
            package_event("2026-03-11T06:12:21+00:00", "upgrade", "libpq5", "17.2-1.pgdg120+1", "17.4-1.pgdg120+1"),
            package_event("2026-03-11T06:12:24+00:00", "upgrade", "postgresql-client-16", "16.6-1.pgdg120+1",
                          "16.8-1.pgdg120+1"),
            package_event("2026-03-11T06:12:31+00:00", "upgrade", "postgresql-16", "16.6-1.pgdg120+1",
                          "16.8-1.pgdg120+1"),
        ]}, OX, age=70, args={"since_days": 3}),
        item("e12", "linux_service_status",
             unit("pgbouncer.service", "active", "running", "enabled", 3011, "2026-03-11T06:15:10+00:00",
                  "connection pooler for PostgreSQL"),
             OX, age=900, args={"name": "pgbouncer"}),
    ],
    "answers": [
        {
            "q": "The app got 'too many clients' errors this morning — what happened?",
            "ev": ["e7", "e8", "e4", "e9"],
            "a": (
                "**What the Postgres log shows** (e7)\n"
                "- [[s:08:47:05 and 08:47:06 — `FATAL: sorry, too many clients already`]]\n"
                "- [[s:08:52:30 — `remaining connection slots are reserved` for superusers]]\n"
                "- [[c:08:58 — `could not write to file ...: No space left on device`]]\n\n"
                "**Why**\n"
                "[[s:`max_connections` is 200]], so "
                "[[u:the app's pool plus the analytics job used up all 197 ordinary slots]]. "
                "[[s:There's one long analytics query from 10.20.0.41 burning 38.5% CPU]] "
                "[[u:that probably held its connections open]]. [[c:pgbouncer isn't running]], which "
                "[[c:means every client connects straight to 5432]] — I'd put the app behind a pooler on 6432."
            ),
        },
        {
            "q": "What changed on oxenfurt since yesterday?",
            "ev": ["e10", "e2", "e1"],
            "a": (
                "Package changes (e10):\n"
                "1. [[s:postgresql-16: 16.6-1.pgdg120+1 → 16.8-1.pgdg120+1]], [[s:at 06:12 this morning]]\n"
                "2. [[c:libpq5 17.2 → 17.3]]\n"
                "3. [[c:redis-server 7.0.15 → 7.2.4]]\n\n"
                "After the upgrade [[s:postgresql@16-main restarted at 06:14]], so "
                "[[s:the server is running the 16.8 binaries now]]. [[c:That was a major version upgrade]], so "
                "double-check extensions. [[u:No config files were touched]]."
            ),
        },
        {
            "q": "Is redis eating all the memory on oxenfurt?",
            "ev": ["e4", "e5", "e1"],
            "a": (
                "Not all of it, but it's the biggest single consumer: [[s:redis-server (PID 1188) has about 11 GiB "
                "resident]], [[s:roughly 18% of the machine's 64 GB]], while [[s:the postgres postmaster is next at "
                "~4.3 GiB]] ([[u:most of that is shared_buffers]]), [[s:followed by an analytics backend at 2 GiB]] "
                "and [[c:the checkpointer at 2.2 GiB]]. [[c:Redis is the only process above 4 GiB]], and "
                "[[u:it uses more than all the Postgres processes put together]]. [[s:About 20 GiB is still "
                "available]] but [[c:swap is untouched]]. "
                "[[u:The growth is probably keys without a TTL]]; `redis-cli info memory` and `--bigkeys` will tell."
            ),
        },
        {
            "q": "Is the Postgres data disk going to fill up?",
            "ev": ["e6", "e7"],
            "a": (
                "- `/var/lib/postgresql` ([[c:ext4 on /dev/nvme1n1]]): [[s:91% used]] — [[s:about 1.75 TB of "
                "1.92 TB]], [[c:~160 GB free]]\n"
                "- `/`: [[s:~22% used]], and [[c:it's on the same NVMe as the data]]\n"
                "- [[s:the 08:58 error was a query hitting `temp_file_limit`]] ([[s:10485760 kB]]), not a full disk\n\n"
                "[[u:At the current growth rate it'll be full in about 10 days]]. Check the big relations with "
                "`SELECT relname, pg_size_pretty(pg_total_relation_size(oid)) FROM pg_class ORDER BY 2 DESC LIMIT 20;`."
            ),
        },
        {
            "q": "Can Postgres or Redis be reached from outside the box?",
            "ev": ["e9", "e8", "e1"],
            "a": (
                "| service | address:port | from outside? |\n"
                "|---|---|---|\n"
                "| PostgreSQL | [[s:0.0.0.0:5432 and [::]:5432]] | ❌ yes |\n"
                "| pgbouncer | [[s:0.0.0.0:6432]] | ❌ yes |\n"
                "| Redis | [[s:127.0.0.1:6379]] | ✅ loopback only |\n"
                "| postgres_exporter | [[c:127.0.0.1:9187]] | ✅ |\n"
                "| ssh | [[c:0.0.0.0:2222]] | ❌ yes |\n\n"
                "[[s:`listen_addresses = '*'` in postgresql.conf]] confirms Postgres is on every interface; "
                "[[u:pg_hba.conf only admits 10.20.0.0/24]], and [[u:Redis has no password set]]."
            ),
        },
        {
            "q": "Is pgbouncer up?",
            "ev": ["e12", "e1"],
            "a": (
                "Yes — [[t:pgbouncer.service is active (running)]], [[t:main PID 3011]], [[t:up since 06:15 this "
                "morning]] ([[u:it was restarted together with Postgres]]), and [[t:it's enabled]]. "
                "[[t:The installed version is 1.23.1-1.pgdg120+1]]. [[s:The unit pgbouncer.service exists on the "
                "box]]. I'd re-run `systemctl status pgbouncer` though, that reading is 15 minutes old."
            ),
        },
        {
            "q": "What does the checkpoint warning in the Postgres log mean?",
            "ev": ["e7", "e8"],
            "a": (
                "It means WAL is filling faster than `max_wal_size` allows between timed checkpoints. "
                "[[s:At 07:30 Postgres logged checkpoints occurring 19 seconds apart]] and "
                "[[s:hinted to raise `max_wal_size`]], [[s:which is only 2GB here]]. "
                "[[c:It happened three times]] in the log window. With [[s:shared_buffers at 16GB]] and "
                "[[c:work_mem at 4MB]], [[u:a bulk load from the analytics side is the likely trigger]]. Bumping "
                "it to 8–16GB is the usual fix: `ALTER SYSTEM SET max_wal_size = '16GB'; SELECT pg_reload_conf();`"
            ),
        },
        {
            "q": "Why is the load so high on oxenfurt?",
            "ev": ["e5", "e4", "e1"],
            "a": (
                "**Load:** [[s:6.8 / 5.9 / 4.2]] — [[s:climbing over the last 15 minutes]].\n"
                "**CPU:** [[s:41% overall]]; [[u:the top consumer is the analytics backend (PID 88412)]] at "
                "[[s:38.5%]], [[s:running for about 13 minutes]].\n"
                "**Uptime:** [[s:~12 days]] [[c:(rebooted last week)]].\n"
                "**Other:** [[c:postgres_exporter runs as postgres]]."
            ),
        },
        {
            "q": "Which accounts exist on oxenfurt and can any of them log in?",
            "ev": ["e1"],
            "a": (
                "- [[s:postgres (uid 105)]], [[s:shell /bin/bash]]\n"
                "- [[c:redis (uid 107)]], [[s:nologin]]\n"
                "- [[s:ops (uid 1000)]] — [[s:the only sudo member]]\n"
                "\n"
                "[[s:postgres is in ssl-cert]] (for the server key); [[c:ops is also in the postgres group]]."
            ),
        },
    ],
}


# ----------------------------------------------------------------------------------------------------------
# kaermorhen: GitLab CI runner (docker executor)
# ----------------------------------------------------------------------------------------------------------
KM = Clock("2026-03-11T10:30:00-04:00")
KM_MEM = 33_430_548_480
KM_BOOT = KM.ago(520_400)

kaermorhen = {
    "name": "kaermorhen",
    "clock": KM,
    "evidence": [
        steady(
            "e1", KM, age=1800,
            hostname="kaermorhen", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
            kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="AMD Ryzen 7 7700 8-Core Processor", cpu_cores=8,
            cpu_threads=16, memory_total_bytes=KM_MEM,
            disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_161_927_680},
                   {"device": "/dev/mapper/rl-docker", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                    "total_bytes": 214_748_364_800},
                   {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064}],
            network_interfaces=[
                {"name": "enp5s0", "mac": "a8:a1:59:3c:11:0e", "addresses": ["192.168.1.40/24"], "is_up": True},
                {"name": "docker0", "mac": "02:42:7c:19:aa:01", "addresses": ["172.17.0.1/16"], "is_up": True}],
            dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="rpm",
            installed_packages={"gitlab-runner": "17.9.0-1", "gitlab-runner-helper-images": "17.9.0-1",
                                "docker-ce": "3:27.5.1-1.el9", "containerd.io": "1.7.25-3.1.el9",
                                "openssh-server": "8.7p1-43.el9"},
            available_services=["docker.service", "containerd.service", "gitlab-runner.service", "sshd.service",
                                "chronyd.service"],
            users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                   {"name": "gitlab-runner", "uid": 985, "gid": 985, "home": "/home/gitlab-runner",
                    "shell": "/bin/bash"},
                   {"name": "vesemir", "uid": 1000, "gid": 1000, "home": "/home/vesemir", "shell": "/bin/bash"}],
            groups=[{"name": "wheel", "gid": 10, "members": ["vesemir"]},
                    {"name": "docker", "gid": 989, "members": ["gitlab-runner", "vesemir"]},
                    {"name": "gitlab-runner", "gid": 985, "members": []}],
        ),
        item("e2", "linux_containers", {"runtime": "docker", "containers": [
            box("3f1a9c0d2b7e", "runner-x8k2p-project-42-concurrent-0-5a1f0c2e9b7d4e11-build",
                "registry.gitlab.com/kaer/app/ci:node20", "exited", "Exited (1) 14 minutes ago",
                "2026-03-11T10:15:49-04:00"),
            box("9b2e44c1a0f3", "runner-x8k2p-project-42-concurrent-0-5a1f0c2e9b7d4e11-svc-0",
                "postgres:16-alpine", "exited", "Exited (0) 13 minutes ago", "2026-03-11T10:15:48-04:00"),
            box("c07d5e81b9a2", "runner-x8k2p-project-42-concurrent-1-77e0b3d1c4a95f20-build",
                "registry.gitlab.com/kaer/app/ci:node20", "exited", "Exited (0) 2 hours ago",
                "2026-03-11T08:21:10-04:00"),
            box("5d6e7f801a2b", "runner-x8k2p-project-42-concurrent-0-cache-3c3f060a0374fc8bc39395164f415a70",
                "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.9.0", "created",
                "Created", "2026-03-11T10:15:47-04:00"),
            box("a1b2c3d4e5f6", "buildkitd", "moby/buildkit:v0.19.0", "running", "Up 6 days",
                "2026-02-20T13:05:11-05:00"),
            box("0e9d8c7b6a54", "registry-mirror", "registry:2", "running", "Up 6 days",
                "2026-01-14T09:40:02-05:00", ["0.0.0.0:5000->5000/tcp", "[::]:5000->5000/tcp"]),
        ]}, KM, age=40, args={"all": True}),
        item("e3", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
            log_entry("2026-03-11T10:15:47-04:00", "gitlab-runner.service", "info",
                      "Checking for jobs... received                       job=918273 repo_url=https://gitlab.com/"
                      "kaer/app.git runner=x8k2p"),
            log_entry("2026-03-11T10:16:02-04:00", "gitlab-runner.service", "info",
                      "Appending trace to coordinator...ok                 job=918273 runner=x8k2p"),
            log_entry("2026-03-11T10:16:31-04:00", "gitlab-runner.service", "warning",
                      "Job failed: exit code 1                             duration_s=44.1 job=918273 project=42 "
                      "runner=x8k2p"),
            log_entry("2026-03-11T10:21:05-04:00", "gitlab-runner.service", "info",
                      "Checking for jobs... received                       job=918280 repo_url=https://gitlab.com/"
                      "kaer/app.git runner=x8k2p"),
            log_entry("2026-03-11T10:21:09-04:00", "gitlab-runner.service", "err",
                      "ERROR: Failed to prepare environment: failed to pull image "
                      "\"registry.gitlab.com/kaer/app/ci:node20\": write /var/lib/docker/tmp/GetImageBlob3381: "
                      "no space left on device  job=918280 project=42 runner=x8k2p"),
            log_entry("2026-03-11T10:21:09-04:00", "gitlab-runner.service", "warning",
                      "Job failed (system failure): prepare environment: no space left on device  duration_s=4.2 "
                      "job=918280 project=42 runner=x8k2p"),
        ]}, KM, age=50, args={"unit": "gitlab-runner", "since_minutes": 60}),
        item("e4", "linux_disk_usage", {"filesystems": [
            fs("/dev/mapper/rl-root", "/", "xfs", 75_161_927_680, 18_253_611_008),
            fs("/dev/mapper/rl-docker", "/var/lib/docker", "xfs", 214_748_364_800, 213_674_622_976),
            fs("/dev/nvme0n1p2", "/boot", "xfs", 1_063_256_064, 412_000_000),
        ]}, KM, age=45),
        item("e5", "linux_system_info",
             system_info(96.4, [11.2, 7.8, 4.1], 518_900, KM_BOOT, KM_MEM, 9_663_676_416, 8 * GiB, 0),
             KM, age=1500),
        item("e6", "linux_service_status",
             unit("gitlab-runner.service", "active", "running", "enabled", 48811, "2026-03-10T16:03:25-04:00",
                  "GitLab Runner"),
             KM, age=30, args={"name": "gitlab-runner"}),
        item("e7", "linux_file_read", {"path": "/etc/gitlab-runner/config.toml", "offset": 0, "limit": 200,
                                       "total_lines": 22, "lines": [
            "concurrent = 4",
            "check_interval = 0",
            "shutdown_timeout = 0",
            "",
            "[session_server]",
            "  session_timeout = 1800",
            "",
            "[[runners]]",
            "  name = \"kaermorhen-docker\"",
            "  url = \"https://gitlab.com/\"",
            "  id = 41877212",
            "  token = \"[REDACTED]\"",
            "  executor = \"docker\"",
            "  [runners.cache]",
            "    MaxUploadedArchiveSize = 0",
            "  [runners.docker]",
            "    image = \"alpine:3.20\"",
            "    privileged = true",
            "    volumes = [\"/cache\", \"/var/run/docker.sock:/var/run/docker.sock\"]",
            "    pull_policy = [\"always\"]",
            "    shm_size = 0",
            "    network_mtu = 0",
        ]}, KM, age=60, args={"path": "/etc/gitlab-runner/config.toml"}),
        item("e8", "linux_processes", processes(287, KM_MEM, [
            (1120, "dockerd", "root", 3.1, 412 * MiB, KM.ago(520_380),
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
            (2233, "buildkitd", "root", 1.2, 268 * MiB, KM.ago(520_300), "buildkitd --addr unix:///run/buildkit/buildkitd.sock"),
            (48811, "gitlab-runner", "root", 0.9, 96 * MiB, "2026-03-10T16:03:25-04:00",
             "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config "
             "/etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner"),
            (1009, "containerd", "root", 0.6, 180 * MiB, KM.ago(520_385), "/usr/bin/containerd"),
            (2411, "registry", "root", 0.2, 38 * MiB, KM.ago(520_290), "registry serve /etc/docker/registry/config.yml"),
            (1010, "sshd", "root", 0.0, 8 * MiB, KM.ago(520_386), "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
        ]), KM, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
        item("e9", "linux_package_history", {"source": "dnf history", "since": "2026-03-09T10:30:00-04:00",
                                             "events": [
            package_event("2026-03-10T16:01:50-04:00", "install", "kernel-core", None, "5.14.0-503.26.1.el9_5"),
            package_event("2026-03-10T16:01:52-04:00", "install", "kernel-modules", None, "5.14.0-503.26.1.el9_5"),
            package_event("2026-03-10T16:03:10-04:00", "upgrade", "gitlab-runner", "17.8.3-1", "17.9.0-1"),
            package_event("2026-03-10T16:03:12-04:00", "upgrade", "gitlab-runner-helper-images", "17.8.3-1",
                          "17.9.0-1"),
        ]}, KM, age=70, args={"since_days": 2}),
        item("e10", "linux_network_info", {
            "interfaces": [
                {"name": "enp5s0", "mac": "a8:a1:59:3c:11:0e", "addresses": ["192.168.1.40/24"], "is_up": True},
                {"name": "docker0", "mac": "02:42:7c:19:aa:01", "addresses": ["172.17.0.1/16"], "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 1010, "sshd"),
                listener(22, "::", 1010, "sshd"),
                listener(5000, "0.0.0.0", 2388, "docker-proxy"),
                listener(5000, "::", 2395, "docker-proxy"),
                listener(323, "127.0.0.1", 901, "chronyd", proto="udp"),
            ],
            "connections": [
                connection("192.168.1.40:22", "192.168.1.23:50412", 50133, "sshd"),
                connection("192.168.1.40:41876", "172.65.251.78:443", 48811, "gitlab-runner"),
            ],
        }, KM, age=35),
    ],
    "answers": [
        {
            "q": "Why did pipeline job 918280 fail?",
            "ev": ["e3", "e4", "e2"],
            "a": (
                "Job **918280** didn't even start: [[s:the runner failed to prepare the environment]] because "
                "[[s:pulling `registry.gitlab.com/kaer/app/ci:node20` hit `no space left on device`]]. "
                "[[s:GitLab marked it as a system failure at 10:21]] "
                "([[s:about 10 minutes ago]]). That matches the disk: [[s:/var/lib/docker is at 99.5%]] with "
                "[[s:about 1 GiB left]], [[c:and / is full as well]]. The job before it, [[s:918273, failed at 10:16 "
                "with exit code 1]] [[c:after ~4 minutes]] — [[u:also because of the disk]], I'd guess.\n\n"
                "Clean up with `docker system prune -af --filter until=24h`, then retry the job."
            ),
        },
        {
            "q": "What containers are on the runner?",
            "ev": ["e2"],
            "a": (
                "| name | image | state |\n"
                "|---|---|---|\n"
                "| buildkitd | [[s:moby/buildkit:v0.19.0]] | [[s:✅ Up 6 days]] |\n"
                "| registry-mirror | [[s:registry:2]] | [[s:✅ running]], [[s:0.0.0.0:5000→5000]] |\n"
                "| …-concurrent-0-…-build | [[s:kaer/app/ci:node20]] | [[s:❌ Exited (1)]] |\n"
                "| …-concurrent-0-…-svc-0 | [[s:postgres:16-alpine]] | [[c:✅ running]] |\n"
                "| …-concurrent-1-…-build | [[s:kaer/app/ci:node20]] | [[c:❌ Exited (1)]] |\n"
                "| …-cache-… | [[s:gitlab-runner-helper:x86_64-v17.9.0]] | [[s:created]] |\n\n"
                "[[s:6 containers]], [[c:3 running]]. [[u:The exited ones are leftovers the runner should have "
                "removed]]; `docker container prune` clears them."
            ),
        },
        {
            "q": "What changed on kaermorhen since yesterday?",
            "ev": ["e9", "e6", "e1"],
            "a": (
                "Yesterday afternoon, all within a couple of minutes:\n"
                "- [[s:gitlab-runner 17.8.3-1 → 17.9.0-1]] [[s:at 16:03]]\n"
                "- [[c:gitlab-runner-helper-images went back from 17.9.0-1 to 17.8.3-1]]\n"
                "- [[s:a new kernel, 5.14.0-503.26.1.el9_5, was installed]]\n"
                "- [[c:docker-ce was upgraded to 27.5.1]]\n\n"
                "[[s:The runner service restarted right after, at 16:03:25]]. [[c:The box is already running the new "
                "kernel]], so there's no reboot pending."
            ),
        },
        {
            "q": "Is the runner healthy right now?",
            "ev": ["e6", "e5", "e8"],
            "a": (
                "gitlab-runner.service: [[s:active (running)]], [[s:PID 48811]]\n"
                "process user: [[s:root]]\n"
                "CPU: [[t:96% busy]], [[t:load 11.2 / 7.8 / 4.1]]\n"
                "memory: [[t:9 GiB available]] of [[t:31 GiB]]\n"
                "top CPU now: [[s:dockerd at 3.1%]], [[c:followed by gitlab-runner]]\n\n"
                "[[u:The high load was the 10:15 build]]; it should settle now that nothing is running."
            ),
        },
        {
            "q": "Is the runner config risky? Is anything exposed?",
            "ev": ["e7", "e10", "e1"],
            "a": (
                "A couple of things stand out — [[s:the docker executor runs with `privileged = true`]] and "
                "[[s:mounts `/var/run/docker.sock` into every job]], which together mean [[u:any job can take over "
                "the host]]; [[c:`concurrent` is set to 2]], and [[s:`pull_policy` is `always`]] (so "
                "[[u:every job re-pulls its image, which is what eats the disk]]). On the network side "
                "[[s:docker-proxy publishes 5000 on all interfaces]] ([[u:that's the registry mirror]]) and "
                "[[s:sshd is on 22]]; [[c:the runner's metrics endpoint listens on 9252]]. Group-wise [[s:gitlab-runner and vesemir are both in docker]], "
                "[[c:and gitlab-runner is in wheel too]] — that one I'd remove."
            ),
        },
        {
            "q": "How much CPU and memory does kaermorhen have, and how busy is it?",
            "ev": ["e5", "e1"],
            "a": (
                "Hardware: [[s:AMD Ryzen 7 7700]], [[s:8 cores / 16 threads]], [[c:~33.4 GiB of RAM]].\n\n"
                "Busy-ness: [[t:load 11.2]] ([[t:on 16 threads that's about 70%]]), [[t:CPU at 96%]], "
                "[[t:uptime 6 days]], and [[t:swap has 2 GiB in use]]. [[u:Those numbers are from a build that has "
                "since finished]]."
            ),
        },
        {
            "q": "when did the runner last restart?",
            "ev": ["e6"],
            "a": (
                "[[s:yesterday at 16:03]] — [[u:right after the 17.9.0 upgrade]]. [[c:pid 48818]], "
                "[[s:unit enabled]], [[c:so it's been up about 42 hours]]."
            ),
        },
        {
            "q": "Give me a list of everything failing on kaermorhen",
            "ev": ["e2", "e3", "e6", "e4"],
            "a": (
                "1. [[s:Job 918280 — system failure, no space left on device]] [e3]\n"
                "2. [[u:Job 918273 — exit code 1]] [e4]\n"
                "3. [[s:`/var/lib/docker` at 99.5%]] [e4]\n"
                "4. [[c:buildkitd exited]] [e2]\n"
                "5. [[s:the gitlab-runner service itself is fine (active/running)]] [e6]\n\n"
                "[[c:Only one job failed in the last hour]]; the rest is disk."
            ),
        },
        {
            "q": "Which users can run docker on kaermorhen?",
            "ev": ["e1"],
            "a": (
                "[[s:gitlab-runner and vesemir are in the docker group]] (plus root, obviously). "
                "[[s:vesemir is the only wheel member]]. [[s:gitlab-runner has uid 985]], [[c:its shell is "
                "/sbin/nologin]] and [[s:its home is /home/gitlab-runner]]."
            ),
        },
    ],
}


# ----------------------------------------------------------------------------------------------------------
# toussaint: k3s control plane with two agents
# ----------------------------------------------------------------------------------------------------------
TS = Clock("2026-03-11T22:40:00+11:00")
REG = "registry.toussaint.lan/shop"


def _node(name: str, ready: bool, version: str, ip: str, control_plane: bool = False) -> dict:
    obj = node(name, ready, version)
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control_plane:
        labels["node-role.kubernetes.io/control-plane"] = "true"
    obj["metadata"]["labels"] = labels
    obj["status"]["addresses"] = [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}]
    return obj


def _svc(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[dict],
         ingress: list[str] | None = None) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports},
            "status": {"loadBalancer": {"ingress": [{"ip": ip} for ip in ingress or []]}}}


def _port(port: int, target: int | None = None, node_port: int | None = None, proto: str = "TCP",
          name: str | None = None) -> dict:
    out = {"port": port, "targetPort": target or port, "protocol": proto}
    if node_port:
        out["nodePort"] = node_port
    if name:
        out["name"] = name
    return out


def _event(name: str, namespace: str, kind: str, obj: str, reason: str, message: str, etype: str, count: int,
           first: str, last: str, component: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": namespace},
            "involvedObject": {"kind": kind, "name": obj, "namespace": namespace},
            "reason": reason, "message": message, "type": etype, "count": count,
            "firstTimestamp": first, "lastTimestamp": last, "source": {"component": component}}


toussaint = {
    "name": "toussaint",
    "clock": TS,
    "evidence": [
        steady(
            "e1", TS, age=1500,
            hostname="toussaint", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
            kernel="6.4.0-150600.23.33-default", cpu_model="12th Gen Intel(R) Core(TM) i5-1240P", cpu_cores=12,
            cpu_threads=16, memory_total_bytes=33_373_892_608,
            disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 511_101_108_224}],
            network_interfaces=[
                {"name": "eth0", "mac": "48:21:0b:5c:7e:10", "addresses": ["192.168.50.10/24"], "is_up": True},
                {"name": "cni0", "mac": "f6:4e:2a:90:1b:33", "addresses": ["10.42.0.1/24"], "is_up": True},
                {"name": "flannel.1", "mac": "1a:77:c0:3e:52:08", "addresses": ["10.42.0.0/32"], "is_up": True}],
            dns_servers=["192.168.50.1"], default_gateway="192.168.50.1", package_manager="rpm",
            installed_packages={"kernel-default": "6.4.0-150600.23.33.1", "k3s-selinux": "1.6-1.sle",
                                "open-iscsi": "2.1.9-150600.1.3"},
            available_services=["k3s.service", "sshd.service", "chronyd.service"],
            users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                   {"name": "syanna", "uid": 1000, "gid": 100, "home": "/home/syanna", "shell": "/bin/bash"}],
            groups=[{"name": "wheel", "gid": 497, "members": ["syanna"]}],
        ),
        item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            _node("beauclair", True, "v1.31.4+k3s1", "192.168.50.11"),
            _node("corvo-bianco", False, "v1.30.6+k3s1", "192.168.50.12"),
            _node("toussaint", True, "v1.31.4+k3s1", "192.168.50.10", control_plane=True),
        ]}, TS, age=30, args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            pod("coredns-7b98449c4-xk2pl", "kube-system", "Running", "toussaint", 0, True, None,
                "2026-03-02T08:15:10+11:00"),
            pod("local-path-provisioner-6795b5f9d8-tq9vz", "kube-system", "Running", "toussaint", 0, True, None,
                "2026-03-02T08:15:09+11:00"),
            pod("metrics-server-5985cbc9d7-b7hqn", "kube-system", "Running", "beauclair", 1, True, None,
                "2026-03-02T08:16:40+11:00"),
            pod("svclb-traefik-3f9a1c2e-8wq4n", "kube-system", "Running", "toussaint", 0, True, None,
                "2026-03-02T08:15:30+11:00"),
            pod("svclb-traefik-3f9a1c2e-k2v9d", "kube-system", "Running", "beauclair", 0, True, None,
                "2026-03-02T08:16:02+11:00"),
            pod("traefik-5c98d6f7c9-2mzqz", "kube-system", "Running", "toussaint", 0, True, None,
                "2026-03-02T08:15:31+11:00"),
            pod("grafana-6b9f8d7c5-h2kfw", "monitoring", "Running", "corvo-bianco", 2, False, None,
                "2026-03-04T10:22:18+11:00"),
            pod("prometheus-server-0", "monitoring", "Running", "corvo-bianco", 0, False, None,
                "2026-03-04T10:22:20+11:00"),
            pod("api-6d8f7c9b5d-4kqlx", "shop", "Running", "beauclair", 0, True, None, "2026-03-09T15:40:12+11:00"),
            pod("api-6d8f7c9b5d-9tmwz", "shop", "Running", "toussaint", 0, True, None, "2026-03-09T15:40:14+11:00"),
            pod("payments-84b6c9f7d-zz6hj", "shop", "Pending", "beauclair", 0, False, "ImagePullBackOff"),
            pod("web-7c9d5b8f6-q8rnz", "shop", "Running", "toussaint", 0, True, None, "2026-03-09T15:41:02+11:00"),
            pod("worker-5f4c8d7b9-ml2xz", "shop", "Running", "beauclair", 37, False, "CrashLoopBackOff"),
        ]}, TS, age=40, args={"resource": "pods", "all_namespaces": True}),
        item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            deployment("coredns", "kube-system", 1, 1),
            deployment("local-path-provisioner", "kube-system", 1, 1),
            deployment("metrics-server", "kube-system", 1, 1),
            deployment("traefik", "kube-system", 1, 1),
            deployment("grafana", "monitoring", 1, 0),
            deployment("api", "shop", 2, 2),
            deployment("payments", "shop", 1, 0),
            deployment("web", "shop", 1, 1),
            deployment("worker", "shop", 1, 0),
        ]}, TS, age=40, args={"resource": "deployments", "all_namespaces": True}),
        item("e5", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            _svc("kubernetes", "default", "ClusterIP", "10.43.0.1", [_port(443, 6443, name="https")]),
            _svc("kube-dns", "kube-system", "ClusterIP", "10.43.0.10",
                 [_port(53, proto="UDP", name="dns"), _port(53, name="dns-tcp"), _port(9153, name="metrics")]),
            _svc("metrics-server", "kube-system", "ClusterIP", "10.43.102.77", [_port(443, 10250, name="https")]),
            _svc("traefik", "kube-system", "LoadBalancer", "10.43.145.9",
                 [_port(80, 8000, 31080, name="web"), _port(443, 8443, 31443, name="websecure")],
                 ingress=["192.168.50.10", "192.168.50.11"]),
            _svc("grafana", "monitoring", "NodePort", "10.43.70.3", [_port(3000, 3000, 32000, name="http")]),
            _svc("prometheus-server", "monitoring", "ClusterIP", "10.43.9.140", [_port(80, 9090, name="http")]),
            _svc("api", "shop", "ClusterIP", "10.43.17.201", [_port(8000, name="http")]),
            _svc("payments-debug", "shop", "NodePort", "10.43.201.5", [_port(5005, 5005, 30505, name="debug")]),
            _svc("web", "shop", "ClusterIP", "10.43.88.12", [_port(80, 8080, name="http")]),
        ]}, TS, age=40, args={"resource": "services", "all_namespaces": True}),
        item("e6", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
            _event("worker.182b9c1e2f0a1d01", "shop", "Deployment", "worker", "ScalingReplicaSet",
                   "Scaled up replica set worker-5f4c8d7b9 to 1", "Normal", 1,
                   "2026-03-11T19:01:50+11:00", "2026-03-11T19:01:50+11:00", "deployment-controller"),
            _event("worker-5f4c8d7b9-ml2xz.182b9c1f77aa0c12", "shop", "Pod", "worker-5f4c8d7b9-ml2xz", "Pulled",
                   f"Container image \"{REG}/worker:2.3.0\" already present on machine", "Normal", 38,
                   "2026-03-11T19:01:55+11:00", "2026-03-11T22:33:04+11:00", "kubelet"),
            _event("worker-5f4c8d7b9-ml2xz.182b9c2a01bb3e40", "shop", "Pod", "worker-5f4c8d7b9-ml2xz", "BackOff",
                   "Back-off restarting failed container worker in pod worker-5f4c8d7b9-ml2xz_shop"
                   "(8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f)", "Warning", 212,
                   "2026-03-11T19:02:31+11:00", "2026-03-11T22:38:10+11:00", "kubelet"),
            _event("worker.182b9c2c9d0e1f22", "shop", "Deployment", "worker", "ScalingReplicaSet",
                   "Scaled down replica set worker-7d6b5c4f8 to 0 from 1", "Normal", 1,
                   "2026-03-11T19:02:40+11:00", "2026-03-11T19:02:40+11:00", "deployment-controller"),
            _event("payments.182ba0d4c1e2f301", "shop", "Deployment", "payments", "ScalingReplicaSet",
                   "Scaled up replica set payments-84b6c9f7d to 1", "Normal", 1,
                   "2026-03-11T21:54:58+11:00", "2026-03-11T21:54:58+11:00", "deployment-controller"),
            _event("payments-84b6c9f7d-zz6hj.182ba0d5a3b4c512", "shop", "Pod", "payments-84b6c9f7d-zz6hj", "Failed",
                   f"Failed to pull image \"{REG}/payments:1.8.2\": rpc error: code = NotFound desc = failed to pull "
                   f"and unpack image \"{REG}/payments:1.8.2\": failed to resolve reference \"{REG}/payments:1.8.2\": "
                   f"{REG}/payments:1.8.2: not found", "Warning", 14,
                   "2026-03-11T21:55:02+11:00", "2026-03-11T22:37:44+11:00", "kubelet"),
            _event("payments-84b6c9f7d-zz6hj.182ba0d9f0e1d623", "shop", "Pod", "payments-84b6c9f7d-zz6hj", "BackOff",
                   f"Back-off pulling image \"{REG}/payments:1.8.2\"", "Normal", 190,
                   "2026-03-11T21:55:20+11:00", "2026-03-11T22:39:31+11:00", "kubelet"),
        ]}, TS, age=50, args={"resource": "events", "namespace": "shop"}),
        item("e7", "kubernetes_get", {"context": "default", "namespace": "default", "items": [
            _event("corvo-bianco.182b9f3a5c6d7e88", "default", "Node", "corvo-bianco", "NodeNotReady",
                   "Node corvo-bianco status is now: NodeNotReady", "Normal", 1,
                   "2026-03-11T21:12:40+11:00", "2026-03-11T21:12:40+11:00", "node-controller"),
        ]}, TS, age=50, args={"resource": "events", "namespace": "default"}),
        item("e8", "linux_service_status",
             unit("k3s.service", "active", "running", "enabled", 1187, "2026-03-02T08:14:33+11:00",
                  "Lightweight Kubernetes"),
             TS, age=25, args={"name": "k3s"}),
        item("e9", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
            log_entry("2026-03-11T21:12:40+11:00", "k3s.service", "warning",
                      "node_lifecycle_controller.go:1177] Node corvo-bianco hasn't been updated 40.011s. Last Ready "
                      "is: &NodeCondition{Type:Ready,Status:True,LastHeartbeatTime:2026-03-11 21:11:55 +1100 AEDT}"),
            log_entry("2026-03-11T21:12:40+11:00", "k3s.service", "info",
                      "controller_utils.go:151] Recording status change NodeNotReady event message for node "
                      "corvo-bianco"),
        ]}, TS, age=45, args={"unit": "k3s", "since_minutes": 120, "grep": "corvo"}),
        item("e10", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
            pod("api-6d8f7c9b5d-4kqlx", "shop", "Running", "beauclair", 0, True, None, "2026-03-09T15:40:12+11:00"),
            pod("api-6d8f7c9b5d-9tmwz", "shop", "Running", "toussaint", 0, True, None, "2026-03-09T15:40:14+11:00"),
            pod("payments-84b6c9f7d-zz6hj", "shop", "Pending", "beauclair", 0, False, "ErrImagePull"),
            pod("web-7c9d5b8f6-q8rnz", "shop", "Running", "toussaint", 0, True, None, "2026-03-09T15:41:02+11:00"),
            pod("worker-5f4c8d7b9-ml2xz", "shop", "Running", "beauclair", 31, False, "CrashLoopBackOff"),
        ]}, TS, age=2100, args={"resource": "pods", "namespace": "shop"}),
    ],
    "answers": [
        {
            "q": "Why is the worker pod crashlooping?",
            "ev": ["e3", "e6"],
            "a": (
                "`worker-5f4c8d7b9-ml2xz` is [[s:in CrashLoopBackOff]] with [[s:37 restarts]]. "
                "From the events (e6): [[s:the kubelet has been backing off restarts since 19:02]]; "
                "[[s:the image `registry.toussaint.lan/shop/worker:2.3.0` is already present on the "
                "node]]. [[s:The rollout that brought this ReplicaSet in happened "
                "at 19:01]], and [[c:the old ReplicaSet worker-7d6b5c4f8 is still running one pod]]. My bet: "
                "[[u:the container is being OOMKilled]] — [[u:2.3.0 probably needs more memory than its limit]]. "
                "Confirm with `kubectl -n shop logs worker-5f4c8d7b9-ml2xz --previous` and "
                "`kubectl -n shop describe pod worker-5f4c8d7b9-ml2xz`."
            ),
        },
        {
            "q": "What's broken in the cluster?",
            "ev": ["e2", "e3", "e4"],
            "a": (
                "| thing | status | |\n"
                "|---|---|---|\n"
                "| node corvo-bianco | [[s:NotReady]] | ❌ |\n"
                "| shop/worker | [[s:0/1 ready]] | ❌ CrashLoopBackOff |\n"
                "| shop/payments | [[s:0/1]] | ❌ [[s:ImagePullBackOff]] |\n"
                "| monitoring/grafana | [[s:0/1]] | ❌ [[s:its pod is on corvo-bianco and not ready]] |\n"
                "| kube-system/coredns | [[c:restarted once]] | ⚠️ |\n\n"
                "[[s:9 deployments]], [[s:3 of them not available]]; [[c:all nodes run v1.31.4+k3s1]]. "
                                "[[c:13 pods are in phase Running]]."
            ),
        },
        {
            "q": "Is anything in the cluster exposed outside it?",
            "ev": ["e5", "e1"],
            "a": (
                "Yes, three things:\n"
                "1. **traefik** — [[s:LoadBalancer]] on [[s:192.168.50.10 and 192.168.50.11]], [[s:ports 80 and "
                "443]].\n"
                "2. **shop/payments-debug** — [[s:NodePort 30505 → 5005]]; [[u:5005 is usually a JVM debug (JDWP) "
                "port]], [[u:which would let anyone on the LAN run code in that pod]].\n"
                "3. **monitoring/grafana** — [[c:NodePort 30000]].\n\n"
                "[[s:Everything else (kube-dns, api, web, prometheus-server, metrics-server) is ClusterIP-only]]; "
                "[[c:that's 8 services in total]]. I'd delete payments-debug: `kubectl -n shop delete svc payments-debug`."
            ),
        },
        {
            "q": "What changed in the cluster since yesterday?",
            "ev": ["e6", "e7", "e4"],
            "a": (
                "Three things happened this evening, in this order — [[s:at 19:01 the worker deployment rolled to a "
                "new ReplicaSet (worker-5f4c8d7b9)]], and "
                "then [[s:at 21:12 corvo-bianco went NotReady]] "
                "(the node-controller event in default), and finally [[s:at 21:54 a new payments ReplicaSet was "
                "scaled up]] ([[s:about 45 minutes ago]]) [[s:whose image tag, 1.8.2, isn't in "
                "registry.toussaint.lan]]. [[c:The node dropped out right after the payments rollout]], so it's "
                "tempting to link them; [[u:the payments rollout itself was a rollback from 1.8.3]]. "
                "[[c:worker is back to 1/1]] in the deployment list."
            ),
        },
        {
            "q": "status of the shop pods?",
            "ev": ["e10"],
            "a": (
                "From the last listing:\n"
                "- [[t:api — 2 pods Running]]\n"
                "- [[t:web — Running]]\n"
                "- [[t:worker — CrashLoopBackOff]], [[t:31 restarts]]\n"
                "- [[t:payments — Pending, ErrImagePull]]\n\n"
                "[[u:The payments registry is probably down]]. `kubectl -n shop get pods -w` to watch it."
            ),
        },
        {
            "q": "Is k3s itself healthy on toussaint?",
            "ev": ["e8", "e9", "e1"],
            "a": (
                "- k3s.service: [[s:active (running)]] [[s:since 2 March]], [[s:PID 1187]] — [[c:it restarted this "
                "evening]]\n"
                "- [[s:At 21:12:40 the controller logged that corvo-bianco hadn't updated its status for 40 s]]\n"
                "- [[u:corvo-bianco most likely lost power or network]]\n"
                "- host: [[s:kernel 6.4.0-150600.23.33-default]], [[s:~31 GiB RAM]], "
                "[[c:8 cores]]"
            ),
        },
        {
            "q": "How many pods run on each node?",
            "ev": ["e3", "e2"],
            "a": (
                "| node | pods | ready? |\n"
                "|---|---|---|\n"
                "| toussaint | [[s:6]] | ✅ |\n"
                "| beauclair | [[c:4]] | ✅ |\n"
                "| corvo-bianco | [[s:2]] | ❌ [[s:NotReady]] |\n\n"
                "[[s:13 pods total]]; [[s:beauclair is carrying both broken shop pods]] (worker and payments), and "
                "[[c:toussaint runs no shop workloads]] — [[s:coredns and traefik run on toussaint]]."
            ),
        },
        {
            "q": "payments won't deploy — why?",
            "ev": ["e6", "e3"],
            "a": (
                "image not found.\n\n"
                "`registry.toussaint.lan/shop/payments:1.8.2` → [[s:NotFound]] ([[s:14 failed pulls]], "
                "[[c:last at 22:07]])\n"
                "pod payments-84b6c9f7d-zz6hj: [[s:Pending]], [[s:ImagePullBackOff]], [[s:on beauclair]]\n"
                "[[c:the back-off has fired 14 times]]\n\n"
                "[[u:tag 1.8.2 was never pushed]] — [[u:the CI job that builds payments probably failed]]. "
                "`skopeo list-tags docker://registry.toussaint.lan/shop/payments` to check."
            ),
        },
        {
            "q": "Anything odd in the events? cite what you used",
            "ev": ["e6", "e7", "e3", "e5"],
            "a": (
                "1. [[s:corvo-bianco went NodeNotReady at 21:12]] (e7)\n"
                "2. [[u:worker back-off, 212 times since 19:02]] (e7)\n"
                "3. [[s:payments can't pull 1.8.2: NotFound]] (e6)\n"
                "4. [[s:grafana is published on NodePort 32000]] (e5)\n"
                "5. [[c:metrics-server has restarted 3 times]] (e3)\n\n"
                "[[u:There are no Warning events outside the shop namespace]]."
            ),
        },
    ],
}


MACHINES = [novigrad, oxenfurt, kaermorhen, toussaint]
