"""7th generation (written blind: without reading the certainty wrapper, to be scored once as unseen data, see
the README): vulcan (Ubuntu 24.04 web server), romulus (Fedora 41 laptop with Podman), bajor (Debian 12 home
server running k3s), cardassia (Ubuntu 22.04 Jenkins build server)."""

from _evidence import GB, GiB, MiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user

TB = 10**12

# --------------------------------------------------------------------------------------------------------
vu = Clock("2026-12-08T09:30:00+00:00")
VMEM = 33_396_662_272          # 31.1 GiB MemTotal on a 32 GB board
VROOT = 960_197_124_096        # 960 GB (894 GiB)
vulcan_ev = [
    steady("e1", vu, 2400, hostname="vulcan", domain="example.org", os_name="Ubuntu", os_version="24.04",
           os_codename="noble", os_pretty_name="Ubuntu 24.04.1 LTS", kernel="6.8.0-49-generic",
           cpu_model="Intel(R) Xeon(R) E-2336 CPU @ 2.90GHz", cpu_cores=6, cpu_threads=12, memory_total_bytes=VMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": VROOT}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:52:63",
                                "addresses": ["203.0.113.10/24", "2001:db8:10::10/64"], "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:41:52:64", "addresses": [], "is_up": False}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.24.0-2ubuntu7.1", "php8.3-fpm": "8.3.6-0ubuntu0.24.04.3",
                               "mariadb-server": "1:10.11.8-0ubuntu0.24.04.1", "openssh-server": "1:9.6p1-3ubuntu13.5",
                               "postfix": "3.8.6-1build2", "certbot": "2.9.0-1", "fail2ban": "1.0.2-3ubuntu0.1"},
           available_services=["nginx.service", "php8.3-fpm.service", "mariadb.service", "ssh.service",
                               "postfix.service", "fail2ban.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "mysql", "uid": 110, "gid": 117, "home": "/nonexistent", "shell": "/bin/false"},
                  {"name": "spock", "uid": 1000, "gid": 1000, "home": "/home/spock", "shell": "/bin/bash"},
                  {"name": "sarek", "uid": 1001, "gid": 1001, "home": "/home/sarek", "shell": "/bin/zsh"},
                  {"name": "deploy", "uid": 1002, "gid": 1002, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["spock"]},
                   {"name": "adm", "gid": 4, "members": ["spock", "sarek"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 1210, "2026-12-01T04:27:10+00:00",
             "A high performance web server and a reverse proxy server"),
        unit("php8.3-fpm.service", "active", "running", "enabled", 1190, "2026-12-01T04:27:08+00:00",
             "The PHP 8.3 FastCGI Process Manager"),
        unit("mariadb.service", "active", "running", "enabled", 1302, "2026-12-01T04:27:15+00:00",
             "MariaDB 10.11.8 database server"),
        unit("ssh.service", "active", "running", "enabled", 980, "2026-12-01T04:27:02+00:00", "OpenBSD Secure Shell server"),
        unit("postfix.service", "active", "exited", "enabled", None, "2026-12-01T04:27:20+00:00", "Postfix Mail Transport Agent"),
        unit("fail2ban.service", "failed", "failed", "enabled", None, None, "Fail2Ban Service")]}, vu, 40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
        {"time": "2026-12-08T09:02:11+00:00", "unit": "fail2ban.service", "priority": "err",
         "message": "fail2ban-server[88412]: ERROR   Failed during configuration: Have not found any log file for sshd jail"},
        {"time": "2026-12-08T09:02:12+00:00", "unit": "fail2ban.service", "priority": "notice",
         "message": "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"},
        {"time": "2026-12-08T09:02:12+00:00", "unit": "fail2ban.service", "priority": "warning",
         "message": "fail2ban.service: Failed with result 'exit-code'."}]}, vu, 45,
         {"unit": "fail2ban", "since_minutes": 60}),
    item("e4", "linux_processes", {"total": 231, "processes": [
        proc(1302, "mariadbd", "mysql", 3.1, 14.2, int(4.4 * GiB), "2026-12-01T04:27:15+00:00", "/usr/sbin/mariadbd"),
        proc(90211, "php-fpm8.3", "www-data", 22.0, 1.9, 600 * MiB, "2026-12-08T08:40:02+00:00", "php-fpm: pool www"),
        proc(90388, "php-fpm8.3", "www-data", 18.5, 1.8, 580 * MiB, "2026-12-08T08:51:40+00:00", "php-fpm: pool www"),
        proc(1190, "php-fpm8.3", "root", 0.0, 0.3, 90 * MiB, "2026-12-01T04:27:08+00:00",
             "php-fpm: master process (/etc/php/8.3/fpm/php-fpm.conf)"),
        proc(1215, "nginx", "www-data", 1.2, 0.2, 60 * MiB, "2026-12-01T04:27:10+00:00", "nginx: worker process"),
        proc(70123, "python3", "deploy", 0.4, 0.2, 55 * MiB, "2026-12-08T03:00:00+00:00",
             "python3 /opt/backup/snapshot.py --cpu-limit 20 --target s3://vulcan-backups"),
    ]}, vu, 25, {"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_network_info", {"interfaces": [
        {"name": "eno1", "mac": "3c:ec:ef:41:52:63", "addresses": ["203.0.113.10/24", "2001:db8:10::10/64"], "is_up": True},
        {"name": "eno2", "mac": "3c:ec:ef:41:52:64", "addresses": [], "is_up": False}],
        "listening": [
            {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 980, "process": "sshd"},
            {"proto": "tcp6", "address": "::", "port": 22, "pid": 980, "process": "sshd"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 80, "pid": 1210, "process": "nginx"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 443, "pid": 1210, "process": "nginx"},
            {"proto": "tcp6", "address": "::", "port": 443, "pid": 1210, "process": "nginx"},
            {"proto": "tcp", "address": "127.0.0.1", "port": 3306, "pid": 1302, "process": "mariadbd"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 25, "pid": 1511, "process": "master"}],
        "connections": [
            {"proto": "tcp", "local": "203.0.113.10:443", "remote": "198.51.100.23:50112", "status": "ESTABLISHED",
             "pid": 1215, "process": "nginx"},
            {"proto": "tcp", "local": "203.0.113.10:22", "remote": "192.0.2.77:61022", "status": "ESTABLISHED",
             "pid": 90102, "process": "sshd"}]}, vu, 30),
    item("e6", "linux_system_info", system_info(41.0, [3.9, 3.2, 2.8], 623000, "2026-12-01T04:26:40+00:00", VMEM,
                                                14 * GiB, 4 * GiB, 300 * MiB), vu, 20),
    item("e7", "linux_system_info", system_info(97.0, [11.2, 8.0, 5.1], 621500, "2026-12-01T04:26:40+00:00", VMEM,
                                                2 * GiB, 4 * GiB, 1200 * MiB), vu, 1500),
    item("e8", "linux_package_history", {"events": [
        {"time": "2026-12-05T11:40:00+00:00", "action": "install", "package": "fail2ban",
         "from_version": None, "to_version": "1.0.2-3ubuntu0.1"},
        {"time": "2026-12-07T06:14:02+00:00", "action": "upgrade", "package": "nginx",
         "from_version": "1.24.0-2ubuntu7", "to_version": "1.24.0-2ubuntu7.1"},
        {"time": "2026-12-07T06:14:05+00:00", "action": "upgrade", "package": "openssh-server",
         "from_version": "1:9.6p1-3ubuntu13.4", "to_version": "1:9.6p1-3ubuntu13.5"}]}, vu, 60, {"since_days": 7}),
    item("e9", "linux_disk_usage", {"filesystems": [fs("/dev/nvme0n1p2", "/", "ext4", VROOT, 701 * GB)]}, vu, 30),
]
VULCAN = {"name": "vulcan", "clock": vu, "evidence": vulcan_ev, "answers": [
    {"q": "Hi! Is the web stack OK?", "ev": ["e2", "e3"],
     "a": "Hi! Here's a quick overview of your web stack:\n\n- [[s:nginx is active (running)]]\n- [[s:php8.3-fpm is "
          "running]]\n- [[s:MariaDB is up]]\n- [[s:fail2ban has **failed**]] ⚠️\n\n[[s:The fail2ban log says it couldn't "
          "find any log file for the sshd jail]], [[u:most likely because sshd only logs to the journal on this box]]. "
          "[[c:It failed about ten minutes ago]]. [[u:The sshd jail is the only jail you have enabled]].\n\nWant me to "
          "look at the jail config? You can also run `sudo fail2ban-client -d` to see what it parses."},
    {"q": "What's using the most memory?", "ev": ["e4", "e6"],
     "a": "### Top memory users\n\n| Process | User | RSS |\n|---|---|---|\n| [[s:mariadbd]] | [[s:mysql]] | [[s:~4.4 GiB]] |\n"
          "| php-fpm8.3 (pool www) | www-data | [[c:~900 MiB]] |\n| nginx worker | [[c:nginx]] | 60 MiB |\n\n"
          "[[s:The biggest memory user is MariaDB at about 14% of RAM]]. [[s:The two biggest php-fpm pool workers use "
          "roughly 600 MB each]], plus the master. [[c:No other process uses more than 50 MiB]]. [[s:About 14 GiB of "
          "memory is still available]] and [[c:nothing has been swapped out]]. [[u:MariaDB's buffer pool is set to 4 GiB]]."},
    {"q": "Is the server under heavy load?", "ev": ["e6", "e7"],
     "a": "No, it's fine right now. [[s:CPU usage is about 41%]], [[s:the load average is 3.9 / 3.2 / 2.8]] "
          "[[u:for 12 threads]], and [[s:swap use is tiny (~300 MiB of 4 GiB)]]. [[u:Most of the load comes from php-fpm]]. [[s:The box has been up for 7 days "
          "and 5 hours (booted Dec 1 around 04:27)]]. [[c:Memory is nearly exhausted]]."},
    {"q": "How busy is the CPU?", "ev": ["e7"],
     "a": "Pretty busy: [[t:the CPU is at 97%]] and [[t:the 1-minute load is over 11]] — [[u:probably the nightly "
          "backup job]]. Run `htop` if you want to watch it live."},
    {"q": "Which versions of nginx and OpenSSH are installed? Is nginx newer than 1.22?", "ev": ["e1", "e8"],
     "a": "- **nginx**: [[s:1.24.0-2ubuntu7.1]] — [[s:yes, that's newer than 1.22]]\n- **OpenSSH**: "
          "[[s:1:9.6p1-3ubuntu13.5]] ([[s:upgraded yesterday from 13.4]])\n- **MariaDB**: [[c:10.6]]\n\n[[s:fail2ban "
          "was installed on December 5]]. [[c:PHP 8.1 is also installed]]."},
    {"q": "Who can log in to this server, and who has sudo?", "ev": ["e1"],
     "a": "[[s:4 accounts have a login shell]]: [[s:root, spock, sarek and deploy]]. [[s:spock is in the `sudo` group]], "
          "[[c:and so is sarek]]. [[s:Both spock and sarek are in `adm`]], the group that can read /var/log/syslog. "
          "[[s:`www-data` and `mysql` have no login shell]]. [[u:Password logins over SSH are disabled]]."},
    {"q": "What ports are open?", "ev": ["e5"],
     "a": "Listening sockets:\n\n- [[s:sshd listens on port 22 on all interfaces (IPv4 and IPv6)]]\n- [[s:nginx on 80 "
          "and 443]]\n- [[s:MariaDB on 3306, but only on 127.0.0.1]]\n- [[s:Postfix (`master`) on 25]]\n\n[[u:Postfix only relays mail for localhost]]. [[c:nginx also "
          "listens on 8080]]. [[u:The firewall only lets 22, 80 and 443 in from outside]]. [[s:Right now there is one "
          "SSH session, from 192.0.2.77]]."},
    {"q": "How's disk space?", "ev": ["e9"],
     "a": "[[s:The root filesystem (ext4) is 73% used]] — [[c:roughly 150 GB free]]. [[c:It lives on /dev/sda2]]. [[u:Most of it is "
          "/var/lib/mysql]]. You can check with `sudo du -xh --max-depth=1 /var | sort -h`."},
]}

