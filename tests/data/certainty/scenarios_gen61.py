"""61st generation (written blind, in the style of qwen2.5 14B / mistral-nemo 12B answers).

Five machines named after cheeses. Answers are well organised Markdown: headings, tables with several
columns (some with status emoji), inline code for names, confident figures copied from the evidence with
occasional slips (swapped digits, GB written as GiB, the neighbouring row's value), explanations of causes
and cross-references between two readings or two tools.

brie (Ubuntu 22.04, Europe/Paris) is a MariaDB + Redis web backend: steady state (RAM 62.6 GiB, md RAID,
sudo/adm groups), a fresh and a 31-minute-old linux_system_info, processes sorted by memory (mariadbd
36 GiB, redis-server 6.4 GiB), every service (prometheus-mysqld-exporter failed, redis active since 15:58),
listeners (MariaDB on the LAN address, Redis on localhost) and connections, disk usage (/var/lib/mysql on
XFS, 73%), the redis-server journal (two SIGKILLs, restart counter at 2) and a week of dpkg history (MariaDB
10.6.18 → 10.6.21, a new 5.15.0-134 kernel not yet booted).

gouda (Debian 12, America/New_York) is a Jenkins/GitLab CI host: a complete container listing of 11
(8 running, sonarqube restarting with 137, two exited), processes sorted by CPU (two CI job builds on top),
system info, disk usage (/var/lib/docker at 87.3% on nvme1n1), a docker.service journal with SonarQube's
vm.max_map_count bootstrap failure, package history (Docker stack before the last boot, a kernel after it) and
groups (docker: ci, gitlab-runner, deploy; sudo: ops).

feta (Proxmox VE 8 on Debian 12, Europe/Berlin) is a virtualization host with 251.6 GiB of RAM: a fresh and
a 15-minute-old system info, kvm processes by memory (VMIDs in the cmdlines), ZFS datasets on rpool and
tank (tank's datasets share 1.69 TB free), PVE services (pveproxy restarted this morning, corosync dead),
listeners (8006, 3128, 85 on localhost, 25, 111, 22), tonight's vzdump job (VM 104 failed on fsfreeze) and
the upgrade of pve-manager / pve-qemu-kvm / zfs and a new kernel on Jan 29.

stilton (Arch Linux, America/Los_Angeles) is a gaming desktop: steady state whose packages source is stale
(installed versions are from before the Jan 29 upgrade), system info, processes by memory (the game's
truncated comm name, 14.2 GiB), disk usage (/mnt/games at 89.4%), a pacman history, an amdgpu ring timeout
and GPU reset in the journal, and a 7-minute-old network listing (stale).

gruyere (Ubuntu 24.04, Asia/Tokyo) is a kubeadm cluster's control plane: nodes (w3 NotReady on v1.30.8 and
Ubuntu 22.04), pods in every namespace (checkout in CrashLoopBackOff with 27 restarts, redis-cart-0 Pending
on w3), a 45-minute-old pod listing of shop (19 restarts then), Services (two NodePort), deployments, the
node's system info and listeners, and the kubeadm/kubelet/kubectl upgrade of Mar 31.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------- brie: MariaDB + Redis web backend
BRIE = Clock("2026-03-14T16:40:00+01:00")
BRIE_MEM = 67_234_222_080
brie_steady = steady(
    "e1", BRIE, age=2400, hostname="brie", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
    kernel="5.15.0-131-generic", cpu_model="Intel(R) Xeon(R) E-2288G CPU @ 3.70GHz", cpu_cores=8, cpu_threads=16,
    memory_total_bytes=BRIE_MEM,
    disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 105_089_261_568},
           {"device": "/dev/md1", "mountpoint": "/var/lib/mysql", "fstype": "xfs", "total_bytes": 1_919_850_381_312}],
    network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:7a:10", "addresses": ["10.20.0.11/24"], "is_up": True},
                        {"name": "eno2", "mac": "3c:ec:ef:41:7a:11", "addresses": [], "is_up": False}],
    dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
    installed_packages={"mariadb-server": "1:10.6.21-0ubuntu0.22.04.2", "redis-server": "5:6.0.16-1ubuntu1.1",
                        "nginx": "1.18.0-6ubuntu14.6", "php8.1-fpm": "8.1.2-1ubuntu2.20",
                        "linux-image-5.15.0-131-generic": "5.15.0-131.141",
                        "linux-image-5.15.0-134-generic": "5.15.0-134.145", "openssl": "3.0.2-0ubuntu1.19"},
    available_services=["mariadb.service", "redis-server.service", "nginx.service", "php8.1-fpm.service",
                        "ssh.service", "cron.service", "prometheus-node-exporter.service",
                        "prometheus-mysqld-exporter.service"],
    users=[{"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
           {"name": "mysql", "uid": 113, "gid": 119, "home": "/nonexistent", "shell": "/bin/false"},
           {"name": "redis", "uid": 114, "gid": 120, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]}, {"name": "adm", "gid": 4, "members": ["syslog", "deploy"]},
            {"name": "www-data", "gid": 33, "members": []}],
)
brie_sys = item("e2", "linux_system_info", system_info(23.4, [3.12, 2.87, 2.41], 1_987_200,
                "2026-02-19T08:40:00+01:00", BRIE_MEM, 14_872_000_000, 4 * GiB, 1_288_490_188), BRIE, age=40)
brie_sys_old = item("e3", "linux_system_info", system_info(9.8, [1.04, 1.22, 1.35], 1_985_400,
                    "2026-02-19T08:40:00+01:00", BRIE_MEM, 19_640_000_000, 4 * GiB, 1_073_741_824), BRIE, age=1860)
brie_procs = item("e4", "linux_processes", processes(287, BRIE_MEM, [
    (1342, "mariadbd", "mysql", 41.2, 38_654_705_664, "2026-02-19T08:12:44+01:00", "/usr/sbin/mariadbd"),
    (24817, "redis-server", "redis", 3.1, 6_871_947_674, "2026-03-14T15:58:10+01:00", "/usr/bin/redis-server 127.0.0.1:6379"),
    (2210, "php-fpm8.1", "www-data", 2.4, 412_000_000, "2026-03-14T06:25:01+01:00", "php-fpm: pool www"),
    (2211, "php-fpm8.1", "www-data", 1.9, 398_000_000, "2026-03-14T06:25:01+01:00", "php-fpm: pool www"),
    (1190, "nginx", "www-data", 0.6, 88_000_000, "2026-02-19T08:12:40+01:00", "nginx: worker process"),
    (987, "prometheus-node", "prometheus", 0.2, 31_000_000, "2026-02-19T08:12:31+01:00", "/usr/bin/prometheus-node-exporter"),
]), BRIE, age=35, args={"sort": "memory", "limit": 6})
brie_svcs = item("e5", "linux_service_status", {"units": [
    unit("prometheus-mysqld-exporter.service", "failed", "failed", desc="Prometheus exporter for MySQL server"),
    unit("cron.service", "active", "running", pid=801, since="2026-02-19T08:12:30+01:00", desc="Regular background program processing daemon"),
    unit("mariadb.service", "active", "running", pid=1342, since="2026-02-19T08:12:44+01:00", desc="MariaDB database server"),
    unit("nginx.service", "active", "running", pid=1188, since="2026-02-19T08:12:40+01:00", desc="A high performance web server and a reverse proxy server"),
    unit("php8.1-fpm.service", "active", "running", pid=2198, since="2026-03-14T06:25:01+01:00", desc="The PHP 8.1 FastCGI Process Manager"),
    unit("prometheus-node-exporter.service", "active", "running", pid=987, since="2026-02-19T08:12:31+01:00", desc="Prometheus exporter for machine metrics"),
    unit("redis-server.service", "active", "running", pid=24817, since="2026-03-14T15:58:10+01:00", desc="Advanced key-value store"),
    unit("ssh.service", "active", "running", pid=905, since="2026-02-19T08:12:33+01:00", desc="OpenBSD Secure Shell server"),
]}, BRIE, age=30)
brie_net = item("e6", "linux_network_info", {
    "interfaces": brie_steady["data"]["network_interfaces"],
    "listening": [listener(22, "0.0.0.0", 905, "sshd"), listener(80, "0.0.0.0", 1188, "nginx"),
                  listener(443, "0.0.0.0", 1188, "nginx"), listener(3306, "10.20.0.11", 1342, "mariadbd"),
                  listener(6379, "127.0.0.1", 24817, "redis-server"), listener(9100, "::", 987, "prometheus-node")],
    "connections": [connection("10.20.0.11:3306", "10.20.0.21:51544", 1342, "mariadbd"),
                    connection("10.20.0.11:3306", "10.20.0.21:51560", 1342, "mariadbd"),
                    connection("10.20.0.11:3306", "10.20.0.22:40112", 1342, "mariadbd"),
                    connection("10.20.0.11:22", "10.20.0.250:60122", 30551, "sshd"),
                    connection("10.20.0.11:9100", "10.20.0.40:48810", 987, "prometheus-node")],
}, BRIE, age=25)
brie_disk = item("e7", "linux_disk_usage", {"filesystems": [
    fs("/dev/md0", "/", "ext4", 105_089_261_568, 41_234_000_000),
    fs("/dev/md1", "/var/lib/mysql", "xfs", 1_919_850_381_312, 1_402_000_000_000),
    fs("/dev/sda1", "/boot/efi", "vfat", 535_805_952, 6_300_000),
]}, BRIE, age=50)
brie_logs = item("e8", "linux_recent_logs", {"source": "journal", "unit": "redis-server.service", "entries": [
    log_entry("2026-03-14T15:49:02+01:00", "redis-server.service", "warning", "WARNING overcommit_memory is set to 0! Background save may fail under low memory condition."),
    log_entry("2026-03-14T15:52:17+01:00", "redis-server.service", "err", "redis-server.service: Main process exited, code=killed, status=9/KILL"),
    log_entry("2026-03-14T15:52:17+01:00", "redis-server.service", "warning", "redis-server.service: Failed with result 'signal'."),
    log_entry("2026-03-14T15:52:20+01:00", "redis-server.service", "info", "redis-server.service: Scheduled restart job, restart counter is at 1."),
    log_entry("2026-03-14T15:52:20+01:00", "redis-server.service", "info", "Started Advanced key-value store."),
    log_entry("2026-03-14T15:58:07+01:00", "redis-server.service", "err", "redis-server.service: Main process exited, code=killed, status=9/KILL"),
    log_entry("2026-03-14T15:58:10+01:00", "redis-server.service", "info", "redis-server.service: Scheduled restart job, restart counter is at 2."),
    log_entry("2026-03-14T15:58:10+01:00", "redis-server.service", "info", "Started Advanced key-value store."),
    log_entry("2026-03-14T15:58:11+01:00", "redis-server.service", "notice", "DB loaded from disk: 41.873 seconds"),
]}, BRIE, age=45, args={"unit": "redis-server", "since_minutes": 120})
brie_pkgs = item("e9", "linux_package_history", {"events": [
    package_event("2026-03-11T06:31:12+01:00", "upgrade", "mariadb-server", "1:10.6.18-0ubuntu0.22.04.1", "1:10.6.21-0ubuntu0.22.04.2"),
    package_event("2026-03-11T06:31:15+01:00", "upgrade", "mariadb-client", "1:10.6.18-0ubuntu0.22.04.1", "1:10.6.21-0ubuntu0.22.04.2"),
    package_event("2026-03-12T06:28:40+01:00", "upgrade", "openssl", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
    package_event("2026-03-12T06:28:44+01:00", "upgrade", "redis-server", "5:6.0.16-1ubuntu1", "5:6.0.16-1ubuntu1.1"),
    package_event("2026-03-13T06:30:02+01:00", "install", "linux-image-5.15.0-134-generic", None, "5.15.0-134.145"),
    package_event("2026-03-13T06:30:09+01:00", "upgrade", "linux-firmware", "20220329.git681281e4-0ubuntu3.36", "20220329.git681281e4-0ubuntu3.37"),
]}, BRIE, age=60, args={"since_days": 7})

# ---------------------------------------------------------------- gouda: Jenkins + GitLab CI container host
GOUDA = Clock("2026-01-20T09:15:00-05:00")
GOUDA_MEM = 134_955_327_488
gouda_steady = steady(
    "e1", GOUDA, age=3000, hostname="gouda", domain="ci.internal", os_name="Debian GNU/Linux", os_version="12",
    os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16,
    cpu_threads=32, memory_total_bytes=GOUDA_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
           {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "ext4", "total_bytes": 1_000_203_087_872}],
    network_interfaces=[{"name": "enp65s0", "mac": "b4:2e:99:0c:51:a2", "addresses": ["172.16.8.30/22"], "is_up": True},
                        {"name": "docker0", "mac": "02:42:5e:1a:0b:77", "addresses": ["172.17.0.1/16"], "is_up": True}],
    dns_servers=["172.16.8.1"], default_gateway="172.16.8.1",
    installed_packages={"docker-ce": "5:27.4.1-1~debian.12~bookworm", "containerd.io": "1.7.25-1",
                        "docker-buildx-plugin": "0.19.3-1~debian.12~bookworm", "openssh-server": "1:9.2p1-2+deb12u3"},
    available_services=["docker.service", "containerd.service", "ssh.service", "cron.service"],
    users=[{"name": "ci", "uid": 1000, "gid": 1000, "home": "/home/ci", "shell": "/bin/bash"},
           {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"},
           {"name": "ops", "uid": 1002, "gid": 1002, "home": "/home/ops", "shell": "/usr/bin/zsh"},
           {"name": "gitlab-runner", "uid": 997, "gid": 997, "home": "/home/gitlab-runner", "shell": "/bin/bash"}],
    groups=[{"name": "docker", "gid": 999, "members": ["ci", "gitlab-runner", "deploy"]},
            {"name": "sudo", "gid": 27, "members": ["ops"]},
            {"name": "adm", "gid": 4, "members": ["ops", "ci"]},
            {"name": "systemd-journal", "gid": 101, "members": ["ops"]}],
)
gouda_boxes = item("e2", "linux_containers", {"runtime": "docker", "containers": [
    box("a41c9e0f77d2", "gitlab", "gitlab/gitlab-ce:17.6.2-ce.0", "running", "Up 9 days (healthy)", "2026-01-11T07:02:18-05:00",
        ["0.0.0.0:8929->80/tcp", "0.0.0.0:2224->22/tcp"]),
    box("7be0d3a95c11", "jenkins", "jenkins/jenkins:2.479.2-lts-jdk17", "running", "Up 9 days", "2026-01-11T07:03:40-05:00",
        ["0.0.0.0:8080->8080/tcp", "0.0.0.0:50000->50000/tcp"]),
    box("c9f20e4b1a88", "gitlab-runner", "gitlab/gitlab-runner:v17.6.0", "running", "Up 9 days", "2026-01-11T07:04:02-05:00"),
    box("5d1e6a7c3f09", "registry", "registry:2.8.3", "running", "Up 9 days", "2026-01-11T07:01:55-05:00", ["0.0.0.0:5000->5000/tcp"]),
    box("e8a2b4c61d30", "sonarqube", "sonarqube:10.7-community", "restarting", "Restarting (137) 12 seconds ago",
        "2026-01-11T07:05:10-05:00", []),
    box("0f6c1d2e9b44", "postgres-sonar", "postgres:15.10", "running", "Up 9 days", "2026-01-11T07:05:01-05:00", ["5432/tcp"]),
    box("91d7f3c2a6e5", "runner-kx7fq2-project-4412-concurrent-0", "node:20-bookworm", "running", "Up 3 minutes",
        "2026-01-20T09:11:48-05:00"),
    box("3ab8e1f04c72", "runner-kx7fq2-project-4398-concurrent-1", "maven:3.9-eclipse-temurin-21", "running",
        "Up 11 minutes", "2026-01-20T09:03:30-05:00"),
    box("f2c4a9b8d013", "jenkins-agent-1", "jenkins/inbound-agent:3261.v9c670a_4748a_9-1-jdk17", "exited",
        "Exited (0) 2 hours ago", "2026-01-19T16:40:12-05:00"),
    box("6e9d0b7a2c51", "buildkitd", "moby/buildkit:v0.18.1", "running", "Up 9 days", "2026-01-11T07:06:33-05:00"),
    box("b7c3e5f9a210", "nexus", "sonatype/nexus3:3.75.0", "exited", "Exited (255) 3 days ago", "2026-01-11T07:05:44-05:00",
        ["0.0.0.0:8081->8081/tcp"]),
]}, GOUDA, age=30, args={"all": True})
gouda_procs = item("e3", "linux_processes", processes(612, GOUDA_MEM, [
    (88213, "node", "root", 187.0, 3_113_851_290, "2026-01-20T09:11:50-05:00", "node /builds/web/frontend/node_modules/.bin/vite build"),
    (88102, "java", "root", 143.5, 3_650_722_201, "2026-01-20T09:03:33-05:00", "java -classpath /usr/share/maven/boot/plexus-classworlds-2.8.0.jar org.codehaus.plexus.classworlds.launcher.Launcher -B verify"),
    (4121, "java", "ci", 38.2, 6_549_825_126, "2026-01-11T07:03:42-05:00", "java -Duser.home=/var/jenkins_home -jar /usr/share/jenkins/jenkins.war"),
    (5560, "puma", "998", 21.7, 2_040_109_465, "2026-01-11T07:03:10-05:00", "puma 6.4.3 (unix:///var/opt/gitlab/gitlab-rails/sockets/gitlab.socket) [gitlab-puma-worker]"),
    (5712, "sidekiq", "998", 12.4, 1_717_986_918, "2026-01-11T07:03:12-05:00", "sidekiq 7.2.4 queues:default,mailers [0 of 20 busy]"),
    (3301, "buildkitd", "root", 9.8, 429_496_730, "2026-01-11T07:06:35-05:00", "buildkitd --addr tcp://0.0.0.0:1234"),
    (2980, "dockerd", "root", 4.1, 214_748_365, "2026-01-11T07:00:41-05:00", "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
    (5401, "postgres", "996", 3.0, 536_870_912, "2026-01-11T07:02:50-05:00", "postgres: gitlab gitlabhq_production [local] idle"),
]), GOUDA, age=40, args={"sort": "cpu", "limit": 8})
gouda_sys = item("e4", "linux_system_info", system_info(41.7, [13.41, 10.92, 8.37], 785_730, "2026-01-11T06:59:30-05:00",
                 GOUDA_MEM, 71_350_000_000, 8 * GiB, 0), GOUDA, age=35)
gouda_disk = item("e5", "linux_disk_usage", {"filesystems": [
    fs("/dev/nvme0n1p2", "/", "ext4", 250_375_106_560, 61_700_000_000),
    fs("/dev/nvme1n1", "/var/lib/docker", "ext4", 1_000_203_087_872, 873_400_000_000),
    fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_805_952, 5_900_000),
]}, GOUDA, age=45)
gouda_logs = item("e6", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
    log_entry("2026-01-20T09:12:31-05:00", "docker.service", "info", "sonarqube: ERROR: [1] bootstrap checks failed. You must address the points described in the following [1] lines before starting Elasticsearch."),
    log_entry("2026-01-20T09:12:31-05:00", "docker.service", "info", "sonarqube: bootstrap check failure [1] of [1]: max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]"),
    log_entry("2026-01-20T09:12:33-05:00", "docker.service", "info", "sonarqube: 2026.01.20 14:12:33 WARN  app[][o.s.a.SchedulerImpl] Process[es] has been shut down, exit code 78"),
    log_entry("2026-01-20T09:13:58-05:00", "docker.service", "info", "sonarqube: bootstrap check failure [1] of [1]: max virtual memory areas vm.max_map_count [65530] is too low, increase to at least [262144]"),
    log_entry("2026-01-20T09:14:00-05:00", "docker.service", "info", "sonarqube: 2026.01.20 14:14:00 WARN  app[][o.s.a.SchedulerImpl] Process[es] has been shut down, exit code 78"),
]}, GOUDA, age=50, args={"unit": "docker", "grep": "sonarqube", "since_minutes": 60})
gouda_pkgs = item("e7", "linux_package_history", {"events": [
    package_event("2026-01-10T21:02:11-05:00", "upgrade", "docker-ce", "5:27.4.0-1~debian.12~bookworm", "5:27.4.1-1~debian.12~bookworm"),
    package_event("2026-01-10T21:02:11-05:00", "upgrade", "docker-ce-cli", "5:27.4.0-1~debian.12~bookworm", "5:27.4.1-1~debian.12~bookworm"),
    package_event("2026-01-10T21:02:14-05:00", "upgrade", "containerd.io", "1.7.24-1", "1.7.25-1"),
    package_event("2026-01-10T21:02:20-05:00", "upgrade", "docker-buildx-plugin", "0.19.2-1~debian.12~bookworm", "0.19.3-1~debian.12~bookworm"),
    package_event("2026-01-16T06:12:40-05:00", "install", "linux-image-6.1.0-29-amd64", None, "6.1.123-1"),
    package_event("2026-01-16T06:12:58-05:00", "upgrade", "linux-image-amd64", "6.1.119-1", "6.1.123-1"),
]}, GOUDA, age=60, args={"since_days": 14})

# ---------------------------------------------------------------- feta: Proxmox VE virtualization host
FETA = Clock("2026-02-03T22:10:00+01:00")
FETA_MEM = 270_157_864_960
feta_steady = steady(
    "e1", FETA, age=5400, hostname="feta", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
    kernel="6.8.12-4-pve", cpu_model="AMD EPYC 7443P 24-Core Processor", cpu_cores=24, cpu_threads=48,
    memory_total_bytes=FETA_MEM,
    disks=[{"device": "rpool/ROOT/pve-1", "mountpoint": "/", "fstype": "zfs", "total_bytes": 421_000_000_000},
           {"device": "tank/vmdata", "mountpoint": "/tank/vmdata", "fstype": "zfs", "total_bytes": 7_680_000_000_000},
           {"device": "tank/backups", "mountpoint": "/tank/backups", "fstype": "zfs", "total_bytes": 3_200_000_000_000}],
    network_interfaces=[{"name": "eno1", "mac": "a0:36:9f:d4:22:10", "addresses": [], "is_up": True},
                        {"name": "vmbr0", "mac": "a0:36:9f:d4:22:10", "addresses": ["192.168.10.5/24"], "is_up": True},
                        {"name": "vmbr1", "mac": "a0:36:9f:d4:22:11", "addresses": ["10.99.0.1/24"], "is_up": True}],
    dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
    installed_packages={"pve-manager": "8.3.2", "proxmox-ve": "8.3.0", "qemu-server": "8.3.3", "pve-qemu-kvm": "9.2.0-2",
                        "zfsutils-linux": "2.2.7-pve1", "proxmox-kernel-6.8.12-4-pve-signed": "6.8.12-4",
                        "proxmox-kernel-6.8.12-5-pve-signed": "6.8.12-5"},
    available_services=["pveproxy.service", "pvedaemon.service", "pve-cluster.service", "pvestatd.service",
                        "pvescheduler.service", "spiceproxy.service", "zfs-zed.service", "corosync.service",
                        "ssh.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "www-data", "gid": 33, "members": []}],
)
feta_sys = item("e2", "linux_system_info", system_info(38.6, [14.2, 13.8, 12.9], 4_132_800, "2025-12-18T02:10:00+01:00",
                FETA_MEM, 61_740_000_000, 8 * GiB, 0), FETA, age=25)
feta_sys_old = item("e3", "linux_system_info", system_info(12.1, [5.31, 6.02, 7.44], 4_131_900, "2025-12-18T02:10:00+01:00",
                    FETA_MEM, 98_300_000_000, 8 * GiB, 0), FETA, age=925)
feta_procs = item("e4", "linux_processes", processes(1204, FETA_MEM, [
    (3811, "kvm", "root", 212.0, 68_912_000_000, "2025-12-18T02:14:51+01:00", "/usr/bin/kvm -id 101 -name db-prod-01,debug-threads=on -smp 16,sockets=1,cores=16 -m 65536"),
    (4022, "kvm", "root", 88.5, 34_600_000_000, "2026-02-03T19:47:20+01:00", "/usr/bin/kvm -id 104 -name win-build,debug-threads=on -smp 8,sockets=1,cores=8 -m 32768"),
    (3950, "kvm", "root", 41.3, 17_250_000_000, "2025-12-18T02:15:30+01:00", "/usr/bin/kvm -id 102 -name k8s-node-a,debug-threads=on -smp 4,sockets=1,cores=4 -m 16384"),
    (3988, "kvm", "root", 39.8, 17_190_000_000, "2025-12-18T02:15:49+01:00", "/usr/bin/kvm -id 103 -name k8s-node-b,debug-threads=on -smp 4,sockets=1,cores=4 -m 16384"),
    (4105, "kvm", "root", 6.2, 8_650_000_000, "2025-12-18T02:16:20+01:00", "/usr/bin/kvm -id 110 -name pbs-backup,debug-threads=on -smp 2,sockets=1,cores=2 -m 8192"),
    (2410, "pveproxy worker", "www-data", 0.4, 281_000_000, "2026-02-03T05:20:02+01:00", "pveproxy worker"),
    (2398, "pvedaemon worke", "root", 0.1, 190_000_000, "2025-12-18T02:12:10+01:00", "pvedaemon worker"),
    (1733, "pmxcfs", "root", 0.3, 61_000_000, "2025-12-18T02:11:58+01:00", "/usr/bin/pmxcfs"),
]), FETA, age=30, args={"sort": "memory", "limit": 8})
feta_disk = item("e5", "linux_disk_usage", {"filesystems": [
    fs("rpool/ROOT/pve-1", "/", "zfs", 421_000_000_000, 18_400_000_000),
    fs("rpool/data", "/rpool/data", "zfs", 402_600_000_000 + 131_072, 131_072),
    fs("tank/vmdata", "/tank/vmdata", "zfs", 7_680_000_000_000, 5_990_000_000_000),
    fs("tank/backups", "/tank/backups", "zfs", 3_200_000_000_000, 1_510_000_000_000),
    fs("/dev/nvme0n1p2", "/boot/efi", "vfat", 1_071_628_288, 312_000_000),
]}, FETA, age=40)
feta_svcs = item("e6", "linux_service_status", {"units": [
    unit("corosync.service", "inactive", "dead", desc="Corosync Cluster Engine"),
    unit("pve-cluster.service", "active", "running", pid=1733, since="2025-12-18T02:11:58+01:00", desc="The Proxmox VE cluster filesystem"),
    unit("pvedaemon.service", "active", "running", pid=2390, since="2025-12-18T02:12:10+01:00", desc="PVE API Daemon"),
    unit("pveproxy.service", "active", "running", pid=2402, since="2026-02-03T05:20:01+01:00", desc="PVE API Proxy Server"),
    unit("pvescheduler.service", "active", "running", pid=2455, since="2025-12-18T02:12:16+01:00", desc="Proxmox VE scheduler"),
    unit("pvestatd.service", "active", "running", pid=2377, since="2025-12-18T02:12:08+01:00", desc="PVE Status Daemon"),
    unit("spiceproxy.service", "active", "running", pid=2420, since="2026-02-03T05:20:03+01:00", desc="PVE SPICE Proxy Server"),
    unit("ssh.service", "active", "running", pid=1402, since="2025-12-18T02:11:40+01:00", desc="OpenBSD Secure Shell server"),
    unit("zfs-zed.service", "active", "running", pid=1210, since="2025-12-18T02:11:31+01:00", desc="ZFS Event Daemon (zed)"),
]}, FETA, age=35)
feta_net = item("e7", "linux_network_info", {
    "interfaces": feta_steady["data"]["network_interfaces"],
    "listening": [listener(22, "0.0.0.0", 1402, "sshd"), listener(25, "127.0.0.1", 1650, "master"),
                  listener(85, "127.0.0.1", 2390, "pvedaemon"), listener(111, "0.0.0.0", 1180, "rpcbind"),
                  listener(3128, "::", 2420, "spiceproxy"), listener(8006, "::", 2402, "pveproxy")],
    "connections": [connection("192.168.10.5:8006", "192.168.10.44:53120", 2410, "pveproxy worker"),
                    connection("192.168.10.5:22", "192.168.10.44:53002", 88410, "sshd")],
}, FETA, age=30)
feta_logs = item("e8", "linux_recent_logs", {"source": "journal", "unit": "pvescheduler.service", "entries": [
    log_entry("2026-02-03T21:00:01+01:00", "pvescheduler.service", "info", "INFO: starting new backup job: vzdump 101 102 103 104 --storage backups --mode snapshot --compress zstd"),
    log_entry("2026-02-03T21:00:02+01:00", "pvescheduler.service", "info", "INFO: Starting Backup of VM 101 (qemu)"),
    log_entry("2026-02-03T21:31:47+01:00", "pvescheduler.service", "info", "INFO: Finished Backup of VM 101 (00:31:45)"),
    log_entry("2026-02-03T21:31:48+01:00", "pvescheduler.service", "info", "INFO: Starting Backup of VM 102 (qemu)"),
    log_entry("2026-02-03T21:38:05+01:00", "pvescheduler.service", "info", "INFO: Finished Backup of VM 102 (00:06:17)"),
    log_entry("2026-02-03T21:38:06+01:00", "pvescheduler.service", "info", "INFO: Starting Backup of VM 103 (qemu)"),
    log_entry("2026-02-03T21:44:10+01:00", "pvescheduler.service", "info", "INFO: Finished Backup of VM 103 (00:06:04)"),
    log_entry("2026-02-03T21:44:11+01:00", "pvescheduler.service", "info", "INFO: Starting Backup of VM 104 (qemu)"),
    log_entry("2026-02-03T21:44:13+01:00", "pvescheduler.service", "err", "ERROR: Backup of VM 104 failed - VM 104 qmp command 'guest-fsfreeze-freeze' failed - got timeout"),
    log_entry("2026-02-03T21:44:14+01:00", "pvescheduler.service", "info", "INFO: Backup job finished with errors"),
]}, FETA, age=45, args={"unit": "pvescheduler", "since_minutes": 90})
feta_pkgs = item("e9", "linux_package_history", {"events": [
    package_event("2026-01-29T18:05:12+01:00", "upgrade", "pve-manager", "8.3.1", "8.3.2"),
    package_event("2026-01-29T18:05:20+01:00", "upgrade", "qemu-server", "8.3.0", "8.3.3"),
    package_event("2026-01-29T18:05:31+01:00", "upgrade", "pve-qemu-kvm", "9.0.2-4", "9.2.0-2"),
    package_event("2026-01-29T18:06:02+01:00", "upgrade", "zfsutils-linux", "2.2.6-pve1", "2.2.7-pve1"),
    package_event("2026-01-29T18:06:40+01:00", "install", "proxmox-kernel-6.8.12-5-pve-signed", None, "6.8.12-5"),
]}, FETA, age=60, args={"since_days": 14})

# ---------------------------------------------------------------- stilton: Arch Linux gaming desktop
STILTON = Clock("2026-01-31T21:05:00-08:00")
STILTON_MEM = 33_451_937_792
stilton_steady = steady(
    "e1", STILTON, age=7200, hostname="stilton", os_name="Arch Linux", os_version=None, os_codename=None,
    kernel="6.12.10-arch1-1", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
    memory_total_bytes=STILTON_MEM, package_manager="pacman",
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_000_204_886_016},
           {"device": "/dev/nvme1n1p1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": 2_000_398_934_016}],
    network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:3e:71:5c", "addresses": ["192.168.1.57/24"], "is_up": True},
                        {"name": "wlan0", "mac": "f0:b6:1e:04:9a:23", "addresses": [], "is_up": False}],
    dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
    installed_packages={"linux": "6.12.9.arch1-1", "mesa": "1:24.3.3-1", "vulkan-radeon": "1:24.3.3-1",
                        "steam": "1.0.0.81-2", "wine-staging": "9.22-1", "lutris": "0.5.18-1", "gamemode": "1.8.2-1",
                        "pipewire": "1:1.2.7-1", "discord": "1:0.0.81-1", "firefox": "134.0.2-1"},
    available_services=["sddm.service", "NetworkManager.service", "bluetooth.service", "systemd-resolved.service"],
    users=[{"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/usr/bin/fish"},
           {"name": "mira", "uid": 1001, "gid": 1001, "home": "/home/mira", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["kai"]}, {"name": "video", "gid": 985, "members": ["kai", "mira"]},
            {"name": "gamemode", "gid": 963, "members": ["kai", "mira"]}, {"name": "input", "gid": 994, "members": []},
            {"name": "libvirt", "gid": 960, "members": ["kai"]}, {"name": "audio", "gid": 995, "members": []}],
    stale_sources=["packages"],
)
stilton_sys = item("e2", "linux_system_info", system_info(61.2, [7.84, 7.12, 5.96], 17_460, "2026-01-31T16:14:00-08:00",
                   STILTON_MEM, 9_200_000_000, 8 * GiB, 2 * GiB), STILTON, age=20)
stilton_procs = item("e3", "linux_processes", processes(402, STILTON_MEM, [
    (48211, "Cyberpunk2077.e", "kai", 312.4, 15_247_089_664, "2026-01-31T19:58:12-08:00", "Z:\\home\\kai\\Games\\steamapps\\common\\Cyberpunk 2077\\bin\\x64\\Cyberpunk2077.exe"),
    (3120, "firefox", "kai", 4.8, 2_254_857_830, "2026-01-31T16:20:40-08:00", "/usr/lib/firefox/firefox"),
    (47730, "steamwebhelper", "kai", 2.1, 1_395_864_371, "2026-01-31T19:55:02-08:00", "/home/kai/.local/share/Steam/ubuntu12_64/steamwebhelper"),
    (5012, "Discord", "kai", 1.4, 966_367_642, "2026-01-31T16:22:15-08:00", "/opt/discord/Discord"),
    (48190, "gamescope-wl", "kai", 5.6, 483_183_821, "2026-01-31T19:58:05-08:00", "gamescope -W 2560 -H 1440 -r 165 -- %command%"),
    (1804, "plasmashell", "kai", 0.9, 440_401_920, "2026-01-31T16:15:10-08:00", "/usr/bin/plasmashell --no-respawn"),
    (1702, "kwin_wayland", "kai", 3.2, 408_944_640, "2026-01-31T16:15:02-08:00", "/usr/bin/kwin_wayland --wayland-fd 7"),
]), STILTON, age=25, args={"sort": "memory", "limit": 7})
stilton_disk = item("e4", "linux_disk_usage", {"filesystems": [
    fs("/dev/nvme0n1p2", "/", "btrfs", 1_000_204_886_016, 612_000_000_000),
    fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_628_288, 189_000_000),
    fs("/dev/nvme1n1p1", "/mnt/games", "ext4", 2_000_398_934_016, 1_788_000_000_000),
]}, STILTON, age=30)
stilton_pkgs = item("e5", "linux_package_history", {"events": [
    package_event("2026-01-29T18:41:05-08:00", "upgrade", "linux", "6.12.9.arch1-1", "6.12.10.arch1-1"),
    package_event("2026-01-29T18:41:07-08:00", "upgrade", "mesa", "1:24.3.3-1", "1:24.3.4-1"),
    package_event("2026-01-29T18:41:08-08:00", "upgrade", "vulkan-radeon", "1:24.3.3-1", "1:24.3.4-1"),
    package_event("2026-01-29T18:41:12-08:00", "upgrade", "wine-staging", "9.22-1", "10.0-1"),
    package_event("2026-01-29T18:41:20-08:00", "upgrade", "firefox", "134.0.1-1", "134.0.2-1"),
    package_event("2026-01-30T20:12:44-08:00", "install", "gamescope", None, "3.16.1-1"),
    package_event("2026-01-30T20:13:02-08:00", "remove", "discover", "6.2.5-1", None),
]}, STILTON, age=50, args={"since_days": 7})
stilton_logs = item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
    log_entry("2026-01-31T20:31:44-08:00", None, "err", "amdgpu 0000:03:00.0: amdgpu: ring gfx_0.0.0 timeout, signaled seq=1183322, emitted seq=1183324"),
    log_entry("2026-01-31T20:31:44-08:00", None, "err", "amdgpu 0000:03:00.0: amdgpu: Process information: process Cyberpunk2077.e pid 48211 thread Cyberpunk2077.e pid 48211"),
    log_entry("2026-01-31T20:31:45-08:00", None, "warning", "amdgpu 0000:03:00.0: amdgpu: GPU reset begin!"),
    log_entry("2026-01-31T20:31:47-08:00", None, "info", "amdgpu 0000:03:00.0: amdgpu: GPU reset succeeded, trying to resume"),
    log_entry("2026-01-31T20:31:47-08:00", None, "warning", "amdgpu 0000:03:00.0: amdgpu: GPU reset(1) succeeded!"),
]}, STILTON, age=40, args={"grep": "amdgpu", "priority": "warning", "since_minutes": 120})
stilton_net = item("e7", "linux_network_info", {
    "interfaces": stilton_steady["data"]["network_interfaces"],
    "listening": [listener(27036, "0.0.0.0", 47702, "steam"), listener(27060, "127.0.0.1", 47702, "steam"),
                  listener(57343, "127.0.0.1", 47702, "steam"), listener(1716, "::", 1990, "kdeconnectd"),
                  listener(53, "127.0.0.53", 611, "systemd-resolve")],
    "connections": [connection("192.168.1.57:47322", "162.254.193.47:27036", 47702, "steam"),
                    connection("192.168.1.57:51880", "162.159.135.234:443", 5012, "Discord")],
}, STILTON, age=420)

# ---------------------------------------------------------------- gruyere: kubeadm cluster (control plane)
GRUYERE = Clock("2026-04-08T11:30:00+09:00")
GRUYERE_MEM = 16_765_091_840


def k8s_node(name: str, ready: bool, version: str, os_image: str, ip: str, roles: list[str]) -> dict:
    n = node(name, ready, version)
    n["metadata"]["labels"] = {f"node-role.kubernetes.io/{r}": "" for r in roles}
    n["status"]["nodeInfo"].update({"osImage": os_image, "containerRuntimeVersion": "containerd://1.7.24",
                                    "kernelVersion": "6.8.0-57-generic"})
    n["status"]["addresses"] = [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}]
    return n


def k8s_service(name: str, namespace: str, svc_type: str, cluster_ip: str, ports: list[dict]) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
            "spec": {"type": svc_type, "clusterIP": cluster_ip, "ports": ports}}


def sport(port: int, target: int | str, proto: str = "TCP", node_port: int | None = None, name: str | None = None) -> dict:
    out = {"name": name, "protocol": proto, "port": port, "targetPort": target}
    if node_port:
        out["nodePort"] = node_port
    return out


gruyere_steady = steady(
    "e1", GRUYERE, age=3600, hostname="gruyere-cp1", os_name="Ubuntu", os_version="24.04", os_codename="noble",
    kernel="6.8.0-57-generic", cpu_model="Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz", cpu_cores=4, cpu_threads=4,
    memory_total_bytes=GRUYERE_MEM,
    network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5a:0e:01", "addresses": ["10.0.5.10/24"], "is_up": True},
                        {"name": "vxlan.calico", "mac": "66:1f:aa:09:3c:2d", "addresses": ["192.168.171.0/32"], "is_up": True}],
    installed_packages={"kubeadm": "1.31.4-1.1", "kubelet": "1.31.4-1.1", "kubectl": "1.31.4-1.1", "containerd": "1.7.24-0ubuntu1~24.04.1"},
    available_services=["kubelet.service", "containerd.service", "ssh.service"],
    users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}],
)
gruyere_nodes = item("e2", "kubernetes_get", {"context": "kubernetes-admin@gruyere", "namespace": None, "items": [
    k8s_node("gruyere-cp1", True, "v1.31.4", "Ubuntu 24.04.1 LTS", "10.0.5.10", ["control-plane"]),
    k8s_node("gruyere-w1", True, "v1.31.4", "Ubuntu 24.04.1 LTS", "10.0.5.21", []),
    k8s_node("gruyere-w2", True, "v1.31.4", "Ubuntu 24.04.1 LTS", "10.0.5.22", []),
    k8s_node("gruyere-w3", False, "v1.30.8", "Ubuntu 22.04.5 LTS", "10.0.5.23", []),
]}, GRUYERE, age=30, args={"resource": "nodes"})
S = "2026-04-01T02:14:00Z"
gruyere_pods = item("e3", "kubernetes_get", {"context": "kubernetes-admin@gruyere", "namespace": None, "items": [
    pod("etcd-gruyere-cp1", "kube-system", "Running", "gruyere-cp1", 1, started=S),
    pod("kube-apiserver-gruyere-cp1", "kube-system", "Running", "gruyere-cp1", 2, started=S),
    pod("kube-controller-manager-gruyere-cp1", "kube-system", "Running", "gruyere-cp1", 4, started=S),
    pod("kube-scheduler-gruyere-cp1", "kube-system", "Running", "gruyere-cp1", 4, started=S),
    pod("coredns-7c65d6cfc9-8xkqz", "kube-system", "Running", "gruyere-w1", 0, started=S),
    pod("coredns-7c65d6cfc9-tm2pl", "kube-system", "Running", "gruyere-w2", 0, started=S),
    pod("ingress-nginx-controller-6b9d8c7f5-r4wzn", "ingress-nginx", "Running", "gruyere-w1", 0, started="2026-04-03T07:40:11Z"),
    pod("frontend-5f7d9c8b6d-2lq9x", "shop", "Running", "gruyere-w1", 0, started="2026-04-07T23:05:40Z"),
    pod("frontend-5f7d9c8b6d-9vhcs", "shop", "Running", "gruyere-w2", 0, started="2026-04-07T23:05:52Z"),
    pod("frontend-5f7d9c8b6d-xw7rt", "shop", "Running", "gruyere-w2", 0, started="2026-04-07T23:06:03Z"),
    pod("cart-api-84c6b7d9f-hn5ms", "shop", "Running", "gruyere-w1", 1, started="2026-04-05T10:12:09Z"),
    pod("cart-api-84c6b7d9f-p8d2k", "shop", "Running", "gruyere-w2", 0, started="2026-04-05T10:12:15Z"),
    pod("checkout-7b5f6d4c9-zk4vq", "shop", "Running", "gruyere-w2", 27, ready=False, waiting="CrashLoopBackOff", started="2026-04-07T23:06:20Z"),
    pod("postgres-0", "shop", "Running", "gruyere-w1", 0, started="2026-04-01T02:20:44Z"),
    pod("redis-cart-0", "shop", "Pending", "gruyere-w3", 0, ready=False, waiting="ContainerCreating"),
    pod("prometheus-k8s-0", "monitoring", "Running", "gruyere-w2", 3, started="2026-04-01T02:22:10Z"),
    pod("grafana-6d8f7b9c54-lq7rv", "monitoring", "Running", "gruyere-w1", 0, started="2026-04-01T02:22:31Z"),
    pod("alertmanager-main-0", "monitoring", "Running", "gruyere-w1", 0, started="2026-04-01T02:22:40Z"),
]}, GRUYERE, age=25, args={"resource": "pods", "all_namespaces": True})
gruyere_pods_old = item("e4", "kubernetes_get", {"context": "kubernetes-admin@gruyere", "namespace": "shop", "items": [
    pod("checkout-7b5f6d4c9-zk4vq", "shop", "Running", "gruyere-w2", 19, ready=False, waiting="CrashLoopBackOff", started="2026-04-07T23:06:20Z"),
    pod("cart-api-84c6b7d9f-hn5ms", "shop", "Running", "gruyere-w1", 1, started="2026-04-05T10:12:09Z"),
    pod("frontend-5f7d9c8b6d-2lq9x", "shop", "Running", "gruyere-w1", 0, started="2026-04-07T23:05:40Z"),
]}, GRUYERE, age=2700, args={"resource": "pods", "namespace": "shop"})
gruyere_svcs = item("e5", "kubernetes_get", {"context": "kubernetes-admin@gruyere", "namespace": None, "items": [
    k8s_service("kubernetes", "default", "ClusterIP", "10.96.0.1", [sport(443, 6443, name="https")]),
    k8s_service("kube-dns", "kube-system", "ClusterIP", "10.96.0.10",
                [sport(53, 53, "UDP", name="dns"), sport(53, 53, name="dns-tcp"), sport(9153, 9153, name="metrics")]),
    k8s_service("ingress-nginx-controller", "ingress-nginx", "NodePort", "10.103.77.140",
                [sport(80, "http", node_port=30080, name="http"), sport(443, "https", node_port=30443, name="https")]),
    k8s_service("frontend", "shop", "ClusterIP", "10.96.41.12", [sport(80, 3000, name="http")]),
    k8s_service("cart-api", "shop", "ClusterIP", "10.96.118.7", [sport(8080, 8080, name="http")]),
    k8s_service("checkout", "shop", "ClusterIP", "10.96.203.44", [sport(8443, 8443, name="https")]),
    k8s_service("postgres", "shop", "ClusterIP", "None", [sport(5432, 5432, name="pg")]),
    k8s_service("grafana", "monitoring", "NodePort", "10.108.9.201", [sport(3000, 3000, node_port=32000, name="web")]),
    k8s_service("prometheus-k8s", "monitoring", "ClusterIP", "10.99.150.33", [sport(9090, 9090, name="web")]),
]}, GRUYERE, age=25, args={"resource": "services", "all_namespaces": True})
gruyere_deps = item("e6", "kubernetes_get", {"context": "kubernetes-admin@gruyere", "namespace": None, "items": [
    deployment("coredns", "kube-system", 2, 2), deployment("ingress-nginx-controller", "ingress-nginx", 1, 1),
    deployment("frontend", "shop", 3, 3), deployment("cart-api", "shop", 2, 2), deployment("checkout", "shop", 1, 0),
    deployment("grafana", "monitoring", 1, 1),
]}, GRUYERE, age=25, args={"resource": "deployments", "all_namespaces": True})
gruyere_sys = item("e7", "linux_system_info", system_info(18.3, [0.92, 1.07, 1.11], 621_400, "2026-04-01T06:53:20+09:00",
                   GRUYERE_MEM, 7_310_000_000, 0, 0), GRUYERE, age=30)
gruyere_net = item("e8", "linux_network_info", {
    "interfaces": gruyere_steady["data"]["network_interfaces"],
    "listening": [listener(6443, "*", 2210, "kube-apiserver"), listener(2379, "10.0.5.10", 2105, "etcd"),
                  listener(2379, "127.0.0.1", 2105, "etcd"), listener(2380, "10.0.5.10", 2105, "etcd"),
                  listener(10250, "*", 1877, "kubelet"), listener(10257, "127.0.0.1", 2301, "kube-controller"),
                  listener(10259, "127.0.0.1", 2288, "kube-scheduler"), listener(22, "0.0.0.0", 990, "sshd"),
                  listener(30080, "0.0.0.0", 2655, "kube-proxy"), listener(32000, "0.0.0.0", 2655, "kube-proxy")],
    "connections": [],
}, GRUYERE, age=30)
gruyere_pkgs = item("e9", "linux_package_history", {"events": [
    package_event("2026-03-31T16:02:10+09:00", "upgrade", "kubeadm", "1.30.8-1.1", "1.31.4-1.1"),
    package_event("2026-03-31T16:20:44+09:00", "upgrade", "kubelet", "1.30.8-1.1", "1.31.4-1.1"),
    package_event("2026-03-31T16:20:45+09:00", "upgrade", "kubectl", "1.30.8-1.1", "1.31.4-1.1"),
]}, GRUYERE, age=60, args={"since_days": 14})


MACHINES = []

MACHINES.append({"name": "brie", "clock": BRIE, "evidence": [
    brie_steady, brie_sys, brie_sys_old, brie_procs, brie_svcs, brie_net, brie_disk, brie_logs, brie_pkgs],
    "answers": [
    {"q": "What's eating the memory on brie?", "ev": ["e2", "e4"],
     "a": """## Memory usage on `brie`

