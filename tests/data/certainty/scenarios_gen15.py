"""15th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Half everyday workstation questions, half operations:
masaq (Ubuntu 24.04 workstation: Blender and three Chrome processes, a stale CPU listing with the file indexer,
a nearly full root SSD, a kernel installed but not booted, deb epochs, ssh still running), chiark (Debian 12 web and
database server on a +02:00 clock: a failed Redis whose restart counter ran out, PostgreSQL backends, ports bound to
one address, a stale load reading, resolv.conf disagreeing with the steady state), azad (k3s cluster: a NotReady
worker on an older kubelet, a crash-looping and an unschedulable pod, Services with a NodePort, a stale monitoring
namespace), vavatch (AlmaLinux 9.4 Docker host on a -04:00 clock: a restarting worker and memory-cgroup kills, a
stale container listing, a saturated data disk, MB/s against Mbit/s, docker-proxy ports), sursamen (openSUSE
Tumbleweed laptop: a state diff with a downgrade, a new user and a disabled service, a steady state whose package
source went stale, /etc/hosts, a Wi-Fi drop, a WireGuard oneshot unit)."""

from _evidence import GiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn, processes as _procs


# --------------------------------------------------------------------------------------------------------
# masaq: Ubuntu 24.04 workstation of gurgeh. 64 GB sold (62.7 GiB MemTotal), swap nearly full, Blender
# rendering; the CPU-sorted listing is 13 minutes old; linux-image 6.8.0-60 installed on May 15, still on -58.
ms = Clock("2028-05-16T15:40:00+00:00")
MSMEM = 67_280_000_000

masaq_ev = [
    steady("e1", ms, 3000, hostname="masaq", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-58-generic", cpu_model="Intel(R) Core(TM) i7-14700K", cpu_cores=20, cpu_threads=28,
           memory_total_bytes=MSMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_000_204_886_016},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 4_000_787_030_016},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_073_472}],
           network_interfaces=[{"name": "enp5s0", "mac": "10:ff:e0:3a:81:c2", "addresses": ["10.20.0.41/24"],
                                "is_up": True},
                               {"name": "wlp4s0", "mac": "4c:d5:77:09:e1:5b", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1",
           installed_packages={"firefox": "1:128.0+build2-0ubuntu1",
                               "thunderbird": "1:115.12.0+build1-0ubuntu0.24.04.1",
                               "libreoffice-core": "4:24.2.3-0ubuntu0.24.04.2", "gimp": "2.10.36-3build3",
                               "steam-installer": "1:1.0.0.79~ds-2", "python3": "3.12.3-0ubuntu1",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "code": "1.89.1-1715060508",
                               "vlc": "3.0.20-3build6", "linux-image-6.8.0-58-generic": "6.8.0-58.60",
                               "linux-image-6.8.0-60-generic": "6.8.0-60.63"},
           available_services=["gdm.service", "ssh.service", "cups.service", "bluetooth.service",
                               "NetworkManager.service", "snapd.service", "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "chamlis", "uid": 998, "gid": 998, "home": "/var/lib/chamlis", "shell": "/usr/sbin/nologin"},
                  {"name": "gurgeh", "uid": 1000, "gid": 1000, "home": "/home/gurgeh", "shell": "/bin/bash"},
                  {"name": "yay", "uid": 1001, "gid": 1001, "home": "/home/yay", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["gurgeh"]},
                   {"name": "lpadmin", "gid": 114, "members": ["gurgeh"]},
                   {"name": "plugdev", "gid": 46, "members": ["gurgeh", "yay"]},
                   {"name": "audio", "gid": 29, "members": []}]),
    item("e2", "linux_system_info",
         system_info(64.0, [9.8, 7.2, 5.1], 431_000, "2028-05-11T15:56:40+00:00", MSMEM, 21_500_000_000,
                     2 * GiB, 1_932_735_283), ms, 25),
    item("e3", "linux_processes", _procs(538, MSMEM, [
        (8123, "blender", "gurgeh", 285.4, 9_800_000_000, "2028-05-16T13:05:12+00:00",
         "/opt/blender/blender /home/gurgeh/render/orbital.blend"),
        (7002, "chrome", "gurgeh", 4.1, 2_150_000_000, "2028-05-16T08:12:30+00:00", "/opt/google/chrome/chrome"),
        (7188, "chrome", "gurgeh", 12.7, 1_420_000_000, "2028-05-16T08:13:02+00:00",
         "/opt/google/chrome/chrome --type=renderer"),
        (7320, "chrome", "gurgeh", 0.8, 690_000_000, "2028-05-16T09:40:44+00:00",
         "/opt/google/chrome/chrome --type=gpu-process"),
        (3011, "gnome-shell", "gurgeh", 3.3, 610_000_000, "2028-05-11T15:57:30+00:00", "/usr/bin/gnome-shell"),
        (9450, "code", "gurgeh", 0.9, 540_000_000, "2028-05-16T10:21:09+00:00", "/usr/share/code/code"),
    ]), ms, 25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_processes", _procs(541, MSMEM, [
        (8123, "blender", "gurgeh", 188.0, 9_650_000_000, "2028-05-16T13:05:12+00:00",
         "/opt/blender/blender /home/gurgeh/render/orbital.blend"),
        (2544, "tracker-miner-f", "gurgeh", 97.5, 310_000_000, "2028-05-11T15:57:41+00:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (7188, "chrome", "gurgeh", 15.2, 1_380_000_000, "2028-05-16T08:13:02+00:00",
         "/opt/google/chrome/chrome --type=renderer"),
        (3011, "gnome-shell", "gurgeh", 4.0, 605_000_000, "2028-05-11T15:57:30+00:00", "/usr/bin/gnome-shell"),
        (2980, "Xwayland", "gurgeh", 2.1, 120_000_000, "2028-05-11T15:57:29+00:00", "/usr/bin/Xwayland :0"),
    ]), ms, 780, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 983_000_000_000, 861_000_000_000),
        fs("/dev/sda1", "/srv/media", "ext4", 3_936_000_000_000, 1_180_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_000_000, 6_300_000),
    ]}, ms, 30),
    item("e6", "linux_package_history", {"events": [
        _event("2028-05-09T06:41:12+00:00", "upgrade", "firefox", "1:127.0.2+build1-0ubuntu1",
               "1:128.0+build2-0ubuntu1"),
        _event("2028-05-09T06:41:30+00:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.4", "1:9.6p1-3ubuntu13.5"),
        _event("2028-05-13T19:22:05+00:00", "install", "gimp", None, "2.10.36-3build3"),
        _event("2028-05-13T19:25:40+00:00", "remove", "krita", "1:5.2.2+dfsg-2build8", None),
        _event("2028-05-15T07:03:18+00:00", "install", "linux-image-6.8.0-60-generic", None, "6.8.0-60.63"),
    ]}, ms, 40, args={"since_days": 14}),
    item("e7", "linux_service_status", unit("ssh.service", "active", "running", "enabled", 1422,
                                            "2028-05-11T15:57:02+00:00", "OpenBSD Secure Shell server"),
         ms, 20, args={"name": "ssh"}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "10:ff:e0:3a:81:c2", "addresses": ["10.20.0.41/24"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 1422, "sshd"), _listen(22, "::", 1422, "sshd"),
                      _listen(631, "127.0.0.1", 1310, "cupsd"), _listen(5353, "0.0.0.0", 1205, "avahi-daemon", "udp"),
                      _listen(53, "127.0.0.53", 980, "systemd-resolve")],
        "connections": [_conn("10.20.0.41:22", "10.20.0.77:53122", 30411, "sshd"),
                        _conn("10.20.0.41:44870", "142.250.180.14:443", 7002, "chrome")]}, ms, 25),
]

