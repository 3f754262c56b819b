"""19th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Everyday workstation questions mixed with operations:
anarres (Debian 12 desktop on a +02:00 clock: memory by process over a listing cut to six whose sort settles
"nothing else above 300 MB", three same-name python3 processes, a stale CPU listing, package history with epochs,
a CUPS job that failed, ports and owners over a complete listing, a nearly full exFAT stick), urras (Ubuntu 24.04
API server on UTC: a worker in a restart loop on a wrong database port in its env file, cut logs, ports and
owners, gunicorn master and workers, /etc changes, service restart counts, stale system info, users and groups,
public addresses), gethen (k3s cluster on a -07:00 clock: a crash-looping pod, an image that cannot be pulled, a
NotReady node and one on an older kubelet, Services with a headless one, a stale monitoring namespace, a nearly
full /var/lib/rancher), werel (Ubuntu 22.04 home server on a +10:00 clock: docker containers with a restarting
pihole and an exited transmission, two fresh smbd readings that disagree, MB/s against Mbit/s, a stale disk I/O
reading, a steady state whose package source went stale, a fact the user supplied)."""

from _evidence import Clock, GiB, deployment, fs, item, node, pod, steady, system_info, unit, user, box
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn, processes as _procs


def _unit(restarts: int, *args, **kwargs) -> dict:
    """A unit with systemd's NRestarts counter as an extra field."""
    data = unit(*args, **kwargs)
    data["n_restarts"] = restarts
    return data


def _svc(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[dict]) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}}


def _kube(namespace: str | None, items: list[dict]) -> dict:
    return {"context": "gethen", "namespace": namespace, "items": items}


# --------------------------------------------------------------------------------------------------------
# anarres: Debian 12 family desktop of shevek (takver and bedap have accounts). 16 GB sold (15.5 GiB MemTotal).
# Memory listing fresh and cut to six (the sixth is 300 MB); CPU listing eight minutes old.
an = Clock("2031-06-03T09:14:00+02:00")
ANMEM = 16_624_000_000
AN_ROOT = 512_110_190_592
AN_ARCHIVE = 2_000_381_018_112
AN_STICK = 61_530_000_000

anarres_ev = [
    steady("e1", an, 2000, hostname="anarres", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-21-amd64", cpu_model="12th Gen Intel(R) Core(TM) i5-12400", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=ANMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": AN_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/archive", "fstype": "ext4", "total_bytes": AN_ARCHIVE},
                  {"device": "/dev/sdc1", "mountpoint": "/media/shevek/ODONIAN", "fstype": "exfat",
                   "total_bytes": AN_STICK}],
           network_interfaces=[{"name": "enp3s0", "mac": "d8:bb:c1:4e:02:7a", "addresses": ["10.20.0.41/24"],
                                "is_up": True},
                               {"name": "wlp4s0", "mac": "a0:e7:0b:19:3c:55", "addresses": [], "is_up": False}],
           dns_servers=["10.20.0.1", "1.1.1.1"], default_gateway="10.20.0.1",
           installed_packages={"firefox-esr": "115.11.0esr-1~deb12u1", "thunderbird": "1:115.11.0-1~deb12u1",
                               "libreoffice-core": "4:7.4.7-1+deb12u2", "vlc": "3.0.20-0+deb12u1",
                               "python3": "3.11.2-1+b1", "openssh-server": "1:9.2p1-2+deb12u2",
                               "git": "1:2.39.2-1.1", "keepassxc": "2.7.4+dfsg.1-2", "cups": "2.4.2-3+deb12u5"},
           available_services=["sddm.service", "cups.service", "ssh.service", "bluetooth.service",
                               "NetworkManager.service", "avahi-daemon.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "shevek", "uid": 1000, "gid": 1000, "home": "/home/shevek", "shell": "/bin/bash"},
                  {"name": "takver", "uid": 1001, "gid": 1001, "home": "/home/takver", "shell": "/usr/bin/zsh"},
                  {"name": "bedap", "uid": 1002, "gid": 1002, "home": "/home/bedap", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["shevek"]},
                   {"name": "lpadmin", "gid": 115, "members": ["shevek", "takver"]},
                   {"name": "plugdev", "gid": 46, "members": ["shevek", "takver", "bedap"]}]),
    item("e2", "linux_system_info",
         system_info(7.4, [0.41, 0.55, 0.62], 443_040, "2031-05-29T06:10:00+02:00", ANMEM, 9_100_000_000,
                     2 * GiB, 52_428_800), an, 15),
    item("e3", "linux_processes", _procs(274, ANMEM, [
        (4410, "firefox-esr", "shevek", 4.2, 1_900_000_000, "2031-06-03T07:58:12+02:00", "/usr/lib/firefox-esr/firefox-esr"),
        (4502, "Web Content", "shevek", 2.1, 820_000_000, "2031-06-03T07:58:20+02:00",
         "/usr/lib/firefox-esr/firefox-esr -contentproc -childID 3 -isForBrowser tab"),
        (4530, "Web Content", "shevek", 0.3, 610_000_000, "2031-06-03T07:58:21+02:00",
         "/usr/lib/firefox-esr/firefox-esr -contentproc -childID 4 -isForBrowser tab"),
        (2890, "plasmashell", "shevek", 1.0, 480_000_000, "2031-05-29T06:11:02+02:00", "/usr/bin/plasmashell --no-respawn"),
        (6120, "python3", "takver", 0.0, 455_000_000, "2031-06-02T21:40:15+02:00", "python3 /home/takver/notebooks/sim.py"),
        (6188, "python3", "shevek", 12.0, 300_000_000, "2031-06-03T08:50:33+02:00",
         "python3 /home/shevek/bin/photo-sort.py --dedupe"),
    ]), an, 25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_processes", _procs(276, ANMEM, [
        (7302, "unattended-upgr", "root", 71.0, 210_000_000, "2031-06-03T09:02:10+02:00",
         "/usr/bin/python3 /usr/bin/unattended-upgrade"),
        (6188, "python3", "shevek", 22.0, 298_000_000, "2031-06-03T08:50:33+02:00",
         "python3 /home/shevek/bin/photo-sort.py --dedupe"),
        (4410, "firefox-esr", "shevek", 9.0, 1_880_000_000, "2031-06-03T07:58:12+02:00", "/usr/lib/firefox-esr/firefox-esr"),
        (2950, "kwin_x11", "shevek", 5.1, 160_000_000, "2031-05-29T06:11:00+02:00", "/usr/bin/kwin_x11"),
    ]), an, 480, args={"sort": "cpu", "limit": 4}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", AN_ROOT, 401_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_100_000),
        fs("/dev/sdb1", "/srv/archive", "ext4", AN_ARCHIVE, 1_310_000_000_000),
        fs("/dev/sdc1", "/media/shevek/ODONIAN", "exfat", AN_STICK, 58_900_000_000)]}, an, 40),
    item("e6", "linux_package_history", {"events": [
        _event("2031-05-30T07:02:11+02:00", "upgrade", "thunderbird", "1:115.10.1-1~deb12u1", "1:115.11.0-1~deb12u1"),
        _event("2031-05-30T07:02:14+02:00", "upgrade", "firefox-esr", "115.10.0esr-1~deb12u1", "115.11.0esr-1~deb12u1"),
        _event("2031-06-01T19:45:30+02:00", "install", "keepassxc", None, "2.7.4+dfsg.1-2"),
        _event("2031-06-02T08:15:02+02:00", "upgrade", "libreoffice-core", "4:7.4.7-1+deb12u1", "4:7.4.7-1+deb12u2"),
        _event("2031-06-02T08:15:40+02:00", "remove", "hexchat", "2.16.1-1+b1", None),
    ]}, an, 60, args={"since_days": 14}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "cups.service", "entries": [
        _entry("2031-06-03T08:31:05+02:00", "cups.service", "info", "Job 412 queued on 'Brother_HL-L2350DW' by 'takver'."),
        _entry("2031-06-03T08:31:09+02:00", "cups.service", "err", "[Job 412] The printer is not responding."),
        _entry("2031-06-03T08:33:40+02:00", "cups.service", "warning", "[Job 412] Backend returned status 1 (failed)"),
        _entry("2031-06-03T08:46:58+02:00", "cups.service", "info", "Job 413 queued on 'Brother_HL-L2350DW' by 'shevek'."),
        _entry("2031-06-03T08:47:10+02:00", "cups.service", "info", "[Job 413] Job completed."),
    ]}, an, 30, args={"unit": "cups.service", "since_minutes": 60}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp3s0", "mac": "d8:bb:c1:4e:02:7a", "addresses": ["10.20.0.41/24"], "is_up": True},
                       {"name": "wlp4s0", "mac": "a0:e7:0b:19:3c:55", "addresses": [], "is_up": False}],
        "listening": [_listen(22, "0.0.0.0", 880, "sshd"),
                      _listen(631, "127.0.0.1", 901, "cupsd"),
                      _listen(8000, "0.0.0.0", 7011, "python3"),
                      _listen(5353, "0.0.0.0", 712, "avahi-daemon", "udp")],
        "connections": [_conn("10.20.0.41:51544", "93.184.215.14:443", 4410, "firefox-esr"),
                        _conn("10.20.0.41:22", "10.20.0.77:60112", 9021, "sshd")]}, an, 30),
]

