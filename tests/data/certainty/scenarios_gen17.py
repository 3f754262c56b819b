"""17th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Half everyday workstation questions, half operations:
thessia (Ubuntu 24.04 developer workstation: IntelliJ and two chrome processes by memory over a cut listing, a
stale CPU listing with an ffmpeg encode, an NTFS archive drive commented out in fstab, deb epochs, disk I/O in
MB/s against Mbit/s), palaven (Debian 12 server on a +02:00 clock: PostgreSQL failed on a full WAL disk, php-fpm
in a restart loop over a missing pool user, ports and owners, stale system info), tuchanka (k3s: a NotReady worker
on an older kubelet, a crash-looping worker, a pod stuck on a missing configmap, Services, a stale monitoring
namespace), rannoch (Fedora 41 home server on a -04:00 clock: containers with a restarting pihole over port 53,
a cgroup OOM kill, resolv.conf disagreeing with the steady state, two python3 processes, a stale container
listing), omega (Rocky Linux 9 bastion: a state diff, a cut sshd log, an sshd drop-in, /etc changes, five sshd
processes, a steady state whose network source went stale while the live address changed)."""

from _evidence import Clock, GiB, deployment, fs, item, node, pod, proc, steady, system_info, unit, user, box
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn, processes as _procs


def _service(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[dict]) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}}


# --------------------------------------------------------------------------------------------------------
# thessia: Ubuntu 24.04 workstation of liara. 16 GB sold (15.3 GiB MemTotal); memory listing fresh and cut to six,
# CPU listing 12 minutes old (an ffmpeg encode); the NTFS archive drive is mounted but commented out in fstab.
th = Clock("2030-05-06T14:30:00+00:00")
THMEM = 16_416_000_000

thessia_ev = [
    steady("e1", th, 2100, hostname="thessia", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-55-generic", cpu_model="Intel(R) Core(TM) i7-12700H", cpu_cores=14, cpu_threads=20,
           memory_total_bytes=THMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 490_577_010_688},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "3c:a9:f4:71:0e:52", "addresses": ["192.168.20.41/24"],
                                "is_up": True},
                               {"name": "enp0s31f6", "mac": "54:e1:ad:90:33:7c", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.20.1",
           installed_packages={"libreoffice-core": "4:24.2.7-0ubuntu0.24.04.1",
                               "docker-ce": "5:27.1.1-1~ubuntu.24.04~noble", "steam-installer": "1:1.0.0.79~ds-2",
                               "code": "1.89.1-1715060508", "git": "1:2.43.0-1ubuntu7.1",
                               "vim": "2:9.1.0016-1ubuntu7.2", "python3": "3.12.3-0ubuntu2",
                               "google-chrome-stable": "124.0.6367.201-1", "ffmpeg": "7:6.1.1-3ubuntu5"},
           available_services=["gdm.service", "docker.service", "cups.service", "avahi-daemon.service",
                               "NetworkManager.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "liara", "uid": 1000, "gid": 1000, "home": "/home/liara", "shell": "/usr/bin/zsh"},
                  {"name": "aethyta", "uid": 1001, "gid": 1001, "home": "/home/aethyta", "shell": "/bin/bash"},
                  {"name": "shiala", "uid": 1002, "gid": 1002, "home": "/home/shiala", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["liara"]},
                   {"name": "docker", "gid": 988, "members": ["liara", "aethyta"]},
                   {"name": "plugdev", "gid": 46, "members": ["liara"]},
                   {"name": "lpadmin", "gid": 114, "members": []}]),
    item("e2", "linux_system_info",
         system_info(23.4, [1.84, 1.52, 1.31], 192_600, "2030-05-04T08:00:00+00:00", THMEM, 5_020_000_000,
                     4 * GiB, 1_610_612_736), th, 15),
    item("e3", "linux_processes", _procs(341, THMEM, [
        (6120, "java", "liara", 4.2, 3_300_000_000, "2030-05-06T08:55:10+00:00",
         "/opt/idea-IU/jbr/bin/java -Xmx4g com.intellij.idea.Main"),
        (4410, "chrome", "liara", 3.0, 1_150_000_000, "2030-05-06T08:40:02+00:00", "/opt/google/chrome/chrome"),
        (4471, "chrome", "liara", 9.5, 980_000_000, "2030-05-06T08:40:05+00:00",
         "/opt/google/chrome/chrome --type=renderer"),
        (5120, "code", "liara", 2.1, 760_000_000, "2030-05-06T09:02:44+00:00", "/usr/share/code/code ."),
        (2033, "gnome-shell", "liara", 4.8, 510_000_000, "2030-05-04T08:01:12+00:00", "/usr/bin/gnome-shell"),
        (6021, "slack", "liara", 1.2, 420_000_000, "2030-05-06T08:41:30+00:00", "/usr/lib/slack/slack"),
    ]), th, 25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_processes", _procs(344, THMEM, [
        (7710, "ffmpeg", "liara", 182.0, 410_000_000, "2030-05-06T14:02:10+00:00",
         "ffmpeg -i talk.mkv -c:v libx264 talk.mp4"),
        (4471, "chrome", "liara", 21.0, 990_000_000, "2030-05-06T08:40:05+00:00",
         "/opt/google/chrome/chrome --type=renderer"),
        (2033, "gnome-shell", "liara", 9.5, 512_000_000, "2030-05-04T08:01:12+00:00", "/usr/bin/gnome-shell"),
        (6120, "java", "liara", 6.4, 3_280_000_000, "2030-05-06T08:55:10+00:00",
         "/opt/idea-IU/jbr/bin/java -Xmx4g com.intellij.idea.Main"),
        (5120, "code", "liara", 2.0, 755_000_000, "2030-05-06T09:02:44+00:00", "/usr/share/code/code ."),
    ]), th, 720, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 490_577_010_688, 431_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_500_000),
        fs("/dev/sda1", "/media/liara/ARCHIVE", "ntfs3", 2_000_381_018_112, 612_000_000_000)]}, th, 35),
    item("e6", "linux_package_history", {"events": [
        _event("2030-04-28T10:03:22+00:00", "remove", "teams-for-linux", "1.4.27", None),
        _event("2030-05-02T19:40:11+00:00", "install", "steam-installer", None, "1:1.0.0.79~ds-2"),
        _event("2030-05-03T21:05:00+00:00", "upgrade", "docker-ce", "5:26.1.3-1~ubuntu.24.04~noble",
               "5:27.1.1-1~ubuntu.24.04~noble"),
        _event("2030-05-05T07:12:40+00:00", "upgrade", "libreoffice-core", "4:24.2.2-0ubuntu0.24.04.2",
               "4:24.2.7-0ubuntu0.24.04.1"),
        _event("2030-05-05T07:12:55+00:00", "upgrade", "linux-image-generic", "6.8.0-51.52", "6.8.0-55.57")]},
         th, 60, args={"since_days": 14}),
    item("e7", "linux_file_read", {"path": "/etc/fstab", "offset": 0, "limit": 200, "total_lines": 5, "lines": [
        "# /etc/fstab: static file system information.",
        "UUID=5d1c7a2e-0b7e-4f3a-9c55-1e2f3a4b5c6d /               ext4    errors=remount-ro 0       1",
        "UUID=3A1F-9C2B  /boot/efi       vfat    umask=0077      0       1",
        "/swap.img       none            swap    sw              0       0",
        "#UUID=61A277F03B2C9D10 /media/liara/ARCHIVE ntfs3 defaults,nofail 0 0"]},
         th, 40, args={"path": "/etc/fstab"}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "3c:a9:f4:71:0e:52", "addresses": ["192.168.20.41/24"],
                        "is_up": True},
                       {"name": "enp0s31f6", "mac": "54:e1:ad:90:33:7c", "addresses": [], "is_up": False}],
        "listening": [_listen(631, "127.0.0.1", 1190, "cupsd"), _listen(5353, "0.0.0.0", 870, "avahi-daemon", "udp"),
                      _listen(3000, "127.0.0.1", 8802, "node"), _listen(8080, "0.0.0.0", 3301, "docker-proxy")],
        "connections": [_conn("192.168.20.41:48812", "142.250.74.78:443", 4410, "chrome")]}, th, 30),
    item("e9", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 1_200_000, "write_bytes_per_s": 48_500_000, "busy_percent": 34.0},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0}]},
         th, 10, args={"interval_seconds": 1}),
]
TH_USER = user("e10", "I added the archive drive to fstab last week so it mounts on boot.", th, 90)

