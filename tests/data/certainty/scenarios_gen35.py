"""35th generation (written blind, by a helper that saw neither the wrapper nor its scores): five machines
named after Mesopotamian myth, answered the way small local models answer — some terse (bullets, key: value
lines), some verbose (long paragraphs whose sentences carry several clauses), some in Markdown tables.

enki — a Fedora 40 developer desktop in Berlin (+01:00). A steady-state snapshot (i7-12700K, 31.1 GiB of
MemTotal, btrfs root and /home on the same partition, a 4 TB ext4 data disk, rpm packages with podman but no
docker, the user ninsun with zsh in wheel), a fresh system_info (load rising), processes sorted by memory and
cut to five (IntelliJ's java first, a QEMU VM second), every unit (dnf-makecache failed, cups inactive,
podman.socket listening), disk usage (/mnt/data 93% full), the dnf-makecache journal of the last three hours
(one run that could not resolve dl.google.com), a week of package events (kernel, mesa upgraded, moby-engine
removed) and a second process list sorted by CPU that is fifteen minutes old.

marduk — an Ubuntu 22.04 PostgreSQL 16 server in UTC at 03:47 at night. Steady state (Xeon 16/32, 125.7 GiB,
postgresql-16 16.4 and pgbouncer installed), a fresh system_info under load (14.2 / 9.8 / 6.1) and an older
one (15 minutes) taken when it was calm, the postgresql@16-main unit (active since 28 January, the boot),
processes sorted by CPU and cut (a 40-minute reporting query, an autovacuum worker, pgbouncer), the postgres
journal of the last hour (frequent checkpoints, two 'connection slots reserved' FATALs, a 31-minute query),
disk usage (3.84 TB xfs on md0, 80%), disk I/O of md0 and its two NVMe members, the listening sockets and
connections (pgbouncer on 6432 on all addresses, postgres on 10.20.0.15 and localhost, node_exporter on ::),
and a 14-line slice of the 842-line postgresql.conf.

ishtar — an Arch Linux laptop in Los Angeles (-07:00, daylight time). Steady state whose `packages` source is
stale (it still lists linux 6.13.5 and firefox 135.0.1 and lacks ollama, while the running kernel is
6.13.6), a stale system_info (11 minutes) and a fresh one after Ollama started, last night's pacman events
plus today's ollama install, NetworkManager warnings of the last two hours (three link timeouts, one failed
activation, one disconnect), network traffic, the listening sockets (ollama and cups on localhost only,
tailscaled on UDP) and processes sorted by memory and cut to five (the ollama runner first, owned by ollama).

tiamat — a three-node k3s cluster's control plane on Debian 12 in Tokyo (+09:00). Steady state (Intel N100,
16 GB), every pod in every namespace (eleven: paperless in CrashLoopBackOff on abzu, mosquitto Pending with no
node, nothing on kingu), the nodes (kingu NotReady on an older k3s), the deployments, the k3s journal (kingu's
NodeNotReady at 09:12, the scheduler's reason for mosquitto, paperless back-off), fresh system_info, the
Services of every namespace (home-assistant and traefik LoadBalancers, mosquitto ClusterIP) and a stale disk
usage (8 minutes).

gilgamesh — an Ubuntu 24.04 container host and GitLab runner in Sydney (+11:00). Steady state (EPYC 7302P, two
disks, docker group enkidu and gitlab-runner, sudo enkidu only), every container (four running, minio
restarting, two exited), disk usage (/var/lib/docker 93%), the runner's journal of the last hour (one
success, an exit code 1, a 'no space left on device' system failure, a job received at 16:37), listening
sockets (registry and prometheus published on localhost only, runner metrics on localhost), files changed
under /etc in a day (complete), fresh system_info, a stale process list, and two fresh service readings that
disagree about gitlab-runner (one says running, the other activating/auto-restart).
"""

from __future__ import annotations

from _evidence import (GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event, pod,
                       deployment, node, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------- enki
enki_clock = Clock("2026-03-11T14:22:00+01:00")
ENKI_MEM = 33_398_042_624

enki_steady = steady(
    "s1", enki_clock, age=2400,
    hostname="enki", os_name="Fedora Linux", os_version="40", os_codename=None,
    kernel="6.10.12-200.fc40.x86_64", cpu_model="12th Gen Intel(R) Core(TM) i7-12700K", cpu_cores=12,
    cpu_threads=20, memory_total_bytes=ENKI_MEM,
    disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 998_875_168_768},
           {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 998_875_168_768},
           {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
           {"device": "/dev/sda1", "mountpoint": "/mnt/data", "fstype": "ext4", "total_bytes": 4_000_650_883_072}],
    network_interfaces=[{"name": "enp5s0", "mac": "04:7c:16:a2:19:e0", "addresses": ["192.168.178.42/24"], "is_up": True},
                        {"name": "wlp6s0", "mac": "a8:7e:ea:31:02:5b", "addresses": [], "is_up": False}],
    dns_servers=["127.0.0.53"], default_gateway="192.168.178.1", package_manager="rpm",
    installed_packages={"firefox": "131.0-1.fc40", "podman": "5:5.2.3-1.fc40", "code": "1.94.2-1728494015.el8",
                        "python3": "3.12.7-1.fc40", "gnome-shell": "46.5-1.fc40", "kernel": "6.10.12-200.fc40",
                        "podman-compose": "1.2.0-1.fc40", "mesa-dri-drivers": "24.2.4-1.fc40",
                        "qemu-kvm": "2:8.2.7-1.fc40"},
    available_services=["gdm.service", "sshd.service", "cups.service", "bluetooth.service", "podman.socket",
                        "podman.service", "dnf-makecache.service", "fwupd.service", "NetworkManager.service",
                        "firewalld.service"],
    users=[{"name": "ninsun", "uid": 1000, "gid": 1000, "home": "/home/ninsun", "shell": "/bin/zsh"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["ninsun"]}, {"name": "libvirt", "gid": 973, "members": ["ninsun"]}],
)

