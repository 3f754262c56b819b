"""10th generation (written blind: without reading the certainty wrapper, to be scored once as unseen data, see
the README): salusa (openSUSE Leap 15.6 NAS with Samba, NFS and a failing backup disk), ix (Ubuntu 24.04
developer workstation, two snapshots and the state diff reos makes of them), tleilax (Debian 12 Slurm head node,
with two fresh disk readings that disagree), chapterhouse (RKE2 cluster: pods, a StatefulSet, PVCs, an Ingress
and events)."""

from _evidence import GB, GiB, MiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn


# --------------------------------------------------------------------------------------------------------
sa = Clock("2027-01-05T07:15:00+00:00")
SAMEM = 32_768_000_000         # 30.5 GiB MemTotal
SAPOOL = 16_000_900_661_248    # 16 TB = 14.55 TiB
SABACK = 8_001_563_222_016     # 8 TB = 7.28 TiB
salusa_ev = [
    steady("e1", sa, 4000, hostname="salusa", domain="home.arpa", os_name="openSUSE Leap", os_version="15.6",
           os_codename=None, os_pretty_name="openSUSE Leap 15.6", kernel="6.4.0-150600.23.30-default",
           cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=SAMEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 250 * GB},
                  {"device": "/dev/sdb", "mountpoint": "/srv/pool", "fstype": "btrfs", "total_bytes": SAPOOL},
                  {"device": "/dev/sdd1", "mountpoint": "/srv/backup", "fstype": "ext4", "total_bytes": SABACK}],
           network_interfaces=[{"name": "eth0", "mac": "d8:bb:c1:0a:0b:0c", "addresses": ["192.168.7.5/24"],
                                "is_up": True}],
           dns_servers=["192.168.7.1"], default_gateway="192.168.7.1",
           installed_packages={"samba": "4.19.8+git.398.7b1f6c2a3d-150600.3.12.1", "nfs-kernel-server": "2.6.4-150600.28.9.1",
                               "smartmontools": "7.4-150600.2.5", "rsync": "3.2.7-150600.3.6.1",
                               "openssh-server": "9.6p1-150600.6.15.1", "snapper": "0.10.6-150600.1.3"},
           available_services=["smb.service", "nmb.service", "nfs-server.service", "smartd.service", "sshd.service",
                               "backup-nightly.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "bashar", "uid": 1000, "gid": 100, "home": "/home/bashar", "shell": "/bin/bash"},
                  {"name": "burseg", "uid": 1001, "gid": 100, "home": "/home/burseg", "shell": "/bin/bash"},
                  {"name": "templar", "uid": 1002, "gid": 100, "home": "/home/templar", "shell": "/usr/bin/fish"}],
           groups=[{"name": "users", "gid": 100, "members": ["bashar", "burseg", "templar"]},
                   {"name": "wheel", "gid": 497, "members": ["bashar"]},
                   {"name": "nas-share", "gid": 1005, "members": ["bashar", "burseg"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 250 * GB, 41 * GB),
        fs("/dev/sdb", "/srv/pool", "btrfs", SAPOOL, 12_480_000_000_000),
        fs("/dev/sdd1", "/srv/backup", "ext4", SABACK, 7_700_000_000_000)]}, sa, 25),
    item("e3", "linux_disk_io", {"interval_seconds": 2.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 200_000, "write_bytes_per_s": 900_000, "busy_percent": 1.0},
        {"device": "sdb", "read_bytes_per_s": 180_000_000, "write_bytes_per_s": 0, "busy_percent": 71.0},
        {"device": "sdc", "read_bytes_per_s": 178_000_000, "write_bytes_per_s": 0, "busy_percent": 70.0},
        {"device": "sdd", "read_bytes_per_s": 0, "write_bytes_per_s": 95_000_000, "busy_percent": 99.0}]},
         sa, 20, {"interval_seconds": 2.0}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "smartd.service", "entries": [
        _entry("2027-01-05T03:21:10+00:00", "smartd.service", "warning",
               "Device: /dev/sdd [SAT], 8 Currently unreadable (pending) sectors"),
        _entry("2027-01-05T03:21:10+00:00", "smartd.service", "warning",
               "Device: /dev/sdd [SAT], 8 Offline uncorrectable sectors"),
        _entry("2027-01-05T06:51:10+00:00", "smartd.service", "crit",
               "Device: /dev/sdd [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
        _entry("2027-01-05T06:51:12+00:00", "smartd.service", "info",
               "Device: /dev/sdb [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 38 to 41"),
    ]}, sa, 30, {"unit": "smartd", "since_minutes": 1440}),
    item("e5", "linux_service_status", {"units": [
        unit("smb.service", "active", "running", "enabled", 1502, "2027-01-01T10:04:11+00:00", "Samba SMB Daemon"),
        unit("nmb.service", "active", "running", "enabled", 1488, "2027-01-01T10:04:10+00:00", "Samba NMB Daemon"),
        unit("nfs-server.service", "active", "exited", "enabled", None, "2027-01-01T10:04:15+00:00",
             "NFS server and services"),
        unit("smartd.service", "active", "running", "enabled", 990, "2027-01-01T10:04:02+00:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("sshd.service", "active", "running", "enabled", 1100, "2027-01-01T10:04:05+00:00", "OpenSSH Daemon"),
        unit("backup-nightly.service", "activating", "start", "static", 22101, None, "Nightly rsync of the pool"),
    ]}, sa, 30),
    item("e6", "linux_processes", {"total": 231, "processes": [
        proc(22101, "rsync", "root", 14.0, 0.3, 95 * MiB, "2027-01-05T07:00:02+00:00",
             "rsync -aHAX --delete /srv/pool/ /srv/backup/pool/", "running"),
        proc(22102, "rsync", "root", 9.0, 0.2, 60 * MiB, "2027-01-05T07:00:03+00:00",
             "rsync -aHAX --delete /srv/pool/ /srv/backup/pool/"),
        proc(22103, "rsync", "root", 31.0, 0.4, 130 * MiB, "2027-01-05T07:00:03+00:00",
             "rsync -aHAX --delete /srv/pool/ /srv/backup/pool/", "disk-sleep"),
    ]}, sa, 20, {"name": "rsync"}),
    item("e7", "linux_file_read", {"path": "/etc/samba/smb.conf", "offset": 0, "limit": 200, "total_lines": 16,
                                   "lines": ["[global]", "   workgroup = SALUSA", "   server min protocol = SMB3",
                                             "   map to guest = Bad User", "   log level = 1", "",
                                             "[pool]", "   path = /srv/pool", "   valid users = @nas-share",
                                             "   read only = no", "",
                                             "[public]", "   path = /srv/pool/public", "   guest ok = yes",
                                             "   read only = yes", ""]}, sa, 40, {"path": "/etc/samba/smb.conf"}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "d8:bb:c1:0a:0b:0c", "addresses": ["192.168.7.5/24"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 1100, "sshd"), _listen(139, "0.0.0.0", 1502, "smbd"),
                      _listen(445, "0.0.0.0", 1502, "smbd"), _listen(2049, "0.0.0.0", None, None),
                      _listen(111, "0.0.0.0", 870, "rpcbind"), _listen(137, "192.168.7.255", 1488, "nmbd", "udp"),
                      _listen(138, "192.168.7.255", 1488, "nmbd", "udp")],
        "connections": [_conn("192.168.7.5:445", "192.168.7.41:51002", 3310, "smbd"),
                        _conn("192.168.7.5:445", "192.168.7.44:49822", 3342, "smbd"),
                        _conn("192.168.7.5:2049", "192.168.7.30:898", None, None)]}, sa, 25),
    item("e9", "linux_system_info", system_info(24.0, [3.9, 3.5, 2.1], 335_700, "2027-01-01T10:00:00+00:00", SAMEM,
                                                int(21.5 * GiB), 2 * GiB, 0), sa, 20),
    item("e10", "linux_disk_io", {"interval_seconds": 2.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 100_000, "write_bytes_per_s": 300_000, "busy_percent": 0.5},
        {"device": "sdb", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
        {"device": "sdc", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
        {"device": "sdd", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0}]},
         sa, 1200, {"interval_seconds": 2.0}),
    item("e11", "linux_package_history", {"events": [
        _event("2026-12-14T02:30:41+00:00", "remove", "vsftpd", "3.0.5-150400.3.6.1", None),
        _event("2026-12-28T02:31:02+00:00", "upgrade", "samba", "4.19.8+git.385.1a2f2a2b1f-150600.3.9.1",
               "4.19.8+git.398.7b1f6c2a3d-150600.3.12.1"),
        _event("2026-12-28T02:31:30+00:00", "upgrade", "openssh-server", "9.6p1-150600.6.12.1",
               "9.6p1-150600.6.15.1"),
    ]}, sa, 60, {"since_days": 30}),
]
SALUSA = {"name": "salusa", "clock": sa, "evidence": salusa_ev, "answers": [
    {"q": "Is my backup disk dying?", "ev": ["e1", "e4"],
     "a": "It's not looking good. [[s:smartd has been warning about /dev/sdd since 03:21]]: [[s:it first reported 8 "
          "pending sectors]], and [[s:at 06:51 — about 24 minutes ago — that went up to 16]]. [[s:sdd1 is the ext4 "
          "disk mounted at /srv/backup]]. [[c:The pool disk sdb reported pending sectors too]]; [[s:smartd only noted "
          "its temperature going from 38 to 41 °C]]. [[u:The drive is a Seagate IronWolf]], and [[u:it will most "
          "likely fail within weeks]]. I'd replace it and run `smartctl -t long /dev/sdd` in the meantime."},
    {"q": "how full are the shares", "ev": ["e2"],
     "a": "/srv/pool: [[s:12.5 TB of 16 TB]] ([[s:78%]]), [[c:about 2.5 TiB free]]\n/srv/backup: [[s:96% full]], "
          "[[s:~300 GB left]]\n/: [[c:61 GB used of 250]]\n\n[[c:The pool is ext4]]."},
    {"q": "Why is the NAS so busy this morning?", "ev": ["e3", "e5", "e6"],
     "a": "Summary: the nightly backup is running.\n\n- [[s:backup-nightly.service is still activating]] [[s:with "
          "main PID 22101]].\n- [[s:There are three `rsync` processes]], [[s:all running as root]], [[s:copying "
          "/srv/pool/ to /srv/backup/pool/]] [[s:with --delete]].\n- [[s:sdb and sdc are each reading about 180 MB/s]] "
          "[[c:and sdd is reading at the same rate]]; [[s:sdd is 99% busy]].\n- [[c:The copy started at 06:00]].\n\n"
          "[[u:At this speed it will be done in about an hour]]."},
    {"q": "Who can get into the pool share? Is there guest access?", "ev": ["e1", "e7"],
     "a": "1. **Pool share** — [[s:`valid users = @nas-share`]], i.e. [[s:bashar and burseg]]. [[c:templar is in "
          "nas-share as well]].\n2. **Guest access** — [[s:yes, but only on the `public` share]], [[s:which is read-only]] "
          "[[s:and points at /srv/pool/public]].\n3. **Protocol** — [[s:SMB3 is the minimum]]. [[u:The same folder is also "
          "exported over NFS]].\n4. [[c:The workgroup is WORKGROUP]]."},
    {"q": "Which clients are connected right now?", "ev": ["e8"],
     "a": "[[s:Two SMB clients: 192.168.7.41 and 192.168.7.44]], [[s:plus one NFS client, 192.168.7.30]]. [[c:NFS is "
          "only listening on localhost]]. [[s:nmbd answers on UDP 137 and 138]], [[c:and Samba listens on 445 only]]. [[u:192.168.7.41 is bashar's "
          "laptop]]. [[s:No one is connected over SSH]]."},
    {"q": "Is the pool disk still being hammered?", "ev": ["e10"],
     "a": "[[t:No, sdb is completely idle (0% busy)]], [[t:and so is sdd]]. [[u:The backup must have finished]]."},
    {"q": "What got updated recently and how is the box doing overall?", "ev": ["e1", "e9", "e11"],
     "a": "Updates (last 30 days):\n\n| Date | Package | Change |\n|---|---|---|\n| [[s:Dec 28]] | [[s:samba]] | "
          "[[s:git.385 → git.398]] |\n| Dec 28 | openssh-server | [[c:9.6p1 → 9.8p1]] |\n| [[c:Dec 21]] | [[s:vsftpd]] | "
          "[[s:removed]] |\n\n[[s:Nothing new was installed in that time]]. "
          "Overall: [[s:CPU 24%]], [[s:load 3.9]] [[s:on 12 threads]], [[s:~21.5 GiB of 30.5 GiB free]], "
          "[[s:no swap used]], [[s:up almost 4 days]]. [[u:The samba update fixed the macOS Time Machine bug]]."},
    {"q": "What's the NAS's address and DNS setup?", "ev": ["e1"],
     "a": "Salusa is [[s:192.168.7.5/24 on eth0]] [[s:with 192.168.7.1 as gateway and DNS]]. [[c:It has a second NIC for "
          "the backup network]], and [[c:its domain is salusa.local]]. [[u:Port 445 is forwarded on the router]], "
          "which I wouldn't recommend."},
]}

