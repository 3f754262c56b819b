"""Training machines A: corellia (Ubuntu web/docker host), hoth (Debian mail server), kamino (Fedora laptop)."""

from _evidence import GiB, MiB, Clock, box, fs, item, proc, steady, system_info, unit, user

# --------------------------------------------------------------------------------------------------------
# corellia: Ubuntu 24.04, nginx on the host, four containers, postgres; one stale system_info reading.
c = Clock("2026-11-22T10:02:00+00:00")
MEM = 67430993920
corellia_ev = [
    steady("e1", c, 1800, hostname="corellia", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           os_pretty_name="Ubuntu 24.04.1 LTS", kernel="6.8.0-45-generic",
           cpu_model="AMD Ryzen 9 5900X 12-Core Processor", cpu_cores=12, cpu_threads=24, memory_total_bytes=MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 999653638144},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536870912}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:12:34:56", "addresses": ["192.168.1.100/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:ac:11:00:01", "addresses": ["172.17.0.1/16"], "is_up": True},
                               {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"nginx": "1.24.0-2ubuntu7", "docker-ce": "5:24.0.7-1~ubuntu.24.04~noble",
                               "docker-ce-cli": "5:24.0.7-1~ubuntu.24.04~noble", "containerd.io": "1.6.26-1",
                               "postgresql-16": "16.4-0ubuntu0.24.04.2", "postgresql": "16+257build1",
                               "curl": "8.5.0-2ubuntu10.4", "openssh-server": "1:9.6p1-3ubuntu13.5",
                               "python3": "3.12.3-0ubuntu2", "git": "1:2.43.0-1ubuntu7.1", "vim": "2:9.1.0016-1ubuntu7.3",
                               "bash": "5.2.21-2ubuntu4", "coreutils": "9.4-3ubuntu6", "systemd": "255.4-1ubuntu8.4",
                               "less": "590-2ubuntu2.1", "file": "1:5.45-3build1", "ufw": "0.36.2-6", "cron": "3.0pl1-184ubuntu2"},
           available_services=["nginx.service", "docker.service", "ssh.service", "postgresql.service",
                               "containerd.service", "cron.service", "ufw.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "alice", "uid": 1000, "gid": 1000, "home": "/home/alice", "shell": "/bin/bash"},
                  {"name": "bob", "uid": 1001, "gid": 1001, "home": "/home/bob", "shell": "/bin/zsh"},
                  {"name": "postgres", "uid": 112, "gid": 120, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "docker", "gid": 998, "members": ["alice"]}, {"name": "sudo", "gid": 27, "members": ["alice"]},
                   {"name": "alice", "gid": 1000, "members": []}, {"name": "bob", "gid": 1001, "members": []}]),
    item("e2", "linux_service_status", unit("nginx.service", "active", "running", "enabled", 1234,
                                            "2026-11-22T07:47:12+00:00", "A high performance web server and a reverse proxy server"),
         c, 30, {"name": "nginx"}),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "web", "nginx:1.25-alpine", "running", "Up 2 hours", "2026-11-22T07:50:02+00:00", ["0.0.0.0:8080->80/tcp"]),
        box("b2c3d4e5f6a1", "db", "postgres:16", "running", "Up 2 hours (healthy)", "2026-11-20T14:10:00+00:00", ["5432/tcp"]),
        box("c3d4e5f6a1b2", "cache", "redis:7", "exited", "Exited (0) 3 days ago", "2026-11-10T09:00:00+00:00"),
        box("d4e5f6a1b2c3", "worker", "myapp/worker:2.3.1", "restarting", "Restarting (1) 12 seconds ago", "2026-11-21T18:30:00+00:00"),
    ]}, c, 40, {"all": True}),
    item("e4", "linux_system_info", system_info(12.5, [0.52, 0.61, 0.70], 8100, "2026-11-22T07:46:35+00:00", MEM,
                                                50680848794, 2 * GiB, 0), c, 25),
    item("e5", "linux_disk_usage", {"filesystems": [fs("/dev/nvme0n1p2", "/", "ext4", 999653638144, 412 * GiB),
                                                    fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536870912, 6396314)]}, c, 35),
    item("e6", "linux_processes", {"total": 312, "processes": [
        proc(2201, "postgres", "postgres", 2.1, 1.7, 1181116006, "2026-11-22T07:47:40+00:00", "postgres: 16/main: checkpointer"),
        proc(1456, "dockerd", "root", 0.8, 0.3, 180 * MiB, "2026-11-22T07:47:20+00:00", "/usr/bin/dockerd -H fd://"),
        proc(1320, "containerd", "root", 0.4, 0.1, 95 * MiB, "2026-11-22T07:47:18+00:00", "/usr/bin/containerd"),
        proc(1234, "nginx", "root", 0.0, 0.0, 12 * MiB, "2026-11-22T07:47:12+00:00", "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"),
        proc(1235, "nginx", "www-data", 0.1, 0.0, 10 * MiB, "2026-11-22T07:47:12+00:00", "nginx: worker process"),
    ]}, c, 30, {"sort": "memory", "limit": 5}, complete=False),
    item("e7", "linux_network_info", {"interfaces": [
        {"name": "eth0", "mac": "52:54:00:12:34:56", "addresses": ["192.168.1.100/24"], "is_up": True},
        {"name": "docker0", "mac": "02:42:ac:11:00:01", "addresses": ["172.17.0.1/16"], "is_up": True},
        {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 900, "process": "sshd"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 80, "pid": 1234, "process": "nginx"},
                      {"proto": "tcp", "address": "127.0.0.1", "port": 5432, "pid": 2201, "process": "postgres"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 8080, "pid": 3001, "process": "docker-proxy"}],
        "connections": [{"proto": "tcp", "local": "192.168.1.100:22", "remote": "192.168.1.50:51234",
                         "status": "ESTABLISHED", "pid": 4410, "process": "sshd"}]}, c, 30),
    item("e9", "linux_system_info", system_info(35.0, [2.10, 1.80, 1.50], 7000, "2026-11-22T07:46:35+00:00", MEM,
                                                40 * GiB, 2 * GiB, 0), c, 1200),
]
CORELLIA = {"name": "corellia", "clock": c, "evidence": corellia_ev, "answers": [
    {"q": "Is nginx running?", "ev": ["e1", "e2"],
     "a": "Yes, [[s:nginx is running]]; [[s:it has been active since 07:47]]."},
    {"q": "What's the state of my containers?", "ev": ["e1", "e3"],
     "a": "Here's the status of your Docker containers [e3]:\n\n| Container | Image | State | Status |\n|---|---|---|---|\n"
          "| [[s:web]] | [[s:nginx:1.25-alpine]] | [[s:running]] | [[s:Up 2 hours]] |\n"
          "| [[s:db]] | [[s:postgres:16]] | [[s:running]] | [[s:Up 2 hours (healthy)]] |\n"
          "| [[s:cache]] | [[s:redis:7]] | [[c:running]] | [[c:Up 3 days]] |\n\n"
          "⚠️ [[s:The `worker` container is restarting]] — [[u:it is probably crashing because of a missing environment variable]]."},
    {"q": "How much memory and disk space is free?", "ev": ["e1", "e4", "e5"],
     "a": "**Memory:** [[c:about 47 GB of your 62.8 GiB of RAM is available]] ([[s:roughly 25% in use]]).\n\n"
          "**Disk:** [[s:the root filesystem (/) has about 519 GiB free]] and [[c:is 56% full]]. "
          "[[s:/boot/efi uses only about 6 MiB]]."},
    {"q": "What's using the most memory?", "ev": ["e1", "e6"],
     "a": "[[s:The process using the most memory is `postgres` (PID 2201)]], [[s:with about 1.1 GiB resident]]. "
          "[[s:Next come dockerd (180 MiB)]] and [[s:containerd (95 MiB)]]. [[s:There are 312 processes in total]], and "
          "[[c:nginx uses more than 500 MB]]."},
    {"q": "Is SSH open to the network?", "ev": ["e1", "e7"],
     "a": "Yes — [[s:sshd is listening on port 22 on all interfaces (0.0.0.0)]]. [[s:PostgreSQL only listens on "
          "127.0.0.1:5432]], so [[u:it is not reachable from other machines]]. [[c:Nothing is listening on port 8080]].\n\n"
          "If you want to restrict SSH, you can enable `ufw` and allow only your LAN."},
    {"q": "Give me a quick system overview.", "ev": ["e1", "e4"],
     "a": "## System overview\n\n- **Hostname:** [[s:corellia]]\n- **OS:** [[s:Ubuntu 24.04 LTS (Noble Numbat)]]\n"
          "- **Kernel:** [[c:6.5.0-41-generic]]\n- **CPU:** [[s:AMD Ryzen 9 5900X (12 cores / 24 threads)]]\n"
          "- **Uptime:** [[s:2 h 15 min]]\n- **Load average:** [[s:0.52, 0.61, 0.70]]\n- **CPU usage:** [[s:12.5%]]\n\n"
          "Let me know if you want details on any of these."},
    {"q": "Which versions of Docker and nginx do I have?", "ev": ["e1"],
     "a": "[[s:Docker 24.0.7]] (package [[s:docker-ce]]) and [[s:nginx 1.24.0]] are installed. [[c:PostgreSQL 15]] is "
          "also present. [[u:Docker Compose v2.21 is installed as a plugin]]."},
    {"q": "Who can use Docker on this machine?", "ev": ["e1"],
     "a": "[[s:alice is a member of the `docker` group]] and [[s:she also has sudo rights]]. [[c:bob is in the docker "
          "group as well]]. [[s:bob's login shell is /bin/zsh]]."},
    {"q": "Is the worker container healthy?", "ev": ["e3"],
     "a": "No — [[s:`worker` is restarting]] [e3]. [[s:Its last exit code was 1]]. [[s:It was created yesterday]]. "
          "You can look at its logs with `docker logs worker`."},
    {"q": "Is nginx enabled at boot?", "ev": ["e2", "e4"],
     "a": "[[u:Yes, nginx is enabled]] [e4], so it will come back after a reboot. [[s:Its main PID is 1234]] [e2]."},
    {"q": "Did anything fail?", "ev": ["e1", "e2", "e3"],
     "a": "[[u:No service has failed]]. [[c:All containers except cache are running]]."},
    {"q": "What's the CPU usage?", "ev": ["e1", "e9"],
     "a": "[[t:CPU usage is at 35%]] and [[t:the load average is 2.10]]. [[s:The machine has 24 threads]], so that is not much."},
    {"q": "What's my IP address?", "ev": ["e1", "e7"],
     "a": "[[s:Your machine's IP is 192.168.1.100]] on [[s:eth0]]. [[s:The default gateway is 192.168.1.1]]. "
          "[[s:There is one established SSH connection from 192.168.1.50]]."},
]}