ENKI_EVIDENCE = [
    enki_steady,
    item("e1", "linux_system_info", system_info(23.4, [2.41, 1.87, 1.52], 274_320, "2026-03-08T10:10:00+01:00",
                                                ENKI_MEM, 12_884_901_888, 8 * GiB, 1_288_490_189), enki_clock, age=25),
    item("e2", "linux_processes", processes(384, ENKI_MEM, [
        (48211, "java", "ninsun", 8.2, 4_402_341_888, "2026-03-11T08:55:12+01:00",
         "/opt/idea-IU-242.23339.11/jbr/bin/java -Xmx4096m -Didea.paths.selector=IntelliJIdea2024.2 com.intellij.idea.Main"),
        (61001, "qemu-system-x86", "ninsun", 18.5, 4_294_967_296, "2026-03-11T13:40:02+01:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11 -m 4096 -smp 4 -enable-kvm"),
        (3120, "firefox", "ninsun", 12.1, 2_791_728_742, "2026-03-08T10:14:40+01:00", "/usr/lib64/firefox/firefox"),
        (50112, "code", "ninsun", 3.4, 1_395_864_371, "2026-03-11T09:02:31+01:00", "/usr/share/code/code --unity-launch"),
        (2210, "gnome-shell", "ninsun", 4.0, 612_368_384, "2026-03-08T10:11:02+01:00", "/usr/bin/gnome-shell"),
    ]), enki_clock, age=25, args={"sort": "memory", "limit": 5}, complete=False),
    item("e3", "linux_service_status", {"units": [
        unit("gdm.service", "active", "running", pid=1422, since="2026-03-08T10:10:31+01:00", desc="GNOME Display Manager"),
        unit("sshd.service", "active", "running", pid=1180, since="2026-03-08T10:10:29+01:00", desc="OpenSSH server daemon"),
        unit("cups.service", "inactive", "dead", desc="CUPS Scheduler"),
        unit("bluetooth.service", "active", "running", pid=1101, since="2026-03-08T10:10:28+01:00", desc="Bluetooth service"),
        unit("podman.socket", "active", "listening", since="2026-03-08T10:10:27+01:00", desc="Podman API Socket"),
        unit("dnf-makecache.service", "failed", "failed", ufs="static", desc="dnf makecache"),
        unit("fwupd.service", "active", "running", ufs="static", pid=3301, since="2026-03-08T10:12:02+01:00",
             desc="Firmware update daemon"),
        unit("NetworkManager.service", "active", "running", pid=1130, since="2026-03-08T10:10:28+01:00",
             desc="Network Manager"),
        unit("firewalld.service", "active", "running", pid=1093, since="2026-03-08T10:10:27+01:00",
             desc="firewalld - dynamic firewall daemon"),
    ]}, enki_clock, age=30),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 998_875_168_768, 612_400_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 998_875_168_768, 612_400_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 372_000_000),
        fs("/dev/sda1", "/mnt/data", "ext4", 4_000_650_883_072, 3_721_000_000_000),
    ]}, enki_clock, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "dnf-makecache.service", "entries": [
        log_entry("2026-03-11T12:48:03+01:00", "dnf-makecache.service", "info", "Starting dnf-makecache.service - dnf makecache..."),
        log_entry("2026-03-11T12:48:19+01:00", "dnf-makecache.service", "err",
                  "Curl error (6): Couldn't resolve host name for https://dl.google.com/linux/chrome/rpm/stable/x86_64/repodata/repomd.xml [Could not resolve host: dl.google.com]"),
        log_entry("2026-03-11T12:48:19+01:00", "dnf-makecache.service", "err",
                  "Errors during downloading metadata for repository 'google-chrome':"),
        log_entry("2026-03-11T12:48:20+01:00", "dnf-makecache.service", "err",
                  "Error: Failed to download metadata for repo 'google-chrome': Cannot download repomd.xml: Cannot download repodata/repomd.xml: All mirrors were tried"),
        log_entry("2026-03-11T12:48:20+01:00", None, "notice",
                  "dnf-makecache.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-03-11T12:48:20+01:00", None, "warning", "dnf-makecache.service: Failed with result 'exit-code'."),
        log_entry("2026-03-11T12:48:20+01:00", None, "err", "Failed to start dnf-makecache.service - dnf makecache."),
    ]}, enki_clock, age=30, args={"unit": "dnf-makecache.service", "since_minutes": 180}),
    item("e6", "linux_package_history", {"source": "dnf", "since": "2026-03-04T14:21:30+01:00", "events": [
        package_event("2026-03-06T20:15:10+01:00", "upgrade", "firefox", "130.0.1-1.fc40", "131.0-1.fc40"),
        package_event("2026-03-09T19:40:22+01:00", "upgrade", "kernel", "6.10.11-200.fc40", "6.10.12-200.fc40"),
        package_event("2026-03-09T19:40:22+01:00", "upgrade", "kernel-core", "6.10.11-200.fc40", "6.10.12-200.fc40"),
        package_event("2026-03-09T19:41:05+01:00", "upgrade", "mesa-dri-drivers", "24.1.7-1.fc40", "24.2.4-1.fc40"),
        package_event("2026-03-10T09:12:48+01:00", "install", "podman-compose", None, "1.2.0-1.fc40"),
        package_event("2026-03-10T09:14:02+01:00", "remove", "moby-engine", "24.0.5-3.fc40", None),
    ]}, enki_clock, age=30, args={"since_days": 7}),
    item("e7", "linux_processes", processes(379, ENKI_MEM, [
        (61001, "qemu-system-x86", "ninsun", 96.4, 4_294_967_296, "2026-03-11T13:40:02+01:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11 -m 4096 -smp 4 -enable-kvm"),
        (3120, "firefox", "ninsun", 21.0, 2_690_000_000, "2026-03-08T10:14:40+01:00", "/usr/lib64/firefox/firefox"),
        (48211, "java", "ninsun", 8.8, 4_390_000_000, "2026-03-11T08:55:12+01:00",
         "/opt/idea-IU-242.23339.11/jbr/bin/java -Xmx4096m com.intellij.idea.Main"),
        (2210, "gnome-shell", "ninsun", 4.4, 611_000_000, "2026-03-08T10:11:02+01:00", "/usr/bin/gnome-shell"),
        (1733, "pipewire", "ninsun", 1.0, 31_000_000, "2026-03-08T10:11:00+01:00", "/usr/bin/pipewire"),
    ]), enki_clock, age=900, args={"sort": "cpu", "limit": 5}, complete=False),
]

ENKI_ANSWERS = [
    {"q": "Why does my PC feel sluggish right now?", "ev": ["e1", "e2"],
     "a": "**Quick look:**\n"
          "- CPU: [[s:~23% overall]], [[s:load 2.41 / 1.87 / 1.52]] — [[s:load has been climbing over the last 15 minutes]]\n"
          "- RAM: [[s:19.1 GiB of 31.1 GiB in use]] ([[c:about 70%]])\n"
          "- Swap: [[s:1.2 GiB of 8 GiB used]]\n"
          "- Biggest process: [[s:IntelliJ (java, PID 48211) at 4.1 GiB]]\n"
          "- Runner-up: [[c:Firefox at ~4 GiB]] — [[s:a QEMU VM is also holding 4.0 GiB]] and [[s:it burns the most CPU of the listed processes at 18.5%]]\n\n"
          "[[u:The sluggishness is probably the VM's disk I/O]]. Try `sudo iotop -o` to confirm."},
    {"q": "Did the dnf cache refresh fail? I got a notification.", "ev": ["e3", "e5"],
     "a": "Yes — the background metadata refresh did fail, and it looks like a single repository is to blame rather "
          "than dnf itself. [[s:The most recent run of `dnf-makecache.service` started at 12:48]], which is "
          "[[c:about three hours ago]], and [[s:it gave up with status 1/FAILURE at 12:48:20]] after "
          "[[s:curl could not resolve `dl.google.com`]]; [[s:the repository that broke it is `google-chrome`]], and "
          "[[s:systemd has left the unit in the failed state]] (which is what triggered your notification). "
          "[[c:This is the third failure in the last three hours]], so [[u:Google's mirror was probably down for "
          "maintenance]], and [[u:it should succeed on its own at the next timer run in about 30 minutes]]. If you "
          "don't need Chrome updates you can disable that repo with `sudo dnf config-manager setopt google-chrome.enabled=0`."},
    {"q": "how much disk space do i have left", "ev": ["s1", "e4"],
     "a": "Disk usage on enki:\n\n"
          "/ (btrfs): [[s:61% used]], [[s:~386 GB free]]\n"
          "/home: [[c:separate partition]], [[s:same 61%]]\n"
          "/boot: [[s:~36% used]]\n"
          "/mnt/data: [[s:93% full]], [[c:~260 GB free]]\n"
          "Largest drive: [[s:/mnt/data (4 TB)]]\n"
          "[[c:Total across all disks: about 4.5 TB]]"},
    {"q": "What did dnf change this week?", "ev": ["e6"],
     "a": "Here's what dnf did over the last 7 days:\n\n"
          "1. [[s:Firefox was upgraded to 131.0]] [[c:on Monday]]\n"
          "2. [[s:The kernel went from 6.10.11 to 6.10.12]] [[s:on the evening of the 9th]]\n"
          "3. [[c:Mesa was downgraded to 24.1.7]]\n"
          "4. [[s:You installed podman-compose 1.2.0]] and [[s:removed moby-engine]] [[s:about a minute later]]\n\n"
          "[[c:Five packages changed in total]]. [[u:moby-engine was removed because podman-compose conflicts with it]]. "
          "[[u:Since you're booted into 6.10.12 already]], there's nothing to reboot for."},
    {"q": "Give me a summary of this machine's setup.", "ev": ["s1"],
     "a": "| Component | Value |\n|---|---|\n"
          "| OS | [[s:Fedora Linux 40]] |\n"
          "| Kernel | [[s:6.10.12-200.fc40]] |\n"
          "| CPU | [[s:Intel Core i7-12700K]], [[c:8 cores / 16 threads]] |\n"
          "| RAM | [[s:32 GB]] |\n"
          "| Network | [[s:enp5s0 at 192.168.178.42]] |\n"
          "| Gateway | [[c:192.168.178.254]] |\n"
          "| Shell | [[s:zsh for ninsun]] |\n"
          "| Docker | [[c:docker-ce 27.3]] |\n\n"
          "[[s:ninsun is in `wheel`]], so sudo works. Want me to check for pending updates?"},
    {"q": "Which services are running?", "ev": ["e3"],
     "a": "Sure! Currently running:\n"
          "- ✅ [[s:gdm]]\n- ✅ [[s:sshd]]\n- ✅ [[s:NetworkManager]]\n- ✅ [[c:cups]]\n- ✅ [[s:firewalld]]\n\n"
          "[[s:`podman.socket` is listening]] but [[s:`podman.service` itself is not running]] (it's socket-activated). "
          "[[s:bluetooth is up too]]. [[s:Only one unit has failed]]: [[c:`fwupd.service`]]. "
          "[[c:That's 8 running services in total]]."},
    {"q": "What's using the CPU?", "ev": ["e7"],
     "a": "[[t:qemu-system-x86 (PID 61001) is the top CPU user at ~96%]], and [[t:Firefox is second at 21%]]. "
          "[[t:IntelliJ is only using about 9%]] and [[t:gnome-shell sits at 4.4%]]. [[t:The VM runs as ninsun]]; "
          "[[u:it's probably running Windows Update in the guest]]."},
]

