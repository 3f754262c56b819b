"""67th generation (written blind, in the style of mistral-nemo 12B): gecko, iguana, skink, tuatara, chameleon.

Written without reading the wrapper, its tests, the other generations or the corpora. Answers are long
flowing paragraphs with many clauses joined by "and", "while", "whereas", semicolons and em dashes, pronouns
that carry a subject across sentences, evidence ids cited in brackets (some of them the wrong one) and
user-supplied facts taken at face value. The evidence is about services and what they depend on (unit files,
runit run scripts), socket units and listening sockets, accounts and groups, the steady-state snapshot
(hostname, release, kernel, CPU, RAM) with some of its sources in `stale_sources`, volatile readings older
than five minutes, and two fresh readings that disagree.

gecko — Debian 13 (trixie) home server in Berlin (+01:00) running nginx, Gitea, Redis and PostgreSQL 17.
PostgreSQL 17 was upgraded at 21:11 and its cluster unit failed to restart (permission denied on the
snakeoil key); Gitea, which only `Wants=` PostgreSQL, sits in auto-restart with a cut log. The snapshot has
`users` and `packages` in stale_sources; a fresh read of /etc/group shows bob in sudo and ssl-cert empty.
The system_info reading is 15 minutes old. Every service has been up since Monday 12 January.

iguana — Kali laptop in São Paulo (-03:00). The snapshot's `os` source is stale (release and kernel).
ssh.service and ssh.socket are disabled despite the user saying they enabled ssh; docker.service is
inactive behind an active docker.socket; kali is not in the (empty) docker group. The network reading is
seven minutes old (a Python web server, a Metasploit handler with a session, CUPS). Two fresh readings of
postgresql.service disagree (active since 15:18:40 against inactive).

skink — Raspberry Pi OS (os-release says Debian 12 bookworm) on a Cortex-A76 board, Sydney (+11:00).
An unattended mosquitto upgrade at 06:41 restarted mosquitto; zigbee2mqtt `Requires=` mosquitto, was
restarted with it and failed four times (its Sonoff serial path is gone) until the start limit. A new
kernel was installed yesterday but the old one runs. The network reading is half an hour old.

tuatara — Void Linux desktop (runit, no systemd; no package database the collector reads) in Auckland
(+13:00). linux_service_status errors; runsv processes show what runit supervises; devapi's run script
checks `sv check postgresql` first. The snapshot's `network` and `users` sources are stale (dhcpcd leased a
new address at 22:11). The user claims 64 GB of RAM; the machine has 31.1 GiB.

chameleon — openSUSE Leap 15.6 API and database server in Chicago (-06:00). inventory-api `Requires=`
PostgreSQL and `Wants=` redis@inventory; the Celery worker flaps (two fresh readings disagree) because it
dials Redis on 6380 while Redis listens on 6379. The snapshot's `hardware` source is stale (a new backup
disk); system_info is eight minutes old; the user says the RAM was doubled to 128 GB.
"""

from _evidence import (GiB, MiB, Clock, connection, fs, item, listener, log_entry, package_event, processes,
                       steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# gecko — Debian 13 home server, Europe/Berlin
# ---------------------------------------------------------------------------------------------------------
GECKO = Clock("2026-01-14T21:40:00+01:00")
_G_MEM = 16_649_216_000

_GECKO_GROUP_LINES = [
    "root:x:0:", "daemon:x:1:", "bin:x:2:", "sys:x:3:", "adm:x:4:alice", "tty:x:5:", "disk:x:6:", "lp:x:7:",
    "mail:x:8:", "news:x:9:", "uucp:x:10:", "man:x:12:", "proxy:x:13:", "kmem:x:15:", "dialout:x:20:",
    "fax:x:21:", "voice:x:22:", "cdrom:x:24:alice", "floppy:x:25:", "tape:x:26:", "sudo:x:27:alice,bob",
    "audio:x:29:", "dip:x:30:", "www-data:x:33:", "backup:x:34:", "operator:x:37:", "list:x:38:", "irc:x:39:",
    "src:x:40:", "shadow:x:42:", "utmp:x:43:", "video:x:44:", "sasl:x:45:", "plugdev:x:46:alice",
    "staff:x:50:", "games:x:60:", "users:x:100:alice,bob", "nogroup:x:65534:", "systemd-journal:x:999:",
    "systemd-network:x:998:", "systemd-timesync:x:997:", "messagebus:x:101:", "ssh:x:102:", "ssl-cert:x:103:",
    "postgres:x:104:", "redis:x:105:", "gitea:x:996:", "alice:x:1000:", "bob:x:1001:",
]

GECKO_EVIDENCE = [
    steady("e1", GECKO, age=1800, hostname="gecko", domain="lan", os_name="Debian GNU/Linux", os_version="13",
           os_codename="trixie", kernel="6.12.57+deb13-amd64",
           cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6, cpu_threads=6,
           memory_total_bytes=_G_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 490_577_010_688},
                  {"device": "/dev/sda1", "mountpoint": "/srv", "fstype": "ext4", "total_bytes": 3_936_818_806_784}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:3a:11:d2", "addresses": ["192.168.178.20/24"],
                                "is_up": True}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1",
           installed_packages={"nginx": "1.26.3-3", "postgresql-17": "17.6-0+deb13u1",
                               "redis-server": "5:8.0.2-3", "openssh-server": "1:10.0p1-7"},
           available_services=["cron.service", "gitea.service", "nginx.service", "postgresql.service",
                               "postgresql@.service", "redis-server.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 102, "gid": 104, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "redis", "uid": 103, "gid": 105, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                  {"name": "gitea", "uid": 996, "gid": 996, "home": "/var/lib/gitea", "shell": "/bin/bash"},
                  {"name": "alice", "uid": 1000, "gid": 1000, "home": "/home/alice", "shell": "/bin/bash"},
                  {"name": "bob", "uid": 1001, "gid": 1001, "home": "/home/bob", "shell": "/bin/bash"}],
           groups=[{"name": "adm", "gid": 4, "members": ["alice"]},
                   {"name": "sudo", "gid": 27, "members": ["alice"]},
                   {"name": "www-data", "gid": 33, "members": []},
                   {"name": "users", "gid": 100, "members": ["alice", "bob"]},
                   {"name": "ssl-cert", "gid": 103, "members": ["postgres"]},
                   {"name": "postgres", "gid": 104, "members": []},
                   {"name": "redis", "gid": 105, "members": []},
                   {"name": "gitea", "gid": 996, "members": []}],
           stale_sources=["users", "packages"]),
    item("e2", "linux_service_status", {"units": [
        unit("postgresql@17-main.service", "failed", "failed", "enabled", desc="PostgreSQL Cluster 17-main"),
        unit("cron.service", "active", "running", "enabled", 611, "2026-01-12T08:02:58+01:00",
             "Regular background program processing daemon"),
        unit("gitea.service", "activating", "auto-restart", "enabled", desc="Gitea (Git with a cup of tea)"),
        unit("nginx.service", "active", "running", "enabled", 1123, "2026-01-12T08:03:11+01:00",
             "A high performance web server and a reverse proxy server"),
        unit("postgresql.service", "active", "exited", "enabled", None, "2026-01-12T08:03:02+01:00",
             "PostgreSQL RDBMS"),
        unit("redis-server.service", "active", "running", "enabled", 1098, "2026-01-12T08:03:05+01:00",
             "Advanced key-value store"),
        unit("ssh.service", "active", "running", "enabled", 702, "2026-01-12T08:02:59+01:00",
             "OpenBSD Secure Shell server"),
        unit("systemd-journald.service", "active", "running", "static", 312, "2026-01-12T08:02:41+01:00",
             "Journal Service"),
        unit("systemd-timesyncd.service", "active", "running", "enabled", 540, "2026-01-12T08:02:55+01:00",
             "Network Time Synchronization"),
    ], "total": 9, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        GECKO, age=40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "postgresql@17-main.service", "entries": [
        log_entry("2026-01-14T21:11:57+01:00", "postgresql@17-main.service", "info",
                  "Stopping postgresql@17-main.service - PostgreSQL Cluster 17-main..."),
        log_entry("2026-01-14T21:11:58+01:00", "postgresql@17-main.service", "info",
                  "postgresql@17-main.service: Deactivated successfully."),
        log_entry("2026-01-14T21:11:59+01:00", "postgresql@17-main.service", "info",
                  "Starting postgresql@17-main.service - PostgreSQL Cluster 17-main..."),
        log_entry("2026-01-14T21:12:00+01:00", "postgresql@17-main.service", "err",
                  "2026-01-14 21:12:00.412 CET [48211] FATAL:  could not load private key file "
                  "\"/etc/ssl/private/ssl-cert-snakeoil.key\": Permission denied"),
        log_entry("2026-01-14T21:12:00+01:00", "postgresql@17-main.service", "err", "pg_ctl: could not start server"),
        log_entry("2026-01-14T21:12:00+01:00", "postgresql@17-main.service", "err",
                  "postgresql@17-main.service: Failed with result 'exit-code'."),
        log_entry("2026-01-14T21:12:00+01:00", "postgresql@17-main.service", "err",
                  "Failed to start postgresql@17-main.service - PostgreSQL Cluster 17-main."),
    ]}, GECKO, age=35, args={"unit": "postgresql@17-main", "since_minutes": 60}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "gitea.service", "entries": [
        log_entry("2026-01-14T21:39:44+01:00", "gitea.service", "err",
                  "2026/01/14 21:39:44 routers/common/db.go:36:InitDBEngine() [E] ORM engine initialization "
                  "attempt #3/10 failed. Error: dial tcp [::1]:5432: connect: connection refused"),
        log_entry("2026-01-14T21:39:49+01:00", "gitea.service", "err",
                  "gitea.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-01-14T21:39:49+01:00", "gitea.service", "warning",
                  "gitea.service: Failed with result 'exit-code'."),
        log_entry("2026-01-14T21:39:55+01:00", "gitea.service", "info",
                  "gitea.service: Scheduled restart job, restart counter is at 214."),
    ]}, GECKO, age=30, args={"unit": "gitea", "since_minutes": 30, "limit": 4}, complete=False),
    item("e5", "linux_file_read", {"path": "/etc/systemd/system/gitea.service", "offset": 0, "limit": 200,
                                   "total_lines": 19, "lines": [
        "[Unit]", "Description=Gitea (Git with a cup of tea)", "After=network.target", "Wants=postgresql.service",
        "After=postgresql.service", "After=redis-server.service", "", "[Service]", "Type=simple", "User=gitea",
        "Group=gitea", "WorkingDirectory=/var/lib/gitea/",
        "ExecStart=/usr/local/bin/gitea web --config /etc/gitea/app.ini", "Restart=always", "RestartSec=5s",
        "Environment=USER=gitea HOME=/var/lib/gitea GITEA_WORK_DIR=/var/lib/gitea", "", "[Install]",
        "WantedBy=multi-user.target"]}, GECKO, age=25, args={"path": "/etc/systemd/system/gitea.service"}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8", "::1/128"],
                        "is_up": True},
                       {"name": "eno1", "mac": "6c:4b:90:3a:11:d2", "addresses": ["192.168.178.20/24"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 702, "sshd"), listener(22, "::", 702, "sshd"),
                      listener(80, "0.0.0.0", 1123, "nginx"), listener(80, "::", 1123, "nginx"),
                      listener(443, "0.0.0.0", 1123, "nginx"), listener(443, "::", 1123, "nginx"),
                      listener(6379, "127.0.0.1", 1098, "redis-server"), listener(6379, "::1", 1098, "redis-server")],
        "connections": [connection("192.168.178.20:22", "192.168.178.41:51522", 48012, "sshd")]},
        GECKO, age=50),
    item("e7", "linux_file_read", {"path": "/etc/group", "offset": 0, "limit": 200,
                                   "total_lines": len(_GECKO_GROUP_LINES), "lines": _GECKO_GROUP_LINES},
         GECKO, age=20, args={"path": "/etc/group"}),
    item("e8", "linux_system_info", system_info(4.2, [0.31, 0.28, 0.22], 220_939, "2026-01-12T08:02:41+01:00",
                                                _G_MEM, 11_862_000_000, 1_023_406_080, 0), GECKO, age=900),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-01-10T10:22:05+01:00", "upgrade", "openssh-server", "1:10.0p1-7", "1:10.0p1-7+deb13u1"),
        package_event("2026-01-14T21:11:40+01:00", "upgrade", "libpq5", "17.6-0+deb13u1", "17.7-0+deb13u1"),
        package_event("2026-01-14T21:11:40+01:00", "upgrade", "postgresql-client-17", "17.6-0+deb13u1",
                      "17.7-0+deb13u1"),
        package_event("2026-01-14T21:11:41+01:00", "upgrade", "postgresql-17", "17.6-0+deb13u1", "17.7-0+deb13u1"),
    ]}, GECKO, age=30, args={"since_days": 7}),
]

