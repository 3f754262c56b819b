"""9th generation (written blind: without reading the certainty wrapper, to be scored once as unseen data, see
the README): arrakis (Ubuntu 22.04 data-ingest server with PostgreSQL, Kafka and a Java ingest job), caladan
(Fedora 41 laptop with podman, two snapshots and the state diff reos makes of them), giedi (Rocky Linux 9 CI
runner with Docker), kaitain (k3s cluster seen from its control plane)."""

from _evidence import GB, GiB, MiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user
from _evidence import log_entry as _entry, package_event as _event


def _listen(port: int, address: str, pid: int, process: str, proto: str = "tcp") -> dict:
    return {"proto": proto, "address": address, "port": port, "pid": pid, "process": process}


def _conn(local: str, remote: str, pid: int, process: str, status: str = "ESTABLISHED") -> dict:
    return {"proto": "tcp", "local": local, "remote": remote, "status": status, "pid": pid, "process": process}


# --------------------------------------------------------------------------------------------------------
ar = Clock("2026-12-20T09:30:00+00:00")
ARMEM = 135_089_000_000        # 125.8 GiB MemTotal (128 GiB installed)
ARROOT = 480_103_981_056
ARDATA = 7_681_000_000_000     # 7.68 TB = 6.99 TiB
arrakis_ev = [
    steady("e1", ar, 2400, hostname="arrakis", domain="dune.example", os_name="Ubuntu", os_version="22.04",
           os_codename="jammy", os_pretty_name="Ubuntu 22.04.5 LTS", kernel="5.15.0-125-generic",
           cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=ARMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": ARROOT},
                  {"device": "/dev/md0", "mountpoint": "/srv/data", "fstype": "xfs", "total_bytes": ARDATA}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:20:30", "addresses": ["10.40.0.10/24"],
                                "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:10:20:31", "addresses": [], "is_up": False}],
           dns_servers=["10.40.0.2", "10.40.0.3"], default_gateway="10.40.0.1",
           installed_packages={"postgresql-14": "14.15-0ubuntu0.22.04.1", "redis-server": "5:6.0.16-1ubuntu1",
                               "redis-tools": "5:6.0.16-1ubuntu1", "nginx": "1.18.0-6ubuntu14.5",
                               "openjdk-17-jre-headless": "17.0.13+11-1~22.04.1", "libssl3": "3.0.2-0ubuntu1.19",
                               "openssh-server": "1:8.9p1-3ubuntu0.10",
                               "prometheus-node-exporter": "1.3.1-1ubuntu0.22.04.3"},
           available_services=["postgresql@14-main.service", "redis-server.service", "nginx.service",
                               "spice-ingest.service", "kafka.service", "prometheus-node-exporter.service",
                               "ssh.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "spice", "uid": 998, "gid": 998, "home": "/opt/spice-ingest", "shell": "/usr/sbin/nologin"},
                  {"name": "kafka", "uid": 997, "gid": 997, "home": "/opt/kafka", "shell": "/usr/sbin/nologin"},
                  {"name": "liet", "uid": 1000, "gid": 1000, "home": "/home/liet", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["liet"]},
                   {"name": "adm", "gid": 4, "members": ["liet", "syslog"]}]),
    item("e2", "linux_system_info", system_info(71.5, [18.4, 16.9, 12.2], 3_931_200, "2026-11-04T21:30:00+00:00",
                                                ARMEM, int(9.1 * GiB), 8 * GiB, int(6.2 * GiB)), ar, 15),
    item("e3", "linux_processes", {"total": 412, "processes": [
        proc(79011, "java", "spice", 145.0, 38.2, int(48.1 * GiB), "2026-12-20T08:53:14+00:00",
             "java -Xms32g -Xmx48g -jar /opt/spice-ingest/spice-ingest.jar --config /etc/spice-ingest/app.yml",
             "running"),
        proc(2101, "postgres", "postgres", 2.1, 24.9, int(31.3 * GiB), "2026-11-04T21:31:12+00:00",
             "/usr/lib/postgresql/14/bin/postgres -D /var/lib/postgresql/14/main "
             "-c config_file=/etc/postgresql/14/main/postgresql.conf"),
        proc(88213, "postgres", "postgres", 96.0, 9.6, int(12.1 * GiB), "2026-12-20T09:02:40+00:00",
             "postgres: 14/main: harvester spice 127.0.0.1(50122) SELECT", "running"),
        proc(88214, "postgres", "postgres", 88.0, 7.4, int(9.3 * GiB), "2026-12-20T09:02:41+00:00",
             "postgres: 14/main: harvester spice 127.0.0.1(50124) SELECT", "running"),
        proc(1460, "redis-server", "redis", 3.5, 3.1, int(3.9 * GiB), "2026-11-04T21:31:05+00:00",
             "/usr/bin/redis-server 127.0.0.1:6379"),
    ]}, ar, 20, {"sort": "memory", "limit": 5}, complete=False),
    item("e4", "linux_service_status", unit("postgresql@14-main.service", "active", "running", "enabled", 2101,
                                            "2026-11-04T21:31:12+00:00", "PostgreSQL Cluster 14-main"), ar, 30,
         {"name": "postgresql@14-main"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _entry("2026-12-20T08:52:41+00:00", "kernel", "err",
               "Out of memory: Killed process 77120 (java) total-vm:61203456kB, anon-rss:49812340kB, oom_score_adj:0"),
        _entry("2026-12-20T08:52:43+00:00", "spice-ingest.service", "err",
               "spice-ingest.service: Main process exited, code=killed, status=9/KILL"),
        _entry("2026-12-20T08:52:43+00:00", "spice-ingest.service", "warning",
               "spice-ingest.service: Failed with result 'signal'."),
        _entry("2026-12-20T08:53:13+00:00", "spice-ingest.service", "info",
               "spice-ingest.service: Scheduled restart job, restart counter is at 3."),
    ]}, ar, 40, {"since_minutes": 60, "grep": "spice-ingest|Out of memory"}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", ARROOT, 292_000_000_000),
        fs("/dev/md0", "/srv/data", "xfs", ARDATA, 6_900_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_400_000)]}, ar, 30),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:10:20:30", "addresses": ["10.40.0.10/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:10:20:31", "addresses": [], "is_up": False}],
        "listening": [_listen(22, "0.0.0.0", 1022, "sshd"), _listen(80, "0.0.0.0", 1630, "nginx"),
                      _listen(443, "0.0.0.0", 1630, "nginx"), _listen(5432, "127.0.0.1", 2101, "postgres"),
                      _listen(6379, "127.0.0.1", 1460, "redis-server"), _listen(9100, "0.0.0.0", 1188, "node_exporter"),
                      _listen(8080, "0.0.0.0", 79011, "java")],
        "connections": [_conn("10.40.0.10:22", "10.40.0.5:51512", 40110, "sshd"),
                        _conn("10.40.0.10:443", "198.51.100.77:40022", 1630, "nginx")]}, ar, 25),
    item("e8", "linux_package_history", {"events": [
        _event("2026-12-18T06:14:02+00:00", "upgrade", "postgresql-14", "14.13-0ubuntu0.22.04.1",
               "14.15-0ubuntu0.22.04.1"),
        _event("2026-12-18T06:14:09+00:00", "upgrade", "libssl3", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        _event("2026-12-19T15:40:27+00:00", "install", "redis-tools", None, "5:6.0.16-1ubuntu1"),
        _event("2026-12-19T15:41:02+00:00", "remove", "apache2", "2.4.52-1ubuntu4.12", None),
    ]}, ar, 60, {"since_days": 7}),
    item("e9", "linux_system_info", system_info(22.0, [3.1, 4.0, 5.2], 3_929_700, "2026-11-04T21:30:00+00:00",
                                                ARMEM, 70 * GiB, 8 * GiB, int(0.5 * GiB)), ar, 1500),
    item("e10", "linux_processes", {"total": 412, "processes": [
        proc(1902, "java", "kafka", 4.0, 1.9, int(2.4 * GiB), "2026-11-04T21:31:40+00:00",
             "java -Xmx2g -Xms2g -XX:+UseG1GC -cp /opt/kafka/libs/* kafka.Kafka /opt/kafka/config/server.properties"),
        proc(79011, "java", "spice", 145.0, 38.2, int(48.1 * GiB), "2026-12-20T08:53:14+00:00",
             "java -Xms32g -Xmx48g -jar /opt/spice-ingest/spice-ingest.jar --config /etc/spice-ingest/app.yml",
             "running"),
    ]}, ar, 20, {"name": "java"}),
    item("e11", "linux_file_read", {"path": "/etc/postgresql/14/main/postgresql.conf", "offset": 120, "limit": 6,
                                    "total_lines": 812, "lines": [
                                        "shared_buffers = 32GB\t\t\t# min 128kB",
                                        "work_mem = 256MB\t\t\t\t# min 64kB",
                                        "maintenance_work_mem = 2GB",
                                        "effective_cache_size = 96GB",
                                        "max_connections = 200",
                                        "#huge_pages = try\t\t\t# on, off, or try"]}, ar, 45,
         {"path": "/etc/postgresql/14/main/postgresql.conf", "offset": 120, "limit": 6}),
]
ARRAKIS = {"name": "arrakis", "clock": ar, "evidence": arrakis_ev, "answers": [
    {"q": "Why is arrakis so slow right now?", "ev": ["e2", "e3", "e5"],
     "a": "Here is what I found:\n\n**1. Memory pressure.** [[s:Only about 9 GiB of the 126 GiB is available]], and "
          "[[s:swap is at 6.2 of 8 GiB]].\n\n**2. Load.** [[s:The 1-minute load is 18.4]], [[s:up from 12.2 over the "
          "last 15 minutes]].\n\n**3. The ingest job.** [[s:The `java` process for spice-ingest holds about 48 GiB "
          "resident]], [[s:more than any other process]]. [[s:The kernel OOM-killed it at 08:52]] [[s:and systemd "
          "restarted it a minute later]]; [[c:this was its second restart]]. [[c:The job runs as root]], [[u:and the kill was triggered by the nightly batch import]].\n\n**4. PostgreSQL.** [[s:Two `postgres` "
          "backends of user harvester are running SELECTs at ~96% and ~88% CPU]]. [[u:Those queries are missing an "
          "index]].\n\nI'd start with the ingest job's heap size."},
    {"q": "Is Postgres up, and what version is it? The advisory says we need 14.14 or later.",
     "ev": ["e1", "e4", "e7", "e8"],
     "extra": [user("e13", "The advisory says PostgreSQL 14 needs at least 14.14.", ar)],
     "a": "[[s:Yes — postgresql@14-main is active (running)]] [[s:since 4 Nov]], [[s:main PID 2101]]. [[s:Version "
          "14.15]] ([[s:upgraded from 14.13 on Dec 18]]). [[s:That is newer than the 14.14 the advisory asks for]]. [[c:It listens on 0.0.0.0:5432]] [[u:and has about 40 client connections]]."},
    {"q": "How full is the data array?", "ev": ["e1", "e6"],
     "a": "| Mount | Device | Size | Used | Free |\n|---|---|---|---|---|\n| / | nvme0n1p2 | [[s:480 GB]] | [[s:61%]] | "
          "[[s:188 GB]] |\n| /srv/data | [[s:md0]] | [[c:7.68 TiB]] | [[s:~90%]] | [[c:~781 GiB]] |\n\n[[s:/srv/data is "
          "XFS]]. [[c:/boot/efi is almost full]]. [[u:It's a RAID 6 array]], and [[u:at the current rate it will be full in about two weeks]]."},
    {"q": "Which java is eating all the memory — is it Kafka?", "ev": ["e3", "e10"],
     "a": "Good question, because there are actually [[s:two processes called `java`]] on this box: [[s:Kafka (PID 1902, "
          "user kafka)]] and [[s:spice-ingest (PID 79011, user spice)]]. It's not Kafka — [[s:Kafka only uses about "
          "2.4 GiB]], [[s:while spice-ingest sits at roughly 48 GiB RSS]], [[s:which matches its -Xmx48g]]. "
          "[[c:Kafka's heap is capped at 1 GB]], and [[c:Kafka was started more recently than the ingest job]]. "
          "[[u:The ingest job is probably leaking memory]]. You could lower `-Xmx` in the unit file and see if it settles."},
    {"q": "What's listening on this box?", "ev": ["e7"],
     "a": "What's listening on arrakis:\n\n- [[s:22/tcp — sshd]]\n- [[s:80 and 443 — nginx]]\n- [[s:5432 — postgres, "
          "localhost only]]\n- [[s:6379 — redis-server, localhost only]]\n- [[c:9100 — node_exporter, localhost only]]\n- [[s:8080 — "
          "java (PID 79011)]]\n\n[[c:That's six listening ports]], [[s:no UDP listeners at all]]. [[s:There is one SSH "
          "session open, from 10.40.0.5]]. [[u:Redis requires a password]]."},
    {"q": "What was installed or removed this week?", "ev": ["e1", "e8"],
     "a": "Summary: [[s:four package events in the last 7 days]].\n\nDetails:\n- [[s:redis-tools 6.0.16 was installed on "
          "19 Dec at 15:40]]\n- [[s:apache2 was removed a minute later]], [[s:and it is no longer installed]]\n- "
          "[[s:postgresql-14 and libssl3 were upgraded on 18 Dec around 06:14]]; [[c:libssl3 went from "
          "3.0.2-0ubuntu1.19 back to 3.0.2-0ubuntu1.18]]\n- [[c:nginx was upgraded too]]\n\n[[u:The two upgrades came from unattended-upgrades]]."},
    {"q": "How are CPU and memory doing?", "ev": ["e9"],
     "a": "[[t:CPU is at 22%]], [[t:load average 3.1]], [[t:about 70 GiB of memory available]] [[t:and swap is barely "
          "touched at 0.5 GiB]]. [[u:No process is misbehaving]]."},
    {"q": "I set shared_buffers to 32GB last week — did it stick? And what's max_connections?", "ev": ["e11"],
     "extra": [user("e12", "I set shared_buffers to 32GB last week.", ar)],
     "a": "Yes. [[s:postgresql.conf has `shared_buffers = 32GB`]], as you set it. Other memory settings in the same "
          "block:\n\n```\n[[s:work_mem = 256MB]]\n[[s:maintenance_work_mem = 2GB]]\n[[c:effective_cache_size = 64GB]]\n```\n\n"
          "[[s:max_connections is 200]]. [[u:autovacuum is turned off]], and [[u:you changed the file last Tuesday]]. "
          "Reload with `sudo systemctl reload postgresql@14-main` if you edit it again."},
    {"q": "Who has accounts on arrakis, and who has sudo?", "ev": ["e1"],
     "a": "- [[s:liet is the only member of `sudo`]]\n- [[s:postgres has /bin/bash as its shell]]\n- [[c:kafka and spice "
          "can log in with bash too]]\n- [[c:There are four accounts in total]]\n\n[[u:liet logs in with SSH keys "
          "only]]."},
]}

