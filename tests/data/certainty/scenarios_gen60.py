"""60th generation (written blind: the writer read only the spec, README.md, _evidence.py and build_corpus.py,
never the wrapper, its tests or any other generation). Machine names are birds of prey. The answers imitate
phi-3.5 and llama3.1 8B: short direct replies next to medium ones, numbered findings, "I checked X and Y"
openings, a closing suggestion, slipped arithmetic, MB/MiB and GB/GiB mix-ups, confident wrong counts and
superlatives.

falcon — an Ubuntu 24.04 file server (Europe/London, +00:00) exporting Samba shares and NFS. Steady state
(users alice, bob, backup, carol, jellyfin; sambashare has alice and bob, media has alice, bob and carol), the
whole service list (smbd/nmbd running, nfs-server active/exited, winbind dead, smartmontools failed), disk usage
(a 12 TB xfs md0 array on /srv at 79 %), the network listing (three clients: SMB, NFS and SSH), the smbd
journal (three NT_STATUS_WRONG_PASSWORD lines for carol, a share path error), 14 days of dpkg history (seven
events), a memory-sorted process listing nine minutes old (stale) and /etc/exports (three exports).

harrier — a Fedora 41 developer workstation (America/Chicago, -06:00) with rootless podman and toolbox. Steady
state (Ryzen 9 7900, 12 cores / 24 threads, 62 GiB; maya in wheel, tomas not), podman containers with all=True
(three running, rust-dev exited 0, redis exited 137), a CPU-sorted process listing (rust-analyzer on top),
system info, disk usage fifteen minutes old (stale), dnf history (podman 5.2.5 → 5.3.1, toolbox
0.0.99.6 → 0.1.1, a kernel install, a removal of docker-compose), a journal grep for the redis OOM kill, and
podman.socket's status.

kite — a Debian 12 home router/firewall (Europe/Berlin, +01:00). Steady state (WAN enp1s0 203.0.113.58, LAN
enp2s0 192.168.1.1, wg0 10.8.0.1, wlp4s0 down; ops in sudo), the whole of /etc/nftables.conf (input policy
drop, LAN accepted, SSH from wg0, WireGuard and rate-limited ping from the WAN, a DNAT of 443 to 192.168.1.20,
masquerade), the network listing (dnsmasq on the LAN and loopback, sshd on 0.0.0.0, node exporter on
127.0.0.1, two SSH sessions), every service (hostapd failed), five nft drop log lines cut to a limit
(incomplete), hostapd's journal read seven minutes ago (stale) and a traffic sample.

buzzard — the control-plane Raspberry Pi 5 of a three-node k3s cluster (Australia/Melbourne, +11:00), with
osprey and goshawk (Pi 4s). Nodes (buzzard and osprey on v1.31.2+k3s1, goshawk on v1.30.6+k3s1, buzzard
tainted NoSchedule), pods in every namespace (immich-ml Pending and unscheduled, homeassistant with 4
restarts), deployments, events (37 FailedScheduling since 17:48), k3s.service, system info, and disk usage
twelve minutes old (stale).

merlin — a Linux Mint 22 laptop (America/New_York, -05:00). Steady state whose packages source is listed in
stale_sources, the battery's uevent file (43 %, discharging, 412 cycles, 44.1 of 57 Wh), NetworkManager's
journal (three link timeouts at 15:02, 15:47 and 16:05, reconnects to Hendricks-5G then Hendricks-2.4), the
kernel's iwlwifi microcode errors, every service (power-profiles-daemon masked), apt history (tlp on Nov 15,
linux-firmware and firefox on Nov 20, kernel 6.8.0-50 on Nov 21 while 6.8.0-49 runs), a CPU-sorted process
listing and system info eight minutes old (stale).
"""

from __future__ import annotations

from _evidence import (Clock, connection, deployment, fs, item, listener, log_entry, package_event, pod,
                       processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# falcon — Ubuntu 24.04 Samba + NFS file server
# ---------------------------------------------------------------------------------------------------------
F = Clock("2026-11-22T14:30:00+00:00")
F_MEM = 33_456_291_840
F_IFACES = [
    {"name": "eno1", "mac": "3c:ec:ef:41:7a:10", "addresses": ["192.168.10.5/24"], "is_up": True},
    {"name": "eno2", "mac": "3c:ec:ef:41:7a:11", "addresses": [], "is_up": False},
]
F_ROOT = 244_529_655_808
F_MD0 = 11_995_709_440_000

falcon_ev = [
    steady("e1", F, age=3600, hostname="falcon", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="Intel(R) Xeon(R) E-2224 CPU @ 3.40GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=F_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": F_ROOT},
                  {"device": "/dev/md0", "mountpoint": "/srv", "fstype": "xfs", "total_bytes": F_MD0}],
           network_interfaces=F_IFACES, dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           installed_packages={"samba": "2:4.19.5+dfsg-4ubuntu9.1", "nfs-kernel-server": "1:2.6.4-3ubuntu5.1",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "mdadm": "4.3-1ubuntu2",
                               "smartmontools": "7.4-2build1", "jellyfin": "10.10.2+ubu2404"},
           available_services=["smbd.service", "nmbd.service", "nfs-server.service", "nfs-mountd.service",
                               "rpcbind.service", "winbind.service", "ssh.service", "smartmontools.service",
                               "mdmonitor.service", "jellyfin.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "jellyfin", "uid": 112, "gid": 118, "home": "/var/lib/jellyfin",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "alice", "uid": 1000, "gid": 1000, "home": "/home/alice", "shell": "/bin/bash"},
                  {"name": "bob", "uid": 1001, "gid": 1001, "home": "/home/bob", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 1002, "gid": 1002, "home": "/srv/backup", "shell": "/usr/sbin/nologin"},
                  {"name": "carol", "uid": 1003, "gid": 1003, "home": "/home/carol", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["alice"]},
                   {"name": "sambashare", "gid": 998, "members": ["alice", "bob"]},
                   {"name": "media", "gid": 1050, "members": ["alice", "bob", "carol"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("smbd.service", "active", "running", "enabled", 1187, "2026-11-22T06:12:41+00:00", "Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", "enabled", 1150, "2026-11-22T06:12:39+00:00", "Samba NMB Daemon"),
        unit("nfs-server.service", "active", "exited", "enabled", None, "2026-11-22T06:12:44+00:00",
             "NFS server and services"),
        unit("nfs-mountd.service", "active", "running", "static", 1098, "2026-11-22T06:12:43+00:00",
             "NFS Mount Daemon"),
        unit("rpcbind.service", "active", "running", "enabled", 812, "2026-11-22T06:12:30+00:00",
             "RPC bind portmap service"),
        unit("winbind.service", "inactive", "dead", "disabled", None, None, "Samba Winbind Daemon"),
        unit("ssh.service", "active", "running", "enabled", 1021, "2026-11-22T06:12:35+00:00",
             "OpenBSD Secure Shell server"),
        unit("smartmontools.service", "failed", "failed", "enabled", None, None,
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("mdmonitor.service", "active", "running", "static", 905, "2026-11-22T06:12:31+00:00",
             "MD array monitor"),
        unit("jellyfin.service", "active", "running", "enabled", 1503, "2026-11-22T06:12:50+00:00",
             "Jellyfin Media Server"),
    ]}, F, age=40),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", F_ROOT, 61_203_927_040),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_423_552),
        fs("/dev/md0", "/srv", "xfs", F_MD0, 9_478_123_520_000),
    ]}, F, age=30),
    item("e4", "linux_network_info", {
        "interfaces": F_IFACES,
        "listening": [listener(445, "0.0.0.0", 1187, "smbd"), listener(139, "0.0.0.0", 1187, "smbd"),
                      listener(2049, "0.0.0.0", None, None), listener(111, "0.0.0.0", 812, "rpcbind"),
                      listener(111, "0.0.0.0", 812, "rpcbind", proto="udp"),
                      listener(20048, "0.0.0.0", 1098, "rpc.mountd"), listener(22, "0.0.0.0", 1021, "sshd"),
                      listener(8096, "0.0.0.0", 1503, "jellyfin"),
                      listener(137, "0.0.0.0", 1150, "nmbd", proto="udp")],
        "connections": [connection("192.168.10.5:445", "192.168.10.23:51844", 3410, "smbd"),
                        connection("192.168.10.5:445", "192.168.10.42:49702", 3522, "smbd"),
                        connection("192.168.10.5:2049", "192.168.10.31:868", None, None),
                        connection("192.168.10.5:22", "192.168.10.23:60122", 3388, "sshd")],
    }, F, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "smbd.service", "entries": [
        log_entry("2026-11-22T06:12:41+00:00", "smbd.service", "info", "smbd version 4.19.5-Ubuntu started."),
        log_entry("2026-11-22T06:12:41+00:00", "smbd.service", "info",
                  "Copyright Andrew Tridgell and the Samba Team 1992-2023"),
        log_entry("2026-11-22T13:52:07+00:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [carol] -> [carol] FAILED with error "
                  "NT_STATUS_WRONG_PASSWORD, authoritative=1"),
        log_entry("2026-11-22T13:52:19+00:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [carol] -> [carol] FAILED with error "
                  "NT_STATUS_WRONG_PASSWORD, authoritative=1"),
        log_entry("2026-11-22T13:53:02+00:00", "smbd.service", "warning",
                  "check_ntlm_password: Authentication for user [carol] -> [carol] FAILED with error "
                  "NT_STATUS_WRONG_PASSWORD, authoritative=1"),
        log_entry("2026-11-22T14:05:44+00:00", "smbd.service", "err",
                  "make_connection_snum: canonicalize_connect_path failed for service media, path /srv/media"),
    ]}, F, age=35, args={"unit": "smbd.service", "since_minutes": 480}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-11-12T06:25:13+00:00", "upgrade", "samba", "2:4.19.5+dfsg-4ubuntu9",
                      "2:4.19.5+dfsg-4ubuntu9.1"),
        package_event("2026-11-12T06:25:14+00:00", "upgrade", "samba-common-bin", "2:4.19.5+dfsg-4ubuntu9",
                      "2:4.19.5+dfsg-4ubuntu9.1"),
        package_event("2026-11-12T06:25:15+00:00", "upgrade", "smbclient", "2:4.19.5+dfsg-4ubuntu9",
                      "2:4.19.5+dfsg-4ubuntu9.1"),
        package_event("2026-11-18T06:31:40+00:00", "upgrade", "nfs-kernel-server", "1:2.6.4-3ubuntu5",
                      "1:2.6.4-3ubuntu5.1"),
        package_event("2026-11-18T06:31:41+00:00", "upgrade", "nfs-common", "1:2.6.4-3ubuntu5",
                      "1:2.6.4-3ubuntu5.1"),
        package_event("2026-11-20T19:02:11+00:00", "install", "smartmontools", None, "7.4-2build1"),
        package_event("2026-11-20T19:04:55+00:00", "remove", "hdparm", "9.65+ds-1build1", None),
    ]}, F, age=50, args={"since_days": 14}),
    item("e7", "linux_processes", processes(214, F_MEM, [
        (1503, "jellyfin", "jellyfin", 4.2, 1_288_490_188, "2026-11-22T06:12:50+00:00",
         "/usr/lib/jellyfin/bin/jellyfin --webdir=/usr/share/jellyfin/web"),
        (3410, "smbd", "alice", 2.1, 214_958_080, "2026-11-22T09:40:12+00:00", "/usr/sbin/smbd --foreground"),
        (3522, "smbd", "bob", 0.8, 120_586_240, "2026-11-22T11:02:55+00:00", "/usr/sbin/smbd --foreground"),
        (1187, "smbd", "root", 0.0, 98_566_144, "2026-11-22T06:12:41+00:00", "/usr/sbin/smbd --foreground"),
        (412, "systemd-journald", "root", 0.1, 67_108_864, "2026-11-22T06:12:20+00:00",
         "/usr/lib/systemd/systemd-journald"),
        (1150, "nmbd", "root", 0.0, 23_068_672, "2026-11-22T06:12:39+00:00", "/usr/sbin/nmbd --foreground"),
    ]), F, age=540, args={"sort": "memory", "limit": 6}, complete=False),
    item("e8", "linux_file_read", {"path": "/etc/exports", "offset": 0, "limit": 500, "total_lines": 6, "lines": [
        "# /etc/exports: the access control list for filesystems which may be exported",
        "#\t\tto NFS clients.  See exports(5).",
        "/srv/share   192.168.10.0/24(rw,sync,no_subtree_check)",
        "/srv/backup  192.168.10.31(rw,sync,no_root_squash,no_subtree_check)",
        "/srv/media   192.168.10.0/24(ro,all_squash,anonuid=1050,anongid=1050)",
        "",
    ]}, F, age=45, args={"path": "/etc/exports"}),
]