THESSIA = {"name": "thessia", "clock": th, "evidence": thessia_ev, "answers": [
    {"q": "how much memory do i have, and is swap being used?", "ev": ["e1", "e2"],
     "a": "[[s:You have 16 GB of RAM]], and [[s:about 4.7 GiB of it is available]] at the moment. "
          "[[s:Swap is in use: roughly 1.5 GiB of the 4 GiB swap]]. [[c:Memory usage is around 80%.]] "
          "[[u:The machine has been up for a little over two days (e1)]]. "
          "[[u:The swap usage is most likely IntelliJ being paged out.]]"},
    {"q": "what's eating my ram?", "ev": ["e1", "e3"],
     "a": "Top memory users right now:\n"
          "1. [[s:IntelliJ (the `java` process, PID 6120) — about 3.1 GiB]]\n"
          "2. [[s:`chrome` (PID 4410) at ~1.1 GB and a chrome renderer (PID 4471) at ~1 GB]]\n"
          "3. [[c:VS Code at roughly 1.5 GB]]\n"
          "4. [[s:gnome-shell, ~510 MB]]\n\n"
          "[[s:IntelliJ alone takes about a fifth of your RAM]], and [[s:nothing uses more memory than it]]. "
          "[[c:Every other process is under 100 MB]], [[u:and Slack is the only other app over 400 MB.]] [[c:About 250 processes are running in total.]]"},
    {"q": "why is my laptop fan so loud? what is using the cpu", "ev": ["e2", "e4"],
     "a": "Hey! Let's take a look. Right now [[s:overall CPU usage is about 23%]] [[s:with a 1-minute load average "
          "of 1.84]].\n\nIn the last process snapshot [[t:`ffmpeg` was the top CPU user at about 180%]] — "
          "[[t:it was encoding talk.mkv to MP4]] — [[t:followed by a chrome renderer at 21%]]. "
          "[[t:gnome-shell was under 10%]]. [[u:The fan will probably calm down once the encode finishes.]]\n\n"
          "To watch it live:\n```\ntop -o %CPU\n```\nWant me to check again in a minute?"},
    {"q": "Is my disk almost full?", "ev": ["e1", "e5"],
     "a": "Yes, [[s:your root filesystem is about 88% full]] — [[s:roughly 55 GiB free out of ~457 GiB]]. "
          "[[c:The archive drive (`/media/liara/ARCHIVE`) is getting full too, at 61%.]] "
          "[[s:It's an NTFS drive of about 2 TB]]. [[s:`/boot/efi` is barely used]]. "
          "[[u:Most of the root usage is probably Docker images.]]\n\n"
          "```\ndocker system df\n```"},
    {"q": "which versions of libreoffice and docker do i have, and what got updated lately?", "ev": ["e1", "e6"],
     "a": "| package | version |\n|---|---|\n| libreoffice-core | [[s:4:24.2.7-0ubuntu0.24.04.1]] |\n"
          "| docker-ce | [[c:5:26.1.3-1~ubuntu.24.04~noble]] |\n| git | [[s:2.43.0]] |\n\n"
          "Recent updates:\n- [[s:LibreOffice was upgraded on May 5 from 24.2.2 to 24.2.7]]\n"
          "- [[s:the kernel image went 6.8.0-51 → 6.8.0-55 the same morning]]\n"
          "- [[c:Steam was removed on May 2]]\n- [[s:teams-for-linux was removed on April 28]]\n\n"
          "[[u:No other packages changed in the last two months.]]"},
    {"q": "who has sudo on this machine and what shell does aethyta use?", "ev": ["e1"],
     "a": "Summary:\n- [[s:Only liara is in the sudo group.]]\n- [[s:aethyta's login shell is /bin/bash]]\n"
          "- [[s:both liara and aethyta are in the docker group]]\n- [[c:shiala has a normal bash shell]]\n"
          "- [[s:There are three accounts with a UID of 1000 or above]]\n"
          "- [[u:aethyta last logged in yesterday]]\n- [[u:shiala is a service account for the backup job]]"},
    {"q": "is the archive drive mounted automatically at boot?", "ev": ["e5", "e7"], "extra": [TH_USER],
     "a": "You want to know whether ARCHIVE comes up on its own at boot.\n\n"
          "[[c:Yes, the entry you added last week is active in `/etc/fstab`]] [[s:and uses the `nofail` option]], "
          "[[c:with exfat as the filesystem type]]. [[s:The drive is mounted right now at /media/liara/ARCHIVE.]] "
          "[[s:Your fstab has 5 lines]], [[s:with swap on /swap.img]]. [[u:The drive was formatted on Windows.]]\n\n"
          "To double-check:\n```\nfindmnt --fstab\n```"},
    {"q": "what's listening on my laptop? is docker exposing anything?", "ev": ["e1", "e8"],
     "a": "[[s:cupsd on 127.0.0.1:631]], [[s:avahi-daemon on UDP 5353]], [[s:node on localhost:3000 (PID 8802)]], "
          "[[s:docker-proxy on 0.0.0.0:8080]]. [[s:Nothing listens on port 22.]] "
          "[[c:Port 3000 is open to the whole network.]] [[s:Wi-Fi address is 192.168.20.41]]; "
          "[[c:the wired port enp0s31f6 is up]]. [[s:DNS goes through the local stub at 127.0.0.53.]] [[u:The node server on 3000 was started by VS Code.]] "
          "[[u:The 8080 container is your dev web app.]]"},
    {"q": "why is the laptop so slow when I copy files", "ev": ["e9"],
     "a": "**Disk activity (1 s sample):**\n\n"
          "- [[s:nvme0n1 is writing about 48 MB/s]] [[s:and is roughly a third busy]]\n"
          "- [[c:it is reading at about 48 Mbit/s]]\n"
          "- [[s:the external sda drive is idle]]\n\n"
          "[[c:The data is probably being written to the NTFS archive drive.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# palaven: Debian 12 server, +02:00 clock. PostgreSQL 15 failed at 14:02 (WAL disk full), php8.2-fpm has failed five
# times since 16:12 (pool user www-app does not exist), nginx up since May 1; system info is 20 minutes old.
pv = Clock("2030-05-06T16:45:00+02:00")
PVMEM = 67_300_000_000


def _fpm_loop() -> list[dict]:
    out = []
    for n, (fail, again) in enumerate([("16:12:04", "16:12:14"), ("16:19:30", "16:19:40"), ("16:26:55", "16:27:05"),
                                       ("16:34:20", "16:34:30"), ("16:41:45", "16:41:55")], start=1):
        day = "2030-05-06T"
        out.append(_entry(f"{day}{fail}+02:00", "php8.2-fpm.service", "err",
                          "ERROR: [pool www] cannot get uid for user 'www-app'"))
        out.append(_entry(f"{day}{fail}+02:00", "php8.2-fpm.service", "warning",
                          "php8.2-fpm.service: Failed with result 'exit-code'."))
        out.append(_entry(f"{day}{again}+02:00", "php8.2-fpm.service", "info",
                          f"php8.2-fpm.service: Scheduled restart job, restart counter is at {n}."))
    return out


palaven_ev = [
    steady("e1", pv, 1900, hostname="palaven", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-21-amd64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=PVMEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 235_000_000_000},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 500_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "ac:1f:6b:20:7e:11", "addresses": ["198.51.100.27/24"],
                                "is_up": True},
                               {"name": "eno2", "mac": "ac:1f:6b:20:7e:12", "addresses": ["10.20.0.4/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="198.51.100.1",
           installed_packages={"nginx": "1.22.1-9", "postgresql-15": "15.6-0+deb12u1",
                               "redis-server": "5:7.0.15-1~deb12u1", "openssh-server": "1:9.2p1-2+deb12u2",
                               "php8.2-fpm": "8.2.18-1~deb12u1", "certbot": "2.1.0-4"},
           available_services=["nginx.service", "postgresql@15-main.service", "redis-server.service",
                               "php8.2-fpm.service", "ssh.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 107, "gid": 114, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "redis", "uid": 105, "gid": 111, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                  {"name": "garrus", "uid": 1000, "gid": 1000, "home": "/home/garrus", "shell": "/bin/bash"},
                  {"name": "victus", "uid": 1001, "gid": 1001, "home": "/home/victus", "shell": "/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["garrus"]},
                   {"name": "adm", "gid": 4, "members": ["garrus", "victus"]},
                   {"name": "www-data", "gid": 33, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 1410, "2030-05-01T03:12:09+02:00",
             "A high performance web server and a reverse proxy server"),
        unit("postgresql@15-main.service", "failed", "failed", "enabled", None, None,
             "PostgreSQL Cluster 15-main"),
        unit("redis-server.service", "active", "running", "enabled", 988, "2030-05-01T03:11:58+02:00",
             "Advanced key-value store"),
        unit("php8.2-fpm.service", "activating", "auto-restart", "enabled", None, None,
             "The PHP 8.2 FastCGI Process Manager"),
        unit("ssh.service", "active", "running", "enabled", 702, "2030-05-01T03:11:40+02:00",
             "OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", "enabled", 655, "2030-05-01T03:11:39+02:00",
             "Regular background program processing daemon")]}, pv, 30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "php8.2-fpm.service", "entries": _fpm_loop()},
         pv, 25, args={"unit": "php8.2-fpm", "since_minutes": 60}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postgresql@15-main.service", "entries": [
        _entry("2030-05-06T14:02:17+02:00", "postgresql@15-main.service", "err",
               "FATAL:  could not write to file \"pg_wal/xlogtemp.2211\": No space left on device"),
        _entry("2030-05-06T14:02:17+02:00", "postgresql@15-main.service", "warning",
               "postgresql@15-main.service: Failed with result 'exit-code'."),
        _entry("2030-05-06T14:20:40+02:00", "postgresql@15-main.service", "err",
               "pg_ctl: could not start server"),
        _entry("2030-05-06T14:20:40+02:00", "postgresql@15-main.service", "warning",
               "postgresql@15-main.service: Failed with result 'protocol'.")]},
         pv, 40, args={"unit": "postgresql@15-main", "since_minutes": 180}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 235_000_000_000, 118_000_000_000),
        fs("/dev/md1", "/var/lib/postgresql", "xfs", 500_000_000_000, 499_400_000_000)]}, pv, 35),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "ac:1f:6b:20:7e:11", "addresses": ["198.51.100.27/24"], "is_up": True},
                       {"name": "eno2", "mac": "ac:1f:6b:20:7e:12", "addresses": ["10.20.0.4/24"], "is_up": True}],
        "listening": [_listen(80, "0.0.0.0", 1410, "nginx"), _listen(443, "0.0.0.0", 1410, "nginx"),
                      _listen(22, "0.0.0.0", 702, "sshd"), _listen(6379, "127.0.0.1", 988, "redis-server")],
        "connections": [_conn("198.51.100.27:443", "203.0.113.90:61220", 1412, "nginx"),
                        _conn("10.20.0.4:22", "10.20.0.50:50514", 30112, "sshd")]}, pv, 30),
    item("e7", "linux_system_info",
         system_info(8.0, [0.41, 0.38, 0.35], 479_670, "2030-05-01T03:10:30+02:00", PVMEM, 41_000_000_000, 0, 0),
         pv, 1200),
    item("e8", "linux_service_status",
         unit("nginx.service", "active", "running", "enabled", 1410, "2030-05-01T03:12:09+02:00",
              "A high performance web server and a reverse proxy server"), pv, 20, args={"name": "nginx"}),
    item("e9", "linux_file_read", {"path": "/etc/php/8.2/fpm/pool.d/www.conf", "offset": 0, "limit": 6,
                                   "total_lines": 480, "lines": [
        "[www]", "user = www-app", "group = www-data", "listen = /run/php/php8.2-fpm.sock", "pm = dynamic",
        "pm.max_children = 12"]}, pv, 30, args={"path": "/etc/php/8.2/fpm/pool.d/www.conf", "limit": 6},
         complete=False),
]