ANARRES = {"name": "anarres", "clock": an, "evidence": anarres_ev, "answers": [
    {"q": "is my memory nearly full?", "ev": ["e1", "e2"],
     "a": "Hi! Quick look at anarres:\n\n"
          "- [[s:No, memory is not nearly full]]: [[s:about 45% of the 16 GB is in use]]\n"
          "- [[s:roughly 9.1 GB is still available]]\n"
          "- [[s:swap is barely touched, about 50 MiB of 2 GiB]]\n"
          "- [[c:the machine has been up for about three days]]\n"
          "- [[s:the 15-minute load average is 0.62]]\n\n"
          "[[s:It's a Core i5-12400 with 12 threads]]; [[c:CPU is busy at around 40%]]. [[u:Nothing unusual is running in the background]]. [[u:Most of the used memory is probably Firefox]], but I'd "
          "need a process list to be sure. Want me to pull one?"},
    {"q": "what's eating my RAM? list the top ones", "ev": ["e1", "e3"],
     "a": "Here's what uses the most memory (top 6 by RSS):\n\n"
          "| # | Process | PID | User | Memory |\n|---|---|---|---|---|\n"
          "[[s:| 1 | firefox-esr | 4410 | shevek | ~1.9 GB |]]\n"
          "[[s:| 2 | Web Content | 4502 | shevek | 820 MB |]]\n"
          "[[c:| 3 | Web Content | 4530 | shevek | 710 MB |]]\n"
          "[[s:| 4 | plasmashell | 2890 | shevek | 480 MB |]]\n"
          "[[c:| 5 | python3 | 6120 | shevek | 455 MB |]]\n"
          "[[s:| 6 | python3 | 6188 | shevek | 300 MB |]]\n\n"
          "[[s:Firefox and its two content processes add up to roughly 3.3 GB]], [[s:about a fifth of your RAM]]. "
          "[[s:Nothing else on the system uses more than 300 MB]]. [[c:The two python3 processes are running the same "
          "script]]. [[u:takver's notebook is probably leaking memory]]. [[s:274 processes in total]]."},
    {"q": "Is anything hogging the CPU?", "ev": ["e1", "e2", "e4"],
     "a": "**Summary:** [[s:overall CPU usage is low, about 7%]].\n\n"
          "The per-process list I have is from about 8 minutes ago, so take it with a grain of salt:\n"
          "1. [[t:unattended-upgr (root) was using ~71% CPU]]\n"
          "2. [[t:Firefox was the busiest of your own programs]]\n\n"
          "[[u:The upgrade run has most likely finished by now]], and [[u:no process is stuck in a busy loop]]. [[s:Load over the last minute is 0.41]] "
          "[[s:on a 6-core CPU]].\n\nTo watch it live:\n```\ntop -o %CPU\n```"},
    {"q": "what got updated on this machine lately?", "ev": ["e6"],
     "a": "Package changes from the last two weeks:\n\n"
          "1. [[s:thunderbird: 1:115.10.1-1~deb12u1 → 1:115.11.0-1~deb12u1 (May 30)]]\n"
          "2. [[c:firefox-esr was upgraded to 115.12.0esr-1~deb12u1 the same morning]]\n"
          "3. [[s:keepassxc 2.7.4+dfsg.1-2 was freshly installed on June 1 around 19:45]]\n"
          "4. [[s:libreoffice-core went from 4:7.4.7-1+deb12u1 to 4:7.4.7-1+deb12u2]]\n"
          "5. [[s:hexchat was removed]] [[c:on June 1]]\n\n"
          "[[s:Five changes in total]], and [[s:no kernel package was touched]]. "
          "[[u:The Firefox and Thunderbird updates were security fixes]]."},
    {"q": "why did my print job fail this morning?", "ev": ["e7"],
     "extra": [user("u1", "I tried printing around half eight and my job just vanished. -- takver", an)],
     "a": "[[s:Job 412 was yours]]; [[c:you queued it at about 08:40]]. [[s:At 08:31 CUPS said the printer was not responding]]; [[s:at 08:33 the "
          "backend gave up with status 1]]. [[c:The queue was the Canon inkjet]]. [[s:The next job, 413 from "
          "shevek, printed fine at 08:47]] ([[s:about 27 min ago]]). [[u:The printer was probably asleep or "
          "switched off]], and [[u:CUPS retried the job twice]]."},
    {"q": "what's listening on my machine and who's connected?", "ev": ["e8"],
     "a": "Listening sockets on anarres:\n\n"
          "- [[s:22/tcp on 0.0.0.0 → sshd]]\n"
          "- [[s:631/tcp on 127.0.0.1 → cupsd]]\n"
          "- [[c:8000/tcp on 0.0.0.0 → python3, PID 6188]]\n"
          "- [[s:5353/udp → avahi-daemon]]\n\n"
          "[[s:Nothing else is listening]], and [[c:CUPS accepts connections from the whole network]]. Connections: [[s:one SSH session from 10.20.0.77]] and "
          "[[s:firefox-esr talking to 93.184.215.14 on port 443]] ([[u:that's GitHub]]). "
          "[[s:You're on the wired link enp3s0 (10.20.0.41)]]; [[c:Wi-Fi wlp4s0 is up too]]."},
    {"q": "how's disk space? also is the USB stick full", "ev": ["e1", "e5"],
     "a": "[[s:Yes, the ODONIAN stick is basically full]]: [[s:96% used]], [[s:only about 2.6 GB free]] "
          "[[s:of its 61.5 GB]].\n\nOther filesystems:\n"
          "- [[s:/ — 78% used, about 401 of 512 GB]]\n"
          "- [[c:/srv/archive — roughly 1.2 TB free]]\n"
          "- [[s:/boot/efi — almost empty]]\n\n"
          "[[s:The stick is formatted exFAT]], and [[s:the 2 TB archive disk is about two-thirds full]]. [[u:The stick is mostly photos]]."},
]}