GECKO_ANSWERS = [
    {"q": "Gitea has been throwing 502s at me since this evening — what's going on?",
     "ev": ["e2", "e3", "e4", "e5", "e6", "e9"],
     "a": "Hello! From what I can see, Gitea is [[s:stuck in auto-restart]] [e2], and [[c:its restart counter has "
          "already climbed to 241]] (see e4), so nginx has nothing to hand the requests to, which is [[u:exactly why "
          "you are getting the 502 Bad Gateway pages]]. It keeps dying because [[s:it cannot connect to PostgreSQL "
          "on port 5432]] [e4], and that in turn is because [[s:the cluster unit postgresql@17-main.service has "
          "failed]] [e2]; note that [[s:the "
          "unit file only has a soft `Wants=postgresql.service`]] [[c:plus a hard `Requires=redis-server.service`]] "
          "(see e5). The database [[s:went down right after postgresql-17 was upgraded]] [[c:from "
          "17.6 to 17.8]] [e9], and [[s:its log complains that permission was denied on the snakeoil private "
          "key]] [e3]; [[u:this is almost certainly the upgrade resetting the key's permissions]]. You could look "
          "at the key with `ls -l /etc/ssl/private/` and then run `sudo systemctl start postgresql@17-main`, after "
          "which Gitea should recover by itself on its next restart."},
    {"q": "Which services on gecko depend on PostgreSQL, and what else does Gitea need?",
     "ev": ["e2", "e5", "e1"],
     "a": "Going by Gitea's unit file [e5], [[s:it has "
          "`Wants=postgresql.service`]] and [[s:it is ordered after both postgresql.service and "
          "redis-server.service]], and it restarts with [[c:a 10-second "
          "pause between attempts]]. You can see the soft dependency at work right now: [[s:postgresql@17-main is "
          "failed]] [e2] while [[s:Gitea keeps being restarted]]. [[u:Nothing else on the box depends on "
          "PostgreSQL]]; [[c:redis-server is down as well]], so [[u:Gitea's session cache would not work]] even if "
          "the database came back. [[c:Gitea is not enabled]], by the way, so it will not start again after a "
          "reboot unless you run `systemctl enable gitea`."},
    {"q": "Who has sudo on gecko? I only remember giving it to alice.",
     "ev": ["e1", "e7"],
     "a": "Hi! Actually it is not only alice any more — [[s:bob is in the sudo group too]] [e7], so [[s:there are "
          "two sudoers]]: alice [[t:(UID 1000)]] and bob [[t:(UID 1001)]]. [[s:alice is also in adm]] and "
          "[[c:docker]], whereas bob [[s:is only in sudo and users]]. As for the service accounts, [[t:gitea has a "
          "real login shell]], and [[c:postgres is still a member of ssl-cert]] (see e1), which it needs to read "
          "the snakeoil key. [[u:Bob was probably added to sudo during this afternoon's maintenance]] — if that "
          "wasn't you, `sudo gpasswd -d bob sudo` takes him out again."},
    {"q": "Give me a quick rundown of gecko's hardware and OS.",
     "ev": ["e1", "e8"],
     "a": "gecko is [[s:a Debian 13 (trixie) machine]] running [[s:kernel 6.12.57+deb13-amd64]]; it has [[s:an "
          "Intel Core i5-8500T]] with [[c:12 threads]], and [[s:16 GB of RAM]], of which "
          "[[t:about 11.9 GB was available]] when I last looked [e8]. Storage is [[c:a 512 GiB NVMe root "
          "filesystem]] plus [[s:a 4 TB ext4 disk on /srv]], and it [[t:has been up for over two and a half "
          "days]]. Let me know if you need the package "
          "versions as well!"},
    {"q": "Is redis OK? And is anything reachable from outside besides the web server?",
     "ev": ["e2", "e6"],
     "a": "[[s:Redis is running]] [e2] and [[s:it only listens on "
          "localhost]]. Apart from nginx, the only other service "
          "exposed to the network is [[s:SSH on port 22]], [[c:which is bound to 192.168.178.20 only]]; [[s:there is "
          "one SSH session open at the moment]], [[c:from 192.168.178.14]] (e6). [[c:PostgreSQL is listening on "
          "127.0.0.1:5432]], so that one is local only too, and [[u:Gitea's port 3000 is blocked by the "
          "firewall]]. If you want to double-check from another machine, `nmap -p- 192.168.178.20` will show you "
          "the same picture."},
    {"q": "I rebooted gecko this morning before work, so everything should be fresh — did the reboot break postgres?",
     "ev": ["e2", "e3", "e9", "e8"],
     "extra": [user("e10", "I rebooted gecko this morning before work.", GECKO, age=120)],
     "a": "Thanks for the context. Since [[c:gecko was rebooted this morning]], [[c:everything you see running has "
          "only been up since then]] — [[s:nginx is active]] [e2] — but the "
          "reboot is not what broke PostgreSQL: [[s:the cluster was stopped at 21:11]], [[s:right after the "
          "postgresql-17 upgrade]] [e9], and [[s:the restart that followed failed]] (see e3), which was [[c:about "
          "forty minutes ago]]. [[u:The upgrade also rewrote pg_hba.conf]], so you may want to compare it with "
          "your backup, and [[t:the box itself is otherwise idle]] [e8]."},
    {"q": "Which services are enabled but not running right now?",
     "ev": ["e2"],
     "a": "Of the [[s:nine services systemd has loaded]] [e2], [[s:two are enabled but not running]]: "
          "[[s:postgresql@17-main.service, which has failed]], and [[s:gitea.service, which is waiting to be "
          "restarted]]. [[s:postgresql.service counts as active]], [[c:and cron.service is inactive]] as well, though that hardly matters; "
          "[[c:systemd-timesyncd is disabled]]. [[c:Everything else has been running since the boot on 13 January]]. Run `systemctl "
          "list-units --state=failed` to keep an eye on it."},
]