PALAVEN = {"name": "palaven", "clock": pv, "evidence": palaven_ev, "answers": [
    {"q": "Which services are failing on palaven?", "ev": ["e1", "e2"],
     "a": "Two units are unhealthy:\n\n| unit | state |\n|---|---|\n| postgresql@15-main | [[s:❌ failed]] |\n"
          "| php8.2-fpm | [[s:🔄 activating (auto-restart)]] |\n\n"
          "[[s:Everything else — nginx, redis-server, ssh and cron — is active and running.]] "
          "[[s:No other unit has failed.]] [[c:redis-server is disabled at boot]], so check that after a reboot. "
          "[[u:Postgres probably went down during the nightly backup.]] [[u:The php-fpm loop started after this morning's package upgrade.]]"},
    {"q": "why did postgres stop?", "ev": ["e2", "e4", "e5"],
     "a": "Summary: [[s:PostgreSQL 15 crashed at 14:02 because it could not write WAL — `No space left on device` "
          "(e4)]], [[s:almost three hours ago]]. [[u:The disk holding `/var/lib/postgresql` is 99.9% full (e2)]], "
          "[[s:with only about 600 MB free]]. [[c:The root filesystem is full as well.]] "
          "[[s:A restart attempt at 14:20 also failed (pg_ctl could not start the server)]]. "
          "[[u:The WAL grew because of a stuck replication slot.]]\n\nTo see what's using the space:\n"
          "```\ndu -sh /var/lib/postgresql/15/main/*\n```"},
    {"q": "php-fpm keeps restarting, how many times and why?", "ev": ["e3", "e9"],
     "a": "1. [[s:php8.2-fpm has restarted 5 times in the last hour]]\n"
          "2. [[s:each start fails with `cannot get uid for user 'www-app'`]]\n"
          "3. [[s:the pool config sets `user = www-app`]] [[s:with `group = www-data`]]\n"
          "4. [[c:the first failure was about 15 minutes ago]]\n"
          "5. [[u:the www-app account was deleted during last week's cleanup]]\n"
          "6. [[u:no other line of the pool file sets a user]]\n"
          "7. [[c:the pool listens on TCP port 9000]]\n\n"
          "Fix: create the account or set `user = www-data`, then `systemctl restart php8.2-fpm`."},
    {"q": "what ports are open to the internet?", "ev": ["e1", "e6"],
     "a": "[[s:80 and 443 (nginx)]], [[s:22 (sshd)]] on all addresses. [[s:Redis 6379 is bound to 127.0.0.1 "
          "only.]] [[s:Postgres 5432 isn't listening at all.]] [[c:php-fpm is listening on 9000.]] "
          "[[s:The public address is 198.51.100.27 on eno1]]; [[c:eno2 has 10.20.0.40]]."},
    {"q": "is nginx ok? how long has it been up", "ev": ["e8", "e7"],
     "a": "Yes, [[s:nginx is active (running)]] [[s:with main PID 1410]], [[s:up since May 1, 03:12]] — "
          "[[c:that's about 3 days]]. [[t:The machine itself has been up about 5½ days]] "
          "and [[t:load is low (0.4)]]. [[u:nginx hasn't been reloaded since the certificate renewal.]]"},
    {"q": "how much memory does palaven have and is it under pressure?", "ev": ["e1", "e7"],
     "a": "**RAM:** [[s:64 GB]]\n**Available:** [[t:roughly 41 GB]]\n**Swap:** [[t:none configured]]\n"
          "**CPU:** [[s:Xeon E-2388G, 8 cores / 16 threads]]\n\n[[c:It runs Debian 11 (bullseye).]]"},
    {"q": "who can log in with a shell and who's in adm?", "ev": ["e1"],
     "a": "Accounts with a real login shell: [[s:root, postgres, garrus (bash) and victus (zsh)]]. "
          "[[c:www-data also has /bin/bash.]] [[s:adm: garrus and victus]]; [[s:only garrus has sudo]]. "
          "[[c:The redis account's UID is 1002.]] [[u:victus only uses the box for deployments.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# tuchanka: k3s control plane on Ubuntu 22.04. kroganfarm-2 NotReady since 08:41 on kubelet v1.29.6; in clan a
# crash-looping worker (37 restarts), a cron pod stuck creating over a missing configmap; monitoring is 15 min old.
tk = Clock("2030-05-06T09:10:00+00:00")

tuchanka_ev = [
    steady("e1", tk, 1500, hostname="tuchanka", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-105-generic", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=134_700_000_000,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 960_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "d0:50:99:aa:01:02", "addresses": ["10.40.0.10/24"],
                                "is_up": True}],
           dns_servers=["10.40.0.1"], default_gateway="10.40.0.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "curl": "7.81.0-1ubuntu1.16"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "wrex", "uid": 1000, "gid": 1000, "home": "/home/wrex", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["wrex"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("tuchanka", True, "v1.30.2+k3s1"), node("kroganfarm-1", True, "v1.30.2+k3s1"),
        node("kroganfarm-2", False, "v1.29.6+k3s2")]}, tk, 20, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "clan", "items": [
        pod("urdnot-api-7c9d8b6f5-x2lkq", "clan", "Running", "kroganfarm-1", 0, True,
            started="2030-05-04T11:00:00+00:00"),
        pod("urdnot-api-7c9d8b6f5-p9wzt", "clan", "Running", "tuchanka", 2, True,
            started="2030-05-05T22:14:31+00:00"),
        pod("urdnot-worker-5f6d7c8b9-qh7rn", "clan", "Running", "kroganfarm-1", 37, False, waiting="CrashLoopBackOff"),
        pod("rachni-db-0", "clan", "Running", "tuchanka", 0, True, started="2030-05-01T06:30:00+00:00"),
        pod("urdnot-cron-28581120-zk4pd", "clan", "Pending", "kroganfarm-2", 0, False, waiting="ContainerCreating")]},
         tk, 25, args={"resource": "pods", "namespace": "clan"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "clan", "items": [
        deployment("urdnot-api", "clan", 2, 2), deployment("urdnot-worker", "clan", 1, 0)]},
         tk, 25, args={"resource": "deployments", "namespace": "clan"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "monitoring", "items": [
        pod("prometheus-server-6b8c9d7f4-m2xkq", "monitoring", "Running", "tuchanka", 0, True,
            started="2030-05-02T10:00:00+00:00"),
        pod("grafana-5d7c8b9f6-rt4hn", "monitoring", "Running", "kroganfarm-1", 4, True,
            started="2030-05-06T07:40:00+00:00")]}, tk, 900, args={"resource": "pods", "namespace": "monitoring"}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "clan", "items": [
        _service("urdnot-api", "clan", "ClusterIP", "10.43.12.7", [{"port": 8080, "targetPort": 8080,
                                                                     "protocol": "TCP"}]),
        _service("rachni-db", "clan", "ClusterIP", "None", [{"port": 5432, "targetPort": 5432, "protocol": "TCP"}]),
        _service("urdnot-web", "clan", "NodePort", "10.43.88.15", [{"port": 80, "targetPort": 8080, "nodePort": 30080,
                                                                     "protocol": "TCP"}])]},
         tk, 25, args={"resource": "services", "namespace": "clan"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2030-05-06T08:41:12+00:00", "k3s.service", "info", "Node kroganfarm-2 status is now: NodeNotReady"),
        _entry("2030-05-06T08:58:30+00:00", "k3s.service", "warning",
               "Warning BackOff pod/urdnot-worker-5f6d7c8b9-qh7rn Back-off restarting failed container urdnot-worker"),
        _entry("2030-05-06T09:02:03+00:00", "k3s.service", "warning",
               "Warning FailedMount pod/urdnot-cron-28581120-zk4pd MountVolume.SetUp failed for volume "
               "\"cron-config\" : configmap \"urdnot-cron-config\" not found")]},
         tk, 30, args={"unit": "k3s", "since_minutes": 60}),
]

