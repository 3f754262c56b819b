"""79th generation (written blind, in the style of llama3.3 70B run locally and quantized): five machines
named after herbs. Answers are confident and well organised — a table comparing things side by side, then a
"What this means" paragraph that sometimes reaches further than the evidence does.

basil: a Fedora 40 workstation in Chicago (-06:00) with a Ryzen 7 7700X and 32 GB. Steady state (30 minutes old,
with "packages" in stale_sources, so its installed versions are stale), a fresh system reading, a top-8 process
listing by memory (cut to its limit; a JVM and a QEMU guest within 30 MB of each other at the top), disk usage
(a 4 TB games drive at 94.7%), a week of dnf history (Docker's moby-engine removed on Friday, a new kernel,
Firefox, Mesa and Podman on Monday evening while 6.11.9 still runs) and every loaded service (one failed unit,
cups inactive).

thyme: a Debian 12 home server in Berlin (+01:00): a complete Docker listing (Jellyfin, Nextcloud with MariaDB
and Redis, an Immich stack recreated yesterday with its ML container unhealthy, Pi-hole exited 137), disk usage
(the md0 media array at 90.7%), a day of warnings (growing pending sectors on /dev/sdc, an ata3 read error, two
failed Samba logins for lena, a Docker health check), fresh network sockets and a system reading 15 minutes old.

sage: an Ubuntu 22.04 API server on a cloud VM (UTC): every service (celery-worker failed), the last hour of the
journal (the OOM killer took a gunicorn worker, api.service restarted, restart counter 3, a worker timeout), a
top-6 listing by CPU, sockets (redis and gunicorn on loopback, the database reached at 172.31.40.9:5432), a
system reading 10 minutes old and a week of unattended upgrades (openssl, a new kernel, nginx, an old kernel
removed) while steady state's package list is stale.

oregano: a Rocky Linux 9.5 PostgreSQL 16 server in New York (-05:00): services (the pgBackRest incremental unit
failed), disk usage (data volume 75.9%, backup repository 91.4%), a disk I/O sample 12 minutes old, the backup
unit's journal ("No space left on device", exit status 47), a month of dnf history (PostgreSQL 16.5 -> 16.6, a
kernel installed and an old one removed on 2 February), a top-6 process listing by memory and a fresh system
reading (booted 9 February).

dill: a three-node k3s cluster in Tokyo (+09:00) seen from its control plane: nodes (dill-w2 NotReady and a minor
release behind, on Ubuntu 22.04), every pod (an api replica in CrashLoopBackOff with 14 restarts, an unscheduled
web-frontend replica), deployments, k3s's journal on dill-cp (the NotReady event at 09:47, the scheduler's
"Insufficient memory") and the control plane's disks.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------- basil
bc = Clock("2027-02-16T14:22:00-06:00")
B_MEM = 33_385_594_880
basil_ev = [
    steady("e1", bc, age=1800, hostname="basil", os_name="Fedora Linux", os_version="40",
           os_codename=None, kernel="6.11.9-200.fc40.x86_64",
           cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=B_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": 4_000_787_030_016}],
           network_interfaces=[{"name": "enp7s0", "mac": "9c:6b:00:2a:41:7e", "addresses": ["192.168.1.42/24"], "is_up": True},
                               {"name": "wlp6s0", "mac": "8c:b8:7e:11:04:c2", "addresses": [], "is_up": False}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"firefox": "134.0.1-1.fc40", "podman": "5.3.1-1.fc40", "flatpak": "1.15.10-1.fc40",
                               "kernel": "6.11.9-200.fc40", "mesa-dri-drivers": "24.2.8-1.fc40",
                               "libvirt-daemon": "10.1.0-4.fc40", "ollama": "0.5.7-1.fc40"},
           available_services=["NetworkManager.service", "gdm.service", "ollama.service", "libvirtd.service",
                               "sshd.service", "bluetooth.service", "cups.service", "fwupd-refresh.service",
                               "dnf-makecache.service", "podman.service"],
           users=[{"name": "alex", "uid": 1000, "gid": 1000, "home": "/home/alex", "shell": "/usr/bin/zsh"},
                  {"name": "maria", "uid": 1001, "gid": 1001, "home": "/home/maria", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["alex"]},
                   {"name": "libvirt", "gid": 972, "members": ["alex", "maria"]}],
           stale_sources=["packages"]),
    item("e2", "linux_system_info", system_info(23.4, [2.81, 2.40, 1.95], 529_200, "2027-02-10T11:22:00-06:00",
                                                B_MEM, 9_663_676_416, 8 * GiB, 2 * GiB), bc, age=40),
    item("e3", "linux_processes", processes(412, B_MEM, [
        (60123, "java", "alex", 31.0, 4_420_000_000, "2027-02-16T09:12:40-06:00",
         "/opt/idea-IU-243.22562.218/jbr/bin/java -Xmx4096m com.intellij.idea.Main"),
        (7781, "qemu-system-x86", "qemu", 12.5, 4_390_000_000, "2027-02-16T08:40:03-06:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11 -m 4096"),
        (48211, "firefox", "alex", 14.2, 3_650_000_000, "2027-02-16T08:05:12-06:00", "/usr/lib64/firefox/firefox"),
        (51877, "code", "alex", 6.1, 2_101_000_000, "2027-02-16T08:31:55-06:00", "/usr/share/code/code"),
        (3012, "gnome-shell", "alex", 4.8, 1_288_000_000, "2027-02-10T11:23:40-06:00", "/usr/bin/gnome-shell"),
        (2211, "ollama", "ollama", 0.2, 1_050_000_000, "2027-02-10T11:23:05-06:00", "/usr/bin/ollama serve"),
        (48390, "Isolated Web Co", "alex", 3.3, 905_000_000, "2027-02-16T08:05:30-06:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (3390, "Xwayland", "alex", 1.1, 310_000_000, "2027-02-10T11:23:42-06:00", "/usr/bin/Xwayland :0"),
    ]), bc, age=30, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1_998_694_907_904, 1_402_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 412_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 19_922_944),
        fs("/dev/sda1", "/mnt/games", "ext4", 4_000_787_030_016, 3_790_000_000_000),
    ]}, bc, age=60),
    item("e5", "linux_package_history", {"source": "dnf", "events": [
        package_event("2027-02-12T10:03:41-06:00", "remove", "moby-engine", "24.0.5-4.fc40", None),
        package_event("2027-02-12T10:03:44-06:00", "install", "podman-compose", None, "1.3.0-1.fc40"),
        package_event("2027-02-15T19:48:10-06:00", "install", "kernel-core", None, "6.12.11-100.fc40"),
        package_event("2027-02-15T19:48:10-06:00", "install", "kernel", None, "6.12.11-100.fc40"),
        package_event("2027-02-15T19:48:12-06:00", "upgrade", "firefox", "134.0.1-1.fc40", "135.0-1.fc40"),
        package_event("2027-02-15T19:48:12-06:00", "upgrade", "mesa-dri-drivers", "24.2.8-1.fc40", "24.3.4-1.fc40"),
        package_event("2027-02-15T19:48:13-06:00", "upgrade", "podman", "5.3.1-1.fc40", "5.3.2-1.fc40"),
    ]}, bc, age=90, args={"since_days": 7}),
    item("e6", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 1104, "2027-02-10T11:22:31-06:00", "Network Manager"),
        unit("gdm.service", "active", "running", "enabled", 1790, "2027-02-10T11:22:40-06:00", "GNOME Display Manager"),
        unit("ollama.service", "active", "running", "enabled", 2211, "2027-02-10T11:23:05-06:00", "Ollama Service"),
        unit("libvirtd.service", "active", "running", "enabled", 2290, "2027-02-16T08:39:51-06:00", "libvirt legacy monolithic daemon"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("bluetooth.service", "active", "running", "enabled", 1120, "2027-02-10T11:22:32-06:00", "Bluetooth service"),
        unit("cups.service", "inactive", "dead", "enabled", None, None, "CUPS Scheduler"),
        unit("fwupd-refresh.service", "failed", "failed", "static", None, None, "Refresh fwupd metadata and update motd"),
        unit("dnf-makecache.service", "inactive", "dead", "static", None, None, "dnf makecache"),
        unit("podman.service", "inactive", "dead", "disabled", None, None, "Podman API Service"),
    ], "total": 10}, bc, age=25),
]

basil_answers = [
    {"q": "How is my memory looking? Am I running low?", "ev": ["e1", "e2", "e3"],
     "a": "Here's a snapshot of memory usage on **basil**:\n\n"
          "| Metric | Value |\n|---|---|\n"
          "| Used | [[s:22.1 GiB (71%)]] |\n"
          "| Available | [[c:about 11 GiB]] |\n"
          "\n"
          "**Top memory consumers:**\n\n"
          "1. [[s:`java` (PID 60123, IntelliJ IDEA) — 4.1 GiB]]\n"
          "2. [[c:`firefox` — 4.4 GB]]\n"
          "3. [[s:`qemu-system-x86` (your Windows 11 VM) — 4.09 GiB]]\n\n"
          "### What this means\n\n"
          "You're not in trouble yet, but you are getting there. [[s:IntelliJ is the single biggest consumer]], and "
          "[[s:the VM is right behind it]]; together with Firefox [[c:those three account for well over half of "
          "your RAM]]. [[u:Because swap is already in use, the kernel has started paging out idle memory]] — "
          "[[u:you are not at risk of the OOM killer for now]]. If you want more headroom, closing the Windows VM "
          "when you aren't using it is the quickest win."},
    {"q": "What changed on this box in the last week?", "ev": ["e1", "e5"],
     "a": "Over the past 7 days there were [[c:six package changes]]:\n\n"
          "| When | Change |\n|---|---|\n"
          "| [[s:Fri Feb 12, 10:03]] | [[s:`moby-engine` 24.0.5 removed]] |\n"
          "| [[c:Feb 14]], 19:48 | [[s:new kernel 6.12.11-100.fc40 installed]] |\n"
          "| Feb 15, 19:48 | [[s:`firefox` 134.0.1 → 135.0]] |\n"
          "| Feb 15, 19:48 | [[c:`mesa-dri-drivers` 24.2.8 → 24.3.2]] |\n"
          "\n"
          "**What this means:** [[c:the kernel, Firefox, Mesa and Podman updates all landed on Sunday evening]], "
          "and [[s:you're still running the old 6.11.9 kernel]], so [[s:a reboot is needed to pick up 6.12.11]]. "
          "[[u:The switch from Docker to Podman on Friday looks deliberate]] — [[u:your containers were migrated "
          "to Podman at the same time]]."},
    {"q": "Is my games drive getting full?", "ev": ["e4"],
     "a": "Yes — [[s:`/mnt/games` is at 94.7%]], with [[c:only about 150 GB free]]. Here's how it compares with "
          "the rest of your filesystems:\n\n"
          "| Filesystem | Used | Free |\n|---|---|---|\n"
          "| `/` (btrfs) | [[s:1.4 TB (70%)]] | [[c:~597 GiB]] |\n"
          "| `/mnt/games` (ext4) | [[s:3.79 TB]] | see above |\n"
          "| `/boot` | [[c:60%]] | — |\n\n"
          "### What this means\n\n"
          "[[s:The games drive is the fullest filesystem on the machine]] by a wide margin. "
          "[[u:It's a spinning HDD]], and [[u:your Steam library is what's filling it]]. "
          "You could move a few large titles to `/`, which still has plenty of room: `du -sh /mnt/games/* | sort -h`."},
    {"q": "Which services are running and did anything fail?", "ev": ["e6"],
     "a": "Here's the service overview:\n\n"
          "| Service | State |\n|---|---|\n"
          "| NetworkManager | [[s:✅ running]] |\n"
          "| ollama | [[s:✅ running (PID 2211)]] |\n"
          "| cups | [[c:✅ running]] |\n"
          "| sshd | [[s:❌ stopped]] ([[s:disabled]]) |\n"
          "| fwupd-refresh | [[s:❌ failed]] |\n\n"
          "**What this means:** [[s:only one unit is in a failed state]] — [[u:it's the firmware metadata refresh, "
          "which usually fails when the LVFS mirror can't be reached]], so it's harmless. "
          "[[c:Podman's API service is running too]]. Run `systemctl reset-failed fwupd-refresh.service` to clear the red entry."},
    {"q": "How long since the last reboot, and how busy is the CPU?", "ev": ["e1", "e2"],
     "a": "- **Uptime:** [[s:about 6 days]] ([[c:booted on February 9]])\n"
          "- **CPU usage:** [[s:23% busy]]\n"
          "- **Load average:** [[s:2.81 (1 min)]], [[s:2.40 (5 min)]], [[c:1.59 (15 min)]]\n\n"
          "**What this means:** [[s:load is trending up]] over the last quarter hour, but [[c:with 16 threads a "
          "load of 2.8 means the CPU is roughly 50% saturated]]. [[u:That's IntelliJ indexing your project]] — it "
          "should settle down on its own."},
    {"q": "Which versions of Firefox and Podman do I have?", "ev": ["e1"],
     "a": "According to the system snapshot:\n\n"
          "| Package | Installed version |\n|---|---|\n"
          "| Firefox | [[t:134.0.1-1.fc40]] |\n"
          "| Podman | [[t:5.3.1]] |\n"
          "| Flatpak | [[t:1.15.10]] |\n\n"
          "[[s:You're on Fedora 40]] [[s:with kernel 6.11.9-200.fc40]]. "
          "**What this means:** [[u:both Firefox and Podman are the latest builds available for Fedora 40]], so "
          "there's nothing to update right now."},
    {"q": "Who has admin rights on basil?", "ev": ["e1"],
     "a": "There are [[s:only two regular accounts]] on this machine:\n\n"
          "- **alex** — [[s:shell `/usr/bin/zsh`]], [[s:member of `wheel`]] (admin)\n"
          "- **maria** — [[c:also in `wheel`]], [[c:shell zsh]]\n\n"
          "[[s:Both of them are in the `libvirt` group]], so [[u:either can manage the VMs without sudo]]. "
          "**What this means:** [[c:both users can run commands as root]]. If that isn't intended, remove maria "
          "with `gpasswd -d maria wheel`."},
]

MACHINES = [{"name": "basil", "clock": bc, "evidence": basil_ev, "answers": basil_answers}]

# ---------------------------------------------------------------- thyme
tc = Clock("2027-02-16T21:40:00+01:00")
T_MEM = 16_624_582_656
thyme_ev = [
    steady("e1", tc, age=3600, hostname="thyme", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-30-amd64",
           cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6, cpu_threads=6,
           memory_total_bytes=T_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 240_057_409_536},
                  {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": 7_937_633_992_704}],
           network_interfaces=[{"name": "eno1", "mac": "c4:65:16:3a:9e:01", "addresses": ["192.168.178.20/24"], "is_up": True},
                               {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1",
           installed_packages={"samba": "2:4.17.12+dfsg-0+deb12u1", "docker-ce": "5:27.5.1-1~debian.12~bookworm",
                               "smartmontools": "7.3-1+b1", "mdadm": "4.2-5", "tailscale": "1.80.0"},
           available_services=["smbd.service", "nmbd.service", "docker.service", "ssh.service", "smartd.service",
                               "tailscaled.service", "mdmonitor.service"],
           users=[{"name": "jonas", "uid": 1000, "gid": 1000, "home": "/home/jonas", "shell": "/bin/bash"},
                  {"name": "lena", "uid": 1001, "gid": 1001, "home": "/home/lena", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1002, "gid": 1002, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["jonas"]},
                   {"name": "docker", "gid": 999, "members": ["jonas"]},
                   {"name": "sambashare", "gid": 110, "members": ["jonas", "lena"]},
                   {"name": "media", "gid": 1002, "members": []}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("4f0a1c9e2b7d", "jellyfin", "jellyfin/jellyfin:10.10.5", "running", "Up 3 days",
            "2027-01-20T16:02:11+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("a81c3e5d7f02", "nextcloud", "nextcloud:30.0.5-apache", "running", "Up 3 days",
            "2027-01-04T11:30:40+00:00", ["0.0.0.0:8080->80/tcp"]),
        box("c02d9e8b1a44", "nextcloud-db", "mariadb:10.11", "running", "Up 3 days", "2027-01-04T11:30:38+00:00"),
        box("d7e6f5a4b3c2", "nextcloud-redis", "redis:7.4-alpine", "running", "Up 3 days", "2027-01-04T11:30:38+00:00"),
        box("e9a8b7c6d5e4", "pihole", "pihole/pihole:2024.07.0", "exited", "Exited (137) 2 days ago",
            "2026-11-02T09:14:00+00:00"),
        box("1b2c3d4e5f60", "immich_server", "ghcr.io/immich-app/immich-server:v1.125.7", "running", "Up 26 hours",
            "2027-02-15T18:38:02+00:00", ["0.0.0.0:2283->2283/tcp"]),
        box("9b1f3c2d7e4a", "immich_machine_learning", "ghcr.io/immich-app/immich-machine-learning:v1.125.7",
            "running", "Up 26 hours (unhealthy)", "2027-02-15T18:38:01+00:00"),
        box("7a6b5c4d3e2f", "immich_postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "running", "Up 26 hours",
            "2027-02-15T18:38:00+00:00"),
    ]}, tc, age=45, args={"all": True}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 240_057_409_536, 61_000_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_834_048, 6_000_000),
        fs("/dev/md0", "/srv/media", "ext4", 7_937_633_992_704, 7_203_000_000_000),
    ]}, tc, age=50),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2027-02-16T03:12:41+01:00", "smartd.service", "warning",
                  "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2027-02-16T03:12:41+01:00", "smartd.service", "warning",
                  "Device: /dev/sdc [SAT], 8 Offline uncorrectable sectors"),
        log_entry("2027-02-16T09:12:41+01:00", "smartd.service", "warning",
                  "Device: /dev/sdc [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
        log_entry("2027-02-16T14:05:22+01:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [lena] -> [lena] FAILED with error "
                  "NT_STATUS_WRONG_PASSWORD, remote host [ipv4:192.168.178.57:51230]"),
        log_entry("2027-02-16T14:05:31+01:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [lena] -> [lena] FAILED with error "
                  "NT_STATUS_WRONG_PASSWORD, remote host [ipv4:192.168.178.57:51236]"),
        log_entry("2027-02-16T19:58:03+01:00", None, "err", "ata3.00: failed command: READ FPDMA QUEUED"),
        log_entry("2027-02-16T20:31:10+01:00", "docker.service", "warning",
                  "Health check for container 9b1f3c2d7e4a error: context deadline exceeded"),
    ]}, tc, age=70, args={"since_minutes": 1440, "priority": "warning"}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "c4:65:16:3a:9e:01", "addresses": ["192.168.178.20/24"], "is_up": True},
                       {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 702, "sshd"), listener(139, "0.0.0.0", 915, "smbd"),
                      listener(445, "0.0.0.0", 915, "smbd"), listener(8096, "0.0.0.0", 2210, "docker-proxy"),
                      listener(8080, "0.0.0.0", 2231, "docker-proxy"), listener(2283, "0.0.0.0", 40112, "docker-proxy"),
                      listener(41641, "0.0.0.0", 688, "tailscaled", proto="udp")],
        "connections": [connection("192.168.178.20:445", "192.168.178.57:51244", 30122, "smbd"),
                        connection("192.168.178.20:22", "192.168.178.31:50122", 31877, "sshd"),
                        connection("100.101.7.12:8096", "100.88.3.4:41822", 2210, "docker-proxy"),
                        connection("192.168.178.20:8080", "192.168.178.31:50410", 2231, "docker-proxy"),
                        connection("192.168.178.20:2283", "192.168.178.64:38004", 40112, "docker-proxy")]},
         tc, age=30),
    item("e6", "linux_system_info", system_info(8.1, [0.42, 0.51, 0.60], 273_600, "2027-02-13T17:25:00+01:00",
                                                T_MEM, 5_100_000_000, 1_023_406_080, 310_000_000), tc, age=900),
]

thyme_answers = [
    {"q": "Are all my containers up?", "ev": ["e2"],
     "a": "Not quite. [[s:7 of your 8 containers are running]]. Here's the side-by-side view:\n\n"
          "| Container | Version | State | Port |\n|---|---|---|---|\n"
          "| jellyfin | [[s:10.10.5]] | [[s:✅ Up 3 days]] | [[s:8096]] |\n"
          "| nextcloud | [[c:29]] | ✅ Up 3 days | [[c:8081 → 80]] |\n"
          "| immich_machine_learning | v1.125.7 | [[c:✅ healthy]] | — |\n"
          "| pihole | [[s:2024.07.0]] | [[s:❌ Exited]] | — |\n\n"
          "### What this means\n\n"
          "[[s:Pi-hole has been down for 2 days]] — [[u:it was OOM-killed]] (exit code 137), so "
          "[[u:your network has been falling back to the router for DNS since then]]. "
          "[[s:The Immich stack was recreated yesterday evening]], which explains the shorter uptime. "
          "Restart Pi-hole with `docker start pihole` and keep an eye on `docker stats`."},
    {"q": "How full is the media array?", "ev": ["e1", "e3"],
     "a": "Here are the numbers:\n\n"
          "- **`/srv/media`** ([[s:md0]]): [[s:90.7% used]] — [[c:7.2 TiB]] of [[s:7.9 TB]], [[s:about 735 GB free]]\n"
          "- **Root** (`/dev/sda2`): [[s:25% used]], [[c:about 179 GiB free]]\n\n"
          "**What this means:** [[s:the array is by far the fuller of the two]], and [[u:at your current rate of "
          "growth it will be full in about two months]]. [[u:It's a two-disk RAID1 mirror]], so adding capacity "
          "means replacing both drives."},
    {"q": "Anything worrying in the logs today?", "ev": ["e4"],
     "extra": [user("u1", "lena says she couldn't open the photos share this afternoon", tc)],
     "a": "Yes, a couple of things stand out.\n\n"
          "### 🔴 Disk health — `/dev/sdc`\n"
          "- [[s:smartd reported 8 pending sectors at 03:12]], which [[c:had grown to 24 by 09:12]].\n"
          "- [[s:At 19:58 the kernel logged a failed READ FPDMA QUEUED command on ata3]] — [[u:ata3 is /dev/sdc]].\n\n"
          "### 🟡 Samba\n"
          "- [[s:Two failed logins for **lena**]] [[s:from 192.168.178.57]] [[c:around 15:05]] "
          "(wrong password). [[u:Her phone probably still has an old password saved]].\n\n"
          "### What this means\n"
          "[[u:/dev/sdc is failing]] and [[u:it's one of the members of md0]] — [[c:nothing else was logged "
          "today]], so the disk is the one thing to act on. Back up anything irreplaceable and run "
          "`smartctl -a /dev/sdc`."},
    {"q": "Who's connected to the server right now?", "ev": ["e2", "e5"],
     "a": "| Client | Service | Port |\n|---|---|---|\n"
          "| 192.168.178.57 | [[s:Samba]] | [[s:445]] |\n"
          "| 192.168.178.31 | [[s:SSH]] | [[c:2222]] |\n"
          "| 192.168.178.31 | [[s:Nextcloud (docker-proxy)]] | [[s:8080]] |\n"
          "| 100.88.3.4 (Tailscale) | [[c:Immich]] | [[s:8096]] |\n"
          "\n"
          "[[s:That's 5 active connections]] [[s:from 4 different clients]].\n\n"
          "**What this means:** [[u:192.168.178.31 is your own desktop]], and [[c:Pi-hole is still answering "
          "DNS on port 53]]."},
    {"q": "How are load and memory on thyme?", "ev": ["e1", "e6"],
     "a": "- **CPU:** [[t:8% busy]]\n"
          "- **Load:** [[t:0.42 / 0.51 / 0.60]]\n"
          "- **RAM:** [[t:10.7 GiB used]] of [[s:15.5 GiB]]\n"
          "- **Swap:** [[t:~50% used]]\n"
          "- **Uptime:** [[t:about 3 days]]\n\n"
          "[[s:This is a 6-core i5-8500T]], so **what this means** is simple: [[u:the server has plenty of "
          "headroom for more containers]]. (Note: this reading is about 15 minutes old.)"},
    {"q": "Who can use Samba and who has sudo?", "ev": ["e1"],
     "a": "| User | sudo | docker | sambashare |\n|---|---|---|---|\n"
          "| lena | [[s:❌]] | [[c:✅]] | [[s:✅]] |\n"
          "| media | [[s:❌]] | [[s:❌]] | [[c:✅]] |\n\n"
          "[[s:`media` is a service account with no login shell]] and [[c:lena's UID is 1002]]. "
          "**What this means:** [[s:only jonas can administer the box]]; [[c:all three accounts can reach the "
          "shares]]."},
    {"q": "Is Samba running, and which version is it?", "ev": ["e1", "e4"],
     "a": "- **Version:** [[s:Samba 4.17.12]] ([[s:Debian package 2:4.17.12+dfsg-0+deb12u1]])\n"
          "- **OS:** [[c:Debian 11 (bullseye)]], [[s:kernel 6.1.0-30-amd64]]\n"
          "- **Status:** [[u:smbd is running]] — [[s:it was handling logins at 14:05]]\n\n"
          "**What this means:** [[u:you're on the latest security release for your Debian version]], so no "
          "update is needed."},
]

MACHINES.append({"name": "thyme", "clock": tc, "evidence": thyme_ev, "answers": thyme_answers})

# ---------------------------------------------------------------- sage
sc = Clock("2027-02-17T03:15:00+00:00")
S_MEM = 16_216_449_024
sage_ev = [
    steady("e1", sc, age=7200, hostname="sage", domain="ec2.internal", os_name="Ubuntu", os_version="22.04",
           os_codename="jammy", kernel="5.15.0-131-generic",
           cpu_model="Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz", cpu_cores=4, cpu_threads=8,
           memory_total_bytes=S_MEM,
           disks=[{"device": "/dev/nvme0n1p1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 107_374_182_400}],
           network_interfaces=[{"name": "ens5", "mac": "0a:1f:5c:77:20:9b", "addresses": ["172.31.22.14/20"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="172.31.16.1",
           installed_packages={"nginx": "1.18.0-6ubuntu14.5", "redis-server": "5:6.0.16-1ubuntu1",
                               "python3.10": "3.10.12-1~22.04.7", "postgresql-client-14": "14.15-0ubuntu0.22.04.1"},
           available_services=["nginx.service", "api.service", "redis-server.service", "celery-worker.service",
                               "ssh.service", "cron.service", "unattended-upgrades.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/srv/api", "shell": "/bin/bash"},
                  {"name": "redis", "uid": 114, "gid": 120, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "ubuntu"]},
                   {"name": "deploy", "gid": 1001, "members": []}],
           stale_sources=["packages"]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 1022, "2027-02-10T06:00:12+00:00",
             "A high performance web server and a reverse proxy server"),
        unit("api.service", "active", "running", "enabled", 88412, "2027-02-17T02:51:48+00:00", "Orders API (gunicorn)"),
        unit("redis-server.service", "active", "running", "enabled", 998, "2027-02-10T06:00:10+00:00",
             "Advanced key-value store"),
        unit("celery-worker.service", "failed", "failed", "enabled", None, None, "Celery worker"),
        unit("ssh.service", "active", "running", "enabled", 811, "2027-02-10T06:00:09+00:00", "OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", "enabled", 640, "2027-02-10T06:00:05+00:00", "Regular background program processing daemon"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 702, "2027-02-10T06:00:06+00:00", "Unattended Upgrades Shutdown"),
        unit("snap.amazon-ssm-agent.amazon-ssm-agent.service", "active", "running", "enabled", 655,
             "2027-02-10T06:00:06+00:00", "Service for snap application amazon-ssm-agent.amazon-ssm-agent"),
    ], "total": 8}, sc, age=25),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2027-02-17T02:51:12+00:00", None, "err",
                  "Out of memory: Killed process 70988 (celery) total-vm:1988412kB, anon-rss:1702330kB, file-rss:0kB, "
                  "shmem-rss:0kB, UID:1001 pgtables:3712kB oom_score_adj:0"),
        log_entry("2027-02-17T02:51:13+00:00", "celery-worker.service", "warning",
                  "celery-worker.service: Failed with result 'oom-kill'."),
        log_entry("2027-02-17T02:51:30+00:00", None, "err",
                  "Out of memory: Killed process 71203 (gunicorn) total-vm:2894512kB, anon-rss:2411204kB, file-rss:0kB, "
                  "shmem-rss:0kB, UID:1001 pgtables:5120kB oom_score_adj:0"),
        log_entry("2027-02-17T02:51:31+00:00", "api.service", "warning",
                  "api.service: Main process exited, code=killed, status=9/KILL"),
        log_entry("2027-02-17T02:51:31+00:00", "api.service", "warning", "api.service: Failed with result 'signal'."),
        log_entry("2027-02-17T02:51:47+00:00", "api.service", "info",
                  "api.service: Scheduled restart job, restart counter is at 3."),
        log_entry("2027-02-17T02:51:48+00:00", "api.service", "info", "Started Orders API (gunicorn)."),
        log_entry("2027-02-17T02:51:49+00:00", "api.service", "info",
                  "[88412] [INFO] Listening at: http://127.0.0.1:8000 (88412)"),
        log_entry("2027-02-17T03:02:13+00:00", "api.service", "err", "[88412] [CRITICAL] WORKER TIMEOUT (pid:88430)"),
    ]}, sc, age=35, args={"since_minutes": 60}),
    item("e4", "linux_processes", processes(187, S_MEM, [
        (88431, "gunicorn", "deploy", 61.5, 1_420_000_000, "2027-02-17T03:02:14+00:00",
         "/srv/api/venv/bin/python /srv/api/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orders.wsgi"),
        (88433, "gunicorn", "deploy", 38.2, 1_310_000_000, "2027-02-17T02:51:49+00:00",
         "/srv/api/venv/bin/python /srv/api/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orders.wsgi"),
        (998, "redis-server", "redis", 7.9, 2_870_000_000, "2027-02-10T06:00:10+00:00", "/usr/bin/redis-server 127.0.0.1:6379"),
        (1025, "nginx", "www-data", 3.1, 14_000_000, "2027-02-10T06:00:12+00:00", "nginx: worker process"),
        (88432, "gunicorn", "deploy", 2.8, 1_190_000_000, "2027-02-17T02:51:49+00:00",
         "/srv/api/venv/bin/python /srv/api/venv/bin/gunicorn -w 4 -b 127.0.0.1:8000 orders.wsgi"),
        (631, "snapd", "root", 0.4, 38_000_000, "2027-02-10T06:00:04+00:00", "/usr/lib/snapd/snapd"),
    ]), sc, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "ens5", "mac": "0a:1f:5c:77:20:9b", "addresses": ["172.31.22.14/20"], "is_up": True}],
        "listening": [listener(80, "0.0.0.0", 1022, "nginx"), listener(443, "0.0.0.0", 1022, "nginx"),
                      listener(8000, "127.0.0.1", 88412, "gunicorn"), listener(6379, "127.0.0.1", 998, "redis-server"),
                      listener(22, "0.0.0.0", 811, "sshd"), listener(53, "127.0.0.53", 540, "systemd-resolve", proto="udp")],
        "connections": [connection("172.31.22.14:443", "203.0.113.40:51234", 1025, "nginx"),
                        connection("127.0.0.1:52210", "127.0.0.1:8000", 1025, "nginx"),
                        connection("127.0.0.1:8000", "127.0.0.1:52210", 88431, "gunicorn"),
                        connection("172.31.22.14:41220", "172.31.40.9:5432", 88431, "gunicorn"),
                        connection("172.31.22.14:22", "198.51.100.7:60022", 90211, "sshd")]},
         sc, age=25),
    item("e6", "linux_system_info", system_info(71.3, [3.92, 2.10, 1.44], 594_930, "2027-02-10T05:59:30+00:00",
                                                S_MEM, 3_400_000_000, 0, 0), sc, age=600),
    item("e7", "linux_package_history", {"source": "dpkg", "events": [
        package_event("2027-02-14T06:25:11+00:00", "upgrade", "libssl3", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        package_event("2027-02-14T06:25:12+00:00", "upgrade", "openssl", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        package_event("2027-02-15T06:31:02+00:00", "install", "linux-image-5.15.0-133-generic", None, "5.15.0-133.143"),
        package_event("2027-02-15T06:31:05+00:00", "install", "linux-modules-5.15.0-133-generic", None, "5.15.0-133.143"),
        package_event("2027-02-15T06:31:40+00:00", "upgrade", "nginx", "1.18.0-6ubuntu14.5", "1.18.0-6ubuntu14.6"),
        package_event("2027-02-15T06:31:40+00:00", "upgrade", "nginx-common", "1.18.0-6ubuntu14.5", "1.18.0-6ubuntu14.6"),
        package_event("2027-02-15T06:32:10+00:00", "remove", "linux-image-5.15.0-125-generic", "5.15.0-125.135", None),
    ]}, sc, age=150, args={"since_days": 7}),
]

sage_answers = [
    {"q": "Why did the API go down last night?", "ev": ["e3", "e4"],
     "a": "Here's the timeline from the journal (all times UTC):\n\n"
          "| Time | Event |\n|---|---|\n"
          "| [[s:02:51:30]] | [[s:The kernel OOM killer killed a gunicorn process (PID 71203)]] |\n"
          "| [[c:02:52:47]] | [[s:systemd scheduled a restart]] |\n"
          "| 02:51:48 | [[s:The API came back]] [[c:on port 8080]] |\n\n"
          "[[s:This was the third automatic restart]]. [[u:The gunicorn workers are leaking memory]], which is the "
          "root cause here. [[s:Since then one worker (PID 88430) has hit a WORKER TIMEOUT at 03:02]], and "
          "[[u:api.service is active again]] (e4).\n\n"
          "**What this means:** [[c:only the API was affected]] — [[c:the OOM event hit a single process]]. I'd set "
          "`--max-requests` on gunicorn so workers get recycled before they grow too large."},
    {"q": "What's eating the CPU?", "ev": ["e4", "e6"],
     "a": "| PID | Process | User | CPU | RSS |\n|---|---|---|---|---|\n"
          "| 88431 | gunicorn | [[s:deploy]] | [[s:61.5%]] | [[c:1.42 GiB]] |\n"
          "| 998 | redis-server | [[c:root]] | [[s:7.9%]] | [[s:2.67 GiB]] |\n\n"
          "[[s:The two busiest gunicorn workers together use about 100% of one core]]. [[t:Overall the box is at "
          "71% CPU]], [[t:with a 1-minute load of 3.9]], and [[c:nginx isn't even in the top 5]].\n\n"
          "**What this means:** [[u:the workers are stuck waiting on a slow database query]] — the API is the "
          "bottleneck, not the web server."},
    {"q": "Which ports are open on sage?", "ev": ["e5"],
     "a": "| Port | Service | Exposed? |\n|---|---|---|\n"
          "| 22 | [[s:sshd]] | [[s:✅ all interfaces]] |\n"
          "| 80, 443 | nginx | [[s:✅ all interfaces]] |\n"
          "| 8000 | [[s:gunicorn]] | [[s:❌ localhost only]] |\n"
          "| 6379 | redis | [[c:✅ all interfaces]] |\n"
          "| 5432 | [[c:PostgreSQL]] | ❌ localhost only |\n\n"
          "[[s:The API talks to a database at 172.31.40.9:5432]], [[u:which is most likely an RDS instance]].\n\n"
          "**What this means:** [[c:only nginx listens on a public interface]], so your attack surface is minimal."},
    {"q": "Is the celery worker OK?", "ev": ["e1", "e2"],
     "a": "❌ No — [[s:`celery-worker.service` is in a **failed** state]] and [[s:it's enabled]], so "
          "[[u:systemd will keep trying to restart it every few seconds]]. [[u:It probably went down together with "
          "the API at 02:51]].\n\n"
          "For comparison:\n\n"
          "- [[s:Every other service (nginx, api, redis, ssh, cron) is active]]\n"
          "- [[s:redis has been up since February 10]]\n"
          "- [[c:nginx was restarted this morning]]\n"
          "- [[u:nginx listens on 443]] (e2)\n\n"
          "**What this means:** [[u:background jobs such as order e-mails have not been processed since the "
          "failure]]. `sudo systemctl restart celery-worker` and `journalctl -u celery-worker -n 50` are the next steps."},
    {"q": "Give me a quick summary of this machine.", "ev": ["e1", "e6"],
     "a": "| Property | Value |\n|---|---|\n"
          "| OS | [[s:Ubuntu 22.04 LTS (jammy)]] |\n"
          "| CPU | [[s:Xeon Platinum 8375C]] |\n"
          "| RAM | [[s:16 GB]] |\n"
          "| Root disk | [[c:50 GB]] |\n"
          "| Uptime | [[t:~7 days]] |\n"
          "| nginx | [[t:1.18.0-6ubuntu14.5]] |\n\n"
          "[[s:Only `ubuntu` is in the sudo group]], and [[c:`deploy` logs in with /bin/sh]]. "
          "**What this means:** [[u:this is a t3-class EC2 instance]], sized about right for a small API."},
    {"q": "Did unattended-upgrades install anything this week?", "ev": ["e1", "e7"],
     "a": "Yes — [[s:updates were applied on two mornings]]:\n\n"
          "1. [[s:**libssl3** and **openssl** → 3.0.2-0ubuntu1.19]] (Feb 14)\n"
          "2. [[s:A new kernel, **5.15.0-133**, was installed]] [[c:on Feb 14]]\n"
          "3. [[c:**nginx** went from 1.18.0-6ubuntu14.6 to 14.7]]\n\n"
          "**What this means:** [[s:the box is still booted into 5.15.0-131]], so [[s:a reboot is required to load "
          "the new kernel]]. [[u:nginx was reloaded automatically by the package's postinst]], and "
          "[[c:nothing was removed]]."},
    {"q": "Is redis using a lot of memory?", "ev": ["e1", "e4", "e5"],
     "a": "Not really. [[s:`redis-server` (PID 998) has an RSS of about 2.7 GiB]], [[s:roughly 18% of RAM]]. "
          "[[s:It runs as the `redis` user]] and [[s:listens only on localhost (127.0.0.1:6379)]], but "
          "[[c:it's only been up for 2 days]]. [[u:That makes it the largest process on the box]].\n\n"
          "**What this means:** [[u:`maxmemory` is probably not set]], so redis will keep growing with the "
          "dataset. Check with `redis-cli config get maxmemory`."},
]

MACHINES.append({"name": "sage", "clock": sc, "evidence": sage_ev, "answers": sage_answers})

# ---------------------------------------------------------------- oregano
oc = Clock("2027-02-16T08:05:00-05:00")
O_MEM = 135_089_041_408
oregano_ev = [
    steady("e1", oc, age=1200, hostname="oregano", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
           kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=O_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_161_927_680},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": 3_840_755_982_336},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/pgbackrest", "fstype": "xfs", "total_bytes": 7_999_967_985_664}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:52:10:8a", "addresses": ["10.20.0.15/24"], "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                               "pgbackrest": "2.54.1-1.rhel9", "kernel-core": "5.14.0-503.22.1.el9_5",
                               "node_exporter": "1.8.2-1.el9"},
           available_services=["postgresql-16.service", "node_exporter.service", "pgbackrest-incr.service",
                               "pgbackrest-full.service", "sshd.service", "chronyd.service", "firewalld.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "node_exporter", "uid": 990, "gid": 988, "home": "/var/lib/node_exporter",
                   "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["admin"]},
                   {"name": "postgres", "gid": 26, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("postgresql-16.service", "active", "running", "enabled", 1488, "2027-02-09T02:14:33-05:00",
             "PostgreSQL 16 database server"),
        unit("node_exporter.service", "active", "running", "enabled", 1122, "2027-02-09T02:13:58-05:00",
             "Prometheus node exporter"),
        unit("pgbackrest-incr.service", "failed", "failed", "static", None, None, "pgBackRest incremental backup"),
        unit("pgbackrest-full.service", "inactive", "dead", "static", None, None, "pgBackRest full backup"),
        unit("sshd.service", "active", "running", "enabled", 1010, "2027-02-09T02:13:50-05:00", "OpenSSH server daemon"),
        unit("chronyd.service", "active", "running", "enabled", 980, "2027-02-09T02:13:47-05:00", "NTP client/server"),
        unit("firewalld.service", "active", "running", "enabled", 960, "2027-02-09T02:13:46-05:00",
             "firewalld - dynamic firewall daemon"),
    ], "total": 7}, oc, age=30),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 75_161_927_680, 21_400_000_000),
        fs("/dev/nvme0n1p1", "/boot", "xfs", 1_073_741_824, 412_000_000),
        fs("/dev/nvme1n1", "/var/lib/pgsql", "xfs", 3_840_755_982_336, 2_915_000_000_000),
        fs("/dev/sdb1", "/var/lib/pgbackrest", "xfs", 7_999_967_985_664, 7_310_000_000_000),
    ]}, oc, age=40),
    item("e4", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 120_000, "write_bytes_per_s": 2_400_000, "busy_percent": 1.2},
        {"device": "nvme1n1", "read_bytes_per_s": 182_000_000, "write_bytes_per_s": 96_500_000, "busy_percent": 71.0},
        {"device": "sdb", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.6},
    ]}, oc, age=700, args={"interval_seconds": 1.0}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "pgbackrest-incr.service", "entries": [
        log_entry("2027-02-16T01:00:02-05:00", "pgbackrest-incr.service", "info", "Started pgBackRest incremental backup."),
        log_entry("2027-02-16T01:00:03-05:00", "pgbackrest-incr.service", "info",
                  "P00   INFO: backup command begin 2.54.1: --stanza=main --type=incr"),
        log_entry("2027-02-16T04:41:57-05:00", "pgbackrest-incr.service", "err",
                  "P00  ERROR: [047]: unable to write '/var/lib/pgbackrest/backup/main/20270216-010003I/pg_data/base/"
                  "16401/2619002.3.zst': [28] No space left on device"),
        log_entry("2027-02-16T04:41:58-05:00", "pgbackrest-incr.service", "warning",
                  "pgbackrest-incr.service: Main process exited, code=exited, status=47/n/a"),
        log_entry("2027-02-16T04:41:58-05:00", "pgbackrest-incr.service", "warning",
                  "pgbackrest-incr.service: Failed with result 'exit-code'."),
    ]}, oc, age=50, args={"unit": "pgbackrest-incr.service", "since_minutes": 720}),
    item("e6", "linux_package_history", {"source": "dnf", "events": [
        package_event("2027-01-28T21:14:05-05:00", "upgrade", "pgbackrest", "2.53.1-1.rhel9", "2.54.1-1.rhel9"),
        package_event("2027-02-02T22:10:31-05:00", "upgrade", "postgresql16", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2027-02-02T22:10:33-05:00", "upgrade", "postgresql16-server", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2027-02-02T22:10:33-05:00", "upgrade", "postgresql16-libs", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2027-02-02T22:11:02-05:00", "install", "kernel-core", None, "5.14.0-503.22.1.el9_5"),
        package_event("2027-02-02T22:11:40-05:00", "remove", "kernel-core", "5.14.0-427.42.1.el9_4", None),
    ]}, oc, age=200, args={"since_days": 30}),
    item("e7", "linux_processes", processes(246, O_MEM, [
        (1488, "postgres", "postgres", 0.3, 34_500_000_000, "2027-02-09T02:14:33-05:00",
         "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
        (1490, "postgres", "postgres", 2.1, 33_100_000_000, "2027-02-09T02:14:33-05:00", "postgres: checkpointer"),
        (210334, "postgres", "postgres", 98.7, 3_200_000_000, "2027-02-16T05:58:12-05:00",
         "postgres: app orders 10.20.0.31(51822) SELECT"),
        (209871, "postgres", "postgres", 41.2, 2_600_000_000, "2027-02-16T07:31:40-05:00",
         "postgres: autovacuum worker orders"),
        (1491, "postgres", "postgres", 0.8, 1_900_000_000, "2027-02-09T02:14:33-05:00", "postgres: background writer"),
        (1122, "node_exporter", "node_exporter", 0.5, 28_000_000, "2027-02-09T02:13:58-05:00",
         "/usr/bin/node_exporter --collector.systemd"),
    ]), oc, age=30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e8", "linux_system_info", system_info(38.5, [6.12, 5.80, 5.41], 625_910, "2027-02-09T02:13:10-05:00",
                                                O_MEM, 41_000_000_000, 4 * GiB, 0), oc, age=25),
]

oregano_answers = [
    {"q": "Why did last night's backup fail?", "ev": ["e3", "e5"],
     "a": "| Time (EST) | What happened |\n|---|---|\n"
          "| [[s:01:00]] | [[s:The incremental backup started (pgBackRest 2.54.1)]] |\n"
          "| [[s:04:41]] | [[s:A write failed with \"No space left on device\"]] |\n"
          "| 04:41 | [[c:The service exited with status 28]] |\n\n"
          "### What this means\n\n"
          "[[s:The backup repository at `/var/lib/pgbackrest` ran out of space]] [[s:after about 3 hours 40 minutes]], "
          "[[c:and it is still 100% full]]. [[u:Sunday's full backup is what pushed it over the edge]] — "
          "[[c:the repository disk holds 8 TiB]], and retention isn't expiring old sets fast enough. Run "
          "`pgbackrest --stanza=main expire` and check `repo1-retention-full`."},
    {"q": "How's PostgreSQL doing?", "ev": ["e1", "e2", "e7"],
     "a": "✅ [[s:`postgresql-16.service` is active (running)]], [[c:up since February 2]]. "
          "\n\n"
          "| Process | CPU | Memory |\n|---|---|---|\n"
          "| [[s:a SELECT from 10.20.0.31 (PID 210334)]] | [[s:98.7%]] | [[c:3.2 GiB]] |\n"
          "| [[s:autovacuum on `orders`]] | [[c:14%]] | [[s:2.6 GB]] |\n\n"
          "**What this means:** [[u:that SELECT has been running for over two hours]] and [[u:is probably missing "
          "an index]]. [[c:The checkpointer is using more memory than the postmaster itself]], [[u:which points to heavy write pressure]]. You can look at it with "
          "`SELECT pid, now() - query_start, query FROM pg_stat_activity WHERE pid = 210334;`."},
    {"q": "How much disk space is left on the database volumes?", "ev": ["e1", "e3"],
     "a": "| Mount | Size | Used | Free |\n|---|---|---|---|\n"
          "| `/var/lib/pgsql` | [[s:3.84 TB]] | [[s:76%]] | [[s:~926 GB]] |\n"
          "| `/var/lib/pgbackrest` | [[c:8 TiB]] | [[s:91%]] | [[c:~690 GiB]] |\n"
          "| `/` | [[s:70 GiB]] | [[c:52%]] | [[s:~50 GiB]] |\n\n"
          "**What this means:** [[s:the backup volume is the tighter of the two]], and [[u:at ~30 GB/day of WAL "
          "you have about a month left]] on it."},
    {"q": "Is the disk busy?", "ev": ["e3", "e4"],
     "a": "Yes: [[t:nvme1n1 is about 71% busy]], [[t:reading ~182 MB/s]] and [[t:writing ~97 MB/s]]. "
          "[[t:The backup disk (sdb) is idle]], and [[c:nvme1n1 is the device behind /var/lib/pgbackrest]].\n\n"
          "**What this means:** [[u:the read load is coming from the autovacuum on `orders`]]. Note the I/O sample is "
          "about 12 minutes old; rerun it for a current picture."},
    {"q": "What was updated recently?", "ev": ["e1", "e6"],
     "a": "[[s:That's 6 package changes in the last 30 days]]:\n\n"
          "1. [[s:pgBackRest 2.53.1 → 2.54.1]] on [[s:Jan 28]]\n"
          "2. [[s:PostgreSQL 16.5 → 16.6]] on [[s:Tuesday, Feb 2]]\n"
          "3. [[s:a new kernel, 5.14.0-503.22.1]], [[c:installed on Jan 28]]\n"
          "4. [[c:the old 5.14.0-427 kernel is still installed as a fallback]]\n\n"
          "**What this means:** [[s:you're already running the new kernel]], and [[u:PostgreSQL was restarted onto "
          "16.6 right after the upgrade]], so nothing is pending."},
    {"q": "Who can log into oregano?", "ev": ["e1"],
     "a": "- **admin** — [[s:UID 1000]], [[s:bash]], [[s:in `wheel`]]\n"
          "- **postgres** — [[c:UID 999]], [[s:home `/var/lib/pgsql`]], [[s:bash]]\n"
          "\n"
          "[[c:Both admin and postgres are in `wheel`]]. "
          "**What this means:** [[u:postgres can be reached over SSH with a password]], which you should disable "
          "in `sshd_config`."},
    {"q": "Is the machine healthy overall?", "ev": ["e1", "e2", "e3", "e8"],
     "a": "| Check | Status |\n|---|---|\n"
          "| PostgreSQL | [[s:✅ running]] |\n"
          "| Nightly backup | [[s:❌ failed (pgbackrest-incr.service)]] |\n"
          "| Backup disk | [[s:⚠️ 91% full]] |\n"
          "| Memory | [[c:~41 GiB available]] |\n"
          "| Load | [[s:~6 on 32 threads]] |\n\n"
          "[[s:It's been up for about a week]], [[c:since the reboot for the Feb 2 kernel update]]. "
          "**What this means:** [[u:apart from the backup, everything is in good shape]] — "
          "[[s:no other unit has failed]]."},
]

MACHINES.append({"name": "oregano", "clock": oc, "evidence": oregano_ev, "answers": oregano_answers})

# ---------------------------------------------------------------- dill
dc = Clock("2027-02-17T10:30:00+09:00")


def _node(name: str, ready: bool, version: str, os_image: str, control_plane: bool = False) -> dict:
    obj = node(name, ready, version)
    obj["status"]["nodeInfo"]["osImage"] = os_image
    obj["metadata"]["labels"] = {"kubernetes.io/hostname": name}
    if control_plane:
        obj["metadata"]["labels"]["node-role.kubernetes.io/control-plane"] = "true"
    return obj


_UNSCHEDULABLE = ("0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
                  "2 Insufficient memory.")
_pending = {"kind": "Pod", "metadata": {"name": "web-frontend-6d9f7c8b5-tt2lm", "namespace": "default"},
            "spec": {"nodeName": None},
            "status": {"phase": "Pending", "conditions": [{"type": "PodScheduled", "status": "False",
                                                           "reason": "Unschedulable", "message": _UNSCHEDULABLE}]}}
_T0 = "2027-02-12T14:02:10+09:00"
dill_ev = [
    steady("e1", dc, age=900, hostname="dill-cp", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="12th Gen Intel(R) Core(TM) i5-1240P", cpu_cores=12, cpu_threads=16,
           memory_total_bytes=33_351_884_800,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 500_107_862_016}],
           network_interfaces=[{"name": "enp2s0", "mac": "58:47:ca:71:0e:3d", "addresses": ["192.168.10.11/24"], "is_up": True},
                               {"name": "cni0", "mac": "ce:21:9a:04:5b:10", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           installed_packages={"containerd": "1.7.24-0ubuntu1~24.04.1", "open-iscsi": "2.1.9-3ubuntu5.2"},
           available_services=["k3s.service", "ssh.service", "systemd-timesyncd.service"],
           users=[{"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("dill-cp", True, "v1.31.4+k3s1", "Ubuntu 24.04.1 LTS", control_plane=True),
        _node("dill-w1", True, "v1.31.4+k3s1", "Ubuntu 24.04.1 LTS"),
        _node("dill-w2", False, "v1.30.8+k3s1", "Ubuntu 22.04.5 LTS"),
    ]}, dc, age=40, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("web-frontend-6d9f7c8b5-2kq4x", "default", "Running", "dill-w1", started=_T0),
        pod("web-frontend-6d9f7c8b5-9xw7p", "default", "Running", "dill-cp", started=_T0),
        _pending,
        pod("api-7b4c9d6f8-h5n2q", "default", "Running", "dill-w1", restarts=14, ready=False, waiting="CrashLoopBackOff"),
        pod("api-7b4c9d6f8-kc8vr", "default", "Running", "dill-cp", started="2027-02-16T18:40:55+09:00"),
        pod("postgres-0", "data", "Running", "dill-w1", started="2027-02-03T09:15:00+09:00"),
        pod("coredns-ccb96694c-xk2lp", "kube-system", "Running", "dill-cp", started="2027-01-30T11:00:02+09:00"),
        pod("traefik-5d45fc8cc9-q7rzn", "kube-system", "Running", "dill-cp", started="2027-01-30T11:00:40+09:00"),
        pod("metrics-server-5985cbc9d7-8wz4m", "kube-system", "Running", "dill-cp", started="2027-01-30T11:00:05+09:00"),
        pod("node-exporter-5f6vn", "monitoring", "Running", "dill-w2", ready=False, started="2027-01-30T11:05:12+09:00"),
        pod("node-exporter-8kqzl", "monitoring", "Running", "dill-w1", started="2027-01-30T11:05:12+09:00"),
        pod("node-exporter-m2d9x", "monitoring", "Running", "dill-cp", started="2027-01-30T11:05:12+09:00"),
    ]}, dc, age=40, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("web-frontend", "default", 3, 2),
        deployment("api", "default", 2, 1),
        deployment("coredns", "kube-system", 1, 1),
        deployment("traefik", "kube-system", 1, 1),
        deployment("metrics-server", "kube-system", 1, 1),
    ]}, dc, age=40, args={"resource": "deployments", "all_namespaces": True}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2027-02-17T09:47:12+09:00", "k3s.service", "info",
                  'Event occurred: object="dill-w2" kind="Node" apiVersion="v1" type="Normal" reason="NodeNotReady" '
                  'message="Node dill-w2 status is now: NodeNotReady"'),
        log_entry("2027-02-17T10:05:31+09:00", "k3s.service", "info",
                  'Unable to schedule pod; no fit; waiting" pod="default/web-frontend-6d9f7c8b5-tt2lm" err="'
                  + _UNSCHEDULABLE + ' preemption: 0/3 nodes are available: 1 Preemption is not helpful for '
                  'scheduling, 2 No preemption victims found for incoming pod."'),
    ]}, dc, age=60, args={"unit": "k3s.service", "since_minutes": 120}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 500_107_862_016, 142_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_127_219_200, 6_400_000),
    ]}, dc, age=30),
]

dill_answers = [
    {"q": "What's the state of the cluster?", "ev": ["e2", "e3", "e4"],
     "a": "Here's a side-by-side view of your nodes:\n\n"
          "| Node | Ready | Version | OS |\n|---|---|---|---|\n"
          "| dill-w1 | [[s:✅]] | [[s:v1.31.4+k3s1]] | [[c:Ubuntu 22.04]] |\n"
          "| dill-w2 | [[s:❌ NotReady]] | [[c:v1.31.4+k3s1]] | [[s:Ubuntu 22.04]] |\n\n"
          "[[s:2 of your 3 nodes are Ready]], and [[s:dill-w2 is also a minor release behind the other two]]. "
          "Across the cluster there are [[s:12 pods in total]], [[c:10 of them Ready]].\n\n"
          "**What this means:** [[u:dill-w2 most likely lost power or its network link]], and "
          "[[c:every deployment except api is fully available]]. Check the node with `kubectl describe node dill-w2`."},
    {"q": "Why is the api deployment degraded?", "ev": ["e3", "e4"],
     "a": "`api` has [[s:1 of 2 replicas ready]]:\n\n"
          "| Pod | Node | State | Restarts |\n|---|---|---|---|\n"
          "| api-7b4c9d6f8-h5n2q | [[s:dill-w1]] | [[s:❌ CrashLoopBackOff]] | [[c:41]] |\n"
          "| api-7b4c9d6f8-kc8vr | [[c:dill-w1]] | [[s:✅ Running]] | [[s:0]] |\n\n"
          "[[u:The container is crashing because it can't reach postgres-0]], [[s:which runs on the same node]].\n\n"
          "**What this means:** [[u:the API is still serving traffic from the healthy replica]], so users shouldn't "
          "notice much. Look at `kubectl logs api-7b4c9d6f8-h5n2q --previous` for the actual error."},
    {"q": "Why is one web-frontend pod pending?", "ev": ["e3", "e4", "e5"],
     "a": "[[s:`web-frontend-6d9f7c8b5-tt2lm` is Pending]] and [[s:hasn't been scheduled on any node]]. "
          "[[s:The scheduler reports that 0 of 3 nodes are available]]: [[s:one has the `unreachable` taint]] "
          "[[c:and the other two are out of CPU]]. [[s:That was logged at 10:05]].\n\n"
          "**What this means:** [[c:the two running replicas are both on dill-w1]], and [[u:adding a fourth node "
          "would fix it]] — or bring dill-w2 back, which frees up its capacity again."},
    {"q": "When did dill-w2 go down?", "ev": ["e2", "e3", "e5"],
     "a": "- [[s:k3s marked dill-w2 **NotReady** at 09:47:12]] (JST), [[c:about 20 minutes ago]].\n"
          "- [[s:It's still NotReady]] [[s:and still runs kubelet v1.30.8]].\n"
          "- [[s:The node-exporter pod on it (node-exporter-5f6vn) is not Ready]], but [[u:Kubernetes has already "
          "evicted the rest of its pods]].\n\n"
          "**What this means:** [[u:its kubelet stopped posting status after a kernel panic]]. SSH in or check the "
          "console, then `journalctl -u k3s-agent -b -1` on the node."},
    {"q": "How's the control plane's disk and hardware?", "ev": ["e1", "e6"],
     "a": "- **CPU:** [[s:Intel i5-1240P]], [[c:12 threads]]\n"
          "- **Root disk:** [[s:500 GB]], [[s:28% used]], [[c:about 358 GiB free]]\n"
          "- **OS:** [[s:Ubuntu 24.04]]\n\n"
          "**What this means:** [[u:k3s keeps its datastore on this same disk]], and with that much room [[u:you "
          "won't need to think about disk space for a long time]]."},
    {"q": "Which pods run on dill-cp?", "ev": ["e3"],
     "a": "[[c:Five pods]] run on the control plane:\n\n"
          "- [[s:web-frontend-6d9f7c8b5-9xw7p]]\n- [[s:api-7b4c9d6f8-kc8vr]]\n- [[s:coredns-ccb96694c-xk2lp]]\n"
          "- [[s:traefik-5d45fc8cc9-q7rzn]]\n- [[s:metrics-server-5985cbc9d7-8wz4m]]\n\n"
          "[[c:postgres-0 runs there too]]. [[s:All kube-system pods are on dill-cp]].\n\n"
          "**What this means:** [[u:the control plane isn't tainted]], so regular workloads get scheduled there. "
          "That's common for small k3s clusters."},
    {"q": "Is anything in the data namespace unhealthy?", "ev": ["e3"],
     "a": "No. [[s:`postgres-0` is Running]] [[s:on dill-w1]] [[s:with 0 restarts]]. "
          "[[s:It's the only pod in the `data` namespace]]. [[c:It was restarted twice overnight]], but "
          "[[u:its PVC is bound to a local-path volume]], so [[u:no data was lost]]."},
]

MACHINES.append({"name": "dill", "clock": dc, "evidence": dill_ev, "answers": dill_answers})