# --------------------------------------------------------------------------------------------------------
ca = Clock("2026-12-21T18:05:00+00:00")
CAMEM = 33_322_000_000         # 31.0 GiB MemTotal (32 GB laptop)
CA_OLD = {"firefox": "132.0.2-1.fc41", "kernel-core": "6.11.11-300.fc41", "podman": "5:5.2.5-1.fc41",
          "NetworkManager": "1:1.48.10-2.fc41", "gnome-shell": "47.1-1.fc41", "mesa-dri-drivers": "24.3.1-1.fc41",
          "gnome-tour": "47.0-1.fc41", "toolbox": "0.1.1-1.fc41", "openssh-server": "9.8p1-3.fc41.1"}
CA_NEW = {"firefox": "133.0.3-1.fc41", "kernel-core": "6.12.5-200.fc41", "podman": "5:5.3.1-1.fc41",
          "NetworkManager": "1:1.48.10-2.fc41", "gnome-shell": "47.2-1.fc41", "mesa-dri-drivers": "24.2.8-1.fc41",
          "toolbox": "0.1.1-1.fc41", "openssh-server": "9.8p1-3.fc41.1", "tailscale": "1.78.1-1"}
CA_USERS = [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
            {"name": "paul", "uid": 1000, "gid": 1000, "home": "/home/paul", "shell": "/bin/zsh"}]