# -------------------------------------------------------------------------------------------------- marduk
marduk_clock = Clock("2026-03-11T03:47:00+00:00")
MARDUK_MEM = 134_956_859_392

marduk_steady = steady(
    "s1", marduk_clock, age=3600,
    hostname="marduk", domain="db.internal", os_name="Ubuntu", os_version="22.04.4 LTS", os_codename="jammy",
    kernel="5.15.0-119-generic", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16,
    cpu_threads=32, memory_total_bytes=MARDUK_MEM,
    disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
           {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
           {"device": "/dev/md0", "mountpoint": "/var/lib/postgresql", "fstype": "xfs", "total_bytes": 3_839_711_952_896}],
    network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:0a:10", "addresses": ["10.20.0.15/24"], "is_up": True},
                        {"name": "eno2", "mac": "3c:ec:ef:41:0a:11", "addresses": ["10.30.0.15/24"], "is_up": True}],
    dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
    installed_packages={"postgresql-16": "16.4-1.pgdg22.04+1", "pgbouncer": "1.23.1-1.pgdg22.04+1",
                        "prometheus-node-exporter": "1.3.1-1ubuntu0.22.04.2", "openssh-server": "1:8.9p1-3ubuntu0.10",
                        "mdadm": "4.2-0ubuntu1.1"},
    available_services=["postgresql@16-main.service", "pgbouncer.service", "ssh.service",
                        "prometheus-node-exporter.service", "unattended-upgrades.service"],
    users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
           {"name": "postgres", "uid": 113, "gid": 120, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}, {"name": "ssl-cert", "gid": 115, "members": ["postgres"]}],
)

MARDUK_EVIDENCE = [
    marduk_steady,
    item("e1", "linux_system_info", system_info(71.5, [14.2, 9.8, 6.1], 3_620_100, "2026-01-28T06:12:00+00:00",
                                                MARDUK_MEM, 41_875_931_136, 4 * GiB, 0), marduk_clock, age=40),
    item("e2", "linux_service_status", unit("postgresql@16-main.service", "active", "running", pid=1432,
                                            since="2026-01-28T06:12:41+00:00", desc="PostgreSQL Cluster 16-main"),
         marduk_clock, age=40, args={"name": "postgresql@16-main"}),
    item("e3", "linux_processes", processes(287, MARDUK_MEM, [
        (884211, "postgres", "postgres", 98.1, 3 * GiB, "2026-03-11T03:05:12+00:00",
         "postgres: 16/main: analytics reporting 10.20.0.41(51522) SELECT"),
        (884390, "postgres", "postgres", 64.0, 1_610_612_736, "2026-03-11T03:44:50+00:00",
         "postgres: 16/main: app_rw appdb 127.0.0.1(40112) UPDATE"),
        (883977, "postgres", "postgres", 45.2, 805_306_368, "2026-03-11T03:39:02+00:00",
         "postgres: 16/main: autovacuum worker appdb"),
        (1598, "pgbouncer", "postgres", 12.0, 25_165_824, "2026-01-28T06:12:40+00:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (1440, "postgres", "postgres", 6.3, 8 * GiB, "2026-01-28T06:12:41+00:00", "postgres: 16/main: checkpointer"),
        (1201, "prometheus-node", "prometheus", 1.1, 29_360_128, "2026-01-28T06:12:30+00:00",
         "/usr/bin/prometheus-node-exporter"),
    ]), marduk_clock, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
        log_entry("2026-03-11T03:04:58+00:00", "postgresql@16-main.service", "info",
                  "LOG:  duration: 1893442.907 ms  statement: SELECT customer_id, count(*) FROM events WHERE created_at > now() - interval '90 days' GROUP BY 1"),
        log_entry("2026-03-11T03:12:44+00:00", "postgresql@16-main.service", "warning",
                  "LOG:  checkpoints are occurring too frequently (21 seconds apart)"),
        log_entry("2026-03-11T03:12:44+00:00", "postgresql@16-main.service", "warning",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-03-11T03:21:40+00:00", "postgresql@16-main.service", "info",
                  "LOG:  automatic vacuum of table \"appdb.public.sessions\": index scans: 1"),
        log_entry("2026-03-11T03:31:07+00:00", "postgresql@16-main.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-03-11T03:31:09+00:00", "postgresql@16-main.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
    ]}, marduk_clock, age=30, args={"unit": "postgresql@16-main", "since_minutes": 60}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 250_375_106_560, 152_700_000_000),
        fs("/dev/sda1", "/boot", "ext4", 1_020_702_720, 285_000_000),
        fs("/dev/md0", "/var/lib/postgresql", "xfs", 3_839_711_952_896, 3_071_769_562_317),
    ]}, marduk_clock, age=30),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "md0", "read_bytes_per_s": 412_300_000, "write_bytes_per_s": 96_100_000, "busy_percent": 88.5},
        {"device": "nvme0n1", "read_bytes_per_s": 206_400_000, "write_bytes_per_s": 48_200_000, "busy_percent": 81.2},
        {"device": "nvme1n1", "read_bytes_per_s": 205_900_000, "write_bytes_per_s": 47_900_000, "busy_percent": 79.8},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 61_440, "busy_percent": 0.4},
    ]}, marduk_clock, age=30, args={"interval_seconds": 1}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:0a:10", "addresses": ["10.20.0.15/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:41:0a:11", "addresses": ["10.30.0.15/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(5432, "10.20.0.15", 1432, "postgres"), listener(5432, "127.0.0.1", 1432, "postgres"),
                      listener(6432, "0.0.0.0", 1598, "pgbouncer"), listener(22, "0.0.0.0", 1102, "sshd"),
                      listener(9100, "::", 1201, "prometheus-node")],
        "connections": [connection("10.20.0.15:6432", "10.20.0.33:51844", 1598, "pgbouncer"),
                        connection("10.20.0.15:6432", "10.20.0.33:51850", 1598, "pgbouncer"),
                        connection("10.20.0.15:6432", "10.20.0.34:39002", 1598, "pgbouncer"),
                        connection("10.20.0.15:5432", "10.20.0.41:51522", 884211, "postgres"),
                        connection("127.0.0.1:5432", "127.0.0.1:40112", 884390, "postgres"),
                        connection("10.20.0.15:22", "10.20.0.9:60122", 884001, "sshd")],
    }, marduk_clock, age=30),
    item("e8", "linux_file_read", {"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 14,
                                   "total_lines": 842, "lines": [
        "max_connections = 200\t\t\t# (change requires restart)",
        "#superuser_reserved_connections = 3\t# (change requires restart)",
        "",
        "# - Memory -",
        "shared_buffers = 32GB",
        "work_mem = 64MB",
        "maintenance_work_mem = 2GB",
        "effective_cache_size = 96GB",
        "",
        "max_wal_size = 4GB",
        "min_wal_size = 1GB",
        "checkpoint_timeout = 15min",
        "",
        "log_min_duration_statement = 1000",
    ]}, marduk_clock, age=60, args={"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 14},
         complete=False),
    item("e9", "linux_system_info", system_info(22.0, [3.1, 2.9, 2.7], 3_619_200, "2026-01-28T06:12:00+00:00",
                                                MARDUK_MEM, 52 * GiB, 4 * GiB, 0), marduk_clock, age=900),
]