TUCHANKA = {"name": "tuchanka", "clock": tk, "evidence": tuchanka_ev, "answers": [
    {"q": "are all the nodes healthy?", "ev": ["e2"],
     "a": "No — [[s:kroganfarm-2 is NotReady]]. [[s:tuchanka and kroganfarm-1 are Ready]]. "
          "[[s:kroganfarm-2 also runs an older kubelet, v1.29.6+k3s2]], while [[c:the other two run v1.31]]. "
          "[[s:The cluster has three nodes.]] [[u:kroganfarm-2 most likely lost power.]] [[u:It was last Ready about an hour ago.]]"},
    {"q": "what's wrong in the clan namespace?", "ev": ["e3", "e4", "e7"],
     "a": "Findings:\n"
          "1. [[s:urdnot-worker is crash-looping (CrashLoopBackOff)]] [[s:with 37 restarts]] — "
          "[[s:its deployment has 0 of 1 replicas ready]].\n"
          "2. [[s:the urdnot-cron pod is stuck in ContainerCreating on kroganfarm-2]], "
          "[[s:because the configmap `urdnot-cron-config` is not found]].\n"
          "3. [[s:urdnot-api is fine: 2/2 ready]], [[c:with no restarts on either pod]].\n"
          "4. [[u:The worker crashes because it can't reach rachni-db.]]\n\n"
          "```\nkubectl -n clan logs urdnot-worker-5f6d7c8b9-qh7rn --previous\n```"},
    {"q": "how many restarts has grafana had? and what restarts most in clan?", "ev": ["e3", "e5"],
     "a": "[[t:Grafana has restarted 4 times]] and [[t:Prometheus hasn't restarted at all]]; "
          "[[t:both were Running]]. In clan, [[s:urdnot-worker has by far the most restarts (37)]]; "
          "[[c:rachni-db-0 has restarted twice]]."},
    {"q": "which services are exposed outside the cluster?", "ev": ["e6"],
     "a": "[[s:Only one service in clan is exposed outside the cluster]]: `urdnot-web`, [[s:a NodePort on 30080]]. "
          "[[s:`urdnot-api` is ClusterIP 10.43.12.7 on port 8080]] and [[s:`rachni-db` is headless]]. "
          "[[c:urdnot-api is also published through a LoadBalancer.]] [[u:urdnot-web forwards to the urdnot-api pods.]]"},
    {"q": "when did kroganfarm-2 go down?", "ev": ["e2", "e7"],
     "a": "[[s:The k3s log shows kroganfarm-2 went NotReady at 08:41]], [[c:roughly ten minutes ago]]. "
          "[[s:It is still NotReady now.]] [[u:The node's disk filled up.]] [[s:Its kubelet is v1.29.6+k3s2.]]"},
    {"q": "What OS is the control plane host running?", "ev": ["e1", "e2"],
     "a": "[[s:tuchanka runs Ubuntu 22.04 (jammy)]] [[s:on kernel 5.15.0-105-generic]], "
          "[[s:with k3s v1.30.2+k3s1]]. [[c:It has 12 CPU threads.]] [[s:nfs-common 2.6.1 is installed]]. [[u:k3s was installed with the get.k3s.io script.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# rannoch: Fedora 41 home server of tali, -04:00 clock. pihole restarting over port 53 (dnsmasq holds it), the
# scraper container OOM-killed at 19:08, resolv.conf (1.1.1.1, 9.9.9.9) disagrees with the steady state
# (192.168.77.1), two python3 processes, a container listing 2.5 hours old.
rn = Clock("2030-05-06T21:15:00-04:00")
RNMEM = 134_900_000_000

rannoch_ev = [
    steady("e1", rn, 200, hostname="rannoch", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.11.10-300.fc41.x86_64", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=RNMEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_000_000_000},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/srv/media", "fstype": "xfs",
                   "total_bytes": 3_840_000_000_000}],
           network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:12:fe:31", "addresses": ["192.168.77.10/24"],
                                "is_up": True}],
           dns_servers=["192.168.77.1"], default_gateway="192.168.77.1",
           installed_packages={"docker-ce": "3:27.3.1-1.fc41", "containerd.io": "1.7.22-3.1.fc41",
                               "podman": "5:5.3.1-1.fc41", "kernel": "6.11.10-300.fc41",
                               "NetworkManager": "1:1.50.0-1.fc41", "openssl": "1:3.2.2-9.fc41",
                               "firefox": "132.0.2-1.fc41"},
           available_services=["docker.service", "NetworkManager.service", "sshd.service", "firewalld.service",
                               "libvirtd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "tali", "uid": 1000, "gid": 1000, "home": "/home/tali", "shell": "/bin/bash"},
                  {"name": "xen", "uid": 1001, "gid": 1001, "home": "/home/xen", "shell": "/usr/bin/fish"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["tali"]},
                   {"name": "docker", "gid": 973, "members": ["tali"]},
                   {"name": "libvirt", "gid": 970, "members": ["tali", "xen"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f03c", "jellyfin", "jellyfin/jellyfin:10.9.11", "running", "Up 3 days", "2030-05-03T18:02:00-04:00",
            ["0.0.0.0:8096->8096/tcp"]),
        box("b2e14d", "quarian-db", "postgres:16.4", "running", "Up 3 days", "2030-05-03T18:01:40-04:00",
            ["127.0.0.1:5432->5432/tcp"]),
        box("c3d25e", "geth-scraper", "python:3.12-slim", "exited", "Exited (137) 2 hours ago",
            "2030-05-06T13:30:00-04:00"),
        box("d4c36f", "pihole", "pihole/pihole:2024.07.0", "restarting", "Restarting (1) 12 seconds ago",
            "2030-05-02T09:00:00-04:00"),
        box("e5b470", "homeassistant", "ghcr.io/home-assistant/home-assistant:2024.11", "running", "Up 9 hours",
            "2030-05-06T12:09:50-04:00")]}, rn, 15, args={"all": True}),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f03c", "jellyfin", "jellyfin/jellyfin:10.9.11", "running", "Up 3 days", "2030-05-03T18:02:00-04:00",
            ["0.0.0.0:8096->8096/tcp"]),
        box("b2e14d", "quarian-db", "postgres:16.4", "running", "Up 3 days", "2030-05-03T18:01:40-04:00",
            ["127.0.0.1:5432->5432/tcp"]),
        box("c3d25e", "geth-scraper", "python:3.12-slim", "running", "Up 5 hours", "2030-05-06T13:30:00-04:00"),
        box("d4c36f", "pihole", "pihole/pihole:2024.07.0", "running", "Up 4 days", "2030-05-02T09:00:00-04:00",
            ["0.0.0.0:53->53/udp", "0.0.0.0:53->53/tcp"]),
        box("e5b470", "homeassistant", "ghcr.io/home-assistant/home-assistant:2024.11", "running", "Up 7 hours",
            "2030-05-06T12:09:50-04:00")]}, rn, 9000, args={"all": False}),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp14s0", "rx_bytes_per_s": 11_800_000, "tx_bytes_per_s": 1_250_000},
        {"name": "docker0", "rx_bytes_per_s": 40_000, "tx_bytes_per_s": 9_100_000}]}, rn, 12,
         args={"interval_seconds": 1}),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 310_000_000, "write_bytes_per_s": 2_000_000, "busy_percent": 71.5},
        {"device": "nvme1n1", "read_bytes_per_s": 0, "write_bytes_per_s": 5_400_000, "busy_percent": 3.2}]},
         rn, 12, args={"interval_seconds": 1}),
    item("e6", "linux_file_read", {"path": "/etc/resolv.conf", "offset": 0, "limit": 100, "total_lines": 3, "lines": [
        "# Generated by NetworkManager", "nameserver 1.1.1.1", "nameserver 9.9.9.9"]},
         rn, 30, args={"path": "/etc/resolv.conf"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _entry("2030-05-06T19:08:44-04:00", None, "warning",
               "python3 invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0"),
        _entry("2030-05-06T19:08:44-04:00", None, "err",
               "Memory cgroup out of memory: Killed process 48811 (python3) total-vm:9123456kB, anon-rss:4194304kB"),
        _entry("2030-05-06T21:14:48-04:00", "docker.service", "err",
               "Error response from daemon: driver failed programming external connectivity on endpoint pihole: "
               "Error starting userland proxy: listen tcp4 0.0.0.0:53: bind: address already in use")]},
         rn, 25, args={"since_minutes": 180, "priority": "warning"}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp14s0", "mac": "9c:6b:00:12:fe:31", "addresses": ["192.168.77.10/24"],
                        "is_up": True}],
        "listening": [_listen(53, "0.0.0.0", 2201, "dnsmasq", "udp"), _listen(53, "0.0.0.0", 2201, "dnsmasq"),
                      _listen(22, "0.0.0.0", 1120, "sshd"), _listen(8096, "0.0.0.0", 3310, "docker-proxy"),
                      _listen(5432, "127.0.0.1", 3322, "docker-proxy"), _listen(8123, "0.0.0.0", 5120, "python3")],
        "connections": [_conn("192.168.77.10:8096", "192.168.77.31:52210", 3310, "docker-proxy")]}, rn, 20),
    item("e9", "linux_processes", _procs(2, RNMEM, [
        (5120, "python3", "root", 3.0, 620_000_000, "2030-05-06T12:10:02-04:00",
         "python3 -m homeassistant --config /config"),
        (61220, "python3", "tali", 95.0, 800_000_000, "2030-05-06T20:50:00-04:00",
         "python3 /home/tali/bin/backup-photos.py")]), rn, 20, args={"name": "python3"}),
    item("e10", "linux_package_history", {"events": [
        _event("2030-05-04T10:21:07-04:00", "install", "kernel", None, "6.11.10-300.fc41"),
        _event("2030-05-04T10:21:09-04:00", "upgrade", "docker-ce", "3:27.2.1-1.fc41", "3:27.3.1-1.fc41"),
        _event("2030-05-05T18:40:00-04:00", "remove", "podman-docker", "5:5.3.1-1.fc41", None)]},
         rn, 60, args={"since_days": 7}),
]
RN_USER = user("e11", "the scraper was using like 2 GB when I checked this afternoon", rn, 100)

