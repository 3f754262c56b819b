"""Dev machines: tatooine (Ubuntu 22.04 LAMP), dagobah (Rocky Linux 9 PostgreSQL), jakku (Debian 12 compose host)."""

from _evidence import GiB, MiB, Clock, box, fs, item, proc, steady, system_info, unit, user

# --------------------------------------------------------------------------------------------------------
t = Clock("2026-11-23T08:15:00+00:00")
TMEM = 8324702208
tat_ev = [
    steady("e1", t, 2000, hostname="tatooine", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           os_pretty_name="Ubuntu 22.04.5 LTS", kernel="5.15.0-125-generic",
           cpu_model="Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz", cpu_cores=2, cpu_threads=4, memory_total_bytes=TMEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 52521566208}],
           network_interfaces=[{"name": "ens5", "mac": "0a:1b:2c:3d:4e:5f", "addresses": ["172.31.20.15/20"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="172.31.16.1",
           installed_packages={"apache2": "2.4.52-1ubuntu4.12", "mysql-server": "8.0.40-0ubuntu0.22.04.1",
                               "php8.1": "8.1.2-1ubuntu2.19", "php8.1-fpm": "8.1.2-1ubuntu2.19", "certbot": "1.21.0-1build1",
                               "snapd": "2.66.1+22.04", "openssh-server": "1:8.9p1-3ubuntu0.10", "ufw": "0.36.1-4ubuntu0.1"},
           available_services=["apache2.service", "mysql.service", "php8.1-fpm.service", "ssh.service", "cron.service",
                               "ufw.service", "snapd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("apache2.service", "active", "running", "enabled", 1022, "2026-11-09T08:15:02+00:00", "The Apache HTTP Server"),
        unit("mysql.service", "failed", "failed", "enabled", None, None, "MySQL Community Server"),
        unit("php8.1-fpm.service", "active", "running", "enabled", 1040, "2026-11-09T08:15:03+00:00", "The PHP 8.1 FastCGI Process Manager"),
        unit("ssh.service", "active", "running", "enabled", 880, "2026-11-09T08:14:58+00:00", "OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", "enabled", 700, "2026-11-09T08:14:55+00:00", "Regular background program processing daemon"),
        unit("ufw.service", "active", "exited", "enabled", None, "2026-11-09T08:14:50+00:00", "Uncomplicated firewall"),
        unit("snapd.service", "active", "running", "enabled", 905, "2026-11-09T08:15:00+00:00", "Snap Daemon"),
    ]}, t, 35),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "mysql.service", "entries": [
        {"time": "2026-11-23T07:58:02+00:00", "unit": "mysql.service", "priority": "err",
         "message": "[ERROR] [MY-012574] [InnoDB] Unable to lock ./ibdata1 error: 11"},
        {"time": "2026-11-23T07:58:02+00:00", "unit": "mysql.service", "priority": "err",
         "message": "[ERROR] [MY-010119] [Server] Aborting"},
        {"time": "2026-11-23T07:58:03+00:00", "unit": "mysql.service", "priority": "warning",
         "message": "mysql.service: Failed with result 'exit-code'."}]}, t, 40, {"unit": "mysql", "since_minutes": 120}),
    item("e4", "linux_disk_usage", {"filesystems": [fs("/dev/sda1", "/", "ext4", 52521566208, 31 * GiB)]}, t, 30),
    item("e5", "linux_system_info", system_info(3.1, [0.08, 0.12, 0.10], 1_209_600, "2026-11-09T08:14:30+00:00", TMEM,
                                                5476083302, 2 * GiB, 0), t, 30),
    item("e6", "linux_network_info", {"interfaces": [
        {"name": "ens5", "mac": "0a:1b:2c:3d:4e:5f", "addresses": ["172.31.20.15/20"], "is_up": True}],
        "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 880, "process": "sshd"},
                      {"proto": "tcp", "address": "::", "port": 80, "pid": 1022, "process": "apache2"},
                      {"proto": "tcp", "address": "::", "port": 443, "pid": 1022, "process": "apache2"}],
        "connections": [{"proto": "tcp", "local": "172.31.20.15:443", "remote": "66.249.66.1:40122", "status": "ESTABLISHED",
                         "pid": 2210, "process": "apache2"},
                        {"proto": "tcp", "local": "172.31.20.15:443", "remote": "203.0.113.77:51800", "status": "ESTABLISHED",
                         "pid": 2211, "process": "apache2"}]}, t, 40),
    item("e7", "linux_processes", {"total": 143, "processes": [
        proc(2210, "apache2", "www-data", 1.2, 0.9, 74 * MiB, "2026-11-23T06:00:01+00:00", "/usr/sbin/apache2 -k start"),
        proc(1040, "php-fpm8.1", "root", 0.4, 0.6, 48 * MiB, "2026-11-09T08:15:03+00:00", "php-fpm: master process (/etc/php/8.1/fpm/php-fpm.conf)"),
        proc(905, "snapd", "root", 0.2, 0.5, 40 * MiB, "2026-11-09T08:15:00+00:00", "/usr/lib/snapd/snapd"),
    ]}, t, 30, {"sort": "cpu", "limit": 3}, complete=False),
    item("e8", "linux_service_status", unit("apache2.service", "active", "running", "enabled", 1022,
                                            "2026-11-09T08:15:02+00:00", "The Apache HTTP Server"), t, 1500, {"name": "apache2"}),
]
TATOOINE = {"name": "tatooine", "clock": t, "evidence": tat_ev, "answers": [
    {"q": "Is the website up?", "ev": ["e2", "e6"],
     "a": "✅ [[s:Apache is running]] and [[s:listening on ports 80 and 443]].\n❌ However, [[s:MySQL is down]] — [[s:the "
          "`mysql` service has failed]], so [[u:WordPress will be showing a database connection error]]."},
    {"q": "Why did mysql fail?", "ev": ["e2", "e3"],
     "a": "According to the journal, [[s:MySQL could not lock `./ibdata1` (error 11) at 07:58]] [[s:and then aborted]]. "
          "[[u:This usually means another mysqld instance is still running]]. I'd check with `ps aux | grep mysqld`."},
    {"q": "How much disk space is left?", "ev": ["e4"],
     "a": "[[s:Your root partition (/dev/sda1) is **63% used**]] — [[c:about 18 GB free]] out of [[c:49 GB]]."},
    {"q": "Give me the server specs.", "ev": ["e1", "e5"],
     "a": "| Item | Value |\n|---|---|\n| Hostname | [[s:tatooine]] |\n| OS | [[s:Ubuntu 22.04.5 LTS]] |\n"
          "| Kernel | [[s:5.15.0-125-generic]] |\n| CPU | [[s:Intel Xeon Platinum 8259CL @ 2.50GHz]] ([[c:4 cores]]) |\n"
          "| RAM | [[s:7.75 GiB]] |\n| Uptime | [[s:14 days]] |"},
    {"q": "Are there any failed services?", "ev": ["e2"],
     "a": "[[s:Yes, one: `mysql.service`]]. [[s:All other services are active]]."},
    {"q": "Is anyone connected to the server?", "ev": ["e6"],
     "a": "[[s:There are two established connections to port 443]], [[s:one from 66.249.66.1]] and [[s:one from "
          "203.0.113.77]]. [[u:No one is logged in over SSH]]."},
    {"q": "What's using the CPU?", "ev": ["e5", "e7"],
     "a": "[[s:The busiest process is `apache2` at 1.2% CPU]]. [[s:The server is mostly idle (load 0.08)]]."},
    {"q": "Is apache still running?", "ev": ["e8"],
     "a": "[[t:apache2 is active (running)]] [[t:since November 9]]."},
    {"q": "Is PHP-FPM up and is Apache enabled?", "ev": ["e2", "e4"],
     "a": "[[u:PHP-FPM 8.1 is running]] [e4]. [[s:Apache is enabled at boot]] [e2]."},
    {"q": "I changed something yesterday and now MySQL won't start. Why?", "ev": ["e3"],
     "extra": [user("u1", "I changed the MySQL root password yesterday and now it won't start.", t)],
     "a": "[[s:You mentioned you changed the MySQL root password yesterday]]. [[u:That change is what broke it]]. "
          "[[s:The actual error is a lock on ./ibdata1]], which [[u:points to a second mysqld process]]."},
    {"q": "Which PHP version is installed?", "ev": ["e1"],
     "a": "[[s:PHP 8.1]] ([[s:8.1.2-1ubuntu2.19]]) [[s:with php8.1-fpm]]. [[c:Composer 2.2 is installed]] too."},
    {"q": "What is the server's IP and gateway?", "ev": ["e1"],
     "a": "[[s:ens5 has 172.31.20.15/20]]; [[s:the default gateway is 172.31.16.1]] and [[c:DNS goes to 8.8.8.8]]."},
]}

