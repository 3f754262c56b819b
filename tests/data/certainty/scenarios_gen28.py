"""28th generation (written blind: the writer saw neither the wrapper nor its misses).

Four machines, answers written the way 3-14B local models answer (tables, key: value lines, numbered findings,
flowing paragraphs, hedges, suggested commands), each mixing supported, contradicted, unsupported and stale claims.

babylon — Ubuntu 24.04 home server and Docker host (Europe/Berlin, +01:00). Steady state (users darius, roxana,
mediabot; sudo/docker/sambashare groups; 15.5 GiB RAM; NVMe root and a 4 TB media drive), a fresh system_info under
memory pressure (3 GiB available, 1.4 GiB swap) and a 15-minute-old one from a quiet moment, disk usage (root 88%,
/srv/media 94%), all containers (immich-ml restarting, watchtower exited), the kernel journal with three OOM kills,
listeners and connections (docker-proxy, smbd, sshd, resolved stub) and a week of apt history (docker-ce,
containerd.io, openssh-server upgrades; a kernel installed, an older one removed).

nineveh — Fedora 40 developer laptop (America/Chicago, -05:00). Steady state whose packages source is stale, fresh and
20-minute-old system_info, the top 8 processes by memory (cut listing: Gradle daemon, a QEMU VM run as qemu,
Firefox), every loaded service (dnf-makecache failed, sshd inactive), the failed unit's journal, 14 days of dnf
history, a sudoers drop-in, and disk usage on btrfs.

ur — Debian 12 PostgreSQL 15 server (UTC). Steady state (64 GB host, md RAID, accounts kaveh/shirin/postgres/deploy),
the cluster unit, listeners and connections, ssh journal with failed passwords and one key login, /etc/nftables.conf,
a tuning conf.d file, disk usage, the top 6 processes by CPU (cut), a 7-minute-old disk_io reading, and the
PostgreSQL journal (frequent checkpoints, a statement timeout).

persepolis — Rocky Linux 9.5 k3s control plane (Asia/Tehran, +03:30). Steady state, nodes (pasargadae NotReady,
ecbatana on an older kubelet), all pods, deployments and services, events in namespace payments (BackOff,
liveness probe 500s), k3s.service, the k3s journal, fresh system_info, and a 20-minute-old pod listing.
"""

from __future__ import annotations

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, package_event,
                       pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------- babylon
BAB = Clock("2026-03-14T21:40:00+01:00")
BAB_MEM = 16642998272  # 15.5 GiB
BAB_ROOT = 490577010688
BAB_MEDIA = 3936818806784

babylon_evidence = [
    steady("s1", BAB, age=1800, hostname="babylon", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=BAB_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": BAB_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": BAB_MEDIA}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:1a:2e:77", "addresses": ["192.168.1.20/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.22-1",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "samba": "2:4.19.5+dfsg-4ubuntu9",
                               "linux-image-6.8.0-52-generic": "6.8.0-52.53"},
           available_services=["docker.service", "containerd.service", "ssh.service", "smbd.service",
                               "nmbd.service", "unattended-upgrades.service", "cron.service"],
           users=[{"name": "darius", "uid": 1000, "gid": 1000, "home": "/home/darius", "shell": "/bin/bash"},
                  {"name": "roxana", "uid": 1001, "gid": 1001, "home": "/home/roxana", "shell": "/bin/bash"},
                  {"name": "mediabot", "uid": 1002, "gid": 1002, "home": "/srv/mediabot",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["darius"]},
                   {"name": "docker", "gid": 988, "members": ["darius", "mediabot"]},
                   {"name": "sambashare", "gid": 124, "members": ["darius", "roxana"]}],
           admin_users=["darius"], sudoers_files=["/etc/sudoers"]),
    item("e2", "linux_system_info", system_info(18.4, [1.92, 1.41, 1.10], 1036800, BAB.ago(1036800), BAB_MEM,
                                                3 * GiB, 4 * GiB, 1503238554), BAB, age=30),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", BAB_ROOT, 432_000_000_000),
        fs("/dev/sda1", "/srv/media", "ext4", BAB_MEDIA, 3_700_000_000_000)]}, BAB, age=40),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("a81f0c2d9e11", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 12 days",
            "2026-02-20T18:02:11+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("0c3e77b1f4a2", "nextcloud", "nextcloud:29-apache", "running", "Up 3 hours",
            "2026-01-04T10:15:40+00:00", ["127.0.0.1:8080->80/tcp"]),
        box("5d2a90e6c3b8", "nextcloud-db", "postgres:16", "running", "Up 3 hours", "2026-01-04T10:15:38+00:00"),
        box("9e41b7c0d2f5", "caddy", "caddy:2.8", "running", "Up 12 days", "2025-12-28T09:41:02+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("f17c2e8a4b90", "immich-ml", "ghcr.io/immich-app/immich-machine-learning:release", "restarting",
            "Restarting (137) 40 seconds ago", "2026-03-01T12:30:00+00:00"),
        box("3b6d8f1e0a27", "watchtower", "containrrr/watchtower", "exited", "Exited (0) 2 days ago",
            "2025-12-28T09:45:13+00:00")]}, BAB, age=25, args={"all": True}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-14T21:12:41+01:00", None, "err",
                  "Out of memory: Killed process 48211 (python3) total-vm:9123456kB, anon-rss:5242880kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:11024kB oom_score_adj:0"),
        log_entry("2026-03-14T21:24:07+01:00", None, "err",
                  "Out of memory: Killed process 48890 (python3) total-vm:9098112kB, anon-rss:5230112kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:10996kB oom_score_adj:0"),
        log_entry("2026-03-14T21:37:55+01:00", None, "err",
                  "Out of memory: Killed process 49312 (python3) total-vm:9130004kB, anon-rss:5251044kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:11040kB oom_score_adj:0")]},
         BAB, age=35, args={"since_minutes": 60, "grep": "Out of memory"}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "6c:4b:90:1a:2e:77", "addresses": ["192.168.1.20/24"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1012, "sshd"), listener(139, "0.0.0.0", 1220, "smbd"),
                      listener(445, "0.0.0.0", 1220, "smbd"), listener(80, "0.0.0.0", 2301, "docker-proxy"),
                      listener(443, "0.0.0.0", 2318, "docker-proxy"), listener(8096, "0.0.0.0", 2334, "docker-proxy"),
                      listener(8080, "127.0.0.1", 2350, "docker-proxy"),
                      listener(53, "127.0.0.53", 640, "systemd-resolve"),
                      listener(53, "127.0.0.53", 640, "systemd-resolve", proto="udp")],
        "connections": [connection("192.168.1.20:22", "192.168.1.54:51432", 50211, "sshd"),
                        connection("192.168.1.20:8096", "192.168.1.61:49822", 2334, "docker-proxy"),
                        connection("192.168.1.20:445", "192.168.1.54:50110", 50102, "smbd")]}, BAB, age=15),
    item("e7", "linux_package_history", {"source": "apt", "since": "2026-03-07T21:40:00+01:00", "events": [
        package_event("2026-03-10T06:11:32+01:00", "install", "linux-image-6.8.0-52-generic", None, "6.8.0-52.53"),
        package_event("2026-03-11T06:09:18+01:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.4",
                      "1:9.6p1-3ubuntu13.5"),
        package_event("2026-03-12T06:14:02+01:00", "upgrade", "docker-ce", "5:27.2.1-1~ubuntu.24.04~noble",
                      "5:27.3.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-12T06:14:05+01:00", "upgrade", "containerd.io", "1.7.21-1", "1.7.22-1"),
        package_event("2026-03-13T06:20:47+01:00", "remove", "linux-image-6.8.0-45-generic", "6.8.0-45.45",
                      None)]}, BAB, age=50, args={"since_days": 7}),
    item("e8", "linux_system_info", system_info(6.1, [0.41, 0.55, 0.62], 1035900, BAB.ago(1036800), BAB_MEM,
                                                int(9.8 * GiB), 4 * GiB, 214748365), BAB, age=900),
]

