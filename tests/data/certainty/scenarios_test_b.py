"""Test machines, 6th generation (written after all tuning up to then, scored once as unseen data, see the
README): kashyyyk (Arch desktop), utapau (Rocky Linux PostgreSQL server), mandalore (Raspberry Pi with
Docker), geonosis (Kubernetes shop)."""

from _evidence import GiB, MiB, Clock, box, deployment, fs, item, pod, proc, steady, system_info, unit, user

TiB = 2**40

# --------------------------------------------------------------------------------------------------------
ka = Clock("2026-12-03T19:40:00+00:00")
KMEM = 33389654016
kashyyyk_ev = [
    steady("e1", ka, 2400, hostname="kashyyyk", os_name="Arch Linux", os_version=None, os_codename=None,
           os_pretty_name="Arch Linux", kernel="6.12.1-arch1-1", cpu_model="AMD Ryzen 5 7600X 6-Core Processor",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=KMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_000_000_000},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 999_000_000_000}],
           network_interfaces=[{"name": "enp5s0", "mac": "d8:bb:c1:10:20:30", "addresses": ["192.168.0.42/24"], "is_up": True},
                               {"name": "wlan0", "mac": "f4:26:79:aa:bb:cc", "addresses": [], "is_up": False}],
           package_manager="pacman",
           installed_packages={"linux": "6.12.1.arch1-1", "firefox": "133.0-1", "steam": "1.0.0.81-2",
                               "pipewire": "1:1.2.7-1", "bluez": "5.79-1", "networkmanager": "1.50.0-1",
                               "sddm": "0.21.0-5", "cups": "2:2.4.11-1"},
           available_services=["sddm.service", "NetworkManager.service", "bluetooth.service", "cups.service",
                               "systemd-timesyncd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "chewie", "uid": 1000, "gid": 1000, "home": "/home/chewie", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["chewie"]}, {"name": "video", "gid": 985, "members": ["chewie"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("sddm.service", "active", "running", "enabled", 812, "2026-12-03T08:10:21+00:00", "Simple Desktop Display Manager"),
        unit("NetworkManager.service", "active", "running", "enabled", 640, "2026-12-03T08:10:15+00:00", "Network Manager"),
        unit("bluetooth.service", "failed", "failed", "enabled", None, None, "Bluetooth service"),
        unit("cups.service", "inactive", "dead", "disabled", None, None, "CUPS Scheduler"),
        unit("systemd-timesyncd.service", "active", "running", "enabled", 560, "2026-12-03T08:10:12+00:00",
             "Network Time Synchronization")]}, ka, 30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": [
        {"time": "2026-12-03T19:12:40+00:00", "unit": "bluetooth.service", "priority": "err",
         "message": "bluetoothd[1190]: Failed to set mode: Failed (0x03)"},
        {"time": "2026-12-03T19:12:41+00:00", "unit": "bluetooth.service", "priority": "notice",
         "message": "bluetooth.service: Main process exited, code=dumped, status=11/SEGV"},
        {"time": "2026-12-03T19:12:41+00:00", "unit": "bluetooth.service", "priority": "warning",
         "message": "bluetooth.service: Failed with result 'core-dump'."}]}, ka, 40,
         {"unit": "bluetooth", "since_minutes": 120}),
    item("e4", "linux_processes", {"total": 298, "processes": [
        proc(5210, "firefox", "chewie", 38.5, 7.9, int(2.6 * GiB), "2026-12-03T17:55:00+00:00", "/usr/lib/firefox/firefox"),
        proc(6120, "steam", "chewie", 12.0, 2.1, 700 * MiB, "2026-12-03T18:20:00+00:00", "/home/chewie/.local/share/Steam/ubuntu12_32/steam"),
        proc(1402, "pipewire", "chewie", 3.2, 0.1, 28 * MiB, "2026-12-03T08:10:40+00:00", "/usr/bin/pipewire"),
        proc(1320, "kwin_wayland", "chewie", 2.8, 1.2, 410 * MiB, "2026-12-03T08:10:35+00:00", "/usr/bin/kwin_wayland"),
        proc(812, "sddm", "root", 0.1, 0.1, 20 * MiB, "2026-12-03T08:10:21+00:00", "/usr/bin/sddm"),
    ]}, ka, 25, {"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 999_000_000_000, 612_000_000_000),
        fs("/dev/nvme0n1p2", "/home", "btrfs", 999_000_000_000, 612_000_000_000)]}, ka, 30),
    item("e6", "linux_package_history", {"events": [
        {"time": "2026-12-01T21:03:10+00:00", "action": "upgrade", "package": "linux",
         "from_version": "6.11.9.arch1-1", "to_version": "6.12.1.arch1-1"},
        {"time": "2026-12-01T21:03:12+00:00", "action": "upgrade", "package": "bluez",
         "from_version": "5.78-1", "to_version": "5.79-1"},
        {"time": "2026-12-01T21:03:15+00:00", "action": "upgrade", "package": "firefox",
         "from_version": "132.0.2-1", "to_version": "133.0-1"}]}, ka, 60, {"since_days": 7}),
    item("e7", "linux_system_info", system_info(21.0, [1.35, 1.20, 1.05], 41400, "2026-12-03T08:10:00+00:00", KMEM,
                                                20 * GiB, 4 * GiB, 0), ka, 20),
    item("e9", "linux_system_info", system_info(95.0, [9.8, 7.1, 4.0], 39600, "2026-12-03T08:10:00+00:00", KMEM,
                                                12 * GiB, 4 * GiB, 0), ka, 1800),
]
KASHYYYK = {"name": "kashyyyk", "clock": ka, "evidence": kashyyyk_ev, "answers": [
    {"q": "Why doesn't Bluetooth work?", "ev": ["e2", "e3", "e6"],
     "extra": [user("e8", "I upgraded my system two days ago and since then Bluetooth doesn't work.", ka)],
     "a": "Your Bluetooth service has crashed. [[s:`bluetooth.service` is **failed**]] — [[s:it dumped core with SIGSEGV "
          "(status=11) at 19:12]]. [[s:Right before that, bluetoothd logged \"Failed to set mode: Failed (0x03)\"]].\n\n"
          "[[s:BlueZ was upgraded from 5.78 to 5.79 on December 1]], [[s:together with the kernel (6.11.9 → 6.12.1)]], "
          "[[u:so the new BlueZ release is probably the culprit]].\n\nYou could try `sudo systemctl restart bluetooth` or "
          "downgrade bluez with `sudo downgrade bluez`."},
    {"q": "What's eating my CPU?", "ev": ["e1", "e4", "e7"],
     "a": "| Process | CPU | RAM |\n|---|---|---|\n| [[s:firefox]] | [[s:38.5%]] | [[s:2.6 GiB]] |\n"
          "| [[s:steam]] | [[c:25%]] | [[s:~700 MiB]] |\n| [[s:kwin_wayland]] | [[s:2.8%]] | [[s:410 MiB]] |\n\n"
          "[[s:Overall CPU usage is 21%]] and [[s:the load average is 1.35]], [[s:which is low for 12 threads]]."},
    {"q": "Is my disk getting full?", "ev": ["e5"],
     "a": "No, you're fine. [[s:/ is at 61% (612 GB of 999 GB)]] and [[s:/home is on the same Btrfs filesystem]], "
          "[[s:so it shows the same numbers]]. [[s:You have roughly 387 GB free]]."},
    {"q": "Which kernel am I running?", "ev": ["e1", "e6"],
     "a": "[[s:You're on Linux 6.12.1-arch1-1]], [[s:upgraded from 6.11.9 on Dec 1]]. [[c:The previous kernel, 6.11.9, "
          "is still installed as a fallback]]."},
    {"q": "What services are running?", "ev": ["e2"],
     "a": "Running services:\n\n- ✅ [[s:sddm]]\n- ✅ [[s:NetworkManager]]\n- ✅ [[s:systemd-timesyncd]]\n\nNot running:\n\n"
          "- ❌ [[s:bluetooth (failed)]]\n- ⏸️ [[s:cups (inactive, disabled)]]\n\n[[s:That's 3 of 5 units running]]."},
    {"q": "How much memory do I have free?", "ev": ["e7"],
     "a": "[[s:About 20 GiB is available]] [[s:out of 31 GiB]]. [[s:Swap (4 GiB zram) is unused]]. [[u:Firefox is using "
          "most of the rest]]."},
    {"q": "Who am I and what groups am I in?", "ev": ["e1"],
     "a": "[[s:You're `chewie` (UID 1000)]], [[s:your shell is zsh]], and [[s:you're in the `wheel` and `video` groups]]. "
          "[[c:You're also in the `docker` group]]."},
    {"q": "Did my upgrade finish?", "ev": ["e6"],
     "a": "[[s:Yes — linux, bluez and firefox were upgraded on December 1 around 21:03]] [e6]. [[u:No errors were reported "
          "during the upgrade]] [e6]."},
    {"q": "Is the CPU busy?", "ev": ["e9"],
     "a": "[[t:CPU usage is at 95%]] and [[t:the load is 9.8]]."},
    {"q": "Is Firefox up to date?", "ev": ["e1", "e6"],
     "a": "[[s:Firefox 133.0 is installed]] [e1], [[u:upgraded on December 1]] [e1]."},
]}

