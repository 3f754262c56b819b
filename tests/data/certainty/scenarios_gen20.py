"""20th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Everyday workstation questions mixed with operations:
asgard (Debian 12 family desktop on a +01:00 clock: memory listing cut to six whose sort settles "nothing else
above 450 MB", two same-name java processes owning different ports, a stale CPU listing, package history with
epochs, a cut warning log with USB, CUPS and DHCP events, a complete port listing, users and groups, a fact the
user supplied), vanaheim (Ubuntu 24.04 API server on UTC: a worker in a restart loop on a wrong Redis port in its
env file, restart counts, a complete gunicorn listing of master and workers, public and private addresses, a
stale system reading, a cut /etc change listing, a nearly full database disk), jotunheim (k3s cluster on a -05:00
clock: a NotReady node on an older kubelet, a crash-looping pod, an image tag that is not found, Services with a
headless one, a stale monitoring namespace, a nearly full /var/lib/rancher, a disk size the user got wrong),
niflheim (Ubuntu 22.04 home NAS on a +09:00 clock: docker containers with a restarting pihole and an exited
syncthing, MB/s against Mbit/s, a stale disk I/O reading, two fresh WireGuard readings that disagree, smartd
warnings, two same-name ffmpeg processes, a steady state whose package source went stale)."""

from _evidence import Clock, GiB, box, deployment, fs, item, node, pod, steady, system_info, unit, user
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
    return {"context": "jotunheim", "namespace": namespace, "items": items}


# --------------------------------------------------------------------------------------------------------
# asgard: Debian 12 desktop of odin (frigg and baldr have accounts). 32 GB sold (31.0 GiB MemTotal).
as_ = Clock("2032-02-11T14:20:00+01:00")
ASMEM = 33_300_000_000

asgard_ev = [
    steady("e1", as_, 3000, hostname="asgard", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-18-amd64", cpu_model="AMD Ryzen 7 5800X 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=ASMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_107_195_904},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952},
                  {"device": "/dev/sda1", "mountpoint": "/home", "fstype": "ext4", "total_bytes": 1_968_000_000_000}],
           network_interfaces=[{"name": "enp5s0", "mac": "2c:f0:5d:a1:77:03", "addresses": ["192.168.40.12/24"],
                                "is_up": True}],
           dns_servers=["192.168.40.1"], default_gateway="192.168.40.1",
           installed_packages={"thunderbird": "1:115.8.0-1~deb12u1", "openssh-server": "1:9.2p1-2+deb12u2",
                               "steam-installer": "1:1.0.0.78", "linux-image-amd64": "6.1.76-1",
                               "openjdk-17-jre-headless": "17.0.10+7-1~deb12u1", "cups": "2.4.2-3+deb12u5",
                               "google-chrome-stable": "121.0.6167.160-1"},
           available_services=["gdm.service", "cups.service", "ssh.service", "NetworkManager.service",
                               "avahi-daemon.service", "minecraft.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "odin", "uid": 1000, "gid": 1000, "home": "/home/odin", "shell": "/bin/bash"},
                  {"name": "frigg", "uid": 1001, "gid": 1001, "home": "/home/frigg", "shell": "/bin/bash"},
                  {"name": "baldr", "uid": 1002, "gid": 1002, "home": "/home/baldr", "shell": "/usr/bin/fish"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["odin"]},
                   {"name": "lpadmin", "gid": 114, "members": ["frigg"]},
                   {"name": "audio", "gid": 29, "members": ["odin", "frigg", "baldr"]},
                   {"name": "plugdev", "gid": 46, "members": ["odin", "frigg"]}]),
    item("e2", "linux_system_info",
         system_info(18.3, [1.92, 1.40, 1.10], 273_600, "2032-02-08T10:20:00+01:00", ASMEM, 12_400_000_000,
                     4 * GiB, 0), as_, 20),
    item("e3", "linux_processes", _procs(318, ASMEM, [
        (7120, "java", "odin", 35.0, 4_200_000_000, "2032-02-11T09:02:11+01:00",
         "java -Xmx6G -jar /srv/minecraft/server.jar nogui"),
        (5230, "chrome", "frigg", 6.1, 1_650_000_000, "2032-02-11T12:44:03+01:00", "/opt/google/chrome/chrome"),
        (7488, "java", "odin", 2.0, 1_100_000_000, "2032-02-11T09:15:40+01:00",
         "/opt/idea/jbr/bin/java -Xmx2048m -classpath /opt/idea/lib/app.jar com.intellij.idea.Main"),
        (5301, "chrome", "frigg", 1.2, 720_000_000, "2032-02-11T12:44:05+01:00",
         "/opt/google/chrome/chrome --type=renderer"),
        (2250, "gnome-shell", "odin", 3.4, 510_000_000, "2032-02-08T10:21:05+01:00", "/usr/bin/gnome-shell"),
        (8802, "thunderbird", "frigg", 0.4, 430_000_000, "2032-02-11T13:05:30+01:00", "/usr/lib/thunderbird/thunderbird"),
    ]), as_, 25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_processes", _procs(316, ASMEM, [
        (9120, "python3", "baldr", 97.3, 210_000_000, "2032-02-11T13:50:02+01:00",
         "python3 /home/baldr/homework/primes.py"),
        (7120, "java", "odin", 33.8, 4_150_000_000, "2032-02-11T09:02:11+01:00",
         "java -Xmx6G -jar /srv/minecraft/server.jar nogui"),
        (5230, "chrome", "frigg", 5.0, 1_600_000_000, "2032-02-11T12:44:03+01:00", "/opt/google/chrome/chrome"),
        (2250, "gnome-shell", "odin", 3.1, 505_000_000, "2032-02-08T10:21:05+01:00", "/usr/bin/gnome-shell"),
    ]), as_, 620, args={"sort": "cpu", "limit": 4}, complete=False),
    item("e5", "linux_package_history", {"events": [
        _event("2032-02-03T08:12:44+01:00", "upgrade", "linux-image-amd64", "6.1.69-1", "6.1.76-1"),
        _event("2032-02-03T08:12:51+01:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u1", "1:9.2p1-2+deb12u2"),
        _event("2032-02-06T19:02:10+01:00", "upgrade", "thunderbird", "1:115.7.0-1~deb12u1", "1:115.8.0-1~deb12u1"),
        _event("2032-02-09T17:30:05+01:00", "install", "steam-installer", None, "1:1.0.0.78"),
        _event("2032-02-09T17:31:40+01:00", "remove", "libreoffice-draw", "4:7.4.7-1+deb12u1", None),
    ]}, as_, 40, args={"since_days": 14}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _entry("2032-02-11T13:41:07+01:00", "kernel", "warning", "usb 3-2: device descriptor read/64, error -71"),
        _entry("2032-02-11T13:41:09+01:00", "kernel", "err", "usb 3-2: device not accepting address 5, error -71"),
        _entry("2032-02-11T13:58:30+01:00", "cups.service", "err",
               "[Job 212] Unable to locate printer \"Brother-HL-L2350DW\"."),
        _entry("2032-02-11T14:05:12+01:00", "NetworkManager.service", "warning",
               "<warn>  [1707656712.3310] dhcp4 (enp5s0): request timed out"),
    ]}, as_, 30, args={"since_minutes": 120, "priority": "warning", "limit": 4}, complete=False),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 245_107_195_904, 201_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_805_952, 6_291_456),
        fs("/dev/sda1", "/home", "ext4", 1_968_000_000_000, 1_102_000_000_000),
    ]}, as_, 15),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "2c:f0:5d:a1:77:03", "addresses": ["192.168.40.12/24"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 880, "sshd"), _listen(631, "127.0.0.1", 912, "cupsd"),
                      _listen(25565, "0.0.0.0", 7120, "java"), _listen(63342, "127.0.0.1", 7488, "java"),
                      _listen(5353, "0.0.0.0", 700, "avahi-daemon", proto="udp")],
        "connections": [_conn("192.168.40.12:25565", "192.168.40.31:52114", 7120, "java"),
                        _conn("192.168.40.12:40112", "142.250.74.110:443", 5230, "chrome")]}, as_, 18),
]