# --------------------------------------------------------------------------------------------------------
ro = Clock("2026-12-09T16:45:00+00:00")
RMEM = 32_890_000_000          # 30.6 GiB
RDISK = 511_962_000_000
romulus_ev = [
    steady("e1", ro, 3000, hostname="romulus", os_name="Fedora Linux", os_version="41", os_codename=None,
           os_pretty_name="Fedora Linux 41 (Workstation Edition)", kernel="6.11.10-300.fc41.x86_64",
           cpu_model="AMD Ryzen 7 PRO 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=RMEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": RDISK},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": RDISK}],
           network_interfaces=[{"name": "wlp1s0", "mac": "8c:b8:7e:11:22:33", "addresses": ["10.10.0.57/24"], "is_up": True},
                               {"name": "podman0", "mac": "6a:1f:0c:aa:bb:01", "addresses": ["10.88.0.1/16"], "is_up": True}],
           dns_servers=["10.10.0.1"], default_gateway="10.10.0.1", package_manager="rpm",
           installed_packages={"podman": "5:5.3.1-1.fc41", "java-21-openjdk": "1:21.0.5.0.11-1.fc41",
                               "firefox": "133.0-1.fc41", "code": "1.95.3-1732033017.el8", "toolbox": "0.1.1-1.fc41",
                               "kernel": "6.11.10-300.fc41", "stress-ng": "0.18.06-1.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "sshd.service", "firewalld.service",
                               "bluetooth.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "tomalak", "uid": 1000, "gid": 1000, "home": "/home/tomalak", "shell": "/bin/bash"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["tomalak"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("5f1e2d3c4b5a", "postgres-dev", "docker.io/library/postgres:16.6", "running", "Up 3 hours",
            "2026-12-09T13:40:11+00:00", ["127.0.0.1:5432->5432/tcp"]),
        box("6a5b4c3d2e1f", "keycloak", "quay.io/keycloak/keycloak:26.0", "running", "Up 3 hours",
            "2026-12-09T13:41:02+00:00", ["0.0.0.0:8081->8080/tcp"]),
        box("7b6c5d4e3f2a", "minio", "quay.io/minio/minio:RELEASE.2024-11-07T00-52-20Z", "exited",
            "Exited (1) 2 hours ago", "2026-12-09T13:41:30+00:00", ["0.0.0.0:9000->9000/tcp"])]}, ro, 45, {"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {"time": "2026-12-09T14:12:06+00:00", "unit": "kernel", "priority": "warning",
         "message": "code invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=100"},
        {"time": "2026-12-09T14:12:07+00:00", "unit": "kernel", "priority": "err",
         "message": "Out of memory: Killed process 48211 (java) total-vm:14201812kB, anon-rss:9120444kB, file-rss:0kB, "
                    "shmem-rss:0kB, UID:1000 pgtables:19520kB oom_score_adj:0"}]}, ro, 40,
         {"grep": "oom", "since_minutes": 360}),
    item("e4", "linux_processes", {"total": 402, "processes": [
        proc(51022, "stress-ng", "tomalak", 199.0, 0.1, 30 * MiB, "2026-12-09T16:35:00+00:00",
             "stress-ng --cpu 2 --timeout 600s --metrics-brief", "running"),
        proc(48890, "java", "tomalak", 85.0, 11.8, int(3.6 * GiB), "2026-12-09T14:20:31+00:00",
             "/usr/lib/jvm/java-21-openjdk/bin/java -Xmx6g -jar build/app.jar --spring.profiles.active=dev", "running"),
        proc(3310, "firefox", "tomalak", 22.0, 5.1, int(1.6 * GiB), "2026-12-09T08:02:13+00:00", "/usr/lib64/firefox/firefox"),
        proc(2101, "gnome-shell", "tomalak", 9.5, 2.9, 900 * MiB, "2026-12-06T14:46:01+00:00", "/usr/bin/gnome-shell"),
        proc(4420, "code", "tomalak", 6.1, 2.2, 700 * MiB, "2026-12-09T09:15:40+00:00",
             "/usr/share/code/code --type=renderer --crashpad-handler-pid=4391"),
        proc(4433, "code", "tomalak", 3.0, 1.4, 450 * MiB, "2026-12-09T09:15:41+00:00",
             "/usr/share/code/code --type=utility --utility-sub-type=node.mojom.NodeService"),
    ]}, ro, 25, {"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_processes", {"total": 402, "processes": [
        proc(51020, "timeout", "tomalak", 0.0, 0.0, 1 * MiB, "2026-12-09T16:35:00+00:00",
             "timeout 600s stress-ng --cpu 2 --timeout 600s --metrics-brief")]}, ro, 25, {"name": "timeout"}),
    item("e6", "linux_system_info", system_info(24.0, [3.6, 3.1, 2.4], 266400, "2026-12-06T14:45:00+00:00", RMEM,
                                                12 * GiB, 8 * GiB, int(2.1 * GiB)), ro, 20),
    item("e7", "linux_service_status", unit("sshd.service", "inactive", "dead", "disabled", None, None,
                                            "OpenSSH server daemon"), ro, 30, {"name": "sshd"}),
    item("e8", "linux_service_status", unit("sshd.service", "active", "running", "disabled", 52210,
                                            "2026-12-09T16:43:12+00:00", "OpenSSH server daemon"), ro, 30, {"name": "sshd"}),
    item("e9", "linux_containers", {"runtime": "podman", "containers": [
        box("7b6c5d4e3f2a", "minio", "quay.io/minio/minio:RELEASE.2024-11-07T00-52-20Z", "running", "Up 41 minutes",
            "2026-12-09T13:41:30+00:00", ["0.0.0.0:9000->9000/tcp"])]}, ro, 1300, {"all": False}),
]
ROMULUS = {"name": "romulus", "clock": ro, "evidence": romulus_ev, "answers": [
    {"q": "My Java app died around 2pm, what happened?", "ev": ["e3", "e4"],
     "a": "Looks like the **OOM killer** got it:\n\n> [[s:At 14:12 the kernel killed `java` (PID 48211)]], [[u:which had been running since this morning]]\n\n[[s:It was "
          "holding roughly 8.7 GiB of resident memory at that point]]. [[s:The OOM killer was triggered by `code`]], "
          "[[u:which was probably indexing a large workspace]]. [[s:A new java process (PID 48890) is running now]] "
          "[[s:with `-Xmx6g`]]. [[c:It is the top CPU user]] — [[s:`stress-ng` is, at ~199%]]. [[u:The old process was "
          "started with -Xmx16g]].\n\nYou might want to lower `-Xmx` or add more swap."},
    {"q": "Which containers do I have?", "ev": ["e2"],
     "a": "| Name | Image | State |\n|---|---|---|\n| [[s:postgres-dev]] | [[s:postgres:16.6]] | [[s:✅ Up 3 hours]] |\n"
          "| [[s:keycloak]] | [[c:keycloak:25.0]] | ✅ running |\n| minio | minio/minio | [[c:⏸️ paused]] |\n\n"
          "[[s:Postgres is only published on localhost:5432]], [[s:while Keycloak is reachable from the network on port "
          "8081]]. [[c:You have 4 containers in total]]. [[u:All of them were created with `podman compose`]]."},
    {"q": "Is sshd running?", "ev": ["e7", "e8"],
     "a": "No — [[u:`sshd.service` is inactive (dead)]], [[s:and it's disabled, so it won't start at boot]]. [[u:Someone probably stopped it by hand a moment ago]]. To start "
          "it now and at boot: `sudo systemctl enable --now sshd`."},
    {"q": "Is minio up?", "ev": ["e9"],
     "a": "Yes, [[t:minio is running]] [[t:(up about 40 minutes)]]. [[t:Its API is published on port 9000]]."},
    {"q": "Tell me about this laptop", "ev": ["e1", "e6"],
     "a": "## Your laptop\n\n- **OS**: [[s:Fedora Linux 41 (Workstation Edition)]]\n- **Kernel**: [[s:6.11.10-300.fc41]]\n"
          "- **CPU**: [[s:AMD Ryzen 7 PRO 7840U, 8 cores / 16 threads]]\n- **RAM**: [[s:~30.6 GiB]] ([[c:about "
          "20 GiB free]])\n- **Disk**: [[s:512 GB NVMe, Btrfs]]\n- **Uptime**: [[s:3 days, 2 hours]]\n- **Swap**: "
          "[[s:8 GiB]] [[u:on zram]], [[s:about 2 GiB in use]]\n\n[[c:Your user `tomalak` uses zsh]]. [[u:Secure Boot is "
          "enabled]] and [[u:the battery is at 80% health]]."},
    {"q": "What's hammering the CPU right now?", "ev": ["e4", "e5"],
     "a": "[[s:`stress-ng --cpu 2` is using about 199% CPU]] — two full cores. [[s:It was started at 16:35 under "
          "`timeout 600s`]], and [[s:there is exactly one `timeout` process]].\n\nAfter that: [[s:java at 85%]], "
          "[[c:Firefox at 35%]], [[c:gnome-shell at 30%]]. [[s:Two `code` processes (a renderer and a utility) use "
          "about 9% between them]]. [[u:Nothing else uses more than 1%]]."},
]}

