"""112th generation (written blind, in the manner of Aya Expanse 8B: how that model answers — polite, complete
sentences in British spelling, units spelt out ("gigabytes", "per cent"), thousands separators, moderate hedging,
occasional over-literal readings of field names ("the unit file state is enabled, so it is running"), an
"In short," summary at the end and a courteous closing).

All clocks are in Africa/Johannesburg (+02:00, no daylight saving); log lines and Kubernetes objects that carry
UTC times ("...Z") are two hours behind the machine's local time.

allegro — a Debian 13 (trixie) music-production workstation on the realtime kernel 6.12.48+deb13-rt-amd64, with
PipeWire 1.4.7 from backports and a Focusrite Scarlett 2i2 4th Gen on USB port 3-2. Evidence: steady state (e1);
linux_system_info (e2) STALE (25 minutes old); linux_processes sorted by CPU and cut to six rows (e3, complete=False);
the PipeWire journal for the last hour with five xrun warnings (e4, complete); kernel lines for usb 3-2 including a
reset at 22:12:29 (e5); the user's low-latency PipeWire drop-in (e6, quantum 64, max 256); package history for 14
days (e7, complete: rt kernel and PipeWire upgraded on Tuesday 3 November, x42-plugins installed on Thursday 5
November); one unit, rtkit-daemon.service (e8, active/running, static). The user says nothing was installed since
last weekend — the package history disagrees.

adagio — an Ubuntu 24.04 Nextcloud server (Apache, PHP-FPM 8.3, Redis, MariaDB) whose nextcloud-cron.service fails
every five minutes on "Memcache \\OC\\Memcache\\APCu not available for local cache". Evidence: steady state (e1); all
services (e2, complete: only nextcloud-cron.service has failed); the one unit (e3); the unit's journal, cut to the
last eight lines (e4, complete=False); a FAILED read of config.php (e5, permission denied); apcu.ini (e6, complete,
no apc.enable_cli line); disk usage (e7); network traffic (e8); package history for 7 days (e9, only PHP 8.3 on
Tuesday 10 November). The user's words: background jobs were switched to Cron yesterday evening.

presto — a Fedora Server 41 monitoring host: Prometheus (from /opt), Grafana, node_exporter, and three podman
containers (alertmanager, blackbox-exporter running; snmp-exporter exited). Evidence: steady state (e1);
linux_system_info (e2); processes sorted by CPU, cut to five (e3, complete=False); all services (e4); containers
(e5); network info with many listeners, partly unreadable (e6, complete=False); disk I/O (e7) STALE (15 minutes
old); file changes under /var/lib/prometheus (e8, complete, seven files from a TSDB compaction); Prometheus' journal
for ten minutes (e9, compaction of three blocks finished 14:15:41 local = 12:15:41Z); disk usage (e10). CONFLICT:
e4 says prometheus.service has main PID 1187 and has been active since 28 October, while the fresh process
listing (e3, and the listener in e6) shows prometheus as PID 40213 started at 14:08:51 today — claims about
Prometheus' PID or restart are unsupported. The user's words: Grafana dashboards went blank just after two o'clock.

largo — an old Ubuntu 20.04 (focal) file server with an mdadm RAID1 (md0 = sda1 + sdb1, both up) and smartd
warnings about /dev/sdb (pending sectors 8 -> 16 -> 24). Evidence: steady state (e1); one unit, smartd.service
(e2) STALE (20 minutes old); smartd's journal for 24 hours (e3, complete); /proc/mdstat (e4); disk usage (e5);
disk I/O (e6) FAILED (timed out); network traffic (e7); package history for 30 days (e8, complete: lsscsi and
sg3-utils installed yesterday, nothing upgraded). The user's words: they think sda (left bay) is failing.

andante — a single-node k0s cluster (v1.31.3+k0s on Debian 12) running the CronJob batch-jobs/report-export
hourly at :15 UTC; the 00:15 local run Completed, the 01:15, 02:15 and 03:15 local runs ended in Error (password
authentication failed). Evidence: steady state (e1); kubernetes_get cronjobs (e2), pods (e3), jobs (e4), nodes
(e5); the last failed pod's log file (e6); containerd containers (e7, complete); linux_system_info (e8); disk I/O
(e9); the k0scontroller journal for 30 minutes (e10). The user's words: the database password was rotated around
one o'clock last night.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------- allegro
A = Clock("2026-11-07T22:40:00+02:00")
A_MEM = 33_376_104_448

SCARLETT_OUT = "alsa_output.usb-Focusrite_Scarlett_2i2_4th_Gen-00.pro-output-0"
SCARLETT_IN = "alsa_input.usb-Focusrite_Scarlett_2i2_4th_Gen-00.pro-input-0"

allegro_evidence = [
    steady("e1", A, age=3600, hostname="allegro", os_name="Debian GNU/Linux", os_version="13",
           os_codename="trixie", kernel="6.12.48+deb13-rt-amd64",
           cpu_model="AMD Ryzen 7 7700 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=A_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 999_653_638_144},
                  {"device": "/dev/sda1", "mountpoint": "/srv/samples", "fstype": "ext4",
                   "total_bytes": 2_000_396_746_752}],
           network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:41:7e:02", "addresses": ["192.168.20.31/24"],
                                "is_up": True}],
           dns_servers=["192.168.20.1"], default_gateway="192.168.20.1",
           installed_packages={"pipewire": "1.4.7-1~bpo13+1", "pipewire-jack": "1.4.7-1~bpo13+1",
                               "pipewire-pulse": "1.4.7-1~bpo13+1", "wireplumber": "0.5.8-1",
                               "ardour": "1:8.10.0+ds-1", "rtkit": "0.13-5.1", "x42-plugins": "20230315-1",
                               "linux-image-rt-amd64": "6.12.48-1"},
           available_services=["rtkit-daemon.service", "ssh.service", "cups.service", "NetworkManager.service"],
           users=[{"name": "mira", "uid": 1000, "gid": 1000, "home": "/home/mira", "shell": "/bin/bash"}],
           groups=[{"name": "audio", "gid": 29, "members": ["mira"]},
                   {"name": "pipewire", "gid": 996, "members": []}]),
    item("e2", "linux_system_info",
         system_info(38.5, [3.12, 2.80, 2.41], 14_988, "2026-11-07T18:05:12+02:00", A_MEM, 20_812_345_344,
                     8 * GiB, 0), A, age=1500),
    item("e3", "linux_processes", processes(347, A_MEM, [
        (4121, "ardour-8.10.0", "mira", 41.2, 2_684_354_560, "2026-11-07T19:02:44+02:00",
         "/usr/lib/ardour8/ardour-8.10.0 /home/mira/Sessions/winter-demo/winter-demo.ardour"),
        (2207, "pipewire", "mira", 6.3, 58_720_256, "2026-11-07T18:06:01+02:00", "/usr/bin/pipewire"),
        (5330, "firefox-esr", "mira", 4.8, 1_288_490_188, "2026-11-07T20:15:09+02:00",
         "/usr/lib/firefox-esr/firefox-esr"),
        (198, "irq/132-xhci_hcd", "root", 3.1, 0, "2026-11-07T18:05:14+02:00", "[irq/132-xhci_hcd]"),
        (2211, "pipewire-pulse", "mira", 1.2, 31_457_280, "2026-11-07T18:06:01+02:00", "/usr/bin/pipewire-pulse"),
        (2209, "wireplumber", "mira", 0.9, 47_185_920, "2026-11-07T18:06:01+02:00", "/usr/bin/wireplumber"),
    ]), A, age=35, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "pipewire.service", "entries": [
        log_entry("2026-11-07T21:58:13+02:00", "pipewire.service", "warning",
                  f"spa.alsa: {SCARLETT_OUT}: xrun of 256 frames"),
        log_entry("2026-11-07T22:04:47+02:00", "pipewire.service", "warning",
                  f"spa.alsa: {SCARLETT_IN}: xrun of 512 frames"),
        log_entry("2026-11-07T22:12:30+02:00", "pipewire.service", "warning",
                  f"pw.node: ({SCARLETT_OUT}-57) graph xrun not-triggered (0 suppressed)"),
        log_entry("2026-11-07T22:12:31+02:00", "pipewire.service", "warning",
                  f"spa.alsa: {SCARLETT_OUT}: xrun of 1856 frames"),
        log_entry("2026-11-07T22:31:02+02:00", "pipewire.service", "warning",
                  f"spa.alsa: {SCARLETT_IN}: xrun of 384 frames"),
    ]}, A, age=50, args={"unit": "pipewire.service", "since_minutes": 60}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-07T18:05:19+02:00", None, "info",
                  "usb 3-2: new high-speed USB device number 3 using xhci_hcd"),
        log_entry("2026-11-07T18:05:19+02:00", None, "info",
                  "usb 3-2: New USB device found, idVendor=1235, idProduct=8219, bcdDevice= 2.00"),
        log_entry("2026-11-07T18:05:19+02:00", None, "info", "usb 3-2: Product: Scarlett 2i2 4th Gen"),
        log_entry("2026-11-07T22:12:29+02:00", None, "warning",
                  "usb 3-2: reset high-speed USB device number 3 using xhci_hcd"),
    ]}, A, age=55, args={"grep": "usb 3-2", "since_minutes": 300}),
    item("e6", "linux_file_read", {
        "path": "/home/mira/.config/pipewire/pipewire.conf.d/10-lowlatency.conf", "offset": 0, "limit": 50,
        "total_lines": 9, "lines": [
            "# low-latency settings for tracking",
            "context.properties = {",
            "    default.clock.rate          = 48000",
            "    default.clock.allowed-rates = [ 44100 48000 96000 ]",
            "    default.clock.quantum       = 64",
            "    default.clock.min-quantum   = 32",
            "    default.clock.max-quantum   = 256",
            "}",
            ""]},
         A, age=70, args={"path": "/home/mira/.config/pipewire/pipewire.conf.d/10-lowlatency.conf"}),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-11-03T19:14:22+02:00", "install", "linux-image-6.12.48+deb13-rt-amd64", None,
                      "6.12.48-1"),
        package_event("2026-11-03T19:14:25+02:00", "upgrade", "linux-image-rt-amd64", "6.12.43-1", "6.12.48-1"),
        package_event("2026-11-03T19:14:31+02:00", "upgrade", "pipewire", "1.4.2-1", "1.4.7-1~bpo13+1"),
        package_event("2026-11-03T19:14:31+02:00", "upgrade", "pipewire-jack", "1.4.2-1", "1.4.7-1~bpo13+1"),
        package_event("2026-11-03T19:14:32+02:00", "upgrade", "pipewire-pulse", "1.4.2-1", "1.4.7-1~bpo13+1"),
        package_event("2026-11-05T20:02:10+02:00", "install", "x42-plugins", None, "20230315-1"),
    ]}, A, age=90, args={"since_days": 14}),
    item("e8", "linux_service_status", unit("rtkit-daemon.service", "active", "running", ufs="static", pid=1312,
         since="2026-11-07T18:05:20+02:00", desc="RealtimeKit Scheduling Policy Service"), A, age=30,
         args={"name": "rtkit-daemon.service"}),
]

# ---------------------------------------------------------------- adagio
D = Clock("2026-11-12T09:15:00+02:00")
D_MEM = 33_494_593_536

CRON = "nextcloud-cron.service"
APCU = ("Memcache \\OC\\Memcache\\APCu not available for local cache "
        "(Is the matching PHP module installed and enabled?)")

adagio_evidence = [
    steady("e1", D, age=5400, hostname="adagio", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-87-generic", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=D_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 479_559_942_144},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/nextcloud-data", "fstype": "xfs",
                   "total_bytes": 3_999_688_294_400}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:52:10:8a", "addresses": ["10.10.4.12/24"],
                                "is_up": True}],
           dns_servers=["10.10.4.1"], default_gateway="10.10.4.1",
           installed_packages={"apache2": "2.4.58-1ubuntu8.8", "php8.3-fpm": "8.3.6-0ubuntu0.24.04.5",
                               "php8.3-cli": "8.3.6-0ubuntu0.24.04.5", "php-apcu": "5.1.23-1build1",
                               "redis-server": "5:7.0.15-1ubuntu0.24.04.2",
                               "mariadb-server": "1:10.11.13-0ubuntu0.24.04.1"},
           available_services=["apache2.service", "php8.3-fpm.service", "redis-server.service", "mariadb.service",
                               "nextcloud-cron.service", "cron.service", "ssh.service"],
           users=[{"name": "ncadmin", "uid": 1000, "gid": 1000, "home": "/home/ncadmin", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}]),
    item("e2", "linux_service_status", {"units": [
        unit("apache2.service", "active", "running", pid=1044, since="2026-11-09T06:12:40+02:00",
             desc="The Apache HTTP Server"),
        unit("php8.3-fpm.service", "active", "running", pid=1010, since="2026-11-10T06:25:52+02:00",
             desc="The PHP 8.3 FastCGI Process Manager"),
        unit("redis-server.service", "active", "running", pid=998, since="2026-11-09T06:12:31+02:00",
             desc="Advanced key-value store"),
        unit("mariadb.service", "active", "running", pid=1121, since="2026-11-09T06:12:44+02:00",
             desc="MariaDB 10.11.13 database server"),
        unit(CRON, "failed", "failed", ufs="static", desc="Nextcloud cron.php job"),
        unit("nextcloud-cron.timer", "active", "waiting", pid=None, since="2026-11-09T06:12:30+02:00",
             desc="Run Nextcloud cron.php every 5 minutes"),
        unit("cron.service", "active", "running", pid=870, since="2026-11-09T06:12:30+02:00",
             desc="Regular background program processing daemon"),
        unit("ssh.service", "active", "running", pid=1002, since="2026-11-09T06:12:33+02:00",
             desc="OpenBSD Secure Shell server"),
    ]}, D, age=45),
    item("e3", "linux_service_status", unit(CRON, "failed", "failed", ufs="static", desc="Nextcloud cron.php job"),
         D, age=20, args={"name": CRON}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": CRON, "entries": [
        log_entry("2026-11-12T09:05:01+02:00", CRON, "info", "Starting nextcloud-cron.service - Nextcloud cron.php job..."),
        log_entry("2026-11-12T09:05:02+02:00", CRON, "err", APCU),
        log_entry("2026-11-12T09:05:02+02:00", CRON, "notice",
                  "nextcloud-cron.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-12T09:05:02+02:00", CRON, "warning", "nextcloud-cron.service: Failed with result 'exit-code'."),
        log_entry("2026-11-12T09:10:01+02:00", CRON, "info", "Starting nextcloud-cron.service - Nextcloud cron.php job..."),
        log_entry("2026-11-12T09:10:02+02:00", CRON, "err", APCU),
        log_entry("2026-11-12T09:10:02+02:00", CRON, "notice",
                  "nextcloud-cron.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-12T09:10:02+02:00", CRON, "warning", "nextcloud-cron.service: Failed with result 'exit-code'."),
    ]}, D, age=25, args={"unit": CRON, "since_minutes": 1440, "limit": 8}, complete=False),
    item("e5", "linux_file_read", {}, D, age=30, args={"path": "/var/www/nextcloud/config/config.php"},
         error="permission denied: /var/www/nextcloud/config/config.php (owner www-data, mode 0640)"),
    item("e6", "linux_file_read", {
        "path": "/etc/php/8.3/mods-available/apcu.ini", "offset": 0, "limit": 100, "total_lines": 4, "lines": [
            "; configuration for php APCu module",
            "; priority=20",
            "extension=apcu.so",
            "apc.shm_size=128M"]}, D, age=60, args={"path": "/etc/php/8.3/mods-available/apcu.ini"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 470_927_040_512, 96_217_849_856),
        fs("/dev/sda1", "/boot/efi", "vfat", 1_124_999_168, 6_422_528),
        fs("/dev/sdb1", "/srv/nextcloud-data", "xfs", 3_998_614_552_576, 2_611_870_236_672),
    ]}, D, age=40),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 1_245_312, "tx_bytes_per_s": 18_734_080},
        {"name": "lo", "rx_bytes_per_s": 2_310_144, "tx_bytes_per_s": 2_310_144},
    ]}, D, age=15, args={"interval_seconds": 1}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-11-10T06:25:13+02:00", "upgrade", "php8.3-common", "8.3.6-0ubuntu0.24.04.4",
                      "8.3.6-0ubuntu0.24.04.5"),
        package_event("2026-11-10T06:25:14+02:00", "upgrade", "php8.3-cli", "8.3.6-0ubuntu0.24.04.4",
                      "8.3.6-0ubuntu0.24.04.5"),
        package_event("2026-11-10T06:25:15+02:00", "upgrade", "php8.3-fpm", "8.3.6-0ubuntu0.24.04.4",
                      "8.3.6-0ubuntu0.24.04.5"),
    ]}, D, age=200, args={"since_days": 7}),
]
# ---------------------------------------------------------------- presto
P = Clock("2026-11-18T14:20:00+02:00")
P_MEM = 16_496_668_672

PROM_CMD = ("/opt/prometheus/prometheus --config.file=/etc/prometheus/prometheus.yml "
            "--storage.tsdb.path=/var/lib/prometheus --storage.tsdb.retention.time=30d")
BLOCK = "01JD8Q6R2M4X7V9K3B5N1T0WZC"

presto_evidence = [
    steady("e1", P, age=7200, hostname="presto", os_name="Fedora Linux", os_version="41",
           os_codename="Server Edition", kernel="6.15.10-100.fc41.x86_64",
           cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=P_MEM, package_manager="rpm",
           disks=[{"device": "/dev/mapper/fedora-root", "mountpoint": "/", "fstype": "xfs",
                   "total_bytes": 107_374_182_400},
                  {"device": "/dev/mapper/fedora-prom", "mountpoint": "/var/lib/prometheus", "fstype": "xfs",
                   "total_bytes": 536_870_912_000}],
           network_interfaces=[{"name": "enp1s0", "mac": "b0:41:6f:0c:22:91", "addresses": ["10.40.0.15/24"],
                                "is_up": True}],
           dns_servers=["10.40.0.1"], default_gateway="10.40.0.1",
           installed_packages={"grafana": "11.3.0-1", "golang-github-prometheus-node-exporter": "1.8.2-1.fc41",
                               "podman": "5.3.1-1.fc41", "firewalld": "2.2.3-1.fc41", "openssh-server": "9.8p1-3.fc41.1"},
           available_services=["prometheus.service", "grafana-server.service", "prometheus-node-exporter.service",
                               "alertmanager.service", "blackbox-exporter.service", "sshd.service",
                               "firewalld.service", "chronyd.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 985, "gid": 985, "home": "/var/lib/prometheus",
                   "shell": "/sbin/nologin"},
                  {"name": "grafana", "uid": 984, "gid": 984, "home": "/usr/share/grafana", "shell": "/sbin/nologin"}]),
    item("e2", "linux_system_info",
         system_info(71.4, [5.84, 3.10, 1.92], 1_827_870, "2026-10-28T10:35:00+02:00", P_MEM, 5_583_457_280,
                     8 * GiB, 1_181_116_006), P, age=30),
    item("e3", "linux_processes", processes(198, P_MEM, [
        (40213, "prometheus", "prometheus", 288.5, 6_871_947_674, "2026-11-18T14:08:51+02:00", PROM_CMD),
        (1533, "grafana", "grafana", 4.2, 432_013_312, "2026-10-28T10:35:41+02:00",
         "/usr/share/grafana/bin/grafana server --config=/etc/grafana/grafana.ini --homepath=/usr/share/grafana"),
        (1190, "node_exporter", "prometheus", 1.8, 29_360_128, "2026-10-28T10:35:37+02:00",
         "/usr/bin/node_exporter --collector.systemd"),
        (2604, "blackbox_exporter", "ops", 0.7, 23_068_672, "2026-10-28T10:36:02+02:00",
         "/bin/blackbox_exporter --config.file=/config/blackbox.yml"),
        (1, "systemd", "root", 0.3, 14_680_064, "2026-10-28T10:35:00+02:00", "/usr/lib/systemd/systemd --switched-root --system"),
    ]), P, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e4", "linux_service_status", {"units": [
        unit("prometheus.service", "active", "running", pid=1187, since="2026-10-28T10:35:38+02:00",
             desc="Prometheus monitoring system and time series database"),
        unit("grafana-server.service", "active", "running", pid=1533, since="2026-10-28T10:35:41+02:00",
             desc="Grafana instance"),
        unit("prometheus-node-exporter.service", "active", "running", pid=1190, since="2026-10-28T10:35:37+02:00",
             desc="Prometheus exporter for machine metrics"),
        unit("alertmanager.service", "active", "running", ufs="generated", pid=2571,
             since="2026-10-28T10:36:01+02:00", desc="Alertmanager container"),
        unit("blackbox-exporter.service", "active", "running", ufs="generated", pid=2590,
             since="2026-10-28T10:36:02+02:00", desc="Blackbox exporter container"),
        unit("snmp-exporter.service", "inactive", "dead", ufs="generated", desc="SNMP exporter container"),
        unit("sshd.service", "active", "running", pid=1102, since="2026-10-28T10:35:39+02:00",
             desc="OpenSSH server daemon"),
        unit("firewalld.service", "active", "running", pid=812, since="2026-10-28T10:35:21+02:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("chronyd.service", "active", "running", pid=905, since="2026-10-28T10:35:22+02:00",
             desc="NTP client/server"),
    ]}, P, age=35),
    item("e5", "linux_containers", {"runtime": "podman", "containers": [
        box("5f1c0e9a7b21", "alertmanager", "quay.io/prometheus/alertmanager:v0.27.0", "running", "Up 3 weeks",
            "2026-09-14T11:02:17+02:00", ["0.0.0.0:9093->9093/tcp"]),
        box("a93d4b7e0c56", "blackbox-exporter", "quay.io/prometheus/blackbox-exporter:v0.25.0", "running",
            "Up 3 weeks", "2026-09-14T11:03:40+02:00", ["0.0.0.0:9115->9115/tcp"]),
        box("c0e8172fd4aa", "snmp-exporter", "quay.io/prometheus/snmp-exporter:v0.26.0", "exited",
            "Exited (1) 2 days ago", "2026-10-02T16:45:09+02:00", []),
    ]}, P, age=40, args={"all": True}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "b0:41:6f:0c:22:91", "addresses": ["10.40.0.15/24"], "is_up": True},
                       {"name": "podman0", "mac": "6a:0e:3b:9d:44:10", "addresses": ["10.88.0.1/16"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1102, "sshd"),
            listener(9090, "*", 40213, "prometheus"),
            listener(3000, "*", 1533, "grafana"),
            listener(9100, "*", 1190, "node_exporter"),
            listener(9093, "0.0.0.0", None, None),
            listener(9115, "0.0.0.0", None, None),
            listener(323, "127.0.0.1", 905, "chronyd", proto="udp"),
            listener(5355, "0.0.0.0", 790, "systemd-resolve"),
        ],
        "connections": [
            connection("127.0.0.1:51874", "127.0.0.1:9090", 1533, "grafana"),
            connection("10.40.0.15:41206", "10.40.0.21:9100", 40213, "prometheus"),
            connection("10.40.0.15:22", "10.40.0.101:53318", 30877, "sshd"),
        ]}, P, age=50, complete=False),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 182_452_224, "write_bytes_per_s": 96_468_992, "busy_percent": 64.3},
        {"device": "dm-0", "read_bytes_per_s": 36_864, "write_bytes_per_s": 1_204_224, "busy_percent": 1.1},
        {"device": "dm-1", "read_bytes_per_s": 182_415_360, "write_bytes_per_s": 95_264_768, "busy_percent": 64.0},
    ]}, P, age=900, args={"interval_seconds": 1}),
    item("e8", "linux_file_changes", {"root": "/var/lib/prometheus", "since": "2026-11-18T13:49:00+02:00", "files": [
        {"path": f"/var/lib/prometheus/{BLOCK}/chunks/000001", "mtime": "2026-11-18T14:12:07+02:00",
         "size_bytes": 536_862_310},
        {"path": f"/var/lib/prometheus/{BLOCK}/chunks/000002", "mtime": "2026-11-18T14:14:55+02:00",
         "size_bytes": 211_403_776},
        {"path": f"/var/lib/prometheus/{BLOCK}/index", "mtime": "2026-11-18T14:15:40+02:00",
         "size_bytes": 98_304_512},
        {"path": f"/var/lib/prometheus/{BLOCK}/meta.json", "mtime": "2026-11-18T14:15:41+02:00",
         "size_bytes": 1_204},
        {"path": f"/var/lib/prometheus/{BLOCK}/tombstones", "mtime": "2026-11-18T14:15:41+02:00",
         "size_bytes": 9},
        {"path": "/var/lib/prometheus/chunks_head/000913", "mtime": "2026-11-18T14:18:47+02:00",
         "size_bytes": 40_108_032},
        {"path": "/var/lib/prometheus/wal/00004127", "mtime": "2026-11-18T14:19:02+02:00",
         "size_bytes": 77_594_624},
    ]}, P, age=60, args={"root": "/var/lib/prometheus", "since_minutes": 30, "limit": 50}),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "prometheus.service", "entries": [
        log_entry("2026-11-18T14:15:41+02:00", "prometheus.service", "info",
                  f'ts=2026-11-18T12:15:41.733Z caller=compact.go:514 level=info component=tsdb msg="compact blocks" '
                  f'count=3 mint=1794960000000 maxt=1794981600000 ulid={BLOCK} duration=3m34.208s'),
        log_entry("2026-11-18T14:15:44+02:00", "prometheus.service", "info",
                  'ts=2026-11-18T12:15:44.019Z caller=db.go:1735 level=info component=tsdb '
                  'msg="Deleting obsolete block" block=01JD6NB2A4WQ0F3H8C1M5X7R2Y'),
        log_entry("2026-11-18T14:15:44+02:00", "prometheus.service", "info",
                  'ts=2026-11-18T12:15:44.406Z caller=db.go:1735 level=info component=tsdb '
                  'msg="Deleting obsolete block" block=01JD7AH9E3K6P2T0V8S4N1D5QZ'),
        log_entry("2026-11-18T14:15:45+02:00", "prometheus.service", "info",
                  'ts=2026-11-18T12:15:45.112Z caller=db.go:1735 level=info component=tsdb '
                  'msg="Deleting obsolete block" block=01JD7ZV1C8F2M6J4R0X3B9T7KA'),
        log_entry("2026-11-18T14:18:02+02:00", "prometheus.service", "warning",
                  'ts=2026-11-18T12:18:02.551Z caller=scrape.go:1400 level=warn component="scrape manager" '
                  'scrape_pool=snmp target="http://127.0.0.1:9116/snmp?module=if_mib&target=10.40.0.2" '
                  'msg="Scrape failed" err="Get \\"http://127.0.0.1:9116/snmp\\": dial tcp 127.0.0.1:9116: '
                  'connect: connection refused"'),
    ]}, P, age=45, args={"unit": "prometheus.service", "since_minutes": 10}),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/fedora-root", "/", "xfs", 107_321_753_600, 23_408_619_520),
        fs("/dev/nvme0n1p2", "/boot", "xfs", 1_006_632_960, 402_653_184),
        fs("/dev/mapper/fedora-prom", "/var/lib/prometheus", "xfs", 536_608_768_000, 442_376_192_000),
    ]}, P, age=40),
]

# ---------------------------------------------------------------- largo
L = Clock("2026-11-20T07:45:00+02:00")
L_MEM = 8_235_995_136

largo_evidence = [
    steady("e1", L, age=4000, hostname="largo", os_name="Ubuntu", os_version="20.04", os_codename="focal",
           kernel="5.4.0-205-generic", cpu_model="Intel(R) Pentium(R) CPU G4560 @ 3.50GHz", cpu_cores=2,
           cpu_threads=4, memory_total_bytes=L_MEM,
           disks=[{"device": "/dev/sdc1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 120_031_539_200},
                  {"device": "/dev/md0", "mountpoint": "/srv/share", "fstype": "ext4",
                   "total_bytes": 2_999_864_786_944}],
           network_interfaces=[{"name": "enp2s0", "mac": "70:85:c2:3a:e1:5d", "addresses": ["192.168.1.40/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"mdadm": "4.1-5ubuntu1.2", "smartmontools": "7.1-1build1",
                               "samba": "2:4.15.13+dfsg-0ubuntu0.20.04.8",
                               "nfs-kernel-server": "1:1.3.4-2.5ubuntu3.7", "lsscsi": "0.30-0.1",
                               "sg3-utils": "1.44-1ubuntu2"},
           available_services=["smbd.service", "nmbd.service", "smartd.service", "mdmonitor.service",
                               "nfs-server.service", "ssh.service"],
           users=[{"name": "kofi", "uid": 1000, "gid": 1000, "home": "/home/kofi", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 1001, "gid": 1001, "home": "/home/backup", "shell": "/bin/bash"}]),
    item("e2", "linux_service_status", unit("smartd.service", "active", "running", pid=812,
         since="2026-11-02T18:40:12+02:00", desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
         L, age=1200, args={"name": "smartd.service"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "smartd.service", "entries": [
        log_entry("2026-11-19T08:14:33+02:00", "smartd.service", "crit",
                  "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-11-19T08:14:33+02:00", "smartd.service", "crit",
                  "Device: /dev/sdb [SAT], 8 Offline uncorrectable sectors"),
        log_entry("2026-11-19T08:14:34+02:00", "smartd.service", "info",
                  "Sending warning via /usr/share/smartmontools/smartd-runner to root ..."),
        log_entry("2026-11-19T08:44:33+02:00", "smartd.service", "info",
                  "Device: /dev/sdb [SAT], SMART Prefailure Attribute: 1 Raw_Read_Error_Rate changed from 200 to 199"),
        log_entry("2026-11-19T08:44:33+02:00", "smartd.service", "crit",
                  "Device: /dev/sdb [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
        log_entry("2026-11-20T02:14:33+02:00", "smartd.service", "crit",
                  "Device: /dev/sdb [SAT], 24 Currently unreadable (pending) sectors (changed +8)"),
        log_entry("2026-11-20T02:14:33+02:00", "smartd.service", "crit",
                  "Device: /dev/sdb [SAT], 24 Offline uncorrectable sectors (changed +16)"),
    ]}, L, age=70, args={"unit": "smartd.service", "since_minutes": 1440}),
    item("e4", "linux_file_read", {"path": "/proc/mdstat", "offset": 0, "limit": 100, "total_lines": 6, "lines": [
        "Personalities : [raid1] [linear] [multipath] [raid0] [raid6] [raid5] [raid4] [raid10] ",
        "md0 : active raid1 sdb1[1] sda1[0]",
        "      2929555456 blocks super 1.2 [2/2] [UU]",
        "      bitmap: 3/22 pages [12KB], 65536KB chunk",
        "",
        "unused devices: <none>"]}, L, age=40, args={"path": "/proc/mdstat"}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sdc1", "/", "ext4", 117_550_346_240, 41_806_413_824),
        fs("/dev/md0", "/srv/share", "ext4", 2_952_791_621_632, 2_611_472_367_616),
    ]}, L, age=30),
    item("e6", "linux_disk_io", {}, L, age=20, args={"interval_seconds": 5},
         error="timed out after 5 s reading /proc/diskstats"),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp2s0", "rx_bytes_per_s": 62_412_800, "tx_bytes_per_s": 409_600},
        {"name": "lo", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
    ]}, L, age=25, args={"interval_seconds": 1}),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-11-19T09:02:11+02:00", "install", "lsscsi", None, "0.30-0.1"),
        package_event("2026-11-19T09:02:12+02:00", "install", "sg3-utils", None, "1.44-1ubuntu2"),
    ]}, L, age=120, args={"since_days": 30}),
]

# ---------------------------------------------------------------- andante
N = Clock("2026-11-21T03:30:00+02:00")
N_MEM = 16_528_621_568
NS = "batch-jobs"
K0S = "v1.31.3+k0s"


def job_pod(name: str, phase: str, reason: str, code: int, started: str, finished: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": NS,
                                        "labels": {"job-name": name.rsplit("-", 1)[0]}},
            "spec": {"nodeName": "andante", "restartPolicy": "Never"},
            "status": {"phase": phase, "startTime": started, "containerStatuses": [
                {"name": "report-export", "ready": False, "restartCount": 0,
                 "image": "registry.lan:5000/report-export:1.4.2",
                 "state": {"terminated": {"reason": reason, "exitCode": code, "startedAt": started,
                                          "finishedAt": finished}}}]}}


def job(name: str, succeeded: int, failed: int, start: str, done: str | None) -> dict:
    status = {"startTime": start, "succeeded": succeeded, "failed": failed}
    if done:
        status["completionTime"] = done
    cond = "Complete" if succeeded else "Failed"
    status["conditions"] = [{"type": cond, "status": "True",
                             **({} if succeeded else {"reason": "BackoffLimitExceeded"})}]
    return {"kind": "Job", "metadata": {"name": name, "namespace": NS},
            "spec": {"backoffLimit": 0, "completions": 1}, "status": status}


andante_evidence = [
    steady("e1", N, age=3000, hostname="andante", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-40-amd64", cpu_model="Intel(R) Core(TM) i3-N305",
           cpu_cores=8, cpu_threads=8, memory_total_bytes=N_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 499_570_991_104}],
           network_interfaces=[{"name": "enp1s0", "mac": "e8:ff:1e:d2:07:33", "addresses": ["192.168.50.7/24"],
                                "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"openssh-server": "1:9.2p1-2+deb12u7", "iptables": "1.8.9-2"},
           available_services=["k0scontroller.service", "ssh.service"],
           users=[{"name": "thandi", "uid": 1000, "gid": 1000, "home": "/home/thandi", "shell": "/bin/bash"}]),
    item("e2", "kubernetes_get", {"context": "Default", "namespace": NS, "items": [
        {"kind": "CronJob", "metadata": {"name": "report-export", "namespace": NS},
         "spec": {"schedule": "15 * * * *", "timeZone": "Etc/UTC", "suspend": False, "concurrencyPolicy": "Forbid",
                  "successfulJobsHistoryLimit": 1, "failedJobsHistoryLimit": 3,
                  "jobTemplate": {"spec": {"backoffLimit": 0, "template": {"spec": {"containers": [
                      {"name": "report-export", "image": "registry.lan:5000/report-export:1.4.2",
                       "envFrom": [{"secretRef": {"name": "reporting-db"}}]}]}}}}},
         "status": {"lastScheduleTime": "2026-11-21T01:15:00Z", "lastSuccessfulTime": "2026-11-20T22:15:41Z"}},
    ]}, N, age=40, args={"resource": "cronjobs", "namespace": NS}),
    item("e3", "kubernetes_get", {"context": "Default", "namespace": NS, "items": [
        job_pod("report-export-29920215-k7q2m", "Succeeded", "Completed", 0,
                "2026-11-20T22:15:02Z", "2026-11-20T22:15:41Z"),
        job_pod("report-export-29920275-8xv4d", "Failed", "Error", 1, "2026-11-20T23:15:02Z", "2026-11-20T23:15:06Z"),
        job_pod("report-export-29920335-p9w3n", "Failed", "Error", 1, "2026-11-21T00:15:02Z", "2026-11-21T00:15:05Z"),
        job_pod("report-export-29920395-c2hzt", "Failed", "Error", 1, "2026-11-21T01:15:03Z", "2026-11-21T01:15:07Z"),
    ]}, N, age=35, args={"resource": "pods", "namespace": NS}),
    item("e4", "kubernetes_get", {"context": "Default", "namespace": NS, "items": [
        job("report-export-29920215", 1, 0, "2026-11-20T22:15:00Z", "2026-11-20T22:15:41Z"),
        job("report-export-29920275", 0, 1, "2026-11-20T23:15:00Z", None),
        job("report-export-29920335", 0, 1, "2026-11-21T00:15:00Z", None),
        job("report-export-29920395", 0, 1, "2026-11-21T01:15:00Z", None),
    ]}, N, age=38, args={"resource": "jobs", "namespace": NS}),
    item("e5", "kubernetes_get", {"context": "Default", "namespace": None, "items": [node("andante", True, K0S)]},
         N, age=30, args={"resource": "nodes"}),
    item("e6", "linux_file_read", {
        "path": "/var/log/pods/batch-jobs_report-export-29920395-c2hzt_4b1e0c7a-9d22-4f0e-8a61-3c5b7e2d9f10/report-export/0.log",
        "offset": 0, "limit": 100, "total_lines": 5, "lines": [
            "2026-11-21T01:15:04.118204Z stdout F report-export 1.4.2 starting, target=pg.internal:5432/reporting",
            "2026-11-21T01:15:05.902311Z stderr F Traceback (most recent call last):",
            '2026-11-21T01:15:05.902377Z stderr F   File "/app/export.py", line 41, in <module>',
            '2026-11-21T01:15:05.903010Z stderr F psycopg2.OperationalError: connection to server at "pg.internal" '
            '(10.0.5.20), port 5432 failed: FATAL:  password authentication failed for user "reporter"',
            "2026-11-21T01:15:05.903122Z stdout F export aborted after 1.8 s"]},
         N, age=60, args={"path": "/var/log/pods/batch-jobs_report-export-29920395-c2hzt_4b1e0c7a-9d22-4f0e-8a61-3c5b7e2d9f10/report-export/0.log"}),
    item("e7", "linux_containers", {"runtime": "containerd", "containers": [
        box("3b0f7d1e92c4", "coredns", "quay.io/k0sproject/coredns:1.11.4", "running", "Up 9 days",
            "2026-11-11T16:20:05+02:00"),
        box("71ac4e0b8d35", "kube-proxy", "quay.io/k0sproject/kube-proxy:v1.31.3", "running", "Up 9 days",
            "2026-11-11T16:19:58+02:00"),
        box("c95d2a6f1e07", "kube-router", "quay.io/k0sproject/kube-router:v2.2.1-iptables1.8.9-0", "running",
            "Up 9 days", "2026-11-11T16:19:59+02:00"),
        box("0e4b9c3a7f12", "metrics-server", "registry.k8s.io/metrics-server/metrics-server:v0.7.2", "running",
            "Up 9 days", "2026-11-11T16:20:11+02:00"),
        box("5c27e90d4b18", "report-export", "registry.lan:5000/report-export:1.4.2", "exited",
            "Exited (0) 3 hours ago", "2026-11-21T00:15:02+02:00"),
        box("8a6e3f2d0c41", "report-export", "registry.lan:5000/report-export:1.4.2", "exited",
            "Exited (1) 2 hours ago", "2026-11-21T01:15:02+02:00"),
        box("d47b1a9e6f30", "report-export", "registry.lan:5000/report-export:1.4.2", "exited",
            "Exited (1) About an hour ago", "2026-11-21T02:15:02+02:00"),
        box("f2d81c0b5a96", "report-export", "registry.lan:5000/report-export:1.4.2", "exited",
            "Exited (1) 15 minutes ago", "2026-11-21T03:15:03+02:00"),
    ]}, N, age=45, args={"all": True}),
    item("e8", "linux_system_info",
         system_info(6.2, [0.41, 0.38, 0.35], 817_805, "2026-11-11T16:19:30+02:00", N_MEM, 11_012_505_600,
                     0, 0), N, age=25),
    item("e9", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 12_288, "write_bytes_per_s": 1_847_296, "busy_percent": 2.4},
    ]}, N, age=20, args={"interval_seconds": 1}),
    item("e10", "linux_recent_logs", {"source": "journal", "unit": "k0scontroller.service", "entries": [
        log_entry("2026-11-21T03:15:03+02:00", "k0scontroller.service", "info",
                  'time="2026-11-21 01:15:03" level=info msg="I1121 01:15:03.402117 kubelet.go:2453] \\"SyncLoop ADD\\" '
                  'source=\\"api\\" pods=[\\"batch-jobs/report-export-29920395-c2hzt\\"]" component=kubelet'),
        log_entry("2026-11-21T03:15:08+02:00", "k0scontroller.service", "info",
                  'time="2026-11-21 01:15:08" level=info msg="I1121 01:15:08.117530 job_controller.go:598] '
                  '\\"enqueueing job\\" key=\\"batch-jobs/report-export-29920395\\"" component=kube-controller-manager'),
        log_entry("2026-11-21T03:15:08+02:00", "k0scontroller.service", "warning",
                  'time="2026-11-21 01:15:08" level=warning msg="W1121 01:15:08.120944 job_controller.go:1581] '
                  '\\"Job has reached the specified backoff limit\\" job=\\"batch-jobs/report-export-29920395\\"" '
                  'component=kube-controller-manager'),
    ]}, N, age=50, args={"unit": "k0scontroller.service", "since_minutes": 30}),
]

allegro_answers = [
    {"q": "I'm getting crackles and pops while recording in Ardour. Are there xruns in the logs?",
     "ev": ["e4", "e5", "e6"],
     "a": "Thank you for your question, and I am sorry to hear about the crackling.\n\n"
          "Yes, [[s:the PipeWire journal does show xruns within the last hour]]. Here is what I found:\n\n"
          "- [[c:There are six xrun warnings between 21:58 and 22:31]].\n"
          "- [[s:All of them concern the Focusrite Scarlett 2i2 4th Gen]].\n"
          "- [[c:The largest was an xrun of 1,024 frames at 22:04]].\n"
          "- [[s:At 22:12:29 the kernel reset the USB device on port 3-2]], [[s:about two seconds before an xrun of "
          "1,856 frames]].\n\n"
          "[[s:Your PipeWire drop-in sets the quantum to 64 frames at 48,000 hertz]], [[s:which "
          "is a buffer of roughly 1.3 milliseconds]]. [[u:This is smaller than the Scarlett can handle reliably over "
          "USB]], and [[u:the USB reset at 22:12 is very likely the cause of the crackles]].\n\n"
          "You might try raising the quantum with `pw-metadata -n settings 0 clock.force-quantum 256` and see "
          "whether the xruns stop.\n\n"
          "In short, [[c:the worst xrun was at 22:04]], and [[u:the USB connection appears to "
          "be the culprit]]. I hope this helps, and please do let me know how you get on."},

    {"q": "How busy is the machine right now? Is Ardour hogging it?",
     "ev": ["e2", "e3"],
     "a": "Good evening! Here is an overview of the current load on allegro.\n\n"
          "**CPU:** [[t:38.5 per cent overall]]\n"
          "**Load average:** [[t:3.12 over one minute]] and [[t:2.41 over fifteen minutes]]\n"
          "**Memory:** [[t:about 12.6 gigabytes in use, or 37.6 per cent]]\n"
          "\n"
          "Regarding the processes, [[s:Ardour (PID 4121) is the busiest at 41.2 per cent CPU]] [[s:and holds about "
          "2.5 gigabytes of memory]]. [[s:PipeWire comes next at 6.3 per cent]], [[c:running as root]]. [[c:Firefox "
          "ESR is using 3.9 gigabytes]]. [[s:The interrupt thread for the USB controller, irq/132-xhci_hcd, is at 3.1 "
          "per cent]]. [[c:There are 374 processes in "
          "total]], and [[u:none of them is stuck or in a zombie state]].\n\n"
          "In short, [[s:Ardour is the heaviest process]], but [[t:the system still has around 19 gigabytes of "
          "memory available]]. Please let me know if you would like me to look at anything else."},

    {"q": "Is realtime scheduling set up properly for audio?",
     "ev": ["e1", "e8"],
     "a": "Thank you for asking. Let me go through the relevant points one by one.\n\n"
          "1. **Kernel:** [[s:allegro is running the realtime kernel 6.12.48+deb13-rt-amd64]].\n"
          "2. **RealtimeKit:** [[s:rtkit-daemon.service is active]] [[s:and its sub-state is running]], [[c:with "
          "main PID 1321]]. [[c:It has been running since 18:50 this evening]].\n"
          "3. **Unit file:** [[s:The unit file state is static]], [[u:which means it is permanently enabled and will "
          "always grant realtime priority to PipeWire]].\n"
          "4. **Groups:** [[s:Your user, mira, is a member of the audio group]]. [[c:mira is also a member of the "
          "pipewire group]].\n"
          "5. **Limits:** [[u:The audio group is allowed a realtime priority of 95 and unlimited locked memory]].\n\n"
          "If you would like to confirm, `chrt -p $(pidof pipewire)` will show the scheduling policy of the "
          "PipeWire process.\n\n"
          "In short, [[u:realtime scheduling is configured correctly]]. With kind regards."},

    {"q": "Could an update have caused this?",
     "ev": ["e7", "e1"],
     "extra": [user("u1", "I haven't installed or updated anything since last weekend, so it can't be an update. "
                    "The Scarlett is on a powered USB hub, by the way.", A)],
     "a": "Thank you for the additional details. [[s:You mention that the Scarlett is connected through a powered USB "
          "hub]], which is useful to know.\n\n"
          "I am afraid the package history tells a slightly different story:\n\n"
          "| Date | Change |\n|---|---|\n"
          "| [[s:Tuesday 3 November, 19:14]] | [[s:new realtime kernel 6.12.48+deb13-rt-amd64 installed]] |\n"
          "| [[s:Tuesday 3 November]] | [[s:PipeWire upgraded from 1.4.2-1 to 1.4.7-1~bpo13+1]] |\n"
          "| [[c:Wednesday 4 November]] | [[s:x42-plugins installed]] |\n\n"
          "[[s:pipewire-jack and pipewire-pulse were upgraded to the same version]], [[c:as was WirePlumber]]. "
          "[[u:The newer PipeWire changes how USB devices are "
          "scheduled]], so [[u:the upgrade may well be related to the crackles]].\n\n"
          "In short, [[c:three packages changed this week]], so an update cannot be ruled out. I hope this clarifies "
          "matters, and I am happy to help you roll back PipeWire if you wish."},

    {"q": "What does my low-latency PipeWire config actually say?",
     "ev": ["e6"],
     "a": "Certainly. [[s:The file ~/.config/pipewire/pipewire.conf.d/10-lowlatency.conf has nine lines]]. Its "
          "settings are as follows:\n\n"
          "- `default.clock.rate`: [[s:48,000]]\n"
                    "- `default.clock.quantum`: [[s:64]]\n"
          "- `default.clock.min-quantum`: [[s:32]]\n"
          "- `default.clock.max-quantum`: [[c:512]]\n\n"
          "[[s:At 48 kilohertz a quantum of 64 frames corresponds to about 1.3 milliseconds]], [[c:and the maximum "
          "quantum allows up to about 10.7 milliseconds]]. [[u:The file was created on 2 November]].\n\n"
          "In short, [[s:your configuration is tuned for low-latency tracking]]. Please let me know if you would like "
          "suggestions for safer values."},

    {"q": "Give me a quick summary of this workstation, with sources.",
     "ev": ["e1", "e2"],
     "a": "Of course! Here is a summary of allegro:\n\n"
          "- **Operating system:** [[s:Debian GNU/Linux 13 (trixie)]] (e1)\n"
          "- **Kernel:** [[c:6.12.43+deb13-rt-amd64]] (e1)\n"
          "- **CPU:** [[s:AMD Ryzen 7 7700]], [[u:8 cores and 16 threads (e2)]]\n"
          "- **Memory:** [[s:about 31 gigabytes]] (e1)\n"
          "- **Uptime:** [[t:a little over four hours]] (e2)\n"
          "- **Network:** [[c:enp5s0 at 192.168.20.13]] (e1)\n"
          "- **Audio stack:** [[s:PipeWire 1.4.7]] (e1)\n\n"
          "In short, [[s:allegro is a Debian 13 workstation on a realtime kernel]], [[u:well suited to low-latency "
          "recording]]. Please feel free to ask if you would like more detail on any of these."},
]

adagio_answers = [
    {"q": "Why does the Nextcloud cron job keep failing?",
     "ev": ["e3", "e4"],
     "a": "Thank you for your question. I have looked at the service and its journal.\n\n"
          "[[s:nextcloud-cron.service is in the failed state]]. [[s:The most recent runs started at 09:05:01 and "
          "09:10:01]], and [[s:each of them logged \"Memcache \\OC\\Memcache\\APCu not available for local "
          "cache\"]]. [[s:The process then exited with status 1/FAILURE]]. [[c:Each run took about ten "
          "seconds before failing]].\n\n"
          "[[u:The job has been failing every five minutes since yesterday evening]]. [[u:The cause is that APCu is "
          "not enabled for the PHP command-line interpreter]], [[u:whereas PHP-FPM has it enabled]].\n\n"
          "A common remedy is to add `--define apc.enable_cli=1` to the PHP command in the service.\n\n"
          "In short, [[s:the cron job fails on an APCu error]]. I hope this is helpful."},

    {"q": "Are the web services all right? Has anything else failed?",
     "ev": ["e2"],
     "a": "Good morning. Here is the status of the services on adagio:\n\n"
          "| Service | State | PID |\n|---|---|---|\n"
          "| apache2 | [[s:active (running)]] | [[s:1044]] |\n"
          "| php8.3-fpm | [[s:active (running)]] | [[c:1002]] |\n"
          "| redis-server | [[s:active (running)]] | [[c:1121]] |\n"
          "| mariadb | [[s:active (running)]] | — |\n"
          "| nextcloud-cron | [[s:failed]] | — |\n\n"
          "[[c:Apache has been running since Sunday 8 November at 06:12]]; [[c:PHP-FPM has been running for the same "
          "length of time]]. [[s:nextcloud-cron.service is the only failed service]]. [[s:The unit file state of "
          "nextcloud-cron.timer is enabled]], [[c:so the Nextcloud cron job itself is running as it should]].\n\n"
          "I hope this gives you a clear picture. Kind regards."},

    {"q": "Is apc.enable_cli turned on anywhere?",
     "ev": ["e5", "e6"],
     "a": "Thank you for the follow-up question.\n\n"
          "**apcu.ini:** [[s:The file /etc/php/8.3/mods-available/apcu.ini has four lines]]. [[s:It loads "
          "apcu.so]] [[c:and sets a shared memory size of 256 megabytes]]. [[s:It does not contain an apc.enable_cli "
          "setting]], [[u:so APCu stays disabled for command-line PHP]].\n\n"
          "**config.php:** [[s:I was unable to read /var/www/nextcloud/config/config.php]] [[s:because permission "
          "was denied]]; [[s:the file belongs to www-data with mode 0640]]. [[u:It sets 'memcache.local' to "
          "'\\OC\\Memcache\\APCu' (e5)]].\n\n"
          "To enable APCu for the CLI, you could run:\n\n"
          "```\necho 'apc.enable_cli=1' | sudo tee -a /etc/php/8.3/mods-available/apcu.ini\n```\n\n"
          "In short, the CLI setting is the place to start. Please let me know if I can help further."},

    {"q": "How much disk space is left on the Nextcloud server?",
     "ev": ["e7", "e1"],
     "a": "Certainly. Here are the filesystems on adagio:\n\n"
          "- **/** ([[s:/dev/sda2, ext4]]): [[s:about 96 gigabytes used of 471 gigabytes]], [[c:24 per cent]]\n"
                    "- **/srv/nextcloud-data** ([[s:xfs]]): [[s:2,612 gigabytes used]], [[c:which is 76.3 per cent]], "
          "[[s:leaving about 1,387 gigabytes free]]\n\n"
          "[[u:At the current rate of growth the data disk will last roughly another year]].\n\n"
          "In short, [[s:the data volume is about two-thirds full]]. I hope this helps."},

    {"q": "The network seems busy — what's going on?",
     "ev": ["e8"],
     "a": "Good morning. [[s:At the moment eno1 is sending about 18.7 megabytes per second]], [[c:roughly 1.5 "
          "gigabits per second]], [[s:while receiving about 1.2 megabytes per second]]. [[c:The loopback interface "
          "is idle]].\n\n"
          "[[u:This pattern most likely comes from a user downloading a large folder through the Nextcloud desktop "
          "client]], and [[u:it is not related to the failing cron job]].\n\n"
          "You can see which clients are connected with `ss -tnp '( sport = :443 )'`.\n\n"
          "In short, [[s:outgoing traffic dominates]]. Kind regards."},

    {"q": "Could the PHP update have broken the cron job?",
     "ev": ["e9", "e3"],
     "extra": [user("u1", "I switched background jobs from AJAX to Cron in the Nextcloud admin settings yesterday "
                    "evening. I think the PHP update broke it.", D)],
     "a": "Thank you for explaining what you changed. [[s:You switched the background jobs from AJAX to Cron "
          "yesterday evening]].\n\n"
          "Looking at the package history for the past week:\n\n"
          "- [[s:PHP 8.3 was upgraded on Tuesday 10 November at about 06:25]]\n"
          "- [[s:from 8.3.6-0ubuntu0.24.04.4 to 8.3.6-0ubuntu0.24.04.5]]\n"
          "- [[s:php8.3-common, php8.3-cli and php8.3-fpm were all included]]\n"
          "- [[c:php-apcu was upgraded at the same time]]\n\n"
          "[[c:The update was installed yesterday morning]]. [[u:The PHP update is therefore unlikely to be the "
          "cause]], [[u:since the failures only began after you switched to Cron]]. [[s:The cron service is "
          "currently in the failed state]].\n\n"
          "In short, [[u:the switch to Cron exposed the APCu problem rather than the update]]. I hope this helps."},

    {"q": "Please give me a short summary of the server, citing the evidence.",
     "ev": ["e1", "e2", "e7"],
     "a": "Of course. Here is a summary of adagio:\n\n"
          "- **Operating system:** [[s:Ubuntu 24.04 LTS (noble)]] (e1)\n"
          "- **Kernel:** [[c:6.8.0-78-generic]] (e1)\n"
          "- **CPU:** [[s:Intel Xeon E-2236]] (e1)\n"
          "- **Memory:** [[s:32 gigabytes]], [[u:of which about 60 per cent is in use (e1)]]\n"
          "- **Database:** [[c:MariaDB 10.6]] (e2)\n"
          "- **Redis:** [[s:version 7.0.15]] (e1)\n"
          "- **Data volume:** [[s:about 4 terabytes on /dev/sdb1]] (e7)\n"
          "- **Failed units:** [[c:none]] (e2)\n\n"
          "In short, [[s:adagio is an Ubuntu 24.04 Nextcloud server with Apache, PHP-FPM, Redis and MariaDB]]. "
          "Please let me know if you need anything else."},
]

presto_answers = [
    {"q": "What is listening on presto?",
     "ev": ["e6", "e5"],
     "a": "Thank you for your question. Here are the listening sockets I could see:\n\n"
          "| Port | Process |\n|---|---|\n"
          "| 22/tcp | [[s:sshd]] |\n"
          "| 9090/tcp | [[s:prometheus (PID 40213)]] |\n"
          "| 9100/tcp | [[s:node_exporter]] |\n"
          "| 9093/tcp | [[s:alertmanager container]] |\n"
          "| 9115/tcp | [[s:blackbox-exporter container]] |\n"
          "| 5355/tcp | [[c:avahi-daemon]] |\n\n"
          "[[c:SSH is bound to localhost only]], which is good practice. [[c:The snmp-exporter container publishes "
          "port 9116]]. [[u:These are all of the listening ports on the machine]].\n\n"
          "In short, [[u:presto has eight listening ports in total]]. Please note that some of the process "
          "information could not be read, so `sudo ss -tulpn` would give the full picture."},

    {"q": "Why is the CPU so high right now?",
     "ev": ["e2", "e3", "e9"],
     "a": "Good afternoon. [[s:The CPU is at 71.4 per cent]], and [[s:the one-minute load average is 5.84]] "
          "[[c:compared with 3.10 over fifteen minutes]].\n\n"
          "[[s:Prometheus is by far the busiest process]], [[s:at about 288 per cent CPU, i.e. almost three "
          "cores]]. [[s:It also holds 6.4 gigabytes of memory]], [[c:which is around 60 per cent of the RAM]].\n\n"
          "[[s:The TSDB compacted three blocks into one]], [[s:finishing at 14:15:41]]; [[c:the compaction took "
          "about 35 seconds]]. [[u:The CPU usage should settle within a few minutes now that compaction is "
          "complete]].\n\n"
          "In short, [[u:Prometheus' TSDB work explains most of the load]]. I hope this helps."},

    {"q": "Did Prometheus restart?",
     "ev": ["e3", "e4", "e6"],
     "extra": [user("u1", "Grafana dashboards went blank for a few minutes just after two o'clock.", P)],
     "a": "Thank you for letting me know. [[s:You saw the Grafana dashboards go blank for a few minutes just after "
          "two o'clock]].\n\n"
          "Here is what I can see:\n\n"
          "- [[u:prometheus.service has been active since 28 October at 10:35]], [[u:with main PID 1187]].\n"
          "- [[u:The Prometheus process, PID 40213, was started at 14:08:51 today]].\n"
          "- [[s:Grafana has been running since 28 October]] [[s:as PID 1533]].\n"
          "- [[s:node_exporter is active and running]].\n\n"
          "[[u:Prometheus therefore restarted at about 14:09]], [[u:which would explain the blank dashboards]].\n\n"
          "I would suggest `journalctl -u prometheus --since 14:00` to confirm. In short, [[u:a Prometheus restart "
          "is the most likely cause]]. Kind regards."},

    {"q": "Has the compaction finished, and how hard is the disk working?",
     "ev": ["e7", "e8", "e9"],
     "a": "Certainly.\n\n"
          "**Compaction:** [[s:Yes, the compaction has finished]]: [[s:the log reports \"compact blocks\" with "
          "count=3]] [[c:at 12:15]], and [[s:Prometheus then deleted three obsolete blocks]]. [[c:The new block is "
          "01JD7ZV1C8F2M6J4R0X3B9T7KA]]; [[s:its index, about 98 megabytes, was written at "
          "14:15:40]]. [[c:Its two chunk files add up to about 1.2 gigabytes]].\n\n"
          "**Recent changes:** [[s:Seven files changed under /var/lib/prometheus in the last 30 minutes]].\n\n"
          "**Disk activity:** [[t:nvme0n1 is 64.3 per cent busy]], [[t:reading about 182 megabytes per second]] "
          "[[t:and writing about 96 megabytes per second]].\n\n"
          "In short, [[s:the compaction is done]], [[t:although the disk is still fairly busy]]. Please let me know "
          "if you would like me to check again in a few minutes."},

    {"q": "Are my containers healthy?",
     "ev": ["e5", "e9"],
     "a": "Thank you for asking. [[s:Podman reports three containers]]:\n\n"
          "- **alertmanager:** [[s:running and up for three weeks]], [[s:image v0.27.0]]\n"
          "- **blackbox-exporter:** [[s:running]], [[c:image v0.24.0]]\n"
          "- **snmp-exporter:** [[s:exited with code 1]], [[c:about two hours ago]]\n\n"
          "[[s:Prometheus is failing to scrape the snmp target at 127.0.0.1:9116]] [[s:with \"connection "
          "refused\"]]. [[u:snmp-exporter most likely crashed because of an invalid snmp.yml]].\n\n"
          "You can see the container's last output with `podman logs snmp-exporter`.\n\n"
          "In short, [[s:two of the three containers are running]]. Kind regards."},

    {"q": "Is the TSDB volume going to fill up?",
     "ev": ["e10", "e1"],
     "a": "Here is the current usage of the Prometheus volume:\n\n"
          "- [[s:/var/lib/prometheus is 82.4 per cent full]]\n"
          "- [[s:about 442 gigabytes used]] [[s:out of roughly 537 gigabytes]]\n"
          "- [[s:about 94 gigabytes free]]\n"
          "- [[c:it sits on /dev/nvme0n1p3]]\n\n"
          "[[c:The root filesystem is only 12.8 per cent full]]. [[u:Prometheus keeps 30 days of data]], [[u:so "
          "usage should level off rather than keep growing]].\n\n"
          "In short, [[u:the volume will not fill up in the near future]], although it is worth keeping an eye on. "
          "I hope this helps."},

    {"q": "Summarise presto for me, with sources please.",
     "ev": ["e1", "e2", "e4"],
     "a": "With pleasure. Here is a summary of presto:\n\n"
          "- **Operating system:** [[s:Fedora Linux 41 (Server Edition)]] (e1)\n"
                              "- **Memory:** [[s:16 gigabytes]] (e1), [[s:66 per cent in use]] (e2)\n"
          "- **Swap:** [[c:unused]] (e2)\n"
          "- **Uptime:** [[s:21 days]] (e2)\n"
          "- **Grafana:** [[u:version 11.3.0 (e4)]]\n"
          "- **Services:** [[c:all nine services are active]] (e4)\n\n"
          "In short, [[s:presto is a Fedora 41 monitoring server]]. Please do not hesitate to ask for more detail."},
]

largo_answers = [
    {"q": "Is my RAID array healthy?",
     "ev": ["e4", "e3"],
     "a": "Thank you for your question. According to /proc/mdstat:\n\n"
          "- [[s:md0 is an active RAID1 array]]\n"
          "- [[s:its members are sda1 and sdb1]]\n"
          "- [[s:both members are up]] (`[UU]`)\n"
          "- [[s:it holds 2,929,555,456 blocks, about 3 terabytes]]\n"
          "- [[c:a resync is currently in progress]]\n\n"
          "However, [[s:smartd has been warning about /dev/sdb]]: [[s:24 sectors are currently unreadable]] [[s:as "
          "of 02:14 this morning]]. [[u:The array will therefore degrade within days]].\n\n"
          "In short, [[s:the array is currently intact]], but [[s:one of its disks is reporting errors]]. I would "
          "strongly recommend checking your backups. Kind regards."},

    {"q": "Which disk is failing?",
     "ev": ["e3", "e1"],
     "extra": [user("u1", "I think it's sda that's failing — it's the one in the left bay.", L)],
     "a": "Thank you for the details. [[s:You mention that sda is the disk in the left bay]]. However, [[s:all of "
          "the smartd warnings concern /dev/sdb]], [[s:not /dev/sda]].\n\n"
          "Here is how the warnings developed:\n\n"
          "- [[s:At 08:14 yesterday smartd reported 8 pending sectors]] [[s:and 8 offline uncorrectable sectors]]\n"
          "- [[s:By 08:44 the pending count had risen to 16]]\n"
          "- [[s:At 02:14 today it reached 24]], [[c:while the offline uncorrectable count stayed at 8]]\n"
          "- [[s:smartd sent a warning to root]]\n\n"
          "[[u:The drive is a Seagate IronWolf]], and [[u:the one to replace is in the right bay]].\n\n"
          "In short, [[s:the failing disk is sdb]]. You can confirm the serial number with `sudo smartctl -i "
          "/dev/sdb` before you pull anything. I hope this helps."},

    {"q": "Is smartd even running?",
     "ev": ["e2"],
     "a": "Yes, [[t:smartd.service is active and running]], [[t:with main PID 812]], [[t:and it has been up since "
          "2 November at 18:40]]. [[t:The unit file state is enabled]], [[u:so it is checking the disks every "
          "30 minutes]]. [[u:It also sends warning e-mails to root]].\n\n"
          "Please note that this reading is about twenty minutes old; `systemctl status smartd` would confirm the "
          "current state.\n\n"
          "In short, [[t:smartd is running]]. Kind regards."},

    {"q": "How full is the share?",
     "ev": ["e5", "e1"],
     "a": "Certainly. Here are the figures:\n\n"
          "- [[s:/srv/share on /dev/md0 is 88.4 per cent full]]\n"
          "- [[s:about 2.61 terabytes used]]\n"
          "- [[s:341 gigabytes free]] [[c:out of a total of 3.2 terabytes]]\n"
          "- [[c:the root filesystem on /dev/sda1]] [[s:is 35.6 per cent full]], [[s:with about 76 gigabytes free]]\n\n"
          "[[u:The share will fill up within two months]].\n\n"
          "In short, [[s:the share is nearly nine-tenths full]]. You may wish to tidy up old backups soon."},

    {"q": "Something is hammering the server. Is it the disks or the network?",
     "ev": ["e6", "e7"],
     "a": "I am sorry, but [[s:I could not measure disk I/O]]: [[s:the reading timed out after 5 seconds]]. "
          "[[u:/dev/sdb is probably busy retrying its unreadable sectors]].\n\n"
          "On the network side, [[s:enp2s0 is receiving about 62 megabytes per second]], [[c:or roughly 62 "
          "megabits per second]], [[c:while sending about 4 megabytes per second]]. [[u:This looks like a "
          "backup being copied onto the share]].\n\n"
          "In short, [[s:the server is receiving a great deal of data]]. Please let me know if you would like me to "
          "try the disk reading again."},

    {"q": "Is this OS still supported, and have there been any updates lately?",
     "ev": ["e1", "e8"],
     "a": "Thank you for your question. [[s:largo runs Ubuntu 20.04 (focal)]] [[s:with kernel "
          "5.4.0-205-generic]]. [[u:Standard support for 20.04 ended in May 2025]], [[u:so it no longer receives "
          "security updates without Ubuntu Pro]].\n\n"
          "In the last 30 days:\n\n"
          "- [[c:lsscsi 0.30-0.1 was installed on Wednesday at 09:02]]\n"
          "- [[s:sg3-utils 1.44-1ubuntu2 was installed at the same time]]\n"
          "- [[s:no packages were upgraded]]\n"
          "- [[c:mdadm was updated to 4.2]]\n\n"
          "In short, [[u:the system is out of support]] and an upgrade to a newer release would be advisable. "
          "With kind regards."},

    {"q": "Quick summary of largo with sources?",
     "ev": ["e1", "e4", "e5"],
     "a": "Of course. Here is a brief summary:\n\n"
                    "- **CPU:** [[s:Intel Pentium G4560]] [[c:with four cores]] (e1)\n"
          "- **Memory:** [[s:8 gigabytes]] (e1)\n"
          "- **RAID:** [[s:md0, RAID1]] (e4)\n"
          "- **Samba:** [[c:4.13.17]] (e1)\n"
          "- **Share usage:** [[u:88.4 per cent (e4)]]\n\n"
          "In short, [[s:largo is an Ubuntu 20.04 file server with a two-disk mirror]]. Please let me know if you "
          "need anything further."},
]

andante_answers = [
    {"q": "Why do my report-export pods keep ending in Error?",
     "ev": ["e3", "e6"],
     "a": "Thank you for your question. In the batch-jobs namespace:\n\n"
          "- [[s:three report-export pods ended in Error]] [[s:with exit code 1]]\n"
          "- [[s:one pod, report-export-29920215-k7q2m, Completed]]\n\n"
          "[[s:The log of the latest failed pod shows a psycopg2.OperationalError]]: [[s:password authentication "
          "failed for user \"reporter\"]] [[s:when connecting to pg.internal on port 5432]]. [[c:This happened at "
          "01:15 local time]]. [[u:The reporting-db secret still holds the old password]].\n\n"
          "In short, [[s:the job fails because the database rejects the reporter user's password]]. I hope this "
          "helps."},

    {"q": "When did it last succeed, and when does it run?",
     "ev": ["e2", "e4"],
     "a": "Certainly. Here are the CronJob details:\n\n"
          "**Schedule:** [[s:15 * * * *, every hour at a quarter past]], [[s:in UTC]]\n"
          "**Last scheduled:** [[s:03:15 this morning]]\n"
          "**Last success:** [[c:22:15 yesterday evening]]\n"
          "**Suspended:** [[s:no]]\n"
          "**History:** [[c:one successful and five failed jobs are kept]]\n\n"
          "[[s:The backoff limit is 0, so each run gets a single attempt]]. [[u:The next run at 04:15 will fail as "
          "well]].\n\n"
          "In short, [[s:the CronJob is scheduled correctly but its recent runs have failed]]. Kind regards."},

    {"q": "Does the timing line up with my change?",
     "ev": ["e3", "e4", "e2"],
     "extra": [user("u1", "I rotated the reporting database password around one o'clock last night.", N)],
     "a": "Thank you, that is very helpful. [[s:You rotated the database password at about one o'clock]]. [[s:The "
          "last successful job ran at 00:15]] [[s:and the first failure was at 01:15]], [[u:which fits the password "
          "change]]. [[c:Since then, four runs have failed]]. [[s:The CronJob takes its environment from the secret "
          "reporting-db]]. [[u:That secret has not been updated since the rotation]].\n\n"
          "To update the secret you could run `kubectl -n batch-jobs edit secret reporting-db`.\n\n"
          "In short, [[u:updating the reporting-db secret should fix the job]]. Please let me know how it goes."},

    {"q": "Is the node itself healthy?",
     "ev": ["e5", "e8", "e9"],
     "a": "Good question. Here is the state of the node:\n\n"
          "- [[s:The node andante is Ready]]\n"
          "- [[s:Its kubelet version is v1.31.3+k0s]]\n"
          "- [[s:CPU usage is 6.2 per cent]], [[c:with a one-minute load average of 4.1]]\n"
          "- [[s:Memory is 33.4 per cent used, about 5.5 gigabytes]]\n"
          "- [[s:No swap is configured]]\n"
          "- [[s:It has been up for about nine and a half days]]\n"
          "- [[s:nvme0n1 is 2.4 per cent busy]], [[c:writing about 18 megabytes per second]]\n\n"
          "In short, [[s:the node is healthy]]; the trouble lies with the job, not the machine. Kind regards."},

    {"q": "Which containers are on the node?",
     "ev": ["e7"],
     "a": "Thank you for asking. [[s:containerd lists eight containers]]:\n\n"
          "- [[s:four system containers are running]] (coredns, kube-proxy, kube-router and metrics-server), "
          "[[s:all up for nine days]]\n"
          "- [[c:three report-export containers have exited]], [[s:the most recent one 15 minutes ago]]\n"
          "- [[s:one report-export container exited with code 0]]\n\n"
          "[[c:The konnectivity agent is running as well]].\n\n"
          "In short, [[s:the system containers are fine]]. I hope this is useful."},

    {"q": "What do the k0s logs say about the job?",
     "ev": ["e10", "e4"],
     "a": "Thank you for your question. [[s:At 03:15:03 the kubelet added the pod "
          "report-export-29920395-c2hzt]], and [[s:at 03:15:08 the job controller warned that the job had reached "
          "its backoff limit]]. [[s:The job's condition is Failed, with reason BackoffLimitExceeded]]. [[c:Kubernetes "
          "will retry the same job in a few minutes]]. [[u:The image was pulled again from registry.lan]].\n\n"
          "In short, [[s:the 03:15 run failed and will not be retried]]— the next attempt will be the next "
          "scheduled run. Kind regards."},

    {"q": "Summarise andante with sources, please.",
     "ev": ["e1", "e5", "e8"],
     "a": "Of course. Here is a summary of andante:\n\n"
          "- **Operating system:** [[s:Debian 12 (bookworm)]] (e1)\n"
          "- **Kernel:** [[s:6.1.0-40-amd64]] (e1)\n"
          "- **Kubernetes:** [[s:k0s v1.31.3]] (e5)\n"
          "- **CPU:** [[s:Intel Core i3-N305]], [[c:four cores]] (e1)\n"
          "- **Memory:** [[s:16 gigabytes]] (e1)\n"
          "- **Disk:** [[s:a 500 gigabyte NVMe]] (e1), [[u:23 per cent used (e8)]]\n\n"
          "In short, [[s:andante is a single-node k0s cluster on Debian 12]]. Please feel free to ask anything "
          "further."},
]

MACHINES = [
    {"name": "allegro", "clock": A, "evidence": allegro_evidence, "answers": allegro_answers},
    {"name": "adagio", "clock": D, "evidence": adagio_evidence, "answers": adagio_answers},
    {"name": "presto", "clock": P, "evidence": presto_evidence, "answers": presto_answers},
    {"name": "largo", "clock": L, "evidence": largo_evidence, "answers": largo_answers},
    {"name": "andante", "clock": N, "evidence": andante_evidence, "answers": andante_answers},
]