falcon_answers = [
    {"q": "Are Samba and NFS both running?", "ev": ["e2"],
     "a": "I checked the service list. Both are up:\n\n"
          "- [[s:`smbd.service` — active (running)]] [[s:since 06:12]]\n"
          "- [[s:`nmbd.service` — active (running)]]\n"
          "- [[s:`nfs-server.service` — active]] [[c:(running)]], [[c:main PID 1098]]\n"
          "- [[s:`rpcbind` is running as well]]\n\n"
          "[[c:`winbind` is also running]], but you only need that for AD. "
          "[[c:All services on this box are healthy]], so file sharing should work.\n\n"
          "If you want, I can check `/etc/exports` next."},
    {"q": "How much space is left on the share array?", "ev": ["e3", "e1"],
     "a": "The RAID array `/dev/md0` mounted on `/srv` is [[s:about 79% full]]. [[s:It's a 12 TB array]] "
          "and [[c:there's roughly 2.5 TiB free]] ([[s:about 9.5 TB used]]). [[s:It's an xfs filesystem]].\n\n"
          "For comparison, [[s:the root disk is much emptier at 25%]] and [[c:/boot/efi is about 6% full]]. "
          "So /srv is the one to watch — at this rate you'll want to clean up or add disks.\n\n"
          "Tip: `sudo du -xh --max-depth=1 /srv | sort -h` shows which share is the biggest."},
    {"q": "Who is connected to the server right now?", "ev": ["e4", "e2"],
     "a": "I checked the network connections and there are [[c:two clients]] connected:\n\n"
          "1. [[s:192.168.10.23 has an SMB session on port 445]] [[s:and an SSH session as well]]\n"
          "2. [[s:192.168.10.42 is connected over SMB]], [[c:handled by smbd PID 1187]]\n"
          "3. [[s:192.168.10.31 is using NFS (port 2049)]] — [[u:it's probably the backup host that mounts "
          "/srv/backup]]\n\n"
          "[[s:Nobody is connected to rpc.mountd on 20048]] at the moment. One thing to note: "
          "[[c:SSH is only listening on the LAN address 192.168.10.5]], not on all interfaces.\n\n"
          "You can see Samba users with `sudo smbstatus -b`."},
    {"q": "Why did carol fail to connect to Samba earlier?", "ev": ["e5", "e1"],
     "a": "Looking at the smbd journal, [[s:carol's logins failed three times]] [[s:between 13:52 and 13:53]], "
          "[[s:each with NT_STATUS_WRONG_PASSWORD]]. [[u:Most likely her Linux password was changed but her Samba "
          "password (smbpasswd) wasn't]].\n\n"
          "[[s:carol does exist as a local user (uid 1003)]]; [[c:she's in the sambashare group]] "
          "and [[s:in media]]. [[s:At 14:05 smbd also logged an error about the `media` share path "
          "(/srv/media)]], [[u:which probably means /srv/media wasn't mounted then]].\n\n"
          "Suggestion: reset it with `sudo smbpasswd -a carol` and ask her to try again."},
    {"q": "What got updated on falcon recently?", "ev": ["e6", "e2"],
     "a": "In the last two weeks there were [[c:5 package changes]]:\n\n"
          "- [[s:**Nov 12** — samba upgraded to 2:4.19.5+dfsg-4ubuntu9.1]] ([[s:along with samba-common-bin and "
          "smbclient]])\n"
          "- [[s:**Nov 18** — nfs-kernel-server and nfs-common moved to 1:2.6.4-3ubuntu5.1]]\n"
          "- [[c:**Nov 20** — smartmontools was upgraded]]\n"
          "- [[s:hdparm was removed the same evening]]\n\n"
          "[[u:The samba update was a security fix]]. Also, [[c:smbd hasn't been restarted since the samba "
          "upgrade]], so it may still be running the old binary — worth a `sudo systemctl restart smbd` in a "
          "quiet moment."},
    {"q": "Which processes use the most memory?", "ev": ["e7", "e1"],
     "a": "Top memory users:\n\n"
          "1. [[t:jellyfin — about 1.2 GiB]]\n"
          "2. [[t:smbd (alice's session, PID 3410) — ~205 MiB]]\n"
          "3. [[t:smbd for bob — 115 MiB]]\n\n"
          "[[t:jellyfin is around 3.9% of RAM]], [[s:out of roughly 32 GB installed]]. [[s:There's a dedicated "
          "`jellyfin` system account (uid 112)]]. [[u:It's probably transcoding "
          "a video]], which is why it's on top.\n\n"
          "Run `ps aux --sort=-rss | head` for a fresh view — this listing is a few minutes old."},
    {"q": "What's exported over NFS and to whom?", "ev": ["e8", "e4"],
     "a": "I read `/etc/exports`. [[c:There are 4 exports]]:\n\n"
          "| Path | Clients | Options |\n|---|---|---|\n"
          "| [[s:/srv/share]] | [[s:192.168.10.0/24]] | [[s:rw, sync]] |\n"
          "| [[s:/srv/backup]] | [[s:192.168.10.31 only]] | [[s:rw, no_root_squash]] |\n"
          "| [[s:/srv/media]] | [[s:192.168.10.0/24]] | [[c:rw]], [[s:all_squash]] |\n\n"
          "[[c:Anonymous access on /srv/media is mapped to uid 1000]]. [[s:192.168.10.31 is connected on "
          "port 2049 right now]]. [[u:The exports file was last changed yesterday]].\n\n"
          "`sudo exportfs -v` will show what the kernel is actually exporting."},
]