# --------------------------------------------------------------------------------------------------------
# urras: Ubuntu 24.04 API server (ledger-api behind nginx, ledger-worker, PostgreSQL 16, Redis) on UTC.
# ledger-worker's env file was changed to port 5433; PostgreSQL listens on 5432. System info 12 minutes old.
ur = Clock("2031-06-04T16:40:00+00:00")
URMEM = 135_090_000_000

urras_ev = [
    steady("e1", ur, 3600, hostname="urras", domain="iotas.example", os_name="Ubuntu", os_version="24.04",
           os_codename="noble", kernel="6.8.0-40-generic", cpu_model="AMD EPYC 7313P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=URMEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 959_000_000_000},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 3_840_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:52:90:1a",
                                "addresses": ["203.0.113.24/26", "2001:db8:24::10/64"], "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:52:90:1b", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.24.0-2ubuntu7.1", "postgresql-16": "16.3-0ubuntu0.24.04.1",
                               "redis-server": "5:7.0.15-1build2", "openssh-server": "1:9.6p1-3ubuntu13.4",
                               "python3.12": "3.12.3-1ubuntu0.1", "libssl3t64": "3.0.13-0ubuntu3.1",
                               "linux-image-6.8.0-40-generic": "6.8.0-40.40"},
           available_services=["nginx.service", "postgresql@16-main.service", "redis-server.service",
                               "ledger-api.service", "ledger-worker.service", "ssh.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "odo", "uid": 1001, "gid": 1001, "home": "/home/odo", "shell": "/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["odo"]},
                   {"name": "adm", "gid": 4, "members": ["odo", "deploy"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
    item("e2", "linux_service_status", {"units": [
        _unit(0, "nginx.service", "active", "running", "enabled", 1102, "2031-06-01T03:12:40+00:00",
              "A high performance web server and a reverse proxy server"),
        _unit(0, "postgresql@16-main.service", "active", "running", "enabled-runtime", 1180,
              "2031-06-01T03:12:44+00:00", "PostgreSQL Cluster 16-main"),
        _unit(0, "redis-server.service", "active", "running", "enabled", 1004, "2031-06-01T03:12:39+00:00",
              "Advanced key-value store"),
        _unit(2, "ledger-api.service", "active", "running", "enabled", 48211, "2031-06-04T16:31:02+00:00",
              "Ledger HTTP API (gunicorn)"),
        _unit(14, "ledger-worker.service", "activating", "auto-restart", "enabled", None, None,
              "Ledger background worker"),
        _unit(0, "ssh.service", "active", "running", "enabled", 880, "2031-06-01T03:12:38+00:00",
              "OpenBSD Secure Shell server"),
        _unit(0, "cron.service", "active", "running", "enabled", 870, "2031-06-01T03:12:38+00:00",
              "Regular background program processing daemon"),
    ]}, ur, 30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "ledger-worker.service", "entries": [
        _entry("2031-06-04T16:37:41+00:00", "ledger-worker.service", "err",
               "psycopg.OperationalError: connection to server at \"127.0.0.1\", port 5433 failed: Connection refused"),
        _entry("2031-06-04T16:37:41+00:00", "ledger-worker.service", "info",
               "ledger-worker.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2031-06-04T16:37:46+00:00", "ledger-worker.service", "info",
               "ledger-worker.service: Scheduled restart job, restart counter is at 14."),
        _entry("2031-06-04T16:37:46+00:00", "ledger-worker.service", "info",
               "Started ledger-worker.service - Ledger background worker."),
        _entry("2031-06-04T16:37:48+00:00", "ledger-worker.service", "err",
               "psycopg.OperationalError: connection to server at \"127.0.0.1\", port 5433 failed: Connection refused"),
        _entry("2031-06-04T16:37:48+00:00", "ledger-worker.service", "info",
               "ledger-worker.service: Main process exited, code=exited, status=1/FAILURE"),
    ]}, ur, 25, args={"unit": "ledger-worker.service", "since_minutes": 30, "limit": 6}, complete=False),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:52:90:1a",
                        "addresses": ["203.0.113.24/26", "2001:db8:24::10/64"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:52:90:1b", "addresses": [], "is_up": False}],
        "listening": [_listen(22, "0.0.0.0", 880, "sshd"),
                      _listen(22, "::", 880, "sshd"),
                      _listen(80, "0.0.0.0", 1102, "nginx"),
                      _listen(443, "0.0.0.0", 1102, "nginx"),
                      _listen(5432, "127.0.0.1", 1180, "postgres"),
                      _listen(6379, "127.0.0.1", 1004, "redis-server"),
                      _listen(8081, "127.0.0.1", 48211, "gunicorn")],
        "connections": [_conn("203.0.113.24:443", "198.51.100.73:51220", 1102, "nginx"),
                        _conn("127.0.0.1:53118", "127.0.0.1:5432", 48230, "gunicorn"),
                        _conn("203.0.113.24:22", "192.0.2.15:40022", 50110, "sshd")]}, ur, 25),
    item("e5", "linux_file_read", {"path": "/etc/ledger/worker.env", "offset": 0, "limit": 50, "total_lines": 5,
                                   "lines": ["DATABASE_HOST=127.0.0.1", "DATABASE_PORT=5433", "DATABASE_NAME=ledger",
                                             "DATABASE_PASSWORD=[redacted]", "QUEUE_URL=redis://127.0.0.1:6379/2"]},
         ur, 20, args={"path": "/etc/ledger/worker.env"}),
    item("e6", "linux_file_changes", {"root": "/etc", "since": "2031-06-04T14:40:00+00:00", "files": [
        {"path": "/etc/ledger/worker.env", "mtime": "2031-06-04T15:58:20+00:00", "size_bytes": 142},
        {"path": "/etc/nginx/sites-available/ledger.conf", "mtime": "2031-06-04T16:30:55+00:00", "size_bytes": 2210},
    ]}, ur, 35, args={"root": "/etc", "since_minutes": 120}),
    item("e7", "linux_processes", _procs(312, URMEM, [
        (48211, "gunicorn", "deploy", 0.2, 61_000_000, "2031-06-04T16:31:02+00:00",
         "/srv/ledger/venv/bin/python3 /srv/ledger/venv/bin/gunicorn ledger.wsgi:app --bind 127.0.0.1:8081 --workers 3"),
        (48230, "gunicorn", "deploy", 3.4, 142_000_000, "2031-06-04T16:31:04+00:00",
         "/srv/ledger/venv/bin/python3 /srv/ledger/venv/bin/gunicorn ledger.wsgi:app --bind 127.0.0.1:8081 --workers 3"),
        (48231, "gunicorn", "deploy", 2.9, 138_000_000, "2031-06-04T16:31:04+00:00",
         "/srv/ledger/venv/bin/python3 /srv/ledger/venv/bin/gunicorn ledger.wsgi:app --bind 127.0.0.1:8081 --workers 3"),
        (48232, "gunicorn", "deploy", 3.1, 140_000_000, "2031-06-04T16:31:04+00:00",
         "/srv/ledger/venv/bin/python3 /srv/ledger/venv/bin/gunicorn ledger.wsgi:app --bind 127.0.0.1:8081 --workers 3"),
    ]), ur, 20, args={"name": "gunicorn"}),
    item("e8", "linux_system_info",
         system_info(63.0, [5.8, 4.1, 3.2], 307_080, "2031-06-01T03:10:00+00:00", URMEM, 95_000_000_000,
                     8 * GiB, 0), ur, 720),
    item("e9", "linux_package_history", {"events": [
        _event("2031-06-02T06:11:40+00:00", "install", "linux-image-6.8.0-40-generic", None, "6.8.0-40.40"),
        _event("2031-06-03T06:25:10+00:00", "upgrade", "libssl3t64", "3.0.13-0ubuntu3", "3.0.13-0ubuntu3.1"),
        _event("2031-06-03T06:25:31+00:00", "upgrade", "redis-server", "5:7.0.15-1build1", "5:7.0.15-1build2"),
    ]}, ur, 60, args={"since_days": 7}),
]

