"""34th generation (written blind): ukko, tapio, louhi, sampo, tuonela.

Written by a helper who read only the spec, the corpus README, `_evidence.py`, `build_corpus.py` and the
tool modules' data shapes — never the wrapper, its tests, the other scenario files or the JSONL splits — and
scored once as unseen data. Answers are written the way 3-14B local models answer: tables with status emoji,
key/value lines, headings, long paragraphs, rounding, hedged guesses, citations of evidence ids (some
wrong) and suggested commands.

ukko — Ubuntu 24.04 home server and Docker host in Helsinki (+02:00) at 21:40 on a Saturday. Steady state
(40 minutes old, nothing stale), system info (up 19 days), every container (jellyfin, nextcloud, its MariaDB,
uptime-kuma running; pihole restarting; immich-server exited 137 two hours ago), dockerd's journal for the last
three hours (a manual stop of immich-server forced with SIGKILL; four "address already in use" errors for
pihole's port 53 from 21:02), the complete listening/connection table (dnsmasq on 0.0.0.0:53 next to
systemd-resolved's stubs, Tailscale on UDP 41641), disk usage (a 3 TB media disk 90% full) and a week of
package history (Docker 27.5.1 on Wednesday, Tailscale on Thursday, dnsmasq installed 45 minutes ago).

tapio — Fedora 41 laptop in Vancouver (-08:00) at 09:15. The steady snapshot is an hour old and its
`packages` source is stale (dnf upgraded firefox, podman and installed a kernel at 08:40). Fresh system info
(load rising, 72% memory), the top six processes by memory (cut, 387 in all: ollama 5.9 GB as user ollama,
firefox, a Gradle daemon at 41% CPU), every loaded service (complete: only dnf-makecache failed; sshd
disabled), dnf-makecache's log (could not resolve the mirror at 07:14), Btrfs disk usage, and network traffic
seven minutes old (stale).

louhi — Debian 12 PostgreSQL 16 server (UTC) at 03:25. Steady state (two hours old, fresh sources), the
postgresql@16-main and pgbouncer units (pgbouncer restarted at 02:57:44), eight warning-or-worse Postgres log
lines of the last two hours (cut at the limit), disk usage (data XFS 81%), disk I/O ten minutes old (stale),
fourteen lines of postgresql.conf, the top postgres backends by CPU (cut, 187 matching), system info (load
14.8, booted 30 January) and 30 days of package history (pgbouncer upgraded at 02:57:31).

sampo — k3s cluster seen from its Ubuntu 22.04 control plane in Tokyo (+09:00) at 16:05. Steady state, the
three nodes (sampo-w2 NotReady on an older k3s), all 14 pods, deployments (api 1/2 ready, grafana 0/1),
events (api BackOff x61 and liveness failures x43, grafana FailedScheduling x18 for memory and the unreachable
taint, sampo-w2 NodeNotReady at 14:41), Services (web-frontend LoadBalancer 192.168.1.240:80 -> 8080,
NodePort 31080; redis headless), k3s's journal, system info more than eight minutes old (stale), and a
second read of sampo-w2 alone, ten seconds old, that says Ready: with the 30-second-old listing it conflicts.

tuonela — Arch Linux GitLab CI runner (rootless Podman) in Sydney (+11:00) at 08:50 on a Sunday. Steady state
90 minutes old with the `users` source stale, the gitlab-runner unit (since Thursday 22:31), top six processes
by CPU (rustc, cc1plus, a vite build; 498 in all), system info eleven minutes old (stale), disk usage (86.5%),
three running build containers (two for project 42, one for project 57), the runner's journal for the last
hour (exit 137, a Docker Hub rate limit, new jobs picked up since), its config.toml (concurrent 4, docker
executor on the Podman socket, memory 8g) and a week of pacman history.
"""

from __future__ import annotations

from _evidence import (GB, GiB, Clock, box, connection, fs, item, listener, log_entry, package_event, pod,
                       processes, steady, system_info, unit, deployment)

# ---------------------------------------------------------------------------------------------- ukko
C1 = Clock("2026-02-14T21:40:00+02:00")
UKKO_MEM = 16_612_376_576

UKKO_EVIDENCE = [
    steady("e1", C1, age=2400, hostname="ukko", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=UKKO_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 490_577_010_688},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 3_000_457_228_288},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_999_168}],
           network_interfaces=[
               {"name": "eno1", "mac": "6c:4b:90:3a:11:d2", "addresses": ["192.168.50.10/24"], "is_up": True},
               {"name": "docker0", "mac": "02:42:8e:51:0c:7a", "addresses": ["172.17.0.1/16"], "is_up": True},
               {"name": "tailscale0", "mac": None, "addresses": ["100.88.14.3/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
           installed_packages={"docker-ce": "5:27.5.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.25-1",
                               "openssh-server": "1:9.6p1-3ubuntu13.8", "samba": "2:4.19.5+dfsg-4ubuntu9",
                               "tailscale": "1.80.2", "smartmontools": "7.4-2build1",
                               "dnsmasq": "2.90-2build2"},
           available_services=["docker.service", "containerd.service", "ssh.service", "smbd.service",
                               "tailscaled.service", "dnsmasq.service", "systemd-resolved.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "pekka", "uid": 1000, "gid": 1000, "home": "/home/pekka", "shell": "/bin/bash"},
                  {"name": "aino", "uid": 1001, "gid": 1001, "home": "/home/aino", "shell": "/usr/bin/zsh"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["pekka"]},
                   {"name": "docker", "gid": 988, "members": ["pekka"]},
                   {"name": "sambashare", "gid": 120, "members": ["pekka", "aino"]}]),
    item("e2", "linux_system_info",
         system_info(18.4, [1.12, 0.94, 0.88], 1_655_975, "2026-01-26T17:40:00+02:00", UKKO_MEM, 5_905_580_032,
                     4_294_967_296, 612_368_384), C1, age=25),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("3f0a9c2e71b4", "jellyfin", "jellyfin/jellyfin:10.10.5", "running", "Up 6 days",
            "2026-01-20T10:14:03+02:00", ["0.0.0.0:8096->8096/tcp"]),
        box("8b1d4e6f0a93", "nextcloud", "nextcloud:30-apache", "running", "Up 6 days",
            "2026-01-02T15:40:27+02:00", ["0.0.0.0:8080->80/tcp"]),
        box("c7e25a0d9f18", "nextcloud-db", "mariadb:11.4", "running", "Up 6 days", "2026-01-02T15:40:22+02:00"),
        box("9a2b7c3d4e5f", "pihole", "pihole/pihole:2024.07.0", "restarting", "Restarting (1) 12 seconds ago",
            "2025-11-08T12:03:51+02:00"),
        box("5e1c0a7b9d22", "immich-server", "ghcr.io/immich-app/immich-server:v1.125.7", "exited",
            "Exited (137) 2 hours ago", "2026-02-07T09:22:10+02:00"),
        box("d41f8e2c6b07", "uptime-kuma", "louislam/uptime-kuma:1", "running", "Up 3 hours",
            "2025-12-29T18:12:44+02:00", ["0.0.0.0:3001->3001/tcp"]),
    ]}, C1, age=40, args={"all": True}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-02-14T18:40:31+02:00", "docker.service", "info",
                  'time="2026-02-14T16:40:31.552Z" level=info msg="Container d41f8e2c6b07 started" name=uptime-kuma'),
        log_entry("2026-02-14T19:38:47+02:00", "docker.service", "info",
                  'time="2026-02-14T17:38:47.104Z" level=info msg="Container failed to exit within 10s of '
                  'signal 15 - using the force" container=5e1c0a7b9d22'),
        log_entry("2026-02-14T19:38:47+02:00", "docker.service", "warning",
                  'time="2026-02-14T17:38:47.311Z" level=warning msg="ShouldRestart failed, container will not be '
                  'restarted" container=5e1c0a7b9d22 daemonShuttingDown=false error="restart canceled" '
                  'execDuration=6h2m11s exitStatus="{137 2026-02-14 17:38:47 +0000 UTC}" '
                  'hasBeenManuallyStopped=true restartCount=0'),
        log_entry("2026-02-14T21:02:17+02:00", "docker.service", "err",
                  'level=error msg="Handler for POST /v1.47/containers/9a2b7c3d4e5f/start returned error: driver '
                  'failed programming external connectivity on endpoint pihole: failed to bind port 0.0.0.0:53/tcp: '
                  'Error starting userland proxy: listen tcp4 0.0.0.0:53: bind: address already in use"'),
        log_entry("2026-02-14T21:09:40+02:00", "docker.service", "err",
                  'level=error msg="failed to start container" container=9a2b7c3d4e5f error="driver failed '
                  'programming external connectivity on endpoint pihole: failed to bind port 0.0.0.0:53/tcp: '
                  'Error starting userland proxy: listen tcp4 0.0.0.0:53: bind: address already in use"'),
        log_entry("2026-02-14T21:21:05+02:00", "docker.service", "err",
                  'level=error msg="failed to start container" container=9a2b7c3d4e5f error="driver failed '
                  'programming external connectivity on endpoint pihole: failed to bind port 0.0.0.0:53/tcp: '
                  'Error starting userland proxy: listen tcp4 0.0.0.0:53: bind: address already in use"'),
        log_entry("2026-02-14T21:39:48+02:00", "docker.service", "err",
                  'level=error msg="failed to start container" container=9a2b7c3d4e5f error="driver failed '
                  'programming external connectivity on endpoint pihole: failed to bind port 0.0.0.0:53/tcp: '
                  'Error starting userland proxy: listen tcp4 0.0.0.0:53: bind: address already in use"'),
    ]}, C1, age=45, args={"unit": "docker.service", "since_minutes": 180}),
    item("e5", "linux_network_info", {
        "interfaces": [
            {"name": "eno1", "mac": "6c:4b:90:3a:11:d2", "addresses": ["192.168.50.10/24"], "is_up": True},
            {"name": "docker0", "mac": "02:42:8e:51:0c:7a", "addresses": ["172.17.0.1/16"], "is_up": True},
            {"name": "tailscale0", "mac": None, "addresses": ["100.88.14.3/32"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"),
            listener(53, "0.0.0.0", 240511, "dnsmasq"),
            listener(53, "0.0.0.0", 240511, "dnsmasq", proto="udp"),
            listener(53, "127.0.0.53", 688, "systemd-resolve"),
            listener(53, "127.0.0.53", 688, "systemd-resolve", proto="udp"),
            listener(53, "127.0.0.54", 688, "systemd-resolve"),
            listener(139, "0.0.0.0", 1390, "smbd"),
            listener(445, "0.0.0.0", 1390, "smbd"),
            listener(3001, "0.0.0.0", 410222, "docker-proxy"),
            listener(8080, "0.0.0.0", 3050, "docker-proxy"),
            listener(8096, "0.0.0.0", 3012, "docker-proxy"),
            listener(41641, "0.0.0.0", 977, "tailscaled", proto="udp"),
        ],
        "connections": [
            connection("192.168.50.10:22", "192.168.50.23:50110", 238877, "sshd"),
            connection("192.168.50.10:445", "192.168.50.23:51544", 1412, "smbd"),
            connection("192.168.50.10:8096", "192.168.50.31:60212", 3012, "docker-proxy"),
        ]}, C1, age=30),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 490_577_010_688, 201_326_592_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_553_600),
        fs("/dev/sda1", "/srv/media", "ext4", 3_000_457_228_288, 2_712_000_000_000),
    ]}, C1, age=35),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-02-11T06:12:33+02:00", "upgrade", "docker-ce", "5:27.4.1-1~ubuntu.24.04~noble",
                      "5:27.5.1-1~ubuntu.24.04~noble"),
        package_event("2026-02-11T06:12:35+02:00", "upgrade", "containerd.io", "1.7.24-1", "1.7.25-1"),
        package_event("2026-02-12T06:09:02+02:00", "upgrade", "tailscale", "1.78.1", "1.80.2"),
        package_event("2026-02-13T19:02:10+02:00", "install", "smartmontools", None, "7.4-2build1"),
        package_event("2026-02-14T20:55:41+02:00", "install", "dnsmasq", None, "2.90-2build2"),
    ]}, C1, age=40, args={"since_days": 7}),
]