# ---------------------------------------------------------------------------------------------------------
# harrier — Fedora 41 developer workstation, rootless podman + toolbox
# ---------------------------------------------------------------------------------------------------------
H = Clock("2026-11-22T09:15:00-06:00")
H_MEM = 66_541_002_752

harrier_ev = [
    steady("e1", H, age=7200, hostname="harrier", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.11.8-300.fc41.x86_64", cpu_model="AMD Ryzen 9 7900 12-Core Processor", cpu_cores=12,
           cpu_threads=24, memory_total_bytes=H_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 1_998_694_907_904},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_073_741_824}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:3e:22:0b", "addresses": ["10.0.0.24/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.0.0.1",
           installed_packages={"podman": "5:5.3.1-1.fc41", "toolbox": "0.1.1-1.fc41", "buildah": "2:1.38.0-1.fc41",
                               "code": "1.95.3-1732034051.el8", "kernel": "6.11.8-300.fc41"},
           available_services=["podman.service", "podman.socket", "sshd.service", "libvirtd.service", "gdm.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "maya", "uid": 1000, "gid": 1000, "home": "/home/maya", "shell": "/bin/zsh"},
                  {"name": "tomas", "uid": 1001, "gid": 1001, "home": "/home/tomas", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["maya"]},
                   {"name": "libvirt", "gid": 979, "members": ["maya", "tomas"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        {"id": "a1b2c3d4e5f6", "name": "fedora-toolbox-41", "image": "registry.fedoraproject.org/fedora-toolbox:41",
         "state": "running", "status": "Up 3 hours", "created_at": "2026-10-30T10:11:00-05:00", "ports": []},
        {"id": "9f8e7d6c5b4a", "name": "rust-dev", "image": "registry.fedoraproject.org/fedora-toolbox:40",
         "state": "exited", "status": "Exited (0) 2 days ago", "created_at": "2026-08-14T16:40:22-05:00",
         "ports": []},
        {"id": "5c4d3e2f1a0b", "name": "pg16", "image": "docker.io/library/postgres:16.4", "state": "running",
         "status": "Up 3 hours", "created_at": "2026-11-02T13:05:10-06:00", "ports": ["127.0.0.1:5432->5432/tcp"]},
        {"id": "0a1b2c3d4e5f", "name": "redis", "image": "docker.io/library/redis:7.2-alpine", "state": "exited",
         "status": "Exited (137) 40 minutes ago", "created_at": "2026-11-02T13:06:44-06:00",
         "ports": ["127.0.0.1:6379->6379/tcp"]},
        {"id": "77aa88bb99cc", "name": "mailpit", "image": "docker.io/axllent/mailpit:latest", "state": "running",
         "status": "Up 3 hours", "created_at": "2026-11-10T11:20:00-06:00",
         "ports": ["127.0.0.1:8025->8025/tcp", "127.0.0.1:1025->1025/tcp"]},
    ]}, H, age=60, args={"all": True}),
    item("e3", "linux_processes", processes(487, H_MEM, [
        (48211, "rust-analyzer", "maya", 186.0, 3_435_973_836, "2026-11-22T08:41:10-06:00",
         "/home/maya/.vscode/extensions/rust-lang.rust-analyzer-0.3.2203/server/rust-analyzer"),
        (3120, "code", "maya", 41.5, 1_073_741_824, "2026-11-22T06:20:05-06:00", "/usr/share/code/code"),
        (2210, "gnome-shell", "maya", 12.3, 612_368_384, "2026-11-22T06:11:40-06:00", "/usr/bin/gnome-shell"),
        (51002, "cargo", "maya", 9.8, 402_653_184, "2026-11-22T09:13:52-06:00", "cargo check --workspace"),
        (4410, "postgres", "524287", 3.1, 157_286_400, "2026-11-22T06:12:30-06:00", "postgres"),
        (2981, "firefox", "maya", 2.7, 1_932_735_283, "2026-11-22T06:15:02-06:00", "/usr/lib64/firefox/firefox"),
    ]), H, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_system_info", system_info(23.4, [4.12, 3.87, 2.95], 11_100, "2026-11-22T06:10:00-06:00",
                                                 H_MEM, 51_539_607_552, 8_589_934_592, 0), H, age=30),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-19T17:02:33-06:00", "upgrade", "podman", "5:5.2.5-1.fc41", "5:5.3.1-1.fc41"),
        package_event("2026-11-19T17:02:35-06:00", "upgrade", "toolbox", "0.0.99.6-1.fc41", "0.1.1-1.fc41"),
        package_event("2026-11-19T17:02:40-06:00", "upgrade", "containers-common", "5:0.60.4-1.fc41",
                      "5:0.61.0-1.fc41"),
        package_event("2026-11-19T17:03:10-06:00", "install", "kernel", None, "6.11.8-300.fc41"),
        package_event("2026-11-21T10:44:02-06:00", "upgrade", "code", "1.95.2-1731513157.el8",
                      "1.95.3-1732034051.el8"),
        package_event("2026-11-21T10:45:30-06:00", "remove", "docker-compose", "2.29.7-1.fc41", None),
    ]}, H, age=40, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-22T06:12:30-06:00", None, "info",
                  "podman: container start 5c4d3e2f1a0b (image=docker.io/library/postgres:16.4, name=pg16)"),
        log_entry("2026-11-22T06:12:31-06:00", None, "info",
                  "podman: container start 0a1b2c3d4e5f (image=docker.io/library/redis:7.2-alpine, name=redis)"),
        log_entry("2026-11-22T06:12:32-06:00", None, "info",
                  "podman: container start 77aa88bb99cc (image=docker.io/axllent/mailpit:latest, name=mailpit)"),
        log_entry("2026-11-22T08:35:01-06:00", "kernel", "warning",
                  "Memory cgroup out of memory: Killed process 61234 (redis-server) total-vm:612044kB, "
                  "anon-rss:261120kB, file-rss:0kB, shmem-rss:0kB, UID:524287 pgtables:812kB oom_score_adj:200"),
        log_entry("2026-11-22T08:35:02-06:00", None, "info",
                  "podman: container died 0a1b2c3d4e5f (image=docker.io/library/redis:7.2-alpine, name=redis)"),
    ]}, H, age=70, args={"grep": "podman|oom|redis", "since_minutes": 240}),
    item("e7", "linux_service_status", unit("podman.socket", "active", "listening", "enabled", None,
                                            "2026-11-22T06:10:44-06:00", "Podman API Socket"),
         H, age=45, args={"name": "podman.socket"}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1_998_694_907_904, 1_412_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 1_998_694_907_904, 1_412_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_073_741_824, 402_653_184),
    ]}, H, age=900),
]