# --------------------------------------------------------------------------------------------------------
ut = Clock("2026-12-04T10:15:00+00:00")
UMEM = 134904512512
PGVOL = 2 * TiB
utapau_ev = [
    steady("e1", ut, 3000, hostname="utapau", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
           os_pretty_name="Rocky Linux 9.5 (Blue Onyx)", kernel="5.14.0-503.14.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32, memory_total_bytes=UMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "xfs", "total_bytes": 100 * GiB},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": PGVOL}],
           package_manager="rpm",
           installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                               "pgbouncer": "1.23.1-1.rhel9", "chrony": "4.5-3.el9", "firewalld": "1.3.4-7.el9"},
           available_services=["postgresql-16.service", "pgbouncer.service", "chronyd.service", "firewalld.service",
                               "sshd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "kenobi", "uid": 1000, "gid": 1000, "home": "/home/kenobi", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kenobi"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("postgresql-16.service", "active", "running", "enabled", 1450, "2026-11-28T06:00:12+00:00",
             "PostgreSQL 16 database server"),
        unit("pgbouncer.service", "active", "running", "enabled", 1502, "2026-11-28T06:00:20+00:00",
             "A lightweight connection pooler for PostgreSQL"),
        unit("firewalld.service", "active", "running", "enabled", 901, "2026-11-28T06:00:05+00:00",
             "firewalld - dynamic firewall daemon"),
        unit("chronyd.service", "active", "running", "enabled", 880, "2026-11-28T06:00:04+00:00", "NTP client/server")]},
         ut, 30),
    item("e3", "linux_disk_usage", {"filesystems": [fs("/dev/sda2", "/", "xfs", 100 * GiB, 21 * GiB),
                                                    fs("/dev/sdb1", "/var/lib/pgsql", "xfs", PGVOL, int(PGVOL * 0.86))]},
         ut, 30),
    item("e4", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sdb", "read_bytes_per_s": 310_000_000, "write_bytes_per_s": 85_000_000, "busy_percent": 97.0},
        {"device": "sda", "read_bytes_per_s": 200_000, "write_bytes_per_s": 1_100_000, "busy_percent": 3.0}]},
         ut, 15, {"interval_seconds": 1.0}),
    item("e5", "linux_processes", {"total": 412, "processes": [
        proc(22010, "postgres", "postgres", 99.0, 2.1, int(2.8 * GiB), "2026-12-04T09:31:00+00:00",
             "postgres: analytics reporting 10.0.4.21(51234) SELECT", "running"),
        proc(22011, "postgres", "postgres", 97.5, 2.0, int(2.7 * GiB), "2026-12-04T09:31:05+00:00",
             "postgres: analytics reporting 10.0.4.21(51240) SELECT", "running"),
        proc(1502, "pgbouncer", "pgbouncer", 4.0, 0.0, 20 * MiB, "2026-11-28T06:00:20+00:00",
             "/usr/bin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        proc(1450, "postgres", "postgres", 1.0, 0.5, 600 * MiB, "2026-11-28T06:00:12+00:00",
             "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
        proc(1461, "postgres", "postgres", 0.5, 0.1, 90 * MiB, "2026-11-28T06:00:13+00:00", "postgres: walwriter"),
    ]}, ut, 25, {"sort": "cpu", "limit": 5}, complete=False),
    item("e6", "linux_file_read", {"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 0, "limit": 400,
                                   "total_lines": 820, "lines": [
        "max_connections = 200", "shared_buffers = 32GB", "work_mem = 64MB", "effective_cache_size = 96GB",
        "max_wal_size = 8GB", "archive_mode = off"]}, ut, 30, {"path": "/var/lib/pgsql/16/data/postgresql.conf"},
         complete=False),
    item("e7", "linux_system_info", system_info(38.0, [12.4, 11.9, 10.2], 533710, "2026-11-28T05:59:50+00:00", UMEM,
                                                40 * GiB, 8 * GiB, 512 * MiB), ut, 20),
    item("e8", "linux_disk_usage", {"filesystems": [fs("/dev/sdb1", "/var/lib/pgsql", "xfs", PGVOL, int(PGVOL * 0.80))]},
         ut, 15, {"path": "/var/lib/pgsql"}),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        {"time": "2026-12-04T09:58:02+00:00", "unit": "postgresql-16.service", "priority": "info",
         "message": "LOG:  checkpoints are occurring too frequently (24 seconds apart)"},
        {"time": "2026-12-04T09:58:02+00:00", "unit": "postgresql-16.service", "priority": "info",
         "message": "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."},
        {"time": "2026-12-04T10:05:47+00:00", "unit": "postgresql-16.service", "priority": "err",
         "message": "FATAL:  sorry, too many clients already"}]}, ut, 40, {"unit": "postgresql-16", "since_minutes": 60}),
    item("e10", "linux_network_info", {"interfaces": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 5432, "pid": 1450, "process": "postgres"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 6432, "pid": 1502, "process": "pgbouncer"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 700, "process": "sshd"}],
        "connections": [
            {"proto": "tcp", "local": "10.0.4.5:5432", "remote": "10.0.4.21:51234", "status": "ESTABLISHED",
             "pid": 22010, "process": "postgres"},
            {"proto": "tcp", "local": "10.0.4.5:5432", "remote": "10.0.4.21:51240", "status": "ESTABLISHED",
             "pid": 22011, "process": "postgres"},
            {"proto": "tcp", "local": "10.0.4.5:5432", "remote": "10.0.4.22:40112", "status": "ESTABLISHED",
             "pid": 22050, "process": "postgres"}]}, ut, 30),
]
UTAPAU = {"name": "utapau", "clock": ut, "evidence": utapau_ev, "answers": [
    {"q": "Why is the database slow?", "ev": ["e4", "e5", "e7"],
     "a": "Two things stand out:\n\n1. **Two long-running queries**: [[s:PIDs 22010 and 22011 (both from 10.0.4.21, "
          "database `reporting`) are each using close to 100% of a core]], [[s:running since about 09:31]].\n"
          "2. **The data disk is saturated**: [[s:sdb is 97% busy]] [[s:reading ~310 MB/s]] [[s:and writing ~85 MB/s]].\n\n"
          "[[s:The load average is 12.4]], [[u:which is high but OK for 32 threads]]. [[s:About 40 GiB of RAM is still "
          "available]]."},
    {"q": "How full is the Postgres volume?", "ev": ["e3", "e8"],
     "a": "[[u:/var/lib/pgsql is 86% full]]. [[s:The volume is 2 TiB]]."},
    {"q": "What's the Postgres config?", "ev": ["e6"],
     "a": "From `postgresql.conf`:\n\n- [[s:`max_connections` = 200]]\n- [[s:`shared_buffers` = 32GB]]\n"
          "- [[c:`work_mem` = 4MB (the default)]]\n- [[s:`max_wal_size` = 8GB]]\n- [[s:WAL archiving is off]]\n\n"
          "[[u:Everything else is at the defaults]]."},
    {"q": "Why are clients getting errors?", "ev": ["e9", "e10"],
     "a": "[[s:At 10:05 Postgres logged \"FATAL: sorry, too many clients already\"]] — [[s:the connection limit was hit]]. "
          "[[s:Checkpoints are also happening too often (every 24 seconds)]], [[s:and Postgres suggests raising "
          "`max_wal_size`]]. [[c:PgBouncer is not listening]]."},
    {"q": "Which Rocky version is this?", "ev": ["e1"],
     "a": "[[s:Rocky Linux 9.5 (Blue Onyx)]] [[s:with kernel 5.14.0-503]]. [[c:It has 64 GB of RAM]] and [[s:16 cores / "
          "32 threads]]."},
    {"q": "Is the firewall on?", "ev": ["e2"],
     "a": "[[s:Yes, firewalld is active (running)]] [[s:and enabled at boot]]. [[u:Port 5432 is open to the 10.0.4.0/24 "
          "network only]]."},
    {"q": "How long has the server been up?", "ev": ["e7"],
     "a": "[[s:About 6 days]] — [[s:it booted on November 28 around 06:00]]. [[s:Swap use is small, ~512 MiB of 8 GiB]]."},
    {"q": "Who is connected to Postgres?", "ev": ["e10"],
     "a": "[[s:There are 3 established connections to port 5432]]: [[s:two from 10.0.4.21]] and [[s:one from 10.0.4.22]]. "
          "[[u:All of them are from the reporting app]]."},
    {"q": "Is postgres running?", "ev": ["e2"],
     "a": "[[s:postgresql-16.service is active (running)]] [e2], [[u:with 200 connections allowed]] [e2]."},
]}

