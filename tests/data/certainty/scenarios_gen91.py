"""91st generation (written blind, in the manner of DeepSeek-V2.5: quotes a few raw lines of tool output in
``` code blocks and then interprets them under "### Analysis" and "### Recommendation" headings, copies exact
figures with their units, confident tone, arithmetic done inline ("62.3 GiB - 41.0 GiB = 21.3 GiB free") that is
sometimes wrong). Text inside a code block that only copies the tool output is left unlabelled; the prose
around it is labelled.

penne — an Ubuntu 22.04 GitLab runner with the docker executor (America/Denver, -06:00 in October). Its
evidence: a steady-state snapshot (EPYC 7313P, 62.7 GiB MemTotal, / on sda2 and /var/lib/docker on its own
1 TB disk, gitlab-runner 17.4.0, docker-ce 27.3.1, the docker group holding gitlab-runner and ubuntu), every
container (five running — two CI builds, a postgres service container, a registry mirror and node-exporter —
and two exited, one of them a Go build that exited 137), the gitlab-runner unit (active since September 29),
an hour of the runner's journal (job 88123 failed with exit code 137, job 88140 hit Docker Hub's pull rate
limit), disk usage with /var/lib/docker at 88.0%, a CPU-sorted process listing cut at six rows, a
fifteen-minute-old (stale) system reading, one disk-I/O sample, and the user's own guess that the runner is
out of disk.

fusilli — a Debian 12 MariaDB 10.11 replica (Europe/Lisbon, +01:00). A steady-state snapshot, the mariadb
unit (active since the reboot of September 21), three hours of the server's journal (a replication deadlock
at 07:02, the IO thread losing the primary at 08:51 and reconnecting at 08:53, an aborted exporter
connection), a cron dump of SHOW SLAVE STATUS read as a file (both threads Yes, 1287 s behind), disk usage
(XFS data volume on md1 at 69.1%), a memory-sorted process listing cut at five rows that is nine minutes old
(stale), fresh system info, a disk-I/O sample and thirty days of apt history (10.11.4 → 10.11.6 and a new
kernel on September 20, tzdata and openssl on October 2). The user believes they restarted MariaDB last night.

rigatoni — a Fedora 41 workstation with an NVIDIA GPU (Asia/Kolkata, +05:30). A steady-state snapshot
(Ryzen 9 7950X, akmod-nvidia 575.64.05, users priya in wheel/video/render and arjun in none), four hours of
warning-or-worse log lines (Xid 79 "fallen off the bus" at 17:48 before a reboot at 17:56, then Xid 13 and
Xid 31), two weeks of dnf history (driver 570.169 → 575.64.05 and a kernel on October 6), a memory-sorted
process listing cut at six rows, a ten-minute-old (stale) listing of every service showing
nvidia-persistenced failed, a fresh status of that unit showing it running again after a restart, fresh
system info, /proc/driver/nvidia/version read as a file, and a failed read of /var/log/Xorg.0.log (tool error).

farfalle — an AlmaLinux 9.6 NFS file server with XFS volumes on LVM (America/Sao_Paulo, -03:00). A
steady-state snapshot, disk usage (/export/scratch 97.2%, /export/projects 91.4%, /export/home 74.6%), the
nfs-server unit (active/exited), a complete socket listing (four NFS clients established, one in TIME_WAIT),
a day of warning-or-worse log lines (a refused mount from 10.40.3.77, an nfsd socket warning, a medium error
on sdd and smartd's pending-sector count), /etc/exports read as a file, a seven-minute-old (stale) disk-I/O
sample, file changes under /export/projects cut at eight rows, fresh system info and a complete
name-filtered listing of the rpc daemons.

orzo — a single-node microk8s (v1.31) on Ubuntu 24.04, an Intel NUC running home automation
(Australia/Adelaide, +10:30 after the October 4 change to daylight time). A steady-state snapshot whose
`users` source is listed in stale_sources (account and group claims are stale), the node, the pods,
deployments and events of namespace `home` (zigbee2mqtt in CrashLoopBackOff with 37 restarts, nodered in
ImagePullBackOff on a tag that does not resolve), thirty minutes of the kubelite journal, every service,
fresh system info, a traffic sample, and kernel USB lines (the CP210x serial adapter re-enumerated from
ttyUSB0 to ttyUSB1 at 09:12). The user says they added sam to the microk8s group and bumped node-red.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# penne — Ubuntu 22.04 GitLab runner (docker executor)
# ---------------------------------------------------------------------------------------------------------
PEN = Clock("2026-10-08T14:25:00-06:00")
PEN_MEM = 67_350_241_280
PEN_ROOT = 502_921_060_352
PEN_DOCK = 1_081_101_176_832
PEN_EFI = 536_834_048

penne_evidence = [
    steady("e1", PEN, age=3600,
           hostname="penne", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-122-generic", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=PEN_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": PEN_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": PEN_EFI},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/docker", "fstype": "ext4", "total_bytes": PEN_DOCK}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:7a:10", "addresses": ["10.20.4.31/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:91:0c:3b", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["10.20.4.2"], default_gateway="10.20.4.1", package_manager="dpkg",
           installed_packages={"gitlab-runner": "17.4.0-1", "docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy",
                               "docker-ce-cli": "5:27.3.1-1~ubuntu.22.04~jammy", "containerd.io": "1.7.22-1",
                               "git": "1:2.34.1-1ubuntu1.11", "openssh-server": "1:8.9p1-3ubuntu0.10",
                               "unattended-upgrades": "2.8ubuntu1"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "ssh.service",
                               "unattended-upgrades.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 999, "gid": 999, "home": "/home/gitlab-runner", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 998, "members": ["gitlab-runner", "ubuntu"]},
                   {"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                   {"name": "adm", "gid": 4, "members": ["ubuntu"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("3f9a1c7be042", "runner-xk3pq7zs-project-412-concurrent-0-8f2c1d9e3b7a-build", "node:20-bookworm",
            "running", "Up 6 minutes", "2026-10-08T14:18:41-06:00"),
        box("b71e08d4c5a3", "runner-xk3pq7zs-project-412-concurrent-0-8f2c1d9e3b7a-predefined",
            "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.4.0",
            "exited", "Exited (0) 6 minutes ago", "2026-10-08T14:18:39-06:00"),
        box("c5d2e9f01a86", "runner-xk3pq7zs-project-377-concurrent-1-5e7b2a9c1d04-build", "python:3.12-slim",
            "running", "Up 2 minutes", "2026-10-08T14:22:58-06:00"),
        box("9e4b7a30d1f2", "runner-xk3pq7zs-project-377-concurrent-1-5e7b2a9c1d04-postgres-0", "postgres:16-alpine",
            "running", "Up 2 minutes", "2026-10-08T14:22:55-06:00", ["5432/tcp"]),
        box("6a1f3c8e27b9", "runner-xk3pq7zs-project-291-concurrent-2-a03c6d1e9f52-build", "golang:1.23",
            "exited", "Exited (137) 41 minutes ago", "2026-10-08T13:37:10-06:00"),
        box("d8c04e6b1f7a", "registry-mirror", "registry:2", "running", "Up 9 days", "2026-08-14T10:02:11-06:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("1b2e9d7c5a40", "node-exporter", "prom/node-exporter:v1.8.2", "running", "Up 9 days",
            "2026-08-14T10:05:40-06:00", ["0.0.0.0:9100->9100/tcp"]),
    ]}, PEN, age=30, args={"all": True}),
    item("e3", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", pid=1187, since="2026-09-29T06:12:44-06:00",
              desc="GitLab Runner"), PEN, age=20, args={"name": "gitlab-runner"}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", PEN_ROOT, 141_733_568_512),
        fs("/dev/sda1", "/boot/efi", "vfat", PEN_EFI, 6_356_992),
        fs("/dev/sdb1", "/var/lib/docker", "ext4", PEN_DOCK, 951_369_035_776),
    ]}, PEN, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-10-08T13:37:08-06:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=88123 "
                  "repo_url=https://gitlab.example.com/platform/ingest.git runner=xk3pq7zs"),
        log_entry("2026-10-08T13:44:02-06:00", "gitlab-runner.service", "err",
                  "Job failed: exit code 137                           duration_s=412.7 job=88123 project=291 "
                  "runner=xk3pq7zs"),
        log_entry("2026-10-08T14:02:15-06:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"always\": Error response from daemon: toomanyrequests: "
                  "You have reached your pull rate limit. You may increase the limit by authenticating and upgrading "
                  "(manager.go:237:0s)  job=88140 project=377 runner=xk3pq7zs"),
        log_entry("2026-10-08T14:02:16-06:00", "gitlab-runner.service", "err",
                  "Job failed: failed to pull image \"python:3.12-slim\" with specified policies [always]: Error "
                  "response from daemon: toomanyrequests: You have reached your pull rate limit. "
                  "(manager.go:237:0s)  duration_s=4.1 job=88140 project=377 runner=xk3pq7zs"),
        log_entry("2026-10-08T14:18:38-06:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=88152 "
                  "repo_url=https://gitlab.example.com/web/frontend.git runner=xk3pq7zs"),
        log_entry("2026-10-08T14:22:53-06:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=88155 "
                  "repo_url=https://gitlab.example.com/platform/billing-api.git runner=xk3pq7zs"),
    ]}, PEN, age=30, args={"unit": "gitlab-runner.service", "since_minutes": 60}),
    item("e6", "linux_processes", processes(318, PEN_MEM, [
        (402211, "node", "root", 184.6, 1_986_002_944, "2026-10-08T14:19:02-06:00",
         "node /builds/web/frontend/node_modules/.bin/vite build"),
        (402877, "python3", "root", 97.2, 641_728_512, "2026-10-08T14:23:31-06:00",
         "/usr/local/bin/python3 -m pytest -n 4 tests/"),
        (1023, "dockerd", "root", 12.4, 406_847_488, "2026-09-29T06:12:40-06:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (402690, "postgres", "70", 8.1, 100_663_296, "2026-10-08T14:22:57-06:00",
         "postgres: test billing_test 172.17.0.9(41822) INSERT"),
        (1187, "gitlab-runner", "root", 3.3, 148_897_792, "2026-09-29T06:12:44-06:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml "
         "--service gitlab-runner --user gitlab-runner"),
        (998, "containerd", "root", 1.9, 74_448_896, "2026-09-29T06:12:31-06:00", "/usr/bin/containerd"),
    ]), PEN, age=40, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e7", "linux_system_info",
         system_info(41.2, [9.84, 7.12, 5.03], 806_282, "2026-09-29T06:11:58-06:00", PEN_MEM, 21_904_392_192,
                     4 * GiB, 256 * MiB), PEN, age=900),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 204_800, "write_bytes_per_s": 1_992_294, "busy_percent": 3.1},
        {"device": "sdb", "read_bytes_per_s": 12_582_912, "write_bytes_per_s": 148_897_792, "busy_percent": 71.3},
    ]}, PEN, age=30, args={"interval_seconds": 1.0}),
]

penne_user = user("u1", "The frontend pipeline has been stuck in the build stage for like half an hour, "
                        "I bet penne is out of disk again.", PEN, age=90)

penne_answers = [
    {"q": "Which CI jobs are running on penne right now?", "ev": ["e2"],
     "a": "Let me look at the container list from the Docker runtime:\n\n"
          "```\n"
          "runner-xk3pq7zs-project-412-concurrent-0-8f2c1d9e3b7a-build       node:20-bookworm    running  Up 6 minutes\n"
          "runner-xk3pq7zs-project-377-concurrent-1-5e7b2a9c1d04-build       python:3.12-slim    running  Up 2 minutes\n"
          "runner-xk3pq7zs-project-377-concurrent-1-5e7b2a9c1d04-postgres-0  postgres:16-alpine  running  Up 2 minutes\n"
          "runner-xk3pq7zs-project-291-concurrent-2-a03c6d1e9f52-build       golang:1.23         exited   Exited (137) 41 minutes ago\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:There are **two** CI jobs actively running]]: [[c:project **412** (a Node 20 build, up about 16 "
          "minutes)]] and [[s:project **377** on `python:3.12-slim`]], [[s:which also has a `postgres:16-alpine` "
          "service container running next to it]].\n"
          "- [[c:The project 291 Go job finished successfully about 41 minutes ago]], so it is no longer occupying "
          "a slot.\n"
          "- [[s:In total there are 7 containers on the host]], [[c:4 of them running]].\n"
          "- [[s:The two long-lived containers are `registry-mirror` and `node-exporter`]], [[s:both up for 9 "
          "days]]. [[c:The registry mirror is published on port 5001]].\n\n"
          "### Recommendation\n\n"
          "No action is needed for the running jobs. To follow the frontend build live:\n\n"
          "```\ndocker logs -f runner-xk3pq7zs-project-412-concurrent-0-8f2c1d9e3b7a-build\n```"},

    {"q": "Why did the ingest pipeline (project 291) fail?", "ev": ["e2", "e5"],
     "a": "Here are the relevant lines from the gitlab-runner journal:\n\n"
          "```\n"
          "13:37:08 Checking for jobs... received  job=88123 repo_url=https://gitlab.example.com/platform/ingest.git\n"
          "13:44:02 Job failed: exit code 137  duration_s=412.7 job=88123 project=291 runner=xk3pq7zs\n"
          "```\n\n"
          "### Analysis\n\n"
          "1. [[c:Job **88123** (platform/ingest) was picked up at 13:31:08]] and [[s:failed at 13:44:02 with exit "
          "code 137]].\n"
          "2. [[s:The job ran for 412.7 s]], which is 412.7 / 60 ≈ [[c:8.5 minutes]].\n"
          "3. Exit code 137 = 128 + 9, i.e. the process received SIGKILL. [[u:This is almost certainly the kernel "
          "OOM killer stopping the Go build because it exceeded the container's memory limit]].\n"
          "4. [[s:The build container `runner-xk3pq7zs-project-291-…-build` is still there in the exited "
          "state]], so you can inspect it.\n\n"
          "There is a second, unrelated failure in the same hour: [[s:job 88140 (project 377) failed at "
          "14:02:16]] [[s:because Docker Hub's pull rate limit was hit (`toomanyrequests`)]]. [[c:No new job for "
          "project 377 has been picked up since then]].\n\n"
          "### Recommendation\n\n"
          "- Check the container's OOM flag: `docker inspect -f '{{.State.OOMKilled}}' 6a1f3c8e27b9`\n"
          "- Lower Go build parallelism (`GOFLAGS=-p=2`) or raise the job's `memory` limit in `config.toml`.\n"
          "- Use the local `registry-mirror` or authenticate pulls to avoid the rate limit."},

    {"q": "Is the runner out of disk? The frontend pipeline seems stuck.", "ev": ["e1", "e4", "e8"],
     "extra": [penne_user],
     "a": "Let's check the filesystems first:\n\n"
          "```\n"
          "/dev/sdb1  /var/lib/docker  ext4  total 1081101176832  used 951369035776  88.0%\n"
          "/dev/sda2  /                ext4  total 502921060352   used 141733568512  28.2%\n"
          "```\n\n"
          "### Analysis\n\n"
          "**/var/lib/docker** ([[s:on its own disk, `/dev/sdb1`]]):\n"
          "- [[s:88.0% used]]\n"
          "- [[s:1006.9 GiB total]], [[s:886.0 GiB used]] → 1006.9 GiB - 886.0 GiB = [[c:210.9 GiB free]]\n\n"
          "So [[s:it is not out of space]], although 88% is getting high. [[u:At the rate the CI cache grows it "
          "will fill up within a week]].\n\n"
          "**/**: [[s:only 28.2% used]], [[c:about 366 GiB free]].\n\n"
          "Disk activity on the Docker disk:\n\n"
          "```\nsdb  read 12582912 B/s  write 148897792 B/s  busy 71.3%\n```\n\n"
          "[[s:`sdb` is writing about 142 MiB/s]] [[s:and is 71.3% busy]]. [[u:The frontend job is most likely "
          "slow because the pytest job is competing for the same disk]].\n\n"
          "### Recommendation\n\n"
          "Disk space is not the cause of the stuck pipeline. Still, prune old build images:\n\n"
          "```\ndocker system prune -af --filter \"until=72h\"\n```"},

    {"q": "What's using the CPU on penne?", "ev": ["e6", "e7"],
     "a": "Top processes by CPU (first 6 rows):\n\n"
          "```\n"
          "PID     NAME           CPU%\n"
          "402211  node           184.6\n"
          "402877  python3        97.2\n"
          "1023    dockerd        12.4\n"
          "402690  postgres       8.1\n"
          "1187    gitlab-runner  3.3\n"
          "998     containerd     1.9\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:The biggest consumer is the frontend `vite build` (`node`, PID 402211) at 184.6% CPU]] — "
          "[[s:almost two full cores]].\n"
          "- [[c:Second is `pytest -n 4` (PID 402690) at 97.2%]].\n"
          "- [[c:`dockerd` is using 21.4% CPU]], which is normal while containers are being created.\n"
          "- [[s:The postgres service container runs as UID 70]].\n"
          "- [[u:There are no other build processes running on the host]].\n\n"
          "System-wide, [[t:the load average is 9.84 / 7.12 / 5.03]] [[t:and total CPU is at 41.2%]], so "
          "[[t:the load is climbing]]. [[u:With 32 threads available]] this is still comfortable.\n\n"
          "### Recommendation\n\n"
          "Nothing abnormal. If the frontend build is too slow, set `--max-workers` for vite or give the job a "
          "dedicated runner."},

    {"q": "Is gitlab-runner healthy? Please cite the evidence ids.", "ev": ["e3", "e5"],
     "a": "Sure. From **e3**:\n\n"
          "```\n"
          "gitlab-runner.service  loaded active running  main PID 1187  since 2026-09-29 06:12:44 -06:00\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:The service is **active (running)** with main PID 1187 (e3)]].\n"
          "- [[s:It has been up since 2026-09-29 06:12:44 (e3)]] — [[c:that's about 11 days]].\n"
          "- [[s:It is enabled at boot (e3)]].\n"
          "- [[c:It keeps picking up jobs: the most recent, job 88152, was received at 14:22:53 (e5)]].\n"
          "- [[u:The two job failures in the last hour came from the jobs themselves, not from the runner "
          "(e3)]].\n"
          "- [[u:The runner's `concurrent` setting is 3]].\n"
          "- [[c:There are no warnings in the runner log for the last hour (e5)]].\n\n"
          "### Recommendation\n\n"
          "The runner is healthy. To double-check its registration: `sudo gitlab-runner verify`."},

    {"q": "How much memory is penne using, and how long has it been up?", "ev": ["e1", "e7"],
     "a": "From the system info reading:\n\n"
          "```\n"
          "memory: total 67350241280  available 21904392192  used 45445849088  percent 67.5\n"
          "swap:   total 4294967296   used 268435456\n"
          "uptime_seconds: 806282\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:Total RAM is 62.7 GiB]] ([[s:64 GB installed]]).\n"
          "- Used: 62.7 GiB - 20.4 GiB = [[t:42.3 GiB (67.5%)]], so [[t:about 20.4 GiB is still "
          "available]].\n"
          "- [[t:Swap: 256 MiB of 4 GiB in use]].\n"
          "- Uptime: 806282 s ÷ 86400 = [[t:9.3 days]]; [[t:the machine booted on 2026-09-29 at 06:11]].\n"
          "- [[s:The CPU is an AMD EPYC 7313P with 16 cores / 32 threads]].\n\n"
          "[[u:Most of the used memory belongs to the CI build containers]].\n\n"
          "### Recommendation\n\n"
          "Memory is fine. Run `free -h` again while a big build is active to see the peak."},

    {"q": "Which gitlab-runner and docker versions are installed, and who can run docker?", "ev": ["e1", "e2"],
     "a": "From the package list:\n\n"
          "```\n"
          "gitlab-runner  17.4.0-1\n"
          "docker-ce      5:27.3.1-1~ubuntu.22.04~jammy\n"
          "containerd.io  1.7.22-1\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:gitlab-runner is **17.4.0**]], [[s:and the helper image in use matches it "
          "(`gitlab-runner-helper:x86_64-v17.4.0`)]]. [[u:That is the latest release]].\n"
          "- [[s:Docker Engine is 27.3.1]] [[c:with containerd 1.7.20]].\n"
          "- [[s:The `docker` group (GID 998) contains `gitlab-runner` and `ubuntu`]]; "
          "[[c:only `gitlab-runner` has sudo rights]].\n"
          "- [[s:The host runs Ubuntu 22.04 (jammy)]] [[c:on kernel 5.15.0-124-generic]].\n\n"
          "### Recommendation\n\n"
          "Membership in `docker` is root-equivalent; keep that group small. Check for updates with "
          "`apt list --upgradable | grep -E 'gitlab-runner|docker'`."},
]

# ---------------------------------------------------------------------------------------------------------
# fusilli — Debian 12 MariaDB replica
# ---------------------------------------------------------------------------------------------------------
FUS = Clock("2026-10-08T09:40:00+01:00")
FUS_MEM = 135_031_721_984
FUS_ROOT = 107_321_753_600
FUS_DATA = 3_838_496_481_280

fusilli_evidence = [
    steady("e1", FUS, age=3600,
           hostname="fusilli", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-26-amd64", cpu_model="Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz", cpu_cores=12,
           cpu_threads=24, memory_total_bytes=FUS_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": FUS_ROOT},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/mysql", "fstype": "xfs", "total_bytes": FUS_DATA}],
           network_interfaces=[{"name": "eno1", "mac": "b4:96:91:2c:5e:70", "addresses": ["10.8.0.14/24"], "is_up": True},
                               {"name": "eno2", "mac": "b4:96:91:2c:5e:71", "addresses": [], "is_up": False}],
           dns_servers=["10.8.0.2"], default_gateway="10.8.0.1", package_manager="dpkg",
           installed_packages={"mariadb-server": "1:10.11.6-0+deb12u1", "mariadb-client": "1:10.11.6-0+deb12u1",
                               "mariadb-backup": "1:10.11.6-0+deb12u1", "percona-toolkit": "3.2.1-1",
                               "prometheus-mysqld-exporter": "0.14.0-3+b5",
                               "linux-image-6.1.0-26-amd64": "6.1.112-1", "tzdata": "2026a-0+deb12u1",
                               "openssl": "3.0.17-1~deb12u2"},
           available_services=["mariadb.service", "ssh.service", "prometheus-mysqld-exporter.service",
                               "cron.service", "systemd-timesyncd.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "mysql", "uid": 106, "gid": 112, "home": "/nonexistent", "shell": "/bin/false"},
                  {"name": "prometheus", "uid": 107, "gid": 113, "home": "/var/lib/prometheus",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
                   {"name": "adm", "gid": 4, "members": ["ops"]},
                   {"name": "mysql", "gid": 112, "members": []}]),
    item("e2", "linux_service_status",
         unit("mariadb.service", "active", "running", pid=1844, since="2026-09-21T03:15:22+01:00",
              desc="MariaDB 10.11.6 database server"), FUS, age=20, args={"name": "mariadb"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "mariadb.service", "entries": [
        log_entry("2026-10-08T07:02:41+01:00", "mariadb.service", "warning",
                  "[Warning] Slave SQL: Could not execute Update_rows_v1 event on table shop.orders; Deadlock found "
                  "when trying to get lock; try restarting transaction, Error_code: 1213; handler error "
                  "HA_ERR_LOCK_DEADLOCK; the event's master log mariadb-bin.004417, end_log_pos 88213907, "
                  "Gtid 0-11-981190442, Internal MariaDB error code: 1213"),
        log_entry("2026-10-08T08:51:09+01:00", "mariadb.service", "err",
                  "[ERROR] Slave I/O: error reconnecting to master 'repl@10.8.0.11:3306' - retry-time: 60  "
                  "maximum-retries: 100000  message: Can't connect to server on '10.8.0.11' (110 \"Connection timed "
                  "out\"), Internal MariaDB error code: 2003"),
        log_entry("2026-10-08T08:53:10+01:00", "mariadb.service", "info",
                  "[Note] Slave I/O thread: connected to master 'repl@10.8.0.11:3306',replication starts at GTID "
                  "position '0-11-981273440'"),
        log_entry("2026-10-08T09:12:33+01:00", "mariadb.service", "warning",
                  "[Warning] Aborted connection 48211 to db: 'unconnected' user: 'exporter' host: 'localhost' "
                  "(Got an error reading communication packets)"),
    ]}, FUS, age=35, args={"unit": "mariadb.service", "since_minutes": 180}),
    item("e4", "linux_file_read", {"path": "/var/log/mysql/replica-status.txt", "offset": 0, "limit": 100,
                                   "total_lines": 14, "lines": [
        "# SHOW SLAVE STATUS, written 2026-10-08 09:38:01 by /etc/cron.d/replica-status",
        "Slave_IO_State: Waiting for master to send event",
        "Master_Host: 10.8.0.11",
        "Master_User: repl",
        "Master_Log_File: mariadb-bin.004419",
        "Read_Master_Log_Pos: 51200377",
        "Relay_Master_Log_File: mariadb-bin.004418",
        "Exec_Master_Log_Pos: 97731804",
        "Slave_IO_Running: Yes",
        "Slave_SQL_Running: Yes",
        "Last_SQL_Errno: 0",
        "Seconds_Behind_Master: 1287",
        "Using_Gtid: Slave_Pos",
        "Gtid_IO_Pos: 0-11-981311927",
    ]}, FUS, age=25, args={"path": "/var/log/mysql/replica-status.txt"}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", FUS_ROOT, 21_474_836_480),
        fs("/dev/md1", "/var/lib/mysql", "xfs", FUS_DATA, 2_651_289_174_016),
    ]}, FUS, age=30),
    item("e6", "linux_processes", processes(211, FUS_MEM, [
        (1844, "mariadbd", "mysql", 212.0, 105_226_698_752, "2026-09-21T03:15:21+01:00", "/usr/sbin/mariadbd"),
        (1102, "prometheus-mysq", "prometheus", 0.4, 41_943_040, "2026-09-21T03:14:58+01:00",
         "/usr/bin/prometheus-mysqld-exporter --config.my-cnf=/etc/mysql/exporter.cnf"),
        (27711, "perl", "ops", 0.1, 36_700_160, "2026-10-07T22:10:05+01:00",
         "/usr/bin/perl /usr/bin/pt-heartbeat --monitor --database percona --master-server-id 11"),
        (402, "systemd-journal", "root", 0.0, 26_214_400, "2026-09-21T03:14:44+01:00",
         "/lib/systemd/systemd-journald"),
        (1, "systemd", "root", 0.0, 13_631_488, "2026-09-21T03:14:41+01:00", "/sbin/init"),
    ]), FUS, age=540, args={"sort": "memory", "limit": 5}, complete=False),
    item("e7", "linux_system_info",
         system_info(18.3, [3.12, 3.40, 3.55], 1_491_880, "2026-09-21T03:14:40+01:00", FUS_MEM, 25_877_610_496,
                     8 * GiB, 1_288_490_189), FUS, age=40),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 21_495_808, "write_bytes_per_s": 96_731_136, "busy_percent": 38.2},
        {"device": "nvme1n1", "read_bytes_per_s": 21_495_808, "write_bytes_per_s": 96_731_136, "busy_percent": 36.9},
        {"device": "md0", "read_bytes_per_s": 0, "write_bytes_per_s": 204_800, "busy_percent": 0.4},
        {"device": "md1", "read_bytes_per_s": 42_991_616, "write_bytes_per_s": 96_468_992, "busy_percent": 41.5},
    ]}, FUS, age=30, args={"interval_seconds": 1.0}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-09-20T23:41:12+01:00", "upgrade", "mariadb-server", "1:10.11.4-1~deb12u1",
                      "1:10.11.6-0+deb12u1"),
        package_event("2026-09-20T23:41:12+01:00", "upgrade", "mariadb-client", "1:10.11.4-1~deb12u1",
                      "1:10.11.6-0+deb12u1"),
        package_event("2026-09-20T23:41:12+01:00", "upgrade", "mariadb-backup", "1:10.11.4-1~deb12u1",
                      "1:10.11.6-0+deb12u1"),
        package_event("2026-09-20T23:42:30+01:00", "install", "linux-image-6.1.0-26-amd64", None, "6.1.112-1"),
        package_event("2026-10-02T06:25:03+01:00", "upgrade", "tzdata", "2025b-0+deb12u1", "2026a-0+deb12u1"),
        package_event("2026-10-02T06:25:04+01:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.17-1~deb12u2"),
    ]}, FUS, age=60, args={"since_days": 30}),
]

fusilli_user = user("u1", "I restarted mariadb last night around 23:00 because the replica was lagging, "
                          "did that help at all?", FUS, age=120)

fusilli_answers = [
    {"q": "Is replication running on fusilli, and how far behind is it?", "ev": ["e2", "e4"],
     "a": "I read the replica status dump written by cron:\n\n"
          "```\n"
          "Slave_IO_Running: Yes\n"
          "Slave_SQL_Running: Yes\n"
          "Seconds_Behind_Master: 1287\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:Both the IO and the SQL thread are running]].\n"
          "- [[s:The replica is **1287 seconds** behind the primary]], which is 1287 / 60 = [[s:about 21.5 "
          "minutes]].\n"
          "- [[s:It replicates from `10.8.0.11` as user `repl`]], [[s:using GTID (`Slave_Pos`)]].\n"
          "- [[c:The IO thread has read up to `mariadb-bin.004418`]], [[s:while the SQL thread is still applying "
          "events from `mariadb-bin.004418`]].\n"
          "- [[s:`Last_SQL_Errno` is 0]], [[u:so the lag is simply a large batch job on the primary]].\n"
          "- [[c:The mariadb service itself has been active (running) since 12 September]].\n\n"
          "### Recommendation\n\n"
          "Watch the lag for a few minutes:\n\n"
          "```\nwatch -n 10 \"mariadb -e 'SHOW SLAVE STATUS\\G' | grep Seconds_Behind\"\n```"},

    {"q": "What happened with replication this morning?", "ev": ["e3"],
     "a": "Here are the key lines from the MariaDB journal (last 3 hours):\n\n"
          "```\n"
          "08:51:09 [ERROR] Slave I/O: error reconnecting to master 'repl@10.8.0.11:3306' ... (110 \"Connection timed out\")\n"
          "08:53:10 [Note] Slave I/O thread: connected to master 'repl@10.8.0.11:3306',replication starts at GTID position '0-11-981273440'\n"
          "```\n\n"
          "### Analysis\n\n"
          "1. [[s:At 08:51:09 the IO thread could not reach the primary 10.8.0.11]] [[s:(error 110, \"Connection "
          "timed out\")]] — [[c:i.e. 08:51 UTC]].\n"
          "2. [[s:It reconnected at 08:53:10]], 08:53:10 − 08:51:09 = [[s:about 2 minutes of outage]].\n"
          "3. [[s:Replication resumed from GTID position 0-11-981273440]].\n"
          "4. [[c:Earlier, at 07:02:41, the SQL thread hit a deadlock (error 1213) on `shop.order_items`]]; "
          "[[u:it was retried automatically and succeeded]].\n\n"
          "[[u:The connection drop was caused by the primary being restarted for maintenance]]. "
          "[[c:There were no other errors or warnings in that window]].\n\n"
          "### Recommendation\n\n"
          "Check the primary's log around 08:50 and the network path: `mtr -rwc 50 10.8.0.11`."},

    {"q": "How much memory does MariaDB use on fusilli?", "ev": ["e1", "e6", "e7"],
     "a": "Process list sorted by memory:\n\n"
          "```\n"
          "PID   NAME             USER        RSS\n"
          "1844  mariadbd         mysql       105226698752\n"
          "1102  prometheus-mysq  prometheus  41943040\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[t:`mariadbd` (PID 1844) has an RSS of about 98 GiB]].\n"
          "- [[s:Total RAM is 125.8 GiB]], so 98.0 / 125.8 = [[t:77.9% of RAM is MariaDB]].\n"
          "- [[t:The next biggest process is the mysqld exporter at only 40 MiB]].\n"
          "- [[s:The system has 24.1 GiB available]]; [[c:overall memory usage is at about 90%]].\n"
          "- [[c:Swap: 1.2 GiB of 4 GiB used]].\n\n"
          "[[u:`innodb_buffer_pool_size` is probably set to 96G]], which explains the RSS.\n\n"
          "### Recommendation\n\n"
          "Confirm the buffer pool size:\n\n"
          "```\nmariadb -e \"SELECT @@innodb_buffer_pool_size/1024/1024/1024 AS gib;\"\n```"},

    {"q": "Is the data volume filling up? And is the disk busy?", "ev": ["e5", "e8"],
     "a": "Filesystem usage:\n\n"
          "```\n"
          "/dev/md1  /var/lib/mysql  xfs   3838496481280  2651289174016  69.1%\n"
          "/dev/md0  /               ext4  107321753600   21474836480    20.0%\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:`/var/lib/mysql` is XFS on `/dev/md1`]], [[s:69.1% used]].\n"
          "- [[s:3.84 TB total]], [[s:2.65 TB used]] → 3.84 - 2.65 = [[c:about 1.19 TiB free]].\n"
          "- [[s:The root filesystem (`/dev/md0`) is only 20.0% used]].\n\n"
          "Disk I/O (1 s sample):\n\n"
          "```\n"
          "md1      read 42991616 B/s  write 96468992 B/s\n"
          "nvme0n1  busy 38.2%\n"
          "nvme1n1  busy 36.9%\n"
          "```\n\n"
          "- [[s:md1 is reading ~43 MB/s and writing ~96 MB/s]], [[c:and both NVMe members are above 90% "
          "busy]].\n"
          "- [[u:Most of the write load comes from the SQL thread catching up on the relay log]].\n\n"
          "### Recommendation\n\n"
          "No space problem for now. Keep an eye on `iostat -x 5` while the replica catches up."},

    {"q": "When was MariaDB last upgraded and what version is running now?", "ev": ["e1", "e2", "e9"],
     "a": "From the apt history (last 30 days):\n\n"
          "```\n"
          "2026-09-20 23:41:12  upgrade  mariadb-server  1:10.11.4-1~deb12u1 -> 1:10.11.6-0+deb12u1\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:MariaDB was upgraded on 20 September at 23:41]] [[s:from 10.11.4 to 10.11.6]].\n"
          "- [[s:The unit describes itself as MariaDB 10.11.6]] and [[s:has been active since 21 September "
          "03:15:22]], [[s:so the upgraded binary is the one running]].\n"
          "- [[s:A new kernel, `linux-image-6.1.0-26-amd64`, was installed right after]], [[s:and it is the "
          "kernel running now]].\n"
          "- [[c:`mariadb-backup` was not upgraded with the server]], so `mariabackup` may complain about the "
          "version mismatch.\n"
          "- [[c:The only other package change in the month was `tzdata` on 2 October]].\n"
          "- [[u:10.11.6 is the latest 10.11 release]].\n\n"
          "### Recommendation\n\n"
          "Run `apt list --upgradable 'mariadb*'` to see if a newer point release is available."},

    {"q": "I restarted MariaDB last night — did that help the lag?", "ev": ["e1", "e2", "e4", "e7"],
     "extra": [fusilli_user],
     "a": "Let me check the service state:\n\n"
          "```\n"
          "mariadb.service  active (running)  main PID 1844  since 2026-09-21 03:15:22 +01:00\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:systemd shows mariadb.service active since 2026-09-21 03:15:22]], [[s:so it was **not** "
          "restarted last night]]; [[s:the main PID is still 1844]].\n"
          "- [[s:The lag is still 1287 seconds]], 1287 s ≈ [[c:12.9 minutes]].\n"
          "- [[c:Load average is 3.12 / 3.40 / 3.85]] [[s:with CPU at 18.3%]] — [[c:on only 12 CPU threads]] "
          "that is moderate.\n"
          "- [[s:The machine has been up for about 17 days]].\n\n"
          "[[u:Perhaps the restart was done on the primary instead]].\n\n"
          "### Recommendation\n\n"
          "Check with `journalctl -u mariadb --since yesterday` which host you restarted."},

    {"q": "Which accounts exist on fusilli, and what hardware does it have?", "ev": ["e1"],
     "a": "From the system snapshot:\n\n"
          "```\n"
          "users:  ops (1000), mysql (106), prometheus (107)\n"
          "groups: sudo [ops], adm [ops], mysql []\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:There is one interactive account, `ops` (bash)]]; [[s:`mysql` and `prometheus` have no login "
          "shell]].\n"
          "- [[s:`ops` is in `sudo` and `adm`]], [[c:and also in the `mysql` group]].\n"
          "- CPU: [[s:Intel Xeon Silver 4310]], [[s:12 cores / 24 threads]].\n"
          "- RAM: 135031721984 bytes = [[c:about 135 GiB]].\n"
          "- Network: [[s:`eno1` has 10.8.0.14/24]]; [[c:`eno2` is up as well]].\n"
          "- [[s:OS is Debian 12 (bookworm)]].\n\n"
          "### Recommendation\n\n"
          "If `ops` needs to read MariaDB's files directly, add it with `usermod -aG mysql ops`."},
]

# ---------------------------------------------------------------------------------------------------------
# rigatoni — Fedora 41 workstation with an NVIDIA GPU
# ---------------------------------------------------------------------------------------------------------
RIG = Clock("2026-10-08T21:10:00+05:30")
RIG_MEM = 66_681_004_032
RIG_ROOT = 1_998_694_907_904

rigatoni_evidence = [
    steady("e1", RIG, age=2400,
           hostname="rigatoni", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.15.10-100.fc41.x86_64", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=RIG_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": RIG_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": RIG_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627_900_416},
                  {"device": "/dev/sda1", "mountpoint": "/data", "fstype": "ext4", "total_bytes": 4_000_650_887_168}],
           network_interfaces=[{"name": "enp14s0", "mac": "a8:a1:59:d2:04:7e", "addresses": ["192.168.1.42/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"akmod-nvidia": "3:575.64.05-1.fc41", "xorg-x11-drv-nvidia": "3:575.64.05-1.fc41",
                               "xorg-x11-drv-nvidia-cuda": "3:575.64.05-1.fc41",
                               "xorg-x11-drv-nvidia-libs": "3:575.64.05-1.fc41", "kernel": "6.15.10-100.fc41",
                               "blender": "1:4.2.3-2.fc41", "python3": "3.13.7-1.fc41", "gnome-shell": "47.9-1.fc41",
                               "firefox": "143.0-1.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "nvidia-persistenced.service",
                               "nvidia-powerd.service", "akmods.service", "sshd.service"],
           users=[{"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/bin/bash"},
                  {"name": "arjun", "uid": 1001, "gid": 1001, "home": "/home/arjun", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["priya"]},
                   {"name": "video", "gid": 39, "members": ["priya"]},
                   {"name": "render", "gid": 105, "members": ["priya"]}]),
    item("e2", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-08T17:48:12+05:30", None, "err",
                  "NVRM: Xid (PCI:0000:01:00): 79, pid=5521, name=python3, GPU has fallen off the bus."),
        log_entry("2026-10-08T17:48:12+05:30", None, "err", "NVRM: GPU 0000:01:00.0: GPU has fallen off the bus."),
        log_entry("2026-10-08T18:02:55+05:30", None, "warning",
                  "nvidia-modeset: WARNING: GPU:0: Lost display notification (0:0x00000000); continuing."),
        log_entry("2026-10-08T19:30:04+05:30", None, "err",
                  "NVRM: Xid (PCI:0000:01:00): 13, pid='<unknown>', name=<unknown>, Graphics SM Warp Exception on "
                  "(GPC 0, TPC 1, SM 0): Out Of Range Address"),
        log_entry("2026-10-08T20:41:17+05:30", None, "err",
                  "NVRM: Xid (PCI:0000:01:00): 31, pid=11032, name=python3, Ch 00000018, intr 00000000. MMU Fault: "
                  "ENGINE GRAPHICS GPCCLIENT_T1_0 faulted @ 0x7f3a_1c000000. Fault is of type FAULT_PDE "
                  "ACCESS_TYPE_VIRT_READ"),
        log_entry("2026-10-08T20:58:40+05:30", "user@1000.service", "warning",
                  "gnome-shell[2410]: Window manager warning: Overwriting existing binding of keysym 31 with keysym 31 "
                  "(keycode a)."),
    ]}, RIG, age=30, args={"priority": "warning", "since_minutes": 240}),
    item("e3", "linux_package_history", {"events": [
        package_event("2026-09-27T10:15:40+05:30", "install", "blender", None, "1:4.2.3-2.fc41"),
        package_event("2026-10-06T22:14:05+05:30", "upgrade", "akmod-nvidia", "3:570.169-1.fc41", "3:575.64.05-1.fc41"),
        package_event("2026-10-06T22:14:05+05:30", "upgrade", "xorg-x11-drv-nvidia", "3:570.169-1.fc41",
                      "3:575.64.05-1.fc41"),
        package_event("2026-10-06T22:14:05+05:30", "upgrade", "xorg-x11-drv-nvidia-cuda", "3:570.169-1.fc41",
                      "3:575.64.05-1.fc41"),
        package_event("2026-10-06T22:14:05+05:30", "upgrade", "xorg-x11-drv-nvidia-libs", "3:570.169-1.fc41",
                      "3:575.64.05-1.fc41"),
        package_event("2026-10-06T22:14:05+05:30", "install", "kernel", None, "6.15.10-100.fc41"),
        package_event("2026-10-06T22:14:05+05:30", "install", "kernel-core", None, "6.15.10-100.fc41"),
        package_event("2026-10-06T22:14:05+05:30", "remove", "kernel", "6.15.6-100.fc41", None),
    ]}, RIG, age=60, args={"since_days": 14}),
    item("e4", "linux_processes", processes(487, RIG_MEM, [
        (8841, "blender", "priya", 62.5, 10_307_921_510, "2026-10-08T19:05:12+05:30",
         "/usr/bin/blender /home/priya/render/scene_v7.blend"),
        (11032, "python3", "arjun", 104.2, 7_623_566_131, "2026-10-08T20:12:48+05:30",
         "python3 train.py --epochs 40 --batch-size 64"),
        (3105, "firefox", "priya", 3.1, 2_469_606_195, "2026-10-08T18:00:21+05:30", "/usr/lib64/firefox/firefox"),
        (2410, "gnome-shell", "priya", 2.7, 1_181_116_006, "2026-10-08T17:57:40+05:30", "/usr/bin/gnome-shell"),
        (10212, "jupyter-lab", "arjun", 0.3, 671_088_640, "2026-10-08T20:10:03+05:30",
         "/usr/bin/python3 /home/arjun/.local/bin/jupyter-lab --no-browser"),
        (3560, "Xwayland", "priya", 0.4, 325_058_560, "2026-10-08T17:57:44+05:30",
         "/usr/bin/Xwayland :0 -rootless -noreset -accessx -core -auth /run/user/1000/.mutter-Xwaylandauth.K3QZV2"),
    ]), RIG, age=45, args={"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_service_status", {"units": [
        unit("gdm.service", "active", "running", pid=1702, since="2026-10-08T17:56:48+05:30",
             desc="GNOME Display Manager"),
        unit("NetworkManager.service", "active", "running", pid=1190, since="2026-10-08T17:56:40+05:30",
             desc="Network Manager"),
        unit("nvidia-persistenced.service", "failed", "failed", desc="NVIDIA Persistence Daemon"),
        unit("nvidia-powerd.service", "active", "running", pid=1215, since="2026-10-08T17:56:41+05:30",
             desc="nvidia-powerd service"),
        unit("akmods.service", "active", "exited", since="2026-10-08T17:56:40+05:30",
             desc="Builds and install new kmods from akmod package"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
    ]}, RIG, age=600),
    item("e6", "linux_service_status",
         unit("nvidia-persistenced.service", "active", "running", pid=14877, since="2026-10-08T21:04:31+05:30",
              desc="NVIDIA Persistence Daemon"), RIG, age=20, args={"name": "nvidia-persistenced"}),
    item("e7", "linux_system_info",
         system_info(22.4, [4.81, 4.12, 3.66], 11_580, "2026-10-08T17:56:30+05:30", RIG_MEM, 41_016_365_056,
                     8 * GiB, 0), RIG, age=30),
    item("e8", "linux_file_read", {"path": "/proc/driver/nvidia/version", "offset": 0, "limit": 100,
                                   "total_lines": 2, "lines": [
        "NVRM version: NVIDIA UNIX x86_64 Kernel Module  575.64.05  Fri Jul 18 15:54:37 UTC 2025",
        "GCC version:  gcc version 14.3.1 20250523 (Red Hat 14.3.1-1) (GCC) ",
    ]}, RIG, age=25, args={"path": "/proc/driver/nvidia/version"}),
    item("e9", "linux_file_read", {}, RIG, age=20, args={"path": "/var/log/Xorg.0.log"}, complete=False,
         error="[Errno 2] No such file or directory: '/var/log/Xorg.0.log'"),
]

rigatoni_user_restart = user("u1", "I restarted nvidia-persistenced a few minutes ago.", RIG, age=240)
rigatoni_user_arjun = user("u2", "arjun says his CUDA jobs keep dying, is he missing a group?", RIG, age=60)

rigatoni_answers = [
    {"q": "My screen froze and I had to hard-reset earlier — what happened?", "ev": ["e2", "e7"],
     "a": "I checked the kernel log for the last 4 hours (warning and above):\n\n"
          "```\n"
          "17:48:12 NVRM: Xid (PCI:0000:01:00): 79, pid=5521, name=python3, GPU has fallen off the bus.\n"
          "17:48:12 NVRM: GPU 0000:01:00.0: GPU has fallen off the bus.\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:At 17:48:12 the driver logged **Xid 79** — \"GPU has fallen off the bus\"]]. [[s:The process "
          "using the GPU at that moment was `python3` (PID 5521)]].\n"
          "- Xid 79 means the card stopped answering on PCIe. [[u:In your case it was most likely overheating "
          "during that python3 job]].\n"
          "- [[s:The machine booted again at 17:56:30]], 17:56 − 17:48 = [[c:about 18 minutes after the "
          "crash]].\n"
          "- [[s:Since the reboot there have been two more Xid events]]: [[s:Xid 13 at 19:30:04]] and [[c:Xid 31 "
          "at 20:14:17]].\n"
          "- [[s:The \"fallen off the bus\" error has not repeated since the reboot]].\n"
          "- [[s:Current uptime is about 3 hours 13 minutes]].\n\n"
          "### Recommendation\n\n"
          "- Watch temperature and power while the GPU is loaded: `nvidia-smi -q -d TEMPERATURE,POWER -l 5`\n"
          "- Reseat the card and check the PCIe power cables; Xid 79 is often a power or slot issue."},

    {"q": "Which NVIDIA driver am I running, and when did it change?", "ev": ["e1", "e3", "e8"],
     "a": "The kernel module reports:\n\n"
          "```\n"
          "NVRM version: NVIDIA UNIX x86_64 Kernel Module  575.64.05  Fri Jul 18 15:54:37 UTC 2025\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:The loaded kernel module is **575.64.05**]], [[s:matching the installed `akmod-nvidia` "
          "3:575.64.05-1.fc41]].\n"
          "- [[s:It was upgraded on 6 October at 22:14]] [[c:from 565.77]].\n"
          "- [[s:A new kernel, 6.15.10-100.fc41, came in the same transaction]], [[s:and that is the kernel "
          "running now]].\n"
          "- [[c:The module was built with GCC 14.2.1]].\n"
          "- [[u:575.64.05 is the newest driver in RPM Fusion]], [[u:and the Xid errors started right after this "
          "upgrade]].\n\n"
          "### Recommendation\n\n"
          "If the problems began with this update, you can go back with `sudo dnf downgrade akmod-nvidia "
          "xorg-x11-drv-nvidia\\*`."},

    {"q": "Is nvidia-persistenced running?", "ev": ["e5"],
     "a": "From the service listing:\n\n"
          "```\n"
          "nvidia-persistenced.service  loaded  failed  failed  enabled  NVIDIA Persistence Daemon\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[t:`nvidia-persistenced` is in the **failed** state]], [[t:even though it is enabled]].\n"
          "- [[t:`nvidia-powerd` is active (running)]].\n"
          "- [[t:`akmods.service` ran at boot and exited successfully]].\n"
          "- [[t:sshd is running as well]].\n\n"
          "[[u:It probably failed because the GPU was not ready yet after the crash]].\n\n"
          "### Recommendation\n\n"
          "```\nsudo systemctl restart nvidia-persistenced\njournalctl -u nvidia-persistenced -b\n```"},

    {"q": "Is nvidia-persistenced OK now? Did anything else fail?", "ev": ["e5", "e6"],
     "extra": [rigatoni_user_restart],
     "a": "Current status of the unit:\n\n"
          "```\n"
          "nvidia-persistenced.service  active (running)  since 2026-10-08 21:04:31 +05:30\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:Yes — it is now **active (running)**]] [[c:with main PID 14787]], [[s:since 21:04:31]], "
          "21:10:00 − 21:04:31 = [[s:about 5½ minutes]].\n"
          "- [[t:No other unit in the listing is in the failed state]]; [[t:sshd is inactive and disabled]].\n\n"
          "[[u:The restart cleared the error left over from the 17:48 crash]].\n\n"
          "### Recommendation\n\n"
          "Enable persistence mode for the GPU too: `sudo nvidia-smi -pm 1`."},

    {"q": "What's eating my RAM?", "ev": ["e1", "e4", "e7"],
     "a": "Top processes by memory:\n\n"
          "```\n"
          "8841   blender   priya  10307921510\n"
          "11032  python3   arjun  7623566131\n"
          "3105   firefox   priya  2469606195\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:Blender (PID 8841, priya) is the biggest at ~9.6 GiB]], [[s:rendering `scene_v7.blend`]].\n"
          "- [[s:Arjun's `train.py` is second at ~7.1 GiB]] [[c:and is also the top CPU user at 140%]].\n"
          "- 9.6 + 7.1 + 2.3 = [[c:21.0 GiB for the top three together]].\n"
          "- [[c:Apart from these three, no process uses more than 1 GiB]].\n"
          "- [[s:Total RAM is 62.1 GiB]] and [[s:38.2 GiB is available]], so 62.1 − 38.2 = [[s:23.9 GiB in "
          "use]].\n"
          "- [[s:The 8 GiB swap is unused]].\n\n"
          "### Recommendation\n\n"
          "You have plenty of headroom. If blender grows further, lower the tile size or render from the CLI."},

    {"q": "Can you check the Xorg log for errors?", "ev": ["e2", "e9"],
     "a": "I tried to read `/var/log/Xorg.0.log`:\n\n"
          "```\n"
          "error: [Errno 2] No such file or directory: '/var/log/Xorg.0.log'\n"
          "```\n\n"
          "### Analysis\n\n"
          "- I could not read that file. [[u:Your session runs on Wayland, so Xwayland writes its log to "
          "`~/.local/share/xorg/` instead]], and [[u:that log shows no errors]].\n"
          "- The kernel journal is more useful here: [[s:there were three Xid errors in the last 4 hours (79, 13 "
          "and 31)]].\n"
          "- [[s:Xid 13 at 19:30:04 was a Graphics SM Warp Exception (\"Out Of Range Address\")]], [[u:triggered "
          "by Blender]].\n"
          "- [[c:Xid 31 at 20:41:17 was an MMU fault from `blender`, PID 11032]].\n"
          "- [[c:The \"Lost display notification\" warning came at 18:20:55]].\n\n"
          "### Recommendation\n\n"
          "```\njournalctl -b -k | grep -i xid\nls ~/.local/share/xorg/\n```"},

    {"q": "Arjun says his CUDA jobs keep dying — is he missing a group?", "ev": ["e1", "e4"],
     "extra": [rigatoni_user_arjun],
     "a": "From the account data:\n\n"
          "```\n"
          "video:39:priya\n"
          "render:105:priya\n"
          "wheel:10:priya\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:`arjun` (UID 1001) is not in `video` or `render`]] — [[s:only `priya` is]]. [[s:He is not in "
          "`wheel` either]].\n"
          "- For comparison, [[c:`priya` logs in with `/bin/zsh`]] and has all three groups.\n"
          "- However, [[s:his `python3 train.py` (PID 11032) is running right now]], [[c:and has been since "
          "19:12]]; [[s:he also has `jupyter-lab` (PID 10212) open]].\n\n"
          "[[u:So group permissions are not what kills his jobs]].\n\n"
          "### Recommendation\n\n"
          "Add him anyway, it does no harm:\n\n"
          "```\nsudo usermod -aG video,render arjun\n```"},
]

# ---------------------------------------------------------------------------------------------------------
# farfalle — AlmaLinux 9 NFS file server with XFS volumes
# ---------------------------------------------------------------------------------------------------------
FAR = Clock("2026-10-08T16:05:00-03:00")
FAR_MEM = 33_384_833_024
FAR_ROOT = 75_094_818_816
FAR_BOOT = 1_063_256_064
FAR_PROJ = 17_583_596_109_824
FAR_HOME = 4_396_972_834_816
FAR_SCR = 8_795_019_280_384

farfalle_evidence = [
    steady("e1", FAR, age=3600,
           hostname="farfalle", domain="lab.example.org", os_name="AlmaLinux", os_version="9.6",
           os_codename="Sage Margay", kernel="5.14.0-570.42.2.el9_6.x86_64",
           cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=FAR_MEM,
           disks=[{"device": "/dev/mapper/almalinux-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": FAR_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": FAR_BOOT},
                  {"device": "/dev/mapper/vg_export-lv_projects", "mountpoint": "/export/projects", "fstype": "xfs",
                   "total_bytes": FAR_PROJ},
                  {"device": "/dev/mapper/vg_export-lv_home", "mountpoint": "/export/home", "fstype": "xfs",
                   "total_bytes": FAR_HOME},
                  {"device": "/dev/mapper/vg_export-lv_scratch", "mountpoint": "/export/scratch", "fstype": "xfs",
                   "total_bytes": FAR_SCR}],
           network_interfaces=[{"name": "ens1f0", "mac": "40:a6:b7:3c:11:e0", "addresses": ["10.40.2.5/24"], "is_up": True},
                               {"name": "ens1f1", "mac": "40:a6:b7:3c:11:e1", "addresses": ["10.40.1.15/24"], "is_up": True}],
           dns_servers=["10.40.1.2", "10.40.1.3"], default_gateway="10.40.1.1", package_manager="rpm",
           installed_packages={"nfs-utils": "1:2.5.4-34.el9", "rpcbind": "1.2.6-7.el9", "xfsprogs": "6.4.0-5.el9",
                               "lvm2": "9:2.03.28-6.el9", "kernel": "5.14.0-570.42.2.el9_6",
                               "smartmontools": "1:7.2-9.el9", "firewalld": "1.3.4-9.el9_5"},
           available_services=["nfs-server.service", "rpcbind.service", "nfs-mountd.service", "nfs-idmapd.service",
                               "rpc-statd.service", "sshd.service", "firewalld.service", "chronyd.service",
                               "smartd.service"],
           users=[{"name": "marina", "uid": 1000, "gid": 1000, "home": "/home/marina", "shell": "/bin/bash"},
                  {"name": "lucas", "uid": 1001, "gid": 1001, "home": "/home/lucas", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["marina"]},
                   {"name": "projects", "gid": 2001, "members": ["marina", "lucas"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/almalinux-root", "/", "xfs", FAR_ROOT, 19_542_900_736),
        fs("/dev/nvme0n1p2", "/boot", "xfs", FAR_BOOT, 387_973_120),
        fs("/dev/mapper/vg_export-lv_projects", "/export/projects", "xfs", FAR_PROJ, 16_071_207_714_816),
        fs("/dev/mapper/vg_export-lv_home", "/export/home", "xfs", FAR_HOME, 3_281_338_302_464),
        fs("/dev/mapper/vg_export-lv_scratch", "/export/scratch", "xfs", FAR_SCR, 8_548_758_855_680),
    ]}, FAR, age=25),
    item("e3", "linux_service_status",
         unit("nfs-server.service", "active", "exited", since="2026-09-14T05:31:07-03:00",
              desc="NFS server and services"), FAR, age=20, args={"name": "nfs-server"}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "ens1f0", "mac": "40:a6:b7:3c:11:e0", "addresses": ["10.40.2.5/24"], "is_up": True},
                       {"name": "ens1f1", "mac": "40:a6:b7:3c:11:e1", "addresses": ["10.40.1.15/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1011, "sshd"),
                      listener(111, "0.0.0.0", 812, "rpcbind"),
                      listener(111, "0.0.0.0", 812, "rpcbind", proto="udp"),
                      listener(2049, "0.0.0.0", None, None),
                      listener(20048, "0.0.0.0", 1290, "rpc.mountd"),
                      listener(9100, "10.40.1.15", 1105, "node_exporter")],
        "connections": [connection("10.40.2.5:2049", "10.40.2.21:802", None, None),
                        connection("10.40.2.5:2049", "10.40.2.22:741", None, None),
                        connection("10.40.2.5:2049", "10.40.2.35:1017", None, None),
                        connection("10.40.2.5:2049", "10.40.2.48:868", None, None),
                        connection("10.40.2.5:2049", "10.40.2.61:955", None, None, status="TIME_WAIT"),
                        connection("10.40.1.15:22", "10.40.1.5:51844", 48213, "sshd"),
                        connection("10.40.1.15:9100", "10.40.1.9:39012", 1105, "node_exporter")],
    }, FAR, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-08T03:00:01-03:00", "nfs-mountd.service", "warning",
                  "rpc.mountd[1290]: refused mount request from 10.40.3.77 for /export/projects (/export/projects): "
                  "unmatched host"),
        log_entry("2026-10-08T09:15:44-03:00", None, "warning",
                  "nfsd: too many open TCP sockets, consider increasing the number of nfsd threads"),
        log_entry("2026-10-08T14:58:02-03:00", None, "err",
                  "sd 0:0:3:0: [sdd] tag#812 FAILED Result: hostbyte=DID_OK driverbyte=DRIVER_OK cmd_age=3s"),
        log_entry("2026-10-08T14:58:02-03:00", None, "err",
                  "critical medium error, dev sdd, sector 1887436800 op 0x0:(READ) flags 0x80700 phys_seg 8 prio class 2"),
        log_entry("2026-10-08T15:40:27-03:00", "smartd.service", "warning",
                  "Device: /dev/sdd [SAT], 8 Currently unreadable (pending) sectors"),
    ]}, FAR, age=40, args={"priority": "warning", "since_minutes": 1440}),
    item("e6", "linux_file_read", {"path": "/etc/exports", "offset": 0, "limit": 100, "total_lines": 5, "lines": [
        "# managed by ansible - do not edit by hand",
        "/export/projects  10.40.2.0/24(rw,sync,no_subtree_check,root_squash)",
        "/export/home      10.40.2.0/24(rw,sync,no_subtree_check) 10.40.1.5(rw,sync,no_root_squash)",
        "/export/scratch   10.40.0.0/16(rw,async,no_subtree_check)",
        "",
    ]}, FAR, age=25, args={"path": "/etc/exports"}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 31_400_000, "write_bytes_per_s": 12_000_000, "busy_percent": 44.1},
        {"device": "sdb", "read_bytes_per_s": 30_900_000, "write_bytes_per_s": 11_800_000, "busy_percent": 43.7},
        {"device": "sdc", "read_bytes_per_s": 29_800_000, "write_bytes_per_s": 12_200_000, "busy_percent": 42.9},
        {"device": "sdd", "read_bytes_per_s": 2_100_000, "write_bytes_per_s": 400_000, "busy_percent": 97.8},
        {"device": "dm-3", "read_bytes_per_s": 90_200_000, "write_bytes_per_s": 36_100_000, "busy_percent": 61.0},
        {"device": "dm-4", "read_bytes_per_s": 1_300_000, "write_bytes_per_s": 600_000, "busy_percent": 4.2},
        {"device": "dm-5", "read_bytes_per_s": 2_000_000, "write_bytes_per_s": 400_000, "busy_percent": 98.1},
    ]}, FAR, age=420, args={"interval_seconds": 1.0}),
    item("e8", "linux_file_changes", {"root": "/export/projects", "since": "2026-10-08T15:04:25-03:00", "files": [
        {"path": "/export/projects/geo-survey/runs/2026-10-08/run.log", "mtime": "2026-10-08T15:58:13-03:00",
         "size_bytes": 48_211_905},
        {"path": "/export/projects/geo-survey/runs/2026-10-08/out_0417.nc", "mtime": "2026-10-08T15:58:12-03:00",
         "size_bytes": 1_873_215_488},
        {"path": "/export/projects/geo-survey/runs/2026-10-08/out_0416.nc", "mtime": "2026-10-08T15:51:40-03:00",
         "size_bytes": 1_869_021_184},
        {"path": "/export/projects/geo-survey/runs/2026-10-08/out_0415.nc", "mtime": "2026-10-08T15:45:03-03:00",
         "size_bytes": 1_871_118_336},
        {"path": "/export/projects/geo-survey/runs/2026-10-08/out_0414.nc", "mtime": "2026-10-08T15:38:29-03:00",
         "size_bytes": 1_870_069_760},
        {"path": "/export/projects/geo-survey/runs/2026-10-08/out_0413.nc", "mtime": "2026-10-08T15:31:55-03:00",
         "size_bytes": 1_866_924_032},
        {"path": "/export/projects/geo-survey/runs/2026-10-08/out_0412.nc", "mtime": "2026-10-08T15:25:20-03:00",
         "size_bytes": 1_872_166_912},
        {"path": "/export/projects/admin/budget/FY2027_draft.xlsx", "mtime": "2026-10-08T15:22:40-03:00",
         "size_bytes": 284_913},
    ]}, FAR, age=35, args={"root": "/export/projects", "since_minutes": 60, "limit": 8}, complete=False),
    item("e9", "linux_system_info",
         system_info(9.4, [6.12, 5.84, 5.27], 2_111_678, "2026-09-14T05:29:52-03:00", FAR_MEM, 13_743_895_347,
                     4 * GiB, 12 * MiB), FAR, age=30),
    item("e10", "linux_processes", processes(4, FAR_MEM, [
        (812, "rpcbind", "rpc", 0.0, 4_194_304, "2026-09-14T05:30:41-03:00", "/usr/bin/rpcbind -w -f"),
        (1188, "rpc.statd", "rpcuser", 0.0, 5_242_880, "2026-09-14T05:31:02-03:00", "/usr/sbin/rpc.statd"),
        (1276, "rpc.idmapd", "root", 0.0, 3_145_728, "2026-09-14T05:31:04-03:00", "/usr/sbin/rpc.idmapd"),
        (1290, "rpc.mountd", "root", 0.1, 6_291_456, "2026-09-14T05:31:05-03:00", "/usr/sbin/rpc.mountd"),
    ]), FAR, age=30, args={"name": "rpc", "sort": "pid"}),
]

farfalle_answers = [
    {"q": "How full are the NFS exports on farfalle?", "ev": ["e2"],
     "a": "Filesystem usage:\n\n"
          "```\n"
          "/dev/mapper/vg_export-lv_projects  /export/projects  xfs  91.4%\n"
          "/dev/mapper/vg_export-lv_home      /export/home      xfs  74.6%\n"
          "/dev/mapper/vg_export-lv_scratch   /export/scratch   xfs  97.2%\n"
          "```\n\n"
          "### Analysis\n\n"
          "| Export | Size | Used | Free |\n"
          "|---|---|---|---|\n"
          "| /export/projects | [[s:16.0 TiB]] | [[c:14.9 TiB]] | [[s:~1.4 TiB]] |\n"
          "| /export/home | 4.0 TiB | 3.0 TiB | [[s:~1.0 TiB]] |\n"
          "| /export/scratch | [[s:8.0 TiB]] | [[s:7.8 TiB]] | [[c:~24 GB]] |\n\n"
          "- [[s:`/export/scratch` is the fullest at 97.2%]] — this is critical.\n"
          "- [[s:`/export/projects` is at 91.4%]].\n"
          "- [[c:All three export volumes are above 90%]].\n"
          "- [[s:The root filesystem is fine at 26.0%]].\n\n"
          "### Recommendation\n\n"
          "Clean up scratch first: `find /export/scratch -type f -atime +30 -size +1G -ls`"},

    {"q": "Which clients are connected over NFS right now?", "ev": ["e4"],
     "a": "Connections to port 2049:\n\n"
          "```\n"
          "10.40.2.5:2049  10.40.2.21:802   ESTABLISHED\n"
          "10.40.2.5:2049  10.40.2.22:741   ESTABLISHED\n"
          "10.40.2.5:2049  10.40.2.35:1017  ESTABLISHED\n"
          "10.40.2.5:2049  10.40.2.48:868   ESTABLISHED\n"
          "10.40.2.5:2049  10.40.2.61:955   TIME_WAIT\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:Four clients have active NFS sessions]]: [[c:10.40.2.21, 10.40.2.22, 10.40.2.35 and "
          "10.40.2.46]].\n"
          "- [[s:10.40.2.61 has just disconnected (TIME_WAIT)]].\n"
          "- [[s:No other hosts are connected to the NFS port]]; [[s:all clients are in 10.40.2.0/24]].\n"
          "- [[s:nfsd listens on 2049 with no user-space PID]] — it's the in-kernel server.\n"
          "- [[c:`rpc.mountd` is listening on port 20049]].\n"
          "- [[s:There is also one SSH session, from 10.40.1.5]].\n\n"
          "[[u:10.40.2.48 is the client behind this morning's nfsd socket warning]].\n\n"
          "### Recommendation\n\n"
          "For per-client detail use `cat /proc/fs/nfsd/clients/*/info`."},

    {"q": "A user on 10.40.3.77 can't mount /export/projects — why?", "ev": ["e5", "e6"],
     "a": "From `/etc/exports`:\n\n"
          "```\n"
          "/export/projects  10.40.2.0/24(rw,sync,no_subtree_check,root_squash)\n"
          "```\n\n"
          "and the journal:\n\n"
          "```\n"
          "03:00:01 rpc.mountd[1290]: refused mount request from 10.40.3.77 for /export/projects (/export/projects): unmatched host\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:`/export/projects` is exported only to 10.40.2.0/24]], [[s:so 10.40.3.77 is not allowed]].\n"
          "- [[s:mountd refused the request at 03:00:01 with \"unmatched host\"]] ([[c:03:00 UTC]]).\n"
          "- [[s:`/export/scratch` is exported to the whole 10.40.0.0/16]], [[s:so that host *can* mount "
          "scratch]]; [[c:scratch is exported with `sync`]].\n"
          "- [[s:`/export/home` grants `no_root_squash` to 10.40.1.5 only]].\n\n"
          "[[u:The user was probably moved to the new 10.40.3.x VLAN recently]].\n\n"
          "### Recommendation\n\n"
          "Add the client (through ansible, the file says it is managed) and reload:\n\n"
          "```\n/export/projects  10.40.2.0/24(...) 10.40.3.77(rw,sync,no_subtree_check,root_squash)\n"
          "exportfs -ra\n```"},

    {"q": "Are there any disk problems on farfalle?", "ev": ["e1", "e5"],
     "a": "Relevant kernel and smartd lines from the last 24 h:\n\n"
          "```\n"
          "14:58:02 sd 0:0:3:0: [sdd] tag#812 FAILED Result: hostbyte=DID_OK driverbyte=DRIVER_OK cmd_age=3s\n"
          "14:58:02 critical medium error, dev sdd, sector 1887436800 op 0x0:(READ) ...\n"
          "15:40:27 Device: /dev/sdd [SAT], 8 Currently unreadable (pending) sectors\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:`/dev/sdd` had a read failure (critical medium error) at 14:58:02]] [[c:on sector "
          "1887463800]].\n"
          "- [[s:smartd reports 8 pending (unreadable) sectors on sdd]], [[c:logged at 15:04]].\n"
          "- [[u:sdd is one of the physical volumes of `vg_export` behind /export/scratch]].\n"
          "- [[s:There are no XFS error messages in the last 24 hours]], [[u:so the filesystem metadata is "
          "intact]].\n"
          "- [[c:This is the only warning in the last day]].\n"
          "- [[s:smartmontools 7.2 is installed]], so you can query the drive directly.\n\n"
          "### Recommendation\n\n"
          "```\nsmartctl -a /dev/sdd\npvs -o+devices\n```\n\nPlan a replacement for sdd."},

    {"q": "Is the disk I/O saturated?", "ev": ["e7"],
     "a": "I/O sample (1 s interval):\n\n"
          "```\n"
          "sdd   read 2100000 B/s   write 400000 B/s    busy 97.8%\n"
          "dm-5  read 2000000 B/s   write 400000 B/s    busy 98.1%\n"
          "dm-3  read 90200000 B/s  write 36100000 B/s  busy 61.0%\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[t:`sdd` is 97.8% busy while reading only ~2.1 MB/s]] — a classic sign of a drive "
          "retrying bad sectors.\n"
          "- [[t:`dm-5` is also ~98% busy]]; [[u:dm-5 is the scratch logical volume]].\n"
          "- [[t:sda, sdb and sdc are each around 43–44% busy]], reading 31.4 + 30.9 + 29.8 = [[t:92.1 MB/s "
          "combined]].\n\n"
          "[[u:The slowness users notice is caused by sdd]].\n\n"
          "### Recommendation\n\n"
          "Take a longer sample: `iostat -xm 5 3`, and map dm devices with `dmsetup ls`."},

    {"q": "What changed in /export/projects in the last hour?", "ev": ["e8"],
     "a": "Recently modified files (limit 8):\n\n"
          "```\n"
          "15:58:13  geo-survey/runs/2026-10-08/run.log       48211905\n"
          "15:58:12  geo-survey/runs/2026-10-08/out_0417.nc   1873215488\n"
          "15:51:40  geo-survey/runs/2026-10-08/out_0416.nc   1869021184\n"
          "...\n"
          "15:22:40  admin/budget/FY2027_draft.xlsx           284913\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:The newest change is `run.log` at 15:58:13]], [[s:followed by `out_0417.nc` one second "
          "earlier]].\n"
          "- [[s:The geo-survey run writes a new NetCDF file roughly every 6½ minutes]], [[s:each about 1.87 "
          "GB]]: 6 files × 1.87 GB ≈ [[c:10.2 GB]] in the last hour.\n"
          "- [[s:`admin/budget/FY2027_draft.xlsx` was edited at 15:22:40]].\n"
          "- [[u:Only these 8 files changed in the last hour]], [[u:and `out_0417.nc` is the largest file "
          "written]].\n\n"
          "### Recommendation\n\n"
          "For a full list: `find /export/projects -mmin -60 -type f -printf '%TT %s %p\\n' | sort`"},

    {"q": "Is the NFS server running? Which OS, kernel and nfs-utils does farfalle have?",
     "ev": ["e1", "e3", "e9", "e10"],
     "a": "Service status:\n\n"
          "```\n"
          "nfs-server.service  loaded  active  exited  enabled  since 2026-09-14 05:31:07 -03:00\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:nfs-server is **active (exited)**]], which is the normal state for this unit; [[u:the kernel "
          "nfsd threads keep serving after the unit's start script exits]].\n"
          "- [[s:It has been active since 14 September]], [[c:about 34 days]].\n"
          "- [[s:The userspace helpers are all there: rpcbind (812), rpc.statd (1188), rpc.idmapd (1276) and "
          "rpc.mountd (1290)]]; [[s:there is no rpc.gssd running]].\n"
          "- [[s:AlmaLinux 9.6]], [[s:kernel 5.14.0-570.42.2.el9_6]], [[c:nfs-utils 2.5.4-27.el9]].\n"
          "- [[s:Load average is 6.12 / 5.84 / 5.27]], [[c:which is high for an 8-thread CPU]]; [[u:it comes "
          "from nfsd threads in D state waiting on sdd]].\n"
          "- Memory: [[s:12.8 GiB available of 31.1 GiB]].\n\n"
          "### Recommendation\n\n"
          "Check the thread count with `cat /proc/fs/nfsd/threads` and raise it in `/etc/nfs.conf` if needed."},
]

# ---------------------------------------------------------------------------------------------------------
# orzo — microk8s single node on Ubuntu 24.04 (home automation)
# ---------------------------------------------------------------------------------------------------------
ORZ = Clock("2026-10-08T11:50:00+10:30")
ORZ_MEM = 33_340_334_080


def event(name: str, obj: str, reason: str, message: str, etype: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "home"},
            "involvedObject": {"kind": "Pod", "namespace": "home", "name": obj},
            "reason": reason, "message": message, "type": etype, "count": count,
            "firstTimestamp": first, "lastTimestamp": last, "source": {"component": "kubelet", "host": "orzo"}}


orzo_evidence = [
    steady("e1", ORZ, age=5400, stale_sources=["users"],
           hostname="orzo", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-84-generic", cpu_model="12th Gen Intel(R) Core(TM) i5-1240P", cpu_cores=12,
           cpu_threads=16, memory_total_bytes=ORZ_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 982_141_468_672},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168}],
           network_interfaces=[{"name": "enp86s0", "mac": "48:21:0b:5a:9c:e2", "addresses": ["192.168.20.40/24"], "is_up": True},
                               {"name": "wlo1", "mac": "a0:b3:39:71:0d:4f", "addresses": [], "is_up": False},
                               {"name": "vxlan.calico", "mac": "66:c1:2e:94:7b:03", "addresses": ["10.1.133.192/32"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.20.1", package_manager="dpkg",
           installed_packages={"snapd": "2.71+ubuntu24.04", "openssh-server": "1:9.6p1-3ubuntu13.14",
                               "linux-image-generic": "6.8.0-84.84"},
           available_services=["snap.microk8s.daemon-kubelite.service", "snap.microk8s.daemon-containerd.service",
                               "snap.microk8s.daemon-k8s-dqlite.service",
                               "snap.microk8s.daemon-apiserver-kicker.service",
                               "snap.microk8s.daemon-cluster-agent.service", "snap.microk8s.daemon-flanneld.service",
                               "ssh.service"],
           users=[{"name": "matt", "uid": 1000, "gid": 1000, "home": "/home/matt", "shell": "/bin/bash"},
                  {"name": "sam", "uid": 1001, "gid": 1001, "home": "/home/sam", "shell": "/bin/bash"}],
           groups=[{"name": "microk8s", "gid": 997, "members": ["matt"]},
                   {"name": "sudo", "gid": 27, "members": ["matt"]}]),
    item("e2", "kubernetes_get", {"context": "microk8s", "namespace": None, "items": [node("orzo", True, "v1.31.9")]},
         ORZ, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "microk8s", "namespace": "home", "items": [
        pod("homeassistant-7c9d5f6b8-q2lmx", "home", "Running", "orzo", started="2026-10-01T09:52:10Z"),
        pod("mosquitto-5b7f9c6d4d-8xk2p", "home", "Running", "orzo", restarts=2, started="2026-10-01T09:52:08Z"),
        pod("zigbee2mqtt-6f8d7c9b5-tw4rn", "home", "Running", "orzo", restarts=37, ready=False,
            waiting="CrashLoopBackOff", started="2026-10-01T09:52:12Z"),
        pod("nodered-84c6b7d9f-mm5zt", "home", "Pending", "orzo", ready=False, waiting="ImagePullBackOff",
            started="2026-10-08T00:32:44Z"),
        pod("postgres-0", "home", "Running", "orzo", started="2026-10-01T09:52:05Z"),
    ]}, ORZ, age=25, args={"resource": "pods", "namespace": "home"}),
    item("e4", "kubernetes_get", {"context": "microk8s", "namespace": "home", "items": [
        deployment("homeassistant", "home", 1, 1),
        deployment("mosquitto", "home", 1, 1),
        deployment("zigbee2mqtt", "home", 1, 0),
        deployment("nodered", "home", 1, 0),
    ]}, ORZ, age=25, args={"resource": "deployments", "namespace": "home"}),
    item("e5", "kubernetes_get", {"context": "microk8s", "namespace": "home", "items": [
        event("zigbee2mqtt-6f8d7c9b5-tw4rn.17fc2a9e01b4c3d2", "zigbee2mqtt-6f8d7c9b5-tw4rn", "BackOff",
              "Back-off restarting failed container zigbee2mqtt in pod "
              "zigbee2mqtt-6f8d7c9b5-tw4rn_home(5c1e9a7d-3b2f-4e61-9d0a-7f2c8b1e4a63)",
              "Warning", 412, "2026-10-07T22:44:40Z", "2026-10-08T01:18:55Z"),
        event("nodered-84c6b7d9f-mm5zt.17fc31b7c0e2a118", "nodered-84c6b7d9f-mm5zt", "Scheduled",
              "Successfully assigned home/nodered-84c6b7d9f-mm5zt to orzo", "Normal", 1,
              "2026-10-08T00:32:44Z", "2026-10-08T00:32:44Z"),
        event("nodered-84c6b7d9f-mm5zt.17fc31b8d14f5a20", "nodered-84c6b7d9f-mm5zt", "Failed",
              "Failed to pull image \"nodered/node-red:4.1.9\": rpc error: code = NotFound desc = failed to pull and "
              "unpack image \"docker.io/nodered/node-red:4.1.9\": failed to resolve reference "
              "\"docker.io/nodered/node-red:4.1.9\": docker.io/nodered/node-red:4.1.9: not found",
              "Warning", 9, "2026-10-08T00:32:50Z", "2026-10-08T01:16:02Z"),
        event("nodered-84c6b7d9f-mm5zt.17fc31b9a2d7e644", "nodered-84c6b7d9f-mm5zt", "BackOff",
              "Back-off pulling image \"nodered/node-red:4.1.9\"", "Normal", 188,
              "2026-10-08T00:33:05Z", "2026-10-08T01:19:20Z"),
    ]}, ORZ, age=25, args={"resource": "events", "namespace": "home"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "snap.microk8s.daemon-kubelite.service", "entries": [
        log_entry("2026-10-08T11:31:04+10:30", "snap.microk8s.daemon-kubelite.service", "err",
                  "pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for "
                  "\\\"zigbee2mqtt\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=zigbee2mqtt "
                  "pod=zigbee2mqtt-6f8d7c9b5-tw4rn_home\\\"\" pod=\"home/zigbee2mqtt-6f8d7c9b5-tw4rn\""),
        log_entry("2026-10-08T11:36:02+10:30", "snap.microk8s.daemon-kubelite.service", "err",
                  "log.go:32] \"PullImage from image service failed\" err=\"rpc error: code = NotFound desc = failed "
                  "to pull and unpack image \\\"docker.io/nodered/node-red:4.1.9\\\": not found\" "
                  "image=\"nodered/node-red:4.1.9\""),
        log_entry("2026-10-08T11:46:10+10:30", "snap.microk8s.daemon-kubelite.service", "err",
                  "pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for "
                  "\\\"zigbee2mqtt\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=zigbee2mqtt "
                  "pod=zigbee2mqtt-6f8d7c9b5-tw4rn_home\\\"\" pod=\"home/zigbee2mqtt-6f8d7c9b5-tw4rn\""),
    ]}, ORZ, age=30, args={"unit": "snap.microk8s.daemon-kubelite.service", "since_minutes": 30, "limit": 20}),
    item("e7", "linux_system_info",
         system_info(14.6, [0.92, 1.10, 1.05], 574_514, "2026-10-01T19:14:21+09:30", ORZ_MEM, 20_830_000_000,
                     0, 0), ORZ, age=25),
    item("e8", "linux_service_status", {"units": [
        unit("snap.microk8s.daemon-k8s-dqlite.service", "active", "running", pid=1905,
             since="2026-10-01T19:14:55+09:30", desc="Service for snap application microk8s.daemon-k8s-dqlite"),
        unit("snap.microk8s.daemon-containerd.service", "active", "running", pid=1987,
             since="2026-10-01T19:14:58+09:30", desc="Service for snap application microk8s.daemon-containerd"),
        unit("snap.microk8s.daemon-kubelite.service", "active", "running", pid=2210,
             since="2026-10-01T19:15:02+09:30", desc="Service for snap application microk8s.daemon-kubelite"),
        unit("snap.microk8s.daemon-cluster-agent.service", "active", "running", pid=2188,
             since="2026-10-01T19:15:01+09:30", desc="Service for snap application microk8s.daemon-cluster-agent"),
        unit("snap.microk8s.daemon-apiserver-kicker.service", "active", "running", pid=2302,
             since="2026-10-01T19:15:04+09:30", desc="Service for snap application microk8s.daemon-apiserver-kicker"),
        unit("snap.microk8s.daemon-flanneld.service", "inactive", "dead", ufs="disabled",
             desc="Service for snap application microk8s.daemon-flanneld"),
        unit("ssh.service", "active", "running", pid=1120, since="2026-10-01T19:14:40+09:30",
             desc="OpenBSD Secure Shell server"),
    ]}, ORZ, age=30),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 2_930_110, "tx_bytes_per_s": 2_930_110},
        {"name": "enp86s0", "rx_bytes_per_s": 1_248_000, "tx_bytes_per_s": 312_400},
        {"name": "wlo1", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "vxlan.calico", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "cali7d3e1f09a2b", "rx_bytes_per_s": 48_200, "tx_bytes_per_s": 51_900},
    ]}, ORZ, age=20, args={"interval_seconds": 1.0}),
    item("e10", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-08T09:12:47+10:30", None, "info", "usb 1-3: USB disconnect, device number 7"),
        log_entry("2026-10-08T09:12:47+10:30", None, "info",
                  "cp210x ttyUSB0: cp210x converter now disconnected from ttyUSB0"),
        log_entry("2026-10-08T09:12:49+10:30", None, "info",
                  "usb 1-3: new full-speed USB device number 8 using xhci_hcd"),
        log_entry("2026-10-08T09:12:49+10:30", None, "info",
                  "usb 1-3: New USB device found, idVendor=10c4, idProduct=ea60, bcdDevice= 1.00"),
        log_entry("2026-10-08T09:12:50+10:30", None, "info", "cp210x 1-3:1.0: cp210x converter detected"),
        log_entry("2026-10-08T09:12:50+10:30", None, "info", "usb 1-3: cp210x converter now attached to ttyUSB1"),
    ]}, ORZ, age=40, args={"grep": "usb", "since_minutes": 240}),
]

orzo_user_nodered = user("u1", "I bumped node-red to 4.1.9 this morning and now it won't come up.", ORZ, age=120)
orzo_user_sam = user("u2", "I added sam to the microk8s group yesterday, can she use kubectl now?", ORZ, age=60)

orzo_answers = [
    {"q": "Are all my pods healthy?", "ev": ["e3"],
     "a": "Here is the pod list for namespace `home`:\n\n"
          "```\n"
          "NAME                           READY  STATUS            RESTARTS\n"
          "homeassistant-7c9d5f6b8-q2lmx  1/1    Running           0\n"
          "mosquitto-5b7f9c6d4d-8xk2p     1/1    Running           2\n"
          "zigbee2mqtt-6f8d7c9b5-tw4rn    0/1    CrashLoopBackOff  37\n"
          "nodered-84c6b7d9f-mm5zt        0/1    ImagePullBackOff  0\n"
          "postgres-0                     1/1    Running           0\n"
          "```\n\n"
          "### Analysis\n\n"
          "[[c:No — 3 of the 5 pods are unhealthy]]:\n\n"
          "- [[s:`zigbee2mqtt` is in **CrashLoopBackOff** with 37 restarts]].\n"
          "- [[s:`nodered` is stuck in ImagePullBackOff (phase Pending)]].\n"
          "- [[s:`homeassistant`, `mosquitto` and `postgres-0` are Running and ready]]; [[c:mosquitto has never "
          "restarted]].\n"
          "- [[s:All pods are scheduled on the node `orzo`]].\n\n"
          "[[u:The system pods in `kube-system` are all fine too]].\n\n"
          "### Recommendation\n\n"
          "```\nmicrok8s kubectl -n home describe pod zigbee2mqtt-6f8d7c9b5-tw4rn\n"
          "microk8s kubectl -n home logs zigbee2mqtt-6f8d7c9b5-tw4rn --previous\n```"},

    {"q": "Why does zigbee2mqtt keep crashing?", "ev": ["e3", "e5", "e10"],
     "a": "The kernel USB messages are interesting:\n\n"
          "```\n"
          "09:12:47 usb 1-3: USB disconnect, device number 7\n"
          "09:12:47 cp210x ttyUSB0: cp210x converter now disconnected from ttyUSB0\n"
          "09:12:50 usb 1-3: cp210x converter now attached to ttyUSB1\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:At 09:12:47 the CP210x USB serial adapter on port 1-3 disconnected from ttyUSB0]].\n"
          "- [[s:It came back 3 seconds later as **ttyUSB1**]].\n"
          "- [[s:The BackOff events for zigbee2mqtt start at 22:44:40 UTC]], [[c:which is 09:44:40 local "
          "time]]; [[s:the BackOff event has fired 412 times since]].\n"
          "- [[c:The pod has restarted 27 times]].\n\n"
          "[[u:zigbee2mqtt is configured for `/dev/ttyUSB0`, so it can no longer open the adapter and exits]].\n\n"
          "### Recommendation\n\n"
          "Point zigbee2mqtt at the stable path instead of ttyUSBx:\n\n"
          "```\nls -l /dev/serial/by-id/\n# serial: port: /dev/serial/by-id/usb-Silicon_Labs_CP2102N_...-if00-port0\n```"},

    {"q": "Node-RED won't come up after I bumped the image tag — what's wrong?", "ev": ["e4", "e5"],
     "extra": [orzo_user_nodered],
     "a": "The events in `home` show:\n\n"
          "```\n"
          "Failed  Failed to pull image \"nodered/node-red:4.1.9\": rpc error: code = NotFound ... not found\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:The pull fails with NotFound for `docker.io/nodered/node-red:4.1.9`]].\n"
          "- [[c:It has failed 19 times]], [[s:first at 00:32:50 UTC]] ([[s:11:02:50 your time]]).\n"
          "- [[s:The `nodered` deployment has 0 of 1 replicas ready]].\n"
          "- [[c:All the other deployments are fully available]].\n\n"
          "[[u:4.1.9 has not been released yet; the newest tag is 4.1.2]].\n\n"
          "### Recommendation\n\n"
          "```\nmicrok8s kubectl -n home set image deployment/nodered nodered=nodered/node-red:4.1\n```"},

    {"q": "Is microk8s itself OK?", "ev": ["e2", "e6", "e8"],
     "a": "Service state:\n\n"
          "```\n"
          "snap.microk8s.daemon-kubelite.service    active running  PID 2210\n"
          "snap.microk8s.daemon-containerd.service  active running  PID 1987\n"
          "snap.microk8s.daemon-k8s-dqlite.service  active running  PID 1905\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:The node `orzo` is **Ready**]] [[c:with kubelet v1.32.9]].\n"
          "- [[s:kubelite, containerd and k8s-dqlite are all active (running)]].\n"
          "- [[s:flanneld is inactive and disabled]], [[u:because Calico is the CNI]].\n"
          "- [[s:kubelite has been running since 1 October 19:15]], [[c:about 5 days]].\n"
          "- [[s:In the last 30 minutes the kubelet log only shows the zigbee2mqtt CrashLoopBackOff and the "
          "node-red image pull failure]].\n"
          "- [[c:SSH is not running]], so manage it from the console.\n\n"
          "### Recommendation\n\n"
          "`microk8s inspect` collects a full report if you want to dig deeper."},

    {"q": "How much CPU and memory is orzo using?", "ev": ["e1", "e7"],
     "a": "```\n"
          "cpu_percent: 14.6   load_average: [0.92, 1.10, 1.05]\n"
          "memory: total 33340334080  available 20830000000\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:CPU is at 14.6%]] and [[s:the load average is 0.92 / 1.10 / 1.05]] on [[c:12 threads (Core "
          "i5-1240P)]] — basically idle.\n"
          "- RAM: [[s:31.1 GiB total]], [[s:19.4 GiB available]] → 31.1 - 19.4 = [[c:12.7 GiB used]].\n"
          "- [[s:No swap is configured]].\n"
          "- [[s:Booted on 1 October at 19:14]], [[s:up about 6 days 15 hours]].\n"
          "- [[s:Ubuntu 24.04 on kernel 6.8.0-84-generic]].\n\n"
          "### Recommendation\n\n"
          "Plenty of headroom for more workloads."},

    {"q": "Can sam run microk8s commands now?", "ev": ["e1"], "extra": [orzo_user_sam],
     "a": "From the system snapshot:\n\n"
          "```\n"
          "microk8s:997:matt\n"
          "sudo:27:matt\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[t:Only `matt` is in the `microk8s` group]]; [[t:`sam` (UID 1001) is not a member]].\n"
          "- [[t:`matt` also has sudo]], [[t:sam does not]].\n"
          "- [[s:The host is Ubuntu 24.04]] and microk8s comes from the snap.\n\n"
          "[[u:The group change did not take effect because sam has not logged out and back in]].\n\n"
          "### Recommendation\n\n"
          "```\nid sam\nsudo usermod -aG microk8s sam\n# then sam runs: newgrp microk8s\n```"},

    {"q": "Is there a lot of network traffic? Please cite the evidence.", "ev": ["e8", "e9"],
     "a": "Traffic sample (e9):\n\n"
          "```\n"
          "enp86s0          rx 1248000 B/s  tx 312400 B/s\n"
          "cali7d3e1f09a2b  rx 48200 B/s    tx 51900 B/s\n"
          "```\n\n"
          "### Analysis\n\n"
          "- [[s:enp86s0 is receiving about 1.25 MB/s (e9)]] [[c:and sending about 3.1 MB/s (e9)]].\n"
          "- In bits: 1.25 MB/s × 8 = [[c:100 Mbit/s]], so the link is far from full.\n"
          "- [[s:The pod interface `cali7d3e1f09a2b` moves about 50 KB/s each way (e9)]].\n"
          "- [[s:wlo1 carries no traffic (e9)]].\n"
          "- [[u:Most of the inbound traffic is Home Assistant camera streams (e8)]].\n"
          "- [[u:`vxlan.calico` has the address 10.1.133.192 (e8)]].\n\n"
          "### Recommendation\n\n"
          "Nothing to worry about. For per-connection detail: `sudo iftop -i enp86s0`."},
]

MACHINES = [
    {"name": "penne", "clock": PEN, "evidence": penne_evidence, "answers": penne_answers},
    {"name": "fusilli", "clock": FUS, "evidence": fusilli_evidence, "answers": fusilli_answers},
    {"name": "rigatoni", "clock": RIG, "evidence": rigatoni_evidence, "answers": rigatoni_answers},
    {"name": "farfalle", "clock": FAR, "evidence": farfalle_evidence, "answers": farfalle_answers},
    {"name": "orzo", "clock": ORZ, "evidence": orzo_evidence, "answers": orzo_answers},
]
