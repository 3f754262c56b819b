"""16th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Half everyday workstation questions, half operations:
ceres (Ubuntu 22.04 laptop: Firefox and its content processes by memory, a stale CPU listing with the file indexer,
an exFAT backup drive, Docker with a deb epoch, a removed Skype), eros (Debian 12 server on a +03:00 clock: a failed
Redis after a data-dir move, RabbitMQ in a restart loop over its Erlang cookie, PostgreSQL bound to one address,
resolv.conf disagreeing with the steady state, MB/s against Mbit/s, a stale load reading), ganymede (k3s: a NotReady
worker on an older kubelet, a crash-looping pod, a pod stuck creating, a NodePort Service, a stale logging
namespace), tycho (Fedora 40 container host on a -05:00 clock: a restarting Redis cache with cgroup OOM kills over
a cut log, a nearly full registry disk, nginx master and workers, stale system info), ilus (Arch laptop: a state
diff with a downgrade, a new user and a disabled service, a steady state whose network source went stale, a
Wi-Fi drop, /etc/hosts, two python3 processes)."""

from _evidence import GiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn, processes as _procs


def _rabbit_loop() -> list[dict]:
    """Seven failures of rabbitmq-server between 13:31 and 14:06 (+03:00), each over the unreadable cookie."""
    out = []
    for n, (fail, again) in enumerate([("13:31:01", "13:31:12"), ("13:36:51", "13:37:02"), ("13:42:41", "13:42:52"),
                                       ("13:48:31", "13:48:42"), ("13:54:21", "13:54:32"), ("14:00:11", "14:00:22"),
                                       ("14:06:29", "14:06:40")], start=1):
        day = "2029-03-14T"
        out.append(_entry(f"{day}{fail}+03:00", "rabbitmq-server.service", "err",
                          "Error when reading /var/lib/rabbitmq/.erlang.cookie: eacces"))
        out.append(_entry(f"{day}{fail}+03:00", "rabbitmq-server.service", "notice",
                          "rabbitmq-server.service: Main process exited, code=exited, status=1/FAILURE"))
        out.append(_entry(f"{day}{fail}+03:00", "rabbitmq-server.service", "warning",
                          "rabbitmq-server.service: Failed with result 'exit-code'."))
        out.append(_entry(f"{day}{again}+03:00", "rabbitmq-server.service", "info",
                          f"rabbitmq-server.service: Scheduled restart job, restart counter is at {n}."))
    return out


# --------------------------------------------------------------------------------------------------------
# ceres: Ubuntu 22.04 laptop of naomi. 32 GB sold (30.6 GiB MemTotal); the memory-sorted listing is fresh and
# cut to six, the CPU-sorted one is 12 minutes old; docker-ce upgraded yesterday 08:05; skype removed on Mar 12.
cr = Clock("2029-03-14T09:20:00+00:00")
CRMEM = 32_856_000_000

ceres_ev = [
    steady("e1", cr, 2400, hostname="ceres", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="6.5.0-41-generic", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=CRMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 512_110_190_592},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "wlp1s0", "mac": "a4:c3:f0:5e:21:9d", "addresses": ["192.168.50.23/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
           installed_packages={"thunderbird": "1:115.8.1+build1-0ubuntu0.22.04.1",
                               "libreoffice-core": "1:7.3.7-0ubuntu0.22.04.4", "code": "1.87.2-1709912201",
                               "docker-ce": "5:26.0.0-1~ubuntu.22.04~jammy", "python3": "3.10.6-1~22.04",
                               "openssh-client": "1:8.9p1-3ubuntu0.6", "vim": "2:8.2.3995-1ubuntu2.15",
                               "zoom": "6.0.2.4680"},
           available_services=["gdm.service", "docker.service", "cups.service", "bluetooth.service",
                               "NetworkManager.service", "tracker-miner-fs-3.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "naomi", "uid": 1000, "gid": 1000, "home": "/home/naomi", "shell": "/bin/bash"},
                  {"name": "amos", "uid": 1001, "gid": 1001, "home": "/home/amos", "shell": "/usr/bin/zsh"},
                  {"name": "prax", "uid": 1002, "gid": 1002, "home": "/home/prax", "shell": "/bin/sh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["naomi"]},
                   {"name": "docker", "gid": 999, "members": ["naomi", "amos"]},
                   {"name": "lpadmin", "gid": 120, "members": ["naomi"]},
                   {"name": "dialout", "gid": 20, "members": []}]),
    item("e2", "linux_system_info",
         system_info(38.5, [3.1, 2.4, 1.9], 266_400, "2029-03-11T07:20:00+00:00", CRMEM, 9_100_000_000,
                     4 * GiB, 210_000_000), cr, 20),
    item("e3", "linux_processes", _procs(401, CRMEM, [
        (2210, "firefox", "naomi", 12.0, 1_450_000_000, "2029-03-14T07:41:10+00:00", "/usr/lib/firefox/firefox"),
        (2388, "Isolated Web Co", "naomi", 6.5, 1_120_000_000, "2029-03-14T07:41:32+00:00",
         "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
        (2391, "Isolated Web Co", "naomi", 3.2, 860_000_000, "2029-03-14T07:41:33+00:00",
         "/usr/lib/firefox/firefox -contentproc -childID 5 -isForBrowser"),
        (3120, "code", "naomi", 2.1, 780_000_000, "2029-03-14T08:02:44+00:00", "/usr/share/code/code ."),
        (4410, "zoom", "naomi", 21.0, 640_000_000, "2029-03-14T09:00:05+00:00", "/opt/zoom/zoom"),
        (1402, "gnome-shell", "naomi", 4.4, 520_000_000, "2029-03-11T07:21:10+00:00", "/usr/bin/gnome-shell"),
    ]), cr, 30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_processes", _procs(398, CRMEM, [
        (1730, "tracker-miner-fs-3", "naomi", 96.0, 310_000_000, "2029-03-11T07:21:40+00:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (4410, "zoom", "naomi", 44.0, 610_000_000, "2029-03-14T09:00:05+00:00", "/opt/zoom/zoom"),
        (2210, "firefox", "naomi", 20.3, 1_400_000_000, "2029-03-14T07:41:10+00:00", "/usr/lib/firefox/firefox"),
        (1402, "gnome-shell", "naomi", 7.9, 515_000_000, "2029-03-11T07:21:10+00:00", "/usr/bin/gnome-shell"),
        (3120, "code", "naomi", 3.0, 770_000_000, "2029-03-14T08:02:44+00:00", "/usr/share/code/code ."),
    ]), cr, 720, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 512_110_190_592, 431_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_400_000),
        fs("/dev/sda1", "/media/naomi/BACKUP", "exfat", 2_000_398_934_016, 1_210_000_000_000)]}, cr, 40),
    item("e6", "linux_package_history", {"events": [
        _event("2029-03-06T07:12:30+00:00", "upgrade", "thunderbird", "1:115.8.0+build2-0ubuntu0.22.04.1",
               "1:115.8.1+build1-0ubuntu0.22.04.1"),
        _event("2029-03-12T16:38:02+00:00", "remove", "skypeforlinux", "8.110.76.107", None),
        _event("2029-03-12T16:40:19+00:00", "install", "zoom", None, "6.0.2.4680"),
        _event("2029-03-13T08:05:47+00:00", "upgrade", "docker-ce", "5:25.0.4-1~ubuntu.22.04~jammy",
               "5:26.0.0-1~ubuntu.22.04~jammy")]}, cr, 60, args={"since_days": 14}),
    item("e8", "linux_service_status",
         unit("docker.service", "active", "running", "enabled", 1350, "2029-03-11T07:20:31+00:00",
              "Docker Application Container Engine"), cr, 25, args={"name": "docker"}),
]
CR_USER = user("e7", "I plugged my backup drive in this morning, it's formatted exFAT.", cr, 120)