The box is using [[s:about 48.8 GiB of its 62.6 GiB]] of RAM ([[c:roughly 72%]]).

| Process | PID | RSS |
|---|---|---|
| `mariadbd` | 1342 | [[s:36.0 GiB]] |
| `redis-server` | [[c:24871]] | [[s:6.4 GiB]] |
| `php-fpm8.1` | 2210 | [[c:~412 MiB]] |

**Why MariaDB is so big:** [[u:the InnoDB buffer pool is probably sized at around 32 GiB]], which is the usual reason `mariadbd` holds this much resident memory. [[s:Together MariaDB and Redis account for roughly two thirds of the RAM]], so the PHP workers are negligible.

If you want to confirm the buffer pool size:
```
mysql -e "SHOW VARIABLES LIKE 'innodb_buffer_pool_size';"
```"""},
    {"q": "Redis restarted earlier today - what happened?", "ev": ["e5", "e8", "e9", "e4"],
     "a": """Here's what the journal shows for `redis-server.service` over the last two hours:

1. [[s:At 15:52 the main process was killed with signal 9 (`status=9/KILL`)]] and systemd scheduled a restart.
2. [[c:At 15:55 it was killed a second time]]; [[s:the restart counter reached 2]].
3. [[s:After that restart the dataset took about 42 seconds to load from disk]].