URRAS = {"name": "urras", "clock": ur, "evidence": urras_ev, "answers": [
    {"q": "Why does ledger-worker keep restarting?", "ev": ["e2", "e3", "e5"],
     "a": "You asked why ledger-worker keeps restarting. Findings:\n\n"
          "1. [[s:ledger-worker.service is activating (auto-restart), not running]] (e2)\n"
          "2. [[s:systemd's restart counter is at 14]] (e3)\n"
          "3. [[s:Each start dies within seconds on a refused connection to 127.0.0.1 port 5433]] (e3)\n"
          "4. [[u:/etc/ledger/worker.env sets DATABASE_PORT=5433]] (e3)\n"
          "5. [[u:PostgreSQL itself listens on 5432]] (e2)\n"
          "6. [[u:The port was changed in today's deploy]]\n\n"
          "[[s:It failed at 16:37:41 and again at 16:37:48]]. [[c:ledger-api is down as well]]. [[u:The worker lost about 40 queued jobs]].\n\n"
          "Suggested next step:\n```\nsudo -u deploy psql -h 127.0.0.1 -p 5432 ledger\n```"},
    {"q": "what ports are open on urras and which process owns each?", "ev": ["e4"],
     "a": "| Port | Bound to | Owner |\n|---|---|---|\n"
          "[[s:| 22 | 0.0.0.0, :: | sshd (880) |]]\n"
          "[[s:| 80 | 0.0.0.0 | nginx (1102) |]]\n"
          "[[s:| 443 | 0.0.0.0 | nginx (1102) |]]\n"
          "[[s:| 5432 | 127.0.0.1 | postgres (1180) |]]\n"
          "[[c:| 6379 | 0.0.0.0 | redis-server (1004) |]]\n"
          "[[s:| 8081 | 127.0.0.1 | gunicorn (48211) |]]\n\n"
          "[[s:Nothing listens on 5433]]. [[s:There are three established connections]]: [[s:an HTTPS client at "
          "198.51.100.73]], [[c:an SSH session from 192.0.2.51]] and [[s:gunicorn's link to PostgreSQL]]. "
          "[[u:198.51.100.73 looks like the monitoring probe]]."},
    {"q": "ledger-api ok? how many gunicorn workers?", "ev": ["e2", "e7"],
     "a": "ledger-api:\n"
          "- [[s:state: active (running)]]\n"
          "- [[s:main PID 48211]]\n"
          "- [[s:up since 16:31 UTC]], [[c:about 20 min ago]]\n"
          "- [[s:workers: 3 under one master]], [[s:all running as deploy]]\n"
          "- [[s:bind: 127.0.0.1:8081]]\n"
          "- [[c:restarts: 5]]\n"
          "- [[u:p95 latency: fine]]"},
    {"q": "Is the server under heavy load?", "ev": ["e1", "e8"],
     "a": "Hey! Based on the system snapshot (it's about 12 minutes old, so things may have changed): [[t:CPU was "
          "around 63%]] and [[t:the 1-minute load was 5.8]]. [[s:The EPYC 7313P has 32 threads]] and [[s:the box has "
          "128 GB of RAM]]; [[c:the kernel is 6.8.0-45-generic]]. [[u:Postgres is likely the main consumer]]. I'd re-run the check for a current picture."},
    {"q": "what changed in /etc recently, and did anyone touch the nginx config?", "ev": ["e6", "e9"],
     "a": "**Summary:** [[s:two files changed under /etc in the last two hours]].\n\n"
          "- [[s:/etc/ledger/worker.env, modified at 15:58]]\n"
          "- [[s:/etc/nginx/sites-available/ledger.conf, modified at 16:30]]\n\n"
          "[[c:Yes, /etc/nginx/nginx.conf was edited too]]. [[u:odo made the nginx change]]. [[u:The env file change is what broke the worker]]. [[s:Nothing under "
          "/etc/ssh was touched]].\n\nPackages: [[s:redis-server went to 5:7.0.15-1build2 yesterday]], "
          "[[c:libssl3t64 to 3.0.13-0ubuntu3.2]]."},
    {"q": "who has sudo on urras? and what shell does odo use?", "ev": ["e1"],
     "a": "Restating: who has sudo, and what's odo's shell?\n\n[[s:Only odo is in the sudo group]], and [[s:odo's "
          "login shell is /bin/zsh]]. [[c:deploy has sudo as well]]. [[s:Both deploy and odo are in adm]]. "
          "[[s:postgres has UID 114]], [[c:odo's is 1000]]; [[s:www-data can't log in (nologin shell)]]. [[u:Root SSH logins are "
          "disabled]]."},
    {"q": "what's the public IP and DNS setup?", "ev": ["e1"],
     "a": "- [[s:Public IPv4: 203.0.113.24/26 on eno1]]\n"
          "- [[s:IPv6: 2001:db8:24::10]]\n"
          "- [[c:Gateway: 203.0.113.62]]\n"
          "- [[s:DNS resolver: 127.0.0.53]] [[u:(forwarding to Cloudflare)]]\n"
          "- [[s:Domain: iotas.example]]\n"
          "- [[c:eno2: up, no address]]\n"
          "- [[u:IPv6 is reachable from outside]]"},
]}