# --------------------------------------------------------------------------------------------------------
ix = Clock("2027-01-06T16:30:00+00:00")
IXMEM = 67_200_000_000         # 62.6 GiB MemTotal (64 GiB installed)
IX_OLD = {"docker-ce": "5:27.3.1-1~ubuntu.24.04~noble", "nodejs": "20.18.0-1nodesource1",
          "code": "1.95.3-1731513102", "nvidia-driver-550": "550.120-0ubuntu0.24.04.1", "git": "1:2.43.0-1ubuntu7.1",
          "python3": "3.12.3-0ubuntu2", "postgresql-client-16": "16.4-0ubuntu0.24.04.2", "cups": "2.4.7-1.2ubuntu7.3"}
IX_NEW = {"docker-ce": "5:27.4.1-1~ubuntu.24.04~noble", "nodejs": "22.12.0-1nodesource1",
          "code": "1.96.2-1734607745", "nvidia-driver-560": "560.35.03-0ubuntu0.24.04.1", "git": "1:2.43.0-1ubuntu7.1",
          "python3": "3.12.3-0ubuntu2", "postgresql-client-16": "16.4-0ubuntu0.24.04.2", "cups": "2.4.7-1.2ubuntu7.3",
          "kubectl": "1.31.4-1.1"}


def _ix_snapshot(eid: str, age: float, sid: int, kernel: str, packages: dict, users: list, docker: list,
                 dns: list, extra_ifaces: list, services: list, enabled: list) -> dict:
    snap = steady(eid, ix, age, hostname="ix", os_name="Ubuntu", os_version="24.04", os_codename="noble",
                  os_pretty_name="Ubuntu 24.04.1 LTS", kernel=kernel, cpu_model="AMD Ryzen 9 7950X 16-Core Processor",
                  cpu_cores=16, cpu_threads=32, memory_total_bytes=IXMEM,
                  disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_998_000_000_000}],
                  network_interfaces=[{"name": "enp6s0", "mac": "9c:6b:00:12:34:56", "addresses": ["192.168.20.14/24"],
                                       "is_up": True},
                                      {"name": "docker0", "mac": "02:42:ac:11:00:01", "addresses": ["172.17.0.1/16"],
                                       "is_up": True}] + extra_ifaces,
                  dns_servers=dns, default_gateway="192.168.20.1", installed_packages=packages,
                  available_services=services, users=users,
                  groups=[{"name": "docker", "gid": 988, "members": docker},
                          {"name": "sudo", "gid": 27, "members": ["vernius"]}])
    snap["data"]["enabled_services"] = enabled
    snap["data"]["snapshot_id"] = sid
    return snap