So **systemd has restarted it [[c:three times]]** today. [[s:It has been running as PID 24817 since 15:58]].

**Likely cause:** [[u:the kernel OOM killer picked Redis because MariaDB is holding most of the RAM]] — a SIGKILL with no shutdown message is the classic pattern. [[c:This also lines up with the `redis-server` upgrade that was installed this afternoon]].

I'd recommend setting `vm.overcommit_memory = 1` and a `maxmemory` limit in `/etc/redis/redis.conf`."""},
    {"q": "Which ports is brie listening on, and is MySQL exposed?", "ev": ["e6", "e1"],
     "a": """**Listening sockets on brie**

| Port | Address | Process |
|---|---|---|
| 22 | 0.0.0.0 | `sshd` |
| 80 / 443 | 0.0.0.0 | [[s:`nginx` (PID 1188)]] |
| 3306 | [[s:10.20.0.11]] | `mariadbd` |
| 6379 | [[c:0.0.0.0]] | `redis-server` |
| [[c:9104]] | 0.0.0.0 | `mysqld_exporter` |

So [[s:MariaDB isn't listening on any public address]]. Right now [[c:there are two client connections to 3306]], [[s:coming from 10.20.0.21 and 10.20.0.22]].

Redis is worth a second look: [[c:it accepts connections on every interface]], and [[u:it has no `requirepass` set]]. I'd bind it to `127.0.0.1` in `redis.conf`."""},
    {"q": "How much disk is left on the database volume?", "ev": ["e7", "e1"],
     "a": """The MariaDB data lives on `/dev/md1` mounted at `/var/lib/mysql`:

- **Size:** [[s:1.92 TB]]
- **Used:** [[s:1.40 TB]] — [[s:73%]]
- **Free:** [[c:about 518 GiB]]

The root filesystem is fine: [[s:`/` is only 39% full]] with [[c:around 59 GB free]].

At the current rate [[u:you have roughly 3 months before the data volume is full]] — [[u:the binlogs are probably the biggest consumer]], so check `binlog_expire_logs_seconds`."""},
    {"q": "What was updated this week, and does brie need a reboot?", "ev": ["e9", "e1", "e5"],
     "a": """### Package changes (last 7 days)

| Date | Package | From → To |
|---|---|---|
| Mar 11 | `mariadb-server` | [[s:10.6.18 → 10.6.21]] |
| [[c:Mar 13]] | `openssl` | 3.0.2-0ubuntu1.18 → 1.19 |
| Mar 12 | `redis-server` | [[c:5:6.0.15-1ubuntu1]] → 5:6.0.16-1ubuntu1.1 |
| Mar 13 | `linux-image-5.15.0-134-generic` | new install |

That's [[s:6 package events]] counting the MariaDB client and `linux-firmware`, [[c:all of them upgrades]].

**Reboot:** [[s:yes — the running kernel is still `5.15.0-131-generic`]], so a reboot is needed to pick up `-134`.

**Services:** `mariadb.service` [[s:has been active since 19 Feb]], so [[u:it is still running the old 10.6.18 binary]] until you restart it."""},
    {"q": "How busy is brie right now?", "ev": ["e3", "e1"],
     "a": """Quick health snapshot for **brie** ([[s:8 cores / 16 threads]]):

- 🟢 **CPU:** [[t:9.8% busy]]
- 🟢 **Load average:** [[t:1.04 / 1.22 / 1.35]]
- 🟡 **Memory:** [[t:~47.6 GB used]] of [[s:67.2 GB]] ([[t:about 71%]])
- ⏱️ **Uptime:** [[t:almost 23 days]]

Overall [[u:nothing unusual]] — the load is well below the thread count."""},
    {"q": "Are all services on brie OK?", "ev": ["e5"],
     "a": """Mostly yes. Of the [[s:8 services]] loaded, [[c:all but two]] are `active (running)`:

✅ `mariadb` — [[s:running since Feb 19]]
✅ `nginx` — running (main PID [[c:1190]])
✅ `php8.1-fpm` — [[s:restarted this morning at 06:25]]
✅ `redis-server` — [[s:running, but only since 15:58]]
❌ `prometheus-mysqld-exporter` — [[s:**failed**]]

The exporter failure [[u:is most likely a bad password in `/etc/default/prometheus-mysqld-exporter` after the MariaDB upgrade]].

To see why: `journalctl -u prometheus-mysqld-exporter -n 50`."""},
]})

