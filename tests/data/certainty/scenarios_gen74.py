"""74th generation (written blind, in the style of Hermes-3 / OpenHermes fine-tunes of Mistral and Llama):
answers built from blocks of "**Field:** value" lines per item, short verdict lines and now and then a closing
"Assessment" paragraph, with tables, numbered lists and prose mixed in. Machines are named after coffees.

arabica — a Fedora 43 developer laptop in Berlin (+01:00): steady state (Ryzen 7 7840U, 32 GB, btrfs root and
/home on one NVMe volume, Wi-Fi up and Ethernet down, a tailnet address, lena in wheel and libvirt, no docker
group), a fresh memory/load reading, the six biggest processes by memory (a Windows 11 VM first, then Firefox,
IntelliJ, VS Code), disk usage, every loaded service (dnf-makecache failed, sshd and cups inactive), a week of
dnf history (Firefox and mesa upgrades, a new kernel, Chrome swapped for Chromium) and a day of dnf-makecache's
journal (one run that failed on a DNS lookup for repo 'fedora').

robusta — an Ubuntu 24.04 home server in Chicago (-05:00): steady state (i5-8500T, 16 GB, an 8 TB md array at
/srv/media), every container (five running, pihole restarting, immich exited 137), disk usage (the array 91.9%
full), listening sockets and connections (systemd-resolved on 127.0.0.53:53, smbd, two docker-proxy ports, an
SSH session over the tailnet), half an hour of docker.service's journal (pihole failing to bind 0.0.0.0:53 four
times) and a system reading 15 minutes old (stale).

liberica — a Debian 12 PostgreSQL 16 server in UTC: steady state whose package source is stale (pgbouncer,
node exporter), the cluster unit and pgbouncer, the six busiest processes (two SELECT backends from 10.20.0.31,
an autovacuum worker, the checkpointer), memory (no swap), three filesystems, a disk I/O sample 400 s old
(stale), two hours of the cluster's log (frequent checkpoints, failed logins for "reporting" from 10.20.0.44, a
slots-reserved FATAL), sockets and connections, and the package history of an upgrade to 16.8 with a new kernel
that is not running yet.

kona — the control plane of a three-node k3s cluster of Raspberry Pis in Honolulu (-10:00): steady state of
kona-cp (aarch64, 8 GB), the nodes (kona-w2 NotReady, on Debian and one patch behind), the pods and deployments
of the "home" namespace (zigbee2mqtt crash-looping, influxdb-0 Pending, one nodered replica not ready), the
kube-system pods, a system reading and two hours of k3s's journal about kona-w2.

mocha — a Rocky Linux 9.5 GitLab CI runner in Tokyo (+09:00): steady state (EPYC 7313P, 64 GB, a 1.92 TB NVMe
at /var/lib/docker, gitlab-runner and yui in docker, kenji in wheel), gitlab-runner and docker units, the five
busiest processes (three cc1plus, a vite build), a system reading, disk usage (/var/lib/docker 97% full), a
traffic sample 10 minutes old (stale), three hours of the runner's journal (a script failure, a success, a
"no space left on device" system failure, a job running now) and two weeks of dnf history.
"""

from _evidence import (GiB, Clock, box, fs, item, listener, connection, log_entry, package_event, pod,
                       deployment, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# arabica — Fedora 43 laptop
# ---------------------------------------------------------------------------------------------------------
A = Clock("2026-03-14T16:20:00+01:00")
A_MEM = 32_634_245_120
A_ROOT = 1_022_903_713_792

arabica_evidence = [
    steady("e1", A, age=1800, hostname="arabica", os_name="Fedora Linux", os_version="43", os_codename=None,
           kernel="6.18.7-200.fc43.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=A_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": A_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": A_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
           network_interfaces=[
               {"name": "wlp1s0", "mac": "a8:3b:76:1e:92:c4", "addresses": ["192.168.178.41/24"], "is_up": True},
               {"name": "enp2s0f0", "mac": "c8:7f:54:0a:11:3e", "addresses": [], "is_up": False},
               {"name": "tailscale0", "mac": None, "addresses": ["100.92.14.7/32"], "is_up": True},
               {"name": "virbr0", "mac": "52:54:00:7a:2e:01", "addresses": ["192.168.122.1/24"], "is_up": True}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="rpm",
           installed_packages={"firefox": "147.0.3-1.fc43", "kernel-core": "6.18.7-200.fc43",
                               "mesa-dri-drivers": "25.3.5-1.fc43", "podman": "5.7.1-1.fc43",
                               "podman-compose": "1.5.0-2.fc43", "chromium": "146.0.7680.80-1.fc43",
                               "tailscale": "1.94.1-1", "syncthing": "1.30.0-1.fc43", "gnome-shell": "49.3-1.fc43",
                               "libvirt-daemon": "11.6.0-2.fc43"},
           available_services=["NetworkManager.service", "gdm.service", "sshd.service", "tailscaled.service",
                               "syncthing@.service", "libvirtd.service", "firewalld.service", "bluetooth.service",
                               "cups.service", "dnf-makecache.service", "fwupd.service"],
           users=[{"name": "lena", "uid": 1000, "gid": 1000, "home": "/home/lena", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["lena"]},
                   {"name": "libvirt", "gid": 973, "members": ["lena"]},
                   {"name": "qemu", "gid": 107, "members": []},
                   {"name": "lena", "gid": 1000, "members": []}]),
    item("e2", "linux_system_info",
         system_info(18.4, [2.31, 1.87, 1.52], 191_520, "2026-03-12T11:07:35+01:00", A_MEM, 11 * GiB,
                     8 * GiB, 1_288_490_189), A, age=25),
    item("e3", "linux_processes", processes(341, A_MEM, [
        (9021, "qemu-system-x86_64", "qemu", 6.2, 4_402_341_888, "2026-03-14T13:40:05+01:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11,debug-threads=on -machine pc-q35-10.1 -m 4096 -smp 4"),
        (4812, "firefox", "lena", 12.3, 3_650_000_000, "2026-03-14T08:02:11+01:00", "/usr/lib64/firefox/firefox"),
        (7455, "java", "lena", 21.5, 2_410_000_000, "2026-03-14T09:15:40+01:00",
         "/opt/idea/jbr/bin/java -Xmx4096m -cp /opt/idea/lib/app.jar com.intellij.idea.Main"),
        (6120, "code", "lena", 4.1, 1_890_000_000, "2026-03-14T09:02:55+01:00", "/usr/share/code/code"),
        (2231, "gnome-shell", "lena", 3.8, 1_020_000_000, "2026-03-12T11:08:44+01:00", "/usr/bin/gnome-shell"),
        (5533, "slack", "lena", 1.2, 812_000_000, "2026-03-14T08:05:30+01:00", "/usr/lib/slack/slack"),
    ]), A, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", A_ROOT, 688_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", A_ROOT, 688_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 412_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 20_000_000),
    ]}, A, age=30),
    item("e5", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 1012, "2026-03-12T11:08:19+01:00",
             "Network Manager"),
        unit("gdm.service", "active", "running", "enabled", 1240, "2026-03-12T11:08:25+01:00", "GNOME Display Manager"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("tailscaled.service", "active", "running", "enabled", 1190, "2026-03-12T11:08:31+01:00",
             "Tailscale node agent"),
        unit("syncthing@lena.service", "active", "running", "enabled", 2411, "2026-03-12T11:08:33+01:00",
             "Syncthing - Open Source Continuous File Synchronization for lena"),
        unit("libvirtd.service", "active", "running", "enabled", 1305, "2026-03-12T11:08:27+01:00",
             "libvirt legacy monolithic daemon"),
        unit("firewalld.service", "active", "running", "enabled", 980, "2026-03-12T11:08:15+01:00",
             "firewalld - dynamic firewall daemon"),
        unit("bluetooth.service", "active", "running", "enabled", 1001, "2026-03-12T11:08:18+01:00",
             "Bluetooth service"),
        unit("cups.service", "inactive", "dead", "enabled", None, None, "CUPS Scheduler"),
        unit("dnf-makecache.service", "failed", "failed", "static", None, None, "dnf makecache"),
        unit("fwupd.service", "active", "running", "static", 5120, "2026-03-14T12:30:05+01:00",
             "Firmware update daemon"),
    ], "total": 11}, A, age=40),
    item("e6", "linux_package_history", {"source": "dnf", "events": [
        package_event("2026-03-10T19:42:13+01:00", "upgrade", "firefox", "146.0.1-1.fc43", "147.0.3-1.fc43"),
        package_event("2026-03-10T19:42:20+01:00", "install", "kernel-core", None, "6.18.7-200.fc43"),
        package_event("2026-03-10T19:42:25+01:00", "upgrade", "mesa-dri-drivers", "25.3.4-1.fc43", "25.3.5-1.fc43"),
        package_event("2026-03-12T10:58:40+01:00", "install", "podman-compose", None, "1.5.0-2.fc43"),
        package_event("2026-03-13T21:15:02+01:00", "remove", "google-chrome-stable", "146.0.7680.80-1", None),
        package_event("2026-03-13T21:16:44+01:00", "install", "chromium", None, "146.0.7680.80-1.fc43"),
    ]}, A, age=60, args={"since_days": 7}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "dnf-makecache.service", "entries": [
        log_entry("2026-03-14T15:02:09+01:00", "dnf-makecache.service", "info", "Updating metadata..."),
        log_entry("2026-03-14T15:02:11+01:00", "dnf-makecache.service", "err",
                  "Curl error (6): Couldn't resolve host name for https://mirrors.fedoraproject.org/metalink"
                  "?repo=fedora-43&arch=x86_64 [Could not resolve host: mirrors.fedoraproject.org]"),
        log_entry("2026-03-14T15:02:11+01:00", "dnf-makecache.service", "err",
                  "Failed to download metadata for repo 'fedora': Cannot download repomd.xml"),
        log_entry("2026-03-14T15:02:12+01:00", "dnf-makecache.service", "notice",
                  "dnf-makecache.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-03-14T15:02:12+01:00", "dnf-makecache.service", "warning",
                  "dnf-makecache.service: Failed with result 'exit-code'."),
    ]}, A, age=45, args={"unit": "dnf-makecache.service", "since_minutes": 1440}),
]