# ---------------------------------------------------------------------------------------------------------
# iguana — Kali laptop, America/Sao_Paulo
# ---------------------------------------------------------------------------------------------------------
IGUANA = Clock("2026-02-03T15:20:00-03:00")
_I_MEM = 15_978_446_848

IGUANA_EVIDENCE = [
    steady("e1", IGUANA, age=2400, hostname="iguana", os_name="Kali GNU/Linux", os_version="2025.4",
           os_codename="kali-rolling", kernel="6.16.8+kali-amd64",
           cpu_model="AMD Ryzen 7 5800U with Radeon Graphics", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=_I_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 498_999_980_032},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "wlan0", "mac": "f4:26:79:5e:0a:31", "addresses": ["192.168.0.57/24"],
                                "is_up": True},
                               {"name": "eth0", "mac": "8c:8c:aa:10:42:07", "addresses": [], "is_up": False},
                               {"name": "docker0", "mac": "02:42:5d:71:c3:9e", "addresses": ["172.17.0.1/16"],
                                "is_up": False}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1",
           installed_packages={"postgresql-17": "17.6-1", "metasploit-framework": "6.4.99-0kali1",
                               "openssh-server": "1:10.2p1-1", "docker.io": "26.1.5+dfsg1-9+b9",
                               "wireshark": "4.4.9-1"},
           available_services=["apache2.service", "bluetooth.service", "cups.service", "docker.service",
                               "lightdm.service", "NetworkManager.service", "postgresql.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/zsh"},
                  {"name": "sshd", "uid": 110, "gid": 65534, "home": "/run/sshd", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 124, "gid": 131, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "kali", "uid": 1000, "gid": 1000, "home": "/home/kali", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "adm", "gid": 4, "members": ["kali"]},
                   {"name": "dialout", "gid": 20, "members": ["kali"]},
                   {"name": "sudo", "gid": 27, "members": ["kali"]},
                   {"name": "docker", "gid": 128, "members": []},
                   {"name": "wireshark", "gid": 129, "members": ["kali"]},
                   {"name": "kaboxer", "gid": 130, "members": ["kali"]},
                   {"name": "postgres", "gid": 131, "members": []}],
           stale_sources=["os"]),
    item("e2", "linux_service_status", {"units": [
        unit("apache2.service", "inactive", "dead", "disabled", desc="The Apache HTTP Server"),
        unit("bluetooth.service", "active", "running", "enabled", 790, "2026-02-03T08:41:21-03:00",
             "Bluetooth service"),
        unit("cups.service", "active", "running", "enabled", 1502, "2026-02-03T14:02:10-03:00", "CUPS Scheduler"),
        unit("docker.service", "inactive", "dead", "disabled", desc="Docker Application Container Engine"),
        unit("lightdm.service", "active", "running", "enabled", 1040, "2026-02-03T08:41:24-03:00",
             "Light Display Manager"),
        unit("NetworkManager.service", "active", "running", "enabled", 812, "2026-02-03T08:41:22-03:00",
             "Network Manager"),
        unit("postgresql.service", "inactive", "dead", "disabled", desc="PostgreSQL RDBMS"),
        unit("ssh.service", "inactive", "dead", "disabled", desc="OpenBSD Secure Shell server"),
        unit("systemd-journald.service", "active", "running", "static", 301, "2026-02-03T08:41:19-03:00",
             "Journal Service"),
        unit("wpa_supplicant.service", "active", "running", "enabled", 833, "2026-02-03T08:41:22-03:00",
             "WPA supplicant"),
    ], "total": 10, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        IGUANA, age=25),
    item("e3", "linux_service_status", unit("docker.socket", "active", "listening", "enabled", None,
                                            "2026-02-03T08:41:20-03:00", "Docker Socket for the API"),
         IGUANA, age=25, args={"name": "docker.socket"}),
    item("e4", "linux_service_status", unit("ssh.socket", "inactive", "dead", "disabled",
                                            desc="OpenBSD Secure Shell server socket"),
         IGUANA, age=25, args={"name": "ssh.socket"}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "wlan0", "mac": "f4:26:79:5e:0a:31", "addresses": ["192.168.0.57/24"], "is_up": True},
                       {"name": "tun0", "mac": None, "addresses": ["10.10.14.23/23"], "is_up": True}],
        "listening": [listener(631, "127.0.0.1", 1502, "cupsd"), listener(631, "::1", 1502, "cupsd"),
                      listener(8080, "0.0.0.0", 20431, "python3"), listener(4444, "0.0.0.0", 20977, "ruby")],
        "connections": [connection("10.10.14.23:4444", "10.129.45.112:49822", 20977, "ruby"),
                        connection("192.168.0.57:41766", "104.18.27.120:443", 3311, "firefox-esr")]},
        IGUANA, age=420),
    item("e6", "linux_processes", processes(298, _I_MEM, [
        (20977, "ruby", "kali", 23.0, 612 * MiB, "2026-02-03T14:55:03-03:00",
         "ruby /usr/bin/msfconsole -q -x use exploit/multi/handler"),
        (3311, "firefox-esr", "kali", 9.4, 1_181_116_006, "2026-02-03T08:52:40-03:00", "/usr/lib/firefox-esr/firefox-esr"),
        (1045, "Xorg", "root", 3.2, 148 * MiB, "2026-02-03T08:41:24-03:00", "/usr/lib/xorg/Xorg :0 -seat seat0"),
        (15902, "java", "kali", 2.1, 1_717_986_918, "2026-02-03T13:30:11-03:00",
         "java -jar /usr/share/burpsuite/burpsuite.jar"),
        (1388, "xfwm4", "kali", 0.8, 96 * MiB, "2026-02-03T08:41:31-03:00", "xfwm4 --replace"),
        (4410, "qterminal", "kali", 0.5, 88 * MiB, "2026-02-03T08:53:02-03:00", "qterminal"),
    ]), IGUANA, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e7", "linux_service_status", unit("postgresql.service", "active", "exited", "disabled", None,
                                            "2026-02-03T15:18:40-03:00", "PostgreSQL RDBMS"),
         IGUANA, age=90, args={"name": "postgresql"}),
    item("e8", "linux_system_info", system_info(18.5, [1.42, 1.10, 0.95], 23_903, "2026-02-03T08:41:22-03:00",
                                                _I_MEM, 6_120_000_000, 1_073_737_728, 256 * MiB), IGUANA, age=15),
]

IGUANA_ANSWERS = [
    {"q": "I enabled ssh yesterday so I can reach the laptop from my desktop — is it up?",
     "ev": ["e2", "e4", "e1", "e5"],
     "extra": [user("e9", "I set up ssh yesterday so it starts on boot.", IGUANA, age=60)],
     "a": "Thanks for setting that up yesterday! Unfortunately [[s:ssh.service is currently inactive (dead)]] [e2] "
          "and, more importantly, [[s:its unit file state is disabled]], so the enable from yesterday does not seem "
          "to have stuck; [[s:ssh.socket is not active either]] (see e4), which means [[t:nothing is listening on "
          "port 22]] right now [e5]. [[s:openssh-server 1:10.2p1-1 is installed]] [e1], so it is only a matter of "
          "turning it on — [[u:it was most likely switched off again by the kali-tweaks hardening profile]]. Once "
          "it's running, your desktop should connect to [[c:192.168.0.75]] over the Wi-Fi. Something like `sudo systemctl enable --now ssh` will do it, and it will then "
          "survive reboots."},
    {"q": "What's listening on the network right now? I started a few things for the lab.",
     "ev": ["e5", "e1"],
     "a": "According to the network reading [e5], [[t:a Python HTTP server is listening on 0.0.0.0:8080]], and "
          "[[t:Metasploit's handler — ruby, PID 20977 — is listening on port 4444 on all interfaces]], where [[t:it "
          "has an established session from 10.129.45.112]], so it looks like your reverse shell came in. [[t:CUPS "
          "is on 631]], and [[t:SSH is listening on 22]] as well, whereas [[t:your VPN address on tun0 is "
          "10.10.14.23]]; [[c:the laptop's Wi-Fi address is 192.168.1.57]] (e1). [[u:Nothing here is exposed to the "
          "internet]], though anyone on your home network could browse the 8080 server. Note that this reading is "
          "a few minutes old, so re-run it if you have started or stopped anything since."},
    {"q": "Is docker running? `docker ps` hangs for a second before answering.",
     "ev": ["e2", "e3", "e1"],
     "a": "Good question! [[s:docker.service itself is inactive]] [e2], but [[s:docker.socket is active and "
          "listening]] (e3) [[s:since 08:41 this morning]], so [[u:the first `docker ps` wakes the daemon up through "
          "socket activation]], which [[u:explains the one-second delay]] you are seeing. [[s:The installed Docker "
          "is 26.1.5]] [e1], and [[c:containerd is also running]] in the background. One more thing: [[s:the "
          "docker group exists]], and [[c:kali is already in it]] (e1), so you should not need sudo for docker "
          "commands — if that changes, `newgrp docker` helps."},
    {"q": "Quick specs for iguana please (for a bug report).",
     "ev": ["e1", "e8"],
     "a": "Sure — iguana is [[t:running Kali GNU/Linux 2025.4]] with [[t:kernel 6.16.8+kali-amd64]], and it has "
          "[[s:an AMD Ryzen 7 5800U]] with [[s:8 cores]] and [[c:about 15.9 GiB of RAM]]. Right now [[s:about 62% of the memory is in use]] [e8] while "
          "[[c:swap is untouched]], and it has been [[s:up for about six and a half hours]], since it [[c:booted at "
          "09:41]] this morning. You can paste `uname -a` and `inxi -F` output into the report too if they ask for "
          "more."},
    {"q": "Which groups is kali in? Can I capture packets with Wireshark without sudo?",
     "ev": ["e1"],
     "a": "[[s:kali is in sudo]], [[s:wireshark]], [[c:plugdev]] and [[s:adm]] [e1], so [[u:yes, dumpcap will let "
          "you capture without sudo]] as long as you have logged in again since being added. [[s:kali is the only "
          "account in sudo]], and [[c:kali is in docker too]], which is handy for the lab containers. [[c:kali's login "
          "shell is /bin/bash]], so your dotfiles should go in ~/.bashrc."},
    {"q": "Is postgres up for metasploit? msfdb init said it started it.",
     "ev": ["e2", "e7", "e6", "e1"],
     "a": "Yes — [[u:PostgreSQL is up]]: [[u:postgresql.service became active at 15:18:40]] (see e7), "
          "[[u:about a minute and a half ago]], which matches what msfdb init told you, and [[s:the installed "
          "server is PostgreSQL 17.6]] (e1). [[s:The service is disabled]], though, so it will not come back on its "
          "own after a reboot, and you will want `sudo msfdb start` next time. [[s:msfconsole — the ruby process, "
          "PID 20977 — is the busiest process]] [[s:at 23% CPU]], [[c:using about 1.2 GB of memory]], and [[u:it "
          "is already connected to the database]], so `db_status` inside it should say so."},
    {"q": "How's the load? The fan is spinning like crazy.",
     "ev": ["e8", "e6"],
     "a": "[[s:The CPU is at about 18% overall]] [e8] and [[s:the 1-minute load is 1.42]], [[c:which is down from "
          "the 15-minute average]], so it is not doing anything dramatic on [[u:this 16-thread CPU]]. The main "
          "consumer is [[s:msfconsole]] [[s:at 23%]], and [[c:Burp Suite is "
          "third]]. [[u:The fan noise is probably the integrated "
          "GPU]] rather than the CPU — `sensors` will tell you the temperatures."},
]