MARDUK_ANSWERS = [
    {"q": "Why is the database slow right now?", "ev": ["s1", "e1", "e3", "e4", "e6"],
     "a": "Looking at what I collected, the box is clearly busy at the moment, although it is not completely "
          "saturated yet: [[s:CPU usage is around 72%]], [[s:the 1-minute load average is 14.2]], and [[s:the load has more than doubled compared with the 15-minute figure of 6.1]]. "
          "The single heaviest process is [[s:a reporting query from the `analytics` user at 10.20.0.41]], which "
          "[[s:is burning ~98% of a core]] and [[c:has been running for about 12 minutes]] — meanwhile "
          "[[s:an autovacuum worker on `appdb`]] is [[s:also using 45% CPU]]. On the storage side "
          "[[s:the md0 array is ~88% busy]], [[c:reading roughly 41 MB/s]] and [[s:writing about 96 MB/s]]. "
          "[[s:PostgreSQL also logged that checkpoints were happening 21 seconds apart]], and "
          "[[u:that frequent checkpointing is what is slowing the reporting query down]]. I'd start by looking at "
          "`pg_stat_activity` for that analytics session."},
    {"q": "Are we running out of connections?", "ev": ["e4", "e7", "e8"],
     "a": "Looks like it:\n"
          "- [[s:`max_connections` = 200]]\n"
          "- [[s:2 FATAL 'remaining connection slots are reserved' errors]] [[s:at 03:31]]\n"
          "- [[c:`superuser_reserved_connections` is set to 10]]\n"
          "- [[s:pgbouncer listens on 6432 on all interfaces]]\n"
          "- [[s:the app servers (10.20.0.33 and 10.20.0.34) come in through pgbouncer]]\n"
          "- [[c:3 client connections go straight to 5432]]\n"
          "- [[u:the app servers are probably bypassing pgbouncer for their migrations]]\n\n"
          "Run `SHOW POOLS;` in the pgbouncer admin console to see the pool usage."},
    {"q": "How much space is left for the database?", "ev": ["s1", "e5"],
     "a": "/var/lib/postgresql: [[s:3.84 TB xfs on /dev/md0]]\n"
          "used: [[s:80%]] ([[c:about 3.5 TB]])\n"
          "free: [[s:~715 GiB]]\n"
          "/boot: [[c:nearly full]]\n"
          "outlook: [[u:about 3 weeks left at the current growth rate]]"},
    {"q": "Is postgres up, and since when?", "ev": ["s1", "e2"],
     "a": "Yes. [[s:`postgresql@16-main` is active (running)]] [[c:with main PID 1423]], [[s:up since 28 January at "
          "06:12 UTC]] — [[c:so roughly 31 days]] — and [[s:it hasn't restarted since]]. [[s:The unit is enabled]]. "
          "[[c:The installed server version is 15.8]]; [[s:pgbouncer 1.23.1 is installed alongside it]]."},
    {"q": "How's memory on marduk?", "ev": ["e9"],
     "a": "Memory's fine: [[t:about 52 GiB is available]] [[t:out of ~126 GiB]], so [[t:roughly 59% is used]] and "
          "[[t:swap is untouched]]. [[t:The load is a calm 3.1]]. [[u:Postgres's shared_buffers account for 32 GB of "
          "what's used]]."},
    {"q": "Show me the disk I/O.", "ev": ["e6"],
     "a": "| device | read | write | busy |\n|---|---|---|---|\n"
          "| md0 | [[s:412 MB/s]] | [[s:96 MB/s]] | [[s:88.5%]] |\n"
          "| nvme0n1 | [[s:206 MB/s]] | [[c:82 MB/s]] | [[s:81%]] |\n"
          "| nvme1n1 | [[s:~206 MB/s]] | [[s:48 MB/s]] | [[c:98%]] |\n"
          "\n"
          "[[s:The two NVMe drives split the array's reads roughly evenly]], [[u:which is what you'd expect from RAID 1]]. "
          "[[c:Reads are about 10x the writes]]."},
    {"q": "What's in the postgres config?", "ev": ["e8"],
     "a": "I only read a 14-line slice of the file ([[s:it has 842 lines]]), but the interesting settings are there: "
          "[[s:shared_buffers is 32GB]], [[c:work_mem is 128MB]] and [[c:effective_cache_size is 64GB]], while "
          "[[s:max_wal_size is 4GB]] [[s:with a 15-minute checkpoint_timeout]]. [[s:Queries slower than one second "
          "are logged]]. [[u:`huge_pages` is not set]], and [[u:`listen_addresses` is probably '*']]."},
    {"q": "What's listening on marduk?", "ev": ["e7"],
     "a": "1. [[s:PostgreSQL on 5432]], [[s:bound to 10.20.0.15 and localhost]] — [[s:not on the 10.30.0.0/24 interface]]\n"
          "2. [[s:pgbouncer on 6432 (all IPv4 addresses)]]\n"
          "3. [[s:sshd on 22]]\n"
          "4. [[c:node_exporter on 9100, localhost only]]\n\n"
          "[[s:Nothing else is listening]]. [[s:There's one SSH session open, from 10.20.0.9]], and "
          "[[c:pgbouncer currently holds 4 client connections]]."},
]

# -------------------------------------------------------------------------------------------------- ishtar
ishtar_clock = Clock("2026-03-11T21:15:00-07:00")
ISHTAR_MEM = 31 * GiB

ishtar_steady = steady(
    "s1", ishtar_clock, age=7200,
    hostname="ishtar", os_name="Arch Linux", os_version=None, os_codename=None, kernel="6.13.6-arch1-1",
    cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
    memory_total_bytes=ISHTAR_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_392_651_776},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_624_192}],
    network_interfaces=[{"name": "wlan0", "mac": "f4:6b:8c:20:9a:77", "addresses": ["192.168.1.57/24"], "is_up": True},
                        {"name": "enp0s13f0u1", "mac": "00:e0:4c:68:01:aa", "addresses": [], "is_up": False}],
    dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="pacman",
    installed_packages={"linux": "6.13.5.arch1-1", "networkmanager": "1.50.2-1", "firefox": "135.0.1-1",
                        "steam": "1.0.0.82-1", "docker": "1:27.5.1-1", "tailscale": "1.80.2-1", "tlp": "1.7.0-1",
                        "fish": "4.0.0-1"},
    available_services=["NetworkManager.service", "bluetooth.service", "docker.service", "tailscaled.service",
                        "power-profiles-daemon.service", "cups.service"],
    users=[{"name": "semiramis", "uid": 1000, "gid": 1000, "home": "/home/semiramis", "shell": "/usr/bin/fish"},
           {"name": "ollama", "uid": 957, "gid": 957, "home": "/var/lib/ollama", "shell": "/usr/bin/nologin"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["semiramis"]},
            {"name": "docker", "gid": 965, "members": ["semiramis"]},
            {"name": "video", "gid": 985, "members": []}],
    stale_sources=["packages"],
)

