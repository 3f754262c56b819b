"""96th generation (written blind, in the manner of Gemma 3 12B Instruct: a short direct answer first, then a
"**Details**" heading with `*   ` bullets and bold keys, inline code for unit names, paths and packages, an
occasional table, figures converted between units in parentheses ("233 GiB (250 GB)"), a one-line "Note: …"
caveat, and a closing question offering a follow-up).

monet — a Debian 12 Forgejo server with PostgreSQL 15 (Europe/Paris, +01:00, a week after the change back to
winter time). Its evidence: a steady-state snapshot (ext4 root on /dev/sda2, a 2 TB XFS volume for the
repositories on /srv/forgejo, packages, users claire/git/postgres), forgejo.service on its own (restarted at
07:41 after the 9.0.0 → 9.0.1 package upgrade), a complete listing of all services in which only
forgejo-backup.service has failed, that unit's log of the night (the 03:00 dump died at 03:27 with "no space
left on device" writing to /var/backups), fresh disk usage (root at 94.6%), a memory-sorted process listing cut
at five rows, fourteen days of apt history (postgresql-15 15.8 → 15.9, a 6.1.0-27 kernel installed on October
30 that is not running yet), a 25-minute-old system reading (stale) and a complete socket listing.

vermeer — an Ubuntu 24.04 laptop used for video editing (America/Los_Angeles, -08:00). A steady-state snapshot
(Ryzen 9 7940HS, 30.2 GiB MemTotal, a 916 GiB ext4 root, a 2 TB exFAT footage drive), disk usage with the root
at 99.1% (8.8 GB free), file changes under /home/lena cut at eight rows (ProRes renders v2, v3 and a v4 being
written by melt), a CPU-sorted process listing cut at six (melt at 688%), system info (load 15, 1.5 of 4 GiB
swap used), one disk-I/O sample, two hours of warning-or-worse log lines (three low-disk warnings and an amdgpu
page fault at err) and a failed read of a Kdenlive log file (tool error).

turner — a Fedora 41 KVM host (Europe/London, +00:00 now; it booted on October 16 under +01:00). A steady-state
snapshot (EPYC 7313P, 125.4 GiB, an XFS image volume of 3.64 TiB, br0 bridge), a complete listing of all
services (modular libvirt daemons up, libvirtd disabled, smartd failed), a CPU-sorted listing cut at six rows
(four qemu guests, win11-build busiest), system info, a one-second traffic sample, every podman container
(alertmanager exited), virtqemud's warning log (ci-scratch failed to start: image missing), a 12-minute-old disk
usage (stale) and ten days of dnf history (libvirt, qemu, cockpit upgrades, virt-v2v installed).

goya — a legacy Rocky Linux 8.10 LAMP server with PHP 7.2 (America/Sao_Paulo, -03:00). A steady-state snapshot
whose `users` source is listed in stale_sources (account and group claims are stale), httpd's unit (fresh), a
17-minute-old listing of all services (stale), an hour of PHP lines from Apache's error log (count() warning,
create_function() deprecation, two memory-exhausted fatals in admin/exportar.php), a memory-sorted listing cut
at six (mysqld 1.9 GiB), system info (86% RAM, 65% swap), sixty days of dnf history, a complete socket listing
(mysqld on 0.0.0.0:3306 with an outside client) and twelve lines of /etc/php.ini (memory_limit = 128M).

klimt — the control-plane node of a three-node k3s cluster on Ubuntu 22.04 (Asia/Kolkata, +05:30) that runs
Nextcloud and a GitLab runner. Nodes (all Ready, klimt-w2 under DiskPressure, tainted, one patch behind), pods of
the `nextcloud` and `ci` namespaces (evicted cron and job pods on w2, a Pending imaginary pod and a Pending job),
deployments of `nextcloud`, twelve-minute-old node events (stale: image GC failed, eviction threshold met), the
control plane's own disk usage, the k3s unit and system info. No data on the workers' disks.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, fs, item, listener, connection, log_entry, package_event, processes,
                       steady, system_info, unit, user, box, deployment)

# ---------------------------------------------------------------------------------------------------------
# monet — Debian 12, Forgejo + PostgreSQL 15
# ---------------------------------------------------------------------------------------------------------
MO = Clock("2026-11-04T10:15:00+01:00")
MO_MEM = 33_539_743_744
MO_ROOT = 250_375_106_560
MO_SRV = 1_999_844_147_200
MO_BOOT = 502_396_928

monet_evidence = [
    steady("e1", MO, age=3600,
           hostname="monet", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-26-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=MO_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": MO_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": MO_BOOT},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/forgejo", "fstype": "xfs", "total_bytes": MO_SRV}],
           network_interfaces=[{"name": "ens3", "mac": "52:54:00:8e:41:0c", "addresses": ["203.0.113.10/24"],
                                "is_up": True}],
           dns_servers=["203.0.113.1"], default_gateway="203.0.113.1", package_manager="dpkg",
           installed_packages={"forgejo": "9.0.1-1", "postgresql-15": "15.9-0+deb12u1", "libpq5": "15.9-0+deb12u1",
                               "nginx": "1.22.1-9+deb12u1", "git": "1:2.39.5-0+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "certbot": "2.1.0-4",
                               "linux-image-amd64": "6.1.115-1", "linux-image-6.1.0-26-amd64": "6.1.112-1",
                               "linux-image-6.1.0-27-amd64": "6.1.115-1"},
           available_services=["forgejo.service", "postgresql@15-main.service", "postgresql.service",
                               "nginx.service", "ssh.service", "cron.service", "forgejo-backup.service",
                               "certbot.service", "unattended-upgrades.service"],
           users=[{"name": "claire", "uid": 1000, "gid": 1000, "home": "/home/claire", "shell": "/bin/bash"},
                  {"name": "git", "uid": 113, "gid": 119, "home": "/var/lib/forgejo", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 108, "gid": 115, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["claire"]},
                   {"name": "adm", "gid": 4, "members": ["claire"]},
                   {"name": "git", "gid": 119, "members": []},
                   {"name": "ssl-cert", "gid": 112, "members": ["postgres"]}]),
    item("e2", "linux_service_status",
         unit("forgejo.service", "active", "running", pid=48213, since="2026-11-04T07:41:12+01:00",
              desc="Forgejo (Beyond coding. We forge.)"), MO, age=25, args={"name": "forgejo"}),
    item("e3", "linux_service_status", {"units": [
        unit("forgejo.service", "active", "running", pid=48213, since="2026-11-04T07:41:12+01:00",
             desc="Forgejo (Beyond coding. We forge.)"),
        unit("postgresql@15-main.service", "active", "running", pid=902, since="2026-10-28T06:02:18+01:00",
             desc="PostgreSQL Cluster 15-main"),
        unit("postgresql.service", "active", "exited", since="2026-10-28T06:02:19+01:00", desc="PostgreSQL RDBMS"),
        unit("nginx.service", "active", "running", pid=951, since="2026-10-28T06:02:20+01:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("ssh.service", "active", "running", pid=880, since="2026-10-28T06:02:15+01:00",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=874, since="2026-10-28T06:02:15+01:00",
             desc="Regular background program processing daemon"),
        unit("unattended-upgrades.service", "active", "running", pid=1002, since="2026-10-28T06:02:21+01:00",
             desc="Unattended Upgrades Shutdown"),
        unit("forgejo-backup.service", "failed", "failed", ufs="static", desc="Forgejo nightly dump"),
        unit("certbot.service", "inactive", "dead", ufs="static", desc="Certbot"),
    ]}, MO, age=120),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "forgejo-backup.service", "entries": [
        log_entry("2026-11-04T03:00:00+01:00", "forgejo-backup.service", "info",
                  "Starting forgejo-backup.service - Forgejo nightly dump..."),
        log_entry("2026-11-04T03:00:01+01:00", "forgejo-backup.service", "info",
                  "2026/11/04 03:00:01 ...cmd/dump.go:171:runDump() [I] Dumping database..."),
        log_entry("2026-11-04T03:02:37+01:00", "forgejo-backup.service", "info",
                  "2026/11/04 03:02:37 ...cmd/dump.go:190:runDump() [I] Dumping local repository directory "
                  "/srv/forgejo/repositories"),
        log_entry("2026-11-04T03:27:13+01:00", "forgejo-backup.service", "err",
                  "2026/11/04 03:27:13 ...cmd/dump.go:201:fatal() [F] Failed to include repositories: write "
                  "/var/backups/forgejo/forgejo-dump-1793757600.zip: no space left on device"),
        log_entry("2026-11-04T03:27:13+01:00", "forgejo-backup.service", "err",
                  "forgejo-backup.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-04T03:27:13+01:00", "forgejo-backup.service", "warning",
                  "forgejo-backup.service: Failed with result 'exit-code'."),
        log_entry("2026-11-04T03:27:13+01:00", "forgejo-backup.service", "err",
                  "Failed to start forgejo-backup.service - Forgejo nightly dump."),
    ]}, MO, age=30, args={"unit": "forgejo-backup.service", "since_minutes": 480}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", MO_ROOT, 236_917_571_584),
        fs("/dev/sda1", "/boot", "ext4", MO_BOOT, 143_884_288),
        fs("/dev/sdb1", "/srv/forgejo", "xfs", MO_SRV, 642_108_555_264),
    ]}, MO, age=40),
    item("e6", "linux_processes", processes(176, MO_MEM, [
        (48213, "forgejo", "git", 2.4, 642 * MiB, "2026-11-04T07:41:12+01:00",
         "/usr/local/bin/forgejo web --config /etc/forgejo/app.ini"),
        (1011, "postgres", "postgres", 0.1, 402 * MiB, "2026-10-28T06:02:19+01:00", "postgres: 15/main: checkpointer"),
        (49877, "postgres", "postgres", 4.8, 288 * MiB, "2026-11-04T09:58:03+01:00",
         "postgres: 15/main: forgejo forgejo 127.0.0.1(52814) idle"),
        (51902, "git", "git", 31.5, 211 * MiB, "2026-11-04T10:13:58+01:00",
         "/usr/bin/git -c protocol.version=2 upload-pack --stateless-rpc /srv/forgejo/repositories/infra/monorepo.git"),
        (902, "postgres", "postgres", 0.0, 178 * MiB, "2026-10-28T06:02:18+01:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c "
         "config_file=/etc/postgresql/15/main/postgresql.conf"),
    ]), MO, age=35, args={"sort": "memory", "limit": 5}, complete=False),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-10-27T06:25:12+01:00", "upgrade", "postgresql-15", "15.8-0+deb12u1", "15.9-0+deb12u1"),
        package_event("2026-10-27T06:25:14+01:00", "upgrade", "libpq5", "15.8-0+deb12u1", "15.9-0+deb12u1"),
        package_event("2026-10-30T06:31:40+01:00", "install", "linux-image-6.1.0-27-amd64", None, "6.1.115-1"),
        package_event("2026-10-30T06:31:52+01:00", "upgrade", "linux-image-amd64", "6.1.112-1", "6.1.115-1"),
        package_event("2026-11-04T07:40:55+01:00", "upgrade", "forgejo", "9.0.0-1", "9.0.1-1"),
    ]}, MO, age=50, args={"since_days": 14}),
    item("e8", "linux_system_info",
         system_info(11.4, [0.62, 0.71, 0.69], 618_470, "2026-10-28T06:02:10+01:00", MO_MEM, 20_937_965_568,
                     1_023_406_080, 0), MO, age=1500),
    item("e9", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "52:54:00:8e:41:0c", "addresses": ["203.0.113.10/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 880, "sshd"), listener(22, "::", 880, "sshd"),
            listener(80, "0.0.0.0", 951, "nginx"), listener(443, "0.0.0.0", 951, "nginx"),
            listener(3000, "127.0.0.1", 48213, "forgejo"),
            listener(5432, "127.0.0.1", 902, "postgres"), listener(5432, "::1", 902, "postgres"),
        ],
        "connections": [
            connection("203.0.113.10:443", "198.51.100.77:60412", 951, "nginx"),
            connection("127.0.0.1:41200", "127.0.0.1:3000", 951, "nginx"),
            connection("127.0.0.1:52814", "127.0.0.1:5432", 48213, "forgejo"),
            connection("127.0.0.1:5432", "127.0.0.1:52814", 49877, "postgres"),
            connection("203.0.113.10:22", "192.0.2.50:53311", 50990, "sshd"),
            connection("203.0.113.10:22", "198.51.100.77:60418", 51899, "sshd"),
        ]}, MO, age=35),
]

monet_answers = [
    {"q": "Is Forgejo running again after this morning's update?", "ev": ["e2", "e7"],
     "a": "Yes — `forgejo.service` is [[s:running]].\n\n"
          "**Details**\n\n"
          "*   **State:** `active (running)`, [[s:enabled at boot]]\n"
          "*   **Running since:** [[s:07:41 today]] ([[c:about 3½ hours ago]])\n"
          "*   **Main PID:** [[s:48213]]\n"
          "*   **Version:** the package was [[s:upgraded from `9.0.0-1` to `9.0.1-1` at 07:40]], and "
          "[[u:the upgrade's post-install script is what restarted the service]]\n\n"
          "Note: the package history shows [[c:only one upgrade]] in the last two weeks, so this was a quiet "
          "period for the server.\n\n"
          "Would you like me to check the Forgejo log for errors after the restart?"},

    {"q": "Why did last night's Forgejo backup fail?", "ev": ["e3", "e4", "e5"],
     "a": "The nightly dump failed because [[s:the disk it writes to ran out of space]] while packing the "
          "archive into `/var/backups/forgejo`.\n\n"
          "**Details**\n\n"
          "*   **Unit:** `forgejo-backup.service` is [[s:in the `failed` state]]\n"
          "*   **Started:** 03:00 — **failed:** [[c:03:17]]\n"
          "*   **Root filesystem (`/`) now:** [[s:94.6% used]], about 12.5 GiB free ([[c:roughly 11 GB]])\n"
          "*   **Repository volume (`/srv/forgejo`):** [[s:only 32% used]]\n"
          "*   A full dump is [[u:probably larger than the ~12 GB left on `/`]]\n"
          "*   [[s:It's the only failed unit on the system]]\n\n"
          "Note: [[u:the SQL part of the dump was written completely]], so only the repository archive is "
          "missing.\n\n"
          "A quick fix is to point the dump at the big volume, e.g. `forgejo dump --file "
          "/srv/forgejo/backups/forgejo-dump.zip`. Want me to look at what is taking up space under `/var`?"},

    {"q": "How much disk space do I have left?", "ev": ["e1", "e5"],
     "a": "[[s:`/` is nearly full]] at 94.6%; the repository volume has plenty of room.\n\n"
          "**Details**\n\n"
          "| Mount | Device | Size | Used | Free | Use% |\n"
          "|---|---|---|---|---|---|\n"
          "| `/` | `/dev/sda2` | [[s:233 GiB (250 GB)]] | 221 GiB | [[c:22.5 GiB]] | [[s:94.6%]] |\n"
          "| `/srv/forgejo` | `/dev/sdb1` | [[s:1.82 TiB (2.0 TB)]] | [[c:642 GiB]] | 1.23 TiB | [[s:32.1%]] |\n"
          "| `/boot` | `/dev/sda1` | 479 MiB | 137 MiB | 342 MiB | [[c:41.2%]] |\n\n"
          "*   [[s:`/srv/forgejo` is XFS]]; the other two are ext4\n\n"
          "Note: [[u:Forgejo's LFS objects and package registry are stored on `/`]], which would explain why the "
          "root keeps growing.\n\n"
          "Shall I suggest a cleanup plan (old dumps, apt cache, journal vacuum)?"},

    {"q": "What's using the most memory on this box?", "ev": ["e1", "e6"],
     "a": "The top memory user is [[s:the `forgejo web` process (PID 48213)]] at about 642 MiB "
          "([[c:~2.6% of RAM]]).\n\n"
          "**Details** (top 5 of [[s:176 processes]])\n\n"
          "1.  `forgejo` — 642 MiB\n"
          "2.  [[s:PostgreSQL checkpointer — 402 MiB]]\n"
          "3.  [[c:`git upload-pack` for `infra/monorepo.git` — 288 MiB]]\n"
          "4.  an idle PostgreSQL backend for the `forgejo` database\n"
          "5.  [[s:the PostgreSQL postmaster (PID 902) — 178 MiB]]\n\n"
          "*   **Total RAM:** [[s:31.2 GiB (33.5 GB)]]\n"
          "*   [[u:PostgreSQL is running only these three processes]]\n"
          "*   [[c:The `git upload-pack` process is using almost no CPU]]\n\n"
          "Note: this is only the top of the list, so smaller processes are not shown.\n\n"
          "Would you like me to sort by CPU instead?"},

    {"q": "Am I running the latest kernel? What got updated recently?", "ev": ["e1", "e7"],
     "a": "No — [[s:the running kernel is `6.1.0-26-amd64`]], but [[s:`linux-image-6.1.0-27-amd64` was installed "
          "on 30 October]] and is not booted yet.\n\n"
          "**Details**\n\n"
          "| Date | Package | Change |\n"
          "|---|---|---|\n"
          "| [[s:27 Oct]] | `postgresql-15` | [[s:15.8 → 15.9]] |\n"
          "| 30 Oct | `linux-image-6.1.0-27-amd64` | new install (6.1.115-1) |\n"
          "| 30 Oct | `linux-image-amd64` | [[c:6.1.106-3 → 6.1.115-1]] |\n"
          "| 4 Nov | `forgejo` | [[s:9.0.0 → 9.0.1]] |\n\n"
          "*   [[c:Only `postgresql-15` was upgraded on the database side]]\n"
          "*   [[u:The new kernel fixes an ext4 security issue]]\n\n"
          "Note: a reboot is needed before `uname -r` shows the new kernel.\n\n"
          "Would you like a short reboot checklist for the new kernel?"},

    {"q": "What's the load and memory like right now?", "ev": ["e1", "e8"],
     "a": "Load is [[t:low]]: [[t:0.62 / 0.71 / 0.69]] on a [[s:12-thread]] [[s:Xeon E-2236]].\n\n"
          "**Details**\n\n"
          "*   **CPU:** [[t:11.4%]]\n"
          "*   **Memory:** [[t:11.7 GiB used of 31.2 GiB]] (about 38%)\n"
          "*   **Swap:** [[t:none in use]]\n"
          "*   **Up since:** [[t:28 October, 06:02]]\n\n"
          "Note: with a load under 1 [[u:there is plenty of headroom for more CI traffic]].\n\n"
          "Do you want me to keep an eye on it during the next nightly dump?"},

    {"q": "What ports are exposed on monet?", "ev": ["e1", "e9"],
     "extra": [user("u1", "I set Forgejo to listen only on localhost, nginx in front of it.", MO)],
     "a": "Your setup is right: [[s:Forgejo is bound to `127.0.0.1:3000` only]] (e9), with nginx in front.\n\n"
          "**Details**\n\n"
          "| Port | Address | Process |\n"
          "|---|---|---|\n"
          "| 22 | [[s:0.0.0.0 and ::]] | `sshd` (PID 880) |\n"
          "| 80 / 443 | 0.0.0.0 | [[c:`nginx` (PID 915)]] |\n"
          "| 3000 | 127.0.0.1 | `forgejo` (PID 48213) |\n"
          "| 5432 | [[c:0.0.0.0]] | `postgres` |\n\n"
          "*   [[s:Forgejo holds a connection to PostgreSQL on 5432]] (e9)\n"
          "*   There are [[s:two SSH sessions]], [[c:both from `192.0.2.50`]]\n"
          "*   [[u:Forgejo's built-in SSH server is disabled]] (e1)\n"
          "*   [[s:Nothing else is listening]]\n\n"
          "Note: the public address on `ens3` is [[s:203.0.113.10/24]] (e1).\n\n"
          "Would you like me to check the nginx site config for the proxy settings?"},
]

# ---------------------------------------------------------------------------------------------------------
# vermeer — Ubuntu 24.04 video-editing laptop
# ---------------------------------------------------------------------------------------------------------
VE = Clock("2026-11-04T16:40:00-08:00")
VE_MEM = 32_475_328_512
VE_ROOT = 983_349_346_304
VE_EXT = 2_000_381_018_112
VE_EFI = 1_124_999_168

vermeer_evidence = [
    steady("e1", VE, age=7200,
           hostname="vermeer", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="AMD Ryzen 9 7940HS w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=VE_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": VE_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": VE_EFI},
                  {"device": "/dev/sda1", "mountpoint": "/media/lena/Footage", "fstype": "exfat",
                   "total_bytes": VE_EXT}],
           network_interfaces=[{"name": "wlp1s0", "mac": "f4:c8:8a:2e:91:07", "addresses": ["192.168.1.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"kdenlive": "23.08.5-0ubuntu4", "melt": "7.22.0-1build3",
                               "ffmpeg": "7:6.1.1-3ubuntu5", "obs-studio": "30.0.2+dfsg-3build1",
                               "handbrake": "1.7.2+ds1-1build1", "blender": "4.0.2+dfsg-1ubuntu8",
                               "gnome-shell": "46.0-0ubuntu6~24.04.4"},
           available_services=["gdm.service", "NetworkManager.service", "bluetooth.service", "cups.service",
                               "power-profiles-daemon.service"],
           users=[{"name": "lena", "uid": 1000, "gid": 1000, "home": "/home/lena", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["lena"]},
                   {"name": "video", "gid": 44, "members": ["lena"]},
                   {"name": "render", "gid": 993, "members": ["lena"]},
                   {"name": "plugdev", "gid": 46, "members": ["lena"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", VE_ROOT, 974_532_141_056),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", VE_EFI, 6_385_664),
        fs("/dev/sda1", "/media/lena/Footage", "exfat", VE_EXT, 1_412_734_976_000),
    ]}, VE, age=20),
    item("e3", "linux_file_changes", {"root": "/home/lena", "since": "2026-11-04T12:40:00-08:00", "files": [
        {"path": "/home/lena/Videos/Renders/wedding_final_v4.mov", "mtime": "2026-11-04T16:39:51-08:00",
         "size_bytes": 41_875_931_136},
        {"path": "/home/lena/.local/share/kdenlive/.backup/wedding_2026-11-04-16-30-00.kdenlive",
         "mtime": "2026-11-04T16:30:00-08:00", "size_bytes": 1_843_212},
        {"path": "/home/lena/Videos/Projects/wedding/wedding.kdenlive", "mtime": "2026-11-04T16:29:58-08:00",
         "size_bytes": 1_843_090},
        {"path": "/home/lena/Videos/Renders/wedding_final_v3.mov", "mtime": "2026-11-04T15:58:14-08:00",
         "size_bytes": 96_412_876_800},
        {"path": "/home/lena/Videos/Projects/wedding/proxy/C0047.MP4.proxy.mkv", "mtime": "2026-11-04T14:52:03-08:00",
         "size_bytes": 1_288_490_188},
        {"path": "/home/lena/Videos/Projects/wedding/proxy/C0046.MP4.proxy.mkv", "mtime": "2026-11-04T14:49:40-08:00",
         "size_bytes": 1_201_733_632},
        {"path": "/home/lena/Videos/Renders/wedding_final_v2.mov", "mtime": "2026-11-04T13:21:09-08:00",
         "size_bytes": 94_880_120_832},
        {"path": "/home/lena/Downloads/LUTs_FilmEmulation.zip", "mtime": "2026-11-04T12:47:55-08:00",
         "size_bytes": 412_316_860},
    ]}, VE, age=5, args={"root": "/home/lena", "since_minutes": 240, "limit": 8}, complete=False),
    item("e4", "linux_processes", processes(358, VE_MEM, [
        (28133, "melt", "lena", 688.4, 6_979_321_856, "2026-11-04T16:02:47-08:00",
         "/usr/bin/melt -progress2 /tmp/kdenlive-render-Xq81.mlt -consumer "
         "avformat:/home/lena/Videos/Renders/wedding_final_v4.mov vcodec=prores_ks"),
        (4121, "kdenlive", "lena", 41.7, 4_187_553_792, "2026-11-04T09:14:22-08:00", "/usr/bin/kdenlive"),
        (2874, "gnome-shell", "lena", 9.8, 612 * MiB, "2026-11-04T09:02:10-08:00", "/usr/bin/gnome-shell"),
        (29012, "tracker-miner-fs-3", "lena", 7.2, 248 * MiB, "2026-11-04T16:05:31-08:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (5530, "firefox", "lena", 5.1, 2_254_857_830, "2026-11-04T09:20:44-08:00",
         "/snap/firefox/5187/usr/lib/firefox/firefox"),
        (3011, "pipewire", "lena", 1.4, 38 * MiB, "2026-11-04T09:02:05-08:00", "/usr/bin/pipewire"),
    ]), VE, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 3_145_728, "write_bytes_per_s": 19_922_944, "busy_percent": 41.3},
        {"device": "sda", "read_bytes_per_s": 62_914_560, "write_bytes_per_s": 0, "busy_percent": 35.0},
    ]}, VE, age=15, args={"interval_seconds": 1.0}),
    item("e6", "linux_system_info",
         system_info(94.2, [15.31, 14.62, 12.08], 27_478, "2026-11-04T09:01:37-08:00", VE_MEM, 9_320_488_960,
                     4 * GiB, 1_610_612_736), VE, age=25),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-04T15:12:44-08:00", "user@1000.service", "warning",
                  "gsd-housekeeping[3102]: Low disk space warning: / has 31.6 GB remaining"),
        log_entry("2026-11-04T16:05:30-08:00", "user@1000.service", "warning",
                  "gsd-housekeeping[3102]: Low disk space warning: / has 18.2 GB remaining"),
        log_entry("2026-11-04T16:21:09-08:00", None, "err",
                  "amdgpu 0000:c5:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:3 pasid:32774)"),
        log_entry("2026-11-04T16:33:52-08:00", "user@1000.service", "warning",
                  "gsd-housekeeping[3102]: Low disk space warning: / has 9.9 GB remaining"),
    ]}, VE, age=30, args={"priority": "warning", "since_minutes": 120}),
    item("e8", "linux_file_read", {}, VE, age=40,
         args={"path": "/home/lena/.local/share/kdenlive/kdenlive.log", "offset": 0, "limit": 200},
         error="[Errno 2] No such file or directory: '/home/lena/.local/share/kdenlive/kdenlive.log'"),
]

vermeer_answers = [
    {"q": "Why is my disk full?", "ev": ["e2", "e3"],
     "a": "Your root partition is [[s:99.1% full]] — [[s:only about 8.2 GiB (8.8 GB) is left]] — and the three "
          "wedding renders in `~/Videos/Renders` [[s:take up about 217 GiB (233 GB) between them]].\n\n"
          "**Details**\n\n"
          "*   **`/`** (`/dev/nvme0n1p2`, ext4): [[c:908 GB used of 916 GB]]\n"
          "*   **Largest recent files:**\n"
          "    *   `wedding_final_v3.mov` — [[s:89.8 GiB (96.4 GB)]]\n"
          "    *   `wedding_final_v2.mov` — [[c:94.9 GiB]]\n"
          "    *   `wedding_final_v4.mov` — 39 GiB and [[u:still growing]]\n"
          "*   **External drive `/media/lena/Footage`:** [[s:70.6% used]], [[c:about 548 GB free]]\n\n"
          "Note: [[u:the Kdenlive proxy clips in the project folder add up to about 2.5 GB]] as well.\n\n"
          "Would you like me to list everything over 10 GB in your home folder?"},

    {"q": "Why is the laptop so slow right now?", "ev": ["e1", "e4", "e5", "e6"],
     "a": "It's busy rendering: [[s:`melt` (PID 28133)]] is using [[s:about 688% CPU]] — "
          "[[c:nearly all 8 of your threads]].\n\n"
          "**Details**\n\n"
          "*   **Overall CPU:** [[s:94.2%]]\n"
          "*   **Load average:** 15.31 / 14.62 / 12.08 and [[s:rising]]\n\n"
          "| Process | PID | CPU | Memory |\n"
          "|---|---|---|---|\n"
          "| `melt` (Kdenlive render) | 28133 | 688.4% | [[s:6.5 GiB (7.0 GB)]] |\n"
          "| `kdenlive` | [[c:4112]] | 41.7% | 3.9 GiB |\n"
          "| `gnome-shell` | 2874 | [[c:5.1%]] | 612 MiB |\n\n"
          "*   **RAM:** [[s:21.6 GiB used]] (71%)\n"
          "*   **Swap:** [[s:1.5 GiB in use]] [[c:out of 2 GiB]]\n"
          "*   **Disk:** `nvme0n1` is [[s:41% busy]], writing ~19 MiB/s\n\n"
          "Note: [[u:`tracker-miner-fs-3` is indexing the new render files]], which adds to the load.\n\n"
          "Would you like me to show how to pause indexing until the render finishes?"},

    {"q": "How much RAM do I have? Is 32 GB enough for 4K editing?", "ev": ["e1", "e6"],
     "a": "You have [[s:32 GB of RAM]] (30.2 GiB usable), and about 71% of it is in use right now.\n\n"
          "**Details**\n\n"
          "*   **Used:** [[c:23.2 GiB]]\n"
          "*   **Available:** [[s:8.7 GiB]]\n"
          "*   **Swap:** 4 GiB total, [[s:37.5% used]]\n"
          "*   **CPU:** [[s:Ryzen 9 7940HS]], 8 cores / 16 threads\n"
          "*   **GPU:** [[u:Radeon 780M with 2 GB of reserved VRAM]]\n"
          "*   **Uptime:** [[c:about 3 hours]] (booted [[s:09:01 this morning]])\n\n"
          "For 4K timelines, 32 GB is usually enough as long as you edit with proxy clips.\n\n"
          "Note: a render running at the same time will push you into swap.\n\n"
          "Want some Kdenlive settings that lower memory use during renders?"},

    {"q": "What changed in my home folder in the last few hours?", "ev": ["e3"],
     "a": "Mostly your renders and the Kdenlive project. Here are the most recent changes (the listing was "
          "capped at 8 entries):\n\n"
          "**Details**\n\n"
          "| Time | File | Size |\n"
          "|---|---|---|\n"
          "| 16:39 | `Renders/wedding_final_v4.mov` | [[s:39.0 GiB]] |\n"
          "| 16:30 | `.backup/wedding_2026-11-04-16-30-00.kdenlive` | [[c:1.8 KB]] |\n"
          "| 16:29 | `Projects/wedding/wedding.kdenlive` | 1.8 MB |\n"
          "| [[c:16:58]] | `Renders/wedding_final_v3.mov` | 89.8 GiB |\n"
          "| 14:52 and 14:49 | two proxy files (`C0047`, `C0046`) | ~1.1–1.2 GiB each |\n"
          "| [[s:13:21]] | `Renders/wedding_final_v2.mov` | [[s:88.4 GiB]] |\n"
          "| 12:47 | `Downloads/LUTs_FilmEmulation.zip` | [[c:412 MiB]] |\n\n"
          "*   [[u:Nothing outside `Videos`, `Downloads` and the Kdenlive folders changed]]\n\n"
          "Note: times are in your local time (PST).\n\n"
          "Should I widen the search to the last 24 hours?"},

    {"q": "Any warnings in the system log?", "ev": ["e7"],
     "a": "Yes — [[s:four warning-or-worse entries]] in the last two hours, [[s:three of them about low "
          "disk space]].\n\n"
          "**Details**\n\n"
          "*   15:12 — low disk space, [[s:31.6 GB remaining]]\n"
          "*   [[c:16:15]] — low disk space, 18.2 GB remaining\n"
          "*   16:33 — low disk space, [[c:9.1 GB remaining]]\n"
          "*   [[s:16:21]] — `amdgpu` page fault in `gfxhub`\n"
          "*   The GPU page fault [[u:was caused by the Kdenlive preview monitor]]\n"
          "*   [[c:There are no errors, only warnings]]\n\n"
          "Note: GNOME reports decimal gigabytes, so 9.9 GB is [[s:about 9.2 GiB]].\n\n"
          "Would you like me to check whether the amdgpu fault repeats?"},

    {"q": "Can you check kdenlive's log for render errors?", "ev": ["e4", "e8"],
     "a": "I couldn't read it — the read of `~/.local/share/kdenlive/kdenlive.log` failed with `No such file "
          "or directory`.\n\n"
          "**Details**\n\n"
          "*   [[u:The render itself has not reported any errors]]\n"
          "*   [[s:The render job (`melt`, PID 28133) is still running]], [[s:started at 16:02]]\n"
          "*   It is [[c:writing to `wedding_final_v3.mov`]], [[s:encoding with `prores_ks`]]\n"
          "*   [[u:It is about 40% done]]\n\n"
          "Note: without the log I can only see the process, not its messages.\n\n"
          "Should I look for the render log in `~/.cache` or `/tmp`?"},

    {"q": "How fast is the disk filling up?", "ev": ["e2", "e3", "e5"],
     "extra": [user("u1", "The render should be about 120 GB when it's done.", VE)],
     "a": "Fast enough to be a problem: at the current rate [[u:the disk will be full in roughly 7–8 "
          "minutes]], so the 120 GB render won't fit.\n\n"
          "**Details**\n\n"
          "*   **Write speed on `nvme0n1`:** [[s:about 19 MiB/s (≈20 MB/s)]]\n"
          "*   **Free on `/`:** [[s:8.8 GB (8.2 GiB)]]\n"
          "*   **`wedding_final_v4.mov` so far:** [[c:41.9 GiB]]\n"
          "*   **Busy:** `nvme0n1` at [[c:78%]]\n\n"
          "Note: the external drive has [[s:about 547 GiB free]], so [[u:moving the render output there would "
          "avoid the problem]].\n\n"
          "Want me to show how to change the render destination in Kdenlive?"},
]

# ---------------------------------------------------------------------------------------------------------
# turner — Fedora 41 KVM host
# ---------------------------------------------------------------------------------------------------------
TU = Clock("2026-11-04T13:05:00+00:00")
TU_MEM = 134_658_326_528
TU_ROOT = 107_321_753_600
TU_IMG = 3_998_614_552_576
TU_BOOT = 1_020_702_720

turner_evidence = [
    steady("e1", TU, age=5400,
           hostname="turner", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.11.5-300.fc41.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=TU_MEM,
           disks=[{"device": "/dev/mapper/fedora-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": TU_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": TU_BOOT},
                  {"device": "/dev/mapper/vmstore-images", "mountpoint": "/var/lib/libvirt/images", "fstype": "xfs",
                   "total_bytes": TU_IMG}],
           network_interfaces=[{"name": "enp65s0f0", "mac": "3c:ec:ef:5a:10:2e", "addresses": [], "is_up": True},
                               {"name": "br0", "mac": "3c:ec:ef:5a:10:2e", "addresses": ["10.20.0.5/24"],
                                "is_up": True},
                               {"name": "virbr0", "mac": "52:54:00:3b:77:a1", "addresses": ["192.168.122.1/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"qemu-kvm": "9.1.1-1.fc41", "libvirt-daemon": "10.6.0-5.fc41",
                               "virt-install": "4.1.0-8.fc41", "cockpit": "327-1.fc41",
                               "cockpit-machines": "323-1.fc41", "podman": "5.2.5-1.fc41",
                               "kernel": "6.11.5-300.fc41", "virt-v2v": "2.5.10-1.fc41"},
           available_services=["virtqemud.service", "virtnetworkd.service", "virtstoraged.service",
                               "virtlogd.service", "libvirtd.service", "libvirt-guests.service", "cockpit.service",
                               "sshd.service", "firewalld.service", "chronyd.service", "smartd.service"],
           users=[{"name": "tom", "uid": 1000, "gid": 1000, "home": "/home/tom", "shell": "/bin/bash"},
                  {"name": "qemu", "uid": 107, "gid": 107, "home": "/", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["tom"]},
                   {"name": "libvirt", "gid": 975, "members": ["tom"]},
                   {"name": "kvm", "gid": 36, "members": ["qemu"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("virtqemud.service", "active", "running", pid=1421, since="2026-10-16T08:13:02+01:00",
             desc="libvirt QEMU daemon"),
        unit("virtnetworkd.service", "active", "running", pid=1418, since="2026-10-16T08:13:01+01:00",
             desc="libvirt network daemon"),
        unit("virtstoraged.service", "active", "running", pid=1419, since="2026-10-16T08:13:01+01:00",
             desc="libvirt storage daemon"),
        unit("virtlogd.service", "active", "running", pid=1377, since="2026-10-16T08:12:58+01:00",
             desc="libvirt logging daemon"),
        unit("libvirtd.service", "inactive", "dead", ufs="disabled", desc="libvirt legacy monolithic daemon"),
        unit("libvirt-guests.service", "active", "exited", since="2026-10-16T08:13:05+01:00",
             desc="libvirt guests suspend/resume service"),
        unit("cockpit.service", "active", "running", ufs="static", pid=20544, since="2026-11-04T11:58:20+00:00",
             desc="Cockpit Web Service"),
        unit("sshd.service", "active", "running", pid=1290, since="2026-10-16T08:12:55+01:00",
             desc="OpenSSH server daemon"),
        unit("firewalld.service", "active", "running", pid=1012, since="2026-10-16T08:12:50+01:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("chronyd.service", "active", "running", pid=998, since="2026-10-16T08:12:49+01:00",
             desc="NTP client/server"),
        unit("smartd.service", "failed", "failed", desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
    ]}, TU, age=80),
    item("e3", "linux_processes", processes(598, TU_MEM, [
        (3391, "qemu-system-x86", "qemu", 396.1, 17_381_195_776, "2026-11-04T09:30:12+00:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11-build,debug-threads=on -machine pc-q35-9.1 "
         "-m size=16777216k -smp 8,sockets=1,cores=8,threads=1"),
        (3620, "qemu-system-x86", "qemu", 121.4, 8_724_152_320, "2026-10-16T08:13:40+01:00",
         "/usr/bin/qemu-system-x86_64 -name guest=ci-runner-01,debug-threads=on -machine pc-q35-9.0 "
         "-m size=8388608k -smp 4,sockets=1,cores=4,threads=1"),
        (3102, "qemu-system-x86", "qemu", 47.9, 33_973_862_400, "2026-10-16T08:13:21+01:00",
         "/usr/bin/qemu-system-x86_64 -name guest=db-staging,debug-threads=on -machine pc-q35-9.0 "
         "-m size=33554432k -smp 8,sockets=1,cores=8,threads=1"),
        (3255, "qemu-system-x86", "qemu", 11.8, 2_251_292_672, "2026-10-16T08:13:30+01:00",
         "/usr/bin/qemu-system-x86_64 -name guest=opnsense-lab,debug-threads=on -machine pc-q35-9.0 "
         "-m size=2097152k -smp 2,sockets=1,cores=2,threads=1"),
        (1421, "virtqemud", "root", 1.3, 58 * MiB, "2026-10-16T08:13:02+01:00", "/usr/sbin/virtqemud --timeout 120"),
        (20551, "cockpit-bridge", "tom", 0.9, 71 * MiB, "2026-11-04T11:58:22+00:00", "cockpit-bridge"),
    ]), TU, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_system_info",
         system_info(21.6, [7.82, 7.44, 6.91], 1_662_702, "2026-10-16T08:12:33+01:00", TU_MEM, 66_571_526_144,
                     8 * GiB, 0), TU, age=45),
    item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp65s0f0", "rx_bytes_per_s": 52_428_800, "tx_bytes_per_s": 9_437_184},
        {"name": "br0", "rx_bytes_per_s": 51_904_512, "tx_bytes_per_s": 9_332_326},
        {"name": "vnet0", "rx_bytes_per_s": 1_258_291, "tx_bytes_per_s": 31_457_280},
        {"name": "vnet1", "rx_bytes_per_s": 6_291_456, "tx_bytes_per_s": 18_874_368},
        {"name": "vnet2", "rx_bytes_per_s": 204_800, "tx_bytes_per_s": 1_048_576},
        {"name": "virbr0", "rx_bytes_per_s": 4_096, "tx_bytes_per_s": 2_048},
    ]}, TU, age=20, args={"interval_seconds": 1.0}),
    item("e6", "linux_containers", {"runtime": "podman", "containers": [
        box("9f31c2a7d0e4", "prometheus", "docker.io/prom/prometheus:v2.54.1", "running", "Up 19 days",
            "2026-09-02T14:10:03+01:00", ["0.0.0.0:9090->9090/tcp"]),
        box("4b8e02d1f6a3", "grafana", "docker.io/grafana/grafana:11.2.2", "running", "Up 19 days",
            "2026-09-02T14:11:40+01:00", ["0.0.0.0:3000->3000/tcp"]),
        box("c07a9e5b3d12", "node-exporter", "quay.io/prometheus/node-exporter:v1.8.2", "running", "Up 19 days",
            "2026-09-02T14:12:05+01:00"),
        box("e5d4a1f08b76", "alertmanager", "quay.io/prometheus/alertmanager:v0.27.0", "exited",
            "Exited (1) 2 days ago", "2026-10-30T17:44:21+00:00", ["0.0.0.0:9093->9093/tcp"]),
    ]}, TU, age=55, args={"all": True}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "virtqemud.service", "entries": [
        log_entry("2026-11-04T09:30:11+00:00", "virtqemud.service", "warning",
                  "Unable to get XATTR trusted.libvirt.security.ref_dac on "
                  "/var/lib/libvirt/images/win11-build.qcow2: No such data available"),
        log_entry("2026-11-04T11:47:03+00:00", "virtqemud.service", "err",
                  "internal error: process exited while connecting to monitor: qemu-system-x86_64: -blockdev "
                  "{\"driver\":\"file\",\"filename\":\"/var/lib/libvirt/images/ci-scratch.qcow2\"}: Could not open "
                  "'/var/lib/libvirt/images/ci-scratch.qcow2': No such file or directory"),
        log_entry("2026-11-04T12:58:30+00:00", "virtqemud.service", "warning",
                  "Guest agent is not responding: QEMU guest agent is not connected"),
    ]}, TU, age=40, args={"unit": "virtqemud.service", "since_minutes": 240, "priority": "warning"}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/fedora-root", "/", "xfs", TU_ROOT, 33_822_306_304),
        fs("/dev/nvme0n1p2", "/boot", "ext4", TU_BOOT, 356_515_840),
        fs("/dev/mapper/vmstore-images", "/var/lib/libvirt/images", "xfs", TU_IMG, 3_248_921_067_520),
    ]}, TU, age=720),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-10-29T19:02:44+00:00", "upgrade", "libvirt-daemon", "10.6.0-4.fc41", "10.6.0-5.fc41"),
        package_event("2026-10-29T19:02:44+00:00", "upgrade", "qemu-kvm", "9.1.0-2.fc41", "9.1.1-1.fc41"),
        package_event("2026-11-02T20:15:09+00:00", "upgrade", "cockpit", "326-1.fc41", "327-1.fc41"),
        package_event("2026-11-02T20:15:09+00:00", "upgrade", "cockpit-machines", "322-1.fc41", "323-1.fc41"),
        package_event("2026-11-02T20:16:30+00:00", "install", "virt-v2v", None, "2.5.10-1.fc41"),
    ]}, TU, age=60, args={"since_days": 10}),
]

turner_answers = [
    {"q": "Which VMs are running, and which one is hogging the CPU?", "ev": ["e1", "e3"],
     "a": "[[s:`win11-build`]] is the busiest guest at [[s:about 396% CPU]] — [[c:all 4 of its vCPUs]] "
          "are busy.\n\n"
          "**Details**\n\n"
          "| Guest | PID | CPU | RAM (RSS) |\n"
          "|---|---|---|---|\n"
          "| `win11-build` | 3391 | 396.1% | [[s:16.2 GiB (17.4 GB)]] |\n"
          "| `ci-runner-01` | 3620 | 121.4% | [[c:8.7 GiB]] |\n"
          "| `db-staging` | [[c:3255]] | 47.9% | [[s:31.6 GiB]] |\n"
          "| `opnsense-lab` | 3255 | 11.8% | 2.1 GiB |\n\n"
          "*   [[u:These are the only four guests running]]\n"
          "*   **Host RAM:** [[s:125.4 GiB]] (about 135 GB)\n\n"
          "Note: [[s:the guests run as the `qemu` user]], so they show up under that name in `top`.\n\n"
          "Would you like me to check whether `win11-build` is pinned to specific cores?"},

    {"q": "Is libvirt healthy? Any failed units?", "ev": ["e2", "e7"],
     "a": "Mostly yes — [[s:the modular libvirt daemons are all up]], but [[s:one unit has failed]] and a guest "
          "failed to start earlier today.\n\n"
          "**Details**\n\n"
          "*   `virtqemud.service` — [[s:active (running)]], [[s:PID 1421]], [[c:since 16 October 08:13 UTC]]\n"
          "*   `libvirtd.service` — [[s:inactive and disabled]] (expected on Fedora 41)\n"
          "*   **Failed unit:** [[c:`sshd.service`]]\n"
          "*   **Log, 11:47:** `ci-scratch` could not start because [[s:`/var/lib/libvirt/images/ci-scratch.qcow2` "
          "is missing]]\n"
          "*   The image [[u:was probably removed during last week's cleanup]]\n"
          "*   **Log, 12:58:** the guest agent on [[u:`opnsense-lab`]] is not responding\n\n"
          "Note: Cockpit has been up [[s:since 11:58]] today.\n\n"
          "Want me to pull the XML of `ci-scratch` to see which disk it expects?"},

    {"q": "How much free space is left for VM images?", "ev": ["e1", "e8"],
     "a": "[[t:About 698 GiB (750 GB)]] is free on `/var/lib/libvirt/images`, which is [[t:81.3% full]].\n\n"
          "**Details**\n\n"
          "*   **Volume:** `/dev/mapper/vmstore-images`, [[s:XFS]], [[s:3.64 TiB (4.0 TB)]]\n"
          "*   **Used:** [[t:2.95 TiB]]\n"
          "*   **Root `/`:** [[t:31.5% used]]\n"
          "*   [[u:`win11-build.qcow2` is the largest image]]\n\n"
          "Note: this disk reading is about 12 minutes old.\n\n"
          "Should I list the qcow2 files by size?"},

    {"q": "How much traffic is going over the bridge?", "ev": ["e5"],
     "a": "`br0` is receiving [[s:about 49.5 MiB/s]] ([[s:≈415 Mbit/s]]) and sending [[c:about 89 Mbit/s]].\n\n"
          "**Details**\n\n"
          "| Interface | RX | TX |\n"
          "|---|---|---|\n"
          "| `enp65s0f0` (uplink) | [[s:50 MiB/s]] | 9 MiB/s |\n"
          "| `vnet0` | [[c:30 MiB/s]] | [[c:1.2 MiB/s]] |\n"
          "| `vnet1` | 6 MiB/s | [[s:18 MiB/s]] |\n\n"
          "*   [[u:Most of the inbound traffic is going to `win11-build`]]\n"
          "*   `virbr0` is almost idle\n\n"
          "Note: this is a one-second sample, so it can swing a lot.\n\n"
          "Would you like a longer sample per guest?"},

    {"q": "What's running in podman on the host?", "ev": ["e6"],
     "a": "[[s:Three of your four containers are running]]; [[s:`alertmanager` is stopped]].\n\n"
          "**Details**\n\n"
          "| Container | Image | State | Ports |\n"
          "|---|---|---|---|\n"
          "| `prometheus` | `prom/prometheus:v2.54.1` | [[s:Up 19 days]] | 9090 |\n"
          "| `grafana` | [[c:`grafana/grafana:11.1.0`]] | Up 19 days | [[c:3001]] |\n"
          "| `node-exporter` | v1.8.2 | running | [[s:none published]] |\n"
          "| `alertmanager` | v0.27.0 | Exited (1) [[c:5 days ago]] | 9093 |\n\n"
          "*   [[u:Alertmanager exited because of a bad config file]]\n"
          "*   [[c:All four containers were created on 2 September]]\n\n"
          "Note: an exited Alertmanager means no alerts are being sent.\n\n"
          "Want me to pull the last lines of `podman logs alertmanager`?"},

    {"q": "What packages changed this week?", "ev": ["e1", "e9"],
     "a": "[[s:Five package changes]] in the last 10 days: `libvirt-daemon` and `qemu-kvm` on [[s:29 October]], "
          "the two Cockpit packages on 2 November, and [[s:`virt-v2v` newly installed]].\n\n"
          "**Details**\n\n"
          "*   `qemu-kvm`: [[s:9.1.0-2 → 9.1.1-1]]\n"
          "*   `libvirt-daemon`: [[c:10.5.0 → 10.6.0]]\n"
          "*   `virt-v2v`: [[c:2.5.8]]\n"
          "*   **Kernel:** still `6.11.5-300.fc41`; [[s:no kernel update]] in this window\n"
          "*   [[u:The running VMs still use the old QEMU 9.1.0 binary until they are restarted]]\n\n"
          "Note: `dnf history info` shows the full transaction details.\n\n"
          "Would you like me to check which guests were started before the QEMU upgrade?"},

    {"q": "Give me a quick summary of the host.", "ev": ["e1", "e4"],
     "a": "`turner` is a [[s:Fedora 41]] KVM host, [[s:up about 19 days]], with about half its memory in use.\n\n"
          "**Details**\n\n"
          "*   **CPU:** [[s:AMD EPYC 7313P, 16 cores / 32 threads]] (e1)\n"
          "*   **Load:** [[s:7.82 / 7.44 / 6.91]] (e4)\n"
          "*   **CPU usage:** [[c:12.6%]] (e4)\n"
          "*   **RAM:** [[s:63.4 GiB used]] of 125.4 GiB ([[c:about 47%]]) (e4)\n"
          "*   **Swap:** [[s:8 GiB, unused]] (e4)\n"
          "*   **Kernel:** [[u:`6.11.5-300.fc41` (e4)]]\n"
          "*   **Admin:** [[s:`tom` is in `wheel` and `libvirt`]] (e1)\n\n"
          "Note: load is well below the thread count, so the host is not CPU-bound.\n\n"
          "Do you want the same summary for each guest?"},
]

# ---------------------------------------------------------------------------------------------------------
# goya — Rocky Linux 8 legacy LAMP server
# ---------------------------------------------------------------------------------------------------------
GO = Clock("2026-11-04T11:20:00-03:00")
GO_MEM = 8_144_560_128
GO_PHP = "7.2.24-1.module+el8.4.0+413+c9202dda"

goya_evidence = [
    steady("e1", GO, age=5400, stale_sources=["users"],
           hostname="goya", os_name="Rocky Linux", os_version="8.10", os_codename="Green Obsidian",
           kernel="4.18.0-553.22.1.el8_10.x86_64", cpu_model="Intel Xeon Processor (Skylake, IBRS)", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=GO_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 53_660_876_800},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/mapper/rl-var", "mountpoint": "/var", "fstype": "xfs",
                   "total_bytes": 85_853_765_632}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:a1:3c:7e", "addresses": ["10.0.4.21/24"],
                                "is_up": True}],
           dns_servers=["10.0.4.1"], default_gateway="10.0.4.1", package_manager="rpm",
           installed_packages={"httpd": "2.4.37-65.module+el8.10.0+1842+88c30d4c", "mod_ssl":
                               "1:2.4.37-65.module+el8.10.0+1842+88c30d4c", "php": GO_PHP, "php-fpm": GO_PHP,
                               "php-mysqlnd": GO_PHP, "php-gd": GO_PHP,
                               "mariadb-server": "3:10.3.39-1.module+el8.8.0+1452+2a7eab68",
                               "openssl": "1:1.1.1k-14.el8_10", "kernel": "4.18.0-553.22.1.el8_10",
                               "postfix": "2:3.5.8-7.el8"},
           available_services=["httpd.service", "php-fpm.service", "mariadb.service", "postfix.service",
                               "sshd.service", "crond.service", "firewalld.service"],
           users=[{"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "olddev", "uid": 1002, "gid": 1002, "home": "/home/olddev", "shell": "/bin/bash"},
                  {"name": "apache", "uid": 48, "gid": 48, "home": "/usr/share/httpd", "shell": "/sbin/nologin"},
                  {"name": "mysql", "uid": 27, "gid": 27, "home": "/var/lib/mysql", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["deploy", "olddev"]},
                   {"name": "apache", "gid": 48, "members": ["deploy"]}]),
    item("e2", "linux_service_status",
         unit("httpd.service", "active", "running", pid=1324, since="2026-10-02T04:11:09-03:00",
              desc="The Apache HTTP Server"), GO, age=40, args={"name": "httpd"}),
    item("e3", "linux_service_status", {"units": [
        unit("httpd.service", "active", "running", pid=1324, since="2026-10-02T04:11:09-03:00",
             desc="The Apache HTTP Server"),
        unit("php-fpm.service", "active", "running", pid=1210, since="2026-10-02T04:11:02-03:00",
             desc="The PHP FastCGI Process Manager"),
        unit("mariadb.service", "active", "running", pid=1198, since="2026-10-02T04:10:58-03:00",
             desc="MariaDB 10.3 database server"),
        unit("postfix.service", "active", "running", pid=1402, since="2026-10-02T04:11:12-03:00",
             desc="Postfix Mail Transport Agent"),
        unit("sshd.service", "active", "running", pid=1011, since="2026-10-02T04:10:49-03:00",
             desc="OpenSSH server daemon"),
        unit("crond.service", "active", "running", pid=1022, since="2026-10-02T04:10:49-03:00",
             desc="Command Scheduler"),
        unit("firewalld.service", "inactive", "dead", ufs="disabled", desc="firewalld - dynamic firewall daemon"),
    ]}, GO, age=1000),
    item("e4", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-11-04T10:41:07-03:00", None, "warning",
                  "[proxy_fcgi:error] [pid 22010:tid 140245113198336] [client 177.71.14.90:50812] AH01071: Got "
                  "error 'PHP message: PHP Warning:  count(): Parameter must be an array or an object that "
                  "implements Countable in /var/www/html/loja/includes/carrinho.php on line 88'"),
        log_entry("2026-11-04T10:58:33-03:00", None, "warning",
                  "[proxy_fcgi:error] [pid 22011:tid 140245104805632] [client 189.6.120.33:61220] AH01071: Got "
                  "error 'PHP message: PHP Deprecated:  Function create_function() is deprecated in "
                  "/var/www/html/loja/lib/legacy/hooks.php on line 41'"),
        log_entry("2026-11-04T11:04:12-03:00", None, "err",
                  "[proxy_fcgi:error] [pid 22010:tid 140245087962880] [client 200.155.80.11:53108] AH01071: Got "
                  "error 'PHP message: PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to "
                  "allocate 20480 bytes) in /var/www/html/loja/admin/exportar.php on line 212'"),
        log_entry("2026-11-04T11:16:48-03:00", None, "err",
                  "[proxy_fcgi:error] [pid 22011:tid 140245079570176] [client 200.155.80.11:53377] AH01071: Got "
                  "error 'PHP message: PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to "
                  "allocate 20480 bytes) in /var/www/html/loja/admin/exportar.php on line 212'"),
    ]}, GO, age=30, args={"path": "/var/log/httpd/ssl_error_log", "since_minutes": 60, "grep": "PHP"}),
    item("e5", "linux_processes", processes(203, GO_MEM, [
        (1198, "mysqld", "mysql", 12.4, 2_013_265_920, "2026-10-02T04:10:58-03:00", "/usr/libexec/mysqld --basedir=/usr"),
        (21877, "php-fpm", "apache", 18.9, 142_606_336, "2026-11-04T11:02:40-03:00", "php-fpm: pool www"),
        (21903, "php-fpm", "apache", 9.7, 131_072_000, "2026-11-04T11:03:15-03:00", "php-fpm: pool www"),
        (21455, "php-fpm", "apache", 0.0, 118_489_088, "2026-11-04T10:37:51-03:00", "php-fpm: pool www"),
        (1210, "php-fpm", "root", 0.0, 36_700_160, "2026-10-02T04:11:02-03:00",
         "php-fpm: master process (/etc/php-fpm.conf)"),
        (22010, "httpd", "apache", 0.3, 31_457_280, "2026-11-04T09:12:06-03:00", "/usr/sbin/httpd -DFOREGROUND"),
    ]), GO, age=45, args={"sort": "memory", "limit": 6}, complete=False),
    item("e6", "linux_system_info",
         system_info(41.3, [3.12, 2.61, 2.24], 2_876_919, "2026-10-02T04:10:31-03:00", GO_MEM, 1_126_170_624,
                     2 * GiB, 1_395_654_656), GO, age=50),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-09-18T03:12:40-03:00", "upgrade", "openssl", "1:1.1.1k-12.el8_9", "1:1.1.1k-14.el8_10"),
        package_event("2026-09-18T03:12:41-03:00", "upgrade", "openssl-libs", "1:1.1.1k-12.el8_9",
                      "1:1.1.1k-14.el8_10"),
        package_event("2026-09-30T22:05:17-03:00", "install", "kernel", None, "4.18.0-553.22.1.el8_10"),
        package_event("2026-09-30T22:05:19-03:00", "remove", "kernel", "4.18.0-513.24.1.el8_9", None),
        package_event("2026-10-20T14:33:02-03:00", "install", "php-gd", None, GO_PHP),
    ]}, GO, age=40, args={"since_days": 60}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:a1:3c:7e", "addresses": ["10.0.4.21/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1011, "sshd"), listener(22, "::", 1011, "sshd"),
            listener(25, "127.0.0.1", 1402, "master"), listener(25, "::1", 1402, "master"),
            listener(80, "::", 1324, "httpd"), listener(443, "::", 1324, "httpd"),
            listener(3306, "0.0.0.0", 1198, "mysqld"),
            listener(9000, "127.0.0.1", 1210, "php-fpm"),
        ],
        "connections": [
            connection("10.0.4.21:443", "177.71.14.90:50812", 22010, "httpd"),
            connection("10.0.4.21:443", "189.6.120.33:61220", 22011, "httpd"),
            connection("127.0.0.1:40122", "127.0.0.1:9000", 22010, "httpd"),
            connection("10.0.4.21:3306", "198.51.100.23:49733", 1198, "mysqld"),
            connection("10.0.4.21:22", "200.155.80.11:52291", 23101, "sshd"),
        ]}, GO, age=35),
    item("e9", "linux_file_read", {"path": "/etc/php.ini", "offset": 380, "limit": 12, "total_lines": 1925, "lines": [
        "; Maximum execution time of each script, in seconds",
        "; http://php.net/max-execution-time",
        "; Note: This directive is hardcoded to 0 for the CLI SAPI",
        "max_execution_time = 30",
        "",
        "; Maximum amount of time each script may spend parsing request data.",
        "max_input_time = 60",
        "",
        "; Maximum amount of memory a script may consume (128MB)",
        "; http://php.net/memory-limit",
        "memory_limit = 128M",
        "",
    ]}, GO, age=60, args={"path": "/etc/php.ini", "offset": 380, "limit": 12}),
]

goya_answers = [
    {"q": "Which PHP version is this server on? Is it outdated?", "ev": ["e1", "e7"],
     "a": "It runs [[s:PHP 7.2.24]] (package `7.2.24-1.module+el8.4.0+413+c9202dda`), and yes, "
          "[[u:PHP 7.2 has been end-of-life since November 2020]].\n\n"
          "**Details**\n\n"
          "*   **OS:** [[s:Rocky Linux 8.10 (Green Obsidian)]]\n"
          "*   **Web stack:** Apache httpd 2.4.37, [[c:MariaDB 10.5]], PHP-FPM\n"
          "*   [[s:PHP itself was not upgraded in the last 60 days]]; the only PHP-related change was "
          "[[s:`php-gd` being installed on 20 October]]\n\n"
          "Note: Rocky 8 has newer PHP module streams, but the shop code will need testing first.\n\n"
          "Would you like a step-by-step plan for switching the `php` module stream?"},

    {"q": "Why does the export page in the admin keep failing?", "ev": ["e4", "e9"],
     "a": "`admin/exportar.php` [[s:runs out of PHP memory]]: the [[s:128 MB (134,217,728 bytes) limit]] is "
          "[[s:exhausted at line 212]].\n\n"
          "**Details**\n\n"
          "*   **Error:** [[s:twice in the last hour]] (11:04 and [[c:11:14]])\n"
          "*   **Setting:** [[s:`memory_limit = 128M`]] in `/etc/php.ini`; `max_execution_time` is "
          "[[c:60 seconds]]\n"
          "*   **Other warnings:** a `count()` warning in `includes/carrinho.php` and a `create_function()` "
          "deprecation in `lib/legacy/hooks.php`\n"
          "*   The failing requests came from [[c:client `177.71.14.90`]]\n"
          "*   [[u:The export loads the whole orders table into memory]]\n"
          "*   [[u:No `php_admin_value[memory_limit]` in the FPM pool overrides this]]\n\n"
          "Note: raising the limit to `256M` is a stopgap; the export should really stream its rows.\n\n"
          "Want me to show where to set a per-pool limit in `/etc/php-fpm.d/www.conf`?"},

    {"q": "Is Apache up, and since when? What about PHP-FPM and MariaDB?", "ev": ["e2", "e3"],
     "a": "Yes — [[s:`httpd` is active (running)]] [[s:since 2 October at 04:11]] (about 33 days).\n\n"
          "**Details**\n\n"
          "*   **httpd:** [[s:PID 1324]], enabled\n"
          "*   **php-fpm:** [[t:active (running)]]\n"
          "*   **mariadb:** [[t:running]] since 04:10 on 2 October\n"
          "*   **firewalld:** [[t:inactive and disabled]]\n"
          "*   [[t:No units have failed]]\n"
          "*   httpd [[c:was restarted this morning]] after a config change\n\n"
          "Note: the full service list was collected about 17 minutes ago, so re-check it before relying on it.\n\n"
          "Should I re-read the PHP-FPM and MariaDB units now?"},

    {"q": "Is the server running low on memory?", "ev": ["e1", "e5", "e6"],
     "a": "Yes, it's tight: [[s:about 86% of the 7.6 GiB]] is in use and [[s:1.3 GiB of swap]] is taken.\n\n"
          "**Details**\n\n"
          "*   **RAM:** [[s:6.5 GiB used]], [[s:about 1 GiB available]]\n"
          "*   **Load:** [[s:3.12]] on 4 vCPUs\n"
          "*   **Top memory users:**\n"
          "    1.  [[s:`mysqld` — 1.9 GiB]] ([[c:about 19% of RAM]])\n"
          "    2.  `php-fpm: pool www` workers — 136 MiB, 125 MiB and [[c:131 MiB]]\n"
          "*   [[u:There are only three PHP-FPM workers]]\n"
          "*   [[c:Apache itself is the second-largest process]]\n\n"
          "Note: MariaDB's buffer pool is worth checking on a machine this small.\n\n"
          "Want me to read `/etc/my.cnf.d/mariadb-server.cnf` to check?"},

    {"q": "What's listening on this box? Is MySQL exposed to the internet?", "ev": ["e8"],
     "a": "Yes — [[s:`mysqld` is listening on `0.0.0.0:3306`]], so it accepts connections on every IPv4 address, "
          "and [[s:there is an established connection from `198.51.100.23`]].\n\n"
          "**Details**\n\n"
          "| Port | Bound to | Process |\n"
          "|---|---|---|\n"
          "| 22 | [[s:all (IPv4 + IPv6)]] | `sshd` |\n"
          "| 80, 443 | [[c:IPv4 only]] | `httpd` |\n"
          "| 25 | [[s:localhost only]] | [[c:`sendmail`]] |\n"
          "| 9000 | 127.0.0.1 | [[s:`php-fpm`]] |\n\n"
          "*   [[s:Two HTTPS clients]] are connected right now\n"
          "*   [[c:No one is logged in over SSH]]\n"
          "*   [[u:`firewalld` is not blocking 3306]]\n\n"
          "Note: exposing MariaDB 10.3 directly is risky on a legacy box.\n\n"
          "Want the `firewall-cmd` commands to restrict 3306 to that address?"},

    {"q": "Who has shell access and sudo on this box?", "ev": ["e1"],
     "a": "[[t:Two accounts have a login shell]]: `deploy` and `olddev`, and [[t:both are in `wheel`]], so both "
          "can use `sudo`.\n\n"
          "**Details**\n\n"
          "| User | UID | Shell | Groups |\n"
          "|---|---|---|---|\n"
          "| `deploy` | 1001 | `/bin/bash` | [[t:`wheel`, `apache`]] |\n"
          "| `olddev` | [[t:1003]] | `/bin/bash` | `wheel` |\n\n"
          "*   **Host:** [[s:`goya`]], Rocky Linux 8.10\n"
          "*   [[u:`olddev` hasn't logged in for months]]\n\n"
          "Note: removing `olddev` from `wheel` is a quick win for a legacy box.\n\n"
          "Should I show the commands to lock that account?"},

    {"q": "Anything updated recently? Is the last kernel update actually running?", "ev": ["e1", "e6", "e7"],
     "a": "Yes — [[s:the running kernel `4.18.0-553.22.1.el8_10` is the one installed on 30 September]], and "
          "[[s:the machine was rebooted on 2 October]].\n\n"
          "**Details**\n\n"
          "| Date | Change |\n"
          "|---|---|\n"
          "| [[s:18 Sep]] | `openssl` / `openssl-libs` 1.1.1k-12 → 1.1.1k-14 |\n"
          "| [[c:1 Oct]] | kernel 4.18.0-553.22.1 installed |\n"
          "| 30 Sep | [[s:old kernel `4.18.0-513.24.1` removed]] |\n"
          "| 20 Oct | `php-gd` installed |\n\n"
          "*   [[c:Four package events]] in the last 60 days\n"
          "*   [[u:`dnf-automatic` applies security updates nightly]]\n\n"
          "Note: [[c:OpenSSL is already on the 3.0 series]], so TLS 1.3 is available.\n\n"
          "Would you like me to list pending updates with `dnf check-update`?"},
]

# ---------------------------------------------------------------------------------------------------------
# klimt — k3s control plane (Nextcloud + GitLab runner), klimt-w2 under disk pressure
# ---------------------------------------------------------------------------------------------------------
KL = Clock("2026-11-04T18:45:00+05:30")
KL_MEM = 33_422_667_776
KL_ROOT = 502_468_108_288


def knode(name: str, disk_pressure: bool, version: str, control_plane: bool = False) -> dict:
    labels = {"kubernetes.io/hostname": name}
    if control_plane:
        labels["node-role.kubernetes.io/control-plane"] = "true"
        labels["node-role.kubernetes.io/master"] = "true"
    taints = [{"key": "node.kubernetes.io/disk-pressure", "effect": "NoSchedule",
               "timeAdded": "2026-11-04T09:41:22Z"}] if disk_pressure else []
    return {"kind": "Node", "metadata": {"name": name, "labels": labels}, "spec": {"taints": taints},
            "status": {"conditions": [
                {"type": "MemoryPressure", "status": "False", "reason": "KubeletHasSufficientMemory"},
                {"type": "DiskPressure", "status": "True" if disk_pressure else "False",
                 "reason": "KubeletHasDiskPressure" if disk_pressure else "KubeletHasNoDiskPressure"},
                {"type": "PIDPressure", "status": "False", "reason": "KubeletHasSufficientPID"},
                {"type": "Ready", "status": "True", "reason": "KubeletReady"}],
                "nodeInfo": {"kubeletVersion": version, "osImage": "Ubuntu 22.04.5 LTS"}}}


def kpod(name: str, ns: str, phase: str, node_name: str | None, container: str, restarts: int = 0,
         started: str | None = None, reason: str | None = None, message: str | None = None,
         unschedulable: str | None = None) -> dict:
    status: dict = {"phase": phase}
    if started:
        status["startTime"] = started
    if reason:
        status["reason"] = reason
        status["message"] = message
    if unschedulable:
        status["conditions"] = [{"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                                 "message": unschedulable}]
    elif phase == "Running":
        status["containerStatuses"] = [{"name": container, "ready": True, "restartCount": restarts,
                                        "state": {"running": {"startedAt": started}}}]
    elif phase == "Succeeded":
        status["containerStatuses"] = [{"name": container, "ready": False, "restartCount": 0,
                                        "state": {"terminated": {"exitCode": 0, "reason": "Completed"}}}]
    elif phase == "Failed":
        status["containerStatuses"] = [{"name": container, "ready": False, "restartCount": restarts,
                                        "state": {"terminated": {"exitCode": 137,
                                                                 "reason": "ContainerStatusUnknown"}}}]
    spec = {"nodeName": node_name} if node_name else {}
    return {"kind": "Pod", "metadata": {"name": name, "namespace": ns}, "spec": spec, "status": status}


EVICT = ("The node was low on resource: ephemeral-storage. Threshold quantity: 25123405414, available: "
         "19581932Ki. ")

klimt_evidence = [
    steady("e1", KL, age=2400,
           hostname="klimt", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-124-generic", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=KL_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": KL_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_999_168}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:2f:8a:11", "addresses": ["192.168.10.11/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "b6:0e:42:91:7c:d5", "addresses": ["10.42.0.1/24"],
                                "is_up": True},
                               {"name": "flannel.1", "mac": "2a:51:c3:08:e4:9f", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.10.1", package_manager="dpkg",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "openssh-server": "1:8.9p1-3ubuntu0.10", "linux-image-5.15.0-124-generic":
                               "5.15.0-124.134"},
           available_services=["k3s.service", "ssh.service", "iscsid.service", "systemd-resolved.service"],
           users=[{"name": "ravi", "uid": 1000, "gid": 1000, "home": "/home/ravi", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ravi"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        knode("klimt", False, "v1.30.5+k3s1", control_plane=True),
        knode("klimt-w1", False, "v1.30.5+k3s1"),
        knode("klimt-w2", True, "v1.30.4+k3s1"),
    ]}, KL, age=40, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "nextcloud", "items": [
        kpod("nextcloud-6f8d7c9b54-x2kqp", "nextcloud", "Running", "klimt-w1", "nextcloud",
             started="2026-11-01T04:42:40Z"),
        kpod("nextcloud-postgresql-0", "nextcloud", "Running", "klimt-w1", "postgresql", restarts=1,
             started="2026-10-29T01:58:12Z"),
        kpod("nextcloud-redis-master-0", "nextcloud", "Running", "klimt", "redis", started="2026-10-29T01:57:50Z"),
        kpod("nextcloud-imaginary-5d7f8b6c9d-q7lzn", "nextcloud", "Running", "klimt-w1", "imaginary",
             started="2026-11-01T04:43:05Z"),
        kpod("nextcloud-imaginary-5d7f8b6c9d-w4jtx", "nextcloud", "Pending", None, "imaginary",
             unschedulable="0/3 nodes are available: 1 node(s) had untolerated taint "
                           "{node.kubernetes.io/disk-pressure: }, 2 node(s) didn't match pod anti-affinity rules. "
                           "preemption: 0/3 nodes are available: 3 Preemption is not helpful for scheduling."),
        kpod("nextcloud-cron-29896615-7xk2d", "nextcloud", "Failed", "klimt-w2", "nextcloud-cron",
             started="2026-11-04T12:55:00Z", reason="Evicted", message=EVICT),
        kpod("nextcloud-cron-29896630-p4rlm", "nextcloud", "Succeeded", "klimt-w1", "nextcloud-cron",
             started="2026-11-04T13:10:00Z"),
    ]}, KL, age=35, args={"resource": "pods", "namespace": "nextcloud"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "ci", "items": [
        kpod("gitlab-runner-7c5b9d6f48-q9wzl", "ci", "Running", "klimt-w1", "gitlab-runner", restarts=3,
             started="2026-10-29T01:59:31Z"),
        kpod("runner-xk2p9dq-project-42-concurrent-0-8hz3w", "ci", "Pending", None, "build",
             unschedulable="0/3 nodes are available: 1 node(s) had untolerated taint "
                           "{node.kubernetes.io/disk-pressure: }, 2 Insufficient memory. preemption: 0/3 nodes are "
                           "available: 1 Preemption is not helpful for scheduling, 2 No preemption victims found "
                           "for incoming pod."),
        kpod("runner-xk2p9dq-project-42-concurrent-1-m2vq7", "ci", "Failed", "klimt-w2", "build",
             started="2026-11-04T12:41:18Z", reason="Evicted", message=EVICT),
        kpod("runner-xk2p9dq-project-17-concurrent-0-tt5bn", "ci", "Running", "klimt-w1", "build",
             started="2026-11-04T13:01:44Z"),
    ]}, KL, age=35, args={"resource": "pods", "namespace": "ci"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "nextcloud", "items": [
        deployment("nextcloud", "nextcloud", 1, 1),
        deployment("nextcloud-imaginary", "nextcloud", 2, 1),
    ]}, KL, age=35, args={"resource": "deployments", "namespace": "nextcloud"}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "default", "items": [
        {"kind": "Event", "metadata": {"name": "klimt-w2.1804f3a9c2b1d7e0", "namespace": "default"},
         "involvedObject": {"kind": "Node", "name": "klimt-w2"}, "type": "Normal", "reason": "NodeHasDiskPressure",
         "message": "Node klimt-w2 status is now: NodeHasDiskPressure", "count": 1,
         "firstTimestamp": "2026-11-04T09:41:22Z", "lastTimestamp": "2026-11-04T09:41:22Z",
         "source": {"component": "kubelet", "host": "klimt-w2"}},
        {"kind": "Event", "metadata": {"name": "klimt-w2.1804f3b07e55a2c4", "namespace": "default"},
         "involvedObject": {"kind": "Node", "name": "klimt-w2"}, "type": "Warning", "reason": "FreeDiskSpaceFailed",
         "message": "Failed to garbage collect required amount of images. Attempted to free 21474836480 bytes, "
                    "but only found 3221225472 bytes eligible to free.", "count": 9,
         "firstTimestamp": "2026-11-04T09:46:30Z", "lastTimestamp": "2026-11-04T12:56:40Z",
         "source": {"component": "kubelet", "host": "klimt-w2"}},
        {"kind": "Event", "metadata": {"name": "klimt-w2.1804f3b2d0c81e97", "namespace": "default"},
         "involvedObject": {"kind": "Node", "name": "klimt-w2"}, "type": "Warning", "reason": "EvictionThresholdMet",
         "message": "Attempting to reclaim ephemeral-storage", "count": 14,
         "firstTimestamp": "2026-11-04T09:41:12Z", "lastTimestamp": "2026-11-04T12:58:10Z",
         "source": {"component": "kubelet", "host": "klimt-w2"}},
    ]}, KL, age=700, args={"resource": "events", "namespace": "default"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", KL_ROOT, 206_011_924_480),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_385_664),
    ]}, KL, age=30),
    item("e8", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1043, since="2026-10-29T07:20:15+05:30",
              desc="Lightweight Kubernetes"), KL, age=25, args={"name": "k3s"}),
    item("e9", "linux_system_info",
         system_info(17.9, [1.84, 1.62, 1.55], 559_492, "2026-10-29T07:19:48+05:30", KL_MEM, 14_495_514_624, 0, 0),
         KL, age=20),
]

klimt_answers = [
    {"q": "Are all the cluster nodes healthy?", "ev": ["e2"],
     "a": "Not entirely — [[s:all three nodes are `Ready`]], but [[s:`klimt-w2` is reporting `DiskPressure`]].\n\n"
          "**Details**\n\n"
          "| Node | Ready | Disk pressure | Version |\n"
          "|---|---|---|---|\n"
          "| `klimt` (control plane) | ✅ | No | [[s:v1.30.5+k3s1]] |\n"
          "| `klimt-w1` | ✅ | No | [[c:v1.30.4+k3s1]] |\n"
          "| `klimt-w2` | ✅ | Yes | v1.30.4+k3s1 |\n\n"
          "*   [[s:`klimt-w2` carries the `node.kubernetes.io/disk-pressure:NoSchedule` taint]]\n"
          "*   [[c:`klimt-w1` is under memory pressure]] as well\n"
          "*   [[u:`klimt-w2`'s disk is about 92% full]]\n\n"
          "Note: DiskPressure clears on its own once the kubelet frees enough space.\n\n"
          "Would you like me to look at what is filling `klimt-w2`?"},

    {"q": "Is Nextcloud up?", "ev": ["e3", "e5"],
     "a": "Yes — [[s:the `nextcloud` deployment is 1/1 ready]] and [[s:its pod is Running on `klimt-w1`]].\n\n"
          "**Details**\n\n"
          "*   `nextcloud-postgresql-0` — Running, [[c:0 restarts]]\n"
          "*   `nextcloud-redis-master-0` — Running on [[c:`klimt-w1`]]\n"
          "*   `nextcloud-imaginary-…` — one Running, [[s:one Pending]]\n"
          "*   `nextcloud-cron-29896615-7xk2d` — [[s:Evicted]] on `klimt-w2`\n"
          "*   **Deployments:** `nextcloud-imaginary` is [[s:1 of 2 ready]]\n"
          "*   The Pending pod: [[s:the scheduler reports one node with the disk-pressure taint]] and two that "
          "fail the anti-affinity rules\n"
          "*   [[c:The most recent cron run failed]] as well\n\n"
          "Note: [[u:the evicted cron pod will be cleaned up automatically]].\n\n"
          "Want me to check the Nextcloud pod's logs as well?"},

    {"q": "Why are the CI jobs stuck?", "ev": ["e2", "e4", "e6"],
     "a": "[[s:One job pod is `Pending`]] because no node can take it: [[s:`klimt-w2` has the disk-pressure "
          "taint]] and [[s:the other two nodes don't have enough memory]].\n\n"
          "**Details**\n\n"
          "*   `runner-…-project-42-concurrent-1-…` — [[s:Evicted from `klimt-w2`]]\n"
          "*   [[c:Two runner job pods have been evicted]] in this namespace\n"
          "*   `gitlab-runner` manager — Running, [[c:1 restart]]\n"
          "*   **Node events on `klimt-w2`:** [[t:image garbage collection failed]] — it [[t:could only free 3 GiB "
          "of the 20 GiB it wanted]]\n"
          "*   [[u:The CI job requests 8 GiB of memory]]\n\n"
          "Note: [[c:the `gitlab-runner` manager pod is on `klimt-w2`]] too, so it may be evicted next.\n\n"
          "Would you like me to suggest memory requests for the runner's job pods?"},

    {"q": "How's the disk space on the nodes?", "ev": ["e1", "e2", "e7"],
     "a": "I can only see the control-plane node's own disks: [[s:`/` on `klimt` is 41% used]] with [[s:about "
          "276 GiB (296 GB) free]]. For `klimt-w2` I only know that it reports DiskPressure.\n\n"
          "**Details**\n\n"
          "*   **`klimt` `/`:** [[s:468 GiB (502 GB)]] total, [[c:192 GB used]]\n"
          "*   **`klimt` `/boot/efi`:** [[c:about 6% used]]\n"
          "*   **`klimt-w1`:** [[u:about 55% used]]\n"
          "*   **`klimt-w2`:** [[u:around 93% used]]\n\n"
          "Note: to see the workers, run `df -h /var/lib/rancher` on each of them.\n\n"
          "Would you like me to prepare a one-liner that checks all three nodes?"},

    {"q": "Is the k3s service OK on this node?", "ev": ["e1", "e8", "e9"],
     "a": "Yes — [[s:`k3s.service` is active (running)]] [[s:since 29 October 07:20]] ([[c:about 4 days]]).\n\n"
          "**Details**\n\n"
          "*   **Main PID:** [[s:1043]]\n"
          "*   **Host:** Ubuntu 22.04, kernel [[s:`5.15.0-124-generic`]]\n"
          "*   **CPU:** 17.9%, load 1.84 and [[c:falling]]\n"
          "*   **RAM:** [[s:17.6 GiB of 31.1 GiB used]] (56.6%), no swap\n"
          "*   [[u:k3s is using the embedded SQLite datastore]]\n\n"
          "Note: the service and the node both look fine; the trouble is on `klimt-w2`.\n\n"
          "Want me to check the k3s journal for warnings?"},

    {"q": "How many pods are running in nextcloud and ci? Any restarts?", "ev": ["e3", "e4"],
     "a": "[[s:Six pods are Running]] across the two namespaces ([[s:four in `nextcloud`]], two in `ci`).\n\n"
          "**Details**\n\n"
          "*   **Restarts:** [[s:`gitlab-runner` has 3]], `nextcloud-postgresql-0` has 1, [[s:everything else "
          "has 0]]\n"
          "*   **Not running:** two Pending, [[c:three Evicted]], and one Succeeded cron job\n"
          "*   Both evicted pods were on [[c:`klimt-w1`]]\n"
          "*   [[u:The PostgreSQL restart was caused by the OOM killer]]\n\n"
          "Note: this covers only these two namespaces; `kube-system` is not included.\n\n"
          "Should I clean up the Failed pods with `kubectl delete pod --field-selector=status.phase=Failed`?"},

    {"q": "Is the disk pressure on w2 gone now?", "ev": ["e2", "e6"],
     "extra": [user("u1", "I already pruned images on w2 about an hour ago, so the disk pressure should be gone.",
                    KL)],
     "a": "Not yet — [[s:`klimt-w2` still shows `DiskPressure=True`]] in the current node status.\n\n"
          "**Details**\n\n"
          "*   [[s:It is still `Ready`]]\n"
          "*   **kubelet events:** [[t:`FreeDiskSpaceFailed` at 18:26]], [[t:`EvictionThresholdMet` at 18:28]]\n"
          "*   So [[u:your prune freed less than the kubelet needs]]\n"
          "*   The space is probably taken by container logs or `emptyDir` volumes\n\n"
          "Note: [[t:the pressure began at 15:11]], well before your prune.\n\n"
          "Would you like the commands to find the largest directories under `/var/lib/rancher` on w2?"},
]

MACHINES = [
    {"name": "monet", "clock": MO, "evidence": monet_evidence, "answers": monet_answers},
    {"name": "vermeer", "clock": VE, "evidence": vermeer_evidence, "answers": vermeer_answers},
    {"name": "turner", "clock": TU, "evidence": turner_evidence, "answers": turner_answers},
    {"name": "goya", "clock": GO, "evidence": goya_evidence, "answers": goya_answers},
    {"name": "klimt", "clock": KL, "evidence": klimt_evidence, "answers": klimt_answers},
]