IX_USERS = [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
            {"name": "vernius", "uid": 1000, "gid": 1000, "home": "/home/vernius", "shell": "/bin/bash"}]
IX_SERVICES = ["docker.service", "containerd.service", "ssh.service", "cups.service", "gdm.service"]
ix_old = _ix_snapshot("e1", 604800, 204, "6.8.0-49-generic", IX_OLD, IX_USERS, ["vernius"], ["192.168.20.1"], [],
                      IX_SERVICES, ["docker.service", "containerd.service", "ssh.service", "cups.service", "gdm.service"])
ix_new = _ix_snapshot("e2", 300, 211, "6.8.0-51-generic", IX_NEW,
                      IX_USERS + [{"name": "rhombur", "uid": 1001, "gid": 1001, "home": "/home/rhombur",
                                   "shell": "/bin/bash"}],
                      ["rhombur", "vernius"], ["192.168.20.1", "1.1.1.1"],
                      [{"name": "br-4f2a9c1d7e3b", "mac": "02:42:3b:aa:bb:cc", "addresses": ["172.19.0.1/16"],
                        "is_up": True}],
                      IX_SERVICES + ["nvidia-persistenced.service"],
                      ["docker.service", "containerd.service", "ssh.service", "gdm.service",
                       "nvidia-persistenced.service"])
# The diff in the shape reos itself attaches to a "what changed" answer (reos_desktop/state/diff.py).
ix_diff = {"id": "e2-diff", "kind": "steady_state", "tool": "state_diff", "args": {"from": 204, "to": 211},
           "collected_at": ix_new["collected_at"], "complete": True, "data": {
    "from": {"snapshot_id": 204, "collected_at": ix_old["collected_at"]},
    "to": {"snapshot_id": 211, "collected_at": ix_new["collected_at"]},
    "packages": {"installed": [{"package": "kubectl", "version": "1.31.4-1.1"},
                               {"package": "nvidia-driver-560", "version": "560.35.03-0ubuntu0.24.04.1"}],
                 "removed": [{"package": "nvidia-driver-550", "version": "550.120-0ubuntu0.24.04.1"}],
                 "upgraded": [{"package": "code", "from_version": "1.95.3-1731513102", "to_version": "1.96.2-1734607745"},
                              {"package": "docker-ce", "from_version": "5:27.3.1-1~ubuntu.24.04~noble",
                               "to_version": "5:27.4.1-1~ubuntu.24.04~noble"},
                              {"package": "nodejs", "from_version": "20.18.0-1nodesource1",
                               "to_version": "22.12.0-1nodesource1"}],
                 "downgraded": []},
    "users": {"added": ["rhombur"], "removed": []},
    "groups": {"added": [], "removed": [], "membership": [{"group": "docker", "added": ["rhombur"], "removed": []}]},
    "services": {"added": ["nvidia-persistenced.service"], "removed": [], "enabled": ["nvidia-persistenced.service"],
                 "disabled": ["cups.service"]},
    "system": [{"field": "kernel", "from": "6.8.0-49-generic", "to": "6.8.0-51-generic"}],
    "network": {"interfaces_added": ["br-4f2a9c1d7e3b"], "interfaces_removed": [], "addresses_changed": [],
                "dns_servers": {"from": ["192.168.20.1"], "to": ["192.168.20.1", "1.1.1.1"]}}}}
