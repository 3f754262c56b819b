"""Dev machines C (the second test split: scored once as held out, first look BA 0.79, then tuned on and moved
to dev): lothal (Ubuntu home-automation box), ilum (openSUSE gaming desktop), kessel (RHEL app server), exegol
(minikube payments)."""

from _evidence import GiB, MiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user

# --------------------------------------------------------------------------------------------------------
lo = Clock("2026-11-27T07:30:00+00:00")
LMEM = 8221720576
lothal_steady = steady("e1", lo, 3000, hostname="lothal", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
                       os_pretty_name="Ubuntu 22.04.5 LTS", kernel="6.5.0-45-generic",
                       cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz", cpu_cores=4, cpu_threads=4,
                       memory_total_bytes=LMEM,
                       disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 255528935424}],
                       network_interfaces=[{"name": "enp2s0", "mac": "00:e0:4c:68:01:aa", "addresses": ["192.168.1.20/24"], "is_up": True},
                                           {"name": "wlp3s0", "mac": "a0:c5:89:11:22:33", "addresses": [], "is_up": False}],
                       installed_packages={"mosquitto": "2.0.11-1.2ubuntu0.1", "docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy",
                                           "docker-compose-plugin": "2.29.7-1~ubuntu.22.04~jammy",
                                           "unattended-upgrades": "2.8ubuntu1", "avahi-daemon": "0.8-5ubuntu5.2"},
                       available_services=["mosquitto.service", "docker.service", "avahi-daemon.service", "ssh.service"],
                       users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                              {"name": "ezra", "uid": 1000, "gid": 1000, "home": "/home/ezra", "shell": "/bin/bash"},
                              {"name": "mosquitto", "uid": 116, "gid": 121, "home": "/var/lib/mosquitto", "shell": "/usr/sbin/nologin"}],
                       groups=[{"name": "dialout", "gid": 20, "members": ["ezra"]}, {"name": "docker", "gid": 999, "members": ["ezra"]}])