# --------------------------------------------------------------------------------------------------------
# hoth: Debian 12 mail/monitoring server; two failed units; logs; package history; a stale-looking
# steady-state nginx version that conflicts with the package history.
h = Clock("2026-11-22T14:30:00+00:00")
HMEM = 33564463104
hoth_ev = [
    steady("e1", h, 2400, hostname="hoth", domain="example.net", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", os_pretty_name="Debian GNU/Linux 12 (bookworm)", kernel="6.1.0-26-amd64",
           cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12, memory_total_bytes=HMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249913409536},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/backup", "fstype": "ext4", "total_bytes": 1000170586112}],
           network_interfaces=[{"name": "enp3s0", "mac": "d0:50:99:aa:bb:cc", "addresses": ["203.0.113.25/24"], "is_up": True}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1",
           installed_packages={"postfix": "3.7.11-0+deb12u1", "dovecot-core": "1:2.3.19.1+dfsg1-2.1+deb12u1",
                               "prometheus": "2.42.0+ds-5+b5", "fail2ban": "1.0.2-2", "nginx": "1.22.1-9",
                               "certbot": "2.1.0-4", "unattended-upgrades": "2.9.1+nmu3", "rsyslog": "8.2302.0-1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "rsync": "3.2.7-1", "bash": "5.2.15-2+b7"},
           available_services=["postfix.service", "dovecot.service", "prometheus.service", "fail2ban.service",
                               "nginx.service", "ssh.service", "rsyslog.service", "cron.service", "backup.service",
                               "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "debian", "uid": 1000, "gid": 1000, "home": "/home/debian", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 110, "gid": 118, "home": "/var/lib/prometheus", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["debian"]}, {"name": "adm", "gid": 4, "members": ["debian"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("postfix.service", "active", "running", "enabled", 1502, "2026-11-20T03:12:05+00:00", "Postfix Mail Transport Agent"),
        unit("dovecot.service", "active", "running", "enabled", 1530, "2026-11-20T03:12:06+00:00", "Dovecot IMAP/POP3 email server"),
        unit("prometheus.service", "active", "running", "enabled", 1601, "2026-11-20T03:12:08+00:00", "Monitoring system and time series database"),
        unit("fail2ban.service", "failed", "failed", "enabled", None, None, "Fail2Ban Service"),
        unit("nginx.service", "active", "running", "enabled", 1410, "2026-11-20T03:12:01+00:00", "A high performance web server"),
        unit("ssh.service", "active", "running", "enabled", 880, "2026-11-20T03:11:58+00:00", "OpenBSD Secure Shell server"),
        unit("rsyslog.service", "active", "running", "enabled", 700, "2026-11-20T03:11:50+00:00", "System Logging Service"),
        unit("cron.service", "active", "running", "enabled", 702, "2026-11-20T03:11:50+00:00", "Regular background program processing daemon"),
        unit("backup.service", "failed", "failed", "static", None, None, "Nightly rsync backup"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 905, "2026-11-20T03:12:00+00:00", "Unattended Upgrades Shutdown"),
    ]}, h, 45),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
        {"time": "2026-11-22T14:05:11+00:00", "unit": "fail2ban.service", "priority": "err",
         "message": "ERROR   Failed during configuration: Have not found any log file for sshd jail"},
        {"time": "2026-11-22T14:05:11+00:00", "unit": "fail2ban.service", "priority": "err",
         "message": "ERROR   Async configuration of server failed"},
        {"time": "2026-11-22T14:05:12+00:00", "unit": "fail2ban.service", "priority": "warning",
         "message": "fail2ban.service: Failed with result 'exit-code'."}]},
         h, 50, {"unit": "fail2ban", "since_minutes": 60}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "backup.service", "entries": [
        {"time": "2026-11-22T02:00:14+00:00", "unit": "backup.service", "priority": "err",
         "message": "rsync: [sender] write error: No space left on device (28)"},
        {"time": "2026-11-22T02:00:14+00:00", "unit": "backup.service", "priority": "err",
         "message": "backup.service: Failed with result 'exit-code'."}]},
         h, 50, {"unit": "backup", "since_minutes": 1440, "priority": "err"}),
    item("e5", "linux_disk_usage", {"filesystems": [fs("/dev/sda2", "/", "ext4", 249913409536, 120 * GiB),
                                                    fs("/dev/sdb1", "/srv/backup", "ext4", 1000170586112, 987168376565)]}, h, 40),
    item("e6", "linux_package_history", {"events": [
        {"time": "2026-11-18T06:25:03+00:00", "action": "upgrade", "package": "openssh-server",
         "from_version": "1:9.2p1-2+deb12u2", "to_version": "1:9.2p1-2+deb12u3"},
        {"time": "2026-11-18T06:25:10+00:00", "action": "upgrade", "package": "nginx",
         "from_version": "1.22.1-9", "to_version": "1.22.1-9+deb12u1"},
        {"time": "2026-11-19T10:00:41+00:00", "action": "remove", "package": "apache2",
         "from_version": "2.4.62-1~deb12u1", "to_version": None},
        {"time": "2026-11-21T09:14:40+00:00", "action": "install", "package": "certbot",
         "from_version": None, "to_version": "2.1.0-4"}]}, h, 60, {"since_days": 7}),
    item("e7", "linux_system_info", system_info(6.2, [0.31, 0.28, 0.25], 213500, "2026-11-20T03:11:10+00:00", HMEM,
                                                int(21.1 * GiB), GiB, 0), h, 30),
]
HOTH = {"name": "hoth", "clock": h, "evidence": hoth_ev, "answers": [
    {"q": "Did any services fail?", "ev": ["e1", "e2"],
     "a": "Yes, [[s:two units are in a failed state]]: [[s:`fail2ban.service` and `backup.service`]]. "
          "[[s:postfix, dovecot and nginx are all active (running)]]."},
    {"q": "Why did fail2ban fail?", "ev": ["e2", "e3"],
     "a": "[[s:fail2ban failed at 14:05]] because [[s:it could not find a log file for the sshd jail]] [e3]. "
          "[[u:This usually happens when sshd only logs to the journal]]. Setting `backend = systemd` in "
          "`jail.local` should fix it."},
    {"q": "Is the backup disk full?", "ev": ["e1", "e4", "e5"],
     "a": "[[s:Yes — /srv/backup is 98.7% full]], [[s:with only about 12 GiB free]] [e5]. [[s:Last night's backup "
          "failed with \"No space left on device\"]] [e4]. [[s:The root filesystem is fine at about 52% usage]]."},
    {"q": "What changed on this server recently?", "ev": ["e1", "e6"],
     "a": "In the last 7 days:\n\n- [[s:openssh-server was upgraded to 1:9.2p1-2+deb12u3 on Nov 18]]\n"
          "- [[s:certbot 2.1.0-4 was installed on Nov 21]]\n- [[c:apache2 was upgraded on Nov 19]]\n"
          "- [[c:the kernel was updated to 6.1.0-27]]"},
    {"q": "Which nginx version is installed?", "ev": ["e1", "e6"],
     "a": "[[u:nginx 1.22.1-9+deb12u1 is installed]] — [[s:it was upgraded on November 18]]."},
    {"q": "How long has the server been up?", "ev": ["e7"],
     "a": "[[s:The server has been up for about 2 days and 11 hours]] ([[s:since November 20 at 03:11]]). "
          "[[s:The load is very low (0.31)]]."},
    {"q": "Is prometheus running, and as which user?", "ev": ["e1", "e2"],
     "a": "[[s:prometheus.service is active (running)]] [[s:with PID 1601]]. [[u:It runs as the `prometheus` user]]."},
    {"q": "Is fail2ban the only failed unit?", "ev": ["e2"],
     "a": "[[c:Yes, fail2ban is the only failed unit]]; [[c:everything else is running]]... "
          "Actually let me double-check that for you."},
    {"q": "Any errors from nginx in the last hour?", "ev": ["e2", "e3"],
     "a": "[[u:No, nginx has not logged any errors in the last hour]]. [[s:nginx has been active since November 20]]."},
    {"q": "Why is my backup failing?", "ev": ["e4", "e5"],
     "extra": [user("u1", "I set up a backup job that runs every night at 2am and copies /home to /srv/backup.", h)],
     "a": "[[s:Your backup job, which you said runs every night at 2am,]] [[s:failed at 02:00 last night]] because "
          "[[s:/srv/backup ran out of space]] [e4]. [[s:Only about 12 GiB is free there now]] [e5]."},
    {"q": "Is postfix running?", "ev": ["e2", "e4"],
     "a": "[[u:Yes, Postfix is running]] [e4]. [[u:It has delivered 1,204 messages today]]."},
    {"q": "Will the backup disk fill up again?", "ev": ["e5"],
     "a": "[[s:/srv/backup has about 12 GiB left]]. [[u:It will probably fill up again within a week]] unless old "
          "backups are pruned."},
    {"q": "Which OS is this?", "ev": ["e1"],
     "a": "[[s:This is Debian 12 (bookworm)]] [[s:running kernel 6.1.0-26-amd64]] on [[s:an Intel Xeon E-2236]] "
          "([[s:6 cores]], [[c:8 threads]]). [[s:The DNS servers are 1.1.1.1 and 9.9.9.9]]."},
]}