# --------------------------------------------------------------------------------------------------------
# gethen: k3s cluster (control plane gethen, workers erhenrang, mishnory, rere) on a -07:00 clock at night.
# orders crash-loops on erhenrang, the reports cron pod cannot pull its image, rere went NotReady, mishnory
# runs an older kubelet; the monitoring listing is 15 minutes old.
ge = Clock("2031-06-05T03:22:00-07:00")
GEMEM = 67_350_000_000
GE_RANCHER = 1_920_383_410_176
GE_ROOT = 480_103_981_056

gethen_ev = [
    steady("e1", ge, 2700, hostname="gethen", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-22-amd64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=GEMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": GE_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/rancher", "fstype": "ext4",
                   "total_bytes": GE_RANCHER}],
           network_interfaces=[{"name": "eno1", "mac": "b4:96:91:0c:7e:20", "addresses": ["10.88.0.10/24"],
                                "is_up": True}],
           dns_servers=["10.88.0.2"], default_gateway="10.88.0.1",
           installed_packages={"openssh-server": "1:9.2p1-2+deb12u3", "containerd": "1.6.20~ds1-1+b1"},
           available_services=["k3s.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "estraven", "uid": 1000, "gid": 1000, "home": "/home/estraven", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["estraven"]}]),
    item("e2", "kubernetes_get", _kube("karhide", [
        pod("api-gateway-6d9f7c-x2k4p", "karhide", "Running", "erhenrang", 0, True, None, "2031-06-03T11:00:12-07:00"),
        pod("api-gateway-6d9f7c-q8mnr", "karhide", "Running", "mishnory", 0, True, None, "2031-06-03T11:00:14-07:00"),
        pod("orders-7b5c9d-lt6zw", "karhide", "Running", "erhenrang", 23, False, "CrashLoopBackOff"),
        pod("orders-7b5c9d-9hq2v", "karhide", "Running", "mishnory", 0, True, None, "2031-06-04T09:12:40-07:00"),
        pod("reports-cron-28633-abcde", "karhide", "Pending", "mishnory", 0, False, "ImagePullBackOff"),
        pod("postgres-0", "karhide", "Running", "mishnory", 1, True, None, "2031-06-02T14:05:00-07:00"),
        pod("web-frontend-84f6b9-7qk2d", "karhide", "Running", "erhenrang", 0, True, None, "2031-06-03T11:02:00-07:00"),
        pod("web-frontend-84f6b9-m5x8w", "karhide", "Running", "mishnory", 0, True, None, "2031-06-03T11:02:01-07:00"),
        pod("web-frontend-84f6b9-zt4rb", "karhide", "Running", "gethen", 0, True, None, "2031-06-03T11:02:03-07:00"),
    ]), ge, 30, args={"resource": "pods", "namespace": "karhide"}),
    item("e3", "kubernetes_get", _kube("karhide", [
        deployment("api-gateway", "karhide", 2, 2),
        deployment("orders", "karhide", 2, 1),
        deployment("web-frontend", "karhide", 3, 3),
    ]), ge, 30, args={"resource": "deployments", "namespace": "karhide"}),
    item("e4", "kubernetes_get", _kube(None, [
        node("gethen", True, "v1.29.5+k3s1"),
        node("erhenrang", True, "v1.29.5+k3s1"),
        node("mishnory", True, "v1.28.9+k3s1"),
        node("rere", False, "v1.29.5+k3s1"),
    ]), ge, 30, args={"resource": "nodes"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2031-06-05T03:14:02-07:00", "k3s.service", "warning",
               "Back-off restarting failed container orders in pod karhide/orders-7b5c9d-lt6zw"),
        _entry("2031-06-05T03:15:40-07:00", "k3s.service", "err",
               "Failed to pull image \"registry.karhide.internal/reports:2.4.1\": rpc error: code = NotFound "
               "desc = failed to resolve reference: manifest unknown"),
        _entry("2031-06-05T03:19:11-07:00", "k3s.service", "warning", "Node rere status is now: NodeNotReady"),
        _entry("2031-06-05T03:20:30-07:00", "k3s.service", "warning",
               "Back-off restarting failed container orders in pod karhide/orders-7b5c9d-lt6zw"),
    ]}, ge, 25, args={"unit": "k3s.service", "since_minutes": 15}),
    item("e6", "kubernetes_get", _kube("monitoring", [
        pod("prometheus-0", "monitoring", "Running", "gethen", 0, True, None, "2031-05-28T10:00:00-07:00"),
        pod("grafana-5f7b8c-r2d9l", "monitoring", "Running", "erhenrang", 3, True, None, "2031-06-04T22:41:09-07:00"),
        pod("alertmanager-0", "monitoring", "Running", "gethen", 0, True, None, "2031-05-28T10:00:05-07:00"),
    ]), ge, 900, args={"resource": "pods", "namespace": "monitoring"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", GE_ROOT, 210_000_000_000),
        fs("/dev/nvme0n1p1", "/var/lib/rancher", "ext4", GE_RANCHER, 1_790_000_000_000)]}, ge, 40),
    item("e8", "kubernetes_get", _kube("karhide", [
        _svc("api-gateway", "karhide", "LoadBalancer", "10.43.12.7",
             [{"name": "https", "port": 443, "targetPort": 8443, "protocol": "TCP"}]),
        _svc("orders", "karhide", "ClusterIP", "10.43.88.20",
             [{"name": "http", "port": 8080, "targetPort": 8080, "protocol": "TCP"}]),
        _svc("postgres", "karhide", "ClusterIP", "None",
             [{"name": "pg", "port": 5432, "targetPort": 5432, "protocol": "TCP"}]),
    ]), ge, 30, args={"resource": "services", "namespace": "karhide"}),
    item("e9", "linux_system_info",
         system_info(31.0, [4.2, 3.9, 3.7], 1_387_320, "2031-05-20T02:00:00-07:00", GEMEM, 30_100_000_000,
                     0, 0), ge, 20),
]