babylon_answers = [
    {"q": "Why is babylon so sluggish tonight? Jellyfin keeps buffering.", "ev": ["e2", "e4", "e5"],
     "a": "Hey! Looking at the data, the box is under **memory pressure**:\n\n"
          "- RAM: [[s:about 12.5 GiB of 15.5 GiB is in use]] ([[s:~81%]]), [[c:with only 1.2 GiB available]]\n"
          "- Swap: [[s:1.4 GiB of the 4 GiB swap is used]]\n"
          "- Load: [[c:the 1-minute load average is 3.9]]\n\n"
          "[[s:The kernel's OOM killer fired three times in the last half hour]], and [[s:each time it killed a "
          "`python3` process]] — [[u:almost certainly the Immich machine-learning container loading its "
          "face-recognition model]]. [[s:`immich-ml` is stuck in a restart loop]] ([[c:it last restarted about 5 "
          "minutes ago]]).\n\n"
          "[[s:Jellyfin itself is up]] [[c:and has been running for about 3 hours]], so the buffering is probably "
          "the host swapping rather than Jellyfin. You could cap the ML container with `--memory=4g` or stop it "
          "with `docker stop immich-ml` and see if playback recovers."},
    {"q": "What containers do I have and which ports do they expose?", "ev": ["e4", "e6"],
     "a": "Here's everything Docker knows about:\n\n"
          "| Container | Image | State | Ports |\n|---|---|---|---|\n"
          "| jellyfin | [[s:jellyfin/jellyfin:10.10.3]] | [[s:✅ running]] | [[s:8096 on all interfaces]] |\n"
          "| nextcloud | nextcloud:29-apache | ✅ running | [[s:8080, localhost only]] |\n"
          "| nextcloud-db | [[c:postgres:15]] | ✅ running | [[s:none]] |\n"
          "| caddy | caddy:2.8 | ✅ running | [[s:80 and 443]] |\n"
          "| immich-ml | immich-machine-learning:release | [[c:❌ exited]] | – |\n"
          "| watchtower | containrrr/watchtower | [[s:❌ exited]] | – |\n\n"
          "[[s:Four containers are running normally]]. [[c:Only Caddy is reachable from other machines]] — "
          "[[s:Nextcloud is published on 127.0.0.1]] so it goes through Caddy. [[u:Watchtower stopped cleanly "
          "after its last update run]], which is fine if you only run it on demand."},
    {"q": "Am I running out of disk space?", "ev": ["s1", "e3"],
     "a": "Short answer: [[s:yes, the media drive is nearly full]]. [[s:`/srv/media` is at 94%]] — [[c:about 340 "
          "GB free]] out of [[s:roughly 3.9 TB]]. [[s:The root filesystem on the NVMe is at 88%]] with [[s:about "
          "55 GiB left]], so [[c:root is actually the fuller of the two]] in relative terms. [[u:Most of what's on "
          "/ is probably Docker images and old volumes under /var/lib/docker]]. [[s:Both filesystems are ext4]].\n\n"
          "Try `docker system df` and `du -xh --max-depth=1 /srv/media | sort -h` to see where it went."},
    {"q": "What got updated on this box this week?", "ev": ["e7"],
     "a": "Package changes over the last 7 days:\n\n"
          "1. **docker-ce** [[s:was upgraded from 27.2.1 to 27.3.1]] [[c:on Wednesday]]\n"
          "2. [[s:containerd.io went 1.7.21 → 1.7.22 in the same run]]\n"
          "3. **openssh-server** [[s:was bumped from 1:9.6p1-3ubuntu13.4 to 13.5 on the 11th]] ([[u:a security "
          "fix]])\n"
          "4. [[s:A new kernel, 6.8.0-52, was installed on March 10]], and [[c:the old 6.8.0-45 kernel is still "
          "installed as a fallback]]\n\n"
          "[[c:That's 4 package changes in total]]. [[u:All of them came from unattended-upgrades]], judging by the "
          "early-morning times. [[u:You'll need a reboot to actually run the new kernel]]."},
    {"q": "Who has accounts on babylon, and who can use sudo and docker?", "ev": ["s1"],
     "a": "**Accounts:** [[s:darius (uid 1000)]], [[s:roxana (uid 1001)]] and [[s:mediabot (uid 1002)]]\n"
          "**sudo:** [[s:only darius]]\n"
          "**docker group:** [[c:darius and roxana]]\n"
          "**Login shells:** [[s:darius and roxana use /bin/bash]]; [[c:mediabot has bash as well]]\n\n"
          "[[s:roxana is in the `sambashare` group]], so she can manage Samba shares. [[u:roxana last logged in "
          "yesterday evening]]. Keep in mind that docker group membership is effectively root access."},
    {"q": "What's listening on the network, and is anything exposed? Is the firewall on?", "ev": ["e6"],
     "a": "Listening services:\n\n"
          "- `sshd` [[s:on port 22, all interfaces]]\n"
          "- `smbd` [[s:on 139 and 445]]\n"
          "- `docker-proxy` [[s:on 80, 443 and 8096]], [[c:plus 8080 on all interfaces]]\n"
          "- [[s:systemd-resolved on 127.0.0.53:53]] (local only)\n\n"
          "Active connections: [[s:one SSH session from 192.168.1.54]], [[s:which also has an SMB share "
          "open]], [[c:and someone at 192.168.1.72 is streaming from Jellyfin]].\n\n"
          "Firewall: [[u:ufw looks inactive, so all of these ports are open to anything on the LAN]]. [[u:None of "
          "it is reachable from the internet because your router does NAT]] unless you forwarded ports. Run "
          "`sudo ufw status verbose` to confirm."},
    {"q": "Quick health check please", "ev": ["s1", "e8", "e3"],
     "a": "## babylon — health summary\n\n"
          "- **OS:** [[s:Ubuntu 24.04 LTS]], kernel [[s:6.8.0-52-generic]]\n"
          "- **CPU:** [[s:Intel i5-8500T, 6 cores]], [[t:around 6% busy]]\n"
          "- **RAM:** [[c:32 GB]], [[t:about 9.8 GiB available]]\n"
          "- **Swap:** [[t:barely used (~200 MB)]]\n"
          "- **Disk:** [[s:root at 88%]] [[s:on a ~490 GB NVMe]]\n\n"
          "Overall [[u:nothing to worry about right now]], though the root disk is worth cleaning up soon. "
          "Want me to look at the largest directories?"},
]