# --------------------------------------------------------------------------------------------------------
# kamino: Fedora 40 laptop; a stale system_info; fresh processes sorted by CPU; sshd config changed.
k = Clock("2026-11-22T16:45:00+00:00")
KMEM = 16447229952
kamino_ev = [
    steady("e1", k, 3000, hostname="kamino", os_name="Fedora Linux", os_version="40", os_codename="",
           os_pretty_name="Fedora Linux 40 (Workstation Edition)", kernel="6.11.8-200.fc40.x86_64",
           cpu_model="12th Gen Intel(R) Core(TM) i7-12700H", cpu_cores=14, cpu_threads=20, memory_total_bytes=KMEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510389125120}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:11:22:33", "addresses": ["192.168.0.23/24"], "is_up": True}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"firefox": "132.0.1-1.fc40", "gnome-shell": "46.6-1.fc40", "podman": "5:5.2.5-1.fc40",
                               "git": "2.47.0-1.fc40", "python3": "3.12.7-1.fc40", "NetworkManager": "1:1.46.4-1.fc40",
                               "openssh-server": "9.6p1-1.fc40.4", "dnf": "4.21.1-1.fc40", "cups": "1:2.4.11-1.fc40",
                               "avahi": "0.8-26.fc40", "pipewire": "1.0.9-1.fc40"},
           available_services=["sshd.service", "cups.service", "avahi-daemon.service", "NetworkManager.service",
                               "podman.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kira", "uid": 1000, "gid": 1000, "home": "/home/kira", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kira"]}, {"name": "kira", "gid": 1000, "members": []}]),
    item("e2", "linux_system_info", system_info(88.0, [5.12, 4.80, 3.95], 30200, "2026-11-22T08:17:40+00:00", KMEM,
                                                2040109466, 8 * GiB, int(3.1 * GiB)), k, 900),
    item("e3", "linux_processes", {"total": 287, "processes": [
        proc(4121, "firefox", "kira", 62.0, 18.5, 3113851289, "2026-11-22T09:02:11+00:00", "/usr/lib64/firefox/firefox"),
        proc(4380, "Isolated Web Co", "kira", 35.2, 6.1, GiB, "2026-11-22T09:03:40+00:00", "/usr/lib64/firefox/firefox -contentproc"),
        proc(2210, "gnome-shell", "kira", 12.4, 3.9, 640 * MiB, "2026-11-22T08:18:30+00:00", "/usr/bin/gnome-shell"),
        proc(5530, "podman", "kira", 8.0, 0.6, 95 * MiB, "2026-11-22T16:30:02+00:00", "podman run --rm -it fedora:40"),
        proc(2105, "pipewire", "kira", 2.1, 0.1, 22 * MiB, "2026-11-22T08:18:20+00:00", "/usr/bin/pipewire"),
    ]}, k, 20, {"sort": "cpu", "limit": 5}, complete=False),
    item("e4", "linux_file_changes", {"root": "/etc", "since": "2026-11-22T14:45:00+00:00", "files": [
        {"path": "/etc/ssh/sshd_config", "mtime": "2026-11-22T16:12:40+00:00", "size_bytes": 3290},
        {"path": "/etc/hosts", "mtime": "2026-11-22T15:58:03+00:00", "size_bytes": 221}]},
         k, 30, {"root": "/etc", "since_minutes": 120}),
    item("e5", "linux_file_read", {"path": "/etc/ssh/sshd_config", "offset": 0, "limit": 200, "total_lines": 132, "lines": [
        "Include /etc/ssh/sshd_config.d/*.conf", "Port 2222", "PermitRootLogin no", "PasswordAuthentication no",
        "X11Forwarding yes", "Subsystem sftp /usr/libexec/openssh/sftp-server"]}, k, 30,
         {"path": "/etc/ssh/sshd_config"}),
    item("e6", "linux_service_status", unit("sshd.service", "active", "running", "enabled", 8812,
                                            "2026-11-22T16:13:02+00:00", "OpenSSH server daemon"), k, 25, {"name": "sshd"}),
    item("e7", "linux_network_info", {"interfaces": [
        {"name": "wlp0s20f3", "mac": "a4:c3:f0:11:22:33", "addresses": ["192.168.0.23/24"], "is_up": True},
        {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 2222, "pid": 8812, "process": "sshd"},
                      {"proto": "tcp", "address": "127.0.0.1", "port": 631, "pid": 1502, "process": "cupsd"},
                      {"proto": "udp", "address": "0.0.0.0", "port": 5353, "pid": 980, "process": "avahi-daemon"}],
        "connections": []}, k, 30),
]
KAMINO = {"name": "kamino", "clock": k, "evidence": kamino_ev, "answers": [
    {"q": "Why is my laptop so slow?", "ev": ["e2", "e3"],
     "a": "[[t:Your CPU is at 88%]] and [[t:only about 1.9 GiB of memory is available]]. [[s:Firefox is the top CPU "
          "user at 62%]], [[s:using about 2.9 GiB of RAM]]. [[u:A browser extension is probably the cause]]."},
    {"q": "Did someone change the SSH config?", "ev": ["e4", "e5", "e6"],
     "a": "[[s:Yes, /etc/ssh/sshd_config was modified at 16:12]] [e4], and [[s:sshd was restarted a minute later "
          "(active since 16:13)]] [e6]. [[s:It now listens on port 2222]] and [[s:root login is disabled "
          "(`PermitRootLogin no`)]]. [[c:Password authentication is still enabled]]."},
    {"q": "What's listening on the network?", "ev": ["e7"],
     "a": "| Port | Process | Address |\n|---|---|---|\n| [[s:2222/tcp]] | [[s:sshd]] | [[s:0.0.0.0]] |\n"
          "| [[s:631/tcp]] | [[s:cupsd]] | [[s:127.0.0.1]] |\n| [[s:5353/udp]] | [[s:avahi-daemon]] | [[s:0.0.0.0]] |\n"
          "| [[c:22/tcp]] | [[c:sshd]] | 0.0.0.0 |"},
    {"q": "What Fedora and kernel version am I on?", "ev": ["e1"],
     "a": "[[s:You're on Fedora 40]] with [[s:kernel 6.11.8]]. [[c:It uses the apt package manager]]."},
    {"q": "How much RAM does this laptop have?", "ev": ["e1"],
     "a": "[[s:16 GB]] ([[s:about 15.3 GiB usable]])."},
    {"q": "Is the machine under heavy load right now?", "ev": ["e2"],
     "a": "[[t:The 1-minute load average was 5.12]] and [[t:about 3 GiB of swap is in use]]. Note that this reading "
          "is 15 minutes old."},
    {"q": "Who is running firefox?", "ev": ["e1", "e3"],
     "a": "[[s:Firefox (PID 4121) runs as kira]]. [[s:kira is an administrator]] ([[s:member of `wheel`]]). "
          "[[s:Firefox was started at 09:02]]."},
    {"q": "Is anything mining crypto?", "ev": ["e3"],
     "a": "[[u:No, there are no suspicious processes running]]. [[s:The top CPU consumer is Firefox]], followed by "
          "[[s:its web content process (35%)]] and [[s:GNOME Shell (12.4%)]]."},
    {"q": "Is podman installed?", "ev": ["e1", "e3"],
     "a": "[[s:Yes, podman 5.2.5 is installed]], and [[s:a podman process is running right now]] [e3]. "
          "[[c:Docker is installed as well]]."},
    {"q": "Is CUPS exposed to the network?", "ev": ["e7"],
     "a": "No — [[s:cupsd only listens on localhost (127.0.0.1:631)]]. [[s:avahi-daemon listens on UDP port 5353]]."},
    {"q": "What's the root filesystem?", "ev": ["e1"],
     "a": "[[s:/ is a btrfs filesystem on /dev/nvme0n1p3]], [[s:about 475 GiB in size]]. [[u:It has plenty of free "
          "space]]."},
]}

MACHINES = [CORELLIA, HOTH, KAMINO]