harrier_answers = [
    {"q": "What containers do I have and which ones are running?", "ev": ["e2"],
     "a": "Here are your podman containers:\n\n"
          "| Container | Image | Running |\n|---|---|---|\n"
          "| [[s:fedora-toolbox-41 | fedora-toolbox:41 | ✅]] |\n"
          "| [[c:rust-dev | fedora-toolbox:40 | ✅]] |\n"
          "| [[s:pg16 | postgres:16.4 | ✅]] |\n"
          "| [[s:redis | redis:7.2-alpine | ❌]] |\n"
          "| [[s:mailpit | mailpit:latest | ✅]] |\n\n"
          "[[c:You have 4 containers in total]]. [[s:pg16 publishes 5432 on localhost only]]. "
          "[[c:redis exited cleanly]] [[s:about 40 minutes ago]].\n\n"
          "Use `toolbox enter fedora-toolbox-41` to jump into your dev box."},
    {"q": "Why did my redis container stop?", "ev": ["e6", "e2"],
     "a": "I checked the journal and the container list.\n\n"
          "1. [[s:redis died at about 08:35]]\n"
          "2. [[s:Its exit code was 137]], which means it got a SIGKILL\n"
          "3. [[s:One second earlier the kernel logged a memory-cgroup OOM kill of `redis-server`]]\n\n"
          "So [[s:it was killed by the OOM killer]], [[c:about 2 hours ago]]. [[u:Probably the container has a "
          "256 MB memory limit that's too small for your dataset]]. [[c:Only pg16 is still running — the "
          "rest are stopped]].\n\n"
          "You can bring it back with `podman start redis` and raise the limit with `podman update --memory 1g redis`."},
    {"q": "what's eating my CPU", "ev": ["e3", "e4", "e1"],
     "a": "[[s:`rust-analyzer` (PID 48211)]] [[s:is at 186% CPU]] — [[s:it's been running since 08:41]]. "
          "[[s:VS Code is second at about 42%]]. [[c:Load average is 2.95 over the last minute]], "
          "[[c:so with 16 threads]] you're nowhere near saturated. [[s:Overall CPU is at 23%]].\n\n"
          "[[c:Firefox is the top memory user at 1.8 GB]]. [[u:rust-analyzer is probably re-indexing after "
          "cargo pulled new crates]].\n\n"
          "Try restarting the language server from the VS Code command palette if it stays high."},
    {"q": "Did the last dnf update touch podman or toolbox?", "ev": ["e5", "e1"],
     "a": "Yes. On [[s:Nov 19 around 17:02]] [[s:podman went from 5.2.5 to 5.3.1]] and [[c:toolbox went from "
          "0.0.99.5 to 0.1.1]]. [[s:A new kernel, 6.11.8-300, was installed in the same transaction]], [[s:and "
          "that's the kernel you're running now]].\n\n"
          "[[c:Two days later you removed podman-compose]], and [[s:VS Code was upgraded to 1.95.3 on Nov 21]]. "
          "[[u:The 5.3 release switched toolbox containers to a new default network backend]], so if networking "
          "inside toolbox looks different, that's why.\n\n"
          "`dnf history info last` shows the full transaction."},
    {"q": "How much memory is free? I want to start another toolbox", "ev": ["e4", "e1"],
     "a": "[[s:You have about 62 GiB of RAM]], [[s:~14 GiB of it in use]] ([[c:about 30%]]). "
          "[[s:Roughly 48 GiB is available]] ([[c:around 55 GB]]). [[s:Swap is 8 GiB]] [[s:and none of it is "
          "used]]. [[s:The machine has been up for just over 3 hours]].\n\n"
          "Plenty of room — go ahead with `toolbox create --release 41 second-box`."},
    {"q": "Is the podman socket on, and what ports do my containers publish?", "ev": ["e7", "e2"],
     "a": "[[s:`podman.socket` is active]] [[s:(listening)]] and [[s:enabled]]. [[c:It's been up since 08:10]].\n\n"
          "Published ports:\n"
          "- [[s:pg16 → 127.0.0.1:5432]]\n"
          "- [[s:mailpit → 8025 and 1025]]\n"
          "- [[s:redis → 6379]], [[c:reachable right now]]\n\n"
          "[[s:None of them are exposed on 0.0.0.0]]. [[u:The toolbox container shares the host network, so it "
          "doesn't need published ports]].\n\n"
          "Check with `curl --unix-socket $XDG_RUNTIME_DIR/podman/podman.sock http://d/v5.0.0/libpod/_ping`."},
    {"q": "Who has sudo on harrier?", "ev": ["e1"],
     "a": "[[s:Only maya is in the `wheel` group]]. [[s:tomas is a regular user (uid 1001)]] "
          "[[c:with /bin/zsh as his shell]] — [[s:maya is the one using zsh]]. [[s:Both are in the libvirt "
          "group]], and [[c:tomas is also in the `docker` group]].\n\n"
          "Add someone with `sudo usermod -aG wheel tomas` if needed."},
    {"q": "Am I running out of disk with all these container images?", "ev": ["e8", "e1", "e2"],
     "a": "I checked disk usage and your containers. [[s:/ and /home share the same btrfs partition "
          "(nvme0n1p3)]], so they fill up together. [[t:It's about 71% full]] [[t:with roughly 586 GB free]] "
          "[[c:out of a 2 TiB drive]]. [[t:/boot is 37.5% used]].\n\n"
          "[[u:Podman images are probably taking about 40 GB of that]]. [[s:You have five containers]], and "
          "[[c:two of them stopped more than a week ago]] — you could remove those.\n\n"
          "`podman system df` shows exactly what images and volumes use; `podman image prune` cleans dangling ones."},
]

# ---------------------------------------------------------------------------------------------------------
# kite — Debian 12 home router / firewall
# ---------------------------------------------------------------------------------------------------------
K = Clock("2026-11-22T20:40:00+01:00")
K_IFACES = [
    {"name": "enp1s0", "mac": "00:e2:69:5a:11:01", "addresses": ["203.0.113.58/24"], "is_up": True},
    {"name": "enp2s0", "mac": "00:e2:69:5a:11:02", "addresses": ["192.168.1.1/24"], "is_up": True},
    {"name": "enp3s0", "mac": "00:e2:69:5a:11:03", "addresses": [], "is_up": False},
    {"name": "wg0", "mac": None, "addresses": ["10.8.0.1/24"], "is_up": True},
    {"name": "wlp4s0", "mac": "f4:4d:30:9b:c2:7e", "addresses": [], "is_up": False},
]
NFT = [
    "#!/usr/sbin/nft -f",
    "",
    "flush ruleset",
    "",
    'define WAN = "enp1s0"',
    'define LAN = "enp2s0"',
    'define VPN = "wg0"',
    "",
    "table inet filter {",
    "\tchain input {",
    "\t\ttype filter hook input priority filter; policy drop;",
    "\t\tct state established,related accept",
    "\t\tct state invalid drop",
    '\t\tiif "lo" accept',
    "\t\tiifname $LAN accept",
    "\t\tiifname $VPN tcp dport 22 accept",
    "\t\tiifname $WAN udp dport 51820 accept",
    "\t\tiifname $WAN icmp type echo-request limit rate 5/second accept",
    '\t\tlog prefix "nft-in-drop: " level info',
    "\t}",
    "\tchain forward {",
    "\t\ttype filter hook forward priority filter; policy drop;",
    "\t\tct state established,related accept",
    "\t\tiifname $LAN oifname $WAN accept",
    "\t\tiifname $VPN oifname $LAN accept",
    "\t\tiifname $WAN oifname $LAN ip daddr 192.168.1.20 tcp dport 443 accept",
    "\t}",
    "\tchain output {",
    "\t\ttype filter hook output priority filter; policy accept;",
    "\t}",
    "}",
    "",
    "table ip nat {",
    "\tchain prerouting {",
    "\t\ttype nat hook prerouting priority dstnat;",
    "\t\tiifname $WAN tcp dport 443 dnat to 192.168.1.20:443",
    "\t}",
    "\tchain postrouting {",
    "\t\ttype nat hook postrouting priority srcnat;",
    "\t\toifname $WAN masquerade",
    "\t}",
    "}",
]


def _drop(time: str, src: str, spt: int, dpt: int) -> dict:
    return log_entry(time, "kernel", "info",
                     f"nft-in-drop: IN=enp1s0 OUT= MAC=00:e2:69:5a:11:01:9c:53:22:10:af:01:08:00 SRC={src} "
                     f"DST=203.0.113.58 LEN=44 TOS=0x00 PREC=0x00 TTL=242 ID=54321 PROTO=TCP SPT={spt} DPT={dpt} "
                     "WINDOW=1024 RES=0x00 SYN URGP=0")