MACHINES.append({"name": "gouda", "clock": GOUDA, "evidence": [
    gouda_steady, gouda_boxes, gouda_procs, gouda_sys, gouda_disk, gouda_logs, gouda_pkgs],
    "answers": [
    {"q": "List the containers on gouda and their state.", "ev": ["e2"],
     "a": """Here are the containers on `gouda` ([[s:11 in total]]):

| Container | State | Ports |
|---|---|---|
| `gitlab` | ✅ [[s:Up 9 days (healthy)]] | 8929, 2224 |
| `jenkins` ([[c:2.479.1-lts]]) | ✅ Up 9 days | 8080, 50000 |
| `registry` | ✅ Up 9 days | [[c:5001]] |
| `sonarqube` | 🔄 [[s:Restarting (137)]] | [[c:9000]] |
| `runner-…-4398-concurrent-1` (maven) | ✅ [[c:Up 3 minutes]] | — |
| `nexus` | ⏹️ [[c:Exited (0) 3 days ago]] | 8081 |

[[s:…plus `gitlab-runner`, `postgres-sonar`, `buildkitd` and the node job container, all up]].

**Summary:** [[c:7 running]], [[s:1 restarting]], [[s:2 exited]] (`nexus` and `jenkins-agent-1`)."""},
    {"q": "Why does sonarqube keep restarting?", "ev": ["e2", "e6", "e4", "e7"],
     "a": """`sonarqube` is stuck in a restart loop — [[s:Docker shows it as `Restarting (137)`]].

**Root cause (from the container's log):**
> max virtual memory areas [[s:vm.max_map_count [65530] is too low]], increase to at least [262144]

SonarQube embeds Elasticsearch; its bootstrap check fails, so [[s:the process shuts down with exit code 78]]. [[c:This happened three times in the last few minutes]].

It's **not** a memory problem: [[s:the host has ~66 GiB available]]. [[u:The 137 is just Docker killing the container during the restart back-off]]. [[u:This probably started after the Docker upgrade]] [[c:on January 14]].

Fix:
```bash
sudo sysctl -w vm.max_map_count=262144
echo 'vm.max_map_count=262144' | sudo tee /etc/sysctl.d/99-sonarqube.conf
docker restart sonarqube
```
[[s:The `postgres-sonar` container is up]] ([[u:and healthy]]), so nothing needs doing there."""},
    {"q": "What's using the CPU on gouda?", "ev": ["e3", "e4", "e2"],
     "a": """Load is high: [[s:13.41 over the last minute]] on the EPYC box, and [[c:overall CPU sits at 47.1%]].

Top CPU consumers:

1. **`node`** (PID 88213) — [[s:187%]] → [[s:a Vite build of `web/frontend`]], [[u:inside the `…-4412-concurrent-0` job container]]
2. **`java`** (PID [[c:88012]]) — [[s:143.5%]] → Maven `verify`
3. **`java`** (PID 4121) — [[c:83.2%]] → the Jenkins controller

So [[s:the two CI jobs together are using over 3 cores' worth of CPU]]; [[u:once they finish, load should drop back to ~2]]. [[c:`dockerd` itself isn't in the top 8]]."""},
    {"q": "Disk space on gouda?", "ev": ["e5", "e1"],
     "a": """⚠️ **`/var/lib/docker` is getting full.**

| Mount | Device | Size | Free | Use% |
|---|---|---|---|---|
| `/` | nvme0n1p2 | 250 GB | [[s:188.7 GB]] | [[s:24.6%]] 🟢 |
| `/var/lib/docker` | [[c:nvme0n1p3]] | [[s:931.5 GiB]] | [[c:126.8 GiB]] | [[s:87.3%]] 🔴 |

[[u:Most of the Docker usage is build cache and dangling images from CI jobs]]. Check with `docker system df` and reclaim space with `docker builder prune --keep-storage 100GB`."""},
    {"q": "Who can use docker on gouda? Who has sudo?", "ev": ["e1"],
     "a": """From `/etc/group`:

| Group | GID | Members |
|---|---|---|
| `docker` | 999 | [[s:`ci`, `gitlab-runner`, `deploy`]] |
| `sudo` | [[c:998]] | [[s:`ops`]] |
| `adm` | 4 | [[c:`ops`, `deploy`]] |

So [[s:**ops** is the only sudoer]] — [[c:and ops is in the docker group too]]. [[s:`ops` uses **zsh**]]; [[c:everyone else is on `/bin/sh`]]. [[s:Four login accounts]] exist in total."""},
    {"q": "Anything updated recently on gouda? Is a reboot pending?", "ev": ["e7", "e1", "e4"],
     "a": """Yes — two rounds of updates:

**Jan 10 (evening)** – the Docker stack: `docker-ce` [[s:27.4.0 → 27.4.1]], `containerd.io` 1.7.24 → 1.7.25, `docker-buildx-plugin` [[c:0.19.3 → 0.19.4]]

**Jan 16** – [[s:`linux-image-6.1.0-29-amd64` installed]]

🔁 **Reboot needed:** [[s:the system is still on `6.1.0-28-amd64`]] and [[s:has been up for about 9 days]] ([[c:since January 12]]). The Docker upgrade [[s:happened before the last boot]], so [[u:the containers are already on the new runtime]]."""},
    {"q": "How much RAM does gouda have and how much is free?", "ev": ["e4", "e1", "e3"],
     "a": """**Memory on gouda**
- Total: [[s:128 GB]] installed
- Used: [[s:59.2 GiB]] ([[s:47.1%]])
- Available: [[c:71.4 GiB]]
- Swap: [[s:8 GiB, completely unused]]

[[u:The biggest single consumer is the Jenkins controller at 6.1 GiB]]; [[s:GitLab's `puma` and `sidekiq` together take about 3.5 GiB]]."""},
]})