# --------------------------------------------------------------------------------------------------------
ma = Clock("2026-12-05T07:20:00+00:00")
PMEM = 8453619712
ROOT = int(59.5 * GiB)
mandalore_steady = steady("e1", ma, 2000, hostname="mandalore", os_name="Debian GNU/Linux", os_version="12",
                          os_codename="bookworm", os_pretty_name="Debian GNU/Linux 12 (bookworm)",
                          kernel="6.6.51+rpt-rpi-2712", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4,
                          cpu_threads=4, memory_total_bytes=PMEM,
                          disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": ROOT}],
                          network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:01:02:03", "addresses": ["192.168.1.2/24"],
                                               "is_up": True},
                                              {"name": "wlan0", "mac": "2c:cf:67:01:02:04", "addresses": [], "is_up": False}],
                          dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
                          installed_packages={"docker-ce": "5:27.4.0-1~debian.12~bookworm",
                                              "docker-compose-plugin": "2.31.0-1~debian.12~bookworm",
                                              "raspi-config": "20241127", "unattended-upgrades": "2.9.1+nmu3"},
                          available_services=["docker.service", "ssh.service", "unattended-upgrades.service"],
                          users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                                 {"name": "boba", "uid": 1000, "gid": 1000, "home": "/home/boba", "shell": "/bin/bash"}],
                          groups=[{"name": "docker", "gid": 994, "members": ["boba"]},
                                  {"name": "sudo", "gid": 27, "members": ["boba"]}])