ASGARD = {"name": "asgard", "clock": as_, "evidence": asgard_ev, "answers": [
    {"q": "why is my computer so sluggish right now?", "ev": ["e2", "e3", "e4"],
     "a": "Hi! Let me take a look. 😊\n\n"
          "- [[s:Overall CPU usage is fairly low, at about 18%]].\n"
          "- [[s:The 1-minute load average is 1.92]], [[c:which is lower than the 15-minute average]].\n"
          "- [[s:The biggest memory user is a Java process (PID 7120) run by odin, at about 4.2 GB]].\n"
          "- [[t:A python3 script owned by baldr is using around 97% CPU]] — [[u:it's probably stuck in a loop]].\n"
          "- [[s:You still have roughly 12 GB of memory available]] [[s:and no swap in use]].\n\n"
          "Honestly, [[u:the Minecraft server is most likely what you're feeling]]. Want me to check what it's doing?"},
    {"q": "who's using the most ram", "ev": ["e1", "e3"],
     "a": "[[s:java, pid 7120 (odin), ~4.2 GB]]. [[s:next: chrome (frigg) ~1.65 GB]]. "
          "[[c:thunderbird isn't in the top six]]. [[s:nothing outside that list uses more than 450 MB]]. "
          "[[u:baldr isn't running anything]]. [[u:frigg has only two processes open]]. [[c:box has 16 GB of RAM]]."},
    {"q": "What version of Thunderbird do I have, and when did it last update?", "ev": ["e1", "e5"],
     "a": "Here's what I found:\n\n"
          "| Package | Installed |\n|---|---|\n"
          "| thunderbird | [[s:1:115.8.0-1~deb12u1]] |\n"
          "| openssh-server | [[c:1:9.2p1-2+deb12u1]] |\n"
          "| steam-installer | [[s:1:1.0.0.78]] |\n\n"
          "[[s:Thunderbird was upgraded from 115.7.0 on 6 February at 19:02]]. "
          "[[c:The kernel package went to 6.1.76-1 yesterday]], and [[u:that update fixed a security hole]]. "
          "[[s:libreoffice-draw was removed on the 9th]]. [[u:baldr installed Steam]]."},
    {"q": "anything bad in the logs in the last two hours?", "ev": ["e6"],
     "a": "Findings:\n\n"
          "1. [[s:At 13:41 the kernel reported USB errors on port 3-2 (error -71)]] — [[u:usually a bad cable or hub]].\n"
          "2. [[s:CUPS could not locate the printer \"Brother-HL-L2350DW\" for job 212]], [[c:at 13:48]].\n"
          "3. [[s:NetworkManager had a DHCP timeout on enp5s0 about 15 minutes ago]].\n"
          "4. [[u:sshd logged no errors]].\n\n"
          "Summary: [[c:every warning came from the kernel]]."},
    {"q": "how much disk space is left?", "ev": ["e1", "e7"],
     "a": "You asked how much free space is left. Short version:\n\n"
          "- `/` — [[s:about 82% full]], [[s:roughly 44 GB free]]\n"
          "- `/home` — [[s:1.1 TB used of about 2 TB]], [[c:so around 60% free]]\n"
          "- [[c:/boot/efi is an ext4 partition]]\n\n"
          "[[u:At this rate / will fill up in about a month]]. To see what's big:\n\n"
          "```\nsudo du -xh --max-depth=1 / | sort -h\n```"},
    {"q": "what's listening on the network?", "ev": ["e3", "e8"],
     "a": "- [[s:Port 22 on all interfaces — sshd]]\n"
          "- [[s:Port 631 on localhost only — cupsd]]\n"
          "- [[s:Port 25565 on 0.0.0.0 — the Java process with PID 7120, which belongs to odin]]\n"
          "- [[c:Port 63342 is the same Java process (7120)]]\n"
          "- [[s:mDNS on UDP 5353 (avahi-daemon)]]\n\n"
          "[[s:Nothing else is listening]]. [[s:Someone at 192.168.40.31 is connected to the Minecraft port]], "
          "but [[u:the server is reachable from the internet too]]. [[u:cupsd runs as root]] (e8)."},
    {"q": "Who can use sudo here? frigg says she's an admin.", "ev": ["e1"],
     "extra": [user("u1", "frigg told me she has admin rights on this computer.", as_)],
     "a": "No — [[s:only odin is in the sudo group]]. [[s:frigg is a member of lpadmin]] [[c:and of the docker "
          "group]], [[s:but not sudo]]. [[s:baldr's shell is /usr/bin/fish]] [[c:and his UID is 1001]]. "
          "[[s:There are three regular accounts: odin, frigg and baldr]]."},
]}