# --------------------------------------------------------------------------------------------------------
d = Clock("2026-11-23T13:40:00+00:00")
DMEM = 134217728000
PG_TOTAL = 2199023255552
dag_ev = [
    steady("e1", d, 4000, hostname="dagobah", domain="lab.internal", os_name="Rocky Linux", os_version="9.4",
           os_codename="Blue Onyx", os_pretty_name="Rocky Linux 9.4 (Blue Onyx)", kernel="5.14.0-427.42.1.el9_4.x86_64",
           cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=DMEM,
           package_manager="rpm",
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 70 * GiB},
                  {"device": "/dev/mapper/data-pgsql", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": PG_TOTAL}],
           installed_packages={"postgresql-server": "15.6-1.module+el9.4.0+21781+2e4c2f1f", "firewalld": "1.3.4-1.el9",
                               "chrony": "4.5-1.el9", "openssh-server": "8.7p1-38.el9", "kernel": "5.14.0-427.42.1.el9_4",
                               "dnf": "4.14.0-9.el9", "pg_repack_15": "1.5.0-1.rhel9", "bash": "5.1.8-9.el9"},
           available_services=["postgresql.service", "firewalld.service", "chronyd.service", "sshd.service", "crond.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "yoda", "uid": 1000, "gid": 1000, "home": "/home/yoda", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["yoda"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [fs("/dev/mapper/rl-root", "/", "xfs", 70 * GiB, 22 * GiB),
                                                    fs("/dev/mapper/data-pgsql", "/var/lib/pgsql", "xfs", PG_TOTAL, 2119858218025)]}, d, 60),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "postgresql.service", "entries": [
        {"time": "2026-11-23T13:21:07+00:00", "unit": "postgresql.service", "priority": "err",
         "message": "FATAL:  could not write to file \"pg_wal/xlogtemp.48211\": No space left on device"},
        {"time": "2026-11-23T13:21:07+00:00", "unit": "postgresql.service", "priority": "err",
         "message": "LOG:  server process (PID 48211) was terminated by signal 6: Aborted"},
        {"time": "2026-11-23T13:22:40+00:00", "unit": "postgresql.service", "priority": "err",
         "message": "FATAL:  the database system is in recovery mode"}]}, d, 50,
         {"unit": "postgresql", "since_minutes": 60, "priority": "err"}),
    item("e4", "linux_service_status", unit("postgresql.service", "active", "running", "enabled", 48150,
                                            "2026-11-23T13:22:35+00:00", "PostgreSQL database server"), d, 30,
         {"name": "postgresql"}),
    item("e5", "linux_package_history", {"events": [
        {"time": "2026-11-05T04:10:00+00:00", "action": "upgrade", "package": "kernel",
         "from_version": "5.14.0-427.40.1.el9_4", "to_version": "5.14.0-427.42.1.el9_4"},
        {"time": "2026-11-12T10:31:12+00:00", "action": "install", "package": "pg_repack_15",
         "from_version": None, "to_version": "1.5.0-1.rhel9"},
        {"time": "2026-11-20T09:02:45+00:00", "action": "upgrade", "package": "postgresql-server",
         "from_version": "15.5-1.module+el9.3.0+20133+d0f2d4b4", "to_version": "15.6-1.module+el9.4.0+21781+2e4c2f1f"}]},
         d, 60, {"since_days": 30}),
    item("e6", "linux_file_read", {"path": "/var/lib/pgsql/15/data/postgresql.conf", "offset": 0, "limit": 400,
                                   "total_lines": 820, "lines": [
        "listen_addresses = '*'", "max_connections = 200", "shared_buffers = 32GB", "wal_level = replica",
        "max_wal_size = 64GB", "#archive_mode = off"]}, d, 40, {"path": "/var/lib/pgsql/15/data/postgresql.conf"},
         complete=False),
    item("e7", "linux_system_info", system_info(71.0, [9.8, 7.2, 5.1], 259200, "2026-11-20T13:28:20+00:00", DMEM,
                                                40 * GiB, 8 * GiB, 0), d, 700),
    item("e8", "linux_processes", {"total": 402, "processes": [
        proc(48150, "postgres", "postgres", 12.0, 7.7, int(9.6 * GiB), "2026-11-23T13:22:35+00:00", "/usr/bin/postgres -D /var/lib/pgsql/15/data"),
        proc(48290, "postgres", "postgres", 3.5, 4.2, int(5.2 * GiB), "2026-11-23T13:22:36+00:00", "postgres: checkpointer"),
        proc(48800, "pg_repack", "postgres", 35.0, 0.5, 700 * MiB, "2026-11-23T13:30:00+00:00", "pg_repack -d orders -t line_items"),
        proc(1210, "firewalld", "root", 0.0, 0.0, 45 * MiB, "2026-11-20T13:28:40+00:00", "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
    ]}, d, 40, {"sort": "memory", "limit": 4}, complete=False),
]
DAGOBAH = {"name": "dagobah", "clock": d, "evidence": dag_ev, "answers": [
    {"q": "Why did postgres crash?", "ev": ["e3", "e4"],
     "a": "[[s:PostgreSQL crashed at 13:21 because it could not write WAL]]: [[s:the disk was full]] (\"No space left on "
          "device\") [e3]. [[s:It restarted at 13:22]] and [[s:is active again now]] [e4]."},
    {"q": "How full is the data volume?", "ev": ["e2"],
     "a": "[[s:`/var/lib/pgsql` is **96.4% full**]]: [[s:about 1.93 TiB of 2 TiB used]], [[s:only ~74 GiB left]]. "
          "[[s:The root filesystem is at 31%]]."},
    {"q": "What changed on the box recently?", "ev": ["e5"],
     "a": "- [[s:Nov 20: postgresql-server upgraded to 15.6]]\n- [[s:Nov 12: pg_repack_15 1.5.0 installed]]\n"
          "- [[s:Nov 5: kernel upgraded to 5.14.0-427.42.1]]\n- [[c:Nov 18: firewalld was removed]]"},
    {"q": "What are the key postgres settings?", "ev": ["e6"],
     "a": "From postgresql.conf: [[s:`max_connections` is 200]], [[s:`shared_buffers` is 32GB]], and [[s:it listens on "
          "all addresses (`listen_addresses = '*'`)]]. [[c:WAL archiving is enabled]]."},
    {"q": "Is the server under load?", "ev": ["e7", "e8"],
     "a": "[[t:Yes — the CPU is at 71%]] and [[t:the 1-minute load is 9.8]]. [[s:pg_repack is using about 35% CPU]]; "
          "[[u:it is probably what's causing the load]]."},
    {"q": "How big is this machine?", "ev": ["e1"],
     "a": "[[s:16 cores / 32 threads]] ([[s:AMD EPYC 7302P]]) and [[s:125 GiB of RAM]]."},
    {"q": "Is the firewall on?", "ev": ["e1"],
     "a": "[[u:Yes, firewalld is active]]. [[u:Port 5432 is open to the LAN]]."},
    {"q": "Who has admin access?", "ev": ["e1"],
     "a": "[[s:yoda is the only member of wheel]], so [[s:only yoda has sudo]]. [[s:The postgres account's home is "
          "/var/lib/pgsql]]."},
    {"q": "Which OS and kernel?", "ev": ["e1"],
     "a": "[[s:dagobah.lab.internal runs Rocky Linux 9.4 (Blue Onyx)]] [[s:with kernel 5.14.0-427.42.1.el9_4]]."},
    {"q": "Did the upgrade to 15.6 cause the crash?", "ev": ["e3", "e5"],
     "a": "[[s:The upgrade to 15.6 happened on November 20]], [[s:three days before the crash]]. [[u:It is unlikely to "
          "be related]]; [[s:the crash was caused by the full disk]]."},
    {"q": "Which processes use the most memory?", "ev": ["e8"],
     "a": "1. [[s:postgres (PID 48150) — 9.6 GiB]]\n2. [[s:postgres checkpointer — 5.2 GiB]]\n3. [[s:pg_repack — 700 MiB]]\n"
          "4. [[c:firewalld — 450 MiB]]"},
]}