CA_USERS_NEW = CA_USERS + [{"name": "jessica", "uid": 1001, "gid": 1001, "home": "/home/jessica", "shell": "/bin/bash"}]


def _caladan_snapshot(eid: str, age: float, sid: int, kernel: str, packages: dict, users: list, wheel: list,
                      address: str, interfaces_extra: list, services: list, enabled: list) -> dict:
    snap = steady(eid, ca, age, hostname="caladan", os_name="Fedora Linux", os_version="41", os_codename=None,
                  os_pretty_name="Fedora Linux 41 (Workstation Edition)", kernel=kernel,
                  cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22, memory_total_bytes=CAMEM,
                  disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_022_000_000_000},
                         {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_000_000}],
                  network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:11:22:33", "addresses": [address],
                                       "is_up": True}] + interfaces_extra,
                  dns_servers=["127.0.0.53"], default_gateway=address.rsplit(".", 1)[0] + ".1", package_manager="rpm",
                  installed_packages=packages, available_services=services, users=users,
                  groups=[{"name": "wheel", "gid": 10, "members": wheel},
                          {"name": "libvirt", "gid": 973, "members": ["paul"]}])
    snap["data"]["enabled_services"] = enabled
    snap["data"]["snapshot_id"] = sid
    return snap


CA_SERVICES = ["NetworkManager.service", "sshd.service", "bluetooth.service", "cups.service", "firewalld.service",
               "packagekit.service"]
ca_old = _caladan_snapshot("e1", 259200, 17, "6.11.11-300.fc41.x86_64", CA_OLD, CA_USERS, ["paul"],
                           "192.168.1.57/24", [], CA_SERVICES, ["NetworkManager.service", "bluetooth.service",
                                                                 "cups.service", "firewalld.service"])
ca_new = _caladan_snapshot("e2", 600, 18, "6.12.5-200.fc41.x86_64", CA_NEW, CA_USERS_NEW, ["paul", "jessica"],
                           "10.0.0.23/24", [{"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"],
                                             "is_up": True}],
                           CA_SERVICES + ["tailscaled.service"],
                           ["NetworkManager.service", "bluetooth.service", "cups.service", "firewalld.service",
                            "sshd.service", "tailscaled.service"])
# The diff in the shape reos itself attaches to a "what changed" answer (reos_desktop/state/diff.py).
ca_diff = {"id": "e2-diff", "kind": "steady_state", "tool": "state_diff", "args": {"from": 17, "to": 18},
           "collected_at": ca_new["collected_at"], "complete": True, "data": {
    "from": {"snapshot_id": 17, "collected_at": ca_old["collected_at"]},
    "to": {"snapshot_id": 18, "collected_at": ca_new["collected_at"]},
    "packages": {"installed": [{"package": "tailscale", "version": "1.78.1-1"}],
                 "removed": [{"package": "gnome-tour", "version": "47.0-1.fc41"}],
                 "upgraded": [{"package": "firefox", "from_version": "132.0.2-1.fc41", "to_version": "133.0.3-1.fc41"},
                              {"package": "gnome-shell", "from_version": "47.1-1.fc41", "to_version": "47.2-1.fc41"},
                              {"package": "kernel-core", "from_version": "6.11.11-300.fc41",
                               "to_version": "6.12.5-200.fc41"},
                              {"package": "podman", "from_version": "5:5.2.5-1.fc41", "to_version": "5:5.3.1-1.fc41"}],
                 "downgraded": [{"package": "mesa-dri-drivers", "from_version": "24.3.1-1.fc41",
                                 "to_version": "24.2.8-1.fc41"}]},
    "users": {"added": ["jessica"], "removed": []},
    "groups": {"added": [], "removed": [], "membership": [{"group": "wheel", "added": ["jessica"], "removed": []}]},
    "services": {"added": ["tailscaled.service"], "removed": [], "enabled": ["sshd.service", "tailscaled.service"],
                 "disabled": []},
    "system": [{"field": "kernel", "from": "6.11.11-300.fc41.x86_64", "to": "6.12.5-200.fc41.x86_64"},
               {"field": "default_gateway", "from": "192.168.1.1", "to": "10.0.0.1"}],
    "network": {"interfaces_added": ["tailscale0"], "interfaces_removed": [],
                "addresses_changed": [{"interface": "wlp0s20f3", "from": ["192.168.1.57/24"], "to": ["10.0.0.23/24"]}],
                "dns_servers": None}}}