UKKO_ANSWERS = [
    {"q": "What's running in Docker right now?", "ev": ["e3"],
     "a": "Hey! Here's what Docker reports on **ukko** right now:\n\n"
          "| Container | Status |\n|---|---|\n"
          "| jellyfin | [[s:✅ Up 6 days]] |\n"
                    "| nextcloud-db ([[c:MariaDB 10.11]]) | [[s:✅ Up 6 days]] |\n"
          "| uptime-kuma | [[c:✅ Up 3 days]] |\n"
          "| pihole | [[c:❌ Exited]] |\n\n"
          "[[s:So 4 of your 6 containers are up]]. `immich-server` [[s:exited with code 137]] "
          "[[s:about two hours ago]], [[u:which usually means it ran out of memory]]. "
          "Want me to pull the pihole logs?"},
    {"q": "pihole keeps restarting, why?", "ev": ["e3", "e4", "e5", "e7"],
     "a": "Looks like **pihole** is stuck in a restart loop ([[s:Docker shows it as `Restarting (1) 12 seconds ago`]]). "
          "The Docker daemon log has the reason:\n\n"
          "> failed to bind port 0.0.0.0:53/tcp: Error starting userland proxy: listen tcp4 0.0.0.0:53: bind: "
          "address already in use\n\n"
          "- [[s:This error first showed up at 21:02]] and [[c:has repeated 6 times since]].\n"
          "- [[s:Port 53 on all addresses is held by `dnsmasq` (PID 240511)]].\n"
          "- [[s:dnsmasq was installed tonight at 20:55]], [[u:probably pulled in as a dependency of something "
          "else]].\n"
          "- [[c:systemd-resolved only listens on 127.0.0.53]], so it isn't the one in the way.\n\n"
          "It isn't the Docker upgrade either: [[s:docker-ce went from 27.4.1 to 27.5.1]] [[c:on Tuesday "
          "morning]], days before the first error.\n\n"
          "**Fix:** stop dnsmasq (`sudo systemctl disable --now dnsmasq`) and then `docker restart pihole`."},
    {"q": "How are RAM and disks looking on ukko?", "ev": ["e1", "e2", "e6"],
     "a": "**Memory:** [[s:10.0 GiB used of 15.5 GiB]]\n"
          "**Swap:** [[c:about 1.5 GiB in use]]\n"
          "**/** ([[c:491 GiB]] NVMe): [[s:188 GiB used]], [[s:~270 GiB free]]\n"
          "**/srv/media:** [[s:90% full]] — [[c:only about 150 GB left]]\n\n"
          "[[s:/srv/media is the fullest filesystem]], [[c:with /boot/efi close behind]]. "
          "[[u:The media disk is a WD Red]], by the way. Otherwise the box is relaxed."},
    {"q": "What ports are open on ukko?", "ev": ["e5"],
     "a": "Here's what's listening:\n\n"
          "- [[s:**22** — sshd, on all interfaces]]\n"
          "- [[s:**139** and **445** — Samba (`smbd`)]]\n"
          "- **3001**, **8080**, **8096** — [[s:all `docker-proxy`]] ([[u:Uptime Kuma, Nextcloud and Jellyfin]])\n"
          "- [[c:**5432** — PostgreSQL, localhost only]]\n"
          "- [[c:**41641/tcp** — Tailscale]]\n\n"
          "[[s:There are 3 established connections]]; "
          "[[c:nobody is connected over SSH right now]]. [[u:Your router forwards 8096 to the internet]], so "
          "Jellyfin is the one to keep patched."},
    {"q": "what changed on ukko this week?", "ev": ["e7", "e1"],
     "a": "Package changes over the last 7 days:\n\n"
          "1. [[s:Docker was upgraded to 27.5.1]] [[s:on Wednesday]] (together with [[c:containerd 1.7.26]])\n"
          "2. [[s:Tailscale 1.78.1 → 1.80.2]] [[c:on Thursday the 13th]]\n"
          "3. [[s:smartmontools was installed yesterday evening]]\n"
          "4. [[s:dnsmasq got installed about 45 minutes ago]]\n\n"
          "[[s:5 package changes in total]]. [[u:The Docker and Tailscale updates came in "
          "through unattended-upgrades]]."},
    {"q": "Who can run docker commands on ukko?", "ev": ["e1"],
     "a": "Only root and members of the `docker` group can talk to the Docker socket. On ukko:\n\n"
          "- [[s:**pekka** (uid 1000) is in `docker`]]\n"
          "- [[c:**aino** is in `docker` as well]]\n"
          "- [[s:pekka is also in `sudo`]]\n\n"
          "A few more details: [[s:aino's shell is zsh]]; [[s:pekka's home is `/home/pekka`]] and "
          "[[c:he uses zsh too]]. [[c:There are three regular user "
          "accounts]] in total."},
    {"q": "Is immich down? it was working this morning", "ev": ["e3", "e4", "e2"],
     "a": "Yes, [[s:`immich-server` is down]] — [[s:it exited with code 137]] [[s:at 19:38]], "
          "[[s:after running for about 6 hours]]. Most likely [[c:the kernel OOM killer took it out]]; "
          "[[s:memory is at ~64% now]] [[u:but it was probably much higher during a thumbnail job]]. "
          "[[c:Docker tried to restart it 3 times]] and then gave up.\n\n"
          "You can bring it back with `docker start immich-server` and watch `docker logs -f immich-server`."},
]

