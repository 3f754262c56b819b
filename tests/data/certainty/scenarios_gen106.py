"""106th generation (written blind, in the manner of Mistral Small 3 (24B) Instruct: crisp and fairly confident,
short paragraphs with bold inline labels, an occasional bullet list, a compact Markdown table when comparing
items, "~" and "≈" for rounding, GiB and GB mixed inconsistently, two facts now and then merged into one
sentence with a semicolon, and a brief "Next step:" line at the end).

All five clocks are on Europe/Lisbon, which is UTC (+00:00) in November.

espresso — a Debian 12 app server: nginx in front of a Gunicorn-served Django shop (/srv/shop). Its evidence: a
steady-state snapshot (ext4 root and /srv, dpkg packages, users admin and deploy), the gunicorn unit (restarted
at 10:27:48 today, master PID 24811), a 25-minute-old listing of every service (gunicorn still up since Nov 11,
shop-celery failed), a CPU-sorted process listing cut at eight rows, a complete listing of the six gunicorn
processes, nginx's error log (six upstream errors 10:27:39–10:27:47, all from the load balancer 10.20.0.5), a
complete socket listing (80/443 on all addresses, 8000 on loopback, 22, 9100; four HTTPS sessions from the load
balancer, two PostgreSQL sessions), system info (up 7 days, 62.8% RAM), disk usage and the files the deploy
changed under /srv/shop in the last hour.

latte — an Ubuntu 22.04 Docker host on a Celeron N5105 running a small media stack. Every container (jellyfin,
sonarr and qbittorrent up 6 days, radarr restarting with exit 139, flaresolverr exited 0), disk usage (a 7.9 TB
media drive at 93.4%), a fresh traffic sample (≈11 MiB/s in on enp1s0), fresh system info, a memory-sorted
process listing cut at six rows, a 700-second-old disk-I/O sample (stale) and half an hour of journal lines
(three Radarr segfaults in libcoreclr.so). Users mara (docker, sudo) and media (nologin).

cortado — a Rocky Linux 9.4 VM (8 vCPUs of an EPYC 7313P, 31 GiB) with Redis 6.2 and RabbitMQ 3.13. The
RabbitMQ unit (fresh), a 1400-second-old listing of every unit (stale; kdump failed), a complete socket listing
(6379, 5672, 15672, 25672, 4369, 22, 9100; twelve sessions from four workers on 10.40.2.11–14), two hours of the
broker's log (memory alarm set 15:02:17, cleared 15:09:44, set again 16:11:30), system info (91.6% RAM, swap
77.5%), a memory-sorted listing cut at five rows, disk usage and /etc/rabbitmq/rabbitmq.conf (watermark 0.4,
disk_free_limit 2GB). The steady-state snapshot lists `users` in stale_sources, so account claims are stale.

macchiato — an OKD 4.15 worker node on Fedora CoreOS 39. Nodes (three masters, three workers; flat-white Unknown
and one patch behind; macchiato without pressure), pods and deployments of `shop` (api 1/3 ready: one pod in
CrashLoopBackOff with 17 restarts and a last exit code 1, one Pending on Unschedulable; worker OOMKilled before
its 4th restart), a 30-minute-old read of the pods of openshift-monitoring (stale), system info, the kubelet
unit and half an hour of kubelet log lines.

ristretto — an Arch Linux laptop (Ryzen 7 7840U). A steady-state snapshot (running kernel 6.17.7 although the
linux package is 6.17.8), system info during a Rust release build, a CPU-sorted listing cut at eight rows, a
memory-sorted listing cut at six rows that is 640 s old (stale), a week of pacman history (docker removed, a
linux/mesa/vulkan-radeon/VS Code transaction at 19:42 today), a container read that failed (no engine), the
battery's uevent file, a complete socket listing, a Wi-Fi traffic sample and two hours of warning-or-worse
kernel lines (one amdgpu page fault in chrome, two mt7921e timeouts).
"""

