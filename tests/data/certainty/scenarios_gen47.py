"""47th generation (written blind: the writer saw neither the wrapper, its tests, nor any other generation).

Machines are named after musical instruments. The answers are written the way small instruction models answer
when they are terse and confident: short numbered lists, bold labels, inline code, one-line verdicts,
"only"/"all"/"none"/"every" quantifiers, rankings and superlatives, version comparisons, and stale or
conflicting evidence. A few claims cite an evidence id that does not say them ("(e4)", "(see e6)").

cello — Ubuntu 24.04 GitLab CI runner (Europe/Berlin, +01:00). Steady state (16-core EPYC, ~125.4 GiB RAM,
kernels -52 running and -55 installed, docker group gitlab-runner + ops), a fresh system_info and a stale one
(25 minutes old, from before the build burst), a CPU-sorted process listing cut to 8 of 486, every Docker
container (three CI builds, an exited helper, a registry mirror, a restarting buildkitd), disk usage with
/var/lib/docker at 86 %, disk I/O (nvme1n1 busiest), the gitlab-runner unit and an hour of its log (one
success, two failures), and a week of package history (docker-ce, containerd.io, a new kernel, gitlab-runner).

oboe — Debian 12 mail server (UTC). Steady state whose `packages` source is stale (rspamd and opendkim were
upgraded after it was read), every service (opendkim failed; postfix.service active/exited with
postfix@-.service running), listening sockets and connections (IMAP clients, an inbound SMTP session, an
outgoing SMTP connect stuck in SYN_SENT), a cut hour of postfix log (milter refused, a Spamhaus reject, one
sent and one deferred message), opendkim's own log (insecure key directory), package history, disk usage
(/var/vmail at 90 %) and the first 40 of 58 lines of main.cf.

sitar — Arch Linux gaming workstation (Asia/Kolkata, +05:30). Steady state (7800X3D, 32 GB, kernel 6.13.7
already running), a memory-sorted process listing cut to 8 of 388 (a game, Firefox, Plasma, Steam), a fresh and
a stale system_info (40 minutes old, before the game started), disk usage (/mnt/games at 98 %), pacman history
(kernel, mesa, firefox upgraded; gamemode installed; discord removed on Friday), disk I/O (the HDD busiest),
network traffic and recent changes under ~/.config.

marimba — Fedora 41 game server with rootless Podman (America/Chicago, -05:00). Steady state (i5-12400, 64 GB),
every container (two Minecraft servers, Valheim, an exited CS2, BlueMap on localhost), listening sockets and
four player connections (two from the same address), a CPU-sorted process listing cut to 6, a fresh and a stale
(20 minutes) system_info that disagree, the valheim unit's log (killed, restarted once at 14:52), disk usage,
and in one answer the user's own words about port forwarding.

theorbo — RHEL 9.5 kubeadm control plane (America/New_York, -04:00). Steady state (kubelet/kubeadm 1.30.10,
kubectl 1.31.6, cri-o 1.30.9), a fresh node listing (four nodes: RHEL, RHEL, NixOS on v1.29, Ubuntu NotReady)
and a 30-minute-old one where every node was Ready, a 2.5-minute-old reading of bouzouki alone that says Ready (it
conflicts with the fresh listing), kube-system pods (metrics-server crash-looping, static
control-plane pods with restarts), deployments in every namespace, the prod pods (one Pending, unschedulable),
the kubelet unit and a cut half hour of its log, disk usage and disk I/O.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# cello — Ubuntu 24.04 CI runner
# ---------------------------------------------------------------------------------------------------------
c1 = Clock("2026-03-14T09:20:00+01:00")
CELLO_MEM = 134_652_772_352

cello_evidence = [
    steady("e1", c1, age=2400, hostname="cello", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=CELLO_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_967_317_549_056},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 3_839_000_000_000},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:44:02", "addresses": ["10.20.4.31/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:8a:11:0c:3e", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["10.20.0.53", "10.20.0.54"], default_gateway="10.20.4.1",
           installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.22-1",
                               "gitlab-runner": "17.5.2", "git": "1:2.43.0-1ubuntu7.1",
                               "openssh-server": "1:9.6p1-3ubuntu13.5",
                               "linux-image-6.8.0-52-generic": "6.8.0-52.53",
                               "linux-image-6.8.0-55-generic": "6.8.0-55.57"},
           available_services=["docker.service", "containerd.service", "gitlab-runner.service", "ssh.service",
                               "systemd-resolved.service", "unattended-upgrades.service"],
           users=[{"name": "gitlab-runner", "uid": 998, "gid": 998, "home": "/home/gitlab-runner", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 999, "members": ["gitlab-runner", "ops"]},
                   {"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "linux_system_info", system_info(71.4, [18.2, 15.6, 11.3], 1_036_800, c1.ago(1_036_825), CELLO_MEM,
                                                int(41.2 * GiB), 8 * GiB, int(1.1 * GiB)), c1, age=25),
    item("e3", "linux_processes", processes(486, CELLO_MEM, [
        (49120, "java", "root", 182.5, int(3.4 * GiB), "2026-03-14T09:06:10+01:00",
         "java -Xmx3g -Dfile.encoding=UTF-8 -cp gradle-launcher-8.10.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10"),
        (51877, "cc1plus", "root", 98.7, 612 * MiB, "2026-03-14T09:17:30+01:00", "cc1plus -quiet -O2 src/render/mesh.cpp"),
        (51902, "cc1plus", "root", 97.9, 588 * MiB, "2026-03-14T09:17:41+01:00", "cc1plus -quiet -O2 src/render/shader.cpp"),
        (50344, "rustc", "root", 96.2, int(2.1 * GiB), "2026-03-14T09:14:05+01:00",
         "rustc --crate-name engine_core --edition=2021 src/lib.rs --crate-type lib -C opt-level=3"),
        (1311, "dockerd", "root", 14.3, 410 * MiB, "2026-03-10T06:14:40+01:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (731290, "gitlab-runner", "gitlab-runner", 6.1, 96 * MiB, "2026-03-12T14:41:03+01:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
        (1290, "containerd", "root", 3.8, 120 * MiB, "2026-03-10T06:14:38+01:00", "/usr/bin/containerd"),
        (50101, "node", "root", 2.9, 700 * MiB, "2026-03-14T09:13:50+01:00", "node /usr/local/bin/npm ci --no-audit"),
    ]), c1, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("5be1c0a2d4f1", "runner-x8k2-project-412-concurrent-0-build", "gradle:8.10-jdk21", "running",
            "Up 14 minutes", "2026-03-14T09:05:58+01:00"),
        box("a93f7e61b0c2", "runner-x8k2-project-377-concurrent-1-build", "rust:1.82-bookworm", "running",
            "Up 6 minutes", "2026-03-14T09:13:41+01:00"),
        box("0c7d2e9f3a18", "runner-x8k2-project-377-concurrent-2-build", "gcc:14.2", "running",
            "Up 3 minutes", "2026-03-14T09:16:50+01:00"),
        box("e4f0a1b27c55", "runner-x8k2-project-290-concurrent-0-cache",
            "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.5.2", "exited",
            "Exited (0) 2 hours ago", "2026-03-14T07:02:11+01:00"),
        box("71d3b8c9e0aa", "registry-mirror", "registry:2.8.3", "running", "Up 12 days", "2025-11-02T10:00:41+01:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("2f8e6d4c1b90", "buildkitd", "moby/buildkit:v0.16.0", "restarting", "Restarting (1) 40 seconds ago",
            "2026-02-20T16:22:05+01:00"),
    ]}, c1, age=35, args={"all": True}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_967_317_549_056, 612_000_000_000),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", 3_839_000_000_000, 3_301_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_291_456),
    ]}, c1, age=40),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 12_400_000, "write_bytes_per_s": 88_100_000, "busy_percent": 31.0},
        {"device": "nvme1n1", "read_bytes_per_s": 210_500_000, "write_bytes_per_s": 402_300_000, "busy_percent": 96.4},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 1_200_000, "busy_percent": 0.8},
    ]}, c1, age=30, args={"interval_seconds": 1}),
    item("e7", "linux_service_status", unit("gitlab-runner.service", "active", "running", "enabled", 731290,
                                            "2026-03-12T14:41:03+01:00", "GitLab Runner"), c1, age=20,
         args={"name": "gitlab-runner"}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-03-14T08:31:12+01:00", "gitlab-runner.service", "info",
                  "Job succeeded duration_s=412 job=88123 project=290 runner=x8k2"),
        log_entry("2026-03-14T08:58:40+01:00", "gitlab-runner.service", "warning",
                  "WARNING: Job failed: exit code 137 duration_s=1290 job=88131 project=412 runner=x8k2"),
        log_entry("2026-03-14T09:04:03+01:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88140 repo_url=https://gitlab.example.com/core/engine.git runner=x8k2"),
        log_entry("2026-03-14T09:06:55+01:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed (system failure): Error response from daemon: failed to create task for container: "
                  "OCI runtime create failed: unable to start container process: error during container init job=88137 "
                  "project=377 runner=x8k2"),
        log_entry("2026-03-14T09:13:30+01:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88144 repo_url=https://gitlab.example.com/core/engine.git runner=x8k2"),
        log_entry("2026-03-14T09:16:48+01:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88145 repo_url=https://gitlab.example.com/core/engine.git runner=x8k2"),
    ]}, c1, age=25, args={"unit": "gitlab-runner", "since_minutes": 60}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-03-10T06:14:22+01:00", "upgrade", "docker-ce", "5:27.2.1-1~ubuntu.24.04~noble",
                      "5:27.3.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-10T06:14:22+01:00", "upgrade", "containerd.io", "1.7.21-1", "1.7.22-1"),
        package_event("2026-03-11T06:12:09+01:00", "install", "linux-image-6.8.0-55-generic", None, "6.8.0-55.57"),
        package_event("2026-03-12T14:40:51+01:00", "upgrade", "gitlab-runner", "17.4.0", "17.5.2"),
    ]}, c1, age=45, args={"since_days": 7}),
    item("e10", "linux_system_info", system_info(22.0, [3.1, 4.0, 5.2], 1_035_300, c1.ago(1_036_825), CELLO_MEM,
                                                 int(98.0 * GiB), 8 * GiB, 0), c1, age=1500),
]

cello_answers = [
    {"q": "What's eating the CPU on cello right now?", "ev": ["e2", "e3"],
     "a": "**Top CPU consumers** (of [[s:486 processes]]):\n\n"
          "1. `java` (PID 49120) — [[s:~183% CPU]], [[c:about 2.4 GiB RSS]]\n"
          "2. `cc1plus` ×2 — [[s:~98% each]]\n"
          "3. `rustc` (PID 50344) — [[c:91% CPU]]\n"
          "4. `dockerd` — [[s:14%]]\n\n"
          "**Load:** [[s:18.2 over the last minute]], [[c:still below the machine's 16 cores]]. "
          "[[u:Every one of the compiler processes belongs to a CI job container]], and "
          "[[c:`gitlab-runner` itself isn't in the top 8]]; [[u:none of the other 478 processes uses more than 1 GiB]].\n\n"
          "Verdict: [[s:CPU is at 71%]] — busy, not pegged."},
    {"q": "How much disk is left for Docker?", "ev": ["e1", "e4", "e5"],
     "a": "**`/var/lib/docker`: [[s:86% full]]** — [[c:about 640 GB free]].\n\n"
          "- [[s:It's the largest filesystem]] [[c:(2.8 TB)]]\n"
          "- [[s:Root (`/`) is only ~31% used]]\n"
          "- [[s:One container is exited]]: [[s:the `gitlab-runner-helper` cache container]]\n"
          "- [[c:All the running containers are CI build jobs]]\n\n"
          "[[u:The exited helper containers and their volumes are what's filling it up.]] "
          "Run `docker system df` then `docker system prune --volumes` to reclaim space."},
    {"q": "Is the runner healthy? Any failed jobs?", "ev": ["e4", "e7", "e8"],
     "a": "Yes — [[s:`gitlab-runner` is active (running)]], [[s:PID 731290]], [[c:up since 2 March]].\n\n"
          "**Jobs in the last hour:**\n"
          "1. [[s:job 88123 succeeded at 08:31]]\n"
          "2. [[s:job 88131 failed with exit code 137]] — [[u:the OOM killer got it]]\n"
          "3. [[c:job 88137 failed at 09:16]] [[s:with a system failure]]\n\n"
          "[[c:Only one job failed in the last hour.]] [[c:`buildkitd` is running fine]], so it's not a builder issue."},
    {"q": "Do I need to reboot cello after the kernel update?", "ev": ["e1", "e2", "e9"],
     "a": "**Yes.**\n\n"
          "- **Running:** [[s:`6.8.0-52-generic`]]\n"
          "- **Installed:** [[s:`6.8.0-55`]], [[c:installed on 12 March]]\n"
          "- [[s:The running kernel is behind by three ABI revisions.]]\n"
          "- **Uptime:** [[s:12 days]] ([[c:last boot 4 March]])\n\n"
          "Also this week: [[s:`docker-ce` went to 27.3.1]] [[c:from 27.1.2]], and "
          "[[c:`containerd.io` was left at 1.7.21]]. [[u:Docker restarted cleanly after the upgrade]], so only the kernel needs the reboot."},
    {"q": "How's memory on cello?", "ev": ["e1", "e10"],
     "a": "Plenty free.\n\n"
          "- **Total:** [[s:128 GB]]\n"
          "- **Available:** [[t:about 98 GiB]]\n"
          "- **Swap:** [[t:none in use]]\n"
          "- **CPU:** [[t:only ~22%]], [[t:load 3.1]]\n\n"
          "Nothing to worry about."},
    {"q": "Who can run docker on this box?", "ev": ["e1"],
     "a": "[[s:Two accounts]] are in the `docker` group: [[s:`gitlab-runner`]] and [[s:`ops`]].\n\n"
          "- [[s:Only `ops` is in `sudo`.]]\n"
          "- `gitlab-runner`: [[c:UID 1001]], [[c:shell `/usr/sbin/nologin`]]\n"
          "Membership in `docker` is effectively root, so keep that list short."},
    {"q": "Which disk is busiest?", "ev": ["e1", "e6"],
     "a": "**Busiest: `nvme1n1`** — [[s:96% busy]], [[c:writing ~40 MB/s]] and [[s:reading ~210 MB/s]].\n\n"
          "Ranking:\n"
          "1. `nvme1n1` — [[u:holds `/var/lib/docker` (see e6)]]\n"
          "2. `nvme0n1` — [[s:31% busy]], [[c:mostly reading]]\n"
          "3. `sda` — [[s:basically idle]]\n\n"
          "[[u:The Docker build cache on nvme1n1 is causing it.]]"},
]

# ---------------------------------------------------------------------------------------------------------
# oboe — Debian 12 mail server
# ---------------------------------------------------------------------------------------------------------
c2 = Clock("2026-03-14T16:45:00+00:00")

oboe_steady = steady("e1", c2, age=3000, hostname="oboe", domain="example.org", os_name="Debian GNU/Linux",
                     os_version="12", os_codename="bookworm", kernel="6.1.0-31-amd64",
                     cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
                     memory_total_bytes=33_406_951_424,
                     disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 472_446_402_560},
                            {"device": "/dev/sdb1", "mountpoint": "/var/vmail", "fstype": "ext4",
                             "total_bytes": 1_967_317_549_056}],
                     network_interfaces=[{"name": "eno1", "mac": "ac:1f:6b:20:5e:91",
                                          "addresses": ["203.0.113.25/24", "2001:db8:25::25/64"], "is_up": True}],
                     dns_servers=["127.0.0.1"], default_gateway="203.0.113.1",
                     installed_packages={"postfix": "3.7.11-0+deb12u1", "dovecot-core": "1:2.3.19.1+dfsg1-2.1+deb12u1",
                                         "rspamd": "3.4-1+deb12u1", "opendkim": "2.11.0~beta2-8+deb12u1",
                                         "unbound": "1.17.1-2+deb12u2", "certbot": "2.1.0-4", "nginx": "1.22.1-9",
                                         "redis-server": "5:7.0.15-1~deb12u1", "fail2ban": "1.0.2-2"},
                     available_services=["postfix.service", "postfix@-.service", "dovecot.service", "rspamd.service",
                                         "opendkim.service", "unbound.service", "nginx.service", "redis-server.service",
                                         "fail2ban.service", "ssh.service"],
                     users=[{"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/usr/sbin/nologin"},
                            {"name": "marta", "uid": 1000, "gid": 1000, "home": "/home/marta", "shell": "/bin/bash"}],
                     groups=[{"name": "sudo", "gid": 27, "members": ["marta"]},
                             {"name": "adm", "gid": 4, "members": ["marta"]},
                             {"name": "opendkim", "gid": 112, "members": ["postfix"]}])
oboe_steady["data"]["stale_sources"] = ["packages"]

oboe_evidence = [
    oboe_steady,
    item("e2", "linux_service_status", {"units": [
        unit("opendkim.service", "failed", "failed", "enabled", None, None, "OpenDKIM Milter"),
        unit("dovecot.service", "active", "running", "enabled", 1012, "2026-03-09T03:12:40+00:00",
             "Dovecot IMAP/POP3 email server"),
        unit("fail2ban.service", "active", "running", "enabled", 998, "2026-03-09T03:12:38+00:00", "Fail2Ban Service"),
        unit("nginx.service", "active", "running", "enabled", 1104, "2026-03-09T03:12:41+00:00",
             "A high performance web server and a reverse proxy server"),
        unit("postfix.service", "active", "exited", "enabled", None, "2026-03-09T03:12:44+00:00", "Postfix Mail Transport Agent"),
        unit("postfix@-.service", "active", "running", "enabled", 1630, "2026-03-09T03:12:44+00:00",
             "Postfix Mail Transport Agent (instance -)"),
        unit("redis-server.service", "active", "running", "enabled", 905, "2026-03-09T03:12:36+00:00",
             "Advanced key-value store"),
        unit("rspamd.service", "active", "running", "enabled", 1177, "2026-03-14T16:02:10+00:00",
             "rapid spam filtering system"),
        unit("ssh.service", "active", "running", "enabled", 820, "2026-03-09T03:12:35+00:00", "OpenBSD Secure Shell server"),
        unit("unbound.service", "active", "running", "enabled", 871, "2026-03-09T03:12:35+00:00",
             "Unbound DNS server"),
    ], "total": 10}, c2, age=30),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "ac:1f:6b:20:5e:91",
                        "addresses": ["203.0.113.25/24", "2001:db8:25::25/64"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 820, "sshd"),
            listener(25, "0.0.0.0", 1630, "master"),
            listener(53, "127.0.0.1", 871, "unbound"),
            listener(53, "127.0.0.1", 871, "unbound", proto="udp"),
            listener(80, "0.0.0.0", 1104, "nginx"),
            listener(143, "0.0.0.0", 1012, "dovecot"),
            listener(443, "0.0.0.0", 1104, "nginx"),
            listener(465, "0.0.0.0", 1630, "master"),
            listener(587, "0.0.0.0", 1630, "master"),
            listener(993, "0.0.0.0", 1012, "dovecot"),
            listener(4190, "0.0.0.0", 1012, "dovecot"),
            listener(6379, "127.0.0.1", 905, "redis-server"),
            listener(11332, "127.0.0.1", 1177, "rspamd"),
            listener(11333, "127.0.0.1", 1177, "rspamd"),
            listener(11334, "127.0.0.1", 1177, "rspamd"),
        ],
        "connections": [
            connection("203.0.113.25:993", "198.51.100.7:50122", 30211, "imap-login"),
            connection("203.0.113.25:993", "192.0.2.44:61877", 30388, "imap-login"),
            connection("203.0.113.25:25", "185.220.101.4:51234", 31002, "smtpd"),
            connection("203.0.113.25:41822", "198.51.100.90:25", 31010, "smtp", status="SYN_SENT"),
            connection("203.0.113.25:22", "192.0.2.10:60022", 29900, "sshd"),
        ]}, c2, age=25),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postfix@-.service", "entries": [
        log_entry("2026-03-14T16:05:11+00:00", "postfix@-.service", "warning",
                  "postfix/smtpd[30877]: warning: connect to Milter service inet:localhost:8891: Connection refused"),
        log_entry("2026-03-14T16:12:40+00:00", "postfix@-.service", "info",
                  "postfix/smtpd[30911]: NOQUEUE: reject: RCPT from unknown[185.220.101.4]: 554 5.7.1 Service unavailable; "
                  "Client host [185.220.101.4] blocked using zen.spamhaus.org"),
        log_entry("2026-03-14T16:20:03+00:00", "postfix@-.service", "warning",
                  "postfix/cleanup[30950]: warning: connect to Milter service inet:localhost:8891: Connection refused"),
        log_entry("2026-03-14T16:31:27+00:00", "postfix@-.service", "info",
                  "postfix/smtp[30990]: 4Q1x7Z2kLmz9v: to=<ceo@partner.example>, relay=aspmx.l.google.com[142.250.102.27]:25, "
                  "delay=1.2, status=sent (250 2.0.0 OK)"),
        log_entry("2026-03-14T16:38:52+00:00", "postfix@-.service", "info",
                  "postfix/smtp[31001]: 4Q1x9M0bQnz9w: to=<list@lists.example.net>, relay=none, delay=312, "
                  "status=deferred (connect to lists.example.net[198.51.100.90]:25: Connection timed out)"),
        log_entry("2026-03-14T16:41:10+00:00", "postfix@-.service", "warning",
                  "postfix/smtpd[31005]: warning: unknown[45.141.84.12]: SASL LOGIN authentication failed: UGFzc3dvcmQ6"),
    ]}, c2, age=25, args={"unit": "postfix@-", "since_minutes": 60, "limit": 50}, complete=False),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "opendkim.service", "entries": [
        log_entry("2026-03-14T16:02:09+00:00", "opendkim.service", "err",
                  "opendkim[30840]: /etc/opendkim/keys/example.org/mail.private: key data is not secure: "
                  "/etc/opendkim/keys/example.org can be read or written by other users"),
        log_entry("2026-03-14T16:02:09+00:00", "opendkim.service", "err",
                  "opendkim.service: Failed with result 'exit-code'."),
    ]}, c2, age=30, args={"unit": "opendkim", "since_minutes": 1440}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-03-11T06:25:02+00:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-03-14T15:58:30+00:00", "upgrade", "rspamd", "3.4-1+deb12u1", "3.4-1+deb12u2"),
        package_event("2026-03-14T15:58:31+00:00", "upgrade", "opendkim", "2.11.0~beta2-8+deb12u1",
                      "2.11.0~beta2-8+deb12u2"),
    ]}, c2, age=40, args={"since_days": 7}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 472_446_402_560, 98_100_000_000),
        fs("/dev/sdb1", "/var/vmail", "ext4", 1_967_317_549_056, 1_771_000_000_000),
    ]}, c2, age=35),
    item("e8", "linux_file_read", {"path": "/etc/postfix/main.cf", "offset": 0, "limit": 40, "total_lines": 58, "lines": [
        "# See /usr/share/postfix/main.cf.dist for a commented, more complete version",
        "smtpd_banner = $myhostname ESMTP $mail_name (Debian/GNU)",
        "biff = no",
        "append_dot_mydomain = no",
        "readme_directory = no",
        "compatibility_level = 3.6",
        "",
        "# TLS parameters",
        "smtpd_tls_cert_file = /etc/letsencrypt/live/mail.example.org/fullchain.pem",
        "smtpd_tls_key_file = /etc/letsencrypt/live/mail.example.org/privkey.pem",
        "smtpd_tls_security_level = may",
        "smtp_tls_security_level = may",
        "smtp_tls_session_cache_database = btree:${data_directory}/smtp_scache",
        "",
        "myhostname = mail.example.org",
        "mydomain = example.org",
        "myorigin = $mydomain",
        "mydestination = localhost",
        "relayhost =",
        "mynetworks = 127.0.0.0/8 [::ffff:127.0.0.0]/104 [::1]/128",
        "mailbox_size_limit = 0",
        "message_size_limit = 52428800",
        "recipient_delimiter = +",
        "inet_interfaces = all",
        "inet_protocols = all",
        "",
        "virtual_transport = lmtp:unix:private/dovecot-lmtp",
        "virtual_mailbox_domains = example.org, example.net",
        "",
        "# Milters: OpenDKIM signs, rspamd scans",
        "smtpd_milters = inet:localhost:8891, inet:localhost:11332",
        "non_smtpd_milters = $smtpd_milters",
        "milter_default_action = accept",
        "milter_protocol = 6",
        "",
        "smtpd_sasl_type = dovecot",
        "smtpd_sasl_path = private/auth",
        "smtpd_sasl_auth_enable = yes",
        "smtpd_relay_restrictions = permit_mynetworks, permit_sasl_authenticated, defer_unauth_destination",
        "smtpd_recipient_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_rbl_client zen.spamhaus.org",
    ]}, c2, age=50, args={"path": "/etc/postfix/main.cf", "offset": 0, "limit": 40}, complete=False),
]

oboe_answers = [
    {"q": "Is mail working on oboe?", "ev": ["e2", "e3", "e4"],
     "a": "Mostly — **one problem**.\n\n"
          "1. **Postfix:** [[s:`postfix@-` is running]] (PID 1630) and [[s:listening on 25]], [[s:587]] and "
          "[[s:465]].\n"
          "2. **Dovecot:** [[s:running]], [[c:IMAPS on 995]].\n"
          "3. **OpenDKIM:** ❌ [[s:failed]] — [[s:Postfix can't reach the milter on port 8891]].\n"
          "4. **Rspamd:** ✅ [[c:up since 9 March]].\n\n"
          "Outbound works — [[s:the 16:31 message to partner.example was sent]], and [[c:nothing is deferred]]. "
          "[[u:The SASL failure from 45.141.84.12 is the only one this hour.]]"},
    {"q": "Why did opendkim fail?", "ev": ["e2", "e5", "e6"],
     "a": "[[s:It failed at 16:02]] [[s:with result `exit-code`]].\n\n"
          "**Cause:** [[s:the key directory `/etc/opendkim/keys/example.org` can be read or written by other users]], "
          "and OpenDKIM refuses insecure key data.\n\n"
          "**Timing:** [[s:`opendkim` was upgraded to `2.11.0~beta2-8+deb12u2`]] [[c:yesterday evening]]; "
          "[[s:the failure came after the upgrade]]. [[u:The package's postinst reset the permissions on the key directory.]]\n\n"
          "[[s:It's the only failed unit]] out of [[s:10]]. Fix: `chmod 750 /etc/opendkim/keys/example.org` and "
          "`systemctl restart opendkim`."},
    {"q": "Which versions of the mail stack are installed?", "ev": ["e1", "e6"],
     "a": "- **rspamd:** [[s:`3.4-1+deb12u2`]] — [[s:upgraded this afternoon at 15:58]] [[s:from `+deb12u1`]]\n"
          "- **opendkim:** [[s:`2.11.0~beta2-8+deb12u2`]]\n"
          "- **postfix:** [[t:`3.7.11-0+deb12u1`]]\n"
          "- **dovecot-core:** [[t:`2.3.19.1`]]\n"
          "- **libssl3:** [[c:still on 3.0.15]]\n\n"
          "[[u:Everything is at the latest bookworm point release.]]"},
    {"q": "What's listening on the public interface?", "ev": ["e2", "e3"],
     "a": "| Port | Service | Public |\n|---|---|---|\n"
          "| [[s:22 | sshd]] | ✅ |\n"
          "| [[s:25 / 465 / 587 | postfix `master`]] | ✅ |\n"
          "| [[s:143, 993 | dovecot]] | ✅ |\n"
          "| [[s:4190]] | [[c:rspamd]] | ✅ |\n"
          "| [[s:80, 443 | nginx]] | ✅ |\n\n"
          "[[s:Redis (6379) is only on 127.0.0.1]]. [[c:Unbound listens on 0.0.0.0:53]], [[c:so it's an open resolver]] — fix that. "
          "[[s:Nothing listens on 8891]]. [[u:fail2ban is protecting all of them.]]"},
    {"q": "How much space is left on the mail store?", "ev": ["e1", "e7"],
     "a": "**`/var/vmail`: [[s:90% full]]** — [[c:about 250 GB free]].\n\n"
          "- [[s:It's a 2 TB disk]] [[c:with 1.9 TB used]]\n"
          "- [[s:Root is fine at about 21%]]\n\n"
          "[[u:At the current rate it fills up in about three weeks.]] Consider `doveadm expunge` on old Trash/Junk."},
    {"q": "Who's connected right now?", "ev": ["e3"],
     "a": "- [[s:2 IMAP connections]], [[c:both from 198.51.100.7]]\n"
          "- [[s:One inbound SMTP session from 185.220.101.4]] — [[u:the same host Spamhaus blocked at 16:12]]\n"
          "- [[s:One SSH session from 192.0.2.10]]\n\n"
          "[[c:Postfix has no outbound connections open.]]"},
    {"q": "What's the max message size, and which milters are configured?", "ev": ["e8"],
     "a": "- **Max size:** [[s:`message_size_limit = 52428800`]] [[c:(25 MiB)]]\n"
          "- **Relayhost:** [[s:none set]]\n"
          "- **Milters:** [[s:OpenDKIM on 8891]] [[s:and rspamd on 11332]]\n"
          "- [[s:`milter_default_action = accept`]] — [[u:so mail still goes out unsigned while OpenDKIM is down]]\n"
          "- [[c:`mynetworks` includes the 203.0.113.0/24 LAN]]\n\n"
          "[[u:TLS is enforced for every submission.]]"},
]

# ---------------------------------------------------------------------------------------------------------
# sitar — Arch Linux gaming workstation
# ---------------------------------------------------------------------------------------------------------
c3 = Clock("2026-03-15T21:40:00+05:30")
SITAR_MEM = 33_325_797_376
SITAR_ROOT = 1_998_251_364_352

sitar_evidence = [
    steady("e1", c3, age=5400, hostname="sitar", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.13.7-arch1-1", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=SITAR_MEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": SITAR_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": SITAR_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_624_192},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": 4_000_650_883_072}],
           network_interfaces=[{"name": "enp14s0", "mac": "d8:5e:d3:9a:11:70", "addresses": ["192.168.0.23/24"], "is_up": True},
                               {"name": "wlan0", "mac": "f4:6d:3f:02:7c:19", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"linux": "6.13.7.arch1-1", "mesa": "1:25.0.1-1", "steam": "1.0.0.82-1",
                               "firefox": "136.0.1-1", "pipewire": "1:1.4.1-1", "plasma-desktop": "6.3.3-1",
                               "gamemode": "1.8.2-1", "mangohud": "0.8.1-1"},
           available_services=["sddm.service", "NetworkManager.service", "bluetooth.service", "systemd-resolved.service"],
           users=[{"name": "ravi", "uid": 1000, "gid": 1000, "home": "/home/ravi", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["ravi"]},
                   {"name": "video", "gid": 986, "members": ["ravi"]}]),
    item("e2", "linux_processes", processes(388, SITAR_MEM, [
        (9120, "Cyberpunk2077.exe", "ravi", 312.0, int(11.8 * GiB), "2026-03-15T20:58:14+05:30",
         "Z:\\games\\Cyberpunk 2077\\bin\\x64\\Cyberpunk2077.exe"),
        (4471, "firefox", "ravi", 6.2, int(2.9 * GiB), "2026-03-15T19:41:02+05:30", "/usr/lib/firefox/firefox"),
        (3320, "plasmashell", "ravi", 1.4, 612 * MiB, "2026-03-15T19:38:10+05:30", "/usr/bin/plasmashell --no-respawn"),
        (8802, "steamwebhelper", "ravi", 2.1, 540 * MiB, "2026-03-15T20:51:33+05:30",
         "./steamwebhelper -lang=en_US -cachedir=/home/ravi/.local/share/Steam/config/htmlcache"),
        (3211, "kwin_wayland", "ravi", 9.8, 410 * MiB, "2026-03-15T19:38:02+05:30", "/usr/bin/kwin_wayland --wayland-fd 7"),
        (8744, "steam", "ravi", 1.1, 388 * MiB, "2026-03-15T20:51:20+05:30", "/home/ravi/.local/share/Steam/ubuntu12_32/steam"),
        (4530, "Isolated Web Co", "ravi", 0.4, 350 * MiB, "2026-03-15T19:41:09+05:30", "/usr/lib/firefox/firefox -contentproc"),
        (9011, "wineserver", "ravi", 3.0, 96 * MiB, "2026-03-15T20:58:02+05:30", "wineserver"),
    ]), c3, age=35, args={"sort": "memory", "limit": 8}, complete=False),
    item("e3", "linux_system_info", system_info(41.0, [5.82, 5.10, 3.95], 7_380, c3.ago(7_420), SITAR_MEM,
                                                int(13.9 * GiB), int(15.5 * GiB), int(1.3 * GiB)), c3, age=40),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", SITAR_ROOT, 1_412_000_000_000),
        fs("/dev/nvme0n1p2", "/home", "btrfs", SITAR_ROOT, 1_412_000_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 287_000_000),
        fs("/dev/sda1", "/mnt/games", "ext4", 4_000_650_883_072, 3_920_000_000_000),
    ]}, c3, age=45),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-03-13T22:10:12+05:30", "remove", "discord", "0.0.85-1", None),
        package_event("2026-03-15T19:05:44+05:30", "upgrade", "linux", "6.13.6.arch1-1", "6.13.7.arch1-1"),
        package_event("2026-03-15T19:05:44+05:30", "upgrade", "mesa", "1:24.3.4-1", "1:25.0.1-1"),
        package_event("2026-03-15T19:05:45+05:30", "upgrade", "firefox", "135.0.1-1", "136.0.1-1"),
        package_event("2026-03-15T19:05:45+05:30", "install", "gamemode", None, "1.8.2-1"),
    ]}, c3, age=50, args={"since_days": 3}),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 512_000_000, "write_bytes_per_s": 6_300_000, "busy_percent": 41.2},
        {"device": "sda", "read_bytes_per_s": 24_100_000, "write_bytes_per_s": 150_000, "busy_percent": 88.6},
    ]}, c3, age=30, args={"interval_seconds": 1}),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp14s0", "rx_bytes_per_s": 48_300_000, "tx_bytes_per_s": 1_200_000},
        {"name": "wlan0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "lo", "rx_bytes_per_s": 14_000, "tx_bytes_per_s": 14_000},
    ]}, c3, age=30, args={"interval_seconds": 1}),
    item("e8", "linux_file_changes", {"root": "/home/ravi/.config", "since": "2026-03-15T19:40:00+05:30", "files": [
        {"path": "/home/ravi/.config/MangoHud/MangoHud.conf", "mtime": "2026-03-15T21:31:08+05:30", "size_bytes": 412},
        {"path": "/home/ravi/.config/kwinrc", "mtime": "2026-03-15T21:12:44+05:30", "size_bytes": 3120},
        {"path": "/home/ravi/.config/pipewire/pipewire.conf.d/10-lowlatency.conf", "mtime": "2026-03-15T20:55:02+05:30",
         "size_bytes": 264},
        {"path": "/home/ravi/.config/gamemode.ini", "mtime": "2026-03-15T19:52:17+05:30", "size_bytes": 1880},
    ]}, c3, age=25, args={"root": "/home/ravi/.config", "since_minutes": 120}),
    item("e9", "linux_system_info", system_info(4.0, [0.41, 0.55, 0.62], 5_000, c3.ago(7_420), SITAR_MEM,
                                                int(25.9 * GiB), int(15.5 * GiB), 0), c3, age=2400),
]

sitar_answers = [
    {"q": "What's using the most RAM?", "ev": ["e2", "e3"],
     "a": "**Top 3 by memory:**\n"
          "1. `Cyberpunk2077.exe` — [[s:~11.8 GiB]]\n"
          "2. `firefox` — [[c:~1.9 GiB]]\n"
          "3. [[c:`kwin_wayland` — ~410 MiB]]\n\n"
          "**RAM in use:** [[s:~17 GiB]] [[c:of 64 GiB]]. **Swap (zram):** [[s:~1.3 GiB used]].\n\n"
          "[[c:`kwin_wayland` uses more memory than `steamwebhelper`.]] [[u:Nothing is leaking]] — it's just the game."},
    {"q": "Do I need to reboot for the new kernel?", "ev": ["e1", "e3", "e5"],
     "a": "No — [[s:you're already on `6.13.7-arch1-1`]].\n\n"
          "- [[s:`linux` went from 6.13.6 to 6.13.7]] [[s:at 19:05]], [[s:and the machine booted ~30 minutes later]].\n"
          "- [[c:`mesa` went from 24.3.4 to 25.0.0]] — [[s:a full major version newer]].\n"
          "- [[c:Every package in that transaction was an upgrade.]]\n"
          "- [[s:`discord` was removed]] [[c:on Thursday]]."},
    {"q": "Which disk is getting hammered while I play?", "ev": ["e1", "e4", "e6"],
     "a": "**Busiest: [[s:`sda`]]** — [[s:~89% busy]], [[c:reading ~240 MB/s]].\n\n"
          "- [[s:`nvme0n1` is reading ~510 MB/s]] [[c:at only 14% busy]].\n"
          "- [[s:`sda` holds `/mnt/games`]], [[c:which is 92% full]].\n\n"
          "[[u:The game is streaming textures off the HDD]] — move it to the NVMe."},
    {"q": "What changed in my config today?", "ev": ["e8"],
     "a": "[[s:4 files]] under `~/.config` changed [[s:in the last 2 hours]]:\n\n"
          "1. [[s:`MangoHud/MangoHud.conf`]] — [[c:21:13]]\n"
          "2. [[s:`kwinrc`]] — [[s:21:12]]\n"
          "3. [[s:PipeWire low-latency drop-in (`10-lowlatency.conf`)]] — [[s:20:55]]\n"
          "4. [[s:`gamemode.ini`]] — [[s:19:52]], [[u:written by the gamemode package]]\n\n"
          "[[c:The newest change is `kwinrc`.]]"},
    {"q": "Is my download saturating the link?", "ev": ["e1", "e7"],
     "a": "[[s:`enp14s0` is receiving ~48 MB/s]] ([[c:about 480 Mbit/s]]) and [[s:sending ~1.2 MB/s]]. "
          "[[s:Wi-Fi is idle.]] [[u:Your link is gigabit]], so [[u:no, it's not saturated]]."},
    {"q": "Quick system summary?", "ev": ["e1", "e4", "e9"],
     "a": "- **OS:** [[s:Arch Linux]], [[s:kernel 6.13.7]]\n"
          "- **CPU:** [[s:Ryzen 7 7800X3D]], [[s:8 cores]] / [[c:8 threads]]\n"
          "- **RAM:** [[s:32 GB]], [[t:~26 GiB free]]\n"
          "- **CPU load:** [[t:~4%]]\n"
          "- **Disk:** [[s:`/` about 71% used]]; [[c:`/boot` is the fullest]]"},
    {"q": "Is the games drive about to fill up?", "ev": ["e1", "e4"],
     "a": "Yes — [[s:`/mnt/games` is 98% full]], [[c:only ~8 GB left]].\n\n"
          "- [[s:It's the fullest filesystem]] [[c:by far: `/` is at 50%]]\n"
          "- [[s:`/home` shares the same btrfs volume as `/`]]\n\n"
          "[[u:Steam's shader cache is most of it.]]"},
]

# ---------------------------------------------------------------------------------------------------------
# marimba — Fedora 41 game server (rootless Podman)
# ---------------------------------------------------------------------------------------------------------
c4 = Clock("2026-03-14T20:10:00-05:00")
MARIMBA_MEM = 67_190_000_000

marimba_evidence = [
    steady("e1", c4, age=4000, hostname="marimba", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.13.5-200.fc41.x86_64", cpu_model="12th Gen Intel(R) Core(TM) i5-12400", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=MARIMBA_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 499_000_000_000},
                  {"device": "/dev/sda1", "mountpoint": "/srv", "fstype": "xfs", "total_bytes": 1_000_204_886_016}],
           network_interfaces=[{"name": "enp3s0", "mac": "04:7c:16:a1:33:08", "addresses": ["192.168.1.40/24"], "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"podman": "5.4.0-1.fc41", "firewalld": "2.3.0-1.fc41",
                               "java-21-openjdk-headless": "1:21.0.6.0.7-1.fc41", "openssh-server": "9.8p1-3.fc41.1",
                               "cockpit-ws": "334-1.fc41", "tmux": "3.5a-2.fc41"},
           available_services=["sshd.service", "firewalld.service", "cockpit.service", "podman.service",
                               "mc-survival.service", "mc-creative.service", "valheim.service"],
           users=[{"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/bin/bash"},
                  {"name": "games", "uid": 1001, "gid": 1001, "home": "/srv/games", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kai"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("a1b2c3d4e5f6", "mc-survival", "docker.io/itzg/minecraft-server:java21", "running", "Up 3 days",
            "2026-03-11T14:00:31-05:00", ["0.0.0.0:25565->25565/tcp"]),
        box("c3d4e5f6a7b8", "mc-creative", "docker.io/itzg/minecraft-server:java21", "running", "Up 3 days",
            "2026-03-11T14:00:33-05:00", ["0.0.0.0:25566->25565/tcp"]),
        box("e5f6a7b8c9d0", "valheim", "ghcr.io/lloesche/valheim-server:latest", "running", "Up 5 hours",
            "2026-03-11T14:00:35-05:00", ["0.0.0.0:2456-2457->2456-2457/udp"]),
        box("7a8b9c0d1e2f", "cs2", "docker.io/joedwards32/cs2:latest", "exited", "Exited (137) 2 days ago",
            "2026-03-02T18:20:12-05:00"),
        box("9c0d1e2f3a4b", "bluemap", "ghcr.io/bluemap-minecraft/bluemap:v5.5", "running", "Up 3 days",
            "2026-03-11T14:00:40-05:00", ["127.0.0.1:8100->8100/tcp"]),
    ]}, c4, age=30, args={"all": True}),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "enp3s0", "mac": "04:7c:16:a1:33:08", "addresses": ["192.168.1.40/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"),
            listener(8100, "127.0.0.1", 2210, "rootlessport"),
            listener(9090, "::", 1, "systemd"),
            listener(25565, "0.0.0.0", 2210, "rootlessport"),
            listener(25566, "0.0.0.0", 2210, "rootlessport"),
            listener(2456, "0.0.0.0", 2210, "rootlessport", proto="udp"),
            listener(2457, "0.0.0.0", 2210, "rootlessport", proto="udp"),
        ],
        "connections": [
            connection("192.168.1.40:25565", "73.12.44.9:51022", 2210, "rootlessport"),
            connection("192.168.1.40:25565", "98.201.7.33:60311", 2210, "rootlessport"),
            connection("192.168.1.40:25565", "24.155.2.19:49820", 2210, "rootlessport"),
            connection("192.168.1.40:25566", "73.12.44.9:51040", 2210, "rootlessport"),
        ]}, c4, age=25),
    item("e4", "linux_processes", processes(241, MARIMBA_MEM, [
        (2391, "java", "games", 145.2, int(9.6 * GiB), "2026-03-11T14:00:40-05:00",
         "java -Xms8G -Xmx10G -XX:+UseG1GC -jar /data/paper-1.21.4-187.jar --world survival nogui"),
        (3580, "valheim_server.", "games", 88.0, int(3.1 * GiB), "2026-03-14T14:52:05-05:00",
         "./valheim_server.x86_64 -name Vikings -port 2456 -world Midgard -public 1"),
        (2405, "java", "games", 22.4, int(4.2 * GiB), "2026-03-11T14:00:42-05:00",
         "java -Xms2G -Xmx4G -XX:+UseG1GC -jar /data/paper-1.21.4-187.jar --world creative nogui"),
        (2480, "java", "games", 9.5, int(1.1 * GiB), "2026-03-11T14:00:49-05:00", "java -jar /app/bluemap-5.5-cli.jar -r -u -w"),
        (2210, "rootlessport", "games", 3.1, 40 * MiB, "2026-03-11T14:00:30-05:00", "rootlessport"),
        (612, "systemd-journal", "root", 1.2, 80 * MiB, "2026-03-11T13:58:09-05:00", "/usr/lib/systemd/systemd-journald"),
    ]), c4, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_system_info", system_info(24.6, [3.4, 3.1, 2.9], 281_520, c4.ago(281_540), MARIMBA_MEM,
                                                int(38.2 * GiB), 8 * GiB, 0), c4, age=20),
    item("e6", "linux_system_info", system_info(78.0, [9.8, 7.7, 5.1], 280_320, c4.ago(281_540), MARIMBA_MEM,
                                                int(30.1 * GiB), 8 * GiB, 0), c4, age=1200),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "valheim.service", "entries": [
        log_entry("2026-03-14T14:51:58-05:00", "valheim.service", "err",
                  "valheim.service: Main process exited, code=killed, status=9/KILL"),
        log_entry("2026-03-14T14:51:58-05:00", "valheim.service", "warning",
                  "valheim.service: Failed with result 'signal'."),
        log_entry("2026-03-14T14:52:03-05:00", "valheim.service", "info",
                  "valheim.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-03-14T14:52:03-05:00", "valheim.service", "info", "Started valheim.service - Valheim dedicated server."),
        log_entry("2026-03-14T14:52:40-05:00", "valheim.service", "info", "Game server connected"),
        log_entry("2026-03-14T20:01:33-05:00", "valheim.service", "info", "Got character ZDOID from Bjorn : -12345:3"),
        log_entry("2026-03-14T20:05:19-05:00", "valheim.service", "info", "World saved ( 2431.56ms )"),
    ]}, c4, age=25, args={"unit": "valheim", "since_minutes": 720}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 499_000_000_000, 61_000_000_000),
        fs("/dev/sda1", "/srv", "xfs", 1_000_204_886_016, 402_000_000_000),
    ]}, c4, age=35),
]

marimba_answers = [
    {"q": "Which game servers are up?", "ev": ["e2"],
     "a": "**Running:**\n"
          "1. [[s:`mc-survival`]] — [[s:port 25565]], [[c:up 5 hours]]\n"
          "2. [[s:`mc-creative`]] — [[c:port 25567]]\n"
          "3. [[s:`valheim`]] — [[s:UDP 2456-2457]], up ~5 h\n\n"
          "**Down:**\n"
          "- [[s:`cs2`]] — [[s:exited with 137]] [[c:3 hours ago]] [[u:— killed by the OOM killer]]\n\n"
          "[[s:4 of 5 containers are running]]. [[c:All running containers publish on 0.0.0.0.]]"},
    {"q": "How many players are online?", "ev": ["e3"],
     "a": "[[s:4 connections]] in total: [[s:3 on 25565 (survival)]] [[s:and 1 on 25566 (creative)]]. "
          "[[c:Each connection comes from a different address]], [[u:so 4 different players]]. "
          "[[u:Nobody is on Valheim]] right now. [[u:Cockpit is listening on 9090]] too."},
    {"q": "Why is the server laggy? Top processes?", "ev": ["e1", "e4", "e5", "e6"],
     "a": "1. `java` (survival, PID 2391) — [[s:~145% CPU]], [[c:~6 GiB RAM]]\n"
          "2. [[s:`valheim_server` — 88%]]\n"
          "3. [[c:`java` (creative) — 54%]]\n\n"
          "**Load:** [[s:3.4]] [[s:on 12 threads]]. [[t:20 minutes ago it was close to 10.]] "
          "[[s:Memory is fine: ~38 GiB available.]]\n\n"
          "[[u:The lag is Paper generating new chunks]] — pre-generate with Chunky."},
    {"q": "Did valheim crash today?", "ev": ["e7"],
     "a": "Yes — [[s:it was killed with SIGKILL at 14:51]] [[s:and systemd restarted it]] [[s:(restart counter 1)]].\n\n"
          "- [[s:Back since 14:52]] [[c:— about 3 hours]]\n"
          "- [[u:The kill came from the OOM killer.]]\n"
          "- [[c:It has crashed twice today.]]\n"
          "- [[s:Bjorn joined at 20:01]], [[s:and the world saved at 20:05]]."},
    {"q": "How much RAM does marimba have and how much is free?", "ev": ["e1", "e6"],
     "a": "**RAM:** [[s:64 GB]] ([[s:62.6 GiB usable]])\n"
          "**Free:** [[t:~30 GiB available]]\n"
          "**Swap:** [[t:8 GiB]], [[t:none used]]\n"
          "**CPU:** [[s:6 cores]], [[c:16 threads]] — [[t:~78% busy]]"},
    {"q": "Which Java and Paper versions are the servers on?", "ev": ["e1", "e4"],
     "a": "- **Java:** [[s:`java-21-openjdk-headless` 21.0.6 is installed]] [[u:and that's what both servers run]]\n"
          "- **Paper:** [[s:1.21.4 build 187]] [[s:on both]]\n"
          "- **Heap:** [[s:survival `-Xmx10G`]], [[c:creative `-Xmx6G`]]\n"
          "- [[c:Survival's minimum heap is 10 GB.]]\n\n"
          "[[c:Creative is on an older Paper build than survival]] — update it."},
    {"q": "What's exposed to the internet?", "ev": ["e2", "e3"],
     "extra": [user("u1", "I only forwarded 25565, 25566 and 2456-2457 UDP on the router.", c4)],
     "a": "**Public listeners:** [[s:22]], [[s:25565]], [[s:25566]], [[s:2456-2457/udp]] and [[s:9090]].\n\n"
          "- [[s:BlueMap (8100) is localhost-only.]]\n"
          "- [[c:Only the ports you forwarded are listening publicly.]]\n"
          "Close 9090 with `firewall-cmd --remove-service=cockpit --permanent` if you don't use it."},
]

# ---------------------------------------------------------------------------------------------------------
# theorbo — RHEL 9.5 kubeadm control plane
# ---------------------------------------------------------------------------------------------------------
c5 = Clock("2026-03-16T11:05:00-04:00")
CTX = "kubernetes-admin@strings"


def k8s_node(name: str, ready: bool, version: str, os_image: str, control_plane: bool = False) -> dict:
    labels = {"kubernetes.io/hostname": name}
    if control_plane:
        labels["node-role.kubernetes.io/control-plane"] = ""
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "False",
                                       "reason": "KubeletReady" if ready else "NodeStatusUnknown"}],
                       "nodeInfo": {"kubeletVersion": version, "osImage": os_image,
                                    "containerRuntimeVersion": "cri-o://1.30.9" if "Red Hat" in os_image
                                    else "containerd://1.7.24"}}}


def nodes(all_ready: bool) -> list[dict]:
    return [k8s_node("theorbo", True, "v1.30.10", "Red Hat Enterprise Linux 9.5 (Plow)", control_plane=True),
            k8s_node("viola", True, "v1.30.10", "Red Hat Enterprise Linux 9.5 (Plow)"),
            k8s_node("kantele", True, "v1.29.14", "NixOS 24.11 (Vicuna)"),
            k8s_node("bouzouki", all_ready, "v1.30.10", "Ubuntu 24.04.2 LTS")]


T0 = "2026-03-02T13:16:02Z"
pending_pod = {"kind": "Pod", "metadata": {"name": "payments-api-5c9d7f8b6-q7wzp", "namespace": "prod"}, "spec": {},
               "status": {"phase": "Pending", "conditions": [{
                   "type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                   "message": "0/4 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, "
                              "1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, 2 Insufficient memory. "
                              "preemption: 0/4 nodes are available: 2 No preemption victims found for incoming pod, "
                              "2 Preemption is not helpful for scheduling."}]}}

theorbo_evidence = [
    steady("e1", c5, age=2000, hostname="theorbo", os_name="Red Hat Enterprise Linux", os_version="9.5",
           os_codename="Plow", kernel="5.14.0-503.26.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=135_013_089_280, package_manager="rpm",
           disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 214_748_364_800},
                  {"device": "/dev/mapper/rhel-var_lib_etcd", "mountpoint": "/var/lib/etcd", "fstype": "xfs",
                   "total_bytes": 53_687_091_200},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/containers", "fstype": "xfs",
                   "total_bytes": 536_870_912_000}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:9a:4e:21", "addresses": ["10.0.10.11/24"], "is_up": True}],
           dns_servers=["10.0.0.2", "10.0.0.3", "10.0.0.4", "10.0.0.5"], default_gateway="10.0.10.1",
           installed_packages={"kubelet": "1.30.10-150500.1.1", "kubeadm": "1.30.10-150500.1.1",
                               "kubectl": "1.31.6-150500.1.1", "cri-o": "1.30.9-150500.1.1",
                               "chrony": "4.5-3.el9", "firewalld": "1.3.4-7.el9"},
           available_services=["kubelet.service", "crio.service", "chronyd.service", "firewalld.service", "sshd.service"],
           users=[{"name": "kadmin", "uid": 1000, "gid": 1000, "home": "/home/kadmin", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kadmin"]}]),
    item("e2", "kubernetes_get", {"context": CTX, "namespace": None, "items": nodes(False)}, c5, age=30,
         args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": CTX, "namespace": "kube-system", "items": [
        pod("etcd-theorbo", "kube-system", "Running", "theorbo", 0, started=T0),
        pod("kube-apiserver-theorbo", "kube-system", "Running", "theorbo", 2, started="2026-03-09T14:40:11Z"),
        pod("kube-controller-manager-theorbo", "kube-system", "Running", "theorbo", 7, started="2026-03-16T14:12:30Z"),
        pod("kube-scheduler-theorbo", "kube-system", "Running", "theorbo", 6, started="2026-03-16T14:12:34Z"),
        pod("coredns-7db6d8ff4d-4kq2m", "kube-system", "Running", "viola", 0, started=T0),
        pod("coredns-7db6d8ff4d-x9tzn", "kube-system", "Running", "kantele", 0, started=T0),
        pod("kube-proxy-2hf8d", "kube-system", "Running", "theorbo", 0, started=T0),
        pod("kube-proxy-8wq4n", "kube-system", "Running", "viola", 0, started=T0),
        pod("kube-proxy-c7rtx", "kube-system", "Running", "kantele", 0, started=T0),
        pod("kube-proxy-m3zkp", "kube-system", "Running", "bouzouki", 0, ready=False, started=T0),
        pod("metrics-server-6d94bc8694-lq2vw", "kube-system", "Running", "viola", 41, ready=False,
            waiting="CrashLoopBackOff"),
    ]}, c5, age=30, args={"resource": "pods", "namespace": "kube-system"}),
    item("e4", "kubernetes_get", {"context": CTX, "namespace": None, "items": [
        deployment("coredns", "kube-system", 2, 2),
        deployment("metrics-server", "kube-system", 1, 0),
        deployment("ingress-nginx-controller", "ingress-nginx", 2, 2),
        deployment("argocd-server", "argocd", 1, 1),
        deployment("grafana", "monitoring", 1, 1),
        deployment("payments-api", "prod", 3, 2),
    ]}, c5, age=30, args={"resource": "deployments", "namespace": "all"}),
    item("e5", "kubernetes_get", {"context": CTX, "namespace": "prod", "items": [
        pod("payments-api-5c9d7f8b6-h2vxn", "prod", "Running", "viola", 0, started="2026-03-12T09:30:00Z"),
        pod("payments-api-5c9d7f8b6-r8kcd", "prod", "Running", "kantele", 0, started="2026-03-12T09:30:02Z"),
        pending_pod,
    ]}, c5, age=30, args={"resource": "pods", "namespace": "prod"}),
    item("e6", "linux_service_status", unit("kubelet.service", "active", "running", "enabled", 1893,
                                            "2026-03-02T08:14:10-05:00",
                                            "kubelet: The Kubernetes Node Agent"), c5, age=20, args={"name": "kubelet"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        log_entry("2026-03-16T10:36:12-04:00", "kubelet.service", "warning",
                  "dns.go:153] \"Nameserver limits exceeded\" err=\"Nameserver limits were exceeded, some nameservers have "
                  "been omitted, the applied nameserver line is: 10.0.0.2 10.0.0.3 10.0.0.4\""),
        log_entry("2026-03-16T10:58:03-04:00", "kubelet.service", "err",
                  "controller.go:195] \"Failed to update lease\" err=\"etcdserver: request timed out\""),
        log_entry("2026-03-16T11:01:15-04:00", "kubelet.service", "info",
                  "certificate_manager.go:356] kubernetes.io/kube-apiserver-client-kubelet: Certificate expiration is "
                  "2026-04-02 13:14:09 +0000 UTC, rotation deadline is 2026-03-23 02:41:55 +0000 UTC"),
    ]}, c5, age=25, args={"unit": "kubelet", "since_minutes": 30, "limit": 100}, complete=False),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rhel-root", "/", "xfs", 214_748_364_800, 58_000_000_000),
        fs("/dev/mapper/rhel-var_lib_etcd", "/var/lib/etcd", "xfs", 53_687_091_200, 4_100_000_000),
        fs("/dev/sdb1", "/var/lib/containers", "xfs", 536_870_912_000, 471_000_000_000),
    ]}, c5, age=40),
    item("e9", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 400_000, "write_bytes_per_s": 6_100_000, "busy_percent": 12.0},
        {"device": "sdb", "read_bytes_per_s": 1_100_000, "write_bytes_per_s": 22_500_000, "busy_percent": 18.3},
        {"device": "dm-2", "read_bytes_per_s": 0, "write_bytes_per_s": 3_200_000, "busy_percent": 71.3},
    ]}, c5, age=30, args={"interval_seconds": 1}),
    item("e10", "kubernetes_get", {"context": CTX, "namespace": None, "items": nodes(True)}, c5, age=1800,
         args={"resource": "nodes"}),
    item("e11", "kubernetes_get", {"context": CTX, "namespace": None, "items": [nodes(True)[3]]}, c5, age=150,
         args={"resource": "nodes", "name": "bouzouki"}),
]

theorbo_answers = [
    {"q": "Are all nodes ready?", "ev": ["e2"],
     "a": "No — **[[s:3 of 4]]** are Ready.\n\n"
          "| Node | Ready | Kubelet | OS |\n|---|---|---|---|\n"
          "| `theorbo` | [[s:✅]] | [[s:v1.30.10]] | [[s:RHEL 9.5]] |\n"
          "| `viola` | [[s:✅]] | [[s:v1.30.10]] | [[s:RHEL 9.5]] |\n"
          "| `kantele` | [[s:✅]] | [[c:v1.30.10]] | [[s:NixOS 24.11]] |\n"
          "| `bouzouki` | [[s:❌]] | [[s:v1.30.10]] | [[c:Debian 12]] |\n\n"
          "[[s:`kantele` is one minor release behind the rest.]] [[c:`theorbo` is the only node running RHEL.]]"},
    {"q": "What's wrong in kube-system?", "ev": ["e2", "e3", "e4"],
     "a": "1. [[s:`metrics-server` is in CrashLoopBackOff]] [[s:on `viola`]] — [[c:12 restarts]]; "
          "[[s:its deployment has 0/1 ready]].\n"
          "2. [[u:`kube-controller-manager` has restarted 7 times (e4)]], [[s:the most of the control-plane pods]].\n"
          "3. [[c:`etcd` restarted twice.]]\n"
          "4. [[s:Both CoreDNS pods are Running]], [[c:both on `viola`]].\n\n"
          "[[s:Every node has a kube-proxy pod.]] [[u:The controller-manager restarts were caused by etcd timeouts.]]"},
    {"q": "Why is payments-api degraded?", "ev": ["e2", "e4", "e5"],
     "a": "[[s:`payments-api` has 2 of 3 replicas ready.]]\n\n"
          "- [[s:The third pod is Pending]] — [[s:unschedulable]]: [[s:two nodes have insufficient memory]].\n"
          "- [[c:It's stuck on `bouzouki`.]]\n"
          "- [[s:The running ones are on `viola` and `kantele`.]]\n\n"
          "[[u:`bouzouki` going NotReady is what triggered this]] — bring it back or add memory."},
    {"q": "Is etcd healthy? How's its disk?", "ev": ["e3", "e7", "e8", "e9"],
     "a": "- **etcd pod:** [[s:Running on `theorbo`]]\n"
          "- **`/var/lib/etcd`:** [[s:~4.1 GB used]] [[c:of 100 GB]]\n"
          "- **Disk:** [[s:`dm-2` is ~71% busy]] — [[u:that's the etcd volume]], [[u:which is why it's slow]]\n"
          "- **Logs:** [[s:kubelet hit `etcdserver: request timed out`]] [[c:at 10:38]]\n\n"
          "[[s:`/var/lib/containers` is the fullest filesystem]] [[c:at 68%]]. [[u:etcd needs a defrag.]]"},
    {"q": "Is the kubectl/kubelet version skew OK?", "ev": ["e1", "e2"],
     "a": "- [[s:kubelet `1.30.10`]]\n- [[s:kubectl `1.31.6`]]\n\n"
          "[[s:kubectl is one minor release newer than the control plane]] — [[u:that's within the supported skew]]. "
          "[[c:`cri-o` is on 1.31.]] [[c:All nodes run the same kubelet version]]; [[c:`kantele` is two minor releases "
          "behind.]]"},
    {"q": "Give me the cluster status from this host.", "ev": ["e1", "e10"],
     "a": "**Host:** [[s:RHEL 9.5]] [[c:on kernel 5.14.0-427]].\n\n"
          "**Nodes:** [[t:all 4 Ready]] — [[t:`bouzouki` included]], [[t:on v1.30.10]].\n"
          "[[t:`theorbo` is the only control-plane node.]] [[t:`kantele` runs NixOS.]]"},
    {"q": "Is kubelet running, and when does its cert expire?", "ev": ["e6", "e7"],
     "a": "Yes — [[s:`kubelet` is active (running)]], [[s:enabled]], [[s:PID 1893]]. [[c:Up since 12 March.]]\n\n"
          "**Cert:** [[s:expires 2 April]]; [[c:rotation is due 25 March]]. [[u:Rotation is automatic, nothing to do.]]\n\n"
          "Also: [[s:a nameserver-limit warning]] [[c:with 4 nameservers applied]]."},
    {"q": "Is bouzouki back?", "ev": ["e2", "e11"],
     "a": "No — [[u:`bouzouki` is still NotReady]].\n\n"
          "- **OS:** [[s:Ubuntu 24.04.2]]\n"
          "- **Kubelet:** [[s:v1.30.10]]\n\n"
          "[[s:The other three nodes are Ready.]] [[c:It's the only node not running RHEL]], "
          "[[u:and it keeps flapping]]."},
]

MACHINES = [
    {"name": "cello", "clock": c1, "evidence": cello_evidence, "answers": cello_answers},
    {"name": "oboe", "clock": c2, "evidence": oboe_evidence, "answers": oboe_answers},
    {"name": "sitar", "clock": c3, "evidence": sitar_evidence, "answers": sitar_answers},
    {"name": "marimba", "clock": c4, "evidence": marimba_evidence, "answers": marimba_answers},
    {"name": "theorbo", "clock": c5, "evidence": theorbo_evidence, "answers": theorbo_answers},
]