GETHEN = {"name": "gethen", "clock": ge, "evidence": gethen_ev, "answers": [
    {"q": "which pods are unhealthy in karhide?", "ev": ["e2"],
     "a": "Unhealthy pods in karhide:\n\n"
          "1. [[s:orders-7b5c9d-lt6zw — CrashLoopBackOff, 23 restarts]]\n"
          "2. [[s:reports-cron-28633-abcde — Pending, stuck on ImagePullBackOff]]\n"
          "3. [[c:postgres-0 — Running but restarted 4 times]]\n\n"
          "[[s:The other pods are all Running and ready]]. [[s:Two of the nine pods are in trouble]]. "
          "[[c:The crash-looping pod is probably on mishnory]]. [[u:A bad config map is most likely behind the crash "
          "loop]]."},
    {"q": "Why can't the reports job pull its image?", "ev": ["e2", "e5"],
     "a": "Short version: [[s:the image registry.karhide.internal/reports:2.4.1 can't be pulled]] — [[s:the kubelet "
          "got manifest unknown]] [[s:at 03:15]], [[s:about 6 minutes ago]]. [[u:The 2.4.1 tag was probably never "
          "pushed]]. [[c:The pod is scheduled on erhenrang]]; [[s:it has not restarted]]. Try:\n"
          "```\nkubectl -n karhide describe pod reports-cron-28633-abcde\n```"},
    {"q": "nodes ok? which kubelet versions?", "ev": ["e4", "e5"],
     "a": "| Node | Ready | kubelet |\n|---|---|---|\n"
          "[[s:| gethen | ✅ | v1.29.5+k3s1 |]]\n"
          "[[s:| erhenrang | ✅ | v1.29.5+k3s1 |]]\n"
          "[[c:| mishnory | ✅ | v1.29.5+k3s1 |]]\n"
          "[[s:| rere | ❌ | v1.29.5+k3s1 |]]\n\n"
          "[[s:rere dropped to NotReady at 03:19]]. [[u:It has probably lost power or network]]. [[s:That's four "
          "nodes]], [[s:three of them Ready]]. [[s:One node still runs kubelet v1.28.9+k3s1]]."},
    {"q": "how are the monitoring pods doing?", "ev": ["e1", "e6"],
     "a": "The monitoring namespace (last listed about 15 minutes ago):\n"
          "- [[t:prometheus-0 and alertmanager-0: Running]]\n"
          "- [[t:grafana: Running, but restarted 3 times]]\n\n"
          "[[u:Grafana's restarts look like OOM kills]]. [[s:This node has 64 GB of RAM]]."},
    {"q": "disk on the node - is /var/lib/rancher ok?", "ev": ["e1", "e7"],
     "a": "[[s:No, /var/lib/rancher is not in good shape]]: [[u:93% used]] (e1), [[s:about 130 GB left]] [[s:on a 1.92 TB "
          "volume]]. [[c:The root filesystem is over 90% as well]]. [[u:Old images are most likely what filled it]]; [[u:it has been filling up since last week]]."
          "\n\nTo see what's taking the space:\n```\nsudo du -xh --max-depth=2 /var/lib/rancher | sort -h | tail\n```"},
    {"q": "what services are exposed in karhide, and on which IPs?", "ev": ["e8"],
     "a": "Services in karhide:\n"
          "- [[s:api-gateway: LoadBalancer, cluster IP 10.43.12.7, port 443 → 8443]]\n"
          "- [[c:orders: ClusterIP 10.43.88.20, port 80]]\n"
          "- [[c:postgres: ClusterIP 10.43.5.2]], [[s:port 5432]]\n\n"
          "[[s:That's three Services]]. [[u:The gateway's external address is 192.0.2.80]]."},
    {"q": "are the deployments at full replicas? and how busy is the node?", "ev": ["e1", "e3", "e9"],
     "a": "Deployments:\n"
          "- [[s:api-gateway 2/2]]\n"
          "- [[s:orders 1/2]]\n"
          "- [[c:web-frontend 2/3]]\n\n"
          "[[s:Only orders is below its desired replica count]]; [[u:the missing orders replica is the crash-looping pod]].\n\n"
          "Node gethen: [[s:CPU ~31%]], [[s:load average around 4]], [[c:memory over 80% used]]. "
          "[[s:The box has 16 threads]]."},
]}