# ---------------------------------------------------------------- nineveh
NIN = Clock("2026-03-14T15:05:00-05:00")
NIN_MEM = 33285996544  # 31.0 GiB
NIN_DISK = 1_021_017_358_336

nineveh_evidence = [
    steady("s1", NIN, age=5400, hostname="nineveh", os_name="Fedora Linux", os_version="40",
           os_codename="Workstation Edition", kernel="6.13.5-100.fc40.x86_64",
           cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=NIN_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": NIN_DISK},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": NIN_DISK}],
           network_interfaces=[{"name": "wlp1s0", "mac": "a4:c3:f0:5d:19:e2", "addresses": ["10.0.0.148/24"],
                                "is_up": True}],
           installed_packages={"kernel": "6.11.4-301.fc40", "firefox": "131.0.2-1.fc40",
                               "podman": "5.2.3-1.fc40", "code": "1.94.2-1728494015.el8",
                               "gcc": "14.2.1-3.fc40", "libvirt-daemon": "10.1.0-4.fc40"},
           available_services=["NetworkManager.service", "gdm.service", "firewalld.service", "sshd.service",
                               "libvirtd.service", "dnf-makecache.service", "cups.service"],
           users=[{"name": "nika", "uid": 1000, "gid": 1000, "home": "/home/nika", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["nika"]},
                   {"name": "libvirt", "gid": 973, "members": ["nika"]}],
           admin_users=["nika"], sudoers_files=["/etc/sudoers", "/etc/sudoers.d/nika-dnf"],
           stale_sources=["packages"]),
    item("e2", "linux_system_info", system_info(64.2, [6.85, 5.10, 3.20], 191400, NIN.ago(191400), NIN_MEM,
                                                int(4.5 * GiB), 8 * GiB, int(3.1 * GiB)), NIN, age=15),
    item("e3", "linux_processes", processes(412, NIN_MEM, [
        (4411, "java", "nika", 182.0, int(6.2 * GiB), "2026-03-14T13:40:11-05:00",
         "/usr/lib/jvm/java-21-openjdk/bin/java -Xmx8g -cp gradle-daemon-main-8.10.jar "
         "org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10"),
        (6021, "qemu-system-x86", "qemu", 97.5, int(4.2 * GiB), "2026-03-14T14:20:33-05:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11,debug-threads=on -machine pc-q35-8.2 -m 4096"),
        (3120, "firefox", "nika", 14.5, int(3.4 * GiB), "2026-03-12T09:58:02-05:00", "/usr/lib64/firefox/firefox"),
        (3388, "Isolated Web Co", "nika", 41.0, int(2.1 * GiB), "2026-03-14T11:02:47-05:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 42 -isForBrowser tab"),
        (5102, "code", "nika", 6.3, int(1.6 * GiB), "2026-03-14T13:38:50-05:00",
         "/usr/share/code/code --type=renderer"),
        (2210, "gnome-shell", "nika", 8.8, int(0.9 * GiB), "2026-03-12T09:51:40-05:00", "/usr/bin/gnome-shell"),
        (4630, "slack", "nika", 2.0, int(0.7 * GiB), "2026-03-12T10:05:12-05:00", "/usr/lib/slack/slack"),
        (7012, "tracker-miner-f", "nika", 35.0, int(0.45 * GiB), "2026-03-12T09:51:44-05:00",
         "/usr/libexec/tracker-miner-fs-3")]), NIN, age=15, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_service_status", {"units": [
        unit("dnf-makecache.service", "failed", "failed", "static", None, None, "dnf makecache"),
        unit("NetworkManager.service", "active", "running", "enabled", 1180, "2026-03-12T09:51:20-05:00",
             "Network Manager"),
        unit("bluetooth.service", "active", "running", "enabled", 1191, "2026-03-12T09:51:21-05:00",
             "Bluetooth service"),
        unit("chronyd.service", "active", "running", "enabled", 1102, "2026-03-12T09:51:19-05:00",
             "NTP client/server"),
        unit("cups.service", "active", "running", "enabled", 1240, "2026-03-12T09:51:22-05:00",
             "CUPS Scheduler"),
        unit("firewalld.service", "active", "running", "enabled", 1120, "2026-03-12T09:51:19-05:00",
             "firewalld - dynamic firewall daemon"),
        unit("fwupd.service", "inactive", "dead", "static", None, None, "Firmware update daemon"),
        unit("gdm.service", "active", "running", "enabled", 1302, "2026-03-12T09:51:23-05:00",
             "GNOME Display Manager"),
        unit("libvirtd.service", "active", "running", "disabled", 5980, "2026-03-14T14:20:20-05:00",
             "libvirt legacy monolithic daemon"),
        unit("packagekit.service", "active", "running", "static", 2601, "2026-03-12T09:52:10-05:00",
             "PackageKit Daemon"),
        unit("power-profiles-daemon.service", "active", "running", "enabled", 1150, "2026-03-12T09:51:20-05:00",
             "Power Profiles daemon"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("systemd-oomd.service", "active", "running", "enabled", 890, "2026-03-12T09:51:18-05:00",
             "Userspace Out-Of-Memory (OOM) Killer")]}, NIN, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "dnf-makecache.service", "entries": [
        log_entry("2026-03-14T13:42:01-05:00", "dnf-makecache.service", "info", "Starting dnf-makecache.service - dnf makecache..."),
        log_entry("2026-03-14T13:42:05-05:00", "dnf-makecache.service", "warning",
                  "Curl error (6): Couldn't resolve host name for https://mirrors.fedoraproject.org/metalink?"
                  "repo=updates-released-f40&arch=x86_64 [Could not resolve host: mirrors.fedoraproject.org]"),
        log_entry("2026-03-14T13:42:05-05:00", "dnf-makecache.service", "err",
                  "Error: Failed to download metadata for repo 'updates': Cannot prepare internal mirrorlist"),
        log_entry("2026-03-14T13:42:05-05:00", "dnf-makecache.service", "notice",
                  "dnf-makecache.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-03-14T13:42:05-05:00", "dnf-makecache.service", "warning",
                  "dnf-makecache.service: Failed with result 'exit-code'.")]}, NIN, age=20,
         args={"unit": "dnf-makecache.service", "since_minutes": 240}),
    item("e6", "linux_package_history", {"source": "dnf", "since": "2026-02-28T15:05:00-05:00", "events": [
        package_event("2026-03-06T10:02:14-05:00", "install", "kernel", None, "6.13.5-100.fc40"),
        package_event("2026-03-06T10:02:14-05:00", "upgrade", "firefox", "131.0.2-1.fc40", "135.0.1-1.fc40"),
        package_event("2026-03-11T19:30:40-05:00", "upgrade", "firefox", "135.0.1-1.fc40", "136.0-1.fc40"),
        package_event("2026-03-11T19:30:41-05:00", "upgrade", "podman", "5.2.3-1.fc40", "5.4.0-1.fc40"),
        package_event("2026-03-11T19:31:02-05:00", "remove", "kernel", "6.10.12-200.fc40", None)]},
         NIN, age=40, args={"since_days": 14}),
    item("e7", "linux_system_info", system_info(12.0, [1.10, 1.35, 1.40], 190200, NIN.ago(191400), NIN_MEM,
                                                int(14.2 * GiB), 8 * GiB, int(0.9 * GiB)), NIN, age=1200),
    item("e8", "linux_file_read", {"path": "/etc/sudoers.d/nika-dnf", "offset": 0, "limit": 200, "total_lines": 2,
                                   "lines": ["# allow package updates without a password",
                                             "nika ALL=(root) NOPASSWD: /usr/bin/dnf, /usr/bin/flatpak"]},
         NIN, age=30, args={"path": "/etc/sudoers.d/nika-dnf"}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", NIN_DISK, 412_316_860_416),
        fs("/dev/nvme0n1p3", "/home", "btrfs", NIN_DISK, 412_316_860_416),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 398_458_880),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627_900_416, 20_168_704)]}, NIN, age=30),
]