# ---------------------------------------------------------------------------------------------- tapio
C2 = Clock("2026-02-14T09:15:00-08:00")
TAPIO_MEM = 32_853_106_688

TAPIO_EVIDENCE = [
    steady("e1", C2, age=3600, hostname="tapio", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.12.11-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=TAPIO_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_022_903_713_792},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 1_022_903_713_792},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
           network_interfaces=[{"name": "wlp1s0", "mac": "8c:17:59:a2:4e:01", "addresses": ["10.0.0.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.0.0.1",
           installed_packages={"firefox": "134.0.2-1.fc41", "podman": "5.3.2-1.fc41",
                               "code": "1.97.1-1738767553.el8", "NetworkManager": "1:1.50.2-1.fc41",
                               "flatpak": "1.15.12-1.fc41", "kernel-core": "6.12.11-200.fc41"},
           available_services=["NetworkManager.service", "bluetooth.service", "cups.service", "sshd.service",
                               "ollama.service", "power-profiles-daemon.service", "dnf-makecache.service",
                               "fwupd.service", "podman.service", "gdm.service", "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "marja", "uid": 1000, "gid": 1000, "home": "/home/marja", "shell": "/bin/bash"},
                  {"name": "ollama", "uid": 973, "gid": 973, "home": "/usr/share/ollama", "shell": "/bin/false"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["marja"]}],
           stale_sources=["packages"]),
    item("e2", "linux_system_info",
         system_info(34.0, [2.41, 1.87, 1.30], 7485, "2026-02-14T07:10:00-08:00", TAPIO_MEM, 9_126_805_504,
                     8_589_934_592, 1_503_238_553), C2, age=15),
    item("e3", "linux_processes", processes(387, TAPIO_MEM, [
        (3377, "ollama", "ollama", 0.8, 5_906_000_000, "2026-02-14T07:12:03-08:00", "/usr/local/bin/ollama serve"),
        (4121, "firefox", "marja", 12.3, 2_980_000_000, "2026-02-14T07:20:44-08:00", "/usr/lib64/firefox/firefox"),
        (7342, "java", "marja", 41.0, 2_415_919_104, "2026-02-14T08:55:10-08:00",
         "/usr/lib/jvm/java-21-openjdk/bin/java -Xmx3g -Dfile.encoding=UTF-8 -cp gradle-daemon-main-8.12.jar "
         "org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.12"),
        (5230, "code", "marja", 6.1, 1_288_490_188, "2026-02-14T07:25:02-08:00",
         "/usr/share/code/code --type=renderer"),
        (2210, "gnome-shell", "marja", 4.4, 612_368_384, "2026-02-14T07:11:15-08:00", "/usr/bin/gnome-shell"),
        (6120, "Isolated Web Co", "marja", 2.0, 540_000_000, "2026-02-14T08:02:31-08:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 14 -isForBrowser tab"),
    ]), C2, age=15, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_service_status", {"units": [
        unit("dnf-makecache.service", "failed", "failed", "static", None, None, "dnf makecache"),
        unit("bluetooth.service", "active", "running", "enabled", 1005, "2026-02-14T07:10:19-08:00",
             "Bluetooth service"),
        unit("cups.service", "active", "running", "enabled", 1422, "2026-02-14T07:11:02-08:00",
             "CUPS Scheduler"),
        unit("firewalld.service", "active", "running", "enabled", 998, "2026-02-14T07:10:18-08:00",
             "firewalld - dynamic firewall daemon"),
        unit("fwupd.service", "inactive", "dead", "static", None, None, "Firmware update daemon"),
        unit("gdm.service", "active", "running", "enabled", 1480, "2026-02-14T07:10:24-08:00",
             "GNOME Display Manager"),
        unit("NetworkManager.service", "active", "running", "enabled", 1012, "2026-02-14T07:10:21-08:00",
             "Network Manager"),
        unit("ollama.service", "active", "running", "enabled", 3377, "2026-02-14T07:12:03-08:00",
             "Ollama Service"),
        unit("podman.service", "inactive", "dead", "disabled", None, None, "Podman API Service"),
        unit("power-profiles-daemon.service", "active", "running", "enabled", 1003,
             "2026-02-14T07:10:19-08:00", "Power Profiles daemon"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
    ], "total": 11, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        C2, age=15),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1_022_903_713_792, 611_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 1_022_903_713_792, 611_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 392_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 19_922_944),
    ]}, C2, age=15),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 1200, "tx_bytes_per_s": 1200},
        {"name": "wlp1s0", "rx_bytes_per_s": 5_400_000, "tx_bytes_per_s": 210_000},
    ]}, C2, age=420, args={"interval_seconds": 1}),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-02-14T08:40:12-08:00", "upgrade", "firefox", "134.0.2-1.fc41", "135.0-1.fc41"),
        package_event("2026-02-14T08:40:15-08:00", "upgrade", "podman", "5:5.3.2-1.fc41", "5:5.4.0-1.fc41"),
        package_event("2026-02-14T08:40:31-08:00", "install", "kernel-core", None, "6.12.13-200.fc41"),
    ]}, C2, age=20, args={"since_days": 2}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "dnf-makecache.service", "entries": [
        log_entry("2026-02-14T07:14:53-08:00", "dnf-makecache.service", "info", "Updating and loading repositories:"),
        log_entry("2026-02-14T07:14:55-08:00", "dnf-makecache.service", "err",
                  "Curl error (6): Couldn't resolve host name for https://mirrors.fedoraproject.org/metalink?"
                  "repo=updates-released-f41&arch=x86_64 [Could not resolve host: mirrors.fedoraproject.org]"),
        log_entry("2026-02-14T07:14:55-08:00", "dnf-makecache.service", "err",
                  "Failed to download metadata (metalink: \"https://mirrors.fedoraproject.org/metalink?"
                  "repo=updates-released-f41&arch=x86_64\") for repository \"updates\""),
        log_entry("2026-02-14T07:14:55-08:00", "dnf-makecache.service", "notice",
                  "dnf-makecache.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-14T07:14:55-08:00", "dnf-makecache.service", "warning",
                  "dnf-makecache.service: Failed with result 'exit-code'."),
    ]}, C2, age=20, args={"unit": "dnf-makecache.service", "since_minutes": 180}),
]