# --------------------------------------------------------------------------------------------------------
# vanaheim: Ubuntu 24.04 API server on UTC. 64 GB sold (62.6 GiB MemTotal). ledger-worker points at Redis 6380.
va = Clock("2032-03-02T03:40:00+00:00")
VAMEM = 67_200_000_000

vanaheim_ev = [
    steady("e1", va, 5000, hostname="vanaheim", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=VAMEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 478_000_000_000},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1_920_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:22:a4", "addresses": ["203.0.113.40/24"],
                                "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:10:22:a5", "addresses": ["10.8.0.5/16"],
                                "is_up": True}],
           dns_servers=["10.8.0.2", "10.8.0.3"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.24.0-2ubuntu7.1", "postgresql-16": "16.6-0ubuntu0.24.04.1",
                               "redis-server": "5:7.0.15-1build2", "python3.12": "3.12.3-1ubuntu0.4",
                               "openssl": "3.0.13-0ubuntu3.4", "prometheus-node-exporter": "1.7.0-1ubuntu0.2"},
           available_services=["nginx.service", "postgresql@16-main.service", "redis-server.service",
                               "ledger-api.service", "ledger-worker.service", "ssh.service", "certbot.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 113, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "redis", "uid": 114, "gid": 122, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "ingrid", "uid": 1001, "gid": 1001, "home": "/home/ingrid", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ingrid"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "ingrid"]}]),
    item("e2", "linux_service_status", {"units": [
        _unit(0, "nginx.service", "active", "running", pid=1201, since="2032-02-20T11:02:00+00:00",
              desc="A high performance web server and a reverse proxy server"),
        _unit(0, "postgresql@16-main.service", "active", "running", pid=1102, since="2032-02-20T11:01:40+00:00",
              desc="PostgreSQL Cluster 16-main"),
        _unit(0, "redis-server.service", "active", "running", pid=1150, since="2032-02-20T11:01:42+00:00",
              desc="Advanced key-value store"),
        _unit(14, "ledger-api.service", "active", "running", pid=48811, since="2032-03-02T03:31:47+00:00",
              desc="Ledger HTTP API (gunicorn)"),
        _unit(57, "ledger-worker.service", "activating", "auto-restart", pid=None, since=None,
              desc="Ledger background worker"),
        _unit(0, "ssh.service", "active", "running", pid=990, since="2032-02-20T11:01:30+00:00",
              desc="OpenBSD Secure Shell server"),
        _unit(0, "certbot.service", "inactive", "dead", ufs="static", desc="Certbot"),
    ]}, va, 20),
    item("e3", "linux_processes", _procs(5, VAMEM, [
        (48811, "gunicorn", "deploy", 0.2, 61_000_000, "2032-03-02T03:31:47+00:00", "gunicorn: master [ledger.api:app]"),
        (48830, "gunicorn", "deploy", 3.1, 190_000_000, "2032-03-02T03:31:48+00:00", "gunicorn: worker [ledger.api:app]"),
        (48831, "gunicorn", "deploy", 2.7, 186_000_000, "2032-03-02T03:31:48+00:00", "gunicorn: worker [ledger.api:app]"),
        (48832, "gunicorn", "deploy", 0.4, 181_000_000, "2032-03-02T03:31:48+00:00", "gunicorn: worker [ledger.api:app]"),
        (48833, "gunicorn", "deploy", 5.8, 204_000_000, "2032-03-02T03:31:48+00:00", "gunicorn: worker [ledger.api:app]"),
    ]), va, 25, args={"name": "gunicorn"}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:10:22:a4", "addresses": ["203.0.113.40/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:10:22:a5", "addresses": ["10.8.0.5/16"], "is_up": True}],
        "listening": [_listen(80, "0.0.0.0", 1201, "nginx"), _listen(443, "0.0.0.0", 1201, "nginx"),
                      _listen(22, "0.0.0.0", 990, "sshd"), _listen(5432, "127.0.0.1", 1102, "postgres"),
                      _listen(6379, "127.0.0.1", 1150, "redis-server"), _listen(8000, "127.0.0.1", 48811, "gunicorn"),
                      _listen(9100, "0.0.0.0", 1400, "node_exporter")],
        "connections": [_conn("127.0.0.1:41822", "127.0.0.1:5432", 48831, "gunicorn"),
                        _conn("203.0.113.40:443", "198.51.100.77:50312", 1201, "nginx")]}, va, 22),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "ledger-worker.service", "entries": [
        _entry("2032-03-02T03:38:51+00:00", "ledger-worker.service", "err",
               "redis.exceptions.ConnectionError: Error 111 connecting to 127.0.0.1:6380. Connection refused."),
        _entry("2032-03-02T03:38:51+00:00", "ledger-worker.service", "err",
               "ledger-worker.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2032-03-02T03:38:51+00:00", "ledger-worker.service", "warning",
               "ledger-worker.service: Failed with result 'exit-code'."),
        _entry("2032-03-02T03:39:01+00:00", "ledger-worker.service", "info",
               "ledger-worker.service: Scheduled restart job, restart counter is at 57."),
        _entry("2032-03-02T03:39:02+00:00", "ledger-worker.service", "info",
               "Started ledger-worker.service - Ledger background worker."),
        _entry("2032-03-02T03:39:04+00:00", "ledger-worker.service", "err",
               "redis.exceptions.ConnectionError: Error 111 connecting to 127.0.0.1:6380. Connection refused."),
    ]}, va, 30, args={"unit": "ledger-worker.service", "limit": 6}, complete=False),
    item("e6", "linux_system_info",
         system_info(71.0, [6.8, 5.9, 4.2], 922_470, "2032-02-20T11:00:30+00:00", VAMEM, 21_500_000_000,
                     8 * GiB, 1_200_000_000), va, 1500),
    item("e7", "linux_file_changes", {"root": "/etc", "since": "2032-03-01T03:40:00+00:00", "files": [
        {"path": "/etc/ledger/worker.env", "mtime": "2032-03-01T22:14:05+00:00", "size_bytes": 212},
        {"path": "/etc/nginx/sites-available/ledger", "mtime": "2032-03-01T22:20:11+00:00", "size_bytes": 1840},
        {"path": "/etc/group", "mtime": "2032-03-01T16:03:12+00:00", "size_bytes": 912},
    ]}, va, 35, args={"root": "/etc", "since_minutes": 1440, "limit": 3}, complete=False),
    item("e8", "linux_file_read", {"path": "/etc/ledger/worker.env", "offset": 0, "limit": 50, "total_lines": 3,
                                   "lines": ["LEDGER_DB_URL=postgresql://ledger:***@127.0.0.1:5432/ledger",
                                             "REDIS_URL=redis://127.0.0.1:6380/0",
                                             "WORKER_CONCURRENCY=4"]},
         va, 33, args={"path": "/etc/ledger/worker.env"}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 478_000_000_000, 310_000_000_000),
        fs("/dev/md1", "/var/lib/postgresql", "xfs", 1_920_000_000_000, 1_710_000_000_000),
    ]}, va, 15),
]