ix_ev = [
    ix_old, ix_new, ix_diff,
    item("e4", "linux_processes", {"total": 402, "processes": [
        proc(5121, "node", "vernius", 88.0, 3.0, int(1.9 * GiB), "2027-01-06T15:58:10+00:00",
             "node /home/vernius/src/ixian-probe/node_modules/.bin/vite --port 5173", "running"),
        proc(5230, "node", "vernius", 2.0, 0.6, 390 * MiB, "2027-01-06T15:58:40+00:00",
             "node /home/vernius/src/ixian-probe/server/index.js --port 3000"),
        proc(6011, "node", "rhombur", 0.5, 0.2, 130 * MiB, "2027-01-05T09:12:00+00:00",
             "node /home/rhombur/bots/navigator.js"),
    ]}, ix, 20, {"name": "node"}),
    item("e5", "linux_containers", {"runtime": "docker", "containers": [
        box("c0ffee01", "ixdb", "postgres:16.6", "running", "Up 2 days", "2027-01-04T16:00:00+00:00",
            ["127.0.0.1:5432->5432/tcp"]),
        box("c0ffee02", "ixcache", "valkey/valkey:8", "running", "Up 2 days", "2027-01-04T16:00:05+00:00",
            ["127.0.0.1:6379->6379/tcp"]),
        box("c0ffee03", "mailpit", "axllent/mailpit:latest", "running", "Up 3 hours", "2027-01-06T13:29:00+00:00",
            ["0.0.0.0:8025->8025/tcp", "0.0.0.0:1025->1025/tcp"]),
    ]}, ix, 25, {"all": False}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "enp6s0", "mac": "9c:6b:00:12:34:56", "addresses": ["192.168.20.14/24"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 1201, "sshd"), _listen(5173, "127.0.0.1", 5121, "node"),
                      _listen(3000, "0.0.0.0", 5230, "node"), _listen(5432, "127.0.0.1", 4410, "docker-proxy"),
                      _listen(6379, "127.0.0.1", 4431, "docker-proxy"), _listen(8025, "0.0.0.0", 7702, "docker-proxy"),
                      _listen(1025, "0.0.0.0", 7715, "docker-proxy")],
        "connections": [_conn("192.168.20.14:3000", "192.168.20.77:60444", 5230, "node")]}, ix, 25),
    item("e7", "linux_system_info", system_info(31.0, [4.1, 3.2, 2.6], 183_600, "2027-01-04T13:30:00+00:00", IXMEM,
                                                38 * GiB, 2 * GiB, int(0.3 * GiB)), ix, 15),
    item("e8", "linux_package_history", {"events": [
        _event("2027-01-01T11:20:05+00:00", "upgrade", "docker-ce", "5:27.3.1-1~ubuntu.24.04~noble",
               "5:27.4.1-1~ubuntu.24.04~noble"),
        _event("2027-01-02T21:10:40+00:00", "remove", "nvidia-driver-550", "550.120-0ubuntu0.24.04.1", None),
        _event("2027-01-02T21:12:02+00:00", "install", "nvidia-driver-560", None, "560.35.03-0ubuntu0.24.04.1"),
        _event("2027-01-03T10:05:30+00:00", "upgrade", "nodejs", "20.18.0-1nodesource1", "22.12.0-1nodesource1"),
        _event("2027-01-05T08:44:12+00:00", "install", "kubectl", None, "1.31.4-1.1"),
        _event("2027-01-05T08:45:00+00:00", "upgrade", "code", "1.95.3-1731513102", "1.96.2-1734607745"),
    ]}, ix, 60, {"since_days": 7}),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp6s0", "rx_bytes_per_s": 112_000_000, "tx_bytes_per_s": 3_000_000},
        {"name": "docker0", "rx_bytes_per_s": 20_000, "tx_bytes_per_s": 15_000}]}, ix, 15, {"interval_seconds": 1.0}),
    item("e10", "linux_processes", {"total": 455, "processes": [
        proc(8801, "rustc", "vernius", 650.0, 4.4, int(2.75 * GiB), "2027-01-06T16:05:00+00:00",
             "rustc --crate-name ixian_core --edition=2021 src/lib.rs --crate-type lib -C opt-level=3", "running"),
        proc(5121, "node", "vernius", 40.0, 3.0, int(1.9 * GiB), "2027-01-06T15:58:10+00:00",
             "node /home/vernius/src/ixian-probe/node_modules/.bin/vite --port 5173"),
        proc(3102, "gnome-shell", "vernius", 9.0, 0.8, 520 * MiB, "2027-01-04T13:31:00+00:00", "/usr/bin/gnome-shell"),
    ]}, ix, 1200, {"sort": "cpu", "limit": 3}, complete=False),
]
IX = {"name": "ix", "clock": ix, "evidence": ix_ev, "answers": [
    {"q": "What changed on ix this week?", "ev": ["e1", "e2", "e2-diff"],
     "a": "Changes from snapshot 204 to snapshot 211:\n\n- [[s:package kubectl 1.31.4-1.1 was installed]]\n- [[s:package "
          "nvidia-driver-550 was removed]] [[s:and nvidia-driver-560 installed in its place]]\n- [[s:nodejs was "
          "upgraded from 20.18.0 to 22.12.0]]\n- [[s:docker-ce went from 5:27.3.1 to 5:27.4.1]]\n- [[c:git was "
          "upgraded]]\n- [[s:user rhombur was added]] [[s:and joined the docker group]]\n- [[s:cups.service was "
          "disabled]]\n- [[s:1.1.1.1 was added as a second DNS server]]\n- [[s:kernel: 6.8.0-49 → 6.8.0-51]]\n\n"
          "[[u:rhombur's account was created by vernius]], and [[c:a new network interface, tailscale0, appeared]]."},
    {"q": "I installed the 560 driver myself on Saturday — is that right? And is it newer than 550?",
     "ev": ["e2", "e8"], "extra": [user("e11", "I installed the 560 driver myself on Saturday.", ix)],
     "a": "[[s:Yes: nvidia-driver-560 was installed on Saturday 2 January at 21:12]], [[s:a minute or so after "
          "nvidia-driver-550 was removed]]. [[s:560.35.03 is newer than 550.120]]. [[u:You used `ubuntu-drivers "
          "install` for it]]. [[c:The old 550 driver is still installed alongside]]."},
    {"q": "Which node process is using all the CPU?", "ev": ["e4"],
     "a": "There are [[s:three `node` processes]]:\n\n| PID | User | CPU | What |\n|---|---|---|---|\n| 5121 | "
          "[[s:vernius]] | [[s:88%]] | [[s:vite dev server on port 5173]] |\n| 5230 | vernius | [[c:12%]] | [[s:the API "
          "server, port 3000]] |\n| 6011 | [[c:vernius]] | [[s:0.5%]] | [[s:navigator.js bot]] |\n\n[[s:The vite "
          "server is the hungry one]], [[s:using about 1.9 GiB of RAM]]. [[u:It's probably rebuilding on every file "
          "save]]."},
    {"q": "Are my dev containers up? Did any crash?", "ev": ["e5"],
     "a": "Yes — [[s:ixdb (postgres 16.6)]], [[s:ixcache (valkey 8)]] and [[s:mailpit]] [[s:are all running]]. "
          "[[s:ixdb and ixcache have been up 2 days]], [[c:mailpit for 3 days]]. [[u:None of your containers has "
          "crashed or exited]]. [[s:Postgres is published on 127.0.0.1:5432 only]]; [[c:valkey is published on all interfaces]]."},
    {"q": "What's exposed to the network?", "ev": ["e5", "e6"],
     "a": "**Exposed on all interfaces:**\n- [[s:SSH on 22]]\n- [[s:the node API on 3000]]\n- [[s:mailpit on 8025 "
          "and 1025 (via docker-proxy)]]\n\n**Local only:**\n- [[s:a node process on 5173]]\n- [[s:Postgres 5432]] and [[s:Valkey "
          "6379]]\n\n[[s:One client, 192.168.20.77, is connected to port 3000]]. [[c:Port 5432 is reachable from the "
          "LAN]]. [[u:The firewall (ufw) blocks 3000 from outside]], and [[u:mailpit's web UI has no password]]."},
    {"q": "Why is my download slow? And memory?", "ev": ["e7", "e9"],
     "extra": [user("e12", "We have a 1 Gbit/s line.", ix)],
     "a": "It isn't really slow: [[s:enp6s0 is receiving ~112 MB/s]], [[s:that's about 900 Mbit/s]], [[s:close to "
          "your 1 Gbit/s line]]. [[c:Uploads are at 30 MB/s]]. Memory: [[s:38 GiB of 62.6 GiB available]], [[c:swap "
          "unused]]. [[s:Load average 4.1]] [[u:on 32 threads]]. [[u:The download is a Docker image pull]]."},
    {"q": "what's the top cpu process", "ev": ["e10"],
     "a": "[[t:rustc]] ([[t:~650% CPU]], [[t:compiling ixian_core]]), then [[t:the vite node process at 40%]]. "
          "[[u:The build should be done soon]]."},
    {"q": "Who is in the docker group now?", "ev": ["e2"],
     "a": "`docker`: [[s:vernius and rhombur]].\n\n- [[s:rhombur has UID 1001]]\n- [[c:rhombur also has sudo]]\n- "
          "[[c:rhombur's shell is zsh]]\n- [[u:rhombur is an external contractor]]"},
]}