lothal_steady["data"]["stale_sources"] = ["packages"]
lothal_ev = [
    lothal_steady,
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("0a1b2c3d4e5f", "homeassistant", "homeassistant/home-assistant:2024.11.3", "running", "Up 6 days (healthy)",
            "2026-11-21T06:45:00+00:00"),
        box("1b2c3d4e5f0a", "zigbee2mqtt", "koenkk/zigbee2mqtt:1.41.0", "restarting", "Restarting (1) 30 seconds ago",
            "2026-11-21T06:45:05+00:00"),
        box("2c3d4e5f0a1b", "esphome", "ghcr.io/esphome/esphome:2024.11.1", "exited", "Exited (0) 2 weeks ago",
            "2026-11-02T10:00:00+00:00")]}, lo, 30, {"all": True}),
    item("e3", "linux_service_status", unit("mosquitto.service", "active", "running", "enabled", 812,
                                            "2026-11-21T07:02:10+00:00", "Mosquitto MQTT Broker"), lo, 20, {"name": "mosquitto"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        {"time": "2026-11-27T07:29:31+00:00", "unit": "docker.service", "priority": "err",
         "message": "zigbee2mqtt: Error: Failed to connect to the adapter (Error: No such file or directory, cannot open /dev/ttyUSB0)"},
        {"time": "2026-11-27T07:29:31+00:00", "unit": "docker.service", "priority": "warning",
         "message": "zigbee2mqtt exited with code 1"}]}, lo, 40, {"unit": "docker", "grep": "zigbee2mqtt", "since_minutes": 60}),
    item("e5", "linux_file_changes", {"root": "/etc", "since": "2026-11-26T07:30:00+00:00", "files": [
        {"path": "/etc/udev/rules.d/99-zigbee.rules", "mtime": "2026-11-26T22:14:05+00:00", "size_bytes": 142}]},
         lo, 30, {"root": "/etc", "since_minutes": 1440}),
    item("e6", "linux_system_info", system_info(7.5, [0.42, 0.38, 0.35], 519000, "2026-11-21T06:39:35+00:00", LMEM,
                                                5583457485, 2 * GiB, 12 * MiB), lo, 25),
    item("e7", "linux_disk_usage", {"filesystems": [fs("/dev/sda2", "/", "ext4", 255528935424, 148 * GiB)]}, lo, 30),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp2s0", "rx_bytes_per_s": 45_000, "tx_bytes_per_s": 120_000},
        {"name": "docker0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0}]}, lo, 15, {"interval_seconds": 1.0}),
    item("e9", "linux_network_info", {"interfaces": [
        {"name": "enp2s0", "mac": "00:e0:4c:68:01:aa", "addresses": ["192.168.1.20/24"], "is_up": True},
        {"name": "wlp3s0", "mac": "a0:c5:89:11:22:33", "addresses": [], "is_up": False}],
        "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 8123, "pid": 2100, "process": "python3"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 1883, "pid": 812, "process": "mosquitto"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 700, "process": "sshd"},
                      {"proto": "udp", "address": "0.0.0.0", "port": 5353, "pid": 690, "process": "avahi-daemon"}],
        "connections": []}, lo, 30),
]
LOTHAL = {"name": "lothal", "clock": lo, "evidence": lothal_ev, "answers": [
    {"q": "Is Home Assistant OK?", "ev": ["e2", "e9"],
     "a": "Looks good: [[s:the `homeassistant` container has been up for 6 days]] and [[s:is healthy]]. [[s:It serves the "
          "web UI on port 8123]] (host networking). ⚠️ However, [[s:`zigbee2mqtt` keeps restarting]]."},
    {"q": "Why is zigbee2mqtt restarting?", "ev": ["e2", "e4", "e5"],
     "extra": [user("u1", "I moved the Zigbee dongle to another USB port last night.", lo)],
     "a": "[[s:zigbee2mqtt can't open `/dev/ttyUSB0`]] ([[s:\"No such file or directory\"]]), so [[s:it exits with code 1]] "
          "and Docker restarts it. [[s:You said you moved the dongle to another USB port last night]] — [[u:it is probably "
          "on /dev/ttyUSB1 now]]. [[s:Someone also edited /etc/udev/rules.d/99-zigbee.rules at 22:14 yesterday]]."},
    {"q": "How much memory is in use?", "ev": ["e6"],
     "a": "[[s:About 2.6 GB of 7.7 GiB is used]] ([[s:32%]]); [[s:swap is practically unused (12 MiB)]]."},
    {"q": "What's the uptime and load?", "ev": ["e1", "e6"],
     "a": "**Uptime:** [[s:6 days]]\n**Load:** [[s:0.42, 0.38, 0.35]] — [[s:very low for a 4-core CPU]]"},
    {"q": "Which containers are stopped?", "ev": ["e2"],
     "a": "[[s:Only `esphome` is stopped]] ([[s:exited 2 weeks ago]] [[s:with code 0]]). [[c:All other containers are running "
          "normally]]."},
    {"q": "Is MQTT running?", "ev": ["e3", "e9"],
     "a": "[[s:Yes, mosquitto.service is active (running)]] [[s:since November 21]] and [[s:listening on port 1883]]."},
    {"q": "What's the network usage?", "ev": ["e8", "e9"],
     "a": "[[s:Very little: ~45 kB/s in and ~120 kB/s out on enp2s0]]. [[s:docker0 is idle]]. [[c:wlp3s0 is up]]."},
    {"q": "Which Docker version is installed?", "ev": ["e1"],
     "a": "[[t:Docker 27.3.1 (docker-ce)]] [[t:with the compose plugin 2.29.7]]. [[s:The kernel is 6.5.0-45-generic]]."},
    {"q": "Who can access the Zigbee dongle?", "ev": ["e1"],
     "a": "[[s:ezra is in the `dialout` group]], so [[u:he can access /dev/ttyUSB0 directly]]. [[c:The mosquitto user is in "
          "dialout too]]."},
    {"q": "How full is the disk?", "ev": ["e6", "e7"],
     "a": "[[u:The root filesystem is 62% full]] [e6], and [[s:about 90 GiB is still free]] [e7]."},
    {"q": "Any errors from mosquitto?", "ev": ["e3", "e4"],
     "a": "[[u:No, mosquitto hasn't logged any errors in the last hour]]. [[s:It has been running since November 21]]."},
]}