from _evidence import (GiB, MiB, Clock, box, connection, fs, item, listener, log_entry,
                       package_event, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# espresso — Debian 12 nginx + Gunicorn Django app server
# ---------------------------------------------------------------------------------------------------------
ESP = Clock("2026-11-18T10:42:00+00:00")
ESP_MEM = 8_334_745_600
ESP_ROOT = 52_574_842_880
ESP_SRV = 105_088_212_992
GUNI_CMD = ("/srv/shop/venv/bin/python3 /srv/shop/venv/bin/gunicorn shop.wsgi:application --workers 5 "
            "--bind 127.0.0.1:8000 --timeout 30")


def _nginx_err(pid: str, conn: str, what: str, method: str, path: str) -> str:
    return (f"{pid}#{pid}: *{conn} {what}, client: 10.20.0.5, server: shop.example.pt, "
            f"request: \"{method} {path} HTTP/1.1\", upstream: \"http://127.0.0.1:8000{path}\", "
            f"host: \"shop.example.pt\"")


espresso_evidence = [
    steady("e1", ESP, age=3600,
           hostname="espresso", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-26-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=ESP_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": ESP_ROOT},
                  {"device": "/dev/sdb1", "mountpoint": "/srv", "fstype": "ext4", "total_bytes": ESP_SRV}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5e:07:a2", "addresses": ["10.20.0.15/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"nginx": "1.22.1-9", "python3": "3.11.2-1+b1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "prometheus-node-exporter": "1.5.0-1+b6",
                               "postgresql-client-15": "15.8-0+deb12u1", "certbot": "2.1.0-4"},
           available_services=["nginx.service", "gunicorn.service", "shop-celery.service", "ssh.service",
                               "cron.service", "prometheus-node-exporter.service", "unattended-upgrades.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["admin"]},
                   {"name": "adm", "gid": 4, "members": ["admin"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]}]),
    item("e2", "linux_service_status",
         unit("gunicorn.service", "active", "running", pid=24811, since="2026-11-18T10:27:48+00:00",
              desc="Gunicorn daemon for shop"), ESP, age=20, args={"name": "gunicorn"}),
    item("e3", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", pid=701, since="2026-11-11T06:15:09+00:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("gunicorn.service", "active", "running", pid=933, since="2026-11-11T06:15:14+00:00",
             desc="Gunicorn daemon for shop"),
        unit("shop-celery.service", "failed", "failed", desc="Celery workers for shop"),
        unit("ssh.service", "active", "running", pid=655, since="2026-11-11T06:15:02+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=610, since="2026-11-11T06:15:01+00:00",
             desc="Regular background program processing daemon"),
        unit("prometheus-node-exporter.service", "active", "running", pid=588, since="2026-11-11T06:15:00+00:00",
             desc="Prometheus exporter for machine metrics"),
        unit("unattended-upgrades.service", "active", "running", pid=640, since="2026-11-11T06:15:02+00:00",
             desc="Unattended Upgrades Shutdown"),
    ]}, ESP, age=1500),
    item("e4", "linux_processes", processes(171, ESP_MEM, [
        (24817, "gunicorn", "deploy", 18.4, 412 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (24815, "gunicorn", "deploy", 12.9, 398 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (24819, "gunicorn", "deploy", 9.7, 376 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (24816, "gunicorn", "deploy", 7.2, 369 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (702, "nginx", "www-data", 3.1, 18 * MiB, "2026-11-11T06:15:09+00:00", "nginx: worker process"),
        (24818, "gunicorn", "deploy", 2.6, 351 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (703, "nginx", "www-data", 1.8, 17 * MiB, "2026-11-11T06:15:09+00:00", "nginx: worker process"),
        (588, "prometheus-node", "prometheus", 0.4, 24 * MiB, "2026-11-11T06:15:00+00:00",
         "/usr/bin/prometheus-node-exporter"),
    ]), ESP, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e5", "linux_recent_logs", {"source": "file", "unit": "nginx.service", "entries": [
        log_entry("2026-11-18T10:05:12+00:00", "nginx.service", "warning",
                  "702#702: *47390 an upstream response is buffered to a temporary file "
                  "/var/lib/nginx/proxy/3/21/0000000213 while reading upstream, client: 10.20.0.5, "
                  "server: shop.example.pt, request: \"GET /api/products/export.csv HTTP/1.1\""),
        log_entry("2026-11-18T10:27:39+00:00", "nginx.service", "err",
                  _nginx_err("702", "48211", "upstream prematurely closed connection while reading response "
                             "header from upstream", "POST", "/api/checkout/")),
        log_entry("2026-11-18T10:27:40+00:00", "nginx.service", "err",
                  _nginx_err("703", "48214", "upstream prematurely closed connection while reading response "
                             "header from upstream", "GET", "/api/cart/")),
        log_entry("2026-11-18T10:27:41+00:00", "nginx.service", "err",
                  _nginx_err("702", "48219", "connect() failed (111: Connection refused) while connecting to "
                             "upstream", "GET", "/api/cart/")),
        log_entry("2026-11-18T10:27:43+00:00", "nginx.service", "err",
                  _nginx_err("703", "48222", "connect() failed (111: Connection refused) while connecting to "
                             "upstream", "GET", "/")),
        log_entry("2026-11-18T10:27:45+00:00", "nginx.service", "err",
                  _nginx_err("702", "48227", "connect() failed (111: Connection refused) while connecting to "
                             "upstream", "GET", "/api/products/?page=2")),
        log_entry("2026-11-18T10:27:47+00:00", "nginx.service", "err",
                  _nginx_err("703", "48230", "connect() failed (111: Connection refused) while connecting to "
                             "upstream", "POST", "/api/checkout/")),
    ]}, ESP, age=40, args={"unit": "nginx", "since_minutes": 60}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "ens18", "mac": "bc:24:11:5e:07:a2", "addresses": ["10.20.0.15/24"], "is_up": True}],
        "listening": [
            listener(80, "0.0.0.0", 701, "nginx"), listener(443, "0.0.0.0", 701, "nginx"),
            listener(80, "::", 701, "nginx"), listener(443, "::", 701, "nginx"),
            listener(8000, "127.0.0.1", 24811, "gunicorn"),
            listener(22, "0.0.0.0", 655, "sshd"),
            listener(9100, "::", 588, "prometheus-node"),
        ],
        "connections": [
            connection("10.20.0.15:443", "10.20.0.5:51234", 702, "nginx"),
            connection("10.20.0.15:443", "10.20.0.5:51240", 702, "nginx"),
            connection("10.20.0.15:443", "10.20.0.5:51262", 703, "nginx"),
            connection("10.20.0.15:443", "10.20.0.5:51277", 703, "nginx"),
            connection("10.20.0.15:80", "10.20.0.5:40112", None, None, status="TIME_WAIT"),
            connection("127.0.0.1:41822", "127.0.0.1:8000", 702, "nginx"),
            connection("127.0.0.1:41830", "127.0.0.1:8000", 703, "nginx"),
            connection("127.0.0.1:8000", "127.0.0.1:41822", 24817, "gunicorn"),
            connection("127.0.0.1:8000", "127.0.0.1:41830", 24815, "gunicorn"),
            connection("10.20.0.15:48810", "10.20.0.30:5432", 24817, "gunicorn"),
            connection("10.20.0.15:48822", "10.20.0.30:5432", 24815, "gunicorn"),
            connection("10.20.0.15:22", "10.20.0.250:60514", 30102, "sshd"),
        ]}, ESP, age=35),
    item("e7", "linux_system_info",
         system_info(41.3, [3.12, 2.05, 1.61], 620_803, "2026-11-11T06:14:52+00:00", ESP_MEM, 3_102_740_480,
                     2_147_479_552, 180 * MiB), ESP, age=25),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda1", "/", "ext4", ESP_ROOT, 19_853_312_000),
        fs("/dev/sdb1", "/srv", "ext4", ESP_SRV, 71_940_145_152),
    ]}, ESP, age=30),
    item("e9", "linux_file_changes", {"root": "/srv/shop", "since": "2026-11-18T09:41:30+00:00", "files": [
        {"path": "/srv/shop/shop/settings.py", "mtime": "2026-11-18T10:26:58+00:00", "size_bytes": 6_412},
        {"path": "/srv/shop/requirements.txt", "mtime": "2026-11-18T10:26:58+00:00", "size_bytes": 1_208},
        {"path": "/srv/shop/orders/views.py", "mtime": "2026-11-18T10:26:58+00:00", "size_bytes": 14_833},
        {"path": "/srv/shop/static/manifest.json", "mtime": "2026-11-18T10:27:30+00:00", "size_bytes": 92_114},
    ]}, ESP, age=30, args={"root": "/srv/shop", "since_minutes": 60, "limit": 50}),
    item("e10", "linux_processes", processes(6, ESP_MEM, [
        (24817, "gunicorn", "deploy", 18.4, 412 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (24815, "gunicorn", "deploy", 12.9, 398 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (24819, "gunicorn", "deploy", 9.7, 376 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (24816, "gunicorn", "deploy", 7.2, 369 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (24818, "gunicorn", "deploy", 2.6, 351 * MiB, "2026-11-18T10:27:49+00:00", GUNI_CMD),
        (24811, "gunicorn", "deploy", 0.1, 58 * MiB, "2026-11-18T10:27:48+00:00", GUNI_CMD),
    ]), ESP, age=30, args={"name": "gunicorn", "sort": "cpu"}),
]

espresso_answers = [
    {"q": "The load balancer returned a burst of 502s this morning. What happened on espresso?",
     "ev": ["e2", "e5", "e9"],
     "a": "**What nginx saw:** [[s:six upstream errors]] between [[s:10:27:39 and 10:27:47]] — [[s:~8 seconds]] "
          "in total ([[c:11:27 Lisbon time]]). [[s:The first two were \"upstream prematurely closed "
          "connection\"]]; [[s:the other four were \"Connection refused\" on 127.0.0.1:8000]].\n\n"
          "**Why:** [[s:the code under /srv/shop changed at 10:26:58]] and [[s:Gunicorn's master (PID 24811) "
          "came back at 10:27:48]]. [[u:The restart was forced by the OOM killer]], not by systemd.\n\n"
          "**Who was affected:** [[s:every failing request came through the load balancer at 10.20.0.5]]; "
          "[[c:only /api/cart/ was hit]].\n\n"
          "Next step: `journalctl -u gunicorn --since 10:20` to confirm the restart sequence."},
    {"q": "How many gunicorn workers are up, and which one is working hardest?", "ev": ["e4", "e10", "e2"],
     "a": "**Workers:** [[s:6 gunicorn processes]] — [[s:the master (PID 24811)]] plus [[s:5 workers]], "
          "matching `--workers 5`; [[s:all workers were forked at 10:27:49]].\n\n"
          "| PID | CPU | RSS |\n|---|---|---|\n"
          "| [[c:24815]] | 18.4% | ~412 MiB |\n"
          "| 24819 | [[s:9.7%]] | [[c:~467 MiB]] |\n"
          "| 24818 | [[s:2.6%]] | [[s:≈351 MiB]] |\n\n"
          "**Totals:** [[s:the five workers hold ≈1.9 GiB]] between them; [[s:the master itself is only ~58 MiB]]. "
          "[[s:Gunicorn is bound to 127.0.0.1:8000]].\n\n"
          "**Rest of the box:** [[s:the nginx workers sit at 3.1% and 1.8%]] and [[u:no other Python app is "
          "running]].\n\n"
          "Next step: if one worker stays hot, `py-spy dump --pid <PID>` shows what it is doing."},
    {"q": "What's listening on espresso and who is connected?", "ev": ["e6"],
     "a": "**Listeners:**\n"
          "- **80/443** — [[s:nginx (PID 701), IPv4 and IPv6, all addresses]]\n"
          "- **8000** — [[s:Gunicorn, loopback only]]\n"
          "- **22** — [[s:sshd]]\n"
          "- **9100** — [[c:node exporter, bound to 127.0.0.1]]\n\n"
          "[[s:Nothing else is listening]].\n\n"
          "**Connections:** [[c:6 established HTTPS sessions]] [[s:from the load balancer 10.20.0.5]], "
          "[[s:plus one TIME_WAIT on port 80]] — [[u:that is the LB health check on plain HTTP]]. [[s:Gunicorn holds two sessions to PostgreSQL at "
          "10.20.0.30:5432]]; [[c:the SSH session also comes from 10.20.0.5]].\n\n"
          "Next step: `ss -tnp state established '( sport = :443 )'` to watch the LB sessions live."},
    {"q": "How are memory and load looking?", "ev": ["e1", "e7"],
     "a": "**Memory:** [[s:~4.9 GiB used of ≈7.8 GiB]] ([[s:62.8%]]); [[c:about 2.1 GB available]].\n\n"
          "**Swap:** [[s:~180 MiB]] of [[s:2 GiB]] in use — fine.\n\n"
          "**CPU/load:** [[c:CPU ≈31%]], [[s:load 3.12 / 2.05 / 1.61]] — [[s:rising over the last 15 min]]; "
          "[[c:on 4 cores that's close to saturation]].\n\n"
          "**Uptime:** [[s:~7 days]], [[c:booted Nov 11 at 07:14]].\n\n"
          "[[u:Memory has been flat all week]].\n\n"
          "Next step: keep an eye on the 1-min load; if it passes ~6, look at the workers."},
    {"q": "Service overview please — has anything failed?", "ev": ["e3", "e2"],
     "a": "| unit | state |\n|---|---|\n"
          "| nginx | [[t:active (running)]] |\n"
          "| gunicorn | [[s:active (running)]], [[s:since 10:27:48]] |\n"
          "| shop-celery | [[t:failed]] |\n"
          "| ssh | [[t:running]] |\n"
          "| cron | [[t:running]] |\n\n"
          "**Failed units:** [[t:only shop-celery.service]]. [[c:Gunicorn has been up since Nov 11]] without a "
          "restart; [[u:nginx reloaded its config at 10:27]]. [[u:Celery probably died because it can't reach its broker]].\n\n"
          "Next step: `systemctl status shop-celery` and `journalctl -u shop-celery -n 50`."},
    {"q": "How much disk space is left on the app server?", "ev": ["e8", "e1"],
     "a": "**/** (sda1): [[c:~19.9 GiB used of 49 GiB]] ([[s:37.8%]]).\n\n"
          "**/srv** (sdb1): [[c:68.5 GB used]] of [[s:105 GB]]; [[c:~33 GiB free]].\n\n"
          "[[s:/srv is the fuller of the two]] at [[c:about 75%]], [[s:both are ext4]].\n\n"
          "Next step: `du -xh --max-depth=2 /srv | sort -h | tail` to see what grows."},
    {"q": "Did my deploy cause this? Show me what you based it on.", "ev": ["e2", "e5", "e9"],
     "extra": [user("e11", "I pushed a deploy this morning and restarted gunicorn by hand afterwards.", ESP)],
     "a": "**Short answer:** yes, the timing lines up.\n\n"
          "- [[s:settings.py, orders/views.py and requirements.txt changed at 10:26:58]] (e9)\n"
          "- [[u:static/manifest.json followed at 10:27:30]] (e5)\n"
          "- [[c:three files changed in the last hour]] (e9)\n"
          "- [[u:Gunicorn came back at 10:27:48]] (e5)\n"
          "- [[s:the last upstream error was logged at 10:27:47]] (e5)\n"
          "- [[c:requirements.txt is ~12 KB]]\n\n"
          "**Why the gap:** [[u:Django runs its migrations on startup, so the new workers took ~50 s]].\n\n"
          "Next step: use `systemctl reload gunicorn` (HUP) instead of a restart for zero-downtime deploys."},
]

# ---------------------------------------------------------------------------------------------------------
# latte — Ubuntu 22.04 Docker media host
# ---------------------------------------------------------------------------------------------------------
LAT = Clock("2026-11-21T21:05:00+00:00")
LAT_MEM = 16_542_425_088
LAT_ROOT = 250_375_106_560
LAT_MEDIA = 7_876_297_981_952

latte_evidence = [
    steady("e1", LAT, age=2400,
           hostname="latte", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-126-generic", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=LAT_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": LAT_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_999_168},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "ext4", "total_bytes": LAT_MEDIA}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:1a:2b", "addresses": ["192.168.1.40/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:8b:11:c0:7e", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy",
                               "docker-compose-plugin": "2.29.7-1~ubuntu.22.04~jammy",
                               "containerd.io": "1.7.22-1", "smartmontools": "7.2-1ubuntu0.1",
                               "openssh-server": "1:8.9p1-3ubuntu0.10"},
           available_services=["docker.service", "containerd.service", "ssh.service", "smartd.service"],
           users=[{"name": "mara", "uid": 1000, "gid": 1000, "home": "/home/mara", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "docker", "gid": 999, "members": ["mara"]},
                   {"name": "sudo", "gid": 27, "members": ["mara"]},
                   {"name": "media", "gid": 1001, "members": ["mara"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c09e7b22", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 6 days (healthy)",
            "2026-11-15T18:02:11+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("5d0e7a61c4f9", "sonarr", "lscr.io/linuxserver/sonarr:4.0.11", "running", "Up 6 days",
            "2026-11-15T18:02:12+00:00", ["0.0.0.0:8989->8989/tcp"]),
        box("7c2e9d41b0aa", "radarr", "lscr.io/linuxserver/radarr:5.14.0", "restarting",
            "Restarting (139) 14 seconds ago", "2026-11-15T18:02:12+00:00"),
        box("e84b1f92d7c3", "qbittorrent", "lscr.io/linuxserver/qbittorrent:5.0.1", "running", "Up 6 days",
            "2026-11-15T18:02:13+00:00",
            ["0.0.0.0:8080->8080/tcp", "0.0.0.0:6881->6881/tcp", "0.0.0.0:6881->6881/udp"]),
        box("2b9a6c03e5d1", "flaresolverr", "ghcr.io/flaresolverr/flaresolverr:v3.3.21", "exited",
            "Exited (0) 3 days ago", "2026-11-02T11:40:27+00:00", []),
    ]}, LAT, age=25, args={"all": True}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", LAT_ROOT, 61_203_783_680),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_381_568),
        fs("/dev/sda1", "/mnt/media", "ext4", LAT_MEDIA, 7_356_461_907_968),
    ]}, LAT, age=40),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp1s0", "rx_bytes_per_s": 11_534_336, "tx_bytes_per_s": 912_384},
        {"name": "docker0", "rx_bytes_per_s": 897_024, "tx_bytes_per_s": 11_402_112},
        {"name": "lo", "rx_bytes_per_s": 18_432, "tx_bytes_per_s": 18_432},
    ]}, LAT, age=30, args={"interval_seconds": 1.0}),
    item("e5", "linux_system_info",
         system_info(47.8, [3.41, 3.02, 2.77], 529_560, "2026-11-15T17:58:40+00:00", LAT_MEM, 6_871_298_048,
                     4 * GiB, 612 * MiB), LAT, age=20),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 31_457_280, "write_bytes_per_s": 11_010_048, "busy_percent": 71.5},
        {"device": "nvme0n1", "read_bytes_per_s": 204_800, "write_bytes_per_s": 1_572_864, "busy_percent": 2.3},
    ]}, LAT, age=700, args={"interval_seconds": 1.0}),
    item("e7", "linux_processes", processes(238, LAT_MEM, [
        (2841, "jellyfin", "media", 21.3, 1566 * MiB, "2026-11-15T18:02:19+00:00",
         "/jellyfin/jellyfin --datadir /config --cachedir /cache --ffmpeg /usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (3107, "qbittorrent-nox", "media", 14.6, 884 * MiB, "2026-11-15T18:02:25+00:00",
         "/usr/bin/qbittorrent-nox --webui-port=8080"),
        (2990, "Sonarr", "media", 1.2, 472 * MiB, "2026-11-15T18:02:21+00:00",
         "/app/sonarr/bin/Sonarr -nobrowser -data=/config"),
        (31877, "ffmpeg", "media", 88.4, 214 * MiB, "2026-11-21T20:51:33+00:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -i file:/media/tv/Severance/S02E01.mkv -map 0:0 -c:v:0 h264_qsv "
         "-b:v 8000000 -f hls /cache/transcodes/3f9e1c.m3u8"),
        (911, "dockerd", "root", 0.8, 118 * MiB, "2026-11-15T17:59:02+00:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (870, "containerd", "root", 0.3, 61 * MiB, "2026-11-15T17:58:58+00:00", "/usr/bin/containerd"),
    ]), LAT, age=35, args={"sort": "memory", "limit": 6}, complete=False),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-21T20:52:40+00:00", None, "info",
                  "Radarr[48211]: segfault at 18 ip 00007f3c9a2b41d0 sp 00007f3c717f9e50 error 4 in "
                  "libcoreclr.so[7f3c9a000000+4a8000]"),
        log_entry("2026-11-21T20:52:41+00:00", "docker.service", "info",
                  "time=\"2026-11-21T20:52:41.118203377Z\" level=info msg=\"ignoring event\" "
                  "container=7c2e9d41b0aa module=libcontainerd namespace=moby topic=/tasks/delete "
                  "type=\"*events.TaskDelete\""),
        log_entry("2026-11-21T20:58:11+00:00", None, "info",
                  "Radarr[48977]: segfault at 18 ip 00007fb01c6b41d0 sp 00007fafee7f9e50 error 4 in "
                  "libcoreclr.so[7fb01c400000+4a8000]"),
        log_entry("2026-11-21T20:58:12+00:00", "docker.service", "info",
                  "time=\"2026-11-21T20:58:12.402118837Z\" level=info msg=\"ignoring event\" "
                  "container=7c2e9d41b0aa module=libcontainerd namespace=moby topic=/tasks/delete "
                  "type=\"*events.TaskDelete\""),
        log_entry("2026-11-21T21:04:44+00:00", None, "info",
                  "Radarr[49630]: segfault at 18 ip 00007f8d2e2b41d0 sp 00007f8d007f9e50 error 4 in "
                  "libcoreclr.so[7f8d2e000000+4a8000]"),
        log_entry("2026-11-21T21:04:45+00:00", "docker.service", "info",
                  "time=\"2026-11-21T21:04:45.073345120Z\" level=info msg=\"ignoring event\" "
                  "container=7c2e9d41b0aa module=libcontainerd namespace=moby topic=/tasks/delete "
                  "type=\"*events.TaskDelete\""),
    ]}, LAT, age=30, args={"since_minutes": 30}),
]