TAPIO_ANSWERS = [
    {"q": "Why is my fan going crazy?", "ev": ["e2", "e3"],
     "a": "Your CPU is fairly busy — [[s:about 34% overall]] — and [[s:the load average has been climbing]]. From the process list:\n\n"
          "1. `java` ([[s:a Gradle daemon]]) [[s:is using 41% CPU]], [[u:the most of anything on the system]].\n"
          "2. [[c:Ollama is also busy at around 25% CPU]] [[s:and holds ~5.9 GB of RAM]].\n\n"
          "[[s:The Gradle daemon started at 08:55]], [[u:so it's probably still "
          "compiling your project]]. [[c:Memory is tight too — you've got under 5 GB available]].\n\n"
          "If the build is done, `./gradlew --stop` will kill the daemon."},
    {"q": "What's using the most memory?", "ev": ["e3", "e1"],
     "a": "Top memory users right now:\n\n"
          "| # | Process | RSS |\n|---|---|---|\n"
          "| 1 | ollama | [[s:5.5 GiB]] |\n"
          "| 2 | firefox | [[c:3.2 GiB]] |\n"
          "| 3 | java (Gradle) | [[s:2.25 GiB]] |\n"
          "| 4 | code | [[s:1.2 GiB]] |\n\n"
          "[[c:All four run as you (marja)]]. [[s:ollama alone is about 18% of your RAM]] — it keeps the last model loaded. [[s:You have 32 GB]], and "
          "[[c:together the top four take more than half of it]]. [[c:GNOME Shell doesn't even make the top "
          "five]].\n\n"
          "Tip: `ollama stop <model>` frees that memory straight away."},
    {"q": "Did any services fail?", "ev": ["e4", "e8"],
     "a": "Yes, one: [[s:**dnf-makecache.service** is in a failed state]]. [[s:Its log says it couldn't resolve "
          "mirrors.fedoraproject.org]] [[s:at 07:14]], [[u:probably because the Wi-Fi wasn't connected yet right "
          "after boot]]. It's harmless — it just refreshes the package cache.\n\n"
          "| Service | State |\n|---|---|\n"
                    "| sshd | [[s:⏹ stopped]] |\n"
          "| podman | [[c:❌ failed]] |\n\n"
          "[[s:That's the only failed unit]] [[s:out of 11]]. [[c:sshd is enabled at boot]], though, so it'll come "
          "back after a reboot. Run `systemctl reset-failed dnf-makecache` to clear it."},
    {"q": "What did this morning's update install?", "ev": ["e7", "e1"],
     "a": "This morning's `dnf upgrade` ([[s:at 08:40]]) did:\n\n"
          "- [[s:Firefox 134.0.2 → 135.0]]\n"
          "- [[c:Podman 5.3.2 → 5.3.3]]\n"
          "- [[s:a new kernel, 6.12.13-200.fc41]]\n\n"
          "[[s:You're still booted into 6.12.11]], so [[s:the new kernel isn't running yet]]. [[c:That was 4 "
          "packages in total]]. [[t:VS Code is at "
          "1.97.1]] if you were wondering. Reboot when convenient."},
    {"q": "How much free disk do I have?", "ev": ["e5", "e1"],
     "a": "Your NVMe has a single Btrfs filesystem shared by / and /home:\n\n"
          "- **Size:** [[c:1 TiB]]\n"
          "- **Used:** [[s:611 GB]] ([[s:~60%]])\n"
          "- **Free:** [[s:about 412 GB]]\n\n"
          "[[s:/boot is 38% full]] and [[s:/boot/efi is barely used "
          "(3%)]]. [[u:Btrfs compression is on, so the real data is a bit bigger than that]]. "
          "`sudo btrfs filesystem usage /` gives the detailed picture."},
    {"q": "Is something downloading? The network feels busy", "ev": ["e6", "e2"],
     "a": "Looks like it: [[t:wlp1s0 is receiving about 5.4 MB/s]] and [[t:sending ~210 KB/s]], while "
          "[[t:loopback is basically idle]]. [[u:That's most likely Firefox Sync or a Flatpak update]]. "
          "The rest of the system is fine — [[c:CPU is idle at ~3%]], [[s:swap use is about 1.4 GiB]] and "
          "[[s:you've been up for about 2 hours]]. `nethogs wlp1s0` will show which process is pulling data."},
    {"q": "what version of firefox and podman do I have?", "ev": ["e1"],
     "a": "According to the system snapshot:\n\n"
          "- Firefox: [[t:134.0.2]]\n- Podman: [[t:5.3.2]]\n- Flatpak: [[t:1.15.12]]\n\n"
          "[[s:You're on Fedora 41]] [[s:with kernel 6.12.11]]. [[c:This is an Intel laptop]] "
          "([[s:8 cores / 16 threads]])."},
]

# ---------------------------------------------------------------------------------------------- louhi
C3 = Clock("2026-02-14T03:25:00+00:00")
LOUHI_MEM = 135_057_223_680


def _pg(pid, cpu, rss, started, cmd):
    return (pid, "postgres", "postgres", cpu, rss, started, cmd)