caladan_ev = [
    ca_old, ca_new, ca_diff,
    item("e4", "linux_containers", {"runtime": "podman", "containers": [
        box("a1b2c3d4e5f6", "pg-dev", "docker.io/library/postgres:16", "running", "Up 3 hours",
            "2026-12-21T14:58:00+00:00", ["127.0.0.1:5432->5432/tcp"]),
        box("d4e5f6a7b8c9", "minio", "quay.io/minio/minio:latest", "exited", "Exited (137) 2 days ago",
            "2026-12-10T09:12:00+00:00", []),
        box("0789abcdef01", "fedora-toolbox-41", "registry.fedoraproject.org/fedora-toolbox:41", "running",
            "Up 5 hours", "2026-11-30T10:00:00+00:00"),
        box("11aa22bb33cc", "redis-cache", "docker.io/library/redis:7-alpine", "created", "Created",
            "2026-12-21T17:30:00+00:00", ["127.0.0.1:6379->6379/tcp"]),
    ]}, ca, 20, {"all": True}),
    item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2_600_000, "tx_bytes_per_s": 310_000},
        {"name": "tailscale0", "rx_bytes_per_s": 1_900_000, "tx_bytes_per_s": 120_000},
        {"name": "lo", "rx_bytes_per_s": 45_000, "tx_bytes_per_s": 45_000}]}, ca, 15, {"interval_seconds": 1.0}),
    item("e6", "linux_system_info", system_info(9.5, [0.8, 0.9, 1.1], 19_800, "2026-12-21T12:35:00+00:00", CAMEM,
                                                int(18.2 * GiB), 8 * GiB, 0), ca, 20),
    item("e7", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 912, "2026-12-21T12:35:20+00:00",
             "Network Manager"),
        unit("sshd.service", "active", "running", "enabled", 1304, "2026-12-21T12:35:24+00:00",
             "OpenSSH server daemon"),
        unit("tailscaled.service", "active", "running", "enabled", 1320, "2026-12-21T12:35:24+00:00",
             "Tailscale node agent"),
        unit("firewalld.service", "active", "running", "enabled", 880, "2026-12-21T12:35:18+00:00",
             "firewalld - dynamic firewall daemon"),
        unit("cups.service", "active", "running", "enabled", 1410, "2026-12-21T12:35:30+00:00", "CUPS Scheduler"),
        unit("bluetooth.service", "inactive", "dead", "enabled", None, None, "Bluetooth service"),
        unit("packagekit.service", "failed", "failed", "static", None, None, "PackageKit Daemon"),
    ]}, ca, 25),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        _entry("2026-12-21T17:41:02+00:00", "NetworkManager.service", "info",
               "device (wlp0s20f3): state change: activated -> deactivating (reason 'ssid-not-found')"),
        _entry("2026-12-21T17:41:05+00:00", "NetworkManager.service", "warning",
               "device (wlp0s20f3): Activation: (wifi) association took too long"),
        _entry("2026-12-21T17:42:30+00:00", "NetworkManager.service", "info",
               "device (wlp0s20f3): Activation: successful, device activated."),
        _entry("2026-12-21T17:55:18+00:00", "NetworkManager.service", "info",
               "dhcp4 (wlp0s20f3): state changed new lease, address=10.0.0.23"),
    ]}, ca, 30, {"unit": "NetworkManager", "since_minutes": 60}),
    item("e9", "linux_package_history", {"events": [
        _event("2026-12-20T20:11:40+00:00", "upgrade", "firefox", "132.0.2-1.fc41", "133.0.3-1.fc41"),
        _event("2026-12-20T20:11:52+00:00", "upgrade", "kernel-core", "6.11.11-300.fc41", "6.12.5-200.fc41"),
        _event("2026-12-21T09:03:15+00:00", "install", "tailscale", None, "1.78.1-1"),
    ]}, ca, 40, {"since_days": 2}),
    item("e10", "linux_file_read", {"path": "/etc/resolv.conf", "offset": 0, "limit": 50, "total_lines": 4, "lines": [
        "# This is /run/systemd/resolve/stub-resolv.conf managed by man:systemd-resolved(8).",
        "nameserver 127.0.0.53", "options edns0 trust-ad", "search lan"]}, ca, 30, {"path": "/etc/resolv.conf"}),
    item("e11", "linux_system_info", system_info(64.0, [3.2, 2.1, 1.4], 17_400, "2026-12-21T12:35:00+00:00", CAMEM,
                                                 12 * GiB, 8 * GiB, 0), ca, 2400),
]
CALADAN = {"name": "caladan", "clock": ca, "evidence": caladan_ev, "answers": [
    {"q": "What changed since the last snapshot?", "ev": ["e1", "e2", "e2-diff"],
     "a": "Changes from snapshot 17 to snapshot 18 [e2-diff]:\n\n- [[s:tailscale 1.78.1-1 was installed]]\n- [[s:gnome-tour "
          "was removed]]\n- [[s:firefox went from 132.0.2 to 133.0.3]]\n- [[c:podman was downgraded from 5.3.1 to "
          "5.2.5]]\n- [[s:mesa-dri-drivers went down from 24.3.1 to 24.2.8]]\n- [[s:user jessica was added]] [[s:and "
          "joined wheel]] ([[u:paul created her account]])\n- [[s:the kernel moved from 6.11.11 to 6.12.5]]\n- [[s:sshd.service was enabled]]\n- "
          "[[c:the DNS servers changed]]\n\n[[u:The kernel update came from updates-testing]]."},
    {"q": "Is the new kernel actually newer than what I had?", "ev": ["e1", "e2", "e2-diff"],
     "extra": [user("e12", "I was on 6.11 before the update.", ca)],
     "a": "[[s:Yes. 6.12.5-200.fc41 is newer than the 6.11.11-300.fc41 you had before]] — the version is compared "
          "before the release, so 300 vs 200 doesn't matter. [[s:podman 5:5.3.1 is likewise newer than 5:5.2.5]]. "
          "[[c:NetworkManager was also upgraded, to 1:1.50]]. [[u:The update also fixed the suspend bug you "
          "had]]."},
    {"q": "Which containers are running?", "ev": ["e4"],
     "a": "| Name | Image | State | Ports |\n|---|---|---|---|\n| pg-dev | [[s:postgres:16]] | ✅ [[s:running]] | "
          "[[s:127.0.0.1:5432]] |\n| minio | minio:latest | ❌ [[s:exited (137)]] | — |\n| fedora-toolbox-41 | "
          "fedora-toolbox:41 | ✅ [[s:up 5 hours]] | — |\n| redis-cache | redis:7-alpine | ✅ [[c:running]] | 6379 |\n\n"
          "[[s:Two of the four containers are up]]. [[u:minio was killed by the OOM killer]]. [[c:redis-cache has been up since 17:30]]."},
    {"q": "Why did my wifi drop?", "ev": ["e2", "e8"],
     "a": "Your Wi-Fi dropped [[s:at 17:41]], when [[s:NetworkManager deactivated wlp0s20f3 with reason "
          "'ssid-not-found']]. [[s:It reconnected at 17:42]], and [[s:about ten minutes ago it got a new DHCP lease "
          "for 10.0.0.23]]. [[c:The outage lasted roughly ten minutes]]. [[u:The router probably rebooted]]. "
          "[[s:wlp0s20f3 now has 10.0.0.23/24]]."},
    {"q": "are my services ok", "ev": ["e7"],
     "a": "Mostly. [[s:NetworkManager, sshd, tailscaled, firewalld and cups are active]]; [[s:packagekit.service "
          "is failed]] — [[s:the only failed unit]]. [[c:Bluetooth is running too]]. [[u:The PackageKit failure "
          "happened during the last update]]."},
    {"q": "What DNS server am I using?", "ev": ["e2", "e10"],
     "a": "**DNS:** [[s:127.0.0.53]] (the systemd-resolved stub), [[s:search domain `lan`]]. [[s:The default gateway "
          "is 10.0.0.1]]. [[c:/etc/resolv.conf lists two nameservers]]. [[u:Upstream, resolved forwards to "
          "10.0.0.1]]."},
    {"q": "Is something hogging the laptop? The fan is loud.", "ev": ["e5", "e11"],
     "a": "Network: [[s:Wi-Fi is receiving about 2.6 MB/s]] [[s:(~21 Mbit/s)]] [[s:and tailscale0 ~1.9 MB/s]].\n\n"
          "CPU: [[t:64% busy]], [[t:load 3.2]], [[t:12 GiB of RAM available]]. [[u:The fan noise is from "
          "tracker-miner indexing your files]]."},
    {"q": "How much memory is free, and is swap in use?", "ev": ["e6"],
     "a": "[[s:About 18 GiB of 31 GiB is available]] ([[s:roughly 41% used]]). [[c:Swap is about half full]]. "
          "[[s:CPU is nearly idle at 9.5%]]. [[s:The laptop has been up 5.5 hours]]."},
    {"q": "Who can use sudo on this laptop?", "ev": ["e2"],
     "a": "[[s:paul and jessica are both in `wheel`]], so both can sudo. [[c:jessica's login shell is zsh]], "
          "[[c:and both of them are in the libvirt group]]. [[u:jessica has never logged in yet]], and [[u:the root "
          "account is locked]]."},
]}