CERES = {"name": "ceres", "clock": cr, "evidence": ceres_ev, "answers": [
    {"q": "how much ram do i have and how much is free?", "ev": ["e1", "e2"],
     "a": "[[s:32 GB installed]], [[s:about 9 GB available]] right now ([[s:~72% used]]). "
          "[[c:Swap is at roughly 1 GB used.]] [[s:Uptime is a bit over 3 days.]] [[u:Most of the used memory is Firefox.]]"},
    {"q": "why is the fan going crazy on my laptop", "ev": ["e2", "e3", "e4"],
     "a": "Hey! Let's take a look 😊\n\n"
          "- [[s:The CPU is at about 38% overall]] and [[s:the 1-minute load is 3.1]].\n"
          "- [[t:`tracker-miner-fs-3` is chewing through almost a full core (96%)]] — "
          "[[u:it's probably re-indexing your home folder]].\n"
          "- [[s:Zoom is busy too, around 21% CPU]] (e3).\n"
          "- [[c:The main firefox process (PID 2210) only holds about 850 MB]].\n"
          "- [[u:No process outside this list is above 5% CPU.]]\n\n"
          "[[s:There are 401 processes in total.]] Want me to show how to pause the indexer?\n\n"
          "```\ntracker3 daemon --pause\n```"},
    {"q": "Is my disk getting full?", "ev": ["e1", "e5"], "extra": [CR_USER],
     "a": "| Mount | Size | Used |\n|---|---|---|\n"
          "| / | [[s:512 GB]] | [[s:84%]] |\n"
          "| /boot/efi | [[s:512 MiB]] | [[c:41%]] |\n"
          "| /media/naomi/BACKUP | [[s:2 TB]] | [[s:about 60%]] |\n\n"
          "[[s:Your backup drive is exFAT]], as you said. [[s:The root filesystem has about 81 GB free]]. "
          "[[u:At your current rate it will fill up in about two months.]] "
          "[[u:The backup drive was last written to an hour ago.]]"},
    {"q": "what changed recently — docker version and any new apps?", "ev": ["e1", "e6", "e8"],
     "a": "1. [[s:docker-ce is at 5:26.0.0-1~ubuntu.22.04~jammy]] (e1).\n"
          "2. [[s:It was upgraded from 25.0.4 yesterday morning]], [[s:at 08:05]].\n"
          "3. [[s:The Docker service is active and running]], [[c:since 19:20 on March 11]].\n"
          "4. [[u:Zoom was installed on March 12 (e8).]]\n"
          "5. [[u:The upgrade went through without any errors.]]\n\n"
          "Summary: [[s:you're on Docker 26.0.0]]."},
    {"q": "who can use sudo on this machine? and does amos have docker access", "ev": ["e1"],
     "a": "You asked who can use sudo and whether amos can use Docker.\n\n"
          "- [[s:Only naomi is in the sudo group]].\n"
          "- [[s:Yes, amos is in the docker group]], [[s:as is naomi]].\n"
          "- [[c:amos's login shell is bash]].\n"
          "- [[c:prax is in lpadmin]], [[s:and prax's shell is /bin/sh]].\n"
          "- [[u:amos last logged in on Monday]].\n\n"
          "[[c:There are four human accounts in total.]]"},
    {"q": "what's using the most memory?", "ev": ["e3"],
     "a": "Top by memory (e3):\n"
          "1. [[s:firefox (PID 2210) — ~1.4 GB]]\n"
          "2. [[s:Isolated Web Co (PID 2388) — ~1.1 GB]]\n"
          "3. [[c:code — 1.8 GB]]\n\n"
          "[[s:Two of the top six are Firefox content processes (Isolated Web Co)]]. "
          "[[u:Zoom is the only video app running.]] [[c:gnome-shell isn't in the top six.]] "
          "[[u:VS Code's extensions account for most of its memory.]]"},
    {"q": "Did anything get removed from my system recently?", "ev": ["e6"],
     "a": "Yes, [[s:skypeforlinux was removed on March 12]] [[s:at 16:38]], "
          "[[s:two minutes before Zoom was installed]]. [[u:Skype was probably removed because Zoom replaces it.]] "
          "[[s:Nothing else was removed in the last two weeks.]] [[c:Thunderbird was upgraded to 115.9]] on the 6th."},
    {"q": "is the indexer still hogging CPU?", "ev": ["e2", "e4"],
     "a": "Hmm, [[t:tracker-miner-fs-3 was at 96% CPU]] [[t:and was the top process by CPU]] — but that listing is "
          "about 12 minutes old. [[s:Overall CPU is at 38% now]]. [[u:It should be done within the hour.]] "
          "[[c:Swap is almost full, which doesn't help.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# eros: Debian 12 server, +03:00 clock. Redis failed at 09:58 (permission denied after a data-dir move the user
# mentions), RabbitMQ in a restart loop since 13:31 over its Erlang cookie, postgres bound to 10.8.0.5,
# resolv.conf says 1.1.1.1 + 10.8.0.2 while the steady state says 10.8.0.2 + 10.8.0.3; system info 15 min old.
er = Clock("2029-03-14T14:10:00+03:00")
ERMEM = 66_900_000_000

eros_ev = [
    steady("e1", er, 1800, hostname="eros", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-18-amd64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=ERMEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_000_000_000},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1_920_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:4a:01", "addresses": ["203.0.113.40/24"],
                                "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:10:4a:02", "addresses": ["10.8.0.5/24"],
                                "is_up": True}],
           dns_servers=["10.8.0.2", "10.8.0.3"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.22.1-9+deb12u1", "postgresql-15": "15.6-0+deb12u1",
                               "redis-server": "5:7.0.15-1~deb12u1", "haproxy": "2.6.12-1+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u2", "rabbitmq-server": "3.10.8-1.1",
                               "certbot": "2.1.0-4"},
           available_services=["nginx.service", "postgresql@15-main.service", "redis-server.service",
                               "haproxy.service", "ssh.service", "rabbitmq-server.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 104, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "redis", "uid": 105, "gid": 112, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                  {"name": "rabbitmq", "uid": 106, "gid": 113, "home": "/var/lib/rabbitmq",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "bobbie", "uid": 1000, "gid": 1000, "home": "/home/bobbie", "shell": "/bin/bash"},
                  {"name": "drummer", "uid": 1001, "gid": 1001, "home": "/home/drummer", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["bobbie"]},
                   {"name": "adm", "gid": 4, "members": ["bobbie", "drummer"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 812, "2029-03-02T04:11:20+03:00",
             "A high performance web server and a reverse proxy server"),
        unit("postgresql@15-main.service", "active", "running", "enabled", 905, "2029-03-02T04:11:24+03:00",
             "PostgreSQL Cluster 15-main"),
        unit("redis-server.service", "failed", "failed", "enabled", None, None, "Advanced key-value store"),
        unit("rabbitmq-server.service", "activating", "auto-restart", "enabled", None, None, "RabbitMQ broker"),
        unit("haproxy.service", "active", "running", "enabled", 1190, "2029-03-14T13:52:07+03:00",
             "HAProxy Load Balancer"),
        unit("ssh.service", "active", "running", "enabled", 640, "2029-03-02T04:11:18+03:00",
             "OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", "enabled", 633, "2029-03-02T04:11:18+03:00",
             "Regular background program processing daemon")]}, er, 30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "rabbitmq-server.service",
                                     "entries": _rabbit_loop()},
         er, 45, args={"unit": "rabbitmq-server", "since_minutes": 60}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:10:4a:01", "addresses": ["203.0.113.40/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:10:4a:02", "addresses": ["10.8.0.5/24"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 640, "sshd"), _listen(80, "0.0.0.0", 812, "nginx"),
                      _listen(443, "0.0.0.0", 1190, "haproxy"), _listen(5432, "10.8.0.5", 905, "postgres"),
                      _listen(4369, "127.0.0.1", 1502, "epmd"), _listen(8404, "127.0.0.1", 1190, "haproxy")],
        "connections": [_conn("10.8.0.5:5432", "10.8.0.21:51344", 31022, "postgres"),
                        _conn("203.0.113.40:22", "198.51.100.7:60112", 30110, "sshd")]}, er, 35),
    item("e5", "linux_file_read", {"path": "/etc/resolv.conf", "offset": 0, "limit": 100, "total_lines": 4,
                                   "lines": ["# written by ifupdown", "nameserver 1.1.1.1", "nameserver 10.8.0.2",
                                             "search eros.internal"]}, er, 50, args={"path": "/etc/resolv.conf"}),
    item("e6", "linux_system_info",
         system_info(71.0, [7.9, 6.1, 4.4], 1_072_000, "2029-03-02T04:10:40+03:00", ERMEM, 24_000_000_000,
                     8 * GiB, 0), er, 900),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "md0", "read_bytes_per_s": 0, "write_bytes_per_s": 310_000, "busy_percent": 2.1},
        {"device": "md1", "read_bytes_per_s": 2_100_000, "write_bytes_per_s": 48_500_000, "busy_percent": 63.0}]},
         er, 15, args={"interval_seconds": 1}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "redis-server.service", "entries": [
        _entry("2029-03-14T09:58:30+03:00", "redis-server.service", "warning",
               "Fatal error loading the DB: Permission denied. Exiting."),
        _entry("2029-03-14T09:58:30+03:00", "redis-server.service", "notice",
               "redis-server.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2029-03-14T09:58:40+03:00", "redis-server.service", "info",
               "redis-server.service: Scheduled restart job, restart counter is at 5."),
        _entry("2029-03-14T09:58:41+03:00", "redis-server.service", "warning",
               "redis-server.service: Start request repeated too quickly."),
        _entry("2029-03-14T09:58:41+03:00", "redis-server.service", "err",
               "Failed to start redis-server.service - Advanced key-value store.")]},
         er, 40, args={"unit": "redis-server", "since_minutes": 1440, "limit": 5}, complete=False),
]
ER_USER = user("e9", "We moved the redis data dir to /srv/redis yesterday.", er, 90)