nineveh_answers = [
    {"q": "Why is my laptop fan going crazy?", "ev": ["e2", "e3"],
     "a": "[[s:The CPU is pretty busy — about 64% overall]] — and [[s:the load is climbing (6.85 over the last "
          "minute vs 3.20 over 15 minutes)]]. [[u:The biggest CPU user is the Gradle daemon]] (`java`, PID 4411), "
          "[[s:which is at roughly 180% of a core]]; [[s:a QEMU virtual machine running as user `qemu` is using "
          "almost a full core]] too. [[c:Firefox's content process is only at about 4%]], but [[s:the GNOME file "
          "indexer (tracker-miner-f) is chewing ~35%]]. [[c:You've also been up for about 5 days]], "
          "[[u:and the Gradle build probably kicked off when you opened the project in VS Code]].\n\n"
          "`./gradlew --stop` should quiet things down; `tracker3 daemon --pause` pauses the indexer."},
    {"q": "What's eating all my RAM?", "ev": ["e2", "e3", "s1"],
     "a": "[[s:You're using about 26.5 of 31 GiB]] ([[c:around 92%]]). Top consumers:\n\n"
          "| # | Process | User | Memory |\n|---|---|---|---|\n"
          "| 1 | java (Gradle daemon) | nika | [[s:6.2 GiB]] |\n"
          "| 2 | qemu-system-x86 | [[s:qemu]] | [[s:~4.2 GiB]] |\n"
          "| 3 | firefox | nika | [[c:4.4 GiB]] |\n"
          "| 4 | code | nika | [[s:1.6 GiB]] |\n\n"
          "[[s:Firefox plus its one content process come to about 5.5 GiB]]. [[s:Swap is at 3.1 of 8 GiB]]. "
          "[[c:Slack isn't in the top list at all]], so that's not the problem. [[u:The Gradle heap cap (-Xmx8g) "
          "means it can still grow by another ~2 GiB]]."},
    {"q": "Did any services fail?", "ev": ["e4", "e5"],
     "a": "❌ [[s:One unit has failed: `dnf-makecache.service`]].\n\n"
          "From its journal: [[s:it couldn't resolve mirrors.fedoraproject.org]], [[s:so downloading metadata "
          "for the `updates` repo failed]] [[s:and the process exited with status 1]]. [[c:It failed at 09:15 "
          "this morning]]. [[u:This usually happens when the laptop wakes from suspend before Wi-Fi is back]].\n\n"
          "Everything else: [[s:NetworkManager, firewalld and libvirtd are all active]], [[c:and sshd is running "
          "too]]. [[s:fwupd is inactive]], but that's normal — [[s:it's a static unit]] [[u:that only starts on "
          "demand]]. [[c:13 of 14 services are healthy]].\n\nRetry with `sudo systemctl start dnf-makecache`."},
    {"q": "What Firefox and kernel versions am I on? And VS Code?", "ev": ["s1", "e6"],
     "a": "- **Kernel (running):** [[s:6.13.5-100.fc40]] — [[s:it was installed on March 6]]\n"
          "- **Firefox:** [[s:136.0]], [[s:upgraded from 135.0.1 about three days ago]]; [[c:it jumped straight "
          "from 131.0.2 to 136.0]]\n"
          "- **VS Code:** [[t:1.94.2]]\n"
          "- **GCC:** [[t:14.2.1]]\n\n"
          "[[c:The old 6.11.4 kernel was removed in the same update]]. [[u:Firefox 136 fixes the WebGL crash you "
          "were seeing]]."},
    {"q": "Can I use sudo without a password?", "ev": ["s1", "e8"],
     "a": "Partly! [[s:You (`nika`) are in the `wheel` group]], [[u:which on Fedora means full sudo with your "
          "password]]. [[s:You're also the only member of wheel]].\n\n"
          "[[s:There's a drop-in, `/etc/sudoers.d/nika-dnf`]], [[s:that lets you run `dnf` as root without a "
          "password]], [[s:and `flatpak` too]]. [[c:That rule applies to every member of wheel]]. "
          "[[c:So no — nothing at all runs without a password]] otherwise. By the way, [[c:your login shell is "
          "bash]].\n\nCheck with `sudo -l`."},
    {"q": "How much disk space do I have left? Is memory okay now?", "ev": ["e9", "e7", "s1"],
     "a": "**Disk**\n- [[s:About 567 GiB free on /]] ([[s:~40% used]])\n- [[s:/home is on the same btrfs "
          "volume]], so it shares that space\n- [[c:/boot is 78% full]]\n- [[s:The EFI partition has barely "
          "anything on it]]\n- [[c:The drive is a 2 TB NVMe]]\n\n"
          "**Memory**\n- [[t:About 14 GiB available]]\n- [[t:Swap use is under 1 GiB]]\n- [[t:CPU is mostly idle "
          "at 12%]]\n\nLooks fine overall!"},
    {"q": "Is my Windows VM running?", "ev": ["e3", "e4"],
     "a": "Yes, it looks like it. [[s:libvirtd is active]], and [[s:a QEMU process (PID 6021) has been running "
          "since 14:20]] — [[c:so about 2 hours]]. [[s:The guest is named win11]]. [[s:It's using ~4.2 GiB of "
          "RAM]] [[c:and runs as root]]. [[u:It has 4 vCPUs assigned]]. You can check with `virsh list --all`."},
]

# ---------------------------------------------------------------- ur
UR = Clock("2026-03-15T03:22:00+00:00")
UR_MEM = 67349012480  # 62.72 GiB
UR_ROOT = 478_998_462_464
UR_DATA = 1_919_850_381_312