# --------------------------------------------------------------------------------------------------------
ba = Clock("2026-12-10T21:10:00+00:00")
BMEM = 16_592_000_000          # 15.45 GiB MemTotal (16 GiB installed)
BROOT = 240 * GB
BMEDIA = 4 * TB
bajor_ev = [
    steady("e1", ba, 1800, hostname="bajor", domain="home.arpa", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", os_pretty_name="Debian GNU/Linux 12 (bookworm)", kernel="6.1.0-28-amd64",
           cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6, cpu_threads=6, memory_total_bytes=BMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": BROOT},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": BMEDIA}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:0a:0b:0c", "addresses": ["192.168.50.10/24"], "is_up": True},
                               {"name": "cni0", "mac": "ce:11:22:33:44:55", "addresses": ["10.42.0.1/24"], "is_up": True},
                               {"name": "flannel.1", "mac": "da:66:77:88:99:00", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"nfs-kernel-server": "1:2.6.2-4+deb12u1", "samba": "2:4.17.12+dfsg-0+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "unattended-upgrades": "2.9.1+nmu3",
                               "smartmontools": "7.3-pre1"},
           available_services=["k3s.service", "ssh.service", "smbd.service", "nmbd.service", "nfs-server.service",
                               "smartmontools.service", "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kira", "uid": 1000, "gid": 1000, "home": "/home/kira", "shell": "/bin/bash"},
                  {"name": "odo", "uid": 1001, "gid": 1001, "home": "/home/odo", "shell": "/bin/bash"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kira"]},
                   {"name": "sambashare", "gid": 107, "members": ["kira", "odo"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": "media", "items": [
        pod("jellyfin-6b8d9c7f5-q2w4e", "media", "Running", "bajor", 0, True, started="2026-12-08T10:00:00+00:00"),
        pod("sonarr-7f6c5d4b3-a1s2d", "media", "Running", "bajor", 0, True, started="2026-12-08T10:00:04+00:00"),
        pod("radarr-5d4c3b2a1-z9x8c", "media", "Running", "bajor", 12, False, waiting="CrashLoopBackOff"),
        pod("transmission-0", "media", "Running", "bajor", 0, True, started="2026-12-08T10:00:09+00:00"),
    ]}, ba, 30, {"resource": "pods", "namespace": "media"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [node("bajor", True, "v1.30.6+k3s1")]},
         ba, 30, {"resource": "nodes"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "media", "items": [
        deployment("jellyfin", "media", 1, 1), deployment("sonarr", "media", 1, 1), deployment("radarr", "media", 1, 0)]},
         ba, 30, {"resource": "deployments", "namespace": "media"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        {"time": "2026-12-10T20:58:31+00:00", "unit": "k3s.service", "priority": "err",
         "message": "E1210 20:58:31.112093 pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to "
                    "\\\"StartContainer\\\" for \\\"radarr\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed "
                    "container=radarr pod=radarr-5d4c3b2a1-z9x8c_media\\\"\""}]}, ba, 40,
         {"unit": "k3s", "since_minutes": 30}),
    item("e6", "linux_disk_usage", {"filesystems": [fs("/dev/sda2", "/", "ext4", BROOT, 61 * GB),
                                                    fs("/dev/sdb1", "/srv/media", "ext4", BMEDIA, 3720 * GB)]}, ba, 30),
    item("e7", "linux_network_info", {"interfaces": [
        {"name": "eno1", "mac": "6c:4b:90:0a:0b:0c", "addresses": ["192.168.50.10/24"], "is_up": True},
        {"name": "cni0", "mac": "ce:11:22:33:44:55", "addresses": ["10.42.0.1/24"], "is_up": True},
        {"name": "flannel.1", "mac": "da:66:77:88:99:00", "addresses": ["10.42.0.0/32"], "is_up": True}],
        "listening": [
            {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 702, "process": "sshd"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 139, "pid": 915, "process": "smbd"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 445, "pid": 915, "process": "smbd"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 2049, "pid": None, "process": None},
            {"proto": "tcp", "address": "0.0.0.0", "port": 6443, "pid": 1040, "process": "k3s-server"},
            {"proto": "tcp", "address": "127.0.0.1", "port": 10248, "pid": 1040, "process": "k3s-server"}],
        "connections": []}, ba, 30),
    item("e8", "linux_system_info", system_info(12.0, [0.8, 0.9, 1.1], 1054800, "2026-11-28T16:10:00+00:00", BMEM,
                                                int(6.1 * GiB), 1 * GiB, 0), ba, 20),
    item("e9", "kubernetes_get", {"context": "default", "namespace": "media", "items": [
        pod("radarr-5d4c3b2a1-z9x8c", "media", "Running", "bajor", 3, True, started="2026-12-10T20:31:00+00:00")]},
         ba, 900, {"resource": "pods", "namespace": "media", "name": "radarr-5d4c3b2a1-z9x8c"}),
    item("e10", "linux_service_status", {"units": [
        unit("k3s.service", "active", "running", "enabled", 1040, "2026-11-28T16:10:40+00:00", "Lightweight Kubernetes"),
        unit("ssh.service", "active", "running", "enabled", 702, "2026-11-28T16:10:21+00:00", "OpenBSD Secure Shell server"),
        unit("smbd.service", "active", "running", "enabled", 915, "2026-11-28T16:10:25+00:00", "Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", "enabled", 903, "2026-11-28T16:10:24+00:00", "Samba NMB Daemon"),
        unit("nfs-server.service", "active", "exited", "enabled", None, "2026-11-28T16:10:26+00:00",
             "NFS server and services"),
        unit("smartmontools.service", "active", "running", "enabled", 688, "2026-11-28T16:10:19+00:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 721, "2026-11-28T16:10:22+00:00",
             "Unattended Upgrades Shutdown")]}, ba, 30),
]
BAJOR = {"name": "bajor", "clock": ba, "evidence": bajor_ev, "answers": [
    {"q": "Are my media apps healthy?", "ev": ["e2", "e4", "e5"],
     "a": "Mostly yes 👍\n\n- [[s:jellyfin: Running, 1/1 ready]]\n- [[s:sonarr: Running]]\n- [[s:transmission-0: "
          "Running]]\n- [[s:radarr is in **CrashLoopBackOff**]] ❌ [[s:(12 restarts)]]\n\n[[s:k3s logged a back-off "
          "while restarting the failed radarr container]]. [[u:It's probably failing because its config volume has the "
          "wrong permissions]]. [[c:The radarr deployment shows 1/1 ready]], [[c:and sonarr has restarted "
          "4 times]].\n\nTry `kubectl logs -n media deploy/radarr --previous` to see why it exits."},
    {"q": "How much space is left on the media drive?", "ev": ["e6"],
     "a": "[[s:/srv/media is 93% full]] — [[s:about 280 GB left of 4 TB]]. [[c:It's an XFS volume]]. [[s:The root "
          "filesystem is fine at ~25%]]. [[u:At this rate you'll fill it in about a week]]."},
    {"q": "Is the node OK and what version of k3s is it on?", "ev": ["e3", "e8"],
     "a": "[[s:The node `bajor` is Ready]] [[s:and runs k3s v1.30.6+k3s1]], [[s:which is newer than 1.29]]. "
          "[[s:Load is low (0.8)]], but [[c:only about 2 GiB of RAM is available]]. [[s:It's been up 12 days]]. "
          "[[u:It was installed with the bundled Traefik ingress]]."},
    {"q": "Is radarr working now?", "ev": ["e9"],
     "a": "[[t:Yes, radarr-5d4c3b2a1-z9x8c is Running and ready]], [[t:with 3 restarts so far]]."},
    {"q": "What's my server's IP and DNS setup?", "ev": ["e1", "e7"],
     "extra": [user("e11", "I gave bajor a DHCP reservation on the router at 192.168.50.10.", ba)],
     "a": "[[s:bajor's LAN address is 192.168.50.10/24 on eno1]] — [[s:matching the DHCP reservation you mentioned]]. "
          "[[s:It uses 192.168.50.1 as both its DNS server and default gateway]]. [[s:Its full name is bajor.home.arpa]] "
          "(you can also see the short name in /etc/hostname). [[c:It also has an IPv6 address on eno1]]. [[u:DNS "
          "queries are forwarded upstream to Cloudflare]]."},
    {"q": "Which shares and services are exposed?", "ev": ["e1", "e7"],
     "a": "- [[s:SSH on port 22]]\n- [[s:Samba (smbd) on 139 and 445]]\n- [[s:something on port 2049]] (NFS, I think)\n- [[s:the Kubernetes API "
          "(k3s) on 6443]]\n\n[[s:The kubelet health port 10248 is bound to localhost only]]. [[c:Jellyfin's port 8096 "
          "is open]]. [[s:Both kira and odo are in `sambashare`]], [[u:and both have a Samba password set]]."},
    {"q": "Any failed services?", "ev": ["e10"],
     "a": "No, [[s:there are no failed units]]. [[s:All 7 services are active]]; [[s:nfs-server shows `active "
          "(exited)`]], which is normal for it. [[c:smartmontools is inactive]], though. [[u:k3s has been running since the "
          "last reboot]]."},
]}