latte_answers = [
    {"q": "Which containers are running, and is anything broken?", "ev": ["e2"],
     "a": "**Running:** [[s:jellyfin, sonarr and qbittorrent]] — [[s:3 of 5]].\n\n"
          "**Problem:** [[s:radarr is in a restart loop]] ([[c:last exit code 137]]); [[s:flaresolverr exited "
          "cleanly 3 days ago]].\n\n"
          "| container | image tag | state |\n|---|---|---|\n"
          "| jellyfin | [[s:10.10.3]] | [[s:Up 6 days, healthy]] |\n"
          "| qbittorrent | [[c:4.6.7]] | Up 6 days |\n"
          "| radarr | [[s:5.14.0]] | [[s:restarting]] |\n\n"
          "**Ports:** [[s:Jellyfin on 8096]], [[c:Sonarr on 7878]], [[s:qBittorrent web UI on 8080]]. "
          "[[u:All of them were started from one docker compose file]].\n\n"
          "Next step: `docker logs --tail 100 radarr`."},
    {"q": "Is the media drive getting full?", "ev": ["e3", "e1"],
     "a": "**/mnt/media** (sda1, ext4): [[s:93.4% used]]; [[c:≈7.4 TiB of 7.9 TiB]] — [[c:~520 GiB left]].\n\n"
          "**Root (NVMe):** [[c:~42% used]]; [[s:~176 GiB free]].\n\n"
          "[[u:At the current download rate the media drive fills up in about 12 hours]].\n\n"
          "Next step: `du -sh /mnt/media/* | sort -h` and prune old seeds in qBittorrent."},
    {"q": "How fast is it downloading right now?", "ev": ["e4", "e7"],
     "a": "**Download:** [[s:≈11 MiB/s]] on enp1s0 ([[c:~115 Mbit/s]]); **upload:** [[s:~0.9 MB/s]].\n\n"
          "[[s:docker0 is pushing ≈11.4 MB/s toward the containers]], so [[u:basically all of it is "
          "qBittorrent]]; [[c:qbittorrent-nox is the busiest process at 14.6% CPU]].\n\n"
          "**Also running:** [[s:an ffmpeg transcode for Jellyfin]] at [[c:~38% CPU]].\n\n"
          "Next step: set an alternative speed limit in qBittorrent if streaming stutters."},
    {"q": "What's using the most memory on latte?", "ev": ["e7", "e5"],
     "a": "**Top by RSS:**\n"
          "1. [[s:jellyfin — ~1.5 GiB]]\n"
          "2. [[s:qbittorrent-nox — ≈884 MiB]]\n"
          "3. [[c:radarr — ~470 MiB]]\n\n"
          "[[c:Jellyfin alone is ~15% of RAM]]. **Overall:** [[s:~9 GiB used]] of [[s:15.4 GiB]] "
          "([[s:58.5%]]); [[c:swap ≈1.2 GiB]]. [[u:Nothing outside Docker uses much]].\n\n"
          "Next step: cap jellyfin with `mem_limit` if RAM gets tight."},
    {"q": "The web UIs feel sluggish. Is the disk busy?", "ev": ["e6", "e5", "e1"],
     "a": "**sda (media):** [[t:~71% busy]], [[t:≈30 MiB/s reads]] and [[t:~11 MB/s writes]]; "
          "[[t:the NVMe is basically idle]].\n\n"
          "**CPU:** [[s:≈48%]], [[s:load 3.41 / 3.02 / 2.77]] on [[c:8 threads]].\n\n"
          "[[u:The sluggishness is most likely Jellyfin's library scan]].\n\n"
          "Next step: re-run `iostat -x 1 5` for a current reading."},
    {"q": "Why does radarr keep restarting?", "ev": ["e2", "e8"],
     "extra": [user("e9", "I only have four containers, right? jellyfin, sonarr, radarr and qbit.", LAT)],
     "a": "**Not quite:** [[s:there are five containers]]; [[s:flaresolverr is the fifth]] and [[s:it's "
          "stopped]].\n\n"
          "**radarr:** [[s:the kernel logged Radarr segfaults in libcoreclr.so]] — [[c:twice in the last 30 "
          "min]], [[s:the last at 21:04:44]]; [[s:Docker shows it as Restarting (139)]]. [[u:A bad image update "
          "is the usual cause]].\n\n"
          "[[c:The radarr container was created on Nov 14]].\n\n"
          "Next step: pin the previous tag, e.g. `lscr.io/linuxserver/radarr:5.13.2`, and recreate."},
    {"q": "Quick health summary, with sources.", "ev": ["e1", "e2", "e3", "e4", "e5"],
     "a": "- **OS:** [[s:Ubuntu 22.04 (jammy)]], [[s:kernel 5.15.0-126]] [e1]\n"
          "- **Docker:** [[s:27.3.1]] [[u:(latest)]] [e1]\n"
          "- **Uptime:** [[s:~6 days]]; [[c:last boot Nov 15 at 18:58]] [e5]\n"
          "- **Media disk:** [[u:93.4% full [e2]]]\n"
          "- **Download:** [[s:~11.5 MB/s]] [e4]\n"
          "- **Users:** [[s:mara is in the docker group]]; [[c:media has a login shell]] [e1]\n\n"
          "Next step: fix radarr first, then free space on /mnt/media."},
]

