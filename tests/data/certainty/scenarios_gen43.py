"""43rd generation (written blind by a helper who saw neither the wrapper, its tests, the other
generations nor their scores): five machines named after trees.

rowan — a GitLab CI runner on Ubuntu 22.04 (Europe/Berlin, +01:00). Steady state (16-core Ryzen, 64 GB,
a 447 GiB root and a ~2 TB XFS `/var/lib/docker`, users gitlab-runner/ops, docker and sudo groups), a
fresh system_info (load 18.6, 67.7% memory) and a 22-minute-old one, the top 8 processes by CPU (cut,
612 in all; compilers and a vite build as root, the runner process as root with `--user gitlab-runner`),
all containers (four running: two build jobs, a registry mirror publishing 5000, buildkitd; two exited),
disk usage (`/var/lib/docker` 92.1%), gitlab-runner's unit (restarted yesterday 22:05), its log of the
last hour (a job failing on "no space left on device" at 14:29, an earlier exit-code-1 failure at 13:51)
and two weeks of package history (docker, containerd, a new 5.15.0-133 kernel not yet booted, the
runner upgraded 17.7.1 → 17.8.3 just before its restart).

alder — a home NAS on Debian 12 (America/Chicago, -06:00). Steady state whose `packages` source is stale
(samba, nfs, smartmontools, docker, mdadm versions), users nas/kasia/tomek and a sambashare group without
nas; disk usage (root 27%, the md RAID `/srv/storage` 84%, `/mnt/backup` 97%), every service (a failed
backup-rsync oneshot, nut-monitor inactive), listeners and connections (Samba, NFS, SSH, two docker-proxy
ports; two SMB clients, one SSH session, one client on 8096), the backup unit's log (rsync out of space at
03:41), smartd's log (pending sectors on /dev/sdb growing 8 → 16), a 20-minute-old disk_io reading and
lines 21–44 of smb.conf (media for @sambashare, photos for kasia and nas, read-only backups and public).

hazel — a Fedora 41 laptop (Australia/Melbourne, +11:00). Steady state (i7-1360P 12 cores / 16 threads,
31 GiB, btrfs, still running 6.12.11 while 6.13.4 is installed, user mira in wheel with zsh), system_info
(72.6% memory, 2 GiB of 8 GiB swap, up 16.5 h), the top 6 processes by memory (the ollama runner 5.2 GiB
ahead of Firefox 3.6 GiB; a Gradle daemon at 41% CPU), a 13-minute-old network traffic reading, a week of dnf history (8 events),
NetworkManager's log (three "link timed out" drops this morning) and the bluetooth and ollama units.

juniper — an API server on RHEL 9.5 (UTC): nginx on 80/443 in front of gunicorn on 127.0.0.1:8000, a
remote PostgreSQL. Both units (nginx up since 30 March, orders-api restarted 03:09:51 after an OOM kill),
listeners and connections, nginx's error log (an upstream premature close, three refused connections, one
timeout on /v2/reports/daily), the API's journal, system_info (79% memory, 1.8 of 4 GiB swap), the top 6
processes by memory (three gunicorn workers 2.9/2.6/2.2 GiB) and the nginx site file. One answer carries
the user's own (wrong) word that they restarted nginx around 3 am.

sequoia — a shared research server on NixOS 24.11 (America/Los_Angeles, -07:00) with many accounts: a fresh
steady state (19 accounts, 13 people including guest-lab, groups wheel/docker/genomics/neuro/climate/
students/scratch-admins) and a day-old one whose `users` source is stale (before ykim joined climate and
svolkova was created), the top 8 processes by CPU (cut, 1,044 in all), system_info (load ~32, 36% memory,
no swap), disk usage (/home 80%, /scratch 95%), a cut sshd log (key logins, a password login after one
failure, an outside address trying admin and oracle) and the files changed under /etc today.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------- rowan
ROWAN = Clock("2026-02-17T14:32:00+01:00")
ROWAN_MEM = 66_437_545_984

rowan_evidence = [
    steady("e1", ROWAN, age=3600, hostname="rowan", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=ROWAN_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 479_559_942_144},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 536_870_912},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 1_999_844_147_200}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:3c:71:0e", "addresses": ["10.20.4.31/22"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5d:1a:8e:33", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.4.1", package_manager="dpkg",
           installed_packages={"gitlab-runner": "17.8.3", "gitlab-runner-helper-images": "17.8.3",
                               "docker-ce": "5:27.5.1-1~ubuntu.22.04~jammy",
                               "docker-ce-cli": "5:27.5.1-1~ubuntu.22.04~jammy", "containerd.io": "1.7.25-1",
                               "git": "1:2.34.1-1ubuntu1.12", "openssh-server": "1:8.9p1-3ubuntu0.11",
                               "linux-image-5.15.0-131-generic": "5.15.0-131.141",
                               "linux-image-5.15.0-133-generic": "5.15.0-133.144"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "ssh.service",
                               "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 998, "gid": 998, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
                   {"name": "docker", "gid": 999, "members": ["gitlab-runner", "ops"]},
                   {"name": "gitlab-runner", "gid": 998, "members": []}]),
    item("e2", "linux_system_info",
         system_info(71.4, [18.62, 14.10, 9.87], 1_123_200, "2026-02-04T14:32:00+01:00", ROWAN_MEM,
                     21_474_836_480, 8 * GiB, 1_288_490_188), ROWAN, age=40),
    item("e3", "linux_processes", processes(612, ROWAN_MEM, [
        (48211, "cc1plus", "root", 98.7, 512 * MiB, "2026-02-17T14:31:20+01:00",
         "/usr/lib/gcc/x86_64-linux-gnu/14/cc1plus -quiet -I src/engine/include src/engine/render.cpp -O2"),
        (48230, "cc1plus", "root", 97.9, 430 * MiB, "2026-02-17T14:31:41+01:00",
         "/usr/lib/gcc/x86_64-linux-gnu/14/cc1plus -quiet -I src/engine/include src/engine/physics.cpp -O2"),
        (48102, "ld.lld", "root", 88.0, 3_328_599_654, "2026-02-17T14:30:02+01:00",
         "ld.lld -o build/bin/core_tests @build/core_tests.rsp"),
        (47720, "node", "root", 64.2, 1_503_238_553, "2026-02-17T14:26:31+01:00",
         "node /builds/web/frontend/node_modules/.bin/vite build"),
        (1833, "dockerd", "root", 12.5, 310 * MiB, "2026-02-05T06:14:40+01:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (391877, "gitlab-runner", "root", 3.1, 96 * MiB, "2026-02-16T22:05:13+01:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config "
         "/etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner"),
        (1620, "containerd", "root", 2.4, 88 * MiB, "2026-02-05T06:14:38+01:00", "/usr/bin/containerd"),
        (48399, "git", "root", 1.8, 42 * MiB, "2026-02-17T14:31:55+01:00",
         "git fetch origin --prune --depth 20 +refs/heads/*:refs/remotes/origin/*"),
    ]), ROWAN, age=35, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("b91f02c4d7e1", "runner-t3xq9z-project-118-concurrent-0-7c1e9a-build",
            "registry.gitlab.example.com/web/ci-node:20-alpine", "running", "Up 6 minutes",
            "2026-02-17T13:26:02+00:00"),
        box("4e0a7d1c22f9", "runner-t3xq9z-project-77-concurrent-1-2b6f0d-build", "gcc:14", "running",
            "Up 14 minutes", "2026-02-17T13:18:05+00:00"),
        box("77c3b0e1a9d4", "runner-t3xq9z-project-77-concurrent-1-2b6f0d-predefined",
            "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.8.3", "exited",
            "Exited (0) 14 minutes ago", "2026-02-17T13:18:03+00:00"),
        box("c1d9e4f05b38", "runner-t3xq9z-project-31-concurrent-2-5d1e77-build", "python:3.12-slim", "exited",
            "Exited (1) 41 minutes ago", "2026-02-17T12:41:40+00:00"),
        box("0f5a6b2e8c11", "registry-mirror", "registry:2", "running", "Up 13 days",
            "2026-01-20T09:00:12+00:00", ["0.0.0.0:5000->5000/tcp"]),
        box("9a2d4c6e1f70", "buildkitd", "moby/buildkit:v0.19.0", "running", "Up 2 days",
            "2026-02-15T10:44:51+00:00"),
    ]}, ROWAN, age=30, args={"all": True}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 479_559_942_144, 201_863_462_912),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", 1_999_844_147_200, 1_841_022_664_704),
    ]}, ROWAN, age=30),
    item("e6", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", "enabled", 391877, "2026-02-16T22:05:13+01:00",
              "GitLab Runner"), ROWAN, age=25, args={"name": "gitlab-runner"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-02-17T13:41:07+01:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88213 repo_url=https://gitlab.example.com/data/etl.git "
                  "runner=t3xq9z"),
        log_entry("2026-02-17T13:51:52+01:00", "gitlab-runner.service", "warning",
                  "Job failed: exit code 1 duration_s=612.4 job=88213 project=31 runner=t3xq9z"),
        log_entry("2026-02-17T14:18:02+01:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88240 repo_url=https://gitlab.example.com/engine/core.git "
                  "runner=t3xq9z"),
        log_entry("2026-02-17T14:20:11+01:00", "gitlab-runner.service", "err",
                  "ERROR: Failed to remove network for build error=networksForBuild: removing network "
                  "runner-t3xq9z-project-31-concurrent-2-5d1e77-network: Error response from daemon: error "
                  "while removing network: network has active endpoints job=88213"),
        log_entry("2026-02-17T14:25:48+01:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received job=88247 repo_url=https://gitlab.example.com/web/frontend.git "
                  "runner=t3xq9z"),
        log_entry("2026-02-17T14:29:40+01:00", "gitlab-runner.service", "warning",
                  "WARNING: Preparation failed: adding cache volume: set volume permissions: create permission "
                  "container for volume \"runner-t3xq9z-project-204-concurrent-2-cache-3c3f\": Error response "
                  "from daemon: no space left on device job=88252 project=204"),
        log_entry("2026-02-17T14:29:41+01:00", "gitlab-runner.service", "info",
                  "Will be retried in 3s ... job=88252 project=204 runner=t3xq9z"),
        log_entry("2026-02-17T14:29:47+01:00", "gitlab-runner.service", "warning",
                  "Job failed (system failure): prepare environment: no space left on device job=88252 "
                  "project=204 runner=t3xq9z"),
    ]}, ROWAN, age=45, args={"unit": "gitlab-runner", "since_minutes": 60, "limit": 50}),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-02-05T06:14:22+01:00", "upgrade", "docker-ce", "5:27.4.1-1~ubuntu.22.04~jammy",
                      "5:27.5.1-1~ubuntu.22.04~jammy"),
        package_event("2026-02-05T06:14:22+01:00", "upgrade", "docker-ce-cli", "5:27.4.1-1~ubuntu.22.04~jammy",
                      "5:27.5.1-1~ubuntu.22.04~jammy"),
        package_event("2026-02-05T06:14:25+01:00", "upgrade", "containerd.io", "1.7.24-1", "1.7.25-1"),
        package_event("2026-02-11T06:31:09+01:00", "install", "linux-image-5.15.0-133-generic", None,
                      "5.15.0-133.144"),
        package_event("2026-02-16T22:04:51+01:00", "upgrade", "gitlab-runner", "17.7.1", "17.8.3"),
        package_event("2026-02-16T22:04:55+01:00", "upgrade", "gitlab-runner-helper-images", "17.7.1", "17.8.3"),
    ]}, ROWAN, age=60, args={"since_days": 14}),
    item("e9", "linux_system_info",
         system_info(22.0, [4.10, 6.32, 7.01], 1_121_880, "2026-02-04T14:32:00+01:00", ROWAN_MEM,
                     38_654_705_664, 8 * GiB, 1_073_741_824), ROWAN, age=1320),
]

rowan_answers = [
    {"q": "CI jobs on rowan keep failing with 'system failure'. What's going on?", "ev": ["e5", "e7", "e4"],
     "a": "Hi! Here's what I found on **rowan**:\n\n"
          "**Root cause:** [[c:the Docker data disk is completely full]] — [[s:job 88252 (project 204) failed at "
          "14:29 with `no space left on device` while the runner was preparing its cache volume]].\n\n"
          "Details:\n"
          "- [[s:`/var/lib/docker` is an XFS volume of roughly 2 TB]], and [[s:about 159 GB of it is still "
          "free]].\n"
          "- [[u:Most of that space is old build cache volumes that the runner never cleans up]].\n"
          "- [[s:An earlier job, 88213 for project 31, also failed]] [[c:about 10 minutes ago]], "
          "[[u:most likely for the same reason]] — [[s:its build container exited with code 1]].\n"
          "\n"
          "You could run `docker volume prune` to free space, then retry the job."},
    {"q": "What's eating all the CPU on rowan right now?", "ev": ["e2", "e3"],
     "a": "The box is busy: [[s:CPU is at about 71%]] and [[s:the load average is 18.6 / 14.1 / 9.9]] — [[u:that's more than the 16 cores this machine has]].\n\n"
          "| PID | Process | User | CPU |\n|---|---|---|---|\n"
          "| [[s:48211 | `cc1plus` | root | 98.7%]] |\n"
          "| [[c:48102 | `ld.lld` | root | 8.8%]] |\n"
          "| 47720 | `node` | [[c:gitlab-runner]] | [[s:64.2%]] |\n\n"
          "[[u:These are all build jobs running inside the CI containers]]. [[c:The runner process is basically idle at 0.3%]], "
          "and [[c:memory is at about 41%]]."},
    {"q": "Did gitlab-runner restart recently? Did something get upgraded?", "ev": ["e6", "e8"],
     "a": "Yes — [[s:gitlab-runner was restarted yesterday evening at 22:05]], [[s:right after it was "
          "upgraded from 17.7.1 to 17.8.3]]. [[u:The restart was triggered by the package's postinst script]]. [[c:It has been up "
          "for about 2 days now]].\n\n"
          "Other changes in the last two weeks: [[s:docker-ce and docker-ce-cli were upgraded to 27.5.1 on "
          "February 5]], [[c:containerd.io went from 1.7.25 to 1.7.26]], and [[s:a new kernel "
          "(5.15.0-133) was installed on the 11th]]. [[c:In total that's 4 "
          "package changes]]."},
    {"q": "Which containers are running on rowan?", "ev": ["e4"],
     "a": "[[s:Four containers are running]]:\n\n"
          "- `registry-mirror` ([[s:`registry:2`]]), [[s:publishing port 5000]]\n"
          "- `buildkitd` — [[c:`moby/buildkit:v0.18.2`]] — [[s:up 2 days]]\n"
          "- [[s:a `gcc:14` build job for project 77]] ([[c:started about 40 minutes ago]])\n"
          "- [[s:a Node build for project 118]]\n\n"
          "Also, [[s:the project-77 helper container exited cleanly]] and [[c:the "
          "project-31 job exited with code 137]], [[u:which usually means it was OOM-killed]]."},
    {"q": "How much RAM and disk does rowan have, and how much is in use?", "ev": ["e1", "e9", "e5"],
     "a": "**Memory**\n"
          "- Total: [[s:62 GiB]]\n"
          "- In use: [[t:about 26 GiB (42%)]]\n"
          "- Swap: [[t:1 GiB of 8 GiB used]]\n\n"
          "**Disk**\n"
          "- `/`: [[s:447 GiB total]], [[c:about 210 GiB used]]\n"
          "- `/var/lib/docker`: [[s:1.8 TiB]], [[s:92% full]]\n"
          "- [[c:`/boot/efi` is 1 GB]]\n\n"
          "[[t:The CPU was at 22% when I "
          "checked]]."},
    {"q": "Which users can run docker on rowan? Is the runner in the docker group?", "ev": ["e1", "e3"],
     "a": "[[s:Yes, `gitlab-runner` is a member of the `docker` group]], [[s:and so is "
          "`ops`]] — [[s:those are the only two members]]. [[s:`ops` is also in `sudo`]], [[c:and so is "
          "`gitlab-runner`]].\n\n"
          "A few details about the runner account:\n"
          "* [[s:uid 998]]\n"
          "* [[c:login shell `/usr/sbin/nologin`]]\n"
          "\n"
          "[[c:The runner service itself runs as the `gitlab-runner` user]]."},
    {"q": "Does rowan need a reboot?", "ev": ["e1", "e8", "e2"],
     "a": "Probably yes. [[s:The running kernel is 5.15.0-131-generic]], [[s:but 5.15.0-133 was installed "
          "on February 11]], [[s:so the new kernel isn't active yet]]. [[s:The machine has been up for 13 "
          "days]], [[c:which is after the kernel was installed]], so something's "
          "off there. [[u:Docker was upgraded too, but the package restarted dockerd so that doesn't need a "
          "reboot]].\n\n"
          "On [[c:Ubuntu 24.04]] you can check `/var/run/reboot-required`. Given [[s:the load is around "
          "18]], I'd wait until the current jobs finish."},
]

# ---------------------------------------------------------------------------------------------- alder
ALDER = Clock("2026-01-24T21:15:00-06:00")
ALDER_MEM = 16_631_468_032

alder_evidence = [
    steady("e1", ALDER, age=7200, hostname="alder", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-29-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=ALDER_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 118_014_676_992},
                  {"device": "/dev/md0", "mountpoint": "/srv/storage", "fstype": "ext4",
                   "total_bytes": 7_876_295_876_608},
                  {"device": "/dev/sdd1", "mountpoint": "/mnt/backup", "fstype": "ext4",
                   "total_bytes": 3_936_818_806_784}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:10:5f", "addresses": ["192.168.50.10/24"],
                                "is_up": True}],
           dns_servers=["192.168.50.1", "1.1.1.1"], default_gateway="192.168.50.1", package_manager="dpkg",
           installed_packages={"samba": "2:4.17.12+dfsg-0+deb12u1", "nfs-kernel-server": "1:2.6.2-4+deb12u1",
                               "smartmontools": "7.3-1+b1", "docker-ce": "5:27.3.1-1~debian.12~bookworm",
                               "mdadm": "4.2-5", "rsync": "3.2.7-1", "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["smbd.service", "nmbd.service", "nfs-server.service", "smartd.service",
                               "docker.service", "ssh.service", "mdmonitor.service", "backup-rsync.service",
                               "nut-monitor.service", "cron.service", "containerd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "nas", "uid": 1000, "gid": 1000, "home": "/home/nas", "shell": "/bin/bash"},
                  {"name": "kasia", "uid": 1001, "gid": 1001, "home": "/home/kasia", "shell": "/bin/bash"},
                  {"name": "tomek", "uid": 1002, "gid": 1002, "home": "/home/tomek", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["nas"]},
                   {"name": "users", "gid": 100, "members": []},
                   {"name": "sambashare", "gid": 110, "members": ["kasia", "tomek"]},
                   {"name": "docker", "gid": 999, "members": ["nas"]}],
           stale_sources=["packages"]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 118_014_676_992, 31_675_654_144),
        fs("/dev/md0", "/srv/storage", "ext4", 7_876_295_876_608, 6_613_574_909_952),
        fs("/dev/sdd1", "/mnt/backup", "ext4", 3_936_818_806_784, 3_818_713_407_488),
    ]}, ALDER, age=25),
    item("e3", "linux_service_status", {"units": [
        unit("backup-rsync.service", "failed", "failed", "static", None, None, "Nightly rsync to /mnt/backup"),
        unit("containerd.service", "active", "running", "enabled", 731, "2026-01-10T08:02:09-06:00",
             "containerd container runtime"),
        unit("cron.service", "active", "running", "enabled", 688, "2026-01-10T08:02:05-06:00",
             "Regular background program processing daemon"),
        unit("docker.service", "active", "running", "enabled", 1022, "2026-01-10T08:02:15-06:00",
             "Docker Application Container Engine"),
        unit("mdmonitor.service", "active", "running", "static", 655, "2026-01-10T08:02:04-06:00",
             "MD array monitor"),
        unit("nfs-server.service", "active", "exited", "enabled", None, "2026-01-10T08:02:12-06:00",
             "NFS server and services"),
        unit("nmbd.service", "active", "running", "enabled", 790, "2026-01-10T08:02:10-06:00",
             "Samba NMB Daemon"),
        unit("nut-monitor.service", "inactive", "dead", "disabled", None, None,
             "Network UPS Tools - power device monitor and shutdown controller"),
        unit("smartd.service", "active", "running", "enabled", 671, "2026-01-10T08:02:05-06:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("smbd.service", "active", "running", "enabled", 812, "2026-01-10T08:02:11-06:00",
             "Samba SMB Daemon"),
        unit("ssh.service", "active", "running", "enabled", 640, "2026-01-10T08:02:06-06:00",
             "OpenBSD Secure Shell server"),
    ], "total": 11}, ALDER, age=30),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "7c:83:34:b2:10:5f", "addresses": ["192.168.50.10/24"],
                        "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 640, "sshd"),
            listener(111, "0.0.0.0", 501, "rpcbind"),
            listener(139, "0.0.0.0", 812, "smbd"),
            listener(445, "0.0.0.0", 812, "smbd"),
            listener(2049, "0.0.0.0", None, None),
            listener(8096, "0.0.0.0", 1410, "docker-proxy"),
            listener(9000, "0.0.0.0", 1433, "docker-proxy"),
            listener(137, "192.168.50.255", 790, "nmbd", proto="udp"),
            listener(138, "0.0.0.0", 790, "nmbd", proto="udp"),
        ],
        "connections": [
            connection("192.168.50.10:445", "192.168.50.23:51544", 2231, "smbd"),
            connection("192.168.50.10:445", "192.168.50.31:60212", 2298, "smbd"),
            connection("192.168.50.10:8096", "192.168.50.40:43110", 1410, "docker-proxy"),
            connection("192.168.50.10:22", "192.168.50.23:50122", 2400, "sshd"),
        ]}, ALDER, age=45),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "backup-rsync.service", "entries": [
        log_entry("2026-01-24T03:00:01-06:00", "backup-rsync.service", "info",
                  "Starting backup-rsync.service - Nightly rsync to /mnt/backup..."),
        log_entry("2026-01-24T03:41:17-06:00", "backup-rsync.service", "err",
                  "rsync: [receiver] write failed on \"/mnt/backup/photos/2025/IMG_8841.CR3\": No space left on "
                  "device (28)"),
        log_entry("2026-01-24T03:41:17-06:00", "backup-rsync.service", "err",
                  "rsync error: error in file IO (code 11) at receiver.c(381) [receiver=3.2.7]"),
        log_entry("2026-01-24T03:41:18-06:00", "backup-rsync.service", "err",
                  "backup-rsync.service: Main process exited, code=exited, status=11/n/a"),
        log_entry("2026-01-24T03:41:18-06:00", "backup-rsync.service", "warning",
                  "backup-rsync.service: Failed with result 'exit-code'."),
    ]}, ALDER, age=50, args={"unit": "backup-rsync", "since_minutes": 1440}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "smartd.service", "entries": [
        log_entry("2026-01-24T09:12:33-06:00", "smartd.service", "warning",
                  "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-01-24T09:12:33-06:00", "smartd.service", "warning",
                  "Device: /dev/sdb [SAT], 8 Offline uncorrectable sectors"),
        log_entry("2026-01-24T15:12:33-06:00", "smartd.service", "info",
                  "Device: /dev/sdc [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 36 to 38"),
        log_entry("2026-01-24T15:12:34-06:00", "smartd.service", "warning",
                  "Device: /dev/sdb [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
    ]}, ALDER, age=60, args={"unit": "smartd", "since_minutes": 1440}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 204_800, "write_bytes_per_s": 61_440, "busy_percent": 1.5},
        {"device": "sdb", "read_bytes_per_s": 38_010_880, "write_bytes_per_s": 1_204_224, "busy_percent": 96.4},
        {"device": "sdc", "read_bytes_per_s": 39_583_744, "write_bytes_per_s": 1_204_224, "busy_percent": 61.0},
        {"device": "sdd", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
        {"device": "md0", "read_bytes_per_s": 77_594_624, "write_bytes_per_s": 1_204_224, "busy_percent": 96.8},
    ]}, ALDER, age=1200, args={"interval_seconds": 1}),
    item("e8", "linux_file_read", {"path": "/etc/samba/smb.conf", "offset": 20, "limit": 40, "total_lines": 44,
                                   "lines": [
        "[media]", "   comment = Movies and TV", "   path = /srv/storage/media", "   browseable = yes",
        "   read only = no", "   valid users = @sambashare", "   create mask = 0664", "   directory mask = 0775",
        "", "[photos]", "   path = /srv/storage/photos", "   read only = no", "   valid users = kasia nas", "",
        "[backups]", "   path = /mnt/backup", "   read only = yes", "   valid users = nas", "   guest ok = no", "",
        "[public]", "   path = /srv/storage/public", "   guest ok = yes", "   read only = yes"]},
         ALDER, age=40, args={"path": "/etc/samba/smb.conf", "offset": 20, "limit": 40}),
]

alder_answers = [
    {"q": "Why did last night's backup fail?", "ev": ["e5", "e2"],
     "a": "The nightly backup failed because **[[s:the backup drive ran out of space]]**:\n\n"
          "1. [[s:At 03:41 rsync failed writing `IMG_8841.CR3` with \"No space left on device\"]]\n"
          "2. [[s:rsync exited with code 11 (error in file IO)]] [[s:and the unit ended up failed]]\n\n"
          "Right now [[s:`/mnt/backup` is 97% full]] [[c:with only about 11 GB free]], [[c:while the main "
          "array `/srv/storage` still has about 1.1 TB free]]. [[c:The backup drive is a 4 TiB disk]], "
          "[[u:and the backup grew past it because of the new photos imported this week]].\n\n"
          "Want me to show what's taking the most space under `/mnt/backup/photos`?"},
    {"q": "How full are my disks?", "ev": ["e1", "e2"],
     "a": "| Mount | Size | Used | |\n|---|---|---|---|\n"
          "| `/` | [[s:118 GB]] | [[s:27%]] | ✅ |\n"
          "| `/srv/storage` | [[c:7.9 TiB]] | [[s:84%]] | ⚠️ |\n"
          "| `/mnt/backup` | [[s:3.6 TiB]] | [[c:79%]] | ✅ |\n\n"
          "[[s:`/srv/storage` is the RAID array (`/dev/md0`)]] and [[c:the root disk is `/dev/sdb2`]]. "
          "[[u:At the current rate the storage array will be full in about three months]]."},
    {"q": "Is one of my drives dying? The NAS feels slow.", "ev": ["e6", "e7"],
     "a": "⚠️ **[[u:/dev/sdb looks like it's failing]].**\n\n"
          "- [[s:smartd reported 8 pending (unreadable) sectors on /dev/sdb this morning at 09:12]]\n"
          "- [[s:By 15:12 that had grown to 16]] ([[c:up from 12]])\n"
          "- [[u:/dev/sdc looks healthy]] — [[s:its temperature just went from 36 to 38 °C]]\n\n"
          "On the slowness: [[t:sdb is 96% busy]] [[t:while reading only about 38 MB/s]]. [[c:Both /dev/sdb and "
          "/dev/sdc are reporting bad sectors]], so [[u:since they're RAID1 mirrors your data is still safe "
          "on the other copy]] — but I'd replace sdb soon."},
    {"q": "Is everything running OK on the NAS?", "ev": ["e3"],
     "a": "Mostly yes:\n\n"
          "✅ [[s:Samba (`smbd` and `nmbd`) is running]]\n"
          "✅ [[s:The NFS server is active (exited)]]\n"
          "✅ [[s:Docker is running]] [[c:since January 12]]\n"
          "❌ [[s:`backup-rsync.service` has failed]] — [[c:it's the only unit that isn't running]]\n\n"
          "[[s:I see 11 services in total]]. [[s:smbd has been up since January 10]], [[u:so nothing has "
          "crashed since the last reboot]]."},
    {"q": "Who can access the media share?", "ev": ["e1", "e8"],
     "a": "The `[media]` share ([[s:`/srv/storage/media`]]) [[s:is limited to the `sambashare` group]] "
          "[[s:and writable]]. [[s:Members of sambashare are kasia "
          "and tomek]], [[c:plus your own `nas` account]]. So [[s:tomek can reach it]] [[s:even though his "
          "shell is `/usr/sbin/nologin`]] — [[u:Samba doesn't care about the login shell]].\n\n"
          "For comparison, `[photos]` is only for [[c:kasia and tomek]], [[s:`[public]` allows guests]] "
          "[[c:with write access]]."},
    {"q": "What's listening on the NAS and who's connected right now?", "ev": ["e4"],
     "a": "| Port | Service |\n|---|---|\n"
          "| [[s:139/445 | smbd]] |\n"
          "| [[u:2049 | NFS]] |\n"
          "| [[c:8080]] | `docker-proxy` |\n"
          "\n"
          "[[c:Everything listens on all interfaces]]. Connected right now: [[s:two SMB clients "
          "(192.168.50.23 and .31)]], [[s:one client on port 8096 from .40]], and [[c:an SSH session "
          "from 192.168.50.31]]. [[u:The .23 machine is probably your desktop]]. [[s:Nobody is connected over "
          "NFS at the moment]]."},
    {"q": "Is Samba up to date? What version is installed?", "ev": ["e1"],
     "a": "[[t:You have Samba 4.17.12]] ([[t:Debian package `2:4.17.12+dfsg-0+deb12u1`]]) [[s:on Debian 12 "
          "(bookworm)]]. [[u:That's the current version in bookworm's security repo]], [[u:so you're up to "
          "date]].\n\nOther bits: [[t:nfs-kernel-server is 2.6.2]], [[t:Docker is 27.3.1]], and "
          "[[t:mdadm isn't installed]] (so the array must be something else?). [[s:The kernel is "
          "6.1.0-29-amd64]].\n\nRun `apt list --upgradable` to double-check."},
]

# ---------------------------------------------------------------------------------------------- hazel
HAZEL = Clock("2026-03-02T08:47:00+11:00")
HAZEL_MEM = 33_285_996_544

hazel_evidence = [
    steady("e1", HAZEL, age=900, hostname="hazel", os_name="Fedora Linux", os_version="41 (Workstation Edition)",
           os_codename=None, kernel="6.12.11-200.fc41.x86_64", cpu_model="13th Gen Intel(R) Core(TM) i7-1360P",
           cpu_cores=12, cpu_threads=16, memory_total_bytes=HAZEL_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 998_124_208_128},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 627_900_416}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "f4:26:79:8a:03:c2", "addresses": ["10.0.0.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.0.0.138", package_manager="rpm",
           installed_packages={"kernel": "6.13.4-200.fc41", "kernel-core": "6.13.4-200.fc41",
                               "firefox": "134.0.2-1.fc41", "podman": "5.3.2-1.fc41",
                               "podman-compose": "1.3.0-1.fc41", "NetworkManager": "1:1.50.2-1.fc41",
                               "gnome-shell": "47.4-1.fc41", "ollama": "0.5.12"},
           available_services=["NetworkManager.service", "bluetooth.service", "ollama.service", "sshd.service",
                               "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "mira", "uid": 1000, "gid": 1000, "home": "/home/mira", "shell": "/bin/zsh"},
                  {"name": "ollama", "uid": 975, "gid": 975, "home": "/usr/share/ollama", "shell": "/bin/false"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["mira"]},
                   {"name": "ollama", "gid": 975, "members": ["mira"]}]),
    item("e2", "linux_system_info",
         system_info(34.8, [2.91, 2.44, 1.87], 59_400, "2026-03-01T16:17:00+11:00", HAZEL_MEM, 9_126_805_504,
                     8 * GiB, 2 * GiB), HAZEL, age=15),
    item("e3", "linux_processes", processes(398, HAZEL_MEM, [
        (8120, "ollama", "ollama", 0.4, 5_583_457_484, "2026-03-02T08:02:31+11:00",
         "/usr/local/bin/ollama runner --model /usr/share/ollama/.ollama/models/blobs/sha256-6a0746a1ec1a "
         "--ctx-size 8192 --batch-size 512 --threads 6 --no-mmap --parallel 1 --port 38871"),
        (4122, "firefox", "mira", 18.2, 3_865_470_566, "2026-03-01T16:19:40+11:00", "/usr/lib64/firefox/firefox"),
        (7733, "java", "mira", 41.0, 2_684_354_560, "2026-03-02T08:30:12+11:00",
         "java -Xmx4g -Dfile.encoding=UTF-8 -cp gradle-launcher-8.12.jar "
         "org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.12"),
        (4388, "Isolated Web Co", "mira", 9.7, 1_932_735_283, "2026-03-01T16:20:02+11:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsHandle 0:41 tab"),
        (6011, "code", "mira", 6.1, 1_288_490_188, "2026-03-02T08:29:51+11:00",
         "/usr/share/code/code --type=renderer"),
        (2210, "gnome-shell", "mira", 4.4, 987_842_560, "2026-03-01T16:17:41+11:00", "/usr/bin/gnome-shell"),
    ]), HAZEL, age=15, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 1_024, "tx_bytes_per_s": 1_024},
        {"name": "wlp0s20f3", "rx_bytes_per_s": 4_718_592, "tx_bytes_per_s": 262_144},
    ]}, HAZEL, age=780, args={"interval_seconds": 1}),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-02-27T19:02:11+11:00", "install", "kernel-core", None, "6.13.4-200.fc41"),
        package_event("2026-02-27T19:02:11+11:00", "install", "kernel", None, "6.13.4-200.fc41"),
        package_event("2026-02-27T19:02:11+11:00", "install", "kernel-modules", None, "6.13.4-200.fc41"),
        package_event("2026-02-27T19:02:11+11:00", "remove", "kernel-core", "6.12.9-200.fc41", None),
        package_event("2026-02-27T19:02:11+11:00", "upgrade", "firefox", "134.0.1-1.fc41", "134.0.2-1.fc41"),
        package_event("2026-02-27T19:02:11+11:00", "upgrade", "mesa-dri-drivers", "24.3.4-1.fc41",
                      "24.3.4-3.fc41"),
        package_event("2026-03-01T16:25:40+11:00", "install", "podman-compose", None, "1.3.0-1.fc41"),
        package_event("2026-03-01T16:25:40+11:00", "install", "python3-dotenv", None, "1.0.1-4.fc41"),
    ]}, HAZEL, age=40, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        log_entry("2026-03-02T07:58:12+11:00", "NetworkManager.service", "warning",
                  "<warn>  [1772398692.1043] device (wlp0s20f3): link timed out."),
        log_entry("2026-03-02T07:58:20+11:00", "NetworkManager.service", "info",
                  "<info>  [1772398700.5521] device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-03-02T08:14:40+11:00", "NetworkManager.service", "warning",
                  "<warn>  [1772399680.7702] device (wlp0s20f3): link timed out."),
        log_entry("2026-03-02T08:14:51+11:00", "NetworkManager.service", "info",
                  "<info>  [1772399691.0015] device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-03-02T08:31:05+11:00", "NetworkManager.service", "warning",
                  "<warn>  [1772400665.3390] device (wlp0s20f3): link timed out."),
        log_entry("2026-03-02T08:31:12+11:00", "NetworkManager.service", "info",
                  "<info>  [1772400672.8127] device (wlp0s20f3): Activation: successful, device activated."),
    ]}, HAZEL, age=30, args={"unit": "NetworkManager", "since_minutes": 120}),
    item("e7", "linux_service_status",
         unit("bluetooth.service", "active", "running", "enabled", 1120, "2026-03-01T16:17:09+11:00",
              "Bluetooth service"), HAZEL, age=25, args={"name": "bluetooth"}),
    item("e8", "linux_service_status",
         unit("ollama.service", "active", "running", "enabled", 1388, "2026-03-01T16:17:12+11:00",
              "Ollama Service"), HAZEL, age=25, args={"name": "ollama"}),
]

hazel_answers = [
    {"q": "My laptop feels sluggish, what's using all the memory?", "ev": ["e2", "e3"],
     "a": "Hey! [[s:You're using about 22.5 GiB of your 31 GiB]] ([[s:~73%]]). "
          "Top memory users:\n\n"
          "1. **ollama** – [[s:the model runner alone takes ~5.2 GiB]]\n"
          "2. **Firefox** – [[s:3.6 GiB for the main process]]\n"
          "3. **Gradle daemon (java)** – [[c:1.5 GiB]]; [[u:it's also the top CPU user at 41%]]\n"
          "4. [[c:gnome-shell ~1.9 GiB]]\n\n"
          "[[c:Firefox's main process is the single biggest memory user]]. [[s:The load average is 2.9]], [[u:so it's the "
          "swapping that makes it feel slow]]. You could stop ollama with `sudo systemctl stop ollama` when "
          "you don't need it."},
    {"q": "Am I on the latest kernel? Do I need to reboot?", "ev": ["e1", "e5", "e2"],
     "a": "**Short answer: yes, reboot.**\n\n"
          "- Running: [[s:`6.12.11-200.fc41`]]\n"
          "- Installed: [[s:`6.13.4-200.fc41`]] [[s:(installed on Feb 27)]]\n\n"
          "[[c:You last rebooted before that update]] — [[s:the machine has been up for about 16 hours]]. "
          "[[u:GRUB probably still defaults to the old kernel]]. [[s:dnf also removed the older 6.12.9 "
          "kernel-core]]; [[u:Fedora keeps three kernels by default]]."},
    {"q": "What got updated on my laptop this week?", "ev": ["e5"],
     "a": "Here's the dnf history for the last 7 days:\n\n"
          "| Package | Change | When |\n|---|---|---|\n"
          "| kernel | [[s:new 6.13.4-200.fc41]] | [[s:Feb 27]] |\n"
          "| mesa-dri-drivers | [[c:24.3.3 → 24.3.4]] | Feb 27 |\n"
          "| podman-compose | [[s:installed 1.3.0]] | [[c:Feb 28]] |\n\n"
          "[[u:python3-dotenv came in as a dependency of "
          "podman-compose]]. [[c:That's 7 changes in total]], [[c:most of them from an update you ran "
          "yesterday evening]]."},
    {"q": "Why does my wifi keep dropping?", "ev": ["e6", "e4"],
     "a": "From NetworkManager's log, [[s:wlp0s20f3 lost its link three times this morning]] — [[s:at 07:58, "
          "08:14 and 08:31]] — [[s:each time with \"link timed out\"]], and [[s:it reconnected within about "
          "10 seconds each time]]. [[u:This is a known issue with the iwlwifi driver's power saving]]. "
          "[[c:It has dropped 5 times in the last two hours]].\n\n"
          "Right now [[t:you're downloading around 4.5 MiB/s]] [[t:and uploading about 2 MiB/s]]."
          " [[u:Your router is 10.0.0.138]].\n\n"
          "Try: `nmcli connection modify <ssid> wifi.powersave 2`"},
    {"q": "Is ollama running and how much memory is the model using?", "ev": ["e8", "e3"],
     "a": "Yes — [[s:`ollama.service` is active (running)]] [[s:since yesterday at 16:17]]; "
          "[[s:the model itself runs in a separate runner process (PID "
          "8120)]] [[s:which uses about 5.2 GiB of RAM]] ([[c:roughly 25% of your memory]]).\n\n"
          "- [[s:8192-token context]]\n"
          "- [[c:8 threads]]\n"
          "- [[s:started at 08:02 this morning]]\n\n"
          "[[c:It's using a lot of CPU too]]. [[u:It will unload the model after 5 minutes idle]]."},
    {"q": "Give me a quick spec summary of this laptop", "ev": ["e1", "e2"],
     "a": "- **OS:** [[s:Fedora Linux 41 Workstation]]\n"
          "- **CPU:** [[s:Intel Core i7-1360P]], [[c:12 cores / 12 threads]]\n"
          "- **RAM:** [[s:32 GB]]\n"
          "- **Swap:** [[s:8 GiB]] [[u:(zram)]]\n"
          "- **Uptime:** [[c:2 days]]\n"
          "- **Wi-Fi IP:** [[c:10.0.0.75]]\n"
          "- **User:** [[s:mira, with zsh]]"},
]

# ---------------------------------------------------------------------------------------------- juniper
JUNIPER = Clock("2026-04-09T03:22:00+00:00")
JUNIPER_MEM = 16_492_674_048

juniper_evidence = [
    steady("e1", JUNIPER, age=1200, hostname="juniper", domain="prod.acme.internal",
           os_name="Red Hat Enterprise Linux", os_version="9.5", os_codename="Plow",
           kernel="5.14.0-503.26.1.el9_5.x86_64", cpu_model="Intel Xeon Processor (Icelake)", cpu_cores=8,
           cpu_threads=8, memory_total_bytes=JUNIPER_MEM,
           disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs",
                   "total_bytes": 53_660_876_800},
                  {"device": "/dev/vda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/mapper/rhel-var_log", "mountpoint": "/var/log", "fstype": "xfs",
                   "total_bytes": 10_724_835_328}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:9e:41:07", "addresses": ["10.60.2.15/24"],
                                "is_up": True}],
           dns_servers=["10.60.0.2", "10.60.0.3"], default_gateway="10.60.2.1", package_manager="rpm",
           installed_packages={"nginx": "1:1.20.1-20.el9", "python3.11": "3.11.9-7.el9_5",
                               "postgresql": "13.16-1.el9", "redis": "6.2.17-1.el9_5",
                               "openssh-server": "8.7p1-43.el9", "node_exporter": "1.8.2-1.el9"},
           available_services=["nginx.service", "orders-api.service", "redis.service", "sshd.service",
                               "firewalld.service", "chronyd.service", "node_exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "cloud-user", "uid": 1000, "gid": 1000, "home": "/home/cloud-user",
                   "shell": "/bin/bash"},
                  {"name": "apiuser", "uid": 992, "gid": 992, "home": "/opt/orders-api", "shell": "/sbin/nologin"},
                  {"name": "nginx", "uid": 991, "gid": 991, "home": "/var/lib/nginx", "shell": "/sbin/nologin"},
                  {"name": "redis", "uid": 990, "gid": 990, "home": "/var/lib/redis", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["cloud-user"]},
                   {"name": "apiuser", "gid": 992, "members": []},
                   {"name": "nginx", "gid": 991, "members": []}]),
    item("e2", "linux_service_status",
         unit("nginx.service", "active", "running", "enabled", 1044, "2026-03-30T11:02:40+00:00",
              "The nginx HTTP and reverse proxy server"), JUNIPER, age=20, args={"name": "nginx"}),
    item("e3", "linux_service_status",
         unit("orders-api.service", "active", "running", "enabled", 288412, "2026-04-09T03:09:51+00:00",
              "Orders API (gunicorn)"), JUNIPER, age=20, args={"name": "orders-api"}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:9e:41:07", "addresses": ["10.60.2.15/24"],
                        "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 980, "sshd"),
            listener(80, "0.0.0.0", 1044, "nginx"),
            listener(443, "0.0.0.0", 1044, "nginx"),
            listener(443, "::", 1044, "nginx"),
            listener(8000, "127.0.0.1", 288412, "gunicorn"),
            listener(6379, "127.0.0.1", 902, "redis-server"),
            listener(9100, "0.0.0.0", 1010, "node_exporter"),
            listener(323, "127.0.0.1", 870, "chronyd", proto="udp"),
        ],
        "connections": [
            connection("10.60.2.15:443", "10.60.1.8:51220", 1047, "nginx"),
            connection("10.60.2.15:443", "10.60.1.9:40418", 1047, "nginx"),
            connection("127.0.0.1:41822", "127.0.0.1:8000", 1047, "nginx"),
            connection("127.0.0.1:8000", "127.0.0.1:41822", 288412, "gunicorn"),
            connection("10.60.2.15:52110", "10.60.3.21:5432", 288412, "gunicorn"),
            connection("10.60.2.15:52114", "10.60.3.21:5432", 288412, "gunicorn"),
            connection("10.60.2.15:22", "10.60.0.50:60122", 31220, "sshd"),
        ]}, JUNIPER, age=20),
    item("e5", "linux_recent_logs", {"source": "file", "unit": "nginx", "entries": [
        log_entry("2026-04-09T03:07:12+00:00", "nginx", "err",
                  "upstream prematurely closed connection while reading response header from upstream, client: "
                  "10.60.1.8, server: api.acme.example, request: \"POST /v2/orders HTTP/1.1\", upstream: "
                  "\"http://127.0.0.1:8000/v2/orders\""),
        log_entry("2026-04-09T03:08:41+00:00", "nginx", "err",
                  "connect() failed (111: Connection refused) while connecting to upstream, client: 10.60.1.9, "
                  "server: api.acme.example, request: \"GET /v2/orders/58812 HTTP/1.1\", upstream: "
                  "\"http://127.0.0.1:8000/v2/orders/58812\""),
        log_entry("2026-04-09T03:09:02+00:00", "nginx", "err",
                  "connect() failed (111: Connection refused) while connecting to upstream, client: 10.60.1.8, "
                  "server: api.acme.example, request: \"POST /v2/orders HTTP/1.1\", upstream: "
                  "\"http://127.0.0.1:8000/v2/orders\""),
        log_entry("2026-04-09T03:09:47+00:00", "nginx", "err",
                  "connect() failed (111: Connection refused) while connecting to upstream, client: 10.60.1.9, "
                  "server: api.acme.example, request: \"GET /healthz HTTP/1.1\", upstream: "
                  "\"http://127.0.0.1:8000/healthz\""),
        log_entry("2026-04-09T03:18:05+00:00", "nginx", "err",
                  "upstream timed out (110: Connection timed out) while reading response header from upstream, "
                  "client: 10.60.1.8, server: api.acme.example, request: \"GET /v2/reports/daily HTTP/1.1\", "
                  "upstream: \"http://127.0.0.1:8000/v2/reports/daily\""),
    ]}, JUNIPER, age=30, args={"unit": "nginx", "since_minutes": 60, "priority": "warning"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "orders-api.service", "entries": [
        log_entry("2026-04-09T03:07:11+00:00", "orders-api.service", "err",
                  "[2026-04-09 03:07:11 +0000] [288001] [CRITICAL] WORKER TIMEOUT (pid:287901)"),
        log_entry("2026-04-09T03:07:12+00:00", "orders-api.service", "err",
                  "[2026-04-09 03:07:12 +0000] [288001] [ERROR] Worker (pid:287901) was sent SIGKILL! Perhaps "
                  "out of memory?"),
        log_entry("2026-04-09T03:08:39+00:00", "orders-api.service", "err",
                  "orders-api.service: A process of this unit has been killed by the OOM killer."),
        log_entry("2026-04-09T03:08:39+00:00", "orders-api.service", "warning",
                  "orders-api.service: Failed with result 'oom-kill'."),
        log_entry("2026-04-09T03:09:51+00:00", "orders-api.service", "info",
                  "orders-api.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-04-09T03:09:51+00:00", "orders-api.service", "info",
                  "Started orders-api.service - Orders API (gunicorn)."),
        log_entry("2026-04-09T03:09:53+00:00", "orders-api.service", "info",
                  "[2026-04-09 03:09:53 +0000] [288412] [INFO] Booting worker with pid: 288430"),
    ]}, JUNIPER, age=30, args={"unit": "orders-api", "since_minutes": 60}),
    item("e7", "linux_system_info",
         system_info(38.5, [3.42, 2.10, 1.55], 836_410, "2026-03-30T11:01:50+00:00", JUNIPER_MEM,
                     3_435_973_836, 4 * GiB, 1_932_735_283), JUNIPER, age=25),
    item("e8", "linux_processes", processes(187, JUNIPER_MEM, [
        (288430, "gunicorn", "apiuser", 22.1, 3_113_851_290, "2026-04-09T03:09:53+00:00",
         "/opt/orders-api/venv/bin/python3.11 /opt/orders-api/venv/bin/gunicorn orders.wsgi -w 3 -b 127.0.0.1:8000"),
        (288431, "gunicorn", "apiuser", 19.4, 2_791_728_742, "2026-04-09T03:09:53+00:00",
         "/opt/orders-api/venv/bin/python3.11 /opt/orders-api/venv/bin/gunicorn orders.wsgi -w 3 -b 127.0.0.1:8000"),
        (288433, "gunicorn", "apiuser", 17.0, 2_362_232_012, "2026-04-09T03:09:54+00:00",
         "/opt/orders-api/venv/bin/python3.11 /opt/orders-api/venv/bin/gunicorn orders.wsgi -w 3 -b 127.0.0.1:8000"),
        (902, "redis-server", "redis", 1.1, 460 * MiB, "2026-03-30T11:02:31+00:00", "/usr/bin/redis-server 127.0.0.1:6379"),
        (288412, "gunicorn", "apiuser", 0.3, 88 * MiB, "2026-04-09T03:09:51+00:00",
         "/opt/orders-api/venv/bin/python3.11 /opt/orders-api/venv/bin/gunicorn orders.wsgi -w 3 -b 127.0.0.1:8000"),
        (1047, "nginx", "nginx", 0.8, 61 * MiB, "2026-03-30T11:02:40+00:00", "nginx: worker process"),
    ]), JUNIPER, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e9", "linux_file_read", {"path": "/etc/nginx/conf.d/orders-api.conf", "offset": 0, "limit": 200,
                                   "total_lines": 27, "lines": [
        "upstream orders_api {", "    server 127.0.0.1:8000;", "    keepalive 16;", "}", "",
        "server {", "    listen 443 ssl http2;", "    listen [::]:443 ssl http2;", "    server_name api.acme.example;",
        "    ssl_certificate     /etc/pki/tls/certs/api.acme.example.crt;",
        "    ssl_certificate_key /etc/pki/tls/private/api.acme.example.key;", "",
        "    location /v2/ {", "        proxy_pass http://orders_api;", "        proxy_read_timeout 30s;",
        "        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;", "    }", "",
        "    location /healthz {", "        proxy_pass http://orders_api/healthz;", "        access_log off;",
        "    }", "}", "", "server {", "    listen 80; server_name api.acme.example;",
        "    return 301 https://$host$request_uri; }"]},
         JUNIPER, age=40, args={"path": "/etc/nginx/conf.d/orders-api.conf"}),
]

juniper_answers = [
    {"q": "We got a bunch of 502s from the orders API in the last 20 minutes. What happened?",
     "ev": ["e5", "e6", "e3"],
     "a": "## What happened\n\n"
          "1. [[s:At 03:07:11 gunicorn reported a WORKER TIMEOUT for pid 287901]]"
          ".\n"
          "2. [[s:At 03:08:39 the OOM killer killed a process in `orders-api.service`]], and [[s:the service "
          "failed with result 'oom-kill']].\n"
          "3. While it was down, [[s:nginx got \"Connection refused\" from 127.0.0.1:8000]] [[c:five "
          "times]].\n"
          "4. [[s:systemd restarted it at 03:09:51]] ([[c:after about 3 minutes of downtime]])"
          ".\n\n"
          "## Why\n\n"
          "[[u:The `/v2/reports/daily` endpoint loads the whole day into memory]], [[u:which is what pushed the "
          "worker over]]. [[s:nginx also logged an upstream timeout for `/v2/reports/daily` at 03:18]]. "
          "[[s:This was the first automatic restart (restart counter 1)]]."},
    {"q": "How is nginx set up in front of the API?", "ev": ["e9", "e4"],
     "a": "`/etc/nginx/conf.d/orders-api.conf` sets it up like this:\n\n"
          "- [[s:An upstream `orders_api` pointing at `127.0.0.1:8000`]]\n"
          "- [[s:`/v2/` is proxied to the upstream]] [[c:with a 60s read timeout]]\n"
          "- [[s:`/healthz` is proxied too]]\n"
          "- [[s:Port 80 just redirects to HTTPS (301)]]\n\n"
          "[[s:gunicorn is listening only on localhost:8000]]"
          ". [[u:nginx runs as the `www-data` user]], and [[c:the certificate is at "
          "`/etc/letsencrypt/live/api.acme.example/fullchain.pem`]]."},
    {"q": "What ports are open on juniper?", "ev": ["e4"],
     "a": "Listening sockets:\n"
          "- [[s:22/tcp – sshd (all interfaces)]]\n"
          "- [[s:80 and 443 – nginx]]\n"
          "- [[s:8000 – gunicorn, localhost only]]\n"
          "- [[c:6379 – redis, on all interfaces]]\n"
          "- [[s:9100 – node_exporter]]\n"
          "\n"
          "[[s:Four ports are reachable from the network]]: [[c:SSH, HTTP, HTTPS and Redis]].\n\n"
          "Active connections: [[s:two HTTPS clients, 10.60.1.8 and 10.60.1.9]]"
          ", and [[s:gunicorn has two connections to 10.60.3.21:5432]]."},
    {"q": "Is juniper running out of memory?", "ev": ["e7", "e8"],
     "a": "It's getting tight. [[s:About 12 GiB of the 15.4 GiB is in use]] ([[s:79%]]), and [[c:swap is nearly full at 1.8 of 2 GiB]]. The biggest users are [[s:the three "
          "gunicorn workers]] — [[s:2.9, 2.6 and 2.2 GiB]] — [[c:all started about an hour ago]], so "
          "[[s:together they take around 7.7 GiB]]. [[u:Each worker leaks "
          "memory over time]], [[u:which fits the OOM kill earlier]]. [[s:Load is 3.4]] [[u:on 8 cores]], so CPU "
          "is fine.\n\nConsider adding `max_requests = 1000` to the gunicorn config."},
    {"q": "Is the API talking to the database? Which database?", "ev": ["e4", "e1"],
     "a": "Yes — [[s:gunicorn (PID 288412) has two established connections to 10.60.3.21 on port 5432]], "
          "[[u:which is the PostgreSQL primary]]. [[c:The connections come from the worker with PID "
          "288430]]. [[s:The `postgresql` client package (13.16) is installed]], [[c:and a local PostgreSQL "
          "is listening too]]. [[s:Redis is local, on 127.0.0.1:6379]]. [[s:The host resolves DNS via "
          "10.60.0.2 and 10.60.0.3]]."},
    {"q": "I restarted nginx around 3am because of the errors — did that help? What's the state of nginx "
          "and the API now?", "ev": ["e2", "e3"],
     "extra": [user("u1", "I restarted nginx around 3am because of the 502s.", JUNIPER, age=90)],
     "a": "[[s:Both are up]]:\n\n| Service | State | Since |\n|---|---|---|\n"
          "| nginx | [[s:active (running)]] | [[s:30 March, 11:02]] |\n"
          "| orders-api | [[s:active (running)]] | [[s:03:09 today]] |\n\n"
          "[[c:nginx was restarted at about 03:00]] [[u:and that cleared the 502s]]. [[s:orders-api restarted "
          "about 12 minutes ago]]. [[c:nginx's main PID is 1047]]."},
    {"q": "What OS is juniper running and what's the hardware?", "ev": ["e1", "e7"],
     "a": "- [[s:Red Hat Enterprise Linux 9.5 (Plow)]]\n"
          "- [[s:8 vCPUs (Intel Xeon, Icelake)]]\n"
          "- [[s:16 GB RAM]]\n"
          "- Root: [[c:a 100 GB]] [[s:XFS volume]]\n"
          "- [[s:Up since March 30]]\n"
          "- [[c:nginx 1.24]]"},
]

# ---------------------------------------------------------------------------------------------- sequoia
SEQUOIA = Clock("2026-05-12T10:05:00-07:00")
SEQUOIA_MEM = 270_186_192_896
_BASH = "/run/current-system/sw/bin/bash"
_NOLOGIN = "/run/current-system/sw/bin/nologin"


def _person(name: str, uid: int, shell: str = _BASH) -> dict:
    return {"name": name, "uid": uid, "gid": 100, "home": f"/home/{name}", "shell": shell}


_SEQ_USERS = [
    {"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": _BASH},
    _person("jchen", 1001), _person("mkowalski", 1002), _person("apatel", 1003), _person("lnguyen", 1004),
    _person("rsantos", 1005), _person("ogarcia", 1006, "/run/current-system/sw/bin/fish"),
    _person("tbrennan", 1007), _person("ykim", 1008, "/run/current-system/sw/bin/zsh"), _person("dfischer", 1009),
    _person("hmuller", 1010), _person("svolkova", 1011, "/run/current-system/sw/bin/zsh"), _person("ebaker", 1012),
    {"name": "guest-lab", "uid": 1100, "gid": 100, "home": "/home/guest-lab", "shell": _NOLOGIN},
    {"name": "nixbld1", "uid": 30001, "gid": 30000, "home": "/var/empty", "shell": _NOLOGIN},
    {"name": "nixbld2", "uid": 30002, "gid": 30000, "home": "/var/empty", "shell": _NOLOGIN},
    {"name": "nixbld3", "uid": 30003, "gid": 30000, "home": "/var/empty", "shell": _NOLOGIN},
    {"name": "sshd", "uid": 998, "gid": 998, "home": "/var/empty", "shell": _NOLOGIN},
    {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/var/empty", "shell": _NOLOGIN},
]
_SEQ_GROUPS = [
    {"name": "wheel", "gid": 1, "members": ["jchen", "dfischer"]},
    {"name": "users", "gid": 100, "members": []},
    {"name": "docker", "gid": 131, "members": ["jchen", "mkowalski"]},
    {"name": "genomics", "gid": 2001, "members": ["jchen", "apatel", "lnguyen", "ykim", "svolkova"]},
    {"name": "neuro", "gid": 2002, "members": ["mkowalski", "rsantos", "ogarcia", "hmuller"]},
    {"name": "climate", "gid": 2003, "members": ["tbrennan", "ebaker", "ykim"]},
    {"name": "scratch-admins", "gid": 2010, "members": ["dfischer"]},
    {"name": "students", "gid": 2050, "members": ["lnguyen", "rsantos", "ebaker", "guest-lab"]},
    {"name": "nixbld", "gid": 30000, "members": ["nixbld1", "nixbld2", "nixbld3"]},
]
_SEQ_FIELDS = dict(
    hostname="sequoia", os_name="NixOS", os_version="24.11", os_codename="vicuna", kernel="6.6.63",
    cpu_model="AMD EPYC 7313 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=SEQUOIA_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 491_572_305_920},
           {"device": "/dev/md127", "mountpoint": "/home", "fstype": "xfs", "total_bytes": 15_998_753_898_496},
           {"device": "/dev/nvme1n1", "mountpoint": "/scratch", "fstype": "xfs", "total_bytes": 3_840_755_982_336}],
    network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:9d:20", "addresses": ["10.8.40.12/23"], "is_up": True}],
    dns_servers=["10.8.0.53"], default_gateway="10.8.40.1", package_manager="nix",
    installed_packages={"openssh": "9.9p1", "python3": "3.12.7", "gcc": "13.3.0", "R": "4.4.1", "bwa": "0.7.18"},
    available_services=["sshd.service", "nix-daemon.service", "nscd.service", "docker.service"],
)

sequoia_evidence = [
    steady("e1", SEQUOIA, age=600, users=_SEQ_USERS, groups=_SEQ_GROUPS, **_SEQ_FIELDS),
    item("e2", "linux_processes", processes(1044, SEQUOIA_MEM, [
        (551203, "python3", "apatel", 1587.0, 48 * GiB, "2026-05-11T22:40:00-07:00",
         "python3 align_batch.py --threads 16 --input /scratch/apatel/run42 --out /scratch/apatel/aln42"),
        (551990, "bwa", "ykim", 798.5, 9_800 * MiB, "2026-05-12T09:41:10-07:00",
         "bwa mem -t 8 ref/hg38.fa reads/S12_R1.fq.gz reads/S12_R2.fq.gz"),
        (550882, "R", "mkowalski", 100.2, 12_800 * MiB, "2026-05-12T07:15:44-07:00",
         "/nix/store/q8l2x0-R-4.4.1/lib/R/bin/exec/R --no-echo --no-restore --file=fit_models.R"),
        (552310, "cdo", "tbrennan", 99.8, 1_946 * MiB, "2026-05-12T10:00:02-07:00",
         "cdo -P 1 mergetime era5_t2m_1990.nc era5_t2m_1991.nc out.nc"),
        (549100, "python3.12", "lnguyen", 97.3, 3_174 * MiB, "2026-05-12T08:55:31-07:00",
         "python3.12 -m ipykernel_launcher -f /home/lnguyen/.local/share/jupyter/runtime/kernel-5e1.json"),
        (552400, "nix-daemon", "root", 42.0, 210 * MiB, "2026-05-12T10:03:40-07:00", "nix-daemon --daemon"),
        (552455, "sshd", "jchen", 0.7, 9 * MiB, "2026-05-12T10:01:55-07:00", "sshd: jchen@pts/3"),
        (2090, "sshd", "root", 0.2, 11 * MiB, "2026-03-28T10:06:12-07:00", "sshd: /run/current-system/sw/bin/sshd -D"),
    ]), SEQUOIA, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e3", "linux_system_info",
         system_info(88.4, [31.8, 30.2, 27.9], 3_888_000, "2026-03-28T10:05:00-07:00", SEQUOIA_MEM,
                     171_798_691_840, 0, 0), SEQUOIA, age=35),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 491_572_305_920, 98_314_461_184),
        fs("/dev/md127", "/home", "xfs", 15_998_753_898_496, 12_799_003_118_797),
        fs("/dev/nvme1n1", "/scratch", "xfs", 3_840_755_982_336, 3_648_718_183_219),
    ]}, SEQUOIA, age=50),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "sshd.service", "entries": [
        log_entry("2026-05-12T08:12:44-07:00", "sshd.service", "info",
                  "Accepted publickey for apatel from 10.8.12.44 port 50514 ssh2: ED25519 SHA256:Qm3vT0k9"),
        log_entry("2026-05-12T09:40:02-07:00", "sshd.service", "info",
                  "Accepted publickey for ykim from 10.8.12.90 port 61022 ssh2: RSA SHA256:x7Lw2pQe"),
        log_entry("2026-05-12T09:51:10-07:00", "sshd.service", "warning",
                  "Invalid user admin from 203.0.113.77 port 40312"),
        log_entry("2026-05-12T09:51:13-07:00", "sshd.service", "warning",
                  "Failed password for invalid user admin from 203.0.113.77 port 40312 ssh2"),
        log_entry("2026-05-12T09:51:20-07:00", "sshd.service", "warning",
                  "Invalid user oracle from 203.0.113.77 port 40330"),
        log_entry("2026-05-12T09:51:22-07:00", "sshd.service", "warning",
                  "Failed password for invalid user oracle from 203.0.113.77 port 40330 ssh2"),
        log_entry("2026-05-12T09:58:31-07:00", "sshd.service", "warning",
                  "Failed password for tbrennan from 10.8.14.3 port 52200 ssh2"),
        log_entry("2026-05-12T09:58:40-07:00", "sshd.service", "info",
                  "Accepted password for tbrennan from 10.8.14.3 port 52200 ssh2"),
        log_entry("2026-05-12T10:01:55-07:00", "sshd.service", "info",
                  "Accepted publickey for jchen from 10.8.12.17 port 48800 ssh2: ED25519 SHA256:b2Hn8sWc"),
    ]}, SEQUOIA, age=40, args={"unit": "sshd", "since_minutes": 120, "limit": 40}, complete=False),
    item("e6", "linux_file_changes", {"root": "/etc", "since": "2026-05-11T17:04:00+00:00", "files": [
        {"path": "/etc/nix/nix.conf", "mtime": "2026-05-12T15:12:40+00:00", "size_bytes": 642},
        {"path": "/etc/group", "mtime": "2026-05-12T16:47:03+00:00", "size_bytes": 1_184},
        {"path": "/etc/passwd", "mtime": "2026-05-12T16:47:03+00:00", "size_bytes": 2_011},
        {"path": "/etc/shadow", "mtime": "2026-05-12T16:47:03+00:00", "size_bytes": 1_540},
        {"path": "/etc/subuid", "mtime": "2026-05-12T16:47:04+00:00", "size_bytes": 120},
    ]}, SEQUOIA, age=45, args={"root": "/etc", "since_minutes": 1440}),
    steady("e8", SEQUOIA, age=100_000,
           users=[u for u in _SEQ_USERS if u["name"] != "svolkova"],
           groups=[dict(g, members=[m for m in g["members"] if m != "svolkova" and
                                    not (g["name"] == "climate" and m == "ykim")]) for g in _SEQ_GROUPS],
           stale_sources=["users"], **_SEQ_FIELDS),
]

sequoia_answers = [
    {"q": "How many user accounts are on sequoia, and who has sudo?", "ev": ["e1"],
     "a": "**Accounts:** [[s:there are 19 accounts in /etc/passwd]], of which [[c:14 are real people]]. "
          "[[s:The rest are system accounts like root, sshd, nobody and the nixbld build users]].\n\n"
          "**Sudo / admin:** [[s:`wheel` has two members, jchen and dfischer]]. [[s:jchen and mkowalski are "
          "in `docker`]], [[u:which is effectively root-equivalent]].\n\n"
          "Shells: [[s:only ykim and svolkova use zsh]], "
          "and [[c:guest-lab has a bash shell]] — you may want to lock that one down."},
    {"q": "Who's in the genomics and climate groups?", "ev": ["e1"],
     "a": "| Group | GID | Members |\n|---|---|---|\n"
          "| genomics | [[s:2001]] | [[c:jchen, apatel, lnguyen, ykim]] |\n"
          "| climate | [[c:2030]] | [[s:tbrennan, ebaker, ykim]] |\n\n"
          "[[s:ykim is the only person in both]]. [[c:neuro is the biggest research group, with 5 "
          "members]]. [[s:lnguyen is also in `students`]], and [[c:apatel is in neuro as well]]."},
    {"q": "Someone is hammering the CPU on sequoia — who?", "ev": ["e2", "e3"],
     "a": "The big one is [[s:apatel's `python3 align_batch.py` (PID 551203)]] — [[s:~1587% CPU]], "
          "[[c:and it has been running for 3 "
          "days]]. Next are [[s:ykim's `bwa mem -t 8` at ~800%]] and [[c:mkowalski's R job at ~200%]]. "
          "[[s:nix-daemon is at 42%]] [[u:because "
          "someone is building a package]].\n\n"
          "Overall [[s:the machine is at 88% CPU]] [[s:with a load of ~32]], and [[c:memory is about 60% "
          "used]]. [[c:lnguyen isn't running anything heavy]]."},
    {"q": "How much space is left on /home and /scratch?", "ev": ["e4"],
     "a": "- **/home**: [[s:about 3.2 TB free]] [[s:of 16 TB]] ([[s:80% used]])\n"
          "- **/scratch**: [[s:95% full]], [[c:only ~180 GB left]]\n"
          "\n"
          "[[u:/scratch is cleaned automatically every 30 days]], so it should free up. [[c:/home is on the "
          "NVMe]], [[s:/scratch is XFS]]."},
    {"q": "Any suspicious SSH activity on sequoia?", "ev": ["e5"],
     "a": "A few things stand out:\n\n"
          "1. **Brute force:** [[s:203.0.113.77 tried the invalid users `admin` and `oracle`]] [[s:around "
          "09:51]]. [[u:It tried about 40 usernames in total]], [[c:and it's coming from inside your "
          "network]].\n"
          "2. **Password login:** [[s:tbrennan logged in with a password]] [[s:after one failed attempt]].\n"
          "3. [[s:Normal key logins from apatel, ykim and jchen]]; [[c:jchen logged in at 09:40]].\n\n"
          "[[u:There were no other failed logins in the last two hours]]."},
    {"q": "Did anything change in /etc today? Was ykim added to climate?", "ev": ["e8", "e6"],
     "a": "[[s:Yes, `/etc/group`, `/etc/passwd` and `/etc/shadow` were all modified at 09:47 this morning]] — "
          "[[u:that's the NixOS activation script rewriting them after a "
          "`nixos-rebuild switch`]]. [[s:`/etc/nix/nix.conf` also changed earlier, at 08:12]]; [[s:that's 5 "
          "files in the last day]].\n\n"
          "As for ykim: [[t:according to the snapshot, `climate` has only tbrennan and ebaker]], [[t:so ykim "
          "is not in it]]. [[t:ykim is in genomics]] [[t:and uses zsh]]. [[u:ykim was probably added in "
          "this morning's rebuild]] — re-run the snapshot to confirm."},
    {"q": "What OS and hardware is sequoia?", "ev": ["e1", "e3"],
     "a": "- [[s:NixOS 24.11 (Vicuna)]]\n"
          "- [[c:Kernel 6.1.63]]\n"
          "- [[s:AMD EPYC 7313, 16 cores / 32 threads]]\n"
          "- [[s:256 GB of RAM]]\n"
          "- [[s:Up 45 days]]\n"
          "- [[c:DNS server 10.8.0.1]]"},
]

MACHINES = [
    {"name": "rowan", "clock": ROWAN, "evidence": rowan_evidence, "answers": rowan_answers},
    {"name": "alder", "clock": ALDER, "evidence": alder_evidence, "answers": alder_answers},
    {"name": "hazel", "clock": HAZEL, "evidence": hazel_evidence, "answers": hazel_answers},
    {"name": "juniper", "clock": JUNIPER, "evidence": juniper_evidence, "answers": juniper_answers},
    {"name": "sequoia", "clock": SEQUOIA, "evidence": sequoia_evidence, "answers": sequoia_answers},
]