VANAHEIM = {"name": "vanaheim", "clock": va, "evidence": vanaheim_ev, "answers": [
    {"q": "why does ledger-worker keep restarting?", "ev": ["e2", "e4", "e5", "e8"],
     "a": "Summary: [[s:ledger-worker.service is stuck in a restart loop]] — [[s:systemd has restarted it 57 times]].\n\n"
          "Findings:\n"
          "1. [[s:The worker exits because it cannot connect to Redis at 127.0.0.1:6380]] (e5).\n"
          "2. [[s:Its env file sets REDIS_URL to port 6380]] (e8), [[c:and redis-server is not running]] (e2).\n"
          "3. [[s:Redis is actually listening on 127.0.0.1:6379]] (e4).\n"
          "4. [[u:The API service has restarted 14 times as well]] (e5).\n"
          "5. [[u:The env file was probably edited by mistake during last night's deploy]].\n\n"
          "Fix: change the port to 6379, then:\n\n```\nsudo systemctl restart ledger-worker\n```"},
    {"q": "which user runs gunicorn and how many workers are there", "ev": ["e1", "e3"],
     "a": "[[s:Master is PID 48811, user deploy]]. [[c:Five workers]], [[s:all owned by deploy]]; "
          "[[s:busiest is 48833]]. [[s:All started at 03:31]]. [[c:deploy is in sudo]]. "
          "[[s:Home: /home/deploy]]."},
    {"q": "what's exposed to the outside on vanaheim?", "ev": ["e1", "e4"],
     "a": "| Port | Bound to | Process |\n|---|---|---|\n"
          "[[s:| 80, 443 | 0.0.0.0 | nginx |]]\n"
          "[[s:| 22 | 0.0.0.0 | sshd |]]\n"
          "[[c:| 5432 | 0.0.0.0 | postgres |]]\n"
          "[[s:| 9100 | 0.0.0.0 | node_exporter |]]\n\n"
          "[[s:The public address is 203.0.113.40 on eno1]]. [[s:Redis and gunicorn only listen on localhost]]. "
          "[[c:The private interface eno2 is 10.8.0.5/24]]. [[s:DNS goes to 10.8.0.2 and 10.8.0.3]]. [[u:sshd runs as root]]."},
    {"q": "Is the server under heavy load?", "ev": ["e2", "e6"],
     "a": "Good question! Let me walk you through it.\n\n"
          "[[t:CPU usage is high, at about 71%]], and [[t:the 1-minute load average is 6.8]] — "
          "[[t:about 21 GB of RAM is still available]] though. "
          "[[s:The core services — nginx, PostgreSQL and Redis — are all active]]. "
          "[[c:ledger-worker is running normally]]. [[u:The load is probably caused by the worker restarting]].\n\n"
          "Let me know if you'd like a fresh reading!"},
    {"q": "what changed in /etc in the last day?", "ev": ["e7", "e8"],
     "a": "1. [[s:/etc/ledger/worker.env was modified at 22:14 last night]]\n"
          "2. [[s:/etc/nginx/sites-available/ledger changed about six minutes later]]\n"
          "3. [[c:/etc/group was changed around 18:00]]\n\n"
          "[[u:Nothing else under /etc was touched]]. [[s:worker.env has three lines]] and "
          "[[s:sets WORKER_CONCURRENCY to 4]]. [[s:LEDGER_DB_URL points at 127.0.0.1:5432]]."},
    {"q": "Is the database disk going to run out?", "ev": ["e1", "e9"],
     "a": "Yes, [[s:it's getting full: /var/lib/postgresql is at 89%]], [[s:with about 210 GB free]] "
          "[[s:on a 1.9 TB xfs volume]]. [[c:The root filesystem is nearly full too, at 90%]]. "
          "[[u:At the current growth rate the database disk will be full in about two weeks]]. [[u:Most of it is the ledger events table]]."},
    {"q": "what versions of redis and postgres are installed and how long has nginx been up?", "ev": ["e1", "e2"],
     "a": "- Redis: [[s:redis-server 5:7.0.15-1build2]]\n"
          "- PostgreSQL: [[c:PostgreSQL 15]]\n"
          "- nginx: [[s:running since 20 February]], [[s:with no restarts since]]\n"
          "- [[s:ledger-api has restarted 14 times]], [[u:probably because of the worker]]\n"
          "- [[c:certbot.service is enabled]]\n\n"
          "[[s:OpenSSL is 3.0.13-0ubuntu3.4]]."},
]}