ISHTAR_EVIDENCE = [
    ishtar_steady,
    item("e1", "linux_system_info", system_info(4.3, [0.31, 0.42, 0.55], 18_120, "2026-03-11T16:13:00-07:00",
                                                ISHTAR_MEM, 23 * GiB, 16_642_998_272, 0), ishtar_clock, age=700),
    item("e2", "linux_package_history", {"source": "pacman", "since": "2026-03-08T21:14:20-07:00", "events": [
        package_event("2026-03-10T22:41:17-07:00", "upgrade", "linux", "6.13.5.arch1-1", "6.13.6.arch1-1"),
        package_event("2026-03-10T22:41:17-07:00", "upgrade", "firefox", "135.0.1-1", "136.0-1"),
        package_event("2026-03-10T22:41:17-07:00", "upgrade", "networkmanager", "1.50.2-1", "1.52.0-1"),
        package_event("2026-03-10T22:41:30-07:00", "remove", "tlp", "1.7.0-1", None),
        package_event("2026-03-10T22:41:33-07:00", "install", "power-profiles-daemon", None, "0.23-1"),
        package_event("2026-03-11T19:02:55-07:00", "install", "ollama", None, "0.5.13-1"),
    ]}, ishtar_clock, age=40, args={"since_days": 3}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        log_entry("2026-03-11T19:48:12-07:00", "NetworkManager.service", "warning",
                  "<warn>  [1773283692.4411] device (wlan0): link timed out."),
        log_entry("2026-03-11T19:48:13-07:00", "NetworkManager.service", "warning",
                  "<warn>  [1773283693.0127] device (wlan0): Activation: failed for connection 'Kish-5G'"),
        log_entry("2026-03-11T20:31:40-07:00", "NetworkManager.service", "warning",
                  "<warn>  [1773286300.9902] device (wlan0): link timed out."),
        log_entry("2026-03-11T20:58:02-07:00", "NetworkManager.service", "warning",
                  "<warn>  [1773287882.3318] device (wlan0): link timed out."),
        log_entry("2026-03-11T21:09:55-07:00", "NetworkManager.service", "warning",
                  "<warn>  [1773288595.7705] device (wlan0): supplicant interface state: completed -> disconnected"),
    ]}, ishtar_clock, age=30, args={"unit": "NetworkManager", "since_minutes": 120, "priority": "warning"}),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 2_450_000, "tx_bytes_per_s": 182_000},
        {"name": "tailscale0", "rx_bytes_per_s": 12_300, "tx_bytes_per_s": 8_100},
        {"name": "lo", "rx_bytes_per_s": 1_830_000, "tx_bytes_per_s": 1_830_000},
    ]}, ishtar_clock, age=25, args={"interval_seconds": 1}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "wlan0", "mac": "f4:6b:8c:20:9a:77", "addresses": ["192.168.1.57/24"], "is_up": True},
                       {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.23/32"], "is_up": True},
                       {"name": "enp0s13f0u1", "mac": "00:e0:4c:68:01:aa", "addresses": [], "is_up": False}],
        "listening": [listener(11434, "127.0.0.1", 40112, "ollama"), listener(631, "127.0.0.1", 812, "cupsd"),
                      listener(41641, "0.0.0.0", 790, "tailscaled", proto="udp")],
        "connections": [connection("192.168.1.57:44210", "104.18.32.7:443", 2841, "firefox"),
                        connection("192.168.1.57:52188", "140.82.112.3:443", 2841, "firefox")],
    }, ishtar_clock, age=25),
    item("e6", "linux_processes", processes(341, ISHTAR_MEM, [
        (40133, "ollama", "ollama", 312.4, 5_583_457_484, "2026-03-11T21:10:41-07:00",
         "/usr/bin/ollama runner --model /var/lib/ollama/blobs/sha256-6a0746a1ec1a --ctx-size 8192 --port 39213"),
        (2841, "firefox", "semiramis", 9.7, 2_469_606_195, "2026-03-11T16:15:02-07:00", "/usr/lib/firefox/firefox"),
        (3310, "Isolated Web Co", "semiramis", 2.1, 1_181_116_006, "2026-03-11T16:20:44-07:00",
         "/usr/lib/firefox/firefox -contentproc -isForBrowser -prefsLen 31120 tab"),
        (1544, "plasmashell", "semiramis", 1.4, 513_802_240, "2026-03-11T16:13:40-07:00", "/usr/bin/plasmashell --no-respawn"),
        (40112, "ollama", "ollama", 0.3, 94_371_840, "2026-03-11T19:03:10-07:00", "/usr/bin/ollama serve"),
    ]), ishtar_clock, age=20, args={"sort": "memory", "limit": 5}, complete=False),
    item("e7", "linux_system_info", system_info(61.8, [5.12, 2.31, 1.14], 18_805, "2026-03-11T16:13:00-07:00",
                                                ISHTAR_MEM, 14_495_514_624, 16_642_998_272, 512 * MiB),
         ishtar_clock, age=15),
]

ISHTAR_ANSWERS = [
    {"q": "Why does my wifi keep dropping?", "ev": ["e3", "e5"],
     "a": "I went through NetworkManager's warnings for the last two hours. [[c:`wlan0` timed out four times]] — "
          "[[s:at 19:48, 20:31 and 20:58]] — and [[s:the supplicant last went from completed to disconnected at "
          "21:09]]. [[s:Right after the first timeout, one activation attempt for 'Kish-5G' failed]]. "
          "[[s:Nothing was logged in the first half hour of that window]]. [[c:You're currently on 192.168.1.75]], "
          "and [[s:Tailscale is up as 100.101.7.23]]. [[u:The drops are probably caused by the new NetworkManager "
          "from last night's update]] — you could try `nmcli radio wifi off && nmcli radio wifi on` or "
          "setting `wifi.powersave = 2`."},
    {"q": "What got updated last night?", "ev": ["s1", "e2"],
     "a": "From pacman's log:\n"
          "- [[s:linux 6.13.5 → 6.13.6]]\n"
          "- [[s:firefox 135.0.1 → 136.0]]\n"
          "- [[c:networkmanager 1.50.2 → 1.51.0]]\n"
          "- [[s:tlp was removed]] and [[s:power-profiles-daemon 0.23 installed in its place]]\n\n"
          "[[s:All of it happened around 22:41]]. [[s:You're already running the new kernel (6.13.6-arch1-1)]], "
          "though [[t:the package list still shows linux 6.13.5.arch1-1]]. "
          "[[c:ollama was part of that upgrade too]]."},
    {"q": "How's the laptop doing?", "ev": ["e1"],
     "a": "cpu: [[t:4.3%]]\nload: [[t:0.31 / 0.42 / 0.55]]\nmem: [[t:8 GiB used of 31 GiB]] ([[t:~26%]])\n"
          "swap: [[t:unused]]\nuptime: [[t:about 5 hours]]\nbattery: [[u:~80%]]"},
    {"q": "Why is my fan going crazy?", "ev": ["e6", "e7"],
     "a": "Looks like it's Ollama. [[s:The ollama runner (PID 40133) is using about 312% CPU]] and [[s:5.2 GiB of RAM]]. [[s:Overall CPU is at ~62%]] and [[s:the 1-minute load "
          "is 5.12 versus 1.14 for the 15-minute average]]. [[c:It's running as your user, semiramis]]. "
          "[[c:Firefox is still the biggest memory user]], though. [[s:Memory use is 17.5 GiB]] ([[c:about 47%]]). "
          "[[u:It's probably loading a 7B model on the iGPU via ROCm]]. `ollama ps` will show what's loaded."},
    {"q": "Is something hogging my network?", "ev": ["e4", "e5"],
     "a": "| interface | down | up |\n|---|---|---|\n"
          "| wlan0 | [[s:~2.45 MB/s]] | [[c:~1.8 MB/s]] |\n"
          "| tailscale0 | [[s:~12 KB/s]] | [[s:~8 KB/s]] |\n\n"
          "[[s:Firefox has the only two outside connections]], [[s:both to port 443]]. [[s:ollama only listens on "
          "localhost (11434)]], but [[c:CUPS is listening on all interfaces on port 631]]. "
          "[[c:The 2.4 MB/s is most likely a Steam download]]."},
    {"q": "Which version of Firefox do I have, and who can use docker?", "ev": ["s1", "e2"],
     "a": "[[s:You have Firefox 136.0]] ([[s:upgraded last night from 135.0.1]]). As for docker: "
          "[[s:semiramis is in the docker group]] and [[s:is the only member]]. [[t:Docker itself is version "
          "27.5.1]]. [[s:Your login shell is fish]], and [[c:you're not in wheel]]."},
    {"q": "Is steam running? Something is eating my RAM", "ev": ["e6"],
     "a": "Top memory users right now ([[s:341 processes in total]]):\n"
          "* ollama runner — [[s:5.2 GiB]]\n"
          "* firefox — [[s:2.3 GiB]]\n"
          "* [[c:`Isolated Web Co`, a Firefox content process, at 1.1 GB]]\n"
          "* plasmashell — [[s:under 500 MiB]]\n\n"
          "[[u:Steam isn't running]], and [[c:`ollama serve` is the second-largest process]]."},
]

# -------------------------------------------------------------------------------------------------- tiamat
tiamat_clock = Clock("2026-03-12T10:05:00+09:00")
TIAMAT_MEM = 16_493_125_632