MS_USER = user("u1", "I bought this PC with 64 GB of RAM and a 1 TB SSD.", ms)
MS_SSH = user("u2", "I'm pretty sure I disabled ssh last week.", ms)

MASAQ = {"name": "masaq", "clock": ms, "evidence": masaq_ev, "answers": [
    {"q": "How much memory does this PC have and how much is in use?", "ev": ["e1", "e2"],
     "a": "[[s:64 GB]] total, [[s:about 68% in use]] ([[s:~20 GiB available]]). [[c:Swap is barely touched.]] "
          "[[u:Most of the used memory is Blender's render cache.]]"},
    {"q": "why is my computer so sluggish right now?", "ev": ["e2", "e3", "e4"],
     "a": "Looks like your machine is pretty busy at the moment! [[s:The 1-minute load average is 9.8]], which is "
          "[[s:higher than the 5- and 15-minute figures]]. [[s:Blender (PID 8123) is "
          "the biggest memory user, at around 9.8 GB]], and [[s:it's also chewing through almost three cores]]. "
          "[[t:The file indexer tracker-miner-fs-3 is eating nearly a full core as well]] — "
          "[[u:it's probably re-indexing your media drive]]. [[u:Chrome has exactly three processes running]], "
          "and [[s:swap is about 90% full]].\n\n"
          "If you want to pause the indexer:\n```\ntracker3 daemon --pause\n```"},
    {"q": "Is my SSD getting full?", "ev": ["e1", "e5"], "extra": [MS_USER],
     "a": "Summary: [[s:your root SSD is about 88% full]].\n\nDetails:\n\n"
          "| Mount | Size | Used |\n|---|---|---|\n"
          "| / | [[s:1 TB | 861 GB]] |\n"
          "| /srv/media | [[c:2 TB | 1.2 TB]] |\n"
          "| /boot/efi | [[s:1.1 GB | almost nothing]] |\n\n"
          "[[s:The root filesystem is ext4 on nvme0n1p2]], [[s:the 1 TB drive you mentioned]], and [[s:it has roughly "
          "122 GB free]]. [[c:/srv/media is almost half full]] too. [[u:The SSD is a Samsung 990 Pro]]; "
          "[[u:at the current rate it fills up within a month]]."},
    {"q": "Which kernel am I running, and is there a newer one waiting?", "ev": ["e1", "e6"],
     "a": "1. **Running kernel:** [[s:6.8.0-58-generic]].\n"
          "2. **Pending:** [[s:linux-image-6.8.0-60-generic (6.8.0-60.63) was installed on May 15 at 07:03]].\n"
          "3. **Comparison:** [[s:6.8.0-60 is newer than the running 6.8.0-58]].\n"
          "4. **Last reboot:** [[u:you last rebooted right after the May 9 updates]]."},
    {"q": "what changed in packages this week?", "ev": ["e6"],
     "a": "- [[s:firefox 127.0.2 → 128.0 (May 9)]]\n"
          "- [[c:openssh-server 1:9.6p1-3ubuntu13.5 → 1:9.6p1-3ubuntu13.6]]\n"
          "- [[s:gimp newly installed on the 13th]]\n"
          "- [[c:krita upgraded to 5.2.2]]\n"
          "- [[s:new kernel image 6.8.0-60 on the 15th]]\n"
          "- [[u:no snaps were refreshed]]\n"
          "- [[u:thunderbird was held back]]"},
    {"q": "Who has accounts on this PC and who can use sudo?", "ev": ["e1"],
     "a": "You asked who has accounts here and who can sudo. [[s:The human logins are gurgeh (uid 1000) and yay "
          "(uid 1001)]]; [[s:chamlis is a service account with a nologin shell]]. [[s:Only gurgeh is in the sudo "
          "group]]. [[c:yay logs in with bash]], and [[s:both of them are in plugdev]]. [[c:yay can also manage "
          "printers, being in lpadmin]]. [[s:Nobody is in the audio group.]] [[u:yay hasn't logged in for weeks.]]"},
    {"q": "Is ssh running on my machine?", "ev": ["e7", "e8"], "extra": [MS_SSH],
     "a": "Yes — [[s:it's still running]], even though you thought you'd disabled it. [[s:ssh.service is enabled]], "
          "[[c:main PID 1442]], [[s:active since May 11 at 15:57]], and [[s:sshd listens on port 22 on both IPv4 and "
          "IPv6]] (e8). [[s:Someone at 10.20.0.77 is connected over ssh right now]]. [[u:CUPS only listens on "
          "localhost (e7)]]. [[u:Maybe you disabled it in the firewall rather than in systemd.]]\n\n"
          "To really turn it off:\n```\nsudo systemctl disable --now ssh\n```"},
]}


# --------------------------------------------------------------------------------------------------------
# chiark: Debian 12 web + database server on a +02:00 clock. Redis failed at 07:58 (AOF permission denied,
# restart counter 5); node exporter inactive; PostgreSQL bound to localhost and the private address only;
# the load reading is 10 minutes old; resolv.conf (fresh) lists 9.9.9.9 where the steady state has 10.0.5.3.
ch = Clock("2028-05-16T09:30:00+02:00")
CHMEM = 135_000_000_000