LOUHI_EVIDENCE = [
    steady("e1", C3, age=7200, hostname="louhi", domain="db.internal", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-30-amd64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=LOUHI_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 255_550_701_568},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 3_840_000_000_000}],
           network_interfaces=[{"name": "ens1f0", "mac": "b4:96:91:0c:22:e0", "addresses": ["10.20.0.15/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-16": "16.6-1.pgdg120+1", "pgbouncer": "1.23.1-1.pgdg120+1",
                               "prometheus-node-exporter": "1.5.0-1+b6", "openssh-server": "1:9.2p1-2+deb12u4",
                               "libpq5": "16.6-1.pgdg120+1"},
           available_services=["postgresql@16-main.service", "pgbouncer.service", "ssh.service",
                               "prometheus-node-exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 104, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "ilmari", "uid": 1000, "gid": 1000, "home": "/home/ilmari", "shell": "/bin/bash"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "adm", "gid": 4, "members": ["ilmari"]},
                   {"name": "sudo", "gid": 27, "members": ["ilmari"]},
                   {"name": "ssl-cert", "gid": 109, "members": ["postgres"]}]),
    item("e2", "linux_service_status",
         unit("postgresql@16-main.service", "active", "running", "enabled", 1183, "2026-01-30T04:12:51+00:00",
              "PostgreSQL Cluster 16-main"), C3, age=20, args={"name": "postgresql@16-main"}),
    item("e3", "linux_service_status",
         unit("pgbouncer.service", "active", "running", "enabled", 884211, "2026-02-14T02:57:44+00:00",
              "connection pooler for PostgreSQL"), C3, age=20, args={"name": "pgbouncer"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postgresql@16-main.service", "entries": [
        log_entry("2026-02-14T01:52:18+00:00", "postgresql@16-main.service", "err",
                  "2026-02-14 01:52:18.331 UTC [874402] app@shop ERROR:  deadlock detected"),
        log_entry("2026-02-14T02:55:41+00:00", "postgresql@16-main.service", "err",
                  "2026-02-14 02:55:41.020 UTC [886120] [unknown]@[unknown] FATAL:  remaining connection slots are "
                  "reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-02-14T02:55:41+00:00", "postgresql@16-main.service", "err",
                  "2026-02-14 02:55:41.406 UTC [886127] [unknown]@[unknown] FATAL:  remaining connection slots are "
                  "reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-02-14T02:55:43+00:00", "postgresql@16-main.service", "err",
                  "2026-02-14 02:55:43.118 UTC [886133] [unknown]@[unknown] FATAL:  remaining connection slots are "
                  "reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-02-14T02:57:59+00:00", "postgresql@16-main.service", "err",
                  "2026-02-14 02:57:59.870 UTC [887310] reporting@analytics FATAL:  password authentication "
                  "failed for user \"reporting\""),
        log_entry("2026-02-14T03:10:15+00:00", "postgresql@16-main.service", "err",
                  "2026-02-14 03:10:15.552 UTC [899821] app@shop ERROR:  canceling statement due to statement "
                  "timeout"),
        log_entry("2026-02-14T03:18:22+00:00", "postgresql@16-main.service", "warning",
                  "2026-02-14 03:18:22.004 UTC [902100] app@shop WARNING:  there is no transaction in progress"),
        log_entry("2026-02-14T03:21:40+00:00", "postgresql@16-main.service", "err",
                  "2026-02-14 03:21:40.779 UTC [887001] app@shop ERROR:  duplicate key value violates unique "
                  "constraint \"orders_pkey\""),
    ]}, C3, age=30, args={"unit": "postgresql@16-main", "since_minutes": 120, "priority": "warning", "limit": 8},
        complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 255_550_701_568, 48_318_382_080),
        fs("/dev/nvme1n1", "/var/lib/postgresql", "xfs", 3_840_000_000_000, 3_110_400_000_000),
    ]}, C3, age=25),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 182_000_000, "write_bytes_per_s": 96_500_000, "busy_percent": 88.5},
        {"device": "md0", "read_bytes_per_s": 12_000, "write_bytes_per_s": 850_000, "busy_percent": 1.2},
    ]}, C3, age=600, args={"interval_seconds": 1}),
    item("e7", "linux_file_read", {"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 14,
                                    "total_lines": 830, "lines": [
        "listen_addresses = '10.20.0.15,localhost'\t# what IP address(es) to listen on;",
        "port = 5432\t\t\t\t# (change requires restart)",
        "max_connections = 200\t\t\t# (change requires restart)",
        "superuser_reserved_connections = 3",
        "shared_buffers = 32GB\t\t\t# min 128kB",
        "huge_pages = try\t\t\t# on, off, or try",
        "work_mem = 64MB\t\t\t\t# min 64kB",
        "maintenance_work_mem = 2GB\t\t# min 1MB",
        "effective_cache_size = 96GB",
        "max_wal_size = 4GB",
        "min_wal_size = 1GB",
        "checkpoint_timeout = 15min\t\t# range 30s-1d",
        "statement_timeout = 300000\t\t# in milliseconds, 0 is disabled",
        "log_min_duration_statement = 2000",
    ]}, C3, age=40, args={"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 14}),
    item("e8", "linux_processes", processes(187, LOUHI_MEM, [
        _pg(901234, 98.7, 2_147_483_648, "2026-02-14T03:02:11+00:00",
            "postgres: 16/main: reporting analytics 10.20.0.41(51234) SELECT"),
        _pg(901877, 96.1, 1_932_735_283, "2026-02-14T03:05:40+00:00",
            "postgres: 16/main: reporting analytics 10.20.0.41(51302) SELECT"),
        _pg(887001, 44.0, 1_288_490_188, "2026-02-14T02:58:02+00:00",
            "postgres: 16/main: app shop 10.20.0.12(40112) UPDATE"),
        _pg(1190, 12.5, 33_930_000_000, "2026-01-30T04:12:51+00:00", "postgres: 16/main: checkpointer"),
        _pg(1192, 6.2, 268_435_456, "2026-01-30T04:12:51+00:00", "postgres: 16/main: walwriter"),
        _pg(902100, 5.0, 402_653_184, "2026-02-14T03:18:01+00:00",
            "postgres: 16/main: app shop 10.20.0.12(40388) idle in transaction"),
        _pg(1194, 1.1, 41_943_040, "2026-01-30T04:12:51+00:00", "postgres: 16/main: autovacuum launcher"),
        _pg(1183, 0.3, 218_103_808, "2026-01-30T04:12:51+00:00",
            "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main "
            "-c config_file=/etc/postgresql/16/main/postgresql.conf"),
    ]), C3, age=20, args={"name": "postgres", "sort": "cpu", "limit": 8}, complete=False),
    item("e9", "linux_system_info",
         system_info(61.2, [14.8, 12.3, 9.6], 1_293_278, "2026-01-30T04:10:02+00:00", LOUHI_MEM, 44_023_414_784,
                     0, 0), C3, age=20),
    item("e10", "linux_package_history", {"events": [
        package_event("2026-01-30T04:02:47+00:00", "upgrade", "postgresql-16", "16.5-1.pgdg120+1", "16.6-1.pgdg120+1"),
        package_event("2026-01-30T04:02:49+00:00", "upgrade", "libpq5", "16.5-1.pgdg120+1", "16.6-1.pgdg120+1"),
        package_event("2026-01-30T04:03:30+00:00", "install", "linux-image-6.1.0-30-amd64", None, "6.1.124-1"),
        package_event("2026-02-14T02:57:31+00:00", "upgrade", "pgbouncer", "1.23.0-1.pgdg120+1",
                      "1.23.1-1.pgdg120+1"),
    ]}, C3, age=30, args={"since_days": 30}),
]

LOUHI_ANSWERS = [
    {"q": "Is Postgres healthy on louhi?", "ev": ["e2", "e4", "e9"],
     "a": "## PostgreSQL on louhi\n\n"
          "**Service:** [[s:`postgresql@16-main` is active (running)]] [[s:as PID 1183]], [[c:up since January "
          "13]].\n\n"
          "**Recent problems (last 2 h):**\n"
          "- [[s:a deadlock at 01:52 (e4)]]\n"
          "- [[s:connection slots ran out several times around 02:55 (e4)]]\n"
          "- [[u:a failed password login for `reporting` at 02:57 (e9)]]\n\n"
          "[[u:Those are the only errors in that window]]. [[c:The load average is moderate (around 4) (e9)]] and "
          "[[u:CPU is at about 61% (e2)]]. [[u:The connection-slot errors were probably caused by pgbouncer "
          "restarting]]."},
    {"q": "Why did connections run out at 02:55?", "ev": ["e3", "e4", "e7", "e10"],
     "a": "Here's the timeline I can piece together:\n\n"
          "1. [[s:02:55:41 — Postgres refuses connections (\"remaining connection slots are reserved\")]]\n"
          "2. [[s:02:57 — pgbouncer is upgraded to 1.23.1]]\n"
          "3. [[s:02:57:44 — pgbouncer restarts]]\n"
          "4. [[c:03:02 — the password failure for `reporting`]]\n\n"
          "[[s:`max_connections` is 200]] in postgresql.conf, [[u:and pgbouncer's pool size is 150]]. "
          "[[u:Most likely the old pgbouncer opened too many server connections just before the upgrade]]. "
          "[[c:pgbouncer has been up "
          "for about 45 minutes now]]. Check `SHOW POOLS;` in the pgbouncer console."},
    {"q": "What's eating the CPU on the DB?", "ev": ["e8", "e9"],
     "a": "Two **reporting** queries ([[s:both `SELECT`s]]) from [[s:10.20.0.41]] are pegging cores:\n\n"
          "| PID | CPU | Started |\n|---|---|---|\n"
          "| 901234 | [[s:98.7%]] | [[s:03:02]] |\n"
          "| 901877 | [[c:69%]] | [[s:03:05]] |\n\n"
          "[[s:Both connect as `reporting` to the `analytics` database]]. [[s:There's a session sitting `idle in transaction`]] ([[c:PID 902010]]). "
          "[[c:The checkpointer is the third-busiest Postgres process]]. [[u:The reporting "
          "queries are probably missing an index]]. "
          "`SELECT pid, query FROM pg_stat_activity WHERE usename = 'reporting';` will show the SQL."},
    {"q": "How much space is left for the database?", "ev": ["e5", "e6", "e1"],
     "a": "- **/var/lib/postgresql** (XFS on [[s:nvme1n1]]): [[s:81% used]], [[c:about 600 GiB free]]\n"
          "- **/**: [[s:~19% used]]\n\n"
          "[[s:The data disk is 3.84 TB]]. [[t:It's also very busy: ~88% utilisation]] [[t:with about 180 MB/s of "
          "reads]]. [[u:At the current growth rate you have roughly three weeks before it fills]]. "
          "[[c:The root filesystem lives on the same NVMe]], so keep an eye on both."},
    {"q": "What are the key memory settings in postgresql.conf?", "ev": ["e7", "e1"],
     "a": "From `/etc/postgresql/16/main/postgresql.conf`:\n\n"
          "shared_buffers: [[s:32GB]] ([[s:a quarter of the 128 GB of RAM]])\n"
          "work_mem: [[c:16MB]]\n"
          "maintenance_work_mem: [[s:2GB]]\n"
          "\n"
          "[[c:huge_pages is off]], which is worth changing with 32GB of shared buffers. [[s:Postgres listens on "
          "10.20.0.15 and localhost]], [[c:port 5433]]. [[u:This file was last changed during the 16.6 upgrade]]."},
    {"q": "When was louhi last rebooted, and is it on its newest kernel?", "ev": ["e9", "e10", "e1"],
     "a": "[[s:louhi booted on 30 January at 04:10 UTC]] — [[c:that's about 12 days ago]]. [[s:It runs kernel "
          "6.1.0-30-amd64]], [[s:the one installed right before that reboot]]. [[c:No packages have been updated since]]. For the record, "
          "[[s:it's Debian 12 (bookworm)]] on [[s:16 cores / 32 threads]] [[c:with 256 GB of RAM]]."},
    {"q": "Which accounts do the postgres processes run as, and which users exist?", "ev": ["e1", "e8"],
     "a": "- [[u:All the Postgres backends run as the `postgres` user]]\n"
          "- [[s:`postgres` has UID 104]] [[s:and its home is /var/lib/postgresql]]\n"
          "- [[s:it's in the `ssl-cert` group]] ([[c:and `adm`]])\n"
          "- [[s:the only human account is ilmari (uid 1000)]], [[s:who has sudo]]\n"
          "- [[c:ilmari's shell is /bin/sh]]"},
]

# ---------------------------------------------------------------------------------------------- sampo
C4 = Clock("2026-02-14T16:05:00+09:00")


def _node(name, ready, version, ip, roles=()):
    labels = {f"node-role.kubernetes.io/{r}": "true" for r in roles}
    labels["kubernetes.io/hostname"] = name
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "Unknown",
                                       "reason": "KubeletReady" if ready else "NodeStatusUnknown"}],
                       "addresses": [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}],
                       "nodeInfo": {"kubeletVersion": version, "osImage": "Ubuntu 22.04.5 LTS"}}}


def _pod(name, ns, phase, node_name, container, restarts=0, ready=True, waiting=None, started=None):
    p = pod(name, ns, phase, node_name, restarts, ready, waiting, started)
    p["status"]["containerStatuses"][0]["name"] = container
    return p