ur_evidence = [
    steady("s1", UR, age=2400, hostname="ur", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-31-amd64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=UR_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": UR_ROOT},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": UR_DATA}],
           network_interfaces=[{"name": "enp3s0", "mac": "3c:ec:ef:41:0b:9a", "addresses": ["10.20.0.11/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-15": "15.10-0+deb12u1", "prometheus-postgres-exporter": "0.11.1-1+b4",
                               "nftables": "1.0.6-2+deb12u2", "openssh-server": "1:9.2p1-2+deb12u4",
                               "pgbackrest": "2.54.1-1.pgdg120+1"},
           available_services=["postgresql@15-main.service", "ssh.service", "nftables.service",
                               "prometheus-postgres-exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 113, "gid": 118, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "kaveh", "uid": 1000, "gid": 1000, "home": "/home/kaveh", "shell": "/bin/bash"},
                  {"name": "shirin", "uid": 1001, "gid": 1001, "home": "/home/shirin", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1002, "gid": 1002, "home": "/home/deploy",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kaveh"]},
                   {"name": "adm", "gid": 4, "members": ["kaveh", "shirin"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}],
           admin_users=["kaveh"], sudoers_files=["/etc/sudoers"]),
    item("e2", "linux_service_status", unit("postgresql@15-main.service", "active", "running", "enabled-runtime",
                                            812, "2026-03-02T04:10:12+00:00", "PostgreSQL Cluster 15-main"),
         UR, age=20, args={"name": "postgresql@15-main"}),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "enp3s0", "mac": "3c:ec:ef:41:0b:9a", "addresses": ["10.20.0.11/24"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 701, "sshd"), listener(22, "::", 701, "sshd"),
                      listener(5432, "127.0.0.1", 812, "postgres"), listener(5432, "10.20.0.11", 812, "postgres"),
                      listener(9187, "0.0.0.0", 905, "postgres_export")],
        "connections": [connection("10.20.0.11:5432", "10.20.0.21:41822", 40122, "postgres"),
                        connection("10.20.0.11:5432", "10.20.0.21:41830", 40131, "postgres"),
                        connection("10.20.0.11:5432", "10.20.0.21:41836", 40139, "postgres"),
                        connection("10.20.0.11:5432", "10.20.0.22:55104", 40150, "postgres"),
                        connection("10.20.0.11:5432", "10.20.0.22:55110", 40158, "postgres"),
                        connection("10.20.0.11:22", "203.0.113.77:50214", 30112, "sshd"),
                        connection("10.20.0.11:9187", "10.20.0.5:38870", 905, "postgres_export")]}, UR, age=20),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
        log_entry("2026-03-15T01:14:02+00:00", "ssh.service", "info",
                  "Failed password for invalid user admin from 45.155.205.33 port 40112 ssh2"),
        log_entry("2026-03-15T01:14:05+00:00", "ssh.service", "info",
                  "Failed password for invalid user admin from 45.155.205.33 port 40180 ssh2"),
        log_entry("2026-03-15T01:14:09+00:00", "ssh.service", "info",
                  "Failed password for root from 45.155.205.33 port 40266 ssh2"),
        log_entry("2026-03-15T02:47:51+00:00", "ssh.service", "info",
                  "Failed password for invalid user oracle from 185.220.101.9 port 53300 ssh2"),
        log_entry("2026-03-15T02:47:55+00:00", "ssh.service", "info",
                  "Disconnected from invalid user oracle 185.220.101.9 port 53300 [preauth]"),
        log_entry("2026-03-15T03:05:40+00:00", "ssh.service", "info",
                  "Accepted publickey for kaveh from 203.0.113.77 port 50214 ssh2: ED25519 "
                  "SHA256:Qm3vX0b7yR2kLw9pT4nH8sJ1cF6dA5eG0uZ2iO7qW1E"),
        log_entry("2026-03-15T03:05:40+00:00", "ssh.service", "info",
                  "pam_unix(sshd:session): session opened for user kaveh(uid=1000) by (uid=0)")]},
         UR, age=40, args={"unit": "ssh.service", "since_minutes": 180}),
    item("e5", "linux_file_read", {"path": "/etc/nftables.conf", "offset": 0, "limit": 200, "total_lines": 18,
                                   "lines": [
        "#!/usr/sbin/nft -f", "flush ruleset", "table inet filter {", "  chain input {",
        "    type filter hook input priority 0; policy drop;", "    ct state established,related accept",
        "    iif \"lo\" accept", "    ip protocol icmp accept", "    tcp dport 22 accept",
        "    ip saddr 10.20.0.0/24 tcp dport 5432 accept", "    ip saddr 10.20.0.5 tcp dport 9187 accept", "  }",
        "  chain forward {", "    type filter hook forward priority 0; policy drop;", "  }", "  chain output {",
        "    type filter hook output priority 0; policy accept;", "  }"]},
         UR, age=30, args={"path": "/etc/nftables.conf"}),
    item("e6", "linux_file_read", {"path": "/etc/postgresql/15/main/conf.d/tuning.conf", "offset": 0, "limit": 200,
                                   "total_lines": 9, "lines": [
        "# tuning for 64 GB host (kaveh, 2025-11)", "listen_addresses = 'localhost,10.20.0.11'",
        "max_connections = 200", "shared_buffers = 16GB", "effective_cache_size = 44GB", "work_mem = 64MB",
        "maintenance_work_mem = 2GB", "max_wal_size = 4GB", "wal_level = replica"]},
         UR, age=30, args={"path": "/etc/postgresql/15/main/conf.d/tuning.conf"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", UR_ROOT, 61_203_013_632),
        fs("/dev/md1", "/var/lib/postgresql", "xfs", UR_DATA, 1_412_000_000_000)]}, UR, age=25),
    item("e8", "linux_processes", processes(287, UR_MEM, [
        (40122, "postgres", "postgres", 96.0, int(2.1 * GiB), "2026-03-15T03:01:10+00:00",
         "postgres: 15/main: appuser appdb 10.20.0.21(41822) SELECT"),
        (40177, "postgres", "postgres", 71.5, int(1.8 * GiB), "2026-03-15T03:12:01+00:00",
         "postgres: 15/main: autovacuum worker appdb"),
        (38990, "pgbackrest", "postgres", 44.0, 310 * MiB, "2026-03-15T03:00:02+00:00",
         "pgbackrest --stanza=main --type=diff backup"),
        (40150, "postgres", "postgres", 22.3, int(1.5 * GiB), "2026-03-15T03:04:44+00:00",
         "postgres: 15/main: appuser appdb 10.20.0.22(55104) UPDATE"),
        (905, "postgres_export", "prometheus", 1.2, 48 * MiB, "2026-03-02T04:10:20+00:00",
         "/usr/bin/prometheus-postgres-exporter --web.listen-address=:9187"),
        (701, "sshd", "root", 0.3, 9 * MiB, "2026-03-02T04:09:58+00:00", "sshd: /usr/sbin/sshd -D")]),
         UR, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e9", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "md1", "read_bytes_per_s": 45_000_000, "write_bytes_per_s": 182_000_000, "busy_percent": 91.0},
        {"device": "md0", "read_bytes_per_s": 120_000, "write_bytes_per_s": 880_000, "busy_percent": 2.5}]},
         UR, age=420, args={"interval_seconds": 1.0}),
    item("e10", "linux_recent_logs", {"source": "journal", "unit": "postgresql@15-main.service", "entries": [
        log_entry("2026-03-15T02:31:10+00:00", "postgresql@15-main.service", "info", "LOG:  checkpoint starting: wal"),
        log_entry("2026-03-15T02:31:34+00:00", "postgresql@15-main.service", "info",
                  "LOG:  checkpoints are occurring too frequently (24 seconds apart)"),
        log_entry("2026-03-15T02:31:34+00:00", "postgresql@15-main.service", "info",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-03-15T03:12:48+00:00", "postgresql@15-main.service", "info",
                  "LOG:  automatic vacuum of table \"appdb.public.events\": index scans: 1"),
        log_entry("2026-03-15T03:18:20+00:00", "postgresql@15-main.service", "err",
                  "ERROR:  canceling statement due to statement timeout")]},
         UR, age=30, args={"unit": "postgresql@15-main", "since_minutes": 60}),
]