# ---------------------------------------------------------------------------------------------------------
# skink — Raspberry Pi OS (bookworm) home-automation board, Australia/Sydney
# ---------------------------------------------------------------------------------------------------------
SKINK = Clock("2026-01-22T07:05:00+11:00")
_S_MEM = 8_454_377_472
_Z2M = "zigbee2mqtt.service"
_SONOFF = "/dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_6a1c3b8e-if00-port0"

SKINK_EVIDENCE = [
    steady("e1", SKINK, age=240, hostname="skink", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.12.47+rpt-rpi-2712", arch="aarch64",
           cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4, memory_total_bytes=_S_MEM,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62_226_882_560},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:0a:b4:11", "addresses": ["192.168.1.30/24"],
                                "is_up": True},
                               {"name": "wlan0", "mac": "2c:cf:67:0a:b4:12", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
           installed_packages={"mosquitto": "2.0.11-1.2+deb12u2", "libmosquitto1": "2.0.11-1.2+deb12u2",
                               "nodejs": "20.19.2-1nodesource1", "raspi-firmware": "1:1.20251118-1",
                               "linux-image-rpi-2712": "1:6.12.62-1+rpt1"},
           available_services=["avahi-daemon.service", "cron.service", "mosquitto.service", "NetworkManager.service",
                               "pihole-FTL.service", "ssh.service", "zigbee2mqtt.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "avahi", "uid": 107, "gid": 113, "home": "/run/avahi-daemon", "shell": "/usr/sbin/nologin"},
                  {"name": "mosquitto", "uid": 108, "gid": 114, "home": "/var/lib/mosquitto",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "pihole", "uid": 999, "gid": 999, "home": "/home/pihole", "shell": "/usr/sbin/nologin"},
                  {"name": "mel", "uid": 1000, "gid": 1000, "home": "/home/mel", "shell": "/bin/bash"}],
           groups=[{"name": "dialout", "gid": 20, "members": ["mel"]},
                   {"name": "sudo", "gid": 27, "members": ["mel"]},
                   {"name": "gpio", "gid": 997, "members": ["mel"]},
                   {"name": "pihole", "gid": 999, "members": []},
                   {"name": "mosquitto", "gid": 114, "members": []}],
           stale_sources=[]),
    item("e2", "linux_service_status", {"units": [
        unit(_Z2M, "failed", "failed", "enabled", desc="zigbee2mqtt"),
        unit("avahi-daemon.service", "active", "running", "enabled", 402, "2026-01-19T22:14:08+11:00",
             "Avahi mDNS/DNS-SD Stack"),
        unit("cron.service", "active", "running", "enabled", 398, "2026-01-19T22:14:07+11:00",
             "Regular background program processing daemon"),
        unit("mosquitto.service", "active", "running", "enabled", 4417, "2026-01-22T06:41:52+11:00",
             "Mosquitto MQTT Broker"),
        unit("NetworkManager.service", "active", "running", "enabled", 431, "2026-01-19T22:14:09+11:00",
             "Network Manager"),
        unit("pihole-FTL.service", "active", "running", "enabled", 655, "2026-01-19T22:14:15+11:00",
             "Pi-hole FTL"),
        unit("ssh.service", "active", "running", "enabled", 640, "2026-01-19T22:14:12+11:00",
             "OpenBSD Secure Shell server"),
        unit("systemd-journald.service", "active", "running", "static", 210, "2026-01-19T22:13:41+11:00",
             "Journal Service"),
    ], "total": 8, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        SKINK, age=30),
    item("e3", "linux_service_status", unit("avahi-daemon.socket", "active", "running", "enabled", None,
                                            "2026-01-19T22:14:06+11:00", "Avahi mDNS/DNS-SD Stack Activation Socket"),
         SKINK, age=30, args={"name": "avahi-daemon.socket"}),
    item("e4", "linux_file_read", {"path": "/etc/systemd/system/zigbee2mqtt.service", "offset": 0, "limit": 200,
                                   "total_lines": 21, "lines": [
        "[Unit]", "Description=zigbee2mqtt", "After=network.target mosquitto.service", "Requires=mosquitto.service",
        "StartLimitIntervalSec=120", "StartLimitBurst=4", "", "[Service]", "Environment=NODE_ENV=production",
        "Type=notify", "ExecStart=/usr/bin/node index.js", "WorkingDirectory=/opt/zigbee2mqtt",
        "StandardOutput=inherit", "StandardError=inherit", "WatchdogSec=10s", "Restart=on-failure",
        "RestartSec=10s", "User=mel", "", "[Install]", "WantedBy=multi-user.target"]},
        SKINK, age=30, args={"path": "/etc/systemd/system/zigbee2mqtt.service"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": _Z2M, "entries": [
        log_entry("2026-01-22T06:41:50+11:00", _Z2M, "info", "Stopping zigbee2mqtt.service - zigbee2mqtt..."),
        log_entry("2026-01-22T06:41:51+11:00", _Z2M, "info", "zigbee2mqtt.service: Deactivated successfully."),
        log_entry("2026-01-22T06:41:51+11:00", _Z2M, "info", "Stopped zigbee2mqtt.service - zigbee2mqtt."),
        log_entry("2026-01-22T06:41:53+11:00", _Z2M, "info", "Starting zigbee2mqtt.service - zigbee2mqtt..."),
        log_entry("2026-01-22T06:41:57+11:00", _Z2M, "err",
                  "[2026-01-22 06:41:57] error: \tz2m: Error: Error while opening serialport 'Error: Error: No such "
                  f"file or directory, cannot open {_SONOFF}'"),
        log_entry("2026-01-22T06:41:57+11:00", _Z2M, "err",
                  "[2026-01-22 06:41:57] error: \tz2m: Failed to start zigbee-herdsman"),
        log_entry("2026-01-22T06:41:58+11:00", _Z2M, "err",
                  "zigbee2mqtt.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-01-22T06:41:58+11:00", _Z2M, "warning", "zigbee2mqtt.service: Failed with result 'exit-code'."),
        log_entry("2026-01-22T06:42:08+11:00", _Z2M, "info",
                  "zigbee2mqtt.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-01-22T06:42:14+11:00", _Z2M, "err",
                  "zigbee2mqtt.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-01-22T06:42:24+11:00", _Z2M, "info",
                  "zigbee2mqtt.service: Scheduled restart job, restart counter is at 2."),
        log_entry("2026-01-22T06:42:30+11:00", _Z2M, "err",
                  "zigbee2mqtt.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-01-22T06:42:40+11:00", _Z2M, "info",
                  "zigbee2mqtt.service: Scheduled restart job, restart counter is at 3."),
        log_entry("2026-01-22T06:42:46+11:00", _Z2M, "err",
                  "zigbee2mqtt.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-01-22T06:42:56+11:00", _Z2M, "warning", "zigbee2mqtt.service: Start request repeated too quickly."),
        log_entry("2026-01-22T06:42:56+11:00", _Z2M, "err", "zigbee2mqtt.service: Failed with result 'exit-code'."),
        log_entry("2026-01-22T06:42:56+11:00", _Z2M, "err", "Failed to start zigbee2mqtt.service - zigbee2mqtt."),
    ]}, SKINK, age=30, args={"unit": "zigbee2mqtt", "since_minutes": 30}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "mosquitto.service", "entries": [
        log_entry("2026-01-22T06:41:51+11:00", "mosquitto.service", "info",
                  "Stopping mosquitto.service - Mosquitto MQTT Broker..."),
        log_entry("2026-01-22T06:41:52+11:00", "mosquitto.service", "info", "mosquitto.service: Deactivated successfully."),
        log_entry("2026-01-22T06:41:52+11:00", "mosquitto.service", "info",
                  "Stopped mosquitto.service - Mosquitto MQTT Broker."),
        log_entry("2026-01-22T06:41:52+11:00", "mosquitto.service", "info",
                  "Starting mosquitto.service - Mosquitto MQTT Broker..."),
        log_entry("2026-01-22T06:41:52+11:00", "mosquitto.service", "info",
                  "Started mosquitto.service - Mosquitto MQTT Broker."),
    ]}, SKINK, age=30, args={"unit": "mosquitto", "since_minutes": 30}),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-01-21T06:38:10+11:00", "upgrade", "raspi-firmware", "1:1.20250915-1", "1:1.20251118-1"),
        package_event("2026-01-21T06:38:12+11:00", "install", "linux-image-6.12.62+rpt-rpi-2712", None,
                      "1:6.12.62-1+rpt1"),
        package_event("2026-01-21T06:38:14+11:00", "upgrade", "linux-image-rpi-2712", "1:6.12.47-1+rpt1",
                      "1:6.12.62-1+rpt1"),
        package_event("2026-01-22T06:41:47+11:00", "upgrade", "libmosquitto1", "2.0.11-1.2+deb12u1",
                      "2.0.11-1.2+deb12u2"),
        package_event("2026-01-22T06:41:47+11:00", "upgrade", "mosquitto", "2.0.11-1.2+deb12u1", "2.0.11-1.2+deb12u2"),
    ]}, SKINK, age=30, args={"since_days": 7}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "2c:cf:67:0a:b4:11", "addresses": ["192.168.1.30/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 640, "sshd"), listener(53, "0.0.0.0", 655, "pihole-FTL", "udp"),
                      listener(53, "0.0.0.0", 655, "pihole-FTL"), listener(80, "0.0.0.0", 655, "pihole-FTL"),
                      listener(443, "0.0.0.0", 655, "pihole-FTL"), listener(1883, "0.0.0.0", 598, "mosquitto"),
                      listener(1883, "::", 598, "mosquitto"), listener(8080, "0.0.0.0", 1204, "node"),
                      listener(5353, "0.0.0.0", 402, "avahi-daemon", "udp")],
        "connections": [connection("192.168.1.30:1883", "192.168.1.45:50112", 598, "mosquitto"),
                        connection("127.0.0.1:41870", "127.0.0.1:1883", 1204, "node"),
                        connection("127.0.0.1:1883", "127.0.0.1:41870", 598, "mosquitto")]},
        SKINK, age=1800),
    item("e9", "linux_system_info", system_info(6.0, [0.21, 0.35, 0.30], 204_660, "2026-01-19T22:13:40+11:00",
                                                _S_MEM, 6_302_000_000, 536_854_528, 0), SKINK, age=20),
]

