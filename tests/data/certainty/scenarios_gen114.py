"""114th generation (written blind, in the manner of Hermes 3 (Llama 3.1 8B): eager and fluent, opens with a bold
"**Short answer: ...**" verdict, then a "### What I found" bullet section, copies exact-looking figures from the
evidence (sometimes from the wrong row), converts units in parentheses (sometimes miscalculated), works out
relative times from the clock (sometimes wrongly) and closes with a "### Next steps" list of commands).

All clocks are in America/Los_Angeles (-08:00, standard time; events before Nov 1 carry -07:00).

rake — Debian 12 VPS running a Matrix homeserver (Synapse 1.118.0 on PostgreSQL 15, nginx in front, coturn for
TURN). Fresh: all units (certbot.service failed, coturn restarted at 09:05), Synapse alone, three hours of Synapse
journal with federation errors (a dead DNS name, a 401 signature failure, an expired certificate), coturn journal,
14 days of package history (complete), processes by memory (cut to 5), disk usage, network info. Stale: disk I/O
(15 minutes old). Failed: reading /etc/turnserver.conf (permission denied).

spade — Ubuntu 24.04 Android build box (Ryzen 9 7950X, 64 GB) in the middle of `gradlew assembleRelease`.
Fresh: system info (89% RAM used), processes by memory (cut), a GradleDaemon-filtered process list 110 s old
that disagrees with the first about PID 48211's RSS (14.2 vs 15.9 GiB: conflicting), containers (emulator
exited 137), files changed under /srv/build (cut to 8), disk I/O, network traffic, disk usage. Stale: processes
by CPU from 25 minutes earlier. The user's own words say when the build started.

hoe — Raspberry Pi 4 (Debian 12 arm64) with Pi-hole FTL and Unbound on a 32 GB SD card that is 94% full. Fresh:
all units (logrotate failed at midnight), the 04:00 gravity update log (one list failed, FTL restarted, a disk
shortage warning), disk usage, a complete 24 h file-change listing, the first 14 of 64 lines of unbound's
pi-hole.conf, network info, system info, processes by CPU (cut), network traffic; the user's words.

shears — Arch Linux laptop dual-booting Windows 11 from a shared 260 MiB ESP mounted at /boot. Fresh: pacman
history (complete, 7 days), pacman.log lines showing the fallback initramfs and the systemd-boot copy failing
with "No space left on device", disk usage (/boot 99.2%), /boot file changes (fallback image 0 bytes), loader.conf,
systemd-boot-update.service (inactive, disabled), system info; still running the old kernel; the user's words.

sickle — a three-node Talos-like Kubernetes cluster seen from a Fedora admin workstation. Fresh kubernetes_get
reads: nodes (all Ready), the fluent-bit DaemonSet (2 of 3 ready), its pods (one CrashLoopBackOff on sickle-3),
events (timestamps in UTC), deployments in shop rolled out today (api 3/4); a values.yaml read. Stale: shop pods
from 25 minutes earlier. Failed: nodes.metrics.k8s.io. The user's words.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)


def rolled(dep: dict, revision: int, updated_utc: str, image: str) -> dict:
    """Add what `kubectl get deploy -o json` shows about the last rollout."""
    dep["metadata"]["annotations"] = {"deployment.kubernetes.io/revision": str(revision)}
    dep["metadata"]["generation"] = revision
    dep["spec"]["template"] = {"spec": {"containers": [{"name": dep["metadata"]["name"], "image": image}]}}
    dep["status"]["updatedReplicas"] = dep["spec"]["replicas"]
    ready = dep["status"]["readyReplicas"]
    want = dep["spec"]["replicas"]
    dep["status"]["conditions"] = [
        {"type": "Available", "status": "True" if ready == want else "False",
         "reason": "MinimumReplicasAvailable" if ready == want else "MinimumReplicasUnavailable",
         "lastUpdateTime": updated_utc},
        {"type": "Progressing", "status": "True",
         "reason": "NewReplicaSetAvailable" if ready == want else "ReplicaSetUpdated",
         "lastUpdateTime": updated_utc},
    ]
    if ready != want:
        dep["status"]["unavailableReplicas"] = want - ready
    return dep


# ------------------------------------------------------------------------------------------------ rake
RAKE = Clock("2026-11-09T14:20:00-08:00")
RAKE_MEM = 8_336_179_200

rake_evidence = [
    steady("e1", RAKE, age=5400, hostname="rake", domain="rake.example", os_name="Debian GNU/Linux",
           os_version="12", os_codename="bookworm", kernel="6.1.0-27-amd64", arch="x86_64",
           cpu_model="AMD EPYC 7713 64-Core Processor", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=RAKE_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 161_048_690_688}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:6e:1a:45",
                                "addresses": ["203.0.113.45/24", "2001:db8:4a::45/64"], "is_up": True}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1", package_manager="dpkg",
           installed_packages={"matrix-synapse-py3": "1.118.0+bookworm1", "postgresql-15": "15.8-0+deb12u1",
                               "coturn": "4.6.1-1", "nginx": "1.22.1-9", "python3": "3.11.2-1+b1",
                               "certbot": "2.1.0-4"},
           available_services=["matrix-synapse.service", "postgresql@15-main.service", "coturn.service",
                               "nginx.service", "ssh.service", "certbot.timer"],
           users=[{"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/bin/bash"},
                  {"name": "matrix-synapse", "uid": 110, "gid": 116, "home": "/var/lib/matrix-synapse",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "turnserver", "uid": 111, "gid": 117, "home": "/", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kai"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("matrix-synapse.service", "active", "running", pid=1184, since="2026-11-02T03:12:44-08:00",
             desc="Synapse Matrix homeserver"),
        unit("postgresql.service", "active", "exited", since="2026-11-02T03:12:30-08:00",
             desc="PostgreSQL RDBMS"),
        unit("postgresql@15-main.service", "active", "running", ufs="enabled-runtime", pid=902,
             since="2026-11-02T03:12:30-08:00", desc="PostgreSQL Cluster 15-main"),
        unit("coturn.service", "active", "running", pid=14412, since="2026-11-09T09:05:11-08:00",
             desc="coTURN STUN/TURN Server"),
        unit("nginx.service", "active", "running", pid=1010, since="2026-11-02T03:12:31-08:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("ssh.service", "active", "running", pid=688, since="2026-11-02T03:12:29-08:00",
             desc="OpenBSD Secure Shell server"),
        unit("certbot.service", "failed", "failed", ufs="static", since="2026-11-09T12:07:40-08:00",
             desc="Certbot"),
        unit("cron.service", "active", "running", pid=640, since="2026-11-02T03:12:29-08:00",
             desc="Regular background program processing daemon"),
    ]}, RAKE, age=40),
    item("e3", "linux_service_status", unit("matrix-synapse.service", "active", "running", pid=1184,
         since="2026-11-02T03:12:44-08:00", desc="Synapse Matrix homeserver"), RAKE, age=25,
         args={"name": "matrix-synapse"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "matrix-synapse.service", "entries": [
        log_entry("2026-11-09T11:52:08-08:00", "matrix-synapse.service", "warning",
                  "synapse.http.matrixfederationclient - {PUT-O-4433} [matrix.example-dead.org] Request failed: "
                  "PUT matrix-federation://matrix.example-dead.org/_matrix/federation/v1/send/1731180728: "
                  "DNSLookupError('no results for hostname lookup: matrix.example-dead.org')"),
        log_entry("2026-11-09T12:40:19-08:00", "matrix-synapse.service", "err",
                  "synapse.federation.sender.per_destination_queue - TX [chat.oldhost.net] Failed to send "
                  "transaction: 401: Signature verification failed for server chat.oldhost.net"),
        log_entry("2026-11-09T13:15:40-08:00", "matrix-synapse.service", "err",
                  "synapse.crypto.keyring - Failed to fetch keys for server 'chat.oldhost.net': 404 Not Found "
                  "(/_matrix/key/v2/server)"),
        log_entry("2026-11-09T13:58:02-08:00", "matrix-synapse.service", "warning",
                  "synapse.federation.sender.transaction_manager - TX [matrix.example-dead.org] Backing off "
                  "for 3600000 ms after 10 failures"),
        log_entry("2026-11-09T14:05:27-08:00", "matrix-synapse.service", "info",
                  "synapse.federation.transport.server - Received txn 1731189925 from kde.org "
                  "(12 PDUs, 3 EDUs)"),
        log_entry("2026-11-09T14:11:50-08:00", "matrix-synapse.service", "err",
                  "synapse.http.matrixfederationclient - {GET-O-4890} [chat.oldhost.net] Request failed: GET "
                  "matrix-federation://chat.oldhost.net/_matrix/federation/v1/make_join/...: "
                  "SSLError: certificate has expired"),
        log_entry("2026-11-09T14:16:33-08:00", "matrix-synapse.service", "warning",
                  "synapse.handlers.device - Failed to resync device list for @ana:chat.oldhost.net: "
                  "401 Unauthorized"),
    ]}, RAKE, age=45, args={"unit": "matrix-synapse.service", "since_minutes": 180, "limit": 50}),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-10-30T06:25:11-07:00", "upgrade", "openssl", "3.0.14-1~deb12u2", "3.0.15-1~deb12u1"),
        package_event("2026-10-30T06:25:12-07:00", "upgrade", "libssl3", "3.0.14-1~deb12u2", "3.0.15-1~deb12u1"),
        package_event("2026-11-02T03:09:58-08:00", "upgrade", "matrix-synapse-py3", "1.117.0+bookworm1",
                      "1.118.0+bookworm1"),
        package_event("2026-11-02T03:10:20-08:00", "upgrade", "postgresql-15", "15.7-0+deb12u1",
                      "15.8-0+deb12u1"),
        package_event("2026-11-02T03:10:41-08:00", "install", "linux-image-6.1.0-27-amd64", None,
                      "6.1.115-1"),
    ]}, RAKE, age=50, args={"since_days": 14}),
    item("e6", "linux_processes", processes(143, RAKE_MEM, [
        (1184, "python3", "matrix-synapse", 6.2, 1_572_864_000, "2026-11-02T03:12:44-08:00",
         "/opt/venvs/matrix-synapse/bin/python -m synapse.app.homeserver "
         "--config-path=/etc/matrix-synapse/homeserver.yaml --config-path=/etc/matrix-synapse/conf.d/"),
        (2231, "postgres", "postgres", 3.1, 431_000_000, "2026-11-02T03:13:02-08:00",
         "postgres: 15/main: synapse_user synapse 127.0.0.1(51822) idle"),
        (902, "postgres", "postgres", 0.0, 188_743_680, "2026-11-02T03:12:30-08:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main "
         "-c config_file=/etc/postgresql/15/main/postgresql.conf"),
        (14412, "turnserver", "turnserver", 0.4, 41_943_040, "2026-11-09T09:05:11-08:00",
         "/usr/bin/turnserver -c /etc/turnserver.conf --pidfile=/run/turnserver/turnserver.pid"),
        (1011, "nginx", "www-data", 0.1, 23_068_672, "2026-11-02T03:12:31-08:00", "nginx: worker process"),
    ]), RAKE, age=30, args={"sort": "memory", "limit": 5}, complete=False),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda1", "/", "ext4", 161_048_690_688, 103_481_004_032),
    ]}, RAKE, age=60),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:6e:1a:45",
                        "addresses": ["203.0.113.45/24", "2001:db8:4a::45/64"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 688, "sshd"),
            listener(443, "0.0.0.0", 1010, "nginx"),
            listener(8448, "0.0.0.0", 1010, "nginx"),
            listener(8008, "127.0.0.1", 1184, "python3"),
            listener(5432, "127.0.0.1", 902, "postgres"),
            listener(3478, "0.0.0.0", 14412, "turnserver", proto="udp"),
            listener(3478, "0.0.0.0", 14412, "turnserver"),
            listener(5349, "0.0.0.0", 14412, "turnserver"),
        ],
        "connections": [
            connection("203.0.113.45:443", "198.51.100.62:50114", 1011, "nginx"),
            connection("203.0.113.45:40876", "192.0.2.140:443", 1184, "python3"),
            connection("203.0.113.45:51220", "192.0.2.77:8448", 1184, "python3", status="SYN_SENT"),
            connection("127.0.0.1:51822", "127.0.0.1:5432", 1184, "python3"),
        ]}, RAKE, age=35),
    item("e9", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "vda", "read_bytes_per_s": 1_850_000, "write_bytes_per_s": 14_800_000, "busy_percent": 37.5},
    ]}, RAKE, age=900, args={"interval_seconds": 1}),
    item("e10", "linux_file_read", {}, RAKE, age=20, args={"path": "/etc/turnserver.conf"},
         error="permission denied: /etc/turnserver.conf (mode 0640 root:turnserver)"),
    item("e11", "linux_recent_logs", {"source": "journal", "unit": "coturn.service", "entries": [
        log_entry("2026-11-09T09:05:09-08:00", "coturn.service", "info",
                  "Stopping coturn.service - coTURN STUN/TURN Server..."),
        log_entry("2026-11-09T09:05:11-08:00", "coturn.service", "info",
                  "Started coturn.service - coTURN STUN/TURN Server."),
        log_entry("2026-11-09T09:05:11-08:00", "coturn.service", "info",
                  "0: : INFO: Listener address to use: 203.0.113.45"),
        log_entry("2026-11-09T13:02:44-08:00", "coturn.service", "info",
                  "session 001000000000000017: realm <turn.rake.example> user <1731193364:@mira:rake.example>: "
                  "incoming packet ALLOCATE processed, success"),
    ]}, RAKE, age=55, args={"unit": "coturn.service", "since_minutes": 360}),
]

# ------------------------------------------------------------------------------------------------ spade
SPADE = Clock("2026-11-17T10:45:00-08:00")
SPADE_MEM = 67_212_869_632

spade_evidence = [
    steady("e1", SPADE, age=7200, hostname="spade", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", arch="x86_64", cpu_model="AMD Ryzen 9 7950X 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=SPADE_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4",
                   "total_bytes": 1_967_317_549_056},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/srv/build", "fstype": "ext4",
                   "total_bytes": 983_348_543_488}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:3c:77:02", "addresses": ["10.20.0.31/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:9e:51:0c:11", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"openjdk-17-jdk-headless": "17.0.13+11-1~24.04",
                               "docker-ce": "5:27.3.1-1~ubuntu.24.04~noble", "git": "1:2.43.0-1ubuntu7.1",
                               "qemu-system-x86": "1:8.2.2+ds-0ubuntu1.4"},
           available_services=["docker.service", "ssh.service", "containerd.service"],
           users=[{"name": "builder", "uid": 1001, "gid": 1001, "home": "/home/builder", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 988, "members": ["builder"]},
                   {"name": "kvm", "gid": 993, "members": ["builder"]}]),
    item("e2", "linux_system_info", system_info(81.7, [24.6, 19.3, 11.8], 1_151_980, "2026-11-04T02:45:00-08:00",
                                                SPADE_MEM, 7_301_444_608, 8 * GiB, 3 * GiB), SPADE, age=20),
    item("e3", "linux_processes", processes(611, SPADE_MEM, [
        (48211, "java", "builder", 412.0, 15_247_757_312, "2026-11-17T09:31:12-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx16g -XX:+UseParallelGC "
         "-cp /srv/build/gradle-home/wrapper/dists/gradle-8.10.2-bin/.../gradle-daemon-main-8.10.2.jar "
         "org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10.2"),
        (51877, "java", "builder", 188.5, 12_455_264_256, "2026-11-17T09:44:03-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx12g "
         "-cp .../gradle-daemon-main-8.10.2.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10.2"),
        (52040, "java", "builder", 96.3, 5_690_157_056, "2026-11-17T09:31:40-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx6g -cp .../kotlin-compiler-embeddable-2.0.21.jar "
         "org.jetbrains.kotlin.daemon.KotlinCompileDaemon --daemon-runFilesPath /home/builder/.local/share/kotlin/daemon"),
        (39822, "java", "builder", 0.2, 4_187_593_728, "2026-11-14T16:20:55-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx8g "
         "-cp .../gradle-launcher-8.7.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.7"),
        (53310, "qemu-system-x86", "builder", 12.4, 2_791_728_640, "2026-11-17T08:58:20-08:00",
         "/home/builder/Android/Sdk/emulator/qemu/linux-x86_64/qemu-system-x86_64 -avd Pixel_7_API_34 -no-window"),
        (2211, "dockerd", "root", 0.8, 197_132_288, "2026-11-04T02:45:31-08:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
    ]), SPADE, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_processes", processes(3, SPADE_MEM, [
        (48211, "java", "builder", 388.0, 17_072_495_616, "2026-11-17T09:31:12-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx16g ... org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10.2"),
        (51877, "java", "builder", 201.1, 12_455_264_256, "2026-11-17T09:44:03-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx12g ... org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10.2"),
        (39822, "java", "builder", 0.0, 4_187_593_728, "2026-11-14T16:20:55-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx8g ... org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.7"),
    ]), SPADE, age=110, args={"name": "GradleDaemon", "sort": "memory"}),
    item("e5", "linux_processes", processes(498, SPADE_MEM, [
        (48211, "java", "builder", 640.0, 9_771_745_280, "2026-11-17T09:31:12-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx16g ... GradleDaemon 8.10.2"),
        (51877, "java", "builder", 310.4, 8_053_063_680, "2026-11-17T09:44:03-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx12g ... GradleDaemon 8.10.2"),
        (52040, "java", "builder", 151.7, 4_831_838_208, "2026-11-17T09:31:40-08:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java ... KotlinCompileDaemon"),
        (53102, "aapt2", "builder", 97.9, 1_181_116_416, "2026-11-17T10:18:44-08:00",
         "/srv/build/gradle-home/caches/transforms-4/.../aapt2 daemon"),
        (53310, "qemu-system-x86", "builder", 33.0, 2_684_354_560, "2026-11-17T08:58:20-08:00",
         "qemu-system-x86_64 -avd Pixel_7_API_34 -no-window"),
    ]), SPADE, age=1500, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e6", "linux_containers", {"runtime": "docker", "containers": [
        box("a41f09c2e7b1", "gradle-remote-cache", "gradle/build-cache-node:18.1", "running", "Up 13 days",
            "2026-10-21T14:02:11-07:00", ["0.0.0.0:5071->5071/tcp"]),
        box("7c2d8e5b90aa", "android-emulator-34", "budtmo/docker-android:emulator_14.0", "exited",
            "Exited (137) 2 hours ago", "2026-11-17T08:40:02-08:00", ["0.0.0.0:6080->6080/tcp"]),
        box("e0b3a1f4c6d2", "registry", "registry:2", "running", "Up 13 days", "2026-09-30T10:11:45-07:00",
            ["127.0.0.1:5000->5000/tcp"]),
        box("19fe7a2b3c4d", "sonarqube", "sonarqube:10.7-community", "exited", "Exited (0) 3 days ago",
            "2026-11-01T09:30:00-08:00", ["0.0.0.0:9000->9000/tcp"]),
    ]}, SPADE, age=30, args={"all": True}),
    item("e7", "linux_file_changes", {"root": "/srv/build", "since": "2026-11-17T09:14:15-08:00", "files": [
        {"path": "/srv/build/monorepo/.gradle/8.10.2/executionHistory/executionHistory.bin",
         "mtime": "2026-11-17T10:44:58-08:00", "size_bytes": 183_500_800},
        {"path": "/srv/build/monorepo/app/build/intermediates/dex/release/mergeDexRelease/classes2.dex",
         "mtime": "2026-11-17T10:43:52-08:00", "size_bytes": 8_871_936},
        {"path": "/srv/build/monorepo/app/build/intermediates/dex/release/mergeDexRelease/classes.dex",
         "mtime": "2026-11-17T10:43:51-08:00", "size_bytes": 9_412_608},
        {"path": "/srv/build/monorepo/app/build/intermediates/merged_native_libs/release/mergeReleaseNativeLibs/"
                 "out/lib/arm64-v8a/libsqlcipher.so",
         "mtime": "2026-11-17T10:41:30-08:00", "size_bytes": 7_864_320},
        {"path": "/srv/build/monorepo/feature-checkout/build/outputs/aar/feature-checkout-release.aar",
         "mtime": "2026-11-17T10:39:07-08:00", "size_bytes": 2_310_144},
        {"path": "/srv/build/monorepo/feature-search/build/tmp/kotlin-classes/release/com/acme/search/"
                 "SearchViewModel.class",
         "mtime": "2026-11-17T10:36:12-08:00", "size_bytes": 48_221},
        {"path": "/srv/build/gradle-home/caches/8.10.2/transforms/3f9a1c/transformed/"
                 "jetified-play-services-basement-18.4.0-runtime.jar",
         "mtime": "2026-11-17T09:35:40-08:00", "size_bytes": 1_572_864},
        {"path": "/srv/build/monorepo/build-logic/build/libs/build-logic.jar",
         "mtime": "2026-11-17T09:31:55-08:00", "size_bytes": 412_672},
    ]}, SPADE, age=45, args={"root": "/srv/build", "since_minutes": 90, "limit": 8}, complete=False),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 96_468_992, "write_bytes_per_s": 641_728_512,
         "busy_percent": 91.3},
        {"device": "nvme0n1", "read_bytes_per_s": 3_145_728, "write_bytes_per_s": 12_582_912,
         "busy_percent": 4.2},
    ]}, SPADE, age=15, args={"interval_seconds": 1}),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp5s0", "rx_bytes_per_s": 51_380_224, "tx_bytes_per_s": 1_153_434},
        {"name": "docker0", "rx_bytes_per_s": 2_097_152, "tx_bytes_per_s": 48_234_496},
        {"name": "lo", "rx_bytes_per_s": 731_136, "tx_bytes_per_s": 731_136},
    ]}, SPADE, age=15, args={"interval_seconds": 1}),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_967_317_549_056, 806_000_000_000),
        fs("/dev/nvme1n1p1", "/srv/build", "ext4", 983_348_543_488, 801_734_000_000),
    ]}, SPADE, age=40),
]
SPADE_USER = user("u1", "I started ./gradlew assembleRelease on the whole monorepo at about half nine and now "
                        "the box is crawling. I think I also killed the emulator container by accident.", SPADE)

# ------------------------------------------------------------------------------------------------ hoe
HOE = Clock("2026-11-05T07:12:00-08:00")
HOE_MEM = 3_978_678_272

hoe_evidence = [
    steady("e1", HOE, age=4000, hostname="hoe", domain="lan", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.6.51+rpt-rpi-v8", arch="aarch64", cpu_model="Cortex-A72",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=HOE_MEM,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 31_095_799_808},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "eth0", "mac": "dc:a6:32:81:4e:0b", "addresses": ["192.168.1.2/24"],
                                "is_up": True},
                               {"name": "wlan0", "mac": "dc:a6:32:81:4e:0c", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"unbound": "1.17.1-2+deb12u2", "sqlite3": "3.40.1-2+deb12u1",
                               "dnsutils": "1:9.18.28-1~deb12u2", "dphys-swapfile": "20100506-7.1"},
           available_services=["pihole-FTL.service", "unbound.service", "ssh.service", "cron.service",
                               "logrotate.service", "dphys-swapfile.service"],
           users=[{"name": "pi", "uid": 1000, "gid": 1000, "home": "/home/pi", "shell": "/bin/bash"},
                  {"name": "pihole", "uid": 999, "gid": 999, "home": "/home/pihole", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "pihole", "gid": 999, "members": ["pi"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("pihole-FTL.service", "active", "running", pid=8812, since="2026-11-05T04:01:47-08:00",
             desc="Pi-hole FTL"),
        unit("unbound.service", "active", "running", pid=611, since="2026-11-02T18:30:12-08:00",
             desc="Unbound DNS server"),
        unit("ssh.service", "active", "running", pid=590, since="2026-11-02T18:30:10-08:00",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=512, since="2026-11-02T18:30:09-08:00",
             desc="Regular background program processing daemon"),
        unit("dphys-swapfile.service", "active", "exited", since="2026-11-02T18:30:11-08:00",
             desc="dphys-swapfile - set up, mount/unmount, and delete a swap file"),
        unit("logrotate.service", "failed", "failed", ufs="static", since="2026-11-05T00:00:04-08:00",
             desc="Rotate log files"),
        unit("systemd-timesyncd.service", "active", "running", pid=402, since="2026-11-02T18:30:08-08:00",
             desc="Network Time Synchronization"),
    ]}, HOE, age=30),
    item("e3", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-11-05T04:00:07-08:00", None, "info", "[i] Neutrino emissions detected..."),
        log_entry("2026-11-05T04:00:09-08:00", None, "info", "[✓] Pulling blocklist source list into range"),
        log_entry("2026-11-05T04:00:11-08:00", None, "info",
                  "[i] Target: https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts"),
        log_entry("2026-11-05T04:00:14-08:00", None, "info", "[✓] Status: Retrieval successful"),
        log_entry("2026-11-05T04:00:15-08:00", None, "info", "[i] Target: https://big.oisd.nl"),
        log_entry("2026-11-05T04:00:46-08:00", None, "err",
                  "[✗] Status: Connection Refused -- List download failed: using previously cached list"),
        log_entry("2026-11-05T04:00:47-08:00", None, "info", "[i] Target: https://adaway.org/hosts.txt"),
        log_entry("2026-11-05T04:00:49-08:00", None, "info", "[✓] Status: No changes detected"),
        log_entry("2026-11-05T04:01:33-08:00", None, "info",
                  "[i] Number of gravity domains: 1,184,332 (897,410 unique domains)"),
        log_entry("2026-11-05T04:01:35-08:00", None, "info", "[i] Number of exact denied domains: 14"),
        log_entry("2026-11-05T04:01:46-08:00", None, "info", "[✓] Cleaning up stray matter"),
        log_entry("2026-11-05T04:01:47-08:00", None, "info", "[i] Restarting DNS resolver (pihole-FTL)"),
        log_entry("2026-11-05T04:02:03-08:00", None, "warning",
                  "WARNING: Disk shortage ahead: 93% is used (27.0GB used, 29.0GB total, "
                  "FTL's database is 3.1GB)"),
    ]}, HOE, age=60, args={"since_minutes": 240, "grep": "gravity|FTL|Target|Status|Number"}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/mmcblk0p2", "/", "ext4", 31_095_799_808, 29_302_833_152),
        fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", 536_870_912, 76_546_048),
    ]}, HOE, age=25),
    item("e5", "linux_file_changes", {"root": "/", "since": "2026-11-04T07:11:10-08:00", "files": [
        {"path": "/var/log/pihole/pihole.log", "mtime": "2026-11-05T07:11:58-08:00", "size_bytes": 1_503_238_656},
        {"path": "/etc/pihole/pihole-FTL.db", "mtime": "2026-11-05T07:11:02-08:00", "size_bytes": 3_435_974_656},
        {"path": "/var/log/pihole/FTL.log", "mtime": "2026-11-05T07:10:12-08:00", "size_bytes": 8_388_608},
        {"path": "/etc/pihole/gravity.db", "mtime": "2026-11-05T04:01:44-08:00", "size_bytes": 157_286_400},
        {"path": "/var/log/pihole/pihole_updateGravity.log", "mtime": "2026-11-05T04:01:47-08:00",
         "size_bytes": 6_144},
        {"path": "/var/lib/logrotate/status", "mtime": "2026-11-05T00:00:04-08:00", "size_bytes": 2_311},
    ]}, HOE, age=50, args={"root": "/", "since_minutes": 1440, "limit": 50}),
    item("e6", "linux_file_read", {"path": "/etc/unbound/unbound.conf.d/pi-hole.conf", "offset": 0, "limit": 14,
                                   "total_lines": 64, "lines": [
        "server:", "    verbosity: 0", "    interface: 127.0.0.1", "    port: 5335", "    do-ip4: yes",
        "    do-udp: yes", "    do-tcp: yes", "    do-ip6: no", "    prefer-ip6: no", "    harden-glue: yes",
        "    harden-dnssec-stripped: yes", "    use-caps-for-id: no", "    edns-buffer-size: 1232",
        "    prefetch: yes"]}, HOE, age=40,
        args={"path": "/etc/unbound/unbound.conf.d/pi-hole.conf", "offset": 0, "limit": 14}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "dc:a6:32:81:4e:0b", "addresses": ["192.168.1.2/24"], "is_up": True},
                       {"name": "wlan0", "mac": "dc:a6:32:81:4e:0c", "addresses": [], "is_up": False}],
        "listening": [
            listener(53, "0.0.0.0", 8812, "pihole-FTL", proto="udp"),
            listener(53, "0.0.0.0", 8812, "pihole-FTL"),
            listener(80, "0.0.0.0", 8812, "pihole-FTL"),
            listener(443, "0.0.0.0", 8812, "pihole-FTL"),
            listener(5335, "127.0.0.1", 611, "unbound", proto="udp"),
            listener(5335, "127.0.0.1", 611, "unbound"),
            listener(22, "0.0.0.0", 590, "sshd"),
        ],
        "connections": [
            connection("192.168.1.2:22", "192.168.1.50:53122", 2480, "sshd"),
            connection("127.0.0.1:41876", "127.0.0.1:5335", 8812, "pihole-FTL"),
        ]}, HOE, age=35),
    item("e8", "linux_system_info", system_info(7.4, [0.28, 0.35, 0.31], 218_500, "2026-11-02T18:30:00-08:00",
                                                HOE_MEM, 2_411_724_800, 200 * MiB, 12_582_912), HOE, age=20),
    item("e9", "linux_processes", processes(131, HOE_MEM, [
        (8812, "pihole-FTL", "pihole", 3.1, 96_468_992, "2026-11-05T04:01:47-08:00", "/usr/bin/pihole-FTL -f"),
        (611, "unbound", "unbound", 1.2, 38_797_312, "2026-11-02T18:30:12-08:00", "/usr/sbin/unbound -d -p"),
        (2480, "sshd", "pi", 0.3, 6_291_456, "2026-11-05T07:02:31-08:00", "sshd: pi@pts/0"),
        (201, "systemd-journald", "root", 0.2, 15_728_640, "2026-11-02T18:30:05-08:00",
         "/lib/systemd/systemd-journald"),
        (2519, "bash", "pi", 0.1, 4_194_304, "2026-11-05T07:02:33-08:00", "-bash"),
    ]), HOE, age=40, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e10", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 18_432, "tx_bytes_per_s": 21_504},
        {"name": "lo", "rx_bytes_per_s": 6_144, "tx_bytes_per_s": 6_144},
    ]}, HOE, age=15, args={"interval_seconds": 1}),
]
HOE_USER = user("u1", "the pi keeps warning me the SD card is almost full, but all it runs is pi-hole and unbound?",
                HOE)

# ------------------------------------------------------------------------------------------------ shears
SHEARS = Clock("2026-11-12T21:05:00-08:00")
SHEARS_MEM = 16_107_470_848

shears_evidence = [
    steady("e1", SHEARS, age=3000, hostname="shears", os_name="Arch Linux", os_version="rolling",
           os_codename=None, kernel="6.11.7-arch1-1", arch="x86_64",
           cpu_model="12th Gen Intel(R) Core(TM) i7-1260P", cpu_cores=12, cpu_threads=16,
           memory_total_bytes=SHEARS_MEM,
           disks=[{"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 272_629_760},
                  {"device": "/dev/nvme0n1p5", "mountpoint": "/", "fstype": "ext4",
                   "total_bytes": 512_110_190_592}],
           network_interfaces=[{"name": "wlan0", "mac": "f4:26:79:0a:b3:5e", "addresses": ["192.168.0.34/24"],
                                "is_up": True}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="pacman",
           installed_packages={"linux": "6.11.8.arch1-1", "systemd": "256.8-1", "systemd-libs": "256.8-1",
                               "mesa": "1:24.2.7-1", "firefox": "132.0.2-1", "os-prober": "1.81-1",
                               "mkinitcpio": "39.2-2", "efibootmgr": "18-3", "ntfs-3g": "2022.10.3-1"},
           available_services=["systemd-boot-update.service", "NetworkManager.service", "bluetooth.service",
                               "sshd.service"],
           users=[{"name": "noor", "uid": 1000, "gid": 1000, "home": "/home/noor", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["noor"]}]),
    item("e2", "linux_package_history", {"events": [
        package_event("2026-11-08T10:12:40-08:00", "upgrade", "firefox", "132.0-1", "132.0.1-1"),
        package_event("2026-11-08T10:12:41-08:00", "upgrade", "libinput", "1.26.2-1", "1.27.0-1"),
        package_event("2026-11-12T19:40:58-08:00", "upgrade", "systemd-libs", "256.7-1", "256.8-1"),
        package_event("2026-11-12T19:40:59-08:00", "upgrade", "systemd", "256.7-1", "256.8-1"),
        package_event("2026-11-12T19:41:00-08:00", "upgrade", "systemd-sysvcompat", "256.7-1", "256.8-1"),
        package_event("2026-11-12T19:41:02-08:00", "upgrade", "linux", "6.11.7.arch1-1", "6.11.8.arch1-1"),
        package_event("2026-11-12T19:41:03-08:00", "upgrade", "mesa", "1:24.2.6-1", "1:24.2.7-1"),
        package_event("2026-11-12T19:41:04-08:00", "upgrade", "firefox", "132.0.1-1", "132.0.2-1"),
        package_event("2026-11-12T19:41:05-08:00", "install", "os-prober", None, "1.81-1"),
    ]}, SHEARS, age=40, args={"since_days": 7}),
    item("e3", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-11-12T19:41:06-08:00", None, "info", "[ALPM] running '30-systemd-update.hook'..."),
        log_entry("2026-11-12T19:41:09-08:00", None, "info", "[ALPM] running '90-mkinitcpio-install.hook'..."),
        log_entry("2026-11-12T19:41:10-08:00", None, "info",
                  "[ALPM-SCRIPTLET] ==> Building image from preset: /etc/mkinitcpio.d/linux.preset: 'default'"),
        log_entry("2026-11-12T19:41:21-08:00", None, "info", "[ALPM-SCRIPTLET] ==> Image generation successful"),
        log_entry("2026-11-12T19:41:22-08:00", None, "info",
                  "[ALPM-SCRIPTLET] ==> Building image from preset: /etc/mkinitcpio.d/linux.preset: 'fallback'"),
        log_entry("2026-11-12T19:41:37-08:00", None, "err",
                  "[ALPM-SCRIPTLET] zstd: error 70 : Write error : cannot write block : No space left on device"),
        log_entry("2026-11-12T19:41:37-08:00", None, "err",
                  "[ALPM-SCRIPTLET] ==> ERROR: Image generation FAILED: 'zstd' reported an error"),
        log_entry("2026-11-12T19:41:38-08:00", None, "info", "[ALPM] running '95-systemd-boot.hook'..."),
        log_entry("2026-11-12T19:41:38-08:00", None, "info",
                  "[ALPM-SCRIPTLET] Copying \"/usr/lib/systemd/boot/efi/systemd-bootx64.efi\" to "
                  "\"/boot/EFI/systemd/systemd-bootx64.efi\"."),
        log_entry("2026-11-12T19:41:38-08:00", None, "err",
                  "[ALPM-SCRIPTLET] Failed to write \"/boot/EFI/systemd/systemd-bootx64.efi\": "
                  "No space left on device"),
        log_entry("2026-11-12T19:41:38-08:00", None, "err", "[ALPM] error: command failed to execute correctly"),
        log_entry("2026-11-12T19:41:39-08:00", None, "info", "[ALPM] transaction completed"),
    ]}, SHEARS, age=35, args={"since_minutes": 120, "grep": "ALPM"}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p5", "/", "ext4", 512_110_190_592, 187_904_819_200),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 272_629_760, 270_532_608),
    ]}, SHEARS, age=30),
    item("e5", "linux_file_changes", {"root": "/boot", "since": "2026-11-12T19:04:15-08:00", "files": [
        {"path": "/boot/vmlinuz-linux", "mtime": "2026-11-12T19:41:02-08:00", "size_bytes": 14_102_528},
        {"path": "/boot/initramfs-linux.img", "mtime": "2026-11-12T19:41:21-08:00", "size_bytes": 17_825_792},
        {"path": "/boot/initramfs-linux-fallback.img", "mtime": "2026-11-12T19:41:37-08:00", "size_bytes": 0},
    ]}, SHEARS, age=45, args={"root": "/boot", "since_minutes": 120}),
    item("e6", "linux_file_read", {"path": "/boot/loader/loader.conf", "offset": 0, "limit": 50, "total_lines": 4,
                                   "lines": ["default arch.conf", "timeout 4", "console-mode max", "editor no"]},
         SHEARS, age=50, args={"path": "/boot/loader/loader.conf"}),
    item("e7", "linux_service_status", unit("systemd-boot-update.service", "inactive", "dead", ufs="disabled",
                                            desc="Automatic Boot Loader Update"), SHEARS, age=50,
         args={"name": "systemd-boot-update.service"}),
    item("e8", "linux_system_info", system_info(4.2, [0.41, 0.55, 0.62], 183_744, "2026-11-10T18:02:11-08:00",
                                                SHEARS_MEM, 9_663_676_416, 8_053_063_680, 0), SHEARS, age=25),
]
SHEARS_USER = user("u1", "I ran pacman -Syu around 7:40 tonight and some red text scrolled past. Haven't rebooted "
                         "yet. Windows 11 is on the same SSD and shares the EFI partition.", SHEARS)

# ------------------------------------------------------------------------------------------------ sickle
SICKLE = Clock("2026-11-20T16:30:00-08:00")
CTX = "admin@sickle"


def fluent_pod(name: str, node_name: str, restarts: int, ok: bool, started: str) -> dict:
    p = pod(name, "logging", "Running", node_name, restarts=restarts, ready=ok,
            waiting=None if ok else "CrashLoopBackOff", started=started)
    p["status"]["containerStatuses"][0]["name"] = "fluent-bit"
    p["metadata"]["ownerReferences"] = [{"kind": "DaemonSet", "name": "fluent-bit"}]
    if not ok:
        p["status"]["containerStatuses"][0]["lastState"] = {
            "terminated": {"exitCode": 1, "reason": "Error", "finishedAt": "2026-11-21T00:26:12Z"}}
    return p


sickle_evidence = [
    steady("e1", SICKLE, age=3600, hostname="sickle", os_name="Fedora Linux", os_version="41",
           os_codename=None, kernel="6.11.8-300.fc41.x86_64", arch="x86_64",
           cpu_model="AMD Ryzen 7 PRO 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=32_871_444_480,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_577_387_008}],
           network_interfaces=[{"name": "wlp1s0", "mac": "8c:17:59:d2:01:aa", "addresses": ["10.8.0.57/24"],
                                "is_up": True}],
           dns_servers=["10.8.0.1"], default_gateway="10.8.0.1", package_manager="rpm",
           installed_packages={"kubernetes1.31-client": "1.31.2-1.fc41", "helm": "3.16.2-1.fc41"},
           available_services=["sshd.service", "NetworkManager.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": CTX, "namespace": None, "items": [
        node("sickle-1", True, "v1.31.2"), node("sickle-2", True, "v1.31.2"), node("sickle-3", True, "v1.31.2"),
    ]}, SICKLE, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": CTX, "namespace": "logging", "items": [
        {"kind": "DaemonSet", "metadata": {"name": "fluent-bit", "namespace": "logging", "generation": 6},
         "spec": {"template": {"spec": {"containers": [
             {"name": "fluent-bit", "image": "cr.fluentbit.io/fluent/fluent-bit:3.1.9"}]}}},
         "status": {"desiredNumberScheduled": 3, "currentNumberScheduled": 3, "numberReady": 2,
                    "numberAvailable": 2, "numberUnavailable": 1, "updatedNumberScheduled": 3,
                    "observedGeneration": 6}},
    ]}, SICKLE, age=30, args={"resource": "daemonsets", "namespace": "logging", "name": "fluent-bit"}),
    item("e4", "kubernetes_get", {"context": CTX, "namespace": "logging", "items": [
        fluent_pod("fluent-bit-7hk2p", "sickle-1", 0, True, "2026-11-13T10:04:51-08:00"),
        fluent_pod("fluent-bit-m9x4d", "sickle-2", 0, True, "2026-11-13T10:04:53-08:00"),
        fluent_pod("fluent-bit-q2lzv", "sickle-3", 37, False, "2026-11-20T12:08:40-08:00"),
    ]}, SICKLE, age=35, args={"resource": "pods", "namespace": "logging"}),
    item("e5", "kubernetes_get", {"context": CTX, "namespace": "logging", "items": [
        {"kind": "Event", "type": "Normal", "reason": "Pulled",
         "message": "Container image \"cr.fluentbit.io/fluent/fluent-bit:3.1.9\" already present on machine",
         "count": 38, "lastTimestamp": "2026-11-21T00:26:10Z",
         "involvedObject": {"kind": "Pod", "name": "fluent-bit-q2lzv", "namespace": "logging"}},
        {"kind": "Event", "type": "Warning", "reason": "BackOff",
         "message": "Back-off restarting failed container fluent-bit in pod fluent-bit-q2lzv_logging",
         "count": 412, "lastTimestamp": "2026-11-21T00:28:51Z",
         "involvedObject": {"kind": "Pod", "name": "fluent-bit-q2lzv", "namespace": "logging"}},
    ]}, SICKLE, age=40, args={"resource": "events", "namespace": "logging"}),
    item("e6", "kubernetes_get", {"context": CTX, "namespace": "shop", "items": [
        rolled(deployment("web", "shop", 3, 3), 14, "2026-11-20T19:02:11Z", "registry.sickle.lan/shop/web:2.14.0"),
        rolled(deployment("api", "shop", 4, 3), 9, "2026-11-20T22:47:30Z", "registry.sickle.lan/shop/api:1.9.3"),
        rolled(deployment("checkout", "shop", 2, 2), 22, "2026-11-19T23:15:02Z",
               "registry.sickle.lan/shop/checkout:3.2.1"),
    ]}, SICKLE, age=25, args={"resource": "deployments", "namespace": "shop"}),
    item("e7", "kubernetes_get", {"context": CTX, "namespace": "shop", "items": [
        pod("api-6c9f7d8b5-2xkqp", "shop", "Running", "sickle-1", started="2026-11-20T14:47:41-08:00"),
        pod("api-6c9f7d8b5-8wz4n", "shop", "Running", "sickle-2", started="2026-11-20T14:47:43-08:00"),
        pod("api-6c9f7d8b5-kq7rd", "shop", "Pending", "sickle-3", ready=False, waiting="ContainerCreating",
            started="2026-11-20T14:47:44-08:00"),
        pod("api-6c9f7d8b5-t5vmc", "shop", "Running", "sickle-3", restarts=2, ready=False,
            waiting="CrashLoopBackOff", started="2026-11-20T14:47:44-08:00"),
    ]}, SICKLE, age=1500, args={"resource": "pods", "namespace": "shop"}),
    item("e8", "kubernetes_get", {}, SICKLE, age=20, args={"resource": "nodes.metrics.k8s.io"},
         error="the server could not find the requested resource (get nodes.metrics.k8s.io)"),
    item("e9", "linux_file_read", {"path": "/home/ops/infra/logging/fluent-bit/values.yaml", "offset": 0,
                                   "limit": 16, "total_lines": 48, "lines": [
        "image:", "  repository: cr.fluentbit.io/fluent/fluent-bit", "  tag: 3.1.9", "",
        "tolerations:", "  - operator: Exists", "", "config:", "  inputs: |", "    [INPUT]",
        "        Name systemd", "        Path /var/log/journal", "        Tag  host.*",
        "    [INPUT]", "        Name tail", "        Path /var/log/containers/*.log"]},
        SICKLE, age=45, args={"path": "/home/ops/infra/logging/fluent-bit/values.yaml", "limit": 16}),
]
SICKLE_USER = user("u1", "we rolled out api and web this afternoon, and fluent-bit has been crashlooping on one of "
                         "the nodes since about lunchtime", SICKLE)

rake_answers = [
    {"q": "Is federation broken on rake? I keep seeing errors in the logs.", "ev": ["e2", "e4"],
     "a": "**Short answer: partly — federation works with most servers, but two remote servers are failing.**\n\n"
          "### What I found\n"
          "- [[s:`matrix-synapse.service` is active (running) as PID 1184]] "
          "[[s:and has been up since Nov 2 at 3:12 AM]].\n"
          "- [[s:The journal for the last 3 hours has 7 Synapse entries]], [[c:4 of them at error level]].\n"
          "- [[s:`matrix.example-dead.org` fails DNS lookups]], and "
          "[[s:Synapse is now backing off from it for an hour after 10 failures]].\n"
          "- [[s:`chat.oldhost.net` is rejecting our transactions with a 401 signature verification error]], "
          "[[s:its key endpoint returned 404]] [[c:and its TLS certificate was reported expired at 13:15]].\n"
          "- [[s:Inbound federation is fine: a transaction with 12 PDUs arrived from kde.org at 2:05 PM]] "
          "[[c:(about 45 minutes ago)]].\n"
          "- [[u:The problem is on their side, not yours — your own signing key is valid]].\n\n"
          "### Next steps\n"
          "```\njournalctl -u matrix-synapse --since \"-3h\" | grep -i federation\n"
          "curl -s 'https://federationtester.matrix.org/api/report?server_name=chat.oldhost.net' | jq .\n```"},
    {"q": "Why did coturn restart this morning?", "ev": ["e2", "e5", "e11"],
     "a": "**Short answer: it was restarted at 9:05 AM, but nothing I can see says why.**\n\n"
          "### What I found\n"
          "- [[s:`coturn.service` has been active since 09:05:11 today]], [[c:which is about 3 hours ago]].\n"
          "- [[s:Its main PID is now 14412]].\n"
          "- [[s:The journal shows \"Stopping coturn.service\" at 09:05:09 and \"Started\" two seconds later]]. "
          "[[u:Most likely someone ran `systemctl restart coturn` by hand]].\n"
          "- [[c:The only coturn-related package event is the upgrade to 4.6.1-1 on Nov 2 (e5)]].\n"
          "- [[u:The installed coturn package is 4.6.1-1]].\n"
          "- [[s:TURN has worked since the restart: an ALLOCATE for @mira:rake.example succeeded at 1:02 PM]].\n\n"
          "### Next steps\n"
          "```\njournalctl -u coturn --since today\nsudo grep -i coturn /var/log/auth.log\nlast -x | head\n```"},
    {"q": "How much memory is Synapse eating?", "ev": ["e1", "e6"],
     "a": "**Short answer: about 1.5 GB — nothing to worry about.**\n\n"
          "### What I found\n"
          "| Process | PID | RSS | % RAM |\n|---|---|---|---|\n"
          "| [[s:Synapse (python3) | 1184 | 1.46 GiB (1.57 GB) | 18.9%]] |\n"
          "| [[c:postgres backend | 2231 | 431 MiB (452 MB) | 5.2%]] |\n"
          "| [[c:postgres main | 920 | 180 MiB | 2.3%]] |\n"
          "| [[s:turnserver | 14412 | 40 MiB | 0.5%]] |\n\n"
          "- [[s:The VPS has 7.8 GiB of RAM in total]].\n"
          "- [[s:Synapse is the biggest process by memory]], [[c:using about a quarter of RAM]].\n"
          "- [[s:There are 143 processes in total]]; [[u:Synapse's memory use is stable and not leaking]].\n"
          "- [[u:Its caches are at the default `caches.global_factor` of 0.5]].\n\n"
          "### Next steps\n"
          "```\nps -o pid,rss,cmd -p 1184\ngrep -A3 caches /etc/matrix-synapse/homeserver.yaml\n```"},
    {"q": "Is the disk OK? Things felt sluggish earlier.", "ev": ["e7", "e9"],
     "a": "**Short answer: space is fine, and I/O was moderate when last sampled.**\n\n"
          "### What I found\n"
          "- [[s:`/dev/vda1` (ext4, mounted on `/`) is 64.3% full]].\n"
          "- [[s:That's 96.4 GiB used]] [[c:(99.5 GB)]] [[s:of about 150 GiB]], "
          "[[c:leaving 57.6 GiB free]].\n"
          "- [[t:The disk is writing about 14.8 MB/s]] [[t:and is 37.5% busy]].\n"
          "- [[t:Reads are only about 1.85 MB/s]].\n"
          "- [[u:Most of those writes are PostgreSQL WAL from Synapse]].\n"
          "- [[u:At the current rate you have months of headroom]].\n\n"
          "### Next steps\n"
          "```\niostat -x 5 3\nsudo du -sh /var/lib/postgresql /var/lib/matrix-synapse/media\n```"},
    {"q": "Are all the services on rake healthy?", "ev": ["e2"],
     "a": "**Short answer: [[c:yes — everything is up and nothing has failed]].**\n\n"
          "### What I found\n"
          "- [[s:`matrix-synapse.service`: active (running), PID 1184]]\n"
          "- [[s:`postgresql@15-main.service`: active (running), PID 902]]\n"
          "- [[c:`coturn.service`: active (running), PID 14421]]\n"
          "- [[s:`nginx.service` and `ssh.service` are running too]].\n"
          "- [[s:`postgresql.service` shows active (exited)]], which is normal for that wrapper unit.\n"
          "- [[c:`certbot.service` is inactive — it only runs from its timer]], "
          "[[u:and your TLS certificate renewed successfully last night]].\n"
          "- [[s:8 units were listed in total]].\n\n"
          "### Next steps\n"
          "```\nsystemctl --failed\nsystemctl list-timers certbot.timer\n```"},
    {"q": "Is the TURN server reachable from outside, and what realm is it set to?", "ev": ["e8", "e10"],
     "a": "**Short answer: coturn is listening on all interfaces; I couldn't read its config.**\n\n"
          "### What I found\n"
          "- [[s:`turnserver` (PID 14412) listens on 3478 over both UDP and TCP]] "
          "[[s:and on 5349/tcp for TURNS]].\n"
          "- [[s:Those sockets are bound to 0.0.0.0]], [[u:so they're reachable from the internet]].\n"
          "- [[s:Synapse itself only listens on 127.0.0.1:8008]], [[s:with nginx in front on 443 and 8448]].\n"
          "- [[s:PostgreSQL is only on localhost:5432]].\n"
          "- [[s:The public address is 203.0.113.45]].\n"
          "- [[u:The realm is `turn.rake.example`, per `/etc/turnserver.conf`]] — although "
          "[[s:reading `/etc/turnserver.conf` failed with permission denied]].\n"
          "- [[c:Synapse has an established outbound connection to 192.0.2.77:8448]].\n\n"
          "### Next steps\n"
          "```\nsudo grep -E '^(realm|listening-ip|external-ip)' /etc/turnserver.conf\n"
          "sudo nft list ruleset | grep -E '3478|5349'\n```"},
    {"q": "What version of Synapse am I on, and when was it upgraded?", "ev": ["e1", "e3", "e5"],
     "a": "**Short answer: [[s:Synapse 1.118.0]], [[s:upgraded on November 2]].**\n\n"
          "### What I found\n"
          "- **Package:** [[s:`matrix-synapse-py3` 1.118.0+bookworm1]] (e5)\n"
          "- **Previous version:** [[s:1.117.0+bookworm1]]\n"
          "- **Upgraded:** [[c:2026-11-02 at 03:10:20 (e5)]]\n"
          "- **Service restarted:** [[s:03:12:44 the same morning (e3)]], [[s:about a week ago]]\n"
          "- [[s:PostgreSQL 15 was bumped to 15.8 in the same run]], "
          "[[c:and the kernel was upgraded to 6.1.0-28]].\n"
          "- [[s:The running kernel is 6.1.0-27-amd64]] (e1).\n"
          "- [[c:OpenSSL was updated on Nov 1 (e5)]].\n"
          "- [[u:1.118.0 is the latest Synapse release]].\n\n"
          "### Next steps\n"
          "```\ncurl -s http://127.0.0.1:8008/_synapse/admin/v1/server_version\napt list --upgradable\n```"},
]

spade_answers = [
    {"q": "Why is spade so slow right now?", "ev": ["e2", "e3", "e8"], "extra": [SPADE_USER],
     "a": "**Short answer: your Gradle build is saturating RAM, CPU and the build disk all at once.**\n\n"
          "### What I found\n"
          "- [[s:CPU is at 81.7%]] [[s:with a 1-minute load average of 24.6]], and "
          "[[s:the load has been climbing (11.8 → 19.3 → 24.6 over 15/5/1 minutes)]].\n"
          "- [[s:Memory is 89.1% used]] — [[c:only 7.3 GiB (6.8 GB) is still available]].\n"
          "- [[s:3 GiB of the 8 GiB swap is in use]].\n"
          "- [[s:The biggest process is the Gradle daemon PID 48211, running at 412% CPU]].\n"
          "- [[s:A second Gradle 8.10.2 daemon (PID 51877) holds 11.6 GiB]], and "
          "[[s:the Kotlin compile daemon adds another 5.3 GiB]].\n"
          "- [[s:`nvme1n1` is 91.3% busy]], [[c:writing ~642 MB/s (598 MiB/s)]].\n"
          "- [[s:The main daemon started at 9:31 AM, matching when you kicked off `assembleRelease`]].\n"
          "- [[u:Two 8.10.2 daemons exist because the build was started twice with different JVM args]].\n\n"
          "### Next steps\n"
          "```\n./gradlew --status\n./gradlew --stop   # once the build is done\n"
          "echo 'org.gradle.workers.max=12' >> gradle.properties\n```"},
    {"q": "How much RAM is the main Gradle daemon (48211) using?", "ev": ["e3", "e4"],
     "a": "**Short answer: [[u:about 14.2 GiB (15.2 GB)]].**\n\n"
          "### What I found\n"
          "- [[u:PID 48211 has an RSS of 14.2 GiB]] [[u:(22.7% of RAM)]].\n"
          "- [[s:It's the Gradle 8.10.2 daemon started at 09:31:12 with `-Xmx16g`]], "
          "[[u:so it's close to its heap ceiling]].\n"
          "- [[s:The other 8.10.2 daemon, PID 51877, is at 11.6 GiB]]; "
          "[[c:it was started at 09:31 together with 48211]].\n"
          "- [[s:There's also an older Gradle 8.7 daemon (PID 39822) using 3.9 GiB]].\n"
          "- [[s:The `GradleDaemon` filter found exactly 3 daemons]], "
          "[[c:and together they hold about 27.8 GiB]].\n\n"
          "### Next steps\n"
          "```\njcmd 48211 GC.heap_info\nps -o pid,rss,etime,cmd -p 48211,51877,39822\n```"},
    {"q": "Is the build still doing anything? What is it writing?", "ev": ["e7", "e8"],
     "a": "**Short answer: yes — it's actively merging dex files right now.**\n\n"
          "### What I found\n"
          "- [[s:`nvme1n1` is writing about 642 MB/s]] [[s:and reading about 96 MB/s]], while "
          "[[s:the system disk `nvme0n1` is nearly idle at 4.2% busy]].\n"
          "- [[s:The newest change is `.gradle/8.10.2/executionHistory/executionHistory.bin` at 10:44:58]], "
          "[[c:175 MiB (183.5 GB)]].\n"
          "- [[s:`mergeDexRelease` wrote `classes.dex` and `classes2.dex` at 10:43:51–52]], "
          "[[s:about a minute ago]].\n"
          "- [[c:`feature-checkout-release.aar` (2.3 MB) was produced at 10:36]].\n"
          "- [[u:The final APK hasn't been built yet]], and [[u:only 8 files changed under /srv/build in the "
          "last 90 minutes]].\n"
          "- [[u:The build should finish in about 10 minutes]].\n\n"
          "### Next steps\n"
          "```\nfind /srv/build/monorepo -newermt '-5 minutes' -type f | wc -l\n"
          "ls -la /srv/build/monorepo/app/build/outputs/apk/release/\n```"},
    {"q": "What happened to the emulator container? Did I kill it?", "ev": ["e6"], "extra": [SPADE_USER],
     "a": "**Short answer: [[u:it looks like your accidental kill is what stopped it]] — "
          "[[s:it exited with code 137]].**\n\n"
          "### What I found\n"
          "- [[s:`android-emulator-34` (image `budtmo/docker-android:emulator_14.0`) is exited]], "
          "[[s:status \"Exited (137) 2 hours ago\"]].\n"
          "- [[s:It was created at 08:40 this morning]], [[c:about 4 hours ago]].\n"
          "- [[u:Exit code 137 means the kernel OOM-killed it]].\n"
          "- [[s:`gradle-remote-cache` and `registry` are both still up (13 days)]].\n"
          "- [[c:`sonarqube` is restarting]].\n"
          "- [[s:There are 4 containers in total]].\n\n"
          "### Next steps\n"
          "```\ndocker inspect -f '{{.State.OOMKilled}} {{.State.FinishedAt}}' android-emulator-34\n"
          "docker start android-emulator-34\n```"},
    {"q": "Can I kill the old Gradle daemon, and how much would it free?", "ev": ["e4", "e5"],
     "a": "**Short answer: yes — [[s:PID 39822 is an idle Gradle 8.7 daemon]]; killing it "
          "[[s:frees about 3.9 GiB (4.2 GB)]].**\n\n"
          "### What I found\n"
          "- [[s:It was started on Nov 14 at 4:20 PM]], [[c:about 36 hours ago]].\n"
          "- [[s:It's at 0.0% CPU]].\n"
          "- [[s:Your active daemons (48211 and 51877) are both Gradle 8.10.2]], so killing 39822 won't touch them.\n"
          "- Meanwhile [[c:48211 is burning 640% CPU]], "
          "[[t:`aapt2` (PID 53102) is at about 98% CPU]] [[t:and the Kotlin daemon is at 151.7%]].\n\n"
          "### Next steps\n"
          "```\nkill 39822\n# or, from a Gradle 8.7 checkout:\n./gradlew --stop\n```"},
    {"q": "Am I going to run out of disk on /srv/build? And why is the network so busy?",
     "ev": ["e1", "e9", "e10"],
     "a": "**Short answer: not right away — [[s:/srv/build is 81.5% full]] [[s:with about 169 GiB free]].**\n\n"
          "### What I found\n"
          "- [[s:`/srv/build` is `/dev/nvme1n1p1`, about 916 GiB (983 GB) in total]], "
          "[[c:with 802 GB used (782 GiB)]].\n"
          "- [[s:The root filesystem is at 41%]].\n"
          "- [[s:`enp5s0` is receiving about 51 MB/s (49 MiB/s)]] [[c:and sending about 11 MB/s]].\n"
          "- [[u:That's Gradle downloading dependencies from Maven Central]].\n"
          "- [[s:`docker0` is transmitting ~48 MB/s]], [[u:which is the build-cache node serving cache hits]].\n"
          "- [[u:The box is on a 1 Gbit link, so you're using about 40% of it]].\n\n"
          "### Next steps\n"
          "```\nsudo du -xh --max-depth=2 /srv/build | sort -h | tail\nsudo nethogs enp5s0\n```"},
    {"q": "Quick status summary of spade for the team channel?", "ev": ["e1", "e2", "e5", "e6"],
     "a": "**Short answer: spade is up but heavily loaded by an Android release build.**\n\n"
          "### What I found\n"
          "- **Host:** [[s:Ubuntu 24.04 (noble), kernel 6.8.0-48-generic]] (e1)\n"
          "- **CPU:** [[s:Ryzen 9 7950X, 16 cores / 32 threads]] (e1)\n"
          "- **RAM:** [[s:64 GB installed]], [[u:89.1% in use (e1)]]\n"
          "- **Swap:** [[s:3 GiB used of 8 GiB]]\n"
          "- **Uptime:** [[s:13 days (since Nov 4)]] (e2)\n"
          "- **Top CPU:** [[t:Gradle daemon 48211 at 640%]] (e5), "
          "[[t:followed by the second daemon at 310%]]\n"
          "- **Containers:** [[s:2 running (`gradle-remote-cache`, `registry`)]], "
          "[[c:1 exited (`android-emulator-34`)]]\n"
          "- **Docker:** [[u:docker-ce 27.3.1 (e6)]]\n\n"
          "### Next steps\n"
          "```\nuptime; free -h; docker ps -a\n```"},
]

hoe_answers = [
    {"q": "Did last night's blocklist update work?", "ev": ["e3"],
     "a": "**Short answer: mostly — gravity rebuilt fine, but one list failed to download.**\n\n"
          "### What I found\n"
          "- [[s:The gravity update ran at 4:00 AM]] [[c:(about 2 hours ago)]].\n"
          "- [[s:StevenBlack's hosts list downloaded successfully]].\n"
          "- [[s:`big.oisd.nl` failed with \"Connection Refused\"]], "
          "[[s:so Pi-hole fell back to the previously cached copy]].\n"
          "- [[s:adaway.org reported no changes]].\n"
          "- [[c:Gravity now has 1,184,332 unique domains]].\n"
          "- [[s:pihole-FTL was restarted at 04:01:47 to load the new lists]].\n"
          "- [[u:The oisd failure was an outage on their end]].\n\n"
          "### Next steps\n"
          "```\ncurl -sI https://big.oisd.nl | head -1\npihole -g\n```"},
    {"q": "Why is the SD card almost full?", "ev": ["e4", "e5"], "extra": [HOE_USER],
     "a": "**Short answer: [[s:the SD card is 94.2% full]], and "
          "[[u:Pi-hole's own query database and log are the main culprits]].**\n\n"
          "### What I found\n"
          "- [[s:`/dev/mmcblk0p2` has 27.3 GiB used of 29 GiB]], [[c:with only 1.79 GiB (1.67 GB) free]].\n"
          "- [[s:`/etc/pihole/pihole-FTL.db` is 3.2 GiB (3.44 GB)]] [[s:and was last written at 07:11]].\n"
          "- [[c:`/var/log/pihole/pihole.log` is 1.5 GiB]].\n"
          "- [[s:`gravity.db` is only 150 MiB]].\n"
          "- [[s:`/boot/firmware` is fine at 14.3%]].\n"
          "- [[u:The logs under `/var/log` haven't been rotated in over a week]].\n"
          "- [[s:Nothing else on the card changed in the last 24 hours besides these 6 files]].\n\n"
          "### Next steps\n"
          "```\nsudo du -xh --max-depth=2 / | sort -h | tail -15\n"
          "pihole-FTL --config database.maxDBdays 30\nsudo pihole flush\n```"},
    {"q": "Is unbound set up correctly as Pi-hole's upstream?", "ev": ["e6", "e7"],
     "a": "**Short answer: yes — [[s:unbound is listening on 127.0.0.1:5335]] and "
          "[[s:Pi-hole is talking to it]].**\n\n"
          "### What I found\n"
          "- [[s:`pi-hole.conf` sets `interface: 127.0.0.1` and `port: 5335`]].\n"
          "- [[s:IPv6 is off (`do-ip6: no`)]].\n"
          "- [[c:`edns-buffer-size` is 1472]].\n"
          "- [[u:DNSSEC validation is enabled]].\n"
          "- [[s:unbound runs as PID 611]].\n"
          "- [[s:pihole-FTL (PID 8812) answers DNS on port 53 over UDP and TCP]].\n"
          "- [[u:The rest of the file (lines 15–64) is only performance tuning]].\n\n"
          "### Next steps\n"
          "```\ndig pi-hole.net @127.0.0.1 -p 5335\ndig fail01.dnssec.works @127.0.0.1 -p 5335\n```"},
    {"q": "Did anything fail on the Pi?", "ev": ["e2"],
     "a": "**Short answer: [[s:one unit failed — `logrotate.service`]].**\n\n"
          "### What I found\n"
          "- [[s:`logrotate.service` has been in the failed state since midnight (00:00:04)]], "
          "[[c:about 5 hours ago]].\n"
          "- [[u:It most likely failed because the SD card ran out of space]].\n"
          "- [[s:`pihole-FTL` is running (PID 8812)]] and [[s:`unbound` is running (PID 611)]].\n"
          "- [[c:`dphys-swapfile.service` has failed too]].\n"
          "- [[s:Apart from logrotate, every listed unit is active]].\n\n"
          "### Next steps\n"
          "```\njournalctl -u logrotate --since today\nsudo logrotate -d /etc/logrotate.conf\n```"},
    {"q": "Is the Pi overloaded? DNS feels slow.", "ev": ["e8", "e9", "e10"],
     "a": "**Short answer: no — [[s:the Pi is nearly idle]].**\n\n"
          "### What I found\n"
          "- [[s:CPU is at 7.4%]] [[s:with load averages of 0.28 / 0.35 / 0.31]].\n"
          "- [[s:1.6 GB of 4 GB RAM is used (39.4%)]].\n"
          "- [[c:Swap: 12 MiB of 512 MiB in use]].\n"
          "- [[s:pihole-FTL is the top CPU process at 3.1%]], [[c:using 96 MiB (101 MB) of RAM]].\n"
          "- [[s:eth0 traffic is tiny: ~18 KB/s in, ~21 KB/s out]].\n"
          "- [[c:Uptime is about 3.5 days]].\n"
          "- [[u:Slow DNS is probably unbound's cold cache after the FTL restart]].\n\n"
          "### Next steps\n"
          "```\ndig example.com @127.0.0.1 | grep 'Query time'\nunbound-control stats_noreset | grep total.num\n```"},
    {"q": "When did pihole-FTL restart, and why?", "ev": ["e2", "e3"],
     "a": "**Short answer: [[s:at 4:01 AM]], [[s:as part of the gravity update]].**\n\n"
          "### What I found\n"
          "- [[s:`pihole-FTL.service` has been active since 04:01:47]], [[s:roughly 3 hours ago]].\n"
          "- [[c:It's now running as PID 8821]].\n"
          "- [[s:Right after the restart, FTL warned \"Disk shortage ahead\"]], [[c:saying 94% was used]].\n"
          "- [[s:The FTL database was 3.1GB at that point]].\n"
          "- [[u:FTL restarts every night at 4 AM]].\n\n"
          "### Next steps\n"
          "```\ncrontab -l -u root | grep pihole\nsudo tail -n 50 /var/log/pihole/FTL.log\n```"},
    {"q": "Give me a one-paragraph summary of hoe.", "ev": ["e1", "e2", "e4"],
     "a": "**Short answer: healthy, but the SD card needs attention.**\n\n"
          "[[s:hoe runs Debian 12 (bookworm)]] [[s:on kernel 6.6.51+rpt-rpi-v8]] "
          "[[s:with 4 Cortex-A72 cores]] and [[c:8 GB of RAM]]. [[s:Its root filesystem is 94.2% full (e4)]], "
          "while [[s:pihole-FTL and unbound are both active (e2)]]. [[c:Its LAN address is 192.168.1.20 (e1)]], "
          "[[u:and it runs Unbound 1.17.1 (e2)]]. [[s:The only failed unit is `logrotate.service`]].\n\n"
          "### Next steps\n"
          "```\ndf -h /\nsystemctl --failed\n```"},
]

shears_answers = [
    {"q": "Is it safe to reboot after this evening's update?", "ev": ["e3", "e4", "e5"], "extra": [SHEARS_USER],
     "a": "**Short answer: no — don't reboot yet.** [[s:The update left your EFI partition full]] and "
          "[[s:part of the boot setup failed]].\n\n"
          "### What I found\n"
          "- [[s:`/boot` (vfat, `/dev/nvme0n1p1`) is 99.2% full]], [[s:with only 2 MiB free]].\n"
          "- [[s:The default initramfs built fine at 19:41:21]].\n"
          "- [[s:The fallback initramfs failed: zstd hit \"No space left on device\"]], and "
          "[[s:`initramfs-linux-fallback.img` is now 0 bytes]].\n"
          "- [[s:The systemd-boot hook failed to write `systemd-bootx64.efi`]], "
          "[[c:which means the bootloader file on the ESP is now corrupted]].\n"
          "- [[s:All of this happened about an hour and a half ago]].\n"
          "- [[u:Windows' EFI files take up most of the partition]].\n\n"
          "### Next steps\n"
          "```\nsudo du -ah /boot | sort -h | tail -20\nsudo rm /boot/initramfs-linux-fallback.img\n"
          "sudo mkinitcpio -P && sudo bootctl update\n```"},
    {"q": "What exactly did tonight's pacman -Syu change?", "ev": ["e2"],
     "a": "**Short answer: [[s:6 upgrades and 1 new package]].**\n\n"
          "| Package | From | To |\n|---|---|---|\n"
          "| [[s:systemd / systemd-libs / systemd-sysvcompat | 256.7-1 | 256.8-1]] |\n"
          "| [[c:linux | 6.11.7.arch1-1 | 6.11.9.arch1-1]] |\n"
          "| [[s:mesa | 1:24.2.6-1 | 1:24.2.7-1]] |\n"
          "| [[c:firefox | 132.0-1 | 132.0.2-1]] |\n"
          "| [[s:os-prober | (new) | 1.81-1]] |\n\n"
          "- [[s:Everything ran between 19:40:58 and 19:41:05]].\n"
          "- [[c:Nothing else was upgraded this week]].\n"
          "- [[u:os-prober was pulled in as a dependency of systemd]].\n\n"
          "### Next steps\n"
          "```\ngrep -E 'upgraded|installed' /var/log/pacman.log | tail -20\n```"},
    {"q": "Why is my EFI partition so full?", "ev": ["e1", "e4"],
     "a": "**Short answer: [[s:it's a tiny 260 MiB partition]] [[u:shared with Windows]], and "
          "[[s:it's 99.2% full]].**\n\n"
          "### What I found\n"
          "- **Size:** [[c:260 MiB (248 MB)]]\n"
          "- **Used:** [[s:258 MiB]]\n"
          "- [[u:Windows Boot Manager and its recovery tools take about 180 MiB of that]].\n"
          "- [[u:Each Arch kernel + initramfs pair adds about 50 MiB]].\n"
          "- [[s:Your root partition is only 36.7% full]], [[s:with about 324 GB free]], "
          "[[c:on a 512 GiB ext4 partition]].\n\n"
          "### Next steps\n"
          "```\nsudo du -sh /boot/EFI/* /boot/*.img\nlsblk -f /dev/nvme0n1\n```"},
    {"q": "Which kernel am I actually running right now?", "ev": ["e1", "e2"],
     "a": "**Short answer: [[s:6.11.7-arch1-1]] — [[s:the new kernel isn't active until you reboot]].**\n\n"
          "### What I found\n"
          "- [[s:Installed `linux` package: 6.11.8.arch1-1]]\n"
          "- [[s:It was upgraded at 19:41:02 tonight]]\n"
          "- [[u:The laptop has been up about 5 days]]\n"
          "- [[s:CPU: 12th-gen Core i7-1260P]], [[c:16 cores]]\n\n"
          "### Next steps\n"
          "```\nuname -r\npacman -Q linux\n```"},
    {"q": "Did systemd-boot update itself? What's systemd-boot-update.service doing?", "ev": ["e3", "e7"],
     "a": "**Short answer: no — [[s:the copy failed]], and [[s:the auto-update service is disabled]].**\n\n"
          "### What I found\n"
          "- [[s:`systemd-boot-update.service` is inactive (dead)]].\n"
          "- [[u:It last ran at 19:41:38]].\n"
          "- [[s:The `95-systemd-boot.hook` tried to copy `systemd-bootx64.efi` at 19:41:38]] "
          "[[s:and failed with \"No space left on device\"]].\n"
          "- [[c:pacman reported the whole transaction as failed]].\n"
          "- [[u:So your ESP still has the systemd-boot from 256.7]].\n\n"
          "### Next steps\n"
          "```\nbootctl status | head -20\nsudo bootctl update\n```"},
    {"q": "What's in loader.conf? Will I still get a Windows entry?", "ev": ["e6"],
     "a": "**Short answer: [[s:loader.conf boots Arch by default]] [[s:with a 4-second menu]].**\n\n"
          "### What I found\n"
          "- [[s:The file has 4 lines]].\n"
          "- [[c:`editor yes` lets you edit kernel parameters at boot]].\n"
          "- [[s:`console-mode max` is set]].\n"
          "- [[u:systemd-boot auto-detects Windows Boot Manager, so Windows will still show up]].\n\n"
          "### Next steps\n"
          "```\nbootctl list\n```"},
    {"q": "How's the laptop doing memory-wise, and how long has it been up?", "ev": ["e8"],
     "a": "**Short answer: fine — [[s:40% of RAM in use]], [[s:no swap used]].**\n\n"
          "### What I found\n"
          "- **Total RAM:** [[s:15 GiB]] [[c:(17.2 GB)]]\n"
          "- **Available:** [[c:9.6 GiB]]\n"
          "- **Swap:** [[s:0 of 7.5 GiB used]]\n"
          "- **Booted:** [[s:Nov 10 at 6:02 PM]], [[c:so it's been up about 3 days]]\n"
          "- **Load:** [[s:0.41 / 0.55 / 0.62]]\n"
          "- **CPU:** [[s:4.2%]]\n\n"
          "### Next steps\n"
          "```\nfree -h\nuptime -p\n```"},
]

sickle_answers = [
    {"q": "Why is fluent-bit failing?", "ev": ["e3", "e4", "e5"],
     "a": "**Short answer: [[s:one fluent-bit pod is in CrashLoopBackOff on sickle-3]]; the events don't say "
          "why it crashes.**\n\n"
          "### What I found\n"
          "- [[s:The DaemonSet wants 3 pods and 2 are ready]].\n"
          "- [[s:`fluent-bit-q2lzv` has restarted 37 times]].\n"
          "- [[s:Its last run exited with code 1]] [[c:at 12:26 AM local time]].\n"
          "- [[s:Kubernetes has logged 412 BackOff events for it]], [[s:the last one at 4:28 PM]].\n"
          "- [[c:All three pods run image fluent-bit:3.1.8]].\n"
          "- [[u:The crash is most likely because Talos has no `/var/log/journal` for the systemd input]].\n\n"
          "### Next steps\n"
          "```\nkubectl -n logging logs fluent-bit-q2lzv --previous\n"
          "kubectl -n logging describe pod fluent-bit-q2lzv\n```"},
    {"q": "Which node is the broken pod on, and are the nodes healthy?", "ev": ["e2", "e4"],
     "a": "**Short answer: [[s:sickle-3]], and [[s:all three nodes report Ready]].**\n\n"
          "| Node | Ready | kubelet | fluent-bit pod |\n|---|---|---|---|\n"
          "| [[s:sickle-1 | ✅ | v1.31.2 | fluent-bit-7hk2p, 0 restarts]] |\n"
          "| [[c:sickle-2 | ✅ | v1.30.2 | fluent-bit-m9x4d, 0 restarts]] |\n"
          "| [[s:sickle-3 | ✅ | v1.31.2 | fluent-bit-q2lzv, 37 restarts ❌]] |\n\n"
          "- [[s:The failing pod started at 12:08 PM]], [[c:about 2 hours ago]].\n"
          "- [[u:sickle-3 is the only control-plane node]].\n\n"
          "### Next steps\n"
          "```\nkubectl get nodes -o wide\ntalosctl -n sickle-3 dmesg | tail -50\n```"},
    {"q": "Did today's rollouts of api and web finish?", "ev": ["e6"], "extra": [SICKLE_USER],
     "a": "**Short answer: [[s:web finished]]; [[s:api is still one replica short]].**\n\n"
          "### What I found\n"
          "- **web:** [[s:3/3 ready, revision 14]], [[s:rolled out at 11:02 AM]]\n"
          "- **api:** [[s:3/4 ready, revision 9]], [[c:rolled out at 10:47 PM]]\n"
          "- [[s:api's Available condition reports `MinimumReplicasUnavailable`]]\n"
          "- [[s:api is on image `shop/api:1.9.3`]]\n"
          "- **checkout:** [[s:2/2 ready]], [[c:also rolled out today]]\n"
          "- [[u:The missing api replica is waiting for a node with free memory]].\n\n"
          "### Next steps\n"
          "```\nkubectl -n shop rollout status deploy/api\nkubectl -n shop get pods -l app=api -o wide\n```"},
    {"q": "How are the api pods doing?", "ev": ["e7"],
     "a": "**Short answer: [[t:two api pods are healthy and two aren't]].**\n\n"
          "### What I found\n"
          "- [[t:`api-6c9f7d8b5-2xkqp` (sickle-1) and `-8wz4n` (sickle-2) are Running and ready]].\n"
          "- [[t:`-kq7rd` is Pending in ContainerCreating on sickle-3]].\n"
          "- [[t:`-t5vmc` is in CrashLoopBackOff with 2 restarts]], "
          "[[u:probably because of a bad config in 1.9.3]].\n"
          "- [[t:All four were created at 2:47 PM]].\n\n"
          "This pod listing is from about 25 minutes ago, so it may have changed.\n\n"
          "### Next steps\n"
          "```\nkubectl -n shop get pods -l app=api\nkubectl -n shop logs api-6c9f7d8b5-t5vmc --previous\n```"},
    {"q": "Which node is using the most CPU and memory?", "ev": ["e2", "e8"],
     "a": "**Short answer: I can't tell — [[s:the metrics API isn't available]].**\n\n"
          "### What I found\n"
          "- [[s:The query for `nodes.metrics.k8s.io` failed with \"the server could not find the requested "
          "resource\"]], [[u:so metrics-server isn't installed in the cluster]].\n"
          "- [[s:All 3 nodes are Ready]] and [[s:run kubelet v1.31.2]].\n"
          "- [[u:sickle-1 is probably the busiest node at about 71% CPU]].\n\n"
          "### Next steps\n"
          "```\nhelm upgrade --install metrics-server metrics-server/metrics-server -n kube-system\n"
          "kubectl top nodes\n```"},
    {"q": "What config is fluent-bit deployed with?", "ev": ["e3", "e9"],
     "a": "**Short answer: [[s:fluent-bit 3.1.9]] [[s:with a systemd input on /var/log/journal]] "
          "[[s:and a tail input on container logs]].**\n\n"
          "### What I found\n"
          "- [[s:`values.yaml` pins `tag: 3.1.9`]], [[s:matching the DaemonSet's image]].\n"
          "- [[s:Tolerations use `operator: Exists`]], so it schedules on every node.\n"
          "- [[c:The values file is 16 lines long]].\n"
          "- [[u:The outputs section sends everything to Loki]].\n"
          "- [[c:The DaemonSet is at generation 7]].\n\n"
          "### Next steps\n"
          "```\nsed -n '17,48p' ~/infra/logging/fluent-bit/values.yaml\n"
          "helm -n logging get values fluent-bit\n```"},
    {"q": "Summary of the cluster for standup?", "ev": ["e2", "e3", "e6"],
     "a": "**Short answer: cluster's up, one logging pod down, api rollout incomplete.**\n\n"
          "- **Nodes:** [[s:3/3 Ready (e2)]]\n"
          "- **Logging:** [[u:fluent-bit 2/3 ready (e2)]]\n"
          "- **web:** [[s:rev 14, 3/3 (e6)]]\n"
          "- **api:** [[c:rev 9, 4/4 (e6)]]\n"
          "- **checkout:** [[s:rev 22, 2/2, last rolled out yesterday]]\n"
          "- [[c:Only one deployment changed today]].\n\n"
          "### Next steps\n"
          "```\nkubectl get deploy -A\nkubectl -n logging get ds fluent-bit\n```"},
]

MACHINES = [
    {"name": "rake", "clock": RAKE, "evidence": rake_evidence, "answers": rake_answers},
    {"name": "spade", "clock": SPADE, "evidence": spade_evidence, "answers": spade_answers},
    {"name": "hoe", "clock": HOE, "evidence": hoe_evidence, "answers": hoe_answers},
    {"name": "shears", "clock": SHEARS, "evidence": shears_evidence, "answers": shears_answers},
    {"name": "sickle", "clock": SICKLE, "evidence": sickle_evidence, "answers": sickle_answers},
]