# --------------------------------------------------------------------------------------------------------
tl = Clock("2027-01-07T11:45:00+00:00")
TLMEM = 270_300_000_000        # 251.7 GiB MemTotal (256 GiB installed)
TLSCRATCH = 15_360_000_000_000  # 15.36 TB = 13.97 TiB
tleilax_ev = [
    steady("e1", tl, 3000, hostname="tleilax", domain="bene.example", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", os_pretty_name="Debian GNU/Linux 12 (bookworm)", kernel="6.1.0-29-amd64",
           cpu_model="AMD EPYC 9354 32-Core Processor", cpu_cores=32, cpu_threads=64, memory_total_bytes=TLMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 960 * GB},
                  {"device": "/dev/md127", "mountpoint": "/scratch", "fstype": "xfs", "total_bytes": TLSCRATCH}],
           network_interfaces=[{"name": "ens1f0", "mac": "b4:96:91:aa:00:01", "addresses": ["10.77.0.10/16"],
                                "is_up": True},
                               {"name": "ib0", "mac": None, "addresses": ["10.78.0.10/16"], "is_up": True}],
           dns_servers=["10.77.0.2"], default_gateway="10.77.0.1",
           installed_packages={"slurmctld": "22.05.8-4+deb12u3", "slurm-client": "22.05.8-4+deb12u3",
                               "munge": "0.5.15-2", "nfs-kernel-server": "1:2.6.2-4+deb12u1",
                               "openmpi-bin": "4.1.4-3+b1", "python3": "3.11.2-1+b1", "mdadm": "4.2-5"},
           available_services=["slurmctld.service", "munge.service", "nfs-server.service", "ssh.service",
                               "slurmdbd.service", "mdmonitor.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "munge", "uid": 110, "gid": 117, "home": "/nonexistent", "shell": "/usr/sbin/nologin"},
                  {"name": "slurm", "uid": 64030, "gid": 64030, "home": "/nonexistent", "shell": "/usr/sbin/nologin"},
                  {"name": "scytale", "uid": 1000, "gid": 1000, "home": "/home/scytale", "shell": "/bin/bash"},
                  {"name": "edric", "uid": 1001, "gid": 1001, "home": "/home/edric", "shell": "/bin/bash"},
                  {"name": "hidar", "uid": 1002, "gid": 1002, "home": "/home/hidar", "shell": "/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["scytale"]},
                   {"name": "slurm-admins", "gid": 2000, "members": ["scytale", "edric"]}]),
    item("e2", "linux_service_status", unit("slurmctld.service", "active", "running", "enabled", 1880,
                                            "2027-01-06T17:22:05+00:00", "Slurm controller daemon"), tl, 20,
         {"name": "slurmctld"}),
    item("e3", "linux_service_status", {"units": [
        unit("slurmctld.service", "active", "running", "enabled", 1880, "2027-01-06T17:22:05+00:00",
             "Slurm controller daemon"),
        unit("munge.service", "active", "running", "enabled", 1201, "2026-12-30T08:00:11+00:00",
             "MUNGE authentication service"),
        unit("slurmdbd.service", "failed", "failed", "enabled", None, None, "Slurm DBD accounting daemon"),
    ]}, tl, 20, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "slurmctld.service", "entries": [
        _entry("2027-01-07T10:31:55+00:00", "slurmctld.service", "err", "error: Nodes axo03 not responding"),
        _entry("2027-01-07T10:36:55+00:00", "slurmctld.service", "info", "Nodes axo03 not responding, setting DOWN"),
        _entry("2027-01-07T11:05:20+00:00", "slurmctld.service", "info", "_job_complete: JobId=88123 WEXITSTATUS 0"),
        _entry("2027-01-07T11:35:02+00:00", "slurmctld.service", "info", "_job_complete: JobId=88140 OUT_OF_MEMORY"),
    ]}, tl, 30, {"unit": "slurmctld", "since_minutes": 120}),
    item("e5", "linux_processes", {"total": 640, "processes": [
        proc(71220, "python3", "edric", 99.8, 1.6, int(4.0 * GiB), "2027-01-07T09:12:00+00:00",
             "python3 align.py --chunk 1 --ref /scratch/edric/ref/hg38.fa", "running"),
        proc(71221, "python3", "edric", 99.6, 1.6, int(4.1 * GiB), "2027-01-07T09:12:00+00:00",
             "python3 align.py --chunk 2 --ref /scratch/edric/ref/hg38.fa", "running"),
        proc(71222, "python3", "edric", 99.5, 1.5, int(3.9 * GiB), "2027-01-07T09:12:01+00:00",
             "python3 align.py --chunk 3 --ref /scratch/edric/ref/hg38.fa", "running"),
        proc(1880, "slurmctld", "slurm", 4.0, 0.2, 510 * MiB, "2027-01-06T17:22:05+00:00", "/usr/sbin/slurmctld -D -s"),
        proc(2290, "nfsd", "root", 3.1, 0.0, 0, "2026-12-30T08:00:20+00:00", "[nfsd]"),
    ]}, tl, 20, {"sort": "cpu", "limit": 5}, complete=False),
    item("e6", "linux_system_info", system_info(6.1, [3.4, 3.2, 2.9], 704_100, "2026-12-30T08:00:00+00:00", TLMEM,
                                                180 * GiB, 0, 0), tl, 20),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/md127", "/scratch", "xfs", TLSCRATCH, 14_100_000_000_000)]}, tl, 30, {"path": "/scratch"}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 960 * GB, 212 * GB),
        fs("/dev/md127", "/scratch", "xfs", TLSCRATCH, 11_200_000_000_000)]}, tl, 60),
    item("e9", "linux_file_read", {"path": "/etc/slurm/slurm.conf", "offset": 40, "limit": 6, "total_lines": 64,
                                   "lines": ["SelectType=select/cons_tres", "SchedulerType=sched/backfill",
                                             "SlurmctldTimeout=120",
                                             "NodeName=axo[01-04] CPUs=128 RealMemory=515000 State=UNKNOWN",
                                             "PartitionName=batch Nodes=axo[01-04] Default=YES MaxTime=2-00:00:00 State=UP",
                                             "PartitionName=gpu Nodes=axo[05-06] MaxTime=12:00:00 State=UP"]},
         tl, 40, {"path": "/etc/slurm/slurm.conf", "offset": 40, "limit": 6}),
    item("e10", "linux_file_changes", {"root": "/etc/slurm", "since": "2026-12-31T11:45:00+00:00", "files": [
        {"path": "/etc/slurm/slurm.conf", "mtime": "2027-01-06T17:20:12+00:00", "size_bytes": 2211},
        {"path": "/etc/slurm/gres.conf", "mtime": "2027-01-06T17:21:40+00:00", "size_bytes": 96}]},
         tl, 40, {"root": "/etc/slurm", "since_minutes": 10080, "limit": 20}),
    item("e11", "linux_network_info", {
        "interfaces": [{"name": "ens1f0", "mac": "b4:96:91:aa:00:01", "addresses": ["10.77.0.10/16"], "is_up": True},
                       {"name": "ib0", "mac": None, "addresses": ["10.78.0.10/16"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 1010, "sshd"), _listen(6817, "0.0.0.0", 1880, "slurmctld"),
                      _listen(2049, "0.0.0.0", None, None), _listen(111, "0.0.0.0", 760, "rpcbind")],
        "connections": [_conn("10.77.0.10:22", "10.77.3.15:50110", 9921, "sshd"),
                        _conn("10.77.0.10:22", "10.77.3.16:41720", 9980, "sshd"),
                        _conn("10.77.0.10:6817", "10.77.0.31:1022", 1880, "slurmctld")]}, tl, 25),
    item("e12", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "md127", "read_bytes_per_s": 2_400_000_000, "write_bytes_per_s": 800_000_000, "busy_percent": 99.0},
        {"device": "nvme0n1", "read_bytes_per_s": 5_000_000, "write_bytes_per_s": 2_000_000, "busy_percent": 4.0}]},
         tl, 1000, {"interval_seconds": 1.0}),
]
TLEILAX = {"name": "tleilax", "clock": tl, "evidence": tleilax_ev, "answers": [
    {"q": "Is slurm healthy?", "ev": ["e3", "e4"],
     "a": "Mostly:\n\n1. **slurmctld** — [[s:active (running)]] [[s:since yesterday 17:22]].\n2. **slurmdbd** — "
          "[[s:failed]], so [[u:job accounting (sacct) is not being recorded]].\n3. **Nodes** — [[s:axo03 stopped "
          "responding at 10:31]] [[s:and was set DOWN five minutes later]]. [[c:It came back at 11:05]]. [[u:Its power supply failed]].\n4. **Jobs** — "
          "[[s:job 88140 ended OUT_OF_MEMORY at 11:35]], [[s:ten minutes ago]]; [[s:88123 finished with exit status "
          "0]].\n\n[[u:Apart from slurmdbd, no unit on this node has failed]]."},
    {"q": "Someone is running jobs on the head node — who?", "ev": ["e5", "e6"],
     "extra": [user("e13", "Edric says his jobs on the head node are just a quick test.", tl)],
     "a": "[[s:Three `python3 align.py` processes owned by edric]] [[s:are each using a full core (~99.6%)]], [[s:and "
          "have been since 09:12]] — [[c:about half an hour]]. [[s:They are the top three CPU users]], [[s:ahead of "
          "slurmctld at 4%]]. [[s:Each holds about 4 GiB]]. You said Edric calls it a quick test; [[u:they were "
          "started outside Slurm on purpose]]. The head node still has room: [[s:CPU overall is only ~6%]] "
          "[[s:and 180 GiB of memory is available]]. [[u:The jobs will need another hour]]."},
    {"q": "How full is /scratch?", "ev": ["e7", "e8"],
     "a": "[[u:/scratch is about 92% full]] [[u:(14.1 of 15.36 TB)]]. [[s:It's the md127 XFS array]]. [[s:The root "
          "filesystem has 212 GB used of 960 GB]]. [[u:Users should clean /scratch/edric first]]."},
    {"q": "What did someone change in slurm.conf yesterday?", "ev": ["e9", "e10"],
     "a": "[[s:slurm.conf was modified yesterday at 17:20]], [[s:and gres.conf a minute later]]. In the part I read: "
          "[[s:nodes axo[01-04] have 128 CPUs]] [[c:and 256 GB of RealMemory]]; [[s:the batch partition is the "
          "default]] [[s:with a 2-day limit]]; [[s:the gpu partition covers axo05 and axo06]] [[c:with a 24-hour limit]]. "
          "[[u:The change added the gpu partition]]. [[u:slurmctld was restarted right after (17:22)]] [e10]."},
    {"q": "who's logged in and what's listening", "ev": ["e1", "e11"],
     "a": "[[s:Two SSH sessions]], [[s:from 10.77.3.15 and 10.77.3.16]]. Listening: [[s:22 (sshd)]], [[s:6817 "
          "(slurmctld)]], [[s:2049 (NFS)]], [[s:111 (rpcbind)]]. [[s:One compute node, 10.77.0.31, is talking to "
          "slurmctld]]. [[c:slurmdbd's port 6819 is open]]. [[u:The two SSH sessions are edric and hidar]]. "
          "[[s:Only scytale has sudo]]; [[s:edric is a slurm admin]]. [[c:rpcbind isn't running]]."},
    {"q": "Is the scratch array busy?", "ev": ["e12"],
     "a": "[[t:Very: md127 is 99% busy]], [[t:reading ~2.4 GB/s]] [[t:and writing ~800 MB/s]]. [[u:That's edric's "
          "alignment jobs reading the reference]]."},
    {"q": "Give me a quick system overview of tleilax.", "ev": ["e1", "e2", "e6"],
     "a": "**tleilax** — [[s:Debian 12 (bookworm)]], [[s:kernel 6.1.0-29]], [[s:AMD EPYC 9354]] [[s:(32 cores / 64 "
          "threads)]], [[s:256 GB RAM]]. [[s:Up since 30 December]] ([[c:about two weeks]]). [[s:slurmctld "
          "22.05.8]] [[s:is running]]. [[s:InfiniBand address 10.78.0.10]]. [[s:No swap is configured]], [[c:and 220 GiB of "
          "memory is free]]."},
    {"q": "Does our Slurm version match the compute nodes?", "ev": ["e1"],
     "extra": [user("e14", "The compute nodes run Slurm 23.02.7.", tl)],
     "a": "No. [[s:The head node has slurmctld 22.05.8-4+deb12u3]], [[s:older than the 23.02.7 you say the nodes run]]. "
          "[[u:slurmdbd was upgraded last week]], [[c:and munge is 0.5.13]]. [[u:The nodes were installed from "
          "SchedMD's own packages]]."},
]}