# --------------------------------------------------------------------------------------------------------
il = Clock("2026-11-27T22:05:00+00:00")
IMEM = 32800374784
ilum_ev = [
    {"id": "e1", "kind": "steady_state", "collected_at": il.ago(2500), "complete": True, "data": {
        "hostname": "ilum", "domain": None, "os_name": "openSUSE Tumbleweed", "os_version": "20241125", "os_codename": "",
        "os_pretty_name": "openSUSE Tumbleweed", "kernel": "6.11.8-1-default", "arch": "x86_64",
        "cpu_model": "AMD Ryzen 7 7800X3D 8-Core Processor", "cpu_cores": 8, "cpu_threads": 16, "memory_total_bytes": IMEM,
        "disks": [], "network_interfaces": [], "dns_servers": [], "default_gateway": None, "package_manager": "rpm",
        "installed_packages": {"kernel-default": "6.11.8-1.1", "nvidia-open-driver-G06-signed-kmp-default": "565.57.01_k6.11.8_1-1.1",
                               "Mesa": "24.2.7-1.1", "steam": "1.0.0.81-1.1", "gamemode": "1.8.2-1.1", "pipewire": "1.2.6-1.1",
                               "zypper": "1.14.79-1.1"},
        "flatpak_apps": {"com.discordapp.Discord": "0.0.76", "net.lutris.Lutris": "0.5.18"},
        "available_services": ["display-manager.service", "NetworkManager.service"],
        "users": [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "cal", "uid": 1000, "gid": 1000, "home": "/home/cal", "shell": "/usr/bin/fish"}],
        "groups": [{"name": "video", "gid": 485, "members": ["cal"]}, {"name": "render", "gid": 484, "members": ["cal"]}],
        "unavailable": {}}},
    item("e2", "linux_processes", {"total": 356, "processes": [
        proc(8812, "cs2", "cal", 285.0, 12.5, int(3.8 * GiB), "2026-11-27T21:10:00+00:00", "/home/cal/.steam/steam/steamapps/common/Counter-Strike Global Offensive/game/bin/linuxsteamrt64/cs2"),
        proc(8790, "gamescope", "cal", 42.0, 1.1, 350 * MiB, "2026-11-27T21:09:50+00:00", "gamescope -W 2560 -H 1440 -r 165 --"),
        proc(1980, "kwin_wayland", "cal", 9.5, 1.3, 410 * MiB, "2026-11-27T18:35:10+00:00", "/usr/bin/kwin_wayland"),
        proc(2201, "pipewire", "cal", 4.1, 0.1, 30 * MiB, "2026-11-27T18:35:05+00:00", "/usr/bin/pipewire"),
    ]}, il, 20, {"sort": "cpu", "limit": 4}, complete=False),
    item("e3", "linux_system_info", system_info(48.0, [6.2, 5.8, 4.9], 12600, "2026-11-27T18:34:30+00:00", IMEM,
                                                19220196557, 2 * GiB, 0), il, 30),
    item("e4", "linux_package_history", {"events": [
        {"time": "2026-11-26T09:10:00+00:00", "action": "install", "package": "gamemode", "from_version": None,
         "to_version": "1.8.2-1.1"},
        {"time": "2026-11-27T17:52:10+00:00", "action": "upgrade", "package": "nvidia-open-driver-G06-signed-kmp-default",
         "from_version": "560.35.03_k6.11.5_1-1.1", "to_version": "565.57.01_k6.11.8_1-1.1"},
        {"time": "2026-11-27T17:52:30+00:00", "action": "upgrade", "package": "kernel-default",
         "from_version": "6.11.5-1.1", "to_version": "6.11.8-1.1"}]}, il, 60, {"since_days": 3}),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 220_000_000, "write_bytes_per_s": 15_000_000, "busy_percent": 38.0},
        {"device": "nvme1n1", "read_bytes_per_s": 0, "write_bytes_per_s": 50_000, "busy_percent": 0.5}]}, il, 15,
         {"interval_seconds": 1.0}),
    item("e6", "linux_system_info", system_info(12.0, [0.9, 1.1, 1.0], 11100, "2026-11-27T18:34:30+00:00", IMEM,
                                                25 * GiB, 2 * GiB, 0), il, 1500),
]
ILUM = {"name": "ilum", "clock": il, "evidence": ilum_ev, "answers": [
    {"q": "Why do my games stutter?", "ev": ["e2", "e3", "e4"],
     "extra": [user("u1", "I just updated the NVIDIA driver and now my games stutter.", il)],
     "a": "[[s:Counter-Strike 2 (`cs2`) is using about 285% CPU]] (several cores) and [[s:the load average is 6.2]]. "
          "[[s:You updated the NVIDIA driver today]]: [[s:565.57.01 was installed at 17:52]], [[s:together with kernel "
          "6.11.8]]. [[u:The new driver is most likely the cause]]."},
    {"q": "Which GPU driver is installed?", "ev": ["e1", "e4"],
     "a": "[[s:nvidia-open-driver-G06-signed-kmp-default 565.57.01]] ([[s:upgraded from 560.35.03 today]]). [[s:Mesa 24.2.7]] "
          "is installed as well."},
    {"q": "What's using the CPU?", "ev": ["e2"],
     "a": "| Process | CPU | Memory |\n|---|---|---|\n| [[s:cs2]] | [[s:285%]] | [[s:3.8 GiB]] |\n"
          "| [[s:gamescope]] | [[s:42%]] | [[s:350 MiB]] |\n| [[s:kwin_wayland]] | [[s:9.5%]] | [[s:410 MiB]] |\n"
          "| [[c:steam]] | [[c:25%]] | 600 MiB |"},
    {"q": "How long has the system been up?", "ev": ["e3"],
     "a": "[[s:It has been up for about 3.5 hours]] ([[s:since 18:34]])."},
    {"q": "Is the disk busy?", "ev": ["e5"],
     "a": "[[s:nvme0n1: 220 MB/s read, 15 MB/s write, 38% busy]]; [[s:nvme1n1 is basically idle]]."},
    {"q": "Is the CPU busy?", "ev": ["e6"],
     "a": "[[t:CPU usage is only 12%]], [[t:load 0.9]]."},
    {"q": "What's my user setup?", "ev": ["e1"],
     "a": "[[s:Your account is `cal` (UID 1000)]] [[s:with the fish shell]]; [[s:you're in the `video` and `render` groups]]. "
          "[[c:You're in the `docker` group too]]."},
    {"q": "Which Flatpaks are installed?", "ev": ["e1"],
     "a": "Installed Flatpaks:\n\n- [[s:Discord (com.discordapp.Discord 0.0.76)]]\n- [[s:Lutris 0.5.18]]\n"
          "- [[c:Heroic Games Launcher]]"},
    {"q": "Did the update change anything else?", "ev": ["e4"],
     "a": "[[s:gamemode 1.8.2 was installed yesterday]]. [[c:No other packages changed in the last 3 days]]."},
    {"q": "When was the driver updated?", "ev": ["e4"],
     "a": "[[s:The driver update happened at 17:52]] [e4] and [[u:the stutter started right after]]."},
]}