SKINK_ANSWERS = [
    {"q": "zigbee2mqtt is dead again, why?",
     "ev": ["e2", "e4", "e5", "e6", "e7"],
     "extra": [user("e10", "I swapped the Sonoff dongle for an SLZB-06 network coordinator yesterday.", SKINK,
                    age=90)],
     "a": "Good morning! [[s:zigbee2mqtt.service is in the failed state]] [e2]; [[u:it was stopped at 06:41]] "
          "(see e6) because [[s:the unit has `Requires=mosquitto.service`]] (see e4) and [[s:mosquitto was restarted "
          "right after its upgrade to 2.0.11-1.2+deb12u2]] [e7], [[u:by unattended-upgrades]] I assume. "
          "When zigbee2mqtt tried to come back up [[s:it could not open its serial port]], and since you swapped "
          "the Sonoff for the SLZB-06 yesterday, [[u:that is simply because the config still points at the old USB "
          "dongle]]. [[c:systemd retried it six times]] before giving up, as [[c:the unit allows 5 "
          "starts per two minutes]]; [[c:mosquitto has been running since 06:14]] without trouble. Point "
          "`serial.port` in configuration.yaml at `tcp://<SLZB-06 IP>:6638` and run "
          "`sudo systemctl restart zigbee2mqtt`."},
    {"q": "What depends on mosquitto here, and what would break if I stopped it?",
     "ev": ["e4", "e2", "e8"],
     "a": "From the unit files I have, [[s:zigbee2mqtt is the one that depends on mosquitto]] — [[s:it "
          "`Requires=` it]] [e4] — so stopping mosquitto would stop zigbee2mqtt as well, although [[s:zigbee2mqtt "
          "is already failed]] right now [e2]. [[u:Pi-hole does not use MQTT at all]]. [[t:mosquitto was listening "
          "on 1883 on all interfaces]] [e8], [[t:with a client connected from 192.168.1.45]] — [[u:that's probably "
          "your Home Assistant]], which would lose its broker — and [[t:it also listens on 8883 for TLS]]. "
          "[[c:mosquitto is not enabled]], so it would not come back by itself at the next boot either."},
    {"q": "Is Pi-hole still answering DNS for the house?",
     "ev": ["e2", "e8", "e1"],
     "a": "It looks healthy: [[s:pihole-FTL is active and running]] [[s:since the evening of 19 January]] [e2], "
          "[[t:it listens on port 53]] on [[t:all interfaces]] [e8], plus [[t:the web interface on 80]]. [[s:Its "
          "LAN address is 192.168.1.30]] (e1) and [[c:the router is at 192.168.1.254]]. [[u:All the devices in the "
          "house are using it]], and [[c:it has been up for three days]] without a hiccup. A quick "
          "`dig @192.168.1.30 example.com` from your laptop would confirm it end to end."},
    {"q": "Give me skink's specs for the forum post.",
     "ev": ["e1", "e7"],
     "a": "skink is [[u:a Raspberry Pi 5]] running [[u:Raspberry Pi OS]] ([[s:Debian 12 bookworm]] underneath) "
          "with [[s:kernel 6.12.47+rpt-rpi-2712]]; it has [[s:4 Cortex-A76 cores]] and [[c:8.5 GiB of RAM]]. [[s:A newer kernel, 6.12.62, was installed "
          "yesterday]] [e7] [[c:and is already running]], so [[u:the firmware update is active as well]]."},
    {"q": "Can mel use the zigbee dongle and sudo? Who else has accounts?",
     "ev": ["e1"],
     "a": "[[s:mel is in sudo]] and [[s:dialout]] [e1], so [[u:serial devices like the dongle are accessible "
          "without root]]. [[c:The pihole account is in sudo as well]], which is a bit "
          "unusual, whereas [[s:there is a separate mosquitto system account]] [[s:with no login shell]]. [[s:mel is "
          "the only regular user]], and [[c:the default pi account is still there]] — you may want to remove it "
          "with `sudo deluser pi` if you don't use it."},
    {"q": "How is skink doing memory-wise and how long has it been up?",
     "ev": ["e9"],
     "a": "It's doing fine! skink has been [[s:up for 2 days and almost 9 hours]], [[s:since 22:13 on 19 "
          "January]], and [[s:about 2.2 GB of its RAM is in use]], [[c:which is roughly 35%]], while [[s:swap is "
          "untouched]]. [[s:The 1-minute load is 0.21]], [[c:climbing over the last "
          "quarter of an hour]] but still very low for a four-core board."},
    {"q": "What got updated this week?",
     "ev": ["e7", "e1"],
     "a": "There were [[s:five package changes]] in the last week: [[s:yesterday morning at 06:38]] [[s:the kernel "
          "went from 6.12.47 to 6.12.62]] along with [[s:a raspi-firmware update]], and [[c:this morning at "
          "06:14]] [[s:mosquitto and libmosquitto1 were upgraded to 2.0.11-1.2+deb12u2]]. [[s:You are still booted into 6.12.47]] (e1), so [[u:the firmware update has not taken effect "
          "either]] — a `sudo reboot` when it suits you will pick both up."},
]

# ---------------------------------------------------------------------------------------------------------
# tuatara — Void Linux (runit) developer desktop, Pacific/Auckland
# ---------------------------------------------------------------------------------------------------------
TUATARA = Clock("2026-02-10T22:15:00+13:00")
_T_MEM = 33_396_170_752
_T_BOOT = "2026-02-09T08:12:30+13:00"