ur_answers = [
    {"q": "Is postgres up, and since when?", "ev": ["e2", "e3"],
     "a": "Yes — [[s:`postgresql@15-main` is active (running)]], [[s:main PID 812]]. [[s:It has been up since "
          "2 March]], [[s:so almost 13 days]].\n\n[[c:It listens on 0.0.0.0:5432]]; more precisely [[s:it's bound "
          "to localhost and 10.20.0.11]]. [[s:Right now there are 5 client connections]], [[c:all coming from "
          "10.20.0.21]]. [[u:The exporter on 9187 scrapes it every 15 seconds]]."},
    {"q": "Has anyone been trying to break in over SSH?", "ev": ["e4", "s1"],
     "a": "Yes, the usual background probing:\n\n"
          "1. [[s:45.155.205.33 tried the invalid user `admin` twice]] [[s:and `root` once]], [[s:around 01:14 "
          "UTC]]\n"
          "2. [[c:185.220.101.9 tried `postgres`]] [[s:at 02:47]]\n"
          "3. [[s:The only successful login was kaveh, with a public key]], [[s:from 203.0.113.77]] [[c:at "
          "02:05]]\n\n"
          "[[c:In total there were 6 failed password attempts]]. [[u:Password authentication seems to be enabled "
          "in sshd_config]] and [[u:185.220.101.9 is a known Tor exit node]]. Since [[s:kaveh is in the sudo "
          "group]], make sure his key is the only way in. Consider `fail2ban` or `PasswordAuthentication no`."},
    {"q": "Is postgres reachable from outside? Is the firewall set up properly?", "ev": ["e5", "e3"],
     "a": "Looking at `/etc/nftables.conf`:\n\n"
          "- [[s:the input policy is drop]]\n"
          "- [[s:SSH (22) is allowed from anywhere]]\n"
          "- [[s:5432 is only allowed from 10.20.0.0/24]]\n"
          "- [[c:9187 is allowed from the whole 10.20.0.0/24 subnet too]]\n"
          "- [[s:forwarding is dropped]]\n"
          "- [[c:outgoing traffic is filtered as well]]\n\n"
          "[[u:The ruleset is loaded and active]]. On top of that, [[s:PostgreSQL isn't listening on a public "
          "address]], [[c:and the exporter on 9187 only listens on localhost]]. [[u:So the database is safe from "
          "the internet]]. `sudo nft list ruleset` will show what's actually loaded."},
    {"q": "The app says queries are slow right now — what's happening on the DB?", "ev": ["e8", "e9", "e10"],
     "a": "A few things line up: [[s:a SELECT from 10.20.0.21 (PID 40122) is using ~96% of a core]], [[s:an "
          "autovacuum worker on appdb is at about 70%]] and [[s:a pgBackRest differential backup has been running "
          "since 03:00]]. [[t:The data array (md1) is 91% busy]], [[t:writing ~180 MB/s]]. The Postgres log shows "
          "[[s:checkpoints happening only 24 seconds apart]] [[c:at 03:18]], [[s:with a hint to raise "
          "max_wal_size]]; [[s:one statement was cancelled by the statement timeout at 03:18]]. [[u:The backup is "
          "most likely what's saturating the disk]] — [[c:pgbackrest is the top CPU consumer]] right now.\n\n"
          "You could reschedule the backup or raise `max_wal_size` to 8GB."},
    {"q": "What are the memory-related postgres settings, and do they make sense for this box?", "ev": ["e6", "s1"],
     "a": "From `conf.d/tuning.conf`:\n\n"
          "shared_buffers: [[s:16GB]]\n"
          "effective_cache_size: [[c:48GB]]\n"
          "work_mem: [[s:64MB]]\n"
          "maintenance_work_mem: [[s:2GB]]\n"
          "max_connections: [[c:100]]\n"
          "max_wal_size: [[s:4GB]]\n\n"
          "[[s:The box has 64 GB of RAM]], so [[s:shared_buffers is about a quarter of it]], which is the usual "
          "rule of thumb. [[s:The file was written by kaveh]]; [[u:these look like PGTune's recommendations]]. "
          "Looks sensible overall."},
    {"q": "How full is the database volume?", "ev": ["e7", "s1"],
     "a": "- [[s:/var/lib/postgresql is 73.5% full]]: [[s:1.41 TB used]] [[c:of 2 TiB]], [[s:~473 GiB free]]\n"
          "- [[s:It's XFS on /dev/md1]]\n"
          "- [[s:The root filesystem is only ~13% used]], [[c:ext4 on /dev/md1]]\n\n"
          "[[u:At the current growth rate you have about 4 months left]]. Keep an eye on it with `df -h`."},
    {"q": "Which accounts can log in with a shell, and who has sudo?", "ev": ["s1"],
     "a": "| user | uid | shell | sudo |\n|---|---|---|---|\n"
          "| root | 0 | /bin/bash | — |\n"
          "| kaveh | [[s:1000]] | [[s:/bin/bash]] | [[s:✅]] |\n"
          "| shirin | 1001 | /bin/bash | [[c:✅]] |\n"
          "| postgres | [[c:112]] | [[s:/bin/bash]] | [[s:❌]] |\n"
          "| deploy | 1002 | [[c:/bin/bash]] | ❌ |\n\n"
          "[[s:shirin is in `adm`]], [[u:so she can read the logs but not change anything]]. [[u:Nobody has "
          "logged in as root recently]]."},
]

# ---------------------------------------------------------------- persepolis
PER = Clock("2026-03-16T11:48:00+03:30")
PER_MEM = 33_324_466_176


def k3s_node(name: str, ready: bool, version: str, roles: tuple[str, ...] = ()) -> dict:
    labels = {"kubernetes.io/hostname": name}
    labels.update({f"node-role.kubernetes.io/{r}": "true" for r in roles})
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "Unknown",
                                       "reason": "KubeletReady" if ready else "NodeStatusUnknown"}],
                       "nodeInfo": {"kubeletVersion": version}}}