kite_ev = [
    steady("e1", K, age=5400, hostname="kite", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-27-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=8_121_483_264,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 119_453_237_248}],
           network_interfaces=K_IFACES, dns_servers=["127.0.0.1"], default_gateway="203.0.113.1",
           installed_packages={"nftables": "1.0.6-2+deb12u2", "dnsmasq": "2.89-1", "wireguard-tools":
                               "1.0.20210914-1+b1", "hostapd": "2:2.10-12", "openssh-server": "1:9.2p1-2+deb12u3",
                               "prometheus-node-exporter": "1.5.0-1+b6"},
           available_services=["nftables.service", "dnsmasq.service", "wg-quick@.service", "ssh.service",
                               "hostapd.service", "prometheus-node-exporter.service",
                               "unattended-upgrades.service", "systemd-networkd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "linux_file_read", {"path": "/etc/nftables.conf", "offset": 0, "limit": 500,
                                   "total_lines": len(NFT), "lines": NFT}, K, age=40,
         args={"path": "/etc/nftables.conf"}),
    item("e3", "linux_network_info", {
        "interfaces": K_IFACES,
        "listening": [listener(53, "192.168.1.1", 702, "dnsmasq", proto="udp"),
                      listener(53, "192.168.1.1", 702, "dnsmasq"),
                      listener(53, "127.0.0.1", 702, "dnsmasq", proto="udp"),
                      listener(53, "127.0.0.1", 702, "dnsmasq"),
                      listener(67, "0.0.0.0", 702, "dnsmasq", proto="udp"),
                      listener(22, "0.0.0.0", 655, "sshd"),
                      listener(51820, "0.0.0.0", None, None, proto="udp"),
                      listener(9100, "127.0.0.1", 688, "prometheus-node")],
        "connections": [connection("10.8.0.1:22", "10.8.0.2:51514", 4120, "sshd"),
                        connection("192.168.1.1:22", "192.168.1.50:50212", 4188, "sshd")],
    }, K, age=30),
    item("e4", "linux_service_status", {"units": [
        unit("nftables.service", "active", "exited", "enabled", None, "2026-11-19T07:03:12+01:00", "nftables"),
        unit("dnsmasq.service", "active", "running", "enabled", 702, "2026-11-19T07:03:15+01:00",
             "dnsmasq - A lightweight DHCP and caching DNS server"),
        unit("wg-quick@wg0.service", "active", "exited", "enabled", None, "2026-11-19T07:03:16+01:00",
             "WireGuard via wg-quick(8) for wg0"),
        unit("ssh.service", "active", "running", "enabled", 655, "2026-11-19T07:03:14+01:00",
             "OpenBSD Secure Shell server"),
        unit("hostapd.service", "failed", "failed", "enabled", None, None,
             "Access point and authentication server for Wi-Fi and Ethernet"),
        unit("prometheus-node-exporter.service", "active", "running", "enabled", 688, "2026-11-19T07:03:14+01:00",
             "Prometheus exporter for machine metrics"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 640, "2026-11-19T07:03:13+01:00",
             "Unattended Upgrades Shutdown"),
        unit("systemd-networkd.service", "active", "running", "enabled", 402, "2026-11-19T07:03:08+01:00",
             "Network Configuration"),
    ]}, K, age=35),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _drop("2026-11-22T20:12:03+01:00", "45.148.10.92", 51234, 23),
        _drop("2026-11-22T20:18:47+01:00", "80.94.95.115", 40112, 8080),
        _drop("2026-11-22T20:25:31+01:00", "193.32.162.40", 61002, 3389),
        _drop("2026-11-22T20:31:09+01:00", "162.216.150.77", 55410, 22),
        _drop("2026-11-22T20:37:55+01:00", "45.148.10.92", 51877, 23),
    ]}, K, age=25, args={"grep": "nft-in-drop", "since_minutes": 60, "limit": 5}, complete=False),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "hostapd.service", "entries": [
        log_entry("2026-11-19T07:03:20+01:00", "hostapd.service", "err",
                  "Could not set interface wlp4s0 flags (UP): Operation not possible due to RF-kill"),
        log_entry("2026-11-19T07:03:20+01:00", "hostapd.service", "info",
                  "wlp4s0: interface state UNINITIALIZED->DISABLED"),
        log_entry("2026-11-19T07:03:20+01:00", "hostapd.service", "err",
                  "hostapd.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-19T07:03:20+01:00", "hostapd.service", "warning",
                  "hostapd.service: Failed with result 'exit-code'."),
    ]}, K, age=420, args={"unit": "hostapd.service"}),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp1s0", "rx_bytes_per_s": 2_450_000, "tx_bytes_per_s": 310_000},
        {"name": "enp2s0", "rx_bytes_per_s": 320_000, "tx_bytes_per_s": 2_480_000},
        {"name": "wg0", "rx_bytes_per_s": 4_100, "tx_bytes_per_s": 12_800},
    ]}, K, age=20, args={"interval_seconds": 1.0}),
]

kite_answers = [
    {"q": "Is the firewall actually blocking stuff from the internet?", "ev": ["e2", "e4", "e5"],
     "a": "Yes. I read `/etc/nftables.conf` and checked the logs:\n\n"
          "1. [[s:The input chain's default policy is drop]]\n"
          "2. [[s:From the WAN, WireGuard on UDP 51820 is allowed in]], [[s:and ping is rate-limited to 5 per "
          "second]]\n"
          "3. [[c:SSH is only accepted on the VPN interface]]\n"
          "4. [[s:nftables.service is active (exited)]] — [[u:that's normal, it loads the rules and exits]]\n"
          "5. [[u:dnsmasq is running (see e2)]]\n\n"
          "The kernel is logging drops: [[s:at 20:25 193.32.162.40 tried port 3389]], and [[u:telnet (23) is "
          "the most probed port]]. [[c:Dropped packets are logged at level warn]].\n\n"
          "Run `sudo nft list ruleset` to confirm what's loaded right now."},
    {"q": "Which ports are open on the router?", "ev": ["e3"],
     "a": "Listening sockets on kite:\n\n"
          "- [[s:53 (DNS) — dnsmasq on 192.168.1.1 and 127.0.0.1]]\n"
          "- [[s:67/udp — dnsmasq (DHCP)]]\n"
          "- [[s:22/tcp — sshd]], [[s:on 0.0.0.0]]\n"
          "- [[s:51820/udp — WireGuard (kernel, no process)]]\n"
          "- [[c:9100/tcp — node exporter, exposed to the LAN]]\n\n"
          "That's [[c:six listening ports in total]]. [[s:There are two SSH sessions right now]], "
          "[[c:both coming in over WireGuard]].\n\n"
          "If you don't need SSH on the WAN side, bind it to the LAN address in `sshd_config`."},
    {"q": "Why is the Wi-Fi access point down?", "ev": ["e4", "e6"],
     "a": "[[s:`hostapd.service` is failed]]. [[t:The log says wlp4s0 couldn't be brought up because of "
          "RF-kill]], [[t:and the process exited with status 1]] [[t:on Nov 19 at 07:03]]. [[u:It's likely the "
          "Wi-Fi card's hardware switch or a BIOS setting]].\n\n"
          "[[s:It's the only unit that isn't active]] — [[c:dnsmasq also failed]] though, so DHCP on Wi-Fi wouldn't "
          "work anyway.\n\n"
          "Check `rfkill list` and `sudo rfkill unblock wifi`, then `sudo systemctl restart hostapd`."},
    {"q": "How much traffic is going through the WAN right now?", "ev": ["e7", "e1"],
     "a": "[[s:enp1s0 (WAN) is receiving about 2.45 MB/s]] ([[c:roughly 25 Mbit/s]]) [[s:and sending ~310 KB/s]]. "
          "[[s:The LAN side mirrors that with ~2.48 MB/s going out]]. [[s:WireGuard is almost idle]] — [[s:wg0 sends "
          "about three times what it receives]] but it's only kilobytes.\n\n"
          "[[s:The WAN address is 203.0.113.58]]. [[u:Probably someone is streaming video]]. "
          "[[c:The LAN port is receiving more than the WAN]].\n\n"
          "For a per-host breakdown, `sudo iftop -i enp2s0` works well."},
    {"q": "is port 443 forwarded to anything?", "ev": ["e2"],
     "a": "Yes — [[s:there's a DNAT rule in the `ip nat` prerouting chain]] [[s:sending TCP 443 from the WAN "
          "to 192.168.1.20]] [[c:on port 8443]]. [[s:The forward chain also has a matching accept rule for it]], "
          "and [[s:everything leaving the WAN is masqueraded]]. [[c:The forward chain's default policy is "
          "accept]], so [[u:192.168.1.20 is probably your Nextcloud box]].\n\n"
          "Test from outside with `curl -I https://203.0.113.58`."},
    {"q": "Who's logged in over SSH and what users exist?", "ev": ["e3", "e1"],
     "a": "[[s:Two SSH connections are open]]: [[s:one from 10.8.0.2 over the VPN]] and [[s:one from "
          "192.168.1.50 on the LAN]]. [[s:The only regular account is `ops`]], [[s:which is in sudo]]. "
          "[[c:ops uses /bin/sh]]. [[u:Both sessions are probably ops]].\n\n"
          "`who` or `last -n 5` will show the logins."},
    {"q": "When was nftables last reloaded and is dnsmasq ok?", "ev": ["e4"],
     "a": "[[s:nftables was started on Nov 19 at 07:03]], [[c:so roughly two days ago]]. [[s:dnsmasq is active "
          "(running)]] [[s:as PID 702]]. [[s:WireGuard (wg-quick@wg0) is active (exited)]], which is normal. "
          "[[c:unattended-upgrades is inactive]], so you're not getting automatic security updates. "
          "[[u:I don't see any reload since then, so the rules you edited today aren't loaded]].\n\n"
          "Reload with `sudo systemctl reload nftables`."},
]