# --------------------------------------------------------------------------------------------------------
ca = Clock("2026-12-11T08:05:00+00:00")
CMEM = 135_060_000_000         # 125.8 GiB MemTotal (128 GiB installed)
CROOT = 500 * GB
CDOCK = 2 * TB
cardassia_steady = steady("e1", ca, 2600, hostname="cardassia", os_name="Ubuntu", os_version="22.04",
                          os_codename="jammy", os_pretty_name="Ubuntu 22.04.5 LTS", kernel="5.15.0-126-generic",
                          cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32,
                          memory_total_bytes=CMEM,
                          disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": CROOT},
                                 {"device": "/dev/md0", "mountpoint": "/var/lib/docker", "fstype": "ext4",
                                  "total_bytes": CDOCK}],
                          network_interfaces=[{"name": "enp65s0f0", "mac": "b4:96:91:aa:10:01",
                                               "addresses": ["10.20.0.15/24"], "is_up": True},
                                              {"name": "docker0", "mac": "02:42:8e:11:22:33",
                                               "addresses": ["172.17.0.1/16"], "is_up": True}],
                          dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
                          installed_packages={"jenkins": "2.479.2", "docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy",
                                              "openjdk-17-jre-headless": "17.0.13+11-1~22.04.1",
                                              "git": "1:2.34.1-1ubuntu1.11", "containerd.io": "1.7.23-1"},
                          available_services=["jenkins.service", "docker.service", "containerd.service", "ssh.service",
                                              "cron.service"],
                          users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                                 {"name": "jenkins", "uid": 114, "gid": 119, "home": "/var/lib/jenkins",
                                  "shell": "/bin/bash"},
                                 {"name": "garak", "uid": 1000, "gid": 1000, "home": "/home/garak", "shell": "/bin/bash"},
                                 {"name": "dukat", "uid": 1001, "gid": 1001, "home": "/home/dukat", "shell": "/bin/bash"},
                                 {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent",
                                  "shell": "/usr/sbin/nologin"}],
                          groups=[{"name": "docker", "gid": 998, "members": ["jenkins", "garak"]},
                                  {"name": "sudo", "gid": 27, "members": ["garak"]}])