chiark_ev = [
    steady("e1", ch, 2000, hostname="chiark", domain="orbital.example", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="AMD EPYC 7313P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=CHMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_000_000_000},
                  {"device": "/dev/md0", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 3_840_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "b4:96:91:2c:0e:10", "addresses": ["198.51.100.24/24"],
                                "is_up": True},
                               {"name": "eno2", "mac": "b4:96:91:2c:0e:11", "addresses": ["10.0.5.24/24"],
                                "is_up": True}],
           dns_servers=["10.0.5.2", "10.0.5.3"], default_gateway="198.51.100.1",
           installed_packages={"nginx": "1.22.1-9+deb12u1", "postgresql-15": "15.10-0+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "redis-server": "5:7.0.15-1~deb12u1",
                               "php8.2-fpm": "8.2.26-1~deb12u1", "certbot": "2.1.0-4", "fail2ban": "1.0.2-2",
                               "prometheus-node-exporter": "1.5.0-1+b6"},
           available_services=["nginx.service", "postgresql@15-main.service", "redis-server.service",
                               "php8.2-fpm.service", "ssh.service", "fail2ban.service",
                               "prometheus-node-exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 107, "gid": 114, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "redis", "uid": 108, "gid": 115, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                  {"name": "kabo", "uid": 1000, "gid": 1000, "home": "/home/kabo", "shell": "/bin/bash"},
                  {"name": "ulver", "uid": 1001, "gid": 1001, "home": "/home/ulver", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kabo"]},
                   {"name": "adm", "gid": 4, "members": ["kabo", "ulver"]},
                   {"name": "www-data", "gid": 33, "members": []},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 2210, "2028-05-16T06:12:44+02:00",
             "A high performance web server and a reverse proxy server"),
        unit("postgresql@15-main.service", "active", "running", "enabled-runtime", 1987, "2028-05-02T03:10:05+02:00",
             "PostgreSQL Cluster 15-main"),
        unit("redis-server.service", "failed", "failed", "enabled", None, None, "Advanced key-value store"),
        unit("php8.2-fpm.service", "active", "running", "enabled", 2301, "2028-05-16T06:12:50+02:00",
             "The PHP 8.2 FastCGI Process Manager"),
        unit("fail2ban.service", "active", "running", "enabled", 1502, "2028-05-02T03:08:40+02:00",
             "Fail2Ban Service"),
        unit("ssh.service", "active", "running", "enabled", 1100, "2028-05-02T03:08:31+02:00",
             "OpenBSD Secure Shell server"),
        unit("prometheus-node-exporter.service", "inactive", "dead", "disabled", None, None,
             "Prometheus exporter for machine metrics"),
    ]}, ch, 30),
    item("e3", "linux_system_info",
         system_info(35.0, [5.2, 4.8, 4.1], 1_226_000, "2028-05-02T03:07:20+02:00", CHMEM, 75_400_000_000,
                     8 * GiB, 0), ch, 600),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "redis-server.service", "entries": [
        _entry("2028-05-16T07:58:40+02:00", "redis-server.service", "notice", "Server initialized"),
        _entry("2028-05-16T07:58:41+02:00", "redis-server.service", "err",
               "Can't open the append-only file appendonly.aof: Permission denied"),
        _entry("2028-05-16T07:58:41+02:00", "redis-server.service", "notice",
               "redis-server.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2028-05-16T07:58:41+02:00", "redis-server.service", "warning",
               "redis-server.service: Failed with result 'exit-code'."),
        _entry("2028-05-16T07:59:12+02:00", "redis-server.service", "notice",
               "redis-server.service: Scheduled restart job, restart counter is at 5."),
        _entry("2028-05-16T07:59:12+02:00", "redis-server.service", "warning",
               "redis-server.service: Start request repeated too quickly."),
        _entry("2028-05-16T07:59:12+02:00", "redis-server.service", "err",
               "Failed to start redis-server.service - Advanced key-value store."),
    ]}, ch, 40, args={"unit": "redis-server.service", "since_minutes": 240}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "b4:96:91:2c:0e:10", "addresses": ["198.51.100.24/24"], "is_up": True},
                       {"name": "eno2", "mac": "b4:96:91:2c:0e:11", "addresses": ["10.0.5.24/24"], "is_up": True}],
        "listening": [_listen(80, "0.0.0.0", 2210, "nginx"), _listen(443, "0.0.0.0", 2210, "nginx"),
                      _listen(22, "0.0.0.0", 1100, "sshd"), _listen(5432, "127.0.0.1", 1987, "postgres"),
                      _listen(5432, "10.0.5.24", 1987, "postgres")],
        "connections": [_conn("10.0.5.24:5432", "10.0.5.31:51822", 3321, "postgres"),
                        _conn("10.0.5.24:5432", "10.0.5.31:51830", 3408, "postgres"),
                        _conn("198.51.100.24:443", "203.0.113.77:60412", 2215, "nginx")]}, ch, 25),
    item("e6", "linux_package_history", {"events": [
        _event("2028-04-29T14:20:07+02:00", "install", "fail2ban", None, "1.0.2-2"),
        _event("2028-05-02T03:05:11+02:00", "upgrade", "postgresql-15", "15.8-0+deb12u1", "15.10-0+deb12u1"),
        _event("2028-05-16T06:11:58+02:00", "upgrade", "redis-server", "5:7.0.11-1+deb12u1", "5:7.0.15-1~deb12u1"),
        _event("2028-05-16T06:12:30+02:00", "upgrade", "nginx", "1.22.1-9", "1.22.1-9+deb12u1"),
        _event("2028-05-16T06:12:35+02:00", "upgrade", "php8.2-fpm", "8.2.24-1~deb12u1", "8.2.26-1~deb12u1"),
    ]}, ch, 40, args={"since_days": 30}),
    item("e7", "linux_processes", _procs(19, CHMEM, [
        (3408, "postgres", "postgres", 41.5, 310_000_000, "2028-05-16T09:12:40+02:00",
         "postgres: 15/main: app orbit 10.0.5.31(51830) SELECT"),
        (3321, "postgres", "postgres", 22.0, 295_000_000, "2028-05-16T09:02:11+02:00",
         "postgres: 15/main: app orbit 10.0.5.31(51822) idle"),
        (2002, "postgres", "postgres", 0.3, 8_400_000_000, "2028-05-02T03:10:05+02:00",
         "postgres: 15/main: checkpointer"),
        (1987, "postgres", "postgres", 0.2, 480_000_000, "2028-05-02T03:10:05+02:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main"),
        (2003, "postgres", "postgres", 0.1, 21_000_000, "2028-05-02T03:10:05+02:00",
         "postgres: 15/main: autovacuum launcher"),
    ]), ch, 30, args={"name": "postgres", "sort": "cpu", "limit": 5}, complete=False),
    item("e8", "linux_file_read", {"path": "/etc/resolv.conf", "offset": 0, "limit": 100, "total_lines": 5,
                                   "lines": ["# managed by ansible", "domain orbital.example",
                                             "search orbital.example", "nameserver 10.0.5.2",
                                             "nameserver 9.9.9.9"]}, ch, 30, args={"path": "/etc/resolv.conf"}),
]