# ---------------------------------------------------------------------------------------------------------
# buzzard — k3s on three Raspberry Pis (buzzard = control plane, osprey, goshawk)
# ---------------------------------------------------------------------------------------------------------
B = Clock("2026-11-22T19:05:00+11:00")
B_MEM = 8_454_098_944


def _pi_node(name: str, version: str, kernel: str, mem_ki: int, alloc_ki: int, control: bool = False) -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/arch": "arm64", "kubernetes.io/os": "linux"}
    spec: dict = {"podCIDR": {"buzzard": "10.42.0.0/24", "osprey": "10.42.1.0/24", "goshawk": "10.42.2.0/24"}[name]}
    if control:
        labels["node-role.kubernetes.io/control-plane"] = "true"
        labels["node-role.kubernetes.io/master"] = "true"
        spec["taints"] = [{"key": "node-role.kubernetes.io/control-plane", "effect": "NoSchedule"}]
    return {"kind": "Node", "metadata": {"name": name, "labels": labels}, "spec": spec,
            "status": {"conditions": [{"type": "MemoryPressure", "status": "False"},
                                      {"type": "DiskPressure", "status": "False"},
                                      {"type": "Ready", "status": "True", "reason": "KubeletReady"}],
                       "capacity": {"cpu": "4", "memory": f"{mem_ki}Ki", "pods": "110"},
                       "allocatable": {"cpu": "4", "memory": f"{alloc_ki}Ki", "pods": "110"},
                       "nodeInfo": {"kubeletVersion": version, "kubeProxyVersion": version,
                                    "osImage": "Debian GNU/Linux 12 (bookworm)", "kernelVersion": kernel,
                                    "architecture": "arm64", "operatingSystem": "linux",
                                    "containerRuntimeVersion": "containerd://1.7.22-k3s1"}}}


_PENDING = {"kind": "Pod", "metadata": {"name": "immich-ml-7c5b9d6f4-q8w2n", "namespace": "home",
                                        "creationTimestamp": "2026-11-22T06:48:19Z"},
            "spec": {"containers": [{"name": "immich-ml", "image": "ghcr.io/immich-app/immich-machine-learning:v1.121.0",
                                     "resources": {"requests": {"memory": "3Gi", "cpu": "500m"}}}]},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "lastTransitionTime": "2026-11-22T06:48:20Z",
                 "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                            "{node-role.kubernetes.io/control-plane: }, 2 Insufficient memory. preemption: 0/3 "
                            "nodes are available: 1 Preemption is not helpful for scheduling, 2 No preemption "
                            "victims found for incoming pod."}]}}

buzzard_ev = [
    steady("e1", B, age=1200, hostname="buzzard", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.6.51+rpt-rpi-2712", arch="aarch64", cpu_model="Cortex-A76",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=B_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_050_000_000},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:0a:41:9e", "addresses": ["192.168.20.10/24"],
                                "is_up": True}],
           dns_servers=["192.168.20.1"], default_gateway="192.168.20.1",
           installed_packages={"raspberrypi-kernel": "1:6.6.51-1+rpt3", "containerd": "1.6.20~ds1-1+b1"},
           available_services=["k3s.service", "ssh.service", "NetworkManager.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "pi", "uid": 1000, "gid": 1000, "home": "/home/pi", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["pi"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _pi_node("buzzard", "v1.31.2+k3s1", "6.6.51+rpt-rpi-2712", 8_255_956, 7_961_812, control=True),
        _pi_node("osprey", "v1.31.2+k3s1", "6.6.51+rpt-rpi-v8", 7_998_712, 7_998_712),
        _pi_node("goshawk", "v1.30.6+k3s1", "6.6.51+rpt-rpi-v8", 3_884_000, 3_884_000),
    ]}, B, age=50, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("immich-server-6d9f7c8b5-x2k4p", "home", "Running", "osprey", 0, True,
            started="2026-11-20T21:20:40+11:00"),
        _PENDING,
        pod("postgres-0", "home", "Running", "osprey", 1, True, started="2026-11-20T21:21:02+11:00"),
        pod("homeassistant-5f8d7b6c4-m3n7p", "home", "Running", "goshawk", 4, True,
            started="2026-11-22T16:12:09+11:00"),
        pod("coredns-7b98449c4-4hx9z", "kube-system", "Running", "buzzard", 0, True,
            started="2026-11-20T21:15:30+11:00"),
        pod("local-path-provisioner-6795b5f9d8-p7wq2", "kube-system", "Running", "buzzard", 0, True,
            started="2026-11-20T21:15:31+11:00"),
        pod("metrics-server-cdcc87586-9jz5v", "kube-system", "Running", "osprey", 0, True,
            started="2026-11-20T21:16:02+11:00"),
        pod("traefik-d7c9c5778-lq2vd", "kube-system", "Running", "goshawk", 0, True,
            started="2026-11-20T21:16:40+11:00"),
    ]}, B, age=40, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("immich-server", "home", 1, 1), deployment("immich-ml", "home", 1, 0),
        deployment("homeassistant", "home", 1, 1), deployment("coredns", "kube-system", 1, 1),
        deployment("local-path-provisioner", "kube-system", 1, 1), deployment("metrics-server", "kube-system", 1, 1),
        deployment("traefik", "kube-system", 1, 1),
    ]}, B, age=40, args={"resource": "deployments", "all_namespaces": True}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        {"kind": "Event", "metadata": {"name": "immich-ml-7c5b9d6f4-q8w2n.180a3c2f", "namespace": "home"},
         "type": "Warning", "reason": "FailedScheduling", "count": 37,
         "firstTimestamp": "2026-11-22T06:48:20Z", "lastTimestamp": "2026-11-22T08:03:11Z",
         "involvedObject": {"kind": "Pod", "name": "immich-ml-7c5b9d6f4-q8w2n", "namespace": "home"},
         "source": {"component": "default-scheduler"},
         "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                    "{node-role.kubernetes.io/control-plane: }, 2 Insufficient memory."},
        {"kind": "Event", "metadata": {"name": "homeassistant-5f8d7b6c4-m3n7p.180a2b11", "namespace": "home"},
         "type": "Warning", "reason": "BackOff", "count": 6,
         "firstTimestamp": "2026-11-22T05:02:40Z", "lastTimestamp": "2026-11-22T05:11:58Z",
         "involvedObject": {"kind": "Pod", "name": "homeassistant-5f8d7b6c4-m3n7p", "namespace": "home"},
         "source": {"component": "kubelet", "host": "goshawk"},
         "message": "Back-off restarting failed container homeassistant in pod homeassistant-5f8d7b6c4-m3n7p"},
    ]}, B, age=45, args={"resource": "events", "namespace": "home"}),
    item("e6", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 812,
                                            "2026-11-20T21:14:05+11:00", "Lightweight Kubernetes"),
         B, age=30, args={"name": "k3s"}),
    item("e7", "linux_system_info", system_info(18.2, [1.05, 0.98, 0.91], 166_500, "2026-11-20T20:50:00+11:00",
                                                 B_MEM, 5_200_000_000, 0, 0), B, age=30),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250_050_000_000, 41_250_000_000),
        fs("/dev/nvme0n1p1", "/boot/firmware", "vfat", 535_805_952, 68_157_440),
    ]}, B, age=720),
]