# --------------------------------------------------------------------------------------------------------
gi = Clock("2026-12-22T03:40:00+00:00")
GIMEM = 65_600_000_000         # 61.1 GiB MemTotal
GIDOCKER = 536_870_912_000     # 500 GiB
giedi_ev = [
    steady("e1", gi, 5400, hostname="giedi", domain="giedi.lan", os_name="Rocky Linux", os_version="9.5",
           os_codename="Blue Onyx", os_pretty_name="Rocky Linux 9.5 (Blue Onyx)",
           kernel="5.14.0-503.15.1.el9_5.x86_64", cpu_model="Intel(R) Xeon(R) Gold 6226R CPU @ 2.90GHz",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=GIMEM, package_manager="rpm",
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "xfs", "total_bytes": 100 * GiB},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/docker", "fstype": "xfs", "total_bytes": GIDOCKER}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:aa:bb:cc", "addresses": ["172.20.8.15/22"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:7e:01:02:03", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["172.20.8.2"], default_gateway="172.20.8.1",
           installed_packages={"docker-ce": "3:27.4.0-1.el9", "containerd.io": "1.7.24-3.1.el9",
                               "gitlab-runner": "17.6.0-1", "git": "2.43.5-1.el9_4", "openssh-server": "8.7p1-43.el9",
                               "kernel": "5.14.0-503.15.1.el9_5"},
           available_services=["docker.service", "containerd.service", "gitlab-runner.service", "sshd.service",
                               "chronyd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "baron", "uid": 1000, "gid": 1000, "home": "/home/baron", "shell": "/bin/bash"},
                  {"name": "feyd", "uid": 1001, "gid": 1001, "home": "/home/feyd", "shell": "/bin/zsh"},
                  {"name": "rabban", "uid": 1002, "gid": 1002, "home": "/home/rabban", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 985, "gid": 985, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 989, "members": ["gitlab-runner", "feyd"]},
                   {"name": "wheel", "gid": 10, "members": ["baron"]}]),
    item("e2", "linux_processes", {"total": 588, "processes": [
        proc(40122, "cc1plus", "root", 99.5, 0.9, 580 * MiB, "2026-12-22T03:39:02+00:00",
             "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet src/flight/thopter_control.cpp -O2", "running"),
        proc(40130, "cc1plus", "root", 99.1, 0.7, 450 * MiB, "2026-12-22T03:39:20+00:00",
             "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet src/flight/wing_model.cpp -O2", "running"),
        proc(40131, "cc1plus", "root", 98.7, 0.6, 410 * MiB, "2026-12-22T03:39:21+00:00",
             "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet src/nav/route.cpp -O2", "running"),
        proc(3010, "dockerd", "root", 35.0, 0.4, 260 * MiB, "2026-12-16T02:10:40+00:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        proc(2890, "gitlab-runner", "gitlab-runner", 12.0, 0.2, 120 * MiB, "2026-12-20T11:02:30+00:00",
             "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
        proc(2711, "containerd", "root", 6.0, 0.1, 70 * MiB, "2026-12-16T02:10:35+00:00", "/usr/bin/containerd"),
    ]}, gi, 15, {"sort": "cpu", "limit": 6}, complete=False),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("5e1f0a", "runner-xk2-project-88-concurrent-0-build", "registry.giedi.lan/toolchain/gcc:13", "running",
            "Up 14 minutes", "2026-12-22T03:26:00+00:00"),
        box("7a2b9c", "runner-xk2-project-88-concurrent-1-build", "registry.giedi.lan/toolchain/gcc:13", "running",
            "Up 9 minutes", "2026-12-22T03:31:00+00:00"),
        box("0d4e8f", "registry", "registry:2", "running", "Up 6 days", "2026-12-16T02:11:00+00:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("9c3d1e", "old-cache", "redis:6", "exited", "Exited (0) 3 weeks ago", "2026-10-02T08:00:00+00:00"),
        box("b8e6f2", "buildkit", "moby/buildkit:buildx-stable-1", "running", "Up 2 days",
            "2026-12-20T01:00:00+00:00"),
    ]}, gi, 20, {"all": True}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "xfs", 100 * GiB, 38 * GiB),
        fs("/dev/sdb1", "/var/lib/docker", "xfs", GIDOCKER, 509_000_000_000)]}, gi, 20),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 1_000_000, "write_bytes_per_s": 2_000_000, "busy_percent": 3.0},
        {"device": "sdb", "read_bytes_per_s": 45_000_000, "write_bytes_per_s": 210_000_000, "busy_percent": 97.0}]},
         gi, 15, {"interval_seconds": 1.0}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        _entry("2026-12-22T03:05:44+00:00", "gitlab-runner.service", "info",
               "Checking for jobs... received job=44809 repo_url=https://git.giedi.lan/harkonnen/ornithopter.git "
               "runner=xk2"),
        _entry("2026-12-22T03:12:07+00:00", "gitlab-runner.service", "err",
               "Job failed (system failure): write /var/lib/docker/overlay2/4f1c/diff/tmp/cc.o: no space left on "
               "device job=44809"),
        _entry("2026-12-22T03:26:51+00:00", "gitlab-runner.service", "info",
               "Checking for jobs... received job=44815 repo_url=https://git.giedi.lan/harkonnen/ornithopter.git "
               "runner=xk2"),
        _entry("2026-12-22T03:31:02+00:00", "gitlab-runner.service", "warning",
               "WARNING: Failed to pull image registry.giedi.lan/toolchain/gcc:14: manifest unknown job=44815"),
    ]}, gi, 25, {"unit": "gitlab-runner", "since_minutes": 60, "limit": 4}, complete=False),
    item("e7", "linux_service_status", unit("docker.service", "active", "running", "enabled", 3010,
                                            "2026-12-16T02:10:40+00:00", "Docker Application Container Engine"),
         gi, 30, {"name": "docker"}),
    item("e8", "linux_file_changes", {"root": "/etc", "since": "2026-12-21T03:40:00+00:00", "files": [
        {"path": "/etc/docker/daemon.json", "mtime": "2026-12-21T22:14:03+00:00", "size_bytes": 212},
        {"path": "/etc/sudoers.d/feyd", "mtime": "2026-12-21T23:48:10+00:00", "size_bytes": 38},
        {"path": "/etc/gitlab-runner/config.toml", "mtime": "2026-12-22T01:02:55+00:00", "size_bytes": 1880}]},
         gi, 40, {"root": "/etc", "since_minutes": 1440, "limit": 50}),
    item("e9", "linux_file_read", {"path": "/etc/docker/daemon.json", "offset": 0, "limit": 100, "total_lines": 9,
                                   "lines": ["{", '  "data-root": "/var/lib/docker",', '  "log-driver": "json-file",',
                                             '  "log-opts": {', '    "max-size": "50m",', '    "max-file": "3"',
                                             "  },", '  "storage-driver": "overlay2", "live-restore": true', "}"]},
         gi, 40, {"path": "/etc/docker/daemon.json"}),
    item("e10", "linux_processes", {"total": 571, "processes": [
        proc(38870, "java", "root", 180.0, 4.1, int(2.5 * GiB), "2026-12-22T03:10:00+00:00",
             "java -jar /opt/sonar-scanner/lib/sonar-scanner-cli-6.2.1.jar -Dsonar.projectKey=ornithopter", "running"),
        proc(3010, "dockerd", "root", 22.0, 0.4, 255 * MiB, "2026-12-16T02:10:40+00:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        proc(2890, "gitlab-runner", "gitlab-runner", 9.0, 0.2, 118 * MiB, "2026-12-20T11:02:30+00:00",
             "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner"),
    ]}, gi, 1500, {"sort": "cpu", "limit": 3}, complete=False),
    item("e11", "linux_package_history", {"events": [
        _event("2026-12-16T02:10:12+00:00", "upgrade", "docker-ce", "3:27.3.1-1.el9", "3:27.4.0-1.el9"),
        _event("2026-12-16T02:10:20+00:00", "upgrade", "containerd.io", "1.7.23-3.1.el9", "1.7.24-3.1.el9"),
        _event("2026-12-20T11:02:05+00:00", "upgrade", "gitlab-runner", "17.5.3-1", "17.6.0-1"),
    ]}, gi, 60, {"since_days": 10}),
    item("e12", "linux_service_status", unit("gitlab-runner.service", "active", "running", "enabled", 2890,
                                             "2026-12-20T11:02:30+00:00", "GitLab Runner"), gi, 40,
         {"name": "gitlab-runner"}),
    item("e13", "linux_service_status", unit("gitlab-runner.service", "failed", "failed", "enabled", None, None,
                                             "GitLab Runner"), gi, 10, {"name": "gitlab-runner.service"}),
]
GIEDI = {"name": "giedi", "clock": gi, "evidence": giedi_ev, "answers": [
    {"q": "Why are the CI jobs failing?", "ev": ["e3", "e4", "e6"],
     "a": "Looks like a disk problem. [[s:Job 44809 failed at 03:12 with \"no space left on device\"]] — [[s:/var/lib/docker "
          "is about 95% full]], [[c:with roughly 50 GB left]]. Separately, [[s:job 44815 could not pull the gcc:14 "
          "image]] [[s:because the registry answered \"manifest unknown\"]]. [[u:That was the only job that failed in "
          "the last hour]]. [[s:Two build containers are running right now]]. [[u:Most of the space is dangling "
          "images]], so a `docker image prune` should help."},
    {"q": "What's using the CPU on giedi? Top 3 please.", "ev": ["e2"],
     "a": "| # | Process | PID | CPU |\n|---|---|---|---|\n| 1 | cc1plus | [[s:40122]] | [[s:99.5%]] |\n| 2 | cc1plus | "
          "40130 | [[s:99.1%]] |\n| 3 | cc1plus | 40131 | [[s:98.7%]] |\n\n[[s:Three C++ compiler processes each pin a "
          "core]]; [[s:dockerd comes fourth at 35%]]. [[c:gitlab-runner itself is the second-largest user]], and "
          "[[c:the compilers run as the gitlab-runner user]]. [[u:No other build is queued]]."},
    {"q": "Can baron run docker commands?", "ev": ["e1"],
     "a": "[[s:No, baron is not in the `docker` group]] — [[s:only gitlab-runner and feyd are]]. [[s:baron is in "
          "`wheel`]], though, so he could use sudo. [[c:rabban is in docker as well]]. [[u:feyd was given sudo "
          "rights last night]], and [[u:baron last logged in yesterday]]."},
    {"q": "What changed in /etc in the last day?", "ev": ["e8", "e9"],
     "a": "1. **[[s:Three files changed under /etc in the last 24 hours]]**: [[s:/etc/docker/daemon.json at 22:14 "
          "yesterday]], [[s:/etc/gitlab-runner/config.toml at 01:02]], and [[s:/etc/sudoers.d/feyd]] [[c:at 21:48]].\n"
          "2. **daemon.json** [[s:rotates container logs at 50m × 3 files]] [[c:and turns live-restore off]].\n"
          "3. **config.toml** — [[u:concurrent was raised to 4]]."},
    {"q": "Is Docker up to date here?", "ev": ["e1", "e7", "e11"],
     "a": "[[s:docker-ce is 3:27.4.0-1.el9]], [[s:upgraded from 27.3.1 on 16 December]] [e11], and [[s:docker.service "
          "has been active since that morning (02:10)]] [e7]. [[c:containerd.io was left at its old version]]. "
          "[[u:gitlab-runner went to 17.6.0 on 20 Dec]] [e7]. [[u:27.4.0 is the newest Docker release]]."},
    {"q": "What's hogging the machine?", "ev": ["e10"],
     "a": "[[t:A `java` process — the sonar-scanner — is at 180% CPU]], [[t:the top consumer]], [[t:ahead of dockerd "
          "at 22%]]. [[u:It should finish within a few minutes]]."},
    {"q": "How busy are the disks?", "ev": ["e4", "e5"],
     "a": "sdb: [[s:97% busy]], [[s:writing ~210 MB/s]], [[c:reading ~450 MB/s]]\nsda: [[s:almost idle (3%)]]\n"
          "root fs: [[s:38 of 100 GiB used]]\ndocker fs: [[s:500 GiB]], [[c:80% used]]"},
    {"q": "Is gitlab-runner running?", "ev": ["e12", "e13"],
     "a": "[[u:Yes, gitlab-runner.service is active (running)]] [[u:with main PID 2890]]. [[s:It is enabled]], so it "
          "comes back at boot. [[u:Its last restart was caused by the package upgrade]].\n\n```\nsudo journalctl -u "
          "gitlab-runner -n 50\n```"},
]}