def svc(name: str, ns: str, kind: str, cluster_ip: str, ports: list[dict], ingress: list[str] | None = None) -> dict:
    out = {"kind": "Service", "metadata": {"name": name, "namespace": ns},
           "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}, "status": {"loadBalancer": {}}}
    if ingress:
        out["status"]["loadBalancer"] = {"ingress": [{"ip": ip} for ip in ingress]}
    return out


def event(ns: str, pod_name: str, etype: str, reason: str, message: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": f"{pod_name}.{reason.lower()}", "namespace": ns},
            "involvedObject": {"kind": "Pod", "name": pod_name, "namespace": ns}, "type": etype, "reason": reason,
            "message": message, "count": count, "firstTimestamp": first, "lastTimestamp": last}


def not_ready(p: dict) -> dict:
    p["status"]["containerStatuses"][0]["ready"] = False
    p["status"]["conditions"] = [{"type": "Ready", "status": "False"}]
    return p


GRAFANA_PENDING = {"kind": "Pod", "metadata": {"name": "grafana-6f8d4c7b9-wq5rt", "namespace": "monitoring"},
                   "spec": {}, "status": {"phase": "Pending", "conditions": [
                       {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                        "message": "0/4 nodes are available: 1 node(s) had untolerated taint "
                                   "{node.kubernetes.io/unreachable: }, 3 Insufficient memory."}]}}

persepolis_evidence = [
    steady("s1", PER, age=2000, hostname="persepolis", os_name="Rocky Linux", os_version="9.5",
           os_codename="Blue Onyx", kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=PER_MEM, package_manager="rpm",
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 214_643_507_200}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:6e:02:af", "addresses": ["192.168.50.10/24"],
                                "is_up": True}],
           installed_packages={"k3s-selinux": "1.6-1.el9", "container-selinux": "2:2.232.1-1.el9_5"},
           available_services=["k3s.service", "sshd.service", "chronyd.service", "firewalld.service"],
           users=[{"name": "arash", "uid": 1000, "gid": 1000, "home": "/home/arash", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["arash"]}], admin_users=["arash"]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        k3s_node("persepolis", True, "v1.31.4+k3s1", ("control-plane", "master")),
        k3s_node("susa", True, "v1.31.4+k3s1"),
        k3s_node("pasargadae", False, "v1.31.4+k3s1"),
        k3s_node("ecbatana", True, "v1.30.8+k3s1")]}, PER, age=25, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-ccb96694c-7xk2p", "kube-system", "Running", "persepolis", 0, started="2026-03-03T04:33:10Z"),
        pod("traefik-5d45fc8cc9-qv8tw", "kube-system", "Running", "susa", 0, started="2026-03-03T04:34:02Z"),
        pod("metrics-server-7bf7d58749-lm4zs", "kube-system", "Running", "persepolis", 2,
            started="2026-03-09T12:10:44Z"),
        pod("local-path-provisioner-5cf85fd84d-9hqrx", "kube-system", "Running", "persepolis", 0,
            started="2026-03-03T04:33:12Z"),
        pod("web-frontend-6c9b7d5f4-2kq8d", "default", "Running", "susa", 0, started="2026-03-14T08:20:00Z"),
        pod("web-frontend-6c9b7d5f4-8vjzn", "default", "Running", "ecbatana", 0, started="2026-03-14T08:20:03Z"),
        not_ready(pod("web-frontend-6c9b7d5f4-tp4wx", "default", "Running", "pasargadae", 0,
                      started="2026-03-14T08:20:05Z")),
        pod("payments-api-5f7c9d8b4-x2kq9", "payments", "Running", "susa", 27, ready=False,
            waiting="CrashLoopBackOff"),
        pod("payments-api-5f7c9d8b4-h7m2c", "payments", "Running", "ecbatana", 0, started="2026-03-16T06:08:51Z"),
        pod("redis-0", "payments", "Running", "ecbatana", 0, started="2026-03-10T17:45:00Z"),
        pod("prometheus-0", "monitoring", "Running", "susa", 1, started="2026-03-12T22:02:19Z"),
        GRAFANA_PENDING]}, PER, age=30, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("web-frontend", "default", 3, 2), deployment("payments-api", "payments", 2, 1),
        deployment("grafana", "monitoring", 1, 0), deployment("coredns", "kube-system", 1, 1),
        deployment("traefik", "kube-system", 1, 1), deployment("metrics-server", "kube-system", 1, 1),
        deployment("local-path-provisioner", "kube-system", 1, 1)]}, PER, age=30,
         args={"resource": "deployments", "all_namespaces": True}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        svc("kubernetes", "default", "ClusterIP", "10.43.0.1", [{"name": "https", "port": 443, "targetPort": 6443,
                                                                 "protocol": "TCP"}]),
        svc("web-frontend", "default", "ClusterIP", "10.43.12.88", [{"port": 80, "targetPort": 8080,
                                                                     "protocol": "TCP"}]),
        svc("traefik", "kube-system", "LoadBalancer", "10.43.201.17",
            [{"name": "web", "port": 80, "targetPort": "web", "nodePort": 31880, "protocol": "TCP"},
             {"name": "websecure", "port": 443, "targetPort": "websecure", "nodePort": 30443, "protocol": "TCP"}],
            ["192.168.50.10", "192.168.50.11", "192.168.50.13"]),
        svc("payments-api", "payments", "ClusterIP", "10.43.77.5", [{"port": 8080, "targetPort": 8080,
                                                                     "protocol": "TCP"}]),
        svc("redis", "payments", "ClusterIP", "None", [{"port": 6379, "targetPort": 6379, "protocol": "TCP"}]),
        svc("grafana", "monitoring", "NodePort", "10.43.90.14", [{"port": 3000, "targetPort": 3000,
                                                                  "nodePort": 32000, "protocol": "TCP"}])]},
         PER, age=30, args={"resource": "services", "all_namespaces": True}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "payments", "items": [
        event("payments", "payments-api-5f7c9d8b4-x2kq9", "Warning", "BackOff",
              "Back-off restarting failed container payments-api in pod payments-api-5f7c9d8b4-x2kq9_payments",
              143, "2026-03-16T06:10:12Z", "2026-03-16T08:16:40Z"),
        event("payments", "payments-api-5f7c9d8b4-x2kq9", "Warning", "Unhealthy",
              "Liveness probe failed: HTTP probe failed with statuscode: 500", 81, "2026-03-16T06:09:30Z",
              "2026-03-16T08:15:02Z"),
        event("payments", "payments-api-5f7c9d8b4-x2kq9", "Normal", "Pulled",
              "Container image \"registry.local:5000/payments-api:2.14.0\" already present on machine", 28,
              "2026-03-16T06:08:55Z", "2026-03-16T08:11:37Z")]}, PER, age=20,
         args={"resource": "events", "namespace": "payments"}),
    item("e7", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 1184,
                                            "2026-03-03T08:02:51+03:30", "Lightweight Kubernetes"),
         PER, age=15, args={"name": "k3s"}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-03-16T10:56:48+03:30", "k3s.service", "warning",
                  "Unable to reach node pasargadae: Get \"https://192.168.50.12:10250/healthz\": dial tcp "
                  "192.168.50.12:10250: connect: no route to host"),
        log_entry("2026-03-16T10:57:14+03:30", "k3s.service", "info",
                  "Node pasargadae status is now: NodeNotReady"),
        log_entry("2026-03-16T11:45:30+03:30", "k3s.service", "err",
                  "Failed to scrape node: Get \"https://192.168.50.12:10250/metrics/resource\": dial tcp "
                  "192.168.50.12:10250: connect: no route to host node=\"pasargadae\"")]},
         PER, age=30, args={"unit": "k3s.service", "since_minutes": 120}),
    item("e9", "linux_system_info", system_info(23.5, [3.4, 3.1, 2.9], 1136820, "2026-03-03T08:01:00+03:30", PER_MEM,
                                                int(9.5 * GiB), 0, 0), PER, age=10),
    item("e10", "kubernetes_get", {"context": "default", "namespace": "payments", "items": [
        pod("payments-api-5f7c9d8b4-x2kq9", "payments", "Running", "susa", 21, ready=False,
            waiting="CrashLoopBackOff"),
        pod("payments-api-5f7c9d8b4-h7m2c", "payments", "Running", "ecbatana", 0, started="2026-03-16T06:08:51Z"),
        pod("redis-0", "payments", "Running", "ecbatana", 0, started="2026-03-10T17:45:00Z")]},
         PER, age=1200, args={"resource": "pods", "namespace": "payments"}),
]

