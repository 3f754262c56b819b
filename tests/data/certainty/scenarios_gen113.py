"""113th generation (written blind, in the manner of Phi-4-mini 3.8B Instruct: structured "### Analysis" /
"### Findings" / "**Conclusion:**" sections, calculations shown inline ("12.3 / 15.6 ≈ 79%", sometimes
wrong), "approximately" everywhere, precise-looking figures that are sometimes read from the wrong field
(available vs free, used vs total, rx vs tx), clock times given in UTC or local time inconsistently, and a
numbered list of recommendations at the end).

All clocks are in Asia/Tokyo (+09:00).

sextant — an Ubuntu 24.04 machine-learning workstation (Threadripper 7960X, 128 GB). A `python3 train.py`
job (PID 48211) holds about 101 GiB of RSS, swap is 12 GiB in use, and new shards keep landing in
/data/datasets/imagenet-21k. Evidence: steady state (e1); a fresh linux_system_info (e2) and a stale one
from 45 minutes earlier (e3, swap only 3.25 GiB then); the top five processes by memory, cut (e4);
fresh disk usage (e5), disk I/O (e6) and file changes under the dataset directory (e7, complete).

compass — a Debian 12 Gitea server with Woodpecker CI in Docker. Evidence: steady state (e1); all systemd
units, complete, with gitea-dump.service failed (e2); all containers, complete, with a failed CI step
container (exit 2) and woodpecker-agent-2 restarted two hours ago (e3); /etc/gitea/app.ini read as a file,
cut at 40 of 58 lines, with secrets already redacted by the tool (e4); disk usage (e5); Gitea's journal
for the last three hours (e6). All fresh.

astrolabe — a Debian 12 HAProxy load balancer with a public and a private NIC. Evidence: steady state (e1);
haproxy.service alone (e2); the haproxy processes (e3, complete by name); haproxy.cfg read as a file,
complete (e4); network info whose connection list is cut (e5); two hours of haproxy logs with be_app/app3
going DOWN at 18:22:02 and never coming back (e6); fresh network traffic (e7) and a stale reading from an
hour earlier (e8).

quadrant — an AlmaLinux 9.4 server joined to corp.example.jp, with eleven local users and eight local
groups. Evidence: steady state (e1); all units, cut, showing sssd.service failed (e2, 45 s old) while a
single-unit read 200 s old says sssd is active since 09:38:12 (e3) — two fresh items that disagree, so
sssd's current state is unsupported; sssd's journal for three hours (e4, complete); dnf history for 14 days,
11 events (e5); a failed read of /etc/sssd/sssd.conf (e6, permission denied).

chronometer — a Debian 12 NTP server running chrony that is also a MicroK8s node. Evidence: steady state
(e1); /etc/chrony/chrony.conf read as a file, complete (e2); chrony.service alone (e3); chrony's journal with
a restart at 06:02:11 and a -2.841736 s clock step at 06:02:16 (e4); linux_system_info (e5); kubernetes_get
nodes (e6) and pods in `monitoring` (e7, chrony-exporter in CrashLoopBackOff); a failed linux_network_info
(e8, timed out). All fresh.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------- sextant
SX = Clock("2026-11-05T23:40:00+09:00")
SX_MEM = 134_869_544_960          # 125.6 GiB MemTotal (128 GiB installed)
SX_CMD = ("python3 train.py --config configs/vit_l16.yaml --data /data/datasets/imagenet-21k "
          "--batch-size 256 --workers 16")
SX_DS = "/data/datasets/imagenet-21k"

sextant_evidence = [
    steady("e1", SX, age=3300, hostname="sextant", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="AMD Ryzen Threadripper 7960X 24-Cores", cpu_cores=24,
           cpu_threads=48, memory_total_bytes=SX_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4",
                   "total_bytes": 1_999_844_081_664},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/data", "fstype": "xfs",
                   "total_bytes": 7_681_501_126_656}],
           network_interfaces=[{"name": "enp6s0", "mac": "9c:6b:00:41:7e:12", "addresses": ["10.20.4.31/24"],
                                "is_up": True}],
           dns_servers=["10.20.4.1"], default_gateway="10.20.4.1",
           installed_packages={"python3": "3.12.3-0ubuntu2", "nvidia-driver-550": "550.120-0ubuntu0.24.04.1",
                               "cuda-toolkit-12-4": "12.4.1-1", "docker-ce": "5:27.3.1-1~ubuntu.24.04~noble"},
           available_services=["ssh.service", "docker.service", "nvidia-persistenced.service",
                               "jupyter.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"},
                  {"name": "ayaka", "uid": 1001, "gid": 1001, "home": "/home/ayaka", "shell": "/bin/zsh"}],
           groups=[{"name": "docker", "gid": 999, "members": ["kenji", "ayaka"]},
                   {"name": "datasets", "gid": 1500, "members": ["kenji", "ayaka"]}]),
    item("e2", "linux_system_info",
         system_info(38.4, [21.86, 20.94, 18.31], 1_032_460, "2026-10-25T00:52:00+09:00", SX_MEM,
                     7_516_192_768, 34_359_738_368, 12_884_901_888), SX, age=20),
    item("e3", "linux_system_info",
         system_info(31.0, [17.2, 16.9, 16.4], 1_029_780, "2026-10-25T00:52:00+09:00", SX_MEM,
                     23_622_320_128, 34_359_738_368, 3_489_660_928), SX, age=2700),
    item("e4", "linux_processes", processes(486, SX_MEM, [
        (48211, "python3", "kenji", 412.6, 108_447_924_224, "2026-11-04T18:12:40+09:00", SX_CMD),
        (48377, "python3", "kenji", 61.3, 3_328_180_224, "2026-11-04T18:13:02+09:00", SX_CMD),
        (3120, "jupyter-lab", "ayaka", 0.4, 2_684_354_560, "2026-11-02T10:05:11+09:00",
         "/home/ayaka/.venv/bin/python /home/ayaka/.venv/bin/jupyter-lab --no-browser --port 8888"),
        (2871, "code", "kenji", 2.1, 1_610_612_736, "2026-11-03T09:41:27+09:00",
         "/usr/share/code/code --type=renderer --enable-crash-reporter"),
        (1733, "Xorg", "root", 0.9, 612_368_384, "2026-10-25T00:52:31+09:00",
         "/usr/lib/xorg/Xorg vt1 -displayfd 3 -auth /run/user/1000/gdm/Xauthority"),
    ]), SX, age=25, args={"sort": "memory", "limit": 5}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_999_844_081_664, 1_262_000_000_000),
        fs("/dev/nvme1n1p1", "/data", "xfs", 7_681_501_126_656, 6_913_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_422_528),
    ]}, SX, age=40),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 1_742_000_000, "write_bytes_per_s": 96_400_000,
         "busy_percent": 91.8},
        {"device": "nvme0n1", "read_bytes_per_s": 88_300_000, "write_bytes_per_s": 214_600_000,
         "busy_percent": 47.5},
    ]}, SX, age=15, args={"interval_seconds": 1.0}),
    item("e7", "linux_file_changes", {"root": SX_DS, "since": "2026-11-05T22:40:00+09:00", "files": [
        {"path": f"{SX_DS}/shards/train-01409.tar", "mtime": "2026-11-05T23:02:44+09:00",
         "size_bytes": 1_048_279_040},
        {"path": f"{SX_DS}/shards/train-01410.tar", "mtime": "2026-11-05T23:14:19+09:00",
         "size_bytes": 1_051_863_040},
        {"path": f"{SX_DS}/shards/train-01411.tar", "mtime": "2026-11-05T23:26:02+09:00",
         "size_bytes": 1_046_528_000},
        {"path": f"{SX_DS}/index/train-shards.json", "mtime": "2026-11-05T23:26:05+09:00",
         "size_bytes": 2_310_144},
        {"path": f"{SX_DS}/shards/train-01412.tar", "mtime": "2026-11-05T23:38:51+09:00",
         "size_bytes": 402_653_184},
    ]}, SX, age=35, args={"root": SX_DS, "since_minutes": 60, "limit": 50}),
]

sextant_answers = [
    {"q": "Why is sextant crawling? The desktop takes ten seconds to react to anything.", "ev": ["e2", "e4"],
     "a": "### Analysis\n"
          "I looked at the system information (e2) and the process list sorted by memory (e4).\n\n"
          "- **Memory:** [[s:approximately 118.6 GiB of 125.6 GiB is in use]] — "
          "[[s:118.6 / 125.6 ≈ 94.4%]].\n"
          "- **Swap:** [[s:approximately 12.0 GiB of 32 GiB swap is used (approximately 37.5%)]].\n"
          "- **Load:** [[s:the 1-minute load average is approximately 21.9]], "
          "[[u:which is close to the 24 logical CPUs of this machine]].\n\n"
          "### Findings\n"
          "[[s:The largest process is `python3 train.py` with PID 48211, owned by `kenji`]]. "
          "[[c:Its RSS is approximately 108.4 GiB]], [[s:which is approximately 80% of the RAM]]. "
          "[[s:It has been running since 18:12 yesterday]]. "
          "[[u:Each of the 16 data-loader workers holds approximately 3 GiB]], and "
          "[[c:no other process uses more than 1 GiB]].\n\n"
          "**Conclusion:** [[u:The desktop is slow because the training job has pushed the session "
          "processes out to swap]].\n\n"
          "1. Lower `--batch-size` or `--workers` on the next run.\n"
          "2. Watch `vmstat 5` to see the swap-in rate.\n"
          "3. Consider `systemd-run --scope -p MemoryMax=100G` for training jobs."},
    {"q": "How much room is left on /data? I need to unpack another 900 GB tonight.", "ev": ["e5"],
     "extra": [user("e8", "I need to unpack another 900 GB of images into /data tonight.", SX)],
     "a": "### Findings\n\n"
          "| Mount | Device | Size | Used | Free |\n"
          "|---|---|---|---|---|\n"
          "| `/data` | [[s:`/dev/nvme1n1p1` (XFS)]] | [[s:7.68 TB]] | [[s:6.91 TB]] | "
          "[[s:approximately 768 GB]] |\n"
          "| `/` | `/dev/nvme0n1p2` | [[s:2.0 TB]] | [[s:1.26 TB]] | [[c:approximately 1.26 TB]] |\n\n"
          "### Analysis\n"
          "[[c:6.91 / 7.68 ≈ 92% used on `/data`]]. [[s:The root filesystem is approximately 63% "
          "full]], and [[s:`/boot/efi` is approximately 1.1 GB with almost nothing used]]. "
          "[[u:The 32 GiB swap file also lives on `/`]].\n\n"
          "**Conclusion:** [[c:The approximately 768 GB free on `/data` is enough for the 900 GB you "
          "plan to unpack]], but it will be tight.\n\n"
          "1. Delete old checkpoints before unpacking.\n"
          "2. Unpack in batches and re-check with `df -h /data`."},
    {"q": "Is something still writing into the imagenet-21k folder?", "ev": ["e7", "e4"],
     "a": "### Analysis\n"
          "e7 lists the files under `/data/datasets/imagenet-21k` changed in the last 60 minutes.\n\n"
          "### Findings\n"
          "- [[c:6 files changed in the window]], [[s:4 of them `.tar` shards]].\n"
          "- [[c:The first change was at approximately 23:02 UTC]] (`train-01409.tar`).\n"
          "- [[s:A new shard appears approximately every 12 minutes]] "
          "(23:02 → 23:14 → 23:26 → 23:38).\n"
          "- [[s:The newest file is `train-01412.tar`, modified at 23:38:51]]; "
          "[[c:it is approximately 1.0 GB like the others]].\n"
          "- [[s:`index/train-shards.json` was updated at 23:26]].\n\n"
          "[[s:The training job (PID 48211) reads its data from `/data/datasets/imagenet-21k`]], so "
          "[[u:it is the process writing these shards]].\n\n"
          "**Conclusion:** Yes, [[s:the directory is still changing]].\n\n"
          "1. Check the writer with `sudo fuser -v /data/datasets/imagenet-21k/shards/*`.\n"
          "2. Avoid reading the half-written shard from the training loop."},
    {"q": "Which disk is busy right now, and why?", "ev": ["e6", "e5", "e4"],
     "a": "### Analysis\n"
          "Measured over a 1-second interval (e6):\n\n"
          "- **nvme1n1:** [[s:approximately 91.8% busy]], [[s:reading approximately 1.74 GB/s]] and "
          "[[c:writing approximately 964 MB/s]].\n"
          "- **nvme0n1:** [[s:approximately 47.5% busy]], [[s:reading approximately 88 MB/s]] and "
          "[[s:writing approximately 215 MB/s]].\n\n"
          "### Findings\n"
          "[[c:`nvme0n1` holds the `/data` dataset]], [[s:`/` is on `nvme0n1p2`]]. "
          "[[u:The reads on nvme0n1 are swap-ins]]. "
          "[[s:The training job (PID 48211) is using approximately 413% CPU]].\n\n"
          "**Conclusion:** [[u:The dataset disk is the bottleneck for the data loader]].\n\n"
          "1. Check `iostat -x 5` for queue depth.\n"
          "2. Cache the hottest shards on a faster tier."},
    {"q": "Quick check — how bad is swap?", "ev": ["e3"],
     "a": "### Findings\n"
          "- **Swap used:** [[t:approximately 3.25 GiB of 32 GiB]] → [[t:3.25 / 32 ≈ 10.2%]]\n"
          "- **Available memory:** [[t:approximately 22 GiB]], [[t:so approximately 103.6 GiB is used]]\n"
          "- **Load average:** [[t:approximately 17.2 (1 min)]]\n"
          "- **Uptime:** [[t:approximately 11.9 days]]\n\n"
          "[[u:Swap usage has been stable all evening]].\n\n"
          "**Conclusion:** [[t:only approximately 10% of swap is in use]], so swap is not a concern.\n\n"
          "1. Re-check after the next epoch."},
    {"q": "What exactly is in this box? I need the specs for the grant report.", "ev": ["e1"],
     "a": "### System specifications (e1)\n\n"
          "- **OS:** [[s:Ubuntu 24.04 LTS (noble)]]\n"
          "- **Kernel:** [[s:6.8.0-48-generic]]\n"
          "- **CPU:** [[s:AMD Ryzen Threadripper 7960X]], [[s:24 cores]] / [[c:24 threads]]\n"
          "- **RAM:** [[s:approximately 128 GB]] (125.6 GiB visible to the kernel)\n"
          "- **GPU:** [[u:2 × NVIDIA RTX 6000 Ada]], [[s:driver 550.120]]\n"
          "- **CUDA:** [[c:toolkit 12.6]]\n"
          "- **Storage:** [[c:1 TB NVMe for `/`]] and [[s:approximately 7.68 TB XFS for `/data`]]\n"
          "- **Network:** [[s:`enp6s0` at 10.20.4.31/24]]\n"
          "- **Users:** [[s:two accounts, `kenji` and `ayaka`]]\n\n"
          "1. Confirm the GPU model with `nvidia-smi -L` before submitting."},
    {"q": "Is my run still alive?", "ev": ["e4", "e2"],
     "extra": [user("e9", "I launched the run yesterday around 6 pm with batch size 512 and 8 workers. "
                          "Is it still alive?", SX)],
     "a": "### Analysis\n"
          "Yes — [[s:the run is still alive as PID 48211]].\n\n"
          "- **Started:** [[s:18:12:40 yesterday]], which matches your 6 pm\n"
          "- **Arguments:** [[c:`--batch-size 512`]] and [[c:8 workers]], as you said\n"
          "- **CPU:** [[s:approximately 413%]]\n"
          "- **RSS:** [[s:approximately 101 GiB]]\n"
          "- **Runtime:** [[c:approximately 39 hours]]\n\n"
          "### Findings\n"
          "[[s:The machine has approximately 7.0 GiB available]], so [[c:free memory is "
          "7.0 / 125.6 ≈ 12%]]. [[s:Swap usage is approximately 37.5%]].\n\n"
          "**Conclusion:** The run is alive, but memory is tight.\n\n"
          "1. Save a checkpoint now in case the OOM killer fires.\n"
          "2. Keep an eye on `free -h`."},
]

# ---------------------------------------------------------------------------------------------- compass
CP = Clock("2026-11-10T14:20:00+09:00")
CP_MEM = 33_517_817_856           # 31.2 GiB
CP_INI = [
    "APP_NAME = Compass Git",
    "RUN_USER = git",
    "RUN_MODE = prod",
    "WORK_PATH = /var/lib/gitea",
    "",
    "[repository]",
    "ROOT = /srv/gitea/repositories",
    "",
    "[server]",
    "PROTOCOL = http",
    "DOMAIN = git.compass.lan",
    "ROOT_URL = https://git.compass.lan/",
    "HTTP_ADDR = 127.0.0.1",
    "HTTP_PORT = 3000",
    "SSH_DOMAIN = git.compass.lan",
    "SSH_PORT = 22",
    "START_SSH_SERVER = false",
    "LFS_START_SERVER = true",
    "OFFLINE_MODE = true",
    "",
    "[database]",
    "DB_TYPE = postgres",
    "HOST = 127.0.0.1:5432",
    "NAME = gitea",
    "USER = gitea",
    "PASSWD = [REDACTED]",
    "SSL_MODE = disable",
    "LOG_SQL = false",
    "",
    "[security]",
    "INSTALL_LOCK = true",
    "SECRET_KEY = [REDACTED]",
    "INTERNAL_TOKEN = [REDACTED]",
    "PASSWORD_HASH_ALGO = pbkdf2",
    "",
    "[service]",
    "DISABLE_REGISTRATION = true",
    "REQUIRE_SIGNIN_VIEW = true",
    "DEFAULT_KEEP_EMAIL_PRIVATE = true",
    "",
]

compass_evidence = [
    steady("e1", CP, age=2100, hostname="compass", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-26-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=CP_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_103_981_056},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/gitea", "fstype": "ext4",
                   "total_bytes": 1_000_204_886_016}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:12:9a:40", "addresses": ["192.168.40.12/24"],
                                "is_up": True}],
           dns_servers=["192.168.40.1"], default_gateway="192.168.40.1",
           installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm", "containerd.io": "1.7.22-1",
                               "postgresql-15": "15.8-0+deb12u1", "git": "1:2.39.5-0+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["gitea.service", "gitea-dump.service", "docker.service", "containerd.service",
                               "postgresql@15-main.service", "ssh.service", "cron.service"],
           users=[{"name": "mori", "uid": 1000, "gid": 1000, "home": "/home/mori", "shell": "/bin/bash"},
                  {"name": "git", "uid": 998, "gid": 998, "home": "/home/git", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 997, "members": ["mori"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("containerd.service", "active", "running", pid=803, since="2026-10-28T03:12:44+09:00",
             desc="containerd container runtime"),
        unit("cron.service", "active", "running", pid=701, since="2026-10-28T03:12:39+09:00",
             desc="Regular background program processing daemon"),
        unit("docker.service", "active", "running", pid=911, since="2026-10-28T03:12:47+09:00",
             desc="Docker Application Container Engine"),
        unit("gitea-dump.service", "failed", "failed", ufs="static", desc="Gitea nightly dump"),
        unit("gitea.service", "active", "running", pid=1187, since="2026-11-08T02:31:09+09:00",
             desc="Gitea (Git with a cup of tea)"),
        unit("postgresql@15-main.service", "active", "running", pid=1002, since="2026-10-28T03:12:51+09:00",
             desc="PostgreSQL Cluster 15-main"),
        unit("ssh.service", "active", "running", pid=774, since="2026-10-28T03:12:40+09:00",
             desc="OpenBSD Secure Shell server"),
        unit("systemd-journald.service", "active", "running", ufs="static", pid=312,
             since="2026-10-28T03:12:31+09:00", desc="Journal Service"),
    ]}, CP, age=45),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("3f9a1c2b7d4e", "woodpecker-server", "woodpeckerci/woodpecker-server:v2.7.1", "running",
            "Up 13 days", "2026-10-28T03:13:20+09:00", ["0.0.0.0:8000->8000/tcp", "0.0.0.0:9000->9000/tcp"]),
        box("8c21d0e5a6f7", "woodpecker-agent-1", "woodpeckerci/woodpecker-agent:v2.7.1", "running",
            "Up 13 days", "2026-10-28T03:13:25+09:00"),
        box("b7e4f6a90c13", "woodpecker-agent-2", "woodpeckerci/woodpecker-agent:v2.7.1", "running",
            "Up 2 hours", "2026-10-28T03:13:26+09:00"),
        box("51d6e8f2a4b0", "wp_01jc9x4k7m2q_3_step_1", "golang:1.23-bookworm", "exited",
            "Exited (2) 14 minutes ago", "2026-11-10T14:03:48+09:00"),
        box("0a7c3e9d1f52", "wp_01jc9x4k7m2q_3_clone", "woodpeckerci/plugin-git:2.6.0", "exited",
            "Exited (0) 15 minutes ago", "2026-11-10T14:03:31+09:00"),
        box("e6b2a8f14c9d", "wp_01jc9r2h5n8t_1_step_0", "node:20-bookworm", "exited",
            "Exited (0) 2 hours ago", "2026-11-10T12:11:02+09:00"),
    ]}, CP, age=30, args={"all": True}),
    item("e4", "linux_file_read", {"path": "/etc/gitea/app.ini", "offset": 0, "limit": 40, "total_lines": 58,
                                   "lines": CP_INI}, CP, age=50,
         args={"path": "/etc/gitea/app.ini", "offset": 0, "limit": 40}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 480_103_981_056, 431_500_000_000),
        fs("/dev/sdb1", "/srv/gitea", "ext4", 1_000_204_886_016, 212_400_000_000),
    ]}, CP, age=60),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "gitea.service", "entries": [
        log_entry("2026-11-10T12:16:40+09:00", "gitea.service", "err",
                  "[E] Webhook: task 4409 delivery failed: Post \"http://127.0.0.1:8000/api/hook\": "
                  "context deadline exceeded"),
        log_entry("2026-11-10T12:21:03+09:00", "gitea.service", "info",
                  "[I] Webhook: delivered task 4410 to http://127.0.0.1:8000/api/hook (200 OK)"),
        log_entry("2026-11-10T13:58:02+09:00", "gitea.service", "info",
                  "[I] router: completed POST /infra/ansible.git/git-receive-pack for 192.168.40.57:51322, "
                  "200 OK in 812.4ms"),
        log_entry("2026-11-10T14:03:29+09:00", "gitea.service", "info",
                  "[I] Webhook: delivered task 4412 to http://127.0.0.1:8000/api/hook (200 OK)"),
        log_entry("2026-11-10T14:05:11+09:00", "gitea.service", "info",
                  "[I] Commit status infra/ansible@9e3b1f0 set to failure by woodpecker "
                  "(ci/woodpecker/push/test)"),
    ]}, CP, age=40, args={"unit": "gitea.service", "since_minutes": 180}),
]

compass_answers = [
    {"q": "Why did my CI pipeline fail?", "ev": ["e3", "e6"],
     "a": "### Analysis\n"
          "I checked the containers (e3) and the Gitea journal (e6).\n\n"
          "### Findings\n"
          "- [[s:The step container `wp_01jc9x4k7m2q_3_step_1` exited]] [[u:with exit code 2 (e6)]] "
          "[[s:approximately 14 minutes ago]].\n"
          "- [[s:It ran the `golang:1.23-bookworm` image]].\n"
          "- [[s:The clone step before it exited with code 0]].\n"
          "- [[s:Gitea recorded the commit status of `infra/ansible@9e3b1f0` as failure]] "
          "[[c:at 14:05 UTC]].\n"
          "- [[s:Both Woodpecker agents are running]], [[c:each up for 13 days]].\n\n"
          "**Conclusion:** [[u:Exit code 2 means `go test` found failing tests]].\n\n"
          "1. Open the pipeline log in the Woodpecker UI.\n"
          "2. Run `go test ./...` locally on commit 9e3b1f0."},
    {"q": "Did anything else fail on compass besides CI?", "ev": ["e2"],
     "a": "### Findings\n"
          "[[s:8 units are listed]] in e2.\n\n"
          "| Unit | State | PID |\n"
          "|---|---|---|\n"
          "| `gitea.service` | [[s:active (running)]] | [[s:1187]] |\n"
          "| `docker.service` | [[s:active (running)]] | 911 |\n"
          "| `postgresql@15-main.service` | [[s:active (running)]] | 1002 |\n"
          "| `ssh.service` | [[s:active (running)]] | [[c:803]] |\n\n"
          "[[c:Gitea has been active since 2026-11-08 02:31 UTC]]; [[s:Docker has been active since 28 "
          "October]]. [[u:The server has been up for approximately 13 days]].\n\n"
          "**Conclusion:** [[c:No systemd unit is in a failed state]], so "
          "[[c:nothing besides the CI step has failed]].\n\n"
          "1. Keep monitoring with `systemctl --failed`."},
    {"q": "Does Gitea use Postgres or SQLite, and is the DB password in the config file?", "ev": ["e4"],
     "a": "### Analysis\n"
          "[[s:I read approximately 40 of the 58 lines of `/etc/gitea/app.ini`]].\n\n"
          "### Findings\n"
          "- **Database:** [[s:PostgreSQL]] [[s:at `127.0.0.1:5432`]], "
          "[[s:database `gitea` with user `gitea`]]\n"
          "- **Password:** [[s:the `PASSWD` line is shown as `[REDACTED]`]]\n"
          "- **SSL_MODE:** [[c:`require`]]\n"
          "- **HTTP:** [[s:Gitea listens on `127.0.0.1:3000`]]\n"
          "- **SSH:** [[c:the built-in SSH server is enabled]], [[s:`SSH_PORT = 22`]]\n"
          "- **Registration:** [[s:disabled]]\n"
          "- **Mailer:** [[u:no `[mailer]` section is configured]]\n"
          "- **Webhooks:** [[u:deliveries are restricted to the local network]]\n\n"
          "**Conclusion:** Gitea uses PostgreSQL, and the password is present in "
          "the file but redacted in what I can see.\n\n"
          "1. Keep `app.ini` mode 0640, owner root:git.\n"
          "2. Read the rest of the file with `offset=40` to check `[mailer]` and `[webhook]`."},
    {"q": "Is the root disk filling up because of CI images?", "ev": ["e5", "e3"],
     "a": "### Findings\n"
          "- `/`: [[s:approximately 89.9% full]], "
          "[[c:approximately 431.5 GB free]]\n"
          "- `/srv/gitea`: [[s:approximately 212.4 GB used]] → [[c:212.4 / 1000.2 ≈ 12%]]\n\n"
          "### Analysis\n"
          "[[s:6 containers exist in total]], [[s:3 of them exited]]. "
          "[[u:Docker images take approximately 300 GB of `/`]].\n\n"
          "**Conclusion:** `/` needs attention soon.\n\n"
          "1. Run `docker system df` to see image and build-cache sizes.\n"
          "2. Schedule `docker image prune -a --filter until=168h`.\n"
          "3. Enable Woodpecker's container cleanup."},
    {"q": "Is agent-2 healthy now?", "ev": ["e3"],
     "extra": [user("e7", "I restarted woodpecker-agent-2 around noon because it was stuck. "
                          "Is it healthy now?", CP)],
     "a": "### Findings\n"
          "- **State:** [[s:`woodpecker-agent-2` is running]]\n"
          "- **Status:** [[s:\"Up 2 hours\"]], [[s:which matches a restart at approximately 12:20]]\n"
          "- **Image:** [[s:`woodpeckerci/woodpecker-agent:v2.7.1`]], [[c:while the server runs v2.6.0]]\n"
          "\n"
          "[[u:It was stuck because it lost its gRPC "
          "connection to the server]]; [[s:the server publishes port 9000]].\n\n"
          "**Conclusion:** [[u:agent-2 is healthy]].\n\n"
          "1. Check `docker logs --since 2h woodpecker-agent-2`.\n"
          "2. Pin both agents and the server to the same tag."},
    {"q": "Which versions of Docker, Postgres and git are installed, and what hardware is this?", "ev": ["e1"],
     "a": "### System overview\n\n"
          "**OS:** [[s:Debian 12 (bookworm)]]\n"
          "**Kernel:** [[s:6.1.0-26-amd64]]\n"
          "**CPU:** [[s:Xeon E-2236]], [[s:6 cores / 12 threads]]\n"
          "**RAM:** [[s:33.5 GB ÷ 1.074 ≈ 31.2 GiB]]\n"
          "**Docker CE:** [[s:27.3.1]]\n"
          "**PostgreSQL:** [[c:15.6]]\n"
          "**git:** [[s:2.39.5]]\n"
          "**Gitea:** [[u:1.22.3]]\n"
          "**`git` user:** [[c:UID 1000]]\n\n"
          "1. Upgrade PostgreSQL with `apt upgrade postgresql-15`."},
    {"q": "Were there webhook problems between Gitea and Woodpecker today?", "ev": ["e6"],
     "a": "### Findings\n"
          "[[s:One webhook delivery failed at 12:16:40]] (task 4409) "
          "[[s:with `context deadline exceeded`]]. [[s:The next delivery, task 4410, succeeded at 12:21]] "
          "and [[s:task 4412 succeeded at 14:03]]. [[c:In total three deliveries failed]].\n\n"
          "[[s:A push to `infra/ansible` completed at 13:58]] [[c:in approximately 8.1 seconds]].\n\n"
          "**Conclusion:** [[u:the failure at 12:16 happened because the agent was stuck]].\n\n"
          "1. Raise the webhook delivery timeout (`[webhook] DELIVER_TIMEOUT`)."},
]

# ---------------------------------------------------------------------------------------------- astrolabe
AS = Clock("2026-11-13T19:05:00+09:00")
AS_MEM = 8_323_002_368            # 7.75 GiB
AS_CMD = "/usr/sbin/haproxy -Ws -f /etc/haproxy/haproxy.cfg -p /run/haproxy.pid -S /run/haproxy-master.sock"
AS_IFACES = [{"name": "ens18", "mac": "bc:24:11:5e:02:a1", "addresses": ["203.0.113.10/24"], "is_up": True},
             {"name": "ens19", "mac": "bc:24:11:5e:02:a2", "addresses": ["10.0.10.5/24"], "is_up": True}]
AS_CFG = [
    "global",
    "    log /dev/log local0",
    "    maxconn 20000",
    "    user haproxy",
    "    group haproxy",
    "    stats socket /run/haproxy/admin.sock mode 660 level admin",
    "",
    "defaults",
    "    mode http",
    "    log global",
    "    option httplog",
    "    timeout connect 5s",
    "    timeout client 30s",
    "    timeout server 30s",
    "",
    "frontend fe_https",
    "    bind :443 ssl crt /etc/haproxy/certs/site.pem alpn h2,http/1.1",
    "    bind :80",
    "    http-request redirect scheme https unless { ssl_fc }",
    "    default_backend be_app",
    "",
    "backend be_app",
    "    balance leastconn",
    "    option httpchk GET /healthz",
    "    server app1 10.0.10.21:8080 check inter 2s fall 3 rise 2",
    "    server app2 10.0.10.22:8080 check inter 2s fall 3 rise 2",
    "    server app3 10.0.10.23:8080 check inter 2s fall 3 rise 2",
    "",
    "listen stats",
    "    bind 10.0.10.5:8404",
    "    stats enable",
    "    stats uri /stats",
]

astrolabe_evidence = [
    steady("e1", AS, age=2000, hostname="astrolabe", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-27-amd64", cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=AS_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 33_285_996_544}],
           network_interfaces=AS_IFACES, dns_servers=["10.0.10.2"], default_gateway="203.0.113.1",
           installed_packages={"haproxy": "2.6.12-1+deb12u1", "openssl": "3.0.15-1~deb12u1",
                               "prometheus-node-exporter": "1.5.0-1+b6"},
           available_services=["haproxy.service", "ssh.service", "prometheus-node-exporter.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "haproxy", "gid": 112, "members": []}]),
    item("e2", "linux_service_status", unit("haproxy.service", "active", "running", pid=912,
                                            since="2026-11-02T04:11:37+09:00", desc="HAProxy Load Balancer"),
         AS, age=25, args={"name": "haproxy"}),
    item("e3", "linux_processes", processes(2, AS_MEM, [
        (912, "haproxy", "root", 0.0, 12_582_912, "2026-11-02T04:11:37+09:00", AS_CMD),
        (915, "haproxy", "haproxy", 23.7, 197_132_288, "2026-11-12T10:40:05+09:00", AS_CMD),
    ]), AS, age=35, args={"name": "haproxy", "sort": "cpu"}),
    item("e4", "linux_file_read", {"path": "/etc/haproxy/haproxy.cfg", "offset": 0, "limit": 200,
                                   "total_lines": len(AS_CFG), "lines": AS_CFG}, AS, age=70,
         args={"path": "/etc/haproxy/haproxy.cfg"}),
    item("e5", "linux_network_info", {"interfaces": AS_IFACES, "listening": [
        listener(22, "0.0.0.0", 688, "sshd"),
        listener(80, "0.0.0.0", 915, "haproxy"),
        listener(443, "0.0.0.0", 915, "haproxy"),
        listener(8404, "10.0.10.5", 915, "haproxy"),
        listener(9100, "0.0.0.0", 701, "prometheus-node"),
    ], "connections": [
        connection("203.0.113.10:443", "198.51.100.23:52114", 915, "haproxy"),
        connection("203.0.113.10:443", "198.51.100.77:60231", 915, "haproxy"),
        connection("203.0.113.10:443", "192.0.2.141:44120", 915, "haproxy"),
        connection("203.0.113.10:443", "192.0.2.18:50992", 915, "haproxy"),
        connection("203.0.113.10:443", "198.51.100.5:33871", 915, "haproxy"),
        connection("203.0.113.10:443", "192.0.2.66:41022", 915, "haproxy"),
        connection("203.0.113.10:80", "198.51.100.140:58810", None, None, status="TIME_WAIT"),
        connection("10.0.10.5:40122", "10.0.10.21:8080", 915, "haproxy"),
        connection("10.0.10.5:40130", "10.0.10.22:8080", 915, "haproxy"),
        connection("10.0.10.5:40144", "10.0.10.21:8080", 915, "haproxy"),
        connection("10.0.10.5:40151", "10.0.10.22:8080", 915, "haproxy"),
        connection("203.0.113.10:22", "192.0.2.200:51234", 2210, "sshd"),
    ]}, AS, age=40, complete=False),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "haproxy.service", "entries": [
        log_entry("2026-11-13T18:21:58+09:00", "haproxy.service", "warning",
                  "Health check for server be_app/app3 failed, reason: Layer4 timeout, check duration: 2001ms, "
                  "status: 2/3 UP."),
        log_entry("2026-11-13T18:22:00+09:00", "haproxy.service", "warning",
                  "Health check for server be_app/app3 failed, reason: Layer4 timeout, check duration: 2001ms, "
                  "status: 1/3 UP."),
        log_entry("2026-11-13T18:22:02+09:00", "haproxy.service", "alert",
                  "Server be_app/app3 is DOWN, reason: Layer4 timeout, check duration: 2002ms. 2 active and 0 "
                  "backup servers left. 41 sessions active, 0 requeued, 0 remaining in queue."),
        log_entry("2026-11-13T18:47:13+09:00", "haproxy.service", "warning",
                  "Health check for server be_app/app1 failed, reason: Layer7 wrong status, code: 503, info: "
                  "\"Service Unavailable\", check duration: 12ms, status: 2/3 UP."),
        log_entry("2026-11-13T18:47:15+09:00", "haproxy.service", "notice",
                  "Health check for server be_app/app1 succeeded, reason: Layer7 check passed, code: 200, "
                  "check duration: 4ms, status: 3/3 UP."),
    ]}, AS, age=30, args={"unit": "haproxy.service", "since_minutes": 120}),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "ens18", "rx_bytes_per_s": 7_340_000, "tx_bytes_per_s": 52_600_000},
        {"name": "ens19", "rx_bytes_per_s": 49_800_000, "tx_bytes_per_s": 6_910_000},
        {"name": "lo", "rx_bytes_per_s": 4_200, "tx_bytes_per_s": 4_200},
    ]}, AS, age=15, args={"interval_seconds": 1.0}),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "ens18", "rx_bytes_per_s": 3_100_000, "tx_bytes_per_s": 21_900_000},
        {"name": "ens19", "rx_bytes_per_s": 20_400_000, "tx_bytes_per_s": 2_950_000},
        {"name": "lo", "rx_bytes_per_s": 3_900, "tx_bytes_per_s": 3_900},
    ]}, AS, age=3600, args={"interval_seconds": 1.0}),
]

astrolabe_answers = [
    {"q": "Is HAProxy up, and how many connections is it handling?", "ev": ["e2", "e5"],
     "a": "### Analysis\n"
          "**Service:** [[s:`haproxy.service` is active (running)]] [[s:with main PID 912]]. "
          "[[c:It has been running since 04:11 on 12 November]].\n\n"
          "**Listeners:**\n"
          "- [[s:ports 80 and 443 on all addresses, owned by `haproxy` (PID 915)]]\n"
          "- [[s:the stats page on `10.0.10.5:8404`]]\n"
          "- [[c:`sshd` on port 2222]]\n\n"
          "### Findings\n"
          "[[u:HAProxy is handling only 6 client connections in total]]. "
          "[[s:Backend connections go to 10.0.10.21 and 10.0.10.22 on port 8080]], and "
          "[[u:there are no connections to 10.0.10.23]].\n\n"
          "**Conclusion:** HAProxy is up.\n\n"
          "1. Use `echo 'show info' | socat stdio /run/haproxy/admin.sock` for exact session counts.\n"
          "2. Check the stats page for per-backend numbers."},
    {"q": "Did a backend go down? When and why?", "ev": ["e6", "e4"],
     "a": "### Findings\n"
          "- [[s:`app3` in backend `be_app` was marked DOWN]] [[s:at 18:22:02]] "
          "[[c:(10:22 UTC)]].\n"
          "- **Reason:** [[s:Layer4 timeout]]\n"
          "- [[s:2 active servers were left]], [[c:with 14 sessions active]].\n"
          "- [[s:`app3` is `10.0.10.23:8080`]]; [[s:checks run every 2 s]] and "
          "[[s:a server is marked down after 3 failed checks]] — [[s:2 failures were logged before the "
          "DOWN]].\n"
          "- [[c:`app1` also went DOWN at 18:47]]; [[s:it failed one Layer7 check with HTTP 503 at "
          "18:47:13]].\n"
          "- [[s:No UP message for `app3` has been logged since]].\n\n"
          "**Conclusion:** [[u:The host 10.0.10.23 is probably powered off]].\n\n"
          "1. `ping 10.0.10.23` and `curl -v http://10.0.10.23:8080/healthz` from astrolabe.\n"
          "2. Set `app3` to maintenance on the stats socket while it is investigated."},
    {"q": "How much traffic is going through the balancer?", "ev": ["e7"],
     "a": "### Findings\n\n"
          "| Interface | Receive | Send |\n"
          "|---|---|---|\n"
          "| `ens18` (public) | [[s:approximately 7.3 MB/s]] | [[s:approximately 52.6 MB/s]] |\n"
          "| `ens19` (private) | [[c:approximately 6.9 MB/s]] | [[c:approximately 49.8 MB/s]] |\n\n"
          "### Analysis\n"
          "[[s:52.6 MB/s × 8 ≈ 421 Mbit/s out to clients]]. "
          "[[c:Total outbound: 52.6 + 6.9 ≈ 69.5 MB/s]]. "
          "[[u:This is approximately double the usual evening traffic]].\n\n"
          "1. Keep an eye on the 1 Gbit/s uplink.\n"
          "2. Graph `node_network_transmit_bytes_total` in Prometheus."},
    {"q": "Has traffic grown since an hour ago?", "ev": ["e7", "e8"],
     "a": "### Analysis\n"
          "Comparing e8 (one hour ago) with e7 (now):\n\n"
          "- [[t:An hour ago `ens18` was sending approximately 21.9 MB/s]]; "
          "[[s:now it sends approximately 52.6 MB/s]].\n"
          "- [[t:`ens19` was receiving approximately 20.4 MB/s]]; "
          "[[s:now it receives approximately 49.8 MB/s]].\n"
          "- [[t:Client uploads on `ens18` were approximately 3.1 MB/s]].\n\n"
          "**Conclusion:** [[u:The growth comes from the evening peak of users]].\n\n"
          "1. Compare with last week's graphs before changing anything."},
    {"q": "Is the haproxy worker using too much CPU or memory?", "ev": ["e3", "e4"],
     "a": "### Findings\n"
          "- [[s:There are 2 haproxy processes]]: [[s:the master (PID 912) runs as `root`]] and "
          "[[s:the worker (PID 915) runs as `haproxy`]].\n"
          "- **Worker CPU:** [[s:approximately 23.7%]]\n"
          "- **Worker memory:** [[c:approximately 188 GiB RSS]], [[s:approximately 2.4% of RAM]]\n"
          "- **Worker started:** [[s:12 November at 10:40]]\n"
          "- [[u:The worker was restarted by a configuration reload]].\n"
          "- **Config:** [[c:`maxconn 2000` in `global`]], [[s:`balance leastconn` in `be_app`]]\n\n"
          "**Conclusion:** [[u:Neither CPU nor memory is a concern for this worker]].\n\n"
          "1. Raise `nbthread` if CPU climbs above 80%.\n"
          "2. Review `maxconn` against the peak session count."},
    {"q": "Summarise this box for the inventory sheet.", "ev": ["e1"],
     "a": "### Inventory\n\n"
          "- **OS / kernel:** [[s:Debian 12 (bookworm)]], [[s:6.1.0-27-amd64]]\n"
          "- **CPU:** [[s:Xeon Gold 6338]], [[c:8 cores]]\n"
          "- **RAM:** [[s:approximately 7.75 GiB]]\n"
          "- **NICs:** [[s:`ens18` public 203.0.113.10/24]] and [[s:`ens19` private 10.0.10.5/24]]\n"
          "- **Gateway / DNS:** [[s:203.0.113.1 / 10.0.10.2]]\n"
          "- **HAProxy:** [[s:2.6.12]]\n"
          "- **OpenSSL:** [[c:3.0.11]]\n"
          "- **Platform:** [[u:a Proxmox VM]]\n\n"
          "1. Add the serial number from the hypervisor."},
    {"q": "Does HAProxy see app3 again?", "ev": ["e6", "e5", "e4"],
     "extra": [user("e9", "The app team says app3 was rebooted at 18:30 and should be back. "
                          "Can you confirm HAProxy sees it?", AS)],
     "a": "### Analysis\n"
          "You mentioned a reboot at 18:30.\n\n"
          "### Findings\n"
          "- [[s:The logs show `app3` going DOWN at 18:22:02]]\n"
          "- [[s:HAProxy has not logged `app3` as UP since then]]\n"
          "- [[u:There are no open connections to 10.0.10.23:8080]]\n"
          "- [[s:The health check is `GET /healthz`]] and needs `rise 2`\n\n"
          "**Conclusion:** [[u:The reboot probably did not bring the app service back]].\n\n"
          "1. Ask the app team to check `systemctl status` of the app on 10.0.10.23.\n"
          "2. Test `/healthz` by hand from astrolabe."},
]

# ---------------------------------------------------------------------------------------------- quadrant
QD = Clock("2026-11-17T09:45:00+09:00")
QD_MEM = 33_346_084_864
QD_USERS = [
    ("almaadmin", 1000), ("backup", 1001), ("deploy", 1002), ("nagios", 1003), ("tanaka", 1004),
    ("suzuki", 1005), ("sato", 1006), ("ito", 1007), ("watanabe", 1008), ("yamamoto", 1009),
    ("nakamura", 1010),
]
SSSD_VER = ("2.9.4-6.el9_4", "2.9.4-6.el9_4.1")
KRB_VER = ("1.21.1-1.el9", "1.21.1-2.el9_4.1")
OSSL_VER = ("1:3.0.7-27.el9", "1:3.0.7-28.el9_4")

quadrant_evidence = [
    steady("e1", QD, age=2400, hostname="quadrant", domain="corp.example.jp", os_name="AlmaLinux",
           os_version="9.4", os_codename="Seafoam Ocelot", kernel="5.14.0-427.37.1.el9_4.x86_64",
           cpu_model="Intel(R) Xeon(R) E-2288G CPU @ 3.70GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=QD_MEM, package_manager="rpm",
           disks=[{"device": "/dev/mapper/almalinux-root", "mountpoint": "/", "fstype": "xfs",
                   "total_bytes": 214_748_364_800}],
           network_interfaces=[{"name": "eno1", "mac": "ac:1f:6b:20:44:10", "addresses": ["172.16.8.40/24"],
                                "is_up": True}],
           dns_servers=["172.16.8.2", "172.16.8.3"], default_gateway="172.16.8.1",
           installed_packages={"sssd": "2.9.4-6.el9_4.1", "realmd": "0.17.1-2.el9", "adcli": "0.9.2-1.el9",
                               "krb5-workstation": "1.21.1-2.el9_4.1", "oddjob-mkhomedir": "0.34.7-7.el9",
                               "openssh-server": "8.7p1-38.el9_4.4"},
           available_services=["sssd.service", "sshd.service", "chronyd.service", "crond.service",
                               "oddjobd.service", "firewalld.service", "auditd.service",
                               "NetworkManager.service", "postfix.service"],
           users=[{"name": n, "uid": u, "gid": u, "home": f"/home/{n}", "shell": "/bin/bash"}
                  for n, u in QD_USERS],
           groups=[{"name": "wheel", "gid": 10, "members": ["almaadmin", "tanaka"]},
                   {"name": "backup", "gid": 1001, "members": ["backup"]},
                   {"name": "deploy", "gid": 1002, "members": ["deploy", "ito"]},
                   {"name": "nagios", "gid": 1003, "members": ["nagios"]},
                   {"name": "developers", "gid": 2000, "members": ["tanaka", "suzuki", "sato", "ito", "watanabe"]},
                   {"name": "dba", "gid": 2001, "members": ["yamamoto", "nakamura"]},
                   {"name": "ops", "gid": 2002, "members": ["almaadmin", "tanaka", "watanabe"]},
                   {"name": "audit", "gid": 2003, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("auditd.service", "active", "running", pid=702, since="2026-11-02T06:30:14+09:00",
             desc="Security Auditing Service"),
        unit("chronyd.service", "active", "running", pid=741, since="2026-11-02T06:30:15+09:00",
             desc="NTP client/server"),
        unit("crond.service", "active", "running", pid=1130, since="2026-11-02T06:30:19+09:00",
             desc="Command Scheduler"),
        unit("firewalld.service", "active", "running", pid=768, since="2026-11-02T06:30:16+09:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("NetworkManager.service", "active", "running", pid=811, since="2026-11-02T06:30:16+09:00",
             desc="Network Manager"),
        unit("oddjobd.service", "active", "running", pid=1102, since="2026-11-02T06:30:18+09:00",
             desc="privileged operations for unprivileged applications"),
        unit("sshd.service", "active", "running", pid=1121, since="2026-11-02T06:30:18+09:00",
             desc="OpenSSH server daemon"),
        unit("sssd.service", "failed", "failed", desc="System Security Services Daemon"),
    ]}, QD, age=45, complete=False),
    item("e3", "linux_service_status", unit("sssd.service", "active", "running", pid=48822,
                                            since="2026-11-17T09:38:12+09:00",
                                            desc="System Security Services Daemon"),
         QD, age=200, args={"name": "sssd"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "sssd.service", "entries": [
        log_entry("2026-11-17T07:12:44+09:00", "sssd.service", "err",
                  "sssd_be[1893]: Backend is offline"),
        log_entry("2026-11-17T07:12:44+09:00", "sssd.service", "err",
                  "krb5_child[5121]: Cannot contact any KDC for realm 'CORP.EXAMPLE.JP'"),
        log_entry("2026-11-17T08:03:19+09:00", "sssd.service", "warning",
                  "sssd_be[1893]: Could not start TLS encryption. error:0A000086:SSL routines::"
                  "certificate verify failed"),
        log_entry("2026-11-17T09:29:57+09:00", "sssd.service", "err",
                  "sssd[1788]: Child [1893] ('corp.example.jp':'%BE_corp.example.jp') was terminated by own "
                  "WATCHDOG. Consult corresponding logs to figure out the reason."),
        log_entry("2026-11-17T09:29:58+09:00", "sssd.service", "err",
                  "sssd[1788]: Exiting the SSSD. Could not restart critical service [corp.example.jp]."),
        log_entry("2026-11-17T09:29:58+09:00", "sssd.service", "notice",
                  "sssd.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-17T09:29:58+09:00", "sssd.service", "warning",
                  "sssd.service: Failed with result 'exit-code'."),
        log_entry("2026-11-17T09:38:12+09:00", "sssd.service", "info",
                  "Started System Security Services Daemon."),
        log_entry("2026-11-17T09:38:14+09:00", "sssd.service", "err",
                  "sssd_be[48830]: Backend is offline"),
    ]}, QD, age=35, args={"unit": "sssd.service", "since_minutes": 180}),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-05T15:40:12+09:00", "install", "oddjob-mkhomedir", None, "0.34.7-7.el9"),
        package_event("2026-11-05T15:40:12+09:00", "remove", "nscd", "2.34-100.el9_4.2", None),
        package_event("2026-11-09T10:02:31+09:00", "upgrade", "openssl", *OSSL_VER),
        package_event("2026-11-09T10:02:31+09:00", "upgrade", "openssl-libs", *OSSL_VER),
        package_event("2026-11-16T22:14:05+09:00", "upgrade", "sssd", *SSSD_VER),
        package_event("2026-11-16T22:14:05+09:00", "upgrade", "sssd-ad", *SSSD_VER),
        package_event("2026-11-16T22:14:05+09:00", "upgrade", "sssd-client", *SSSD_VER),
        package_event("2026-11-16T22:14:05+09:00", "upgrade", "sssd-common", *SSSD_VER),
        package_event("2026-11-16T22:14:05+09:00", "upgrade", "sssd-krb5-common", *SSSD_VER),
        package_event("2026-11-16T22:14:05+09:00", "upgrade", "krb5-libs", *KRB_VER),
        package_event("2026-11-16T22:14:05+09:00", "upgrade", "krb5-workstation", *KRB_VER),
    ]}, QD, age=60, args={"since_days": 14}),
    item("e6", "linux_file_read", {}, QD, age=30, args={"path": "/etc/sssd/sssd.conf"},
         error="permission denied: /etc/sssd/sssd.conf"),
]

quadrant_answers = [
    {"q": "Is sssd working now? People can't log in with their AD accounts.", "ev": ["e2", "e3"],
     "a": "### Analysis\n"
          "I have two service readings: the single-unit read (e3) and the full unit list (e2).\n\n"
          "### Findings\n"
          "- e3: [[u:`sssd.service` is active (running)]], [[s:main PID 48822]], "
          "[[s:started at 09:38:12]] [[s:(00:38 UTC)]].\n"
          "- e2: [[u:`sssd.service` is failed]].\n"
          "- [[s:`sshd` and `oddjobd` are active]]; [[c:`sshd` has main PID 1102]].\n"
          "- [[c:`chronyd` is inactive]].\n"
          "- [[u:All other services on the machine are healthy]].\n\n"
          "**Conclusion:** [[u:The AD login failures are caused by sssd crashing]].\n\n"
          "1. Run `systemctl status sssd` again to see the current state.\n"
          "2. Test a lookup with `id user@corp.example.jp`.\n"
          "3. Clear the cache with `sss_cache -E` after sssd is stable."},
    {"q": "What do the sssd logs say?", "ev": ["e4"],
     "a": "### Findings (last 3 hours)\n\n"
          "1. [[s:At 07:12:44 the AD backend went offline]] and [[s:`krb5_child` could not contact any KDC "
          "for `CORP.EXAMPLE.JP`]].\n"
          "2. [[s:At 08:03:19 there was a TLS error: certificate verify failed]].\n"
          "3. [[s:At 09:29:57 the backend child was terminated by its own WATCHDOG]].\n"
          "4. [[s:sssd then exited with status 1]] [[c:at 09:35]].\n"
          "5. [[s:It was started again at 09:38:12]], [[c:and the backend came online after the "
          "restart]].\n\n"
          "[[c:There are 4 entries at error priority]].\n\n"
          "**Conclusion:** [[u:The KDC outage was caused by the domain controllers' patching window]].\n\n"
          "1. Check the KDCs with `dig -t SRV _kerberos._tcp.corp.example.jp`.\n"
          "2. Verify the CA bundle with `openssl s_client -connect dc1.corp.example.jp:636`."},
    {"q": "Did a recent update break sssd?", "ev": ["e5", "e4"],
     "a": "### Analysis\n"
          "dnf history (e5) for the last 14 days:\n\n"
          "| Date | Package | Change |\n"
          "|---|---|---|\n"
          "| [[s:16 Nov 22:14]] | `sssd` | [[s:2.9.4-6.el9_4 → 2.9.4-6.el9_4.1]] |\n"
          "| 16 Nov 22:14 | `krb5-libs` | [[c:1.21.1-1.el9 → 1.21.1-3.el9]] |\n"
          "| [[c:11 Nov]] | `openssl` | [[s:3.0.7-27 → 3.0.7-28]] |\n"
          "| [[s:5 Nov]] | `nscd` | removed |\n\n"
          "### Findings\n"
          "- [[s:5 sssd packages were upgraded in the same transaction]].\n"
          "- [[s:`oddjob-mkhomedir` was installed on the same day `nscd` was removed]].\n"
          "- [[c:There were 12 package events in the last 14 days]].\n"
          "- [[s:The first errors in the logs came approximately 9 hours after the upgrade]] "
          "(22:14 → 07:12).\n\n"
          "**Conclusion:** [[u:The sssd update is the most likely cause of the crashes]].\n\n"
          "1. Try `dnf history undo` on the 16 November transaction in a maintenance window.\n"
          "2. Check the AlmaLinux errata for sssd 2.9.4-6.el9_4.1."},
    {"q": "Can you show me sssd.conf? Is ad_server set?", "ev": ["e6"],
     "a": "### Analysis\n"
          "The read of `/etc/sssd/sssd.conf` did not return any content (e6).\n\n"
          "### Findings\n"
          "- [[u:`ad_server` is probably not set, so sssd uses DNS discovery]].\n"
          "- [[u:The domain section is `[domain/corp.example.jp]`]].\n"
          "- [[u:`cache_credentials = True` is set]].\n\n"
          "**Conclusion:** I cannot confirm the settings without the file.\n\n"
          "1. Run `sudo cat /etc/sssd/sssd.conf`.\n"
          "2. Or `sudo sssctl config-check`."},
    {"q": "How many local users and groups are there, and who is in wheel?", "ev": ["e1"],
     "a": "### Findings\n"
          "- **Domain:** [[s:the machine is in `corp.example.jp`]]\n"
          "- **Local users:** [[c:10 accounts with UID ≥ 1000]], [[s:from `almaadmin` (UID 1000)]] "
          "[[s:to `nakamura` (UID 1010)]]\n"
          "- **Groups:** [[s:8 local groups]]\n"
          "- **wheel:** [[s:`almaadmin` and `tanaka`]]\n"
          "- **developers:** [[c:4 members]]\n"
          "- **ops:** [[c:includes `yamamoto`]]\n"
          "- **audit:** [[s:no members]]\n\n"
          "[[u:AD users are not included in these counts]].\n\n"
          "1. List AD group members with `getent group developers@corp.example.jp`."},
    {"q": "Has anything been installed since we joined the domain?", "ev": ["e5", "e1"],
     "extra": [user("e7", "We joined this box to the domain with realm join on Nov 5, and I installed "
                          "nothing since.", QD)],
     "a": "### Findings\n"
          "- [[s:`oddjob-mkhomedir` was installed on 5 November at 15:40]], on the day of the join.\n"
          "- [[c:Nothing has been installed or upgraded since then]].\n"
          "- [[s:OpenSSL was upgraded on 9 November]].\n"
          "- **OS:** [[s:AlmaLinux 9.4]], [[c:kernel 5.14.0-427.13.1]]\n"
          "- **realmd:** [[s:0.17.1]]\n"
          "- **sssd:** [[s:2.9.4-6.el9_4.1]]\n"
          "- [[u:The join used `realm join` with the Administrator account]].\n\n"
          "**Conclusion:** Your notes and dnf history disagree.\n\n"
          "1. Check `dnf history` for who ran each transaction."},
    {"q": "Is sssd failing right now?", "ev": ["e2", "e3", "e4"],
     "a": "### Analysis\n"
          "- Full unit list (e2, 45 s old): sssd [[u:failed]]\n"
          "- Single-unit read (e3, 200 s old): sssd [[u:active (running)]]\n"
          "- Logs (e4): [[s:the last failure was at 09:29:58]], [[s:followed by a start at 09:38:12]]\n\n"
          "[[s:The backend was offline 2 seconds after the restart]]. "
          "[[c:The start at 09:38:12 was the second start of sssd in the last 3 hours]].\n\n"
          "**Conclusion:** the readings disagree, so [[u:sssd is probably flapping]].\n\n"
          "1. Run `journalctl -u sssd -f` while someone tries to log in."},
]

# ---------------------------------------------------------------------------------------------- chronometer
CH = Clock("2026-11-20T08:15:00+09:00")
CH_MEM = 16_487_178_240           # 15.35 GiB
CH_CONF = [
    "# Welcome to the chrony configuration file. See chrony.conf(5) for more",
    "confdir /etc/chrony/conf.d",
    "pool 2.debian.pool.ntp.org iburst",
    "server ntp.nict.jp iburst prefer",
    "server ntp.jst.mfeed.ad.jp iburst",
    "sourcedir /run/chrony-dhcp",
    "sourcedir /etc/chrony/sources.d",
    "keyfile /etc/chrony/chrony.keys",
    "driftfile /var/lib/chrony/chrony.drift",
    "ntsdumpdir /var/lib/chrony",
    "logdir /var/log/chrony",
    "maxupdateskew 100.0",
    "rtcsync",
    "makestep 1 3",
    "leapsectz right/UTC",
    "allow 192.168.50.0/24",
    "allow 10.1.0.0/16",
    "local stratum 10",
]

chronometer_evidence = [
    steady("e1", CH, age=1500, hostname="chronometer", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz",
           cpu_cores=6, cpu_threads=6, memory_total_bytes=CH_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 255_013_683_200}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:3d:7e:05", "addresses": ["192.168.50.10/24"],
                                "is_up": True},
                               {"name": "vxlan.calico", "mac": "66:2e:91:0b:4a:c3", "addresses": ["10.1.254.0/32"],
                                "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"chrony": "4.3-2+deb12u1", "snapd": "2.57.6-1+b5",
                               "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["chrony.service", "ssh.service", "snap.microk8s.daemon-kubelite.service",
                               "snap.microk8s.daemon-containerd.service"],
           users=[{"name": "hayashi", "uid": 1000, "gid": 1000, "home": "/home/hayashi", "shell": "/bin/bash"}],
           groups=[{"name": "microk8s", "gid": 998, "members": ["hayashi"]}]),
    item("e2", "linux_file_read", {"path": "/etc/chrony/chrony.conf", "offset": 0, "limit": 200,
                                   "total_lines": len(CH_CONF), "lines": CH_CONF}, CH, age=55,
         args={"path": "/etc/chrony/chrony.conf"}),
    item("e3", "linux_service_status", unit("chrony.service", "active", "running", pid=40617,
                                            since="2026-11-20T06:02:11+09:00",
                                            desc="chrony, an NTP client/server"),
         CH, age=20, args={"name": "chrony"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "chrony.service", "entries": [
        log_entry("2026-11-20T06:02:10+09:00", "chrony.service", "info",
                  "Stopping chrony.service - chrony, an NTP client/server..."),
        log_entry("2026-11-20T06:02:10+09:00", "chrony.service", "info", "chronyd exiting"),
        log_entry("2026-11-20T06:02:11+09:00", "chrony.service", "info",
                  "chronyd version 4.3 starting (+CMDMON +NTP +REFCLOCK +RTC +PRIVDROP +SCFILTER +SIGND "
                  "+ASYNCDNS +NTS +SECHASH +IPV6 -DEBUG)"),
        log_entry("2026-11-20T06:02:11+09:00", "chrony.service", "info",
                  "Started chrony.service - chrony, an NTP client/server."),
        log_entry("2026-11-20T06:02:16+09:00", "chrony.service", "info",
                  "Selected source 133.243.238.163 (ntp.nict.jp)"),
        log_entry("2026-11-20T06:02:16+09:00", "chrony.service", "warning",
                  "System clock wrong by -2.841736 seconds"),
        log_entry("2026-11-20T06:02:16+09:00", "chrony.service", "warning",
                  "System clock was stepped by -2.841736 seconds"),
        log_entry("2026-11-20T07:41:09+09:00", "chrony.service", "info",
                  "Selected source 210.173.160.27 (ntp.jst.mfeed.ad.jp)"),
    ]}, CH, age=30, args={"unit": "chrony.service", "since_minutes": 180}),
    item("e5", "linux_system_info",
         system_info(9.8, [0.61, 0.74, 0.80], 2_373_012, "2026-10-23T21:04:33+09:00", CH_MEM,
                     9_771_050_598, 0, 0), CH, age=15),
    item("e6", "kubernetes_get", {"context": "microk8s", "namespace": None, "items": [
        node("chronometer", True, "v1.31.2"),
    ]}, CH, age=40, args={"resource": "nodes"}),
    item("e7", "kubernetes_get", {"context": "microk8s", "namespace": "monitoring", "items": [
        pod("chrony-exporter-5c7d8f9b6-zk4lp", "monitoring", "Running", "chronometer", restarts=17,
            ready=False, waiting="CrashLoopBackOff"),
        pod("grafana-7d9c6b5f4-8hjkq", "monitoring", "Running", "chronometer", restarts=0,
            started="2026-11-12T14:20:05+09:00"),
        pod("prometheus-server-6b8f7c9d5-m3n7t", "monitoring", "Running", "chronometer", restarts=1,
            started="2026-11-14T09:11:52+09:00"),
    ]}, CH, age=45, args={"resource": "pods", "namespace": "monitoring"}),
    item("e8", "linux_network_info", {}, CH, age=25, error="timed out after 10 s"),
]

chronometer_answers = [
    {"q": "Did the clock jump this morning?", "ev": ["e4"],
     "a": "### Analysis\n"
          "The chrony journal (e4) covers the last 3 hours.\n\n"
          "### Findings\n"
          "- [[s:chronyd was stopped at 06:02:10]] and [[s:started again at 06:02:11]].\n"
          "- [[s:At 06:02:16 it selected `ntp.nict.jp` (133.243.238.163)]].\n"
          "- [[s:It stepped the system clock by approximately 2.84 seconds]] "
          "[[s:at 06:02:16 JST (21:02 UTC on 19 November)]].\n"
          "- [[u:The clock was 2.84 s ahead before the step]].\n"
          "- [[c:At 07:41 it switched back to `ntp.nict.jp`]].\n"
          "- [[c:There were two clock steps]].\n\n"
          "**Conclusion:** [[u:The restart at 06:02 was triggered by unattended-upgrades]].\n\n"
          "1. Check `chronyc tracking` for the current offset.\n"
          "2. Look at `/var/log/chrony/tracking.log` around 06:02."},
    {"q": "Is chrony configured to serve the Kubernetes pods and the LAN?", "ev": ["e2"],
     "a": "### Findings (`/etc/chrony/chrony.conf`, 18 lines)\n\n"
          "- **Clients allowed:** [[s:`192.168.50.0/24`]] and [[s:`10.1.0.0/16`]]\n"
          "- **Upstream:** [[c:3 `server` lines]], [[s:`ntp.nict.jp` is marked `prefer`]], "
          "[[s:plus the `2.debian.pool.ntp.org` pool]]\n"
          "- **NTS:** [[c:enabled for `ntp.nict.jp`]]\n"
          "- **Stepping:** [[c:`makestep 1 -1`, so chrony can step at any time]]\n"
          "- **Fallback:** [[s:`local stratum 10`]]\n"
          "- **RTC:** [[s:`rtcsync` is on]]\n\n"
          "**Conclusion:** [[s:The pod network 10.1.0.0/16 and the LAN are both allowed]]; "
          "[[u:chronyd listens on UDP 123]].\n\n"
          "1. Test from a pod with `chronyc -h 192.168.50.10 tracking`."},
    {"q": "Is the MicroK8s node healthy? Why does the exporter keep failing?", "ev": ["e6", "e7"],
     "a": "### Findings\n"
          "- **Node:** [[s:`chronometer` is Ready]], [[c:kubelet v1.30.2]]\n"
          "- **Pods in `monitoring`:** [[s:3]]\n\n"
          "| Pod | Status | Restarts |\n"
          "|---|---|---|\n"
          "| `chrony-exporter-5c7d8f9b6-zk4lp` | [[s:CrashLoopBackOff, not ready]] | [[c:7]] |\n"
          "| `grafana-7d9c6b5f4-8hjkq` | [[s:Running with 0 restarts]] | |\n"
          "| `prometheus-server-6b8f7c9d5-m3n7t` | [[s:Running]] | [[c:0]] |\n\n"
          "**Conclusion:** [[u:The exporter crashes because chronyd's command socket is not reachable "
          "from the pod]].\n\n"
          "1. `microk8s kubectl -n monitoring logs chrony-exporter-5c7d8f9b6-zk4lp --previous`.\n"
          "2. Add `cmdallow 10.1.0.0/16` if the exporter queries chronyd over UDP 323."},
    {"q": "How loaded is the NTP box?", "ev": ["e5"],
     "a": "### Findings\n"
          "- **CPU:** [[s:approximately 9.8%]]\n"
          "- **Load:** [[s:0.61 / 0.74 / 0.80]]\n"
          "- **Memory:** [[c:approximately 9.1 GiB used]] of [[s:15.4 GiB]] → [[c:9.1 / 15.4 ≈ 59%]]\n"
          "- **Swap:** [[s:none configured]]\n"
          "- **Uptime:** [[s:approximately 27.5 days]], [[c:booted on 23 October at 21:04 UTC]]\n\n"
          "**Conclusion:** The load is low.\n\n"
          "1. No action needed."},
    {"q": "Is port 123 open, and are clients actually reaching it?", "ev": ["e8", "e2"],
     "a": "### Analysis\n"
          "The network read (e8) timed out, so I rely on the config (e2).\n\n"
          "### Findings\n"
          "- [[u:chronyd is listening on UDP port 123]]\n"
          "- [[u:approximately 40 clients are synchronising from it]]\n"
          "- [[s:the config allows `192.168.50.0/24`]]\n"
          "- [[c:the config binds to `192.168.50.10` with `bindaddress`]]\n"
          "- [[u:the firewall does not block port 123]]\n\n"
          "**Conclusion:** I cannot confirm the socket without the network read.\n\n"
          "1. `sudo chronyc clients` lists the clients.\n"
          "2. `ss -ulpn 'sport = :123'` shows the socket."},
    {"q": "Did my allow-line change take effect?", "ev": ["e3", "e2"],
     "extra": [user("e9", "I restarted chrony around 6 this morning after changing the allow lines. "
                          "Did the change take effect?", CH)],
     "a": "### Findings\n"
          "**Service:** [[s:`chrony.service` is active (running)]]\n"
          "**Since:** [[s:06:02:11]], [[s:which matches your restart at approximately 6:02]]\n"
          "**Main PID:** [[s:40617]]\n"
          "**Unit file:** [[c:disabled]]\n"
          "**Config:** [[s:two `allow` lines, for `192.168.50.0/24` and `10.1.0.0/16`]]\n\n"
          "**Conclusion:** [[u:The new allow lines were loaded at the 06:02 restart]].\n\n"
          "1. Run `sudo systemctl enable chrony` so it starts on boot.\n"
          "2. Confirm with `chronyc serverstats`."},
    {"q": "What hardware and OS is chronometer?", "ev": ["e1"],
     "a": "### System overview\n\n"
          "- **OS:** [[s:Debian 12 (bookworm)]], [[s:kernel 6.1.0-28-amd64]]\n"
          "- **CPU:** [[s:Core i5-8500T]], [[s:6 cores]] / [[c:12 threads]]\n"
          "- **RAM:** [[s:approximately 16 GB]]\n"
          "- **Disk:** [[c:512 GB NVMe]]\n"
          "- **IP:** [[s:192.168.50.10/24 on `eno1`]]\n"
          "- **MicroK8s:** [[s:services present (`snap.microk8s.daemon-kubelite`)]], "
          "[[u:from the 1.31/stable channel]]\n\n"
          "1. Record the MicroK8s channel with `snap list microk8s`."},
]

MACHINES = [
    {"name": "sextant", "clock": SX, "evidence": sextant_evidence, "answers": sextant_answers},
    {"name": "compass", "clock": CP, "evidence": compass_evidence, "answers": compass_answers},
    {"name": "astrolabe", "clock": AS, "evidence": astrolabe_evidence, "answers": astrolabe_answers},
    {"name": "quadrant", "clock": QD, "evidence": quadrant_evidence, "answers": quadrant_answers},
    {"name": "chronometer", "clock": CH, "evidence": chronometer_evidence, "answers": chronometer_answers},
]