# --------------------------------------------------------------------------------------------------------
ch = Clock("2027-01-08T09:10:00+00:00")
RKE = "v1.30.7+rke2r1"


def _unscheduled(name: str, ns: str, message: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": ns}, "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": message}]}}


def _failed_job_pod(name: str, ns: str, node_name: str, exit_code: int) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": ns, "labels": {"job-name": name.rsplit("-", 1)[0]}},
            "spec": {"nodeName": node_name}, "status": {"phase": "Failed", "containerStatuses": [
                {"name": "voice-cron", "ready": False, "restartCount": 0,
                 "state": {"terminated": {"reason": "Error", "exitCode": exit_code,
                                          "finishedAt": "2027-01-08T08:00:41+00:00"}}}]}}


def _pvc(name: str, phase: str, size: str | None) -> dict:
    status = {"phase": phase}
    if size:
        status["capacity"] = {"storage": size}
    return {"kind": "PersistentVolumeClaim", "metadata": {"name": name, "namespace": "sisterhood"},
            "spec": {"storageClassName": "longhorn", "accessModes": ["ReadWriteOnce"],
                     "resources": {"requests": {"storage": "100Gi"}}}, "status": status}


def _k8s_event(obj_kind: str, obj_name: str, reason: str, message: str, count: int, last: str,
               kind: str = "Warning") -> dict:
    return {"kind": "Event", "metadata": {"name": f"{obj_name}.{count}", "namespace": "sisterhood"},
            "involvedObject": {"kind": obj_kind, "name": obj_name}, "reason": reason, "message": message,
            "type": kind, "count": count, "lastTimestamp": last}


