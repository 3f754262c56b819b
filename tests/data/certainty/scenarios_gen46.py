"""46th generation (written blind: the writer saw neither the wrapper, its tests, nor any other generation).

Style: the way mistral 7B and gemma2 9B answer in practice — long flowing paragraphs, pronouns carried across
sentences, hedged diagnoses ("this is likely because ..."), relative times, rounded figures in mixed units
(MB/MiB, GB/GiB, percent of total against free), and claims about users, groups, ports, addresses, packages
and container/pod states. Machine names are clouds and winds.

cirrus — an Arch Linux laptop (KDE, Europe/Berlin, +01:00). Steady state (Ryzen 7 PRO 7840U, 31.1 GiB,
pacman, account mara in wheel/video/uucp, wlan0 and tailscale0), system info with IntelliJ and Firefox
using most of the memory, processes sorted by memory (8 of 341), btrfs disk usage, a week of pacman
history (kernel 6.13.6 last night, tailscale installed, zoom removed), all services (sshd inactive), and a
network listing that is almost seven minutes old (stale).

nimbus — a Debian 12 NAS (Celeron N5105, 15.5 GiB, America/Chicago, -06:00) with ZFS datasets under
/tank. Its steady state lists users and groups, but the users source is in stale_sources (someone edited
/etc/group since). Evidence: dataset usage, all services (smartd failed), smartd's log from 02:00 about
/dev/sdc, network listing with SMB/NFS/SSH peers, processes by CPU (a scrub and two smbd children),
a system-info reading eight minutes old (stale) and two weeks of package history (new kernel
6.1.0-31 installed after the last boot; the running kernel is -30).

mistral — an Ubuntu 24.04 VPS reverse proxy (UTC, 2 vCPU, 3.7 GiB). nginx unit, network listing
(80/443 on both families, 22, docker-proxy on 127.0.0.1:3000/2222/8080), docker containers (vaultwarden
exited 137 three hours ago), nginx error log with 502s to 127.0.0.1:8081, the vault site's config read
in part, a fail2ban log ten minutes old (stale) and system info.

stratus — a Rocky Linux 9.5 PostgreSQL 16 server (Asia/Tokyo, +09:00, Xeon Silver 4314, 125.5 GiB).
postgresql-16 unit, disk usage (data volume at 84%), processes by memory, a cut read of
postgresql.conf (lines 60-75 of 842), the server log (checkpoints too frequent, connection slots
exhausted), a network listing about eight minutes old (stale), system info and dnf history.

zephyr — a Raspberry Pi 5 k3s server node on Ubuntu 22.04 (aarch64, America/Sao_Paulo, -03:00).
kubernetes nodes (chinook NotReady), pods in every namespace (immich-server crash-looping, jellyfin
stuck in ContainerCreating on chinook), deployments, the k3s unit, a k3s log that is almost 12 minutes
old (stale), system info and disk usage.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------- cirrus
C = Clock("2026-03-14T10:42:00+01:00")
C_MEM = 33_393_102_848
CIRRUS_EVIDENCE = [
    steady("e1", C, age=2400, hostname="cirrus", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.13.6-arch1-1", cpu_model="AMD Ryzen 7 PRO 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=C_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_023_606_562_816},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_624_192}],
           network_interfaces=[
               {"name": "wlan0", "mac": "a4:c3:f0:5e:91:2b", "addresses": ["192.168.178.54/24"], "is_up": True},
               {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.22/32"], "is_up": True},
               {"name": "enp2s0f0", "mac": "8c:8c:aa:10:4e:07", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.178.1", package_manager="pacman",
           installed_packages={"linux": "6.13.6.arch1-1", "firefox": "136.0.1-1", "networkmanager": "1.50.2-1",
                               "pipewire": "1:1.2.7-1", "power-profiles-daemon": "0.23-1", "openssh": "9.9p2-1",
                               "code": "1.98.0-1", "syncthing": "1.29.2-1", "tailscale": "1.80.3-1",
                               "mesa": "1:25.0.1-1", "intellij-idea-community-edition": "4:2024.3.4-1"},
           available_services=["NetworkManager.service", "sshd.service", "bluetooth.service", "tailscaled.service",
                               "syncthing@.service", "cups.service", "power-profiles-daemon.service",
                               "systemd-resolved.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
                  {"name": "mara", "uid": 1000, "gid": 1000, "home": "/home/mara", "shell": "/usr/bin/zsh"},
                  {"name": "guest", "uid": 1001, "gid": 1001, "home": "/home/guest", "shell": "/usr/bin/bash"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["mara"]},
                   {"name": "video", "gid": 985, "members": ["mara"]},
                   {"name": "uucp", "gid": 987, "members": ["mara"]},
                   {"name": "mara", "gid": 1000, "members": []},
                   {"name": "guest", "gid": 1001, "members": []}]),
    item("e2", "linux_system_info", system_info(18.4, [1.92, 1.41, 1.10], 16_320, "2026-03-14T06:10:00+01:00",
                                                 C_MEM, 10_522_669_875, 8_589_934_592, 1_288_490_189), C, age=30),
    item("e3", "linux_processes", processes(341, C_MEM, [
        (4120, "java", "mara", 42.0, int(3.1 * GiB), "2026-03-14T08:05:12+01:00",
         "/usr/share/idea/jbr/bin/java -Xmx4096m com.intellij.idea.Main"),
        (2214, "firefox", "mara", 6.3, int(2.4 * GiB), "2026-03-14T06:14:40+01:00", "/usr/lib/firefox/firefox"),
        (3310, "code", "mara", 3.1, int(1.6 * GiB), "2026-03-14T07:31:02+01:00", "/opt/visual-studio-code/code"),
        (2471, "Isolated Web Co", "mara", 11.8, int(1.1 * GiB), "2026-03-14T06:15:03+01:00",
         "/usr/lib/firefox/firefox -contentproc -isForBrowser"),
        (1402, "plasmashell", "mara", 1.4, 610 * MiB, "2026-03-14T06:11:20+01:00", "/usr/bin/plasmashell"),
        (1288, "kwin_wayland", "mara", 2.2, 380 * MiB, "2026-03-14T06:11:08+01:00", "/usr/bin/kwin_wayland"),
        (1190, "syncthing", "mara", 0.4, 210 * MiB, "2026-03-14T06:10:41+01:00", "/usr/bin/syncthing serve"),
        (1375, "Xwayland", "mara", 0.2, 150 * MiB, "2026-03-14T06:11:15+01:00", "/usr/bin/Xwayland :0")]),
         C, age=25, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 1_023_606_562_816, 657_129_996_288),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 211_812_352)]}, C, age=40),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-03-11T18:02:33+01:00", "install", "tailscale", None, "1.80.3-1"),
        package_event("2026-03-12T09:30:10+01:00", "remove", "zoom", "6.3.6-1", None),
        package_event("2026-03-13T21:14:05+01:00", "upgrade", "linux", "6.13.5.arch1-1", "6.13.6.arch1-1"),
        package_event("2026-03-13T21:14:07+01:00", "upgrade", "firefox", "135.0.1-1", "136.0.1-1"),
        package_event("2026-03-13T21:14:09+01:00", "upgrade", "mesa", "1:24.3.4-1", "1:25.0.1-1")]},
         C, age=60, args={"since_days": 7}),
    item("e6", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", pid=884, since="2026-03-14T06:10:21+01:00",
             desc="Network Manager"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH Daemon"),
        unit("bluetooth.service", "active", "running", pid=861, since="2026-03-14T06:10:20+01:00",
             desc="Bluetooth service"),
        unit("tailscaled.service", "active", "running", pid=842, since="2026-03-14T06:10:19+01:00",
             desc="Tailscale node agent"),
        unit("syncthing@mara.service", "active", "running", pid=1190, since="2026-03-14T06:10:40+01:00",
             desc="Syncthing - Open Source Continuous File Synchronization for mara"),
        unit("cups.service", "inactive", "dead", ufs="disabled", desc="CUPS Scheduler"),
        unit("power-profiles-daemon.service", "active", "running", pid=870, since="2026-03-14T06:10:20+01:00",
             desc="Power Profiles daemon"),
        unit("systemd-resolved.service", "active", "running", pid=611, since="2026-03-14T06:10:15+01:00",
             desc="Network Name Resolution")]}, C, age=25),
    item("e7", "linux_network_info", {"interfaces": [], "listening": [
        listener(22000, "0.0.0.0", 1190, "syncthing"),
        listener(8384, "127.0.0.1", 1190, "syncthing"),
        listener(53, "127.0.0.53", 611, "systemd-resolve"),
        listener(5355, "0.0.0.0", 611, "systemd-resolve"),
        listener(41641, "0.0.0.0", 842, "tailscaled", proto="udp"),
        listener(21027, "0.0.0.0", 1190, "syncthing", proto="udp")], "connections": [
        connection("192.168.178.54:22000", "192.168.178.20:22000", 1190, "syncthing"),
        connection("192.168.178.54:51432", "140.82.112.4:443", 4120, "java")]}, C, age=410),
]

# ---------------------------------------------------------------- nimbus
N = Clock("2026-02-03T19:25:00-06:00")
N_MEM = 16_642_998_272
N_FREE = 1_451_355_856_896  # the pool's free space, shared by every dataset
NIMBUS_EVIDENCE = [
    steady("e1", N, age=3600, hostname="nimbus", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-30-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=N_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_890_301_952}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:21:9a", "addresses": ["192.168.1.20/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"samba": "2:4.17.12+dfsg-0+deb12u1", "nfs-kernel-server": "1:2.6.2-4+deb12u1",
                               "smartmontools": "7.3-1+b1", "zfsutils-linux": "2.2.7-1~bpo12+1",
                               "avahi-daemon": "0.8-10+deb12u1", "openssh-server": "1:9.2p1-2+deb12u4",
                               "linux-image-6.1.0-30-amd64": "6.1.124-1", "linux-image-6.1.0-31-amd64": "6.1.128-1",
                               "unattended-upgrades": "2.9.1+nmu3"},
           available_services=["smbd.service", "nmbd.service", "nfs-server.service", "zfs-zed.service",
                               "smartd.service", "avahi-daemon.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "dale", "uid": 1000, "gid": 1000, "home": "/home/dale", "shell": "/bin/bash"},
                  {"name": "jen", "uid": 1001, "gid": 1001, "home": "/home/jen", "shell": "/bin/bash"},
                  {"name": "kids", "uid": 1002, "gid": 1002, "home": "/home/kids", "shell": "/usr/sbin/nologin"},
                  {"name": "timemachine", "uid": 1003, "gid": 1003, "home": "/tank/timemachine",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["dale"]},
                   {"name": "users", "gid": 100, "members": ["dale", "jen", "kids"]},
                   {"name": "sambashare", "gid": 110, "members": ["dale", "jen", "timemachine"]}],
           stale_sources=["users"]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 245_890_301_952, 33_715_493_683),
        fs("tank/media", "/tank/media", "zfs", 8_686_141_859_840 + N_FREE, 8_686_141_859_840),
        fs("tank/timemachine", "/tank/timemachine", "zfs", 1_154_487_209_984 + N_FREE, 1_154_487_209_984),
        fs("tank/home", "/tank/home", "zfs", 442_381_631_488 + N_FREE, 442_381_631_488)]}, N, age=45),
    item("e3", "linux_service_status", {"units": [
        unit("smbd.service", "active", "running", pid=911, since="2026-02-01T08:03:12-06:00",
             desc="Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", pid=905, since="2026-02-01T08:03:10-06:00",
             desc="Samba NMB Daemon"),
        unit("nfs-server.service", "active", "exited", since="2026-02-01T08:03:20-06:00",
             desc="NFS server and services"),
        unit("zfs-zed.service", "active", "running", pid=688, since="2026-02-01T08:02:58-06:00",
             desc="ZFS Event Daemon (zed)"),
        unit("smartd.service", "failed", "failed", since="2026-02-03T02:01:07-06:00",
             desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("avahi-daemon.service", "active", "running", pid=640, since="2026-02-01T08:02:55-06:00",
             desc="Avahi mDNS/DNS-SD Stack"),
        unit("ssh.service", "active", "running", pid=702, since="2026-02-01T08:02:57-06:00",
             desc="OpenBSD Secure Shell server")]}, N, age=30),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "smartd.service", "entries": [
        log_entry("2026-02-03T02:00:31-06:00", "smartd.service", "crit",
                  "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-02-03T02:00:31-06:00", "smartd.service", "crit",
                  "Device: /dev/sdc [SAT], 8 Offline uncorrectable sectors"),
        log_entry("2026-02-03T02:00:32-06:00", "smartd.service", "info",
                  "Device: /dev/sdc [SAT], SMART Usage Attribute: 5 Reallocated_Sector_Ct changed from 100 to 98"),
        log_entry("2026-02-03T02:01:06-06:00", "smartd.service", "err",
                  "Device: /dev/sdc [SAT], failed to read SMART Attribute Data"),
        log_entry("2026-02-03T02:01:07-06:00", "smartd.service", "notice",
                  "smartd.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-03T02:01:07-06:00", "smartd.service", "warning",
                  "smartd.service: Failed with result 'exit-code'.")]},
         N, age=50, args={"unit": "smartd", "since_minutes": 1440}),
    item("e5", "linux_network_info", {"interfaces": [], "listening": [
        listener(445, "0.0.0.0", 911, "smbd"),
        listener(139, "0.0.0.0", 911, "smbd"),
        listener(2049, "0.0.0.0", None, None),
        listener(111, "0.0.0.0", 601, "rpcbind"),
        listener(22, "0.0.0.0", 702, "sshd"),
        listener(5353, "0.0.0.0", 640, "avahi-daemon", proto="udp")], "connections": [
        connection("192.168.1.20:445", "192.168.1.34:50122", 20314, "smbd"),
        connection("192.168.1.20:445", "192.168.1.41:49833", 20377, "smbd"),
        connection("192.168.1.20:2049", "192.168.1.50:812", None, None),
        connection("192.168.1.20:22", "192.168.1.34:53010", 21002, "sshd")]}, N, age=35),
    item("e6", "linux_system_info", system_info(71.5, [3.91, 3.48, 2.80], 213_250, "2026-02-01T08:02:30-06:00",
                                                 N_MEM, 9_771_050_598, 1_023_406_080, 0), N, age=500),
    item("e7", "linux_processes", processes(187, N_MEM, [
        (412, "z_rd_int_0", "root", 22.1, 0, "2026-02-01T08:02:41-06:00", "[z_rd_int_0]"),
        (20314, "smbd", "jen", 14.3, 48 * MiB, "2026-02-03T18:51:09-06:00",
         "/usr/sbin/smbd --foreground --no-process-group"),
        (20377, "smbd", "dale", 9.9, 41 * MiB, "2026-02-03T19:02:44-06:00",
         "/usr/sbin/smbd --foreground --no-process-group"),
        (21410, "rsync", "dale", 8.7, 12 * MiB, "2026-02-03T19:10:02-06:00",
         "rsync -a /tank/home/dale/photos/ /tank/media/photos/"),
        (1040, "nfsd", "root", 3.2, 0, "2026-02-01T08:03:20-06:00", "[nfsd]"),
        (21002, "sshd", "dale", 0.3, 9 * MiB, "2026-02-03T19:04:55-06:00", "sshd: dale@pts/0")]),
         N, age=40, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-01-22T06:31:10-06:00", "upgrade", "samba", "2:4.17.11+dfsg-0+deb12u1",
                      "2:4.17.12+dfsg-0+deb12u1"),
        package_event("2026-01-27T06:20:02-06:00", "upgrade", "zfsutils-linux", "2.2.6-1~bpo12+3", "2.2.7-1~bpo12+1"),
        package_event("2026-02-02T06:24:51-06:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.128-1"),
        package_event("2026-02-02T06:24:55-06:00", "upgrade", "linux-image-amd64", "6.1.124-1", "6.1.128-1"),
        package_event("2026-02-02T06:25:30-06:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u3",
                      "1:9.2p1-2+deb12u4")]}, N, age=90, args={"since_days": 14}),
]

# ---------------------------------------------------------------- mistral
M = Clock("2026-05-20T14:08:00+00:00")
M_MEM = 4_013_211_648
MISTRAL_EVIDENCE = [
    steady("e1", M, age=5400, hostname="mistral", domain="example.net", os_name="Ubuntu", os_version="24.04",
           os_codename="noble", kernel="6.8.0-59-generic", cpu_model="AMD EPYC-Milan Processor", cpu_cores=2,
           cpu_threads=2, memory_total_bytes=M_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 81_032_015_872}],
           network_interfaces=[
               {"name": "eth0", "mac": "96:00:03:a1:7c:45", "addresses": ["203.0.113.47/24", "2001:db8:41::7/64"],
                "is_up": True},
               {"name": "docker0", "mac": "02:42:5f:0e:88:13", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.24.0-2ubuntu7.3", "certbot": "2.9.0-1", "python3-certbot-nginx": "2.9.0-1",
                               "docker-ce": "5:27.5.1-1~ubuntu.24.04~noble", "fail2ban": "1.0.2-3ubuntu0.1",
                               "ufw": "0.36.2-6", "openssh-server": "1:9.6p1-3ubuntu13.11"},
           available_services=["nginx.service", "docker.service", "fail2ban.service", "ssh.service", "ufw.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "syslog", "uid": 107, "gid": 113, "home": "/nonexistent", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                   {"name": "docker", "gid": 988, "members": ["deploy"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "ubuntu"]},
                   {"name": "www-data", "gid": 33, "members": []}]),
    item("e2", "linux_service_status", unit("nginx.service", "active", "running", pid=1187,
                                            since="2026-05-18T03:11:40+00:00",
                                            desc="A high performance web server and a reverse proxy server"),
         M, age=20, args={"name": "nginx"}),
    item("e3", "linux_network_info", {"interfaces": [], "listening": [
        listener(80, "0.0.0.0", 1187, "nginx"),
        listener(443, "0.0.0.0", 1187, "nginx"),
        listener(80, "::", 1187, "nginx"),
        listener(443, "::", 1187, "nginx"),
        listener(22, "0.0.0.0", 902, "sshd"),
        listener(3000, "127.0.0.1", 2311, "docker-proxy"),
        listener(2222, "127.0.0.1", 2325, "docker-proxy"),
        listener(8080, "127.0.0.1", 2340, "docker-proxy"),
        listener(53, "127.0.0.53", 611, "systemd-resolve")], "connections": [
        connection("127.0.0.1:41822", "127.0.0.1:3000", 1190, "nginx"),
        connection("127.0.0.1:41830", "127.0.0.1:3000", 1190, "nginx"),
        connection("203.0.113.47:443", "198.51.100.23:61544", 1190, "nginx"),
        connection("203.0.113.47:22", "192.0.2.88:50211", 30877, "sshd")]}, M, age=25),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("5c1e0a9b7d21", "gitea", "gitea/gitea:1.23.7", "running", "Up 2 days", "2026-05-18T03:12:30+00:00",
            ["127.0.0.1:3000->3000/tcp", "127.0.0.1:2222->22/tcp"]),
        box("9a7f33c0e4b8", "gitea-db", "postgres:16-alpine", "running", "Up 2 days", "2026-05-18T03:12:28+00:00"),
        box("e02d4b6a1f90", "uptime-kuma", "louislam/uptime-kuma:1", "running", "Up 2 days (healthy)",
            "2026-04-02T17:40:11+00:00", ["127.0.0.1:8080->3001/tcp"]),
        box("71b8c2d5aa03", "vaultwarden", "vaultwarden/server:1.33.2", "exited", "Exited (137) 3 hours ago",
            "2026-03-29T10:05:47+00:00")]}, M, age=30, args={"all": True}),
    item("e5", "linux_recent_logs", {"source": "file", "unit": "nginx.service", "entries": [
        log_entry("2026-05-20T13:12:04+00:00", "nginx.service", "err",
                  "connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.23, "
                  "server: vault.example.net, request: \"GET / HTTP/2.0\", upstream: \"http://127.0.0.1:8081/\""),
        log_entry("2026-05-20T13:40:19+00:00", "nginx.service", "err",
                  "connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.23, "
                  "server: vault.example.net, request: \"POST /identity/connect/token HTTP/2.0\", "
                  "upstream: \"http://127.0.0.1:8081/identity/connect/token\""),
        log_entry("2026-05-20T13:55:47+00:00", "nginx.service", "err",
                  "upstream timed out (110: Connection timed out) while reading response header from upstream, "
                  "client: 192.0.2.88, server: git.example.net, request: \"GET /api/v1/repos/search HTTP/2.0\", "
                  "upstream: \"http://127.0.0.1:3000/api/v1/repos/search\""),
        log_entry("2026-05-20T14:05:31+00:00", "nginx.service", "err",
                  "connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.23, "
                  "server: vault.example.net, request: \"GET / HTTP/2.0\", upstream: \"http://127.0.0.1:8081/\"")]},
         M, age=40, args={"unit": "nginx", "since_minutes": 60, "priority": "err"}),
    item("e6", "linux_file_read", {"path": "/etc/nginx/sites-enabled/vault.conf", "offset": 0, "limit": 14,
                                   "total_lines": 31, "lines": [
        "server {",
        "    listen 443 ssl;",
        "    listen [::]:443 ssl;",
        "    http2 on;",
        "    server_name vault.example.net;",
        "",
        "    ssl_certificate /etc/letsencrypt/live/vault.example.net/fullchain.pem;",
        "    ssl_certificate_key /etc/letsencrypt/live/vault.example.net/privkey.pem;",
        "",
        "    client_max_body_size 525M;",
        "",
        "    location / {",
        "        proxy_pass http://127.0.0.1:8081;",
        "        proxy_set_header Host $host;"]}, M, age=35, complete=False,
         args={"path": "/etc/nginx/sites-enabled/vault.conf", "limit": 14}),
    item("e7", "linux_recent_logs", {"source": "file", "unit": "fail2ban.service", "entries": [
        log_entry("2026-05-20T13:21:09+00:00", "fail2ban.service", "notice", "[sshd] Ban 45.148.10.12"),
        log_entry("2026-05-20T13:33:52+00:00", "fail2ban.service", "notice", "[sshd] Ban 218.92.0.118"),
        log_entry("2026-05-20T13:47:15+00:00", "fail2ban.service", "notice", "[nginx-botsearch] Ban 185.220.101.9"),
        log_entry("2026-05-20T13:51:09+00:00", "fail2ban.service", "notice", "[sshd] Unban 45.148.10.12")]},
         M, age=620, args={"unit": "fail2ban", "since_minutes": 60}),
    item("e8", "linux_system_info", system_info(6.5, [0.21, 0.30, 0.28], 212_222, "2026-05-18T03:10:58+00:00",
                                                 M_MEM, 1_728_724_910, 2 * GiB, 340 * MiB), M, age=15),
]

# ---------------------------------------------------------------- stratus
S = Clock("2026-07-09T03:17:00+09:00")
S_MEM = 134_754_336_768
STRATUS_EVIDENCE = [
    steady("e1", S, age=7200, hostname="stratus", domain="db.internal", os_name="Rocky Linux", os_version="9.5",
           os_codename="Blue Onyx", kernel="5.14.0-503.26.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=S_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": 1_919_716_884_480}],
           network_interfaces=[
               {"name": "ens1f0", "mac": "b4:96:91:2c:7e:10", "addresses": ["10.0.4.10/24"], "is_up": True},
               {"name": "ens1f1", "mac": "b4:96:91:2c:7e:11", "addresses": [], "is_up": False}],
           dns_servers=["10.0.4.2", "10.0.4.3"], default_gateway="10.0.4.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.8-1PGDG.rhel9", "postgresql16": "16.8-1PGDG.rhel9",
                               "postgresql16-libs": "16.8-1PGDG.rhel9", "pgbackrest": "2.54.2-1PGDG.rhel9",
                               "pgbouncer": "1.24.0-42PGDG.rhel9", "kernel-core": "5.14.0-503.26.1.el9_5",
                               "golang-github-prometheus-node-exporter": "1.8.2-1.el9", "tuned": "2.24.0-1.el9"},
           available_services=["postgresql-16.service", "pgbouncer.service", "node_exporter.service",
                               "sshd.service", "tuned.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "pgbouncer", "uid": 996, "gid": 993, "home": "/var/lib/pgbouncer",
                   "shell": "/sbin/nologin"},
                  {"name": "akira", "uid": 1000, "gid": 1000, "home": "/home/akira", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["akira"]},
                   {"name": "postgres", "gid": 26, "members": []},
                   {"name": "pgbouncer", "gid": 993, "members": []}]),
    item("e2", "linux_service_status", unit("postgresql-16.service", "active", "running", pid=1544,
                                            since="2026-06-30T22:41:07+09:00",
                                            desc="PostgreSQL 16 database server"),
         S, age=20, args={"name": "postgresql-16"}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 75_125_227_520, 19_542_101_197),
        fs("/dev/nvme0n1p1", "/boot", "xfs", 1_063_256_064, 402_653_184),
        fs("/dev/nvme1n1p1", "/var/lib/pgsql", "xfs", 1_919_716_884_480, 1_612_562_183_000)]}, S, age=30),
    item("e4", "linux_processes", processes(412, S_MEM, [
        (1561, "postgres", "postgres", 0.8, int(8.2 * GiB), "2026-06-30T22:41:07+09:00", "postgres: checkpointer"),
        (88213, "postgres", "postgres", 97.5, int(5.1 * GiB), "2026-07-09T02:58:41+09:00",
         "postgres: app_rw orders 10.0.4.21(51234) SELECT"),
        (1562, "postgres", "postgres", 1.2, int(4.4 * GiB), "2026-06-30T22:41:07+09:00",
         "postgres: background writer"),
        (88190, "postgres", "postgres", 31.0, int(2.3 * GiB), "2026-07-09T02:44:05+09:00",
         "postgres: autovacuum worker orders"),
        (88001, "pgbackrest", "postgres", 12.4, 410 * MiB, "2026-07-09T02:00:03+09:00",
         "pgbackrest --stanza=main --type=incr backup"),
        (1544, "postgres", "postgres", 0.1, 312 * MiB, "2026-06-30T22:41:07+09:00",
         "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
        (1120, "tuned", "root", 0.0, 96 * MiB, "2026-06-30T22:40:31+09:00",
         "/usr/bin/python3 -Es /usr/sbin/tuned -l -P")]),
         S, age=25, args={"sort": "memory", "limit": 7}, complete=False),
    item("e5", "linux_file_read", {"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 59, "limit": 16,
                                   "total_lines": 842, "lines": [
        "listen_addresses = '10.0.4.10,localhost'\t# what IP address(es) to listen on;",
        "port = 5432\t\t\t\t# (change requires restart)",
        "max_connections = 300\t\t\t# (change requires restart)",
        "superuser_reserved_connections = 3\t# (change requires restart)",
        "#reserved_connections = 0\t\t# (change requires restart)",
        "",
        "# - Memory -",
        "",
        "shared_buffers = 32GB\t\t\t# min 128kB",
        "huge_pages = try\t\t\t# on, off, or try",
        "work_mem = 64MB\t\t\t\t# min 64kB",
        "maintenance_work_mem = 2GB\t\t# min 64kB",
        "effective_cache_size = 96GB",
        "",
        "# - Checkpoints -",
        "max_wal_size = 4GB"]}, S, age=40, complete=False,
         args={"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 59, "limit": 16}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-07-09T02:31:15+09:00", "postgresql-16.service", "info",
                  "LOG:  checkpoints are occurring too frequently (24 seconds apart)"),
        log_entry("2026-07-09T02:31:15+09:00", "postgresql-16.service", "info",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-07-09T02:40:58+09:00", "postgresql-16.service", "info",
                  "LOG:  automatic vacuum of table \"orders.public.events\": index scans: 0"),
        log_entry("2026-07-09T02:51:10+09:00", "postgresql-16.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-07-09T02:51:13+09:00", "postgresql-16.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-07-09T03:05:22+09:00", "postgresql-16.service", "info",
                  "LOG:  could not receive data from client: Connection reset by peer"),
        log_entry("2026-07-09T03:09:48+09:00", "postgresql-16.service", "info",
                  "LOG:  checkpoints are occurring too frequently (19 seconds apart)")]},
         S, age=35, args={"unit": "postgresql-16", "since_minutes": 60}),
    item("e7", "linux_network_info", {"interfaces": [], "listening": [
        listener(5432, "10.0.4.10", 1544, "postgres"),
        listener(5432, "127.0.0.1", 1544, "postgres"),
        listener(6432, "0.0.0.0", 1602, "pgbouncer"),
        listener(22, "0.0.0.0", 1131, "sshd"),
        listener(9100, "0.0.0.0", 1175, "node_exporter")], "connections": [
        connection("10.0.4.10:6432", "10.0.4.21:50412", 1602, "pgbouncer"),
        connection("10.0.4.10:6432", "10.0.4.22:38110", 1602, "pgbouncer"),
        connection("10.0.4.10:5432", "10.0.4.21:51234", 88213, "postgres")]}, S, age=480),
    item("e8", "linux_system_info", system_info(41.3, [9.82, 8.71, 7.05], 707_808, "2026-06-30T22:40:12+09:00",
                                                 S_MEM, 44_237_605_683, 4 * GiB, 0), S, age=20),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-06-12T15:20:44+09:00", "install", "pgbackrest", None, "2.54.2-1PGDG.rhel9"),
        package_event("2026-06-30T22:30:10+09:00", "install", "kernel-core", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-06-30T22:31:55+09:00", "upgrade", "postgresql16-server", "16.7-1PGDG.rhel9",
                      "16.8-1PGDG.rhel9"),
        package_event("2026-06-30T22:31:56+09:00", "upgrade", "postgresql16", "16.7-1PGDG.rhel9", "16.8-1PGDG.rhel9"),
        package_event("2026-06-30T22:31:57+09:00", "upgrade", "postgresql16-libs", "16.7-1PGDG.rhel9",
                      "16.8-1PGDG.rhel9"),
        package_event("2026-06-30T22:32:20+09:00", "remove", "kernel-core", "5.14.0-427.42.1.el9_4", None)]},
         S, age=60, args={"since_days": 30}),
]

# ---------------------------------------------------------------- zephyr
Z = Clock("2026-09-02T21:40:00-03:00")
Z_MEM = 8_439_611_392
ZEPHYR_EVIDENCE = [
    steady("e1", Z, age=3000, hostname="zephyr", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-1070-raspi", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=Z_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_890_301_952},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 535_805_952}],
           network_interfaces=[
               {"name": "eth0", "mac": "2c:cf:67:0a:51:e3", "addresses": ["192.168.0.31/24"], "is_up": True},
               {"name": "cni0", "mac": "ae:4f:19:c2:07:5d", "addresses": ["10.42.0.1/24"], "is_up": True},
               {"name": "flannel.1", "mac": "7a:1e:90:33:c4:12", "addresses": ["10.42.0.0/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "wireguard-tools": "1.0.20210914-1ubuntu2", "linux-image-raspi": "5.15.0.1070.68"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "lucas", "uid": 1001, "gid": 1001, "home": "/home/lucas", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu", "lucas"]},
                   {"name": "adm", "gid": 4, "members": ["ubuntu"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("zephyr", True, "v1.30.6+k3s1"), node("sirocco", True, "v1.30.6+k3s1"),
        node("chinook", False, "v1.30.5+k3s1")]}, Z, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("home-assistant-7c9d8f6b5-x2kq4", "home", "Running", "zephyr", started="2026-08-30T11:02:14-03:00"),
        pod("pihole-5b7f9c8d4-mm2tz", "dns", "Running", "sirocco", restarts=3, started="2026-08-31T07:15:40-03:00"),
        pod("jellyfin-6d8f7c9b8-9wq5l", "media", "Pending", "chinook", ready=False, waiting="ContainerCreating"),
        pod("immich-server-84f6d7c5b-2hx7p", "media", "Running", "zephyr", restarts=14, ready=False,
            waiting="CrashLoopBackOff"),
        pod("immich-postgres-0", "media", "Running", "sirocco", started="2026-08-30T11:05:02-03:00"),
        pod("immich-redis-6f9d8c7b4-kp2zt", "media", "Running", "zephyr", started="2026-08-30T11:04:51-03:00"),
        pod("traefik-6d4f5b9c7-qk8nv", "kube-system", "Running", "zephyr", started="2026-08-30T11:00:33-03:00"),
        pod("coredns-7b98449c4-lx9vd", "kube-system", "Running", "sirocco", restarts=1,
            started="2026-08-30T11:00:12-03:00"),
        pod("metrics-server-5985cbc9d7-z7w2m", "kube-system", "Running", "zephyr",
            started="2026-08-30T11:00:20-03:00"),
        pod("local-path-provisioner-595dcfc56f-h4xwn", "kube-system", "Running", "sirocco",
            started="2026-08-30T11:00:15-03:00")]}, Z, age=40, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("home-assistant", "home", 1, 1), deployment("pihole", "dns", 1, 1),
        deployment("jellyfin", "media", 1, 0), deployment("immich-server", "media", 1, 0),
        deployment("immich-redis", "media", 1, 1), deployment("traefik", "kube-system", 1, 1),
        deployment("coredns", "kube-system", 1, 1), deployment("metrics-server", "kube-system", 1, 1),
        deployment("local-path-provisioner", "kube-system", 1, 1)]}, Z, age=40,
         args={"resource": "deployments", "all_namespaces": True}),
    item("e5", "linux_service_status", unit("k3s.service", "active", "running", pid=1022,
                                            since="2026-08-30T10:58:44-03:00", desc="Lightweight Kubernetes"),
         Z, age=25, args={"name": "k3s"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-09-02T21:21:03-03:00", "k3s.service", "err",
                  "E0902 21:21:03.118220 1022 pod_workers.go:1298] \"Error syncing pod, skipping\" "
                  "err=\"failed to \\\"StartContainer\\\" for \\\"immich-server\\\" with CrashLoopBackOff: "
                  "\\\"back-off 5m0s restarting failed container=immich-server "
                  "pod=immich-server-84f6d7c5b-2hx7p_media\\\"\""),
        log_entry("2026-09-02T21:24:40-03:00", "k3s.service", "info",
                  "I0902 21:24:40.502113 1022 node_lifecycle_controller.go:1024] \"Node is NotReady\" "
                  "node=\"chinook\""),
        log_entry("2026-09-02T21:26:12-03:00", "k3s.service", "err",
                  "E0902 21:26:12.871004 1022 event.go:364] \"Unable to attach or mount volumes\" "
                  "pod=\"media/jellyfin-6d8f7c9b8-9wq5l\" err=\"timed out waiting for the condition\"")]},
         Z, age=700, args={"unit": "k3s", "since_minutes": 60}),
    item("e7", "linux_system_info", system_info(63.0, [3.12, 2.95, 2.60], 297_718, "2026-08-30T10:58:02-03:00",
                                                 Z_MEM, 1_395_864_371, 0, 0), Z, age=20),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 245_890_301_952, 200_789_721_088),
        fs("/dev/nvme0n1p1", "/boot/firmware", "vfat", 535_805_952, 98_566_144)]}, Z, age=30),
]

# ================================================================ answers
CIRRUS_ANSWERS = [
    {"q": "Why is my laptop so slow right now?", "ev": ["e2", "e3"],
     "a": "Hi! From what I can see, your laptop isn't really short on CPU — it's memory that's being squeezed. "
          "[[s:Overall CPU usage is only about 18%]], while [[s:memory usage is at about 68%]] and [[c:only around "
          "6 GB of it is still available]]; this is likely because [[u:the JVM grabbed a large heap when you opened "
          "your project]]. The biggest consumer by far is IntelliJ IDEA — [[s:the `java` process is holding about "
          "3.1 GiB]] [[s:and burning around 42% CPU]], so [[u:it's probably still indexing]]. [[s:After that comes "
          "Firefox at roughly 2.4 GiB]], [[c:plus one content process of about 1.6 GiB]]. [[c:Syncthing doesn't "
          "show up in the top processes at all]], so it isn't the culprit here, and [[c:the load is easing off — "
          "the one-minute average is below the 15-minute one]]. If you close IntelliJ when you're not using it you "
          "should get about 3 GB back straight away."},
    {"q": "How much disk space do I have left?", "ev": ["e4", "e1"],
     "a": "Your main drive is in good shape. [[s:Your root filesystem is about 953 GiB in "
          "total]], [[s:of which around 612 GiB is used]] — [[c:leaving you roughly 314 GiB of free space]], or "
          "[[s:about 366 GB]] if you count in decimal units. [[s:`/boot` is a separate vfat partition of about 1 "
          "GiB]] [[c:and it is nearly half full]]. Keep in mind btrfs reports free space a bit optimistically — "
          "[[u:your snapper snapshots are probably taking up part of that 612 GiB]], so `sudo btrfs filesystem "
          "usage /` would give you the more precise picture."},
    {"q": "What did I update recently? Do I need to reboot?", "ev": ["e5", "e1", "e2"],
     "a": "Over the past week pacman did a handful of things. [[s:Last night at around 21:14 you upgraded the "
          "kernel from 6.13.5 to 6.13.6]], [[s:along with Firefox]] and [[c:Mesa, which went from 24.3.4 to "
          "25.0.2]]. [[c:On the 12th you upgraded Zoom]], and [[c:that's six package changes in total]]. As for "
          "rebooting: [[s:the running kernel is already 6.13.6-arch1-1]] — [[s:the laptop was booted this morning "
          "at about 06:10]], [[s:well after the upgrade]] — so no reboot is needed. [[u:The Mesa jump might be "
          "what's behind the flicker you mentioned in KDE]], though that's just a guess on my part."},
    {"q": "Is ssh running? Can I ssh into my laptop from my desktop?", "ev": ["e6", "e7", "e1"],
     "a": "No, it isn't. [[s:The `sshd` service is inactive (dead)]] [[s:and it's disabled]], so [[s:it won't come "
          "up on boot either]]. [[t:Nothing is listening on port 22 right now]] — [[t:the only TCP listeners are "
          "Syncthing on 22000 and 8384 and systemd-resolved on 53 and 5355]] — so an SSH attempt from your desktop "
          "would just be refused. [[s:OpenSSH itself is installed (9.9p2)]], so all you need is "
          "`sudo systemctl enable --now sshd`. Since [[s:Tailscale is running]], you could also reach it over the "
          "tailnet once sshd is up, which is probably the nicer option when you're away from home. [[c:Your LAN "
          "address is 192.168.178.45]], in case you'd rather connect locally."},
    {"q": "What's listening on the network on my laptop?", "ev": ["e7", "e6"],
     "a": "Here's what was listening when the network snapshot was taken (it's a few minutes old, so take it with a "
          "grain of salt):\n\n"
          "| Port | Proto | Address | Process |\n|---|---|---|---|\n"
          "| [[t:22000 | tcp | 0.0.0.0 | syncthing]] |\n"
          "| [[t:8384 | tcp | 0.0.0.0 | syncthing]] |\n"
          "| [[t:53 | tcp | 127.0.0.53 | systemd-resolve]] |\n"
          "| [[t:41641 | udp | 0.0.0.0 | tailscaled]] |\n\n"
          "[[s:`syncthing@mara.service` itself is running]], [[c:and so is "
          "CUPS]]. [[t:There's also one outgoing HTTPS connection from "
          "IntelliJ]], [[u:most likely a plugin update check]]."},
    {"q": "Tell me about this machine's hardware", "ev": ["e1"],
     "a": "**cirrus — hardware overview**\n\n"
          "- **CPU:** [[s:AMD Ryzen 7 PRO 7840U]]\n"
          "- **RAM:** [[s:32 GB]] ([[s:about 31.1 GiB visible to the kernel]])\n"
          "- **Storage:** [[s:a 1 TB NVMe drive]], [[c:formatted as ext4]]\n"
          "- **Network:** [[s:Wi-Fi on `wlan0` with 192.168.178.54]]; [[c:the wired port `enp2s0f0` is up]] "
          "[[u:but has no cable plugged in]]\n"
          "- **OS:** [[s:Arch Linux on kernel 6.13.6-arch1-1]]\n\n"
          "It's a pretty capable machine for development work — the 780M graphics are fine for light gaming too."},
    {"q": "Am I in the wheel group, and who else has admin rights?", "ev": ["e1"],
     "a": "Yes — [[s:your account `mara` (UID 1000) is a member of `wheel`]], which on Arch is the group sudo "
          "usually grants admin rights to, [[u:assuming the `%wheel ALL=(ALL:ALL) ALL` line in /etc/sudoers is "
          "uncommented]]. [[s:You're also in `video` and `uucp`]], [[c:as well as `docker`]]. [[s:The only other "
          "regular account is `guest`]] [[s:and it isn't in wheel]], so [[u:apart from root you're the only one "
          "who can administer the laptop]]. [[s:You use zsh as your login shell]], [[c:and so does guest]]."},
]

NIMBUS_ANSWERS = [
    {"q": "Is everything healthy on the NAS?", "ev": ["e3", "e4", "e2"],
     "a": "Mostly yes, but there's one thing you should look at soon. [[s:Samba is up]], and [[s:`nfs-server` shows active (exited)]], which is normal for it. The problem is "
          "`smartd`: [[s:it failed at about 2 am this morning]], [[s:just after logging 8 pending sectors on "
          "`/dev/sdc`]]; [[c:it also reported 12 offline uncorrectable sectors]]. This is likely because [[u:that "
          "disk is starting to fail]], so I'd order a replacement. Space-wise, [[s:`tank/media` is the fullest "
          "dataset at roughly 86%]], [[c:while `tank/home` is about a third full]]."},
    {"q": "How full is the pool?", "ev": ["e2"],
     "a": "Here's the breakdown of the ZFS datasets:\n\n"
          "| Dataset | Used | Size | Use% |\n|---|---|---|---|\n"
          "| [[s:tank/media | 7.9 TiB | 9.2 TiB | 86%]] |\n"
          "| [[s:tank/timemachine | 1.05 TiB | 2.4 TiB | 44%]] |\n"
          "| tank/home | [[s:412 GiB]] | [[s:1.7 TiB]] | [[c:32%]] |\n\n"
          "[[s:All three share the same pool free space of about 1.32 TiB]] — [[c:in decimal terms that's roughly "
          "1.2 TB]]. [[c:The system SSD is around 40% full]] by comparison, so that's not a concern. [[u:At the rate "
          "`tank/media` has been growing, you've probably got two or three months before it gets tight]]."},
    {"q": "Who is connected to the NAS right now?", "ev": ["e5", "e7"],
     "a": "Right now there are [[s:two SMB sessions]], [[s:one from 192.168.1.34]] and [[s:the other from "
          "192.168.1.41]]. Judging by the smbd child processes, [[s:one of them runs as `jen`]] [[c:and the other "
          "as `kids`]]. There's also [[s:an SSH login from dale]], "
          "[[u:probably from the shared family computer]]. [[s:He's also running an rsync into "
          "`/tank/media/photos`]], [[c:which started about 40 minutes ago]]. One thing worth noting: [[c:SSH is "
          "only listening on the LAN address 192.168.1.20]]."},
    {"q": "Why is the NAS CPU so busy?", "ev": ["e6", "e7"],
     "a": "[[t:The CPU was at about 71% a few minutes ago]] [[t:with a one-minute load of 3.9]]. The top consumer "
          "is [[s:a ZFS read thread, `z_rd_int_0`, at around 22%]], which almost always means [[u:a scrub or "
          "resilver is running]] — this is likely because [[u:the monthly scrub kicked off tonight]]. [[s:The two `smbd` "
          "processes add roughly 24% between them]] [[c:and rsync is using about 18%]]. [[t:Memory isn't the issue "
          "— about 9 GiB was still available]]. You can check the scrub's progress with `zpool status tank`."},
    {"q": "Which users can access the samba shares?", "ev": ["e1"],
     "a": "According to the system snapshot (the user and group database has changed since it was taken, so this "
          "may be out of date), [[t:the `sambashare` group has three members: dale, jen and timemachine]]. "
          "[[t:`kids` isn't in that group]], [[t:though it is in `users` together with dale and jen]]. [[t:The "
          "`timemachine` account has no login shell]], [[u:so it's only used for the Mac backups]]. [[t:Only dale "
          "has sudo]]. Samba keeps its own password database, so check with `sudo pdbedit -L`. [[s:You're running "
          "Samba 4.17.12]], and [[c:the shares are served from `enp1s0` at 192.168.1.21]]."},
    {"q": "Do I need to reboot after the recent updates?", "ev": ["e8", "e1", "e6"],
     "a": "Yes, most likely. [[s:Yesterday morning around 06:25 unattended-upgrades installed a new kernel "
          "package, `linux-image-6.1.0-31-amd64`]], but [[s:the machine is still running `6.1.0-30-amd64`]], so "
          "[[s:the new kernel won't be used until the next reboot]]. [[s:OpenSSH server was updated in the same run]], "
          "and [[c:Samba was upgraded to 4.17.12 a week ago, on the 27th]]. [[c:That's four updates in the last two "
          "weeks]]. [[t:The NAS has been up for about two and a half days]], so it's a good moment anyway. "
          "[[u:DKMS should rebuild the ZFS module for the new kernel automatically]], but I'd run `sudo zpool "
          "status` after the reboot to be safe."},
    {"q": "What's going on with smartd?", "ev": ["e4", "e3"],
     "a": "Here's what happened overnight:\n\n"
          "- [[s:`smartd.service` is in a failed state]] [[s:since 02:01:07 this morning]]\n"
          "- [[s:A second before that, it failed to read SMART attribute data from `/dev/sdc`]]\n"
          "- [[c:The first warning came in around 01:30]]\n"
          "- [[s:It had already flagged 8 pending and 8 offline-uncorrectable sectors]]\n"
          "- [[s:It's the only unit on the NAS in a failed state]]; [[c:`nmbd` went down at the same time]]\n\n"
          "This is likely because [[u:the SATA cable or the drive's controller is flaking out]] rather than smartd "
          "itself being broken. I'd run `sudo smartctl -a /dev/sdc` and then `sudo systemctl restart smartd`."},
]

MISTRAL_ANSWERS = [
    {"q": "Why does vault.example.net give a 502?", "ev": ["e4", "e5", "e6"],
     "a": "This is almost certainly an upstream problem rather than nginx itself. [[s:nginx's error log shows "
          "`connect() failed (111: Connection refused)` for vault.example.net]] [[s:three times in the last "
          "hour]], [[s:each time while proxying to 127.0.0.1:8081]], [[s:which is where the vault site's "
          "`proxy_pass` points]]. This is likely because [[s:the `vaultwarden` container has exited]] — [[s:its status is "
          "`Exited (137)`]], [[c:which happened about an hour ago]] — and [[u:137 here means it was OOM-killed]]; "
          "[[c:it's mapped to port 8081 on localhost]]. [[s:The other three containers are all running]], so "
          "it's only the vault that's down."},
    {"q": "What ports are open on the proxy?", "ev": ["e3"],
     "a": "Here are the listening sockets:\n\n"
          "- **80/tcp** and **443/tcp** — [[s:nginx (PID 1187)]], [[s:on both IPv4 and IPv6]]\n"
          "- **22/tcp** — [[s:sshd, on all IPv4 addresses]]\n"
          "- **3000/tcp** — [[s:docker-proxy, localhost only]] [[u:(Gitea's web UI)]]\n"
          "- **2222/tcp** — [[c:docker-proxy, on 0.0.0.0]]\n"
          "\n"
          "So [[s:nothing is listening on 8081]], and [[c:five of the sockets are bound to loopback addresses]]. If "
          "you want to double-check from outside, `nmap -Pn 203.0.113.47` from another machine will show the same "
          "picture."},
    {"q": "Which containers are running?", "ev": ["e4"],
     "a": "[[s:You have four containers in total]], [[s:three of which are up]]:\n\n"
          "| Container | Image | State |\n|---|---|---|\n"
          "| gitea | [[s:gitea/gitea:1.23.7]] | [[s:✅ Up 2 days]] |\n"
          "| gitea-db | [[c:postgres:15-alpine]] | [[s:✅ Up 2 days]] |\n"
          "| uptime-kuma | [[s:louislam/uptime-kuma:1]] | [[s:✅ Up 2 days (healthy)]] |\n"
          "| vaultwarden | [[s:vaultwarden/server:1.33.2]] | [[s:❌ Exited (137) 3 hours ago]] |\n\n"
          "[[c:Uptime Kuma is exposed on host port 3001]], and [[c:gitea-db is the oldest of the four]]. "
          "[[u:The vaultwarden container was probably killed by the kernel's OOM killer]] — exit code 137 means "
          "SIGKILL — so it may be worth giving it a memory limit when you restart it."},
    {"q": "Is nginx healthy and how long has it been up?", "ev": ["e2", "e8"],
     "a": "Yes, nginx looks fine. [[s:The service is active (running)]], and [[s:it has been up since 18 May at "
          "03:11 UTC]], [[c:roughly ten minutes after the VPS booted]]; [[s:that's about two and a half days]]. "
          "[[s:The server's one-minute load is very low, about 0.2]], [[c:the 15-minute average is 0.38]], and "
          "[[s:CPU is sitting around 6–7%]], so [[u:nginx isn't under any real pressure]]."},
    {"q": "Is fail2ban banning anyone?", "ev": ["e7"],
     "a": "Yes, it's been fairly active. In the last hour [[t:it banned 45.148.10.12]] [[t:and 218.92.0.118 in the "
          "`sshd` jail]], [[t:and 185.220.101.9 in the `nginx-botsearch` jail]]. [[t:45.148.10.12 was unbanned "
          "again at 13:51]], so [[u:two addresses are currently banned]]. [[t:The first ban came about 15 minutes "
          "ago]]. [[u:Most of these are probably just SSH brute-force bots]]; the log I have is about ten minutes "
          "old, so `sudo fail2ban-client status sshd` will give you the live list."},
    {"q": "Who can run docker on this box?", "ev": ["e1"],
     "a": "[[s:Only `deploy` is in the `docker` group]], so that's the one account that can talk to the Docker "
          "socket without sudo. [[s:`ubuntu` isn't in the docker group]], [[s:but it is in `sudo`]], so it can "
          "still use docker through sudo. [[c:`deploy` is a member of `sudo` as well]]. [[s:`ubuntu` is "
          "additionally in `adm`]], which is what lets it read most of /var/log. [[c:There are three human "
          "accounts on the VPS]] in total, and [[s:Docker CE 27.5.1 is installed]]."},
    {"q": "How much memory does the VPS have?", "ev": ["e8", "e1"],
     "a": "The VPS has [[s:about 4 GB of RAM]] — [[s:roughly 3.7 GiB usable]]. Right now [[s:around 2.1 GiB is in "
          "use]], [[s:which is about 57%]], [[c:leaving only ~1.2 GiB available]]. [[s:About 340 MiB of swap is "
          "used]] too, [[c:which is around 6% of it]]. This is likely because [[u:the Gitea and Postgres "
          "containers are the biggest users]]. For a reverse proxy with three or four containers that's enough, "
          "but if vaultwarden keeps getting killed a bigger plan might help."},
]

STRATUS_ANSWERS = [
    {"q": "Why is the database slow tonight?", "ev": ["e4", "e6", "e8"],
     "a": "There are a few things going on at once, and they likely add up. First, [[s:the load average is quite "
          "high at around 9.8]], [[c:although CPU usage itself is only around 14%]]. The busiest process is [[s:a "
          "backend for `app_rw` on the `orders` database]], [[s:which is running a SELECT at about 97% CPU]] "
          "[[c:and has been doing so for over an hour]]. [[s:An autovacuum worker on `orders` is running as "
          "well]], and [[s:pgBackRest is doing an incremental backup]] [[c:that started around 01:00]]. On top of "
          "that, [[s:the log shows checkpoints occurring too frequently, 24 and then 19 seconds apart]]. This is "
          "likely because [[u:the backup and the vacuum are generating a lot of WAL at the same time]]."},
    {"q": "How much space is left for the database?", "ev": ["e3"],
     "a": "[[s:The data volume mounted at `/var/lib/pgsql` is about 84% full]]: [[s:roughly 1.47 TiB used]] "
          "[[s:out of 1.75 TiB]], [[s:leaving about 286 GiB]] ([[c:around 270 GB]]). The root filesystem is much "
          "emptier — [[s:about 26% used]], [[c:with just under 40 GiB free]]. [[u:At the rate WAL and the orders "
          "tables grow, you probably have a few weeks before the data volume hits 90%]], so it's worth planning an "
          "expansion or cleaning up old backups."},
    {"q": "What are the memory settings in postgresql.conf?", "ev": ["e5"],
     "a": "Here's what the config has for memory:\n\n"
          "- `shared_buffers`: [[s:32GB]]\n"
          "- `work_mem`: [[s:64MB]]\n"
          "- `maintenance_work_mem`: [[c:1GB]]\n"
          "- `effective_cache_size`: [[s:96GB]]\n\n"
          "[[s:`max_connections` is set to 300]], [[c:with 5 reserved for superusers]]. [[u:`wal_buffers` is left "
          "at its default]]. [[s:`max_wal_size` is only 4GB]], [[u:which explains the \"checkpoints are occurring "
          "too frequently\" warnings]]."},
    {"q": "When was postgres last upgraded and restarted?", "ev": ["e2", "e9", "e1"],
     "a": "[[s:PostgreSQL was upgraded from 16.7 to 16.8 on 30 June]], [[s:at about 22:32 Tokyo time]]. [[s:A new "
          "kernel (5.14.0-503.26.1) was installed in the same dnf run]] [[s:and the old 427.42.1 kernel was "
          "removed]]. [[s:The service has been running since 22:41 that evening]], [[u:which is when the server came "
          "back after the reboot]], [[c:so it's been up for about six days]]. [[c:pgBackRest was also upgraded in "
          "that run]]. [[s:That's six package events in the last month]]."},
    {"q": "Is postgres reachable from the app servers? Which ports?", "ev": ["e7", "e5"],
     "a": "Yes. [[t:PostgreSQL is listening on 10.0.4.10:5432]] [[t:and on localhost]], which matches "
          "[[s:`listen_addresses = '10.0.4.10,localhost'` in the config]]. [[t:PgBouncer is listening on 6432 on "
          "all interfaces]], and [[t:both app servers, 10.0.4.21 and 10.0.4.22, are connected through it]]. "
          "[[t:10.0.4.21 also has a direct connection to port 5432]], [[u:which probably bypasses the pooler by "
          "mistake]]. Note that [[c:Postgres itself isn't restricted to the internal address; it accepts "
          "connections on every interface]], so make sure the firewall covers it. The network listing is several "
          "minutes old, so re-run it if you've changed anything since."},
    {"q": "Are we running out of connections?", "ev": ["e6", "e5", "e4"],
     "a": "It looks like you did, briefly. [[s:At 02:51 the server twice refused connections with `remaining "
          "connection slots are reserved for roles with the SUPERUSER attribute`]], [[s:three seconds apart]]. "
          "[[s:`max_connections` is 300]] [[s:with 3 reserved for superusers]]. [[c:It happened four times]] in "
          "the last hour. This is likely because [[u:the app opened direct connections instead of going through "
          "PgBouncer during a traffic spike]]. [[s:There have been no further slot errors since 02:51]], and "
          "[[c:the last entry in the log is a connection reset at 03:05]]. [[u:Right now there are around 250 "
          "connections open]], so `SELECT count(*) FROM pg_stat_activity;` is worth a look."},
    {"q": "Give me an overview of this server.", "ev": ["e1", "e8"],
     "a": "**stratus** is [[s:a Rocky Linux 9.5 (Blue Onyx) box]] with "
          "[[s:about 125 GiB of RAM visible to the OS]]. [[s:It's been up for a little over 8 days]] — [[c:since 1 "
          "July]]. [[s:Its address is 10.0.4.10 on `ens1f0`]]; [[c:the second "
          "port, `ens1f1`, is also up]]. [[s:The only admin account besides root is `akira`, in `wheel`]]. "
          "[[s:PostgreSQL 16.8 from the PGDG repo is installed]], and [[c:the postgres system user has UID "
          "1001]]."},
]

ZEPHYR_ANSWERS = [
    {"q": "What's the state of my cluster?", "ev": ["e2", "e3", "e4"],
     "a": "Your cluster is mostly up, but there are a couple of problems. [[s:Of the three nodes, "
          "zephyr and sirocco are Ready]], [[s:while chinook is NotReady]]. [[s:Out of ten pods, eight are running "
          "normally]] — [[s:`immich-server` is in CrashLoopBackOff]] [[c:with 4 restarts so far]], and "
          "[[s:`jellyfin` is stuck in ContainerCreating]], [[u:most likely because the node it was scheduled on is "
          "NotReady]]. [[s:Both of those deployments show 0 of 1 replicas ready]]. [[c:pihole has never "
          "restarted]]. I'd start by checking chinook with `kubectl describe node chinook`."},
    {"q": "Why is immich crash looping?", "ev": ["e3", "e6"],
     "a": "[[s:The `immich-server` pod in the `media` namespace is in CrashLoopBackOff]] [[s:on zephyr]]; [[s:it "
          "has restarted 14 times]]. [[t:The k3s log shows the kubelet backing off for 5 minutes before restarting "
          "it again]], [[t:last at 21:21]]. Unfortunately the log doesn't say why the container itself exits; this "
          "is likely because [[u:it can't reach its database on startup]] — [[c:`immich-postgres-0` isn't running "
          "either]], although [[s:`immich-redis` is running]]. Run `kubectl logs -n media deploy/immich-server "
          "--previous` to see the actual error."},
    {"q": "Why is jellyfin not starting?", "ev": ["e3", "e2"],
     "a": "[[s:The jellyfin pod is Pending]], [[s:waiting in ContainerCreating]], and [[s:it has been scheduled on "
          "chinook]] — [[s:the one node that's NotReady]]. This is likely because [[u:the kubelet on chinook has "
          "stopped reporting, so its volume can't be attached]]. [[c:chinook is also running a newer k3s version "
          "than the other two]]. [[s:No other pods are scheduled on chinook]], [[u:and it has been stuck like this "
          "since this morning]]. If chinook doesn't come back soon, deleting the pod should let the scheduler "
          "place it on zephyr or sirocco instead."},
    {"q": "How much memory and disk does zephyr have left?", "ev": ["e7", "e8"],
     "a": "Memory is fairly tight: [[s:zephyr has about 8 GB of RAM]], [[c:and around 2.3 GiB of it is still "
          "available]], [[s:so usage is sitting at roughly 83–84%]]. "
          "Disk is in better shape but not great: [[s:the root filesystem is about 82% full]], [[s:with roughly 42 "
          "GiB free]] ([[c:about 39 GB]]). [[s:CPU is at about 63%]] [[c:with a load average of about 2 on four "
          "cores]]; [[u:the crash-looping immich-server is probably responsible for a good part of that]]."},
    {"q": "Is k3s running fine here?", "ev": ["e5", "e7"],
     "a": "Yes — [[s:`k3s.service` is active and running]]. [[s:It's been up since 30 August "
          "at 10:58]], [[s:about 40 seconds after the Pi booted]], so [[s:roughly three and a half days]]. "
          "[[u:It hasn't restarted since boot]]. [[s:The node's load is around 3.1]] [[c:and falling]], so it's "
          "busy but healthy from systemd's point of view."},
    {"q": "Which pods are on zephyr?", "ev": ["e3"],
     "a": "On zephyr itself there are [[c:six pods]]:\n\n"
          "1. [[s:`home-assistant` (namespace `home`) — Running]]\n"
          "2. [[s:`immich-server` (`media`) — CrashLoopBackOff]]\n"
          "3. [[s:`immich-redis` (`media`) — Running]]\n"
          "4. [[s:`traefik` (`kube-system`) — Running]]\n"
          "5. [[s:`metrics-server` (`kube-system`) — Running]]\n"
          "6. [[c:`coredns` (`kube-system`) — Running]]\n\n"
          "[[s:`pihole` runs on sirocco]]."},
    {"q": "Which k3s version are the nodes running?", "ev": ["e2", "e1"],
     "a": "| Node | Status | Version |\n|---|---|---|\n"
          "| zephyr | [[s:✅ Ready]] | [[s:v1.30.6+k3s1]] |\n"
          "| sirocco | [[s:✅ Ready]] | [[c:v1.30.5+k3s1]] |\n"
          "| chinook | [[s:❌ NotReady]] | [[s:v1.30.5+k3s1]] |\n\n"
          "[[c:So only zephyr is on the latest patch release]], [[u:which is likely because the others were "
          "skipped during the last system-upgrade-controller plan]]. [[c:zephyr itself has 8 cores]]. I'd upgrade the "
          "older nodes once chinook is Ready again so all three match."},
]

MACHINES = [
    {"name": "cirrus", "clock": C, "evidence": CIRRUS_EVIDENCE, "answers": CIRRUS_ANSWERS},
    {"name": "nimbus", "clock": N, "evidence": NIMBUS_EVIDENCE, "answers": NIMBUS_ANSWERS},
    {"name": "mistral", "clock": M, "evidence": MISTRAL_EVIDENCE, "answers": MISTRAL_ANSWERS},
    {"name": "stratus", "clock": S, "evidence": STRATUS_EVIDENCE, "answers": STRATUS_ANSWERS},
    {"name": "zephyr", "clock": Z, "evidence": ZEPHYR_EVIDENCE, "answers": ZEPHYR_ANSWERS},
]