EROS = {"name": "eros", "clock": er, "evidence": eros_ev, "answers": [
    {"q": "Which services are down on eros?", "ev": ["e2"],
     "a": "| unit | state |\n|---|---|\n"
          "| nginx | [[s:✅ running]] |\n| postgresql@15-main | [[s:✅ running]] |\n"
          "| redis-server | [[s:❌ failed]] |\n| rabbitmq-server | [[c:✅ running]] |\n| haproxy | [[s:✅ running]] |\n\n"
          "[[s:Redis is the only unit that has failed outright]]; "
          "[[s:RabbitMQ is stuck restarting (activating / auto-restart)]]. [[c:cron is stopped]] as well. "
          "[[u:Redis has been down since this morning's deploy.]]"},
    {"q": "why does rabbitmq keep restarting", "ev": ["e3"],
     "a": "Findings:\n"
          "1. [[s:The main process exits with status=1/FAILURE]].\n"
          "2. [[s:Each time, it first fails to read /var/lib/rabbitmq/.erlang.cookie (eacces)]].\n"
          "3. [[s:The restart counter reached 7]] [[s:at 14:06]].\n"
          "4. [[s:The first failure in this window was about 40 minutes ago]], [[c:at 13:45]].\n"
          "5. [[u:The cookie permissions were probably changed by the last package upgrade.]]\n\n"
          "Suggested fix:\n```\nchown rabbitmq:rabbitmq /var/lib/rabbitmq/.erlang.cookie\nchmod 400 /var/lib/rabbitmq/.erlang.cookie\n```"},
    {"q": "what is listening on 443 and 5432?", "ev": ["e4"],
     "a": "[[s:443: haproxy (PID 1190)]], [[s:on all interfaces]]. [[s:5432: postgres]], [[c:bound to 0.0.0.0]]. "
          "[[c:Redis is listening on 6379]] too. [[s:Nothing is listening on 8080.]] "
          "[[s:epmd is on 4369, loopback only]]. [[u:haproxy forwards 443 to nginx on port 80.]]"},
    {"q": "redis is failed - what happened?", "ev": ["e8"], "extra": [ER_USER],
     "a": "So here's what the journal shows 👇\n\n"
          "- [[s:At 09:58 systemd gave up on redis-server]] ([[s:\"Start request repeated too quickly\"]]).\n"
          "- [[s:Just before that Redis couldn't load the DB: permission denied]].\n"
          "- [[s:You moved the data dir to /srv/redis yesterday]], "
          "[[u:so the redis user most likely has no rights on /srv/redis]].\n"
          "- [[u:This is the only error Redis logged today.]]\n\n"
          "Summary: [[s:redis-server failed about four hours ago]] [[c:after 12 restart attempts]]."},
    {"q": "how's disk io on the database volume?", "ev": ["e1", "e7"],
     "a": "[[s:md1 (the PostgreSQL volume) is writing about 48 MB/s]] and [[s:is 63% busy]]. "
          "That's roughly [[c:48 Mbit/s of writes]]. [[c:Reads are around 21 MB/s.]] "
          "[[s:md0 is basically idle]]. [[s:The database volume is a ~1.9 TB XFS filesystem]]. "
          "[[u:That's normal for the nightly vacuum.]]"},
    {"q": "Is the server overloaded? load looked high earlier", "ev": ["e6", "e7"],
     "a": "[[t:CPU was at about 71%]], [[t:1-minute load 7.9]] (that reading is 15 minutes old, so take it "
          "with a grain of salt). [[s:The md1 array is 63% busy right now]]. "
          "[[u:The load is mostly I/O wait from PostgreSQL.]] [[t:Swap isn't used at all.]]"},
    {"q": "what DNS servers does eros use", "ev": ["e1", "e5"],
     "a": "No single answer, actually:\n"
          "- [[u:The resolvers are 10.8.0.2 and 10.8.0.3]] (e1).\n"
          "- [[s:/etc/resolv.conf lists 1.1.1.1 first]], then [[s:10.8.0.2]].\n"
          "- [[s:The search domain is eros.internal]].\n"
          "- [[c:resolv.conf has three nameserver lines]].\n"
          "- [[s:The default gateway is 203.0.113.1]]."},
    {"q": "list users with a real shell and who's in adm", "ev": ["e1"],
     "a": "Users with a login shell: [[s:root]], [[s:postgres]], [[s:bobbie]] and [[s:drummer]] "
          "([[s:all /bin/bash]]). [[s:redis and rabbitmq use nologin]].\n"
          "adm: [[s:bobbie and drummer]]. [[c:drummer is also in sudo]]. [[c:postgres has UID 1002.]] "
          "[[u:drummer logs in with an SSH key only.]]"},
    {"q": "check versions: nginx, postgres, redis", "ev": ["e1", "e2"],
     "a": "nginx: [[s:1.22.1-9+deb12u1]]\npostgresql-15: [[s:15.6]]\nredis-server: [[c:7.2.4]]\nhaproxy: [[c:2.8.5]]\n\n"
          "[[s:The redis package carries an epoch of 5.]] [[u:All three are the latest bookworm security releases.]] "
          "[[s:nginx has been up since March 2]]."},
]}


