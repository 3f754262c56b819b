"""Test machines (third held-out split, written after all tuning on train and dev, scored once): jedha (Debian
ZFS NAS), coruscant (Ubuntu developer workstation), dathomir (Alpine VPS), batuu (Kubernetes web cluster)."""

from _evidence import GiB, MiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user

TiB = 2**40

# --------------------------------------------------------------------------------------------------------
jd = Clock("2026-11-30T09:15:00+00:00")
JMEM = 33412055040
jedha_ev = [
    steady("e1", jd, 2200, hostname="jedha", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           os_pretty_name="Debian GNU/Linux 12 (bookworm)", kernel="6.1.0-28-amd64",
           cpu_model="Intel(R) Pentium(R) Gold G6400 CPU @ 4.00GHz", cpu_cores=2, cpu_threads=4, memory_total_bytes=JMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 119481446400},
                  {"device": "tank/media", "mountpoint": "/tank/media", "fstype": "zfs", "total_bytes": 14 * TiB},
                  {"device": "tank/backups", "mountpoint": "/tank/backups", "fstype": "zfs", "total_bytes": 4 * TiB}],
           installed_packages={"zfsutils-linux": "2.2.6-1~bpo12+1", "zfs-dkms": "2.2.6-1~bpo12+1",
                               "nfs-kernel-server": "1:2.6.2-4", "smartmontools": "7.3-pre1", "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["nfs-server.service", "zfs-zed.service", "smartd.service", "ssh.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "cassian", "uid": 1000, "gid": 1000, "home": "/home/cassian", "shell": "/bin/bash"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "nas", "gid": 1001, "members": ["cassian"]}, {"name": "sudo", "gid": 27, "members": ["cassian"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 119481446400, 18 * GiB),
        fs("tank/media", "/tank/media", "zfs", 14 * TiB, 13304066297446),
        fs("tank/backups", "/tank/backups", "zfs", 4 * TiB, 4288095351398)]}, jd, 40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "smartd.service", "entries": [
        {"time": "2026-11-30T03:12:40+00:00", "unit": "smartd.service", "priority": "warning",
         "message": "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"},
        {"time": "2026-11-30T03:12:40+00:00", "unit": "smartd.service", "priority": "warning",
         "message": "Device: /dev/sdc [SAT], 8 Offline uncorrectable sectors"}]}, jd, 60,
         {"unit": "smartd", "since_minutes": 1440}),
    item("e4", "linux_service_status", unit("nfs-server.service", "active", "exited", "enabled", None,
                                            "2026-11-25T10:00:03+00:00", "NFS server and services"), jd, 20, {"name": "nfs-server"}),
    item("e5", "linux_network_info", {"interfaces": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 2049, "pid": None, "process": None},
        {"proto": "tcp", "address": "0.0.0.0", "port": 111, "pid": 610, "process": "rpcbind"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 700, "process": "sshd"}],
        "connections": [{"proto": "tcp", "local": "192.168.10.5:2049", "remote": "192.168.10.41:884",
                         "status": "ESTABLISHED", "pid": None, "process": None}]}, jd, 30),
    item("e6", "linux_file_read", {"path": "/etc/exports", "offset": 0, "limit": 100, "total_lines": 2, "lines": [
        "/tank/media 192.168.10.0/24(ro,no_subtree_check)", "/tank/backups 192.168.10.41(rw,sync,no_root_squash)"]},
         jd, 30, {"path": "/etc/exports"}),
    item("e7", "linux_package_history", {"events": [
        {"time": "2026-11-20T06:30:00+00:00", "action": "upgrade", "package": "zfsutils-linux",
         "from_version": "2.2.4-1~bpo12+1", "to_version": "2.2.6-1~bpo12+1"},
        {"time": "2026-11-20T06:30:20+00:00", "action": "upgrade", "package": "zfs-dkms",
         "from_version": "2.2.4-1~bpo12+1", "to_version": "2.2.6-1~bpo12+1"}]}, jd, 60, {"since_days": 30}),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sdc", "read_bytes_per_s": 1_200_000, "write_bytes_per_s": 0, "busy_percent": 96.0},
        {"device": "sda", "read_bytes_per_s": 45_000_000, "write_bytes_per_s": 2_000_000, "busy_percent": 41.0},
        {"device": "sdb", "read_bytes_per_s": 44_000_000, "write_bytes_per_s": 2_000_000, "busy_percent": 40.0}]},
         jd, 15, {"interval_seconds": 1.0}),
    item("e9", "linux_disk_usage", {"filesystems": [fs("tank/backups", "/tank/backups", "zfs", 4 * TiB, int(4 * TiB * 0.91))]},
         jd, 7200, {"path": "/tank/backups"}),
]
JEDHA = {"name": "jedha", "clock": jd, "evidence": jedha_ev, "answers": [
    {"q": "Are my pools full?", "ev": ["e2"],
     "a": "### Storage\n\n| Dataset | Size | Used | Use% |\n|---|---|---|---|\n"
          "| [[s:tank/media]] | [[s:14 TiB]] | [[s:12.1 TiB]] | [[s:86%]] |\n| [[s:tank/backups]] | [[s:4 TiB]] | [[s:3.9 TiB]] | [[c:79%]] |\n"
          "| [[s:/]] | [[s:111 GiB]] | [[s:18 GiB]] | [[s:16%]] |\n\n⚠️ [[s:tank/backups is nearly full]]."},
    {"q": "Is a disk failing?", "ev": ["e3", "e8"],
     "a": "[[s:smartd reports 8 currently unreadable (pending) sectors on /dev/sdc]] and [[s:8 offline uncorrectable "
          "sectors]], [[s:logged at 03:12 today]]. [[s:sdc is 96% busy]] [[s:while reading only ~1.2 MB/s]], [[u:which "
          "usually means it is retrying bad reads]]. Plan to replace it soon."},
    {"q": "Is NFS working?", "ev": ["e4", "e5", "e6"],
     "a": "[[s:nfs-server.service is active]] ([[s:exited]]), [[s:something is listening on port 2049]] and [[s:one client "
          "(192.168.10.41) is connected]]. [[s:/tank/media is exported read-only to 192.168.10.0/24]]; [[s:/tank/backups is "
          "exported read-write to 192.168.10.41]]."},
    {"q": "What changed with ZFS?", "ev": ["e7"],
     "a": "[[s:zfsutils-linux was upgraded from 2.2.4 to 2.2.6 on November 20]]. [[c:The ZFS kernel module was not updated]]."},
    {"q": "How much RAM and CPU?", "ev": ["e1"],
     "a": "[[s:32 GB of RAM]] (≈[[s:31.1 GiB]]) and [[s:a Pentium Gold G6400]] with [[s:2 cores and 4 threads]]."},
    {"q": "How full is the backup pool?", "ev": ["e9"],
     "a": "[[t:tank/backups is 91% full]]."},
    {"q": "When was ZFS last updated?", "ev": ["e3", "e7"],
     "a": "[[s:The last ZFS update was on November 20]] [e7]. [[u:A scrub ran last Sunday]] [e3]."},
    {"q": "Who can mount the backups share?", "ev": ["e6"],
     "a": "[[s:Only 192.168.10.41 may mount /tank/backups]] (`rw,sync,no_root_squash`), [[c:and root squashing is enabled]]."},
    {"q": "Is the machine under load?", "ev": ["e8"],
     "a": "[[u:CPU usage is low, about 5%]]. [[s:The disks are busy though: sda 41% and sdb 40%]]."},
    {"q": "Which users exist?", "ev": ["e1"],
     "a": "[[s:There is one regular user, cassian (UID 1000)]], [[s:who is in the `nas` group]]. [[c:There is also a user "
          "named backup]]."},
]}