persepolis_answers = [
    {"q": "Are all my nodes healthy?", "ev": ["e2", "e8"],
     "a": "No — [[s:3 of the 4 nodes are Ready]]. [[s:`pasargadae` is NotReady]]: [[s:the control plane couldn't "
          "reach its kubelet on 192.168.50.12:10250 (no route to host)]] [[s:and marked it NotReady at 10:57]]. "
          "[[u:It's probably powered off or its NIC went down]]. [[c:It went down roughly two hours ago]].\n\n"
          "Versions: [[s:persepolis and susa run v1.31.4+k3s1]], [[c:and so does ecbatana]]. [[s:persepolis is the "
          "control-plane node]]."},
    {"q": "Why does payments-api keep crashing?", "ev": ["e3", "e6"],
     "a": "## payments-api\n\n"
          "- **Pod:** `payments-api-5f7c9d8b4-x2kq9` [[s:on node susa]]\n"
          "- **State:** [[s:CrashLoopBackOff]], [[c:restarted 143 times]]\n"
          "- **Probe:** [[s:the liveness probe is failing with HTTP 500]] — [[s:81 times so far]]\n"
          "- **Image:** [[s:registry.local:5000/payments-api:2.14.0]]\n"
          "- [[s:The back-off started around 09:40 local time]]\n\n"
          "[[s:The other replica (h7m2c on ecbatana) is healthy]], [[c:but redis-0 is also restarting]]. "
          "[[u:The 500s are most likely the app failing to connect to Redis]]. Check `kubectl logs -n payments "
          "payments-api-5f7c9d8b4-x2kq9 --previous` for the stack trace."},
    {"q": "Give me deployment status across the cluster", "ev": ["e4"],
     "a": "| Deployment | Namespace | Ready |\n|---|---|---|\n"
          "| web-frontend | default | [[s:2/3]] ⚠️ |\n"
          "| payments-api | payments | [[s:1/2]] ⚠️ |\n"
          "| grafana | [[c:default]] | [[s:0/1]] ❌ |\n"
          "| coredns | kube-system | [[s:1/1]] ✅ |\n"
          "| traefik | kube-system | [[c:2/2]] ✅ |\n"
          "| metrics-server | kube-system | 1/1 ✅ |\n\n"
          "[[c:Only two deployments are degraded]]; [[s:all four kube-system deployments are fully available]]. "
          "[[u:grafana was probably evicted when pasargadae went down]]."},
    {"q": "How do I reach the web frontend from my LAN?", "ev": ["e5"],
     "a": "[[s:`web-frontend` is a ClusterIP service]] [[s:on 10.43.12.88:80]], [[c:forwarding to container port "
          "80]], so you can't hit it directly from the LAN. [[s:Traefik is your LoadBalancer]], [[s:exposed on "
          "192.168.50.10, .11 and .13]], [[c:on ports 80 and 8443]]. [[u:An Ingress route for web-frontend already "
          "exists]], so http://192.168.50.10/ should work. Separately, [[s:Grafana is on NodePort 32000]], "
          "[[u:so http://192.168.50.10:32000 opens Grafana]]."},
    {"q": "Is k3s itself okay? How loaded is the control plane?", "ev": ["e7", "e9", "s1"],
     "a": "**k3s:** [[s:k3s.service is active and running]] [[s:(PID 1184)]], [[s:up since March 3]].\n\n"
          "**Host:**\n- CPU: [[s:~24%]], [[s:load 3.4 / 3.1 / 2.9]] [[s:on 32 threads]]\n- Memory: [[c:about 80% "
          "used]]\n- [[s:No swap configured]]\n- OS: [[s:Rocky Linux 9.5]], [[c:kernel 5.14.0-427]]\n\n"
          "[[u:The embedded etcd is healthy]], so the control plane is fine."},
    {"q": "List all pods that aren't running properly", "ev": ["e3"],
     "a": "Here's what's not healthy:\n\n"
          "1. [[s:`payments/payments-api-5f7c9d8b4-x2kq9` — CrashLoopBackOff]], [[s:27 restarts]]\n"
          "2. [[s:`monitoring/grafana-6f8d4c7b9-wq5rt` — Pending]]: [[s:unschedulable, one node is unreachable and "
          "the other three don't have enough memory]]\n"
          "3. [[s:`default/web-frontend-6c9b7d5f4-tp4wx` is not ready]] — [[s:it sits on pasargadae]]\n\n"
          "[[s:Everything in kube-system is running]] [[c:with zero restarts]], and [[c:prometheus-0 has never "
          "restarted]]. [[s:That's 3 problem pods out of 12]]."},
    {"q": "How many times has payments-api restarted?", "ev": ["e10"],
     "a": "[[t:The crashing pod x2kq9 has restarted 21 times]] [[t:and is in CrashLoopBackOff]], while [[t:h7m2c "
          "is running with no restarts]]. [[t:redis-0 looks fine]]; [[t:there are 3 pods in payments]] in total. "
          "[[u:The restarts started after the 2.14.0 rollout this morning]]."},
]

MACHINES = [
    {"name": "babylon", "clock": BAB, "evidence": babylon_evidence, "answers": babylon_answers},
    {"name": "nineveh", "clock": NIN, "evidence": nineveh_evidence, "answers": nineveh_answers},
    {"name": "ur", "clock": UR, "evidence": ur_evidence, "answers": ur_answers},
    {"name": "persepolis", "clock": PER, "evidence": persepolis_evidence, "answers": persepolis_answers},
]