# --------------------------------------------------------------------------------------------------------
j = Clock("2026-11-23T19:05:00+00:00")
jakku_ev = [
    steady("e1", j, 1200, hostname="jakku", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           os_pretty_name="Debian GNU/Linux 12 (bookworm)", kernel="6.1.0-27-amd64",
           cpu_model="Intel(R) Core(TM) i5-10400 CPU @ 2.90GHz", cpu_cores=6, cpu_threads=12, memory_total_bytes=33467998208,
           installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm", "docker-compose-plugin": "2.29.7-1~debian.12~bookworm",
                               "containerd.io": "1.7.22-1", "git": "1:2.39.5-0+deb12u1", "curl": "7.88.1-10+deb12u8",
                               "htop": "3.2.2-2"},
           available_services=["docker.service", "containerd.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "rey", "uid": 1000, "gid": 1000, "home": "/home/rey", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 994, "members": ["rey"]}, {"name": "sudo", "gid": 27, "members": ["rey"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("1f2e3d4c5b6a", "shop-web-1", "nginx:1.27-alpine", "running", "Up 5 hours", "2026-11-23T14:01:00+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("2e3d4c5b6a1f", "shop-api-1", "ghcr.io/acme/api:1.4.2", "running", "Up 5 hours (unhealthy)", "2026-11-23T14:01:00+00:00",
            ["127.0.0.1:8000->8000/tcp"]),
        box("3d4c5b6a1f2e", "shop-db-1", "postgres:16-alpine", "running", "Up 5 hours (healthy)", "2026-11-23T14:00:50+00:00", ["5432/tcp"]),
        box("4c5b6a1f2e3d", "shop-worker-1", "ghcr.io/acme/worker:1.4.2", "exited", "Exited (1) 2 hours ago", "2026-11-23T14:01:05+00:00"),
        box("5b6a1f2e3d4c", "portainer", "portainer/portainer-ce:2.21.4", "running", "Up 3 days", "2026-11-20T10:00:00+00:00",
            ["0.0.0.0:9443->9443/tcp"]),
    ]}, j, 25, {"all": True}),
    item("e3", "linux_network_info", {"interfaces": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 80, "pid": 3101, "process": "docker-proxy"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 443, "pid": 3102, "process": "docker-proxy"},
        {"proto": "tcp", "address": "127.0.0.1", "port": 8000, "pid": 3110, "process": "docker-proxy"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 9443, "pid": 2901, "process": "docker-proxy"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 711, "process": "sshd"}], "connections": []}, j, 30),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 850_000, "tx_bytes_per_s": 3_200_000},
        {"name": "docker0", "rx_bytes_per_s": 12_000, "tx_bytes_per_s": 9_000}]}, j, 20, {"interval_seconds": 1.0}),
    item("e5", "linux_processes", {"total": 226, "processes": [
        proc(4410, "postgres", "70", 1.5, 1.9, 640 * MiB, "2026-11-23T14:00:52+00:00", "postgres"),
        proc(4520, "node", "1000", 3.0, 1.2, 410 * MiB, "2026-11-23T14:01:02+00:00", "node dist/server.js"),
        proc(1302, "dockerd", "root", 0.6, 0.4, 120 * MiB, "2026-11-20T09:58:00+00:00", "/usr/bin/dockerd -H fd://"),
    ]}, j, 20, {"sort": "memory", "limit": 3}, complete=False),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        {"time": "2026-11-23T17:02:44+00:00", "unit": "docker.service", "priority": "warning",
         "message": "shop-worker-1 exited with code 1: Error: connect ECONNREFUSED 172.18.0.4:5672"}]}, j, 30,
         {"unit": "docker", "since_minutes": 180}),
    item("e7", "linux_containers", {"runtime": "docker", "containers": [
        box("4c5b6a1f2e3d", "shop-worker-1", "ghcr.io/acme/worker:1.4.2", "running", "Up 2 hours", "2026-11-23T14:01:05+00:00")]},
         j, 9000, {"all": False}),
]
JAKKU = {"name": "jakku", "clock": j, "evidence": jakku_ev, "answers": [
    {"q": "What's running in docker?", "ev": ["e2"],
     "a": "| Name | Image | Status |\n|---|---|---|\n| [[s:shop-web-1]] | [[s:nginx:1.27-alpine]] | [[s:Up 5 hours]] |\n"
          "| [[s:shop-api-1]] | [[s:ghcr.io/acme/api:1.4.2]] | [[s:Up 5 hours (unhealthy)]] |\n"
          "| [[s:shop-db-1]] | [[s:postgres:16-alpine]] | [[s:Up 5 hours (healthy)]] |\n"
          "| [[s:shop-worker-1]] | [[s:ghcr.io/acme/worker:1.4.2]] | [[s:Exited (1) 2 hours ago]] |\n"
          "| [[s:portainer]] | [[s:portainer/portainer-ce:2.21.4]] | [[c:Up 3 hours]] |"},
    {"q": "Why is the API unhealthy?", "ev": ["e2"],
     "extra": [user("u1", "The API should be on port 3000.", j)],
     "a": "[[s:`shop-api-1` is running but marked **unhealthy**]]. [[s:You said the API should be on port 3000]], but "
          "[[s:the container only publishes 127.0.0.1:8000]]. [[u:The health check probably targets port 3000]]."},
    {"q": "Why did the worker stop?", "ev": ["e2", "e6"],
     "a": "[[s:shop-worker-1 exited with code 1 about 2 hours ago]]. [[s:It couldn't connect to 172.18.0.4:5672 "
          "(connection refused)]], which is the RabbitMQ port — but [[c:the rabbitmq container is running]]."},
    {"q": "Which ports are open?", "ev": ["e2", "e3"],
     "a": "[[s:Ports 80 and 443 are published by shop-web-1]], [[s:9443 by Portainer]] and [[s:SSH listens on 22]]. "
          "[[s:Port 8000 is only bound to localhost]]. [[c:Port 3000 is open]]."},
    {"q": "How much bandwidth is the host using?", "ev": ["e4"],
     "a": "[[s:eno1: ~0.85 MB/s in, ~3.2 MB/s out]]. [[u:Most of that is the web container serving images]]."},
    {"q": "How many containers are running?", "ev": ["e2"],
     "a": "[[s:4 of your 5 containers are running]]; [[s:`shop-worker-1` has exited]]. [[c:Two containers are "
          "unhealthy]]."},
    {"q": "Can rey use docker?", "ev": ["e1"],
     "a": "[[s:Yes, rey is in the docker group and also in sudo]]."},
    {"q": "Which docker version is installed?", "ev": ["e1"],
     "a": "[[s:Docker Compose 2.29.7]] (the [[s:docker-compose-plugin]] package) and [[s:Docker Engine 27.3.1]]."},
    {"q": "Is the worker running?", "ev": ["e7"],
     "a": "[[t:Yes, shop-worker-1 is up]] ([[t:for about 2 hours]])."},
    {"q": "Is the host healthy?", "ev": ["e1", "e5"],
     "a": "[[s:The host runs Debian 12 (bookworm)]] [[s:on an Intel Core i5-10400]]. [[u:Memory usage is about 40%]]. "
          "[[s:postgres is the largest process by memory]] ([[s:about 640 MiB]])."},
]}

MACHINES = [TATOOINE, DAGOBAH, JAKKU]