# --------------------------------------------------------------------------------------------------------
co = Clock("2026-11-30T15:40:00+00:00")
CMEM = 67223650304
cor_ev = [
    steady("e1", co, 1500, hostname="coruscant", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           os_pretty_name="Ubuntu 24.04.1 LTS", kernel="6.8.0-49-generic", cpu_model="13th Gen Intel(R) Core(TM) i7-13700K",
           cpu_cores=16, cpu_threads=24, memory_total_bytes=CMEM,
           installed_packages={"code": "1.95.3-1731513157", "docker-ce": "5:27.3.1-1~ubuntu.24.04~noble",
                               "nodejs": "20.18.1-1nodesource1", "postgresql-client-16": "16.6-0ubuntu0.24.04.1",
                               "git": "1:2.43.0-1ubuntu7.1", "google-chrome-stable": "131.0.6778.85-1"},
           available_services=["docker.service", "containerd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "padawan", "uid": 1000, "gid": 1000, "home": "/home/padawan", "shell": "/bin/zsh"}],
           groups=[{"name": "docker", "gid": 988, "members": ["padawan"]}, {"name": "sudo", "gid": 27, "members": ["padawan"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("ab12cd34ef56", "devdb", "postgres:16", "running", "Up 3 hours", "2026-11-30T12:35:00+00:00", ["0.0.0.0:5432->5432/tcp"]),
        box("bc23de45fa67", "cache", "redis:7.4", "running", "Up 3 hours", "2026-11-30T12:35:02+00:00", ["127.0.0.1:6379->6379/tcp"]),
        box("cd34ef56ab78", "localstack", "localstack/localstack:3.8", "exited", "Exited (137) 40 minutes ago",
            "2026-11-30T12:35:05+00:00")]}, co, 30, {"all": True}),
    item("e3", "linux_processes", {"total": 512, "processes": [
        proc(7700, "code", "padawan", 6.0, 4.9, int(3.1 * GiB), "2026-11-30T08:05:00+00:00", "/usr/share/code/code"),
        proc(6100, "chrome", "padawan", 3.5, 3.5, int(2.2 * GiB), "2026-11-30T08:06:00+00:00", "/opt/google/chrome/chrome"),
        proc(9120, "node", "padawan", 18.0, 2.2, int(1.4 * GiB), "2026-11-30T13:10:00+00:00",
             "node /home/padawan/proj/api/node_modules/.bin/nest start --watch"),
        proc(4400, "postgres", "999", 1.0, 1.4, 900 * MiB, "2026-11-30T12:35:01+00:00", "postgres"),
        proc(1300, "dockerd", "root", 0.5, 0.5, 300 * MiB, "2026-11-30T07:41:00+00:00", "/usr/bin/dockerd -H fd://"),
    ]}, co, 25, {"sort": "memory", "limit": 5}, complete=False),
    item("e4", "linux_system_info", system_info(23.0, [4.1, 3.8, 3.2], 28800, "2026-11-30T07:39:40+00:00", CMEM,
                                                44345029427, 8 * GiB, 0), co, 20),
    item("e5", "linux_network_info", {"interfaces": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 5432, "pid": 3101, "process": "docker-proxy"},
        {"proto": "tcp", "address": "127.0.0.1", "port": 6379, "pid": 3102, "process": "docker-proxy"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 3000, "pid": 9120, "process": "node"},
        {"proto": "tcp", "address": "127.0.0.1", "port": 9229, "pid": 9120, "process": "node"}],
        "connections": []}, co, 30),
]
CORUSCANT = {"name": "coruscant", "clock": co, "evidence": cor_ev, "answers": [
    {"q": "Why is my API not reachable?", "ev": ["e3", "e5"],
     "a": "Actually [[s:something is listening on port 3000]]: [[s:the `node` process (PID 9120)]], [[s:which is your NestJS "
          "dev server]]. [[s:It binds 0.0.0.0]], so [[u:it should be reachable from the LAN too]]. [[s:The Node inspector is "
          "also open on 127.0.0.1:9229]]."},
    {"q": "What's using memory?", "ev": ["e3", "e4"],
     "a": "1. [[s:VS Code — 3.1 GiB]]\n2. [[s:Chrome — 2.2 GiB]]\n3. [[s:node (NestJS) — 1.4 GiB]]\n4. [[s:postgres — ~900 MiB]]\n\n"
          "[[s:Overall 34% of the 62.6 GiB is in use]]; [[s:swap is empty]]."},
    {"q": "Why did localstack stop?", "ev": ["e2", "e4"],
     "a": "[[s:`localstack` exited with code 137 about 40 minutes ago]] — [[u:it was most likely killed by the OOM killer]]. "
          "[[s:The host has about 41 GiB available right now]]."},
    {"q": "Which containers are running?", "ev": ["e2"],
     "a": "[[s:devdb (postgres:16) and cache (redis:7.4) are running]], [[s:both up for about 3 hours]]. [[s:localstack is "
          "stopped]]. [[s:Postgres is published on 5432 to all interfaces]], [[c:Redis on 6379 to all interfaces as well]]."},
    {"q": "What kind of machine is this?", "ev": ["e1"],
     "a": "A [[s:13th-gen Core i7-13700K]] ([[s:16 cores / 24 threads]]) with [[s:64 GB RAM]], [[s:running Ubuntu 24.04]] "
          "and [[s:kernel 6.8.0-49]]."},
    {"q": "Is my API on the right port?", "ev": ["e5"],
     "extra": [user("u1", "My API should be listening on port 3000.", co)],
     "a": "[[s:You said your API should listen on port 3000]], and [[s:node is listening on 3000]]."},
    {"q": "Which Node version do I have?", "ev": ["e1"],
     "a": "[[s:Node.js 20.18.1]]. [[s:npm is not installed as a separate package]]."},
    {"q": "Uptime and load?", "ev": ["e1", "e4"],
     "a": "[[s:Up 8 hours]], [[s:load average 4.1 / 3.8 / 3.2]] [[s:on 24 threads]]."},
    {"q": "Is the dev database healthy?", "ev": ["e2"],
     "a": "[[u:devdb is healthy]] [e2]."},
    {"q": "Is Docker installed?", "ev": ["e1"],
     "a": "[[s:Yes, docker-ce 27.3.1]], and [[s:padawan is in the docker group]]."},
]}