RANNOCH = {"name": "rannoch", "clock": rn, "evidence": rannoch_ev, "answers": [
    {"q": "which containers are running?", "ev": ["e2"],
     "a": "| container | state | ports |\n|---|---|---|\n| jellyfin | [[s:✅ up 3 days]] | [[s:8096 on all interfaces]] |\n"
          "| quarian-db | [[s:✅ up]] | [[c:5432 published on 0.0.0.0]] |\n| homeassistant | [[s:✅ up 9 hours]] | – |\n"
          "| pihole | [[c:✅ up]] | – |\n| geth-scraper | [[s:❌ exited (137)]] | – |\n\n"
          "[[s:Three containers are running]] and [[s:one is stuck restarting]]. [[s:quarian-db runs postgres 16.4.]] [[u:geth-scraper died because it ran out of memory.]]"},
    {"q": "why does pihole keep restarting?", "ev": ["e2", "e7", "e8"],
     "a": "Short version: [[s:port 53 is already taken]].\n\n[[s:Docker can't bind 0.0.0.0:53 for pihole — "
          "`address already in use`]], and [[s:dnsmasq (PID 2201) is listening on port 53]] [[s:on both TCP and "
          "UDP]]. [[u:That dnsmasq was started by libvirt for its default network.]] "
          "[[u:It has restarted a dozen times already.]]\n\nCheck with:\n```\nsudo ss -lunp 'sport = :53'\n```"},
    {"q": "what killed my scraper container?", "ev": ["e2", "e7"], "extra": [RN_USER],
     "a": "[[s:At 19:08 a memory cgroup ran out of memory and the kernel killed python3 (PID 48811)]], "
          "[[c:about 30 minutes ago]]. [[u:That was almost certainly the scraper's process.]] "
          "[[s:The container exited with code 137.]] [[c:The killed process had about 2 GB resident]], "
          "the same as you saw this afternoon. "
          "[[u:Its memory limit is 4 GB.]]"},
    {"q": "What DNS server is this machine using?", "ev": ["e1", "e6"],
     "a": "You're asking which resolver rannoch uses.\n\n[[u:Your DNS server is 1.1.1.1, with 9.9.9.9 as "
          "backup.]] [[s:`/etc/resolv.conf` lists 1.1.1.1 and 9.9.9.9]] [[s:and says it was generated by "
          "NetworkManager]]. [[u:Name lookups go to your router at 192.168.77.1]], [[s:which is also the default gateway]]."},
    {"q": "is the network or the disk the bottleneck for jellyfin right now?", "ev": ["e4", "e5"],
     "a": "- [[s:enp14s0 is receiving about 94 Mbit/s]], [[c:sending roughly 12 MB/s]]\n"
          "- [[s:nvme0n1 is reading around 310 MB/s]] [[s:and is about 72% busy]]\n"
          "- [[s:nvme1n1 is nearly idle]]\n\n[[u:So the disk is the bottleneck]]; [[u:jellyfin is probably transcoding a 4K stream.]]"},
    {"q": "what versions of docker and podman do I have? did the kernel update?", "ev": ["e1", "e10"],
     "a": "Sure! Here's what I found:\n\n- [[s:docker-ce 3:27.3.1-1.fc41]]\n- [[c:podman 5.2.3]]\n"
          "- [[s:the 6.11.10 kernel was installed on May 4]] [[s:and you're running it now]]\n"
          "- [[s:docker-ce was upgraded from 27.2.1 the same day]]\n"
          "- [[c:podman-docker was upgraded yesterday]]\n\n[[u:The updates were applied by dnf-automatic.]] "
          "Let me know if you want the changelogs!"},
    {"q": "two python3 processes are running, what are they?", "ev": ["e8", "e9"],
     "a": "[[s:PID 5120 is Home Assistant, running as root]], [[s:which listens on port 8123]]. "
          "[[s:PID 61220 is tali's `backup-photos.py`]] [[s:using about 95% CPU]] [[c:and 2 GB of RAM]]. "
          "[[s:Those are the only two python3 processes.]] [[c:The backup script started before Home Assistant.]] [[u:It is uploading the photos to your NAS.]]"},
    {"q": "is pihole up?", "ev": ["e3"],
     "a": "[[t:Yes, pihole is running]] [[t:(up 4 days)]], [[t:alongside jellyfin and geth-scraper]]. "
          "[[t:It publishes port 53 on TCP and UDP.]] [[u:It's answering DNS for the whole LAN.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# omega: Rocky Linux 9.4 bastion. Snapshot diff 210 -> 214; the steady state's network source is stale and the live
# public address moved from .66 to .70; the sshd log is cut to six lines; haproxy's status is 18 minutes old.
om = Clock("2030-05-06T23:40:00+00:00")
OMMEM = 33_400_000_000

omega_steady = steady(
    "e1", om, 2400, hostname="omega", os_name="Rocky Linux", os_version="9.4", os_codename="Blue Onyx",
    kernel="5.14.0-427.22.1.el9_4.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz", cpu_cores=12,
    cpu_threads=24, memory_total_bytes=OMMEM, package_manager="rpm",
    disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 107_374_182_400}],
    network_interfaces=[{"name": "ens192", "mac": "00:50:56:8a:1c:e0", "addresses": ["203.0.113.66/24"],
                         "is_up": True},
                        {"name": "ens224", "mac": "00:50:56:8a:1c:e1", "addresses": ["10.66.0.1/16"], "is_up": True}],
    dns_servers=["10.66.0.53"], default_gateway="203.0.113.1",
    installed_packages={"openssh-server": "8.7p1-38.el9_4.1", "openssl": "1:3.0.7-27.el9",
                        "sudo": "1.9.5p2-10.el9_3", "fail2ban": "1.0.2-12.el9", "nginx": "1:1.20.1-14.el9_2.1",
                        "haproxy": "2.4.22-3.el9_3"},
    available_services=["sshd.service", "haproxy.service", "fail2ban.service", "nginx.service",
                        "firewalld.service", "chronyd.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "haproxy", "uid": 188, "gid": 188, "home": "/var/lib/haproxy", "shell": "/sbin/nologin"},
           {"name": "aria", "uid": 1000, "gid": 1000, "home": "/home/aria", "shell": "/bin/bash"},
           {"name": "bray", "uid": 1001, "gid": 1001, "home": "/home/bray", "shell": "/bin/bash"},
           {"name": "nyreen", "uid": 1002, "gid": 1002, "home": "/home/nyreen", "shell": "/sbin/nologin"},
           {"name": "deploy", "uid": 1003, "gid": 1003, "home": "/home/deploy", "shell": "/usr/bin/zsh"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["aria", "deploy"]},
            {"name": "bastion-users", "gid": 2000, "members": ["aria", "bray", "deploy"]}],
    stale_sources=["network"])

omega_ev = [
    omega_steady,
    {"id": "e2", "kind": "steady_state", "tool": "state_diff", "args": {"from": 210, "to": 214},
     "collected_at": omega_steady["collected_at"], "complete": True, "data": {
        "from": {"snapshot_id": 210, "collected_at": "2030-04-29T23:00:00+00:00"},
        "to": {"snapshot_id": 214, "collected_at": omega_steady["collected_at"]},
        "packages": {"installed": [{"package": "fail2ban", "version": "1.0.2-12.el9"}],
                     "removed": [{"package": "telnet", "version": "1:0.17-85.el9"}],
                     "upgraded": [{"package": "openssh-server", "from_version": "8.7p1-38.el9_4",
                                   "to_version": "8.7p1-38.el9_4.1"},
                                  {"package": "openssl", "from_version": "1:3.0.7-25.el9_3",
                                   "to_version": "1:3.0.7-27.el9"}],
                     "downgraded": []},
        "users": {"added": ["deploy"], "removed": ["sidonis"]},
        "groups": {"added": [], "removed": [],
                   "membership": [{"group": "wheel", "added": ["deploy"], "removed": []}]},
        "services": {"added": ["fail2ban.service"], "removed": [], "enabled": ["fail2ban.service"],
                     "disabled": ["nginx.service"]},
        "system": [{"field": "kernel", "from": "5.14.0-427.18.1.el9_4.x86_64",
                    "to": "5.14.0-427.22.1.el9_4.x86_64"}],
        "network": {"interfaces_added": [], "interfaces_removed": [], "addresses_changed": [],
                    "dns_servers": None}}},
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "sshd.service", "entries": [
        _entry("2030-05-06T23:05:11+00:00", "sshd.service", "info",
               "Failed password for invalid user admin from 45.155.205.12 port 51022 ssh2"),
        _entry("2030-05-06T23:05:14+00:00", "sshd.service", "info",
               "Failed password for invalid user admin from 45.155.205.12 port 51040 ssh2"),
        _entry("2030-05-06T23:12:40+00:00", "sshd.service", "info",
               "Failed password for bray from 10.66.4.20 port 40122 ssh2"),
        _entry("2030-05-06T23:12:49+00:00", "sshd.service", "info",
               "Accepted password for bray from 10.66.4.20 port 40130 ssh2"),
        _entry("2030-05-06T23:31:02+00:00", "sshd.service", "info",
               "Accepted publickey for aria from 10.66.4.11 port 53310 ssh2: ED25519 SHA256:q3Xv9LwT0pZ"),
        _entry("2030-05-06T23:38:55+00:00", "sshd.service", "info",
               "Failed password for root from 45.155.205.12 port 52990 ssh2")]},
         om, 30, args={"unit": "sshd", "since_minutes": 60, "limit": 6}, complete=False),
    item("e4", "linux_file_read", {"path": "/etc/ssh/sshd_config.d/50-bastion.conf", "offset": 0, "limit": 200,
                                   "total_lines": 5, "lines": [
        "PermitRootLogin no", "PasswordAuthentication yes", "AllowGroups bastion-users", "MaxAuthTries 3",
        "ClientAliveInterval 300"]}, om, 40, args={"path": "/etc/ssh/sshd_config.d/50-bastion.conf"}),
    item("e5", "linux_file_changes", {"root": "/etc", "since": "2030-05-05T23:40:00+00:00", "files": [
        {"path": "/etc/haproxy/haproxy.cfg", "mtime": "2030-05-06T01:10:05+00:00", "size_bytes": 4210},
        {"path": "/etc/passwd", "mtime": "2030-05-06T09:14:00+00:00", "size_bytes": 1622},
        {"path": "/etc/group", "mtime": "2030-05-06T09:14:00+00:00", "size_bytes": 841},
        {"path": "/etc/fail2ban/jail.local", "mtime": "2030-05-06T09:20:41+00:00", "size_bytes": 388},
        {"path": "/etc/ssh/sshd_config.d/50-bastion.conf", "mtime": "2030-05-06T18:02:33+00:00",
         "size_bytes": 112}]}, om, 45, args={"root": "/etc", "since_minutes": 1440}),
    item("e6", "linux_processes", _procs(5, OMMEM, [
        (1180, "sshd", "root", 0.0, 9_400_000, "2030-05-02T04:00:12+00:00",
         "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
        (90211, "sshd", "root", 0.0, 11_200_000, "2030-05-06T23:12:49+00:00", "sshd: bray [priv]"),
        (90215, "sshd", "bray", 0.1, 7_800_000, "2030-05-06T23:12:50+00:00", "sshd: bray@pts/1"),
        (91877, "sshd", "root", 0.0, 11_100_000, "2030-05-06T23:31:02+00:00", "sshd: aria [priv]"),
        (91880, "sshd", "aria", 0.0, 7_700_000, "2030-05-06T23:31:03+00:00", "sshd: aria@pts/2")]),
         om, 25, args={"name": "sshd"}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:8a:1c:e0", "addresses": ["203.0.113.70/24"], "is_up": True},
                       {"name": "ens224", "mac": "00:50:56:8a:1c:e1", "addresses": ["10.66.0.1/16"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 1180, "sshd"), _listen(443, "0.0.0.0", 1300, "haproxy"),
                      _listen(8404, "127.0.0.1", 1300, "haproxy")],
        "connections": [_conn("10.66.0.1:22", "10.66.4.20:40130", 90211, "sshd"),
                        _conn("10.66.0.1:22", "10.66.4.11:53310", 91877, "sshd")]}, om, 30),
    item("e8", "linux_service_status",
         unit("fail2ban.service", "active", "running", "enabled", 1422, "2030-05-06T09:21:02+00:00",
              "Fail2Ban Service"), om, 20, args={"name": "fail2ban"}),
    item("e9", "linux_service_status",
         unit("haproxy.service", "active", "running", "enabled", 1300, "2030-05-02T04:00:20+00:00",
              "HAProxy Load Balancer"), om, 1100, args={"name": "haproxy"}),
]
OM_USER = user("e10", "bray is a contractor, he must not have sudo here.", om, 80)