buzzard_answers = [
    {"q": "Why is immich-ml stuck in Pending?", "ev": ["e3", "e5", "e2"],
     "a": "I checked the pod and the events in `home`.\n\n"
          "[[s:`immich-ml-7c5b9d6f4-q8w2n` is Pending]] [[s:and hasn't been scheduled to any node]]. The "
          "scheduler says [[s:0/3 nodes are available]]: [[s:one node has the control-plane taint]] and [[s:the "
          "other two don't have enough memory]]. [[s:The pod requests 3Gi]].\n\n"
          "[[c:It has been failing to schedule for about 4 hours]] — [[c:the scheduler has retried 73 times]]. "
          "[[s:goshawk only has about 4 GB]], and [[u:osprey's memory is taken up by immich-server and "
          "postgres]].\n\n"
          "Options: lower the request to 2Gi, or add a toleration for the control-plane taint."},
    {"q": "What k3s versions are the nodes running?", "ev": ["e2"],
     "a": "- [[s:**buzzard** — v1.31.2+k3s1]] [[s:(control plane)]]\n"
          "- [[s:**osprey** — v1.31.2+k3s1]]\n"
          "- [[c:**goshawk** — v1.31.2+k3s1]]\n\n"
          "[[c:All three nodes are on the same k3s release]], [[s:all run Debian 12 (bookworm)]] [[s:on arm64]], "
          "with [[c:containerd 1.7.11]]. [[s:All three are Ready]].\n\n"
          "Nothing to do here unless you want to move to 1.32."},
    {"q": "which pods are on which node?", "ev": ["e3"],
     "a": "Here's the layout:\n\n"
          "**buzzard**: [[s:coredns and local-path-provisioner]]\n"
          "**osprey**: [[c:immich-server, postgres-0 and traefik]]\n"
          "**goshawk**: [[s:homeassistant and traefik]]\n\n"
          "[[s:immich-ml isn't on any node (Pending)]]. [[c:homeassistant has restarted 2 times]], [[s:postgres-0 "
          "once]]. [[s:osprey is running the most pods]] [[c:with 4]]. [[s:8 pods in total]].\n\n"
          "`kubectl get pods -A -o wide` gives the same view."},
    {"q": "Is k3s healthy on the control plane? how's memory", "ev": ["e6", "e7", "e1"],
     "a": "I checked the service and system info on buzzard.\n\n"
          "- k3s: [[s:active (running)]] [[s:since Nov 20 at 21:14]]\n"
          "- Uptime: [[s:about 46 hours]]\n"
          "- [[c:k3s was restarted about 2 hours after boot]]\n"
          "- Memory: [[s:3.0 GiB used of 7.9 GiB]] ([[c:about 45%]])\n"
          "- Load: [[s:around 1.0]]\n"
          "- [[s:No swap configured]]\n\n"
          "[[s:Kernel is 6.6.51+rpt-rpi-2712]]. Looks healthy. `sudo journalctl -u k3s --since -1h` if you want "
          "to dig."},
    {"q": "How much disk is left on the control plane node?", "ev": ["e8", "e1"],
     "a": "[[t:The root filesystem on the NVMe has about 208 GB free]] ([[t:16.5% used]]) [[c:out of a 500 GB "
          "drive]]. [[t:/boot/firmware is 13% full]]. [[u:The SD card isn't used anymore]], so you can pull it.\n\n"
          "Note this reading is a few minutes old — `df -h /` to refresh."},
    {"q": "Are all deployments fully ready?", "ev": ["e4", "e3"],
     "a": "No — [[s:immich-ml has 0 of 1 replicas ready]]. [[c:traefik is also not ready]]. [[s:The other six "
          "deployments are 1/1]]. [[c:homeassistant is the only pod with restarts]].\n\n"
          "`kubectl describe pod -n home immich-ml-7c5b9d6f4-q8w2n` for details."},
    {"q": "Can I just remove the taint from buzzard so immich-ml fits there?", "ev": ["e2", "e3", "e7"],
     "a": "Probably. [[s:buzzard has the `node-role.kubernetes.io/control-plane:NoSchedule` taint]]. "
          "[[s:It has 4 CPUs]] and [[c:about 7.8 GiB allocatable]]; [[s:right now about 5.2 GB is available]]. "
          "[[s:Only coredns and local-path-provisioner run there today]], so [[u:a 3Gi request would fit]].\n\n"
          "`kubectl taint nodes buzzard node-role.kubernetes.io/control-plane:NoSchedule-` removes it."},
]

# ---------------------------------------------------------------------------------------------------------
# merlin — Linux Mint 22 laptop, battery and Wi-Fi
# ---------------------------------------------------------------------------------------------------------
M = Clock("2026-11-22T16:20:00-05:00")
M_MEM = 16_483_565_568
BAT = [
    "POWER_SUPPLY_NAME=BAT0",
    "POWER_SUPPLY_TYPE=Battery",
    "POWER_SUPPLY_STATUS=Discharging",
    "POWER_SUPPLY_PRESENT=1",
    "POWER_SUPPLY_TECHNOLOGY=Li-poly",
    "POWER_SUPPLY_CYCLE_COUNT=412",
    "POWER_SUPPLY_VOLTAGE_MIN_DESIGN=11580000",
    "POWER_SUPPLY_VOLTAGE_NOW=11212000",
    "POWER_SUPPLY_POWER_NOW=9874000",
    "POWER_SUPPLY_ENERGY_FULL_DESIGN=57000000",
    "POWER_SUPPLY_ENERGY_FULL=44118000",
    "POWER_SUPPLY_ENERGY_NOW=18965000",
    "POWER_SUPPLY_CAPACITY=43",
    "POWER_SUPPLY_CAPACITY_LEVEL=Normal",
    "POWER_SUPPLY_MODEL_NAME=5B10W13975",
    "POWER_SUPPLY_MANUFACTURER=SMP",
]


def _nm(time: str, level: str, text: str) -> dict:
    return log_entry(time, "NetworkManager.service", level, text)


merlin_ev = [
    steady("e1", M, age=2400, hostname="merlin", os_name="Linux Mint", os_version="22", os_codename="wilma",
           kernel="6.8.0-49-generic", cpu_model="12th Gen Intel(R) Core(TM) i5-1235U", cpu_cores=10,
           cpu_threads=12, memory_total_bytes=M_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510_405_902_336}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:85:1d:62", "addresses": ["192.168.0.104/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"tlp": "1.6.1-1", "network-manager": "1.46.0-1ubuntu2",
                               "linux-firmware": "20240318.git3b128b60-0ubuntu2.4",
                               "firefox": "132.0.1+linuxmint1+wilma"},
           available_services=["NetworkManager.service", "tlp.service", "power-profiles-daemon.service",
                               "wpa_supplicant.service", "bluetooth.service", "thermald.service", "cups.service",
                               "ModemManager.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "jordan", "uid": 1000, "gid": 1000, "home": "/home/jordan", "shell": "/bin/bash"},
                  {"name": "sam", "uid": 1001, "gid": 1001, "home": "/home/sam", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["jordan"]},
                   {"name": "lpadmin", "gid": 122, "members": ["jordan"]},
                   {"name": "sambashare", "gid": 135, "members": ["jordan"]}],
           stale_sources=["packages"]),
    item("e2", "linux_file_read", {"path": "/sys/class/power_supply/BAT0/uevent", "offset": 0, "limit": 500,
                                   "total_lines": len(BAT), "lines": BAT}, M, age=15,
         args={"path": "/sys/class/power_supply/BAT0/uevent"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        _nm("2026-11-22T15:02:41-05:00", "warning", "<warn>  [1795377761.4021] device (wlp0s20f3): link timed out."),
        _nm("2026-11-22T15:02:41-05:00", "info", "<info>  [1795377761.4030] device (wlp0s20f3): state change: "
            "activated -> failed (reason 'supplicant-disconnect', sys-iface-state: 'managed')"),
        _nm("2026-11-22T15:02:49-05:00", "info", "<info>  [1795377769.8811] device (wlp0s20f3): Activation: (wifi) "
            "Stage 2 of 5 (Device Configure) successful. Connected to wireless network \"Hendricks-5G\""),
        _nm("2026-11-22T15:47:18-05:00", "warning", "<warn>  [1795380438.0917] device (wlp0s20f3): link timed out."),
        _nm("2026-11-22T15:47:18-05:00", "info", "<info>  [1795380438.0925] device (wlp0s20f3): state change: "
            "activated -> failed (reason 'supplicant-disconnect', sys-iface-state: 'managed')"),
        _nm("2026-11-22T15:47:30-05:00", "info", "<info>  [1795380450.6602] device (wlp0s20f3): Activation: (wifi) "
            "Stage 2 of 5 (Device Configure) successful. Connected to wireless network \"Hendricks-5G\""),
        _nm("2026-11-22T16:05:03-05:00", "warning", "<warn>  [1795381503.2210] device (wlp0s20f3): link timed out."),
        _nm("2026-11-22T16:05:03-05:00", "info", "<info>  [1795381503.2218] device (wlp0s20f3): state change: "
            "activated -> failed (reason 'supplicant-disconnect', sys-iface-state: 'managed')"),
        _nm("2026-11-22T16:05:40-05:00", "info", "<info>  [1795381540.9034] device (wlp0s20f3): Activation: (wifi) "
            "Stage 2 of 5 (Device Configure) successful. Connected to wireless network \"Hendricks-2.4\""),
        _nm("2026-11-22T16:05:41-05:00", "info", "<info>  [1795381541.0101] policy: set 'Hendricks-2.4' (wlp0s20f3) "
            "as default for IPv4 routing and DNS"),
    ]}, M, age=30, args={"unit": "NetworkManager.service", "since_minutes": 120}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-22T15:02:40-05:00", "kernel", "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-11-22T15:47:17-05:00", "kernel", "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-11-22T16:05:02-05:00", "kernel", "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-11-22T16:05:02-05:00", "kernel", "info",
                  "iwlwifi 0000:00:14.3: Loaded firmware version: 89.202a2f7b.0 so-a0-gf-a0-89.ucode"),
    ]}, M, age=30, args={"grep": "iwlwifi", "since_minutes": 120}),
    item("e5", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 912, "2026-11-22T08:31:02-05:00",
             "Network Manager"),
        unit("tlp.service", "active", "exited", "enabled", None, "2026-11-22T08:31:01-05:00", "TLP system startup/shutdown"),
        unit("power-profiles-daemon.service", "inactive", "dead", "masked", None, None, "power-profiles-daemon.service",
             load="masked"),
        unit("wpa_supplicant.service", "active", "running", "enabled", 930, "2026-11-22T08:31:02-05:00",
             "WPA supplicant"),
        unit("bluetooth.service", "active", "running", "enabled", 890, "2026-11-22T08:31:01-05:00",
             "Bluetooth service"),
        unit("thermald.service", "active", "running", "enabled", 884, "2026-11-22T08:31:01-05:00",
             "Thermal Daemon Service"),
        unit("cups.service", "active", "running", "enabled", 1010, "2026-11-22T08:31:05-05:00",
             "CUPS Scheduler"),
        unit("ModemManager.service", "inactive", "dead", "disabled", None, None, "Modem Manager"),
    ]}, M, age=40),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-11-15T11:20:04-05:00", "install", "tlp", None, "1.6.1-1"),
        package_event("2026-11-15T11:20:04-05:00", "install", "tlp-rdw", None, "1.6.1-1"),
        package_event("2026-11-20T09:12:55-05:00", "upgrade", "linux-firmware", "20240318.git3b128b60-0ubuntu2.4",
                      "20240318.git3b128b60-0ubuntu2.5"),
        package_event("2026-11-20T09:13:40-05:00", "upgrade", "firefox", "132.0.1+linuxmint1+wilma",
                      "132.0.2+linuxmint1+wilma"),
        package_event("2026-11-21T19:40:11-05:00", "install", "linux-image-6.8.0-50-generic", None, "6.8.0-50.51"),
    ]}, M, age=45, args={"since_days": 10}),
    item("e7", "linux_processes", processes(298, M_MEM, [
        (4410, "firefox", "jordan", 24.1, 1_503_238_553, "2026-11-22T08:40:12-05:00", "/usr/lib/firefox/firefox"),
        (5120, "Isolated Web Co", "jordan", 18.3, 612_368_384, "2026-11-22T15:58:30-05:00",
         "/usr/lib/firefox/firefox -contentproc -childID 42 -isForBrowser tab"),
        (1802, "cinnamon", "jordan", 6.2, 402_653_184, "2026-11-22T08:32:20-05:00", "cinnamon --replace"),
        (1305, "Xorg", "root", 2.4, 134_217_728, "2026-11-22T08:31:40-05:00", "/usr/lib/xorg/Xorg -core :0"),
        (912, "NetworkManager", "root", 1.1, 23_068_672, "2026-11-22T08:31:02-05:00",
         "/usr/sbin/NetworkManager --no-daemon"),
    ]), M, age=20, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e8", "linux_system_info", system_info(31.0, [1.62, 1.40, 1.22], 28_140, "2026-11-22T08:31:00-05:00",
                                                 M_MEM, 9_019_431_321, 2_147_483_648, 0), M, age=480),
]