arabica_answers = [
    {"q": "My laptop feels sluggish. What's eating all the RAM?", "ev": ["e2", "e3"],
     "a": "Here's a breakdown of memory usage on arabica:\n\n"
          "**Used:** [[s:~19.4 GiB (63.8%)]]\n"
          "**Swap:** [[c:2.1 GiB in use]] [[s:out of 8 GiB]]\n\n"
          "### Top memory consumers\n\n"
          "1. **Process:** `qemu-system-x86_64` (PID 9021)\n"
          "   **Memory:** [[s:4.1 GiB (13.5%)]]\n"
          "   **Owner:** [[c:lena]]\n"
          "2. **Process:** `firefox` (PID 4812)\n"
          "   **Memory:** [[c:2.4 GiB]]\n"
          "3. **Process:** `java` — [[s:this is IntelliJ IDEA]] (PID 7455)\n"
          "   **Memory:** [[s:2.2 GiB]]\n"
          "   **CPU:** [[c:4.1%]]\n"
          "\n"
          "**Verdict:** [[s:The Windows 11 VM is the single biggest consumer]], [[c:followed by IntelliJ]].\n\n"
          "**Assessment:** Memory pressure is moderate — [[s:about a third of your RAM is still available]]. "
          "[[u:The sluggishness is most likely the VM competing with IntelliJ's indexing for CPU time]]. If you "
          "don't need Windows right now, `virsh shutdown win11` would give that memory back."},
    {"q": "How much disk space do I have left?", "ev": ["e1", "e4"],
     "a": "**Filesystem:** `/` (btrfs on /dev/nvme0n1p3)\n"
          "**Size:** [[s:952.7 GiB]]\n"
          "**Used:** [[s:688 GB (67.3%)]]\n"
          "**Free:** [[c:~312 GB]]\n\n"
          "**Filesystem:** `/boot` (ext4)\n"
          "**Used:** [[s:40%]]\n"
          "**Free:** [[c:about 800 MB]]\n\n"
          "Note: [[s:`/home` lives on the same btrfs volume as `/`]], so [[s:it shares that free space]]; "
          "[[u:transparent zstd compression is enabled on it]], so real capacity is a bit higher.\n\n"
          "**Verdict:** [[s:No filesystem is above 70% full]] — you're fine for now."},
    {"q": "Are all my services OK?", "ev": ["e5"],
     "a": "Sure! Here's the status of the main services:\n\n"
          "| Service | Status |\n"
          "|---|---|\n"
          "| NetworkManager | ✅ [[s:running]] |\n"
          "| tailscaled | ✅ [[s:running]] |\n"
          "| sshd | ❌ [[c:failed]] |\n"
          "| cups | ✅ [[c:running]] |\n"
          "| dnf-makecache | ❌ [[s:failed]] |\n\n"
          "**Summary:** [[c:Two services have failed]].\n"
          "**sshd:** [[s:disabled]], so it won't come up at boot anyway.\n"
          "**Note:** [[u:dnf-makecache usually fails when the laptop resumes from suspend before Wi-Fi "
          "reconnects]].\n\n"
          "Want me to pull the journal for dnf-makecache?"},
    {"q": "What got updated this week?", "ev": ["e6", "e1"],
     "a": "**Package changes in the last 7 days:**\n\n"
          "- **firefox:** [[s:146.0.1 → 147.0.3]] ([[s:Tuesday evening]])\n"
          "- **kernel-core:** [[s:6.18.7-200.fc43 installed]] — [[s:the kernel you're booted into now]]\n"
          "- **mesa-dri-drivers:** [[c:25.3.4 → 25.3.6]]\n"
          "- **podman-compose:** [[s:installed]] [[c:on March 11]]\n"
          "- **google-chrome-stable:** [[s:removed]]\n"
          "- **chromium:** [[s:installed less than two minutes later]]\n\n"
          "**Total:** [[c:7 changes]]\n\n"
          "**Assessment:** [[s:You swapped Google Chrome for Chromium on Friday night]], [[u:most likely because "
          "Google's repo signing key had expired]]."},
    {"q": "Why did dnf-makecache fail?", "ev": ["e5", "e7"],
     "a": "**Unit:** dnf-makecache.service\n"
          "**State:** [[s:failed]]\n"
          "**Last run:** [[s:today at 15:02]]\n"
          "**Exit status:** [[s:1/FAILURE]]\n"
          "**Cause:** [[s:the DNS lookup for mirrors.fedoraproject.org failed]] (\"Couldn't resolve host name\")\n"
          "**Repo affected:** [[c:updates]]\n\n"
          "[[u:Your Wi-Fi was probably still reconnecting after suspend when the timer fired]]. "
          "[[c:It has failed three times today]], but [[u:the timer will simply retry in about an hour]], so "
          "there's nothing to fix unless it keeps happening. You can run it by hand with `sudo dnf makecache`."},
    {"q": "Give me a quick system overview.", "ev": ["e1", "e2"],
     "a": "Certainly! Here's an overview of arabica:\n\n"
          "**OS:** [[s:Fedora Linux 43]]\n"
          "**Kernel:** [[c:6.18.5-200.fc43]]\n"
          "**CPU:** [[s:AMD Ryzen 7 7840U]] ([[s:8 cores / 16 threads]])\n"
          "**RAM:** [[s:32 GB]]\n"
          "**Uptime:** [[c:about 5 days]]\n"
          "**Load average:** [[s:2.31 / 1.87 / 1.52]] — [[s:trending up]]\n"
          "**Wi-Fi (wlp1s0):** [[s:192.168.178.41]], gateway [[s:192.168.178.1]]\n"
          "**Ethernet (enp2s0f0):** [[c:up]]\n"
          "\n"
          "Let me know if you'd like details on any of these!"},
    {"q": "Is tailscale running, and am I an admin on this box?", "ev": ["e1", "e5"],
     "extra": [user("u1", "I'm lena btw", A)],
     "a": "**tailscaled:** [[s:active (running)]] [[s:since Thursday morning]]\n"
          "**PID:** [[c:1109]]\n"
          "**Tailnet address:** [[s:100.92.14.7]]\n"
          "**Exit node:** [[u:not in use]]\n\n"
          "**Admin (wheel):** [[s:yes, lena is in wheel]]\n"
          "**docker group:** [[s:doesn't exist on this machine]] — Fedora uses Podman, which is rootless anyway."},
]