TUATARA_EVIDENCE = [
    steady("e1", TUATARA, age=3600, hostname="tuatara", os_name="Void", os_version=None, os_codename=None,
           os_pretty_name="Void Linux", kernel="6.12.63_1", cpu_model="12th Gen Intel(R) Core(TM) i7-12700",
           cpu_cores=12, cpu_threads=20, memory_total_bytes=_T_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 999_653_638_144},
                  {"device": "/dev/sda1", "mountpoint": "/home/rangi/data", "fstype": "btrfs",
                   "total_bytes": 2_000_381_014_016}],
           network_interfaces=[{"name": "enp5s0", "mac": "d8:bb:c1:4e:20:9a", "addresses": ["10.0.0.47/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:8e:11:5c:03", "addresses": ["172.17.0.1/16"],
                                "is_up": False}],
           dns_servers=["10.0.0.1"], default_gateway="10.0.0.1",
           package_manager=None, installed_packages={}, available_services=[],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 999, "gid": 999, "home": "/var/lib/postgresql", "shell": "/bin/sh"},
                  {"name": "rangi", "uid": 1000, "gid": 1000, "home": "/home/rangi", "shell": "/bin/zsh"},
                  {"name": "aroha", "uid": 1001, "gid": 1001, "home": "/home/aroha", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 4, "members": ["rangi"]},
                   {"name": "audio", "gid": 12, "members": ["rangi", "aroha"]},
                   {"name": "video", "gid": 13, "members": ["rangi", "aroha"]},
                   {"name": "docker", "gid": 998, "members": ["rangi"]},
                   {"name": "postgres", "gid": 999, "members": []}],
           unavailable={"installed_packages": "no dpkg, rpm, pacman or apk database under this root",
                        "available_services": "no systemd unit directories under this root"},
           stale_sources=["network", "users"]),
    item("e2", "linux_service_status", None, TUATARA, age=20, args={"name": "postgresql"},
         error="systemd is not running on this machine (no /run/systemd/system), so service states cannot be read"),
    item("e3", "linux_processes", processes(12, _T_MEM, [
        (612, "runsvdir", "root", 0.0, 2 * MiB, "2026-02-09T08:12:34+13:00", "runsvdir -P /run/runit/runsvdir/current"),
        (616, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv agetty-tty1"),
        (617, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv agetty-tty2"),
        (618, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv chronyd"),
        (620, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv dbus"),
        (621, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv devapi"),
        (622, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv dhcpcd"),
        (624, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv docker"),
        (626, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv nanoklogd"),
        (628, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv postgresql"),
        (630, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv socklog-unix"),
        (632, "runsv", "root", 0.0, 1 * MiB, "2026-02-09T08:12:34+13:00", "runsv sshd"),
    ]), TUATARA, age=25, args={"name": "runsv"}),
    item("e4", "linux_processes", processes(367, _T_MEM, [
        (5120, "firefox", "rangi", 6.8, 3_113_851_290, "2026-02-10T09:02:11+13:00", "/usr/lib/firefox/firefox"),
        (7788, "java", "rangi", 1.2, 2_254_857_830, "2026-02-10T13:40:05+13:00",
         "java -Xmx4g -cp gradle-launcher-8.12.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.12"),
        (4410, "code", "rangi", 3.5, 1_395_864_371, "2026-02-10T09:05:40+13:00", "/usr/lib/code-oss/code-oss"),
        (9931, "node", "rangi", 0.9, 723_517_440, "2026-02-10T19:48:22+13:00",
         "node /home/rangi/src/webapp/node_modules/.bin/vite --host"),
        (1480, "Xorg", "rangi", 2.2, 432_013_312, "2026-02-09T08:13:02+13:00", "/usr/libexec/Xorg :0 vt1"),
        (1655, "postgres", "postgres", 0.1, 249_561_088, "2026-02-09T08:12:51+13:00",
         "postgres -D /var/lib/postgresql/data"),
        (1702, "dockerd", "root", 0.2, 189_792_256, "2026-02-09T08:12:52+13:00", "dockerd"),
        (1690, "devapi", "rangi", 0.3, 100_663_296, "2026-02-09T08:12:55+13:00",
         "./bin/devapi --listen 127.0.0.1:8081"),
    ]), TUATARA, age=30, args={"sort": "memory", "limit": 8}, complete=False),
    item("e5", "linux_file_read", {"path": "/etc/sv/devapi/run", "offset": 0, "limit": 200, "total_lines": 5,
                                   "lines": ["#!/bin/sh", "sv check postgresql >/dev/null || exit 1", "exec 2>&1",
                                             "cd /home/rangi/src/devapi",
                                             "exec chpst -u rangi:rangi ./bin/devapi --listen 127.0.0.1:8081"]},
         TUATARA, age=30, args={"path": "/etc/sv/devapi/run"}),
    item("e6", "linux_recent_logs", {"source": "file", "unit": None,
                                     "files": ["/var/log/socklog/everything/current"], "entries": [
        log_entry("2026-02-10T21:58:02+13:00", None, None,
                  "postgres[1655]: LOG:  checkpoint complete: wrote 412 buffers (2.5%); 0 WAL file(s) added, "
                  "0 removed, 1 recycled"),
        log_entry("2026-02-10T22:07:40+13:00", None, None,
                  "sshd[10233]: Accepted publickey for rangi from 10.0.0.12 port 52218 ssh2: ED25519 SHA256:q3Vb0…"),
        log_entry("2026-02-10T22:11:05+13:00", None, None, "dhcpcd[1588]: enp5s0: leased 10.0.0.53 for 86400 seconds"),
        log_entry("2026-02-10T22:11:05+13:00", None, None, "dhcpcd[1588]: enp5s0: adding default route via 10.0.0.1"),
    ]}, TUATARA, age=30, args={"since_minutes": 30}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8", "::1/128"],
                        "is_up": True},
                       {"name": "enp5s0", "mac": "d8:bb:c1:4e:20:9a", "addresses": ["10.0.0.53/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:8e:11:5c:03", "addresses": ["172.17.0.1/16"],
                        "is_up": False}],
        "listening": [listener(22, "0.0.0.0", 1620, "sshd"), listener(22, "::", 1620, "sshd"),
                      listener(5432, "127.0.0.1", 1655, "postgres"), listener(8081, "127.0.0.1", 1690, "devapi"),
                      listener(5173, "0.0.0.0", 9931, "node")],
        "connections": [connection("10.0.0.53:22", "10.0.0.12:52218", 10233, "sshd"),
                        connection("127.0.0.1:49302", "127.0.0.1:5432", 1690, "devapi"),
                        connection("127.0.0.1:49310", "127.0.0.1:5432", 1690, "devapi"),
                        connection("127.0.0.1:5432", "127.0.0.1:49302", 10877, "postgres"),
                        connection("127.0.0.1:5432", "127.0.0.1:49310", 10878, "postgres")]},
        TUATARA, age=30),
    item("e8", "linux_system_info", system_info(11.2, [2.10, 1.85, 1.60], 136_910, _T_BOOT, _T_MEM, 21_900_000_000,
                                                8 * GiB, 0), TUATARA, age=40),
]

TUATARA_ANSWERS = [
    {"q": "Is postgres running on tuatara? systemctl doesn't work here for some reason.",
     "ev": ["e2", "e3", "e4", "e7"],
     "a": "That's expected — [[s:tuatara doesn't run systemd]], so [[s:the service status check failed]] [e2]; "
          "Void uses runit instead, and [[s:the postgres server "
          "itself (PID 1655) is running]] [[c:as root]], [[s:listening on 127.0.0.1:5432]] [e7] with [[c:three "
          "local client connections]] open. [[s:It has been up since Monday's boot]] and [[c:is using about 380 MiB "
          "of memory]] (e4), while [[u:runit restarted it once this afternoon]] after a crash. You can check it the "
          "runit way with `sudo sv status postgresql`."},
    {"q": "What does my devapi service need before it starts, and is it up?",
     "ev": ["e5", "e3", "e7", "e4"],
     "a": "[[s:devapi's run script checks `sv check postgresql` first]] [e5], so [[s:PostgreSQL is its only "
          "dependency]], and [[c:it also waits for Docker to be up]] before launching; [[s:it runs as rangi]] and "
          "[[s:listens on 127.0.0.1:8081]]. It is up: [[s:devapi (PID 1690) is "
          "running]], [[c:using around 300 MB of memory]], and [[s:it holds two connections to PostgreSQL]] (e7). "
          "If it ever hangs at start, `sv status devapi` will show it looping on the check."},
    {"q": "Specs of tuatara? It has 64 GB of RAM, I upgraded it in December.",
     "ev": ["e1", "e8"],
     "extra": [user("e9", "This box has 64 GB of RAM, I upgraded it in December.", TUATARA, age=45)],
     "a": "tuatara is [[s:a Void Linux machine]] running [[s:kernel 6.12.63_1]] on [[s:a 12th Gen Core "
          "i7-12700]] [[c:with the 64 GB of RAM you put in back in December]], of which "
          "[[s:about 21.9 GB is available]] at the moment [e8]. Storage is [[s:a 1 TB NVMe root]] plus [[s:a 2 TB "
          "data disk on /home/rangi/data]], [[c:which is ext4 as well]]."},
    {"q": "What's tuatara's IP now? I think DHCP gave it a new one.",
     "ev": ["e1", "e7", "e6"],
     "a": "You're right: [[s:enp5s0 now has 10.0.0.53/24]] [e7] — [[s:dhcpcd leased it at 22:11]] [[s:for 24 "
          "hours]] (e6), [[c:about twenty minutes ago]], and [[u:the default route still goes via 10.0.0.1]] [e7], "
          "while [[t:DNS goes to 10.0.0.1 as well]] [e1]. [[c:docker0 is up]], and "
          "[[s:you are connected over SSH from 10.0.0.12]], so your session survived the change. If you want it "
          "to stick, a reservation on the router is the simplest way."},
    {"q": "Who's in wheel and docker on tuatara?",
     "ev": ["e1", "e6"],
     "a": "[[t:wheel has a single member, rangi]] [e1], while [[t:docker has rangi]] [[t:and aroha]]; [[t:aroha "
          "has UID 1001]] and [[t:uses bash]], whereas [[t:rangi's shell is zsh]], and [[t:both of them are in "
          "audio and video]]. [[s:rangi logged in over SSH at 22:07]] (e6), [[s:with a public key]]. Bear in mind "
          "the account list may have changed since the last snapshot, so `getent group wheel docker` is worth a "
          "look."},
    {"q": "What is eating my RAM?",
     "ev": ["e4", "e8"],
     "a": "[[s:Firefox is the biggest]] [[s:at about 2.9 GiB]], [[s:followed by the Gradle daemon (java)]] [[c:at "
          "1.3 GiB]], and [[c:Docker is the fourth largest]] — the rest are small. Overall "
          "[[s:about 34% of the RAM is in use]] [e8] and [[s:swap is unused]], so "
          "nothing is really under pressure; [[u:Firefox has a lot of tabs open]], I'd guess, and `kill` on the "
          "Gradle daemon (or `./gradlew --stop`) would give you another couple of gigabytes back."},
    {"q": "What ports are open on tuatara?",
     "ev": ["e7"],
     "a": "Here is what is listening [e7]: [[s:the Vite dev server (node) on 5173]], so "
          "[[s:it is reachable from the LAN]]; [[s:PostgreSQL on 5432]] and [[s:devapi on 8081]] are [[s:only on "
          "localhost]], and [[c:Docker's API is on 2375]]. [[c:That's five distinct ports]] in all, and [[u:no "
          "firewall is enabled]], so if you don't want the dev server visible, drop the `--host` flag."},
]

# ---------------------------------------------------------------------------------------------------------
# chameleon — openSUSE Leap 15.6 API and database server, America/Chicago
# ---------------------------------------------------------------------------------------------------------
CHAMELEON = Clock("2026-03-04T10:30:00-06:00")
_C_MEM = 67_190_161_408
_WORKER = "inventory-worker.service"

CHAMELEON_EVIDENCE = [
    steady("e1", CHAMELEON, age=1500, hostname="chameleon", domain="corp.example", os_name="openSUSE Leap",
           os_version="15.6", os_codename=None, kernel="6.4.0-150600.23.73-default",
           cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=_C_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 255_013_683_200},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": 1_920_383_410_176}],
           network_interfaces=[{"name": "eth0", "mac": "3c:ec:ef:21:7a:40", "addresses": ["10.20.4.11/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.4.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.10-150600.16.20.1", "nginx": "1.21.5-150600.10.10.1",
                               "redis7": "7.2.4-150600.3.9.1", "firewalld": "2.0.1-150600.3.8.1",
                               "openssh-server": "9.6p1-150600.6.26.1"},
           available_services=["chronyd.service", "firewalld.service", "inventory-api.service", _WORKER,
                               "nginx.service", "postgresql.service", "redis@.service", "sshd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "invapi", "uid": 465, "gid": 465, "home": "/var/lib/invapi", "shell": "/sbin/nologin"},
                  {"name": "nginx", "uid": 467, "gid": 467, "home": "/var/lib/nginx", "shell": "/sbin/nologin"},
                  {"name": "redis", "uid": 468, "gid": 468, "home": "/var/lib/redis", "shell": "/sbin/nologin"},
                  {"name": "deploy", "uid": 1000, "gid": 100, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "www", "gid": 8, "members": ["nginx", "invapi"]},
                   {"name": "postgres", "gid": 26, "members": []},
                   {"name": "invapi", "gid": 465, "members": []},
                   {"name": "redis", "gid": 468, "members": ["invapi"]},
                   {"name": "systemd-journal", "gid": 484, "members": ["deploy"]},
                   {"name": "wheel", "gid": 497, "members": ["deploy"]}],
           stale_sources=["hardware"]),
    item("e2", "linux_service_status", {"units": [
        unit(_WORKER, "failed", "failed", "enabled", desc="Inventory Celery worker"),
        unit("chronyd.service", "active", "running", "enabled", 980, "2026-02-26T05:11:22-06:00", "NTP client/server"),
        unit("firewalld.service", "active", "running", "enabled", 1001, "2026-02-26T05:11:25-06:00",
             "firewalld - dynamic firewall daemon"),
        unit("inventory-api.service", "active", "running", "enabled", 3310, "2026-03-04T09:58:12-06:00",
             "Inventory REST API"),
        unit("nginx.service", "active", "running", "enabled", 1420, "2026-02-26T05:11:44-06:00",
             "The nginx HTTP and reverse proxy server"),
        unit("postgresql.service", "active", "running", "enabled", 1402, "2026-02-26T05:11:40-06:00",
             "PostgreSQL database server"),
        unit("redis@inventory.service", "active", "running", "enabled", 1388, "2026-02-26T05:11:38-06:00",
             "Redis instance: inventory"),
        unit("sshd.service", "active", "running", "enabled", 1090, "2026-02-26T05:11:30-06:00", "OpenSSH Daemon"),
        unit("systemd-journald.service", "active", "running", "static", 402, "2026-02-26T05:11:01-06:00",
             "Journal Service"),
    ], "total": 9, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        CHAMELEON, age=15),
    item("e3", "linux_service_status", unit(_WORKER, "active", "running", "enabled", 4102,
                                            "2026-03-04T10:29:20-06:00", "Inventory Celery worker"),
         CHAMELEON, age=10, args={"name": "inventory-worker"}),
    item("e4", "linux_file_read", {"path": "/etc/systemd/system/inventory-api.service", "offset": 0, "limit": 200,
                                   "total_lines": 16, "lines": [
        "[Unit]", "Description=Inventory REST API", "Requires=postgresql.service",
        "Wants=network-online.target redis@inventory.service",
        "After=network-online.target postgresql.service redis@inventory.service", "", "[Service]", "User=invapi",
        "Group=invapi", "WorkingDirectory=/opt/invapi",
        "ExecStart=/opt/invapi/bin/gunicorn -w 8 -b 127.0.0.1:8000 inventory.wsgi", "Restart=on-failure",
        "RestartSec=3", "", "[Install]", "WantedBy=multi-user.target"]},
        CHAMELEON, age=30, args={"path": "/etc/systemd/system/inventory-api.service"}),
    item("e5", "linux_file_read", {"path": "/etc/systemd/system/inventory-worker.service", "offset": 0, "limit": 200,
                                   "total_lines": 15, "lines": [
        "[Unit]", "Description=Inventory Celery worker", "Requires=postgresql.service",
        "BindsTo=redis@inventory.service", "After=redis@inventory.service postgresql.service", "", "[Service]",
        "User=invapi", "Group=invapi", "WorkingDirectory=/opt/invapi",
        "ExecStart=/opt/invapi/bin/celery -A inventory worker -c 4 --loglevel=INFO", "Restart=always",
        "RestartSec=15", "[Install]", "WantedBy=multi-user.target"]},
        CHAMELEON, age=30, args={"path": "/etc/systemd/system/inventory-worker.service"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": _WORKER, "entries": [
        log_entry("2026-03-04T10:28:59-06:00", _WORKER, "err",
                  "[2026-03-04 10:28:59,402: ERROR/MainProcess] consumer: Cannot connect to redis://127.0.0.1:6380/0: "
                  "Error 111 connecting to 127.0.0.1:6380. Connection refused.."),
        log_entry("2026-03-04T10:29:04-06:00", _WORKER, "err",
                  "inventory-worker.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-03-04T10:29:04-06:00", _WORKER, "warning",
                  "inventory-worker.service: Failed with result 'exit-code'."),
        log_entry("2026-03-04T10:29:19-06:00", _WORKER, "info",
                  "inventory-worker.service: Scheduled restart job, restart counter is at 12."),
        log_entry("2026-03-04T10:29:20-06:00", _WORKER, "info", "Started Inventory Celery worker."),
        log_entry("2026-03-04T10:29:38-06:00", _WORKER, "err",
                  "[2026-03-04 10:29:38,116: ERROR/MainProcess] consumer: Cannot connect to redis://127.0.0.1:6380/0: "
                  "Error 111 connecting to 127.0.0.1:6380. Connection refused.."),
        log_entry("2026-03-04T10:29:43-06:00", _WORKER, "err",
                  "inventory-worker.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-03-04T10:29:43-06:00", _WORKER, "warning",
                  "inventory-worker.service: Failed with result 'exit-code'."),
    ]}, CHAMELEON, age=12, args={"unit": "inventory-worker", "since_minutes": 60, "limit": 8}, complete=False),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "3c:ec:ef:21:7a:40", "addresses": ["10.20.4.11/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1090, "sshd"), listener(80, "0.0.0.0", 1420, "nginx"),
                      listener(443, "0.0.0.0", 1420, "nginx"), listener(8000, "127.0.0.1", 3310, "gunicorn"),
                      listener(5432, "127.0.0.1", 1402, "postgres"), listener(5432, "::1", 1402, "postgres"),
                      listener(6379, "127.0.0.1", 1388, "redis-server"),
                      listener(323, "127.0.0.1", 980, "chronyd", "udp")],
        "connections": [connection("10.20.4.11:443", "10.20.9.77:55012", 1421, "nginx"),
                        connection("10.20.4.11:443", "10.20.9.78:40122", 1421, "nginx"),
                        connection("127.0.0.1:53314", "127.0.0.1:8000", 1421, "nginx"),
                        connection("127.0.0.1:8000", "127.0.0.1:53314", 3311, "gunicorn"),
                        connection("10.20.4.11:22", "10.20.1.5:60022", 8812, "sshd")]},
        CHAMELEON, age=35),
    item("e8", "linux_system_info", system_info(22.0, [3.10, 2.80, 2.40], 537_042, "2026-02-26T05:10:58-06:00",
                                                _C_MEM, 41_300_000_000, 2_147_479_552, 0), CHAMELEON, age=500),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 255_013_683_200, 61_203_284_787),
        fs("/dev/nvme1n1p1", "/var/lib/pgsql", "xfs", 1_920_383_410_176, 1_102_300_000_000),
        fs("/dev/sda1", "/srv/backup", "ext4", 7_999_376_842_752, 411_000_000_000),
    ]}, CHAMELEON, age=40),
    item("e10", "linux_processes", processes(241, _C_MEM, [
        (2101, "postgres", "postgres", 38.5, 1_288_490_188, "2026-03-04T10:12:44-06:00",
         "postgres: invapi inventory 127.0.0.1(53120) SELECT"),
        (3311, "gunicorn", "invapi", 12.0, 231_735_296, "2026-03-04T09:58:13-06:00",
         "/opt/invapi/bin/python /opt/invapi/bin/gunicorn -w 8 -b 127.0.0.1:8000 inventory.wsgi"),
        (3314, "gunicorn", "invapi", 9.5, 229_638_144, "2026-03-04T09:58:13-06:00",
         "/opt/invapi/bin/python /opt/invapi/bin/gunicorn -w 8 -b 127.0.0.1:8000 inventory.wsgi"),
        (1421, "nginx", "nginx", 2.1, 18_874_368, "2026-02-26T05:11:44-06:00", "nginx: worker process"),
        (1388, "redis-server", "redis", 1.4, 52_428_800, "2026-02-26T05:11:38-06:00",
         "/usr/sbin/redis-server 127.0.0.1:6379"),
        (402, "systemd-journald", "root", 0.6, 41_943_040, "2026-02-26T05:11:01-06:00",
         "/usr/lib/systemd/systemd-journald"),
    ]), CHAMELEON, age=25, args={"sort": "cpu", "limit": 6}, complete=False),
]

CHAMELEON_ANSWERS = [
    {"q": "What does inventory-api depend on, and are those dependencies healthy?",
     "ev": ["e4", "e2", "e7"],
     "a": "According to its unit file (see e4), [[s:inventory-api has a hard `Requires=` on postgresql.service]] "
          "and [[s:a softer `Wants=` on redis@inventory.service]]. They are both in good shape: [[s:PostgreSQL is "
          "active]] [e2], [[s:redis@inventory is "
          "running]] [[c:on port 6380]], and [[s:the API itself has been up since 09:58 this morning]] [[c:as PID "
          "3301]]. [[c:It runs as the nginx user]], which is [[u:why it can read "
          "the static files directly]]. A restart of PostgreSQL would take the API down with it, so schedule that "
          "carefully."},
    {"q": "Is the celery worker healthy now? I restarted it a minute ago.",
     "ev": ["e2", "e3", "e5", "e6", "e7"],
     "extra": [user("e11", "I restarted the inventory worker a minute ago.", CHAMELEON, age=40)],
     "a": "After your restart [[s:the worker came back at 10:29:20]] [e6] and [[u:it is running now]] [[u:as "
          "PID 4102]] (see e3), but it is not healthy — [[s:it keeps failing to reach Redis at 127.0.0.1:6380]], "
          "whereas [[s:Redis actually listens on 6379]] (e7), so [[u:the broker URL in its settings has the wrong "
          "port]]. [[c:The restart counter is at 21]] already, [[c:systemd restarts it every 5 seconds]], and "
          "[[c:it depends on inventory-api]], while [[s:it is bound to redis@inventory with `BindsTo=`]] [e5]. Fix "
          "the broker URL to `redis://127.0.0.1:6379/0` and restart it once more."},
    {"q": "What's listening on chameleon and what's exposed?",
     "ev": ["e7", "e2"],
     "a": "Here is the picture from e7:\n\n"
          "| Port | Bound to | Process |\n|---|---|---|\n"
          "| [[s:22 | 0.0.0.0 | sshd]] |\n"
          "| [[s:80, 443 | 0.0.0.0 | nginx]] |\n"
          "| [[s:8000 | 127.0.0.1 | gunicorn]] |\n"
          "| [[c:5432 | 0.0.0.0 | postgres]] |\n"
          "| [[s:6379 | 127.0.0.1 | redis-server]] |\n"
          "| [[c:9100 | 0.0.0.0 | node_exporter]] |\n\n"
          "So [[c:PostgreSQL and the node exporter are reachable from the network]] besides SSH and nginx, while "
          "[[s:the API and Redis stay local]]. [[c:There is one SSH "
          "session from 10.20.1.50]]. [[u:firewalld blocks 5432 from outside anyway]], but it is worth checking "
          "with `firewall-cmd --list-all`."},
    {"q": "Hardware summary for chameleon, please — for the capacity review.",
     "ev": ["e1", "e8", "e9"],
     "extra": [user("e12", "We doubled the RAM to 128 GB over the weekend.", CHAMELEON, age=300)],
     "a": "Sure! [[s:chameleon runs openSUSE Leap 15.6]]; [[t:its CPU is an Intel Xeon E-2236]] with [[t:6 "
          "cores]], and it now has [[t:the 128 GB of RAM you installed over the weekend]], of which [[t:about 41 GB "
          "was available]] at the last reading [e8]. The database volume [[s:/var/lib/pgsql is a 1.92 TB XFS "
          "filesystem]] that is [[s:57% full]], and [[s:there is an 8 TB backup "
          "disk on /srv/backup]], [[c:which is formatted XFS as well]]. [[t:Uptime is just over six days]], so "
          "there is plenty of headroom for now."},
    {"q": "Which accounts can sudo on chameleon, and which user runs the API and the worker?",
     "ev": ["e1", "e4", "e5", "e10"],
     "a": "[[s:Only deploy is in wheel]] [e1], so [[u:deploy is the only one who can use sudo]], while the "
          "services run as unprivileged accounts: [[s:the API runs as invapi]] per e4, and [[c:the worker runs as "
          "celery]], and indeed [[s:the gunicorn processes are owned by invapi]] (e10). [[s:invapi is "
          "in www]] [[c:and in wheel]], and [[c:postgres's home is /var/lib/postgresql]] as usual. "
          "`sudo -l -U deploy` will show exactly what deploy is allowed to do."},
    {"q": "Is postgres busy? The API feels slow.",
     "ev": ["e10", "e2", "e8"],
     "a": "Yes, it is the main suspect: [[s:PostgreSQL is the busiest process]] [[s:at 38.5% CPU]] [e10], "
          "[[u:which is probably a long-running report query]], [[s:followed by two gunicorn workers]] [[c:at about "
          "20% each]]. [[t:The 1-minute load was 3.1]] and [[t:about 41 GB of memory was available]], so memory is "
          "not the problem, whereas [[c:redis-server is using more CPU than nginx]]. [[u:postgresql.service has "
          "been running since 26 February]] (see e10). Running `SELECT pid, now() - query_start, query FROM "
          "pg_stat_activity WHERE state = 'active';` will show you which query it is."},
    {"q": "When was chameleon last rebooted?",
     "ev": ["e2", "e8", "e1"],
     "a": "[[t:It has been up for about 6 days and 5 hours]] [e8] — that is, [[t:it booted early on 26 "
          "February]], [[t:around 05:11]] — and the service start times agree: [[s:chronyd came up at 05:11]] "
          "[e2] and [[c:postgresql has been running since 27 February]]. [[u:The reboot "
          "was for the kernel update]], and [[s:the kernel it runs is 6.4.0-150600.23.73-default]] (e1), so there "
          "is nothing pending from that side."},
]

MACHINES = [
    {"name": "gecko", "clock": GECKO, "evidence": GECKO_EVIDENCE, "answers": GECKO_ANSWERS},
    {"name": "iguana", "clock": IGUANA, "evidence": IGUANA_EVIDENCE, "answers": IGUANA_ANSWERS},
    {"name": "skink", "clock": SKINK, "evidence": SKINK_EVIDENCE, "answers": SKINK_ANSWERS},
    {"name": "tuatara", "clock": TUATARA, "evidence": TUATARA_EVIDENCE, "answers": TUATARA_ANSWERS},
    {"name": "chameleon", "clock": CHAMELEON, "evidence": CHAMELEON_EVIDENCE, "answers": CHAMELEON_ANSWERS},
]