# --------------------------------------------------------------------------------------------------------
ke = Clock("2026-11-28T12:00:00+00:00")
KMEM = 66958868480
kessel_ev = [
    steady("e1", ke, 3600, hostname="kessel", domain="corp.example", os_name="Red Hat Enterprise Linux", os_version="9.5",
           os_codename="Plow", os_pretty_name="Red Hat Enterprise Linux 9.5 (Plow)", kernel="5.14.0-503.14.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32, memory_total_bytes=KMEM,
           package_manager="rpm",
           installed_packages={"nginx": "1:1.20.1-20.el9", "redis": "6.2.7-1.el9", "postgresql-server": "13.16-1.el9",
                               "python3": "3.9.19-8.el9_5.1", "firewalld": "1.3.4-7.el9"},
           available_services=["nginx.service", "redis.service", "postgresql.service", "app.service", "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "appuser", "uid": 1001, "gid": 1001, "home": "/srv/app", "shell": "/sbin/nologin"},
                  {"name": "nginx", "uid": 991, "gid": 991, "home": "/var/lib/nginx", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 1501, "2026-11-25T04:00:11+00:00", "The nginx HTTP and reverse proxy server"),
        unit("redis.service", "active", "running", "enabled", 1600, "2026-11-25T04:00:12+00:00", "Redis persistent key-value database"),
        unit("postgresql.service", "active", "running", "enabled", 1702, "2026-11-25T04:00:15+00:00", "PostgreSQL database server"),
        unit("app.service", "active", "running", "enabled", 2400, "2026-11-28T11:20:05+00:00", "Gunicorn app server"),
        unit("firewalld.service", "active", "running", "enabled", 900, "2026-11-25T04:00:05+00:00", "firewalld - dynamic firewall daemon"),
    ]}, ke, 30),
    item("e3", "linux_network_info", {"interfaces": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 80, "pid": 1501, "process": "nginx"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 443, "pid": 1501, "process": "nginx"},
        {"proto": "tcp", "address": "127.0.0.1", "port": 8000, "pid": 2400, "process": "python3"},
        {"proto": "tcp", "address": "127.0.0.1", "port": 6379, "pid": 1600, "process": "redis-server"},
        {"proto": "tcp", "address": "127.0.0.1", "port": 5432, "pid": 1702, "process": "postgres"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 850, "process": "sshd"}],
        "connections": [{"proto": "tcp", "local": "10.2.0.5:443", "remote": "10.2.3.4:55012", "status": "ESTABLISHED",
                         "pid": 1502, "process": "nginx"}], "truncated": True}, ke, 30, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "nginx.service", "entries": [
        {"time": t, "unit": "nginx.service", "priority": "err",
         "message": "upstream timed out (110: Connection timed out) while reading response header from upstream, client: "
                    "10.2.3.4, server: app.example.com, request: \"GET /reports/export HTTP/1.1\", upstream: "
                    "\"http://127.0.0.1:8000/reports/export\""}
        for t in ("2026-11-28T11:42:10+00:00", "2026-11-28T11:47:55+00:00", "2026-11-28T11:55:02+00:00")]},
         ke, 40, {"unit": "nginx", "since_minutes": 60}),
    item("e5", "linux_file_read", {"path": "/etc/nginx/conf.d/app.conf", "offset": 0, "limit": 200, "total_lines": 8, "lines": [
        "server {", "    listen 443 ssl;", "    server_name app.example.com;", "    location / {",
        "        proxy_pass http://127.0.0.1:8000;", "        proxy_read_timeout 30s;", "    }", "}"]}, ke, 30,
         {"path": "/etc/nginx/conf.d/app.conf"}),
    item("e6", "linux_processes", {"total": 244, "processes": [
        proc(2411, "python3", "appuser", 98.5, 2.1, int(1.3 * GiB), "2026-11-28T11:20:06+00:00",
             "/srv/app/venv/bin/python3 /srv/app/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 app:app"),
        proc(3310, "postgres", "postgres", 35.0, 1.0, 600 * MiB, "2026-11-28T11:41:50+00:00",
             "postgres: appuser appdb 127.0.0.1(51422) SELECT"),
        proc(2412, "python3", "appuser", 12.0, 1.9, int(1.2 * GiB), "2026-11-28T11:20:06+00:00",
             "/srv/app/venv/bin/python3 /srv/app/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 app:app"),
        proc(1502, "nginx", "nginx", 1.2, 0.1, 20 * MiB, "2026-11-25T04:00:11+00:00", "nginx: worker process"),
        proc(1600, "redis-server", "redis", 0.4, 0.3, 180 * MiB, "2026-11-25T04:00:12+00:00", "/usr/bin/redis-server 127.0.0.1:6379"),
    ]}, ke, 25, {"sort": "cpu", "limit": 5}, complete=False),
    item("e7", "linux_disk_usage", {"filesystems": [fs("/dev/mapper/rhel-root", "/", "xfs", 100 * GiB, 41 * GiB),
                                                    fs("/dev/mapper/data-pgsql", "/var/lib/pgsql", "xfs", 500 * GiB, 312 * GiB)]}, ke, 30),
    item("e8", "linux_service_status", unit("app.service", "active", "running", "enabled", 1980, "2026-11-25T04:00:20+00:00",
                                            "Gunicorn app server"), ke, 900, {"name": "app"}),
    item("e9", "linux_service_status", unit("app.service", "failed", "failed", "enabled", None, None, "Gunicorn app server"),
         ke, 100, {"name": "app"}),
]
KESSEL = {"name": "kessel", "clock": ke, "evidence": kessel_ev, "answers": [
    {"q": "Why are exports timing out?", "ev": ["e4", "e5", "e6"],
     "a": "[[s:nginx logged 3 upstream timeout errors in the last hour, all for `GET /reports/export`]]. [[s:nginx gives the "
          "backend 30 seconds (`proxy_read_timeout 30s`)]], and [[s:a gunicorn worker is at 98.5% CPU]], so [[u:the export "
          "query is probably too slow]]."},
    {"q": "Is the app service healthy?", "ev": ["e2", "e3"],
     "a": "[[s:app.service is active (running)]], [[s:restarted at 11:20 today]]. [[s:It listens only on 127.0.0.1:8000]] "
          "behind nginx."},
    {"q": "Which ports are exposed?", "ev": ["e3"],
     "a": "[[s:nginx listens on 80 and 443 on all interfaces]], [[s:SSH on 22]]. [[s:Redis (6379) and PostgreSQL (5432) "
          "only listen on 127.0.0.1]]. [[u:Port 8080 is open as well]]."},
    {"q": "OS and software versions?", "ev": ["e1"],
     "a": "[[s:Red Hat Enterprise Linux 9.5 (Plow)]], [[s:kernel 5.14.0-503.14.1.el9_5]]. [[s:nginx 1.20.1]], [[s:Redis 6.2.7]], "
          "[[c:PostgreSQL 15.8]]."},
    {"q": "How full is the database disk?", "ev": ["e7"],
     "a": "[[s:/var/lib/pgsql is at 62%]] ([[s:312 of 500 GiB]]); [[s:the root filesystem uses 41 GiB]]."},
    {"q": "How long has the app been running?", "ev": ["e8"],
     "a": "[[t:app.service has been running since November 25]]."},
    {"q": "Is the app running right now?", "ev": ["e2", "e9"],
     "a": "[[u:app.service is running]] (the two status readings disagree, though)."},
    {"q": "Who runs the app?", "ev": ["e1", "e6"],
     "a": "[[s:The gunicorn processes run as `appuser`]], [[s:whose home is /srv/app and whose shell is /sbin/nologin]]."},
    {"q": "Is the database up?", "ev": ["e2", "e5"],
     "a": "[[u:PostgreSQL is active]] [e5]. [[s:Redis is active]] [e2]."},
    {"q": "Did any service fail?", "ev": ["e2"],
     "a": "[[s:No service is in a failed state]]; [[s:all five units are active]]."},
]}