tiamat_steady = steady(
    "s1", tiamat_clock, age=3000,
    hostname="tiamat", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
    kernel="6.1.0-31-amd64", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4, memory_total_bytes=TIAMAT_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 494_384_795_648}],
    network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:0c:51", "addresses": ["192.168.10.20/24"], "is_up": True},
                        {"name": "cni0", "mac": "9a:1e:52:7f:33:02", "addresses": ["10.42.0.1/24"], "is_up": True},
                        {"name": "flannel.1", "mac": "2e:4d:91:0a:6c:1b", "addresses": ["10.42.0.0/32"], "is_up": True}],
    dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
    installed_packages={"open-iscsi": "2.1.8-1", "nfs-common": "1:2.6.2-4", "wireguard-tools": "1.0.20210914-1.1",
                        "curl": "7.88.1-10+deb12u8"},
    available_services=["k3s.service", "ssh.service", "iscsid.service"],
    users=[{"name": "ea", "uid": 1000, "gid": 1000, "home": "/home/ea", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["ea"]}],
)

_mosquitto = {"kind": "Pod", "metadata": {"name": "mosquitto-7c5d8b9f6-ww4tn", "namespace": "home"},
              "spec": {"nodeName": None, "nodeSelector": {"kubernetes.io/hostname": "kingu"}},
              "status": {"phase": "Pending", "conditions": [
                  {"type": "PodScheduled", "status": "False", "reason": "Unschedulable"}]}}
_nodes = [node("tiamat", True, "v1.31.5+k3s1"), node("abzu", True, "v1.31.5+k3s1"), node("kingu", False, "v1.30.6+k3s1")]
_nodes[0]["metadata"]["labels"] = {"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"}
_nodes[1]["metadata"]["labels"] = {}
_nodes[2]["metadata"]["labels"] = {}


def _svc(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[tuple[str, int]],
         ingress: list[str] | None = None) -> dict:
    out = {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
           "spec": {"type": kind, "clusterIP": cluster_ip,
                    "ports": [{"name": n, "port": p, "protocol": "TCP", "targetPort": p} for n, p in ports]},
           "status": {"loadBalancer": {}}}
    if ingress:
        out["status"]["loadBalancer"] = {"ingress": [{"ip": ip} for ip in ingress]}
    return out


TIAMAT_EVIDENCE = [
    tiamat_steady,
    item("e1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-6799fbcd5-x7k2p", "kube-system", "Running", "tiamat", started="2026-02-21T07:02:10+09:00"),
        pod("traefik-5d45fc8cc9-qm4lr", "kube-system", "Running", "tiamat", started="2026-02-21T07:02:31+09:00"),
        pod("local-path-provisioner-6c86858495-8rlpz", "kube-system", "Running", "tiamat", started="2026-02-21T07:02:09+09:00"),
        pod("metrics-server-54fd9b65b-v2l9n", "kube-system", "Running", "abzu", restarts=3, started="2026-03-04T18:40:55+09:00"),
        pod("svclb-traefik-1c2d3e4f-lp9qw", "kube-system", "Running", "abzu", started="2026-02-21T07:05:12+09:00"),
        pod("immich-server-7f9c8d6b5-4kq2m", "media", "Running", "tiamat", restarts=2, started="2026-03-10T22:14:03+09:00"),
        pod("immich-machine-learning-5b8f7c9d4-hz8wn", "media", "Running", "abzu", started="2026-03-02T11:30:18+09:00"),
        pod("immich-postgres-0", "media", "Running", "tiamat", restarts=1, started="2026-03-02T11:29:47+09:00"),
        pod("paperless-6b7d9f5c8-pl2mx", "docs", "Running", "abzu", restarts=37, ready=False, waiting="CrashLoopBackOff",
            started="2026-03-11T06:58:00+09:00"),
        pod("home-assistant-0", "home", "Running", "tiamat", started="2026-03-01T09:12:44+09:00"),
        _mosquitto,
    ]}, tiamat_clock, age=30, args={"resource": "pods", "all_namespaces": True}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": _nodes},
         tiamat_clock, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("coredns", "kube-system", 1, 1), deployment("traefik", "kube-system", 1, 1),
        deployment("local-path-provisioner", "kube-system", 1, 1), deployment("metrics-server", "kube-system", 1, 1),
        deployment("immich-server", "media", 1, 1), deployment("immich-machine-learning", "media", 1, 1),
        deployment("paperless", "docs", 1, 0), deployment("mosquitto", "home", 1, 0),
    ]}, tiamat_clock, age=30, args={"resource": "deployments", "all_namespaces": True}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-03-12T09:12:31+09:00", "k3s.service", "info",
                  "I0312 09:12:31.448120    1187 event.go:389] \"Event occurred\" object=\"kingu\" fieldPath=\"\" kind=\"Node\" apiVersion=\"v1\" type=\"Normal\" reason=\"NodeNotReady\" message=\"Node kingu status is now: NodeNotReady\""),
        log_entry("2026-03-12T09:17:40+09:00", "k3s.service", "warning",
                  "E0312 09:17:40.102345    1187 schedule_one.go:1004] \"Unable to schedule pod; no fit; waiting\" pod=\"home/mosquitto-7c5d8b9f6-ww4tn\" err=\"0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, 2 node(s) didn't match Pod's node affinity/selector.\""),
        log_entry("2026-03-12T09:58:44+09:00", "k3s.service", "info",
                  "I0312 09:58:44.903311    1187 event.go:389] \"Event occurred\" object=\"docs/paperless-6b7d9f5c8-pl2mx\" kind=\"Pod\" type=\"Warning\" reason=\"BackOff\" message=\"Back-off restarting failed container paperless in pod paperless-6b7d9f5c8-pl2mx_docs\""),
    ]}, tiamat_clock, age=30, args={"unit": "k3s", "since_minutes": 60}),
    item("e5", "linux_system_info", system_info(18.2, [0.92, 1.05, 1.10], 1_652_400, "2026-02-21T07:05:00+09:00",
                                                TIAMAT_MEM, 6_120_000_000, 0, 0), tiamat_clock, age=35),
    item("e6", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _svc("kube-dns", "kube-system", "ClusterIP", "10.43.0.10", [("dns", 53), ("metrics", 9153)]),
        _svc("traefik", "kube-system", "LoadBalancer", "10.43.77.201", [("web", 80), ("websecure", 443)],
             ["192.168.10.20", "192.168.10.21"]),
        _svc("immich-server", "media", "ClusterIP", "10.43.112.40", [("http", 2283)]),
        _svc("immich-machine-learning", "media", "ClusterIP", "10.43.8.91", [("http", 3003)]),
        _svc("immich-postgres", "media", "ClusterIP", "None", [("postgres", 5432)]),
        _svc("home-assistant", "home", "LoadBalancer", "10.43.200.15", [("http", 8123)], ["192.168.10.20", "192.168.10.21"]),
        _svc("mosquitto", "home", "ClusterIP", "10.43.31.7", [("mqtt", 1883)]),
    ]}, tiamat_clock, age=30, args={"resource": "services", "all_namespaces": True}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 494_384_795_648, 401_000_000_000),
    ]}, tiamat_clock, age=500),
]