# --------------------------------------------------------------------------------------------------------
# jotunheim: k3s cluster (control plane ymir) on a -05:00 clock. hrym is NotReady on an older kubelet.
jo = Clock("2032-04-15T16:05:00-05:00")

jotunheim_ev = [
    item("e1", "kubernetes_get", _kube(None, [node("ymir", True, "v1.30.2+k3s1"), node("surtr", True, "v1.30.2+k3s1"),
                                             node("hrym", False, "v1.29.6+k3s1")]), jo, 20, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", _kube("shop", [
        pod("checkout-7d9f8c6b5-x2kqp", "shop", "Running", "surtr", 0, True, started="2032-04-14T09:12:00-05:00"),
        pod("checkout-7d9f8c6b5-m8ztw", "shop", "Running", "ymir", 0, True, started="2032-04-14T09:12:04-05:00"),
        pod("cart-5c8b7d9f4-q7plr", "shop", "Running", "surtr", 23, False, waiting="CrashLoopBackOff"),
        pod("search-6f7d5b8c9-ab12c", "shop", "Pending", "hrym", 0, False, waiting="ImagePullBackOff"),
        pod("payments-84c9d7f6b-k3vwz", "shop", "Running", "ymir", 2, True, started="2032-04-15T11:40:00-05:00"),
    ]), jo, 25, args={"resource": "pods", "namespace": "shop"}),
    item("e3", "kubernetes_get", _kube("shop", [
        deployment("checkout", "shop", 2, 2), deployment("cart", "shop", 1, 0),
        deployment("search", "shop", 1, 0), deployment("payments", "shop", 1, 1),
    ]), jo, 25, args={"resource": "deployments", "namespace": "shop"}),
    item("e4", "kubernetes_get", _kube("shop", [
        _svc("checkout", "shop", "ClusterIP", "10.43.12.7", [{"port": 80, "targetPort": 8080, "protocol": "TCP"}]),
        _svc("cart", "shop", "ClusterIP", "10.43.55.21", [{"port": 80, "targetPort": 3000, "protocol": "TCP"}]),
        _svc("payments-headless", "shop", "ClusterIP", "None", [{"port": 9000, "targetPort": 9000, "protocol": "TCP"}]),
        _svc("storefront", "shop", "LoadBalancer", "10.43.0.90", [{"port": 443, "targetPort": 8443, "protocol": "TCP"}]),
    ]), jo, 30, args={"resource": "services", "namespace": "shop"}),
    item("e5", "kubernetes_get", _kube("monitoring", [
        pod("prometheus-server-5b7c9d8f6-pq4rs", "monitoring", "Running", "ymir", 0, True,
            started="2032-04-10T08:00:00-05:00"),
        pod("grafana-6c8d9b7f5-zz9xk", "monitoring", "Running", "surtr", 5, True, started="2032-04-15T10:15:00-05:00"),
    ]), jo, 900, args={"resource": "pods", "namespace": "monitoring"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2032-04-15T15:52:10-05:00", "k3s.service", "warning",
               "Failed to pull image \"registry.jotun.lan/shop/search:2.4.1\": rpc error: code = NotFound desc = "
               "failed to resolve reference \"registry.jotun.lan/shop/search:2.4.1\": not found"),
        _entry("2032-04-15T15:57:31-05:00", "k3s.service", "warning",
               "Failed to pull image \"registry.jotun.lan/shop/search:2.4.1\": rpc error: code = NotFound desc = "
               "failed to resolve reference \"registry.jotun.lan/shop/search:2.4.1\": not found"),
        _entry("2032-04-15T16:02:48-05:00", "k3s.service", "info",
               "Back-off pulling image \"registry.jotun.lan/shop/search:2.4.1\""),
    ]}, jo, 30, args={"unit": "k3s.service", "grep": "search", "since_minutes": 60}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/sdb1", "/var/lib/rancher", "ext4", 240_000_000_000, 226_100_000_000),
    ]}, jo, 15, args={"path": "/var/lib/rancher"}),
    steady("e8", jo, 2400, hostname="ymir", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-20-amd64", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=33_400_000_000,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 118_000_000_000},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "ext4",
                   "total_bytes": 240_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "98:fa:9b:60:11:2e", "addresses": ["10.77.1.10/24"],
                                "is_up": True}],
           dns_servers=["10.77.1.1"], default_gateway="10.77.1.1",
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "skadi", "uid": 1000, "gid": 1000, "home": "/home/skadi", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["skadi"]}]),
]