CHIARK = {"name": "chiark", "clock": ch, "evidence": chiark_ev, "answers": [
    {"q": "Which services are down on chiark?", "ev": ["e2"],
     "a": "[[s:redis-server has failed]] and [[s:prometheus-node-exporter is inactive]]; [[s:everything else is "
          "up and running]]. [[c:fail2ban is stopped as well.]] [[u:Redis went down during the "
          "overnight upgrade.]]"},
    {"q": "Why did redis fail?", "ev": ["e2", "e4"],
     "a": "1. **When:** [[s:redis-server died at 07:58:41]], [[s:about an hour and a half ago]].\n"
          "2. **Error:** [[s:it could not open appendonly.aof — permission denied]].\n"
          "3. **Restarts:** [[c:systemd retried it three times]] and then [[s:gave up because the start request "
          "repeated too quickly]].\n"
          "4. **Root cause:** [[u:the package upgrade earlier this morning reset the ownership of /var/lib/redis]].\n\n"
          "Check with:\n```\nls -l /var/lib/redis/appendonly.aof\n```"},
    {"q": "What's listening on the public interface?", "ev": ["e1", "e5"],
     "a": "| Port | Bound to | Process |\n|---|---|---|\n"
          "| [[s:80 | 0.0.0.0 | nginx (2210)]] |\n"
          "| [[s:443 | 0.0.0.0 | nginx (2210)]] |\n"
          "| [[c:22 | 10.0.5.24 (eno2 only) | sshd]] |\n"
          "| [[c:5432 | 0.0.0.0 | postgres]] |\n"
          "| [[c:9100 | 0.0.0.0 | node_exporter]] |\n\n"
          "[[s:The public address is 198.51.100.24 on eno1.]] [[u:The firewall only lets 80 and 443 through "
          "anyway.]]"},
    {"q": "Is postgres busy? Which backend uses the most CPU?", "ev": ["e7"],
     "a": "[[s:The top backend is PID 3408]], [[s:running a SELECT for the app 'orbit' from "
          "10.0.5.31]] at [[s:about 41% CPU]]. [[c:The checkpointer is the second busiest]], [[c:while the "
          "postmaster (PID 1987) has been up since May 4]]. [[s:Both busy backends come from the same host, "
          "10.0.5.31]], and [[u:no other client host is connected at all]]. [[u:That SELECT has been running "
          "for 18 minutes.]] [[s:The checkpointer holds the most "
          "memory of the five, about 8.4 GB]]."},
    {"q": "How's the box doing — load and memory?", "ev": ["e1", "e3"],
     "a": "Summary: [[t:load is around 5]] and [[t:roughly a third of the CPU is in use]].\n\n"
          "Memory: [[s:the machine has 128 GB of RAM]], [[t:about 70 GiB of it available]], "
          "[[t:with swap unused]]. [[u:PostgreSQL accounts for most of what is used.]]"},
    {"q": "which DNS servers does chiark use?", "ev": ["e1", "e8"],
     "a": "[[s:The first nameserver is 10.0.5.2]]; [[u:the second is 10.0.5.3 (e1)]]. [[u:9.9.9.9 is configured as "
          "a fallback as well.]] [[s:The search domain is orbital.example]] and [[s:the default gateway is "
          "198.51.100.1]]. [[u:Both internal resolvers run Unbound.]]"},
    {"q": "Did last night's upgrade touch nginx? what version now?", "ev": ["e1", "e2", "e6"],
     "a": "[[s:Yes, nginx was upgraded this morning at 06:12]], [[s:from 1.22.1-9 to 1.22.1-9+deb12u1]] — "
          "[[s:the deb12u1 build is the newer one]] — and [[s:it has been active since 06:12:44, right after]]. "
          "In the same run [[c:redis-server stayed on 7.0.11]] and [[c:php8.2-fpm went to 8.2.28]]. "
          "[[c:PostgreSQL 15 was last upgraded on May 12, to 15.10]]."},
    {"q": "Who is in the adm group and can kabo use sudo?", "ev": ["e1"],
     "a": "[[s:adm: kabo, ulver]]. [[s:kabo is in sudo]]; [[c:so is ulver]]. [[s:The postgres account has a "
          "/bin/bash login shell.]] [[u:ulver only uses the box to read logs.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# azad: k3s cluster "empire". empire-w2 NotReady on v1.29.8; shop/checkout crash-looping (14 restarts);
# payments unschedulable; the monitoring pod listing is 20 minutes old.
az = Clock("2028-05-16T21:15:00+00:00")

_payments = {"kind": "Pod", "metadata": {"name": "payments-6f7c9d-zz81q", "namespace": "shop"},
             "spec": {"nodeName": None},
             "status": {"phase": "Pending", "conditions": [
                 {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                  "message": "0/4 nodes are available: 1 node(s) had untolerated taint "
                             "{node.kubernetes.io/unreachable: }, 3 node(s) didn't match Pod's node "
                             "affinity/selector."}]}}

azad_ev = [
    item("e1", "kubernetes_get", {"context": "empire", "namespace": None, "items": [
        node("empire-cp1", True, "v1.30.4+k3s1"), node("empire-w1", True, "v1.30.4+k3s1"),
        node("empire-w2", False, "v1.29.8+k3s1"), node("empire-w3", True, "v1.30.4+k3s1")]},
         az, 30, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "empire", "namespace": "shop", "items": [
        pod("cart-7d9f8b6c5-x2kq4", "shop", "Running", "empire-w1", 0, True, started="2028-05-14T10:02:00Z"),
        pod("cart-7d9f8b6c5-mm8zt", "shop", "Running", "empire-w3", 0, True, started="2028-05-14T10:02:04Z"),
        pod("checkout-5c6b7d8f9-p4r2s", "shop", "Running", "empire-w1", 14, False, waiting="CrashLoopBackOff"),
        _payments,
        pod("search-84b6c-lt9vw", "shop", "Running", "empire-w2", 2, False, started="2028-05-15T22:40:31Z"),
    ]}, az, 40, args={"resource": "pods", "namespace": "shop"}),
    item("e3", "kubernetes_get", {"context": "empire", "namespace": "shop", "items": [
        deployment("cart", "shop", 2, 2), deployment("checkout", "shop", 1, 0),
        deployment("payments", "shop", 1, 0), deployment("search", "shop", 1, 0)]},
         az, 40, args={"resource": "deployments", "namespace": "shop"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2028-05-16T20:41:07+00:00", "k3s.service", "warning",
               "node \"empire-w2\" not ready: Kubelet stopped posting node status"),
        _entry("2028-05-16T20:52:30+00:00", "k3s.service", "warning",
               "Pod shop/checkout-5c6b7d8f9-p4r2s: Back-off restarting failed container checkout"),
        _entry("2028-05-16T21:03:55+00:00", "k3s.service", "warning", "etcd: slow fdatasync took 1.42s"),
    ]}, az, 30, args={"unit": "k3s.service", "since_minutes": 60}),
    item("e5", "kubernetes_get", {"context": "empire", "namespace": "monitoring", "items": [
        pod("prometheus-server-0", "monitoring", "Running", "empire-w3", 0, True, started="2028-05-10T08:00:12Z"),
        pod("grafana-7b8c4d-q1w2e", "monitoring", "Running", "empire-w1", 1, True, started="2028-05-12T16:31:50Z"),
        pod("alertmanager-0", "monitoring", "Running", "empire-w2", 0, True, started="2028-05-10T08:00:20Z"),
    ]}, az, 1200, args={"resource": "pods", "namespace": "monitoring"}),
    item("e6", "kubernetes_get", {"context": "empire", "namespace": "shop", "items": [
        {"kind": "Service", "metadata": {"name": "cart", "namespace": "shop"},
         "spec": {"type": "ClusterIP", "clusterIP": "10.43.18.200",
                  "ports": [{"port": 80, "targetPort": 8080, "protocol": "TCP"}]}},
        {"kind": "Service", "metadata": {"name": "checkout", "namespace": "shop"},
         "spec": {"type": "NodePort", "clusterIP": "10.43.77.5",
                  "ports": [{"port": 8443, "targetPort": 8443, "nodePort": 30443, "protocol": "TCP"}]}},
    ]}, az, 35, args={"resource": "services", "namespace": "shop"}),
]