merlin_answers = [
    {"q": "How's my battery doing?", "ev": ["e2"],
     "a": "I checked `/sys/class/power_supply/BAT0/uevent`:\n\n"
          "- **Charge:** [[s:43%]], [[s:discharging]]\n"
          "- **Health:** [[c:about 82% of design capacity]]\n"
          "- **Cycles:** [[s:412]]\n"
          "- **Power draw:** [[s:about 9.9 W]]\n"
          "- **Time left:** [[c:roughly 3 hours]]\n\n"
          "[[s:The full-charge capacity is down to about 44 Wh from 57 Wh when new]]. [[u:That's normal wear for a "
          "2–3 year old laptop]].\n\n"
          "`sudo tlp-stat -b` gives a nicer summary."},
    {"q": "Why does my Wi-Fi keep dropping?", "ev": ["e3", "e4"],
     "a": "I looked at the NetworkManager and kernel logs for the last two hours.\n\n"
          "[[s:The Wi-Fi dropped three times]] — [[s:at 15:02]], [[c:15:41]] and [[s:16:05]]. [[s:Each drop lines "
          "up with an iwlwifi \"Microcode SW error\"]] [[s:a second earlier]], [[u:so it's the card's firmware crashing, "
          "not your router]]. [[s:After the last one it reconnected to Hendricks-2.4 instead of the 5G network]], "
          "[[c:about 35 minutes ago]]. [[c:Each time it came back within 10 seconds]].\n\n"
          "[[u:This is a known bug that the recent linux-firmware update introduced]]. Try turning off Wi-Fi "
          "power saving: set `wifi.powersave = 2` in `/etc/NetworkManager/conf.d/default-wifi-powersave-on.conf`."},
    {"q": "what changed in packages this week?", "ev": ["e6", "e1"],
     "a": "Here's what I found:\n\n"
          "1. [[s:linux-firmware was upgraded on Nov 20]] [[s:to 20240318.git3b128b60-0ubuntu2.5]]\n"
          "2. [[s:Firefox went to 132.0.2 the same morning]]\n"
          "3. [[s:A new kernel, 6.8.0-50, was installed yesterday evening]], [[s:but you're still running "
          "6.8.0-49]] — [[s:a reboot is needed]]\n"
          "4. [[c:tlp was installed on Nov 17]]\n\n"
          "[[c:Nothing new was installed, only upgrades]]. [[t:network-manager is at 1.46.0-1ubuntu2]].\n\n"
          "Reboot when convenient to pick up the new kernel."},
    {"q": "Is power-profiles-daemon conflicting with TLP?", "ev": ["e5", "e6"],
     "a": "[[s:power-profiles-daemon is masked]] [[s:and inactive (dead)]], so it can't start. [[s:tlp.service is "
          "active (exited)]] — [[u:that's expected since TLP applies its settings at boot and exits]]. "
          "[[s:TLP was installed on Nov 15]].\n\n"
          "Other power-related bits: [[c:thermald is stopped]] and [[c:ModemManager is running]], which you can "
          "disable to save a bit of battery.\n\n"
          "`tlp-stat -s` will confirm TLP's mode."},
    {"q": "Why is the laptop slow and the fan loud?", "ev": ["e7", "e8"],
     "a": "[[s:Firefox is the top CPU user at 24%]], [[s:plus an \"Isolated Web Co\" content process at 18%]]. "
          "[[s:Cinnamon is at about 6%]]. [[t:Overall CPU is 31%]] [[t:and the load average is 1.62]]. "
          "[[t:RAM: about 7 GiB used of 15.4]]. [[c:Firefox itself is using 1.5 GiB]]. [[s:There are 298 "
          "processes]].\n\n"
          "[[u:One of your tabs is probably running a heavy script]] — open `about:processes` in Firefox to find it."},
    {"q": "who else has an account on this laptop and who can use sudo?", "ev": ["e1"],
     "a": "[[s:There are two regular users: jordan and sam]]. [[s:jordan (uid 1000) is in sudo]], "
          "[[c:and so is sam]]. [[c:sam's home is /home/samuel]]. [[s:Both use bash]]. [[s:jordan is also in "
          "lpadmin]] [[s:and sambashare]].\n\n"
          "To remove sudo from someone: `sudo deluser USER sudo`."},
    {"q": "What's my IP and which Wi-Fi am I on?", "ev": ["e1", "e3"],
     "a": "[[s:wlp0s20f3 has 192.168.0.104/24]], [[s:gateway 192.168.0.1]], [[s:DNS 127.0.0.53]] "
          "([[u:the systemd-resolved stub]]). [[c:You're connected to Hendricks-5G]]. [[s:This is Linux Mint 22 "
          "\"Wilma\"]] [[s:on kernel 6.8.0-49-generic]].\n\n"
          "`nmcli dev wifi` shows signal strength."},
]

MACHINES = [
    {"name": "falcon", "clock": F, "evidence": falcon_ev, "answers": falcon_answers},
    {"name": "harrier", "clock": H, "evidence": harrier_ev, "answers": harrier_answers},
    {"name": "kite", "clock": K, "evidence": kite_ev, "answers": kite_answers},
    {"name": "buzzard", "clock": B, "evidence": buzzard_ev, "answers": buzzard_answers},
    {"name": "merlin", "clock": M, "evidence": merlin_ev, "answers": merlin_answers},
]