JOTUNHEIM = {"name": "jotunheim", "clock": jo, "evidence": jotunheim_ev, "answers": [
    {"q": "are all my nodes healthy?", "ev": ["e1"],
     "a": "No, [[s:hrym is NotReady]]. [[s:ymir and surtr are Ready]], [[s:both on kubelet v1.30.2+k3s1]]. "
          "[[c:hrym runs the same kubelet version]]. [[s:The cluster has three nodes in total]]. "
          "[[u:hrym went NotReady this morning]]. [[u:hrym has probably lost its network link]].\n\nTry `kubectl describe node hrym` for the conditions."},
    {"q": "what's broken in the shop namespace?", "ev": ["e2", "e3"],
     "a": "## shop namespace\n\n"
          "1. [[s:cart is in CrashLoopBackOff]] [[s:with 23 restarts]]\n"
          "2. [[s:search can't pull its image (ImagePullBackOff)]] [[s:and is stuck Pending on hrym]]\n"
          "3. [[s:checkout has 2 of 2 replicas ready]] ✅\n"
          "4. [[c:payments has never restarted]]\n\n"
          "[[s:Two deployments have no ready replicas]]. [[u:cart is most likely crashing because it runs out of "
          "memory]]. [[c:Both checkout pods run on surtr]]."},
    {"q": "list the services in shop with their IPs", "ev": ["e4"],
     "a": "| Service | Type | Cluster IP | Port |\n|---|---|---|---|\n"
          "| checkout | ClusterIP | [[s:10.43.12.7]] | [[s:80 → 8080]] |\n"
          "| cart | ClusterIP | [[s:10.43.55.21]] | 80 |\n"
          "| payments-headless | ClusterIP | [[c:10.43.88.4]] | 9000 |\n"
          "| storefront | [[s:LoadBalancer]] | 10.43.0.90 | [[s:443]] |\n\n"
          "[[u:storefront's external IP is 10.77.1.200]]. [[u:cart is the only Service without endpoints]]."},
    {"q": "how's the monitoring stack doing? and shop?", "ev": ["e2", "e5"],
     "a": "Monitoring: [[t:prometheus-server is Running]] and [[t:grafana has restarted 5 times]], "
          "[[t:both ready]]. Shop: [[s:the two checkout pods are running]]. [[u:Alerts are firing for cart]]."},
    {"q": "Why can't search start?", "ev": ["e2", "e6"],
     "a": "You asked why search can't start. [[s:k3s logged a failed pull of "
          "registry.jotun.lan/shop/search:2.4.1 at 15:52]] — [[s:the registry says the tag was not found]]. "
          "[[c:That first happened about an hour ago]], [[s:and it failed again at 15:57]]. [[u:The pod has been Pending for 13 minutes]] (e6). "
          "[[u:Someone probably deleted the 2.4.1 tag]].\n\n"
          "Check with `kubectl -n shop describe pod search-6f7d5b8c9-ab12c`."},
    {"q": "Is the rancher disk filling up? It's a 500 GB drive.", "ev": ["e7", "e8"],
     "extra": [user("u1", "Our rancher disk on ymir is 500 GB.", jo)],
     "a": "Yes — [[s:/var/lib/rancher is 94% full]] [[s:with about 14 GB free]]. [[c:It is the 500 GB drive you "
          "mentioned]]. [[u:k3s will start evicting pods at 95%]]. [[s:This is on ymir]], "
          "[[s:which runs Debian 12]] [[s:with about 32 GB of RAM]]."},
]}