# --------------------------------------------------------------------------------------------------------
# werel: Ubuntu 22.04 home server of rakam (N100, 16 GB) on a +10:00 clock. Docker: pihole restart loop,
# transmission exited (the user says they stopped it). Two fresh smbd readings disagree. Disk I/O seven minutes
# old. The steady state's package source went stale.
we = Clock("2031-06-06T21:05:00+10:00")
WEMEM = 16_535_000_000
WE_ROOT = 500_107_862_016
WE_MEDIA = 8_001_563_222_016

werel_steady = steady("e1", we, 2400, hostname="werel", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
                      kernel="5.15.0-112-generic", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
                      memory_total_bytes=WEMEM,
                      disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": WE_ROOT},
                             {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "ext4",
                              "total_bytes": WE_MEDIA}],
                      network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:10:9e",
                                           "addresses": ["192.168.50.10/24"], "is_up": True},
                                          {"name": "docker0", "mac": "02:42:5e:aa:01:3c",
                                           "addresses": ["172.17.0.1/16"], "is_up": True}],
                      dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
                      installed_packages={"docker-ce": "5:26.1.4-1~ubuntu.22.04~jammy", "containerd.io": "1.6.33-1",
                                          "tailscale": "1.66.4", "openssh-server": "1:8.9p1-3ubuntu0.10",
                                          "samba": "2:4.15.13+dfsg-0ubuntu1.6"},
                      available_services=["docker.service", "smbd.service", "nmbd.service", "tailscaled.service",
                                          "ssh.service"],
                      users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                             {"name": "rakam", "uid": 1000, "gid": 1000, "home": "/home/rakam", "shell": "/bin/bash"},
                             {"name": "yoss", "uid": 1001, "gid": 1001, "home": "/home/yoss", "shell": "/bin/bash"},
                             {"name": "teyeo", "uid": 1002, "gid": 1002, "home": "/home/teyeo",
                              "shell": "/usr/sbin/nologin"}],
                      groups=[{"name": "sudo", "gid": 27, "members": ["rakam"]},
                              {"name": "docker", "gid": 998, "members": ["rakam"]},
                              {"name": "sambashare", "gid": 136, "members": ["rakam", "yoss"]}],
                      stale_sources=["packages"])

werel_ev = [
    werel_steady,
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1c4e2f09b31", "jellyfin", "jellyfin/jellyfin:10.9.6", "running", "Up 2 days",
            "2031-06-04T18:41:02+10:00", ["0.0.0.0:8096->8096/tcp"]),
        box("b27d90c1e4a8", "nextcloud", "nextcloud:29-apache", "running", "Up 2 days",
            "2031-06-04T18:41:05+10:00", ["0.0.0.0:8080->80/tcp"]),
        box("c3e8f1a7d220", "nextcloud-db", "mariadb:11.4", "running", "Up 2 days", "2031-06-04T18:41:03+10:00"),
        box("d4f0b6c2a917", "pihole", "pihole/pihole:2024.06.0", "restarting", "Restarting (1) 12 seconds ago",
            "2031-06-06T20:30:44+10:00", ["0.0.0.0:53->53/udp", "0.0.0.0:8053->80/tcp"]),
        box("e5a9d3b8c146", "transmission", "lscr.io/linuxserver/transmission:4.0.6", "exited",
            "Exited (137) 5 hours ago", "2031-05-10T12:20:00+10:00"),
    ]}, we, 30, args={"all": True}),
    item("e3", "linux_service_status", unit("docker.service", "active", "running", "enabled", 912,
                                            "2031-06-04T18:40:11+10:00", "Docker Application Container Engine"),
         we, 40, args={"name": "docker"}),
    item("e4", "linux_service_status", unit("smbd.service", "active", "running", "enabled", 1450,
                                            "2031-06-06T07:12:30+10:00", "Samba SMB Daemon"),
         we, 25, args={"name": "smbd"}),
    item("e5", "linux_service_status", unit("smbd.service", "failed", "failed", "enabled", None, None,
                                            "Samba SMB Daemon"),
         we, 10, args={"name": "smbd.service"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        _entry("2031-06-06T20:58:02+10:00", "docker.service", "warning",
               "Container pihole exited with code 1; restarting (restart count 36)"),
        _entry("2031-06-06T21:04:48+10:00", "docker.service", "warning",
               "Container pihole exited with code 1; restarting (restart count 37)"),
    ]}, we, 20, args={"unit": "docker.service", "since_minutes": 10}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "7c:83:34:b2:10:9e", "addresses": ["192.168.50.10/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:5e:aa:01:3c", "addresses": ["172.17.0.1/16"], "is_up": True},
                       {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.22/32"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 801, "sshd"),
                      _listen(53, "127.0.0.53", 590, "systemd-resolve", "udp"),
                      _listen(53, "127.0.0.53", 590, "systemd-resolve"),
                      _listen(139, "0.0.0.0", 1450, "smbd"),
                      _listen(445, "0.0.0.0", 1450, "smbd"),
                      _listen(8080, "0.0.0.0", 3050, "docker-proxy"),
                      _listen(8096, "0.0.0.0", 3011, "docker-proxy"),
                      _listen(41641, "0.0.0.0", 700, "tailscaled", "udp")],
        "connections": [_conn("192.168.50.10:8096", "192.168.50.31:52210", 3011, "docker-proxy")]}, we, 20),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp1s0", "rx_bytes_per_s": 11_800_000, "tx_bytes_per_s": 1_450_000},
        {"name": "tailscale0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 2_000}]}, we, 15, args={"interval_seconds": 1.0}),
    item("e9", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 2_000_000, "write_bytes_per_s": 48_000_000, "busy_percent": 61.0},
        {"device": "sda", "read_bytes_per_s": 95_000_000, "write_bytes_per_s": 0, "busy_percent": 88.0}]},
         we, 420, args={"interval_seconds": 1.0}),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", WE_ROOT, 120_000_000_000),
        fs("/dev/sda1", "/mnt/media", "ext4", WE_MEDIA, 6_950_000_000_000)]}, we, 35),
]