# --------------------------------------------------------------------------------------------------------
# ganymede: k3s cluster. w2 NotReady on kubelet v1.28.9 (NodeNotReady logged 21:58, the user says a BIOS reboot
# around 21:30); agri: soil-worker crash-looping (31 restarts), weather-sync stuck creating on w2, hydro-api a
# NodePort; the logging namespace listing is 20 minutes old.
gy = Clock("2029-03-14T22:45:00+00:00")

ganymede_ev = [
    item("e1", "kubernetes_get", {"context": "ganymede", "namespace": None, "items": [
        node("ganymede-cp", True, "v1.29.4+k3s1"), node("ganymede-w1", True, "v1.29.4+k3s1"),
        node("ganymede-w2", False, "v1.28.9+k3s1")]}, gy, 30, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "ganymede", "namespace": "agri", "items": [
        pod("hydro-api-7d9c8b6f5-kx2lp", "agri", "Running", "ganymede-w1", 0, True,
            started="2029-03-12T10:00:14+00:00"),
        pod("hydro-api-7d9c8b6f5-m4q8z", "agri", "Running", "ganymede-cp", 2, True,
            started="2029-03-13T03:12:55+00:00"),
        pod("soil-worker-5f6d7c9b8-zz91a", "agri", "Running", "ganymede-w1", 31, False, waiting="CrashLoopBackOff"),
        pod("greenhouse-db-0", "agri", "Running", "ganymede-cp", 0, True, started="2029-03-01T08:30:00+00:00"),
        pod("weather-sync-6b8d9f7c4-q7w2e", "agri", "Pending", "ganymede-w2", 0, False,
            waiting="ContainerCreating")]}, gy, 25, args={"resource": "pods", "namespace": "agri"}),
    item("e3", "kubernetes_get", {"context": "ganymede", "namespace": "agri", "items": [
        deployment("hydro-api", "agri", 2, 2), deployment("soil-worker", "agri", 1, 0),
        deployment("weather-sync", "agri", 1, 0)]}, gy, 25, args={"resource": "deployments", "namespace": "agri"}),
    item("e4", "kubernetes_get", {"context": "ganymede", "namespace": "logging", "items": [
        pod("fluent-bit-2xk9p", "logging", "Running", "ganymede-cp", 0, True, started="2029-03-10T12:00:00+00:00"),
        pod("fluent-bit-8hr4d", "logging", "Running", "ganymede-w1", 0, True, started="2029-03-10T12:00:02+00:00"),
        pod("fluent-bit-v5m3c", "logging", "Running", "ganymede-w2", 0, True, started="2029-03-10T12:00:03+00:00"),
        pod("loki-0", "logging", "Running", "ganymede-cp", 4, True, started="2029-03-14T19:40:00+00:00")]},
         gy, 1200, args={"resource": "pods", "namespace": "logging"}),
    item("e5", "kubernetes_get", {"context": "ganymede", "namespace": "agri", "items": [
        {"kind": "Service", "metadata": {"name": "hydro-api", "namespace": "agri"},
         "spec": {"type": "NodePort", "clusterIP": "10.43.12.7",
                  "ports": [{"port": 80, "targetPort": 8080, "nodePort": 30080, "protocol": "TCP"}]}},
        {"kind": "Service", "metadata": {"name": "greenhouse-db", "namespace": "agri"},
         "spec": {"type": "ClusterIP", "clusterIP": "10.43.88.20",
                  "ports": [{"port": 5432, "targetPort": 5432, "protocol": "TCP"}]}}]},
         gy, 25, args={"resource": "services", "namespace": "agri"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2029-03-14T21:58:12+00:00", "k3s.service", "info",
               "Event occurred: object=\"ganymede-w2\" kind=\"Node\" type=\"Normal\" reason=\"NodeNotReady\" "
               "message=\"Node ganymede-w2 status is now: NodeNotReady\"")]},
         gy, 40, args={"unit": "k3s", "since_minutes": 120, "grep": "ganymede-w2"}),
]
GY_USER = user("e7", "w2 was rebooted for a BIOS update around 9:30pm.", gy, 100)

