"""81st generation (written blind: without reading the certainty wrapper, to be scored once as unseen data, see
the README), in the manner of llama3.1 8B Instruct: "### " headings per topic, bullet lists under each, a
confident tone, a bolded key number now and then, the question restated first in some answers, and a short
closing offer of more help.

oak (Ubuntu 24.04 home server and Docker host, Europe/London, UTC+00:00 in January): steady state, system info
(up 23 days 4 hours), disk usage with a nearly full 4 TB media disk, all containers (seven: five up, an immich
machine-learning container that exited with 137 three hours ago, watchtower restarting), network listeners and
connections, docker.service, the journal of the last four hours (a kernel OOM kill of python3, the container's
exit, watchtower's API-version error) and a processes list by memory that is stale (400 s old).

birch (Fedora 41 laptop, America/Chicago, UTC-06:00): steady state whose packages source is stale (VS Code 1.96.4
in it, 1.97.0 in the history), two weeks of dnf history (firefox, mesa, a new kernel 6.12.11 installed and 6.11.10
removed, gnome-shell, code, podman-compose), processes by CPU (firefox first), a stale system info (10 minutes
old), all services (bluetooth failed), bluetooth's journal (SIGABRT core dumps, restart limit hit) and disk I/O.

cedar (Debian 12 PostgreSQL 15 server, Europe/Berlin, UTC+01:00): steady state, postgresql@15-main status, a cut
list of postgres processes sorted by memory, disk usage (pgdata on XFS, an NFS backup share), listeners and
connections (two app servers, a streaming replica, Prometheus scrape, an SSH session), two hours of the
cluster's log (checkpoints too frequent, a deadlock, two failed logins of "reporting"), a month of package
history (PostgreSQL 15.8 -> 15.10, a new kernel ABI 6.1.0-32 not yet booted) and a tuning conf file.

aspen (Ubuntu 22.04 k3s server, Asia/Tokyo, UTC+09:00): steady state, four nodes (aspen-w2 NotReady, aspen-w3 a
minor release behind), the shop namespace's pods and deployments (an api pod in CrashLoopBackOff, a worker pod
unscheduled, web 2 of 3 ready), k3s.service, an hour of k3s logs (node not ready, slow etcd applies), system
info (up 14 days) and a cut list of pods over all namespaces.

linden (Rocky Linux 9.5 GitLab CI runner, America/Los_Angeles, UTC-08:00): steady state whose users source is
stale, gitlab-runner.service, the running containers (three job containers and a registry mirror), disk usage
(/var/lib/docker at 93.8%), system info (load rising, no swap), a week of package history (kernel
503.15.1 installed after the last boot), processes by CPU, network traffic and an hour of the runner's log (a
job failed with "no space left on device").
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# --------------------------------------------------------------------------------------------------- oak
OAK = Clock("2026-01-14T21:40:00+00:00")
OAK_MEM = 16_617_586_688  # 15.48 GiB MemTotal (16 GB installed)

oak_evidence = [
    steady("e1", OAK, age=3600, hostname="oak", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=OAK_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 491_138_375_680},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 3_936_818_806_784},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_999_168}],
           network_interfaces=[
               {"name": "enp1s0", "mac": "6c:4b:90:1a:2e:77", "addresses": ["192.168.1.20/24"], "is_up": True},
               {"name": "docker0", "mac": "02:42:8e:11:c0:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"docker-ce": "5:27.4.1-1~ubuntu.24.04~noble",
                               "docker-compose-plugin": "2.32.1-1~ubuntu.24.04~noble",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "samba": "2:4.19.5+dfsg-4ubuntu9",
                               "smartmontools": "7.4-2build1", "linux-image-6.8.0-51-generic": "6.8.0-51.52"},
           available_services=["docker.service", "containerd.service", "ssh.service", "smbd.service",
                               "nmbd.service", "unattended-upgrades.service", "smartmontools.service"],
           users=[{"name": "dan", "uid": 1000, "gid": 1000, "home": "/home/dan", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 1001, "home": "/home/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["dan"]}, {"name": "docker", "gid": 988, "members": ["dan"]},
                   {"name": "sambashare", "gid": 124, "members": ["dan", "media"]}]),
    item("e2", "linux_system_info",
         system_info(7.5, [0.42, 0.55, 0.61], 2_001_600, "2025-12-22T17:40:00+00:00", OAK_MEM, 5_100_000_000,
                     4 * GiB, 1_203_765_248), OAK, age=30),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 491_138_375_680, 212_600_000_000),
        fs("/dev/sda1", "/srv/media", "ext4", 3_936_818_806_784, 3_622_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_369_280)]}, OAK, age=40),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("a81c0f3e92d4", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 6 days",
            "2026-01-08T19:02:11+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("2b7d11e0c5a9", "nextcloud", "nextcloud:30-apache", "running", "Up 6 days",
            "2026-01-08T19:02:14+00:00", ["127.0.0.1:8080->80/tcp"]),
        box("c04e5a6b7d18", "nextcloud-db", "mariadb:11.4", "running", "Up 6 days",
            "2026-01-08T19:02:12+00:00", ["3306/tcp"]),
        box("71f9e2d3a4b0", "redis", "redis:7.4-alpine", "running", "Up 6 days",
            "2026-01-08T19:02:12+00:00", ["6379/tcp"]),
        box("e6a2c9b81f37", "caddy", "caddy:2.8", "running", "Up 2 hours",
            "2026-01-02T11:20:45+00:00", ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp", "443/udp"]),
        box("5c1e8d04b2f6", "immich_machine_learning", "ghcr.io/immich-app/immich-machine-learning:v1.123.0",
            "exited", "Exited (137) 3 hours ago", "2025-12-28T10:15:02+00:00"),
        box("9f2a71c0d3e4", "watchtower", "containrrr/watchtower:latest", "restarting",
            "Restarting (1) 40 seconds ago", "2025-11-30T16:44:20+00:00")]},
        OAK, age=25, args={"all": True}),
    item("e5", "linux_network_info", {
        "interfaces": [
            {"name": "enp1s0", "mac": "6c:4b:90:1a:2e:77", "addresses": ["192.168.1.20/24"], "is_up": True},
            {"name": "docker0", "mac": "02:42:8e:11:c0:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1021, "sshd"), listener(80, "0.0.0.0", 20411, "docker-proxy"),
                      listener(443, "0.0.0.0", 20430, "docker-proxy"),
                      listener(443, "0.0.0.0", 20444, "docker-proxy", proto="udp"),
                      listener(8096, "0.0.0.0", 15520, "docker-proxy"),
                      listener(8080, "127.0.0.1", 15602, "docker-proxy"),
                      listener(445, "0.0.0.0", 1344, "smbd"), listener(139, "0.0.0.0", 1344, "smbd"),
                      listener(53, "127.0.0.53", 612, "systemd-resolve", proto="udp"),
                      listener(53, "127.0.0.53", 612, "systemd-resolve")],
        "connections": [
            connection("192.168.1.20:22", "192.168.1.54:51822", 88213, "sshd"),
            connection("192.168.1.20:445", "192.168.1.61:49712", 90112, "smbd"),
            connection("192.168.1.20:8096", "192.168.1.73:40122", 15520, "docker-proxy"),
            connection("192.168.1.20:443", "81.2.69.160:53110", 20430, "docker-proxy")]}, OAK, age=35),
    item("e6", "linux_service_status",
         unit("docker.service", "active", "running", "enabled", 1180, "2025-12-22T17:41:12+00:00",
              "Docker Application Container Engine"), OAK, age=20, args={"name": "docker"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-01-14T18:41:02+00:00", "kernel", "err",
                  "Out of memory: Killed process 402233 (python3) total-vm:9875432kB, anon-rss:6211044kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:13012kB oom_score_adj:0"),
        log_entry("2026-01-14T18:41:03+00:00", "docker.service", "info",
                  "time=\"2026-01-14T18:41:03.118Z\" level=info msg=\"ignoring event\" "
                  "container=5c1e8d04b2f6 module=libcontainerd namespace=moby topic=/tasks/delete"),
        log_entry("2026-01-14T19:38:47+00:00", "docker.service", "info",
                  "time=\"2026-01-14T19:38:47.502Z\" level=info msg=\"Container e6a2c9b81f37 restarted\""),
        log_entry("2026-01-14T21:38:20+00:00", "docker.service", "warning",
                  "time=\"2026-01-14T21:38:20.771Z\" level=warning msg=\"Error response from daemon: client "
                  "version 1.25 is too old. Minimum supported API version is 1.40, please upgrade your client "
                  "to a newer version\" container=9f2a71c0d3e4"),
        log_entry("2026-01-14T21:39:20+00:00", "docker.service", "info",
                  "time=\"2026-01-14T21:39:20.040Z\" level=info msg=\"ignoring event\" "
                  "container=9f2a71c0d3e4 module=libcontainerd namespace=moby topic=/tasks/delete")]},
        OAK, age=50, args={"since_minutes": 240}),
    item("e8", "linux_processes", processes(287, OAK_MEM, [
        (15688, "jellyfin", "dan", 3.1, 1_932_735_283, "2026-01-08T19:02:15+00:00",
         "/jellyfin/jellyfin --datadir /config --cachedir /cache --ffmpeg /usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (15701, "mariadbd", "999", 0.8, 1_288_490_188, "2026-01-08T19:02:13+00:00", "mariadbd"),
        (16240, "apache2", "www-data", 0.4, 402_653_184, "2026-01-08T19:02:16+00:00", "apache2 -DFOREGROUND"),
        (1180, "dockerd", "root", 0.6, 150_994_944, "2025-12-22T17:41:11+00:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (15699, "redis-server", "999", 0.3, 88_080_384, "2026-01-08T19:02:13+00:00", "redis-server *:6379"),
        (1344, "smbd", "root", 0.0, 41_943_040, "2025-12-22T17:41:05+00:00", "/usr/sbin/smbd --foreground"),
        (20398, "caddy", "root", 0.2, 39_845_888, "2026-01-14T19:38:47+00:00",
         "caddy run --config /etc/caddy/Caddyfile --adapter caddyfile")]), OAK, age=400,
        args={"sort": "memory", "limit": 7}),
]

# --------------------------------------------------------------------------------------------------- birch
BIRCH = Clock("2026-02-03T08:15:00-06:00")
BIRCH_MEM = 32_856_612_864  # 30.6 GiB MemTotal (32 GB installed)

birch_evidence = [
    steady("e1", BIRCH, age=5400, hostname="birch", os_name="Fedora Linux", os_version="41",
           os_codename=None, kernel="6.12.11-200.fc41.x86_64",
           cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=BIRCH_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 998_512_787_456},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 998_512_787_456},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720}],
           network_interfaces=[
               {"name": "wlp1s0", "mac": "a8:3b:76:0e:51:c2", "addresses": ["192.168.0.143/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"firefox": "134.0.2-1.fc41", "kernel": "6.12.11-200.fc41",
                               "gnome-shell": "47.3-1.fc41", "podman": "5.3.1-1.fc41",
                               "code": "1.96.4-1736991114.el8", "bluez": "5.79-1.fc41",
                               "mesa-dri-drivers": "24.3.4-1.fc41"},
           available_services=["NetworkManager.service", "bluetooth.service", "power-profiles-daemon.service",
                               "cups.service", "fwupd.service", "sshd.service", "gdm.service"],
           users=[{"name": "maya", "uid": 1000, "gid": 1000, "home": "/home/maya", "shell": "/bin/bash"},
                  {"name": "tom", "uid": 1001, "gid": 1001, "home": "/home/tom", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["maya"]},
                   {"name": "dialout", "gid": 18, "members": ["maya", "tom"]},
                   {"name": "libvirt", "gid": 975, "members": ["maya"]}],
           stale_sources=["packages"]),
    item("e2", "linux_package_history", {"events": [
        package_event("2026-01-28T19:02:10-06:00", "upgrade", "firefox", "133.0.3-1.fc41", "134.0.2-1.fc41"),
        package_event("2026-01-28T19:02:11-06:00", "upgrade", "mesa-dri-drivers", "24.3.3-1.fc41", "24.3.4-1.fc41"),
        package_event("2026-02-01T10:14:32-06:00", "install", "kernel", None, "6.12.11-200.fc41"),
        package_event("2026-02-01T10:14:40-06:00", "upgrade", "gnome-shell", "47.2-1.fc41", "47.3-1.fc41"),
        package_event("2026-02-01T10:15:02-06:00", "remove", "kernel", "6.11.10-300.fc41", None),
        package_event("2026-02-02T21:30:18-06:00", "upgrade", "code", "1.96.4-1736991114.el8",
                      "1.97.0-1738713123.el8"),
        package_event("2026-02-02T21:31:05-06:00", "install", "podman-compose", None, "1.3.0-1.fc41")]},
        BIRCH, age=60, args={"since_days": 14}),
    item("e3", "linux_processes", processes(402, BIRCH_MEM, [
        (4410, "firefox", "maya", 38.2, 2_791_728_742, "2026-02-03T07:02:19-06:00", "/usr/lib64/firefox/firefox"),
        (2188, "gnome-shell", "maya", 12.1, 639_631_360, "2026-02-01T14:16:02-06:00", "/usr/bin/gnome-shell"),
        (4702, "Isolated Web Co", "maya", 9.4, 503_316_480, "2026-02-03T07:05:44-06:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 12 -isForBrowser"),
        (5120, "code", "maya", 6.0, 933_232_640, "2026-02-03T07:40:01-06:00", "/usr/share/code/code"),
        (2015, "pipewire", "maya", 2.1, 41_943_040, "2026-02-01T14:15:58-06:00", "/usr/bin/pipewire"),
        (2290, "tracker-miner-f", "maya", 1.8, 157_286_400, "2026-02-01T14:16:05-06:00",
         "/usr/libexec/tracker-miner-fs-3")]), BIRCH, age=45, args={"sort": "cpu", "limit": 6}),
    item("e4", "linux_system_info",
         system_info(31.0, [2.8, 2.1, 1.6], 151_200, "2026-02-01T14:15:00-06:00", BIRCH_MEM, 14_100_000_000,
                     8 * GiB, 0), BIRCH, age=600),
    item("e5", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 1402, "2026-02-01T14:15:41-06:00",
             "Network Manager"),
        unit("bluetooth.service", "failed", "failed", "enabled", None, None, "Bluetooth service"),
        unit("power-profiles-daemon.service", "active", "running", "enabled", 1433, "2026-02-01T14:15:42-06:00",
             "Power Profiles daemon"),
        unit("cups.service", "inactive", "dead", "disabled", None, None, "CUPS Scheduler"),
        unit("fwupd.service", "active", "running", "static", 3815, "2026-02-03T06:58:10-06:00",
             "Firmware update daemon"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("gdm.service", "active", "running", "enabled", 1580, "2026-02-01T14:15:45-06:00",
             "GNOME Display Manager")]}, BIRCH, age=30),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": [
        log_entry("2026-02-03T07:58:41-06:00", "bluetooth.service", "err", "Failed to set mode: Failed (0x03)"),
        log_entry("2026-02-03T07:58:42-06:00", "bluetooth.service", "err",
                  "bluetooth.service: Main process exited, code=dumped, status=6/ABRT"),
        log_entry("2026-02-03T07:58:42-06:00", "bluetooth.service", "warning",
                  "bluetooth.service: Failed with result 'core-dump'."),
        log_entry("2026-02-03T07:58:43-06:00", "bluetooth.service", "info",
                  "bluetooth.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-02-03T07:58:44-06:00", "bluetooth.service", "err",
                  "bluetooth.service: Main process exited, code=dumped, status=6/ABRT"),
        log_entry("2026-02-03T07:58:45-06:00", "bluetooth.service", "info",
                  "bluetooth.service: Scheduled restart job, restart counter is at 2."),
        log_entry("2026-02-03T07:58:46-06:00", "bluetooth.service", "err",
                  "bluetooth.service: Main process exited, code=dumped, status=6/ABRT"),
        log_entry("2026-02-03T07:58:46-06:00", "bluetooth.service", "err",
                  "bluetooth.service: Start request repeated too quickly."),
        log_entry("2026-02-03T07:58:46-06:00", "bluetooth.service", "err",
                  "Failed to start bluetooth.service - Bluetooth service.")]},
        BIRCH, age=70, args={"unit": "bluetooth.service", "since_minutes": 1440}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 1_250_000, "write_bytes_per_s": 48_300_000, "busy_percent": 31.0}]},
        BIRCH, age=20, args={"interval_seconds": 1}),
]

# --------------------------------------------------------------------------------------------------- cedar
CEDAR = Clock("2026-03-10T14:05:00+01:00")
CEDAR_MEM = 67_324_461_056  # 62.7 GiB MemTotal (64 GB installed)

cedar_evidence = [
    steady("e1", CEDAR, age=7200, hostname="cedar", domain="db.internal", os_name="Debian GNU/Linux",
           os_version="12", os_codename="bookworm", kernel="6.1.0-31-amd64",
           cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=CEDAR_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 235_149_459_456},
                  {"device": "/dev/mapper/vg0-pgdata", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1_919_850_381_312},
                  {"device": "10.20.0.5:/backup", "mountpoint": "/backup", "fstype": "nfs4",
                   "total_bytes": 8_000_000_000_000}],
           network_interfaces=[
               {"name": "eno1", "mac": "3c:ec:ef:40:12:9a", "addresses": ["10.20.0.15/24"], "is_up": True},
               {"name": "eno2", "mac": "3c:ec:ef:40:12:9b", "addresses": [], "is_up": False}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-15": "15.10-0+deb12u1", "postgresql-client-15": "15.10-0+deb12u1",
                               "libpq5": "15.10-0+deb12u1", "pgbackrest": "2.54.2-1.pgdg120+1",
                               "prometheus-postgres-exporter": "0.11.1-1+b7",
                               "openssh-server": "1:9.2p1-2+deb12u5",
                               "linux-image-6.1.0-31-amd64": "6.1.128-1",
                               "linux-image-6.1.0-32-amd64": "6.1.129-1"},
           available_services=["postgresql.service", "postgresql@15-main.service", "ssh.service",
                               "prometheus-postgres-exporter.service", "exim4.service", "pgbackrest.timer"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 104, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 105, "gid": 112, "home": "/var/lib/prometheus",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}, {"name": "adm", "gid": 4, "members": ["ops"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
    item("e2", "linux_service_status",
         unit("postgresql@15-main.service", "active", "running", "enabled-runtime", 912,
              "2026-02-20T06:12:30+01:00", "PostgreSQL Cluster 15-main"), CEDAR, age=25,
         args={"name": "postgresql@15-main"}),
    item("e3", "linux_processes", processes(71, CEDAR_MEM, [
        (20347, "postgres", "postgres", 3.5, 2_254_857_830, "2026-03-10T08:00:12+01:00",
         "postgres: 15/main: app_rw orders 10.20.0.32(40198) idle in transaction"),
        (20331, "postgres", "postgres", 1.2, 1_395_864_371, "2026-03-10T08:00:10+01:00",
         "postgres: 15/main: app_rw orders 10.20.0.31(51422) idle"),
        (20412, "postgres", "postgres", 88.4, 1_073_741_824, "2026-03-10T13:41:55+01:00",
         "postgres: 15/main: app_rw orders 10.20.0.32(40210) SELECT"),
        (915, "postgres", "postgres", 0.9, 858_993_459, "2026-02-20T06:12:30+01:00",
         "postgres: 15/main: checkpointer"),
        (21877, "postgres", "postgres", 24.1, 429_916_160, "2026-03-10T14:01:28+01:00",
         "postgres: 15/main: autovacuum worker orders"),
        (912, "postgres", "postgres", 0.1, 188_743_680, "2026-02-20T06:12:30+01:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main "
         "-c config_file=/etc/postgresql/15/main/postgresql.conf"),
        (1190, "prometheus-post", "prometheus", 0.2, 31_457_280, "2026-02-20T06:12:41+01:00",
         "/usr/bin/prometheus-postgres-exporter --web.listen-address=:9187")]), CEDAR, age=40,
        args={"name": "post", "sort": "memory", "limit": 7}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 235_149_459_456, 41_284_190_208),
        fs("/dev/mapper/vg0-pgdata", "/var/lib/postgresql", "xfs", 1_919_850_381_312, 1_466_000_000_000),
        fs("10.20.0.5:/backup", "/backup", "nfs4", 8_000_000_000_000, 6_960_000_000_000)]}, CEDAR, age=30),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:40:12:9a", "addresses": ["10.20.0.15/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:40:12:9b", "addresses": [], "is_up": False}],
        "listening": [listener(5432, "0.0.0.0", 912, "postgres"), listener(5432, "::", 912, "postgres"),
                      listener(22, "0.0.0.0", 701, "sshd"), listener(9187, "::", 1190, "prometheus-post"),
                      listener(25, "127.0.0.1", 1402, "exim4")],
        "connections": [
            connection("10.20.0.15:5432", "10.20.0.31:51422", 20331, "postgres"),
            connection("10.20.0.15:5432", "10.20.0.32:40198", 20347, "postgres"),
            connection("10.20.0.15:5432", "10.20.0.32:40210", 20412, "postgres"),
            connection("10.20.0.15:5432", "10.20.0.16:37810", 1022, "postgres"),
            connection("10.20.0.15:22", "10.20.0.2:60112", 30118, "sshd"),
            connection("10.20.0.15:9187", "10.20.0.40:33210", 1190, "prometheus-post")]}, CEDAR, age=35),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "postgresql@15-main.service", "entries": [
        log_entry("2026-03-10T12:31:07+01:00", "postgresql@15-main.service", "warning",
                  "2026-03-10 12:31:07.412 CET [915] LOG:  checkpoints are occurring too frequently (21 seconds "
                  "apart)"),
        log_entry("2026-03-10T12:31:07+01:00", "postgresql@15-main.service", "info",
                  "2026-03-10 12:31:07.412 CET [915] HINT:  Consider increasing the configuration parameter "
                  "\"max_wal_size\"."),
        log_entry("2026-03-10T13:02:44+01:00", "postgresql@15-main.service", "err",
                  "2026-03-10 13:02:44.908 CET [20331] app_rw@orders ERROR:  deadlock detected"),
        log_entry("2026-03-10T13:02:44+01:00", "postgresql@15-main.service", "err",
                  "2026-03-10 13:02:44.908 CET [20331] app_rw@orders DETAIL:  Process 20331 waits for ShareLock "
                  "on transaction 88120455; blocked by process 20347."),
        log_entry("2026-03-10T13:40:10+01:00", "postgresql@15-main.service", "warning",
                  "2026-03-10 13:40:10.055 CET [915] LOG:  checkpoints are occurring too frequently (18 seconds "
                  "apart)"),
        log_entry("2026-03-10T13:58:55+01:00", "postgresql@15-main.service", "err",
                  "2026-03-10 13:58:55.301 CET [21790] reporting@orders FATAL:  password authentication failed "
                  "for user \"reporting\""),
        log_entry("2026-03-10T13:58:55+01:00", "postgresql@15-main.service", "info",
                  "2026-03-10 13:58:55.301 CET [21790] reporting@orders DETAIL:  Connection matched file "
                  "\"/etc/postgresql/15/main/pg_hba.conf\" line 104: \"host orders reporting 10.20.0.0/24 "
                  "scram-sha-256\""),
        log_entry("2026-03-10T13:59:02+01:00", "postgresql@15-main.service", "err",
                  "2026-03-10 13:59:02.644 CET [21795] reporting@orders FATAL:  password authentication failed "
                  "for user \"reporting\""),
        log_entry("2026-03-10T14:01:30+01:00", "postgresql@15-main.service", "info",
                  "2026-03-10 14:01:30.870 CET [21877] LOG:  automatic vacuum of table "
                  "\"orders.public.order_items\": index scans: 1")]},
        CEDAR, age=45, args={"unit": "postgresql@15-main", "since_minutes": 120}),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-02-20T06:10:41+01:00", "upgrade", "postgresql-15", "15.8-0+deb12u1", "15.10-0+deb12u1"),
        package_event("2026-02-20T06:10:39+01:00", "upgrade", "postgresql-client-15", "15.8-0+deb12u1",
                      "15.10-0+deb12u1"),
        package_event("2026-02-20T06:10:37+01:00", "upgrade", "libpq5", "15.8-0+deb12u1", "15.10-0+deb12u1"),
        package_event("2026-03-02T03:14:20+01:00", "install", "linux-image-6.1.0-32-amd64", None, "6.1.129-1"),
        package_event("2026-03-02T03:14:55+01:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u4",
                      "1:9.2p1-2+deb12u5")]}, CEDAR, age=90, args={"since_days": 30}),
    item("e8", "linux_file_read", {"path": "/etc/postgresql/15/main/conf.d/tuning.conf", "offset": 0, "limit": 200,
                                   "total_lines": 12, "lines": [
        "# managed by ansible - role pg_tuning",
        "max_connections = 200",
        "shared_buffers = 16GB",
        "effective_cache_size = 48GB",
        "work_mem = 32MB",
        "maintenance_work_mem = 2GB",
        "max_wal_size = 1GB",
        "min_wal_size = 256MB",
        "checkpoint_timeout = 15min",
        "checkpoint_completion_target = 0.9",
        "random_page_cost = 1.1",
        "log_min_duration_statement = 2000"]}, CEDAR, age=60,
        args={"path": "/etc/postgresql/15/main/conf.d/tuning.conf"}),
]

# --------------------------------------------------------------------------------------------------- aspen
ASPEN = Clock("2026-04-22T10:30:00+09:00")
ASPEN_MEM = 135_089_963_008  # 125.8 GiB MemTotal


def _node(name: str, ready: bool, version: str, roles: tuple[str, ...] = (), ip: str = "") -> dict:
    obj = node(name, ready, version)
    obj["metadata"]["labels"] = {"kubernetes.io/hostname": name,
                                 **{f"node-role.kubernetes.io/{r}": "true" for r in roles}}
    obj["status"]["nodeInfo"].update({"osImage": "Ubuntu 22.04.5 LTS", "kernelVersion": "5.15.0-134-generic",
                                      "containerRuntimeVersion": "containerd://1.7.23-k3s2"})
    obj["status"]["addresses"] = [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}]
    return obj


def _unscheduled_pod(name: str, namespace: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace}, "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/4 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/"
                            "unreachable: }, 3 Insufficient memory. preemption: 0/4 nodes are available: "
                            "4 No preemption victims found for incoming pod."}]}}


_w3_started = "2026-04-20T16:02:11+09:00"
aspen_evidence = [
    steady("e1", ASPEN, age=3000, hostname="aspen", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-134-generic", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=ASPEN_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 478_975_410_176}],
           network_interfaces=[
               {"name": "eno1", "mac": "b4:96:91:2c:7e:10", "addresses": ["10.8.0.10/24"], "is_up": True},
               {"name": "flannel.1", "mac": "6e:1f:2a:90:bb:01", "addresses": ["10.42.0.0/32"], "is_up": True},
               {"name": "cni0", "mac": "2a:4c:7e:03:19:d2", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["10.8.0.1"], default_gateway="10.8.0.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "wireguard-tools": "1.0.20210914-1ubuntu2", "openssh-server": "1:8.9p1-3ubuntu0.11"},
           available_services=["k3s.service", "ssh.service", "iscsid.service", "systemd-timesyncd.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("aspen", True, "v1.31.4+k3s1", ("control-plane", "master", "etcd"), "10.8.0.10"),
        _node("aspen-w1", True, "v1.31.4+k3s1", (), "10.8.0.11"),
        _node("aspen-w2", False, "v1.31.4+k3s1", (), "10.8.0.12"),
        _node("aspen-w3", True, "v1.30.8+k3s1", (), "10.8.0.13")]}, ASPEN, age=40, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("web-7d9f8c6b5d-2xkqp", "shop", "Running", "aspen-w1", started="2026-04-15T11:20:03+09:00"),
        pod("web-7d9f8c6b5d-8hzt4", "shop", "Running", "aspen-w3", started="2026-04-20T16:05:40+09:00"),
        pod("web-7d9f8c6b5d-lm2rn", "shop", "Running", "aspen-w2", ready=False,
            started="2026-04-15T11:20:05+09:00"),
        pod("api-5c4b7f9d8-qq7wx", "shop", "Running", "aspen-w1", restarts=14, ready=False,
            waiting="CrashLoopBackOff"),
        pod("api-5c4b7f9d8-zk4pd", "shop", "Running", "aspen-w3", started="2026-04-20T16:05:52+09:00"),
        pod("postgres-0", "shop", "Running", "aspen-w3", restarts=1, started=_w3_started),
        pod("redis-6b8c9d7f4-xt2ms", "shop", "Running", "aspen-w1", started="2026-04-15T11:19:58+09:00"),
        _unscheduled_pod("worker-85f6d4c9b-j7vnc", "shop")]}, ASPEN, age=35,
        args={"resource": "pods", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("web", "shop", 3, 2), deployment("api", "shop", 2, 1), deployment("redis", "shop", 1, 1),
        deployment("worker", "shop", 1, 0)]}, ASPEN, age=35, args={"resource": "deployments", "namespace": "shop"}),
    item("e5", "linux_service_status",
         unit("k3s.service", "active", "running", "enabled", 1422, "2026-04-08T03:14:02+09:00",
              "Lightweight Kubernetes"), ASPEN, age=30, args={"name": "k3s"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-04-22T09:51:30+09:00", "k3s.service", "info",
                  "I0422 09:51:30.112804    1422 node_lifecycle_controller.go:1023] \"Node hasn't been updated\" "
                  "node=\"aspen-w2\" period=\"40.002s\" lastReady=\"2026-04-22T09:50:50+09:00\""),
        log_entry("2026-04-22T09:51:30+09:00", "k3s.service", "info",
                  "I0422 09:51:30.113020    1422 node_lifecycle_controller.go:1132] \"Node became not ready\" "
                  "node=\"aspen-w2\""),
        log_entry("2026-04-22T09:56:31+09:00", "k3s.service", "info",
                  "I0422 09:56:31.440217    1422 taint_manager.go:111] \"Deleting pod\" "
                  "pod=\"shop/worker-85f6d4c9b-4rtqs\""),
        log_entry("2026-04-22T10:05:33+09:00", "k3s.service", "warning",
                  "{\"level\":\"warn\",\"msg\":\"apply request took too long\",\"took\":\"1.204s\","
                  "\"expected-duration\":\"100ms\"}"),
        log_entry("2026-04-22T10:21:48+09:00", "k3s.service", "warning",
                  "{\"level\":\"warn\",\"msg\":\"apply request took too long\",\"took\":\"812.5ms\","
                  "\"expected-duration\":\"100ms\"}")]},
        ASPEN, age=50, args={"unit": "k3s", "since_minutes": 60}),
    item("e7", "linux_system_info",
         system_info(22.0, [3.1, 2.7, 2.4], 1_235_820, "2026-04-08T03:13:00+09:00", ASPEN_MEM, 84_200_000_000,
                     0, 0), ASPEN, age=20),
    item("e8", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-ccb96694c-5wq8n", "kube-system", "Running", "aspen", started="2026-04-08T03:14:40+09:00"),
        pod("local-path-provisioner-5cf85fd84d-d7m2k", "kube-system", "Running", "aspen",
            started="2026-04-08T03:14:41+09:00"),
        pod("metrics-server-5985cbc9d7-qg4hl", "kube-system", "Running", "aspen", restarts=3,
            started="2026-04-09T22:01:15+09:00"),
        pod("traefik-57b79cf995-8nq6v", "kube-system", "Running", "aspen-w1", started="2026-04-15T11:19:30+09:00"),
        pod("svclb-traefik-2f1c9d7e-bx4tq", "kube-system", "Running", "aspen", started="2026-04-08T03:14:45+09:00"),
        pod("svclb-traefik-2f1c9d7e-k8j2w", "kube-system", "Running", "aspen-w2", ready=False,
            started="2026-04-08T03:20:12+09:00")]}, ASPEN, age=45,
        args={"resource": "pods", "all_namespaces": True, "limit": 6}, complete=False),
]

# --------------------------------------------------------------------------------------------------- linden
LINDEN = Clock("2025-11-18T16:50:00-08:00")
ROWAN_MEM = 134_646_464_512  # 125.4 GiB MemTotal (128 GB installed)

rowan_evidence = [
    steady("e1", LINDEN, age=4000, hostname="linden", os_name="Rocky Linux", os_version="9.5",
           os_codename="Blue Onyx", kernel="5.14.0-503.14.1.el9_5.x86_64",
           cpu_model="AMD EPYC 7443P 24-Core Processor", cpu_cores=24, cpu_threads=48,
           memory_total_bytes=ROWAN_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 107_374_182_400},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 1_000_204_886_016},
                  {"device": "/dev/mapper/rl-home", "mountpoint": "/home", "fstype": "xfs",
                   "total_bytes": 53_687_091_200}],
           network_interfaces=[
               {"name": "eno1", "mac": "3c:fd:fe:b1:07:44", "addresses": ["172.16.40.21/22"], "is_up": True},
               {"name": "docker0", "mac": "02:42:5d:e8:01:9a", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["172.16.40.2"], default_gateway="172.16.40.1", package_manager="rpm",
           installed_packages={"gitlab-runner": "17.5.3-1", "docker-ce": "3:27.4.0-1.el9",
                               "containerd.io": "1.7.24-3.1.el9", "kernel": "5.14.0-503.15.1.el9_5",
                               "git": "2.43.5-1.el9_4", "podman": "5:5.2.2-9.el9_5"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "sshd.service",
                               "chronyd.service", "firewalld.service"],
           users=[{"name": "ci-admin", "uid": 1000, "gid": 1000, "home": "/home/ci-admin", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 990, "gid": 987, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"},
                  {"name": "priya", "uid": 1001, "gid": 1001, "home": "/home/priya", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 982, "members": ["gitlab-runner", "ci-admin"]},
                   {"name": "wheel", "gid": 10, "members": ["ci-admin"]}],
           stale_sources=["users"]),
    item("e2", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", "enabled", 2210, "2025-11-12T09:02:10-08:00",
              "GitLab Runner"), LINDEN, age=20, args={"name": "gitlab-runner"}),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("7f1a0c2e9b31", "runner-xk2p9fz-project-118-concurrent-0-7f1a0c2e-build",
            "registry.gitlab.com/acme/ci-images/node:20", "running", "Up 4 minutes", "2025-11-18T16:45:51-08:00"),
        box("3d8e4b6a0f22", "runner-xk2p9fz-project-118-concurrent-1-3d8e4b6a-build", "golang:1.23",
            "running", "Up 12 minutes", "2025-11-18T16:37:40-08:00"),
        box("b90c17e5d4a8", "runner-xk2p9fz-project-204-concurrent-2-b90c17e5-docker-0", "docker:27-dind",
            "running", "Up 38 minutes", "2025-11-18T16:11:58-08:00", ["2375/tcp", "2376/tcp"]),
        box("1c2d3e4f5a6b", "registry-mirror", "registry:2", "running", "Up 6 days", "2025-10-30T11:05:00-08:00",
            ["0.0.0.0:5000->5000/tcp"])]}, LINDEN, age=30, args={"all": False}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 107_374_182_400, 61_203_283_968),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", 1_000_204_886_016, 938_192_183_296),
        fs("/dev/mapper/rl-home", "/home", "xfs", 53_687_091_200, 4_294_967_296)]}, LINDEN, age=45),
    item("e5", "linux_system_info",
         system_info(64.0, [30.2, 26.8, 18.5], 546_480, "2025-11-12T09:02:00-08:00", ROWAN_MEM, 40_300_000_000,
                     0, 0), LINDEN, age=25),
    item("e6", "linux_package_history", {"events": [
        package_event("2025-11-12T08:55:12-08:00", "upgrade", "gitlab-runner", "17.4.1-1", "17.5.3-1"),
        package_event("2025-11-14T02:10:05-08:00", "install", "kernel", None, "5.14.0-503.15.1.el9_5"),
        package_event("2025-11-14T02:10:05-08:00", "install", "kernel-core", None, "5.14.0-503.15.1.el9_5"),
        package_event("2025-11-14T02:10:31-08:00", "upgrade", "docker-ce", "3:27.3.1-1.el9", "3:27.4.0-1.el9"),
        package_event("2025-11-14T02:10:33-08:00", "upgrade", "containerd.io", "1.7.23-3.1.el9", "1.7.24-3.1.el9"),
        package_event("2025-11-14T02:11:02-08:00", "remove", "kernel", "5.14.0-427.42.1.el9_4", None)]},
        LINDEN, age=100, args={"since_days": 7}),
    item("e7", "linux_processes", processes(1184, ROWAN_MEM, [
        (388120, "compile", "root", 381.5, 2_469_606_195, "2025-11-18T16:47:02-08:00",
         "/usr/local/go/pkg/tool/linux_amd64/compile -o /tmp/go-build1298/b201/_pkg_.a -p github.com/acme/svc"),
        (387455, "node", "root", 212.0, 3_328_599_654, "2025-11-18T16:46:10-08:00",
         "node /builds/acme/web/node_modules/.bin/vite build"),
        (1904, "dockerd", "root", 44.8, 412_090_368, "2025-11-12T09:02:05-08:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (386990, "dockerd", "root", 18.3, 201_326_592, "2025-11-18T16:12:01-08:00",
         "dockerd --host=unix:///var/run/docker.sock --host=tcp://0.0.0.0:2376"),
        (2210, "gitlab-runner", "gitlab-runner", 3.2, 96_468_992, "2025-11-12T09:02:10-08:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"
         " --service gitlab-runner --user gitlab-runner"),
        (1611, "containerd", "root", 1.4, 88_080_384, "2025-11-12T09:02:03-08:00", "/usr/bin/containerd")]),
        LINDEN, age=30, args={"sort": "cpu", "limit": 6}),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 118_400_000, "tx_bytes_per_s": 9_400_000},
        {"name": "docker0", "rx_bytes_per_s": 2_100_000, "tx_bytes_per_s": 110_300_000}]},
        LINDEN, age=15, args={"interval_seconds": 1}),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2025-11-18T15:58:40-08:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=412.3 job=88412 project=118 runner=xk2p9fz"),
        log_entry("2025-11-18T16:21:07-08:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"always\": failed to register layer: write "
                  "/var/lib/docker/overlay2/5f0c.../usr/lib/x86_64-linux-gnu/libLLVM-17.so.1: no space left on "
                  "device (manager.go:250:0s)  job=88431 project=204 runner=xk2p9fz"),
        log_entry("2025-11-18T16:21:08-08:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: failed to pull image \"registry.gitlab.com/acme/ci-images/llvm:17\" with "
                  "specified policies [always]  duration_s=33.9 job=88431 project=204 runner=xk2p9fz"),
        log_entry("2025-11-18T16:33:52-08:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=598.0 job=88427 project=118 runner=xk2p9fz"),
        log_entry("2025-11-18T16:44:19-08:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: exit code 1  duration_s=121.6 job=88436 project=311 runner=xk2p9fz")]},
        LINDEN, age=40, args={"unit": "gitlab-runner", "since_minutes": 60}),
]

oak_answers = [
    {"q": "What containers are running on oak right now?", "ev": ["e4"],
     "a": """You asked which containers are currently running on oak. Here's what Docker reports:

### Running Containers
* [[s:**jellyfin** — up 6 days]]
* [[s:**nextcloud** — up 6 days]], [[c:published on port 8080 to your whole LAN]]
* [[c:**nextcloud-db** — MariaDB 10.11]]
* [[s:**redis** (`redis:7.4-alpine`) — up 6 days]]
* [[c:**caddy** — up 6 days]], [[s:handling ports 80 and 443]]

### Not Running
* [[s:**immich_machine_learning** exited with code 137]] [[s:about 3 hours ago]]
* [[c:**watchtower** is paused]]

### Summary
In total, [[c:**6** containers are running]] and [[s:2 are not]].

Let me know if you want me to check the logs for any of these!"""},
    {"q": "Is my media disk getting full?", "ev": ["e3", "e1"],
     "a": """Yes, your media disk is getting quite full. Here are the details:

### Media Disk (`/srv/media`)
* **Size:** [[s:3.94 TB]] ([[c:about 3.8 TiB]])
* **Used:** [[s:3.62 TB]]
* **Free:** [[c:roughly 415 GB]]
* **Usage:** [[s:**92%**]]

At this rate [[u:you'll run out of space in about three weeks]].

### Other Filesystems
* [[s:The root filesystem (`/`) is at 43% usage]], with [[c:about 260 GB free]]
* [[s:`/boot/efi` is barely used]]

I'd recommend cleaning up old transcodes or moving some media to another drive. If you'd like, I can help you find the largest directories."""},
    {"q": "What ports are open on oak and who is connected to it?", "ev": ["e5", "e4"],
     "a": """### Listening Ports

| Port | Address | Process |
|---|---|---|
| 22 | [[s:0.0.0.0]] | [[s:sshd]] |
| 80, 443 | 0.0.0.0 | [[s:docker-proxy (caddy)]] |
| 8080 | [[c:0.0.0.0]] | docker-proxy (nextcloud) |
| 8096 | [[s:0.0.0.0]] | docker-proxy (jellyfin) |
| [[c:3306]] | 0.0.0.0 | mariadbd |

### Active Connections
* [[s:An SSH session from 192.168.1.54]]
* [[s:A Samba client at 192.168.1.61]]
* [[c:192.168.1.73 is connected to Nextcloud]]
* [[s:One external connection to port 443 from 81.2.69.160]] — [[u:probably your phone on mobile data]]

[[s:DNS (port 53) is only bound to 127.0.0.53]], so it isn't exposed to the network.

If you want, I can go through the firewall rules next."""},
    {"q": "Why did the immich machine learning container stop?", "ev": ["e4", "e7", "e2"],
     "a": """### What Happened
* [[s:The `immich_machine_learning` container exited with code **137**]] [[s:about 3 hours ago]].
* [[s:At 18:41:02 the kernel's OOM killer killed a `python3` process]] [[c:that was using about 9.8 GB of resident memory]].
* [[s:One second later, Docker logged the container's task being deleted]].

### Why
Exit code 137 means the process received SIGKILL, and [[u:since it happened while immich was loading the CLIP model, it simply ran out of memory]]. [[c:Right now your swap is almost full]] too, while [[s:about 4.7 GiB of RAM is available]].

### How to Fix It
* Add a `mem_limit` to the container so it can't starve the rest of the system
* Consider switching to a smaller CLIP model in the immich settings

Would you like help adjusting your compose file?"""},
    {"q": "How much RAM and swap is oak using, and what's using the most?", "ev": ["e2", "e8", "e1"],
     "a": """You want to know about memory usage on oak. Here's the breakdown:

### Memory
* **Total:** [[s:15.5 GiB]]
* **Used:** [[s:about 10.7 GiB]] ([[s:**69%**]])
* **Available:** [[c:around 6 GiB]]

### Swap
* [[s:4 GiB total]], [[c:1.5 GiB in use]]

### Top Memory Users
1. [[t:**jellyfin** — ~1.8 GiB]]
2. [[t:**mariadbd** — ~1.2 GiB]] ([[t:running as UID 999]])
3. [[t:**apache2** (Nextcloud) — ~384 MiB]]

[[t:Jellyfin is the single largest consumer at about 11.6% of RAM]]; [[u:it's probably transcoding something right now]].

Nothing here looks alarming, but keep an eye on swap. Let me know if you need anything else!"""},
    {"q": "How long has oak been up, and is Docker healthy?", "ev": ["e2", "e6", "e1"],
     "a": """### Uptime
* [[s:oak has been up for **23 days**]] ([[s:since December 22]]) — [[c:it booted on a Sunday]]
* [[s:Load averages are low (0.42, 0.55, 0.61)]]
* [[c:CPU usage is at 17.5%]]

### Docker
* [[s:`docker.service` is active (running)]] [[s:and enabled]]
* [[s:It has been running since the last boot]]
* [[s:Docker version 27.4.1]], [[c:on kernel 6.8.0-49-generic]]

Overall, Docker looks healthy. If you're seeing issues with a specific container, I can dig into its logs."""},
    {"q": "Is watchtower working?", "ev": ["e4", "e7"],
     "a": """No, watchtower is not working properly.

### Status
* [[s:The `watchtower` container is stuck in a restart loop]] — [[s:Docker shows it as `Restarting (1)`]] [[c:about 4 minutes ago]]

### Cause
* [[s:The Docker daemon logged "client version 1.25 is too old" for this container]] [[s:at 21:38]]
* [[s:The minimum supported API version is 1.40]]
* [[u:This started after Docker was upgraded to 27.x last week]], and [[u:it has been failing since yesterday evening]]

### Fix
Set `DOCKER_API_VERSION=1.40` in watchtower's environment, or switch to a maintained fork. [[c:All your other containers are running fine]], so this only affects automatic updates.

Let me know if you'd like the exact compose snippet!"""},
]

birch_answers = [
    {"q": "What got updated on my laptop recently?", "ev": ["e2", "e1"],
     "a": """Here's a summary of the recent package changes on birch, based on the dnf history:

### January 28 (evening)
* [[s:Firefox was upgraded from 133.0.3 to 134.0.2]]
* [[c:Mesa drivers were upgraded to 24.3.5]]
* [[c:Thunderbird was also updated to 128.6]]

### February 1
* [[s:A new kernel, 6.12.11-200.fc41, was installed]] [[s:at about 10:14 AM]]
* [[s:GNOME Shell went from 47.2 to 47.3]]

### February 2
* [[s:VS Code was updated to 1.97.0]] [[s:last night]]

In total, that's [[c:**8** package changes]], and [[s:the only removal was the old 6.11.10 kernel]].

Let me know if you want details on any of these updates!"""},
    {"q": "My fan is really loud. What's using the CPU?", "ev": ["e3", "e4"],
     "a": """Sounds like something is keeping the CPU busy. Here's what I found:

### Top CPU Consumers
1. [[s:**Firefox** — 38.2%]] (plus [[s:a content process, "Isolated Web Co", at 9.4%]])
2. [[s:**gnome-shell** — 12.1%]]
3. [[c:**code** (VS Code) — 16%]]

### System Load
* [[t:Overall CPU usage is around 31%]]
* [[t:The 1-minute load average is 2.8]], [[t:up from 1.6 over 15 minutes]]
* [[t:Memory is 57% used]]

[[s:Firefox is by far the biggest CPU user]] — [[u:most likely a tab playing video or running heavy JavaScript]]. Try closing tabs you don't need, or check `about:processes` in Firefox to find the culprit.

Hope this helps cool things down!"""},
    {"q": "Bluetooth isn't working, what's going on?", "ev": ["e5", "e6"],
     "a": """### Bluetooth Service Status
* [[s:`bluetooth.service` has **failed**]]

### What the Logs Show
* [[s:At 07:58:41, bluetoothd reported "Failed to set mode: Failed (0x03)"]]
* [[s:The daemon then crashed with SIGABRT (status=6/ABRT)]] and [[s:dumped core]]
* [[c:systemd restarted it 5 times]]
* [[s:Then systemd gave up with "Start request repeated too quickly"]]

### Likely Cause
[[u:This is a known regression in BlueZ 5.79 with MediaTek MT7922 adapters]].

### Other Services
[[s:NetworkManager and power-profiles-daemon are running normally]], and [[c:`cups` has failed as well]].

You can try `sudo systemctl reset-failed bluetooth && sudo systemctl start bluetooth`, and if it crashes again, `coredumpctl info bluetoothd` will show the backtrace. Let me know how it goes!"""},
    {"q": "Which kernel am I running, and do I need to reboot?", "ev": ["e1", "e2", "e4"],
     "a": """You're asking whether a reboot is needed after the latest kernel update.

### Kernel
* **Running:** [[s:`6.12.11-200.fc41.x86_64`]]
* **Installed:** [[s:February 1]] [[s:at 10:14]]
* **Last boot:** [[t:February 1 at 14:15]]

### Reboot Needed?
[[s:**No** — the running kernel is the newest one installed]]. [[t:You've been up for about 1 day and 18 hours]], which is after the update.

[[c:The previous kernel, 6.11.10, is still available in the boot menu]] if you ever need to fall back.

Anything else you'd like me to check?"""},
    {"q": "Who has admin rights on this laptop?", "ev": ["e1"],
     "a": """On Fedora, admin (sudo) rights come from membership in the `wheel` group.

### Users

| User | UID | Shell | wheel (admin) |
|---|---|---|---|
| maya | [[s:1000]] | [[s:/bin/bash]] | [[s:✅]] |
| tom | [[s:1001]] | [[c:/bin/bash]] | [[s:❌]] |

### Summary
* [[s:Only **maya** has admin rights]]
* [[c:`libvirt` has maya and tom]]
* [[u:tom's account looks like it was created recently]]

If you want to give tom admin rights, run `sudo usermod -aG wheel tom`. Let me know if you need help!"""},
    {"q": "What version of VS Code do I have?", "ev": ["e1", "e2"],
     "a": """### VS Code
* **Installed version:** [[c:**1.96.4**]]
* [[c:There's no record of it being updated in the last two weeks]]

### Related Tools
* [[t:Podman 5.3.1]]
* [[s:podman-compose 1.3.0]], [[s:installed last night]]
* [[t:Docker isn't installed]] — you're using Podman instead

If you'd like to update, run `sudo dnf upgrade code`. Let me know if you need anything else!"""},
    {"q": "Is my disk busy? And how much space do I have?", "ev": ["e7", "e1"],
     "a": """### Disk Activity
* [[s:Your NVMe drive (`nvme0n1`) is **31% busy**]]
* [[s:It's writing about 48 MB/s]]
* [[c:and reading about 12 MB/s]]

### Disk Space
* [[s:Your root and `/home` share the same Btrfs partition]] ([[s:`/dev/nvme0n1p3`]])
* [[s:The partition is about 1 TB]] ([[c:930 GB]])
* [[u:About 610 GB of it is free]]

[[u:The writes are probably Firefox's cache and session store]]. That level of activity is normal for a desktop, so nothing to worry about.

Let me know if you'd like me to look at anything else!"""},
]

cedar_answers = [
    {"q": "Is postgres healthy on cedar?", "ev": ["e2", "e6", "e5"],
     "a": """### Service
* [[s:`postgresql@15-main` is **active (running)**]]
* [[s:It has been up since February 20 at 06:12]] — [[c:about 12 days]]
* [[s:It's listening on port 5432]] [[s:on both IPv4 and IPv6]]

### Recent Log Issues (last 2 hours)
* ⚠️ [[s:"Checkpoints are occurring too frequently"]] — [[s:logged twice]] ([[s:21 s]] and [[c:15 s apart]])
* ❌ [[s:One deadlock at 13:02]]
* ❌ [[c:Three failed logins]] for the `reporting` user

### Verdict
The database is up and accepting connections, but [[u:the deadlocks are slowing down the application]]. I'd look at the checkpoint settings and the failing `reporting` client first.

Let me know if you want me to dig into any of these!"""},
    {"q": "Who is connected to the database right now?", "ev": ["e5", "e3"],
     "a": """Here's who's connected to PostgreSQL on cedar right now:

### Client Connections (port 5432)
* [[s:**10.20.0.31** — one connection]]
* [[s:**10.20.0.32** — two connections]]: [[s:one running a `SELECT`]] [[c:at about 45% CPU]], and [[s:one sitting idle in transaction]]
* [[u:**10.20.0.16** — this is your streaming replica]]

[[u:All of the application sessions use the `app_rw` role]].

### Other Connections
* [[s:An SSH session from 10.20.0.2]]
* [[c:Prometheus scraping the exporter on port 9100]]

The idle-in-transaction session is worth a look; those can hold locks for a long time. Want me to suggest a query to find it in `pg_stat_activity`?"""},
    {"q": "How much disk space is left for the database and the backups?", "ev": ["e4", "e1"],
     "a": """### Database Volume (`/var/lib/postgresql`)
* **Size:** [[s:1.92 TB]]
* **Used:** [[s:1.47 TB]] ([[s:**76%**]])
* **Free:** [[s:~454 GB]]

### Backups (`/backup`)
* [[s:NFS share from 10.20.0.5]]
* [[c:**92%** full]], with [[c:about 1.04 TiB free]]

### Root (`/`)
* [[s:Only 18% used]] ([[c:about 41 GiB]])

The backup share will probably fill up before the database volume does; [[u:pgBackRest's retention is set to keep 14 full backups]], so lowering that would free space quickly.

Let me know if you'd like help with that!"""},
    {"q": "Why are checkpoints happening so often?", "ev": ["e6", "e8"],
     "a": """You're asking why PostgreSQL keeps logging frequent checkpoints.

### What the Log Says
* [[s:"checkpoints are occurring too frequently" appeared at 12:31 and 13:40]]
* [[s:The HINT suggests increasing `max_wal_size`]]

### Your Current Settings (`tuning.conf`)
* [[s:`max_wal_size = 1GB`]]
* [[s:`checkpoint_timeout = 15min`]]
* [[c:`checkpoint_completion_target = 0.5`]]
* [[s:`shared_buffers = 16GB`]]
* [[c:`max_connections = 100`]]

### Why It Happens
With only **1 GB** of WAL allowed between checkpoints, [[u:the nightly ETL batch fills it in about 20 seconds]], so PostgreSQL is forced to checkpoint long before the 15-minute timeout.

### Fix
Raise `max_wal_size` to something like `8GB` and reload PostgreSQL (`SELECT pg_reload_conf();`). Let me know if you need anything else!"""},
    {"q": "Have there been any failed logins on cedar?", "ev": ["e6", "e5"],
     "a": """### Failed Database Logins (last 2 hours)
* [[s:2 failed password attempts for the `reporting` user]]
* [[s:at 13:58:55]] and [[c:13:59:20]]
* [[s:against the `orders` database]]
* [[u:Both matched line 104 of `pg_hba.conf`]]
* [[u:They came from 10.20.0.77]]

### SSH
[[u:There were no failed SSH logins]], and [[s:one SSH session is open right now from 10.20.0.2]].

[[u:This looks like a reporting tool, such as Metabase, still using an old password]]. Updating the password on the client side should stop these errors.

Let me know if you need anything else!"""},
    {"q": "When was PostgreSQL last upgraded, and does cedar need a reboot?", "ev": ["e7", "e1", "e2"],
     "a": """### PostgreSQL Upgrade
* [[s:It was upgraded from 15.8 to 15.10]] [[s:on February 20]] ([[s:a Friday]]) [[s:at around 06:10]]
* [[s:The cluster was restarted right after]]

### Kernel
* [[s:Running: `6.1.0-31-amd64`]]
* [[s:A new kernel image, `linux-image-6.1.0-32-amd64`, was installed on March 2]] — [[c:about two weeks ago]]
* So [[s:**yes**, a reboot is needed to load it]]

### Other
* [[c:OpenSSH was also upgraded, to 9.6p1]]

Plan the reboot for a quiet window, and let me know if you'd like a checklist for restarting PostgreSQL safely!"""},
    {"q": "Which postgres process is using the most CPU and memory?", "ev": ["e3"],
     "a": """### Highest CPU
* [[u:The busiest process is PID 20412]], [[s:running a `SELECT` from 10.20.0.32]] [[s:at 88.4% CPU]]
* [[s:An autovacuum worker on `orders` is at 24%]]

### Highest Memory
* [[s:PID 20347 (idle in transaction) — about 2.1 GiB RSS]]
* [[c:The checkpointer uses about 1.8 GB]]
* [[s:The postmaster (PID 912) uses only ~180 MiB]]

### Note
[[s:There are 71 matching processes in total]], [[c:all of them running as the `postgres` user]].

If the `SELECT` keeps running, you can look at it with `SELECT pid, query FROM pg_stat_activity WHERE pid = 20412;`. Let me know if you need help optimizing it!"""},
]

aspen_answers = [
    {"q": "Are all my k3s nodes ready?", "ev": ["e2"],
     "a": """No, not all of them are ready.

### Node Status

| Node | Status | Version |
|---|---|---|
| aspen | [[s:✅ Ready]] | [[s:v1.31.4+k3s1]] |
| aspen-w1 | [[s:✅ Ready]] | v1.31.4+k3s1 |
| aspen-w2 | [[s:❌ NotReady]] | v1.31.4+k3s1 |
| aspen-w3 | [[c:❌ NotReady]] | [[c:v1.31.4+k3s1]] |

### Summary
* [[c:**2 of 4** nodes are Ready]]
* [[s:`aspen` is the control-plane node]]
* [[s:All nodes run Ubuntu 22.04.5 LTS]]

I'd start by checking the kubelet on the NotReady nodes with `journalctl -u k3s-agent`. Let me know if you need more help!"""},
    {"q": "What's wrong with the shop app?", "ev": ["e3", "e4"],
     "a": """### Deployments in `shop`
* [[s:**web**: 2/3 ready]]
* [[s:**api**: 1/2 ready]]
* [[c:**worker**: 1/1]] ✅

### Problem Pods
* [[s:`api-5c4b7f9d8-qq7wx` is in **CrashLoopBackOff**]] [[c:with 4 restarts]] [[s:on aspen-w1]]
* [[s:`web-7d9f8c6b5d-lm2rn` isn't ready]] — [[s:it's on aspen-w2]]
* [[s:`worker-85f6d4c9b-j7vnc` is stuck in Pending]] — [[s:the scheduler says 3 nodes have insufficient memory]]

### Likely Cause
[[u:The api pod is crashing because it can't reach the postgres database]]. Check its logs with `kubectl logs -n shop api-5c4b7f9d8-qq7wx --previous`.

Let me know what the logs say and I can help further!"""},
    {"q": "Why is aspen-w2 down?", "ev": ["e2", "e6"],
     "a": """### aspen-w2
* [[s:It's **NotReady**]]
* [[s:The control plane stopped hearing from it at about 09:51]], [[c:roughly 90 minutes ago]]
* [[s:Its last Ready heartbeat was at 09:50:50]]
* [[s:k3s deleted the pod `shop/worker-85f6d4c9b-4rtqs` at 09:56]], [[u:which was running on aspen-w2]]

### Possible Causes
[[u:Most likely the k3s agent on aspen-w2 crashed or the node lost power]]. [[s:The etcd warnings ("apply request took too long")]] [[c:started before w2 went down]], so storage on the control plane may also be slow.

Try `ping 10.8.0.12` and, if it answers, `ssh` in and run `systemctl status k3s-agent`. Let me know what you find!"""},
    {"q": "Is k3s healthy on aspen? How long has the server been up?", "ev": ["e5", "e7", "e6"],
     "a": """### k3s Service
* [[s:`k3s.service` is active and running]]
* [[s:Running since April 8 at 03:14]]

### Host
* **Uptime:** [[s:**14 days, 7 hours**]]
* **Load average:** [[s:3.1 / 2.7 / 2.4]], [[c:trending down]]
* **Memory:** [[s:about 47 GiB used of 126 GiB]]
* **Swap:** [[c:8 GiB configured]]

### etcd
* [[s:Two "apply request took too long" warnings in the last hour]], [[c:the worst at 2.1 seconds]]

Overall k3s is healthy, but the slow etcd applies suggest checking disk latency on the control plane. Let me know if you need anything else!"""},
    {"q": "Are any of the system pods crashing?", "ev": ["e8"],
     "a": """Here's what I see in `kube-system`:

* [[s:coredns — Running on aspen]]
* [[s:traefik — Running on aspen-w1]]
* [[s:metrics-server has restarted 3 times]]
* [[s:svclb-traefik on aspen-w2 is not ready]]
* [[c:local-path-provisioner is Pending]]

[[u:No system pods are in CrashLoopBackOff]], and [[u:there are 6 pods in total across the cluster]]. [[c:All of these run on the control-plane node]].

The svclb pod on aspen-w2 is only down because the node itself is NotReady. Let me know if you'd like me to check a specific pod!"""},
    {"q": "Which node runs postgres, and what else is on aspen-w1?", "ev": ["e3"],
     "a": """### postgres
* [[s:`postgres-0` runs on **aspen-w3**]]
* [[s:It has restarted once]]
* [[c:It started on April 15]]

### Pods on aspen-w1 (`shop` namespace)
* [[s:web-7d9f8c6b5d-2xkqp]]
* [[s:api-5c4b7f9d8-qq7wx]] ([[s:crashing]])
* [[s:redis-6b8c9d7f4-xt2ms]]
* [[c:api-5c4b7f9d8-zk4pd]]

[[c:aspen-w3 runs only postgres]], so it has plenty of headroom if you want to move pods there.

Hope that helps!"""},
    {"q": "What Kubernetes version is the cluster on, and what's the server's OS?", "ev": ["e2", "e1"],
     "a": """### Kubernetes Version
* [[s:The control plane (aspen) runs **v1.31.4+k3s1**]]
* [[s:aspen-w1 and aspen-w2 are on the same version]]
* [[s:aspen-w3 is behind, on v1.30.8+k3s1]]

### Server OS
* [[s:Ubuntu 22.04]] ([[s:jammy]]) [[c:with kernel 5.15.0-131-generic]]
* [[s:32 threads]] [[c:on a 32-core Xeon Silver 4314]]
* [[s:About 126 GiB of RAM]]

[[u:v1.31.4 is the latest k3s release]], so only aspen-w3 needs upgrading. Let me know if you want the upgrade steps!"""},
]

rowan_answers = [
    {"q": "Is the GitLab runner OK? How many jobs are running?", "ev": ["e2", "e3", "e9"],
     "a": """### GitLab Runner Service
* [[s:`gitlab-runner` is **active (running)**]]
* [[s:Up since November 12]] ([[s:about 6 days]])

### Jobs Running Now
* [[c:**4** CI jobs are running]]:
  - [[s:project 118 has two build containers]] ([[s:`node:20`]] and [[s:`golang:1.23`]])
  - [[s:project 204 is using Docker-in-Docker]], [[c:for about an hour now]]

### Recent Results (last hour)
* ✅ [[s:2 jobs succeeded]]
* ❌ [[s:2 jobs failed]]
* [[c:Job 88436 failed because its image couldn't be pulled]]

The runner itself looks fine. Let me know if you want me to look into the failed jobs!"""},
    {"q": "Why did job 88431 fail?", "ev": ["e9", "e4"],
     "a": """Job 88431 failed because the runner couldn't pull its image.

### Details
* **Failed at:** [[s:16:21]], [[s:after about 34 seconds]]
* **Image:** [[s:`registry.gitlab.com/acme/ci-images/llvm:17` could not be pulled]]
* **Root error:** [[s:"no space left on device"]]

### Disk
* [[s:`/var/lib/docker` is **93.8%** full]], with [[c:only ~6 GB free]]
* [[s:It's a separate 1 TB NVMe disk (`/dev/nvme1n1`)]]

[[u:The llvm:17 image is about 9 GB unpacked]], so it simply didn't fit. Running `docker system prune -af --filter "until=72h"` should free up space. Let me know if you need help setting up automatic cleanup!"""},
    {"q": "How's disk space on linden?", "ev": ["e4"],
     "a": """### Filesystems

| Mount | Size | Used | Use% |
|---|---|---|---|
| `/` | [[s:100 GiB]] | [[s:57 GiB]] | [[s:57%]] |
| `/var/lib/docker` | [[s:931 GiB]] | [[c:874 GB]] | [[s:94%]] |
| `/home` | [[s:50 GiB]] | [[s:4 GiB]] | [[c:12%]] |

* [[s:`/var/lib/docker` is the fullest by far]]
* [[u:Old build cache is probably taking most of it]]
* [[s:The root filesystem still has about 43 GiB free]]

I'd schedule a regular `docker builder prune` on this runner. Let me know if you need anything else!"""},
    {"q": "Who can use Docker on linden?", "ev": ["e1", "e7"],
     "a": """On linden, Docker access is controlled by the `docker` group.

### Docker Group Members
* [[t:gitlab-runner]]
* [[t:ci-admin]]

### Not in the Group
* [[t:**priya** (UID 1001) is not a member]], so she can't run `docker` without sudo
* [[t:priya uses zsh]]

### Other Details
* [[t:ci-admin is the only member of `wheel`]]
* [[s:The runner service runs as the `gitlab-runner` user]]
* [[c:`dockerd` runs as ci-admin]]

Keep in mind that membership in `docker` is effectively root access. Let me know if you need to change anything!"""},
    {"q": "Does linden need a reboot? How long has it been up?", "ev": ["e5", "e6", "e1"],
     "a": """### Uptime
* [[s:Up **6 days, 7 hours**]] — [[s:last booted on Wednesday, November 12]]

### Kernel
* [[s:Running `5.14.0-503.14.1.el9_5`]]
* [[s:`5.14.0-503.15.1.el9_5` was installed on November 14]] [[c:at 2:10 PM]]
* So [[s:**yes**, you need to reboot]] to use the new kernel.

### Other Updates Since Boot
* [[s:Docker was upgraded from 27.3.1 to 27.4.0]]
* [[c:containerd went from 1.7.24 to 1.7.23]]
* [[c:gitlab-runner was upgraded to 17.6.0]]

[[u:Docker wasn't restarted after its upgrade]], so it's still running the old binary. Plan a reboot between pipeline runs. Let me know if you need anything else!"""},
    {"q": "What's eating CPU and network on linden?", "ev": ["e7", "e8", "e5"],
     "a": """### CPU
* **Overall:** [[s:**64%**]]
* **Load average:** [[s:30.2]] [[s:and climbing]]
* [[s:Top process: the Go `compile` tool at ~380% CPU]] ([[c:about 2.3 GB RSS]])
* [[s:`dockerd` at about 45%]]
* [[c:`gitlab-runner` itself at 13%]]

### Network
* [[s:`eno1` is receiving ~118 MB/s]] [[s:and sending about 9 MB/s]]
* [[c:`docker0` is receiving about 110 MB/s]]

[[u:Most of the inbound traffic is image pulls from registry.gitlab.com]]. This all looks like normal CI activity with several builds running at once.

Let me know if you need anything else!"""},
    {"q": "Is the registry mirror up and reachable from other machines?", "ev": ["e3", "e1"],
     "a": """### registry-mirror
* [[s:It's running]] ([[s:`registry:2`]])
* [[s:Up 6 days]]
* [[s:Publishes port 5000 on all interfaces]], so [[u:other machines can reach it at 172.16.40.21:5000]]
* [[c:It was created 6 days ago]]

### Other Containers
* [[s:The dind container's ports 2375 and 2376 are not published on the host]]
* [[c:There are 5 running containers in total]]

[[u:The mirror is configured as a pull-through cache for Docker Hub]]. Let me know if you'd like me to check `firewalld` as well!"""},
]

MACHINES = [
    {"name": "oak", "clock": OAK, "evidence": oak_evidence, "answers": oak_answers},
    {"name": "birch", "clock": BIRCH, "evidence": birch_evidence, "answers": birch_answers},
    {"name": "cedar", "clock": CEDAR, "evidence": cedar_evidence, "answers": cedar_answers},
    {"name": "aspen", "clock": ASPEN, "evidence": aspen_evidence, "answers": aspen_answers},
    {"name": "linden", "clock": LINDEN, "evidence": rowan_evidence, "answers": rowan_answers},
]