OMEGA = {"name": "omega", "clock": om, "evidence": omega_ev, "answers": [
    {"q": "what changed on omega since the last snapshot?", "ev": ["e1", "e2"],
     "a": "Since snapshot 210:\n- [[s:openssh-server was patched to 8.7p1-38.el9_4.1]]\n"
          "- [[s:openssl went from 3.0.7-25 to 3.0.7-27]]\n- [[c:sudo was upgraded]]\n"
          "- [[s:fail2ban was installed and enabled]]\n- [[s:telnet was removed]]\n"
          "- [[s:a new user, deploy, was added]] [[s:and put in wheel]]\n- [[c:sidonis was added as well]]\n"
          "- [[u:the kernel moved to 5.14.0-427.22.1 (e3)]]\n- [[c:nginx was enabled]]\n\n[[u:deploy was created for the CI pipeline.]]"},
    {"q": "Is anyone brute-forcing ssh?", "ev": ["e3", "e4"],
     "a": "Yes, it looks like it. [[s:45.155.205.12 tried the invalid user `admin` at 23:05]] [[s:and root at "
          "23:38]]. [[s:Root login is disabled in the bastion drop-in (`PermitRootLogin no`)]], but "
          "[[s:password authentication is still on]]. [[u:It has made 3 attempts in total.]] "
          "[[u:fail2ban has already banned it.]] [[u:Nobody else tried root.]] [[c:MaxAuthTries is 6]].\n\n"
          "```\nsudo fail2ban-client status sshd\n```"},
    {"q": "who logged in tonight and are they still connected?", "ev": ["e3", "e6", "e7"],
     "a": "1. [[s:bray logged in with a password at 23:12 from 10.66.4.20]]\n"
          "2. [[s:aria logged in with an ED25519 key at 23:31 from 10.66.4.11]]\n"
          "3. [[s:Both still have sshd sessions (bray on pts/1, aria on pts/2)]]\n"
          "4. [[c:bray's session started about 10 minutes ago]]\n\n"
          "[[s:There are five sshd processes]], [[s:counting the listener (PID 1180)]]. "
          "[[u:Those were the only two logins in the last hour.]]"},
    {"q": "what's omega's public IP?", "ev": ["e1", "e7"],
     "a": "**Public IP:** [[s:203.0.113.70 on ens192]]\n**Gateway:** [[t:203.0.113.1]]\n"
          "**DNS:** [[t:10.66.0.53]]\n**Internal:** [[s:10.66.0.1/16 (ens224)]]\n\n"
          "[[s:haproxy listens on 443 on all addresses]]; [[c:its stats page on 8404 is reachable from outside]]. [[u:The address changed when the provider renumbered the uplink.]]"},
    {"q": "what did someone change in /etc today?", "ev": ["e5"],
     "a": "Files modified in `/etc` in the last 24 h:\n\n| file | when |\n|---|---|\n"
          "| [[s:ssh/sshd_config.d/50-bastion.conf]] | [[s:18:02]] |\n| [[s:fail2ban/jail.local]] | [[c:08:20]] |\n"
          "| [[s:passwd and group]] | [[s:09:14]] |\n\n[[s:haproxy.cfg was edited at 01:10]]. "
          "[[s:Nothing else in /etc changed in that window.]] "
          "[[u:The passwd change is the new deploy user being added.]]"},
    {"q": "is fail2ban running, and check bray's account", "ev": ["e1", "e8"], "extra": [OM_USER],
     "a": "Yes — [[s:fail2ban is active and running (PID 1422)]], [[s:enabled at boot]], [[s:up since 09:21 "
          "today]].\n\nbray: [[s:UID 1001]], [[s:shell /bin/bash]], [[s:in bastion-users]] — [[s:not in wheel]], "
          "so no sudo, as you wanted. [[c:deploy isn't in wheel either.]] [[s:nyreen has a nologin shell.]] [[u:bray's SSH key was rotated last week.]]"},
    {"q": "How much RAM and CPU does omega have? Also, is haproxy up?", "ev": ["e1", "e9"],
     "a": "[[s:32 GB of RAM]], [[s:a Xeon Silver 4310 with 12 cores / 24 threads]]. [[c:It runs Rocky Linux "
          "8.10.]] [[t:haproxy is active (running)]] [[t:with PID 1300]]; [[s:haproxy 2.4.22 is installed]]. [[u:It fronts the internal web apps.]]"},
]}

MACHINES = [THESSIA, PALAVEN, TUCHANKA, RANNOCH, OMEGA]