GANYMEDE = {"name": "ganymede", "clock": gy, "evidence": ganymede_ev, "answers": [
    {"q": "are all nodes healthy?", "ev": ["e1"],
     "a": "No, [[s:ganymede-w2 is NotReady]]. [[s:The other two nodes are Ready]]. "
          "[[s:w2 is also on an older kubelet, v1.28.9+k3s1]], [[s:while cp and w1 run v1.29.4+k3s1]]. "
          "[[c:ganymede-cp is the only node on 1.29.]] [[s:The cluster has three nodes.]] "
          "[[u:w2 has been NotReady for about an hour.]]"},
    {"q": "what's wrong in the agri namespace", "ev": ["e2", "e3"],
     "a": "1. [[s:soil-worker is in CrashLoopBackOff]] with [[c:13 restarts]]; "
          "[[u:it fails because its database URL is wrong]].\n"
          "2. [[s:weather-sync is stuck in ContainerCreating]] [[s:on ganymede-w2]] — "
          "[[u:likely because w2 is NotReady]].\n"
          "3. [[s:hydro-api is fully available (2/2)]], [[s:though one replica has restarted twice]].\n"
          "4. [[c:greenhouse-db-0 has restarted 3 times.]]\n"
          "5. [[s:There are five pods in the namespace.]]"},
    {"q": "how do I reach hydro-api from outside the cluster?", "ev": ["e5"],
     "a": "[[s:hydro-api is a NodePort service]]: [[s:node port 30080]] → [[s:service port 80]] → "
          "[[s:container port 8080]]. [[s:Its cluster IP is 10.43.12.7]]. "
          "[[c:greenhouse-db is exposed as a NodePort too.]] [[u:Port 30080 is open in the firewall.]]\n\n```\ncurl http://<node-ip>:30080/\n```"},
    {"q": "Is the logging stack OK?", "ev": ["e4"],
     "a": "Mostly: [[t:all three fluent-bit pods are Running]], [[t:loki-0 has restarted 4 times]]. "
          "[[u:The Loki restarts are OOM kills.]]"},
    {"q": "when did w2 go NotReady and why?", "ev": ["e6"], "extra": [GY_USER],
     "a": "[[s:The control plane marked ganymede-w2 NodeNotReady at 21:58]] ([[s:about 47 minutes ago]]). "
          "[[s:You said it was rebooted for a BIOS update around 9:30pm]]; "
          "[[u:it probably didn't come back because k3s-agent failed to start after the reboot]]. "
          "[[u:w2's kubelet is v1.28.9 (e6).]]"},
    {"q": "which pod restarts most in agri?", "ev": ["e2"],
     "a": "[[s:soil-worker-5f6d7c9b8-zz91a, 31 restarts]]. [[s:Next is hydro-api-7d9c8b6f5-m4q8z with 2]]. "
          "[[s:The rest have none.]] [[c:greenhouse-db-0 runs on ganymede-w1.]]"},
    {"q": "deployment replica status in agri", "ev": ["e3"],
     "a": "| deployment | ready |\n|---|---|\n| hydro-api | [[s:2/2]] |\n| soil-worker | [[s:0/1]] |\n"
          "| weather-sync | [[c:1/1]] |\n\n[[u:soil-worker was last rolled out yesterday.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# tycho: Fedora 40 container host, -05:00 clock. builder-cache (redis) restarting with exit 137 and three cgroup
# OOM kills in a log cut to three; registry disk 95.6% full; nginx master + 2 workers; system info 10 min old.
ty = Clock("2029-03-14T11:30:00-05:00")
TYMEM = 134_500_000_000

tycho_ev = [
    steady("e1", ty, 3000, hostname="tycho", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.8.9-300.fc40.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=TYMEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_000_000_000_000},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/registry", "fstype": "xfs",
                   "total_bytes": 8_001_563_222_016}],
           network_interfaces=[{"name": "enp65s0", "mac": "b4:96:91:2c:0e:71", "addresses": ["172.16.4.10/22"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:6b:1f:88:03", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["172.16.4.2"], default_gateway="172.16.4.1",
           installed_packages={"docker-ce": "3:26.1.3-1.fc40", "containerd.io": "1.6.31-3.1.fc40",
                               "podman": "5:5.0.3-1.fc40", "kernel": "6.8.9-300.fc40", "openssl": "1:3.2.1-2.fc40",
                               "nginx": "2:1.26.0-1.fc40"},
           available_services=["docker.service", "containerd.service", "nginx.service", "sshd.service",
                               "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "nginx", "uid": 987, "gid": 987, "home": "/var/lib/nginx", "shell": "/sbin/nologin"},
                  {"name": "anderson", "uid": 1000, "gid": 1000, "home": "/home/anderson", "shell": "/bin/bash"},
                  {"name": "klaes", "uid": 1001, "gid": 1001, "home": "/home/klaes", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["anderson"]},
                   {"name": "docker", "gid": 975, "members": ["anderson", "klaes"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9e2b7d4", "registry", "registry:2.8.3", "running", "Up 6 days", "2029-03-08T09:14:02-05:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("c84e0b1d6a52", "ci-runner", "gitlab/gitlab-runner:v16.11.1", "running", "Up 3 hours",
            "2029-03-14T08:27:40-05:00"),
        box("5d2a7f90e3c1", "builder-cache", "redis:7.2-alpine", "restarting",
            "Restarting (137) 40 seconds ago", "2029-03-13T16:05:11-05:00"),
        box("9b7c3e1f0a28", "metrics", "prom/prometheus:v2.52.0", "running", "Up 6 days",
            "2029-03-08T09:14:05-05:00", ["127.0.0.1:9090->9090/tcp"]),
        box("e0f4a6b2c913", "old-mirror", "nginx:1.25", "exited", "Exited (0) 2 weeks ago",
            "2029-02-10T12:00:00-05:00")]}, ty, 30, args={"all": True}),
    item("e3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp65s0", "rx_bytes_per_s": 118_000_000, "tx_bytes_per_s": 9_400_000},
        {"name": "docker0", "rx_bytes_per_s": 2_300_000, "tx_bytes_per_s": 110_000_000}]},
         ty, 20, args={"interval_seconds": 1}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1_000_000_000_000, 412_000_000_000),
        fs("/dev/sdb1", "/srv/registry", "xfs", 8_001_563_222_016, 7_650_000_000_000)]}, ty, 35),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _entry("2029-03-14T10:41:05-05:00", None, "err",
               "Memory cgroup out of memory: Killed process 88123 (redis-server) total-vm:812340kB, "
               "anon-rss:261880kB, oom_score_adj:0"),
        _entry("2029-03-14T11:02:47-05:00", None, "err",
               "Memory cgroup out of memory: Killed process 89410 (redis-server) total-vm:809112kB, "
               "anon-rss:262004kB, oom_score_adj:0"),
        _entry("2029-03-14T11:29:20-05:00", None, "err",
               "Memory cgroup out of memory: Killed process 90211 (redis-server) total-vm:811020kB, "
               "anon-rss:261512kB, oom_score_adj:0")]},
         ty, 25, args={"since_minutes": 180, "grep": "out of memory", "limit": 3}, complete=False),
    item("e6", "linux_system_info",
         system_info(22.0, [4.1, 3.9, 3.5], 526_000, "2029-03-08T09:10:40-05:00", TYMEM, 40_200_000_000,
                     8 * GiB, 1_100_000_000), ty, 600),
    item("e7", "linux_processes", _procs(3, TYMEM, [
        (1402, "nginx", "root", 0.0, 9_800_000, "2029-03-08T09:12:10-05:00",
         "nginx: master process /usr/sbin/nginx"),
        (20331, "nginx", "nginx", 1.2, 14_200_000, "2029-03-14T06:02:00-05:00", "nginx: worker process"),
        (20332, "nginx", "nginx", 0.9, 13_900_000, "2029-03-14T06:02:00-05:00", "nginx: worker process")]),
         ty, 20, args={"name": "nginx"}),
    item("e8", "linux_service_status",
         unit("docker.service", "active", "running", "enabled", 1288, "2029-03-08T09:12:44-05:00",
              "Docker Application Container Engine"), ty, 25, args={"name": "docker"}),
    item("e9", "linux_package_history", {"events": [
        _event("2029-02-20T14:03:10-05:00", "install", "podman", None, "5:5.0.3-1.fc40"),
        _event("2029-03-08T09:11:58-05:00", "upgrade", "docker-ce", "3:26.1.2-1.fc40", "3:26.1.3-1.fc40"),
        _event("2029-03-08T09:11:59-05:00", "upgrade", "containerd.io", "1.6.28-3.2.fc40", "1.6.31-3.1.fc40")]},
         ty, 60, args={"since_days": 30}),
]