# ---------------------------------------------------------------------------------------------------------
# robusta — Ubuntu 24.04 home server
# ---------------------------------------------------------------------------------------------------------
R = Clock("2026-03-14T09:45:00-05:00")
R_MEM = 16_624_291_840
R_MD = 7_999_415_648_256

robusta_evidence = [
    steady("e1", R, age=1800, hostname="robusta", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-101-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=R_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168},
                  {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": R_MD}],
           network_interfaces=[
               {"name": "eno1", "mac": "6c:4b:90:2f:11:8a", "addresses": ["192.168.1.20/24"], "is_up": True},
               {"name": "docker0", "mac": "02:42:8e:19:c0:55", "addresses": ["172.17.0.1/16"], "is_up": True},
               {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"docker-ce": "5:28.0.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.25-1",
                               "mdadm": "4.3-1ubuntu2", "samba": "2:4.19.5+dfsg-4ubuntu9", "tailscale": "1.94.1",
                               "smartmontools": "7.4-2build1"},
           available_services=["docker.service", "containerd.service", "smbd.service", "ssh.service",
                               "tailscaled.service", "systemd-resolved.service", "mdmonitor.service"],
           users=[{"name": "marco", "uid": 1000, "gid": 1000, "home": "/home/marco", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["marco"]},
                   {"name": "docker", "gid": 988, "members": ["marco"]},
                   {"name": "media", "gid": 1001, "members": ["marco"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("3f9a1c2b7d10", "jellyfin", "jellyfin/jellyfin:10.10.6", "running", "Up 3 days",
            "2026-03-02T18:20:11+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("8b2e4d6f0a11", "nextcloud", "nextcloud:30-apache", "running", "Up 3 days",
            "2026-02-20T15:02:40+00:00", ["0.0.0.0:8080->80/tcp"]),
        box("c41d7e9a2b12", "nextcloud-db", "mariadb:11.4", "running", "Up 3 days", "2026-02-20T15:02:35+00:00"),
        box("d5e6f7a8b913", "redis", "redis:7.4-alpine", "running", "Up 3 days", "2026-02-20T15:02:33+00:00"),
        box("5b1f0e3c4d14", "pihole", "pihole/pihole:2025.02.1", "restarting", "Restarting (1) 12 seconds ago",
            "2026-03-14T14:30:02+00:00"),
        box("9e8d7c6b5a15", "immich_server", "ghcr.io/immich-app/immich-server:v1.131.3", "exited",
            "Exited (137) 2 hours ago", "2026-03-01T10:11:09+00:00"),
        box("1a2b3c4d5e16", "watchtower", "containrrr/watchtower:latest", "running", "Up 3 days",
            "2026-01-05T09:00:00+00:00"),
    ]}, R, age=50, args={"all": True}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 250_375_106_560, 61_203_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 1_124_999_168, 6_400_000),
        fs("/dev/md0", "/srv/media", "ext4", R_MD, 7_351_000_000_000),
    ]}, R, age=35),
    item("e4", "linux_network_info", {
        "interfaces": [
            {"name": "eno1", "mac": "6c:4b:90:2f:11:8a", "addresses": ["192.168.1.20/24"], "is_up": True},
            {"name": "docker0", "mac": "02:42:8e:19:c0:55", "addresses": ["172.17.0.1/16"], "is_up": True},
            {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"),
            listener(53, "127.0.0.53", 611, "systemd-resolved"),
            listener(53, "127.0.0.53", 611, "systemd-resolved", proto="udp"),
            listener(139, "0.0.0.0", 1340, "smbd"),
            listener(445, "0.0.0.0", 1340, "smbd"),
            listener(8080, "0.0.0.0", 2250, "docker-proxy"),
            listener(8096, "0.0.0.0", 2231, "docker-proxy"),
            listener(41641, "0.0.0.0", 1102, "tailscaled", proto="udp")],
        "connections": [
            connection("192.168.1.20:445", "192.168.1.35:51822", 4410, "smbd"),
            connection("192.168.1.20:8096", "192.168.1.47:60412", 2231, "docker-proxy"),
            connection("100.101.7.12:22", "100.64.12.9:50110", 31877, "sshd")]}, R, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-03-14T09:38:11-05:00", "docker.service", "warning",
                  "level=warning msg=\"failed to set up container networking: driver failed programming external "
                  "connectivity on endpoint pihole (a1b2c3d4): Error starting userland proxy: listen tcp4 "
                  "0.0.0.0:53: bind: address already in use\""),
        log_entry("2026-03-14T09:40:15-05:00", "docker.service", "warning",
                  "level=warning msg=\"failed to set up container networking: driver failed programming external "
                  "connectivity on endpoint pihole (a1b2c3d4): Error starting userland proxy: listen tcp4 "
                  "0.0.0.0:53: bind: address already in use\""),
        log_entry("2026-03-14T09:42:41-05:00", "docker.service", "warning",
                  "level=warning msg=\"failed to set up container networking: driver failed programming external "
                  "connectivity on endpoint pihole (a1b2c3d4): Error starting userland proxy: listen tcp4 "
                  "0.0.0.0:53: bind: address already in use\""),
        log_entry("2026-03-14T09:44:48-05:00", "docker.service", "warning",
                  "level=warning msg=\"failed to set up container networking: driver failed programming external "
                  "connectivity on endpoint pihole (a1b2c3d4): Error starting userland proxy: listen tcp4 "
                  "0.0.0.0:53: bind: address already in use\""),
    ]}, R, age=40, args={"unit": "docker.service", "since_minutes": 30}),
    item("e6", "linux_system_info",
         system_info(7.2, [0.84, 0.91, 0.88], 273_900, "2026-03-11T05:25:00-05:00", R_MEM, 5_100_000_000,
                     4 * GiB, 512_000_000), R, age=900),
]