TIAMAT_ANSWERS = [
    {"q": "Is my cluster healthy?", "ev": ["e1", "e2"],
     "a": "## Cluster status\n\n"
          "- Nodes: [[s:tiamat and abzu are Ready]], [[s:kingu is NotReady]]\n"
          "- Versions: [[c:kingu runs k3s v1.31.5 like the others]]\n"
          "- Pods: [[s:11 in total]] and [[s:all but one are Running]] — [[c:the exception is paperless]]\n"
          "- [[s:paperless is in CrashLoopBackOff]] [[s:with 37 restarts]]\n"
          "- [[s:mosquitto is Pending]] [[u:because its PVC can't bind]]\n"
          "- [[s:nothing is scheduled on kingu]], and [[c:abzu only runs paperless]]\n\n"
          "Not quite healthy — I'd look at kingu first (`kubectl describe node kingu`)."},
    {"q": "Why is mosquitto not starting?", "ev": ["e3", "e4"],
     "a": "From the k3s journal, [[s:the scheduler could not place `mosquitto-7c5d8b9f6-ww4tn`]] because [[s:one node "
          "has the unreachable taint]] and [[s:the other two don't match the pod's node affinity/selector]] — so "
          "[[u:it is pinned to kingu, which is down]]. [[s:The deployment wants 1 replica]] and [[s:has 0 ready]]; "
          "[[s:the same is true of paperless]], which [[s:is backing off restarting its container]]. "
          "[[c:kingu went NotReady at 09:40]], [[u:probably after a power cut at that node]]. Once kingu is back, "
          "mosquitto should schedule on its own; otherwise relax the nodeSelector."},
    {"q": "How do I reach home assistant from my laptop?", "ev": ["e6"],
     "a": "[[s:The `home-assistant` Service is a LoadBalancer]] [[s:on port 8123]], so [[s:you can open "
          "http://192.168.10.20:8123]]. [[c:mosquitto is exposed the same way on 1883]]. [[s:Immich's API "
          "(`immich-server`) is ClusterIP-only on port 2283]], [[u:reachable through Traefik's ingress]], and "
          "[[c:traefik listens on 8080 and 8443]]."},
    {"q": "What hardware is this cluster's main node?", "ev": ["s1", "e5"],
     "a": "| | tiamat |\n|---|---|\n"
          "| CPU | [[s:Intel N100]] ([[s:4 cores]]) |\n"
          "| RAM | [[s:16 GB]] |\n"
          "| RAM used | [[s:~9.7 GiB]] |\n"
          "| OS | [[s:Debian 12 (bookworm)]] |\n"
          "| Kernel | [[c:6.1.0-28-amd64]] |\n"
          "| Disk | [[c:~460 GB root]] |\n"
          "| Uptime | [[s:19 days]] |\n"
          "| Load | [[c:about 2]] |"},
    {"q": "Is the disk filling up?", "ev": ["e7"],
     "a": "A bit: [[t:the root filesystem is 81% full]], [[t:roughly 401 GB used]] with [[t:about 93 GB free]]. "
          "[[u:Most of it is Immich's photo library under /var/lib/rancher]]. `sudo du -xh --max-depth=2 /var/lib | sort -h` "
          "would confirm."},
    {"q": "Where is immich running, and how often did it restart?", "ev": ["e1"],
     "a": "- immich-server: [[s:tiamat]], [[s:2 restarts]], [[c:up since yesterday morning]]\n"
          "- immich-machine-learning: [[c:tiamat]], [[s:0 restarts]]\n"
          "- immich-postgres-0: [[s:tiamat]], [[c:0 restarts]]\n\n"
          "[[s:All three are Ready]]."},
    {"q": "I rebooted kingu an hour ago, is it back?", "ev": ["e2", "e4"],
     "extra": [{"id": "u1", "kind": "user", "collected_at": "2026-03-12T10:04:00+09:00", "complete": True,
                "text": "I rebooted kingu an hour ago"}],
     "a": "Not yet. [[s:kingu is still NotReady]], and [[s:its NodeNotReady event is in the k3s log at 09:12]]; "
          "[[u:the reboot probably didn't bring the k3s agent back]]. Also [[c:it is on k3s v1.31.5 like the "
          "others]] — [[s:tiamat and abzu are both on v1.31.5+k3s1]], and [[s:tiamat is the control-plane node]]. "
          "Check `systemctl status k3s-agent` on kingu."},
]

# ----------------------------------------------------------------------------------------------- gilgamesh
gil_clock = Clock("2026-03-12T16:40:00+11:00")
GIL_MEM = 67_403_526_144

gil_steady = steady(
    "s1", gil_clock, age=4000,
    hostname="gilgamesh", os_name="Ubuntu", os_version="24.04.2 LTS", os_codename="noble",
    kernel="6.8.0-55-generic", cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16, cpu_threads=32,
    memory_total_bytes=GIL_MEM,
    disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_103_981_056},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/docker", "fstype": "ext4", "total_bytes": 1_920_383_410_176}],
    network_interfaces=[{"name": "enp65s0f0", "mac": "b4:96:91:5c:20:e8", "addresses": ["10.8.1.30/24"], "is_up": True},
                        {"name": "docker0", "mac": "02:42:8e:11:0b:3c", "addresses": ["172.17.0.1/16"], "is_up": True}],
    dns_servers=["127.0.0.53"], default_gateway="10.8.1.1",
    installed_packages={"docker-ce": "5:28.0.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.25-1",
                        "gitlab-runner": "17.9.0-1", "nginx": "1.24.0-2ubuntu7.1", "openssh-server": "1:9.6p1-3ubuntu13.8"},
    available_services=["docker.service", "containerd.service", "gitlab-runner.service", "nginx.service", "ssh.service"],
    users=[{"name": "enkidu", "uid": 1000, "gid": 1000, "home": "/home/enkidu", "shell": "/bin/bash"},
           {"name": "shamhat", "uid": 1001, "gid": 1001, "home": "/home/shamhat", "shell": "/bin/zsh"},
           {"name": "gitlab-runner", "uid": 999, "gid": 999, "home": "/home/gitlab-runner", "shell": "/bin/bash"}],
    groups=[{"name": "docker", "gid": 988, "members": ["enkidu", "gitlab-runner"]},
            {"name": "sudo", "gid": 27, "members": ["enkidu"]}],
)

