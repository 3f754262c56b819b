"""105th generation (written blind, in the manner of InternLM 2.5 7B Chat: a one-sentence verdict first, then
"Here are the details:" and a numbered list whose items begin with a bold label and a colon, raw values quoted
in backticks, percentages rounded to whole numbers, "(as of the last check)" and "currently" sprinkled in, now
and then a plausible-sounding cause nobody asked for, and a closing "Suggested next steps:" with commands in a
code block). All five clocks are on America/Chicago (-06:00 in November).

bishop — an Ubuntu 24.04 GitLab runner host with Docker (AMD EPYC 7313P, 62.7 GiB RAM). Its evidence: a
steady-state snapshot (docker-ce 27.3.1, gitlab-runner 17.5.3, users ubuntu and gitlab-runner both in docker,
only ubuntu in sudo), fresh system info (CPU 71.6%, load 18.42 rising from 11.33, up 9 days), a CPU-sorted
process listing cut at six rows (dockerd, a containerd-shim of the node-builder job, node, containerd,
cc1plus, gitlab-runner), every container (four running including a registry mirror up 9 days, four exited:
codes 0, 1, 137 and 0), disk usage with /var/lib/docker on a 1.97 TB NVMe at 91.8%, the gitlab-runner unit,
two hours of the runner's journal (job 88107 exit 137, job 88164 exit 1, job 88171 succeeded) and a
nine-minute-old disk-I/O sample (stale).

rook — a Debian 12 PostgreSQL 16 primary (Xeon Silver 4314, 125.8 GiB RAM). A complete socket listing (two
walsender connections from replicas 10.20.0.12 and .13, three connections from app server 10.20.1.21, two from
10.20.1.22, the local exporter, one SSH session), disk usage (a 240 GB /pgwal volume at 84.0%, the xfs data
volume at 58.4%), three hours of the cluster's log file (checkpoints 22 s apart, a statement cancelled by
statement_timeout at 08:12, a 5892-second autovacuum of order_events finishing 09:21, a 236-second
checkpoint), a memory-sorted process listing cut at eight rows (only one walsender in it), the cluster unit
(active since October 30), a sixteen-minute-old system reading (stale) and thirty days of apt history
(postgresql-16 16.3 → 16.4 on the evening of October 29, libpq5 to 17.0, a 6.1.0-28 kernel not yet running).

pawn — a Raspberry Pi OS Lite box (Raspbian 12, armv7l, 1 GB) running Pi-hole. Its steady state lists
`users` in stale_sources (so account and group claims are stale). A complete socket listing (pihole-FTL on 53
TCP/UDP, 80 and 443; sshd on 22; two established connections), disk usage (the 15.4 GB SD root at 93.8%),
a day of warning-or-worse journal lines (two undervoltage events, a soft temperature limit at 82.3 C, an FTL
load warning and an FTL disk-shortage warning), every unit (lighttpd failed but enabled), fresh system info,
a 25-minute-old CPU-sorted process listing cut at five rows (stale) and a traffic sample.

knight — a worker node of a four-node k0s cluster on Ubuntu 22.04 (i5-10500T, 6 cores / 12 threads). Nodes
(k0s-w3 Ready but with DiskPressure; kubelets v1.30.5, v1.30.4 and v1.29.9), the complete ingress-nginx pod
listing, the apps pod listing cut at six (an Evicted api pod on k0s-w3, a worker pod in CrashLoopBackOff with
17 restarts), the apps deployments (api 2/3, worker 1/2), the k0sworker unit, fresh system info and a
22-minute-old disk reading (stale).

queen — a Fedora 41 KDE Plasma laptop (Ryzen 7 7840U, 31.1 GiB). A steady-state snapshot (mara not in wheel,
sam is), a memory-sorted process listing cut at seven (Flatpak firefox first, then plasmashell), fourteen days
of package history (seven Flatpak events, plus bluez, kernel, plasma-workspace and kwin upgrades the evening
before), a complete socket listing (Wi-Fi up, bnep0 down, cupsd, avahi, kdeconnectd), a day of file changes
under ~/.config, a log read that failed with permission denied, an eighteen-minute-old listing of every
service (stale), fresh system info, and the user's own words about Bluetooth drop-outs since the update.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# bishop — Ubuntu 24.04 GitLab runner host
# ---------------------------------------------------------------------------------------------------------
BIS = Clock("2026-11-17T14:20:00-06:00")
BIS_MEM = 67_331_112_960
BIS_ROOT = 250_375_106_560
BIS_DOCK = 1_967_317_549_056
HELPER = "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.5.3"
NODEB = "registry.gitlab.example.com/web/ci-images/node-builder:20"

bishop_evidence = [
    steady("e1", BIS, age=3600,
           hostname="bishop", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=BIS_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": BIS_ROOT},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/docker", "fstype": "ext4",
                   "total_bytes": BIS_DOCK}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:5a:81:0c", "addresses": ["10.40.8.21/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:9e:11:c7:04", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.40.8.1",
           installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.22-1",
                               "docker-buildx-plugin": "0.17.1-1~ubuntu.24.04~noble", "gitlab-runner": "17.5.3-1",
                               "openssh-server": "1:9.6p1-3ubuntu13.5"},
           available_services=["docker.service", "containerd.service", "gitlab-runner.service", "ssh.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 999, "gid": 999, "home": "/home/gitlab-runner", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 988, "members": ["ubuntu", "gitlab-runner"]},
                   {"name": "sudo", "gid": 27, "members": ["ubuntu"]}]),
    item("e2", "linux_system_info",
         system_info(71.6, [18.42, 15.07, 11.33], 796_168, "2026-11-08T09:10:02-06:00", BIS_MEM, 29_110_000_000,
                     8 * GiB, 512 * MiB), BIS, age=30),
    item("e3", "linux_processes", processes(612, BIS_MEM, [
        (1184, "dockerd", "root", 96.3, 1412 * MiB, "2026-11-08T09:10:31-06:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (48211, "containerd-shim", "root", 61.7, 38 * MiB, "2026-11-17T14:13:52-06:00",
         "/usr/bin/containerd-shim-runc-v2 -namespace moby -id "
         "a1f3c9e2d4b7e80c5f6a9d1b2c3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e -address /run/containerd/containerd.sock"),
        (48377, "node", "root", 55.4, 2210 * MiB, "2026-11-17T14:14:05-06:00",
         "node /builds/web/frontend/node_modules/.bin/vite build"),
        (1021, "containerd", "root", 24.9, 188 * MiB, "2026-11-08T09:10:24-06:00", "/usr/bin/containerd"),
        (49102, "cc1plus", "root", 19.8, 640 * MiB, "2026-11-17T14:19:31-06:00",
         "/usr/libexec/gcc/x86_64-linux-gnu/14/cc1plus -quiet -O2 src/codec.cpp"),
        (1310, "gitlab-runner", "root", 4.6, 96 * MiB, "2026-11-08T09:10:40-06:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml "
         "--service gitlab-runner --user gitlab-runner"),
    ]), BIS, age=35, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9e2d4b7", "runner-t3yzq8mk-project-412-concurrent-0-build", NODEB, "running", "Up 6 minutes",
            "2026-11-17T14:13:50-06:00"),
        box("8d02b6f1c9e4", "runner-t3yzq8mk-project-412-concurrent-0-predefined", HELPER, "running", "Up 6 minutes",
            "2026-11-17T14:13:44-06:00"),
        box("5c7e0a9b3f12", "runner-t3yzq8mk-project-87-concurrent-1-build", "gcc:14", "running", "Up 2 minutes",
            "2026-11-17T14:17:58-06:00"),
        box("f4a8c3e1b7d5", "runner-t3yzq8mk-project-87-concurrent-2-build", "gcc:14", "exited",
            "Exited (0) 18 minutes ago", "2026-11-17T13:48:10-06:00"),
        box("3b9d6e2f0a81", "runner-t3yzq8mk-project-412-concurrent-1-build", NODEB, "exited",
            "Exited (1) 47 minutes ago", "2026-11-17T13:21:37-06:00"),
        box("72c5f1a0e9d3", "runner-t3yzq8mk-project-230-concurrent-0-build", "python:3.12-slim", "exited",
            "Exited (137) 2 hours ago", "2026-11-17T12:02:15-06:00"),
        box("0e6a4b8c1f27", "runner-t3yzq8mk-project-230-concurrent-0-predefined", HELPER, "exited",
            "Exited (0) 2 hours ago", "2026-11-17T12:02:09-06:00"),
        box("c81f5e3a7b90", "registry-mirror", "registry:2.8.3", "running", "Up 9 days", "2026-10-02T16:44:20-05:00",
            ["0.0.0.0:5000->5000/tcp"]),
    ]}, BIS, age=40, args={"all": True}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", BIS_ROOT, 98_340_000_000),
        fs("/dev/nvme1n1p1", "/var/lib/docker", "ext4", BIS_DOCK, 1_806_112_000_000),
    ]}, BIS, age=25),
    item("e6", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", pid=1310, since="2026-11-08T09:10:40-06:00",
              desc="GitLab Runner"), BIS, age=35, args={"name": "gitlab-runner"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-11-17T12:02:09-06:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88107 repo_url=https://gitlab.example.com/data/etl.git "
                  "runner=t3yzq8mk"),
        log_entry("2026-11-17T12:39:55-06:00", "gitlab-runner.service", "err",
                  "WARNING: Job failed: exit code 137  duration_s=2266.4 job=88107 project=230 runner=t3yzq8mk"),
        log_entry("2026-11-17T13:21:30-06:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88164 repo_url=https://gitlab.example.com/web/frontend.git "
                  "runner=t3yzq8mk"),
        log_entry("2026-11-17T13:32:48-06:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: exit code 1  duration_s=671.2 job=88164 project=412 runner=t3yzq8mk"),
        log_entry("2026-11-17T13:48:05-06:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88171 repo_url=https://gitlab.example.com/media/codec.git "
                  "runner=t3yzq8mk"),
        log_entry("2026-11-17T14:01:52-06:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=827.0 job=88171 project=87 runner=t3yzq8mk"),
        log_entry("2026-11-17T14:13:40-06:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88190 repo_url=https://gitlab.example.com/web/frontend.git "
                  "runner=t3yzq8mk"),
        log_entry("2026-11-17T14:17:55-06:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88193 repo_url=https://gitlab.example.com/media/codec.git "
                  "runner=t3yzq8mk"),
    ]}, BIS, age=30, args={"unit": "gitlab-runner", "since_minutes": 120}),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 14_200_000, "write_bytes_per_s": 212_600_000, "busy_percent": 78.4},
        {"device": "nvme0n1", "read_bytes_per_s": 180_000, "write_bytes_per_s": 1_250_000, "busy_percent": 1.9},
    ]}, BIS, age=540, args={"interval_seconds": 1.0}),
]

bishop_answers = [
    {"q": "Why is the CPU so high on the runner box?", "ev": ["e2", "e3", "e4"],
     "a": "Bishop's CPU is high mainly because of Docker's own daemons plus the build jobs that are currently "
          "running.\n\nHere are the details:\n\n"
          "1. **Overall CPU**: [[s:Total CPU usage is currently around `72%`]], and [[s:the 1-minute load average "
          "is `18.42`]], [[c:which is lower than the 15-minute value]].\n"
          "2. **dockerd**: [[s:`dockerd` (PID `1184`) is the top consumer at about `96%`]]. [[u:This is typically "
          "caused by the daemon streaming very large build logs out of the job containers]].\n"
          "3. **containerd-shim**: [[s:A `containerd-shim` process (PID `48211`) is using about `62%`]], and "
          "[[c:it belongs to the `gcc:14` build container]].\n"
          "4. **Build processes**: [[s:`node` running `vite build` is at `55%`]] and [[c:`cc1plus` (a C++ "
          "compile) is at about `30%`]].\n"
          "5. **containerd**: [[c:`containerd` itself is at roughly `35%`]].\n"
          "\n"
          "[[s:Two build jobs are running right now]].\n\n"
          "Suggested next steps:\n```bash\ndocker stats --no-stream\njournalctl -u docker --since \"1 hour ago\"\n```"},

    {"q": "How full is the Docker disk?", "ev": ["e1", "e5"],
     "a": "The Docker volume on bishop is nearly full and needs a cleanup soon.\n\nHere are the details:\n\n"
          "1. **Filesystem**: [[s:`/var/lib/docker` is mounted from `/dev/nvme1n1p1`]] (`ext4`).\n"
          "2. **Usage**: [[s:It is currently at `92%`]], with [[c:about 1.9 TB used]] [[s:out of 2.0 TB]].\n"
          "3. **Free space**: [[s:About 150 GiB is still free]] (as of the last check).\n"
          "4. **Root filesystem**: [[c:`/` is about `47%` full]].\n"
          "5. **Likely cause**: [[u:Most of this space is probably taken by dangling build-cache layers left "
          "behind by the exited job containers]].\n\n"
          "Suggested next steps:\n```bash\ndocker system df\ndocker builder prune --filter until=24h\n```"},

    {"q": "Which containers are running and which have exited?", "ev": ["e4"],
     "a": "Bishop currently has [[s:4 running containers]] and [[s:4 exited ones]].\n\nHere are the details:\n\n"
          "1. **registry-mirror**: [[s:Running `registry:2.8.3`]] on port `5000`, [[c:up for 19 "
          "days]].\n"
          "2. **Project 412 job**: [[s:The `-build` and `-predefined` containers for project 412 are both "
          "running]] (up 6 minutes).\n"
          "3. **Project 87 job**: [[s:`runner-t3yzq8mk-project-87-concurrent-1-build` is running on `gcc:14`]].\n"
          "4. **Exited**: [[s:The project 230 build exited with code `137`]] [[u:because the container hit its "
          "memory limit]]; [[c:the project 412 `concurrent-1` build exited with code `0`]]; [[s:the project 87 "
          "`concurrent-2` build finished cleanly 18 minutes ago]].\n\n"
          "[[c:All of the exited containers are from the last hour]], so they are safe to prune.\n\n"
          "Suggested next steps:\n```bash\ndocker container prune --filter \"until=1h\"\n```"},

    {"q": "Is the gitlab-runner service healthy, and did any jobs fail?", "ev": ["e6", "e7"],
     "a": "[[s:The gitlab-runner service is up and running]], but [[s:two jobs failed in the last two "
          "hours]].\n\nHere are the details:\n\n"
          "1. **Service state**: [[s:`active (running)`]], [[c:active since `2026-11-08 "
          "15:10`]].\n"
          "2. **Job 88107**: [[s:Failed with `exit code 137`]] [[c:after about 45 minutes]]. [[u:Exit 137 means "
          "the job was killed by the kernel OOM killer]].\n"
          "3. **Job 88164**: [[s:Failed with `exit code 1`]] [[c:at `13:23`]] in project `412`.\n"
          "4. **Job 88171**: [[s:Succeeded]] [[c:in about 8 minutes]].\n"
          "5. **Current jobs**: [[s:Jobs `88190` and `88193` were picked up]] [[u:and are both still "
          "running]] currently.\n\n"
          "Suggested next steps:\n```bash\nsudo gitlab-runner verify\njournalctl -u gitlab-runner -n 100\n```"},

    {"q": "Is the Docker disk being written to heavily right now?", "ev": ["e8", "e5"],
     "a": "Yes — [[t:the Docker NVMe is under heavy write load]] (as of the last check).\n\nHere are the "
          "details:\n\n"
          "1. **nvme1n1**: [[t:Writes at about `213 MB/s`]], [[t:reads at about `14 MB/s`]], [[t:busy `78%`]].\n"
          "2. **nvme0n1 (root)**: [[t:Nearly idle at about `2%` busy]].\n"
          "3. **Space**: [[s:`/var/lib/docker` is `92%` full]], [[u:so it will fill up within a few hours at this "
          "rate]].\n\n"
          "Suggested next steps:\n```bash\niostat -xz 1 5\nsudo du -sh /var/lib/docker/*\n```"},

    {"q": "Who can run docker on this host and what versions are installed?", "ev": ["e1"],
     "a": "[[s:Two accounts can use Docker on bishop]], and the key packages are reasonably current.\n\nHere are the "
          "details:\n\n"
          "1. **docker group**: [[s:`ubuntu` and `gitlab-runner` are members of `docker`]].\n"
          "2. **sudo**: [[c:Both accounts are also in `sudo`]].\n"
          "3. **Docker Engine**: [[s:`docker-ce` is `27.3.1`]], [[u:which is the latest stable release]].\n"
          "4. **gitlab-runner**: [[c:Version `17.3.5`]].\n"
          "5. **OS**: [[s:Ubuntu `24.04` (`noble`)]] with [[c:kernel `6.8.0-45-generic`]].\n"
          "6. **Hardware**: [[s:AMD EPYC 7313P with 16 cores / 32 threads]] [[c:and 128 GB of RAM]].\n\n"
          "Suggested next steps:\n```bash\ngetent group docker\ndpkg -l docker-ce gitlab-runner\n```"},

    {"q": "Give me a quick health summary of bishop, and cite the evidence.", "ev": ["e2", "e3", "e4", "e5", "e6"],
     "a": "Bishop is working but stressed: CPU and the Docker disk are both high.\n\nHere are the details:\n\n"
          "1. **Memory**: [[s:About `57%` of RAM is in use (e2)]], [[c:with swap untouched]].\n"
          "2. **Uptime**: [[s:Up a little over 9 days (e2)]].\n"
          "3. **Top CPU**: [[s:`dockerd` leads the CPU list (e3)]].\n"
          "4. **Containers**: [[u:8 containers exist in total (e3)]]; [[s:only the registry mirror has been up "
          "longer than a day]].\n"
          "5. **Runner**: [[s:`gitlab-runner.service` is active (e6)]].\n"
          "6. **Disk**: [[u:`/var/lib/docker` is at `92%` (e6)]].\n"
          "7. **Processes**: [[u:No zombie processes were found]].\n\n"
          "Suggested next steps:\n```bash\ndocker system prune -f\nsystemctl status gitlab-runner docker\n```"},
]

# ---------------------------------------------------------------------------------------------------------
# rook — Debian 12 PostgreSQL 16 primary
# ---------------------------------------------------------------------------------------------------------
ROOK = Clock("2026-11-19T09:40:00-06:00")
ROOK_MEM = 135_089_041_408
ROOK_ROOT = 100_861_726_720
ROOK_DATA = 1_919_850_381_312
ROOK_WAL = 239_914_852_352
PG_BOOT = "2026-10-30T04:12:08-05:00"

rook_evidence = [
    steady("e1", ROOK, age=7200,
           hostname="rook", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-27-amd64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=ROOK_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": ROOK_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": ROOK_DATA},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/pgwal", "fstype": "xfs", "total_bytes": ROOK_WAL}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:6e:02:9a", "addresses": ["10.20.0.11/24"], "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-16": "16.4-1.pgdg120+2", "postgresql-client-16": "16.4-1.pgdg120+2",
                               "postgresql-common": "262.pgdg120+1", "libpq5": "17.0-1.pgdg120+1",
                               "prometheus-postgres-exporter": "0.11.1-1+b6"},
           available_services=["postgresql@16-main.service", "postgresql.service", "prometheus-postgres-exporter.service",
                               "ssh.service"],
           users=[{"name": "postgres", "uid": 104, "gid": 110, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "dba", "uid": 1000, "gid": 1000, "home": "/home/dba", "shell": "/bin/bash"}],
           groups=[{"name": "ssl-cert", "gid": 109, "members": ["postgres"]},
                   {"name": "sudo", "gid": 27, "members": ["dba"]}]),
    item("e2", "linux_network_info", {
        "interfaces": [{"name": "ens18", "mac": "bc:24:11:6e:02:9a", "addresses": ["10.20.0.11/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 1042, "postgres"), listener(5432, "::", 1042, "postgres"),
                      listener(22, "0.0.0.0", 801, "sshd"), listener(9187, "::", 955, "prometheus-post")],
        "connections": [
            connection("10.20.0.11:5432", "10.20.0.12:41822", 3381, "postgres"),
            connection("10.20.0.11:5432", "10.20.0.13:52910", 3390, "postgres"),
            connection("10.20.0.11:5432", "10.20.1.21:51544", 20114, "postgres"),
            connection("10.20.0.11:5432", "10.20.1.21:51552", 20115, "postgres"),
            connection("10.20.0.11:5432", "10.20.1.21:51618", 20187, "postgres"),
            connection("10.20.0.11:5432", "10.20.1.22:38802", 20190, "postgres"),
            connection("10.20.0.11:5432", "10.20.1.22:38840", 20233, "postgres"),
            connection("127.0.0.1:5432", "127.0.0.1:48810", 22502, "postgres"),
            connection("127.0.0.1:48810", "127.0.0.1:5432", 955, "prometheus-post"),
            connection("10.20.0.11:22", "10.20.5.9:60122", 22410, "sshd"),
        ]}, ROOK, age=25),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", ROOK_ROOT, 23_100_000_000),
        fs("/dev/nvme0n1p1", "/var/lib/postgresql", "xfs", ROOK_DATA, 1_121_400_000_000),
        fs("/dev/nvme1n1p1", "/pgwal", "xfs", ROOK_WAL, 201_530_000_000),
    ]}, ROOK, age=30),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "postgresql@16-main.service", "entries": [
        log_entry("2026-11-19T06:58:12-06:00", "postgresql@16-main.service", "warning",
                  "LOG:  checkpoints are occurring too frequently (22 seconds apart)"),
        log_entry("2026-11-19T06:58:12-06:00", "postgresql@16-main.service", "info",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-11-19T08:12:05-06:00", "postgresql@16-main.service", "err",
                  "ERROR:  canceling statement due to statement timeout"),
        log_entry("2026-11-19T08:12:05-06:00", "postgresql@16-main.service", "info",
                  "STATEMENT:  SELECT customer_id, sum(amount) FROM order_events WHERE created_at > now() - "
                  "interval '90 days' GROUP BY 1"),
        log_entry("2026-11-19T09:21:44-06:00", "postgresql@16-main.service", "info",
                  "LOG:  automatic vacuum of table \"shop.public.order_events\": index scans: 2; pages: 0 removed, "
                  "18342211 remain, 4120933 scanned (22.47% of total); tuples: 9310442 removed, 611208733 remain; "
                  "system usage: CPU: user: 812.44 s, system: 95.10 s, elapsed: 5892.37 s"),
        log_entry("2026-11-19T09:30:02-06:00", "postgresql@16-main.service", "info", "LOG:  checkpoint starting: wal"),
        log_entry("2026-11-19T09:33:58-06:00", "postgresql@16-main.service", "info",
                  "LOG:  checkpoint complete: wrote 412877 buffers (19.7%); 0 WAL file(s) added, 0 removed, "
                  "96 recycled; write=226.1 s, sync=0.8 s, total=236.2 s"),
    ]}, ROOK, age=40, args={"unit": "postgresql@16-main", "since_minutes": 180}),
    item("e5", "linux_processes", processes(226, ROOK_MEM, [
        (1051, "postgres", "postgres", 1.2, int(30.6 * GiB), PG_BOOT, "postgres: 16/main: checkpointer"),
        (1052, "postgres", "postgres", 0.4, int(18.2 * GiB), PG_BOOT, "postgres: 16/main: background writer"),
        (31877, "postgres", "postgres", 98.7, int(9.4 * GiB), "2026-11-19T07:43:26-06:00",
         "postgres: 16/main: autovacuum worker shop"),
        (20114, "postgres", "postgres", 4.1, int(6.1 * GiB), "2026-11-19T06:10:02-06:00",
         "postgres: 16/main: shop_app shop 10.20.1.21(51544) idle"),
        (20190, "postgres", "postgres", 12.6, int(5.8 * GiB), "2026-11-19T06:11:40-06:00",
         "postgres: 16/main: shop_app shop 10.20.1.22(38802) SELECT"),
        (20115, "postgres", "postgres", 0.9, int(4.7 * GiB), "2026-11-19T06:10:03-06:00",
         "postgres: 16/main: shop_app shop 10.20.1.21(51552) idle in transaction"),
        (3381, "postgres", "postgres", 2.2, int(1.3 * GiB), "2026-11-15T22:04:51-06:00",
         "postgres: 16/main: walsender replicator 10.20.0.12(41822) streaming 3A/9F2C1E80"),
        (1042, "postgres", "postgres", 0.0, int(1.1 * GiB), "2026-10-30T04:12:08-05:00",
         "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main "
         "-c config_file=/etc/postgresql/16/main/postgresql.conf"),
    ]), ROOK, age=30, args={"sort": "memory", "limit": 8}, complete=False),
    item("e6", "linux_service_status",
         unit("postgresql@16-main.service", "active", "running", pid=1042, since=PG_BOOT,
              desc="PostgreSQL Cluster 16-main"), ROOK, age=30, args={"name": "postgresql@16-main"}),
    item("e7", "linux_system_info",
         system_info(31.4, [7.82, 6.91, 6.40], 1_750_350, "2026-10-30T04:11:30-05:00", ROOK_MEM, 42_000_000_000,
                     4 * GiB, 88 * MiB), ROOK, age=960),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-10-29T22:40:11-05:00", "upgrade", "postgresql-16", "16.3-1.pgdg120+1", "16.4-1.pgdg120+2"),
        package_event("2026-10-29T22:40:11-05:00", "upgrade", "postgresql-client-16", "16.3-1.pgdg120+1",
                      "16.4-1.pgdg120+2"),
        package_event("2026-10-29T22:40:11-05:00", "upgrade", "libpq5", "16.3-1.pgdg120+1", "17.0-1.pgdg120+1"),
        package_event("2026-11-10T06:25:03-06:00", "install", "linux-image-6.1.0-28-amd64", None, "6.1.119-1"),
        package_event("2026-11-10T06:25:03-06:00", "upgrade", "tzdata", "2024a-0+deb12u1", "2024b-0+deb12u1"),
    ]}, ROOK, age=60, args={"since_days": 30}),
]

rook_answers = [
    {"q": "Who is connected to the primary right now?", "ev": ["e2"],
     "a": "Rook currently has [[s:seven remote client connections on port `5432`]]: [[s:two replicas]] and "
          "[[s:five from the app servers]].\n\nHere are the details:\n\n"
          "1. **Replicas**: [[s:`10.20.0.12` and `10.20.0.13` are each connected once]]; [[u:both are streaming "
          "with zero lag]].\n"
          "2. **App server `10.20.1.21`**: [[c:Two connections]].\n"
          "3. **App server `10.20.1.22`**: [[c:Three connections]].\n"
          "4. **Local**: [[s:The Prometheus exporter (PID `955`) connects over `127.0.0.1`]].\n"
          "5. **Listeners**: [[s:PostgreSQL (PID `1042`) listens on `0.0.0.0:5432`]] and on IPv6, and "
          "[[c:the exporter listens on port `9100`]]. [[s:Apart from PostgreSQL, the exporter and SSH on port `22`, "
          "nothing else is listening]].\n"
          "6. **SSH**: [[c:There is one SSH session from `10.20.5.19`]].\n\n"
          "Suggested next steps:\n```bash\nsudo -u postgres psql -c \"SELECT client_addr, state, replay_lag FROM "
          "pg_stat_replication;\"\n```"},

    {"q": "How much space is WAL taking?", "ev": ["e1", "e3"],
     "a": "The WAL volume on rook is getting full and should be watched closely.\n\nHere are the details:\n\n"
          "1. **`/pgwal`**: [[s:`84%` used]], [[s:about 202 GB of 240 GB]], [[c:leaving roughly 58 GB free]] "
          "(as of the last check).\n"
          "2. **Data volume**: [[s:`/var/lib/postgresql` is at `58%`]] [[s:of a ~1.9 TB volume]] [[c:formatted "
          "as `ext4`]].\n"
          "3. **Likely cause**: [[u:WAL is probably piling up because one of the replicas is lagging and holding "
          "back a replication slot]].\n\n"
          "Suggested next steps:\n```bash\nsudo -u postgres psql -c \"SELECT slot_name, active, restart_lsn FROM "
          "pg_replication_slots;\"\nsudo du -sh /pgwal\n```"},

    {"q": "Anything worrying in the postgres log?", "ev": ["e4"],
     "a": "Yes, there are a few items worth attention in the last three hours of rook's PostgreSQL log.\n\n"
          "Here are the details:\n\n"
          "1. **Autovacuum**: [[s:An autovacuum of `shop.public.order_events` ran for about 98 minutes]], "
          "[[s:finishing at `09:21`]]. [[u:It was slowed down by a long-running idle-in-transaction session]].\n"
          "2. **Canceled statement**: [[s:A query was canceled due to `statement timeout`]] [[c:at `14:12`]].\n"
          "3. **Checkpoints**: [[c:Checkpoints were occurring every `12` seconds]], and [[s:PostgreSQL suggests "
          "increasing `max_wal_size`]].\n"
          "4. **Last checkpoint**: [[s:It wrote about `20%` of the buffers]] [[c:and took about 4 seconds]].\n"
          "5. **Errors**: [[s:There were no other errors in that window]].\n\n"
          "Suggested next steps:\n```bash\nsudo -u postgres psql -c \"ALTER SYSTEM SET max_wal_size = '16GB';\"\n"
          "sudo -u postgres psql -c \"SELECT pg_reload_conf();\"\n```"},

    {"q": "What is using the most memory?", "ev": ["e5", "e1"],
     "a": "[[s:The PostgreSQL checkpointer is the largest memory user on rook]] (as of the last check).\n\nHere are "
          "the details:\n\n"
          "1. **checkpointer**: PID `1051`, [[s:about 31 GiB RSS]], [[s:about `24%` of RAM]]. [[u:This is "
          "mostly shared buffers being counted in its RSS]].\n"
          "2. **background writer**: [[c:PID `1042`]], [[s:about 18 GiB]].\n"
          "3. **autovacuum worker**: [[s:About 9.4 GiB]], [[c:started at `08:43`]].\n"
          "4. **Client backends**: [[s:The biggest client backend is from `10.20.1.21`]], and [[s:a session from "
          "`10.20.1.21` is `idle in transaction`]].\n"
          "5. **Replication**: [[u:Only one walsender is running]].\n"
          "\n"
          "Suggested next steps:\n```bash\nps -o pid,rss,cmd -u postgres --sort=-rss | head -20\n```"},

    {"q": "Is the server under load? Give me CPU and memory.", "ev": ["e7", "e1"],
     "a": "Rook is moderately loaded currently.\n\nHere are the details:\n\n"
          "1. **CPU**: [[t:Currently about `31%`]].\n"
          "2. **Load**: [[t:`7.82` over the last minute]], [[t:rising compared to the 15-minute average of "
          "`6.40`]]; [[c:that is a lot for this 8-core Xeon]].\n"
          "3. **Memory**: [[t:About `69%` used]].\n"
          "4. **Swap**: [[t:Only about 88 MiB of swap in use]].\n"
          "5. **Cause**: [[u:The load is mostly coming from the autovacuum]].\n\n"
          "Suggested next steps:\n```bash\nuptime\ntop -b -n 1 | head -20\n```"},

    {"q": "Was postgres upgraded recently, and is a reboot needed?", "ev": ["e8", "e1", "e6"],
     "a": "[[s:PostgreSQL was upgraded to 16.4 recently]], and [[s:a kernel update is waiting for a reboot]].\n\n"
          "Here are the details:\n\n"
          "1. **postgresql-16**: [[s:`16.3-1.pgdg120+1` → `16.4-1.pgdg120+2`]] [[c:on October 30]].\n"
          "2. **libpq5**: [[s:Upgraded to `17.0`]], [[u:which is not compatible with the 16.x server]].\n"
          "3. **Kernel**: [[c:`linux-image-6.1.0-28-amd64` was installed on November 12]], [[s:while the running "
          "kernel is still `6.1.0-27-amd64`]].\n"
          "4. **Service**: [[s:`postgresql@16-main` has been active since October 30]], [[c:about 2 hours after "
          "the upgrade finished]].\n"
          "5. **Count**: [[c:3 packages were upgraded in the last 30 days]].\n\n"
          "Suggested next steps:\n```bash\napt list --upgradable\nsudo systemctl reboot  # during a maintenance "
          "window\n```"},

    {"q": "Is the postgres service running? Cite your sources.", "ev": ["e6", "e2", "e4"],
     "a": "Yes, the PostgreSQL 16 cluster on rook is running normally (e6).\n\nHere are the details:\n\n"
          "1. **Unit**: [[s:`postgresql@16-main.service` is `active (running)` (e6)]] and enabled.\n"
          "2. **Main PID**: [[s:PID `1042` is also the process listening on port `5432` (e2)]].\n"
          "3. **Uptime**: [[s:Running for about 20 days]]; [[u:the cluster currently has 7 client connections "
          "(e6)]].\n"
          "4. **Stability**: [[s:The log shows no crashes or restarts in the last 3 hours (e4)]].\n\n"
          "Suggested next steps:\n```bash\npg_lsclusters\nsudo systemctl status postgresql@16-main\n```"},
]

# ---------------------------------------------------------------------------------------------------------
# pawn — Raspberry Pi OS Lite Pi-hole box
# ---------------------------------------------------------------------------------------------------------
PAWN = Clock("2026-11-21T20:05:00-06:00")
PAWN_MEM = 948_113_408
PAWN_ROOT = 15_384_592_384
PAWN_BOOT = 535_805_952
PAWN_IFACES = [{"name": "eth0", "mac": "b8:27:eb:4c:19:a2", "addresses": ["192.168.1.2/24"], "is_up": True},
               {"name": "wlan0", "mac": "b8:27:eb:71:0e:3d", "addresses": [], "is_up": False}]
FTL_SINCE = "2026-11-09T07:31:22-06:00"

pawn_evidence = [
    steady("e1", PAWN, age=5400, stale_sources=["users"],
           hostname="pawn", os_name="Raspbian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.6.51+rpt-rpi-v7", arch="armv7l", cpu_model="ARMv7 Processor rev 4 (v7l)", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=PAWN_MEM,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": PAWN_ROOT},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": PAWN_BOOT}],
           network_interfaces=PAWN_IFACES, dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
           installed_packages={"lighttpd": "1.4.69-1", "php8.2-cgi": "8.2.24-1~deb12u1",
                               "sqlite3": "3.40.1-2+deb12u1", "openssh-server": "1:9.2p1-2+deb12u3",
                               "raspi-config": "20241003"},
           available_services=["pihole-FTL.service", "lighttpd.service", "ssh.service", "NetworkManager.service",
                               "cron.service", "systemd-timesyncd.service", "dphys-swapfile.service"],
           users=[{"name": "pi", "uid": 1000, "gid": 1000, "home": "/home/pi", "shell": "/bin/bash"},
                  {"name": "pihole", "uid": 999, "gid": 999, "home": "/home/pihole", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["pi"]},
                   {"name": "pihole", "gid": 999, "members": ["pi"]}]),
    item("e2", "linux_network_info", {
        "interfaces": PAWN_IFACES,
        "listening": [listener(53, "0.0.0.0", 612, "pihole-FTL", proto="udp"),
                      listener(53, "0.0.0.0", 612, "pihole-FTL"),
                      listener(53, "::", 612, "pihole-FTL", proto="udp"),
                      listener(53, "::", 612, "pihole-FTL"),
                      listener(80, "0.0.0.0", 612, "pihole-FTL"),
                      listener(443, "0.0.0.0", 612, "pihole-FTL"),
                      listener(22, "0.0.0.0", 588, "sshd")],
        "connections": [connection("192.168.1.2:22", "192.168.1.50:53122", 8120, "sshd"),
                        connection("192.168.1.2:80", "192.168.1.50:61004", 612, "pihole-FTL")],
    }, PAWN, age=15),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/mmcblk0p2", "/", "ext4", PAWN_ROOT, 14_430_000_000),
        fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", PAWN_BOOT, 66_000_000),
    ]}, PAWN, age=20),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-21T13:42:08-06:00", None, "crit", "hwmon hwmon1: Undervoltage detected!"),
        log_entry("2026-11-21T17:18:51-06:00", None, "crit", "hwmon hwmon1: Undervoltage detected!"),
        log_entry("2026-11-21T17:19:30-06:00", None, "warning",
                  "thermal thermal_zone0: cpu-thermal: soft temperature limit reached (82.3 C), CPU frequency capped"),
        log_entry("2026-11-21T18:02:11-06:00", "pihole-FTL.service", "warning",
                  "pihole-FTL[612]: WARNING: Long-term load (15min avg) larger than number of processors: 4.2 > 4"),
        log_entry("2026-11-21T19:26:02-06:00", "pihole-FTL.service", "warning",
                  "pihole-FTL[612]: WARNING: Disk shortage ahead: 93% is used (14.3GB used, 15.4GB total)"),
    ]}, PAWN, age=30, args={"priority": "warning", "since_minutes": 1440}),
    item("e5", "linux_service_status", {"units": [
        unit("pihole-FTL.service", "active", "running", pid=612, since=FTL_SINCE, desc="Pi-hole FTL"),
        unit("lighttpd.service", "failed", "failed", desc="Lighttpd Daemon"),
        unit("ssh.service", "active", "running", pid=588, since="2026-11-09T07:31:18-06:00",
             desc="OpenBSD Secure Shell server"),
        unit("NetworkManager.service", "active", "running", pid=402, since="2026-11-09T07:31:14-06:00",
             desc="Network Manager"),
        unit("cron.service", "active", "running", pid=395, since="2026-11-09T07:31:13-06:00",
             desc="Regular background program processing daemon"),
        unit("systemd-timesyncd.service", "active", "running", pid=311, since="2026-11-09T07:31:11-06:00",
             desc="Network Time Synchronization"),
        unit("dphys-swapfile.service", "active", "exited", since="2026-11-09T07:31:20-06:00",
             desc="dphys-swapfile - set up, mount/unmount, and delete a swap file"),
    ]}, PAWN, age=45),
    item("e6", "linux_system_info",
         system_info(18.7, [0.62, 1.48, 2.91], 1_082_015, "2026-11-09T07:31:05-06:00", PAWN_MEM, 402_000_000,
                     104_853_504, 61_865_984), PAWN, age=20),
    item("e7", "linux_processes", processes(131, PAWN_MEM, [
        (612, "pihole-FTL", "pihole", 9.8, 58 * MiB, FTL_SINCE, "/usr/bin/pihole-FTL -f"),
        (8240, "sqlite3", "pi", 6.2, 12 * MiB, "2026-11-21T19:38:10-06:00", "sqlite3 /etc/pihole/pihole-FTL.db VACUUM"),
        (51, "kworker/u8:2", "root", 1.4, 0, "2026-11-21T19:02:44-06:00", "kworker/u8:2-events_unbound"),
        (8120, "sshd", "pi", 1.1, 6 * MiB, "2026-11-21T19:35:02-06:00", "sshd: pi@pts/0"),
        (402, "NetworkManager", "root", 0.3, 18 * MiB, "2026-11-09T07:31:14-06:00", "/usr/sbin/NetworkManager --no-daemon"),
    ]), PAWN, age=1500, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 48_200, "tx_bytes_per_s": 61_900},
        {"name": "wlan0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
    ]}, PAWN, age=25, args={"interval_seconds": 1.0}),
]

pawn_answers = [
    {"q": "Is Pi-hole running and what ports is it on?", "ev": ["e2", "e5"],
     "a": "[[s:Pi-hole is up]] and answering DNS on pawn, but [[s:the `lighttpd` web server has failed]].\n\n"
          "Here are the details:\n\n"
          "1. **pihole-FTL**: [[s:`active (running)`]], [[c:running since `2026-11-19`]].\n"
          "2. **Ports**: [[s:It listens on port `53`]] [[s:over both TCP and UDP]], [[s:on ports `80` and "
          "`443`]]. [[c:It also serves the admin UI on `8080`]].\n"
          "3. **lighttpd**: [[s:State `failed`]] [[u:because `pihole-FTL` already holds port 80]].\n"
          "4. **SSH**: [[s:There is one SSH session open from "
          "`192.168.1.50`]].\n"
          "5. **DHCP**: [[s:Pi-hole's DHCP server is not listening on port `67`]].\n\n"
          "Suggested next steps:\n```bash\npihole status\nsudo systemctl disable --now lighttpd\n```"},

    {"q": "How full is the SD card?", "ev": ["e1", "e3", "e4"],
     "a": "Pawn's SD card is nearly full (as of the last check).\n\nHere are the details:\n\n"
          "1. **Root (`/dev/mmcblk0p2`)**: [[s:`94%` used]], [[s:about 14.4 GB used]] of roughly 15.4 GB, "
          "[[c:leaving around 1.9 GB]].\n"
          "2. **Boot**: [[c:`/boot/firmware` is about half full]].\n"
          "3. **Pi-hole warning**: [[s:Pi-hole logged a \"Disk shortage ahead\" warning]] [[c:at `18:26`]].\n"
          "4. **Cause**: [[u:The long-term query database `/etc/pihole/pihole-FTL.db` has most likely grown to "
          "several GB]].\n\n"
          "Suggested next steps:\n```bash\nsudo du -xh / --max-depth=2 | sort -h | tail -15\nls -lh /etc/pihole/\n```"},

    {"q": "Are there power or temperature problems?", "ev": ["e4"],
     "a": "Yes, pawn has [[s:logged undervoltage]] [[s:and temperature warnings in the last 24 hours]].\n\n"
          "Here are the details:\n\n"
          "1. **Undervoltage**: [[c:Logged three times]], [[c:first at `19:42`]] and [[s:again at `17:18`]].\n"
          "2. **Temperature**: [[s:The CPU hit about `82 °C`]] and the frequency was capped.\n"
          "3. **Load**: [[s:Pi-hole warned that the 15-minute load (`4.2`) was above the 4 processors]].\n"
          "4. **Cause**: [[u:The undervoltage is probably due to a weak USB power supply delivering less than "
          "5.1 V]].\n"
          "\n"
          "Suggested next steps:\n```bash\nvcgencmd get_throttled\nvcgencmd measure_temp\n```"},

    {"q": "What's using CPU on the Pi?", "ev": ["e7", "e6"],
     "a": "[[t:pihole-FTL is the busiest process on pawn]] currently.\n\nHere are the details:\n\n"
          "1. **pihole-FTL**: [[t:About `10%` CPU]], [[t:running as user `pihole`]].\n"
          "2. **sqlite3**: [[t:A `sqlite3` `VACUUM` on the FTL database is using about `6%`]]; [[u:it is shrinking "
          "the database to free SD space]].\n"
          "3. **kworker**: [[t:A kernel worker at ~`1%`]].\n"
          "4. **Overall**: [[s:Total CPU is about `19%`]], [[s:load average `0.62`]], [[s:falling from `2.91` "
          "over 15 minutes]].\n"
          "5. **Memory**: [[c:About `72%` of the RAM is used]], and [[s:swap is roughly `59%` used]].\n\n"
          "Suggested next steps:\n```bash\ntop -o %CPU -n 1\n```"},

    {"q": "Which user accounts exist on pawn and what OS is it?", "ev": ["e1"],
     "a": "Pawn runs [[s:a Debian 12 based Raspberry Pi OS]] on [[s:32-bit ARM]] with [[t:two local "
          "accounts]].\n\nHere are the details:\n\n"
          "1. **Kernel**: [[s:`6.6.51+rpt-rpi-v7`]], [[u:which is the newest Raspberry Pi kernel]].\n"
          "2. **CPU**: [[c:Running a 64-bit (`aarch64`) kernel]].\n"
          "3. **Users**: [[t:`pi` (UID `1000`) with `/bin/bash`]] and [[t:`pihole` (UID `999`) with a `nologin` "
          "shell]].\n"
          "4. **Groups**: [[t:`pi` is in `sudo`]].\n\n"
          "Suggested next steps:\n```bash\ncat /etc/os-release\ngetent passwd | awk -F: '$3>=1000'\n```"},

    {"q": "Show me the services and whether any are failing.", "ev": ["e5"],
     "a": "[[s:One service on pawn is failed]] (`lighttpd`); [[s:everything else is active]].\n\nHere are the "
          "details:\n\n"
          "1. **pihole-FTL.service**: [[s:`active (running)`]] [[c:with PID `588`]].\n"
          "2. **lighttpd.service**: [[s:`failed`]] [[s:but still `enabled`]], [[u:so it will keep trying to "
          "start on every boot and fail again]].\n"
          "3. **Others**: [[c:`systemd-timesyncd` is inactive]], so the clock may drift. [[c:In total 6 units were "
          "listed]].\n\n"
          "Suggested next steps:\n```bash\nsystemctl --failed\njournalctl -u lighttpd -b\n```"},

    {"q": "Is there much network traffic through the Pi-hole? Please cite the evidence.", "ev": ["e8", "e2", "e6"],
     "a": "Network traffic on pawn is light currently (e8).\n\nHere are the details:\n\n"
          "1. **eth0**: [[s:Receiving about 48 KB/s (e8)]] and [[c:sending about 26 KB/s (e8)]].\n"
          "2. **wlan0**: [[s:Idle (e8)]] [[s:and down (e2)]].\n"
          "3. **Connections**: [[c:Three established TCP connections (e2)]].\n"
          "4. **Clients**: [[u:Most of the traffic is DNS queries from about 20 clients (e8)]].\n"
          "5. **Uptime**: [[s:Up for about 12 and a half days (e6)]]; [[u:the web UI was last opened from "
          "`192.168.1.50` (e6)]].\n\n"
          "Suggested next steps:\n```bash\npihole -c -e\nsudo iftop -i eth0\n```"},
]

# ---------------------------------------------------------------------------------------------------------
# knight — k0s worker node, Ubuntu 22.04
# ---------------------------------------------------------------------------------------------------------
KNI = Clock("2026-11-12T11:30:00-06:00")
KNI_MEM = 16_766_001_152
KNI_ROOT = 511_101_108_224


def knode(name: str, version: str, disk_pressure: bool = False) -> dict:
    return {"kind": "Node", "metadata": {"name": name},
            "status": {"conditions": [
                {"type": "MemoryPressure", "status": "False"},
                {"type": "DiskPressure", "status": "True" if disk_pressure else "False"},
                {"type": "PIDPressure", "status": "False"},
                {"type": "Ready", "status": "True"}],
                "nodeInfo": {"kubeletVersion": version, "osImage": "Ubuntu 22.04.5 LTS"}}}


def evicted(name: str, namespace: str, node_name: str, started: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace}, "spec": {"nodeName": node_name},
            "status": {"phase": "Failed", "reason": "Evicted", "startTime": started, "containerStatuses": [
                {"name": name.rsplit("-", 2)[0], "ready": False, "restartCount": 0,
                 "state": {"terminated": {"reason": "ContainerStatusUnknown", "exitCode": 137}}}]}}


def completed(name: str, namespace: str, node_name: str, started: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace}, "spec": {"nodeName": node_name},
            "status": {"phase": "Succeeded", "startTime": started, "containerStatuses": [
                {"name": "create", "ready": False, "restartCount": 0,
                 "state": {"terminated": {"reason": "Completed", "exitCode": 0}}}]}}


knight_evidence = [
    steady("e1", KNI, age=2400,
           hostname="knight", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-125-generic", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=KNI_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": KNI_ROOT}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:2e:5d:17", "addresses": ["10.0.40.12/24"], "is_up": True},
                               {"name": "kube-bridge", "mac": "c2:8e:31:a4:07:5b", "addresses": ["10.244.1.1/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.0.40.1",
           installed_packages={"openssh-server": "1:8.9p1-3ubuntu0.10", "iptables": "1.8.7-1ubuntu5.2",
                               "apparmor": "3.0.4-2ubuntu2.4"},
           available_services=["k0sworker.service", "ssh.service", "systemd-resolved.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": "k0s-homelab", "namespace": None, "items": [
        knode("k0s-ctrl-01", "v1.30.5+k0s"),
        knode("knight", "v1.30.5+k0s"),
        knode("k0s-w2", "v1.30.4+k0s"),
        knode("k0s-w3", "v1.29.9+k0s", disk_pressure=True),
    ]}, KNI, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "k0s-homelab", "namespace": "ingress-nginx", "items": [
        pod("ingress-nginx-controller-7d9c8b5f6-x2kqp", "ingress-nginx", "Running", "knight",
            started="2026-11-03T08:16:10-06:00"),
        pod("ingress-nginx-controller-7d9c8b5f6-r8tmz", "ingress-nginx", "Running", "k0s-w2", restarts=2,
            started="2026-11-06T13:02:44-06:00"),
        completed("ingress-nginx-admission-create-5kq9d", "ingress-nginx", "k0s-w3", "2026-10-21T10:40:03-05:00"),
    ]}, KNI, age=30, args={"resource": "pods", "namespace": "ingress-nginx"}),
    item("e4", "kubernetes_get", {"context": "k0s-homelab", "namespace": "apps", "items": [
        pod("web-6f8d9c7b4-2xkpl", "apps", "Running", "knight", started="2026-11-03T08:17:02-06:00"),
        pod("web-6f8d9c7b4-9hqzt", "apps", "Running", "k0s-w2", started="2026-11-06T13:03:10-06:00"),
        pod("web-6f8d9c7b4-tm4vd", "apps", "Running", "k0s-w3", restarts=1, started="2026-11-10T21:44:51-06:00"),
        pod("api-5b7c6d8f9-kq2lm", "apps", "Running", "knight", restarts=3, started="2026-11-03T08:17:05-06:00"),
        evicted("api-5b7c6d8f9-w7zrn", "apps", "k0s-w3", "2026-11-10T21:45:20-06:00"),
        pod("worker-7c9f4d6b8-lx5mn", "apps", "Running", "knight", restarts=17, ready=False,
            waiting="CrashLoopBackOff"),
    ]}, KNI, age=30, args={"resource": "pods", "namespace": "apps", "limit": 6}, complete=False),
    item("e5", "kubernetes_get", {"context": "k0s-homelab", "namespace": "apps", "items": [
        deployment("web", "apps", 3, 3),
        deployment("api", "apps", 3, 2),
        deployment("worker", "apps", 2, 1),
    ]}, KNI, age=30, args={"resource": "deployments", "namespace": "apps"}),
    item("e6", "linux_service_status",
         unit("k0sworker.service", "active", "running", pid=1187, since="2026-11-03T08:14:52-06:00",
              desc="k0s - Zero Friction Kubernetes"), KNI, age=25, args={"name": "k0sworker"}),
    item("e7", "linux_system_info",
         system_info(42.3, [3.11, 2.87, 2.64], 789_320, "2026-11-03T08:14:20-06:00", KNI_MEM, 5_560_000_000, 0, 0),
         KNI, age=20),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", KNI_ROOT, 288_000_000_000),
    ]}, KNI, age=1320),
]

knight_answers = [
    {"q": "Are all the nodes healthy?", "ev": ["e2"],
     "a": "Not quite: [[s:all four nodes are Ready]], but [[s:one of them is under DiskPressure]].\n\nHere are the "
          "details:\n\n"
          "1. **k0s-ctrl-01**: [[s:Kubelet `v1.30.5+k0s`]].\n"
          "2. **knight**: [[c:Kubelet `v1.30.4+k0s`]].\n"
          "3. **k0s-w2**: [[c:Kubelet `v1.30.5+k0s`]].\n"
          "4. **k0s-w3**: [[s:`DiskPressure=True`]], with [[s:the oldest kubelet at `v1.29.9+k0s`]]. [[u:Its disk "
          "filled up because of unused container images the garbage collector has not removed yet]].\n"
          "5. **Versions**: [[c:Two different kubelet versions are in use]] currently.\n"
          "\n"
          "Suggested next steps:\n```bash\nsudo k0s kubectl describe node k0s-w3\nsudo k0s kubectl get nodes -o wide\n```"},

    {"q": "What's running in ingress-nginx?", "ev": ["e3"],
     "a": "The ingress-nginx namespace is healthy: [[s:both controller pods are running]] currently.\n\nHere are the "
          "details:\n\n"
          "1. **ingress-nginx-controller-7d9c8b5f6-x2kqp**: [[s:`Running` on `knight`]].\n"
          "2. **ingress-nginx-controller-7d9c8b5f6-r8tmz**: [[s:`Running` on `k0s-w2`]], [[c:`0` restarts]].\n"
          "3. **admission-create job pod**: [[s:`Succeeded` on `k0s-w3`]], [[u:so the admission webhook "
          "certificate was generated correctly]].\n"
          "4. **Count**: [[s:There are 3 pods in the namespace]], and [[s:none of them runs on `k0s-ctrl-01`]].\n"
          "5. **Age**: [[c:Both controllers have been up since November 3]].\n\n"
          "Suggested next steps:\n```bash\nsudo k0s kubectl -n ingress-nginx logs deploy/ingress-nginx-controller "
          "--tail=50\n```"},

    {"q": "Are the apps pods OK?", "ev": ["e4", "e5"],
     "a": "The apps namespace is partly degraded: [[s:`api` and `worker` are each missing a ready replica]].\n\n"
          "Here are the details:\n\n"
          "1. **web**: [[s:`3/3` ready]], [[s:spread over `knight`, `k0s-w2` and `k0s-w3`]].\n"
          "2. **api**: [[s:`2/3` ready]]. [[s:One api pod on `k0s-w3` was evicted]] [[u:because of the "
          "DiskPressure on that node]].\n"
          "3. **worker**: [[s:`1/2` ready]]; [[s:`worker-7c9f4d6b8-lx5mn` is in `CrashLoopBackOff`]] [[c:with 7 "
          "restarts]].\n"
          "4. **Others**: [[u:No other pods are crashing]], and [[u:these 6 pods are everything in the "
          "namespace]].\n\n"
          "Suggested next steps:\n```bash\nsudo k0s kubectl -n apps logs worker-7c9f4d6b8-lx5mn --previous\n```"},

    {"q": "How is this node itself doing?", "ev": ["e6", "e7", "e8", "e1"],
     "a": "Knight itself is stable, with moderate CPU and memory use (as of the last check).\n\nHere are the "
          "details:\n\n"
          "1. **k0sworker**: [[s:`active (running)`]] [[s:since November 3]].\n"
          "2. **CPU**: [[s:About `42%`]], [[c:load `3.41`]] [[c:on 4 cores]].\n"
          "3. **Memory**: [[s:About `67%` of 16 GB used]], and [[s:no swap is configured]].\n"
          "4. **Disk**: [[t:`/` is at `56%`]] [[t:with about 223 GB free]].\n"
          "5. **Uptime**: [[c:Up about 19 days]].\n"
          "\n"
          "Suggested next steps:\n```bash\ndf -h /\nsudo k0s status\n```"},

    {"q": "Which pods run on knight?", "ev": ["e3", "e4"],
     "a": "[[s:Knight is hosting 4 pods in the listings I have]].\n\nHere are the details:\n\n"
          "1. **ingress-nginx-controller-7d9c8b5f6-x2kqp**: [[s:`Running`]].\n"
          "2. **web-6f8d9c7b4-2xkpl**: [[s:`Running`]].\n"
          "3. **api-5b7c6d8f9-kq2lm**: [[c:`Pending`]].\n"
          "4. **worker-7c9f4d6b8-lx5mn**: [[s:`CrashLoopBackOff`]], [[s:the pod with the most restarts in these "
          "listings]].\n\n"
          "[[u:No other pods are scheduled on knight]]. Note that [[c:the ingress controller on knight has restarted "
          "twice]].\n\n"
          "Suggested next steps:\n```bash\nsudo k0s kubectl get pods -A --field-selector spec.nodeName=knight\n```"},

    {"q": "Why was an api pod evicted? Cite the evidence.", "ev": ["e2", "e4", "e5"],
     "a": "The `api` pod on `k0s-w3` was [[u:most likely evicted due to disk pressure on that node (e2)]].\n\n"
          "Here are the details:\n\n"
          "1. **Evicted pod**: [[s:`api-5b7c6d8f9-w7zrn` is in phase `Failed` with reason `Evicted` (e4)]].\n"
          "2. **Node**: [[s:`k0s-w3` reports `DiskPressure=True` (e2)]] [[c:and is also `NotReady` (e2)]].\n"
          "3. **Deployment**: [[s:`api` wants 3 replicas (e5)]] [[c:and currently has 3 available (e5)]].\n"
          "4. **Storage**: [[u:The evicted pod was using about 2 GB of ephemeral storage (e4)]].\n"
          "5. **Kubelet**: [[s:`k0s-w3` runs `v1.29.9+k0s` (e2)]].\n\n"
          "Suggested next steps:\n```bash\nsudo k0s kubectl -n apps delete pod api-5b7c6d8f9-w7zrn\n"
          "sudo k0s kubectl describe node k0s-w3 | grep -A5 Conditions\n```"},

    {"q": "What OS and kernel is knight on, and what's its IP?", "ev": ["e1"],
     "a": "Knight runs [[s:Ubuntu 22.04 LTS]] with [[s:a 5.15 kernel]].\n\nHere are the details:\n\n"
          "1. **Kernel**: [[s:`5.15.0-125-generic`]].\n"
          "2. **CPU**: [[s:Intel Core i5-10500T]] with [[c:8 threads]].\n"
          "3. **IP**: [[s:`10.0.40.12/24` on `eno1`]], [[c:gateway `10.0.40.254`]].\n"
          "4. **Pod network**: [[s:`kube-bridge` with `10.244.1.1/24`]].\n"
          "5. **Disk**: [[c:A 1 TB root disk]].\n\n"
          "Suggested next steps:\n```bash\nip -br addr\nhostnamectl\n```"},
]

# ---------------------------------------------------------------------------------------------------------
# queen — Fedora 41 KDE Plasma laptop
# ---------------------------------------------------------------------------------------------------------
QUE = Clock("2026-11-24T21:10:00-06:00")
QUE_MEM = 33_398_394_880
QUE_ROOT = 1_022_903_713_792
QUE_IFACES = [{"name": "wlp1s0", "mac": "f4:7b:09:3a:c2:5e", "addresses": ["192.168.0.114/24"], "is_up": True},
              {"name": "bnep0", "mac": "f4:7b:09:3a:c2:61", "addresses": [], "is_up": False}]
BOOT_Q = "2026-11-24T08:01:40-06:00"
UPD = "2026-11-23T18:47:29-06:00"
FLAT = "2026-11-23T18:52:02-06:00"
CFG = "/home/mara/.config/"

queen_evidence = [
    steady("e1", QUE, age=3000,
           hostname="queen", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.11.11-300.fc41.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=QUE_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": QUE_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": QUE_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720}],
           network_interfaces=QUE_IFACES, dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           package_manager="rpm",
           installed_packages={"plasma-workspace": "6.2.4-1.fc41", "kwin": "6.2.4-1.fc41", "flatpak": "1.15.10-1.fc41",
                               "bluez": "5.79-1.fc41", "NetworkManager-wifi": "1:1.50.0-1.fc41",
                               "pipewire": "1.2.7-1.fc41", "kernel": "6.11.11-300.fc41"},
           available_services=["sddm.service", "bluetooth.service", "NetworkManager.service", "cups.service",
                               "firewalld.service", "sshd.service"],
           users=[{"name": "mara", "uid": 1000, "gid": 1000, "home": "/home/mara", "shell": "/bin/bash"},
                  {"name": "sam", "uid": 1001, "gid": 1001, "home": "/home/sam", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["sam"]},
                   {"name": "lp", "gid": 7, "members": ["mara"]}]),
    item("e2", "linux_processes", processes(389, QUE_MEM, [
        (5521, "firefox", "mara", 6.1, 1536 * MiB, "2026-11-24T08:15:03-06:00", "/app/lib/firefox/firefox"),
        (3012, "plasmashell", "mara", 3.4, 1180 * MiB, "2026-11-24T08:02:41-06:00", "/usr/bin/plasmashell --no-respawn"),
        (5610, "Isolated Web Co", "mara", 1.2, 690 * MiB, "2026-11-24T08:15:20-06:00",
         "/app/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
        (3190, "baloo_file", "mara", 0.0, 522 * MiB, "2026-11-24T08:02:50-06:00", "/usr/libexec/baloo_file"),
        (2874, "kwin_wayland", "mara", 2.8, 412 * MiB, "2026-11-24T08:02:35-06:00",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0 --xwayland-fd 8"),
        (6044, "plasma-discover", "mara", 0.3, 388 * MiB, "2026-11-24T19:41:12-06:00",
         "/usr/bin/plasma-discover --mode update"),
        (2951, "Xwayland", "mara", 0.4, 156 * MiB, "2026-11-24T08:02:36-06:00", "/usr/bin/Xwayland :0 -rootless"),
    ]), QUE, age=30, args={"sort": "memory", "limit": 7}, complete=False),
    item("e3", "linux_package_history", {"events": [
        package_event("2026-11-15T10:22:40-06:00", "install", "org.kde.kdenlive", None, "24.08.3"),
        package_event("2026-11-18T19:04:11-06:00", "upgrade", "org.mozilla.firefox", "132.0.1", "132.0.2"),
        package_event("2026-11-18T19:04:11-06:00", "upgrade", "org.freedesktop.Platform.GL.default", "24.2.6", "24.2.7"),
        package_event("2026-11-20T12:30:05-06:00", "remove", "org.gnome.Boxes", "47.0", None),
        package_event(UPD, "upgrade", "kernel", "6.11.10-300.fc41", "6.11.11-300.fc41"),
        package_event(UPD, "upgrade", "bluez", "5.78-1.fc41", "5.79-1.fc41"),
        package_event(UPD, "upgrade", "plasma-workspace", "6.2.3-1.fc41", "6.2.4-1.fc41"),
        package_event(UPD, "upgrade", "kwin", "6.2.3-1.fc41", "6.2.4-1.fc41"),
        package_event(FLAT, "upgrade", "com.spotify.Client", "1.2.48.405", "1.2.50.335"),
        package_event(FLAT, "upgrade", "org.telegram.desktop", "5.8.3", "5.8.4"),
        package_event(FLAT, "install", "org.freedesktop.Platform.ffmpeg-full", None, "24.08"),
    ]}, QUE, age=60, args={"since_days": 14}),
    item("e4", "linux_network_info", {
        "interfaces": QUE_IFACES,
        "listening": [listener(631, "127.0.0.1", 1433, "cupsd"),
                      listener(5353, "0.0.0.0", 1021, "avahi-daemon", proto="udp"),
                      listener(1716, "::", 3340, "kdeconnectd"),
                      listener(1716, "::", 3340, "kdeconnectd", proto="udp")],
        "connections": [connection("192.168.0.114:50812", "140.82.112.25:443", 5521, "firefox"),
                        connection("192.168.0.114:41220", "35.186.224.25:443", 7102, "spotify")],
    }, QUE, age=20),
    item("e5", "linux_file_changes", {"root": CFG.rstrip("/"), "since": "2026-11-23T21:10:00-06:00", "files": [
        {"path": CFG + "kdeglobals", "mtime": "2026-11-24T08:02:44-06:00", "size_bytes": 6_410},
        {"path": CFG + "kwinrc", "mtime": "2026-11-24T08:03:02-06:00", "size_bytes": 1_284},
        {"path": CFG + "kdeconnect/trusted_devices", "mtime": "2026-11-24T19:10:11-06:00", "size_bytes": 488},
        {"path": CFG + "bluedevilglobalrc", "mtime": "2026-11-24T20:41:37-06:00", "size_bytes": 212},
        {"path": CFG + "plasma-org.kde.plasma.desktop-appletsrc", "mtime": "2026-11-24T20:58:14-06:00",
         "size_bytes": 18_730},
        {"path": CFG + "plasmashellrc", "mtime": "2026-11-24T20:58:14-06:00", "size_bytes": 3_902},
    ]}, QUE, age=40, args={"root": "/home/mara/.config", "since_minutes": 1440, "limit": 50}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": []}, QUE, age=35,
         args={"unit": "bluetooth.service", "since_minutes": 1440}, complete=False,
         error="permission denied: user mara cannot read the system journal (not in group systemd-journal)"),
    item("e7", "linux_service_status", {"units": [
        unit("bluetooth.service", "active", "running", pid=1019, since="2026-11-24T08:01:58-06:00",
             desc="Bluetooth service"),
        unit("NetworkManager.service", "active", "running", pid=1107, since="2026-11-24T08:01:59-06:00",
             desc="Network Manager"),
        unit("sddm.service", "active", "running", pid=1290, since="2026-11-24T08:02:03-06:00",
             desc="Simple Desktop Display Manager"),
        unit("cups.service", "inactive", "dead", desc="CUPS Scheduler"),
        unit("firewalld.service", "active", "running", pid=1002, since="2026-11-24T08:01:56-06:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
    ]}, QUE, age=1100),
    item("e8", "linux_system_info",
         system_info(14.2, [1.34, 1.02, 0.95], 47_275, BOOT_Q, QUE_MEM, 19_850_000_000, 8 * GiB, 0), QUE, age=25),
]

QUEEN_USER = user("u1", "Since yesterday's update my Bluetooth headphones keep disconnecting every few minutes, "
                        "and the Plasma panel froze twice today.", QUE, age=120)

queen_answers = [
    {"q": "My Bluetooth headphones keep dropping since the update. What changed?", "ev": ["e3", "e6", "e1"],
     "extra": [QUEEN_USER],
     "a": "[[s:The Bluetooth stack was updated yesterday]] [[s:together with Plasma and the kernel]], [[u:which is "
          "the most likely trigger for the drop-outs]].\n\nHere are the details:\n\n"
          "1. **bluez**: [[s:Upgraded from `5.78` to `5.79`]] [[c:on November 22]].\n"
          "2. **Kernel**: [[s:`6.11.10` → `6.11.11`]], and [[s:`6.11.11` is the kernel you are running now]].\n"
          "3. **Plasma**: [[c:`plasma-workspace` and `kwin` went to `6.2.5`]].\n"
          "4. **Your report**: [[s:You said the headphones disconnect every few minutes]].\n"
          "5. **Logs**: [[s:I could not read the Bluetooth journal because of a permission error]]; [[u:the "
          "disconnects are probably caused by a regression in the new bluez A2DP codec handling]].\n"
          "6. **Access**: [[c:You are in the `wheel` group]], so `sudo journalctl` will work for you.\n\n"
          "Suggested next steps:\n```bash\nsudo journalctl -u bluetooth -b\nsudo dnf downgrade bluez\n```"},

    {"q": "What's eating my RAM?", "ev": ["e2", "e8"],
     "a": "[[s:Firefox is currently the largest memory user on queen]], but overall memory use is moderate.\n\n"
          "Here are the details:\n\n"
          "1. **Overall**: [[s:About `41%` of 32 GB in use]]; [[c:zram swap is about `12%` used]].\n"
          "2. **firefox** (Flatpak): [[s:About 1.5 GiB]] (PID `5521`).\n"
          "3. **plasmashell**: [[c:About 2.2 GiB]].\n"
          "4. **baloo_file**: [[c:~252 MiB]], [[u:because it is re-indexing your home folder after the "
          "update]].\n"
          "5. **plasma-discover**: [[s:Running in update mode]] [[c:since this morning]].\n\n"
          "[[c:Nothing else uses more than 100 MiB]].\n\n"
          "Suggested next steps:\n```bash\nbalooctl6 suspend\nps -eo pid,rss,comm --sort=-rss | head -15\n```"},

    {"q": "Which flatpaks changed in the last two weeks?", "ev": ["e3"],
     "a": "[[s:Seven Flatpak changes were recorded in the last 14 days]] on queen.\n\nHere are the details:\n\n"
          "1. **Installed**: [[s:`org.kde.kdenlive` `24.08.3`]] [[s:on November 15]], [[c:and `com.spotify.Client` "
          "was newly installed]].\n"
          "2. **Upgraded**: [[s:Firefox `132.0.1` → `132.0.2`]], [[s:Telegram to `5.8.4`]], and the GL "
          "runtime to `24.2.7`; [[u:Firefox `132.0.2` is the latest release]].\n"
          "3. **Removed**: [[c:`org.gnome.Boxes` was removed on November 21]].\n"
          "4. **Runtime**: [[s:`org.freedesktop.Platform.ffmpeg-full` `24.08` was added]] [[s:during yesterday's "
          "update]].\n"
          "\n"
          "Suggested next steps:\n```bash\nflatpak history --since=\"2 weeks ago\"\nflatpak list --app\n```"},

    {"q": "Which config files changed today?", "ev": ["e5"],
     "a": "[[s:Six files under `~/.config` changed in the last 24 hours]], [[s:all of them today]].\n\nHere are the "
          "details:\n\n"
          "1. **Panel/desktop**: [[s:`plasma-org.kde.plasma.desktop-appletsrc` and `plasmashellrc` were both written "
          "at `20:58`]], [[u:which is when the panel froze and Plasma restored its layout]].\n"
          "2. **Bluetooth**: [[s:`bluedevilglobalrc` changed at `20:41`]] [[c:and is about 2 KB]].\n"
          "3. **kwinrc**: [[c:Last modified at `14:03`]].\n"
          "4. **Largest**: [[s:The applets file is the largest at about 18 KB]].\n"
          "5. **Everything else**: [[s:Nothing else under `~/.config` was modified in that window]].\n\n"
          "Suggested next steps:\n```bash\ncp ~/.config/plasma-org.kde.plasma.desktop-appletsrc ~/appletsrc.bak\n"
          "find ~/.config -mmin -1440 -type f\n```"},

    {"q": "Is Bluetooth running? Show me the services.", "ev": ["e7"],
     "a": "[[t:Bluetooth is running on queen]], and [[t:the main desktop services are up]] (as of the last "
          "check).\n\nHere are the details:\n\n"
          "1. **bluetooth.service**: [[t:`active (running)`]] (PID `1019`).\n"
          "2. **NetworkManager.service**: [[t:`active`]].\n"
          "3. **sddm.service**: [[t:`active (running)`]].\n"
          "4. **cups.service**: [[t:`inactive`]].\n"
          "5. **Headphones**: [[u:Your headphones are currently paired and connected]].\n\n"
          "Suggested next steps:\n```bash\nsystemctl status bluetooth\nbluetoothctl show\n```"},

    {"q": "What network interfaces and listening ports does this laptop have? Cite the evidence.",
     "ev": ["e4", "e1"],
     "a": "[[s:Queen is online over Wi-Fi (e4)]], and only desktop services are listening.\n\nHere are the "
          "details:\n\n"
          "1. **wlp1s0**: [[s:Up with `192.168.0.114/24` (e4)]].\n"
          "2. **bnep0**: [[s:The Bluetooth network interface is down (e4)]].\n"
          "3. **Listening**: [[s:`cupsd` on `127.0.0.1:631`]], [[s:`avahi-daemon` on UDP `5353`]], and "
          "[[s:`kdeconnectd` on port `1716`]] [[c:only over TCP]].\n"
          "4. **SSH**: [[s:Nothing is listening for SSH (e4)]].\n"
          "5. **Connections**: [[c:Spotify has an open connection from PID `5521` (e4)]].\n"
          "6. **DNS**: [[u:The router at `192.168.0.1` is used for DNS (e4)]].\n"
          "\n"
          "Suggested next steps:\n```bash\nss -tulpn\nnmcli device status\n```"},

    {"q": "Why can't you see the logs? And how long has the machine been up?", "ev": ["e6", "e8", "e1"],
     "a": "[[s:I could not read the system journal because of a permission error]]; [[s:the machine itself has been "
          "up since this morning]].\n\nHere are the details:\n\n"
          "1. **Journal**: [[s:The read of the `bluetooth.service` logs failed with `permission denied`]], since "
          "[[s:your account `mara` is not in `systemd-journal`]]; [[u:SELinux is also blocking access]].\n"
          "2. **Uptime**: [[s:Booted at about `08:01`]], [[c:so up a little over 15 hours]].\n"
          "3. **CPU**: [[s:About `14%`]] currently.\n"
          "4. **Accounts**: [[c:`mara` has UID `1001`]], and [[s:`sam` is the only member of `wheel`]].\n\n"
          "Suggested next steps:\n```bash\n# ask sam to run:\nsudo usermod -aG systemd-journal mara\n```"},
]

MACHINES = [
    {"name": "bishop", "clock": BIS, "evidence": bishop_evidence, "answers": bishop_answers},
    {"name": "rook", "clock": ROOK, "evidence": rook_evidence, "answers": rook_answers},
    {"name": "pawn", "clock": PAWN, "evidence": pawn_evidence, "answers": pawn_answers},
    {"name": "knight", "clock": KNI, "evidence": knight_evidence, "answers": knight_answers},
    {"name": "queen", "clock": QUE, "evidence": queen_evidence, "answers": queen_answers},
]