AZ_USER = user("u1", "We moved payments to the new Stripe endpoint yesterday.", az)

AZAD = {"name": "azad", "clock": az, "evidence": azad_ev, "answers": [
    {"q": "Are all nodes healthy?", "ev": ["e1", "e4"],
     "a": "[[s:No, empire-w2 is NotReady]]; [[s:the other three nodes report Ready]], [[s:so the cluster has four "
          "nodes in all]]. [[s:k3s noted that w2 stopped posting its status at 20:41]], [[s:about 34 minutes "
          "ago]]. [[s:w2 is also behind on the kubelet, v1.29.8+k3s1 against v1.30.4+k3s1]], [[c:and so is "
          "empire-cp1]]. [[u:It was probably "
          "powered off for maintenance.]]"},
    {"q": "what's wrong in the shop namespace?", "ev": ["e2", "e3", "e4"],
     "a": "## shop namespace\n\n| Pod | Status | Restarts |\n|---|---|---|\n"
          "| [[s:checkout-5c6b7d8f9-p4r2s | ❌ CrashLoopBackOff | 14]] |\n"
          "| [[c:payments-6f7c9d-zz81q | ❌ CrashLoopBackOff | 3]] |\n"
          "| [[s:search-84b6c-lt9vw | ⚠️ not ready | 2]] |\n"
          "| [[s:cart (both pods) | ✅ Running | 0]] |\n\n"
          "[[s:The back-off for checkout was logged at 20:52]]. [[u:checkout keeps crashing because it can't reach "
          "payments]]. [[s:payments has no node assigned]], and [[c:search sits on empire-w3]]. "
          "[[s:etcd also logged a slow fdatasync of 1.42 s at 21:03]]."},
    {"q": "how many restarts has checkout had, and when did it last start?", "ev": ["e2", "e4"],
     "a": "[[s:14 restarts]]; [[u:last started at 20:52]]. [[c:It runs on empire-w3.]] [[u:Each crash is an "
          "out-of-memory kill.]]"},
    {"q": "Is monitoring OK?", "ev": ["e1", "e5"],
     "a": "Here's what I see. [[t:All three monitoring pods are Running]] and [[t:grafana has restarted just "
          "once]]. But "
          "[[t:alertmanager-0 is scheduled on empire-w2]], and [[s:w2 is NotReady right now]] — "
          "[[u:so alerts might not be going out at all]].\n\n```\nkubectl -n monitoring get pods -o wide\n```"},
    {"q": "Which deployments are fully available?", "ev": ["e3"],
     "a": "Summary: [[s:only cart is fully available (2/2)]].\n\n- [[s:checkout: 0/1]]\n- [[c:payments: 1/1]]\n"
          "- [[s:search: 0/1]]\n\n[[s:That's four deployments in shop.]] [[u:payments has been down since "
          "yesterday.]]"},
    {"q": "What's the cluster IP and port for cart? And how do I reach checkout from outside?", "ev": ["e3", "e6"],
     "a": "[[s:cart is a ClusterIP service at 10.43.18.200]], [[s:port 80 forwarding to 8080 in the pod]]. "
          "From outside, [[c:checkout is exposed on NodePort 30080]]; [[s:its service port is 8443]]. "
          "[[u:The checkout NodePort is 30443 (e3).]] [[u:Traefik also routes /checkout to it.]]\n\n"
          "```\nkubectl -n shop get svc checkout -o yaml\n```"},
    {"q": "Did the payments change break it?", "ev": ["e2", "e3"], "extra": [AZ_USER],
     "a": "Hard to say. [[s:You moved payments to the new Stripe endpoint yesterday]], but [[u:that change is "
          "what keeps it down]] is only a guess. What I can see: [[s:the payments pod is Pending]], "
          "[[c:it was scheduled onto empire-w1]], and [[s:0 of 1 replicas are ready]]. [[s:The scheduler says "
          "three nodes don't match its node selector and the fourth is unreachable]]."},
]}


# --------------------------------------------------------------------------------------------------------
# vavatch: AlmaLinux 9.4 Docker host on a -04:00 clock. hub-worker restarting (exit 137) with three
# memory-cgroup kills in the last hour; the running-only container listing is 15 minutes old; the docker
# data disk sdb is 94 % full and 97.5 % busy; eno1 sends 94 MB/s.
vv = Clock("2028-05-16T12:00:00-04:00")
VVMEM = 33_400_000_000