# --------------------------------------------------------------------------------------------------------
# niflheim: Ubuntu 22.04 home NAS of hel on a +09:00 clock. Package source of the steady state went stale.
ni = Clock("2032-05-20T21:30:00+09:00")
NIMEM = 16_477_000_000

niflheim_ev = [
    steady("e1", ni, 4000, hostname="niflheim", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-105-generic", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=NIMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_000_000_000},
                  {"device": "/dev/sdb1", "mountpoint": "/mnt/tank", "fstype": "ext4",
                   "total_bytes": 7_801_000_000_000}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:0f:19", "addresses": ["192.168.7.20/24"],
                                "is_up": True},
                               {"name": "wg0", "mac": None, "addresses": ["10.66.0.1/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:11:09:c3", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.7.1",
           installed_packages={"docker-ce": "5:26.1.3-1~ubuntu.22.04~jammy", "samba": "2:4.15.13+dfsg-0ubuntu1.6",
                               "wireguard-tools": "1.0.20210914-1ubuntu2", "smartmontools": "7.2-1ubuntu0.1"},
           available_services=["docker.service", "smbd.service", "smartd.service", "wg-quick@wg0.service",
                               "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "hel", "uid": 1000, "gid": 1000, "home": "/home/hel", "shell": "/bin/bash"},
                  {"name": "sigyn", "uid": 1001, "gid": 1001, "home": "/home/sigyn", "shell": "/usr/sbin/nologin"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["hel"]},
                   {"name": "docker", "gid": 999, "members": ["hel"]},
                   {"name": "sambashare", "gid": 136, "members": ["hel", "sigyn"]}],
           stale_sources=["packages"]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f0c9e2b3d4", "jellyfin", "jellyfin/jellyfin:10.9.2", "running", "Up 3 days",
            "2032-05-17T18:02:00+09:00", ["0.0.0.0:8096->8096/tcp"]),
        box("b7e2d1c0a9f8", "pihole", "pihole/pihole:2024.05.0", "restarting", "Restarting (1) 12 seconds ago",
            "2032-05-10T10:00:00+09:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
        box("c3d4e5f6a7b8", "nextcloud", "nextcloud:29-apache", "running", "Up 3 days",
            "2032-05-17T18:01:30+09:00", ["0.0.0.0:8443->443/tcp"]),
        box("d9e8f7a6b5c4", "nextcloud-db", "mariadb:10.11", "running", "Up 3 days", "2032-05-17T18:01:20+09:00"),
        box("e1d2c3b4a5f6", "syncthing", "syncthing/syncthing:1.27", "exited", "Exited (137) 2 hours ago",
            "2032-05-12T09:30:00+09:00"),
    ]}, ni, 20, args={"all": True}),
    item("e3", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 310_000, "write_bytes_per_s": 1_200_000, "busy_percent": 2.5},
        {"device": "sdb", "read_bytes_per_s": 182_000_000, "write_bytes_per_s": 4_100_000, "busy_percent": 98.0},
    ]}, ni, 15),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp1s0", "rx_bytes_per_s": 1_250_000, "tx_bytes_per_s": 23_400_000},
        {"name": "wg0", "rx_bytes_per_s": 2_000, "tx_bytes_per_s": 1_000},
    ]}, ni, 15),
    item("e5", "linux_service_status",
         unit("wg-quick@wg0.service", "active", "exited", pid=None, since="2032-05-17T17:58:30+09:00",
              desc="WireGuard via wg-quick(8) for wg0"), ni, 30, args={"name": "wg-quick@wg0"}),
    item("e6", "linux_service_status",
         unit("wg-quick@wg0.service", "inactive", "dead", pid=None, since=None,
              desc="WireGuard via wg-quick(8) for wg0"), ni, 50, args={"name": "wg-quick@wg0.service"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _entry("2032-05-20T20:41:10+09:00", "smartd.service", "crit",
               "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
        _entry("2032-05-20T21:11:10+09:00", "smartd.service", "info",
               "Device: /dev/sdb [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 38 to 44"),
    ]}, ni, 25, args={"grep": "smartd", "since_minutes": 120}),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 120_000, "write_bytes_per_s": 800_000, "busy_percent": 1.1},
        {"device": "sdb", "read_bytes_per_s": 9_500_000, "write_bytes_per_s": 2_000_000, "busy_percent": 12.0},
    ]}, ni, 900),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 250_000_000_000, 61_000_000_000),
        fs("/dev/sdb1", "/mnt/tank", "ext4", 7_801_000_000_000, 6_904_000_000_000),
    ]}, ni, 15),
    item("e10", "linux_processes", _procs(231, NIMEM, [
        (3301, "ffmpeg", "root", 142.0, 820_000_000, "2032-05-20T21:02:14+09:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -i /media/films/nosferatu.mkv -c:v libx264 -preset veryfast"),
        (3350, "ffmpeg", "root", 61.5, 540_000_000, "2032-05-20T21:19:40+09:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -i /media/shows/s02e04.mkv -c:a aac"),
        (2100, "jellyfin", "root", 8.0, 1_150_000_000, "2032-05-17T18:02:05+09:00", "/jellyfin/jellyfin"),
        (1502, "smbd", "root", 4.1, 48_000_000, "2032-05-17T17:58:10+09:00",
         "/usr/sbin/smbd --foreground --no-process-group"),
        (2760, "mariadbd", "999", 1.2, 390_000_000, "2032-05-17T18:01:50+09:00", "mariadbd"),
    ]), ni, 20, args={"sort": "cpu", "limit": 5}, complete=False),
]

