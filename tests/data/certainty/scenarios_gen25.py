"""25th generation (written blind: the writer saw neither the wrapper, its tests, nor the other generations).

Five machines named after places of Greek myth, each with its own distro, time zone and role, and answers in
the forms small local models (3-14B) really write: tables with status emoji, numbered findings, key: value
lines, headings, long paragraphs joined by dashes and semicolons, hedges, greetings and suggested commands.

delphi — Ubuntu 24.04 home server and Docker host (Europe/Athens, +02:00). Steady state whose `packages`
source is stale; fresh system info; every container (pihole in a restart loop, nextcloud exited); the
docker.service log of the last five minutes grepped for pihole (port 53 already in use); a complete
listening/connection table (systemd-resolved on 127.0.0.53:53, one SSH session, one half-open SYN from outside);
a disk usage reading twelve minutes old (stale); a memory-sorted process list cut at six; fail2ban's unit; two
weeks of unattended package events (docker-ce 27.3.1 -> 27.5.1).

knossos — Fedora 41 laptop (America/Chicago, -05:00). Every loaded service (dnf-makecache failed, sshd
inactive and disabled); the dnf-makecache journal (curl timeout to the metalink); a week of dnf events (a new
kernel installed Sunday evening, firefox, mesa, openssh, podman-compose, gnome-tour removed); system info
(booted four days ago, before the kernel install); btrfs disk usage; a CPU-sorted process list cut at six
(firefox and a content process); /etc/dnf/dnf.conf read whole; the owner's words about her brother.

ithaca — Debian 12 PostgreSQL 15 server (UTC). Steady state whose `users` source is stale; the cluster unit
(active since 6 January, main PID 1123: the postmaster was never restarted); the cluster's log file around
02:47 (a backend killed by signal 9, reinitialisation, recovery, ready at 02:47:31); kernel OOM lines; fresh
system info with swap in use; conf.d/tuning.conf read whole; a memory-sorted process list cut at six; a
complete listener/connection table (postgres on 127.0.0.1 and 10.20.0.15 only, pgbouncer on 0.0.0.0:6432);
a disk I/O sample seven minutes old (stale); fresh disk usage.

olympus — Ubuntu 22.04 k3s server (Europe/Berlin, +02:00). kubernetes_get nodes (hades NotReady and one
version behind), pods, deployments, events, services (a LoadBalancer on two node addresses) of namespace apps;
the k3s unit; k3s warnings of the last half hour; system info ten minutes old (stale).

sparta — Arch Linux GitLab CI runner (Asia/Tokyo, +09:00). Disk usage (/var/lib/docker 97.6% full);
gitlab-runner warnings of two hours (four jobs failed with "no space left on device"); a CPU-sorted process
list cut at six (compilers); /etc/nftables.conf read whole; listeners and connections; a day of /etc changes;
a week of pacman events (linux 6.11.7 installed but 6.11.6 running); system info; a container listing cut at
eight.
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# --------------------------------------------------------------------------------------------------- delphi
D = Clock("2026-03-14T21:40:00+02:00")
D_MEM = 16318332928

delphi_evidence = [
    steady(
        "s1", D, age=1800, hostname="delphi", os_name="Ubuntu", os_version="24.04", os_codename="noble",
        kernel="6.8.0-54-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
        cpu_threads=6, memory_total_bytes=D_MEM,
        disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502468108288},
               {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": 3936818384896},
               {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1124999168}],
        network_interfaces=[
            {"name": "enp1s0", "mac": "1c:69:7a:0b:4e:21", "addresses": ["192.168.1.20/24"], "is_up": True},
            {"name": "docker0", "mac": "02:42:8c:11:7d:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
        dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
        installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.22-1",
                            "nginx": "1.24.0-2ubuntu7.1", "openssh-server": "1:9.6p1-3ubuntu13.5",
                            "fail2ban": "1.0.2-3ubuntu0.1", "unattended-upgrades": "2.9.1+nmu4ubuntu1"},
        available_services=["docker.service", "containerd.service", "ssh.service", "nginx.service",
                            "fail2ban.service", "systemd-resolved.service", "unattended-upgrades.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
               {"name": "daemon", "uid": 1, "gid": 1, "home": "/usr/sbin", "shell": "/usr/sbin/nologin"},
               {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
               {"name": "systemd-resolve", "uid": 991, "gid": 991, "home": "/", "shell": "/usr/sbin/nologin"},
               {"name": "syslog", "uid": 102, "gid": 102, "home": "/nonexistent", "shell": "/usr/sbin/nologin"},
               {"name": "kostas", "uid": 1000, "gid": 1000, "home": "/home/kostas", "shell": "/bin/bash"},
               {"name": "eleni", "uid": 1001, "gid": 1001, "home": "/home/eleni", "shell": "/bin/bash"}],
        groups=[{"name": "adm", "gid": 4, "members": ["syslog", "kostas"]},
                {"name": "sudo", "gid": 27, "members": ["kostas"]},
                {"name": "docker", "gid": 988, "members": ["kostas", "eleni"]},
                {"name": "kostas", "gid": 1000, "members": []},
                {"name": "eleni", "gid": 1001, "members": []}],
        admin_users=["kostas"], sudoers_files=[], stale_sources=["packages"]),
    item("e2", "linux_system_info",
         system_info(18.4, [1.12, 0.95, 0.88], 1137600, "2026-03-01T17:40:00+02:00", D_MEM, 4912345088,
                     4 * GiB, 641728512), D, age=30),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("a1b2c3d4e5f6", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 6 days",
            "2026-03-08T11:02:13+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("b7c1d9e0f2a3", "immich_server", "ghcr.io/immich-app/immich-server:v1.125.7", "running", "Up 6 days",
            "2026-03-08T11:05:40+00:00", ["0.0.0.0:2283->2283/tcp"]),
        box("c3d4e5f6a7b8", "immich_machine_learning", "ghcr.io/immich-app/immich-machine-learning:v1.125.7",
            "running", "Up 6 days", "2026-03-08T11:05:38+00:00"),
        box("d9e8f7a6b5c4", "immich_postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "running",
            "Up 6 days (healthy)", "2026-03-08T11:05:31+00:00"),
        box("e1f2a3b4c5d6", "immich_redis", "redis:6.2-alpine", "running", "Up 6 days (healthy)",
            "2026-03-08T11:05:30+00:00"),
        box("f0e9d8c7b6a5", "pihole", "pihole/pihole:2024.07.0", "restarting", "Restarting (1) 12 seconds ago",
            "2026-03-14T19:12:05+00:00"),
        box("0a1b2c3d4e5f", "nextcloud", "nextcloud:29-apache", "exited", "Exited (0) 3 days ago",
            "2026-01-20T16:44:02+00:00"),
        box("9f8e7d6c5b4a", "watchtower", "containrrr/watchtower:latest", "running", "Up 7 days",
            "2026-02-10T09:30:11+00:00"),
    ]}, D, age=40, args={"all": True}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry(f"2026-03-14T21:{mm}+02:00", "docker.service", "err",
                  "failed to set up container networking: driver failed programming external connectivity on "
                  "endpoint pihole (5be0c7f3a91e): failed to bind port 0.0.0.0:53/tcp: Error starting userland "
                  "proxy: listen tcp4 0.0.0.0:53: bind: address already in use")
        for mm in ("35:05", "36:06", "37:07", "38:08", "39:08")]}, D, age=50,
        args={"unit": "docker.service", "since_minutes": 5, "grep": "pihole", "limit": 50}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "1c:69:7a:0b:4e:21", "addresses": ["192.168.1.20/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:8c:11:7d:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 912, "sshd"), listener(22, "::", 912, "sshd"),
                      listener(53, "127.0.0.53", 701, "systemd-resolve"),
                      listener(53, "127.0.0.53", 701, "systemd-resolve", proto="udp"),
                      listener(53, "127.0.0.54", 701, "systemd-resolve"),
                      listener(80, "0.0.0.0", 1388, "nginx"), listener(443, "0.0.0.0", 1388, "nginx"),
                      listener(8096, "0.0.0.0", 3321, "docker-proxy"), listener(2283, "0.0.0.0", 3410, "docker-proxy")],
        "connections": [connection("192.168.1.20:22", "192.168.1.35:51522", 40211, "sshd"),
                        connection("192.168.1.20:443", "192.168.1.41:50312", 1390, "nginx"),
                        connection("192.168.1.20:22", "203.0.113.77:40022", None, None, status="SYN_RECV")]},
        D, age=45),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502468108288, 187904819200),
        fs("/dev/sda1", "/srv/media", "ext4", 3936818384896, 3582503729152),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1124999168, 6422528)]}, D, age=720),
    item("e7", "linux_processes", processes(263, D_MEM, [
        (2944, "python", "root", 3.1, 2415919104, "2026-03-08T11:06:12+00:00", "python -m immich_ml"),
        (2690, "jellyfin", "kostas", 6.2, 1503238553, "2026-03-08T11:02:20+00:00",
         "/jellyfin/jellyfin --datadir /config --cachedir /cache --ffmpeg /usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (2811, "immich", "root", 1.4, 1073741824, "2026-03-08T11:05:51+00:00", "immich"),
        (2755, "postgres", "999", 0.2, 612368384, "2026-03-08T11:05:33+00:00",
         "postgres -c shared_preload_libraries=vectors.so"),
        (1123, "dockerd", "root", 0.7, 142606336, "2026-03-07T04:24:50+00:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1050, "containerd", "root", 0.3, 71303168, "2026-03-07T04:24:48+00:00", "/usr/bin/containerd"),
    ]), D, age=35, args={"sort": "memory", "limit": 6}, complete=False),
    item("e8", "linux_service_status",
         unit("fail2ban.service", "active", "running", pid=1102, since="2026-03-01T15:41:02+00:00",
              desc="Fail2Ban Service"), D, age=25, args={"name": "fail2ban"}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-03-05T06:31:12+02:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.5",
                      "1:9.6p1-3ubuntu13.8"),
        package_event("2026-03-05T06:31:14+02:00", "upgrade", "openssh-client", "1:9.6p1-3ubuntu13.5",
                      "1:9.6p1-3ubuntu13.8"),
        package_event("2026-03-07T06:24:40+02:00", "upgrade", "docker-ce", "5:27.3.1-1~ubuntu.24.04~noble",
                      "5:27.5.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-07T06:24:41+02:00", "upgrade", "docker-ce-cli", "5:27.3.1-1~ubuntu.24.04~noble",
                      "5:27.5.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-07T06:24:44+02:00", "upgrade", "containerd.io", "1.7.22-1", "1.7.25-1"),
    ]}, D, age=60, args={"since_days": 14}),
]

delphi_answers = [
    {"q": "pihole keeps restarting every minute, what's wrong with it?",
     "ev": ["e3", "e4", "e5"],
     "a": "Hey! From what I can see, [[s:your pihole container is stuck in a restart loop]] — "
          "[[s:Docker shows it as \"Restarting (1)\"]] and [[c:it was last up 12 minutes ago]]. The reason is in "
          "the docker.service log: [[s:every attempt fails with \"bind: address already in use\" on port 53]]. "
          "[[s:Something else already holds port 53 on this machine: systemd-resolved]] ([[c:listening on "
          "0.0.0.0:53]]), so [[s:the container can't publish 0.0.0.0:53 for DNS]]. [[u:This usually happens "
          "after an Ubuntu upgrade re-enables the stub resolver]]; [[s:the container itself was only created "
          "today]], [[c:about two hours ago]], and [[c:it has been failing roughly every 5 minutes since]].\n\n"
                    "To fix it, set `DNSStubListener=no` in `/etc/systemd/resolved.conf`, run "
          "`sudo systemctl restart systemd-resolved`, then `docker start pihole`."},
    {"q": "Which of my containers are actually up?",
     "ev": ["e3"],
     "a": "Here's the current state of your containers:\n\n"
          "| Container | State | Ports |\n|---|---|---|\n"
          "| jellyfin | ✅ [[s:running (Up 6 days)]] | [[s:8096]] |\n"
          "| immich_server | ✅ [[s:running]] | [[c:2283 → 3001]] |\n"
                    "| immich_redis | ❌ [[c:exited]] | – |\n"
          "| pihole | ⚠️ [[s:restarting]] | – |\n"
          "| nextcloud | ❌ [[s:exited 3 days ago]] | – |\n"
          "| watchtower | ✅ [[s:running]] | – |\n\n"
          "[[c:So 5 of your 8 containers are running.]] [[s:nextcloud exited cleanly (code 0)]], "
          "[[u:probably because you stopped it by hand]].\n\n"
          "Want me to check why immich_redis stopped?"},
    {"q": "Is the server low on RAM? It feels sluggish.",
     "ev": ["s1", "e2", "e7"],
     "a": "**Memory:** [[s:about 10.6 GiB of 15.2 GiB used]], [[s:roughly 4.6 GiB available]]\n"
          "**Swap:** [[c:1.2 GiB of 4 GiB in use]]\n"
          "**Load:** [[s:1.12 / 0.95 / 0.88]] on [[c:a 4-core CPU]]\n\n"
          "Biggest consumers:\n"
          "1. [[c:immich machine learning (python) – 2.4 GiB]]\n"
          "2. [[s:Jellyfin – 1.4 GiB]], [[c:running as root]]\n"
          "3. [[s:immich server – 1 GiB]]\n\n"
          "[[u:The ML container is probably re-indexing your photo library, which is why it's so big]]. "
          "[[c:Nothing else uses more than 200 MB]], so you're not really short on RAM — the sluggishness "
          "is more likely disk or network."},
    {"q": "How full is my media drive?",
     "ev": ["s1", "e6"],
     "a": "Your media disk ([[s:/dev/sda1 mounted at /srv/media]]) is [[t:91% full]] — [[t:about 330 GiB free]] "
          "of [[s:its ~4 TB]]. [[c:It's formatted as XFS]], by the way. The system SSD is fine at [[t:37% used]]. "
          "[[u:At the rate you've been adding media you have a couple of months left]].\n\n"
          "You can see what's biggest with `sudo du -xh --max-depth=1 /srv/media | sort -h`."},
    {"q": "What ports are open to the network on delphi? Is SSH exposed?",
     "ev": ["e5", "e8"],
     "a": "Listening sockets:\n\n"
          "- [[s:SSH (22) – sshd on all interfaces]]\n"
          "- [[s:HTTP/HTTPS (80/443) – nginx]]\n"
          "- [[s:8096 and 2283 – docker-proxy]] ([[u:Jellyfin and Immich]])\n"
          "- [[c:53 – systemd-resolved, reachable from the LAN]]\n"
          "- [[c:3306 – MySQL (local only)]]\n\n"
          "So yes, SSH is exposed. [[s:There's one SSH session open right now, from 192.168.1.35]], "
          "[[c:and a second one from 203.0.113.77]] — [[u:fail2ban should be catching that one]]."},
    {"q": "Did unattended-upgrades update docker? What version do I have now?",
     "ev": ["s1", "e9"],
     "a": "Yes — [[u:unattended-upgrades did it]]: [[s:docker-ce was upgraded on March 7]] [[c:at about "
          "08:24]], [[s:from 27.3.1 to 27.5.1]], and [[s:containerd.io went along with it]] ([[c:1.7.22 → "
          "1.7.24]]). [[c:Three packages were upgraded in total]] "
          "over the last two weeks.\n\n"
          "Right now [[s:you're on Docker 27.5.1]]. Your nginx is [[t:1.24.0-2ubuntu7.1]] and fail2ban "
          "[[t:1.0.2]]; [[s:neither was touched in the last two weeks]]."},
    {"q": "Who can use sudo and docker on delphi?",
     "ev": ["s1"],
     "extra": [user("u1", "eleni says docker gives her 'permission denied' on the socket", D)],
     "a": "[[s:Only kostas is in the sudo group]]. For Docker, [[s:both kostas and eleni are in the docker group]] "
          "(gid [[c:999]]), so the permissions look right on paper. [[u:Eleni probably hasn't logged out and back "
          "in since she was added, so her session doesn't have the group yet]].\n\n"
          "Other notes: [[c:Eleni's shell is /bin/sh]], [[s:her home is /home/eleni]], [[s:kostas is also in "
          "adm]] (log access), and [[c:there are three human accounts on this machine]].\n\n"
          "Ask her to run `id` — if `docker` isn't listed, `newgrp docker` or a re-login will fix it."},
]

delphi = {"name": "delphi", "clock": D, "evidence": delphi_evidence, "answers": delphi_answers}

# -------------------------------------------------------------------------------------------------- knossos
K = Clock("2026-06-02T09:15:00-05:00")
K_MEM = 31890071552
K_BOOT = "2026-05-29T12:31:05+00:00"

knossos_evidence = [
    steady(
        "s1", K, age=2400, hostname="knossos", os_name="Fedora Linux", os_version="41", os_codename=None,
        kernel="6.14.8-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
        cpu_threads=16, memory_total_bytes=K_MEM, package_manager="rpm",
        disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1022903713792},
               {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 1022903713792},
               {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1020702720},
               {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627900416}],
        network_interfaces=[{"name": "wlp1s0", "mac": "a8:3b:76:2e:91:0c", "addresses": ["10.0.0.57/24"],
                             "is_up": True}],
        dns_servers=["127.0.0.53"], default_gateway="10.0.0.1",
        installed_packages={"kernel-core": "6.14.9-200.fc41", "firefox": "139.0-1.fc41", "podman": "5.5.0-1.fc41",
                            "podman-compose": "1.4.0-1.fc41", "openssh-server": "9.8p1-3.fc41.1",
                            "firewalld": "2.2.3-1.fc41", "dnf5": "5.2.13.1-1.fc41"},
        available_services=["NetworkManager.service", "firewalld.service", "bluetooth.service", "cups.service",
                            "sshd.service", "dnf-makecache.service", "power-profiles-daemon.service",
                            "systemd-oomd.service", "podman.service", "gdm.service", "chronyd.service",
                            "abrtd.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
               {"name": "gdm", "uid": 42, "gid": 42, "home": "/var/lib/gdm", "shell": "/usr/sbin/nologin"},
               {"name": "chrony", "uid": 992, "gid": 990, "home": "/var/lib/chrony", "shell": "/sbin/nologin"},
               {"name": "ariadne", "uid": 1000, "gid": 1000, "home": "/home/ariadne", "shell": "/bin/zsh"},
               {"name": "minos", "uid": 1001, "gid": 1001, "home": "/home/minos", "shell": "/bin/bash"}],
        groups=[{"name": "wheel", "gid": 10, "members": ["ariadne"]},
                {"name": "dialout", "gid": 18, "members": ["ariadne"]},
                {"name": "ariadne", "gid": 1000, "members": []},
                {"name": "minos", "gid": 1001, "members": []}],
        admin_users=["ariadne"], sudoers_files=[]),
    item("e2", "linux_service_status", {"units": [
        unit("dnf-makecache.service", "failed", "failed", ufs="static", desc="dnf makecache"),
        unit("abrtd.service", "active", "running", pid=1210, since=K_BOOT, desc="ABRT Automated Bug Reporting Tool"),
        unit("bluetooth.service", "active", "running", pid=1190, since=K_BOOT, desc="Bluetooth service"),
        unit("chronyd.service", "active", "running", pid=1031, since=K_BOOT, desc="NTP client/server"),
        unit("cups.service", "inactive", "dead", desc="CUPS Scheduler"),
        unit("firewalld.service", "active", "running", pid=1022, since=K_BOOT,
             desc="firewalld - dynamic firewall daemon"),
        unit("gdm.service", "active", "running", pid=1402, since=K_BOOT, desc="GNOME Display Manager"),
        unit("NetworkManager.service", "active", "running", pid=1188, since=K_BOOT, desc="Network Manager"),
        unit("podman.service", "inactive", "dead", ufs="disabled", desc="Podman API Service"),
        unit("power-profiles-daemon.service", "active", "running", pid=1201, since=K_BOOT,
             desc="Power Profiles daemon"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
        unit("systemd-oomd.service", "active", "running", pid=902, since=K_BOOT,
             desc="Userspace Out-Of-Memory (OOM) Killer"),
    ], "total": 12}, K, age=30),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "dnf-makecache.service", "entries": [
        log_entry("2026-06-02T08:41:02-05:00", "dnf-makecache.service", "info",
                  "Starting dnf-makecache.service - dnf makecache..."),
        log_entry("2026-06-02T08:41:33-05:00", "dnf-makecache.service", "err",
                  "Curl error (28): Timeout was reached for https://mirrors.fedoraproject.org/metalink?"
                  "repo=updates-released-f41&arch=x86_64 [Connection timed out after 30001 milliseconds]"),
        log_entry("2026-06-02T08:41:33-05:00", "dnf-makecache.service", "err",
                  "Failed to download metadata for repo 'updates': Cannot prepare internal mirrorlist: "
                  "Curl error (28): Timeout was reached"),
        log_entry("2026-06-02T08:41:33-05:00", "dnf-makecache.service", "notice",
                  "dnf-makecache.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-06-02T08:41:33-05:00", "dnf-makecache.service", "warning",
                  "dnf-makecache.service: Failed with result 'exit-code'."),
        log_entry("2026-06-02T08:41:33-05:00", "dnf-makecache.service", "err",
                  "Failed to start dnf-makecache.service - dnf makecache."),
    ]}, K, age=40, args={"unit": "dnf-makecache", "since_minutes": 180}),
    item("e4", "linux_package_history", {"events": [
        package_event("2026-05-28T20:14:09-05:00", "install", "podman-compose", None, "1.4.0-1.fc41"),
        package_event("2026-05-28T20:14:09-05:00", "install", "python3-dotenv", None, "1.0.1-4.fc41"),
        package_event("2026-05-28T20:16:51-05:00", "remove", "gnome-tour", "47.0-1.fc41", None),
        package_event("2026-05-31T19:02:30-05:00", "install", "kernel-core", None, "6.14.9-200.fc41"),
        package_event("2026-05-31T19:02:30-05:00", "install", "kernel-modules", None, "6.14.9-200.fc41"),
        package_event("2026-05-31T19:02:31-05:00", "upgrade", "firefox", "138.0.4-1.fc41", "139.0-1.fc41"),
        package_event("2026-05-31T19:02:31-05:00", "upgrade", "mesa-dri-drivers", "25.0.4-2.fc41", "25.0.6-1.fc41"),
        package_event("2026-05-31T19:02:32-05:00", "upgrade", "openssh-server", "9.8p1-3.fc41", "9.8p1-3.fc41.1"),
    ]}, K, age=60, args={"since_days": 7}),
    item("e5", "linux_system_info",
         system_info(23.7, [2.85, 2.40, 1.96], 351835, K_BOOT, K_MEM, 14495514624, 8 * GiB, 966367641),
         K, age=25),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1022903713792, 655826763776),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 1022903713792, 655826763776),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1020702720, 392167424),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627900416, 20029440)]}, K, age=30),
    item("e7", "linux_processes", processes(412, K_MEM, [
        (5120, "firefox", "ariadne", 48.3, 1932735283, "2026-06-02T12:58:12+00:00", "/usr/lib64/firefox/firefox"),
        (5377, "Isolated Web Co", "ariadne", 41.9, 845152256, "2026-06-02T13:40:51+00:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsLen 31245 -parentBuildID 20250527 tab"),
        (2314, "gnome-shell", "ariadne", 12.4, 612368384, "2026-05-29T12:33:40+00:00", "/usr/bin/gnome-shell"),
        (8822, "code", "ariadne", 7.5, 734003200, "2026-06-02T13:05:09+00:00",
         "/usr/share/code/code --type=renderer"),
        (1960, "pipewire", "ariadne", 2.1, 31457280, "2026-05-29T12:33:31+00:00", "/usr/bin/pipewire"),
        (112, "kworker/u32:3-events_unbound", "root", 1.3, 0, "2026-06-02T13:51:02+00:00", ""),
    ]), K, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e8", "linux_file_read", {"path": "/etc/dnf/dnf.conf", "offset": 0, "limit": 50, "total_lines": 8,
                                   "lines": ["[main]", "gpgcheck=True", "installonly_limit=3",
                                             "clean_requirements_on_remove=True", "best=False",
                                             "skip_if_unavailable=True", "max_parallel_downloads=10",
                                             "fastestmirror=True"]},
         K, age=90, args={"path": "/etc/dnf/dnf.conf"}),
]

knossos_answers = [
    {"q": "systemctl status says the system is 'degraded'. What failed?",
     "ev": ["e2", "e3"],
     "a": "Your system shows as degraded because [[s:one unit failed: `dnf-makecache.service`]].\n\n"
          "- [[s:It ran at 08:41 this morning]]\n"
          "- [[s:It couldn't download metadata for the 'updates' repo]] — [[s:curl timed out reaching "
          "mirrors.fedoraproject.org]]\n"
          "- [[c:It failed with exit status 2]]\n\n"
          "[[u:Looks like your Wi-Fi was still connecting when the timer fired]]. [[s:No other service is in a "
          "failed state]]: [[s:NetworkManager, firewalld and bluetooth are all running]]. Not running, but not "
          "failed either: [[s:cups and sshd are simply inactive]], and [[c:chronyd is stopped]].\n\n"
          "To clear it: `sudo systemctl reset-failed dnf-makecache.service`, or just wait for the next timer run."},
    {"q": "What got updated this week and do I need to reboot?",
     "ev": ["s1", "e4", "e5"],
     "a": "Updates in the last 7 days:\n\n"
          "1. [[s:A new kernel, 6.14.9-200.fc41, was installed Sunday evening]]\n"
          "2. [[s:Firefox went from 138.0.4 to 139.0]]\n"
          "3. [[c:Mesa was upgraded to 25.1.0]]\n"
          "4. [[s:openssh-server got a rebuild (9.8p1-3.fc41.1)]]\n"
          "5. [[s:On Thursday you installed podman-compose]] [[c:and removed gnome-software]]\n\n"
          "**Reboot: yes.** [[s:You're still running 6.14.8]] — [[c:the machine has been up for about 2 days]], "
          "[[s:since before the new kernel was installed]]. [[u:The Firefox update also needs the browser "
          "restarted to finish applying]]."},
    {"q": "Who has admin rights on this laptop? My brother shouldn't.",
     "ev": ["s1"],
     "extra": [user("u1", "minos is my brother's account, he uses the laptop sometimes", K)],
     "a": "Good news: [[s:minos is not in the wheel group]], and [[s:the only admin account is ariadne]] "
          "(that's you, via wheel). A few details about his account: [[c:minos has uid 1002]], [[s:his login "
          "shell is bash]] and [[c:he's a member of dialout]], so he can talk to serial devices but nothing more. "
          "[[s:Your own shell is zsh]].\n\n"
          "If you want to double-check, `sudo -l -U minos` should say he may not run sudo."},
    {"q": "why is my fan spinning like crazy",
     "ev": ["e5", "e7"],
     "a": "It's mostly Firefox. [[s:The main firefox process is at ~48% CPU]] (e7) and [[s:one of its content "
          "processes (Isolated Web Co) is using another ~42%]], so [[c:together they're over 100%]]. "
          "[[s:GNOME Shell is at about 12%]] too. [[c:Overall CPU is around 60%]] and [[u:the load average is "
          "~2.9]] (e7) [[u:on 16 threads]]. [[u:A video or WebGL page in that tab is the likely cause]] — try "
          "about:processes in Firefox to see which tab it is."},
    {"q": "how much disk space do i have left",
     "ev": ["s1", "e6"],
     "a": "You have [[s:about 367 GB free]] on the btrfs root ([[s:roughly 342 GiB]]); [[s:/home is on the same "
          "btrfs filesystem]], so that's shared. The disk is [[s:about 64% used]]. [[c:/boot is at 80%]], "
          "[[s:/boot/efi is almost empty]]. [[u:Old btrfs snapshots may be holding some of that space]] — "
          "check with `sudo btrfs subvolume list /`."},
    {"q": "Is SSH turned on? And is the firewall running?",
     "ev": ["e2"],
     "a": "| Service | Status |\n|---|---|\n"
          "| sshd | [[s:❌ inactive (dead)]], [[s:disabled]] |\n"
          "| firewalld | [[s:✅ active (running)]] |\n\n"
          "[[s:firewalld is enabled at boot]] and [[c:has been running since yesterday]]. "
          "[[u:openssh-server is installed]], just not started; [[u:the FedoraWorkstation zone would allow "
          "port 22 anyway]] if you turn it on with `sudo systemctl enable --now sshd`."},
    {"q": "What's in my dnf config? Are parallel downloads on?",
     "ev": ["e8"],
     "a": "Your `/etc/dnf/dnf.conf` [[s:has only a [main] section]] with [[c:six settings]]:\n\n"
          "- [[s:`max_parallel_downloads=10`]] — [[s:yes, parallel downloads are on]]\n"
          "- [[s:`fastestmirror=True`]]\n"
          "- [[c:`installonly_limit=5`]]\n"
                    "- [[c:`keepcache=True`]]\n\n"
          "[[u:Note that dnf5 ignores fastestmirror, so that line does nothing on Fedora 41]]."},
]

knossos = {"name": "knossos", "clock": K, "evidence": knossos_evidence, "answers": knossos_answers}

# --------------------------------------------------------------------------------------------------- ithaca
I = Clock("2026-01-20T03:12:00+00:00")
I_MEM = 67385741312
PG_LOG = "/var/log/postgresql/postgresql-15-main.log"

ithaca_evidence = [
    steady(
        "s1", I, age=3000, hostname="ithaca", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
        kernel="6.1.0-29-amd64", cpu_model="Intel(R) Xeon(R) Silver 4214R CPU @ 2.40GHz", cpu_cores=12,
        cpu_threads=24, memory_total_bytes=I_MEM,
        disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 99880349696},
               {"device": "/dev/md0", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                "total_bytes": 1919850381312}],
        network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:0a:7e", "addresses": ["10.20.0.15/24"],
                             "is_up": True}],
        dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
        installed_packages={"postgresql-15": "15.10-0+deb12u1", "pgbouncer": "1.18.0-1",
                            "prometheus-node-exporter": "1.5.0-1+b6", "openssh-server": "1:9.2p1-2+deb12u4",
                            "sudo": "1.9.13p3-1+deb12u1"},
        available_services=["postgresql@15-main.service", "pgbouncer.service", "ssh.service",
                            "prometheus-node-exporter.service", "mdmonitor.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
               {"name": "postgres", "uid": 105, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
               {"name": "prometheus", "uid": 107, "gid": 113, "home": "/var/lib/prometheus",
                "shell": "/usr/sbin/nologin"},
               {"name": "penelope", "uid": 1000, "gid": 1000, "home": "/home/penelope", "shell": "/bin/bash"},
               {"name": "telemachus", "uid": 1001, "gid": 1001, "home": "/home/telemachus", "shell": "/bin/bash"}],
        groups=[{"name": "adm", "gid": 4, "members": ["penelope", "telemachus"]},
                {"name": "sudo", "gid": 27, "members": ["penelope"]},
                {"name": "ssl-cert", "gid": 110, "members": ["postgres"]},
                {"name": "postgres", "gid": 111, "members": []}],
        admin_users=["penelope"], sudoers_files=[], stale_sources=["users"]),
    item("e2", "linux_service_status",
         unit("postgresql@15-main.service", "active", "running", pid=1123, since="2026-01-06T04:10:22+00:00",
              desc="PostgreSQL Cluster 15-main"), I, age=20, args={"name": "postgresql@15-main"}),
    item("e3", "linux_recent_logs", {"source": "file", "unit": "postgresql@15-main.service", "files": [PG_LOG],
                                     "entries": [
        log_entry("2026-01-20T02:46:58+00:00", "postgresql@15-main.service", "err",
                  "LOG:  server process (PID 41877) was terminated by signal 9: Killed"),
        log_entry("2026-01-20T02:46:58+00:00", "postgresql@15-main.service", "err",
                  "DETAIL:  Failed process was running: SELECT o.customer_id, sum(i.qty * i.price) FROM orders o "
                  "JOIN order_items i ON i.order_id = o.id WHERE o.created_at >= now() - interval '3 years' "
                  "GROUP BY 1 ORDER BY 2 DESC"),
        log_entry("2026-01-20T02:46:58+00:00", "postgresql@15-main.service", "info",
                  "LOG:  terminating any other active server processes"),
        log_entry("2026-01-20T02:46:59+00:00", "postgresql@15-main.service", "info",
                  "LOG:  all server processes terminated; reinitializing"),
        log_entry("2026-01-20T02:47:01+00:00", "postgresql@15-main.service", "info",
                  "LOG:  database system was interrupted; last known up at 2026-01-20 02:41:12 UTC"),
        log_entry("2026-01-20T02:47:01+00:00", "postgresql@15-main.service", "info",
                  "LOG:  database system was not properly shut down; automatic recovery in progress"),
        log_entry("2026-01-20T02:47:30+00:00", "postgresql@15-main.service", "info",
                  "LOG:  redo done at 1A3/5F0021C8 system usage: CPU: user: 12.81 s, system: 3.02 s, "
                  "elapsed: 29.14 s"),
        log_entry("2026-01-20T02:47:31+00:00", "postgresql@15-main.service", "info",
                  "LOG:  database system is ready to accept connections"),
    ]}, I, age=30, args={"unit": "postgresql@15-main", "since_minutes": 60}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-01-20T02:46:57+00:00", None, "warning",
                  "postgres invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, "
                  "oom_score_adj=0"),
        log_entry("2026-01-20T02:46:58+00:00", None, "err",
                  "Out of memory: Killed process 41877 (postgres) total-vm:56734512kB, anon-rss:38912044kB, "
                  "file-rss:4096kB, shmem-rss:1204220kB, UID:105 pgtables:76840kB oom_score_adj:0"),
        log_entry("2026-01-20T02:46:58+00:00", None, "info",
                  "oom_reaper: reaped process 41877 (postgres), now anon-rss:0kB, file-rss:0kB, "
                  "shmem-rss:1204220kB"),
    ]}, I, age=30, args={"since_minutes": 60, "grep": "oom"}),
    item("e5", "linux_system_info",
         system_info(38.5, [6.12, 7.40, 5.05], 1206189, "2026-01-06T04:08:51+00:00", I_MEM, 31138512896,
                     8 * GiB, 2254857830), I, age=20),
    item("e6", "linux_file_read", {"path": "/etc/postgresql/15/main/conf.d/tuning.conf", "offset": 0, "limit": 100,
                                   "total_lines": 12, "lines": [
        "# tuning for ithaca (64 GB RAM) - penelope 2025-11",
        "shared_buffers = 16GB",
        "effective_cache_size = 44GB",
        "work_mem = 256MB",
        "maintenance_work_mem = 2GB",
        "max_connections = 300",
        "max_parallel_workers_per_gather = 4",
        "random_page_cost = 1.1",
        "effective_io_concurrency = 200",
        "wal_buffers = 16MB",
        "checkpoint_completion_target = 0.9",
        "max_wal_size = 8GB"]},
         I, age=120, args={"path": "/etc/postgresql/15/main/conf.d/tuning.conf"}),
    item("e7", "linux_processes", processes(355, I_MEM, [
        (1130, "postgres", "postgres", 0.4, 17394827264, "2026-01-06T04:10:22+00:00",
         "postgres: 15/main: checkpointer"),
        (49102, "postgres", "postgres", 97.0, 9126805504, "2026-01-20T03:01:44+00:00",
         "postgres: 15/main: reporting shop 10.20.0.32(51044) SELECT"),
        (1131, "postgres", "postgres", 0.1, 6979321856, "2026-01-06T04:10:22+00:00",
         "postgres: 15/main: background writer"),
        (48990, "postgres", "postgres", 12.3, 2147483648, "2026-01-20T02:48:10+00:00",
         "postgres: 15/main: app shop 127.0.0.1(40112) idle"),
        (1123, "postgres", "postgres", 0.0, 231735296, "2026-01-06T04:10:22+00:00",
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main "
         "-c config_file=/etc/postgresql/15/main/postgresql.conf"),
        (882, "prometheus-node", "prometheus", 0.2, 25165824, "2026-01-06T04:09:30+00:00",
         "/usr/bin/prometheus-node-exporter"),
    ]), I, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:0a:7e", "addresses": ["10.20.0.15/24"], "is_up": True}],
        "listening": [listener(5432, "127.0.0.1", 1123, "postgres"), listener(5432, "10.20.0.15", 1123, "postgres"),
                      listener(6432, "0.0.0.0", 901, "pgbouncer"), listener(22, "0.0.0.0", 780, "sshd"),
                      listener(9100, "::", 882, "prometheus-node")],
        "connections": [connection("10.20.0.15:6432", "10.20.0.31:40512", 901, "pgbouncer"),
                        connection("10.20.0.15:6432", "10.20.0.31:40518", 901, "pgbouncer"),
                        connection("10.20.0.15:6432", "10.20.0.32:51002", 901, "pgbouncer"),
                        connection("10.20.0.15:5432", "10.20.0.32:51044", 49102, "postgres"),
                        connection("127.0.0.1:40112", "127.0.0.1:5432", 901, "pgbouncer"),
                        connection("127.0.0.1:5432", "127.0.0.1:40112", 48990, "postgres"),
                        connection("10.20.0.15:22", "10.20.0.5:60122", 50110, "sshd"),
                        connection("[::ffff:10.20.0.15]:9100", "[::ffff:10.20.0.9]:39210", 882, "prometheus-node")]},
        I, age=40),
    item("e9", "linux_disk_io", {"interval_seconds": 5.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 12288, "write_bytes_per_s": 204800, "busy_percent": 1.2},
        {"device": "nvme0n1", "read_bytes_per_s": 318767104, "write_bytes_per_s": 41943040, "busy_percent": 96.4},
        {"device": "nvme1n1", "read_bytes_per_s": 316669952, "write_bytes_per_s": 41943040, "busy_percent": 95.8},
        {"device": "md0", "read_bytes_per_s": 635437056, "write_bytes_per_s": 41943040, "busy_percent": 0.0}]},
        I, age=420, args={"interval_seconds": 5}),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 99880349696, 21474836480),
        fs("/dev/md0", "/var/lib/postgresql", "xfs", 1919850381312, 1409286144000)]}, I, age=30),
]

ithaca_answers = [
    {"q": "Postgres crashed around 3am, what happened?",
     "ev": ["e2", "e3", "e4"],
     "a": "## What happened\n\n"
          "[[s:At 02:46:58 the kernel's OOM killer killed a postgres backend (PID 41877)]]. [[s:That backend was "
          "running a big SELECT on the orders table]]. [[s:Postgres then terminated "
          "all other server processes and reinitialized]], [[s:ran crash recovery]], and [[s:was accepting "
          "connections again at 02:47:31]] — [[c:about 5 minutes of downtime]]. [[s:The killed backend had about "
          "37 GiB of anonymous memory]].\n\n"
          "## Current state\n\n"
          "[[s:postgresql@15-main is active (running)]]; [[c:systemd restarted it at 02:47]] and [[c:its main PID "
          "is now 48211]].\n\n"
          "[[u:The query was probably from the nightly reporting job]] — I'd look at adding a LIMIT or an index on "
          "`orders.created_at`."},
    {"q": "Is our work_mem setting too aggressive for this box?",
     "ev": ["s1", "e5", "e6"],
     "a": "Looking at `conf.d/tuning.conf`, [[s:work_mem is 256MB]] and [[c:max_connections is 400]], while "
          "[[s:shared_buffers is 16GB]] — on a machine with [[s:about 63 GiB of RAM]] that's a risky combination, "
          "because work_mem is per sort or hash node, not per connection. [[s:effective_cache_size is set to 44GB]] "
          "[[c:and maintenance_work_mem to 1GB]]. Right now [[s:about 29 GiB is available]] and [[s:swap is in use "
          "(~2.1 GiB)]]. [[c:The file says it was last tuned by telemachus]], so he may know why it's this high. "
          "[[u:I'd guess a few parallel hash joins each grabbed several times work_mem]] last night; dropping it to "
          "64MB and raising it per-role for reporting would be safer."},
    {"q": "Who is connected to the database right now?",
     "ev": ["e8"],
     "a": "Connections I can see:\n\n"
          "- [[s:10.20.0.31 has two connections to pgbouncer on 6432]] (e8)\n"
          "- [[c:10.20.0.32 has two connections to pgbouncer]]\n"
          "- [[s:10.20.0.32 is also connected straight to postgres on 5432]] ([[u:probably the reporting tool]])\n"
          "- [[s:pgbouncer itself holds one server connection to 127.0.0.1:5432]]\n"
          "- [[s:There's one SSH session from 10.20.0.5]]\n"
          "- [[s:10.20.0.9 is connected to node_exporter on 9100]]\n\n"
          "[[c:PostgreSQL listens on all interfaces]], and [[s:pgbouncer listens on 0.0.0.0:6432]]."},
    {"q": "Is the disk the bottleneck? iowait feels high.",
     "ev": ["e5", "e9", "e10"],
     "a": "- **I/O:** [[t:both NVMe drives under md0 are ~96% busy]], [[t:reading about 300 MB/s each]]; "
          "[[t:sda is basically idle]]\n"
          "- **Space:** [[s:/var/lib/postgresql is 73% full]] [[s:(~1.41 TB of 1.92 TB)]]\n"
          "- **CPU:** [[s:38.5% overall]], [[c:load average around 12]]\n\n"
          "[[c:The XFS filesystem is on sda]], so the NVMe pair is doing all the work. [[u:So yes, it looks like "
          "the reporting query's sequential scans are saturating the array]]. Run `iostat -x 5` to confirm."},
    {"q": "Which accounts can log in and who has sudo on ithaca?",
     "ev": ["s1"],
     "a": "Accounts with a real login shell: [[t:penelope]], [[t:telemachus]] and [[t:postgres]]. "
          "[[t:Only penelope is in sudo]]; [[t:both penelope and telemachus are "
          "in adm]], so they can read the logs. [[t:telemachus has uid 1002]].\n\n"
          "This is [[s:a Debian 12 (bookworm) box]], and [[u:root login over SSH is disabled by default]]."},
    {"q": "What's using the most memory?",
     "ev": ["s1", "e7"],
     "a": "| PID | Process | RSS |\n|---|---|---|\n"
          "| 1130 | [[s:checkpointer]] | [[s:16.2 GiB]] |\n"
          "| 49102 | [[s:reporting query from 10.20.0.32]] | [[c:8.5 GB]] |\n"
          "\n"
          "The reporting backend [[u:is also the top CPU user]], [[s:at 97% CPU]]. [[u:Most of the "
          "checkpointer's RSS is shared buffers, not private memory]], so don't add these up. [[c:Postgres "
          "processes account for all six of the top entries]], and [[c:the postmaster (PID 1123) started "
          "yesterday]]."},
    {"q": "When was ithaca last rebooted, and what is it running on?",
     "ev": ["s1", "e5"],
     "a": "[[s:ithaca has been up about 14 days]] — [[s:since January 6]] — [[s:on kernel 6.1.0-29-amd64]]. "
          "Hardware: [[s:a Xeon Silver 4214R]] with [[c:16 cores]] / [[s:24 threads]] and [[c:32 GB of RAM]]."},
]

ithaca = {"name": "ithaca", "clock": I, "evidence": ithaca_evidence, "answers": ithaca_answers}

# -------------------------------------------------------------------------------------------------- olympus
O = Clock("2026-09-08T14:05:00+02:00")
O_MEM = 33526472704


def _control_plane(obj: dict) -> dict:
    obj["metadata"]["labels"] = {"node-role.kubernetes.io/control-plane": "true",
                                 "node-role.kubernetes.io/master": "true"}
    return obj


def _crashlooping_api() -> dict:
    obj = pod("api-5c8d7f9b4-7hj2k", "apps", "Running", "hermes", restarts=37, ready=False,
              waiting="CrashLoopBackOff")
    obj["status"]["startTime"] = "2026-09-07T21:30:12Z"
    obj["status"]["containerStatuses"][0]["image"] = "registry.lan:5000/shop/api:1.8.2"
    obj["status"]["containerStatuses"][0]["lastState"] = {"terminated": {
        "exitCode": 1, "reason": "Error", "startedAt": "2026-09-08T11:57:59Z", "finishedAt": "2026-09-08T11:58:02Z"}}
    return obj


def _pending_worker() -> dict:
    return {"kind": "Pod", "metadata": {"name": "worker-6b7c5d9f8-zz8x1", "namespace": "apps"},
            "spec": {"containers": [{"name": "worker", "image": "registry.lan:5000/shop/worker:1.8.2"}]},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "lastTransitionTime": "2026-09-07T21:36:00Z",
                 "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                            "{node.kubernetes.io/unreachable: }, 2 Insufficient memory."}]}}


def _event(name: str, kind: str, reason: str, obj: str, message: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "apps"}, "type": kind, "reason": reason,
            "involvedObject": {"kind": "Pod", "namespace": "apps", "name": obj}, "message": message, "count": count,
            "firstTimestamp": first, "lastTimestamp": last}


def _service(name: str, kind: str, cluster_ip: str, ports: list[dict], ingress: list[str] | None = None) -> dict:
    obj = {"kind": "Service", "metadata": {"name": name, "namespace": "apps"},
           "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}, "status": {"loadBalancer": {}}}
    if ingress:
        obj["status"]["loadBalancer"] = {"ingress": [{"ip": ip} for ip in ingress]}
    return obj


olympus_evidence = [
    steady(
        "s1", O, age=2200, hostname="olympus", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
        kernel="5.15.0-119-generic", cpu_model="Intel(R) Core(TM) i7-7700 CPU @ 3.60GHz", cpu_cores=4,
        cpu_threads=8, memory_total_bytes=O_MEM,
        disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510770802688}],
        network_interfaces=[{"name": "enp0s31f6", "mac": "4c:cc:6a:12:0e:9d", "addresses": ["192.168.10.5/24"],
                             "is_up": True},
                            {"name": "cni0", "mac": "5a:1e:77:3b:c0:11", "addresses": ["10.42.0.1/24"],
                             "is_up": True}],
        dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
        installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                            "openssh-server": "1:8.9p1-3ubuntu0.10"},
        available_services=["k3s.service", "ssh.service", "iscsid.service", "systemd-resolved.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
               {"name": "zeus", "uid": 1000, "gid": 1000, "home": "/home/zeus", "shell": "/bin/bash"}],
        groups=[{"name": "sudo", "gid": 27, "members": ["zeus"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _control_plane(node("olympus", True, "v1.30.4+k3s1")), node("hermes", True, "v1.30.4+k3s1"),
        node("hades", False, "v1.29.6+k3s2")]}, O, age=40, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        pod("web-7d9f8c6b5-x2kqp", "apps", "Running", "olympus", started="2026-09-06T08:12:44Z"),
        pod("web-7d9f8c6b5-m4v8n", "apps", "Running", "hermes", started="2026-09-06T08:12:51Z"),
        _crashlooping_api(),
        pod("api-5c8d7f9b4-q9wzt", "apps", "Running", "olympus", restarts=2, started="2026-09-07T21:40:10Z"),
        _pending_worker(),
        pod("redis-0", "apps", "Running", "olympus", restarts=1, started="2026-09-06T08:10:02Z"),
    ]}, O, age=35, args={"resource": "pods", "namespace": "apps"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        deployment("web", "apps", 2, 2), deployment("api", "apps", 2, 1), deployment("worker", "apps", 1, 0)]},
        O, age=35, args={"resource": "deployments", "namespace": "apps"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        _event("api-5c8d7f9b4-7hj2k.17f2a1", "Warning", "BackOff", "api-5c8d7f9b4-7hj2k",
               "Back-off restarting failed container api in pod api-5c8d7f9b4-7hj2k_apps(4b0e9a52-1c7d-4e55-9a61-"
               "0f2d7c1e8b34)", 412, "2026-09-07T21:35:00Z", "2026-09-08T11:59:40Z"),
        _event("api-5c8d7f9b4-7hj2k.17f2a0", "Normal", "Pulled", "api-5c8d7f9b4-7hj2k",
               "Container image \"registry.lan:5000/shop/api:1.8.2\" already present on machine", 38,
               "2026-09-07T21:30:15Z", "2026-09-08T11:57:59Z"),
        _event("worker-6b7c5d9f8-zz8x1.17f2a2", "Warning", "FailedScheduling", "worker-6b7c5d9f8-zz8x1",
               "0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, 2 "
               "Insufficient memory. preemption: 0/3 nodes are available: 1 Preemption is not helpful for "
               "scheduling, 2 No preemption victims found for incoming pod.", 96,
               "2026-09-07T21:36:00Z", "2026-09-08T11:58:30Z"),
    ]}, O, age=45, args={"resource": "events", "namespace": "apps"}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        _service("web", "ClusterIP", "10.43.12.7", [{"name": "http", "port": 80, "targetPort": 8080,
                                                     "protocol": "TCP"}]),
        _service("api", "ClusterIP", "10.43.88.140", [{"name": "http", "port": 8000, "targetPort": 8000,
                                                        "protocol": "TCP"}]),
        _service("web-public", "LoadBalancer", "10.43.200.15",
                 [{"name": "https", "port": 443, "targetPort": 8443, "nodePort": 31443, "protocol": "TCP"}],
                 ingress=["192.168.10.5", "192.168.10.6"]),
        _service("redis", "ClusterIP", "None", [{"name": "redis", "port": 6379, "targetPort": 6379,
                                                 "protocol": "TCP"}]),
    ]}, O, age=50, args={"resource": "services", "namespace": "apps"}),
    item("e7", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1342, since="2026-09-01T06:02:11+00:00",
              desc="Lightweight Kubernetes"), O, age=30, args={"name": "k3s"}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-09-08T11:35:50+00:00", "k3s.service", "warning",
                  'time="2026-09-08T11:35:50Z" level=warning msg="Proxy error: write failed: io: read/write on '
                  'closed pipe"'),
        log_entry("2026-09-08T11:36:31+00:00", "k3s.service", "warning",
                  'I0908 11:36:31.002114    1342 controller_utils.go:151] "Updating ready status of node to '
                  'false" node="hades"'),
        log_entry("2026-09-08T11:41:07+00:00", "k3s.service", "err",
                  'E0908 11:41:07.221843    1342 node_lifecycle_controller.go:1075] "Unable to get node '
                  'lease" err="context deadline exceeded" node="hades"'),
        log_entry("2026-09-08T11:58:02+00:00", "k3s.service", "err",
                  'E0908 11:58:02.441190    1342 scraper.go:149] "Failed to scrape node" err="Get '
                  '\\"https://192.168.10.7:10250/metrics/resource\\": dial tcp 192.168.10.7:10250: connect: no '
                  'route to host" node="hades"'),
    ]}, O, age=60, args={"unit": "k3s", "since_minutes": 30, "priority": "warning"}),
    item("e9", "linux_system_info",
         system_info(71.0, [5.9, 6.3, 5.8], 626670, "2026-09-01T06:00:30+00:00", O_MEM, 2254857830, 0, 0),
         O, age=600),
]

olympus_answers = [
    {"q": "The api deployment shows 1/2 ready. Why?",
     "ev": ["e3", "e4", "e5"],
     "a": "**TL;DR:** [[s:one of the two api pods is crash-looping]].\n\n"
          "- [[s:`api-5c8d7f9b4-7hj2k` on hermes is in CrashLoopBackOff]] with [[c:27 restarts]]\n"
          "- [[s:Its last run exited with code 1 (Error)]]\n"
          "- [[s:The other replica on olympus is fine]]\n"
          "- [[s:The deployment wants 2 replicas and has 1 available]]\n\n"
          "[[c:Kubernetes started backing it off about an hour ago]]; [[s:the image is "
          "registry.lan:5000/shop/api:1.8.2]]. [[u:Exit code 1 usually means the app can't reach its database at "
          "startup]] — check the logs with `kubectl logs -n apps api-5c8d7f9b4-7hj2k --previous`."},
    {"q": "Are all my nodes healthy?",
     "ev": ["e2"],
     "a": "Not quite: [[s:olympus and hermes are Ready]], but [[s:hades is NotReady]]. [[c:All three run k3s "
          "v1.30.4]], and [[s:olympus is the control-plane node]]. [[u:hades probably lost power or its network "
          "link]]."},
    {"q": "Why is the worker pod stuck in Pending?",
     "ev": ["e2", "e3", "e5"],
     "a": "[[s:`worker-6b7c5d9f8-zz8x1` can't be scheduled]]: [[s:the scheduler says 0/3 nodes are available]] "
          "[e5] — "
          "[[s:one node has the unreachable taint]] ([[u:that's hades, which is NotReady]] [e3]) and [[s:the other two "
          "don't have enough memory]]. [[c:It has been trying for about 10 minutes]]. [[u:The pod requests 4Gi of "
          "memory]], which is more than olympus or hermes has free; [[u:the worker deployment has 0 of 1 replicas "
          "ready]] as a result.\n\nEither bring hades back or lower the worker's memory request."},
    {"q": "On which IP and port can I reach the web app from my LAN?",
     "ev": ["e6"],
     "a": "Use the `web-public` LoadBalancer service: [[s:it's exposed on 192.168.10.5 and 192.168.10.6]], "
          "[[s:port 443]], [[s:forwarding to 8443 in the pods]]. [[s:The NodePort is 31443]] if you need it.\n\n"
          "The others aren't reachable from outside: [[c:the internal `web` service is a NodePort on 80]], "
          "[[s:api is ClusterIP only (10.43.88.140:8000)]] — although [[c:redis is exposed on "
          "192.168.10.5:6379]], which you probably don't want."},
    {"q": "Is k3s itself ok? The server feels slow.",
     "ev": ["s1", "e7", "e8", "e9"],
     "a": "**k3s service:** [[s:active (running)]] [[s:since September 1]].\n\n"
          "**Resources** (last reading): [[t:CPU at 71%]], [[t:only ~2.1 GiB of RAM available]] [[s:out of "
          "~31 GiB]], and [[t:no swap]].\n\n"
          "**Logs:** [[s:k3s marked hades as not ready at 11:36 UTC]] and [[s:can't reach it on port 10250]]. "
          "[[c:There are also OOM errors in the k3s log]].\n\n"
          "[[u:The slowness is most likely memory pressure from the api pod restarting over and over]]."},
    {"q": "Give me an overview of the pods in apps",
     "ev": ["e3"],
     "a": "| Pod | Status |\n|---|---|\n"
          "| web-…x2kqp | ✅ [[s:Running]] |\n"
          "| web-…m4v8n | ✅ [[s:Running]] |\n"
          "| api-…7hj2k | ❌ [[s:CrashLoopBackOff]] ([[s:37 restarts]]) |\n"
          "| api-…q9wzt | ✅ [[s:Running]] ([[c:0 restarts]]) |\n"
          "| worker-…zz8x1 | ⏳ [[s:Pending]] |\n"
          "| redis-0 | ✅ [[s:Running]] |\n\n"
          "[[s:4 of the 6 pods are healthy]]; [[s:three of them run on olympus]] and [[c:the second web replica is "
          "on hades]]. [[c:redis has never restarted]]."},
]

olympus = {"name": "olympus", "clock": O, "evidence": olympus_evidence, "answers": olympus_answers}

# --------------------------------------------------------------------------------------------------- sparta
S = Clock("2026-11-05T16:20:00+09:00")
S_MEM = 135089074176
RUNNER = "runner-hx7kq2zp"
HELPER = "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.5.3"
NO_SPACE = ("ERROR: Job failed (system failure): prepare environment: Error response from daemon: failed to create "
            "task for container: failed to create shim task: OCI runtime create failed: write "
            "/var/lib/docker/overlay2/3f1c9e0a7b/merged/etc/hosts: no space left on device  duration_s=3.1 ")

sparta_evidence = [
    steady(
        "s1", S, age=2000, hostname="sparta", os_name="Arch Linux", os_version=None, os_codename=None,
        kernel="6.11.6-arch1-1", cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16, cpu_threads=32,
        memory_total_bytes=S_MEM, package_manager="pacman",
        disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480103981056},
               {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                "total_bytes": 1920383410176},
               {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1071628288}],
        network_interfaces=[{"name": "enp65s0", "mac": "b4:2e:99:c1:07:5a", "addresses": ["10.8.2.40/16"],
                             "is_up": True},
                            {"name": "docker0", "mac": "02:42:5f:a0:1e:77", "addresses": ["172.17.0.1/16"],
                             "is_up": True}],
        dns_servers=["10.8.0.2"], default_gateway="10.8.0.1",
        installed_packages={"docker": "1:27.3.1-1", "gitlab-runner": "17.5.3-1", "linux": "6.11.7.arch1-1",
                            "nftables": "1:1.1.1-1", "openssh": "9.9p1-2", "containerd": "2.0.0-1", "ncdu": "2.6-1"},
        available_services=["docker.service", "containerd.service", "gitlab-runner.service", "sshd.service",
                            "nftables.service", "systemd-timesyncd.service", "systemd-resolved.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
               {"name": "gitlab-runner", "uid": 967, "gid": 967, "home": "/var/lib/gitlab-runner",
                "shell": "/bin/bash"},
               {"name": "leonidas", "uid": 1000, "gid": 1000, "home": "/home/leonidas", "shell": "/usr/bin/zsh"},
               {"name": "gorgo", "uid": 1001, "gid": 1001, "home": "/home/gorgo", "shell": "/usr/bin/bash"}],
        groups=[{"name": "wheel", "gid": 998, "members": ["leonidas"]},
                {"name": "docker", "gid": 962, "members": ["gitlab-runner", "leonidas"]},
                {"name": "kvm", "gid": 992, "members": ["gitlab-runner"]},
                {"name": "gitlab-runner", "gid": 967, "members": []}],
        admin_users=["leonidas"], sudoers_files=["10-leonidas"]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 480103981056, 203423744000),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", 1920383410176, 1874273419264),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1071628288, 188743680)]}, S, age=40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-11-05T14:52:13+09:00", "gitlab-runner.service", "err",
                  NO_SPACE + "job=88213 project=42 runner=Hx7kQ2zP"),
        log_entry("2026-11-05T15:31:40+09:00", "gitlab-runner.service", "err",
                  NO_SPACE + "job=88231 project=42 runner=Hx7kQ2zP"),
        log_entry("2026-11-05T15:58:02+09:00", "gitlab-runner.service", "err",
                  NO_SPACE + "job=88240 project=17 runner=Hx7kQ2zP"),
        log_entry("2026-11-05T16:11:47+09:00", "gitlab-runner.service", "warning",
                  "WARNING: Checking for jobs... failed  runner=Hx7kQ2zP status=POST "
                  "https://gitlab.example.com/api/v4/jobs/request: 502 Bad Gateway"),
        log_entry("2026-11-05T16:12:20+09:00", "gitlab-runner.service", "err",
                  NO_SPACE + "job=88247 project=42 runner=Hx7kQ2zP"),
    ]}, S, age=50, args={"unit": "gitlab-runner", "since_minutes": 120, "priority": "warning"}),
    item("e4", "linux_processes", processes(682, S_MEM, [
        (412233, "cc1plus", "root", 99.8, 1395864371, "2026-11-05T07:17:31+00:00",
         "/usr/lib/gcc/x86_64-linux-gnu/14/cc1plus -quiet -I src/core ... src/core/scheduler.cpp -O2"),
        (412240, "cc1plus", "root", 99.6, 1202716672, "2026-11-05T07:17:44+00:00",
         "/usr/lib/gcc/x86_64-linux-gnu/14/cc1plus -quiet -I src/net ... src/net/codec.cpp -O2"),
        (412251, "cc1plus", "root", 99.1, 987000832, "2026-11-05T07:18:02+00:00",
         "/usr/lib/gcc/x86_64-linux-gnu/14/cc1plus -quiet -I src/ui ... src/ui/table_view.cpp -O2"),
        (411980, "ld", "root", 97.4, 3328599654, "2026-11-05T07:16:50+00:00",
         "/usr/bin/ld -plugin ... -o build/bin/engine_tests"),
        (1893, "dockerd", "root", 6.2, 402653184, "2026-10-16T18:12:30+00:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1960, "gitlab-runner", "gitlab-runner", 1.1, 96468992, "2026-11-02T00:15:02+00:00",
         "/usr/bin/gitlab-runner run --working-directory /var/lib/gitlab-runner --config "
         "/etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner"),
    ]), S, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_file_read", {"path": "/etc/nftables.conf", "offset": 0, "limit": 100, "total_lines": 23,
                                   "lines": [
        "#!/usr/bin/nft -f",
        "# sparta firewall - leonidas",
        "flush ruleset",
        "",
        "table inet filter {",
        "  chain input {",
        "    type filter hook input priority filter; policy drop;",
        "    ct state established,related accept",
        "    ct state invalid drop",
        "    iif lo accept",
        "    ip protocol icmp accept",
        "    meta l4proto ipv6-icmp accept",
        "    ip saddr 10.8.0.0/16 tcp dport 22 accept",
        "    ip saddr 10.8.4.10 tcp dport 9252 accept",
        "    counter drop",
        "  }",
        "  chain forward {",
        "    type filter hook forward priority filter; policy accept;",
        "  }",
        "  chain output {",
        "    type filter hook output priority filter; policy accept;",
        "  }",
        "}"]}, S, age=90, args={"path": "/etc/nftables.conf"}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "enp65s0", "mac": "b4:2e:99:c1:07:5a", "addresses": ["10.8.2.40/16"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:5f:a0:1e:77", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 702, "sshd"), listener(22, "::", 702, "sshd"),
                      listener(9252, "0.0.0.0", 1960, "gitlab-runner"),
                      listener(5355, "0.0.0.0", 640, "systemd-resolve"),
                      listener(5355, "0.0.0.0", 640, "systemd-resolve", proto="udp")],
        "connections": [connection("10.8.2.40:43122", "10.8.1.5:443", 1960, "gitlab-runner"),
                        connection("10.8.2.40:22", "10.8.3.14:55120", 5511, "sshd")]}, S, age=35),
    item("e7", "linux_file_changes", {"root": "/etc", "since": "2026-11-04T07:20:00+00:00", "files": [
        {"path": "/etc/gitlab-runner/config.toml", "mtime": "2026-11-05T06:42:10+00:00", "size_bytes": 1487},
        {"path": "/etc/docker/daemon.json", "mtime": "2026-11-05T05:58:31+00:00", "size_bytes": 212},
        {"path": "/etc/nftables.conf", "mtime": "2026-11-05T01:15:04+00:00", "size_bytes": 731},
        {"path": "/etc/pacman.d/mirrorlist", "mtime": "2026-11-04T23:02:44+00:00", "size_bytes": 2904},
        {"path": "/etc/shadow", "mtime": "2026-11-04T22:30:19+00:00", "size_bytes": 1022}],
        "scanned": 1893}, S, age=60, args={"root": "/etc", "since_minutes": 1440}),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-11-02T09:14:22+09:00", "upgrade", "gitlab-runner", "17.5.2-1", "17.5.3-1"),
        package_event("2026-11-02T09:14:22+09:00", "upgrade", "containerd", "1.7.23-1", "2.0.0-1"),
        package_event("2026-11-04T08:05:51+09:00", "upgrade", "linux", "6.11.6.arch1-1", "6.11.7.arch1-1"),
        package_event("2026-11-04T08:05:51+09:00", "upgrade", "linux-firmware", "20261021.8f2e1c4-1",
                      "20261102.b71d0a3-1"),
        package_event("2026-11-04T08:05:52+09:00", "upgrade", "openssh", "9.9p1-1", "9.9p1-2"),
        package_event("2026-11-04T08:06:10+09:00", "install", "ncdu", None, "2.6-1"),
        package_event("2026-11-04T08:06:30+09:00", "remove", "python-pip", "24.2-2", None),
    ]}, S, age=100, args={"since_days": 7}),
    item("e9", "linux_system_info",
         system_info(78.4, [26.31, 21.07, 16.55], 1688900, "2026-10-16T18:11:40+00:00", S_MEM, 98784247808, 0, 0),
         S, age=25),
    item("e10", "linux_containers", {"runtime": "docker", "containers": [
        box("8f3e1c2a9b10", f"{RUNNER}-project-42-concurrent-0-8f3e1c2a-build",
            "registry.example.com/ci/cpp-builder:gcc14", "running", "Up 14 minutes", "2026-11-05T07:05:48+00:00"),
        box("7a6b5c4d3e21", f"{RUNNER}-project-42-concurrent-0-8f3e1c2a-predefined", HELPER, "exited",
            "Exited (0) 14 minutes ago", "2026-11-05T07:05:31+00:00"),
        box("6c5d4e3f2a19", f"{RUNNER}-project-17-concurrent-1-2d9b7e41-build", "node:20-bookworm", "exited",
            "Exited (1) 22 minutes ago", "2026-11-05T06:49:12+00:00"),
        box("5d4e3f2a1b08", f"{RUNNER}-project-17-concurrent-1-2d9b7e41-predefined", HELPER, "exited",
            "Exited (0) 22 minutes ago", "2026-11-05T06:48:58+00:00"),
        box("4e3f2a1b0c97", f"{RUNNER}-project-42-concurrent-0-cache-3c3cd60b5a1f", HELPER, "created", "Created",
            "2026-11-01T02:11:40+00:00"),
        box("3f2a1b0c9d86", f"{RUNNER}-project-17-concurrent-1-cache-c33bcaa1fd2c", HELPER, "created", "Created",
            "2026-10-28T09:40:03+00:00"),
        box("2a1b0c9d8e75", f"{RUNNER}-project-42-concurrent-1-9e1f0a3b-build",
            "registry.example.com/ci/cpp-builder:gcc14", "exited", "Exited (137) 2 hours ago",
            "2026-11-05T04:55:20+00:00"),
        box("1b0c9d8e7f64", f"{RUNNER}-project-42-concurrent-1-9e1f0a3b-predefined", HELPER, "exited",
            "Exited (0) 2 hours ago", "2026-11-05T04:55:02+00:00"),
    ]}, S, age=45, args={"all": True, "limit": 8}, complete=False),
]

sparta_answers = [
    {"q": "CI jobs keep failing with 'no space left on device'. What's full?",
     "ev": ["e2", "e3"],
     "a": "The culprit is [[s:/var/lib/docker]]: [[s:it's 97.6% full]] (e2), with [[c:only about 4.6 GB free]]. "
          "[[s:It's a separate ~1.9 TB XFS volume]], and [[s:the root filesystem is fine at ~42%]].\n\n"
          "The runner log shows [[c:three jobs failing]] [[s:with \"no space left on device\"]], "
          "[[u:the latest at 16:12]] (e2); [[s:project 42 was hit the most]]. [[u:This is almost certainly "
          "old build images and dangling volumes piling up]].\n\n"
          "Quick fix: `docker system df`, then `docker system prune -af --filter until=72h` and "
          "`docker builder prune -af`."},
    {"q": "What does the firewall let in?",
     "ev": ["e5", "e6"],
     "a": "From `/etc/nftables.conf`:\n\n"
          "- [[s:Default input policy: drop]]\n"
          "- [[s:SSH (22) only from 10.8.0.0/16]]\n"
          "- [[c:Runner metrics (9252) from anywhere in 10.8.0.0/16]]\n"
          "- [[s:ICMP and ICMPv6 allowed]]\n"
          "- [[s:Established/related traffic allowed]]\n\n"
          "[[c:The forward chain also drops by default]]. [[s:gitlab-runner listens on 0.0.0.0:9252]], so the "
          "firewall is what keeps it private, and [[c:LLMNR on 5355 is allowed through]]. [[u:Docker adds its own "
          "rules on top of this when it starts]], so `nft list ruleset` will show more than the file."},
    {"q": "What changed in /etc today?",
     "ev": ["e7"],
     "a": "Files changed under /etc in the last 24 hours, newest first:\n\n"
          "1. [[s:`/etc/gitlab-runner/config.toml` — 15:42]]\n"
          "2. [[s:`/etc/docker/daemon.json` — around 15:00]]\n"
          "3. [[c:`/etc/nftables.conf` — 12:15]]\n"
          "4. [[s:`/etc/pacman.d/mirrorlist` — 08:02]] [[u:(reflector probably refreshed it)]]\n"
          "5. [[s:`/etc/shadow` — early this morning]], [[u:so someone changed a password]]\n\n"
          "[[c:Four files changed in total]]; [[s:nothing under /etc/ssh was touched]]."},
    {"q": "The runner is super slow. What's eating CPU?",
     "ev": ["s1", "e4", "e9"],
     "a": "Your build jobs. [[s:Three cc1plus compiler processes are each pegging a core (~99%)]] and [[s:a linker "
          "(`ld`) is at ~97%]], [[c:using about 3.3 GiB]]. [[s:dockerd is at ~6%]] and [[c:gitlab-runner itself "
          "is using 11% CPU]].\n\n"
          "[[s:Overall CPU is ~78%]], [[s:load is 26 / 21 / 17]] [[c:on a 16-thread EPYC]], so [[u:jobs are "
          "queueing for CPU]]. [[s:RAM is not the problem: ~92 GiB available]]. Consider lowering `concurrent` "
          "in config.toml."},
    {"q": "Were there updates this week? Do I need to reboot?",
     "ev": ["s1", "e8", "e9"],
     "a": "**linux:** [[s:6.11.6 → 6.11.7 on Nov 4]]\n"
          "**gitlab-runner:** [[s:17.5.2 → 17.5.3]] [[c:(on Nov 3)]]\n"
          "**containerd:** [[s:jumped to 2.0.0]] [[c:from 1.7.22]]\n"
          "**openssh:** [[s:9.9p1-1 → 9.9p1-2]]\n"
          "**docker:** [[c:1:27.3.1-1 → 1:27.4.0-1]]\n"
          "\n"
          "**Reboot:** [[s:yes — you're still on 6.11.6-arch1-1]] [[s:(up since Oct 17)]]. "
          "[[u:containerd 2.0 can break older Docker versions, so watch the runner after rebooting]]."},
    {"q": "Can the gitlab-runner user use docker? Who's in wheel?",
     "ev": ["s1"],
     "a": "[[s:Yes — gitlab-runner is in the docker group]] (which is effectively root on this box). "
          "[[s:leonidas is the only member of wheel]]; [[c:gorgo is also in docker]] though. "
          "[[s:gitlab-runner's home is /var/lib/gitlab-runner]] [[c:and its shell is /usr/bin/nologin]]; "
          "[[s:it's also in kvm]]."},
    {"q": "What containers are on the runner right now?",
     "ev": ["e10"],
     "a": "[[s:The project 42 build container (cpp-builder:gcc14) is running]], [[s:up 14 "
          "minutes]]. [[s:The project 17 build container exited with code 1 about 22 minutes ago]], and "
          "[[s:an earlier project 42 build was killed (exit 137) 2 hours ago]]. [[s:The helper (\"predefined\") "
          "containers exited cleanly]]. [[u:There are no other running containers]], and [[u:8 containers exist "
          "in total]]. [[c:The running build uses the node:20 image]], so it's the frontend job."},
]

sparta = {"name": "sparta", "clock": S, "evidence": sparta_evidence, "answers": sparta_answers}

MACHINES = [delphi, knossos, ithaca, olympus, sparta]