TYCHO = {"name": "tycho", "clock": ty, "evidence": tycho_ev, "answers": [
    {"q": "what containers are running?", "ev": ["e2"],
     "a": "| name | image | state |\n|---|---|---|\n"
          "| registry | registry:2.8.3 | [[s:✅ Up 6 days]] |\n"
          "| ci-runner | gitlab-runner v16.11.1 | [[s:✅ Up 3 hours]] |\n"
          "| metrics | prom/prometheus:v2.52.0 | [[s:✅ running]] |\n"
          "| builder-cache | redis:7.2-alpine | [[c:✅ running]] |\n\n"
          "[[s:old-mirror exited two weeks ago]]. [[c:That's all four containers on the host.]] "
          "[[s:Only the registry publishes a port on every address (5000)]]. "
          "[[u:ci-runner was restarted by a GitLab upgrade.]]"},
    {"q": "why does builder-cache keep restarting", "ev": ["e2", "e5"],
     "a": "Looks like a memory problem:\n\n"
          "- [[s:builder-cache is restarting with exit code 137]].\n"
          "- [[s:The kernel's memory cgroup killed redis-server at 10:41]], [[s:again at 11:02]] "
          "and [[s:at 11:29]].\n"
          "- [[s:Each killed process had about 260 MB resident]].\n"
          "- [[u:The container's memory limit is 256 MB.]]\n"
          "- [[u:Those are all the OOM kills in the last three hours.]]\n\n"
          "You could raise the limit:\n```\ndocker update --memory 1g builder-cache\n```"},
    {"q": "is the registry disk full?", "ev": ["e1", "e4"],
     "a": "Yes, nearly: [[s:/srv/registry is about 96% full]], [[s:roughly 350 GB left]] of [[s:8 TB]]. "
          "[[c:It's an ext4 filesystem.]] [[s:Root has plenty of room (41% used)]]. "
          "[[u:Old image layers take most of the registry space.]]"},
    {"q": "network throughput right now?", "ev": ["e3"],
     "a": "- [[s:enp65s0 is receiving ~118 MB/s]] and [[s:sending about 9 MB/s]].\n"
          "- [[c:That's about 118 Mbit/s inbound]].\n"
          "- [[s:docker0 is transmitting around 110 MB/s]], [[u:mostly image pulls from the registry]].\n"
          "- [[s:In bits the uplink is close to 1 Gbit/s inbound.]]"},
    {"q": "how many nginx processes are there and who owns them", "ev": ["e7"],
     "a": "[[s:Three nginx processes]]: [[s:the master (PID 1402) runs as root]], "
          "[[s:two workers (20331, 20332) run as nginx]]. [[c:The workers were started yesterday.]] "
          "[[u:They serve the old mirror.]]"},
    {"q": "docker version and when was it last restarted?", "ev": ["e1", "e8", "e9"],
     "a": "**Docker**: [[s:docker-ce 3:26.1.3-1.fc40]] ([[s:epoch 3]]), [[s:upgraded from 26.1.2 on March 8]]. "
          "[[s:The service has been running since 09:12 that day]], [[s:right after the upgrade]]. "
          "[[c:podman was removed during that upgrade]]. [[u:No reboot was needed.]]"},
    {"q": "Memory and load on tycho?", "ev": ["e1", "e6"],
     "a": "Summary: [[s:128 GB RAM]], [[s:32 threads]]. [[t:Load is about 4]], [[t:CPU ~22%]], "
          "[[t:about 40 GB of memory available]]. [[c:The CPU is an Intel Xeon.]] [[u:Memory use has been flat all week.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# ilus: Arch laptop of elvi, +01:00 clock. Snapshot diff 61 -> 64 (tailscale in, zerotier out, mesa downgraded,
# fayez added, okoye into video, cups disabled); the steady state's network source is stale; Wi-Fi failed at
# 18:22 and came back 16 s later; a training run in python3 with a second python3 worker.
il = Clock("2029-03-14T19:05:00+01:00")
ILMEM = 33_290_000_000

ilus_steady = steady(
    "e1", il, 2700, hostname="ilus", os_name="Arch Linux", os_version=None, os_codename=None,
    kernel="6.13.7-arch1-1", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22,
    memory_total_bytes=ILMEM, package_manager="pacman",
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 2_000_398_934_016},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_073_741_824}],
    network_interfaces=[{"name": "wlan0", "mac": "70:d8:23:aa:14:5e", "addresses": ["192.168.1.77/24"], "is_up": True},
                        {"name": "enp0s31f6", "mac": "8c:16:45:02:9b:11", "addresses": [], "is_up": False},
                        {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
    dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
    installed_packages={"linux": "6.13.7.arch1-1", "firefox": "136.0.1-1", "networkmanager": "1.50.2-1",
                        "python": "3.13.2-1", "steam": "1.0.0.82-1", "tailscale": "1.80.3-1",
                        "neovim": "0.10.4-2", "pipewire": "1:1.2.7-1", "mesa": "1:24.3.4-1"},
    available_services=["NetworkManager.service", "tailscaled.service", "sshd.service", "bluetooth.service",
                        "cups.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "elvi", "uid": 1000, "gid": 1000, "home": "/home/elvi", "shell": "/usr/bin/fish"},
           {"name": "okoye", "uid": 1001, "gid": 1001, "home": "/home/okoye", "shell": "/bin/bash"},
           {"name": "fayez", "uid": 1002, "gid": 1002, "home": "/home/fayez", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["elvi"]},
            {"name": "video", "gid": 985, "members": ["elvi", "okoye"]},
            {"name": "input", "gid": 994, "members": ["fayez"]},
            {"name": "lp", "gid": 991, "members": []}],
    stale_sources=["network"])

ilus_ev = [
    ilus_steady,
    {"id": "e2", "kind": "steady_state", "tool": "state_diff", "args": {"from": 61, "to": 64},
     "collected_at": ilus_steady["collected_at"], "complete": True, "data": {
        "from": {"snapshot_id": 61, "collected_at": "2029-03-07T20:00:00+01:00"},
        "to": {"snapshot_id": 64, "collected_at": ilus_steady["collected_at"]},
        "packages": {"installed": [{"package": "tailscale", "version": "1.80.3-1"}],
                     "removed": [{"package": "zerotier-one", "version": "1.14.2-1"}],
                     "upgraded": [{"package": "linux", "from_version": "6.13.5.arch1-1",
                                   "to_version": "6.13.7.arch1-1"},
                                  {"package": "firefox", "from_version": "135.0.1-1", "to_version": "136.0.1-1"}],
                     "downgraded": [{"package": "mesa", "from_version": "1:25.0.2-1", "to_version": "1:24.3.4-1"}]},
        "users": {"added": ["fayez"], "removed": []},
        "groups": {"added": [], "removed": [],
                   "membership": [{"group": "video", "added": ["okoye"], "removed": []}]},
        "services": {"added": ["tailscaled.service"], "removed": [], "enabled": ["tailscaled.service"],
                     "disabled": ["cups.service"]},
        "system": [{"field": "kernel", "from": "6.13.5-arch1-1", "to": "6.13.7-arch1-1"}],
        "network": {"interfaces_added": ["tailscale0"], "interfaces_removed": [], "addresses_changed": [],
                    "dns_servers": None}}},
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "wlan0", "mac": "70:d8:23:aa:14:5e", "addresses": ["192.168.1.77/24"],
                        "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 611, "sshd"), _listen(631, "127.0.0.1", 702, "cupsd"),
                      _listen(41641, "0.0.0.0", 890, "tailscaled", proto="udp"),
                      _listen(8000, "127.0.0.1", 7710, "python3")],
        "connections": [_conn("192.168.1.77:50122", "140.82.112.4:443", 2210, "firefox")]}, il, 30),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        _entry("2029-03-14T18:22:15+01:00", "NetworkManager.service", "warning",
               "device (wlan0): state change: activated -> failed (reason 'supplicant-timeout')"),
        _entry("2029-03-14T18:22:31+01:00", "NetworkManager.service", "info",
               "device (wlan0): Activation: successful, device activated."),
        _entry("2029-03-14T18:40:03+01:00", "NetworkManager.service", "info",
               "dhcp4 (wlan0): new lease, address=192.168.1.77")]},
         il, 40, args={"unit": "NetworkManager", "since_minutes": 120}),
    item("e5", "linux_file_changes", {"root": "/etc", "since": "2029-03-13T19:05:00+01:00", "files": [
        {"path": "/etc/pacman.conf", "mtime": "2029-03-14T12:10:44+01:00", "size_bytes": 3162},
        {"path": "/etc/hosts", "mtime": "2029-03-14T16:45:09+01:00", "size_bytes": 156},
        {"path": "/etc/group", "mtime": "2029-03-13T21:00:12+01:00", "size_bytes": 912},
        {"path": "/etc/passwd", "mtime": "2029-03-13T21:00:12+01:00", "size_bytes": 1487}]},
         il, 50, args={"root": "/etc", "since_minutes": 1440}),
    item("e6", "linux_file_read", {"path": "/etc/hosts", "offset": 0, "limit": 100, "total_lines": 5, "lines": [
        "127.0.0.1 localhost", "::1 localhost", "127.0.1.1 ilus.localdomain ilus",
        "192.168.1.20 rocinante.lan rocinante", "100.101.7.40 medina"]}, il, 45, args={"path": "/etc/hosts"}),
    item("e8", "linux_processes", _procs(287, ILMEM, [
        (8120, "python3", "elvi", 180.2, 5_200_000_000, "2029-03-14T18:10:00+01:00", "python3 train.py --epochs 40"),
        (8133, "python3", "elvi", 40.0, 1_300_000_000, "2029-03-14T18:10:03+01:00",
         "python3 train.py --epochs 40 (dataloader worker 0)"),
        (2210, "firefox", "elvi", 14.5, 2_100_000_000, "2029-03-14T09:15:40+01:00", "/usr/lib/firefox/firefox"),
        (1188, "plasmashell", "elvi", 2.8, 480_000_000, "2029-03-14T09:12:05+01:00", "/usr/bin/plasmashell"),
        (1102, "kwin_wayland", "elvi", 2.1, 260_000_000, "2029-03-14T09:12:01+01:00", "/usr/bin/kwin_wayland")]),
         il, 25, args={"sort": "cpu", "limit": 5}, complete=False),
]
IL_USER = user("e7", "My Wi-Fi dropped around 6:20 this evening.", il, 150)