mandalore_steady["data"]["stale_sources"] = ["packages"]
mandalore_ev = [
    mandalore_steady,
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "pihole", "pihole/pihole:2024.07.0", "running", "Up 9 days (healthy)",
            "2026-11-26T06:00:00+00:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8080->80/tcp"]),
        box("b2c3d4e5f6a1", "unbound", "mvance/unbound-rpi:1.21.1", "running", "Up 9 days", "2026-11-26T06:00:02+00:00"),
        box("c3d4e5f6a1b2", "grafana", "grafana/grafana:11.3.1", "exited", "Exited (137) 3 hours ago",
            "2026-11-26T06:00:10+00:00"),
        box("d4e5f6a1b2c3", "prometheus", "prom/prometheus:v2.55.1", "running", "Up 9 days", "2026-11-26T06:00:05+00:00",
            ["127.0.0.1:9090->9090/tcp"])]}, ma, 30, {"all": True}),
    item("e3", "linux_system_info", system_info(6.0, [0.35, 0.30, 0.28], 778800, "2026-11-26T07:00:00+00:00", PMEM,
                                                5583457485, 512 * MiB, 0), ma, 30),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        {"time": "2026-12-05T04:18:44+00:00", "unit": "docker.service", "priority": "err",
         "message": "grafana: logger=sqlstore level=error msg=\"database is locked\""},
        {"time": "2026-12-05T04:19:02+00:00", "unit": "docker.service", "priority": "warning",
         "message": "grafana exited with code 137 (OOMKilled)"}]}, ma, 40, {"unit": "docker", "since_minutes": 240}),
    item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 180_000, "tx_bytes_per_s": 95_000},
        {"name": "docker0", "rx_bytes_per_s": 12_000, "tx_bytes_per_s": 15_000}]}, ma, 15, {"interval_seconds": 1.0}),
    item("e6", "linux_network_info", {"interfaces": [
        {"name": "eth0", "mac": "2c:cf:67:01:02:03", "addresses": ["192.168.1.2/24"], "is_up": True},
        {"name": "wlan0", "mac": "2c:cf:67:01:02:04", "addresses": [], "is_up": False}],
        "listening": [{"proto": "udp", "address": "0.0.0.0", "port": 53, "pid": 2210, "process": "docker-proxy"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 53, "pid": 2215, "process": "docker-proxy"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 8080, "pid": 2220, "process": "docker-proxy"},
                      {"proto": "tcp", "address": "127.0.0.1", "port": 9090, "pid": 2230, "process": "docker-proxy"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 610, "process": "sshd"}],
        "connections": []}, ma, 30),
    item("e7", "linux_file_changes", {"root": "/etc", "since": "2026-12-04T07:20:00+00:00", "files": [
        {"path": "/etc/docker/daemon.json", "mtime": "2026-12-04T22:41:09+00:00", "size_bytes": 96},
        {"path": "/etc/apt/apt.conf.d/50unattended-upgrades", "mtime": "2026-12-05T06:25:01+00:00", "size_bytes": 4210}]},
         ma, 30, {"root": "/etc", "since_minutes": 1440}),
    item("e8", "linux_disk_usage", {"filesystems": [fs("/dev/mmcblk0p2", "/", "ext4", ROOT, int(21.4 * GiB))]}, ma, 30),
    item("e9", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "pihole", "pihole/pihole:2024.07.0", "running", "Up 9 days (healthy)",
            "2026-11-26T06:00:00+00:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8080->80/tcp"])]},
         ma, 900, {"all": False}),
]
MANDALORE = {"name": "mandalore", "clock": ma, "evidence": mandalore_ev, "answers": [
    {"q": "Is everything running on my Pi?", "ev": ["e2"],
     "a": "Mostly:\n\n| Container | Image | Status |\n|---|---|---|\n| [[s:pihole]] | [[s:pihole/pihole:2024.07.0]] | "
          "[[s:✅ Up 9 days (healthy)]] |\n| [[s:unbound]] | [[s:mvance/unbound-rpi:1.21.1]] | [[s:✅ Up 9 days]] |\n"
          "| [[s:prometheus]] | [[c:prom/prometheus:v2.54.0]] | [[s:✅ Up 9 days]] |\n| [[s:grafana]] | "
          "[[s:grafana/grafana:11.3.1]] | [[s:❌ Exited (137) 3 hours ago]] |\n\n[[u:Exit code 137 usually means the "
          "container was killed (SIGKILL), often by the OOM killer]]."},
    {"q": "Why did grafana stop?", "ev": ["e2", "e4"],
     "a": "[[s:grafana exited with code 137 at about 04:19]]. [[s:The Docker log says it was OOMKilled]], [[s:and just "
          "before that grafana logged \"database is locked\"]]. [[u:The Pi ran out of memory because Prometheus is using "
          "too much RAM]]."},
    {"q": "How is the Pi doing resource-wise?", "ev": ["e1", "e3", "e8"],
     "a": "- **CPU**: [[s:Cortex-A76, 4 cores]], [[s:currently ~6% busy]], [[s:load 0.35]]\n- **RAM**: [[s:5.2 GiB "
          "available of 7.9 GiB]]\n- **Swap**: [[s:512 MiB, unused]]\n- **Disk**: [[s:/ is 36% full]] ([[c:about 25 GB "
          "free]])\n- **Uptime**: [[s:9 days]]"},
    {"q": "What's listening?", "ev": ["e6"],
     "a": "[[s:DNS (port 53) on TCP and UDP]], [[s:the Pi-hole web UI on 8080]], [[s:Prometheus on 9090 but only on "
          "localhost]], and [[s:SSH on 22]]. [[s:Nothing else is listening]]. [[c:Grafana is listening on port 3000]]."},
    {"q": "Did anything change in /etc recently?", "ev": ["e7"],
     "a": "[[s:Two files changed in the last 24 hours]]: [[s:`/etc/docker/daemon.json` (last night at 22:41)]] and "
          "[[s:`/etc/apt/apt.conf.d/50unattended-upgrades` (this morning at 06:25)]]. [[c:`/etc/hosts` was also "
          "modified]]."},
    {"q": "Which Docker version is installed?", "ev": ["e1"],
     "a": "[[t:Docker CE 27.4.0]] [[t:with Compose plugin 2.31.0]]. [[s:The Pi runs Debian 12 (bookworm)]] [[s:on an "
          "aarch64 kernel, 6.6.51]]."},
    {"q": "Is pihole healthy?", "ev": ["e9"],
     "a": "[[t:pihole is up and healthy]] [[t:(up 9 days)]]."},
    {"q": "How much traffic is going through the Pi?", "ev": ["e5"],
     "a": "[[s:Very little: about 180 KB/s in and 95 KB/s out on eth0]]. [[c:docker0 is completely idle]]."},
    {"q": "Is my DNS using Pi-hole?", "ev": ["e1", "e6"],
     "extra": [user("e10", "I set my router to hand out 192.168.1.2 as DNS.", ma)],
     "a": "[[s:You said your router hands out 192.168.1.2 as DNS]], [[s:which is this Pi's address on eth0]]. [[s:The Pi "
          "itself uses 127.0.0.1 as its DNS server]], [[s:and port 53 is served here]]."},
]}