UNSCHED = ("0/5 nodes are available: 2 Insufficient memory, 3 node(s) had untolerated taint "
           "{node-role.kubernetes.io/control-plane: }.")
chapterhouse_ev = [
    item("e1", "kubernetes_get", {"context": "chapterhouse", "namespace": None, "items": [
        node("ch-cp-1", True, RKE), node("ch-cp-2", True, RKE), node("ch-cp-3", True, RKE),
        node("ch-wk-1", True, RKE), node("ch-wk-2", True, "v1.29.10+rke2r1")]}, ch, 20, {"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "chapterhouse", "namespace": "sisterhood", "items": [
        pod("reverend-mother-api-5c7d8e-aa111", "sisterhood", "Running", "ch-wk-1", 0, True,
            started="2027-01-05T10:00:00+00:00"),
        pod("reverend-mother-api-5c7d8e-bb222", "sisterhood", "Running", "ch-wk-2", 0, True,
            started="2027-01-05T10:00:20+00:00"),
        pod("archive-db-0", "sisterhood", "Running", "ch-wk-1", 0, True, started="2026-12-20T12:00:00+00:00"),
        pod("archive-db-1", "sisterhood", "Running", "ch-wk-2", 1, True, started="2026-12-20T12:03:00+00:00"),
        _unscheduled("archive-db-2", "sisterhood", UNSCHED),
        pod("memory-scribe-6b9f4d-cc333", "sisterhood", "Running", "ch-wk-1", 7, False, waiting="CrashLoopBackOff"),
        _failed_job_pod("voice-cron-28935120-x7k2p", "sisterhood", "ch-wk-2", 1),
    ]}, ch, 20, {"resource": "pods", "namespace": "sisterhood"}),
    item("e3", "kubernetes_get", {"context": "chapterhouse", "namespace": "sisterhood", "items": [
        deployment("reverend-mother-api", "sisterhood", 2, 2), deployment("memory-scribe", "sisterhood", 1, 0)]},
         ch, 20, {"resource": "deployments", "namespace": "sisterhood"}),
    item("e4", "kubernetes_get", {"context": "chapterhouse", "namespace": "sisterhood", "items": [
        {"kind": "StatefulSet", "metadata": {"name": "archive-db", "namespace": "sisterhood"},
         "spec": {"replicas": 3, "serviceName": "archive-db"},
         "status": {"replicas": 3, "readyReplicas": 2, "currentReplicas": 3}}]},
         ch, 20, {"resource": "statefulsets", "namespace": "sisterhood", "name": "archive-db"}),
    item("e5", "kubernetes_get", {"context": "chapterhouse", "namespace": "sisterhood", "items": [
        _pvc("data-archive-db-0", "Bound", "100Gi"), _pvc("data-archive-db-1", "Bound", "100Gi"),
        _pvc("data-archive-db-2", "Pending", None)]}, ch, 20, {"resource": "persistentvolumeclaims",
                                                               "namespace": "sisterhood"}),
    item("e6", "kubernetes_get", {"context": "chapterhouse", "namespace": "sisterhood", "items": [
        {"kind": "Ingress", "metadata": {"name": "reverend-mother", "namespace": "sisterhood"},
         "spec": {"ingressClassName": "nginx",
                  "rules": [{"host": "rm.chapterhouse.example", "http": {"paths": [
                      {"path": "/", "pathType": "Prefix",
                       "backend": {"service": {"name": "reverend-mother-api", "port": {"number": 8080}}}}]}}],
                  "tls": [{"hosts": ["rm.chapterhouse.example"], "secretName": "rm-tls"}]},
         "status": {"loadBalancer": {"ingress": [{"ip": "203.0.113.80"}]}}}]},
         ch, 20, {"resource": "ingresses", "namespace": "sisterhood"}),
    item("e7", "kubernetes_get", {"context": "chapterhouse", "namespace": "sisterhood", "items": [
        _k8s_event("Pod", "memory-scribe-6b9f4d-cc333", "BackOff",
                   "Back-off restarting failed container memory-scribe in pod memory-scribe-6b9f4d-cc333", 41,
                   "2027-01-08T09:06:30+00:00"),
        _k8s_event("Pod", "archive-db-2", "FailedScheduling", UNSCHED, 112, "2027-01-08T09:08:00+00:00"),
        _k8s_event("Job", "voice-cron-28935120", "BackoffLimitExceeded", "Job has reached the specified backoff limit",
                   1, "2027-01-08T08:00:45+00:00"),
    ]}, ch, 20, {"resource": "events", "namespace": "sisterhood"}),
    steady("e8", ch, 2000, hostname="ch-cp-1", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           os_pretty_name="Ubuntu 22.04.5 LTS", kernel="5.15.0-130-generic",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=67_300_000_000,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480 * GB}],
           network_interfaces=[{"name": "eno1", "mac": "ac:1f:6b:01:02:03", "addresses": ["10.12.0.11/24"],
                                "is_up": True}],
           dns_servers=["10.12.0.2"], default_gateway="10.12.0.1",
           installed_packages={"rke2-server": "1.30.7~rke2r1-0", "open-iscsi": "2.1.5-1ubuntu1.1"},
           available_services=["rke2-server.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "odrade", "uid": 1000, "gid": 1000, "home": "/home/odrade", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["odrade"]}]),
    item("e9", "linux_system_info", system_info(17.0, [2.2, 2.0, 1.9], 2_590_000, "2026-12-09T09:36:40+00:00",
                                                67_300_000_000, int(40.0 * GiB), 0, 0), ch, 700),
    item("e10", "kubernetes_get", {"context": "chapterhouse", "namespace": "kube-system", "items": [
        pod("rke2-coredns-rke2-coredns-6d5b9c-4kq2z", "kube-system", "Running", "ch-cp-1", 0, True,
            started="2026-12-09T09:40:00+00:00"),
        pod("rke2-ingress-nginx-controller-7xkq4", "kube-system", "Running", "ch-wk-1", 0, True,
            started="2026-12-09T09:41:00+00:00"),
        pod("rke2-ingress-nginx-controller-9plm2", "kube-system", "Running", "ch-wk-2", 3, True,
            started="2026-12-09T09:41:30+00:00"),
        pod("etcd-ch-cp-1", "kube-system", "Running", "ch-cp-1", 0, True, started="2026-12-09T09:37:00+00:00"),
    ]}, ch, 20, {"resource": "pods", "namespace": "kube-system", "limit": 4}, complete=False),
    item("e11", "linux_system_info", system_info(11.0, [1.4, 1.6, 1.8], 2_590_680, "2026-12-09T09:36:40+00:00",
                                                 67_300_000_000, int(41.5 * GiB), 0, 0), ch, 20),
]
CHAPTERHOUSE = {"name": "chapterhouse", "clock": ch, "evidence": chapterhouse_ev, "answers": [
    {"q": "What's wrong in the sisterhood namespace?", "ev": ["e2", "e3", "e7"],
     "a": "Three problems:\n\n**1. memory-scribe is crash-looping.** [[s:Its pod is in CrashLoopBackOff]] [[s:with 7 "
          "restarts]]; [[s:the deployment has 0 of 1 ready]]. [[s:Kubernetes has backed off restarting it 41 "
          "times]], [[s:most recently at 09:06]]. [[u:The crashes started after last night's deploy]].\n\n**2. archive-db-2 can't be scheduled.** [[s:0 of 5 nodes are "
          "available]]: [[s:two lack memory]] [[s:and three are control-plane nodes with a taint]].\n\n**3. The "
          "voice-cron job failed.** [[s:Its pod exited with code 1]] [[c:at 07:00]] [[s:and the job hit its backoff "
          "limit]].\n\n[[s:reverend-mother-api is fine with 2/2 replicas]]. [[u:memory-scribe is crashing because its "
          "config map is missing]]."},
    {"q": "Is archive-db fully up? We scaled it to 3 this morning.", "ev": ["e4", "e5", "e2"],
     "extra": [user("e12", "We scaled archive-db to 3 replicas this morning.", ch)],
     "a": "No. [[s:The StatefulSet wants 3 replicas]] [[s:but only 2 are ready]]: [[s:archive-db-0 on ch-wk-1]] and "
          "[[s:archive-db-1 on ch-wk-2]] [[s:are Running]], [[s:archive-db-2 is Pending]]. [[s:Its volume claim "
          "data-archive-db-2 is Pending too]], [[s:while the other two are Bound at 100Gi]] [[c:on the local-path "
          "storage class]]. [[u:You scaled it at 08:30]]. [[c:archive-db-1 has never restarted]]."},
    {"q": "What URL serves reverend-mother and is TLS on?", "ev": ["e6"],
     "a": "[[s:https://rm.chapterhouse.example/]] — [[s:TLS is on, with the secret rm-tls]]. [[s:The ingress (class "
          "nginx) sends / to reverend-mother-api on port 8080]] [[s:and has the address 203.0.113.80]]. [[u:The "
          "certificate is issued by Let's Encrypt]] [[u:and plain HTTP is redirected to HTTPS]]. [[c:It also serves rm-admin.chapterhouse.example]]."},
    {"q": "Are all nodes on the same Kubernetes version?", "ev": ["e1"],
     "a": "[[s:No. Four nodes run v1.30.7+rke2r1]], [[s:but ch-wk-2 is still on v1.29.10+rke2r1]]. [[s:All five are "
          "Ready]]. [[c:ch-cp-2 runs v1.29.10 as well]]. [[u:ch-wk-2 was skipped by the upgrade plan because it "
          "was cordoned]], [[u:and the other four were upgraded last week]]."},
    {"q": "Is kube-system healthy?", "ev": ["e10"],
     "a": "From what I can see: [[s:coredns, two ingress-nginx controllers and etcd on ch-cp-1 are Running]]; "
          "[[s:the ingress controller on ch-wk-2 has restarted 3 times]]. [[u:Every pod in kube-system is "
          "Running]]. [[c:The etcd pod on ch-cp-1 has restarted twice]]."},
    {"q": "How is ch-cp-1 doing?", "ev": ["e8", "e9", "e11"],
     "a": "[[s:ch-cp-1 is an Ubuntu 22.04 box]] [[s:with a Xeon Silver 4314]] [[s:(16 cores)]] [[s:and 64 GB of "
          "RAM]]. Right now: [[s:CPU 11%]], [[s:load 1.4]], [[s:about 41 GiB free]]. [[c:It has 4 GiB "
          "of swap]]. [[s:It has been up since 9 December]] ([[s:about 30 days]]). [[s:rke2-server 1.30.7 is installed]]."},
    {"q": "Quick check on ch-cp-1's load?", "ev": ["e8", "e9"],
     "a": "[[t:CPU is at 17%]], [[t:load average 2.2]], [[t:about 40 GiB of memory available]]. [[s:The node runs "
          "kernel 5.15.0-130]]. [[u:etcd is healthy]]."},
    {"q": "how many pods in sisterhood are healthy", "ev": ["e2"],
     "a": "[[c:Five of the seven are ready]]. [[s:Seven pods in total]], [[s:one Failed (the voice-cron job pod)]], [[s:one "
          "Pending]]. [[c:archive-db-2 is on ch-wk-1]]. [[u:The failed job will be retried at the next schedule]]."},
]}

MACHINES = [SALUSA, IX, TLEILAX, CHAPTERHOUSE]