GRAFANA_PENDING = {"kind": "Pod", "metadata": {"name": "grafana-6f8d7c9b5-pl8zz", "namespace": "monitoring"},
                   "spec": {}, "status": {"phase": "Pending", "conditions": [
                       {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                        "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                                   "{node.kubernetes.io/unreachable: }, 2 Insufficient memory."}]}}


def _event(name, ns, kind, obj, etype, reason, message, count, last):
    return {"kind": "Event", "metadata": {"name": name, "namespace": ns}, "type": etype, "reason": reason,
            "message": message, "count": count, "lastTimestamp": last,
            "involvedObject": {"kind": kind, "name": obj, "namespace": ns}}


SAMPO_EVIDENCE = [
    steady("e1", C4, age=900, hostname="sampo", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=16_496_287_744,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_468_108_288}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:10:4f", "addresses": ["192.168.1.51/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "wireguard-tools": "1.0.20210914-1ubuntu2"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kaisa", "uid": 1000, "gid": 1000, "home": "/home/kaisa", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kaisa"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("sampo", True, "v1.31.4+k3s1", "192.168.1.51", ("control-plane", "master")),
        _node("sampo-w1", True, "v1.31.4+k3s1", "192.168.1.52"),
        _node("sampo-w2", False, "v1.30.6+k3s1", "192.168.1.53"),
    ]}, C4, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _pod("web-frontend-7d9f8c6b5-abcde", "default", "Running", "sampo-w1", "web-frontend",
             started="2026-02-10T02:20:00Z"),
        _pod("web-frontend-7d9f8c6b5-fghij", "default", "Running", "sampo-w1", "web-frontend",
             started="2026-02-10T02:20:04Z"),
        _pod("api-6b8c9d7f4-k2x9p", "default", "Running", "sampo-w1", "api", started="2026-02-13T00:02:00Z"),
        _pod("api-6b8c9d7f4-q7m3n", "default", "Running", "sampo-w1", "api", restarts=14, ready=False,
             waiting="CrashLoopBackOff", started="2026-02-13T00:02:01Z"),
        _pod("redis-0", "default", "Running", "sampo", "redis", started="2026-02-01T11:48:30Z"),
        _pod("prometheus-server-5c7f9d8b4-x2lqz", "monitoring", "Running", "sampo-w1", "prometheus-server",
             restarts=2, started="2026-02-08T20:15:11Z"),
        GRAFANA_PENDING,
        _pod("node-exporter-9xk2m", "monitoring", "Running", "sampo", "node-exporter", started="2026-02-01T11:40:02Z"),
        _pod("node-exporter-zq7wn", "monitoring", "Running", "sampo-w1", "node-exporter",
             started="2026-02-01T11:40:05Z"),
        _pod("node-exporter-tk4fd", "monitoring", "Running", "sampo-w2", "node-exporter", ready=False,
             started="2026-02-01T11:40:07Z"),
        _pod("coredns-ccb96694c-7hx2d", "kube-system", "Running", "sampo", "coredns", started="2026-02-01T11:38:40Z"),
        _pod("traefik-5d45fc8cc9-8wq4v", "kube-system", "Running", "sampo", "traefik",
             started="2026-02-01T11:39:12Z"),
        _pod("local-path-provisioner-5cf85fd84d-m2wqz", "kube-system", "Running", "sampo", "local-path-provisioner",
             started="2026-02-01T11:38:41Z"),
        _pod("metrics-server-5985cbc9d7-tj6pl", "kube-system", "Running", "sampo", "metrics-server", restarts=1,
             started="2026-02-01T11:38:42Z"),
    ]}, C4, age=30, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("web-frontend", "default", 2, 2),
        deployment("api", "default", 2, 1),
        deployment("prometheus-server", "monitoring", 1, 1),
        deployment("grafana", "monitoring", 1, 0),
        deployment("coredns", "kube-system", 1, 1),
        deployment("traefik", "kube-system", 1, 1),
        deployment("local-path-provisioner", "kube-system", 1, 1),
        deployment("metrics-server", "kube-system", 1, 1),
    ]}, C4, age=30, args={"resource": "deployments", "all_namespaces": True}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _event("api-6b8c9d7f4-q7m3n.1821a0", "default", "Pod", "api-6b8c9d7f4-q7m3n", "Warning", "BackOff",
               "Back-off restarting failed container api in pod api-6b8c9d7f4-q7m3n_default"
               "(4b0e7d2a-91c3-4f7e-b1aa-0d5c2e6f9a10)", 61, "2026-02-14T07:03:40Z"),
        _event("api-6b8c9d7f4-q7m3n.1821a1", "default", "Pod", "api-6b8c9d7f4-q7m3n", "Warning", "Unhealthy",
               "Liveness probe failed: HTTP probe failed with statuscode: 500", 43, "2026-02-14T07:02:55Z"),
        _event("grafana-6f8d7c9b5-pl8zz.1821b4", "monitoring", "Pod", "grafana-6f8d7c9b5-pl8zz", "Warning",
               "FailedScheduling", "0/3 nodes are available: 1 node(s) had untolerated taint "
               "{node.kubernetes.io/unreachable: }, 2 Insufficient memory. preemption: 0/3 nodes are available: "
               "1 Preemption is not helpful for scheduling, 2 No preemption victims found for incoming pod.",
               18, "2026-02-14T06:58:12Z"),
        _event("sampo-w2.18219c", "default", "Node", "sampo-w2", "Normal", "NodeNotReady",
               "Node sampo-w2 status is now: NodeNotReady", 1, "2026-02-14T05:41:27Z"),
    ]}, C4, age=45, args={"resource": "events", "all_namespaces": True}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        {"kind": "Service", "metadata": {"name": "kubernetes", "namespace": "default"},
         "spec": {"type": "ClusterIP", "clusterIP": "10.43.0.1",
                  "ports": [{"name": "https", "port": 443, "targetPort": 6443, "protocol": "TCP"}]}, "status": {}},
        {"kind": "Service", "metadata": {"name": "web-frontend", "namespace": "default"},
         "spec": {"type": "LoadBalancer", "clusterIP": "10.43.112.9", "selector": {"app": "web-frontend"},
                  "ports": [{"name": "http", "port": 80, "targetPort": 8080, "nodePort": 31080, "protocol": "TCP"}]},
         "status": {"loadBalancer": {"ingress": [{"ip": "192.168.1.240"}]}}},
        {"kind": "Service", "metadata": {"name": "api", "namespace": "default"},
         "spec": {"type": "ClusterIP", "clusterIP": "10.43.18.201", "selector": {"app": "api"},
                  "ports": [{"name": "http", "port": 8080, "targetPort": 8080, "protocol": "TCP"}]}, "status": {}},
        {"kind": "Service", "metadata": {"name": "redis", "namespace": "default"},
         "spec": {"type": "ClusterIP", "clusterIP": "None", "selector": {"app": "redis"},
                  "ports": [{"name": "redis", "port": 6379, "targetPort": 6379, "protocol": "TCP"}]}, "status": {}},
    ]}, C4, age=30, args={"resource": "services", "namespace": "default"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-02-14T14:40:47+09:00", "k3s.service", "info",
                  'I0214 05:40:47.118204 node_lifecycle_controller.go:1026] "Node became not ready" '
                  'node="sampo-w2" status={"type":"Ready","status":"Unknown","reason":"NodeStatusUnknown",'
                  '"message":"Kubelet stopped posting node status."}'),
        log_entry("2026-02-14T14:41:27+09:00", "k3s.service", "info",
                  'I0214 05:41:27.302117 controller_utils.go:151] "Recording status change event message for node" '
                  'status="NodeNotReady" node="sampo-w2"'),
        log_entry("2026-02-14T14:46:30+09:00", "k3s.service", "warning",
                  'time="2026-02-14T05:46:30Z" level=error msg="Tunnel server egress proxy dial error: dial tcp '
                  '192.168.1.53:10250: connect: no route to host"'),
        log_entry("2026-02-14T15:52:08+09:00", "k3s.service", "warning",
                  'time="2026-02-14T06:52:08Z" level=error msg="Tunnel server egress proxy dial error: dial tcp '
                  '192.168.1.53:10250: connect: no route to host"'),
    ]}, C4, age=60, args={"unit": "k3s.service", "since_minutes": 120}),
    item("e8", "linux_system_info",
         system_info(22.5, [1.9, 1.7, 1.5], 1_142_000, "2026-02-01T10:51:40+09:00", 16_496_287_744, 6_227_000_000,
                     2_147_483_648, 0), C4, age=500),
    item("e9", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("sampo-w2", True, "v1.30.6+k3s1", "192.168.1.53"),
    ]}, C4, age=10, args={"resource": "nodes", "name": "sampo-w2"}),
]