robusta_answers = [
    {"q": "What's the state of my containers?", "ev": ["e2"],
     "a": "Here's the current state of your Docker containers:\n\n"
          "**jellyfin**\n**State:** [[s:running]]\n**Port:** [[s:8096]]\n\n"
          "**nextcloud**\n**State:** [[s:running]]\n**Port:** [[c:8081]]\n\n"
          "**nextcloud-db**\n**Image:** [[c:MariaDB 10.11]]\n\n"
          "**pihole**\n**State:** [[c:exited]]\n**Status:** [[s:stuck restarting, last exit code 1]]\n\n"
          "**immich_server**\n**State:** [[s:exited (137)]] [[s:about 2 hours ago]] — [[u:it was OOM-killed]]\n\n"
          "**Summary:** [[s:5 of 7 containers are running]]. [[c:All of the running ones have been up for about a "
          "week]]."},
    {"q": "Why does pihole keep restarting?", "ev": ["e2", "e4", "e5"],
     "a": "**Container:** pihole\n"
          "**Root cause:** [[s:Docker can't bind 0.0.0.0:53 for it — the address is already in use]]\n"
          "**Held by:** [[s:systemd-resolved]] ([[c:PID 661]]) on [[s:127.0.0.53]]\n"
          "**Failed attempts:** [[s:4 in the last half hour]]\n"
          "**Last attempt:** [[c:09:41]]\n\n"
          "[[s:Nothing else on the host is listening on port 53]], so it's purely the stub resolver.\n\n"
          "**Assessment:** [[u:This started after the last Ubuntu point release re-enabled the stub listener]]. "
          "Set `DNSStubListener=no` in `/etc/systemd/resolved.conf`, restart systemd-resolved, then "
          "`docker start pihole`."},
    {"q": "How full is the media array?", "ev": ["e1", "e3"],
     "a": "**Mount:** /srv/media\n"
          "**Layout:** [[u:a RAID1 mirror of two 8 TB disks]]\n"
          "**Size:** [[s:8.0 TB]] ([[s:~7.3 TiB]])\n"
          "**Used:** [[c:95%]]\n"
          "**Free:** [[u:~604 GiB]] (e1)\n\n"
          "**Root filesystem:** [[s:`/` is only 24% full]] ([[c:61 GiB used]])\n\n"
          "**Verdict:** [[s:The media array is by far your fullest filesystem]]. "
          "[[u:At the rate Jellyfin's library has been growing it will fill up in about three weeks]]."},
    {"q": "What's listening on the network?", "ev": ["e4"],
     "a": "| Port | Process | Address |\n"
          "|---|---|---|\n"
          "| 53 | [[s:systemd-resolved]] | [[s:127.0.0.53]] |\n"
          "| 139/445 | [[s:smbd]] | [[s:all interfaces]] |\n"
          "| [[c:8069]] | docker-proxy (Jellyfin) | 0.0.0.0 |\n"
          "| 41641/udp | [[s:tailscaled]] | 0.0.0.0 |\n\n"
          "**Active connections:**\n"
          "- [[s:an SMB session from 192.168.1.35]]\n"
          "- [[c:an SSH session from 192.168.1.47]]\n"
          "\n"
          "**Verdict:** [[c:DNS on port 53 is exposed to your whole LAN]] — worth checking."},
    {"q": "How's the server doing overall — load and memory?", "ev": ["e1", "e6"],
     "a": "**CPU:** [[s:Intel Core i5-8500T]]\n"
          "**CPU usage:** [[t:~7%]]\n"
          "**Load average:** [[t:0.84 / 0.91 / 0.88]]\n"
          "**Memory:** [[t:10.7 GiB used]] [[s:of 15.5 GiB]]\n"
          "**Swap:** [[t:~0.5 GB used]]\n"
          "**Uptime:** [[t:3 days, 4 hours]]\n\n"
          "**Assessment:** [[t:The box is mostly idle]] and [[t:load has been climbing slightly]], nothing "
          "alarming. [[c:With 32 GB of RAM]] you have plenty of room for more containers."},
    {"q": "Who can use docker on this box?", "ev": ["e1"],
     "a": "**docker group:** [[s:marco]]\n"
          "**Users with a login shell:** [[c:marco and media]]\n"
          "**media:** [[s:UID 1001]], [[s:not in the docker group]]\n"
          "**Docker Engine:** [[s:28.0.1]]\n\n"
          "**Assessment:** [[s:Only marco (besides root) can run docker commands without sudo]]. "
          "[[u:Rootless Docker isn't set up]], so membership in that group is effectively root access."},
    {"q": "Is this box reachable over Tailscale, and what's its LAN IP?", "ev": ["e1", "e4"],
     "a": "Yes, it should be — [[s:tailscaled is listening on UDP 41641]] and [[s:there's an SSH session open over "
          "the tailnet right now, from 100.64.12.9]], so the tunnel clearly works. Its Tailscale address is "
          "[[c:100.101.7.21]]; on the LAN [[s:it's 192.168.1.20]] ([[s:on eno1]]), behind [[c:the gateway at "
          "192.168.0.1]]. You can confirm from another device with `tailscale ping robusta`."},
]

# ---------------------------------------------------------------------------------------------------------
# liberica — Debian 12 PostgreSQL server
# ---------------------------------------------------------------------------------------------------------
L = Clock("2026-03-15T02:10:00+00:00")
L_MEM = 135_089_164_288

liberica_steady = steady(
    "e1", L, age=2400, hostname="liberica", domain="db.internal", os_name="Debian GNU/Linux", os_version="12",
    os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz",
    cpu_cores=16, cpu_threads=32, memory_total_bytes=L_MEM,
    disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 100 * GiB},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
            "total_bytes": 3_840_000_000_000},
           {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/postgresql/wal", "fstype": "xfs",
            "total_bytes": 960_000_000_000}],
    network_interfaces=[
        {"name": "ens1f0", "mac": "b4:96:91:3c:7a:20", "addresses": ["10.20.0.15/24"], "is_up": True},
        {"name": "ens1f1", "mac": "b4:96:91:3c:7a:21", "addresses": [], "is_up": False}],
    dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
    installed_packages={"postgresql-16": "16.6-1.pgdg120+1", "postgresql-client-16": "16.6-1.pgdg120+1",
                        "libpq5": "17.2-1.pgdg120+1", "pgbouncer": "1.23.1-1.pgdg120+1",
                        "prometheus-node-exporter": "1.5.0-1+b6", "linux-image-6.1.0-31-amd64": "6.1.128-1"},
    available_services=["postgresql@16-main.service", "pgbouncer.service", "ssh.service",
                        "prometheus-node-exporter.service"],
    users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
           {"name": "postgres", "uid": 105, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
            {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}])
liberica_steady["data"]["stale_sources"] = ["packages"]