# --------------------------------------------------------------------------------------------------------
ka = Clock("2026-12-23T14:20:00+00:00")
KAMEM = 16_365_000_000         # 15.2 GiB MemTotal
K3S = "v1.30.6+k3s1"


def _service(name: str, kind: str, cluster_ip: str, ports: list[dict], lb_ip: str | None = None) -> dict:
    status = {"loadBalancer": {"ingress": [{"ip": lb_ip}]}} if lb_ip else {"loadBalancer": {}}
    return {"kind": "Service", "metadata": {"name": name, "namespace": "imperium"},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}, "status": status}


kaitain_ev = [
    steady("e1", ka, 3000, hostname="kaitain-cp1", domain=None, os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", os_pretty_name="Debian GNU/Linux 12 (bookworm)", kernel="6.1.0-28-amd64",
           cpu_model="Intel(R) Xeon(R) E-2334 CPU @ 3.40GHz", cpu_cores=4, cpu_threads=8, memory_total_bytes=KAMEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250 * GB}],
           network_interfaces=[{"name": "enp1s0", "mac": "52:54:00:ab:cd:01", "addresses": ["192.168.50.11/24"],
                                "is_up": True},
                               {"name": "flannel.1", "mac": "6e:11:22:33:44:55", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"open-iscsi": "2.1.8-1", "nfs-common": "1:2.6.2-4+deb12u1",
                               "wireguard-tools": "1.0.20210914-1+b1", "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "shaddam", "uid": 1000, "gid": 1000, "home": "/home/shaddam", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["shaddam"]}],
           stale_sources=["packages"]),
    item("e2", "kubernetes_get", {"context": "kaitain", "namespace": None, "items": [
        node("kaitain-cp1", True, K3S), node("kaitain-w1", True, K3S), node("kaitain-w2", False, K3S),
        node("kaitain-w3", True, K3S)]}, ka, 20, {"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "kaitain", "namespace": "imperium", "items": [
        pod("landsraad-api-6d9f7c-abcde", "imperium", "Running", "kaitain-w1", 0, True,
            started="2026-12-19T08:00:00+00:00"),
        pod("landsraad-api-6d9f7c-fghij", "imperium", "Running", "kaitain-w3", 2, True,
            started="2026-12-22T16:40:00+00:00"),
        pod("spice-ledger-0", "imperium", "Running", "kaitain-w1", 0, True, started="2026-12-10T12:00:00+00:00"),
        pod("spice-ledger-1", "imperium", "Pending", "kaitain-w2", 0, False, waiting="ContainerCreating"),
        pod("sardaukar-worker-7b8c9d-klmno", "imperium", "Running", "kaitain-w3", 14, False,
            waiting="CrashLoopBackOff"),
        pod("guild-nav-5f6a7b-pqrst", "imperium", "Running", "kaitain-w1", 0, True,
            started="2026-12-21T09:15:00+00:00"),
    ]}, ka, 20, {"resource": "pods", "namespace": "imperium"}),
    item("e4", "kubernetes_get", {"context": "kaitain", "namespace": "imperium", "items": [
        deployment("landsraad-api", "imperium", 2, 2), deployment("sardaukar-worker", "imperium", 1, 0),
        deployment("guild-nav", "imperium", 1, 1)]}, ka, 20, {"resource": "deployments", "namespace": "imperium"}),
    item("e5", "kubernetes_get", {"context": "kaitain", "namespace": "imperium", "items": [
        _service("landsraad-api", "LoadBalancer", "10.43.18.7", [{"port": 443, "targetPort": 8443, "protocol": "TCP"}],
                 "192.168.50.240"),
        _service("spice-ledger", "ClusterIP", "None", [{"port": 5432, "targetPort": 5432, "protocol": "TCP"}]),
        _service("guild-nav", "NodePort", "10.43.77.2", [{"port": 80, "targetPort": 8080, "nodePort": 30080,
                                                          "protocol": "TCP"}]),
    ]}, ka, 20, {"resource": "services", "namespace": "imperium"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2026-12-23T13:57:40+00:00", "k3s.service", "warning",
               "Failed to update lease for node kaitain-w2: context deadline exceeded"),
        _entry("2026-12-23T13:58:12+00:00", "k3s.service", "info",
               "Event(v1.ObjectReference{Kind:\"Node\", Name:\"kaitain-w2\"}): type: 'Normal' reason: "
               "'NodeNotReady' Node kaitain-w2 status is now: NodeNotReady"),
        _entry("2026-12-23T14:03:12+00:00", "k3s.service", "warning",
               "Marking pods on node kaitain-w2 for eviction: spice-ledger-1 (taint node.kubernetes.io/unreachable)"),
    ]}, ka, 30, {"unit": "k3s", "since_minutes": 60, "grep": "kaitain-w2"}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "52:54:00:ab:cd:01", "addresses": ["192.168.50.11/24"],
                        "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 801, "sshd"), _listen(6443, "::", 1150, "k3s-server"),
                      _listen(10250, "::", 1150, "k3s-server"), _listen(2379, "192.168.50.11", 1150, "k3s-server"),
                      _listen(2379, "127.0.0.1", 1150, "k3s-server"), _listen(2380, "192.168.50.11", 1150, "k3s-server"),
                      _listen(8472, "0.0.0.0", 0, None, "udp")],
        "connections": [_conn("192.168.50.11:6443", "192.168.50.21:48810", 1150, "k3s-server"),
                        _conn("192.168.50.11:6443", "192.168.50.23:51022", 1150, "k3s-server")]}, ka, 25),
    item("e8", "linux_system_info", system_info(38.0, [2.9, 2.5, 2.2], 1_728_000, "2026-12-03T14:20:00+00:00", KAMEM,
                                                int(5.8 * GiB), 0, 0), ka, 20),
    item("e9", "kubernetes_get", {"context": "kaitain", "namespace": "kube-system", "items": [
        pod("coredns-7b98449c4-x2k9q", "kube-system", "Running", "kaitain-cp1", 0, True,
            started="2026-12-03T14:22:00+00:00"),
        pod("traefik-d7c9c5778-7lmw2", "kube-system", "Running", "kaitain-cp1", 1, True,
            started="2026-12-03T14:23:00+00:00"),
        pod("metrics-server-6f4c6675d5-9h8gq", "kube-system", "Running", "kaitain-w1", 0, True,
            started="2026-12-03T14:22:30+00:00"),
    ]}, ka, 20, {"resource": "pods", "namespace": "kube-system", "limit": 3}, complete=False),
    item("e10", "linux_system_info", system_info(91.0, [7.8, 6.1, 4.0], 1_726_500, "2026-12-03T14:20:00+00:00",
                                                 KAMEM, int(1.2 * GiB), 0, 0), ka, 1500),
]
KAITAIN = {"name": "kaitain", "clock": ka, "evidence": kaitain_ev, "answers": [
    {"q": "Is the cluster healthy?", "ev": ["e2", "e3", "e4"],
     "a": "Summary: not entirely.\n\n1. **Nodes** — [[s:3 of 4 nodes are Ready]]; [[s:kaitain-w2 is NotReady]]. [[s:All "
          "of them run v1.30.6+k3s1]].\n2. **sardaukar-worker** — [[s:its only pod is in CrashLoopBackOff]] [[s:with 14 "
          "restarts]], [[s:so the deployment has 0 of 1 replicas ready]].\n3. **spice-ledger-1** — [[s:stuck Pending "
          "on kaitain-w2]].\n4. **landsraad-api** — [[c:degraded, only 1 of 2 replicas ready]].\n\n[[u:The crash loop "
          "comes from a missing Secret]]."},
    {"q": "What IP does landsraad-api have?", "ev": ["e5"],
     "a": "[[s:External IP 192.168.50.240]] ([[s:LoadBalancer]]), [[s:cluster IP 10.43.18.7]], [[s:port 443 → "
          "8443]]. [[c:guild-nav is a ClusterIP service]], [[s:spice-ledger is headless]]. [[u:The load balancer IP is handed out by MetalLB]]."},
    {"q": "Why is w2 down?", "ev": ["e2", "e6"],
     "extra": [user("e11", "w2 was rebooted for a BIOS update around 13:50.", ka)],
     "a": "[[s:k3s marked kaitain-w2 NodeNotReady at 13:58]], [[s:about 22 minutes ago]], [[s:right after a failed "
          "lease update (context deadline exceeded)]]. [[s:You mentioned a BIOS-update reboot around "
          "13:50]]. [[c:It came back Ready at 14:10]]. [[s:At 14:03 k3s marked spice-ledger-1 for eviction]]. "
          "[[u:It probably hasn't come back because the BIOS reset the boot order]]."},
    {"q": "Which pods restart the most? Give me the top 3.", "ev": ["e3"],
     "a": "Top restarters in `imperium`:\n\n1. [[s:sardaukar-worker-7b8c9d-klmno — 14 restarts]]\n2. "
          "[[s:landsraad-api-6d9f7c-fghij — 2]]\n3. [[c:guild-nav-5f6a7b-pqrst — 3]]\n\n[[s:Every other pod has 0 "
          "restarts]]. [[s:There are six pods in the namespace]], [[c:all but one of them ready]]."},
    {"q": "What ports is the control plane listening on?", "ev": ["e7"],
     "a": "- **SSH:** [[s:22]]\n- **API server:** [[s:6443]]\n- **kubelet:** [[s:10250]], [[c:bound to localhost "
          "only]]\n- **etcd:** [[s:2379 and 2380 on 192.168.50.11]]\n- **flannel VXLAN:** [[s:8472/udp]]\n\n[[s:Two "
          "clients are connected to the API: 192.168.50.21 and 192.168.50.23]]. [[u:The API server requires client "
          "certificates]]."},
    {"q": "How loaded is the control plane node?", "ev": ["e1", "e8"],
     "a": "[[s:kaitain-cp1 has a 4-core Xeon E-2334]] [[s:with 8 threads]] and [[s:16 GB of RAM]]. Right now [[s:CPU "
          "is at 38%]], [[s:load average ~2.9]], [[s:about 5.8 GiB of memory available]], [[s:and there is no swap]]. "
          "[[s:It has been up for 20 days]]. [[c:It runs Debian 11]]; [[t:open-iscsi 2.1.8 is installed]], [[u:for Longhorn volumes]]."},
    {"q": "Is kube-system ok? And is cp1 under pressure?", "ev": ["e9", "e10"],
     "a": "Yes, [[s:coredns, traefik and metrics-server are Running]]; [[s:traefik has restarted once]]. [[u:No pod in "
          "kube-system is failing]]. On cp1 [[t:the CPU is at 91%]] [[t:with only 1.2 GiB of memory left]], [[t:load "
          "7.8]]."},
]}

MACHINES = [ARRAKIS, CALADAN, GIEDI, KAITAIN]