# --------------------------------------------------------------------------------------------------------
ex = Clock("2026-11-28T18:20:00+00:00")
pull_pod = pod("payments-api-7f9c8d6b5-klmno", "payments", "Pending", "exegol", 0, False, waiting="ImagePullBackOff")
pull_pod["status"]["containerStatuses"][0]["state"]["waiting"]["message"] = \
    "Back-off pulling image \"registry.example.com/payments-api:2.4.0\""
exegol_ev = [
    item("e1", "kubernetes_get", {"context": "minikube", "namespace": "payments", "items": [
        pod("payments-api-7f9c8d6b5-abcde", "payments", "Running", "exegol", 0, True, started="2026-11-28T09:00:00+00:00"),
        pod("payments-api-7f9c8d6b5-fghij", "payments", "Running", "exegol", 1, True, started="2026-11-28T09:00:02+00:00"),
        pull_pod,
        pod("payments-worker-5c7d9b8f4-pqrst", "payments", "Running", "exegol", 0, True, started="2026-11-28T09:01:00+00:00"),
        pod("payments-db-0", "payments", "Running", "exegol", 0, True, started="2026-11-27T12:00:00+00:00"),
    ]}, ex, 30, {"resource": "pods", "namespace": "payments"}),
    item("e2", "kubernetes_get", {"context": "minikube", "namespace": "payments", "items": [
        deployment("payments-api", "payments", 3, 2), deployment("payments-worker", "payments", 1, 1)]}, ex, 30,
         {"resource": "deployments", "namespace": "payments"}),
    item("e3", "kubernetes_get", {"context": "minikube", "namespace": None, "items": [node("exegol", True, "v1.31.2")]},
         ex, 30, {"resource": "nodes"}),
    item("e4", "kubernetes_get", {"context": "minikube", "namespace": "payments", "items": [
        pod("payments-worker-5c7d9b8f4-pqrst", "payments", "Running", "exegol", 3, False, waiting="CrashLoopBackOff",
            started="2026-11-28T09:01:00+00:00")]}, ex, 120,
         {"resource": "pods", "namespace": "payments", "name": "payments-worker-5c7d9b8f4-pqrst"}),
    item("e5", "linux_system_info", system_info(64.0, [3.1, 2.9, 2.5], 200000, "2026-11-26T10:46:40+00:00", 16432889856,
                                                2469606195, 0, 0), ex, 20),
]
EXEGOL = {"name": "exegol", "clock": ex, "evidence": exegol_ev, "answers": [
    {"q": "Is the payments deployment healthy?", "ev": ["e1", "e2"],
     "a": "[[s:`payments-api` has 2 of 3 replicas ready]]: [[s:one pod (payments-api-7f9c8d6b5-klmno) is stuck in "
          "ImagePullBackOff]]. [[s:payments-worker is at 1/1]]."},
    {"q": "Why can't the third pod start?", "ev": ["e1"],
     "a": "[[s:Kubernetes can't pull `registry.example.com/payments-api:2.4.0`]] ([[s:\"Back-off pulling image\"]]). "
          "[[u:The tag 2.4.0 probably doesn't exist in the registry]]."},
    {"q": "How many pods are running?", "ev": ["e1"],
     "a": "[[s:4 of 5 pods are Running]]; [[s:the fifth is Pending]]."},
    {"q": "What's the node's resource usage?", "ev": ["e3", "e5"],
     "a": "[[s:The node (exegol) is Ready]] and [[s:runs Kubernetes v1.31.2]]. [[s:CPU is at 64%]], [[s:load 3.1]], and "
          "[[s:only ~2.3 GiB of its 15.3 GiB RAM is available]]. [[c:Swap is at 50%]]."},
    {"q": "Is the worker OK?", "ev": ["e1", "e4"],
     "a": "[[u:payments-worker is running fine]]."},
    {"q": "Is the database pod ok?", "ev": ["e1"],
     "a": "[[s:`payments-db-0` is Running and ready]] [[s:with no restarts]]."},
    {"q": "When was the image pushed?", "ev": ["e1"],
     "a": "[[u:The image was pushed yesterday]]; I can't see the registry from here."},
    {"q": "Which version of the API is deployed?", "ev": ["e1"],
     "a": "[[s:The pending pod wants image tag 2.4.0]]; [[u:the running pods use 2.3.9]]."},
    {"q": "How many pods are in payments?", "ev": ["e1"],
     "a": "[[c:There are 6 pods in the payments namespace]]. [[s:payments-api-7f9c8d6b5-fghij has restarted once]]."},
]}

MACHINES = [LOTHAL, ILUM, KESSEL, EXEGOL]