liberica_evidence = [
    liberica_steady,
    item("e2", "linux_service_status",
         unit("postgresql@16-main.service", "active", "running", "enabled", 1877, "2026-03-14T06:25:41+00:00",
              "PostgreSQL Cluster 16-main"), L, age=30, args={"name": "postgresql@16-main"}),
    item("e3", "linux_processes", processes(214, L_MEM, [
        (48210, "postgres", "postgres", 87.5, 4_800_000_000, "2026-03-15T01:58:02+00:00",
         "postgres: 16/main: app_rw orders 10.20.0.31(51544) SELECT"),
        (48233, "postgres", "postgres", 64.0, 3_100_000_000, "2026-03-15T02:01:17+00:00",
         "postgres: 16/main: app_rw orders 10.20.0.31(51560) SELECT"),
        (1902, "postgres", "postgres", 12.1, 1_200_000_000, "2026-03-15T01:52:30+00:00",
         "postgres: 16/main: autovacuum worker orders"),
        (1890, "postgres", "postgres", 3.4, 8_500_000_000, "2026-03-14T06:25:41+00:00",
         "postgres: 16/main: checkpointer"),
        (980, "pgbouncer", "pgbouncer", 2.2, 21_000_000, "2026-02-02T09:14:03+00:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (1244, "prometheus-node", "prometheus", 0.6, 38_000_000, "2026-02-01T20:20:14+00:00",
         "/usr/bin/prometheus-node-exporter"),
    ]), L, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_system_info",
         system_info(6.8, [3.12, 2.85, 2.40], 3_563_400, "2026-02-01T20:19:35+00:00", L_MEM, 41_000_000_000, 0, 0),
         L, age=25),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 100 * GiB, 20 * GiB),
        fs("/dev/nvme0n1p1", "/var/lib/postgresql", "xfs", 3_840_000_000_000, 2_995_200_000_000),
        fs("/dev/nvme1n1p1", "/var/lib/postgresql/wal", "xfs", 960_000_000_000, 412_800_000_000),
    ]}, L, age=30),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 182_000_000, "write_bytes_per_s": 45_000_000, "busy_percent": 71.0},
        {"device": "nvme1n1", "read_bytes_per_s": 0, "write_bytes_per_s": 38_500_000, "busy_percent": 22.4},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 120_000, "busy_percent": 0.3},
    ]}, L, age=400, args={"interval_seconds": 1}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
        log_entry("2026-03-15T00:41:13+00:00", "postgresql@16-main.service", "warning",
                  "LOG:  checkpoints are occurring too frequently (22 seconds apart)"),
        log_entry("2026-03-15T00:41:13+00:00", "postgresql@16-main.service", "info",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-03-15T01:15:02+00:00", "postgresql@16-main.service", "err",
                  "FATAL:  password authentication failed for user \"reporting\" "
                  "(connection from 10.20.0.44 port 38790)"),
        log_entry("2026-03-15T01:15:09+00:00", "postgresql@16-main.service", "err",
                  "FATAL:  password authentication failed for user \"reporting\" "
                  "(connection from 10.20.0.44 port 38794)"),
        log_entry("2026-03-15T01:52:30+00:00", "postgresql@16-main.service", "info",
                  "LOG:  automatic vacuum of table \"orders.public.order_items\": index scans: 1"),
        log_entry("2026-03-15T02:03:44+00:00", "postgresql@16-main.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
    ]}, L, age=50, args={"unit": "postgresql@16-main", "since_minutes": 120}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "ens1f0", "mac": "b4:96:91:3c:7a:20", "addresses": ["10.20.0.15/24"], "is_up": True},
                       {"name": "ens1f1", "mac": "b4:96:91:3c:7a:21", "addresses": [], "is_up": False}],
        "listening": [
            listener(22, "0.0.0.0", 702, "sshd"),
            listener(5432, "10.20.0.15", 1877, "postgres"),
            listener(5432, "127.0.0.1", 1877, "postgres"),
            listener(6432, "0.0.0.0", 980, "pgbouncer"),
            listener(9100, "::", 1244, "prometheus-node")],
        "connections": [
            connection("10.20.0.15:6432", "10.20.0.31:40112", 980, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.31:40118", 980, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.32:52210", 980, "pgbouncer"),
            connection("10.20.0.15:5432", "10.20.0.31:51544", 48210, "postgres"),
            connection("10.20.0.15:5432", "10.20.0.31:51560", 48233, "postgres"),
            connection("10.20.0.15:5432", "10.20.0.44:38820", 48301, "postgres"),
            connection("10.20.0.15:22", "10.20.0.5:60122", 50112, "sshd")]}, L, age=35),
    item("e9", "linux_package_history", {"source": "dpkg", "events": [
        package_event("2026-03-14T06:24:48+00:00", "install", "linux-image-6.1.0-32-amd64", None, "6.1.129-1"),
        package_event("2026-03-14T06:25:05+00:00", "upgrade", "libpq5", "17.2-1.pgdg120+1", "17.4-1.pgdg120+1"),
        package_event("2026-03-14T06:25:09+00:00", "upgrade", "postgresql-client-16", "16.6-1.pgdg120+1",
                      "16.8-1.pgdg120+1"),
        package_event("2026-03-14T06:25:12+00:00", "upgrade", "postgresql-16", "16.6-1.pgdg120+1", "16.8-1.pgdg120+1"),
    ]}, L, age=40, args={"since_days": 7}),
    item("e10", "linux_service_status",
         unit("pgbouncer.service", "active", "running", "enabled", 980, "2026-02-02T09:14:03+00:00",
              "connection pooler for PostgreSQL"), L, age=30, args={"name": "pgbouncer"}),
]

liberica_answers = [
    {"q": "Is Postgres healthy?", "ev": ["e2", "e4", "e7"],
     "a": "**Service:** postgresql@16-main\n"
          "**State:** [[s:active (running)]]\n"
          "**Main PID:** [[u:1877]] (e7)\n"
          "**Up since:** [[s:yesterday at 06:25 UTC]]\n\n"
          "**Recent log issues:**\n"
          "- [[s:Checkpoints occurring too frequently (22 s apart)]] [[c:at 01:41]]\n"
          "- [[s:Two failed password logins for the `reporting` user]] [[c:from 10.20.0.45]]\n"
          "- [[s:One \"connection slots are reserved\" FATAL at 02:03]]\n\n"
          "**Assessment:** The server is up, but [[u:you're hitting max_connections because the reporting job opens "
          "connections without going through pgbouncer]]. [[s:The log itself suggests raising max_wal_size]] for "
          "the checkpoint warning."},
    {"q": "What's using the CPU on liberica?", "ev": ["e1", "e3", "e4"],
     "a": "Top CPU consumers right now:\n\n"
          "1. [[s:PID 48210]] — [[s:a SELECT by app_rw on the `orders` database]] — [[s:87.5% CPU]]\n"
          "2. PID 48233 — [[s:another SELECT from the same client, 10.20.0.31]] — [[c:46% CPU]]\n"
          "3. PID 1902 — [[s:autovacuum worker on `orders`]] — [[c:about 21% CPU]]\n"
          "4. PID 1890 — checkpointer — [[s:3.4%]], [[u:though it's the largest process by memory]] at "
          "[[s:~8.5 GB RSS]]\n\n"
          "**Load average (1 min):** [[c:1.3]]\n\n"
          "**Verdict:** [[s:Two queries from 10.20.0.31 account for most of the CPU]]. Check them with "
          "`SELECT pid, query FROM pg_stat_activity WHERE pid IN (48210, 48233);`."},
    {"q": "How much disk is left for the database?", "ev": ["e1", "e5", "e6"],
     "a": "**Data volume:** /var/lib/postgresql ([[s:XFS on nvme0n1p1]])\n"
          "**Size:** [[s:3.84 TB]]\n"
          "**Used:** [[s:78%]]\n"
          "**Free:** [[c:~787 GB]]\n\n"
          "**WAL volume:** [[s:43% used]] ([[c:about 413 GiB]])\n"
          "\n"
          "**Disk I/O:** [[t:nvme0n1 is ~71% busy]], [[t:reading ~180 MB/s]]\n\n"
          "**Assessment:** [[u:At the current growth rate you have roughly two months before the data volume "
          "fills]]."},
    {"q": "What versions of Postgres and pgbouncer are installed? Anything upgraded recently?",
     "ev": ["e1", "e9", "e2"],
     "a": "**postgresql-16:** [[s:16.8]] ([[s:upgraded from 16.6]] [[s:yesterday morning at 06:25]])\n"
          "**pgbouncer:** [[t:1.23.1]]\n"
          "**Node exporter:** [[t:1.5.0]]\n"
          "**libpq5:** [[s:went from 17.2 to 17.4 in the same run]]\n"
          "**Kernel:** [[c:you're already on the newest installed kernel]] ([[s:6.1.0-31-amd64]])\n\n"
          "**Verdict:** [[s:Four packages changed this week]], all in one run."},
    {"q": "Who is connected to the database right now?", "ev": ["e8"],
     "a": "**Through pgbouncer (port 6432):** [[s:3 connections]] — [[s:two from 10.20.0.31]] and "
          "[[c:one from 10.20.0.33]]\n"
          "**Direct to Postgres (5432):** [[c:2 connections]] — [[s:two from 10.20.0.31]] and "
          "[[s:one from 10.20.0.44]]\n"
          "\n"
          "**Listening:** Postgres [[s:on 10.20.0.15 and localhost]], [[s:port 5432]]; pgbouncer "
          "[[c:on 127.0.0.1 only]]\n\n"
          "**Assessment:** [[u:10.20.0.44 is the reporting host whose password keeps failing]], and it's "
          "bypassing the pooler."},
    {"q": "What's the memory situation on liberica?", "ev": ["e1", "e4", "e3"],
     "a": "**Total:** [[s:128 GB]] ([[s:125.8 GiB usable]])\n"
          "**Used:** [[c:~94 GiB]]\n"
          "**Available:** [[s:41 GB]]\n"
          "**Swap:** [[s:none configured]]\n"
          "**Biggest process:** [[u:the checkpointer, at 8.5 GB]]\n\n"
          "**Assessment:** [[u:Most of the \"used\" figure is shared_buffers]], which is expected on a database "
          "host, and [[c:swap is there as a safety net]] if a big sort spills."},
    {"q": "Is pgbouncer running, and how long has the box been up?", "ev": ["e10", "e4"],
     "a": "**pgbouncer:** [[s:running]]\n"
          "**Enabled at boot:** [[s:yes]]\n"
          "**PID:** [[s:980]]\n"
          "**Uptime:** [[s:~41 days]] ([[s:booted Feb 1 around 20:20 UTC]])\n\n"
          "**Verdict:** [[c:pgbouncer has been running since the box booted]]."},
]