# ---------------------------------------------------------------------------------------------------------
# cortado — Rocky Linux 9 Redis + RabbitMQ
# ---------------------------------------------------------------------------------------------------------
COR = Clock("2026-11-09T16:20:00+00:00")
COR_MEM = 33_336_492_032
COR_ROOT = 53_624_176_640
COR_RMQ = 214_643_507_200
BEAM_CMD = ("/usr/lib64/erlang/erts-14.2.5.4/bin/beam.smp -W w -MBas ageffcbf -MHas ageffcbf -MBlmbcs 512 "
            "-MHlmbcs 512 -MMmcs 30 -P 1048576 -t 5000000 -stbt db -zdbbl 128000 -sbwt none -B i -- "
            "-root /usr/lib64/erlang -progname erl -- -home /var/lib/rabbitmq -- -sname rabbit@cortado")

cortado_evidence = [
    steady("e1", COR, age=3000, stale_sources=["users"],
           hostname="cortado", os_name="Rocky Linux", os_version="9.4", os_codename="Blue Onyx",
           kernel="5.14.0-427.42.1.el9_4.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=8,
           cpu_threads=8, memory_total_bytes=COR_MEM,
           disks=[{"device": "/dev/vda4", "mountpoint": "/", "fstype": "xfs", "total_bytes": COR_ROOT},
                  {"device": "/dev/vda2", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_006_632_960},
                  {"device": "/dev/vdb1", "mountpoint": "/var/lib/rabbitmq", "fstype": "xfs",
                   "total_bytes": COR_RMQ}],
           network_interfaces=[{"name": "ens3", "mac": "52:54:00:a4:19:3c", "addresses": ["10.40.1.20/24"],
                                "is_up": True}],
           dns_servers=["10.40.0.2"], default_gateway="10.40.1.1", package_manager="rpm",
           installed_packages={"redis": "6.2.7-1.el9", "rabbitmq-server": "3.13.7-1.el8",
                               "erlang": "26.2.5.4-1.el9", "firewalld": "1.3.4-1.el9",
                               "openssh-server": "8.7p1-38.el9_4.4", "node_exporter": "1.8.2-1.el9"},
           available_services=["redis.service", "rabbitmq-server.service", "sshd.service", "firewalld.service",
                               "chronyd.service", "node_exporter.service", "kdump.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "rabbitmq", "uid": 986, "gid": 986, "home": "/var/lib/rabbitmq", "shell": "/sbin/nologin"},
                  {"name": "redis", "uid": 985, "gid": 985, "home": "/var/lib/redis", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ops"]},
                   {"name": "rabbitmq", "gid": 986, "members": []},
                   {"name": "redis", "gid": 985, "members": []}]),
    item("e2", "linux_service_status",
         unit("rabbitmq-server.service", "active", "running", pid=1388, since="2026-10-30T08:12:05+00:00",
              desc="RabbitMQ broker"), COR, age=25, args={"name": "rabbitmq-server"}),
    item("e3", "linux_service_status", {"units": [
        unit("redis.service", "active", "running", pid=1201, since="2026-10-30T08:11:58+00:00",
             desc="Redis persistent key-value database"),
        unit("rabbitmq-server.service", "active", "running", pid=1388, since="2026-10-30T08:12:05+00:00",
             desc="RabbitMQ broker"),
        unit("sshd.service", "active", "running", pid=1002, since="2026-10-30T08:11:40+00:00",
             desc="OpenSSH server daemon"),
        unit("firewalld.service", "active", "running", pid=1011, since="2026-10-30T08:11:38+00:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("chronyd.service", "active", "running", pid=980, since="2026-10-30T08:11:37+00:00",
             desc="NTP client/server"),
        unit("node_exporter.service", "active", "running", pid=1044, since="2026-10-30T08:11:41+00:00",
             desc="Prometheus Node Exporter"),
        unit("kdump.service", "failed", "failed", desc="Crash recovery kernel arming"),
    ]}, COR, age=1400),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "52:54:00:a4:19:3c", "addresses": ["10.40.1.20/24"], "is_up": True}],
        "listening": [
            listener(6379, "0.0.0.0", 1201, "redis-server"),
            listener(5672, "0.0.0.0", 1388, "beam.smp"), listener(5672, "::", 1388, "beam.smp"),
            listener(15672, "0.0.0.0", 1388, "beam.smp"),
            listener(25672, "0.0.0.0", 1388, "beam.smp"),
            listener(4369, "0.0.0.0", 1290, "epmd"),
            listener(22, "0.0.0.0", 1002, "sshd"),
            listener(9100, "::", 1044, "node_exporter"),
        ],
        "connections": [
            connection("10.40.1.20:5672", "10.40.2.11:48102", 1388, "beam.smp"),
            connection("10.40.1.20:5672", "10.40.2.11:48118", 1388, "beam.smp"),
            connection("10.40.1.20:5672", "10.40.2.12:51740", 1388, "beam.smp"),
            connection("10.40.1.20:5672", "10.40.2.12:51766", 1388, "beam.smp"),
            connection("10.40.1.20:5672", "10.40.2.13:39920", 1388, "beam.smp"),
            connection("10.40.1.20:5672", "10.40.2.13:39934", 1388, "beam.smp"),
            connection("10.40.1.20:5672", "10.40.2.14:48230", 1388, "beam.smp"),
            connection("10.40.1.20:6379", "10.40.2.11:60214", 1201, "redis-server"),
            connection("10.40.1.20:6379", "10.40.2.11:60228", 1201, "redis-server"),
            connection("10.40.1.20:6379", "10.40.2.12:44502", 1201, "redis-server"),
            connection("10.40.1.20:6379", "10.40.2.13:57718", 1201, "redis-server"),
            connection("10.40.1.20:6379", "10.40.2.14:33090", 1201, "redis-server"),
            connection("10.40.1.20:15672", "10.40.0.8:52811", 1388, "beam.smp"),
            connection("10.40.1.20:22", "10.40.0.8:50144", 48120, "sshd"),
        ]}, COR, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "rabbitmq-server.service", "entries": [
        log_entry("2026-11-09T15:02:17+00:00", "rabbitmq-server.service", "warning",
                  "memory resource limit alarm set on node rabbit@cortado."),
        log_entry("2026-11-09T15:02:17+00:00", "rabbitmq-server.service", "warning",
                  "*** Publishers will be blocked until this alarm clears ***"),
        log_entry("2026-11-09T15:02:17+00:00", "rabbitmq-server.service", "info",
                  "vm_memory_high_watermark set. Memory used:13452128256 allowed:13334596812"),
        log_entry("2026-11-09T15:09:44+00:00", "rabbitmq-server.service", "info",
                  "vm_memory_high_watermark clear. Memory used:13298733056 allowed:13334596812"),
        log_entry("2026-11-09T15:09:44+00:00", "rabbitmq-server.service", "info",
                  "memory resource limit alarm cleared on node rabbit@cortado"),
        log_entry("2026-11-09T16:11:30+00:00", "rabbitmq-server.service", "warning",
                  "memory resource limit alarm set on node rabbit@cortado."),
        log_entry("2026-11-09T16:11:30+00:00", "rabbitmq-server.service", "warning",
                  "*** Publishers will be blocked until this alarm clears ***"),
        log_entry("2026-11-09T16:11:30+00:00", "rabbitmq-server.service", "info",
                  "vm_memory_high_watermark set. Memory used:13367123968 allowed:13334596812"),
        log_entry("2026-11-09T16:14:02+00:00", "rabbitmq-server.service", "warning",
                  "closing AMQP connection <0.31337.4> (10.40.2.14:48212 -> 10.40.1.20:5672, vhost: 'jobs', "
                  "user: 'worker'): client unexpectedly closed TCP connection"),
    ]}, COR, age=40, args={"unit": "rabbitmq-server", "since_minutes": 120}),
    item("e6", "linux_system_info",
         system_info(23.6, [2.84, 2.41, 2.22], 893_300, "2026-10-30T08:11:20+00:00", COR_MEM, 2_812_739_584,
                     4_294_963_200, 3_328_180_224), COR, age=20),
    item("e7", "linux_processes", processes(203, COR_MEM, [
        (1388, "beam.smp", "rabbitmq", 14.2, 12 * GiB, "2026-10-30T08:12:03+00:00", BEAM_CMD),
        (1201, "redis-server", "redis", 6.1, 9 * GiB, "2026-10-30T08:11:58+00:00", "/usr/bin/redis-server 0.0.0.0:6379"),
        (1011, "firewalld", "root", 0.0, 44 * MiB, "2026-10-30T08:11:38+00:00",
         "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
        (1044, "node_exporter", "node_exporter", 0.2, 31 * MiB, "2026-10-30T08:11:41+00:00",
         "/usr/bin/node_exporter --collector.systemd"),
        (1019, "tuned", "root", 0.0, 27 * MiB, "2026-10-30T08:11:39+00:00",
         "/usr/bin/python3 -Es /usr/sbin/tuned -l -P"),
    ]), COR, age=30, args={"sort": "memory", "limit": 5}, complete=False),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda4", "/", "xfs", COR_ROOT, 14_602_888_192),
        fs("/dev/vda2", "/boot", "xfs", 1_006_632_960, 398_458_880),
        fs("/dev/vdb1", "/var/lib/rabbitmq", "xfs", COR_RMQ, 41_875_931_136),
    ]}, COR, age=35),
    item("e9", "linux_file_read", {"path": "/etc/rabbitmq/rabbitmq.conf", "offset": 0, "limit": 200,
                                   "total_lines": 9, "lines": [
        "# managed by ansible",
        "listeners.tcp.default = 5672",
        "management.tcp.port = 15672",
        "vm_memory_high_watermark.relative = 0.4",
        "vm_memory_high_watermark_paging_ratio = 0.75",
        "disk_free_limit.absolute = 2GB",
        "default_vhost = jobs",
        "log.file.level = info",
        "consumer_timeout = 1800000",
    ]}, COR, age=50, args={"path": "/etc/rabbitmq/rabbitmq.conf"}),
]