cardassia_steady["data"]["stale_sources"] = ["packages"]
cardassia_ev = [
    cardassia_steady,
    item("e2", "linux_disk_usage", {"filesystems": [fs("/dev/sda2", "/", "ext4", CROOT, 212 * GB),
                                                    fs("/dev/md0", "/var/lib/docker", "ext4", CDOCK, 1940 * GB)]}, ca, 30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "jenkins.service", "entries": [
        {"time": "2026-12-11T07:31:12+00:00", "unit": "jenkins.service", "priority": "warning",
         "message": "WARNING h.n.DiskSpaceMonitorDescriptor#markNodeOfflineOrOnline: Making Built-In Node offline "
                    "temporarily due to the lack of disk space"},
        {"time": "2026-12-11T07:44:50+00:00", "unit": "jenkins.service", "priority": "err",
         "message": "ERROR: Build step failed with exception java.io.IOException: No space left on device"}]}, ca, 40,
         {"unit": "jenkins", "since_minutes": 120}),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("0a1b2c3d4e5f", "jenkins-agent-1", "jenkins/inbound-agent:3261.v9c670a_4748a_9-1-jdk17", "running",
            "Up 2 days", "2026-12-09T07:50:00+00:00"),
        box("1b2c3d4e5f6a", "jenkins-agent-2", "jenkins/inbound-agent:3261.v9c670a_4748a_9-1-jdk17", "running",
            "Up 2 days", "2026-12-09T07:50:03+00:00"),
        box("2c3d4e5f6a7b", "registry", "registry:2.8.3", "running", "Up 5 weeks", "2026-11-05T10:00:00+00:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("3d4e5f6a7b8c", "build-cache", "nginx:1.27-alpine", "exited", "Exited (0) 6 days ago",
            "2026-11-20T09:00:00+00:00")]}, ca, 30, {"all": True, "limit": 4}, complete=False),
    item("e5", "linux_package_history", {"events": [
        {"time": "2026-12-02T09:10:00+00:00", "action": "remove", "package": "maven",
         "from_version": "3.6.3-5", "to_version": None},
        {"time": "2026-12-04T12:00:03+00:00", "action": "upgrade", "package": "jenkins",
         "from_version": "2.479.1", "to_version": "2.479.2"},
        {"time": "2026-12-10T06:25:11+00:00", "action": "upgrade", "package": "docker-ce",
         "from_version": "5:27.3.1-1~ubuntu.22.04~jammy", "to_version": "5:27.4.0-1~ubuntu.22.04~jammy"},
        {"time": "2026-12-10T06:25:14+00:00", "action": "upgrade", "package": "containerd.io",
         "from_version": "1.7.23-1", "to_version": "1.7.24-1"}]}, ca, 60, {"since_days": 14}),
    item("e6", "linux_processes", {"total": 388, "processes": [
        proc(2210, "java", "jenkins", 45.0, 9.8, int(12.4 * GiB), "2026-12-10T17:23:10+00:00",
             "/usr/bin/java -Djava.awt.headless=true -Xmx16g -jar /usr/share/java/jenkins.war "
             "--webroot=/var/cache/jenkins/war --httpPort=8080"),
        proc(30412, "java", "jenkins", 110.0, 3.1, int(3.9 * GiB), "2026-12-09T07:50:05+00:00",
             "java -jar /usr/share/jenkins/agent.jar -url http://cardassia:8080/ -workDir /home/jenkins/agent", "running"),
        proc(1290, "dockerd", "root", 2.0, 1.2, int(1.5 * GiB), "2026-10-31T01:05:40+00:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        proc(41877, "java", "garak", 0.5, 0.9, int(1.1 * GiB), "2026-12-11T07:58:00+00:00",
             "java -XX:ActiveProcessorCount=4 -jar /home/garak/tools/cpu-profiler.jar --cpu-sampling"),
        proc(1101, "containerd", "root", 0.8, 0.4, 520 * MiB, "2026-10-31T01:05:35+00:00", "/usr/bin/containerd"),
    ]}, ca, 25, {"sort": "memory", "limit": 5}, complete=False),
    item("e7", "linux_file_changes", {"root": "/etc", "since": "2026-12-10T08:05:00+00:00", "files": [
        {"path": "/etc/docker/daemon.json", "mtime": "2026-12-10T17:20:44+00:00", "size_bytes": 180},
        {"path": "/etc/default/jenkins", "mtime": "2026-12-10T17:22:03+00:00", "size_bytes": 2510}]}, ca, 30,
         {"root": "/etc", "since_minutes": 1440}),
    item("e8", "linux_file_read", {"path": "/etc/docker/daemon.json", "offset": 0, "limit": 200, "total_lines": 6,
                                   "lines": ["{", "  \"data-root\": \"/var/lib/docker\",",
                                             "  \"log-driver\": \"json-file\",",
                                             "  \"log-opts\": {\"max-size\": \"50m\", \"max-file\": \"3\"},",
                                             "  \"builder\": {\"gc\": {\"enabled\": false}}", "}"]}, ca, 30,
         {"path": "/etc/docker/daemon.json"}),
    item("e9", "linux_system_info", system_info(31.0, [9.5, 10.2, 9.8], 3567600, "2026-10-31T01:05:00+00:00", CMEM,
                                                78 * GiB, 0, 0), ca, 20),
    item("e10", "linux_service_status", unit("jenkins.service", "active", "running", "enabled", 2210,
                                             "2026-12-10T17:23:10+00:00", "Jenkins Continuous Integration Server"),
         ca, 30, {"name": "jenkins"}),
]
CARDASSIA = {"name": "cardassia", "clock": ca, "evidence": cardassia_ev, "answers": [
    {"q": "Why are builds failing?", "ev": ["e2", "e3"],
     "a": "Your builds are failing because [[s:the Docker volume is full]]:\n\n1. [[s:`/var/lib/docker` is at 97%]] "
          "([[s:about 60 GB free of 2 TB]])\n2. [[s:Jenkins logged `No space left on device` at 07:44]]\n3. [[s:At 07:31 it "
          "took the built-in node offline because of low disk space]]\n\n[[u:The space is mostly taken by old build "
          "images]]; [[u:the build cache alone is over 1 TB]]. [[c:The root filesystem is also almost full]].\n\nYou could run `docker system df` and then "
          "`docker builder prune` to reclaim space."},
    {"q": "What changed since yesterday?", "ev": ["e5", "e7"],
     "a": "Since yesterday:\n\n- [[s:docker-ce was upgraded from 5:27.3.1 to 5:27.4.0]] ([[s:Dec 10, 06:25]])\n- "
          "[[s:containerd.io went from 1.7.23 to 1.7.24]]\n- [[c:jenkins was upgraded to 2.479.2 last night]]\n- [[s:`/etc/docker/"
          "daemon.json` was edited at 17:20]]\n- [[s:and `/etc/default/jenkins` at 17:22]]\n\n[[s:No other files in /etc "
          "changed in the last 24 hours]]. [[u:The daemon.json edit is what broke the build cache]]."},
    {"q": "Which versions of git and Docker are installed?", "ev": ["e1", "e5"],
     "a": "- [[t:git 1:2.34.1-1ubuntu1.11]] — [[t:newer than 2.30]]\n- [[s:Docker CE 27.4.0]] ([[s:upgraded "
          "yesterday]])\n- [[s:Jenkins 2.479.2]] [e5]\n- [[u:OpenJDK 17.0.13]] [e5]\n\nNote that the package list in the "
          "snapshot is a bit old; `apt list --installed` would confirm."},
    {"q": "Who's using the memory?", "ev": ["e6", "e9"],
     "a": "**Memory**: [[s:~78 GiB available of ~126 GiB]], [[s:and there's no swap configured]].\n\nTop "
          "processes by RSS:\n\n1. [[s:the Jenkins controller (java, PID 2210) — ~12.4 GiB]]\n2. [[s:another java "
          "process, the build agent — 3.9 GiB]]\n3. [[c:containerd — ~2 GiB]]\n\n[[s:There are three `java` processes in "
          "the top five]]; one of them is garak's cpu-profiler.jar. [[c:Jenkins' heap is capped at 12 GB]]. [[u:No "
          "process is leaking memory]]."},
    {"q": "Is Jenkins up, and which containers are running?", "ev": ["e10", "e4"],
     "a": "Yes — [[s:jenkins.service is active (running) since yesterday 17:23]], [[u:right after its config was "
          "changed]].\n\nContainers:\n- [[s:jenkins-agent-1 and jenkins-agent-2, up 2 days]]\n- [[s:registry:2.8.3, "
          "exposing port 5000]]\n\n[[u:Those are the only running containers]]. [[c:build-cache is still running]] too. "
          "[[u:The agents connect to the controller on port 50000]]."},
    {"q": "Can you check the docker daemon config?", "ev": ["e8"],
     "extra": [user("e11", "I turned off the builder GC last night because it kept deleting our cache.", ca)],
     "a": "Sure. [[s:`/etc/docker/daemon.json` sets the data root to /var/lib/docker]], [[s:uses the json-file log "
          "driver with 50m × 3 rotation]], and [[s:has the builder garbage collector **disabled**]] — [[s:which you said "
          "you did last night]]. [[u:That is why /var/lib/docker filled up]]. [[c:Logs go to journald]]. [[u:Nobody else "
          "has edited the file since]]."},
    {"q": "How many people can log in, and who can run docker?", "ev": ["e1"],
     "a": "[[s:Three accounts besides root have a login shell]]: [[s:jenkins, garak and dukat]]. [[s:jenkins and "
          "garak are in the `docker` group]], [[c:as is dukat]]. [[s:garak is the only member of `sudo`]]. The machine itself "
          "is big: [[s:32 threads]] [[c:and 64 GB of RAM]]."},
]}

MACHINES = [VULCAN, ROMULUS, BAJOR, CARDASSIA]