MACHINES.append({"name": "feta", "clock": FETA, "evidence": [
    feta_steady, feta_sys, feta_sys_old, feta_procs, feta_disk, feta_svcs, feta_net, feta_logs, feta_pkgs],
    "answers": [
    {"q": "Which VMs use the most memory on feta?", "ev": ["e4", "e2"],
     "a": """## VM memory on feta

Each VM runs as its own `kvm` process; the `-id` in the command line is the VMID.

| VMID | Name | PID | RSS | CPU |
|---|---|---|---|---|
| 101 | db-prod-01 | 3811 | [[s:64.2 GiB]] | 212% |
| 104 | win-build | 4022 | [[c:34.6 GiB]] | 88.5% |
| 102 | k8s-node-a | 3950 | [[s:16.1 GiB]] | 41.3% |
| 103 | k8s-node-b | [[c:3998]] | 16.0 GiB | [[c:41.3%]] |
| 110 | pbs-backup | 4105 | 8.1 GiB | 6.2% |

[[s:The five VMs together hold about 137 GiB]], i.e. [[c:roughly 45% of the host's 251.6 GiB]]. [[s:The host is at 77.1% memory use overall]], so [[u:the remaining ~55 GiB is mostly ZFS ARC]].

`arc_summary` will show you exactly how big the ARC is."""},
    {"q": "Is feta under memory pressure? It felt slow earlier.", "ev": ["e2", "e3", "e1", "e4"],
     "a": """Comparing the two readings I have:

| | ~15 min ago | Now |
|---|---|---|
| Memory used | [[t:160 GiB (63.6%)]] | [[s:194 GiB (77.1%)]] |
| Available | [[t:91.5 GiB]] | [[c:67.5 GiB]] |

So [[t:memory use went up by about 34 GiB]] in a quarter of an hour — [[c:that's when VM 104 (`win-build`) was started]]. [[s:None of the 8 GiB of swap is used]], so [[u:it isn't real memory pressure yet]]; [[u:the slowness was more likely the backup job hammering the disks]]."""},
    {"q": "Did tonight's backup work?", "ev": ["e8"],
     "a": """**Backup job (started [[s:21:00]] tonight)** — ⚠️ [[s:finished with errors]].

| VM | Result | Duration |
|---|---|---|
| 101 | ✅ OK | [[s:31 min 45 s]] |
| 102 | ✅ OK | [[c:6 min 04 s]] |
| 103 | ✅ OK | 6 min 04 s |
| 104 | ❌ [[s:failed]] | — |

[[s:VM 104 failed because the `guest-fsfreeze-freeze` QMP command timed out]] — [[u:the QEMU guest agent inside the Windows VM is probably not running]]. [[s:The job used snapshot mode with zstd]] [[c:and wrote to the `local` storage]].

[[c:The whole run took about 31 minutes]].

You can retry just that VM with `vzdump 104 --storage backups --mode snapshot`."""},
    {"q": "What's using space on the ZFS pools?", "ev": ["e5", "e1"],
     "a": """ZFS datasets on **feta**:

- `rpool/ROOT/pve-1` (`/`): small, 18.4 GB used
- `tank/vmdata`: [[s:5.99 TB used]] of [[c:7.68 TiB]] — [[s:78%]] 🟡
- `tank/backups`: [[s:1.51 TB used]]

[[s:`tank/vmdata` and `tank/backups` share the same free space]], so [[s:the `tank` pool has about 1.5 TiB left]] in total. [[c:`rpool` has more free space than `tank`]]."""},
    {"q": "Are the Proxmox services OK, and which port is the web UI on?", "ev": ["e6", "e7"],
     "a": """**Proxmox services**

- ✅ `pveproxy` – [[c:running since 18 Dec]]
- ✅ `pvedaemon`, `pve-cluster`, `pvestatd`, `pvescheduler`, `spiceproxy`, `zfs-zed` – [[s:all running]]
- ⚪ `corosync` – [[s:inactive (dead)]] — [[u:expected, since this is a standalone node with no cluster configured]]

**Listeners**

- Web UI: [[s:port **8006**]] (`pveproxy`)
- SPICE proxy: [[c:3129]]
- API daemon: [[s:85 on 127.0.0.1 only]]
- [[c:No other ports are open]] besides SSH

[[s:There's one web UI session right now, from 192.168.10.44]]."""},
    {"q": "Were there any upgrades on feta, and are the VMs running the new QEMU?", "ev": ["e9", "e4", "e1"],
     "a": """[[s:On January 29 around 18:05]] these were upgraded:

| Package | Old → New |
|---|---|
| `pve-manager` | [[s:8.3.1 → 8.3.2]] |
| `qemu-server` | [[c:8.3.0 → 8.3.2]] |
| `pve-qemu-kvm` | [[s:9.0.2-4 → 9.2.0-2]] |

[[s:A new kernel, `proxmox-kernel-6.8.12-5-pve-signed`, was installed]] too, but [[s:the host is still running `6.8.12-4-pve`]].

**QEMU version:** [[s:VMs 101, 102, 103 and 110 were started on Dec 18]], so [[u:they are still running QEMU 9.0.2]] until they are shut down and started again. [[s:Only VM 104 (`win-build`) was started after the upgrade]] ([[c:yesterday at 19:47]])."""},
    {"q": "Give me a quick overview of feta's hardware.", "ev": ["e1", "e2"],
     "a": """**feta** — Proxmox VE host

- **CPU:** [[s:AMD EPYC 7443P]], [[s:24 cores / 48 threads]]
- **RAM:** [[s:256 GB]] ([[c:251.6 GB usable]])
- **OS:** [[s:Debian 12 (bookworm)]] with the Proxmox kernel
- **Network:** [[s:`vmbr0` bridge on 192.168.10.5/24]]; [[c:gateway 192.168.10.254]]
- **Uptime:** [[u:almost 48 days (e1)]]

[[u:It's sized to take another 2–3 VMs of the `k8s-node` size]] comfortably."""},
]})