cortado_answers = [
    {"q": "Our workers say publishes to RabbitMQ are blocked. Why?", "ev": ["e5", "e9"],
     "a": "**Cause:** [[s:RabbitMQ's memory alarm]]. [[s:It was set at 15:02:17]], [[c:cleared about 20 minutes later]] "
          "and [[s:set again at 16:11:30]]; [[s:there's no clear after that]], so [[s:publishers are still "
          "blocked]].\n\n"
          "**Threshold:** [[s:vm_memory_high_watermark.relative = 0.4]], [[c:i.e. ≈12.4 GB]]; "
          "[[c:used memory peaked at ~13.5 GiB]].\n\n"
          "[[u:The memory is going into a backlog of unacked messages from slow consumers]].\n\n"
          "Next step: `rabbitmqctl list_queues name messages_unacknowledged memory | sort -k3 -n | tail`."},
    {"q": "How bad is memory on cortado?", "ev": ["e6", "e7", "e1"],
     "a": "**RAM:** [[s:~91.6% used]] — [[s:≈28.4 GiB of 31 GiB]]; [[c:only ~1.8 GB available]].\n\n"
          "**Swap:** [[s:3.1 GiB of 4 GiB]] ([[c:~65%]]).\n\n"
          "| process | RSS | %MEM |\n|---|---|---|\n"
          "| beam.smp (RabbitMQ) | [[s:~12 GiB]] | [[s:38.7%]] |\n"
          "| redis-server | [[c:~9.7 GiB]] | [[s:29.0%]] |\n\n"
          "[[s:Those two hold ≈21 GiB]] together. [[c:The VM has 16 cores]], so CPU is not the issue.\n\n"
          "Next step: set `maxmemory` on Redis or lower the RabbitMQ watermark."},
    {"q": "What's listening, and how many workers are connected?", "ev": ["e4"],
     "a": "**Listeners:**\n"
          "- **6379** — [[s:redis-server, all interfaces]]\n"
          "- **5672** — [[s:AMQP (beam.smp)]]\n"
          "- **15672** — [[s:management UI]]\n"
          "- **25672 / 4369** — [[s:Erlang distribution and epmd]]\n\n"
          "[[c:Nothing else is listening]].\n\n"
          "**Connections:** [[s:12 from the worker subnet]] — [[s:4 hosts, 10.40.2.11–.14]]; [[c:8 on AMQP]] "
          "and [[c:4 on Redis]]. [[c:10.40.2.14 has the most sessions]]; [[s:one browser session from "
          "10.40.0.8 on the management UI]] — [[u:that is your admin workstation]].\n\n"
          "Next step: `rabbitmqctl list_connections peer_host channels` for the AMQP side."},
    {"q": "Are all services up?", "ev": ["e2", "e3"],
     "a": "| unit | state |\n|---|---|\n"
          "| rabbitmq-server | [[s:active (running), PID 1388]] |\n"
          "| redis | [[t:active (running)]] |\n"
          "| node_exporter | [[t:running]] |\n"
          "| kdump | [[t:failed]] |\n\n"
          "[[s:RabbitMQ has been up since Oct 30]]; [[t:Redis was restarted today]]. "
          "[[t:Everything except kdump is active]]. [[u:kdump failing is harmless on a VM]].\n\n"
          "Next step: `systemctl status redis` for a fresh read."},
    {"q": "Disk space, especially the RabbitMQ volume?", "ev": ["e8", "e9"],
     "a": "**/var/lib/rabbitmq:** [[s:~39 GiB used]] of [[c:≈215 GiB]] ([[s:19.5%]]).\n\n"
          "**/ (vda4):** [[s:27.2% used]]; [[c:~14.6 GiB]].\n\n"
          "[[s:The broker volume has far more free space than its 2GB disk_free_limit]]; [[c:the disk alarm "
          "would only trip at 5 GB free]].\n\n"
          "[[u:Message store growth is about 2 GB a day]].\n\n"
          "Next step: nothing urgent on disk."},
    {"q": "Who runs what here?", "ev": ["e1", "e7"],
     "extra": [user("e10", "The admin user on this box is ops, and rabbitmq runs under its own account, right?", COR)],
     "a": "**Accounts:** [[t:ops (uid 1000) is in wheel]]; [[t:rabbitmq (uid 986) and redis (uid 985) both have "
          "/sbin/nologin]].\n\n"
          "**Processes:** [[s:beam.smp runs as rabbitmq]] and [[s:redis-server runs as redis]].\n\n"
          "**Versions:** [[s:RabbitMQ 3.13.7]] [[c:on Erlang 25]]; [[c:Redis 7.2]]. "
          "[[u:ops has passwordless sudo]].\n\n"
          "Next step: `sudo -l -U ops` to check the sudo rules."},
    {"q": "Summarize cortado with sources.", "ev": ["e1", "e4", "e5", "e6"],
     "a": "- **OS:** [[s:Rocky Linux 9.4]], [[s:kernel 5.14.0-427.42.1]] [e1]\n"
          "- **Uptime:** [[s:~10 days]], [[c:since Oct 30 09:11]] [e6]\n"
          "- **Memory alarm:** [[s:set twice in the last ~80 min]] [e5]\n"
          "- **Load:** [[u:2.84 [e4]]]\n"
          "- **Connections:** [[s:14 TCP sessions in total]] [e4]\n"
          "- [[u:A worker at 10.40.2.14 dropped its AMQP connection at 16:14 [e6]]]\n\n"
          "Next step: fix memory first — the alarm is what blocks publishers."},
]

# ---------------------------------------------------------------------------------------------------------
# macchiato — OKD worker on Fedora CoreOS
# ---------------------------------------------------------------------------------------------------------
MAC = Clock("2026-11-26T08:50:00+00:00")
MAC_MEM = 33_658_363_904
MAC_ROOT = 214_209_167_360
OKD_VER = "v1.28.7+6e2789b"


def okd_node(name: str, role: str, ready: str, version: str = OKD_VER, pressure: str = "False",
             reason: str = "KubeletReady", message: str = "kubelet is posting ready status") -> dict:
    conds = [{"type": t, "status": pressure} for t in ("MemoryPressure", "DiskPressure", "PIDPressure")]
    conds.append({"type": "Ready", "status": ready, "reason": reason, "message": message})
    return {"kind": "Node", "metadata": {"name": name, "labels": {f"node-role.kubernetes.io/{role}": ""}},
            "status": {"conditions": conds, "nodeInfo": {"kubeletVersion": version}}}


def okd_pod(name: str, ns: str, container: str, phase: str, node_name: str | None, restarts: int = 0,
            ready: bool = True, started: str | None = None, waiting: str | None = None,
            last: tuple | None = None) -> dict:
    state = {"waiting": {"reason": waiting}} if waiting else {"running": {"startedAt": started}}
    status = {"name": container, "ready": ready, "restartCount": restarts, "state": state}
    if last:
        status["lastState"] = {"terminated": {"reason": last[0], "exitCode": last[1], "finishedAt": last[2]}}
    return {"kind": "Pod", "metadata": {"name": name, "namespace": ns}, "spec": {"nodeName": node_name},
            "status": {"phase": phase, "startTime": started, "containerStatuses": [status]}}


UNSCHED = ("0/6 nodes are available: 2 Insufficient memory, 1 node(s) had untolerated taint "
           "{node.kubernetes.io/unreachable: }, 3 node(s) had untolerated taint {node-role.kubernetes.io/master: }. "
           "preemption: 0/6 nodes are available: 2 No preemption victims found for incoming pod, "
           "4 Preemption is not helpful for scheduling.")