# ---------------------------------------------------------------------------------------------------------
# kona — k3s control plane on a Raspberry Pi
# ---------------------------------------------------------------------------------------------------------
K = Clock("2026-03-13T21:30:00-10:00")
K_MEM = 8_246_337_536


def k_node(name: str, ready: str, version: str, os_image: str, kernel: str, ip: str, control: bool = False) -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/arch": "arm64"}
    if control:
        labels["node-role.kubernetes.io/control-plane"] = "true"
        labels["node-role.kubernetes.io/master"] = "true"
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": ready,
                                       "reason": "KubeletReady" if ready == "True" else "NodeStatusUnknown"}],
                       "addresses": [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}],
                       "nodeInfo": {"kubeletVersion": version, "osImage": os_image, "kernelVersion": kernel,
                                    "architecture": "arm64", "containerRuntimeVersion": "containerd://1.7.23-k3s2"}}}


kona_evidence = [
    steady("e1", K, age=1500, hostname="kona-cp", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-1018-raspi", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=K_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 255_013_683_200}],
           network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:4a:10:01", "addresses": ["192.168.50.10/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "5a:1e:8d:22:0f:b3", "addresses": ["10.42.0.1/24"],
                                "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"containerd": "1.7.24-0ubuntu1~24.04.2", "open-iscsi": "2.1.9-3ubuntu5"},
           available_services=["k3s.service", "ssh.service"],
           users=[{"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kai"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        k_node("kona-cp", "True", "v1.31.5+k3s1", "Ubuntu 24.04.2 LTS", "6.8.0-1018-raspi", "192.168.50.10", True),
        k_node("kona-w1", "True", "v1.31.5+k3s1", "Ubuntu 24.04.2 LTS", "6.8.0-1018-raspi", "192.168.50.11"),
        k_node("kona-w2", "Unknown", "v1.31.4+k3s1", "Debian GNU/Linux 12 (bookworm)", "6.6.74+rpt-rpi-2712",
               "192.168.50.12"),
    ]}, K, age=40, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        pod("homeassistant-7d9f8c6b5-x2x9k", "home", "Running", "kona-w1", started="2026-03-10T08:14:22Z"),
        pod("mosquitto-5c4b9d7f8-qq7lm", "home", "Running", "kona-w1", restarts=2, started="2026-03-11T02:40:10Z"),
        pod("zigbee2mqtt-6f7b8d9c4-kr5tz", "home", "Running", "kona-w1", restarts=37, ready=False,
            waiting="CrashLoopBackOff"),
        pod("grafana-84c5d6f7b9-m2n4p", "home", "Running", "kona-cp", started="2026-03-05T19:02:51Z"),
        pod("influxdb-0", "home", "Pending", "kona-w2", ready=False, waiting="ContainerCreating"),
        pod("nodered-5f6d7c8b9-abcd1", "home", "Running", "kona-cp", started="2026-03-12T22:10:04Z"),
        pod("nodered-5f6d7c8b9-wx7yz", "home", "Running", "kona-w2", ready=False, started="2026-03-12T22:10:09Z"),
    ]}, K, age=40, args={"resource": "pods", "namespace": "home"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        deployment("homeassistant", "home", 1, 1),
        deployment("mosquitto", "home", 1, 1),
        deployment("zigbee2mqtt", "home", 1, 0),
        deployment("grafana", "home", 1, 1),
        deployment("nodered", "home", 2, 1),
    ]}, K, age=40, args={"resource": "deployments", "namespace": "home"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "kube-system", "items": [
        pod("coredns-ccb96694c-7xk2p", "kube-system", "Running", "kona-cp", started="2026-03-04T18:19:02Z"),
        pod("local-path-provisioner-5cf85fd84d-h8m3q", "kube-system", "Running", "kona-cp",
            started="2026-03-04T18:19:05Z"),
        pod("metrics-server-5985cbc9d7-pl9zn", "kube-system", "Running", "kona-cp", restarts=1,
            started="2026-03-04T18:21:40Z"),
        pod("traefik-5d45fc8cc9-t4fxb", "kube-system", "Running", "kona-w1", started="2026-03-04T18:20:11Z"),
        pod("svclb-traefik-a1b2c-8kq2w", "kube-system", "Running", "kona-cp", started="2026-03-04T18:20:15Z"),
        pod("svclb-traefik-a1b2c-9tqwd", "kube-system", "Running", "kona-w1", started="2026-03-04T18:20:16Z"),
        pod("svclb-traefik-a1b2c-zl4vn", "kube-system", "Running", "kona-w2", ready=False,
            started="2026-03-04T18:20:18Z"),
    ]}, K, age=35, args={"resource": "pods", "namespace": "kube-system"}),
    item("e6", "linux_system_info",
         system_info(31.0, [1.92, 1.70, 1.41], 789_120, "2026-03-04T18:17:30-10:00", K_MEM, 2_400_000_000, 0, 0),
         K, age=30),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-03-13T20:58:41-10:00", "k3s.service", "warning",
                  "node_lifecycle_controller.go:1207] Node kona-w2 hasn't been updated for 40.4s. Last Ready is: "
                  "&NodeCondition{Type:Ready,Status:Unknown,Reason:NodeStatusUnknown,Message:Kubelet stopped "
                  "posting node status.}"),
        log_entry("2026-03-13T20:58:41-10:00", "k3s.service", "info",
                  "event.go:389] Event occurred: object=\"kona-w2\" kind=\"Node\" reason=\"NodeNotReady\" "
                  "message=\"Node kona-w2 status is now: NodeNotReady\""),
        log_entry("2026-03-13T21:12:03-10:00", "k3s.service", "err",
                  "E0313 21:12:03 failed to get node \"kona-w2\" lease: dial tcp 192.168.50.12:10250: connect: "
                  "no route to host"),
        log_entry("2026-03-13T21:25:47-10:00", "k3s.service", "err",
                  "E0313 21:25:47 failed to get node \"kona-w2\" lease: dial tcp 192.168.50.12:10250: connect: "
                  "no route to host"),
    ]}, K, age=45, args={"unit": "k3s", "since_minutes": 120}),
]