vavatch_ev = [
    steady("e1", vv, 1500, hostname="vavatch", os_name="AlmaLinux", os_version="9.4", os_codename="Seafoam Ocelot",
           kernel="5.14.0-427.22.1.el9_4.x86_64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=VVMEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 255_000_000_000},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 2_000_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:7a:02", "addresses": ["172.16.40.10/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:11:90:ab", "addresses": ["172.17.0.1/16"],
                                "is_up": True},
                               {"name": "br-3fa1c0d2e9b7", "mac": "02:42:7c:0d:22:31", "addresses": ["172.18.0.1/16"],
                                "is_up": True}],
           dns_servers=["172.16.40.1"], default_gateway="172.16.40.1", package_manager="rpm",
           installed_packages={"docker-ce": "3:26.1.4-1.el9", "containerd.io": "1.6.33-3.1.el9",
                               "nginx": "1:1.20.1-14.el9_2.1", "openssl": "1:3.0.7-27.el9",
                               "kernel": "5.14.0-427.22.1.el9_4", "chrony": "4.5-1.el9"},
           available_services=["docker.service", "containerd.service", "sshd.service", "chronyd.service",
                               "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "perosteck", "uid": 1000, "gid": 1000, "home": "/home/perosteck", "shell": "/bin/bash"},
                  {"name": "balveda", "uid": 1001, "gid": 1001, "home": "/home/balveda", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["perosteck"]},
                   {"name": "docker", "gid": 989, "members": ["perosteck", "balveda"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "hub-nginx", "nginx:1.27-alpine", "running", "Up 3 days", "2028-05-13T09:14:00-04:00",
            ["0.0.0.0:443->443/tcp", "0.0.0.0:80->80/tcp"]),
        box("b2c3d4e5f6a1", "hub-app", "ghcr.io/vavatch/hub:2.8.1", "running", "Up 3 days",
            "2028-05-13T09:14:02-04:00"),
        box("c3d4e5f6a1b2", "hub-db", "postgres:16.3", "running", "Up 3 days (healthy)", "2028-05-13T09:13:58-04:00",
            ["127.0.0.1:5432->5432/tcp"]),
        box("d4e5f6a1b2c3", "hub-worker", "ghcr.io/vavatch/hub:2.8.1", "restarting", "Restarting (137) 40 seconds ago",
            "2028-05-13T09:14:05-04:00"),
        box("e5f6a1b2c3d4", "backup-once", "restic/restic:0.16.4", "exited", "Exited (0) 9 hours ago",
            "2028-05-16T02:55:00-04:00"),
        box("f6a1b2c3d4e5", "grafana", "grafana/grafana:11.0.0", "running", "Up 26 hours", "2028-05-15T10:01:00-04:00",
            ["0.0.0.0:3000->3000/tcp"]),
    ]}, vv, 30, args={"all": True}),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "hub-nginx", "nginx:1.27-alpine", "running", "Up 3 days", "2028-05-13T09:14:00-04:00",
            ["0.0.0.0:443->443/tcp", "0.0.0.0:80->80/tcp"]),
        box("d4e5f6a1b2c3", "hub-worker", "ghcr.io/vavatch/hub:2.8.1", "running", "Up 3 days",
            "2028-05-13T09:14:05-04:00"),
        box("0a9b8c7d6e5f", "uptime-kuma", "louislam/uptime-kuma:1.23.13", "running", "Up 5 days",
            "2028-05-11T08:30:00-04:00", ["0.0.0.0:3001->3001/tcp"]),
    ]}, vv, 900, args={"all": False}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "xfs", 255_000_000_000, 61_000_000_000),
        fs("/dev/sdb1", "/var/lib/docker", "xfs", 2_000_000_000_000, 1_880_000_000_000),
    ]}, vv, 30),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 1_200_000, "write_bytes_per_s": 3_400_000, "busy_percent": 4.0},
        {"device": "sdb", "read_bytes_per_s": 38_000_000, "write_bytes_per_s": 142_000_000, "busy_percent": 97.5},
    ]}, vv, 15, args={"interval_seconds": 1.0}),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 12_500_000, "tx_bytes_per_s": 94_000_000},
        {"name": "docker0", "rx_bytes_per_s": 210_000, "tx_bytes_per_s": 180_000},
    ]}, vv, 15, args={"interval_seconds": 1.0}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:7a:02", "addresses": ["172.16.40.10/24"], "is_up": True}],
        "listening": [_listen(80, "0.0.0.0", 3102, "docker-proxy"), _listen(443, "0.0.0.0", 3110, "docker-proxy"),
                      _listen(5432, "127.0.0.1", 3120, "docker-proxy"), _listen(3000, "0.0.0.0", 4410, "docker-proxy"),
                      _listen(22, "0.0.0.0", 1050, "sshd"), _listen(323, "127.0.0.1", 900, "chronyd", "udp")],
        "connections": [_conn("172.16.40.10:22", "172.16.40.60:50112", 88120, "sshd")]}, vv, 25),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _entry("2028-05-16T11:41:03-04:00", None, "err",
               "Memory cgroup out of memory: Killed process 51220 (node) total-vm:4012345kB, anon-rss:2097152kB"),
        _entry("2028-05-16T11:50:47-04:00", None, "err",
               "Memory cgroup out of memory: Killed process 52011 (node) total-vm:4011980kB, anon-rss:2097100kB"),
        _entry("2028-05-16T11:59:18-04:00", None, "err",
               "Memory cgroup out of memory: Killed process 52870 (node) total-vm:4012200kB, anon-rss:2097148kB"),
    ]}, vv, 40, args={"grep": "out of memory", "since_minutes": 60}),
    item("e9", "linux_system_info",
         system_info(22.0, [2.1, 2.4, 2.2], 260_000, "2028-05-13T11:46:40-04:00", VVMEM, 4_100_000_000,
                     4 * GiB, 3_700_000_000), vv, 20),
    item("e10", "linux_package_history", {"events": [
        _event("2028-05-10T03:00:41-04:00", "upgrade", "docker-ce", "3:26.1.3-1.el9", "3:26.1.4-1.el9"),
        _event("2028-05-10T03:00:44-04:00", "upgrade", "containerd.io", "1.6.32-3.1.el9", "1.6.33-3.1.el9"),
        _event("2028-05-13T09:02:17-04:00", "install", "kernel", None, "5.14.0-427.22.1.el9_4"),
        _event("2028-05-13T09:02:30-04:00", "upgrade", "openssl", "1:3.0.7-25.el9_3", "1:3.0.7-27.el9"),
    ]}, vv, 40, args={"since_days": 30}),
]