macchiato_evidence = [
    steady("e1", MAC, age=2400,
           hostname="macchiato", os_name="Fedora CoreOS", os_version="39.20240322.3.1", os_codename=None,
           kernel="6.7.9-200.fc39.x86_64", cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=8,
           cpu_threads=8, memory_total_bytes=MAC_MEM,
           disks=[{"device": "/dev/sda4", "mountpoint": "/", "fstype": "xfs", "total_bytes": MAC_ROOT},
                  {"device": "/dev/sda3", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 366_869_504}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:8a:3e:71", "addresses": [], "is_up": True},
                               {"name": "br-ex", "mac": "00:50:56:8a:3e:71", "addresses": ["10.0.12.31/24"],
                                "is_up": True},
                               {"name": "genev_sys_6081", "mac": "9e:21:c4:5a:0b:e2", "addresses": [],
                                "is_up": True}],
           dns_servers=["10.0.12.2"], default_gateway="10.0.12.1", package_manager="rpm",
           installed_packages={"cri-o": "1.28.4-1.fc39", "podman": "4.9.4-1.fc39",
                               "openvswitch3.1": "3.1.0-100.fc39", "kernel": "6.7.9-200.fc39"},
           available_services=["kubelet.service", "crio.service", "ovs-vswitchd.service", "sshd.service",
                               "chronyd.service"],
           users=[{"name": "core", "uid": 1000, "gid": 1000, "home": "/var/home/core", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["core"]},
                   {"name": "sudo", "gid": 16, "members": ["core"]}]),
    item("e2", "kubernetes_get", {"context": "okd-lab/admin", "namespace": None, "items": [
        okd_node("master-0", "master", "True"),
        okd_node("master-1", "master", "True"),
        okd_node("master-2", "master", "True"),
        okd_node("macchiato", "worker", "True"),
        okd_node("doppio", "worker", "True"),
        okd_node("flat-white", "worker", "Unknown", version="v1.28.6+0fb4726", pressure="Unknown",
                 reason="NodeStatusUnknown", message="Kubelet stopped posting node status."),
    ]}, MAC, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "okd-lab/admin", "namespace": "shop", "items": [
        okd_pod("web-6b8d9c7f5d-2xkqp", "shop", "web", "Running", "macchiato", started="2026-11-24T14:03:11Z"),
        okd_pod("web-6b8d9c7f5d-h7m4z", "shop", "web", "Running", "doppio", started="2026-11-24T14:03:12Z"),
        okd_pod("api-5f7c6d8b9-kq2lw", "shop", "api", "Running", "doppio", restarts=1,
                started="2026-11-25T16:20:44Z", last=("Error", 1, "2026-11-25T16:22:10Z")),
        okd_pod("api-5f7c6d8b9-9xv8n", "shop", "api", "Running", "macchiato", restarts=17, ready=False,
                started="2026-11-26T06:40:02Z", waiting="CrashLoopBackOff",
                last=("Error", 1, "2026-11-26T08:46:39Z")),
        {"kind": "Pod", "metadata": {"name": "api-5f7c6d8b9-tr5jd", "namespace": "shop"}, "spec": {"nodeName": None},
         "status": {"phase": "Pending", "conditions": [
             {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": UNSCHED}]}},
        okd_pod("worker-7d4b9f6c8-pl2nd", "shop", "worker", "Running", "macchiato", restarts=4,
                started="2026-11-25T09:15:37Z", last=("OOMKilled", 137, "2026-11-26T06:12:08Z")),
        okd_pod("redis-0", "shop", "redis", "Running", "doppio", started="2026-11-20T11:48:00Z"),
    ]}, MAC, age=25, args={"resource": "pods", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "okd-lab/admin", "namespace": "shop", "items": [
        {"kind": "Deployment", "metadata": {"name": "web", "namespace": "shop"}, "spec": {"replicas": 2},
         "status": {"replicas": 2, "readyReplicas": 2, "availableReplicas": 2}},
        {"kind": "Deployment", "metadata": {"name": "api", "namespace": "shop"}, "spec": {"replicas": 3},
         "status": {"replicas": 3, "readyReplicas": 1, "availableReplicas": 1, "unavailableReplicas": 2}},
        {"kind": "Deployment", "metadata": {"name": "worker", "namespace": "shop"}, "spec": {"replicas": 1},
         "status": {"replicas": 1, "readyReplicas": 1, "availableReplicas": 1}},
    ]}, MAC, age=25, args={"resource": "deployments", "namespace": "shop"}),
    item("e5", "kubernetes_get", {"context": "okd-lab/admin", "namespace": "openshift-monitoring", "items": [
        okd_pod("alertmanager-main-0", "openshift-monitoring", "alertmanager", "Running", "doppio",
                started="2026-11-19T23:02:40Z"),
        okd_pod("alertmanager-main-1", "openshift-monitoring", "alertmanager", "Running", "macchiato",
                started="2026-11-19T23:02:44Z"),
        okd_pod("prometheus-k8s-0", "openshift-monitoring", "prometheus", "Running", "macchiato", restarts=2,
                started="2026-11-19T23:03:10Z"),
        okd_pod("prometheus-k8s-1", "openshift-monitoring", "prometheus", "Running", "doppio",
                started="2026-11-19T23:03:12Z"),
        okd_pod("kube-state-metrics-6c9d8b7f4-zx9lm", "openshift-monitoring", "kube-state-metrics", "Running",
                "macchiato", restarts=5, started="2026-11-19T23:01:55Z"),
        okd_pod("thanos-querier-7b9c6d5f8-lq5bn", "openshift-monitoring", "thanos-query", "Running", "doppio",
                started="2026-11-19T23:02:05Z"),
        okd_pod("node-exporter-2jz6c", "openshift-monitoring", "node-exporter", "Running", "master-0",
                started="2026-11-19T22:58:30Z"),
        okd_pod("node-exporter-5pl9x", "openshift-monitoring", "node-exporter", "Running", "master-1",
                started="2026-11-19T22:58:31Z"),
        okd_pod("node-exporter-x8w2m", "openshift-monitoring", "node-exporter", "Running", "master-2",
                started="2026-11-19T22:58:31Z"),
        okd_pod("node-exporter-8gq2t", "openshift-monitoring", "node-exporter", "Running", "macchiato",
                started="2026-11-19T22:43:15Z"),
        okd_pod("node-exporter-r4k7w", "openshift-monitoring", "node-exporter", "Running", "doppio",
                started="2026-11-19T22:47:02Z"),
        okd_pod("node-exporter-b6v4n", "openshift-monitoring", "node-exporter", "Running", "flat-white",
                started="2026-11-19T22:51:48Z"),
    ]}, MAC, age=1800, args={"resource": "pods", "namespace": "openshift-monitoring"}),
    item("e6", "linux_system_info",
         system_info(34.2, [4.12, 3.87, 3.55], 554_913, "2026-11-19T22:41:07+00:00", MAC_MEM, 9_470_713_856, 0, 0),
         MAC, age=20),
    item("e7", "linux_service_status",
         unit("kubelet.service", "active", "running", pid=2214, since="2026-11-19T22:42:31+00:00",
              desc="Kubernetes Kubelet"), MAC, age=30, args={"name": "kubelet"}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        log_entry("2026-11-26T08:25:49+00:00", "kubelet.service", "err",
                  "E1126 08:25:49.301227    2214 pod_workers.go:1298] \"Error syncing pod, skipping\" "
                  "err=\"failed to \\\"StartContainer\\\" for \\\"api\\\" with CrashLoopBackOff: \\\"back-off 5m0s "
                  "restarting failed container=api pod=api-5f7c6d8b9-9xv8n_shop\\\"\" pod=\"shop/api-5f7c6d8b9-9xv8n\""),
        log_entry("2026-11-26T08:31:02+00:00", "kubelet.service", "err",
                  "E1126 08:31:02.114523    2214 pod_workers.go:1298] \"Error syncing pod, skipping\" "
                  "err=\"failed to \\\"StartContainer\\\" for \\\"api\\\" with CrashLoopBackOff: \\\"back-off 5m0s "
                  "restarting failed container=api pod=api-5f7c6d8b9-9xv8n_shop\\\"\" pod=\"shop/api-5f7c6d8b9-9xv8n\""),
        log_entry("2026-11-26T08:36:14+00:00", "kubelet.service", "err",
                  "E1126 08:36:14.877010    2214 pod_workers.go:1298] \"Error syncing pod, skipping\" "
                  "err=\"failed to \\\"StartContainer\\\" for \\\"api\\\" with CrashLoopBackOff: \\\"back-off 5m0s "
                  "restarting failed container=api pod=api-5f7c6d8b9-9xv8n_shop\\\"\" pod=\"shop/api-5f7c6d8b9-9xv8n\""),
        log_entry("2026-11-26T08:41:27+00:00", "kubelet.service", "info",
                  "I1126 08:41:27.550318    2214 prober.go:107] \"Probe failed\" probeType=\"Readiness\" "
                  "pod=\"shop/api-5f7c6d8b9-9xv8n\" containerName=\"api\" probeResult=\"failure\" "
                  "output=\"Get \\\"http://10.128.2.47:8080/healthz\\\": dial tcp 10.128.2.47:8080: connect: "
                  "connection refused\""),
        log_entry("2026-11-26T08:46:39+00:00", "kubelet.service", "info",
                  "I1126 08:46:39.902114    2214 kubelet.go:2463] \"SyncLoop (PLEG): event for pod\" "
                  "pod=\"shop/api-5f7c6d8b9-9xv8n\" event={\"Type\":\"ContainerDied\"}"),
        log_entry("2026-11-26T08:46:40+00:00", "kubelet.service", "err",
                  "E1126 08:46:40.016742    2214 pod_workers.go:1298] \"Error syncing pod, skipping\" "
                  "err=\"failed to \\\"StartContainer\\\" for \\\"api\\\" with CrashLoopBackOff: \\\"back-off 5m0s "
                  "restarting failed container=api pod=api-5f7c6d8b9-9xv8n_shop\\\"\" pod=\"shop/api-5f7c6d8b9-9xv8n\""),
    ]}, MAC, age=35, args={"unit": "kubelet", "since_minutes": 30}),
]

macchiato_answers = [
    {"q": "Which pods in shop are restarting?", "ev": ["e3"],
     "a": "| pod | status | restarts | node |\n|---|---|---|---|\n"
          "| api-…-9xv8n | [[s:CrashLoopBackOff]] | [[c:7]] | [[s:macchiato]] |\n"
          "| worker-…-pl2nd | [[s:Running]] | [[s:4]] | [[c:doppio]] |\n"
          "| api-…-kq2lw | [[s:Running]] | [[c:0]] | [[s:doppio]] |\n\n"
          "**Last exits:** [[c:api-…-9xv8n was OOMKilled (137)]]; [[s:the worker's last termination was "
          "OOMKilled]].\n\n"
          "**Also:** [[s:api-5f7c6d8b9-tr5jd is Pending]] — [[c:it is waiting on an image pull secret]]. "
          "[[s:web and redis-0 have no restarts]].\n\n"
          "Next step: `oc logs -n shop api-5f7c6d8b9-9xv8n --previous`."},
    {"q": "Is the api deployment healthy?", "ev": ["e4", "e8"],
     "a": "**No.** [[s:api has 1 of 3 replicas ready]]; [[s:web is 2/2]] and [[s:worker 1/1]].\n\n"
          "**kubelet log:** [[s:back-off for api-5f7c6d8b9-9xv8n is at 5m0s]]; [[c:three CrashLoopBackOff "
          "errors in the last 30 min]], [[c:the last at 08:44]]. [[s:The readiness probe on :8080/healthz got "
          "connection refused at 08:41]].\n\n"
          "[[u:The app most likely can't reach its database at startup]].\n\n"
          "Next step: `oc describe pod -n shop api-5f7c6d8b9-9xv8n` and check the env/secret refs."},
    {"q": "What do the nodes look like?", "ev": ["e2"],
     "a": "| node | role | status |\n|---|---|---|\n"
          "| master-0/1/2 | [[s:control plane]] | [[s:Ready]] |\n"
          "| macchiato | [[s:worker]] | [[s:Ready]] |\n"
          "| doppio | worker | [[s:Ready]] |\n"
          "| flat-white | worker | [[c:Ready]] |\n\n"
          "[[s:6 nodes in total]]; [[u:flat-white most likely lost power]]; [[s:macchiato reports no memory, disk or PID pressure]]. "
          "**Kubelet:** [[s:v1.28.7]] [[c:on every node]].\n\n"
          "Next step: `oc adm top nodes` for live usage."},
    {"q": "What monitoring pods run on this node?", "ev": ["e5", "e3"],
     "a": "**On macchiato** (openshift-monitoring):\n"
          "- prometheus-k8s-0 — [[t:Running]], [[t:2 restarts]]\n"
          "- kube-state-metrics — [[t:5 restarts]]\n"
          "- alertmanager-main-1, node-exporter-8gq2t\n\n"
          "[[t:All monitoring pods are Running]]; [[u:the Prometheus restarts were WAL replays after the node "
          "reboot]]. [[s:Three shop pods also run here]].\n\n"
          "Next step: `oc get pods -n openshift-monitoring -o wide --field-selector spec.nodeName=macchiato`."},
    {"q": "Resource usage on macchiato?", "ev": ["e6", "e1"],
     "a": "**Memory:** [[s:~22.5 GiB used]] of [[s:≈31.3 GiB]] ([[c:~78%]]); [[s:no swap configured]].\n\n"
          "**CPU:** [[s:≈34%]], [[s:load 4.12 / 3.87 / 3.55]] on [[s:8 vCPUs]].\n\n"
          "**Uptime:** [[c:~4 days]] — [[s:booted Nov 19]].\n\n"
          "**OS:** [[s:Fedora CoreOS 39]], [[c:kernel 6.8.9]].\n\n"
          "[[u:Most of the CPU goes to the api crash loop]].\n\n"
          "Next step: nothing urgent; memory is the tightest resource."},
    {"q": "Is the kubelet itself OK?", "ev": ["e7", "e8", "e5"],
     "extra": [user("e9", "Earlier you showed me the monitoring pods and prometheus looked fine. Is the kubelet itself OK?", MAC)],
     "a": "**kubelet:** [[s:active (running)]], [[s:PID 2214]], [[s:up since Nov 19 22:42]]; "
          "[[c:it restarted overnight]] though.\n\n"
          "**Errors:** [[s:the only kubelet errors are the api back-offs]]; [[c:the PLEG event at 08:46 was for "
          "the worker pod]].\n\n"
          "**Prometheus:** [[t:prometheus-k8s-0 is still Running]].\n\n"
          "Next step: `journalctl -u kubelet -p err --since -1h` after the api fix."},
    {"q": "Give me a summary with evidence ids.", "ev": ["e2", "e3", "e4", "e6"],
     "a": "- [[s:api is short 2 replicas]] (e4)\n"
          "- [[u:api-…-9xv8n last exited with code 1]] (e4)\n"
          "- [[s:flat-white is NotReady]] (e2)\n"
          "- [[c:5 nodes in the cluster]] (e2)\n"
          "- [[s:redis-0 runs on doppio]] (e3)\n"
          "- [[c:web has 3 replicas]] (e4)\n"
          "- [[u:memory at 71.9%]] (e2)\n\n"
          "Next step: fix api, then look at why flat-white stopped reporting."},
]

# ---------------------------------------------------------------------------------------------------------
# ristretto — Arch Linux developer laptop
# ---------------------------------------------------------------------------------------------------------
RIS = Clock("2026-11-14T23:10:00+00:00")
RIS_MEM = 31_946_678_272
RIS_ROOT = 999_116_767_232
RUSTC = "/home/nina/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin/rustc"

ristretto_evidence = [
    steady("e1", RIS, age=1800,
           hostname="ristretto", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.17.7-arch1-1", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=RIS_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": RIS_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": RIS_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_644_672}],
           network_interfaces=[{"name": "wlan0", "mac": "f4:3b:d8:72:aa:15", "addresses": ["192.168.1.57/24"],
                                "is_up": True},
                               {"name": "enp194s0f3u1", "mac": "00:e0:4c:36:0b:91", "addresses": [],
                                "is_up": False}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="pacman",
           installed_packages={"linux": "6.17.8.arch1-1", "linux-headers": "6.17.8.arch1-1",
                               "mesa": "1:25.2.7-1", "vulkan-radeon": "1:25.2.7-1",
                               "google-chrome": "142.0.7444.162-1", "visual-studio-code-bin": "1.106.0-1",
                               "rustup": "1.28.2-3", "networkmanager": "1.54.1-1",
                               "power-profiles-daemon": "0.30-1", "cargo-nextest": "0.9.111-1"},
           available_services=["NetworkManager.service", "bluetooth.service", "power-profiles-daemon.service",
                               "sshd.service", "cups.service"],
           users=[{"name": "nina", "uid": 1000, "gid": 1000, "home": "/home/nina", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["nina"]},
                   {"name": "video", "gid": 985, "members": ["nina"]},
                   {"name": "uucp", "gid": 986, "members": ["nina"]}]),
    item("e2", "linux_system_info",
         system_info(71.8, [11.62, 8.43, 4.91], 51_430, "2026-11-14T08:52:30+00:00", RIS_MEM, 13_018_038_272,
                     8 * GiB, 0), RIS, age=20),
    item("e3", "linux_processes", processes(412, RIS_MEM, [
        (48213, "rustc", "nina", 98.7, 1288 * MiB, "2026-11-14T23:08:51+00:00",
         RUSTC + " --crate-name tokio --edition=2021 -C opt-level=3 --crate-type lib"),
        (48240, "rustc", "nina", 97.9, 942 * MiB, "2026-11-14T23:09:02+00:00",
         RUSTC + " --crate-name sqlx_macros --edition=2021 -C opt-level=3 --crate-type proc-macro"),
        (48266, "rustc", "nina", 96.4, 611 * MiB, "2026-11-14T23:09:20+00:00",
         RUSTC + " --crate-name orbital_api --edition=2021 -C opt-level=3 --crate-type lib"),
        (48297, "rustc", "nina", 88.1, 402 * MiB, "2026-11-14T23:09:31+00:00",
         RUSTC + " --crate-name serde_derive --edition=2021 -C opt-level=3 --crate-type proc-macro"),
        (48190, "cargo", "nina", 4.2, 188 * MiB, "2026-11-14T23:08:40+00:00",
         "/home/nina/.cargo/bin/cargo build --release"),
        (2210, "chrome", "nina", 3.9, 622 * MiB, "2026-11-14T09:01:14+00:00", "/opt/google/chrome/chrome"),
        (5120, "code", "nina", 3.1, 498 * MiB, "2026-11-14T09:03:40+00:00",
         "/opt/visual-studio-code/code --type=renderer"),
        (5388, "rust-analyzer", "nina", 2.7, 2140 * MiB, "2026-11-14T09:04:02+00:00",
         "/home/nina/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin/rust-analyzer"),
    ]), RIS, age=25, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e4", "linux_processes", processes(398, RIS_MEM, [
        (5388, "rust-analyzer", "nina", 1.1, 2010 * MiB, "2026-11-14T09:04:02+00:00",
         "/home/nina/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin/rust-analyzer"),
        (2391, "chrome", "nina", 0.8, 1540 * MiB, "2026-11-14T09:01:20+00:00",
         "/opt/google/chrome/chrome --type=renderer --enable-features=Vulkan"),
        (5101, "code", "nina", 0.4, 905 * MiB, "2026-11-14T09:03:38+00:00", "/opt/visual-studio-code/code"),
        (2210, "chrome", "nina", 0.6, 652 * MiB, "2026-11-14T09:01:14+00:00", "/opt/google/chrome/chrome"),
        (5120, "code", "nina", 0.5, 497 * MiB, "2026-11-14T09:03:40+00:00",
         "/opt/visual-studio-code/code --type=renderer"),
        (1433, "plasmashell", "nina", 0.3, 412 * MiB, "2026-11-14T08:53:41+00:00", "/usr/bin/plasmashell --no-respawn"),
    ]), RIS, age=640, args={"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-11T20:14:33+00:00", "remove", "docker", "1:28.5.1-1", None),
        package_event("2026-11-12T09:30:10+00:00", "upgrade", "google-chrome", "142.0.7444.134-1",
                      "142.0.7444.162-1"),
        package_event("2026-11-13T11:05:47+00:00", "install", "cargo-nextest", None, "0.9.111-1"),
        package_event("2026-11-14T19:42:05+00:00", "upgrade", "linux", "6.17.7.arch1-1", "6.17.8.arch1-1"),
        package_event("2026-11-14T19:42:05+00:00", "upgrade", "linux-headers", "6.17.7.arch1-1", "6.17.8.arch1-1"),
        package_event("2026-11-14T19:42:05+00:00", "upgrade", "mesa", "1:25.2.6-1", "1:25.2.7-1"),
        package_event("2026-11-14T19:42:05+00:00", "upgrade", "vulkan-radeon", "1:25.2.6-1", "1:25.2.7-1"),
        package_event("2026-11-14T19:42:05+00:00", "upgrade", "visual-studio-code-bin", "1.105.1-1", "1.106.0-1"),
    ]}, RIS, age=45, args={"since_days": 7}),
    item("e6", "linux_containers", {}, RIS, age=30, args={"all": True}, complete=False,
         error="no container engine found: neither docker nor podman is installed"),
    item("e7", "linux_file_read", {"path": "/sys/class/power_supply/BAT0/uevent", "offset": 0, "limit": 200,
                                   "total_lines": 15, "lines": [
        "POWER_SUPPLY_NAME=BAT0",
        "POWER_SUPPLY_TYPE=Battery",
        "POWER_SUPPLY_STATUS=Discharging",
        "POWER_SUPPLY_PRESENT=1",
        "POWER_SUPPLY_TECHNOLOGY=Li-poly",
        "POWER_SUPPLY_CYCLE_COUNT=212",
        "POWER_SUPPLY_VOLTAGE_NOW=15221000",
        "POWER_SUPPLY_POWER_NOW=38412000",
        "POWER_SUPPLY_ENERGY_FULL_DESIGN=55000000",
        "POWER_SUPPLY_ENERGY_FULL=48620000",
        "POWER_SUPPLY_ENERGY_NOW=22850000",
        "POWER_SUPPLY_CAPACITY=47",
        "POWER_SUPPLY_CAPACITY_LEVEL=Normal",
        "POWER_SUPPLY_MODEL_NAME=5B11F21945",
        "POWER_SUPPLY_MANUFACTURER=Sunwoda",
    ]}, RIS, age=20, args={"path": "/sys/class/power_supply/BAT0/uevent"}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "wlan0", "mac": "f4:3b:d8:72:aa:15", "addresses": ["192.168.1.57/24"], "is_up": True},
                       {"name": "enp194s0f3u1", "mac": "00:e0:4c:36:0b:91", "addresses": [], "is_up": False}],
        "listening": [
            listener(631, "127.0.0.1", 812, "cupsd"),
            listener(37845, "127.0.0.1", 5101, "code"),
            listener(5353, "0.0.0.0", 2210, "chrome", proto="udp"),
        ],
        "connections": [
            connection("192.168.1.57:52214", "142.250.184.78:443", 2210, "chrome"),
            connection("192.168.1.57:52230", "142.250.200.10:443", 2210, "chrome"),
            connection("192.168.1.57:49876", "140.82.121.4:443", 2210, "chrome"),
            connection("192.168.1.57:40118", "151.101.2.137:443", 48190, "cargo"),
            connection("192.168.1.57:41952", "140.82.112.21:443", 5101, "code"),
        ]}, RIS, age=30),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 3_407_872, "tx_bytes_per_s": 126_976},
        {"name": "enp194s0f3u1", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "lo", "rx_bytes_per_s": 41_216, "tx_bytes_per_s": 41_216},
    ]}, RIS, age=30, args={"interval_seconds": 1.0}),
    item("e10", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-14T22:31:14+00:00", None, "err",
                  "amdgpu 0000:c4:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:3 pasid:32771)"),
        log_entry("2026-11-14T22:31:14+00:00", None, "err",
                  "amdgpu 0000:c4:00.0: amdgpu:  in process chrome pid 2395 thread chrome:cs0 pid 2402"),
        log_entry("2026-11-14T22:44:51+00:00", None, "warning",
                  "mt7921e 0000:02:00.0: Message 00020007 (seq 11) timeout"),
        log_entry("2026-11-14T22:58:03+00:00", None, "warning",
                  "mt7921e 0000:02:00.0: Message 00020007 (seq 3) timeout"),
    ]}, RIS, age=40, args={"priority": "warning", "since_minutes": 120}),
]