MACHINES.append({"name": "stilton", "clock": STILTON, "evidence": [
    stilton_steady, stilton_sys, stilton_procs, stilton_disk, stilton_pkgs, stilton_logs, stilton_net],
    "answers": [
    {"q": "why is my game stuttering? what's using ram", "ev": ["e2", "e3"],
     "extra": [user("u1", "I'm playing Cyberpunk with ray tracing on and it stutters every few seconds", STILTON)],
     "a": """Hey! Here's what's going on with memory right now:

**RAM:** [[s:22.6 GiB used of 31.2 GiB]], and [[s:2 GiB is already in swap]]

| Process | RSS | CPU |
|---|---|---|
| `Cyberpunk2077.exe` | [[s:14.2 GiB]] | [[s:312%]] |
| Firefox | 2.1 GiB | [[c:5.6%]] |
| Steam web helper | [[c:1.4 GiB]] | 2.1% |

[[u:The stutter is most likely from swapping]] — the game alone holds [[s:~46% of RAM]]. [[c:Firefox is the second-biggest CPU user]], too. [[s:Closing Firefox and Discord would free about 3 GiB]], which should help.

If it keeps stuttering, try lowering the ray tracing preset — [[u:Cyberpunk's RT mode needs a lot of VRAM on top of system RAM]]."""},
    {"q": "my game froze for a sec around 8:30, anything in the logs?", "ev": ["e6", "e5"],
     "a": """Yes — the kernel logged a **GPU hang and reset** at [[s:20:31]]:

1. `ring gfx_0.0.0 timeout` — the GPU stopped responding
2. [[s:The process on the GPU at the time was `Cyberpunk2077.e` (PID 48211)]]
3. [[s:The GPU reset succeeded about 3 seconds after the timeout]]

**Possible cause:** [[c:you upgraded Mesa to 24.3.4 yesterday]], and [[u:24.3.4 has a known regression with ring timeouts on RDNA3]]. [[s:`vulkan-radeon` was upgraded at the same time]]. If it keeps happening you could roll both back with `downgrade mesa vulkan-radeon`.

Also [[s:`wine-staging` jumped to 10.0 in the same update]], which [[u:can also cause hangs with DXVK]]."""},
    {"q": "how much space is left on my games drive", "ev": ["e4", "e1"],
     "a": """Your games drive (`/mnt/games`, [[s:ext4 on nvme1n1p1]]) is **almost full**:

- Total: [[s:2 TB]]
- Used: [[s:1.79 TB]] — [[c:91.4%]]
- Free: [[s:~212 GB]]

The system SSD has more room: [[c:`/` has about 388 GiB free]]. [[c:`/boot` is over half full]], though.

Steam's *Settings → Storage* page lets you move a game from the games drive onto `/`."""},
    {"q": "what got updated this week on my arch box", "ev": ["e5", "e1"],
     "a": """From the pacman log, last 7 days:

**Jan 29 (evening)**: `linux` [[s:6.12.9 → 6.12.10]], `mesa` [[s:24.3.3 → 24.3.4]], `wine-staging` [[c:9.21 → 10.0]], `firefox` 134.0.1 → 134.0.2

**Jan 30**: [[s:installed `gamescope` 3.16.1]] and [[s:removed `discover`]].

[[c:Steam was updated too (to 1.0.0.82)]].

✅ [[s:You're already running the new kernel (6.12.10-arch1-1)]], so no reboot is needed. You also have [[t:`lutris` 0.5.18]] and [[t:`gamemode` 1.8.2]] installed if you want to use them with Wine 10."""},
    {"q": "who's in which groups? can mira use sudo?", "ev": ["e1"],
     "a": """| User | wheel (sudo) | video | gamemode | input |
|---|---|---|---|---|
| **kai** | ✅ | ✅ | ✅ | [[c:✅]] |
| **mira** | ❌ | ✅ | [[c:❌]] | ❌ |

So **no, mira can't use sudo** — [[s:only kai is in `wheel`]]. [[s:`audio` has no members at all]].

[[s:kai's login shell is `fish`]], [[c:and mira uses zsh]]. [[u:mira looks like a kid/guest account]]."""},
    {"q": "what is listening on the network on my pc?", "ev": ["e7", "e1"],
     "a": """Open ports on **stilton**:

- [[t:**27036** on all interfaces]] — [[t:Steam]] (Remote Play)
- [[t:**27060** on localhost]] — also Steam
- [[t:**1716** (`::`)]] — [[t:KDE Connect]]

[[t:No SSH server is listening]], [[u:so nothing is reachable from outside except Steam and KDE Connect]]. [[t:Discord has an open connection to 162.159.135.234:443]].

[[s:Your LAN address is 192.168.1.57]]; [[s:Wi-Fi is down]]."""},
    {"q": "is my system healthy overall? uptime, load etc", "ev": ["e2", "e1", "e3"],
     "a": """Overall it's fine for a gaming session:

- ⏱️ Up [[s:~4h 50m]]
- 🔥 CPU [[s:61.2%]], load [[s:7.84]] — [[c:that's above the CPU's thread count]]
- 💻 [[s:Ryzen 7 7800X3D]], [[s:32 GiB RAM]], kernel [[c:6.12.9-arch1-1]]

The game [[s:has been running since about 19:58]] ([[c:about 2 hours]]), and [[u:the load will drop as soon as you quit it]]."""},
]})