kona_answers = [
    {"q": "Are all the cluster nodes healthy?", "ev": ["e2"],
     "a": "**Node:** kona-cp (control plane)\n**Status:** [[s:Ready]]\n**Version:** [[s:v1.31.5+k3s1]]\n\n"
          "**Node:** kona-w1\n**Status:** [[s:Ready]]\n**Version:** [[c:v1.31.4+k3s1]]\n\n"
          "**Node:** kona-w2\n**Status:** [[s:NotReady]]\n**OS:** [[c:Ubuntu 24.04.2 LTS]]\n\n"
          "**Summary:** [[s:2 of 3 nodes are Ready]]. [[s:kona-w2 is also one patch release behind the others]]. "
          "[[u:Its SD card has probably died]] — Pis are notorious for that."},
    {"q": "What's wrong in the home namespace?", "ev": ["e3", "e4"],
     "a": "A few things need attention:\n\n"
          "| Pod | Status | Restarts | Node |\n"
          "|---|---|---|---|\n"
          "| zigbee2mqtt-6f7b8d9c4-kr5tz | [[s:CrashLoopBackOff]] | [[c:27]] | [[s:kona-w1]] |\n"
          "| influxdb-0 | [[s:Pending (ContainerCreating)]] | 0 | [[s:kona-w2]] |\n"
          "| nodered-5f6d7c8b9-wx7yz | [[c:Ready]] | 0 | kona-w2 |\n"
          "| mosquitto-5c4b9d7f8-qq7lm | [[s:Running]] | [[s:2]] | [[c:kona-cp]] |\n\n"
          "**Deployments:**\n"
          "**nodered:** [[s:1 of 2 replicas ready]]\n"
          "\n"
          "**Assessment:** [[u:zigbee2mqtt is crash-looping because it can't open the USB Zigbee dongle on "
          "kona-w1]], and [[u:both problems on kona-w2 come from that node being down]]."},
    {"q": "How loaded is the control-plane Pi?", "ev": ["e1", "e6"],
     "a": "**CPU:** [[s:31% busy]] on [[s:4 Cortex-A76 cores]]\n"
          "**Load:** [[s:1.92]] (1 min), [[c:falling]]\n"
          "**Memory (e1):** [[u:~5.4 GiB used]] [[s:of 7.7 GiB]] ([[c:about 60%]])\n"
          "**Uptime:** [[s:a little over 9 days]]\n\n"
          "**Verdict:** [[s:Healthy, with about 2.4 GB of memory headroom]]."},
    {"q": "What happened to kona-w2?", "ev": ["e2", "e7"],
     "a": "**Node:** kona-w2\n"
          "**Status:** [[s:NotReady]]\n"
          "**Went NotReady:** [[s:at 20:58]], [[c:roughly 90 minutes ago]]\n"
          "**Reason:** [[s:the kubelet stopped posting node status]]\n"
          "**Network:** [[s:the control plane gets \"no route to host\" for 192.168.50.12]]\n"
          "\n"
          "**Likely cause:** [[u:the Pi lost power or its network link dropped]]\n\n"
          "**Assessment:** [[u:Its pods will be evicted automatically after the default five-minute toleration]], "
          "so check the pod list again shortly. Try `ping 192.168.50.12` from kona-cp first."},
    {"q": "Show me the kube-system pods.", "ev": ["e5"],
     "a": "1. **coredns** — [[s:Running on kona-cp]]\n"
          "2. **traefik** — [[s:Running on kona-w1]]\n"
          "3. **metrics-server** — [[s:Running]], [[c:no restarts]]\n"
          "4. **svclb-traefik** (DaemonSet) — [[c:3/3 ready]]\n\n"
          "**Total:** [[s:7 pods]], [[s:4 of them on kona-cp]].\n"
          "**Verdict:** [[c:kube-system is fully healthy]]."},
    {"q": "Can you check Home Assistant and how much memory it's using?", "ev": ["e3", "e4"],
     "a": "**Pod:** homeassistant-7d9f8c6b5-x2x9k\n"
          "**Phase:** [[s:Running]]\n"
          "**Node:** [[s:kona-w1]]\n"
          "**Deployment:** [[s:1/1 ready]]\n"
          "**Running since:** [[c:March 2]]\n"
          "**Memory:** [[u:~610 MiB, well under its 1 GiB limit]]\n\n"
          "**Verdict:** [[s:Home Assistant itself is fine]]; [[c:zigbee2mqtt, which it depends on, is running "
          "normally too]]."},
]

# ---------------------------------------------------------------------------------------------------------
# mocha — Rocky Linux 9.5 GitLab runner
# ---------------------------------------------------------------------------------------------------------
M = Clock("2026-03-16T11:05:00+09:00")
M_MEM = 66_929_000_000
M_DOCKER = 1_920_383_410_176

mocha_evidence = [
    steady("e1", M, age=1200, hostname="mocha", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
           kernel="5.14.0-503.26.1.el9_5.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=M_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                  {"device": "/dev/mapper/rl-home", "mountpoint": "/home", "fstype": "xfs",
                   "total_bytes": 400_077_619_200},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": M_DOCKER}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:52:9a:10", "addresses": ["10.8.3.21/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:1d:7e:33:90", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.8.0.53"], default_gateway="10.8.3.1", package_manager="rpm",
           installed_packages={"gitlab-runner": "17.9.1-1", "gitlab-runner-helper-images": "17.9.1-1",
                               "docker-ce": "28.0.1-1.el9", "containerd.io": "1.7.25-3.1.el9",
                               "kernel-core": "5.14.0-503.26.1.el9_5", "git": "2.43.5-2.el9_5"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "sshd.service",
                               "chronyd.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"},
                  {"name": "yui", "uid": 1002, "gid": 1002, "home": "/home/yui", "shell": "/bin/zsh"},
                  {"name": "gitlab-runner", "uid": 993, "gid": 990, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kenji"]},
                   {"name": "docker", "gid": 986, "members": ["gitlab-runner", "yui"]}]),
    item("e2", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", "enabled", 1422, "2026-03-09T04:12:50+09:00",
              "GitLab Runner"), M, age=20, args={"name": "gitlab-runner"}),
    item("e3", "linux_service_status",
         unit("docker.service", "active", "running", "enabled", 1188, "2026-03-09T04:12:41+09:00",
              "Docker Application Container Engine"), M, age=20, args={"name": "docker"}),
    item("e4", "linux_processes", processes(388, M_MEM, [
        (220431, "cc1plus", "root", 98.7, 1_240_000_000, "2026-03-16T11:03:12+09:00",
         "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet -O2 src/core/solver.cpp"),
        (220455, "cc1plus", "root", 97.9, 980_000_000, "2026-03-16T11:03:40+09:00",
         "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet -O2 src/core/mesh.cpp"),
        (220470, "cc1plus", "root", 96.5, 1_050_000_000, "2026-03-16T11:04:02+09:00",
         "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet -O2 src/io/reader.cpp"),
        (219980, "node", "1001", 45.2, 2_300_000_000, "2026-03-16T10:58:30+09:00",
         "node /builds/web/frontend/node_modules/.bin/vite build"),
        (1188, "dockerd", "root", 6.1, 410_000_000, "2026-03-09T04:12:41+09:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
    ]), M, age=15, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_system_info",
         system_info(61.5, [14.2, 11.8, 7.9], 629_530, "2026-03-09T04:12:30+09:00", M_MEM, 38_200_000_000,
                     4 * GiB, 0), M, age=20),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 75_125_227_520, 31_000_000_000),
        fs("/dev/mapper/rl-home", "/home", "xfs", 400_077_619_200, 58_300_000_000),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", M_DOCKER, 1_862_771_908_000),
    ]}, M, age=25),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 94_000_000, "tx_bytes_per_s": 3_100_000},
        {"name": "docker0", "rx_bytes_per_s": 2_800_000, "tx_bytes_per_s": 90_000_000},
    ]}, M, age=600, args={"interval_seconds": 1}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-03-16T08:12:03+09:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88412 repo_url=https://gitlab.example.jp/web/frontend.git "
                  "runner=xY7kQ2mP"),
        log_entry("2026-03-16T08:31:40+09:00", "gitlab-runner.service", "warning",
                  "Job failed: exit code 1  duration_s=1177.3 job=88412 project=41 runner=xY7kQ2mP"),
        log_entry("2026-03-16T09:02:18+09:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88430 repo_url=https://gitlab.example.jp/api/backend.git "
                  "runner=xY7kQ2mP"),
        log_entry("2026-03-16T09:14:55+09:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=757.1 job=88430 project=57 runner=xY7kQ2mP"),
        log_entry("2026-03-16T10:40:02+09:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88455 repo_url=https://gitlab.example.jp/web/frontend.git "
                  "runner=xY7kQ2mP"),
        log_entry("2026-03-16T10:44:31+09:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed (system failure): prepare environment: Error response from daemon: write "
                  "/var/lib/docker/tmp/docker-export-118: no space left on device  job=88455 project=41"),
        log_entry("2026-03-16T10:52:09+09:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88461 repo_url=https://gitlab.example.jp/sim/cpp-core.git "
                  "runner=xY7kQ2mP"),
    ]}, M, age=40, args={"unit": "gitlab-runner", "since_minutes": 180}),
    item("e9", "linux_package_history", {"source": "dnf", "events": [
        package_event("2026-03-04T03:10:22+09:00", "upgrade", "gitlab-runner", "17.8.3-1", "17.9.1-1"),
        package_event("2026-03-04T03:10:40+09:00", "upgrade", "gitlab-runner-helper-images", "17.8.3-1", "17.9.1-1"),
        package_event("2026-03-09T04:02:15+09:00", "install", "kernel-core", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-03-09T04:02:30+09:00", "upgrade", "docker-ce", "27.5.1-1.el9", "28.0.1-1.el9"),
        package_event("2026-03-09T04:02:31+09:00", "upgrade", "containerd.io", "1.7.24-3.1.el9", "1.7.25-3.1.el9"),
    ]}, M, age=45, args={"since_days": 14}),
]