ristretto_answers = [
    {"q": "Why is my laptop so hot and loud right now?", "ev": ["e3", "e2", "e1"],
     "a": "**Rust build:** [[s:four rustc processes at ~88–99% CPU each]], [[s:driven by `cargo build "
          "--release` (PID 48190)]]; [[c:the heaviest crate is serde_derive]].\n\n"
          "**Load:** [[s:~11.6]] on [[s:16 threads]]; [[s:CPU ≈72%]].\n\n"
          "**Other:** [[s:rust-analyzer sits at ~2.1 GiB RSS]]; [[c:Chrome is at ~9% CPU]]. "
          "[[u:Nothing besides the build, the editor and the browser is doing any work]].\n\n"
          "Next step: `cargo build --release -j 8` keeps it cooler at the cost of build time."},
    {"q": "Did tonight's kernel update take effect?", "ev": ["e5", "e1", "e2"],
     "a": "**No.** [[s:pacman upgraded linux 6.17.7 → 6.17.8 at 19:42]]; [[s:you're still on 6.17.7-arch1-1]], "
          "[[s:since the last boot was at 08:52]].\n\n"
          "[[s:mesa went 25.2.6 → 25.2.7 in the same transaction]]; [[c:linux-headers was not updated]]. "
          "[[c:VS Code moved to 1.106.1]] too.\n\n"
          "[[c:The upgrade ran at 20:42 Lisbon time]]; [[u:6.17.8 is the newest stable kernel]].\n\n"
          "Next step: reboot when the build finishes."},
    {"q": "How's the battery?", "ev": ["e7"],
     "a": "**Battery:** [[s:47%]], [[s:discharging]]; [[s:drawing ≈38.4 W]] → [[c:roughly 1.5 h left]].\n\n"
          "**Health:** [[s:≈88% of design]] — [[s:48.6 Wh full]] vs [[c:57 Wh design]]; [[s:212 cycles]].\n\n"
          "[[u:Most of that draw is the Rust build]].\n\n"
          "Next step: plug in, or switch to `powerprofilesctl set power-saver`."},
    {"q": "Show me my docker containers.", "ev": ["e6", "e5"],
     "a": "**Containers:** the read failed — [[u:none are running]].\n\n"
          "[[s:docker 28.5.1 was removed on Nov 11]] [[c:together with docker-compose]]; [[c:the Docker daemon "
          "is just stopped]]. [[u:You had 3 containers before the removal]].\n\n"
          "Next step: `sudo pacman -S podman` or reinstall `docker` if you need them back."},
    {"q": "What's eating my RAM?", "ev": ["e4", "e2"],
     "a": "**RAM:** [[s:~17.6 GiB used]] of [[s:~29.8 GiB]] ([[s:59.3%]]); [[s:no swap in use]].\n\n"
          "**Top by RSS:**\n"
          "- [[t:rust-analyzer ≈2 GiB]]\n"
          "- [[t:a Chrome renderer ~1.5 GiB]]\n"
          "- [[t:VS Code ~905 MiB]]\n"
          "- [[t:plasmashell ~412 MiB]]\n\n"
          "[[t:rust-analyzer is the single biggest process]]; [[u:the rustc jobs will free ~3 GB when the build "
          "ends]].\n\n"
          "Next step: `systemd-cgtop -m` for a per-slice view."},
    {"q": "Is Wi-Fi OK? Downloads seem slow.", "ev": ["e8", "e9", "e10"],
     "a": "**wlan0:** [[s:up]], [[s:192.168.1.57/24]]; [[s:the USB Ethernet is down]].\n\n"
          "**Throughput:** [[s:≈3.4 MB/s down]] ([[c:~34 Mbit/s]]); [[s:~124 KiB/s up]].\n\n"
          "**Driver:** [[s:mt7921e logged a message timeout at 22:58]]; [[c:it happened 3 times]] in the last "
          "2 h. [[s:Chrome holds most of the open HTTPS sessions]]. [[u:The router is probably on a congested "
          "2.4 GHz channel]].\n\n"
          "Next step: `iw dev wlan0 link` to check signal and bitrate."},
    {"q": "Chrome has been glitching tonight. Related?", "ev": ["e10", "e5", "e3"],
     "extra": [user("e11", "I upgraded mesa tonight and since then Chrome has been glitching.", RIS)],
     "a": "**Likely, yes:** [[s:mesa was upgraded at 19:42]]; [[s:at 22:31 the kernel logged an amdgpu page "
          "fault]] [[s:in a chrome process (pid 2395)]].\n\n"
          "[[c:The GPU faulted three times in the last two hours]]; [[c:vulkan-radeon was not part of that upgrade]]. "
          "[[u:Chrome's main process is PID 2210]] (e10).\n\n"
          "[[u:mesa 25.2.7 has a known regression with Chrome's Vulkan backend]].\n\n"
          "Next step: `pacman -U /var/cache/pacman/pkg/mesa-1:25.2.6-1-x86_64.pkg.tar.zst` (and vulkan-radeon) "
          "to roll back."},
]

MACHINES = [
    {"name": "espresso", "clock": ESP, "evidence": espresso_evidence, "answers": espresso_answers},
    {"name": "latte", "clock": LAT, "evidence": latte_evidence, "answers": latte_answers},
    {"name": "cortado", "clock": COR, "evidence": cortado_evidence, "answers": cortado_answers},
    {"name": "macchiato", "clock": MAC, "evidence": macchiato_evidence, "answers": macchiato_answers},
    {"name": "ristretto", "clock": RIS, "evidence": ristretto_evidence, "answers": ristretto_answers},
]