NIFLHEIM = {"name": "niflheim", "clock": ni, "evidence": niflheim_ev, "answers": [
    {"q": "which containers are up?", "ev": ["e2"],
     "a": "| Container | State |\n|---|---|\n"
          "| jellyfin | [[s:✅ running]] |\n"
          "| nextcloud | [[s:✅ running]] |\n"
          "| nextcloud-db | [[s:✅ running]] |\n"
          "| pihole | [[c:✅ running]] |\n"
          "| syncthing | [[s:❌ exited]] |\n\n"
          "[[s:syncthing exited with code 137 about two hours ago]] — [[u:that's usually the OOM killer]]. [[u:pihole keeps restarting because port 53 is already taken]]. "
          "[[c:Four of the five containers are running]]. [[s:Jellyfin is published on port 8096]] and "
          "[[s:pihole on port 53 over both TCP and UDP]]."},
    {"q": "why is streaming so slow tonight?", "ev": ["e3", "e4", "e8"],
     "a": "Hey! A few things stand out:\n\n"
          "- [[s:sdb is about 98% busy]], [[s:reading around 182 MB/s]].\n"
          "- [[c:Upload on enp1s0 is only about 23 Mbit/s]].\n"
          "- [[s:Download is about 10 Mbit/s]].\n"
          "- [[t:sdb was only 12% busy]] in the earlier reading.\n"
          "- [[s:The WireGuard tunnel is nearly idle]].\n\n"
          "[[u:Someone is probably streaming from Jellyfin over the internet]]. Hope that helps!"},
    {"q": "is my new disk dying?", "ev": ["e1", "e7"],
     "extra": [user("u1", "I replaced the second drive (sdb) two weeks ago.", ni)],
     "a": "1. [[s:smartd reports 8 pending (unreadable) sectors on /dev/sdb]], [[s:logged at 20:41]].\n"
          "2. [[s:Its temperature went from 38 to 44 °C]] [[c:around 20:11]].\n"
          "3. [[s:smartd logged nothing about /dev/sda]].\n\n"
          "[[u:The drive is likely failing]]. Since you replaced it two weeks ago, [[u:it should still be under "
          "warranty]]. [[s:/dev/sdb1 is mounted on /mnt/tank]].\n\n"
          "Run `sudo smartctl -a /dev/sdb` for the full report."},
    {"q": "Is wireguard up?", "ev": ["e1", "e5", "e6"],
     "a": "[[u:wg-quick@wg0 is active]]. [[s:wg0 has the address 10.66.0.1/24]]; [[c:the wg0 interface is down]]. "
          "[[t:wireguard-tools 1.0.20210914-1ubuntu2 is installed]]. [[u:Your phone is probably connected]]. [[u:No peer has connected today]]."},
    {"q": "disk and cpu?", "ev": ["e1", "e9", "e10"],
     "a": "tank: [[s:88% used]], [[s:~0.9 TB free]]. root: [[c:40% used]]. top cpu: [[s:ffmpeg 3301 at ~140%]], "
          "[[s:a second ffmpeg (3350) at ~62%]], [[s:both as root]]. [[s:jellyfin itself ~8%]]. "
          "[[s:nothing else above 5%]]. [[c:CPU has 8 threads]]."},
    {"q": "who has accounts on the nas and what's it running?", "ev": ["e1"],
     "a": "**Accounts:**\n"
          "- [[s:hel (UID 1000)]]\n- [[s:sigyn (UID 1001)]] — [[s:can't log in to a shell (/usr/sbin/nologin)]]\n\n"
          "[[s:Both are in sambashare]]; [[c:both are in docker]]. [[c:There are three human accounts]].\n\n"
          "**System:** [[s:Ubuntu 22.04]] [[s:on kernel 5.15.0-105]], [[s:16 GB of RAM]], "
          "[[t:docker-ce 5:26.1.3]]. [[s:The default gateway is 192.168.7.1]]. [[u:sigyn only uses the Samba shares]]."},
]}


MACHINES = [ASGARD, VANAHEIM, JOTUNHEIM, NIFLHEIM]