ILUS = {"name": "ilus", "clock": il, "evidence": ilus_ev, "answers": [
    {"q": "what changed on my laptop since last week?", "ev": ["e2"],
     "a": "Summary:\n"
          "- [[s:tailscale 1.80.3-1 was installed]] and [[s:zerotier-one was removed]].\n"
          "- [[s:The kernel went from 6.13.5 to 6.13.7]].\n"
          "- [[c:mesa was upgraded to 24.3.4]].\n"
          "- [[s:A new user, fayez, was added]].\n"
          "- [[s:okoye joined the video group]].\n"
          "- [[s:cups.service was disabled]] [[c:and bluetooth.service was enabled]].\n"
          "- [[u:The Firefox update came from your weekly pacman -Syu.]]"},
    {"q": "Who's on this laptop and what shells do they use?", "ev": ["e1"],
     "a": "Three people: [[s:elvi (fish)]], [[s:okoye (bash)]] and [[s:fayez (bash)]]. "
          "[[s:Only elvi is in wheel]]; [[c:okoye is in wheel too]], going by the group file. "
          "[[s:fayez is in input]]. [[c:elvi's UID is 1001.]] [[u:fayez hasn't logged in yet.]]"},
    {"q": "my wifi dropped earlier, what happened?", "ev": ["e4"], "extra": [IL_USER],
     "a": "Yes, [[s:wlan0 failed at 18:22]] [[s:with a supplicant timeout]], "
          "[[s:matching the drop you noticed around 6:20]]. [[s:It reconnected about 16 seconds later]]. "
          "[[c:It dropped three times in the last two hours.]] "
          "[[s:At 18:40 it got a new DHCP lease for 192.168.1.77]]. [[u:Your router's firmware is probably the culprit.]]"},
    {"q": "what's listening on my laptop?", "ev": ["e3"],
     "a": "- [[s:sshd on 22, all addresses]]\n- [[s:cupsd on 631, localhost only]]\n"
          "- [[s:tailscaled on UDP 41641]]\n- [[s:python3 (PID 7710) on 127.0.0.1:8000]]\n\n"
          "[[s:Nothing else is listening.]] [[c:Port 8000 is reachable from the LAN.]] "
          "[[u:The python3 server is your Jupyter notebook.]]"},
    {"q": "what's my gateway and DNS?", "ev": ["e1"],
     "a": "Gateway: [[t:192.168.1.1]]\nDNS: [[t:192.168.1.1]]\n[[t:tailscale0 has 100.101.7.12]]\n\n"
          "[[u:Tailscale MagicDNS is turned off.]] [[s:The machine's hostname is ilus.]]"},
    {"q": "something is eating cpu, fans are loud", "ev": ["e8"],
     "a": "[[s:python3 train.py (PID 8120) at ~180%]] — [[s:nearly two cores]]. "
          "[[s:A second python3 (PID 8133) is at about 40%]]. [[c:Firefox is at 41%.]] [[s:Firefox is third.]] "
          "[[u:Those are the only two Python processes running.]] [[u:The training run should finish in about 20 minutes.]]"},
    {"q": "did anything touch /etc/hosts today? and what's in it", "ev": ["e5", "e6"],
     "a": "[[s:/etc/hosts was modified today at 16:45]]. [[s:It maps rocinante to 192.168.1.20]] "
          "[[c:and medina to 100.101.7.14]]. [[s:It has five lines]]. "
          "[[s:/etc/passwd and /etc/group changed last night at 21:00]], [[u:when fayez was added]]. "
          "[[s:pacman.conf was also edited at 12:10]]."},
]}


MACHINES = [CERES, EROS, GANYMEDE, TYCHO, ILUS]