# --------------------------------------------------------------------------------------------------------
da = Clock("2026-12-01T02:00:00+00:00")
DMEM = 1008205824
dat_ev = [
    {"id": "e1", "kind": "steady_state", "collected_at": da.ago(1000), "complete": True, "data": {
        "hostname": "dathomir", "domain": None, "os_name": "Alpine Linux", "os_version": "3.20.3", "os_codename": "",
        "os_pretty_name": "Alpine Linux v3.20", "kernel": "6.6.58-0-virt", "arch": "x86_64",
        "cpu_model": "QEMU Virtual CPU version 2.5+", "cpu_cores": 1, "cpu_threads": 1, "memory_total_bytes": DMEM,
        "disks": [], "network_interfaces": [], "dns_servers": [], "default_gateway": None, "package_manager": "apk",
        "installed_packages": {"caddy": "2.8.4-r3", "wireguard-tools": "1.0.20210914-r4", "openssh": "9.7_p1-r4",
                               "busybox": "1.36.1-r29", "iptables": "1.8.10-r3"},
        "available_services": [], "users": [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/ash"},
                                            {"name": "merrin", "uid": 1000, "gid": 1000, "home": "/home/merrin", "shell": "/bin/ash"},
                                            {"name": "caddy", "uid": 100, "gid": 101, "home": "/var/lib/caddy", "shell": "/sbin/nologin"}],
        "groups": [{"name": "wheel", "gid": 10, "members": ["merrin"]}],
        "unavailable": {"available_services": "no systemd on this machine (OpenRC)"}}},
    item("e2", "linux_processes", {"total": 7, "processes": [
        proc(1, "init", "root", 0.0, 0.1, 1 * MiB, "2026-11-01T01:59:41+00:00", "/sbin/init"),
        proc(120, "syslogd", "root", 0.0, 0.1, 1 * MiB, "2026-11-01T01:59:45+00:00", "/sbin/syslogd -t -n"),
        proc(210, "crond", "root", 0.0, 0.1, 1 * MiB, "2026-11-01T01:59:46+00:00", "/usr/sbin/crond -c /etc/crontabs -f"),
        proc(300, "sshd", "root", 0.0, 0.6, 6 * MiB, "2026-11-01T01:59:47+00:00", "sshd: /usr/sbin/sshd [listener]"),
        proc(412, "caddy", "caddy", 0.3, 3.9, 38 * MiB, "2026-11-01T01:59:50+00:00", "/usr/sbin/caddy run --config /etc/caddy/Caddyfile"),
        proc(880, "sshd", "merrin", 0.0, 0.7, 7 * MiB, "2026-12-01T01:50:02+00:00", "sshd: merrin@pts/0"),
        proc(901, "ash", "merrin", 0.0, 0.2, 2 * MiB, "2026-12-01T01:50:03+00:00", "-ash"),
    ]}, da, 20, {"sort": "pid"}),
    item("e3", "linux_system_info", system_info(2.0, [0.02, 0.05, 0.01], 2_592_000, "2026-11-01T01:59:40+00:00", DMEM,
                                                641728512, 0, 0), da, 20),
    item("e4", "linux_network_info", {"interfaces": [
        {"name": "eth0", "mac": "96:00:03:aa:bb:cc", "addresses": ["203.0.113.80/24"], "is_up": True},
        {"name": "wg0", "mac": None, "addresses": ["10.8.0.1/24"], "is_up": True}],
        "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 80, "pid": 412, "process": "caddy"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 443, "pid": 412, "process": "caddy"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 300, "process": "sshd"},
                      {"proto": "udp", "address": "0.0.0.0", "port": 51820, "pid": None, "process": None}],
        "connections": []}, da, 20),
    item("e5", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        {"time": f"2026-11-30T{h}+00:00", "unit": None, "priority": None,
         "message": f"sshd[{p}]: Failed password for root from 198.51.100.7 port {port} ssh2"}
        for h, p, port in (("04:10:11", 5101, 50122), ("04:10:15", 5102, 50130), ("04:10:19", 5103, 50144),
                           ("11:42:07", 6201, 41022), ("19:03:55", 7101, 38210))] + [
        {"time": "2026-12-01T01:50:02+00:00", "unit": None, "priority": None,
         "message": "sshd[880]: Accepted publickey for merrin from 192.0.2.10 port 52311 ssh2: ED25519 SHA256:abc"}]},
         da, 30, {"grep": "sshd", "since_minutes": 1440}),
    item("e6", "linux_file_read", {"path": "/etc/ssh/sshd_config", "offset": 0, "limit": 200, "total_lines": 3, "lines": [
        "PermitRootLogin prohibit-password", "PasswordAuthentication yes", "Port 22"]}, da, 30, {"path": "/etc/ssh/sshd_config"}),
]
DATHOMIR = {"name": "dathomir", "clock": da, "evidence": dat_ev, "answers": [
    {"q": "Is someone attacking SSH?", "ev": ["e1", "e5", "e6"],
     "a": "[[s:There were 5 failed root login attempts from 198.51.100.7 in the last 24 hours]]. [[s:Password authentication "
          "is enabled]] (`PasswordAuthentication yes`) and [[s:root may only log in with a key]] (`PermitRootLogin "
          "prohibit-password`). [[s:fail2ban is not installed]]."},
    {"q": "What's running on the box?", "ev": ["e2"],
     "a": "[[s:Just the basics: caddy (PID 412)]], [[s:sshd]], [[s:crond]] and [[s:syslogd]] — [[c:17 processes in total]]. "
          "[[s:Docker is not running]]."},
    {"q": "Is WireGuard up?", "ev": ["e4"],
     "extra": [user("u1", "I only run caddy and wireguard on this box.", da)],
     "a": "[[s:wg0 is up with 10.8.0.1/24]] and [[s:something is listening on UDP 51820]]. [[s:You said you only run caddy "
          "and wireguard here]]."},
    {"q": "What resources does it have?", "ev": ["e1", "e3"],
     "a": "[[s:1 vCPU]], [[s:~960 MiB RAM]] ([[s:about 36% used]]), [[s:no swap]]. [[s:Up 30 days]], [[s:load ≈ 0.02]]."},
    {"q": "Which Alpine version?", "ev": ["e1"],
     "a": "[[s:Alpine Linux 3.20.3]] [[s:with the 6.6.58-0-virt kernel]]. [[c:It uses systemd]]."},
    {"q": "Is caddy serving HTTPS?", "ev": ["e2", "e4"],
     "a": "[[s:Yes, caddy listens on 80 and 443]] [[s:and runs as the `caddy` user]]. [[u:Its certificate is valid until "
          "February]]."},
    {"q": "Who logged in last?", "ev": ["e5"],
     "a": "[[s:The last successful login was merrin with a public key]] [e5]; [[c:it came from 198.51.100.7]] [e5]."},
    {"q": "Is there a firewall?", "ev": ["e1"],
     "a": "[[s:iptables is installed]]. [[u:It blocks everything except 22, 80, 443 and 51820]]."},
    {"q": "How much bandwidth is used?", "ev": ["e3"],
     "a": "[[u:Traffic is low, under 1 Mbit/s]]."},
]}