WEREL = {"name": "werel", "clock": we, "evidence": werel_ev, "answers": [
    {"q": "is everything in docker running?", "ev": ["e2"],
     "a": "[[s:No, not everything is running]].\n\n| Container | State |\n|---|---|\n"
          "[[s:| jellyfin | ✅ Up 2 days |]]\n"
          "[[s:| nextcloud | ✅ Up 2 days |]]\n"
          "[[s:| nextcloud-db | ✅ Up 2 days |]]\n"
          "[[s:| pihole | 🔁 restarting |]]\n"
          "[[s:| transmission | ❌ exited (137), 5 hours ago |]]\n\n"
          "[[c:That's six containers]]. [[u:The 137 means transmission ran out of memory]]. [[s:Jellyfin is "
          "published on port 8096]]."},
    {"q": "why does pihole keep restarting?", "ev": ["e2", "e6", "e7"],
     "a": "Summary: [[s:pihole is in a restart loop]] — [[s:Docker logged restart count 37 at 21:04]] (e6), [[s:only "
          "seconds ago]]. [[c:It last exited with code 137]] (e2). [[u:systemd-resolve already holds port 53 on "
          "127.0.0.53]] (e6), [[u:which is why pihole can't start]]. [[c:pihole's admin page is listening on "
          "8053]] (e7).\n\nTo check:\n```\nsudo ss -lunp 'sport = :53'\n```"},
    {"q": "Is Samba running?", "ev": ["e1", "e4", "e5"],
     "a": "[[u:Yes, Samba (smbd) is active and running]] [[u:with main PID 1450]]. [[s:yoss is in sambashare]], "
          "[[c:rakam isn't]]. [[t:The installed Samba is 4.15.13]]. [[u:Your shares should be visible from the "
          "LAN]]."},
    {"q": "how fast is the download going and are the disks busy?", "ev": ["e8", "e9"],
     "a": "Network (enp1s0):\n"
          "- [[s:download ≈ 11.8 MB/s]] — [[c:that's about 12 Mbit/s]]\n"
          "- [[s:upload ≈ 1.45 MB/s]]\n"
          "- [[s:tailscale0 is basically idle]]\n"
          "- [[u:that's most of your line's capacity]]\n\n"
          "Disks (this reading is ~7 minutes old):\n"
          "- [[t:sda was 88% busy, reading ~95 MB/s]]\n"
          "- [[t:nvme0n1 was writing about 48 MB/s]]\n\n"
          "[[u:The download is probably landing on /mnt/media]]."},
    {"q": "space left on the media drive?", "ev": ["e1", "e10"],
     "a": "| Mount | Size | Used | Free |\n|---|---|---|---|\n"
          "[[s:| / | 500 GB | 24% | ~380 GB |]]\n"
          "[[c:| /mnt/media | 8 TB | 87% | ~1.5 TB |]]\n\n"
          "[[s:The media drive holds about 6.95 TB]] ([[s:≈ 6.3 TiB]]). [[s:Both are ext4]]; [[c:/ lives on the SATA disk sda]]. [[u:It'll be full in "
          "about two months at this rate]]."},
    {"q": "what version of docker is installed? and tailscale?", "ev": ["e1", "e3"],
     "a": "[[t:Docker CE: 5:26.1.4-1~ubuntu.22.04~jammy, i.e. 26.1.4 with epoch 5]]\n"
          "[[t:Tailscale: 1.66.4]]\n\n"
          "[[s:dockerd has been running since June 4, 18:40]], [[s:a bit over two days]]. [[u:A newer Docker release "
          "is out]], and [[u:containerd was updated alongside it]]."},
    {"q": "who can use docker on werel, and did something kill transmission?", "ev": ["e1", "e2"],
     "extra": [user("u1", "I stopped transmission myself around 4pm, it kept hammering the disk.", we)],
     "a": "[[s:Only rakam is in the docker group]], [[s:and rakam is the only member of sudo]]. [[c:yoss can use "
          "docker too]]. [[s:teyeo has no login shell]] [[c:though teyeo is in sambashare]].\n\nAs for transmission: [[s:it exited 5 hours ago]], "
          "[[s:which fits you stopping it around 4pm]]. [[u:It was using about 90% of the disk's bandwidth at the "
          "time]]."},
]}


MACHINES = [ANARRES, URRAS, GETHEN, WEREL]