SAMPO_ANSWERS = [
    {"q": "Give me a quick health check of the cluster", "ev": ["e2", "e3", "e4"],
     "a": "### Nodes\n"
          "- [[s:sampo (control plane)]] — [[s:Ready]]\n"
          "- [[s:sampo-w1 — Ready]]\n"
          "- [[c:sampo-w2 — Ready]]\n\n"
          "### Deployments\n"
          "- [[s:web-frontend 2/2]] ✅\n"
          "- [[c:api 2/2]] ✅\n"
          "- [[s:grafana 0/1]] ❌\n"
          "\n"
          "[[s:14 pods in total]]; [[c:only one pod has restarted at all]], and [[s:all four kube-system pods are "
          "on sampo]]. Want me to dig into grafana?"},
    {"q": "Why is the api pod crash looping?", "ev": ["e3", "e5"],
     "a": "[[s:`api-6b8c9d7f4-q7m3n` is in CrashLoopBackOff]] [[s:with 14 restarts]]. The events show "
          "[[s:its liveness probe failing with HTTP 500]] ([[c:about 20 times]]). [[u:The 500s most likely come from the api failing to reach Redis]].\n\n"
          "[[s:The other replica, `api-6b8c9d7f4-k2x9p`, is running fine]] [[s:on sampo-w1]] — [[c:the crashing "
          "one is on sampo-w2]], which is having its own problems. [[u:It started failing after this morning's "
          "deploy]].\n\nNext step: `kubectl logs -n default api-6b8c9d7f4-q7m3n --previous`."},
    {"q": "grafana won't come up", "ev": ["e3", "e4", "e5", "e2"],
     "a": "Grafana's pod [[s:`grafana-6f8d7c9b5-pl8zz` is Pending]]. "
          "[[s:The scheduler says 0/3 nodes are available]]: [[s:one has the `unreachable` taint]] ([[s:that's "
          "sampo-w2, which is NotReady]]) and [[c:the other two don't have enough CPU]]. [[s:The deployment wants 1 "
          "replica and has 0 ready]]. [[u:Grafana requests 2 GiB of memory]], so either lower that or free some "
          "room. [[s:The last FailedScheduling event was at 15:58]], and [[c:it has been retried about 60 "
          "times]]."},
    {"q": "What happened to sampo-w2?", "ev": ["e2", "e5", "e7"],
     "a": "[[s:sampo-w2 went NotReady at 14:41]] ([[s:nearly an hour and a half ago]]). [[s:The kubelet stopped "
          "posting node status]], and [[s:since 14:46 the control plane can't reach it on port 10250]]. "
          "[[c:Its IP is 192.168.1.52]]. [[u:It's probably powered off or lost its "
          "network cable]].\n\n[[s:It's also on an older k3s, v1.30.6]], vs [[s:v1.31.4 on the other two]] — "
          "[[u:that version skew isn't the cause]], but worth fixing once it's back. Try `ping 192.168.1.53` first."},
    {"q": "How do I reach the web frontend from my LAN?", "ev": ["e6", "e3"],
     "a": "[[s:`web-frontend` is a LoadBalancer service]] [[s:with external IP 192.168.1.240]], so "
          "http://192.168.1.240/ should work: [[s:port 80]] [[c:forwards to the pods' port 80]].\n\n"
          "For comparison, [[c:the api service is a LoadBalancer too]], and [[s:Redis is headless]]. "
          "[[s:Both frontend pods run on sampo-w1]]. [[u:Traefik will "
          "handle TLS for you]] if you add an Ingress."},
    {"q": "How loaded is the control plane node?", "ev": ["e8", "e1"],
     "a": "**sampo** (control plane):\n\n"
          "- CPU: [[t:~22%]]\n- Load: [[t:around 1.9]]\n- Memory available: [[t:~6 GB]]\n\n"
          "[[s:It's an Intel N100]] [[s:with 4 cores]] [[c:and 32 GB of RAM]], [[s:running Ubuntu 22.04]] "
          "[[c:with kernel 6.8]]. Plenty of headroom for a small cluster."},
    {"q": "Is sampo-w2 back yet?", "ev": ["e2", "e9", "e7"],
     "a": "Looks like it: [[u:sampo-w2 is Ready again ✅]]. [[s:The last `no route to host` error in the k3s log was "
          "at 15:52]], [[u:so it must have come back in the last ~10 minutes]]. [[c:It had been down for about 3 "
          "hours]]. [[s:It's still on k3s v1.30.6]] [[s:at 192.168.1.53]], so you may want to upgrade it while "
          "you're at it: `curl -sfL https://get.k3s.io | INSTALL_K3S_VERSION=v1.31.4+k3s1 sh -s - agent`.",
     "note": "e2 (30 s old) lists sampo-w2 NotReady, e9 (10 s old) Ready: conflicting fresh items"},
]

# ---------------------------------------------------------------------------------------------- tuonela
C5 = Clock("2026-02-15T08:50:00+11:00")
TUONELA_MEM = 66_476_240_896


def _job(pid, name, cpu, rss, started, cmd):
    return (pid, name, "gitlab-runner", cpu, rss, started, cmd)


TUONELA_EVIDENCE = [
    steady("e1", C5, age=5400, hostname="tuonela", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.13.2-arch1-1", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=TUONELA_MEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_967_317_549_056},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_624_192}],
           network_interfaces=[{"name": "enp14s0", "mac": "a8:a1:59:3e:77:10", "addresses": ["10.8.0.21/24"],
                                "is_up": True}],
           dns_servers=["10.8.0.1"], default_gateway="10.8.0.1",
           installed_packages={"gitlab-runner": "17.8.3-1", "podman": "5.3.2-1", "git": "2.48.1-1",
                               "openssh": "9.9p1-2", "mold": "2.36.0-1", "linux": "6.13.2.arch1-1"},
           available_services=["gitlab-runner.service", "sshd.service", "podman.socket",
                               "systemd-timesyncd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "tuomas", "uid": 1000, "gid": 1000, "home": "/home/tuomas", "shell": "/usr/bin/fish"},
                  {"name": "gitlab-runner", "uid": 967, "gid": 967, "home": "/var/lib/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["tuomas"]}],
           unavailable={"os_version": "Arch Linux is rolling: /etc/os-release has no VERSION_ID"},
           stale_sources=["users"]),
    item("e2", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", "enabled", 612, "2026-02-12T22:31:48+11:00",
              "GitLab Runner"), C5, age=20, args={"name": "gitlab-runner"}),
    item("e3", "linux_processes", processes(498, TUONELA_MEM, [
        _job(402117, "rustc", 310.5, 3_221_225_472, "2026-02-15T08:37:02+11:00",
             "rustc --crate-name firmware_core --edition=2021 src/lib.rs -C opt-level=3 -C codegen-units=16"),
        _job(404410, "cc1plus", 99.0, 612_368_384, "2026-02-15T08:49:12+11:00",
             "/usr/libexec/gcc/x86_64-linux-gnu/14/cc1plus -quiet -O2 src/dsp/fft.cpp"),
        _job(404421, "cc1plus", 98.0, 540_000_000, "2026-02-15T08:49:20+11:00",
             "/usr/libexec/gcc/x86_64-linux-gnu/14/cc1plus -quiet -O2 src/dsp/filter.cpp"),
        _job(404470, "cc1plus", 96.5, 498_073_600, "2026-02-15T08:49:31+11:00",
             "/usr/libexec/gcc/x86_64-linux-gnu/14/cc1plus -quiet -O2 src/dsp/resample.cpp"),
        _job(404455, "node", 87.3, 1_181_116_006, "2026-02-15T08:47:05+11:00",
             "node /builds/acme/webui/node_modules/.bin/vite build"),
        _job(401980, "podman", 11.8, 104_857_600, "2026-02-15T08:36:58+11:00",
             "podman system service --time=0 unix:///run/user/967/podman/podman.sock"),
    ]), C5, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_system_info",
         system_info(87.0, [28.4, 24.1, 18.9], 209_230, "2026-02-12T22:31:10+11:00", TUONELA_MEM, 20_401_094_656,
                     17_179_869_184, 0), C5, age=700),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_967_317_549_056, 1_702_000_000_000),
        fs("tmpfs", "/tmp", "tmpfs", 33_238_120_448, 11_811_160_064),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 151_000_000),
    ]}, C5, age=20),
    item("e6", "linux_containers", {"runtime": "podman", "containers": [
        box("7c1e0f9b2a44", "runner-t9xk2pqa-project-42-concurrent-0-8e21c0d4f1a7b3e2-build",
            "registry.gitlab.com/acme/ci-images/rust:1.84", "running", "Up 13 minutes", "2026-02-15T08:36:59+11:00"),
        box("b52d8e4a6c19", "runner-t9xk2pqa-project-57-concurrent-1-2f6a9d1c0b7e4e55-build",
            "docker.io/library/node:22-bookworm", "running", "Up 3 minutes", "2026-02-15T08:46:50+11:00"),
        box("e93a1c7d5f02", "runner-t9xk2pqa-project-42-concurrent-2-c4d7e8a9b0f1a2d3-build",
            "docker.io/library/gcc:14", "running", "Up 2 minutes", "2026-02-15T08:48:01+11:00"),
    ]}, C5, age=20, args={"all": False}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-02-15T07:58:12+11:00", "gitlab-runner.service", "info",
                  "Job succeeded                                       duration_s=412.8 job=884190 project=42 "
                  "runner=t9xk2pqa"),
        log_entry("2026-02-15T08:12:40+11:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: exit code 137                    duration_s=1290.4 job=884201 project=57 "
                  "runner=t9xk2pqa"),
        log_entry("2026-02-15T08:21:03+11:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"always\": initializing source "
                  "docker://docker.io/library/node:22-bookworm: reading manifest 22-bookworm in "
                  "docker.io/library/node: toomanyrequests: You have reached your pull rate limit.  job=884207 "
                  "project=57 runner=t9xk2pqa"),
        log_entry("2026-02-15T08:21:05+11:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed (system failure): failed to pull image \"node:22-bookworm\"  duration_s=9.7 "
                  "job=884207 project=57 runner=t9xk2pqa"),
        log_entry("2026-02-15T08:36:55+11:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=884213 "
                  "repo_url=https://gitlab.com/acme/firmware.git runner=t9xk2pqa"),
        log_entry("2026-02-15T08:46:48+11:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=884219 "
                  "repo_url=https://gitlab.com/acme/webui.git runner=t9xk2pqa"),
        log_entry("2026-02-15T08:47:58+11:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=884220 "
                  "repo_url=https://gitlab.com/acme/firmware.git runner=t9xk2pqa"),
    ]}, C5, age=25, args={"unit": "gitlab-runner", "since_minutes": 60}),
    item("e8", "linux_file_read", {"path": "/etc/gitlab-runner/config.toml", "offset": 0, "limit": 40,
                                    "total_lines": 24, "lines": [
        "concurrent = 4", "check_interval = 3", "shutdown_timeout = 0", "", "[session_server]",
        "  session_timeout = 1800", "", "[[runners]]", "  name = \"tuonela-podman\"", "  url = \"https://gitlab.com\"",
        "  id = 31882211", "  token = \"[REDACTED]\"", "  executor = \"docker\"", "  [runners.cache]",
        "    MaxUploadedArchiveSize = 0", "  [runners.docker]",
        "    host = \"unix:///run/user/967/podman/podman.sock\"", "    tls_verify = false",
        "    image = \"alpine:3.21\"", "    privileged = false", "    memory = \"8g\"",
        "    volumes = [\"/cache\"]", "    pull_policy = [\"always\"]", "    shm_size = 0",
    ]}, C5, age=30, args={"path": "/etc/gitlab-runner/config.toml"}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-02-09T18:40:00+11:00", "install", "mold", None, "2.36.0-1"),
        package_event("2026-02-12T22:14:05+11:00", "upgrade", "linux", "6.12.10.arch1-1", "6.13.2.arch1-1"),
        package_event("2026-02-12T22:14:07+11:00", "upgrade", "gitlab-runner", "17.8.2-1", "17.8.3-1"),
        package_event("2026-02-12T22:14:09+11:00", "upgrade", "podman", "5.3.1-1", "5.3.2-1"),
        package_event("2026-02-12T22:14:10+11:00", "upgrade", "git", "2.48.0-1", "2.48.1-1"),
    ]}, C5, age=30, args={"since_days": 7}),
]