VAVATCH = {"name": "vavatch", "clock": vv, "evidence": vavatch_ev, "answers": [
    {"q": "Which containers are running?", "ev": ["e2"],
     "a": "[[s:Four are up]]: [[s:hub-nginx, hub-app, hub-db and grafana]]. [[s:hub-worker is stuck restarting "
          "(exit code 137)]] and [[s:backup-once exited cleanly about 9 hours ago]]. [[c:uptime-kuma is running "
          "too.]] [[c:hub-db is reporting unhealthy.]]"},
    {"q": "is hub-worker healthy?", "ev": ["e2", "e3", "e8"],
     "a": "No. [[s:It's in a restart loop — last restart about 40 seconds ago]]. [[s:The kernel's memory-cgroup OOM "
          "killer fired three times in the last hour]], [[s:most recently at 11:59]], [[u:each time on "
          "hub-worker's node process]]. [[c:Docker still lists it as Up 3 days]], though. [[u:The worker leaks "
          "memory on large imports.]] You could give it a higher memory limit in the compose file."},
    {"q": "Why is the docker disk so slow?", "ev": ["e4", "e5"],
     "a": "1. **Space:** [[s:/var/lib/docker is 94% full]], [[s:about 120 GB left]].\n"
          "2. **Load:** [[s:sdb is 97.5% busy]], [[s:writing ~142 MB/s]] and [[c:reading about 380 MB/s]].\n"
          "3. **System disk:** [[c:nvme0n1 is close to saturated as well]].\n"
          "4. **Likely cause:** [[u:hub-db's WAL is being written to sdb]]."},
    {"q": "How much RAM and swap is this box using?", "ev": ["e1", "e9"],
     "a": "[[s:~88% of 32 GB RAM used]], [[s:swap at 3.4 GiB of 4 GiB]]. [[c:Load is high too, around 8.]] "
          "[[u:Swap filled up during last night's backup.]]"},
    {"q": "What ports are exposed to the network?", "ev": ["e2", "e7"],
     "a": "Here's what is reachable from outside:\n\n"
          "| Port | Owner |\n|---|---|\n"
          "| [[s:80, 443 | docker-proxy → hub-nginx]] |\n"
          "| [[s:3000 | docker-proxy → grafana]] |\n"
          "| [[s:22 | sshd]] |\n\n"
          "[[c:PostgreSQL's 5432 is open on all interfaces too]], [[u:and chronyd listens on UDP 323 on localhost "
          "only (e2)]]. [[u:ssh accepts keys only, no passwords.]]"},
    {"q": "What's the network doing right now?", "ev": ["e1", "e6"],
     "a": "Busy on the way out: [[s:eno1 is sending about 94 MB/s]] ([[c:roughly 94 Mbit/s]]) [[s:and receiving "
          "~12.5 MB/s]]. [[s:docker0 is nearly idle]]; [[c:it receives more than eno1 does]]. [[u:That's "
          "probably the offsite restic backup running.]] "
          "[[s:eno1's address is 172.16.40.10.]]"},
    {"q": "Is docker up to date? what version?", "ev": ["e1", "e10"],
     "a": "Summary: [[s:docker-ce 3:26.1.4-1.el9]], [[s:upgraded from 26.1.3 on May 10]].\n\n"
          "Also: [[c:containerd.io went to 1.7.20 the same night]]; [[u:26.1.4 is the latest release for EL9]]; "
          "[[c:openssl is still on 3.0.7-25]]; [[s:kernel 5.14.0-427.22.1 was installed on May 13 and is the "
          "one running]]."},
    {"q": "who can run docker here?", "ev": ["e1"],
     "a": "[[s:perosteck and balveda are in the docker group]]; [[s:only perosteck has wheel]]. "
          "[[c:balveda's shell is zsh.]] [[u:balveda last logged in yesterday.]]"},
    {"q": "is uptime kuma still running?", "ev": ["e3"],
     "a": "[[t:Yes, uptime-kuma is up]] — [[t:about 5 days now]], [[t:with its web UI published on port 3001]]. "
          "[[u:It checks hub-nginx every minute.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# sursamen: openSUSE Tumbleweed laptop of djan on a +02:00 clock. A state diff since May 9 (firefox, kernel
# and vim up, mesa down, rawtherapee out, ferbin added, bluetooth disabled); the steady state's package source
# is stale; /etc/hosts and wg0.conf edited today; Wi-Fi dropped at 17:44 for 9 seconds.
su = Clock("2028-05-16T19:05:00+02:00")
SUMEM = 15_900_000_000

sursamen_steady = steady(
    "e1", su, 1200, hostname="sursamen", os_name="openSUSE Tumbleweed", os_version="20280512", os_codename=None,
    kernel="6.14.6-1-default", cpu_model="AMD Ryzen 5 7640U w/ Radeon 760M Graphics", cpu_cores=6, cpu_threads=12,
    memory_total_bytes=SUMEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 498_000_000_000},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
    network_interfaces=[{"name": "wlp1s0", "mac": "d8:80:83:5a:17:c4", "addresses": ["192.168.0.23/24"],
                         "is_up": True},
                        {"name": "wg0", "mac": None, "addresses": ["10.77.0.5/32"], "is_up": True}],
    dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="rpm",
    installed_packages={"MozillaFirefox": "138.0.1-1.1", "kernel-default": "6.14.6-1.1", "zypper": "1.14.89-1.1",
                        "flatpak": "1.16.0-2.1", "wireguard-tools": "1.0.20210914-2.3", "vim": "9.1.1354-1.1",
                        "darktable": "5.0.1-1.2", "git-core": "2.49.0-1.1", "Mesa": "25.0.5-2.1"},
    available_services=["NetworkManager.service", "sshd.service", "cups.service", "bluetooth.service",
                        "wg-quick@wg0.service", "firewalld.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "djan", "uid": 1000, "gid": 100, "home": "/home/djan", "shell": "/usr/bin/fish"},
           {"name": "anaplian", "uid": 1001, "gid": 100, "home": "/home/anaplian", "shell": "/bin/bash"},
           {"name": "ferbin", "uid": 1002, "gid": 100, "home": "/home/ferbin", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["djan"]},
            {"name": "video", "gid": 485, "members": ["djan", "anaplian"]},
            {"name": "lp", "gid": 487, "members": []},
            {"name": "users", "gid": 100, "members": ["djan", "anaplian", "ferbin"]}],
    stale_sources=["packages"])

sursamen_ev = [
    sursamen_steady,
    {"id": "e2", "kind": "steady_state", "tool": "state_diff", "args": {"from": 140, "to": 147},
     "collected_at": sursamen_steady["collected_at"], "complete": True, "data": {
        "from": {"snapshot_id": 140, "collected_at": "2028-05-09T18:00:00+02:00"},
        "to": {"snapshot_id": 147, "collected_at": sursamen_steady["collected_at"]},
        "packages": {"installed": [{"package": "darktable", "version": "5.0.1-1.2"},
                                   {"package": "wireguard-tools", "version": "1.0.20210914-2.3"}],
                     "removed": [{"package": "rawtherapee", "version": "5.11-1.3"}],
                     "upgraded": [{"package": "MozillaFirefox", "from_version": "137.0.2-1.1",
                                   "to_version": "138.0.1-1.1"},
                                  {"package": "kernel-default", "from_version": "6.14.2-1.1",
                                   "to_version": "6.14.6-1.1"},
                                  {"package": "vim", "from_version": "9.1.1300-1.1", "to_version": "9.1.1354-1.1"}],
                     "downgraded": [{"package": "Mesa", "from_version": "25.1.0-1.1", "to_version": "25.0.5-2.1"}]},
        "users": {"added": ["ferbin"], "removed": []},
        "groups": {"added": [], "removed": [],
                   "membership": [{"group": "video", "added": ["anaplian"], "removed": []}]},
        "services": {"added": ["wg-quick@wg0.service"], "removed": [], "enabled": ["wg-quick@wg0.service"],
                     "disabled": ["bluetooth.service"]},
        "system": [{"field": "kernel", "from": "6.14.2-1-default", "to": "6.14.6-1-default"}],
        "network": {"interfaces_added": ["wg0"], "interfaces_removed": [], "addresses_changed": [],
                    "dns_servers": None}}},
    item("e3", "linux_file_changes", {"root": "/etc", "since": "2028-05-15T19:05:00+02:00", "files": [
        {"path": "/etc/wireguard/wg0.conf", "mtime": "2028-05-16T17:40:11+02:00", "size_bytes": 318},
        {"path": "/etc/hosts", "mtime": "2028-05-16T17:12:05+02:00", "size_bytes": 121},
        {"path": "/etc/group", "mtime": "2028-05-15T21:03:40+02:00", "size_bytes": 1044},
        {"path": "/etc/passwd", "mtime": "2028-05-15T21:03:40+02:00", "size_bytes": 2210},
    ]}, su, 40, args={"root": "/etc", "since_minutes": 1440, "limit": 4}, complete=False),
    item("e4", "linux_file_read", {"path": "/etc/hosts", "offset": 0, "limit": 100, "total_lines": 4,
                                   "lines": ["127.0.0.1\tlocalhost", "::1\tlocalhost ipv6-localhost",
                                             "192.168.0.40\tnas.home nas", "10.77.0.1\tvpn-gw"]},
         su, 40, args={"path": "/etc/hosts"}),
    item("e5", "linux_system_info",
         system_info(8.5, [0.62, 0.80, 0.91], 7_380, "2028-05-16T17:02:00+02:00", SUMEM, 6_200_000_000,
                     7_900_000_000, 0), su, 30),
    item("e6", "linux_service_status", unit("wg-quick@wg0.service", "active", "exited", "enabled", None,
                                            "2028-05-16T17:02:31+02:00", "WireGuard via wg-quick(8) for wg0"),
         su, 20, args={"name": "wg-quick@wg0"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        _entry("2028-05-16T17:02:28+02:00", "NetworkManager.service", "info",
               "device (wlp1s0): Activation: successful, device activated."),
        _entry("2028-05-16T17:44:10+02:00", "NetworkManager.service", "warning",
               "device (wlp1s0): supplicant interface state: completed -> disconnected"),
        _entry("2028-05-16T17:44:19+02:00", "NetworkManager.service", "info",
               "device (wlp1s0): Activation: successful, device activated."),
        _entry("2028-05-16T18:51:02+02:00", "NetworkManager.service", "info",
               "dhcp4 (wlp1s0): state changed new lease, address=192.168.0.23"),
    ]}, su, 30, args={"unit": "NetworkManager.service", "since_minutes": 180}),
    item("e8", "linux_processes", _procs(301, SUMEM, [
        (9011, "darktable", "djan", 62.0, 2_900_000_000, "2028-05-16T18:20:44+02:00", "darktable"),
        (1840, "kwin_wayland", "djan", 4.1, 310_000_000, "2028-05-16T17:02:50+02:00", "/usr/bin/kwin_wayland"),
        (2207, "firefox", "djan", 3.9, 1_150_000_000, "2028-05-16T17:05:12+02:00", "/usr/lib64/firefox/firefox"),
        (1902, "plasmashell", "djan", 1.2, 420_000_000, "2028-05-16T17:02:55+02:00", "/usr/bin/plasmashell"),
        (3120, "baloo_file", "djan", 0.9, 95_000_000, "2028-05-16T17:03:01+02:00", "/usr/bin/baloo_file"),
    ]), su, 20, args={"sort": "cpu", "limit": 5}, complete=False),
]

SU_USER = user("u1", "My brother Ferbin needs his own login; I made him an account on Monday.", su)

SURSAMEN = {"name": "sursamen", "clock": su, "evidence": sursamen_ev, "answers": [
    {"q": "What changed on my laptop since last week?", "ev": ["e2"],
     "a": "Quite a bit [[s:since the snapshot on May 9]]! [[s:Firefox went from 137.0.2 to 138.0.1]], [[s:the kernel "
          "package moved up to 6.14.6]], and [[s:darktable and wireguard-tools were newly installed]], while "
          "[[s:RawTherapee was removed]]. One odd one: [[s:Mesa went backwards, from 25.1.0 to 25.0.5]] — "
          "[[u:most likely from a snapshot rollback]]. "
          "[[c:vim was removed]]. On the account side, [[s:a new user ferbin appeared]] and [[s:anaplian joined "
          "the video group]]; [[c:bluetooth.service got enabled]], and [[s:the wg-quick@wg0 service is new]]."},
    {"q": "Is my VPN up?", "ev": ["e1", "e6"],
     "a": "[[s:Yes, wg-quick@wg0 is active]] ([[s:state 'active (exited)']]), "
          "[[s:brought up at 17:02]], and [[s:it's enabled so it comes up at boot]]. [[s:wg0 has the address "
          "10.77.0.5/32]]. [[u:The tunnel is passing traffic fine.]] [[u:Its peer is your home router.]]"},
    {"q": "what's in my hosts file and when did I change it?", "ev": ["e3", "e4"],
     "a": "[[s:It has four lines]]: [[s:nas.home (alias nas) points to 192.168.0.40]], [[c:vpn-gw to "
          "10.77.0.254]], [[s:plus the usual localhost entries for IPv4 and IPv6]]. [[s:You last changed it today at "
          "17:12]]. [[c:It's the only file under /etc you touched today.]] [[u:The nas entry is the part you "
          "added.]]"},
    {"q": "My Wi-Fi dropped earlier — what happened?", "ev": ["e7"],
     "a": "[[s:The Wi-Fi disconnected at 17:44:10]] and [[s:was back 9 seconds later]]. [[c:That was about three "
          "hours ago.]] [[u:The router probably rebooted.]] [[s:At 18:51 DHCP gave you 192.168.0.23.]]"},
    {"q": "which apps are eating my CPU?", "ev": ["e5", "e8"],
     "a": "| Process | CPU |\n|---|---|\n| [[s:darktable | 62%]] |\n| [[s:kwin_wayland | 4%]] |\n"
          "| [[s:firefox | 4%]] |\n\n[[s:darktable is the top consumer by far]], and [[s:nothing else is above 5%]]. "
          "[[s:Overall CPU use is about 8%]]. [[u:darktable is busy exporting your photos.]]"},
    {"q": "How much RAM does this laptop have, and what version of Firefox do I have?", "ev": ["e1", "e5"],
     "a": "[[s:You have 16 GB of RAM]] ([[s:about 5.8 GiB free right now]]). [[t:Firefox is 138.0.1]], and "
          "[[t:darktable 5.0.1 is installed too]]. [[s:You're on openSUSE Tumbleweed]] [[s:with kernel 6.14.6]] "
          "[[c:on a 12-core Ryzen 5]]."},
    {"q": "Who's got accounts here? my brother should have one", "ev": ["e1", "e3"], "extra": [SU_USER],
     "a": "[[s:Three people: djan, anaplian and ferbin]]. [[s:Ferbin's account exists (uid 1002)]], and "
          "[[s:/etc/passwd was last changed Monday evening at 21:03]], which fits [[s:you creating it on Monday]]. "
          "[[c:ferbin is in the wheel group]], [[s:djan logs in with fish]], and [[c:anaplian is not in the "
          "video group]]."},
]}


MACHINES = [MASAQ, CHIARK, AZAD, VAVATCH, SURSAMEN]