# --------------------------------------------------------------------------------------------------------
ge = Clock("2026-12-06T14:00:00+00:00")
checkout = {"kind": "Pod", "metadata": {"name": "checkout-6f7a8b9c0-uvwxy", "namespace": "shop"}, "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/3 nodes are available: 3 Insufficient cpu."}]}}


def _node(name: str, memory_pressure: bool = False) -> dict:
    conds = [{"type": "Ready", "status": "True"},
             {"type": "MemoryPressure", "status": "True" if memory_pressure else "False",
              "message": "kubelet has insufficient memory available" if memory_pressure else
              "kubelet has sufficient memory available"},
             {"type": "DiskPressure", "status": "False", "message": "kubelet has no disk pressure"}]
    return {"kind": "Node", "metadata": {"name": name},
            "status": {"conditions": conds, "nodeInfo": {"kubeletVersion": "v1.31.2"}}}


geonosis_ev = [
    item("e1", "kubernetes_get", {"context": "prod", "namespace": "shop", "items": [
        pod("web-7d9f8b6c5-abcde", "shop", "Running", "geo-1", 0, True, started="2026-12-06T09:00:00+00:00"),
        pod("web-7d9f8b6c5-fghij", "shop", "Running", "geo-2", 0, True, started="2026-12-06T09:00:02+00:00"),
        pod("cart-5c6d7e8f9-klmno", "shop", "Running", "geo-2", 7, False, started="2026-12-06T09:05:00+00:00"),
        pod("cart-5c6d7e8f9-pqrst", "shop", "Running", "geo-3", 0, True, started="2026-12-06T09:05:01+00:00"),
        checkout,
        pod("redis-0", "shop", "Running", "geo-1", 0, True, started="2026-12-01T10:00:00+00:00"),
    ]}, ge, 30, {"resource": "pods", "namespace": "shop"}),
    item("e2", "kubernetes_get", {"context": "prod", "namespace": "shop", "items": [
        deployment("web", "shop", 2, 2), deployment("cart", "shop", 2, 1), deployment("checkout", "shop", 1, 0)]},
         ge, 30, {"resource": "deployments", "namespace": "shop"}),
    item("e3", "kubernetes_get", {"context": "prod", "namespace": None, "items": [
        _node("geo-1"), _node("geo-2", memory_pressure=True), _node("geo-3")]}, ge, 30, {"resource": "nodes"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        {"time": "2026-12-06T13:41:10+00:00", "unit": "kubelet.service", "priority": "warning",
         "message": "eviction manager: attempting to reclaim memory"},
        {"time": "2026-12-06T13:52:30+00:00", "unit": "kubelet.service", "priority": "warning",
         "message": "Liveness probe failed for pod shop/cart-5c6d7e8f9-klmno: HTTP probe failed with statuscode: 503"}]},
         ge, 40, {"unit": "kubelet", "since_minutes": 30}),
    item("e5", "kubernetes_get", {"context": "prod", "namespace": "shop", "items": [
        {"kind": "Service", "metadata": {"name": "web", "namespace": "shop"},
         "spec": {"type": "LoadBalancer", "clusterIP": "10.43.12.7", "ports": [{"port": 80, "targetPort": 8080}]},
         "status": {"loadBalancer": {"ingress": [{"ip": "203.0.113.50"}]}}},
        {"kind": "Service", "metadata": {"name": "redis", "namespace": "shop"},
         "spec": {"type": "ClusterIP", "clusterIP": "10.43.99.2", "ports": [{"port": 6379, "targetPort": 6379}]},
         "status": {}}]}, ge, 30, {"resource": "services", "namespace": "shop"}),
    item("e6", "kubernetes_get", {"context": "prod", "namespace": "shop", "items": [
        pod("cart-5c6d7e8f9-klmno", "shop", "Running", "geo-2", 3, True, started="2026-12-06T09:05:00+00:00")]},
         ge, 1200, {"resource": "pods", "namespace": "shop", "name": "cart-5c6d7e8f9-klmno"}),
]
GEONOSIS = {"name": "geonosis", "clock": ge, "evidence": geonosis_ev, "answers": [
    {"q": "Is the shop healthy?", "ev": ["e1", "e2"],
     "a": "Not completely.\n\n**Deployments**\n- [[s:web: 2/2 ready]] ✅\n- [[s:cart: 1/2 ready]] ⚠️\n- [[s:checkout: 0/1 "
          "ready]] ❌\n\n[[s:The checkout pod is stuck in Pending]] [[s:because no node has enough CPU]]. [[s:One cart pod "
          "(cart-5c6d7e8f9-klmno) has restarted 7 times]] [[s:and isn't ready]]."},
    {"q": "Which node is in trouble?", "ev": ["e3", "e4"],
     "a": "[[s:geo-2 reports MemoryPressure]] ([[s:\"kubelet has insufficient memory available\"]]) [[s:and the kubelet's "
          "eviction manager started reclaiming memory at 13:41]]. [[s:geo-1 and geo-3 are fine]]. [[s:All three run "
          "v1.31.2]]."},
    {"q": "Why is cart restarting?", "ev": ["e1", "e4"],
     "a": "[[s:The liveness probe of cart-5c6d7e8f9-klmno failed with HTTP 503]], [[u:so the app is probably overloaded]]. "
          "[[s:It has restarted 7 times]] [[s:and runs on geo-2]]. [[c:The other cart pod has restarted twice]]."},
    {"q": "How many pods are running?", "ev": ["e1"],
     "a": "[[s:5 of the 6 pods in `shop` are Running]]; [[s:checkout is Pending]]. [[c:redis-0 runs on geo-3]]."},
    {"q": "What's the external IP of the shop?", "ev": ["e5"],
     "a": "[[s:The `web` service is a LoadBalancer]] [[s:with external IP 203.0.113.50]], [[s:forwarding port 80 to "
          "8080]]. [[s:Redis is only reachable inside the cluster (ClusterIP 10.43.99.2)]]."},
    {"q": "Is cart ready now?", "ev": ["e6"],
     "a": "[[t:Yes, cart-5c6d7e8f9-klmno is ready]] [[t:with 3 restarts]]."},
    {"q": "Is geo-2 OK?", "ev": ["e3"],
     "a": "[[s:geo-2 is Ready]] [e3] [[u:but low on memory since 13:41]] [e3]."},
    {"q": "Are there any failed pods?", "ev": ["e1"],
     "a": "[[s:No pod is in the Failed phase]]. [[s:The only problem pods are checkout (Pending) and cart-5c6d7e8f9-klmno "
          "(not ready)]]."},
]}

MACHINES = [KASHYYYK, UTAPAU, MANDALORE, GEONOSIS]