MACHINES.append({"name": "gruyere", "clock": GRUYERE, "evidence": [
    gruyere_steady, gruyere_nodes, gruyere_pods, gruyere_pods_old, gruyere_svcs, gruyere_deps, gruyere_sys,
    gruyere_net, gruyere_pkgs],
    "answers": [
    {"q": "Are all nodes in the cluster healthy?", "ev": ["e2"],
     "a": """| Node | Status | Kubelet | OS |
|---|---|---|---|
| gruyere-cp1 | ✅ Ready | v1.31.4 | Ubuntu 24.04.1 |
| gruyere-w1 | ✅ Ready | v1.31.4 | Ubuntu 24.04.1 |
| gruyere-w2 | ✅ Ready | [[c:v1.31.3]] | Ubuntu 24.04.1 |
| gruyere-w3 | ❌ [[s:NotReady]] | [[s:v1.30.8]] | [[c:Ubuntu 24.04.1]] |

**No** — [[s:`gruyere-w3` (10.0.5.23) is NotReady]]; [[s:the other 3 nodes are Ready]]. [[s:It's also the only node still on Kubernetes 1.30]] — [[u:it looks like the 1.31 upgrade was never finished there]].

Check on the node itself with `systemctl status kubelet`."""},
    {"q": "What's wrong with the checkout service?", "ev": ["e3", "e6", "e5"],
     "a": """The `checkout` deployment in `shop` is **down**:

- Deployment: [[s:0/1 replicas ready]]
- Pod `checkout-7b5f6d4c9-zk4vq` [[s:on gruyere-w2]] is in [[s:**CrashLoopBackOff**]]
- Restarts: [[c:72]]
- Service `checkout` → [[s:ClusterIP 10.96.203.44]], [[s:port 8443]] — [[u:it has no ready endpoints]]

[[u:The container is most likely failing its TLS setup on 8443 (a missing certificate secret)]]. Check the logs: `kubectl -n shop logs checkout-7b5f6d4c9-zk4vq --previous`.

[[s:The pod was started on Apr 7 at 23:06 UTC]] — [[c:about 6 hours ago]]."""},
    {"q": "List the services and how they're exposed.", "ev": ["e5", "e8"],
     "a": """There are [[c:8 Services]] across the cluster. The interesting ones:

| Namespace | Service | Type | Cluster IP | Port(s) |
|---|---|---|---|---|
| ingress-nginx | ingress-nginx-controller | [[s:NodePort]] | 10.103.77.140 | 80:30080, [[c:443:30433]] |
| shop | cart-api | ClusterIP | [[c:10.96.118.70]] | 8080 |
| monitoring | grafana | NodePort | 10.108.9.201 | [[s:3000:32000]] |

**Exposed outside the cluster:** [[s:only two]] — the ingress controller and Grafana. [[s:On cp1, kube-proxy is listening on 30080 and 32000]] [[c:and on 30443 as well]]. [[s:There are no LoadBalancer Services]], so you reach them via any node IP."""},
    {"q": "How many restarts does checkout have? Is it getting worse?", "ev": ["e4", "e1"],
     "a": """According to the pod list, `checkout-7b5f6d4c9-zk4vq` has [[t:restarted 19 times]] and [[t:is in CrashLoopBackOff]] [[t:on gruyere-w2]]. The other pods in `shop` look fine: [[t:`cart-api-84c6b7d9f-hn5ms` has 1 restart]].

Whether it's getting worse: [[u:kubelet's back-off is already at the 5-minute maximum]], so [[u:it will only retry about 12 times an hour]]. Run `kubectl -n shop get pod -w` to watch it."""},
    {"q": "Which pods are on gruyere-w1 vs w2, and is anything pending?", "ev": ["e3", "e2"],
     "a": """**gruyere-w1** ([[s:7 pods]]): coredns, ingress-nginx-controller, one frontend, cart-api-…-hn5ms, postgres-0, grafana, alertmanager-main-0

**gruyere-w2** ([[s:6 pods]]): coredns, frontend ×2, [[c:cart-api-…-hn5ms]], checkout, prometheus-k8s-0

⏳ [[s:`redis-cart-0` is stuck in Pending]] [[s:on gruyere-w3]] — [[s:which is the NotReady node]], so [[u:it won't start until w3 comes back or the pod is rescheduled]].

[[c:kube-scheduler has restarted 2 times]], [[s:kube-controller-manager 4 times]]. [[c:`frontend` is spread evenly across both workers]]."""},
    {"q": "What's the control plane node's resource usage, and which ports does it listen on?", "ev": ["e7", "e8", "e1", "e9"],
     "a": """**gruyere-cp1** ([[s:16 GB RAM]]):
- Memory: [[s:8.8 GiB used]], [[c:7.3 GiB available]]
- Up [[s:7 days]] — [[c:since the kubeadm upgrade on Mar 31]]

Listening ports:

| Port | Component | Bind |
|---|---|---|
| 6443 | kube-apiserver | all |
| 2379/2380 | etcd | [[s:10.0.5.10]] |
| [[c:10256]] | kube-proxy (healthz) | 0.0.0.0 |
| 10257 / 10259 | controller-manager / scheduler | [[s:127.0.0.1]] |"""},
    {"q": "When was the cluster upgraded to 1.31?", "ev": ["e9", "e2", "e3"],
     "a": """[[s:On **March 31**]] the control plane's packages went from [[s:1.30.8]] to [[s:1.31.4]]: `kubeadm` at [[s:16:02]], `kubelet` and `kubectl` at [[c:16:02]] as well.

[[c:That's 4 package upgrades]] in total. [[s:cp1, w1 and w2 now report kubelet v1.31.4]] — [[u:the `kubeadm upgrade node` step was probably skipped on w3]]. [[s:The static control-plane pods were started on Apr 1 at 02:14 UTC]], [[c:i.e. the same evening as the upgrade]]."""},
]})