TUONELA_ANSWERS = [
    {"q": "Is the CI runner healthy?", "ev": ["e2", "e7", "e6"],
     "a": "Mostly! [[s:`gitlab-runner.service` is active and running]], [[s:up since Thursday "
          "night]].\n\nIn the last hour:\n"
          "- ✅ [[s:job 884190 succeeded]] [[s:after ~7 minutes]]\n"
          "- ❌ [[s:job 884201 failed with exit code 137]] — [[u:that's the 8g memory limit killing it]]\n"
          "- ❌ [[c:job 884207 failed because the image didn't exist]]\n\n"
          "[[s:Right now 3 build containers are running]] ([[s:Rust, GCC and Node images]]); [[c:all three are "
          "for project 42]]."},
    {"q": "Why is tuonela so slow right now?", "ev": ["e3", "e4", "e5"],
     "a": "It's flat out building:\n\n"
          "- [[s:`rustc` is using ~310% CPU]] ([[s:about three cores' worth]])\n"
          "- [[s:three `cc1plus` processes at ~96–99% each]]\n"
          "- [[c:a `vite build` under Node at about 50%]]\n\n"
          "[[s:They all run as `gitlab-runner`]]. [[t:The load average is ~28]] [[u:on 32 threads]], and "
          "[[t:overall CPU was at 87%]]. [[c:The disk is also nearly full at 95%]], and [[s:/tmp (tmpfs) holds "
          "about 11 GiB]]. [[u:Nothing outside CI is using much memory]] — it's just busy."},
    {"q": "How much disk does the runner have left?", "ev": ["e5", "e1"],
     "a": "| Mount | Size | Used | Free |\n|---|---|---|---|\n"
          "| / | [[c:1.8 TB]] | [[s:1.70 TB]] ([[s:86.5%]]) | [[s:~265 GB]] |\n"
                    "| /boot | [[s:1 GiB]] | [[c:45%]] | — |\n\n"
          "[[u:Old build caches under /var/lib/gitlab-runner are probably most of that]] — "
          "`podman system prune -af --volumes` as the gitlab-runner user usually frees a lot."},
    {"q": "What's the runner config? How many jobs can it run at once?", "ev": ["e8", "e6"],
     "a": "From `/etc/gitlab-runner/config.toml`:\n\n"
          "- **concurrent:** [[s:4]] — [[s:so up to 4 jobs at a time]]\n"
          "- **executor:** [[c:`shell`]]\n"
          "- [[s:It talks to rootless Podman through `/run/user/967/podman/podman.sock`]]\n"
                    "- **memory limit per job:** [[c:4 GB]]\n"
          "- [[s:pull policy is `always`]]\n\n"
          "[[s:The runner is named `tuonela-podman`]]. [[c:Right now all 4 slots are busy]]."},
    {"q": "What got updated recently, and do I need a reboot?", "ev": ["e9", "e1", "e4"],
     "a": "[[s:On Thursday night (22:14)]] you upgraded:\n\n"
          "1. [[s:linux 6.12.10 → 6.13.2]]\n"
          "2. [[s:gitlab-runner 17.8.2 → 17.8.3]]\n"
          "3. [[c:podman 5.3.0 → 5.3.2]]\n"
          "\n"
          "[[s:mold was installed earlier]] ([[c:on Tuesday]]). [[s:That's five package changes in the last "
          "week]], [[c:all of them upgrades]]. [[s:You're already running 6.13.2-arch1-1]], so [[s:no reboot is "
          "needed]]."},
    {"q": "Which users are on tuonela?", "ev": ["e1"],
     "a": "From the last snapshot:\n\n"
          "- [[t:`tuomas` (uid 1000)]], [[t:shell fish]], [[t:in `wheel`]]\n"
          "- [[t:`gitlab-runner` (uid 967)]], [[t:home /var/lib/gitlab-runner]]\n"
          "- [[t:there's no `docker` group]]\n\n"
          "[[c:The machine is running Manjaro]] [[s:with kernel 6.13.2-arch1-1]] on [[s:a Ryzen 9 7950X]] "
          "([[c:64 cores]])."},
    {"q": "Why did job 884201 fail?", "ev": ["e7", "e8"],
     "a": "[[s:Job 884201 (project 57) failed with exit code 137]] [[s:after about 21 minutes]]. [[s:Each job "
          "container is capped at 8 GB of memory]] [[u:and 137 means it was SIGKILLed for going over it]]. "
          "[[c:It failed at 08:30]]. [[s:The next job from project 57, 884207, failed too]], [[u:because of "
          "Docker Hub's pull rate limit (e8)]]. [[c:Since then no jobs have been picked up]].\n\n"
          "You could raise `memory` in `[runners.docker]` or add a Docker Hub login to avoid the rate limit."},
]

MACHINES = [
    {"name": "ukko", "clock": C1, "evidence": UKKO_EVIDENCE, "answers": UKKO_ANSWERS},
    {"name": "tapio", "clock": C2, "evidence": TAPIO_EVIDENCE, "answers": TAPIO_ANSWERS},
    {"name": "louhi", "clock": C3, "evidence": LOUHI_EVIDENCE, "answers": LOUHI_ANSWERS},
    {"name": "sampo", "clock": C4, "evidence": SAMPO_EVIDENCE, "answers": SAMPO_ANSWERS},
    {"name": "tuonela", "clock": C5, "evidence": TUONELA_EVIDENCE, "answers": TUONELA_ANSWERS},
]
