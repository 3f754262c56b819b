"""50th generation (written blind by a helper who saw neither the wrapper nor its errors): dances.

The answers imitate small models (phi-3, llama3.2-3b) that over-generalise: sweeping "all"/"none"/"only"
claims, packages, services, users and containers said to exist that the evidence lacks (or said absent when
they exist), confident numbers with no source, two similar items mixed up (two users, two pods, two
filesystems), a fact restated later with a small change, and answers to a slightly different question.
Many questions are about security (who can log in, sudo, SSH keys, failed logins, ports open to the world)
and networking (addresses, gateway, DNS, listening sockets, connections).

tango — Ubuntu 24.04 home server in Berlin (+01:00), a Docker host. Steady state (Ryzen 7 5700G 8/16,
31.2 GiB, felix in sudo, marta and felix in docker, kiosk with nologin, no fail2ban but ufw and tailscale,
DNS 192.168.178.1 with search fritz.box, link-local IPv6 on enp5s0); seven containers (watchtower exited
3 days ago, pihole/jellyfin/nextcloud published on 0.0.0.0, uptime-kuma and the Pi-hole UI on 127.0.0.1);
the sockets; a day of ssh "Failed" journal lines (three from 45.148.10.92, marta from .41, felix's publickey
from .34); a 15-minute-old system reading (stale); disk usage (/srv/media 85% of 4 TB).

waltz — Fedora 41 laptop in Chicago (-06:00). Steady state with `packages` in stale_sources (anna in wheel,
ben 1001 in dialout, a sudoers drop-in `ben-podman`, ollama with /bin/false, no docker.service); sshd inactive
and disabled; firewalld active since 07:02; the sockets (resolved stub, cupsd, ollama on 127.0.0.1:11434,
LLMNR, avahi and Spotify on all addresses); the six biggest processes by memory (ollama 5.2 GiB first,
Spotify run by ben); two weeks of dnf events (kernel 6.12.9 -> 6.12.11 on Feb 24, code upgraded, moby-engine
removed); btrfs / and /home on one volume.

polka — Debian 12 PostgreSQL server, UTC. Steady state (public eno2 203.0.113.45/28 and private eno1,
gateway 203.0.113.33, resolvers 10.20.0.2/3, users deploy/ops/opsbot, only ops in sudo, drop-in
deploy-pgctl); sshd_config (no root, no passwords, AllowUsers deploy ops); deploy's two authorized keys
(ci-runner and ops@thinkpad); the sockets (22 and 9187 on all addresses, 5432 on 10.20.0.5 and loopback,
six database clients); twelve hours of sshd lines from auth.log; the cluster unit since April 2; disk usage;
the sudoers drop-in (deploy may run two commands as postgres).

samba — Rocky Linux 9.5 GitLab CI runner in Tokyo (+09:00). Steady state (only samba-client-libs, no Samba
server; rocky in wheel; gitlab-runner with /bin/bash); a fresh system reading (91% CPU, load 14.2 on 32
threads, no swap); processes by CPU (two cc1plus as root); the three running containers; disk usage
(/var/lib/docker 87%); two hours of gitlab-runner logs; the sockets.

mambo — Ubuntu 22.04 k3s control-plane node in Sydney (+10:00). Steady state (sudo: ubuntu and ops;
cni0 10.42.0.1/24; wireguard-tools installed); nodes (mambo-w2 NotReady on an older k3s), pods in default
(one api pod crash-looping with 27 restarts on mambo-w1, one web pod ContainerCreating on mambo-w2),
deployments; the sockets (6443/10250 on all addresses, etcd on loopback, flannel on UDP 8472); a
20-minute-old system reading (stale).
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------- tango
tango_clock = Clock("2026-02-14T21:40:00+01:00")
TANGO_MEM = 33_526_571_008
tango_ifaces = [
    {"name": "docker0", "mac": "02:42:9c:1e:44:07", "addresses": ["172.17.0.1/16"], "is_up": True},
    {"name": "enp5s0", "mac": "2c:f0:5d:68:01:1a", "addresses": ["192.168.178.20/24", "fe80::2ef0:5dff:fe68:11a/64"],
     "is_up": True},
    {"name": "lo", "mac": None, "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
]
tango = {
    "name": "tango",
    "clock": tango_clock,
    "evidence": [
        steady(
            "e1", tango_clock, age=1800, hostname="tango", os_name="Ubuntu", os_version="24.04",
            os_codename="noble", kernel="6.8.0-51-generic", cpu_model="AMD Ryzen 7 5700G with Radeon Graphics",
            cpu_cores=8, cpu_threads=16, memory_total_bytes=TANGO_MEM,
            disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 499_055_067_136},
                   {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4",
                    "total_bytes": 4_000_650_883_072},
                   {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                    "total_bytes": 1_124_999_168}],
            network_interfaces=tango_ifaces, dns_servers=["192.168.178.1"], dns_search=["fritz.box"],
            default_gateway="192.168.178.1",
            installed_packages={
                "docker-ce": "5:27.5.1-1~ubuntu.24.04~noble",
                "docker-compose-plugin": "2.32.4-1~ubuntu.24.04~noble",
                "containerd.io": "1.7.25-1",
                "openssh-server": "1:9.6p1-3ubuntu13.8",
                "ufw": "0.36.2-6",
                "cups": "2.4.7-1.2ubuntu7.3",
                "smartmontools": "7.4-2build1",
                "borgbackup": "1.2.8-1",
                "tailscale": "1.80.0",
                "rsync": "3.2.7-1ubuntu1.2",
                "linux-image-6.8.0-51-generic": "6.8.0-51.52",
                "sudo": "1.9.15p5-3ubuntu5.24.04.1",
            },
            available_services=["ssh.service", "docker.service", "containerd.service", "ufw.service",
                                "cups.service", "smartmontools.service", "tailscaled.service", "rsync.service"],
            users=[
                {"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                {"name": "daemon", "uid": 1, "gid": 1, "home": "/usr/sbin", "shell": "/usr/sbin/nologin"},
                {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"},
                {"name": "sshd", "uid": 104, "gid": 65534, "home": "/run/sshd", "shell": "/usr/sbin/nologin"},
                {"name": "felix", "uid": 1000, "gid": 1000, "home": "/home/felix", "shell": "/bin/bash"},
                {"name": "marta", "uid": 1001, "gid": 1001, "home": "/home/marta", "shell": "/bin/zsh"},
                {"name": "kiosk", "uid": 1002, "gid": 1002, "home": "/home/kiosk", "shell": "/usr/sbin/nologin"},
                {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent",
                 "shell": "/usr/sbin/nologin"},
            ],
            groups=[
                {"name": "sudo", "gid": 27, "members": ["felix"]},
                {"name": "adm", "gid": 4, "members": ["syslog", "felix"]},
                {"name": "lpadmin", "gid": 114, "members": ["felix", "marta"]},
                {"name": "docker", "gid": 988, "members": ["felix", "marta"]},
            ],
            admin_users=["felix"], sudoers_files=[],
        ),
        item("e2", "linux_containers", {"runtime": "docker", "containers": [
            box("a1f3c9e2b7d4", "jellyfin", "jellyfin/jellyfin:10.10.5", "running", "Up 6 days",
                "2026-02-08T10:22:41+01:00", ["0.0.0.0:8096->8096/tcp"]),
            box("b72e01c4d9a8", "nextcloud", "nextcloud:30-apache", "running", "Up 6 days",
                "2026-02-08T10:23:05+01:00", ["0.0.0.0:8080->80/tcp"]),
            box("c3d94f0e1a72", "nextcloud-db", "mariadb:11.4", "running", "Up 6 days",
                "2026-02-08T10:23:01+01:00"),
            box("d418aa27c6e5", "nextcloud-redis", "redis:7-alpine", "running", "Up 6 days",
                "2026-02-08T10:23:00+01:00"),
            box("e5b6017f3c20", "pihole", "pihole/pihole:2024.07.0", "running", "Up 2 days (healthy)",
                "2026-02-12T18:04:12+01:00",
                ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "127.0.0.1:8081->80/tcp"]),
            box("f09d2c81b4e3", "uptime-kuma", "louislam/uptime-kuma:1", "running", "Up 6 days (healthy)",
                "2026-02-08T10:24:30+01:00", ["127.0.0.1:3001->3001/tcp"]),
            box("0a7c3e5d9f11", "watchtower", "containrrr/watchtower:latest", "exited", "Exited (1) 3 days ago",
                "2026-01-20T09:12:55+01:00"),
        ]}, tango_clock, age=40, args={"all": True}),
        item("e3", "linux_network_info", {
            "interfaces": tango_ifaces,
            "listening": [
                listener(22, "0.0.0.0", 1012, "sshd"),
                listener(22, "::", 1012, "sshd", proto="tcp6"),
                listener(53, "0.0.0.0", 2231, "docker-proxy"),
                listener(53, "0.0.0.0", 2240, "docker-proxy", proto="udp"),
                listener(631, "127.0.0.1", 988, "cupsd"),
                listener(3001, "127.0.0.1", 2290, "docker-proxy"),
                listener(8080, "0.0.0.0", 2205, "docker-proxy"),
                listener(8081, "127.0.0.1", 2250, "docker-proxy"),
                listener(8096, "0.0.0.0", 2198, "docker-proxy"),
                listener(41641, "0.0.0.0", 1105, "tailscaled", proto="udp"),
            ],
            "connections": [
                connection("192.168.178.20:22", "192.168.178.34:51522", 30211, "sshd"),
                connection("192.168.178.20:22", "192.168.178.34:51790", 30877, "sshd"),
                connection("192.168.178.20:8096", "192.168.178.41:50112", 2198, "docker-proxy"),
            ],
        }, tango_clock, age=30),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
            log_entry("2026-02-14T03:12:44+01:00", "ssh.service", "info",
                      "Failed password for invalid user admin from 45.148.10.92 port 40122 ssh2"),
            log_entry("2026-02-14T03:12:49+01:00", "ssh.service", "info",
                      "Failed password for invalid user admin from 45.148.10.92 port 40188 ssh2"),
            log_entry("2026-02-14T03:12:55+01:00", "ssh.service", "info",
                      "Failed password for root from 45.148.10.92 port 40230 ssh2"),
            log_entry("2026-02-14T11:07:31+01:00", "ssh.service", "info",
                      "Failed password for marta from 192.168.178.41 port 50520 ssh2"),
            log_entry("2026-02-14T19:55:02+01:00", "ssh.service", "info",
                      "Failed publickey for felix from 192.168.178.34 port 51498 ssh2: ED25519 SHA256:Xq3v1bq2ZkKfM0nq"),
        ]}, tango_clock, age=25, args={"unit": "ssh.service", "since_minutes": 1440, "grep": "Failed"}),
        item("e5", "linux_system_info", system_info(
            7.5, [0.42, 0.55, 0.61], 558_480, "2026-02-08T10:17:00+01:00", TANGO_MEM, 19_864_000_000,
            8 * GiB, 256 * MiB), tango_clock, age=900),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 499_055_067_136, 187_400_000_000),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_410_240),
            fs("/dev/sda1", "/srv/media", "ext4", 4_000_650_883_072, 3_412_000_000_000),
        ]}, tango_clock, age=35),
    ],
    "answers": [
        {
            "q": "Which containers are running on tango, and which of them can be reached from the internet?",
            "ev": ["e2", "e3"],
            "a": "Hi! Here's what Docker shows on tango 🐳\n\n"
                 "- [[c:All seven containers are running]]\n"
                 "- [[s:jellyfin is published on 0.0.0.0:8096]]\n"
                 "- [[s:nextcloud listens on port 8080 on all interfaces]]\n"
                 "- [[c:nextcloud-db exposes MariaDB on 3306]]\n"
                 "- [[s:pihole publishes DNS on port 53]] [[s:over both TCP and UDP]]\n\n"
                 "**Open to the world:** [[c:only port 8096 (Jellyfin) is bound to 0.0.0.0]]; "
                 "[[s:the Pi-hole admin UI on 8081 is localhost-only]]. [[s:uptime-kuma is bound to "
                 "127.0.0.1:3001]], so [[s:it can't be reached from other machines]]. [[u:Your router forwards "
                 "8096 to this box]], so [[u:Jellyfin is effectively public]].\n\n"
                 "One thing: [[s:watchtower is the only container that isn't running]] — [[c:it exited about a "
                 "week ago]]. You can check why with `docker logs watchtower`.",
        },
        {
            "q": "Who can log in to tango and who has sudo?",
            "ev": ["e1"],
            "a": "### Login accounts on tango\n\n"
                 "| User | UID | Shell | sudo |\n|---|---|---|---|\n"
                 "| felix | [[s:1000]] | [[s:/bin/bash]] | [[s:✅]] |\n"
                 "| marta | [[s:1001]] | [[c:/bin/bash]] | [[s:❌]] |\n"
                 "| kiosk | [[c:1003]] | [[s:nologin]] | [[s:❌]] |\n\n"
                 "[[c:Every account with a UID of 1000 or above has a login shell]], [[c:so all three people can "
                 "sign in]]. [[s:felix is the only member of the sudo group]], and [[u:root login over SSH is "
                 "disabled]]. Note that [[u:marta effectively has root anyway]], because [[s:she's in the "
                 "docker group]].",
        },
        {
            "q": "Were there any failed SSH logins on tango today?",
            "ev": ["e4", "e1"],
            "a": "Yes — [[c:there were 4 failed SSH logins]] in the last 24 hours:\n\n"
                 "1. [[s:Three came from 45.148.10.92 around 03:12]] ([[s:two for the invalid user `admin`]], "
                 "[[s:one for `root`]])\n"
                 "2. [[c:One failed password for `felix` from 192.168.178.41 at 11:07]]\n"
                 "3. [[s:A failed publickey attempt from 192.168.178.34 at 19:55]]\n\n"
                 "[[c:All of the failures came from outside your LAN]], and [[u:none of the attempts "
                 "succeeded]]. [[u:45.148.10.92 is a known scanner]]. The good news: [[s:ufw is "
                 "installed]], so you can block repeat offenders.",
        },
        {
            "q": "What's tango's IP address, gateway and DNS server?",
            "ev": ["e1", "e3"],
            "a": "- **IPv4:** [[s:192.168.178.20/24 on enp5s0]]\n"
                 "- **Gateway:** [[s:192.168.178.1]]\n"
                 "- **DNS:** [[c:127.0.0.1 (the Pi-hole container)]]\n"
                 "- **Search domain:** [[s:fritz.box]]\n"
                 "- **Docker bridge:** [[s:docker0 with 172.17.0.1/16]]\n\n"
                 "[[c:IPv6 isn't configured on any interface]], and [[c:Tailscale isn't installed]], so the box is "
                 "only reachable on the LAN. [[u:The Pi-hole container answers DNS for the whole network]].",
        },
        {
            "q": "How much RAM is tango using right now?",
            "ev": ["e5", "e1"],
            "a": "[[t:About 12.7 GiB of RAM is in use]] ([[t:roughly 41%]]) out of [[s:32 GB]] total, "
                 "[[t:with around 18.5 GiB still available]]. [[t:Swap use is tiny at ~256 MB]] and [[t:the load "
                 "average is 0.42]], so the machine is basically idle. [[c:The Ryzen 7 5700G has 16 cores]], "
                 "which is plenty. [[u:Jellyfin is probably the biggest user]]. [[t:It's been up for about "
                 "6½ days]].",
        },
        {
            "q": "Is fail2ban protecting SSH on tango?",
            "ev": ["e1", "e4"],
            "a": "No — [[s:fail2ban isn't installed on tango]], so nothing is banning the brute-force attempts. "
                 "[[s:ufw is installed]], but [[u:it only allows ports 22, 8080 and 8096]]. "
                 "[[c:The attacker at 45.148.10.92 tried 5 times]], [[s:the last try at 03:12]]. "
                 "[[u:After that it gave up because root login is blocked in sshd_config]].\n\n"
                 "To add it: `sudo apt install fail2ban` — Ubuntu's default jail covers sshd.",
        },
        {
            "q": "How full are the disks on tango?",
            "ev": ["e6", "e1"],
            "a": "| Mount | Size | Used | Free |\n|---|---|---|---|\n"
                 "| / | [[s:465 GiB]] | [[s:~175 GiB (38%)]] | [[c:~290 GB]] |\n"
                 "| /srv/media | [[s:4 TB]] | [[c:3.4 TiB]] ([[s:85%]]) | [[s:~548 GiB]] |\n\n"
                 "[[s:/srv/media is the fullest filesystem]]. [[s:/boot/efi is almost empty]]. Since [[c:the media "
                 "disk is about 90% full]], I'd clean up soon — [[u:at your current rate it fills in about three "
                 "months]].",
        },
    ],
}

# ---------------------------------------------------------------------------------------------- waltz
waltz_clock = Clock("2026-03-03T08:15:00-06:00")
WALTZ_MEM = 32_498_622_464
waltz_ifaces = [
    {"name": "lo", "mac": None, "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
    {"name": "virbr0", "mac": "52:54:00:3a:91:c2", "addresses": ["192.168.122.1/24"], "is_up": False},
    {"name": "wlp0s20f3", "mac": "8c:17:59:3c:09:d1",
     "addresses": ["10.0.0.37/24", "2600:1700:5a0:9f10::1c3/64", "fe80::8a2:11ff:fe3c:9d1/64"], "is_up": True},
]
waltz = {
    "name": "waltz",
    "clock": waltz_clock,
    "evidence": [
        steady(
            "e1", waltz_clock, age=2400, hostname="waltz", os_name="Fedora Linux", os_version="41",
            os_codename=None, kernel="6.12.11-200.fc41.x86_64", cpu_model="Intel(R) Core(TM) Ultra 7 155H",
            cpu_cores=16, cpu_threads=22, memory_total_bytes=WALTZ_MEM,
            disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs",
                    "total_bytes": 1_022_903_713_792},
                   {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                    "total_bytes": 1_022_903_713_792},
                   {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                   {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627_900_416}],
            network_interfaces=waltz_ifaces, dns_servers=["127.0.0.53"], dns_search=["attlocal.net"],
            default_gateway="10.0.0.1", package_manager="rpm",
            installed_packages={
                "kernel": "6.12.11-200.fc41", "kernel-core": "6.12.11-200.fc41", "firefox": "135.0.1-1.fc41",
                "code": "1.97.2-1739406807.el8", "podman": "5.3.2-1.fc41", "podman-compose": "1.3.0-1.fc41",
                "openssh-server": "9.8p1-3.fc41.1", "firewalld": "2.2.3-1.fc41", "libvirt-daemon": "10.6.0-5.fc41",
                "sudo": "1.9.15-5.p5.fc41",
            },
            available_services=["sshd.service", "firewalld.service", "libvirtd.service", "podman.service",
                                "cups.service", "NetworkManager.service", "bluetooth.service",
                                "systemd-resolved.service", "ollama.service"],
            users=[
                {"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                {"name": "gdm", "uid": 42, "gid": 42, "home": "/var/lib/gdm", "shell": "/usr/sbin/nologin"},
                {"name": "ollama", "uid": 967, "gid": 967, "home": "/usr/share/ollama", "shell": "/bin/false"},
                {"name": "anna", "uid": 1000, "gid": 1000, "home": "/home/anna", "shell": "/bin/bash"},
                {"name": "ben", "uid": 1001, "gid": 1001, "home": "/home/ben", "shell": "/bin/bash"},
            ],
            groups=[
                {"name": "wheel", "gid": 10, "members": ["anna"]},
                {"name": "libvirt", "gid": 972, "members": ["anna"]},
                {"name": "dialout", "gid": 18, "members": ["ben"]},
            ],
            admin_users=["anna"], sudoers_files=["ben-podman"], stale_sources=["packages"],
        ),
        item("e2", "linux_service_status", unit("sshd.service", "inactive", "dead", ufs="disabled",
                                                desc="OpenSSH server daemon"),
             waltz_clock, age=20, args={"name": "sshd"}),
        item("e3", "linux_service_status", unit("firewalld.service", "active", "running", pid=1021,
                                                since="2026-03-03T07:02:11-06:00",
                                                desc="firewalld - dynamic firewall daemon"),
             waltz_clock, age=20, args={"name": "firewalld"}),
        item("e4", "linux_network_info", {
            "interfaces": waltz_ifaces,
            "listening": [
                listener(53, "127.0.0.53", 998, "systemd-resolve", proto="udp"),
                listener(53, "127.0.0.54", 998, "systemd-resolve"),
                listener(631, "127.0.0.1", 1302, "cupsd"),
                listener(5353, "0.0.0.0", 1010, "avahi-daemon", proto="udp"),
                listener(5355, "0.0.0.0", 998, "systemd-resolve"),
                listener(5355, "::", 998, "systemd-resolve", proto="tcp6"),
                listener(11434, "127.0.0.1", 2811, "ollama"),
                listener(57621, "0.0.0.0", 4410, "spotify", proto="udp"),
            ],
            "connections": [
                connection("10.0.0.37:49812", "140.82.112.25:443", 3410, "code"),
                connection("10.0.0.37:51220", "34.107.243.93:443", 3012, "firefox"),
            ],
        }, waltz_clock, age=15),
        item("e5", "linux_processes", processes(384, WALTZ_MEM, [
            (2811, "ollama", "ollama", 0.4, int(5.2 * GiB), "2026-03-03T07:03:40-06:00", "/usr/local/bin/ollama serve"),
            (3012, "firefox", "anna", 6.1, int(3.1 * GiB), "2026-03-03T07:10:02-06:00", "/usr/lib64/firefox/firefox"),
            (3410, "code", "anna", 2.3, int(1.6 * GiB), "2026-03-03T07:12:45-06:00", "/usr/share/code/code"),
            (3190, "Isolated Web Co", "anna", 4.8, int(1.2 * GiB), "2026-03-03T07:10:09-06:00",
             "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
            (2101, "gnome-shell", "anna", 1.9, 610 * MiB, "2026-03-03T07:04:31-06:00", "/usr/bin/gnome-shell"),
            (4410, "spotify", "ben", 0.8, 420 * MiB, "2026-03-03T07:58:20-06:00", "/usr/share/spotify/spotify"),
        ]), waltz_clock, age=25, args={"sort": "memory", "limit": 6}),
        item("e6", "linux_package_history", {"events": [
            package_event("2026-02-24T09:10:33-06:00", "upgrade", "kernel", "6.12.9-200.fc41", "6.12.11-200.fc41"),
            package_event("2026-02-24T09:10:33-06:00", "upgrade", "kernel-core", "6.12.9-200.fc41",
                          "6.12.11-200.fc41"),
            package_event("2026-02-24T09:10:33-06:00", "upgrade", "firefox", "134.0.2-1.fc41", "135.0.1-1.fc41"),
            package_event("2026-02-27T20:41:08-06:00", "upgrade", "code", "1.96.4-1736991114.el8",
                          "1.97.2-1739406807.el8"),
            package_event("2026-02-27T20:44:51-06:00", "install", "podman-compose", None, "1.3.0-1.fc41"),
            package_event("2026-03-01T19:40:12-06:00", "remove", "moby-engine", "27.3.1-1.fc41", None),
        ]}, waltz_clock, age=30, args={"since_days": 14}),
        item("e7", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p3", "/", "btrfs", 1_022_903_713_792, 612_300_000_000),
            fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 402_000_000),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627_900_416, 20_000_000),
            fs("/dev/nvme0n1p3", "/home", "btrfs", 1_022_903_713_792, 612_300_000_000),
        ]}, waltz_clock, age=20),
    ],
    "answers": [
        {
            "q": "Is SSH enabled on waltz? Can anyone log in remotely?",
            "ev": ["e2", "e3", "e4", "e1"],
            "a": "No. [[s:sshd is inactive]] and [[s:disabled]], so [[s:nothing is listening on port 22]]. "
                 "[[t:The openssh-server package (9.8p1) is installed]] though, so it could be turned on. "
                 "[[s:firewalld is running]] — [[c:it has been active since about 6 AM]]. Also, "
                 "[[c:no service is listening on any non-loopback address]], so the laptop is pretty locked "
                 "down. If you ever want SSH, [[c:ben is in wheel]] so he could enable it with "
                 "`sudo systemctl enable --now sshd`.",
        },
        {
            "q": "What's eating my memory on waltz?",
            "ev": ["e5", "e1"],
            "a": "Here are the top memory users:\n\n"
                 "1. [[c:Firefox is the biggest memory user]] at [[s:about 3.1 GiB]] (plus [[s:a content process "
                 "at ~1.2 GiB]])\n"
                 "2. [[s:ollama at ~5.2 GiB]] — [[s:it runs as its own `ollama` user]], and [[u:it has a "
                 "llama3 model loaded]]\n"
                 "3. [[s:VS Code around 1.6 GiB]]\n"
                 "4. [[s:gnome-shell ~610 MiB]]\n"
                 "5. [[c:anna's Spotify]] at [[s:~420 MiB]]\n\n"
                 "[[c:Together these six processes use about 9 GiB]] of your [[s:32 GB]]. "
                 "[[s:There are 384 processes in total]].",
        },
        {
            "q": "Which ports is waltz listening on, and is anything open to the network?",
            "ev": ["e4"],
            "a": "| Port | Proto | Address | Process |\n|---|---|---|---|\n"
                 "| [[s:53 | udp | 127.0.0.53 | systemd-resolved]] |\n"
                 "| [[s:631 | tcp | 127.0.0.1 | cupsd]] |\n"
                 "| [[s:5353 | udp | 0.0.0.0 | avahi-daemon]] |\n"
                 "| [[s:5355 | tcp | 0.0.0.0 | systemd-resolved]] |\n"
                 "| 11434 | tcp | [[c:0.0.0.0]] | [[s:ollama]] |\n"
                 "| [[c:22 | tcp | 0.0.0.0 | sshd]] |\n\n"
                 "[[c:Only LLMNR (5355) is reachable from the LAN]]; everything else is local. "
                 "[[s:Spotify also has UDP 57621 open on all interfaces]]. [[u:firewalld blocks 5355 in the "
                 "public zone anyway]].",
        },
        {
            "q": "When did I last update the kernel on waltz, and is the new one running?",
            "ev": ["e6", "e1"],
            "a": "[[s:The kernel was upgraded on February 24]] [[s:from 6.12.9-200.fc41]] [[s:to "
                 "6.12.11-200.fc41]], and [[s:you're running 6.12.11 now]], so no reboot is needed. [[c:That was "
                 "about two weeks ago]]. [[s:Firefox was updated in the same transaction to 135.0.1]]. "
                 "[[c:VS Code went from 1.97.2 down to 1.96.4]] on the 27th, and [[s:moby-engine was removed on March 1]]. "
                 "[[c:In total there were 4 package changes in the last two weeks]].",
        },
        {
            "q": "Is Docker installed on waltz?",
            "ev": ["e1", "e6"],
            "a": "Not anymore! [[s:The moby-engine package was removed on March 1]] [[u:because it conflicted "
                 "with Podman]]. [[t:Podman 5.3.2 is installed]] instead and [[s:podman-compose was installed on "
                 "Feb 27]]. However, [[c:docker.service is still present as a unit]], so you may want to "
                 "clean that up. Try `podman ps` for your containers.",
        },
        {
            "q": "How much disk space is left on waltz?",
            "ev": ["e7"],
            "a": "[[s:Your root filesystem is btrfs]] and [[s:/home lives on the same volume]]. [[s:About 410 GB "
                 "is free]] (~[[c:410 GiB]]) — [[s:it's 60% used]]. [[s:/boot is at about 39%]], and "
                 "[[s:the EFI partition only has ~20 MB used]]. Since [[c:/ and /home each have ~410 GB free, "
                 "you have about 820 GB in total]].",
        },
        {
            "q": "Who's in the wheel group on waltz, and does ben have admin rights?",
            "ev": ["e1"],
            "a": "**wheel:** [[s:only anna]]\n\n"
                 "[[s:ben is not in wheel]], and [[c:there are no extra sudo rules in /etc/sudoers.d]], so "
                 "[[u:ben can't run anything as root]]. Some details:\n\n"
                 "- [[c:ben's UID is 1000]]\n"
                 "- [[s:his shell is /bin/bash]]\n"
                 "- [[s:he's in the dialout group]]\n"
                 "- [[c:ollama is also a normal login user]]",
        },
    ],
}

# ---------------------------------------------------------------------------------------------- polka
polka_clock = Clock("2026-04-20T14:05:00+00:00")
polka_ifaces = [
    {"name": "eno1", "mac": "3c:ec:ef:41:0a:12", "addresses": ["10.20.0.5/24"], "is_up": True},
    {"name": "eno2", "mac": "3c:ec:ef:41:0a:13", "addresses": ["203.0.113.45/28"], "is_up": True},
    {"name": "lo", "mac": None, "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
]
pg_conns = [connection(f"10.20.0.5:5432", f"10.20.0.11:{p}", pid, "postgres")
            for p, pid in ((41822, 20311), (41836, 20318), (41850, 20402), (41874, 20455))]
pg_conns += [connection("10.20.0.5:5432", f"10.20.0.12:{p}", pid, "postgres")
             for p, pid in ((55110, 20501), (55126, 20519))]
polka = {
    "name": "polka",
    "clock": polka_clock,
    "evidence": [
        steady(
            "e1", polka_clock, age=3000, hostname="polka", domain="db.internal", os_name="Debian GNU/Linux",
            os_version="12", os_codename="bookworm", kernel="6.1.0-31-amd64",
            cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
            memory_total_bytes=135_089_491_968,
            disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62_671_097_856},
                   {"device": "/dev/md0", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                    "total_bytes": 3_840_000_000_000}],
            network_interfaces=polka_ifaces, dns_servers=["10.20.0.2", "10.20.0.3"], dns_search=["db.internal"],
            default_gateway="203.0.113.33",
            installed_packages={
                "postgresql-15": "15.12-0+deb12u2", "postgresql-client-15": "15.12-0+deb12u2",
                "prometheus-postgres-exporter": "0.11.1-1+b6", "openssh-server": "1:9.2p1-2+deb12u5",
                "fail2ban": "1.0.2-2", "nftables": "1.0.6-2+deb12u2", "pgbackrest": "2.54.2-1.pgdg120+1",
                "sudo": "1.9.13p3-1+deb12u1", "mdadm": "4.2-5",
            },
            available_services=["postgresql.service", "postgresql@.service", "ssh.service", "fail2ban.service",
                                "nftables.service", "prometheus-postgres-exporter.service", "mdmonitor.service"],
            users=[
                {"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                {"name": "postgres", "uid": 109, "gid": 117, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                {"name": "prometheus", "uid": 110, "gid": 118, "home": "/var/lib/prometheus",
                 "shell": "/usr/sbin/nologin"},
                {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                {"name": "ops", "uid": 1001, "gid": 1001, "home": "/home/ops", "shell": "/bin/bash"},
                {"name": "opsbot", "uid": 1002, "gid": 1002, "home": "/home/opsbot", "shell": "/bin/bash"},
            ],
            groups=[
                {"name": "sudo", "gid": 27, "members": ["ops"]},
                {"name": "adm", "gid": 4, "members": ["ops"]},
                {"name": "ssl-cert", "gid": 112, "members": ["postgres"]},
            ],
            admin_users=["ops"], sudoers_files=["deploy-pgctl"],
        ),
        item("e2", "linux_file_read", {"path": "/etc/ssh/sshd_config", "offset": 0, "limit": 200, "total_lines": 14,
                                       "lines": [
                                           "Include /etc/ssh/sshd_config.d/*.conf",
                                           "Port 22",
                                           "PermitRootLogin no",
                                           "PasswordAuthentication no",
                                           "KbdInteractiveAuthentication no",
                                           "PubkeyAuthentication yes",
                                           "AllowUsers deploy ops",
                                           "MaxAuthTries 3",
                                           "X11Forwarding no",
                                           "UsePAM yes",
                                           "PrintMotd no",
                                           "ClientAliveInterval 300",
                                           "AcceptEnv LANG LC_*",
                                           "Subsystem sftp /usr/lib/openssh/sftp-server",
                                       ]}, polka_clock, age=40, args={"path": "/etc/ssh/sshd_config"}),
        item("e3", "linux_file_read", {"path": "/home/deploy/.ssh/authorized_keys", "offset": 0, "limit": 200,
                                       "total_lines": 2, "lines": [
                                           "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH3kq9vTz0bXc1W2mQ8yPpL7uRk4 deploy@ci-runner",
                                           "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFq2Ls0e9hJd8nX3aQ1vB6tYc0Q9 ops@thinkpad",
                                       ]}, polka_clock, age=40, args={"path": "/home/deploy/.ssh/authorized_keys"}),
        item("e4", "linux_network_info", {
            "interfaces": polka_ifaces,
            "listening": [
                listener(22, "0.0.0.0", 811, "sshd"),
                listener(5432, "10.20.0.5", 1290, "postgres"),
                listener(5432, "127.0.0.1", 1290, "postgres"),
                listener(9187, "0.0.0.0", 1044, "postgres_export"),
            ],
            "connections": pg_conns + [
                connection("203.0.113.45:22", "198.51.100.77:60114", 29001, "sshd"),
                connection("10.20.0.5:9187", "10.20.0.9:44210", 1044, "postgres_export"),
            ],
        }, polka_clock, age=20),
        item("e5", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
            log_entry("2026-04-20T09:02:11+00:00", None, "info",
                      "sshd[24410]: Invalid user oracle from 185.220.101.4 port 51122"),
            log_entry("2026-04-20T09:02:11+00:00", None, "info",
                      "sshd[24410]: Connection closed by invalid user oracle 185.220.101.4 port 51122 [preauth]"),
            log_entry("2026-04-20T11:47:03+00:00", None, "info",
                      "sshd[26502]: Accepted publickey for deploy from 10.20.0.40 port 50812 ssh2: ED25519 "
                      "SHA256:p4Qm0x3ZrW8bJk1c"),
            log_entry("2026-04-20T12:15:40+00:00", None, "info",
                      "sshd[27011]: User postgres from 185.220.101.4 not allowed because not listed in AllowUsers"),
            log_entry("2026-04-20T13:30:05+00:00", None, "info",
                      "sshd[28120]: Disconnected from authenticating user root 45.95.147.236 port 39830 [preauth]"),
            log_entry("2026-04-20T13:58:22+00:00", None, "info",
                      "sshd[29001]: Accepted publickey for ops from 198.51.100.77 port 60114 ssh2: ED25519 "
                      "SHA256:Fq2L0e9hJd8nX3aQ"),
        ]}, polka_clock, age=30, args={"grep": "sshd", "since_minutes": 720}),
        item("e6", "linux_service_status", unit("postgresql@15-main.service", "active", "running", ufs="enabled-runtime",
                                                pid=1290, since="2026-04-02T06:14:09+00:00",
                                                desc="PostgreSQL Cluster 15-main"),
             polka_clock, age=20, args={"name": "postgresql@15-main"}),
        item("e7", "linux_disk_usage", {"filesystems": [
            fs("/dev/sda2", "/", "ext4", 62_671_097_856, 14_100_000_000),
            fs("/dev/md0", "/var/lib/postgresql", "xfs", 3_840_000_000_000, 2_956_800_000_000),
        ]}, polka_clock, age=25),
        item("e8", "linux_file_read", {"path": "/etc/sudoers.d/deploy-pgctl", "offset": 0, "limit": 200,
                                       "total_lines": 2, "lines": [
                                           "# deploy may restart the cluster and run psql as postgres",
                                           "deploy ALL=(postgres) NOPASSWD: /usr/bin/pg_ctlcluster, /usr/bin/psql",
                                       ]}, polka_clock, age=40, args={"path": "/etc/sudoers.d/deploy-pgctl"}),
    ],
    "answers": [
        {
            "q": "Who can SSH into polka, and how?",
            "ev": ["e1", "e2", "e3"],
            "a": "Here's the SSH access picture for polka:\n\n"
                 "- [[s:Root login is disabled]] (`PermitRootLogin no`)\n"
                 "- [[s:Password authentication is off]], so [[s:only keys work]]\n"
                 "- [[c:`AllowUsers` lists deploy, ops and postgres]]\n"
                 "- [[s:deploy has two authorized keys]]: [[s:one from the CI runner]] and [[c:one from "
                 "opsbot's laptop]]\n"
                 "- [[s:SSH listens on the default port 22]]\n\n"
                 "So in practice [[c:opsbot can log in over SSH as well]], using its own key. "
                 "[[u:The keys are rotated every 90 days]].",
        },
        {
            "q": "Which ports on polka are open to the internet?",
            "ev": ["e4", "e1"],
            "a": "polka has [[s:a public address, 203.0.113.45 on eno2]]. Listening on all interfaces are "
                 "[[s:SSH on 22]] and [[s:the Postgres exporter on 9187]]. [[s:PostgreSQL itself is bound to "
                 "10.20.0.5 and 127.0.0.1 only]], so [[s:it isn't reachable on the public interface]] 👍\n\n"
                 "[[c:The exporter on 9187 is only reachable from the 10.20.0.0/24 network]], and [[s:nftables "
                 "is installed]], [[u:which drops everything else from outside]]. [[c:The default route goes via "
                 "10.20.0.1]].",
        },
        {
            "q": "Were there any failed SSH logins on polka today?",
            "ev": ["e5", "e1"],
            "a": "Yes, but [[c:only two failed attempts]]:\n\n"
                 "- [[s:185.220.101.4 tried the user `oracle` at 09:02]], [[c:and came back at 12:15 as `root`]]\n"
                 "- [[s:45.95.147.236 tried root at 13:30]]\n\n"
                 "[[s:The only successful logins were deploy from 10.20.0.40]] and [[s:ops from "
                 "198.51.100.77]]; [[c:ops logged in at 11:47]]. [[s:fail2ban is installed]], and [[u:it banned "
                 "185.220.101.4 after the second try]].",
        },
        {
            "q": "How many clients are connected to PostgreSQL on polka?",
            "ev": ["e4", "e6"],
            "a": "[[s:There are 6 connections to port 5432]]: [[s:4 from 10.20.0.11]] and [[c:3 from "
                 "10.20.0.12]]. [[s:All of them come from the 10.20.0.0/24 subnet]]. [[s:The postgresql@15-main "
                 "cluster is active]], [[s:its main PID is 1290]], and [[c:it has been up since April 12]]. "
                 "[[u:max_connections is 100]], so you're far from the limit. [[c:The exporter on 9187 has no "
                 "clients right now]].",
        },
        {
            "q": "Does the deploy user have sudo on polka?",
            "ev": ["e1", "e8"],
            "a": "[[s:deploy isn't in the sudo group]] — [[c:nobody is, actually]]. But [[s:there's a sudoers "
                 "drop-in, `deploy-pgctl`]], which [[s:lets deploy run pg_ctlcluster and psql as postgres]] "
                 "[[s:without a password]]. So [[c:deploy can run those commands as root]] too. "
                 "[[s:ops is the only admin user]] on the box.",
        },
        {
            "q": "How much space does the database volume on polka have left?",
            "ev": ["e7", "e1"],
            "a": "**/var/lib/postgresql**: [[s:on /dev/md0]] ([[s:XFS]]), [[s:77% used]]\n"
                 "**Free:** [[c:about 883 GiB]]\n"
                 "**Used:** [[s:roughly 2.7 TiB]] [[s:out of 3.84 TB]]\n"
                 "**Root (/):** [[s:only ~22% used]]\n\n"
                 "[[u:At ~15 GB a day of WAL growth you have about two months]] before it gets tight.",
        },
        {
            "q": "What DNS servers and search domain does polka use?",
            "ev": ["e1"],
            "a": "[[s:Nameservers: 10.20.0.2 and 10.20.0.3]]; [[s:search domain: db.internal]]. [[c:Both "
                 "resolvers sit on the public interface eno2]], while [[s:eno1 has 10.20.0.5/24]]. [[s:The full "
                 "hostname is polka.db.internal]], and [[c:lookups go through the systemd-resolved stub at "
                 "127.0.0.53]].",
        },
    ],
}

# ---------------------------------------------------------------------------------------------- samba
samba_clock = Clock("2026-05-11T16:30:00+09:00")
SAMBA_MEM = 66_822_000_000
samba_ifaces = [
    {"name": "docker0", "mac": "02:42:51:8e:0c:3a", "addresses": ["172.17.0.1/16"], "is_up": True},
    {"name": "ens3", "mac": "fa:16:3e:2b:77:90", "addresses": ["172.16.40.21/24"], "is_up": True},
    {"name": "lo", "mac": None, "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
]
samba = {
    "name": "samba",
    "clock": samba_clock,
    "evidence": [
        steady(
            "e1", samba_clock, age=1200, hostname="samba", os_name="Rocky Linux", os_version="9.5",
            os_codename="Blue Onyx", kernel="5.14.0-503.26.1.el9_5.x86_64",
            cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=SAMBA_MEM,
            disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 214_748_364_800},
                   {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                    "total_bytes": 1_000_204_886_016}],
            network_interfaces=samba_ifaces, dns_servers=["172.16.40.2"], default_gateway="172.16.40.1",
            package_manager="rpm",
            installed_packages={
                "gitlab-runner": "17.11.1-1", "docker-ce": "3:28.1.1-1.el9", "containerd.io": "1.7.27-3.1.el9",
                "git": "2.43.5-2.el9_5", "openssh-server": "8.7p1-43.el9", "firewalld": "1.3.4-7.el9",
                "samba-client-libs": "4.20.2-2.el9_5", "chrony": "4.5-3.el9", "sudo": "1.9.5p2-10.el9_3",
            },
            available_services=["gitlab-runner.service", "docker.service", "containerd.service", "sshd.service",
                                "firewalld.service", "chronyd.service"],
            users=[
                {"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                {"name": "gitlab-runner", "uid": 993, "gid": 993, "home": "/home/gitlab-runner",
                 "shell": "/bin/bash"},
                {"name": "rocky", "uid": 1000, "gid": 1000, "home": "/home/rocky", "shell": "/bin/bash"},
                {"name": "ci-admin", "uid": 1001, "gid": 1001, "home": "/home/ci-admin", "shell": "/bin/bash"},
            ],
            groups=[
                {"name": "wheel", "gid": 10, "members": ["rocky"]},
                {"name": "docker", "gid": 990, "members": ["gitlab-runner", "ci-admin"]},
            ],
            admin_users=["rocky"], sudoers_files=["90-cloud-init-users"],
        ),
        item("e2", "linux_system_info", system_info(
            91.4, [14.2, 11.8, 9.6], 1_987_200, "2026-04-18T16:30:00+09:00", SAMBA_MEM, 21 * GiB, 0, 0),
            samba_clock, age=15),
        item("e3", "linux_processes", processes(512, SAMBA_MEM, [
            (41022, "cc1plus", "root", 98.7, int(1.1 * GiB), "2026-05-11T16:24:10+09:00",
             "/usr/libexec/gcc/x86_64-linux-gnu/14/cc1plus -quiet src/render/mesh.cpp"),
            (41031, "cc1plus", "root", 97.9, int(0.9 * GiB), "2026-05-11T16:24:12+09:00",
             "/usr/libexec/gcc/x86_64-linux-gnu/14/cc1plus -quiet src/render/shader.cpp"),
            (40877, "node", "root", 54.2, int(2.3 * GiB), "2026-05-11T16:26:48+09:00",
             "node /builds/web/frontend/node_modules/.bin/vite build"),
            (1190, "dockerd", "root", 12.4, 380 * MiB, "2026-04-18T16:30:41+09:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
            (1250, "gitlab-runner", "gitlab-runner", 3.1, 95 * MiB, "2026-04-18T16:30:44+09:00",
             "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner"),
            (1088, "containerd", "root", 2.2, 140 * MiB, "2026-04-18T16:30:39+09:00", "/usr/bin/containerd"),
        ]), samba_clock, age=15, args={"sort": "cpu", "limit": 6}),
        item("e4", "linux_containers", {"runtime": "docker", "containers": [
            box("5e1a9c0d7b22", "runner-xk3f9a2-project-118-concurrent-0-build", "registry.example/ci/gcc:14",
                "running", "Up 12 minutes", "2026-05-11T16:18:05+09:00"),
            box("8c44b1f2a9e0", "runner-xk3f9a2-project-204-concurrent-1-build", "node:22-bookworm", "running",
                "Up 4 minutes", "2026-05-11T16:26:43+09:00"),
            box("1b9d7e3c5a61", "registry-mirror", "registry:2", "running", "Up 3 weeks",
                "2026-04-18T16:31:02+09:00", ["127.0.0.1:5000->5000/tcp"]),
        ]}, samba_clock, age=20, args={"all": False}),
        item("e5", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p3", "/", "xfs", 214_748_364_800, 61_300_000_000),
            fs("/dev/nvme1n1", "/var/lib/docker", "xfs", 1_000_204_886_016, 874_000_000_000),
        ]}, samba_clock, age=20),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
            log_entry("2026-05-11T14:52:10+09:00", "gitlab-runner.service", "info",
                      "Job succeeded  duration_s=412.8 job=88121 project=118 runner=xk3f9a2"),
            log_entry("2026-05-11T15:31:44+09:00", "gitlab-runner.service", "warning",
                      "WARNING: Job failed: exit code 137  duration_s=903.1 job=88140 project=204 runner=xk3f9a2"),
            log_entry("2026-05-11T16:18:02+09:00", "gitlab-runner.service", "info",
                      "Checking for jobs... received  job=88163 repo_url=https://git.example/render/engine.git "
                      "runner=xk3f9a2"),
            log_entry("2026-05-11T16:26:40+09:00", "gitlab-runner.service", "info",
                      "Checking for jobs... received  job=88165 repo_url=https://git.example/web/frontend.git "
                      "runner=xk3f9a2"),
            log_entry("2026-05-11T16:27:55+09:00", "gitlab-runner.service", "err",
                      "ERROR: Failed to remove network for build  error=networksManager is not initialized "
                      "job=88140 network= project=204 runner=xk3f9a2"),
        ]}, samba_clock, age=30, args={"unit": "gitlab-runner", "since_minutes": 120}),
        item("e7", "linux_network_info", {
            "interfaces": samba_ifaces,
            "listening": [
                listener(22, "0.0.0.0", 1002, "sshd"),
                listener(22, "::", 1002, "sshd", proto="tcp6"),
                listener(323, "127.0.0.1", 871, "chronyd", proto="udp"),
                listener(5000, "127.0.0.1", 1422, "docker-proxy"),
                listener(9252, "127.0.0.1", 1250, "gitlab-runner"),
            ],
            "connections": [
                connection("172.16.40.21:22", "172.16.40.99:58122", 39110, "sshd"),
                connection("172.16.40.21:43718", "172.16.40.10:443", 1250, "gitlab-runner"),
            ],
        }, samba_clock, age=25),
    ],
    "answers": [
        {
            "q": "Is Samba installed on samba?",
            "ev": ["e1", "e7"],
            "a": "Funny name match! [[c:Yes — Samba is installed on this host]]: [[s:samba-client-libs 4.20.2 is "
                 "present]] and [[c:smb.service is available]]. [[c:Port 445 is open]] as well. That said, "
                 "[[s:there's no Samba server package installed]], only the libraries. [[s:The host runs Rocky "
                 "Linux 9.5]] and [[u:it's mainly used as a file share for build artifacts]].",
        },
        {
            "q": "Why is samba so slow right now?",
            "ev": ["e2", "e3"],
            "a": "It's busy compiling:\n\n"
                 "- [[s:CPU is at 91%]] and [[s:the 1-minute load is 14.2]] [[c:on 16 threads]]\n"
                 "- [[s:Two cc1plus processes are each using ~98% CPU]], [[c:both running as the gitlab-runner user]]\n"
                 "- [[s:node is at about 54%]]\n"
                 "- [[c:dockerd is the top process]] overall\n\n"
                 "[[s:Memory is fine, with about 21 GiB available]], and [[s:there's no swap at all]]. "
                 "[[u:The C++ build for project 118 is the culprit]]. [[s:512 processes]] in total.",
        },
        {
            "q": "Which CI jobs ran on samba in the last two hours, and did any fail?",
            "ev": ["e6"],
            "a": "1. [[s:Job 88121 succeeded at 14:52]] [[c:after about 4 minutes]]\n"
                 "2. [[s:Job 88140 failed with exit code 137]] [[s:after ~15 minutes]] — [[u:that's the OOM "
                 "killer]]\n"
                 "3. [[s:Job 88163 for render/engine was picked up at 16:18]]\n"
                 "4. [[c:Job 88165 (frontend) failed at 16:27]] with a network error\n\n"
                 "[[s:Only one job failed outright]]. [[c:All jobs came from project 118]].",
        },
        {
            "q": "Is the docker disk filling up on samba?",
            "ev": ["e5", "e4"],
            "a": "Yes: [[s:/var/lib/docker is 87% full]] — [[c:only about 126 GiB left]]. [[s:/ is only ~29% "
                 "used]]. [[s:There are 3 running containers]]; [[c:the registry mirror has been running for 3 "
                 "days]] and [[c:none of them publish any ports]]. [[u:Old build images take up most of the "
                 "space]] — `docker system prune -af` would help.",
        },
        {
            "q": "Who has admin access on samba, and who can use docker?",
            "ev": ["e1"],
            "a": "**Admins (wheel):** [[c:rocky and ci-admin]]\n"
                 "**docker group:** [[s:gitlab-runner and ci-admin]]\n\n"
                 "[[c:gitlab-runner has a nologin shell]], so it's only a service account. [[s:ci-admin's UID is "
                 "1001]]. [[s:There's a sudoers drop-in, 90-cloud-init-users]], [[u:which gives rocky "
                 "passwordless sudo]]. [[u:Nobody logs in as root directly]].",
        },
        {
            "q": "What's listening on samba?",
            "ev": ["e7", "e4"],
            "a": "[[s:sshd on port 22 (IPv4 and IPv6)]], [[s:the registry mirror on 127.0.0.1:5000]], [[s:"
                 "gitlab-runner's metrics on 9252]] — [[c:exposed on all interfaces]] — and [[s:chronyd on UDP 323 "
                 "(localhost)]]. [[s:That's 5 listening sockets in total]]. [[s:There's one SSH session open from "
                 "172.16.40.99]]. [[u:The firewall only allows SSH from the office VLAN]].",
        },
        {
            "q": "Can the CI runner on samba reach the GitLab server?",
            "ev": ["e7", "e6", "e1"],
            "a": "Looks like it: [[s:gitlab-runner has an HTTPS connection open to 172.16.40.10]] and [[s:it "
                 "picked up job 88165 at 16:26]]. [[c:It talks to GitLab over port 80]] though, [[u:which "
                 "suggests TLS is terminated elsewhere]]. [[s:The machine uses 172.16.40.2 for DNS]] and "
                 "[[u:git.example resolves to 172.16.40.10]]. [[s:The default gateway is 172.16.40.1]].",
        },
    ],
}

# ---------------------------------------------------------------------------------------------- mambo
mambo_clock = Clock("2026-06-08T09:20:00+10:00")
MAMBO_MEM = 33_448_075_264
mambo_ifaces = [
    {"name": "cni0", "mac": "6a:1c:2e:90:4d:11", "addresses": ["10.42.0.1/24"], "is_up": True},
    {"name": "eno1", "mac": "b4:2e:99:0f:7a:3c", "addresses": ["192.168.20.10/24"], "is_up": True},
    {"name": "flannel.1", "mac": "1e:7b:05:c3:22:9a", "addresses": ["10.42.0.0/32"], "is_up": True},
    {"name": "lo", "mac": None, "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
]
api_crash = pod("api-5c6b7d9f4-8jw2n", "default", "Running", "mambo-w1", restarts=27, ready=False,
                waiting="CrashLoopBackOff")
web_pending = pod("web-7d9f8c6b5-qq9zt", "default", "Pending", "mambo-w2", ready=False, waiting="ContainerCreating")
mambo = {
    "name": "mambo",
    "clock": mambo_clock,
    "evidence": [
        steady(
            "e1", mambo_clock, age=1500, hostname="mambo", os_name="Ubuntu", os_version="22.04",
            os_codename="jammy", kernel="5.15.0-139-generic", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz",
            cpu_cores=6, cpu_threads=12, memory_total_bytes=MAMBO_MEM,
            disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 511_101_108_224}],
            network_interfaces=mambo_ifaces, dns_servers=["127.0.0.53"], default_gateway="192.168.20.1",
            installed_packages={
                "openssh-server": "1:8.9p1-3ubuntu0.13", "curl": "7.81.0-1ubuntu1.20", "open-iscsi": "2.1.5-1ubuntu1.1",
                "nfs-common": "1:2.6.1-1ubuntu1.2", "wireguard-tools": "1.0.20210914-1ubuntu2",
                "sudo": "1.9.9-1ubuntu2.4",
            },
            available_services=["k3s.service", "ssh.service", "systemd-resolved.service", "iscsid.service"],
            users=[
                {"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                {"name": "syslog", "uid": 104, "gid": 111, "home": "/home/syslog", "shell": "/usr/sbin/nologin"},
                {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                {"name": "ops", "uid": 1001, "gid": 1001, "home": "/home/ops", "shell": "/bin/bash"},
            ],
            groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu", "ops"]},
                    {"name": "adm", "gid": 4, "members": ["syslog", "ubuntu"]}],
            admin_users=["ops", "ubuntu"], sudoers_files=[],
        ),
        item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            node("mambo", True, "v1.31.6+k3s1"), node("mambo-w1", True, "v1.31.6+k3s1"),
            node("mambo-w2", False, "v1.30.9+k3s1"),
        ]}, mambo_clock, age=30, args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": "default", "items": [
            pod("web-7d9f8c6b5-2xkq4", "default", "Running", "mambo-w1", started="2026-06-01T22:10:04Z"),
            pod("web-7d9f8c6b5-h7m2p", "default", "Running", "mambo", restarts=1, started="2026-06-05T03:41:19Z"),
            web_pending,
            api_crash,
            pod("api-5c6b7d9f4-tp6rx", "default", "Running", "mambo", started="2026-06-06T11:02:55Z"),
            pod("postgres-0", "default", "Running", "mambo-w1", started="2026-05-28T08:15:30Z"),
            pod("redis-6f8d4b7c9-lw4kd", "default", "Running", "mambo", restarts=2, started="2026-06-03T17:20:48Z"),
        ]}, mambo_clock, age=30, args={"resource": "pods", "namespace": "default"}),
        item("e4", "kubernetes_get", {"context": "default", "namespace": "default", "items": [
            deployment("web", "default", 3, 2), deployment("api", "default", 2, 1), deployment("redis", "default", 1, 1),
        ]}, mambo_clock, age=30, args={"resource": "deployments", "namespace": "default"}),
        item("e5", "linux_network_info", {
            "interfaces": mambo_ifaces,
            "listening": [
                listener(22, "0.0.0.0", 903, "sshd"),
                listener(53, "127.0.0.53", 712, "systemd-resolve", proto="udp"),
                listener(2379, "127.0.0.1", 842, "k3s-server"),
                listener(2380, "127.0.0.1", 842, "k3s-server"),
                listener(6443, "::", 842, "k3s-server", proto="tcp6"),
                listener(8472, "0.0.0.0", None, None, proto="udp"),
                listener(10010, "127.0.0.1", 1101, "containerd"),
                listener(10250, "::", 842, "k3s-server", proto="tcp6"),
            ],
            "connections": [
                connection("192.168.20.10:6443", "192.168.20.11:43210", 842, "k3s-server"),
                connection("192.168.20.10:22", "192.168.20.50:61022", 20144, "sshd"),
            ],
        }, mambo_clock, age=20),
        item("e6", "linux_system_info", system_info(
            34.8, [2.1, 1.9, 1.7], 1_036_800, "2026-05-27T09:00:00+10:00", MAMBO_MEM, 18 * GiB + 300 * MiB,
            4 * GiB, 0), mambo_clock, age=1200),
    ],
    "answers": [
        {
            "q": "Are all the nodes in the mambo cluster healthy?",
            "ev": ["e2"],
            "a": "[[c:Yes, all three nodes are Ready]] ✅\n\n"
                 "- [[s:mambo and mambo-w1 run v1.31.6+k3s1]]\n"
                 "- [[c:mambo-w2 is on the same version]]\n\n"
                 "Actually, looking closer, [[s:mambo-w2 is NotReady]] — [[u:it probably lost its network after "
                 "the last reboot]]. Try `kubectl describe node mambo-w2`.",
        },
        {
            "q": "Which pods are having problems on mambo?",
            "ev": ["e3", "e4"],
            "a": "Two pods need attention:\n\n"
                 "1. [[s:api-5c6b7d9f4-8jw2n is in CrashLoopBackOff]] [[c:with 72 restarts]], [[s:on mambo-w1]]\n"
                 "2. [[s:web-7d9f8c6b5-qq9zt is stuck in ContainerCreating]] [[c:on mambo-w1]]\n\n"
                 "[[c:Everything else has zero restarts]]. [[s:The web deployment has 2 of 3 replicas ready]] "
                 "[[s:and api 1 of 2]]. [[s:postgres-0 is running]]. [[u:The api crash is caused by a bad "
                 "DATABASE_URL]].",
        },
        {
            "q": "What ports does mambo expose to the network?",
            "ev": ["e5"],
            "a": "- [[s:Kubernetes API on 6443]], [[s:listening on all addresses]]\n"
                 "- [[s:kubelet on 10250]]\n"
                 "- [[s:SSH on 22]]\n"
                 "- [[s:etcd (2379/2380) is bound to localhost]]\n"
                 "- [[c:Flannel uses UDP 4789]] for VXLAN\n\n"
                 "[[c:Two agents are connected to the API server right now]], and [[s:192.168.20.50 has an SSH "
                 "session open]].",
        },
        {
            "q": "What IP address and DNS does mambo use?",
            "ev": ["e1"],
            "a": "- **eno1:** [[s:192.168.20.10/24]]\n"
                 "- **Gateway:** [[s:192.168.20.1]]\n"
                 "- **DNS:** [[s:the systemd-resolved stub (127.0.0.53)]]\n"
                 "- **Pod network:** [[c:10.43.0.0/16]]\n\n"
                 "[[s:cni0 has 10.42.0.1/24]]. [[u:CoreDNS answers cluster names under cluster.local]]. "
                 "[[c:There's no WireGuard installed]], so flannel runs plain VXLAN.",
        },
        {
            "q": "Who has sudo on mambo?",
            "ev": ["e1"],
            "a": "[[s:ubuntu and ops are both in the sudo group]]. [[c:ops has UID 1000]], and [[s:both use "
                 "bash]]. [[c:There are three human accounts]] on the box. [[u:Both log in with SSH keys only]].",
        },
        {
            "q": "How busy is mambo?",
            "ev": ["e6", "e1"],
            "a": "Pretty relaxed: [[t:CPU is at about 35%]] and [[t:the load is 2.1]] [[s:on 12 threads]], with "
                 "[[t:about 18 GiB of RAM free]]. [[c:It has 8 cores]]. [[t:It's been up for 12 days]] and "
                 "[[t:swap isn't used at all]].",
        },
        {
            "q": "Is the redis pod on mambo healthy?",
            "ev": ["e3", "e4"],
            "a": "[[s:redis-6f8d4b7c9-lw4kd is Running]] [[s:on mambo]] and [[s:ready]], [[c:without any "
                 "restarts]]. [[s:The redis deployment is 1/1]]. [[u:It's using ~200 MiB of memory]]. "
                 "[[c:It's the only pod on mambo]].",
        },
    ],
}

MACHINES = [tango, waltz, polka, samba, mambo]