mocha_answers = [
    {"q": "Is the runner up, and what is it doing right now?", "ev": ["e2", "e4", "e8"],
     "a": "**Service:** gitlab-runner\n"
          "**State:** [[s:active (running)]] [[s:since March 9, 04:12]]\n"
          "**Version:** [[u:17.9.1]]\n"
          "**Current job:** [[s:#88461]] ([[s:cpp-core]]), [[s:picked up at 10:52]]\n"
          "**Activity:** [[s:three `cc1plus` compiler processes]], [[s:each at ~97–99% CPU]]\n"
          "**Also running:** [[c:a vite build at ~54% CPU]]"},
    {"q": "Why did the last frontend pipeline fail?", "ev": ["e6", "e8"],
     "a": "**Job:** [[s:88455]]\n"
          "**Failed at:** [[c:10:48]]\n"
          "**Error:** [[s:system failure — \"no space left on device\" while preparing the environment]]\n"
          "**Disk:** [[s:/var/lib/docker is 97% full]], [[c:with only ~54 GB free]]\n\n"
          "The job before it, [[s:88412, also failed]], [[c:with the same disk error]].\n\n"
          "**Assessment:** [[u:Old build images and dangling volumes are almost certainly what filled the "
          "disk]]. `docker system prune -af --volumes` (careful: it removes every unused image) should free most "
          "of it."},
    {"q": "What's hogging the CPU?", "ev": ["e1", "e4", "e5"],
     "a": "| PID | Process | User | CPU % |\n"
          "|---|---|---|---|\n"
          "| 220431 | cc1plus | [[s:root]] | [[s:98.7]] |\n"
          "| 220455 | cc1plus | root | [[c:87.9]] |\n"
          "| 220470 | cc1plus | root | [[s:96.5]] |\n"
          "| 219980 | node (vite) | [[c:gitlab-runner]] | [[s:45.2]] |\n"
          "\n"
          "**Overall:** [[s:61.5% CPU]] across [[s:32 threads]]\n"
          "**Load (1 min):** [[u:14.2]] (from e4), [[s:and climbing]]\n\n"
          "**Verdict:** [[s:It's the C++ build — the three compilers together use nearly 300% CPU]]."},
    {"q": "How's the network throughput on the runner?", "ev": ["e7"],
     "a": "**eno1:** [[t:~94 MB/s in]], [[t:~3.1 MB/s out]]\n"
          "**docker0:** [[t:~90 MB/s out to the containers]]\n"
          "**Link speed:** [[u:1 Gbit/s]]\n\n"
          "**Assessment:** [[t:You're pulling close to gigabit line rate]], [[u:most likely the build cache "
          "download from S3]]."},
    {"q": "What changed on this machine in the last two weeks?", "ev": ["e9", "e1"],
     "a": "- [[s:gitlab-runner 17.8.3 → 17.9.1]] [[s:on March 4]]\n"
          "- [[s:a new kernel, 5.14.0-503.26.1.el9_5, installed on March 9]] — [[s:it's the one running now]]\n"
          "- [[c:docker-ce 27.5.1 → 28.0.2]]\n"
          "- [[s:containerd.io 1.7.24 → 1.7.25]]\n\n"
          "**Removed:** [[s:nothing]]\n"
          "**Total:** [[s:5 package changes]]\n"
          "**Reboot:** [[c:the machine hasn't been rebooted since the kernel update]]"},
    {"q": "Who's in the docker group? Is kenji an admin?", "ev": ["e1"],
     "a": "**docker:** [[s:gitlab-runner]], [[s:yui]]\n"
          "**wheel:** [[s:kenji]] — [[s:so yes, kenji has sudo]]\n"
          "**kenji in docker:** [[c:yes]]\n"
          "**yui's shell:** [[c:bash]]\n"
          "\n"
          "**Assessment:** [[s:Only kenji has admin rights]]; yui can still control Docker, which is root-equivalent."},
    {"q": "Give me the machine specs.", "ev": ["e1", "e5"],
     "a": "**OS:** [[s:Rocky Linux 9.5 (Blue Onyx)]]\n"
          "**CPU:** [[s:AMD EPYC 7313P]], [[c:24 cores]] / [[s:32 threads]]\n"
          "**RAM:** [[s:64 GB]] ([[c:~66.9 GiB usable]])\n"
          "**Docker storage:** [[s:1.92 TB NVMe at /var/lib/docker]]\n"
          "**Root:** [[c:100 GB XFS]]\n"
          "**Uptime:** [[s:7 days]]"},
    {"q": "Is docker OK?", "ev": ["e3", "e6"],
     "a": "Docker looks fine at the service level: [[s:docker.service is active (running)]] with [[s:main PID "
          "1188]], and [[u:it's on 28.0.1]]. The problem is storage — [[s:/var/lib/docker sits at 97%]] "
          "([[c:that's the XFS filesystem on /dev/nvme0n1]]), and [[u:that is also why the daemon has been slow to "
          "respond]]. I'd prune old images before the next big pipeline runs."},
]

MACHINES = [
    {"name": "arabica", "clock": A, "evidence": arabica_evidence, "answers": arabica_answers},
    {"name": "robusta", "clock": R, "evidence": robusta_evidence, "answers": robusta_answers},
    {"name": "liberica", "clock": L, "evidence": liberica_evidence, "answers": liberica_answers},
    {"name": "kona", "clock": K, "evidence": kona_evidence, "answers": kona_answers},
    {"name": "mocha", "clock": M, "evidence": mocha_evidence, "answers": mocha_answers},
]
