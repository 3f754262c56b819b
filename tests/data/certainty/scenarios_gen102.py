"""102nd generation (written blind, in the manner of Falcon3 10B Instruct: compact, a bold "**Answer:**" line
first, then "**Details:**" with short "key: value" bullets, an occasional fenced code block quoting one line of
tool output, "Note:" caveats and little prose; it states exact figures it rounded itself and now and then pins a
figure on the wrong item).

comet — an Ubuntu 22.04 Jenkins CI agent (America/Sao_Paulo, -03:00). Its evidence: a steady-state snapshot
(Xeon E-2288G, 31.3 GiB RAM, a 458 GiB /var/lib/docker disk, OpenJDK 17, docker-ce 27.3.1, users ubuntu and
jenkins, jenkins in docker), fresh system info (94.3% CPU, load 14.82, up 12 days), a CPU-sorted process
listing cut at eight rows (a Maven build, a Gradle daemon and npm inside build containers, the agent's own
java), every container (four running, four exited with codes 1, 137, 0 and 2), disk usage with /var/lib/docker
at 99.1%, two hours of docker.service warnings (three "no space left on device", one failed prune), the
jenkins-agent unit, and a package history that could not be read (permission denied).

nebula — a RHEL 9.4 NFS file server (America/Sao_Paulo). A steady-state snapshot (Xeon Silver 4314, 125.6 GiB,
three XFS exports on sdb/sdc/sdd), fresh disk usage (/export/projects at 88.2%), a complete listing of the
eight nfsd kernel threads, a complete socket listing (2049 with no process, 111 via systemd and rpcbind,
rpc.mountd on 20048, six NFS clients, one SSH session, one TIME_WAIT on mountd), an hour of file changes under
/export/projects, nfs-server.service (active, exited), four hours of nfsd/mountd log lines (a refused mount
twice, "too many open connections"), a disk-I/O sample with sdc 87.5% busy, and a 15-minute-old system reading.

quasar — a Debian 12 WireGuard VPN gateway (America/Sao_Paulo). A steady-state snapshot (eth0 public,
eth1 LAN, wg0 10.66.0.1/24), a 25-minute-old socket listing (UDP 51820 on both families, sshd, dnsmasq on the
LAN and tunnel addresses), a fresh traffic sample, three hours of wireguard kernel lines (handshakes with peers 3
and 1, peer 5 at 192.0.2.77 giving up after 20 attempts), wg-quick@wg0 (active, exited), fresh system info (up
7 days 18 hours, no swap), 30 days of apt history (kernel 6.1.0-27 installed the day before the last boot), and
a complete read of /etc/wireguard/wg0.conf (five peers, only backup-site with an Endpoint, no preshared keys).

pulsar — a Kubernetes worker node of an EKS-like cluster on Amazon Linux 2023 (America/Sao_Paulo; the API
objects carry UTC times). A steady-state snapshot (m6a.2xlarge, containerd 1.7.22, runc 1.1.14), the node
object (Ready, DiskPressure True since 18:57:58Z = 15:57:58 local, allocatable 58 pods, containerd://1.7.22,
kubelet v1.30.4-eks), the ten pods on the node in four namespaces (one evicted for ephemeral storage,
fluent-bit with 5 restarts), the kubelet unit, disk usage at 91.8%, an hour of kubelet warnings (eviction,
failed image GC), a pod query in `checkout` that failed Unauthorized, and a 10-minute-old system reading.

nova — a Fedora 40 desktop (America/Sao_Paulo) that had OOM kills this evening. A steady-state snapshot whose
`users` source is listed in stale_sources (accounts lucas and marina, groups wheel and libvirt), three hours of
OOM log lines (kernel kills of qemu-system-x86 at 18:47 and rustc at 19:32, a systemd-oomd kill of Chrome's
scope at 19:05), fresh system info (40.0% of 15 GiB used, 2 GiB of 8 GiB zram swap), a memory-sorted process
listing cut at six rows, two weeks of dnf history (qemu-kvm and virt-manager on the 20th, rust and cargo on the
25th), /proc/swaps, a 15-minute-old systemd-oomd unit, and the user's own account of what they were doing.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       proc, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# comet — Ubuntu 22.04 Jenkins CI agent
# ---------------------------------------------------------------------------------------------------------
COM = Clock("2026-11-17T14:20:00-03:00")
COM_MEM = 33_652_310_016
COM_ROOT = 210_304_475_136
COM_DOCKER = 492_126_306_304

comet_evidence = [
    steady("e1", COM, age=3600,
           hostname="comet", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-126-generic", cpu_model="Intel(R) Xeon(R) E-2288G CPU @ 3.70GHz", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=COM_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": COM_ROOT},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/docker", "fstype": "ext4",
                   "total_bytes": COM_DOCKER},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5e:0a:93", "addresses": ["10.8.4.21/22"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:8f:1c:33:d0", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.8.0.2"], default_gateway="10.8.4.1", package_manager="dpkg",
           installed_packages={"openjdk-17-jre-headless": "17.0.12+7-1ubuntu2~22.04",
                               "docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy", "containerd.io": "1.7.22-1",
                               "docker-buildx-plugin": "0.17.1-1~ubuntu.22.04~jammy",
                               "git": "1:2.34.1-1ubuntu1.11", "openssh-server": "1:8.9p1-3ubuntu0.10"},
           available_services=["docker.service", "containerd.service", "jenkins-agent.service", "ssh.service",
                               "cron.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "jenkins", "uid": 1001, "gid": 1001, "home": "/var/lib/jenkins", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 999, "members": ["jenkins"]},
                   {"name": "sudo", "gid": 27, "members": ["ubuntu"]}]),
    item("e2", "linux_system_info",
         system_info(94.3, [14.82, 12.40, 9.75], 1_045_770, "2026-11-05T11:50:00-03:00", COM_MEM, 6_912_000_000,
                     4 * GiB, 1_288_490_188), COM, age=30),
    item("e3", "linux_processes", processes(387, COM_MEM, [
        (48211, "java", "jenkins", 312.4, 4_617_089_024, "2026-11-17T14:02:10-03:00",
         "java -Xmx4g -classpath /usr/share/maven/boot/plexus-classworlds-2.8.0.jar -Dmaven.home=/usr/share/maven "
         "org.codehaus.plexus.classworlds.launcher.Launcher -B clean verify"),
        (48390, "java", "jenkins", 141.0, 2_254_857_830, "2026-11-17T14:09:03-03:00",
         "java -Xmx2g -Dfile.encoding=UTF-8 -cp /home/gradle/.gradle/wrapper/dists/gradle-8.10.2-bin/lib/"
         "gradle-daemon-main-8.10.2.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10.2"),
        (48502, "node", "jenkins", 38.2, 700 * MiB, "2026-11-17T14:14:21-03:00", "node /usr/local/bin/npm ci"),
        (1423, "java", "jenkins", 6.8, 812 * MiB, "2026-11-05T11:51:12-03:00",
         "java -jar /var/lib/jenkins/agent.jar -url https://ci.example.internal/ -secret ******** -name comet "
         "-workDir /var/lib/jenkins"),
        (2011, "dockerd", "root", 4.1, 190 * MiB, "2026-11-05T11:50:48-03:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1298, "containerd", "root", 1.9, 70 * MiB, "2026-11-05T11:50:41-03:00", "/usr/bin/containerd"),
        (48177, "containerd-shim-runc-v2", "root", 0.6, 13 * MiB, "2026-11-17T14:02:05-03:00",
         "/usr/bin/containerd-shim-runc-v2 -namespace moby -id 9f3c1a7e2b10 -address /run/containerd/containerd.sock"),
        (901, "systemd-journald", "root", 0.3, 40 * MiB, "2026-11-05T11:50:09-03:00",
         "/lib/systemd/systemd-journald"),
    ]), COM, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("9f3c1a7e2b10", "build-api-4417", "maven:3.9.9-eclipse-temurin-17", "running", "Up 18 minutes",
            "2026-11-17T14:02:04-03:00"),
        box("4e8d2b6a9c31", "build-gradle-880", "gradle:8.10.2-jdk21", "running", "Up 11 minutes",
            "2026-11-17T14:09:01-03:00"),
        box("7a1b5c9d3e42", "build-web-2291", "node:20.18-bookworm", "running", "Up 6 minutes",
            "2026-11-17T14:14:18-03:00"),
        box("c2d4e6f8a0b1", "registry-mirror", "registry:2.8.3", "running", "Up 12 days",
            "2026-10-03T09:12:44-03:00", ["127.0.0.1:5000->5000/tcp"]),
        box("5b7d9f1a3c5e", "build-api-4416", "maven:3.9.9-eclipse-temurin-17", "exited", "Exited (1) 47 minutes ago",
            "2026-11-17T13:21:30-03:00"),
        box("8c0e2a4b6d8f", "build-web-2290", "node:20.18-bookworm", "exited", "Exited (137) 2 hours ago",
            "2026-11-17T12:05:12-03:00"),
        box("1d3f5b7c9e0a", "build-e2e-311", "mcr.microsoft.com/playwright:v1.48.2-jammy", "exited",
            "Exited (0) 3 hours ago", "2026-11-17T10:48:55-03:00"),
        box("6e8a0c2e4f6b", "sonar-scanner-77", "sonarsource/sonar-scanner-cli:11.1", "exited",
            "Exited (2) 5 hours ago", "2026-11-17T08:57:10-03:00"),
    ]}, COM, age=40, args={"all": True}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", COM_ROOT, 98_715_025_408),
        fs("/dev/sdb1", "/var/lib/docker", "ext4", COM_DOCKER, 487_700_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 1_124_999_168, 6_369_280),
    ]}, COM, age=25),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-11-17T12:31:04-03:00", "docker.service", "err",
                  'level=error msg="Handler for POST /v1.47/build returned error: failed to copy files: '
                  'copy file range failed: no space left on device"'),
        log_entry("2026-11-17T13:33:02-03:00", "docker.service", "err",
                  'level=error msg="Error writing log for container 5b7d9f1a3c5e: write /var/lib/docker/containers/'
                  '5b7d9f1a3c5e/5b7d9f1a3c5e-json.log: no space left on device"'),
        log_entry("2026-11-17T13:58:47-03:00", "docker.service", "warning",
                  'level=warning msg="failed to prune image sha256:3c1e9a: unlinkat '
                  '/var/lib/docker/overlay2/a81f04/diff: device or resource busy"'),
        log_entry("2026-11-17T14:11:19-03:00", "docker.service", "err",
                  'level=error msg="Handler for POST /v1.47/containers/create returned error: mkdir '
                  '/var/lib/docker/overlay2/f20c7d-init: no space left on device"'),
    ]}, COM, age=35, args={"unit": "docker.service", "priority": "warning", "since_minutes": 120}),
    item("e7", "linux_service_status",
         unit("jenkins-agent.service", "active", "running", pid=1423, since="2026-11-05T11:51:12-03:00",
              desc="Jenkins inbound agent"), COM, age=20, args={"name": "jenkins-agent"}),
    item("e8", "linux_package_history", {"events": []}, COM, age=15, args={"since_days": 7}, complete=False,
         error="cannot read /var/log/apt/history.log: Permission denied"),
]

comet_answers = [
    {"q": "Why is the CI agent so slow right now?", "ev": ["e2", "e3"],
     "a": "**Answer:** [[s:The agent is CPU-saturated]]: [[s:a Maven build (java, PID 48211) is using the most "
          "CPU]].\n\n"
          "**Details:**\n"
          "- CPU usage: [[s:94.3%]]\n"
          "- Load average: [[s:14.82 over 1 minute]], [[c:9.75 over 5 minutes]]\n"
          "- Top process: [[s:java 48211 at 312.4% CPU]]\n"
          "- Second: [[c:java 1423 (Gradle daemon) at 141.0%]]\n"
          "- Memory in use: [[s:24.9 GiB]] of [[s:31.3 GiB]] ([[c:82.6%]])\n"
          "\n"
          "Note: [[u:no other builds are queued behind these]], so it should ease once the Maven job finishes."},
    {"q": "Which build containers failed?", "ev": ["e4"],
     "a": "**Answer:** [[s:Three containers exited with a non-zero code]]: [[s:build-api-4416]], "
          "[[s:build-web-2290]] and [[s:sonar-scanner-77]].\n\n"
          "**Details:**\n"
          "- build-api-4416: [[s:exit code 1]], [[s:47 minutes ago]]\n"
          "- build-web-2290: [[s:exit code 137]], [[c:3 hours ago]]\n"
          "- sonar-scanner-77: [[c:exit code 1]], [[s:5 hours ago]]\n"
          "- still running: [[s:4 containers]]\n"
          "- registry-mirror: [[c:up 12 hours]], [[c:port 5000 open on all interfaces]]\n\n"
          "```\nbuild-web-2290  node:20.18-bookworm  Exited (137) 2 hours ago\n```\n"
          "Note: [[u:137 means the kernel OOM-killed the npm build]]."},
    {"q": "Is /var/lib/docker full?", "ev": ["e5", "e6"],
     "a": "**Answer:** [[s:Yes, /var/lib/docker is at 99.1%]].\n\n"
          "**Details:**\n"
          "- size: [[c:492.1 GiB]]\n"
          "- used: [[s:454.2 GiB]]\n"
          "- free: [[c:about 8.3 GB]]\n"
          "- errors: [[s:dockerd logged \"no space left on device\" three times in the last two hours]]\n"
          "- first one: [[c:12:13]]; [[s:last one at 14:11]]\n\n"
          "```\nlevel=error msg=\"Handler for POST /v1.47/containers/create returned error: mkdir "
          "/var/lib/docker/overlay2/f20c7d-init: no space left on device\"\n```\n"
          "Note: [[c:the prune attempt at 13:58 went through]], but [[u:the disk filled because the build cache "
          "is never pruned]].\n\n"
          "Suggested: `docker builder prune -af --filter until=24h`"},
    {"q": "Is the Jenkins agent service up, and since when?", "ev": ["e7", "e1"],
     "a": "**Answer:** [[s:Yes, jenkins-agent.service is active (running)]].\n\n"
          "**Details:**\n"
          "- main PID: [[s:1423]]\n"
          "- active since: [[s:2026-11-05 11:51 (-03:00)]]\n"
          "- running for: [[c:about 13 days]]\n"
          "- service user: [[u:jenkins]]\n"
          "- jenkins UID: [[s:1001]], [[s:member of docker]]\n"
          "- OS: [[s:Ubuntu 22.04]], kernel [[c:5.15.0-125-generic]]"},
    {"q": "What's using the most memory on comet?", "ev": ["e3"],
     "a": "**Answer:** [[u:The Maven build (java, PID 48211) is the biggest memory user]] at [[s:4.3 GiB RSS]].\n\n"
          "**Details:**\n"
          "- java 48211 (Maven): [[s:4.62 GB]], [[c:17.2% of RAM]]\n"
          "- java 48390 (Gradle): [[s:2.1 GiB]]\n"
          "- java 1423 (agent): [[c:700 MiB]]\n"
          "\n"
          "Note: this list is sorted by CPU and shows [[s:8 of 387 processes]]; [[u:no other process uses more "
          "than 1 GiB]]."},
    {"q": "What packages were updated on comet this week?", "ev": ["e8", "e1"],
     "a": "**Answer:** [[u:Docker was upgraded to 27.3.1 this week]].\n\n"
          "**Details:**\n"
          "- docker-ce: [[s:5:27.3.1-1~ubuntu.22.04~jammy]] (installed)\n"
          "- containerd.io: [[s:1.7.22-1]]\n"
          "- openjdk-17-jre-headless: [[c:17.0.13+11-1ubuntu2~22.04]]\n"
          "- [[u:docker-ce 27.3.1 is the latest release]]\n\n"
          "Note: [[s:the package history could not be read (Permission denied on /var/log/apt/history.log)]]. "
          "Try `sudo zgrep -h Upgrade /var/log/apt/history.log*`."},
    {"q": "Give me a quick summary of comet with sources.", "ev": ["e1", "e2", "e5"],
     "a": "**Answer:** [[s:comet runs Ubuntu 22.04 (jammy)]] [e1] [[s:on 8 cores / 16 threads]] [e1] and "
          "[[s:has been up for 12 days]] [e2].\n\n"
          "**Details:**\n"
          "- CPU: [[s:Intel Xeon E-2288G]] [e1]\n"
          "- RAM: [[s:31.3 GiB total]] [e2], [[c:6.9 GiB available]] [e2]\n"
          "- /var/lib/docker: [[u:99.1% full]] [e1]\n"
          "- / size: [[s:196 GiB]] [e5]\n"
          "- swap: [[s:30.0% used]] [e2] of [[c:8 GiB]]\n"
          "- [[u:jenkins-agent is running]] [e2]"},
]

# ---------------------------------------------------------------------------------------------------------
# nebula — RHEL 9 NFS file server
# ---------------------------------------------------------------------------------------------------------
NEB = Clock("2026-11-09T09:45:00-03:00")
NEB_MEM = 134_850_052_096
NEB_HOME = 7_999_376_588_800
NEB_PROJ = 15_998_753_177_600
NEB_SCR = 3_999_688_294_400
NEB_ROOT = 75_125_227_520
NFSD_START = "2026-10-28T07:12:10-03:00"

nebula_evidence = [
    steady("e1", NEB, age=7200,
           hostname="nebula", domain="lab.example.org", os_name="Red Hat Enterprise Linux", os_version="9.4",
           os_codename="Plow", kernel="5.14.0-427.42.1.el9_4.x86_64",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=NEB_MEM,
           disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": NEB_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/sdb1", "mountpoint": "/export/home", "fstype": "xfs", "total_bytes": NEB_HOME},
                  {"device": "/dev/sdc1", "mountpoint": "/export/projects", "fstype": "xfs", "total_bytes": NEB_PROJ},
                  {"device": "/dev/sdd1", "mountpoint": "/export/scratch", "fstype": "xfs", "total_bytes": NEB_SCR}],
           network_interfaces=[{"name": "ens1f0", "mac": "b4:96:91:a2:3c:10", "addresses": ["10.20.0.15/24"],
                                "is_up": True},
                               {"name": "ens1f1", "mac": "b4:96:91:a2:3c:11", "addresses": [], "is_up": False}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"nfs-utils": "2.5.4-26.el9_4", "rpcbind": "1.2.6-7.el9", "xfsprogs": "6.3.0-1.el9",
                               "kernel": "5.14.0-427.42.1.el9_4", "firewalld": "1.3.4-1.el9",
                               "openssh-server": "8.7p1-38.el9_4.4"},
           available_services=["nfs-server.service", "rpcbind.service", "rpc-statd.service", "nfs-mountd.service",
                               "firewalld.service", "sshd.service", "chronyd.service"],
           users=[{"name": "storadm", "uid": 1000, "gid": 1000, "home": "/home/storadm", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["storadm"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rhel-root", "/", "xfs", NEB_ROOT, 14_831_230_976),
        fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 351_272_960),
        fs("/dev/sdb1", "/export/home", "xfs", NEB_HOME, 5_102_183_841_792),
        fs("/dev/sdc1", "/export/projects", "xfs", NEB_PROJ, 14_110_902_304_768),
        fs("/dev/sdd1", "/export/scratch", "xfs", NEB_SCR, 1_203_145_687_040),
    ]}, NEB, age=30),
    item("e3", "linux_processes", {"total": 8, "processes": [
        proc(1615, "nfsd", "root", 9.8, 0.0, 0, NFSD_START, "[nfsd]", status="disk-sleep"),
        proc(1618, "nfsd", "root", 8.7, 0.0, 0, NFSD_START, "[nfsd]", status="running"),
        proc(1613, "nfsd", "root", 8.1, 0.0, 0, NFSD_START, "[nfsd]", status="disk-sleep"),
        proc(1619, "nfsd", "root", 7.9, 0.0, 0, NFSD_START, "[nfsd]"),
        proc(1612, "nfsd", "root", 7.2, 0.0, 0, NFSD_START, "[nfsd]"),
        proc(1616, "nfsd", "root", 6.6, 0.0, 0, NFSD_START, "[nfsd]"),
        proc(1614, "nfsd", "root", 5.4, 0.0, 0, NFSD_START, "[nfsd]"),
        proc(1617, "nfsd", "root", 4.9, 0.0, 0, NFSD_START, "[nfsd]"),
    ]}, NEB, age=35, args={"name": "nfsd", "sort": "cpu"}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "ens1f0", "mac": "b4:96:91:a2:3c:10", "addresses": ["10.20.0.15/24"], "is_up": True},
                       {"name": "ens1f1", "mac": "b4:96:91:a2:3c:11", "addresses": [], "is_up": False}],
        "listening": [
            listener(2049, "0.0.0.0", None, None),
            listener(2049, "::", None, None),
            listener(111, "0.0.0.0", 1, "systemd"),
            listener(111, "0.0.0.0", 1188, "rpcbind", proto="udp"),
            listener(20048, "0.0.0.0", 1601, "rpc.mountd"),
            listener(46733, "0.0.0.0", 1599, "rpc.statd"),
            listener(22, "0.0.0.0", 1203, "sshd"),
        ],
        "connections": [
            connection("10.20.0.15:2049", "10.20.0.31:872", None, None),
            connection("10.20.0.15:2049", "10.20.0.32:901", None, None),
            connection("10.20.0.15:2049", "10.20.0.47:735", None, None),
            connection("10.20.0.15:2049", "10.20.0.48:689", None, None),
            connection("10.20.0.15:2049", "10.20.1.12:1003", None, None),
            connection("10.20.0.15:2049", "10.20.1.13:776", None, None),
            connection("10.20.0.15:22", "10.20.5.9:53122", 48213, "sshd"),
            connection("10.20.0.15:20048", "10.20.0.52:998", None, None, status="TIME_WAIT"),
        ]}, NEB, age=45),
    item("e5", "linux_file_changes", {"root": "/export/projects", "since": NEB.ago(3650), "files": [
        {"path": "/export/projects/genomics/run-2211/logs/bwa.log", "mtime": "2026-11-09T09:40:19-03:00",
         "size_bytes": 2_310_455},
        {"path": "/export/projects/genomics/run-2211/aligned.bam.bai", "mtime": "2026-11-09T09:32:02-03:00",
         "size_bytes": 9_126_848},
        {"path": "/export/projects/genomics/run-2211/aligned.bam", "mtime": "2026-11-09T09:31:44-03:00",
         "size_bytes": 48_318_382_080},
        {"path": "/export/projects/cfd/wing-v7/processor12/0.035/U", "mtime": "2026-11-09T09:12:33-03:00",
         "size_bytes": 18_874_368},
        {"path": "/export/projects/cfd/wing-v7/case.foam", "mtime": "2026-11-09T08:58:10-03:00", "size_bytes": 1_024},
        {"path": "/export/projects/shared/README.md", "mtime": "2026-11-09T08:51:06-03:00", "size_bytes": 4_211},
    ]}, NEB, age=50, args={"root": "/export/projects", "since_minutes": 60, "limit": 50}),
    item("e6", "linux_service_status",
         unit("nfs-server.service", "active", "exited", pid=None, since=NFSD_START,
              desc="NFS server and services"), NEB, age=15, args={"name": "nfs-server"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-09T06:14:55-03:00", None, "warning",
                  "nfsd: client 10.20.1.12 testing state ID with incorrect client ID"),
        log_entry("2026-11-09T07:02:31-03:00", "nfs-mountd.service", "info",
                  'rpc.mountd[1601]: v4.2 client attached: 0x5e3a9c4f6717c1a2 from "10.20.1.13:776"'),
        log_entry("2026-11-09T08:20:17-03:00", "nfs-mountd.service", "warning",
                  "rpc.mountd[1601]: refused mount request from 10.20.3.77 for /export/home (/export/home): "
                  "unmatched host"),
        log_entry("2026-11-09T08:20:48-03:00", "nfs-mountd.service", "warning",
                  "rpc.mountd[1601]: refused mount request from 10.20.3.77 for /export/home (/export/home): "
                  "unmatched host"),
        log_entry("2026-11-09T09:05:42-03:00", None, "warning",
                  "nfsd: too many open connections, consider increasing the number of threads"),
    ]}, NEB, age=40, args={"since_minutes": 240, "grep": "nfsd|mountd"}),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sdc", "read_bytes_per_s": 412_340_224, "write_bytes_per_s": 96_468_992, "busy_percent": 87.5},
        {"device": "sdb", "read_bytes_per_s": 18_874_368, "write_bytes_per_s": 4_194_304, "busy_percent": 12.1},
        {"device": "sdd", "read_bytes_per_s": 1_048_576, "write_bytes_per_s": 31_457_280, "busy_percent": 8.4},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 262_144, "busy_percent": 0.6},
    ]}, NEB, age=20, args={"interval_seconds": 1}),
    item("e9", "linux_system_info",
         system_info(22.4, [9.12, 8.75, 8.01], 1_045_120, "2026-10-28T07:11:20-03:00", NEB_MEM, 98_784_247_808,
                     4 * GiB, 0), NEB, age=900),
]

nebula_answers = [
    {"q": "How full are the NFS exports?", "ev": ["e1", "e2"],
     "a": "**Answer:** [[s:/export/projects is the fullest at 88.2%]]; [[s:the other exports are under 65%]].\n\n"
          "**Details:**\n"
          "- /export/projects: [[s:88.2%]], [[c:14.1 TiB used of 16 TiB]]\n"
          "- /export/home: [[s:63.8%]], [[s:about 2.6 TiB free]]\n"
          "- /export/scratch: [[c:30.8%]], [[s:3.6 TiB total]]\n"
          "- /export/home device: [[c:/dev/sdc1]]\n\n"
          "Note: [[u:/export/projects grew about 2% this week]], so it is the one to watch."},
    {"q": "How many nfsd threads are running, and is the NFS server service up?", "ev": ["e3", "e6"],
     "a": "**Answer:** [[s:There are 8 nfsd threads]] and [[c:nfs-server.service is active (running)]].\n\n"
          "**Details:**\n"
          "- threads: [[s:PIDs 1612-1619]]\n"
          "- busiest: [[c:PID 1612 at 9.8% CPU]]\n"
          "- total nfsd CPU: [[c:about 52%]]\n"
          "- [[s:two threads are in disk-sleep (D state)]]\n"
          "- active since: [[s:2026-10-28 07:12]]\n\n"
          "```\nnfs-server.service  loaded  active  exited  NFS server and services\n```\n"
          "Note: [[u:8 threads is too few for the current client load]]."},
    {"q": "Which clients are connected over NFS right now?", "ev": ["e4"],
     "a": "**Answer:** [[c:Five clients]] have established connections to port 2049.\n\n"
          "**Details:**\n"
          "- clients: [[s:10.20.0.31 and 10.20.0.32]], [[s:10.20.0.47 and 10.20.0.48]], [[s:10.20.1.12]]\n"
          "- SSH: [[s:10.20.5.9 on port 22 (sshd, PID 48213)]]\n"
          "- [[c:10.20.0.52 also has an NFS session on 2049]]\n\n"
          "Note: [[s:no process or PID is listed for the 2049 sockets]] (kernel nfsd); [[u:all clients mount "
          "with NFSv4.2]]."},
    {"q": "What changed in /export/projects in the last hour?", "ev": ["e5"],
     "a": "**Answer:** [[s:6 files changed]], [[s:half of them under genomics/run-2211]].\n\n"
          "**Details:**\n"
          "- genomics/run-2211/aligned.bam: [[c:48.3 GiB]], [[s:modified 09:31]]\n"
          "- aligned.bam.bai: [[s:8.7 MiB]]\n"
          "- logs/bwa.log: [[s:2.2 MiB]], [[c:last written 09:04]]\n"
          "- cfd/wing-v7/processor12/0.035/U: [[s:18 MiB]], [[c:08:58]]\n"
          "\n"
          "Note: [[u:the BAM file is still being written by a running alignment job]]."},
    {"q": "The server feels slow. Which disk is the bottleneck?", "ev": ["e8", "e9", "e7"],
     "a": "**Answer:** [[s:sdc is the bottleneck]] ([[u:the /export/projects disk]]) at [[s:87.5% busy]].\n\n"
          "**Details:**\n"
          "- sdc read: [[c:412 MiB/s]]\n"
          "- sdc write: [[s:about 92 MiB/s]]\n"
          "- sdd: [[c:31 MB/s read]]\n"
          "- load average: [[t:9.12 / 8.75 / 8.01]]\n"
          "- CPU: [[t:22.4%]]\n"
          "- uptime: [[t:12 days]]\n"
          "- log: [[s:the kernel warned about too many open connections at 09:05]]\n\n"
          "```\nnfsd: too many open connections, consider increasing the number of threads\n```\n"
          "Note: [[t:memory is fine, about 73% available]]. [[u:The slowdown comes from the genomics alignment "
          "reading its BAM file]]."},
    {"q": "Any NFS errors or warnings in the logs?", "ev": ["e7"],
     "a": "**Answer:** [[s:No entries at error priority]], but [[s:there are several warnings]].\n\n"
          "**Details:**\n"
          "- [[s:06:14]]: [[s:client 10.20.1.12 tested a state ID with an incorrect client ID]]\n"
          "- [[c:07:20]]: [[s:mount request from 10.20.3.77 for /export/home refused (unmatched host)]]\n"
          "- refused attempts: [[c:1]]\n"
          "- [[s:09:05]]: [[s:\"too many open connections\"]]\n"
          "\n"
          "Note: [[u:10.20.3.77 is probably a new workstation that isn't in /etc/exports yet]].\n"
          "Check with `exportfs -v`."},
    {"q": "Is nebula listening on 2049 and 111? What OS and kernel is it?", "ev": ["e4", "e1"],
     "a": "**Answer:** [[s:Yes, 2049/tcp is listening on 0.0.0.0 and ::]] and [[s:111 is open on TCP and UDP]].\n\n"
          "**Details:**\n"
          "- 111/tcp: [[c:rpcbind, PID 1188]] (e4)\n"
          "- [[c:2049/udp is listening as well]] (e4)\n"
          "- OS: [[s:RHEL 9.4 (Plow)]] (e1)\n"
          "- kernel: [[u:5.14.0-427.42.1.el9_4]] (e4)\n"
          "- nfs-utils: [[s:2.5.4-26.el9_4]] (e1)\n"
          "- RAM: [[c:134.9 GiB]] (e1)\n\n"
          "Note: [[u:firewalld allows the nfs, rpc-bind and mountd services]]."},
]

# ---------------------------------------------------------------------------------------------------------
# quasar — Debian 12 WireGuard VPN gateway
# ---------------------------------------------------------------------------------------------------------
QUA = Clock("2026-11-21T22:10:00-03:00")
QUA_MEM = 8_148_729_856
QUA_IFACES = [
    {"name": "eth0", "mac": "a8:b8:e0:04:1c:7a", "addresses": ["203.0.113.45/24"], "is_up": True},
    {"name": "eth1", "mac": "a8:b8:e0:04:1c:7b", "addresses": ["192.168.10.1/24"], "is_up": True},
    {"name": "wg0", "mac": None, "addresses": ["10.66.0.1/24"], "is_up": True},
]
WG_CONF = ["[Interface]", "Address = 10.66.0.1/24", "ListenPort = 51820", "PrivateKey = <redacted>",
           "PostUp = nft -f /etc/nftables.d/wg0-nat.nft", "PostDown = nft delete table ip wg0nat"]
for _name, _key, _ips, _more in [
        ("laptop-ana", "hT4cQ9sLw2vXf8mN1pRzK0bYd7eJu3aG6iC5oV4tE2s=", "10.66.0.2/32", []),
        ("phone-ana", "Zp1xR7kM3nQ8wE2tY6uI0oP9aS4dF5gH1jK7lL3mN2o=", "10.66.0.3/32", []),
        ("office-sp", "bV8cX2zA6sD1fG5hJ9kL3qW7eR0tY4uI8oP2aS6dF1g=", "10.66.0.4/32, 172.16.40.0/24", []),
        ("laptop-bruno", "mN5bV1cX9zA3sD7fG2hJ6kL0qW4eR8tY1uI5oP9aS3d=", "10.66.0.5/32", []),
        ("backup-site", "qW2eR6tY0uI4oP8aS1dF5gH9jK3lZ7xC2vB6nM0qW4e=", "10.66.0.6/32, 10.99.0.0/16",
         ["Endpoint = 192.0.2.77:51820", "PersistentKeepalive = 25"])]:
    WG_CONF += ["", f"# {_name}", "[Peer]", f"PublicKey = {_key}", f"AllowedIPs = {_ips}"] + _more

quasar_evidence = [
    steady("e1", QUA, age=5400,
           hostname="quasar", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-27-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=QUA_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62_725_623_808},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=QUA_IFACES, dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1",
           package_manager="dpkg",
           installed_packages={"wireguard-tools": "1.0.20210914-1+b1", "nftables": "1.0.6-2+deb12u2",
                               "openssh-server": "1:9.2p1-2+deb12u3", "linux-image-amd64": "6.1.115-1",
                               "linux-image-6.1.0-27-amd64": "6.1.115-1", "dnsmasq": "2.90-4~deb12u1",
                               "unattended-upgrades": "2.9.1+nmu3"},
           available_services=["wg-quick@wg0.service", "nftables.service", "ssh.service", "dnsmasq.service",
                               "unattended-upgrades.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["admin"]}]),
    item("e2", "linux_network_info", {
        "interfaces": QUA_IFACES,
        "listening": [
            listener(51820, "0.0.0.0", None, None, proto="udp"),
            listener(51820, "::", None, None, proto="udp"),
            listener(22, "0.0.0.0", 612, "sshd"),
            listener(53, "192.168.10.1", 701, "dnsmasq", proto="udp"),
            listener(53, "192.168.10.1", 701, "dnsmasq"),
            listener(53, "10.66.0.1", 701, "dnsmasq", proto="udp"),
            listener(67, "0.0.0.0", 701, "dnsmasq", proto="udp"),
        ],
        "connections": [connection("192.168.10.1:22", "192.168.10.23:50412", 9120, "sshd")]},
        QUA, age=1500),
    item("e3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 2_883_584, "tx_bytes_per_s": 3_145_728},
        {"name": "eth1", "rx_bytes_per_s": 3_041_280, "tx_bytes_per_s": 2_752_512},
        {"name": "wg0", "rx_bytes_per_s": 2_621_440, "tx_bytes_per_s": 2_726_297},
        {"name": "lo", "rx_bytes_per_s": 1_024, "tx_bytes_per_s": 1_024},
    ]}, QUA, age=25, args={"interval_seconds": 1}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-21T19:42:10-03:00", None, "info",
                  "wireguard: wg0: Receiving handshake initiation from peer 3 (198.51.100.24:41822)"),
        log_entry("2026-11-21T19:42:10-03:00", None, "info",
                  "wireguard: wg0: Sending handshake response to peer 3 (198.51.100.24:41822)"),
        log_entry("2026-11-21T19:42:10-03:00", None, "info", "wireguard: wg0: Keypair 117 created for peer 3"),
        log_entry("2026-11-21T21:03:55-03:00", None, "info",
                  "wireguard: wg0: Handshake for peer 5 (192.0.2.77:51820) did not complete after 5 seconds, "
                  "retrying (try 2)"),
        log_entry("2026-11-21T21:04:01-03:00", None, "info",
                  "wireguard: wg0: Handshake for peer 5 (192.0.2.77:51820) did not complete after 5 seconds, "
                  "retrying (try 3)"),
        log_entry("2026-11-21T21:05:33-03:00", None, "warning",
                  "wireguard: wg0: Handshake for peer 5 (192.0.2.77:51820) did not complete after 20 attempts, "
                  "giving up"),
        log_entry("2026-11-21T21:58:47-03:00", None, "info",
                  "wireguard: wg0: Receiving handshake initiation from peer 1 (198.51.100.9:60214)"),
        log_entry("2026-11-21T21:58:47-03:00", None, "info",
                  "wireguard: wg0: Sending handshake response to peer 1 (198.51.100.9:60214)"),
    ]}, QUA, age=30, args={"grep": "wireguard", "since_minutes": 180}),
    item("e5", "linux_service_status",
         unit("wg-quick@wg0.service", "active", "exited", pid=None, since="2026-11-14T03:22:18-03:00",
              desc="WireGuard via wg-quick(8) for wg0"), QUA, age=20, args={"name": "wg-quick@wg0"}),
    item("e6", "linux_system_info",
         system_info(7.9, [0.31, 0.27, 0.22], 672_475, "2026-11-14T03:21:50-03:00", QUA_MEM, 6_710_886_400, 0, 0),
         QUA, age=15),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-11-06T06:12:40-03:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u2",
                      "1:9.2p1-2+deb12u3"),
        package_event("2026-11-06T06:12:41-03:00", "upgrade", "openssh-client", "1:9.2p1-2+deb12u2",
                      "1:9.2p1-2+deb12u3"),
        package_event("2026-11-13T06:25:11-03:00", "install", "linux-image-6.1.0-27-amd64", None, "6.1.115-1"),
        package_event("2026-11-13T06:25:30-03:00", "upgrade", "linux-image-amd64", "6.1.112-1", "6.1.115-1"),
        package_event("2026-11-13T06:26:02-03:00", "upgrade", "nftables", "1.0.6-2+deb12u1", "1.0.6-2+deb12u2"),
    ]}, QUA, age=60, args={"since_days": 30}),
    item("e8", "linux_file_read", {"path": "/etc/wireguard/wg0.conf", "offset": 0, "limit": 60,
                                   "total_lines": len(WG_CONF), "lines": WG_CONF},
         QUA, age=40, args={"path": "/etc/wireguard/wg0.conf", "offset": 0, "limit": 60}),
]

quasar_answers = [
    {"q": "Is the WireGuard tunnel up and listening?", "ev": ["e5", "e2"],
     "a": "**Answer:** [[s:wg-quick@wg0 is active]] and [[t:WireGuard is listening on UDP 51820]].\n\n"
          "**Details:**\n"
          "- unit state: [[s:active (exited)]], normal for wg-quick\n"
          "- active since: [[s:2026-11-14 03:22]]\n"
          "- listeners: [[t:0.0.0.0:51820/udp and [::]:51820/udp]]\n"
          "- SSH: [[t:sshd (PID 612) on 0.0.0.0:22]], [[t:one session from 192.168.10.23]]\n"
          "- DNS: [[t:dnsmasq listening on 0.0.0.0:53]]\n\n"
          "Note: [[s:the socket listing is about 25 minutes old]]; rerun `ss -ulpn | grep 51820` to confirm."},
    {"q": "What addresses are on wg0 and eth0?", "ev": ["e1", "e2"],
     "a": "**Answer:** [[s:wg0 has 10.66.0.1/24]] and [[s:eth0 has 203.0.113.45/24]].\n\n"
          "**Details:**\n"
          "- eth0 MAC: [[c:a8:b8:e0:04:1c:7b]]\n"
          "- eth1 (LAN): [[s:192.168.10.1/24]]\n"
          "- DNS: [[c:1.1.1.1 and 8.8.8.8]]"},
    {"q": "How much traffic is going through the tunnel right now?", "ev": ["e3"],
     "a": "**Answer:** [[s:wg0 is receiving 2.62 MB/s]] and [[s:sending 2.73 MB/s]].\n\n"
          "**Details:**\n"
          "- wg0 rx: [[s:about 21 Mbit/s]]\n"
          "- eth0 rx: [[c:3.04 MB/s]]\n"
          "- eth0 tx: [[s:3.15 MB/s]]\n"
          "- eth1 tx: [[c:2.88 MB/s]]\n"
          "- busiest interface: [[c:wg0]]\n\n"
          "Note: [[u:the ~10% extra on eth0 is WireGuard encryption overhead]]."},
    {"q": "Any handshake failures?", "ev": ["e4", "e8"],
     "a": "**Answer:** [[s:Yes, handshakes with peer 5 at 192.0.2.77:51820 failed]]; [[s:wg0 gave up after 20 "
          "attempts at 21:05]].\n\n"
          "**Details:**\n"
          "- peer 5: [[s:backup-site]] (same Endpoint in wg0.conf)\n"
          "- first retry: [[c:20:03]]\n"
          "- its AllowedIPs: [[s:10.66.0.6/32 and 10.99.0.0/16]]\n"
          "- peer 3: [[s:handshake from 198.51.100.24 at 19:42]], [[c:keypair 171]]\n"
          "- peer 3 name: [[u:office-sp, the third [Peer] block]]\n"
          "\n"
          "```\nwireguard: wg0: Handshake for peer 5 (192.0.2.77:51820) did not complete after 20 attempts, "
          "giving up\n```\n"
          "Note: [[u:the backup site's firewall is probably blocking UDP 51820]]."},
    {"q": "How many peers are configured, and which have a fixed endpoint?", "ev": ["e8"],
     "a": "**Answer:** [[s:5 peers are configured in /etc/wireguard/wg0.conf]]; [[s:only backup-site has a fixed "
          "Endpoint]].\n\n"
          "**Details:**\n"
          "- laptop-ana: [[s:10.66.0.2/32]]\n"
          "- office-sp: [[s:10.66.0.4/32]] + [[c:172.16.50.0/24]]\n"
          "- laptop-bruno: [[c:10.66.0.6/32]]\n"
          "- backup-site: [[s:PersistentKeepalive 25]]\n"
          "- file length: [[c:31 lines]]\n\n"
          "Note: [[s:the private key is redacted]]; [[c:all peers use a PresharedKey]]."},
    {"q": "What got updated recently, and do I need to reboot?", "ev": ["e7", "e1", "e6"],
     "a": "**Answer:** [[s:No reboot needed]]: [[s:the running kernel 6.1.0-27-amd64 is the one installed on "
          "2026-11-13]].\n\n"
          "**Details:**\n"
          "- linux-image-6.1.0-27-amd64: [[s:installed 2026-11-13 06:25]], [[s:version 6.1.115-1]]\n"
          "- linux-image-amd64: [[c:6.1.106-3 -> 6.1.115-1]]\n"
          "- last boot: [[c:2026-11-13 03:21]]\n"
          "- uptime: [[s:7 days 18 hours]]\n"
          "- upgrades in 30 days: [[c:3]]\n\n"
          "Note: [[u:unattended-upgrades installed these automatically]]."},
    {"q": "Quick health check of quasar, with sources.", "ev": ["e6", "e3", "e5", "e2"],
     "a": "**Answer:** [[s:quasar is lightly loaded]] (e6).\n\n"
          "**Details:**\n"
          "- CPU: [[s:7.9%]] (e6)\n"
          "- memory used: [[s:17.6%]] (e6), [[c:about 7.6 GiB available]] (e6)\n"
          "- swap: [[s:none configured]] (e6)\n"
          "- wg0 traffic: [[u:2.6 MB/s in]] (e5)\n"
          "- wg-quick@wg0: [[s:active]] (e5)\n"
          "- UDP 51820: [[t:listening]] (e2)\n"
          "- sshd: [[t:on port 22]] (e2)\n"
          "- uptime: [[s:7 days]] (e6)\n\n"
          "Note: [[u:no errors in the kernel log]]."},
]

# ---------------------------------------------------------------------------------------------------------
# pulsar — Kubernetes worker node, Amazon Linux 2023 (EKS-like)
# ---------------------------------------------------------------------------------------------------------
PUL = Clock("2026-11-12T16:35:00-03:00")
PUL_MEM = 32_904_560_640
PUL_ROOT = 107_362_627_584
PUL_NODE = "ip-10-42-3-118.sa-east-1.compute.internal"


def kpod(name: str, namespace: str, container: str, phase: str, started: str, restarts: int = 0,
         ready: bool = True, state: dict | None = None, reason: str | None = None,
         message: str | None = None) -> dict:
    status = {"phase": phase, "startTime": started, "containerStatuses": [
        {"name": container, "ready": ready, "restartCount": restarts,
         "state": state or {"running": {"startedAt": started}}}]}
    if reason:
        status["reason"] = reason
    if message:
        status["message"] = message
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace},
            "spec": {"nodeName": PUL_NODE}, "status": status}


pulsar_evidence = [
    steady("e1", PUL, age=3600,
           hostname=PUL_NODE, os_name="Amazon Linux", os_version="2023", os_codename=None,
           kernel="6.1.112-122.189.amzn2023.x86_64", cpu_model="AMD EPYC 7R13 Processor", cpu_cores=4,
           cpu_threads=8, memory_total_bytes=PUL_MEM,
           disks=[{"device": "/dev/nvme0n1p1", "mountpoint": "/", "fstype": "xfs", "total_bytes": PUL_ROOT},
                  {"device": "/dev/nvme0n1p128", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 10_469_376}],
           network_interfaces=[{"name": "ens5", "mac": "0e:4b:7c:21:9a:f3", "addresses": ["10.42.3.118/20"],
                                "is_up": True},
                               {"name": "ens6", "mac": "0e:6d:12:88:4e:01", "addresses": ["10.42.3.201/20"],
                                "is_up": True}],
           dns_servers=["10.42.0.2"], default_gateway="10.42.0.1", package_manager="rpm",
           installed_packages={"containerd": "1.7.22-1.amzn2023.0.2", "runc": "1.1.14-1.amzn2023.0.1",
                               "kernel": "6.1.112-122.189.amzn2023", "amazon-ssm-agent": "3.3.987.0-1.amzn2023",
                               "kubelet": "1.30.4-1.amzn2023"},
           available_services=["kubelet.service", "containerd.service", "sshd.service",
                               "amazon-ssm-agent.service", "chronyd.service"],
           users=[{"name": "ec2-user", "uid": 1000, "gid": 1000, "home": "/home/ec2-user", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ec2-user"]}]),
    item("e2", "kubernetes_get", {"context": "arn:aws:eks:sa-east-1:111122223333:cluster/apps-prod",
                                  "namespace": None, "items": [
        {"kind": "Node",
         "metadata": {"name": PUL_NODE, "labels": {"node.kubernetes.io/instance-type": "m6a.2xlarge",
                                                   "topology.kubernetes.io/zone": "sa-east-1b",
                                                   "eks.amazonaws.com/nodegroup": "apps-ng-2"}},
         "spec": {"taints": [{"key": "node.kubernetes.io/disk-pressure", "effect": "NoSchedule"}]},
         "status": {
             "conditions": [
                 {"type": "MemoryPressure", "status": "False", "reason": "KubeletHasSufficientMemory",
                  "lastTransitionTime": "2026-11-02T11:15:02Z"},
                 {"type": "DiskPressure", "status": "True", "reason": "KubeletHasDiskPressure",
                  "message": "kubelet has disk pressure", "lastTransitionTime": "2026-11-12T18:57:58Z"},
                 {"type": "PIDPressure", "status": "False", "reason": "KubeletHasSufficientPID",
                  "lastTransitionTime": "2026-11-02T11:15:02Z"},
                 {"type": "Ready", "status": "True", "reason": "KubeletReady",
                  "lastTransitionTime": "2026-11-02T11:15:12Z"}],
             "capacity": {"cpu": "8", "memory": "32133360Ki", "pods": "58", "ephemeral-storage": "104845292Ki"},
             "allocatable": {"cpu": "7910m", "memory": "31443184Ki", "pods": "58",
                             "ephemeral-storage": "95551679124"},
             "nodeInfo": {"kubeletVersion": "v1.30.4-eks-a737599", "containerRuntimeVersion": "containerd://1.7.22",
                          "osImage": "Amazon Linux 2023.6.20241031",
                          "kernelVersion": "6.1.112-122.189.amzn2023.x86_64", "architecture": "amd64"}}},
    ]}, PUL, age=30, args={"resource": "nodes", "name": PUL_NODE}),
    item("e3", "kubernetes_get", {"context": "arn:aws:eks:sa-east-1:111122223333:cluster/apps-prod",
                                  "namespace": None, "items": [
        kpod("aws-node-7xk2p", "kube-system", "aws-node", "Running", "2026-11-02T11:15:20Z"),
        kpod("kube-proxy-9fq4d", "kube-system", "kube-proxy", "Running", "2026-11-02T11:15:18Z"),
        kpod("ebs-csi-node-r8w5t", "kube-system", "ebs-plugin", "Running", "2026-11-02T11:15:25Z"),
        kpod("coredns-5b8cc885bc-lm2vw", "kube-system", "coredns", "Running", "2026-11-04T14:02:41Z", restarts=1),
        kpod("payments-api-6d9f7c8b5-2kqzt", "payments", "payments-api", "Running", "2026-11-10T13:40:02Z",
             restarts=2),
        kpod("payments-worker-7c4b9d6f8-x8w2n", "payments", "payments-worker", "Running", "2026-11-10T13:40:05Z"),
        kpod("checkout-cart-7d5f8b6c9-wv4nm", "checkout", "checkout-cart", "Running", "2026-11-09T17:22:10Z"),
        kpod("checkout-web-58f6d7c9b4-q9m4r", "checkout", "checkout-web", "Failed", "2026-11-08T10:21:44Z",
             ready=False,
             state={"terminated": {"reason": "ContainerStatusUnknown", "exitCode": 137,
                                   "message": "The container could not be located when the pod was terminated"}},
             reason="Evicted",
             message="The node was low on resource: ephemeral-storage. Threshold quantity: 10735192576, available: "
                     "9612348Ki. Container checkout-web was using 6815744Ki, request is 0, has larger consumption "
                     "of ephemeral-storage."),
        kpod("node-exporter-6qbbn", "monitoring", "node-exporter", "Running", "2026-11-02T11:16:02Z"),
        kpod("fluent-bit-2lq8d", "monitoring", "fluent-bit", "Running", "2026-11-02T11:16:10Z", restarts=5),
    ]}, PUL, age=40, args={"resource": "pods", "namespace": "all", "field_selector": f"spec.nodeName={PUL_NODE}"}),
    item("e4", "linux_service_status",
         unit("kubelet.service", "active", "running", pid=2874, since="2026-11-02T08:14:51-03:00",
              desc="Kubernetes Kubelet"), PUL, age=25, args={"name": "kubelet"}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p1", "/", "xfs", PUL_ROOT, 98_560_892_928),
        fs("/dev/nvme0n1p128", "/boot/efi", "vfat", 10_469_376, 1_331_200),
    ]}, PUL, age=20),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        log_entry("2026-11-12T15:57:58-03:00", "kubelet.service", "warning",
                  'eviction_manager.go:366] "Eviction manager: attempting to reclaim" resourceName="ephemeral-storage"'),
        log_entry("2026-11-12T15:58:02-03:00", "kubelet.service", "warning",
                  'eviction_manager.go:413] "Eviction manager: must evict pod(s) to reclaim" '
                  'resourceName="ephemeral-storage"'),
        log_entry("2026-11-12T15:58:13-03:00", "kubelet.service", "warning",
                  'eviction_manager.go:616] "Eviction manager: pod is evicted successfully" '
                  'pod="checkout/checkout-web-58f6d7c9b4-q9m4r"'),
        log_entry("2026-11-12T16:02:40-03:00", "kubelet.service", "warning",
                  'image_gc_manager.go:391] "Disk usage on image filesystem is over the high threshold, trying to '
                  'free bytes down to the low threshold" usage=91 highThreshold=85 amountToFree=12538908672 '
                  'lowThreshold=80'),
        log_entry("2026-11-12T16:02:41-03:00", "kubelet.service", "err",
                  'kubelet.go:1509] "Image garbage collection failed multiple times in a row" err="Failed to garbage '
                  'collect required amount of images. Attempted to free 12538908672 bytes, but only found 1288490188 '
                  'bytes eligible to free."'),
    ]}, PUL, age=35, args={"unit": "kubelet", "priority": "warning", "since_minutes": 60}),
    item("e7", "kubernetes_get", {"context": "arn:aws:eks:sa-east-1:111122223333:cluster/apps-prod",
                                  "namespace": "checkout", "items": []},
         PUL, age=15, args={"resource": "pods", "namespace": "checkout"}, complete=False,
         error="error: You must be logged in to the server (Unauthorized)"),
    item("e8", "linux_system_info",
         system_info(41.2, [3.88, 3.41, 3.02], 893_490, "2026-11-02T08:13:30-03:00", PUL_MEM, 12_884_901_888, 0, 0),
         PUL, age=600),
]

pulsar_answers = [
    {"q": "Which pods are on this node, and are any broken?", "ev": ["e3"],
     "a": "**Answer:** [[s:10 pods are scheduled on this node]]; [[s:one is broken: "
          "checkout-web-58f6d7c9b4-q9m4r was evicted]].\n\n"
          "**Details:**\n"
          "- kube-system: [[s:aws-node, kube-proxy, ebs-csi-node, coredns]], [[s:all Running]]\n"
          "- payments: [[s:payments-api (2 restarts)]]\n"
          "- checkout: [[s:checkout-cart Running]], [[s:checkout-web-58f6d7c9b4-q9m4r Failed (Evicted)]]\n"
          "- monitoring: [[c:fluent-bit (0 restarts)]]\n"
          "- most restarts: [[c:payments-api]]\n"
          "- coredns: [[c:2 replicas on this node]]\n\n"
          "Note: [[s:9 of the 10 pods are Running]]."},
    {"q": "Why was the checkout pod evicted?", "ev": ["e3", "e6"],
     "a": "**Answer:** [[s:It was evicted because the node ran low on ephemeral storage]].\n\n"
          "**Details:**\n"
          "- evicted at: [[s:15:58]]\n"
          "- container usage: [[c:6.8 GiB of ephemeral storage]]\n"
          "- available at eviction: [[s:about 9.2 GiB]]\n"
          "- image GC: [[s:kubelet tried to free about 12.5 GB of images]] and [[c:freed all of it]]\n\n"
          "```\n\"Eviction manager: pod is evicted successfully\" pod=\"checkout/checkout-web-58f6d7c9b4-q9m4r\"\n```\n"
          "Note: [[u:checkout-web writes its logs inside the container filesystem, which is what filled the disk]]. "
          "[[u:Its replacement was scheduled on another node]]."},
    {"q": "What are the node's conditions?", "ev": ["e2"],
     "a": "**Answer:** [[s:The node is Ready]] but [[s:reports DiskPressure=True]].\n\n"
          "**Details:**\n"
          "- Ready: [[s:True]], [[c:since today]]\n"
          "- MemoryPressure: [[s:False]]\n"
          "- DiskPressure: [[s:True]], [[c:since 18:57]]\n"
          "- taint: [[s:node.kubernetes.io/disk-pressure:NoSchedule]]\n"
          "- allocatable pods: [[c:110]]\n"
          "- allocatable memory: [[s:about 30 GiB]]\n"
          "- zone: [[c:sa-east-1a]]"},
    {"q": "What container runtime and kubelet version does the node run?", "ev": ["e2", "e1"],
     "a": "**Answer:** [[s:containerd 1.7.22]] with [[s:kubelet v1.30.4 (eks-a737599)]].\n\n"
          "**Details:**\n"
          "```\n\"containerRuntimeVersion\": \"containerd://1.7.22\"\n```\n"
          "- containerd package: [[s:1.7.22-1.amzn2023.0.2]]\n"
          "- runc: [[c:1.1.13]]\n"
          "- OS image: [[s:Amazon Linux 2023.6.20241031]]\n"
          "\n"
          "Note: [[u:1.7.22 is the latest containerd available for AL2023]]."},
    {"q": "Is the kubelet healthy? How loaded is the node?", "ev": ["e4", "e8"],
     "a": "**Answer:** [[s:kubelet.service is active (running)]]; [[t:load is around 3.9]].\n\n"
          "**Details:**\n"
          "- kubelet PID: [[s:2874]]\n"
          "- CPU: [[t:41.2%]]\n"
          "- load average: [[t:3.88 / 3.41 / 3.02]]\n"
          "- memory: [[t:60.8% used]]\n"
          "- uptime: [[t:about 10 days]]\n"
          "- swap: [[t:none]]\n\n"
          "Note: [[u:most of the load comes from the payments pods]]."},
    {"q": "Can you re-check the pods in the checkout namespace?", "ev": ["e7", "e3"],
     "a": "**Answer:** [[s:The re-check failed: the API returned Unauthorized]].\n\n"
          "**Details:**\n"
          "- error: `error: You must be logged in to the server (Unauthorized)`\n"
          "- from the earlier listing (e3): [[s:checkout-cart-7d5f8b6c9-wv4nm is Running]]\n"
          "- [[s:checkout-web-58f6d7c9b4-q9m4r is Failed (Evicted)]] (e3)\n"
          "- [[u:checkout-web has been rescheduled and is Running again]] (e7)\n"
          "- [[c:checkout has 3 pods on this node]] (e3)\n\n"
          "Note: [[u:your kubeconfig token has probably expired]]. Run `aws eks update-kubeconfig --name apps-prod`."},
    {"q": "How much disk is left on the node?", "ev": ["e5", "e1", "e6"],
     "a": "**Answer:** [[s:The root filesystem is 91.8% full]], with [[c:about 8.8 GiB free]].\n\n"
          "**Details:**\n"
          "- size: [[s:100 GiB]]\n"
          "- used: [[c:98.6 GiB]]\n"
          "- image GC thresholds: [[s:high 85%]], [[s:low 80%]]\n"
          "- needed to reach 80%: [[c:about 8 GB]]\n"
          "- [[s:only 1.29 GB of images were eligible for removal]]\n\n"
          "Note: [[u:/var/lib/containerd is taking most of the space]]."},
]

# ---------------------------------------------------------------------------------------------------------
# nova — Fedora 40 desktop with OOM kills
# ---------------------------------------------------------------------------------------------------------
NOV = Clock("2026-11-26T20:15:00-03:00")
NOV_MEM = 16_107_524_096
NOV_ROOT = 510_770_802_688

nova_evidence = [
    steady("e1", NOV, age=3600,
           hostname="nova", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.11.7-200.fc40.x86_64", cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=NOV_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": NOV_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": NOV_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627_900_416}],
           network_interfaces=[{"name": "wlp4s0", "mac": "3c:58:c2:9e:71:0a", "addresses": ["192.168.0.42/24"],
                                "is_up": True},
                               {"name": "virbr0", "mac": "52:54:00:3b:8e:21", "addresses": ["192.168.122.1/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"kernel": "6.11.7-200.fc40", "google-chrome-stable": "131.0.6778.85-1",
                               "firefox": "132.0.2-1.fc40", "qemu-kvm": "8.2.7-1.fc40",
                               "virt-manager": "4.1.0-5.fc40", "rust": "1.82.0-1.fc40", "cargo": "1.82.0-1.fc40",
                               "zram-generator": "1.1.2-11.fc40", "systemd-oomd-defaults": "255.13-1.fc40"},
           available_services=["gdm.service", "NetworkManager.service", "libvirtd.service", "systemd-oomd.service",
                               "bluetooth.service"],
           users=[{"name": "lucas", "uid": 1000, "gid": 1000, "home": "/home/lucas", "shell": "/bin/bash"},
                  {"name": "marina", "uid": 1001, "gid": 1001, "home": "/home/marina", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["lucas"]},
                   {"name": "libvirt", "gid": 975, "members": ["lucas"]}],
           stale_sources=["users"]),
    item("e2", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-26T18:47:21-03:00", None, "warning",
                  "rustc invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, "
                  "oom_score_adj=0"),
        log_entry("2026-11-26T18:47:22-03:00", None, "err",
                  "Out of memory: Killed process 48812 (qemu-system-x86) total-vm:10843264kB, anon-rss:8388608kB, "
                  "file-rss:20480kB, shmem-rss:0kB, UID:107 pgtables:17872kB oom_score_adj:0"),
        log_entry("2026-11-26T18:47:22-03:00", None, "info",
                  "oom_reaper: reaped process 48812 (qemu-system-x86), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB"),
        log_entry("2026-11-26T19:05:41-03:00", "systemd-oomd.service", "info",
                  "Killed /user.slice/user-1000.slice/user@1000.service/app.slice/app-gnome-google\\x2dchrome-5521.scope "
                  "due to memory pressure for /user.slice/user-1000.slice/user@1000.service being 72.31% > 50.00% "
                  "for > 20s with reclaim activity"),
        log_entry("2026-11-26T19:32:04-03:00", None, "warning",
                  "cargo invoked oom-killer: gfp_mask=0x140dca(GFP_HIGHUSER_MOVABLE|__GFP_COMP|__GFP_ZERO), order=0, "
                  "oom_score_adj=0"),
        log_entry("2026-11-26T19:32:05-03:00", None, "err",
                  "Out of memory: Killed process 51203 (rustc) total-vm:6291456kB, anon-rss:4194304kB, "
                  "file-rss:12288kB, shmem-rss:0kB, UID:1000 pgtables:9120kB oom_score_adj:0"),
        log_entry("2026-11-26T19:32:05-03:00", None, "info",
                  "oom_reaper: reaped process 51203 (rustc), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB"),
    ]}, NOV, age=40, args={"grep": "oom", "since_minutes": 180}),
    item("e3", "linux_system_info",
         system_info(18.4, [2.41, 3.86, 4.10], 41_550, "2026-11-26T08:42:10-03:00", NOV_MEM, 9_663_676_416,
                     8_589_930_496, 2_147_483_648), NOV, age=20),
    item("e4", "linux_processes", processes(341, NOV_MEM, [
        (52011, "rust-analyzer", "lucas", 3.2, 2_040_109_465, "2026-11-26T17:58:40-03:00",
         "/home/lucas/.vscode/extensions/rust-lang.rust-analyzer-0.3.2196-linux-x64/server/rust-analyzer"),
        (60233, "chrome", "lucas", 6.1, 1_610_612_736, "2026-11-26T19:06:12-03:00", "/opt/google/chrome/chrome"),
        (3104, "gnome-shell", "lucas", 4.4, 612 * MiB, "2026-11-26T08:43:01-03:00", "/usr/bin/gnome-shell"),
        (57810, "code", "lucas", 1.2, 540 * MiB, "2026-11-26T17:58:02-03:00", "/usr/share/code/code"),
        (60302, "chrome", "lucas", 2.0, 420 * MiB, "2026-11-26T19:06:15-03:00",
         "/opt/google/chrome/chrome --type=renderer"),
        (3620, "gnome-terminal-", "lucas", 0.3, 180 * MiB, "2026-11-26T08:45:33-03:00",
         "/usr/libexec/gnome-terminal-server"),
    ]), NOV, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-15T10:02:11-03:00", "upgrade", "kernel", "6.11.5-200.fc40", "6.11.7-200.fc40"),
        package_event("2026-11-15T10:02:11-03:00", "upgrade", "kernel-core", "6.11.5-200.fc40", "6.11.7-200.fc40"),
        package_event("2026-11-15T10:02:11-03:00", "upgrade", "google-chrome-stable", "130.0.6723.116-1",
                      "131.0.6778.85-1"),
        package_event("2026-11-20T21:44:30-03:00", "install", "qemu-kvm", None, "8.2.7-1.fc40"),
        package_event("2026-11-20T21:44:30-03:00", "install", "virt-manager", None, "4.1.0-5.fc40"),
        package_event("2026-11-24T19:10:05-03:00", "upgrade", "firefox", "132.0.1-1.fc40", "132.0.2-1.fc40"),
        package_event("2026-11-25T22:31:50-03:00", "install", "rust", None, "1.82.0-1.fc40"),
        package_event("2026-11-25T22:31:50-03:00", "install", "cargo", None, "1.82.0-1.fc40"),
    ]}, NOV, age=60, args={"since_days": 14}),
    item("e6", "linux_file_read", {"path": "/proc/swaps", "offset": 0, "limit": 50, "total_lines": 2, "lines": [
        "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority",
        "/dev/zram0                              partition\t8388604\t\t2097152\t\t100",
    ]}, NOV, age=30, args={"path": "/proc/swaps"}),
    item("e7", "linux_service_status",
         unit("systemd-oomd.service", "active", "running", pid=812, since="2026-11-26T08:42:14-03:00",
              desc="Userspace Out-Of-Memory (OOM) Killer"), NOV, age=900, args={"name": "systemd-oomd"}),
]

NOVA_USER = user("u1", "I was compiling my Rust project with cargo build --release while a Windows 11 VM was running "
                       "in virt-manager, plus Chrome with a ton of tabs. Around quarter to seven everything froze for "
                       "about a minute and then the VM was just gone. Later Chrome closed itself too.", NOV, age=120)

nova_answers = [
    {"q": "What got killed this evening?", "ev": ["e2"], "extra": [NOVA_USER],
     "a": "**Answer:** [[s:The kernel OOM killer killed qemu-system-x86 (PID 48812)]] [[s:at 18:47]], [[s:then rustc "
          "(PID 51203) at 19:32]]; [[s:systemd-oomd separately killed Chrome's scope at 19:05]].\n\n"
          "**Details:**\n"
          "- qemu-system-x86 anon-rss: [[c:8.4 GiB]]\n"
          "- qemu UID: [[c:1000]]\n"
          "- rustc anon-rss: [[s:4.0 GiB]]\n"
          "- oomd pressure: [[s:72.31%]] over a [[c:60% limit]]\n\n"
          "```\nOut of memory: Killed process 48812 (qemu-system-x86) total-vm:10843264kB, anon-rss:8388608kB\n```\n"
          "Note: [[s:this matches the freeze you saw around quarter to seven]]; [[u:the VM had been given 8 GB of "
          "RAM in its settings]]."},
    {"q": "How much memory and swap am I using right now?", "ev": ["e3", "e6"],
     "a": "**Answer:** [[s:About 6.0 GiB]] of [[s:15 GiB RAM]] is in use ([[s:40.0%]]), and [[s:2 GiB of the "
          "8 GiB zram swap]] is used.\n\n"
          "**Details:**\n"
          "- available: [[c:9.66 GiB]]\n"
          "- swap device: [[s:/dev/zram0]], [[s:priority 100]]\n"
          "- swap used: [[c:12.5%]]\n"
          "- load: [[s:2.41 now]], [[c:down from 4.10 five minutes ago]]\n"
          "\n"
          "```\n/dev/zram0                              partition\t8388604\t\t2097152\t\t100\n```\n"
          "Note: [[u:zram compresses about 3:1, so the 2 GiB of swap only costs ~700 MiB of RAM]]."},
    {"q": "What is using the most memory now?", "ev": ["e4"],
     "a": "**Answer:** [[s:rust-analyzer (PID 52011) uses the most memory]], [[s:about 1.9 GiB]].\n\n"
          "**Details:**\n"
          "- rust-analyzer: [[c:11.8% of RAM]]\n"
          "- chrome (main, PID 60233): [[s:1.5 GiB]]\n"
          "- gnome-shell: [[c:540 MiB]]\n"
          "- code: [[c:612 MiB]]\n"
          "- [[s:Chrome was started again at 19:06]]\n\n"
          "Note: [[u:rust-analyzer's memory will drop once indexing finishes]]."},
    {"q": "Did something I installed recently cause this?", "ev": ["e5", "e2"], "extra": [NOVA_USER],
     "a": "**Answer:** [[u:Most likely the new QEMU/virt-manager setup is the trigger]]: [[s:qemu-kvm 8.2.7 and "
          "virt-manager 4.1.0 were installed on 2026-11-20]], and [[s:the VM was the first process killed]].\n\n"
          "**Details:**\n"
          "- rust + cargo: [[s:1.82.0]], [[c:installed 2026-11-24]]\n"
          "- kernel: [[s:6.11.5 -> 6.11.7]] [[s:on 2026-11-15]]\n"
          "- google-chrome-stable: [[c:130.0.6723.116 -> 131.0.6778.69]]\n"
          "- package changes in 14 days: [[c:7]]\n\n"
          "Note: [[u:none of these updates changed the zram or oomd settings]]."},
    {"q": "Is systemd-oomd running, and is it enabled?", "ev": ["e7", "e1"],
     "a": "**Answer:** [[t:Yes, systemd-oomd.service is active (running)]] [[t:and enabled]].\n\n"
          "**Details:**\n"
          "- PID: [[t:812]]\n"
          "- active since: [[t:08:42 today]]\n"
          "- defaults package: [[s:systemd-oomd-defaults 255.13-1.fc40]]\n"
          "- kernel: [[s:6.11.7-200.fc40]]\n"
          "\n"
          "Note: [[s:the unit status is about 15 minutes old]]."},
    {"q": "Which accounts exist on nova, and who can use sudo?", "ev": ["e1"],
     "a": "**Answer:** [[t:There are two accounts, lucas and marina]]; [[t:only lucas is in wheel]].\n\n"
          "**Details:**\n"
          "- lucas: [[t:UID 1000]], [[t:home /home/lucas]]\n"
          "- marina: [[t:/bin/bash]]\n"
          "- libvirt group: [[t:lucas]]\n"
          "- OS: [[s:Fedora 40]]\n"
          "\n"
          "Note: [[u:marina has no admin rights, so she could not have started the VM]]."},
    {"q": "Summarise what happened, with sources.", "ev": ["e2", "e3", "e4"], "extra": [NOVA_USER],
     "a": "**Answer:** [[s:The kernel ran out of memory twice this evening]] (e2): [[s:the VM at 18:47]] and [[s:rustc at 19:32]].\n\n"
          "**Details:**\n"
          "- [[s:Chrome was killed by systemd-oomd, not the kernel]] (e2)\n"
          "- kernel OOM kills: [[c:three]] (e2)\n"
          "- RAM in use now: [[s:40.0%]] (e3)\n"
          "- swap in use now: [[u:2 GiB]] (e4)\n"
          "- freeze length: [[s:about a minute]] (your words)\n"
          "- [[c:you started the build after the VM was killed]]\n\n"
          "Note: [[u:15 GiB is not enough for an 8 GiB VM plus a release build]]."},
]

MACHINES = [
    {"name": "comet", "clock": COM, "evidence": comet_evidence, "answers": comet_answers},
    {"name": "nebula", "clock": NEB, "evidence": nebula_evidence, "answers": nebula_answers},
    {"name": "quasar", "clock": QUA, "evidence": quasar_evidence, "answers": quasar_answers},
    {"name": "pulsar", "clock": PUL, "evidence": pulsar_evidence, "answers": pulsar_answers},
    {"name": "nova", "clock": NOV, "evidence": nova_evidence, "answers": nova_answers},
]