# --------------------------------------------------------------------------------------------------------
ba = Clock("2026-12-01T20:30:00+00:00")
pressured = node("batuu-c", True, "v1.30.5")
pressured["status"]["conditions"].append({"type": "DiskPressure", "status": "True",
                                          "message": "kubelet has disk pressure"})
batuu_ev = [
    item("e1", "kubernetes_get", {"context": "prod", "namespace": "web", "items": [
        pod("web-frontend-84d5f9c7b-2xk9d", "web", "Running", "batuu-a", 0, True, started="2026-12-01T08:00:00+00:00"),
        pod("web-frontend-84d5f9c7b-7lmn4", "web", "Running", "batuu-b", 0, True, started="2026-12-01T08:00:01+00:00"),
        pod("web-frontend-84d5f9c7b-q8w2e", "web", "Running", "batuu-c", 5, True, started="2026-12-01T08:00:02+00:00"),
        pod("web-api-6b7c8d9e5-h3j4k", "web", "Running", "batuu-a", 0, True, started="2026-12-01T09:30:00+00:00"),
        pod("web-api-6b7c8d9e5-p9q8r", "web", "Running", "batuu-c", 0, False, started="2026-12-01T09:30:01+00:00"),
    ]}, ba, 30, {"resource": "pods", "namespace": "web"}),
    item("e2", "kubernetes_get", {"context": "prod", "namespace": "web", "items": [
        deployment("web-frontend", "web", 3, 3), deployment("web-api", "web", 2, 1)]}, ba, 30,
         {"resource": "deployments", "namespace": "web"}),
    item("e3", "kubernetes_get", {"context": "prod", "namespace": None, "items": [
        node("batuu-a", True, "v1.30.5"), node("batuu-b", True, "v1.30.5"), pressured]}, ba, 30, {"resource": "nodes"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        {"time": "2026-12-01T20:12:05+00:00", "unit": "kubelet.service", "priority": "warning",
         "message": "eviction manager: attempting to reclaim ephemeral-storage"},
        {"time": "2026-12-01T20:12:06+00:00", "unit": "kubelet.service", "priority": "warning",
         "message": "Disk usage on image filesystem is at 91% which is over the high threshold (85%)"}]}, ba, 40,
         {"unit": "kubelet", "since_minutes": 30}),
    item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 38_000_000, "tx_bytes_per_s": 41_000_000}]}, ba, 15, {"interval_seconds": 1.0}),
    item("e6", "kubernetes_get", {"context": "prod", "namespace": "web", "items": [
        pod("web-api-6b7c8d9e5-p9q8r", "web", "Running", "batuu-c", 0, True, started="2026-12-01T09:30:01+00:00")]},
         ba, 2000, {"resource": "pods", "namespace": "web", "name": "web-api-6b7c8d9e5-p9q8r"}),
]
BATUU = {"name": "batuu", "clock": ba, "evidence": batuu_ev, "answers": [
    {"q": "Is the web app healthy?", "ev": ["e1", "e2", "e3"],
     "a": "- [[s:web-frontend: 3/3 pods ready]]\n- [[s:web-api: only 1 of 2 replicas ready]] — [[s:web-api-6b7c8d9e5-p9q8r is "
          "Running but not ready]]\n\n[[s:All three nodes are Ready]]."},
    {"q": "Why is that pod not ready?", "ev": ["e1", "e4"],
     "a": "[[u:Its readiness probe is failing]]. [[s:It runs on batuu-c]], where [[s:the kubelet logged \"Disk usage on image "
          "filesystem is at 91%\" at 20:12]]."},
    {"q": "Which frontend pod restarted?", "ev": ["e1"],
     "a": "[[s:web-frontend-84d5f9c7b-q8w2e restarted 5 times]]; [[s:the other two have no restarts]]."},
    {"q": "How much traffic?", "ev": ["e5"],
     "a": "[[s:About 38 MB/s in and 41 MB/s out]] on [[s:eth0]]. [[c:That's roughly 300 Mbit/s in total]]."},
    {"q": "Is the api pod ready?", "ev": ["e6"],
     "a": "[[t:web-api-6b7c8d9e5-p9q8r is ready]]."},
    {"q": "How many pods are there?", "ev": ["e1"],
     "a": "[[s:5 pods in namespace web]]: [[s:3 frontend and 2 api]]."},
    {"q": "Is node batuu-c OK?", "ev": ["e3"],
     "a": "[[s:batuu-c is Ready]] but [[s:it reports DiskPressure]]."},
    {"q": "How many api replicas are wanted?", "ev": ["e1", "e2"],
     "a": "[[u:web-api has 2 desired replicas]] [e1]."},
    {"q": "Which Kubernetes version?", "ev": ["e3"],
     "a": "[[s:All nodes run v1.30.5]]. [[c:batuu-c is still on 1.29]]."},
]}

MACHINES = [JEDHA, CORUSCANT, DATHOMIR, BATUU]