GIL_EVIDENCE = [
    gil_steady,
    item("e1", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c09e2b71", "registry", "registry:2", "running", "Up 12 days", "2026-02-28T09:14:22+11:00",
            ["127.0.0.1:5000->5000/tcp"]),
        box("7c2e5d18aa40", "grafana", "grafana/grafana:11.5.2", "running", "Up 6 days", "2026-03-06T11:02:09+11:00",
            ["0.0.0.0:3000->3000/tcp", ":::3000->3000/tcp"]),
        box("91bd0f7c3e22", "prometheus", "prom/prometheus:v3.2.1", "running", "Up 6 days", "2026-03-06T11:02:10+11:00",
            ["127.0.0.1:9090->9090/tcp"]),
        box("5e0a77b41c93", "minio", "minio/minio:RELEASE.2025-02-28T09-55-16Z", "restarting",
            "Restarting (1) 40 seconds ago", "2026-03-06T11:05:51+11:00"),
        box("c44d2a9f6e10", "watchtower", "containrrr/watchtower:1.7.1", "exited", "Exited (0) 3 days ago",
            "2026-02-28T09:20:03+11:00"),
        box("e82f41d0b7c5", "runner-x7kq2-project-42-concurrent-0-build", "node:20-bookworm", "running", "Up 3 minutes",
            "2026-03-12T16:37:12+11:00"),
        box("f013be66a2d8", "runner-x7kq2-project-17-concurrent-1-build", "python:3.12-slim", "exited",
            "Exited (1) 25 minutes ago", "2026-03-12T16:11:50+11:00"),
    ]}, gil_clock, age=30, args={"all": True}),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 480_103_981_056, 201_300_000_000),
        fs("/dev/nvme0n1p1", "/var/lib/docker", "ext4", 1_920_383_410_176, 1_786_000_000_000),
    ]}, gil_clock, age=30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-03-12T16:05:41+11:00", "gitlab-runner.service", "info",
                  "Job succeeded                                       duration_s=412.3 job=88121 project=42 runner=x7kq2"),
        log_entry("2026-03-12T16:14:02+11:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: exit code 1                      duration_s=131.8 job=88130 project=17 runner=x7kq2"),
        log_entry("2026-03-12T16:22:55+11:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"if-not-present\": write /var/lib/docker/tmp/GetImageBlob2281: no space left on device  job=88134 project=9 runner=x7kq2"),
        log_entry("2026-03-12T16:22:57+11:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed (system failure): failed to pull image \"mcr.microsoft.com/dotnet/sdk:8.0\": no space left on device  duration_s=38.0 job=88134 project=9 runner=x7kq2"),
        log_entry("2026-03-12T16:37:10+11:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=88140 repo_url=https://gitlab.example.com/web/shop.git runner=x7kq2"),
    ]}, gil_clock, age=30, args={"unit": "gitlab-runner", "since_minutes": 60}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "enp65s0f0", "mac": "b4:96:91:5c:20:e8", "addresses": ["10.8.1.30/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:8e:11:0b:3c", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1021, "sshd"), listener(80, "0.0.0.0", 1333, "nginx"),
                      listener(443, "0.0.0.0", 1333, "nginx"), listener(5000, "127.0.0.1", 2201, "docker-proxy"),
                      listener(3000, "0.0.0.0", 2250, "docker-proxy"), listener(3000, "::", 2256, "docker-proxy"),
                      listener(9090, "127.0.0.1", 2270, "docker-proxy"), listener(9252, "127.0.0.1", 1410, "gitlab-runner"),
                      listener(53, "127.0.0.53", 610, "systemd-resolve"),
                      listener(53, "127.0.0.53", 610, "systemd-resolve", proto="udp")],
        "connections": [connection("10.8.1.30:443", "10.8.1.77:51220", 1333, "nginx"),
                        connection("10.8.1.30:48812", "10.8.0.5:443", 1410, "gitlab-runner")],
    }, gil_clock, age=30),
    item("e5", "linux_file_changes", {"root": "/etc", "since": "2026-03-11T16:39:30+11:00", "files": [
        {"path": "/etc/gitlab-runner/config.toml", "mtime": "2026-03-12T09:31:07+11:00", "size_bytes": 1874},
        {"path": "/etc/docker/daemon.json", "mtime": "2026-03-12T09:28:50+11:00", "size_bytes": 214},
        {"path": "/etc/nginx/sites-available/registry.conf", "mtime": "2026-03-11T18:02:44+11:00", "size_bytes": 1210},
    ]}, gil_clock, age=30, args={"root": "/etc", "since_minutes": 1440, "limit": 50}),
    item("e6", "linux_system_info", system_info(38.7, [6.8, 5.2, 4.4], 1_062_000, "2026-02-28T09:40:00+11:00",
                                                GIL_MEM, 40_802_189_312, 4 * GiB, 0), gil_clock, age=25),
    item("e7", "linux_processes", processes(402, GIL_MEM, [
        (2290417, "node", "root", 180.2, 1_932_735_283, "2026-03-12T16:26:40+11:00",
         "node /builds/web/shop/node_modules/.bin/jest --ci --maxWorkers=4"),
        (1288, "dockerd", "root", 14.1, 412_090_368, "2026-02-28T09:40:22+11:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1410, "gitlab-runner", "gitlab-runner", 3.2, 96_468_992, "2026-02-28T09:40:31+11:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
        (3377, "prometheus", "nobody", 2.8, 1_073_741_824, "2026-03-06T11:02:11+11:00",
         "/bin/prometheus --config.file=/etc/prometheus/prometheus.yml"),
        (3390, "grafana", "472", 0.9, 268_435_456, "2026-03-06T11:02:12+11:00", "grafana server --homepath=/usr/share/grafana"),
    ]), gil_clock, age=420, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e8", "linux_service_status", unit("gitlab-runner.service", "active", "running", pid=1410,
                                            since="2026-02-28T09:40:31+11:00", desc="GitLab Runner"),
         gil_clock, age=40, args={"name": "gitlab-runner"}),
    item("e9", "linux_service_status", {"units": [
        unit("docker.service", "active", "running", pid=1288, since="2026-02-28T09:40:22+11:00",
             desc="Docker Application Container Engine"),
        unit("containerd.service", "active", "running", pid=1012, since="2026-02-28T09:40:12+11:00",
             desc="containerd container runtime"),
        unit("gitlab-runner.service", "activating", "auto-restart", pid=None, desc="GitLab Runner"),
        unit("nginx.service", "active", "running", pid=1333, since="2026-02-28T09:40:15+11:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("ssh.service", "active", "running", pid=1021, since="2026-02-28T09:40:14+11:00",
             desc="OpenBSD Secure Shell server"),
    ]}, gil_clock, age=20),
]

GIL_ANSWERS = [
    {"q": "What containers are on gilgamesh?", "ev": ["e1"],
     "a": "| container | state |\n|---|---|\n"
          "| registry | [[s:✅ running, up 12 days]] |\n"
          "| grafana | [[s:✅ up 6 days]] |\n"
          "| prometheus | [[s:✅ running]] |\n"
          "| minio | [[c:✅ running]] |\n"
          "| watchtower | [[s:❌ exited 3 days ago]] |\n"
          "| project-17 build | [[c:❌ exited (0)]] |\n\n"
          "[[s:7 containers in total]], [[c:5 of them running]]. [[c:None of them is published on all interfaces]] "
          "([[s:Prometheus is on localhost:9090 only]])."},
    {"q": "Why are CI jobs failing?", "ev": ["e2", "e3"],
     "a": "There are two different failures in the runner's log over the last hour, and only one of them looks like "
          "an infrastructure problem. [[s:Job 88130 for project 17 failed with exit code 1 at 16:14]], which is "
          "[[u:most likely a failing test in that project's own pipeline]] rather than anything on the host; "
          "[[s:job 88134 (project 9), however, failed with a system failure at 16:22]] because [[s:the runner ran "
          "out of disk space while pulling an image]], and that lines up with [[s:/var/lib/docker being 93% full]] "
          "with [[c:only about 134 GiB left]]. [[s:The one job that succeeded, 88121, took just under 7 minutes]], "
          "and [[c:the runner has not picked up anything since]]. [[u:Watchtower pulling new images every night is "
          "what's filling the disk]] — a `docker system prune -af --filter until=168h` would free a lot."},
    {"q": "Is gitlab-runner running?", "ev": ["e8", "e9"],
     "a": "Yes — [[u:gitlab-runner is active and running]], and [[u:it has been up since 28 February]]. "
          "[[s:docker, containerd and nginx are all active]] too, and [[s:ssh is running]], though "
          "[[c:ssh.service is disabled]] so it won't come back after a reboot."},
    {"q": "What ports are open?", "ev": ["e4"],
     "a": "ssh: [[s:22, all interfaces]]\nhttp/https: [[s:nginx on 80 and 443]]\nregistry: [[s:5000, localhost only]]\n"
          "grafana: [[s:3000 on both IPv4 and IPv6]]\nprometheus: [[c:9090 on all interfaces]]\n"
          "runner metrics: [[c:9252 on 0.0.0.0]]\nDNS: [[s:systemd-resolved on 127.0.0.53:53]]\n8080: [[s:nothing]]"},
    {"q": "What changed in /etc today?", "ev": ["e5"],
     "a": "[[s:Three files changed in the last 24 hours]]:\n\n"
          "1. [[s:`/etc/gitlab-runner/config.toml` at 09:31 this morning]]\n"
          "2. [[s:`/etc/docker/daemon.json` a few minutes before that]]\n"
          "3. [[c:`/etc/nginx/nginx.conf` yesterday at 18:02]]\n\n"
          "[[s:config.toml is the largest of them at ~2 KB]]. [[u:The daemon.json change probably set a new log "
          "driver]]. `sudo git -C /etc log` would show the diff if you use etckeeper."},
    {"q": "What's eating CPU?", "ev": ["e7"],
     "a": "[[t:`node` is at ~180% CPU]] ([[u:that's the Jest run in the project-42 build]]), [[t:dockerd is second "
          "with 14%]] and [[t:gitlab-runner uses about 3%]]. [[t:Grafana (uid 472) is barely using anything]]."},
    {"q": "Who can run docker here, and how much RAM is free?", "ev": ["s1", "e6"],
     "a": "**Docker access:** [[s:enkidu and gitlab-runner are in the docker group]]; [[c:shamhat is too]]. "
          "[[s:Only enkidu has sudo]].\n\n"
          "**Memory:** [[s:about 38 GiB available]] [[s:of ~63 GiB]], [[c:so roughly 25 GB in use]]. [[s:The machine has been up for just over 12 days]]."},
]

MACHINES = [
    {"name": "enki", "clock": enki_clock, "evidence": ENKI_EVIDENCE, "answers": ENKI_ANSWERS},
    {"name": "marduk", "clock": marduk_clock, "evidence": MARDUK_EVIDENCE, "answers": MARDUK_ANSWERS},
    {"name": "ishtar", "clock": ishtar_clock, "evidence": ISHTAR_EVIDENCE, "answers": ISHTAR_ANSWERS},
    {"name": "tiamat", "clock": tiamat_clock, "evidence": TIAMAT_EVIDENCE, "answers": TIAMAT_ANSWERS},
    {"name": "gilgamesh", "clock": gil_clock, "evidence": GIL_EVIDENCE, "answers": GIL_ANSWERS},
]
